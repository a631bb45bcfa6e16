# ruff: noqa: E501, RUF001
"""English source cases of blind set 47: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-airport-long-stay-parking-terms",
        source="Long-stay parking at Terminal 2 must be booked online at least 24 hours before arrival. Prices start at £8.50 per day, and bookings of 8 days or more receive a 15% discount. Your booking reference is not transferable, and we cannot refund unused days. If your flight is delayed, you may stay up to 4 hours beyond your booked exit time at no extra charge; after that, the drive-up rate of £4 per hour applies. The car park is open 24 hours a day, and a free shuttle runs to the terminal every 10 minutes between 04:00 and 23:30. Bookings made before 31 March 2025 are charged at the 2024 tariff.",
        good=[
            Good(
                "preserve",
                "Planning to use long-stay parking at Terminal 2? You must book online no later than 24 hours before you arrive. Daily prices start from £8.50, and you get a 15% discount if you book for 8 days or more. Please note that booking references cannot be transferred and we can't refund unused days. If your flight is late, you may stay up to 4 hours past your booked exit time without paying extra; beyond that, you'll be charged the drive-up rate of £4 an hour. The car park is open round the clock, and a free shuttle to the terminal leaves every 10 minutes from 04:00 to 23:30. Any booking made before 31 March 2025 is charged at the 2024 tariff.",
            ),
            Good(
                "preserve",
                "Terminal 2 long-stay parking – key terms\n- Booking: must be made online at least 24 hours before arrival.\n- Price: from £8.50 per day, with 15% off bookings of 8 days or longer.\n- Booking references are non-transferable, and unused days cannot be refunded.\n- Flight delays: you may overstay your booked exit time by up to 4 hours free of charge; after that, the drive-up rate of £4 per hour applies.\n- Opening hours: 24 hours a day, with a free shuttle to the terminal every 10 minutes between 04:00 and 23:30.\n- Bookings made before 31 March 2025 are charged at the 2024 tariff.",
            ),
            Good(
                "pl",
                "Parking długoterminowy przy Terminalu 2 musi zostać zarezerwowany online co najmniej 24 godziny przed przyjazdem. Ceny zaczynają się od 8,50 £ za dobę, a rezerwacje na 8 dni lub dłużej otrzymują 15% zniżki. Numer rezerwacji nie może zostać przeniesiony na inną osobę, a za niewykorzystane dni nie możemy zwrócić pieniędzy. Jeśli Twój lot jest opóźniony, możesz pozostać na parkingu do 4 godzin dłużej niż do zarezerwowanej godziny wyjazdu bez dodatkowych opłat; później obowiązuje stawka dla klientów bez rezerwacji, wynosząca 4 £ za godzinę. Parking jest czynny całą dobę, a bezpłatny autobus kursuje do terminalu co 10 minut w godzinach 04:00–23:30. Rezerwacje dokonane przed 31 marca 2025 r. są rozliczane według taryfy z 2024 r.",
            ),
        ],
        bad=[
            Slip(0, [("you get a 15% discount", "you get a 25% discount")], "number"),
            Slip(
                1, [("unused days cannot be refunded", "unused days can be refunded")], "negation"
            ),
            Slip(2, [("przed 31 marca 2025 r.", "przed 30 kwietnia 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-ski-school-group-lesson-booking",
        source="Group lessons at Alpenrose Ski School run from Sunday to Friday, 10:00 to 12:30, with a maximum of 8 children per instructor. Children must be at least 4 years old to join a group; younger children can book private lessons instead. All participants should wear a helmet, and we recommend back protectors for snowboarders. A 6-day course costs €245, including the race and medal ceremony on Friday afternoon. Lift passes are not included and must be bought separately at the valley station. If your child is ill, we will credit missed days against a future course on presentation of a doctor's note.",
        good=[
            Good(
                "preserve",
                "At Alpenrose Ski School, group lessons take place Sunday to Friday from 10:00 to 12:30, and each instructor teaches no more than 8 children. Your child must be 4 or older to join a group; if they are younger, you can book a private lesson for them instead. Every participant should wear a helmet, and snowboarders are advised to wear a back protector. The 6-day course is €245, which covers Friday afternoon's race and medal ceremony. Lift passes are not part of the price – you must buy them separately at the valley station. If your child falls ill, we will credit the missed days against a future course when you show us a doctor's note.",
            ),
            Good(
                "preserve",
                "Alpenrose Ski School – group lessons\n• When: Sunday to Friday, 10:00–12:30\n• Group size: a maximum of 8 children per instructor\n• Age: children must be at least 4 years old (younger children can book private lessons instead)\n• Safety: helmets should be worn by all participants; back protectors are recommended for snowboarders\n• Price: €245 for a 6-day course, including the race and medal ceremony on Friday afternoon\n• Lift passes: not included – these must be purchased separately at the valley station\n• Illness: missed days are credited against a future course on presentation of a doctor's note",
            ),
            Good(
                "pl",
                "Lekcje grupowe w szkole narciarskiej Alpenrose odbywają się od niedzieli do piątku w godzinach 10:00–12:30, a na jednego instruktora przypada maksymalnie 8 dzieci. Aby dołączyć do grupy, dziecko musi mieć co najmniej 4 lata; dla młodszych dzieci można zamiast tego zarezerwować lekcje indywidualne. Wszyscy uczestnicy powinni nosić kask, a snowboardzistom zalecamy ochraniacze kręgosłupa. 6-dniowy kurs kosztuje 245 € i obejmuje zawody oraz ceremonię wręczenia medali w piątek po południu. Karnety na wyciągi nie są wliczone w cenę i trzeba je kupić osobno w stacji dolnej. Jeśli dziecko zachoruje, po okazaniu zaświadczenia lekarskiego zaliczymy opuszczone dni na poczet przyszłego kursu.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "helmets should be worn by all participants",
                        "helmets must be worn by all participants",
                    )
                ],
                "modality",
            ),
            Slip(2, [("maksymalnie 8 dzieci", "maksymalnie 10 dzieci")], "number"),
            Slip(
                0,
                [
                    (
                        "which covers Friday afternoon's race and medal ceremony.",
                        "which covers Friday afternoon's race and medal ceremony as well as ski and boot hire for the week.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-otc-ibuprofen-tablet-dosing-leaflet",
        source="Adults and children over 12: take 1 or 2 tablets (200–400 mg) every 4 to 6 hours as needed. Do not take more than 6 tablets (1,200 mg) in 24 hours. Do not give to children under 12 years. Take with or after food to reduce the risk of stomach upset. If symptoms persist for more than 3 days, or get worse, talk to your doctor or pharmacist. Do not take if you have ever had a stomach ulcer or are allergic to aspirin. Ibuprofen may make asthma worse in some people; if you have asthma, ask your pharmacist before use. Side effects are uncommon but can include nausea, heartburn and headache.",
        good=[
            Good(
                "preserve",
                "How to take: if you are an adult or a child over 12, take 1 or 2 tablets (200–400 mg) every 4–6 hours when you need them. Never take more than 6 tablets (1,200 mg) in any 24-hour period, and do not give these tablets to children under 12. Taking them with or after food lowers the risk of an upset stomach. Speak to your doctor or pharmacist if your symptoms last longer than 3 days or get worse. Do not take ibuprofen if you have ever had a stomach ulcer or if you are allergic to aspirin. In some people, ibuprofen may worsen asthma, so if you have asthma, ask your pharmacist before using it. Side effects are uncommon, but they can include nausea, heartburn and headache.",
            ),
            Good(
                "preserve",
                "1. Dose (adults and children over 12): 1–2 tablets (200–400 mg) every 4 to 6 hours, as needed.\n2. Maximum: do not take more than 6 tablets (1,200 mg) in 24 hours.\n3. Do not give to children under 12 years.\n4. Take with or after food to reduce the risk of stomach upset.\n5. Talk to your doctor or pharmacist if symptoms persist beyond 3 days or get worse.\n6. Do not take if you have ever had a stomach ulcer or are allergic to aspirin.\n7. Asthma: ibuprofen may make asthma worse in some people – if you have asthma, ask your pharmacist before use.\n8. Side effects are uncommon but can include nausea, heartburn and headache.",
            ),
            Good(
                "pl",
                "Dorośli i dzieci powyżej 12 lat: przyjmować 1 lub 2 tabletki (200–400 mg) co 4 do 6 godzin w razie potrzeby. Nie przyjmować więcej niż 6 tabletek (1200 mg) w ciągu 24 godzin. Nie podawać dzieciom poniżej 12 lat. Przyjmować w trakcie posiłku lub po nim, aby zmniejszyć ryzyko dolegliwości żołądkowych. Jeśli objawy utrzymują się dłużej niż 3 dni lub nasilają się, należy zwrócić się do lekarza lub farmaceuty. Nie przyjmować, jeśli kiedykolwiek występował wrzód żołądka lub jeśli występuje uczulenie na aspirynę. U niektórych osób ibuprofen może nasilać astmę; w przypadku astmy przed użyciem zapytać farmaceutę. Działania niepożądane występują niezbyt często, ale mogą obejmować nudności, zgagę i ból głowy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Never take more than 6 tablets (1,200 mg)",
                        "Never take more than 8 tablets (1,600 mg)",
                    )
                ],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "3. Do not give to children under 12 years.",
                        "3. Can be given to children under 12 years.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "U niektórych osób ibuprofen może nasilać astmę",
                        "U niektórych osób ibuprofen nasila astmę",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-faculty-ethics-committee-application-guidance",
        source="Applications to the Faculty Research Ethics Committee must be submitted through the online portal at least 6 weeks before data collection is due to begin. The committee meets on the first Wednesday of each month, and the deadline for each meeting is 12:00 noon on the Friday 12 days earlier. Projects involving special category data, such as health or ethnicity, must state the lawful basis under Article 9(2)(j) of the UK GDPR. Participant information sheets should be written in plain language, and consent forms must not be combined with recruitment adverts. Low-risk student projects may be reviewed by a supervisor instead of the full committee.",
        good=[
            Good(
                "preserve",
                "You must submit your application to the Faculty Research Ethics Committee via the online portal no later than 6 weeks before you plan to start collecting data. The committee meets on the first Wednesday of every month; the submission deadline for each meeting is 12:00 noon on the Friday 12 days beforehand. If your project involves special category data (for example, health or ethnicity), you must set out the lawful basis under Article 9(2)(j) of the UK GDPR. Participant information sheets should use plain language, and you must not combine consent forms with recruitment adverts. Low-risk student projects may be reviewed by a supervisor rather than by the full committee.",
            ),
            Good(
                "preserve",
                "Before you apply to the Faculty Research Ethics Committee:\n- Applications must be submitted through the online portal at least six weeks before data collection is due to start.\n- The committee meets on the first Wednesday of each month. The deadline is 12:00 noon on the Friday twelve days before the meeting.\n- Special category data (e.g. health, ethnicity): your application must state the lawful basis under Article 9(2)(j) of the UK GDPR.\n- Participant information sheets should be in plain language.\n- Consent forms must not be combined with recruitment adverts.\n- Low-risk student projects may be reviewed by a supervisor instead of the full committee.",
            ),
            Good(
                "pl",
                "Wnioski do Wydziałowej Komisji Etyki Badań muszą zostać złożone przez portal internetowy co najmniej 6 tygodni przed planowanym rozpoczęciem zbierania danych. Komisja obraduje w pierwszą środę każdego miesiąca, a termin składania wniosków na każde posiedzenie upływa o godzinie 12:00 w piątek 12 dni wcześniej. W projektach obejmujących dane szczególnych kategorii, takie jak dane o zdrowiu lub pochodzeniu etnicznym, trzeba wskazać podstawę prawną z art. 9 ust. 2 lit. j UK GDPR. Arkusze informacyjne dla uczestników powinny być napisane prostym językiem, a formularzy zgody nie wolno łączyć z ogłoszeniami rekrutacyjnymi. Projekty studenckie o niskim ryzyku mogą zostać ocenione przez opiekuna naukowego zamiast przez pełny skład komisji.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Participant information sheets should be in plain language.",
                        "Participant information sheets must be in plain language.",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("art. 9 ust. 2 lit. j UK GDPR", "art. 6 ust. 1 lit. e UK GDPR")],
                "legal_reference",
            ),
            Slip(
                0,
                [("on the first Wednesday of every month", "on the first Thursday of every month")],
                "date",
            ),
        ],
    ),
    Case(
        key="en-elm-road-garden-plot-rules",
        source="Plot holders at Elm Road Community Garden must keep at least two-thirds of their plot under cultivation between April and October. Hosepipes are not allowed; please use the water butts and watering cans provided. Bonfires are never permitted on site. You may keep up to 6 hens with the committee's written approval, but cockerels are not allowed. Annual rent is £35 for a half plot and £60 for a full plot, payable by 1 March. Plots that are left untended for 8 weeks may be reallocated after one written warning. Shared tools should be cleaned and returned to the shed on the same day.",
        good=[
            Good(
                "preserve",
                "If you hold a plot at Elm Road Community Garden, you must keep at least two-thirds of it cultivated from April to October. Hosepipes are not allowed, so please use the water butts and watering cans we provide. Bonfires are not permitted on site at any time. With the committee's written approval you may keep up to 6 hens, although cockerels are not allowed. Rent is £35 a year for a half plot and £60 for a full plot, and it is due by 1 March. If a plot is left untended for 8 weeks, it may be reallocated after one written warning. Shared tools should be cleaned and put back in the shed the same day.",
            ),
            Good(
                "preserve",
                "Elm Road Community Garden – plot rules\n1. Between April and October, at least two-thirds of each plot must be under cultivation.\n2. Hosepipes are not allowed. Please use the water butts and watering cans provided.\n3. Bonfires are never permitted on site.\n4. Up to 6 hens may be kept with the committee's written approval; cockerels are not allowed.\n5. Annual rent: £35 for a half plot or £60 for a full plot, payable by 1 March.\n6. A plot left untended for 8 weeks may be reallocated after one written warning.\n7. Shared tools should be cleaned and returned to the shed on the same day.",
            ),
            Good(
                "pl",
                "Działkowicze w ogrodzie społecznym Elm Road muszą od kwietnia do października uprawiać co najmniej dwie trzecie swojej działki. Węże ogrodowe są niedozwolone; prosimy korzystać z udostępnionych beczek na deszczówkę i konewek. Ognisk nigdy nie wolno rozpalać na terenie ogrodu. Za pisemną zgodą zarządu można trzymać do 6 kur, ale koguty są niedozwolone. Roczny czynsz wynosi 35 £ za połowę działki i 60 £ za całą działkę i jest płatny do 1 marca. Działka pozostawiona bez opieki przez 8 tygodni może zostać przydzielona komuś innemu po jednym pisemnym upomnieniu. Wspólne narzędzia powinny być czyszczone i odnoszone do szopy tego samego dnia.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "3. Bonfires are never permitted on site.",
                        "3. Bonfires are permitted on site.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "przez 8 tygodni może zostać przydzielona",
                        "przez 8 tygodni zostanie przydzielona",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "and it is due by 1 March.",
                        "and it is due by 1 March; members over 65 pay half.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-syncdir-cli-manpage-options",
        source="## SYNOPSIS\n\n`syncdir [OPTIONS] SOURCE DEST`\n\n## OPTIONS\n\n- `-n`, `--dry-run`: show what would be copied without writing anything.\n- `--delete`: remove files in DEST that no longer exist in SOURCE. Not enabled by default.\n- `--exclude PATTERN`: skip paths matching PATTERN; may be given more than once.\n- `-j N`: copy with N parallel workers (default: 4).\n\n## EXIT STATUS\n\nReturns `0` on success, `2` if some files could not be read, and `3` if DEST is not writable. Symbolic links are never followed unless `--follow-links` is set.",
        good=[
            Good(
                "preserve",
                "## SYNOPSIS\n\n`syncdir [OPTIONS] SOURCE DEST`\n\n## OPTIONS\n\n- `-n`, `--dry-run`: list what would be copied, but write nothing.\n- `--delete`: delete files from DEST that are no longer present in SOURCE. This is off by default.\n- `--exclude PATTERN`: ignore any path that matches PATTERN; it may be passed more than once.\n- `-j N`: use N parallel workers for copying (the default is 4).\n\n## EXIT STATUS\n\nThe command exits with `0` on success, with `2` when some files were unreadable, and with `3` when DEST cannot be written to. Unless `--follow-links` is set, symbolic links are never followed.",
            ),
            Good(
                "preserve",
                "## SYNOPSIS\n\n`syncdir [OPTIONS] SOURCE DEST`\n\n## OPTIONS\n\n- `-n`, `--dry-run`: prints the files that would be copied and writes nothing.\n- `--delete`: removes files from DEST that are missing from SOURCE (disabled by default).\n- `--exclude PATTERN`: skips paths matching PATTERN. May be repeated.\n- `-j N`: number of parallel copy workers; defaults to 4.\n\n## EXIT STATUS\n\n- `0`: success\n- `2`: some files could not be read\n- `3`: DEST is not writable\n\nSymbolic links are not followed unless `--follow-links` is given.",
            ),
            Good(
                "pl",
                "## SKŁADNIA\n\n`syncdir [OPTIONS] SOURCE DEST`\n\n## OPCJE\n\n- `-n`, `--dry-run`: pokazuje, co zostałoby skopiowane, niczego nie zapisując.\n- `--delete`: usuwa z DEST pliki, których nie ma już w SOURCE. Domyślnie wyłączona.\n- `--exclude PATTERN`: pomija ścieżki pasujące do PATTERN; można ją podać więcej niż raz.\n- `-j N`: kopiuje przy użyciu N równoległych procesów roboczych (domyślnie 4).\n\n## KOD WYJŚCIA\n\nZwraca `0` w przypadku powodzenia, `2`, jeśli nie udało się odczytać niektórych plików, oraz `3`, jeśli do DEST nie można zapisywać. Dowiązania symboliczne nigdy nie są śledzone, chyba że ustawiono `--follow-links`.",
            ),
        ],
        bad=[
            Slip(
                0, [("Unless `--follow-links` is set", "Unless `--follow-symlinks` is set")], "code"
            ),
            Slip(1, [("## EXIT STATUS", "EXIT STATUS")], "markdown"),
            Slip(2, [("Domyślnie wyłączona.", "Domyślnie włączona.")], "negation"),
        ],
    ),
    Case(
        key="en-lake-sediment-phosphorus-release-abstract",
        source="Internal phosphorus loading from sediments can delay the recovery of lakes long after external inputs are reduced. We measured sediment phosphorus release in Lake Kettering, a 4.2 km² eutrophic lake, during the summers of 2019–2022 using intact core incubations at 12 sites. Release rates under anoxic conditions averaged 8.6 mg P m⁻² d⁻¹, about three times higher than under oxic conditions. Internal loading probably accounted for roughly 40% of the summer phosphorus budget, consistent with estimates for comparable lakes (Søndergaard et al., 2003). Our results suggest that sediment treatment may be needed alongside catchment measures to meet water quality targets.",
        good=[
            Good(
                "preserve",
                "Even after external inputs are cut, phosphorus released from lake sediments can hold back a lake's recovery for a long time. In Lake Kettering, a eutrophic lake of 4.2 km², we measured how much phosphorus the sediments release during the summers of 2019–2022, using intact core incubations from 12 sites. Without oxygen, release averaged 8.6 mg P m⁻² d⁻¹ – about three times the rate under oxic conditions. Internal loading probably made up roughly 40% of the summer phosphorus budget, in line with estimates for comparable lakes (Søndergaard et al., 2003). The findings suggest that meeting water quality targets may require treating the sediments as well as acting in the catchment.",
            ),
            Good(
                "preserve",
                "This study quantified sediment phosphorus release in Lake Kettering (4.2 km², eutrophic) in the summers of 2019–2022, using intact core incubations at 12 sites. Internal loading from sediments can delay lake recovery long after external inputs decline. Under anoxic conditions, mean release was 8.6 mg P m⁻² d⁻¹, approximately threefold the oxic rate. Internal loading probably contributed roughly 40% of the summer phosphorus budget, which agrees with estimates for comparable lakes (Søndergaard et al., 2003). The results suggest that sediment treatment may be necessary in addition to catchment measures if water quality targets are to be met.",
            ),
            Good(
                "pl",
                "Wewnętrzne zasilanie fosforem z osadów dennych może opóźniać odnowę jezior długo po ograniczeniu dopływu z zewnątrz. W eutroficznym jeziorze Kettering o powierzchni 4,2 km² mierzyliśmy uwalnianie fosforu z osadów latem w latach 2019–2022, stosując inkubacje nienaruszonych rdzeni osadów z 12 stanowisk. W warunkach beztlenowych tempo uwalniania wynosiło średnio 8,6 mg P m⁻² d⁻¹, czyli około trzy razy więcej niż w warunkach tlenowych. Zasilanie wewnętrzne prawdopodobnie odpowiadało za mniej więcej 40% letniego bilansu fosforu, co jest zgodne z szacunkami dla porównywalnych jezior (Søndergaard i in., 2003). Wyniki sugerują, że do osiągnięcia celów w zakresie jakości wody obok działań w zlewni mogą być potrzebne także zabiegi na osadach dennych.",
            ),
        ],
        bad=[
            Slip(0, [("(Søndergaard et al., 2003)", "(Søndergaard et al., 2013)")], "citation"),
            Slip(
                1,
                [
                    (
                        "Internal loading probably contributed roughly 40%",
                        "Internal loading contributed 40%",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("średnio 8,6 mg P", "średnio 6,8 mg P")], "number"),
        ],
    ),
    Case(
        key="en-semiarid-basin-groundwater-recharge-abstract",
        source="Groundwater recharge in semi-arid basins is difficult to quantify because most of it occurs during a few intense rainfall events. Using chloride mass balance and water-table fluctuation methods, we estimated recharge across the Upper Tamsin Basin for the hydrological years 2010/11 to 2020/21. Mean annual recharge was approximately 23 mm, or about 6% of rainfall, but more than half of the decade's total recharge occurred in the wet winter of 2016/17. These estimates are lower than the 35 mm reported by Haddad and Ortiz (2015), likely because their record ended before the 2018–2019 drought. Recharge may decline further if winter rainfall becomes more variable, as regional projections indicate.",
        good=[
            Good(
                "preserve",
                "Because most recharge in semi-arid basins occurs during a few intense rainfall events, it is hard to quantify. We estimated groundwater recharge across the Upper Tamsin Basin over the hydrological years 2010/11–2020/21, combining the chloride mass balance and water-table fluctuation methods. Recharge averaged approximately 23 mm per year – about 6% of rainfall – yet more than half of the decade's total occurred in a single wet winter, 2016/17. Haddad and Ortiz (2015) reported a higher figure of 35 mm, likely because their record ended before the 2018–2019 drought. If winter rainfall becomes more variable, as regional projections indicate, recharge may decline further.",
            ),
            Good(
                "preserve",
                "Quantifying groundwater recharge in semi-arid basins is difficult, as most recharge happens during a few intense rainfall events. For the Upper Tamsin Basin, we applied chloride mass balance and water-table fluctuation methods to estimate recharge for the hydrological years 2010/11 to 2020/21. Mean annual recharge was roughly 23 mm (approximately 6% of rainfall), and the wet winter of 2016/17 alone produced more than half of the decade's recharge. Our estimates fall below the 35 mm reported by Haddad and Ortiz (2015), probably because their record stopped before the 2018–2019 drought. Should winter rainfall become more variable, as regional projections indicate, recharge may decline further.",
            ),
            Good(
                "pl",
                "Zasilanie wód podziemnych w zlewniach półsuchych jest trudne do oszacowania, ponieważ w większości następuje podczas kilku intensywnych opadów. Metodami bilansu masy chlorków i wahań zwierciadła wód podziemnych oszacowaliśmy zasilanie w zlewni Upper Tamsin dla lat hydrologicznych od 2010/11 do 2020/21. Średnie roczne zasilanie wynosiło około 23 mm, czyli mniej więcej 6% opadów, ale ponad połowa całkowitego zasilania z tej dekady przypadła na mokrą zimę 2016/17. Wartości te są niższe niż 35 mm podane w pracy Haddad i Ortiz (2015), prawdopodobnie dlatego, że ich seria pomiarowa kończyła się przed suszą z lat 2018–2019. Zasilanie może dalej spadać, jeśli opady zimowe staną się bardziej zmienne, na co wskazują prognozy regionalne.",
            ),
        ],
        bad=[
            Slip(0, [("Haddad and Ortiz (2015)", "Haddad and Ortiz (2012)")], "citation"),
            Slip(
                1,
                [
                    (
                        "Mean annual recharge was roughly 23 mm (approximately 6% of rainfall)",
                        "Mean annual recharge was 23 mm (6% of rainfall)",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("mokrą zimę 2016/17", "mokrą zimę 2014/15")], "date"),
        ],
    ),
    Case(
        key="en-fibre-broadband-minimum-term-contract",
        source="Your Fibre 500 plan has a minimum term of 24 months and costs £32 a month. Each April, your monthly price will increase by £3; we will remind you of this at least 30 days before the change. If you cancel before the end of your minimum term, you must pay an early termination charge equal to the remaining monthly payments, less 8%. You can cancel without a charge within 14 days of your service going live. Your router remains our property and should be returned within 30 days of your contract ending, using the prepaid bag. To manage your account, visit www.brightline.co.uk/myaccount or email help@brightline.co.uk.",
        good=[
            Good(
                "preserve",
                "How much will I pay? Fibre 500 costs £32 a month over a 24-month minimum term, and the monthly price goes up by £3 every April – we'll remind you at least 30 days before each change.\n\nCan I leave early? You can cancel free of charge within 14 days of your service going live. If you cancel before your minimum term ends, you must pay an early termination charge equal to your remaining monthly payments less 8%.\n\nWhat about the router? It remains our property, and you should return it in the prepaid bag within 30 days of your contract ending.\n\nManage your account at www.brightline.co.uk/myaccount or email help@brightline.co.uk.",
            ),
            Good(
                "preserve",
                "The Fibre 500 plan is subject to a minimum term of 24 months at a monthly charge of £32. The monthly price will rise by £3 each April, and customers will be reminded no less than 30 days before the change takes effect. Customers who cancel before the minimum term expires must pay an early termination charge equal to the remaining monthly payments minus 8%. Cancellation within 14 days of the service going live can be made without charge. The router remains the provider's property and should be returned in the prepaid bag within 30 days of the end of the contract. Accounts can be managed at www.brightline.co.uk/myaccount or by email to help@brightline.co.uk.",
            ),
            Good(
                "pl",
                "Pakiet Fibre 500 ma minimalny okres umowy wynoszący 24 miesiące i kosztuje 32 £ miesięcznie. Co roku w kwietniu opłata miesięczna wzrośnie o 3 £; przypomnimy Ci o tym co najmniej 30 dni przed zmianą. Jeśli rozwiążesz umowę przed końcem minimalnego okresu, musisz zapłacić opłatę za wcześniejsze rozwiązanie umowy równą pozostałym opłatom miesięcznym pomniejszonym o 8%. Możesz zrezygnować bez opłat w ciągu 14 dni od uruchomienia usługi. Router pozostaje naszą własnością i powinien zostać zwrócony w ciągu 30 dni od zakończenia umowy w torbie z opłaconą przesyłką zwrotną. Aby zarządzać kontem, wejdź na www.brightline.co.uk/myaccount lub napisz na help@brightline.co.uk.",
            ),
        ],
        bad=[
            Slip(0, [("goes up by £3 every April", "goes up by £5 every April")], "number"),
            Slip(
                1,
                [("should be returned in the prepaid bag", "must be returned in the prepaid bag")],
                "modality",
            ),
            Slip(2, [("www.brightline.co.uk/myaccount", "www.brightline.com/myaccount")], "url"),
        ],
    ),
    Case(
        key="en-tenancy-deposit-protection-rights-advice",
        source="If you rent your home on an assured shorthold tenancy in England, your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it. They must also give you the prescribed information about the scheme within the same 30 days. If they do not, you can take them to court under section 214 of the Housing Act 2004, and the court may order them to pay you between one and three times the deposit. At the end of the tenancy, your landlord should return the deposit within 10 days of agreeing how much you will get back. You do not have to accept deductions for fair wear and tear.",
        good=[
            Good(
                "preserve",
                "Does my landlord have to protect my deposit? Yes, if you rent your home on an assured shorthold tenancy in England. Within 30 days of receiving the deposit, your landlord must put it in a government-approved scheme and give you the prescribed information about that scheme. If they fail to do so, you can take them to court under section 214 of the Housing Act 2004; the court may order them to pay you one to three times the deposit. When your tenancy ends, your landlord should return the deposit within 10 days of you both agreeing how much you'll get back. Deductions for fair wear and tear are not something you have to accept.",
            ),
            Good(
                "preserve",
                "Tenancy deposits: your rights (assured shorthold tenancies in England)\n• Your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it.\n• Within the same 30 days, they must also give you the prescribed information about the scheme.\n• If they don't, you can take court action under section 214 of the Housing Act 2004. The court may order them to pay you between one and three times the deposit.\n• At the end of your tenancy, your landlord should return the deposit within 10 days of your agreeing how much you will get back.\n• You don't have to accept deductions for fair wear and tear.",
            ),
            Good(
                "pl",
                "Jeśli wynajmujesz mieszkanie w Anglii na podstawie umowy typu assured shorthold tenancy, wynajmujący musi zabezpieczyć Twoją kaucję w zatwierdzonym przez rząd systemie w ciągu 30 dni od jej otrzymania. W ciągu tych samych 30 dni musi też przekazać Ci wymagane informacje o tym systemie (tzw. prescribed information). Jeśli tego nie zrobi, możesz pozwać go do sądu na podstawie sekcji 214 ustawy Housing Act 2004, a sąd może nakazać mu zapłatę kwoty od jednokrotności do trzykrotności kaucji. Po zakończeniu najmu wynajmujący powinien zwrócić kaucję w ciągu 10 dni od uzgodnienia, ile pieniędzy otrzymasz z powrotem. Nie musisz godzić się na potrącenia z tytułu normalnego zużycia.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("section 214 of the Housing Act 2004", "section 21 of the Housing Act 1988")],
                "legal_reference",
            ),
            Slip(
                0,
                [("within 10 days of you both agreeing", "within 30 days of you both agreeing")],
                "date",
            ),
            Slip(
                2,
                [("Nie musisz godzić się na potrącenia", "Musisz godzić się na potrącenia")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-festival-volunteer-shift-handbook-rules",
        source="Volunteers must check in at the Crew Hub, next to Gate C, at least 30 minutes before each shift. You will work three 6-hour shifts over the festival weekend and in return receive a free weekend ticket, meals during your shifts and access to the crew campsite. Wristbands are issued only at check-in and must not be passed to anyone else. If you are unable to attend a shift, you should let your team leader know as soon as possible. Volunteers who miss a shift without notice may be charged the full ticket price of £189. Alcohol must not be consumed while on duty.",
        good=[
            Good(
                "preserve",
                "You must check in at the Crew Hub, next to Gate C, at least 30 minutes before every shift. Over the festival weekend you'll work three shifts of 6 hours each. In return, you get a free weekend ticket, meals while you're on shift and access to the crew campsite. Wristbands are handed out at check-in only, and you must not pass yours on to anyone else. If you can't make a shift, you should tell your team leader as soon as possible; if you miss one without letting us know, you may be charged the full ticket price of £189. You must not drink alcohol while you are on duty.",
            ),
            Good(
                "preserve",
                "Check-in: all volunteers must report to the Crew Hub beside Gate C no later than 30 minutes before each shift.\nYour commitment: three 6-hour shifts across the festival weekend.\nWhat you get: a free weekend ticket, meals during your shifts and access to the crew campsite.\nWristbands: issued at check-in only; they must not be given to anyone else.\nAbsence: if you cannot attend a shift, you should inform your team leader as soon as possible. Missing a shift without notice may result in a charge of the full ticket price, £189.\nAlcohol: must not be consumed while you are on duty.",
            ),
            Good(
                "pl",
                "Wolontariusze muszą zgłosić się w Crew Hub obok bramy C co najmniej 30 minut przed każdą zmianą. W czasie festiwalowego weekendu przepracujesz trzy 6-godzinne zmiany, a w zamian otrzymasz bezpłatny bilet weekendowy, posiłki w trakcie zmian oraz dostęp do pola namiotowego dla ekipy. Opaski są wydawane wyłącznie przy zgłoszeniu i nie wolno ich przekazywać nikomu innemu. Jeśli nie możesz przyjść na zmianę, powinieneś jak najszybciej poinformować o tym lidera zespołu. Wolontariusze, którzy opuszczą zmianę bez uprzedzenia, mogą zostać obciążeni pełną ceną biletu w wysokości 189 £. Podczas pełnienia obowiązków nie wolno spożywać alkoholu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Wristbands are handed out at check-in only, and you must not pass yours on to anyone else.",
                        "Opaski są wydawane wyłącznie przy zgłoszeniu i nie wolno ich przekazywać nikomu innemu.",
                    ),
                    (
                        "You must not drink alcohol while you are on duty.",
                        "Podczas pełnienia obowiązków nie wolno spożywać alkoholu.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [
                    (
                        "meals during your shifts and access",
                        "meals during your shifts, a crew T-shirt and access",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "powinieneś jak najszybciej poinformować",
                        "musisz jak najszybciej poinformować",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-cetirizine-hayfever-tablet-leaflet",
        source="Cetirizine 10 mg tablets relieve the symptoms of hay fever and other allergies. Adults and children aged 12 and over should take one tablet once a day. Do not take more than one tablet in 24 hours. Although cetirizine is less likely to cause drowsiness than older antihistamines, it may still make some people sleepy; if this happens, do not drive or operate machinery. Avoid alcohol while taking this medicine. If you are pregnant or breastfeeding, you must ask your doctor or pharmacist before taking it. Symptoms usually improve within an hour. Store below 25°C and keep out of the sight and reach of children.",
        good=[
            Good(
                "preserve",
                "Cetirizine 10 mg tablets ease the symptoms of hay fever and other allergies. If you are an adult or a child aged 12 or over, you should take one tablet once a day, and you must not take more than one tablet in 24 hours. Cetirizine is less likely than older antihistamines to cause drowsiness, but it may still make some people sleepy – if it makes you sleepy, do not drive or use machinery. Avoid alcohol while you are taking it. If you are pregnant or breastfeeding, you must check with your doctor or pharmacist before you take it. Your symptoms will usually get better within an hour. Store the tablets below 25°C, out of the sight and reach of children.",
            ),
            Good(
                "preserve",
                "What it is for: cetirizine 10 mg tablets relieve hay fever and other allergy symptoms.\nHow to take: adults and children aged 12 and over should take 1 tablet once a day. Do not take more than 1 tablet in 24 hours.\nDrowsiness: cetirizine is less likely to cause drowsiness than older antihistamines, but it may still make some people sleepy. If this happens, do not drive or operate machinery. Avoid alcohol while taking this medicine.\nPregnancy and breastfeeding: you must ask your doctor or pharmacist before taking it.\nHow quickly it works: symptoms usually improve within one hour.\nStorage: store below 25°C and keep out of the sight and reach of children.",
            ),
            Good(
                "pl",
                "Cetyryzyna w tabletkach 10 mg łagodzi objawy kataru siennego i innych alergii. Dorośli i dzieci w wieku 12 lat i starsze powinni przyjmować jedną tabletkę raz na dobę. Nie przyjmować więcej niż jednej tabletki w ciągu 24 godzin. Choć cetyryzyna rzadziej niż starsze leki przeciwhistaminowe powoduje senność, u niektórych osób nadal może ją wywoływać; w takim przypadku nie należy prowadzić pojazdów ani obsługiwać maszyn. Podczas stosowania tego leku należy unikać alkoholu. Kobiety w ciąży lub karmiące piersią muszą przed przyjęciem leku zapytać lekarza lub farmaceutę. Objawy zwykle łagodnieją w ciągu godziny. Przechowywać w temperaturze poniżej 25°C, w miejscu niewidocznym i niedostępnym dla dzieci.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Your symptoms will usually get better within an hour.",
                        "Your symptoms will get better within an hour.",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Avoid alcohol while taking this medicine.",
                        "You do not need to avoid alcohol while taking this medicine.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("muszą przed przyjęciem leku zapytać", "mogą przed przyjęciem leku zapytać")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-tidyconf-yaml-formatter-readme",
        source="# tidyconf\n\n`tidyconf` formats and validates YAML configuration files.\n\n## Installation\n\n```sh\npip install tidyconf==2.3.1\n```\n\nPython 3.9 or newer is required.\n\n## Usage\n\n- `tidyconf check config.yaml` reports errors without changing the file.\n- `tidyconf fmt --write config.yaml` rewrites the file in place.\n- Settings are read from `.tidyconf.toml` in the project root.\n\nSee the [full documentation](https://tidyconf.readthedocs.io/en/stable/) for all options. Bugs should be reported on the issue tracker, not by email.",
        good=[
            Good(
                "preserve",
                "# tidyconf\n\n`tidyconf` is a tool for formatting and validating YAML configuration files.\n\n## Installation\n\n```sh\npip install tidyconf==2.3.1\n```\n\nYou need Python 3.9 or newer.\n\n## Usage\n\n- `tidyconf check config.yaml` reports any errors but leaves the file unchanged.\n- `tidyconf fmt --write config.yaml` rewrites the file in place.\n- Settings are taken from `.tidyconf.toml` in the root of your project.\n\nAll options are described in the [full documentation](https://tidyconf.readthedocs.io/en/stable/). Bugs should be reported on the issue tracker rather than by email.",
            ),
            Good(
                "preserve",
                "# tidyconf\n\nFormat and validate YAML configuration files with `tidyconf`.\n\n## Installation\n\nRequires Python 3.9 or newer.\n\n```sh\npip install tidyconf==2.3.1\n```\n\n## Usage\n\n- `tidyconf check config.yaml`: reports errors; the file is not modified.\n- `tidyconf fmt --write config.yaml`: rewrites the file in place.\n- Configuration is read from `.tidyconf.toml` in the project root.\n\nFor the complete list of options, see the [full documentation](https://tidyconf.readthedocs.io/en/stable/). Please note that bugs should be reported on the issue tracker, not by email.",
            ),
            Good(
                "pl",
                "# tidyconf\n\n`tidyconf` formatuje i waliduje pliki konfiguracyjne YAML.\n\n## Instalacja\n\n```sh\npip install tidyconf==2.3.1\n```\n\nWymagany jest Python 3.9 lub nowszy.\n\n## Użycie\n\n- `tidyconf check config.yaml` zgłasza błędy, nie zmieniając pliku.\n- `tidyconf fmt --write config.yaml` nadpisuje plik w miejscu.\n- Ustawienia są wczytywane z pliku `.tidyconf.toml` w katalogu głównym projektu.\n\nWszystkie opcje opisano w [pełnej dokumentacji](https://tidyconf.readthedocs.io/en/stable/). Błędy powinno się zgłaszać w systemie zgłoszeń (issue tracker), a nie e-mailem.",
            ),
        ],
        bad=[
            Slip(0, [("pip install tidyconf==2.3.1", "pip install tidyconf==2.1.3")], "code"),
            Slip(
                1,
                [
                    (
                        "rewrites the file in place.\n- Configuration is read",
                        "rewrites the file in place. Configuration is read",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "https://tidyconf.readthedocs.io/en/stable/",
                        "https://tidyconf.readthedocs.io/en/latest/",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-interlibrary-loan-request-policy",
        source="Interlibrary loan requests can be placed through your library account for books and articles we do not hold. Each request costs £3, and students may have up to 5 requests open at a time. Books usually arrive within 10 working days and are lent for 3 weeks; renewals are at the lending library's discretion. Article copies are sent by email and do not need to be returned. Please note that we cannot obtain theses, newspapers or items published in the last 6 months. Requests placed after Friday 13 December will not be processed until the library reopens on Monday 6 January.",
        good=[
            Good(
                "preserve",
                "For books and articles we don't hold, you can place an interlibrary loan request through your library account. Requests cost £3 each, and as a student you may have up to 5 open at once. Books usually arrive within 10 working days, and you can borrow them for 3 weeks; whether you can renew is up to the lending library. Article copies come by email, and you don't need to return them. Please note that we cannot get theses, newspapers or anything published in the last 6 months. If you place a request after Friday 13 December, it won't be processed until we reopen on Monday 6 January.",
            ),
            Good(
                "preserve",
                "Interlibrary loans – quick guide\n- What: books and articles we do not hold, requested through your library account\n- Cost: £3 per request\n- Limit: students may have up to 5 requests open at any one time\n- Books: usually arrive within 10 working days; loan period 3 weeks; renewals at the lending library's discretion\n- Articles: copies sent by email; no need to return them\n- Not available: theses, newspapers and items published in the last 6 months\n- Holiday closure: requests placed after Friday 13 December will not be processed until the library reopens on Monday 6 January",
            ),
            Good(
                "pl",
                "Zamówienia w ramach wypożyczeń międzybibliotecznych na książki i artykuły, których nie mamy w zbiorach, można składać przez konto biblioteczne. Każde zamówienie kosztuje 3 £, a studenci mogą mieć jednocześnie do 5 otwartych zamówień. Książki docierają zwykle w ciągu 10 dni roboczych i są wypożyczane na 3 tygodnie; o prolongacie decyduje biblioteka wypożyczająca. Kopie artykułów są wysyłane e-mailem i nie trzeba ich zwracać. Prosimy pamiętać, że nie możemy sprowadzić prac dyplomowych, gazet ani pozycji opublikowanych w ciągu ostatnich 6 miesięcy. Zamówienia złożone po piątku 13 grudnia nie będą rozpatrywane do czasu ponownego otwarcia biblioteki w poniedziałek 6 stycznia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("until we reopen on Monday 6 January", "until we reopen on Monday 13 January")],
                "date",
            ),
            Slip(2, [("do 5 otwartych zamówień", "do 10 otwartych zamówień")], "number"),
            Slip(1, [("- Not available: theses", "- Available: theses")], "negation"),
        ],
    ),
    Case(
        key="en-green-roof-runoff-study-news",
        source="Green roofs may reduce peak runoff from city buildings, but how much depends heavily on the weather. A study published in the Journal of Hydrology (Marchetti et al., 2022, vol. 612, article 128154) monitored 14 green roofs in Milan over two years. On average, the roofs retained about 55% of annual rainfall, yet during storms of more than 30 mm they retained only around 20%. The authors suggest that the roofs are probably most useful for frequent small storms rather than for extreme events. They did not find a clear difference between roofs with 8 cm and 15 cm of substrate, although the sample was small.",
        good=[
            Good(
                "preserve",
                "How much rain can a green roof hold back? It depends heavily on the weather, according to researchers who monitored 14 green roofs in Milan for two years. Their study, published in the Journal of Hydrology (Marchetti et al., 2022, vol. 612, article 128154), found that the roofs retained about 55% of annual rainfall on average – but only around 20% during storms of more than 30 mm. So while green roofs may reduce peak runoff from city buildings, the authors suggest they are probably most useful for frequent small storms rather than extreme events. The researchers did not find a clear difference between roofs with 8 cm and 15 cm of substrate, though the sample was small.",
            ),
            Good(
                "preserve",
                "Marchetti et al. (2022), writing in the Journal of Hydrology (vol. 612, article 128154), monitored 14 green roofs in Milan over a two-year period. On average, the roofs retained approximately 55% of annual rainfall; in storms exceeding 30 mm, however, retention fell to around 20%. Green roofs may reduce peak runoff from urban buildings, but the size of the effect depends heavily on the weather. According to the authors, the roofs are probably of greatest value for frequent small storms rather than extreme events. No clear difference was found between substrate depths of 8 cm and 15 cm, although the sample was small.",
            ),
            Good(
                "pl",
                "Zielone dachy mogą zmniejszać szczytowy odpływ wody opadowej z budynków w miastach, ale skala tego efektu w dużym stopniu zależy od pogody. W badaniu opublikowanym w „Journal of Hydrology” (Marchetti i in., 2022, t. 612, artykuł 128154) przez dwa lata monitorowano 14 zielonych dachów w Mediolanie. Dachy zatrzymywały średnio około 55% rocznych opadów, ale podczas burz z opadem powyżej 30 mm – tylko około 20%. Autorzy sugerują, że zielone dachy są prawdopodobnie najbardziej przydatne przy częstych, niewielkich opadach, a nie przy zjawiskach ekstremalnych. Nie stwierdzono wyraźnej różnicy między dachami z 8 cm i 15 cm podłoża, choć próba była niewielka.",
            ),
        ],
        bad=[
            Slip(1, [("(vol. 612, article 128154)", "(vol. 621, article 128154)")], "citation"),
            Slip(
                0,
                [
                    (
                        "the authors suggest they are probably most useful",
                        "the authors suggest they are most useful",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "14 zielonych dachów w Mediolanie.",
                        "14 zielonych dachów w Mediolanie, zbudowanych w ramach miejskiego programu dotacji.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-broadband-price-rise-cancel-rights",
        source="From 1 April, our monthly prices will rise by £3.50 for broadband-only customers and by £4 for broadband and TV bundles. This rise was set out in your contract, so it does not give you a right to cancel without paying early termination charges. However, if we make any other change that is not to your benefit, General Condition C1.8 of Ofcom's rules allows you to leave penalty-free within one month of being notified. Customers on our Essentials social tariff will not see any increase. You should check your latest bill, which will show your new price from April.",
        good=[
            Good(
                "preserve",
                "Your monthly price is going up from 1 April: by £3.50 if you have broadband only, and by £4 if you have a broadband and TV bundle. Because this rise was set out in your contract, it doesn't give you the right to cancel without paying early termination charges. If we make any other change that isn't to your benefit, though, General Condition C1.8 of Ofcom's rules allows you to leave penalty-free within one month of being notified. If you're on our Essentials social tariff, your price will not go up. You should check your latest bill, which will show your new price from April.",
            ),
            Good(
                "preserve",
                "What's changing from 1 April\n- Broadband only: +£3.50 a month\n- Broadband and TV bundles: +£4 a month\n- Essentials social tariff: no increase\n\nCan I cancel because of this rise? Not without paying early termination charges – the rise was set out in your contract. But if we make any other change that is not to your benefit, Ofcom's General Condition C1.8 allows you to leave without penalty within one month of being notified.\n\nYou should check your latest bill, which will show your new price from April.",
            ),
            Good(
                "pl",
                "Od 1 kwietnia nasze ceny miesięczne wzrosną o 3,50 £ dla klientów korzystających tylko z internetu i o 4 £ dla pakietów internetu z telewizją. Podwyżka ta była przewidziana w Twojej umowie, więc nie daje Ci prawa do rozwiązania umowy bez opłat za jej wcześniejsze rozwiązanie. Jeśli jednak wprowadzimy jakąkolwiek inną zmianę, która nie jest dla Ciebie korzystna, warunek ogólny C1.8 przepisów Ofcom pozwala Ci odejść bez kar w ciągu miesiąca od otrzymania powiadomienia. Klientów korzystających z naszej taryfy socjalnej Essentials podwyżka nie obejmie. Powinieneś sprawdzić swój ostatni rachunek, na którym będzie widoczna nowa cena obowiązująca od kwietnia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "by £4 if you have a broadband and TV bundle",
                        "by £4.50 if you have a broadband and TV bundle",
                    )
                ],
                "number",
            ),
            Slip(
                1,
                [("You should check your latest bill", "You must check your latest bill")],
                "modality",
            ),
            Slip(2, [("warunek ogólny C1.8", "warunek ogólny C1.3")], "legal_reference"),
        ],
    ),
    Case(
        key="en-river-gauge-dataset-readme",
        source='## River Alder gauge data (v1.4)\n\nThis dataset contains 15-minute river level and discharge readings from 6 gauging stations on the River Alder, from 1 January 2015 to 31 December 2023. Files are in CSV format, one per station, named `alder_<station_id>.csv`. Discharge values before 2018 were derived from a rating curve and may be less reliable at high flows. Missing readings are marked as `NA`, not zero.\n\nTo load the data in Python, use `pandas.read_csv` with `parse_dates=["timestamp"]`. The data are released under CC BY 4.0. The files can be downloaded from https://data.aldertrust.org.uk/gauges/.',
        good=[
            Good(
                "preserve",
                '## River Alder gauge data (v1.4)\n\nRiver level and discharge readings at 15-minute intervals from 6 gauging stations on the River Alder, covering 1 January 2015 to 31 December 2023. There is one CSV file per station, named `alder_<station_id>.csv`, and the files can be downloaded from https://data.aldertrust.org.uk/gauges/. Missing readings are marked `NA` rather than zero. Note that discharge values before 2018 were derived from a rating curve and may be less reliable at high flows.\n\nIn Python, load the data with `pandas.read_csv` and `parse_dates=["timestamp"]`. The dataset is released under CC BY 4.0.',
            ),
            Good(
                "preserve",
                '## River Alder gauge data (v1.4)\n\n- **Content:** river level and discharge, recorded every 15 minutes at 6 gauging stations on the River Alder\n- **Period:** 1 January 2015 – 31 December 2023\n- **Format:** CSV, one file per station (`alder_<station_id>.csv`)\n- **Missing values:** `NA` (not zero)\n- **Caveat:** discharge before 2018 was derived from a rating curve and may be less reliable at high flows\n- **Loading in Python:** `pandas.read_csv` with `parse_dates=["timestamp"]`\n- **Licence:** CC BY 4.0\n- **Download:** https://data.aldertrust.org.uk/gauges/',
            ),
            Good(
                "pl",
                '## Dane z wodowskazów na rzece Alder (v1.4)\n\nZbiór zawiera 15-minutowe odczyty stanu wody i przepływu z 6 stacji wodowskazowych na rzece Alder z okresu od 1 stycznia 2015 r. do 31 grudnia 2023 r. Pliki są w formacie CSV, po jednym na stację, i noszą nazwy `alder_<station_id>.csv`. Wartości przepływu sprzed 2018 r. wyznaczono na podstawie krzywej natężenia przepływu i przy wysokich przepływach mogą być mniej wiarygodne. Brakujące odczyty oznaczono jako `NA`, a nie zero.\n\nAby wczytać dane w Pythonie, użyj `pandas.read_csv` z parametrem `parse_dates=["timestamp"]`. Dane udostępniono na licencji CC BY 4.0. Pliki można pobrać ze strony https://data.aldertrust.org.uk/gauges/.',
            ),
        ],
        bad=[
            Slip(1, [('`parse_dates=["timestamp"]`', '`parse_dates=["time"]`')], "code"),
            Slip(
                0,
                [("https://data.aldertrust.org.uk/gauges/", "https://data.aldertrust.org/gauges/")],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "z 6 stacji wodowskazowych na rzece Alder",
                        "z 6 stacji wodowskazowych Agencji Środowiska na rzece Alder",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-ski-course-cancellation-refund-policy",
        source="Cancellations made more than 14 days before the start of your course receive a full refund, minus a £25 administration fee. Between 14 and 3 days before the start, we refund 50% of the course price. We do not offer refunds for cancellations made less than 3 days before the course or for lessons missed after it has started, except on medical grounds. Medical cancellations must be supported by a doctor's certificate issued in the resort. If lessons are cancelled because the ski area is closed, we will offer a replacement lesson or a refund. We strongly recommend taking out winter sports insurance that covers cancellation.",
        good=[
            Good(
                "preserve",
                "If you cancel more than 14 days before your course starts, you'll get a full refund minus a £25 administration fee. If you cancel between 14 and 3 days before the start, we'll refund 50% of the course price. Except on medical grounds, we don't give refunds for cancellations made less than 3 days before the course or for lessons you miss once it has begun. For a medical cancellation, you must provide a doctor's certificate issued in the resort. If lessons are cancelled because the ski area is closed, we'll offer you a replacement lesson or a refund. We strongly recommend that you take out winter sports insurance that includes cancellation cover.",
            ),
            Good(
                "preserve",
                "Cancellations and refunds\n- More than 14 days before the course: full refund, less a £25 administration fee.\n- 14 to 3 days before the course: 50% of the course price refunded.\n- Less than 3 days before the course, or lessons missed once it has started: no refund, except on medical grounds.\n- Medical grounds: must be supported by a doctor's certificate issued in the resort.\n- Ski area closed: if lessons are cancelled for this reason, we will offer a replacement lesson or a refund.\n\nWe strongly recommend winter sports insurance that covers cancellation.",
            ),
            Good(
                "pl",
                "W przypadku rezygnacji zgłoszonej ponad 14 dni przed rozpoczęciem kursu zwracamy całą kwotę pomniejszoną o opłatę administracyjną w wysokości 25 £. Przy rezygnacji na 14 do 3 dni przed rozpoczęciem zwracamy 50% ceny kursu. Nie zwracamy pieniędzy za rezygnacje zgłoszone na mniej niż 3 dni przed kursem ani za lekcje opuszczone po jego rozpoczęciu, chyba że z powodów medycznych. Rezygnacja z powodów medycznych musi być poparta zaświadczeniem lekarskim wystawionym w miejscowości narciarskiej. Jeśli lekcje zostaną odwołane z powodu zamknięcia terenu narciarskiego, zaproponujemy lekcję zastępczą lub zwrot pieniędzy. Zdecydowanie zalecamy wykupienie ubezpieczenia na sporty zimowe obejmującego rezygnację.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Rezygnacja z powodów medycznych musi być poparta zaświadczeniem lekarskim wystawionym w miejscowości narciarskiej.",
                        "Medical cancellations must be supported by a doctor's certificate issued in the resort.",
                    ),
                    (
                        "Zdecydowanie zalecamy wykupienie ubezpieczenia na sporty zimowe obejmującego rezygnację.",
                        "We strongly recommend taking out winter sports insurance that covers cancellation.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(
                0,
                [
                    (
                        "Except on medical grounds, we don't give refunds",
                        "Except on medical grounds, we give refunds",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Medical grounds: must be supported by",
                        "Medical grounds: should be supported by",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-dog-boarding-kennel-terms",
        source="All dogs boarding at Hollybank Kennels must be fully vaccinated, including against kennel cough, at least 2 weeks before arrival. We cannot accept dogs that are in season or have shown aggression towards people. Most dogs settle within a day or two, although some may take longer and can lose a little weight during their stay. Please bring your dog's usual food; sudden changes in diet are likely to cause stomach upsets. If your dog becomes unwell, we will contact you and, if necessary, take them to our partner vet, Greenway Veterinary Practice. Any vet fees are payable by the owner. Drop-off is between 08:00 and 11:00 and collection between 15:00 and 18:00, Monday to Saturday.",
        good=[
            Good(
                "preserve",
                "If your dog is staying with us at Hollybank Kennels, they must be fully vaccinated – including against kennel cough – at least 2 weeks before arrival. We are not able to accept dogs that are in season or that have shown aggression towards people. Most dogs settle in within a day or two, but some may take longer and can lose a little weight while they're here. Please pack your dog's usual food, as a sudden change of diet is likely to upset their stomach. If your dog becomes unwell, we'll get in touch with you and, if necessary, take them to our partner vet, Greenway Veterinary Practice; you will be responsible for any vet fees. You can drop your dog off between 08:00 and 11:00 and collect them between 15:00 and 18:00, Monday to Saturday.",
            ),
            Good(
                "preserve",
                "Vaccinations: all boarding dogs must be fully vaccinated, including against kennel cough, no less than 2 weeks before arrival.\nDogs we can't accept: dogs in season, and dogs that have shown aggression towards people.\nSettling in: most dogs settle within a day or two. Some may take longer and can lose a little weight during their stay.\nFood: please bring your dog's usual food – sudden diet changes are likely to cause stomach upsets.\nIllness: if your dog becomes unwell, we will contact you and, if necessary, take them to our partner vet, Greenway Veterinary Practice. Vet fees are payable by the owner.\nDrop-off and collection (Monday to Saturday): drop-off 08:00–11:00, collection 15:00–18:00.",
            ),
            Good(
                "pl",
                "Wszystkie psy przebywające w hotelu Hollybank Kennels muszą mieć pełne szczepienia, w tym przeciwko kaszlowi kenelowemu, wykonane co najmniej 2 tygodnie przed przyjazdem. Nie możemy przyjmować suk w okresie cieczki ani psów, które wykazywały agresję wobec ludzi. Większość psów aklimatyzuje się w ciągu jednego–dwóch dni, choć niektórym może to zająć więcej czasu i mogą one nieco schudnąć podczas pobytu. Prosimy przywieźć karmę, którą pies zwykle je; nagła zmiana diety prawdopodobnie spowoduje problemy żołądkowe. Jeśli pies zachoruje, skontaktujemy się z Tobą i w razie potrzeby zawieziemy go do naszego weterynarza partnerskiego, Greenway Veterinary Practice. Wszelkie koszty leczenia weterynaryjnego pokrywa właściciel. Psy można przywozić w godzinach 08:00–11:00 i odbierać w godzinach 15:00–18:00, od poniedziałku do soboty.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Dogs we can't accept: dogs in season", "Dogs we can accept: dogs in season")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "nagła zmiana diety prawdopodobnie spowoduje problemy żołądkowe",
                        "nagła zmiana diety spowoduje problemy żołądkowe",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "our partner vet, Greenway Veterinary Practice;",
                        "our partner vet, Greenway Veterinary Practice, which is open 24 hours a day;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-online-purchase-cancellation-rights-uk",
        source="If you buy goods online from a UK trader, the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 usually give you 14 days to cancel, starting the day after you receive the goods. You then have a further 14 days to send them back. The trader must refund you within 14 days of getting the goods back, including the standard delivery charge, but not any extra you paid for faster delivery: if standard delivery cost £3.95 and you paid £7.95 for next-day delivery, only £3.95 has to be refunded. Under regulation 28, the right to cancel does not apply to personalised items or perishable goods. If the trader never told you about your right to cancel, the cancellation period can be extended by up to 12 months.",
        good=[
            Good(
                "preserve",
                "Bought something online from a UK trader? Under the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013, you usually have 14 days to cancel, counted from the day after the goods reach you, and then a further 14 days to return them. Once the trader has the goods back, they must refund you within 14 days. The refund includes the standard delivery charge but not anything extra you paid for faster delivery – so if standard delivery was £3.95 and you chose next-day delivery for £7.95, you only have to be refunded £3.95. Regulation 28 excludes personalised items and perishable goods from the right to cancel. If the trader never told you about your right to cancel, the cancellation period can be extended by up to 12 months.",
            ),
            Good(
                "preserve",
                "Cancelling an online purchase from a UK trader under the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013:\n1. You usually have 14 days to cancel, starting the day after you receive the goods.\n2. You then have another 14 days to send the goods back.\n3. The trader must refund you within 14 days of receiving the goods back. This includes the standard delivery charge but not any extra you paid for faster delivery (e.g. if standard delivery cost £3.95 and you paid £7.95 for next-day delivery, only £3.95 has to be refunded).\n4. Exceptions (regulation 28): the right to cancel does not apply to personalised items or perishable goods.\n5. If the trader never told you about your right to cancel, the cancellation period can be extended by up to 12 months.",
            ),
            Good(
                "pl",
                "Jeśli kupujesz towary przez internet od brytyjskiego przedsiębiorcy, przepisy Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 zwykle dają Ci 14 dni na odstąpienie od umowy, licząc od dnia następującego po otrzymaniu towaru. Następnie masz kolejne 14 dni na odesłanie towaru. Przedsiębiorca musi zwrócić Ci pieniądze w ciągu 14 dni od otrzymania towaru z powrotem, łącznie z kosztem standardowej dostawy, ale bez dopłaty za szybszą dostawę: jeśli standardowa dostawa kosztowała 3,95 £, a Ty zapłaciłeś 7,95 £ za dostawę na następny dzień, zwrotowi podlega tylko 3,95 £. Zgodnie z regulacją 28 prawo odstąpienia nie dotyczy produktów personalizowanych ani towarów łatwo psujących się. Jeśli przedsiębiorca w ogóle nie poinformował Cię o prawie do odstąpienia, termin na odstąpienie może zostać wydłużony maksymalnie o 12 miesięcy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you only have to be refunded £3.95", "you only have to be refunded £2.95")],
                "number",
            ),
            Slip(
                1,
                [("4. Exceptions (regulation 28)", "4. Exceptions (regulation 29)")],
                "legal_reference",
            ),
            Slip(2, [("maksymalnie o 12 miesięcy", "maksymalnie o 6 miesięcy")], "date"),
        ],
    ),
]
