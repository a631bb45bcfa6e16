# ruff: noqa: E501, RUF001
"""English source cases of blind set 82: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-marina-berth-licence-annual-terms",
        source="Your annual berth licence at Kestrel Quay Marina runs from 1 April 2025 to 31 March 2026. The licence fee of £3,840 for a 10-metre berth must be paid in full before you take up the berth, or in four quarterly instalments by direct debit. Vessels must carry third-party liability insurance of at least £3 million, and a copy of the certificate must be lodged with the marina office each year. You may not sublet the berth or transfer it to a new owner if you sell your boat. If you wish to leave early, you must give 60 days' written notice; fees already paid are not refundable.",
        good=[
            Good(
                "preserve",
                "Your berth licence at Kestrel Quay Marina covers one year, from 1 April 2025 until 31 March 2026. For a 10-metre berth the fee is £3,840, and it must be paid either in full before you move in or in four quarterly direct-debit instalments. Your boat must have third-party liability cover of no less than £3 million, and you must hand a copy of the insurance certificate to the marina office every year. Subletting the berth isn't allowed, and it can't pass to the buyer if you sell your boat. Leaving early? You must give us 60 days' notice in writing, and fees you have already paid won't be refunded.",
            ),
            Good(
                "preserve",
                """Kestrel Quay Marina – annual berth licence terms
- Term: 1 April 2025 to 31 March 2026.
- Fee: £3,840 for a 10-metre berth. It must be paid in full before the berth is taken up, or in four quarterly instalments by direct debit.
- Insurance: every vessel must carry third-party liability insurance of at least £3 million, and a copy of the certificate must be lodged with the marina office annually.
- Subletting and transfer: the berth may not be sublet, nor transferred to a new owner when the boat is sold.
- Early termination: 60 days' written notice must be given. Fees already paid are non-refundable.""",
            ),
            Good(
                "pl",
                "Roczna licencja na miejsce postojowe w marinie Kestrel Quay obowiązuje od 1 kwietnia 2025 r. do 31 marca 2026 r. Opłata za miejsce o długości 10 metrów wynosi 3840 GBP i musi zostać uiszczona w całości przed zajęciem miejsca albo w czterech kwartalnych ratach pobieranych w formie polecenia zapłaty. Jednostka musi być objęta ubezpieczeniem OC na kwotę co najmniej 3 mln GBP, a kopię certyfikatu ubezpieczenia należy co roku złożyć w biurze mariny. Nie wolno podnajmować miejsca ani przenosić go na nowego właściciela w razie sprzedaży łodzi. Jeśli chcesz zrezygnować wcześniej, musisz złożyć pisemne wypowiedzenie z 60-dniowym wyprzedzeniem; wniesione już opłaty nie podlegają zwrotowi.",
            ),
        ],
        bad=[
            Slip(0, [("you must hand a copy", "you should hand a copy")], "modality"),
            Slip(1, [("at least £3 million", "at least £2 million")], "number"),
            Slip(2, [("do 31 marca 2026 r.", "do 30 kwietnia 2026 r.")], "date"),
        ],
    ),
    Case(
        key="en-blood-donor-low-haemoglobin-deferral-letter",
        source="""Dear Ms Okafor,
Thank you for attending the Riverside donor session on 14 March. On the day, your haemoglobin level was slightly below our threshold, so we were not able to take your donation. This is common and is most likely temporary; it does not mean you are unwell. We would suggest eating iron-rich foods and waiting at least three months before you try again. You do not need to contact us first — simply book a new appointment at www.giveblood-northshire.org/book or call 0300 123 2323. If you have concerns about your health, please speak to your GP.
With thanks,
Donor Care Team""",
        good=[
            Good(
                "preserve",
                """Dear Ms Okafor,
Thank you for coming to our Riverside donor session on 14 March. Your haemoglobin level on the day was a little under our threshold, so we couldn't take your donation. This happens often and is most likely only temporary — it doesn't mean you're ill. We'd suggest eating iron-rich foods and waiting at least three months before you try to donate again. There's no need to get in touch with us beforehand: just book a new appointment at www.giveblood-northshire.org/book or ring 0300 123 2323. If you're worried about your health, please talk to your GP.
With thanks,
Donor Care Team""",
            ),
            Good(
                "preserve",
                """Dear Ms Okafor,
We are grateful that you attended the Riverside donor session on 14 March. Unfortunately, we were unable to accept your donation, as your haemoglobin level on the day was slightly below our threshold. Please be reassured that this is a common finding, most likely temporary, and not a sign that you are unwell. Our suggestion is to include iron-rich foods in your diet and to wait at least three months before attempting to donate again. You do not need to notify us in advance; a new appointment can be booked at www.giveblood-northshire.org/book or by telephone on 0300 123 2323. Should you have any concerns about your health, please consult your GP.
With thanks,
Donor Care Team""",
            ),
            Good(
                "pl",
                """Szanowna Pani Okafor,
dziękujemy za przybycie na sesję poboru krwi w Riverside 14 marca. Tego dnia poziom hemoglobiny był u Pani nieco poniżej naszego progu, dlatego nie mogliśmy pobrać od Pani krwi. To częsta sytuacja i najprawdopodobniej przejściowa; nie oznacza ona, że jest Pani chora. Sugerujemy spożywanie produktów bogatych w żelazo i odczekanie co najmniej trzech miesięcy przed kolejną próbą. Nie musi Pani wcześniej się z nami kontaktować — wystarczy umówić nową wizytę na stronie www.giveblood-northshire.org/book lub pod numerem 0300 123 2323. Jeśli ma Pani obawy dotyczące swojego zdrowia, prosimy porozmawiać z lekarzem rodzinnym.
Z podziękowaniami
Zespół Opieki nad Dawcami""",
            ),
        ],
        bad=[
            Slip(
                1,
                [("You do not need to notify us in advance", "You need to notify us in advance")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "To częsta sytuacja i najprawdopodobniej przejściowa",
                        "To częsta i przejściowa sytuacja",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [("www.giveblood-northshire.org/book", "www.giveblood-northshire.org/donate")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-csvkite-release-notes-encoding-default",
        source="""## csvkite 3.2.0 — release notes

### Breaking changes
- `read_csv()` now defaults to `encoding="utf-8"`; previously it guessed the encoding. Pass `encoding="auto"` to keep the old behaviour.
- Support for Python 3.8 has been dropped. The minimum version is now 3.10.

### Improvements
- Parsing files with quoted newlines is about 40% faster.
- New `--strict` flag for the `csvkite validate` command rejects rows with extra columns.

### Fixes
- Fixed a crash when the header row was empty (#512).

Upgrade with `pip install -U csvkite`.""",
        good=[
            Good(
                "preserve",
                """## csvkite 3.2.0 — release notes

### Breaking changes
- The default for `read_csv()` is now `encoding="utf-8"` instead of guessing the encoding. To restore the previous behaviour, pass `encoding="auto"`.
- Python 3.8 is no longer supported; you now need Python 3.10 or newer.

### Improvements
- Files with quoted newlines now parse roughly 40% faster.
- The `csvkite validate` command has a new `--strict` flag that rejects rows containing extra columns.

### Fixes
- An empty header row no longer causes a crash (#512).

To upgrade, run `pip install -U csvkite`.""",
            ),
            Good(
                "preserve",
                """## csvkite 3.2.0 — what's new

### Breaking changes
- `read_csv()` stops guessing your file's encoding and uses `encoding="utf-8"` by default. Want the old behaviour back? Pass `encoding="auto"`.
- We've dropped support for Python 3.8 — csvkite now requires 3.10 at minimum.

### Improvements
- Parsing is about 40% faster for files that contain quoted newlines.
- `csvkite validate` now accepts a `--strict` flag, which rejects any row with extra columns.

### Fixes
- Fixed: a crash triggered by an empty header row (#512).

Upgrade with `pip install -U csvkite`.""",
            ),
            Good(
                "pl",
                """## csvkite 3.2.0 — informacje o wydaniu

### Zmiany niezgodne wstecz
- `read_csv()` domyślnie używa teraz `encoding="utf-8"`; wcześniej kodowanie było zgadywane. Aby zachować dotychczasowe działanie, przekaż `encoding="auto"`.
- Zrezygnowano z obsługi Pythona 3.8. Minimalna wersja to teraz 3.10.

### Usprawnienia
- Parsowanie plików z nowymi wierszami w polach ujętych w cudzysłów jest o około 40% szybsze.
- Nowa flaga `--strict` polecenia `csvkite validate` odrzuca wiersze z dodatkowymi kolumnami.

### Poprawki
- Naprawiono awarię występującą przy pustym wierszu nagłówka (#512).

Aktualizacja: `pip install -U csvkite`.""",
            ),
        ],
        bad=[
            Slip(2, [('przekaż `encoding="auto"`', 'przekaż `encoding="guess"`')], "code"),
            Slip(1, [("### Improvements\n", "Improvements\n")], "markdown"),
            Slip(0, [("roughly 40% faster", "roughly 60% faster")], "number"),
        ],
    ),
    Case(
        key="en-hollins-lane-allotment-bonfire-hen-rules",
        source="Under Rule 9 of the Hollins Lane Allotment Society constitution, every plot holder must keep at least 75% of their plot under cultivation throughout the growing season. Bonfires are not permitted between 1 April and 30 September, and at no time may treated timber or plastics be burned. Hosepipes may be used only to fill water butts, never to water crops directly. Plot holders may keep up to six hens with the committee's written consent, but cockerels are not allowed. A plot holder who breaches these rules will receive a written warning; after a second breach within twelve months, the committee may terminate the tenancy in accordance with section 1(1) of the Allotments Act 1922.",
        good=[
            Good(
                "preserve",
                """Hollins Lane Allotment Society – the main rules for plot holders
- Under Rule 9 of the society's constitution, you must keep at least 75% of your plot under cultivation for the whole growing season.
- No bonfires between 1 April and 30 September, and treated timber or plastics may never be burned.
- Use a hosepipe only to fill water butts — never to water your crops directly.
- You may keep up to six hens if the committee gives its written consent. Cockerels are not allowed.
- If you break these rules, you will get a written warning. After a second breach within twelve months, the committee may end your tenancy under section 1(1) of the Allotments Act 1922.""",
            ),
            Good(
                "preserve",
                "Plot holders at the Hollins Lane Allotment Society are reminded of the following. Rule 9 of the Society's constitution requires each plot holder to keep no less than 75% of the plot under cultivation for the duration of the growing season. No bonfires may be lit from 1 April to 30 September, and treated timber or plastics must not be burned at any time. Hosepipes may be used for one purpose only, filling water butts, and never to water crops directly. With the written consent of the committee, up to six hens may be kept; cockerels are not allowed. Any breach of these rules will result in a written warning, and if a second breach occurs within twelve months, the committee may terminate the tenancy in accordance with section 1(1) of the Allotments Act 1922.",
            ),
            Good(
                "pl",
                "Zgodnie z Regułą 9 statutu Stowarzyszenia Działkowców Hollins Lane każdy działkowiec musi utrzymywać w uprawie co najmniej 75% powierzchni działki przez cały sezon wegetacyjny. Od 1 kwietnia do 30 września nie wolno palić ognisk, a drewna impregnowanego ani tworzyw sztucznych nie wolno spalać nigdy. Węży ogrodowych można używać wyłącznie do napełniania beczek na deszczówkę, nigdy zaś do bezpośredniego podlewania upraw. Za pisemną zgodą zarządu działkowiec może trzymać do sześciu kur, natomiast koguty są niedozwolone. Osoba naruszająca te zasady otrzyma pisemne upomnienie; po drugim naruszeniu w ciągu dwunastu miesięcy zarząd może rozwiązać umowę dzierżawy na podstawie sekcji 1 ust. 1 ustawy Allotments Act 1922.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("the committee may end your tenancy", "the committee will end your tenancy")],
                "modality",
            ),
            Slip(1, [("cockerels are not allowed", "cockerels are also allowed")], "negation"),
            Slip(2, [("sekcji 1 ust. 1 ustawy", "sekcji 3 ust. 1 ustawy")], "legal_reference"),
        ],
    ),
    Case(
        key="en-crematorium-east-chapel-service-guide",
        source="Services in the East Chapel at Fernbrook Crematorium are booked in 45-minute slots, which usually allows about 30 minutes for the service itself. The first slot begins at 9:30 am and the last at 3:45 pm, Monday to Friday; Saturday services are available at an additional charge. Families may bring their own music on a USB stick, which should reach us at least two working days beforehand. Ashes are normally ready for collection within five working days, although this can take longer during busy periods. If you would prefer the ashes to be scattered in our Garden of Remembrance, please tell your funeral director when you make the booking.",
        good=[
            Good(
                "preserve",
                "Each booking in the East Chapel at Fernbrook Crematorium is a 45-minute slot, which usually leaves about 30 minutes for the service. From Monday to Friday, the first slot starts at 9:30 am and the last at 3:45 pm; you can also have a Saturday service for an additional charge. You're welcome to bring your own music on a USB stick — it should reach us at least two working days in advance. Ashes are normally ready to collect within five working days, though at busy times this can take longer. Would you prefer the ashes to be scattered in our Garden of Remembrance? Just let your funeral director know when you book.",
            ),
            Good(
                "preserve",
                """Fernbrook Crematorium – East Chapel services
1. Bookings are made in 45-minute slots; typically, about 30 minutes of this is available for the service itself.
2. Slots run Monday to Friday, with the first beginning at 9:30 am and the last at 3:45 pm. Saturday services can be arranged at an additional charge.
3. Families may provide their own music on a USB stick, which should be delivered to us at least two working days before the service.
4. Ashes are normally available for collection within five working days, but this can take longer at busy periods.
5. If you would like the ashes scattered in our Garden of Remembrance, please inform your funeral director at the time of booking.""",
            ),
            Good(
                "pl",
                "Ceremonie w Kaplicy Wschodniej krematorium Fernbrook rezerwuje się w 45-minutowych blokach, co zwykle pozwala na około 30 minut samej ceremonii. Od poniedziałku do piątku pierwszy blok zaczyna się o 9:30, a ostatni o 15:45; ceremonie w soboty są możliwe za dodatkową opłatą. Rodziny mogą przynieść własną muzykę na pendrivie, który powinien do nas dotrzeć co najmniej dwa dni robocze wcześniej. Prochy są zazwyczaj gotowe do odbioru w ciągu pięciu dni roboczych, choć w okresach dużego obłożenia może to potrwać dłużej. Jeśli wolą Państwo, aby prochy zostały rozsypane w naszym Ogrodzie Pamięci, prosimy poinformować o tym zakład pogrzebowy przy dokonywaniu rezerwacji.",
            ),
        ],
        bad=[
            Slip(2, [("a ostatni o 15:45", "a ostatni o 16:45")], "date"),
            Slip(
                1,
                [
                    (
                        "typically, about 30 minutes of this is available",
                        "exactly 30 minutes of this is available",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "Just let your funeral director know when you book.",
                        "Just let your funeral director know when you book; scattering there is free of charge.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-drone-operator-flyer-id-registration",
        source="If you fly a drone or model aircraft weighing 250 g or more, or any drone fitted with a camera, you must register with the Civil Aviation Authority and obtain an Operator ID. The Operator ID costs £11.79, lasts for one year and must be clearly displayed on every aircraft you operate. Anyone flying a drone of 100 g or more must also pass the free online theory test to get a Flyer ID, which is valid for five years. These requirements come from Article 14 of Commission Implementing Regulation (EU) 2019/947, as retained in UK law. You can register at register-drones.caa.co.uk; children under 13 need a parent or guardian to register for them.",
        good=[
            Good(
                "preserve",
                """Do you need to register your drone? Here's a summary.
- **Operator ID**: you must register with the Civil Aviation Authority and get one if your drone or model aircraft weighs 250 g or more, or if your drone has a camera. It costs £11.79, lasts one year, and must be clearly displayed on every aircraft you operate.
- **Flyer ID**: anyone flying a drone of 100 g or more must also pass a free online theory test to get one. It is valid for five years.
- **Where to register**: register-drones.caa.co.uk. Children under 13 need a parent or guardian to register for them.

These rules are set out in Article 14 of Commission Implementing Regulation (EU) 2019/947, as retained in UK law.""",
            ),
            Good(
                "preserve",
                "Under Article 14 of Commission Implementing Regulation (EU) 2019/947, as retained in UK law, you must register with the Civil Aviation Authority and obtain an Operator ID if you fly any drone fitted with a camera, or a drone or model aircraft of 250 g or more. The ID costs £11.79, is valid for one year and must be shown clearly on each aircraft you operate. In addition, anyone flying a drone weighing 100 g or more must pass a free online theory test to obtain a Flyer ID, which lasts five years. Registration is done at register-drones.caa.co.uk, and under-13s need a parent or guardian to register on their behalf.",
            ),
            Good(
                "pl",
                "Jeśli latasz dronem lub modelem latającym o masie 250 g lub większej albo dowolnym dronem wyposażonym w kamerę, musisz zarejestrować się w Urzędzie Lotnictwa Cywilnego (Civil Aviation Authority) i uzyskać identyfikator operatora (Operator ID). Kosztuje on 11,79 GBP, jest ważny przez rok i musi być wyraźnie umieszczony na każdym statku powietrznym, którym się posługujesz. Każdy, kto lata dronem o masie 100 g lub większej, musi ponadto zdać bezpłatny test teoretyczny online, aby otrzymać identyfikator pilota (Flyer ID), ważny przez pięć lat. Wymogi te wynikają z art. 14 rozporządzenia wykonawczego Komisji (UE) 2019/947 w brzmieniu zachowanym w prawie brytyjskim. Zarejestrować się można na stronie register-drones.caa.co.uk; dzieci poniżej 13 lat musi zarejestrować rodzic lub opiekun.",
            ),
        ],
        bad=[
            Slip(1, [("Under Article 14 of", "Under Article 16 of")], "legal_reference"),
            Slip(0, [("register-drones.caa.co.uk", "register-drones.caa.org.uk")], "url"),
            Slip(
                2,
                [("musi być wyraźnie umieszczony", "powinien być wyraźnie umieszczony")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-chess-club-spring-rapidplay-rules",
        source="The Knight's Gambit Chess Club Spring Rapidplay is a six-round Swiss tournament played at a time control of 15 minutes plus 10 seconds per move. Players must arrive by 9:15 am to confirm their entry; anyone who has not checked in by then will be paired only from round two. Mobile phones must be switched off and kept in a bag, not on the person — a phone that rings during a game means the game is lost. Draw offers may be made only after the offering player has made a move. Arbiters' decisions are final, and players may not appeal to the organising committee. Entry costs £18, or £9 for juniors under 18.",
        good=[
            Good(
                "preserve",
                "The Spring Rapidplay at Knight's Gambit Chess Club is a six-round Swiss, with a time control of 15 minutes plus 10 seconds per move. You must arrive by 9:15 am to confirm your entry; if you haven't checked in by then, you'll only be paired from round two. Your phone must be switched off and kept in a bag, not on you — if it rings during a game, you lose that game. You may offer a draw only after you have made your move. The arbiters' decisions are final, and you may not appeal to the organising committee. Entry is £18, or £9 for juniors under 18.",
            ),
            Good(
                "preserve",
                """Knight's Gambit Chess Club – Spring Rapidplay
- Format: Swiss, six rounds.
- Time control: 15 minutes + 10 seconds per move.
- Check-in: players must arrive by 9:15 am to confirm their entry. Anyone not checked in by then will be paired from round two only.
- Mobile phones: must be switched off and kept in a bag rather than on the person. A phone ringing during a game loses that game.
- Draw offers: may be made only after the offering player has moved.
- Appeals: the arbiters' decisions are final; no appeal to the organising committee is allowed.
- Entry fee: £18 (juniors under 18: £9).""",
            ),
            Good(
                "pl",
                "Wiosenny turniej szachów szybkich (Spring Rapidplay) klubu Knight's Gambit Chess Club rozgrywany jest systemem szwajcarskim na dystansie sześciu rund, tempem 15 minut plus 10 sekund na ruch. Zawodnicy muszą przybyć do godz. 9:15, aby potwierdzić udział; kto nie zgłosi się do tego czasu, zostanie skojarzony dopiero od drugiej rundy. Telefony komórkowe muszą być wyłączone i schowane w torbie, a nie noszone przy sobie — dzwonek telefonu w trakcie partii oznacza jej przegraną. Remis można zaproponować wyłącznie po wykonaniu własnego ruchu. Decyzje sędziów są ostateczne i zawodnicy nie mogą odwoływać się do komitetu organizacyjnego. Wpisowe wynosi 18 GBP, a dla juniorów poniżej 18 lat 9 GBP.",
            ),
        ],
        bad=[
            Slip(0, [("Entry is £18, or £9", "Entry is £18, or £12")], "number"),
            Slip(
                1,
                [
                    (
                        "no appeal to the organising committee is allowed",
                        "an appeal to the organising committee is allowed",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Telefony komórkowe muszą być wyłączone",
                        "Telefony komórkowe powinny być wyłączone",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-hydrotherapy-pool-patient-session-advice",
        source="The hydrotherapy pool at St Brendan's is kept at 34–35°C, which is considerably warmer than a standard swimming pool. Because warm water can lower your blood pressure, you may feel light-headed when you get out; sit down for a few minutes before standing. Sessions last 30 minutes, and most patients are advised to attend no more than twice a week at first. Please do not use the pool if you have an open wound, a urinary infection or a temperature above 37.5°C. You should drink water before and after your session, as you will probably sweat more than you notice. A physiotherapist will be present at all times.",
        good=[
            Good(
                "preserve",
                """Before your hydrotherapy session at St Brendan's
- The pool is kept at 34–35°C, much warmer than an ordinary swimming pool.
- Warm water can lower your blood pressure, so you may feel light-headed as you get out. Sit down for a few minutes before you stand up.
- Each session lasts 30 minutes. At first, most patients are advised to come no more than twice a week.
- Please don't use the pool if you have an open wound, a urinary infection or a temperature above 37.5°C.
- You should drink water before and after your session, because you will probably sweat more than you realise.
- A physiotherapist will be there at all times.""",
            ),
            Good(
                "preserve",
                "St Brendan's hydrotherapy pool is considerably warmer than a normal swimming pool: the water is kept at 34–35°C. A physiotherapist is present at all times. Warm water can make your blood pressure drop, so you may feel light-headed on leaving the pool — sit for a few minutes before getting up. A session lasts 30 minutes, and in the early stages most patients are advised not to come more than twice a week. You will probably sweat more than you notice, so you should drink water both before and after the session. Please do not use the pool if you have an open wound, a urinary infection, or a temperature higher than 37.5°C.",
            ),
            Good(
                "pl",
                "Woda w basenie do hydroterapii w St Brendan's ma temperaturę 34–35°C, czyli znacznie wyższą niż w zwykłym basenie. Ciepła woda może obniżać ciśnienie krwi, dlatego po wyjściu z basenu możesz odczuwać zawroty głowy; zanim wstaniesz, posiedź kilka minut. Sesje trwają 30 minut, a większości pacjentów zaleca się na początku przychodzić nie częściej niż dwa razy w tygodniu. Prosimy nie korzystać z basenu w przypadku otwartej rany, infekcji dróg moczowych lub temperatury ciała powyżej 37,5°C. Przed sesją i po niej powinno się pić wodę, ponieważ prawdopodobnie będziesz się pocić bardziej, niż zauważasz. Przez cały czas obecny jest fizjoterapeuta.",
            ),
        ],
        bad=[
            Slip(0, [("because you will probably sweat", "because you will sweat")], "hedge"),
            Slip(
                1,
                [
                    (
                        "most patients are advised not to come more than twice a week",
                        "most patients are advised to come more than twice a week",
                    )
                ],
                "negation",
            ),
            Slip(2, [("powyżej 37,5°C", "powyżej 38,5°C")], "number"),
        ],
    ),
    Case(
        key="en-cider-press-weekend-hire-terms",
        source="Our 20-litre rack-and-cloth cider press can be hired for a weekend, from Friday 4 pm to Monday 10 am, for £45, plus a refundable deposit of £100. The press must be returned clean: pulp left in the basket or cloths will cost you £15 in cleaning fees. You should wash the apples beforehand and remove any that are rotten, as these spoil the juice. A scratter (apple mill) can be added for £10. Bookings for September and October fill quickly, so we recommend reserving at least three weeks ahead. The deposit is returned within 7 days of the press coming back undamaged.",
        good=[
            Good(
                "preserve",
                "You can hire our 20-litre rack-and-cloth cider press for the weekend: the hire runs from 4 pm on Friday to 10 am on Monday and costs £45, plus a £100 deposit that you'll get back. The press must come back clean — if pulp is left in the basket or the cloths, we'll charge you £15 for cleaning. You should wash your apples first and throw out any rotten ones, since they spoil the juice. Want a scratter (apple mill) as well? That's an extra £10. September and October get booked up fast, so we recommend reserving at least three weeks in advance. Once the press is back undamaged, your deposit is returned within 7 days.",
            ),
            Good(
                "preserve",
                """Cider press hire – terms
1. Equipment: 20-litre rack-and-cloth cider press.
2. Hire period: one weekend, Friday 4 pm – Monday 10 am.
3. Charges: £45 hire fee plus a refundable deposit of £100. A scratter (apple mill) can be added for £10.
4. Condition on return: the press must be returned clean. A cleaning fee of £15 applies if pulp is left in the basket or cloths.
5. Fruit: apples should be washed beforehand and any rotten ones removed, as they spoil the juice.
6. Booking: September and October fill up quickly; we recommend booking at least three weeks ahead.
7. Deposit: returned within 7 days of the press coming back undamaged.""",
            ),
            Good(
                "pl",
                "Naszą 20-litrową prasę do cydru typu rack-and-cloth można wypożyczyć na weekend, od piątku, godz. 16:00, do poniedziałku, godz. 10:00, za 45 GBP plus zwrotną kaucję w wysokości 100 GBP. Prasa musi wrócić do nas czysta: za miazgę pozostawioną w koszu lub na płótnach pobierzemy 15 GBP opłaty za czyszczenie. Jabłka powinny być wcześniej umyte, a zgniłe owoce usunięte, ponieważ psują sok. Za dodatkowe 10 GBP można dobrać rozdrabniacz (młynek do jabłek). Terminy we wrześniu i październiku szybko się zapełniają, dlatego zalecamy rezerwację z co najmniej trzytygodniowym wyprzedzeniem. Kaucja jest zwracana w ciągu 7 dni od oddania nieuszkodzonej prasy.",
            ),
        ],
        bad=[
            Slip(1, [("Friday 4 pm – Monday 10 am", "Friday 4 pm – Sunday 10 am")], "date"),
            Slip(2, [("kaucję w wysokości 100 GBP", "kaucję w wysokości 150 GBP")], "number"),
            Slip(
                0,
                [("You should wash your apples first", "You must wash your apples first")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-sleep-clinic-apnoea-gp-referral",
        source="""Dear Dr Harland,
Re: Mr Daniel Pryce, DOB 12/08/1971
I would be grateful if you could assess Mr Pryce, a 53-year-old lorry driver, for suspected obstructive sleep apnoea. His partner reports loud snoring and pauses in breathing most nights, and his Epworth Sleepiness Score today was 14. His BMI is 33 and he has treated hypertension. Given his occupation, I think an early assessment is probably warranted; the STOP-Bang questionnaire (Chung et al., 2008, Anesthesiology 108:812–821) places him at high risk. I have advised him not to drive if he feels sleepy and to inform the DVLA if the diagnosis is confirmed.
Yours sincerely,
Dr Meera Shah""",
        good=[
            Good(
                "preserve",
                """Dear Dr Harland,
Re: Mr Daniel Pryce, DOB 12/08/1971
Please could you assess Mr Pryce, a 53-year-old lorry driver, for suspected obstructive sleep apnoea? According to his partner, he snores loudly and has pauses in his breathing on most nights. He scored 14 on the Epworth Sleepiness Scale today, his BMI is 33, and he is on treatment for hypertension. The STOP-Bang questionnaire (Chung et al., 2008, Anesthesiology 108:812–821) puts him at high risk, and because of his job I think an early assessment is probably warranted. I have advised him not to drive if he feels sleepy and to tell the DVLA if the diagnosis is confirmed.
Yours sincerely,
Dr Meera Shah""",
            ),
            Good(
                "preserve",
                """Dear Dr Harland,
Re: Mr Daniel Pryce, DOB 12/08/1971
I am writing to refer Mr Pryce, a 53-year-old lorry driver, for assessment of suspected obstructive sleep apnoea. His partner describes loud snoring and pauses in breathing on most nights. Today his Epworth Sleepiness Score was 14; his BMI is 33, and he has hypertension, which is being treated. In view of his occupation, an early assessment is, in my opinion, probably warranted: the STOP-Bang questionnaire (Chung et al., 2008, Anesthesiology 108:812–821) places him in the high-risk category. I have advised him to refrain from driving if he feels sleepy and to inform the DVLA should the diagnosis be confirmed.
Yours sincerely,
Dr Meera Shah""",
            ),
            Good(
                "pl",
                """Szanowny Panie Doktorze Harland,
dotyczy: pan Daniel Pryce, ur. 12.08.1971
Uprzejmie proszę o ocenę pana Pryce'a, 53-letniego kierowcy ciężarówki, w kierunku podejrzenia obturacyjnego bezdechu sennego. Partner pacjenta zgłasza głośne chrapanie i przerwy w oddychaniu w większość nocy, a wynik pacjenta w Skali Senności Epworth wyniósł dziś 14. BMI pacjenta wynosi 33; leczy się on z powodu nadciśnienia tętniczego. Biorąc pod uwagę jego zawód, uważam, że wczesna ocena jest prawdopodobnie uzasadniona; według kwestionariusza STOP-Bang (Chung i wsp., 2008, Anesthesiology 108:812–821) należy on do grupy wysokiego ryzyka. Zaleciłam mu, aby nie prowadził pojazdów, gdy odczuwa senność, i aby poinformował DVLA, jeśli rozpoznanie się potwierdzi.
Z poważaniem
dr Meera Shah""",
            ),
        ],
        bad=[
            Slip(0, [("(Chung et al., 2008,", "(Chung et al., 2010,")], "citation"),
            Slip(
                1,
                [("is, in my opinion, probably warranted", "is, in my opinion, clearly warranted")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "z powodu nadciśnienia tętniczego.",
                        "z powodu nadciśnienia tętniczego i cukrzycy typu 2.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-cold-water-swimming-mood-study-summary",
        source="A small study published in the Journal of Physiology (Harrow and Lindqvist, 2021, vol. 599, pp. 4567–4580) followed 61 adults who took up regular outdoor swimming in water below 12°C. After 16 weeks, participants reported modest improvements in mood, and resting heart rate fell by around 4 beats per minute on average. The authors caution that the study had no control group, so the benefits may partly reflect the social side of group swimming rather than the cold itself. They also note that cold-water immersion carries real risks, particularly for people with heart conditions, and that beginners should never swim alone.",
        good=[
            Good(
                "preserve",
                "In a small study in the Journal of Physiology (Harrow and Lindqvist, 2021, vol. 599, pp. 4567–4580), researchers tracked 61 adults who started swimming regularly outdoors in water colder than 12°C. After 16 weeks, the swimmers said their mood had improved modestly, and on average their resting heart rate dropped by around 4 beats per minute. But there was no control group, the authors warn, so some of the benefit may come from the social side of swimming in a group rather than from the cold itself. They also point out that cold-water immersion carries real risks, especially for people with heart conditions, and that beginners should never swim alone.",
            ),
            Good(
                "preserve",
                """Key points from a small study in the Journal of Physiology (Harrow and Lindqvist, 2021, vol. 599, pp. 4567–4580):
- Participants: 61 adults who took up regular outdoor swimming in water below 12°C.
- Findings after 16 weeks: a modest self-reported improvement in mood, and an average fall in resting heart rate of around 4 beats per minute.
- Limitations: there was no control group, so the benefits may partly be due to the social aspect of group swimming rather than the cold itself.
- Safety: cold-water immersion carries real risks, particularly for people with heart conditions, and beginners should never swim alone.""",
            ),
            Good(
                "pl",
                "Niewielkie badanie opublikowane w „Journal of Physiology” (Harrow i Lindqvist, 2021, t. 599, s. 4567–4580) objęło 61 dorosłych, którzy zaczęli regularnie pływać na otwartych akwenach w wodzie o temperaturze poniżej 12°C. Po 16 tygodniach uczestnicy zgłaszali umiarkowaną poprawę nastroju, a ich tętno spoczynkowe spadło średnio o około 4 uderzenia na minutę. Autorzy zastrzegają, że w badaniu nie było grupy kontrolnej, więc korzyści mogą częściowo wynikać z towarzyskiego charakteru wspólnego pływania, a nie z samego zimna. Zwracają też uwagę, że zanurzanie się w zimnej wodzie wiąże się z realnym ryzykiem, zwłaszcza dla osób z chorobami serca, a początkujący nigdy nie powinni pływać sami.",
            ),
        ],
        bad=[
            Slip(1, [("pp. 4567–4580", "pp. 4657–4680")], "citation"),
            Slip(
                2,
                [("więc korzyści mogą częściowo wynikać", "więc korzyści częściowo wynikają")],
                "hedge",
            ),
            Slip(0, [("tracked 61 adults", "tracked 81 adults")], "number"),
        ],
    ),
    Case(
        key="en-snapvault-backup-cli-readme-quickstart",
        source="""# snapvault

Incremental, encrypted backups for Linux servers.

## Installation

```bash
curl -fsSL https://get.snapvault.dev/install.sh | sh
```

## Quick start

1. Create a config file at `~/.config/snapvault/config.toml`.
2. Run `snapvault init --repo /mnt/backup` to create a repository.
3. Run `snapvault backup /etc /home` to take your first snapshot.

Backups are encrypted with AES-256 by default. Do not lose your passphrase: without it, your snapshots cannot be restored. For full documentation, see [the docs](https://docs.snapvault.dev/guide).""",
        good=[
            Good(
                "preserve",
                """# snapvault

Encrypted, incremental backups for your Linux servers.

## Installation

```bash
curl -fsSL https://get.snapvault.dev/install.sh | sh
```

## Quick start

1. Put your config file at `~/.config/snapvault/config.toml`.
2. Create a repository with `snapvault init --repo /mnt/backup`.
3. Take your first snapshot with `snapvault backup /etc /home`.

By default, backups are encrypted with AES-256. Keep your passphrase safe — if you lose it, your snapshots cannot be restored. The full documentation is in [the docs](https://docs.snapvault.dev/guide).""",
            ),
            Good(
                "preserve",
                """# snapvault

snapvault provides incremental, encrypted backups for Linux servers.

## Installation

Install it with:

```bash
curl -fsSL https://get.snapvault.dev/install.sh | sh
```

## Quick start

1. Create a configuration file at `~/.config/snapvault/config.toml`.
2. Initialise a repository by running `snapvault init --repo /mnt/backup`.
3. Take the first snapshot by running `snapvault backup /etc /home`.

AES-256 encryption is applied to backups by default. Make sure you do not lose your passphrase, because snapshots cannot be restored without it. Full documentation is available in [the docs](https://docs.snapvault.dev/guide).""",
            ),
            Good(
                "pl",
                """# snapvault

Przyrostowe, szyfrowane kopie zapasowe dla serwerów z Linuksem.

## Instalacja

```bash
curl -fsSL https://get.snapvault.dev/install.sh | sh
```

## Szybki start

1. Utwórz plik konfiguracyjny `~/.config/snapvault/config.toml`.
2. Uruchom `snapvault init --repo /mnt/backup`, aby utworzyć repozytorium.
3. Uruchom `snapvault backup /etc /home`, aby wykonać pierwszą migawkę.

Kopie zapasowe są domyślnie szyfrowane algorytmem AES-256. Nie zgub hasła: bez niego nie da się przywrócić migawek. Pełną dokumentację znajdziesz w [dokumentacji](https://docs.snapvault.dev/guide).""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "```bash\ncurl -fsSL https://get.snapvault.dev/install.sh | sh\n```",
                        "curl -fsSL https://get.snapvault.dev/install.sh | sh",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [("`snapvault init --repo /mnt/backup`", "`snapvault init --path /mnt/backup`")],
                "code",
            ),
            Slip(
                2,
                [("(https://docs.snapvault.dev/guide)", "(https://docs.snapvault.dev/start)")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-residents-parking-permit-zone-renewal",
        source="Residents' parking permits for Zone C in Ashby Vale expire on 31 January 2026. Renewals open on 1 December 2025 and can be made online or at the Civic Centre. A first permit costs £65 a year; a second permit for the same address costs £110. Permits are not issued for commercial vehicles over 3.5 tonnes. Under the Ashby Vale (Controlled Parking Zone C) Order 2019, article 7, a vehicle parked in a permit bay without a valid permit may receive a penalty charge notice of £70. Visitor permits are not affected by this renewal and remain valid until their printed expiry date.",
        good=[
            Good(
                "preserve",
                """Zone C residents' parking permits – renewal
- Residents' permits for Zone C in Ashby Vale expire on 31 January 2026.
- You can renew from 1 December 2025, online or at the Civic Centre.
- Prices: £65 a year for a first permit; £110 for a second permit at the same address.
- Permits are not issued for commercial vehicles over 3.5 tonnes.
- A vehicle parked in a permit bay without a valid permit may receive a £70 penalty charge notice (article 7 of the Ashby Vale (Controlled Parking Zone C) Order 2019).
- Visitor permits are not affected by the renewal and stay valid until the expiry date printed on them.""",
            ),
            Good(
                "preserve",
                "If you live in Zone C in Ashby Vale, your residents' parking permit expires on 31 January 2026. You can renew it from 1 December 2025, either online or at the Civic Centre. A first permit costs £65 a year, and a second permit for the same address costs £110. We do not issue permits for commercial vehicles weighing more than 3.5 tonnes. Visitor permits are unaffected by this renewal and remain valid until the expiry date printed on them. Please remember that, under article 7 of the Ashby Vale (Controlled Parking Zone C) Order 2019, a vehicle parked in a permit bay without a valid permit may be issued a £70 penalty charge notice.",
            ),
            Good(
                "pl",
                "Abonamenty parkingowe dla mieszkańców strefy C w Ashby Vale tracą ważność 31 stycznia 2026 r. Odnowienia będą możliwe od 1 grudnia 2025 r. przez internet lub w Civic Centre. Pierwszy abonament kosztuje 65 GBP rocznie, a drugi dla tego samego adresu — 110 GBP. Abonamentów nie wydaje się dla pojazdów użytkowych o masie powyżej 3,5 tony. Zgodnie z art. 7 zarządzenia Ashby Vale (Controlled Parking Zone C) Order 2019 pojazd zaparkowany na miejscu dla abonentów bez ważnego abonamentu może otrzymać wezwanie do zapłaty kary w wysokości 70 GBP. Odnowienie nie dotyczy przepustek dla gości, które zachowują ważność do wydrukowanej na nich daty.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(article 7 of the Ashby Vale", "(article 9 of the Ashby Vale")],
                "legal_reference",
            ),
            Slip(2, [("od 1 grudnia 2025 r.", "od 1 listopada 2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "We do not issue permits for commercial vehicles",
                        "We also issue permits for commercial vehicles",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-university-library-summer-loan-rules",
        source="From 16 June to 5 September 2025, the Harcourt Library will operate summer loan rules. Undergraduates may borrow up to 15 items, and all loans taken out during this period will be due back on 12 September 2025. Postgraduate researchers can continue to renew items online, but a recalled item must be returned within 7 days. The silent study floor will be closed for refurbishment throughout July; group rooms on level 2 can still be booked through the library app. Please note that overdue fines are not charged on standard loans, although you may lose borrowing rights until overdue items are returned.",
        good=[
            Good(
                "preserve",
                "Summer loan rules apply at the Harcourt Library from 16 June to 5 September 2025. If you're an undergraduate, you may borrow up to 15 items, and everything you borrow in that period is due back on 12 September 2025. Postgraduate researchers can keep renewing items online, but any recalled item must be returned within 7 days. The silent study floor will be closed for refurbishment for the whole of July, though you can still book group rooms on level 2 through the library app. We don't charge overdue fines on standard loans — but you may lose your borrowing rights until overdue items come back.",
            ),
            Good(
                "preserve",
                """Harcourt Library – summer loan rules (16 June – 5 September 2025)
- Undergraduates: may borrow up to 15 items; all loans taken out during this period are due back on 12 September 2025.
- Postgraduate researchers: can continue to renew items online; a recalled item must be returned within 7 days.
- Silent study floor: closed for refurbishment throughout July. Group rooms on level 2 can still be booked via the library app.
- Overdue items: no fines are charged on standard loans, but you may lose borrowing rights until overdue items are returned.""",
            ),
            Good(
                "pl",
                "Od 16 czerwca do 5 września 2025 r. w Bibliotece Harcourt obowiązują letnie zasady wypożyczeń. Studenci studiów pierwszego stopnia mogą wypożyczyć do 15 pozycji, a wszystkie wypożyczenia dokonane w tym okresie trzeba zwrócić do 12 września 2025 r. Doktoranci mogą nadal przedłużać wypożyczenia online, ale pozycję objętą wezwaniem do zwrotu muszą oddać w ciągu 7 dni. Piętro cichej nauki będzie przez cały lipiec zamknięte z powodu remontu; sale do pracy grupowej na poziomie 2 nadal można rezerwować w aplikacji bibliotecznej. Informujemy, że za przetrzymanie standardowych wypożyczeń nie pobieramy opłat, jednak do czasu zwrotu przetrzymanych pozycji możesz stracić prawo do wypożyczania.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "a recalled item must be returned within 7 days",
                        "a recalled item should be returned within 7 days",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "closed for refurbishment for the whole of July",
                        "closed for refurbishment after water damage in the spring, for the whole of July",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("przez cały lipiec", "przez cały sierpień")], "date"),
        ],
    ),
    Case(
        key="en-contributing-guide-pull-request-checklist",
        source="""## Contributing

Thanks for helping out! Before you open a pull request:

- Open an issue first for any change larger than a typo fix, so we can agree on the approach.
- Run `make test` and `make lint` locally; both must pass.
- Add an entry to `CHANGELOG.md` under **Unreleased**.
- Sign off every commit (`git commit -s`) to certify the [Developer Certificate of Origin](https://developercertificate.org/).

Pull requests should stay small — ideally under 400 changed lines. A maintainer will usually review within a week. We may close pull requests that have had no activity for 30 days, but you can always reopen them.""",
        good=[
            Good(
                "preserve",
                """## Contributing

We appreciate your help! Please check the following before opening a pull request:

- For anything bigger than a typo fix, open an issue first so that we can agree on the approach.
- Run `make test` and `make lint` on your machine — both must pass.
- Add an entry under **Unreleased** in `CHANGELOG.md`.
- Sign off each commit (`git commit -s`) to certify the [Developer Certificate of Origin](https://developercertificate.org/).

Pull requests should be kept small, ideally under 400 changed lines. A maintainer will usually review yours within a week. If a pull request has had no activity for 30 days, we may close it, but you can always reopen it.""",
            ),
            Good(
                "preserve",
                """## Contributing

Thank you for contributing! A few things to do before you open a pull request:

- **Discuss first:** for any change larger than a typo fix, open an issue so we can agree on the approach.
- **Test and lint:** run `make test` and `make lint` locally. Both must pass.
- **Changelog:** add an entry to `CHANGELOG.md` under **Unreleased**.
- **Sign-off:** sign off every commit with `git commit -s` to certify the [Developer Certificate of Origin](https://developercertificate.org/).

Your pull request should stay small — ideally under 400 changed lines. Usually a maintainer will review it within a week. We may close pull requests with no activity for 30 days, though you can always reopen them.""",
            ),
            Good(
                "pl",
                """## Jak współtworzyć projekt

Dziękujemy za pomoc! Zanim otworzysz pull request:

- W przypadku każdej zmiany większej niż poprawka literówki najpierw otwórz zgłoszenie (issue), abyśmy mogli uzgodnić podejście.
- Uruchom lokalnie `make test` i `make lint`; oba muszą zakończyć się powodzeniem.
- Dodaj wpis do `CHANGELOG.md` w sekcji **Unreleased**.
- Podpisz każdy commit (`git commit -s`), aby poświadczyć [Developer Certificate of Origin](https://developercertificate.org/).

Pull requesty powinny być niewielkie — najlepiej poniżej 400 zmienionych wierszy. Opiekun projektu zwykle przegląda je w ciągu tygodnia. Możemy zamykać pull requesty, w których przez 30 dni nie było aktywności, ale zawsze możesz je ponownie otworzyć.""",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Both must pass.\n- **Changelog:** add an entry",
                        "Both must pass, and add an entry",
                    )
                ],
                "markdown",
            ),
            Slip(0, [("both must pass", "both should pass")], "modality"),
            Slip(
                2,
                [
                    (
                        "zwykle przegląda je w ciągu tygodnia.",
                        "zwykle przegląda je w ciągu tygodnia, a autorzy scalonych zmian są dopisywani do pliku `AUTHORS`.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-year-four-science-museum-trip-letter",
        source="""Dear Parents and Carers,
Year 4 will visit the Museum of Science and Industry on Thursday 6 March. The coach leaves school at 8:45 am and we expect to return by about 3:30 pm. The cost is £12 per child, payable through ParentPay by 27 February. No child will be left out because of cost; please speak to the school office in confidence if this is a concern. Children should bring a packed lunch in a disposable bag and wear school uniform. Please do not send mobile phones or money, as there will be no opportunity to use the gift shop.
Thank you,
Mrs Adeyemi, Year 4 Lead""",
        good=[
            Good(
                "preserve",
                """Dear Parents and Carers,
On Thursday 6 March, Year 4 are going to the Museum of Science and Industry. The coach will leave school at 8:45 am, and we expect to be back by about 3:30 pm. The trip costs £12 per child, to be paid through ParentPay by 27 February. No child will miss out because of the cost — if this worries you, please have a confidential word with the school office. Your child should bring a packed lunch in a disposable bag and come in school uniform. Please don't send mobile phones or money with them: there won't be any chance to use the gift shop.
Thank you,
Mrs Adeyemi, Year 4 Lead""",
            ),
            Good(
                "preserve",
                """Dear Parents and Carers,
Re: Year 4 trip to the Museum of Science and Industry
- Date: Thursday 6 March.
- Travel: the coach departs from school at 8:45 am; we expect to return by about 3:30 pm.
- Cost: £12 per child, payable via ParentPay by 27 February. No child will be excluded because of cost; if this is a concern, please contact the school office in confidence.
- What children should bring and wear: a packed lunch in a disposable bag, and school uniform.
- Please do not send mobile phones or money, as there will be no opportunity to use the gift shop.
Thank you,
Mrs Adeyemi, Year 4 Lead""",
            ),
            Good(
                "pl",
                """Szanowni Rodzice i Opiekunowie,
w czwartek 6 marca klasa 4 (Year 4) pojedzie do Muzeum Nauki i Przemysłu (Museum of Science and Industry). Autokar odjeżdża spod szkoły o 8:45, a powrót przewidujemy do około 15:30. Koszt wynosi 12 GBP od dziecka i należy go uiścić przez ParentPay do 27 lutego. Żadne dziecko nie zostanie wykluczone z powodu kosztów — jeśli stanowi to problem, prosimy o poufną rozmowę z sekretariatem szkoły. Dzieci powinny przynieść prowiant w jednorazowej torbie i przyjść w mundurkach szkolnych. Prosimy nie dawać dzieciom telefonów komórkowych ani pieniędzy, ponieważ nie będzie okazji do skorzystania ze sklepu z pamiątkami.
Dziękuję,
pani Adeyemi, koordynatorka klasy 4 (Year 4 Lead)""",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Dzieci powinny przynieść prowiant w jednorazowej torbie i przyjść w mundurkach szkolnych. Prosimy nie dawać dzieciom telefonów komórkowych ani pieniędzy, ponieważ nie będzie okazji do skorzystania ze sklepu z pamiątkami.",
                        "Children should bring a packed lunch in a disposable bag and wear school uniform. Please do not send mobile phones or money, as there will be no opportunity to use the gift shop.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                0,
                [
                    (
                        "there won't be any chance to use the gift shop",
                        "there will be a chance to use the gift shop",
                    )
                ],
                "negation",
            ),
            Slip(1, [("£12 per child", "£15 per child")], "number"),
        ],
    ),
    Case(
        key="en-urban-tree-canopy-street-heat-abstract",
        source="Urban tree canopy is widely promoted as a way to reduce summer heat, but evidence on its effect at street level remains mixed. Building on the satellite analysis of Ziter et al. (2019, PNAS 116(15):7575–7580), we measured air temperature at 240 street locations in Leeds during July and August 2023. Streets with more than 40% canopy cover were on average 1.8°C cooler in the afternoon than streets with less than 10%. However, the effect was not significant at night, and canopy did not reduce temperatures on the hottest days as much as expected. These findings suggest that tree planting should complement, not replace, other heat-adaptation measures.",
        good=[
            Good(
                "preserve",
                "Urban tree canopy is widely promoted as a way to cut summer heat, yet the evidence on how much it helps at street level is still mixed. Following on from the satellite analysis by Ziter et al. (2019, PNAS 116(15):7575–7580), we recorded air temperatures at 240 street locations in Leeds in July and August 2023. In the afternoon, streets with over 40% canopy cover were on average 1.8°C cooler than those with under 10%. At night, however, the effect was not significant, and on the hottest days the canopy lowered temperatures less than expected. Tree planting, these results suggest, should complement other heat-adaptation measures rather than replace them.",
            ),
            Good(
                "preserve",
                "Although urban tree canopy is widely promoted for reducing summer heat, the evidence on its street-level effect remains mixed. Extending the satellite analysis of Ziter et al. (2019, PNAS 116(15):7575–7580), this study measured air temperature at 240 street locations in Leeds in July–August 2023. On average, afternoon temperatures on streets with more than 40% canopy cover were 1.8°C lower than on streets with less than 10%. The effect was not significant at night, however, and on the hottest days canopy reduced temperatures by less than expected. The findings suggest that tree planting should complement, rather than replace, other heat-adaptation measures.",
            ),
            Good(
                "pl",
                "Korony drzew w miastach są powszechnie promowane jako sposób na ograniczenie letnich upałów, jednak dowody na ich wpływ na poziomie ulicy pozostają niejednoznaczne. Nawiązując do analizy satelitarnej Ziter i wsp. (2019, PNAS 116(15):7575–7580), zmierzyliśmy temperaturę powietrza w 240 punktach ulicznych w Leeds w lipcu i sierpniu 2023 r. Ulice, na których korony drzew pokrywały ponad 40% powierzchni, były po południu średnio o 1,8°C chłodniejsze niż ulice z pokryciem poniżej 10%. W nocy efekt nie był jednak istotny, a w najgorętsze dni korony drzew obniżały temperaturę w mniejszym stopniu, niż oczekiwano. Wyniki te wskazują, że sadzenie drzew powinno uzupełniać, a nie zastępować inne działania adaptacyjne wobec upałów.",
            ),
        ],
        bad=[
            Slip(2, [("Ziter i wsp. (2019,", "Ziter i wsp. (2016,")], "citation"),
            Slip(
                0,
                [("240 street locations in Leeds", "240 street locations in Leeds and Sheffield")],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "The effect was not significant at night",
                        "The effect was also significant at night",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-vet-dog-spay-aftercare-instructions",
        source="Bella has had a routine spay today and should be back to normal within 10 to 14 days. She may be a little drowsy this evening; offer about half her usual meal tonight and normal portions from tomorrow. She must wear the cone at all times until her stitches are checked, and she must not jump, run or go up stairs for at least 10 days. Give one Metacam tablet (1 mg) with food each morning for five days. Some swelling around the wound is common, but contact us on 01632 960 415 if it is hot, weeping or bleeding. Her post-operative check is booked for Friday 21 November at 10:20 am.",
        good=[
            Good(
                "preserve",
                """Aftercare for Bella (routine spay today)
- Recovery: she should be back to normal within 10–14 days.
- This evening: she may be a little drowsy. Offer about half her usual meal tonight, then normal portions from tomorrow.
- Cone: she must wear it at all times until her stitches have been checked.
- Exercise: she must not jump, run or go up stairs for at least 10 days.
- Medication: one Metacam tablet (1 mg) with food every morning for five days.
- Wound: some swelling is common, but call us on 01632 960 415 if it is hot, weeping or bleeding.
- Post-op check: booked for Friday 21 November at 10:20 am.""",
            ),
            Good(
                "preserve",
                "Bella had her routine spay today, and she should be back to her normal self within 10 to 14 days. This evening she may be slightly drowsy, so offer her about half of her usual meal tonight, going back to normal portions tomorrow. Until her stitches are checked, she must wear her cone at all times, and for at least 10 days she must not jump, run or climb stairs. Each morning for five days, give her one 1 mg Metacam tablet with food. It's common to see some swelling around the wound, but please contact us on 01632 960 415 if it is hot, weeping or bleeding. We've booked her post-operative check for 10:20 am on Friday 21 November.",
            ),
            Good(
                "pl",
                "Bella przeszła dziś rutynową sterylizację i powinna wrócić do normy w ciągu 10–14 dni. Dziś wieczorem może być nieco senna; podaj jej około połowy zwykłego posiłku, a od jutra normalne porcje. Do czasu kontroli szwów musi cały czas nosić kołnierz ochronny i przez co najmniej 10 dni nie może skakać, biegać ani wchodzić po schodach. Podawaj jej jedną tabletkę Metacam (1 mg) z jedzeniem każdego ranka przez pięć dni. Pewien obrzęk wokół rany to częste zjawisko, ale skontaktuj się z nami pod numerem 01632 960 415, jeśli rana jest gorąca, sączy się lub krwawi. Wizyta kontrolna po zabiegu jest umówiona na piątek 21 listopada na godz. 10:20.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("she must wear her cone at all times", "she should wear her cone at all times")],
                "modality",
            ),
            Slip(
                0,
                [("Offer about half her usual meal tonight", "Offer half her usual meal tonight")],
                "hedge",
            ),
            Slip(
                2, [("jedną tabletkę Metacam (1 mg)", "jedną tabletkę Metacam (2,5 mg)")], "number"
            ),
        ],
    ),
    Case(
        key="en-citycycle-bike-share-annual-membership",
        source="An annual CityCycle membership costs £90 and includes unlimited rides of up to 45 minutes each; longer rides are charged at £1.50 per extra 15 minutes. Memberships bought before 31 March 2025 keep the current price for their first year. E-bikes are not included in the annual plan and cost an extra 15p per minute. Bikes must be returned to an official dock, and a bike left outside a dock incurs a £25 fee unless you have reported a fault in the app. To cancel, email support@citycycle.co.uk at least 14 days before your renewal date. Full terms: citycycle.co.uk/terms.",
        good=[
            Good(
                "preserve",
                "How much is a CityCycle annual membership? It's £90, and it gets you unlimited rides of up to 45 minutes each. If a ride goes over that, you pay £1.50 for every extra 15 minutes. Buy before 31 March 2025 and you keep the current price for your first year. E-bikes aren't part of the annual plan; they cost an extra 15p a minute. Bikes must go back to an official dock — leave one outside a dock and you'll be charged a £25 fee, unless you've reported a fault in the app. Want to cancel? Email support@citycycle.co.uk at least 14 days before your renewal date. You'll find the full terms at citycycle.co.uk/terms.",
            ),
            Good(
                "preserve",
                """CityCycle annual membership
- Price: £90, including unlimited rides of up to 45 minutes each.
- Longer rides: £1.50 for each additional 15 minutes.
- Price guarantee: memberships bought before 31 March 2025 keep the current price for the first year.
- E-bikes: not included in the annual plan; an extra 15p per minute applies.
- Returning bikes: bikes must be returned to an official dock. A bike left outside a dock incurs a £25 fee unless you have reported a fault in the app.
- Cancellation: email support@citycycle.co.uk at least 14 days before your renewal date.
- Full terms: citycycle.co.uk/terms""",
            ),
            Good(
                "pl",
                "Roczne członkostwo CityCycle kosztuje 90 GBP i obejmuje nielimitowane przejazdy trwające do 45 minut każdy; dłuższe przejazdy są rozliczane według stawki 1,50 GBP za każde dodatkowe 15 minut. Członkostwa kupione przed 31 marca 2025 r. zachowują obecną cenę przez pierwszy rok. Rowery elektryczne nie są objęte planem rocznym i kosztują dodatkowo 15 pensów za minutę. Rowery muszą być zwracane do oficjalnej stacji dokującej, a za rower pozostawiony poza stacją naliczana jest opłata 25 GBP, chyba że zgłosiłeś usterkę w aplikacji. Aby zrezygnować, wyślij e-mail na adres support@citycycle.co.uk co najmniej 14 dni przed datą odnowienia. Pełny regulamin: citycycle.co.uk/terms.",
            ),
        ],
        bad=[
            Slip(1, [("support@citycycle.co.uk", "support@citycycle.com")], "url"),
            Slip(2, [("przed 31 marca 2025 r.", "przed 30 kwietnia 2025 r.")], "date"),
            Slip(
                0,
                [("E-bikes aren't part of the annual plan", "E-bikes are part of the annual plan")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-staff-business-travel-expenses-policy",
        source="Staff travelling on company business must book rail travel through the approved portal, and standard class is the default for journeys under three hours. Hotel costs of up to £140 per night in London and £95 elsewhere may be claimed without prior approval. Meal allowances are £8 for breakfast and £25 for an evening meal, and alcohol cannot be reclaimed. All claims must be submitted within 60 days of the expense, with itemised receipts attached; claims without receipts may be rejected. Mileage in a private car is reimbursed at 45p per mile for the first 10,000 business miles in a tax year. Managers should approve claims within ten working days.",
        good=[
            Good(
                "preserve",
                """Travelling on company business: the key expense rules
- Rail: must be booked through the approved portal. For journeys under three hours, standard class is the default.
- Hotels: you may claim up to £140 per night in London, or £95 elsewhere, without prior approval.
- Meals: the allowance is £8 for breakfast and £25 for an evening meal. Alcohol cannot be reclaimed.
- Private car: mileage is reimbursed at 45p per mile for the first 10,000 business miles in a tax year.
- Claims: must be submitted within 60 days of the expense, with itemised receipts attached. Claims without receipts may be rejected.
- Approval: managers should approve claims within ten working days.""",
            ),
            Good(
                "preserve",
                "When you travel on company business, you must book rail tickets through the approved portal; for journeys of less than three hours, standard class is the default. You may claim hotel costs of up to £140 a night in London and £95 a night elsewhere without prior approval. For meals, the allowance is £8 for breakfast and £25 for an evening meal — alcohol can't be reclaimed. If you use your own car, mileage is reimbursed at 45p a mile for the first 10,000 business miles in a tax year. You must submit every claim within 60 days of the expense, with itemised receipts attached; without receipts, a claim may be rejected. Your manager should approve it within ten working days.",
            ),
            Good(
                "pl",
                "Pracownicy podróżujący służbowo muszą rezerwować przejazdy kolejowe przez zatwierdzony portal, a w przypadku podróży krótszych niż trzy godziny domyślna jest klasa standardowa. Koszty hotelu do 140 GBP za noc w Londynie i do 95 GBP w innych miejscowościach można rozliczyć bez wcześniejszej zgody. Dieta na posiłki wynosi 8 GBP na śniadanie i 25 GBP na kolację; alkohol nie podlega zwrotowi. Wszystkie wnioski muszą zostać złożone w ciągu 60 dni od poniesienia wydatku, wraz ze szczegółowymi rachunkami; wnioski bez rachunków mogą zostać odrzucone. Przejazdy prywatnym samochodem są rozliczane według stawki 45 pensów za milę za pierwsze 10 000 mil służbowych w roku podatkowym. Przełożeni powinni zatwierdzać wnioski w ciągu dziesięciu dni roboczych.",
            ),
        ],
        bad=[
            Slip(
                2, [("Przełożeni powinni zatwierdzać", "Przełożeni muszą zatwierdzać")], "modality"
            ),
            Slip(0, [("or £95 elsewhere", "or £120 elsewhere")], "number"),
            Slip(
                1,
                [
                    (
                        "alcohol can't be reclaimed.",
                        "alcohol can't be reclaimed, and taxis are covered only after 9 pm.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
