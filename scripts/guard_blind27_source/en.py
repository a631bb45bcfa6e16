# ruff: noqa: E501, RUF001
"""English source cases of blind set 27: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-bereavement-leave",
        source=(
            "Bereavement leave. Employees who lose a spouse, partner, child, parent or sibling are entitled to up to 5 days of paid bereavement leave, which can be taken at any point within 8 weeks of the death. "
            "For the death of any other relative, line managers may approve up to 2 paid days. Parents whose child dies under the age of 18, or who experience a stillbirth after 24 weeks of pregnancy, are also entitled to 2 weeks of parental bereavement leave under the Parental Bereavement (Leave and Pay) Act 2018, in addition to the 5 days above. "
            "You do not need to provide a death certificate. Please tell your manager as soon as reasonably possible; the leave should be recorded in PeopleHub within 10 working days of your return."
        ),
        good=[
            Good(
                "preserve",
                "Bereavement leave. If your spouse, partner, child, parent or sibling dies, you're entitled to up to five days' paid bereavement leave, and you can take it at any point within eight weeks of the death. "
                "If another relative dies, your line manager may approve up to two paid days. If your child dies before the age of 18, or you experience a stillbirth after 24 weeks of pregnancy, you're also entitled to two weeks of parental bereavement leave under the Parental Bereavement (Leave and Pay) Act 2018, on top of those five days. "
                "You don't have to provide a death certificate. Let your manager know as soon as you reasonably can; your leave should be logged in PeopleHub within 10 working days of coming back.",
            ),
            Good(
                "preserve",
                "**Bereavement leave**\n\n"
                "- Death of a spouse, partner, child, parent or sibling: entitlement to up to 5 days' paid leave, which may be taken at any time within 8 weeks of the death.\n"
                "- Death of any other relative: up to 2 paid days, which line managers may approve.\n"
                "- Death of a child under 18, or a stillbirth after 24 weeks of pregnancy: an additional entitlement of 2 weeks' parental bereavement leave under the Parental Bereavement (Leave and Pay) Act 2018, over and above the 5 days.\n"
                "- A death certificate is not required.\n"
                "- Please inform your manager as soon as reasonably possible. The leave should be recorded in PeopleHub within 10 working days of your return.",
            ),
            Good(
                "pl",
                "Urlop w związku ze śmiercią bliskiej osoby. Pracownikom, którzy stracili małżonka, partnera, dziecko, rodzica lub rodzeństwo, przysługuje do 5 dni płatnego urlopu, który można wykorzystać w dowolnym momencie w ciągu 8 tygodni od śmierci. "
                "W przypadku śmierci innego krewnego przełożony może zatwierdzić do 2 płatnych dni. Rodzicom, których dziecko zmarło przed ukończeniem 18 lat, a także w razie urodzenia martwego dziecka po 24. tygodniu ciąży przysługują ponadto 2 tygodnie rodzicielskiego urlopu żałobnego na podstawie ustawy Parental Bereavement (Leave and Pay) Act 2018 – niezależnie od wspomnianych 5 dni. "
                "Nie trzeba przedstawiać aktu zgonu. Prosimy poinformować przełożonego tak szybko, jak to rozsądnie możliwe; urlop powinien zostać odnotowany w systemie PeopleHub w ciągu 10 dni roboczych od powrotu do pracy.",
            ),
        ],
        bad=[
            Slip(0, [("within eight weeks", "within six weeks")], "number"),
            Slip(
                1,
                [
                    (
                        "2 weeks' parental bereavement leave under",
                        "2 weeks' parental bereavement leave, paid at £184.03 per week, under",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("Nie trzeba przedstawiać aktu zgonu.", "Trzeba przedstawić akt zgonu.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-career-break-scheme",
        source=(
            "Career break scheme. Staff with at least 5 years' continuous service can apply for an unpaid career break of between 3 and 12 months. Applications should be submitted at least 4 months before the proposed start date, and decisions are usually made within 6 weeks. "
            "Only one career break can be taken in any 5-year period. Pension contributions stop during the break, but your service is treated as continuous. You are expected to return to the same or an equivalent role; if you decide not to return, you must give the notice required by your contract. "
            "This scheme was last reviewed on 1 September 2024."
        ),
        good=[
            Good(
                "preserve",
                "Career break scheme. Employees who have completed a minimum of five years' continuous service may apply for an unpaid career break lasting from three to twelve months. Applications should be submitted no later than four months before the intended start date, and a decision is usually issued within six weeks. "
                "No more than one career break may be taken in any five-year period. While pension contributions cease for the duration of the break, service is regarded as continuous. Employees are expected to return to the same or an equivalent post, and anyone who decides not to return must give the notice period set out in their contract. "
                "The scheme was last reviewed on 1 September 2024.",
            ),
            Good(
                "preserve",
                "**Who can apply?** Anyone with 5 or more years' continuous service.\n"
                "**How long can the break be?** Between 3 and 12 months, unpaid.\n"
                "**When should I apply?** At least 4 months before you'd like to start. You'll usually get a decision within 6 weeks.\n"
                "**How often can I take one?** Once in any 5-year period.\n"
                "**What about my pension and service?** Pension contributions stop while you're away, but your service still counts as continuous.\n"
                "**What happens afterwards?** You're expected to come back to the same or an equivalent role. If you decide not to return, you must give the notice your contract requires.\n\n"
                "(Scheme last reviewed: 1 September 2024.)",
            ),
            Good(
                "pl",
                "Program przerw w karierze. Pracownicy z co najmniej 5-letnim nieprzerwanym stażem mogą ubiegać się o bezpłatną przerwę w karierze trwającą od 3 do 12 miesięcy. Wnioski powinny zostać złożone co najmniej 4 miesiące przed planowaną datą rozpoczęcia przerwy, a decyzje zapadają zwykle w ciągu 6 tygodni. "
                "W ciągu każdych 5 lat można skorzystać tylko z jednej przerwy. Na czas przerwy wstrzymuje się wpłaty składek emerytalnych, ale staż pracy jest traktowany jako ciągły. Oczekuje się, że pracownik wróci na to samo lub równorzędne stanowisko; jeśli zdecyduje się nie wracać, musi zachować okres wypowiedzenia przewidziany w umowie. "
                "Program został ostatnio zweryfikowany 1 września 2024 r.",
            ),
        ],
        bad=[
            Slip(1, [("1 September 2024", "1 September 2023")], "date"),
            Slip(
                0,
                [
                    (
                        "a decision is usually issued within six weeks",
                        "a decision is issued within six weeks",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "staż pracy jest traktowany jako ciągły.",
                        "staż pracy jest traktowany jako ciągły, a pracownik zachowuje prywatną opiekę medyczną.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-lodger-notification",
        source=(
            "Taking in a lodger. As a secure tenant, you have the right under section 93 of the Housing Act 1985 to take in lodgers without our permission, but you must tell us in writing who is living with you. "
            "Subletting part of your home does need our written consent, which we will not refuse unreasonably; we normally reply within 28 days. You must never sublet the whole of your home: this is a criminal offence under the Prevention of Social Housing Fraud Act 2013 and could cost you your tenancy. "
            "Income from a lodger may affect your Universal Credit or Housing Benefit, so you should report it. Your home must not become overcrowded."
        ),
        good=[
            Good(
                "preserve",
                "Taking in a lodger. Section 93 of the Housing Act 1985 gives you, as a secure tenant, the right to have lodgers without asking our permission. You do have to let us know in writing who is living with you, though. "
                "If you want to sublet part of your home, you need our written consent, and we won't refuse it unreasonably; we normally reply within 28 days. Subletting your whole home is never allowed: it is a criminal offence under the Prevention of Social Housing Fraud Act 2013 and could cost you your tenancy. "
                "Money from a lodger may affect your Universal Credit or Housing Benefit, so you should report it. Don't let your home become overcrowded.",
            ),
            Good(
                "preserve",
                "Lodgers. Under section 93 of the Housing Act 1985, secure tenants are entitled to take in lodgers without the landlord's permission; however, tenants are required to notify us in writing of anyone living with them. "
                "Subletting part of the property requires our written consent, which will not be unreasonably withheld; a response is normally given within 28 days. Subletting the entire property is prohibited in all circumstances, constitutes a criminal offence under the Prevention of Social Housing Fraud Act 2013 and could result in loss of the tenancy. "
                "Lodger income may affect Universal Credit or Housing Benefit and should be reported. The property must not become overcrowded.",
            ),
            Good(
                "pl",
                "Przyjmowanie lokatora (lodger). Jako najemca z umową typu secure tenancy masz na podstawie sekcji 93 ustawy Housing Act 1985 prawo przyjmować lokatorów bez naszej zgody, ale musisz poinformować nas na piśmie, kto z Tobą mieszka. "
                "Podnajem części mieszkania wymaga natomiast naszej pisemnej zgody, której nie odmówimy bez uzasadnionej przyczyny; zwykle odpowiadamy w ciągu 28 dni. Nigdy nie wolno podnajmować całego mieszkania: jest to przestępstwo w rozumieniu ustawy Prevention of Social Housing Fraud Act 2013 i może Cię kosztować utratę najmu. "
                "Dochód od lokatora może wpłynąć na Universal Credit lub Housing Benefit, dlatego powinieneś go zgłosić. Mieszkanie nie może stać się przeludnione.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Section 93 of the Housing Act 1985", "Section 39 of the Housing Act 1985")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "tenants are required to notify us in writing",
                        "tenants are encouraged to notify us in writing",
                    )
                ],
                "modality",
            ),
            Slip(2, [("bez naszej zgody", "wyłącznie za naszą zgodą")], "negation"),
        ],
    ),
    Case(
        key="en-communal-hallway-storage",
        source=(
            "## Keeping communal areas clear\n\n"
            "Under our fire safety policy, nothing may be left in the corridors, stairwells or landings of blocks with shared entrances. This includes:\n\n"
            "- bicycles, prams and mobility scooters (scooters must be charged inside your flat or in the designated store, never in a hallway);\n"
            "- rubbish bags, even for a short time;\n"
            "- doormats, plant pots and shoe racks.\n\n"
            "Caretakers inspect every block **once a fortnight**. Items found will be tagged, and if they are not removed within 7 days we will take them away and may charge you £45 per item. Anything blocking an escape route will be removed immediately, without notice."
        ),
        good=[
            Good(
                "preserve",
                "## Please keep shared areas clear\n\n"
                "For fire safety reasons, you can't leave anything in the corridors, stairwells or landings of blocks with a shared entrance. That means:\n\n"
                "- no bicycles, prams or mobility scooters (charge scooters in your flat or in the designated store – never in a hallway);\n"
                "- no rubbish bags, not even for a little while;\n"
                "- no doormats, plant pots or shoe racks.\n\n"
                "Our caretakers check every block **every two weeks**. If they find something, they'll tag it; if it's still there after 7 days, we'll take it away and may charge you £45 for each item. Anything blocking an escape route goes straight away, without notice.",
            ),
            Good(
                "preserve",
                "## Communal areas: no storage\n\n"
                "In accordance with our fire safety policy, no items may be left in corridors, stairwells or on landings in blocks with a shared entrance. This covers:\n\n"
                "- bicycles, prams and mobility scooters – scooters must be charged only within the flat or in the designated store and never in a hallway;\n"
                "- rubbish bags, however briefly;\n"
                "- doormats, plant pots and shoe racks.\n\n"
                "Each block is inspected by caretakers **fortnightly**. Any item found will be tagged; items not removed within 7 days will be taken away, and a charge of £45 per item may be made. Items obstructing an escape route will be removed immediately and without notice.",
            ),
            Good(
                "pl",
                "## Utrzymywanie porządku w częściach wspólnych\n\n"
                "Zgodnie z naszymi zasadami bezpieczeństwa pożarowego na korytarzach, klatkach schodowych i podestach w budynkach ze wspólnym wejściem nie wolno niczego zostawiać. Dotyczy to:\n\n"
                "- rowerów, wózków dziecięcych i skuterów inwalidzkich (skutery należy ładować w mieszkaniu lub w wyznaczonym pomieszczeniu, nigdy na korytarzu);\n"
                "- worków ze śmieciami, nawet na krótko;\n"
                "- wycieraczek, doniczek i szafek na buty.\n\n"
                "Dozorcy sprawdzają każdy budynek **co dwa tygodnie**. Znalezione przedmioty zostaną oznaczone, a jeśli nie zostaną usunięte w ciągu 7 dni, zabierzemy je i możemy naliczyć opłatę w wysokości 45 funtów za każdą sztukę. Wszystko, co blokuje drogę ewakuacyjną, zostanie usunięte natychmiast, bez uprzedzenia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "That means:\n\n- no bicycles, prams or mobility scooters (charge scooters in your flat or in the designated store – never in a hallway);\n- no rubbish bags, not even for a little while;\n- no doormats, plant pots or shoe racks.",
                        "That means no bicycles, prams or mobility scooters (charge scooters in your flat or in the designated store – never in a hallway), no rubbish bags, not even for a little while, and no doormats, plant pots or shoe racks.",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("within 7 days", "within 14 days")], "number"),
            Slip(2, [("nigdy na korytarzu", "także na korytarzu")], "negation"),
        ],
    ),
    Case(
        key="en-garden-waste-subscription",
        source=(
            "Garden waste collections 2025/26. The garden waste service is optional and costs £52 per bin for the year running from 1 April 2025 to 31 March 2026. "
            "Subscribe at www.harbridge.gov.uk/gardenwaste by 14 March to receive your permit sticker before the first collection; later sign-ups usually take about 10 working days to process. "
            "Bins are emptied every two weeks, with a break from 15 December to 12 January. Each household can have up to 3 bins. We accept grass, leaves, hedge cuttings and small branches only – no food waste, soil or rubble. "
            "Refunds are not given for collections missed because of severe weather."
        ),
        good=[
            Good(
                "preserve",
                "Garden waste 2025/26: the service is optional, and each bin costs £52 for the year from 1 April 2025 to 31 March 2026. Sign up at www.harbridge.gov.uk/gardenwaste by 14 March and you'll get your permit sticker before the first collection; if you sign up later, it usually takes about 10 working days to process. "
                "We empty bins fortnightly, except between 15 December and 12 January. You can have up to 3 bins per household. Put in only grass, leaves, hedge cuttings and small branches – no food waste, soil or rubble. "
                "If severe weather means we miss a collection, we don't give refunds.",
            ),
            Good(
                "preserve",
                "- **Cost:** £52 per bin for 1 April 2025 – 31 March 2026 (the service is optional).\n"
                "- **How to subscribe:** online at www.harbridge.gov.uk/gardenwaste. Sign up by 14 March to get your permit sticker before the first collection; later applications usually take about 10 working days to process.\n"
                "- **How often:** fortnightly, with no collections from 15 December to 12 January.\n"
                "- **How many bins:** a maximum of 3 per household.\n"
                "- **What goes in:** only grass, leaves, hedge cuttings and small branches. Food waste, soil and rubble are not accepted.\n"
                "- **Refunds:** none for collections missed due to severe weather.",
            ),
            Good(
                "pl",
                "Odbiór odpadów zielonych 2025/26. Usługa odbioru odpadów zielonych jest dobrowolna i kosztuje 52 funty za pojemnik na rok od 1 kwietnia 2025 r. do 31 marca 2026 r. "
                "Zapisz się na stronie www.harbridge.gov.uk/gardenwaste do 14 marca, aby otrzymać naklejkę z zezwoleniem przed pierwszym odbiorem; późniejsze zgłoszenia są zwykle rozpatrywane w ciągu około 10 dni roboczych. "
                "Pojemniki są opróżniane co dwa tygodnie, z przerwą od 15 grudnia do 12 stycznia. Jedno gospodarstwo domowe może mieć maksymalnie 3 pojemniki. Przyjmujemy wyłącznie trawę, liście, ścinki żywopłotu i drobne gałęzie – bez odpadów spożywczych, ziemi i gruzu. "
                "Za odbiory pominięte z powodu trudnych warunków pogodowych nie zwracamy pieniędzy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("www.harbridge.gov.uk/gardenwaste", "www.harbridge.gov.uk/garden-waste")],
                "url",
            ),
            Slip(1, [("15 December to 12 January", "15 December to 5 January")], "date"),
            Slip(2, [("52 funty", "62 funty")], "number"),
        ],
    ),
    Case(
        key="en-blue-badge-renewal",
        source=(
            "Renewing your Blue Badge. Blue Badges are valid for up to 3 years and are not renewed automatically. We will write to you about 12 weeks before your badge expires, but it is your responsibility to reapply. "
            "Apply online at www.gov.uk/apply-blue-badge; if you cannot use the online service, call us on 0300 123 4870. You must include a recent digital photo and proof of address dated within the last 3 months. "
            "The fee is £10, which you pay only if your application is approved. Processing normally takes up to 12 weeks, so we recommend applying as soon as you receive our letter. Your old badge must be returned to us once the new one arrives."
        ),
        good=[
            Good(
                "preserve",
                "Blue Badge renewal. Badges last up to 3 years and are not renewed automatically. We'll write to you roughly 12 weeks before yours expires, but reapplying is up to you. "
                "Apply at www.gov.uk/apply-blue-badge, or call us on 0300 123 4870 if you can't use the online service. You must include a recent digital photo and proof of address from the last 3 months. "
                "The £10 fee is payable only if your application is approved. Processing normally takes up to 12 weeks, so we recommend applying as soon as our letter arrives. You must return your old badge to us when the new one arrives.",
            ),
            Good(
                "preserve",
                "Blue Badge renewals. A Blue Badge is valid for a maximum of three years and is not renewed automatically. We will write to badge holders approximately 12 weeks before expiry; however, responsibility for reapplying rests with the holder. "
                "Applications are to be made online at www.gov.uk/apply-blue-badge, and applicants unable to use the online service may telephone us on 0300 123 4870. Each application must be accompanied by a recent digital photograph and proof of address dated within the previous three months. "
                "A fee of £10 is charged only where the application is approved. As processing normally takes up to 12 weeks, we recommend that applicants apply as soon as they receive our letter. The previous badge must be returned to us on receipt of the new one.",
            ),
            Good(
                "pl",
                "Odnowienie karty parkingowej Blue Badge. Karty Blue Badge są ważne maksymalnie 3 lata i nie są odnawiane automatycznie. Napiszemy do Ciebie mniej więcej 12 tygodni przed upływem ważności karty, ale to Ty odpowiadasz za złożenie nowego wniosku. "
                "Wniosek złóż online na stronie www.gov.uk/apply-blue-badge; jeśli nie możesz skorzystać z usługi internetowej, zadzwoń do nas pod numer 0300 123 4870. Musisz dołączyć aktualne zdjęcie cyfrowe i potwierdzenie adresu wystawione w ciągu ostatnich 3 miesięcy. "
                "Opłata wynosi 10 funtów i płacisz ją tylko wtedy, gdy wniosek zostanie zatwierdzony. Rozpatrzenie wniosku trwa zwykle do 12 tygodni, dlatego zalecamy złożenie go, gdy tylko otrzymasz nasz list. Starą kartę należy nam zwrócić po otrzymaniu nowej.",
            ),
        ],
        bad=[
            Slip(0, [("roughly 12 weeks before", "12 weeks before")], "hedge"),
            Slip(
                1,
                [
                    (
                        "Each application must be accompanied",
                        "Each application should ideally be accompanied",
                    )
                ],
                "modality",
            ),
            Slip(2, [("www.gov.uk/apply-blue-badge", "www.gov.uk/blue-badge-apply")], "url"),
        ],
    ),
    Case(
        key="en-airport-special-assistance",
        source=(
            "Special assistance at Northfield Airport. Under Regulation (EC) No 1107/2006 as retained in UK law, passengers with reduced mobility are entitled to free assistance at the airport. "
            "To make sure help is ready, request it through your airline at least 48 hours before departure. You can still ask on the day, but you may have to wait longer. "
            "Please arrive at one of our 6 Help Points at least 2 hours before your flight; a member of staff will usually meet you within 15 minutes. "
            "Assistance covers check-in, security, boarding and collecting your bags on arrival. You do not need to be a wheelchair user to ask for help."
        ),
        good=[
            Good(
                "preserve",
                "Need a hand at Northfield Airport? If you have reduced mobility, you're entitled to free help at the airport under Regulation (EC) No 1107/2006, as retained in UK law. "
                "To be sure it's ready for you, request it through your airline no later than 48 hours before you fly. You can still ask on the day, but you might have to wait longer. "
                "Please come to any of our 6 Help Points at least two hours before your flight, and someone from our staff will usually meet you within 15 minutes. "
                "We can help you with check-in, security, boarding and picking up your bags when you arrive. You don't have to use a wheelchair to ask for assistance.",
            ),
            Good(
                "preserve",
                "Special assistance – Northfield Airport. Passengers with reduced mobility are entitled to assistance at the airport free of charge under Regulation (EC) No 1107/2006, as retained in UK law. "
                "To ensure that assistance is ready, it should be requested through the airline a minimum of 48 hours prior to departure. Requests made on the day of travel remain possible, although waiting times may be longer. "
                "Passengers are asked to report to one of the airport's six Help Points no later than two hours before their flight, where they will usually be met by a member of staff within 15 minutes. "
                "Assistance is provided at check-in, through security, at boarding and with baggage collection on arrival. Passengers need not be wheelchair users to request assistance.",
            ),
            Good(
                "pl",
                "Pomoc specjalna na lotnisku Northfield. Na mocy rozporządzenia (WE) nr 1107/2006 w wersji włączonej do prawa Wielkiej Brytanii osobom o ograniczonej sprawności ruchowej przysługuje bezpłatna pomoc na lotnisku. "
                "Aby mieć pewność, że pomoc będzie gotowa, zgłoś zapotrzebowanie za pośrednictwem linii lotniczej co najmniej 48 godzin przed odlotem. O pomoc można poprosić także w dniu podróży, ale czas oczekiwania może być wtedy dłuższy. "
                "Prosimy zgłosić się do jednego z naszych 6 punktów pomocy (Help Points) co najmniej 2 godziny przed lotem; pracownik zwykle podejdzie do Ciebie w ciągu 15 minut. "
                "Pomoc obejmuje odprawę, kontrolę bezpieczeństwa, wejście na pokład oraz odbiór bagażu po przylocie. Nie trzeba poruszać się na wózku, aby poprosić o pomoc.",
            ),
        ],
        bad=[
            Slip(0, [("will usually meet you", "will meet you")], "hedge"),
            Slip(
                1,
                [("Regulation (EC) No 1107/2006", "Regulation (EC) No 261/2004")],
                "legal_reference",
            ),
            Slip(2, [("co najmniej 48 godzin", "co najmniej 24 godziny")], "number"),
        ],
    ),
    Case(
        key="en-tram-penalty-fares",
        source=(
            "Penalty fares on Aldbourne Trams. You must buy a ticket from a stop machine or touch in with a contactless card before you board; tickets are not sold on board. "
            "If you travel without a valid ticket, a revenue protection officer can issue a penalty fare of £100, reduced to £50 if paid within 21 days. "
            "Children under 11 travelling with a fare-paying adult do not need a ticket. If you think a penalty fare was issued unfairly, you may appeal to the independent appeals service within 28 days. "
            "Persistent fare evasion may lead to prosecution and a fine of up to £1,000."
        ),
        good=[
            Good(
                "preserve",
                "Aldbourne Trams penalty fares. Before you get on, you have to buy a ticket at a stop machine or touch in with a contactless card – you can't buy tickets on board. "
                "Travelling without a valid ticket can get you a £100 penalty fare from a revenue protection officer; pay within 21 days and it drops to £50. "
                "Children under 11 don't need a ticket if they're with an adult who has paid a fare. If you think the penalty fare was unfair, you can appeal to the independent appeals service within 28 days. "
                "If you keep dodging fares, you may be prosecuted and fined up to £1,000.",
            ),
            Good(
                "preserve",
                "**Do I need a ticket before boarding?** Yes. You're required to buy one from a stop machine or touch in with a contactless card first, as no tickets are sold on board.\n"
                "**What if I'm caught without one?** A revenue protection officer can give you a penalty fare of £100, which is cut to £50 if you pay within 21 days.\n"
                "**Do children need tickets?** Not if they're under 11 and travelling with an adult who has paid a fare.\n"
                "**Can I appeal?** Yes – if you believe the penalty fare was issued unfairly, you may appeal to the independent appeals service within 28 days.\n"
                "**What about repeat offenders?** Persistent fare evasion may result in prosecution and a fine of up to £1,000.",
            ),
            Good(
                "pl",
                "Opłaty dodatkowe w tramwajach Aldbourne. Przed wejściem do tramwaju musisz kupić bilet w automacie na przystanku albo odbić kartę zbliżeniową; w tramwajach biletów się nie sprzedaje. "
                "Jeśli podróżujesz bez ważnego biletu, kontroler może nałożyć opłatę dodatkową w wysokości 100 funtów, obniżaną do 50 funtów przy zapłacie w ciągu 21 dni. "
                "Dzieci poniżej 11 lat podróżujące z dorosłym, który zapłacił za przejazd, nie potrzebują biletu. Jeśli uważasz, że opłata została nałożona niesłusznie, możesz w ciągu 28 dni odwołać się do niezależnej instancji odwoławczej. "
                "Uporczywe unikanie opłat może skutkować skierowaniem sprawy do sądu i grzywną do 1000 funtów.",
            ),
        ],
        bad=[
            Slip(0, [("it drops to £50", "it drops to £60")], "number"),
            Slip(1, [("You're required to buy one", "You're advised to buy one")], "modality"),
            Slip(2, [("nie potrzebują biletu", "potrzebują biletu")], "negation"),
        ],
    ),
    Case(
        key="en-airport-drop-off-charges",
        source=(
            "## Drop-off charges at Terminal 1\n\n"
            "The forecourt drop-off zone is for picking up and setting down passengers only. Charges:\n\n"
            "- up to 10 minutes: £6\n"
            "- 10 to 20 minutes: £12\n"
            "- every additional minute: £1\n\n"
            "Pay by midnight the day after your visit at **www.ellsworth-airport.co.uk/dropoff** or by phone on 0800 044 3390. If you do not pay, a £100 Penalty Charge Notice will be sent to the registered keeper. "
            "Blue Badge holders can use the zone free of charge if they register before travelling. Drop-off is free in the Long Stay car park, which is about 5 minutes from the terminal by shuttle bus."
        ),
        good=[
            Good(
                "preserve",
                "## Terminal 1 drop-off: what it costs\n\n"
                "You can only use the forecourt drop-off zone to pick up or set down passengers. Prices:\n\n"
                "- 10 minutes or less: £6\n"
                "- 10–20 minutes: £12\n"
                "- each minute after that: £1\n\n"
                "Pay online at **www.ellsworth-airport.co.uk/dropoff** or by phone on 0800 044 3390 by midnight on the day after your visit. Otherwise, the registered keeper will be sent a £100 Penalty Charge Notice. "
                "Blue Badge holders who register before they travel can use the zone for free. Dropping off in the Long Stay car park costs nothing; it's around 5 minutes from the terminal by shuttle bus.",
            ),
            Good(
                "preserve",
                "## Terminal 1 drop-off charges\n\n"
                "The drop-off zone on the forecourt may be used solely for picking up and setting down passengers. The following charges apply:\n\n"
                "- up to 10 minutes: £6\n"
                "- 10 to 20 minutes: £12\n"
                "- each additional minute: £1\n\n"
                "Payment must be made by midnight on the day following the visit, either at **www.ellsworth-airport.co.uk/dropoff** or by telephone on 0800 044 3390. Non-payment will result in a £100 Penalty Charge Notice being sent to the registered keeper. "
                "Blue Badge holders may use the zone free of charge provided they register before travelling. Free drop-off is available in the Long Stay car park, approximately 5 minutes from the terminal by shuttle bus.",
            ),
            Good(
                "pl",
                "## Opłaty za strefę szybkiego wysadzania przy Terminalu 1\n\n"
                "Strefa szybkiego wysadzania przed terminalem służy wyłącznie do odbierania i wysadzania pasażerów. Opłaty:\n\n"
                "- do 10 minut: 6 funtów\n"
                "- od 10 do 20 minut: 12 funtów\n"
                "- każda kolejna minuta: 1 funt\n\n"
                "Opłatę uiść do północy dnia następującego po wizycie na stronie **www.ellsworth-airport.co.uk/dropoff** lub telefonicznie pod numerem 0800 044 3390. W razie braku płatności do zarejestrowanego posiadacza pojazdu zostanie wysłane wezwanie do zapłaty kary (Penalty Charge Notice) w wysokości 100 funtów. "
                "Posiadacze karty Blue Badge mogą korzystać ze strefy bezpłatnie, jeśli zarejestrują się przed podróżą. Bezpłatne wysadzanie pasażerów jest możliwe na parkingu długoterminowym (Long Stay), oddalonym od terminalu o około 5 minut jazdy autobusem wahadłowym.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Prices:\n\n- 10 minutes or less: £6\n- 10–20 minutes: £12\n- each minute after that: £1",
                        "Prices: £6 for 10 minutes or less, £12 for 10–20 minutes and £1 for each minute after that.",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [("www.ellsworth-airport.co.uk/dropoff", "www.ellsworth-airport.com/dropoff")],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "jeśli zarejestrują się przed podróżą.",
                        "jeśli zarejestrują się przed podróżą, przez maksymalnie 30 minut.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-seal-colony-viewing",
        source=(
            "Visiting the grey seal colony. Between November and January, more than 2,000 grey seal pups are born on the beach at Marram Point. To protect them, the beach is closed to the public during this period, so please watch from the fenced viewing area on the dunes. "
            "If you meet a seal outside the fence, stay at least 10 metres away and never come between a pup and the sea. Dogs must be kept on a short lead at all times. Disturbed mothers may abandon their pups. "
            "Volunteer wardens are on hand in the viewing area from 10am to 3pm at weekends. Flying drones over the colony is not permitted."
        ),
        good=[
            Good(
                "preserve",
                "Coming to see the grey seals? From November to January, over 2,000 grey seal pups are born on the beach at Marram Point, so the beach is closed to the public during those months to keep them safe. Please watch from the fenced viewing area on the dunes instead. "
                "If you come across a seal outside the fence, keep at least 10 metres away and never get between a pup and the sea. Your dog must stay on a short lead the whole time. Mothers who are disturbed may abandon their pups. "
                "You'll find volunteer wardens in the viewing area from 10am to 3pm at weekends. Drones aren't allowed over the colony.",
            ),
            Good(
                "preserve",
                "Grey seal colony: visitor guidance. More than 2,000 grey seal pups are born on the beach at Marram Point between November and January, and the beach is therefore closed to the public for that period; visitors are asked to watch from the fenced viewing area on the dunes. "
                "A distance of at least 10 metres must be kept from any seal encountered outside the fence, and visitors must never position themselves between a pup and the sea. Dogs are required to be on a short lead at all times. Disturbance may cause mothers to abandon their pups. "
                "Volunteer wardens are present in the viewing area from 10am to 3pm at weekends. Drones may not be flown over the colony.",
            ),
            Good(
                "pl",
                "Odwiedziny w kolonii fok szarych. Od listopada do stycznia na plaży w Marram Point rodzi się ponad 2000 młodych fok szarych. Aby je chronić, w tym okresie plaża jest zamknięta dla odwiedzających, dlatego prosimy o obserwowanie zwierząt z ogrodzonego punktu widokowego na wydmach. "
                "Jeśli spotkasz fokę poza ogrodzeniem, zachowaj odległość co najmniej 10 metrów i nigdy nie stawaj między młodym a morzem. Psy muszą być przez cały czas prowadzone na krótkiej smyczy. Niepokojone samice mogą porzucić młode. "
                "W weekendy od 10:00 do 15:00 w punkcie widokowym dyżurują wolontariusze-strażnicy. Nie wolno puszczać dronów nad kolonią.",
            ),
        ],
        bad=[
            Slip(0, [("over 2,000 grey seal pups", "over 1,200 grey seal pups")], "number"),
            Slip(
                1,
                [
                    (
                        "Dogs are required to be on a short lead",
                        "Dogs should ideally be on a short lead",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("Nie wolno puszczać dronów nad kolonią.", "Wolno puszczać drony nad kolonią.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-bathing-water-classification",
        source=(
            "Bathing water quality at Crestholme Sands. In 2024 the site was classified as 'Good' under the Bathing Water Regulations 2013, based on 80 samples taken between May and September over the last four seasons. "
            "Levels of intestinal enterococci were roughly 30% lower than in 2020. Short-term pollution is most likely after heavy rainfall, when storm overflows may discharge into Crest Brook; on such days we advise against bathing for up to 48 hours. "
            "Sampling methods follow Environment Agency (2022), and the link between rainfall and overflow events is discussed by Whitfield and Osei (2021). Daily pollution risk forecasts are published from 15 May to 30 September."
        ),
        good=[
            Good(
                "preserve",
                "How clean is the water at Crestholme Sands? In 2024 the beach was rated 'Good' under the Bathing Water Regulations 2013. That rating is based on 80 samples taken from May to September across the last four seasons. "
                "Intestinal enterococci levels were about 30% lower than in 2020. Pollution is most likely for a short time after heavy rain, when storm overflows may discharge into Crest Brook – on those days we advise you not to bathe for up to 48 hours. "
                "We sample using the methods in Environment Agency (2022), and Whitfield and Osei (2021) discuss how rainfall is linked to overflow events. We publish a daily pollution risk forecast from 15 May to 30 September.",
            ),
            Good(
                "preserve",
                "Crestholme Sands: bathing water quality. The site received a 'Good' classification in 2024 under the Bathing Water Regulations 2013, on the basis of 80 samples collected between May and September across the four most recent seasons. "
                "Intestinal enterococci concentrations were approximately 30% below 2020 levels. Short-term pollution is most probable following heavy rainfall, when storm overflows may discharge into Crest Brook; bathing is not advised on such days for a period of up to 48 hours. "
                "Sampling follows the methods of Environment Agency (2022); the relationship between rainfall and overflow events is examined in Whitfield and Osei (2021). Daily pollution risk forecasts are issued from 15 May to 30 September.",
            ),
            Good(
                "pl",
                "Jakość wody w kąpielisku Crestholme Sands. W 2024 r. kąpielisko otrzymało ocenę „dobra” (Good) zgodnie z Bathing Water Regulations 2013 na podstawie 80 próbek pobranych od maja do września w ciągu ostatnich czterech sezonów. "
                "Stężenie enterokoków jelitowych było mniej więcej o 30% niższe niż w 2020 r. Krótkotrwałe zanieczyszczenie jest najbardziej prawdopodobne po intensywnych opadach, gdy przelewy burzowe mogą odprowadzać ścieki do potoku Crest Brook; w takie dni odradzamy kąpiel przez maksymalnie 48 godzin. "
                "Metody pobierania próbek są zgodne z Environment Agency (2022), a związek między opadami a zrzutami z przelewów omawiają Whitfield i Osei (2021). Codzienne prognozy ryzyka zanieczyszczenia publikujemy od 15 maja do 30 września.",
            ),
        ],
        bad=[
            Slip(0, [("about 30% lower", "30% lower")], "hedge"),
            Slip(1, [("Whitfield and Osei (2021)", "Whitfield (2021)")], "citation"),
            Slip(2, [("80 próbek", "60 próbek")], "number"),
        ],
    ),
    Case(
        key="en-heathland-conservation-grazing",
        source=(
            "Conservation grazing on Ashcombe Heath. From 1 May to 30 September, a herd of around 15 Dexter cattle will graze the northern part of the heath. Grazing keeps birch and bracken under control and helps heather, sand lizards and nightjars to thrive. "
            "The cattle are generally docile, but please do not feed or approach them, and keep your dog on a lead inside the grazing area. All public footpaths remain open throughout the season. "
            "If an animal appears unwell or you find a gate left open, call the ranger team on 01794 552 210. The southern part of the heath will not be grazed this year."
        ),
        good=[
            Good(
                "preserve",
                "Ashcombe Heath: conservation grazing. A herd of approximately 15 Dexter cattle will graze the northern part of the heath between 1 May and 30 September. Grazing controls birch and bracken and enables heather, sand lizards and nightjars to thrive. "
                "Although the cattle are generally docile, visitors are asked not to feed or approach them and to keep dogs on a lead within the grazing area. All public footpaths will remain open for the whole season. "
                "Any animal that appears unwell, or any gate found open, should be reported to the ranger team on 01794 552 210. No grazing will take place on the southern part of the heath this year.",
            ),
            Good(
                "preserve",
                "Cattle grazing on Ashcombe Heath. From 1 May until 30 September, around 15 Dexter cattle will be grazing the northern part of the heath. They keep the birch and bracken in check, which helps heather, sand lizards and nightjars do well. "
                "The cattle are generally calm, but please don't feed them or go near them, and keep your dog on a lead in the grazing area. Every public footpath stays open all season. "
                "Spotted an animal that looks unwell, or a gate left open? Ring the ranger team on 01794 552 210. This year the southern part of the heath won't be grazed.",
            ),
            Good(
                "pl",
                "Wypas ochronny na wrzosowisku Ashcombe Heath. Od 1 maja do 30 września stado około 15 krów rasy Dexter będzie się wypasać w północnej części wrzosowiska. Wypas ogranicza rozrost brzozy i orlicy oraz pomaga w rozwoju wrzosów, jaszczurek zwinek i lelków. "
                "Bydło jest na ogół łagodne, ale prosimy go nie karmić i nie podchodzić do zwierząt, a na terenie wypasu trzymać psa na smyczy. Wszystkie publiczne ścieżki pozostają otwarte przez cały sezon. "
                "Jeśli zwierzę wygląda na chore lub zauważysz pozostawioną otwartą bramę, zadzwoń do zespołu strażników pod numer 01794 552 210. W tym roku w południowej części wrzosowiska wypasu nie będzie.",
            ),
        ],
        bad=[
            Slip(
                0, [("between 1 May and 30 September", "between 1 June and 30 September")], "date"
            ),
            Slip(1, [("won't be grazed", "will also be grazed")], "negation"),
            Slip(
                2,
                [
                    (
                        "pod numer 01794 552 210.",
                        "pod numer 01794 552 210 (czynny codziennie od 8:00 do 18:00).",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-concussion-return-to-play",
        source=(
            "Concussion: graduated return to play. Any player with a suspected concussion must be removed from play immediately and must not return to play on the same day. "
            "Adult players must complete the graduated return to play (GRTP) programme and cannot play a match until at least 21 days after the injury; for players under 19 the minimum is 23 days. "
            "Each stage should last at least 24 hours, and medical clearance is required before full-contact training. Symptoms usually resolve within 10 to 14 days in adults but may persist for longer in children and adolescents. "
            "This guidance reflects the latest international consensus statement (Patricios et al., 2023) and earlier work by McCrory et al. (2017)."
        ),
        good=[
            Good(
                "preserve",
                "Concussion and returning to play. If a player might have concussion, take them off straight away – they must not play again that day. "
                "Adults have to complete the graduated return to play (GRTP) programme and can't play a match until at least 21 days after the injury; under-19s have to wait at least 23 days. "
                "Each stage should last at least 24 hours, and medical clearance is needed before any full-contact training. In adults, symptoms usually clear up within 10 to 14 days, but they may last longer in children and teenagers. "
                "This guidance is based on the latest international consensus statement (Patricios et al., 2023) and on earlier work by McCrory et al. (2017).",
            ),
            Good(
                "preserve",
                "**Concussion – graduated return to play**\n\n"
                "- A player with suspected concussion is to be removed from play immediately and must not return on the same day.\n"
                "- Adult players are required to complete the graduated return to play (GRTP) programme and cannot play a match earlier than 21 days after the injury; for under-19 players the minimum period is 23 days.\n"
                "- Each stage should last no less than 24 hours, and medical clearance must be obtained before full-contact training.\n"
                "- In adults, symptoms usually resolve within 10–14 days, though they may persist longer in children and adolescents.\n\n"
                "Basis: the latest international consensus statement (Patricios et al., 2023) and earlier work by McCrory et al. (2017).",
            ),
            Good(
                "pl",
                "Wstrząśnienie mózgu: stopniowy powrót do gry. Każdy zawodnik z podejrzeniem wstrząśnienia mózgu musi zostać natychmiast odsunięty od gry i nie może wrócić do niej tego samego dnia. "
                "Dorośli zawodnicy muszą przejść program stopniowego powrotu do gry (GRTP) i mogą zagrać w meczu najwcześniej 21 dni po urazie; w przypadku zawodników poniżej 19 lat minimum wynosi 23 dni. "
                "Każdy etap powinien trwać co najmniej 24 godziny, a przed treningiem z pełnym kontaktem wymagana jest zgoda lekarska. U dorosłych objawy zwykle ustępują w ciągu 10–14 dni, ale u dzieci i młodzieży mogą utrzymywać się dłużej. "
                "Wytyczne odzwierciedlają najnowsze międzynarodowe stanowisko konsensusu (Patricios i in., 2023) oraz wcześniejsze prace McCrory'ego i in. (2017).",
            ),
        ],
        bad=[
            Slip(0, [("symptoms usually clear up within", "symptoms clear up within")], "hedge"),
            Slip(
                1,
                [
                    (
                        "Adult players are required to complete",
                        "Adult players are encouraged to complete",
                    )
                ],
                "modality",
            ),
            Slip(2, [("(Patricios i in., 2023)", "(Patricios i in., 2021)")], "citation"),
        ],
    ),
    Case(
        key="en-junior-fast-bowling-limits",
        source=(
            "## Fast bowling limits for junior cricketers\n\n"
            "To reduce the risk of injury, fast bowlers in junior matches **must not** exceed these limits:\n\n"
            "- Under 13: 4 overs per spell, 12 overs per day\n"
            "- Under 14 and Under 15: 5 overs per spell, 15 overs per day\n"
            "- Under 16 to Under 18: 6 overs per spell, 18 overs per day\n\n"
            "After a spell, a bowler must rest for at least as many overs as they have just bowled before bowling again. Team managers must keep a record of overs bowled, and umpires should tell the captain when a bowler reaches the limit. "
            "Spin bowlers are not covered by these limits."
        ),
        good=[
            Good(
                "preserve",
                "## How much can junior fast bowlers bowl?\n\n"
                "To cut the risk of injury, fast bowlers in junior matches **can't** go over these limits:\n\n"
                "- Under 13s: 4 overs a spell, 12 overs a day\n"
                "- Under 14s and Under 15s: 5 overs a spell, 15 overs a day\n"
                "- Under 16s to Under 18s: 6 overs a spell, 18 overs a day\n\n"
                "Once a spell is over, the bowler has to rest for at least as many overs as they've just bowled before bowling again. Team managers have to keep a record of the overs bowled, and umpires should let the captain know when a bowler hits the limit. "
                "These limits don't apply to spin bowlers.",
            ),
            Good(
                "preserve",
                "## Junior cricket: fast bowling limits\n\n"
                "In order to reduce injury risk, the following maximums **must not** be exceeded by fast bowlers in junior matches:\n\n"
                "- Under 13: 4 overs per spell; 12 overs per day\n"
                "- Under 14 and Under 15: 5 overs per spell; 15 overs per day\n"
                "- Under 16 to Under 18: 6 overs per spell; 18 overs per day\n\n"
                "On completing a spell, a bowler must rest for a number of overs at least equal to the spell just bowled before bowling again. Team managers are required to record the overs bowled; umpires should inform the captain when a bowler reaches the limit. "
                "Spin bowlers are exempt from these limits.",
            ),
            Good(
                "pl",
                "## Limity dla szybkich rzucających w krykiecie juniorskim\n\n"
                "Aby ograniczyć ryzyko kontuzji, szybcy rzucający (fast bowlers) w meczach juniorskich **nie mogą** przekraczać następujących limitów:\n\n"
                "- Under 13: 4 overy w serii, 12 overów dziennie\n"
                "- Under 14 i Under 15: 5 overów w serii, 15 overów dziennie\n"
                "- od Under 16 do Under 18: 6 overów w serii, 18 overów dziennie\n\n"
                "Po zakończeniu serii rzucający musi odpocząć przez co najmniej tyle overów, ile właśnie rozegrał, zanim znów zacznie rzucać. Kierownicy drużyn muszą prowadzić ewidencję rozegranych overów, a sędziowie powinni informować kapitana, gdy rzucający osiągnie limit. "
                "Limity nie dotyczą rzucających spinem.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "## How much can junior fast bowlers bowl?",
                        "How much can junior fast bowlers bowl?",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [("Team managers are required to record", "Team managers may record")],
                "modality",
            ),
            Slip(2, [("15 overów dziennie", "16 overów dziennie")], "number"),
        ],
    ),
    Case(
        key="en-concert-hall-latecomers",
        source=(
            "Latecomers and re-admission. Concerts start promptly at the time printed on your ticket. If you arrive late, you will not be admitted to the auditorium until a suitable break in the performance, which for some works may not be until the interval. "
            "Latecomers can watch the first part on screens in the Foyer Bar. The auditorium doors open 30 minutes before the start, and for 7.30pm concerts the box office opens at 6pm. "
            "Tickets cannot be refunded or exchanged because of late arrival. If you leave the auditorium during the performance, you will not be readmitted until the next break."
        ),
        good=[
            Good(
                "preserve",
                "Latecomers. Concerts begin promptly at the time on your ticket. Late arrivals are admitted to the auditorium only at a suitable break in the performance – for some works, possibly not until the interval – and can meanwhile watch the first part on screens in the Foyer Bar. "
                "Auditorium doors open 30 minutes before the start; for 7.30pm concerts, the box office opens at 6pm. Late arrival does not entitle you to a refund or exchange. Anyone who leaves the auditorium mid-performance will be readmitted only at the next break.",
            ),
            Good(
                "preserve",
                "Running late? Our concerts start right on time, as printed on your ticket. If you get here after the start, we'll only let you into the auditorium at a suitable break in the performance, and with some works that might not be until the interval. "
                "In the meantime you can watch the first part on the screens in the Foyer Bar. The auditorium doors open half an hour before the start, and for 7.30pm concerts the box office opens at 6pm. "
                "We can't refund or exchange tickets because you arrived late. If you step out of the auditorium during the performance, you won't be let back in until the next break.",
            ),
            Good(
                "pl",
                "Spóźnieni widzowie i ponowne wejście na salę. Koncerty zaczynają się punktualnie o godzinie podanej na bilecie. Osoby spóźnione zostaną wpuszczone na widownię dopiero w odpowiedniej przerwie w wykonaniu, a w przypadku niektórych utworów może to nastąpić dopiero w antrakcie. "
                "W tym czasie spóźnieni mogą oglądać pierwszą część na ekranach w Foyer Bar. Drzwi na widownię otwierane są 30 minut przed rozpoczęciem, a przy koncertach o 19:30 kasa jest czynna od 18:00. "
                "Biletów nie zwracamy ani nie wymieniamy z powodu spóźnienia. Kto opuści widownię w trakcie koncertu, nie zostanie wpuszczony z powrotem przed kolejną przerwą.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Late arrival does not entitle you to a refund or exchange.",
                        "Late arrival entitles you to a refund or exchange.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("the box office opens at 6pm", "the box office opens at 6.30pm")], "date"),
            Slip(
                2,
                [
                    (
                        "Biletów nie zwracamy ani nie wymieniamy z powodu spóźnienia.",
                        "Tickets cannot be refunded or exchanged because of late arrival.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-museum-image-licensing",
        source=(
            "Image reproduction requests. High-resolution images of objects in our collection can be licensed for publication. Requests must be sent to images@harcourtmuseum.org.uk and should include the object number, the intended use and the print run. "
            "Standard fees are £65 per image for academic publications and £180 per image for commercial use; images of out-of-copyright works are free for non-commercial personal study. Please allow about 15 working days for delivery. "
            "Images must not be cropped or overlaid with text without our written permission, and every reproduction must carry the credit line '© Harcourt Museum'."
        ),
        good=[
            Good(
                "preserve",
                "Reproduction of collection images. The museum licenses high-resolution images of objects in its collection for publication. All requests must be e-mailed to images@harcourtmuseum.org.uk and should state the object number, the intended use and the print run. "
                "The standard fee is £65 per image for academic publications and £180 per image for commercial use; no fee is charged for images of out-of-copyright works used for non-commercial personal study. Delivery takes approximately 15 working days. "
                "Cropping images or overlaying them with text is not permitted without the museum's written permission, and the credit line '© Harcourt Museum' must accompany every reproduction.",
            ),
            Good(
                "preserve",
                "**Ordering images from our collection**\n\n"
                "- High-resolution images of collection objects can be licensed for publication.\n"
                "- Requests must go by e-mail to images@harcourtmuseum.org.uk; they should include the object number, intended use and print run.\n"
                "- Fees: £65 per image for academic publications, £180 per image for commercial use. Images of out-of-copyright works are free for non-commercial personal study.\n"
                "- Delivery: please allow around 15 working days.\n"
                "- Don't crop images or put text over them without our written permission.\n"
                "- Every reproduction must carry the credit line '© Harcourt Museum'.",
            ),
            Good(
                "pl",
                "Zamówienia reprodukcji. Zdjęcia obiektów z naszej kolekcji w wysokiej rozdzielczości można licencjonować do publikacji. Zamówienia należy wysyłać na adres images@harcourtmuseum.org.uk; powinny one zawierać numer obiektu, planowany sposób wykorzystania i nakład. "
                "Standardowe opłaty wynoszą 65 funtów za zdjęcie w publikacjach naukowych i 180 funtów za zdjęcie przy wykorzystaniu komercyjnym; zdjęcia dzieł, do których wygasły prawa autorskie, są bezpłatne do niekomercyjnego użytku we własnej nauce. Na realizację prosimy przewidzieć około 15 dni roboczych. "
                "Bez naszej pisemnej zgody nie wolno kadrować zdjęć ani nakładać na nie tekstu, a każda reprodukcja musi być opatrzona podpisem „© Harcourt Museum”.",
            ),
        ],
        bad=[
            Slip(0, [("images@harcourtmuseum.org.uk", "images@harcourt-museum.org.uk")], "url"),
            Slip(1, [("£180 per image", "£150 per image")], "number"),
            Slip(
                2,
                [("„© Harcourt Museum”.", "„© Harcourt Museum”. Opłaty nie podlegają zwrotowi.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-dissertation-referencing",
        source=(
            "## Referencing and submission\n\n"
            "All dissertations in the School of Geography must use the Harvard style as set out in Pears and Shields (2022). In-text citations give the author's surname and the year, e.g. (Cresswell, 2015), or for three or more authors (Nowak et al., 2019). Direct quotations should also include a page number.\n\n"
            "Submit one PDF via Moodle, named `StudentID_Dissertation.pdf`, by **12:00 on Friday 2 May 2025**. Reference management software such as Zotero is recommended but not compulsory. The reference list does not count towards the 10,000-word limit."
        ),
        good=[
            Good(
                "preserve",
                "## How to reference and submit\n\n"
                "Every School of Geography dissertation has to follow the Harvard style described in Pears and Shields (2022). In the text, cite the author's surname and the year – for example (Cresswell, 2015) – and for three or more authors use the form (Nowak et al., 2019). For direct quotations you should add a page number as well.\n\n"
                "Upload a single PDF to Moodle called `StudentID_Dissertation.pdf` no later than **12:00 on Friday 2 May 2025**. We recommend reference management software such as Zotero, but you don't have to use it. Your reference list isn't included in the 10,000-word limit.",
            ),
            Good(
                "preserve",
                "## Referencing and submission requirements\n\n"
                "Dissertations in the School of Geography are required to use the Harvard style as described in Pears and Shields (2022). In-text citations consist of the author's surname and year of publication, e.g. (Cresswell, 2015); works by three or more authors are cited as (Nowak et al., 2019). A page number should additionally be given for direct quotations.\n\n"
                "A single PDF named `StudentID_Dissertation.pdf` must be submitted via Moodle by **12:00 on Friday 2 May 2025**. The use of reference management software such as Zotero is recommended but not compulsory. The reference list is excluded from the 10,000-word limit.",
            ),
            Good(
                "pl",
                "## Bibliografia i złożenie pracy\n\n"
                "Wszystkie prace dyplomowe w School of Geography muszą być zgodne ze stylem harwardzkim opisanym w Pears i Shields (2022). Odwołania w tekście podają nazwisko autora i rok, np. (Cresswell, 2015), a w przypadku trzech lub więcej autorów (Nowak i in., 2019). Przy cytatach dosłownych powinien być dodatkowo podany numer strony.\n\n"
                "Złóż jeden plik PDF przez Moodle pod nazwą `StudentID_Dissertation.pdf` do **godz. 12:00 w piątek 2 maja 2025 r.** Korzystanie z programów do zarządzania bibliografią, takich jak Zotero, jest zalecane, ale nieobowiązkowe. Bibliografia nie wlicza się do limitu 10 000 słów.",
            ),
        ],
        bad=[
            Slip(0, [("`StudentID_Dissertation.pdf`", "`StudentID_Dissertation.docx`")], "code"),
            Slip(
                1,
                [
                    (
                        "are required to use the Harvard style",
                        "are encouraged to use the Harvard style",
                    )
                ],
                "modality",
            ),
            Slip(2, [("Pears i Shields (2022)", "Pears (2022)")], "citation"),
        ],
    ),
    Case(
        key="en-extenuating-circumstances",
        source=(
            "Extenuating circumstances. If illness or another serious event affects your ability to meet a coursework deadline or sit an exam, you may submit an extenuating circumstances (EC) claim under Regulation 14.3 of the Academic Regulations. "
            "Claims must be submitted online within 5 working days of the deadline or exam concerned; for the summer exam period, the final date for claims is 13 June 2025. "
            "You will normally need independent evidence, such as a letter from a doctor, although self-certification is accepted for absences of up to 7 days. The EC panel meets every two weeks, so please allow up to 3 weeks for a decision. "
            "Heavy workload, computer failure and clashing deadlines are not accepted as extenuating circumstances."
        ),
        good=[
            Good(
                "preserve",
                "**What if illness or another serious event affects a deadline or exam?** You may make an extenuating circumstances (EC) claim under Regulation 14.3 of the Academic Regulations.\n"
                "**When do I have to claim?** You must claim online no later than 5 working days after the deadline or exam in question. For the summer exam period, the last date for claims is 13 June 2025.\n"
                "**Do I need evidence?** Normally, yes – independent evidence such as a doctor's letter. For absences of up to 7 days, self-certification is accepted.\n"
                "**How long will a decision take?** The EC panel meets fortnightly, so allow up to 3 weeks.\n"
                "**What doesn't count?** Heavy workload, computer failure and clashing deadlines are not accepted as extenuating circumstances.",
            ),
            Good(
                "preserve",
                "Extenuating circumstances. Students whose ability to meet a coursework deadline or to sit an examination is affected by illness or another serious event may submit an extenuating circumstances (EC) claim under Regulation 14.3 of the Academic Regulations. "
                "Claims are required to be submitted online within five working days of the relevant deadline or examination; for the summer examination period, claims will be accepted no later than 13 June 2025. "
                "Independent evidence, for example a doctor's letter, will normally be required, although self-certification is accepted for absences of up to seven days. As the EC panel meets fortnightly, students should allow up to three weeks for a decision. "
                "Heavy workload, computer failure and clashing deadlines do not constitute extenuating circumstances.",
            ),
            Good(
                "pl",
                "Okoliczności łagodzące. Jeśli choroba lub inne poważne zdarzenie utrudnia Ci dotrzymanie terminu oddania pracy zaliczeniowej lub przystąpienie do egzaminu, możesz złożyć wniosek o uwzględnienie okoliczności łagodzących (extenuating circumstances, EC) na podstawie przepisu 14.3 Regulaminu studiów (Academic Regulations). "
                "Wniosek należy złożyć online w ciągu 5 dni roboczych od danego terminu lub egzaminu; w letniej sesji egzaminacyjnej ostateczny termin składania wniosków to 13 czerwca 2025 r. "
                "Zazwyczaj potrzebny jest niezależny dowód, np. zaświadczenie lekarskie, choć przy nieobecnościach do 7 dni akceptowane jest oświadczenie własne. Komisja EC zbiera się co dwa tygodnie, dlatego na decyzję prosimy przewidzieć do 3 tygodni. "
                "Duże obciążenie nauką, awaria komputera i nakładające się terminy nie są uznawane za okoliczności łagodzące.",
            ),
        ],
        bad=[
            Slip(0, [("13 June 2025", "20 June 2025")], "date"),
            Slip(
                1,
                [
                    (
                        "Regulation 14.3 of the Academic Regulations",
                        "Regulation 13.4 of the Academic Regulations",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "nie są uznawane za okoliczności łagodzące",
                        "są uznawane za okoliczności łagodzące",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-water-leak-allowance",
        source=(
            "## Leak allowance\n\n"
            "If you have a water meter and a leak on your underground supply pipe has pushed up your bill, you may be able to claim a one-off leak allowance. To qualify:\n\n"
            "- the leak must be repaired within 30 days of us telling you about it;\n"
            "- you must send us proof of the repair, such as a plumber's invoice, within 60 days;\n"
            "- the leak must not be on internal plumbing, such as a dripping tap or a faulty toilet.\n\n"
            "We will usually reduce your bill to your average use over the previous 12 months. Only one allowance is given per property. This policy applies to bills issued from 1 April 2025."
        ),
        good=[
            Good(
                "preserve",
                "## Leak allowance\n\n"
                "If you're on a water meter and your bill has gone up because of a leak on your underground supply pipe, you may be able to claim a one-off leak allowance. You'll qualify only if:\n\n"
                "- you get the leak repaired within 30 days of us telling you about it;\n"
                "- you send us proof of the repair (for example a plumber's invoice) within 60 days;\n"
                "- the leak isn't on internal plumbing, like a dripping tap or a faulty toilet.\n\n"
                "We'll usually bring your bill down to your average use over the last 12 months. Each property can only get one allowance. This policy covers bills issued from 1 April 2025 onwards.",
            ),
            Good(
                "preserve",
                "## Leak allowance\n\n"
                "Customers with a metered supply whose bill has increased as a result of a leak on the underground supply pipe may be eligible for a one-off leak allowance. The following conditions apply:\n\n"
                "- the leak must be repaired within 30 days of our notifying you of it;\n"
                "- proof of repair, e.g. a plumber's invoice, must be provided to us within 60 days;\n"
                "- the leak must not be on internal plumbing, e.g. a dripping tap or faulty toilet.\n\n"
                "The bill will usually be reduced to the average consumption for the previous 12 months. No more than one allowance is granted per property. This policy applies to bills issued on or after 1 April 2025.",
            ),
            Good(
                "pl",
                "## Ulga z tytułu wycieku\n\n"
                "Jeśli masz wodomierz, a wyciek na podziemnej rurze przyłączeniowej podniósł Twój rachunek, możesz mieć prawo do jednorazowej ulgi z tytułu wycieku. Aby ją otrzymać:\n\n"
                "- wyciek musi zostać naprawiony w ciągu 30 dni od naszego powiadomienia;\n"
                "- musisz przesłać nam dowód naprawy, np. fakturę od hydraulika, w ciągu 60 dni;\n"
                "- wyciek nie może dotyczyć instalacji wewnętrznej, np. kapiącego kranu lub niesprawnej toalety.\n\n"
                "Zazwyczaj obniżamy rachunek do poziomu Twojego średniego zużycia z poprzednich 12 miesięcy. Na jedną nieruchomość przysługuje tylko jedna ulga. Zasady te dotyczą rachunków wystawionych od 1 kwietnia 2025 r.",
            ),
        ],
        bad=[
            Slip(
                0, [("We'll usually bring your bill down", "We'll bring your bill down")], "hedge"
            ),
            Slip(1, [("on or after 1 April 2025", "on or after 1 April 2024")], "date"),
            Slip(
                2,
                [("musisz przesłać nam dowód naprawy", "warto przesłać nam dowód naprawy")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-mobile-number-porting",
        source=(
            "Keeping your number when you switch. To bring your mobile number to us, text `PAC` to 65075 from your current phone; your current provider must send you a Porting Authorisation Code by text within one minute. "
            "The code is valid for 30 days. Give it to us when you sign up, and your number will usually transfer within one working day. "
            "Your old contract ends automatically once the switch completes, but you will still have to pay any early termination charges. You do not need to contact your old provider yourself. "
            "If you would prefer a new number instead, text `STAC` to 75075."
        ),
        good=[
            Good(
                "preserve",
                "Switching and keeping your number: text `PAC` to 65075 from your current phone, and your current provider must text you a Porting Authorisation Code within one minute. It stays valid for 30 days. "
                "Give us the code when you sign up; your number will usually move across within one working day. Your old contract ends automatically when the switch completes, although you will still have to pay any early termination charges. "
                "There's no need to contact your old provider yourself. Want a new number instead? Text `STAC` to 75075.",
            ),
            Good(
                "preserve",
                "**How to keep your number when you switch to us**\n\n"
                "1. From your current phone, text `PAC` to 65075.\n"
                "2. Your current provider must text you a Porting Authorisation Code within one minute. The code is valid for 30 days.\n"
                "3. Give us the code when you sign up. Your number will usually transfer within one working day.\n\n"
                "Your old contract ends automatically once the switch completes, but any early termination charges still have to be paid. You don't need to contact your old provider yourself. "
                "If you'd rather have a new number, text `STAC` to 75075 instead.",
            ),
            Good(
                "pl",
                "Zachowaj swój numer przy zmianie operatora. Aby przenieść do nas numer komórkowy, wyślij ze swojego obecnego telefonu SMS o treści `PAC` na numer 65075; Twój obecny operator musi w ciągu minuty odesłać Ci SMS-em kod autoryzacji przeniesienia (Porting Authorisation Code). Kod jest ważny przez 30 dni. "
                "Podaj go nam przy zawieraniu umowy, a Twój numer zostanie zwykle przeniesiony w ciągu jednego dnia roboczego. Dotychczasowa umowa wygaśnie automatycznie po zakończeniu przeniesienia, ale nadal będziesz musiał zapłacić ewentualne opłaty za jej wcześniejsze rozwiązanie. "
                "Nie musisz samodzielnie kontaktować się z dotychczasowym operatorem. Jeśli wolisz nowy numer, wyślij SMS o treści `STAC` na numer 75075.",
            ),
        ],
        bad=[
            Slip(0, [("Text `STAC` to 75075", "Text `STOP` to 75075")], "code"),
            Slip(
                1,
                [("Your current provider must text you", "Your current provider should text you")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Kod jest ważny przez 30 dni.",
                        "Kod jest ważny przez 30 dni, a za przeniesienie numeru otrzymasz 10 funtów środków na koncie.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
