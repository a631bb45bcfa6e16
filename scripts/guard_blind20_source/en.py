# ruff: noqa: E501, RUF001
"""Blind set 20: English source passages with their faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="en-abstract-moth-decline",
        source=(
            "Artificial light at night has been proposed as a driver of insect decline (Owens et al., 2020), yet field evidence for moths "
            "remains limited. We compared moth abundance at 24 paired hedgerow sites in southern England, half of them lit by LED street "
            "lamps, over two summers (2022 and 2023). Light traps were run on 312 nights in total. Caterpillar density was 47% lower in "
            "hedgerows under LED lighting than in unlit hedgerows, whereas adult catches did not differ significantly. The effect was weaker "
            "where lamps were fitted with amber filters. Our findings are consistent with earlier work (Boyes, Evans & Fox, 2021) and suggest "
            "that local authorities should consider dimming or shielding lamps near hedgerows, although longer-term data are likely needed."
        ),
        good=[
            Good(
                "preserve",
                "Some researchers have suggested that artificial light at night helps drive insect decline (Owens et al., 2020), but there is "
                "still little evidence from the field for moths. We counted moths at 24 hedgerow sites in southern England, arranged in pairs, "
                "with half of the sites lit by LED street lamps. The study ran over two summers, 2022 and 2023, and light traps were operated "
                "on 312 nights altogether. Hedgerows under LED lights had 47% fewer caterpillars than unlit ones, but the number of adult moths "
                "caught was not significantly different. Where lamps had amber filters, the effect was weaker. This fits with earlier work "
                "(Boyes, Evans & Fox, 2021) and suggests that councils should think about dimming or shielding lamps near hedgerows, though "
                "longer-term data are probably still needed.",
            ),
            Good(
                "preserve",
                "**Background:** Artificial light at night has been proposed as a cause of insect decline (Owens et al., 2020), but field "
                "evidence for moths is scarce.\n"
                "**Methods:** Moth abundance was compared across 24 paired hedgerow sites in southern England, half lit by LED street lamps, "
                "during the summers of 2022 and 2023 (312 light-trap nights in total).\n"
                "**Results:** Under LED lighting, caterpillar density in hedgerows was 47% lower than in unlit hedgerows; adult catches showed "
                "no significant difference. Lamps fitted with amber filters had a weaker effect.\n"
                "**Conclusions:** In line with previous work (Boyes, Evans & Fox, 2021), the results suggest that local authorities should "
                "consider dimming or shielding lamps near hedgerows; longer-term data are likely required.",
            ),
            Good(
                "pl",
                "Sztuczne oświetlenie nocą wskazywano jako jedną z przyczyn spadku liczebności owadów (Owens i in., 2020), jednak dowody "
                "terenowe dotyczące ciem są wciąż nieliczne. W ciągu dwóch sezonów letnich (2022 i 2023) porównaliśmy liczebność ciem na "
                "24 sparowanych stanowiskach przy żywopłotach w południowej Anglii, z których połowę oświetlały latarnie LED. Pułapki świetlne "
                "działały łącznie przez 312 nocy. Zagęszczenie gąsienic w żywopłotach oświetlonych lampami LED było o 47% niższe niż "
                "w nieoświetlonych, natomiast liczba odłowionych dorosłych ciem nie różniła się istotnie. Efekt był słabszy tam, gdzie lampy "
                "wyposażono w bursztynowe filtry. Wyniki są zgodne z wcześniejszymi badaniami (Boyes, Evans i Fox, 2021) i sugerują, że "
                "samorządy powinny rozważyć przyciemnianie lub osłanianie lamp w pobliżu żywopłotów, choć prawdopodobnie potrzebne są dane "
                "z dłuższego okresu.",
            ),
        ],
        bad=[
            Slip(0, [("(Boyes, Evans & Fox, 2021)", "(Boyes & Fox, 2021)")], "citation"),
            Slip(
                1,
                [("longer-term data are likely required", "longer-term data are required")],
                "hedge",
            ),
            Slip(2, [("było o 47% niższe", "było o 74% niższe")], "number"),
        ],
    ),
    Case(
        key="en-abstract-handwriting-recall",
        source=(
            "Students increasingly take lecture notes on laptops, but the effect on learning remains debated (Mueller & Oppenheimer, 2014; "
            "Urry et al., 2021). In this preregistered experiment, 186 first-year undergraduates at two universities watched a 20-minute "
            "recorded lecture and took notes either by hand or by typing. After a one-week delay, participants completed a 30-item test "
            "without access to their notes. Handwriting did not improve factual recall, but it was associated with modestly higher scores on "
            "conceptual questions (d = 0.21). Typed notes contained on average 1.8 times as many words. These results suggest that banning "
            "laptops in lectures is probably not justified, although instructors may wish to encourage summarising rather than transcribing."
        ),
        good=[
            Good(
                "preserve",
                "More and more students type their lecture notes on laptops, and researchers still disagree about how this affects learning "
                "(Mueller & Oppenheimer, 2014; Urry et al., 2021). In this preregistered experiment, 186 first-year students from two "
                "universities watched a recorded lecture lasting 20 minutes. Some took notes by hand, others typed them. A week later they "
                "took a 30-question test without being able to look at their notes. Writing by hand did not help students remember facts, "
                "but it went with slightly better scores on questions about concepts (d = 0.21). Typed notes had, on average, 1.8 times as "
                "many words. The results suggest that banning laptops from lectures is probably not justified, though lecturers may want to "
                "encourage students to summarise rather than copy everything down word for word.",
            ),
            Good(
                "preserve",
                "The effect of laptop note-taking on learning is still contested (Mueller & Oppenheimer, 2014; Urry et al., 2021). We ran a "
                "preregistered experiment with 186 first-year undergraduates from two universities, who viewed a 20-minute recorded lecture "
                "and took notes by hand or on a keyboard. One week later, they sat a 30-item test with no access to their notes. Factual recall "
                "was not improved by handwriting; conceptual scores, however, were modestly higher in the handwriting condition (d = 0.21). "
                "On average, typed notes were 1.8 times as long in word count. The findings suggest that a ban on laptops in lectures is "
                "probably unjustified, but instructors might consider encouraging students to summarise rather than transcribe.",
            ),
            Good(
                "pl",
                "Studenci coraz częściej robią notatki na wykładach na laptopach, ale wpływ tego na uczenie się wciąż budzi spory (Mueller "
                "i Oppenheimer, 2014; Urry i in., 2021). W tym eksperymencie z prerejestracją 186 studentów pierwszego roku z dwóch uczelni "
                "obejrzało 20-minutowy nagrany wykład, notując odręcznie lub na klawiaturze. Po tygodniu uczestnicy rozwiązali test złożony "
                "z 30 pytań, nie mając dostępu do notatek. Pisanie odręczne nie poprawiło zapamiętywania faktów, ale wiązało się z nieco "
                "wyższymi wynikami w pytaniach dotyczących pojęć (d = 0,21). Notatki pisane na klawiaturze zawierały średnio 1,8 raza więcej "
                "słów. Wyniki sugerują, że zakazywanie laptopów na wykładach prawdopodobnie nie jest uzasadnione, choć prowadzący mogą zechcieć "
                "zachęcać studentów do streszczania zamiast dosłownego przepisywania.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "(Mueller i Oppenheimer, 2014; Urry i in., 2021)",
                        "(Mueller i Oppenheimer, 2014)",
                    )
                ],
                "citation",
            ),
            Slip(
                0,
                [
                    (
                        "Writing by hand did not help students remember facts",
                        "Writing by hand helped students remember facts",
                    )
                ],
                "negation",
            ),
            Slip(1, [("is probably unjustified", "is unjustified")], "hedge"),
        ],
    ),
    Case(
        key="en-abstract-volunteering-loneliness",
        source=(
            "Loneliness in later life is associated with poorer physical and mental health (Holt-Lunstad et al., 2015). This cohort study "
            "examined whether formal volunteering reduces loneliness among adults aged 65 and over. We analysed data from 3,412 participants "
            "in the Yorkshire Ageing Panel who were surveyed in 2019 and again in 2022. Participants who began volunteering for at least two "
            "hours a week reported lower loneliness scores at follow-up than those who did not volunteer, after adjusting for health, income "
            "and living alone. The association was strongest among widowed participants, in line with a previous review (Filges, Siren & "
            "Fridberg, 2020). Because volunteering was not randomly assigned, reverse causation cannot be excluded. Programmes promoting "
            "volunteering may nonetheless be a low-cost option that councils could consider."
        ),
        good=[
            Good(
                "preserve",
                "Older people who are lonely tend to have worse physical and mental health (Holt-Lunstad et al., 2015). This cohort study "
                "looked at whether formal volunteering makes adults aged 65 or older less lonely. We used data from 3,412 people in the "
                "Yorkshire Ageing Panel, who answered surveys in 2019 and then again in 2022. People who started volunteering for two hours a "
                "week or more said they felt less lonely at follow-up than people who did not volunteer, even after we took account of "
                "health, income and whether they lived alone. The link was strongest for people who had been widowed, which fits an earlier "
                "review (Filges, Siren & Fridberg, 2020). Because people were not randomly assigned to volunteer, we cannot rule out that the "
                "link works the other way round. Even so, programmes that encourage volunteering may be a cheap option for councils to consider.",
            ),
            Good(
                "preserve",
                "**Background.** Loneliness in older age is linked to worse physical and mental health (Holt-Lunstad et al., 2015).\n"
                "**Aim.** To assess whether formal volunteering lowers loneliness in adults aged 65+.\n"
                "**Methods.** Cohort analysis of 3,412 Yorkshire Ageing Panel participants surveyed in 2019 and 2022.\n"
                "**Results.** Those who took up volunteering of at least two hours per week reported lower loneliness at follow-up than "
                "non-volunteers, adjusting for health, income and living alone. The association was most pronounced in widowed participants, "
                "consistent with an earlier review (Filges, Siren & Fridberg, 2020).\n"
                "**Limitations.** Volunteering was not randomised, so reverse causation cannot be ruled out.\n"
                "**Implications.** Volunteering programmes may still offer councils a low-cost option worth considering.",
            ),
            Good(
                "pl",
                "Samotność w starszym wieku wiąże się z gorszym zdrowiem fizycznym i psychicznym (Holt-Lunstad i in., 2015). W tym badaniu "
                "kohortowym sprawdzano, czy formalny wolontariat zmniejsza poczucie samotności u osób w wieku 65 lat i starszych. "
                "Przeanalizowano dane 3412 uczestników Yorkshire Ageing Panel, których ankietowano w 2019 r. i ponownie w 2022 r. Osoby, które "
                "zaczęły działać jako wolontariusze co najmniej dwie godziny tygodniowo, zgłaszały w badaniu kontrolnym niższy poziom "
                "samotności niż osoby niebędące wolontariuszami – także po uwzględnieniu stanu zdrowia, dochodu i samotnego zamieszkiwania. "
                "Związek był najsilniejszy wśród osób owdowiałych, co jest zgodne z wcześniejszym przeglądem (Filges, Siren i Fridberg, 2020). "
                "Ponieważ udział w wolontariacie nie był przydzielany losowo, nie można wykluczyć odwrotnej zależności przyczynowej. Programy "
                "promujące wolontariat mogą jednak stanowić tanią opcję, którą samorządy mogłyby rozważyć.",
            ),
        ],
        bad=[
            Slip(1, [("(Holt-Lunstad et al., 2015)", "(Holt-Lunstad et al., 2010)")], "citation"),
            Slip(
                2,
                [("którą samorządy mogłyby rozważyć", "którą samorządy powinny wdrożyć")],
                "modality",
            ),
            Slip(0, [("data from 3,412 people", "data from 3,142 people")], "number"),
        ],
    ),
    Case(
        key="en-cli-image-optimizer",
        source=(
            "## squeezepix 3.0.0 — released 4 February 2025\n\n"
            "This is a major release with breaking changes.\n\n"
            "- The `--quality` flag now takes a value from 1 to 100; the old 0–10 scale is no longer accepted.\n"
            "- `squeezepix batch` replaces the removed `squeezepix dir` command.\n"
            "- WebP output is now the default. Use `--format jpeg` to keep the previous behaviour.\n"
            "- Processing large folders is roughly 30% faster on machines with 8 or more cores.\n\n"
            "Python 3.8 is not supported any more; you need Python 3.10 or newer. Configuration files from 2.x should be migrated with "
            "`squeezepix migrate-config` before upgrading. Please report problems at https://github.com/squeezepix/squeezepix/issues."
        ),
        good=[
            Good(
                "preserve",
                "## squeezepix 3.0.0 (4 February 2025)\n\n"
                "Version 3.0.0 is a major release and it breaks backwards compatibility. What changed:\n\n"
                "- `--quality` now expects a number between 1 and 100. Values on the old 0–10 scale are rejected.\n"
                "- The `squeezepix dir` command has been removed; use `squeezepix batch` instead.\n"
                "- Images are now saved as WebP by default. If you want the old behaviour, pass `--format jpeg`.\n"
                "- On machines with at least 8 cores, big folders are processed about 30% faster.\n\n"
                "Python 3.8 is no longer supported — you'll need Python 3.10 or later. Before upgrading, you should migrate your 2.x "
                "configuration files by running `squeezepix migrate-config`. If you run into problems, please report them at "
                "https://github.com/squeezepix/squeezepix/issues.",
            ),
            Good(
                "preserve",
                "## squeezepix 3.0.0 – 2025-02-04\n\n"
                "**Breaking changes**\n\n"
                "- `--quality`: range is now 1–100 (0–10 values are rejected).\n"
                "- `squeezepix dir` removed → use `squeezepix batch`.\n"
                "- Default output format is WebP; add `--format jpeg` for the previous behaviour.\n\n"
                "**Performance**\n\n"
                "- ~30% faster on large folders with 8+ cores.\n\n"
                "**Requirements:** Python 3.10+ (Python 3.8 dropped). Migrate 2.x config files with `squeezepix migrate-config` before "
                "you upgrade (recommended).\n\n"
                "Issues: https://github.com/squeezepix/squeezepix/issues",
            ),
            Good(
                "pl",
                "## squeezepix 3.0.0 — wydanie z 4 lutego 2025 r.\n\n"
                "To duże wydanie, które wprowadza zmiany niezgodne wstecz.\n\n"
                "- Flaga `--quality` przyjmuje teraz wartości od 1 do 100; dawna skala 0–10 nie jest już akceptowana.\n"
                "- Polecenie `squeezepix dir` zostało usunięte i zastąpione przez `squeezepix batch`.\n"
                "- Domyślnym formatem wyjściowym jest teraz WebP. Aby zachować dotychczasowe działanie, użyj `--format jpeg`.\n"
                "- Przetwarzanie dużych folderów jest mniej więcej o 30% szybsze na komputerach z co najmniej 8 rdzeniami.\n\n"
                "Python 3.8 nie jest już obsługiwany; potrzebny jest Python 3.10 lub nowszy. Przed aktualizacją pliki konfiguracyjne "
                "z wersji 2.x powinny zostać przeniesione poleceniem `squeezepix migrate-config`. Problemy prosimy zgłaszać pod adresem "
                "https://github.com/squeezepix/squeezepix/issues.",
            ),
        ],
        bad=[
            Slip(0, [("`squeezepix migrate-config`", "`squeezepix config-migrate`")], "code"),
            Slip(
                2,
                [
                    ("Flaga `--quality`", "Flaga --quality"),
                    ("Polecenie `squeezepix dir`", "Polecenie squeezepix dir"),
                    ("przez `squeezepix batch`", "przez squeezepix batch"),
                    ("użyj `--format jpeg`", "użyj --format jpeg"),
                    (
                        "poleceniem `squeezepix migrate-config`",
                        "poleceniem squeezepix migrate-config",
                    ),
                ],
                "markdown",
            ),
            Slip(
                1, [("(0–10 values are rejected)", "(0–10 values are still accepted)")], "negation"
            ),
        ],
    ),
    Case(
        key="en-database-upgrade-guide",
        source=(
            "### Upgrading from Tallystore 5 to Tallystore 6\n\n"
            "Before you start, back up your database; the upgrade cannot be rolled back. Plan for downtime of roughly 10–20 minutes per "
            "100 GB of data.\n\n"
            "1. Stop all application servers.\n"
            "2. Run `tallystore-admin check --target 6.0` and fix every error it reports. Warnings may be ignored.\n"
            "3. Run `tallystore-admin upgrade`. Do not interrupt this step, even if it appears to hang.\n"
            "4. Start the servers and confirm that `SELECT version();` returns `6.0.2` or later.\n\n"
            "Tallystore 5 will receive security fixes until 30 June 2026. Customers on the Enterprise plan can request assisted upgrades "
            "at upgrades@tallystore.io at least 10 working days in advance."
        ),
        good=[
            Good(
                "preserve",
                "### Moving from Tallystore 5 to Tallystore 6\n\n"
                "First, make a backup of your database — once the upgrade is done, you can't roll it back. Expect about 10 to 20 minutes of "
                "downtime for every 100 GB of data.\n\n"
                "1. Stop every application server.\n"
                "2. Run `tallystore-admin check --target 6.0` and fix all the errors it finds. You can ignore warnings.\n"
                "3. Run `tallystore-admin upgrade` and don't interrupt it, even if it looks stuck.\n"
                "4. Start the servers again and check that `SELECT version();` shows `6.0.2` or a later version.\n\n"
                "Security fixes for Tallystore 5 will keep coming until 30 June 2026. If you're on the Enterprise plan, you can ask us to help "
                "with the upgrade by writing to upgrades@tallystore.io at least 10 working days beforehand.",
            ),
            Good(
                "preserve",
                "### Tallystore 6 upgrade guide (from version 5)\n\n"
                "A database backup is required before you begin, as the upgrade is irreversible. Allow approximately 10–20 minutes of "
                "downtime per 100 GB.\n\n"
                "1. Shut down all application servers.\n"
                "2. Execute `tallystore-admin check --target 6.0` and resolve each reported error; warnings can safely be ignored.\n"
                "3. Execute `tallystore-admin upgrade`. This step must not be interrupted, even if it seems to have stalled.\n"
                "4. Restart the servers and verify that `SELECT version();` returns `6.0.2` or higher.\n\n"
                "Tallystore 5 remains eligible for security fixes until 30 June 2026. Enterprise customers may request an assisted upgrade by "
                "emailing upgrades@tallystore.io no later than 10 working days before the planned date.",
            ),
            Good(
                "pl",
                "### Aktualizacja z Tallystore 5 do Tallystore 6\n\n"
                "Zanim zaczniesz, zrób kopię zapasową bazy danych – aktualizacji nie można cofnąć. Przygotuj się na przerwę w działaniu "
                "trwającą około 10–20 minut na każde 100 GB danych.\n\n"
                "1. Zatrzymaj wszystkie serwery aplikacji.\n"
                "2. Uruchom `tallystore-admin check --target 6.0` i popraw każdy zgłoszony błąd. Ostrzeżenia można pominąć.\n"
                "3. Uruchom `tallystore-admin upgrade`. Nie przerywaj tego kroku, nawet jeśli wygląda na to, że się zawiesił.\n"
                "4. Uruchom serwery i sprawdź, czy `SELECT version();` zwraca `6.0.2` lub nowszą wersję.\n\n"
                "Tallystore 5 będzie otrzymywać poprawki bezpieczeństwa do 30 czerwca 2026 r. Klienci planu Enterprise mogą poprosić o pomoc "
                "przy aktualizacji, pisząc na adres upgrades@tallystore.io co najmniej 10 dni roboczych wcześniej.",
            ),
        ],
        bad=[
            Slip(2, [("zwraca `6.0.2`", "zwraca `6.2.0`")], "code"),
            Slip(
                0,
                [
                    ("\n\n1. Stop every", "\n\nStop every"),
                    ("\n2. Run", " Then run"),
                    ("\n3. Run", " Next, run"),
                    ("\n4. Start", " Finally, start"),
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "This step must not be interrupted",
                        "This step should preferably not be interrupted",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-browser-extension-release",
        source=(
            "TabTidy 2.4 for Chrome and Firefox is rolling out gradually from Monday 9 June and should reach all users within about a week. "
            "This version adds automatic grouping of tabs by website and a new keyboard shortcut, Ctrl+Shift+K, for closing duplicate tabs. "
            "To support grouping, TabTidy now requests the `tabGroups` permission; it still does not read the content of the pages you "
            "visit. Sync between devices remains optional and is switched off by default. If you use Firefox ESR 115, you will need to "
            "update your browser before installing 2.4. Older versions of the extension will stop receiving updates after 31 August. "
            "Questions can be sent to support@tabtidy.app."
        ),
        good=[
            Good(
                "preserve",
                "TabTidy 2.4 for Chrome and Firefox starts rolling out in stages on Monday 9 June, and everyone should have it in roughly a "
                "week. The new version can group your tabs by website automatically, and you can now close duplicate tabs with the shortcut "
                "Ctrl+Shift+K. Because of the grouping feature, TabTidy now asks for the `tabGroups` permission — but it still doesn't read "
                "what's on the pages you visit. Syncing between devices is still optional and stays off unless you turn it on. On Firefox "
                "ESR 115? Then you'll have to update your browser before you can install 2.4. After 31 August, older versions of the "
                "extension won't get updates any more. Any questions? Email support@tabtidy.app.",
            ),
            Good(
                "preserve",
                "**TabTidy 2.4 (Chrome and Firefox)**\n\n"
                "Staged rollout begins Monday 9 June; all users should have the update within approximately one week.\n\n"
                "- New: automatic tab grouping by website.\n"
                "- New: Ctrl+Shift+K closes duplicate tabs.\n"
                "- Permissions: `tabGroups` is now requested to enable grouping. TabTidy still does not read page content.\n"
                "- Cross-device sync stays optional and disabled by default.\n"
                "- Firefox ESR 115 users must update their browser before installing 2.4.\n\n"
                "Older extension versions will no longer be updated after 31 August. Contact: support@tabtidy.app.",
            ),
            Good(
                "pl",
                "TabTidy 2.4 dla Chrome'a i Firefoksa będzie udostępniany stopniowo od poniedziałku 9 czerwca i powinien trafić do wszystkich "
                "użytkowników w ciągu mniej więcej tygodnia. Nowa wersja automatycznie grupuje karty według witryn i wprowadza skrót "
                "klawiszowy Ctrl+Shift+K do zamykania zduplikowanych kart. Aby grupowanie działało, TabTidy prosi teraz o uprawnienie "
                "`tabGroups`; nadal nie odczytuje treści odwiedzanych przez Ciebie stron. Synchronizacja między urządzeniami pozostaje "
                "opcjonalna i domyślnie jest wyłączona. Jeśli korzystasz z Firefoksa ESR 115, przed instalacją wersji 2.4 musisz "
                "zaktualizować przeglądarkę. Po 31 sierpnia starsze wersje rozszerzenia przestaną otrzymywać aktualizacje. Pytania można "
                "wysyłać na adres support@tabtidy.app.",
            ),
        ],
        bad=[
            Slip(0, [("on Monday 9 June", "on Monday 16 June")], "date"),
            Slip(
                1,
                [
                    (
                        "TabTidy still does not read page content.",
                        "TabTidy now also reads page content.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "do zamykania zduplikowanych kart.",
                        "do zamykania zduplikowanych kart, a także ciemny motyw interfejsu.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-lasting-power-of-attorney",
        source=(
            "A lasting power of attorney (LPA) lets you choose people you trust to make decisions for you if you lose mental capacity. LPAs "
            "are made under the Mental Capacity Act 2005, and there are two types: one for property and financial affairs and one for health "
            "and welfare. An LPA must be registered with the Office of the Public Guardian before it can be used. It costs £82 to register "
            "each LPA, and you may pay half if your gross annual income is under £12,000. Registration usually takes up to 20 weeks, so you "
            "should not wait until it is urgently needed. You can start an LPA online at www.gov.uk/power-of-attorney or call 0300 456 0300."
        ),
        good=[
            Good(
                "preserve",
                "With a lasting power of attorney (LPA), you pick people you trust to make decisions on your behalf if you ever lose the "
                "mental capacity to make them yourself. LPAs are set up under the Mental Capacity Act 2005. There are two kinds: one covers "
                "property and money matters, the other covers health and welfare. Before anyone can use an LPA, it has to be registered with "
                "the Office of the Public Guardian. Registration costs £82 for each LPA, and if your income is under £12,000 a year before "
                "tax, you may only have to pay half. It usually takes up to 20 weeks, so don't leave it until you urgently need one. You can "
                "get started online at www.gov.uk/power-of-attorney or phone 0300 456 0300.",
            ),
            Good(
                "preserve",
                "**What is an LPA?** A lasting power of attorney lets people you trust make decisions for you should you lose mental "
                "capacity. It is made under the Mental Capacity Act 2005.\n\n"
                "**Are there different types?** Yes, two: property and financial affairs, and health and welfare.\n\n"
                "**Does it need to be registered?** Yes. It cannot be used until the Office of the Public Guardian has registered it.\n\n"
                "**How much does it cost?** £82 per LPA. If your gross annual income is below £12,000, you may be eligible to pay 50%.\n\n"
                "**How long does it take?** Usually up to 20 weeks — so it is best not to wait until you urgently need one.\n\n"
                "**How do I start?** Online at www.gov.uk/power-of-attorney, or by phone on 0300 456 0300.",
            ),
            Good(
                "pl",
                "Pełnomocnictwo trwałe (lasting power of attorney, LPA) pozwala wybrać zaufane osoby, które będą podejmować za Ciebie decyzje, "
                "jeśli utracisz zdolność umysłową do ich podejmowania. LPA ustanawia się na podstawie Mental Capacity Act 2005 (ustawy "
                "o zdolności umysłowej z 2005 r.); istnieją dwa rodzaje: dotyczące majątku i spraw finansowych oraz dotyczące zdrowia i opieki. "
                "Zanim LPA będzie można wykorzystać, musi ono zostać zarejestrowane w Office of the Public Guardian. Rejestracja każdego LPA "
                "kosztuje 82 funty, a jeśli Twój roczny dochód brutto jest niższy niż 12 000 funtów, możesz zapłacić połowę. Rejestracja trwa "
                "zwykle do 20 tygodni, dlatego nie należy czekać, aż pełnomocnictwo będzie pilnie potrzebne. Proces można rozpocząć online na "
                "stronie www.gov.uk/power-of-attorney lub pod numerem 0300 456 0300.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("under the Mental Capacity Act 2005", "under the Mental Health Act 1983")],
                "legal_reference",
            ),
            Slip(2, [("kosztuje 82 funty", "kosztuje 92 funty")], "number"),
            Slip(
                1, [("www.gov.uk/power-of-attorney", "www.gov.uk/lasting-power-of-attorney")], "url"
            ),
        ],
    ),
    Case(
        key="en-freedom-of-information",
        source=(
            "Anyone can ask Northmoor District Council for recorded information under the Freedom of Information Act 2000. Requests must be "
            "made in writing, for example by email to foi@northmoor.gov.uk, and must include your name and a return address. You do not "
            "have to say why you want the information. Under section 10 of the Act, we must respond promptly and no later than 20 working "
            "days after receiving your request. Requests sent between 24 December and 1 January will be treated as received on 2 January. "
            "We may refuse a request if complying would cost more than £450, which is roughly 18 hours of staff time. If you are unhappy "
            "with our response, you can ask for an internal review within 40 working days."
        ),
        good=[
            Good(
                "preserve",
                "Anyone can request recorded information from Northmoor District Council under the Freedom of Information Act 2000. Your "
                "request has to be in writing – an email to foi@northmoor.gov.uk is one way – and it must give your name and an address we "
                "can reply to. You don't need to tell us why you want the information. Section 10 of the Act says we have to reply promptly, "
                "and within 20 working days of getting your request at the latest. Anything you send between 24 December and 1 January will "
                "count as received on 2 January. If dealing with a request would cost more than £450 (around 18 hours of staff time), we can "
                "refuse it. Not happy with our reply? You can ask for an internal review within 40 working days.",
            ),
            Good(
                "preserve",
                "Northmoor District Council: Freedom of Information requests\n\n"
                "Any person may request recorded information held by the Council under the Freedom of Information Act 2000. Requests are "
                "required to be submitted in writing (for example by email to foi@northmoor.gov.uk) and to state the requester's name and an "
                "address for correspondence. Applicants are not obliged to give reasons for their request. In accordance with section 10 of "
                "the Act, the Council is required to respond promptly and in any event within 20 working days of receipt. Requests submitted "
                "from 24 December to 1 January inclusive are deemed received on 2 January. A request may be refused where the cost of "
                "compliance would exceed £450, equivalent to approximately 18 hours of staff time. Requesters who are dissatisfied with a "
                "response may seek an internal review within 40 working days.",
            ),
            Good(
                "pl",
                "Każdy może zwrócić się do Rady Dystryktu Northmoor o udostępnienie zarejestrowanych informacji na podstawie Freedom of "
                "Information Act 2000 (ustawy o wolności informacji z 2000 r.). Wniosek trzeba złożyć na piśmie, np. e-mailem na adres "
                "foi@northmoor.gov.uk, i musi on zawierać imię i nazwisko wnioskodawcy oraz adres do korespondencji. Nie musisz podawać, "
                "w jakim celu potrzebujesz informacji. Zgodnie z sekcją 10 ustawy mamy obowiązek odpowiedzieć niezwłocznie, nie później niż "
                "w ciągu 20 dni roboczych od otrzymania wniosku. Wnioski wysłane między 24 grudnia a 1 stycznia zostaną uznane za otrzymane "
                "2 stycznia. Możemy odmówić, jeśli koszt realizacji wniosku przekroczyłby 450 funtów, co odpowiada mniej więcej 18 godzinom "
                "pracy pracowników. Jeśli nie jesteś zadowolony z odpowiedzi, możesz w ciągu 40 dni roboczych poprosić o jej wewnętrzną "
                "weryfikację.",
            ),
        ],
        bad=[
            Slip(
                2, [("Zgodnie z sekcją 10 ustawy", "Zgodnie z sekcją 17 ustawy")], "legal_reference"
            ),
            Slip(
                1,
                [("are deemed received on 2 January", "are deemed received on 3 January")],
                "date",
            ),
            Slip(
                0,
                [
                    (
                        "Your request has to be in writing",
                        "Ideally, your request should be in writing",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-small-claims",
        source=(
            "If someone owes you money, you can make a claim online through Money Claim Online at www.moneyclaims.service.gov.uk. Claims of "
            "up to £10,000 are normally allocated to the small claims track under Part 27 of the Civil Procedure Rules. The court fee depends "
            "on the amount: for example, it is £35 for claims up to £300 and £115 for claims between £1,500.01 and £3,000. You usually cannot "
            "recover your own legal costs on this track, so many people represent themselves. Before a hearing, most cases are referred to "
            "the free Small Claims Mediation Service, which typically involves a one-hour phone call. If the other party does not respond "
            "within 14 days of service, you may ask for judgment by default."
        ),
        good=[
            Good(
                "preserve",
                "If someone owes you money, you can claim it online using Money Claim Online (www.moneyclaims.service.gov.uk). Claims worth "
                "£10,000 or less normally go to the small claims track, under Part 27 of the Civil Procedure Rules. How much the court charges "
                "depends on how much you're claiming – for instance, £35 if you're claiming up to £300, and £115 for £1,500.01 to £3,000. "
                "On this track you usually can't get back what you spent on your own legal costs, which is why lots of people represent "
                "themselves. Before any hearing, most cases are sent to the free Small Claims Mediation Service; this is typically a phone "
                "call lasting an hour. If the other side doesn't reply within 14 days of being served, you can ask for a default judgment.",
            ),
            Good(
                "preserve",
                "**Claiming money you are owed**\n\n"
                "- **Where:** online via Money Claim Online – www.moneyclaims.service.gov.uk.\n"
                "- **Which track:** claims up to £10,000 normally go to the small claims track (Civil Procedure Rules, Part 27).\n"
                "- **Fees:** depend on the amount claimed, e.g. £35 up to £300; £115 from £1,500.01 to £3,000.\n"
                "- **Legal costs:** generally not recoverable on this track, so many people represent themselves.\n"
                "- **Mediation:** before any hearing, most cases are referred to the free Small Claims Mediation Service – usually a one-hour "
                "telephone call.\n"
                "- **No response?** If the other party does not reply within 14 days of service, you can request a default judgment.",
            ),
            Good(
                "pl",
                "Jeśli ktoś jest Ci winien pieniądze, możesz złożyć pozew przez internet w serwisie Money Claim Online pod adresem "
                "www.moneyclaims.service.gov.uk. Roszczenia do 10 000 funtów kieruje się zwykle do trybu drobnych roszczeń (small claims "
                "track) na podstawie części 27 Civil Procedure Rules (przepisów o postępowaniu cywilnym). Opłata sądowa zależy od kwoty: "
                "wynosi np. 35 funtów przy roszczeniach do 300 funtów i 115 funtów przy roszczeniach od 1500,01 do 3000 funtów. W tym trybie "
                "zazwyczaj nie można odzyskać własnych kosztów obsługi prawnej, dlatego wiele osób reprezentuje się samodzielnie. Przed "
                "rozprawą większość spraw trafia do bezpłatnej usługi mediacyjnej Small Claims Mediation Service, co zwykle oznacza godzinną "
                "rozmowę telefoniczną. Jeśli druga strona nie odpowie w ciągu 14 dni od doręczenia, możesz wnieść o wydanie wyroku zaocznego.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("and £115 for £1,500.01 to £3,000", "and £150 for £1,500.01 to £3,000")],
                "number",
            ),
            Slip(2, [("zazwyczaj nie można odzyskać", "zazwyczaj można odzyskać")], "negation"),
            Slip(
                1, [("claims up to £10,000 normally go", "claims up to £10,000 always go")], "hedge"
            ),
        ],
    ),
    Case(
        key="en-electoral-canvass",
        source=(
            "Every household in Fenbridge will receive a canvass communication between July and September 2025 as part of the annual "
            "electoral register update. Some households will only need to respond if their details have changed; others must reply even if "
            "nothing has changed, and the letter will say which applies to you. Responding does not register anyone to vote: each new "
            "resident must apply individually at www.gov.uk/register-to-vote, which takes about 5 minutes. Under regulation 23 of the "
            "Representation of the People (England and Wales) Regulations 2001, failing to provide the information requested can lead to a "
            "fine of up to £1,000. If you have not replied by 1 October, a canvasser may visit your home. Queries: electoral@fenbridge.gov.uk "
            "or 01632 960 412."
        ),
        good=[
            Good(
                "preserve",
                "Between July and September 2025, every home in Fenbridge will get a canvass letter or message, because the electoral register "
                "is updated every year. Some households only have to reply if something has changed. Others have to reply even when nothing "
                "has changed – your letter will tell you which group you're in. Replying does not register anyone to vote. Each new resident "
                "has to apply separately at www.gov.uk/register-to-vote; it takes around 5 minutes. If you don't give us the information we "
                "ask for, you could be fined up to £1,000 under regulation 23 of the Representation of the People (England and Wales) "
                "Regulations 2001. If we haven't heard from you by 1 October, a canvasser may call at your home. Questions? Email "
                "electoral@fenbridge.gov.uk or ring 01632 960 412.",
            ),
            Good(
                "preserve",
                "**Annual canvass 2025 – Fenbridge**\n\n"
                "All Fenbridge households will be contacted between July and September 2025 as part of the yearly review of the electoral "
                "register. Depending on the type of communication you receive, you will either need to reply only if your details have "
                "changed, or be required to reply even if they have not; your letter will make this clear. A canvass response is not a "
                "registration to vote. Every new resident must register individually at www.gov.uk/register-to-vote (approximately 5 minutes). "
                "Failure to supply the requested information may result in a fine of up to £1,000 (regulation 23, Representation of the People "
                "(England and Wales) Regulations 2001). Households that have not responded by 1 October may receive a visit from a canvasser. "
                "Contact: electoral@fenbridge.gov.uk, 01632 960 412.",
            ),
            Good(
                "pl",
                "W ramach corocznej aktualizacji rejestru wyborców każde gospodarstwo domowe w Fenbridge otrzyma między lipcem a wrześniem "
                "2025 r. korespondencję w sprawie weryfikacji danych (tzw. canvass). Część gospodarstw będzie musiała odpowiedzieć tylko wtedy, "
                "gdy ich dane się zmieniły; inne muszą odpowiedzieć nawet wtedy, gdy nic się nie zmieniło – z pisma dowiesz się, która sytuacja "
                "dotyczy Ciebie. Odpowiedź nie oznacza wpisania nikogo na listę wyborców: każdy nowy mieszkaniec musi samodzielnie złożyć "
                "wniosek na stronie www.gov.uk/register-to-vote, co zajmuje około 5 minut. Zgodnie z przepisem 23 Representation of the People "
                "(England and Wales) Regulations 2001 nieprzekazanie żądanych informacji może skutkować grzywną do 1000 funtów. Jeśli do "
                "1 października nie udzielisz odpowiedzi, może Cię odwiedzić pracownik prowadzący weryfikację. Pytania: "
                "electoral@fenbridge.gov.uk lub 01632 960 412.",
            ),
        ],
        bad=[
            Slip(2, [("Jeśli do 1 października", "Jeśli do 1 listopada")], "date"),
            Slip(
                1,
                [
                    (
                        "Every new resident must register individually",
                        "Every new resident may register individually",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "it takes around 5 minutes.",
                        "it takes around 5 minutes and you'll need your National Insurance number.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-hmo-licensing",
        source=(
            "Landlords in Ashcombe must hold a licence for any house in multiple occupation (HMO) occupied by five or more people forming two "
            "or more households, as required by section 61 of the Housing Act 2004. From 1 April 2025 an additional licensing scheme will "
            "also cover smaller HMOs with three or four tenants in the Westgate and Riverside wards. The standard fee is £1,150 per property "
            "for a five-year licence, payable in two parts. Applications should be made online; paper forms are only available on request. "
            "Operating an unlicensed HMO is a criminal offence and may lead to an unlimited fine or a civil penalty of up to £30,000. "
            "Inspections are likely to take place within six months of an application."
        ),
        good=[
            Good(
                "preserve",
                "In Ashcombe, if you let out a house in multiple occupation (HMO) to five or more people who make up two or more households, "
                "you must have a licence. This is required by section 61 of the Housing Act 2004. From 1 April 2025, an extra licensing "
                "scheme will also apply to smaller HMOs with three or four tenants in the Westgate and Riverside wards. A five-year licence "
                "normally costs £1,150 per property, paid in two instalments. You should apply online; we only send out paper forms if you ask "
                "for them. Running an HMO without a licence is a criminal offence, and you could face an unlimited fine or a civil penalty of "
                "up to £30,000. We'll probably inspect the property within six months of your application.",
            ),
            Good(
                "preserve",
                "HMO licensing – Ashcombe\n\n"
                "Under section 61 of the Housing Act 2004, a licence is mandatory for every HMO occupied by five or more persons forming at "
                "least two households. With effect from 1 April 2025, an additional licensing scheme will extend to smaller HMOs (three or "
                "four tenants) in Westgate and Riverside wards. The standard fee for a five-year licence is £1,150 per property, paid in two "
                "stages. Applications are expected to be made online; paper forms can be provided on request. It is a criminal offence to "
                "operate an HMO without a licence, punishable by an unlimited fine or a civil penalty of up to £30,000. An inspection is "
                "likely within six months of application.",
            ),
            Good(
                "pl",
                "Wynajmujący w Ashcombe muszą mieć licencję na każdy dom wielorodzinnego najmu (HMO) zamieszkany przez pięć lub więcej osób "
                "tworzących co najmniej dwa gospodarstwa domowe – wymaga tego sekcja 61 Housing Act 2004 (ustawy o mieszkalnictwie z 2004 r.). "
                "Od 1 kwietnia 2025 r. dodatkowy system licencjonowania obejmie także mniejsze HMO z trzema lub czterema najemcami w okręgach "
                "Westgate i Riverside. Standardowa opłata za licencję na pięć lat wynosi 1150 funtów za nieruchomość i jest płatna w dwóch "
                "częściach. Wnioski powinny być składane online; formularze papierowe są dostępne wyłącznie na życzenie. Prowadzenie HMO bez "
                "licencji jest przestępstwem i może skutkować grzywną bez górnej granicy lub karą administracyjną do 30 000 funtów. Kontrole "
                "odbędą się prawdopodobnie w ciągu sześciu miesięcy od złożenia wniosku.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("a civil penalty of up to £30,000", "a civil penalty of up to £3,000")],
                "number",
            ),
            Slip(2, [("muszą mieć licencję", "powinni rozważyć uzyskanie licencji")], "modality"),
            Slip(
                0,
                [
                    (
                        "Running an HMO without a licence is a criminal offence",
                        "Running an HMO without a licence is not a criminal offence",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-scaffolding-licence",
        source=(
            "Anyone who wants to put up scaffolding or hoarding on a public road or pavement in Kettleby needs a licence under section 169 of "
            "the Highways Act 1980. Apply at least 10 working days before the planned start date using the form at "
            "www.kettleby.gov.uk/scaffold. Since 6 January 2025, paper applications are no longer accepted. The fee is £95 for up to four "
            "weeks, with £40 for each additional week. Your contractor must hold public liability insurance of at least £5 million and must "
            "show us the certificate. Scaffolding must be lit at night and must not block the footway without a safe alternative route. "
            "Licences are not issued retrospectively. We aim to decide most applications within about 7 working days."
        ),
        good=[
            Good(
                "preserve",
                "If you want scaffolding or hoarding on a public road or pavement in Kettleby, you'll need a licence under section 169 of the "
                "Highways Act 1980. Send in the form at www.kettleby.gov.uk/scaffold no later than 10 working days before work is due to "
                "start. Since 6 January 2025 we no longer accept paper applications. A licence costs £95 for up to four weeks, plus £40 for "
                "every extra week. Your contractor has to have public liability insurance of at least £5 million and must show us the "
                "certificate. At night the scaffolding must be lit, and it must not block the pavement unless there is a safe alternative "
                "route. We can't issue a licence after the scaffolding has already gone up. We aim to decide most applications in around "
                "7 working days.",
            ),
            Good(
                "preserve",
                "**Scaffolding and hoarding licences – Kettleby**\n\n"
                "A licence under section 169 of the Highways Act 1980 is required before scaffolding or hoarding is put up on any public road "
                "or footway.\n\n"
                "- **When to apply:** at least 10 working days before the intended start, via www.kettleby.gov.uk/scaffold. Paper applications "
                "have not been accepted since 6 January 2025.\n"
                "- **Fees:** £95 covers up to four weeks; each further week costs £40.\n"
                "- **Insurance:** contractors must have public liability cover of no less than £5 million and produce the certificate.\n"
                "- **Conditions:** scaffolding must be illuminated at night; the footway may not be obstructed unless a safe alternative "
                "route is provided.\n\n"
                "Retrospective licences will not be granted. We aim to decide most applications in approximately 7 working days.",
            ),
            Good(
                "pl",
                "Każdy, kto chce ustawić rusztowanie lub wygrodzenie na drodze publicznej albo chodniku w Kettleby, potrzebuje licencji "
                "wydanej na podstawie sekcji 169 Highways Act 1980 (ustawy o drogach z 1980 r.). Wniosek należy złożyć co najmniej 10 dni "
                "roboczych przed planowanym rozpoczęciem prac za pomocą formularza na stronie www.kettleby.gov.uk/scaffold. Od 6 stycznia "
                "2025 r. nie przyjmujemy już wniosków papierowych. Opłata wynosi 95 funtów za okres do czterech tygodni i 40 funtów za każdy "
                "kolejny tydzień. Wykonawca musi mieć ubezpieczenie od odpowiedzialności cywilnej na kwotę co najmniej 5 milionów funtów "
                "i musi okazać nam zaświadczenie o ubezpieczeniu. Rusztowanie musi być nocą oświetlone i nie może blokować chodnika, jeśli nie "
                "zapewniono bezpiecznej trasy alternatywnej. Licencje nie są wydawane z mocą wsteczną. Większość wniosków staramy się "
                "rozpatrzyć w ciągu około 7 dni roboczych.",
            ),
        ],
        bad=[
            Slip(0, [("Since 6 January 2025", "Since 6 June 2025")], "date"),
            Bad(
                "pl",
                "Każdy, kto chce ustawić rusztowanie lub wygrodzenie na drodze publicznej albo chodniku w Kettleby, potrzebuje licencji "
                "wydanej na podstawie sekcji 169 Highways Act 1980 (ustawy o drogach z 1980 r.). Wniosek należy złożyć co najmniej 10 dni "
                "roboczych przed planowanym rozpoczęciem prac za pomocą formularza na stronie www.kettleby.gov.uk/scaffold. Od 6 stycznia "
                "2025 r. nie przyjmujemy już wniosków papierowych. Opłata wynosi 95 funtów za okres do czterech tygodni i 40 funtów za każdy "
                "kolejny tydzień. Your contractor must hold public liability insurance of at least £5 million and must show us the "
                "certificate. Scaffolding must be lit at night and must not block the footway without a safe alternative route. Licences are "
                "not issued retrospectively. We aim to decide most applications within about 7 working days.",
                "wrong_language",
            ),
            Slip(1, [("each further week costs £40", "each further week costs £45")], "number"),
        ],
    ),
    Case(
        key="en-mattress-trial",
        source=(
            "Every Dozewell mattress comes with a 100-night home trial, starting on the day of delivery. We ask you to sleep on it for at "
            "least 30 nights before deciding, as your body may take around three weeks to adjust. If you choose to return it, contact us at "
            "hello@dozewell.co.uk before night 100; we will arrange free collection and refund you in full within 14 days of collection. The "
            "mattress must be in clean condition, and a mattress protector is strongly recommended. The trial does not apply to mattresses "
            "bought in clearance sales or to made-to-measure sizes. Only one trial return is allowed per household. This is in addition to "
            "your statutory right to cancel within 14 days."
        ),
        good=[
            Good(
                "preserve",
                "You can try any Dozewell mattress at home for 100 nights, counting from the day it's delivered. Please give it at least "
                "30 nights before you decide, because it can take your body about three weeks to get used to it. If you want to send it back, "
                "email hello@dozewell.co.uk before night 100. We'll collect it for free and give you a full refund within 14 days of picking "
                "it up. The mattress has to be clean, and we strongly recommend using a mattress protector. Clearance-sale mattresses and "
                "made-to-measure sizes aren't included in the trial. Each household can only make one trial return. All this is on top of "
                "your legal right to cancel within 14 days.",
            ),
            Good(
                "preserve",
                "**How long is the trial?** 100 nights from the delivery date, on every Dozewell mattress.\n\n"
                "**Can I return it straight away?** We'd ask you to sleep on it for a minimum of 30 nights first – your body may need roughly "
                "three weeks to adjust.\n\n"
                "**How do I return it?** Contact hello@dozewell.co.uk before night 100. Collection is free, and we'll refund the full price "
                "within 14 days of collecting it.\n\n"
                "**Are there conditions?** The mattress must be clean; we strongly recommend a mattress protector. Clearance-sale purchases "
                "and made-to-measure sizes are excluded, and there's a limit of one trial return per household.\n\n"
                "**What about my legal rights?** The trial is in addition to your statutory 14-day right to cancel.",
            ),
            Good(
                "pl",
                "Każdy materac Dozewell można testować w domu przez 100 nocy, licząc od dnia dostawy. Prosimy, aby przed podjęciem decyzji "
                "spać na nim co najmniej 30 nocy, ponieważ przyzwyczajenie się organizmu może zająć około trzech tygodni. Jeśli zdecydujesz "
                "się go zwrócić, skontaktuj się z nami pod adresem hello@dozewell.co.uk przed setną nocą; bezpłatnie odbierzemy materac "
                "i zwrócimy całą kwotę w ciągu 14 dni od odbioru. Materac musi być czysty, a używanie ochraniacza jest zdecydowanie zalecane. "
                "Okres próbny nie obejmuje materacy kupionych na wyprzedaży ani materacy w wymiarach na zamówienie. Na jedno gospodarstwo "
                "domowe przysługuje tylko jeden zwrot w ramach okresu próbnego. Jest to uprawnienie dodatkowe, niezależne od ustawowego prawa "
                "do odstąpienia od umowy w ciągu 14 dni.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("zwrócimy całą kwotę w ciągu 14 dni", "zwrócimy całą kwotę w ciągu 30 dni")],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "Collection is free, and",
                        "Collection is free and takes place on weekdays between 8 am and 6 pm, and",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [("The mattress has to be clean", "The mattress should ideally be clean")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-meal-kit-subscription",
        source=(
            "Your Forkful subscription renews automatically every week. To skip a delivery or change recipes, make your changes in the app by "
            "**11:59 pm on Wednesday**, five days before your next box arrives; after this cutoff your order can't be changed. You can pause "
            "for up to 8 weeks in a row or cancel at any time, with no cancellation fee. Boxes are delivered on Mondays between 7 am and 7 pm "
            "and can be left in a safe place if you are out. Ingredients should be refrigerated within about 2 hours of delivery. We cannot "
            "guarantee that meals are free from nuts, as they are packed in a facility that handles them. Full terms: forkful.co.uk/terms."
        ),
        good=[
            Good(
                "preserve",
                "Forkful renews your subscription automatically each week. If you want to skip a box or swap recipes, do it in the app by "
                "**11:59 pm on Wednesday** – that's five days before your next delivery. After that, your order is locked and can't be "
                "changed. You can pause for a maximum of 8 weeks in a row, or cancel whenever you like, and there's no fee for cancelling. We "
                "deliver on Mondays between 7 am and 7 pm, and if you're not in, we can leave your box in a safe place. Put the ingredients "
                "in the fridge within roughly 2 hours of delivery. Because our meals are packed somewhere that also handles nuts, we can't "
                "guarantee they're nut-free. Read the full terms at forkful.co.uk/terms.",
            ),
            Good(
                "preserve",
                "**Forkful subscription – key points**\n\n"
                "- Renews automatically every week.\n"
                "- Skipping a delivery or changing recipes: in the app, no later than **Wednesday, 11:59 pm** (five days ahead of your next "
                "box). No changes are possible after the cutoff.\n"
                "- Pausing: up to 8 consecutive weeks. Cancelling: any time, free of charge.\n"
                "- Delivery: Mondays, 7 am–7 pm; boxes may be left in a safe place if you're not home.\n"
                "- Storage: refrigerate ingredients within approximately 2 hours of delivery.\n"
                "- Allergens: meals are packed in a facility that handles nuts, so we cannot guarantee they are nut-free.\n\n"
                "Full terms: forkful.co.uk/terms",
            ),
            Good(
                "pl",
                "Subskrypcja Forkful odnawia się automatycznie co tydzień. Aby pominąć dostawę lub zmienić przepisy, wprowadź zmiany "
                "w aplikacji do **środy, godz. 23:59**, czyli pięć dni przed przyjazdem kolejnego pudełka; po tym terminie zamówienia nie "
                "można już zmienić. Możesz wstrzymać subskrypcję maksymalnie na 8 tygodni z rzędu albo zrezygnować w dowolnym momencie – bez "
                "opłaty za rezygnację. Pudełka dostarczamy w poniedziałki w godz. 7:00–19:00; jeśli nie będzie Cię w domu, możemy zostawić je "
                "w bezpiecznym miejscu. Składniki należy włożyć do lodówki w ciągu około 2 godzin od dostawy. Nie możemy zagwarantować, że "
                "posiłki nie zawierają orzechów, ponieważ są pakowane w zakładzie, w którym się je przetwarza. Pełny regulamin: "
                "forkful.co.uk/terms.",
            ),
        ],
        bad=[
            Slip(0, [("within roughly 2 hours", "within 2 hours")], "hedge"),
            Slip(2, [("forkful.co.uk/terms", "forkful.com/terms")], "url"),
            Slip(
                1,
                [
                    (
                        "No changes are possible after the cutoff.",
                        "Changes are still possible after the cutoff.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-furniture-delivery",
        source=(
            "Large items from Oakhaven Furniture are delivered by a two-person team. You will receive a text message with a two-hour delivery "
            "window by 6 pm on the day before delivery. Someone aged 18 or over must be at home to accept the order. Our drivers can carry "
            "items up to the second floor at no extra cost; above that, a £25 charge applies if there is no lift. For safety reasons, we do "
            "not assemble wardrobes taller than 2.2 metres. Please measure doorways and stairwells before ordering, since items that do not "
            "fit cannot be returned free of charge. Delivery slots are available Tuesday to Saturday. If you need to rebook, call "
            "0345 600 7788 at least 48 hours in advance."
        ),
        good=[
            Good(
                "preserve",
                "A team of two people delivers large items from Oakhaven Furniture. By 6 pm the day before your delivery, we'll text you a "
                "two-hour delivery window. Someone who is at least 18 has to be home to take the delivery. Our drivers will bring things up "
                "to the second floor for free; if you live higher up and there's no lift, we charge £25. For safety reasons we don't "
                "assemble wardrobes over 2.2 metres tall. Please measure your doorways and stairwells before you order – if something doesn't "
                "fit, you can't return it for free. You can choose a delivery slot from Tuesday to Saturday. Need to change the date? Call "
                "0345 600 7788 at least 48 hours beforehand.",
            ),
            Good(
                "preserve",
                "Delivery information – Oakhaven Furniture\n\n"
                "Large items are delivered by a two-person crew. A text message with a two-hour delivery window will be sent to you no later "
                "than 6 pm the day before delivery. A person aged 18 or older is required to be present to receive the order. Carrying items "
                "up to and including the second floor is included in the price; for higher floors without a lift, a £25 charge is made. For "
                "safety reasons, wardrobes taller than 2.2 metres are not assembled by our team. Customers are asked to measure doorways and "
                "stairwells prior to ordering, as items that do not fit are not eligible for free return. Deliveries take place Tuesday to "
                "Saturday. To rearrange a delivery, please call 0345 600 7788 no less than 48 hours in advance.",
            ),
            Good(
                "pl",
                "Duże meble z Oakhaven Furniture dostarcza dwuosobowy zespół. Do godz. 18:00 dnia poprzedzającego dostawę otrzymasz SMS "
                "z dwugodzinnym przedziałem czasowym dostawy. Przy odbiorze zamówienia musi być obecna osoba, która ukończyła 18 lat. Nasi "
                "kierowcy bez dodatkowych opłat wniosą produkty do drugiego piętra włącznie; wyżej, jeśli w budynku nie ma windy, pobieramy "
                "25 funtów. Ze względów bezpieczeństwa nie montujemy szaf wyższych niż 2,2 metra. Przed złożeniem zamówienia zmierz drzwi "
                "i klatkę schodową, ponieważ produktów, które się nie zmieszczą, nie można zwrócić bezpłatnie. Dostawy realizujemy od wtorku "
                "do soboty. Jeśli chcesz zmienić termin, zadzwoń pod numer 0345 600 7788 co najmniej 48 godzin wcześniej.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "no later than 6 pm the day before delivery",
                        "no later than 8 pm the day before delivery",
                    )
                ],
                "date",
            ),
            Slip(
                0,
                [
                    (
                        "to the second floor for free;",
                        "to the second floor for free and take all the packaging away with them;",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("musi być obecna osoba", "najlepiej, aby była obecna osoba")], "modality"),
        ],
    ),
    Case(
        key="en-mobile-roaming",
        source=(
            "From 1 March 2025, Brightwave pay-monthly customers will be charged £2.50 a day to use their UK allowance in 47 European "
            "destinations, including Ireland, France and Spain. The charge applies only on days when you use data, make a call or send a "
            "text abroad; receiving texts is free. Roam Passes bought before 1 March will remain valid until they expire. Daily charges are "
            "capped at £25 per billing month. Calls to UK numbers from outside Europe may cost significantly more, so check rates at "
            "brightwave.co.uk/roaming before you travel. You must be at least 18 to change your roaming settings. To turn roaming off "
            "completely, text STOP to 2468."
        ),
        good=[
            Good(
                "preserve",
                "Starting 1 March 2025, Brightwave pay-monthly customers will pay £2.50 a day to use their UK allowance in 47 European "
                "destinations – among them Ireland, France and Spain. You're only charged on days when you use data, call or text while "
                "abroad; receiving texts doesn't cost anything. If you bought a Roam Pass before 1 March, it stays valid until it runs out. "
                "You'll never pay more than £25 in daily charges in one billing month. Calls to UK numbers from outside Europe might cost a "
                "lot more, so check the rates at brightwave.co.uk/roaming before you go. You have to be 18 or over to change your roaming "
                "settings. Want roaming switched off entirely? Text STOP to 2468.",
            ),
            Good(
                "preserve",
                "**Roaming changes from 1 March 2025 (Brightwave pay-monthly)**\n\n"
                "- Using your UK allowance in any of 47 European destinations (e.g. Ireland, France, Spain) will cost £2.50 per day.\n"
                "- You pay only on days you use data, call or text abroad. Incoming texts are free.\n"
                "- Roam Passes purchased before 1 March stay valid until expiry.\n"
                "- Daily charges are capped at £25 per billing month.\n"
                "- Calling UK numbers from outside Europe could be considerably more expensive – see brightwave.co.uk/roaming before "
                "travelling.\n"
                "- Roaming settings can only be changed by customers aged 18+.\n"
                "- To block roaming completely, text STOP to 2468.",
            ),
            Good(
                "pl",
                "Od 1 marca 2025 r. klienci Brightwave w abonamencie będą płacić 2,50 funta dziennie za korzystanie z brytyjskiego pakietu "
                "w 47 europejskich destynacjach, w tym w Irlandii, Francji i Hiszpanii. Opłata jest naliczana tylko w te dni, w które za "
                "granicą korzystasz z internetu, dzwonisz lub wysyłasz SMS-y; odbieranie SMS-ów jest bezpłatne. Pakiety Roam Pass kupione "
                "przed 1 marca pozostaną ważne do końca okresu ważności. Opłaty dzienne są ograniczone do 25 funtów w okresie rozliczeniowym. "
                "Połączenia na brytyjskie numery spoza Europy mogą kosztować znacznie więcej, dlatego przed wyjazdem sprawdź stawki na "
                "brightwave.co.uk/roaming. Aby zmienić ustawienia roamingu, musisz mieć ukończone 18 lat. Żeby całkowicie wyłączyć roaming, "
                "wyślij SMS o treści STOP na numer 2468.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "among them Ireland, France and Spain",
                        "among them Ireland, France, Spain and Turkey",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("see brightwave.co.uk/roaming", "see brightwave.com/roaming")], "url"),
            Slip(2, [("mogą kosztować znacznie więcej", "kosztują znacznie więcej")], "hedge"),
        ],
    ),
    Case(
        key="en-clothing-alterations",
        source=(
            "Stitchwise Alterations, 42 Market Row, is open Monday to Friday 9 am–5:30 pm and Saturday 10 am–2 pm. Trouser hems cost £14 and "
            "are normally ready in 3 working days; a same-day service is available for an extra £8 if you drop off before 11 am. Wedding and "
            "formal wear requires a fitting appointment, which you can book on 01632 960 588. We do not alter leather or suede. Please bring "
            "the shoes you will wear with the garment so we can pin the correct length. Payment is taken when you collect. Items left "
            "uncollected for more than 90 days may be donated to charity."
        ),
        good=[
            Good(
                "preserve",
                "You'll find Stitchwise Alterations at 42 Market Row. We're open Monday to Friday from 9 am to 5:30 pm, and on Saturdays from "
                "10 am to 2 pm. Hemming trousers costs £14 and usually takes 3 working days. Drop them off before 11 am and, for another £8, "
                "you can have them back the same day. For wedding and formal wear you'll need a fitting appointment – book one on "
                "01632 960 588. We don't alter anything made of leather or suede. Bring along the shoes you'll wear with the outfit so we can "
                "pin the length correctly. You pay when you pick up. If you leave something with us for more than 90 days, we may give it to "
                "charity.",
            ),
            Good(
                "preserve",
                "**Stitchwise Alterations** – 42 Market Row\n"
                "Opening hours: Mon–Fri 9:00–17:30, Sat 10:00–14:00\n\n"
                "- Trouser hem: £14, usually ready within 3 working days. Same-day: +£8 (drop-off before 11:00).\n"
                "- Wedding & formal wear: by fitting appointment only – call 01632 960 588.\n"
                "- Leather and suede: not altered.\n\n"
                "Please bring the shoes you plan to wear with the garment so the length can be pinned accurately. Payment on collection. "
                "Items uncollected for more than 90 days may be donated to charity.",
            ),
            Good(
                "pl",
                "Pracownia krawiecka Stitchwise Alterations, 42 Market Row, jest czynna od poniedziałku do piątku w godz. 9:00–17:30 oraz "
                "w soboty w godz. 10:00–14:00. Skrócenie spodni kosztuje 14 funtów i zwykle jest gotowe w ciągu 3 dni roboczych; jeśli "
                "oddasz spodnie przed 11:00, za dodatkowe 8 funtów możemy wykonać usługę tego samego dnia. Przeróbki odzieży ślubnej "
                "i wizytowej wymagają umówienia przymiarki pod numerem 01632 960 588. Nie przerabiamy rzeczy ze skóry ani zamszu. Prosimy "
                "o przyniesienie butów, które będą noszone z daną rzeczą, abyśmy mogli prawidłowo zaznaczyć długość. Płatność przy odbiorze. "
                "Rzeczy nieodebrane przez ponad 90 dni mogą zostać przekazane na cele charytatywne.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("Płatność przy odbiorze.", "Płatność przy odbiorze, także kartą i BLIK-iem.")],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "We don't alter anything made of leather or suede.",
                        "We also alter leather and suede.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("Trouser hem: £14", "Trouser hem: £12")], "number"),
        ],
    ),
    Case(
        key="en-holiday-activities-food",
        source=(
            "The Holiday Activities and Food programme runs in Harlow Vale during the summer holidays, from Monday 28 July to Friday "
            "22 August 2025. Sessions take place four days a week, Monday to Thursday, from 10 am to 2 pm, and include a free healthy lunch. "
            "Places are free for children aged 5–16 who receive benefits-related free school meals; other families may be able to book at a "
            "reduced rate of £10 per day. Booking opens on 1 July at haf.harlowvale.gov.uk and closes when places run out. Children must be "
            "signed in by a parent or carer. Please tell us about any allergies when booking, as we may not be able to cater for every "
            "dietary need."
        ),
        good=[
            Good(
                "preserve",
                "This summer, Harlow Vale's Holiday Activities and Food programme runs from Monday 28 July to Friday 22 August 2025. There are "
                "sessions on four days each week – Monday to Thursday – from 10 am to 2 pm, and each one includes a free healthy lunch. "
                "Children aged 5 to 16 who get benefits-related free school meals can come for free. Other families might be able to book at "
                "a lower price of £10 a day. You can book from 1 July at haf.harlowvale.gov.uk, until all the places are gone. A parent or "
                "carer has to sign each child in. When you book, let us know about any allergies, because we may not be able to meet every "
                "dietary need.",
            ),
            Good(
                "preserve",
                "**Holiday Activities and Food – Summer 2025, Harlow Vale**\n\n"
                "- **Dates:** Monday 28 July – Friday 22 August 2025\n"
                "- **Sessions:** Monday to Thursday, 10 am–2 pm, with a free healthy lunch\n"
                "- **Cost:** free for children aged 5–16 receiving benefits-related free school meals; other families may be offered a "
                "reduced rate of £10 per day\n"
                "- **Booking:** opens 1 July at haf.harlowvale.gov.uk and closes once places are filled\n\n"
                "Every child must be signed in by a parent or carer. Please mention any allergies when you book – we may not be able to "
                "cater for all dietary needs.",
            ),
            Good(
                "pl",
                "Program Holiday Activities and Food (zajęcia i wyżywienie w czasie wolnym od szkoły) jest prowadzony w Harlow Vale w wakacje letnie, "
                "od poniedziałku 28 lipca do piątku 22 sierpnia 2025 r. Zajęcia odbywają się cztery dni w tygodniu, od poniedziałku do "
                "czwartku, w godz. 10:00–14:00, i obejmują bezpłatny zdrowy obiad. Miejsca są bezpłatne dla dzieci w wieku 5–16 lat, które "
                "otrzymują bezpłatne posiłki szkolne w związku z pobieraniem świadczeń; pozostałe rodziny mogą mieć możliwość zapisu po "
                "obniżonej stawce 10 funtów dziennie. Zapisy ruszają 1 lipca na stronie haf.harlowvale.gov.uk i trwają do wyczerpania miejsc. "
                "Przy przyjściu dziecko musi zostać wpisane na listę obecności przez rodzica lub opiekuna. Prosimy o informację o alergiach "
                "przy zapisie, ponieważ możemy nie być w stanie uwzględnić wszystkich potrzeb żywieniowych.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "A parent or carer has to sign each child in.",
                        "A parent or carer can sign each child in if they wish.",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Please mention any allergies when you book – we may not be able to cater for all dietary needs.",
                        "Prosimy o informację o alergiach przy rezerwacji – możemy nie być w stanie uwzględnić wszystkich potrzeb żywieniowych.",
                    )
                ],
                "wrong_language",
            ),
            Slip(2, [("do piątku 22 sierpnia 2025 r.", "do piątku 29 sierpnia 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-pothole-reporting",
        source=(
            "You can report a pothole in Brackenshire online at www.brackenshire.gov.uk/report-pothole or by calling 01632 960 730. Please "
            "give the exact location, ideally with a photo, and an estimate of its depth. Potholes deeper than 40 mm on main roads are "
            "normally repaired within 5 working days; those posing an immediate danger should be made safe within 24 hours. We do not repair "
            "private roads or supermarket car parks. If your vehicle was damaged, you may claim compensation, but the council can defend a "
            "claim under section 58 of the Highways Act 1980 if it had a reasonable inspection system in place. Claims must be submitted "
            "within 12 months of the incident."
        ),
        good=[
            Good(
                "preserve",
                "To report a pothole in Brackenshire, go to www.brackenshire.gov.uk/report-pothole or phone 01632 960 730. Tell us exactly "
                "where it is, send a photo if you can, and give us a rough idea of how deep it is. On main roads, potholes deeper than 40 mm "
                "are usually fixed within 5 working days. If a pothole is an immediate danger, it should be made safe within 24 hours. We "
                "don't repair private roads or supermarket car parks. If a pothole damaged your vehicle, you can claim compensation. However, "
                "under section 58 of the Highways Act 1980 the council can defend the claim if it had a reasonable inspection system in place. "
                "You must make your claim within 12 months of the incident.",
            ),
            Good(
                "preserve",
                "**How do I report a pothole?** Online at www.brackenshire.gov.uk/report-pothole, or by phone on 01632 960 730. Include the "
                "precise location, a photo if possible, and an estimated depth.\n\n"
                "**How quickly will it be fixed?** On main roads, potholes over 40 mm deep are normally repaired within 5 working days. Any "
                "that pose an immediate danger should be made safe within 24 hours.\n\n"
                "**Does the council repair every road?** No – private roads and supermarket car parks are not repaired by us.\n\n"
                "**Can I claim for damage to my vehicle?** Yes, you may claim compensation. Note that the council can defend a claim under "
                "section 58 of the Highways Act 1980 if it had a reasonable system of inspection. Claims must be made within 12 months of the "
                "incident.",
            ),
            Good(
                "pl",
                "Wyrwę w drodze na terenie Brackenshire możesz zgłosić online na stronie www.brackenshire.gov.uk/report-pothole lub "
                "telefonicznie pod numerem 01632 960 730. Prosimy podać dokładną lokalizację, najlepiej ze zdjęciem, oraz szacunkową "
                "głębokość. Wyrwy głębsze niż 40 mm na drogach głównych są zwykle naprawiane w ciągu 5 dni roboczych; te, które stanowią "
                "bezpośrednie zagrożenie, powinny zostać zabezpieczone w ciągu 24 godzin. Nie naprawiamy dróg prywatnych ani parkingów przy "
                "supermarketach. Jeśli Twój pojazd został uszkodzony, możesz ubiegać się o odszkodowanie, jednak samorząd może się bronić "
                "na podstawie sekcji 58 Highways Act 1980, jeśli stosował rozsądny system kontroli dróg. Wnioski trzeba złożyć w ciągu "
                "12 miesięcy od zdarzenia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "You must make your claim within 12 months",
                        "You should ideally make your claim within 12 months",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "and an estimated depth.",
                        "and an estimated depth. You will receive a reference number by text within one hour.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Nie naprawiamy dróg prywatnych ani parkingów",
                        "Naprawiamy również drogi prywatne i parkingi",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-gp-appointments",
        source=(
            "Elmfield Surgery releases on-the-day appointments at 8 am every weekday; you can request one through the NHS App or by calling "
            "01632 960 215. Routine appointments are usually available about two weeks ahead. Requests made in person at reception are not "
            "prioritised over online or phone requests. If you cannot attend, please cancel at least 24 hours beforehand; patients who miss "
            "three appointments within 12 months may receive a warning letter. Appointments last 10 minutes, so please raise only one problem "
            "per visit. When we are closed, call NHS 111 for urgent medical help, or 999 in an emergency. Repeat prescriptions take 2 working "
            "days to process."
        ),
        good=[
            Good(
                "preserve",
                "Elmfield Surgery puts out same-day appointments at 8 am on weekdays. To ask for one, use the NHS App or ring 01632 960 215. "
                "For a routine appointment, you'll usually wait around two weeks. Asking at reception in person won't get you seen any sooner "
                "than asking online or by phone. If you can't make it, please cancel at least 24 hours before. Anyone who misses three "
                "appointments in 12 months may be sent a warning letter. Each appointment is 10 minutes long, so please bring up just one "
                "problem each time. If you need urgent medical help while we're closed, call NHS 111; in an emergency, dial 999. Repeat "
                "prescriptions take 2 working days.",
            ),
            Good(
                "preserve",
                "**Booking at Elmfield Surgery**\n\n"
                "- **Same-day appointments:** released at 8 am, Monday to Friday – request via the NHS App or on 01632 960 215.\n"
                "- **Routine appointments:** typically bookable roughly two weeks in advance.\n"
                "- **At reception:** in-person requests get no priority over phone or online ones.\n"
                "- **Cancelling:** at least 24 hours' notice, please. Missing three appointments within 12 months may result in a warning "
                "letter.\n"
                "- **Length:** 10 minutes – one problem per appointment, please.\n"
                "- **Repeat prescriptions:** allow 2 working days.\n\n"
                "Out of hours, call NHS 111 for urgent medical help, or 999 in an emergency.",
            ),
            Good(
                "pl",
                "Przychodnia Elmfield Surgery udostępnia wizyty na ten sam dzień w każdy dzień powszedni o 8:00; można o nie prosić przez "
                "aplikację NHS App lub telefonicznie pod numerem 01632 960 215. Na wizyty rutynowe można się zwykle umówić z około "
                "dwutygodniowym wyprzedzeniem. Prośby zgłaszane osobiście w rejestracji nie mają pierwszeństwa przed zgłoszeniami "
                "internetowymi ani telefonicznymi. Jeśli nie możesz przyjść, odwołaj wizytę co najmniej 24 godziny wcześniej; pacjenci, którzy "
                "w ciągu 12 miesięcy nie stawią się na trzy wizyty, mogą otrzymać pisemne upomnienie. Wizyta trwa 10 minut, dlatego prosimy "
                "o omawianie tylko jednego problemu. Gdy przychodnia jest zamknięta, w pilnych sprawach medycznych dzwoń pod numer NHS 111, "
                "a w nagłych wypadkach – pod 999. Realizacja recept na leki przyjmowane stale trwa 2 dni robocze.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Realizacja recept na leki przyjmowane stale trwa 2 dni robocze.",
                        "Realizacja recept na leki przyjmowane stale trwa 2 dni robocze, a leki można odebrać w aptece na parterze przychodni.",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("you'll usually wait around two weeks", "you'll wait two weeks")], "hedge"),
            Slip(
                1,
                [
                    (
                        "Missing three appointments within 12 months",
                        "Missing two appointments within 12 months",
                    )
                ],
                "number",
            ),
        ],
    ),
]
