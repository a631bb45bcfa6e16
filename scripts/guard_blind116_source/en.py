# ruff: noqa: E501, RUF001
"""English source cases of blind set 116: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-holiday-let-changeover-cleaning-checklist",
        source="""## Changeover cleaning checklist

Guests check out by 10:00 and new arrivals can check in from 16:00, so the changeover window is six hours.

- Strip all beds and put the linen in the blue laundry bags (two per bedroom).
- Run the dishwasher even if it looks empty, and leave the door open afterwards.
- Empty the fridge completely; do not leave opened food for the next guests.
- Check the hot tub: the chlorine reading must be between 3 and 5 ppm.

Report any damage to the owner within 24 hours using the photo form. Cleaners should not move furniture between rooms.""",
        good=[
            Good(
                "preserve",
                """## Changeover cleaning checklist

Guests check out by 10:00 and the next ones can check in from 16:00, which gives you a six-hour window for the changeover.

- Strip every bed and bag the linen in the blue laundry bags (two for each bedroom).
- Run the dishwasher even if it seems empty, then leave its door open.
- Clear the fridge out completely and don't leave any opened food for the incoming guests.
- Check the hot tub: its chlorine reading must be between 3 and 5 ppm.

If anything is damaged, report it to the owner within 24 hours on the photo form. Cleaners should not move furniture from one room to another.""",
            ),
            Good(
                "preserve",
                """## Changeover cleaning checklist

The changeover window is six hours: departing guests check out by 10:00, and new arrivals can check in from 16:00.

1. Strip all the beds; the linen goes into the blue laundry bags, two per bedroom.
2. Run the dishwasher, even when it looks empty, and leave the door open once it has finished.
3. Empty the fridge completely. Do not leave opened food behind for the next guests.
4. Check the hot tub. The chlorine reading must be between 3 and 5 ppm.

Use the photo form to report any damage to the owner within 24 hours. Cleaners should not move furniture between rooms.""",
            ),
            Good(
                "pl",
                """## Lista kontrolna sprzątania przy zmianie gości

Goście wymeldowują się do 10:00, a nowi mogą się zameldować od 16:00, więc na zmianę jest sześć godzin.

- Zdejmij pościel ze wszystkich łóżek i włóż ją do niebieskich worków na pranie (dwa na sypialnię).
- Włącz zmywarkę, nawet jeśli wygląda na pustą, a potem zostaw otwarte drzwiczki.
- Całkowicie opróżnij lodówkę; nie zostawiaj otwartego jedzenia dla kolejnych gości.
- Sprawdź jacuzzi: odczyt chloru musi wynosić od 3 do 5 ppm.

Wszelkie szkody zgłoś właścicielowi w ciągu 24 godzin za pomocą formularza ze zdjęciami. Osoby sprzątające nie powinny przenosić mebli między pokojami.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("## Changeover cleaning checklist\n\n", "Changeover cleaning checklist\n\n")],
                "markdown",
            ),
            Slip(
                1,
                [("Cleaners should not move furniture", "Cleaners must not move furniture")],
                "modality",
            ),
            Slip(2, [("w ciągu 24 godzin", "w ciągu 48 godzin")], "number"),
        ],
    ),
    Case(
        key="en-guided-cave-tour-safety-briefing",
        source="""Before the tour starts, your guide will give a short safety briefing. The route is about 1.2 km long and takes roughly 90 minutes, including 140 steps, so it is not suitable for visitors with limited mobility. Helmets with lamps are provided and must be worn at all times underground. The temperature inside stays at around 9°C all year, so bring a warm layer and sturdy shoes; sandals are not allowed. Children under 6 cannot join the tour, and children under 14 must be accompanied by an adult. Please do not touch the formations: oils from your skin stop them growing. Photography is permitted, but flash may only be used in the main chamber.""",
        good=[
            Good(
                "preserve",
                """Your guide will run a short safety briefing before you set off. Expect a route of about 1.2 km that takes roughly 90 minutes and includes 140 steps – it isn't suitable for anyone with limited mobility. We provide helmets with lamps, and you must keep yours on at all times while underground. It stays around 9°C inside all year round, so pack a warm layer and wear sturdy shoes (sandals are not allowed). Children under 6 can't take part, and under-14s must be accompanied by an adult. You're welcome to take photos, but flash may only be used in the main chamber. Please don't touch the formations – the oils from your skin stop them from growing.""",
            ),
            Good(
                "preserve",
                """Cave tour – safety essentials

- Your guide gives a short safety briefing before the tour begins.
- Route: about 1.2 km, roughly 90 minutes, with 140 steps. Not suitable for visitors with limited mobility.
- Helmets with lamps are supplied and must be worn underground at all times.
- Temperature: around 9°C throughout the year. Bring a warm layer and sturdy footwear; sandals are not allowed.
- Age limits: no children under 6; children under 14 must be accompanied by an adult.
- Please do not touch the formations – skin oils stop them growing.
- Photography is permitted; flash may be used only in the main chamber.""",
            ),
            Good(
                "pl",
                """Przed rozpoczęciem zwiedzania przewodnik przeprowadzi krótki instruktaż bezpieczeństwa. Trasa ma około 1,2 km długości i trwa mniej więcej 90 minut, a po drodze jest 140 stopni, dlatego nie nadaje się dla osób o ograniczonej sprawności ruchowej. Kaski z lampkami zapewniamy na miejscu i pod ziemią muszą być cały czas założone. Temperatura w jaskini przez cały rok utrzymuje się na poziomie około 9°C, więc zabierz ciepłą warstwę ubrania i solidne buty; sandały są niedozwolone. Dzieci poniżej 6 lat nie mogą uczestniczyć w zwiedzaniu, a dzieci poniżej 14 lat muszą być pod opieką osoby dorosłej. Prosimy nie dotykać form naciekowych: tłuszcz ze skóry hamuje ich wzrost. Fotografowanie jest dozwolone, ale z lampy błyskowej można korzystać wyłącznie w głównej komorze.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Children under 6 can't take part", "Children under 6 can take part")],
                "negation",
            ),
            Slip(1, [("with 140 steps", "with 40 steps")], "number"),
            Slip(
                2,
                [("muszą być pod opieką osoby dorosłej", "powinny być pod opieką osoby dorosłej")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-allotment-beekeeping-permission-rules",
        source="""Tenants who wish to keep bees on their allotment must first obtain written permission from the Allotments Officer. Applications should be made on form AB2 and will be considered at the committee meeting held on the first Tuesday of each month. Under clause 9.4 of the tenancy agreement, no more than two hives may be kept on a single plot, and hives must be placed at least 5 metres from any shared path. Applicants must hold a basic beekeeping certificate or be mentored by a member of the local beekeepers' association. Permission may be withdrawn if neighbouring tenants report repeated swarming. Approved beekeepers must renew their permission every year by 31 March.""",
        good=[
            Good(
                "preserve",
                """If you want to keep bees on your allotment, you must get written permission from the Allotments Officer first. You should apply on form AB2; the committee considers applications at its meeting on the first Tuesday of every month. Clause 9.4 of the tenancy agreement allows no more than two hives per plot, and each hive must stand at least 5 metres from any shared path. You must either hold a basic beekeeping certificate or be mentored by a member of the local beekeepers' association. If neighbouring tenants report repeated swarming, permission may be withdrawn. Once approved, you must renew your permission every year by 31 March.""",
            ),
            Good(
                "preserve",
                """Keeping bees on an allotment – conditions

- Written permission from the Allotments Officer must be obtained before any bees are kept.
- Applications should be submitted on form AB2. They are considered at the committee meeting on the first Tuesday of each month.
- Clause 9.4 of the tenancy agreement: a maximum of two hives may be kept on one plot.
- Hives must be sited at least 5 metres away from any shared path.
- Applicants must have a basic beekeeping certificate or be mentored by a member of the local beekeepers' association.
- Permission may be withdrawn where neighbouring tenants report repeated swarming.
- Approved beekeepers must renew their permission annually, by 31 March.""",
            ),
            Good(
                "pl",
                """Najemcy, którzy chcą trzymać pszczoły na swojej działce, muszą najpierw uzyskać pisemną zgodę urzędnika ds. ogrodów działkowych (Allotments Officer). Wnioski powinny być składane na formularzu AB2; komisja rozpatruje je na posiedzeniu odbywającym się w pierwszy wtorek każdego miesiąca. Zgodnie z punktem 9.4 umowy najmu na jednej działce można trzymać najwyżej dwa ule, a każdy ul musi stać co najmniej 5 metrów od wspólnej ścieżki. Wnioskodawca musi mieć podstawowy certyfikat pszczelarski lub korzystać z opieki mentora będącego członkiem lokalnego stowarzyszenia pszczelarzy. Zgoda może zostać cofnięta, jeśli sąsiedzi z działek zgłoszą powtarzające się rójki. Pszczelarze, którzy otrzymali zgodę, muszą ją odnawiać co roku do 31 marca.""",
            ),
        ],
        bad=[
            Slip(0, [("permission may be withdrawn", "permission will be withdrawn")], "modality"),
            Slip(
                1,
                [("Clause 9.4 of the tenancy agreement", "Clause 4.9 of the tenancy agreement")],
                "legal_reference",
            ),
            Slip(2, [("do 31 marca", "do 31 maja")], "date"),
        ],
    ),
    Case(
        key="en-scout-summer-camp-consent-deposit",
        source="""The 4th Millbrook Scouts summer camp runs from Friday 18 July to Sunday 27 July 2025 at Hollowmere Activity Centre. To confirm your child's place, return the signed consent form and a deposit of £60 by 20 June. Forms can be downloaded from www.4thmillbrookscouts.org.uk/camp or collected at any Tuesday meeting. Please list all medication in the health section; leaders cannot give any medicine that is not listed and signed for. Mobile phones are not allowed at camp, but you can reach the camp leader in an emergency on 07700 900418. The remaining balance of £145 is due by 4 July. Questions? Email camp@4thmillbrookscouts.org.uk.""",
        good=[
            Good(
                "preserve",
                """Summer camp for the 4th Millbrook Scouts is at Hollowmere Activity Centre from Friday 18 July to Sunday 27 July 2025. To secure your child's place, please send back the signed consent form together with a £60 deposit by 20 June, and pay the remaining £145 by 4 July. You can download the form at www.4thmillbrookscouts.org.uk/camp or pick one up at any Tuesday meeting. In the health section, please list every medication – leaders cannot give any medicine that hasn't been listed and signed for. Mobile phones aren't allowed at camp; in an emergency, you can reach the camp leader on 07700 900418. Any questions, just email camp@4thmillbrookscouts.org.uk.""",
            ),
            Good(
                "preserve",
                """4th Millbrook Scouts – summer camp 2025

- Dates: Friday 18 July – Sunday 27 July 2025
- Venue: Hollowmere Activity Centre
- To confirm a place: signed consent form + £60 deposit by 20 June
- Balance: £145, due by 4 July
- Forms: download from www.4thmillbrookscouts.org.uk/camp or collect at any Tuesday meeting
- Medication: list it all in the health section. Leaders cannot give any medicine that is not listed and signed for.
- Phones: not allowed at camp. In an emergency, the camp leader can be reached on 07700 900418.
- Questions: camp@4thmillbrookscouts.org.uk""",
            ),
            Good(
                "pl",
                """Obóz letni 4. Drużyny Skautów z Millbrook odbędzie się od piątku 18 lipca do niedzieli 27 lipca 2025 r. w ośrodku Hollowmere Activity Centre. Aby potwierdzić miejsce dziecka, prosimy o odesłanie podpisanego formularza zgody i wpłatę zaliczki w wysokości 60 £ do 20 czerwca. Formularze można pobrać ze strony www.4thmillbrookscouts.org.uk/camp lub odebrać na dowolnej wtorkowej zbiórce. W części dotyczącej zdrowia prosimy wpisać wszystkie leki; opiekunowie nie mogą podać żadnego leku, który nie został wpisany i potwierdzony podpisem. Telefony komórkowe są na obozie niedozwolone, ale w nagłym wypadku można skontaktować się z kierownikiem obozu pod numerem 07700 900418. Pozostałą kwotę 145 £ należy wpłacić do 4 lipca. Pytania? Napisz na camp@4thmillbrookscouts.org.uk.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("leaders cannot give any medicine", "leaders can give any medicine")],
                "negation",
            ),
            Slip(1, [("£60 deposit by 20 June", "£60 deposit by 30 June")], "date"),
            Slip(
                2,
                [("www.4thmillbrookscouts.org.uk/camp", "www.4thmillbrookscouts.org/camp")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-ev-chargepoint-grant-flat-renters",
        source="""The EV chargepoint grant for flat owners and renters covers 75% of the cost of buying and installing a home charge point, up to a maximum of £350 per property. You must own or lease an eligible electric vehicle, and you must have dedicated off-street parking. The installer, not you, applies for the grant, and the charge point must meet the Electric Vehicles (Smart Charge Points) Regulations 2021. Only one grant can be claimed per property. Demand is high, and it is likely that the current budget will run out before the end of the financial year, so it is worth booking an installation soon.""",
        good=[
            Good(
                "preserve",
                """If you own a flat or rent your home, the EV chargepoint grant pays 75% of what it costs to buy and install a home charge point, capped at £350 per property. To qualify, you must own or lease an eligible electric vehicle and you must have dedicated off-street parking. You don't apply yourself – your installer does – and the charge point must comply with the Electric Vehicles (Smart Charge Points) Regulations 2021. Each property can claim only one grant. Because demand is high, the current budget is likely to run out before the end of the financial year, so booking an installation soon is worthwhile.""",
            ),
            Good(
                "preserve",
                """EV chargepoint grant (flat owners and renters)

- Amount: 75% of the cost of purchasing and installing a home charge point, up to £350 per property.
- Eligibility: you must own or lease an eligible electric vehicle and must have dedicated off-street parking.
- How to apply: the application is made by the installer, not by you.
- Standards: the charge point must meet the Electric Vehicles (Smart Charge Points) Regulations 2021.
- Limit: only one grant can be claimed per property.

Demand is high and the current budget will likely run out before the financial year ends, so it is worth booking an installation soon.""",
            ),
            Good(
                "pl",
                """Dotacja na punkt ładowania pojazdów elektrycznych dla właścicieli i najemców mieszkań pokrywa 75% kosztów zakupu i montażu domowego punktu ładowania, maksymalnie do 350 £ na nieruchomość. Musisz być właścicielem lub leasingobiorcą kwalifikującego się pojazdu elektrycznego i musisz mieć wydzielone miejsce parkingowe poza drogą publiczną. O dotację występuje instalator, a nie Ty, a punkt ładowania musi spełniać wymogi rozporządzenia Electric Vehicles (Smart Charge Points) Regulations 2021. Na jedną nieruchomość można uzyskać tylko jedną dotację. Zainteresowanie jest duże i prawdopodobnie obecny budżet wyczerpie się przed końcem roku budżetowego, dlatego warto szybko umówić montaż.""",
            ),
        ],
        bad=[
            Slip(0, [("capped at £350 per property", "capped at £500 per property")], "number"),
            Slip(
                1,
                [
                    (
                        "the Electric Vehicles (Smart Charge Points) Regulations 2021",
                        "the Automated and Electric Vehicles Act 2018",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "i prawdopodobnie obecny budżet wyczerpie się",
                        "i obecny budżet na pewno wyczerpie się",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-harbridge-street-party-closure-request",
        source="""To close a residential road for a street party, apply to the council at least eight weeks before the event. The closure is made under section 21 of the Town Police Clauses Act 1847 and is free of charge for community events. You should include a map showing the exact section of road to be closed and a list of signatures from residents who support the party. The road must not be a bus route or a through road with heavy traffic. Closures are usually approved for between 10:00 and 20:00 on the day. For the national street party weekend on 7–8 June 2025, the deadline for applications is 11 April. Apply online at www.harbridge.gov.uk/streetparties.""",
        good=[
            Good(
                "preserve",
                """If you want to close a residential road for a street party, apply to the council at least eight weeks ahead of the event. The closure is made under section 21 of the Town Police Clauses Act 1847, and there is no charge for community events. With your application, you should send a map marking the exact stretch of road you want closed, plus a list of signatures from residents who back the party. Your road must not be a bus route or a busy through road. Approval is usually given for 10:00 to 20:00 on the day. If your party is on the national street party weekend of 7–8 June 2025, the application deadline is 11 April. You can apply online at www.harbridge.gov.uk/streetparties.""",
            ),
            Good(
                "preserve",
                """Street party road closures – the essentials

- Apply to the council at least eight weeks before the event, online at www.harbridge.gov.uk/streetparties.
- Closures are made under section 21 of the Town Police Clauses Act 1847 and cost nothing for community events.
- Your application should include a map of the exact section of road to be closed and a list of signatures from residents supporting the party.
- The road must not be a bus route or a heavily used through road.
- Closures are usually approved for 10:00–20:00 on the day.
- National street party weekend (7–8 June 2025): applications are due by 11 April.""",
            ),
            Good(
                "pl",
                """Aby zamknąć ulicę osiedlową na czas imprezy sąsiedzkiej, złóż wniosek do władz lokalnych (council) co najmniej osiem tygodni przed wydarzeniem. Zamknięcie następuje na podstawie sekcji 21 ustawy Town Police Clauses Act 1847 i w przypadku wydarzeń społecznych jest bezpłatne. Do wniosku powinna być dołączona mapa pokazująca dokładnie, który odcinek drogi ma zostać zamknięty, oraz lista podpisów mieszkańców popierających imprezę. Droga nie może być trasą autobusową ani ruchliwą drogą przelotową. Zamknięcie jest zazwyczaj zatwierdzane na godziny 10:00–20:00 w dniu imprezy. W przypadku ogólnokrajowego weekendu imprez ulicznych 7–8 czerwca 2025 r. termin składania wniosków upływa 11 kwietnia. Wniosek można złożyć online na stronie www.harbridge.gov.uk/streetparties.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("the application deadline is 11 April", "the application deadline is 11 May")],
                "date",
            ),
            Slip(
                1, [("Your application should include", "Your application may include")], "modality"
            ),
            Slip(2, [("www.harbridge.gov.uk/streetparties", "www.harbridge.gov.uk/events")], "url"),
        ],
    ),
    Case(
        key="en-wessex-vintage-car-rally-entries",
        source="""Entries are now open for the 2025 Wessex Vintage Car Rally on Sunday 14 September. The rally is open to cars built before 1 January 1960; later vehicles will not be accepted, even as replicas. The entry fee is £45 per car, which includes one driver and one navigator, and extra passengers pay £10 each. Each car must have a valid MOT or be registered as a vehicle of historic interest, and proof of insurance must be shown at signing-on. The route covers approximately 85 miles of country lanes, with a lunch stop at Stourhead. Places are limited to 120 cars and are allocated in order of receipt.""",
        good=[
            Good(
                "preserve",
                """The 2025 Wessex Vintage Car Rally takes place on Sunday 14 September, and entries are open now. Only cars built before 1 January 1960 can take part – later vehicles won't be accepted, replicas included. Entry costs £45 per car and covers a driver and a navigator; each additional passenger pays £10. Every car must have a valid MOT or be registered as a vehicle of historic interest, and you must show proof of insurance when you sign on. Expect approximately 85 miles of country lanes, with lunch at Stourhead. There are only 120 places, allocated in the order entries arrive.""",
            ),
            Good(
                "preserve",
                """2025 Wessex Vintage Car Rally – entry details

- Date: Sunday 14 September 2025
- Eligibility: cars built before 1 January 1960 only. Later vehicles will not be accepted, even as replicas.
- Fee: £45 per car (includes one driver and one navigator); £10 for each extra passenger
- Documents: every car must hold a valid MOT or be registered as a vehicle of historic interest; proof of insurance must be shown at signing-on
- Route: about 85 miles of country lanes, with a lunch stop at Stourhead
- Places: limited to 120 cars, allocated in order of receipt""",
            ),
            Good(
                "pl",
                """Ruszyły zapisy na Wessex Vintage Car Rally 2025, który odbędzie się w niedzielę 14 września. W rajdzie mogą wziąć udział samochody wyprodukowane przed 1 stycznia 1960 r.; późniejsze pojazdy nie zostaną przyjęte, nawet jako repliki. Wpisowe wynosi 45 £ za samochód i obejmuje jednego kierowcę i jednego pilota, a dodatkowi pasażerowie płacą po 10 £. Każdy samochód musi mieć ważny przegląd techniczny (MOT) lub być zarejestrowany jako pojazd o znaczeniu historycznym, a przy rejestracji na starcie trzeba okazać dowód ubezpieczenia. Trasa liczy około 85 mil wiejskich dróg, z przerwą na lunch w Stourhead. Liczba miejsc jest ograniczona do 120 samochodów, a o przyjęciu decyduje kolejność zgłoszeń.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "with lunch at Stourhead.",
                        "with lunch at Stourhead, where a trophy for the best-preserved car is presented.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("£10 for each extra passenger", "£15 for each extra passenger")], "number"),
            Slip(
                2,
                [
                    (
                        "późniejsze pojazdy nie zostaną przyjęte",
                        "późniejsze pojazdy zostaną przyjęte",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-university-library-reader-card-visitors",
        source="""Staff and students receive a reader card automatically, but external visitors must apply online at library.kestrel.ac.uk/join before their first visit. Bring photo ID and proof of address when you collect your card from the main desk. A reference card is free and lets you read material in the building; a borrowing card costs £40 a year and allows up to 6 items at a time. Cards are not transferable, and you must not lend your card to anyone else. Lost cards should be reported immediately to libraryhelp@kestrel.ac.uk; a replacement costs £5. Visitors under 16 cannot be issued a card.""",
        good=[
            Good(
                "preserve",
                """Staff and students are given a reader card automatically. If you're an external visitor, though, you must apply online at library.kestrel.ac.uk/join before your first visit, then bring photo ID and proof of address when you pick the card up from the main desk. There are two types: a free reference card lets you read material in the building, while a borrowing card costs £40 a year and lets you borrow up to 6 items at a time. Cards are not transferable – you must not lend yours to anyone else. If you lose your card, you should report it immediately to libraryhelp@kestrel.ac.uk; a replacement costs £5. Cards cannot be issued to visitors under 16.""",
            ),
            Good(
                "preserve",
                """Library reader cards

- Staff and students: issued automatically.
- External visitors: must apply online at library.kestrel.ac.uk/join before the first visit. Bring photo ID and proof of address to the main desk when you collect the card.
- Reference card: free; lets you read material in the building.
- Borrowing card: £40 per year; up to 6 items at a time.
- Cards are not transferable and must not be lent to anyone else.
- Lost cards should be reported immediately to libraryhelp@kestrel.ac.uk. Replacement: £5.
- Visitors under 16 cannot be issued a card.""",
            ),
            Good(
                "pl",
                """Pracownicy i studenci otrzymują kartę czytelnika automatycznie, natomiast osoby z zewnątrz muszą przed pierwszą wizytą złożyć wniosek online na stronie library.kestrel.ac.uk/join. Odbierając kartę przy głównym stanowisku obsługi, zabierz dokument tożsamości ze zdjęciem i potwierdzenie adresu. Karta do korzystania na miejscu jest bezpłatna i pozwala czytać materiały w budynku; karta wypożyczeń kosztuje 40 £ rocznie i umożliwia wypożyczenie do 6 pozycji jednocześnie. Kart nie można przekazywać innym osobom i nie wolno nikomu pożyczać swojej karty. Zgubienie karty powinno się niezwłocznie zgłosić na adres libraryhelp@kestrel.ac.uk; wydanie nowej kosztuje 5 £. Osobom poniżej 16 roku życia nie można wydać karty.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you should report it immediately", "you may report it immediately")],
                "modality",
            ),
            Slip(1, [("libraryhelp@kestrel.ac.uk", "help@kestrel.ac.uk")], "url"),
            Slip(2, [("nie można wydać karty", "można wydać kartę")], "negation"),
        ],
    ),
    Case(
        key="en-charity-shop-donation-guidelines-safety",
        source="""Thank you for thinking of our shop. We gladly accept clean clothes, shoes in pairs, books, toys with the CE mark and small homeware. For safety reasons we cannot accept electrical items, cot mattresses, car seats or upholstered furniture without a fire safety label. Please do not leave bags outside the shop when it is closed, as they are often stolen or soaked by rain. Donations can be dropped off Monday to Saturday between 9:30 and 16:30. If you are a UK taxpayer, please ask about Gift Aid: it lets us claim an extra 25p for every £1 your goods raise. We can collect larger donations of five bags or more free of charge.""",
        good=[
            Good(
                "preserve",
                """Thanks for thinking of our shop! We're happy to take clean clothes, shoes in pairs, books, CE-marked toys and small homeware items. You can drop donations off Monday to Saturday, 9:30–16:30. Please don't leave bags outside when we're closed – they often get stolen or soaked by the rain. For safety reasons, we can't accept electrical items, cot mattresses, car seats, or upholstered furniture that has no fire safety label. If you're a UK taxpayer, please ask us about Gift Aid, which lets us claim an extra 25p for every £1 your goods raise. For larger donations of five bags or more, we can come and collect free of charge.""",
            ),
            Good(
                "preserve",
                """Donating to our shop

We accept:
- clean clothes
- shoes in pairs
- books
- toys with the CE mark
- small homeware

For safety reasons, we cannot accept:
- electrical items
- cot mattresses
- car seats
- upholstered furniture without a fire safety label

Drop-off is Monday to Saturday, 9:30–16:30. Please do not leave bags outside when the shop is closed, as they are often stolen or soaked by rain. UK taxpayers, please ask about Gift Aid – it lets us claim an extra 25p for every £1 your goods raise. We can collect larger donations (five bags or more) free of charge.""",
            ),
            Good(
                "pl",
                """Dziękujemy, że pomyślałeś o naszym sklepie. Chętnie przyjmujemy czyste ubrania, buty w parach, książki, zabawki z oznaczeniem CE oraz drobne artykuły domowe. Ze względów bezpieczeństwa nie możemy przyjmować sprzętu elektrycznego, materacy do łóżeczek, fotelików samochodowych ani mebli tapicerowanych bez etykiety bezpieczeństwa przeciwpożarowego. Prosimy nie zostawiać worków przed sklepem, gdy jest zamknięty, ponieważ często są kradzione lub mokną na deszczu. Darowizny można przynosić od poniedziałku do soboty w godzinach 9:30–16:30. Jeśli płacisz podatki w Wielkiej Brytanii, zapytaj o Gift Aid: dzięki temu możemy uzyskać dodatkowe 25 pensów za każdego funta, jaki przyniosą Twoje rzeczy. Większe darowizny, od pięciu worków wzwyż, możemy odebrać bezpłatnie.""",
            ),
        ],
        bad=[
            Slip(0, [("Please don't leave bags outside", "Please leave bags outside")], "negation"),
            Slip(
                1,
                [
                    (
                        "We can collect larger donations (five bags or more) free of charge.",
                        "We can collect larger donations (five bags or more) free of charge anywhere within the Leeds area.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("dodatkowe 25 pensów", "dodatkowe 20 pensów")], "number"),
        ],
    ),
    Case(
        key="en-art-gallery-painting-loan-agreement",
        source="""The Lender agrees to lend the work "Harbour at Dusk" (oil on canvas, 1932) to the Gallery for the exhibition "Northern Light", from 3 March 2026 to 28 June 2026. The Gallery shall insure the work on a nail-to-nail basis for £180,000 and shall not remove it from the exhibition venue without the Lender's written consent. The work must be displayed at a light level not exceeding 150 lux and at a relative humidity of 45–55%. The Gallery may photograph the work for the catalogue and press purposes only. Any damage must be reported to the Lender within 48 hours of discovery.""",
        good=[
            Good(
                "preserve",
                """The Lender agrees to lend "Harbour at Dusk" (oil on canvas, 1932) to the Gallery for the "Northern Light" exhibition, from 3 March 2026 until 28 June 2026. The Gallery must insure the work nail-to-nail for £180,000, and must not take it out of the exhibition venue unless the Lender has given written consent. It must be shown at no more than 150 lux, with relative humidity between 45% and 55%. The Gallery may photograph the work, but only for the catalogue and for press purposes. If any damage is discovered, it must be reported to the Lender within 48 hours.""",
            ),
            Good(
                "preserve",
                """1. Loan. The Lender agrees to lend the work "Harbour at Dusk" (oil on canvas, 1932) to the Gallery for the exhibition "Northern Light", 3 March 2026 – 28 June 2026.
2. Insurance. The Gallery shall insure the work on a nail-to-nail basis for £180,000.
3. Location. The Gallery shall not remove the work from the exhibition venue without the Lender's written consent.
4. Display conditions. The work must be displayed at a light level not exceeding 150 lux and a relative humidity of 45–55%.
5. Photography. The Gallery may photograph the work solely for the catalogue and press purposes.
6. Damage. Any damage must be reported to the Lender within 48 hours of its discovery.""",
            ),
            Good(
                "pl",
                """Użyczający zobowiązuje się użyczyć Galerii dzieło „Harbour at Dusk” (olej na płótnie, 1932) na wystawę „Northern Light” w terminie od 3 marca 2026 r. do 28 czerwca 2026 r. Galeria jest zobowiązana ubezpieczyć dzieło w systemie „nail-to-nail” (od gwoździa do gwoździa) na kwotę 180 000 £ i nie może wywieźć go z miejsca wystawy bez pisemnej zgody Użyczającego. Dzieło musi być eksponowane przy natężeniu światła nieprzekraczającym 150 luksów i wilgotności względnej 45–55%. Galeria może fotografować dzieło wyłącznie na potrzeby katalogu i prasy. Wszelkie uszkodzenia muszą zostać zgłoszone Użyczającemu w ciągu 48 godzin od ich wykrycia.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("it must be reported to the Lender", "it should be reported to the Lender")],
                "modality",
            ),
            Slip(1, [("3 March 2026 – 28 June 2026", "3 March 2026 – 28 July 2026")], "date"),
            Slip(
                2,
                [
                    (
                        "na potrzeby katalogu i prasy.",
                        "na potrzeby katalogu i prasy. Transport dzieła zapewni firma Momart na koszt Galerii.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-teen-evening-screen-sleep-review",
        source="""A growing body of research suggests that teenagers who use screens for more than three hours after 9 p.m. may sleep less than their peers. Marsh and colleagues (2021), writing in the Journal of Adolescent Health, pooled data from 36 studies and found that evening screen use was associated with a later bedtime and roughly 20 minutes less sleep per night. The authors stress that the association does not prove causation: teenagers who already sleep poorly might simply reach for their phones. A later trial by Okafor et al. (2022) found that blocking blue light had little effect on its own. Parents should therefore focus on overall routines rather than filters alone.""",
        good=[
            Good(
                "preserve",
                """Research increasingly suggests that teenagers who spend more than three hours on screens after 9 p.m. may get less sleep than others their age. Writing in the Journal of Adolescent Health, Marsh and colleagues (2021) combined data from 36 studies and found that using screens in the evening was linked to going to bed later and to roughly 20 minutes less sleep a night. They point out that this link does not prove cause and effect – teenagers who already sleep badly might just turn to their phones. A later trial (Okafor et al., 2022) found that blocking blue light on its own made little difference. So parents should focus on overall routines, not just on filters.""",
            ),
            Good(
                "preserve",
                """Screens and teenage sleep – key points

- A growing body of research suggests that teenagers using screens for more than three hours after 9 p.m. may sleep less than their peers.
- Marsh and colleagues (2021, Journal of Adolescent Health) pooled 36 studies: evening screen use was associated with later bedtimes and roughly 20 minutes less sleep per night.
- This is an association, not proof of causation; teenagers who already sleep poorly might simply reach for their phones.
- Okafor et al. (2022) later found in a trial that blocking blue light had little effect on its own.
- Parents should therefore focus on overall routines rather than on filters alone.""",
            ),
            Good(
                "pl",
                """Coraz więcej badań sugeruje, że nastolatki, które korzystają z ekranów dłużej niż trzy godziny po 21:00, mogą spać krócej niż ich rówieśnicy. Marsh i współpracownicy (2021) w artykule opublikowanym w „Journal of Adolescent Health” zestawili dane z 36 badań i stwierdzili, że wieczorne korzystanie z ekranów wiązało się z późniejszą porą kładzenia się spać i snem krótszym o mniej więcej 20 minut na dobę. Autorzy podkreślają, że ten związek nie dowodzi przyczynowości: nastolatki, które już wcześniej źle śpią, mogą po prostu sięgać po telefon. Późniejsze badanie Okafor i in. (2022) wykazało, że samo blokowanie niebieskiego światła niewiele daje. Rodzice powinni więc skupić się na ogólnych nawykach, a nie wyłącznie na filtrach.""",
            ),
        ],
        bad=[
            Slip(0, [("may get less sleep than others", "get less sleep than others")], "hedge"),
            Slip(
                1,
                [("(2021, Journal of Adolescent Health)", "(2021, Sleep Medicine Reviews)")],
                "citation",
            ),
            Slip(2, [("z 36 badań", "z 63 badań")], "number"),
        ],
    ),
    Case(
        key="en-snapkeep-backup-tool-readme-setup",
        source="""## Installation

`snapkeep` requires Python 3.10 or newer. Install it with pip:

```bash
pip install snapkeep
```

## Configuration

Create a file called `snapkeep.toml` in your home directory. The `retention_days` key sets how long old snapshots are kept (default: 30). You should not store the config file inside a folder that is itself being backed up.

## Usage

Run `snapkeep run --dry-run` first to see what would be copied. Snapshots must be restored with `snapkeep restore`, not by copying files by hand.""",
        good=[
            Good(
                "preserve",
                """## Installation

You need Python 3.10 or later to use `snapkeep`. Install it via pip:

```bash
pip install snapkeep
```

## Configuration

Put a file named `snapkeep.toml` in your home directory. The `retention_days` key controls how long old snapshots are kept; the default is 30. You should not keep the config file in a folder that is itself being backed up.

## Usage

Start with `snapkeep run --dry-run` to preview what would be copied. Snapshots must be restored using `snapkeep restore` rather than by copying files manually.""",
            ),
            Good(
                "preserve",
                """## Installation

Requires Python 3.10+. Install with:

```bash
pip install snapkeep
```

## Configuration

Settings live in `snapkeep.toml`, which you create in your home directory. Use `retention_days` to set how long old snapshots are kept (30 by default). The config file should not sit inside a folder that is itself being backed up.

## Usage

1. Do a trial run with `snapkeep run --dry-run` first to see what would be copied.
2. Restore snapshots with `snapkeep restore` – they must not be restored by copying files by hand.""",
            ),
            Good(
                "pl",
                """## Instalacja

`snapkeep` wymaga Pythona 3.10 lub nowszego. Zainstaluj go za pomocą pip:

```bash
pip install snapkeep
```

## Konfiguracja

Utwórz plik `snapkeep.toml` w katalogu domowym. Klucz `retention_days` określa, jak długo przechowywane są stare migawki (domyślnie: 30). Nie powinno się przechowywać pliku konfiguracyjnego w folderze, który sam jest objęty kopią zapasową.

## Użycie

Najpierw uruchom `snapkeep run --dry-run`, aby zobaczyć, co zostałoby skopiowane. Migawki muszą być przywracane poleceniem `snapkeep restore`, a nie przez ręczne kopiowanie plików.""",
            ),
        ],
        bad=[
            Slip(0, [("`snapkeep run --dry-run`", "`snapkeep run --dryrun`")], "code"),
            Slip(
                1, [("The config file should not sit", "The config file must not sit")], "modality"
            ),
            Slip(2, [("```bash\npip install snapkeep\n```", "pip install snapkeep")], "markdown"),
        ],
    ),
    Case(
        key="en-pain-relief-tablet-dosage-leaflet",
        source="""Adults and children over 12 can take one or two 200 mg tablets every four to six hours, as needed. Do not take more than six tablets in 24 hours. Take the tablets with or after food, as they may irritate the stomach. Do not use this medicine if you have ever had a stomach ulcer or if you are in the last three months of pregnancy. Side effects are uncommon, but around 1 in 100 people may experience indigestion or mild nausea. If your symptoms last more than 3 days, or get worse, talk to a pharmacist or doctor. Keep out of the sight and reach of children.""",
        good=[
            Good(
                "preserve",
                """How to take this medicine

- Adults and children over 12 can take one or two 200 mg tablets every four to six hours, as needed.
- Do not take more than six tablets in 24 hours.
- Take the tablets with or after food, because they may irritate the stomach.

Do not use this medicine if:
- you have ever had a stomach ulcer, or
- you are in the last three months of pregnancy.

Side effects are uncommon, although around 1 in 100 people may get indigestion or mild nausea. If symptoms last longer than 3 days or get worse, speak to a pharmacist or doctor. Keep out of the sight and reach of children.""",
            ),
            Good(
                "preserve",
                """If you're an adult or a child over 12, you can take one or two 200 mg tablets every four to six hours when you need to, but don't take more than six tablets in any 24 hours. Because the tablets may irritate your stomach, take them with or after food. Don't use this medicine if you've ever had a stomach ulcer or if you're in the last three months of pregnancy. Side effects are uncommon, though about 1 in 100 people may have indigestion or mild nausea. Talk to a pharmacist or doctor if your symptoms go on for more than 3 days or get worse. Keep the medicine out of the sight and reach of children.""",
            ),
            Good(
                "pl",
                """Dorośli i dzieci powyżej 12 lat mogą przyjmować jedną lub dwie tabletki 200 mg co cztery do sześciu godzin, w razie potrzeby. Nie należy przyjmować więcej niż sześciu tabletek w ciągu 24 godzin. Tabletki należy przyjmować w trakcie posiłku lub po nim, ponieważ mogą podrażniać żołądek. Nie stosować leku u osób, u których kiedykolwiek wystąpił wrzód żołądka, ani w ostatnich trzech miesiącach ciąży. Działania niepożądane występują niezbyt często, ale u około 1 na 100 osób mogą wystąpić niestrawność lub łagodne nudności. Jeśli objawy utrzymują się dłużej niż 3 dni lub nasilają się, należy zwrócić się do farmaceuty lub lekarza. Przechowywać w miejscu niewidocznym i niedostępnym dla dzieci.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("because they may irritate the stomach", "because they irritate the stomach")],
                "hedge",
            ),
            Slip(
                1,
                [("if you've ever had a stomach ulcer", "if you've never had a stomach ulcer")],
                "negation",
            ),
            Slip(2, [("tabletki 200 mg", "tabletki 400 mg")], "number"),
        ],
    ),
    Case(
        key="en-big-garden-bird-count-results",
        source="""Results from the 2024 Big Garden Count, published on 12 March 2024, suggest that house sparrows remained the most commonly seen garden bird, recorded in about 62% of gardens. Starling numbers appear to have fallen by roughly a third since the survey began in 1998, although the organisers caution that changes in who takes part may exaggerate the trend. The figures broadly agree with the long-term analysis by Fenwick and Doyle (2023) in Bird Study, vol. 70, pp. 211–228. More than 480,000 people took part over the weekend of 26–28 January 2024. Next year's count will take place from 24 to 26 January 2025.""",
        good=[
            Good(
                "preserve",
                """The 2024 Big Garden Count results, released on 12 March 2024, suggest that the house sparrow is still the garden bird people see most often: it was recorded in about 62% of gardens. Starlings appear to have declined by roughly a third since the survey started in 1998, but the organisers warn that shifts in who takes part may be exaggerating the trend. The findings are broadly in line with Fenwick and Doyle's (2023) long-term analysis in Bird Study (vol. 70, pp. 211–228). Over the weekend of 26–28 January 2024, more than 480,000 people took part. Next year's count runs from 24 to 26 January 2025.""",
            ),
            Good(
                "preserve",
                """Big Garden Count 2024 – headline results (published 12 March 2024)

- House sparrow: the results suggest it remained the most commonly seen garden bird, recorded in about 62% of gardens.
- Starling: numbers appear to have dropped by roughly a third since the survey began in 1998, though the organisers caution that changes in who takes part may exaggerate this trend.
- The figures broadly match the long-term analysis by Fenwick and Doyle (2023), Bird Study, vol. 70, pp. 211–228.
- Participation: more than 480,000 people over the weekend of 26–28 January 2024.
- Next count: 24–26 January 2025.""",
            ),
            Good(
                "pl",
                """Wyniki Big Garden Count 2024, opublikowane 12 marca 2024 r., sugerują, że wróbel zwyczajny pozostał najczęściej obserwowanym ptakiem ogrodowym – odnotowano go w około 62% ogrodów. Liczebność szpaków najwyraźniej spadła o mniej więcej jedną trzecią od rozpoczęcia badania w 1998 r., choć organizatorzy zastrzegają, że zmiany w składzie uczestników mogą wyolbrzymiać ten trend. Dane są w ogólnych zarysach zgodne z długoterminową analizą Fenwicka i Doyle'a (2023) w „Bird Study”, t. 70, s. 211–228. W liczeniu w weekend 26–28 stycznia 2024 r. wzięło udział ponad 480 000 osób. Przyszłoroczne liczenie odbędzie się w dniach 24–26 stycznia 2025 r.""",
            ),
        ],
        bad=[
            Slip(
                0, [("runs from 24 to 26 January 2025", "runs from 24 to 26 February 2025")], "date"
            ),
            Slip(1, [("pp. 211–228", "pp. 121–128")], "citation"),
            Slip(2, [("mogą wyolbrzymiać ten trend", "wyolbrzymiają ten trend")], "hedge"),
        ],
    ),
    Case(
        key="en-tenancy-deposit-protection-rights",
        source="""Your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it, as required by section 213 of the Housing Act 2004. They must also give you the prescribed information about the scheme within the same period. If they do not, you may apply to the county court, which can order them to pay you compensation of between one and three times the deposit. A landlord who has not protected the deposit cannot normally serve a valid section 21 notice to end the tenancy. You should keep copies of your tenancy agreement and any receipts, as you may need them as evidence.""",
        good=[
            Good(
                "preserve",
                """Under section 213 of the Housing Act 2004, your landlord must put your deposit into a government-approved scheme within 30 days of getting it, and must give you the prescribed information about that scheme within the same 30 days. If they fail to do this, you may take the matter to the county court, which can order them to pay you between one and three times the deposit as compensation. A landlord who hasn't protected your deposit normally cannot serve a valid section 21 notice to end your tenancy. You should keep copies of your tenancy agreement and any receipts – you may need them as evidence.""",
            ),
            Good(
                "preserve",
                """Deposit protection: your rights

- Your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it (section 213, Housing Act 2004).
- Within those same 30 days, they must also give you the prescribed information about the scheme.
- If they don't, you may apply to the county court. The court can order them to pay you compensation of one to three times the deposit.
- A landlord who has not protected your deposit cannot normally serve a valid section 21 notice to end the tenancy.
- You should keep copies of your tenancy agreement and any receipts, because you may need them as evidence.""",
            ),
            Good(
                "pl",
                """Wynajmujący musi zabezpieczyć Twoją kaucję w zatwierdzonym przez rząd systemie w ciągu 30 dni od jej otrzymania, czego wymaga sekcja 213 ustawy Housing Act 2004. W tym samym terminie musi też przekazać Ci wymagane informacje o tym systemie (prescribed information). Jeśli tego nie zrobi, możesz wystąpić do sądu hrabstwa (county court), który może nakazać mu wypłatę odszkodowania w wysokości od jednokrotności do trzykrotności kaucji. Wynajmujący, który nie zabezpieczył kaucji, z reguły nie może skutecznie doręczyć wypowiedzenia na podstawie sekcji 21 w celu zakończenia najmu. Powinieneś zachować kopie umowy najmu i wszelkich pokwitowań, ponieważ mogą być potrzebne jako dowód.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 213 of the Housing Act 2004", "section 213 of the Housing Act 1988")],
                "legal_reference",
            ),
            Slip(1, [("cannot normally serve", "can normally serve")], "negation"),
            Slip(
                2,
                [("możesz wystąpić do sądu hrabstwa", "musisz wystąpić do sądu hrabstwa")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-dbshift-major-version-upgrade-guide",
        source="""To upgrade from version 2.x, back up your database and run `dbshift migrate --target 3.1`. The migration usually takes 5–10 minutes for databases under 20 GB; larger databases can take considerably longer. Do not interrupt the process, even if the progress bar appears stuck. If the command fails, check the log file at `/var/log/dbshift/migrate.log` and roll back with `dbshift rollback`. Version 3.1 drops support for PostgreSQL 11, so you must upgrade PostgreSQL to version 13 or later beforehand. Full release notes are available at https://docs.dbshift.io/releases/3.1.""",
        good=[
            Good(
                "preserve",
                """Upgrading from 2.x

1. Make sure PostgreSQL is at version 13 or later – version 3.1 no longer supports PostgreSQL 11, so you must upgrade PostgreSQL first.
2. Back up your database.
3. Run `dbshift migrate --target 3.1`. For databases under 20 GB this usually takes 5–10 minutes; larger ones can take considerably longer. Do not interrupt it, even if the progress bar looks stuck.
4. If the command fails, look at the log file at `/var/log/dbshift/migrate.log` and roll back using `dbshift rollback`.

The full release notes are at https://docs.dbshift.io/releases/3.1.""",
            ),
            Good(
                "preserve",
                """Before you upgrade from 2.x, note that version 3.1 drops support for PostgreSQL 11: you must move to PostgreSQL 13 or later first. Then back up your database and run `dbshift migrate --target 3.1`. On databases smaller than 20 GB the migration usually finishes in 5–10 minutes, while bigger ones can take considerably longer. Do not interrupt the process, even when the progress bar seems stuck. If the command fails, check the log at `/var/log/dbshift/migrate.log` and roll back with `dbshift rollback`. See https://docs.dbshift.io/releases/3.1 for the full release notes.""",
            ),
            Good(
                "pl",
                """Aby zaktualizować wersję 2.x, wykonaj kopię zapasową bazy danych i uruchom `dbshift migrate --target 3.1`. Migracja trwa zwykle 5–10 minut w przypadku baz mniejszych niż 20 GB; większe bazy mogą wymagać znacznie więcej czasu. Nie przerywaj procesu, nawet jeśli pasek postępu wydaje się zablokowany. Jeśli polecenie zakończy się błędem, sprawdź plik dziennika `/var/log/dbshift/migrate.log` i wycofaj zmiany poleceniem `dbshift rollback`. Wersja 3.1 nie obsługuje już PostgreSQL 11, więc wcześniej musisz zaktualizować PostgreSQL do wersji 13 lub nowszej. Pełne informacje o wydaniu są dostępne pod adresem https://docs.dbshift.io/releases/3.1.""",
            ),
        ],
        bad=[
            Slip(0, [("`dbshift rollback`", "`dbshift revert`")], "code"),
            Slip(1, [("smaller than 20 GB", "smaller than 200 GB")], "number"),
            Slip(
                2, [("https://docs.dbshift.io/releases/3.1", "https://dbshift.io/releases")], "url"
            ),
        ],
    ),
    Case(
        key="en-ashby-ford-watermill-local-history",
        source="""The watermill at Ashby Ford was probably built in the late 1600s, although the earliest surviving record of it is a lease dated 1714 (Hampshire Record Office, ref. 21M57/3). According to Pearce's parish history (1931, p. 48), the mill ground corn for at least four neighbouring villages. It seems to have stopped working around 1905, when the last miller, Thomas Vey, moved to Southampton. The building was converted into a house in the 1970s, and the original wheel has not survived. Local tradition holds that the millpond was dug by French prisoners of war, but no documentary evidence for this has been found.""",
        good=[
            Good(
                "preserve",
                """Although the oldest surviving record of the Ashby Ford watermill is a lease from 1714 (Hampshire Record Office, ref. 21M57/3), the mill was probably built in the late 1600s. Pearce's parish history (1931, p. 48) says that it ground corn for at least four neighbouring villages. It seems to have stopped working around 1905, when Thomas Vey, the last miller, moved to Southampton. In the 1970s the building became a house; the original wheel does not survive. Local tradition says the millpond was dug by French prisoners of war, but no documents supporting this have been found.""",
            ),
            Good(
                "preserve",
                """Ashby Ford watermill probably dates from the late 1600s, though the earliest record to survive is a lease of 1714 (Hampshire Record Office, ref. 21M57/3). Pearce's parish history (1931, p. 48) records that the mill ground corn for at least four neighbouring villages. Milling seems to have ended around 1905, when the last miller, Thomas Vey, moved to Southampton. The building was converted to a dwelling in the 1970s, and the original wheel has not survived. According to local tradition, French prisoners of war dug the millpond, although no documentary evidence of this has been found.""",
            ),
            Good(
                "pl",
                """Młyn wodny w Ashby Ford został prawdopodobnie zbudowany pod koniec XVII wieku, choć najstarszym zachowanym dokumentem, który go dotyczy, jest umowa dzierżawy z 1714 roku (Hampshire Record Office, sygn. 21M57/3). Według historii parafii autorstwa Pearce'a (1931, s. 48) młyn mielił zboże dla co najmniej czterech okolicznych wsi. Wygląda na to, że przestał działać około 1905 roku, kiedy ostatni młynarz, Thomas Vey, przeprowadził się do Southampton. W latach 70. XX wieku budynek przerobiono na dom mieszkalny, a oryginalne koło młyńskie się nie zachowało. Według miejscowej tradycji staw młyński wykopali francuscy jeńcy wojenni, ale nie znaleziono na to żadnych dowodów w dokumentach.""",
            ),
        ],
        bad=[
            Slip(0, [("(1931, p. 48)", "(1931, p. 84)")], "citation"),
            Slip(
                1, [("Milling seems to have ended around 1905", "Milling ended in 1905")], "hedge"
            ),
            Slip(
                2,
                [
                    (
                        "przeprowadził się do Southampton.",
                        "przeprowadził się do Southampton po pożarze, który zniszczył młyn.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-leisure-centre-pool-swimming-rules",
        source="""All swimmers must shower before entering the pool. Children under 8 must be accompanied in the water by an adult, and one adult may supervise no more than two children under 8. Lane swimming sessions run from 6:30 to 9:00 on weekdays; please swim in the lane that matches your speed and do not rest at the ends of the lane. Diving is not permitted in the shallow end. Lockers take a £1 coin, which is returned. Floats and pull buoys may be borrowed from poolside, but personal flippers should only be used during designated sessions. Lifeguards' instructions must be followed at all times.""",
        good=[
            Good(
                "preserve",
                """Every swimmer must shower before getting into the pool. An adult must be in the water with any child under 8, and each adult may look after no more than two children under 8. On weekdays, lane swimming runs from 6:30 to 9:00: please pick the lane that suits your speed and don't rest at the ends of the lane. Diving is not permitted in the shallow end. Lockers need a £1 coin, which you get back. You may borrow floats and pull buoys from the poolside, but personal flippers should only be used in designated sessions. You must follow the lifeguards' instructions at all times.""",
            ),
            Good(
                "preserve",
                """Pool rules

- All swimmers must shower before entering the pool.
- Children under 8 must have an adult with them in the water. One adult may supervise a maximum of two children under 8.
- Lane swimming: weekdays, 6:30–9:00. Please choose the lane that matches your speed, and do not rest at the ends of the lane.
- Diving is not permitted in the shallow end.
- Lockers: £1 coin, returned.
- Floats and pull buoys may be borrowed from poolside; personal flippers should be used only during designated sessions.
- Lifeguards' instructions must be followed at all times.""",
            ),
            Good(
                "pl",
                """Wszyscy pływający muszą wziąć prysznic przed wejściem do basenu. Dzieci poniżej 8 lat muszą przebywać w wodzie pod opieką osoby dorosłej, a jedna osoba dorosła może opiekować się maksymalnie dwójką dzieci poniżej 8 lat. Pływanie torowe odbywa się w dni powszednie od 6:30 do 9:00; prosimy wybierać tor odpowiedni do swojego tempa i nie odpoczywać na końcach toru. Nie wolno skakać do wody w płytkiej części basenu. Szafki działają na monetę 1 £, która jest zwracana. Deski i ósemki do pływania można wypożyczyć przy basenie, ale z własnych płetw powinno się korzystać wyłącznie podczas wyznaczonych zajęć. Polecenia ratowników muszą być wykonywane przez cały czas.""",
            ),
        ],
        bad=[
            Slip(0, [("Every swimmer must shower", "Every swimmer should shower")], "modality"),
            Slip(
                1,
                [
                    (
                        "Diving is not permitted in the shallow end.",
                        "Diving is permitted in the shallow end.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Szafki działają na monetę 1 £, która jest zwracana.",
                        "Lockers take a £1 coin, which is returned.",
                    ),
                    (
                        "Polecenia ratowników muszą być wykonywane przez cały czas.",
                        "Lifeguards' instructions must be followed at all times.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-parish-hall-refurbishment-meeting-notes",
        source="""# Parish hall refurbishment – meeting notes (9 October 2025)

**Present:** J. Okoro (chair), M. Lindqvist, P. Hart, S. Bakshi

## Decisions
- The kitchen will close from 3 November to 12 December 2025 while new units are fitted.
- Bookings during that period must be moved to the Scout hut; no refunds will be given for the change.
- The contractor's quote of £18,400 was approved.

## Actions
- P. Hart to email all regular hirers by 17 October.
- S. Bakshi to check whether the fire door needs replacing and report at the next meeting.

Next meeting: Thursday 6 November, 19:30.""",
        good=[
            Good(
                "preserve",
                """# Parish hall refurbishment – notes of the meeting on 9 October 2025

**Present:** J. Okoro (chair), M. Lindqvist, P. Hart, S. Bakshi

## Decisions
- The kitchen will be closed from 3 November to 12 December 2025 while the new units are fitted.
- Any bookings in that period must move to the Scout hut, and no refunds will be given for the change.
- The contractor's £18,400 quote was approved.

## Actions
- P. Hart: email every regular hirer by 17 October.
- S. Bakshi: find out whether the fire door needs replacing and report back at the next meeting.

Next meeting: Thursday 6 November at 19:30.""",
            ),
            Good(
                "preserve",
                """# Parish hall refurbishment – meeting notes (9 October 2025)

**Present:** J. Okoro (chair), M. Lindqvist, P. Hart, S. Bakshi

## Decisions
1. The kitchen closes from 3 November to 12 December 2025 while new units are fitted.
2. Bookings falling in that period must be moved to the Scout hut. No refunds will be given for the move.
3. Approved: the contractor's quote of £18,400.

## Actions
| Who | What | When |
|---|---|---|
| P. Hart | Email all regular hirers | by 17 October |
| S. Bakshi | Check whether the fire door needs replacing; report back | at the next meeting |

Next meeting: Thursday 6 November, 19:30.""",
            ),
            Good(
                "pl",
                """# Remont sali parafialnej – notatki ze spotkania (9 października 2025)

**Obecni:** J. Okoro (prowadzący), M. Lindqvist, P. Hart, S. Bakshi

## Decyzje
- Kuchnia będzie zamknięta od 3 listopada do 12 grudnia 2025 r. na czas montażu nowych szafek.
- Rezerwacje przypadające w tym okresie muszą zostać przeniesione do harcówki (Scout hut); z tytułu tej zmiany nie będą udzielane zwroty.
- Zatwierdzono wycenę wykonawcy na kwotę 18 400 £.

## Zadania
- P. Hart – do 17 października wyśle e-mail do wszystkich stałych najemców.
- S. Bakshi – sprawdzi, czy drzwi przeciwpożarowe wymagają wymiany, i zda relację na następnym spotkaniu.

Następne spotkanie: czwartek 6 listopada, 19:30.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "email every regular hirer by 17 October",
                        "email every regular hirer by 27 October",
                    )
                ],
                "date",
            ),
            Slip(
                1,
                [
                    (
                        "| S. Bakshi | Check whether the fire door needs replacing; report back | at the next meeting |\n",
                        "",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [("Zatwierdzono wycenę wykonawcy", "Zatwierdzono wycenę firmy Hartley Builders")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-orchard-cooperative-apple-harvest-forecast",
        source="""The cooperative expects this year's apple harvest to be about 15% smaller than last year's, mainly because of the late frost in April, which damaged blossom in the lower orchards. Picking is likely to begin in the second week of September, roughly ten days later than usual. We currently estimate a total of 420 tonnes, of which around 60% will go to juice pressing. Members who have pre-ordered dessert apples will receive their boxes as planned, although sizes may be smaller. Volunteers are welcome at weekend picking days; no experience is needed, but children must be supervised.""",
        good=[
            Good(
                "preserve",
                """We're expecting a smaller apple harvest this year – about 15% down on last year – mostly because April's late frost damaged the blossom in the lower orchards. Picking will likely start in the second week of September, roughly ten days later than normal. Our current estimate is 420 tonnes in total, with around 60% going to juice pressing. If you've pre-ordered dessert apples, you'll receive your boxes as planned, though the apples may be smaller. Volunteers are welcome on weekend picking days: you don't need any experience, but children must be supervised.""",
            ),
            Good(
                "preserve",
                """Harvest update

- Expected yield: about 15% below last year, chiefly because of April's late frost, which damaged blossom in the lower orchards.
- Picking: likely to start in the second week of September – roughly ten days later than usual.
- Current estimate: 420 tonnes in total, around 60% of it for juice pressing.
- Pre-ordered dessert apples: members will receive their boxes as planned, although sizes may be smaller.
- Volunteers: welcome at weekend picking days. No experience is needed, but children must be supervised.""",
            ),
            Good(
                "pl",
                """Spółdzielnia spodziewa się, że tegoroczne zbiory jabłek będą o około 15% mniejsze niż w zeszłym roku, głównie z powodu późnego kwietniowego przymrozku, który uszkodził kwiaty w niżej położonych sadach. Zbiór prawdopodobnie rozpocznie się w drugim tygodniu września, mniej więcej dziesięć dni później niż zwykle. Obecnie szacujemy łączną ilość na 420 ton, z czego około 60% trafi do tłoczenia soku. Członkowie, którzy zamówili z wyprzedzeniem jabłka deserowe, otrzymają skrzynki zgodnie z planem, choć owoce mogą być mniejsze. Wolontariusze są mile widziani podczas weekendowych dni zbiorów; doświadczenie nie jest potrzebne, ale dzieci muszą być pod opieką.""",
            ),
        ],
        bad=[
            Slip(0, [("Picking will likely start", "Picking will start")], "hedge"),
            Slip(
                1,
                [
                    (
                        "which damaged blossom in the lower orchards.",
                        "which damaged blossom in the lower orchards, and a poor season for pollinating bees.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("około 60%", "około 80%")], "number"),
        ],
    ),
]
