# ruff: noqa: E501, RUF001
"""English source cases of blind set 32: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES = [
    Case(
        key="en-brewery-tour-booking",
        source="""Tours of the Hopworth Brewery run every Saturday at 11:00 and 14:30 and last about 90 minutes. Tickets cost £18 per person and include a tasting of four beers. Visitors must be 18 or over, and you may be asked to show photo ID at the door. Children are not permitted on the brewhouse floor, even if accompanied. Sensible closed-toe shoes must be worn; the floor is usually wet. Groups of more than 12 should book at least two weeks ahead by e-mailing tours@hopworthbrewery.co.uk. Tickets are non-refundable, but you may transfer your booking to another date up to 48 hours before the tour.""",
        good=[
            Good(
                "preserve",
                """Hopworth Brewery tours take place every Saturday at 11:00 and at 14:30, and each one lasts roughly 90 minutes. A ticket is £18 per person, and that includes tasting four of our beers. You must be at least 18 to join, and we may ask to see photo ID when you arrive. Children aren't allowed on the brewhouse floor, even with an adult. You must wear sensible closed-toe shoes, as the floor is usually wet. If your group is bigger than 12 people, you should book at least two weeks in advance by writing to tours@hopworthbrewery.co.uk. We can't refund tickets, but you may move your booking to a different date up to 48 hours before your tour.""",
            ),
            Good(
                "preserve",
                """The Hopworth Brewery offers guided tours each Saturday, starting at 11:00 and 14:30; a tour lasts approximately 90 minutes. The ticket price is £18 per person and covers a tasting of four beers. Admission is restricted to visitors aged 18 or over, and photo identification may be requested at the entrance. Children are not admitted to the brewhouse floor, whether accompanied or not. Sensible closed-toe footwear is compulsory, as the floor is usually wet. Parties of more than 12 should make their booking no less than two weeks in advance via tours@hopworthbrewery.co.uk. Tickets are not refundable; however, a booking may be transferred to another date up to 48 hours before the tour.""",
            ),
            Good(
                "pl",
                """Zwiedzanie browaru Hopworth odbywa się w każdą sobotę o 11:00 i 14:30 i trwa około 90 minut. Bilet kosztuje 18 funtów od osoby i obejmuje degustację czterech piw. Uczestnicy muszą mieć ukończone 18 lat, a przy wejściu mogą zostać poproszeni o okazanie dokumentu tożsamości ze zdjęciem. Dzieci nie mają wstępu na halę warzelni, nawet pod opieką dorosłych. Obowiązkowe jest wygodne, pełne obuwie z zakrytymi palcami – podłoga jest zwykle mokra. Grupy liczące ponad 12 osób powinny zarezerwować wizytę co najmniej dwa tygodnie wcześniej, pisząc na adres tours@hopworthbrewery.co.uk. Bilety nie podlegają zwrotowi, ale rezerwację można przenieść na inny termin najpóźniej 48 godzin przed zwiedzaniem.""",
            ),
        ],
        bad=[
            Slip(1, [("approximately 90 minutes", "approximately 60 minutes")], "number"),
            Slip(2, [("powinny zarezerwować", "muszą zarezerwować")], "modality"),
            Slip(0, [("tours@hopworthbrewery.co.uk", "tours@hopworthbrewery.com")], "url"),
        ],
    ),
    Case(
        key="en-readme-csvsplit-install",
        source="""## Installation

`csvsplit` requires Python 3.9 or newer. Install it from PyPI:

```
pip install csvsplit
```

## Usage

Run `csvsplit data.csv --rows 5000` to split a file into chunks of 5,000 rows each. The header row is copied into every chunk unless you pass `--no-header`. Output files are written to the current directory by default; use `--out DIR` to change this.

**Note:** very large files may be slow on network drives. You should not run two instances on the same output directory at once, because chunk names will probably collide.""",
        good=[
            Good(
                "preserve",
                """## Installation

You'll need Python 3.9 or later to use `csvsplit`. Get it from PyPI:

```
pip install csvsplit
```

## Usage

To break a file into chunks of 5,000 rows, run `csvsplit data.csv --rows 5000`. Every chunk gets a copy of the header row, unless you add `--no-header`. By default the output files land in the current directory; pass `--out DIR` if you want them somewhere else.

**Note:** on network drives, very large files may be slow. You shouldn't run two instances against the same output directory at the same time – the chunk names will probably clash.""",
            ),
            Good(
                "preserve",
                """## Installation

`csvsplit` needs Python 3.9+. Install from PyPI:

```
pip install csvsplit
```

## Usage

`csvsplit data.csv --rows 5000` splits a file into chunks of 5,000 rows each. Each chunk includes the header row; pass `--no-header` to suppress this. Output goes to the current directory unless you specify `--out DIR`.

**Note:** processing very large files on network drives may be slow. Two instances should not run on one output directory simultaneously, as chunk names will probably collide.""",
            ),
            Good(
                "pl",
                """## Instalacja

`csvsplit` wymaga Pythona 3.9 lub nowszego. Zainstaluj go z PyPI:

```
pip install csvsplit
```

## Użycie

Polecenie `csvsplit data.csv --rows 5000` dzieli plik na części po 5000 wierszy. Wiersz nagłówka jest kopiowany do każdej części, chyba że podasz `--no-header`. Domyślnie pliki wynikowe trafiają do bieżącego katalogu; aby to zmienić, użyj `--out DIR`.

**Uwaga:** bardzo duże pliki mogą być przetwarzane wolno na dyskach sieciowych. Nie należy uruchamiać dwóch instancji na tym samym katalogu wyjściowym jednocześnie, ponieważ nazwy części prawdopodobnie będą się powtarzać.""",
            ),
        ],
        bad=[
            Slip(
                1, [("pass `--no-header` to suppress", "pass `--no-headers` to suppress")], "code"
            ),
            Slip(0, [("## Usage", "Usage")], "markdown"),
            Slip(
                2,
                [
                    (
                        "`csvsplit` wymaga Pythona 3.9 lub nowszego.",
                        "Do `csvsplit` zalecany jest Python 3.9 lub nowszy.",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-abstract-swift-nest-box-occupancy",
        source="""Common swifts (Apus apus) have declined by around 60% in the UK since 1995, and loss of nest sites in renovated buildings is thought to be a major driver (Mayer & Ellis, 2019). We monitored 412 integrated nest bricks installed in new housing across 14 sites between 2018 and 2022. Occupancy rose from 6% in the first breeding season to 27% by the fourth. Bricks with call-playback lures were occupied roughly twice as often as those without, consistent with earlier findings (Brandt et al., 2016). Orientation did not significantly affect occupancy. Our results suggest that nest bricks can help, but they probably need several seasons and active lures before colonisation becomes likely.""",
        good=[
            Good(
                "preserve",
                """Since 1995 the UK's common swifts (Apus apus) have fallen by about 60%, and the disappearance of nest sites when buildings are renovated is believed to be a major cause (Mayer & Ellis, 2019). In this study, 412 nest bricks built into new homes at 14 sites were monitored from 2018 to 2022. In the first breeding season 6% were occupied; by the fourth, the figure had reached 27%. Bricks fitted with call-playback lures were taken up roughly twice as often as unlured ones, which matches earlier work (Brandt et al., 2016). Which way a brick faced made no significant difference to occupancy. The findings suggest nest bricks can help, though they probably need several seasons, and active lures, before colonisation becomes likely.""",
            ),
            Good(
                "preserve",
                """Populations of the common swift (Apus apus) in the UK have decreased by approximately 60% since 1995, with the loss of nesting sites during building renovation thought to be a major contributing factor (Mayer & Ellis, 2019). Between 2018 and 2022, we monitored 412 integrated nest bricks installed in newly built housing at 14 sites. Occupancy increased from 6% in the first breeding season to 27% in the fourth. Bricks equipped with call-playback lures showed roughly double the occupancy of unlured bricks, in line with previous findings (Brandt et al., 2016). No significant effect of orientation on occupancy was detected. These results suggest that nest bricks can be beneficial, but that several seasons and active lures are probably required before colonisation becomes likely.""",
            ),
            Good(
                "pl",
                """Liczebność jerzyka zwyczajnego (Apus apus) w Wielkiej Brytanii spadła od 1995 roku o około 60%, a za jedną z głównych przyczyn uważa się utratę miejsc lęgowych w remontowanych budynkach (Mayer & Ellis, 2019). W latach 2018–2022 monitorowaliśmy 412 cegieł lęgowych wbudowanych w nowe budynki mieszkalne w 14 lokalizacjach. Zasiedlenie wzrosło z 6% w pierwszym sezonie lęgowym do 27% w czwartym. Cegły wyposażone w wabiki odtwarzające głosy ptaków były zajmowane mniej więcej dwa razy częściej niż cegły bez wabików, co jest zgodne z wcześniejszymi wynikami (Brandt et al., 2016). Orientacja nie miała istotnego wpływu na zasiedlenie. Wyniki sugerują, że cegły lęgowe mogą pomagać, ale prawdopodobnie potrzeba kilku sezonów i aktywnych wabików, zanim kolonizacja stanie się prawdopodobna.""",
            ),
        ],
        bad=[
            Slip(2, [("(Mayer & Ellis, 2019)", "(Mayer, 2019)")], "citation"),
            Slip(
                0,
                [
                    (
                        "The findings suggest nest bricks can help",
                        "The findings show nest bricks can help",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("412 integrated nest bricks", "421 integrated nest bricks")], "number"),
        ],
    ),
    Case(
        key="en-water-hardness-notice",
        source="""From 3 March, customers in the Ashgrove and Millbeck supply zones will receive water from the Fenwick borehole while the Millbeck treatment works is upgraded. Borehole water is harder: about 280 mg/l calcium carbonate, compared with 120 mg/l at present. It is safe to drink and meets all regulatory standards. You may notice more limescale in kettles and on taps, and soap may lather less. No action is required, although dishwashers usually work best if the salt setting is raised. Baby formula should still be made with boiled tap water; there is no need to switch to bottled water. The change is expected to last around six months. Details are at www.valewater.co.uk/hardness, or call 0345 600 2210.""",
        good=[
            Good(
                "preserve",
                """While we upgrade our Millbeck treatment works, homes in the Ashgrove and Millbeck supply zones will get their water from the Fenwick borehole, starting 3 March. This water is harder – around 280 mg/l of calcium carbonate, against 120 mg/l now. It's safe to drink and meets every regulatory standard. You may see more limescale in your kettle and on your taps, and your soap may not lather as much. You don't have to do anything, though your dishwasher will usually work best if you turn its salt setting up. You should keep making baby formula with boiled tap water – there's no need to swap to bottled water. We expect the change to last about six months. Find out more at www.valewater.co.uk/hardness or ring us on 0345 600 2210.""",
            ),
            Good(
                "preserve",
                """With effect from 3 March, and while the Millbeck treatment works is being upgraded, customers in the Ashgrove and Millbeck supply zones will be supplied from the Fenwick borehole. The borehole supply is harder, at approximately 280 mg/l calcium carbonate, compared with the current 120 mg/l. The water is safe to drink and complies with all regulatory standards. Customers may observe increased limescale in kettles and on taps, and soap may produce less lather. No action is required; however, dishwashers usually perform best with a higher salt setting. Baby formula should continue to be prepared with boiled tap water, and there is no need to change to bottled water. The change is expected to last approximately six months. Further information is available at www.valewater.co.uk/hardness or on 0345 600 2210.""",
            ),
            Good(
                "pl",
                """Od 3 marca, na czas modernizacji stacji uzdatniania wody Millbeck, odbiorcy w strefach zaopatrzenia Ashgrove i Millbeck będą otrzymywać wodę z odwiertu Fenwick. Woda z odwiertu jest twardsza: ok. 280 mg/l węglanu wapnia wobec obecnych 120 mg/l. Jest bezpieczna do picia i spełnia wszystkie wymogi przepisów. Możesz zauważyć więcej kamienia w czajniku i na kranach, a mydło może słabiej się pienić. Nie trzeba podejmować żadnych działań, choć zmywarki zwykle działają najlepiej po zwiększeniu ustawienia soli. Mleko modyfikowane dla niemowląt nadal należy przygotowywać na przegotowanej wodzie z kranu; nie ma potrzeby przechodzić na wodę butelkowaną. Przewiduje się, że zmiana potrwa około sześciu miesięcy. Szczegóły: www.valewater.co.uk/hardness lub pod numerem 0345 600 2210.""",
            ),
        ],
        bad=[
            Slip(2, [("www.valewater.co.uk/hardness", "www.valewater.co.uk/twardosc")], "url"),
            Slip(1, [("dishwashers usually perform best", "dishwashers perform best")], "hedge"),
            Slip(0, [("against 120 mg/l now", "against 180 mg/l now")], "number"),
        ],
    ),
    Case(
        key="en-canal-lock-stoppage-notice",
        source="""Stoppage notice: Lock 14, Brindley Flight, Shropshire Union Canal. The lock will be closed to navigation from 08:00 on Monday 13 January until 17:00 on Friday 7 February 2025 to replace both top gates. Boats cannot pass during this period, and there is no alternative route. The towpath will remain open, but walkers and cyclists may be diverted around the lock chamber for short periods. Moorings above Lock 13 are limited to 48 hours during the works. Boaters should not moor within 50 metres of the site compound. We will update this notice if the works overrun. Questions: enquiries@waterwaystrust.org.uk.""",
        good=[
            Good(
                "preserve",
                """Lock 14 on the Brindley Flight of the Shropshire Union Canal is closing so that both top gates can be replaced. It will be shut to boats from 08:00 on Monday 13 January until 17:00 on Friday 7 February 2025. No boats can get through while it is closed, and there's no other route. The towpath stays open, although walkers and cyclists may have to take a short diversion around the lock chamber at times. While the works are on, you can moor above Lock 13 for a maximum of 48 hours. Boaters shouldn't moor within 50 metres of the site compound. If the works run late, we'll update this notice. Any questions? Email enquiries@waterwaystrust.org.uk.""",
            ),
            Good(
                "preserve",
                """Navigation stoppage – Lock 14, Brindley Flight, Shropshire Union Canal. To allow replacement of both top gates, Lock 14 will be closed to navigation between 08:00 on Monday 13 January and 17:00 on Friday 7 February 2025. Passage will not be possible for any vessel during this period, and no alternative route is available. The towpath will remain open; however, pedestrians and cyclists may be diverted around the lock chamber for short periods. For the duration of the works, mooring above Lock 13 is restricted to 48 hours. Boaters should not moor within 50 metres of the site compound. This notice will be updated should the works overrun. Enquiries: enquiries@waterwaystrust.org.uk.""",
            ),
            Good(
                "pl",
                """Komunikat o wstrzymaniu żeglugi: śluza nr 14, zespół śluz Brindley, kanał Shropshire Union. W związku z wymianą obu górnych wrót śluza będzie zamknięta dla żeglugi od godz. 08:00 w poniedziałek 13 stycznia do godz. 17:00 w piątek 7 lutego 2025 r. W tym czasie łodzie nie będą mogły przez nią przepłynąć i nie ma trasy alternatywnej. Ścieżka holownicza pozostanie otwarta, ale piesi i rowerzyści mogą być okresowo kierowani na krótki objazd wokół komory śluzy. W czasie prac postój powyżej śluzy nr 13 jest ograniczony do 48 godzin. Właściciele łodzi nie powinni cumować bliżej niż 50 metrów od zaplecza budowy. Jeśli prace się przedłużą, zaktualizujemy ten komunikat. Pytania: enquiries@waterwaystrust.org.uk.""",
            ),
        ],
        bad=[
            Slip(
                1, [("17:00 on Friday 7 February 2025", "17:00 on Friday 14 February 2025")], "date"
            ),
            Slip(
                2,
                [("i nie ma trasy alternatywnej", "i jest dostępna trasa alternatywna")],
                "negation",
            ),
            Slip(0, [("enquiries@waterwaystrust.org.uk", "enquiries@waterwaytrust.org.uk")], "url"),
        ],
    ),
    Case(
        key="en-piano-hire-agreement",
        source="""Piano Hire Agreement – key terms. Under clause 4.2, the hirer must pay a deposit of £250 before delivery; it is refundable within 14 days of collection, less any deductions permitted by clause 9. The minimum hire period is three months. The instrument must not be moved to another address without our written consent (clause 6.1). One tuning every six months is included; additional tunings cost £75 each. The hirer should keep the piano away from radiators and direct sunlight. If the hirer chooses to buy the piano, up to 50% of the hire fees paid may be credited against the purchase price, as set out in clause 11.3.""",
        good=[
            Good(
                "preserve",
                """Key terms of your piano hire agreement. Clause 4.2 requires you to pay a £250 deposit before we deliver. We'll refund it within 14 days of collecting the piano, minus any deductions allowed under clause 9. You must hire the piano for at least three months. You must not move it to a different address unless we've agreed in writing (clause 6.1). A tuning every six months is included in the price; any extra tunings are £75 each. You should keep the piano away from radiators and out of direct sunlight. If you decide to buy the piano, up to 50% of the hire fees you've paid may be credited towards the purchase price, as clause 11.3 explains.""",
            ),
            Good(
                "preserve",
                """Summary of principal terms. Pursuant to clause 4.2, a deposit of £250 is payable by the hirer prior to delivery and will be refunded within 14 days of collection, subject to any deductions permitted under clause 9. The hire period shall be no less than three months. The hirer must not relocate the instrument to another address without our written consent (clause 6.1). The hire includes one tuning per six-month period; further tunings are charged at £75 each. The hirer should keep the piano away from radiators and out of direct sunlight. Should the hirer elect to purchase the piano, up to 50% of hire fees paid may be credited against the purchase price in accordance with clause 11.3.""",
            ),
            Good(
                "pl",
                """Umowa najmu pianina – najważniejsze warunki. Zgodnie z klauzulą 4.2 najemca musi wpłacić kaucję w wysokości 250 funtów przed dostawą; kaucja jest zwracana w ciągu 14 dni od odbioru instrumentu, po potrąceniu ewentualnych kwot dopuszczonych w klauzuli 9. Minimalny okres najmu wynosi trzy miesiące. Nie wolno przenosić instrumentu pod inny adres bez naszej pisemnej zgody (klauzula 6.1). W cenie jest jedno strojenie co sześć miesięcy; każde dodatkowe kosztuje 75 funtów. Najemca powinien trzymać pianino z dala od grzejników i bezpośredniego światła słonecznego. Jeśli najemca zdecyduje się kupić pianino, do 50% zapłaconych opłat za najem może zostać zaliczone na poczet ceny zakupu, zgodnie z klauzulą 11.3.""",
            ),
        ],
        bad=[
            Slip(0, [("(clause 6.1)", "(clause 6.2)")], "legal_reference"),
            Slip(
                1,
                [("The hirer should keep the piano", "The hirer must keep the piano")],
                "modality",
            ),
            Slip(2, [("do 50% zapłaconych", "do 40% zapłaconych")], "number"),
        ],
    ),
    Case(
        key="en-changelog-tomlfmt-2-0",
        source="""# Changelog

## 2.0.0 – 2024-11-18

### Breaking changes
- Dropped support for Python 3.8; the minimum is now 3.9.
- The `--inplace` flag has been renamed to `--write`. The old name still works but prints a warning and will be removed in 2.1.

### Added
- `tomlfmt check` exits with code 1 if any file would be reformatted.
- New `indent_tables` option in `pyproject.toml`, off by default.

### Fixed
- Comments after array items are no longer dropped (#214).""",
        good=[
            Good(
                "preserve",
                """# Changelog

## 2.0.0 – 2024-11-18

### Breaking changes
- Python 3.8 is no longer supported; you now need 3.9 or later.
- `--inplace` is now called `--write`. The old name keeps working for now, but it prints a warning and is going away in 2.1.

### Added
- If any file would be reformatted, `tomlfmt check` exits with code 1.
- A new `indent_tables` option is available in `pyproject.toml`; it is disabled by default.

### Fixed
- Comments that follow array items are no longer lost (#214).""",
            ),
            Good(
                "preserve",
                """# Changelog

## 2.0.0 – 2024-11-18

### Breaking changes
- Removed Python 3.8 support. Minimum supported version: 3.9.
- Renamed the `--inplace` flag to `--write`. `--inplace` is still accepted, with a warning, until its removal in 2.1.

### Added
- `tomlfmt check` returns exit code 1 when at least one file would be reformatted.
- Added the `indent_tables` option to `pyproject.toml` (default: off).

### Fixed
- Fixed comments after array items being dropped (#214).""",
            ),
            Good(
                "pl",
                """# Dziennik zmian

## 2.0.0 – 2024-11-18

### Zmiany niezgodne wstecz
- Usunięto obsługę Pythona 3.8; minimalna wersja to teraz 3.9.
- Flaga `--inplace` została przemianowana na `--write`. Stara nazwa nadal działa, ale wyświetla ostrzeżenie i zostanie usunięta w wersji 2.1.

### Dodano
- `tomlfmt check` kończy działanie z kodem 1, jeśli którykolwiek plik zostałby przeformatowany.
- Nowa opcja `indent_tables` w `pyproject.toml`, domyślnie wyłączona.

### Poprawiono
- Komentarze po elementach tablic nie są już usuwane (#214).""",
            ),
        ],
        bad=[
            Slip(2, [("`tomlfmt check` kończy", "`tomlfmt --check` kończy")], "code"),
            Slip(1, [("### Added", "Added")], "markdown"),
            Slip(0, [("## 2.0.0 – 2024-11-18", "## 2.0.0 – 2024-11-08")], "date"),
        ],
    ),
    Case(
        key="en-abstract-peatland-rewetting-methane",
        source="""Rewetting drained peatlands is widely promoted to cut carbon dioxide emissions, but raising the water table can also increase methane release (Günther et al., 2020). We measured fluxes with closed chambers at 36 plots on three rewetted bogs in northern Germany over two years. CO2 emissions fell by 74% relative to drained control plots, while methane emissions rose roughly fourfold, mainly in plots with standing water. The net warming effect over a 100-year horizon was nonetheless reduced. Methane peaks did not coincide with the warmest months, which appears to contradict the model proposed by Koch and Hahn (2018). We conclude that rewetting is likely to be climate-beneficial, although keeping water levels just below the surface may limit methane.""",
        good=[
            Good(
                "preserve",
                """Rewetting drained peatlands is widely promoted as a way to reduce carbon dioxide emissions, yet a higher water table can also push up methane emissions (Günther et al., 2020). Over two years, the authors used closed chambers to measure fluxes at 36 plots on three rewetted bogs in northern Germany. Compared with drained control plots, CO2 emissions dropped by 74%, whereas methane emissions went up roughly fourfold, mostly where water stood on the surface. Even so, the net warming effect over a 100-year horizon was smaller. Methane peaks did not line up with the warmest months, which appears to contradict the model put forward by Koch and Hahn (2018). The authors conclude that rewetting is likely to benefit the climate, though holding the water level just below the surface may keep methane down.""",
            ),
            Good(
                "preserve",
                """Although rewetting of drained peatlands is widely advocated as a means of reducing carbon dioxide emissions, a raised water table can also enhance methane release (Günther et al., 2020). Using closed chambers, we quantified fluxes at 36 plots across three rewetted bogs in northern Germany over a two-year period. Relative to drained controls, CO2 emissions declined by 74%, whereas methane emissions increased approximately fourfold, predominantly in plots with standing water. The net warming effect over a 100-year horizon was nevertheless lower. Peaks in methane emission did not coincide with the warmest months, which appears inconsistent with the model proposed by Koch and Hahn (2018). We conclude that rewetting is likely to be climate-beneficial, although maintaining water levels just below the surface may limit methane emissions.""",
            ),
            Good(
                "pl",
                """Ponowne nawadnianie osuszonych torfowisk jest szeroko promowane jako sposób na ograniczenie emisji dwutlenku węgla, jednak podniesienie poziomu wody może też zwiększyć uwalnianie metanu (Günther et al., 2020). Przez dwa lata mierzyliśmy strumienie gazów metodą komór zamkniętych na 36 poletkach w trzech ponownie nawodnionych torfowiskach wysokich w północnych Niemczech. W porównaniu z osuszonymi poletkami kontrolnymi emisja CO2 spadła o 74%, natomiast emisja metanu wzrosła mniej więcej czterokrotnie, głównie na poletkach ze stojącą wodą. Mimo to łączny efekt ocieplający w horyzoncie 100 lat był mniejszy. Szczyty emisji metanu nie pokrywały się z najcieplejszymi miesiącami, co wydaje się przeczyć modelowi zaproponowanemu przez Kocha i Hahna (2018). Wnioskujemy, że ponowne nawadnianie jest prawdopodobnie korzystne dla klimatu, choć utrzymywanie poziomu wody tuż pod powierzchnią może ograniczać emisję metanu.""",
            ),
        ],
        bad=[
            Slip(1, [("Koch and Hahn (2018)", "Koch and Hahn (2016)")], "citation"),
            Slip(2, [("co wydaje się przeczyć modelowi", "co przeczy modelowi")], "hedge"),
            Slip(
                0,
                [("Methane peaks did not line up with", "Methane peaks lined up with")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-abstract-group-singing-copd",
        source="""Singing has been proposed as a low-cost adjunct to pulmonary rehabilitation for people with chronic obstructive pulmonary disease (COPD) (Lewis et al., 2016; McNaughton & Aldington, 2017). In this randomised trial, 84 adults with moderate COPD attended either a weekly 60-minute singing group or usual care for 12 weeks. The singing group improved by a mean of 3.1 points more than controls on the SGRQ-C quality-of-life scale, but this did not reach the minimal clinically important difference of 4 points. No serious adverse events occurred. Attendance was high (median 10 of 12 sessions). Singing may therefore be an acceptable option for patients who decline conventional rehabilitation, though larger trials are needed.""",
        good=[
            Good(
                "preserve",
                """Singing has been put forward as a cheap add-on to pulmonary rehabilitation for people with chronic obstructive pulmonary disease (COPD) (Lewis et al., 2016; McNaughton & Aldington, 2017). In this randomised trial, 84 adults with moderate COPD were assigned for 12 weeks either to a 60-minute singing group once a week or to usual care. On the SGRQ-C quality-of-life scale, the singers improved on average 3.1 points more than the controls, which fell short of the 4-point minimal clinically important difference. There were no serious adverse events. Attendance was high, with a median of 10 out of 12 sessions. Singing may therefore be acceptable for patients who turn down conventional rehabilitation, but larger trials are needed.""",
            ),
            Good(
                "preserve",
                """Singing has been proposed as an inexpensive adjunct to pulmonary rehabilitation in chronic obstructive pulmonary disease (COPD) (Lewis et al., 2016; McNaughton & Aldington, 2017). We randomised 84 adults with moderate COPD to a weekly 60-minute singing group or to usual care for 12 weeks. Compared with controls, the singing group showed a mean additional improvement of 3.1 points on the SGRQ-C quality-of-life scale; this did not attain the minimal clinically important difference of 4 points. No serious adverse events were recorded. Adherence was high (median attendance: 10 of 12 sessions). Singing may thus represent an acceptable option for patients who decline conventional rehabilitation; however, larger trials are required.""",
            ),
            Good(
                "pl",
                """Śpiew proponowano jako tanie uzupełnienie rehabilitacji oddechowej u osób z przewlekłą obturacyjną chorobą płuc (POChP) (Lewis et al., 2016; McNaughton & Aldington, 2017). W tym randomizowanym badaniu 84 dorosłych z umiarkowaną POChP przez 12 tygodni uczestniczyło albo w cotygodniowych 60-minutowych zajęciach grupy śpiewaczej, albo w standardowej opiece. W skali jakości życia SGRQ-C poprawa w grupie śpiewającej była średnio o 3,1 punktu większa niż w grupie kontrolnej, nie osiągnęła jednak minimalnej istotnej klinicznie różnicy wynoszącej 4 punkty. Nie wystąpiły poważne zdarzenia niepożądane. Frekwencja była wysoka (mediana 10 z 12 spotkań). Śpiew może więc być akceptowalną opcją dla pacjentów, którzy odmawiają konwencjonalnej rehabilitacji, choć potrzebne są większe badania.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(Lewis et al., 2016; McNaughton & Aldington, 2017)", "(Lewis et al., 2016)")],
                "citation",
            ),
            Slip(2, [("84 dorosłych", "48 dorosłych")], "number"),
            Slip(1, [("larger trials are required", "larger trials may be useful")], "modality"),
        ],
    ),
    Case(
        key="en-scuba-club-medical-declaration",
        source="""All members must complete the medical declaration before their first pool session of the season, which starts on Tuesday 9 September. If you answer "yes" to any question, you must not dive until a doctor has signed the medical form; a GP letter alone is not accepted. The signed form is valid for 12 months. Members over 45 should have a medical check every two years, even if they answer "no" to every question. You may not dive within 24 hours of donating blood. Trainees may borrow club cylinders free of charge, but regulators and computers must be booked through the equipment officer at least 48 hours in advance.""",
        good=[
            Good(
                "preserve",
                """Before your first pool session of the season – which is Tuesday 9 September – every member must fill in the medical declaration. If you answer "yes" to any of the questions, you mustn't dive until a doctor has signed the medical form; we won't accept a letter from your GP on its own. Once signed, the form is valid for 12 months. If you're over 45, you should get a medical check every two years, even if you answered "no" to everything. You can't dive within 24 hours of giving blood. Trainees may borrow club cylinders for free, but regulators and dive computers must be booked with the equipment officer at least 48 hours ahead.""",
            ),
            Good(
                "preserve",
                """Completion of the medical declaration is mandatory for all members before their first pool session of the season, which begins on Tuesday 9 September. Any member answering "yes" to a question must not dive until the medical form has been signed by a doctor; a GP letter on its own will not be accepted. A signed form remains valid for 12 months. Members aged over 45 should undergo a medical check every two years, even where all questions are answered "no". Diving is not permitted within 24 hours of a blood donation. Trainees may borrow club cylinders at no charge; regulators and computers, however, must be reserved through the equipment officer no less than 48 hours in advance.""",
            ),
            Good(
                "pl",
                """Wszyscy członkowie muszą wypełnić oświadczenie o stanie zdrowia przed pierwszymi zajęciami na basenie w sezonie, który rozpoczyna się we wtorek 9 września. Jeśli na którekolwiek pytanie odpowiesz „tak”, nie możesz nurkować, dopóki lekarz nie podpisze formularza medycznego; samo zaświadczenie od lekarza rodzinnego nie jest akceptowane. Podpisany formularz jest ważny przez 12 miesięcy. Członkowie, którzy mają ponad 45 lat, powinni przechodzić badanie lekarskie co dwa lata, nawet jeśli na wszystkie pytania odpowiedzą „nie”. Nie wolno nurkować w ciągu 24 godzin od oddania krwi. Kursanci mogą bezpłatnie wypożyczać butle klubowe, ale automaty oddechowe i komputery muszą być zarezerwowane u osoby odpowiedzialnej za sprzęt co najmniej 48 godzin wcześniej.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "we won't accept a letter from your GP on its own",
                        "we'll also accept a letter from your GP on its own",
                    )
                ],
                "negation",
            ),
            Slip(2, [("powinni przechodzić badanie", "muszą przechodzić badanie")], "modality"),
            Slip(1, [("Tuesday 9 September", "Tuesday 16 September")], "date"),
        ],
    ),
    Case(
        key="en-alpaca-trekking-terms",
        source="""Alpaca treks at Coldharbour Farm last about two hours and cover roughly 3 miles of mixed terrain. Each alpaca can be led by up to two people, and the price is £65 per alpaca. Children aged 8 and over are welcome but must be accompanied by an adult; younger children cannot take part. Please do not feed the alpacas anything other than the pellets we provide. Dogs are not allowed on the farm. Treks go ahead in light rain, but we may cancel in high winds or thunderstorms, in which case you will be offered a new date or a full refund. Booking is essential at www.coldharbouralpacas.co.uk.""",
        good=[
            Good(
                "preserve",
                """Our alpaca treks at Coldharbour Farm take around two hours and cover about 3 miles of mixed terrain. Up to two people can lead each alpaca, and it costs £65 per alpaca. Children are welcome from age 8, but they must have an adult with them; children under 8 can't join in. Please don't give the alpacas anything to eat except the pellets we provide. Dogs aren't allowed on the farm. A bit of light rain won't stop a trek, but we may cancel if there are high winds or thunderstorms – if that happens, we'll offer you another date or a full refund. You'll need to book ahead at www.coldharbouralpacas.co.uk.""",
            ),
            Good(
                "preserve",
                """Coldharbour Farm alpaca treks last approximately two hours and cover roughly 3 miles of varied terrain. Each alpaca may be led by a maximum of two people; the charge is £65 per alpaca. Children aged 8 and above are welcome, provided they are accompanied by an adult; children below this age are unable to participate. Visitors are asked not to feed the alpacas anything other than the pellets supplied. Dogs are not permitted on the farm. Treks proceed in light rain; however, they may be cancelled in the event of high winds or thunderstorms, in which case an alternative date or a full refund will be offered. Advance booking at www.coldharbouralpacas.co.uk is essential.""",
            ),
            Good(
                "pl",
                """Wędrówki z alpakami w Coldharbour Farm trwają około dwóch godzin i prowadzą przez mniej więcej 3 mile zróżnicowanego terenu. Jedną alpakę mogą prowadzić maksymalnie dwie osoby, a cena wynosi 65 funtów za alpakę. Dzieci od 8 lat są mile widziane, ale muszą być pod opieką osoby dorosłej; młodsze dzieci nie mogą brać udziału. Prosimy nie karmić alpak niczym innym niż granulat, który zapewniamy. Psy nie mają wstępu na teren farmy. Wędrówki odbywają się przy lekkim deszczu, ale w razie silnego wiatru lub burzy możemy je odwołać – wtedy zaproponujemy nowy termin lub pełny zwrot pieniędzy. Rezerwacja jest obowiązkowa: www.coldharbouralpacas.co.uk.""",
            ),
        ],
        bad=[
            Slip(1, [("£65 per alpaca", "£56 per alpaca")], "number"),
            Slip(
                0,
                [
                    (
                        "and it costs £65 per alpaca.",
                        "and it costs £65 per alpaca, including a hot drink in the farm café afterwards.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "młodsze dzieci nie mogą brać udziału",
                        "młodsze dzieci również mogą brać udział",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-flexible-working-request-policy",
        source="""Flexible working requests. Since 6 April 2024, all employees have the right to request flexible working from their first day of employment under section 80F of the Employment Rights Act 1996. You may make up to two requests in any 12-month period. Requests must be made in writing and should explain the change you are asking for. We will consult you before refusing a request, and we must give you our decision within two months, unless you agree to extend that period. A request can only be refused for one of the business reasons listed in section 80G(1)(b). Most requests are likely to be approved, at least on a trial basis.""",
        good=[
            Good(
                "preserve",
                """Asking for flexible working. Since 6 April 2024, section 80F of the Employment Rights Act 1996 has given every employee the right to ask for flexible working from day one of their job. You can make a maximum of two requests in any 12-month period. Your request must be in writing, and it should explain what change you want. Before turning a request down, we'll consult you, and we must let you know our decision within two months – unless you agree to give us longer. We can only refuse a request for one of the business reasons set out in section 80G(1)(b). Most requests are likely to be approved, at least as a trial.""",
            ),
            Good(
                "preserve",
                """Flexible working requests. With effect from 6 April 2024, section 80F of the Employment Rights Act 1996 gives all employees the right to request flexible working from their first day of employment. Employees may submit no more than two requests in any 12-month period. A request must be made in writing and should set out the change being requested. The company will consult the employee before refusing any request and must notify its decision within two months, unless the employee agrees to an extension. A request may be refused only on one of the business grounds listed in section 80G(1)(b). It is likely that most requests will be approved, at least on a trial basis.""",
            ),
            Good(
                "pl",
                """Wnioski o elastyczną organizację pracy. Od 6 kwietnia 2024 r. na podstawie sekcji 80F ustawy Employment Rights Act 1996 wszyscy pracownicy mają prawo wnioskować o elastyczną organizację pracy od pierwszego dnia zatrudnienia. W ciągu każdych 12 miesięcy możesz złożyć maksymalnie dwa wnioski. Wniosek musi mieć formę pisemną i powinien wyjaśniać, o jaką zmianę prosisz. Przed odrzuceniem wniosku skonsultujemy się z Tobą, a decyzję musimy przekazać w ciągu dwóch miesięcy, chyba że zgodzisz się na przedłużenie tego terminu. Wniosek może zostać odrzucony wyłącznie z jednego z powodów biznesowych wymienionych w sekcji 80G(1)(b). Większość wniosków prawdopodobnie zostanie zatwierdzona, przynajmniej na okres próbny.""",
            ),
        ],
        bad=[
            Slip(2, [("sekcji 80G(1)(b)", "sekcji 80G(1)(a)")], "legal_reference"),
            Slip(0, [("Since 6 April 2024", "Since 6 April 2023")], "date"),
            Slip(
                1,
                [
                    (
                        "It is likely that most requests will be approved",
                        "Most requests will be approved",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-short-term-let-registration",
        source="""Short-term let registration. Under section 14 of the Visitor Accommodation (Registration) Act 2024, anyone letting a whole home or room to guests for fewer than 31 nights at a time must register with the council before taking bookings. Registration costs £120 and is valid for three years. Your registration number must be shown in every online listing. You do not need to register if you let a room in your own home for fewer than 30 nights a year in total. Hosts should check their mortgage and insurance terms, as these may prohibit short lets. Apply online at www.harbourside.gov.uk/stl or e-mail stl@harbourside.gov.uk. Failure to register may lead to a fine of up to £2,500 (section 22).""",
        good=[
            Good(
                "preserve",
                """Registering a short-term let. Section 14 of the Visitor Accommodation (Registration) Act 2024 says that if you let a whole home or a room to guests for fewer than 31 nights at a time, you must register with the council before you accept any bookings. It costs £120 to register, and registration lasts three years. You must display your registration number in all your online listings. If you let a room in your own home for fewer than 30 nights a year in total, you don't need to register. You should check your mortgage and insurance terms, because they may not allow short lets. Apply online at www.harbourside.gov.uk/stl or email stl@harbourside.gov.uk. If you don't register, you may be fined up to £2,500 (section 22).""",
            ),
            Good(
                "preserve",
                """Registration of short-term lets. Pursuant to section 14 of the Visitor Accommodation (Registration) Act 2024, any person letting an entire dwelling or a room to guests for periods of fewer than 31 nights must register with the council prior to accepting bookings. The registration fee is £120, and registration remains valid for three years. The registration number must appear in each online listing. Registration is not required where a room in the host's own home is let for fewer than 30 nights per year in total. Hosts should review the terms of their mortgage and insurance, which may prohibit short-term letting. Applications can be made online at www.harbourside.gov.uk/stl or by e-mail to stl@harbourside.gov.uk. Failure to register may result in a fine of up to £2,500 (section 22).""",
            ),
            Good(
                "pl",
                """Rejestracja najmu krótkoterminowego. Zgodnie z sekcją 14 ustawy Visitor Accommodation (Registration) Act 2024 każdy, kto wynajmuje gościom cały lokal lub pokój na mniej niż 31 nocy jednorazowo, musi zarejestrować się w samorządzie lokalnym przed przyjęciem rezerwacji. Rejestracja kosztuje 120 funtów i jest ważna przez trzy lata. Numer rejestracyjny musi być podany w każdym ogłoszeniu internetowym. Rejestracja nie jest wymagana, jeśli wynajmujesz pokój we własnym domu łącznie przez mniej niż 30 nocy w roku. Gospodarze powinni sprawdzić warunki kredytu hipotecznego i ubezpieczenia, ponieważ mogą one zakazywać najmu krótkoterminowego. Wniosek można złożyć online na stronie www.harbourside.gov.uk/stl lub e-mailem na adres stl@harbourside.gov.uk. Brak rejestracji może skutkować grzywną do 2500 funtów (sekcja 22).""",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Pursuant to section 14 of the", "Pursuant to section 41 of the")],
                "legal_reference",
            ),
            Slip(2, [("www.harbourside.gov.uk/stl lub", "www.harbourside.gov.uk lub")], "url"),
            Slip(
                0,
                [
                    (
                        "You must display your registration number",
                        "You should display your registration number",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-bonsai-society-show-rules",
        source="""## Spring Show: rules for exhibitors

- Each member may enter **up to three trees**.
- Trees must have been in the exhibitor's care for at least 12 months.
- Entries must be staged between 07:30 and 09:30 on Saturday; late entries will not be accepted.
- **No trees may be removed before 16:00**, when the show closes.

Judging is done by an external judge and is usually finished by midday. Pots and stands should be clean, but display slabs are optional. The society cannot accept liability for damage to trees during the show, so members are advised to check their own insurance.""",
        good=[
            Good(
                "preserve",
                """## Spring Show: what exhibitors need to know

- You may enter **up to three trees** per member.
- Any tree you show must have been in your care for at least 12 months.
- You must stage your entries between 07:30 and 09:30 on Saturday – we won't accept late entries.
- **No trees may be taken away before 16:00**, which is when the show closes.

An external judge does the judging, which is usually wrapped up by midday. Your pots and stands should be clean, but display slabs are optional. The society can't accept liability if a tree is damaged during the show, so we advise you to check your own insurance.""",
            ),
            Good(
                "preserve",
                """## Spring Show – Exhibitor Regulations

- Members may submit **a maximum of three trees** each.
- Exhibited trees must have been in the exhibitor's care for no less than 12 months.
- All entries must be staged on Saturday between 07:30 and 09:30; entries arriving late will not be accepted.
- **Trees may not be removed before the show closes at 16:00.**

Judging is carried out by an external judge and is usually completed by midday. Pots and stands should be clean; display slabs are optional. The society is unable to accept liability for damage to trees during the show, and members are therefore advised to check their own insurance cover.""",
            ),
            Good(
                "pl",
                """## Wystawa wiosenna: zasady dla wystawców

- Każdy członek może zgłosić **maksymalnie trzy drzewka**.
- Drzewka muszą znajdować się pod opieką wystawcy od co najmniej 12 miesięcy.
- Zgłoszone drzewka muszą zostać ustawione w sobotę między 07:30 a 09:30; spóźnione zgłoszenia nie będą przyjmowane.
- **Żadnych drzewek nie wolno zabierać przed 16:00**, kiedy wystawa się zamyka.

Ocenę przeprowadza zewnętrzny sędzia i zwykle kończy ją do południa. Doniczki i podstawki powinny być czyste, ale płyty ekspozycyjne są opcjonalne. Towarzystwo nie może przyjąć odpowiedzialności za uszkodzenia drzewek w trakcie wystawy, dlatego zaleca się członkom sprawdzenie własnego ubezpieczenia.""",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "**Żadnych drzewek nie wolno zabierać przed 16:00**",
                        "Żadnych drzewek nie wolno zabierać przed 16:00",
                    )
                ],
                "markdown",
            ),
            Slip(
                0, [("we won't accept late entries", "we'll still accept late entries")], "negation"
            ),
            Slip(
                1,
                [
                    (
                        "is usually completed by midday.",
                        "is usually completed by midday; results are posted on the society website the same evening.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-car-boot-sale-pitch-rules",
        source="""Sunday car boot sale, Orchard Lane playing field. Sellers' gates open at 06:30 and buyers are admitted from 08:00. A car pitch costs £12 and a van pitch £18; payment is cash only. Each pitch is roughly 5 by 4 metres, and you must not extend beyond it. The sale of live animals, knives, alcohol and counterfeit goods is strictly forbidden. Electrical items may be sold but must be labelled "sold as seen". Sellers should take all unsold goods and rubbish home with them. The sale usually runs until about 13:00 and is cancelled if the field is waterlogged; check our Facebook page after 06:00 on the day.""",
        good=[
            Good(
                "preserve",
                """Our Sunday car boot sale is on the Orchard Lane playing field. Sellers can get in from 06:30, and buyers are let in from 08:00. Pitches are £12 for a car and £18 for a van, and we only take cash. Every pitch measures roughly 5 by 4 metres – you must stay within yours. Live animals, knives, alcohol and counterfeit goods are strictly banned. You may sell electrical items, but they must carry a "sold as seen" label. You should take all your unsold items and rubbish home with you. The sale usually goes on until around 13:00, and it's called off if the field is waterlogged – check our Facebook page after 06:00 on the day.""",
            ),
            Good(
                "preserve",
                """Sunday Car Boot Sale – Orchard Lane Playing Field. The gates open to sellers at 06:30, with buyers admitted from 08:00. Pitch fees are £12 per car and £18 per van, payable in cash only. Pitches measure approximately 5 by 4 metres, and sellers must not exceed their allocated area. The sale of live animals, knives, alcohol or counterfeit goods is strictly prohibited. Electrical items may be offered for sale provided they are labelled "sold as seen". Sellers should take all unsold goods and rubbish away with them. The event usually continues until approximately 13:00 and will be cancelled if the field is waterlogged; please consult our Facebook page after 06:00 on the day.""",
            ),
            Good(
                "pl",
                """Niedzielna giełda z bagażnika, boisko przy Orchard Lane. Sprzedający mogą wjeżdżać od 06:30, a kupujący są wpuszczani od 08:00. Stanowisko dla samochodu osobowego kosztuje 12 funtów, a dla furgonetki 18 funtów; płatność wyłącznie gotówką. Każde stanowisko ma mniej więcej 5 na 4 metry i nie wolno wychodzić poza jego granice. Sprzedaż żywych zwierząt, noży, alkoholu i podróbek jest surowo zabroniona. Sprzęt elektryczny można sprzedawać, ale musi być oznaczony napisem „sold as seen” (sprzedawany w stanie widocznym). Sprzedający powinni zabrać ze sobą do domu wszystkie niesprzedane rzeczy i śmieci. Giełda trwa zwykle do około 13:00 i jest odwoływana, jeśli boisko jest podmokłe; w dniu giełdy po 06:00 sprawdź naszą stronę na Facebooku.""",
            ),
        ],
        bad=[
            Slip(1, [("£18 per van", "£15 per van")], "number"),
            Slip(0, [("but they must carry a", "but they should ideally carry a")], "modality"),
            Slip(
                2,
                [
                    (
                        "płatność wyłącznie gotówką.",
                        "płatność wyłącznie gotówką, a członkowie miejscowego klubu sportowego mają zniżkę 2 funtów.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-ci-runner-image-deprecation",
        source="""### Deprecation: `ubuntu-20.04` runner images

The `ubuntu-20.04` image will be removed from hosted runners on **15 April 2025**. From 1 March, jobs using it may fail intermittently during scheduled brownout windows. To migrate, change `runs-on: ubuntu-20.04` to `runs-on: ubuntu-22.04` or `ubuntu-latest`.

Most workflows should run unchanged, but builds that depend on Python 3.7 will not work, because it is not preinstalled on newer images. Self-hosted runners are not affected. See the migration guide at https://docs.runhub.dev/images/migrate for details.""",
        good=[
            Good(
                "preserve",
                """### Deprecation: `ubuntu-20.04` runner images

On **15 April 2025**, we're removing the `ubuntu-20.04` image from hosted runners. Starting 1 March, jobs that use it may fail now and then during scheduled brownout windows. To move off it, replace `runs-on: ubuntu-20.04` with `runs-on: ubuntu-22.04` or `ubuntu-latest`.

Most workflows should keep working without changes. Builds that rely on Python 3.7, however, will not work, since it isn't preinstalled on the newer images. This doesn't affect self-hosted runners. For details, see the migration guide at https://docs.runhub.dev/images/migrate.""",
            ),
            Good(
                "preserve",
                """### Deprecation: `ubuntu-20.04` runner images

Hosted runners will drop the `ubuntu-20.04` image on **15 April 2025**. From 1 March, jobs on this image may fail intermittently during scheduled brownout windows. Migration: replace `runs-on: ubuntu-20.04` with `runs-on: ubuntu-22.04` or `ubuntu-latest`.

Most workflows should run as-is. Exception: builds depending on Python 3.7 will not work, as newer images do not ship it preinstalled. Self-hosted runners are unaffected. Details in the migration guide: https://docs.runhub.dev/images/migrate.""",
            ),
            Good(
                "pl",
                """### Wycofanie obrazów runnerów `ubuntu-20.04`

Obraz `ubuntu-20.04` zostanie usunięty z hostowanych runnerów **15 kwietnia 2025 r.** Od 1 marca zadania, które go używają, mogą sporadycznie kończyć się błędem w zaplanowanych oknach przerw (tzw. brownout). Aby przeprowadzić migrację, zmień `runs-on: ubuntu-20.04` na `runs-on: ubuntu-22.04` lub `ubuntu-latest`.

Większość przepływów pracy powinna działać bez zmian, ale kompilacje zależne od Pythona 3.7 nie będą działać, ponieważ nie jest on preinstalowany w nowszych obrazach. Zmiana nie dotyczy runnerów self-hosted. Szczegóły znajdziesz w przewodniku migracji: https://docs.runhub.dev/images/migrate.""",
            ),
        ],
        bad=[
            Slip(2, [("Od 1 marca", "Od 1 maja")], "date"),
            Slip(
                1,
                [("Self-hosted runners are unaffected.", "Self-hosted runners are affected too.")],
                "negation",
            ),
            Bad(
                "pl",
                """### Deprecation: `ubuntu-20.04` runner images

The `ubuntu-20.04` image is being removed from hosted runners on **15 April 2025**. From 1 March, jobs that use it may fail intermittently during scheduled brownout windows. To migrate, switch `runs-on: ubuntu-20.04` to `runs-on: ubuntu-22.04` or `ubuntu-latest`.

Most workflows should run unchanged, but builds that depend on Python 3.7 will not work, because Python 3.7 is not preinstalled on the newer images. Self-hosted runners are not affected. For details, see the migration guide at https://docs.runhub.dev/images/migrate.""",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-prize-crossword-rules",
        source="""Prize Crossword No. 4,812. Send your completed grid to crossword@dalesherald.co.uk or by post to Crossword, Dales Herald, 9 Market Street, Skipton, to arrive no later than noon on Thursday 20 June. The first correct entry drawn will win a £100 book token; two runners-up will each receive a dictionary. Only one entry per household is allowed. Photocopies are accepted, but scanned entries must be in PDF format. Herald staff and their families may not enter. The winner's name will be published in the issue of 27 June, and the editor's decision is final.""",
        good=[
            Good(
                "preserve",
                """Prize Crossword No. 4,812. Email your finished grid to crossword@dalesherald.co.uk, or post it to Crossword, Dales Herald, 9 Market Street, Skipton – it needs to reach us by noon on Thursday 20 June at the latest. The first correct entry we draw wins a £100 book token, and two runners-up will each get a dictionary. Each household may send only one entry. We're happy to take photocopies, but if you scan your entry, it must be a PDF. Herald staff and their families can't take part. We'll print the winner's name in our 27 June issue, and the editor's decision is final.""",
            ),
            Good(
                "preserve",
                """Prize Crossword No. 4,812. Completed grids should be sent to crossword@dalesherald.co.uk or posted to Crossword, Dales Herald, 9 Market Street, Skipton, and must arrive by 12 noon on Thursday 20 June at the latest. The first correct entry drawn will receive a £100 book token, and each of two runners-up will receive a dictionary. Entries are limited to one per household. Photocopied grids are acceptable; scanned entries, however, must be submitted in PDF format. Employees of the Herald and members of their families are not eligible to enter. The name of the winner will appear in the 27 June issue. The editor's decision is final.""",
            ),
            Good(
                "pl",
                """Krzyżówka z nagrodami nr 4812. Rozwiązany diagram prześlij na adres crossword@dalesherald.co.uk lub pocztą na adres: Crossword, Dales Herald, 9 Market Street, Skipton, tak aby dotarł najpóźniej w czwartek 20 czerwca do godz. 12:00. Autor pierwszego wylosowanego poprawnego rozwiązania otrzyma bon książkowy o wartości 100 funtów; dwie osoby wyróżnione otrzymają po słowniku. Z jednego gospodarstwa domowego można przesłać tylko jedno zgłoszenie. Kserokopie są akceptowane, ale skany muszą być w formacie PDF. Pracownicy „Heralda” i ich rodziny nie mogą brać udziału. Nazwisko zwycięzcy zostanie opublikowane w wydaniu z 27 czerwca, a decyzja redaktora jest ostateczna.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Herald staff and their families can't take part.",
                        "Herald staff and their families can't take part, and entrants must be aged 16 or over.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("in the 27 June issue", "in the 29 June issue")], "date"),
            Slip(
                2,
                [
                    (
                        "ale skany muszą być w formacie PDF",
                        "ale skany najlepiej przesyłać w formacie PDF",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-orthodontic-retainer-care",
        source="""Caring for your retainer. For the first 6 months, wear your removable retainer full-time, taking it out only to eat, drink anything other than water, and brush your teeth. After that, you will usually need to wear it at night only, but your orthodontist will confirm this at your review. Teeth can move back surprisingly quickly, so do not stop wearing it without advice. Clean it twice a day with a soft toothbrush and cold water; hot water may warp the plastic. Never wrap it in a tissue, as it is likely to be thrown away by mistake. A replacement retainer costs £150 and can take up to 10 working days to make.""",
        good=[
            Good(
                "preserve",
                """Looking after your retainer. For the first 6 months, you'll need to wear your removable retainer all the time – only take it out to eat, to drink anything other than water, and to brush your teeth. After that, you'll usually only need to wear it at night, though your orthodontist will confirm this at your review appointment. Teeth can shift back surprisingly fast, so please don't stop wearing it unless you've been advised to. Clean it twice a day using a soft toothbrush and cold water, because hot water may warp the plastic. Never wrap it in a tissue – it's likely to get thrown away by accident. If you need a new retainer, it costs £150 and can take up to 10 working days to make.""",
            ),
            Good(
                "preserve",
                """Retainer care instructions. During the first 6 months, the removable retainer must be worn full-time and removed only for eating, for drinking anything other than water, and for toothbrushing. Thereafter, night-time wear alone will usually be sufficient; your orthodontist will confirm this at your review. Because teeth can relapse surprisingly quickly, do not discontinue wear without advice. Clean the retainer twice daily with a soft toothbrush and cold water, as hot water may distort the plastic. Never wrap the retainer in a tissue, since it is likely to be discarded by mistake. Replacement retainers cost £150 and can take up to 10 working days to manufacture.""",
            ),
            Good(
                "pl",
                """Jak dbać o aparat retencyjny. Przez pierwsze 6 miesięcy noś zdejmowany retainer przez cały czas, wyjmując go tylko do jedzenia, picia napojów innych niż woda i mycia zębów. Później zwykle wystarczy nosić go tylko w nocy, ale ortodonta potwierdzi to podczas wizyty kontrolnej. Zęby mogą zaskakująco szybko wrócić na dawne miejsce, dlatego nie przestawaj nosić aparatu bez konsultacji. Czyść go dwa razy dziennie miękką szczoteczką i zimną wodą; gorąca woda może odkształcić plastik. Nigdy nie zawijaj go w chusteczkę, bo prawdopodobnie zostanie przez pomyłkę wyrzucony. Nowy retainer kosztuje 150 funtów, a jego wykonanie może potrwać do 10 dni roboczych.""",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "bo prawdopodobnie zostanie przez pomyłkę wyrzucony",
                        "bo zostanie przez pomyłkę wyrzucony",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "do not discontinue wear without advice",
                        "you may discontinue wear without advice",
                    )
                ],
                "negation",
            ),
            Slip(0, [("For the first 6 months", "For the first 3 months")], "number"),
        ],
    ),
    Case(
        key="en-press-release-ceramics-prize",
        source="""FOR IMMEDIATE RELEASE. The Lowther Ceramics Prize 2025 has been awarded to Ines Okafor for "Salt Lines", a series of seven stoneware vessels fired with seaweed ash. Okafor receives £10,000 and a three-month residency at the Stoke Clay Studio. The judges, chaired by potter Martin Hale, selected the work from 640 entries, the highest number in the prize's 12-year history. Hale said the series "will probably be seen as a turning point for wood- and ash-fired work." All 20 shortlisted pieces will be on show at the Lowther Gallery from 4 October to 16 November; admission is free. Media enquiries: press@lowthergallery.org.""",
        good=[
            Good(
                "preserve",
                """FOR IMMEDIATE RELEASE. Ines Okafor has won the Lowther Ceramics Prize 2025 with "Salt Lines", a series of seven stoneware vessels fired using seaweed ash. The award brings her £10,000 and a three-month residency at the Stoke Clay Studio. A judging panel chaired by the potter Martin Hale chose her work from 640 entries – more than in any other year of the prize's 12-year history. According to Hale, the series "will probably be seen as a turning point for wood- and ash-fired work." The 20 shortlisted pieces will all be exhibited at the Lowther Gallery from 4 October to 16 November, with free admission. Media enquiries should go to press@lowthergallery.org.""",
            ),
            Good(
                "preserve",
                """FOR IMMEDIATE RELEASE. Ines Okafor is the winner of the 2025 Lowther Ceramics Prize for "Salt Lines", a series of seven stoneware vessels fired with seaweed ash. She will receive £10,000 together with a three-month residency at the Stoke Clay Studio. The judging panel, chaired by potter Martin Hale, selected the work from a field of 640 entries – a record in the prize's 12-year history. Commenting on the winning series, Hale said it "will probably be seen as a turning point for wood- and ash-fired work." All 20 shortlisted works will be exhibited at the Lowther Gallery between 4 October and 16 November, and entry is free. For media enquiries, contact press@lowthergallery.org.""",
            ),
            Good(
                "pl",
                """INFORMACJA PRASOWA DO NATYCHMIASTOWEJ PUBLIKACJI. Nagrodę Lowther Ceramics Prize 2025 otrzymała Ines Okafor za „Salt Lines” – serię siedmiu naczyń z kamionki wypalanych z użyciem popiołu z wodorostów. Okafor otrzymuje 10 000 funtów oraz trzymiesięczną rezydencję w Stoke Clay Studio. Jury pod przewodnictwem ceramika Martina Hale’a wybrało tę pracę spośród 640 zgłoszeń – najwięcej w 12-letniej historii nagrody. Hale powiedział, że seria „prawdopodobnie zostanie uznana za punkt zwrotny dla ceramiki wypalanej drewnem i popiołem”. Wszystkie 20 prac z krótkiej listy będzie można oglądać w Lowther Gallery od 4 października do 16 listopada; wstęp jest bezpłatny. Kontakt dla mediów: press@lowthergallery.org.""",
            ),
        ],
        bad=[
            Slip(2, [("spośród 640 zgłoszeń", "spośród 460 zgłoszeń")], "number"),
            Slip(
                0,
                [
                    (
                        "with free admission.",
                        "with free admission and a public talk by Okafor on the opening night.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1, [('Hale said it "will probably be seen', 'Hale said it "will be seen')], "hedge"
            ),
        ],
    ),
    Case(
        key="en-funeral-plan-cancellation-rights",
        source="""Cancelling your funeral plan. You have the right to cancel within 30 days of receiving your plan documents and get a full refund, as required by FCA rule FPCOB 4.3.2. After 30 days, you can still cancel at any time, but we may keep an administration fee of up to £250. Refunds will be paid within 14 days of our receiving your cancellation. You do not need to give a reason. If the plan holder has died, only the executor or next of kin may cancel, and we will ask for a copy of the death certificate. To cancel, call 0800 112 4455 or write to us; we recommend keeping proof of posting.""",
        good=[
            Good(
                "preserve",
                """How to cancel your funeral plan. Under FCA rule FPCOB 4.3.2, you can cancel within 30 days of getting your plan documents and receive a full refund. You can also cancel at any time after those 30 days, but we may hold back an administration fee of up to £250. We'll pay any refund within 14 days of receiving your cancellation. You don't have to tell us why you're cancelling. If the plan holder has died, the plan can be cancelled only by the executor or next of kin, and we'll ask for a copy of the death certificate. To cancel, phone 0800 112 4455 or write to us – we recommend you keep proof of posting.""",
            ),
            Good(
                "preserve",
                """Cancellation of your funeral plan. In accordance with FCA rule FPCOB 4.3.2, you are entitled to cancel within 30 days of receiving your plan documents and to obtain a full refund. Cancellation remains possible at any time after this 30-day period; in that case, however, an administration fee of up to £250 may be retained. Refunds will be made within 14 days of our receipt of your cancellation. No reason for cancellation is required. Where the plan holder has died, cancellation may be made only by the executor or next of kin, and a copy of the death certificate will be requested. Cancellations may be made by telephone on 0800 112 4455 or in writing; we recommend that you retain proof of posting.""",
            ),
            Good(
                "pl",
                """Rezygnacja z planu pogrzebowego. Zgodnie z wymogiem przepisu FCA FPCOB 4.3.2 masz prawo zrezygnować w ciągu 30 dni od otrzymania dokumentów planu i otrzymać pełny zwrot pieniędzy. Po upływie 30 dni nadal możesz zrezygnować w dowolnym momencie, ale możemy zatrzymać opłatę administracyjną w wysokości do 250 funtów. Zwrot zostanie wypłacony w ciągu 14 dni od otrzymania przez nas rezygnacji. Nie musisz podawać powodu. Jeśli posiadacz planu zmarł, zrezygnować może wyłącznie wykonawca testamentu lub najbliższy krewny, a my poprosimy o kopię aktu zgonu. Aby zrezygnować, zadzwoń pod numer 0800 112 4455 lub napisz do nas; zalecamy zachowanie dowodu nadania.""",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "we recommend that you retain proof of posting",
                        "you must retain proof of posting",
                    )
                ],
                "modality",
            ),
            Slip(2, [("Nie musisz podawać powodu.", "Musisz podać powód.")], "negation"),
            Slip(
                0,
                [
                    (
                        "phone 0800 112 4455 or write to us",
                        "phone 0800 112 4455 (lines are open 9am to 5pm, Monday to Friday) or write to us",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
