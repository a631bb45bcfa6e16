# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 42: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-rekrutacja-podyplomowe-analiza-danych-terminy",
        source="Rekrutacja na studia podyplomowe „Analiza danych w biznesie” na rok akademicki 2025/2026 rozpocznie się 2 czerwca 2025 r. i potrwa do 15 września 2025 r. Kandydaci muszą zarejestrować się w systemie IRK pod adresem https://irk.uni.lodz.pl i wgrać skan dyplomu ukończenia studiów co najmniej pierwszego stopnia. Opłata rekrutacyjna wynosi 85 zł i nie podlega zwrotowi. Liczba miejsc jest ograniczona do 40 osób; o przyjęciu decyduje kolejność zgłoszeń. Zajęcia będą odbywać się w trybie hybrydowym, w wybrane soboty i niedziele. Uczelnia może uruchomić dodatkową grupę, jeśli liczba chętnych przekroczy 60 osób. Pytania prosimy kierować na adres podyplomowe@uni.lodz.pl.",
        good=[
            Good(
                "preserve",
                "Chcesz studiować „Analizę danych w biznesie” w roku akademickim 2025/2026? Rekrutacja na te studia podyplomowe trwa od 2 czerwca do 15 września 2025 r. Musisz założyć konto w systemie IRK (https://irk.uni.lodz.pl) i przesłać skan dyplomu ukończenia studiów co najmniej pierwszego stopnia. Opłata rekrutacyjna to 85 zł – nie jest zwracana. Mamy tylko 40 miejsc, a o przyjęciu decyduje kolejność zgłoszeń. Zajęcia odbywają się hybrydowo, w wybrane soboty i niedziele. Jeśli chętnych będzie więcej niż 60, uczelnia może otworzyć dodatkową grupę. Masz pytania? Napisz na podyplomowe@uni.lodz.pl.",
            ),
            Good(
                "preserve",
                "Studia podyplomowe „Analiza danych w biznesie” – rekrutacja 2025/2026\n\n"
                "- Termin rekrutacji: 2.06.2025–15.09.2025.\n"
                "- Rejestracja: obowiązkowa w systemie IRK (https://irk.uni.lodz.pl), wraz ze skanem dyplomu ukończenia co najmniej studiów pierwszego stopnia.\n"
                "- Opłata rekrutacyjna: 85 zł (bezzwrotna).\n"
                "- Limit miejsc: 40; decyduje kolejność zgłoszeń.\n"
                "- Tryb zajęć: hybrydowy, wybrane soboty i niedziele.\n"
                "- Przy ponad 60 chętnych uczelnia może uruchomić dodatkową grupę.\n"
                "- Kontakt: podyplomowe@uni.lodz.pl.",
            ),
            Good(
                "en",
                "Applications for the postgraduate programme “Analiza danych w biznesie” (Data Analysis in Business) for the 2025/2026 academic year open on 2 June 2025 and close on 15 September 2025. Candidates must register in the IRK system at https://irk.uni.lodz.pl and upload a scan of a diploma confirming at least a first-cycle degree. The application fee is PLN 85 and is non-refundable. Places are limited to 40 and are allocated in order of application. Classes will be held in a hybrid format on selected Saturdays and Sundays. The university may launch an additional group if more than 60 people apply. Please send any questions to podyplomowe@uni.lodz.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "od 2 czerwca do 15 września 2025 r.",
                        "od 2 czerwca do 15 października 2025 r.",
                    )
                ],
                "date",
            ),
            Slip(1, [("Rejestracja: obowiązkowa", "Rejestracja: zalecana")], "modality"),
            Slip(
                2, [("at https://irk.uni.lodz.pl and", "at https://irk.uni.lodz.edu.pl and")], "url"
            ),
        ],
    ),
    Case(
        key="pl-bhp-praca-na-wysokosci-szelki",
        source="Instrukcja BHP – prace na wysokości. Pracami na wysokości są prace wykonywane na powierzchni znajdującej się co najmniej 1,0 m nad poziomem podłogi lub ziemi, zgodnie z § 105 rozporządzenia w sprawie ogólnych przepisów bezpieczeństwa i higieny pracy. Przed rozpoczęciem pracy pracownik musi sprawdzić stan szelek bezpieczeństwa i linki asekuracyjnej; sprzętu z widocznymi uszkodzeniami nie wolno używać. Punkt kotwiczenia powinien wytrzymać obciążenie co najmniej 12 kN. Prac na rusztowaniach nie wykonuje się przy prędkości wiatru powyżej 10 m/s ani podczas burzy. Pracownik nie może pracować na wysokości sam – w pobliżu musi przebywać druga osoba. Szelki należy poddawać przeglądowi okresowemu co 12 miesięcy.",
        good=[
            Good(
                "preserve",
                "Prace na wysokości – zasady BHP\n\n"
                "Za pracę na wysokości uważa się pracę na powierzchni położonej co najmniej 1,0 m nad poziomem podłogi lub ziemi (§ 105 rozporządzenia w sprawie ogólnych przepisów bezpieczeństwa i higieny pracy).\n\n"
                "1. Zanim zaczniesz, musisz sprawdzić stan szelek bezpieczeństwa i linki asekuracyjnej. Nie wolno używać sprzętu, który ma widoczne uszkodzenia.\n"
                "2. Punkt kotwiczenia powinien wytrzymywać obciążenie minimum 12 kN.\n"
                "3. Na rusztowaniach nie pracuje się podczas burzy ani wtedy, gdy wiatr wieje z prędkością ponad 10 m/s.\n"
                "4. Nie możesz pracować na wysokości w pojedynkę – w pobliżu musi być druga osoba.\n"
                "5. Szelki należy oddawać do przeglądu okresowego co 12 miesięcy.",
            ),
            Good(
                "preserve",
                "Zgodnie z § 105 rozporządzenia w sprawie ogólnych przepisów bezpieczeństwa i higieny pracy pracą na wysokości jest praca na powierzchni wzniesionej co najmniej 1,0 m ponad poziom podłogi lub ziemi. Samotna praca na wysokości jest niedozwolona: w pobliżu musi przebywać druga osoba. Przed przystąpieniem do pracy pracownik ma obowiązek skontrolować stan szelek bezpieczeństwa i linki asekuracyjnej, a sprzęt z widocznymi uszkodzeniami nie może być używany. Punkt kotwiczenia powinien mieć wytrzymałość co najmniej 12 kN. Przy wietrze o prędkości powyżej 10 m/s oraz w czasie burzy prac na rusztowaniach się nie prowadzi. Przegląd okresowy szelek należy przeprowadzać co 12 miesięcy.",
            ),
            Good(
                "en",
                "Health and safety instruction: work at height. Under § 105 of the regulation on general occupational health and safety rules, work at height means work carried out on a surface at least 1.0 m above floor or ground level. Before starting work, the worker must check the condition of the safety harness and the lanyard; equipment with visible damage must not be used. The anchor point should withstand a load of at least 12 kN. Work on scaffolding is not carried out when the wind speed exceeds 10 m/s or during a thunderstorm. Workers must not work at height alone – a second person must be nearby. Harnesses must undergo a periodic inspection every 12 months.",
            ),
        ],
        bad=[
            Slip(0, [("obciążenie minimum 12 kN", "obciążenie minimum 10 kN")], "number"),
            Slip(
                1,
                [
                    (
                        "Samotna praca na wysokości jest niedozwolona",
                        "Samotna praca na wysokości jest dozwolona",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("Under § 105 of the regulation", "Under § 115 of the regulation")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="pl-regulamin-parkingu-galerii-oplaty-lpg",
        source="Regulamin parkingu Galerii Wiślanej (wyciąg). Parking jest czynny codziennie w godzinach 6:00–24:00. Pierwsze 2 godziny postoju są bezpłatne dla wszystkich klientów, a każda kolejna rozpoczęta godzina kosztuje 4 zł. W przypadku zgubienia biletu parkingowego kierowca musi uiścić opłatę zryczałtowaną w wysokości 80 zł. Na miejscach oznaczonych symbolem osoby z niepełnosprawnością mogą parkować wyłącznie pojazdy z ważną kartą parkingową. Zarządca nie ponosi odpowiedzialności za rzeczy pozostawione w pojazdach. Pojazdy z instalacją LPG nie mogą wjeżdżać na poziomy podziemne -1 i -2. Kierowcy powinni poruszać się z prędkością nie większą niż 10 km/h.",
        good=[
            Good(
                "preserve",
                "Najważniejsze zasady parkingu Galerii Wiślanej:\n"
                "- parking działa codziennie od 6:00 do 24:00;\n"
                "- pierwsze 2 godziny postoju są bezpłatne dla wszystkich klientów, a za każdą następną rozpoczętą godzinę płacisz 4 zł;\n"
                "- jeśli zgubisz bilet parkingowy, musisz zapłacić opłatę zryczałtowaną 80 zł;\n"
                "- na miejscach oznaczonych symbolem osoby z niepełnosprawnością mogą stać tylko pojazdy z ważną kartą parkingową;\n"
                "- pojazdy z instalacją LPG nie mogą wjeżdżać na podziemne poziomy -1 i -2;\n"
                "- po parkingu powinieneś jechać nie szybciej niż 10 km/h;\n"
                "- zarządca nie odpowiada za rzeczy zostawione w samochodach.",
            ),
            Good(
                "preserve",
                "Parking Galerii Wiślanej działa siedem dni w tygodniu, od godz. 6:00 do 24:00. Każdy klient parkuje bezpłatnie przez pierwsze dwie godziny; za każdą rozpoczętą kolejną godzinę pobierana jest opłata 4 zł. Kierowca, który zgubi bilet parkingowy, jest zobowiązany uiścić ryczałt w wysokości 80 zł. Z miejsc oznaczonych symbolem osoby z niepełnosprawnością mogą korzystać wyłącznie pojazdy posiadające ważną kartę parkingową. Wjazd na podziemne poziomy -1 i -2 jest zabroniony dla pojazdów z instalacją LPG. Prędkość jazdy po parkingu nie powinna przekraczać 10 km/h. Za rzeczy pozostawione w pojazdach zarządca nie ponosi odpowiedzialności.",
            ),
            Good(
                "en",
                "Galeria Wiślana car park rules (extract). The car park is open every day from 6:00 to 24:00. The first 2 hours of parking are free for all customers, and each additional hour or part of an hour costs PLN 4. If the parking ticket is lost, the driver must pay a flat fee of PLN 80. Spaces marked with the disability symbol may be used only by vehicles with a valid parking card. The operator accepts no liability for items left in vehicles. Vehicles with an LPG system may not enter underground levels -1 and -2. Drivers should keep their speed to no more than 10 km/h.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "pojazdy z instalacją LPG nie mogą wjeżdżać",
                        "pojazdy z instalacją LPG mogą wjeżdżać",
                    )
                ],
                "negation",
            ),
            Slip(1, [("jest zobowiązany uiścić ryczałt", "może uiścić ryczałt")], "modality"),
            Slip(2, [("part of an hour costs PLN 4", "part of an hour costs PLN 5")], "number"),
        ],
    ),
    Case(
        key="pl-szlak-czerwony-krowiarki-babia-gora",
        source="Czerwony szlak z Przełęczy Krowiarki na Babią Górę (Diablak, 1725 m n.p.m.) ma długość około 4,5 km i pokonuje blisko 700 m przewyższenia. Przejście w górę zajmuje zwykle 2–2,5 godziny, zejście tą samą drogą – około 1,5 godziny. Trasa jest dobrze oznakowana, ale powyżej górnej granicy lasu bywa bardzo wietrznie, a pogoda może zmienić się w ciągu kilkunastu minut. Wejście na teren Babiogórskiego Parku Narodowego jest płatne; bilet normalny kosztuje 12 zł. W okresie od listopada do kwietnia odcinki powyżej lasu są najpewniej oblodzone, dlatego warto zabrać raczki. Psów nie wolno wprowadzać na teren parku.",
        good=[
            Good(
                "preserve",
                "Chcesz wejść na Babią Górę? Z Przełęczy Krowiarki prowadzi na Diablak (1725 m n.p.m.) czerwony szlak – to około 4,5 km i blisko 700 m w górę. Podejście zajmie ci zwykle 2–2,5 godziny, a zejście tą samą trasą mniej więcej półtorej godziny. Oznakowanie jest dobre, ale nad górną granicą lasu bywa bardzo wietrznie, a pogoda potrafi się zmienić w kilkanaście minut. Za wejście do Babiogórskiego Parku Narodowego trzeba zapłacić – bilet normalny to 12 zł. Psa nie zabieraj: na teren parku nie wolno wprowadzać psów. Od listopada do kwietnia odcinki powyżej lasu są najpewniej oblodzone, więc warto mieć ze sobą raczki.",
            ),
            Good(
                "preserve",
                "Babia Góra – czerwony szlak z Przełęczy Krowiarki\n"
                "• Cel: Diablak, 1725 m n.p.m.\n"
                "• Długość: ok. 4,5 km; przewyższenie: blisko 700 m.\n"
                "• Czas: wejście zwykle 2–2,5 h, zejście tą samą drogą ok. 1,5 h.\n"
                "• Warunki: szlak dobrze oznakowany; powyżej górnej granicy lasu bywa bardzo wietrznie, a pogoda może się zmienić w ciągu kilkunastu minut. Od listopada do kwietnia odcinki nad lasem są najpewniej oblodzone – warto zabrać raczki.\n"
                "• Bilet wstępu do Babiogórskiego Parku Narodowego: 12 zł (normalny).\n"
                "• Psy: zakaz wprowadzania na teren parku.",
            ),
            Good(
                "en",
                "The red trail from Krowiarki Pass to Babia Góra (Diablak, 1,725 m a.s.l.) is about 4.5 km long and climbs nearly 700 m. The ascent usually takes 2–2.5 hours, and the descent by the same route about 1.5 hours. The trail is well marked, but above the tree line it can get very windy, and the weather may change within ten to twenty minutes. Entry to Babia Góra National Park is paid; a standard ticket costs PLN 12. From November to April the sections above the forest are most likely icy, so it is worth taking microspikes. Dogs are not allowed in the park.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Z Przełęczy Krowiarki prowadzi",
                        "Z Przełęczy Krowiarki, gdzie jest bezpłatny parking, prowadzi",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("wejście zwykle 2–2,5 h", "wejście zwykle 3–3,5 h")], "date"),
            Slip(
                2,
                [
                    (
                        "the sections above the forest are most likely icy",
                        "the sections above the forest are icy",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-policja-kradziez-katalizatorow-lomianki",
        source="W nocy z 14 na 15 marca policjanci z Komisariatu Policji w Łomiankach zatrzymali dwóch mężczyzn w wieku 24 i 31 lat, podejrzewanych o kradzieże katalizatorów. Do zatrzymania doszło około godz. 2:40 na parkingu przy ul. Warszawskiej, kiedy funkcjonariusze zauważyli osoby leżące pod zaparkowaną toyotą. W ich samochodzie zabezpieczono piłę akumulatorową oraz trzy katalizatory, których pochodzenie jest obecnie ustalane. Mężczyźni usłyszeli zarzuty kradzieży z art. 278 § 1 Kodeksu karnego, za co grozi kara pozbawienia wolności od 3 miesięcy do 5 lat. Żaden z nich nie był wcześniej notowany. Policja apeluje do właścicieli pojazdów, aby nie parkowali w nieoświetlonych miejscach.",
        good=[
            Good(
                "preserve",
                "Dwóch mężczyzn, 24- i 31-latka, podejrzanych o kradzieże katalizatorów, zatrzymali policjanci z Komisariatu Policji w Łomiankach. Funkcjonariusze zauważyli ich w nocy z 14 na 15 marca, około 2:40, gdy leżeli pod toyotą zaparkowaną na parkingu przy ul. Warszawskiej. W samochodzie zatrzymanych zabezpieczono piłę akumulatorową i trzy katalizatory – policja ustala, skąd pochodzą. Obaj usłyszeli zarzuty kradzieży z art. 278 § 1 Kodeksu karnego, zagrożonej karą od 3 miesięcy do 5 lat pozbawienia wolności. Żaden z nich nie był dotąd notowany. Policja prosi właścicieli aut, by nie parkowali w nieoświetlonych miejscach.",
            ),
            Good(
                "preserve",
                "Policjanci z Komisariatu Policji w Łomiankach zatrzymali w nocy z 14 na 15 marca dwóch mężczyzn (24 i 31 lat), podejrzewanych o kradzieże katalizatorów. Około godziny 2:40 funkcjonariusze zauważyli na parkingu przy ul. Warszawskiej osoby leżące pod zaparkowaną toyotą. W pojeździe mężczyzn policjanci zabezpieczyli piłę akumulatorową i trzy katalizatory; ich pochodzenie jest teraz sprawdzane. Zatrzymani, którzy wcześniej nie byli notowani, usłyszeli zarzuty kradzieży z art. 278 § 1 Kodeksu karnego – grozi im od 3 miesięcy do 5 lat więzienia. Policja apeluje do kierowców: nie parkujcie w nieoświetlonych miejscach.",
            ),
            Good(
                "en",
                "On the night of 14–15 March, officers from the Łomianki Police Station detained two men aged 24 and 31 who are suspected of stealing catalytic converters. The arrest took place at around 2:40 a.m. in a car park on Warszawska Street, when officers spotted people lying under a parked Toyota. A cordless saw and three catalytic converters, whose origin is now being established, were seized from the men's car. The men have been charged with theft under Article 278 § 1 of the Criminal Code, which carries a penalty of 3 months to 5 years' imprisonment. Neither of them had a previous police record. The police are urging vehicle owners not to park in unlit places.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("z art. 278 § 1 Kodeksu karnego", "z art. 279 § 1 Kodeksu karnego")],
                "legal_reference",
            ),
            Slip(
                1,
                [("którzy wcześniej nie byli notowani", "którzy byli już wcześniej notowani")],
                "negation",
            ),
            Slip(2, [("at around 2:40 a.m.", "at around 4:40 a.m.")], "date"),
        ],
    ),
    Case(
        key="pl-przepis-zurek-na-domowym-zakwasie",
        source="Żurek na domowym zakwasie (4 porcje). Zakwas przygotuj 4–5 dni wcześniej: 5 łyżek mąki żytniej razowej zalej 500 ml przegotowanej, letniej wody, dodaj 2 ząbki czosnku i odstaw w ciepłe miejsce. Nie przykrywaj słoika szczelnie – zakwas musi oddychać. Na zupę ugotuj 300 g białej kiełbasy w 1 litrze wody przez około 20 minut, wyjmij ją i do wywaru wlej 400 ml zakwasu. Gotuj jeszcze 10 minut na małym ogniu, dopraw majerankiem, solą i pieprzem. Jeśli żurek wyda się zbyt kwaśny, możesz dolać odrobinę śmietany 18%. Podawaj z pokrojoną kiełbasą i jajkiem na twardo. Zupę najlepiej zjeść w ciągu 2 dni.",
        good=[
            Good(
                "preserve",
                "Żurek na domowym zakwasie – 4 porcje\n\n"
                "1. 4–5 dni przed gotowaniem nastaw zakwas: 5 łyżek razowej mąki żytniej, 500 ml letniej przegotowanej wody i 2 ząbki czosnku. Słoik postaw w ciepłym miejscu i nie zakręcaj go szczelnie, bo zakwas musi oddychać.\n"
                "2. W 1 l wody gotuj 300 g białej kiełbasy przez mniej więcej 20 minut, potem ją wyjmij.\n"
                "3. Do wywaru wlej 400 ml zakwasu i gotuj na małym ogniu jeszcze 10 minut.\n"
                "4. Dopraw majerankiem, solą i pieprzem. Jeśli zupa wyda ci się za kwaśna, możesz dodać odrobinę śmietany 18%.\n"
                "5. Podawaj z pokrojoną kiełbasą i jajkiem ugotowanym na twardo. Najlepiej zjeść żurek w ciągu 2 dni.",
            ),
            Good(
                "preserve",
                "Ten żurek (na 4 porcje) gotuje się na własnym zakwasie, który trzeba nastawić 4–5 dni wcześniej. Pięć łyżek razowej mąki żytniej zalewa się 500 ml letniej, przegotowanej wody, dodaje dwa ząbki czosnku i odstawia w ciepłe miejsce; słoika nie przykrywa się szczelnie, bo zakwas musi oddychać. Samą zupę zaczyna się od ugotowania 300 g białej kiełbasy w litrze wody (ok. 20 minut). Po wyjęciu kiełbasy do wywaru wlewa się 400 ml zakwasu i gotuje całość na małym ogniu przez kolejne 10 minut, a na koniec doprawia majerankiem, solą i pieprzem. Zbyt kwaśny żurek można złagodzić odrobiną śmietany 18%. Podaje się go z pokrojoną kiełbasą i jajkiem na twardo, a zjeść najlepiej w ciągu dwóch dni.",
            ),
            Good(
                "en",
                "Żurek with a homemade sour starter (serves 4). Make the starter 4–5 days ahead: pour 500 ml of lukewarm boiled water over 5 tablespoons of wholemeal rye flour, add 2 garlic cloves and leave it in a warm place. Do not seal the jar tightly – the starter must breathe. For the soup, cook 300 g of white sausage in 1 litre of water for about 20 minutes, take it out and pour 400 ml of the starter into the stock. Simmer over low heat for another 10 minutes and season with marjoram, salt and pepper. If the soup seems too sour, you can add a little 18% cream. Serve with sliced sausage and a hard-boiled egg. The soup is best eaten within 2 days.",
            ),
        ],
        bad=[
            Slip(0, [("nie zakręcaj go szczelnie", "zakręć go szczelnie")], "negation"),
            Slip(1, [("w litrze wody (ok. 20 minut)", "w litrze wody (20 minut)")], "hedge"),
            Slip(2, [("pour 400 ml of the starter", "pour 250 ml of the starter")], "number"),
        ],
    ),
    Case(
        key="pl-cli-kopiarz-backup-opcje-readme",
        source=(
            "## Kopia zapasowa\n\n"
            "Polecenie `kopiarz backup` tworzy archiwum wskazanego katalogu w formacie `.tar.zst`. Domyślnie archiwa trafiają do `~/.local/share/kopiarz/`, ale możesz to zmienić opcją `--dest`.\n\n"
            "```bash\nkopiarz backup ~/projekty --dest /mnt/dysk --keep 7\n```\n\n"
            "- `--keep N` – ile najnowszych archiwów zachować (domyślnie 5); starsze są usuwane.\n"
            "- `--exclude WZORZEC` – pomija pasujące pliki; opcję można podać wielokrotnie.\n"
            "- `--dry-run` – pokazuje, co zostałoby zarchiwizowane, niczego nie zapisując.\n\n"
            "Przed pierwszym użyciem musisz uruchomić `kopiarz init`. Narzędzie nie szyfruje archiwów – jeśli przechowujesz je poza swoim komputerem, powinieneś użyć `--encrypt`."
        ),
        good=[
            Good(
                "preserve",
                "## Kopia zapasowa\n\n"
                "Aby utworzyć archiwum katalogu w formacie `.tar.zst`, użyj polecenia `kopiarz backup`. Zanim użyjesz go po raz pierwszy, musisz wykonać `kopiarz init`.\n\n"
                "```bash\nkopiarz backup ~/projekty --dest /mnt/dysk --keep 7\n```\n\n"
                "Archiwa są domyślnie zapisywane w `~/.local/share/kopiarz/`; inny katalog docelowy wskażesz opcją `--dest`. Pozostałe opcje:\n\n"
                "- `--keep N` – liczba najnowszych archiwów do zachowania (domyślnie 5), starsze zostają usunięte;\n"
                "- `--exclude WZORZEC` – pomija pliki pasujące do wzorca, można ją podać wiele razy;\n"
                "- `--dry-run` – wyświetla, co trafiłoby do archiwum, bez zapisywania czegokolwiek.\n\n"
                "`kopiarz` nie szyfruje archiwów. Jeśli trzymasz je poza swoim komputerem, powinieneś dodać `--encrypt`.",
            ),
            Good(
                "preserve",
                "## Kopia zapasowa\n\n"
                "`kopiarz backup` pakuje wybrany katalog do archiwum `.tar.zst`. Przed pierwszym uruchomieniem musisz wywołać `kopiarz init`. Przykład:\n\n"
                "```bash\nkopiarz backup ~/projekty --dest /mnt/dysk --keep 7\n```\n\n"
                "| Opcja | Działanie |\n"
                "|---|---|\n"
                "| `--dest` | zmienia katalog docelowy (domyślnie `~/.local/share/kopiarz/`) |\n"
                "| `--keep N` | zachowuje N najnowszych archiwów (domyślnie 5), starsze usuwa |\n"
                "| `--exclude WZORZEC` | pomija pasujące pliki; można podać wielokrotnie |\n"
                "| `--dry-run` | pokazuje, co zostałoby zarchiwizowane, nic nie zapisując |\n\n"
                "Archiwa nie są szyfrowane, więc jeśli przechowujesz je poza swoim komputerem, powinieneś użyć `--encrypt`.",
            ),
            Good(
                "en",
                "## Backup\n\n"
                "The `kopiarz backup` command creates an archive of the given directory in `.tar.zst` format. By default, archives are stored in `~/.local/share/kopiarz/`, but you can change this with the `--dest` option.\n\n"
                "```bash\nkopiarz backup ~/projekty --dest /mnt/dysk --keep 7\n```\n\n"
                "- `--keep N` – how many of the newest archives to keep (default 5); older ones are deleted.\n"
                "- `--exclude WZORZEC` – skips matching files; the option can be given multiple times.\n"
                "- `--dry-run` – shows what would be archived without writing anything.\n\n"
                "Before first use, you must run `kopiarz init`. The tool does not encrypt archives – if you store them outside your computer, you should use `--encrypt`.",
            ),
        ],
        bad=[
            Slip(0, [("powinieneś dodać `--encrypt`", "możesz dodać `--encrypt`")], "modality"),
            Slip(1, [("## Kopia zapasowa\n\n", "Kopia zapasowa\n\n")], "markdown"),
            Slip(2, [("you must run `kopiarz init`", "you must run `kopiarz setup`")], "code"),
        ],
    ),
    Case(
        key="pl-cli-synchro-instalacja-pierwsze-kroki",
        source=(
            "# synchro – instalacja i pierwsze kroki\n\n"
            "Narzędzie `synchro` synchronizuje katalogi lokalne z serwerem przez SSH. Wymaga Pythona 3.10 lub nowszego.\n\n"
            "```\npipx install synchro-cli\nsynchro login --host backup.example.org\n```\n\n"
            "Przy pierwszym połączeniu program poprosi o potwierdzenie odcisku klucza serwera. Plik konfiguracyjny znajduje się w `~/.config/synchro/config.toml`. Klucz `delete_remote` jest domyślnie ustawiony na `false`, więc pliki usunięte lokalnie nie są kasowane na serwerze. Nie uruchamiaj `synchro push` jako root – narzędzie odmówi działania.\n\n"
            "Pełna dokumentacja: https://synchro.readthedocs.io/pl/latest/. Błędy zgłaszaj na https://github.com/synchro-cli/synchro/issues."
        ),
        good=[
            Good(
                "preserve",
                "# synchro: jak zacząć\n\n"
                "`synchro` to narzędzie do synchronizacji lokalnych katalogów z serwerem po SSH. Potrzebujesz Pythona w wersji 3.10 lub nowszej.\n\n"
                "## Instalacja i logowanie\n\n"
                "```\npipx install synchro-cli\nsynchro login --host backup.example.org\n```\n\n"
                "Podczas pierwszego połączenia zostaniesz poproszony o potwierdzenie odcisku klucza serwera.\n\n"
                "## Konfiguracja\n\n"
                "Ustawienia są w pliku `~/.config/synchro/config.toml`. Domyślnie `delete_remote` ma wartość `false`, czyli usunięcie pliku lokalnie nie usuwa go z serwera. Nie uruchamiaj `synchro push` z konta root – narzędzie odmówi działania.\n\n"
                "Dokumentacja: https://synchro.readthedocs.io/pl/latest/ · zgłoszenia błędów: https://github.com/synchro-cli/synchro/issues",
            ),
            Good(
                "preserve",
                "# synchro – instalacja i pierwsze kroki\n\n"
                "`synchro` (wymagany Python 3.10+) synchronizuje katalogi lokalne z serwerem za pośrednictwem SSH. Zainstaluj je i zaloguj się:\n\n"
                "```\npipx install synchro-cli\nsynchro login --host backup.example.org\n```\n\n"
                "Przy pierwszym połączeniu program zapyta o potwierdzenie odcisku klucza serwera. Konfiguracja mieści się w `~/.config/synchro/config.toml`; ponieważ `delete_remote` ma domyślnie wartość `false`, pliki skasowane lokalnie nie znikają z serwera. Polecenia `synchro push` nie uruchamiaj jako root, bo narzędzie odmówi działania.\n\n"
                "Więcej znajdziesz w pełnej dokumentacji (https://synchro.readthedocs.io/pl/latest/), a błędy zgłaszaj na https://github.com/synchro-cli/synchro/issues.",
            ),
            Good(
                "en",
                "# synchro – installation and first steps\n\n"
                "The `synchro` tool synchronises local directories with a server over SSH. It requires Python 3.10 or newer.\n\n"
                "```\npipx install synchro-cli\nsynchro login --host backup.example.org\n```\n\n"
                "On the first connection, the program will ask you to confirm the server's key fingerprint. The configuration file is located at `~/.config/synchro/config.toml`. The `delete_remote` key is set to `false` by default, so files deleted locally are not removed from the server. Do not run `synchro push` as root – the tool will refuse to work.\n\n"
                "Full documentation: https://synchro.readthedocs.io/pl/latest/. Report bugs at https://github.com/synchro-cli/synchro/issues.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "usunięcie pliku lokalnie nie usuwa go z serwera",
                        "usunięcie pliku lokalnie usuwa go również z serwera",
                    )
                ],
                "negation",
            ),
            Slip(
                1, [("`~/.config/synchro/config.toml`", "`~/.config/synchro/config.yaml`")], "code"
            ),
            Slip(
                2,
                [
                    (
                        "https://synchro.readthedocs.io/pl/latest/",
                        "https://synchro.readthedocs.io/en/latest/",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-geologia-rdzen-osadow-jezioro-gosciaz",
        source="Streszczenie. W pracy przeanalizowano rdzeń osadów o długości 8,4 m pobrany w 2021 r. z dna Jeziora Gościąż. Na podstawie 14 dat radiowęglowych oraz liczenia warw ustalono, że sekwencja obejmuje ostatnie około 12 500 lat. Zawartość węglanu wapnia wzrasta gwałtownie na początku holocenu, co prawdopodobnie odzwierciedla ocieplenie klimatu i rozwój roślinności w zlewni. W interwale 8,2 ka obserwujemy krótkotrwały spadek tempa sedymentacji o ok. 30%, zbliżony do opisanego przez Ralską-Jasiewiczową i in. (1998). Wyniki sugerują, że jezioro reagowało na zmiany klimatyczne z opóźnieniem nie większym niż kilkadziesiąt lat. Dane uzupełniają wcześniejsze badania (Zawisza i in., 2019, Geological Quarterly 63: 412–430).",
        good=[
            Good(
                "preserve",
                "Autorzy zbadali rdzeń osadów o długości 8,4 m, pobrany w 2021 r. z dna Jeziora Gościąż. Dzięki 14 datowaniom radiowęglowym i liczeniu warw ustalili, że zapis obejmuje mniej więcej 12 500 ostatnich lat. Na początku holocenu zawartość węglanu wapnia w osadach gwałtownie rośnie – prawdopodobnie jest to skutek ocieplenia klimatu i rozwoju roślinności w zlewni. W interwale 8,2 ka tempo sedymentacji na krótko spada o około 30%, podobnie jak w opisie Ralskiej-Jasiewiczowej i in. (1998). Wyniki sugerują, że jezioro reagowało na zmiany klimatu z opóźnieniem nie dłuższym niż kilkadziesiąt lat. Praca uzupełnia wcześniejsze badania (Zawisza i in., 2019, Geological Quarterly 63: 412–430).",
            ),
            Good(
                "preserve",
                "Streszczenie. Przedmiotem analizy był 8,4-metrowy rdzeń osadów dennych Jeziora Gościąż, pobrany w 2021 r. Model wiekowy, oparty na 14 datach radiowęglowych i liczeniu warw, wskazuje, że sekwencja obejmuje około 12 500 ostatnich lat. Gwałtowny wzrost zawartości CaCO₃ na początku holocenu interpretujemy jako prawdopodobny efekt ocieplenia klimatu i rozwoju roślinności w zlewni. W interwale 8,2 ka tempo sedymentacji krótkotrwale zmniejsza się o ok. 30%, co jest zbieżne z obserwacjami Ralskiej-Jasiewiczowej i in. (1998). Wyniki sugerują, że opóźnienie reakcji jeziora na zmiany klimatyczne nie przekraczało kilkudziesięciu lat. Dane stanowią uzupełnienie wcześniejszych badań (Zawisza i in., 2019, Geological Quarterly 63: 412–430).",
            ),
            Good(
                "en",
                "Abstract. We analysed an 8.4 m sediment core retrieved in 2021 from the bottom of Lake Gościąż. Based on 14 radiocarbon dates and varve counting, the sequence was found to cover roughly the last 12,500 years. Calcium carbonate content rises sharply at the onset of the Holocene, which probably reflects climate warming and the development of vegetation in the catchment. In the 8.2 ka interval we observe a short-lived decrease in the sedimentation rate of about 30%, similar to that described by Ralska-Jasiewiczowa et al. (1998). The results suggest that the lake responded to climatic changes with a lag of no more than a few decades. The data complement earlier studies (Zawisza et al., 2019, Geological Quarterly 63: 412–430).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Dzięki 14 datowaniom radiowęglowym", "Dzięki 12 datowaniom radiowęglowym")],
                "number",
            ),
            Slip(
                1,
                [("interpretujemy jako prawdopodobny efekt", "interpretujemy jako efekt")],
                "hedge",
            ),
            Slip(
                2,
                [("Ralska-Jasiewiczowa et al. (1998)", "Ralska-Jasiewiczowa et al. (2003)")],
                "citation",
            ),
        ],
    ),
    Case(
        key="pl-wspolnota-wymiana-wodomierzy-pazdziernik",
        source="Zarząd Wspólnoty Mieszkaniowej „Kasztanowa 12” informuje, że w dniach 9–11 października 2025 r. firma Aqua-Serwis wymieni wodomierze w lokalach mieszkalnych. Wymiana jest obowiązkowa, ponieważ legalizacja obecnych liczników wygasa z końcem roku. Prosimy o udostępnienie lokalu w wyznaczonym terminie; harmonogram dla poszczególnych klatek zostanie wywieszony na tablicach ogłoszeń do 3 października. Mieszkańcy nie ponoszą kosztów wymiany – pokrywa je fundusz remontowy. Osoby, które nie mogą być obecne, powinny do 6 października uzgodnić inny termin z administratorem (tel. 58 341 22 90). W czasie montażu woda będzie zakręcona w danym pionie przez około 30 minut.",
        good=[
            Good(
                "preserve",
                "Drodzy Mieszkańcy!\n\n"
                "Od 9 do 11 października 2025 r. firma Aqua-Serwis będzie wymieniać wodomierze w mieszkaniach naszej wspólnoty („Kasztanowa 12”). Wymiana jest obowiązkowa – legalizacja obecnych liczników wygasa z końcem roku.\n\n"
                "Co warto wiedzieć:\n"
                "- harmonogram dla każdej klatki pojawi się na tablicach ogłoszeń do 3 października;\n"
                "- prosimy o udostępnienie mieszkania w wyznaczonym terminie;\n"
                "- wymiana nic Państwa nie kosztuje – płaci za nią fundusz remontowy;\n"
                "- jeśli nie mogą Państwo być obecni, powinni Państwo do 6 października uzgodnić inny termin z administratorem, tel. 58 341 22 90;\n"
                "- podczas montażu woda w danym pionie zostanie zakręcona na około 30 minut.\n\n"
                "Zarząd Wspólnoty",
            ),
            Good(
                "preserve",
                "Zarząd Wspólnoty Mieszkaniowej „Kasztanowa 12” zawiadamia, że z uwagi na wygasającą z końcem roku legalizację obecnych wodomierzy ich wymiana w lokalach mieszkalnych jest obowiązkowa. Prace przeprowadzi firma Aqua-Serwis w dniach 9–11 października 2025 r., a harmonogram dla poszczególnych klatek zostanie wywieszony na tablicach ogłoszeń do 3 października. Uprzejmie prosimy o udostępnienie lokali w wyznaczonych terminach. Koszt wymiany pokrywa fundusz remontowy, w związku z czym mieszkańcy nie ponoszą żadnych opłat. Osoby, które nie będą mogły być obecne, powinny do 6 października uzgodnić z administratorem (tel. 58 341 22 90) inny termin. Na czas montażu woda w danym pionie zostanie zakręcona na około 30 minut.",
            ),
            Good(
                "en",
                "The Board of the “Kasztanowa 12” Housing Association informs residents that on 9–11 October 2025 Aqua-Serwis will replace the water meters in residential units. The replacement is mandatory because the legal verification of the current meters expires at the end of the year. Please make your flat available at the scheduled time; the schedule for each staircase will be posted on the notice boards by 3 October. Residents will not bear the cost of the replacement – it is covered by the renovation fund. Anyone who cannot be present should arrange another date with the administrator (tel. 58 341 22 90) by 6 October. During installation, the water in the relevant riser will be shut off for about 30 minutes.",
            ),
        ],
        bad=[
            Slip(0, [("Wymiana jest obowiązkowa", "Wymiana jest zalecana")], "modality"),
            Slip(
                1,
                [("mieszkańcy nie ponoszą żadnych opłat", "mieszkańcy ponoszą część opłat")],
                "negation",
            ),
            Slip(2, [("by 6 October", "by 16 October")], "date"),
        ],
    ),
    Case(
        key="pl-operator-promocja-internet-na-start",
        source="Warunki promocji „Internet bez limitu na start”. Promocja obowiązuje od 1 lipca do 31 sierpnia 2025 r. i dotyczy nowych klientów, którzy zawrą umowę na 24 miesiące. Przez pierwsze 6 miesięcy abonament kosztuje 25 zł miesięcznie, a od 7. miesiąca – 55 zł. Po przekroczeniu 100 GB w danym okresie rozliczeniowym prędkość może zostać obniżona do 10 Mb/s. W roamingu w UE dostępny jest pakiet 18 GB. Aby skorzystać z rabatu, klient musi wyrazić zgodę na e-fakturę. Rezygnacja z e-faktury oznacza utratę rabatu od kolejnego okresu rozliczeniowego. Promocji nie można łączyć z ofertą „Rodzina+”.",
        good=[
            Good(
                "preserve",
                "„Internet bez limitu na start” – najważniejsze warunki:\n"
                "• czas trwania: 1 lipca – 31 sierpnia 2025 r.;\n"
                "• dla kogo: nowi klienci zawierający umowę na 24 miesiące;\n"
                "• cena: 25 zł/mies. przez pierwsze 6 miesięcy, od 7. miesiąca 55 zł/mies.;\n"
                "• po wykorzystaniu 100 GB w okresie rozliczeniowym prędkość może zostać obniżona do 10 Mb/s;\n"
                "• roaming w UE: pakiet 18 GB;\n"
                "• warunek rabatu: klient musi wyrazić zgodę na e-fakturę – rezygnacja z niej oznacza utratę rabatu od kolejnego okresu rozliczeniowego;\n"
                "• promocji nie można łączyć z ofertą „Rodzina+”.",
            ),
            Good(
                "preserve",
                "Jesteś nowym klientem i zawierasz umowę na 24 miesiące między 1 lipca a 31 sierpnia 2025 r.? Wtedy obejmuje cię promocja „Internet bez limitu na start”. Przez pierwsze pół roku zapłacisz 25 zł miesięcznie, a od siódmego miesiąca 55 zł. Gdy w okresie rozliczeniowym przekroczysz 100 GB, prędkość może zostać zmniejszona do 10 Mb/s. W podróży po UE masz do dyspozycji pakiet 18 GB. Żeby dostać rabat, musisz zgodzić się na e-fakturę; jeśli później z niej zrezygnujesz, stracisz rabat od kolejnego okresu rozliczeniowego. Tej promocji nie można połączyć z ofertą „Rodzina+”.",
            ),
            Good(
                "en",
                "Terms of the “Internet bez limitu na start” promotion. The promotion runs from 1 July to 31 August 2025 and applies to new customers who sign a 24-month contract. For the first 6 months the plan costs PLN 25 a month, and from the 7th month PLN 55. Once 100 GB is exceeded in a billing period, the speed may be reduced to 10 Mb/s. An 18 GB package is available for roaming in the EU. To receive the discount, the customer must consent to e-invoicing. Opting out of e-invoicing means losing the discount from the next billing period. The promotion cannot be combined with the “Rodzina+” offer.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "• roaming w UE: pakiet 18 GB;\n",
                        "• roaming w UE: pakiet 18 GB;\n• router Wi-Fi w zestawie za 1 zł;\n",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("pół roku zapłacisz 25 zł", "pół roku zapłacisz 20 zł")], "number"),
            Slip(
                2,
                [("the speed may be reduced to 10 Mb/s", "the speed will be reduced to 10 Mb/s")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-ulotka-ibuprofen-dawkowanie-tabletki",
        source="Jak stosować lek. Dorośli i młodzież powyżej 12 lat: 1 tabletka (200 mg) co 4–6 godzin, w razie potrzeby. Nie należy przyjmować więcej niż 6 tabletek (1200 mg) na dobę. Tabletki należy połykać w całości, popijając wodą, najlepiej podczas posiłku lub po nim. Bez konsultacji z lekarzem leku nie należy stosować dłużej niż 3 dni w przypadku gorączki i dłużej niż 5 dni w przypadku bólu. Lek może powodować dolegliwości żołądkowe, takie jak zgaga lub nudności; występują one prawdopodobnie częściej u osób starszych. Dzieci poniżej 12 lat nie powinny przyjmować tabletek – dla nich przeznaczona jest postać zawiesiny.",
        good=[
            Good(
                "preserve",
                "Jak przyjmować ten lek?\n\n"
                "Jeśli masz więcej niż 12 lat, w razie potrzeby przyjmuj 1 tabletkę (200 mg) co 4–6 godzin. W ciągu doby nie należy przyjmować więcej niż 6 tabletek, czyli 1200 mg. Połykaj tabletki w całości i popijaj wodą – najlepiej w trakcie posiłku albo po nim. Bez konsultacji z lekarzem nie stosuj leku dłużej niż 3 dni przy gorączce i dłużej niż 5 dni przy bólu. Lek może wywołać dolegliwości żołądkowe, np. zgagę lub nudności; u osób starszych pojawiają się one prawdopodobnie częściej. Dzieci poniżej 12 lat nie powinny przyjmować tabletek – dla nich przeznaczony jest lek w postaci zawiesiny.",
            ),
            Good(
                "preserve",
                "Dawkowanie\n"
                "- Dorośli i młodzież powyżej 12 lat: 1 tabletka 200 mg co 4–6 godzin, jeśli jest taka potrzeba.\n"
                "- Maksymalna dawka dobowa: 6 tabletek (1200 mg) – nie należy jej przekraczać.\n"
                "- Tabletki należy połykać w całości, popijając wodą, najlepiej w czasie posiłku lub po nim.\n"
                "- Bez konsultacji z lekarzem nie należy stosować leku dłużej niż 3 dni w gorączce ani dłużej niż 5 dni w bólu.\n"
                "- Dzieci poniżej 12 lat nie powinny przyjmować tabletek; dla nich przeznaczona jest zawiesina.\n\n"
                "Lek może wywoływać dolegliwości żołądkowe (np. zgagę, nudności), prawdopodobnie częściej u osób starszych.",
            ),
            Good(
                "en",
                "How to take this medicine. Adults and adolescents over 12 years: 1 tablet (200 mg) every 4–6 hours as needed. Do not take more than 6 tablets (1,200 mg) in 24 hours. Swallow the tablets whole with water, preferably with or after a meal. Without consulting a doctor, do not use the medicine for more than 3 days for fever or more than 5 days for pain. The medicine may cause stomach problems such as heartburn or nausea; these probably occur more often in older people. Children under 12 should not take the tablets – a suspension is intended for them.",
            ),
        ],
        bad=[
            Slip(
                0, [("nie powinny przyjmować tabletek", "powinny przyjmować tabletki")], "negation"
            ),
            Slip(
                1,
                [
                    (
                        "Maksymalna dawka dobowa: 6 tabletek (1200 mg)",
                        "Maksymalna dawka dobowa: 8 tabletek (1600 mg)",
                    )
                ],
                "number",
            ),
            Slip(2, [("these probably occur more often", "these occur more often")], "hedge"),
        ],
    ),
    Case(
        key="pl-biblioteka-tczew-zasady-wypozyczen",
        source="Zasady wypożyczeń w Miejskiej Bibliotece Publicznej w Tczewie. Czytelnik może wypożyczyć jednocześnie do 8 książek na okres 30 dni. Okres wypożyczenia można przedłużyć dwukrotnie, każdorazowo o 14 dni, przez konto w katalogu online lub telefonicznie, o ile na daną pozycję nie czeka inna osoba. Audiobooki i gry planszowe wypożyczamy na 14 dni bez możliwości prolongaty. Za każdy dzień zwłoki naliczana jest opłata 0,30 zł za egzemplarz. Zarezerwowane książki czekają na odbiór przez 5 dni roboczych. Od 1 stycznia 2026 r. biblioteka będzie czynna także w soboty w godz. 9:00–14:00. Zniszczoną lub zgubioną książkę trzeba odkupić albo zapłacić jej aktualną wartość rynkową.",
        good=[
            Good(
                "preserve",
                "Wypożyczasz w Miejskiej Bibliotece Publicznej w Tczewie? Oto zasady:\n"
                "- jednocześnie możesz mieć do 8 książek, każdą na 30 dni;\n"
                "- wypożyczenie przedłużysz dwa razy, za każdym razem o 14 dni (przez konto w katalogu online albo telefonicznie), chyba że na tę pozycję czeka ktoś inny;\n"
                "- audiobooki i gry planszowe wypożyczamy na 14 dni i tego terminu nie da się przedłużyć;\n"
                "- za każdy dzień spóźnienia płacisz 0,30 zł od egzemplarza;\n"
                "- zarezerwowana książka czeka na ciebie 5 dni roboczych;\n"
                "- jeśli zniszczysz lub zgubisz książkę, musisz ją odkupić albo zapłacić jej aktualną wartość rynkową.\n\n"
                "Od 1 stycznia 2026 r. będziemy otwarci również w soboty, w godz. 9:00–14:00.",
            ),
            Good(
                "preserve",
                "Miejska Biblioteka Publiczna w Tczewie umożliwia jednoczesne wypożyczenie maksymalnie 8 książek na 30 dni. Termin zwrotu można przedłużyć dwa razy, każdorazowo o 14 dni – telefonicznie lub za pośrednictwem konta w katalogu online – pod warunkiem że na daną pozycję nie oczekuje inny czytelnik. Audiobooki oraz gry planszowe wypożycza się na 14 dni, bez możliwości prolongaty. Opłata za zwłokę wynosi 0,30 zł za każdy egzemplarz i każdy dzień. Zarezerwowane książki pozostają do odbioru przez 5 dni roboczych. Zniszczona lub zgubiona książka musi zostać odkupiona bądź opłacona według aktualnej wartości rynkowej. Od 1 stycznia 2026 r. biblioteka będzie otwarta również w soboty, od 9:00 do 14:00.",
            ),
            Good(
                "en",
                "Borrowing rules at the Municipal Public Library in Tczew. Readers may borrow up to 8 books at a time for 30 days. The loan period can be extended twice, by 14 days each time, through your online catalogue account or by phone, provided no one else is waiting for the item. Audiobooks and board games are lent for 14 days and cannot be renewed. A late fee of PLN 0.30 per item is charged for each day of delay. Reserved books are held for collection for 5 working days. From 1 January 2026 the library will also be open on Saturdays from 9:00 to 14:00. A damaged or lost book must be replaced or paid for at its current market value.",
            ),
        ],
        bad=[
            Slip(
                0, [("płacisz 0,30 zł od egzemplarza", "płacisz 0,50 zł od egzemplarza")], "number"
            ),
            Slip(1, [("Od 1 stycznia 2026 r.", "Od 1 lutego 2026 r.")], "date"),
            Slip(
                2,
                [
                    (
                        "Audiobooks and board games are lent for 14 days and cannot be renewed.",
                        "Audiobooki i gry planszowe wypożyczamy na 14 dni bez możliwości prolongaty.",
                    ),
                    (
                        "Reserved books are held for collection for 5 working days.",
                        "Zarezerwowane książki czekają na odbiór przez 5 dni roboczych.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-rodo-klauzula-sklep-ogrodniczy",
        source="Klauzula informacyjna. Administratorem Twoich danych osobowych jest Sklep Ogrodniczy Zielony Zakątek sp. z o.o. z siedzibą w Lublinie, ul. Nadbystrzycka 40. Dane przetwarzamy w celu realizacji zamówienia (art. 6 ust. 1 lit. b RODO) oraz, jeśli wyrazisz na to zgodę, w celu wysyłki newslettera (art. 6 ust. 1 lit. a RODO). Podanie danych jest dobrowolne, ale niezbędne do realizacji zamówienia. Dane będą przechowywane przez 5 lat od końca roku, w którym zrealizowano zamówienie. Zgodę na newsletter możesz wycofać w dowolnym momencie. Przysługuje Ci prawo wniesienia skargi do Prezesa UODO. W sprawach danych osobowych pisz na adres iod@zielonyzakatek.pl. Pełna polityka prywatności: https://zielonyzakatek.pl/polityka-prywatnosci.",
        good=[
            Good(
                "preserve",
                "Informacja o przetwarzaniu danych osobowych\n\n"
                "- Administrator: Sklep Ogrodniczy Zielony Zakątek sp. z o.o., ul. Nadbystrzycka 40, Lublin.\n"
                "- Cele i podstawy: realizacja zamówienia (art. 6 ust. 1 lit. b RODO); wysyłka newslettera – tylko za Twoją zgodą (art. 6 ust. 1 lit. a RODO).\n"
                "- Podanie danych: dobrowolne, ale bez nich nie zrealizujemy zamówienia.\n"
                "- Okres przechowywania: 5 lat od końca roku, w którym zamówienie zostało zrealizowane.\n"
                "- Twoje prawa: zgodę na newsletter możesz wycofać w każdej chwili; masz prawo wnieść skargę do Prezesa UODO.\n"
                "- Kontakt w sprawie danych: iod@zielonyzakatek.pl.\n"
                "- Polityka prywatności: https://zielonyzakatek.pl/polityka-prywatnosci.",
            ),
            Good(
                "preserve",
                "Administratorem Twoich danych osobowych jest Sklep Ogrodniczy Zielony Zakątek sp. z o.o. z Lublina (ul. Nadbystrzycka 40). Wykorzystujemy je, aby zrealizować zamówienie – na podstawie art. 6 ust. 1 lit. b RODO – a jeśli się zgodzisz, także do wysyłania newslettera (art. 6 ust. 1 lit. a RODO). Nie musisz podawać danych, ale bez nich zamówienie nie może zostać zrealizowane. Przechowujemy je przez 5 lat, licząc od końca roku, w którym zrealizowano zamówienie. Zgodę na newsletter możesz cofnąć w dowolnym momencie, a skargę możesz wnieść do Prezesa UODO. Pytania o dane kieruj na iod@zielonyzakatek.pl; całą politykę prywatności znajdziesz na https://zielonyzakatek.pl/polityka-prywatnosci.",
            ),
            Good(
                "en",
                "Information notice. The controller of your personal data is Sklep Ogrodniczy Zielony Zakątek sp. z o.o., based in Lublin at ul. Nadbystrzycka 40. We process your data to fulfil your order (Article 6(1)(b) GDPR) and, if you consent, to send you our newsletter (Article 6(1)(a) GDPR). Providing your data is voluntary but necessary to fulfil the order. The data will be kept for 5 years from the end of the year in which the order was fulfilled. You may withdraw your consent to the newsletter at any time. You have the right to lodge a complaint with the President of the Personal Data Protection Office (UODO). For matters concerning personal data, write to iod@zielonyzakatek.pl. Full privacy policy: https://zielonyzakatek.pl/polityka-prywatnosci.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Kontakt w sprawie danych: iod@zielonyzakatek.pl.",
                        "Kontakt w sprawie danych: iod@zielony-zakatek.pl.",
                    )
                ],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "na podstawie art. 6 ust. 1 lit. b RODO",
                        "na podstawie art. 6 ust. 1 lit. f RODO",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                2,
                [("Providing your data is voluntary but", "Providing your data is compulsory and")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-geologia-denudacja-krasowa-ojcow",
        source="Streszczenie. Celem pracy była ocena tempa rozwoju form krasowych w rejonie Ojcowskiego Parku Narodowego. Na 23 stanowiskach pomiarowych w latach 2018–2022 rejestrowano ubytek masy tabletek wapiennych umieszczonych w glebie. Średnie tempo denudacji chemicznej wyniosło 0,021 mm rocznie, przy czym na stokach o ekspozycji północnej było ono o około 15% wyższe. Różnice te wynikają najpewniej z dłuższego utrzymywania się pokrywy śnieżnej i większej wilgotności gleby. Uzyskane wartości są zbliżone do podawanych dla Wyżyny Krakowsko-Częstochowskiej przez Gradzińskiego (2009) i niższe niż w Tatrach (Gołębiowska i Nowak, 2016). Autorzy zastrzegają, że krótki okres obserwacji nie pozwala na wnioskowanie o trendach długoterminowych.",
        good=[
            Good(
                "preserve",
                "W pracy sprawdzono, jak szybko rozwijają się formy krasowe w rejonie Ojcowskiego Parku Narodowego. W latach 2018–2022 na 23 stanowiskach mierzono, ile masy tracą wapienne tabletki umieszczone w glebie. Denudacja chemiczna postępowała średnio w tempie 0,021 mm na rok, a na stokach zwróconych na północ była szybsza o mniej więcej 15%. Najpewniej wynika to z tego, że pokrywa śnieżna utrzymuje się tam dłużej, a gleba jest wilgotniejsza. Wyniki są zbliżone do danych Gradzińskiego (2009) dla Wyżyny Krakowsko-Częstochowskiej i niższe niż wartości z Tatr (Gołębiowska i Nowak, 2016). Autorzy zaznaczają jednak, że obserwacje trwały zbyt krótko, by wnioskować o trendach długoterminowych.",
            ),
            Good(
                "preserve",
                "Streszczenie. Przedmiotem badań było tempo rozwoju form krasowych w rejonie Ojcowskiego Parku Narodowego. Ubytek masy tabletek wapiennych umieszczonych w glebie rejestrowano w latach 2018–2022 na 23 stanowiskach. Średnie tempo denudacji chemicznej wyniosło 0,021 mm/rok; na stokach o ekspozycji północnej było o ok. 15% wyższe, najpewniej z powodu dłużej zalegającej pokrywy śnieżnej i większej wilgotności gleby. Wartości te są zbliżone do podanych przez Gradzińskiego (2009) dla Wyżyny Krakowsko-Częstochowskiej, a niższe od notowanych w Tatrach (Gołębiowska i Nowak, 2016). Autorzy zastrzegają, że ze względu na krótki okres obserwacji nie można wnioskować o trendach długoterminowych.",
            ),
            Good(
                "en",
                "Abstract. The aim of the study was to assess the rate of karst landform development in the area of Ojców National Park. Between 2018 and 2022, the mass loss of limestone tablets placed in the soil was recorded at 23 monitoring sites. The mean rate of chemical denudation was 0.021 mm per year, and on north-facing slopes it was about 15% higher. These differences most likely result from longer-lasting snow cover and higher soil moisture. The values obtained are close to those reported for the Kraków-Częstochowa Upland by Gradziński (2009) and lower than in the Tatra Mountains (Gołębiowska and Nowak, 2016). The authors caution that the short observation period does not allow conclusions about long-term trends.",
            ),
        ],
        bad=[
            Slip(0, [("(Gołębiowska i Nowak, 2016)", "(Gołębiowska i Nowak, 2006)")], "citation"),
            Slip(
                1,
                [
                    (
                        "na 23 stanowiskach.",
                        "na 23 stanowiskach rozmieszczonych wzdłuż doliny Prądnika.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("These differences most likely result from", "These differences result from")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-wodociagi-przerwa-dostawy-lipowa",
        source="Komunikat Wodociągów Miejskich. W związku z awarią magistrali przy ul. Lipowej w czwartek 20 listopada 2025 r. w godz. 8:00–16:00 nastąpi przerwa w dostawie wody dla budynków przy ulicach Lipowej, Klonowej i Brzozowej. W tym czasie przy skrzyżowaniu Lipowej i Klonowej będzie stał beczkowóz z wodą pitną. Po przywróceniu dostaw woda może mieć przez kilka godzin zmienioną barwę; nie stanowi to zagrożenia dla zdrowia, ale zalecamy spuścić ją przez kilka minut przed użyciem. Nie należy w tym czasie uruchamiać pralek ani zmywarek. Przepraszamy za utrudnienia. Informacje o postępie prac: tel. 994 oraz https://wodociagi.gniezno.pl/awarie.",
        good=[
            Good(
                "preserve",
                "Przerwa w dostawie wody – ul. Lipowa, Klonowa i Brzozowa\n\n"
                "Kiedy: czwartek, 20 listopada 2025 r., od 8:00 do 16:00.\n"
                "Przyczyna: awaria magistrali przy ul. Lipowej.\n"
                "Woda pitna: beczkowóz przy skrzyżowaniu ulic Lipowej i Klonowej.\n\n"
                "Po przywróceniu dostaw woda może mieć przez kilka godzin zmienioną barwę. Nie jest to groźne dla zdrowia, ale zalecamy, by przed użyciem spuścić ją przez kilka minut. W tym czasie nie należy włączać pralek ani zmywarek.\n\n"
                "Postęp prac: tel. 994, https://wodociagi.gniezno.pl/awarie. Przepraszamy za utrudnienia.\n\n"
                "Wodociągi Miejskie",
            ),
            Good(
                "preserve",
                "Uwaga, mieszkańcy ulic Lipowej, Klonowej i Brzozowej! Z powodu awarii magistrali przy ul. Lipowej w czwartek, 20 listopada 2025 r., od 8:00 do 16:00 nie będzie wody. Wodę pitną będzie można pobrać z beczkowozu ustawionego przy skrzyżowaniu Lipowej i Klonowej. Gdy dostawy zostaną przywrócone, woda może przez kilka godzin mieć inny kolor – nie zagraża to zdrowiu, ale zalecamy spuszczać ją przez kilka minut przed użyciem, a pralek i zmywarek nie należy w tym czasie uruchamiać. O postępie prac informujemy pod numerem 994 i na stronie https://wodociagi.gniezno.pl/awarie. Przepraszamy za utrudnienia – Wodociągi Miejskie.",
            ),
            Good(
                "en",
                "Notice from the Municipal Waterworks. Due to a water main failure on Lipowa Street, the water supply to buildings on Lipowa, Klonowa and Brzozowa Streets will be interrupted on Thursday, 20 November 2025, from 8:00 to 16:00. During this time, a tanker with drinking water will be parked at the junction of Lipowa and Klonowa. After the supply is restored, the water may be discoloured for several hours; this poses no health risk, but we recommend running it for a few minutes before use. Do not run washing machines or dishwashers during this time. We apologise for the inconvenience. Progress updates: tel. 994 and https://wodociagi.gniezno.pl/awarie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Kiedy: czwartek, 20 listopada 2025 r.",
                        "Kiedy: czwartek, 27 listopada 2025 r.",
                    )
                ],
                "date",
            ),
            Slip(
                1,
                [
                    (
                        "Z powodu awarii magistrali przy ul. Lipowej",
                        "Z powodu awarii magistrali przy ul. Lipowej, uszkodzonej podczas prac drogowych,",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2, [("this poses no health risk, but", "this poses a health risk, so")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-basen-delfin-regulamin-opiekunowie",
        source="Regulamin pływalni „Delfin” – najważniejsze zasady. Dzieci do lat 7 mogą przebywać na pływalni wyłącznie pod opieką osoby dorosłej, która musi być w stroju kąpielowym i towarzyszyć dziecku w wodzie. Jeden opiekun może mieć pod opieką najwyżej 2 dzieci. Przed wejściem do hali basenowej każdy użytkownik musi umyć się pod prysznicem bez stroju. Czas pobytu liczony jest od przejścia przez bramkę do jej ponownego przejścia; przekroczenie wykupionego czasu o więcej niż 5 minut skutkuje dopłatą 1 zł za każdą rozpoczętą minutę. Na zjeżdżalni może przebywać jednocześnie tylko jedna osoba. Osoby pod wpływem alkoholu nie zostaną wpuszczone. Ratownik może nakazać opuszczenie pływalni osobie naruszającej regulamin.",
        good=[
            Good(
                "preserve",
                "Pływalnia „Delfin” – zasady w skrócie\n\n"
                "1. Dziecko do lat 7 może przebywać na pływalni tylko z dorosłym opiekunem, który musi mieć na sobie strój kąpielowy i być z dzieckiem w wodzie.\n"
                "2. Jeden opiekun może mieć pod opieką maksymalnie 2 dzieci.\n"
                "3. Każdy musi przed wejściem do hali basenowej umyć się pod prysznicem bez stroju.\n"
                "4. Czas pobytu liczy się od bramki do bramki. Jeśli przekroczysz wykupiony czas o ponad 5 minut, dopłacisz 1 zł za każdą rozpoczętą minutę.\n"
                "5. Na zjeżdżalni może być jednocześnie tylko jedna osoba.\n"
                "6. Osób pod wpływem alkoholu nie wpuszczamy.\n"
                "7. Ratownik może nakazać osobie łamiącej regulamin opuszczenie pływalni.",
            ),
            Good(
                "preserve",
                "Na pływalni „Delfin” obowiązują następujące zasady. Dzieci do lat 7 mogą przebywać na pływalni wyłącznie z osobą dorosłą, która musi być w stroju kąpielowym i towarzyszyć dziecku w wodzie; jeden opiekun może mieć pod opieką najwyżej dwoje dzieci. Przed wejściem do hali basenowej każdy ma obowiązek umyć się pod prysznicem bez stroju. Pobyt liczony jest od przejścia przez bramkę do ponownego przejścia – jeśli wykupiony czas zostanie przekroczony o więcej niż 5 minut, trzeba dopłacić 1 zł za każdą rozpoczętą minutę. Ze zjeżdżalni może korzystać jednocześnie tylko jedna osoba. Osoby pod wpływem alkoholu nie zostaną wpuszczone, a ratownik może nakazać opuszczenie pływalni każdemu, kto narusza regulamin.",
            ),
            Good(
                "en",
                "“Delfin” swimming pool rules – key points. Children up to the age of 7 may be at the pool only under the supervision of an adult, who must wear swimwear and accompany the child in the water. One adult may supervise no more than 2 children. Before entering the pool hall, everyone must shower without swimwear. Time is counted from passing through the gate until passing through it again; exceeding the paid time by more than 5 minutes results in a surcharge of PLN 1 for each started minute. Only one person may be on the slide at a time. People under the influence of alcohol will not be admitted. The lifeguard may order anyone breaking the rules to leave the pool.",
            ),
        ],
        bad=[
            Slip(0, [("maksymalnie 2 dzieci", "maksymalnie 3 dzieci")], "number"),
            Slip(
                1,
                [
                    (
                        "każdy ma obowiązek umyć się pod prysznicem",
                        "każdy powinien umyć się pod prysznicem",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "everyone must shower without swimwear.",
                        "everyone must shower without swimwear and put on a swimming cap.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-zus-zwolnienie-e-zla-wynagrodzenie",
        source="Zwolnienie lekarskie – co musisz wiedzieć. Lekarz wystawia zwolnienie wyłącznie w formie elektronicznej (e-ZLA), a ZUS udostępnia je pracodawcy na jego profilu na platformie PUE/eZUS. Nie musisz więc dostarczać zwolnienia do pracy. Zgodnie z art. 92 Kodeksu pracy przez pierwsze 33 dni choroby w roku kalendarzowym (14 dni w przypadku osób po 50. roku życia) wynagrodzenie chorobowe wypłaca pracodawca, a od kolejnego dnia – ZUS jako zasiłek chorobowy. W czasie zwolnienia nie wolno wykonywać pracy zarobkowej ani wykorzystywać zwolnienia w sposób niezgodny z jego celem. Zgodnie z art. 17 ustawy zasiłkowej grozi za to utrata prawa do zasiłku za cały okres zwolnienia.",
        good=[
            Good(
                "preserve",
                "Zwolnienie lekarskie w pigułce\n\n"
                "Czy muszę zanieść zwolnienie do pracy? Nie. Lekarz wystawia je wyłącznie elektronicznie (e-ZLA), a ZUS udostępnia je pracodawcy na jego profilu na PUE/eZUS.\n\n"
                "Kto płaci? Przez pierwsze 33 dni choroby w roku kalendarzowym – a jeśli jesteś po 50. roku życia, przez 14 dni – wynagrodzenie chorobowe wypłaca pracodawca (art. 92 Kodeksu pracy). Od następnego dnia zasiłek chorobowy płaci ZUS.\n\n"
                "Czego nie wolno? Na zwolnieniu nie wolno ci pracować zarobkowo ani wykorzystywać go niezgodnie z jego celem. Zgodnie z art. 17 ustawy zasiłkowej grozi za to utrata prawa do zasiłku za cały okres zwolnienia.",
            ),
            Good(
                "preserve",
                "Zwolnienia lekarskie wystawiane są wyłącznie w formie elektronicznej (e-ZLA); ZUS udostępnia je pracodawcy na jego profilu na platformie PUE/eZUS, dlatego pracownik nie ma obowiązku dostarczać zwolnienia do zakładu pracy. Na podstawie art. 92 Kodeksu pracy za pierwsze 33 dni choroby w roku kalendarzowym (a w przypadku osób po 50. roku życia – za 14 dni) wynagrodzenie chorobowe wypłaca pracodawca; począwszy od następnego dnia ZUS wypłaca zasiłek chorobowy. W okresie zwolnienia zabronione jest wykonywanie pracy zarobkowej oraz wykorzystywanie zwolnienia w sposób niezgodny z jego celem – zgodnie z art. 17 ustawy zasiłkowej grozi za to utrata prawa do zasiłku za cały okres zwolnienia.",
            ),
            Good(
                "en",
                "Sick leave – what you need to know. Doctors issue sick notes only in electronic form (e-ZLA), and ZUS makes them available to your employer on its profile on the PUE/eZUS platform. So you do not need to deliver the sick note to work. Under Article 92 of the Labour Code, for the first 33 days of illness in a calendar year (14 days for people over 50), sick pay is paid by the employer, and from the following day ZUS pays sickness benefit. During sick leave you must not do any paid work or use the leave in a way inconsistent with its purpose. Under Article 17 of the Sickness Benefits Act, doing so may result in losing the benefit for the entire period of leave.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Od następnego dnia zasiłek chorobowy płaci ZUS.",
                        "Od następnego dnia zasiłek chorobowy płaci ZUS, w wysokości 80% podstawy wymiaru.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "dlatego pracownik nie ma obowiązku dostarczać zwolnienia",
                        "dlatego pracownik ma obowiązek dostarczyć zwolnienie",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("Under Article 92 of the Labour Code", "Under Article 94 of the Labour Code")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="pl-przeglad-praca-zdalna-produktywnosc",
        source="Przegląd badań. Wyniki dotyczące wpływu pracy zdalnej na produktywność są niejednoznaczne. W eksperymencie przeprowadzonym w chińskim biurze podróży Bloom i współpracownicy (2015) odnotowali wzrost wydajności o 13%, jednak część tego efektu wynikała prawdopodobnie z krótszych przerw i mniejszej liczby zwolnień chorobowych. Nowsze analizy z okresu pandemii (Gibbs i in., 2023) wskazują natomiast na spadek produktywności nawet o 8–19% wśród pracowników wysoko wykwalifikowanych. Metaanaliza Kowalskiej i Zięby (2022, „Studia Ekonomiczne” 41(2): 55–78) sugeruje, że kluczowy może być model hybrydowy, w którym pracownik spędza w biurze 2–3 dni w tygodniu. Trudno jednak porównywać te badania, ponieważ stosowały różne miary produktywności.",
        good=[
            Good(
                "preserve",
                "Badania nad tym, jak praca zdalna wpływa na produktywność, nie dają jednoznacznej odpowiedzi. Bloom i współpracownicy (2015) w eksperymencie w chińskim biurze podróży zanotowali wzrost wydajności o 13%, ale część tego efektu wynikała prawdopodobnie z krótszych przerw i rzadszych zwolnień chorobowych. Z kolei nowsze analizy z czasów pandemii (Gibbs i in., 2023) wskazują na spadek produktywności wysoko wykwalifikowanych pracowników nawet o 8–19%. Metaanaliza Kowalskiej i Zięby (2022, „Studia Ekonomiczne” 41(2): 55–78) sugeruje, że kluczowy może być model hybrydowy, w którym pracownik spędza w biurze 2–3 dni w tygodniu. Porównywanie tych badań jest jednak trudne, bo każde mierzyło produktywność inaczej.",
            ),
            Good(
                "preserve",
                "Praca zdalna a produktywność – co mówią badania (wyniki są niejednoznaczne):\n"
                "- Bloom i współpracownicy (2015), eksperyment w chińskim biurze podróży: wydajność wzrosła o 13%, choć część efektu wynikała prawdopodobnie z krótszych przerw i mniejszej liczby zwolnień chorobowych.\n"
                "- Gibbs i in. (2023), analizy z okresu pandemii: wskazują na spadek produktywności nawet o 8–19% wśród pracowników wysoko wykwalifikowanych.\n"
                "- Kowalska i Zięba (2022, „Studia Ekonomiczne” 41(2): 55–78), metaanaliza: sugeruje, że kluczowy może być model hybrydowy z 2–3 dniami w biurze tygodniowo.\n\n"
                "Uwaga: badania te trudno porównywać, ponieważ stosowano w nich różne miary produktywności.",
            ),
            Good(
                "en",
                "Literature review. Findings on the effect of remote work on productivity are mixed. In an experiment at a Chinese travel agency, Bloom and colleagues (2015) recorded a 13% increase in performance, although part of this effect probably stemmed from shorter breaks and fewer sick days. More recent analyses from the pandemic period (Gibbs et al., 2023), by contrast, point to a drop in productivity of as much as 8–19% among highly skilled workers. A meta-analysis by Kowalska and Zięba (2022, Studia Ekonomiczne 41(2): 55–78) suggests that a hybrid model, in which employees spend 2–3 days a week in the office, may be key. These studies are hard to compare, however, because they used different measures of productivity.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Porównywanie tych badań jest jednak trudne, bo każde mierzyło produktywność inaczej.",
                        "These studies are hard to compare, however, because each of them measured productivity differently.",
                    )
                ],
                "wrong_language",
            ),
            Slip(1, [("41(2): 55–78), metaanaliza", "41(3): 55–78), metaanaliza")], "citation"),
            Slip(
                2,
                [("part of this effect probably stemmed from", "part of this effect stemmed from")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-cli-raportownik-konfiguracja-yaml",
        source=(
            "### Konfiguracja\n\n"
            "Ustawienia `raportownika` zapisuje się w pliku `raport.yaml` w katalogu projektu. Minimalna konfiguracja wygląda tak:\n\n"
            "```yaml\nzrodlo: dane/sprzedaz.csv\nformat: pdf\njezyk: pl\n```\n\n"
            "Klucz `zrodlo` jest wymagany; pozostałe są opcjonalne. Jeśli pominiesz `format`, raport zostanie wygenerowany jako HTML. Od wersji 2.4 można też podać `szablon`, wskazując własny plik Jinja2. Wartości tajnych, np. haseł, nie należy wpisywać bezpośrednio do pliku – użyj zmiennych środowiskowych w składni `${NAZWA}`. Poprawność pliku sprawdzisz poleceniem `raportownik sprawdz --plik raport.yaml`.\n\n"
            "Więcej przykładów znajdziesz w [dokumentacji](https://raportownik.dev/docs/konfiguracja)."
        ),
        good=[
            Good(
                "preserve",
                "### Konfiguracja\n\n"
                "Konfigurację `raportownika` przechowujesz w pliku `raport.yaml` w katalogu projektu. Wymagany jest tylko klucz `zrodlo` – pozostałe są opcjonalne. Przykład minimalnej konfiguracji:\n\n"
                "```yaml\nzrodlo: dane/sprzedaz.csv\nformat: pdf\njezyk: pl\n```\n\n"
                "- Bez klucza `format` raport zostanie wygenerowany w HTML.\n"
                "- Od wersji 2.4 możesz dodać klucz `szablon` ze wskazaniem własnego pliku Jinja2.\n"
                "- Haseł i innych tajnych wartości nie należy wpisywać wprost do pliku; zamiast tego użyj zmiennej środowiskowej w składni `${NAZWA}`.\n\n"
                "Aby sprawdzić, czy plik jest poprawny, uruchom `raportownik sprawdz --plik raport.yaml`. Więcej przykładów: [dokumentacja](https://raportownik.dev/docs/konfiguracja).",
            ),
            Good(
                "preserve",
                "### Konfiguracja\n\n"
                "Ustawienia `raportownika` zawiera plik `raport.yaml`, umieszczany w katalogu projektu. Przykład konfiguracji minimalnej:\n\n"
                "```yaml\nzrodlo: dane/sprzedaz.csv\nformat: pdf\njezyk: pl\n```\n\n"
                "Obowiązkowy jest wyłącznie klucz `zrodlo`. W przypadku pominięcia klucza `format` raport jest generowany w formacie HTML. Począwszy od wersji 2.4, można również podać klucz `szablon`, który wskazuje własny plik Jinja2. Wartości tajnych, takich jak hasła, nie należy umieszczać bezpośrednio w pliku – należy korzystać ze zmiennych środowiskowych w składni `${NAZWA}`. Do weryfikacji pliku służy polecenie `raportownik sprawdz --plik raport.yaml`, a dodatkowe przykłady zawiera [dokumentacja](https://raportownik.dev/docs/konfiguracja).",
            ),
            Good(
                "en",
                "### Configuration\n\n"
                "`raportownik` settings are stored in the `raport.yaml` file in the project directory. A minimal configuration looks like this:\n\n"
                "```yaml\nzrodlo: dane/sprzedaz.csv\nformat: pdf\njezyk: pl\n```\n\n"
                "The `zrodlo` key is required; the others are optional. If you omit `format`, the report will be generated as HTML. Since version 2.4 you can also set `szablon` to point to your own Jinja2 template file. Secret values such as passwords should not be written directly into the file – use environment variables with the `${NAZWA}` syntax. You can check that the file is valid with `raportownik sprawdz --plik raport.yaml`.\n\n"
                "See the [documentation](https://raportownik.dev/docs/konfiguracja) for more examples.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "uruchom `raportownik sprawdz --plik raport.yaml`",
                        "uruchom `raportownik sprawdz --config raport.yaml`",
                    )
                ],
                "code",
            ),
            Slip(
                1,
                [
                    (
                        "Obowiązkowy jest wyłącznie klucz `zrodlo`.",
                        "Zalecany jest wyłącznie klucz `zrodlo`.",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "See the [documentation](https://raportownik.dev/docs/konfiguracja) for more examples.",
                        "See the documentation for more examples.",
                    )
                ],
                "markdown",
            ),
        ],
    ),
]
