# ruff: noqa: E501, RUF001
"""English source cases of blind set 28: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES = [
    Case(
        key="en-left-luggage-lockers",
        source="Left-luggage lockers are located on the lower concourse at Kingsgate Station and are available from 05:30 to 23:30 every day. A small locker costs £6 and a large one £10 for up to 24 hours; bags may be stored for a maximum of 72 hours, after which they are removed to lost property. From 2 June 2025, lockers accept card and phone payments only. Each locker takes items up to 25 kg. For safety reasons, you must not leave food, liquids over 1 litre, or anything flammable in a locker. Staff may open a locker if they suspect it contains prohibited items.",
        good=[
            Good(
                "preserve",
                "You'll find the left-luggage lockers on the lower concourse of Kingsgate Station, open daily from 05:30 to 23:30. For up to 24 hours, a small locker costs £6 and a large locker £10. You can leave bags for no more than 72 hours; after that, they are taken to lost property. From 2 June 2025, you can only pay by card or phone. Each locker holds items of up to 25 kg. For safety reasons, do not leave food, liquids over 1 litre or anything flammable in a locker. Staff may open a locker if they suspect that prohibited items are inside.",
            ),
            Good(
                "preserve",
                "Left-luggage facilities at Kingsgate Station: lockers are situated on the lower concourse and may be used daily between 05:30 and 23:30. Charges for a period of up to 24 hours are £6 for a small locker and £10 for a large locker. The maximum storage period is 72 hours; items not collected by then will be transferred to lost property. With effect from 2 June 2025, payment is accepted by card or phone only. Each locker has a capacity of up to 25 kg. For safety reasons, food, liquids exceeding 1 litre and flammable items must not be left in lockers. Staff may open any locker suspected of containing prohibited items.",
            ),
            Good(
                "pl",
                "Szafki przechowalni bagażu na dworcu Kingsgate znajdziesz na dolnym poziomie hali – są dostępne codziennie od 5:30 do 23:30. Mała szafka kosztuje 6 funtów, a duża 10 funtów, w obu przypadkach za maksymalnie 24 godziny. Bagaż możesz zostawić najdłużej na 72 godziny, potem trafia do biura rzeczy znalezionych. Od 2 czerwca 2025 r. zapłacisz wyłącznie kartą lub telefonem. Do jednej szafki zmieszczą się rzeczy ważące do 25 kg. Ze względów bezpieczeństwa nie wolno zostawiać w szafkach jedzenia, płynów powyżej 1 litra ani niczego łatwopalnego. Obsługa może otworzyć szafkę, jeśli podejrzewa, że są w niej zakazane przedmioty.",
            ),
        ],
        bad=[
            Slip(0, [("From 2 June 2025", "From 2 July 2025")], "date"),
            Slip(1, [("must not be left in lockers", "should not be left in lockers")], "modality"),
            Slip(2, [("najdłużej na 72 godziny", "najdłużej na 48 godzin")], "number"),
        ],
    ),
    Case(
        key="en-readme-tabgrep",
        source='## Installation\n\n`tabgrep` requires Python 3.9 or newer. Install it with `pip install tabgrep` and check the setup by running `tabgrep --version`. Windows is **not officially supported**, although the tool probably works under WSL.\n\n## Usage\n\n- Search a CSV file: `tabgrep -c city data.csv "Leeds"`\n- Add `--ignore-case` to make matching case-insensitive.\n\nFiles larger than 2 GB are read in chunks of 50,000 rows by default; you can change this with `--chunk-size`. Bug reports go to the [issue tracker](https://github.com/tabgrep/tabgrep/issues). Licensed under the MIT License.',
        good=[
            Good(
                "preserve",
                '## Installation\n\nYou need Python 3.9 or later to run `tabgrep`. To install it, use `pip install tabgrep`, then run `tabgrep --version` to confirm that the setup worked. The tool will probably work under WSL, but Windows is **not officially supported**.\n\n## Usage\n\n- To search a CSV file: `tabgrep -c city data.csv "Leeds"`\n- For case-insensitive matching, add `--ignore-case`.\n\nBy default, any file over 2 GB is read in chunks of 50,000 rows; use `--chunk-size` to change that. Please report bugs on the [issue tracker](https://github.com/tabgrep/tabgrep/issues). The project is released under the MIT License.',
            ),
            Good(
                "preserve",
                '## Installation\n\nPython 3.9 or a later version is required. `tabgrep` is installed with `pip install tabgrep`; running `tabgrep --version` verifies the installation. Windows is **not officially supported**, although the tool is likely to work under WSL.\n\n## Usage\n\n- Searching a CSV file: `tabgrep -c city data.csv "Leeds"`\n- Case-insensitive matching: add `--ignore-case`.\n\nFiles exceeding 2 GB are processed by default in chunks of 50,000 rows, which can be adjusted with `--chunk-size`. Bugs should be reported via the [issue tracker](https://github.com/tabgrep/tabgrep/issues). `tabgrep` is distributed under the MIT License.',
            ),
            Good(
                "pl",
                '## Instalacja\n\nDo działania `tabgrep` potrzebujesz Pythona 3.9 lub nowszego. Zainstaluj go poleceniem `pip install tabgrep`, a potem odpal `tabgrep --version`, żeby sprawdzić, czy wszystko gra. Windows **nie jest oficjalnie wspierany**, choć pod WSL narzędzie pewnie zadziała.\n\n## Użycie\n\n- Szukanie w pliku CSV: `tabgrep -c city data.csv "Leeds"`\n- Dodaj `--ignore-case`, a wielkość liter przestanie mieć znaczenie przy dopasowywaniu.\n\nPliki większe niż 2 GB są domyślnie wczytywane w porcjach po 50 000 wierszy – możesz to zmienić przez `--chunk-size`. Błędy zgłaszaj w [systemie zgłoszeń](https://github.com/tabgrep/tabgrep/issues). Licencja: MIT.',
            ),
        ],
        bad=[
            Slip(0, [("use `--chunk-size` to change", "use `--chunk-rows` to change")], "code"),
            Slip(
                1,
                [
                    (
                        "Windows is **not officially supported**",
                        "Windows is **officially supported**",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("**nie jest oficjalnie wspierany**", "nie jest oficjalnie wspierany")],
                "markdown",
            ),
        ],
    ),
    Case(
        key="en-abstract-hedgehog-fence-holes",
        source="Garden fences may limit the movement of hedgehogs (*Erinaceus europaeus*) in suburban areas (Williams et al., 2018). We tested whether cutting 13 × 13 cm access holes in fences increases garden use. Over two summers, 86 gardens in Reading were monitored with camera traps; 43 received holes and 43 served as controls. Visits rose by around 60% in gardens with holes, while control gardens showed no significant change. Hedgehogs were detected in gardens with holes on average nine days earlier in the season. These findings suggest that simple, low-cost changes could improve habitat connectivity, although long-term effects on population size remain unknown.",
        good=[
            Good(
                "preserve",
                "Garden fences may restrict how hedgehogs (*Erinaceus europaeus*) move around suburban areas (Williams et al., 2018), so researchers set out to test whether cutting 13 × 13 cm access holes in them would lead the animals to use gardens more. Camera traps watched 86 gardens in Reading over two summers: 43 had holes cut and the other 43 were left as controls. Where holes were made, visits went up by around 60%, while the control gardens showed no significant change. Hedgehogs also turned up in the gardens with holes nine days earlier in the season, on average. The findings suggest that such simple, low-cost changes could improve habitat connectivity, though their long-term effect on population size is still unknown.",
            ),
            Good(
                "preserve",
                "In suburban areas, garden fences may restrict the movement of hedgehogs (*Erinaceus europaeus*) (Williams et al., 2018). This study examined whether access holes measuring 13 × 13 cm, cut into fences, increase the use of gardens. Camera traps were used to monitor 86 gardens in Reading across two summers, with 43 gardens receiving holes and the remaining 43 serving as controls. Garden visits increased by approximately 60% where holes had been made, whereas no significant change was observed in the control gardens. In gardens with holes, hedgehogs were detected a mean of nine days earlier in the season. The results suggest that simple, low-cost interventions could enhance habitat connectivity; however, their long-term effects on population size remain unknown.",
            ),
            Good(
                "pl",
                "Płoty ogrodowe mogą ograniczać przemieszczanie się jeży (*Erinaceus europaeus*) na przedmieściach (Williams i in., 2018). Sprawdziliśmy, czy wycięcie w płotach otworów o wymiarach 13 × 13 cm sprawi, że jeże będą częściej korzystać z ogrodów. Przez dwa sezony letnie obserwowaliśmy za pomocą fotopułapek 86 ogrodów w Reading: w 43 wycięto otwory, a pozostałe 43 posłużyły jako grupa kontrolna. W ogrodach z otworami liczba wizyt wzrosła o około 60%, a w ogrodach kontrolnych nie odnotowano istotnej zmiany. W ogrodach z otworami jeże pojawiały się średnio o dziewięć dni wcześniej w sezonie. Wyniki sugerują, że proste i tanie zmiany mogłyby poprawić łączność siedlisk, choć ich długoterminowy wpływ na liczebność populacji pozostaje nieznany.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "The findings suggest that such simple, low-cost changes could improve",
                        "The findings show that such simple, low-cost changes improve",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("Williams et al., 2018", "Williams et al., 2016")], "citation"),
            Slip(2, [("o około 60%", "o około 80%")], "number"),
        ],
    ),
    Case(
        key="en-press-release-pier-restoration",
        source="PRESS RELEASE – 9 September 2025. Saltby Pier will reopen to the public on Saturday 4 October after a two-year restoration costing £14.5 million, including £4.2 million from the National Lottery Heritage Fund. Listed building consent for the works was granted under section 8 of the Planning (Listed Buildings and Conservation Areas) Act 1990. The Grade II structure had been closed since storm damage in January 2023. Around 900 of the pier's 1,200 deck boards were replaced with sustainably sourced timber. Entry will remain free, and the council expects visitor numbers to exceed 300,000 in the first year. Media enquiries: comms@saltby.gov.uk",
        good=[
            Good(
                "preserve",
                "Saltby Pier is to reopen to the public on Saturday 4 October, according to a press release issued on 9 September 2025. The Grade II structure has been shut since it was damaged in a storm in January 2023, and its two-year restoration has cost £14.5 million, £4.2 million of which came from the National Lottery Heritage Fund. Listed building consent for the work was granted under section 8 of the Planning (Listed Buildings and Conservation Areas) Act 1990. Around 900 of the pier's 1,200 deck boards have been replaced with sustainably sourced timber. Entry will stay free, and the council expects more than 300,000 visitors in the first year. Media enquiries should go to comms@saltby.gov.uk.",
            ),
            Good(
                "preserve",
                "Press release, 9 September 2025. Following a two-year restoration, Saltby Pier will reopen to the public on Saturday 4 October. The project cost £14.5 million, of which £4.2 million was contributed by the National Lottery Heritage Fund, and listed building consent for the works was granted under section 8 of the Planning (Listed Buildings and Conservation Areas) Act 1990. The Grade II-listed pier had been closed since January 2023, when it was damaged by a storm. Approximately 900 of its 1,200 deck boards have been replaced using sustainably sourced timber. Admission will remain free of charge, and the council anticipates more than 300,000 visitors in the first year. For media enquiries, contact comms@saltby.gov.uk.",
            ),
            Good(
                "pl",
                "Komunikat prasowy, 9 września 2025 r. Molo w Saltby zostanie ponownie otwarte dla odwiedzających w sobotę 4 października, po dwuletniej renowacji za 14,5 mln funtów, z czego 4,2 mln funtów pochodzi z National Lottery Heritage Fund. Zgodę na prace przy zabytkowym obiekcie (listed building consent) wydano na podstawie sekcji 8 ustawy Planning (Listed Buildings and Conservation Areas) Act 1990. Obiekt, wpisany na listę zabytków w kategorii Grade II, był zamknięty od stycznia 2023 r., kiedy uszkodził go sztorm. Około 900 z 1200 desek pokładu wymieniono na drewno pozyskiwane w zrównoważony sposób. Wstęp nadal będzie bezpłatny, a rada spodziewa się w pierwszym roku ponad 300 000 odwiedzających. Kontakt dla mediów: comms@saltby.gov.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("under section 8 of the Planning", "under section 18 of the Planning")],
                "legal_reference",
            ),
            Slip(1, [("Approximately 900 of its", "900 of its")], "hedge"),
            Slip(2, [("w sobotę 4 października", "w sobotę 11 października")], "date"),
        ],
    ),
    Case(
        key="en-research-software-fellowship",
        source="The Research Software Fellowship 2026 will fund up to eight fellows with awards of £25,000 each, to be spent over 12 months. Applicants must be employed at a UK university or research institute for the whole fellowship period; PhD students are not eligible. Funds may be used for travel, training and up to 20% of the fellow's salary, but not for equipment. Applications must be submitted via https://rsf.ac.uk/apply by 12:00 (UK time) on 28 November 2025; late applications will not be accepted. Shortlisted candidates will probably be interviewed in late January.",
        good=[
            Good(
                "preserve",
                "Up to eight fellows will be funded under the Research Software Fellowship 2026, each receiving an award of £25,000 to spend over 12 months. To qualify, candidates must be employed at a UK university or research institute for the whole of the fellowship; PhD students are not eligible. The money can pay for travel, training and as much as 20% of a fellow's salary, but it cannot be spent on equipment. Applications must be made through https://rsf.ac.uk/apply, the deadline is 12:00 UK time on 28 November 2025, and late ones will not be accepted. Interviews for those shortlisted will probably take place in late January.",
            ),
            Good(
                "preserve",
                "Research Software Fellowship 2026: call for applications. Up to eight fellowships are available, each worth £25,000 and to be used over a 12-month period. Eligibility: applicants must be employed at a UK university or research institute throughout the fellowship period; PhD students cannot apply. Funds may cover travel, training and up to 20% of the fellow's salary; they may not be used for equipment. Submit your application at https://rsf.ac.uk/apply no later than 12:00 (UK time) on 28 November 2025. Late applications will not be accepted. Interviews for shortlisted candidates are likely to be held in late January.",
            ),
            Good(
                "pl",
                "W ramach programu Research Software Fellowship 2026 sfinansowanych zostanie maksymalnie ośmiu stypendystów, z których każdy otrzyma 25 000 funtów do wykorzystania w ciągu 12 miesięcy. Wnioskodawcy muszą być zatrudnieni na brytyjskiej uczelni lub w brytyjskim instytucie badawczym przez cały okres stypendium; doktoranci nie są uprawnieni do udziału w programie. Środki mogą zostać przeznaczone na podróże, szkolenia oraz do 20% wynagrodzenia stypendysty, nie mogą jednak zostać wydane na sprzęt. Wnioski należy składać za pośrednictwem https://rsf.ac.uk/apply do godz. 12:00 (czasu brytyjskiego) 28 listopada 2025 r.; wnioski złożone po terminie nie będą przyjmowane. Rozmowy z kandydatami z krótkiej listy odbędą się prawdopodobnie pod koniec stycznia.",
            ),
        ],
        bad=[
            Slip(
                0, [("PhD students are not eligible", "PhD students are also eligible")], "negation"
            ),
            Slip(1, [("https://rsf.ac.uk/apply", "https://rsf.ac.uk/applications")], "url"),
            Slip(
                2,
                [("Wnioskodawcy muszą być zatrudnieni", "Wnioskodawcy powinni być zatrudnieni")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-dexa-scan-appointment",
        source="Your DEXA (bone density) scan is at the Radiology Department, Level 1. Please do not take calcium supplements for 24 hours before the scan. Wear comfortable clothes without metal zips, buttons or underwired bras, if possible; otherwise you may be asked to change into a gown. Tell the radiographer if you are or might be pregnant, or if you have had a barium X-ray in the last two weeks. The scan takes about 15 minutes. The radiation dose is very low, roughly equal to a day of natural background radiation. Your results will be sent to your GP within three weeks.",
        good=[
            Good(
                "preserve",
                "Your DEXA scan, which measures bone density, will take place in the Radiology Department on Level 1. For 24 hours before it, please don't take any calcium supplements. If you can, wear comfortable clothes with no metal zips or buttons and no underwired bra; if not, you may be asked to put on a gown. Let the radiographer know if you are pregnant or could be, or if you've had a barium X-ray in the past two weeks. The scan lasts around 15 minutes. It uses a very low dose of radiation – roughly the same as one day of natural background radiation. Your results will go to your GP within three weeks.",
            ),
            Good(
                "preserve",
                "Bone density (DEXA) scan – you'll find us in the Radiology Department on Level 1. Please skip your calcium supplements for the 24 hours before the scan. Ideally, come in comfy clothes with no metal zips, buttons or underwired bras – otherwise we may ask you to change into a gown. If you're pregnant or might be, or you've had a barium X-ray in the last two weeks, tell the radiographer. The scan itself takes about 15 minutes, and the radiation dose is very low: roughly what you'd get from a day of natural background radiation. Your GP will get your results within three weeks.",
            ),
            Good(
                "pl",
                "Badanie gęstości kości (DEXA) odbędzie się w Zakładzie Radiologii na poziomie 1. Na 24 godziny przed badaniem prosimy nie przyjmować suplementów wapnia. W miarę możliwości prosimy o wygodny strój bez metalowych zamków i guzików oraz bez biustonosza z fiszbinami; w przeciwnym razie pacjent może zostać poproszony o przebranie się w koszulę szpitalną. Prosimy poinformować technika radiologii o ciąży lub jej możliwości, a także o badaniu RTG z kontrastem barytowym wykonanym w ciągu ostatnich dwóch tygodni. Badanie trwa około 15 minut. Dawka promieniowania jest bardzo niska – w przybliżeniu odpowiada jednemu dniu naturalnego promieniowania tła. Wyniki zostaną przesłane lekarzowi rodzinnemu w ciągu trzech tygodni.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "please don't take any calcium supplements",
                        "please do take your calcium supplements",
                    )
                ],
                "negation",
            ),
            Slip(1, [("takes about 15 minutes", "takes about 25 minutes")], "number"),
            Slip(
                2,
                [("pacjent może zostać poproszony o przebranie się", "pacjent musi przebrać się")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-lone-working-maintenance",
        source="Lone working procedure – maintenance staff. Before starting any job alone in a plant room or roof space, log in on the SafeCall app and give your expected finish time. You will be prompted to check in every 45 minutes; if you miss two check-ins in a row, the duty supervisor will phone you and, if there is no answer, send a colleague to your location. Work at height above 2 metres and entry into confined spaces must never be carried out alone. This procedure supports our duties under regulation 3 of the Management of Health and Safety at Work Regulations 1999.",
        good=[
            Good(
                "preserve",
                "Lone working procedure for maintenance staff. Whenever you are about to start a job on your own in a plant room or roof space, first log in on the SafeCall app and enter the time you expect to finish. The app will then ask you to check in every 45 minutes. Should you miss two consecutive check-ins, the duty supervisor will call you, and if you do not answer, a colleague will be sent to where you are. Work at height above 2 metres and entry into confined spaces are never to be done by anyone working alone. The procedure supports our duties under regulation 3 of the Management of Health and Safety at Work Regulations 1999.",
            ),
            Good(
                "preserve",
                "Working alone? This is for maintenance staff. Before you start any solo job in a plant room or roof space, log in on the SafeCall app and say when you expect to finish. The app will ask you to check in every three-quarters of an hour. Miss two check-ins in a row and the duty supervisor will ring you; if you don't pick up, they'll send a colleague to wherever you are. Never work at height above 2 metres or go into a confined space on your own. This procedure backs up our duties under regulation 3 of the Management of Health and Safety at Work Regulations 1999.",
            ),
            Good(
                "pl",
                "Procedura pracy w pojedynkę – personel techniczny. Zanim rozpoczniesz jakąkolwiek pracę w pojedynkę w pomieszczeniu technicznym lub w przestrzeni pod dachem, zaloguj się w aplikacji SafeCall i podaj przewidywaną godzinę zakończenia. Aplikacja co 45 minut poprosi cię o meldunek; jeśli pominiesz dwa kolejne meldunki, dyżurny przełożony zadzwoni do ciebie, a gdy nie odbierzesz – wyśle na miejsce, w którym jesteś, kogoś ze współpracowników. Nigdy nie wolno w pojedynkę pracować na wysokości powyżej 2 metrów ani wchodzić do przestrzeni zamkniętych. Procedura ta wspiera realizację naszych obowiązków wynikających z przepisu 3 rozporządzenia Management of Health and Safety at Work Regulations 1999.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "a colleague will be sent to where you are.",
                        "a colleague will be sent to where you are within 15 minutes.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Never work at height", "Try not to work at height")], "modality"),
            Slip(
                2,
                [("z przepisu 3 rozporządzenia", "z przepisu 5 rozporządzenia")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="en-uk-eta-travel",
        source="Since 2 April 2025, most European visitors to the UK, including EU citizens, have needed an Electronic Travel Authorisation (ETA) before they travel. An ETA costs £16, allows multiple visits of up to six months each and is usually valid for two years, or until the linked passport expires if that is sooner. Apply through the official UK ETA app or at gov.uk/eta. Most decisions are made within three working days, but some take longer. Irish citizens do not need an ETA. You cannot board a flight, ferry or train to the UK without one unless you are exempt.",
        good=[
            Good(
                "preserve",
                "From 2 April 2025, most European visitors to the UK – EU citizens among them – need an Electronic Travel Authorisation (ETA) before they travel. It costs £16 and covers multiple visits of up to six months each. It is usually valid for two years, or until the passport it is linked to expires, whichever comes first. You can apply in the official UK ETA app or at gov.uk/eta. Most decisions come within three working days, although some take longer. Irish citizens don't need an ETA. Unless you are exempt, you will not be able to board a flight, ferry or train to the UK without one.",
            ),
            Good(
                "preserve",
                "Most European visitors to the UK, EU citizens included, have needed an Electronic Travel Authorisation (ETA) before travelling since 2 April 2025. The permit costs £16, covers multiple visits of up to six months at a time, and is usually valid for two years – or for less, if the passport it is linked to runs out sooner. Applications are made through the official UK ETA app or at gov.uk/eta, and most are decided within three working days, though some take longer. Irish citizens do not need one. Travellers who are not exempt cannot board a flight, ferry or train to the UK without an ETA.",
            ),
            Good(
                "pl",
                "Od 2 kwietnia 2025 r. większość odwiedzających Wielką Brytanię z Europy, w tym obywatele UE, musi przed podróżą uzyskać elektroniczne zezwolenie na podróż (ETA). ETA kosztuje 16 funtów, pozwala przyjeżdżać wielokrotnie, za każdym razem na maksymalnie sześć miesięcy, i zwykle jest ważne dwa lata albo do wygaśnięcia powiązanego z nim paszportu, jeśli nastąpi to wcześniej. Wniosek złożysz w oficjalnej aplikacji UK ETA albo na gov.uk/eta. Większość decyzji zapada w ciągu trzech dni roboczych, ale niektóre trwają dłużej. Obywatele Irlandii nie potrzebują ETA. Jeśli nie jesteś zwolniony z tego obowiązku, bez ETA nie wejdziesz na pokład samolotu, promu ani pociągu do Wielkiej Brytanii.",
            ),
        ],
        bad=[
            Slip(0, [("From 2 April 2025", "From 2 April 2024")], "date"),
            Slip(1, [("within three working days", "within five working days")], "number"),
            Slip(
                2,
                [
                    (
                        "Obywatele Irlandii nie potrzebują ETA.",
                        "Obywatele Irlandii również potrzebują ETA.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-fireworks-curfew-notice",
        source="Fireworks: what the law says. Under regulation 7 of the Fireworks Regulations 2004, fireworks must not be set off between 11 pm and 7 am. The curfew is extended to midnight on 5 November and to 1 am on New Year's Eve, Diwali and Chinese New Year. It is also illegal for anyone under 18 to possess adult fireworks in a public place. Breaking these rules can lead to a fine of up to £5,000, up to six months in prison, or both. Please be considerate: let neighbours know in advance and keep pets indoors if you can. Report misuse to the council on 0300 555 0142.",
        good=[
            Good(
                "preserve",
                "Fireworks and the law. Regulation 7 of the Fireworks Regulations 2004 says you must not set off fireworks between 11 pm and 7 am. On 5 November the cut-off moves to midnight, and on New Year's Eve, Diwali and Chinese New Year to 1 am. Anyone under 18 is also breaking the law if they have adult fireworks in a public place. If you break these rules, you can be fined up to £5,000, sent to prison for up to six months, or both. Please think of others: tell your neighbours beforehand and, if you can, keep pets inside. To report misuse, call the council on 0300 555 0142.",
            ),
            Good(
                "preserve",
                "Fireworks: the legal position. Regulation 7 of the Fireworks Regulations 2004 prohibits setting off fireworks between 11 pm and 7 am, although the curfew is extended to midnight on 5 November and to 1 am on New Year's Eve, Diwali and Chinese New Year. In addition, it is an offence for a person under 18 to possess adult fireworks in a public place. Contravention of these rules can result in a fine of up to £5,000, imprisonment for up to six months, or both. Residents are asked to be considerate by informing neighbours in advance and, where possible, keeping pets indoors. To report misuse, contact the council on 0300 555 0142.",
            ),
            Good(
                "pl",
                "Fajerwerki a prawo. Zgodnie z przepisem 7 rozporządzenia Fireworks Regulations 2004 fajerwerków nie wolno odpalać między 23:00 a 7:00. 5 listopada zakaz zaczyna obowiązywać dopiero o północy, a w sylwestra, Diwali i chiński Nowy Rok – o 1:00 w nocy. Nielegalne jest też posiadanie w miejscu publicznym fajerwerków przeznaczonych dla dorosłych przez osoby poniżej 18. roku życia. Za złamanie tych przepisów grozi grzywna do 5000 funtów, do sześciu miesięcy więzienia albo obie te kary. Mieszkańców prosi się o wyrozumiałość wobec innych: o wcześniejsze uprzedzenie sąsiadów i, w miarę możliwości, trzymanie zwierząt w domu. Nadużycia należy zgłaszać radzie pod numerem 0300 555 0142.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you must not set off fireworks", "you should avoid setting off fireworks")],
                "modality",
            ),
            Slip(1, [("midnight on 5 November", "midnight on 6 November")], "date"),
            Slip(
                2,
                [("z przepisem 7 rozporządzenia", "z przepisem 9 rozporządzenia")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="en-calligraphy-course-info",
        source="Italic Calligraphy for Beginners – course information. The course consists of six Saturday workshops from 10:00 to 13:00, starting on 17 January 2026. A starter kit (two pens, ink and a practice pad) is included in the £145 fee. Participants should bring an A3 drawing board if they have one; boards can also be borrowed on the day. Fountain pens are not suitable for the exercises. To receive the completion certificate, you must attend at least five workshops and hand in a finished piece by 7 March 2026. Refunds are available up to 14 days before the first workshop.",
        good=[
            Good(
                "preserve",
                "Italic Calligraphy for Beginners: about the course. There are six workshops, held on Saturdays from 10:00 to 13:00, and the first one is on 17 January 2026. The £145 fee includes a starter kit with two pens, ink and a practice pad. If you have an A3 drawing board, you should bring it along – boards can also be borrowed on the day. Fountain pens are not suitable for the exercises. To get the completion certificate, you must attend at least five workshops and hand in a finished piece by 7 March 2026. You can get a refund up to 14 days before the first workshop.",
            ),
            Good(
                "preserve",
                "Course information: Italic Calligraphy for Beginners. The course comprises six workshops held on Saturdays between 10:00 and 13:00, commencing on 17 January 2026. The fee of £145 covers a starter kit consisting of two pens, ink and a practice pad. Participants who own an A3 drawing board should bring it; boards are also available to borrow on the day. Fountain pens are unsuitable for the exercises. Award of the completion certificate requires attendance at a minimum of five workshops and submission of a finished piece by 7 March 2026. Refunds may be obtained up to 14 days prior to the first workshop.",
            ),
            Good(
                "pl",
                "Kaligrafia italiką dla początkujących – info o kursie. Kurs to sześć sobotnich warsztatów od 10:00 do 13:00, a pierwszy z nich startuje 17 stycznia 2026 r. W cenie 145 funtów dostajesz zestaw startowy: dwa pióra, atrament i blok do ćwiczeń. Jeśli masz deskę do rysowania w formacie A3, weź ją ze sobą; deski można też pożyczyć na miejscu w dniu zajęć. Do ćwiczeń nie nadają się wieczne pióra. Żeby dostać certyfikat ukończenia, musisz być na co najmniej pięciu warsztatach i do 7 marca 2026 r. oddać gotową pracę. Zwrot pieniędzy jest możliwy do 14 dni przed pierwszym warsztatem.",
            ),
        ],
        bad=[
            Slip(0, [("by 7 March 2026", "by 14 March 2026")], "date"),
            Slip(1, [("Fountain pens are unsuitable", "Fountain pens are suitable")], "negation"),
            Slip(
                2,
                [("co najmniej pięciu warsztatach", "co najmniej czterech warsztatach")],
                "number",
            ),
        ],
    ),
    Case(
        key="en-table-tennis-club-rules",
        source="Riverside Table Tennis Club – house rules. Club nights are on Tuesdays and Thursdays from 18:30 to 21:30; tables are allocated on arrival, and singles games are limited to 20 minutes when others are waiting. Non-marking indoor shoes must be worn in the hall at all times. Juniors under 12 must be accompanied by a parent or guardian. Members may bring a guest up to three times per season for £4 per visit. Annual membership is £90, or £45 for students and over-65s. Under Rule 9 of the club constitution, the committee can suspend members who repeatedly break these rules.",
        good=[
            Good(
                "preserve",
                "Riverside Table Tennis Club – the house rules. Club nights are Tuesdays and Thursdays, 18:30 to 21:30. You get a table when you arrive, and if people are waiting, singles games are capped at 20 minutes. In the hall you have to wear non-marking indoor shoes at all times. Under-12s have to be accompanied by a parent or guardian. Members can bring a guest up to three times a season, at £4 a visit. Annual membership is £90, or £45 if you're a student or over 65. And if you keep breaking these rules, the committee can suspend you under Rule 9 of the club constitution.",
            ),
            Good(
                "preserve",
                "House rules of the Riverside Table Tennis Club. Club nights take place every Tuesday and Thursday from 18:30 to 21:30. Tables are allocated on arrival; when other players are waiting, singles games may last no longer than 20 minutes. Non-marking indoor footwear must be worn in the hall at all times, and juniors under the age of 12 must be accompanied by a parent or guardian. Members are permitted to bring a guest up to three times per season, at a charge of £4 per visit. The annual membership fee is £90, reduced to £45 for students and those aged over 65. Under Rule 9 of the club constitution, the committee may suspend any member who repeatedly breaks these rules.",
            ),
            Good(
                "pl",
                "Regulamin Klubu Tenisa Stołowego Riverside. Wieczory klubowe odbywają się we wtorki i czwartki w godz. 18:30–21:30. Stoły przydzielane są po przybyciu, a gdy inni czekają, mecz singlowy może trwać najwyżej 20 minut. Na sali przez cały czas obowiązuje halowe obuwie niebrudzące podłogi. Dzieci poniżej 12 lat muszą przebywać pod opieką rodzica lub opiekuna prawnego. Członkowie mogą przyprowadzić gościa maksymalnie trzy razy w sezonie, za opłatą 4 funtów za wizytę. Roczna składka członkowska wynosi 90 funtów, a dla studentów i osób powyżej 65 lat – 45 funtów. Na podstawie reguły 9 statutu klubu zarząd może zawiesić członka, który wielokrotnie łamie te zasady.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("at £4 a visit.", "at £4 a visit, as long as the guest is over 16.")],
                "invented_fact",
            ),
            Slip(2, [("obowiązuje halowe obuwie", "zalecane jest halowe obuwie")], "modality"),
            Bad(
                "pl",
                "Riverside Table Tennis Club: house rules. Club nights run on Tuesdays and Thursdays between 18:30 and 21:30. Tables are handed out on arrival, and when others are waiting, a singles game can last at most 20 minutes. Players must wear non-marking indoor shoes in the hall at all times. Children under 12 must be accompanied by a parent or guardian. A member may bring a guest up to three times each season; each visit costs £4. Membership costs £90 a year, or £45 for students and over-65s. Members who repeatedly break these rules can be suspended by the committee under Rule 9 of the club constitution.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-cast-iron-skillet-product",
        source="Hearthstone 26 cm Cast Iron Skillet – £39.99. Pre-seasoned with vegetable oil and ready to use straight from the box. Suitable for gas, electric, induction and ceramic hobs, ovens up to 260°C and campfires. Weighs 2.4 kg. Hand wash only: do not put it in the dishwasher or leave it to soak, and dry it thoroughly before storing. A light coat of oil after each use will help keep the surface non-stick. Covered by a lifetime guarantee against manufacturing defects; damage caused by dropping the pan is not included. Free UK delivery on orders over £50.",
        good=[
            Good(
                "preserve",
                "Hearthstone Cast Iron Skillet, 26 cm – £39.99. The skillet comes pre-seasoned with vegetable oil, so it is ready to use as soon as you take it out of the box. It works on gas, electric, induction and ceramic hobs, in ovens up to 260°C and over campfires. Weight: 2.4 kg. Care: wash by hand only. Never put it in the dishwasher or leave it to soak, and always dry it thoroughly before putting it away. Applying a light coat of oil after every use will help keep the surface non-stick. A lifetime guarantee covers manufacturing defects, but not damage caused by dropping the pan. UK delivery is free on orders over £50.",
            ),
            Good(
                "preserve",
                "Meet the Hearthstone 26 cm cast iron skillet, yours for £39.99. It's already seasoned with vegetable oil, so it's ready to cook with straight out of the box. Use it on gas, electric, induction or ceramic hobs, in the oven up to 260°C, or even on a campfire. It weighs 2.4 kg. Wash it by hand only – no dishwasher, no leaving it to soak – and dry it thoroughly before you put it away. Rubbing on a light coat of oil after each use will help it stay non-stick. There's a lifetime guarantee against manufacturing defects, though it doesn't cover damage from dropping the pan. Spend over £50 and UK delivery is free.",
            ),
            Good(
                "pl",
                "Żeliwna patelnia Hearthstone, 26 cm – 39,99 funta. Patelnia jest fabrycznie zasezonowana olejem roślinnym i gotowa do użycia od razu po wyjęciu z pudełka. Nadaje się do kuchenek gazowych, elektrycznych, indukcyjnych i ceramicznych, do piekarnika do 260°C oraz na ognisko. Waży 2,4 kg. Myj ją wyłącznie ręcznie: nie wkładaj jej do zmywarki ani nie zostawiaj do odmoczenia, a przed schowaniem dokładnie ją wysusz. Cienka warstwa oleju po każdym użyciu pomoże utrzymać nieprzywierającą powierzchnię. Dożywotnia gwarancja obejmuje wady fabryczne; nie obejmuje uszkodzeń powstałych w wyniku upuszczenia patelni. Darmowa dostawa na terenie Wielkiej Brytanii przy zamówieniach powyżej 50 funtów.",
            ),
        ],
        bad=[
            Slip(0, [("in ovens up to 260°C", "in ovens up to 220°C")], "number"),
            Slip(
                1,
                [
                    (
                        "Spend over £50 and UK delivery is free.",
                        "Spend over £50 and UK delivery is free, with dispatch within 24 hours.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("nie obejmuje uszkodzeń powstałych", "obejmuje też uszkodzenia powstałe")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-docker-compose-dev-setup",
        source="## Local development\n\nYou need **Docker 24** or newer with the Compose plugin. Copy `.env.example` to `.env`, then start the stack with `docker compose up -d`. The web app will be available at http://localhost:8080 after roughly 30 seconds. The database is seeded with 50 sample users; their password is `devpass` and must never be used outside your machine. Do not commit your `.env` file. To reset everything, run `docker compose down -v`, which deletes all local data. See the [troubleshooting guide](docs/troubleshooting.md) if a container keeps restarting.",
        good=[
            Good(
                "preserve",
                "## Local development\n\nMake sure you have **Docker 24** or later, with the Compose plugin. Copy `.env.example` to `.env` and start the stack by running `docker compose up -d`. After roughly 30 seconds, the web app will be available at http://localhost:8080. The database comes seeded with 50 sample users, all with the password `devpass`, which must never be used anywhere except on your own machine. Do not commit your `.env` file. If you want to reset everything, run `docker compose down -v` – note that this deletes all local data. If a container keeps restarting, see the [troubleshooting guide](docs/troubleshooting.md).",
            ),
            Good(
                "preserve",
                "## Local development\n\nFirst up, you'll need **Docker 24** or newer plus the Compose plugin. Copy `.env.example` to `.env`, then fire up the stack with `docker compose up -d`. Give it roughly 30 seconds and the web app will be up at http://localhost:8080. There are 50 sample users already in the database, all using the password `devpass` – never use that anywhere other than your own machine. And don't commit your `.env` file. Want a clean slate? `docker compose down -v` resets everything, but it wipes all your local data too. If a container keeps restarting, have a look at the [troubleshooting guide](docs/troubleshooting.md).",
            ),
            Good(
                "pl",
                "## Lokalne środowisko deweloperskie\n\nWymagany jest **Docker 24** lub nowszy wraz z wtyczką Compose. Należy skopiować plik `.env.example` do `.env`, a następnie uruchomić stos poleceniem `docker compose up -d`. Aplikacja webowa będzie dostępna pod adresem http://localhost:8080 po mniej więcej 30 sekundach. Baza danych zawiera 50 przykładowych użytkowników z hasłem `devpass`, którego nigdy nie wolno używać poza własnym komputerem. Nie należy commitować pliku `.env`. Pełny reset środowiska wykonuje się poleceniem `docker compose down -v`, które usuwa wszystkie dane lokalne. Jeśli kontener stale się restartuje, należy zajrzeć do [przewodnika rozwiązywania problemów](docs/troubleshooting.md).",
            ),
        ],
        bad=[
            Slip(0, [("run `docker compose down -v`", "run `docker compose down`")], "code"),
            Slip(1, [("**Docker 24**", "Docker 24")], "markdown"),
            Slip(2, [("po mniej więcej 30 sekundach", "po 30 sekundach")], "hedge"),
        ],
    ),
    Case(
        key="en-graffiti-removal-service",
        source="The council removes graffiti from public property free of charge. Offensive or racist graffiti is usually removed within 24 hours of being reported; other graffiti within 10 working days. We can also clean private walls, fences and garage doors for free if they are visible from a public road, but only once the owner has signed a consent form. We do not remove graffiti from railway property or from listed buildings, which need specialist treatment. Report graffiti at www.eastmoor.gov.uk/graffiti, including a photo if possible. Causing criminal damage with graffiti may result in prosecution.",
        good=[
            Good(
                "preserve",
                "Graffiti on public property is cleaned off by the council at no charge. Offensive or racist graffiti is usually gone within 24 hours of a report, and other graffiti within 10 working days. Private walls, fences and garage doors that can be seen from a public road can be cleaned free of charge as well, but only after the owner has signed a consent form. Railway property and listed buildings, which need specialist treatment, are not covered. Graffiti can be reported at www.eastmoor.gov.uk/graffiti, with a photo if possible. Anyone causing criminal damage with graffiti may be prosecuted.",
            ),
            Good(
                "preserve",
                "We remove graffiti from public property for free. If graffiti is offensive or racist, we usually remove it within 24 hours of it being reported; other graffiti, within 10 working days. If your wall, fence or garage door is visible from a public road, we can clean it for free too – but only after you, as the owner, have signed a consent form. We don't remove graffiti from railway property or listed buildings, because they need specialist treatment. Report graffiti at www.eastmoor.gov.uk/graffiti and add a photo if you can. Causing criminal damage with graffiti may lead to prosecution.",
            ),
            Good(
                "pl",
                "Rada bezpłatnie usuwa graffiti z mienia publicznego. Graffiti obraźliwe lub rasistowskie jest zwykle usuwane w ciągu 24 godzin od zgłoszenia, pozostałe – w ciągu 10 dni roboczych. Bezpłatnie możemy również oczyścić prywatne mury, ogrodzenia i bramy garażowe, jeśli są widoczne z drogi publicznej, jednak dopiero po podpisaniu przez właściciela formularza zgody. Nie usuwamy graffiti z mienia kolejowego ani z budynków wpisanych do rejestru zabytków, które wymagają specjalistycznych zabiegów. Graffiti można zgłaszać na stronie www.eastmoor.gov.uk/graffiti, w miarę możliwości dołączając zdjęcie. Wyrządzenie szkody w mieniu przez graffiti może skutkować ściganiem karnym.",
            ),
        ],
        bad=[
            Slip(0, [("are not covered", "are also covered")], "negation"),
            Slip(1, [("www.eastmoor.gov.uk/graffiti", "www.eastmoor.gov.uk/report")], "url"),
            Slip(
                2,
                [
                    (
                        "jeśli są widoczne z drogi publicznej",
                        "jeśli nie są widoczne z drogi publicznej",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-skin-lesion-removal-aftercare",
        source="Aftercare following your skin lesion removal. Keep the dressing clean and dry for 48 hours, then you can shower as normal. Avoid swimming and strenuous exercise for two weeks, as this may reopen the wound. Your stitches will need to be removed by the practice nurse after 10 to 14 days; please book this appointment at reception. You can take paracetamol for pain. The removed tissue is sent for analysis, and results usually take about four weeks. Contact the surgery on 01632 960 233 if the wound becomes hot, red or swollen, as this could mean an infection.",
        good=[
            Good(
                "preserve",
                "Looking after your wound after a skin lesion removal. For the first 48 hours, keep the dressing clean and dry; after that, you can shower normally. For two weeks, don't swim or do strenuous exercise, because this may open the wound again. The practice nurse will need to take out your stitches after 10 to 14 days – please book this at reception. Paracetamol is fine to take for pain. The tissue that was removed is sent for analysis, and the results usually take around four weeks. If the wound gets hot, red or swollen, call the surgery on 01632 960 233, as this could be a sign of infection.",
            ),
            Good(
                "preserve",
                "Aftercare instructions: skin lesion removal. Keep the dressing clean and dry for 48 hours; normal showering can then resume. Please avoid swimming and strenuous exercise for two weeks, as these may cause the wound to reopen. Stitches will need to be removed by the practice nurse after 10–14 days; please book this appointment at reception. Paracetamol may be taken for pain relief. The excised tissue is sent for analysis, and results normally take approximately four weeks. Should the wound become hot, red or swollen, please contact the surgery on 01632 960 233, as this could indicate an infection.",
            ),
            Good(
                "pl",
                "Co robić po usunięciu zmiany skórnej. Przez 48 godzin utrzymuj opatrunek w czystości i nie mocz go, potem możesz normalnie brać prysznic. Przez dwa tygodnie unikaj pływania i intensywnego wysiłku, bo rana może się otworzyć. Szwy będzie musiała zdjąć pielęgniarka w przychodni po 10–14 dniach – umów tę wizytę w rejestracji. Na ból możesz brać paracetamol. Usunięta tkanka jest wysyłana do badania, a na wyniki zwykle czeka się około czterech tygodni. Jeśli rana zrobi się gorąca, czerwona lub spuchnięta, skontaktuj się z przychodnią pod numerem 01632 960 233 – to może oznaczać zakażenie.",
            ),
        ],
        bad=[
            Slip(0, [("after 10 to 14 days", "after 5 to 7 days")], "number"),
            Slip(
                1,
                [("results normally take approximately four weeks", "results take four weeks")],
                "hedge",
            ),
            Slip(
                2,
                [("Na ból możesz brać paracetamol.", "Na ból musisz brać paracetamol.")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-cctv-retail-park-notice",
        source="CCTV notice – Brookfield Retail Park. Cameras operate 24 hours a day in the car park and around all entrances. We process the footage on the basis of our legitimate interests under Article 6(1)(f) UK GDPR, to prevent crime and protect visitors. Recordings are kept for 31 days and then deleted automatically, unless they are needed for an ongoing investigation. Footage is not shared with third parties other than the police. You have the right to request a copy of images of yourself under Article 15; contact dpo@brookfieldretail.co.uk.",
        good=[
            Good(
                "preserve",
                "CCTV at Brookfield Retail Park. Our cameras run round the clock in the car park and around every entrance. We use the footage to prevent crime and keep visitors safe, relying on our legitimate interests under Article 6(1)(f) UK GDPR. Recordings are deleted automatically after 31 days, unless they are needed for an ongoing investigation. Apart from the police, we do not share footage with any third party. Under Article 15 you have the right to ask for a copy of images of yourself – contact dpo@brookfieldretail.co.uk.",
            ),
            Good(
                "preserve",
                "Notice of CCTV operation: Brookfield Retail Park. Closed-circuit television cameras are in operation 24 hours a day in the car park and around all entrances. The footage is processed for the purposes of crime prevention and visitor protection, with our legitimate interests under Article 6(1)(f) UK GDPR as the lawful basis. Recordings are retained for 31 days, after which they are automatically deleted, except where they are required for an ongoing investigation. With the exception of the police, footage is not disclosed to third parties. Individuals are entitled under Article 15 to request a copy of images of themselves by contacting dpo@brookfieldretail.co.uk.",
            ),
            Good(
                "pl",
                "Monitoring wizyjny – Brookfield Retail Park. Kamery działają całą dobę na parkingu oraz przy wszystkich wejściach. Nagrania przetwarzamy w celu zapobiegania przestępstwom i ochrony odwiedzających, na podstawie naszego prawnie uzasadnionego interesu (art. 6 ust. 1 lit. f UK GDPR). Nagrania przechowujemy przez 31 dni, po czym są automatycznie usuwane, chyba że są potrzebne w toczącym się dochodzeniu. Nie udostępniamy nagrań podmiotom trzecim, z wyjątkiem policji. Na podstawie art. 15 mają Państwo prawo zażądać kopii nagrań przedstawiających Państwa wizerunek; w tym celu prosimy o kontakt pod adresem dpo@brookfieldretail.co.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "in the car park and around every entrance.",
                        "in the car park, around every entrance and inside the food court.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Article 6(1)(f)", "Article 6(1)(e)")], "legal_reference"),
            Slip(2, [("dpo@brookfieldretail.co.uk", "dpo@brookfield-retail.co.uk")], "url"),
        ],
    ),
    Case(
        key="en-seed-library-borrowing",
        source="The seed library at Elm Road Library is open whenever the library is, Monday to Saturday. Members can take up to five packets per visit, free of charge. In return, we ask you to save some seed from your plants at the end of the season and bring it back, labelled with the variety and the year it was collected. Please do not return seed from F1 hybrids, because it will probably not grow true to type. Donations of shop-bought seed are welcome if they are no more than two years past their sow-by date. Questions: seeds@elmroadlibrary.org.",
        good=[
            Good(
                "preserve",
                "Our seed library at Elm Road Library is open any time the library is – Monday to Saturday. Members can pick up to five packets each visit, and it costs nothing. All we ask in return is that at the end of the season you save some seed from your plants and bring it back, labelled with the variety and the year you collected it. Please don't bring back seed from F1 hybrids – it probably won't grow true to type. Shop-bought seed is welcome too, as long as it's no more than two years past its sow-by date. Any questions? Email seeds@elmroadlibrary.org.",
            ),
            Good(
                "preserve",
                "Library members can take up to five packets of seed per visit, free of charge, from the seed library at Elm Road Library, which is open whenever the library itself is, Monday to Saturday. The request in return: at the end of the season, save some seed from your plants and bring it back, labelled with the variety and the year it was collected. Please do not return seed from F1 hybrids, however, as it will probably not grow true to type. Shop-bought seed is welcome as a donation, provided it is no more than two years past its sow-by date. Questions can be sent to seeds@elmroadlibrary.org.",
            ),
            Good(
                "pl",
                "Biblioteka nasion w bibliotece przy Elm Road jest czynna w tych samych godzinach co biblioteka, od poniedziałku do soboty. Członkowie mogą bezpłatnie zabrać do pięciu paczek nasion podczas jednej wizyty. W zamian prosimy, aby pod koniec sezonu zebrać trochę nasion z własnych roślin i je przynieść, z opisem odmiany i roku zbioru. Prosimy nie oddawać nasion mieszańców F1, ponieważ prawdopodobnie nie zachowają cech odmiany. Chętnie przyjmiemy też w darze nasiona kupione w sklepie, jeśli od końca ich terminu wysiewu minęły najwyżej dwa lata. Pytania: seeds@elmroadlibrary.org.",
            ),
        ],
        bad=[
            Bad(
                "preserve",
                "Biblioteka nasion w Elm Road Library działa w godzinach otwarcia biblioteki, od poniedziałku do soboty. Przy każdej wizycie członkowie mogą wziąć za darmo maksymalnie pięć paczek. W zamian prosimy, by pod koniec sezonu zachować część nasion z własnych roślin i oddać je do biblioteki z etykietą z nazwą odmiany i rokiem zbioru. Nie przynoście nasion mieszańców F1 – prawdopodobnie nie wyrosną z nich rośliny zgodne z typem. Nasiona kupione w sklepie przyjmiemy chętnie, o ile termin wysiewu minął nie więcej niż dwa lata temu. Pytania prosimy kierować na seeds@elmroadlibrary.org.",
                "wrong_language",
            ),
            Slip(
                1,
                [("Library members can take", "Library members aged 16 and over can take")],
                "invented_fact",
            ),
            Slip(2, [("prawdopodobnie nie zachowają", "nie zachowają")], "hedge"),
        ],
    ),
    Case(
        key="en-abstract-bus-fare-cap",
        source="In January 2023, a £2 single-fare cap was introduced on most bus services in England outside London. Using ticket data from 41 operators, we estimate that patronage rose by 7.8% in the first six months compared with a synthetic control, with larger gains on rural routes. Following Mohring (1972), we argue that higher ridership may also improve service frequency over time, although our data cannot yet confirm this. The effect was smaller than the 10–15% predicted by the Department for Transport's 2022 appraisal. Results should be interpreted with caution because operators changed timetables during the same period.",
        good=[
            Good(
                "preserve",
                "A cap of £2 on single fares came into force in January 2023 on most bus services in England outside London. Drawing on ticket data from 41 operators, we estimate a 7.8% increase in patronage over the first six months relative to a synthetic control, with rural routes showing larger gains. In line with Mohring (1972), we argue that rising ridership may, over time, also lead to more frequent services, though this cannot yet be confirmed with our data. The observed effect falls short of the 10–15% predicted in the Department for Transport's 2022 appraisal. As operators altered their timetables during the same period, the results should be interpreted with caution.",
            ),
            Good(
                "preserve",
                "In January 2023, single bus fares were capped at £2 on most services in England outside London. Using ticket data from 41 operators, the researchers estimate that passenger numbers rose by 7.8% in the first six months compared with a synthetic control, with rural routes gaining more. Citing Mohring (1972), they argue that more passengers may also mean more frequent buses over time – but admit their data cannot yet confirm this. The increase was smaller than the 10–15% forecast in the Department for Transport's 2022 appraisal, and because operators changed timetables at the same time, the results should be treated with caution.",
            ),
            Good(
                "pl",
                "W styczniu 2023 r. na większości linii autobusowych w Anglii poza Londynem wprowadzono limit ceny biletu jednorazowego w wysokości 2 funtów. Na podstawie danych biletowych od 41 przewoźników szacujemy, że w ciągu pierwszych sześciu miesięcy liczba pasażerów wzrosła o 7,8% w porównaniu z syntetyczną grupą kontrolną, przy czym większe wzrosty odnotowano na trasach wiejskich. Za Mohringiem (1972) twierdzimy, że większa liczba pasażerów może z czasem przełożyć się także na wyższą częstotliwość kursów, choć nasze dane nie pozwalają jeszcze tego potwierdzić. Efekt okazał się mniejszy niż 10–15% prognozowane w ocenie Departamentu Transportu z 2022 r. Wyniki należy interpretować ostrożnie, ponieważ w tym samym okresie przewoźnicy zmieniali rozkłady jazdy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "rising ridership may, over time, also lead",
                        "rising ridership will, over time, also lead",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("rose by 7.8%", "rose by 8.7%")], "number"),
            Slip(2, [("Za Mohringiem (1972)", "Za Mohringiem (1982)")], "citation"),
        ],
    ),
    Case(
        key="en-lab-visitor-procedure",
        source="Visitor procedure – Harbourside Labs (effective 3 November 2025). All visitors must sign in at main reception and wear their visitor badge where it can be seen. Hosts are responsible for their visitors at all times and must escort them in laboratory areas. Visitors may use the café and meeting rooms on the ground floor unaccompanied. Photography is not permitted anywhere in the building without written approval from the site manager. Badges must be returned on departure; a lost badge is charged to the host's department at £15. In the event of a fire alarm, hosts take their visitors to assembly point B.",
        good=[
            Good(
                "preserve",
                "Harbourside Labs visitor procedure, in force from 3 November 2025. Every visitor is required to sign in at main reception and to wear a visitor badge in a visible position. Hosts remain responsible for their visitors at all times and must accompany them in laboratory areas. The ground-floor café and meeting rooms may be used by visitors without an escort. No photography is permitted anywhere in the building unless the site manager has given written approval. Badges must be handed back on departure, and the host's department will be charged £15 for any badge that is lost. If the fire alarm sounds, hosts take their visitors to assembly point B.",
            ),
            Good(
                "preserve",
                "Visiting Harbourside Labs? These rules apply from 3 November 2025. Every visitor has to sign in at main reception and keep their visitor badge where people can see it. If you are hosting, your visitors are your responsibility the whole time, and you have to stay with them in lab areas. Visitors can go to the café and meeting rooms on the ground floor on their own. Taking photos anywhere in the building is not allowed unless the site manager has approved it in writing. Badges have to be handed back when visitors leave – if one gets lost, the host's department pays £15. If the fire alarm goes off, hosts take their visitors to assembly point B.",
            ),
            Good(
                "pl",
                "Procedura dla gości – Harbourside Labs (obowiązuje od 3 listopada 2025 r.). Każdy gość musi zarejestrować się w recepcji głównej i nosić identyfikator gościa w widocznym miejscu. Gospodarze przez cały czas odpowiadają za swoich gości i muszą im towarzyszyć w strefach laboratoryjnych. Z kawiarni i sal spotkań na parterze goście mogą korzystać bez opieki. Fotografowanie gdziekolwiek w budynku jest zabronione bez pisemnej zgody kierownika obiektu. Identyfikatory należy zwrócić przy wyjściu; za zgubiony identyfikator dział gospodarza zostaje obciążony kwotą 15 funtów. W razie alarmu pożarowego gospodarze prowadzą swoich gości do punktu zbiórki B.",
            ),
        ],
        bad=[
            Slip(0, [("in force from 3 November 2025", "in force from 3 October 2025")], "date"),
            Slip(
                1,
                [
                    (
                        "you have to stay with them in lab areas",
                        "you should ideally stay with them in lab areas",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("jest zabronione bez pisemnej zgody", "jest dozwolone bez pisemnej zgody")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-pollinator-dataset-release",
        source="Version 2.1 of the UK Pollinator Transect Dataset was released on 12 February 2025. It adds 1,340 transect walks from 2023 and corrects species codes for 17 hoverfly records. The data are provided as `transects_v2_1.csv` and `species_lookup.csv`, under a CC BY 4.0 licence. If you use the dataset, please cite Ashworth et al. (2024) and the DOI https://doi.org/10.5285/7c1e-2b9a. Counts from 2020 are probably underestimated because fewer volunteers took part during lockdown, so they should not be compared directly with other years.",
        good=[
            Good(
                "preserve",
                "The UK Pollinator Transect Dataset, version 2.1, was published on 12 February 2025. This release incorporates 1,340 additional transect walks conducted in 2023 and corrects the species codes of 17 hoverfly records. The data are distributed as two files, `transects_v2_1.csv` and `species_lookup.csv`, under a CC BY 4.0 licence. Users of the dataset are asked to cite Ashworth et al. (2024) together with the DOI https://doi.org/10.5285/7c1e-2b9a. Because fewer volunteers took part during lockdown, counts for 2020 are probably underestimates and should not be directly compared with those from other years.",
            ),
            Good(
                "preserve",
                "Version 2.1 of the UK Pollinator Transect Dataset came out on 12 February 2025. What's new: 1,340 transect walks from 2023, and corrected species codes for 17 hoverfly records. You get two files, `transects_v2_1.csv` and `species_lookup.csv`, licensed under CC BY 4.0. Using the data? Please cite Ashworth et al. (2024) and the DOI https://doi.org/10.5285/7c1e-2b9a. Don't compare the 2020 counts directly with other years: fewer volunteers took part during lockdown, so those numbers are probably too low.",
            ),
            Good(
                "pl",
                "12 lutego 2025 r. ukazała się wersja 2.1 zbioru danych UK Pollinator Transect Dataset. Doszło do niego 1340 przejść transektowych z 2023 roku, a w 17 rekordach dotyczących bzygów poprawiono kody gatunków. Dane udostępniono w plikach `transects_v2_1.csv` i `species_lookup.csv` na licencji CC BY 4.0. Osoby korzystające ze zbioru proszone są o zacytowanie pracy Ashworth i in. (2024) oraz numeru DOI https://doi.org/10.5285/7c1e-2b9a. Liczebności z 2020 roku są prawdopodobnie zaniżone, bo w czasie lockdownu w liczeniach brało udział mniej wolontariuszy – dlatego nie należy ich bezpośrednio porównywać z innymi latami.",
            ),
        ],
        bad=[
            Slip(0, [("Ashworth et al. (2024)", "Ashworth et al. (2023)")], "citation"),
            Slip(1, [("`species_lookup.csv`", "`species_list.csv`")], "code"),
            Slip(
                2,
                [
                    (
                        "1340 przejść transektowych z 2023 roku",
                        "1340 przejść transektowych z 2023 roku, wykonanych na 58 stanowiskach",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
