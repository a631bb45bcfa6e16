# ruff: noqa: E501, RUF001
"""Blind set 22: English source passages with their faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="en-abstract-beaver-dams",
        source="Beaver reintroduction is increasingly proposed as a nature-based approach to flood management, yet field evidence from lowland catchments remains limited. We monitored discharge at the outlets of two paired sub-catchments in Devon, England, for 41 months between October 2019 and February 2023; by the end of the study, 13 beaver dams were present in the treatment catchment. During the 64 largest storm events, peak flows in the treatment catchment were on average approximately 28% lower than in the control, and the lag to peak was extended by roughly 1.6 hours. The effect was not significant for events exceeding a 1-in-5-year return period. These findings broadly agree with earlier upland work (Hartley & Moss, 2018) but suggest that benefits are likely to diminish during extreme floods.",
        good=[
            Good(
                "preserve",
                "Bringing back beavers is more and more often put forward as a natural way to manage flooding, but there is still little evidence from the field in lowland areas. The researchers measured river flow where two matched sub-catchments in Devon, England, drain out, over 41 months from October 2019 to February 2023. By the end, the catchment with beavers had 13 dams. Across the 64 biggest storms, peak flows there were on average around 28% lower than in the comparison catchment, and the peak arrived about 1.6 hours later. For storms rarer than once every five years, the difference was not significant. The results mostly match earlier research in upland areas (Hartley & Moss, 2018), but they suggest the benefits will probably shrink during extreme floods.",
            ),
            Good(
                "preserve",
                "Although beaver reintroduction is increasingly advocated for nature-based flood management, field evidence from lowland catchments is scarce. Discharge was monitored at the outlets of paired sub-catchments in Devon, England, over 41 months (October 2019–February 2023), by the end of which the treatment catchment contained 13 beaver dams. Across the 64 largest storm events, treatment peak flows averaged approximately 28% below control values, and lag to peak increased by roughly 1.6 h. No significant effect was detected for events with a return period above 1 in 5 years. The results are broadly consistent with previous upland studies (Hartley & Moss, 2018), while indicating that the benefits are likely to decline in extreme floods.",
            ),
            Good(
                "pl",
                "Reintrodukcja bobrów jest coraz częściej proponowana jako oparta na przyrodzie metoda ograniczania ryzyka powodziowego, jednak danych terenowych z nizinnych zlewni wciąż jest niewiele. Przez 41 miesięcy, od października 2019 r. do lutego 2023 r., mierzyliśmy przepływ w przekrojach zamykających dwóch sparowanych zlewni cząstkowych w hrabstwie Devon w Anglii; pod koniec badania w zlewni z bobrami znajdowało się 13 tam. Podczas 64 największych wezbrań opadowych przepływy kulminacyjne w tej zlewni były średnio o około 28% niższe niż w zlewni kontrolnej, a czas do kulminacji wydłużył się o mniej więcej 1,6 godziny. W przypadku zdarzeń rzadszych niż raz na 5 lat efekt nie był istotny. Wyniki są w dużej mierze zgodne z wcześniejszymi badaniami na terenach wyżynnych (Hartley i Moss, 2018), ale wskazują, że korzyści prawdopodobnie maleją podczas ekstremalnych powodzi.",
            ),
        ],
        bad=[
            Slip(1, [("(Hartley & Moss, 2018)", "(Hartley, 2018)")], "citation"),
            Slip(0, [("on average around 28% lower", "on average 28% lower")], "hedge"),
            Slip(
                2,
                [("Podczas 64 największych wezbrań", "Podczas 46 największych wezbrań")],
                "number",
            ),
        ],
    ),
    Case(
        key="en-abstract-minimum-wage",
        source="This paper estimates the employment effects of the 2016 introduction of the National Living Wage on workers aged 25 and over in UK retail. Using quarterly payroll data for 1,840 stores from 2014 to 2019, we compare stores with high and low shares of low-paid staff. We find no statistically significant reduction in headcount; however, average weekly hours per worker fell by about 1.3 hours in high-exposure stores. Effects were concentrated among part-time employees and were not observed in stores with fewer than 10 staff. Our estimates are smaller than those reported by Harper and Lindqvist (2021) for US cities and suggest that employers likely adjusted through hours rather than jobs. Results should be interpreted cautiously because the data do not cover self-employment.",
        good=[
            Good(
                "preserve",
                "The study looks at how the National Living Wage, introduced in 2016 for workers aged 25 and over, affected jobs in UK shops. The authors used quarterly payroll records from 1,840 stores covering 2014 to 2019 and compared stores where a large share of staff were low-paid with stores where that share was small. They found no statistically significant fall in the number of employees. Instead, in stores with many low-paid staff, each worker's average weekly hours dropped by roughly 1.3. This mainly affected part-time staff and was not seen in stores employing fewer than 10 people. The effects are smaller than those Harper and Lindqvist (2021) found in US cities, and suggest employers probably cut hours rather than jobs. Because self-employment is not in the data, the findings should be treated with caution.",
            ),
            Good(
                "preserve",
                "We assess how the introduction of the National Living Wage in 2016 affected the employment of workers aged 25+ in UK retail. Quarterly payroll data for 1,840 stores (2014–2019) allow a comparison of stores with high versus low proportions of low-paid employees. Headcount did not decline to a statistically significant degree, but average weekly hours per worker in high-exposure stores decreased by approximately 1.3 hours. The effects were concentrated in part-time staff and were not observed in stores with under 10 employees. These estimates are below those of Harper and Lindqvist (2021) for US cities and indicate that adjustment likely took place through hours rather than jobs. As the data exclude self-employment, the results warrant cautious interpretation.",
            ),
            Good(
                "pl",
                "W artykule szacujemy, jak wprowadzenie w 2016 r. National Living Wage (krajowej płacy godziwej) wpłynęło na zatrudnienie pracowników w wieku 25 lat i starszych w brytyjskim handlu detalicznym. Na podstawie kwartalnych danych płacowych z 1840 sklepów z lat 2014–2019 porównujemy sklepy z dużym i małym udziałem nisko opłacanych pracowników. Nie stwierdziliśmy statystycznie istotnego spadku liczby zatrudnionych, natomiast w sklepach najbardziej narażonych na zmianę przeciętny tygodniowy czas pracy na pracownika zmniejszył się o około 1,3 godziny. Efekt dotyczył głównie pracowników zatrudnionych w niepełnym wymiarze i nie zaobserwowano go w sklepach zatrudniających mniej niż 10 osób. Nasze oszacowania są niższe niż te, które Harper i Lindqvist (2021) uzyskali dla miast w USA, i sugerują, że pracodawcy prawdopodobnie dostosowywali się poprzez ograniczenie godzin, a nie etatów. Wyniki należy interpretować ostrożnie, ponieważ dane nie obejmują samozatrudnienia.",
            ),
        ],
        bad=[
            Slip(2, [("Harper i Lindqvist (2021)", "Harper i Lindqvist (2012)")], "citation"),
            Slip(
                1,
                [("indicate that adjustment likely took place", "show that adjustment took place")],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "They found no statistically significant fall",
                        "They found a statistically significant fall",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-geocoding-api",
        source=(
            "## Forward geocoding\n\n"
            "`GET /v3/geocode?q={address}` returns up to 5 candidate locations, ordered by confidence. The `q` parameter must be URL-encoded and may not exceed 256 characters. You can narrow results with the optional `country` parameter (ISO 3166-1 alpha-2, e.g. `GB`).\n\n"
            "- Free keys are limited to **2,500 requests per day**; the counter resets at 00:00 UTC.\n"
            "- Each result includes a `confidence` score from 0 to 1; scores below 0.6 should not be used for routing.\n"
            "- Coordinates are returned in WGS 84 with 7 decimal places.\n\n"
            "Batch requests are not supported on the free plan. See https://docs.geoloc.example.com/v3/geocode for error codes."
        ),
        good=[
            Good(
                "preserve",
                "## Forward geocoding\n\n"
                "Call `GET /v3/geocode?q={address}` to get back as many as 5 candidate locations, with the most confident match first. Remember to URL-encode `q`, and keep it to 256 characters or fewer. If you want to restrict results to one country, add the optional `country` parameter as an ISO 3166-1 alpha-2 code such as `GB`.\n\n"
                "- On a free key you get **2,500 requests per day**, and the count starts again at 00:00 UTC.\n"
                "- Every result carries a `confidence` score between 0 and 1; you shouldn't use anything scoring under 0.6 for routing.\n"
                "- Coordinates come back in WGS 84, to 7 decimal places.\n\n"
                "The free plan doesn't support batch requests. Error codes are listed at https://docs.geoloc.example.com/v3/geocode.",
            ),
            Good(
                "preserve",
                "## Forward geocoding\n\n"
                "`GET /v3/geocode?q={address}` – up to 5 candidate locations, sorted by confidence.\n\n"
                "- `q`: must be URL-encoded; max. 256 characters.\n"
                "- `country` (optional): ISO 3166-1 alpha-2 code, e.g. `GB`.\n"
                "- Free keys: **2,500 requests/day**, reset at 00:00 UTC.\n"
                "- `confidence`: 0–1 per result; results scoring below 0.6 should not be used for routing.\n"
                "- Coordinates: WGS 84, 7 decimal places.\n"
                "- Batch requests: not available on the free plan.\n\n"
                "Error codes: https://docs.geoloc.example.com/v3/geocode",
            ),
            Good(
                "pl",
                "## Geokodowanie w przód\n\n"
                "`GET /v3/geocode?q={address}` zwraca maksymalnie 5 potencjalnych lokalizacji, uporządkowanych według stopnia pewności. Parametr `q` musi być zakodowany w formacie URL i nie może przekraczać 256 znaków. Wyniki można zawęzić opcjonalnym parametrem `country` (kod ISO 3166-1 alpha-2, np. `GB`).\n\n"
                "- Klucze darmowe mają limit **2500 zapytań dziennie**; licznik jest zerowany o 00:00 UTC.\n"
                "- Każdy wynik zawiera ocenę `confidence` w skali od 0 do 1; wyników z oceną poniżej 0,6 nie należy używać do wyznaczania tras.\n"
                "- Współrzędne są zwracane w układzie WGS 84 z dokładnością do 7 miejsc po przecinku.\n\n"
                "W planie darmowym zapytania zbiorcze nie są obsługiwane. Kody błędów opisano na stronie https://docs.geoloc.example.com/v3/geocode.",
            ),
        ],
        bad=[
            Slip(2, [("`GET /v3/geocode?q={address}`", "`GET /v3/geocoding?q={address}`")], "code"),
            Slip(1, [("## Forward geocoding\n\n", "Forward geocoding\n")], "markdown"),
            Slip(0, [("Remember to URL-encode `q`", "It's best to URL-encode `q`")], "modality"),
        ],
    ),
    Case(
        key="en-static-site-generator",
        source=(
            "# Quarry 3.0.0 — release notes\n\n"
            "Released on 4 June 2024. This is a major release and contains breaking changes.\n\n"
            "- **Node.js 18 or later is now required**; Node 16 is no longer supported.\n"
            "- The `quarry serve` command now rebuilds only changed pages, which makes incremental builds roughly 4× faster on large sites.\n"
            "- The `permalink` front-matter key has been renamed to `slug`. The old key still works in 3.0 but will be removed in 3.2.\n"
            "- Image optimisation is no longer enabled by default; set `images.optimize: true` in `quarry.config.yml` to turn it on.\n\n"
            "Themes written for 2.x should work without changes, but you must rebuild your search index with `quarry index --rebuild` after upgrading. Full migration guide: https://quarry.example.dev/migrate-3."
        ),
        good=[
            Good(
                "preserve",
                "# What's new in Quarry 3.0.0\n\n"
                "Quarry 3.0.0 came out on 4 June 2024. It's a major release, so some of the changes will break existing setups.\n\n"
                "- **You now need Node.js 18 or newer** – Node 16 is no longer supported.\n"
                "- `quarry serve` now rebuilds just the pages you've changed, so incremental builds on large sites are about four times faster.\n"
                "- The `permalink` front-matter key is now called `slug`. You can keep using the old name in 3.0, but it will be removed in 3.2.\n"
                "- Image optimisation is now off by default. To switch it on, add `images.optimize: true` to `quarry.config.yml`.\n\n"
                "Your 2.x themes should keep working as they are, but after upgrading you must rebuild the search index by running `quarry index --rebuild`. The full migration guide is at https://quarry.example.dev/migrate-3.",
            ),
            Good(
                "preserve",
                "# Quarry 3.0.0 (2024-06-04)\n\n"
                "Major release with breaking changes.\n\n"
                "- **Requires Node.js ≥ 18**; Node 16 support dropped.\n"
                "- `quarry serve`: only changed pages are rebuilt – incremental builds approx. 4× faster on large sites.\n"
                "- Front matter: `permalink` renamed to `slug` (old key accepted in 3.0, to be removed in 3.2).\n"
                "- Image optimisation disabled by default; enable via `images.optimize: true` in `quarry.config.yml`.\n\n"
                "Upgrade notes: 2.x themes should work unchanged. Rebuilding the search index with `quarry index --rebuild` is mandatory after the upgrade. Migration guide: https://quarry.example.dev/migrate-3",
            ),
            Good(
                "pl",
                "# Quarry 3.0.0 – informacje o wydaniu\n\n"
                "Data wydania: 4 czerwca 2024 r. To wydanie główne, które wprowadza zmiany niezgodne wstecz.\n\n"
                "- **Wymagany jest teraz Node.js w wersji 18 lub nowszej**; Node 16 nie jest już obsługiwany.\n"
                "- Polecenie `quarry serve` przebudowuje teraz tylko zmienione strony, dzięki czemu przyrostowe budowanie dużych witryn jest mniej więcej czterokrotnie szybsze.\n"
                "- Klucz `permalink` we front matter zmienił nazwę na `slug`. Stary klucz nadal działa w wersji 3.0, ale zostanie usunięty w 3.2.\n"
                "- Optymalizacja obrazów nie jest już domyślnie włączona; aby ją włączyć, ustaw `images.optimize: true` w pliku `quarry.config.yml`.\n\n"
                "Motywy napisane dla wersji 2.x powinny działać bez zmian, ale po aktualizacji trzeba przebudować indeks wyszukiwania poleceniem `quarry index --rebuild`. Pełny przewodnik migracji: https://quarry.example.dev/migrate-3.",
            ),
        ],
        bad=[
            Slip(0, [("add `images.optimize: true`", "add `images.optimise: true`")], "code"),
            Slip(1, [("# Quarry 3.0.0 (2024-06-04)", "# Quarry 3.0.0 (2024-04-06)")], "date"),
            Slip(
                2,
                [("Node 16 nie jest już obsługiwany", "Node 16 jest nadal obsługiwany")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-dotfiles-cli",
        source=(
            "`stow-lite` links your dotfiles from a single repository into your home directory. Install it with `cargo install stow-lite --version 0.9.2` (Rust 1.74 or newer is required).\n\n"
            "Run `stow-lite link ~/dotfiles` to create symlinks for every file in the repository. Existing files are never overwritten: if a target already exists, the command stops and prints the conflicting paths. Add `--dry-run` to see what would change without touching anything. To remove the links later, run `stow-lite unlink ~/dotfiles`.\n\n"
            "The tool does not follow symlinks inside the repository and ignores anything listed in `.stowignore`. Windows is not supported; macOS support is experimental. Questions go to the issue tracker at https://codeberg.org/stowlite/stow-lite."
        ),
        good=[
            Good(
                "preserve",
                "`stow-lite` takes the dotfiles kept in one repository and links them into your home directory. To install it, run `cargo install stow-lite --version 0.9.2`; you'll need Rust 1.74 or newer.\n\n"
                "`stow-lite link ~/dotfiles` creates a symlink for each file in the repository. It will never overwrite a file that is already there – if a target exists, it stops and lists the paths that clash. Want to check first? Add `--dry-run` and it will show you what would change without changing anything. When you want the links gone, run `stow-lite unlink ~/dotfiles`.\n\n"
                "Symlinks inside the repository are not followed, and anything in `.stowignore` is skipped. There's no Windows support, and macOS support is still experimental. Ask questions on the issue tracker at https://codeberg.org/stowlite/stow-lite.",
            ),
            Good(
                "preserve",
                "`stow-lite` – links dotfiles from one repository into your home directory.\n\n"
                "- Install: `cargo install stow-lite --version 0.9.2` (requires Rust ≥ 1.74).\n"
                "- Link: `stow-lite link ~/dotfiles` creates symlinks for all files in the repository.\n"
                "- Preview: add `--dry-run` to list changes without applying them.\n"
                "- Unlink: `stow-lite unlink ~/dotfiles`.\n\n"
                "Existing files are never overwritten; on a conflict the command halts and prints the affected paths. Symlinks within the repository are not followed, and paths listed in `.stowignore` are ignored. Platforms: Windows unsupported, macOS experimental. Questions: issue tracker at https://codeberg.org/stowlite/stow-lite.",
            ),
            Good(
                "pl",
                "`stow-lite` tworzy w katalogu domowym dowiązania do plików konfiguracyjnych (dotfiles) przechowywanych w jednym repozytorium. Zainstalujesz go poleceniem `cargo install stow-lite --version 0.9.2` (wymagany jest Rust 1.74 lub nowszy).\n\n"
                "Polecenie `stow-lite link ~/dotfiles` tworzy dowiązania symboliczne do każdego pliku w repozytorium. Istniejące pliki nigdy nie są nadpisywane: jeśli plik docelowy już istnieje, polecenie przerywa działanie i wypisuje ścieżki, przy których wystąpił konflikt. Dodaj `--dry-run`, aby zobaczyć, co by się zmieniło, niczego nie ruszając. Aby później usunąć dowiązania, uruchom `stow-lite unlink ~/dotfiles`.\n\n"
                "Narzędzie nie podąża za dowiązaniami symbolicznymi wewnątrz repozytorium i pomija wszystko, co wymieniono w pliku `.stowignore`. Windows nie jest obsługiwany, a obsługa macOS ma charakter eksperymentalny. Pytania zadawaj w systemie zgłoszeń: https://codeberg.org/stowlite/stow-lite.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "`cargo install stow-lite --version 0.9.2`",
                        "`cargo install stow-lite --version 0.2.9`",
                    )
                ],
                "code",
            ),
            Slip(
                0,
                [
                    (
                        "`stow-lite link ~/dotfiles` creates a symlink",
                        "stow-lite link ~/dotfiles creates a symlink",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "Dodaj `--dry-run`, aby zobaczyć, co by się zmieniło, niczego nie ruszając.",
                        "Add `--dry-run` to see what would change without touching anything.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-right-to-buy",
        source="If you have been a public sector tenant for at least 3 years, you may be able to buy your council home at a discount under the Right to Buy scheme in Part 5 of the Housing Act 1985. In 2024–25 the maximum discount is £136,400 in London boroughs and £102,400 elsewhere in England. To apply, you must send form RTB1 to your landlord; it is available from GOV.UK. Your landlord must reply within 4 weeks, or within 8 weeks if you have been its tenant for less than 3 years. You cannot use the scheme if you are subject to a bankruptcy order. If you sell the home within 5 years of buying it, you will normally have to repay some or all of the discount. Free advice is available from the Right to Buy Agency on 0300 123 0913.",
        good=[
            Good(
                "preserve",
                "Have you rented from a council or other public sector landlord for 3 years or more? Then you may be able to buy your home at a discount through Right to Buy, which is set out in Part 5 of the Housing Act 1985. For 2024–25, the biggest discount you can get is £136,400 in a London borough and £102,400 anywhere else in England. To apply, you need to send form RTB1 – you can get it from GOV.UK – to your landlord. They must answer within 4 weeks, or 8 weeks if you've been their tenant for under 3 years. If there is a bankruptcy order against you, you can't use Right to Buy. Sell within 5 years of buying and you'll normally have to pay back some or all of the discount. For free advice, call the Right to Buy Agency on 0300 123 0913.",
            ),
            Good(
                "preserve",
                "**Who is eligible?** Public sector tenants of at least 3 years' standing may be able to buy their council home at a discount under the Right to Buy scheme (Housing Act 1985, Part 5). Tenants subject to a bankruptcy order are not eligible.\n\n"
                "**How large is the discount?** In 2024–25 it is capped at £136,400 in London boroughs and £102,400 in the rest of England.\n\n"
                "**How do I apply?** Form RTB1, available from GOV.UK, must be sent to your landlord, who must respond within 4 weeks (8 weeks if you have been its tenant for less than 3 years).\n\n"
                "**What if I sell?** A sale within 5 years of purchase will normally mean repaying part or all of the discount.\n\n"
                "**Where can I get advice?** The Right to Buy Agency offers free advice on 0300 123 0913.",
            ),
            Good(
                "pl",
                "Jeśli od co najmniej 3 lat wynajmujesz mieszkanie od podmiotu publicznego, możesz mieć prawo do wykupu swojego mieszkania komunalnego ze zniżką w ramach programu Right to Buy, uregulowanego w części 5 ustawy Housing Act 1985. W roku 2024–25 maksymalna zniżka wynosi 136 400 funtów w gminach Londynu i 102 400 funtów w pozostałej części Anglii. Aby złożyć wniosek, musisz przesłać wynajmującemu formularz RTB1, dostępny na stronie GOV.UK. Wynajmujący musi odpowiedzieć w ciągu 4 tygodni, a jeśli jesteś jego najemcą krócej niż 3 lata – w ciągu 8 tygodni. Z programu nie możesz skorzystać, jeżeli wydano wobec Ciebie postanowienie o upadłości. Jeśli sprzedasz mieszkanie w ciągu 5 lat od zakupu, zwykle będziesz musiał zwrócić część zniżki lub całą zniżkę. Bezpłatnych porad udziela Right to Buy Agency pod numerem 0300 123 0913.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Part 5 of the Housing Act 1985", "Part 5 of the Housing Act 1988")],
                "legal_reference",
            ),
            Slip(
                2,
                [("136 400 funtów w gminach Londynu", "163 400 funtów w gminach Londynu")],
                "number",
            ),
            Slip(
                1, [("must be sent to your landlord", "can be sent to your landlord")], "modality"
            ),
        ],
    ),
    Case(
        key="en-high-hedges",
        source="If a neighbour's evergreen hedge is over 2 metres high and blocks light or access to your property, you may be able to complain to the council under Part 8 of the Anti-social Behaviour Act 2003. Before you do, you must show that you have tried to settle the matter with your neighbour, for example by letter. The council charges a fee of £450 for investigating a complaint; this is reduced to £225 if you receive Council Tax Support. The fee is not refundable, even if the complaint is rejected. An officer will normally visit within 6 weeks. The council cannot require a hedge to be removed or cut below 2 metres. Download the complaint form at www.exampleshire.gov.uk/hedges.",
        good=[
            Good(
                "preserve",
                "Is your neighbour's evergreen hedge taller than 2 metres and blocking light or access to your property? You may be able to complain to the council under Part 8 of the Anti-social Behaviour Act 2003. First, though, you have to show you've tried to sort it out with your neighbour – with a letter, for instance. Investigating a complaint costs £450, or £225 if you get Council Tax Support. You won't get the fee back, even if your complaint is turned down. An officer will usually come out within 6 weeks. Bear in mind that the council can't make your neighbour remove the hedge or cut it lower than 2 metres. You can download the complaint form from www.exampleshire.gov.uk/hedges.",
            ),
            Good(
                "preserve",
                "Under Part 8 of the Anti-social Behaviour Act 2003, a complaint may be made to the council where a neighbouring evergreen hedge exceeds 2 metres in height and obstructs light or access to the complainant's property. Complainants are required to demonstrate prior attempts to resolve the dispute with the neighbour, such as correspondence. A fee of £450 applies to each investigation (£225 for recipients of Council Tax Support); it is non-refundable, including where the complaint is rejected. A site visit by an officer normally takes place within 6 weeks. The council has no power to order the removal of a hedge or its reduction below 2 metres. The complaint form is available at www.exampleshire.gov.uk/hedges.",
            ),
            Good(
                "pl",
                "Jeżeli wiecznie zielony żywopłot sąsiada ma ponad 2 metry wysokości i ogranicza dopływ światła lub dostęp do Twojej nieruchomości, być może możesz złożyć skargę do władz lokalnych (council) na podstawie części 8 ustawy Anti-social Behaviour Act 2003. Wcześniej musisz jednak wykazać, że próbowałeś rozwiązać sprawę z sąsiadem, na przykład listownie. Za rozpatrzenie skargi pobierana jest opłata w wysokości 450 funtów, obniżana do 225 funtów dla osób otrzymujących Council Tax Support. Opłata nie podlega zwrotowi, nawet jeśli skarga zostanie odrzucona. Urzędnik zwykle przeprowadza wizję lokalną w ciągu 6 tygodni. Władze nie mogą nakazać usunięcia żywopłotu ani przycięcia go poniżej 2 metrów. Formularz skargi można pobrać ze strony www.exampleshire.gov.uk/hedges.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Part 8 of the Anti-social Behaviour Act 2003",
                        "Part 8 of the Anti-social Behaviour Act 2013",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                0,
                [
                    (
                        "or £225 if you get Council Tax Support",
                        "or £250 if you get Council Tax Support",
                    )
                ],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "Opłata nie podlega zwrotowi, nawet jeśli skarga zostanie odrzucona.",
                        "Opłata podlega zwrotowi, jeśli skarga zostanie odrzucona.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-dropped-kerb",
        source="To park on your driveway you need a dropped kerb (vehicle crossover), which must be approved by the council under section 184 of the Highways Act 1980. The application fee is £120, rising to £150 from 1 April 2025, and it is not refunded if your application is refused. Your driveway must be at least 4.8 metres deep so that parked vehicles do not overhang the pavement. Applications are usually decided within about 8 weeks. Once approved, the work must be carried out by a council-approved contractor; you must not build the crossover yourself. Approval is valid for 12 months from the date of the decision letter. Crossovers are not permitted within 10 metres of a junction. Apply online at www.exampleborough.gov.uk/dropped-kerbs.",
        good=[
            Good(
                "preserve",
                "If you want to park on your driveway, you'll need a dropped kerb (also called a vehicle crossover), and the council has to approve it under section 184 of the Highways Act 1980. Applying costs £120 (going up to £150 from 1 April 2025), and you won't get the money back if you're turned down. Your driveway has to be 4.8 metres deep or more, so that cars parked on it don't stick out over the pavement. Decisions usually take around 8 weeks. If you're approved, a council-approved contractor must do the work – you're not allowed to build the crossover yourself. Your approval lasts for 12 months from the date on the decision letter. No crossover can be built within 10 metres of a junction. Apply online at www.exampleborough.gov.uk/dropped-kerbs.",
            ),
            Good(
                "preserve",
                "**Do I need permission?** Yes. You need a dropped kerb (vehicle crossover) to park on your driveway, and it must be approved by the council under section 184 of the Highways Act 1980.\n\n"
                "**What does it cost?** £120 to apply, increasing to £150 from 1 April 2025. The fee is non-refundable if the application is refused.\n\n"
                "**Is my driveway big enough?** It must be at least 4.8 m deep, so vehicles do not overhang the pavement. Crossovers are not allowed within 10 m of a junction.\n\n"
                "**How long does it take?** A decision usually takes approximately 8 weeks, and an approval remains valid for 12 months from the date of the decision letter.\n\n"
                "**Can I do the work myself?** No – it must be carried out by a council-approved contractor.\n\n"
                "**How do I apply?** Online at www.exampleborough.gov.uk/dropped-kerbs.",
            ),
            Good(
                "pl",
                "Aby parkować na własnym podjeździe, potrzebujesz obniżonego krawężnika (zjazdu przez chodnik), który musi zatwierdzić samorząd na podstawie sekcji 184 ustawy Highways Act 1980. Opłata za wniosek wynosi 120 funtów, a od 1 kwietnia 2025 r. wzrośnie do 150 funtów; w razie odmowy nie jest zwracana. Podjazd musi mieć co najmniej 4,8 metra głębokości, tak aby zaparkowane pojazdy nie wystawały nad chodnik. Decyzja zapada zazwyczaj po około 8 tygodniach. Po uzyskaniu zgody prace musi wykonać wykonawca zatwierdzony przez samorząd – zjazdu nie wolno budować samodzielnie. Zgoda jest ważna przez 12 miesięcy od daty pisma z decyzją. Zjazdy są niedopuszczalne w odległości mniejszej niż 10 metrów od skrzyżowania. Wniosek można złożyć online: www.exampleborough.gov.uk/dropped-kerbs.",
            ),
        ],
        bad=[
            Slip(1, [("The fee is non-refundable if", "The fee is refundable if")], "negation"),
            Slip(
                0,
                [
                    (
                        "Your driveway has to be 4.8 metres deep or more",
                        "Ideally, your driveway should be 4.8 metres deep or more",
                    )
                ],
                "modality",
            ),
            Slip(2, [("od 1 kwietnia 2025 r.", "od 1 maja 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-subject-access-request",
        source="Under Article 15 of the UK GDPR, you have the right to ask Harbourside Housing Association for a copy of the personal data we hold about you. This is known as a subject access request. You can make a request by e-mail to dpo@harbourside.example.org.uk or in writing to our Data Protection Officer. We will normally respond within one month of receiving your request; this may be extended by up to two further months if your request is complex, and we will tell you if that happens. We do not usually charge a fee, but we may charge a reasonable fee for manifestly unfounded or excessive requests. If you are unhappy with our response, you can complain to the Information Commissioner's Office on 0303 123 1113. This notice was last reviewed on 3 March 2025.",
        good=[
            Good(
                "preserve",
                "Article 15 of the UK GDPR gives you the right to ask Harbourside Housing Association for a copy of the personal data we hold about you – this is called a subject access request. Just e-mail dpo@harbourside.example.org.uk or write to our Data Protection Officer. We'll normally reply within a month of getting your request. If your request is complex, we may take up to two more months, but we'll let you know if so. Usually we don't charge, but we may ask for a reasonable fee if a request is manifestly unfounded or excessive. Not happy with our reply? You can complain to the Information Commissioner's Office on 0303 123 1113. (This notice was last reviewed on 3 March 2025.)",
            ),
            Good(
                "preserve",
                "Pursuant to Article 15 of the UK GDPR, individuals are entitled to obtain from Harbourside Housing Association a copy of the personal data it holds about them (a “subject access request”). Requests may be submitted by e-mail to dpo@harbourside.example.org.uk or by letter addressed to the Data Protection Officer. The Association will normally respond within one month of receipt; where a request is complex, this period may be extended by a maximum of two further months, and the requester will be informed accordingly. No fee is ordinarily charged, although a reasonable fee may be applied to requests that are manifestly unfounded or excessive. Complaints about the Association's response may be referred to the Information Commissioner's Office (tel. 0303 123 1113). Last reviewed: 3 March 2025.",
            ),
            Good(
                "pl",
                "Na podstawie art. 15 UK GDPR masz prawo zwrócić się do Harbourside Housing Association o kopię przechowywanych przez nas danych osobowych, które Cię dotyczą. Jest to tzw. wniosek o dostęp do danych. Wniosek możesz wysłać e-mailem na adres dpo@harbourside.example.org.uk lub pisemnie do naszego inspektora ochrony danych. Zwykle odpowiadamy w ciągu miesiąca od otrzymania wniosku; w przypadku wniosku skomplikowanego termin ten może zostać przedłużony maksymalnie o kolejne dwa miesiące, o czym Cię poinformujemy. Zazwyczaj nie pobieramy opłat, ale za wnioski ewidentnie nieuzasadnione lub nadmierne możemy pobrać rozsądną opłatę. Jeśli nie jesteś zadowolony z naszej odpowiedzi, możesz złożyć skargę do Information Commissioner's Office pod numerem 0303 123 1113. Data ostatniego przeglądu tej informacji: 3 marca 2025 r.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("Na podstawie art. 15 UK GDPR", "Na podstawie art. 17 UK GDPR")],
                "legal_reference",
            ),
            Slip(1, [("Last reviewed: 3 March 2025.", "Last reviewed: 3 May 2025.")], "date"),
            Slip(0, [("dpo@harbourside.example.org.uk", "dpo@harbourside.example.co.uk")], "url"),
        ],
    ),
    Case(
        key="en-gender-pay-gap",
        source="Under the Equality Act 2010 (Gender Pay Gap Information) Regulations 2017, employers with 250 or more staff must publish their gender pay gap each year. On our snapshot date of 5 April 2024, Northgate Logistics employed 1,312 people. Our median hourly pay gap was 8.4%, down from 11.2% the previous year, and our mean gap was 10.9%. Women made up 31% of the highest-paid quarter of our workforce. The median bonus gap was 0%, as most bonuses are flat-rate. We believe the gap is largely due to the under-representation of women in warehouse management roles rather than unequal pay for the same work, and we expect it to narrow further by 2026. The report was approved by our Chief Executive, Sarah Whitcombe.",
        good=[
            Good(
                "preserve",
                "The Equality Act 2010 (Gender Pay Gap Information) Regulations 2017 say that every employer with at least 250 staff has to publish its gender pay gap each year. On our snapshot date, 5 April 2024, 1,312 people worked for Northgate Logistics. The median gap in hourly pay was 8.4%, compared with 11.2% a year earlier, and the mean gap was 10.9%. In the best-paid quarter of our workforce, 31% were women. There was no median bonus gap (0%), because most bonuses are paid at a flat rate. In our view the gap mostly comes from there being too few women in warehouse management jobs, not from paying women less for the same work, and we expect it to shrink further by 2026. Our Chief Executive, Sarah Whitcombe, approved this report.",
            ),
            Good(
                "preserve",
                "**Gender pay gap report – Northgate Logistics**\n\n"
                "Employers with 250+ staff are required to report annually under the Equality Act 2010 (Gender Pay Gap Information) Regulations 2017.\n\n"
                "- Snapshot date: 5 April 2024; headcount: 1,312.\n"
                "- Median hourly pay gap: 8.4% (previous year: 11.2%).\n"
                "- Mean pay gap: 10.9%.\n"
                "- Women in the top pay quartile: 31%.\n"
                "- Median bonus gap: 0% (most bonuses are flat-rate).\n\n"
                "We believe the gap stems largely from women being under-represented in warehouse management, rather than from unequal pay for the same work, and we anticipate further narrowing by 2026. Approved by Sarah Whitcombe, Chief Executive.",
            ),
            Good(
                "pl",
                "Zgodnie z przepisami Equality Act 2010 (Gender Pay Gap Information) Regulations 2017 pracodawcy zatrudniający co najmniej 250 osób muszą co roku publikować informację o luce płacowej między kobietami a mężczyznami. W dniu referencyjnym, 5 kwietnia 2024 r., Northgate Logistics zatrudniało 1312 osób. Mediana luki w wynagrodzeniu godzinowym wyniosła 8,4% (rok wcześniej 11,2%), a luka liczona według średniej – 10,9%. Kobiety stanowiły 31% najlepiej opłacanej ćwiartki naszych pracowników. Mediana luki w premiach wyniosła 0%, ponieważ większość premii ma stałą wysokość. Uważamy, że luka wynika w dużej mierze z niedostatecznej reprezentacji kobiet na stanowiskach kierowniczych w magazynach, a nie z nierównego wynagradzania za tę samą pracę, i spodziewamy się, że do 2026 r. jeszcze się zmniejszy. Raport zatwierdziła dyrektor generalna Sarah Whitcombe.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "The median gap in hourly pay was 8.4%",
                        "The median gap in hourly pay was 4.8%",
                    )
                ],
                "number",
            ),
            Slip(
                1,
                [("We believe the gap stems largely from", "The gap stems entirely from")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Raport zatwierdziła dyrektor generalna Sarah Whitcombe.",
                        "Raport zatwierdziła dyrektor generalna Sarah Whitcombe, a zweryfikował go niezależny audytor.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-confirmation-statement",
        source="Every company registered in England and Wales must file a confirmation statement (form CS01) with Companies House at least once every 12 months, as required by section 853A of the Companies Act 2006. The statement confirms that the information Companies House holds about your company is up to date. Your deadline is 14 days after the end of your review period; for Brightwater Design Ltd (company number 09876543) the next statement is due by 28 August 2025. The filing fee is £50 online or £110 by post. Failing to file is a criminal offence, and the company and its directors may be fined. You can file at any time during the review period, not only at the end. Sign in at https://find-and-update.company-information.service.gov.uk.",
        good=[
            Good(
                "preserve",
                "All companies registered in England and Wales have to send Companies House a confirmation statement (form CS01) at least once every 12 months – section 853A of the Companies Act 2006 requires it. It confirms that what Companies House has on record about your company is still up to date. You have 14 days after your review period ends to file it, so the next one for Brightwater Design Ltd (company number 09876543) is due by 28 August 2025. Filing online costs £50; by post it's £110. Not filing is a criminal offence, and both the company and its directors can be fined. You don't have to wait until the end of the review period – you can file whenever you like during it. Sign in at https://find-and-update.company-information.service.gov.uk.",
            ),
            Good(
                "preserve",
                "**Confirmation statement reminder – Brightwater Design Ltd (09876543)**\n\n"
                "- What: form CS01, confirming that the information Companies House holds about the company is up to date.\n"
                "- Legal basis: section 853A of the Companies Act 2006 – mandatory for every company registered in England and Wales, at least once every 12 months.\n"
                "- Deadline: 14 days after the end of the review period; next statement due by 28 August 2025. Filing is possible at any point in the review period, not just at its end.\n"
                "- Fee: £50 online, £110 by post.\n"
                "- Non-compliance: a criminal offence; the company and its directors may be fined.\n\n"
                "File via https://find-and-update.company-information.service.gov.uk.",
            ),
            Good(
                "pl",
                "Każda spółka zarejestrowana w Anglii i Walii musi co najmniej raz na 12 miesięcy złożyć w Companies House oświadczenie potwierdzające (formularz CS01), czego wymaga sekcja 853A ustawy Companies Act 2006. Oświadczenie potwierdza, że informacje o spółce, którymi dysponuje Companies House, są aktualne. Termin na jego złożenie upływa 14 dni po zakończeniu okresu przeglądu; w przypadku Brightwater Design Ltd (numer spółki 09876543) kolejne oświadczenie należy złożyć do 28 sierpnia 2025 r. Opłata wynosi 50 funtów przy składaniu online lub 110 funtów pocztą. Niezłożenie oświadczenia jest przestępstwem, a spółka i jej dyrektorzy mogą zostać ukarani grzywną. Oświadczenie można złożyć w dowolnym momencie okresu przeglądu, nie tylko na jego końcu. Zaloguj się na stronie https://find-and-update.company-information.service.gov.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "by post it's £110.",
                        "by post it's £110, plus a £150 late-filing penalty if you miss the deadline.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("do 28 sierpnia 2025 r.", "do 28 września 2025 r.")], "date"),
            Slip(1, [("mandatory for every company", "recommended for every company")], "modality"),
        ],
    ),
    Case(
        key="en-carpet-cleaning",
        source="Thanks for booking with FreshFibre Carpet Care. Your appointment is on Thursday 13 March between 8am and 10am at 22 Elm Grove. Please clear small furniture and fragile items from the rooms before we arrive; our technicians are not allowed to move electrical equipment. Cleaning three rooms usually takes about 2 hours, and carpets need roughly 6 hours to dry fully, so avoid walking on them during that time if you can. The quoted price of £145 includes stain treatment but not deodorising (£20 extra). If you need to cancel, let us know at least 48 hours in advance, otherwise a £35 call-out charge applies. Questions? Call 01632 960 447 or reply to this email.",
        good=[
            Good(
                "preserve",
                "Thanks for choosing FreshFibre Carpet Care! We'll see you at 22 Elm Grove on Thursday 13 March, some time between 8 and 10am. Before we get there, please move small furniture and anything fragile out of the rooms – our technicians aren't allowed to move electrical equipment. Three rooms normally take us around two hours, and the carpets will need about 6 hours to dry completely, so try to keep off them until then if you can. Your £145 quote covers stain treatment but not deodorising, which is £20 extra. Need to cancel? Just tell us at least 48 hours beforehand – if not, there's a £35 call-out charge. Any questions, ring 01632 960 447 or reply to this email.",
            ),
            Good(
                "preserve",
                "Thank you for your booking with FreshFibre Carpet Care. We confirm your appointment at 22 Elm Grove on Thursday 13 March, with arrival between 08:00 and 10:00. We kindly ask that you remove small items of furniture and fragile objects from the rooms beforehand, as our technicians are not permitted to move electrical equipment. Cleaning of three rooms generally takes approximately two hours; the carpets will then require around six hours to dry fully, during which time we recommend avoiding walking on them where possible. The quoted price of £145 includes stain treatment; deodorising is not included and costs an additional £20. Cancellations must be notified at least 48 hours in advance, failing which a £35 call-out charge will be made. For any queries, please call 01632 960 447 or reply to this email.",
            ),
            Good(
                "pl",
                "Dziękujemy za rezerwację w FreshFibre Carpet Care. Wizyta odbędzie się w czwartek 13 marca między 8:00 a 10:00 pod adresem 22 Elm Grove. Przed naszym przyjazdem prosimy wynieść z pomieszczeń drobne meble i przedmioty łatwe do stłuczenia – naszym technikom nie wolno przestawiać sprzętu elektrycznego. Czyszczenie trzech pokoi trwa zwykle około 2 godzin, a wykładziny potrzebują mniej więcej 6 godzin, by całkowicie wyschnąć, więc w miarę możliwości nie chodź po nich w tym czasie. Podana cena 145 funtów obejmuje usuwanie plam, ale nie obejmuje neutralizacji zapachów (dodatkowo 20 funtów). Jeśli musisz odwołać wizytę, daj nam znać co najmniej 48 godzin wcześniej – w przeciwnym razie naliczymy opłatę za dojazd w wysokości 35 funtów. Masz pytania? Zadzwoń pod numer 01632 960 447 lub odpowiedz na tego e-maila.",
            ),
        ],
        bad=[
            Slip(2, [("w wysokości 35 funtów", "w wysokości 55 funtów")], "number"),
            Slip(
                0,
                [("our technicians aren't allowed to move", "our technicians are happy to move")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "includes stain treatment;",
                        "includes stain treatment with our eco-certified, pet-safe products;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-pick-your-own",
        source="Pick-your-own strawberries at Hollins Farm open on Saturday 8 June, weather permitting, and the season usually runs until mid-August. We are open Wednesday to Sunday, 9am–5pm; last entry is at 4pm. Fruit is sold by weight at £5.50 per kilo, and containers are provided, so please don't bring your own. Dogs are not allowed in the fields, except assistance dogs. Children under 12 must be supervised at all times. Picking may close early at short notice if the crop has been picked out, so check our Facebook page or call 01234 567890 before you travel. Card payments only — we no longer take cash. Parking is free.",
        good=[
            Good(
                "preserve",
                "Strawberry picking is back at Hollins Farm! We open for pick-your-own on Saturday 8 June (if the weather plays along), and the season normally lasts until the middle of August. You'll find us open Wednesday to Sunday from 9am to 5pm, with last entry at 4pm. Strawberries cost £5.50 a kilo, and we'll give you containers – so please leave yours at home. No dogs in the fields, apart from assistance dogs. Under-12s need to be supervised the whole time. If the plants have been picked clean, we may have to close early without much warning, so have a look at our Facebook page or give us a ring on 01234 567890 before setting off. We're card only now – no more cash. Parking won't cost you anything.",
            ),
            Good(
                "preserve",
                "**Hollins Farm – pick-your-own strawberries**\n\n"
                "- Opening day: Saturday 8 June, weather permitting; the season typically continues until mid-August.\n"
                "- Hours: Wednesday–Sunday, 9am–5pm (last entry 4pm).\n"
                "- Price: £5.50 per kilo. Containers are provided; please do not bring your own.\n"
                "- Dogs: not permitted in the fields, with the exception of assistance dogs.\n"
                "- Children under 12 must be supervised at all times.\n"
                "- Early closure is possible at short notice if the crop is picked out – check our Facebook page or phone 01234 567890 before travelling.\n"
                "- Payment by card only; cash is no longer accepted.\n"
                "- Free parking.",
            ),
            Good(
                "pl",
                "Samodzielny zbiór truskawek w Hollins Farm ruszy w sobotę 8 czerwca, o ile pozwoli pogoda, a sezon trwa zwykle do połowy sierpnia. Zapraszamy od środy do niedzieli w godz. 9:00–17:00; ostatnie wejście o 16:00. Owoce sprzedajemy na wagę po 5,50 funta za kilogram. Pojemniki zapewniamy, więc prosimy nie przynosić własnych. Na pola nie wolno wprowadzać psów, z wyjątkiem psów asystujących. Dzieci poniżej 12 lat muszą przez cały czas pozostawać pod opieką. Jeśli owoce zostaną wyzbierane, zbiór może zostać zamknięty wcześniej, nawet z niewielkim wyprzedzeniem, dlatego przed wyjazdem sprawdź naszą stronę na Facebooku lub zadzwoń pod numer 01234 567890. Płatność wyłącznie kartą – nie przyjmujemy już gotówki. Parking jest bezpłatny.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("- Hours: Wednesday–Sunday, 9am–5pm", "- Hours: Tuesday–Sunday, 9am–5pm")],
                "date",
            ),
            Slip(
                0,
                [
                    (
                        "Parking won't cost you anything.",
                        "Parking won't cost you anything, and there's a café next to the farm shop.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Na pola nie wolno wprowadzać psów, z wyjątkiem psów asystujących.",
                        "Psy, w tym psy asystujące, mogą wchodzić na pola.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-dial-a-ride",
        source="Dial-a-Ride is a door-to-door minibus service for residents of Kirkby who cannot use ordinary buses because of a disability or mobility problem. You must register before your first journey; registration is free and takes about 10 minutes by phone. Journeys must be booked at least 24 hours ahead by calling 0151 496 0321 (Monday to Friday, 9am–4pm) or online at www.kirkbydialaride.example.org. Each single trip costs £2.50, and holders of a concessionary bus pass pay £1.50. Drivers can help you to the door but cannot carry you or enter your home. One companion may travel with you free of charge. Wheelchair users should mention this when booking so a suitable vehicle is sent.",
        good=[
            Good(
                "preserve",
                "Dial-a-Ride is a minibus that picks you up at your door and takes you right to where you're going. It's for people living in Kirkby who can't use normal buses because of a disability or difficulty getting around. Before your first trip, you need to register – it's free and takes roughly 10 minutes over the phone. Book each journey at least 24 hours ahead, either by ringing 0151 496 0321 (Monday–Friday, 9am–4pm) or online at www.kirkbydialaride.example.org. A single trip is £2.50, or £1.50 if you have a concessionary bus pass. Drivers can help you to the door, but they can't carry you or come into your home. You can bring one companion at no extra cost. If you use a wheelchair, please tell us when you book so we send the right vehicle.",
            ),
            Good(
                "preserve",
                "Dial-a-Ride provides a door-to-door minibus service for Kirkby residents who are unable to use conventional bus services owing to a disability or mobility impairment. Registration, which is free of charge and takes approximately 10 minutes by telephone, is required before the first journey. All journeys must be booked no less than 24 hours in advance, either by telephone on 0151 496 0321 (Monday to Friday, 9am–4pm) or online at www.kirkbydialaride.example.org. The fare is £2.50 per single journey, reduced to £1.50 for concessionary bus pass holders. Drivers may assist passengers to the door; however, they are unable to carry passengers or enter their homes. One companion may accompany each passenger free of charge. Wheelchair users are asked to state this at the time of booking so that an appropriate vehicle can be provided.",
            ),
            Good(
                "pl",
                "Dial-a-Ride to usługa przewozu busem „od drzwi do drzwi” dla mieszkańców Kirkby, którzy z powodu niepełnosprawności lub problemów z poruszaniem się nie mogą korzystać ze zwykłych autobusów. Przed pierwszym przejazdem trzeba się zarejestrować; rejestracja jest bezpłatna i zajmuje przez telefon około 10 minut. Przejazdy należy rezerwować z co najmniej 24-godzinnym wyprzedzeniem, dzwoniąc pod numer 0151 496 0321 (od poniedziałku do piątku, 9:00–16:00) lub przez stronę www.kirkbydialaride.example.org. Przejazd w jedną stronę kosztuje 2,50 funta, a posiadacze ulgowego biletu autobusowego płacą 1,50 funta. Kierowca może pomóc dojść do drzwi, ale nie może przenosić pasażera ani wchodzić do jego domu. Jedna osoba towarzysząca może podróżować bezpłatnie. Osoby poruszające się na wózku powinny zaznaczyć to przy rezerwacji, abyśmy mogli wysłać odpowiedni pojazd.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("All journeys must be booked", "Journeys should ideally be booked")],
                "modality",
            ),
            Slip(
                2, [("www.kirkbydialaride.example.org", "www.kirkby-dialaride.example.org")], "url"
            ),
            Slip(0, [("A single trip is £2.50", "A single trip is £3.50")], "number"),
        ],
    ),
    Case(
        key="en-milk-bank",
        source="The Northern Donor Milk Bank collects breast milk from healthy mothers to feed premature and sick babies in neonatal units. You may be able to donate if your baby is under 6 months old and you are producing more milk than your baby needs. Donors must not smoke or use nicotine products, and should not drink more than 2 units of alcohol in any one day. All donors have a free blood test to screen for infections. Donor milk is pasteurised and can reduce the risk of necrotising enterocolitis in very preterm babies by about half (Okafor, Lindgren & Marsh, 2019). We provide freezer bags and collect milk from your home, usually every 2–3 weeks. To find out more, call 0113 496 0750.",
        good=[
            Good(
                "preserve",
                "At the Northern Donor Milk Bank, we collect breast milk from healthy mums and use it to feed premature and poorly babies in neonatal units. If your baby is younger than 6 months and you're making more milk than they need, you may be able to donate. Donors mustn't smoke or use any nicotine products, and shouldn't have more than 2 units of alcohol on any single day. Every donor gets a free blood test to check for infections. We pasteurise all donor milk, and it can roughly halve the chance of necrotising enterocolitis in very premature babies (Okafor, Lindgren & Marsh, 2019). We'll give you freezer bags and pick the milk up from your home, normally every 2 to 3 weeks. Want to know more? Call 0113 496 0750.",
            ),
            Good(
                "preserve",
                "**Who is the milk for?** Premature and sick babies in neonatal units. The Northern Donor Milk Bank collects it from healthy mothers.\n\n"
                "**Can I donate?** Possibly – if your baby is under 6 months old and you have more milk than your baby needs.\n\n"
                "**Are there any restrictions?** Yes. Donors must not smoke or use nicotine products, and should drink no more than 2 units of alcohol in a day. Every donor is given a free blood test to screen for infections.\n\n"
                "**Why does donor milk matter?** After pasteurisation, it can cut the risk of necrotising enterocolitis in very preterm babies by approximately 50% (Okafor, Lindgren & Marsh, 2019).\n\n"
                "**How does donating work?** We supply freezer bags and collect the milk from your home, typically every 2–3 weeks.\n\n"
                "**Who do I contact?** Call 0113 496 0750.",
            ),
            Good(
                "pl",
                "Northern Donor Milk Bank zbiera mleko kobiece od zdrowych matek, aby karmić nim wcześniaki i chore noworodki na oddziałach neonatologicznych. Być może możesz zostać dawczynią – jeśli Twoje dziecko ma mniej niż 6 miesięcy, a Ty produkujesz więcej mleka, niż ono potrzebuje. Dawczynie nie mogą palić ani używać wyrobów z nikotyną i nie powinny wypijać więcej niż 2 jednostek alkoholu w ciągu jednego dnia. Każda dawczyni przechodzi bezpłatne badanie krwi w kierunku infekcji. Mleko od dawczyń jest pasteryzowane i może mniej więcej o połowę zmniejszyć ryzyko martwiczego zapalenia jelit u dzieci urodzonych bardzo przedwcześnie (Okafor, Lindgren i Marsh, 2019). Zapewniamy woreczki do zamrażania i odbieramy mleko z domu, zwykle co 2–3 tygodnie. Więcej informacji uzyskasz pod numerem 0113 496 0750.",
            ),
        ],
        bad=[
            Slip(1, [("(Okafor, Lindgren & Marsh, 2019)", "(Okafor & Marsh, 2019)")], "citation"),
            Slip(
                2,
                [
                    (
                        "Dawczynie nie mogą palić ani używać wyrobów z nikotyną",
                        "Dawczynie mogą palić i używać wyrobów z nikotyną",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [("and shouldn't have more than 2 units", "and mustn't have more than 2 units")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-bowls-club",
        source="Welcome to the 2025 season at Ashdown Bowls Club! The green opens on Saturday 19 April and closes on Sunday 28 September. Full membership costs £95 for the year; juniors under 18 play for free. New members are entitled to 3 free coaching sessions with one of our qualified coaches. Flat-soled bowls shoes must be worn on the green at all times — trainers are not acceptable. We have around 20 sets of club bowls available to borrow, so you don't need to buy your own straight away. Roll-ups are held every Tuesday and Friday from 2pm. Please book the green for private games through the clubhouse noticeboard or email secretary@ashdownbowls.example.org.uk.",
        good=[
            Good(
                "preserve",
                "The 2025 season at Ashdown Bowls Club is about to start! The green is open from Saturday 19 April to Sunday 28 September. A full year's membership is £95, and juniors under 18 play free. If you're new, you get 3 coaching sessions with one of our qualified coaches at no charge. On the green you must wear flat-soled bowls shoes at all times – trainers won't do. There are about 20 sets of club bowls you can borrow, so there's no rush to buy your own. Come along to roll-ups every Tuesday and Friday from 2pm. To book the green for a private game, use the noticeboard in the clubhouse or email secretary@ashdownbowls.example.org.uk.",
            ),
            Good(
                "preserve",
                "Ashdown Bowls Club is pleased to welcome members to the 2025 season. The green will be open from Saturday 19 April until Sunday 28 September. The annual fee for full membership is £95; junior members (under 18) are not charged. Each new member is entitled to three complimentary coaching sessions with a qualified club coach. Flat-soled bowls shoes are compulsory on the green at all times, and trainers are not permitted. Approximately 20 sets of club bowls are available on loan, so new members need not purchase their own immediately. Roll-ups take place every Tuesday and Friday from 2pm. Private use of the green should be booked via the clubhouse noticeboard or by email to secretary@ashdownbowls.example.org.uk.",
            ),
            Good(
                "pl",
                "Witamy w sezonie 2025 w Ashdown Bowls Club! Murawa zostanie otwarta w sobotę 19 kwietnia i zamknięta w niedzielę 28 września. Pełne członkostwo kosztuje 95 funtów rocznie, a juniorzy poniżej 18 lat grają bezpłatnie. Nowym członkom przysługują 3 bezpłatne treningi z jednym z naszych wykwalifikowanych trenerów. Na murawie przez cały czas obowiązuje obuwie do bowls z płaską podeszwą – zwykłe buty sportowe są niedozwolone. Mamy około 20 kompletów klubowych kul do wypożyczenia, więc nie trzeba od razu kupować własnych. Luźne gry (roll-ups) odbywają się w każdy wtorek i piątek od 14:00. Murawę na prywatne rozgrywki prosimy rezerwować przez tablicę ogłoszeń w budynku klubowym lub mailowo: secretary@ashdownbowls.example.org.uk.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("three complimentary coaching sessions", "five complimentary coaching sessions")],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "w każdy wtorek i piątek od 14:00.",
                        "w każdy wtorek i piątek od 14:00, a po nich w klubie serwujemy herbatę wliczoną w składkę.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [("There are about 20 sets of club bowls", "There are 20 sets of club bowls")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-pub-quiz",
        source=(
            "## Quiz night at The Crown — every Wednesday\n\n"
            "Doors open at 7pm and the quiz starts at **8pm sharp**. Rules:\n\n"
            "1. Teams can have up to 6 players.\n"
            "2. Entry is £2 per person, paid at the bar before the first round.\n"
            "3. Phones must be switched off or left on the table face down — any team caught using one will be disqualified.\n"
            "4. The quizmaster's decision is final.\n\n"
            "The winning team takes home the cash pot, and there's a £10 bar voucher for the best team name. Booking isn't required, but tables fill up quickly, so we'd suggest arriving early. Under-18s are welcome until 9pm if accompanied by an adult."
        ),
        good=[
            Good(
                "preserve",
                "## Wednesday quiz night at The Crown\n\n"
                "Doors open at 7pm, and we start at **8pm on the dot**. Here's how it works:\n\n"
                "1. Up to 6 players per team.\n"
                "2. It's £2 a head to play – pay at the bar before round one.\n"
                "3. Phones off, or face down on the table. Get caught using one and your team is disqualified.\n"
                "4. Whatever the quizmaster says goes.\n\n"
                "The winners scoop the cash pot, and the best team name earns a £10 bar voucher. You don't need to book, but tables go fast, so we'd recommend getting here early. Under-18s can join us until 9pm as long as an adult is with them.",
            ),
            Good(
                "preserve",
                "## Weekly quiz night – The Crown (Wednesdays)\n\n"
                "Doors open at 7pm; the quiz begins promptly at **8pm**.\n\n"
                "1. A maximum of six players per team is permitted.\n"
                "2. The entry fee of £2 per person is payable at the bar before the first round.\n"
                "3. Mobile phones must be switched off or placed face down on the table; any team found using a phone will be disqualified.\n"
                "4. The quizmaster's decision is final.\n\n"
                "The winning team receives the cash pot, and a £10 bar voucher is awarded for the best team name. Advance booking is not necessary; however, as tables fill quickly, early arrival is advised. Under-18s are welcome until 9pm when accompanied by an adult.",
            ),
            Good(
                "pl",
                "## Quiz w The Crown – w każdą środę\n\n"
                "Drzwi otwieramy o 19:00, a quiz zaczyna się **punktualnie o 20:00**. Zasady:\n\n"
                "1. Drużyna może liczyć maksymalnie 6 osób.\n"
                "2. Wpisowe wynosi 2 funty od osoby i płaci się je przy barze przed pierwszą rundą.\n"
                "3. Telefony muszą być wyłączone albo leżeć na stole ekranem do dołu – drużyna przyłapana na korzystaniu z telefonu zostanie zdyskwalifikowana.\n"
                "4. Decyzja prowadzącego jest ostateczna.\n\n"
                "Zwycięska drużyna zgarnia całą pulę pieniędzy, a za najlepszą nazwę drużyny przyznajemy bon barowy o wartości 10 funtów. Rezerwacja nie jest wymagana, ale stoliki szybko się zapełniają, więc radzimy przyjść wcześniej. Osoby poniżej 18 lat są mile widziane do 21:00, jeśli przychodzą z dorosłym.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    ("Here's how it works:\n\n1. Up to 6", "Here's how it works: up to 6"),
                    ("per team.\n2. It's", "per team. It's"),
                    ("round one.\n3. Phones", "round one. Phones"),
                    ("disqualified.\n4. Whatever", "disqualified. Whatever"),
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "Telefony muszą być wyłączone albo leżeć na stole",
                        "Telefony najlepiej wyłączyć albo położyć na stole",
                    )
                ],
                "modality",
            ),
            Bad(
                "preserve",
                "## Weekly quiz night – The Crown (Wednesdays)\n\n"
                "Doors open at 7pm; the quiz begins promptly at **8pm**.\n\n"
                "1. A maximum of six players per team is permitted.\n"
                "2. The entry fee of £2 per person is payable at the bar before the first round.\n"
                "3. Mobile phones must be switched off or placed face down on the table; any team found using a phone will be disqualified.\n"
                "4. The quizmaster's decision is final.\n\n"
                "Zwycięska drużyna otrzymuje pulę pieniędzy, a za najlepszą nazwę drużyny przyznawany jest bon barowy o wartości 10 funtów. Wcześniejsza rezerwacja nie jest konieczna, jednak stoliki szybko się zapełniają, dlatego zalecamy wcześniejsze przybycie. Osoby poniżej 18. roku życia są mile widziane do 21:00 w towarzystwie dorosłego.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-warm-spaces",
        source="From Monday 4 November until Friday 28 March, six libraries across Thornbury will run Warm Spaces for anyone who wants somewhere warm and welcoming to spend time this winter. You don't need to book or explain why you're there. Free hot drinks are available all day, and on Tuesdays and Thursdays there's a free lunch from 12:30 to 1:30pm, while supplies last. Phone chargers and Wi-Fi are available, and staff can help you apply for energy support schemes. Central Library also opens until 8pm on Wednesdays. Please note that Warm Spaces are not suitable for overnight stays. A full list of venues is on www.thornbury.example.gov.uk/warmspaces, or call 01632 960 812.",
        good=[
            Good(
                "preserve",
                "This winter, six libraries across Thornbury are opening Warm Spaces – a warm, friendly place where anyone can spend some time. They run from Monday 4 November to Friday 28 March. There's no need to book, and nobody will ask why you've come. Hot drinks are free all day. On Tuesdays and Thursdays you can also get a free lunch between 12:30 and 1:30pm, until it runs out. You can charge your phone and use the Wi-Fi, and staff can help you apply for energy support schemes. On Wednesdays, Central Library stays open until 8pm. Please remember that Warm Spaces aren't suitable for staying overnight. For the full list of venues, visit www.thornbury.example.gov.uk/warmspaces or call 01632 960 812.",
            ),
            Good(
                "preserve",
                "**Warm Spaces in Thornbury libraries**\n\n"
                "From Monday 4 November to Friday 28 March, six libraries across Thornbury will offer a warm, welcoming place for anyone to spend time this winter.\n\n"
                "- No booking needed, and you won't be asked why you're there.\n"
                "- Free hot drinks all day.\n"
                "- Free lunch on Tuesdays and Thursdays, 12:30–1:30pm, while supplies last.\n"
                "- Phone chargers and Wi-Fi.\n"
                "- Staff can help with applications for energy support schemes.\n"
                "- Central Library: open until 8pm on Wednesdays.\n\n"
                "Warm Spaces are not suitable for overnight stays. Full list of venues: www.thornbury.example.gov.uk/warmspaces or 01632 960 812.",
            ),
            Good(
                "pl",
                "Od poniedziałku 4 listopada do piątku 28 marca sześć bibliotek w Thornbury będzie prowadzić Ciepłe Miejsca – dla każdego, kto tej zimy chce spędzić czas w ciepłym i przyjaznym otoczeniu. Nie trzeba się zapisywać ani tłumaczyć, dlaczego się przyszło. Przez cały dzień dostępne są bezpłatne gorące napoje, a we wtorki i czwartki w godz. 12:30–13:30 – bezpłatny obiad, do wyczerpania zapasów. Można naładować telefon i skorzystać z Wi-Fi, a pracownicy mogą pomóc w złożeniu wniosku o wsparcie w ramach programów energetycznych. W środy Biblioteka Centralna jest otwarta do 20:00. Uwaga: Ciepłe Miejsca nie są przeznaczone na nocleg. Pełna lista miejsc znajduje się na stronie www.thornbury.example.gov.uk/warmspaces; można też zadzwonić pod numer 01632 960 812.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "You can charge your phone and use the Wi-Fi,",
                        "You can charge your phone, use the Wi-Fi and borrow a free blanket,",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("open until 8pm on Wednesdays", "open until 8pm on Thursdays")], "date"),
            Slip(
                2,
                [
                    (
                        "Nie trzeba się zapisywać ani tłumaczyć",
                        "Trzeba się zapisać, ale nie trzeba tłumaczyć",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-bowling-party",
        source="Thanks for your interest in a birthday party at Strike Zone Bowling. Our Party Package costs £14.95 per child and includes 2 games of bowling, a hot meal, a drink and an ice lolly. Parties need a minimum of 8 children and can have up to 24. A non-refundable deposit of £30 is required to secure your booking, and the balance must be paid on the day. Please arrive about 15 minutes before your start time so we can fit bowling shoes. Children under 6 should use the ball ramps and bumpers. Parties run for approximately 2 hours in total. You may bring your own birthday cake, but no other outside food is allowed. Book at parties@strikezone.example.co.uk.",
        good=[
            Good(
                "preserve",
                "Thinking of a birthday party at Strike Zone Bowling? Our Party Package is £14.95 per child for 2 games of bowling, a hot meal, a drink and an ice lolly. You'll need at least 8 children, and we can take up to 24. To secure your booking, you'll need to pay a £30 deposit, which you won't get back, and the rest must be paid on the day. Try to get here around 15 minutes before your start time so we can sort out everyone's bowling shoes. Children under 6 should bowl with ramps and bumpers. All in, a party lasts roughly 2 hours. You're welcome to bring your own birthday cake, but other food from outside isn't allowed. Email parties@strikezone.example.co.uk to book.",
            ),
            Good(
                "preserve",
                "Party bookings – Strike Zone Bowling\n\n"
                "The Party Package is priced at £14.95 per child and comprises two games of bowling, a hot meal, a drink and an ice lolly. Each party requires a minimum of 8 and allows a maximum of 24 children. A booking is secured only on payment of a non-refundable £30 deposit; the remaining balance is payable in full on the day. Guests are asked to arrive approximately 15 minutes before the start time for the fitting of bowling shoes. Ball ramps and bumpers should be used by children under the age of 6. The total duration of a party is approximately 2 hours. Customers may bring a birthday cake; no other food from outside the venue is permitted. Bookings: parties@strikezone.example.co.uk.",
            ),
            Good(
                "pl",
                "Dziękujemy za zainteresowanie organizacją przyjęcia urodzinowego w Strike Zone Bowling. Pakiet imprezowy kosztuje 14,95 funta za dziecko i obejmuje 2 gry w kręgle, ciepły posiłek, napój i lody na patyku. W przyjęciu musi uczestniczyć co najmniej 8 dzieci, a może maksymalnie 24. Aby potwierdzić rezerwację, należy wpłacić bezzwrotną zaliczkę w wysokości 30 funtów, a pozostałą kwotę trzeba uregulować w dniu imprezy. Prosimy o przybycie około 15 minut przed rozpoczęciem, abyśmy mogli dobrać buty do kręgli. Dzieci poniżej 6 lat powinny korzystać z ramp i band. Całe przyjęcie trwa w sumie około 2 godzin. Można przynieść własny tort urodzinowy, ale żadne inne jedzenie z zewnątrz nie jest dozwolone. Rezerwacje: parties@strikezone.example.co.uk.",
            ),
        ],
        bad=[
            Slip(0, [("and we can take up to 24", "and we can take up to 20")], "number"),
            Slip(
                1,
                [("Ball ramps and bumpers should be used", "Ball ramps and bumpers must be used")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Całe przyjęcie trwa w sumie około 2 godzin.",
                        "Całe przyjęcie trwa dokładnie 2 godziny.",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-defibrillator-guardians",
        source="Our village now has a public access defibrillator (AED) on the outside wall of the Old School Hall, Church Lane. It is available 24 hours a day and anyone can use it — no training is needed, as the machine gives spoken instructions. If someone collapses and is not breathing normally, call 999 first; the call handler will give you the code to open the cabinet. For every minute without CPR and defibrillation, the chance of survival falls by around 10% (Larsen, Eisenberg & Cummins, 1993). We are looking for 4 volunteer guardians to check the device weekly and report faults. A free 2-hour awareness session will be held on Saturday 12 October at 10am. Contact aed@millbrookparish.example.org.uk.",
        good=[
            Good(
                "preserve",
                "There's now a public access defibrillator (AED) in the village, on the outside wall of the Old School Hall in Church Lane. You can get to it 24 hours a day, and anyone can use it – you don't need training, because the machine talks you through what to do. If someone collapses and isn't breathing normally, ring 999 first: the call handler will tell you the code for the cabinet. Each minute without CPR and defibrillation cuts the chance of survival by roughly 10% (Larsen, Eisenberg & Cummins, 1993). We need 4 volunteer guardians to check the defibrillator every week and report any faults. There'll be a free two-hour awareness session on Saturday 12 October at 10am. Get in touch at aed@millbrookparish.example.org.uk.",
            ),
            Good(
                "preserve",
                "**Public access defibrillator in our village**\n\n"
                "A public access defibrillator (AED) has been installed on the outside wall of the Old School Hall, Church Lane.\n\n"
                "- Availability: 24 hours a day, for anyone to use. No training is required, as the device gives spoken instructions.\n"
                "- In an emergency: if a person collapses and is not breathing normally, call 999 first. The call handler will provide the code for the cabinet.\n"
                "- Why it matters: survival chances drop by approximately 10% for each minute without CPR and defibrillation (Larsen, Eisenberg & Cummins, 1993).\n"
                "- Volunteers wanted: 4 guardians to check the device weekly and report faults.\n"
                "- Free awareness session (2 hours): Saturday 12 October, 10am.\n\n"
                "Contact: aed@millbrookparish.example.org.uk",
            ),
            Good(
                "pl",
                "W naszej wsi jest już publicznie dostępny defibrylator (AED), zamontowany na zewnętrznej ścianie budynku Old School Hall przy Church Lane. Jest dostępny całą dobę i każdy może z niego skorzystać – szkolenie nie jest potrzebne, bo urządzenie wydaje polecenia głosowe. Jeśli ktoś upadnie i nie oddycha prawidłowo, najpierw zadzwoń pod 999; dyspozytor poda Ci kod do otwarcia szafki. Z każdą minutą bez resuscytacji i defibrylacji szansa na przeżycie spada o około 10% (Larsen, Eisenberg i Cummins, 1993). Szukamy 4 wolontariuszy – opiekunów, którzy co tydzień będą sprawdzać urządzenie i zgłaszać usterki. W sobotę 12 października o 10:00 odbędzie się bezpłatne, dwugodzinne spotkanie informacyjne. Kontakt: aed@millbrookparish.example.org.uk.",
            ),
        ],
        bad=[
            Slip(
                2, [("(Larsen, Eisenberg i Cummins, 1993)", "(Larsen i Cummins, 1993)")], "citation"
            ),
            Slip(
                1,
                [
                    (
                        "Contact: aed@millbrookparish.example.org.uk",
                        "Contact: aed@millbrook-parish.example.org.uk",
                    )
                ],
                "url",
            ),
            Slip(
                0,
                [
                    (
                        "on Saturday 12 October at 10am.",
                        "on Saturday 12 October at 10am, run by the local ambulance service.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
