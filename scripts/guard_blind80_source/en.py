# ruff: noqa: E501, RUF001
"""English source cases of blind set 80: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-apprenticeship-levy-employer-paybill-allowance",
        source="The Apprenticeship Levy applies to employers whose annual pay bill exceeds £3 million. It is charged at 0.5% of the pay bill and each employer receives an allowance of £15,000 a year to offset against the amount due. The levy is collected monthly through PAYE alongside Income Tax and National Insurance, under Part 6 of the Finance Act 2016. Employers must report the levy on their Employer Payment Summary by the 19th of the following month. Funds in your apprenticeship service account expire after 24 months if they are not used. Connected companies may share a single allowance, but they must agree how it is split before the start of the tax year.",
        good=[
            Good(
                "preserve",
                "If your annual pay bill is more than £3 million, you pay the Apprenticeship Levy. It's charged at 0.5% of your pay bill, and you get a £15,000 yearly allowance to set against what you owe. You pay it every month through PAYE, together with Income Tax and National Insurance; the legal basis is Part 6 of the Finance Act 2016. You must report the levy on your Employer Payment Summary by the 19th of the following month. Keep in mind that any funds in your apprenticeship service account that you don't use expire after 24 months. If your company is connected to others, you may share a single allowance, but you must agree how it is split before the tax year starts.",
            ),
            Good(
                "preserve",
                "Apprenticeship Levy – key points for employers:\n- Who pays: employers with an annual pay bill above £3 million.\n- Rate: 0.5% of the pay bill, offset by an allowance of £15,000 per year.\n- Collection: monthly via PAYE, together with Income Tax and National Insurance (Finance Act 2016, Part 6).\n- Reporting: the levy must be reported on the Employer Payment Summary by the 19th of the following month.\n- Unused funds: money in the apprenticeship service account expires after 24 months if it is not used.\n- Connected companies: they may share one allowance, but must agree the split before the tax year begins.",
            ),
            Good(
                "pl",
                "Opłata na rzecz praktyk zawodowych (Apprenticeship Levy) dotyczy pracodawców, których roczny fundusz wynagrodzeń przekracza 3 mln GBP. Wynosi ona 0,5% funduszu wynagrodzeń, a każdy pracodawca otrzymuje roczny odpis w wysokości 15 000 GBP, który pomniejsza należną kwotę. Opłata jest pobierana co miesiąc w ramach systemu PAYE, razem z podatkiem dochodowym i składkami na National Insurance, na podstawie części 6 ustawy Finance Act 2016. Pracodawcy muszą wykazać opłatę w deklaracji Employer Payment Summary do 19. dnia następnego miesiąca. Niewykorzystane środki na koncie w serwisie apprenticeship service wygasają po 24 miesiącach. Spółki powiązane mogą dzielić jeden odpis, ale przed początkiem roku podatkowego muszą uzgodnić, jak zostanie on podzielony.",
            ),
        ],
        bad=[
            Slip(0, [("£15,000 yearly allowance", "£10,000 yearly allowance")], "number"),
            Slip(
                1, [("(Finance Act 2016, Part 6)", "(Finance Act 2016, Part 4)")], "legal_reference"
            ),
            Slip(2, [("Pracodawcy muszą wykazać", "Pracodawcy powinni wykazać")], "modality"),
        ],
    ),
    Case(
        key="en-cattery-boarding-vaccination-checkin-terms",
        source="All cats staying with us must have a current vaccination certificate covering feline enteritis and cat flu, with the last booster given at least 14 days before arrival. We cannot accept cats without valid paperwork, and this includes regular guests. Please bring your cat's usual food; a sudden change of diet will probably upset their stomach during the stay. Check-in is between 9 am and 11 am, and collection is between 3 pm and 5 pm, Monday to Saturday. We are closed on Sundays and bank holidays. If your cat needs medication, we will give it at no extra charge, but we do not administer injections other than insulin.",
        good=[
            Good(
                "preserve",
                "Before your cat comes to stay, please check that their vaccination certificate is up to date: it must cover feline enteritis and cat flu, and the last booster must have been given no less than 14 days before arrival. Without valid paperwork we cannot take your cat, even if they are one of our regular guests. You can drop off between 9 am and 11 am and pick up between 3 pm and 5 pm, Monday to Saturday; we are closed on Sundays and bank holidays. Do bring your cat's usual food, as a sudden switch in diet will probably give them an upset stomach while they're here. We'll give any medication free of charge, though we do not give injections apart from insulin.",
            ),
            Good(
                "preserve",
                "Boarding terms\n1. Vaccination: every cat must hold a current certificate covering feline enteritis and cat flu. The most recent booster must have been given at least 14 days prior to arrival. Cats without valid documentation cannot be accepted; regular guests are not exempt.\n2. Food: owners are asked to supply their cat's usual food, since an abrupt change of diet is likely to cause stomach upset during the stay.\n3. Hours: check-in 9–11 am, collection 3–5 pm, Monday to Saturday. The cattery is closed on Sundays and bank holidays.\n4. Medication: given at no additional cost. Injections are not administered, except insulin.",
            ),
            Good(
                "pl",
                "Wszystkie koty przebywające u nas muszą mieć aktualne świadectwo szczepienia obejmujące panleukopenię (zakaźne zapalenie jelit kotów) i koci katar, a ostatnia dawka przypominająca musi zostać podana co najmniej 14 dni przed przyjazdem. Nie możemy przyjąć kotów bez ważnych dokumentów – dotyczy to także stałych gości. Prosimy o przywiezienie karmy, którą kot zwykle je; nagła zmiana diety prawdopodobnie wywoła u niego problemy żołądkowe w trakcie pobytu. Przyjęcia odbywają się w godzinach 9:00–11:00, a odbiory w godzinach 15:00–17:00, od poniedziałku do soboty. W niedziele i święta państwowe jesteśmy nieczynni. Jeśli kot wymaga leków, podamy je bez dodatkowej opłaty, ale nie wykonujemy zastrzyków innych niż insulina.",
            ),
        ],
        bad=[
            Slip(0, [("Monday to Saturday", "Monday to Friday")], "date"),
            Slip(1, [("regular guests are not exempt", "regular guests are exempt")], "negation"),
            Slip(
                2,
                [("nagła zmiana diety prawdopodobnie wywoła", "nagła zmiana diety wywoła")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-public-defibrillator-circuit-guardian-registration",
        source="## Registering a public-access defibrillator\n\nGuardians of a public-access defibrillator (PAD) should register it on The Circuit at [www.thecircuit.uk](https://www.thecircuit.uk) so that ambulance call handlers can direct bystanders to it.\n\nYou will need:\n\n- the cabinet's exact location and postcode\n- the device make and model\n- the expiry dates of the pads and battery\n\nOnce registered, you must confirm the device is rescue-ready at least once a month. If the defibrillator is used, replace the pads before returning it to service. Questions can be sent to support@thecircuit.uk.",
        good=[
            Good(
                "preserve",
                "## How to register a public-access defibrillator\n\nIf you look after a public-access defibrillator (PAD), you should register it on The Circuit ([www.thecircuit.uk](https://www.thecircuit.uk)). This lets ambulance call handlers send bystanders to your device.\n\nHave these details ready:\n\n- the exact location of the cabinet, with its postcode\n- the make and model of the device\n- when the pads and the battery expire\n\nAfter registration you must check at least once a month that the device is rescue-ready. After any use, fit new pads before the defibrillator goes back into service. Send any questions to support@thecircuit.uk.",
            ),
            Good(
                "preserve",
                "## Registering a public-access defibrillator (PAD)\n\nGuardians should register their PAD on The Circuit, [www.thecircuit.uk](https://www.thecircuit.uk), so that ambulance call handlers are able to direct bystanders to it.\n\nTo register, gather:\n\n1. the cabinet's precise location and postcode;\n2. the make and model of the device;\n3. the expiry dates of the pads and the battery.\n\nRegistered guardians must confirm at least once a month that the device is rescue-ready, and after the defibrillator has been used, the pads have to be replaced before it goes back into service. For questions, email support@thecircuit.uk.",
            ),
            Good(
                "pl",
                "## Rejestracja defibrylatora publicznie dostępnego\n\nOpiekunowie defibrylatora publicznie dostępnego (PAD) powinni zarejestrować go w systemie The Circuit pod adresem [www.thecircuit.uk](https://www.thecircuit.uk), aby dyspozytorzy pogotowia ratunkowego mogli kierować do niego świadków zdarzenia.\n\nPotrzebne będą:\n\n- dokładna lokalizacja szafki i kod pocztowy\n- marka i model urządzenia\n- daty ważności elektrod i baterii\n\nPo rejestracji opiekun musi co najmniej raz w miesiącu potwierdzać, że urządzenie jest gotowe do użycia. Jeśli defibrylator zostanie użyty, przed przywróceniem go do użytku trzeba wymienić elektrody. Pytania można kierować na adres support@thecircuit.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("([www.thecircuit.uk](https://www.thecircuit.uk))", "(www.thecircuit.uk)")],
                "markdown",
            ),
            Slip(1, [("email support@thecircuit.uk", "email support@thecircuit.org.uk")], "url"),
            Slip(2, [("opiekun musi co najmniej", "opiekun powinien co najmniej")], "modality"),
        ],
    ),
    Case(
        key="en-museum-lacquer-cabinet-loan-conditions",
        source="Under this agreement the Lender loans the object, a 17th-century lacquered cabinet (inventory no. LM.2214), to the Borrower for the exhibition period of 14 March to 30 August 2026. The Borrower shall maintain relative humidity at 50% ± 5% and temperature between 18°C and 22°C in the display area. Light levels on the object must not exceed 50 lux. The object will not be removed from its case without a courier appointed by the Lender being present. The Borrower insures the object nail to nail for £420,000 and will not photograph it for commercial purposes without written consent.",
        good=[
            Good(
                "preserve",
                "Loan of a 17th-century lacquered cabinet (inventory no. LM.2214) from the Lender to the Borrower – key conditions:\n- Exhibition period: 14 March to 30 August 2026.\n- Display area: the Borrower shall keep relative humidity at 50% ± 5% and the temperature between 18°C and 22°C.\n- Light: levels on the object must not exceed 50 lux.\n- Handling: the object will not be taken out of its case unless a courier appointed by the Lender is present.\n- Insurance: the Borrower insures the object nail to nail for £420,000.\n- Photography: the Borrower will not photograph the object for commercial purposes without written consent.",
            ),
            Good(
                "preserve",
                "The Lender agrees to lend the Borrower a 17th-century lacquered cabinet, inventory number LM.2214, for an exhibition running from 14 March to 30 August 2026. In the display area, the Borrower shall keep relative humidity at 50% (± 5%) and hold the temperature at 18–22°C; the light falling on the object must not be higher than 50 lux. The object will not be removed from its case unless a courier appointed by the Lender is in attendance. The Borrower will provide nail-to-nail insurance of £420,000 and will not take photographs of the object for commercial use without written consent.",
            ),
            Good(
                "pl",
                "Na mocy niniejszej umowy Użyczający użycza Biorącemu obiekt – lakierowaną szafkę z XVII wieku (nr inw. LM.2214) – na okres wystawy od 14 marca do 30 sierpnia 2026 r. Biorący zapewni w przestrzeni ekspozycyjnej wilgotność względną na poziomie 50% ± 5% oraz temperaturę od 18°C do 22°C. Natężenie światła padającego na obiekt nie może przekraczać 50 luksów. Obiekt nie zostanie wyjęty z gabloty bez obecności kuriera wyznaczonego przez Użyczającego. Biorący ubezpiecza obiekt w systemie „od gwoździa do gwoździa” na kwotę 420 000 GBP i nie będzie go fotografować w celach komercyjnych bez pisemnej zgody.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "nail to nail for £420,000.",
                        "nail to nail for £420,000, with the premium refunded by the Lender.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("18–22°C", "18–24°C")], "number"),
            Slip(2, [("Obiekt nie zostanie wyjęty", "Obiekt zostanie wyjęty")], "negation"),
        ],
    ),
    Case(
        key="en-coastal-cliff-fall-footpath-diversion",
        source="The section of the coast path between Hallow Point and Seaborne Cove is closed from 3 February 2025 following a cliff fall. Recent surveys suggest a further 2 metres of the cliff edge could collapse over the winter, so the closure is likely to remain in place until at least the end of April. A signed diversion of about 1.5 miles follows Carrow Lane inland and rejoins the path at the Seaborne car park. Walkers should not climb over the barriers or use the beach at high tide. Updated information and a map of the diversion are published at www.northcoastpaths.gov.uk/closures.",
        good=[
            Good(
                "preserve",
                "Following a cliff fall, the coast path between Hallow Point and Seaborne Cove is closed from 3 February 2025. Recent surveys suggest that another 2 metres of the cliff edge could give way during the winter, so the path is likely to stay closed until at least the end of April. You can follow a signed diversion of roughly 1.5 miles, which heads inland along Carrow Lane and meets the path again at the Seaborne car park. You should not climb over the barriers or use the beach at high tide. For updates and a map of the diversion, see www.northcoastpaths.gov.uk/closures.",
            ),
            Good(
                "preserve",
                "Coast path closure: Hallow Point to Seaborne Cove\n- Closed from: 3 February 2025, after a cliff fall.\n- Likely to stay closed: until at least the end of April, as recent surveys suggest a further 2 metres of the cliff edge could collapse over the winter.\n- Diversion: signed, about 1.5 miles, inland via Carrow Lane, rejoining the path at the Seaborne car park.\n- Safety: walkers should not climb over the barriers or go onto the beach at high tide.\n- Updates and diversion map: www.northcoastpaths.gov.uk/closures",
            ),
            Good(
                "pl",
                "Odcinek ścieżki nadmorskiej między Hallow Point a Seaborne Cove jest zamknięty od 3 lutego 2025 r. w związku z osunięciem się klifu. Niedawne pomiary wskazują, że zimą może obsunąć się kolejne 2 metry krawędzi klifu, dlatego zamknięcie prawdopodobnie potrwa co najmniej do końca kwietnia. Oznakowany objazd o długości około 1,5 mili prowadzi w głąb lądu drogą Carrow Lane i łączy się ze ścieżką przy parkingu Seaborne. Piesi nie powinni przechodzić przez barierki ani korzystać z plaży w czasie przypływu. Aktualne informacje oraz mapa objazdu są publikowane pod adresem www.northcoastpaths.gov.uk/closures.",
            ),
        ],
        bad=[
            Slip(
                0, [("until at least the end of April", "until at least the end of March")], "date"
            ),
            Slip(1, [("- Likely to stay closed:", "- Stays closed:")], "hedge"),
            Slip(2, [("www.northcoastpaths.gov.uk/closures", "www.northcoastpaths.gov.uk")], "url"),
        ],
    ),
    Case(
        key="en-student-accommodation-deposit-protection-deductions",
        source="Your deposit of £450 will be protected in the Tenancy Deposit Scheme within 30 days of receipt, as required by section 213 of the Housing Act 2004. We will not deduct anything for fair wear and tear. At the end of the tenancy we will inspect your room and return the deposit, less any agreed deductions, within 10 days of you handing back your keys. If you disagree with a deduction, you can raise a dispute with the scheme free of charge; you do not have to accept our proposed amount. Deductions may be made for unpaid rent, cleaning beyond normal standards or damage to furniture.",
        good=[
            Good(
                "preserve",
                "The tenant's deposit of £450 will be protected in the Tenancy Deposit Scheme within 30 days of its receipt, in accordance with section 213 of the Housing Act 2004. Deductions may be made for unpaid rent, cleaning beyond normal standards or damage to furniture, but nothing will be deducted for fair wear and tear. When the tenancy ends, the room will be inspected and the deposit, minus any agreed deductions, returned within 10 days of the keys being handed back. A tenant who disagrees with a deduction can raise a dispute with the scheme at no cost and does not have to accept the amount proposed.",
            ),
            Good(
                "preserve",
                "What happens to my deposit?\nYour £450 deposit goes into the Tenancy Deposit Scheme within 30 days of us receiving it – section 213 of the Housing Act 2004 requires this.\n\nWhat can you deduct?\nUnpaid rent, cleaning beyond normal standards or damage to furniture. We won't deduct anything for fair wear and tear.\n\nWhen do I get it back?\nAt the end of the tenancy we inspect your room, then return the deposit, less any agreed deductions, within 10 days of you handing back your keys.\n\nWhat if I disagree with a deduction?\nYou don't have to accept the amount we propose: you can raise a dispute with the scheme free of charge.",
            ),
            Good(
                "pl",
                "Twoja kaucja w wysokości 450 GBP zostanie zabezpieczona w programie Tenancy Deposit Scheme w ciągu 30 dni od jej otrzymania, zgodnie z wymogiem sekcji 213 ustawy Housing Act 2004. Nie potrącimy niczego z tytułu normalnego zużycia. Po zakończeniu najmu sprawdzimy Twój pokój i zwrócimy kaucję, pomniejszoną o ewentualne uzgodnione potrącenia, w ciągu 10 dni od oddania kluczy. Jeśli nie zgadzasz się z potrąceniem, możesz bezpłatnie zgłosić spór do programu; nie musisz przyjmować proponowanej przez nas kwoty. Potrącenia mogą dotyczyć niezapłaconego czynszu, sprzątania wykraczającego poza zwykły standard lub uszkodzenia mebli.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 213 of the Housing Act 2004", "section 231 of the Housing Act 2004")],
                "legal_reference",
            ),
            Slip(1, [("Your £450 deposit", "Your £540 deposit")], "number"),
            Slip(
                2,
                [
                    (
                        "nie musisz przyjmować proponowanej przez nas kwoty",
                        "musisz przyjąć proponowaną przez nas kwotę",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-farmers-market-trader-pitch-fees",
        source="Traders must arrive by 7.30 am and have their stall set up before the market opens at 9 am. Vehicles have to be moved to the trader car park by 8.45 am. Pitch fees are £35 per Saturday, or £120 for a block of four weeks paid in advance. At least 80% of the produce you sell should be grown, reared or made by you within 30 miles of the market. You may sell bought-in goods only if they are clearly labelled as such. Every trader needs public liability insurance of at least £5 million and must display their business name on the stall.",
        good=[
            Good(
                "preserve",
                "Market rules for traders:\n- You must arrive by 7.30 am, and your stall must be set up before we open at 9 am.\n- Your vehicle has to be in the trader car park by 8.45 am.\n- Pitch fees: £35 per Saturday, or £120 for a four-week block paid in advance.\n- At least 80% of what you sell should be grown, reared or made by you within 30 miles of the market.\n- Bought-in goods may be sold only if they are clearly labelled as bought in.\n- You need public liability insurance of at least £5 million.\n- Your business name must be displayed on your stall.",
            ),
            Good(
                "preserve",
                "All traders are required to arrive no later than 7.30 am and to have their stalls set up ahead of the 9 am opening. By 8.45 am, vehicles have to be moved to the trader car park. A pitch costs £35 for each Saturday, or £120 for a block of four weeks if paid in advance. Traders should grow, rear or make at least 80% of their produce themselves, within 30 miles of the market; goods bought in from elsewhere may be sold only when clearly labelled as such. Each trader needs public liability insurance of at least £5 million and must display their business name on the stall.",
            ),
            Good(
                "pl",
                "Sprzedawcy muszą przyjechać do 7:30 i rozstawić stoisko przed otwarciem targu o 9:00. Pojazdy trzeba przestawić na parking dla sprzedawców do 8:45. Opłata za stanowisko wynosi 35 GBP za sobotę lub 120 GBP za blok czterech tygodni płatny z góry. Co najmniej 80% sprzedawanych produktów powinno pochodzić z Twojej własnej uprawy, hodowli lub wytwórni w promieniu 30 mil od targu. Towary kupione od innych możesz sprzedawać tylko wtedy, gdy są wyraźnie oznaczone jako takie. Każdy sprzedawca musi mieć ubezpieczenie OC działalności na sumę co najmniej 5 mln GBP i umieścić na stoisku nazwę swojej firmy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "should be grown, reared or made by you",
                        "must be grown, reared or made by you",
                    )
                ],
                "modality",
            ),
            Slip(1, [("at least 80% of their produce", "at least 60% of their produce")], "number"),
            Slip(
                2,
                [("35 GBP za sobotę", "35 GBP za sobotę (w tym dostęp do prądu)")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-open-water-swim-club-lake-safety",
        source="Members must not swim alone at any time, and everyone must sign in with the safety officer before entering the water. A brightly coloured tow float and swim cap are compulsory for all sessions. Water temperature at the lake in early May is usually around 12°C, which can cause cold water shock in the first minute, so enter slowly and let your breathing settle. New members should complete an induction swim before joining the main sessions. If you feel unwell or start to shiver uncontrollably, leave the water immediately and tell a steward. Sessions may be cancelled at short notice if blue-green algae are detected.",
        good=[
            Good(
                "preserve",
                "Never swim on your own, and always sign in with the safety officer before you get in the water. You'll need a brightly coloured tow float and a swim cap at every session – they're compulsory. In early May the lake is usually about 12°C, and water that cold can trigger cold water shock in the first minute, so get in slowly and let your breathing settle. If you're new, you should do an induction swim before you join the main sessions. Feel unwell or start shivering uncontrollably? Get out straight away and tell a steward. Please note that sessions may be cancelled at short notice if blue-green algae are found.",
            ),
            Good(
                "preserve",
                "Open water safety rules\n- Swimming alone is not permitted at any time.\n- All members must sign in with the safety officer before entering the water.\n- A brightly coloured tow float and a swim cap are compulsory at every session.\n- In early May the lake's temperature is usually around 12°C; this can cause cold water shock during the first minute. Enter slowly and allow your breathing to settle.\n- New members should complete an induction swim before taking part in the main sessions.\n- Anyone who feels unwell or starts shivering uncontrollably must leave the water immediately and inform a steward.\n- Sessions may be cancelled at short notice if blue-green algae are detected.",
            ),
            Good(
                "pl",
                "Członkom klubu nie wolno nigdy pływać w pojedynkę, a przed wejściem do wody każdy musi zgłosić się do oficera bezpieczeństwa. Na wszystkich zajęciach obowiązkowe są jaskrawa boja asekuracyjna i czepek. Na początku maja woda w jeziorze ma zwykle około 12°C, co w pierwszej minucie może wywołać szok zimnowodny, dlatego wchodź powoli i pozwól, by oddech się uspokoił. Nowi członkowie powinni odbyć pływanie wprowadzające, zanim dołączą do głównych zajęć. Jeśli źle się poczujesz lub zaczniesz niekontrolowanie drżeć, natychmiast wyjdź z wody i powiedz o tym stewardowi. Zajęcia mogą zostać odwołane w krótkim terminie, jeśli wykryte zostaną sinice.",
            ),
        ],
        bad=[
            Slip(
                0, [("you should do an induction swim", "you may do an induction swim")], "modality"
            ),
            Slip(
                1, [("Swimming alone is not permitted", "Swimming alone is permitted")], "negation"
            ),
            Slip(2, [("może wywołać szok zimnowodny", "wywołuje szok zimnowodny")], "hedge"),
        ],
    ),
    Case(
        key="en-householder-planning-refusal-appeal-deadline",
        source="Notice of refusal: application ref. 24/01873/HOU, single-storey rear extension at 12 Orchard Rise. If you wish to appeal against this decision, you must do so within 12 weeks of the date of this notice, which is 9 October 2024. Appeals are made to the Planning Inspectorate online at www.gov.uk/appeal-planning-decision, under section 78 of the Town and Country Planning Act 1990. The Inspectorate will not normally accept late appeals. Householder appeals are usually decided on the basis of written evidence, and a decision is likely within about 18 weeks.",
        good=[
            Good(
                "preserve",
                "Your application (ref. 24/01873/HOU) for a single-storey rear extension at 12 Orchard Rise has been refused. If you want to appeal against the decision, you must do so within 12 weeks of the date of this notice, 9 October 2024. Appeals go to the Planning Inspectorate and are made online at www.gov.uk/appeal-planning-decision, under section 78 of the Town and Country Planning Act 1990. Late appeals will not normally be accepted by the Inspectorate. Householder appeals are usually decided on written evidence, and you are likely to get a decision within about 18 weeks.",
            ),
            Good(
                "preserve",
                "Refusal of planning permission\n- Application: 24/01873/HOU – single-storey rear extension, 12 Orchard Rise\n- Date of notice: 9 October 2024\n- Deadline: any appeal must be made within 12 weeks of the date of this notice\n- How to appeal: online to the Planning Inspectorate at www.gov.uk/appeal-planning-decision (section 78, Town and Country Planning Act 1990)\n- Late appeals: not normally accepted by the Inspectorate\n- What to expect: householder appeals are usually decided on written evidence; a decision is likely within about 18 weeks",
            ),
            Good(
                "pl",
                "Zawiadomienie o odmowie: wniosek nr 24/01873/HOU, parterowa dobudówka z tyłu budynku przy 12 Orchard Rise. Jeśli chcą Państwo odwołać się od tej decyzji, muszą Państwo to zrobić w ciągu 12 tygodni od daty niniejszego zawiadomienia, czyli od 9 października 2024 r. Odwołania składa się do Planning Inspectorate przez internet na stronie www.gov.uk/appeal-planning-decision, na podstawie sekcji 78 ustawy Town and Country Planning Act 1990. Inspektorat co do zasady nie przyjmuje odwołań złożonych po terminie. Odwołania dotyczące domów jednorodzinnych są zwykle rozpatrywane na podstawie dowodów pisemnych, a decyzja zapadnie prawdopodobnie w ciągu około 18 tygodni.",
            ),
        ],
        bad=[
            Slip(0, [("this notice, 9 October 2024", "this notice, 19 October 2024")], "date"),
            Slip(
                1,
                [("(section 78, Town and Country", "(section 73, Town and Country")],
                "legal_reference",
            ),
            Slip(
                2, [("www.gov.uk/appeal-planning-decision", "www.gov.uk/planning-appeals")], "url"
            ),
        ],
    ),
    Case(
        key="en-dental-practice-missed-appointment-charges",
        source="We ask patients to give at least 24 hours' notice if they need to cancel or rearrange an appointment. Appointments cancelled with less notice, or missed without any contact, will be charged at £25 for a check-up and £60 for longer treatment sessions. NHS patients who miss two appointments in a 12-month period may be removed from our list. We will not charge for cancellations caused by a documented medical emergency. You can cancel by phone on 0161 496 0725 or through the online booking portal at any time. Text reminders are sent 48 hours before each appointment.",
        good=[
            Good(
                "preserve",
                "If you need to cancel or move an appointment, please let us know at least 24 hours beforehand. If you cancel with less notice than that, or miss an appointment without contacting us, we charge £25 for a check-up and £60 for longer treatment sessions. We won't charge you if the cancellation was caused by a documented medical emergency. If you're an NHS patient and miss two appointments within 12 months, you may be removed from our list. You can cancel at any time by calling 0161 496 0725 or through the online booking portal, and we'll text you a reminder 48 hours before each appointment.",
            ),
            Good(
                "preserve",
                "Cancellation policy\n1. Notice: patients are asked to give a minimum of 24 hours' notice to cancel or rearrange an appointment.\n2. Charges: where less notice is given, or an appointment is missed with no contact, a fee of £25 (check-up) or £60 (longer treatment session) applies.\n3. Exceptions: no charge is made where the cancellation results from a documented medical emergency.\n4. NHS patients: missing two appointments within a 12-month period may lead to removal from the practice list.\n5. How to cancel: by telephone on 0161 496 0725 or via the online booking portal, at any time.\n6. Reminders: a text message is sent 48 hours before each appointment.",
            ),
            Good(
                "pl",
                "Prosimy pacjentów o informowanie nas co najmniej 24 godziny wcześniej, jeśli muszą odwołać lub przełożyć wizytę. Za wizyty odwołane później lub opuszczone bez żadnego kontaktu pobieramy opłatę 25 GBP za przegląd i 60 GBP za dłuższe zabiegi. Pacjenci NHS, którzy w ciągu 12 miesięcy opuszczą dwie wizyty, mogą zostać skreśleni z naszej listy. Nie pobieramy opłat za odwołania spowodowane udokumentowanym nagłym przypadkiem medycznym. Wizytę można odwołać w dowolnym momencie telefonicznie pod numerem 0161 496 0725 lub przez internetowy system rezerwacji. Przypomnienia SMS wysyłamy 48 godzin przed każdą wizytą.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("£60 for longer treatment sessions", "£80 for longer treatment sessions")],
                "number",
            ),
            Slip(1, [("may lead to removal", "will lead to removal")], "modality"),
            Slip(
                2,
                [("Nie pobieramy opłat za odwołania", "Pobieramy opłaty za odwołania")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-microplastics-drinking-water-review-summary",
        source="A systematic review by Koelmans et al. (2019), published in Water Research (vol. 155, pp. 410–422), assessed 50 studies of microplastics in drinking water and freshwater. The authors found that most studies had methodological weaknesses and that only 4 scored positively on all quality criteria. Reported concentrations varied by several orders of magnitude between studies, partly because sampling and counting methods differed. The review concluded that there is currently no evidence that microplastics at the levels reported pose a health risk to humans, although data on the smallest particles are probably too limited to rule such a risk out. The World Health Organization reached a similar conclusion in a report published the same year.",
        good=[
            Good(
                "preserve",
                "Koelmans and colleagues (2019) looked at 50 studies on microplastics in drinking water and freshwater in a systematic review published in Water Research (vol. 155, pp. 410–422). Most of these studies had weaknesses in their methods; just 4 scored positively on every quality criterion. The concentrations reported differed by several orders of magnitude from one study to another, partly because the studies sampled and counted particles in different ways. According to the review, there is at present no evidence that microplastics at the reported levels are a health risk for people – although there is probably too little data on the smallest particles to rule such a risk out. The World Health Organization came to a similar conclusion in a report it published that same year.",
            ),
            Good(
                "preserve",
                "In their systematic review (Water Research, 155, 410–422), Koelmans et al. (2019) evaluated 50 studies on microplastics in drinking water and freshwater and found most of them methodologically weak: only 4 scored positively on all quality criteria. Reported concentrations spanned several orders of magnitude, in part owing to differences in sampling and counting methods. The authors concluded that there is currently no evidence of a human health risk from microplastics at the reported levels, while noting that data on the smallest particles are probably too limited to rule such a risk out. A World Health Organization report from the same year reached a similar conclusion.",
            ),
            Good(
                "pl",
                "Przegląd systematyczny Koelmansa i in. (2019), opublikowany w „Water Research” (t. 155, s. 410–422), objął 50 badań dotyczących mikroplastiku w wodzie pitnej i słodkiej. Autorzy stwierdzili, że większość badań miała słabości metodologiczne, a tylko 4 spełniły wszystkie kryteria jakości. Raportowane stężenia różniły się między badaniami o kilka rzędów wielkości, częściowo dlatego, że stosowano różne metody pobierania próbek i liczenia cząstek. W przeglądzie stwierdzono, że obecnie nie ma dowodów na to, by mikroplastik na odnotowanych poziomach stanowił zagrożenie dla zdrowia ludzi, choć danych o najmniejszych cząstkach jest prawdopodobnie zbyt mało, by takie ryzyko wykluczyć. Światowa Organizacja Zdrowia doszła do podobnego wniosku w raporcie opublikowanym w tym samym roku.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Koelmans and colleagues (2019)", "Koelmans and colleagues (2021)")],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "data on the smallest particles are probably too limited",
                        "data on the smallest particles are too limited",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("objął 50 badań", "objął 30 badań")], "number"),
        ],
    ),
    Case(
        key="en-tidewatch-cli-readme-installation-section",
        source="## Installation\n\n`tidewatch` requires Python 3.10 or later. Install it from PyPI:\n\n```bash\npip install tidewatch\n```\n\nYou should install it in a virtual environment rather than system-wide. On first run, the tool creates a config file at `~/.config/tidewatch/config.toml`; you can change the station with the `station_id` key. To fetch tide tables without an internet connection, you must download them first with `tidewatch sync --days 30`. Data comes from the UK Hydrographic Office and may lag behind official predictions by up to 24 hours.",
        good=[
            Good(
                "preserve",
                "## Installation\n\nYou'll need Python 3.10 or newer to run `tidewatch`. It's published on PyPI, so installing it takes one command:\n\n```bash\npip install tidewatch\n```\n\nRather than installing it system-wide, you should put it in a virtual environment. The first time you run it, `tidewatch` writes a config file to `~/.config/tidewatch/config.toml`, where the `station_id` key lets you change the station. Tide tables for offline use must be downloaded first with `tidewatch sync --days 30`. Note that the data comes from the UK Hydrographic Office and may be up to 24 hours behind the official predictions.",
            ),
            Good(
                "preserve",
                "## Installation\n\n- **Requirements:** Python 3.10 or later.\n- **Install from PyPI:**\n\n  ```bash\n  pip install tidewatch\n  ```\n\n- **Recommended:** use a virtual environment instead of a system-wide install.\n- **Configuration:** on first run a config file is created at `~/.config/tidewatch/config.toml`. Use the `station_id` key to change the station.\n- **Offline use:** you must first download the tide tables with `tidewatch sync --days 30`.\n- **Data source:** the UK Hydrographic Office; data may lag behind official predictions by up to 24 hours.",
            ),
            Good(
                "pl",
                "## Instalacja\n\n`tidewatch` wymaga Pythona 3.10 lub nowszego. Zainstaluj go z PyPI:\n\n```bash\npip install tidewatch\n```\n\nZaleca się instalację w środowisku wirtualnym zamiast w całym systemie. Przy pierwszym uruchomieniu narzędzie tworzy plik konfiguracyjny `~/.config/tidewatch/config.toml`; stację można zmienić za pomocą klucza `station_id`. Aby korzystać z tabel pływów bez połączenia z internetem, musisz najpierw pobrać je poleceniem `tidewatch sync --days 30`. Dane pochodzą z UK Hydrographic Office i mogą być opóźnione względem oficjalnych prognoz nawet o 24 godziny.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("`~/.config/tidewatch/config.toml`", "`~/.config/tidewatch/config.yaml`")],
                "code",
            ),
            Slip(
                1,
                [("  ```bash\n  pip install tidewatch\n  ```\n", "  pip install tidewatch\n")],
                "markdown",
            ),
            Slip(2, [("musisz najpierw pobrać", "możesz najpierw pobrać")], "modality"),
        ],
    ),
    Case(
        key="en-pagekit-release-notes-deprecations-fetch",
        source="### Deprecations in 4.2\n\n- `Client.fetch_all()` is deprecated and will be removed in version 5.0, planned for March 2026. Use `Client.iter_pages()` instead.\n- The `timeout` argument no longer accepts strings; pass a number of seconds.\n- Python 3.8 is not supported from this release onwards.\n\nExisting code that calls `fetch_all()` will keep working until 5.0, but each call now emits a `DeprecationWarning`. We do not plan to backport fixes to the 3.x branch after 30 June 2025. If you cannot migrate in time, pin `pagekit<5.0` in your requirements.",
        good=[
            Good(
                "preserve",
                "### Deprecations in 4.2\n\n`Client.fetch_all()` is now deprecated; switch to `Client.iter_pages()`. It will be removed in 5.0, which is planned for March 2026. Until then your existing `fetch_all()` calls will keep working, although every call now emits a `DeprecationWarning`. Two further changes: the `timeout` argument no longer accepts strings (give it a number of seconds instead), and Python 3.8 is not supported from this release onwards. After 30 June 2025 we do not plan to backport fixes to the 3.x branch. Can't migrate in time? Pin `pagekit<5.0` in your requirements.",
            ),
            Good(
                "preserve",
                "### What's deprecated in 4.2\n\n- `Client.fetch_all()`: deprecated, with removal in version 5.0 (planned for March 2026). Replace it with `Client.iter_pages()`.\n- `timeout`: strings are no longer accepted; give the value as a number of seconds.\n- Python 3.8: not supported from this release on.\n\nCalls to `fetch_all()` in existing code will continue to work until 5.0, but each one now emits a `DeprecationWarning`. There are no plans to backport fixes to the 3.x branch after 30 June 2025. If you can't migrate in time, pin `pagekit<5.0` in your requirements.",
            ),
            Good(
                "pl",
                "### Elementy przestarzałe w wersji 4.2\n\n- Metoda `Client.fetch_all()` jest przestarzała i zostanie usunięta w wersji 5.0, planowanej na marzec 2026 r. Zamiast niej używaj `Client.iter_pages()`.\n- Argument `timeout` nie przyjmuje już ciągów znaków; podawaj liczbę sekund.\n- Od tego wydania Python 3.8 nie jest obsługiwany.\n\nIstniejący kod wywołujący `fetch_all()` będzie działał do wersji 5.0, ale każde wywołanie emituje teraz `DeprecationWarning`. Po 30 czerwca 2025 r. nie planujemy przenoszenia poprawek do gałęzi 3.x. Jeśli nie zdążysz z migracją, przypnij `pagekit<5.0` w swoich zależnościach.",
            ),
        ],
        bad=[
            Slip(0, [("switch to `Client.iter_pages()`", "switch to `Client.iter_all()`")], "code"),
            Slip(
                1, [("There are no plans to backport", "There are plans to backport")], "negation"
            ),
            Slip(2, [("Po 30 czerwca 2025 r.", "Po 30 czerwca 2026 r.")], "date"),
        ],
    ),
    Case(
        key="en-adolescent-screen-time-sleep-evidence",
        source="Evidence linking evening screen use to shorter sleep in adolescents is fairly consistent, but the size of the effect appears to be modest. A meta-analysis by Carter et al. (2016) in JAMA Pediatrics, pooling 20 studies with over 125,000 children, found that bedtime media device use was associated with roughly double the odds of inadequate sleep. However, most of the included studies were cross-sectional, so they cannot show that screens cause poor sleep. Later work by Orben and Przybylski (2020) suggested that each additional hour of screen time may be linked to only a few minutes less sleep. Longitudinal studies are still needed.",
        good=[
            Good(
                "preserve",
                "Studies fairly consistently link evening screen use with teenagers sleeping less, though the effect seems to be modest. Carter et al. (2016) pooled 20 studies covering more than 125,000 children in a meta-analysis in JAMA Pediatrics and found that using media devices at bedtime was associated with roughly twice the odds of not getting enough sleep. Most of those studies, however, were cross-sectional, which means they cannot show that screens cause poor sleep. Later research by Orben and Przybylski (2020) suggested that every extra hour of screen time may be linked to just a few minutes' less sleep. Longitudinal studies are still needed.",
            ),
            Good(
                "preserve",
                "The association between evening screen use and shorter sleep among adolescents is fairly consistent, although the effect appears modest. In a JAMA Pediatrics meta-analysis of 20 studies (over 125,000 children), Carter et al. (2016) reported that bedtime media device use was associated with approximately twice the odds of inadequate sleep. Because most of the included studies were cross-sectional, they cannot establish that screens cause poor sleep. Subsequently, Orben and Przybylski (2020) suggested that each additional hour of screen time may be associated with only a few minutes' less sleep. Longitudinal research is still needed.",
            ),
            Good(
                "pl",
                "Dowody wiążące wieczorne korzystanie z ekranów z krótszym snem u nastolatków są dość spójne, ale siła tego efektu wydaje się umiarkowana. Metaanaliza Cartera i in. (2016) opublikowana w „JAMA Pediatrics”, obejmująca 20 badań i ponad 125 000 dzieci, wykazała, że korzystanie z urządzeń multimedialnych przed snem wiązało się z mniej więcej dwukrotnie większą szansą na niewystarczającą ilość snu. Większość uwzględnionych badań miała jednak charakter przekrojowy, więc nie mogą one wykazać, że ekrany powodują słaby sen. Późniejsze prace Orbena i Przybylskiego (2020) sugerowały, że każda dodatkowa godzina przed ekranem może wiązać się z zaledwie kilkoma minutami krótszego snu. Nadal potrzebne są badania podłużne.",
            ),
        ],
        bad=[
            Slip(0, [("Carter et al. (2016)", "Carter et al. (2018)")], "citation"),
            Slip(
                1,
                [
                    (
                        "may be associated with only a few minutes'",
                        "is associated with only a few minutes'",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Nadal potrzebne są badania podłużne.",
                        "Nadal potrzebne są badania podłużne; pierwsze z nich prowadzi obecnie Uniwersytet Oksfordzki.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-millbrook-allotment-waiting-list-tenancy",
        source="There are currently 140 people on the waiting list for allotments at Millbrook Road, and the typical wait is around two years. Plots are offered in order of application date, and residents of the parish take priority. When you are offered a plot, you must reply within 14 days or the offer will pass to the next person. Tenancies run from 1 October to 30 September and the rent, £48 for a full plot, is due by 31 October. Tenants may keep chickens but not cockerels, and bonfires are not allowed between April and September. At least 75% of the plot should be cultivated.",
        good=[
            Good(
                "preserve",
                "The Millbrook Road allotments currently have a waiting list of 140 people, and you can typically expect to wait around two years. Plots are offered in order of application date, with parish residents taking priority. If you're offered a plot, you must reply within 14 days; otherwise the offer passes to the next person. Each tenancy runs from 1 October to 30 September. Rent for a full plot is £48 and is due by 31 October. You should cultivate at least 75% of your plot. You may keep chickens, but not cockerels, and bonfires are not allowed from April to September.",
            ),
            Good(
                "preserve",
                "Millbrook Road allotments – waiting list and tenancy\n- Waiting list: 140 people at present; the typical wait is around two years.\n- Order of offers: by application date, with priority for parish residents.\n- Accepting an offer: you must reply within 14 days, or the offer passes to the next person.\n- Tenancy year: 1 October – 30 September.\n- Rent: £48 for a full plot, due by 31 October.\n- Cultivation: at least 75% of the plot should be cultivated.\n- Animals: chickens may be kept; cockerels may not.\n- Bonfires: not allowed between April and September.",
            ),
            Good(
                "pl",
                "Na liście oczekujących na działki przy Millbrook Road jest obecnie 140 osób, a typowy czas oczekiwania wynosi około dwóch lat. Działki są oferowane według daty złożenia wniosku, a pierwszeństwo mają mieszkańcy parafii. Po otrzymaniu oferty musisz odpowiedzieć w ciągu 14 dni, w przeciwnym razie oferta przejdzie na kolejną osobę. Umowy dzierżawy obowiązują od 1 października do 30 września, a czynsz – 48 GBP za pełną działkę – należy zapłacić do 31 października. Dzierżawcy mogą trzymać kury, ale nie koguty, a od kwietnia do września nie wolno palić ognisk. Co najmniej 75% działki powinno być uprawiane.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("You should cultivate at least 75%", "You must cultivate at least 75%")],
                "modality",
            ),
            Slip(1, [("due by 31 October", "due by 31 December")], "date"),
            Slip(2, [("nie wolno palić ognisk", "wolno palić ogniska")], "negation"),
        ],
    ),
    Case(
        key="en-vital-trial-vitamin-d-findings",
        source="The VITAL trial, reported by Manson et al. in the New England Journal of Medicine (2019; 380:33–44), randomly assigned 25,871 adults in the United States to vitamin D3 at 2,000 IU a day or a placebo. After a median follow-up of 5.3 years, vitamin D did not lower the overall incidence of invasive cancer or major cardiovascular events. A secondary analysis hinted at fewer cancer deaths, but the authors cautioned that this finding may be due to chance. For most healthy adults, the results suggest that routine high-dose supplementation is unlikely to prevent these diseases.",
        good=[
            Good(
                "preserve",
                "In the VITAL trial, 25,871 adults in the United States were randomly assigned either 2,000 IU of vitamin D3 a day or a placebo. The results, published by Manson et al. in the New England Journal of Medicine (2019; 380:33–44), showed that after a median follow-up of 5.3 years vitamin D did not reduce the overall incidence of invasive cancer or of major cardiovascular events. A secondary analysis hinted at fewer cancer deaths, but the authors warned that this may be down to chance. For most healthy adults, then, the findings suggest that routine high-dose supplements are unlikely to prevent these diseases.",
            ),
            Good(
                "preserve",
                "Trial: VITAL (Manson et al., N Engl J Med 2019; 380:33–44).\nParticipants: 25,871 adults in the United States, randomised to vitamin D3 2,000 IU daily or placebo.\nFollow-up: median 5.3 years.\nMain result: vitamin D did not lower the overall incidence of invasive cancer or major cardiovascular events.\nSecondary analysis: hinted at fewer cancer deaths, a finding the authors cautioned may be due to chance.\nImplication: the results suggest that, for most healthy adults, routine high-dose supplementation is unlikely to prevent these diseases.",
            ),
            Good(
                "pl",
                "W badaniu VITAL, opisanym przez Mansona i wsp. w „New England Journal of Medicine” (2019; 380:33–44), 25 871 dorosłych mieszkańców Stanów Zjednoczonych przydzielono losowo do przyjmowania witaminy D3 w dawce 2000 j.m. dziennie lub placebo. Po medianie obserwacji wynoszącej 5,3 roku witamina D nie zmniejszyła ogólnej zachorowalności na nowotwory inwazyjne ani częstości poważnych incydentów sercowo-naczyniowych. Analiza dodatkowa sugerowała mniejszą liczbę zgonów z powodu nowotworów, ale autorzy zastrzegli, że wynik ten może być dziełem przypadku. Wyniki sugerują, że u większości zdrowych dorosłych rutynowa suplementacja dużymi dawkami prawdopodobnie nie zapobiega tym chorobom.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "in the New England Journal of Medicine (2019; 380:33–44)",
                        "in The Lancet (2019; 380:33–44)",
                    )
                ],
                "citation",
            ),
            Slip(1, [("vitamin D3 2,000 IU daily", "vitamin D3 1,000 IU daily")], "number"),
            Slip(
                2,
                [("wynik ten może być dziełem przypadku", "wynik ten jest dziełem przypadku")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-eastfield-library-ebook-lending-terms",
        source="Members of Eastfield Libraries can borrow up to 10 e-books and 5 audiobooks at a time through the Libby app. Loans last 21 days and are returned automatically, so you will never be charged a late fee. You may renew a title once, provided no one else has reserved it. To sign in, you need your library card number and PIN; if you have forgotten your PIN, reset it at eastfield.gov.uk/library-pin. Some titles are only available to read online and cannot be downloaded to a Kindle. For help, email ebooks@eastfield.gov.uk.",
        good=[
            Good(
                "preserve",
                "Borrowing e-books and audiobooks from Eastfield Libraries\n- Use the Libby app to borrow up to 10 e-books and 5 audiobooks at a time.\n- Each loan lasts 21 days and is returned automatically, so you'll never be charged a late fee.\n- You may renew a title once, as long as nobody else has reserved it.\n- Sign in with your library card number and PIN. Forgotten your PIN? Reset it at eastfield.gov.uk/library-pin.\n- Some titles can only be read online and can't be downloaded to a Kindle.\n- Need help? Email ebooks@eastfield.gov.uk.",
            ),
            Good(
                "preserve",
                "Eastfield Libraries members can have up to 10 e-books and 5 audiobooks on loan at any one time via the Libby app. The loan period is 21 days; titles are returned automatically, which means no late fee will ever be charged. A title may be renewed once, on condition that it has not been reserved by another member. Signing in requires a library card number and PIN, and a forgotten PIN can be reset at eastfield.gov.uk/library-pin. Certain titles are available for online reading only and cannot be downloaded to a Kindle. For assistance, contact ebooks@eastfield.gov.uk.",
            ),
            Good(
                "pl",
                "Członkowie Eastfield Libraries mogą wypożyczyć jednocześnie do 10 e-booków i 5 audiobooków w aplikacji Libby. Wypożyczenie trwa 21 dni, a tytuły są zwracane automatycznie, więc nigdy nie zapłacisz kary za przetrzymanie. Tytuł możesz przedłużyć jeden raz, pod warunkiem że nikt inny go nie zarezerwował. Aby się zalogować, potrzebujesz numeru karty bibliotecznej i PIN-u; jeśli nie pamiętasz PIN-u, zresetuj go na stronie eastfield.gov.uk/library-pin. Niektóre tytuły są dostępne tylko do czytania online i nie można ich pobrać na czytnik Kindle. W razie pytań napisz na adres ebooks@eastfield.gov.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Reset it at eastfield.gov.uk/library-pin",
                        "Reset it at eastfield.gov.uk/library",
                    )
                ],
                "url",
            ),
            Slip(1, [("A title may be renewed once", "A title will be renewed once")], "modality"),
            Slip(
                2,
                [
                    (
                        "napisz na adres ebooks@eastfield.gov.uk.",
                        "napisz na adres ebooks@eastfield.gov.uk – odpowiadamy w ciągu 24 godzin.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-council-christmas-bin-collection-changes",
        source="Bin collections will change over the Christmas and New Year period. Collections due on Wednesday 25 December will take place on Friday 27 December, and those due on Wednesday 1 January will move to Friday 3 January. All other days are unaffected. We will collect up to 3 extra bags of recycling placed next to your blue bin on your first collection after Christmas. Real Christmas trees can be left out for collection until 17 January; please cut trees taller than 1.8 metres in half. Garden waste collections are suspended for two weeks and restart on 6 January.",
        good=[
            Good(
                "preserve",
                "Christmas and New Year bin collections\n- Wednesday 25 December collections move to Friday 27 December.\n- Wednesday 1 January collections move to Friday 3 January.\n- Collections on all other days are unaffected.\n- On your first collection after Christmas, we'll take up to 3 extra bags of recycling left next to your blue bin.\n- You can put real Christmas trees out for collection until 17 January. If your tree is taller than 1.8 metres, please cut it in half.\n- Garden waste collections are suspended for two weeks and restart on 6 January.",
            ),
            Good(
                "preserve",
                "Over Christmas and New Year, bin collections will change. Collections scheduled for Wednesday 25 December will instead take place on Friday 27 December, and those scheduled for Wednesday 1 January will move to Friday 3 January; collections on all other days are unaffected. At the first collection after Christmas, up to 3 additional bags of recycling placed beside the blue bin will be collected. Real Christmas trees can be put out for collection until 17 January, and residents are asked to cut trees over 1.8 metres tall in half. Garden waste collections will be suspended for two weeks and resume on 6 January.",
            ),
            Good(
                "pl",
                "W okresie świąt Bożego Narodzenia i Nowego Roku zmienią się terminy odbioru odpadów. Odbiory zaplanowane na środę 25 grudnia odbędą się w piątek 27 grudnia, a te zaplanowane na środę 1 stycznia zostaną przeniesione na piątek 3 stycznia. W pozostałe dni nic się nie zmienia. Przy pierwszym odbiorze po świętach zabierzemy do 3 dodatkowych worków z surowcami wtórnymi postawionych obok niebieskiego pojemnika. Żywe choinki można wystawiać do odbioru do 17 stycznia; drzewka wyższe niż 1,8 metra prosimy przeciąć na pół. Odbiór odpadów zielonych zostaje zawieszony na dwa tygodnie i zostanie wznowiony 6 stycznia.",
            ),
        ],
        bad=[
            Slip(0, [("move to Friday 3 January", "move to Saturday 4 January")], "date"),
            Slip(1, [("up to 3 additional bags", "up to 5 additional bags")], "number"),
            Slip(
                2,
                [
                    (
                        "Żywe choinki można wystawiać do odbioru do 17 stycznia; drzewka wyższe niż 1,8 metra prosimy przeciąć na pół. Odbiór odpadów zielonych zostaje zawieszony na dwa tygodnie i zostanie wznowiony 6 stycznia.",
                        "Real Christmas trees can be left out for collection until 17 January; please cut trees taller than 1.8 metres in half. Garden waste collections are suspended for two weeks and restart on 6 January.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-riverside-bike-share-price-changes",
        source="From 1 July, the price of a single ride on Riverside Bikes will rise from £1.50 to £1.80 for the first 30 minutes, with each additional 30 minutes costing £1. E-bikes will carry a surcharge of 15p per minute. Annual members will still get unlimited 45-minute rides for £120 a year, and existing memberships will not change price until their renewal date. Bikes must be returned to a docking station; leaving a bike elsewhere may result in a £20 recovery fee. Riders must be aged 16 or over and should wear a helmet.",
        good=[
            Good(
                "preserve",
                "Riverside Bikes prices are changing from 1 July. A single ride will cost £1.80 instead of £1.50 for the first 30 minutes, and every extra 30 minutes will be £1. If you ride an e-bike, there's a surcharge of 15p a minute. As an annual member, you'll still get unlimited 45-minute rides for £120 a year, and if you already have a membership, its price won't change until your renewal date. Remember that you must return bikes to a docking station – leaving one anywhere else may mean a £20 recovery fee. You must be 16 or older to ride, and you should wear a helmet.",
            ),
            Good(
                "preserve",
                "Riverside Bikes: new prices from 1 July\n- Single ride, first 30 minutes: £1.80 (currently £1.50)\n- Each additional 30 minutes: £1\n- E-bike surcharge: 15p per minute\n- Annual membership: still £120 a year for unlimited 45-minute rides; existing memberships keep their price until their renewal date\n\nRules: bikes must be returned to a docking station, and a bike left anywhere else may incur a £20 recovery fee. Riders must be at least 16 and should wear a helmet.",
            ),
            Good(
                "pl",
                "Od 1 lipca cena pojedynczego przejazdu rowerem Riverside Bikes wzrośnie z 1,50 GBP do 1,80 GBP za pierwsze 30 minut, a każde kolejne 30 minut będzie kosztować 1 GBP. Za rowery elektryczne obowiązywać będzie dopłata 15 pensów za minutę. Członkowie z abonamentem rocznym nadal będą mieli nielimitowane 45-minutowe przejazdy za 120 GBP rocznie, a cena obecnych abonamentów nie zmieni się do dnia ich odnowienia. Rowery trzeba zwracać do stacji dokującej; pozostawienie roweru w innym miejscu może skutkować opłatą 20 GBP za jego odzyskanie. Użytkownicy muszą mieć ukończone 16 lat i powinni jeździć w kasku.",
            ),
        ],
        bad=[
            Slip(0, [("a surcharge of 15p a minute", "a surcharge of 25p a minute")], "number"),
            Slip(1, [("and should wear a helmet", "and must wear a helmet")], "modality"),
            Slip(
                2,
                [("Od 1 lipca cena", "Od 1 lipca, z powodu rosnących kosztów energii, cena")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-volunteer-enhanced-dbs-check-guide",
        source="# Volunteer DBS checks\n\nVolunteers who work unsupervised with children or vulnerable adults need an **enhanced DBS check** before they start. The check is free for volunteers, but it usually takes about 8 weeks.\n\n## What to bring to your ID appointment\n\n1. your passport or driving licence\n2. a utility bill or bank statement from the last 3 months\n3. your completed application form\n\nWe cannot accept photocopies. See the [DBS eligibility guidance](https://www.gov.uk/government/collections/dbs-eligibility-guidance) for details of which roles qualify. Volunteers who have lived abroad may need an additional overseas criminal record check.",
        good=[
            Good(
                "preserve",
                "# DBS checks for volunteers\n\nIf you will be working unsupervised with children or vulnerable adults, you need an **enhanced DBS check** before you start. Volunteers don't pay for it, but it usually takes about 8 weeks.\n\n## Bring these to your ID appointment\n\n1. your passport or driving licence\n2. a utility bill or bank statement dated within the last 3 months\n3. your filled-in application form\n\nPhotocopies cannot be accepted. The [DBS eligibility guidance](https://www.gov.uk/government/collections/dbs-eligibility-guidance) explains which roles qualify. If you have lived abroad, you may also need an additional overseas criminal record check.",
            ),
            Good(
                "preserve",
                "# Volunteer DBS checks\n\nAn **enhanced DBS check** is needed before you begin if your volunteering involves unsupervised work with children or vulnerable adults. There is no charge to volunteers, though the check usually takes about 8 weeks.\n\n## Your ID appointment: what to bring\n\n1. Your passport or driving licence.\n2. A utility bill or bank statement from the last 3 months.\n3. Your completed application form.\n\nWe can't accept photocopies. Which roles qualify is set out in the [DBS eligibility guidance](https://www.gov.uk/government/collections/dbs-eligibility-guidance). If you have lived abroad, an additional overseas criminal record check may be needed.",
            ),
            Good(
                "pl",
                "# Zaświadczenia DBS dla wolontariuszy\n\nWolontariusze, którzy bez nadzoru pracują z dziećmi lub dorosłymi wymagającymi szczególnej ochrony, przed rozpoczęciem pracy potrzebują **rozszerzonego zaświadczenia DBS** (enhanced DBS check). Dla wolontariuszy jest ono bezpłatne, ale jego uzyskanie trwa zwykle około 8 tygodni.\n\n## Co zabrać na spotkanie weryfikacyjne\n\n1. paszport lub prawo jazdy\n2. rachunek za media lub wyciąg bankowy z ostatnich 3 miesięcy\n3. wypełniony formularz wniosku\n\nNie przyjmujemy kserokopii. Informacje o tym, których ról to dotyczy, znajdziesz w [wytycznych DBS dotyczących kwalifikowalności](https://www.gov.uk/government/collections/dbs-eligibility-guidance). Wolontariusze, którzy mieszkali za granicą, mogą potrzebować dodatkowego zaświadczenia o niekaralności z zagranicy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("## Bring these to your ID appointment", "Bring these to your ID appointment")],
                "markdown",
            ),
            Slip(
                1,
                [("There is no charge to volunteers", "There is a charge to volunteers")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Nie przyjmujemy kserokopii.",
                        "Nie przyjmujemy kserokopii; spotkania odbywają się we wtorki w biurze przy High Street.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
