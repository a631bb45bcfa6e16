# ruff: noqa: E501, RUF001
"""English source cases of blind set 78: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-sailing-school-summer-dinghy-enrolment",
        source="Enrolment for the 2025 summer dinghy courses at Harbourside Sailing School opens on 3 March at 9:00 and closes on 30 April. Each course runs for five days and is limited to 12 participants aged 10 to 16. The fee is £340, which includes a buoyancy aid, wetsuit hire and the RYA Stage 1 certificate. Parents must complete the medical form before the first session; children whose forms are missing cannot go on the water. Participants should be able to swim 50 metres, although a swim test is not required. If a course is cancelled because of bad weather, we may offer a replacement day instead of a refund. Questions can be sent to courses@harbourside-sailing.co.uk.",
        good=[
            Good(
                "preserve",
                "Want your child out on the water this summer? Enrolment for Harbourside Sailing School's 2025 summer dinghy courses opens at 9:00 on 3 March and closes on 30 April. Courses last five days, take no more than 12 participants and are open to ages 10 to 16. For £340 you get a buoyancy aid, wetsuit hire and the RYA Stage 1 certificate. You must fill in the medical form before the first session – without it, your child cannot go on the water. Your child should be able to swim 50 metres, but no swim test is required. If bad weather forces us to cancel a course, we may offer a replacement day rather than a refund. Send any questions to courses@harbourside-sailing.co.uk.",
            ),
            Good(
                "preserve",
                """Harbourside Sailing School – 2025 summer dinghy courses

- Enrolment: opens 3 March at 9:00, closes 30 April
- Length: five days per course
- Group size: maximum 12 participants, aged 10–16
- Fee: £340, including a buoyancy aid, wetsuit hire and the RYA Stage 1 certificate
- Medical form: parents must complete it before the first session; children without a completed form cannot go on the water
- Swimming: participants should be able to swim 50 m; no swim test is required
- Bad-weather cancellations: we may offer a replacement day instead of a refund
- Questions: courses@harbourside-sailing.co.uk""",
            ),
            Good(
                "pl",
                "Zapisy na letnie kursy żeglarskie na łodziach typu dinghy w Harbourside Sailing School w 2025 roku ruszają 3 marca o godz. 9:00 i trwają do 30 kwietnia. Każdy kurs trwa pięć dni, a grupa liczy maksymalnie 12 uczestników w wieku od 10 do 16 lat. Opłata wynosi 340 funtów i obejmuje kamizelkę asekuracyjną, wypożyczenie pianki oraz certyfikat RYA Stage 1. Rodzice muszą wypełnić formularz medyczny przed pierwszymi zajęciami; dzieci bez tego formularza nie mogą wypłynąć na wodę. Uczestnicy powinni umieć przepłynąć 50 metrów, choć test pływacki nie jest wymagany. Jeśli kurs zostanie odwołany z powodu złej pogody, możemy zaproponować dzień zastępczy zamiast zwrotu pieniędzy. Pytania prosimy kierować na adres courses@harbourside-sailing.co.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("You must fill in the medical form", "You should fill in the medical form")],
                "modality",
            ),
            Slip(1, [("maximum 12 participants", "maximum 15 participants")], "number"),
            Slip(2, [("trwają do 30 kwietnia", "trwają do 30 maja")], "date"),
        ],
    ),
    Case(
        key="en-tenant-heat-pump-rebate-eligibility",
        source="Tenants in privately rented homes can now apply for the Clean Heat Tenant Rebate, which covers 40% of the cost of installing an air-source heat pump, up to a maximum of $4,500 per dwelling. The landlord's written consent is required under section 12(3) of the Residential Tenancies Act 2010, and the installer must be registered with the state's Clean Energy Council. The rebate is not available for properties that already have a heat pump or for installations completed before 1 July 2024. Applications are assessed within about 20 business days. Payments go directly to the tenant, and for 12 months after the installation the landlord may not raise the rent on the grounds of the upgrade.",
        good=[
            Good(
                "preserve",
                "The Clean Heat Tenant Rebate is now open to tenants living in privately rented homes. It pays 40% of the cost of having an air-source heat pump installed, capped at $4,500 per dwelling. Two conditions apply: under section 12(3) of the Residential Tenancies Act 2010, the landlord's written consent is required, and the installer must be registered with the state's Clean Energy Council. Properties that already have a heat pump are not eligible, and neither are installations finished before 1 July 2024. Assessment takes about 20 business days. The money is paid straight to the tenant, and for 12 months after installation the landlord may not raise the rent on the grounds of the upgrade.",
            ),
            Good(
                "preserve",
                "If you rent privately, you can now apply for the Clean Heat Tenant Rebate. It covers 40% of what an air-source heat pump costs to install, up to $4,500 per home. Your landlord's written consent is required (Residential Tenancies Act 2010, section 12(3)), and your installer must be registered with the state's Clean Energy Council. You can't get the rebate if the property already has a heat pump or if the work was completed before 1 July 2024. Expect your application to be assessed within about 20 business days. The rebate is paid to you directly, and your landlord may not put the rent up because of the upgrade for 12 months after it is installed.",
            ),
            Good(
                "pl",
                "Najemcy mieszkań wynajmowanych na rynku prywatnym mogą już ubiegać się o dopłatę Clean Heat Tenant Rebate, która pokrywa 40% kosztów instalacji powietrznej pompy ciepła, maksymalnie do 4500 USD na lokal. Zgodnie z sekcją 12(3) ustawy Residential Tenancies Act 2010 wymagana jest pisemna zgoda wynajmującego, a instalator musi być zarejestrowany w stanowej Clean Energy Council. Dopłata nie przysługuje w przypadku nieruchomości, w których jest już pompa ciepła, ani instalacji zakończonych przed 1 lipca 2024 r. Wnioski są rozpatrywane w ciągu około 20 dni roboczych. Środki trafiają bezpośrednio do najemcy, a przez 12 miesięcy od instalacji wynajmujący nie może podnieść czynszu z powodu tej modernizacji.",
            ),
        ],
        bad=[
            Slip(0, [("It pays 40% of the cost", "It pays 45% of the cost")], "number"),
            Slip(1, [("section 12(3)", "section 21(3)")], "legal_reference"),
            Slip(
                2,
                [("wynajmujący nie może podnieść czynszu", "wynajmujący może podnieść czynsz")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-county-archive-reading-room-rules",
        source="Visitors to the Marlow County Archives reading room must book a seat at least two working days in advance through archives.marlowcounty.gov.uk/visit. The room is open Tuesday to Friday, 9:30 to 16:30, and the last document order is taken at 15:45. Only pencils may be used; pens, food and drinks are not allowed at the desks. Bags and coats must be left in the lockers by the entrance. You may photograph most documents with your own camera or phone, provided the flash is switched off, but items marked 'restricted' cannot be photographed at all. Original maps larger than A2 should be viewed at the large-format table. Staff may limit the number of items issued at one time.",
        good=[
            Good(
                "preserve",
                "Planning a visit to the Marlow County Archives reading room? You must book your seat at least two working days ahead at archives.marlowcounty.gov.uk/visit. We're open Tuesday to Friday from 9:30 to 16:30, and we take the last document order at 15:45. At the desks you may use pencils only – no pens, food or drinks are allowed. Bags and coats must go in the lockers by the entrance. You may photograph most documents with your own camera or phone as long as the flash is off, but anything marked 'restricted' cannot be photographed at all. Original maps bigger than A2 should be viewed at the large-format table, and staff may limit how many items you are issued at one time.",
            ),
            Good(
                "preserve",
                """Marlow County Archives – reading room rules

Booking: a seat must be booked at least two working days in advance via archives.marlowcounty.gov.uk/visit.
Opening hours: Tuesday–Friday, 9:30–16:30; last document order at 15:45.
At the desks: pencils only. Pens, food and drinks are not permitted.
Belongings: bags and coats must be placed in the lockers by the entrance.
Photography: most documents may be photographed with your own camera or phone, with the flash switched off. Items marked 'restricted' cannot be photographed at all.
Large maps: originals larger than A2 should be viewed at the large-format table.
Issuing: staff may limit the number of items issued at one time.""",
            ),
            Good(
                "pl",
                "Osoby odwiedzające czytelnię Marlow County Archives muszą zarezerwować miejsce co najmniej dwa dni robocze wcześniej na stronie archives.marlowcounty.gov.uk/visit. Czytelnia jest czynna od wtorku do piątku w godz. 9:30–16:30, a ostatnie zamówienia na dokumenty przyjmowane są o 15:45. Wolno używać wyłącznie ołówków; przy stanowiskach nie wolno korzystać z długopisów ani spożywać jedzenia i napojów. Torby i okrycia wierzchnie należy zostawić w szafkach przy wejściu. Większość dokumentów można fotografować własnym aparatem lub telefonem, pod warunkiem wyłączenia lampy błyskowej, jednak materiałów oznaczonych jako „restricted” nie wolno fotografować w ogóle. Oryginalne mapy większe niż format A2 powinno się przeglądać przy stole wielkoformatowym. Personel może ograniczyć liczbę dokumentów wydawanych jednocześnie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "but anything marked 'restricted' cannot be photographed at all",
                        "and anything marked 'restricted' can be photographed too",
                    )
                ],
                "negation",
            ),
            Slip(1, [("a seat must be booked", "a seat should be booked")], "modality"),
            Slip(
                2,
                [("archives.marlowcounty.gov.uk/visit", "archives.marlowcounty.gov.uk/booking")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-glucose-meter-cold-reading-notice",
        source="""Field Safety Notice FSN-2025-014: GlucoTrack Mini blood glucose meters

We have identified that some GlucoTrack Mini meters from lots 24A117 to 24A129 may display readings up to 15% lower than the true value when used at temperatures below 10 °C. The issue probably affects fewer than 2% of meters in these lots. You should not change your insulin dose based on a single low reading taken in a cold environment; repeat the test after the meter has been at room temperature for 20 minutes. Check your lot number at glucotrack.com/fsn014. Replacement meters are free of charge. If you have any questions, call 0800 555 0192.""",
        good=[
            Good(
                "preserve",
                """Field Safety Notice FSN-2025-014 – GlucoTrack Mini blood glucose meters

We have found that some GlucoTrack Mini meters from lots 24A117 to 24A129 may show readings up to 15% below the true value if they are used at temperatures under 10 °C. This probably affects fewer than 2% of the meters in these lots. If you get a single low reading in a cold place, you should not change your insulin dose on the strength of it. Instead, let the meter sit at room temperature for 20 minutes and then test again. You can check your lot number at glucotrack.com/fsn014, and replacement meters are free of charge. Questions? Call 0800 555 0192.""",
            ),
            Good(
                "preserve",
                """FSN-2025-014 (Field Safety Notice): GlucoTrack Mini blood glucose meters

The problem: in lots 24A117–24A129, some meters may give readings as much as 15% lower than the true value when used below 10 °C. Probably fewer than 2% of meters in these lots are affected.

What you should do:
1. Check your lot number at glucotrack.com/fsn014.
2. You should not adjust your insulin dose because of one low reading taken somewhere cold.
3. Instead, leave the meter at room temperature for 20 minutes, then repeat the test.

Replacement meters cost nothing. For questions, call 0800 555 0192.""",
            ),
            Good(
                "pl",
                """Notatka bezpieczeństwa FSN-2025-014: glukometry GlucoTrack Mini

Stwierdziliśmy, że niektóre glukometry GlucoTrack Mini z partii od 24A117 do 24A129 mogą wyświetlać wyniki zaniżone nawet o 15% w stosunku do rzeczywistej wartości, jeśli są używane w temperaturze poniżej 10 °C. Problem dotyczy prawdopodobnie mniej niż 2% urządzeń z tych partii. Nie należy zmieniać dawki insuliny na podstawie pojedynczego niskiego wyniku uzyskanego w zimnym otoczeniu; pomiar trzeba powtórzyć, gdy glukometr przez 20 minut poleży w temperaturze pokojowej. Numer partii można sprawdzić na stronie glucotrack.com/fsn014. Wymiana glukometru jest bezpłatna. W razie pytań prosimy dzwonić pod numer 0800 555 0192.""",
            ),
        ],
        bad=[
            Slip(
                0, [("up to 15% below the true value", "up to 5% below the true value")], "number"
            ),
            Slip(1, [("glucotrack.com/fsn014", "glucotrack.com/fsn")], "url"),
            Slip(
                2,
                [("Problem dotyczy prawdopodobnie mniej niż 2%", "Problem dotyczy mniej niż 2%")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-kayak-rental-waiver-river-terms",
        source="By signing this waiver, you confirm that every person in your kayak can swim and will wear the supplied life jacket at all times while on the water. Kayaks must be returned to the Riverbend Outfitters dock by 18:00; late returns are charged $15 per half hour. Renters under 18 may only paddle with an adult in the same boat. Do not go beyond the railway bridge, as the current below the weir can be dangerous. Alcohol is not permitted before or during the rental. You are responsible for any damage caused by misuse, but normal wear and tear will not be charged. If the weather service issues a storm warning, staff may call all boats back early.",
        good=[
            Good(
                "preserve",
                "In signing this waiver, the renter confirms that every occupant of the kayak is able to swim and will wear the life jacket provided at all times on the water. Kayaks must be back at the Riverbend Outfitters dock by 18:00, and a charge of $15 per half hour applies to late returns. Renters under the age of 18 may paddle only when an adult is in the same boat. Paddling beyond the railway bridge is prohibited, because the current below the weir can be dangerous. No alcohol is permitted before or during the rental. The renter is liable for damage resulting from misuse; normal wear and tear will not be charged. Should the weather service issue a storm warning, staff may recall all boats early.",
            ),
            Good(
                "preserve",
                """Before you sign, here's what you're agreeing to:
- Everyone in your kayak can swim and will wear the life jacket we supply the whole time they're on the water.
- Your kayak must be back at the Riverbend Outfitters dock by 6 pm. Late returns cost $15 per half hour.
- Under-18s may only paddle with an adult in the same boat.
- Don't go past the railway bridge – the current below the weir can be dangerous.
- No alcohol before or during your rental.
- You're responsible for damage caused by misuse, but we won't charge for normal wear and tear.
- If the weather service issues a storm warning, our staff may call all boats back early.""",
            ),
            Good(
                "pl",
                "Podpisując to oświadczenie, potwierdzasz, że każda osoba w twoim kajaku umie pływać i przez cały czas na wodzie będzie nosić dostarczoną kamizelkę ratunkową. Kajaki trzeba zwrócić na przystań Riverbend Outfitters do godz. 18:00; za spóźnienie pobieramy 15 USD za każde pół godziny. Osoby poniżej 18 lat mogą pływać wyłącznie z dorosłym w tej samej łodzi. Nie wypływaj za most kolejowy, ponieważ prąd poniżej jazu może być niebezpieczny. Spożywanie alkoholu przed wypożyczeniem i w jego trakcie jest zabronione. Odpowiadasz za szkody spowodowane niewłaściwym użytkowaniem, ale za normalne zużycie nie pobieramy opłat. Jeśli służba meteorologiczna wyda ostrzeżenie przed burzą, obsługa może wcześniej wezwać wszystkie łodzie do powrotu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("staff may recall all boats early", "staff will recall all boats early")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "but we won't charge for normal wear and tear",
                        "and we also charge for normal wear and tear",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "obsługa może wcześniej wezwać wszystkie łodzie do powrotu.",
                        "obsługa może wcześniej wezwać wszystkie łodzie do powrotu i wtedy zwraca połowę opłaty.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-doctoral-thesis-autumn-submission-rules",
        source="Doctoral candidates who intend to defend in the autumn term must submit their thesis to the Graduate School office by 15 September 2025. The submission must include one bound copy, a PDF uploaded to the repository, and an abstract of no more than 350 words. Theses should not normally exceed 80,000 words, excluding bibliography and appendices; longer theses require the supervisor's written approval. The Graduate School will appoint two external examiners, and the candidate may suggest names but cannot choose them. Examiners usually return their reports within eight weeks. A similarity report from the plagiarism-detection system must be attached; scores above 20% will be reviewed by the committee.",
        good=[
            Good(
                "preserve",
                "If you intend to defend your doctorate in the autumn term, you must hand in your thesis to the Graduate School office by 15 September 2025. Your submission must contain one bound copy, a PDF uploaded to the repository and an abstract of 350 words or fewer. As a rule, your thesis should not exceed 80,000 words, not counting the bibliography and appendices; anything longer requires your supervisor's written approval. You must also attach a similarity report from the plagiarism-detection system, and the committee will review any score above 20%. The Graduate School will appoint two external examiners: you may suggest names, but you cannot choose them. The examiners' reports usually come back within eight weeks.",
            ),
            Good(
                "preserve",
                """Autumn-term doctoral defences – submission rules

1. Deadline: theses must reach the Graduate School office by September 15, 2025.
2. What you must submit: one bound copy; a PDF uploaded to the repository; an abstract of at most 350 words; a similarity report from the plagiarism-detection system.
3. Length: a thesis should normally not exceed 80,000 words, excluding bibliography and appendices. Longer theses require the supervisor's written approval.
4. Similarity: scores above 20% will be reviewed by the committee.
5. Examiners: the Graduate School will appoint two external examiners. Candidates may suggest names but cannot choose them. Reports usually arrive within eight weeks.""",
            ),
            Good(
                "pl",
                "Doktoranci, którzy zamierzają bronić rozprawy w semestrze jesiennym, muszą złożyć ją w biurze Szkoły Doktorskiej do 15 września 2025 r. Zgłoszenie musi obejmować jeden oprawiony egzemplarz, plik PDF przesłany do repozytorium oraz streszczenie liczące nie więcej niż 350 słów. Rozprawa co do zasady nie powinna przekraczać 80 000 słów, nie licząc bibliografii i aneksów; dłuższe prace wymagają pisemnej zgody promotora. Szkoła Doktorska powoła dwóch recenzentów zewnętrznych – kandydat może zaproponować nazwiska, ale nie może ich wybrać. Recenzenci zwykle przesyłają recenzje w ciągu ośmiu tygodni. Do rozprawy trzeba dołączyć raport podobieństwa z systemu antyplagiatowego; wyniki powyżej 20% zostaną przeanalizowane przez komisję.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("an abstract of 350 words or fewer", "an abstract of 500 words or fewer")],
                "number",
            ),
            Slip(1, [("September 15, 2025", "September 30, 2025")], "date"),
            Slip(
                2,
                [("kandydat może zaproponować nazwiska", "kandydat musi zaproponować nazwiska")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-regional-bus-contactless-fare-capping",
        source="From 6 January 2025, adult passengers using contactless payment on Valley Link buses will have their fares capped at £5.50 per day and £22 per week. The weekly cap runs from Monday to Sunday. You need to tap the same card or device every time you board; caps are not combined across different cards. Single fares stay at £2, and children under 5 still travel free. The cap applies on all 34 routes in the region, but not on the Airport Express, which keeps its own £9 fare. Any overcharge is refunded automatically to your card, usually within three working days.",
        good=[
            Good(
                "preserve",
                "Valley Link is introducing fare capping for adult passengers who pay contactless. Starting 6 January 2025, you will never pay more than £5.50 in a day or £22 in a week, with the week counted from Monday to Sunday. To benefit, you need to tap the same card or device each time you board, because caps are not combined across different cards. The single fare remains £2, and under-5s continue to travel free. Capping covers all 34 routes in the region, with one exception: the Airport Express, which keeps its own £9 fare. If you are overcharged, the difference goes back to your card automatically, usually within three working days.",
            ),
            Good(
                "preserve",
                """Valley Link fare capping – the key facts

When does it start? 6 January 2025.
Who is it for? Adult passengers paying contactless on Valley Link buses.
What are the caps? £5.50 per day and £22 per week, with the week running Monday to Sunday.
Do I need to do anything? Yes – you need to tap the same card or device every time you board, as caps are not combined across different cards.
What about other fares? Single fares stay at £2 and children under 5 still travel free.
Where does it apply? On all 34 routes in the region, but not on the Airport Express, which keeps its own £9 fare.
What if I'm overcharged? The money is refunded automatically to your card, usually within three working days.""",
            ),
            Good(
                "pl",
                "Od 6 stycznia 2025 r. dorośli pasażerowie autobusów Valley Link płacący zbliżeniowo zapłacą maksymalnie 5,50 GBP dziennie i 22 GBP tygodniowo. Tydzień rozliczeniowy trwa od poniedziałku do niedzieli. Przy każdym wejściu do autobusu trzeba przyłożyć tę samą kartę lub to samo urządzenie – limity z różnych kart się nie sumują. Bilet jednorazowy nadal kosztuje 2 GBP, a dzieci poniżej 5 lat wciąż podróżują bezpłatnie. Limit obowiązuje na wszystkich 34 liniach w regionie, z wyjątkiem Airport Express, na którym pozostaje osobna opłata w wysokości 9 GBP. Nadpłata jest automatycznie zwracana na kartę, zwykle w ciągu trzech dni roboczych.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Valley Link is introducing fare capping for adult passengers",
                        "Valley Link is introducing fare capping, funded by a county transport grant, for adult passengers",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("When does it start? 6 January 2025.", "When does it start? 6 February 2025.")],
                "date",
            ),
            Slip(2, [("22 GBP tygodniowo", "25 GBP tygodniowo")], "number"),
        ],
    ),
    Case(
        key="en-pottery-studio-monthly-membership-terms",
        source="Studio membership at Kiln & Clay costs $95 a month and includes 24/7 access to the wheels and hand-building tables, a shelf for work in progress and 25 lb of clay. Additional clay can be bought at the front desk for $28 per bag. Members must complete a two-hour studio orientation before their first unsupervised session. Glazes are shared, and you should not bring outside glazes into the studio, since they may contaminate the kilns. Firing is included for pieces up to 14 inches tall; larger work is charged by the cubic inch. Membership renews automatically each month, and you can cancel at any time with 30 days' notice. Unused clay is not refundable.",
        good=[
            Good(
                "preserve",
                "For $95 a month, a Kiln & Clay studio membership gives you round-the-clock access to the wheels and hand-building tables, a shelf for your work in progress and 25 lb of clay. Need more clay? You can buy it at the front desk for $28 a bag. Before your first unsupervised session, you must complete a two-hour studio orientation. We share glazes, and you should not bring in glazes from outside because they may contaminate the kilns. Firing is included for pieces up to 14 inches tall; anything larger is charged by the cubic inch. Your membership renews automatically every month, and you can cancel at any time by giving 30 days' notice. We don't refund unused clay.",
            ),
            Good(
                "preserve",
                """Kiln & Clay – membership at a glance

• Price: $95 per month
• Included: 24/7 access to the wheels and hand-building tables, a shelf for work in progress, 25 lb of clay
• Extra clay: $28 per bag from the front desk
• Before you start: members must complete a two-hour orientation before their first unsupervised session
• Glazes: shared; outside glazes should not be brought in, as they may contaminate the kilns
• Firing: included for pieces up to 14 in tall; larger pieces are charged by the cubic inch
• Renewal: automatic, every month; you can cancel at any time with 30 days' notice
• Refunds: unused clay is non-refundable""",
            ),
            Good(
                "pl",
                "Członkostwo w pracowni Kiln & Clay kosztuje 95 USD miesięcznie i obejmuje całodobowy dostęp do kół garncarskich i stołów do lepienia ręcznego, półkę na prace w toku oraz 25 funtów gliny. Dodatkową glinę można kupić w recepcji za 28 USD za worek. Przed pierwszą samodzielną sesją członkowie muszą odbyć dwugodzinne szkolenie wprowadzające. Szkliwa są wspólne i nie należy przynosić do pracowni szkliw z zewnątrz, ponieważ mogą one zanieczyścić piece. Wypał jest wliczony w cenę w przypadku prac o wysokości do 14 cali; większe prace rozlicza się według cali sześciennych. Członkostwo odnawia się automatycznie co miesiąc, a zrezygnować można w dowolnym momencie z 30-dniowym wypowiedzeniem. Niewykorzystana glina nie podlega zwrotowi.",
            ),
        ],
        bad=[
            Slip(0, [("We don't refund unused clay.", "We refund unused clay.")], "negation"),
            Slip(1, [("$28 per bag", "$38 per bag")], "number"),
            Slip(2, [("członkowie muszą odbyć", "członkowie powinni odbyć")], "modality"),
        ],
    ),
    Case(
        key="en-snow-removal-bylaw-sidewalk-duties",
        source="Under Section 4.2 of the Town of Eastfield Snow and Ice Bylaw (No. 2019-47), owners and occupants of residential properties must clear snow and ice from the public sidewalk next to their property within 24 hours after a snowfall ends. Commercial properties must clear their sidewalks by 10:00 a.m. on the day after the snowfall. Snow must not be pushed onto the road or into bus stops. Residents who are physically unable to shovel may apply to the Snow Angels volunteer program before 1 December. The bylaw applies from 15 November to 31 March. Fines start at $125 for a first offence, and the Town may clear the sidewalk and add the cost to the property tax bill.",
        good=[
            Good(
                "preserve",
                "Eastfield's Snow and Ice Bylaw (No. 2019-47) is in force from 15 November to 31 March. Section 4.2 says that if you own or live in a residential property, you must clear snow and ice from the public sidewalk beside it within 24 hours after the snow stops falling. Commercial properties must have their sidewalks clear by 10:00 a.m. the day after a snowfall. You must not push snow onto the road or into bus stops. If you are physically unable to shovel, you may apply to the Snow Angels volunteer program before 1 December. Fines for a first offence start at $125, and the Town may clear the sidewalk itself and add the cost to your property tax bill.",
            ),
            Good(
                "preserve",
                """Town of Eastfield Snow and Ice Bylaw No. 2019-47 – summary of obligations (15 November – 31 March)

Section 4.2 requires owners and occupants of residential properties to remove snow and ice from the adjoining public sidewalk within 24 hours of the end of a snowfall. Commercial properties are required to clear their sidewalks by 10:00 a.m. on the following day. Pushing snow onto the roadway or into bus stops is prohibited. Residents who are physically unable to shovel may apply to the Snow Angels volunteer program before 1 December. Penalties begin at $125 for a first offence, and the Town may also carry out the clearing itself and add the cost to the property tax bill.""",
            ),
            Good(
                "pl",
                "Zgodnie z sekcją 4.2 regulaminu Town of Eastfield Snow and Ice Bylaw (nr 2019-47) właściciele i użytkownicy nieruchomości mieszkalnych muszą usunąć śnieg i lód z chodnika publicznego przylegającego do ich posesji w ciągu 24 godzin od zakończenia opadów. Nieruchomości komercyjne muszą odśnieżyć chodniki do godz. 10:00 dnia następującego po opadach. Nie wolno zgarniać śniegu na jezdnię ani na przystanki autobusowe. Mieszkańcy, którzy ze względów fizycznych nie są w stanie odśnieżać, mogą przed 1 grudnia zgłosić się do programu wolontariackiego Snow Angels. Przepisy obowiązują od 15 listopada do 31 marca. Grzywny zaczynają się od 125 dolarów za pierwsze wykroczenie, a gmina może sama odśnieżyć chodnik i doliczyć koszt do rachunku za podatek od nieruchomości.",
            ),
        ],
        bad=[
            Slip(0, [("Section 4.2 says", "Section 2.4 says")], "legal_reference"),
            Slip(1, [("(15 November – 31 March)", "(15 November – 31 January)")], "date"),
            Slip(2, [("a gmina może sama odśnieżyć", "a gmina musi sama odśnieżyć")], "modality"),
        ],
    ),
    Case(
        key="en-community-fridge-food-donation-guidelines",
        source="The Elm Street community fridge is open to everyone, and no one needs to sign in or explain why they are taking food. Please label anything home-cooked with the date it was made and a list of main ingredients, especially common allergens such as nuts, milk and gluten. We cannot accept raw meat, fish, opened baby formula or alcohol. Cooked food is probably safe for about three days if it was cooled quickly, but when in doubt, leave it out. Volunteers check the fridge twice a day, at 8:00 and 19:00, and remove anything past its use-by date. The fridge is cleaned every Sunday morning, so it may be closed for an hour.",
        good=[
            Good(
                "preserve",
                "Everyone is welcome at the Elm Street community fridge – you don't have to sign in or tell anyone why you're taking food. If you bring something home-cooked, please label it with the date you made it and its main ingredients, paying particular attention to common allergens like nuts, milk and gluten. We can't accept raw meat, fish, opened baby formula or alcohol. Cooked food is probably fine for about three days as long as it was cooled quickly; if you're not sure, leave it out. Our volunteers check the fridge twice daily, at 8:00 and 19:00, and take out anything past its use-by date. Because we clean it every Sunday morning, the fridge may be closed for an hour then.",
            ),
            Good(
                "preserve",
                """Elm Street community fridge – guidelines

Who can use it: everyone. No sign-in, and no need to explain why you're taking food.

Donating home-cooked food: please label it with the date it was made and a list of main ingredients, especially common allergens (nuts, milk, gluten).

Not accepted: raw meat, fish, opened baby formula, alcohol.

Food safety: cooked food that was cooled quickly is probably safe for about three days. When in doubt, leave it out.

Checks: volunteers go through the fridge twice a day (8:00 and 19:00) and remove anything past its use-by date.

Cleaning: every Sunday morning, when the fridge may be closed for an hour.""",
            ),
            Good(
                "pl",
                "Lodówka społeczna przy Elm Street jest otwarta dla wszystkich – nikt nie musi się wpisywać ani tłumaczyć, dlaczego bierze jedzenie. Prosimy oznaczać domowe potrawy datą przygotowania i listą głównych składników, zwłaszcza popularnych alergenów, takich jak orzechy, mleko i gluten. Nie możemy przyjmować surowego mięsa, ryb, otwartego mleka modyfikowanego ani alkoholu. Ugotowane jedzenie jest prawdopodobnie bezpieczne przez mniej więcej trzy dni, jeśli zostało szybko schłodzone, ale w razie wątpliwości lepiej go nie zostawiać. Wolontariusze sprawdzają lodówkę dwa razy dziennie, o 8:00 i 19:00, i usuwają wszystko, czemu minął termin przydatności do spożycia. Lodówka jest myta w każdą niedzielę rano, więc może być wtedy nieczynna przez godzinę.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "you don't have to sign in or tell anyone why you're taking food",
                        "you have to sign in and tell a volunteer why you're taking food",
                    )
                ],
                "negation",
            ),
            Slip(1, [("is probably safe for about three days", "is safe for three days")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Wolontariusze sprawdzają lodówkę",
                        "Wolontariusze z parafii św. Anny sprawdzają lodówkę",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-backup-cli-snapshot-restore-readme",
        source="""## Restoring a snapshot

To restore the latest snapshot into an empty directory, run:

```
vaultsync restore --latest --target ./restore
```

The target directory must be empty; otherwise the command stops with exit code 3. You should run `vaultsync check` first if the repository was last used by an older version (before 2.4). Restores of more than 50 GB can take several hours, so we recommend running them inside `tmux` or `screen`. Encrypted repositories need the password in the `VAULTSYNC_PASSWORD` environment variable. See [the restore guide](https://docs.vaultsync.dev/restore) for partial restores.""",
        good=[
            Good(
                "preserve",
                """## Restoring a snapshot

You can restore the most recent snapshot into an empty directory with:

```
vaultsync restore --latest --target ./restore
```

The target directory must be empty – if it isn't, the command stops with exit code 3. If the repository was last used by an older version (before 2.4), you should run `vaultsync check` first. A restore of more than 50 GB can take several hours, so we recommend running it inside `tmux` or `screen`. For an encrypted repository, the password needs to be in the `VAULTSYNC_PASSWORD` environment variable. Partial restores are covered in [the restore guide](https://docs.vaultsync.dev/restore).""",
            ),
            Good(
                "preserve",
                """## Restoring a snapshot

Restore the latest snapshot into an empty directory:

```
vaultsync restore --latest --target ./restore
```

Notes:

- The target directory must be empty, or the command stops with exit code 3.
- If the repository was last used by a version older than 2.4, you should run `vaultsync check` first.
- Restores over 50 GB can take several hours; we recommend running them in `tmux` or `screen`.
- Encrypted repositories need the password in the `VAULTSYNC_PASSWORD` environment variable.
- For partial restores, see [the restore guide](https://docs.vaultsync.dev/restore).""",
            ),
            Good(
                "pl",
                """## Przywracanie migawki

Aby przywrócić najnowszą migawkę do pustego katalogu, uruchom:

```
vaultsync restore --latest --target ./restore
```

Katalog docelowy musi być pusty; w przeciwnym razie polecenie zakończy się kodem wyjścia 3. Jeśli repozytorium było ostatnio używane przez starszą wersję (sprzed 2.4), powinno się najpierw uruchomić `vaultsync check`. Przywracanie ponad 50 GB danych może potrwać kilka godzin, dlatego zalecamy uruchamianie go w `tmux` lub `screen`. W przypadku zaszyfrowanych repozytoriów hasło musi się znajdować w zmiennej środowiskowej `VAULTSYNC_PASSWORD`. Informacje o częściowym przywracaniu znajdziesz w [przewodniku po przywracaniu](https://docs.vaultsync.dev/restore).""",
            ),
        ],
        bad=[
            Slip(0, [("## Restoring a snapshot\n", "Restoring a snapshot\n")], "markdown"),
            Slip(1, [("`VAULTSYNC_PASSWORD`", "`VAULTSYNC_PASS`")], "code"),
            Slip(
                2,
                [("Katalog docelowy musi być pusty", "Katalog docelowy powinien być pusty")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-teen-screen-time-sleep-review",
        source="Evidence linking evening screen use to poorer sleep in adolescents is consistent but modest. A meta-analysis of 36 studies (Lindqvist & Osei, 2018, Sleep Medicine Reviews) found that screen time was associated with later bedtimes and shorter total sleep in roughly 90% of the included studies. A later cohort study of 2,865 teenagers (Marsh et al., 2021) suggested that more than two hours of daily device use may reduce sleep by about 20 minutes per night. However, most studies rely on self-reported data and cannot establish causation. Blue-light filters have not been shown to make a meaningful difference, so limiting device use in the hour before bed is likely the more effective recommendation.",
        good=[
            Good(
                "preserve",
                "Studies consistently link evening screen use with worse sleep in teenagers, though the effect is modest. In a meta-analysis of 36 studies, Lindqvist and Osei (2018, Sleep Medicine Reviews) found that in roughly 90% of them, screen time went along with later bedtimes and less total sleep. A subsequent cohort study of 2,865 teenagers (Marsh et al., 2021) suggested that using devices for more than two hours a day may cut sleep by about 20 minutes a night. Most of this research, however, relies on self-reported data and cannot prove cause and effect. Blue-light filters have not been shown to make a meaningful difference, so the more effective advice is likely to limit device use in the last hour before bed.",
            ),
            Good(
                "preserve",
                "The association between evening screen use and poorer adolescent sleep is consistent yet modest. Lindqvist and Osei's meta-analysis of 36 studies (Sleep Medicine Reviews, 2018) reported later bedtimes and reduced total sleep with screen time in approximately 90% of the included studies, and a subsequent cohort of 2,865 teenagers (Marsh et al., 2021) suggested that daily device use exceeding two hours may shorten sleep by approximately 20 minutes per night. Because most studies depend on self-reported data, they cannot establish causation. As blue-light filters have not been shown to have a meaningful effect, restricting device use during the hour before bed is likely the more effective recommendation.",
            ),
            Good(
                "pl",
                "Dowody łączące wieczorne korzystanie z ekranów z gorszym snem nastolatków są spójne, ale umiarkowane. Metaanaliza 36 badań (Lindqvist i Osei, 2018, Sleep Medicine Reviews) wykazała, że w mniej więcej 90% uwzględnionych badań czas przed ekranem wiązał się z późniejszą porą kładzenia się spać i krótszym całkowitym czasem snu. Późniejsze badanie kohortowe z udziałem 2865 nastolatków (Marsh i in., 2021) sugerowało, że korzystanie z urządzeń przez ponad dwie godziny dziennie może skracać sen o około 20 minut na dobę. Większość badań opiera się jednak na danych deklaratywnych i nie pozwala ustalić związku przyczynowego. Nie wykazano, by filtry światła niebieskiego dawały istotną różnicę, dlatego ograniczenie korzystania z urządzeń w ostatniej godzinie przed snem jest prawdopodobnie skuteczniejszym zaleceniem.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(2018, Sleep Medicine Reviews)", "(2016, Sleep Medicine Reviews)")],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "suggested that daily device use exceeding two hours may shorten sleep",
                        "showed that daily device use exceeding two hours shortens sleep",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("Metaanaliza 36 badań", "Metaanaliza 46 badań")], "number"),
        ],
    ),
    Case(
        key="en-orbit-python-client-v3-migration",
        source="""# Migrating to v3 of the Orbit Python client

Version 3.0 drops support for Python 3.8. Before upgrading, check which version of the client you have:

```bash
pip show orbit-client
```

The main changes:

- `Client.fetch()` has been renamed to `Client.get()`; the old name still works but will be removed in 3.2.
- Timeouts are now given in seconds, not milliseconds.
- The `retry` argument no longer accepts `True`; pass an integer instead.

Full details are in the [changelog](https://github.com/orbit-dev/orbit-python/blob/main/CHANGELOG.md). If you run into problems, please open an issue rather than emailing the maintainers.""",
        good=[
            Good(
                "preserve",
                """# Migrating to v3 of the Orbit Python client

Heads-up: version 3.0 no longer supports Python 3.8. Before you upgrade, check which version of the client you're running:

```bash
pip show orbit-client
```

What changed:

- `Client.fetch()` is now `Client.get()`. The old name still works for now, but it will be removed in 3.2.
- Timeouts are specified in seconds instead of milliseconds.
- `retry` doesn't accept `True` any more – pass an integer instead.

The [changelog](https://github.com/orbit-dev/orbit-python/blob/main/CHANGELOG.md) has the full details. Hit a problem? Please open an issue instead of emailing the maintainers.""",
            ),
            Good(
                "preserve",
                """# Migrating to v3 of the Orbit Python client

Python 3.8 is not supported from version 3.0 onwards, so start by confirming which version of the client is installed:

```bash
pip show orbit-client
```

Three changes matter when you upgrade:

- `Client.fetch()` has been renamed `Client.get()`. The old name continues to work, but it will be removed in version 3.2.
- Timeouts now take seconds rather than milliseconds.
- The `retry` argument no longer accepts `True`; pass an integer instead.

See the [changelog](https://github.com/orbit-dev/orbit-python/blob/main/CHANGELOG.md) for the full details, and if something goes wrong, please open an issue rather than emailing the maintainers.""",
            ),
            Good(
                "pl",
                """# Migracja do wersji 3 klienta Orbit dla Pythona

Wersja 3.0 nie obsługuje już Pythona 3.8. Przed aktualizacją sprawdź, którą wersję klienta masz zainstalowaną:

```bash
pip show orbit-client
```

Najważniejsze zmiany:

- Metoda `Client.fetch()` została przemianowana na `Client.get()`; stara nazwa nadal działa, ale zostanie usunięta w wersji 3.2.
- Limity czasu podaje się teraz w sekundach, a nie w milisekundach.
- Argument `retry` nie przyjmuje już wartości `True`; zamiast niej należy przekazać liczbę całkowitą.

Wszystkie szczegóły znajdziesz w [dzienniku zmian](https://github.com/orbit-dev/orbit-python/blob/main/CHANGELOG.md). Jeśli napotkasz problemy, zgłoś issue zamiast pisać e-maile do opiekunów projektu.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "https://github.com/orbit-dev/orbit-python/blob/main/CHANGELOG.md",
                        "https://github.com/orbit-dev/orbit-client/blob/main/CHANGELOG.md",
                    )
                ],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "removed in version 3.2.\n- Timeouts now take",
                        "removed in version 3.2. Timeouts now take",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [("przemianowana na `Client.get()`", "przemianowana na `Client.retrieve()`")],
                "code",
            ),
        ],
    ),
    Case(
        key="en-breathing-exercise-hypertension-trial-recruitment",
        source="The CALM-2 trial is recruiting adults aged 40 to 75 with mild-to-moderate hypertension to test whether a daily 20-minute breathing exercise can lower blood pressure. The protocol, published in BMJ Open (2024;14:e081233), describes a 12-week study with 320 participants randomly assigned to the exercise or to usual care. Earlier pilot data (Okafor et al., 2022) suggested a reduction of around 5 mmHg, although the pilot was small and unblinded. Participants will not be asked to stop their current medication. Each visit takes about 45 minutes, and travel costs are reimbursed up to £20 per visit. People who have recently had a heart attack and women who are pregnant cannot take part.",
        good=[
            Good(
                "preserve",
                "Are you between 40 and 75 and living with mild-to-moderate high blood pressure? The CALM-2 trial is recruiting people like you to find out whether a 20-minute breathing exercise done every day can bring blood pressure down. Over 12 weeks, 320 participants will be randomly assigned either to the exercise or to usual care; the protocol appeared in BMJ Open (2024;14:e081233). A small, unblinded pilot study (Okafor et al., 2022) suggested blood pressure might fall by around 5 mmHg. You will not be asked to stop your current medication. Each visit lasts about 45 minutes, and we reimburse travel costs of up to £20 per visit. You cannot take part if you have recently had a heart attack or are pregnant.",
            ),
            Good(
                "preserve",
                """CALM-2 – recruitment summary

Aim: to test whether a daily 20-minute breathing exercise can lower blood pressure.
Who: adults aged 40–75 with mild-to-moderate hypertension. People with a recent heart attack and pregnant women cannot take part.
Design: 12-week study; 320 participants randomly assigned to the exercise or to usual care. Protocol: BMJ Open (2024;14:e081233).
Background: pilot data (Okafor et al., 2022) suggested a reduction of around 5 mmHg, but the pilot was small and unblinded.
Medication: participants will not be asked to stop their current medication.
Visits: about 45 minutes each; travel costs reimbursed up to £20 per visit.""",
            ),
            Good(
                "pl",
                "Badanie CALM-2 rekrutuje dorosłych w wieku od 40 do 75 lat z łagodnym lub umiarkowanym nadciśnieniem tętniczym, aby sprawdzić, czy codzienne 20-minutowe ćwiczenie oddechowe może obniżyć ciśnienie krwi. Protokół opublikowany w BMJ Open (2024;14:e081233) opisuje 12-tygodniowe badanie z udziałem 320 uczestników, losowo przydzielanych do grupy ćwiczeń lub do standardowej opieki. Wcześniejsze dane z badania pilotażowego (Okafor i in., 2022) sugerowały spadek ciśnienia o około 5 mmHg, choć badanie to było małe i nie było zaślepione. Uczestnicy nie będą proszeni o odstawienie przyjmowanych leków. Każda wizyta trwa około 45 minut, a koszty dojazdu są zwracane do kwoty 20 GBP za wizytę. W badaniu nie mogą wziąć udziału osoby, które niedawno przebyły zawał serca, ani kobiety w ciąży.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "suggested blood pressure might fall by around 5 mmHg",
                        "showed that blood pressure falls by around 5 mmHg",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Visits: about 45 minutes each;",
                        "Visits: about 45 minutes each, held at St Mary's Hospital in Leeds;",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("BMJ Open (2024;14:e081233)", "BMJ Open (2024;14:e018233)")], "citation"),
        ],
    ),
    Case(
        key="en-textile-museum-volunteer-induction-welcome",
        source="Welcome to the volunteer team at the Halden Textile Museum. Your induction takes place on Saturday 12 April from 10:00 to 13:00 in the Weaving Hall. Please bring photo ID; without it we cannot issue your access badge. New volunteers must shadow an experienced guide for at least two shifts before leading a tour alone. Shifts are four hours long, and we ask you to commit to at least one shift a month. You do not need any prior knowledge of textiles, because all training is provided. Volunteers may not handle objects from the collection unless a curator is present. Lunch is provided on induction day.",
        good=[
            Good(
                "preserve",
                "Welcome aboard! We're delighted you're joining the volunteer team at the Halden Textile Museum. Your induction is on Saturday 12 April, 10:00–13:00, in the Weaving Hall, and lunch is provided. Please remember to bring photo ID, as we cannot issue your access badge without it. Before you lead a tour on your own, you must shadow an experienced guide for at least two shifts. Each shift lasts four hours, and we ask that you commit to at least one a month. You don't need any prior knowledge of textiles – we provide all the training. Please note that you may not handle objects from the collection unless a curator is present.",
            ),
            Good(
                "preserve",
                """Halden Textile Museum – information for new volunteers

- Induction: Saturday 12 April, 10:00–13:00, Weaving Hall (lunch provided)
- Please bring: photo ID – we cannot issue your access badge without it
- Before guiding alone: you must shadow an experienced guide for at least two shifts
- Shift length: four hours
- Commitment: we ask for at least one shift a month
- Experience: no prior knowledge of textiles needed; all training is provided
- Collection objects: volunteers may not handle them unless a curator is present""",
            ),
            Good(
                "pl",
                "Witamy w zespole wolontariuszy Halden Textile Museum. Szkolenie wprowadzające odbędzie się w sobotę 12 kwietnia w godz. 10:00–13:00 w Sali Tkackiej. Prosimy zabrać dokument tożsamości ze zdjęciem – bez niego nie możemy wydać identyfikatora wejściowego. Nowi wolontariusze muszą towarzyszyć doświadczonemu przewodnikowi przez co najmniej dwie zmiany, zanim samodzielnie poprowadzą zwiedzanie. Zmiana trwa cztery godziny; prosimy o zobowiązanie się do co najmniej jednej zmiany w miesiącu. Nie potrzebujesz żadnej wcześniejszej wiedzy o tkaninach, ponieważ zapewniamy pełne szkolenie. Wolontariuszom nie wolno dotykać obiektów z kolekcji bez obecności kuratora. W dniu szkolenia zapewniamy obiad.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you must shadow an experienced guide", "you may shadow an experienced guide")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Experience: no prior knowledge of textiles needed",
                        "Experience: prior knowledge of textiles needed",
                    )
                ],
                "negation",
            ),
            Slip(2, [("w sobotę 12 kwietnia", "w sobotę 19 kwietnia")], "date"),
        ],
    ),
    Case(
        key="en-citycycle-bike-share-price-change",
        source="From 1 June, CityCycle is changing its prices. A single ride will cost €1.50 for the first 30 minutes, then €0.50 for every additional 15 minutes. E-bikes carry a €1 unlocking fee. The annual pass goes up from €60 to €72 and still includes unlimited 45-minute rides on classic bikes. Students with a valid university card can keep the €60 price if they renew before 31 May. Existing passes are not affected until their renewal date. The new tariff table is available at citycycle.ie/prices, and questions can be sent to support@citycycle.ie.",
        good=[
            Good(
                "preserve",
                "CityCycle prices change on 1 June. You'll pay €1.50 for the first 30 minutes of a single ride and €0.50 for each additional 15 minutes after that, plus a €1 unlocking fee on e-bikes. The annual pass rises from €60 to €72 and still gives you unlimited 45-minute rides on classic bikes. If you're a student with a valid university card, you can keep the €60 price by renewing before 31 May. If you already have a pass, nothing changes until your renewal date. You'll find the new tariff table at citycycle.ie/prices, and you can send any questions to support@citycycle.ie.",
            ),
            Good(
                "preserve",
                """CityCycle – new prices from 1 June

Single ride: €1.50 for the first 30 minutes, then €0.50 per additional 15 minutes
E-bikes: €1 unlocking fee
Annual pass: €72 (previously €60), still with unlimited 45-minute rides on classic bikes
Students: you can keep the €60 price if you renew before 31 May with a valid university card
Existing passes: not affected until their renewal date
Full tariff table: citycycle.ie/prices
Questions: support@citycycle.ie""",
            ),
            Good(
                "pl",
                "Od 1 czerwca CityCycle zmienia ceny. Pojedynczy przejazd będzie kosztował 1,50 € za pierwsze 30 minut, a następnie 0,50 € za każde kolejne 15 minut. Przy rowerach elektrycznych obowiązuje opłata za odblokowanie w wysokości 1 €. Karnet roczny podrożeje z 60 € do 72 € i nadal będzie obejmował nielimitowane 45-minutowe przejazdy na rowerach klasycznych. Studenci z ważną legitymacją mogą zachować cenę 60 €, jeśli przedłużą karnet przed 31 maja. Zmiana nie dotyczy obecnych karnetów aż do dnia ich odnowienia. Nowa tabela opłat jest dostępna na stronie citycycle.ie/prices, a pytania można kierować na adres support@citycycle.ie.",
            ),
        ],
        bad=[
            Slip(0, [("and €0.50 for each additional", "and €0.80 for each additional")], "number"),
            Slip(
                1,
                [
                    (
                        "with a valid university card\n",
                        "with a valid university card (the same offer applies to pensioners)\n",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("support@citycycle.ie", "help@citycycle.ie")], "url"),
        ],
    ),
    Case(
        key="en-lower-valley-flood-risk-update",
        source="The updated flood risk assessment for the lower Tamer valley, published by the Regional Environment Agency in March 2024, estimates that around 1,200 homes are at risk of flooding in a 1-in-100-year event, up from 850 in the 2017 assessment. The increase is likely due to revised rainfall projections rather than new development. The modelling follows the method of Pereira and Hall (2021, Journal of Flood Risk Management, 14(3), 211–229). Sea-level rise could add a further 300 properties by 2050, although this figure is highly uncertain. The agency will consult residents between 2 September and 25 October 2024 before finalising its flood defence plan.",
        good=[
            Good(
                "preserve",
                "The Regional Environment Agency's updated flood risk assessment for the lower Tamer valley, published in March 2024, estimates that around 1,200 homes are at risk in a 1-in-100-year flood – up from 850 in the 2017 assessment. The rise is likely down to revised rainfall projections rather than new development. The modelling uses the method set out by Pereira and Hall (2021, Journal of Flood Risk Management, 14(3), 211–229). By 2050, sea-level rise could put another 300 properties at risk, but that figure is highly uncertain. Before finalising its flood defence plan, the agency will consult residents from 2 September to 25 October 2024.",
            ),
            Good(
                "preserve",
                """Lower Tamer valley – flood risk assessment update (Regional Environment Agency, March 2024)

- Homes at risk in a 1-in-100-year event: an estimated 1,200 or so, up from 850 in the 2017 assessment
- Reason for the increase: likely the revised rainfall projections, not new development
- Method: Pereira and Hall (2021), Journal of Flood Risk Management, 14(3), 211–229
- Sea-level rise: could add a further 300 properties by 2050, though this figure is highly uncertain
- Next step: consultation with residents from 2 September to 25 October 2024, before the flood defence plan is finalised""",
            ),
            Good(
                "pl",
                "Zaktualizowana ocena ryzyka powodziowego dla doliny dolnej Tamer, opublikowana przez Regional Environment Agency w marcu 2024 r., szacuje, że w razie powodzi stuletniej zagrożonych jest około 1200 domów, wobec 850 w ocenie z 2017 r. Wzrost wynika prawdopodobnie ze zaktualizowanych prognoz opadów, a nie z nowej zabudowy. Modelowanie opiera się na metodzie Pereiry i Halla (2021, Journal of Flood Risk Management, 14(3), 211–229). Wzrost poziomu morza może do 2050 r. dodać kolejne 300 zagrożonych nieruchomości, choć ta liczba jest obarczona dużą niepewnością. Przed ostatecznym przyjęciem planu ochrony przeciwpowodziowej agencja przeprowadzi konsultacje z mieszkańcami od 2 września do 25 października 2024 r.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("from 2 September to 25 October 2024", "from 2 September to 25 November 2024")],
                "date",
            ),
            Slip(1, [("14(3), 211–229", "14(3), 112–129")], "citation"),
            Slip(2, [("Wzrost wynika prawdopodobnie ze", "Wzrost wynika ze")], "hedge"),
        ],
    ),
    Case(
        key="en-insurer-gdpr-subject-access-requests",
        source="Under Article 15 of the GDPR, you have the right to obtain a copy of the personal data we hold about you. Send your request to privacy@northwind-insurance.eu or by post to our Data Protection Officer. We must respond within one month of receiving the request; for complex requests this may be extended by two further months, as permitted by Article 12(3), and we will tell you if that happens. The first copy is free of charge. We may ask you to confirm your identity before we release any data, but we will not ask for more information than we need. We cannot disclose data that would reveal personal information about other people.",
        good=[
            Good(
                "preserve",
                "Article 15 of the GDPR gives you the right to a copy of the personal data we hold about you. To make a request, e-mail privacy@northwind-insurance.eu or write to our Data Protection Officer. We are required to reply within one month of receiving your request. If the request is complex, Article 12(3) allows us to extend that period by two further months, and we will let you know if we do so. Your first copy costs nothing. Before releasing any data, we may ask you to confirm your identity, but we will not ask for more information than we need. Data that would reveal personal information about other people cannot be disclosed.",
            ),
            Good(
                "preserve",
                """How to request your personal data (GDPR, Article 15)

1. Send your request to privacy@northwind-insurance.eu, or post it to our Data Protection Officer.
2. We may ask you to confirm your identity before releasing any data – we will not ask for more information than we need.
3. We must respond within one month of receiving your request. For complex requests, this may be extended by two further months under Article 12(3); we will tell you if that happens.
4. Your first copy is free of charge.

Please note: we cannot disclose data that would reveal personal information about other people.""",
            ),
            Good(
                "pl",
                "Na podstawie art. 15 RODO masz prawo uzyskać kopię danych osobowych, które o Tobie przechowujemy. Żądanie prześlij na adres privacy@northwind-insurance.eu albo pocztą do naszego inspektora ochrony danych. Musimy odpowiedzieć w ciągu miesiąca od otrzymania żądania; w przypadku żądań złożonych termin ten może zostać przedłużony o kolejne dwa miesiące, na co pozwala art. 12 ust. 3, i wówczas Cię o tym poinformujemy. Pierwsza kopia jest bezpłatna. Przed udostępnieniem danych możemy poprosić o potwierdzenie tożsamości, ale nie będziemy żądać więcej informacji, niż to konieczne. Nie możemy udostępniać danych, które ujawniałyby dane osobowe innych osób.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Data that would reveal personal information about other people cannot be disclosed.",
                        "Data that would reveal personal information about other people can also be disclosed.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("3. We must respond within one month", "3. We should respond within one month")],
                "modality",
            ),
            Slip(2, [("art. 12 ust. 3", "art. 21 ust. 3")], "legal_reference"),
        ],
    ),
    Case(
        key="en-etl-workshop-laptop-setup-instructions",
        source="""### Before the workshop

Please set up your laptop **before** Thursday's session, because we will not have time to fix installation problems in the room.

1. Install Docker Desktop (version 4.30 or later).
2. Clone the workshop repository: `git clone https://github.com/datacraft-lab/etl-workshop.git`
3. Run `docker compose up` in the cloned folder and wait until the notebook opens at `http://localhost:8888`.

You do not need a paid Docker subscription. If the notebook does not open, post the error message in the #etl-workshop channel and a mentor will help you before Thursday. The Wi-Fi at the venue is slow, so don't leave the downloads for the morning.""",
        good=[
            Good(
                "preserve",
                """### Before the workshop

Please get your laptop ready **before** the Thursday session – we won't have time to sort out installation problems in the room.

1. Install Docker Desktop, version 4.30 or newer.
2. Clone the workshop repository with `git clone https://github.com/datacraft-lab/etl-workshop.git`
3. In the cloned folder, run `docker compose up` and wait for the notebook to open at `http://localhost:8888`.

A paid Docker subscription is not necessary. If the notebook doesn't open, post the error message in the #etl-workshop channel and a mentor will help you before Thursday. The venue Wi-Fi is slow, so please don't leave the downloads until the morning.""",
            ),
            Good(
                "preserve",
                """### Before the workshop

Please have your laptop set up **before** Thursday's session: there will be no time in the room to resolve installation problems.

1. Install Docker Desktop (4.30 or later).
2. Clone the repository: `git clone https://github.com/datacraft-lab/etl-workshop.git`
3. From the cloned folder, run `docker compose up`, then wait until the notebook opens at `http://localhost:8888`.

No paid Docker subscription is required. Should the notebook fail to open, post the error message in the #etl-workshop channel, and a mentor will help you before Thursday. Because the venue's Wi-Fi is slow, don't leave the downloads for the morning.""",
            ),
            Good(
                "pl",
                """### Przed warsztatami

Prosimy przygotować laptopa **przed** czwartkowymi zajęciami, ponieważ na sali nie będzie czasu na rozwiązywanie problemów z instalacją.

1. Zainstaluj Docker Desktop (w wersji 4.30 lub nowszej).
2. Sklonuj repozytorium warsztatów: `git clone https://github.com/datacraft-lab/etl-workshop.git`
3. W sklonowanym folderze uruchom `docker compose up` i poczekaj, aż notatnik otworzy się pod adresem `http://localhost:8888`.

Płatna subskrypcja Dockera nie jest potrzebna. Jeśli notatnik się nie otworzy, opublikuj komunikat o błędzie na kanale #etl-workshop, a mentor pomoże Ci przed czwartkiem. Wi-Fi w miejscu warsztatów jest wolne, więc nie zostawiaj pobierania na rano.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "A paid Docker subscription is not necessary.",
                        "A paid Docker subscription is necessary.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("### Before the workshop", "# Before the workshop")], "markdown"),
            Slip(
                2,
                [
                    (
                        "Płatna subskrypcja Dockera nie jest potrzebna. Jeśli notatnik się nie otworzy, opublikuj komunikat o błędzie na kanale #etl-workshop, a mentor pomoże Ci przed czwartkiem.",
                        "You do not need a paid Docker subscription. If the notebook does not open, post the error message in the #etl-workshop channel and a mentor will help you before Thursday.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-community-solar-coop-annual-results",
        source="Sunfield Community Energy's rooftop array on Brookside School generated 212 MWh in 2024, about 8% less than forecast, mainly because of a cloudy summer and a three-week inverter fault in August. The school used roughly 60% of the output directly, and the rest was exported to the grid. Members will receive a 4.5% return on their shares for the year, slightly below the 5% target. The board expects generation to recover in 2025, but warns that export prices are likely to fall. The annual general meeting will vote on whether to fund a second array at the library; no decision has been made yet.",
        good=[
            Good(
                "preserve",
                "In 2024 the rooftop array that Sunfield Community Energy runs on Brookside School produced 212 MWh. That is about 8% below forecast, chiefly because of a cloudy summer and an inverter fault that lasted three weeks in August. Roughly 60% of the output was used directly by the school; the remainder went to the grid. For the year, members will get a 4.5% return on their shares, a little under the 5% target. The board expects generation to recover in 2025 but warns that export prices will likely fall. Whether to fund a second array at the library will be put to a vote at the annual general meeting – nothing has been decided yet.",
            ),
            Good(
                "preserve",
                """Sunfield Community Energy – 2024 in brief

- Generation: 212 MWh from the Brookside School rooftop array, about 8% less than forecast
- Why: mainly a cloudy summer and a three-week inverter fault in August
- Use: the school used roughly 60% of the output directly; the rest was exported to the grid
- Member return: 4.5% on shares for the year, slightly below the 5% target
- Outlook: the board expects generation to recover in 2025 but warns that export prices are likely to fall
- Next: the annual general meeting will vote on funding a second array at the library; no decision has been made yet""",
            ),
            Good(
                "pl",
                "Instalacja dachowa Sunfield Community Energy na budynku szkoły Brookside wyprodukowała w 2024 r. 212 MWh energii, czyli około 8% mniej, niż prognozowano – głównie z powodu pochmurnego lata i trzytygodniowej awarii falownika w sierpniu. Szkoła zużyła bezpośrednio mniej więcej 60% produkcji, a resztę oddano do sieci. Członkowie otrzymają za ten rok 4,5% zwrotu z udziałów, nieco poniżej docelowych 5%. Zarząd spodziewa się, że w 2025 r. produkcja wróci do normy, ale ostrzega, że ceny energii oddawanej do sieci prawdopodobnie spadną. Walne zgromadzenie zagłosuje nad tym, czy sfinansować drugą instalację na bibliotece; decyzja jeszcze nie zapadła.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "warns that export prices will likely fall",
                        "warns that export prices will fall",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "a three-week inverter fault in August",
                        "a three-week inverter fault in August caused by a lightning strike",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("wyprodukowała w 2024 r. 212 MWh", "wyprodukowała w 2024 r. 221 MWh")],
                "number",
            ),
        ],
    ),
]
