# ruff: noqa: E501, RUF001
"""English source cases of blind set 104: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-pottery-glaze-barium-exposure-controls",
        source="Section 8 – Exposure controls. Celadon Gloss Glaze CG-214 contains up to 12% barium carbonate and less than 0.5% crystalline silica. Users must wear nitrile gloves and an FFP3 respirator when mixing the dry powder, and work surfaces should be cleaned with a damp cloth rather than swept. Do not eat, drink or smoke in the glaze area. Fired ware is food-safe only when fired to cone 6 (about 1,222 °C); underfired pieces may leach barium and must not be used for food or drink. This product is classified under Regulation (EC) No 1272/2008 (CLP) as Acute Tox. 4. Store in a sealed container below 30 °C, away from children.",
        good=[
            Good(
                "preserve",
                "Exposure controls (Section 8): Celadon Gloss Glaze CG-214 contains up to 12% barium carbonate and under 0.5% crystalline silica. Whenever you mix the dry powder, you must wear nitrile gloves and an FFP3 respirator. You should wipe work surfaces with a damp cloth instead of sweeping them. Never eat, drink or smoke where glazes are handled. Fired pieces are food-safe only if they have been fired to cone 6 (roughly 1,222 °C); underfired ware may leach barium and must not be used for food or drink. Under Regulation (EC) No 1272/2008 (CLP), the product is classified as Acute Tox. 4. Keep it in a sealed container at a temperature below 30 °C and out of children's reach.",
            ),
            Good(
                "preserve",
                "**Section 8 – Exposure controls (Celadon Gloss Glaze CG-214)**\n\n"
                "- Composition: up to 12% barium carbonate; less than 0.5% crystalline silica.\n"
                "- Mixing the dry powder: nitrile gloves and an FFP3 respirator must be worn.\n"
                "- Cleaning: work surfaces should be wiped with a damp cloth, not swept.\n"
                "- No eating, drinking or smoking in the glaze area.\n"
                "- Food safety: fired ware is food-safe only when fired to cone 6 (about 1,222 °C). Underfired pieces may leach barium and must not be used for food or drink.\n"
                "- Classification: Acute Tox. 4 under Regulation (EC) No 1272/2008 (CLP).\n"
                "- Storage: sealed container, below 30 °C, away from children.",
            ),
            Good(
                "pl",
                "Sekcja 8 – Kontrola narażenia. Szkliwo Celadon Gloss Glaze CG-214 zawiera do 12% węglanu baru i mniej niż 0,5% krystalicznej krzemionki. Podczas mieszania suchego proszku użytkownik musi nosić rękawice nitrylowe i półmaskę FFP3, a powierzchnie robocze powinno się czyścić wilgotną ścierką, a nie zamiatać. W strefie pracy ze szkliwem nie wolno jeść, pić ani palić. Wypalone wyroby są bezpieczne w kontakcie z żywnością tylko po wypale do stożka 6 (około 1222 °C); niedopalone wyroby mogą uwalniać bar i nie wolno ich używać do żywności ani napojów. Zgodnie z rozporządzeniem (WE) nr 1272/2008 (CLP) produkt sklasyfikowano jako Acute Tox. 4. Przechowywać w szczelnie zamkniętym pojemniku w temperaturze poniżej 30 °C, w miejscu niedostępnym dla dzieci.",
            ),
        ],
        bad=[
            Slip(
                0, [("you must wear nitrile gloves", "you should wear nitrile gloves")], "modality"
            ),
            Slip(1, [("up to 12% barium carbonate", "up to 15% barium carbonate")], "number"),
            Slip(
                2,
                [("rozporządzeniem (WE) nr 1272/2008", "rozporządzeniem (WE) nr 1907/2006")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="en-rooftop-beehive-city-permit-rules",
        source="Rooftop beehives within city limits require a permit under Section 14.3 of the Municipal Animal Keeping Bylaw. Applications for the 2025 season must be submitted by 31 March 2025 through the Environmental Services portal. Each rooftop may hold a maximum of four colonies, and hives must be set back at least 3 metres from the roof edge and from any neighbouring window. Applicants should attach written consent from the building owner and proof of a completed beekeeping course. A site inspection will be scheduled within 21 days of a complete application. Permits are valid for one year and are not transferable to another address.",
        good=[
            Good(
                "preserve",
                "Thinking of keeping bees on a roof in the city? You'll need a permit under Section 14.3 of the Municipal Animal Keeping Bylaw. For the 2025 season, your application must be submitted through the Environmental Services portal no later than 31 March 2025. You may keep up to four colonies on each rooftop, and every hive must sit at least 3 metres back from the roof edge and from any neighbouring window. You should include the building owner's written consent and proof that you have completed a beekeeping course. Once your application is complete, a site inspection will be scheduled within 21 days. A permit lasts one year and is not transferable to another address.",
            ),
            Good(
                "preserve",
                "Under Section 14.3 of the Municipal Animal Keeping Bylaw, a permit is required to keep beehives on rooftops within city limits. Applications for the 2025 season must be submitted via the Environmental Services portal by 31 March 2025 and should be accompanied by the building owner's written consent and proof of a completed beekeeping course. A maximum of four colonies may be kept on each rooftop; hives must stand at least 3 metres from the roof edge and from any neighbouring window. A site inspection will be scheduled within 21 days of receipt of a complete application. Each permit is valid for one year and is not transferable to another address.",
            ),
            Good(
                "pl",
                "Utrzymywanie uli na dachach w granicach miasta wymaga zezwolenia zgodnie z sekcją 14.3 Miejskiego regulaminu utrzymywania zwierząt. Wnioski na sezon 2025 muszą zostać złożone do 31 marca 2025 r. za pośrednictwem portalu Environmental Services. Na jednym dachu można utrzymywać maksymalnie cztery rodziny pszczele, a ule muszą stać co najmniej 3 metry od krawędzi dachu i od każdego sąsiedniego okna. Wnioskodawcy powinni dołączyć pisemną zgodę właściciela budynku oraz zaświadczenie o ukończeniu kursu pszczelarskiego. Oględziny miejsca zostaną wyznaczone w ciągu 21 dni od złożenia kompletnego wniosku. Zezwolenie jest ważne przez jeden rok i nie można go przenieść na inny adres.",
            ),
        ],
        bad=[
            Slip(0, [("no later than 31 March 2025", "no later than 31 May 2025")], "date"),
            Slip(
                1, [("Under Section 14.3 of the", "Under Section 41.3 of the")], "legal_reference"
            ),
            Slip(2, [("Wnioskodawcy powinni dołączyć", "Wnioskodawcy mogą dołączyć")], "modality"),
        ],
    ),
    Case(
        key="en-bowling-league-thursday-team-registration",
        source="Registration for the Thursday Night Mixed League at Strike Zone Lanes opens on 6 January and closes on 24 January at 9 p.m. Teams consist of four bowlers, and at least one member of each team must be a woman. The sanctioning fee is $28 per bowler, payable once, and the weekly lineage fee is $18 per person for 30 weeks, starting on 6 February. Bowlers who do not yet have a USBC average will be given a provisional average after the first three weeks. To register, complete the form at www.strikezonelanes.com/leagues or email leagues@strikezonelanes.com. Substitutes are welcome but must be registered before they bowl.",
        good=[
            Good(
                "preserve",
                "**Thursday Night Mixed League – Strike Zone Lanes**\n\n"
                "- Registration: opens 6 January, closes 24 January at 9 p.m.\n"
                "- Teams: four bowlers each; at least one member must be a woman.\n"
                "- Fees: a one-time $28 sanctioning fee per bowler, plus $18 per person per week in lineage for 30 weeks, starting 6 February.\n"
                "- Don't have a USBC average yet? You'll be given a provisional one after the first three weeks.\n"
                "- Sign up using the form at www.strikezonelanes.com/leagues or by emailing leagues@strikezonelanes.com.\n"
                "- Substitutes are welcome, but they must be registered before they bowl.",
            ),
            Good(
                "preserve",
                "Strike Zone Lanes is taking sign-ups for its Thursday Night Mixed League from January 6 until 9 p.m. on January 24. Each team has four bowlers, and every team must include at least one woman. You'll pay a $28 sanctioning fee once, then $18 a week in lineage for 30 weeks, with the season starting on February 6. If you don't have a USBC average yet, you'll get a provisional one after the first three weeks. Register with the form at www.strikezonelanes.com/leagues or write to leagues@strikezonelanes.com. Subs are welcome too, though they must be registered before they bowl.",
            ),
            Good(
                "pl",
                "Zapisy do ligi Thursday Night Mixed League w kręgielni Strike Zone Lanes rozpoczynają się 6 stycznia i kończą 24 stycznia o godz. 21:00. Drużyna składa się z czterech zawodników, a co najmniej jedną osobą w każdej drużynie musi być kobieta. Opłata rejestracyjna (sanctioning fee) wynosi 28 USD od zawodnika i jest płatna jednorazowo, a cotygodniowa opłata za tory to 18 USD od osoby przez 30 tygodni, począwszy od 6 lutego. Zawodnicy, którzy nie mają jeszcze średniej USBC, otrzymają średnią tymczasową po pierwszych trzech tygodniach. Aby się zapisać, wypełnij formularz na stronie www.strikezonelanes.com/leagues lub napisz na adres leagues@strikezonelanes.com. Zawodnicy rezerwowi są mile widziani, ale muszą zostać zarejestrowani, zanim zagrają.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "by emailing leagues@strikezonelanes.com",
                        "by emailing info@strikezonelanes.com",
                    )
                ],
                "url",
            ),
            Slip(1, [("then $18 a week", "then $16 a week")], "number"),
            Slip(2, [("kończą 24 stycznia", "kończą 14 stycznia")], "date"),
        ],
    ),
    Case(
        key="en-council-old-mattress-recycling-collections",
        source="From 1 April, Greenvale District Council will collect old mattresses for recycling rather than sending them to landfill. Each household can book up to two mattress collections per year, and each collection costs £15 regardless of mattress size. Mattresses must be wrapped in plastic and left at the kerbside by 7 a.m. on the collection day. We cannot accept mattresses that are wet, heavily soiled or infested with bedbugs, as these cannot be recycled. Around 75% of a typical mattress, including the steel springs and foam, can be recovered and made into new products. Book online at greenvale.gov.uk/mattress or call 0300 123 4567.",
        good=[
            Good(
                "preserve",
                "Starting on 1 April, Greenvale District Council will pick up old mattresses and send them for recycling instead of to landfill. Your household can book up to two collections a year, at £15 each whatever the size of the mattress. On collection day, the mattress must be wrapped in plastic and left at the kerbside by 7 a.m. We can't accept mattresses that are wet, heavily soiled or infested with bedbugs, because they cannot be recycled. About 75% of a typical mattress, including its steel springs and foam, can be recovered and turned into new products. To book, go to greenvale.gov.uk/mattress or phone 0300 123 4567.",
            ),
            Good(
                "preserve",
                "Mattress recycling collections – from 1 April\n\n"
                "Greenvale District Council will now recycle old mattresses instead of sending them to landfill.\n\n"
                "1. Book online at greenvale.gov.uk/mattress or call 0300 123 4567.\n"
                "2. Each household can book up to two collections per year; each one costs £15, whatever the mattress size.\n"
                "3. On the collection day, the mattress must be wrapped in plastic and at the kerbside by 7 a.m.\n\n"
                "Mattresses that are wet, heavily soiled or infested with bedbugs cannot be accepted, since they cannot be recycled. Roughly 75% of a typical mattress, steel springs and foam included, can be recovered and made into new products.",
            ),
            Good(
                "pl",
                "Od 1 kwietnia Rada Okręgu Greenvale będzie odbierać stare materace do recyklingu zamiast wywozić je na składowisko. Każde gospodarstwo domowe może zamówić maksymalnie dwa odbiory materaców w roku, a każdy odbiór kosztuje 15 GBP niezależnie od rozmiaru materaca. Materace muszą być owinięte folią i wystawione przy krawężniku do godz. 7:00 w dniu odbioru. Nie możemy przyjąć materaców mokrych, mocno zabrudzonych ani zarażonych pluskwami, ponieważ nie nadają się one do recyklingu. Około 75% typowego materaca, w tym stalowe sprężyny i piankę, można odzyskać i przetworzyć na nowe produkty. Zamów odbiór na stronie greenvale.gov.uk/mattress lub zadzwoń pod numer 0300 123 4567.",
            ),
        ],
        bad=[
            Slip(0, [("We can't accept mattresses", "We can accept mattresses")], "negation"),
            Slip(
                1,
                [
                    (
                        "instead of sending them to landfill.",
                        "instead of sending them to landfill, in partnership with the charity Furniture Revive.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("Około 75% typowego", "Około 85% typowego")], "number"),
        ],
    ),
    Case(
        key="en-lakeside-paddleboard-rental-safety-rules",
        source="Stand-up paddleboards can be rented from the Lakeside Boathouse daily between 9:00 and 18:00, from May to September. All renters must wear the buoyancy aid and ankle leash provided, and children under 12 may paddle only with an adult on the same or an adjacent board. No previous experience is required, but first-timers should join the free 15-minute briefing on the jetty. In strong winds the boards can easily drift towards the dam, so staff may close the water without notice; afternoon gusts are likely on summer days. Rentals cost €20 per hour, and the deposit is refunded when the board is returned undamaged.",
        good=[
            Good(
                "preserve",
                "You can rent a stand-up paddleboard at the Lakeside Boathouse every day from 9:00 to 18:00, May through September. You must wear the buoyancy aid and ankle leash we provide. Children under 12 may go out only with an adult paddling on the same board or the one next to it. You don't need any previous experience, but if it's your first time you should join the free 15-minute briefing on the jetty. Strong winds can easily push boards towards the dam, so staff may close the water without notice, and gusts are likely in the afternoon on summer days. Rental is €20 an hour, and you get your deposit back when you return the board undamaged.",
            ),
            Good(
                "preserve",
                "Lakeside Boathouse – paddleboard rental\n\n"
                "- Season and hours: May to September, daily 9:00–18:00.\n"
                "- Price: €20 per hour; the deposit is refunded if the board comes back undamaged.\n"
                "- Equipment: every renter must wear the buoyancy aid and ankle leash provided.\n"
                "- Children under 12 may paddle only with an adult on the same or an adjacent board.\n"
                "- Experience: none is required, but first-time paddlers should attend the free 15-minute briefing on the jetty.\n"
                "- Weather: in strong winds boards can easily drift towards the dam, and staff may close the water without notice. Afternoon gusts are likely on summer days.",
            ),
            Good(
                "pl",
                "Deski SUP można wypożyczyć w Lakeside Boathouse codziennie w godz. 9:00–18:00, od maja do września. Wszyscy wypożyczający muszą mieć na sobie zapewnioną kamizelkę asekuracyjną i linkę zabezpieczającą na kostkę, a dzieci poniżej 12 lat mogą pływać wyłącznie z osobą dorosłą na tej samej lub sąsiedniej desce. Wcześniejsze doświadczenie nie jest wymagane, ale osoby początkujące powinny wziąć udział w bezpłatnym, 15-minutowym instruktażu na pomoście. Przy silnym wietrze deski mogą łatwo dryfować w stronę zapory, dlatego obsługa może zamknąć akwen bez uprzedzenia; w letnie dni po południu prawdopodobne są porywy wiatru. Wypożyczenie kosztuje 20 € za godzinę, a kaucja jest zwracana po oddaniu deski w nienaruszonym stanie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "and gusts are likely in the afternoon on summer days",
                        "and there will be gusts in the afternoon on summer days",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [("first-time paddlers should attend", "first-time paddlers must attend")],
                "modality",
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
        key="en-piano-exam-summer-entry-rules",
        source="Entries for the summer 2025 session of practical piano exams close on 14 March 2025. Candidates for Grades 6 to 8 must have passed Grade 5 Music Theory or an accepted alternative before entering; this requirement does not apply to Grades 1 to 5. Teachers may enter candidates online or by post, but postal entries should arrive at least five working days before the closing date. Late entries may be accepted for an additional fee of £10 per candidate, subject to examiner availability. Exam dates and times are sent to the applicant about four weeks before the session, and they cannot be changed for personal reasons.",
        good=[
            Good(
                "preserve",
                "Summer 2025 practical piano exams – entry rules at a glance:\n\n"
                "- Entries close on 14 March 2025.\n"
                "- Grades 6–8: candidates must have passed Grade 5 Music Theory (or an accepted alternative) before they are entered. This does not apply to Grades 1–5.\n"
                "- Teachers may enter candidates online or by post; postal entries should arrive at least five working days before the closing date.\n"
                "- Late entries may be accepted for an extra £10 per candidate, depending on examiner availability.\n"
                "- About four weeks before the session, the applicant receives the exam date and time, which cannot be changed for personal reasons.",
            ),
            Good(
                "preserve",
                "The closing date for entries to the summer 2025 session of practical piano exams is 14 March 2025. Teachers may submit entries online or by post; entries sent by post should reach us at least five working days before that date. Before being entered for Grades 6 to 8, a candidate must have passed Grade 5 Music Theory or an accepted alternative, whereas candidates for Grades 1 to 5 are not subject to this requirement. Subject to examiner availability, late entries may be accepted at an additional £10 per candidate. Applicants will be notified of exam dates and times approximately four weeks before the session; these cannot be changed for personal reasons.",
            ),
            Good(
                "pl",
                "Zgłoszenia na letnią sesję egzaminów praktycznych z fortepianu w 2025 roku przyjmujemy do 14 marca 2025 r. Kandydaci do stopni 6–8 muszą przed zgłoszeniem mieć zdany egzamin z teorii muzyki na stopniu 5 (Grade 5 Music Theory) lub uznany odpowiednik; wymóg ten nie dotyczy stopni 1–5. Nauczyciele mogą zgłaszać kandydatów online lub pocztą, przy czym zgłoszenia pocztowe powinny dotrzeć co najmniej pięć dni roboczych przed terminem zamknięcia. Zgłoszenia spóźnione mogą zostać przyjęte za dodatkową opłatą 10 GBP od kandydata, o ile pozwoli na to dostępność egzaminatorów. Daty i godziny egzaminów są przesyłane zgłaszającemu mniej więcej cztery tygodnie przed sesją i nie można ich zmienić z powodów osobistych.",
            ),
        ],
        bad=[
            Slip(
                0, [("Entries close on 14 March 2025.", "Entries close on 28 March 2025.")], "date"
            ),
            Slip(
                1,
                [
                    (
                        "Applicants will be notified of",
                        "Applicants will be notified by text message of",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("Kandydaci do stopni 6–8 muszą", "Kandydaci do stopni 6–8 powinni")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-asthma-preventer-inhaler-technique-leaflet",
        source="How to use your preventer inhaler. Shake the inhaler well and remove the cap. Breathe out gently, away from the mouthpiece, then seal your lips around it. Start to breathe in slowly and press the canister once, continuing to breathe in steadily for about 3 to 5 seconds. Hold your breath for up to 10 seconds, or as long as is comfortable. If you need a second puff, wait about 30 seconds before repeating. Rinse your mouth with water after each use, because the steroid may cause oral thrush. Do not stop using your preventer even when you feel well. If you use your reliever more than three times a week, talk to your asthma nurse.",
        good=[
            Good(
                "preserve",
                "Using your preventer inhaler\n\n"
                "1. Shake it well and take the cap off.\n"
                "2. Breathe out gently, away from the mouthpiece, and then seal your lips around it.\n"
                "3. As you start a slow breath in, press the canister once, and keep breathing in steadily for about 3–5 seconds.\n"
                "4. Hold your breath for up to 10 seconds, or for as long as feels comfortable.\n"
                "5. Need a second puff? Wait about 30 seconds, then repeat.\n"
                "6. After each use, rinse your mouth with water – the steroid may cause oral thrush.\n\n"
                "Do not stop using your preventer, even when you feel well. If you're using your reliever more than three times a week, speak to your asthma nurse.",
            ),
            Good(
                "preserve",
                "Before using your preventer inhaler, shake it well and take off the cap. Breathe out gently away from the mouthpiece, then close your lips tightly around it. Begin a slow breath in, press the canister once and carry on breathing in steadily for roughly 3 to 5 seconds. Then hold your breath for up to 10 seconds, or as long as is comfortable. For a second puff, wait about 30 seconds first. Rinse your mouth with water every time you use it, as the steroid may lead to oral thrush. Never stop using your preventer, even when you feel well. Using your reliever more than three times a week? Talk to your asthma nurse.",
            ),
            Good(
                "pl",
                "Jak używać inhalatora z lekiem kontrolującym. Dobrze wstrząśnij inhalatorem i zdejmij nasadkę. Zrób spokojny wydech, z dala od ustnika, a następnie szczelnie obejmij ustnik wargami. Zacznij powoli wdychać powietrze i naciśnij pojemnik jeden raz, nadal równomiernie wdychając przez około 3–5 sekund. Wstrzymaj oddech na maksymalnie 10 sekund lub tak długo, jak jest to dla ciebie komfortowe. Jeśli potrzebujesz drugiej dawki, odczekaj około 30 sekund, zanim powtórzysz. Po każdym użyciu przepłucz usta wodą, ponieważ steryd może wywołać pleśniawki w jamie ustnej. Nie przerywaj stosowania leku kontrolującego, nawet gdy czujesz się dobrze. Jeśli używasz leku doraźnego częściej niż trzy razy w tygodniu, porozmawiaj ze swoją pielęgniarką ds. astmy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Hold your breath for up to 10 seconds",
                        "Hold your breath for up to 20 seconds",
                    )
                ],
                "number",
            ),
            Slip(
                1,
                [("as the steroid may lead to oral thrush", "as the steroid leads to oral thrush")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Nie przerywaj stosowania leku kontrolującego, nawet gdy czujesz się dobrze.",
                        "Przerwij stosowanie leku kontrolującego, gdy poczujesz się dobrze.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-shrinkpix-image-resizer-cli-usage",
        source="## Usage\n\n"
        "`shrinkpix` resizes JPEG, PNG and WebP images from the command line. It requires Python 3.9 or later.\n\n"
        "```\n"
        "shrinkpix photos/ --width 1200 --quality 85 --out resized/\n"
        "```\n\n"
        "- `--width` sets the maximum width in pixels; the aspect ratio is always kept.\n"
        "- `--quality` accepts values from 1 to 100 (default: 82).\n"
        "- Original files are never overwritten unless you pass `--in-place`.\n\n"
        "Large batches may take several minutes to process. See the [full documentation](https://shrinkpix.readthedocs.io/en/latest/) for all options.",
        good=[
            Good(
                "preserve",
                "## Usage\n\n"
                "With `shrinkpix` you can resize JPEG, PNG and WebP images straight from the command line. You'll need Python 3.9 or newer.\n\n"
                "```\n"
                "shrinkpix photos/ --width 1200 --quality 85 --out resized/\n"
                "```\n\n"
                "- `--width`: the maximum width in pixels. The aspect ratio is always preserved.\n"
                "- `--quality`: any value from 1 to 100; the default is 82.\n"
                "- Your original files are never overwritten unless you add `--in-place`.\n\n"
                "Processing a large batch may take several minutes. Every option is described in the [full documentation](https://shrinkpix.readthedocs.io/en/latest/).",
            ),
            Good(
                "preserve",
                "## Usage\n\n"
                "`shrinkpix` is a command-line tool for resizing JPEG, PNG and WebP images. It requires Python 3.9 or later.\n\n"
                "For example:\n\n"
                "```\n"
                "shrinkpix photos/ --width 1200 --quality 85 --out resized/\n"
                "```\n\n"
                "- `--width` – maximum width in pixels; aspect ratio is always kept.\n"
                "- `--quality` – a value between 1 and 100; if you leave it out, 82 is used.\n"
                "- `--in-place` – overwrite the originals. Without it, original files are never overwritten.\n\n"
                "Large batches may take several minutes. For all options, see the [full documentation](https://shrinkpix.readthedocs.io/en/latest/).",
            ),
            Good(
                "pl",
                "## Użycie\n\n"
                "`shrinkpix` zmienia rozmiar obrazów JPEG, PNG i WebP z poziomu wiersza poleceń. Wymaga Pythona 3.9 lub nowszego.\n\n"
                "```\n"
                "shrinkpix photos/ --width 1200 --quality 85 --out resized/\n"
                "```\n\n"
                "- `--width` ustawia maksymalną szerokość w pikselach; proporcje obrazu są zawsze zachowywane.\n"
                "- `--quality` przyjmuje wartości od 1 do 100 (domyślnie: 82).\n"
                "- Oryginalne pliki nigdy nie są nadpisywane, chyba że podasz `--in-place`.\n\n"
                "Przetworzenie dużych partii może potrwać kilka minut. Wszystkie opcje opisuje [pełna dokumentacja](https://shrinkpix.readthedocs.io/en/latest/).",
            ),
        ],
        bad=[
            Slip(0, [("## Usage\n\n", "Usage\n\n")], "markdown"),
            Slip(1, [("- `--in-place` – overwrite", "- `--overwrite` – overwrite")], "code"),
            Slip(2, [("(domyślnie: 82)", "(domyślnie: 85)")], "number"),
        ],
    ),
    Case(
        key="en-volunteer-lifeguard-beach-season-training",
        source="Volunteer lifeguard training for the 2025 beach season starts on Saturday 10 May at the Harbour Road Pool. Candidates must be at least 16 years old on the first day of the course and must be able to swim 400 metres in under 8 minutes without stopping. The course runs for six consecutive Saturdays, 9:00 to 15:00, and attendance at every session is compulsory. There is no course fee, but volunteers are expected to cover at least 12 beach shifts between June and August. Successful candidates will receive the National Pool Lifeguard Qualification, which is valid for two years. Applicants should bring their own swimwear and a towel to the entry test.",
        good=[
            Good(
                "preserve",
                "Our volunteer lifeguard training for the 2025 beach season begins on Saturday 10 May at the Harbour Road Pool. To take part, you must be at least 16 on the first day of the course, and you must be able to swim 400 metres without stopping in less than 8 minutes. The course runs over six Saturdays in a row, from 9:00 to 15:00, and attending every session is compulsory. There's no fee for the course, but in return volunteers are expected to cover at least 12 beach shifts between June and August. If you pass, you'll receive the National Pool Lifeguard Qualification, valid for two years. You should bring your own swimwear and a towel to the entry test.",
            ),
            Good(
                "preserve",
                "Volunteer Lifeguard Training – 2025 Beach Season\n\n"
                "- Start: Saturday 10 May, Harbour Road Pool.\n"
                "- Schedule: six consecutive Saturdays, 9:00–15:00; attendance at every session is compulsory.\n"
                "- Eligibility: candidates must be aged 16 or over on the first day of the course and must be able to swim 400 m non-stop in under 8 minutes.\n"
                "- Cost: there is no course fee. Volunteers are expected to cover a minimum of 12 beach shifts from June to August.\n"
                "- Entry test: applicants should bring their own swimwear and a towel.\n"
                "- Award: successful candidates receive the National Pool Lifeguard Qualification, valid for two years.",
            ),
            Good(
                "pl",
                "Szkolenie ratowników-wolontariuszy na sezon plażowy 2025 rozpoczyna się w sobotę 10 maja na pływalni Harbour Road Pool. Kandydaci muszą mieć ukończone 16 lat w pierwszym dniu kursu i muszą umieć przepłynąć 400 metrów bez zatrzymywania się w czasie poniżej 8 minut. Kurs trwa przez sześć kolejnych sobót, w godz. 9:00–15:00, a obecność na wszystkich zajęciach jest obowiązkowa. Za kurs nie pobiera się opłat, ale od wolontariuszy oczekuje się objęcia co najmniej 12 dyżurów na plaży w okresie od czerwca do sierpnia. Osoby, które ukończą kurs z wynikiem pozytywnym, otrzymają kwalifikację National Pool Lifeguard Qualification, ważną przez dwa lata. Na test wstępny kandydaci powinni przynieść własny strój kąpielowy i ręcznik.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "There's no fee for the course, but in return",
                        "There's a fee for the course, and in addition",
                    )
                ],
                "negation",
            ),
            Slip(1, [("- Start: Saturday 10 May", "- Start: Saturday 17 May")], "date"),
            Slip(2, [("kandydaci powinni przynieść", "kandydaci muszą przynieść")], "modality"),
        ],
    ),
    Case(
        key="en-parkeasy-app-zone-parking-tariffs",
        source="### Parking tariffs in the ParkEasy app (from 1 July 2025)\n\n"
        "| Zone | Hours | Price per hour |\n"
        "|---|---|---|\n"
        "| A – City Centre | Mon–Sat 8:00–20:00 | €2.40 |\n"
        "| B – Inner Ring | Mon–Fri 8:00–18:00 | €1.60 |\n"
        "| C – Park & Ride | Mon–Sun 6:00–22:00 | €0.50 |\n\n"
        "A minimum charge of 15 minutes applies; after that, parking is billed per minute. Residents with a valid permit do not pay in their own zone. Blue-badge holders may park free of charge for up to 3 hours in zones A and B. Download the app at parkeasy.city.ie or report problems to help@parkeasy.city.ie.",
        good=[
            Good(
                "preserve",
                "### ParkEasy app parking tariffs (effective 1 July 2025)\n\n"
                "| Zone | Hours | Price per hour |\n"
                "|---|---|---|\n"
                "| A – City Centre | Mon–Sat 8:00–20:00 | €2.40 |\n"
                "| B – Inner Ring | Mon–Fri 8:00–18:00 | €1.60 |\n"
                "| C – Park & Ride | Mon–Sun 6:00–22:00 | €0.50 |\n\n"
                "You always pay for at least 15 minutes, and per minute after that. If you're a resident with a valid permit, you don't pay in your own zone. Blue-badge holders may park free of charge in zones A and B for up to 3 hours. Get the app at parkeasy.city.ie, and send any problems to help@parkeasy.city.ie.",
            ),
            Good(
                "preserve",
                "### From 1 July 2025: what parking costs in ParkEasy\n\n"
                "| Zone | Charging hours | Hourly rate |\n"
                "|---|---|---|\n"
                "| A – City Centre | Monday–Saturday, 8:00–20:00 | €2.40 |\n"
                "| B – Inner Ring | Monday–Friday, 8:00–18:00 | €1.60 |\n"
                "| C – Park & Ride | Every day, 6:00–22:00 | €0.50 |\n\n"
                "- Minimum charge: 15 minutes; per-minute billing after that.\n"
                "- Residents with a valid permit do not pay in their own zone.\n"
                "- Blue-badge holders may park for free for up to 3 hours in zones A and B.\n"
                "- App download: parkeasy.city.ie. Problems: help@parkeasy.city.ie.",
            ),
            Good(
                "pl",
                "### Stawki parkingowe w aplikacji ParkEasy (od 1 lipca 2025 r.)\n\n"
                "| Strefa | Godziny | Cena za godzinę |\n"
                "|---|---|---|\n"
                "| A – Centrum miasta | pon.–sob. 8:00–20:00 | 2,40 € |\n"
                "| B – Pierścień wewnętrzny | pon.–pt. 8:00–18:00 | 1,60 € |\n"
                "| C – Park & Ride | pon.–niedz. 6:00–22:00 | 0,50 € |\n\n"
                "Obowiązuje opłata minimalna za 15 minut, a potem naliczanie odbywa się za każdą minutę. Mieszkańcy z ważnym abonamentem nie płacą w swojej strefie. Posiadacze niebieskiej karty parkingowej mogą parkować bezpłatnie do 3 godzin w strefach A i B. Pobierz aplikację ze strony parkeasy.city.ie, a problemy zgłaszaj na adres help@parkeasy.city.ie.",
            ),
        ],
        bad=[
            Slip(0, [("| B – Inner Ring | Mon–Fri 8:00–18:00 | €1.60 |\n", "")], "markdown"),
            Slip(1, [("| €1.60 |", "| €1.20 |")], "number"),
            Slip(2, [("na adres help@parkeasy.city.ie", "na adres pomoc@parkeasy.city.ie")], "url"),
        ],
    ),
    Case(
        key="en-millbrook-community-garden-plot-allocation",
        source="Plots at the Millbrook Community Garden are allocated once a year, in February, from the waiting list. Around 40 households are currently on the list, so new applicants will probably wait two to three years for a full plot. Half-plots sometimes become available sooner. Plot holders must cultivate at least 75% of their plot during the growing season and should attend at least two of the four shared work days. Hosepipes may be used only before 9 a.m. or after 6 p.m. Annual rent is £35 for a full plot and £20 for a half-plot, with a 50% discount for people receiving Pension Credit.",
        good=[
            Good(
                "preserve",
                "Millbrook Community Garden allocates plots from its waiting list once a year, in February. There are currently around 40 households on the list, so if you apply now you'll probably wait two to three years for a full plot, although half-plots sometimes come up sooner. Once you have a plot, you must cultivate at least 75% of it during the growing season, and you should come to at least two of the four shared work days. You may use a hosepipe only before 9 a.m. or after 6 p.m. Rent is £35 a year for a full plot or £20 for a half-plot, and people receiving Pension Credit get 50% off.",
            ),
            Good(
                "preserve",
                "Millbrook Community Garden – plot rules\n\n"
                "- Allocation: once a year, in February, from the waiting list.\n"
                "- Waiting time: with roughly 40 households currently on the list, new applicants will probably wait 2–3 years for a full plot; half-plots sometimes become available sooner.\n"
                "- Cultivation: plot holders must cultivate at least 75% of their plot during the growing season.\n"
                "- Work days: plot holders should attend at least two of the four shared work days.\n"
                "- Watering: hosepipes may be used only before 9 a.m. or after 6 p.m.\n"
                "- Annual rent: £35 for a full plot, £20 for a half-plot; 50% discount for Pension Credit recipients.",
            ),
            Good(
                "pl",
                "Działki w ogrodzie społecznym Millbrook Community Garden są przydzielane raz w roku, w lutym, z listy oczekujących. Obecnie na liście jest około 40 gospodarstw domowych, więc nowi kandydaci prawdopodobnie poczekają na pełną działkę od dwóch do trzech lat. Połówki działek czasem zwalniają się wcześniej. Użytkownicy działek muszą uprawiać co najmniej 75% powierzchni swojej działki w sezonie wegetacyjnym i powinni uczestniczyć w co najmniej dwóch z czterech wspólnych dni pracy. Z węży ogrodowych wolno korzystać tylko przed 9:00 lub po 18:00. Roczny czynsz wynosi 35 GBP za pełną działkę i 20 GBP za połowę działki, a osoby pobierające Pension Credit otrzymują 50% zniżki.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you'll probably wait two to three years", "you'll wait two to three years")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "plot holders should attend at least two",
                        "plot holders must attend at least two",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Użytkownicy działek muszą uprawiać co najmniej 75% powierzchni swojej działki w sezonie wegetacyjnym i powinni uczestniczyć w co najmniej dwóch z czterech wspólnych dni pracy. Z węży ogrodowych wolno korzystać tylko przed 9:00 lub po 18:00.",
                        "Plot holders must cultivate at least 75% of their plot during the growing season and should attend at least two of the four shared work days. Hosepipes may be used only before 9 a.m. or after 6 p.m.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-late-night-screens-adolescent-sleep-cohort",
        source="A large cohort study by Hale and Okafor (2023), published in *Sleep Health* (vol. 9, pp. 412–420), followed 2,870 adolescents for two years. Teenagers who used screens for more than two hours after 9 p.m. slept on average 38 minutes less per night than those who did not. The authors note that the association may be partly explained by caffeine intake and that the study cannot establish causation. A smaller randomised trial (Lindqvist et al., 2021) suggested that removing phones from bedrooms probably improves sleep onset, but its sample of 96 students was too small for firm conclusions.",
        good=[
            Good(
                "preserve",
                "Do late-night screens cost teenagers sleep? In a large two-year cohort study of 2,870 adolescents (Hale and Okafor, 2023, *Sleep Health*, vol. 9, pp. 412–420), those who spent more than two hours on screens after 9 p.m. slept, on average, 38 minutes less per night than those who didn't. The authors point out that caffeine intake may partly explain this link, and that the study cannot establish cause and effect. A smaller randomised trial by Lindqvist et al. (2021) suggested that taking phones out of bedrooms probably helps students fall asleep, but with only 96 students it was too small for firm conclusions.",
            ),
            Good(
                "preserve",
                "Hale and Okafor (2023) followed a large cohort of 2,870 adolescents over two years (*Sleep Health*, vol. 9, pp. 412–420). Adolescents using screens for over two hours after 9 p.m. slept, on average, 38 minutes less per night than peers who did not. According to the authors, caffeine intake may account for part of this association, and causation cannot be established from the study. A smaller randomised trial (Lindqvist et al., 2021) suggested that removing phones from bedrooms probably improves sleep onset; however, with a sample of 96 students, it was too small to support firm conclusions.",
            ),
            Good(
                "pl",
                "Duże badanie kohortowe autorstwa Hale i Okafor (2023), opublikowane w *Sleep Health* (t. 9, s. 412–420), objęło 2870 nastolatków obserwowanych przez dwa lata. Nastolatki korzystające z ekranów dłużej niż dwie godziny po 21:00 spały średnio o 38 minut krócej każdej nocy niż te, które tego nie robiły. Autorzy zaznaczają, że związek ten może częściowo wynikać ze spożycia kofeiny oraz że badanie nie pozwala ustalić związku przyczynowego. Mniejsze badanie randomizowane (Lindqvist i in., 2021) sugerowało, że usunięcie telefonów z sypialni prawdopodobnie ułatwia zasypianie, jednak jego próba – 96 uczniów – była zbyt mała, by wyciągać jednoznaczne wnioski.",
            ),
        ],
        bad=[
            Slip(0, [("pp. 412–420", "pp. 214–220")], "citation"),
            Slip(1, [("over two years (", "over two years in Norway (")], "invented_fact"),
            Slip(2, [("prawdopodobnie ułatwia zasypianie", "ułatwia zasypianie")], "hedge"),
        ],
    ),
    Case(
        key="en-library-ebook-audiobook-lending-changes",
        source="From 3 March, Eastfield Libraries will change how ebook loans work in the BorrowBox app. Members can borrow up to six ebooks and four audiobooks at a time, and each loan lasts 21 days. Titles are returned automatically, so there are no late fees. You may renew a loan once if nobody else has reserved the title. Reservations must be collected within three days of the notification, or they will pass to the next person in the queue. Children's cards cannot be used to borrow titles rated 16+. Full details are at eastfield.gov.uk/libraries/ebooks.",
        good=[
            Good(
                "preserve",
                "What's changing with ebooks? From 3 March, Eastfield Libraries is changing how ebook loans work in the BorrowBox app.\n\n"
                "- How many can I borrow? Up to six ebooks and four audiobooks at a time, each for 21 days.\n"
                "- Are there late fees? No – titles are returned automatically.\n"
                "- May I renew? Yes, once, as long as nobody else has reserved the title.\n"
                "- Reservations: these must be collected within three days of the notification, otherwise they pass to the next person in the queue.\n"
                "- Children's cards: these cannot be used to borrow titles rated 16+.\n\n"
                "Full details: eastfield.gov.uk/libraries/ebooks.",
            ),
            Good(
                "preserve",
                "With effect from 3 March, ebook loans in the BorrowBox app will work differently at Eastfield Libraries. Each member can borrow up to six ebooks and four audiobooks at any one time, with a loan period of 21 days. Because titles are returned automatically, no late fees are charged. A loan may be renewed once, provided the title has not been reserved by anyone else. Reserved titles must be collected within three days of notification; otherwise, they pass to the next person in the queue. Titles rated 16+ cannot be borrowed on children's cards. For full details, visit eastfield.gov.uk/libraries/ebooks.",
            ),
            Good(
                "pl",
                "Od 3 marca Biblioteki Eastfield zmieniają zasady wypożyczania e-booków w aplikacji BorrowBox. Czytelnicy mogą wypożyczyć jednocześnie do sześciu e-booków i czterech audiobooków, a każde wypożyczenie trwa 21 dni. Tytuły są zwracane automatycznie, więc nie ma opłat za przetrzymanie. Wypożyczenie możesz przedłużyć jeden raz, jeśli nikt inny nie zarezerwował danego tytułu. Rezerwacje muszą zostać odebrane w ciągu trzech dni od powiadomienia, w przeciwnym razie przechodzą na kolejną osobę w kolejce. Na kartę dziecięcą nie można wypożyczać tytułów z oznaczeniem 16+. Szczegółowe informacje: eastfield.gov.uk/libraries/ebooks.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "these cannot be used to borrow titles rated 16+",
                        "these can be used to borrow titles rated 16+",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("Reserved titles must be collected", "Reserved titles should be collected")],
                "modality",
            ),
            Slip(
                2,
                [("eastfield.gov.uk/libraries/ebooks", "eastfield.gov.uk/biblioteki/ebooki")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-business-centre-cctv-privacy-notice",
        source="CCTV notice – Harbourside Business Centre. Cameras operate in the reception area, car park and stairwells 24 hours a day. Recordings are processed on the basis of our legitimate interest in protecting people and property, under Article 6(1)(f) of the UK GDPR. Footage is kept for 30 days and then deleted automatically, unless it is needed for an ongoing investigation. Cameras do not record audio and are not installed in toilets or changing areas. You have the right to request a copy of footage showing you; requests must be made in writing to dpo@harboursidebc.co.uk. This notice was last reviewed on 12 September 2024.",
        good=[
            Good(
                "preserve",
                "CCTV at Harbourside Business Centre: what you need to know. Cameras record 24 hours a day in reception, the car park and the stairwells. We process the recordings under Article 6(1)(f) of the UK GDPR, relying on our legitimate interest in protecting people and property. Footage is deleted automatically after 30 days, unless it is needed for an ongoing investigation. The cameras do not record sound, and they are not installed in toilets or changing areas. If footage shows you, you have the right to ask for a copy; requests must be made in writing to dpo@harboursidebc.co.uk. Notice last reviewed: 12 September 2024.",
            ),
            Good(
                "preserve",
                "Harbourside Business Centre – CCTV Notice\n\n"
                "- Coverage: reception area, car park and stairwells, 24 hours a day.\n"
                "- Legal basis: legitimate interest in protecting people and property (Article 6(1)(f), UK GDPR).\n"
                "- Retention: 30 days, after which footage is deleted automatically, except where it is needed for an ongoing investigation.\n"
                "- Limits: cameras do not record audio and are not installed in toilets or changing areas.\n"
                "- Your rights: you have the right to request a copy of footage in which you appear. Requests must be submitted in writing to dpo@harboursidebc.co.uk.\n"
                "- Last reviewed: 12 September 2024.",
            ),
            Good(
                "pl",
                "Informacja o monitoringu wizyjnym – Harbourside Business Centre. Kamery działają 24 godziny na dobę w recepcji, na parkingu i na klatkach schodowych. Nagrania przetwarzamy na podstawie naszego prawnie uzasadnionego interesu, jakim jest ochrona osób i mienia, zgodnie z art. 6 ust. 1 lit. f UK GDPR. Nagrania są przechowywane przez 30 dni, a następnie automatycznie usuwane, chyba że są potrzebne w toczącym się postępowaniu wyjaśniającym. Kamery nie rejestrują dźwięku i nie są zainstalowane w toaletach ani w przebieralniach. Masz prawo zażądać kopii nagrania, na którym jesteś widoczny; wnioski muszą być składane na piśmie na adres dpo@harboursidebc.co.uk. Ostatni przegląd tej informacji: 12 września 2024 r.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Notice last reviewed: 12 September 2024.",
                        "Notice last reviewed: 12 September 2023.",
                    )
                ],
                "date",
            ),
            Slip(
                1, [("(Article 6(1)(f), UK GDPR)", "(Article 6(1)(e), UK GDPR)")], "legal_reference"
            ),
            Slip(
                2,
                [("Kamery nie rejestrują dźwięku i nie są", "Kamery rejestrują dźwięk i nie są")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-client-library-v4-release-notes",
        source="## v4.2.0 – Release notes\n\n"
        "### Breaking changes\n"
        "- The `fetch_all()` method has been removed; use `fetch_pages(limit=...)` instead.\n"
        "- The minimum supported Node.js version is now 18.\n\n"
        "### Deprecations\n"
        "- `Client.connect(timeout)` is deprecated and will be removed in v5.0, planned for June 2025. Pass `timeout` to the `Client` constructor instead.\n\n"
        "### Fixes\n"
        "- Retries no longer double-count failed requests (#1184).\n\n"
        "You should upgrade from v3.x only after reading the [migration guide](https://docs.quayside.dev/migrate/v4).",
        good=[
            Good(
                "preserve",
                "## Release notes for v4.2.0\n\n"
                "### Breaking changes\n"
                "- `fetch_all()` is gone. Use `fetch_pages(limit=...)` in its place.\n"
                "- Node.js 18 is now the oldest version we support.\n\n"
                "### Deprecations\n"
                "- `Client.connect(timeout)` is now deprecated and will be removed in v5.0, which is planned for June 2025. Instead, pass `timeout` to the `Client` constructor.\n\n"
                "### Fixes\n"
                "- Failed requests are no longer counted twice when retried (#1184).\n\n"
                "If you're on v3.x, you should upgrade only after reading the [migration guide](https://docs.quayside.dev/migrate/v4).",
            ),
            Good(
                "preserve",
                "## v4.2.0 – Release notes\n\n"
                "### Breaking changes\n"
                "- Removed: `fetch_all()`. Use `fetch_pages(limit=...)` instead.\n"
                "- Minimum supported Node.js version raised to 18.\n\n"
                "### Deprecations\n"
                "- Deprecated: `Client.connect(timeout)`. It will be removed in v5.0 (planned for June 2025); pass `timeout` to the `Client` constructor instead.\n\n"
                "### Fixes\n"
                "- Retries no longer double-count failed requests (#1184).\n\n"
                "Upgrading from v3.x? You should do so only after reading the [migration guide](https://docs.quayside.dev/migrate/v4).",
            ),
            Good(
                "pl",
                "## v4.2.0 – Informacje o wydaniu\n\n"
                "### Zmiany niekompatybilne wstecz\n"
                "- Metoda `fetch_all()` została usunięta; zamiast niej użyj `fetch_pages(limit=...)`.\n"
                "- Minimalna obsługiwana wersja Node.js to teraz 18.\n\n"
                "### Funkcje przestarzałe\n"
                "- Metoda `Client.connect(timeout)` jest przestarzała i zostanie usunięta w v5.0, planowanej na czerwiec 2025. Zamiast tego przekaż `timeout` do konstruktora `Client`.\n\n"
                "### Poprawki\n"
                "- Ponowienia nie liczą już podwójnie nieudanych żądań (#1184).\n\n"
                "Aktualizację z v3.x powinno się przeprowadzać dopiero po przeczytaniu [przewodnika migracji](https://docs.quayside.dev/migrate/v4).",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Use `fetch_pages(limit=...)` in its place.",
                        "Use `fetch_page(limit=...)` in its place.",
                    )
                ],
                "code",
            ),
            Slip(1, [("(planned for June 2025)", "(planned for July 2025)")], "date"),
            Slip(
                2,
                [("Metoda `Client.connect(timeout)` jest", "Metoda Client.connect(timeout) jest")],
                "markdown",
            ),
        ],
    ),
    Case(
        key="en-coffee-roaster-wholesale-account-terms",
        source="Wholesale terms – Ridgeback Coffee Roasters. Our minimum order is 5 kg per delivery, in any combination of blends and single origins. Prices on the current list are per kilogram, exclude VAT and are fixed until 31 December; after that they may be adjusted with 30 days' written notice. Orders placed before noon on a weekday are roasted and dispatched within two working days. Invoices must be paid within 14 days. New cafés can request a free 1 kg sample of up to two coffees before opening an account. We should be able to supply a grinder on loan for accounts ordering more than 20 kg a month.",
        good=[
            Good(
                "preserve",
                "Ridgeback Coffee Roasters – wholesale terms at a glance\n\n"
                "- Minimum order: 5 kg per delivery, in any mix of blends and single origins.\n"
                "- Pricing: current list prices are per kilogram, exclude VAT and are fixed until 31 December. After that, they may be adjusted, with 30 days' written notice.\n"
                "- Dispatch: order before noon on a weekday and we'll roast and dispatch within two working days.\n"
                "- Payment: invoices must be paid within 14 days.\n"
                "- Samples: if you're a new café, you can request a free 1 kg sample of up to two coffees before opening an account.\n"
                "- Equipment: if your account orders more than 20 kg a month, we should be able to lend you a grinder.",
            ),
            Good(
                "preserve",
                "Ridgeback Coffee Roasters supplies wholesale customers on the following terms. The minimum order is 5 kg per delivery, made up of any combination of blends and single origins. Current list prices are quoted per kilogram, exclusive of VAT, and remain fixed until 31 December, after which they may be adjusted on 30 days' written notice. Orders received before noon on a weekday are roasted and dispatched within two working days, and invoices must be paid within 14 days. Before opening an account, new cafés can request a free 1 kg sample of up to two coffees. For accounts ordering more than 20 kg a month, we should be able to supply a grinder on loan.",
            ),
            Good(
                "pl",
                "Warunki hurtowe – Ridgeback Coffee Roasters. Minimalne zamówienie to 5 kg na dostawę, w dowolnym połączeniu mieszanek i kaw single origin. Ceny z aktualnego cennika podane są za kilogram, nie zawierają VAT i pozostają niezmienne do 31 grudnia; później mogą zostać skorygowane po pisemnym powiadomieniu z 30-dniowym wyprzedzeniem. Zamówienia złożone przed południem w dzień powszedni są palone i wysyłane w ciągu dwóch dni roboczych. Faktury muszą zostać opłacone w ciągu 14 dni. Nowe kawiarnie mogą przed założeniem konta poprosić o bezpłatną próbkę 1 kg maksymalnie dwóch kaw. Klientom zamawiającym ponad 20 kg miesięcznie powinniśmy móc wypożyczyć młynek.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "invoices must be paid within 14 days",
                        "invoices should be paid within 14 days",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "we should be able to supply a grinder on loan.",
                        "we should be able to supply a grinder on loan, along with free barista training for your staff.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("ponad 20 kg miesięcznie", "ponad 10 kg miesięcznie")], "number"),
        ],
    ),
    Case(
        key="en-veteran-oak-pruning-advice-note",
        source="Advice note: pruning veteran oak trees. Heavy crown reduction is not recommended for veteran oaks, because large wounds are likely to decay before they can seal. Where work is unavoidable, it should be phased over at least three to five years, removing no more than 10% of the live crown at a time (Fay, 2002; BS 3998:2010, section 7.3). Pruning is best carried out in late winter, and never during the bird-nesting season from March to August without a prior survey. Deadwood should normally be retained, as it probably supports more than 1,700 invertebrate species in the UK (Alexander, 2008).",
        good=[
            Good(
                "preserve",
                "Pruning veteran oaks: an advice note. We do not recommend heavy crown reduction on veteran oaks, since large wounds are likely to decay before they have a chance to seal. If work cannot be avoided, it should be spread over at least three to five years, taking off no more than 10% of the live crown each time (Fay, 2002; BS 3998:2010, section 7.3). The best time to prune is late winter; never prune during the March–August bird-nesting season without a prior survey. As a rule, deadwood should be left in place, because it probably supports more than 1,700 invertebrate species in the UK (Alexander, 2008).",
            ),
            Good(
                "preserve",
                "Advice note – pruning veteran oak trees\n\n"
                "- Heavy crown reduction: not recommended for veteran oaks, as large wounds are likely to decay before they can seal.\n"
                "- Unavoidable work: it should be phased over at least three to five years, removing no more than 10% of the live crown at a time (Fay, 2002; BS 3998:2010, section 7.3).\n"
                "- Timing: late winter is best. Never prune during the bird-nesting season (March to August) without a prior survey.\n"
                "- Deadwood: should normally be retained – it probably supports more than 1,700 invertebrate species in the UK (Alexander, 2008).",
            ),
            Good(
                "pl",
                "Nota doradcza: cięcie dębów-weteranów. Silna redukcja korony nie jest zalecana w przypadku dębów-weteranów, ponieważ duże rany prawdopodobnie zaczną się rozkładać, zanim zdążą się zabliźnić. Jeżeli prace są nieuniknione, powinno się je rozłożyć na co najmniej trzy do pięciu lat, usuwając jednorazowo nie więcej niż 10% żywej korony (Fay, 2002; BS 3998:2010, sekcja 7.3). Cięcie najlepiej wykonywać późną zimą i nigdy w okresie lęgowym ptaków, od marca do sierpnia, bez uprzedniej inwentaryzacji. Martwe drewno powinno się zwykle pozostawiać, ponieważ prawdopodobnie stanowi siedlisko ponad 1700 gatunków bezkręgowców w Wielkiej Brytanii (Alexander, 2008).",
            ),
        ],
        bad=[
            Slip(0, [("(Alexander, 2008)", "(Alexander, 2018)")], "citation"),
            Slip(1, [("it probably supports more than", "it supports more than")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Silna redukcja korony nie jest zalecana",
                        "Silna redukcja korony jest zalecana",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-riverside-marathon-water-station-briefing",
        source="Briefing for water station volunteers – Riverside Marathon, Sunday 5 October. Please arrive at your station by 7:15; the first runners are expected to pass about 40 minutes after the 8:30 start. Each station has roughly 6,000 cups, and you should fill no more than three tables in advance so the water stays clean. Hand cups out with an open palm and do not step into the running line. Gel packets may be handed out only at stations 4 and 7. If a runner collapses, you must radio the medical team on channel 3 immediately and must not move them unless they are in danger. The last runners will probably pass around 14:00.",
        good=[
            Good(
                "preserve",
                "Riverside Marathon, Sunday 5 October – briefing for water station volunteers. Please be at your station by 7:15. The race starts at 8:30, and the first runners are expected to reach you about 40 minutes later. Your station will have roughly 6,000 cups; you should fill no more than three tables ahead of time, so the water stays clean. Offer cups on an open palm, and don't step into the runners' line. Gel packets may be handed out only at stations 4 and 7. If a runner collapses, you must radio the medical team on channel 3 straight away, and you must not move them unless they're in danger. The last runners will probably come through around 14:00.",
            ),
            Good(
                "preserve",
                "Water station volunteers – Riverside Marathon (Sunday 5 October)\n\n"
                "1. Arrival: please be at your station by 7:15.\n"
                "2. Timing: the start is at 8:30, and the first runners are expected about 40 minutes later; the last ones will probably pass around 14:00.\n"
                "3. Supplies: roughly 6,000 cups per station. You should fill no more than three tables in advance, to keep the water clean.\n"
                "4. Handing out: use an open palm and do not step into the running line.\n"
                "5. Gels: these may be handed out only at stations 4 and 7.\n"
                "6. Collapsed runner: you must radio the medical team on channel 3 immediately, and you must not move the runner unless they are in danger.",
            ),
            Good(
                "pl",
                "Odprawa dla wolontariuszy na punktach z wodą – Riverside Marathon, niedziela 5 października. Prosimy o przybycie na punkt do godz. 7:15; pierwszych biegaczy spodziewamy się około 40 minut po starcie o 8:30. Każdy punkt ma mniej więcej 6000 kubków; z wyprzedzeniem powinno się napełnić nie więcej niż trzy stoły, aby woda pozostała czysta. Podawaj kubki na otwartej dłoni i nie wchodź na linię biegu. Żele wolno rozdawać wyłącznie na punktach 4 i 7. Jeśli biegacz zasłabnie, musisz natychmiast wezwać przez radio zespół medyczny na kanale 3 i nie wolno ci go przenosić, chyba że grozi mu niebezpieczeństwo. Ostatni biegacze prawdopodobnie miną punkt około 14:00.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("will probably come through around 14:00", "will come through around 14:00")],
                "hedge",
            ),
            Slip(1, [("roughly 6,000 cups per station", "roughly 600 cups per station")], "number"),
            Slip(2, [("musisz natychmiast wezwać", "możesz natychmiast wezwać")], "modality"),
        ],
    ),
    Case(
        key="en-warm-homes-insulation-grant-eligibility",
        source="The Warm Homes Insulation Grant covers up to 80% of the cost of loft or cavity wall insulation, to a maximum of £4,000 per property. To be eligible, you must own and live in the home, and your household income must be below £36,000 a year. Landlords cannot apply under this scheme. Work must be carried out by an installer registered with TrustMark, and you should get at least two quotes before applying. Most applications are decided within six weeks. Apply online at warmhomesgrant.org.uk/apply or ask for a paper form by emailing grants@warmhomesgrant.org.uk.",
        good=[
            Good(
                "preserve",
                "**How much can I get?** The Warm Homes Insulation Grant pays up to 80% of the cost of loft or cavity wall insulation, capped at £4,000 per property.\n\n"
                "**Am I eligible?** You must own the home and live in it, and your household income must be under £36,000 a year. Landlords cannot apply under this scheme.\n\n"
                "**Who does the work?** It must be carried out by a TrustMark-registered installer, and you should get at least two quotes before you apply.\n\n"
                "**How long does it take?** Most applications are decided within six weeks.\n\n"
                "**How do I apply?** Online at warmhomesgrant.org.uk/apply, or email grants@warmhomesgrant.org.uk to ask for a paper form.",
            ),
            Good(
                "preserve",
                "Under the Warm Homes Insulation Grant, up to 80% of the cost of loft or cavity wall insulation is covered, with a ceiling of £4,000 per property. Applicants must be owner-occupiers with an annual household income below £36,000; landlords cannot apply under this scheme. The work must be done by an installer registered with TrustMark, and applicants should obtain at least two quotes before applying. Most applications are decided within six weeks. Applications can be made online at warmhomesgrant.org.uk/apply, and paper forms can be requested by email from grants@warmhomesgrant.org.uk.",
            ),
            Good(
                "pl",
                "Dotacja Warm Homes Insulation Grant pokrywa do 80% kosztów ocieplenia poddasza lub ścian szczelinowych, maksymalnie 4000 GBP na nieruchomość. Aby się zakwalifikować, musisz być właścicielem domu i w nim mieszkać, a roczny dochód Twojego gospodarstwa domowego musi wynosić poniżej 36 000 GBP. Wynajmujący nie mogą ubiegać się o dotację w ramach tego programu. Prace musi wykonać instalator zarejestrowany w TrustMark, a przed złożeniem wniosku powinieneś uzyskać co najmniej dwie wyceny. Większość wniosków jest rozpatrywana w ciągu sześciu tygodni. Złóż wniosek online na stronie warmhomesgrant.org.uk/apply lub poproś o formularz papierowy, pisząc na adres grants@warmhomesgrant.org.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Online at warmhomesgrant.org.uk/apply",
                        "Online at warmhomesgrant.gov.uk/apply",
                    )
                ],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "landlords cannot apply under this scheme.",
                        "landlords cannot apply under this scheme but may use the separate Landlord Energy Fund.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("poniżej 36 000 GBP", "poniżej 30 000 GBP")], "number"),
        ],
    ),
    Case(
        key="en-street-tree-canopy-cooling-study",
        source="A study published this month in *Urban Climate Letters* (doi:10.4172/ucl.2025.0318) suggests that streets with at least 30% tree canopy are, on average, 1.5 °C cooler on summer afternoons than comparable streets without trees. The team, led by Dr Maria Esteves of the Lisbon Institute for Urban Climate, analysed satellite and sensor data from 14 European cities between 2019 and 2023. The cooling effect was not the same everywhere: it was weakest in narrow streets with tall buildings. The authors caution that the findings do not show that planting trees alone will prevent heat-related deaths, and they call for further research.",
        good=[
            Good(
                "preserve",
                "A new study in *Urban Climate Letters* (doi:10.4172/ucl.2025.0318), published this month, suggests that streets with 30% or more tree canopy are on average 1.5 °C cooler on summer afternoons than similar streets without trees. Researchers led by Dr Maria Esteves of the Lisbon Institute for Urban Climate looked at satellite and sensor data from 14 European cities, covering 2019 to 2023. The cooling was not uniform: narrow streets lined with tall buildings saw the weakest effect. The authors warn that the results do not show that planting trees alone will prevent heat-related deaths, and they call for more research.",
            ),
            Good(
                "preserve",
                "Study summary: tree canopy and street temperature\n\n"
                "- Source: *Urban Climate Letters*, published this month (doi:10.4172/ucl.2025.0318).\n"
                "- Team: led by Dr Maria Esteves, Lisbon Institute for Urban Climate.\n"
                "- Data: satellite and sensor data from 14 European cities, 2019–2023.\n"
                "- Main finding: the study suggests that streets with at least 30% tree canopy are, on average, 1.5 °C cooler on summer afternoons than comparable streets without trees.\n"
                "- Variation: the effect was not the same everywhere and was weakest in narrow streets with tall buildings.\n"
                "- Caveat: the findings do not show that planting trees alone will prevent heat-related deaths; the authors call for further research.",
            ),
            Good(
                "pl",
                "Badanie opublikowane w tym miesiącu w *Urban Climate Letters* (doi:10.4172/ucl.2025.0318) sugeruje, że ulice, na których korony drzew pokrywają co najmniej 30% powierzchni, są w letnie popołudnia średnio o 1,5 °C chłodniejsze niż porównywalne ulice bez drzew. Zespół kierowany przez dr Marię Esteves z Lisbon Institute for Urban Climate przeanalizował dane satelitarne i pomiary z czujników z 14 europejskich miast z lat 2019–2023. Efekt chłodzący nie był wszędzie jednakowy: najsłabszy okazał się na wąskich ulicach z wysoką zabudową. Autorzy zastrzegają, że wyniki nie dowodzą, iż samo sadzenie drzew zapobiegnie zgonom związanym z upałami, i wzywają do dalszych badań.",
            ),
        ],
        bad=[
            Slip(0, [("(doi:10.4172/ucl.2025.0318)", "(doi:10.4172/ucl.2025.0381)")], "citation"),
            Slip(
                1,
                [
                    (
                        "the findings do not show that planting trees alone will prevent",
                        "the findings show that planting trees alone will prevent",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "z 14 europejskich miast z lat 2019–2023.",
                        "z 14 europejskich miast, w tym z Warszawy i Krakowa, z lat 2019–2023.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
