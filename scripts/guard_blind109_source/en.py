# ruff: noqa: E501, RUF001
"""English source cases of blind set 109: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-adult-ice-skating-beginner-course",
        source=(
            "Our adult beginner skating course runs for eight weeks, starting on Tuesday 14 January 2025, "
            "with sessions from 7:15 to 8:00 pm at Riverside Ice Arena. Groups are capped at 12 skaters, "
            "and the full course costs £96, which includes skate hire. You do not need any previous "
            "experience, but you should be able to stand unaided on a hard surface for a few minutes. "
            "Helmets are strongly recommended for the first three sessions and are available free of "
            "charge at the rink desk. If you miss a session, it cannot be carried over to a later course, "
            "though you may join a Saturday practice slot instead."
        ),
        good=[
            Good(
                "preserve",
                "New to skating? Our eight-week adult beginner course at Riverside Ice Arena starts on "
                "Tuesday, January 14, 2025, and each session runs from 7:15 to 8:00 pm. We keep groups to a "
                "maximum of 12 skaters, and the £96 course fee covers your skate hire. No previous experience "
                "is needed, although you should be able to stand on a hard surface without help for a few "
                "minutes. We strongly recommend wearing a helmet for the first three sessions, and you can "
                "borrow one free of charge from the rink desk. Missed sessions can't be carried over to a "
                "later course, but you may come to a Saturday practice slot instead.",
            ),
            Good(
                "preserve",
                "Adult beginner skating course: key facts\n\n"
                "- Length: 8 weeks, starting Tuesday 14 January 2025\n"
                "- Time and place: 7:15–8:00 pm, Riverside Ice Arena\n"
                "- Group size: no more than 12 skaters\n"
                "- Price: £96 for the full course, skate hire included\n"
                "- Experience: none needed, but you should be able to stand unaided on a hard surface for a few minutes\n"
                "- Helmets: strongly recommended for the first three sessions; free to borrow at the rink desk\n"
                "- Missed sessions: these cannot be carried over to a later course, though you may join a Saturday practice slot instead",
            ),
            Good(
                "pl",
                "Nasz kurs łyżwiarstwa dla dorosłych początkujących trwa osiem tygodni i zaczyna się we "
                "wtorek 14 stycznia 2025 r. Zajęcia odbywają się w godz. 19:15–20:00 na lodowisku Riverside "
                "Ice Arena. Grupy liczą maksymalnie 12 osób, a cały kurs kosztuje 96 funtów, łącznie z "
                "wypożyczeniem łyżew. Nie potrzebujesz wcześniejszego doświadczenia, ale powinieneś umieć "
                "przez kilka minut stać bez pomocy na twardej powierzchni. Na pierwszych trzech zajęciach "
                "zdecydowanie zalecamy kask – można go bezpłatnie wypożyczyć w recepcji lodowiska. "
                "Opuszczonych zajęć nie można przenieść na późniejszy kurs, ale zamiast nich możesz przyjść "
                "na sobotni trening.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("No previous experience is needed", "Some previous experience is needed")],
                "negation",
            ),
            Slip(1, [("no more than 12 skaters", "no more than 15 skaters")], "number"),
            Slip(2, [("we wtorek 14 stycznia 2025 r.", "we wtorek 21 stycznia 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-pottery-studio-kiln-hire-rules",
        source=(
            "Members can rent the studio's large electric kiln for their own firings at £35 per bisque "
            "load and £45 per glaze load. Bookings must be made at least five days in advance through the "
            "front desk, and each load is limited to a maximum of 40 kg of ware. All pieces must be "
            "completely dry before loading; damp work can crack or explode and damage other people's pots. "
            "Glazes should be cone 6 or lower, since the kiln is not rated for higher temperatures. Staff "
            "will unload the kiln once it has cooled, which usually takes about 36 hours, and you may "
            "collect your work from the shelves by the back door."
        ),
        good=[
            Good(
                "preserve",
                "If you're a member, you can hire the studio's large electric kiln to fire your own work. It "
                "costs £35 for a bisque load and £45 for a glaze load. You must book at least five days ahead "
                "at the front desk, and no single load may exceed 40 kg of ware. Every piece must be "
                "completely dry before it goes in: damp work can crack or explode and damage other people's "
                "pots. Your glazes should be cone 6 or lower, because the kiln is not rated for higher "
                "temperatures. Once the kiln has cooled (usually after about 36 hours), staff will unload it, "
                "and you may pick up your work from the shelves by the back door.",
            ),
            Good(
                "preserve",
                "Kiln hire for members\n\nThe studio's large electric kiln is available to members for private "
                "firings. Charges are £35 per bisque load and £45 per glaze load, with a maximum of 40 kg of "
                "ware per load. Reservations must be made through the front desk no later than five days in "
                "advance. Work must be completely dry when loaded, as damp pieces can crack or explode and "
                "damage pots belonging to others. Glazes should not exceed cone 6, as the kiln is not rated "
                "for higher temperatures. The kiln is unloaded by staff once it has cooled, which usually "
                "takes about 36 hours, and members may then collect their work from the shelves by the back door.",
            ),
            Good(
                "pl",
                "Członkowie pracowni mogą wynająć duży piec elektryczny do własnych wypałów: 35 funtów za "
                "wsad do wypału biskwitowego i 45 funtów za wsad do wypału szkliwnego. Rezerwacji trzeba "
                "dokonać w recepcji co najmniej pięć dni wcześniej, a jeden wsad może ważyć maksymalnie 40 kg. "
                "Wszystkie prace muszą być przed załadunkiem całkowicie suche – wilgotne mogą pęknąć lub "
                "wybuchnąć i uszkodzić naczynia innych osób. Szkliwa powinny być na stożek 6 lub niższy, "
                "ponieważ piec nie jest przystosowany do wyższych temperatur. Gdy piec ostygnie, co zwykle "
                "trwa około 36 godzin, obsługa go rozładuje, a swoje prace możesz odebrać z półek przy "
                "tylnych drzwiach.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "You must book at least five days ahead",
                        "You should book at least five days ahead",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [("Charges are £35 per bisque load", "Charges are £30 per bisque load")],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "obsługa go rozładuje,",
                        "obsługa go rozładuje i sprawdzi każdą pracę pod kątem pęknięć,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-carter-street-baths-history-note",
        source=(
            "The Carter Street Baths opened in 1898, funded largely by a bequest from the mill owner "
            "Samuel Carter, and are thought to have been the first public baths in the town to offer hot "
            "water to every cubicle. According to Hobbs (1974, p. 112), around 2,000 people used the "
            "slipper baths each week in the years before the First World War. The swimming pool was added "
            "in 1927, and the building probably served as a first-aid post during the Second World War, "
            "although no official record of this survives. The baths closed in March 1981 and the building "
            "is now Grade II listed."
        ),
        good=[
            Good(
                "preserve",
                "Opened in 1898, the Carter Street Baths were paid for mostly through a bequest from mill "
                "owner Samuel Carter. They are thought to have been the town's first public baths with hot "
                "water in every cubicle. Hobbs (1974, p. 112) reports that roughly 2,000 people a week used "
                "the slipper baths in the years leading up to the First World War. A swimming pool followed "
                "in 1927. During the Second World War the building probably acted as a first-aid post, though "
                "no official record of this has survived. The baths shut in March 1981, and the building is "
                "now Grade II listed.",
            ),
            Good(
                "preserve",
                "Carter Street Baths: a short history\n\n"
                "- 1898: the baths open, largely funded by a bequest from mill owner Samuel Carter. They are "
                "believed to have been the first public baths in town to supply hot water to every cubicle.\n"
                "- Before the First World War: about 2,000 people a week use the slipper baths (Hobbs, 1974, p. 112).\n"
                "- 1927: the swimming pool is added.\n"
                "- Second World War: the building probably serves as a first-aid post, although no official "
                "record of this survives.\n"
                "- March 1981: the baths close. The building is now Grade II listed.",
            ),
            Good(
                "pl",
                "Łaźnie przy Carter Street otwarto w 1898 roku, w dużej mierze dzięki zapisowi w testamencie "
                "właściciela przędzalni Samuela Cartera. Uważa się, że była to pierwsza publiczna łaźnia w "
                "mieście, w której ciepła woda docierała do każdej kabiny. Według Hobbsa (1974, s. 112) w "
                "latach poprzedzających pierwszą wojnę światową z wanien korzystało około 2000 osób "
                "tygodniowo. Basen dobudowano w 1927 roku, a podczas drugiej wojny światowej w budynku "
                "prawdopodobnie mieścił się punkt pierwszej pomocy, choć nie zachował się żaden oficjalny "
                "dokument, który by to potwierdzał. Łaźnie zamknięto w marcu 1981 roku, a budynek jest dziś "
                "zabytkiem wpisanym do rejestru w kategorii Grade II.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "the building probably acted as a first-aid post",
                        "the building acted as a first-aid post",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [("- 1927: the swimming pool is added.", "- 1932: the swimming pool is added.")],
                "date",
            ),
            Slip(2, [("Według Hobbsa (1974, s. 112)", "Według Hobbsa (1947, s. 112)")], "citation"),
        ],
    ),
    Case(
        key="en-dexport-cli-export-options-docs",
        source=(
            "## Exporting data\n\n"
            "Use `dexport run` to write records to a file. By default the tool exports the last 30 days of "
            "data as CSV to `./export/`.\n\n"
            "- Pass `--format parquet` to write Parquet instead of CSV.\n"
            "- Pass `--since 2024-01-01` to set a custom start date.\n"
            "- Use `--dry-run` to see how many rows would be written without creating any files.\n\n"
            "Exports larger than 2 GB are split into numbered parts. The tool does not overwrite existing "
            "files; add `--force` if you want to replace them. Credentials are read from `DEXPORT_TOKEN` "
            "and are never written to the log."
        ),
        good=[
            Good(
                "preserve",
                "## Exporting data\n\n"
                "To write records to a file, run `dexport run`. Unless you say otherwise, it exports the last "
                "30 days of data in CSV format to `./export/`.\n\n"
                "- For Parquet output instead of CSV, add `--format parquet`.\n"
                "- To choose your own start date, add `--since 2024-01-01`.\n"
                "- To check how many rows would be written without creating any files, use `--dry-run`.\n\n"
                "Any export over 2 GB is split into numbered parts. Existing files are not overwritten by the "
                "tool; to replace them, add `--force`. Credentials come from `DEXPORT_TOKEN` and are never "
                "written to the log.",
            ),
            Good(
                "preserve",
                "## Exporting data\n\n"
                "The `dexport run` command writes records to a file. With no options, it exports the most "
                "recent 30 days of data as CSV into `./export/`.\n\n"
                "| Option | Effect |\n"
                "|---|---|\n"
                "| `--format parquet` | Write Parquet instead of CSV |\n"
                "| `--since 2024-01-01` | Set a custom start date |\n"
                "| `--dry-run` | Show how many rows would be written, without creating any files |\n\n"
                "If an export exceeds 2 GB, it is split into numbered parts. Existing files are never "
                "overwritten unless you add `--force`. Credentials are taken from `DEXPORT_TOKEN` and are "
                "never written to the log.",
            ),
            Good(
                "pl",
                "## Eksport danych\n\n"
                "Aby zapisać rekordy do pliku, użyj `dexport run`. Domyślnie narzędzie eksportuje dane z "
                "ostatnich 30 dni w formacie CSV do katalogu `./export/`.\n\n"
                "- Dodaj `--format parquet`, aby zapisać dane w formacie Parquet zamiast CSV.\n"
                "- Dodaj `--since 2024-01-01`, aby ustawić własną datę początkową.\n"
                "- Użyj `--dry-run`, aby sprawdzić, ile wierszy zostałoby zapisanych, bez tworzenia plików.\n\n"
                "Eksporty większe niż 2 GB są dzielone na numerowane części. Narzędzie nie nadpisuje "
                "istniejących plików; jeśli chcesz je zastąpić, dodaj `--force`. Dane uwierzytelniające są "
                "odczytywane ze zmiennej `DEXPORT_TOKEN` i nigdy nie trafiają do logu.",
            ),
        ],
        bad=[
            Slip(0, [("add `--since 2024-01-01`", "add `--from 2024-01-01`")], "code"),
            Slip(
                1,
                [
                    (
                        "| `--dry-run` | Show how many rows would be written, without creating any files |\n",
                        "",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "Narzędzie nie nadpisuje istniejących plików",
                        "Narzędzie nadpisuje istniejące pliki",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-forest-school-summer-holiday-club",
        source=(
            "Forest School Holiday Club runs from Monday 28 July to Friday 8 August 2025 at Hollins Wood, "
            "for children aged 5 to 11. Each day starts at 9:00 am and finishes at 3:30 pm. Children must "
            "wear long sleeves, long trousers and sturdy boots, whatever the weather, and should bring a "
            "packed lunch and a full water bottle. We cannot provide spare clothing. Places are booked by "
            "the day at £32, and bookings close at noon on Friday 18 July. To book, or to ask about sibling "
            "discounts, visit www.hollinsforestschool.org.uk/holiday-club or email "
            "bookings@hollinsforestschool.org.uk."
        ),
        good=[
            Good(
                "preserve",
                "Join us at Hollins Wood for Forest School Holiday Club!\n\n"
                "- When: Monday 28 July to Friday 8 August 2025, 9:00 am to 3:30 pm each day\n"
                "- Who: children aged 5–11\n"
                "- Cost: £32 per day (places are booked by the day)\n"
                "- Clothing: children must wear long sleeves, long trousers and sturdy boots, whatever the "
                "weather. We can't provide spare clothing.\n"
                "- Food and drink: children should bring a packed lunch and a full water bottle\n"
                "- Booking deadline: 12 noon on Friday 18 July\n\n"
                "To book or ask about sibling discounts, go to www.hollinsforestschool.org.uk/holiday-club "
                "or email bookings@hollinsforestschool.org.uk.",
            ),
            Good(
                "preserve",
                "Your child (aged 5 to 11) can join our Forest School Holiday Club at Hollins Wood, "
                "which runs from Monday 28 July to Friday 8 August 2025. "
                "The day runs from 9:00 am until 3:30 pm. Please note that children must wear long sleeves, "
                "long trousers and sturdy boots in all weathers, and they should also bring a packed lunch "
                "and a full water bottle. We are unable to provide spare clothes. Places cost £32 per day and "
                "are booked day by day; bookings close at 12 noon on Friday 18 July. Visit "
                "www.hollinsforestschool.org.uk/holiday-club or email bookings@hollinsforestschool.org.uk to "
                "book or to ask about sibling discounts.",
            ),
            Good(
                "pl",
                "Wakacyjny klub Forest School działa od poniedziałku 28 lipca do piątku 8 sierpnia 2025 r. w "
                "lesie Hollins Wood i jest przeznaczony dla dzieci w wieku od 5 do 11 lat. Zajęcia trwają "
                "codziennie od 9:00 do 15:30. Dzieci muszą mieć na sobie długie rękawy, długie spodnie i "
                "solidne buty, niezależnie od pogody, i powinny przynieść własny lunch oraz pełną butelkę "
                "wody. Nie możemy zapewnić ubrań na zmianę. Miejsca rezerwuje się na poszczególne dni, w cenie "
                "32 funtów za dzień, a zapisy kończą się w piątek 18 lipca w południe. Aby zarezerwować "
                "miejsce lub zapytać o zniżki dla rodzeństwa, wejdź na www.hollinsforestschool.org.uk/holiday-club "
                "lub napisz na adres bookings@hollinsforestschool.org.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "www.hollinsforestschool.org.uk/holiday-club",
                        "www.hollinsforestschool.org.uk/holiday-clubs",
                    )
                ],
                "url",
            ),
            Slip(
                1,
                [("they should also bring a packed lunch", "they must also bring a packed lunch")],
                "modality",
            ),
            Slip(2, [("w piątek 18 lipca w południe", "w piątek 25 lipca w południe")], "date"),
        ],
    ),
    Case(
        key="en-bee-sting-allergy-first-aid",
        source=(
            "Most bee stings cause only local pain, redness and swelling, which usually settle within a "
            "few days. If the sting is still in the skin, scrape it out sideways with a fingernail or the "
            "edge of a card; do not squeeze it with tweezers, as this may push more venom into the wound. "
            "A cold compress can help reduce swelling. However, around 3% of adults may have a severe "
            "allergic reaction. Call 999 immediately if the person has difficulty breathing, swelling of "
            "the face or throat, or feels faint. Anyone with a known allergy should carry two adrenaline "
            "auto-injectors at all times and must use one straight away if symptoms start."
        ),
        good=[
            Good(
                "preserve",
                "What to do after a bee sting\n\n"
                "1. If the sting is still in the skin, scrape it out sideways using a fingernail or the edge "
                "of a card. Don't squeeze it with tweezers, because that may push more venom into the wound.\n"
                "2. Apply a cold compress, which can help bring the swelling down.\n"
                "3. Expect local pain, redness and swelling. For most stings that is all that happens, and it "
                "usually settles within a few days.\n"
                "4. Watch for a severe allergic reaction, which may affect around 3% of adults. If the person "
                "has difficulty breathing, swelling of the face or throat, or feels faint, call 999 immediately.\n\n"
                "People with a known allergy should carry two adrenaline auto-injectors at all times and must "
                "use one straight away if symptoms start.",
            ),
            Good(
                "preserve",
                "Most bee stings cause nothing worse than local pain, redness and swelling, and these usually "
                "clear up within a few days. Remove a sting that is still in the skin by scraping it sideways "
                "with a fingernail or a card edge. Do not use tweezers to squeeze it out, because this may "
                "push more venom in. A cold compress can help to reduce the swelling. Around 3% of adults, "
                "however, may have a severe allergic reaction: if someone has trouble breathing, a swollen "
                "face or throat, or feels faint, call 999 straight away. If you have a known allergy, you "
                "should carry two adrenaline auto-injectors at all times, and you must use one immediately "
                "once symptoms begin.",
            ),
            Good(
                "pl",
                "Większość użądleń pszczół powoduje jedynie miejscowy ból, zaczerwienienie i obrzęk, które "
                "zwykle ustępują w ciągu kilku dni. Jeśli żądło nadal tkwi w skórze, usuń je, zeskrobując je "
                "na bok paznokciem lub krawędzią karty; nie wyciskaj go pęsetą, ponieważ może to wtłoczyć do "
                "rany więcej jadu. Zimny okład może pomóc zmniejszyć obrzęk. U około 3% dorosłych może jednak "
                "wystąpić ciężka reakcja alergiczna. Natychmiast zadzwoń pod numer 999, jeśli osoba użądlona "
                "ma trudności z oddychaniem, obrzęk twarzy lub gardła albo czuje, że zaraz zemdleje. Osoby ze "
                "stwierdzoną alergią powinny zawsze nosić przy sobie dwa autowstrzykiwacze z adrenaliną i "
                "muszą natychmiast użyć jednego z nich, gdy pojawią się objawy.",
            ),
        ],
        bad=[
            Slip(
                0, [("which may affect around 3% of adults", "which affects 3% of adults")], "hedge"
            ),
            Slip(
                1,
                [("Do not use tweezers to squeeze it out", "Use tweezers to squeeze it out")],
                "negation",
            ),
            Slip(
                2,
                [("muszą natychmiast użyć jednego z nich", "mogą natychmiast użyć jednego z nich")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-elm-road-seed-library-borrowing",
        source=(
            "The Elm Road seed library is open to everyone, and you don't need to be a garden member to "
            "borrow. You can take up to five packets per visit, free of charge. We ask that you let a few "
            "of your best plants go to seed and return some of the seed at the end of the season, but this "
            "is not compulsory. Please do not donate seed from F1 hybrids, as they rarely grow true to "
            "type. Label every packet with the variety, the year it was saved and where it was grown. The "
            "library box in the potting shed is open from 10 am to 4 pm on Saturdays, March to October."
        ),
        good=[
            Good(
                "preserve",
                "Anyone can use the Elm Road seed library: you don't have to be a member of the garden to "
                "borrow seeds. Borrowing is free, and you can take up to five packets each visit. At the end "
                "of the season, we'd like you to let a few of your best plants go to seed and bring some of "
                "that seed back, though it isn't compulsory. Please don't donate seed saved from F1 hybrids, "
                "because they rarely grow true to type. Please label every packet with the variety, the year "
                "it was saved and where it was grown. You'll find the library box in the potting shed, open "
                "on Saturdays from 10 am to 4 pm between March and October.",
            ),
            Good(
                "preserve",
                "Elm Road seed library: how it works\n\n"
                "- Open to everyone; you don't need garden membership to borrow.\n"
                "- Take up to 5 packets per visit, free of charge.\n"
                "- We ask you to let a few of your best plants go to seed and return some seed at the end of "
                "the season (this is not compulsory).\n"
                "- Please do not donate seed from F1 hybrids: they rarely grow true to type.\n"
                "- Label each packet with the variety, the year it was saved and where it was grown.\n"
                "- The library box is in the potting shed, open 10 am–4 pm on Saturdays from March to October.",
            ),
            Good(
                "pl",
                "Biblioteka nasion przy Elm Road jest otwarta dla wszystkich i nie trzeba być członkiem "
                "ogrodu, żeby z niej wypożyczać. Podczas jednej wizyty możesz bezpłatnie wziąć do pięciu "
                "paczek. Prosimy, by pozwolić kilku najlepszym roślinom wydać nasiona i pod koniec sezonu "
                "oddać część z nich, ale nie jest to obowiązkowe. Prosimy nie przekazywać nasion odmian "
                "mieszańcowych F1, ponieważ rzadko powtarzają cechy odmiany. Każdą paczkę opisz nazwą "
                "odmiany, rokiem zebrania nasion i miejscem uprawy. Skrzynka biblioteki stoi w szopie "
                "ogrodniczej i jest dostępna w soboty od 10:00 do 16:00, od marca do października.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Borrowing is free,",
                        "Borrowing is free, thanks to a grant from Hartley Town Council,",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1, [("Take up to 5 packets per visit", "Take up to 3 packets per visit")], "number"
            ),
            Slip(2, [("ale nie jest to obowiązkowe", "i jest to obowiązkowe")], "negation"),
        ],
    ),
    Case(
        key="en-dvla-medical-condition-driver-declaration",
        source=(
            "Under section 94 of the Road Traffic Act 1988, you must tell the DVLA if you develop a "
            "notifiable medical condition or if an existing condition gets worse. Conditions include "
            "epilepsy, insulin-treated diabetes and certain heart conditions; the list of relevant "
            "disabilities is set out in section 92 of the same Act. You should also tell your insurer, as "
            "failing to do so may invalidate your cover. You do not need to stop driving while the DVLA "
            "looks into your case unless your doctor advises otherwise, but you must stop immediately if "
            "you have had a seizure. Making a false declaration is an offence and can lead to a fine of "
            "up to £1,000."
        ),
        good=[
            Good(
                "preserve",
                "Medical declarations for drivers\n\n"
                "Section 94 of the Road Traffic Act 1988 requires you to inform the DVLA if you develop a "
                "notifiable medical condition or if an existing condition worsens. Such conditions include:\n\n"
                "- epilepsy;\n"
                "- insulin-treated diabetes;\n"
                "- certain heart conditions.\n\n"
                "Relevant disabilities are listed in section 92 of the same Act. You should also notify your "
                "insurer, because failing to do so may invalidate your cover. While the DVLA considers your "
                "case, you do not need to stop driving unless your doctor advises otherwise; however, after a "
                "seizure you must stop driving immediately. A false declaration is an offence and can result "
                "in a fine of up to £1,000.",
            ),
            Good(
                "preserve",
                "If you develop a notifiable medical condition, or a condition you already have gets worse, "
                "you must tell the DVLA. This is a legal duty under section 94 of the Road Traffic Act 1988. "
                "Examples include epilepsy, insulin-treated diabetes and certain heart conditions, and "
                "section 92 of the Act sets out the list of relevant disabilities. You should tell your "
                "insurer too, since not doing so may invalidate your cover. Unless your doctor advises "
                "otherwise, you don't have to stop driving while the DVLA looks into your case, but if you "
                "have had a seizure, you must stop at once. Giving a false declaration is an offence, and you "
                "can be fined up to £1,000.",
            ),
            Good(
                "pl",
                "Zgodnie z sekcją 94 ustawy Road Traffic Act 1988 musisz poinformować DVLA, jeśli zachorujesz "
                "na chorobę podlegającą zgłoszeniu lub jeśli choroba, na którą już cierpisz, się nasili. Do "
                "takich schorzeń należą m.in. padaczka, cukrzyca leczona insuliną i niektóre choroby serca; "
                "wykaz odpowiednich schorzeń zawiera sekcja 92 tej samej ustawy. Powinieneś też powiadomić "
                "ubezpieczyciela, ponieważ brak zgłoszenia może unieważnić ochronę ubezpieczeniową. Nie "
                "musisz przestawać prowadzić, dopóki DVLA rozpatruje Twoją sprawę, chyba że lekarz zaleci "
                "inaczej, ale po napadzie drgawkowym musisz natychmiast przestać prowadzić. Złożenie "
                "fałszywego oświadczenia jest przestępstwem i może skutkować grzywną w wysokości do 1000 funtów.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you do not need to stop driving unless", "you need to stop driving unless")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "section 94 of the Road Traffic Act 1988",
                        "section 49 of the Road Traffic Act 1988",
                    )
                ],
                "legal_reference",
            ),
            Slip(2, [("Powinieneś też powiadomić", "Musisz też powiadomić")], "modality"),
        ],
    ),
    Case(
        key="en-greenway-urban-farm-volunteer-induction",
        source=(
            "Thanks for signing up to volunteer at Greenway Urban Farm! Your induction is on Saturday "
            "5 April from 10:00 to 12:30, starting at the visitor centre. After that, regular volunteer "
            "sessions run every Wednesday and Saturday morning. You'll need to be at least 16 to work with "
            "the animals, and volunteers under 18 should bring a signed consent form from a parent or "
            "guardian. Please wear closed-toe shoes and clothes you don't mind getting dirty; gloves are "
            "provided. We ask volunteers to commit to at least six sessions over three months so the team "
            "can plan rotas."
        ),
        good=[
            Good(
                "preserve",
                "Thank you for signing up to volunteer with Greenway Urban Farm! Your induction takes place "
                "on Saturday 5 April, 10:00–12:30, and begins at the visitor centre. Afterwards, volunteer "
                "sessions are held every Wednesday and Saturday morning. To work with the animals you'll need "
                "to be 16 or older, and if you're under 18 you should bring a consent form signed by a parent "
                "or guardian. Please wear closed-toe shoes and clothes you don't mind getting dirty; we'll "
                "provide gloves. So that the team can plan rotas, we ask you to commit to a minimum of six "
                "sessions over three months.",
            ),
            Good(
                "preserve",
                "Thanks for signing up to volunteer at Greenway Urban Farm! Here's what you need to know:\n\n"
                "- Induction: Saturday 5 April, 10:00 to 12:30, starting at the visitor centre\n"
                "- Regular sessions: every Wednesday and Saturday morning\n"
                "- Age: you'll need to be at least 16 to work with the animals; under-18s should bring a "
                "consent form signed by a parent or guardian\n"
                "- Clothing: closed-toe shoes and clothes you don't mind getting dirty (gloves are provided)\n"
                "- Commitment: we ask for at least six sessions over three months, so the team can plan rotas",
            ),
            Good(
                "pl",
                "Dziękujemy za zgłoszenie się do wolontariatu na farmie miejskiej Greenway! Szkolenie "
                "wprowadzające odbędzie się w sobotę 5 kwietnia w godz. 10:00–12:30, a zaczniemy je w centrum "
                "dla odwiedzających. Później regularne dyżury wolontariuszy odbywają się w każdą środę i "
                "sobotę rano. Do pracy ze zwierzętami musisz mieć co najmniej 16 lat, a wolontariusze "
                "poniżej 18. roku życia powinni przynieść zgodę podpisaną przez rodzica lub opiekuna. Załóż "
                "buty z zakrytymi palcami i ubranie, którego nie szkoda ubrudzić; rękawice zapewniamy. Prosimy "
                "wolontariuszy o zobowiązanie się do udziału w co najmniej sześciu dyżurach w ciągu trzech "
                "miesięcy, aby zespół mógł zaplanować grafiki.",
            ),
        ],
        bad=[
            Slip(0, [("Saturday 5 April, 10:00–12:30", "Saturday 12 April, 10:00–12:30")], "date"),
            Slip(
                1,
                [
                    (
                        "at least six sessions over three months",
                        "at least four sessions over three months",
                    )
                ],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "Załóż buty z zakrytymi palcami i ubranie, którego nie szkoda ubrudzić; rękawice zapewniamy.",
                        "Please wear closed-toe shoes and clothes you don't mind getting dirty; gloves are provided.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-sailing-dinghy-insurance-cover-terms",
        source=(
            "This policy covers your sailing dinghy, its sails, rigging and trailer against accidental "
            "damage, theft and third-party liability of up to £3,000,000. An excess of £150 applies to each "
            "claim, rising to £300 for theft from an unattended trailer. The dinghy must be stored in a "
            "locked compound or secured with an approved wheel clamp when not in use. You should report "
            "any loss to us within 30 days. Racing is covered, but cover for damage to sails while racing "
            "is limited to 50% of their value. Your rights under the policy are subject to the Insurance "
            "Act 2015 and, for consumers, section 2 of the Consumer Insurance (Disclosure and "
            "Representations) Act 2012."
        ),
        good=[
            Good(
                "preserve",
                "What's covered: your sailing dinghy, including its sails, rigging and trailer, against "
                "accidental damage and theft, plus third-party liability of up to £3,000,000. Each claim "
                "carries a £150 excess; for theft from an unattended trailer, the excess is £300. When you're "
                "not using the dinghy, it must be kept in a locked compound or secured with an approved wheel "
                "clamp. You should tell us about any loss within 30 days. Racing is covered, although damage "
                "to sails during a race is only covered up to 50% of their value. Your rights under this "
                "policy are subject to the Insurance Act 2015 and, if you are a consumer, to section 2 of the "
                "Consumer Insurance (Disclosure and Representations) Act 2012.",
            ),
            Good(
                "preserve",
                "Cover: The policy insures the sailing dinghy, together with its sails, rigging and trailer, "
                "against accidental damage and theft, and provides third-party liability cover of up to "
                "£3 million.\n"
                "Excess: £150 per claim, increased to £300 in the case of theft from an unattended trailer.\n"
                "Security: When not in use, the dinghy must be kept in a locked compound or secured with an "
                "approved wheel clamp.\n"
                "Claims: Any loss should be reported to us within thirty days.\n"
                "Racing: Racing is covered; however, cover for damage to sails sustained while racing is "
                "limited to 50% of their value.\n"
                "Legal framework: Rights under this policy are subject to the Insurance Act 2015 and, for "
                "consumers, section 2 of the Consumer Insurance (Disclosure and Representations) Act 2012.",
            ),
            Good(
                "pl",
                "Polisa obejmuje Twoją żaglówkę typu dinghy wraz z żaglami, olinowaniem i przyczepą ochroną "
                "od przypadkowych uszkodzeń i kradzieży, a także odpowiedzialność cywilną wobec osób trzecich "
                "do kwoty 3 000 000 funtów. Do każdego roszczenia stosuje się udział własny w wysokości "
                "150 funtów, a w przypadku kradzieży z pozostawionej bez nadzoru przyczepy – 300 funtów. Gdy "
                "łódź nie jest używana, musi być przechowywana na zamkniętym terenie lub zabezpieczona "
                "zatwierdzoną blokadą koła. Każdą szkodę powinieneś zgłosić nam w ciągu 30 dni. Udział w "
                "regatach jest objęty ochroną, ale ochrona szkód w żaglach powstałych podczas regat jest "
                "ograniczona do 50% ich wartości. Prawa wynikające z polisy podlegają ustawie Insurance Act "
                "2015, a w przypadku konsumentów – sekcji 2 ustawy Consumer Insurance (Disclosure and "
                "Representations) Act 2012.",
            ),
        ],
        bad=[
            Slip(0, [("carries a £150 excess", "carries a £250 excess")], "number"),
            Slip(
                1,
                [("Any loss should be reported to us", "Any loss must be reported to us")],
                "modality",
            ),
            Slip(
                2,
                [("sekcji 2 ustawy Consumer Insurance", "sekcji 4 ustawy Consumer Insurance")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="en-evening-screens-teen-sleep-research",
        source=(
            "A longitudinal study by Marsh and Okafor (2022), published in the Journal of Adolescent "
            "Health, followed 1,240 teenagers aged 13 to 16 for two years. Those who used screens for more "
            "than two hours after 9 pm slept on average 41 minutes less per night than those who did not. "
            "The authors suggest that blue light may delay the release of melatonin, but they note that the "
            "study cannot show cause and effect, since heavy evening users also tended to go to bed later "
            "for other reasons. They recommend further trials, and estimate that roughly one in five "
            "participants met the threshold for insufficient sleep."
        ),
        good=[
            Good(
                "preserve",
                "Marsh and Okafor (2022) tracked 1,240 teenagers aged 13–16 over two years in a longitudinal "
                "study published in the Journal of Adolescent Health. Teens who spent more than two hours on "
                "screens after 9 pm slept, on average, 41 minutes less each night than those who didn't. The "
                "authors suggest that blue light may delay melatonin release. They point out, however, that "
                "the study cannot prove cause and effect, because heavy evening screen users also tended to "
                "go to bed later for other reasons. The authors call for further trials and estimate that "
                "roughly one participant in five met the threshold for insufficient sleep.",
            ),
            Good(
                "preserve",
                "Study summary\n\n"
                "- Source: Marsh & Okafor (2022), Journal of Adolescent Health\n"
                "- Design: longitudinal; 1,240 teenagers aged 13 to 16 followed for two years\n"
                "- Key finding: teens using screens for more than two hours after 9 pm slept on average "
                "41 minutes less per night than those who did not\n"
                "- Possible mechanism: the authors suggest blue light may delay the release of melatonin\n"
                "- Limitation: the study cannot show cause and effect, since heavy evening users also tended "
                "to go to bed later for other reasons\n"
                "- Next steps: further trials recommended; the authors estimate that roughly 20% of "
                "participants met the threshold for insufficient sleep",
            ),
            Good(
                "pl",
                "W badaniu podłużnym Marsh i Okafor (2022), opublikowanym w „Journal of Adolescent Health”, "
                "przez dwa lata obserwowano 1240 nastolatków w wieku od 13 do 16 lat. Osoby, które po "
                "godzinie 21:00 spędzały przed ekranem ponad dwie godziny, spały średnio o 41 minut krócej "
                "każdej nocy niż pozostałe. Autorzy sugerują, że niebieskie światło może opóźniać wydzielanie "
                "melatoniny, zaznaczają jednak, że badanie nie pozwala wykazać związku przyczynowo-skutkowego, "
                "ponieważ osoby intensywnie korzystające z ekranów wieczorem kładły się zwykle później spać "
                "także z innych powodów. Zalecają dalsze badania i szacują, że mniej więcej co piąty "
                "uczestnik spełniał kryterium niewystarczającej ilości snu.",
            ),
        ],
        bad=[
            Slip(0, [("Marsh and Okafor (2022)", "Marsh and Okafor (2020)")], "citation"),
            Slip(
                1,
                [
                    (
                        "the authors suggest blue light may delay the release",
                        "blue light delays the release",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [("spały średnio o 41 minut krócej", "spały średnio o 14 minut krócej")],
                "number",
            ),
        ],
    ),
    Case(
        key="en-fitloop-gym-member-privacy-notice",
        source=(
            "FitLoop Gyms processes your personal data to manage your membership, take payments and keep "
            "our facilities safe. Our lawful basis is the performance of your contract under Article "
            "6(1)(b) of the UK GDPR; CCTV footage is processed on the basis of our legitimate interests "
            "under Article 6(1)(f). We do not sell your data to third parties and we do not use it for "
            "automated decisions about you. CCTV recordings are kept for 30 days, and membership records "
            "for six years after your membership ends. You can request a copy of your data or ask us to "
            "correct it by emailing privacy@fitloop.co.uk or visiting fitloop.co.uk/privacy."
        ),
        good=[
            Good(
                "preserve",
                "Why we use your data: FitLoop Gyms processes your personal data to run your membership, take "
                "payments and keep our facilities safe. As our lawful basis we rely on Article 6(1)(b) of the "
                "UK GDPR (performance of your contract), and for CCTV footage on Article 6(1)(f) (our "
                "legitimate interests). We never sell your data to third parties, and we don't use it to make "
                "automated decisions about you. CCTV recordings are kept for 30 days and membership records "
                "for six years after your membership ends. To get a copy of your data or have it corrected, "
                "email privacy@fitloop.co.uk or go to fitloop.co.uk/privacy.",
            ),
            Good(
                "preserve",
                "Privacy at FitLoop Gyms\n\n"
                "We process your personal data to manage your membership, take payments and keep our "
                "facilities safe.\n\n"
                "- Lawful basis: performance of your contract (UK GDPR, Article 6(1)(b)); for CCTV footage, "
                "our legitimate interests (Article 6(1)(f)).\n"
                "- Selling data: we do not sell your data to third parties.\n"
                "- Automated decisions: we do not use your data to make automated decisions about you.\n"
                "- Retention: CCTV recordings, 30 days; membership records, six years after your membership ends.\n"
                "- Your rights: to request a copy of your data or ask for a correction, email "
                "privacy@fitloop.co.uk or visit fitloop.co.uk/privacy.",
            ),
            Good(
                "pl",
                "FitLoop Gyms przetwarza Twoje dane osobowe, aby obsługiwać Twoje członkostwo, przyjmować "
                "płatności i dbać o bezpieczeństwo naszych obiektów. Podstawą prawną jest wykonanie umowy "
                "zgodnie z art. 6 ust. 1 lit. b UK GDPR; nagrania z monitoringu przetwarzamy na podstawie "
                "naszego prawnie uzasadnionego interesu, zgodnie z art. 6 ust. 1 lit. f. Nie sprzedajemy "
                "Twoich danych podmiotom trzecim i nie wykorzystujemy ich do podejmowania wobec Ciebie "
                "zautomatyzowanych decyzji. Nagrania z monitoringu przechowujemy przez 30 dni, a dane "
                "dotyczące członkostwa – przez sześć lat od jego zakończenia. Aby otrzymać kopię swoich "
                "danych lub poprosić o ich sprostowanie, napisz na adres privacy@fitloop.co.uk albo wejdź na "
                "stronę fitloop.co.uk/privacy.",
            ),
        ],
        bad=[
            Slip(0, [("on Article 6(1)(f)", "on Article 6(1)(e)")], "legal_reference"),
            Slip(1, [("email privacy@fitloop.co.uk", "email privacy@fitloop.com")], "url"),
            Slip(
                2,
                [
                    (
                        "i nie wykorzystujemy ich do podejmowania",
                        "i wykorzystujemy je do podejmowania",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-retrykit-python-library-readme",
        source=(
            "# retrykit\n\n"
            "`retrykit` adds retries with exponential backoff to any Python function. It requires Python 3.9 "
            "or later and has no runtime dependencies.\n\n"
            "## Installation\n\n"
            "```bash\npip install retrykit\n```\n\n"
            "## Usage\n\n"
            "Decorate a function with `@retry(attempts=3)`. Between attempts the delay doubles, starting "
            "from `base_delay=0.5` seconds. You should only retry idempotent operations; retrying a payment "
            "request, for example, may charge a customer twice. Exceptions listed in `giveup_on` are raised "
            "immediately. See the [full documentation](https://retrykit.readthedocs.io) for async support."
        ),
        good=[
            Good(
                "preserve",
                "# retrykit\n\n"
                "`retrykit` lets you wrap any Python function in retries with exponential backoff. You need "
                "Python 3.9 or newer, and the package has no runtime dependencies.\n\n"
                "## Installation\n\n"
                "```bash\npip install retrykit\n```\n\n"
                "## Usage\n\n"
                "Add the `@retry(attempts=3)` decorator to your function. The delay between attempts starts "
                "at `base_delay=0.5` seconds and doubles each time. You should retry only idempotent "
                "operations: retrying a payment request, for example, may charge a customer twice. Any "
                "exception listed in `giveup_on` is raised straight away. Async support is described in the "
                "[full documentation](https://retrykit.readthedocs.io).",
            ),
            Good(
                "preserve",
                "# retrykit\n\n"
                "A Python library that adds retries with exponential backoff to any function. Requires "
                "Python 3.9+; no runtime dependencies.\n\n"
                "## Installation\n\n"
                "```bash\npip install retrykit\n```\n\n"
                "## Usage\n\n"
                "- Decorate the function with `@retry(attempts=3)`.\n"
                "- The delay starts at `base_delay=0.5` seconds and doubles between attempts.\n"
                "- Exceptions listed in `giveup_on` are raised immediately.\n"
                "- You should only retry idempotent operations: retrying a payment request, for example, may "
                "charge a customer twice.\n\n"
                "For async support, see the [full documentation](https://retrykit.readthedocs.io).",
            ),
            Good(
                "pl",
                "# retrykit\n\n"
                "`retrykit` dodaje do dowolnej funkcji w Pythonie ponawianie prób z wykładniczo rosnącym "
                "opóźnieniem. Wymaga Pythona 3.9 lub nowszego i nie ma zależności uruchomieniowych.\n\n"
                "## Instalacja\n\n"
                "```bash\npip install retrykit\n```\n\n"
                "## Użycie\n\n"
                "Udekoruj funkcję za pomocą `@retry(attempts=3)`. Opóźnienie między próbami podwaja się, "
                "zaczynając od `base_delay=0.5` sekundy. Ponawiać powinno się tylko operacje idempotentne; "
                "ponowienie na przykład żądania płatności może dwukrotnie obciążyć klienta. Wyjątki wymienione "
                "w `giveup_on` są zgłaszane natychmiast. Obsługę kodu asynchronicznego opisuje "
                "[pełna dokumentacja](https://retrykit.readthedocs.io).",
            ),
        ],
        bad=[
            Slip(0, [("`@retry(attempts=3)`", "`@retry(max_attempts=3)`")], "code"),
            Slip(1, [("Requires Python 3.9+;", "Python 3.9+ recommended;")], "modality"),
            Slip(
                2,
                [("[pełna dokumentacja](https://retrykit.readthedocs.io)", "pełna dokumentacja")],
                "markdown",
            ),
        ],
    ),
    Case(
        key="en-district-loft-insulation-grant-scheme",
        source=(
            "Householders in the district can apply for a grant of up to £7,500 towards loft or cavity wall "
            "insulation. The scheme opens on 2 June 2025 and closes on 30 November 2025, or earlier if the "
            "£1.2 million budget is used up. Your home must have an energy rating of D or below, and your "
            "household income must be under £36,000 a year. Typical loft insulation is expected to cut "
            "heating bills by around £250 a year, though actual savings will probably vary with the size "
            "and age of the property. Applications are handled by Warmer Homes Partnership, which aims to "
            "reply within 20 working days."
        ),
        good=[
            Good(
                "preserve",
                "How much can I get? Up to £7,500 towards loft or cavity wall insulation, if you are a "
                "householder in the district.\n\n"
                "When can I apply? From 2 June 2025 until 30 November 2025, or until the £1.2 million budget "
                "is used up, if that happens first.\n\n"
                "Am I eligible? Your home must have an energy rating of D or below, and your household income "
                "must be under £36,000 a year.\n\n"
                "What could I save? Typical loft insulation is expected to cut heating bills by around £250 a "
                "year, but actual savings will probably vary depending on the size and age of your home.\n\n"
                "Who handles applications? Warmer Homes Partnership, which aims to reply within 20 working days.",
            ),
            Good(
                "preserve",
                "A grant of up to £7,500 is available to householders in the district for loft or cavity wall "
                "insulation. Applications open on June 2, 2025, and close on November 30, 2025, unless the "
                "£1.2 million budget is exhausted sooner. To qualify, the property must have an energy rating "
                "of D or below, and annual household income must be under £36,000. Typical loft insulation "
                "is expected to lower heating bills by roughly £250 per year, although actual savings will "
                "probably differ according to the size and age of the property. Applications are processed by "
                "Warmer Homes Partnership, which aims to reply within 20 working days.",
            ),
            Good(
                "pl",
                "Gospodarstwa domowe z terenu powiatu mogą ubiegać się o dotację w wysokości do 7500 funtów "
                "na ocieplenie poddasza lub ścian szczelinowych. Nabór rusza 2 czerwca 2025 r. i kończy się "
                "30 listopada 2025 r. lub wcześniej, jeśli wyczerpie się budżet w wysokości 1,2 mln funtów. "
                "Dom musi mieć klasę energetyczną D lub niższą, a roczny dochód gospodarstwa domowego musi "
                "wynosić mniej niż 36 000 funtów. Oczekuje się, że typowe ocieplenie poddasza obniży rachunki "
                "za ogrzewanie o około 250 funtów rocznie, choć rzeczywiste oszczędności będą prawdopodobnie "
                "zależeć od wielkości i wieku budynku. Wnioski rozpatruje Warmer Homes Partnership, która "
                "stara się odpowiedzieć w ciągu 20 dni roboczych.",
            ),
        ],
        bad=[
            Slip(0, [("Up to £7,500 towards", "Up to £5,700 towards")], "number"),
            Slip(1, [("close on November 30, 2025", "close on October 31, 2025")], "date"),
            Slip(2, [("będą prawdopodobnie zależeć", "będą zależeć")], "hedge"),
        ],
    ),
    Case(
        key="en-landlord-tenancy-deposit-return-letter",
        source=(
            "Your deposit of £1,150 is protected with the Deposit Protection Service, as required by "
            "section 213 of the Housing Act 2004. When the tenancy ends on 31 August, we will inspect the "
            "flat against the check-in inventory. We will not make deductions for fair wear and tear, only "
            "for damage, missing items, unpaid rent or cleaning needed to return the flat to its condition "
            "at the start of the tenancy. We aim to agree any deductions with you within 10 days. If we "
            "cannot agree, either of us may refer the dispute to the scheme's free adjudication service, "
            "and the disputed amount will stay protected until it is resolved."
        ),
        good=[
            Good(
                "preserve",
                "About your deposit\n\n"
                "- Your £1,150 deposit is protected with the Deposit Protection Service, as section 213 of the "
                "Housing Act 2004 requires.\n"
                "- When your tenancy ends on 31 August, we'll inspect the flat against the check-in inventory.\n"
                "- We won't deduct anything for fair wear and tear. Deductions will only be made for damage, "
                "missing items, unpaid rent, or cleaning needed to bring the flat back to its condition at "
                "the start of the tenancy.\n"
                "- We aim to agree any deductions with you within 10 days.\n"
                "- If we can't agree, either of us may refer the dispute to the scheme's free adjudication "
                "service. The disputed amount stays protected until the dispute is resolved.",
            ),
            Good(
                "preserve",
                "As required by section 213 of the Housing Act 2004, your deposit of £1,150 is protected with "
                "the Deposit Protection Service. At the end of the tenancy on 31 August, the flat will be "
                "inspected against the check-in inventory. No deductions will be made for fair wear and tear; "
                "deductions will be made only for damage, missing items, unpaid rent or any cleaning required "
                "to restore the flat to its condition at the start of the tenancy. We aim to agree any "
                "deductions with you within ten days. Should we be unable to agree, either party may refer "
                "the dispute to the scheme's free adjudication service, and the disputed sum will remain "
                "protected until the matter is resolved.",
            ),
            Good(
                "pl",
                "Twoja kaucja w wysokości 1150 funtów jest zabezpieczona w Deposit Protection Service, zgodnie "
                "z wymogiem sekcji 213 ustawy Housing Act 2004. Po zakończeniu najmu 31 sierpnia sprawdzimy "
                "mieszkanie, porównując jego stan z protokołem sporządzonym przy wprowadzeniu się. Nie "
                "będziemy potrącać kwot za normalne zużycie, a jedynie za uszkodzenia, brakujące przedmioty, "
                "niezapłacony czynsz lub sprzątanie potrzebne do przywrócenia mieszkania do stanu z początku "
                "najmu. Staramy się uzgodnić z Tobą ewentualne potrącenia w ciągu 10 dni. Jeśli nie dojdziemy "
                "do porozumienia, każda ze stron może skierować spór do bezpłatnej procedury rozstrzygania "
                "sporów prowadzonej w ramach systemu ochrony kaucji, a sporna kwota pozostanie zabezpieczona "
                "do czasu rozstrzygnięcia sprawy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "We aim to agree any deductions with you within 10 days.",
                        "We aim to agree any deductions with you within 10 days, and any balance owed to you will be paid back by bank transfer.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("section 213 of the Housing Act 2004", "section 214 of the Housing Act 2004")],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "Nie będziemy potrącać kwot za normalne zużycie, a jedynie za",
                        "Będziemy potrącać kwoty za normalne zużycie, a także za",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-oakham-roman-bathhouse-excavation-news",
        source=(
            "Archaeologists from the University of Leicester have uncovered what appears to be a Roman "
            "bathhouse beneath a farm field near Oakham. Pottery found in the lowest layers suggests the "
            "building was in use from roughly AD 150 to AD 350. The team believes the site may be linked "
            "to a villa first recorded by Whitwell (1986) in Britannia, vol. 17, pp. 201–214, but this has "
            "not yet been confirmed. The excavation will continue until the end of September, and the "
            "landowner has agreed that the trenches will be filled in afterwards to protect the remains. "
            "The site is not open to the public."
        ),
        good=[
            Good(
                "preserve",
                "Beneath a farm field near Oakham, archaeologists from the University of Leicester have found "
                "what appears to be a Roman bathhouse. Pottery from the lowest layers suggests the building "
                "was used from roughly AD 150 to AD 350. The team thinks the site may be connected to a villa "
                "first recorded by Whitwell (1986) in Britannia, vol. 17, pp. 201–214, although this has not "
                "yet been confirmed. Digging will carry on until the end of September; afterwards, as agreed "
                "with the landowner, the trenches will be filled in to protect the remains. The site is not "
                "open to the public.",
            ),
            Good(
                "preserve",
                "Excavation update: near Oakham\n\n"
                "- Find: what appears to be a Roman bathhouse beneath a farm field, uncovered by archaeologists "
                "from the University of Leicester.\n"
                "- Dating: pottery from the lowest layers suggests use from roughly AD 150 to AD 350.\n"
                "- Possible link: the team believes the site may be connected to a villa first recorded by "
                "Whitwell (1986), Britannia, vol. 17, pp. 201–214. This is not yet confirmed.\n"
                "- Timetable: the excavation continues until the end of September. The landowner has agreed "
                "that the trenches will then be filled in to protect the remains.\n"
                "- Access: the site is not open to the public.",
            ),
            Good(
                "pl",
                "Archeolodzy z Uniwersytetu w Leicester odkryli pod polem uprawnym w pobliżu Oakham coś, co "
                "wygląda na rzymską łaźnię. Ceramika znaleziona w najniższych warstwach wskazuje, że budynek "
                "był użytkowany mniej więcej od 150 do 350 roku n.e. Zespół uważa, że stanowisko może być "
                "związane z willą opisaną po raz pierwszy przez Whitwella (1986) w „Britannia”, t. 17, "
                "s. 201–214, ale nie zostało to jeszcze potwierdzone. Wykopaliska potrwają do końca września, "
                "a właściciel gruntu zgodził się, by po ich zakończeniu wykopy zasypać w celu ochrony "
                "znalezisk. Stanowisko nie jest udostępnione zwiedzającym.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "what appears to be a Roman bathhouse.",
                        "what appears to be a Roman bathhouse. The dig began after a local metal detectorist reported Roman roof tiles in the field.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("- Find: what appears to be a Roman bathhouse", "- Find: a Roman bathhouse")],
                "hedge",
            ),
            Slip(2, [("t. 17, s. 201–214", "t. 17, s. 102–114")], "citation"),
        ],
    ),
    Case(
        key="en-tallybook-app-release-notes-upgrade",
        source=(
            "Version 4.2.0 of Tallybook is now available. This release adds CSV import for bank statements "
            "and reduces sync time by about 40% on large ledgers. The minimum supported Android version is "
            "now 10; devices running older versions will keep working on 4.1.x but will not receive further "
            "updates. If you use the command-line tool, rename the `--output-dir` flag to `--out` in your "
            "scripts, as the old name will be removed in 5.0. Your existing data does not need to be "
            "migrated manually. Known issue: attachments larger than 25 MB may fail to upload; a fix is "
            "planned for 4.2.1."
        ),
        good=[
            Good(
                "preserve",
                "Tallybook 4.2.0 is out\n\n"
                "New:\n"
                "- Import bank statements from CSV files.\n"
                "- Sync time on large ledgers cut by about 40%.\n\n"
                "Changed:\n"
                "- Android 10 is now the minimum supported version. Devices on older versions will keep "
                "working on 4.1.x but won't receive further updates.\n"
                "- Command-line users: rename the `--output-dir` flag to `--out` in your scripts. The old name "
                "will be removed in 5.0.\n\n"
                "Good to know:\n"
                "- Your existing data doesn't need to be migrated manually.\n"
                "- Known issue: attachments over 25 MB may fail to upload. A fix is planned for 4.2.1.",
            ),
            Good(
                "preserve",
                "Tallybook 4.2.0 has been released. You can now import bank statements as CSV, and syncing "
                "large ledgers takes about 40% less time. Android 10 is the new minimum: devices on older "
                "Android versions will continue to work with 4.1.x, but they won't get any further updates. "
                "Using the command-line tool? Change `--output-dir` to `--out` in your scripts, because the old "
                "flag name will be removed in 5.0. There's no need to migrate your existing data by hand. One "
                "known issue: attachments bigger than 25 MB may fail to upload, and a fix is planned for 4.2.1.",
            ),
            Good(
                "pl",
                "Dostępna jest już wersja 4.2.0 aplikacji Tallybook. W tym wydaniu dodaliśmy import wyciągów "
                "bankowych z plików CSV i skróciliśmy czas synchronizacji dużych ksiąg o około 40%. Minimalna "
                "obsługiwana wersja Androida to teraz 10; urządzenia ze starszymi wersjami nadal będą działać "
                "na 4.1.x, ale nie otrzymają kolejnych aktualizacji. Jeśli korzystasz z narzędzia wiersza "
                "poleceń, zmień w swoich skryptach flagę `--output-dir` na `--out`, ponieważ stara nazwa "
                "zostanie usunięta w wersji 5.0. Istniejących danych nie trzeba migrować ręcznie. Znany "
                "problem: przesyłanie załączników większych niż 25 MB może się nie udać; poprawka jest "
                "planowana w wersji 4.2.1.",
            ),
        ],
        bad=[
            Slip(0, [("attachments over 25 MB", "attachments over 50 MB")], "number"),
            Slip(
                1,
                [
                    (
                        "There's no need to migrate your existing data by hand.",
                        "You'll need to migrate your existing data by hand.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("flagę `--output-dir` na `--out`", "flagę `--output-dir` na `--outdir`")],
                "code",
            ),
        ],
    ),
    Case(
        key="en-brightsmile-dental-missed-appointment-policy",
        source=(
            "If you need to cancel or rearrange an appointment, please give us at least 24 hours' notice. "
            "You can do this by phone on 020 7946 0321 or online at brightsmile-dental.co.uk/appointments. "
            "Patients who cancel with less notice, or who miss an appointment without telling us, may be "
            "charged a fee of £30. After two missed appointments in twelve months, we may ask you to pay a "
            "deposit before booking again. NHS patients must still attend any course of treatment already "
            "started. If you are running late, call us: we will try to see you, but we cannot guarantee "
            "that your appointment will go ahead."
        ),
        good=[
            Good(
                "preserve",
                "Need to cancel or move your appointment? Please let us know at least 24 hours beforehand, "
                "either by calling 020 7946 0321 or online at brightsmile-dental.co.uk/appointments.\n\n"
                "- If you cancel at shorter notice, or miss an appointment without telling us, you may be "
                "charged a £30 fee.\n"
                "- If you miss two appointments within twelve months, we may ask you to pay a deposit before "
                "you book again.\n"
                "- If you're an NHS patient, you must still attend any course of treatment that has already "
                "started.\n"
                "- Running late? Give us a call. We'll try to see you, but we can't guarantee that your "
                "appointment will go ahead.",
            ),
            Good(
                "preserve",
                "Cancellations and changes: patients are asked to give at least 24 hours' notice, either by "
                "telephone on 020 7946 0321 or online at brightsmile-dental.co.uk/appointments. A fee of £30 "
                "may be charged where less notice is given or where an appointment is missed without "
                "notification. Following two missed appointments within twelve months, the practice may ask "
                "for a deposit before a further booking is made. NHS patients must still attend any course of "
                "treatment already begun. Patients who are running late should call the practice; we will try "
                "to see them, but we cannot guarantee that the appointment will go ahead.",
            ),
            Good(
                "pl",
                "Jeśli musisz odwołać lub przełożyć wizytę, prosimy o informację co najmniej 24 godziny "
                "wcześniej. Możesz to zrobić telefonicznie pod numerem 020 7946 0321 lub online na stronie "
                "brightsmile-dental.co.uk/appointments. Pacjenci, którzy odwołają wizytę później lub nie "
                "przyjdą bez uprzedzenia, mogą zostać obciążeni opłatą w wysokości 30 funtów. Po dwóch "
                "nieodbytych wizytach w ciągu dwunastu miesięcy możemy poprosić o wpłatę zaliczki przed "
                "kolejną rezerwacją. Pacjenci NHS muszą nadal stawiać się na rozpoczęte już leczenie. Jeśli "
                "się spóźniasz, zadzwoń do nas: postaramy się Cię przyjąć, ale nie możemy zagwarantować, że "
                "wizyta się odbędzie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- Running late? Give us a call. We'll try to see you, but we can't guarantee that your appointment will go ahead.",
                        "- Spóźniasz się? Zadzwoń do nas. Postaramy się Cię przyjąć, ale nie możemy zagwarantować, że wizyta się odbędzie.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [("NHS patients must still attend", "NHS patients should still attend")],
                "modality",
            ),
            Slip(
                2,
                [("brightsmile-dental.co.uk/appointments", "brightsmile-dental.com/appointments")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-first-half-marathon-training-tips",
        source=(
            "If you are training for your first half marathon, plan on roughly 12 weeks of preparation, "
            "running three or four times a week. Most of your runs should be at an easy, conversational "
            "pace; only one session a week needs to be faster. Increase your weekly distance gradually: a "
            "common guideline is no more than about 10% per week, although this is not a strict rule. Do "
            "not try new shoes, gels or breakfasts on race day. Some runners find that a short walk break "
            "every few kilometres helps them finish more comfortably. If you feel sharp or persistent pain, "
            "stop running and seek advice from a physiotherapist."
        ),
        good=[
            Good(
                "preserve",
                "Training for your first half marathon? Some pointers:\n\n"
                "1. Allow roughly 12 weeks to prepare, running three or four times a week.\n"
                "2. Most of your runs should be at an easy pace, one at which you could hold a conversation. "
                "Only one session a week needs to be faster.\n"
                "3. Build up your weekly distance gradually. A common guideline is to add no more than about "
                "10% a week, but this isn't a strict rule.\n"
                "4. Race day is not the time to try new shoes, gels or breakfasts.\n"
                "5. Some runners find that a short walk break every few kilometres helps them finish more "
                "comfortably.\n"
                "6. If you feel sharp or persistent pain, stop running and get advice from a physiotherapist.",
            ),
            Good(
                "preserve",
                "For a first half marathon, plan on roughly 12 weeks of training with three or four runs a "
                "week. Most of those runs should be at an easy pace, slow enough to chat, and only one session "
                "each week needs to be quicker. Build your weekly distance up gradually; a common guideline is "
                "to increase it by no more than about 10% per week, though this isn't a hard-and-fast rule. On "
                "race day, don't try out new shoes, gels or breakfasts. Some runners find that taking a short "
                "walk break every few kilometres helps them finish more comfortably. Stop running and seek "
                "advice from a physiotherapist if you feel sharp or persistent pain.",
            ),
            Good(
                "pl",
                "Jeśli przygotowujesz się do swojego pierwszego półmaratonu, zaplanuj mniej więcej 12 tygodni "
                "treningów, biegając trzy lub cztery razy w tygodniu. Większość biegów powinna odbywać się w "
                "spokojnym tempie, pozwalającym na swobodną rozmowę; tylko jedna sesja w tygodniu musi być "
                "szybsza. Zwiększaj tygodniowy dystans stopniowo: popularna zasada mówi, by nie dokładać więcej "
                "niż około 10% tygodniowo, choć nie jest to sztywna reguła. W dniu zawodów nie testuj nowych "
                "butów, żeli ani śniadań. Niektórzy biegacze przekonują się, że krótki marsz co kilka "
                "kilometrów pomaga im ukończyć bieg bardziej komfortowo. Jeśli poczujesz ostry lub uporczywy "
                "ból, przerwij bieganie i zasięgnij porady fizjoterapeuty.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("4. Race day is not the time to try", "4. Race day is the time to try")],
                "negation",
            ),
            Slip(
                1, [("by no more than about 10% per week", "by no more than 10% per week")], "hedge"
            ),
            Slip(
                2,
                [
                    (
                        "przerwij bieganie i zasięgnij porady fizjoterapeuty.",
                        "przerwij bieganie i zasięgnij porady fizjoterapeuty. W większości przypadków taki ból ustępuje po dwóch dniach odpoczynku.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-digital-humanities-conference-call-papers",
        source=(
            "The 2026 Northern Conference on Digital Humanities will take place in Tromsø on 10–12 June "
            "2026. We invite proposals for 20-minute papers, posters and three-paper panels. Abstracts must "
            "not exceed 300 words and should be submitted through the conference system by 15 January "
            "2026. Each author may submit no more than two proposals as first author. All proposals will be "
            "reviewed anonymously by at least two members of the programme committee, and decisions will be "
            "announced in early March. Presenters must register by 30 April 2026 for their paper to be "
            "included in the programme. A limited number of travel bursaries may be available for doctoral "
            "students."
        ),
        good=[
            Good(
                "preserve",
                "Call for papers: Northern Conference on Digital Humanities 2026\n\n"
                "- Where and when: Tromsø, 10–12 June 2026\n"
                "- Formats: 20-minute papers, posters and three-paper panels\n"
                "- Abstracts: must not exceed 300 words and should be submitted through the conference "
                "system by 15 January 2026\n"
                "- Limit: each author may submit no more than two proposals as first author\n"
                "- Review: anonymous, by at least two members of the programme committee; decisions "
                "announced in early March\n"
                "- Registration: presenters must register by 30 April 2026 for their paper to be included in "
                "the programme\n"
                "- Funding: a limited number of travel bursaries may be available for doctoral students",
            ),
            Good(
                "preserve",
                "Join us in Tromsø from June 10 to 12, 2026, for the Northern Conference on Digital "
                "Humanities. We are inviting proposals for 20-minute papers, posters and panels of three "
                "papers. Your abstract must be no longer than 300 words, and you should submit it through the "
                "conference system by January 15, 2026. You may be first author on no more than two "
                "proposals. Every proposal will be reviewed anonymously by at least two programme committee "
                "members, and we will announce decisions in early March. If you are presenting, you must "
                "register by April 30, 2026, for your paper to be included in the programme. A limited number "
                "of travel bursaries may be available for doctoral students.",
            ),
            Good(
                "pl",
                "Konferencja Northern Conference on Digital Humanities 2026 odbędzie się w Tromsø w dniach "
                "10–12 czerwca 2026 r. Zapraszamy do zgłaszania propozycji 20-minutowych referatów, posterów "
                "oraz paneli złożonych z trzech referatów. Abstrakty nie mogą przekraczać 300 słów i powinny "
                "zostać przesłane przez system konferencyjny do 15 stycznia 2026 r. Każdy autor może zgłosić "
                "nie więcej niż dwie propozycje jako pierwszy autor. Wszystkie zgłoszenia zostaną anonimowo "
                "ocenione przez co najmniej dwóch członków komitetu programowego, a decyzje zostaną ogłoszone "
                "na początku marca. Osoby prezentujące muszą zarejestrować się do 30 kwietnia 2026 r., aby ich "
                "wystąpienie znalazło się w programie. Dla doktorantów może być dostępna ograniczona liczba "
                "stypendiów wyjazdowych.",
            ),
        ],
        bad=[
            Slip(0, [("by 15 January 2026", "by 15 February 2026")], "date"),
            Slip(1, [("you should submit it through", "you must submit it through")], "modality"),
            Slip(
                2,
                [
                    (
                        "ograniczona liczba stypendiów wyjazdowych.",
                        "ograniczona liczba stypendiów wyjazdowych, finansowanych przez Norweską Radę ds. Badań Naukowych.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
