# ruff: noqa: E501, RUF001
"""English source cases of blind set 66: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-hillside-orchard-volunteer-sign-in-rules",
        source="Volunteers at Hillside Community Orchard must sign in at the tool shed before starting work and sign out when they leave. Children under 14 may take part only if accompanied by an adult, and nobody may use the long-arm pruners without first completing the induction session. Work days run every second Saturday from 10:00 to 13:00, March to October. Please do not pick fruit for personal use until the harvest weekend, which this year falls on 20–21 September. Any injury, however minor, should be reported to the site lead the same day. Questions can be sent to orchard@hillsidecommunity.org.uk.",
        good=[
            Good(
                "preserve",
                "Before you start work at Hillside Community Orchard, you must sign in at the tool shed, and you must sign out again when you leave. Work days are held every second Saturday between March and October, from 10 am to 1 pm. Children under 14 may join in only with an accompanying adult. Nobody may use the long-arm pruners until they have completed the induction session. Please don't pick any fruit for yourself before the harvest weekend – this year it is 20–21 September. If you are injured, even slightly, you should report it to the site lead on the same day. Send any questions to orchard@hillsidecommunity.org.uk.",
            ),
            Good(
                "preserve",
                "Volunteer rules at Hillside Community Orchard\n\n"
                "- Sign in at the tool shed before starting work, and sign out when you leave – this is compulsory.\n"
                "- Under-14s may take part only when accompanied by an adult.\n"
                "- No one may use the long-arm pruners without first completing the induction session.\n"
                "- Work days: every second Saturday, 10:00–13:00, March to October.\n"
                "- Please do not pick fruit for personal use until the harvest weekend (20–21 September this year).\n"
                "- Any injury, however minor, should be reported to the site lead the same day.\n"
                "- Questions: orchard@hillsidecommunity.org.uk",
            ),
            Good(
                "pl",
                "Wolontariusze w sadzie społecznym Hillside Community Orchard muszą wpisać się na listę obecności przy szopie na narzędzia przed rozpoczęciem pracy i wypisać się przy wyjściu. Dzieci poniżej 14 lat mogą brać udział wyłącznie pod opieką osoby dorosłej, a nikt nie może używać sekatorów na długim wysięgniku bez wcześniejszego ukończenia szkolenia wstępnego. Dni pracy odbywają się co drugą sobotę w godz. 10:00–13:00, od marca do października. Prosimy nie zrywać owoców na własny użytek przed weekendem zbiorów, który w tym roku przypada na 20–21 września. Każdy uraz, nawet drobny, powinien zostać zgłoszony kierownikowi terenu tego samego dnia. Pytania można kierować na adres orchard@hillsidecommunity.org.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you must sign in at the tool shed", "you should sign in at the tool shed")],
                "modality",
            ),
            Slip(
                1,
                [("No one may use the long-arm pruners", "Anyone may use the long-arm pruners")],
                "negation",
            ),
            Slip(2, [("20–21 września", "27–28 września")], "date"),
        ],
    ),
    Case(
        key="en-ziprideuk-escooter-hire-pricing-terms",
        source="To hire a ZipRide e-scooter you must be at least 18 and hold a full or provisional driving licence. Unlocking costs £1, followed by 16p per minute of riding; a 30-day pass for £29.99 covers unlimited rides of up to 45 minutes each. Riders must not carry passengers and should wear a helmet. Scooters may be ridden on roads and cycle lanes but not on pavements, and must be parked only in marked bays shown in the app; parking elsewhere can result in a £25 fee. Full terms are available at ziprideuk.com/terms.",
        good=[
            Good(
                "preserve",
                "To hire a ZipRide e-scooter, you must be 18 or over and hold a full or provisional driving licence. Unlocking is £1, and each minute of riding then costs 16p. Alternatively, a 30-day pass for £29.99 gives you unlimited rides of up to 45 minutes each. You may ride on roads and in cycle lanes, but not on pavements. You must not carry a passenger, and you should wear a helmet. At the end of your ride, you must park only in a marked bay shown in the app; parking anywhere else can result in a £25 fee. Read the full terms at ziprideuk.com/terms.",
            ),
            Good(
                "preserve",
                "Persons hiring a ZipRide e-scooter must be aged 18 or over and hold a full or provisional driving licence. The charge is £1 to unlock plus 16p per minute of riding; alternatively, a 30-day pass priced at £29.99 provides unlimited rides of no more than 45 minutes each. Carrying passengers is not permitted, and riders should wear a helmet. Scooters may be used on roads and in cycle lanes but not on pavements. They must be parked only in the marked bays displayed in the app, and parking elsewhere can incur a £25 fee. The full terms and conditions can be found at ziprideuk.com/terms.",
            ),
            Good(
                "pl",
                "Aby wypożyczyć hulajnogę elektryczną ZipRide, musisz mieć co najmniej 18 lat oraz pełne lub tymczasowe prawo jazdy. Odblokowanie kosztuje 1 £, a każda minuta jazdy – 16 pensów. Karnet 30-dniowy za 29,99 £ obejmuje nieograniczoną liczbę przejazdów trwających maksymalnie 45 minut każdy. Nie wolno przewozić pasażerów; powinieneś też jeździć w kasku. Hulajnogą można jeździć po jezdni i drogach rowerowych, ale nie po chodnikach. Hulajnogę trzeba zostawiać wyłącznie w oznaczonych miejscach parkingowych widocznych w aplikacji – parkowanie w innym miejscu może skutkować opłatą w wysokości 25 £. Pełny regulamin znajdziesz na stronie ziprideuk.com/terms.",
            ),
        ],
        bad=[
            Slip(0, [("up to 45 minutes each", "up to 60 minutes each")], "number"),
            Slip(1, [("riders should wear a helmet", "riders must wear a helmet")], "modality"),
            Slip(2, [("ziprideuk.com/terms", "zipride.com/terms")], "url"),
        ],
    ),
    Case(
        key="en-st-marys-church-hall-hire",
        source="St Mary's Church Hall can be hired for private functions from 9 am to 11 pm, Monday to Saturday. The hourly rate is £22, with a minimum booking of three hours, and a refundable deposit of £150 is payable when the booking is confirmed. Alcohol may be served only with the prior written consent of the parish office, and no alcohol may be sold on the premises. Hirers are responsible for leaving the hall clean and tidy; the deposit will not be returned if additional cleaning is required. Smoking is not permitted anywhere in the building or the churchyard. Bookings are not accepted for Sundays.",
        good=[
            Good(
                "preserve",
                "You can hire St Mary's Church Hall for a private function between 9 am and 11 pm on any day from Monday to Saturday; Sunday bookings are not accepted. The hall costs £22 an hour, and the minimum booking is three hours. When your booking is confirmed, you pay a refundable £150 deposit. You may serve alcohol only if the parish office has given its written consent in advance, and you may not sell alcohol on the premises at all. It is your responsibility to leave the hall clean and tidy – if extra cleaning is needed, your deposit will not be returned. Smoking is not allowed anywhere in the building or in the churchyard.",
            ),
            Good(
                "preserve",
                "St Mary's Church Hall – hire conditions\n\n"
                "* Available for private functions Monday to Saturday, 9 am–11 pm (no Sunday bookings).\n"
                "* Rate: £22 per hour, minimum three hours.\n"
                "* Deposit: £150, refundable, payable on confirmation of the booking.\n"
                "* Alcohol: may be served only with the parish office's prior written consent; it may not be sold on the premises.\n"
                "* Cleaning: the hirer is responsible for leaving the hall clean and tidy. If additional cleaning is required, the deposit will not be refunded.\n"
                "* No smoking anywhere in the building or the churchyard.",
            ),
            Good(
                "pl",
                "Salę parafialną przy kościele św. Marii (St Mary's Church Hall) można wynająć na prywatne uroczystości od poniedziałku do soboty w godzinach 9:00–23:00. Stawka wynosi 22 £ za godzinę, przy minimalnym czasie rezerwacji trzech godzin; w chwili potwierdzenia rezerwacji płatna jest zwrotna kaucja w wysokości 150 £. Alkohol można podawać wyłącznie za uprzednią pisemną zgodą biura parafialnego, a jego sprzedaż na terenie obiektu jest zabroniona. Najemca odpowiada za pozostawienie sali w czystości i porządku; jeżeli konieczne będzie dodatkowe sprzątanie, kaucja nie zostanie zwrócona. Palenie jest zabronione w całym budynku oraz na przykościelnym cmentarzu. Rezerwacji na niedziele nie przyjmujemy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("your deposit will not be returned", "your deposit will still be returned")],
                "negation",
            ),
            Slip(1, [("minimum three hours", "minimum two hours")], "number"),
            Slip(
                2,
                [
                    (
                        "oraz na przykościelnym cmentarzu.",
                        "oraz na przykościelnym cmentarzu; dla palących wyznaczono miejsce przy bramie od strony parkingu.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-whenparse-python-date-library-readme",
        source=(
            "# whenparse\n\n"
            '`whenparse` turns human-written dates such as "next Friday" or "3 Jan 2024" into `datetime` objects.\n\n'
            "## Installation\n\n"
            "```bash\npip install whenparse\n```\n\n"
            "Requires Python 3.9 or later.\n\n"
            "## Usage\n\n"
            '```python\nfrom whenparse import parse\nparse("in 2 weeks", tz="Europe/London")\n```\n\n'
            "If you do not pass `tz`, the result is a naive datetime. Ambiguous numeric dates like `04/05/2024` are read day-first by default; set `dayfirst=False` to change this. You should pin a minor version in production, because the parsing rules may change between minor releases."
        ),
        good=[
            Good(
                "preserve",
                "# whenparse\n\n"
                'With `whenparse` you can convert dates written the way people write them – "next Friday", "3 Jan 2024" – into `datetime` objects.\n\n'
                "## Installation\n\n"
                "You need Python 3.9 or newer. Install with:\n\n"
                "```bash\npip install whenparse\n```\n\n"
                "## Usage\n\n"
                '```python\nfrom whenparse import parse\nparse("in 2 weeks", tz="Europe/London")\n```\n\n'
                "- Leave out `tz` and you get a naive datetime.\n"
                "- Ambiguous numeric dates such as `04/05/2024` are treated as day-first unless you set `dayfirst=False`.\n"
                "- In production, you should pin a minor version: parsing rules may change between minor releases.",
            ),
            Good(
                "preserve",
                "# whenparse\n\n"
                'Parses natural-language dates (e.g. "next Friday", "3 Jan 2024") into `datetime` objects.\n\n'
                "## Installation\n\n"
                "Python 3.9+ is required.\n\n"
                "```bash\npip install whenparse\n```\n\n"
                "## Usage\n\n"
                '```python\nfrom whenparse import parse\nparse("in 2 weeks", tz="Europe/London")\n```\n\n'
                "Without `tz`, a naive datetime is returned. By default, ambiguous numeric dates (`04/05/2024`) are interpreted day-first; pass `dayfirst=False` to override this. Production users should pin a minor version, since parsing rules may change between minor releases.",
            ),
            Good(
                "pl",
                "# whenparse\n\n"
                '`whenparse` zamienia daty zapisane w języku naturalnym, np. "next Friday" czy "3 Jan 2024", na obiekty `datetime`.\n\n'
                "## Instalacja\n\n"
                "```bash\npip install whenparse\n```\n\n"
                "Wymaga Pythona w wersji 3.9 lub nowszej.\n\n"
                "## Użycie\n\n"
                '```python\nfrom whenparse import parse\nparse("in 2 weeks", tz="Europe/London")\n```\n\n'
                "Jeśli nie podasz parametru `tz`, wynikiem będzie naiwny obiekt datetime. Niejednoznaczne daty liczbowe, takie jak `04/05/2024`, są domyślnie odczytywane z dniem na pierwszym miejscu; aby to zmienić, ustaw `dayfirst=False`. W środowisku produkcyjnym powinieneś przypiąć konkretną wersję minor, ponieważ reguły parsowania mogą się zmieniać między kolejnymi wydaniami minor.",
            ),
        ],
        bad=[
            Slip(0, [("## Usage\n", "Usage\n")], "markdown"),
            Slip(1, [("pass `dayfirst=False`", "pass `day_first=False`")], "code"),
            Slip(2, [("powinieneś przypiąć", "musisz przypiąć")], "modality"),
        ],
    ),
    Case(
        key="en-cetirizine-hay-fever-tablet-leaflet",
        source="Cetirizine 10 mg tablets relieve the symptoms of hay fever and other allergies. Adults and children aged 12 and over should take one tablet once a day. Do not take more than one tablet in 24 hours. The tablets may cause drowsiness in some people; if you are affected, do not drive or operate machinery. Avoid alcohol while taking this medicine. Common side effects, which may affect up to 1 in 10 people, include tiredness, dry mouth and headache. Do not give to children under 12 unless advised by a doctor. If your symptoms have not improved after 3 days, talk to your pharmacist.",
        good=[
            Good(
                "preserve",
                "Cetirizine 10 mg tablets ease the symptoms of hay fever and other allergies.\n\n"
                "How to take them:\n"
                "- Adults and children aged 12 or over should take one tablet once a day.\n"
                "- Never take more than one tablet in any 24-hour period.\n"
                "- Do not give these tablets to children under 12 unless a doctor advises it.\n\n"
                "Things to watch for:\n"
                "- The tablets may make some people drowsy. If this happens to you, don't drive or use machinery.\n"
                "- Avoid alcohol while you are taking this medicine.\n"
                "- Common side effects, which may affect up to 1 in 10 people, include tiredness, a dry mouth and headache.\n\n"
                "If your symptoms haven't improved after 3 days, speak to your pharmacist.",
            ),
            Good(
                "preserve",
                "These Cetirizine 10 mg tablets are used to relieve the symptoms of hay fever and other allergies. Adults and children aged 12 years and over should take one tablet daily and must not take more than one tablet within 24 hours. Do not give the tablets to children under 12 unless a doctor advises you to. In some people the tablets may cause drowsiness; anyone affected must not drive or operate machinery. Avoid drinking alcohol during treatment. Common side effects, which may affect up to 1 in 10 people, include tiredness, dry mouth and headache. Talk to a pharmacist if your symptoms have not improved after 3 days.",
            ),
            Good(
                "pl",
                "Tabletki Cetirizine 10 mg łagodzą objawy kataru siennego i innych alergii. Dorośli i dzieci w wieku 12 lat i powyżej powinni przyjmować jedną tabletkę raz na dobę. Nie należy przyjmować więcej niż jednej tabletki w ciągu 24 godzin. U niektórych osób tabletki mogą powodować senność; jeśli cię to dotyczy, nie prowadź pojazdów i nie obsługuj maszyn. W trakcie przyjmowania leku unikaj alkoholu. Częste działania niepożądane, które mogą wystąpić u maksymalnie 1 na 10 osób, obejmują zmęczenie, suchość w ustach i ból głowy. Nie podawać dzieciom poniżej 12 lat, chyba że zaleci to lekarz. Jeśli po 3 dniach nie nastąpi poprawa, porozmawiaj z farmaceutą.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "which may affect up to 1 in 10 people, include",
                        "which affect 1 in 10 people, include",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("up to 1 in 10 people", "up to 1 in 100 people")], "number"),
            Slip(
                2,
                [
                    (
                        "W trakcie przyjmowania leku unikaj alkoholu.",
                        "W trakcie przyjmowania leku nie musisz unikać alkoholu.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-brookside-caravan-pitch-booking-terms",
        source="Pitches at Brookside Caravan Park can be booked from 1 March for the season running 28 March to 2 November. A deposit of 25% is due at the time of booking, and the balance must be paid no later than 14 days before arrival. Arrival is from 2 pm and pitches must be vacated by 11 am on the day of departure. Each pitch takes one caravan or motorhome plus one car; a second car may be parked in the overflow area for £5 per night. Dogs are welcome but must be kept on a lead at all times. Cancellations made more than 28 days before arrival will receive a full refund of the deposit.",
        good=[
            Good(
                "preserve",
                "Booking for the Brookside Caravan Park season, which runs from 28 March to 2 November, opens on 1 March. When you book, you pay a 25% deposit; the remaining balance must be paid at least 14 days before you arrive. You can arrive from 2 pm, and you must leave your pitch by 11 am on your departure day. There's room on each pitch for one caravan or motorhome and one car – if you bring a second car, you may park it in the overflow area for £5 a night. Dogs are welcome, but they must be on a lead at all times. If you cancel more than 28 days before arrival, your deposit will be refunded in full.",
            ),
            Good(
                "preserve",
                "Brookside Caravan Park – pitch booking terms\n\n"
                "1. Season: 28 March – 2 November. Bookings open on 1 March.\n"
                "2. Payment: 25% deposit on booking; the balance must be paid no later than 14 days before arrival.\n"
                "3. Times: arrival from 2 pm; pitches must be vacated by 11 am on the day of departure.\n"
                "4. Vehicles: one caravan or motorhome plus one car per pitch. A second car may be parked in the overflow area at £5 per night.\n"
                "5. Dogs: welcome, but must be kept on a lead at all times.\n"
                "6. Cancellations: if made more than 28 days before arrival, the deposit is refunded in full.",
            ),
            Good(
                "pl",
                "Miejsca na kempingu Brookside Caravan Park można rezerwować od 1 marca na sezon trwający od 28 marca do 2 listopada. Przy rezerwacji należy wpłacić zaliczkę w wysokości 25%, a pozostałą kwotę trzeba uregulować najpóźniej 14 dni przed przyjazdem. Przyjazd jest możliwy od godz. 14:00, a w dniu wyjazdu miejsce należy zwolnić do godz. 11:00. Na jednym stanowisku mieści się jedna przyczepa kempingowa lub kamper oraz jeden samochód; drugi samochód można zaparkować na parkingu dodatkowym za 5 £ za noc. Psy są mile widziane, ale przez cały czas muszą być na smyczy. W przypadku rezygnacji zgłoszonej wcześniej niż 28 dni przed przyjazdem zaliczka zostanie zwrócona w całości.",
            ),
        ],
        bad=[
            Slip(0, [("from 28 March to 2 November", "from 28 March to 26 October")], "date"),
            Slip(1, [("but must be kept on a lead", "but should be kept on a lead")], "modality"),
            Slip(2, [("za 5 £ za noc", "za 8 £ za noc")], "number"),
        ],
    ),
    Case(
        key="en-riverside-youth-theatre-summer-school",
        source="The Riverside Youth Theatre summer school runs from Monday 21 July to Friday 1 August, 9.30 am to 3.30 pm daily, for young people aged 11 to 17. The course fee is £240; a limited number of bursaries are available for families receiving Universal Credit. Places are allocated on a first-come, first-served basis and cannot be transferred to another child. Participants should bring a packed lunch, as no food is provided. The fortnight ends with a public performance on the final afternoon, to which families are invited. Refunds are not given for missed days, but a full refund is offered if we cancel the course.",
        good=[
            Good(
                "preserve",
                "Riverside Youth Theatre's summer school is open to young people aged 11–17 and takes place from Monday 21 July to Friday 1 August, 9.30 am–3.30 pm each day. It costs £240, and a limited number of bursaries are available to families on Universal Credit. Places go to whoever books first and can't be transferred to another child. We don't provide food, so your child should bring a packed lunch. On the last afternoon the two weeks end with a public performance, and families are invited. We don't refund missed days, but if we cancel the course you'll get your money back in full.",
            ),
            Good(
                "preserve",
                "Open to participants aged 11 to 17, the Riverside Youth Theatre summer school will take place daily from 9.30 am to 3.30 pm between Monday 21 July and Friday 1 August. The fee is £240, and a limited number of bursaries is available to families in receipt of Universal Credit. Places are allocated in order of booking and cannot be transferred to another child. As no food is provided, participants should bring a packed lunch. The course concludes on its final afternoon with a public performance to which families are invited. No refunds are given for missed days; however, should we cancel the course, a full refund will be offered.",
            ),
            Good(
                "pl",
                "Letnia szkoła Riverside Youth Theatre odbędzie się od poniedziałku 21 lipca do piątku 1 sierpnia, codziennie w godz. 9:30–15:30, i jest przeznaczona dla młodzieży w wieku od 11 do 17 lat. Opłata za kurs wynosi 240 £; dla rodzin pobierających Universal Credit przewidziano ograniczoną liczbę stypendiów. Miejsca przydzielane są według kolejności zgłoszeń i nie można ich przenieść na inne dziecko. Uczestnicy powinni przynieść własny lunch, ponieważ nie zapewniamy wyżywienia. Dwa tygodnie zajęć zakończą się w ostatnie popołudnie publicznym przedstawieniem, na które zapraszamy rodziny. Nie zwracamy pieniędzy za opuszczone dni, ale jeśli odwołamy kurs, zwrócimy całą opłatę.",
            ),
        ],
        bad=[
            Slip(0, [("Friday 1 August", "Friday 8 August")], "date"),
            Slip(
                1,
                [
                    (
                        "a public performance to which families are invited",
                        "a public performance at the Riverside Arts Centre to which families are invited",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Nie zwracamy pieniędzy za opuszczone dni",
                        "Zwracamy pieniądze za opuszczone dni",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-council-native-tree-planting-grant",
        source="Under the Council's Tree Planting Grant scheme, community groups, schools and parish councils can apply for up to £3,000 towards planting native trees on land within the borough. Applicants must own the land or have the landowner's written permission, and planting must take place between November and March. At least 70% of the trees planted should be native species from the approved list. Grants cannot be used for trees required as a condition of planning permission under Section 106 of the Town and Country Planning Act 1990. Successful applicants must maintain the trees for a minimum of three years. The closing date for applications is 31 October 2025.",
        good=[
            Good(
                "preserve",
                "Who can apply? Community groups, schools and parish councils can apply to the Council's Tree Planting Grant scheme for up to £3,000 towards planting native trees on land in the borough.\n\n"
                "What are the conditions? You must own the land or have written permission from the landowner, and the planting must be done between November and March. At least 70% of the trees you plant should be native species from the approved list. If your application succeeds, you must look after the trees for at least three years.\n\n"
                "What is excluded? The grant cannot be used for trees that are required as a condition of planning permission under Section 106 of the Town and Country Planning Act 1990.\n\n"
                "What is the deadline? Applications close on 31 October 2025.",
            ),
            Good(
                "preserve",
                "The Council's Tree Planting Grant offers community groups, schools and parish councils up to £3,000 for planting native trees on land within the borough. To qualify, an applicant must either own the land or hold the landowner's written permission. Planting must be carried out between November and March, and no less than 70% of the trees should be native species on the approved list. Funding cannot be used for trees required as a condition of planning permission under Section 106 of the Town and Country Planning Act 1990. Successful applicants must maintain the trees for at least three years. The deadline for applications is 31 October 2025.",
            ),
            Good(
                "pl",
                "W ramach programu Tree Planting Grant prowadzonego przez radę gminy grupy społeczne, szkoły i rady parafialne mogą ubiegać się o dofinansowanie w wysokości do 3000 £ na sadzenie rodzimych drzew na terenach położonych w granicach gminy. Wnioskodawca musi być właścicielem gruntu lub mieć pisemną zgodę właściciela, a sadzenie musi odbyć się w okresie od listopada do marca. Co najmniej 70% sadzonych drzew powinny stanowić gatunki rodzime z zatwierdzonej listy. Dotacji nie można przeznaczyć na drzewa, których posadzenie jest warunkiem pozwolenia na budowę na podstawie sekcji 106 ustawy Town and Country Planning Act 1990. Beneficjenci muszą pielęgnować drzewa przez co najmniej trzy lata. Termin składania wniosków upływa 31 października 2025 r.",
            ),
        ],
        bad=[
            Slip(0, [("Section 106", "Section 104")], "legal_reference"),
            Slip(1, [("of the trees should be native", "of the trees must be native")], "modality"),
            Slip(2, [("do 3000 £", "do 5000 £")], "number"),
        ],
    ),
    Case(
        key="en-school-gate-nitrogen-dioxide-study",
        source="A study by Okafor et al. (2023), published in Environmental Health Perspectives, measured nitrogen dioxide at 84 primary schools in three UK cities. Levels at schools within 150 metres of a main road were on average 38% higher than at schools further away. Children at the most exposed schools appeared to perform slightly worse on tests of working memory, although the authors caution that the difference may partly reflect other factors, such as household income. The study did not measure fine particulate matter. The authors suggest that moving drop-off points away from school gates could reduce exposure, but this was not tested directly.",
        good=[
            Good(
                "preserve",
                "Okafor et al. (2023), writing in Environmental Health Perspectives, measured nitrogen dioxide at 84 primary schools across three UK cities. Schools less than 150 metres from a main road had, on average, 38% higher levels than those further away. Pupils at the most exposed schools seemed to do slightly worse on working-memory tests – but, the authors warn, this may be partly due to other factors like household income. Fine particulate matter was not measured. Moving drop-off points away from school gates could cut exposure, the authors suggest, though they did not test this directly.",
            ),
            Good(
                "preserve",
                "Key findings – Okafor et al. (2023), Environmental Health Perspectives\n\n"
                "- Nitrogen dioxide was measured at 84 primary schools in three UK cities.\n"
                "- At schools within 150 metres of a main road, levels were on average 38% higher than at schools further away.\n"
                "- Children at the most exposed schools appeared to score slightly lower on working-memory tests; the authors caution that the gap may partly reflect other factors, e.g. household income.\n"
                "- Fine particulate matter was not measured.\n"
                "- According to the authors, moving drop-off points away from school gates could reduce exposure, but this was not directly tested.",
            ),
            Good(
                "pl",
                "Badanie Okafor i in. (2023), opublikowane w czasopiśmie Environmental Health Perspectives, objęło pomiary dwutlenku azotu przy 84 szkołach podstawowych w trzech miastach Wielkiej Brytanii. W szkołach położonych w odległości do 150 metrów od głównej drogi stężenia były średnio o 38% wyższe niż w szkołach oddalonych od niej. Dzieci z najbardziej narażonych szkół wypadały, jak się wydaje, nieco gorzej w testach pamięci roboczej, choć autorzy zastrzegają, że różnica ta może częściowo wynikać z innych czynników, np. dochodu gospodarstwa domowego. W badaniu nie mierzono drobnego pyłu zawieszonego. Autorzy sugerują, że przeniesienie miejsc wysadzania dzieci dalej od bram szkolnych mogłoby ograniczyć narażenie, jednak nie zostało to bezpośrednio sprawdzone.",
            ),
        ],
        bad=[
            Slip(0, [("Okafor et al. (2023)", "Okafor et al. (2021)")], "citation"),
            Slip(1, [("appeared to score slightly lower", "scored slightly lower")], "hedge"),
            Slip(2, [("przy 84 szkołach", "przy 48 szkołach")], "number"),
        ],
    ),
    Case(
        key="en-kingfisher-boat-licence-renewal-notice",
        source="Your boat licence for the vessel Kingfisher (index number 52817) expires on 30 April 2025. To keep using the boat on our waterways, you must renew it before that date. You can renew online at canalrivertrust.org.uk/licensing or by calling 0303 040 4040. Under Section 17 of the British Waterways Act 1995, a licence can only be issued if you hold a valid Boat Safety Scheme certificate and third-party insurance of at least £2 million. If your certificate has expired, please arrange an examination first. Boats found unlicensed after the expiry date may be charged a surcharge and, in some cases, removed from the waterway.",
        good=[
            Good(
                "preserve",
                "The licence for your boat Kingfisher (index number 52817) will expire on 30 April 2025, and you must renew it before then if you wish to continue using the boat on our waterways. Please note that, under Section 17 of the British Waterways Act 1995, a licence can only be issued if you hold a valid Boat Safety Scheme certificate and third-party insurance cover of no less than £2 million. If your certificate has lapsed, please arrange an examination before renewing. Renewal is available online at canalrivertrust.org.uk/licensing or by phone on 0303 040 4040. A boat found without a licence after the expiry date may incur a surcharge and may, in some cases, be removed from the waterway.",
            ),
            Good(
                "preserve",
                "Licence renewal – Kingfisher (index no. 52817)\n\n"
                "- Your current licence expires on 30 April 2025. You must renew before then to keep using the boat on our waterways.\n"
                "- Renew online (canalrivertrust.org.uk/licensing) or by phone (0303 040 4040).\n"
                "- You'll need a valid Boat Safety Scheme certificate and at least £2 million of third-party insurance: under Section 17 of the British Waterways Act 1995, a licence can only be issued if you hold both.\n"
                "- If your certificate has expired, arrange an examination first.\n"
                "- Unlicensed boats found after the expiry date may be charged a surcharge and, in some cases, removed from the waterway.",
            ),
            Good(
                "pl",
                "Licencja na łódź Kingfisher (numer indeksu 52817) wygasa 30 kwietnia 2025 r. Aby nadal korzystać z łodzi na naszych drogach wodnych, musisz ją odnowić przed tym terminem. Możesz to zrobić online na stronie canalrivertrust.org.uk/licensing lub telefonicznie pod numerem 0303 040 4040. Zgodnie z sekcją 17 ustawy British Waterways Act 1995 licencja może zostać wydana wyłącznie wtedy, gdy posiadasz ważny certyfikat Boat Safety Scheme oraz ubezpieczenie od odpowiedzialności cywilnej na kwotę co najmniej 2 mln £. Jeśli twój certyfikat wygasł, najpierw umów się na przegląd. Łodzie, które po upływie terminu zostaną znalezione bez licencji, mogą zostać obciążone dopłatą, a w niektórych przypadkach usunięte z drogi wodnej.",
            ),
        ],
        bad=[
            Slip(
                0, [("British Waterways Act 1995", "British Waterways Act 1983")], "legal_reference"
            ),
            Slip(1, [("expires on 30 April 2025", "expires on 31 May 2025")], "date"),
            Slip(
                2, [("canalrivertrust.org.uk/licensing", "canalrivertrust.org.uk/licences")], "url"
            ),
        ],
    ),
    Case(
        key="en-library-laptop-loan-scheme-rules",
        source="Library members aged 16 and over can borrow a laptop for up to 7 days free of charge. You will need to show your library card and a photo ID, and sign a loan agreement at the desk. Laptops cannot be reserved in advance; they are lent on a first-come, first-served basis. Each device is wiped when it is returned, so save your files to a USB stick or cloud storage before you bring it back. Late returns are charged at £2 per day. We will probably extend the scheme to the Northgate branch later this year, but no date has been set. For help, ask any member of staff.",
        good=[
            Good(
                "preserve",
                "If you are a library member aged 16 or over, you can borrow a laptop free of charge for up to 7 days. At the desk, you will need to show your library card and a photo ID and sign a loan agreement. You can't reserve a laptop in advance – they are lent to whoever asks first. Every laptop is wiped on return, so before bringing it back, save your files to a USB stick or to cloud storage. If you return it late, you will be charged £2 a day. The scheme will probably be extended to the Northgate branch later this year, though no date has been set yet. Any member of staff can help you.",
            ),
            Good(
                "preserve",
                "Laptop loans – key points\n\n"
                "- Who: library members aged 16+.\n"
                "- How long: up to 7 days, free of charge.\n"
                "- What to bring: your library card and a photo ID; you'll also sign a loan agreement at the desk.\n"
                "- Reservations: not possible – laptops are lent on a first-come, first-served basis.\n"
                "- Your files: each laptop is wiped when returned, so save your work to a USB stick or cloud storage first.\n"
                "- Late returns: £2 per day.\n"
                "- Other branches: we will probably extend the scheme to the Northgate branch later this year; no date has been set.\n\n"
                "Need help? Ask any member of staff.",
            ),
            Good(
                "pl",
                "Członkowie biblioteki, którzy ukończyli 16 lat, mogą bezpłatnie wypożyczyć laptopa na maksymalnie 7 dni. Przy ladzie trzeba okazać kartę biblioteczną i dokument tożsamości ze zdjęciem oraz podpisać umowę wypożyczenia. Laptopów nie można rezerwować z wyprzedzeniem – wypożyczamy je według kolejności zgłoszeń. Każde urządzenie jest czyszczone po zwrocie, dlatego przed oddaniem zapisz swoje pliki na pendrivie lub w chmurze. Za każdy dzień opóźnienia w zwrocie pobieramy opłatę 2 £. Prawdopodobnie jeszcze w tym roku rozszerzymy program na filię Northgate, ale termin nie został jeszcze ustalony. W razie potrzeby pomocy zwróć się do dowolnego pracownika biblioteki.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("to the Northgate branch", "to the Northgate and Eastfield branches")],
                "invented_fact",
            ),
            Slip(1, [("Reservations: not possible", "Reservations: possible")], "negation"),
            Slip(
                2,
                [
                    (
                        "Prawdopodobnie jeszcze w tym roku rozszerzymy",
                        "Jeszcze w tym roku rozszerzymy",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-sunday-club-ride-group-etiquette",
        source="Sunday club rides leave the Market Square at 8.30 am sharp and the group will not wait for latecomers. Rides are between 50 and 80 km, with a café stop roughly halfway. Every rider must wear a helmet and carry a spare inner tube, a pump and enough food and water for at least three hours. Tri-bars must not be used when riding in the group. If you are dropped, do not try to chase alone on busy roads; the ride leader will send a back marker to wait with you. New riders are welcome to join two rides before paying the annual £35 membership fee.",
        good=[
            Good(
                "preserve",
                "Our Sunday rides start from the Market Square at 8.30 am on the dot, and the group won't wait for anyone who is late. Expect 50–80 km, with a café stop at roughly the halfway point. You must wear a helmet and bring a spare inner tube, a pump and enough food and water for at least three hours. You must not use tri-bars while riding in the group. If you get dropped, don't try to chase on your own on busy roads – the ride leader will send a back marker to wait with you. If you're new, you're welcome to come on two rides before you pay the £35 annual membership fee.",
            ),
            Good(
                "preserve",
                "Sunday club rides – what you need to know\n\n"
                "- Start: Market Square, 8.30 am sharp. The group will not wait for latecomers.\n"
                "- Distance: 50–80 km, with a café stop roughly halfway.\n"
                "- Kit: every rider must wear a helmet and carry a spare inner tube, a pump, and enough food and water for at least three hours.\n"
                "- Tri-bars: must not be used when riding in the group.\n"
                "- Dropped? Don't try to chase alone on busy roads – the ride leader will send a back marker to wait with you.\n"
                "- New riders: welcome to join two rides before paying the annual £35 membership fee.",
            ),
            Good(
                "pl",
                "Niedzielne przejazdy klubowe startują z Market Square punktualnie o 8:30 i grupa nie czeka na spóźnionych. Trasy liczą od 50 do 80 km, z postojem w kawiarni mniej więcej w połowie drogi. Każdy uczestnik musi jechać w kasku i mieć przy sobie zapasową dętkę, pompkę oraz tyle jedzenia i picia, by wystarczyło na co najmniej trzy godziny. Podczas jazdy w grupie nie wolno używać lemondki. Jeśli odpadniesz od grupy, nie próbuj gonić jej samotnie po ruchliwych drogach – prowadzący wyśle osobę zamykającą, która na ciebie zaczeka. Nowi rowerzyści mogą wziąć udział w dwóch przejazdach, zanim opłacą roczną składkę członkowską w wysokości 35 £.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("the group won't wait for anyone", "the group will wait for anyone")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "with a café stop roughly halfway.",
                        "with a café stop roughly halfway at the Old Mill Tearooms.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("punktualnie o 8:30", "punktualnie o 9:30")], "date"),
        ],
    ),
    Case(
        key="en-digital-cbt-insomnia-trial-summary",
        source="In a randomised trial reported by Hartley and Nguyen (2022) in the journal Sleep, 212 adults with mild insomnia followed either a six-week digital CBT programme or a sleep-hygiene leaflet. Those in the CBT group fell asleep on average 19 minutes faster at the end of the trial, compared with 6 minutes in the leaflet group. The benefit seemed to persist at the three-month follow-up, though about a quarter of participants did not complete it. The authors note that the results may not apply to people with severe insomnia or shift workers, who were excluded. The full paper is available via doi:10.1093/sleep/zsac118.",
        good=[
            Good(
                "preserve",
                "Hartley and Nguyen (2022) reported a randomised trial in the journal Sleep involving 212 adults with mild insomnia. Participants followed either a six-week digital CBT programme or a leaflet on sleep hygiene. By the end of the trial, the CBT group were falling asleep an average of 19 minutes faster, against 6 minutes for the leaflet group. The improvement seemed to last to the three-month follow-up, although about a quarter of participants did not complete it. Because people with severe insomnia and shift workers were excluded, the authors note that the results may not apply to them. Full paper: doi:10.1093/sleep/zsac118.",
            ),
            Good(
                "preserve",
                "Summary: Hartley and Nguyen (2022), Sleep\n\n"
                "- Design: randomised trial; 212 adults with mild insomnia followed a six-week digital CBT programme or a sleep-hygiene leaflet.\n"
                "- Result: at the end of the trial, the CBT group fell asleep 19 minutes faster on average, vs 6 minutes with the leaflet.\n"
                "- Follow-up: the benefit seemed to persist at three months, but about a quarter of participants did not complete the follow-up.\n"
                "- Limitations (noted by the authors): people with severe insomnia and shift workers were excluded, so the results may not apply to them.\n"
                "- Full paper: doi:10.1093/sleep/zsac118",
            ),
            Good(
                "pl",
                "W randomizowanym badaniu Hartley i Nguyen (2022), opisanym w czasopiśmie Sleep, 212 dorosłych z łagodną bezsennością korzystało albo z sześciotygodniowego cyfrowego programu CBT, albo z ulotki o higienie snu. Pod koniec badania osoby z grupy CBT zasypiały średnio o 19 minut szybciej, podczas gdy w grupie z ulotką poprawa wyniosła 6 minut. Korzyść wydawała się utrzymywać w obserwacji po trzech miesiącach, choć mniej więcej jedna czwarta uczestników jej nie ukończyła. Autorzy zaznaczają, że wyniki mogą nie dotyczyć osób z ciężką bezsennością ani pracowników zmianowych, których wykluczono z badania. Pełny artykuł jest dostępny pod adresem doi:10.1093/sleep/zsac118.",
            ),
        ],
        bad=[
            Slip(0, [("doi:10.1093/sleep/zsac118", "doi:10.1093/sleep/zsac181")], "citation"),
            Slip(
                1,
                [
                    (
                        "the benefit seemed to persist at three months",
                        "the benefit persisted at three months",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("o 19 minut szybciej", "o 29 minut szybciej")], "number"),
        ],
    ),
    Case(
        key="en-elm-road-tenancy-deposit-return",
        source="Your tenancy at Flat 3, 41 Elm Road ends on 15 August. Under the Housing Act 2004, your deposit of £1,150 is protected with the Deposit Protection Service, and we must return it within 10 days of agreeing the amount with you. We may deduct reasonable costs for damage beyond fair wear and tear, unpaid rent or missing items listed in the inventory, but we cannot deduct for normal wear. Any proposed deductions will be sent to you in writing with photos. If you disagree, you can ask the Deposit Protection Service to resolve the dispute free of charge. Please return all 4 keys by noon on your last day.",
        good=[
            Good(
                "preserve",
                "We write to confirm that your tenancy of Flat 3, 41 Elm Road will end on 15 August. Your deposit of £1,150 is protected with the Deposit Protection Service under the Housing Act 2004, and we must return it within 10 days of agreeing the amount with you. We may deduct reasonable costs for unpaid rent, for missing items listed in the inventory, or for damage beyond fair wear and tear; however, we cannot make any deduction for normal wear. Should we propose any deductions, we will set them out in writing, with photographs. If you do not agree, you can ask the Deposit Protection Service to resolve the dispute at no charge. Please return all 4 keys by 12 noon on your final day.",
            ),
            Good(
                "preserve",
                "Your tenancy at Flat 3, 41 Elm Road ends on 15 August. Here's what happens to your deposit:\n\n"
                "- Your £1,150 deposit is protected with the Deposit Protection Service under the Housing Act 2004.\n"
                "- Once we've agreed the amount with you, we must return it within 10 days.\n"
                "- We may deduct reasonable costs for damage beyond fair wear and tear, unpaid rent, or items missing from the inventory – but we cannot deduct anything for normal wear.\n"
                "- If we propose deductions, we'll send them to you in writing with photos.\n"
                "- Don't agree? You can ask the Deposit Protection Service to settle the dispute free of charge.\n\n"
                "Please hand back all 4 keys by noon on your last day.",
            ),
            Good(
                "pl",
                "Twoja umowa najmu mieszkania nr 3 przy 41 Elm Road kończy się 15 sierpnia. Zgodnie z ustawą Housing Act 2004 Twoja kaucja w wysokości 1150 £ jest zabezpieczona w Deposit Protection Service, a my musimy zwrócić ją w ciągu 10 dni od uzgodnienia z Tobą jej kwoty. Możemy potrącić uzasadnione koszty z tytułu szkód wykraczających poza normalne zużycie, nieopłaconego czynszu lub brakujących przedmiotów wymienionych w protokole zdawczo-odbiorczym, ale nie możemy potrącać kwot za zwykłe zużycie. Wszelkie proponowane potrącenia prześlemy Ci na piśmie wraz ze zdjęciami. Jeśli się z nimi nie zgadzasz, możesz bezpłatnie zwrócić się do Deposit Protection Service o rozstrzygnięcie sporu. Prosimy o zwrot wszystkich 4 kluczy do południa w ostatnim dniu najmu.",
            ),
        ],
        bad=[
            Slip(0, [("Housing Act 2004", "Housing Act 1988")], "legal_reference"),
            Slip(1, [("Your £1,150 deposit", "Your £1,500 deposit")], "number"),
            Slip(2, [("a my musimy zwrócić ją", "a my powinniśmy zwrócić ją")], "modality"),
        ],
    ),
    Case(
        key="en-stashr-cli-snapshot-restore-docs",
        source=(
            "## Restoring from a snapshot\n\n"
            "To restore files, first list the available snapshots:\n\n"
            "```\nstashr snapshots --repo /mnt/backup\n```\n\n"
            "Then restore the one you need by its ID:\n\n"
            "```\nstashr restore 7f3a9c2e --target ~/restored\n```\n\n"
            "By default, `restore` will not overwrite existing files. Add `--overwrite` only if you are sure, because replaced files cannot be recovered. Restores from remote repositories can take several hours for large snapshots. For S3 repositories, see the [remote storage guide](https://docs.stashr.dev/remote-storage). Report bugs at https://github.com/stashr/stashr/issues."
        ),
        good=[
            Good(
                "preserve",
                "## Restoring from a snapshot\n\n"
                "1. List the snapshots that are available:\n\n"
                "   ```\n   stashr snapshots --repo /mnt/backup\n   ```\n\n"
                "2. Restore the snapshot you want, using its ID:\n\n"
                "   ```\n   stashr restore 7f3a9c2e --target ~/restored\n   ```\n\n"
                "`restore` does not overwrite existing files by default. Only add `--overwrite` if you are sure – files it replaces cannot be recovered. With remote repositories, restoring a large snapshot can take several hours. If you use S3, see the [remote storage guide](https://docs.stashr.dev/remote-storage). Bugs can be reported at https://github.com/stashr/stashr/issues.",
            ),
            Good(
                "preserve",
                "## Restoring from a snapshot\n\n"
                "Start by listing the available snapshots:\n\n"
                "```\nstashr snapshots --repo /mnt/backup\n```\n\n"
                "Next, restore the snapshot you need by passing its ID:\n\n"
                "```\nstashr restore 7f3a9c2e --target ~/restored\n```\n\n"
                "Existing files are not overwritten by default. Use `--overwrite` only when you are certain, since any files it replaces cannot be recovered. For large snapshots, a restore from a remote repository can take several hours. For S3 repositories, refer to the [remote storage guide](https://docs.stashr.dev/remote-storage). Please report bugs at https://github.com/stashr/stashr/issues.",
            ),
            Good(
                "pl",
                "## Przywracanie z migawki\n\n"
                "Aby przywrócić pliki, najpierw wyświetl listę dostępnych migawek:\n\n"
                "```\nstashr snapshots --repo /mnt/backup\n```\n\n"
                "Następnie przywróć potrzebną migawkę, podając jej identyfikator:\n\n"
                "```\nstashr restore 7f3a9c2e --target ~/restored\n```\n\n"
                "Domyślnie `restore` nie nadpisuje istniejących plików. Dodaj `--overwrite` tylko wtedy, gdy masz pewność, ponieważ zastąpionych plików nie da się odzyskać. Przywracanie dużych migawek ze zdalnych repozytoriów może trwać kilka godzin. Informacje o repozytoriach S3 znajdziesz w [przewodniku po zdalnym przechowywaniu](https://docs.stashr.dev/remote-storage). Błędy zgłaszaj na stronie https://github.com/stashr/stashr/issues.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "   ```\n   stashr snapshots --repo /mnt/backup\n   ```",
                        "   stashr snapshots --repo /mnt/backup",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("--target ~/restored", "--to ~/restored")], "code"),
            Slip(
                2,
                [
                    (
                        "https://github.com/stashr/stashr/issues",
                        "https://github.com/stashr/stashr/discussions",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-volunteer-first-aid-refresher-notes",
        source=(
            "### First aid refresher – notes for volunteers\n\n"
            "- **CPR:** give 30 chest compressions, then 2 rescue breaths, at a rate of 100–120 compressions per minute.\n"
            "- **Defibrillator:** the nearest AED is in the main reception. Anyone can use it; you do not need to be trained.\n"
            "- **Recovery position:** use for a casualty who is breathing but unresponsive.\n\n"
            "Certificates are valid for three years, and you should book your refresher before yours expires. Our trainer thinks the next course will probably run in early spring, likely on a Saturday. All incidents must be logged in the accident book."
        ),
        good=[
            Good(
                "preserve",
                "### First aid refresher: volunteer notes\n\n"
                "- **CPR:** 30 chest compressions followed by 2 rescue breaths, at 100–120 compressions a minute.\n"
                "- **Defibrillator:** the closest AED is in the main reception. You don't need any training – anyone can use it.\n"
                "- **Recovery position:** for a casualty who is unresponsive but breathing.\n\n"
                "Your certificate is valid for three years; you should book a refresher before it runs out. According to our trainer, the next course will probably be in early spring, likely on a Saturday. Every incident must be recorded in the accident book.",
            ),
            Good(
                "preserve",
                "### First aid refresher – volunteer notes\n\n"
                "- **CPR:** 30 chest compressions, then 2 rescue breaths; keep a rate of 100–120 compressions per minute.\n"
                "- **Defibrillator:** the nearest AED is at main reception. Anyone can use it – no training is needed.\n"
                "- **Recovery position:** use it for casualties who are unresponsive but still breathing.\n\n"
                "A certificate lasts three years, and you should book your refresher before yours expires. The trainer thinks the next course will probably take place in early spring, likely on a Saturday. Any incident must be logged in the accident book.",
            ),
            Good(
                "pl",
                "### Odświeżenie pierwszej pomocy – notatki dla wolontariuszy\n\n"
                "- **RKO:** wykonaj 30 uciśnięć klatki piersiowej, a następnie 2 oddechy ratownicze, w tempie 100–120 uciśnięć na minutę.\n"
                "- **Defibrylator:** najbliższe AED znajduje się w recepcji głównej. Może go użyć każdy; nie trzeba mieć przeszkolenia.\n"
                "- **Pozycja boczna bezpieczna:** stosuj u poszkodowanego, który oddycha, ale nie reaguje.\n\n"
                "Certyfikaty są ważne przez trzy lata i przed wygaśnięciem swojego powinieneś zapisać się na kurs przypominający. Nasz trener uważa, że następny kurs odbędzie się prawdopodobnie wczesną wiosną, zapewne w sobotę. Wszystkie zdarzenia muszą zostać odnotowane w książce wypadków.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "anyone can use it.\n- **Recovery position:**",
                        "anyone can use it. **Recovery position:**",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("Any incident must be logged", "Any incident should be logged")], "modality"),
            Slip(
                2,
                [
                    (
                        "Nasz trener uważa, że następny kurs odbędzie się prawdopodobnie wczesną wiosną",
                        "Następny kurs odbędzie się wczesną wiosną",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-copper-kettle-food-hygiene-rating",
        source="Following our inspection of The Copper Kettle Café on 4 June 2025, your premises have been given a food hygiene rating of 3 (generally satisfactory). The inspector found that raw and ready-to-eat foods were not always stored separately in the walk-in fridge, and that cleaning records had not been kept since April. No evidence of pests was found. You must correct the storage issue within 28 days; we will then carry out a revisit, for which no fee is charged. You may appeal the rating within 21 days of receiving this letter. The rating must be displayed at the entrance where customers can see it.",
        good=[
            Good(
                "preserve",
                "We inspected The Copper Kettle Café on 4 June 2025 and have given your premises a food hygiene rating of 3, meaning 'generally satisfactory'. The inspector found two problems: raw and ready-to-eat foods were not always kept apart in the walk-in fridge, and no cleaning records had been kept since April. There was no evidence of pests. You must fix the storage problem within 28 days, after which we will revisit free of charge. If you want to appeal the rating, you may do so within 21 days of receiving this letter. You must display the rating at the entrance, where customers can see it.",
            ),
            Good(
                "preserve",
                "Re: food hygiene inspection – The Copper Kettle Café\n\n"
                "Inspection date: 4 June 2025\n"
                "Rating awarded: 3 (generally satisfactory)\n\n"
                "Findings:\n"
                "- Raw and ready-to-eat foods were not always stored separately in the walk-in fridge.\n"
                "- Cleaning records have not been kept since April.\n"
                "- No evidence of pests was found.\n\n"
                "Next steps:\n"
                "- The storage issue must be corrected within 28 days, after which a revisit will be made at no charge.\n"
                "- You may appeal against the rating within 21 days of receiving this letter.\n"
                "- The rating must be displayed at the entrance, where customers can see it.",
            ),
            Good(
                "pl",
                "W wyniku kontroli przeprowadzonej w kawiarni The Copper Kettle Café 4 czerwca 2025 r. Państwa lokal otrzymał ocenę higieny żywności 3 (ogólnie zadowalająca). Inspektor stwierdził, że żywność surowa i gotowa do spożycia nie zawsze była przechowywana oddzielnie w chłodni, a od kwietnia nie prowadzono rejestru sprzątania. Nie stwierdzono śladów obecności szkodników. Muszą Państwo usunąć nieprawidłowość dotyczącą przechowywania w ciągu 28 dni; następnie przeprowadzimy ponowną kontrolę, za którą nie pobieramy opłaty. Od oceny mogą się Państwo odwołać w ciągu 21 dni od otrzymania tego pisma. Ocena musi być wywieszona przy wejściu, w miejscu widocznym dla klientów.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("There was no evidence of pests.", "There was some evidence of pests.")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "a revisit will be made at no charge.",
                        "a revisit will be made at no charge by Environmental Health Officer Karen Walsh.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("w ciągu 21 dni od otrzymania", "w ciągu 14 dni od otrzymania")], "date"),
        ],
    ),
    Case(
        key="en-caffeine-pregnancy-birth-weight-study",
        source="A large cohort study by Lindqvist et al., published in BMJ Open in 2021, followed 9,400 pregnant women in Sweden. It found that drinking more than 300 mg of caffeine a day was associated with a slightly higher risk of low birth weight. Because the study was observational, it cannot show that caffeine caused the difference. Current NHS advice is that pregnant women should limit caffeine to 200 mg a day, roughly two mugs of instant coffee. Women do not need to cut caffeine out entirely, but they should remember that tea, cola and energy drinks also contain it and may push intake above the limit.",
        good=[
            Good(
                "preserve",
                "Lindqvist et al. followed 9,400 pregnant women in Sweden in a large cohort study published in BMJ Open in 2021. They found an association between drinking over 300 mg of caffeine daily and a slightly higher risk of low birth weight. As the study was observational, it cannot prove that caffeine caused the difference. The NHS currently advises that pregnant women should limit caffeine to 200 mg a day – roughly two mugs of instant coffee. Pregnant women don't need to give up caffeine completely, but they should bear in mind that tea, cola and energy drinks contain it too and may push their intake over the limit.",
            ),
            Good(
                "preserve",
                "Is caffeine safe in pregnancy? A 2021 cohort study in BMJ Open by Lindqvist et al., which followed 9,400 pregnant women in Sweden, linked drinking more than 300 mg of caffeine a day with a slightly higher risk of low birth weight. The study was observational, however, so it cannot show that caffeine caused this. Current NHS advice is that if you are pregnant you should limit caffeine to 200 mg a day, which is roughly two mugs of instant coffee. You don't need to cut it out entirely, but you should remember that tea, cola and energy drinks contain caffeine too and may push you above the limit.",
            ),
            Good(
                "pl",
                "Duże badanie kohortowe Lindqvist i wsp., opublikowane w BMJ Open w 2021 r., objęło 9400 kobiet w ciąży w Szwecji. Wykazało ono, że picie ponad 300 mg kofeiny dziennie wiązało się z nieco wyższym ryzykiem niskiej masy urodzeniowej. Ponieważ było to badanie obserwacyjne, nie może ono dowieść, że to kofeina spowodowała tę różnicę. Według aktualnych zaleceń NHS kobiety w ciąży powinny ograniczyć spożycie kofeiny do 200 mg dziennie, czyli mniej więcej dwóch kubków kawy rozpuszczalnej. Nie muszą całkowicie rezygnować z kofeiny, ale powinny pamiętać, że zawiera ją także herbata, cola i napoje energetyczne, które mogą sprawić, że dzienne spożycie przekroczy limit.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("published in BMJ Open in 2021", "published in The Lancet in 2021")],
                "citation",
            ),
            Slip(1, [("may push you above the limit", "will push you above the limit")], "hedge"),
            Slip(
                2,
                [("kobiety w ciąży powinny ograniczyć", "kobiety w ciąży mogą ograniczyć")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-westbridge-zone-k-parking-permits",
        source="Resident parking permits for Zone K expire on 31 March each year. You can renew yours online from 1 February at www.westbridge.gov.uk/parking. A first permit costs £65 a year and a second permit for the same household costs £110. Permits for electric vehicles are charged at a reduced rate of £30. To renew, you will need your vehicle registration number and proof of address dated within the last three months, such as a council tax bill. Permits are now digital, so you will not receive a paper permit to display. If you cannot apply online, call 01632 960 123 and we will post you a form.",
        good=[
            Good(
                "preserve",
                "Zone K resident parking permits – renewal\n\n"
                "- Expiry: permits run out on 31 March every year.\n"
                "- When and where to renew: online from 1 February at www.westbridge.gov.uk/parking.\n"
                "- Prices: £65 a year for a first permit; £110 for a second permit in the same household; a reduced rate of £30 for electric vehicles.\n"
                "- What you'll need: your vehicle registration number and proof of address dated within the last three months, for example a council tax bill.\n"
                "- Format: permits are now digital, so you won't receive a paper permit to display.\n"
                "- Can't apply online? Call 01632 960 123 and we'll post you a form.",
            ),
            Good(
                "preserve",
                "If you live in Zone K, your resident parking permit expires on 31 March every year. You can renew it online from 1 February at www.westbridge.gov.uk/parking. Your first permit costs £65 a year, and a second permit for your household costs £110; electric vehicles are charged a reduced rate of £30. To renew, have your vehicle registration number ready, along with proof of address dated within the past three months – a council tax bill, for instance. Because permits are now digital, you won't get a paper one to display. If you can't apply online, ring 01632 960 123 and we'll post a form out to you.",
            ),
            Good(
                "pl",
                "Abonamenty parkingowe dla mieszkańców strefy K wygasają co roku 31 marca. Swój abonament możesz odnowić online od 1 lutego na stronie www.westbridge.gov.uk/parking. Pierwszy abonament kosztuje 65 £ rocznie, a drugi dla tego samego gospodarstwa domowego – 110 £. Abonamenty dla pojazdów elektrycznych objęte są obniżoną stawką 30 £. Do odnowienia potrzebny będzie numer rejestracyjny pojazdu oraz potwierdzenie adresu z ostatnich trzech miesięcy, np. rachunek za council tax. Abonamenty są teraz cyfrowe, więc nie otrzymasz papierowego abonamentu do umieszczenia na widoku. Jeśli nie możesz złożyć wniosku online, zadzwoń pod numer 01632 960 123, a wyślemy Ci formularz pocztą.",
            ),
        ],
        bad=[
            Slip(0, [("£110 for a second permit", "£100 for a second permit")], "number"),
            Slip(1, [("www.westbridge.gov.uk/parking", "www.westbridge.gov.uk/permits")], "url"),
            Slip(
                2,
                [
                    (
                        "Do odnowienia potrzebny będzie numer rejestracyjny pojazdu oraz potwierdzenie adresu z ostatnich trzech miesięcy, np. rachunek za council tax.",
                        "To renew, you will need your vehicle registration number and proof of address dated within the last three months, such as a council tax bill.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-parkside-lane-swimming-session-rules",
        source="Lane swimming sessions at Parkside Leisure Centre run on weekdays from 6.30 am to 9 am and from 7 pm to 9.30 pm. Lanes are marked slow, medium and fast, and swimmers should choose the lane that matches their pace. Always swim clockwise and overtake only at the ends. Children under 8 are not allowed in the main pool during lane sessions. Swimmers must shower before entering the water, and jewellery, apart from wedding rings, must be removed. Flippers and hand paddles may be used in the fast lane only. Lifeguards may close a lane at short notice if it becomes overcrowded.",
        good=[
            Good(
                "preserve",
                "At Parkside Leisure Centre, lane swimming runs every weekday from 6.30 to 9 am and again from 7 to 9.30 pm. The lanes are marked slow, medium and fast – you should pick the one that suits your pace. Always swim clockwise, and only overtake at the ends of the lane. During lane sessions, children under 8 are not allowed in the main pool. You must shower before you get in, and you must take off any jewellery except wedding rings. Flippers and hand paddles may only be used in the fast lane. If a lane gets overcrowded, lifeguards may close it at short notice.",
            ),
            Good(
                "preserve",
                "Parkside Leisure Centre – lane swimming\n\n"
                "Times: weekdays, 6.30–9 am and 7–9.30 pm.\n\n"
                "Rules:\n"
                "1. You should choose the lane (slow, medium or fast) that matches your pace.\n"
                "2. Always swim clockwise; overtake only at the ends.\n"
                "3. Children under 8 are not allowed in the main pool during lane sessions.\n"
                "4. You must shower before entering the water.\n"
                "5. All jewellery must be removed, except wedding rings.\n"
                "6. Flippers and hand paddles may be used in the fast lane only.\n"
                "7. Lifeguards may close a lane at short notice if it becomes overcrowded.",
            ),
            Good(
                "pl",
                "Sesje pływania torowego w Parkside Leisure Centre odbywają się w dni powszednie w godz. 6:30–9:00 oraz 19:00–21:30. Tory oznaczone są jako wolny, średni i szybki, a pływacy powinni wybierać tor odpowiadający ich tempu. Zawsze pływaj zgodnie z ruchem wskazówek zegara i wyprzedzaj tylko przy końcach toru. Podczas sesji torowych dzieci poniżej 8 lat nie mogą przebywać w basenie głównym. Przed wejściem do wody trzeba wziąć prysznic, a biżuterię, z wyjątkiem obrączek, trzeba zdjąć. Płetw i łapek do pływania można używać wyłącznie na torze szybkim. Ratownicy mogą zamknąć tor z krótkim wyprzedzeniem, jeśli zrobi się na nim zbyt tłoczno.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("children under 8 are not allowed", "children under 8 are allowed")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "may be used in the fast lane only.",
                        "may be used in the fast lane only and can be borrowed free of charge from reception.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("pływacy powinni wybierać tor", "pływacy muszą wybierać tor")], "modality"),
        ],
    ),
]
