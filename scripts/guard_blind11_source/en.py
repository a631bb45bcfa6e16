# ruff: noqa: E501, RUF001
"""English sources of the blind-11 guard set, with their faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="en-museum-volunteer-shifts",
        source=(
            "### Volunteer shifts at the Harbour Museum\n"
            "\n"
            "- Shifts last **4 hours** and start at 9:30 or 13:30.\n"
            "- You must sign in at the front desk and wear your lanyard at all times.\n"
            "- Volunteers may not handle objects in the collection unless a curator is present.\n"
            "- If you cannot make a shift, let the volunteer coordinator know at least 48 hours in advance by emailing volunteers@harbourmuseum.org.uk.\n"
            "\n"
            "New volunteers should complete the online induction before their first shift. "
            "Travel expenses of up to £8 per shift can be reimbursed."
        ),
        good=[
            Good(
                "preserve",
                (
                    "### Volunteering at the Harbour Museum: your shifts\n"
                    "\n"
                    "- Each shift is **4 hours** long, starting at either 9:30 or 13:30.\n"
                    "- Always sign in at the front desk, and keep your lanyard on the whole time.\n"
                    "- Don't handle collection objects unless a curator is there with you.\n"
                    "- Can't make a shift? Email the volunteer coordinator at volunteers@harbourmuseum.org.uk at least 48 hours beforehand.\n"
                    "\n"
                    "If you're new, you should do the online induction before your first shift. "
                    "We can reimburse up to £8 in travel expenses per shift."
                ),
            ),
            Good(
                "preserve",
                (
                    "### Harbour Museum volunteer shift arrangements\n"
                    "\n"
                    "- Shifts are **4 hours** in length and commence at 9:30 or 13:30.\n"
                    "- Volunteers are required to sign in at the front desk and to wear their lanyard at all times.\n"
                    "- Handling of collection objects is permitted only in the presence of a curator.\n"
                    "- Volunteers unable to attend a shift must notify the volunteer coordinator no less than 48 hours in advance by email to volunteers@harbourmuseum.org.uk.\n"
                    "\n"
                    "New volunteers should complete the online induction prior to their first shift. "
                    "Travel expenses of up to £8 per shift may be reimbursed."
                ),
            ),
            Good(
                "pl",
                (
                    "### Dyżury wolontariuszy w Muzeum Portowym\n"
                    "\n"
                    "- Dyżur trwa **4 godziny** i zaczyna się o 9:30 lub 13:30.\n"
                    "- Należy wpisać się na listę w recepcji i przez cały czas nosić identyfikator na smyczy.\n"
                    "- Wolontariusze nie mogą dotykać obiektów z kolekcji, chyba że obecny jest kurator.\n"
                    "- Jeśli nie możesz przyjść na dyżur, powiadom koordynatora wolontariuszy co najmniej 48 godzin wcześniej, pisząc na adres volunteers@harbourmuseum.org.uk.\n"
                    "\n"
                    "Nowi wolontariusze powinni przed pierwszym dyżurem przejść szkolenie wprowadzające online. "
                    "Koszty dojazdu do 8 funtów za dyżur mogą zostać zwrócone."
                ),
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "### Harbour Museum volunteer shift arrangements\n\n- ",
                        "Harbour Museum volunteer shift arrangements: ",
                    ),
                    ("\n- Volunteers are required", " Volunteers are required"),
                    ("\n- Handling", " Handling"),
                    ("\n- Volunteers unable", " Volunteers unable"),
                ],
                "markdown",
            ),
            Slip(2, [("Nowi wolontariusze powinni", "Nowi wolontariusze mogą")], "modality"),
            Slip(
                0,
                [
                    (
                        "Always sign in at the front desk, and keep",
                        "There's no need to sign in at the front desk, but keep",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-coworking-membership",
        source="Hive Coworking membership terms (effective 1 September 2025). The Flex plan costs £180 per month and includes 10 days of hot-desk access and 4 hours of meeting-room time. Unused days do not roll over to the next month. Members can bring up to 2 guests per day, but guests must be signed in at reception on arrival. The building is accessible 24/7 with your key fob; staffed hours are 8:30–18:00 on weekdays. Either party may end the membership with 30 days' written notice. Prices exclude VAT at 20%.",
        good=[
            Good(
                "preserve",
                "Here's how Hive Coworking membership works from 1 September 2025. Flex is £180 a month: you get 10 days at a hot desk plus 4 hours in the meeting rooms. Days you don't use won't carry over into the next month. You can bring along as many as 2 guests a day, but they must sign in at reception when they arrive. Your key fob gets you into the building 24/7, and there are staff around from 8:30 to 18:00 on weekdays. You or we can end the membership with 30 days' notice in writing. Prices don't include VAT, which is 20%.",
            ),
            Good(
                "preserve",
                "Hive Coworking – membership terms, effective 1 Sept 2025. Flex plan: £180/month, including 10 hot-desk days and 4 hours of meeting-room use; unused days are not carried forward. Maximum of 2 guests per member per day; all guests must be signed in at reception on arrival. 24/7 building access via key fob; reception staffed 8:30–18:00, Monday to Friday. Membership may be terminated by either party on 30 days' written notice. All prices are exclusive of VAT at 20%.",
            ),
            Good(
                "pl",
                "Warunki członkostwa w Hive Coworking (obowiązują od 1 września 2025 r.). Plan Flex kosztuje 180 funtów miesięcznie i obejmuje 10 dni dostępu do wolnego biurka (hot desk) oraz 4 godziny korzystania z sali spotkań. Niewykorzystane dni nie przechodzą na kolejny miesiąc. Członek może przyprowadzić maksymalnie 2 gości dziennie, ale goście muszą zostać wpisani w recepcji zaraz po przyjściu. Budynek jest dostępny całą dobę, 7 dni w tygodniu, za pomocą breloka; w dni robocze obsługa jest obecna w godz. 8:30–18:00. Każda ze stron może zakończyć członkostwo z 30-dniowym wypowiedzeniem na piśmie. Ceny nie zawierają 20% VAT.",
            ),
        ],
        bad=[
            Slip(1, [("4 hours of meeting-room use", "6 hours of meeting-room use")], "number"),
            Slip(
                2,
                [
                    (
                        "Ceny nie zawierają 20% VAT.",
                        "Ceny nie zawierają 20% VAT. Przy płatności za cały rok z góry przysługuje 10% rabatu.",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("Prices don't include VAT", "Prices include VAT")], "negation"),
        ],
    ),
    Case(
        key="en-hackerspace-safety",
        source="Safety rules for the Makers' Loft workshop. Nobody may use the laser cutter, the CNC router or the lathe without first completing the relevant induction, which runs on the first Tuesday of each month at 19:00. Safety glasses are required in the machine room at all times. Never leave the laser cutter unattended while it is running: acrylic can catch fire within seconds. Under-16s are welcome on Saturdays, but only with a parent or guardian. Soldering is allowed at the electronics bench only. Report any injury, however minor, to the host on duty and record it in the accident book.",
        good=[
            Good(
                "preserve",
                "Makers' Loft workshop: staying safe. Before you use the laser cutter, the CNC router or the lathe, you must complete the induction for that machine. Inductions run at 7 p.m. on the first Tuesday of every month. In the machine room, wear safety glasses the whole time. While the laser cutter is running, always stay with it, because acrylic can catch fire in seconds. Young people under 16 are welcome on Saturdays, but only if they come with a parent or guardian. You can only solder at the electronics bench. If you get hurt, even slightly, tell the host on duty and write it in the accident book.",
            ),
            Good(
                "preserve",
                "Makers' Loft – workshop safety rules. Use of the laser cutter, CNC router or lathe is restricted to those who have completed the relevant induction (held on the first Tuesday of each month, 19:00). Safety glasses must be worn in the machine room at all times. A running laser cutter must never be left unattended – acrylic can ignite within seconds. Under-16s are welcome on Saturdays provided they are accompanied by a parent or guardian. Soldering is permitted only at the electronics bench. All injuries, however minor, must be reported to the duty host and recorded in the accident book.",
            ),
            Good(
                "pl",
                "Zasady bezpieczeństwa w warsztacie Makers' Loft. Nikomu nie wolno korzystać z wycinarki laserowej, frezarki CNC ani tokarki bez wcześniejszego odbycia odpowiedniego szkolenia wstępnego, które odbywa się w pierwszy wtorek każdego miesiąca o 19:00. W sali maszyn przez cały czas trzeba nosić okulary ochronne. Nigdy nie zostawiaj pracującej wycinarki laserowej bez nadzoru: akryl może zapalić się w ciągu kilku sekund. Osoby poniżej 16 lat są mile widziane w soboty, ale tylko z rodzicem lub opiekunem. Lutować można wyłącznie przy stanowisku elektronicznym. Każdy uraz, nawet drobny, zgłoś dyżurującemu gospodarzowi i wpisz do rejestru wypadków.",
            ),
        ],
        bad=[
            Slip(1, [("Safety glasses must be worn", "Safety glasses should be worn")], "modality"),
            Slip(
                0,
                [("Young people under 16 are welcome", "Young people under 16 are not welcome")],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "Inductions run at 7 p.m. on the first Tuesday of every month.",
                        "Inductions run at 7 p.m. on the first Tuesday of every month and cost £15.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-dog-park-rules",
        source="Welcome to Riverside Dog Park. Dogs must be vaccinated and wear a collar with an ID tag. Owners must pick up after their dogs; bags are available at both gates. The small-dog enclosure is for dogs under 12 kg only. Dogs in season should not be brought to the park. Children under 8 must be supervised by an adult at all times. The park is open from 6 a.m. to 9 p.m.; the lights switch off at 9:15 p.m. Anyone whose dog shows aggression may be asked to leave. Report problems to Parks Services on 0161 496 0732.",
        good=[
            Good(
                "preserve",
                "Welcome to Riverside Dog Park! Every dog has to be vaccinated and wear a collar with an ID tag. You must clean up after your dog – you'll find bags at both gates. Only dogs under 12 kg may use the small-dog enclosure. If your dog is in season, you shouldn't bring her to the park. Kids under 8 need an adult watching them the whole time. The park opens at 6 a.m. and closes at 9 p.m., and the lights go off at 9:15 p.m. If your dog behaves aggressively, you may be asked to leave. Spotted a problem? Call Parks Services on 0161 496 0732.",
            ),
            Good(
                "preserve",
                "Riverside Dog Park rules: dogs must be vaccinated and wear a collar with an ID tag. Owners must clean up after their dogs (bags at both gates). Small-dog enclosure: dogs under 12 kg only. Dogs in season should be kept away from the park. Under-8s must be supervised by an adult at all times. Open 6:00–21:00; lights off at 21:15. Owners of dogs showing aggression may be asked to leave. Problems: Parks Services, 0161 496 0732.",
            ),
            Good(
                "pl",
                "Witamy na wybiegu dla psów Riverside. Psy muszą być zaszczepione i nosić obrożę z identyfikatorem. Właściciele mają obowiązek sprzątać po swoich psach – worki są dostępne przy obu bramach. Wybieg dla małych psów jest przeznaczony wyłącznie dla psów ważących poniżej 12 kg. Suk w okresie cieczki nie powinno się przyprowadzać do parku. Dzieci poniżej 8 lat muszą przez cały czas pozostawać pod opieką osoby dorosłej. Park jest otwarty od 6:00 do 21:00; światła gasną o 21:15. Właściciel psa, który zachowuje się agresywnie, może zostać poproszony o opuszczenie parku. Problemy prosimy zgłaszać do Parks Services pod numerem 0161 496 0732.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Dogs in season should be kept away", "Dogs in season must be kept away")],
                "modality",
            ),
            Slip(2, [("poniżej 12 kg", "poniżej 15 kg")], "number"),
            Bad(
                "pl",
                "Riverside Dog Park: all dogs must be vaccinated and wear a collar with an ID tag. Owners must pick up after their dogs, and there are bags at both gates. Only dogs under 12 kg may use the small-dog enclosure. Dogs in season should not be brought to the park. An adult must supervise children under 8 at all times. Opening hours are 6 a.m. to 9 p.m., and the lights go off at 9:15 p.m. Owners of dogs that show aggression may be asked to leave. To report a problem, call Parks Services on 0161 496 0732.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-energy-tariff-change",
        source="Dear Customer, from 1 April 2025 your Standard Variable tariff will change. Your unit rate will rise from 24.5p to 26.1p per kWh, and your daily standing charge from 53.4p to 55.0p. Based on your usage over the last 12 months, we estimate your annual bill will go up by about £64. You don't need to do anything to stay on this tariff. If you'd like to switch, you can do so without an exit fee at any time. Compare our tariffs at www.brightwattenergy.co.uk/tariffs or call us on 0330 808 1199.",
        good=[
            Good(
                "preserve",
                "Dear Customer, your Standard Variable tariff is changing on 1 April 2025. You'll pay 26.1p per kWh instead of 24.5p, and the daily standing charge goes up from 53.4p to 55.0p. Looking at what you've used over the past 12 months, we estimate that your yearly bill will rise by roughly £64. To stay on this tariff, you don't have to do anything. You're free to switch whenever you like, with no exit fee. You can compare our tariffs at www.brightwattenergy.co.uk/tariffs or ring us on 0330 808 1199.",
            ),
            Good(
                "preserve",
                "Dear Customer, we are writing to inform you that your Standard Variable tariff will change with effect from 1st April 2025. The unit rate will increase from 24.5p/kWh to 26.1p/kWh and the daily standing charge from 53.4p to 55.0p. On the basis of your consumption over the past twelve months, we estimate that your annual bill will increase by approximately £64. No action is required on your part should you wish to remain on this tariff. Should you wish to switch, you may do so at any time without incurring an exit fee. Our tariffs may be compared at www.brightwattenergy.co.uk/tariffs, or you may telephone us on 0330 808 1199.",
            ),
            Good(
                "pl",
                "Szanowni Państwo, od 1 kwietnia 2025 r. zmieni się Państwa taryfa Standard Variable. Cena za jednostkę wzrośnie z 24,5 do 26,1 pensa za kWh, a dzienna opłata stała – z 53,4 do 55,0 pensa. Na podstawie Państwa zużycia z ostatnich 12 miesięcy szacujemy, że roczny rachunek wzrośnie o około 64 funty. Aby pozostać przy tej taryfie, nie muszą Państwo nic robić. Jeśli zechcą Państwo zmienić taryfę, można to zrobić w dowolnym momencie bez opłaty za wcześniejsze rozwiązanie umowy. Nasze taryfy można porównać na stronie www.brightwattenergy.co.uk/tariffs lub telefonicznie pod numerem 0330 808 1199.",
            ),
        ],
        bad=[
            Slip(0, [("rise by roughly £64", "rise by roughly £46")], "number"),
            Slip(1, [("1st April 2025", "1st August 2025")], "date"),
            Slip(
                2,
                [("www.brightwattenergy.co.uk/tariffs", "www.brightwattenergy.com/tariffs")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-release-notes-deprecations",
        source=(
            "## tidyparse 3.2.0 (released 18 June 2025)\n"
            "\n"
            "**Deprecations**\n"
            "- `parse_legacy()` is deprecated and will be removed in 4.0. Use `parse()` with `strict=False` instead.\n"
            "- The `--no-color` flag is deprecated in favour of `--color=never`.\n"
            "\n"
            "**Breaking changes**\n"
            "- Python 3.8 is no longer supported; the minimum version is now 3.9.\n"
            "\n"
            "**Fixes**\n"
            "- Parsing files larger than 2 GB no longer crashes on Windows (#1487).\n"
            "\n"
            "We recommend pinning `tidyparse<4` if you still rely on `parse_legacy()`."
        ),
        good=[
            Good(
                "preserve",
                (
                    "## tidyparse 3.2.0 — 18 June 2025\n"
                    "\n"
                    "**Deprecated**\n"
                    "- `parse_legacy()`: will be removed in 4.0; switch to `parse()` with `strict=False`.\n"
                    "- `--no-color`: deprecated in favour of `--color=never`.\n"
                    "\n"
                    "**Breaking**\n"
                    "- Minimum Python version raised to 3.9; 3.8 is no longer supported.\n"
                    "\n"
                    "**Fixed**\n"
                    "- Windows: parsing files over 2 GB no longer crashes (#1487).\n"
                    "\n"
                    "Still depending on `parse_legacy()`? We recommend pinning `tidyparse<4`."
                ),
            ),
            Good(
                "preserve",
                (
                    "## What's new in tidyparse 3.2.0 (out 18 June 2025)\n"
                    "\n"
                    "**Deprecations**\n"
                    "- `parse_legacy()` is now deprecated, and version 4.0 will remove it. Call `parse()` with `strict=False` instead.\n"
                    "- Instead of the deprecated `--no-color` flag, use `--color=never`.\n"
                    "\n"
                    "**Breaking changes**\n"
                    "- We have dropped support for Python 3.8. You now need Python 3.9 or newer.\n"
                    "\n"
                    "**Fixes**\n"
                    "- On Windows, tidyparse no longer crashes when parsing files larger than 2 GB (#1487).\n"
                    "\n"
                    "If your code still relies on `parse_legacy()`, we recommend pinning `tidyparse<4`."
                ),
            ),
            Good(
                "pl",
                (
                    "## tidyparse 3.2.0 (wydanie z 18 czerwca 2025 r.)\n"
                    "\n"
                    "**Elementy przestarzałe**\n"
                    "- Funkcja `parse_legacy()` jest przestarzała i zostanie usunięta w wersji 4.0. Zamiast niej używaj `parse()` z `strict=False`.\n"
                    "- Flaga `--no-color` jest przestarzała; zastępuje ją `--color=never`.\n"
                    "\n"
                    "**Zmiany niezgodne wstecz**\n"
                    "- Python 3.8 nie jest już obsługiwany; minimalna wersja to teraz 3.9.\n"
                    "\n"
                    "**Poprawki**\n"
                    "- Parsowanie plików większych niż 2 GB nie powoduje już awarii w systemie Windows (#1487).\n"
                    "\n"
                    "Jeśli nadal korzystasz z `parse_legacy()`, zalecamy przypięcie wersji `tidyparse<4`."
                ),
            ),
        ],
        bad=[
            Slip(0, [("`--color=never`", "`--color=none`")], "code"),
            Slip(
                1,
                [
                    ("**Deprecations**\n- ", "Deprecations: "),
                    ("\n- Instead of", " Instead of"),
                    ("**Breaking changes**\n- ", "Breaking changes: "),
                    ("**Fixes**\n- ", "Fixes: "),
                ],
                "markdown",
            ),
            Slip(
                2,
                [("Python 3.8 nie jest już obsługiwany", "Python 3.8 jest nadal obsługiwany")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-api-rate-limits",
        source="Rate limits. Each API key can make up to 600 requests per minute to the `/v2/search` endpoint and 60 requests per minute to `/v2/export`. When you exceed a limit, the API returns HTTP status `429` with a `Retry-After` header giving the number of seconds to wait. Clients must honour this header and should use exponential backoff. Limits are applied per key, not per IP address. Enterprise customers can request higher limits by writing to api-support@quillmetrics.io. Usage statistics are available at https://dashboard.quillmetrics.io/usage and are updated roughly every 5 minutes.",
        good=[
            Good(
                "preserve",
                "How rate limits work: with one API key you can send at most 600 requests a minute to `/v2/search` and at most 60 a minute to `/v2/export`. Go over a limit and you'll get HTTP status `429`, along with a `Retry-After` header that tells you how many seconds to wait. Your client must respect that header, and it should back off exponentially. Limits are counted per key rather than per IP address. If you're an Enterprise customer, you can ask for higher limits by emailing api-support@quillmetrics.io. You can see your usage at https://dashboard.quillmetrics.io/usage; the figures are refreshed about every 5 minutes.",
            ),
            Good(
                "preserve",
                "Rate limits are enforced per API key (not per IP address): up to 600 requests/minute for `/v2/search` and 60 requests/minute for `/v2/export`. Requests exceeding a limit receive HTTP `429` and a `Retry-After` header specifying the wait time in seconds. Clients are required to honour `Retry-After` and should implement exponential backoff. Enterprise customers may request higher limits via api-support@quillmetrics.io. Usage statistics (updated approximately every 5 minutes): https://dashboard.quillmetrics.io/usage.",
            ),
            Good(
                "pl",
                "Limity zapytań. Każdy klucz API może wysłać do 600 zapytań na minutę do endpointu `/v2/search` i 60 zapytań na minutę do `/v2/export`. Po przekroczeniu limitu API zwraca status HTTP `429` wraz z nagłówkiem `Retry-After`, który podaje, ile sekund należy odczekać. Klienci muszą respektować ten nagłówek i powinni stosować wykładnicze wydłużanie odstępów między ponownymi próbami (exponential backoff). Limity są naliczane na klucz, a nie na adres IP. Klienci Enterprise mogą poprosić o wyższe limity, pisząc na api-support@quillmetrics.io. Statystyki użycia są dostępne pod adresem https://dashboard.quillmetrics.io/usage i aktualizowane mniej więcej co 5 minut.",
            ),
        ],
        bad=[
            Slip(1, [("`/v2/export`", "`/v2/exports`")], "code"),
            Slip(2, [("i 60 zapytań", "i 120 zapytań")], "number"),
            Slip(
                0,
                [
                    (
                        "https://dashboard.quillmetrics.io/usage",
                        "https://dashboard.quillmetrics.com/usage",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-food-truck-permit",
        source="Food truck permits in Riverton are issued under Section 14.3 of the Municipal Code. An annual permit costs $450; a single-event permit costs $75. Each truck must pass a fire safety inspection before the permit is issued and must carry a valid food handler certificate. Trucks may not operate within 100 feet of a restaurant's entrance during its opening hours. Generators are not allowed after 10 p.m. in residential zones. Applications take approximately 15 business days to process. Operating without a permit can result in a fine of up to $1,000.",
        good=[
            Good(
                "preserve",
                "In Riverton, food truck permits are issued under Section 14.3 of the Municipal Code. A permit for the whole year costs $450, and a permit for a single event costs $75. Before a permit is issued, your truck has to pass a fire safety inspection, and it must always carry a valid food handler certificate. You can't operate within 100 feet of a restaurant's entrance while the restaurant is open. In residential zones, generators are banned after 10 p.m. It takes about 15 business days to process an application. If you operate without a permit, you could be fined up to $1,000.",
            ),
            Good(
                "preserve",
                "Want to run a food truck in Riverton? Section 14.3 of the Municipal Code sets the rules. An annual permit costs $450, while a one-off event permit is $75. No permit is issued until the truck passes a fire safety inspection, and every truck must carry a valid food handler certificate. Trucks are barred from operating within 100 feet of a restaurant entrance during the restaurant's opening hours, and generators are off-limits after 10 p.m. in residential zones. Processing takes roughly 15 business days. Operators caught trading without a permit face fines of up to $1,000.",
            ),
            Good(
                "pl",
                "Zezwolenia dla food trucków w Riverton wydaje się na podstawie sekcji 14.3 kodeksu miejskiego. Zezwolenie roczne kosztuje 450 dolarów, a jednorazowe – na pojedyncze wydarzenie – 75 dolarów. Przed wydaniem zezwolenia każdy food truck musi przejść kontrolę przeciwpożarową i musi mieć ważne zaświadczenie o uprawnieniach do pracy z żywnością. Food trucki nie mogą prowadzić działalności w odległości mniejszej niż 100 stóp od wejścia do restauracji w godzinach jej otwarcia. W strefach mieszkaniowych po 22:00 nie wolno używać agregatów prądotwórczych. Rozpatrzenie wniosku trwa około 15 dni roboczych. Prowadzenie działalności bez zezwolenia może skutkować grzywną do 1000 dolarów.",
            ),
        ],
        bad=[
            Slip(1, [("Section 14.3", "Section 13.4")], "legal_reference"),
            Slip(
                0,
                [
                    (
                        "It takes about 15 business days to process an application.",
                        "It takes about 15 business days to process an application, which must include two references from local businesses.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "każdy food truck musi przejść kontrolę",
                        "każdy food truck powinien przejść kontrolę",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-ski-school-terms",
        source="Alpine Start Ski School – terms for the 2025/26 season. Group lessons run for 5 consecutive days, 2.5 hours a day, with a maximum of 8 children per instructor. Children must be at least 4 years old to join a group. Helmets are compulsory for all pupils under 16. Lessons are not refunded if cancelled by the parent less than 48 hours before the start. If lifts close because of bad weather, we will probably offer a replacement lesson rather than a refund. Lift passes are not included in the price of €295. Book at alpinestart.at before 30 November to get 10% off.",
        good=[
            Good(
                "preserve",
                "Alpine Start Ski School: terms for the 2025/26 season. Our group lessons last 5 days in a row, two and a half hours each day, and one instructor never has more than 8 children. Your child must be 4 or older to join a group. Every pupil under 16 has to wear a helmet. If you cancel less than 48 hours before the start, the lessons won't be refunded. If bad weather closes the lifts, we'll probably offer a replacement lesson instead of a refund. The price of €295 doesn't include a lift pass. Book at alpinestart.at before 30 November and you'll get 10% off.",
            ),
            Good(
                "preserve",
                "Alpine Start Ski School: terms and conditions, 2025/26 season. Group courses comprise 5 consecutive days of 2.5 hours each, with no more than 8 children per instructor. The minimum age for joining a group is 4 years. Helmets must be worn by all pupils under the age of 16. Cancellations made by parents fewer than 48 hours before the course begins are non-refundable. Should the lifts close due to bad weather, a replacement lesson will probably be offered in place of a refund. The course fee of €295 excludes lift passes. Bookings made at alpinestart.at before 30 November qualify for a 10% discount.",
            ),
            Good(
                "pl",
                "Szkoła narciarska Alpine Start – warunki na sezon 2025/26. Zajęcia grupowe trwają 5 kolejnych dni po 2,5 godziny dziennie, a na jednego instruktora przypada maksymalnie 8 dzieci. Aby dołączyć do grupy, dziecko musi mieć co najmniej 4 lata. Kask jest obowiązkowy dla wszystkich uczestników poniżej 16 lat. Jeśli rodzic odwoła zajęcia na mniej niż 48 godzin przed ich rozpoczęciem, opłata nie podlega zwrotowi. Jeśli wyciągi zostaną zamknięte z powodu złej pogody, prawdopodobnie zaproponujemy lekcję zastępczą zamiast zwrotu pieniędzy. Cena 295 euro nie obejmuje karnetu na wyciągi. Rezerwując na alpinestart.at przed 30 listopada, otrzymasz 10% zniżki.",
            ),
        ],
        bad=[
            Slip(0, [("more than 8 children", "more than 10 children")], "number"),
            Slip(2, [("nie obejmuje karnetu", "obejmuje karnet")], "negation"),
            Slip(
                1,
                [
                    (
                        "a replacement lesson will probably be offered",
                        "a replacement lesson will be offered",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-language-course-refunds",
        source="Refund policy for Lingua Hub evening courses. You can cancel and receive a full refund up to 7 days before your course starts. After that, and until the end of the second lesson, we refund 50% of the fee. No refunds are given after the second lesson. If we cancel a course because fewer than 6 students enrol, you will get your money back in full within 10 working days. Refund requests must be made in writing to office@linguahub.ie. The €40 placement test fee is non-refundable. This policy applies to courses starting on or after 1 January 2026.",
        good=[
            Good(
                "preserve",
                "Lingua Hub evening courses: getting your money back. Cancel at least 7 days before the course begins and we'll refund everything you paid. Cancel later than that, but no later than the end of the second lesson, and you'll get half the fee back. Once the second lesson is over, we don't refund anything. If fewer than 6 students sign up and we cancel the course, you'll get a full refund within 10 working days. You must ask for a refund in writing, by emailing office@linguahub.ie. You won't get back the €40 placement test fee. These rules apply to courses that start on 1 January 2026 or later.",
            ),
            Good(
                "preserve",
                "Lingua Hub – refund policy for evening courses. Cancellations made no later than 7 days before the course start date are eligible for a full refund. Between that point and the end of the second lesson, 50% of the fee will be refunded; thereafter, no refund is available. Where Lingua Hub cancels a course because fewer than 6 students have enrolled, the full fee will be reimbursed within 10 working days. All refund requests must be submitted in writing to office@linguahub.ie. The placement test fee of €40 is not refundable. This policy applies to courses commencing on or after 1 January 2026.",
            ),
            Good(
                "pl",
                "Zasady zwrotu opłat za kursy wieczorowe w Lingua Hub. Możesz zrezygnować i otrzymać pełny zwrot najpóźniej 7 dni przed rozpoczęciem kursu. Później, aż do końca drugiej lekcji, zwracamy 50% opłaty. Po drugiej lekcji nie dokonujemy żadnych zwrotów. Jeśli odwołamy kurs, ponieważ zapisze się na niego mniej niż 6 osób, otrzymasz całą kwotę z powrotem w ciągu 10 dni roboczych. Wniosek o zwrot trzeba złożyć na piśmie, na adres office@linguahub.ie. Opłata za test poziomujący w wysokości 40 euro nie podlega zwrotowi. Zasady dotyczą kursów rozpoczynających się 1 stycznia 2026 r. lub później.",
            ),
        ],
        bad=[
            Slip(2, [("1 stycznia 2026 r.", "1 stycznia 2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "All refund requests must be submitted in writing",
                        "All refund requests may be submitted in writing",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "within 10 working days.",
                        "within 10 working days, or you can transfer to a course starting in February.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-film-festival-accreditation",
        source="Accreditation for the 2025 Northlight Film Festival (9–16 October) is open to working journalists, critics and industry professionals. Apply online at accreditation.northlightfest.com by 5 September. Press applicants must submit at least two articles published within the past 12 months. Accreditation is personal and cannot be transferred. Badge holders can attend press screenings free of charge, but public screenings require a ticket. Badges can be collected from the Festival Hub from 8 October at 10:00. For queries, contact press@northlightfest.com.",
        good=[
            Good(
                "preserve",
                "Working journalists, critics and industry professionals can apply for accreditation to the 2025 Northlight Film Festival, which runs from 9 to 16 October. Applications are made online at accreditation.northlightfest.com, and the deadline is 5 September. Members of the press have to send in at least two articles published in the last 12 months. Accreditation is personal: it can't be passed on to anyone else. With a badge, you get into press screenings for free, but for public screenings you'll still need a ticket. Badges can be picked up at the Festival Hub from 10 a.m. on 8 October. Questions go to press@northlightfest.com.",
            ),
            Good(
                "preserve",
                "Northlight Film Festival 2025 (9–16 Oct): accreditation open to working journalists, critics and industry professionals. Apply online by 5 Sept at accreditation.northlightfest.com. Press applicants: minimum two articles published in the past 12 months. Accreditation is personal and non-transferable. Badges give free entry to press screenings; public screenings require a ticket. Badge collection: Festival Hub, from 8 Oct, 10:00. Queries: press@northlightfest.com.",
            ),
            Good(
                "pl",
                "Akredytacja na Northlight Film Festival 2025 (9–16 października) jest dostępna dla czynnych zawodowo dziennikarzy, krytyków i profesjonalistów z branży. Wnioski należy składać online na stronie accreditation.northlightfest.com do 5 września. Przedstawiciele prasy muszą przesłać co najmniej dwa artykuły opublikowane w ciągu ostatnich 12 miesięcy. Akredytacja jest imienna i nie można jej przekazać innej osobie. Posiadacze identyfikatorów mogą bezpłatnie uczestniczyć w pokazach prasowych, natomiast na pokazy publiczne potrzebny jest bilet. Identyfikatory można odbierać w Festival Hub od 8 października od godz. 10:00. Pytania prosimy kierować na adres press@northlightfest.com.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("accreditation.northlightfest.com", "accreditation.northlightfest.org")],
                "url",
            ),
            Slip(2, [("do 5 września", "do 15 września")], "date"),
            Slip(
                0,
                [
                    (
                        "for public screenings you'll still need a ticket",
                        "for public screenings you won't need a ticket",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-interlibrary-loans",
        source="Interlibrary loans at Eastgate University Library. Registered students and staff can request up to 5 items at a time through the library catalogue. Each request costs £3, which is charged to your library account. Most books arrive within 10 working days, although items from overseas libraries may take considerably longer. Loans are normally for 3 weeks and cannot be renewed more than once. The lending library sets the conditions: some items must be read in the library and may not be taken home. Lost items are charged at the replacement cost plus a £15 administration fee.",
        good=[
            Good(
                "preserve",
                "Eastgate University Library: borrowing from other libraries. If you're a registered student or member of staff, you can order up to 5 items at once through the library catalogue. Every request costs £3, and the charge goes on your library account. Most books get here within 10 working days, but items coming from libraries abroad may take much longer. You normally keep a loan for 3 weeks, and you can renew it once at most. Conditions are set by the library that lends the item: some items have to be read in the library and you may not take them home. If you lose an item, you pay what it costs to replace it plus a £15 admin fee.",
            ),
            Good(
                "preserve",
                "Eastgate University Library – interlibrary loan service. Registered students and members of staff may request a maximum of 5 items at a time via the library catalogue. A fee of £3 per request is charged to the user's library account. The majority of books arrive within 10 working days; items from overseas libraries may take considerably longer. The standard loan period is 3 weeks, with no more than one renewal permitted. Loan conditions are determined by the lending library, and certain items must be consulted on the premises and may not be taken home. Lost items will be charged at replacement cost plus a £15 administration fee.",
            ),
            Good(
                "pl",
                "Wypożyczenia międzybiblioteczne w Bibliotece Uniwersytetu Eastgate. Zarejestrowani studenci i pracownicy mogą zamówić przez katalog biblioteczny maksymalnie 5 pozycji jednocześnie. Każde zamówienie kosztuje 3 funty; opłata jest doliczana do konta bibliotecznego. Większość książek dociera w ciągu 10 dni roboczych, choć pozycje z bibliotek zagranicznych mogą iść znacznie dłużej. Wypożyczenie trwa zwykle 3 tygodnie i można je przedłużyć nie więcej niż raz. Warunki ustala biblioteka wypożyczająca: niektóre pozycje trzeba czytać na miejscu i nie wolno ich wynosić do domu. Za zgubioną pozycję pobiera się koszt jej odkupienia oraz 15 funtów opłaty administracyjnej.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("no more than one renewal permitted", "no more than two renewals permitted")],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "niektóre pozycje trzeba czytać na miejscu i nie wolno ich wynosić do domu",
                        "niektóre pozycje warto czytać na miejscu i lepiej nie wynosić ich do domu",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [("Every request costs £3", "Every request costs £3 (free for PhD students)")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-parking-pcn",
        source="Penalty Charge Notice – Westbury Borough Council. This vehicle was parked in a restricted street in a controlled parking zone on 14 March 2025 at 11:42 without displaying a valid permit, contrary to Article 5(2) of the Westbury (Controlled Parking Zone) Order 2019. The penalty charge is £70, reduced to £35 if paid within 14 days of the date of this notice. Do not ignore this notice: if it is not paid or challenged within 28 days, the charge may increase by 50%. You can pay or appeal at www.westbury.gov.uk/pcn quoting reference WB40281736.",
        good=[
            Good(
                "preserve",
                "Penalty Charge Notice from Westbury Borough Council. On 14 March 2025 at 11:42, this vehicle was parked in a restricted street inside a controlled parking zone without a valid permit on display. This breaks Article 5(2) of the Westbury (Controlled Parking Zone) Order 2019. The penalty charge is £70, or £35 if you pay within 14 days of the date of this notice. Don't ignore this notice. If you don't pay or challenge it within 28 days, the charge may go up by 50%. To pay or appeal, go to www.westbury.gov.uk/pcn and quote reference WB40281736.",
            ),
            Good(
                "preserve",
                "Westbury Borough Council – Penalty Charge Notice. Contravention: vehicle parked in a restricted street within a controlled parking zone without a valid permit displayed, on 14/03/2025 at 11:42, contrary to Article 5(2) of the Westbury (Controlled Parking Zone) Order 2019. Penalty charge: £70, reduced to £35 if paid within 14 days of the date of this notice. This notice must not be ignored; where the charge is neither paid nor challenged within 28 days, it may be increased by 50%. Payment or appeal: www.westbury.gov.uk/pcn, reference WB40281736.",
            ),
            Good(
                "pl",
                "Wezwanie do zapłaty opłaty karnej – Rada Gminy Westbury. Ten pojazd był zaparkowany 14 marca 2025 r. o godz. 11:42 na ulicy objętej ograniczeniami w strefie kontrolowanego parkowania bez widocznego ważnego zezwolenia, z naruszeniem art. 5 ust. 2 rozporządzenia Westbury (Controlled Parking Zone) Order 2019. Opłata karna wynosi 70 funtów; w przypadku zapłaty w ciągu 14 dni od daty wezwania zostanie obniżona do 35 funtów. Nie ignoruj tego wezwania: jeśli w ciągu 28 dni opłata nie zostanie zapłacona ani zakwestionowana, może wzrosnąć o 50%. Zapłacić lub złożyć odwołanie można na stronie www.westbury.gov.uk/pcn, podając numer referencyjny WB40281736.",
            ),
        ],
        bad=[
            Slip(1, [("Article 5(2)", "Article 5(3)")], "legal_reference"),
            Slip(2, [("obniżona do 35 funtów", "obniżona do 45 funtów")], "number"),
            Slip(
                0,
                [("without a valid permit on display", "with a valid permit on display")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-airport-liquids",
        source=(
            "**Liquids in hand luggage – Ashford Airport**\n"
            "\n"
            "- Containers must hold no more than **100 ml** each.\n"
            "- All containers must fit in one clear, resealable bag of up to 1 litre.\n"
            "- Medicines and baby food in larger amounts are allowed, but you may be asked to show proof that you need them.\n"
            "\n"
            "New CT scanners are being installed and will probably be in use at all lanes by June 2026; until then the 100 ml limit still applies. "
            "Liquids bought airside after security can be taken on board. "
            "Security staff may refuse any item they consider a risk."
        ),
        good=[
            Good(
                "preserve",
                (
                    "**Ashford Airport: taking liquids in your hand luggage**\n"
                    "\n"
                    "- No container can hold more than **100 ml**.\n"
                    "- Every container has to fit into a single clear, resealable bag that holds 1 litre at most.\n"
                    "- You can bring bigger amounts of medicines and baby food, but you may be asked to prove that you need them.\n"
                    "\n"
                    "New CT scanners are being put in and will probably be working at every lane by June 2026. Until then, the 100 ml limit stays. "
                    "Liquids you buy airside, after security, can be taken on board. "
                    "Security staff may refuse anything they think is a risk."
                ),
            ),
            Good(
                "preserve",
                (
                    "**Ashford Airport – carriage of liquids in cabin baggage**\n"
                    "\n"
                    "- The maximum capacity of each container is **100 ml**.\n"
                    "- All containers are required to fit within a single transparent, resealable bag with a capacity not exceeding 1 litre.\n"
                    "- Larger quantities of medicines and baby food are permitted; however, passengers may be asked to provide evidence that these are required.\n"
                    "\n"
                    "Installation of new CT scanners is under way, with completion across all lanes likely by June 2026; the 100 ml limit remains in force until then. "
                    "Liquids purchased airside after security screening may be carried on board. "
                    "Security staff may refuse any item deemed to present a risk."
                ),
            ),
            Good(
                "pl",
                (
                    "**Płyny w bagażu podręcznym – lotnisko Ashford**\n"
                    "\n"
                    "- Pojemność każdego opakowania nie może przekraczać **100 ml**.\n"
                    "- Wszystkie opakowania muszą zmieścić się w jednej przezroczystej, zamykanej torebce o pojemności do 1 litra.\n"
                    "- Leki i żywność dla niemowląt w większych ilościach są dozwolone, ale możesz zostać poproszony o wykazanie, że są ci potrzebne.\n"
                    "\n"
                    "Trwa instalacja nowych skanerów CT, które prawdopodobnie do czerwca 2026 r. będą działać na wszystkich stanowiskach; do tego czasu nadal obowiązuje limit 100 ml. "
                    "Płyny kupione w strefie zastrzeżonej, po kontroli bezpieczeństwa, można wnieść na pokład. "
                    "Pracownicy ochrony mogą odmówić przepuszczenia każdego przedmiotu, który uznają za zagrożenie."
                ),
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "**Ashford Airport: taking liquids in your hand luggage**\n\n- ",
                        "Ashford Airport: taking liquids in your hand luggage. ",
                    ),
                    ("\n- Every container", " Every container"),
                    ("\n- You can bring", " You can bring"),
                ],
                "markdown",
            ),
            Slip(2, [("o pojemności do 1 litra", "o pojemności do 2 litrów")], "number"),
            Slip(
                1,
                [
                    (
                        "with completion across all lanes likely by June 2026",
                        "with completion across all lanes by June 2026",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-wedding-venue-noise",
        source="Noise policy for weddings at Hartwell Barn. Amplified music must stop at 23:00 on Fridays and Saturdays and at 22:30 on all other days, as set out in our premises licence. A sound limiter is fitted in the barn and will cut the power if levels exceed 95 dB for more than 10 seconds. Bands and DJs must not remove or bypass the limiter. Fireworks are not permitted at any time. Guests should leave quietly, as the barn is close to residential properties. Breaches may lead to the loss of part or all of your £500 damage deposit.",
        good=[
            Good(
                "preserve",
                "Weddings at Hartwell Barn: keeping the noise down. Under our premises licence, amplified music has to stop by 23:00 on Fridays and Saturdays, and by 22:30 on every other day. There's a sound limiter in the barn: if the level goes above 95 dB for more than 10 seconds, it cuts the power. Bands and DJs mustn't remove the limiter or get round it. Fireworks are never allowed. Because the barn is close to people's homes, guests should leave quietly. If any of these rules are broken, you may lose some or all of your £500 damage deposit.",
            ),
            Good(
                "preserve",
                "Hartwell Barn – wedding noise policy. In accordance with our premises licence, amplified music must cease at 23:00 on Fridays and Saturdays and at 22:30 on all other days. The barn is equipped with a sound limiter that cuts the power if levels exceed 95 dB for longer than 10 seconds; bands and DJs are prohibited from removing or bypassing it. Fireworks are prohibited at all times. Owing to the proximity of residential properties, guests should depart quietly. Any breach may result in the forfeiture of part or all of the £500 damage deposit.",
            ),
            Good(
                "pl",
                "Zasady dotyczące hałasu podczas wesel w Hartwell Barn. Zgodnie z naszą licencją na prowadzenie lokalu muzyka ze wzmacniaczy musi ucichnąć o 23:00 w piątki i soboty oraz o 22:30 w pozostałe dni. W stodole zainstalowany jest ogranicznik dźwięku, który odcina zasilanie, jeśli poziom hałasu przekracza 95 dB dłużej niż 10 sekund. Zespołom i DJ-om nie wolno usuwać ani obchodzić ogranicznika. Fajerwerki są zabronione o każdej porze. Goście powinni wychodzić po cichu, ponieważ stodoła znajduje się blisko zabudowy mieszkalnej. Naruszenie zasad może skutkować utratą części lub całości kaucji w wysokości 500 funtów.",
            ),
        ],
        bad=[
            Slip(1, [("guests should depart quietly", "guests must depart quietly")], "modality"),
            Slip(
                2,
                [("Zespołom i DJ-om nie wolno usuwać", "Zespołom i DJ-om wolno usuwać")],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "Fireworks are never allowed.",
                        "Fireworks are never allowed, and confetti cannons incur a £50 cleaning fee.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-green-space-cortisol-abstract",
        source="Background: Urban green space has been linked to lower stress, but causal evidence is limited (Hartig et al., 2014). Methods: We followed 412 office workers in Leeds for 6 months, measuring hair cortisol at baseline and at follow-up. Results: Participants who spent at least 120 minutes a week in parks had 11% lower cortisol levels than those who spent none. Conclusions: Regular park visits may reduce physiological stress, although residual confounding cannot be ruled out. These findings extend earlier work by White and colleagues (2019) on the 120-minute threshold.",
        good=[
            Good(
                "preserve",
                "Green spaces in cities have been linked to lower stress, but there is only limited evidence that they actually cause it (Hartig et al., 2014). In this study, 412 office workers in Leeds were followed for 6 months, and the cortisol in their hair was measured at the start and again at follow-up. People who spent 120 minutes or more a week in parks had cortisol levels 11% lower than people who spent no time there. Going to the park regularly may lower physiological stress, although residual confounding can't be ruled out. The results build on earlier work by White and colleagues (2019) on the 120-minute threshold.",
            ),
            Good(
                "preserve",
                "Regular visits to parks may reduce physiological stress, suggests a study that followed 412 office workers in Leeds for 6 months. The researchers measured cortisol in the workers' hair at the start of the study and again at follow-up. Those who spent at least two hours a week in parks had 11% lower cortisol than those who spent no time in them. Urban green space had already been linked to lower stress, but causal evidence remains limited (Hartig et al., 2014), and the authors note that residual confounding cannot be ruled out. The study extends work by White and colleagues (2019) on the 120-minute threshold.",
            ),
            Good(
                "pl",
                "Wprowadzenie: Zieleń miejską wiąże się z niższym poziomem stresu, ale dowody na związek przyczynowy są ograniczone (Hartig i in., 2014). Metody: Przez 6 miesięcy obserwowaliśmy 412 pracowników biurowych z Leeds, mierząc stężenie kortyzolu we włosach na początku badania i podczas wizyty kontrolnej. Wyniki: Uczestnicy, którzy spędzali w parkach co najmniej 120 minut tygodniowo, mieli o 11% niższe stężenie kortyzolu niż osoby, które nie spędzały tam czasu wcale. Wnioski: Regularne wizyty w parkach mogą zmniejszać stres fizjologiczny, choć nie można wykluczyć resztkowego wpływu czynników zakłócających. Wyniki rozszerzają wcześniejsze prace White'a i współpracowników (2019) dotyczące progu 120 minut.",
            ),
        ],
        bad=[
            Slip(0, [("(Hartig et al., 2014)", "(Hartig et al., 2004)")], "citation"),
            Slip(
                2,
                [("White'a i współpracowników (2019)", "White'a i współpracowników (2021)")],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "Regular visits to parks may reduce physiological stress",
                        "Regular visits to parks reduce physiological stress",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-flood-defence-works",
        source="Flood defence works on the River Avon at Bidford will begin on 7 July 2025 and are expected to last about 18 weeks. The Environment Agency will raise 1.2 km of embankment and install two new flood gates. The riverside footpath between Bridge Street and the recreation ground will be closed throughout the works; a signed diversion will be in place. Work will take place between 8:00 and 18:00 on weekdays only. There will be no work at weekends or on bank holidays. Residents can view the plans at www.gov.uk/bidford-flood-scheme.",
        good=[
            Good(
                "preserve",
                "From 7 July 2025, the Environment Agency will be carrying out flood defence works on the River Avon at Bidford. The work should take around 18 weeks. It will raise 1.2 km of embankment and put in two new flood gates. For as long as the work goes on, the riverside footpath between Bridge Street and the recreation ground will be shut, with a signed diversion. Work will only happen on weekdays, from 8:00 to 18:00 – never at weekends or on bank holidays. Residents can look at the plans at www.gov.uk/bidford-flood-scheme.",
            ),
            Good(
                "preserve",
                "Work to strengthen flood defences on the River Avon at Bidford starts on 7th July 2025 and is expected to run for about 18 weeks. The Environment Agency is raising 1.2 km of embankment and fitting two new flood gates. Walkers will find the riverside path between Bridge Street and the recreation ground closed for the duration, with a signposted diversion in place. Crews will work from 8am to 6pm, Monday to Friday only, with no work at weekends or on bank holidays. Plans for the scheme can be viewed at www.gov.uk/bidford-flood-scheme.",
            ),
            Good(
                "pl",
                "Prace przeciwpowodziowe na rzece Avon w Bidford rozpoczną się 7 lipca 2025 r. i potrwają prawdopodobnie około 18 tygodni. Agencja Środowiska (Environment Agency) podwyższy 1,2 km wału i zainstaluje dwie nowe bramy przeciwpowodziowe. Przez cały czas prac ścieżka wzdłuż rzeki między Bridge Street a terenem rekreacyjnym będzie zamknięta; wyznaczony zostanie oznakowany objazd. Prace będą prowadzone wyłącznie w dni robocze, w godzinach 8:00–18:00. W weekendy i dni ustawowo wolne od pracy prace nie będą prowadzone. Mieszkańcy mogą zapoznać się z planami na stronie www.gov.uk/bidford-flood-scheme.",
            ),
        ],
        bad=[
            Slip(2, [("potrwają prawdopodobnie około 18 tygodni", "potrwają 18 tygodni")], "hedge"),
            Slip(1, [("7th July 2025", "17th July 2025")], "date"),
            Slip(
                0,
                [
                    (
                        "and put in two new flood gates.",
                        "and put in two new flood gates at a cost of £3.4 million.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-engineering-resits",
        source="Resit examinations – School of Engineering. Students who fail a module with a mark below 40% are entitled to one resit, which takes place in the August resit period (18–29 August 2025). You must register for resits via the student portal by 11 July. Resit marks are capped at 40% unless the original attempt was affected by approved extenuating circumstances. Students are not required to attend classes before the resit, but they should contact the module leader for feedback. No fee is charged for a first resit. Results are likely to be released in mid-September.",
        good=[
            Good(
                "preserve",
                "School of Engineering: resit exams. If you fail a module with a mark under 40%, you have the right to one resit. Resits happen in the August resit period, from 18 to 29 August 2025. You have to sign up for your resits on the student portal by 11 July. The highest mark you can get for a resit is 40%, unless your first attempt was affected by extenuating circumstances that were approved. You don't have to go to classes before the resit, but you should ask the module leader for feedback. First resits are free. Results will probably come out in mid-September.",
            ),
            Good(
                "preserve",
                "School of Engineering – resit examinations. Students who fail a module with a mark of less than 40% are entitled to a single resit, held during the August resit period (18–29 Aug 2025). Registration for resits via the student portal is mandatory and must be completed by 11 July. The resit mark is capped at 40%, except where the original attempt was affected by approved extenuating circumstances. Attendance at classes prior to the resit is not required; however, students should contact the module leader to obtain feedback. A first resit is free of charge. Results are likely to be released in mid-September.",
            ),
            Good(
                "pl",
                "Egzaminy poprawkowe – Wydział Inżynierii. Studenci, którzy nie zaliczą modułu, uzyskując wynik poniżej 40%, mają prawo do jednej poprawki, która odbywa się w sierpniowej sesji poprawkowej (18–29 sierpnia 2025 r.). Na poprawkę trzeba zapisać się przez portal studenta do 11 lipca. Wynik z poprawki jest ograniczony do 40%, chyba że na pierwsze podejście wpłynęły uznane okoliczności łagodzące. Studenci nie muszą uczęszczać na zajęcia przed poprawką, ale powinni skontaktować się z koordynatorem modułu, aby uzyskać informację zwrotną. Za pierwszą poprawkę nie pobiera się opłaty. Wyniki zostaną prawdopodobnie opublikowane w połowie września.",
            ),
        ],
        bad=[
            Slip(
                2, [("Na poprawkę trzeba zapisać się", "Na poprawkę można zapisać się")], "modality"
            ),
            Slip(0, [("You don't have to go to classes", "You have to go to classes")], "negation"),
            Slip(
                1,
                [
                    (
                        "Results are likely to be released in mid-September.",
                        "Results will be released in mid-September.",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-baby-sleeping-bag-recall",
        source="Product recall: SnugNest baby sleeping bag, model `SN-2207`, batch numbers `B24-118` to `B24-131`. The zip pull can detach and may present a choking hazard to children under 3. Stop using the product immediately. Do not return it to the shop; instead, register at www.snugnest.co.uk/recall or call 0800 048 5512 and we will send you a prepaid returns bag. All customers will receive a full refund of £34.99, with or without a receipt. No other SnugNest products are affected. We apologise for any inconvenience.",
        good=[
            Good(
                "preserve",
                "Recall: SnugNest baby sleeping bag, model `SN-2207`, batches `B24-118` to `B24-131`. The zip pull can come off, and this may be a choking hazard for children under 3. Stop using the sleeping bag straight away. Don't take it back to the shop. Instead, register at www.snugnest.co.uk/recall or ring 0800 048 5512, and we'll send you a prepaid returns bag. Everyone will get a full £34.99 refund, whether or not they have a receipt. This affects no other SnugNest products. We're sorry for any inconvenience.",
            ),
            Good(
                "preserve",
                "Product recall notice. SnugNest is recalling its baby sleeping bag, model `SN-2207`, batch numbers `B24-118` to `B24-131`, as the zip pull can detach and may pose a choking hazard to children under 3 years of age. Customers must stop using the product immediately. The product must not be returned to the shop; instead, please register at www.snugnest.co.uk/recall or telephone 0800 048 5512, and a prepaid returns bag will be sent to you. A full refund of £34.99 will be issued to all customers, irrespective of whether a receipt is provided. No other SnugNest products are affected. We apologise for any inconvenience caused.",
            ),
            Good(
                "pl",
                "Wycofanie produktu: śpiworek dla niemowląt SnugNest, model `SN-2207`, numery partii od `B24-118` do `B24-131`. Uchwyt zamka błyskawicznego może się odczepić i stwarzać ryzyko zadławienia u dzieci poniżej 3 lat. Natychmiast przestań używać produktu. Nie zwracaj go do sklepu – zamiast tego zarejestruj się na stronie www.snugnest.co.uk/recall lub zadzwoń pod numer 0800 048 5512, a wyślemy ci opłaconą torbę zwrotną. Wszyscy klienci otrzymają pełny zwrot 34,99 funta, niezależnie od tego, czy mają paragon. Wycofanie nie dotyczy żadnych innych produktów SnugNest. Przepraszamy za wszelkie niedogodności.",
            ),
        ],
        bad=[
            Slip(2, [("`B24-131`", "`B24-113`")], "code"),
            Slip(0, [("www.snugnest.co.uk/recall", "www.snugnest.co.uk/returns")], "url"),
            Bad(
                "preserve",
                "Wycofanie produktu z rynku: śpiworek niemowlęcy SnugNest, model `SN-2207`, partie od `B24-118` do `B24-131`. Uchwyt suwaka może się oderwać, co grozi zadławieniem dzieci poniżej 3 lat. Natychmiast przestań używać śpiworka i nie oddawaj go do sklepu. Zamiast tego zarejestruj się na www.snugnest.co.uk/recall lub zadzwoń pod 0800 048 5512 – prześlemy ci opłaconą torbę zwrotną. Każdy klient otrzyma pełny zwrot w wysokości 34,99 funta, również bez paragonu. Inne produkty SnugNest nie są objęte wycofaniem. Przepraszamy za niedogodności.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-heatwave-older-adults-review",
        source="Heatwaves pose a particular risk to adults over 75. A systematic review of 36 studies found that each 1°C rise above a city-specific threshold was associated with a 3.4% increase in mortality among older people (Kenny & Jay, 2022). Living alone roughly doubled the risk, according to a later cohort study (Okafor et al., 2023). The authors of both papers stress that these associations do not prove causation. Public health guidance therefore recommends that local authorities should set up cooling centres when temperatures are forecast to exceed 30°C for two or more consecutive days.",
        good=[
            Good(
                "preserve",
                "Heatwaves are especially dangerous for people over 75. A systematic review that pooled 36 studies found that every 1°C above a city's own threshold was linked to a 3.4% rise in deaths among older people (Kenny & Jay, 2022). A later cohort study found that living alone about doubled the risk (Okafor et al., 2023). The authors of both studies point out that these links don't prove cause and effect. That is why public health guidance recommends that councils set up cooling centres if temperatures above 30°C are forecast for at least two days in a row.",
            ),
            Good(
                "preserve",
                "People aged over 75 face particular danger during heatwaves. Pooling 36 studies, a systematic review by Kenny & Jay (2022) found that each 1°C rise above a city-specific threshold was associated with 3.4% higher mortality among older people. Living alone roughly doubled that risk, a later cohort study reported (Okafor et al., 2023) – though the authors of both papers stress that the associations do not prove causation. Public health guidance therefore recommends that local authorities open cooling centres whenever temperatures are forecast to top 30°C for two or more consecutive days.",
            ),
            Good(
                "pl",
                "Fale upałów stanowią szczególne zagrożenie dla osób powyżej 75. roku życia. Przegląd systematyczny 36 badań wykazał, że każdy wzrost temperatury o 1°C powyżej progu właściwego dla danego miasta wiązał się ze wzrostem śmiertelności wśród osób starszych o 3,4% (Kenny i Jay, 2022). Według późniejszego badania kohortowego samotne mieszkanie mniej więcej podwajało to ryzyko (Okafor i in., 2023). Autorzy obu prac podkreślają, że te zależności nie dowodzą związku przyczynowego. Dlatego wytyczne zdrowia publicznego zalecają, by władze lokalne uruchamiały ośrodki chłodzenia, gdy prognozy przewidują temperaturę powyżej 30°C przez co najmniej dwa kolejne dni.",
            ),
        ],
        bad=[
            Slip(1, [("Kenny & Jay (2022)", "Kenny & Jay (2020)")], "citation"),
            Slip(2, [("(Okafor i in., 2023)", "(Okonkwo i in., 2023)")], "citation"),
            Slip(
                0,
                [
                    (
                        "Heatwaves are especially dangerous for people over 75.",
                        "Heatwaves are especially dangerous for people over 75 and for those with diabetes.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
