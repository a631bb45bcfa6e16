# ruff: noqa: E501, RUF001
"""English source cases of blind set 79: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-climbing-centre-first-session-induction",
        source="Before your first session at Gritstone Climbing Centre, every new member must complete a 45-minute induction with a member of staff. Children under 14 are not allowed on the bouldering mats without a supervising adult, and nobody may top-rope until they have passed the belay check. You should bring flat, clean shoes or hire a pair at reception for £4. The auto-belays on walls 3 to 7 must be clipped in before you leave the ground; never climb above the second bolt unclipped. Staff can refuse entry to anyone who seems unwell or intoxicated. Inductions run every day at 10:00, 14:00 and 18:30.",
        good=[
            Good(
                "preserve",
                "New to Gritstone Climbing Centre? Before you climb for the first time, you must do a 45-minute induction with one of our staff. Inductions take place daily at 10:00, 14:00 and 18:30. A few rules to know:\n\n- Under-14s are not allowed on the bouldering mats without a supervising adult.\n- You may not top-rope until you have passed the belay check.\n- On walls 3 to 7, clip into the auto-belay before you leave the ground, and never climb above the second bolt without being clipped in.\n- You should bring flat, clean shoes or hire a pair at reception for £4.\n\nStaff can turn away anyone who seems unwell or intoxicated.",
            ),
            Good(
                "preserve",
                "Gritstone Climbing Centre requires all new members to complete a 45-minute staff-led induction before their first session; inductions are held every day at 10:00, 14:00 and 18:30. Top-roping is not permitted until a climber has passed the belay check, and children under 14 may not use the bouldering mats unless accompanied by a supervising adult. On walls 3 to 7, climbers must clip into the auto-belay before leaving the ground and must never climb beyond the second bolt unclipped. Climbers should bring flat, clean footwear or hire a pair at reception for £4. Staff may refuse entry to anyone who appears unwell or intoxicated.",
            ),
            Good(
                "pl",
                "Przed pierwszą wizytą w Gritstone Climbing Centre każdy nowy członek musi przejść 45-minutowe szkolenie wprowadzające z pracownikiem centrum. Szkolenia odbywają się codziennie o 10:00, 14:00 i 18:30. Dzieci poniżej 14 lat nie mogą przebywać na materacach w strefie boulderowej bez dorosłego opiekuna, a nikt nie może wspinać się na wędkę, dopóki nie zaliczy testu asekuracji. Powinno się przynieść płaskie, czyste obuwie albo wypożyczyć parę w recepcji za 4 £. Na ścianach 3–7 trzeba wpiąć się do autoasekuratora, zanim oderwie się nogi od ziemi; nigdy nie wspinaj się powyżej drugiego przelotu bez wpięcia. Personel może odmówić wstępu osobom, które wyglądają na chore lub nietrzeźwe.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("are not allowed on the bouldering mats", "are allowed on the bouldering mats")],
                "negation",
            ),
            Slip(1, [("for £4", "for £6")], "number"),
            Slip(2, [("musi przejść 45-minutowe", "powinien przejść 45-minutowe")], "modality"),
        ],
    ),
    Case(
        key="en-escooter-rental-rider-terms-summary",
        source="By unlocking a ZipRide e-scooter you confirm that you are at least 18 years old and hold a valid driving licence. Scooters are limited to 20 km/h and must not be ridden on pavements, in line with section 12 of the city's Micromobility Bylaw 2023. Only one person may ride a scooter at a time. A ride costs €1 to unlock plus €0.25 per minute, and parking outside a marked zone adds a €15 fee. Helmets are not mandatory but are strongly recommended. If a scooter is damaged, report it in the app before starting your ride; you will not be charged for faults you report.",
        good=[
            Good(
                "preserve",
                "ZipRide terms in brief:\n\n- Unlocking a scooter means you confirm you are 18 or older and hold a valid driving licence.\n- Top speed is 20 km/h. Riding on pavements is not allowed (section 12 of the city's Micromobility Bylaw 2023).\n- One rider per scooter only.\n- Pricing: €1 to unlock, then €0.25 a minute. Parking outside a marked zone costs an extra €15.\n- Helmets aren't mandatory, though we strongly recommend one.\n- Found damage? Report it in the app before you ride — you won't be charged for faults you report.",
            ),
            Good(
                "preserve",
                "When you unlock a ZipRide e-scooter, you're confirming two things: you're at least 18, and you have a valid driving licence. The scooters top out at 20 km/h, and under section 12 of the city's Micromobility Bylaw 2023 they must not be ridden on pavements. Only one person may be on a scooter at a time. Each ride costs €1 to unlock and €0.25 per minute after that; if you park outside a marked zone, a €15 fee is added. You don't have to wear a helmet, but we strongly recommend it. Spot any damage? Report it in the app before you set off, and you won't be charged for the faults you've reported.",
            ),
            Good(
                "pl",
                "Odblokowując hulajnogę elektryczną ZipRide, potwierdzasz, że masz ukończone 18 lat i ważne prawo jazdy. Prędkość hulajnóg jest ograniczona do 20 km/h, a zgodnie z sekcją 12 miejskiego regulaminu Micromobility Bylaw 2023 nie wolno nimi jeździć po chodnikach. Hulajnogą może jechać tylko jedna osoba naraz. Przejazd kosztuje 1 € za odblokowanie plus 0,25 € za minutę, a zaparkowanie poza wyznaczoną strefą oznacza dodatkową opłatę 15 €. Kask nie jest obowiązkowy, ale zdecydowanie go zalecamy. Jeśli hulajnoga jest uszkodzona, zgłoś to w aplikacji przed rozpoczęciem jazdy – nie obciążymy Cię kosztami zgłoszonych usterek.",
            ),
        ],
        bad=[
            Slip(0, [("section 12", "section 21")], "legal_reference"),
            Slip(1, [("and you won't be charged", "and you will be charged")], "negation"),
            Slip(2, [("0,25 €", "0,35 €")], "number"),
        ],
    ),
    Case(
        key="en-wildlife-rescue-volunteer-shift-brief",
        source="Thank you for volunteering at Ashcombe Wildlife Rescue. Most of your shifts will involve cleaning enclosures, preparing food and washing bedding rather than handling animals. Hedgehogs make up roughly two thirds of our spring admissions, and many of them are likely to be underweight or carrying parasites, so you must wear gloves whenever you touch them or their bedding. Please do not name the animals or talk to them more than necessary: animals that become used to people may struggle to survive after release. Volunteers under 16 can help with food preparation only. If you find an animal in distress outside your shift, phone the hotline rather than bringing it in yourself.",
        good=[
            Good(
                "preserve",
                "Thanks for joining Ashcombe Wildlife Rescue as a volunteer! Expect most of your shifts to be about cleaning enclosures, getting food ready and washing bedding, not handling animals. In spring, roughly two thirds of the animals we take in are hedgehogs, and many are likely to be underweight or have parasites — so you must wear gloves whenever you touch a hedgehog or its bedding. Please don't give the animals names or talk to them more than you need to; once they get used to people, they may find it hard to survive after release. If you're under 16, you can help with food preparation only. And if you come across an animal in distress when you're off shift, call the hotline instead of bringing it in yourself.",
            ),
            Good(
                "preserve",
                "Volunteer brief – Ashcombe Wildlife Rescue\n\nThank you for volunteering. Your shifts will mostly consist of:\n1. cleaning enclosures;\n2. preparing food;\n3. washing bedding.\nHandling animals will not be the main part of your role.\n\nKey points:\n- Hedgehogs account for roughly two thirds of spring admissions. Many are likely to be underweight or to carry parasites, so gloves must be worn whenever you touch them or their bedding.\n- Do not name the animals or speak to them more than necessary. Animals that grow used to people may struggle to survive once released.\n- Volunteers under 16 may help with food preparation only.\n- If you find an animal in distress outside your shift, phone the hotline; do not bring it in yourself.",
            ),
            Good(
                "pl",
                "Dziękujemy, że zgłosiłeś się jako wolontariusz do Ashcombe Wildlife Rescue. Podczas większości dyżurów będziesz sprzątać wybiegi, przygotowywać karmę i prać posłania, a nie zajmować się bezpośrednio zwierzętami. Jeże stanowią mniej więcej dwie trzecie wiosennych przyjęć, a wiele z nich prawdopodobnie ma niedowagę lub pasożyty, dlatego za każdym razem, gdy dotykasz jeża lub jego posłania, musisz mieć na sobie rękawiczki. Prosimy nie nadawać zwierzętom imion i nie mówić do nich więcej, niż to konieczne: zwierzęta przyzwyczajone do ludzi mogą mieć trudności z przetrwaniem po wypuszczeniu na wolność. Wolontariusze poniżej 16 roku życia mogą pomagać wyłącznie przy przygotowywaniu karmy. Jeśli poza dyżurem znajdziesz zwierzę w potrzebie, zadzwoń na infolinię, zamiast samodzielnie je przywozić.",
            ),
        ],
        bad=[
            Slip(0, [("many are likely to be underweight", "many are underweight")], "hedge"),
            Slip(
                1,
                [("phone the hotline;", "phone the hotline, which is staffed 24 hours a day;")],
                "invented_fact",
            ),
            Slip(
                2,
                [("musisz mieć na sobie rękawiczki", "warto mieć na sobie rękawiczki")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-coworking-space-house-rules-markdown",
        source="## House rules – The Foundry co-working\n\n- **Quiet zone:** the second floor is for focused work. Calls are not allowed there; use the phone booths instead.\n- **Kitchen:** label your food with your name and the date. The fridge is cleared every Friday at 17:00.\n- **Meeting rooms:** book through the member portal. Bookings longer than 2 hours need approval from the front desk.\n- **Guests:** members may bring up to two guests per day, who must sign in at reception.\n- **After hours:** the building is open to members 24/7, but the heating switches off at 20:00 on weekdays.",
        good=[
            Good(
                "preserve",
                "## House rules – The Foundry co-working\n\n- **Quiet zone:** keep the second floor for focused work. No calls up there, please — head to the phone booths instead.\n- **Meeting rooms:** reserve them via the member portal; anything over 2 hours has to be approved by the front desk.\n- **Kitchen:** put your name and the date on your food. We empty the fridge every Friday at 17:00.\n- **Guests:** you can bring up to two guests a day, and they must sign in at reception.\n- **After hours:** members can get in 24/7, but the heating goes off at 20:00 on weekdays.",
            ),
            Good(
                "preserve",
                "## The Foundry co-working: house rules\n\n1. **Quiet zone.** The second floor is reserved for focused work. Phone calls are not permitted there; please use the phone booths.\n2. **Kitchen.** Please label your food with your name and the date. The fridge is cleared out each Friday at 17:00.\n3. **Meeting rooms.** Rooms are booked through the member portal, and any booking longer than 2 hours requires front-desk approval.\n4. **Guests.** Each member may bring a maximum of two guests per day; guests must sign in at reception.\n5. **After hours.** Members have access to the building 24/7, although the heating is switched off at 20:00 on weekdays.",
            ),
            Good(
                "pl",
                "## Zasady domu – coworking The Foundry\n\n- **Strefa ciszy:** drugie piętro służy do pracy wymagającej skupienia. Rozmowy telefoniczne są tam zabronione; korzystaj z budek telefonicznych.\n- **Kuchnia:** podpisz swoje jedzenie imieniem i datą. Lodówka jest opróżniana w każdy piątek o 17:00.\n- **Sale spotkań:** rezerwuj je przez portal członkowski. Rezerwacje dłuższe niż 2 godziny wymagają zgody recepcji.\n- **Goście:** członkowie mogą przyprowadzić maksymalnie dwóch gości dziennie, a goście muszą wpisać się na listę w recepcji.\n- **Po godzinach:** budynek jest otwarty dla członków 24/7, ale w dni robocze ogrzewanie wyłącza się o 20:00.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "## House rules – The Foundry co-working\n\n",
                        "House rules – The Foundry co-working\n\n",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [("Phone calls are not permitted there", "Phone calls are permitted there")],
                "negation",
            ),
            Slip(2, [("w każdy piątek o 17:00", "w każdy poniedziałek o 17:00")], "date"),
        ],
    ),
    Case(
        key="en-rare-book-auction-sale-conditions",
        source="Conditions of sale – Harcourt & Lowe rare book auction, lot viewing 3–5 June. All lots are sold as described in the catalogue, and buyers should inspect items in person or request a condition report before bidding. A buyer's premium of 22% is added to the hammer price. Absentee bids must reach us at bids@harcourtlowe.co.uk no later than 24 hours before the sale begins. Payment is due within 7 days; we accept bank transfer and debit cards, but not cheques. Lots may not be collected until payment has cleared. Items that leave the UK may need an export licence, which the buyer is responsible for obtaining.",
        good=[
            Good(
                "preserve",
                "These are the conditions of sale for the Harcourt & Lowe rare book auction (lots can be viewed from 3 to 5 June). Every lot is sold as the catalogue describes it, so before you bid you should inspect items in person or ask for a condition report. The hammer price is subject to a 22% buyer's premium. If you're placing an absentee bid, it must reach bids@harcourtlowe.co.uk at least 24 hours before the sale starts. Payment is due within seven days, by bank transfer or debit card — cheques aren't accepted. You may not collect lots until your payment has cleared. If an item is leaving the UK, it may need an export licence, and getting one is the buyer's responsibility.",
            ),
            Good(
                "preserve",
                "Harcourt & Lowe rare book auction – conditions of sale\n\n- Viewing: 3–5 June.\n- Lots are sold as described in the catalogue. Buyers should view items in person or request a condition report before bidding.\n- Buyer's premium: 22% on top of the hammer price.\n- Absentee bids: must be received at bids@harcourtlowe.co.uk no later than 24 hours before the start of the sale.\n- Payment: due within 7 days by bank transfer or debit card. Cheques are not accepted.\n- Collection: not permitted until payment has cleared.\n- Export: items leaving the UK may require an export licence; obtaining it is the buyer's responsibility.",
            ),
            Good(
                "pl",
                "Warunki sprzedaży – aukcja rzadkich książek Harcourt & Lowe; oglądanie obiektów w dniach 3–5 czerwca. Wszystkie obiekty są sprzedawane zgodnie z opisem w katalogu, a kupujący powinni przed licytacją obejrzeć je osobiście lub poprosić o raport o stanie. Do ceny wylicytowanej doliczana jest opłata aukcyjna kupującego w wysokości 22%. Zlecenia licytacji pod nieobecność muszą do nas dotrzeć na adres bids@harcourtlowe.co.uk najpóźniej 24 godziny przed rozpoczęciem aukcji. Płatność należy uregulować w ciągu 7 dni; przyjmujemy przelewy bankowe i karty debetowe, ale nie czeki. Obiektów nie można odebrać, dopóki płatność nie zostanie zaksięgowana. Przedmioty wywożone poza Wielką Brytanię mogą wymagać pozwolenia na wywóz, za którego uzyskanie odpowiada kupujący.",
            ),
        ],
        bad=[
            Slip(0, [("bids@harcourtlowe.co.uk", "bids@harcourt-lowe.co.uk")], "url"),
            Slip(1, [("22%", "25%")], "number"),
            Slip(
                2,
                [("kupujący powinni przed licytacją", "kupujący muszą przed licytacją")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-lab-mouse-housing-protocol-summary",
        source="Protocol summary: housing and care of laboratory mice (project licence PPL 70/8812). All procedures follow Directive 2010/63/EU and the institution's ethics approval AWERB-2024-117. Mice are housed in groups of up to five in individually ventilated cages, with nesting material and a shelter provided in every cage. Cages are changed weekly, and animals must not be housed singly unless a veterinarian approves it. Body weight is recorded twice a week; a loss of more than 15% from baseline is a humane endpoint. Environmental enrichment follows the recommendations of Baumans (2005, ILAR Journal 46:162–170). Staff who have not completed module 3 training may not handle animals unsupervised.",
        good=[
            Good(
                "preserve",
                "Housing and care of laboratory mice – protocol summary\n\nProject licence: PPL 70/8812. Legal and ethical basis: Directive 2010/63/EU; institutional ethics approval AWERB-2024-117.\n\n- Housing: up to five mice per individually ventilated cage; every cage has nesting material and a shelter.\n- Single housing: not permitted unless approved by a veterinarian.\n- Cage changes: once a week.\n- Monitoring: body weight recorded twice weekly. Weight loss above 15% of baseline is a humane endpoint.\n- Enrichment: as recommended by Baumans (2005, ILAR Journal 46:162–170).\n- Handling: staff who have not completed module 3 training may not handle animals without supervision.",
            ),
            Good(
                "preserve",
                "This summary covers how we house and care for laboratory mice under project licence PPL 70/8812. We work in line with Directive 2010/63/EU and with the institution's ethics approval AWERB-2024-117. We keep mice in groups of no more than five in individually ventilated cages, and each cage contains nesting material and a shelter. We change cages every week. Mice must not be housed alone unless a veterinarian has approved it. We weigh the animals twice a week, and a drop of more than 15% from their baseline weight is a humane endpoint. For enrichment we follow Baumans (2005, ILAR Journal 46:162–170). Anyone who has not finished module 3 training may not handle animals unsupervised.",
            ),
            Good(
                "pl",
                "Streszczenie protokołu: utrzymanie i opieka nad myszami laboratoryjnymi (licencja projektowa PPL 70/8812). Wszystkie procedury są zgodne z dyrektywą 2010/63/UE oraz zgodą komisji etycznej instytucji AWERB-2024-117. Myszy przebywają w grupach liczących maksymalnie pięć osobników w indywidualnie wentylowanych klatkach; w każdej klatce zapewnia się materiał na gniazdo i schronienie. Klatki wymienia się co tydzień, a zwierząt nie wolno trzymać pojedynczo, chyba że zgodzi się na to lekarz weterynarii. Masę ciała odnotowuje się dwa razy w tygodniu; spadek o ponad 15% w stosunku do wartości wyjściowej stanowi humanitarny punkt końcowy. Wzbogacanie środowiska odbywa się zgodnie z zaleceniami Baumans (2005, ILAR Journal 46:162–170). Pracownicy, którzy nie ukończyli szkolenia z modułu 3, nie mogą obsługiwać zwierząt bez nadzoru.",
            ),
        ],
        bad=[
            Slip(0, [("Directive 2010/63/EU", "Directive 86/609/EEC")], "legal_reference"),
            Slip(1, [("Mice must not be housed alone", "Mice must be housed alone")], "negation"),
            Slip(2, [("Baumans (2005", "Baumans (2015")], "citation"),
        ],
    ),
    Case(
        key="en-marathon-bib-transfer-window-policy",
        source="Bib transfers for the Riverside Marathon open on 1 March 2025 and close at 23:59 on 15 April 2025. If you can no longer run, you can transfer your place to another runner through your account at riversidemarathon.org/transfer. The new runner must be at least 18 on race day and will need to pay a £12 administration fee. Each place can be transferred only once, and transfers between distances are not possible. Selling bibs privately or running under someone else's number is not permitted and may lead to disqualification. Refunds are not available, but you may defer your entry to the 2026 race instead.",
        good=[
            Good(
                "preserve",
                "Can't run the Riverside Marathon after all? You can pass your place on to another runner. Transfers open on 1 March 2025 and close at 23:59 on 15 April 2025, and you make them through your account at riversidemarathon.org/transfer. The person taking your place must be at least 18 on race day and will need to pay a £12 administration fee. A place can only be transferred once, and you can't switch to a different distance as part of a transfer. Selling your bib privately, or running with someone else's number, isn't allowed and may get you disqualified. We don't offer refunds, but you may defer your entry to the 2026 race instead.",
            ),
            Good(
                "preserve",
                "Riverside Marathon – bib transfer policy\n\nTransfer window: March 1, 2025 to 11:59 pm on April 15, 2025.\nHow: if you are no longer able to run, transfer your place to another runner through your account at riversidemarathon.org/transfer.\n\nConditions:\n• The new runner must be aged 18 or over on race day and will need to pay a £12 administration fee.\n• A place can be transferred only once.\n• Transfers between distances are not possible.\n• Private bib sales and running under another person's number are not permitted and may result in disqualification.\n\nRefunds: not available; you may instead defer your entry to the 2026 race.",
            ),
            Good(
                "pl",
                "Przepisywanie numerów startowych na Riverside Marathon będzie możliwe od 1 marca 2025 r. do 15 kwietnia 2025 r., do godz. 23:59. Jeśli nie możesz już pobiec, możesz przekazać swoje miejsce innemu biegaczowi przez swoje konto na stronie riversidemarathon.org/transfer. Nowy uczestnik musi mieć ukończone 18 lat w dniu biegu i będzie musiał uiścić opłatę administracyjną w wysokości 12 £. Każde miejsce można przekazać tylko raz, a zmiana dystansu przy przepisaniu nie jest możliwa. Prywatna sprzedaż numerów startowych i bieganie z cudzym numerem są niedozwolone i mogą skutkować dyskwalifikacją. Zwroty opłat nie przysługują, ale zamiast tego możesz przenieść swój start na edycję 2026.",
            ),
        ],
        bad=[
            Slip(0, [("riversidemarathon.org/transfer", "riversidemarathon.com/transfer")], "url"),
            Slip(1, [("April 15, 2025", "April 25, 2025")], "date"),
            Slip(
                2,
                [
                    (
                        "w wysokości 12 £.",
                        "w wysokości 12 £, przekazywaną w całości na cele charytatywne.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-ski-season-pass-refund-terms",
        source="Season passes for Alpenhorn Ski Area are non-refundable once the first lift scan has been recorded. If you have not used your pass, you can request a full refund until 30 November, minus a €20 handling fee. After a documented injury or illness that prevents skiing, a partial refund may be granted, usually around 50% of the unused value, provided you apply within 14 days of the incident and include a doctor's certificate. Refunds are not given for bad weather, poor snow conditions or partial lift closures. Processing typically takes about three weeks. Day passes cannot be refunded or transferred under any circumstances.",
        good=[
            Good(
                "preserve",
                "Once your Alpenhorn Ski Area season pass has been scanned at a lift for the first time, it can no longer be refunded. Haven't used it yet? You can ask for a full refund up to 30 November, less a €20 handling fee. If a documented injury or illness stops you skiing, you may get a partial refund — usually around 50% of the unused value — as long as you apply within 14 days of the incident and attach a doctor's certificate. We don't give refunds for bad weather, poor snow or partial lift closures. Refunds typically take about three weeks to process. Day passes can't be refunded or transferred under any circumstances.",
            ),
            Good(
                "preserve",
                "Alpenhorn Ski Area – refund terms\n\n• Season passes: non-refundable after the first recorded lift scan. An unused pass qualifies for a full refund, less a €20 handling fee, if you request it by 30 November.\n• Injury or illness: where a documented injury or illness prevents skiing, a partial refund may be granted — usually around 50% of the unused value — provided you apply within 14 days of the incident and include a doctor's certificate.\n• Exclusions: no refunds for bad weather, poor snow conditions or partial lift closures.\n• Processing time: typically about three weeks.\n• Day passes: neither refundable nor transferable under any circumstances.",
            ),
            Good(
                "pl",
                "Karnety sezonowe do Alpenhorn Ski Area nie podlegają zwrotowi po zarejestrowaniu pierwszego skanu przy wyciągu. Jeśli nie korzystałeś z karnetu, do 30 listopada możesz wnioskować o pełny zwrot pomniejszony o opłatę manipulacyjną w wysokości 20 €. W przypadku udokumentowanej kontuzji lub choroby uniemożliwiającej jazdę na nartach może zostać przyznany częściowy zwrot, zwykle około 50% niewykorzystanej wartości, pod warunkiem że złożysz wniosek w ciągu 14 dni od zdarzenia i dołączysz zaświadczenie lekarskie. Zwroty nie przysługują z powodu złej pogody, słabych warunków śniegowych ani częściowego zamknięcia wyciągów. Realizacja zwrotu trwa zazwyczaj około trzech tygodni. Karnetów jednodniowych w żadnym wypadku nie można zwrócić ani przekazać innej osobie.",
            ),
        ],
        bad=[
            Slip(0, [("€20", "€25")], "number"),
            Slip(1, [("usually around 50%", "50%")], "hedge"),
            Slip(
                2,
                [
                    ("Zwroty nie przysługują z powodu", "Zwroty przysługują również z powodu"),
                    ("ani częściowego zamknięcia", "i częściowego zamknięcia"),
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-fostering-information-evening-invitation",
        source="Thinking about fostering? Northbridge Council is holding a free information evening on Thursday 12 June from 18:30 to 20:00 at the Civic Centre, Room 4. You'll hear from our fostering team and from two local foster carers about what the role involves, the training we provide and the allowances you may be entitled to. You don't need to own your home or be married to foster, but you must have a spare bedroom. There is no obligation to apply after attending. Places are limited, so please book in advance by calling 01632 960 218. Light refreshments will be served.",
        good=[
            Good(
                "preserve",
                "Considering becoming a foster carer? Come along to Northbridge Council's free information evening on Thursday 12 June, 18:30–20:00, in Room 4 at the Civic Centre. Our fostering team and two local foster carers will talk about what fostering involves, the training we offer and the allowances you may be entitled to. You don't have to be a homeowner or married, but you must have a spare bedroom. Coming along doesn't commit you to applying. Places are limited, so please book ahead on 01632 960 218. Light refreshments will be provided.",
            ),
            Good(
                "preserve",
                "Northbridge Council: fostering information evening\n\nWhen: Thursday 12 June, 6:30–8 pm\nWhere: Civic Centre, Room 4\nCost: free\n\nWhat to expect: our fostering team and two local foster carers will explain what the role involves, the training we provide and the allowances you may be entitled to.\n\nWho can foster: you do not need to own your home or be married, but you must have a spare bedroom.\n\nAttending does not oblige you to apply. Places are limited, so please book in advance by calling 01632 960 218. Light refreshments will be served.",
            ),
            Good(
                "pl",
                "Zastanawiasz się nad zostaniem rodziną zastępczą? Rada Northbridge organizuje bezpłatny wieczór informacyjny w czwartek 12 czerwca w godz. 18:30–20:00 w Civic Centre, sala 4. Nasz zespół ds. pieczy zastępczej oraz dwoje lokalnych rodziców zastępczych opowiedzą, na czym polega ta rola, jakie szkolenia zapewniamy i do jakich świadczeń możesz być uprawniony. Aby zostać rodziną zastępczą, nie musisz być właścicielem domu ani pozostawać w związku małżeńskim, ale musisz mieć wolną sypialnię. Udział w spotkaniu nie zobowiązuje do złożenia wniosku. Liczba miejsc jest ograniczona, dlatego prosimy o wcześniejszą rezerwację pod numerem 01632 960 218. Zapewniamy drobny poczęstunek.",
            ),
        ],
        bad=[
            Slip(0, [("Thursday 12 June", "Thursday 19 June")], "date"),
            Slip(
                1,
                [
                    (
                        "Where: Civic Centre, Room 4",
                        "Where: Civic Centre, Room 4 (free parking on site)",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("ale musisz mieć wolną sypialnię", "ale dobrze byłoby mieć wolną sypialnię")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-flatshare-kitchen-cleaning-rota-rules",
        source="Kitchen rota for Flat 3B: each week one person is responsible for the shared kitchen, starting with Maya on Monday 6 January and rotating in the order on the fridge. The person on duty must wipe the worktops and hob every evening, empty the food bin when it is full and mop the floor once a week. Everyone must wash up their own dishes within 12 hours; nothing should be left to soak overnight. Raw meat has to be stored on the bottom shelf of the fridge. Don't pour fat or oil down the sink. If you can't do your week, swap with someone and update the list.",
        good=[
            Good(
                "preserve",
                "Flat 3B kitchen rota\n\nOne person looks after the shared kitchen each week. Maya starts on Monday 6 January, then it rotates in the order shown on the fridge.\n\nIf it's your week, you must:\n- wipe the worktops and hob every evening;\n- empty the food bin when it's full;\n- mop the floor once a week.\n\nFor everyone:\n- You must wash your own dishes within 12 hours — nothing should be left soaking overnight.\n- Raw meat has to go on the bottom shelf of the fridge.\n- Never pour fat or oil down the sink.\n- Can't do your week? Swap with someone and update the list.",
            ),
            Good(
                "preserve",
                "Here's how the kitchen works in Flat 3B. Every week one of us is in charge of the shared kitchen — Maya kicks off on Monday 6 January, and after that we follow the order on the fridge. Whoever's on duty must wipe down the worktops and hob each evening, empty the food bin whenever it's full, and mop the floor once a week. All of us must wash our own dishes within 12 hours, and nothing should be left to soak overnight. Raw meat has to be kept on the bottom shelf of the fridge, and please don't pour fat or oil down the sink. If you can't manage your week, swap with someone and update the list.",
            ),
            Good(
                "pl",
                "Grafik kuchenny mieszkania 3B: co tydzień jedna osoba odpowiada za wspólną kuchnię. Zaczyna Maya w poniedziałek 6 stycznia, a potem kolejność jest zgodna z listą na lodówce. Osoba dyżurna musi co wieczór przetrzeć blaty i płytę kuchenną, wynieść kosz na odpady spożywcze, gdy jest pełny, i raz w tygodniu umyć podłogę. Każdy musi umyć swoje naczynia w ciągu 12 godzin; niczego nie powinno się zostawiać do namoczenia na noc. Surowe mięso trzeba przechowywać na dolnej półce lodówki. Nie wylewaj tłuszczu ani oleju do zlewu. Jeśli nie możesz wziąć swojego tygodnia, zamień się z kimś i zaktualizuj listę.",
            ),
        ],
        bad=[
            Slip(0, [("within 12 hours", "within 24 hours")], "number"),
            Slip(
                1,
                [("Whoever's on duty must wipe down", "Whoever's on duty should wipe down")],
                "modality",
            ),
            Slip(
                2,
                [("Nie wylewaj tłuszczu ani oleju do zlewu.", "Tłuszcz i olej wylewaj do zlewu.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-cli-tool-readme-installation-section",
        source="## Installation\n\n`tidyrun` requires Python 3.10 or newer. If you work in a virtual environment, activate it before installing. Install the package from PyPI:\n\n```bash\npip install tidyrun\n```\n\nThen create a config file in your project root with `tidyrun init`. This writes `tidyrun.toml`; you should commit it to version control. Do not edit the `[cache]` section by hand unless you know what you are doing – the tool may overwrite it. See the [configuration guide](https://tidyrun.dev/docs/config) for all options.",
        good=[
            Good(
                "preserve",
                "## Installation\n\nYou need Python 3.10 or later to run `tidyrun`. Using a virtual environment? Activate it first, then install the package from PyPI:\n\n```bash\npip install tidyrun\n```\n\nNext, run `tidyrun init` in the root of your project to generate a config file. It creates `tidyrun.toml`, which you should commit to version control. Unless you know what you're doing, don't edit the `[cache]` section manually — the tool may overwrite it. All the options are described in the [configuration guide](https://tidyrun.dev/docs/config).",
            ),
            Good(
                "preserve",
                "## Installation\n\n1. Make sure you have Python 3.10 or newer — `tidyrun` requires it. If you work in a virtual environment, activate it now.\n2. Install the package from PyPI:\n\n   ```bash\n   pip install tidyrun\n   ```\n\n3. In your project root, run `tidyrun init`. This creates a config file, `tidyrun.toml`, which you should commit to version control.\n\nDo not edit the `[cache]` section by hand unless you know what you are doing, as the tool may overwrite it. For every available option, see the [configuration guide](https://tidyrun.dev/docs/config).",
            ),
            Good(
                "pl",
                "## Instalacja\n\n`tidyrun` wymaga Pythona 3.10 lub nowszego. Jeśli pracujesz w środowisku wirtualnym, aktywuj je przed instalacją. Zainstaluj pakiet z PyPI:\n\n```bash\npip install tidyrun\n```\n\nNastępnie utwórz plik konfiguracyjny w katalogu głównym projektu poleceniem `tidyrun init`. Powstanie plik `tidyrun.toml` – powinieneś dodać go do systemu kontroli wersji. Nie edytuj ręcznie sekcji `[cache]`, chyba że wiesz, co robisz – narzędzie może ją nadpisać. Wszystkie opcje opisano w [przewodniku po konfiguracji](https://tidyrun.dev/docs/config).",
            ),
        ],
        bad=[
            Slip(0, [("```bash\npip install tidyrun\n```", "pip install tidyrun")], "markdown"),
            Slip(1, [("`tidyrun.toml`", "`tidyrun.yaml`")], "code"),
            Slip(2, [("powinieneś dodać go", "musisz dodać go")], "modality"),
        ],
    ),
    Case(
        key="en-walking-falls-trial-evidence-summary",
        source="A randomised trial by Okafor et al. (2022), published in The Lancet Public Health, followed 1,240 adults aged 65 and over for two years. Participants who walked at least 30 minutes a day had a 21% lower rate of falls than the control group. The authors caution that the effect may be partly explained by healthier people being more likely to keep up the walking programme, and that the results probably cannot be generalised to care-home residents, who were not included. A smaller study (Lindqvist & Berg, 2019) found a similar but weaker association. Further trials are needed before firm recommendations can be made.",
        good=[
            Good(
                "preserve",
                "In a randomised trial by Okafor et al. (2022), published in The Lancet Public Health, 1,240 adults aged 65 and over were followed for two years. Those who walked for at least 30 minutes a day had a fall rate 21% lower than the control group. The authors warn that part of the effect may come from healthier people being more likely to stick with the walking programme. They also say the findings probably can't be applied to people living in care homes, as none were included. A smaller study (Lindqvist & Berg, 2019) found a similar but weaker association. More trials are needed before firm recommendations can be made.",
            ),
            Good(
                "preserve",
                "Key findings\n\n- Study: randomised trial, Okafor et al. (2022), The Lancet Public Health.\n- Participants: 1,240 adults aged 65 or older, followed for two years.\n- Result: participants walking at least 30 minutes daily had a 21% lower rate of falls than controls.\n- Caveats: the effect may partly reflect that healthier people were more likely to keep up the programme; the results probably do not apply to care-home residents, who were not included.\n- Supporting evidence: a smaller study (Lindqvist & Berg, 2019) found a similar but weaker association.\n- Next steps: further trials are needed before firm recommendations can be made.",
            ),
            Good(
                "pl",
                "W randomizowanym badaniu Okafor i wsp. (2022), opublikowanym w The Lancet Public Health, przez dwa lata obserwowano 1240 osób w wieku 65 lat i starszych. Uczestnicy, którzy chodzili co najmniej 30 minut dziennie, mieli o 21% niższy wskaźnik upadków niż grupa kontrolna. Autorzy zastrzegają, że efekt może częściowo wynikać z tego, że osoby zdrowsze częściej wytrwały w programie spacerów, a wyników prawdopodobnie nie można uogólniać na mieszkańców domów opieki, których nie objęto badaniem. Mniejsze badanie (Lindqvist i Berg, 2019) wykazało podobny, choć słabszy związek. Zanim będzie można sformułować jednoznaczne zalecenia, potrzebne są dalsze badania.",
            ),
        ],
        bad=[
            Slip(0, [("Okafor et al. (2022)", "Okafor et al. (2020)")], "citation"),
            Slip(1, [("the results probably do not apply", "the results do not apply")], "hedge"),
            Slip(2, [("co najmniej 30 minut", "co najmniej 20 minut")], "number"),
        ],
    ),
    Case(
        key="en-lowresource-speech-workshop-submission-call",
        source="Call for papers: the 9th Workshop on Low-Resource Speech Technology will be held in Tartu on 18–19 September 2025. We invite long papers (up to 8 pages) and short papers (up to 4 pages), excluding references. Submissions must be anonymised and submitted via OpenReview at openreview.net/group?id=LRST/2025 by 23 May 2025, 23:59 AoE. Papers under review at another venue may not be submitted. Authors of accepted papers will be notified by 4 July, and at least one author must register and present in person; remote presentation will not be possible. Questions can be sent to chairs@lrst-workshop.org.",
        good=[
            Good(
                "preserve",
                "9th Workshop on Low-Resource Speech Technology — call for papers\n\n- When and where: 18–19 September 2025, Tartu.\n- Paper types: long (max. 8 pages) and short (max. 4 pages); references don't count towards the limit.\n- Submission: papers must be anonymised and submitted through OpenReview (openreview.net/group?id=LRST/2025) by 23 May 2025, 23:59 AoE.\n- Dual submission: papers under review at another venue may not be submitted.\n- Notification: by 4 July.\n- Presentation: at least one author of each accepted paper must register and present in person. Remote presentation will not be possible.\n- Contact: chairs@lrst-workshop.org.",
            ),
            Good(
                "preserve",
                "We are inviting submissions to the 9th Workshop on Low-Resource Speech Technology, which takes place in Tartu on 18–19 September 2025. You can submit a long paper of up to 8 pages or a short paper of up to 4 pages, not counting references. Papers must be anonymised and uploaded to OpenReview (openreview.net/group?id=LRST/2025) no later than 23:59 AoE on 23 May 2025; work that is under review elsewhere may not be submitted. We will notify authors of acceptance by 4 July. At least one author must register and present in person, as remote presentation will not be possible. Please send any questions to chairs@lrst-workshop.org.",
            ),
            Good(
                "pl",
                "Zaproszenie do nadsyłania prac: 9. Workshop on Low-Resource Speech Technology (warsztaty poświęcone technologiom mowy dla języków o ograniczonych zasobach) odbędzie się w Tartu w dniach 18–19 września 2025 r. Przyjmujemy prace długie (do 8 stron) i krótkie (do 4 stron), nie licząc bibliografii. Zgłoszenia muszą być zanonimizowane i przesłane przez OpenReview pod adresem openreview.net/group?id=LRST/2025 do 23 maja 2025 r., godz. 23:59 AoE. Nie można zgłaszać prac, które są recenzowane w innym miejscu. Autorzy przyjętych prac zostaną powiadomieni do 4 lipca, a co najmniej jeden z autorów musi się zarejestrować i wygłosić prezentację osobiście; prezentacje zdalne nie będą możliwe. Pytania można kierować na adres chairs@lrst-workshop.org.",
            ),
        ],
        bad=[
            Slip(0, [("23 May 2025", "30 May 2025")], "date"),
            Slip(1, [("chairs@lrst-workshop.org", "chairs@lrst.org")], "url"),
            Slip(
                2,
                [("prezentacje zdalne nie będą możliwe", "prezentacje zdalne będą możliwe")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-dental-practice-privacy-notice-data",
        source="How we use your data: Greenfield Dental Practice processes your personal and health information to provide treatment and manage appointments. Our legal basis is Article 6(1)(c) and Article 9(2)(h) of the UK GDPR. We keep clinical records for at least 11 years after your last visit, or until age 25 for patients treated as children, whichever is longer. We will not sell your data or use it for marketing without your consent. You can ask for a copy of your records at any time; we normally respond within one month. Our systems are hosted in the UK, although some backup services may be located in the EU.",
        good=[
            Good(
                "preserve",
                "Greenfield Dental Practice uses your personal and health information to give you treatment and to manage your appointments. We rely on Article 6(1)(c) and Article 9(2)(h) of the UK GDPR as our legal basis. Your clinical records are kept for at least 11 years after your last visit or, if you were treated as a child, until you turn 25, whichever is longer. We won't sell your data or use it for marketing without your consent. You're welcome to request a copy of your records at any time, and we normally reply within one month. Our systems are hosted in the UK, though some backup services may be based in the EU.",
            ),
            Good(
                "preserve",
                "Greenfield Dental Practice – how we use your personal and health information\n\nWhy do we process it? To provide your treatment and manage your appointments.\nOn what legal basis? Article 6(1)(c) and Article 9(2)(h) of the UK GDPR.\nHow long do we keep records? Clinical records are kept for a minimum of 11 years after your last visit, or until your 25th birthday if you were treated as a child, whichever period is longer.\nDo we sell your data or use it for marketing? Not without your consent.\nCan you get a copy of your records? Yes, at any time. We normally respond within one month.\nWhere is it stored? On systems hosted in the UK; some backup services may be located in the EU.",
            ),
            Good(
                "pl",
                "Jak wykorzystujemy Twoje dane: Greenfield Dental Practice przetwarza Twoje dane osobowe i informacje o stanie zdrowia w celu leczenia i zarządzania wizytami. Podstawą prawną jest art. 6 ust. 1 lit. c) oraz art. 9 ust. 2 lit. h) brytyjskiego RODO (UK GDPR). Dokumentację medyczną przechowujemy przez co najmniej 11 lat od ostatniej wizyty, a w przypadku pacjentów leczonych jako dzieci – do ukończenia 25. roku życia, w zależności od tego, który okres jest dłuższy. Bez Twojej zgody nie sprzedamy Twoich danych ani nie wykorzystamy ich do celów marketingowych. W każdej chwili możesz poprosić o kopię swojej dokumentacji; zwykle odpowiadamy w ciągu miesiąca. Nasze systemy są hostowane w Wielkiej Brytanii, choć niektóre usługi kopii zapasowych mogą znajdować się w UE.",
            ),
        ],
        bad=[
            Slip(0, [("Article 9(2)(h)", "Article 9(2)(a)")], "legal_reference"),
            Slip(1, [("a minimum of 11 years", "a minimum of 8 years")], "date"),
            Slip(2, [("mogą znajdować się w UE", "znajdują się w UE")], "hedge"),
        ],
    ),
    Case(
        key="en-file-sweeper-cli-release-notes",
        source="### v2.4.0 – release notes\n\n- The `--dry-run` flag now prints the full list of files that would be deleted.\n- `sweep clean` no longer follows symbolic links by default; pass `--follow-links` to restore the old behaviour.\n- The `SWEEP_HOME` environment variable replaces `SWEEP_DIR`, which will be removed in v3.0. Both are read in this release.\n- Windows paths longer than 260 characters are now supported.\n- Python 3.8 is no longer supported.\n\nUpgrading does not require any changes to existing config files. If you rely on symlinks being followed, update your scripts before upgrading.",
        good=[
            Good(
                "preserve",
                "Version 2.4.0 brings a few changes. `--dry-run` now shows the complete list of files that would be deleted, and Windows paths over 260 characters are now supported. By default, `sweep clean` no longer follows symbolic links — pass `--follow-links` if you want the previous behaviour, and if your scripts depend on symlinks being followed, update them before you upgrade. The `SWEEP_HOME` environment variable takes over from `SWEEP_DIR`; this release reads both, but `SWEEP_DIR` will be removed in v3.0. Python 3.8 is no longer supported. Upgrading won't require any changes to your existing config files.",
            ),
            Good(
                "preserve",
                "### v2.4.0 – release notes\n\n**New**\n- `--dry-run` now lists every file that would be deleted.\n- Windows paths longer than 260 characters are supported.\n\n**Changed**\n- `sweep clean` does not follow symbolic links by default any more. To get the old behaviour back, pass `--follow-links`. If your scripts rely on symlinks being followed, update them before upgrading.\n- `SWEEP_HOME` replaces the `SWEEP_DIR` environment variable. This release reads both; `SWEEP_DIR` will be removed in v3.0.\n\n**Removed**\n- Support for Python 3.8.\n\nNo changes to existing config files are needed when you upgrade.",
            ),
            Good(
                "pl",
                "### v2.4.0 – informacje o wydaniu\n\n- Flaga `--dry-run` wyświetla teraz pełną listę plików, które zostałyby usunięte.\n- `sweep clean` domyślnie nie podąża już za dowiązaniami symbolicznymi; aby przywrócić dawne zachowanie, użyj `--follow-links`.\n- Zmienna środowiskowa `SWEEP_HOME` zastępuje `SWEEP_DIR`, która zostanie usunięta w v3.0. W tym wydaniu odczytywane są obie.\n- Ścieżki w systemie Windows dłuższe niż 260 znaków są teraz obsługiwane.\n- Python 3.8 nie jest już obsługiwany.\n\nAktualizacja nie wymaga żadnych zmian w istniejących plikach konfiguracyjnych. Jeśli polegasz na podążaniu za dowiązaniami symbolicznymi, zaktualizuj swoje skrypty przed aktualizacją.",
            ),
        ],
        bad=[
            Slip(0, [("`--follow-links`", "`--follow-symlinks`")], "code"),
            Slip(
                1,
                [
                    (
                        "does not follow symbolic links by default any more",
                        "now follows symbolic links by default",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "- Python 3.8 nie jest już obsługiwany.",
                        "- Python 3.8 nie jest już obsługiwany; minimalną wspieraną wersją jest teraz Python 3.10.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-dog-spay-surgery-aftercare-instructions",
        source="Aftercare for Bella following her spay surgery. Keep her indoors and on a lead for toilet breaks for 10 days. She must wear the cone at all times until the stitches are checked, as licking the wound can cause infection. Give one Metacam dose (1.5 ml) with food once a day for 5 days. Some swelling around the wound is normal and will probably settle within a few days. She may be drowsy tonight and may not want to eat; offer a small meal of about a third of her usual portion. Please book a check-up 3 days after surgery, and call us if the wound bleeds or she seems in pain.",
        good=[
            Good(
                "preserve",
                "Bella's aftercare following her spay\n\n1. For 10 days, keep her indoors and take her out on a lead for toilet breaks.\n2. She must wear her cone at all times until her stitches have been checked — licking the wound can cause infection.\n3. Once a day for 5 days, give one dose of Metacam (1.5 ml) with food.\n4. Some swelling around the wound is normal and will probably go down within a few days.\n5. Tonight she may be drowsy and may not want to eat. Offer a small meal, about a third of her usual portion.\n6. Please book a check-up for 3 days after surgery.\n\nCall us if the wound bleeds or she seems to be in pain.",
            ),
            Good(
                "preserve",
                "Here's how to look after Bella now that she's been spayed. For the next 10 days, keep her inside, and use a lead whenever she goes out for the toilet. The cone must stay on at all times until her stitches have been checked, because licking the wound can cause an infection. She needs one dose of Metacam (1.5 ml) with food, once daily for 5 days. Don't worry about some swelling around the wound — that's normal and will probably settle in a few days. Tonight she may be sleepy and may not want to eat, so offer her a small meal of about a third of her normal portion. Please book a check-up for 3 days after the surgery, and ring us if the wound bleeds or she seems to be in pain.",
            ),
            Good(
                "pl",
                "Opieka nad Bellą po sterylizacji. Przez 10 dni trzymaj ją w domu, a na załatwianie potrzeb wyprowadzaj na smyczy. Do czasu kontroli szwów musi przez cały czas nosić kołnierz, ponieważ wylizywanie rany może spowodować zakażenie. Podawaj jedną dawkę Metacamu (1,5 ml) z jedzeniem raz dziennie przez 5 dni. Pewien obrzęk wokół rany jest normalny i prawdopodobnie ustąpi w ciągu kilku dni. Dziś wieczorem może być senna i może nie chcieć jeść; zaproponuj jej mały posiłek, około jednej trzeciej zwykłej porcji. Prosimy umówić wizytę kontrolną 3 dni po zabiegu i zadzwonić do nas, jeśli rana będzie krwawić lub suczka będzie sprawiać wrażenie obolałej.",
            ),
        ],
        bad=[
            Slip(0, [("will probably go down", "will go down")], "hedge"),
            Slip(1, [("(1.5 ml)", "(2.5 ml)")], "number"),
            Slip(
                2,
                [("musi przez cały czas nosić kołnierz", "powinna przez cały czas nosić kołnierz")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-leisure-pool-swimmer-rules-notice",
        source="Welcome to Brookside Leisure Pool. Children under 8 must be accompanied in the water by an adult aged 16 or over, with no more than two under-8s per adult. Lane swimming runs Monday to Friday from 06:30 to 09:00; during these sessions the pool is not available for general play. Please shower before entering the water and do not run on the poolside. Inflatables larger than a standard armband are not permitted. The pool closes for a deep clean every first Tuesday of the month, and lifeguards may close it at short notice if there is a safety issue.",
        good=[
            Good(
                "preserve",
                "Welcome to Brookside Leisure Pool – here's what you need to know:\n\n- Under-8s must have an adult (16+) with them in the water, and one adult can accompany no more than two under-8s.\n- Lane swimming: Monday–Friday, 06:30–09:00. The pool is not available for general play during these sessions.\n- Shower before you swim, and don't run on the poolside.\n- Inflatables bigger than a standard armband aren't allowed.\n- We close for a deep clean on the first Tuesday of every month. Lifeguards may also close the pool at short notice if there's a safety issue.",
            ),
            Good(
                "preserve",
                "Welcome to Brookside Leisure Pool! If your child is under 8, an adult aged 16 or over must be in the water with them, and each adult can accompany no more than two under-8s. From Monday to Friday, 6:30 to 9:00 am is lane swimming, so the pool isn't available for general play at those times. Please take a shower before getting in, and please don't run on the poolside. Inflatables larger than a standard armband are not permitted. On the first Tuesday of each month we close for a deep clean, and our lifeguards may close the pool at short notice if there's a safety concern.",
            ),
            Good(
                "pl",
                "Witamy na basenie Brookside Leisure Pool. Dzieci poniżej 8 lat muszą przebywać w wodzie pod opieką osoby w wieku co najmniej 16 lat, przy czym na jednego opiekuna mogą przypadać najwyżej dwoje dzieci poniżej 8 lat. Od poniedziałku do piątku w godz. 6:30–9:00 odbywa się pływanie na torach; w tym czasie basen nie jest dostępny do swobodnej zabawy. Przed wejściem do wody prosimy wziąć prysznic i nie biegać po brzegu basenu. Dmuchane akcesoria większe niż standardowe rękawki są zabronione. W każdy pierwszy wtorek miesiąca basen jest zamykany na gruntowne czyszczenie, a ratownicy mogą go zamknąć z krótkim wyprzedzeniem, jeśli wystąpi zagrożenie bezpieczeństwa.",
            ),
        ],
        bad=[
            Slip(0, [("first Tuesday", "first Thursday")], "date"),
            Slip(1, [("are not permitted", "are permitted")], "negation"),
            Slip(
                2,
                [
                    (
                        "jeśli wystąpi zagrożenie bezpieczeństwa.",
                        "jeśli wystąpi zagrożenie bezpieczeństwa; w takim przypadku bilety są zwracane w całości.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-branch-library-loans-renewals-charges",
        source="Borrowing at Hollins Park Library: adult members may borrow up to 12 items at a time, and children up to 8. Books are lent for three weeks and DVDs for one week. You can renew an item twice online or by phone unless another reader has reserved it. We no longer charge fines on children's cards, but adult cards pay 25p per item per day, capped at £5 per item. Lost or damaged items must be paid for at their replacement cost. Your card must be presented every time you borrow; a photo of it on your phone is accepted.",
        good=[
            Good(
                "preserve",
                "Hollins Park Library – borrowing rules\n\n- Loan limits: adults may borrow up to 12 items at a time, children up to 8.\n- Loan periods: three weeks for books, one week for DVDs.\n- Renewals: twice per item, online or by phone — unless another reader has reserved it.\n- Fines: none on children's cards any more. Adult cards are charged 25p per item per day, up to a maximum of £5 per item.\n- Lost or damaged items must be paid for at replacement cost.\n- You must show your card every time you borrow; a photo of it on your phone is accepted.",
            ),
            Good(
                "preserve",
                "At Hollins Park Library, adult members can borrow as many as 12 items at once, and children as many as 8. You get books for three weeks and DVDs for one week. Items can be renewed twice, online or over the phone, as long as nobody else has reserved them. Children's cards no longer pay fines; adult cards are charged 25p per item for each day, up to £5 per item. If you lose or damage something, you must pay its replacement cost. Please remember that your card must be shown every time you borrow — a photo of it on your phone is accepted.",
            ),
            Good(
                "pl",
                "Wypożyczanie w bibliotece Hollins Park: dorośli czytelnicy mogą wypożyczyć jednocześnie do 12 egzemplarzy, a dzieci do 8. Książki wypożyczamy na trzy tygodnie, a płyty DVD na tydzień. Każdą pozycję możesz prolongować dwa razy przez internet lub telefonicznie, chyba że zarezerwował ją inny czytelnik. Nie pobieramy już kar od kart dziecięcych, natomiast w przypadku kart dla dorosłych opłata wynosi 25 pensów za egzemplarz za każdy dzień, maksymalnie 5 £ za egzemplarz. Za zgubione lub zniszczone materiały trzeba zapłacić według kosztu zakupu nowego egzemplarza. Przy każdym wypożyczeniu należy okazać kartę; akceptujemy też jej zdjęcie w telefonie.",
            ),
        ],
        bad=[
            Slip(0, [("children up to 8", "children up to 10")], "number"),
            Slip(
                1,
                [
                    (
                        "you must pay its replacement cost",
                        "you may be asked to pay its replacement cost",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Nie pobieramy już kar od kart dziecięcych, natomiast w przypadku kart dla dorosłych opłata wynosi 25 pensów za egzemplarz za każdy dzień, maksymalnie 5 £ za egzemplarz.",
                        "We no longer charge fines on children's cards, but adult cards pay 25p per item per day, capped at £5 per item.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-boiler-replacement-tenant-repair-notice",
        source="Notice to tenants of Alder Court: under section 11 of the Landlord and Tenant Act 1985, we are responsible for repairs to the structure, heating and hot water. Work to replace the boiler in Block B is expected to start on 3 March and will probably take about five working days. During this time hot water may be unavailable between 09:00 and 16:00. Contractors will need access to some flats; we will give you at least 24 hours' written notice, as your tenancy agreement requires. You do not need to be at home if you leave a key with the caretaker. Any damage caused by contractors will be repaired at no cost to you.",
        good=[
            Good(
                "preserve",
                "To all tenants of Alder Court. We will be replacing the boiler in Block B. The work is expected to begin on 3 March and will probably last about five working days, during which hot water may be unavailable from 09:00 to 16:00. As your landlord, we are responsible for repairs to the structure, heating and hot water under section 11 of the Landlord and Tenant Act 1985. Contractors will need to get into some flats, and in line with your tenancy agreement we will give you at least 24 hours' notice in writing. You don't need to be in if you leave a key with the caretaker, and if the contractors cause any damage, we will repair it at no cost to you.",
            ),
            Good(
                "preserve",
                "Alder Court – notice to tenants\n\nUnder section 11 of the Landlord and Tenant Act 1985, we are responsible for repairing the structure, heating and hot water.\n\nBoiler replacement, Block B:\n- Expected start: 3 March.\n- Likely duration: about five working days.\n- Hot water may be unavailable between 09:00 and 16:00 while the work is going on.\n\nAccess to flats:\n- Contractors will need to enter some flats. We will give you at least 24 hours' written notice, as required by your tenancy agreement.\n- You don't have to be at home if you leave a key with the caretaker.\n- Any damage caused by the contractors will be repaired free of charge.",
            ),
            Good(
                "pl",
                "Zawiadomienie dla najemców Alder Court: zgodnie z sekcją 11 ustawy Landlord and Tenant Act 1985 odpowiadamy za naprawy konstrukcji budynku, ogrzewania i ciepłej wody. Wymiana kotła w budynku B ma się rozpocząć 3 marca i prawdopodobnie potrwa około pięciu dni roboczych. W tym czasie ciepła woda może być niedostępna w godz. 9:00–16:00. Wykonawcy będą potrzebowali dostępu do niektórych mieszkań; zgodnie z wymogiem umowy najmu powiadomimy Cię o tym na piśmie z co najmniej 24-godzinnym wyprzedzeniem. Nie musisz być w domu, jeśli zostawisz klucz u dozorcy. Wszelkie szkody spowodowane przez wykonawców zostaną naprawione bez żadnych kosztów z Twojej strony.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Landlord and Tenant Act 1985", "Landlord and Tenant Act 1988")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "You don't have to be at home if you leave a key with the caretaker.",
                        "Nie musisz być w domu, jeśli zostawisz klucz u dozorcy.",
                    ),
                    (
                        "Any damage caused by the contractors will be repaired free of charge.",
                        "Wszelkie szkody wyrządzone przez wykonawców naprawimy bezpłatnie.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(
                2,
                [
                    (
                        "i prawdopodobnie potrwa około pięciu dni roboczych",
                        "i potrwa pięć dni roboczych",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-churn-model-random-forest-methods",
        source="Methods note for the churn model. We trained a random forest (Breiman, 2001) using scikit-learn 1.4 with `n_estimators=500` and `max_depth=12`; all other parameters were left at their defaults. The data covered 48,000 customer accounts from January 2022 to June 2023, split 80/20 into training and test sets with a fixed seed (`random_state=42`). Missing income values were imputed with the median. Feature importance was assessed with permutation importance rather than impurity-based scores, following Strobl et al. (2007). The code is in `models/churn_rf.py`; results may differ slightly on other hardware.",
        good=[
            Good(
                "preserve",
                "Churn model – methods\n\n- Model: random forest (Breiman, 2001), trained with scikit-learn 1.4.\n- Hyperparameters: `n_estimators=500`, `max_depth=12`; all other parameters left at their defaults.\n- Data: 48,000 customer accounts, January 2022 – June 2023, split 80/20 into training and test sets with a fixed seed (`random_state=42`).\n- Missing income values: imputed with the median.\n- Feature importance: permutation importance rather than impurity-based scores, following Strobl et al. (2007).\n- Code: `models/churn_rf.py`. Results may differ slightly on other hardware.",
            ),
            Good(
                "preserve",
                "To build the churn model, we used scikit-learn 1.4 to train a random forest (Breiman, 2001), setting `n_estimators=500` and `max_depth=12` and keeping the defaults for every other parameter. Our data set contained 48,000 customer accounts spanning January 2022 to June 2023; we divided it 80/20 into training and test sets using a fixed seed (`random_state=42`). Where income was missing, we filled in the median. Following Strobl et al. (2007), we measured feature importance with permutation importance instead of impurity-based scores. You'll find the code in `models/churn_rf.py`. Note that results may differ slightly on other hardware.",
            ),
            Good(
                "pl",
                "Notatka metodologiczna do modelu odejść klientów (churn). Wytrenowaliśmy las losowy (Breiman, 2001) w scikit-learn 1.4 z parametrami `n_estimators=500` i `max_depth=12`; pozostałe parametry pozostawiono z wartościami domyślnymi. Dane obejmowały 48 000 kont klientów od stycznia 2022 r. do czerwca 2023 r. i zostały podzielone w proporcji 80/20 na zbiór treningowy i testowy ze stałym ziarnem (`random_state=42`). Brakujące wartości dochodu uzupełniono medianą. Ważność cech oceniono metodą permutacyjną zamiast miar opartych na zanieczyszczeniu węzłów, zgodnie z podejściem Strobl i in. (2007). Kod znajduje się w `models/churn_rf.py`; na innym sprzęcie wyniki mogą się nieznacznie różnić.",
            ),
        ],
        bad=[
            Slip(0, [("Strobl et al. (2007)", "Strobl et al. (2008)")], "citation"),
            Slip(1, [("`models/churn_rf.py`", "`models/churn_model.py`")], "code"),
            Slip(
                2,
                [
                    (
                        "Brakujące wartości dochodu uzupełniono medianą.",
                        "Brakujące wartości dochodu (około 6% rekordów) uzupełniono medianą.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
