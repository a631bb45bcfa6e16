# ruff: noqa: E501, RUF001
"""English source cases of blind set 121: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-orchard-winter-pruning-course-booking",
        source="Our winter pruning course for apple and pear trees runs on Saturday 8 February 2025 at Hollybrook Community Orchard, from 10:00 to 15:30. The fee is £45 per person, including a light lunch and a copy of our 24-page pruning guide. Places are limited to 16, so please book by 31 January. You do not need any previous experience, but you should bring sturdy boots and gloves. We provide secateurs and loppers; please do not bring chainsaws or other powered tools, as they are not permitted on site. If the weather is severe, the session may be moved to Sunday 9 February.",
        good=[
            Good(
                "preserve",
                "Fancy learning to prune apple and pear trees? Join our winter course at Hollybrook Community Orchard on Saturday 8 February 2025, 10:00–15:30. It costs £45 per person, and that covers a light lunch plus a copy of our 24-page pruning guide. No previous experience is needed, but you should bring sturdy boots and gloves. We'll supply the secateurs and loppers. Chainsaws and other powered tools are not permitted on site, so please leave them at home. There are only 16 places, so book by 31 January. In severe weather, the session may move to Sunday 9 February.",
            ),
            Good(
                "preserve",
                "Winter pruning course – apples and pears\n\n- Date: Saturday, February 8, 2025, 10 am to 3:30 pm\n- Venue: Hollybrook Community Orchard\n- Fee: £45 per person (light lunch and our 24-page pruning guide included)\n- Places: limited to 16 – please book by January 31\n- Experience: none needed\n- What to bring: you should bring sturdy boots and gloves; secateurs and loppers are provided\n- Not allowed: chainsaws and other powered tools are not permitted on site, so please do not bring them\n- Bad weather: if conditions are severe, the session may be moved to Sunday, February 9",
            ),
            Good(
                "pl",
                "Zimowy kurs cięcia jabłoni i grusz odbędzie się w sobotę 8 lutego 2025 r. w Hollybrook Community Orchard, w godzinach 10:00–15:30. Opłata wynosi 45 funtów od osoby i obejmuje lekki lunch oraz egzemplarz naszego 24-stronicowego poradnika cięcia. Liczba miejsc jest ograniczona do 16, dlatego prosimy o zapisy do 31 stycznia. Wcześniejsze doświadczenie nie jest potrzebne, ale powinni Państwo zabrać solidne obuwie i rękawice. Sekatory i nożyce do gałęzi zapewniamy; prosimy nie przynosić pił łańcuchowych ani innych narzędzi z napędem, ponieważ nie są one dozwolone na terenie sadu. W razie bardzo złej pogody zajęcia mogą zostać przeniesione na niedzielę 9 lutego.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("No previous experience is needed", "Previous experience is needed")],
                "negation",
            ),
            Slip(1, [("please book by January 31", "please book by January 13")], "date"),
            Slip(2, [("ograniczona do 16", "ograniczona do 18")], "number"),
        ],
    ),
    Case(
        key="en-dog-grooming-salon-appointment-policy",
        source="Please arrive at the salon no more than 10 minutes before your dog's appointment, as our waiting area is small. All dogs must be up to date with their vaccinations, and we may ask to see the record. A full groom for a medium-sized dog usually takes around two hours, although heavily matted coats can take longer. If your dog is matted, we might recommend a short clip rather than dematting, which can be painful. Cancellations should be made at least 48 hours in advance; late cancellations are charged at half the booking price. We cannot groom dogs that are in season.",
        good=[
            Good(
                "preserve",
                "Our waiting area is small, so please don't turn up more than 10 minutes before your dog's appointment. Every dog must have up-to-date vaccinations, and we may ask you to show us the record. For a medium-sized dog, a full groom usually takes about two hours, though a heavily matted coat can take longer. Dematting can be painful, so if your dog's coat is matted we might suggest a short clip instead. If you need to cancel, you should let us know at least 48 hours beforehand; if you cancel later than that, you'll be charged half the booking price. Please note that we can't groom dogs that are in season.",
            ),
            Good(
                "preserve",
                "Owners are asked to arrive no earlier than 10 minutes before the appointment time, as the waiting area has limited space. Vaccinations for all dogs must be current, and the salon may request to see the vaccination record. A full groom of a medium-sized dog generally lasts around two hours; heavily matted coats can require more time. Where matting is present, a short clip might be recommended in place of dematting, which can cause pain. Cancellations should be made no less than 48 hours in advance, and late cancellations incur a charge of half the booking price. Dogs in season cannot be groomed.",
            ),
            Good(
                "pl",
                "Prosimy przychodzić do salonu nie wcześniej niż 10 minut przed wizytą psa, ponieważ nasza poczekalnia jest mała. Wszystkie psy muszą mieć aktualne szczepienia, a my możemy poprosić o okazanie książeczki szczepień. Pełna pielęgnacja psa średniej wielkości trwa zwykle około dwóch godzin, choć przy mocno skołtunionej sierści może potrwać dłużej. Jeśli pies ma kołtuny, możemy zaproponować krótkie strzyżenie zamiast rozczesywania kołtunów, które bywa bolesne. Wizytę powinno się odwołać co najmniej 48 godzin wcześniej; za późne odwołanie pobieramy połowę ceny rezerwacji. Nie możemy pielęgnować suk w okresie cieczki.",
            ),
        ],
        bad=[
            Slip(0, [("Every dog must have", "Every dog should have")], "modality"),
            Slip(
                1,
                [
                    (
                        "Dogs in season cannot be groomed.",
                        "Dogs in season cannot be groomed, nor can puppies under 12 weeks old.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("trwa zwykle około dwóch godzin", "trwa dwie godziny")], "hedge"),
        ],
    ),
    Case(
        key="en-elmstead-archers-whistle-range-rules",
        source="Range rules for members of Elmstead Archery Club. Nobody may shoot on the outdoor range unless a qualified range officer is present. Juniors under 14 must be supervised by an adult member at all times. Draw weights above 40 lb are not allowed on the indoor range, which is only 18 metres long. When the range officer gives three or more whistle blasts, stop shooting immediately. Do not cross the shooting line to collect arrows until two blasts have been given. Members should check their arrows for damage before each session. New members may borrow club bows for their first six weeks, free of charge.",
        good=[
            Good(
                "preserve",
                "Elmstead Archery Club – range rules\n\n- Shooting on the outdoor range is allowed only when a qualified range officer is present.\n- Juniors under 14 must be supervised by an adult member at all times.\n- On the indoor range (only 18 metres long), draw weights over 40 lb are not allowed.\n- Three or more whistle blasts mean: stop shooting immediately.\n- Never cross the shooting line to collect arrows before two blasts have been given.\n- Members should check their arrows for damage before every session.\n- New members may borrow club bows free of charge for their first six weeks.",
            ),
            Good(
                "preserve",
                "As an Elmstead Archery Club member, you may not shoot on the outdoor range unless a qualified range officer is present. If you are a junior under 14, an adult member must supervise you at all times. The indoor range is just 18 metres long, and bows with a draw weight above 40 lb are not allowed there. Stop shooting at once when the range officer gives three or more blasts on the whistle, and don't cross the shooting line to fetch your arrows until two blasts have sounded. Before each session you should check your arrows for damage. For your first six weeks as a new member, you may borrow a club bow at no charge.",
            ),
            Good(
                "pl",
                "Zasady korzystania ze strzelnicy – Elmstead Archery Club\n\nNa strzelnicy zewnętrznej nie wolno strzelać, jeśli nie jest obecny wykwalifikowany sędzia toru (range officer). Juniorzy poniżej 14 lat muszą przez cały czas pozostawać pod opieką dorosłego członka klubu. Na strzelnicy krytej, która ma tylko 18 metrów długości, niedozwolone są łuki o naciągu powyżej 40 funtów (lb). Gdy sędzia da trzy lub więcej sygnałów gwizdkiem, należy natychmiast przerwać strzelanie. Nie wolno przekraczać linii strzału, aby zebrać strzały, dopóki nie padną dwa sygnały. Członkowie powinni przed każdym treningiem sprawdzić, czy ich strzały nie są uszkodzone. Nowi członkowie mogą przez pierwsze sześć tygodni bezpłatnie wypożyczać łuki klubowe.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Juniors under 14 must be supervised", "Juniors under 14 should be supervised")],
                "modality",
            ),
            Slip(
                1,
                [("you may not shoot on the outdoor range", "you may shoot on the outdoor range")],
                "negation",
            ),
            Slip(2, [("o naciągu powyżej 40 funtów", "o naciągu powyżej 50 funtów")], "number"),
        ],
    ),
    Case(
        key="en-school-uniform-exchange-spring-sale",
        source="The PTA's second-hand uniform exchange reopens on Wednesday 12 March, from 3:15 to 4:30 pm in the school hall. Blazers cost £5, jumpers and skirts £2, and PE kits £1.50; all money raised goes towards the Year 6 residential trip. We can only accept items that are clean, undamaged and carry the current school logo. Please drop donations at the main office by Friday 7 March. If you cannot come in person, you can reserve items through our online form at https://stmarkspta.org.uk/uniform, and we will hold them for up to five school days.",
        good=[
            Good(
                "preserve",
                "Good news: the PTA's pre-loved uniform exchange is back!\n\nWhen: Wednesday 12 March, 3:15–4:30 pm\nWhere: the school hall\nPrices: blazers £5, jumpers and skirts £2, PE kits £1.50\n\nEvery penny raised goes to the Year 6 residential trip.\n\nDonating? Please drop items at the main office by Friday 7 March. We can only take clothes that are clean, undamaged and have the current school logo.\n\nCan't make it in person? Reserve items via our online form at https://stmarkspta.org.uk/uniform and we'll hold them for up to five school days.",
            ),
            Good(
                "preserve",
                "The second-hand uniform exchange run by the PTA will reopen in the school hall on Wednesday 12 March between 3:15 and 4:30 pm. Prices are £5 for blazers, £2 for jumpers and skirts and £1.50 for PE kits, and all proceeds will support the Year 6 residential trip. Please leave donations at the main office no later than Friday 7 March; only clean, undamaged items bearing the current school logo can be accepted. Parents who are unable to attend in person can reserve items using the online form at https://stmarkspta.org.uk/uniform, and reserved items will be held for a maximum of five school days.",
            ),
            Good(
                "pl",
                "Giełda używanych mundurków szkolnych prowadzona przez radę rodziców zostanie ponownie otwarta w środę 12 marca, w godz. 15:15–16:30, w auli szkolnej. Marynarki kosztują 5 funtów, swetry i spódnice 2 funty, a stroje na WF 1,50 funta; cały dochód zostanie przeznaczony na wyjazd z noclegiem dla klasy Year 6. Przyjmujemy wyłącznie rzeczy czyste, nieuszkodzone i z aktualnym logo szkoły. Dary prosimy zostawiać w sekretariacie do piątku 7 marca. Jeśli nie mogą Państwo przyjść osobiście, można zarezerwować rzeczy przez formularz internetowy pod adresem https://stmarkspta.org.uk/uniform – przechowamy je maksymalnie przez pięć dni szkolnych.",
            ),
        ],
        bad=[
            Slip(
                0, [("https://stmarkspta.org.uk/uniform", "https://stmarkspta.org/uniform")], "url"
            ),
            Slip(1, [("no later than Friday 7 March", "no later than Friday 28 February")], "date"),
            Slip(2, [("Marynarki kosztują 5 funtów", "Marynarki kosztują 8 funtów")], "number"),
        ],
    ),
    Case(
        key="en-ofcom-foundation-callsign-exam-guide",
        source="To transmit on the amateur bands in the UK, you must hold a licence issued by Ofcom under section 8 of the Wireless Telegraphy Act 2006. Listening does not require a licence. The Foundation exam consists of 26 multiple-choice questions, and candidates normally need to answer at least 19 correctly. Before sitting it, you must complete the practical assessments with a registered club. Foundation licensees may use up to 10 watts and should not modify commercial equipment unless they have passed the Intermediate level. Your callsign is personal to you and must not be lent to anyone else.",
        good=[
            Good(
                "preserve",
                "If you want to transmit on the UK amateur bands, you must hold an Ofcom licence, issued under section 8 of the Wireless Telegraphy Act 2006. You don't need a licence just to listen. The Foundation exam has 26 multiple-choice questions, and you normally need to get at least 19 of them right. First, though, you must complete the practical assessments with a registered club. With a Foundation licence you may use up to 10 watts, and you should not modify commercial equipment until you have passed the Intermediate level. Your callsign belongs to you alone: it must not be lent to anyone else.",
            ),
            Good(
                "preserve",
                "A licence issued by Ofcom under section 8 of the Wireless Telegraphy Act 2006 must be held by anyone transmitting on the amateur bands in the UK; no licence is required for listening. Before taking the Foundation exam, candidates must complete the practical assessments with a registered club. The exam itself comprises 26 multiple-choice questions, of which at least 19 normally need to be answered correctly. Holders of a Foundation licence may operate at up to 10 watts and should not modify commercial equipment unless they have passed the Intermediate level. Each callsign is personal to its holder and must not be lent to anyone else.",
            ),
            Good(
                "pl",
                "Aby nadawać w pasmach amatorskich w Wielkiej Brytanii, trzeba mieć licencję wydaną przez Ofcom na podstawie sekcji 8 ustawy Wireless Telegraphy Act 2006. Samo słuchanie nie wymaga licencji. Egzamin na poziomie Foundation składa się z 26 pytań wielokrotnego wyboru, a kandydaci zwykle muszą poprawnie odpowiedzieć na co najmniej 19 z nich. Przed przystąpieniem do egzaminu trzeba zaliczyć ćwiczenia praktyczne w zarejestrowanym klubie. Posiadacze licencji Foundation mogą używać mocy do 10 watów i nie powinni modyfikować sprzętu fabrycznego, dopóki nie zdadzą egzaminu na poziomie Intermediate. Znak wywoławczy jest przypisany do konkretnej osoby i nie wolno go użyczać nikomu innemu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "section 8 of the Wireless Telegraphy Act 2006",
                        "section 9 of the Wireless Telegraphy Act 2006",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "no licence is required for listening",
                        "a licence is also required for listening",
                    )
                ],
                "negation",
            ),
            Slip(2, [("nie powinni modyfikować", "nie mogą modyfikować")], "modality"),
        ],
    ),
    Case(
        key="en-lifeboat-station-boathouse-appeal-update",
        source="Thanks to your generosity, our appeal for a new boathouse at Porthcarrow Lifeboat Station has now raised £314,000, just over 78% of the £400,000 target. The current building dates from 1962 and is too small for the Shannon-class lifeboat the station is due to receive. If fundraising continues at its present pace, we expect to reach the target by early autumn, although building costs are likely to rise further. Construction will probably take around 14 months. Our volunteer crew launched 41 times last year, and they have continued to answer every call while the appeal runs. Donations can be made at the station shop or online.",
        good=[
            Good(
                "preserve",
                "Thanks to your generosity, our Porthcarrow Lifeboat Station boathouse appeal has reached £314,000 – just over 78% of its £400,000 target. We need the new boathouse because the current one, built in 1962, is too small for the Shannon-class lifeboat the station is due to receive. At the present pace of fundraising, we expect to hit the target by early autumn, though building costs are likely to keep rising. Construction will probably take about 14 months. Meanwhile, our volunteer crew, who launched 41 times last year, have kept answering every call. You can donate at the station shop or online.",
            ),
            Good(
                "preserve",
                "Donations to the appeal for a new boathouse at Porthcarrow Lifeboat Station now total £314,000, slightly more than 78% of the £400,000 goal. The existing building, dating from 1962, is too small to house the Shannon-class lifeboat that the station is due to receive. Should fundraising continue at the current rate, the target is expected to be met by early autumn; building costs, however, are likely to increase further. The construction work will probably last around 14 months. The station's volunteer crew launched 41 times last year and have continued to respond to every call during the appeal. Donations can be made at the station shop or online.",
            ),
            Good(
                "pl",
                "Dzięki Waszej hojności zbiórka na nowy hangar dla łodzi ratowniczej w stacji Porthcarrow przyniosła już 314 000 funtów, czyli nieco ponad 78% celu wynoszącego 400 000 funtów. Obecny budynek pochodzi z 1962 roku i jest za mały dla łodzi klasy Shannon, którą stacja ma otrzymać. Jeśli zbiórka będzie postępować w obecnym tempie, spodziewamy się osiągnąć cel na początku jesieni, choć koszty budowy prawdopodobnie jeszcze wzrosną. Budowa potrwa prawdopodobnie około 14 miesięcy. Nasza ochotnicza załoga wypływała w zeszłym roku na akcje 41 razy i w czasie zbiórki nadal odpowiada na każde wezwanie. Datki można przekazywać w sklepiku stacji lub online.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Construction will probably take about 14 months.",
                        "Construction will take 14 months.",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("launched 41 times last year", "launched 47 times last year")], "number"),
            Slip(
                2,
                [
                    (
                        "Datki można przekazywać w sklepiku stacji lub online.",
                        "Datki można przekazywać w sklepiku stacji lub online, a do końca czerwca każdą wpłatę podwoi lokalny sponsor.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-crypto-library-release-notes-markdown",
        source="## libsealbox 3.2.0 – release notes\n\n### Breaking changes\n- `Box.open()` now raises `DecryptionError` instead of returning `None` when authentication fails.\n- Support for Python 3.8 has been dropped; the minimum version is now 3.9.\n\n### Security\n- Fixed a timing side channel in `constant_compare()` (CVE-2024-31877). All users should upgrade.\n- Keys are no longer cached in memory after `Box.close()` is called.\n\n### Notes\nThe legacy `--allow-weak-kdf` flag still works but will be removed in 4.0. Do not use it for new deployments. Wheels are not yet available for musl-based Linux; install from source with `pip install --no-binary libsealbox libsealbox==3.2.0`.",
        good=[
            Good(
                "preserve",
                "## libsealbox 3.2.0 – release notes\n\n### Breaking changes\n- When authentication fails, `Box.open()` now raises `DecryptionError` rather than returning `None`.\n- Python 3.8 is no longer supported; you now need Python 3.9 or later.\n\n### Security\n- A timing side channel in `constant_compare()` has been fixed (CVE-2024-31877). All users should upgrade.\n- After `Box.close()` is called, keys are no longer kept cached in memory.\n\n### Notes\nThe legacy `--allow-weak-kdf` flag still works, but it will be removed in 4.0 – don't use it for new deployments. There are no wheels for musl-based Linux yet, so install from source: `pip install --no-binary libsealbox libsealbox==3.2.0`.",
            ),
            Good(
                "preserve",
                "## libsealbox 3.2.0 – release notes\n\n### Breaking changes\n- `Box.open()` raises `DecryptionError` on authentication failure; it no longer returns `None`.\n- The minimum supported Python version is now 3.9 (support for 3.8 has been dropped).\n\n### Security\n- CVE-2024-31877: fixed a timing side channel in `constant_compare()`. All users should upgrade.\n- Keys are no longer cached in memory once `Box.close()` has been called.\n\n### Notes\n- The legacy `--allow-weak-kdf` flag still works but will be removed in 4.0; do not use it in new deployments.\n- Wheels for musl-based Linux are not available yet. Install from source instead:\n\n```\npip install --no-binary libsealbox libsealbox==3.2.0\n```",
            ),
            Good(
                "pl",
                "## libsealbox 3.2.0 – informacje o wydaniu\n\n### Zmiany niezgodne wstecz\n- W razie nieudanego uwierzytelnienia `Box.open()` zgłasza teraz wyjątek `DecryptionError` zamiast zwracać `None`.\n- Usunięto obsługę Pythona 3.8; minimalna wersja to teraz 3.9.\n\n### Bezpieczeństwo\n- Naprawiono czasowy kanał boczny w `constant_compare()` (CVE-2024-31877). Wszyscy użytkownicy powinni zaktualizować bibliotekę.\n- Klucze nie są już przechowywane w pamięci podręcznej po wywołaniu `Box.close()`.\n\n### Uwagi\nPrzestarzała flaga `--allow-weak-kdf` nadal działa, ale zostanie usunięta w wersji 4.0. Nie używaj jej w nowych wdrożeniach. Pakiety wheel dla Linuksa opartego na musl nie są jeszcze dostępne; zainstaluj bibliotekę ze źródeł poleceniem `pip install --no-binary libsealbox libsealbox==3.2.0`.",
            ),
        ],
        bad=[
            Slip(0, [("`--allow-weak-kdf`", "`--allow-legacy-kdf`")], "code"),
            Slip(1, [("### Security\n", "Security\n")], "markdown"),
            Slip(
                2,
                [("Klucze nie są już przechowywane", "Klucze są nadal przechowywane")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-print-farm-order-turnaround-terms",
        source="Orders placed before 14:00 on a weekday are usually printed within three working days. Upload your models as STL or 3MF files; we cannot slice files in the OBJ format. If your part needs supports, set `support_type = tree` in the provided profile `farm_pla_0.2mm.ini`; otherwise our operators will choose for you. PLA and PETG are standard; ABS must be requested in the order notes because we print it on a separate enclosed machine. You may request a reprint free of charge within 14 days of delivery if a part arrives damaged. We are closed between 23 December and 2 January.",
        good=[
            Good(
                "preserve",
                "How our print farm handles your order:\n\n- Place your order before 14:00 on a weekday and it will usually be printed within three working days.\n- Send your models as STL or 3MF files. We can't slice OBJ files.\n- Need supports? Set `support_type = tree` in our profile `farm_pla_0.2mm.ini`; if you don't, our operators will choose for you.\n- PLA and PETG are standard. If you want ABS, you must ask for it in the order notes, since it is printed on a separate enclosed machine.\n- If a part arrives damaged, you may request a free reprint within 14 days of delivery.\n- We're closed from 23 December to 2 January.",
            ),
            Good(
                "preserve",
                "Provided an order is placed before 14:00 on a weekday, it is usually printed within three working days. Models are accepted as STL or 3MF files; files in the OBJ format cannot be sliced. Where a part needs supports, set `support_type = tree` in the supplied `farm_pla_0.2mm.ini` profile; otherwise, the choice will be left to our operators. PLA and PETG are our standard materials. ABS must be requested in the order notes, because it is printed on a separate enclosed machine. A free reprint may be requested within 14 days of delivery if a part arrives damaged. The farm is closed from 23 December until 2 January.",
            ),
            Good(
                "pl",
                "Zamówienia złożone w dzień powszedni przed 14:00 drukujemy zwykle w ciągu trzech dni roboczych. Modele prześlij jako pliki STL lub 3MF – nie jesteśmy w stanie przygotować do druku plików w formacie OBJ. Jeśli część wymaga podpór, ustaw `support_type = tree` w udostępnionym profilu `farm_pla_0.2mm.ini`; w przeciwnym razie wybór pozostawimy naszym operatorom. Standardowo drukujemy z PLA i PETG; druk z ABS trzeba zamówić w uwagach do zamówienia, ponieważ odbywa się na osobnej, zamkniętej drukarce. Jeśli część dotrze uszkodzona, możesz w ciągu 14 dni od doręczenia poprosić o bezpłatny ponowny wydruk. Od 23 grudnia do 2 stycznia jesteśmy nieczynni.",
            ),
        ],
        bad=[
            Slip(0, [("`farm_pla_0.2mm.ini`", "`farm_pla_0.28mm.ini`")], "code"),
            Slip(
                1,
                [
                    (
                        "ABS must be requested in the order notes",
                        "ABS may be requested in the order notes",
                    )
                ],
                "modality",
            ),
            Slip(2, [("Od 23 grudnia do 2 stycznia", "Od 23 grudnia do 6 stycznia")], "date"),
        ],
    ),
    Case(
        key="en-drystone-wall-repair-heritage-guidance",
        source="Drystone walls in the upland parishes were probably built mainly between 1750 and 1850, during the later phase of parliamentary enclosure (Raistrick 1946, p. 31). When repairing a collapsed section, rebuild it using the stone that has fallen, and do not add mortar: a mortared wall cannot drain and may fail sooner. Where extra stone is needed, it should come from a local quarry so that the colour and bedding match. Through stones are usually placed at intervals of about a metre. Recent surveys suggest that roughly a third of the walls in the district are in poor condition (Yorkshire Dales National Park Authority, 2019).",
        good=[
            Good(
                "preserve",
                "Most drystone walls in the upland parishes were probably built between 1750 and 1850, in the later phase of parliamentary enclosure (Raistrick 1946, p. 31). If you are repairing a section that has collapsed, rebuild it with the fallen stone and don't add any mortar – a mortared wall can't drain, and it may fail sooner. If you need more stone, it should come from a local quarry so the colour and bedding match. Through stones usually go in at intervals of about one metre. Recent surveys suggest that roughly a third of the district's walls are in poor condition (Yorkshire Dales National Park Authority, 2019).",
            ),
            Good(
                "preserve",
                "Recent surveys suggest that roughly one third of the district's drystone walls are in poor condition (Yorkshire Dales National Park Authority, 2019). Those in the upland parishes were probably built chiefly between 1750 and 1850, during the later phase of parliamentary enclosure (Raistrick 1946, p. 31). When repairing a collapsed section, rebuild it from its own fallen stone and do not add mortar, since a mortared wall cannot drain and may fail sooner. Any additional stone that is needed should be sourced from a local quarry, so that colour and bedding match. Through stones are usually set roughly a metre apart.",
            ),
            Good(
                "pl",
                "Suche mury kamienne w wyżynnych parafiach zbudowano prawdopodobnie głównie w latach 1750–1850, w późniejszej fazie grodzenia gruntów na mocy ustaw parlamentu (Raistrick 1946, s. 31). Naprawiając zawalony odcinek, odbuduj go z kamieni, które z niego spadły, i nie dodawaj zaprawy: mur spojony zaprawą nie może odprowadzać wody i może szybciej ulec zniszczeniu. Jeśli potrzeba więcej kamienia, powinien on pochodzić z lokalnego kamieniołomu, aby zgadzały się kolor i uławicenie. Kamienie wiążące (through stones) umieszcza się zwykle w odstępach około metra. Niedawne badania sugerują, że mniej więcej jedna trzecia murów w okręgu jest w złym stanie (Yorkshire Dales National Park Authority, 2019).",
            ),
        ],
        bad=[
            Slip(0, [("(Raistrick 1946, p. 31)", "(Raistrick 1964, p. 31)")], "citation"),
            Slip(
                1, [("were probably built chiefly between", "were built chiefly between")], "hedge"
            ),
            Slip(2, [("i nie dodawaj zaprawy:", "i dodaj zaprawę:")], "negation"),
        ],
    ),
    Case(
        key="en-sauna-etiquette-house-rules-notice",
        source="Please shower before entering the sauna and sit on a towel large enough for your whole body. The sauna is a quiet space: phones are not allowed, and conversation should be kept low. Swimwear may be worn on Mondays and Thursdays, which are mixed textile days; on all other days the sauna is textile-free. Pouring water on the stones is allowed only after asking the others present. Sessions of 8 to 12 minutes are usually enough, followed by a cool shower and at least 15 minutes' rest. Children under 12 must be accompanied by an adult. Do not use the sauna if you have drunk alcohol.",
        good=[
            Good(
                "preserve",
                "Before you go into the sauna, please take a shower, and sit on a towel big enough for your whole body. The sauna is meant to be quiet: phones aren't allowed, and you should keep conversation low. On Mondays and Thursdays, our mixed textile days, you may wear swimwear; every other day is textile-free. Before pouring water on the stones, ask the others present – only then is it allowed. Usually 8 to 12 minutes per session is enough; afterwards, take a cool shower and rest for at least 15 minutes. Children under 12 must be accompanied by an adult. And please don't use the sauna if you've been drinking alcohol.",
            ),
            Good(
                "preserve",
                "Sauna house rules\n\n1. Shower before entering, and sit on a towel that is large enough for your whole body.\n2. Keep the sauna quiet: phones are not permitted and conversation should be kept low.\n3. Swimwear may be worn on Mondays and Thursdays (mixed textile days). On all other days the sauna is textile-free.\n4. Water may be poured on the stones only once you have asked the others present.\n5. A session of 8–12 minutes is usually sufficient; follow it with a cool shower and a rest of at least 15 minutes.\n6. Children under 12 must be accompanied by an adult.\n7. Do not use the sauna after drinking alcohol.",
            ),
            Good(
                "pl",
                "Przed wejściem do sauny prosimy wziąć prysznic i usiąść na ręczniku na tyle dużym, by zmieściło się na nim całe ciało. Sauna to miejsce ciszy: telefony są zabronione, a rozmowy powinny być prowadzone przyciszonym głosem. W poniedziałki i czwartki, które są dniami mieszanymi, można nosić strój kąpielowy; w pozostałe dni w saunie nie korzysta się z odzieży. Polewanie kamieni wodą jest dozwolone dopiero po zapytaniu pozostałych obecnych osób. Zwykle wystarczają sesje trwające od 8 do 12 minut, a po nich chłodny prysznic i co najmniej 15 minut odpoczynku. Dzieci poniżej 12 lat muszą przebywać w saunie pod opieką osoby dorosłej. Prosimy nie korzystać z sauny po spożyciu alkoholu.",
            ),
        ],
        bad=[
            Slip(0, [("phones aren't allowed", "phones are allowed")], "negation"),
            Slip(
                1,
                [
                    (
                        "Children under 12 must be accompanied",
                        "Children under 12 should be accompanied",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Polewanie kamieni wodą jest dozwolone dopiero po zapytaniu pozostałych obecnych osób. Zwykle wystarczają sesje trwające od 8 do 12 minut, a po nich chłodny prysznic i co najmniej 15 minut odpoczynku.",
                        "Pouring water on the stones is allowed only after asking the others present. Sessions of 8 to 12 minutes are usually enough, followed by a cool shower and at least 15 minutes' rest.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-meadow-lane-plot-hosepipe-rules",
        source="From 1 April to 30 September, hosepipes may be used on the Meadow Lane allotments only between 6 and 9 am and after 7 pm. Plot holders should fill cans from the troughs rather than the standpipes whenever possible. Last summer the site used about 410 cubic metres of water, which cost the society £1,230, and the committee expects the bill to rise by roughly 10% this year. Sprinklers are not permitted at any time. Anyone found leaving a tap running will receive one written warning; a second offence may lead to the loss of the plot. The annual rent of £38 is due on 1 October.",
        good=[
            Good(
                "preserve",
                "Water rules at Meadow Lane allotments\n\n- Hosepipes: from 1 April to 30 September, only between 6 and 9 am and after 7 pm.\n- Sprinklers: not permitted at any time.\n- Cans: plot holders should fill them from the troughs, not the standpipes, whenever possible.\n- Taps left running: one written warning; a second offence may lead to losing your plot.\n\nWhy it matters: last summer the site used about 410 m³ of water, costing the society £1,230, and the committee expects the bill to rise by roughly 10% this year. The annual rent of £38 is due on 1 October.",
            ),
            Good(
                "preserve",
                "If you hold a plot at Meadow Lane, please note the water rules. Between 1 April and 30 September you may use a hosepipe only from 6 to 9 in the morning and after 7 in the evening. Wherever possible, you should fill your cans at the troughs rather than at the standpipes, and sprinklers are not permitted at any time. If you are found leaving a tap running, you will get one written warning; a second offence may cost you your plot. Last summer the site used about 410 cubic metres of water at a cost of £1,230 to the society, and the committee expects the bill to go up by roughly 10% this year. Your annual rent of £38 is due on 1 October.",
            ),
            Good(
                "pl",
                "Od 1 kwietnia do 30 września na działkach Meadow Lane z węży ogrodowych można korzystać wyłącznie w godzinach 6:00–9:00 oraz po 19:00. Działkowcy powinni w miarę możliwości napełniać konewki z koryt, a nie z punktów poboru wody. Zeszłego lata ogród zużył około 410 metrów sześciennych wody, co kosztowało stowarzyszenie 1230 funtów, a zarząd spodziewa się, że w tym roku rachunek wzrośnie mniej więcej o 10%. Zraszacze są zabronione przez cały czas. Osoba przyłapana na pozostawieniu odkręconego kranu otrzyma jedno pisemne upomnienie; ponowne wykroczenie może skutkować utratą działki. Roczny czynsz w wysokości 38 funtów jest płatny 1 października.",
            ),
        ],
        bad=[
            Slip(0, [("costing the society £1,230", "costing the society £1,320")], "number"),
            Slip(
                1, [("Between 1 April and 30 September", "Between 1 May and 30 September")], "date"
            ),
            Slip(
                2,
                [
                    (
                        "Zraszacze są zabronione przez cały czas.",
                        "Zraszacze są zabronione przez cały czas, ponieważ w 2023 roku doprowadziły do awarii głównej rury.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-tenant-deposit-protection-rights-advice",
        source="If you rent in England on an assured shorthold tenancy, your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it, as required by section 213 of the Housing Act 2004. They must also give you the prescribed information about the scheme. If they fail to do so, you may be able to claim compensation of between one and three times the deposit. A landlord who has not protected the deposit usually cannot serve a valid section 21 notice. You should not withhold rent because of a deposit dispute; doing so can put your tenancy at risk. Free advice is available from Shelter.",
        good=[
            Good(
                "preserve",
                "Renting in England on an assured shorthold tenancy? Under section 213 of the Housing Act 2004, your landlord must put your deposit into a government-approved protection scheme within 30 days of getting it, and must also give you the prescribed information about that scheme. If they don't, you may be able to claim compensation worth one to three times the deposit. Usually, a landlord who hasn't protected the deposit can't serve a valid section 21 notice either. Even if you're in a dispute over the deposit, you shouldn't hold back your rent – that can put your tenancy at risk. Shelter offers free advice.",
            ),
            Good(
                "preserve",
                "Landlords in England letting on an assured shorthold tenancy are required by section 213 of the Housing Act 2004 to protect the tenant's deposit in a government-approved scheme within 30 days of receipt and to give the tenant the prescribed information about that scheme. Where a landlord fails to do so, the tenant may be able to claim compensation of one to three times the amount of the deposit. In most cases, a landlord who has not protected the deposit cannot serve a valid section 21 notice. Tenants should not withhold rent on account of a deposit dispute, since this can put the tenancy at risk. Shelter provides free advice.",
            ),
            Good(
                "pl",
                "Jeśli wynajmujesz mieszkanie w Anglii na podstawie umowy assured shorthold tenancy, zgodnie z sekcją 213 ustawy Housing Act 2004 wynajmujący musi w ciągu 30 dni od otrzymania kaucji zabezpieczyć ją w systemie zatwierdzonym przez rząd. Musi Ci także przekazać wymagane informacje (prescribed information) o tym systemie. Jeśli tego nie zrobi, możesz mieć prawo do odszkodowania w wysokości od jednokrotności do trzykrotności kaucji. Wynajmujący, który nie zabezpieczył kaucji, zazwyczaj nie może skutecznie doręczyć wypowiedzenia na podstawie sekcji 21 (section 21 notice). Nie powinieneś wstrzymywać płacenia czynszu z powodu sporu o kaucję, ponieważ może to zagrozić Twojemu najmowi. Bezpłatnych porad udziela organizacja Shelter.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 213 of the Housing Act 2004", "section 214 of the Housing Act 2004")],
                "legal_reference",
            ),
            Slip(
                1,
                [("Tenants should not withhold rent", "Tenants must not withhold rent")],
                "modality",
            ),
            Slip(
                2,
                [("zazwyczaj nie może skutecznie doręczyć", "zazwyczaj może skutecznie doręczyć")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-cycling-sportive-entry-route-information",
        source="Entries for the Three Valleys Sportive open on 3 February at https://threevalleyssportive.co.uk/enter. The long route is 142 km with about 2,300 m of climbing; the short route is 68 km. Entry costs £39, or £34 for members of a British Cycling affiliated club. Riders must wear a helmet and carry at least one spare inner tube. Feed stations will be at roughly 40 km and 95 km on the long route. Last year both routes sold out in under a week, so we expect demand to be high again. Questions can be sent to riders@threevalleyssportive.co.uk.",
        good=[
            Good(
                "preserve",
                "Three Valleys Sportive – entry information\n\n- Entries open 3 February: https://threevalleyssportive.co.uk/enter\n- Long route: 142 km, about 2,300 m of climbing, feed stations at roughly 40 km and 95 km\n- Short route: 68 km\n- Price: £39 (£34 if you're a member of a British Cycling affiliated club)\n- Every rider must wear a helmet and carry at least one spare inner tube\n\nBoth routes sold out in under a week last year, so we're expecting high demand again. Any questions? Email riders@threevalleyssportive.co.uk.",
            ),
            Good(
                "preserve",
                "The Three Valleys Sportive offers two routes: a 68 km short route and a 142 km long route with about 2,300 m of climbing, on which feed stations will be placed at roughly 40 km and 95 km. Entry is £39, reduced to £34 for members of clubs affiliated to British Cycling. Every rider must wear a helmet and carry at least one spare inner tube. Entries open on 3 February at https://threevalleyssportive.co.uk/enter; since both routes sold out in under a week last year, we expect demand to be high again. Please send any questions to riders@threevalleyssportive.co.uk.",
            ),
            Good(
                "pl",
                "Zapisy na Three Valleys Sportive ruszają 3 lutego pod adresem https://threevalleyssportive.co.uk/enter. Długa trasa liczy 142 km i około 2300 m przewyższenia, krótka – 68 km. Wpisowe wynosi 39 funtów, a dla członków klubów zrzeszonych w British Cycling 34 funty. Każdy uczestnik musi jechać w kasku i mieć przy sobie co najmniej jedną zapasową dętkę. Punkty odżywcze na długiej trasie znajdą się mniej więcej na 40. i 95. kilometrze. W zeszłym roku miejsca na obu trasach wyprzedały się w niecały tydzień, więc spodziewamy się, że i tym razem zainteresowanie będzie duże. Pytania można kierować na adres riders@threevalleyssportive.co.uk.",
            ),
        ],
        bad=[
            Slip(
                0, [("riders@threevalleyssportive.co.uk", "info@threevalleyssportive.co.uk")], "url"
            ),
            Slip(1, [("Entry is £39, reduced to £34", "Entry is £39, reduced to £29")], "number"),
            Slip(2, [("około 2300 m przewyższenia", "2300 m przewyższenia")], "hedge"),
        ],
    ),
    Case(
        key="en-bird-glass-collision-research-summary",
        source="Collisions with glass are thought to kill between 365 and 988 million birds a year in the United States alone (Loss et al. 2014, The Condor 116: 8–23). Most deaths probably occur at low-rise buildings and homes rather than skyscrapers, although tall buildings kill more birds per building. Markers spaced no more than 5 cm apart horizontally appear to prevent most strikes, while single silhouette stickers are largely ineffective (Klem 2009). Light pollution may also draw migrating birds towards cities at night. Retrofitting existing glass is costly, but researchers argue that it is likely to be the most effective option for older buildings.",
        good=[
            Good(
                "preserve",
                "In the United States alone, glass collisions are thought to kill somewhere between 365 and 988 million birds every year (Loss et al. 2014, The Condor 116: 8–23). Tall buildings kill more birds per building, but most deaths probably happen at homes and low-rise buildings, not skyscrapers. Markers no more than 5 cm apart horizontally appear to stop most strikes; single silhouette stickers, by contrast, are largely ineffective (Klem 2009). Light pollution may also pull migrating birds towards cities at night. Retrofitting existing glass is expensive, yet researchers argue it is likely to be the most effective option for older buildings.",
            ),
            Good(
                "preserve",
                "Bird–glass collisions are thought to cause between 365 and 988 million bird deaths a year in the United States alone (Loss et al. 2014, The Condor 116: 8–23). Although skyscrapers kill more birds per building, the majority of deaths probably occur at homes and low-rise buildings. Single silhouette stickers are largely ineffective, whereas markers spaced at most 5 cm apart horizontally appear to prevent most strikes (Klem 2009). At night, light pollution may also attract migrating birds towards cities. Retrofitting existing glass is costly; researchers nevertheless argue that for older buildings it is likely to be the most effective option.",
            ),
            Good(
                "pl",
                "Uważa się, że w samych tylko Stanach Zjednoczonych zderzenia z szybami zabijają rocznie od 365 do 988 milionów ptaków (Loss i in. 2014, The Condor 116: 8–23). Większość ptaków ginie prawdopodobnie przy niskich budynkach i domach, a nie przy wieżowcach, choć w przeliczeniu na jeden budynek wysokie budynki zabijają ich więcej. Oznaczenia rozmieszczone w poziomie w odstępach nie większych niż 5 cm wydają się zapobiegać większości zderzeń, natomiast pojedyncze naklejki z sylwetką ptaka są w dużej mierze nieskuteczne (Klem 2009). Zanieczyszczenie światłem może też nocą przyciągać migrujące ptaki do miast. Modernizacja istniejących przeszkleń jest kosztowna, ale badacze twierdzą, że w przypadku starszych budynków jest to prawdopodobnie najskuteczniejsze rozwiązanie.",
            ),
        ],
        bad=[
            Slip(0, [("The Condor 116: 8–23", "The Auk 116: 8–23")], "citation"),
            Slip(
                1,
                [
                    (
                        "apart horizontally appear to prevent most strikes",
                        "apart horizontally prevent most strikes",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("od 365 do 988 milionów", "od 365 do 898 milionów")], "number"),
        ],
    ),
    Case(
        key="en-snapvault-s3-incremental-readme",
        source="# snapvault\n\n`snapvault` makes encrypted, incremental backups of a directory to any S3-compatible bucket.\n\n## Installation\n\nRequires Python 3.10 or newer:\n\n```\npip install snapvault\n```\n\n## Quick start\n\n1. Run `snapvault init --bucket my-backups` to create a config file at `~/.config/snapvault/config.toml`.\n2. Run `snapvault backup ~/Documents` to make your first backup.\n3. Check the result with `snapvault list`.\n\nBackups are not deleted automatically; use `snapvault prune --keep 30` to keep only the 30 most recent. Full documentation is at [docs.snapvault.dev](https://docs.snapvault.dev). Please report bugs at https://github.com/snapvault/snapvault/issues.",
        good=[
            Good(
                "preserve",
                "# snapvault\n\nWith `snapvault` you can make encrypted, incremental backups of a directory to any S3-compatible bucket.\n\n## Installation\n\nYou need Python 3.10 or later. Then run:\n\n```\npip install snapvault\n```\n\n## Quick start\n\n1. Create a config file at `~/.config/snapvault/config.toml` by running `snapvault init --bucket my-backups`.\n2. Make your first backup with `snapvault backup ~/Documents`.\n3. Check the result with `snapvault list`.\n\nBackups are never deleted automatically. To keep only the 30 most recent, run `snapvault prune --keep 30`. See [docs.snapvault.dev](https://docs.snapvault.dev) for the full documentation, and report bugs at https://github.com/snapvault/snapvault/issues.",
            ),
            Good(
                "preserve",
                "# snapvault\n\n`snapvault` creates encrypted, incremental backups of a directory in any S3-compatible bucket.\n\n## Installation\n\nPython 3.10+ is required.\n\n```\npip install snapvault\n```\n\n## Quick start\n\n1. `snapvault init --bucket my-backups` – creates a config file at `~/.config/snapvault/config.toml`.\n2. `snapvault backup ~/Documents` – makes your first backup.\n3. `snapvault list` – lets you check the result.\n\nNote that backups are not deleted automatically: `snapvault prune --keep 30` keeps only the 30 most recent ones. Full docs: [docs.snapvault.dev](https://docs.snapvault.dev). Bug reports: https://github.com/snapvault/snapvault/issues.",
            ),
            Good(
                "pl",
                "# snapvault\n\n`snapvault` tworzy szyfrowane, przyrostowe kopie zapasowe katalogu w dowolnym zasobniku (bucket) zgodnym z S3.\n\n## Instalacja\n\nWymagany jest Python 3.10 lub nowszy:\n\n```\npip install snapvault\n```\n\n## Szybki start\n\n1. Uruchom `snapvault init --bucket my-backups`, aby utworzyć plik konfiguracyjny `~/.config/snapvault/config.toml`.\n2. Uruchom `snapvault backup ~/Documents`, aby wykonać pierwszą kopię zapasową.\n3. Sprawdź wynik poleceniem `snapvault list`.\n\nKopie zapasowe nie są usuwane automatycznie; aby zachować tylko 30 najnowszych, użyj `snapvault prune --keep 30`. Pełna dokumentacja jest dostępna pod adresem [docs.snapvault.dev](https://docs.snapvault.dev). Błędy prosimy zgłaszać na https://github.com/snapvault/snapvault/issues.",
            ),
        ],
        bad=[
            Slip(0, [("`snapvault prune --keep 30`", "`snapvault prune --max 30`")], "code"),
            Slip(
                1,
                [
                    (
                        " – makes your first backup.\n3. `snapvault list` – lets you check the result.",
                        " – makes your first backup, then `snapvault list` lets you check the result.",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "https://github.com/snapvault/snapvault/issues",
                        "https://github.com/snapvault/issues",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-public-library-overdue-fines-change",
        source="From 1 September 2025, Westbury Libraries will no longer charge overdue fines on children's and teenagers' books. Adult items will still incur a fine of 25p per day, up to a maximum of £6 per item. Items can be renewed up to three times, online or by phone, unless another borrower has reserved them. Lost or damaged items must be paid for at replacement cost. You will not be able to borrow further items while you owe more than £10. Reminders are sent by email seven days before the due date, but you should not rely on them: it is your responsibility to return items on time.",
        good=[
            Good(
                "preserve",
                "Starting 1 September 2025, Westbury Libraries will stop charging overdue fines on children's and teenagers' books. Adult items will still be fined 25p a day, capped at £6 per item. You can renew an item up to three times, online or by phone, as long as no other borrower has reserved it. If you lose or damage an item, you must pay its replacement cost. While you owe more than £10, you won't be able to borrow anything else. We'll email you a reminder seven days before the due date, but you shouldn't rely on it – returning items on time is your responsibility.",
            ),
            Good(
                "preserve",
                "Westbury Libraries – changes to charges\n\n- Children's and teenagers' books: no overdue fines from 1 September 2025.\n- Adult items: fines continue at 25p per day, up to a maximum of £6 per item.\n- Renewals: up to three times, online or by phone, unless the item has been reserved by another borrower.\n- Lost or damaged items: these must be paid for at replacement cost.\n- Borrowing: no further items can be borrowed while more than £10 is owed.\n- Reminders: sent by email seven days before the due date. Borrowers should not rely on them, as returning items on time is their own responsibility.",
            ),
            Good(
                "pl",
                "Od 1 września 2025 r. sieć bibliotek Westbury Libraries przestanie pobierać opłaty za przetrzymanie książek dla dzieci i młodzieży. Za materiały dla dorosłych nadal będzie naliczana opłata w wysokości 25 pensów dziennie, maksymalnie 6 funtów za egzemplarz. Wypożyczenie można przedłużyć do trzech razy, przez internet lub telefonicznie, chyba że dany egzemplarz zarezerwował inny czytelnik. Za zgubione lub zniszczone materiały trzeba zapłacić według kosztu ich odkupienia. Dopóki Twoje zaległości przekraczają 10 funtów, nie wypożyczysz kolejnych pozycji. Przypomnienia wysyłamy e-mailem na siedem dni przed terminem zwrotu, ale nie należy na nich polegać: terminowy zwrot to Twój obowiązek.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "you won't be able to borrow anything else",
                        "you will still be able to borrow other items",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "these must be paid for at replacement cost",
                        "these should be paid for at replacement cost",
                    )
                ],
                "modality",
            ),
            Slip(2, [("Od 1 września 2025 r.", "Od 1 września 2026 r.")], "date"),
        ],
    ),
    Case(
        key="en-gdpr-subject-access-request-letter",
        source="Dear Data Protection Officer,\n\nI am writing to make a subject access request under Article 15 of the UK General Data Protection Regulation. Please send me a copy of all personal data you hold about me, including call recordings and notes made by your customer service team between January 2022 and the present. My customer number is 00482913. I understand that you must normally respond within one month of receiving this request, and that you may not charge a fee unless the request is manifestly unfounded or excessive. Please send the information by email to j.harlow@fastmail.co.uk.\n\nYours faithfully,\nJane Harlow",
        good=[
            Good(
                "preserve",
                "Dear Data Protection Officer,\n\nUnder Article 15 of the UK General Data Protection Regulation, I hereby make a subject access request. I would be grateful if you would provide me with a copy of all the personal data you hold about me, including call recordings and notes made by your customer service team from January 2022 to date. For reference, my customer number is 00482913. I understand that you must normally reply within one month of receipt of this request, and that you may not charge a fee unless the request is manifestly unfounded or excessive. Please email the information to j.harlow@fastmail.co.uk.\n\nYours faithfully,\nJane Harlow",
            ),
            Good(
                "preserve",
                "Dear Data Protection Officer,\n\nThis is a subject access request under Article 15 of the UK General Data Protection Regulation. Please send me a copy of all the personal data you hold about me. That includes call recordings and notes made by your customer service team between January 2022 and now.\n\nMy customer number is 00482913.\n\nAs I understand it, you must normally respond within one month of receiving my request, and you may not charge a fee unless the request is manifestly unfounded or excessive.\n\nPlease email the information to j.harlow@fastmail.co.uk.\n\nYours faithfully,\nJane Harlow",
            ),
            Good(
                "pl",
                "Szanowny Inspektorze Ochrony Danych,\n\nna podstawie art. 15 brytyjskiego ogólnego rozporządzenia o ochronie danych (UK General Data Protection Regulation) składam wniosek o dostęp do danych osobowych. Proszę o przesłanie kopii wszystkich danych osobowych, które Państwo o mnie przechowują, w tym nagrań rozmów i notatek sporządzonych przez Państwa dział obsługi klienta od stycznia 2022 r. do chwili obecnej. Mój numer klienta to 00482913. Rozumiem, że co do zasady muszą Państwo udzielić odpowiedzi w ciągu miesiąca od otrzymania wniosku i nie mogą Państwo pobrać opłaty, chyba że wniosek jest ewidentnie nieuzasadniony lub nadmierny. Proszę o przesłanie informacji e-mailem na adres j.harlow@fastmail.co.uk.\n\nZ poważaniem\nJane Harlow",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Article 15 of the UK General", "Article 17 of the UK General")],
                "legal_reference",
            ),
            Slip(1, [("between January 2022 and now", "between January 2023 and now")], "date"),
            Slip(
                2,
                [
                    (
                        "Mój numer klienta to 00482913.",
                        "Mój numer klienta to 00482913, a konto założyłam w oddziale w Leeds.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-travel-clinic-typhoid-vaccine-leaflet",
        source="The typhoid vaccine is usually given as a single injection at least two weeks before you travel. It protects about 50 to 80% of people, so you should still take care with food and water while abroad. Protection probably lasts around three years, after which you may need a booster if you are travelling again. Side effects such as a sore arm or mild fever are common but normally pass within two days. You must not have the vaccine if you have had a severe allergic reaction to a previous dose. The oral version is not suitable for children under five. Please tell the nurse if you are pregnant.",
        good=[
            Good(
                "preserve",
                "Typhoid vaccine: your questions answered\n\nHow is it given? Usually as one injection, at least two weeks before you travel.\n\nHow well does it work? It protects about 50–80% of people, so you should still be careful with food and water abroad.\n\nHow long does it last? Probably around three years. If you travel again after that, you may need a booster.\n\nAny side effects? A sore arm or a mild fever are common, but they normally clear up within two days.\n\nWho is it not for? You must not have the vaccine if you've had a severe allergic reaction to a previous dose, and the oral version is not suitable for children under five. If you are pregnant, please tell the nurse.",
            ),
            Good(
                "preserve",
                "The typhoid vaccine is normally administered as a single injection no later than two weeks before departure. Because it protects approximately 50–80% of recipients, travellers should continue to take care with food and water while abroad. Protection probably lasts for around three years; after that, a booster may be needed for further travel. Common side effects, such as a sore arm or mild fever, normally resolve within two days. The vaccine must not be given to anyone who has had a severe allergic reaction to a previous dose, and the oral form is not suitable for children under five. Patients who are pregnant are asked to tell the nurse.",
            ),
            Good(
                "pl",
                "Szczepionkę przeciw durowi brzusznemu podaje się zwykle w jednym zastrzyku, co najmniej dwa tygodnie przed wyjazdem. Chroni ona około 50–80% osób, dlatego za granicą nadal powinieneś uważać na jedzenie i wodę. Ochrona utrzymuje się prawdopodobnie przez około trzy lata; jeśli potem znów wyjeżdżasz, może być potrzebna dawka przypominająca. Działania niepożądane, takie jak ból ramienia czy lekka gorączka, występują często, ale zwykle ustępują w ciągu dwóch dni. Nie wolno przyjmować szczepionki, jeśli po poprzedniej dawce wystąpiła u Ciebie ciężka reakcja alergiczna. Postać doustna nie jest odpowiednia dla dzieci poniżej piątego roku życia. Jeśli jesteś w ciąży, poinformuj o tym pielęgniarkę.",
            ),
        ],
        bad=[
            Slip(0, [("Probably around three years.", "Around three years.")], "hedge"),
            Slip(
                1,
                [
                    (
                        "a booster may be needed for further travel",
                        "a booster will be needed for further travel",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("Postać doustna nie jest odpowiednia", "Postać doustna jest odpowiednia")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-beekeepers-oxalic-acid-trial-summary",
        source="A three-year field trial by the Dorset Beekeepers' Association compared winter oxalic acid treatment with no treatment in 64 colonies. Winter losses in treated colonies were on average 18% lower than in untreated ones, and mite counts in spring were roughly halved. The results are broadly in line with earlier work (Rosenkranz et al. 2010, Journal of Invertebrate Pathology 103: S96–S119), although the trial was small and the authors caution that local conditions may differ. Treatment should be applied when colonies are broodless, typically in late December. The full report is available from the association's website.",
        good=[
            Good(
                "preserve",
                "Over three years, the Dorset Beekeepers' Association tested winter oxalic acid treatment against no treatment in 64 colonies. On average, treated colonies had 18% lower winter losses than untreated ones, and their spring mite counts were roughly halved. These findings broadly agree with earlier research (Rosenkranz et al. 2010, Journal of Invertebrate Pathology 103: S96–S119), but the trial was small, and the authors caution that local conditions may differ. The treatment should be applied when colonies are broodless – typically in late December. You can get the full report from the association's website.",
            ),
            Good(
                "preserve",
                "In a three-year field trial, the Dorset Beekeepers' Association compared 64 colonies, some given oxalic acid in winter and some left untreated. Winter losses among treated colonies were 18% lower on average, and spring mite counts were roughly halved. This is broadly consistent with earlier work (Rosenkranz et al. 2010, Journal of Invertebrate Pathology 103: S96–S119). Still, the trial was small, and the authors caution that conditions may differ locally. Treatment should be applied while colonies are broodless, which is typically in late December. The full report is available on the association's website.",
            ),
            Good(
                "pl",
                "W trzyletnim badaniu terenowym Dorset Beekeepers' Association porównało w 64 rodzinach pszczelich zimowe stosowanie kwasu szczawiowego z brakiem leczenia. Zimowe straty w rodzinach leczonych były średnio o 18% mniejsze niż w nieleczonych, a wiosenna liczba roztoczy spadła mniej więcej o połowę. Wyniki są w dużej mierze zgodne z wcześniejszymi badaniami (Rosenkranz i in. 2010, Journal of Invertebrate Pathology 103: S96–S119), choć badanie było niewielkie, a autorzy przestrzegają, że warunki lokalne mogą się różnić. Zabieg powinno się wykonywać, gdy w rodzinach nie ma czerwiu, zwykle pod koniec grudnia. Pełny raport jest dostępny na stronie internetowej stowarzyszenia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Journal of Invertebrate Pathology 103", "Journal of Apicultural Research 103")],
                "citation",
            ),
            Slip(1, [("compared 64 colonies", "compared 46 colonies")], "number"),
            Slip(
                2,
                [
                    (
                        "Pełny raport jest dostępny",
                        "Pełny raport, sfinansowany przez DEFRA, jest dostępny",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-office-fire-evacuation-procedure-notice",
        source="This procedure is issued under the Regulatory Reform (Fire Safety) Order 2005, article 15 of which requires us to have procedures for serious and imminent danger. When the alarm sounds, leave the building by the nearest safe exit and go to assembly point B in the north car park. Do not use the lifts, and do not stop to collect belongings. Fire wardens will check their floors and report to the chief warden, who will take the roll call. Nobody may re-enter the building until the fire service or the chief warden says it is safe. We hold a practice drill at least twice a year.",
        good=[
            Good(
                "preserve",
                "Fire evacuation procedure\n\n(Issued under the Regulatory Reform (Fire Safety) Order 2005; article 15 requires us to have procedures for serious and imminent danger.)\n\nWhen the alarm sounds:\n- Leave by the nearest safe exit.\n- Go to assembly point B in the north car park.\n- Do not use the lifts.\n- Do not stop to collect your belongings.\n\nFire wardens check their floors and report to the chief warden, who takes the roll call. No one may go back into the building until the fire service or the chief warden says it is safe. Practice drills are held at least twice a year.",
            ),
            Good(
                "preserve",
                "If the fire alarm sounds, leave the building by the nearest safe exit and make your way to assembly point B in the north car park. Don't use the lifts, and don't stop to pick up your belongings. Fire wardens will check their floors and report to the chief warden, who will take the roll call. You may not go back inside until the fire service or the chief warden tells you it is safe. We run a practice drill at least twice a year. This procedure is issued under the Regulatory Reform (Fire Safety) Order 2005, whose article 15 requires us to have procedures for serious and imminent danger.",
            ),
            Good(
                "pl",
                "Niniejsza procedura została wydana na podstawie Regulatory Reform (Fire Safety) Order 2005, którego art. 15 zobowiązuje nas do posiadania procedur na wypadek poważnego i bezpośredniego zagrożenia. Gdy zabrzmi alarm, opuść budynek najbliższym bezpiecznym wyjściem i udaj się do punktu zbiórki B na północnym parkingu. Nie korzystaj z wind i nie zatrzymuj się, by zabrać swoje rzeczy. Osoby odpowiedzialne za ewakuację (fire wardens) sprawdzą swoje piętra i zgłoszą się do głównego koordynatora, który sprawdzi obecność. Nikt nie może wrócić do budynku, dopóki straż pożarna lub główny koordynator nie potwierdzi, że jest to bezpieczne. Co najmniej dwa razy w roku przeprowadzamy ćwiczenia ewakuacyjne.",
            ),
        ],
        bad=[
            Slip(0, [("article 15 requires us", "article 11 requires us")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "Don't use the lifts, and don't stop to pick up your belongings. Fire wardens will check their floors and report to the chief warden, who will take the roll call.",
                        "Nie korzystaj z wind i nie zatrzymuj się, aby zabrać swoje rzeczy. Osoby odpowiedzialne za ewakuację sprawdzą swoje piętra i zgłoszą się do głównego koordynatora, który sprawdzi listę obecności.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                2,
                [
                    (
                        "Co najmniej dwa razy w roku przeprowadzamy ćwiczenia ewakuacyjne.",
                        "Co najmniej dwa razy w roku przeprowadzamy ćwiczenia ewakuacyjne, a ich wyniki zgłaszamy do lokalnej straży pożarnej.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
