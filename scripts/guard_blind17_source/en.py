# ruff: noqa: E501, RUF001
"""Blind set 17: English source passages with their faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    # 1. Community orchard volunteering. Styles: casual, list, Polish.
    Case(
        key="en-community-orchard",
        source="Volunteer with Hatherley Community Orchard. Our work parties run on the first and third Sunday of every month, from 10am to 1pm, between October and March. No experience is needed, but please wear sturdy boots and bring your own gloves. Volunteers under 16 must be accompanied by an adult at all times. We usually provide tea and biscuits; lunch is not provided. Pruning saws and loppers may only be used after a short induction by our orchard lead, Priya Nair. If heavy rain or frost is forecast, sessions may be cancelled at short notice — check our Facebook page before setting off. Toilets are available at St Anne's Church, 200 metres from the orchard gate.",
        good=[
            Good(
                "preserve",
                "Fancy getting your hands dirty at Hatherley Community Orchard? Between October and March we meet on the first and third Sunday of each month, 10am till 1pm. You don't need any experience — just turn up in sturdy boots and bring your own gloves. Under-16s need an adult with them the whole time. There's usually tea and biscuits on the go, but we don't do lunch. Want to use the pruning saws or loppers? You can, but only once our orchard lead, Priya Nair, has given you a quick induction. Heavy rain or frost in the forecast can mean a last-minute cancellation, so have a look at our Facebook page before you head out. There are loos at St Anne's Church, 200 metres from the orchard gate.",
            ),
            Good(
                "preserve",
                "Volunteering at Hatherley Community Orchard — the essentials\n- When: first and third Sunday of every month, 10:00–13:00, October to March.\n- Experience: none required.\n- What to bring: please wear sturdy boots and bring your own gloves.\n- Young volunteers: anyone under 16 must have an adult with them throughout.\n- Refreshments: tea and biscuits are usually laid on; we don't provide lunch.\n- Tools: pruning saws and loppers only after a brief induction from our orchard lead, Priya Nair.\n- Weather: sessions may be called off at short notice if heavy rain or frost is forecast — check Facebook before you set off.\n- Toilets: at St Anne's Church, 200 m from the orchard gate.",
            ),
            Good(
                "pl",
                "Zostań wolontariuszem w sadzie społecznym Hatherley Community Orchard. Od października do marca spotykamy się do pracy w pierwszą i trzecią niedzielę każdego miesiąca, w godz. 10:00–13:00. Doświadczenie nie jest potrzebne, ale prosimy o solidne buty i własne rękawice. Wolontariusze, którzy nie mają jeszcze 16 lat, muszą przez cały czas przebywać pod opieką osoby dorosłej. Zwykle zapewniamy herbatę i ciastka; obiadu nie zapewniamy. Z pił do przycinania i sekatorów dwuręcznych można korzystać dopiero po krótkim instruktażu prowadzonym przez opiekunkę sadu, Priyę Nair. Jeśli prognozy zapowiadają ulewny deszcz lub przymrozki, spotkanie może zostać odwołane w ostatniej chwili – zanim wyruszysz, sprawdź naszą stronę na Facebooku. Toalety znajdują się przy kościele St Anne's, 200 metrów od bramy sadu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("You don't need any experience", "You'll need a bit of experience")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "first and third Sunday of every month",
                        "first and third Saturday of every month",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "Doświadczenie nie jest potrzebne,",
                        "Doświadczenie nie jest potrzebne, każdy nowy wolontariusz dostaje koszulkę sadu,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    # 2. Bird hide rules. Styles: concise, formal, Polish.
    Case(
        key="en-bird-hide",
        source="Welcome to the Marsh Lane Hide, managed by the Severn Valley Wildlife Trust. The hide is open daily from dawn until dusk and entry is free, although donations are welcome. Please keep noise to a minimum and close the viewing windows when you leave. Flash photography must not be used at any time. Tripods are allowed, but they must not block the benches during busy periods. Between April and July, the path beyond the hide is closed to protect nesting lapwings; please do not enter it. Bitterns are occasionally seen in winter, usually early in the morning. Sightings can be recorded in the logbook or reported to our warden, Tom Ellery, at sightings@svwt.org.uk.",
        good=[
            Good(
                "preserve",
                "Marsh Lane Hide (Severn Valley Wildlife Trust): open every day, dawn to dusk; free entry, donations welcome. Keep quiet and shut the viewing windows on your way out. No flash photography, ever. Tripods are fine but must not block the benches when it's busy. April–July: the path beyond the hide is closed to protect nesting lapwings — please don't go on it. Bitterns turn up now and then in winter, mostly early in the morning. Log sightings in the book or email the warden, Tom Ellery: sightings@svwt.org.uk.",
            ),
            Good(
                "preserve",
                "The Marsh Lane Hide is managed by the Severn Valley Wildlife Trust and is open every day from dawn to dusk. Admission is free of charge; however, donations are gratefully received. Visitors are asked to keep noise to a minimum and to close the viewing windows upon leaving. The use of flash photography is prohibited at all times. Tripods are permitted, provided that they do not obstruct the benches during busy periods. From April to July, the path beyond the hide is closed in order to protect nesting lapwings, and visitors are requested not to enter it. Bitterns are occasionally observed in winter, generally in the early morning. Sightings may be entered in the logbook or reported to the warden, Tom Ellery, at sightings@svwt.org.uk.",
            ),
            Good(
                "pl",
                "Witamy w czatowni Marsh Lane, którą zarządza Severn Valley Wildlife Trust. Czatownia jest otwarta codziennie od świtu do zmierzchu, a wstęp jest bezpłatny – chętnie przyjmujemy jednak datki. Prosimy zachowywać się jak najciszej i zamykać okna obserwacyjne przy wychodzeniu. Fotografowanie z lampą błyskową jest zawsze zabronione. Statywy są dozwolone, ale w okresach dużego ruchu nie mogą blokować ławek. Od kwietnia do lipca ścieżka za czatownią jest zamknięta, aby chronić gniazdujące czajki; prosimy na nią nie wchodzić. Bąki bywają tu czasem widywane zimą, zwykle wczesnym rankiem. Obserwacje można wpisać do dziennika lub zgłosić naszemu strażnikowi, Tomowi Ellery'emu, na adres sightings@svwt.org.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Tripods are fine but must not block the benches",
                        "Tripods are fine but ideally shouldn't block the benches",
                    )
                ],
                "modality",
            ),
            Slip(1, [("is prohibited at all times", "is not prohibited at all times")], "negation"),
            Slip(
                2,
                [("Bąki bywają tu czasem widywane zimą", "Bąki są tu regularnie widywane zimą")],
                "hedge",
            ),
        ],
    ),
    # 3. Loft insulation scheme. Styles: plain, FAQ, Polish.
    Case(
        key="en-loft-insulation",
        source="Warm Homes Brackley: free loft insulation for eligible households. Homeowners and private tenants in Brackley can apply if their household income is below £31,000 a year or someone in the home receives a means-tested benefit. Tenants must get written permission from their landlord before work begins. Installers will top up existing insulation to a depth of 270 mm. A surveyor will visit first; the installation itself usually takes half a day. Homes with damp problems in the loft cannot be insulated until the damp has been treated. The Energy Saving Trust (2023) estimates that a typical semi-detached house could save around £355 a year. Apply online at warmhomesbrackley.org.uk or call 0800 048 7721.",
        good=[
            Good(
                "preserve",
                "Warm Homes Brackley offers free loft insulation to households that qualify. You can apply if you own your home or rent privately in Brackley and either your household earns less than £31,000 a year or someone living with you gets a means-tested benefit. If you rent, you'll need your landlord's written permission before any work starts. A surveyor comes round first, and then installers top up your existing insulation to 270 mm deep; the fitting itself normally takes half a day. If your loft has a damp problem, the damp has to be treated before the loft can be insulated. According to the Energy Saving Trust (2023), a typical semi-detached house could save around £355 a year. To apply, go to warmhomesbrackley.org.uk or ring 0800 048 7721.",
            ),
            Good(
                "preserve",
                "Q: What is Warm Homes Brackley?\nA: A scheme offering free loft insulation to eligible households in Brackley.\nQ: Who can apply?\nA: Homeowners and private tenants whose household income is under £31,000 a year, or where someone in the home receives a means-tested benefit.\nQ: I rent. Anything extra?\nA: Yes — you must get your landlord's written permission before work begins.\nQ: What happens?\nA: A surveyor visits first. Installers then bring your existing insulation up to a depth of 270 mm; the installation usually takes half a day.\nQ: My loft is damp. Can it still be done?\nA: Not until the damp has been treated.\nQ: Is it worth it?\nA: The Energy Saving Trust (2023) estimates that a typical semi-detached house could save about £355 a year.\nQ: How do I apply?\nA: Online at warmhomesbrackley.org.uk or by phone on 0800 048 7721.",
            ),
            Good(
                "pl",
                "Warm Homes Brackley: bezpłatne ocieplenie poddasza dla uprawnionych gospodarstw domowych. O ocieplenie mogą się ubiegać właściciele domów i najemcy z rynku prywatnego w Brackley, jeśli dochód gospodarstwa domowego wynosi mniej niż 31 000 funtów rocznie lub ktoś z domowników pobiera świadczenie zależne od dochodu. Najemcy muszą przed rozpoczęciem prac uzyskać pisemną zgodę wynajmującego. Wykonawcy uzupełnią istniejącą izolację do grubości 270 mm. Najpierw przyjdzie rzeczoznawca; sam montaż trwa zwykle pół dnia. Poddaszy z problemem wilgoci nie można ocieplić, dopóki wilgoć nie zostanie usunięta. Według Energy Saving Trust (2023) typowy dom w zabudowie bliźniaczej może zaoszczędzić około 355 funtów rocznie. Wniosek można złożyć na stronie warmhomesbrackley.org.uk lub pod numerem 0800 048 7721.",
            ),
        ],
        bad=[
            Slip(0, [("warmhomesbrackley.org.uk", "warmhomesbrackley.co.uk")], "url"),
            Slip(1, [("to a depth of 270 mm", "to a depth of 200 mm")], "number"),
            Slip(
                2,
                [("Według Energy Saving Trust (2023)", "Według Energy Saving Trust (2021)")],
                "citation",
            ),
        ],
    ),
    # 4. School admissions appeal. Styles: formal, casual, Polish.
    Case(
        key="en-admissions-appeal",
        source="Appealing against a school place decision. If your child has been refused a place at a school you applied for, you have the right to appeal under section 94 of the School Standards and Framework Act 1998. Appeals for places starting in September 2025 must be lodged by 20 May 2025 using the form on the council's website. Your appeal will be heard by an independent panel of three people, and you will be given at least 10 school days' notice of the hearing date. You may bring a friend or adviser, but legal representation is not usually necessary. The panel's decision is binding on the admission authority. Panels normally aim to decide within 5 school days of the hearing. Appeals are conducted in line with the School Admission Appeals Code 2022.",
        good=[
            Good(
                "preserve",
                "Appeals against school place decisions. Where a child has been refused a place at a school for which the parent applied, the parent has a right of appeal under section 94 of the School Standards and Framework Act 1998. For places beginning in September 2025, appeals must be submitted no later than 20 May 2025, using the form provided on the council's website. Each appeal is heard by an independent panel of three members, and parents will receive not less than 10 school days' notice of the hearing date. Parents may be accompanied by a friend or adviser; legal representation, however, is not usually required. The admission authority is bound by the panel's decision. Panels normally seek to reach a decision within 5 school days of the hearing. All appeals are conducted in accordance with the School Admission Appeals Code 2022.",
            ),
            Good(
                "preserve",
                "Has your child been turned down for a place at a school you applied for? You can appeal under section 94 of the School Standards and Framework Act 1998. If the place would start in September 2025, get your appeal in by 20 May 2025 on the form on the council's website. Three independent panel members will hear it, and you'll be told the hearing date at least 10 school days beforehand. Feel free to bring a friend or adviser; you usually won't need a lawyer. Whatever the panel decides, the admission authority has to follow it. Panels normally try to give their decision within 5 school days of the hearing. The whole process follows the School Admission Appeals Code 2022.",
            ),
            Good(
                "pl",
                "Odwołanie od decyzji w sprawie miejsca w szkole. Jeśli Twoje dziecko nie otrzymało miejsca w szkole, do której złożyłeś wniosek, masz prawo się odwołać na podstawie sekcji 94 ustawy School Standards and Framework Act 1998. Odwołania dotyczące miejsc od września 2025 r. trzeba złożyć do 20 maja 2025 r. na formularzu dostępnym na stronie internetowej władz lokalnych (council). Odwołanie rozpatrzy niezależny, trzyosobowy zespół, a o terminie rozprawy zostaniesz powiadomiony z wyprzedzeniem co najmniej 10 dni nauki szkolnej. Możesz przyjść z przyjacielem lub doradcą, ale pomoc prawnika zwykle nie jest potrzebna. Decyzja zespołu jest wiążąca dla organu odpowiedzialnego za przyjęcia. Zespoły starają się zazwyczaj wydać decyzję w ciągu 5 dni nauki szkolnej od rozprawy. Odwołania są prowadzone zgodnie z kodeksem School Admission Appeals Code 2022.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 94 of the School Standards", "section 84 of the School Standards")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "the admission authority has to follow it",
                        "the admission authority is advised to follow it",
                    )
                ],
                "modality",
            ),
            Slip(2, [("do 20 maja 2025 r.", "do 30 maja 2025 r.")], "date"),
        ],
    ),
    # 5. Bell-ringing practice. Styles: FAQ, concise, Polish.
    Case(
        key="en-bell-ringing",
        source="St Mary's, Thaxted — bell-ringing practice. Practice night is every Wednesday from 7.30pm to 9pm in the ringing chamber, reached by a narrow spiral staircase of 62 steps. Complete beginners are welcome; learners are taught in one-to-one sessions before joining the band, which normally takes 8 to 10 weeks. Ringers must be at least 11 years old, and under-18s need a signed consent form from a parent. Never let go of the rope while the bell is up — always ask the tower captain, Margaret Ashby, before ringing a bell down. There is no practice on the Wednesday before Easter or on Christmas Eve. We ask for a voluntary contribution of £2 per session towards rope maintenance.",
        good=[
            Good(
                "preserve",
                "When is practice at St Mary's, Thaxted?\nEvery Wednesday, 7.30–9pm, in the ringing chamber (up a narrow spiral staircase — 62 steps).\nCan I come if I've never rung?\nYes, complete beginners are welcome. You'll have one-to-one lessons first and join the band afterwards; that normally takes 8–10 weeks.\nIs there an age limit?\nYou must be 11 or older, and under-18s need a consent form signed by a parent.\nAny safety rules?\nWhile the bell is up, never let go of the rope. Always check with the tower captain, Margaret Ashby, before you ring a bell down.\nAny weeks off?\nYes — no practice on the Wednesday before Easter or on Christmas Eve.\nDoes it cost anything?\nWe ask for a voluntary £2 a session towards rope maintenance.",
            ),
            Good(
                "preserve",
                "St Mary's, Thaxted — ringing practice: Wednesdays 7.30–9pm in the ringing chamber (narrow spiral stairs, 62 steps). Complete beginners welcome; one-to-one lessons first, then you join the band, normally after 8–10 weeks. Minimum age 11; under-18s need a consent form signed by a parent. Never let go of the rope while the bell is up, and always ask tower captain Margaret Ashby before ringing a bell down. No practice on the Wednesday before Easter or on Christmas Eve. Voluntary contribution: £2 per session towards rope maintenance.",
            ),
            Good(
                "pl",
                "Kościół St Mary's w Thaxted – próby bicia w dzwony. Próby odbywają się w każdą środę od 19:30 do 21:00 w pomieszczeniu dzwonników, do którego prowadzą wąskie kręcone schody liczące 62 stopnie. Zapraszamy także zupełnie początkujących: najpierw uczą się na zajęciach indywidualnych, a dopiero potem dołączają do zespołu, co trwa zwykle od 8 do 10 tygodni. Dzwonnicy muszą mieć ukończone 11 lat, a osoby niepełnoletnie potrzebują formularza zgody podpisanego przez rodzica. Nigdy nie puszczaj liny, gdy dzwon jest w górnym położeniu – zanim opuścisz dzwon, zawsze zapytaj kapitan wieży, Margaret Ashby. W środę przed Wielkanocą i w Wigilię prób nie ma. Prosimy o dobrowolną wpłatę 2 funtów za każde spotkanie na konserwację lin.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Yes, complete beginners are welcome.",
                        "Yes, complete beginners are welcome, and we lend out ear defenders for the first few sessions.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "No practice on the Wednesday before Easter or on Christmas Eve.",
                        "Practice runs as usual on the Wednesday before Easter and on Christmas Eve.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("W środę przed Wielkanocą", "W środę po Wielkanocy")], "date"),
        ],
    ),
    # 6. Beach hut hire. Styles: list, casual, Polish.
    Case(
        key="en-beach-hut",
        source="Beach hut hire — West Bay, Bridport. Huts can be hired by the day (£45), by the week (£240) or for the whole season, 1 April to 30 September (£1,650). Keys are collected from the kiosk on the promenade after 9am using your booking reference, which starts with WB followed by six digits (e.g. WB204518). Overnight stays are not permitted. Barbecues may be used on the beach but never inside or on the hut's veranda. Cancellations made at least 14 days before the start date receive a full refund; after that, no refund is given unless we can re-let the hut. Huts must be left clean, with shutters locked, by 7pm on the last day.",
        good=[
            Good(
                "preserve",
                "West Bay beach huts, Bridport — hire terms\n- Prices: £45 a day, £240 a week, £1,650 for the season (1 April–30 September).\n- Keys: from the promenade kiosk after 9am — quote your booking reference (WB + six digits, e.g. WB204518).\n- No overnight stays.\n- Barbecues: on the beach only — never inside the hut or on its veranda.\n- Cancellation: full refund if you cancel 14 days or more before your start date; later than that, no refund unless we manage to re-let the hut.\n- On departure: you must leave the hut clean, with the shutters locked, by 7pm on your last day.",
            ),
            Good(
                "preserve",
                "Fancy a beach hut at West Bay, Bridport? You can have one for a day for £45, for a week for £240, or for the whole season — 1 April to 30 September — for £1,650. Pick up your keys from the kiosk on the prom any time after 9am; just give them your booking reference (it's WB plus six digits, like WB204518). Sleeping over isn't allowed, sorry. Barbecues are fine on the beach, but never inside the hut or on the veranda. Need to cancel? Do it at least a fortnight before your start date and you'll get all your money back; any later and there's no refund — unless we can let the hut to someone else. On your last day, you need to leave it clean with the shutters locked by 7pm.",
            ),
            Good(
                "pl",
                "Wynajem domków plażowych – West Bay, Bridport. Domek można wynająć na dzień (45 funtów), na tydzień (240 funtów) lub na cały sezon, od 1 kwietnia do 30 września (1650 funtów). Klucze odbiera się po godzinie 9:00 w kiosku na promenadzie, podając numer rezerwacji, który zaczyna się od liter WB, po których następuje sześć cyfr (np. WB204518). Nocowanie jest zabronione. Z grilla można korzystać na plaży, ale nigdy w domku ani na jego werandzie. Przy rezygnacji co najmniej 14 dni przed datą rozpoczęcia najmu zwracamy całą kwotę; później zwrot nie przysługuje, chyba że uda nam się wynająć domek komuś innemu. Ostatniego dnia domek należy zostawić czysty, z zamkniętymi okiennicami, do godziny 19:00.",
            ),
        ],
        bad=[
            Slip(0, [("WB + six digits, e.g. WB204518", "BW + six digits, e.g. BW204518")], "code"),
            Slip(
                1, [("you need to leave it clean", "it'd be nice if you left it clean")], "modality"
            ),
            Slip(2, [("na tydzień (240 funtów)", "na tydzień (210 funtów)")], "number"),
        ],
    ),
    # 7. Rural broadband voucher. Styles: plain, FAQ, Polish.
    Case(
        key="en-broadband-voucher",
        source="Gigabit Broadband Voucher Scheme — Cumbria. Rural homes can claim a voucher worth up to £4,500 and businesses up to £5,000 towards the cost of a gigabit-capable connection. Vouchers are only available where a group of at least two premises applies together through a registered supplier; you cannot apply on your own. Your current speed must be below 100 Mbps. Once the project is approved, the supplier usually has 12 months to complete the installation. You may be asked to stay with the supplier for a minimum of 12 months after connection. Check eligibility with your postcode at gigabitvoucher.cumbria.gov.uk or email broadband@cumbria.gov.uk.",
        good=[
            Good(
                "preserve",
                "Cumbria's Gigabit Broadband Voucher Scheme helps pay for a gigabit-capable connection: up to £4,500 for a rural home and up to £5,000 for a business. You can't apply alone — vouchers are only given when two or more premises apply as a group through a registered supplier. To qualify, your existing speed has to be under 100 Mbps. After the project is approved, the supplier normally gets 12 months to finish the installation. You might be asked to stay with that supplier for at least 12 months once you're connected. Enter your postcode at gigabitvoucher.cumbria.gov.uk to check whether you're eligible, or email broadband@cumbria.gov.uk.",
            ),
            Good(
                "preserve",
                "How much is the Cumbria gigabit voucher worth?\nUp to £4,500 for rural homes and up to £5,000 for businesses, towards a gigabit-capable connection.\nCan I apply by myself?\nNo. A group of at least two premises must apply together, through a registered supplier.\nAm I eligible?\nOnly if your current speed is below 100 Mbps. Check with your postcode at gigabitvoucher.cumbria.gov.uk.\nHow long will installation take?\nThe supplier usually has 12 months from project approval to complete it.\nWill I be tied in?\nPossibly — you may be asked to stay with the supplier for a minimum of 12 months after connection.\nWho do I contact?\nbroadband@cumbria.gov.uk",
            ),
            Good(
                "pl",
                "Program bonów na Internet gigabitowy – Cumbria. Gospodarstwa domowe na terenach wiejskich mogą otrzymać bon o wartości do 4500 funtów, a firmy – do 5000 funtów na pokrycie kosztów przyłącza o przepustowości gigabitowej. Bony przyznaje się wyłącznie wtedy, gdy grupa co najmniej dwóch lokali składa wniosek wspólnie za pośrednictwem zarejestrowanego dostawcy; nie można ubiegać się o bon samodzielnie. Obecna prędkość łącza musi być niższa niż 100 Mb/s. Po zatwierdzeniu projektu dostawca ma zazwyczaj 12 miesięcy na zakończenie instalacji. Możesz zostać poproszony o pozostanie u tego dostawcy przez co najmniej 12 miesięcy od podłączenia. Sprawdź, czy się kwalifikujesz, wpisując kod pocztowy na stronie gigabitvoucher.cumbria.gov.uk, lub napisz na adres broadband@cumbria.gov.uk.",
            ),
        ],
        bad=[
            Slip(0, [("You might be asked to stay", "You will be asked to stay")], "hedge"),
            Slip(1, [("gigabitvoucher.cumbria.gov.uk", "gigabit-voucher.cumbria.gov.uk")], "url"),
            Slip(2, [("do 5000 funtów", "do 6000 funtów")], "number"),
        ],
    ),
    # 8. Home energy audit. Styles: casual, concise, Polish.
    Case(
        key="en-energy-audit",
        source="Book a home energy audit with GreenStep Surveys. A qualified assessor will spend around two hours at your property, checking insulation, heating controls, windows and draughts, and will use a thermal imaging camera where conditions allow (the outside temperature usually needs to be at least 10°C lower than inside). You will receive a written report within 7 working days, with improvements ranked by cost and likely savings. The audit costs £195, or £150 for homes under 70 square metres. Please make sure the assessor can access the loft and the boiler. We do not sell or install any products, so our recommendations are independent. Payment is due on the day of the visit.",
        good=[
            Good(
                "preserve",
                "Want to know where your house is losing heat? Book a GreenStep Surveys home energy audit. A qualified assessor will spend roughly two hours at your place, looking at insulation, heating controls, windows and draughts. If conditions allow, they'll use a thermal imaging camera too — for that, it usually has to be at least 10°C colder outside than inside. Within 7 working days you'll get a written report ranking the improvements by cost and likely savings. It's £195, or £150 if your home is under 70 square metres, and you pay on the day of the visit. Just make sure the assessor can get into the loft and to the boiler. We don't sell or install anything, so our advice is independent.",
            ),
            Good(
                "preserve",
                "GreenStep Surveys home energy audit\n• Visit: about 2 hours with a qualified assessor — insulation, heating controls, windows, draughts.\n• Thermal imaging where conditions allow (usually needs it ≥10°C colder outside than inside).\n• Written report within 7 working days, improvements ranked by cost and likely savings.\n• Price: £195; £150 for homes under 70 m². Payment due on the day of the visit.\n• Please ensure the assessor has access to the loft and boiler.\n• Independent advice: we neither sell nor install any products.",
            ),
            Good(
                "pl",
                "Zamów audyt energetyczny domu w GreenStep Surveys. Wykwalifikowany audytor spędzi u Ciebie około dwóch godzin, sprawdzając izolację, sterowanie ogrzewaniem, okna i przeciągi, a jeśli warunki na to pozwolą, użyje kamery termowizyjnej (zazwyczaj temperatura na zewnątrz musi być co najmniej o 10°C niższa niż w środku). Pisemny raport otrzymasz w ciągu 7 dni roboczych; możliwe usprawnienia zostaną w nim uszeregowane według kosztu i prawdopodobnych oszczędności. Audyt kosztuje 195 funtów, a w przypadku domów o powierzchni poniżej 70 m² – 150 funtów. Prosimy zapewnić audytorowi dostęp do poddasza i kotła. Nie sprzedajemy ani nie montujemy żadnych produktów, dzięki czemu nasze zalecenia są niezależne. Płatność następuje w dniu wizyty.",
            ),
        ],
        bad=[
            Slip(0, [("Within 7 working days", "Within 5 working days")], "number"),
            Slip(1, [("usually needs it ≥10°C colder", "needs it ≥10°C colder")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Płatność następuje w dniu wizyty.",
                        "Płatność następuje w dniu wizyty, gotówką lub kartą.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    # 9. Student hardship fund. Styles: concise, formal, Polish.
    Case(
        key="en-hardship-fund",
        source="Student Hardship Fund 2025/26 — University of Northbridge. The fund offers non-repayable grants of up to £1,500 to students facing unexpected financial difficulties. You must be registered on a course of at least one year and have applied for your full statutory student finance entitlement. International students are eligible for a separate emergency award of up to £750. Applications are assessed within 15 working days, although this may take longer in September and January. You will need to upload three months of bank statements; applications without them cannot be processed. Awards are not intended to cover tuition fees. Contact the Money Advice Team at moneyadvice@northbridge.ac.uk.",
        good=[
            Good(
                "preserve",
                "University of Northbridge Student Hardship Fund 2025/26: non-repayable grants of up to £1,500 for students hit by unexpected financial difficulties. Eligibility: you must be registered on a course of at least one year and must already have applied for your full statutory student finance entitlement. International students: separate emergency award of up to £750. Assessment: within 15 working days, possibly longer in September and January. Required: three months of bank statements, uploaded — applications without them can't be processed. Not for tuition fees. Contact: Money Advice Team, moneyadvice@northbridge.ac.uk.",
            ),
            Good(
                "preserve",
                "The University of Northbridge Student Hardship Fund 2025/26 provides grants of up to £1,500, which do not have to be repaid, to students experiencing unforeseen financial difficulties. Applicants are required to be registered on a course of no less than one year's duration and to have applied for their full statutory student finance entitlement. International students are eligible for a separate emergency award of up to £750. Applications are assessed within 15 working days; however, processing may take longer in September and January. Three months of bank statements must be uploaded, as applications submitted without them cannot be processed. Awards are not intended to cover tuition fees. Enquiries should be addressed to the Money Advice Team at moneyadvice@northbridge.ac.uk.",
            ),
            Good(
                "pl",
                "Fundusz pomocy dla studentów w trudnej sytuacji 2025/26 – University of Northbridge. Fundusz przyznaje bezzwrotne zapomogi w wysokości do 1500 funtów studentom, którzy niespodziewanie znaleźli się w trudnej sytuacji finansowej. Musisz być zapisany na kierunek trwający co najmniej rok i złożyć wniosek o pełne przysługujące Ci ustawowe wsparcie finansowe dla studentów. Studenci zagraniczni mogą się ubiegać o odrębną zapomogę nadzwyczajną w wysokości do 750 funtów. Wnioski rozpatrywane są w ciągu 15 dni roboczych, choć we wrześniu i styczniu może to potrwać dłużej. Trzeba przesłać wyciągi bankowe z trzech miesięcy; wniosków bez nich nie można rozpatrzyć. Zapomogi nie są przeznaczone na pokrycie czesnego. Kontakt: Money Advice Team, moneyadvice@northbridge.ac.uk.",
            ),
        ],
        bad=[
            Slip(0, [("Not for tuition fees.", "Also covers tuition fees.")], "negation"),
            Slip(
                1,
                [
                    (
                        "Applicants are required to be registered",
                        "Applicants should ideally be registered",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Zapomogi nie są przeznaczone na pokrycie czesnego. Kontakt: Money Advice Team, moneyadvice@northbridge.ac.uk.",
                        "Awards are not intended to cover tuition fees. Contact the Money Advice Team at moneyadvice@northbridge.ac.uk.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    # 10. Music exam entries. Styles: formal, list, Polish.
    Case(
        key="en-music-exam-entry",
        source="Entering candidates for the Summer 2025 practical exams. Teachers should enter candidates through the Tonic Music Exams portal between 3 March and 28 March 2025; late entries are accepted until 4 April for an additional fee of £12 per candidate. You will need your centre code (format TM- followed by four digits, e.g. TM-0417) and each candidate's date of birth. Grade 5 costs £62 and Grade 8 costs £98. Exams will take place between 2 June and 12 July, and timetables are normally published four weeks before the session begins. Candidates who need reasonable adjustments must request them at the time of entry. Fees cannot be refunded once entries close.",
        good=[
            Good(
                "preserve",
                "Teachers should submit entries for the Summer 2025 practical examinations via the Tonic Music Exams portal between 3 and 28 March 2025. Late entries will be accepted up to 4 April, subject to a supplementary fee of £12 per candidate. Teachers will be required to provide their centre code (in the format TM- followed by four digits, for example TM-0417) together with each candidate's date of birth. The fee for Grade 5 is £62; for Grade 8 it is £98. Examinations will be held between 2 June and 12 July, with timetables normally published four weeks prior to the start of the session. Any reasonable adjustments must be requested at the point of entry. No refunds can be made after the entry period has closed.",
            ),
            Good(
                "preserve",
                "Summer 2025 practical exams — entry checklist for teachers\n- Where: the Tonic Music Exams portal.\n- Entry window: 3 March – 28 March 2025.\n- Late entries: until 4 April, £12 extra per candidate.\n- You'll need: your centre code (TM- plus four digits, e.g. TM-0417) and every candidate's date of birth.\n- Fees: Grade 5 £62, Grade 8 £98.\n- Exam dates: 2 June – 12 July; timetables normally out four weeks before the session starts.\n- Reasonable adjustments: must be requested when you enter the candidate.\n- Refunds: none once entries have closed.",
            ),
            Good(
                "pl",
                "Zgłaszanie kandydatów na letnią sesję egzaminów praktycznych 2025. Nauczyciele powinni zgłaszać kandydatów przez portal Tonic Music Exams w dniach od 3 do 28 marca 2025 r.; zgłoszenia po terminie przyjmowane są do 4 kwietnia za dodatkową opłatą w wysokości 12 funtów za kandydata. Potrzebny będzie kod ośrodka (w formacie TM- i cztery cyfry, np. TM-0417) oraz data urodzenia każdego kandydata. Egzamin na stopień 5 kosztuje 62 funty, a na stopień 8 – 98 funtów. Egzaminy odbędą się między 2 czerwca a 12 lipca, a harmonogramy publikowane są zwykle na cztery tygodnie przed rozpoczęciem sesji. Kandydaci potrzebujący racjonalnych dostosowań muszą o nie wnioskować w chwili zgłoszenia. Po zamknięciu zgłoszeń opłaty nie podlegają zwrotowi.",
            ),
        ],
        bad=[
            Slip(0, [("The fee for Grade 5 is £62", "The fee for Grade 5 is £52")], "number"),
            Slip(1, [("e.g. TM-0417", "e.g. TM-4017")], "code"),
            Slip(2, [("do 4 kwietnia", "do 11 kwietnia")], "date"),
        ],
    ),
    # 11. Amateur theatre auditions. Styles: plain, casual, Polish.
    Case(
        key="en-theatre-auditions",
        source="The Wexford Players are holding open auditions for our spring production of 'The Importance of Being Earnest', to be staged at the Dún Mhuire Theatre from 8 to 11 April 2026. Auditions take place on Saturday 10 January at 2pm and Tuesday 13 January at 7.30pm in the Green Room, Main Street. You don't need to prepare a monologue — we'll give you extracts on the day. All roles are unpaid. Rehearsals are on Monday and Thursday evenings, and cast members should expect to attend most of them; we can usually work around one or two absences if you tell us in advance. Auditionees must be 16 or over. To book a slot, email director Siobhán Keane at auditions@wexfordplayers.ie.",
        good=[
            Good(
                "preserve",
                "The Wexford Players will stage 'The Importance of Being Earnest' at the Dún Mhuire Theatre from 8 to 11 April 2026, and auditions for this spring production are open to all. There are two sessions, both in the Green Room on Main Street: Saturday 10 January at 2pm and Tuesday 13 January at 7.30pm. There's no need to prepare a monologue, as extracts will be handed out on the day. None of the roles are paid. We rehearse on Monday and Thursday evenings, and the cast should expect to be at most rehearsals — if you let us know beforehand, we can usually work around one or two absences. You must be at least 16 to audition. Book a slot by emailing the director, Siobhán Keane, at auditions@wexfordplayers.ie.",
            ),
            Good(
                "preserve",
                "Ever fancied treading the boards? The Wexford Players are holding open auditions for our spring show, 'The Importance of Being Earnest', which we're putting on at the Dún Mhuire Theatre on 8–11 April 2026. Come along to the Green Room on Main Street on Saturday 10 January at 2pm or Tuesday 13 January at 7.30pm. Don't worry about learning a monologue — we'll hand you extracts on the day. Heads up: every role is unpaid. Rehearsals are Monday and Thursday evenings and we'd expect you at most of them, though missing one or two is usually fine as long as you warn us first. You need to be 16 or older. Grab a slot by emailing our director, Siobhán Keane, at auditions@wexfordplayers.ie.",
            ),
            Good(
                "pl",
                "Zespół The Wexford Players zaprasza na otwarte przesłuchania do wiosennego spektaklu „Bądźmy poważni na serio” (The Importance of Being Earnest), który wystawimy w teatrze Dún Mhuire w dniach 8–11 kwietnia 2026 r. Przesłuchania odbędą się w sobotę 10 stycznia o 14:00 i we wtorek 13 stycznia o 19:30 w Green Room przy Main Street. Nie trzeba przygotowywać monologu – fragmenty tekstu dostaniesz na miejscu. Za żadną z ról nie przewidujemy wynagrodzenia. Próby odbywają się w poniedziałkowe i czwartkowe wieczory; obsada powinna liczyć się z obecnością na większości z nich, choć jeśli uprzedzisz nas wcześniej, zwykle jesteśmy w stanie poradzić sobie z jedną czy dwiema nieobecnościami. Kandydaci muszą mieć ukończone 16 lat. Aby zarezerwować termin, napisz do reżyserki Siobhán Keane na adres auditions@wexfordplayers.ie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "None of the roles are paid.",
                        "None of the roles are paid, but travel expenses are reimbursed.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("missing one or two is usually fine", "missing one or two is always fine")],
                "hedge",
            ),
            Slip(
                2, [("Nie trzeba przygotowywać monologu", "Trzeba przygotować monolog")], "negation"
            ),
        ],
    ),
    # 12. Coroner's inquest notice. Styles: list, formal, Polish.
    Case(
        key="en-inquest-notice",
        source="Notice of inquest. Catherine Ormsby, HM Area Coroner for North Yorkshire, will open an inquest into the death of Mr David Arthur Pike, aged 74, of Malton, at Northallerton Coroner's Court on Tuesday 3 June 2025 at 10.00am. The inquest is held under section 6 of the Coroners and Justice Act 2009. The hearing is open to the public and the press, but photography and recording in the courtroom are not permitted. Family members who wish to ask questions of witnesses must notify the coroner's office at least 7 days before the hearing. The full inquest is expected to last two days. Enquiries: 01609 533 805 or coroners@northyorks.gov.uk, quoting reference NY-2025-0412.",
        good=[
            Good(
                "preserve",
                "Inquest notice\n- Deceased: Mr David Arthur Pike, 74, of Malton.\n- Coroner: Catherine Ormsby, HM Area Coroner for North Yorkshire.\n- Opening: Tuesday 3 June 2025, 10.00am, Northallerton Coroner's Court.\n- Legal basis: section 6 of the Coroners and Justice Act 2009.\n- Public and press may attend; no photography or recording in the courtroom.\n- Family members wanting to question witnesses must tell the coroner's office at least 7 days beforehand.\n- Expected length of the full inquest: two days.\n- Enquiries: 01609 533 805 / coroners@northyorks.gov.uk (ref. NY-2025-0412).",
            ),
            Good(
                "preserve",
                "Catherine Ormsby, HM Area Coroner for North Yorkshire, will open an inquest at Northallerton Coroner's Court at 10.00am on Tuesday 3 June 2025 into the death of Mr David Arthur Pike of Malton, who was 74. The inquest is being held pursuant to section 6 of the Coroners and Justice Act 2009. Members of the public and the press may attend the hearing; however, no photography or recording is permitted in the courtroom. Any family member who wishes to put questions to witnesses is required to inform the coroner's office no later than 7 days before the hearing. It is anticipated that the full inquest will last two days. Enquiries may be made on 01609 533 805 or to coroners@northyorks.gov.uk, quoting reference NY-2025-0412.",
            ),
            Good(
                "pl",
                "Zawiadomienie o dochodzeniu koronera. Catherine Ormsby, koroner obszarowy Jego Królewskiej Mości dla North Yorkshire (HM Area Coroner), wszczyna dochodzenie w sprawie śmierci pana Davida Arthura Pike'a, lat 74, z Malton. Posiedzenie odbędzie się we wtorek 3 czerwca 2025 r. o godz. 10:00 w sądzie koronera w Northallerton. Dochodzenie prowadzone jest na podstawie sekcji 6 ustawy Coroners and Justice Act 2009. Rozprawa jest jawna dla publiczności i prasy, ale fotografowanie i nagrywanie na sali sądowej jest zabronione. Członkowie rodziny, którzy chcą zadawać pytania świadkom, muszą powiadomić biuro koronera co najmniej 7 dni przed rozprawą. Przewiduje się, że całe dochodzenie potrwa dwa dni. Informacje: 01609 533 805 lub coroners@northyorks.gov.uk, z podaniem sygnatury NY-2025-0412.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("must tell the coroner's office", "are welcome to tell the coroner's office")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "section 6 of the Coroners and Justice Act 2009",
                        "section 6 of the Coroners Act 1988",
                    )
                ],
                "legal_reference",
            ),
            Slip(2, [("o godz. 10:00", "o godz. 14:00")], "date"),
        ],
    ),
    # 13. Tenancy deposit dispute. Styles: plain, FAQ, Polish.
    Case(
        key="en-deposit-dispute",
        source="Disputing deductions from your tenancy deposit. If you rent in England on an assured shorthold tenancy, your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it, as required by section 213 of the Housing Act 2004. If you disagree with proposed deductions at the end of the tenancy, you can use the scheme's free dispute resolution service, but you usually need to raise the dispute within 3 months of the tenancy ending. Both sides will be asked for evidence, such as the check-in inventory and dated photos. The adjudicator's decision is binding and cannot be appealed. Using the service is not compulsory; you can go to court instead. If your deposit was not protected, a court can order the landlord to pay you up to three times its amount.",
        good=[
            Good(
                "preserve",
                "Landlords in England who take a deposit for an assured shorthold tenancy have to place it in a government-approved protection scheme within 30 days of receiving it — that's the rule in section 213 of the Housing Act 2004. When your tenancy ends and you don't agree with the deductions your landlord proposes, you can turn to the scheme's free dispute resolution service. Normally, though, you have to raise the dispute within 3 months of the end of the tenancy. You and your landlord will each be asked for evidence, for example the check-in inventory and dated photos. Whatever the adjudicator decides is binding, and there is no appeal. You don't have to use the service: going to court is an alternative. And if your deposit was never protected, a court can order your landlord to pay you as much as three times the deposit.",
            ),
            Good(
                "preserve",
                "Does my landlord have to protect my deposit?\nYes, if you rent in England on an assured shorthold tenancy. Under section 213 of the Housing Act 2004, it must go into a government-approved scheme within 30 days of the landlord receiving it.\nI disagree with the proposed deductions — what now?\nAt the end of the tenancy you can use the scheme's free dispute resolution service. You usually need to raise the dispute within 3 months of the tenancy ending.\nWhat evidence is needed?\nBoth sides are asked for evidence such as the check-in inventory and dated photos.\nCan I appeal the adjudicator's decision?\nNo. It is binding.\nMust I use the service?\nNo, it isn't compulsory — you can go to court instead.\nWhat if my deposit wasn't protected?\nA court can order your landlord to pay you up to three times the deposit.",
            ),
            Good(
                "pl",
                "Spór o potrącenia z kaucji za najem. Jeśli wynajmujesz mieszkanie w Anglii na podstawie umowy assured shorthold tenancy, wynajmujący musi w ciągu 30 dni od otrzymania kaucji zabezpieczyć ją w systemie zatwierdzonym przez rząd, zgodnie z sekcją 213 ustawy Housing Act 2004. Jeżeli po zakończeniu najmu nie zgadzasz się z proponowanymi potrąceniami, możesz skorzystać z bezpłatnej usługi rozstrzygania sporów prowadzonej w ramach tego systemu, ale zwykle musisz zgłosić spór w ciągu 3 miesięcy od zakończenia najmu. Obie strony zostaną poproszone o dowody, np. protokół zdawczo-odbiorczy sporządzony przy wprowadzeniu się i datowane zdjęcia. Decyzja arbitra jest wiążąca i nie można się od niej odwołać. Korzystanie z tej usługi nie jest obowiązkowe – zamiast tego możesz skierować sprawę do sądu. Jeśli kaucja nie została zabezpieczona, sąd może nakazać wynajmującemu zapłatę do trzykrotności jej kwoty.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("You don't have to use the service", "You have to use the service")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "within 3 months of the tenancy ending",
                        "within 6 months of the tenancy ending",
                    )
                ],
                "number",
            ),
            Slip(2, [("Housing Act 2004", "Housing Act 1988")], "legal_reference"),
        ],
    ),
    # 14. Python package changelog (markdown). Styles: plain, concise, Polish.
    Case(
        key="en-python-changelog",
        source="## 2.4.0 (2025-03-18)\n\n### Added\n- `parse_duration()` now accepts ISO 8601 strings such as `PT1H30M`.\n- New `--strict` flag for the `tidyconf check` command.\n\n### Changed\n- The minimum supported Python version is now **3.10**; Python 3.9 is no longer tested.\n- `load()` no longer follows symlinks by default; pass `follow_symlinks=True` to restore the old behaviour.\n\n### Deprecated\n- `Config.merge()` will be removed in 3.0. Use `Config.update()` instead.\n\nThanks to @mkowal and @jdoe for their contributions (#412, #418).",
        good=[
            Good(
                "preserve",
                "## 2.4.0 (2025-03-18)\n\n### Added\n- ISO 8601 strings like `PT1H30M` are now accepted by `parse_duration()`.\n- The `tidyconf check` command gains a `--strict` flag.\n\n### Changed\n- Python **3.10** is now the oldest supported version, and we have stopped testing on Python 3.9.\n- By default, `load()` no longer follows symlinks. To get the previous behaviour back, pass `follow_symlinks=True`.\n\n### Deprecated\n- `Config.merge()` is deprecated and will be removed in 3.0; switch to `Config.update()`.\n\nContributions from @mkowal and @jdoe (#412, #418) — thank you!",
            ),
            Good(
                "preserve",
                "## 2.4.0 (2025-03-18)\n\n### Added\n- `parse_duration()`: ISO 8601 input (e.g. `PT1H30M`).\n- `tidyconf check`: new `--strict` flag.\n\n### Changed\n- Minimum Python: **3.10** (3.9 no longer tested).\n- `load()`: symlinks not followed by default; `follow_symlinks=True` restores the old behaviour.\n\n### Deprecated\n- `Config.merge()`: to be removed in 3.0; use `Config.update()`.\n\nThanks: @mkowal, @jdoe (#412, #418).",
            ),
            Good(
                "pl",
                "## 2.4.0 (2025-03-18)\n\n### Dodano\n- `parse_duration()` przyjmuje teraz ciągi w formacie ISO 8601, np. `PT1H30M`.\n- Nowa flaga `--strict` dla polecenia `tidyconf check`.\n\n### Zmieniono\n- Minimalna obsługiwana wersja Pythona to teraz **3.10**; Python 3.9 nie jest już testowany.\n- `load()` domyślnie nie podąża już za dowiązaniami symbolicznymi; aby przywrócić dotychczasowe działanie, przekaż `follow_symlinks=True`.\n\n### Przestarzałe\n- `Config.merge()` zostanie usunięte w wersji 3.0. Zamiast tego używaj `Config.update()`.\n\nDziękujemy @mkowal i @jdoe za wkład (#412, #418).",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "By default, `load()` no longer follows symlinks.",
                        "By default, `load()` now follows symlinks.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "- `tidyconf check`: new `--strict` flag.",
                        "- tidyconf check: new --strict flag.",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("`follow_symlinks=True`", "`follow_symlinks=False`")], "code"),
        ],
    ),
    # 15. Meta-analysis abstract. Styles: plain, concise, Polish.
    Case(
        key="en-mindfulness-meta-analysis",
        source="Background: Evidence on the effect of school-based mindfulness programmes on adolescent anxiety remains mixed. Methods: We searched five databases up to January 2024 and included 31 randomised controlled trials (n = 9,412 participants). Results: Mindfulness programmes produced a small reduction in anxiety compared with usual teaching (standardised mean difference −0.19, 95% CI −0.31 to −0.07). Effects were larger in programmes delivered by trained external facilitators, consistent with Harrow et al. (2022) but not with Lindqvist and Moreau (2019). Heterogeneity was moderate (I² = 48%). Conclusions: School mindfulness programmes may modestly reduce anxiety, but the certainty of evidence is low, and they should not replace specialist care for adolescents with diagnosed anxiety disorders.",
        good=[
            Good(
                "preserve",
                "Whether school-based mindfulness programmes reduce anxiety in teenagers is still unclear: the evidence so far is mixed. We searched five databases up to January 2024 and included 31 randomised controlled trials with 9,412 participants in total. Compared with usual teaching, mindfulness led to a small drop in anxiety (standardised mean difference −0.19; 95% CI −0.31 to −0.07). The effect was bigger when trained external facilitators ran the programme — in line with Harrow et al. (2022), but unlike Lindqvist and Moreau (2019). Heterogeneity was moderate (I² = 48%). In short, these programmes may bring a modest reduction in anxiety, but the evidence is of low certainty, and they should not take the place of specialist care for adolescents diagnosed with an anxiety disorder.",
            ),
            Good(
                "preserve",
                "Background — mixed evidence on school-based mindfulness programmes and adolescent anxiety.\nMethods — five databases searched up to January 2024; 31 RCTs, n = 9,412.\nResults — small reduction in anxiety vs usual teaching (SMD −0.19, 95% CI −0.31 to −0.07); larger effects with trained external facilitators, agreeing with Harrow et al. (2022) and contrasting with Lindqvist and Moreau (2019); moderate heterogeneity (I² = 48%).\nConclusions — possibly a modest reduction in anxiety; low-certainty evidence; should not be used in place of specialist care for adolescents with diagnosed anxiety disorders.",
            ),
            Good(
                "pl",
                "Wprowadzenie: Dane na temat wpływu szkolnych programów uważności (mindfulness) na lęk u nastolatków wciąż są niejednoznaczne. Metody: Przeszukaliśmy pięć baz danych do stycznia 2024 r. i włączyliśmy 31 randomizowanych badań kontrolowanych (n = 9412 uczestników). Wyniki: W porównaniu ze zwykłymi zajęciami programy uważności przyniosły niewielkie zmniejszenie lęku (standaryzowana różnica średnich −0,19; 95% CI od −0,31 do −0,07). Efekty były większe w programach prowadzonych przez przeszkolonych prowadzących z zewnątrz, co jest zgodne z wynikami Harrow i wsp. (2022), ale nie z wynikami Lindqvist i Moreau (2019). Heterogeniczność była umiarkowana (I² = 48%). Wnioski: Szkolne programy uważności mogą w niewielkim stopniu zmniejszać lęk, jednak pewność danych jest niska i nie powinny one zastępować specjalistycznej opieki nad nastolatkami ze zdiagnozowanymi zaburzeniami lękowymi.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("in line with Harrow et al. (2022)", "in line with Harrow et al. (2020)")],
                "citation",
            ),
            Bad(
                "preserve",
                "Background — mixed evidence on school-based mindfulness programmes and adolescent anxiety.\nMethods — five databases searched up to January 2024; 31 RCTs, n = 9,412.\nResults — small reduction in anxiety vs usual teaching (SMD −0.19, 95% CI −0.31 to −0.07); larger effects with trained external facilitators, agreeing with Harrow et al. (2022) and contrasting with Lindqvist and Moreau (2019); moderate heterogeneity (I² = 48%).\nConclusions — school mindfulness programmes reduce anxiety modestly; low-certainty evidence; should not be used in place of specialist care for adolescents with diagnosed anxiety disorders.",
                "hedge",
            ),
            Slip(2, [("Lindqvist i Moreau", "Lindqvist i Moreno")], "citation"),
        ],
    ),
    # 16. Building regulations notice. Styles: FAQ, formal, Polish.
    Case(
        key="en-building-regulations",
        source="Building regulations: notice for home improvement works. Under regulation 12 of the Building Regulations 2010, you must give the council notice before starting most building work, such as structural alterations, new drainage or replacing a roof covering over more than 25% of its area. You can submit a full plans application or, for smaller domestic projects, a building notice at least 2 working days before work starts. Building notices cannot be used for work close to a public sewer. Our inspection fees start at £320 for a single-storey extension up to 10 m². Work carried out without approval may have to be uncovered or removed. Apply at buildingcontrol.ashfordbc.gov.uk or call 01233 330 412.",
        good=[
            Good(
                "preserve",
                "Do I need to tell the council about building work?\nFor most projects, yes. Regulation 12 of the Building Regulations 2010 requires you to give notice before you start — for example for structural alterations, new drainage, or replacing the covering on more than 25% of a roof.\nHow do I give notice?\nEither with a full plans application or, for smaller domestic projects, a building notice submitted at least 2 working days before work begins.\nWhen can't I use a building notice?\nWhen the work is close to a public sewer.\nHow much does inspection cost?\nFees start at £320 for a single-storey extension of up to 10 m².\nWhat if I go ahead without approval?\nYou may have to uncover or remove the work.\nHow do I apply?\nAt buildingcontrol.ashfordbc.gov.uk or on 01233 330 412.",
            ),
            Good(
                "preserve",
                "Building Regulations – notice of home improvement works. Regulation 12 of the Building Regulations 2010 requires that the council be given notice before most building work commences, including structural alterations, new drainage and the replacement of a roof covering over more than a quarter of its area. Notice may be given by means of a full plans application or, in the case of smaller domestic projects, a building notice lodged not less than 2 working days before commencement. A building notice may not be used where the work is close to a public sewer. Inspection fees start from £320 for a single-storey extension of up to 10 m². Any work undertaken without approval may have to be exposed or removed. Applications can be made at buildingcontrol.ashfordbc.gov.uk or by telephone on 01233 330 412.",
            ),
            Good(
                "pl",
                "Przepisy budowlane: zgłaszanie prac remontowych w domu. Zgodnie z przepisem 12 rozporządzenia Building Regulations 2010 przed rozpoczęciem większości prac budowlanych trzeba zawiadomić władze lokalne (council) – dotyczy to m.in. zmian konstrukcyjnych, nowej kanalizacji czy wymiany pokrycia dachu na ponad 25% jego powierzchni. Można złożyć pełny wniosek z projektem (full plans application), a przy mniejszych pracach w domach – zgłoszenie budowlane (building notice) co najmniej 2 dni robocze przed rozpoczęciem prac. Zgłoszenia budowlanego nie można stosować przy pracach w pobliżu publicznej sieci kanalizacyjnej. Opłaty za inspekcje zaczynają się od 320 funtów za parterową dobudówkę o powierzchni do 10 m². W przypadku prac wykonanych bez zatwierdzenia może być konieczne ich odsłonięcie lub usunięcie. Wnioski: buildingcontrol.ashfordbc.gov.uk lub tel. 01233 330 412.",
            ),
        ],
        bad=[
            Slip(
                0, [("requires you to give notice", "recommends that you give notice")], "modality"
            ),
            Slip(1, [("not less than 2 working days", "not less than 5 working days")], "number"),
            Slip(
                2, [("buildingcontrol.ashfordbc.gov.uk", "buildingcontrol.ashford.gov.uk")], "url"
            ),
        ],
    ),
    # 17. Charity shop donation policy (markdown). Styles: casual, formal, Polish.
    Case(
        key="en-charity-shop-donations",
        source="## Donating to Lakeland Mountain Rescue shops\n\nWe gratefully accept clean, good-quality clothes, books, homeware and small electricals. Please **do not** leave bags outside the shop when we are closed — they are often stolen or soaked by rain.\n\n**We cannot accept:**\n- upholstered furniture without a fire safety label,\n- car seats or cycle helmets,\n- opened cosmetics.\n\nElectrical items must be PAT-tested in our workshop before sale, which usually takes up to two weeks. Free collection of larger donations is available within 10 miles of Kendal; book on 01539 720 118. If you are a UK taxpayer, please ask about Gift Aid — it adds 25p to every £1 we raise from your goods.",
        good=[
            Good(
                "preserve",
                "## Donating to Lakeland Mountain Rescue shops\n\nWe'd love your clean, good-quality clothes, books, homeware and small electricals. Just **please don't** drop bags outside the shop while we're closed — they often get stolen or soaked in the rain.\n\n**What we can't take:**\n- upholstered furniture that has no fire safety label,\n- car seats or cycle helmets,\n- cosmetics that have been opened.\n\nBefore we can sell any electrical item, it has to be PAT-tested in our workshop; that usually takes up to two weeks. Got something bigger? We'll collect it for free within 10 miles of Kendal — call 01539 720 118 to book. UK taxpayer? Ask us about Gift Aid: it adds 25p to every £1 we raise from your goods.",
            ),
            Good(
                "preserve",
                "## Donating to Lakeland Mountain Rescue shops\n\nDonations of clean, good-quality clothing, books, homeware and small electrical items are gratefully received. Donors are asked **not** to leave bags outside the shop outside opening hours, as these are frequently stolen or damaged by rain.\n\n**The following items cannot be accepted:**\n- upholstered furniture not bearing a fire safety label,\n- car seats or cycle helmets,\n- cosmetics that have been opened.\n\nAll electrical items are required to undergo PAT testing in our workshop prior to sale; this process usually takes up to two weeks. Larger donations can be collected free of charge within 10 miles of Kendal, and collections may be booked on 01539 720 118. UK taxpayers are invited to enquire about Gift Aid, which adds 25p to every £1 raised from their goods.",
            ),
            Good(
                "pl",
                "## Przekazywanie darów do sklepów Lakeland Mountain Rescue\n\nZ wdzięcznością przyjmujemy czyste i dobrej jakości ubrania, książki, artykuły domowe oraz drobny sprzęt elektryczny. **Prosimy nie** zostawiać worków przed sklepem, gdy jest zamknięty – często są kradzione albo moknie je deszcz.\n\n**Nie możemy przyjąć:**\n- mebli tapicerowanych bez etykiety bezpieczeństwa przeciwpożarowego,\n- fotelików samochodowych ani kasków rowerowych,\n- otwartych kosmetyków.\n\nSprzęt elektryczny przed sprzedażą musi przejść test bezpieczeństwa (PAT) w naszym warsztacie, co trwa zwykle do dwóch tygodni. Większe dary odbieramy bezpłatnie w promieniu 10 mil od Kendal – odbiór można zamówić pod numerem 01539 720 118. Jeśli płacisz podatki w Wielkiej Brytanii, zapytaj o Gift Aid – dzięki temu do każdego funta uzyskanego ze sprzedaży Twoich rzeczy dochodzi 25 pensów.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "We'll collect it for free within 10 miles of Kendal",
                        "We'll collect it for free on Tuesdays and Fridays within 10 miles of Kendal",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1, [("are required to undergo PAT testing", "may undergo PAT testing")], "modality"
            ),
            Slip(2, [("**Nie możemy przyjąć:**", "Nie możemy przyjąć:")], "markdown"),
        ],
    ),
    # 18. Football referee course. Styles: plain, list, Polish.
    Case(
        key="en-referee-course",
        source="Become a grassroots referee with the Lancashire FA. Our Referee Course costs £60 and combines 4 online modules with two practical days at Leyland Sports Arena on Saturday 14 and Sunday 15 February 2026, from 9.30am to 4pm. Candidates must be at least 14 years old on the first practical day. After the course, you must officiate five matches within the first season and complete a safeguarding course to qualify. Referees under 18 must not be appointed to adult matches. Most new referees receive their first appointments within a month of qualifying. Register at lancashirefa.com/referees — places are limited to 30 per course.",
        good=[
            Good(
                "preserve",
                "Want to referee grassroots football? The Lancashire FA Referee Course costs £60. It's made up of 4 online modules plus two practical days at Leyland Sports Arena — Saturday 14 and Sunday 15 February 2026, from 9.30am to 4pm. You have to be 14 or older on the first practical day. To qualify, you then need to referee five matches during your first season and complete a safeguarding course. Referees under 18 must not be given adult matches. Most new referees get their first appointments within a month of qualifying. Each course takes a maximum of 30 people; sign up at lancashirefa.com/referees.",
            ),
            Good(
                "preserve",
                "Lancashire FA Referee Course\n- Cost: £60.\n- Format: 4 online modules + 2 practical days.\n- Practical days: Saturday 14 and Sunday 15 February 2026, 9.30am–4pm, Leyland Sports Arena.\n- Minimum age: 14 on the first practical day.\n- To qualify: officiate five matches in your first season and complete a safeguarding course — both are compulsory.\n- Under-18 referees must never be appointed to adult matches.\n- First appointments: most new referees get them within a month of qualifying.\n- Places: limited to 30 per course. Register at lancashirefa.com/referees.",
            ),
            Good(
                "pl",
                "Zostań sędzią piłkarskim w rozgrywkach amatorskich z Lancashire FA. Nasz kurs sędziowski kosztuje 60 funtów i łączy 4 moduły online z dwoma dniami zajęć praktycznych w Leyland Sports Arena – w sobotę 14 i niedzielę 15 lutego 2026 r., w godz. 9:30–16:00. Kandydaci muszą mieć ukończone 14 lat w pierwszym dniu zajęć praktycznych. Aby uzyskać uprawnienia, po kursie trzeba w pierwszym sezonie poprowadzić pięć meczów i ukończyć szkolenie z zakresu safeguardingu. Sędziowie, którzy nie ukończyli 18 lat, nie mogą być wyznaczani do meczów dorosłych. Większość nowych sędziów otrzymuje pierwsze nominacje w ciągu miesiąca od uzyskania uprawnień. Rejestracja: lancashirefa.com/referees – liczba miejsc na kursie jest ograniczona do 30.",
            ),
        ],
        bad=[
            Slip(0, [("lancashirefa.com/referees", "lancashirefa.com/referee")], "url"),
            Slip(
                1,
                [
                    (
                        "Saturday 14 and Sunday 15 February 2026",
                        "Saturday 14 and Sunday 15 March 2026",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "Większość nowych sędziów otrzymuje pierwsze nominacje w ciągu miesiąca od uzyskania uprawnień.",
                        "Most new referees receive their first appointments within a month of qualifying.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    # 19. Tree surgery quotation. Styles: formal, casual, Polish.
    Case(
        key="en-tree-surgery-quote",
        source="Quotation ref. Q-7731 — Oakline Tree Care Ltd. Works at 14 Church Lane, Lavenham: reduce the crown of the mature oak in the rear garden by approximately 2 metres and remove the dead ash near the boundary. Total price: £1,180 plus VAT, including removal of all arisings. As the property lies in a conservation area, six weeks' notice must be given to Babergh District Council under section 211 of the Town and Country Planning Act 1990; we will submit this on your behalf. Work cannot start until the notice period has ended unless the council confirms it has no objection. The ash will probably need to be dismantled in sections because of the nearby power line. This quote is valid for 60 days.",
        good=[
            Good(
                "preserve",
                "Oakline Tree Care Ltd — Quotation ref. Q-7731. Address: 14 Church Lane, Lavenham. Proposed works: a crown reduction of approximately 2 metres to the mature oak in the rear garden, and removal of the dead ash adjacent to the boundary. The total price is £1,180 plus VAT, inclusive of the removal of all arisings. Because the property is situated within a conservation area, six weeks' notice is required to be given to Babergh District Council under section 211 of the Town and Country Planning Act 1990; we shall submit this notice on your behalf. Works may not commence before the notice period expires, unless the council confirms that it has no objection. Owing to the proximity of a power line, the ash is likely to require dismantling in sections. This quotation remains valid for 60 days.",
            ),
            Good(
                "preserve",
                "Here's our quote (ref. Q-7731) from Oakline Tree Care Ltd for 14 Church Lane, Lavenham. We'll take roughly 2 metres off the crown of the mature oak in your back garden and take down the dead ash by the boundary. It comes to £1,180 plus VAT, and that includes clearing away all the arisings. Your house is in a conservation area, so Babergh District Council has to get six weeks' notice under section 211 of the Town and Country Planning Act 1990 — don't worry, we'll send it for you. We can't begin until those six weeks are up, unless the council tells us it has no objection. Because there's a power line close by, we'll probably have to take the ash down in sections. The quote stands for 60 days.",
            ),
            Good(
                "pl",
                "Oferta nr Q-7731 – Oakline Tree Care Ltd. Prace pod adresem 14 Church Lane, Lavenham: redukcja korony dojrzałego dębu w ogrodzie za domem o około 2 metry oraz usunięcie obumarłego jesionu przy granicy działki. Cena łączna: 1180 funtów plus VAT, wraz z wywozem wszystkich pozostałości po cięciu. Ponieważ nieruchomość leży na obszarze chronionym (conservation area), na podstawie sekcji 211 ustawy Town and Country Planning Act 1990 trzeba z sześciotygodniowym wyprzedzeniem zawiadomić Babergh District Council; zrobimy to w Państwa imieniu. Prac nie można rozpocząć przed upływem tego okresu, chyba że rada potwierdzi, że nie wnosi sprzeciwu. Ze względu na pobliską linię energetyczną jesion prawdopodobnie trzeba będzie rozbierać fragmentami. Oferta jest ważna 60 dni.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("the ash is likely to require dismantling", "the ash will require dismantling")],
                "hedge",
            ),
            Slip(1, [("tells us it has no objection", "tells us it has an objection")], "negation"),
            Slip(2, [("1180 funtów plus VAT", "1108 funtów plus VAT")], "number"),
        ],
    ),
    # 20. Wedding photographer contract. Styles: FAQ, formal, Polish.
    Case(
        key="en-wedding-photographer",
        source="Wedding photography agreement — Amelia Rhodes Photography. The booking fee of £400 is non-refundable and secures your date; the balance of £1,450 is due 30 days before the wedding. Coverage runs for up to 8 hours on the day. You will receive at least 400 edited images via an online gallery within 8 weeks. Raw, unedited files are not supplied. The photographer may use selected images on her website and social media unless you opt out in writing. If you cancel more than 6 months before the wedding, the booking fee can be transferred to another date within 12 months. The couple must ensure that the venue permits photography during the ceremony.",
        good=[
            Good(
                "preserve",
                "How do we book Amelia Rhodes Photography?\nYou pay a £400 booking fee to secure your date. It isn't refundable. The remaining £1,450 must be paid 30 days before the wedding.\nHow long will the photographer be there?\nUp to 8 hours on the day.\nWhat do we get?\nA minimum of 400 edited images in an online gallery, within 8 weeks. We don't supply raw, unedited files.\nWill our photos be shared?\nThe photographer may use selected images on her website and social media, unless you opt out in writing.\nWhat if we cancel?\nCancel more than 6 months ahead and your booking fee can be moved to another date within 12 months.\nAnything we need to check?\nYes — you must make sure the venue allows photography during the ceremony.",
            ),
            Good(
                "preserve",
                "Amelia Rhodes Photography — Wedding Photography Agreement. A non-refundable booking fee of £400 is payable to secure the date, and the outstanding balance of £1,450 falls due 30 days prior to the wedding. Photographic coverage is provided for a maximum of 8 hours on the wedding day. The client shall receive no fewer than 400 edited images, delivered through an online gallery within 8 weeks. Raw or unedited files will not be provided. The photographer may use selected images on her website and social media channels, unless the client opts out in writing. Where a cancellation is made more than 6 months before the wedding, the booking fee may be transferred to an alternative date within 12 months. The couple shall be responsible for ensuring that the venue permits photography during the ceremony.",
            ),
            Good(
                "pl",
                "Umowa na fotografię ślubną – Amelia Rhodes Photography. Opłata rezerwacyjna w wysokości 400 funtów jest bezzwrotna i gwarantuje termin; pozostała kwota 1450 funtów jest płatna 30 dni przed ślubem. Zdjęcia wykonywane są przez maksymalnie 8 godzin w dniu ślubu. Otrzymacie Państwo co najmniej 400 obrobionych zdjęć w galerii internetowej w ciągu 8 tygodni. Surowe, nieobrobione pliki nie są udostępniane. Fotografka może wykorzystać wybrane zdjęcia na swojej stronie internetowej i w mediach społecznościowych, chyba że zgłosicie Państwo sprzeciw na piśmie. W razie odwołania więcej niż 6 miesięcy przed ślubem opłatę rezerwacyjną można przenieść na inny termin w ciągu 12 miesięcy. Para młoda musi upewnić się, że miejsce uroczystości pozwala na fotografowanie podczas ceremonii.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "A minimum of 400 edited images in an online gallery, within 8 weeks.",
                        "A minimum of 400 edited images in an online gallery, within 8 weeks, plus a printed album of your 30 favourites.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Raw or unedited files will not be provided.",
                        "Raw or unedited files will be provided.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("Para młoda musi upewnić się", "Para młoda może upewnić się")], "modality"),
        ],
    ),
]
