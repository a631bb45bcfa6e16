# ruff: noqa: E501, RUF001
"""English source cases of blind set 41: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-university-library-short-loan-rules",
        source=(
            "Short-loan items at the Harcourt Library can be borrowed for 4 hours during staffed opening times. "
            "Loans taken out after 6 p.m. are due back by 10 a.m. the next day. Students may hold no more than 3 "
            "short-loan items at once, and short-loan items cannot be renewed online; ask at the Service Desk instead. "
            "A late return is charged at £1.50 per hour, up to a maximum of £15 per item. From 1 September 2025, "
            "unpaid charges above £10 will block further borrowing until they are cleared. Reference-only items "
            "must not leave the building under any circumstances."
        ),
        good=[
            Good(
                "preserve",
                "You can borrow a short-loan item from the Harcourt Library for 4 hours while the library is staffed. "
                "If you borrow one after 6 p.m., it is due back by 10 a.m. the following day. You may have at most 3 "
                "short-loan items at a time. Renewals aren't possible online, so please ask at the Service Desk. "
                "Late returns cost £1.50 per hour, capped at £15 per item, and from 1 September 2025 any unpaid "
                "charges over £10 will stop you borrowing anything else until you pay them. Reference-only items "
                "must not leave the building under any circumstances.",
            ),
            Good(
                "preserve",
                "**Short-loan rules – Harcourt Library**\n"
                "- Loan period: 4 hours, during staffed opening times.\n"
                "- Borrowed after 6 p.m.? Due back by 10 a.m. the next day.\n"
                "- Limit: no more than three short-loan items per student at once.\n"
                "- No online renewals – renew at the Service Desk instead.\n"
                "- Late fee: £1.50 per hour, maximum £15 per item.\n"
                "- From September 1, 2025: unpaid charges above £10 block further borrowing until cleared.\n"
                "- Reference-only items must never leave the building.",
            ),
            Good(
                "pl",
                "Materiały z księgozbioru krótkoterminowego w Bibliotece Harcourt można wypożyczyć na 4 godziny "
                "w godzinach pracy obsługi. Wypożyczenia dokonane po godzinie 18:00 należy zwrócić do 10:00 "
                "następnego dnia. Student może mieć jednocześnie najwyżej 3 takie pozycje. Wypożyczeń "
                "krótkoterminowych nie można przedłużać online – w tym celu trzeba zgłosić się do punktu obsługi "
                "(Service Desk). Za spóźniony zwrot pobierana jest opłata 1,50 GBP za godzinę, maksymalnie 15 GBP "
                "za egzemplarz. Od 1 września 2025 r. nieuregulowane należności powyżej 10 GBP będą blokować dalsze "
                "wypożyczenia do czasu ich spłaty. Materiały wyłącznie do użytku na miejscu w żadnym wypadku nie "
                "mogą opuszczać budynku.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Renewals aren't possible online, so please ask",
                        "Renewals are possible online, or you can ask",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("no more than three short-loan items", "no more than four short-loan items")],
                "number",
            ),
            Slip(2, [("Od 1 września 2025 r.", "Od 1 października 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-liquid-nitrogen-dewar-filling-procedure",
        source=(
            "Filling portable liquid-nitrogen dewars (SOP-CR-07)\n"
            "Only staff who have completed cryogen safety training may fill dewars from the main supply tank in "
            "room B114. Before filling, put on a face shield, cryogenic gloves and a lab coat; safety glasses alone "
            "are not sufficient. Never fill a dewar with a capacity above 50 litres without a second trained person "
            "present. Keep the room door open and check that the oxygen monitor reads at least 19.5% before you "
            "start. If the alarm sounds, leave immediately and do not re-enter until the monitor has been reset by "
            "facilities staff. Dewars should be filled to no more than 90% of their capacity."
        ),
        good=[
            Good(
                "preserve",
                "SOP-CR-07 – filling portable liquid-nitrogen dewars\n\n"
                "1. Check you are allowed: only staff who have completed cryogen safety training may fill dewars from "
                "the main supply tank in room B114.\n"
                "2. Put on a face shield, cryogenic gloves and a lab coat. Safety glasses on their own are not enough.\n"
                "3. Keep the door open and confirm that the oxygen monitor shows at least 19.5% before starting.\n"
                "4. Never fill a dewar holding more than 50 litres unless a second trained person is present.\n"
                "5. Dewars should be filled to no more than 90% of their capacity.\n"
                "6. If the alarm goes off, get out at once and do not go back in until facilities staff have reset "
                "the monitor.",
            ),
            Good(
                "preserve",
                "Under SOP-CR-07, portable liquid-nitrogen dewars may be filled from the main supply tank in room B114 "
                "only by staff who have completed cryogen safety training. A face shield, cryogenic gloves and a lab "
                "coat are to be put on before filling, as safety glasses alone do not provide sufficient protection. "
                "Before work begins, the room door is to be kept open and the oxygen monitor checked for a reading of "
                "at least 19.5%. No dewar with a capacity above 50 litres is ever to be filled unless a second trained "
                "person is present, and no dewar should be filled beyond 90% of its capacity. Should the alarm sound, "
                "the room is to be vacated immediately and must not be re-entered until facilities staff have reset "
                "the monitor.",
            ),
            Good(
                "pl",
                "Napełnianie przenośnych dewarów ciekłym azotem (SOP-CR-07)\n"
                "Dewary z głównego zbiornika w pomieszczeniu B114 mogą napełniać wyłącznie pracownicy, którzy "
                "ukończyli szkolenie z bezpiecznej pracy z kriogenami. Przed napełnianiem załóż osłonę twarzy, "
                "rękawice kriogeniczne i fartuch laboratoryjny; same okulary ochronne nie wystarczą. Nigdy nie "
                "napełniaj dewara o pojemności powyżej 50 litrów bez obecności drugiej przeszkolonej osoby. Zostaw "
                "otwarte drzwi pomieszczenia i przed rozpoczęciem sprawdź, czy monitor tlenu wskazuje co najmniej "
                "19,5%. Jeśli włączy się alarm, natychmiast wyjdź i nie wchodź ponownie, dopóki służby techniczne "
                "nie zresetują monitora. Dewary powinno się napełniać najwyżej do 90% ich pojemności.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Dewars should be filled to no more than 90%",
                        "Dewars must be filled to no more than 90%",
                    )
                ],
                "modality",
            ),
            Slip(1, [("at least 19.5%", "at least 18.5%")], "number"),
            Slip(
                2,
                [("same okulary ochronne nie wystarczą", "same okulary ochronne wystarczą")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-cordless-hedge-trimmer-battery-recall",
        source=(
            "Voluntary recall: GreenEdge 24V cordless hedge trimmer\n"
            "GreenEdge Tools is recalling about 14,200 units of its 24V cordless hedge trimmer (model HT-2400) sold "
            "between 3 March and 28 July 2025. The battery pack can overheat while charging, which may pose a fire "
            "hazard. We have received 11 reports of overheating, including 2 minor burns. Stop using the trimmer "
            "immediately and do not charge the battery. Customers will receive a free replacement battery or a full "
            "refund. To check whether your unit is affected, enter the serial number at www.greenedge-tools.com/recall "
            "or call 0800 915 2240 (Monday–Friday, 8 a.m.–6 p.m.). You do not need a receipt."
        ),
        good=[
            Good(
                "preserve",
                "GreenEdge Tools is voluntarily recalling about 14,200 of its 24V cordless hedge trimmers, model "
                "HT-2400, sold from 3 March to 28 July 2025. While charging, the battery pack can overheat and may pose "
                "a fire hazard; the company has had 11 reports of overheating, 2 of them involving minor burns. If you "
                "own one, stop using it right away and don't charge the battery. You will receive a free replacement "
                "battery or a full refund – no receipt needed. Check your serial number at "
                "www.greenedge-tools.com/recall or phone 0800 915 2240, Monday to Friday, 8 a.m. to 6 p.m.",
            ),
            Good(
                "preserve",
                "**What is being recalled?** This voluntary recall covers around 14,200 GreenEdge 24V cordless hedge "
                "trimmers (model HT-2400) sold between March 3 and July 28, 2025.\n"
                "**Why?** The battery pack can overheat during charging, which may create a fire hazard. Eleven "
                "overheating incidents have been reported, including two minor burns.\n"
                "**What do I do?** Stop using the trimmer at once and do not charge its battery. Enter your serial "
                "number at www.greenedge-tools.com/recall or call 0800 915 2240 (Mon–Fri, 8 a.m.–6 p.m.). A receipt "
                "is not required.\n"
                "**What will I get?** A free replacement battery or a full refund.",
            ),
            Good(
                "pl",
                "Dobrowolne wycofanie: akumulatorowe nożyce do żywopłotu GreenEdge 24V\n"
                "Firma GreenEdge Tools wycofuje z rynku około 14 200 sztuk akumulatorowych nożyc do żywopłotu 24V "
                "(model HT-2400) sprzedanych od 3 marca do 28 lipca 2025 r. Akumulator może się przegrzewać podczas "
                "ładowania, co może stwarzać zagrożenie pożarowe. Otrzymaliśmy 11 zgłoszeń przegrzania, w tym 2 "
                "przypadki niegroźnych oparzeń. Natychmiast przestań używać urządzenia i nie ładuj akumulatora. "
                "Klienci otrzymają bezpłatnie nowy akumulator lub pełny zwrot pieniędzy. Aby sprawdzić, czy Twój "
                "egzemplarz jest objęty akcją, wpisz numer seryjny na stronie www.greenedge-tools.com/recall lub "
                "zadzwoń pod numer 0800 915 2240 (od poniedziałku do piątku, 8:00–18:00). Paragon nie jest potrzebny.",
            ),
        ],
        bad=[
            Slip(0, [("www.greenedge-tools.com/recall", "www.greenedge.com/recall")], "url"),
            Slip(1, [("July 28, 2025", "June 28, 2025")], "date"),
            Slip(2, [("Otrzymaliśmy 11 zgłoszeń", "Otrzymaliśmy 17 zgłoszeń")], "number"),
        ],
    ),
    Case(
        key="en-urban-hydrology-workshop-paper-submissions",
        source=(
            "Call for papers: 6th Workshop on Urban Hydrology and Green Infrastructure (UHGI 2026), Ghent, "
            "14–15 May 2026.\n"
            "We invite original contributions on stormwater management, nature-based solutions and urban flood "
            "modelling. Full papers must not exceed 8 pages, including references, and must follow the Springer LNCS "
            "template. Short papers of up to 4 pages are also welcome. Submissions are handled through EasyChair at "
            "https://easychair.org/conferences/?conf=uhgi2026 and must be received by 12 January 2026 (23:59 AoE). "
            "Notifications will be sent by 6 March 2026. At least one author of each accepted paper must register "
            "and present in person; remote presentation may be allowed only in exceptional cases. Questions can be "
            "sent to uhgi2026@ugent.be."
        ),
        good=[
            Good(
                "preserve",
                "**UHGI 2026 – call for papers**\n"
                "The 6th Workshop on Urban Hydrology and Green Infrastructure takes place in Ghent on 14–15 May 2026. "
                "We welcome original contributions on stormwater management, nature-based solutions and urban flood "
                "modelling.\n"
                "- Full papers: max. 8 pages including references; the Springer LNCS template must be used.\n"
                "- Short papers: up to 4 pages, also welcome.\n"
                "- Submission: via EasyChair, https://easychair.org/conferences/?conf=uhgi2026\n"
                "- Deadline: submissions must be received by 12 January 2026, 23:59 AoE.\n"
                "- Notification: by 6 March 2026.\n"
                "At least one author of every accepted paper must register and present in person. Remote presentation "
                "may be allowed only in exceptional cases. Contact: uhgi2026@ugent.be",
            ),
            Good(
                "preserve",
                "Working on stormwater management, nature-based solutions or urban flood modelling? Send your original "
                "work to UHGI 2026, the 6th Workshop on Urban Hydrology and Green Infrastructure, held in Ghent on "
                "May 14–15, 2026. You can submit a full paper of no more than 8 pages (references included) or a short "
                "paper of up to 4 pages; full papers must use the Springer LNCS template. Your submission must reach us "
                "through EasyChair (https://easychair.org/conferences/?conf=uhgi2026) by January 12, 2026, 23:59 AoE, "
                "and we will send notifications by March 6, 2026. At least one author of each accepted paper must "
                "register and present in person – remote presentation may be allowed only in exceptional cases. Any "
                "questions? Write to uhgi2026@ugent.be.",
            ),
            Good(
                "pl",
                "Zaproszenie do nadsyłania prac: 6. Warsztaty z Hydrologii Miejskiej i Zielonej Infrastruktury "
                "(UHGI 2026), Gandawa, 14–15 maja 2026 r.\n"
                "Zapraszamy do nadsyłania oryginalnych prac dotyczących gospodarowania wodami opadowymi, rozwiązań "
                "opartych na przyrodzie oraz modelowania powodzi miejskich. Pełne artykuły nie mogą przekraczać 8 stron "
                "łącznie z bibliografią i muszą być przygotowane według szablonu Springer LNCS. Mile widziane są także "
                "krótkie artykuły do 4 stron. Zgłoszenia przyjmujemy przez EasyChair pod adresem "
                "https://easychair.org/conferences/?conf=uhgi2026; muszą one wpłynąć do 12 stycznia 2026 r. "
                "(23:59 AoE). Powiadomienia zostaną wysłane do 6 marca 2026 r. Co najmniej jeden autor każdej przyjętej "
                "pracy musi się zarejestrować i wygłosić ją osobiście; prezentacja zdalna może być dopuszczona tylko "
                "w wyjątkowych przypadkach. Pytania prosimy kierować na adres uhgi2026@ugent.be.",
            ),
        ],
        bad=[
            Slip(0, [("Contact: uhgi2026@ugent.be", "Contact: uhgi26@ugent.be")], "url"),
            Slip(
                1,
                [
                    (
                        "full papers must use the Springer LNCS template",
                        "full papers should use the Springer LNCS template",
                    )
                ],
                "modality",
            ),
            Slip(2, [("do 12 stycznia 2026 r.", "do 21 stycznia 2026 r.")], "date"),
        ],
    ),
    Case(
        key="en-city-bike-share-theft-liability-clause",
        source=(
            "7. Liability for damage and loss\n"
            "7.1 The User is responsible for the bicycle from the moment it is unlocked until it is correctly "
            "returned to a docking station. 7.2 If a bicycle is lost or stolen during a rental, the User shall pay a "
            "flat fee of €350, unless the theft is reported to the police within 24 hours and the crime reference "
            "number is provided to the Operator. 7.3 The User is not liable for damage caused by normal wear and "
            "tear. 7.4 Rentals longer than 12 hours are treated as a lost bicycle. 7.5 Nothing in this section "
            "limits the User's rights under the Consumer Rights Act 2015."
        ),
        good=[
            Good(
                "preserve",
                "Section 7 in plain English: from the moment you unlock a bike until you return it properly to a "
                "docking station, it is your responsibility (7.1). If the bike is lost or stolen while you are renting "
                "it, you will have to pay a flat €350 – unless you report the theft to the police within 24 hours and "
                "give the Operator the crime reference number (7.2). You are not liable for damage caused by normal "
                "wear and tear (7.3). Keep a bike for more than 12 hours and it will be treated as lost (7.4). None of "
                "this limits your rights under the Consumer Rights Act 2015 (7.5).",
            ),
            Good(
                "preserve",
                "Section 7 – Liability for damage and loss\n"
                "- 7.1 Responsibility: the User bears responsibility for the bicycle from unlocking until its correct "
                "return to a docking station.\n"
                "- 7.2 Loss or theft: the User shall pay a flat fee of EUR 350 for a bicycle lost or stolen during a "
                "rental, except where the theft has been reported to the police within twenty-four hours and the crime "
                "reference number has been supplied to the Operator.\n"
                "- 7.3 Wear and tear: the User bears no liability for damage resulting from normal wear and tear.\n"
                "- 7.4 Overlong rentals: any rental exceeding 12 hours is treated as a lost bicycle.\n"
                "- 7.5 Statutory rights: nothing in this section limits the User's rights under the Consumer Rights "
                "Act 2015.",
            ),
            Good(
                "pl",
                "7. Odpowiedzialność za uszkodzenie i utratę\n"
                "7.1 Użytkownik odpowiada za rower od chwili jego odblokowania do prawidłowego zwrotu do stacji "
                "dokującej. 7.2 W razie utraty lub kradzieży roweru w trakcie wypożyczenia Użytkownik uiszcza opłatę "
                "ryczałtową w wysokości 350 €, chyba że zgłosi kradzież policji w ciągu 24 godzin i przekaże "
                "Operatorowi numer sprawy nadany przez policję. 7.3 Użytkownik nie ponosi odpowiedzialności za szkody "
                "wynikające z normalnego zużycia. 7.4 Wypożyczenie trwające dłużej niż 12 godzin traktuje się jak "
                "utratę roweru. 7.5 Żadne z postanowień niniejszego punktu nie ogranicza praw Użytkownika wynikających "
                "z Consumer Rights Act 2015.",
            ),
        ],
        bad=[
            Slip(
                0, [("Consumer Rights Act 2015", "Consumer Protection Act 1987")], "legal_reference"
            ),
            Slip(1, [("flat fee of EUR 350", "flat fee of EUR 530")], "number"),
            Slip(
                2,
                [("Użytkownik nie ponosi odpowiedzialności", "Użytkownik ponosi odpowiedzialność")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-canal-coal-wharf-society-meeting-report",
        source=(
            "At our October meeting, member Joan Whitlock shared new findings on the old Coal Wharf at Ashby Bridge. "
            "Using the canal company's toll ledgers, now held at the county record office (ref. D/ACC/4/112), she "
            "showed that the wharf was probably in use by 1796, some twenty years earlier than the date given in "
            "Harold Pimm's 1978 booklet *Ashby Bridge Past and Present*. Joan stressed that the ledgers do not name "
            "the wharf directly, so the identification is not yet certain. Her full article will appear in the "
            "spring issue of the *Ashby Historical Journal* (vol. 31, pp. 44–59). Our next meeting is on Thursday "
            "20 November at 7:30 p.m. in the Methodist Hall."
        ),
        good=[
            Good(
                "preserve",
                "October meeting report: Joan Whitlock presented new research on Ashby Bridge's old Coal Wharf. Drawing "
                "on the canal company's toll ledgers (county record office, ref. D/ACC/4/112), she showed that the "
                "wharf was probably already in use by 1796 – around twenty years before the date in Harold Pimm's 1978 "
                "booklet *Ashby Bridge Past and Present*. She was careful to point out that the ledgers never name the "
                "wharf directly, so the identification remains uncertain for now. Look out for her full article in the "
                "spring issue of the *Ashby Historical Journal* (vol. 31, pp. 44–59). Next meeting: Thursday "
                "20 November, 7:30 p.m., Methodist Hall.",
            ),
            Good(
                "preserve",
                "The society will next meet on Thursday, 20 November, at 7.30 p.m. in the Methodist Hall. At the "
                "October meeting, Joan Whitlock, a member of the society, presented fresh evidence concerning the former "
                "Coal Wharf at Ashby Bridge. On the basis of the canal company's toll ledgers, which are now kept at the "
                "county record office under reference D/ACC/4/112, she demonstrated that the wharf was probably in use "
                "by 1796, approximately twenty years earlier than the date given in Harold Pimm's 1978 booklet *Ashby "
                "Bridge Past and Present*. As she emphasised, the ledgers do not refer to the wharf by name, and the "
                "identification therefore cannot yet be regarded as certain. Her complete article will appear in the "
                "spring issue of the *Ashby Historical Journal* (vol. 31, pp. 44–59).",
            ),
            Good(
                "pl",
                "Na październikowym spotkaniu nasza członkini Joan Whitlock przedstawiła nowe ustalenia dotyczące "
                "dawnego Nabrzeża Węglowego (Coal Wharf) w Ashby Bridge. Na podstawie ksiąg opłat prowadzonych przez "
                "kompanię kanałową, przechowywanych obecnie w archiwum hrabstwa (sygn. D/ACC/4/112), wykazała, że "
                "nabrzeże było prawdopodobnie używane już w 1796 roku, czyli mniej więcej dwadzieścia lat wcześniej, "
                "niż podaje broszura Harolda Pimma *Ashby Bridge Past and Present* z 1978 roku. Joan podkreśliła, że "
                "księgi nie wymieniają nabrzeża wprost, więc identyfikacja nie jest jeszcze pewna. Pełny artykuł ukaże "
                "się w wiosennym numerze *Ashby Historical Journal* (t. 31, s. 44–59). Następne spotkanie odbędzie się "
                "w czwartek 20 listopada o 19:30 w Methodist Hall.",
            ),
        ],
        bad=[
            Slip(0, [("Harold Pimm's 1978 booklet", "Harold Pimm's 1987 booklet")], "citation"),
            Slip(
                1,
                [
                    (
                        "she demonstrated that the wharf was probably",
                        "she demonstrated that the wharf, built to serve the Earl of Moira's collieries, was probably",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("w czwartek 20 listopada", "w czwartek 27 listopada")], "date"),
        ],
    ),
    Case(
        key="en-runbook-drain-worker-node-patching",
        source=(
            "## Draining a worker node before patching\n\n"
            "1. Cordon the node so no new pods are scheduled: `kubectl cordon <node>`.\n"
            "2. Drain it: `kubectl drain <node> --ignore-daemonsets --delete-emptydir-data --timeout=10m`.\n"
            "3. Check that no pods from the `payments` namespace are still running on the node.\n"
            "4. Apply the patch and reboot.\n"
            "5. Bring the node back with `kubectl uncordon <node>`.\n\n"
            "Do **not** drain more than one node in the `prod-eu-1` cluster at a time: the payments service needs at "
            "least 3 ready replicas. If the drain hangs on a PodDisruptionBudget, do not use `--disable-eviction`; "
            "escalate in #sre-oncall instead."
        ),
        good=[
            Good(
                "preserve",
                "## How to drain a worker node for patching\n\n"
                "Start by cordoning the node with `kubectl cordon <node>`, which stops new pods from being scheduled on "
                "it. Next, drain it using `kubectl drain <node> --ignore-daemonsets --delete-emptydir-data "
                "--timeout=10m`, and make sure none of the pods from the `payments` namespace are still running there. "
                "Once that's confirmed, apply the patch and reboot, then return the node to service with "
                "`kubectl uncordon <node>`.\n\n"
                "In the `prod-eu-1` cluster, **never** drain more than one node at a time, because the payments service "
                "needs at least 3 ready replicas. If a PodDisruptionBudget makes the drain hang, don't reach for "
                "`--disable-eviction` – escalate in #sre-oncall.",
            ),
            Good(
                "preserve",
                "## Drain a worker node before patching\n\n"
                "1. Cordon the node (prevents new pods being scheduled): `kubectl cordon <node>`\n"
                "2. Drain the node: `kubectl drain <node> --ignore-daemonsets --delete-emptydir-data --timeout=10m`\n"
                "3. Verify that no `payments` namespace pods are left running on it.\n"
                "4. Patch and reboot.\n"
                "5. Uncordon: `kubectl uncordon <node>`\n\n"
                "> **Do not** drain more than one `prod-eu-1` node at once – the payments service requires at least "
                "3 ready replicas.\n"
                "> If a PodDisruptionBudget blocks the drain, do not use `--disable-eviction`; escalate in #sre-oncall.",
            ),
            Good(
                "pl",
                "## Opróżnianie węzła roboczego przed aktualizacją\n\n"
                "1. Oznacz węzeł jako niedostępny dla nowych podów: `kubectl cordon <node>`.\n"
                "2. Opróżnij go: `kubectl drain <node> --ignore-daemonsets --delete-emptydir-data --timeout=10m`.\n"
                "3. Sprawdź, czy na węźle nie działają już żadne pody z przestrzeni nazw `payments`.\n"
                "4. Zainstaluj poprawkę i uruchom węzeł ponownie.\n"
                "5. Przywróć węzeł do pracy poleceniem `kubectl uncordon <node>`.\n\n"
                "**Nie** opróżniaj więcej niż jednego węzła w klastrze `prod-eu-1` naraz: usługa payments potrzebuje "
                "co najmniej 3 gotowych replik. Jeśli opróżnianie zawiesi się na PodDisruptionBudget, nie używaj "
                "`--disable-eviction`; zamiast tego eskaluj problem na kanale #sre-oncall.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "don't reach for `--disable-eviction` – escalate",
                        "reach for `--disable-eviction` or escalate",
                    )
                ],
                "negation",
            ),
            Slip(1, [("--delete-emptydir-data", "--delete-local-data")], "code"),
            Slip(
                2, [("## Opróżnianie węzła roboczego", "Opróżnianie węzła roboczego")], "markdown"
            ),
        ],
    ),
    Case(
        key="en-biochar-nitrous-oxide-silty-loam-abstract",
        source=(
            "Biochar amendment is often proposed as a way to reduce nitrous oxide (N2O) emissions from fertilised "
            "soils, but field evidence remains mixed. We measured N2O fluxes over two growing seasons (2022–2023) on "
            "a silty loam in eastern Poland, comparing plots amended with 20 t ha⁻¹ of wheat-straw biochar with "
            "unamended controls. Cumulative emissions were on average 27% lower in amended plots, although the "
            "difference was significant only in the wetter second season (p = 0.03). Yields did not differ between "
            "treatments. These results suggest that the effect of biochar may depend on soil moisture, consistent "
            "with the meta-analysis by Borchard et al. (2019). Longer trials are probably needed before "
            "recommendations can be made."
        ),
        good=[
            Good(
                "preserve",
                "Biochar is frequently put forward as a means of cutting nitrous oxide (N2O) emissions from fertilised "
                "soils, yet evidence from the field is still mixed. Over two growing seasons (2022–2023), we tracked "
                "N2O fluxes on a silty loam in eastern Poland, comparing plots that received 20 t ha⁻¹ of wheat-straw "
                "biochar with untreated control plots. On average, cumulative emissions from the amended plots were 27% "
                "lower, but this difference reached significance only in the second, wetter season (p = 0.03). There "
                "was no difference in yield between the treatments. Our findings suggest that biochar's effect may "
                "depend on soil moisture, in line with the meta-analysis by Borchard et al. (2019), and longer trials "
                "are probably required before any recommendations can be made.",
            ),
            Good(
                "preserve",
                "**Background:** Biochar is often suggested as a way of lowering nitrous oxide (N2O) emissions from "
                "fertilised soils, but field evidence remains mixed.\n"
                "**Methods:** Across two growing seasons (2022–2023), N2O fluxes were measured on a silty loam in "
                "eastern Poland, in plots amended with wheat-straw biochar at 20 t ha⁻¹ and in unamended control plots.\n"
                "**Results:** Amended plots emitted, on average, 27% less N2O cumulatively; the difference was "
                "significant only in the wetter second season (p = 0.03). Yields did not differ between treatments.\n"
                "**Conclusions:** The results suggest that biochar's effect may depend on soil moisture, consistent "
                "with the meta-analysis by Borchard et al. (2019). Longer trials are probably needed before "
                "recommendations can be made.",
            ),
            Good(
                "pl",
                "Dodatek biowęgla jest często proponowany jako sposób na ograniczenie emisji podtlenku azotu (N2O) "
                "z nawożonych gleb, jednak wyniki badań polowych pozostają niejednoznaczne. Przez dwa sezony "
                "wegetacyjne (2022–2023) mierzyliśmy strumienie N2O na glebie o uziarnieniu pyłu gliniastego we wschodniej Polsce, "
                "porównując poletka z dodatkiem 20 t ha⁻¹ biowęgla ze słomy pszennej z poletkami kontrolnymi bez "
                "dodatku. Skumulowane emisje były na poletkach z biowęglem średnio o 27% niższe, choć różnica okazała "
                "się istotna tylko w wilgotniejszym, drugim sezonie (p = 0,03). Plony nie różniły się między "
                "wariantami. Wyniki sugerują, że działanie biowęgla może zależeć od wilgotności gleby, co jest zgodne "
                "z metaanalizą Borcharda i in. (2019). Przed sformułowaniem zaleceń prawdopodobnie potrzebne są "
                "dłuższe doświadczenia.",
            ),
        ],
        bad=[
            Slip(
                0, [("longer trials are probably required", "longer trials are required")], "hedge"
            ),
            Slip(1, [("27% less N2O", "37% less N2O")], "number"),
            Slip(2, [("Borcharda i in. (2019)", "Borcharda i in. (2014)")], "citation"),
        ],
    ),
    Case(
        key="en-staff-travel-meal-expense-claims",
        source=(
            "Meals and subsistence while travelling\n"
            "When you travel on company business for more than 5 hours, you may claim meal costs up to £25 per day, "
            "or £45 per day if an overnight stay is involved. Receipts must be attached to every claim; card "
            "statements are not accepted as proof of purchase. Alcohol cannot be reimbursed under any circumstances. "
            "Claims should be submitted through Concur within 30 days of the trip, and claims older than 90 days "
            "will not be paid. If you entertain a client, the most senior employee present must pay and claim the "
            "cost, and the names of all attendees must be listed."
        ),
        good=[
            Good(
                "preserve",
                "**Travel meals – what you can claim**\n"
                "- Company business trips lasting over 5 hours: you may claim meal costs of up to £25 a day.\n"
                "- Trips with an overnight stay: up to £45 a day.\n"
                "- Every claim must have receipts attached – card statements are not accepted as proof of purchase.\n"
                "- Alcohol is never reimbursable.\n"
                "- Claims should go through Concur within 30 days of the trip; claims more than 90 days old won't be "
                "paid.\n"
                "- Client entertainment: the most senior employee present must pay and claim the cost and must list "
                "the names of everyone who attended.",
            ),
            Good(
                "preserve",
                "Employees travelling on company business for longer than five hours may claim meal costs of up to £25 "
                "per day, rising to £45 per day where the trip includes an overnight stay. Each claim must be "
                "accompanied by receipts, as card statements are not accepted as proof of purchase, and alcohol cannot "
                "be reimbursed in any circumstances. Claims should be filed in Concur no later than 30 days after the "
                "trip; any claim older than 90 days will not be paid. Where a client is entertained, the cost must be "
                "paid and claimed by the most senior employee present, and every attendee must be named.",
            ),
            Good(
                "pl",
                "Posiłki i diety w podróży służbowej\n"
                "Jeśli podróżujesz służbowo dłużej niż 5 godzin, możesz rozliczyć koszty posiłków do 25 GBP dziennie "
                "lub do 45 GBP dziennie, jeśli podróż obejmuje nocleg. Do każdego wniosku trzeba dołączyć paragony; "
                "wyciągi z karty nie są akceptowane jako dowód zakupu. Alkohol w żadnym wypadku nie podlega zwrotowi. "
                "Wnioski powinny być składane w systemie Concur w ciągu 30 dni od podróży, a wnioski starsze niż 90 dni "
                "nie zostaną rozliczone. W przypadku spotkania z klientem koszt musi opłacić i rozliczyć najstarszy "
                "rangą pracownik obecny na spotkaniu; należy też podać nazwiska wszystkich uczestników.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Claims should go through Concur", "Claims must go through Concur")],
                "modality",
            ),
            Slip(1, [("up to £25 per day", "up to £35 per day")], "number"),
            Slip(
                2,
                [("wyciągi z karty nie są akceptowane", "wyciągi z karty są akceptowane")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-portavadie-ferry-winter-sailings-notice",
        source=(
            "Winter timetable: Portavadie–Tarbert ferry\n"
            "From Monday 3 November 2025 until Sunday 29 March 2026, the ferry will run every 90 minutes, with the "
            "first sailing from Tarbert at 07:15 and the last return from Portavadie at 18:45. The 20:30 evening "
            "sailing will not operate during this period. On Sundays, services start at 09:30. Sailings may be "
            "cancelled at short notice in winds above 40 knots; check the service status page before you travel. "
            "Vehicle bookings are strongly recommended and must be made at least 2 hours before departure. Foot "
            "passengers do not need to book."
        ),
        good=[
            Good(
                "preserve",
                "Heads up: the Portavadie–Tarbert ferry switches to its winter timetable on Monday 3 November 2025, and "
                "it stays in place until Sunday 29 March 2026. During that time, boats run every 90 minutes – the first "
                "leaves Tarbert at 07:15 and the last return leaves Portavadie at 18:45. There is no 20:30 evening "
                "sailing in this period, and on Sundays the service starts at 09:30. In winds above 40 knots, sailings "
                "may be cancelled at short notice, so please check the service status page before you travel. We "
                "strongly recommend booking if you're bringing a vehicle, and vehicle bookings must be made at least "
                "2 hours before departure. Foot passengers don't need to book.",
            ),
            Good(
                "preserve",
                "Portavadie–Tarbert ferry – winter timetable (Mon 3 Nov 2025 – Sun 29 Mar 2026)\n"
                "- Frequency: every 90 minutes\n"
                "- First sailing from Tarbert: 07:15\n"
                "- Last return from Portavadie: 18:45\n"
                "- 20:30 evening sailing: not operating\n"
                "- Sundays: services start at 09:30\n"
                "- Weather: sailings may be cancelled at short notice in winds over 40 knots – check the service status "
                "page before travelling\n"
                "- Vehicles: booking strongly recommended; bookings must be made at least 2 hours before departure\n"
                "- Foot passengers: no booking needed",
            ),
            Good(
                "pl",
                "Rozkład zimowy: prom Portavadie–Tarbert\n"
                "Od poniedziałku 3 listopada 2025 r. do niedzieli 29 marca 2026 r. prom będzie kursował co 90 minut; "
                "pierwszy rejs z Tarbert odpływa o 7:15, a ostatni powrotny z Portavadie o 18:45. Wieczorny rejs "
                "o 20:30 nie będzie w tym okresie realizowany. W niedziele kursy rozpoczynają się o 9:30. Przy wietrze "
                "powyżej 40 węzłów rejsy mogą zostać odwołane w krótkim terminie – przed podróżą sprawdź stronę "
                "ze statusem połączeń. Rezerwacja dla pojazdów jest zdecydowanie zalecana i musi zostać dokonana co "
                "najmniej 2 godziny przed odpłynięciem. Pasażerowie piesi nie muszą dokonywać rezerwacji.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "check the service status page before you travel.",
                        "check the service status page before you travel; a replacement bus will run on any day sailings are cancelled.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("Last return from Portavadie: 18:45", "Last return from Portavadie: 17:45")],
                "date",
            ),
            Slip(2, [("jest zdecydowanie zalecana i musi", "jest obowiązkowa i musi")], "modality"),
        ],
    ),
    Case(
        key="en-postgres-replica-lag-alert-runbook",
        source=(
            "# Alert: PostgresReplicaLagHigh\n\n"
            "**Severity:** warning (pages only if lag exceeds 300 s for 15 minutes)\n\n"
            "## Likely causes\n"
            "- A long-running query on the replica is probably blocking WAL replay.\n"
            "- Network saturation between `db-primary-1` and `db-replica-2`.\n\n"
            "## Steps\n"
            "1. Check the current lag: `SELECT now() - pg_last_xact_replay_timestamp();`\n"
            "2. Look for blocking queries in `pg_stat_activity` on the replica.\n"
            "3. If a report query is the cause, you may cancel it with `pg_cancel_backend(pid)`.\n\n"
            "Do not restart the replica during business hours without approval from the DBA on call. See the "
            "[replication dashboard](https://grafana.internal/d/pg-repl) for history."
        ),
        good=[
            Good(
                "preserve",
                "# PostgresReplicaLagHigh\n\n"
                "**Severity:** warning – it pages only when lag exceeds 300 s for 15 minutes.\n\n"
                "## Likely causes\n"
                "- WAL replay on the replica is probably being blocked by a long-running query.\n"
                "- The network between `db-primary-1` and `db-replica-2` is saturated.\n\n"
                "## What to do\n"
                "1. Measure the lag: `SELECT now() - pg_last_xact_replay_timestamp();`\n"
                "2. Find blocking queries in `pg_stat_activity` on the replica.\n"
                "3. If a report query turns out to be responsible, you may cancel it using `pg_cancel_backend(pid)`.\n\n"
                "Never restart the replica in business hours unless the on-call DBA has approved it. History is on the "
                "[replication dashboard](https://grafana.internal/d/pg-repl).",
            ),
            Good(
                "preserve",
                "# Alert: PostgresReplicaLagHigh\n\n"
                "This is a **warning**-level alert; it only pages when replication lag has been over 300 s for "
                "15 minutes.\n\n"
                "## Likely causes\n"
                "A long-running query on the replica is probably blocking WAL replay. The other likely cause is network "
                "saturation between `db-primary-1` and `db-replica-2`.\n\n"
                "## Steps\n"
                "1. Run `SELECT now() - pg_last_xact_replay_timestamp();` to see the current lag.\n"
                "2. On the replica, check `pg_stat_activity` for blocking queries.\n"
                "3. When the culprit is a report query, you may cancel it with `pg_cancel_backend(pid)`.\n\n"
                "Restarting the replica during business hours is not allowed without approval from the on-call DBA. "
                "For history, open the [replication dashboard](https://grafana.internal/d/pg-repl).",
            ),
            Good(
                "pl",
                "# Alert: PostgresReplicaLagHigh\n\n"
                "**Ważność:** ostrzeżenie (powiadamia dyżurnego tylko wtedy, gdy opóźnienie przekracza 300 s przez "
                "15 minut)\n\n"
                "## Prawdopodobne przyczyny\n"
                "- Długotrwałe zapytanie na replice prawdopodobnie blokuje odtwarzanie WAL.\n"
                "- Przeciążenie sieci między `db-primary-1` a `db-replica-2`.\n\n"
                "## Kroki\n"
                "1. Sprawdź bieżące opóźnienie: `SELECT now() - pg_last_xact_replay_timestamp();`\n"
                "2. Poszukaj blokujących zapytań w `pg_stat_activity` na replice.\n"
                "3. Jeśli przyczyną jest zapytanie raportowe, możesz je anulować za pomocą `pg_cancel_backend(pid)`.\n\n"
                "Nie restartuj repliki w godzinach pracy bez zgody dyżurnego DBA. Historię znajdziesz na "
                "[pulpicie replikacji](https://grafana.internal/d/pg-repl).",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "[replication dashboard](https://grafana.internal/d/pg-repl)",
                        "replication dashboard",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("is probably blocking WAL replay", "is blocking WAL replay")], "hedge"),
            Slip(2, [("`pg_cancel_backend(pid)`", "`pg_terminate_backend(pid)`")], "code"),
        ],
    ),
    Case(
        key="en-earthworm-abundance-no-till-fields-abstract",
        source=(
            "Earthworms are widely regarded as indicators of soil health, yet their response to reduced tillage "
            "varies between regions. We sampled earthworm populations in 48 paired fields (no-till vs. ploughed) "
            "across Lower Saxony in spring 2024, using the hand-sorting method of ISO 23611-1. Mean earthworm "
            "abundance was roughly twice as high under no-till (212 vs. 104 individuals m⁻²), mainly because of "
            "anecic species such as *Lumbricus terrestris*. Differences were smaller on sandy soils. These findings "
            "broadly agree with Briones & Schmidt (2017, *Global Change Biology* 23: 4396–4419), but our "
            "single-season design cannot exclude year-to-year effects, and the benefits of no-till are likely to "
            "take several years to develop fully."
        ),
        good=[
            Good(
                "preserve",
                "Although earthworms are widely seen as indicators of soil health, how they respond to reduced tillage "
                "differs from region to region. In spring 2024, we sampled earthworm populations in 48 paired no-till "
                "and ploughed fields across Lower Saxony, following the ISO 23611-1 hand-sorting method. Under no-till, "
                "mean abundance was roughly double that of ploughed fields (212 vs. 104 individuals m⁻²), driven mainly "
                "by anecic species such as *Lumbricus terrestris*; on sandy soils the differences were smaller. Our "
                "results broadly agree with Briones & Schmidt (2017, *Global Change Biology* 23: 4396–4419). However, "
                "because we sampled in a single season, year-to-year effects cannot be ruled out, and the benefits of "
                "no-till are likely to take several years to develop fully.",
            ),
            Good(
                "preserve",
                "**Aim:** Earthworms are widely considered indicators of soil health, but their response to reduced "
                "tillage is not the same in every region.\n"
                "**Methods:** In spring 2024 we sampled earthworms in 48 paired fields (no-till vs. ploughed) in Lower "
                "Saxony, hand-sorting them according to ISO 23611-1.\n"
                "**Results:** No-till fields had roughly twice the mean earthworm abundance of ploughed ones (212 vs. "
                "104 individuals m⁻²), mostly owing to anecic species such as *Lumbricus terrestris*. On sandy soils, "
                "the differences were smaller.\n"
                "**Conclusions:** The findings broadly agree with Briones & Schmidt (2017, *Global Change Biology* 23: "
                "4396–4419). With only one season sampled, year-to-year effects cannot be excluded, and the benefits of "
                "no-till are likely to need several years to develop fully.",
            ),
            Good(
                "pl",
                "Dżdżownice są powszechnie uważane za wskaźnik zdrowia gleby, jednak ich reakcja na uprawę uproszczoną "
                "różni się w zależności od regionu. Wiosną 2024 r. zbadaliśmy populacje dżdżownic na 48 parach pól "
                "(bez orki i z orką) w Dolnej Saksonii, stosując metodę ręcznego sortowania według ISO 23611-1. Średnia "
                "liczebność dżdżownic była w systemie bezorkowym mniej więcej dwukrotnie wyższa (212 wobec 104 osobników "
                "m⁻²), głównie za sprawą gatunków anecicznych, takich jak *Lumbricus terrestris*. Na glebach "
                "piaszczystych różnice były mniejsze. Wyniki są w dużej mierze zgodne z pracą Briones i Schmidt (2017, "
                "*Global Change Biology* 23: 4396–4419), ale jednosezonowy układ badania nie pozwala wykluczyć wpływu "
                "zmienności między latami, a korzyści z uprawy bezorkowej prawdopodobnie ujawniają się w pełni dopiero "
                "po kilku latach.",
            ),
        ],
        bad=[
            Slip(0, [("mean abundance was roughly double", "mean abundance was double")], "hedge"),
            Slip(1, [("Briones & Schmidt (2017,", "Briones & Schmidt (2019,")], "citation"),
            Slip(
                2,
                [
                    (
                        "Średnia liczebność dżdżownic była w systemie bezorkowym mniej więcej dwukrotnie wyższa (212 wobec 104 osobników m⁻²), głównie za sprawą gatunków anecicznych, takich jak *Lumbricus terrestris*.",
                        "Mean earthworm abundance was roughly twice as high under no-till (212 vs. 104 individuals m⁻²), mainly because of anecic species such as *Lumbricus terrestris*.",
                    ),
                    (
                        "Na glebach piaszczystych różnice były mniejsze.",
                        "Differences were smaller on sandy soils.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-gym-chain-cctv-footage-privacy",
        source=(
            "CCTV and your personal data\n"
            "FitLine Gyms Ltd operates CCTV in all public areas of our clubs, but never in changing rooms or toilets. "
            "We process this footage on the basis of our legitimate interests under Article 6(1)(f) UK GDPR, to keep "
            "members and staff safe and to prevent crime. Recordings are kept for 30 days and then automatically "
            "deleted, unless they are needed to investigate an incident. We do not share footage with third parties "
            "except the police or our insurers. You have the right to request a copy of footage in which you appear; "
            "we must respond within one month. If you are unhappy with how we handle your data, you may complain to "
            "the Information Commissioner's Office (ico.org.uk)."
        ),
        good=[
            Good(
                "preserve",
                "How we use CCTV: FitLine Gyms Ltd has CCTV in every public area of its clubs – but never in changing "
                "rooms or toilets. We rely on our legitimate interests under Article 6(1)(f) UK GDPR to process the "
                "footage, which helps us keep members and staff safe and prevent crime. Recordings are kept for 30 days "
                "and then deleted automatically, unless we need them to investigate an incident. Apart from the police "
                "or our insurers, we don't share footage with any third parties. You have the right to ask for a copy of "
                "footage that shows you, and we must reply within one month. Not happy with how we handle your data? "
                "You may complain to the Information Commissioner's Office (ico.org.uk).",
            ),
            Good(
                "preserve",
                "**CCTV and your personal data**\n"
                "- **Where:** CCTV operates in all public areas of FitLine Gyms Ltd clubs. It is never used in changing "
                "rooms or toilets.\n"
                "- **Why and on what basis:** to keep members and staff safe and to prevent crime, relying on our "
                "legitimate interests (Article 6(1)(f) UK GDPR).\n"
                "- **How long:** recordings are retained for 30 days and then deleted automatically, unless they are "
                "required to investigate an incident.\n"
                "- **Sharing:** footage is not shared with third parties other than the police or our insurers.\n"
                "- **Your rights:** you are entitled to request a copy of footage in which you appear, and we must "
                "respond within one month. If you are unhappy with how we handle your data, you may lodge a complaint "
                "with the Information Commissioner's Office (ico.org.uk).",
            ),
            Good(
                "pl",
                "Monitoring wizyjny a Twoje dane osobowe\n"
                "FitLine Gyms Ltd stosuje monitoring CCTV we wszystkich ogólnodostępnych strefach klubów, ale nigdy "
                "w przebieralniach ani toaletach. Nagrania przetwarzamy na podstawie naszego prawnie uzasadnionego "
                "interesu zgodnie z art. 6 ust. 1 lit. f UK GDPR, aby zapewnić bezpieczeństwo członkom i pracownikom "
                "oraz zapobiegać przestępstwom. Nagrania przechowujemy przez 30 dni, po czym są automatycznie usuwane, "
                "chyba że są potrzebne do wyjaśnienia incydentu. Nie udostępniamy nagrań podmiotom trzecim, z wyjątkiem "
                "policji lub naszych ubezpieczycieli. Masz prawo zażądać kopii nagrania, na którym jesteś widoczny; "
                "musimy odpowiedzieć w ciągu miesiąca. Jeśli nie odpowiada Ci sposób, w jaki postępujemy z Twoimi "
                "danymi, możesz złożyć skargę do Information Commissioner's Office (ico.org.uk).",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "– but never in changing rooms or toilets",
                        "– and also in changing rooms and toilets",
                    )
                ],
                "negation",
            ),
            Slip(1, [("Article 6(1)(f) UK GDPR", "Article 6(1)(e) UK GDPR")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "musimy odpowiedzieć w ciągu miesiąca",
                        "staramy się odpowiedzieć w ciągu miesiąca",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-residents-flat-entrance-door-checks",
        source=(
            "Notice to residents: fire door inspections\n"
            "Under the Fire Safety (England) Regulations 2022, regulation 10, we are required to check the flat "
            "entrance doors in buildings over 11 metres at least once every 12 months. Our contractor, Keystone Fire "
            "Ltd, will carry out this year's inspections between 9 and 13 June. Each check usually takes about "
            "10 minutes. If you will not be at home, please leave a key with the concierge or arrange another time by "
            "emailing estates@harbourview-homes.co.uk. Please do not remove or disable the self-closing device on your "
            "door: doing so may put other residents at risk and could be a breach of your lease (clause 4.7)."
        ),
        good=[
            Good(
                "preserve",
                "Fire door inspections – information for residents\n"
                "Regulation 10 of the Fire Safety (England) Regulations 2022 requires us to check flat entrance doors in "
                "buildings taller than 11 metres at least once every 12 months. This year, our contractor Keystone Fire "
                "Ltd will carry out the inspections between 9 and 13 June. A check normally takes about 10 minutes. If "
                "you won't be in, please either leave a key with the concierge or email estates@harbourview-homes.co.uk "
                "to arrange a different time. Please don't remove or disable your door's self-closing device – doing so "
                "may put other residents at risk and could breach your lease (clause 4.7).",
            ),
            Good(
                "preserve",
                "Between 9 and 13 June, our contractor Keystone Fire Ltd will be carrying out this year's inspections of "
                "flat entrance doors. In buildings over 11 metres high we are required to do this at least once every "
                "12 months, under regulation 10 of the Fire Safety (England) Regulations 2022. Each check usually takes "
                "about 10 minutes. Can't be at home? Leave a key with the concierge, or arrange another time by emailing "
                "estates@harbourview-homes.co.uk. One request: please do not remove or disable the self-closing device "
                "on your door. Doing so may put other residents at risk and could be a breach of clause 4.7 of your "
                "lease.",
            ),
            Good(
                "pl",
                "Informacja dla mieszkańców: przeglądy drzwi przeciwpożarowych\n"
                "Zgodnie z przepisem 10 Fire Safety (England) Regulations 2022 mamy obowiązek sprawdzać drzwi wejściowe "
                "do mieszkań w budynkach wyższych niż 11 metrów co najmniej raz na 12 miesięcy. Tegoroczne przeglądy "
                "przeprowadzi nasz wykonawca, firma Keystone Fire Ltd, w dniach 9–13 czerwca. Każda kontrola trwa "
                "zwykle około 10 minut. Jeśli nie będzie Cię w domu, zostaw klucz w recepcji (concierge) lub umów inny "
                "termin, pisząc na adres estates@harbourview-homes.co.uk. Prosimy nie zdejmować ani nie wyłączać "
                "samozamykacza w drzwiach: może to narazić innych mieszkańców na niebezpieczeństwo i może stanowić "
                "naruszenie umowy najmu (pkt 4.7).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Regulation 10 of the Fire Safety", "Regulation 8 of the Fire Safety")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "Doing so may put other residents at risk",
                        "Doing so puts other residents at risk",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Każda kontrola trwa zwykle około 10 minut.",
                        "Każda kontrola trwa zwykle około 10 minut. Drzwi, które nie przejdą przeglądu, wymienimy na nasz koszt w ciągu 28 dni.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-childrens-ibuprofen-suspension-dosing-leaflet",
        source=(
            "Children's ibuprofen 100 mg/5 ml oral suspension\n"
            "For children aged 3 months to 12 years. Use the syringe provided and give the dose for your child's age "
            "shown in the table; doses should be given every 6–8 hours, and you must not give more than 3 doses in "
            "24 hours. Do not give this medicine to babies under 3 months or weighing less than 5 kg. It may cause "
            "mild stomach upset; giving it with food or milk can help. Rarely, it may worsen asthma. If symptoms last "
            "more than 3 days, or your child seems to be getting worse, speak to a doctor or pharmacist. Keep out of "
            "the sight and reach of children."
        ),
        good=[
            Good(
                "preserve",
                "This is children's ibuprofen oral suspension, 100 mg/5 ml, for ages 3 months to 12 years. Measure the "
                "dose for your child's age, as shown in the table, with the syringe that comes in the pack. Doses should "
                "be spaced 6–8 hours apart, and you must not give more than 3 doses in 24 hours. Never give it to babies "
                "younger than 3 months or weighing under 5 kg. It may cause a mild stomach upset, which giving it with "
                "food or milk can help with; in rare cases it may make asthma worse. See a doctor or pharmacist if "
                "symptoms last longer than 3 days or your child seems to be getting worse. Store out of the sight and "
                "reach of children.",
            ),
            Good(
                "preserve",
                "**Children's ibuprofen 100 mg/5 ml oral suspension** – for children from 3 months to 12 years\n"
                "- Dose: as shown in the table for your child's age; measure it with the syringe provided.\n"
                "- How often: doses should be given every 6 to 8 hours – you must not exceed 3 doses in 24 hours.\n"
                "- Do not give: to babies under 3 months or weighing less than 5 kg.\n"
                "- Side effects: it may cause mild stomach upset (giving it with food or milk can help); rarely, it may "
                "worsen asthma.\n"
                "- Get advice: speak to a doctor or pharmacist if symptoms last more than 3 days or your child seems to "
                "be getting worse.\n"
                "- Keep out of the sight and reach of children.",
            ),
            Good(
                "pl",
                "Ibuprofen dla dzieci 100 mg/5 ml, zawiesina doustna\n"
                "Dla dzieci w wieku od 3 miesięcy do 12 lat. Dawkę odpowiednią do wieku dziecka, podaną w tabeli, "
                "odmierz dołączoną strzykawką; kolejne dawki powinny być podawane co 6–8 godzin i nie wolno podać więcej "
                "niż 3 dawek w ciągu 24 godzin. Nie podawać niemowlętom w wieku poniżej 3 miesięcy ani ważącym mniej niż "
                "5 kg. Lek może powodować łagodne dolegliwości żołądkowe; podanie go z jedzeniem lub mlekiem może pomóc. "
                "Rzadko może nasilać objawy astmy. Jeśli objawy utrzymują się dłużej niż 3 dni lub stan dziecka wydaje "
                "się pogarszać, skonsultuj się z lekarzem lub farmaceutą. Przechowywać w miejscu niewidocznym "
                "i niedostępnym dla dzieci.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("It may cause a mild stomach upset", "It causes a mild stomach upset")],
                "hedge",
            ),
            Slip(1, [("you must not exceed 3 doses", "you should not exceed 3 doses")], "modality"),
            Slip(
                2,
                [("nie wolno podać więcej niż 3 dawek", "wolno podać więcej niż 3 dawki")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-saltmarsh-cli-release-breaking-changes",
        source=(
            "## saltmarsh 3.2.0 (released 18 February 2025)\n\n"
            "### Breaking changes\n"
            "- The `--output-dir` flag has been renamed to `--out`. The old name still works but prints a deprecation "
            "warning and will be removed in 4.0.\n"
            "- Python 3.8 is no longer supported; the minimum is now Python 3.9.\n"
            "- The default timeout for network calls is now 60 seconds (previously 30).\n\n"
            "### Fixes\n"
            "- `saltmarsh sync` no longer hangs when the remote returns HTTP 429 (#1184).\n"
            "- Config files larger than 1 MB are now parsed about 3× faster.\n\n"
            "Upgrade with `pip install -U saltmarsh==3.2.0`. Full changelog: "
            "https://github.com/saltmarsh-dev/saltmarsh/releases/tag/v3.2.0"
        ),
        good=[
            Good(
                "preserve",
                "## What's new in saltmarsh 3.2.0 (18 February 2025)\n\n"
                "**Breaking changes.** The `--output-dir` flag is now called `--out`. You can still use the old name, "
                "but it prints a deprecation warning and will be removed in 4.0. Support for Python 3.8 has been "
                "dropped, so you now need Python 3.9 or later. Network calls now time out after 60 seconds by default "
                "instead of 30.\n\n"
                "**Fixes.** `saltmarsh sync` no longer hangs when the remote responds with HTTP 429 (#1184), and config "
                "files over 1 MB are parsed about 3× faster.\n\n"
                "To upgrade, run `pip install -U saltmarsh==3.2.0`. The full changelog is at "
                "https://github.com/saltmarsh-dev/saltmarsh/releases/tag/v3.2.0.",
            ),
            Good(
                "preserve",
                "## saltmarsh 3.2.0 — 2025-02-18\n\n"
                "### Breaking changes\n"
                "- `--output-dir` → `--out` (the old name still works, with a deprecation warning, and will be removed "
                "in 4.0)\n"
                "- Python 3.8 support dropped; Python 3.9 is now the minimum\n"
                "- Default network timeout: 60 s (previously 30 s)\n\n"
                "### Fixes\n"
                "- `saltmarsh sync` no longer hangs on HTTP 429 from the remote (#1184)\n"
                "- Config files above 1 MB parse about 3× faster\n\n"
                "Upgrade: `pip install -U saltmarsh==3.2.0` · Changelog: "
                "https://github.com/saltmarsh-dev/saltmarsh/releases/tag/v3.2.0",
            ),
            Good(
                "pl",
                "## saltmarsh 3.2.0 (wydanie z 18 lutego 2025 r.)\n\n"
                "### Zmiany niezgodne wstecz\n"
                "- Flaga `--output-dir` została przemianowana na `--out`. Stara nazwa nadal działa, ale wyświetla "
                "ostrzeżenie o wycofaniu i zostanie usunięta w wersji 4.0.\n"
                "- Python 3.8 nie jest już obsługiwany; minimalna wersja to teraz Python 3.9.\n"
                "- Domyślny limit czasu wywołań sieciowych wynosi teraz 60 sekund (wcześniej 30).\n\n"
                "### Poprawki\n"
                "- `saltmarsh sync` nie zawiesza się już, gdy zdalny serwer zwraca HTTP 429 (#1184).\n"
                "- Pliki konfiguracyjne większe niż 1 MB są teraz parsowane około 3× szybciej.\n\n"
                "Aktualizacja: `pip install -U saltmarsh==3.2.0`. Pełna lista zmian: "
                "https://github.com/saltmarsh-dev/saltmarsh/releases/tag/v3.2.0",
            ),
        ],
        bad=[
            Slip(0, [("is now called `--out`", "is now called `--output`")], "code"),
            Slip(
                1,
                [
                    (
                        "https://github.com/saltmarsh-dev/saltmarsh/releases/tag/v3.2.0",
                        "https://github.com/saltmarsh-dev/saltmarsh/releases",
                    )
                ],
                "url",
            ),
            Slip(2, [("wynosi teraz 60 sekund", "wynosi teraz 90 sekund")], "number"),
        ],
    ),
    Case(
        key="en-maritime-museum-volunteer-guides-wanted",
        source=(
            "We are looking for new volunteer guides for the Ropewalk Maritime Museum. No previous experience is "
            "needed, but you should be comfortable speaking to groups of up to 20 visitors. Training runs on three "
            "Saturdays – 7, 14 and 21 March 2026 – from 10:00 to 15:00, and you will need to attend all three "
            "sessions. Volunteers are asked to give at least two half-days a month. Travel expenses are reimbursed, "
            "but we are not able to pay for meals. Applicants must be 18 or over. To apply, send a short note about "
            "yourself to volunteers@ropewalkmuseum.org.uk by 20 February 2026."
        ),
        good=[
            Good(
                "preserve",
                "Fancy becoming a volunteer guide at the Ropewalk Maritime Museum? You don't need any previous "
                "experience, though you should be comfortable talking to groups of up to 20 visitors. Training takes "
                "place on three Saturdays – 7, 14 and 21 March 2026 – from 10:00 to 15:00, and you'll need to come to "
                "all three sessions. We ask volunteers to give at least two half-days a month. We reimburse travel "
                "expenses, but we can't pay for meals. You must be 18 or over to apply. Interested? Email a short note "
                "about yourself to volunteers@ropewalkmuseum.org.uk by 20 February 2026.",
            ),
            Good(
                "preserve",
                "**Volunteer guides wanted – Ropewalk Maritime Museum**\n"
                "- Experience: none needed, but you should be comfortable speaking to groups of up to 20 visitors\n"
                "- Age: applicants must be 18 or over\n"
                "- Training: Saturdays 7, 14 and 21 March 2026, 10:00–15:00; you will need to attend all three sessions\n"
                "- Commitment: volunteers are asked to give at least two half-days per month\n"
                "- Expenses: travel is reimbursed; we are unable to pay for meals\n"
                "- How to apply: send a short note about yourself to volunteers@ropewalkmuseum.org.uk by "
                "20 February 2026",
            ),
            Good(
                "pl",
                "Szukamy nowych wolontariuszy-przewodników do Ropewalk Maritime Museum. Wcześniejsze doświadczenie nie "
                "jest wymagane, ale powinieneś czuć się swobodnie, przemawiając do grup liczących do 20 zwiedzających. "
                "Szkolenie odbędzie się w trzy soboty – 7, 14 i 21 marca 2026 r. – w godzinach 10:00–15:00; trzeba "
                "będzie wziąć udział we wszystkich trzech zajęciach. Prosimy wolontariuszy o poświęcenie co najmniej "
                "dwóch półdniówek w miesiącu. Zwracamy koszty dojazdu, ale nie możemy płacić za posiłki. Kandydaci "
                "muszą mieć ukończone 18 lat. Aby się zgłosić, wyślij krótką informację o sobie na adres "
                "volunteers@ropewalkmuseum.org.uk do 20 lutego 2026 r.",
            ),
        ],
        bad=[
            Slip(0, [("by 20 February 2026", "by 28 February 2026")], "date"),
            Slip(
                1,
                [
                    (
                        "- Training: Saturdays",
                        "- Training (led by our curator, Dr Alan Mercer): Saturdays",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Wcześniejsze doświadczenie nie jest wymagane",
                        "Wcześniejsze doświadczenie jest wymagane",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-employment-contract-termination-notice-clause",
        source=(
            "12. Termination and notice\n"
            "12.1 After successful completion of the probationary period, either party may terminate this contract "
            "by giving the other not less than one month's written notice. 12.2 The Employee's statutory entitlement "
            "to notice under section 86 of the Employment Rights Act 1996 is not affected by this clause. 12.3 The "
            "Company may, at its discretion, pay the Employee in lieu of all or part of the notice period. 12.4 During "
            "any period of notice, the Employee shall return all Company property, including laptops and security "
            "passes, no later than their last working day. 12.5 The Company may not terminate this contract without "
            "notice except in cases of gross misconduct, as defined in the Disciplinary Policy."
        ),
        good=[
            Good(
                "preserve",
                "Clause 12 – ending your employment. Once you have passed your probationary period, you or the Company "
                "may end this contract by giving the other at least one month's notice in writing (12.1). This does not "
                "affect your statutory right to notice under section 86 of the Employment Rights Act 1996 (12.2). The "
                "Company may, at its discretion, pay you in lieu of all or part of your notice period (12.3). While you "
                "are under notice, you must return all Company property, including laptops and security passes, by your "
                "last working day at the latest (12.4). The Company may not end this contract without notice except in "
                "cases of gross misconduct, as defined in the Disciplinary Policy (12.5).",
            ),
            Good(
                "preserve",
                "12. Termination and notice\n"
                "12.1 Following successful completion of the probationary period, this contract may be terminated by "
                "either party on a minimum of one month's written notice.\n"
                "12.2 This clause does not affect the Employee's statutory notice entitlement under section 86 of the "
                "Employment Rights Act 1996.\n"
                "12.3 The Company may, at its discretion, make a payment in lieu of all or part of the notice period.\n"
                "12.4 During any notice period, the Employee shall return all Company property, including laptops and "
                "security passes, by no later than their last working day.\n"
                "12.5 Save in cases of gross misconduct (as defined in the Disciplinary Policy), the Company may not "
                "terminate this contract without notice.",
            ),
            Good(
                "pl",
                "12. Rozwiązanie umowy i okres wypowiedzenia\n"
                "12.1 Po pomyślnym zakończeniu okresu próbnego każda ze stron może rozwiązać niniejszą umowę "
                "z zachowaniem co najmniej jednomiesięcznego okresu wypowiedzenia, złożonego drugiej stronie na piśmie. "
                "12.2 Niniejszy punkt nie narusza ustawowego prawa Pracownika do okresu wypowiedzenia wynikającego "
                "z sekcji 86 Employment Rights Act 1996. 12.3 Spółka może, według własnego uznania, wypłacić "
                "Pracownikowi świadczenie w zamian za całość lub część okresu wypowiedzenia. 12.4 W okresie "
                "wypowiedzenia Pracownik jest zobowiązany zwrócić całe mienie Spółki, w tym laptopy i karty dostępu, najpóźniej "
                "w ostatnim dniu pracy. 12.5 Spółka nie może rozwiązać niniejszej umowy bez wypowiedzenia, z wyjątkiem "
                "przypadków ciężkiego naruszenia obowiązków, zdefiniowanego w Regulaminie dyscyplinarnym.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("The Company may, at its discretion, pay you", "The Company will pay you")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "on a minimum of one month's written notice.",
                        "on a minimum of one month's written notice, rising to three months after five years of service.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "z sekcji 86 Employment Rights Act 1996",
                        "z sekcji 68 Employment Rights Act 1996",
                    )
                ],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="en-glen-shiel-snow-road-advisory",
        source=(
            "Road advisory: A87 Glen Shiel\n"
            "Heavy snow is forecast above 300 metres from Tuesday evening, and the A87 through Glen Shiel is likely "
            "to close between Cluanie and Shiel Bridge overnight. Gritters will be out from 6 p.m., but conditions "
            "may still be hazardous in exposed sections. Drivers are advised not to travel unless their journey is "
            "essential. If you must travel, carry warm clothing, food, water and a charged phone, and allow at least "
            "an extra hour. There is no suitable diversion for HGVs. We expect to publish an update by 7 a.m. on "
            "Wednesday at www.highlandroads.info/updates."
        ),
        good=[
            Good(
                "preserve",
                "A87 Glen Shiel – road advisory. Heavy snow is forecast above 300 metres from Tuesday evening, and the "
                "stretch of the A87 through Glen Shiel between Cluanie and Shiel Bridge will probably close overnight. "
                "Gritters go out from 6 p.m., yet exposed sections may still be hazardous. Drivers are advised not to "
                "travel unless the journey is essential. If you must travel, take warm clothing, food, water and a "
                "charged phone, and allow at least one extra hour. HGVs have no suitable diversion. We expect to post "
                "an update at www.highlandroads.info/updates by 7 a.m. on Wednesday.",
            ),
            Good(
                "preserve",
                "**Road advisory – A87 Glen Shiel**\n"
                "- Forecast: heavy snow above 300 m from Tuesday evening.\n"
                "- Closure: the A87 through Glen Shiel is likely to close overnight between Cluanie and Shiel Bridge.\n"
                "- Gritting: from 6 p.m.; exposed sections may still be hazardous.\n"
                "- Advice: don't travel unless your journey is essential. If you must, carry warm clothing, food, water "
                "and a charged phone, and allow an extra hour or more.\n"
                "- HGVs: there is no suitable diversion.\n"
                "- Next update: expected by 7 a.m. on Wednesday at www.highlandroads.info/updates.",
            ),
            Good(
                "pl",
                "Komunikat drogowy: A87 Glen Shiel\n"
                "Od wtorkowego wieczoru prognozowane są intensywne opady śniegu powyżej 300 metrów, a droga A87 "
                "w Glen Shiel na odcinku między Cluanie a Shiel Bridge zostanie prawdopodobnie zamknięta na noc. "
                "Piaskarki wyjadą od 18:00, ale na odsłoniętych odcinkach nadal mogą panować niebezpieczne warunki. "
                "Kierowcom odradza się podróż, o ile nie jest ona konieczna. Jeśli musisz jechać, zabierz ciepłą "
                "odzież, jedzenie, wodę i naładowany telefon oraz zaplanuj co najmniej godzinę więcej na przejazd. "
                "Dla samochodów ciężarowych nie ma odpowiedniego objazdu. Przewidujemy, że aktualizację opublikujemy "
                "do 7:00 w środę na stronie www.highlandroads.info/updates.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Drivers are advised not to travel unless the journey is essential. If you must travel, take warm clothing, food, water and a charged phone, and allow at least one extra hour.",
                        "Kierowcom odradza się podróż, o ile nie jest ona konieczna. Jeśli musisz jechać, zabierz ciepłą odzież, jedzenie, wodę i naładowany telefon oraz zaplanuj co najmniej godzinę więcej na przejazd.",
                    )
                ],
                "wrong_language",
            ),
            Slip(1, [("is likely to close overnight", "will close overnight")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Dla samochodów ciężarowych nie ma odpowiedniego objazdu.",
                        "Dla samochodów ciężarowych jest wyznaczony odpowiedni objazd.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-year-eight-geography-field-trip-letter",
        source=(
            "Dear parents and carers,\n"
            "Year 8 will visit the Dunstable Downs field centre on Friday 16 May 2025 as part of their geography "
            "coursework. The coach leaves school at 8:45 a.m. and should be back by about 3:30 p.m. The trip costs "
            "£18 per pupil, which covers transport and the centre's entry fee; please pay through ParentPay by 2 May. "
            "Pupils must wear sturdy footwear and bring a packed lunch and a waterproof coat, as most of the day will "
            "be spent outdoors. Mobile phones may be brought but must stay switched off during sessions. If cost is a "
            "concern, please contact Mrs Okafor in confidence – no pupil will miss the trip for financial reasons."
        ),
        good=[
            Good(
                "preserve",
                "Dear parents and carers,\n"
                "On Friday 16 May 2025, Year 8 are going to the Dunstable Downs field centre as part of their geography "
                "coursework. The coach departs from school at 8:45 a.m. and should return at about 3:30 p.m. The cost "
                "is £18 per pupil, covering transport and entry to the centre; please pay via ParentPay by 2 May. "
                "Because most of the day will be spent outdoors, pupils must wear sturdy shoes and bring a packed lunch "
                "and a waterproof coat. They may bring mobile phones, but these must stay switched off during sessions. "
                "If the cost is a worry, please speak to Mrs Okafor in confidence – no pupil will miss out on the trip "
                "for financial reasons.",
            ),
            Good(
                "preserve",
                "Dear parents and carers,\n"
                "As part of their geography coursework, Year 8 pupils will be visiting the Dunstable Downs field centre "
                "on Friday, 16 May 2025.\n"
                "- Timings: the coach leaves school at 8:45 a.m. and should be back by about 3:30 p.m.\n"
                "- Cost: £18 per pupil (transport and the centre's entry fee), payable through ParentPay by 2 May.\n"
                "- Pupils must: wear sturdy footwear and bring a packed lunch and a waterproof coat – most of the day "
                "will be spent outdoors.\n"
                "- Phones: may be brought, but they must stay switched off during sessions.\n"
                "If you have any concerns about the cost, please contact Mrs Okafor in confidence. No pupil will miss "
                "the trip for financial reasons.",
            ),
            Good(
                "pl",
                "Szanowni Rodzice i Opiekunowie,\n"
                "w piątek 16 maja 2025 r. uczniowie Year 8 pojadą do ośrodka terenowego Dunstable Downs w ramach pracy "
                "zaliczeniowej z geografii. Autokar odjeżdża spod szkoły o 8:45 i powinien wrócić około 15:30. Koszt "
                "wycieczki wynosi 18 GBP na ucznia i obejmuje transport oraz opłatę za wstęp do ośrodka; prosimy "
                "o wpłatę przez ParentPay do 2 maja. Uczniowie muszą mieć mocne obuwie oraz zabrać suchy prowiant "
                "i kurtkę przeciwdeszczową, ponieważ większość dnia spędzą na zewnątrz. Telefony komórkowe można zabrać, "
                "ale podczas zajęć muszą być wyłączone. Jeśli koszt stanowi problem, prosimy o poufny kontakt z panią "
                "Okafor – żaden uczeń nie opuści wycieczki z powodów finansowych.",
            ),
        ],
        bad=[
            Slip(0, [("The cost is £18 per pupil", "The cost is £28 per pupil")], "number"),
            Slip(
                1,
                [
                    (
                        "Phones: may be brought, but they must stay switched off",
                        "Phones: may be brought, but they should stay switched off",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Autokar odjeżdża spod szkoły o 8:45",
                        "Autokar firmy Stagecoach odjeżdża spod szkoły o 8:45",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
