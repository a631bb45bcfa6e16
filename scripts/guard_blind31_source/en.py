# ruff: noqa: E501, RUF001
"""English source cases of blind set 31: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES = [
    Case(
        key="en-readme-quietcron",
        source="""## quietcron

`quietcron` wraps any cron job and only sends mail when the job fails or prints to stderr. It needs Python 3.9 or later.

**Install:** `pip install quietcron`

Prefix the command in your crontab, e.g. `quietcron -- /usr/local/bin/backup.sh`. By default output is kept for 7 days in `~/.cache/quietcron`; change this with `--keep-days`. You must set `MAILTO` in the crontab, otherwise nothing is sent. Do not run it as root unless the job itself needs root. Bug reports go to https://github.com/lbrandt/quietcron/issues.""",
        good=[
            Good(
                "preserve",
                """## quietcron

`quietcron` is a wrapper for cron jobs: it stays silent unless the job fails or writes to stderr, and only then sends mail. You will need Python 3.9 or newer.

**Install:** `pip install quietcron`

To use it, put it in front of the command in your crontab, for example `quietcron -- /usr/local/bin/backup.sh`. Output is stored in `~/.cache/quietcron` for 7 days by default, and `--keep-days` lets you change that. Set `MAILTO` in the crontab — you must, because without it no mail goes out. Only run it as root if the job itself requires root. Report bugs at https://github.com/lbrandt/quietcron/issues.""",
            ),
            Good(
                "preserve",
                """## quietcron

`quietcron` is a cron job wrapper that sends e-mail notifications only when a job fails or produces output on stderr. Requirement: Python 3.9 or later.

**Install:** `pip install quietcron`

Usage: prefix the relevant crontab command, e.g. `quietcron -- /usr/local/bin/backup.sh`. Output is retained in `~/.cache/quietcron` for a default period of seven days, which can be adjusted with `--keep-days`. Setting `MAILTO` in the crontab is mandatory; if it is missing, no notifications are sent. Do not run the tool as root unless the job itself requires root privileges. Please submit bug reports to https://github.com/lbrandt/quietcron/issues.""",
            ),
            Good(
                "pl",
                """## quietcron

`quietcron` opakowuje dowolne zadanie crona i wysyła pocztę tylko wtedy, gdy zadanie się nie powiedzie albo coś wypisze na stderr. Wymaga Pythona 3.9 lub nowszego.

**Instalacja:** `pip install quietcron`

Poprzedź nim polecenie w crontabie, np. `quietcron -- /usr/local/bin/backup.sh`. Domyślnie wyjście jest przechowywane przez 7 dni w `~/.cache/quietcron`; możesz to zmienić opcją `--keep-days`. W crontabie musisz ustawić `MAILTO` – bez tego nic nie zostanie wysłane. Nie uruchamiaj narzędzia jako root, chyba że samo zadanie potrzebuje uprawnień roota. Błędy zgłaszaj pod adresem https://github.com/lbrandt/quietcron/issues.""",
            ),
        ],
        bad=[
            Slip(2, [("opcją `--keep-days`", "opcją `--keep`")], "code"),
            Slip(0, [("**Install:** `pip", "Install: `pip")], "markdown"),
            Slip(
                1, [("in the crontab is mandatory;", "in the crontab is recommended;")], "modality"
            ),
        ],
    ),
    Case(
        key="en-footpath-diversion-order",
        source="Public notice: Highways Act 1980, section 119. Thornbury Borough Council has made an order diverting part of Public Footpath No. 14 at Lower Mill Farm, moving it to a new route about 80 metres east of the farmyard. Copies of the order and map can be inspected free of charge at the Civic Centre reception, Monday to Friday, 9am to 4pm, or online at www.thornbury.gov.uk/rightsofway. Any objection must be made in writing and sent to rights.of.way@thornbury.gov.uk no later than 14 March 2025, stating the grounds. If no objections are received, the council may confirm the order itself.",
        good=[
            Good(
                "preserve",
                "Thornbury Borough Council has made an order under section 119 of the Highways Act 1980 to divert part of Public Footpath No. 14 at Lower Mill Farm onto a new route roughly 80 metres to the east of the farmyard. The order and its map can be viewed free of charge at the Civic Centre reception between 9am and 4pm on weekdays, Monday to Friday, or online at www.thornbury.gov.uk/rightsofway. Anyone wishing to object must do so in writing, giving their grounds, and send the objection to rights.of.way@thornbury.gov.uk by 14 March 2025 at the latest. Should no objections arrive, the council may confirm the order itself.",
            ),
            Good(
                "preserve",
                "Thornbury Borough Council has made an order under the Highways Act 1980 (section 119). It moves part of Public Footpath No. 14 at Lower Mill Farm to a new route about 80 metres east of the farmyard. You can look at the order and the map for free at the Civic Centre reception from 9am to 4pm, Monday to Friday, or at www.thornbury.gov.uk/rightsofway. If you want to object, you must put it in writing, say why you object, and send it to rights.of.way@thornbury.gov.uk by 14 March 2025 at the latest. If nobody objects, the council may confirm the order itself.",
            ),
            Good(
                "pl",
                "Obwieszczenie na podstawie sekcji 119 ustawy Highways Act 1980. Rada Gminy Thornbury (Thornbury Borough Council) wydała zarządzenie o zmianie przebiegu części publicznej ścieżki pieszej nr 14 przy Lower Mill Farm – nowa trasa będzie przebiegać ok. 80 metrów na wschód od podwórza gospodarstwa. Z zarządzeniem i mapą można się bezpłatnie zapoznać w recepcji Civic Centre od poniedziałku do piątku w godz. 9:00–16:00 lub na stronie www.thornbury.gov.uk/rightsofway. Sprzeciwy należy składać na piśmie, z podaniem uzasadnienia, i przesyłać na adres rights.of.way@thornbury.gov.uk najpóźniej do 14 marca 2025 r. Jeżeli nie wpłyną żadne sprzeciwy, rada może sama zatwierdzić zarządzenie.",
            ),
        ],
        bad=[
            Slip(1, [("(section 119)", "(section 116)")], "legal_reference"),
            Slip(2, [("do 14 marca 2025 r.", "do 24 marca 2025 r.")], "date"),
            Slip(0, [("rights.of.way@thornbury.gov.uk", "rightsofway@thornbury.gov.uk")], "url"),
        ],
    ),
    Case(
        key="en-abstract-protected-cycle-lanes-injuries",
        source="We examined police-recorded cyclist injuries on 42 urban streets in Bristol before and after protected cycle lanes were installed (2016–2022). Injury rates per 10,000 cycle trips fell by 31% (95% CI 18–42%) on treated streets, while comparison streets showed no clear change. Part of the reduction may reflect lower traffic volumes during the 2020 lockdowns, although excluding 2020 left the estimate largely unchanged (−28%). Our findings agree with an earlier Dutch study (Schepers et al., 2017) but contrast with Marshall and Ferenchak (2019), who reported smaller effects in US cities. Protected lanes probably reduce injury risk, but the effect on serious injuries remains uncertain.",
        good=[
            Good(
                "preserve",
                "Using police-recorded data, this study assessed cyclist injuries on 42 urban streets in Bristol before and after the installation of protected cycle lanes over the period 2016–2022. On treated streets, the injury rate per 10,000 cycle trips declined by 31% (95% CI 18–42%), whereas no clear change was observed on comparison streets. Lower traffic volumes during the 2020 lockdowns may account for part of this reduction; however, the estimate remained largely unchanged when 2020 was excluded (−28%). These results are consistent with an earlier Dutch study (Schepers et al., 2017) but differ from those of Marshall and Ferenchak (2019), who found smaller effects in US cities. Protected lanes probably lower the risk of injury, although their effect on serious injuries is still uncertain.",
            ),
            Good(
                "preserve",
                "Protected cycle lanes probably reduce cyclists' risk of injury, according to a study from Bristol — though their effect on serious injuries is still uncertain. The researchers used police records of cyclist injuries on 42 urban streets between 2016 and 2022, comparing the periods before and after the lanes were installed. On streets that got the lanes, injuries per 10,000 cycle trips fell by 31% (95% CI 18–42%); on comparison streets there was no clear change. Lower traffic during the 2020 lockdowns may explain part of the drop, but leaving 2020 out left the estimate largely unchanged (−28%). The results agree with an earlier Dutch study (Schepers et al., 2017) but contrast with Marshall and Ferenchak (2019), who reported smaller effects in US cities.",
            ),
            Good(
                "pl",
                "Przeanalizowaliśmy zarejestrowane przez policję urazy rowerzystów na 42 ulicach miejskich w Bristolu przed wybudowaniem chronionych pasów rowerowych i po nim (lata 2016–2022). Na ulicach z nowymi pasami liczba urazów na 10 000 przejazdów rowerem spadła o 31% (95% CI 18–42%), a na ulicach porównawczych nie było wyraźnej zmiany. Część tego spadku może wynikać z mniejszego natężenia ruchu podczas lockdownów w 2020 roku, ale po pominięciu roku 2020 wynik prawie się nie zmienił (−28%). Nasze wyniki zgadzają się z wcześniejszym badaniem holenderskim (Schepers i in., 2017), ale różnią się od wyników Marshalla i Ferenchaka (2019), którzy opisali mniejsze efekty w miastach USA. Chronione pasy prawdopodobnie zmniejszają ryzyko urazów, jednak ich wpływ na poważne urazy pozostaje niepewny.",
            ),
        ],
        bad=[
            Slip(0, [("(Schepers et al., 2017)", "(Schepers et al., 2015)")], "citation"),
            Slip(
                1,
                [("lockdowns may explain part of the drop", "lockdowns explain part of the drop")],
                "hedge",
            ),
            Slip(2, [("na 42 ulicach", "na 24 ulicach")], "number"),
        ],
    ),
    Case(
        key="en-clinic-home-sleep-study",
        source="Home sleep study: instructions. Collect the monitor from the Respiratory Unit (Level 2) between 2pm and 4pm on the day of your test and return it by 10am the next morning. Wear it for at least 6 hours of sleep; if you record less, the test may need to be repeated. Do not drink alcohol on the night of the test, and avoid caffeine after midday. You may take your usual medication unless your consultant has told you otherwise. Do not shower while wearing the sensors. If the device is lost or damaged, a replacement charge of £150 applies.",
        good=[
            Good(
                "preserve",
                "How to do your home sleep study. On the day of the test, pick up the monitor from the Respiratory Unit on Level 2 between 2pm and 4pm. Bring it back by 10am the following morning. You need to sleep with it on for 6 hours or more — if the recording is shorter, the test may have to be done again. Don't drink any alcohol on the night of the test, and avoid caffeine after 12 noon. You can take your normal medicines, unless your consultant has told you otherwise. Don't shower while the sensors are on. If the device is lost or damaged, we charge £150 for a replacement.",
            ),
            Good(
                "preserve",
                "Home Sleep Study – Patient Instructions. Please collect the monitor from the Respiratory Unit (Level 2) between 2pm and 4pm on the day of your test, and return it no later than 10am the following morning. The device must be worn for a minimum of six hours of sleep; shorter recordings may mean that the test has to be repeated. Do not consume alcohol on the night of the test, and please avoid caffeine after midday. Your usual medication may be taken unless your consultant has advised otherwise. Showering is not permitted while the sensors are being worn. A replacement charge of £150 will apply if the device is lost or damaged.",
            ),
            Good(
                "pl",
                "Badanie snu w domu – co i jak. Aparat odbierasz z oddziału pulmonologii (Respiratory Unit, poziom 2) w dniu badania między 14:00 a 16:00, a oddajesz następnego dnia rano, najpóźniej do 10:00. Trzeba w nim przespać co najmniej 6 godzin – jak nagrania będzie mniej, badanie może być do powtórki. W noc badania nie pij alkoholu, a po 12:00 unikaj kofeiny. Swoje zwykłe leki możesz brać, chyba że lekarz prowadzący powiedział ci inaczej. Nie bierz prysznica, dopóki masz na sobie czujniki. Jeśli zgubisz albo uszkodzisz aparat, opłata za nowy wynosi 150 funtów.",
            ),
        ],
        bad=[
            Slip(0, [("for 6 hours or more", "for 5 hours or more")], "number"),
            Slip(
                1,
                [("Showering is not permitted while", "Showering is permitted while")],
                "negation",
            ),
            Slip(2, [("Trzeba w nim przespać", "Najlepiej przespać w nim")], "modality"),
        ],
    ),
    Case(
        key="en-hosepipe-temporary-use-ban",
        source="Temporary Use Ban. Under section 76 of the Water Industry Act 1991, Severnvale Water is restricting the use of hosepipes from 00:01 on 1 July 2025 until further notice. During the ban you must not use a hosepipe to water gardens, wash cars or fill paddling pools. Watering cans and buckets are not affected. Blue Badge holders are exempt, and businesses may continue to use hosepipes where this is part of their trade. Breaching the ban is an offence and could lead to a fine of up to £1,000. Details: www.severnvale-water.co.uk/tub.",
        good=[
            Good(
                "preserve",
                "Hosepipe ban from 1 July. Severnvale Water customers will be barred from using hosepipes from 00:01 on 1 July 2025, with the Temporary Use Ban staying in force until further notice. Imposed under section 76 of the Water Industry Act 1991, the ban means hosepipes must not be used to water gardens, wash cars or fill paddling pools. Watering cans and buckets are not affected. Blue Badge holders are exempt, and businesses may keep using hosepipes where this is part of their trade. Anyone breaching the ban commits an offence and could be fined up to £1,000. Full details are at www.severnvale-water.co.uk/tub.",
            ),
            Good(
                "preserve",
                "Severnvale Water has brought in a Temporary Use Ban on hosepipes. It starts at 00:01 on 1 July 2025 and lasts until further notice. The legal basis is section 76 of the Water Industry Act 1991. While the ban is in place, do not use a hosepipe to water your garden, wash your car or fill a paddling pool. You can still use watering cans and buckets. If you hold a Blue Badge, the ban does not apply to you. Businesses may carry on using hosepipes if this is part of their trade. Breaking the ban is an offence, and you could be fined up to £1,000. More information: www.severnvale-water.co.uk/tub.",
            ),
            Good(
                "pl",
                "Czasowy zakaz używania węży ogrodowych. Na podstawie sekcji 76 ustawy Water Industry Act 1991 przedsiębiorstwo Severnvale Water ogranicza korzystanie z węży ogrodowych od godz. 00:01 dnia 1 lipca 2025 r. do odwołania. W czasie obowiązywania zakazu nie wolno używać węża do podlewania ogrodów, mycia samochodów ani napełniania brodzików. Zakaz nie dotyczy konewek i wiader. Zwolnieni z niego są posiadacze karty Blue Badge, a przedsiębiorcy mogą nadal korzystać z węży, jeżeli jest to element ich działalności. Naruszenie zakazu jest wykroczeniem i może skutkować grzywną w wysokości do 1000 funtów. Szczegóły: www.severnvale-water.co.uk/tub.",
            ),
        ],
        bad=[
            Slip(2, [("sekcji 76", "sekcji 67")], "legal_reference"),
            Slip(1, [("00:01 on 1 July 2025", "00:01 on 1 June 2025")], "date"),
            Slip(
                0,
                [
                    (
                        "Watering cans and buckets are not affected.",
                        "Watering cans and buckets are also affected.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-product-page-cordless-drill",
        source="""**Brakton CD-18 Cordless Drill Driver**

- 18 V brushless motor, up to 60 Nm torque
- Two speeds: 0–450 and 0–1,800 rpm
- 13 mm keyless chuck
- Weighs 1.4 kg with the 2.0 Ah battery

A full charge takes around 45 minutes with the supplied fast charger. Battery and charger are included; the carry case is sold separately. The drill comes with a 3-year warranty if you register it within 30 days of purchase, otherwise 1 year. Not suitable for hammer drilling into concrete.""",
        good=[
            Good(
                "preserve",
                """**Brakton CD-18 Cordless Drill Driver**

- Brushless 18 V motor delivering up to 60 Nm of torque
- Two speed settings: 0–450 rpm and 0–1,800 rpm
- Keyless 13 mm chuck
- 1.4 kg with the 2.0 Ah battery fitted

Supplied with a battery and a fast charger, which fully recharges the battery in around 45 minutes. The carry case is available separately. Register your drill within 30 days of purchase to receive a 3-year warranty; unregistered drills are covered for 1 year. Please note: this drill is not suitable for hammer drilling into concrete.""",
            ),
            Good(
                "preserve",
                """**Brakton CD-18 Cordless Drill Driver**

- 18 V brushless motor with up to 60 Nm of torque
- 2 speeds: 0–450 rpm or 0–1,800 rpm
- 13 mm keyless chuck
- 1.4 kg with the 2.0 Ah battery on

You get the battery and the fast charger in the box, and a full charge takes about 45 minutes. The carry case? You'll need to buy that separately. Register the drill within 30 days of buying it and you get a 3-year warranty; skip that and it's 1 year. It's not suitable for hammer drilling into concrete, though.""",
            ),
            Good(
                "pl",
                """**Wiertarko-wkrętarka akumulatorowa Brakton CD-18**

- Bezszczotkowy silnik 18 V, moment obrotowy do 60 Nm
- Dwa biegi: 0–450 i 0–1800 obr./min
- Uchwyt bezkluczykowy 13 mm
- Waga 1,4 kg z akumulatorem 2,0 Ah

Pełne ładowanie dołączoną szybką ładowarką trwa około 45 minut. Akumulator i ładowarka są w zestawie, walizkę trzeba kupić osobno. Jeśli zarejestrujesz wiertarkę w ciągu 30 dni od zakupu, dostaniesz 3 lata gwarancji, a bez rejestracji – 1 rok. Narzędzie nie nadaje się do wiercenia z udarem w betonie.""",
            ),
        ],
        bad=[
            Slip(1, [("within 30 days of buying it", "within 60 days of buying it")], "number"),
            Slip(2, [("obr./min\n- Uchwyt", "obr./min, uchwyt")], "markdown"),
            Slip(
                0,
                [
                    (
                        "The carry case is available separately.",
                        "The carry case is available separately for £24.99.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-grant-community-cinema-equipment",
        source="The Lantern Fund is inviting applications from volunteer-run community cinemas in Yorkshire for equipment grants of between £500 and £4,000. The money can be spent on projectors, screens, sound systems and hearing loops, but not on rent, staff costs or film licences. Groups must have screened at least six public shows in the last 12 months. Applications open on 3 February and close at 5pm on 28 March 2025; decisions are expected by the end of May. Send completed forms to grants@lanternfund.org.uk. Successful groups will need to match at least 20% of the grant from their own funds.",
        good=[
            Good(
                "preserve",
                "Volunteer-run community cinemas in Yorkshire are being invited to apply to the Lantern Fund for equipment grants worth £500 to £4,000. The funding covers projectors, screens, sound systems and hearing loops; rent, staff costs and film licences are excluded. To qualify, a group must have held at least six public screenings over the past 12 months, and successful applicants will have to match at least 20% of the grant from their own funds. The application window runs from 3 February to 5pm on 28 March 2025, with decisions expected by the end of May. Completed forms go to grants@lanternfund.org.uk.",
            ),
            Good(
                "preserve",
                "Lantern Fund – Community Cinema Equipment Grants. We invite volunteer-run community cinemas based in Yorkshire to apply for grants ranging from £500 to £4,000. Eligible expenditure covers projectors, screens, sound systems and hearing loops. Rent, staff costs and film licences are not eligible. Applicants must have screened a minimum of six public shows within the last 12 months, and successful groups will be required to provide match funding of at least 20% of the grant from their own resources. The call opens on 3 February and closes at 17:00 on 28 March 2025. Decisions are expected by the end of May. Please submit completed application forms to grants@lanternfund.org.uk.",
            ),
            Good(
                "pl",
                "Fundusz Lantern przyjmuje wnioski od prowadzonych przez wolontariuszy kin społecznościowych z Yorkshire. Na sprzęt można dostać od 500 do 4000 funtów. Pieniądze wolno wydać na projektory, ekrany, nagłośnienie i pętle indukcyjne, ale nie na czynsz, koszty personelu ani licencje na filmy. Grupa musi mieć za sobą co najmniej sześć publicznych pokazów w ciągu ostatnich 12 miesięcy. Nabór trwa od 3 lutego do 28 marca 2025 r. do godz. 17:00, a rozstrzygnięcia spodziewane są do końca maja. Wypełnione formularze należy wysłać na adres grants@lanternfund.org.uk. Grupy, które dostaną grant, będą musiały pokryć z własnych środków co najmniej 20% jego kwoty.",
            ),
        ],
        bad=[
            Slip(1, [("at least 20% of the grant", "at least 25% of the grant")], "number"),
            Slip(0, [("runs from 3 February", "runs from 10 February")], "date"),
            Slip(2, [("grants@lanternfund.org.uk", "grants@lanternfund.org")], "url"),
        ],
    ),
    Case(
        key="en-astronomy-club-dark-site-rules",
        source="Dark-site rules (members only). Our observing field at Harrow Hill is open to paid-up members from dusk until 2am. Guests are welcome, but each member may bring no more than two, and they must stay with their host. Use only red torches once you are past the gate; white light, including phone screens, is not allowed on the field. Park facing away from the telescopes and switch off headlights before the last bend. Lasers may be used only by the session leader for pointing out objects. Please take all litter home — there are no bins on site.",
        good=[
            Good(
                "preserve",
                "Rules for the dark site (members only). Paid-up members can use our observing field at Harrow Hill from dusk until 2am. You are welcome to bring guests — up to two each — but they must stay with you. After you pass the gate, use red torches only. No white light is allowed on the field, and that includes phone screens. When you park, face away from the telescopes, and turn your headlights off before the last bend. Only the session leader may use a laser, and only to point out objects. There are no bins on site, so please take all your litter home.",
            ),
            Good(
                "preserve",
                "Dark-site rules — members only! If you're a paid-up member, the Harrow Hill field is yours from dusk till 2am. Feel free to bring guests, but two max per member, and they need to stick with whoever brought them. Once you're through the gate it's red torches only — no white light on the field, and yes, that means phone screens too. Park facing away from the scopes and kill your headlights before the last bend. Lasers are for the session leader only, and just for pointing things out. There are no bins up there, so please take all your rubbish home.",
            ),
            Good(
                "pl",
                "Zasady korzystania z ciemnego stanowiska obserwacyjnego (wyłącznie dla członków). Pole obserwacyjne klubu na Harrow Hill jest dostępne dla członków z opłaconymi składkami od zmierzchu do godz. 2:00. Goście są mile widziani, przy czym każdy członek może przyprowadzić najwyżej dwie osoby, które mają obowiązek przebywać przy swoim gospodarzu. Po przejściu przez bramę dozwolone są wyłącznie latarki z czerwonym światłem; używanie białego światła na polu, w tym ekranów telefonów, jest zabronione. Samochody należy parkować przodem odwróconym od teleskopów, a światła wyłączyć przed ostatnim zakrętem. Laserów może używać wyłącznie prowadzący sesję i tylko do wskazywania obiektów. Na terenie nie ma koszy, dlatego prosimy o zabranie wszystkich śmieci do domu.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("które mają obowiązek przebywać", "które nie mają obowiązku przebywać")],
                "negation",
            ),
            Slip(
                0, [("but they must stay with you.", "but they should stay with you.")], "modality"
            ),
            Slip(
                1,
                [
                    (
                        "the Harrow Hill field is yours from dusk till 2am.",
                        "the Harrow Hill field is yours from dusk till 2am on Fridays and Saturdays.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-night-train-sleeper-rules",
        source="Travelling on the Highland Sleeper. Boarding at London Euston opens at 22:30 and the train departs at 23:50. Cabins are shared only if you booked a shared berth; solo bookings are never paired with strangers. Each passenger may bring two large items of luggage plus one small bag. Bicycles must be reserved in advance and cannot be taken on board without a reservation. The lounge car serves hot food until 01:00. Smoking, including e-cigarettes, is prohibited throughout the train. Breakfast is included in cabin fares and is served about 45 minutes before arrival.",
        good=[
            Good(
                "preserve",
                "The Highland Sleeper leaves London Euston at 23:50, with boarding opening at 22:30. Cabins are shared only when a shared berth has been booked, and passengers who book alone are never placed with strangers. The luggage allowance is two large items plus one small bag per passenger. Cyclists must reserve a space for their bike in advance: without a reservation, bicycles cannot be taken on board. Hot food is served in the lounge car until 01:00, while breakfast, which is included in cabin fares, comes round about 45 minutes before the train arrives. Smoking, e-cigarettes included, is banned throughout the train.",
            ),
            Good(
                "preserve",
                "Highland Sleeper: what you need to know. Boarding at London Euston starts at 22:30, and the train leaves at 23:50. You will only share a cabin if you booked a shared berth — if you book on your own, you will never be put in with a stranger. Each passenger can bring two large pieces of luggage and one small bag. If you want to bring a bike, you must book a space for it in advance; bikes without a reservation cannot come on board. The lounge car has hot food until 01:00. No smoking anywhere on the train, and that includes e-cigarettes. Breakfast comes with cabin fares and is served around 45 minutes before arrival.",
            ),
            Good(
                "pl",
                "Podróż pociągiem Highland Sleeper – informacje dla pasażerów. Wejście do pociągu na stacji London Euston rozpoczyna się o godz. 22:30, a odjazd następuje o 23:50. Przedziały są współdzielone wyłącznie wtedy, gdy zarezerwowano miejsce we wspólnym przedziale; osoby podróżujące w pojedynkę nigdy nie są dokwaterowywane do nieznajomych. Każdy pasażer może zabrać dwie duże sztuki bagażu oraz jedną małą torbę. Przewóz roweru wymaga wcześniejszej rezerwacji – bez niej roweru nie można zabrać do pociągu. W wagonie barowym ciepłe posiłki serwowane są do godz. 1:00. W całym pociągu obowiązuje zakaz palenia, także e-papierosów. Śniadanie jest wliczone w cenę przejazdu w przedziale i podawane ok. 45 minut przed przyjazdem.",
            ),
        ],
        bad=[
            Slip(2, [("ok. 45 minut", "ok. 30 minut")], "number"),
            Slip(
                1,
                [
                    (
                        "Breakfast comes with cabin fares and is served",
                        "Breakfast is not included in cabin fares but is served",
                    )
                ],
                "negation",
            ),
            Bad(
                "preserve",
                "Highland Sleeper – co trzeba wiedzieć. Na stacji London Euston wsiadanie zaczyna się o 22:30, a pociąg odjeżdża o 23:50. Przedział dzielisz z kimś tylko wtedy, gdy zarezerwowałeś miejsce we wspólnym przedziale; jeśli rezerwujesz sam, nigdy nie trafisz do obcej osoby. Każdy pasażer może wziąć dwie duże sztuki bagażu i jedną małą torbę. Rower trzeba zarezerwować z wyprzedzeniem – bez rezerwacji nie wejdzie do pociągu. W wagonie barowym ciepłe jedzenie jest do 1:00. W całym pociągu nie wolno palić, również e-papierosów. Śniadanie jest w cenie biletu do przedziału i podaje się je około 45 minut przed przyjazdem.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-evening-spanish-course-rules",
        source="Evening Spanish (Level B1) — course rules. Classes run on Tuesdays from 6.30pm to 8.30pm for 20 weeks, starting 23 September. To receive a certificate you must attend at least 80% of sessions and pass the final oral assessment. If you miss a class, you should let your tutor know by email beforehand where possible. Recordings are not made, but slides are usually uploaded to the course page within two days. Fees are refundable only if you withdraw before the third session. Learners who already hold a B1 certificate may be able to move to Level B2 after a short placement test.",
        good=[
            Good(
                "preserve",
                "Evening Spanish, Level B1: the rules. The course lasts 20 weeks, starting on 23 September, with classes every Tuesday from 6.30pm to 8.30pm. You will get a certificate only if you come to at least 80% of the sessions and also pass the final oral assessment. If you are going to miss a class, you should email your tutor before it if you can. We don't record classes, but the slides usually go up on the course page within two days. You can get your fee back only if you withdraw before the third session. If you already have a B1 certificate, you may be able to move up to Level B2 after a short placement test.",
            ),
            Good(
                "preserve",
                "Evening Spanish (Level B1): Course Regulations. Classes are held on Tuesdays, 18:30–20:30, over a period of 20 weeks commencing on 23 September. The award of a certificate requires attendance at no fewer than 80% of sessions and a pass in the final oral assessment. Learners who miss a class should, where possible, notify their tutor by email in advance. Although sessions are not recorded, slides are usually made available on the course page within two days. Fees are refunded only in the event of withdrawal before the third session. Learners already holding a B1 certificate may be able to transfer to Level B2 following a short placement test.",
            ),
            Good(
                "pl",
                "Hiszpański wieczorowy (poziom B1) – zasady. Zajęcia są we wtorki od 18:30 do 20:30 przez 20 tygodni, start 23 września. Żeby dostać certyfikat, musisz być na co najmniej 80% zajęć i zdać końcowy egzamin ustny. Jeśli opuszczasz zajęcia, w miarę możliwości daj wcześniej znać lektorowi mailem. Zajęć nie nagrywamy, ale slajdy zwykle lądują na stronie kursu w ciągu dwóch dni. Pieniądze oddajemy tylko wtedy, gdy zrezygnujesz przed trzecimi zajęciami. Masz już certyfikat B1? Możliwe, że po krótkim teście kwalifikacyjnym przejdziesz na poziom B2.",
            ),
        ],
        bad=[
            Slip(0, [("you should email your tutor", "you must email your tutor")], "modality"),
            Slip(2, [("co najmniej 80% zajęć", "co najmniej 70% zajęć")], "number"),
            Slip(1, [("slides are usually made available", "slides are made available")], "hedge"),
        ],
    ),
    Case(
        key="en-press-release-electric-ferry",
        source="PRESS RELEASE — 12 May 2025. Cullen Ferries will introduce its first fully electric vessel, the *Morven*, on the Kilbrae–Island of Sorn route from 1 September 2025. The 60-metre ferry can carry up to 150 passengers and 32 cars, and is expected to cut the route's annual CO₂ emissions by around 4,000 tonnes. The crossing time will stay at 25 minutes. The vessel was built at the Inverclyde Marine yard in Port Glasgow and cost £21 million, part-funded by the Scottish Government. Chief executive Aileen Ross said the timetable might be adjusted during the first month while crews gain experience.",
        good=[
            Good(
                "preserve",
                "Cullen Ferries' first fully electric vessel, the *Morven*, will enter service on the route between Kilbrae and the Island of Sorn from 1 September 2025, the operator announced in a press release dated 12 May 2025. The 60-metre ship has room for up to 150 passengers and 32 cars and is expected to reduce the route's annual CO₂ emissions by roughly 4,000 tonnes, while crossings will still take 25 minutes. Built at the Inverclyde Marine yard in Port Glasgow, the £21 million vessel was part-funded by the Scottish Government. Chief executive Aileen Ross said the timetable might be adjusted in the first month as crews gain experience.",
            ),
            Good(
                "preserve",
                "Press release, 12 May 2025. From 1 September 2025, Cullen Ferries will deploy the *Morven*, its first fully electric vessel, on the Kilbrae–Island of Sorn route. With a length of 60 metres, the ferry has a capacity of up to 150 passengers and 32 cars. It is expected to lower annual CO₂ emissions on the route by approximately 4,000 tonnes, with no change to the 25-minute crossing time. The vessel, built at the Inverclyde Marine yard in Port Glasgow, represents an investment of £21 million, with part-funding from the Scottish Government. According to Chief Executive Aileen Ross, the timetable might be adjusted during the first month of operation while crews gain experience.",
            ),
            Good(
                "pl",
                "Informacja prasowa z 12 maja 2025 r. Od 1 września 2025 r. na trasie Kilbrae – wyspa Sorn zacznie pływać *Morven*, pierwszy w pełni elektryczny statek Cullen Ferries. Prom ma 60 metrów długości i może zabrać do 150 pasażerów oraz 32 samochodów. Przewiduje się, że dzięki niemu roczna emisja CO₂ na tej trasie spadnie o ok. 4000 ton. Przeprawa nadal będzie trwała 25 minut. Statek zbudowano w stoczni Inverclyde Marine w Port Glasgow. Kosztował 21 mln funtów i został częściowo sfinansowany przez rząd Szkocji. Prezes firmy Aileen Ross powiedziała, że w pierwszym miesiącu rozkład może zostać skorygowany, dopóki załogi nie nabiorą doświadczenia.",
            ),
        ],
        bad=[
            Slip(2, [("Od 1 września 2025 r.", "Od 1 października 2025 r.")], "date"),
            Slip(0, [("is expected to reduce the route's", "will reduce the route's")], "hedge"),
            Slip(
                1,
                [
                    (
                        "with part-funding from the Scottish Government.",
                        "with part-funding from the Scottish Government and Highland Council.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-workplace-leavers-it-equipment-return",
        source="Leavers: returning IT equipment (applies from 1 April 2025). Your company laptop, charger and security token must be returned to the IT Service Desk (Room G.14) on or before your last working day. If you work remotely, request a prepaid returns box at least 10 working days before you leave by emailing itdesk@harlowgreen.com. Do not wipe or reset the laptop yourself; IT will do this after checking that no business data needs to be kept. You may keep your headset. Equipment not returned within 14 days of your leaving date will normally be charged at its current value, deducted from your final salary where the law allows.",
        good=[
            Good(
                "preserve",
                "Returning IT Equipment When Leaving the Company (effective 1 April 2025). All leavers are required to return their company laptop, charger and security token to the IT Service Desk (Room G.14) no later than their last working day. If you work remotely, please request a prepaid returns box by emailing itdesk@harlowgreen.com at least 10 working days before your leaving date. Do not wipe or reset the laptop yourself: IT will carry this out once it has checked that no business data needs to be retained. Headsets may be kept. Any equipment not returned within 14 days of the leaving date will normally be charged at its current value, to be deducted from the final salary where permitted by law.",
            ),
            Good(
                "preserve",
                "Leaving us? Here's how to return your IT kit (from 1 April 2025). Bring your company laptop, charger and security token to the IT Service Desk in Room G.14 — you must do this by your last working day at the latest. Working remotely? Email itdesk@harlowgreen.com for a prepaid returns box at least 10 working days before you leave. Don't wipe or reset the laptop yourself. IT will do that after they've checked there's no business data that needs keeping. Your headset is yours to keep. If you haven't returned the equipment within 14 days of leaving, we will normally charge you its current value and take it from your final salary where the law allows.",
            ),
            Good(
                "pl",
                "Zwrot sprzętu IT przy odejściu z firmy (obowiązuje od 1 kwietnia 2025 r.). Służbowy laptop, ładowarkę i token bezpieczeństwa trzeba oddać w IT Service Desk (pokój G.14) najpóźniej w ostatnim dniu pracy. Jeśli pracujesz zdalnie, co najmniej 10 dni roboczych przed odejściem napisz na itdesk@harlowgreen.com i poproś o opłacone pudełko do odesłania sprzętu. Nie czyść ani nie resetuj laptopa samodzielnie – zrobi to dział IT po sprawdzeniu, czy nie trzeba zachować żadnych danych firmowych. Zestaw słuchawkowy możesz zatrzymać. Za sprzęt, który nie wróci w ciągu 14 dni od dnia odejścia, zwykle nalicza się opłatę w wysokości jego bieżącej wartości i potrąca ją z ostatniego wynagrodzenia, o ile pozwalają na to przepisy.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "you must do this by your last working day",
                        "you should do this by your last working day",
                    )
                ],
                "modality",
            ),
            Slip(2, [("od 1 kwietnia 2025 r.", "od 1 kwietnia 2024 r.")], "date"),
            Slip(0, [("itdesk@harlowgreen.com", "itdesk@harlowgreen.co.uk")], "url"),
        ],
    ),
    Case(
        key="en-privacy-notice-systems-monitoring",
        source="Privacy notice: monitoring of company systems. We log access to company e-mail, file shares and the VPN in order to protect our network and detect misuse. The legal basis is our legitimate interest under Article 6(1)(f) UK GDPR. We do not monitor the content of personal messages and we never use keystroke logging or webcams. Logs are kept for 90 days and then deleted, unless they are needed for an ongoing investigation. Only two named members of the security team can view them. You have the right to object under Article 21; contact dpo@kestrelanalytics.co.uk.",
        good=[
            Good(
                "preserve",
                "Privacy Notice – Monitoring of Company Systems. To protect our network and detect misuse, we keep logs of access to company e-mail, file shares and the VPN. We rely on our legitimate interest as the legal basis for this processing (Article 6(1)(f) UK GDPR). The content of personal messages is not monitored, and keystroke logging and webcams are never used. Logs are retained for 90 days and deleted thereafter, except where they are needed for an ongoing investigation. Access to the logs is restricted to two named members of the security team. You have the right to object under Article 21; please contact dpo@kestrelanalytics.co.uk.",
            ),
            Good(
                "preserve",
                "How we monitor company systems. We keep a log of access to company e-mail, file shares and the VPN. We do this to keep our network safe and to spot misuse. Our legal basis is legitimate interest, under Article 6(1)(f) of the UK GDPR. We never log keystrokes or use webcams, and we do not monitor what your personal messages say. The logs are deleted after 90 days, unless an ongoing investigation needs them. Just two named people in the security team can see them. Under Article 21 you have the right to object: contact dpo@kestrelanalytics.co.uk.",
            ),
            Good(
                "pl",
                "Informacja o prywatności: monitorowanie systemów firmowych. W celu ochrony naszej sieci i wykrywania nadużyć rejestrujemy dostęp do firmowej poczty e-mail, udziałów plikowych oraz sieci VPN. Podstawą prawną jest nasz prawnie uzasadniony interes, o którym mowa w art. 6 ust. 1 lit. f UK GDPR. Nie monitorujemy treści prywatnych wiadomości i nigdy nie stosujemy rejestrowania naciśnięć klawiszy ani kamer internetowych. Logi przechowujemy przez 90 dni, a następnie je usuwamy, chyba że są potrzebne do toczącego się postępowania wyjaśniającego. Wgląd w nie mają wyłącznie dwie imiennie wskazane osoby z zespołu ds. bezpieczeństwa. Przysługuje Państwu prawo sprzeciwu na podstawie art. 21; kontakt: dpo@kestrelanalytics.co.uk.",
            ),
        ],
        bad=[
            Slip(
                0, [("(Article 6(1)(f) UK GDPR)", "(Article 6(1)(e) UK GDPR)")], "legal_reference"
            ),
            Slip(
                2,
                [
                    (
                        "Nie monitorujemy treści prywatnych wiadomości i nigdy",
                        "Monitorujemy treść prywatnych wiadomości, ale nigdy",
                    )
                ],
                "negation",
            ),
            Slip(1, [("Just two named people", "Just three named people")], "number"),
        ],
    ),
    Case(
        key="en-journal-data-availability-policy",
        source="""### Data availability

All research articles submitted to *Coastal Ecology Letters* must include a data availability statement. Where possible, deposit data in a public repository such as [Zenodo](https://zenodo.org) and cite the dataset in the reference list, following the FAIR principles (Wilkinson et al., 2016). If data cannot be shared for ethical or legal reasons, explain why; editors may ask for access during review. Code used for analysis should be archived with a DOI. Statements such as "data available on request" alone are not accepted. Review articles are exempt.""",
        good=[
            Good(
                "preserve",
                """### Data availability

Every research article submitted to *Coastal Ecology Letters* must be accompanied by a data availability statement. In line with the FAIR principles (Wilkinson et al., 2016), authors should, wherever possible, deposit their data in a public repository such as [Zenodo](https://zenodo.org) and cite the dataset in the reference list. Where ethical or legal considerations prevent data from being shared, authors need to explain why; editors may request access during review. Code used for the analysis should be archived with a DOI. A statement such as "data available on request" is not accepted on its own. Review articles are exempt.""",
            ),
            Good(
                "preserve",
                """### Data availability

If you submit a research article to *Coastal Ecology Letters*, it must include a data availability statement. When you can, put your data in a public repository like [Zenodo](https://zenodo.org) and list the dataset in your references, in line with the FAIR principles (Wilkinson et al., 2016). If ethical or legal reasons stop you from sharing the data, explain why — editors may ask to see it during review. The code you used for the analysis should be archived with a DOI. Just writing "data available on request" is not accepted. Review articles are exempt from all of this.""",
            ),
            Good(
                "pl",
                """### Dostępność danych

Każdy artykuł badawczy zgłaszany do *Coastal Ecology Letters* musi zawierać oświadczenie o dostępności danych. W miarę możliwości dane należy zdeponować w publicznym repozytorium, np. [Zenodo](https://zenodo.org), a zbiór danych zacytować w bibliografii, zgodnie z zasadami FAIR (Wilkinson i in., 2016). Jeżeli danych nie można udostępnić ze względów etycznych lub prawnych, należy wyjaśnić dlaczego; redakcja może poprosić o dostęp do nich w trakcie recenzji. Kod użyty w analizie powinien zostać zarchiwizowany z identyfikatorem DOI. Samo sformułowanie w rodzaju „dane dostępne na żądanie” nie jest akceptowane. Artykuły przeglądowe są zwolnione z tego wymogu.""",
            ),
        ],
        bad=[
            Slip(1, [("(Wilkinson et al., 2016)", "(Wilkinson et al., 2018)")], "citation"),
            Slip(2, [("musi zawierać oświadczenie", "powinien zawierać oświadczenie")], "modality"),
            Slip(0, [("### Data availability", "Data availability")], "markdown"),
        ],
    ),
    Case(
        key="en-dental-wisdom-tooth-aftercare",
        source="After your wisdom tooth removal. Bite firmly on the gauze pad for 30 minutes. Do not rinse your mouth for the first 24 hours; after that, rinse gently with warm salt water four times a day for a week. Avoid smoking for at least 48 hours, as it increases the risk of dry socket. Some swelling is normal and usually peaks on the second or third day. You can take paracetamol or ibuprofen for pain, but not aspirin, which may make bleeding worse. Dissolvable stitches normally fall out within 7–10 days. If bleeding continues after 2 hours of pressure, call the surgery on 01632 960 448.",
        good=[
            Good(
                "preserve",
                "Looking after your mouth after wisdom tooth removal. Keep biting down firmly on the gauze pad for half an hour. For the first 24 hours, don't rinse your mouth. After that, rinse gently with warm salt water four times a day for one week. Don't smoke for at least 48 hours — smoking makes dry socket more likely. It is normal to have some swelling, and it is usually worst on the second or third day. For pain you can take paracetamol or ibuprofen, but not aspirin, because it may make bleeding worse. Stitches that dissolve normally fall out within 7 to 10 days. If you are still bleeding after pressing on the area for 2 hours, ring the surgery on 01632 960 448.",
            ),
            Good(
                "preserve",
                "Aftercare following wisdom tooth extraction. Apply firm biting pressure to the gauze pad for 30 minutes. Do not rinse your mouth during the first 24 hours; thereafter, rinse gently with warm salt water four times daily for one week. Refrain from smoking for a minimum of 48 hours, since smoking increases the risk of dry socket. A degree of swelling is normal and typically peaks on the second or third day. Paracetamol or ibuprofen may be taken for pain relief, but not aspirin, as it may increase bleeding. Dissolvable sutures normally come away within 7–10 days. Should bleeding persist after 2 hours of applied pressure, please telephone the surgery on 01632 960 448.",
            ),
            Good(
                "pl",
                "Po usunięciu ósemki – co robić. Zagryź mocno gazik i trzymaj tak przez 30 minut. Przez pierwszą dobę nie płucz ust, a potem przez tydzień płucz je delikatnie ciepłą wodą z solą cztery razy dziennie. Nie pal przez co najmniej 48 godzin – palenie zwiększa ryzyko suchego zębodołu. Trochę opuchlizny to normalna sprawa, zwykle najgorzej jest drugiego albo trzeciego dnia. Na ból możesz wziąć paracetamol albo ibuprofen, ale nie aspirynę, bo może nasilić krwawienie. Rozpuszczalne szwy zwykle same wypadają w ciągu 7–10 dni. Jeśli po 2 godzinach uciskania wciąż krwawi, dzwoń do gabinetu: 01632 960 448.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("Przez pierwszą dobę nie płucz ust,", "Przez pierwszą dobę płucz usta,")],
                "negation",
            ),
            Slip(1, [("as it may increase bleeding", "as it increases bleeding")], "hedge"),
            Slip(
                0, [("four times a day for one week", "three times a day for one week")], "number"
            ),
        ],
    ),
    Case(
        key="en-forest-fungi-foraging-rules",
        source="Fungi foraging in Ashcombe Forest. Picking wild mushrooms for personal use is allowed without a permit, up to 1.5 kg per person per day. Commercial foraging is prohibited unless you hold a licence from the Forest Office. Stay on paths inside the Deer Sanctuary and do not pick anything there. Never pick species listed as protected on the information boards, such as the bearded tooth. Carry what you pick in a basket, not plastic bags, so spores can spread. Rangers may check your haul and can issue a fixed penalty of £80 for breaches.",
        good=[
            Good(
                "preserve",
                "Picking mushrooms in Ashcombe Forest. You don't need a permit to pick wild mushrooms for your own use, as long as you take no more than 1.5 kg per person per day. Foraging for commercial purposes is not allowed unless you have a licence from the Forest Office. In the Deer Sanctuary, keep to the paths and don't pick anything. The information boards list protected species, such as the bearded tooth: never pick these. Carry your mushrooms in a basket rather than a plastic bag, so that the spores can spread. Rangers may check what you have collected, and if you break the rules they can give you an £80 fixed penalty.",
            ),
            Good(
                "preserve",
                "Mushroom hunters in Ashcombe Forest may pick up to 1.5 kg of wild fungi each per day for personal use without a permit, but commercial foraging is banned unless the forager holds a licence from the Forest Office. In the Deer Sanctuary, visitors must stay on the paths and may not pick anything at all. Protected species listed on the information boards, among them the bearded tooth, must never be picked. Finds are to be carried in baskets rather than plastic bags so that spores can spread. Rangers may inspect foragers' hauls and can hand out £80 fixed penalties for breaches of the rules.",
            ),
            Good(
                "pl",
                "Zbieranie grzybów w lesie Ashcombe. Zbieranie dziko rosnących grzybów na własny użytek jest dozwolone bez zezwolenia, w ilości do 1,5 kg na osobę dziennie. Zbiór w celach komercyjnych jest zabroniony, chyba że zbierający posiada licencję wydaną przez Biuro Leśne (Forest Office). Na terenie Ostoi Jeleni należy poruszać się wyłącznie po ścieżkach i nie wolno tam niczego zrywać. Nigdy nie wolno zbierać gatunków chronionych wymienionych na tablicach informacyjnych, takich jak soplówka jeżowata. Zebrane grzyby należy przenosić w koszyku, a nie w foliowych torbach, aby zarodniki mogły się rozsiewać. Strażnicy mogą kontrolować zbiory i za naruszenie zasad nakładać mandaty w wysokości 80 funtów.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("visitors must stay on the paths", "visitors should stay on the paths")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "na własny użytek jest dozwolone bez zezwolenia",
                        "na własny użytek nie jest dozwolone bez zezwolenia",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "Rangers may check what you have collected,",
                        "Rangers may check what you have collected at the car park exits,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-abstract-tree-canopy-child-asthma",
        source="Background: Street trees may reduce exposure to traffic pollution, but evidence on childhood asthma is mixed (Lovasi et al., 2008; Dadvand et al., 2014). Methods: We linked tree canopy data for 1,240 neighbourhoods in Greater Manchester to emergency asthma admissions among children aged 5–14 between 2015 and 2021. Results: A 10-percentage-point increase in canopy cover was associated with 7% fewer admissions (rate ratio 0.93; 95% CI 0.89–0.97). The association appeared weaker in the most deprived areas. Conclusions: Tree planting might modestly reduce asthma admissions, although residual confounding cannot be ruled out. Data and code: https://doi.org/10.5281/zenodo.8841207",
        good=[
            Good(
                "preserve",
                "Background: Although street trees may lower exposure to traffic pollution, the evidence regarding childhood asthma is mixed (Lovasi et al., 2008; Dadvand et al., 2014). Methods: Emergency asthma admissions among children aged 5–14 years between 2015 and 2021 were linked to tree canopy data for 1,240 neighbourhoods in Greater Manchester. Results: A 10-percentage-point increase in canopy cover was associated with 7% fewer admissions (rate ratio 0.93; 95% CI 0.89–0.97), an association that appeared weaker in the most deprived areas. Conclusions: Tree planting might produce a modest reduction in asthma admissions; residual confounding, however, cannot be ruled out. Data and code are available at https://doi.org/10.5281/zenodo.8841207.",
            ),
            Good(
                "preserve",
                "Planting trees might modestly cut the number of children admitted to hospital as an emergency with asthma, a Greater Manchester study suggests, although the authors say residual confounding cannot be ruled out. Street trees may reduce exposure to traffic pollution, but earlier evidence on childhood asthma is mixed (Lovasi et al., 2008; Dadvand et al., 2014). The researchers linked tree canopy data for 1,240 neighbourhoods to emergency asthma admissions among 5- to 14-year-olds between 2015 and 2021. A 10-percentage-point rise in canopy cover went with 7% fewer admissions (rate ratio 0.93; 95% CI 0.89–0.97), though the link appeared weaker in the most deprived areas. Data and code: https://doi.org/10.5281/zenodo.8841207",
            ),
            Good(
                "pl",
                "Tło: Drzewa przy ulicach mogą zmniejszać narażenie na zanieczyszczenia z ruchu drogowego, ale dane dotyczące astmy u dzieci są niejednoznaczne (Lovasi i in., 2008; Dadvand i in., 2014). Metody: Połączyliśmy dane o pokryciu koronami drzew dla 1240 osiedli w Wielkim Manchesterze z danymi o nagłych hospitalizacjach z powodu astmy wśród dzieci w wieku 5–14 lat w latach 2015–2021. Wyniki: Wzrost pokrycia koronami drzew o 10 punktów procentowych wiązał się z o 7% mniejszą liczbą hospitalizacji (iloraz częstości 0,93; 95% CI 0,89–0,97). W najbardziej ubogich obszarach związek ten wydawał się słabszy. Wnioski: Sadzenie drzew mogłoby nieznacznie zmniejszyć liczbę hospitalizacji z powodu astmy, choć nie można wykluczyć resztkowego zakłócenia (residual confounding). Dane i kod: https://doi.org/10.5281/zenodo.8841207",
            ),
        ],
        bad=[
            Slip(2, [("Dadvand i in., 2014", "Dadvand i in., 2016")], "citation"),
            Slip(
                0,
                [("an association that appeared weaker", "an association that was weaker")],
                "hedge",
            ),
            Slip(1, [("zenodo.8841207", "zenodo.8814207")], "url"),
        ],
    ),
    Case(
        key="en-release-notes-snapvault",
        source="""## snapvault 2.4.0 — release notes (released 18 February 2025)

- New `--exclude-caches` flag skips directories containing a `CACHEDIR.TAG` file.
- Snapshots are now verified after upload by default; pass `--no-verify` to disable this.
- The `prune` command no longer deletes snapshots newer than 24 hours, even if they match a forget policy.
- Config option `repo_url` is deprecated and will be removed on 1 September 2025; use `repository` instead.

Upgrading from 2.3.x needs no repository migration. Windows builds are not yet available for this release.""",
        good=[
            Good(
                "preserve",
                """## snapvault 2.4.0 — release notes (released 18 February 2025)

- A new flag, `--exclude-caches`, skips any directory that contains a `CACHEDIR.TAG` file.
- By default, snapshots are now verified once they have been uploaded. To turn this off, pass `--no-verify`.
- The `prune` command will no longer delete snapshots that are less than 24 hours old, even when they match a forget policy.
- The `repo_url` config option is deprecated and will be removed on 1 September 2025. Use `repository` instead.

If you are upgrading from 2.3.x, you do not need to migrate your repository. There are no Windows builds for this release yet.""",
            ),
            Good(
                "preserve",
                """## snapvault 2.4.0 — release notes (released 18 February 2025)

- Directories containing a `CACHEDIR.TAG` file can now be skipped using the new `--exclude-caches` flag.
- Post-upload snapshot verification is now enabled by default and can be disabled with `--no-verify`.
- Snapshots less than 24 hours old are no longer deleted by the `prune` command, even if they match a forget policy.
- The `repo_url` configuration option has been deprecated in favour of `repository` and will be removed on 1 September 2025.

No repository migration is required when upgrading from 2.3.x. Windows builds for this release are not yet available.""",
            ),
            Good(
                "pl",
                """## snapvault 2.4.0 — co nowego (wydanie z 18 lutego 2025)

- Nowa flaga `--exclude-caches` pomija katalogi, w których jest plik `CACHEDIR.TAG`.
- Snapshoty są teraz domyślnie weryfikowane po wysłaniu; jeśli tego nie chcesz, dodaj `--no-verify`.
- Polecenie `prune` nie usuwa już snapshotów młodszych niż 24 godziny, nawet jeśli pasują do polityki forget.
- Opcja konfiguracji `repo_url` jest przestarzała i zniknie 1 września 2025 – zamiast niej używaj `repository`.

Przy przejściu z 2.3.x nie trzeba migrować repozytorium. Buildów na Windowsa dla tego wydania jeszcze nie ma.""",
            ),
        ],
        bad=[
            Slip(1, [("with `--no-verify`", "with `--skip-verify`")], "code"),
            Slip(2, [("zniknie 1 września 2025", "zniknie 1 września 2026")], "date"),
            Slip(
                0,
                [
                    (
                        "you do not need to migrate your repository",
                        "you need to migrate your repository",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-online-course-cancellation-rights",
        source="Cancelling your online course. Under regulation 29 of the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013, you have 14 days from the date of purchase to cancel and receive a full refund. If you start accessing course materials within those 14 days, you will be asked to agree that you lose the right to cancel once the content has been downloaded. Refunds are usually processed within 5 working days and must be made no later than 14 days after we receive your cancellation. To cancel, use the form in your account or email support@fernlearn.com.",
        good=[
            Good(
                "preserve",
                "How to cancel your online course. You can cancel within 14 days of the date you bought the course and get a full refund. This right comes from regulation 29 of the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013. If you start using the course materials during those 14 days, we will ask you to agree that you lose the right to cancel once the content has been downloaded. We usually process refunds within 5 working days, and we must pay them no later than 14 days after your cancellation reaches us. To cancel, fill in the form in your account or email support@fernlearn.com.",
            ),
            Good(
                "preserve",
                "Cancellation of Online Courses. Regulation 29 of the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 entitles you to cancel within 14 days of the date of purchase and to receive a full refund. Should you begin accessing course materials during this 14-day period, you will be asked to confirm your agreement that the right to cancel is lost once the content has been downloaded. Refunds are normally processed within five working days and must be made no later than 14 days after we receive your cancellation. To cancel, please use the form in your account or email support@fernlearn.com.",
            ),
            Good(
                "pl",
                "Kupiłeś kurs online i chcesz z niego zrezygnować? Zgodnie z regulacją 29 przepisów Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 masz na to 14 dni od dnia zakupu – i otrzymasz wtedy pełny zwrot pieniędzy. Jeżeli w tym czasie zaczniesz korzystać z materiałów kursu, zostaniesz poproszony o zgodę na to, że po pobraniu treści stracisz prawo do odstąpienia od umowy. Zwroty realizujemy zwykle w ciągu 5 dni roboczych, a musimy je wypłacić najpóźniej 14 dni po otrzymaniu twojej rezygnacji. Aby zrezygnować, skorzystaj z formularza na swoim koncie albo napisz na adres support@fernlearn.com.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("and must be made no later than", "and should be made no later than")],
                "modality",
            ),
            Slip(0, [("We usually process refunds", "We process refunds")], "hedge"),
            Slip(
                2,
                [
                    (
                        "albo napisz na adres support@fernlearn.com.",
                        "albo napisz na adres support@fernlearn.com lub zadzwoń pod numer 0800 046 1120.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-kombucha-workshop-booking-terms",
        source="Kombucha brewing workshop — booking terms. Sessions last three hours and cost £45 per person, including all ingredients and a 1-litre starter jar to take home. Places are limited to 12, so booking is essential. Participants must be 18 or over because we taste fermented drinks that can contain small amounts of alcohol. Please tell us about allergies when you book. If you cancel at least 7 days before the session, we will refund you in full; after that, you can transfer your place to a friend but cannot get your money back. Wear clothes you don't mind getting stained.",
        good=[
            Good(
                "preserve",
                "Kombucha workshop — the booking bits. Each session runs for three hours and costs £45 a head. That covers all the ingredients, plus a 1-litre starter jar you get to take home. There are only 12 places, so booking is a must. You have to be 18 or older, since we'll be tasting fermented drinks that can have small amounts of alcohol in them. Tell us about any allergies when you book. Cancel 7 days or more before your session and you'll get a full refund; any later and we can't give your money back, but you can pass your place on to a friend. Oh, and wear clothes you don't mind getting stained!",
            ),
            Good(
                "preserve",
                "Kombucha Brewing Workshop: Terms of Booking. Each three-hour session is priced at £45 per person, inclusive of all ingredients and a 1-litre starter jar for participants to take home. Booking is essential, as places are limited to 12. All participants must be aged 18 or over, as the session involves tasting fermented drinks which can contain small amounts of alcohol. Please inform us of any allergies at the time of booking. Cancellations made at least 7 days before the session will be refunded in full. Later cancellations are non-refundable; however, you may transfer your place to a friend. Please wear clothing you do not mind getting stained.",
            ),
            Good(
                "pl",
                "Warsztaty warzenia kombuchy – zasady zapisów. Zajęcia trwają trzy godziny i kosztują 45 funtów od osoby. W cenie są wszystkie składniki i litrowy słoik startowy do zabrania do domu. Liczba miejsc jest ograniczona do 12, więc zapis jest konieczny. Uczestnicy muszą mieć ukończone 18 lat, bo degustujemy fermentowane napoje, które mogą zawierać niewielkie ilości alkoholu. Przy zapisie prosimy poinformować nas o alergiach. Jeśli zrezygnujesz co najmniej 7 dni przed zajęciami, zwrócimy całą kwotę; później możesz przekazać swoje miejsce znajomej osobie, ale pieniędzy nie odzyskasz. Załóż ubranie, którego poplamienie nie będzie ci przeszkadzać.",
            ),
        ],
        bad=[
            Slip(2, [("kosztują 45 funtów", "kosztują 40 funtów")], "number"),
            Slip(
                1,
                [
                    (
                        "All participants must be aged 18 or over",
                        "All participants should be aged 18 or over",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "plus a 1-litre starter jar you get to take home",
                        "plus a 1-litre starter jar and a recipe booklet you get to take home",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
