# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 66: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-regulamin-strefy-saun-aquapark",
        source=(
            "Regulamin strefy saun – Aquapark „Fala”\n"
            "1. Osoby poniżej 16 lat mogą korzystać ze strefy saun wyłącznie pod opieką pełnoletniego opiekuna.\n"
            "2. Przed wejściem do sauny należy wziąć prysznic i dokładnie się osuszyć.\n"
            "3. W saunie suchej obowiązuje korzystanie z ręcznika – żadna część ciała nie może dotykać drewnianych ławek.\n"
            "4. Jednorazowy pobyt w saunie nie powinien przekraczać 15 minut, a między seansami zaleca się przerwę trwającą co najmniej 10 minut.\n"
            "5. Zabrania się polewania pieca wodą z dodatkami zapachowymi przyniesionymi z zewnątrz.\n"
            "6. Osoby z chorobami serca lub nadciśnieniem powinny przed skorzystaniem z sauny skonsultować się z lekarzem.\n"
            "7. Strefa saun jest czynna codziennie od 10:00 do 21:30, a ostatnie wejście możliwe jest o 21:00."
        ),
        good=[
            Good(
                "preserve",
                "Zasady korzystania z saun w Aquaparku „Fala” w skrócie: jeśli nie masz ukończonych 16 lat, możesz wejść do strefy saun tylko z pełnoletnim opiekunem. Zanim wejdziesz do sauny, weź prysznic i dobrze się wytrzyj. W saunie suchej musisz korzystać z ręcznika – żadna część ciała nie może dotykać drewnianych ławek. Jeden seans nie powinien trwać dłużej niż 15 minut, a między seansami zalecamy co najmniej 10 minut przerwy. Nie wolno polewać pieca wodą z dodatkami zapachowymi przyniesionymi z zewnątrz. Jeśli chorujesz na serce lub masz nadciśnienie, przed wizytą w saunie powinieneś skonsultować się z lekarzem. Strefa jest otwarta codziennie w godzinach 10:00–21:30, ostatnie wejście – o 21:00.",
            ),
            Good(
                "preserve",
                "Regulamin strefy saun Aquaparku „Fala”:\n"
                "- Godziny otwarcia: codziennie 10:00–21:30 (ostatnie wejście o 21:00).\n"
                "- Osoby, które nie ukończyły 16 lat, mogą przebywać w strefie saun jedynie pod opieką pełnoletniego opiekuna.\n"
                "- Przed wejściem do sauny obowiązkowy jest prysznic i dokładne osuszenie ciała.\n"
                "- W saunie suchej należy korzystać z ręcznika; żadna część ciała nie może stykać się z drewnianymi ławkami.\n"
                "- Pojedynczy seans nie powinien trwać dłużej niż 15 minut; pomiędzy seansami zaleca się co najmniej 10-minutową przerwę.\n"
                "- Zabronione jest polewanie pieca wodą z przyniesionymi z zewnątrz dodatkami zapachowymi.\n"
                "- Osoby cierpiące na choroby serca lub nadciśnienie powinny przed wejściem do sauny zasięgnąć porady lekarza.",
            ),
            Good(
                "en",
                "Sauna zone rules – “Fala” Aquapark. Anyone under 16 may use the sauna zone only under the supervision of an adult guardian. Shower and dry yourself thoroughly before entering a sauna. In the dry sauna a towel is mandatory: no part of your body may touch the wooden benches. A single session should not exceed 15 minutes, and a break of at least 10 minutes between sessions is recommended. Pouring water with fragrance additives brought from outside onto the stove is prohibited. People with heart disease or high blood pressure should consult a doctor before using the sauna. The zone is open daily from 10:00 to 21:30; last entry is at 21:00.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("jeśli nie masz ukończonych 16 lat", "jeśli masz ukończone 16 lat")],
                "negation",
            ),
            Slip(
                1, [("powinny przed wejściem do sauny", "mogą przed wejściem do sauny")], "modality"
            ),
            Slip(2, [("at least 10 minutes", "at least 5 minutes")], "number"),
        ],
    ),
    Case(
        key="pl-wymiana-rozjazdow-skierniewice-komunikacja-zastepcza",
        source=(
            "Komunikat PKP Polskie Linie Kolejowe S.A.\n"
            "W związku z wymianą rozjazdów na stacji Skierniewice od 14 października do 3 listopada 2025 r. na linii kolejowej nr 1 wprowadzone zostaną utrudnienia. "
            "W dni robocze między godziną 9:00 a 14:30 część pociągów regionalnych relacji Warszawa Zachodnia – Łódź Fabryczna zostanie zastąpiona zastępczą komunikacją autobusową na odcinku Skierniewice – Koluszki. "
            "Czas przejazdu może się wydłużyć nawet o 40 minut. Autobusy odjeżdżają sprzed budynku dworca, z przystanku oznaczonego tablicą „ZKA”. "
            "Bilety kolejowe są honorowane w autobusach. Przewóz rowerów w komunikacji zastępczej nie jest możliwy. "
            "Aktualne rozkłady jazdy dostępne są na stronie www.portalpasazera.pl oraz w kasach biletowych."
        ),
        good=[
            Good(
                "preserve",
                "Uwaga, podróżni! Od 14 października do 3 listopada 2025 r. PKP Polskie Linie Kolejowe S.A. wymieniają rozjazdy na stacji Skierniewice, dlatego na linii kolejowej nr 1 wystąpią utrudnienia. W dni robocze w godzinach 9:00–14:30 niektóre pociągi regionalne kursujące na trasie Warszawa Zachodnia – Łódź Fabryczna zastąpią na odcinku Skierniewice – Koluszki autobusy zastępczej komunikacji. Twoja podróż może potrwać nawet o 40 minut dłużej. Autobusy odjeżdżają sprzed budynku dworca, z przystanku oznaczonego tablicą „ZKA”; możesz w nich jechać na bilet kolejowy. Pamiętaj, że rowerów w komunikacji zastępczej przewieźć nie można. Aktualne rozkłady znajdziesz na www.portalpasazera.pl i w kasach biletowych.",
            ),
            Good(
                "preserve",
                "Utrudnienia na linii kolejowej nr 1 (komunikat PKP Polskie Linie Kolejowe S.A.)\n"
                "- Powód: wymiana rozjazdów na stacji Skierniewice.\n"
                "- Termin: 14.10–3.11.2025 r.\n"
                "- Zakres: w dni robocze w godz. 9:00–14:30 część pociągów regionalnych Warszawa Zachodnia – Łódź Fabryczna zostanie zastąpiona autobusami na odcinku Skierniewice – Koluszki.\n"
                "- Czas podróży może wydłużyć się nawet o 40 minut.\n"
                "- Przystanek komunikacji zastępczej: przed budynkiem dworca, oznaczony tablicą „ZKA”.\n"
                "- W autobusach honorowane są bilety kolejowe.\n"
                "- Rowerów nie można przewozić komunikacją zastępczą.\n"
                "- Aktualne rozkłady jazdy: www.portalpasazera.pl oraz kasy biletowe.",
            ),
            Good(
                "en",
                "Notice from PKP Polskie Linie Kolejowe S.A.: because of turnout replacement at Skierniewice station, there will be disruption on railway line no. 1 from 14 October to 3 November 2025. On working days between 9:00 and 14:30, some regional trains on the Warszawa Zachodnia – Łódź Fabryczna route will be replaced by rail replacement buses between Skierniewice and Koluszki. Journeys may take up to 40 minutes longer. Buses depart from the stop in front of the station building marked “ZKA”. Rail tickets are valid on the buses. Bicycles cannot be carried on the replacement service. Current timetables are available at www.portalpasazera.pl and at ticket offices.",
            ),
        ],
        bad=[
            Slip(0, [("do 3 listopada 2025 r.", "do 13 listopada 2025 r.")], "date"),
            Slip(1, [("nawet o 40 minut", "nawet o 20 minut")], "number"),
            Slip(2, [("www.portalpasazera.pl", "www.portalpasazera.com")], "url"),
        ],
    ),
    Case(
        key="pl-waga-lazienkowa-bioimpedancja-instrukcja",
        source=(
            "Waga łazienkowa BodyScan 500 – skrócona instrukcja\n"
            "Waga mierzy masę ciała w zakresie od 5 do 180 kg z dokładnością do 0,1 kg, a także szacuje zawartość tkanki tłuszczowej, wody i masy mięśniowej metodą bioimpedancji. "
            "Przed pierwszym pomiarem włóż cztery baterie AAA i sparuj wagę z aplikacją przez Bluetooth. "
            "Stań na wadze boso, suchymi stopami, najlepiej rano, przed jedzeniem. "
            "Wyniki analizy składu ciała mają charakter orientacyjny i mogą różnić się od pomiarów wykonanych w gabinecie nawet o kilka punktów procentowych. "
            "Z funkcji analizy nie powinny korzystać osoby z wszczepionym rozrusznikiem serca ani kobiety w ciąży. "
            "Wagi nie należy myć pod bieżącą wodą."
        ),
        good=[
            Good(
                "preserve",
                "BodyScan 500 – najważniejsze informacje:\n"
                "• Zakres pomiaru masy ciała: 5–180 kg, dokładność 0,1 kg. Metodą bioimpedancji waga szacuje także zawartość tkanki tłuszczowej, wody i masy mięśniowej.\n"
                "• Na start: włóż cztery baterie AAA i połącz wagę z aplikacją przez Bluetooth.\n"
                "• Ważenie: boso, na suchych stopach, najlepiej rano i na czczo.\n"
                "• Pamiętaj, że analiza składu ciała daje wyniki orientacyjne – mogą one odbiegać od pomiarów gabinetowych nawet o kilka punktów procentowych.\n"
                "• Osoby z wszczepionym rozrusznikiem serca i kobiety w ciąży nie powinny korzystać z funkcji analizy.\n"
                "• Nie myj wagi pod bieżącą wodą.",
            ),
            Good(
                "preserve",
                "Waga BodyScan 500 wyznacza masę ciała od 5 do 180 kg (z dokładnością do 0,1 kg) oraz – za pomocą bioimpedancji – szacuje zawartość tkanki tłuszczowej, wody i masy mięśniowej. Przed pierwszym użyciem należy włożyć cztery baterie AAA i sparować urządzenie z aplikacją przez Bluetooth. Pomiaru najlepiej dokonywać rano, przed posiłkiem, stojąc boso i z suchymi stopami. Wyniki składu ciała są jedynie orientacyjne i mogą odbiegać od pomiarów gabinetowych nawet o kilka punktów procentowych. Funkcja analizy nie powinna być używana przez kobiety w ciąży ani osoby z wszczepionym rozrusznikiem serca. Urządzenia nie należy myć pod bieżącą wodą.",
            ),
            Good(
                "en",
                "BodyScan 500 bathroom scale – quick guide. The scale measures body weight from 5 to 180 kg to the nearest 0.1 kg and uses bioimpedance to estimate body fat, water and muscle mass. Before the first measurement, insert four AAA batteries and pair the scale with the app via Bluetooth. Step on the scale barefoot with dry feet, ideally in the morning before eating. Body composition results are only indicative and may differ from measurements taken in a clinic by as much as a few percentage points. The analysis function should not be used by people with an implanted pacemaker or by pregnant women. Do not wash the scale under running water.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("• Nie myj wagi pod bieżącą wodą.", "• Myj wagę pod bieżącą wodą.")],
                "negation",
            ),
            Slip(1, [("i mogą odbiegać od pomiarów", "i odbiegają od pomiarów")], "hedge"),
            Slip(2, [("from 5 to 180 kg", "from 5 to 150 kg")], "number"),
        ],
    ),
    Case(
        key="pl-zapisy-polkolonie-letnie-dom-kultury",
        source=(
            "Zapisy na półkolonie letnie 2025\n"
            "Zapraszamy dzieci w wieku od 7 do 12 lat na półkolonie w Miejskim Domu Kultury. Planujemy dwa turnusy: od 30 czerwca do 4 lipca oraz od 7 do 11 lipca. "
            "Zajęcia trwają od 8:00 do 16:00, a w cenie są obiad i podwieczorek. Koszt jednego turnusu wynosi 650 zł. "
            "Zapisy prowadzimy wyłącznie przez formularz na stronie www.mdk-zyrardow.pl/polkolonie, od 2 czerwca od godziny 10:00. O przyjęciu decyduje kolejność zgłoszeń. "
            "Rodzic musi wpłacić zaliczkę w wysokości 200 zł w ciągu 3 dni roboczych od otrzymania potwierdzenia – w przeciwnym razie miejsce zostanie zwolnione. "
            "Dzieci powinny mieć ze sobą wygodne obuwie i butelkę wody."
        ),
        good=[
            Good(
                "preserve",
                "Półkolonie letnie 2025 w Miejskim Domu Kultury – zapisz swoje dziecko! Zapraszamy dzieci w wieku 7–12 lat. Do wyboru są dwa turnusy: 30 czerwca – 4 lipca i 7–11 lipca. Zajęcia odbywają się w godzinach 8:00–16:00, a obiad i podwieczorek są wliczone w cenę, która wynosi 650 zł za turnus. Zgłoszenia przyjmujemy tylko przez formularz na www.mdk-zyrardow.pl/polkolonie – zapisy ruszają 2 czerwca o 10:00. Liczy się kolejność zgłoszeń. Po otrzymaniu potwierdzenia musisz w ciągu 3 dni roboczych wpłacić 200 zł zaliczki, inaczej miejsce zostanie zwolnione. Dziecko powinno mieć ze sobą wygodne buty i butelkę wody.",
            ),
            Good(
                "preserve",
                "Półkolonie letnie 2025 – Miejski Dom Kultury\n"
                "1. Uczestnicy: dzieci w wieku od 7 do 12 lat.\n"
                "2. Turnusy: I – 30.06–4.07.2025, II – 7.07–11.07.2025.\n"
                "3. Godziny zajęć: 8:00–16:00; obiad i podwieczorek w cenie.\n"
                "4. Opłata: 650 zł za turnus.\n"
                "5. Zapisy: wyłącznie za pośrednictwem formularza na stronie www.mdk-zyrardow.pl/polkolonie, od 2 czerwca 2025 r., godz. 10:00; decyduje kolejność zgłoszeń.\n"
                "6. Zaliczka: rodzic musi wpłacić 200 zł w ciągu 3 dni roboczych od otrzymania potwierdzenia; w przeciwnym razie miejsce zostanie zwolnione.\n"
                "7. Dzieci powinny zabrać wygodne obuwie oraz butelkę wody.",
            ),
            Good(
                "en",
                "Summer day camp 2025 – registration. The Municipal Cultural Centre invites children aged 7 to 12 to its summer day camp. There are two sessions: 30 June – 4 July and 7–11 July. Activities run from 8:00 to 16:00, and lunch and an afternoon snack are included in the price. One session costs PLN 650. Registration is only through the form at www.mdk-zyrardow.pl/polkolonie and opens on 2 June at 10:00. Places are allocated on a first-come, first-served basis. A parent must pay a PLN 200 deposit within 3 working days of receiving confirmation; otherwise the place will be released. Children should bring comfortable shoes and a bottle of water.",
            ),
        ],
        bad=[
            Slip(0, [("w ciągu 3 dni roboczych", "w ciągu 7 dni roboczych")], "date"),
            Slip(1, [("Dzieci powinny zabrać", "Dzieci muszą zabrać")], "modality"),
            Slip(2, [("www.mdk-zyrardow.pl/polkolonie", "www.mdk-zyrardow.pl/zapisy")], "url"),
        ],
    ),
    Case(
        key="pl-readme-skryptu-renamer-zmiana-nazw",
        source=(
            "# renamer\n\n"
            "Prosty skrypt w Pythonie do masowej zmiany nazw plików w katalogu.\n\n"
            "## Wymagania\n\n"
            "- Python 3.10 lub nowszy\n"
            "- brak zewnętrznych zależności\n\n"
            "## Użycie\n\n"
            "```\n"
            'python renamer.py ./zdjecia --pattern "IMG_*.jpg" --prefix wakacje_\n'
            "```\n\n"
            "Domyślnie skrypt działa w trybie podglądu i niczego nie zmienia na dysku. Aby faktycznie zmienić nazwy, dodaj flagę `--apply`. "
            "Skrypt nie nadpisuje istniejących plików: jeśli nazwa docelowa jest zajęta, plik zostaje pominięty, a informacja trafia do `renamer.log`. "
            "Opcja `--recursive` obejmuje również podkatalogi.\n\n"
            "Błędy zgłaszaj w zakładce Issues."
        ),
        good=[
            Good(
                "preserve",
                "# renamer\n\n"
                "Niewielki skrypt w Pythonie, który hurtowo zmienia nazwy plików w wybranym katalogu.\n\n"
                "## Czego potrzebujesz\n\n"
                "- Pythona w wersji 3.10 lub nowszej\n"
                "- nic więcej – skrypt nie ma zewnętrznych zależności\n\n"
                "## Jak uruchomić\n\n"
                "```\n"
                'python renamer.py ./zdjecia --pattern "IMG_*.jpg" --prefix wakacje_\n'
                "```\n\n"
                "Domyślnie skrypt pokazuje tylko podgląd i nie zmienia niczego na dysku. Żeby naprawdę zmienić nazwy, dopisz `--apply`. "
                "Istniejące pliki nie są nadpisywane: gdy nazwa docelowa jest już zajęta, plik zostaje pominięty, a wpis o tym trafia do `renamer.log`. "
                "Z opcją `--recursive` skrypt przetwarza także podkatalogi.\n\n"
                "Znalezione błędy zgłaszaj w zakładce Issues.",
            ),
            Good(
                "preserve",
                "# renamer\n\n"
                "Skrypt napisany w Pythonie, służący do zbiorczej zmiany nazw plików w katalogu.\n\n"
                "## Wymagania\n\n"
                "- Python 3.10+\n"
                "- Brak zależności zewnętrznych\n\n"
                "## Sposób użycia\n\n"
                "```\n"
                'python renamer.py ./zdjecia --pattern "IMG_*.jpg" --prefix wakacje_\n'
                "```\n\n"
                "Najważniejsze opcje:\n\n"
                "- bez `--apply` – tryb podglądu (domyślny); żadne zmiany nie są zapisywane na dysku,\n"
                "- `--apply` – faktyczna zmiana nazw,\n"
                "- `--recursive` – przetwarzanie również podkatalogów.\n\n"
                "Skrypt nie nadpisuje istniejących plików. Jeżeli nazwa docelowa jest zajęta, plik jest pomijany, a stosowna informacja zapisywana jest w `renamer.log`.\n\n"
                "Błędy prosimy zgłaszać w zakładce Issues.",
            ),
            Good(
                "en",
                "# renamer\n\n"
                "A simple Python script for renaming files in a directory in bulk.\n\n"
                "## Requirements\n\n"
                "- Python 3.10 or newer\n"
                "- no external dependencies\n\n"
                "## Usage\n\n"
                "```\n"
                'python renamer.py ./zdjecia --pattern "IMG_*.jpg" --prefix wakacje_\n'
                "```\n\n"
                "By default the script runs in preview mode and changes nothing on disk. To actually rename the files, add the `--apply` flag. "
                "The script does not overwrite existing files: if the target name is taken, the file is skipped and a note is written to `renamer.log`. "
                "The `--recursive` option also covers subdirectories.\n\n"
                "Please report bugs in the Issues tab.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        '```\npython renamer.py ./zdjecia --pattern "IMG_*.jpg" --prefix wakacje_\n```',
                        'python renamer.py ./zdjecia --pattern "IMG_*.jpg" --prefix wakacje_',
                    )
                ],
                "markdown",
            ),
            Slip(1, [("- `--recursive` – przetwarzanie", "- `--recurse` – przetwarzanie")], "code"),
            Slip(
                2,
                [
                    (
                        "also covers subdirectories.",
                        "also covers subdirectories, skipping hidden ones.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ulotka-zelu-ibuprofen-dolorex",
        source=(
            "Ulotka dołączona do opakowania: informacja dla pacjenta\n"
            "Dolorex, 50 mg/g, żel – ibuprofen\n"
            "Lek stosuje się miejscowo w bólach mięśni, stawów i przy stłuczeniach. "
            "Dorośli i młodzież powyżej 14 lat: niewielką ilość żelu (pasek długości 4–10 cm) należy wmasować w bolące miejsce 3 razy na dobę. "
            "Nie stosować dłużej niż 14 dni bez konsultacji z lekarzem. Żelu nie należy nakładać na uszkodzoną skórę, błony śluzowe ani okolice oczu. "
            "Po nałożeniu leku trzeba umyć ręce. W rzadkich przypadkach mogą wystąpić zaczerwienienie skóry, świąd lub wysypka. "
            "U osób uczulonych na kwas acetylosalicylowy lek może wywołać napad duszności. "
            "Kobiety w ciąży powinny skonsultować stosowanie leku z lekarzem."
        ),
        good=[
            Good(
                "preserve",
                "Dolorex 50 mg/g, żel (ibuprofen) – najważniejsze informacje z ulotki. Żel stosuje się miejscowo przy bólach mięśni i stawów oraz przy stłuczeniach. Jeśli jesteś dorosły albo masz powyżej 14 lat, wmasuj niewielką ilość żelu (pasek o długości 4–10 cm) w bolące miejsce 3 razy na dobę. Bez konsultacji z lekarzem nie stosuj go dłużej niż 14 dni. Nie nakładaj żelu na uszkodzoną skórę, błony śluzowe ani w okolice oczu, a po nałożeniu umyj ręce. Rzadko mogą pojawić się zaczerwienienie skóry, świąd lub wysypka. Jeśli masz uczulenie na kwas acetylosalicylowy, lek może wywołać u ciebie napad duszności. W ciąży powinnaś skonsultować stosowanie leku z lekarzem.",
            ),
            Good(
                "preserve",
                "Dolorex (ibuprofen), żel 50 mg/g – informacja dla pacjenta\n\n"
                "Wskazania: miejscowe leczenie bólów mięśni i stawów oraz stłuczeń.\n\n"
                "Dawkowanie (dorośli i młodzież powyżej 14 lat): 3 razy na dobę należy wmasować w bolące miejsce niewielką ilość żelu – pasek długości od 4 do 10 cm. Bez konsultacji z lekarzem leku nie należy stosować dłużej niż 14 dni.\n\n"
                "Środki ostrożności: żelu nie należy nakładać na uszkodzoną skórę, błony śluzowe ani okolice oczu; po nałożeniu trzeba umyć ręce. Kobiety w ciąży powinny skonsultować stosowanie leku z lekarzem.\n\n"
                "Działania niepożądane: rzadko mogą wystąpić zaczerwienienie skóry, świąd lub wysypka. U osób uczulonych na kwas acetylosalicylowy lek może wywołać napad duszności.",
            ),
            Good(
                "en",
                "Package leaflet: information for the patient. Dolorex 50 mg/g gel (ibuprofen) is used topically for muscle and joint pain and for bruises. Adults and adolescents over 14: massage a small amount of gel (a 4–10 cm strip) into the painful area 3 times a day. Do not use for longer than 14 days without consulting a doctor. Do not apply the gel to broken skin, mucous membranes or the area around the eyes. Wash your hands after applying it. In rare cases, skin redness, itching or a rash may occur. In people allergic to acetylsalicylic acid, the medicine may trigger an attack of breathlessness. Pregnant women should consult a doctor about using the medicine.",
            ),
        ],
        bad=[
            Slip(0, [("Jeśli masz uczulenie na", "Jeśli nie masz uczulenia na")], "negation"),
            Slip(
                1,
                [("Kobiety w ciąży powinny skonsultować", "Kobiety w ciąży mogą skonsultować")],
                "modality",
            ),
            Slip(2, [("the medicine may trigger", "the medicine triggers")], "hedge"),
        ],
    ),
    Case(
        key="pl-konsultacje-rewitalizacja-parku-pila",
        source=(
            "Ogłoszenie o konsultacjach społecznych\n"
            "Prezydent Miasta Piły zaprasza mieszkańców do udziału w konsultacjach społecznych dotyczących koncepcji rewitalizacji Parku Kościuszki. "
            "Konsultacje potrwają od 5 do 26 maja 2025 r. Uwagi można zgłaszać przez formularz elektroniczny na stronie konsultacje.pila.pl, mailowo na adres park@um.pila.pl "
            "lub pisemnie w Biurze Obsługi Mieszkańców przy pl. Staszica 10. "
            "Spotkanie otwarte z projektantami odbędzie się 14 maja o godz. 17:30 w auli Zespołu Szkół nr 2. "
            "Projekt przewiduje m.in. nowe oświetlenie alejek, plac zabaw oraz odtworzenie stawu. "
            "Zgłoszone uwagi nie są wiążące dla projektanta, ale zostaną omówione w raporcie z konsultacji, który opublikujemy do 30 czerwca."
        ),
        good=[
            Good(
                "preserve",
                "Mieszkańcy Piły mogą wypowiedzieć się w sprawie koncepcji rewitalizacji Parku Kościuszki – Prezydent Miasta zaprasza na konsultacje społeczne, które potrwają od 5 do 26 maja 2025 r. Uwagi można przekazać na trzy sposoby: przez formularz elektroniczny na stronie konsultacje.pila.pl, e-mailem na adres park@um.pila.pl albo pisemnie w Biurze Obsługi Mieszkańców przy pl. Staszica 10. 14 maja o 17:30 w auli Zespołu Szkół nr 2 odbędzie się otwarte spotkanie z projektantami. Koncepcja przewiduje między innymi nowe oświetlenie alejek, plac zabaw i odtworzenie stawu. Uwagi nie będą wiążące dla projektanta, zostaną jednak omówione w raporcie z konsultacji, który opublikujemy do 30 czerwca.",
            ),
            Good(
                "preserve",
                "Konsultacje społeczne: rewitalizacja Parku Kościuszki w Pile\n\n"
                "Prezydent Miasta Piły zaprasza mieszkańców do zgłaszania uwag do koncepcji rewitalizacji parku.\n\n"
                "Termin: 5–26 maja 2025 r.\n\n"
                "Jak zgłosić uwagi:\n"
                "- formularz elektroniczny: konsultacje.pila.pl,\n"
                "- e-mail: park@um.pila.pl,\n"
                "- pisemnie: Biuro Obsługi Mieszkańców, pl. Staszica 10.\n\n"
                "Spotkanie otwarte z projektantami: 14 maja, godz. 17:30, aula Zespołu Szkół nr 2.\n\n"
                "Co przewiduje projekt (m.in.): nowe oświetlenie alejek, plac zabaw, odtworzenie stawu.\n\n"
                "Uwagi nie wiążą projektanta, ale zostaną omówione w raporcie z konsultacji, który opublikujemy do 30 czerwca.",
            ),
            Good(
                "en",
                "Public consultation notice. The Mayor of Piła invites residents to take part in a public consultation on the concept for the revitalisation of Kościuszko Park. The consultation runs from 5 to 26 May 2025. Comments can be submitted through the online form at konsultacje.pila.pl, by e-mail to park@um.pila.pl, or in writing at the Residents' Service Office, pl. Staszica 10. An open meeting with the designers will be held on 14 May at 17:30 in the assembly hall of School Complex No. 2. The project includes, among other things, new lighting along the paths, a playground and the restoration of the pond. Comments are not binding on the designer, but they will be discussed in the consultation report, which we will publish by 30 June.",
            ),
        ],
        bad=[
            Slip(0, [("14 maja o 17:30", "14 maja o 18:30")], "date"),
            Slip(
                1,
                [
                    (
                        "plac zabaw, odtworzenie stawu",
                        "plac zabaw, tężnia solankowa, odtworzenie stawu",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("park@um.pila.pl", "park@pila.pl")], "url"),
        ],
    ),
    Case(
        key="pl-wypozyczalnia-rowerow-wodnych-zalew",
        source=(
            "Regulamin wypożyczalni rowerów wodnych „Przystań Zalew”\n"
            "1. Wypożyczalnia czynna jest od 1 czerwca do 15 września, codziennie w godz. 10:00–19:00.\n"
            "2. Rower wodny może wypożyczyć wyłącznie osoba pełnoletnia, po okazaniu dowodu osobistego.\n"
            "3. Na jednym rowerze mogą przebywać maksymalnie 4 osoby.\n"
            "4. Każdy uczestnik musi mieć na sobie kamizelkę ratunkową, którą wydaje obsługa.\n"
            "5. Opłata wynosi 40 zł za pierwsze 30 minut i 20 zł za każde kolejne rozpoczęte 15 minut.\n"
            "6. Nie wolno wypływać poza obszar oznaczony żółtymi bojami ani zbliżać się do kąpieliska.\n"
            "7. Podczas burzy lub silnego wiatru obsługa może wstrzymać wypożyczanie.\n"
            "8. Za szkody wyrządzone z winy użytkownika odpowiada wypożyczający."
        ),
        good=[
            Good(
                "preserve",
                "Rower wodny w „Przystani Zalew” wypożyczysz od 1 czerwca do 15 września, codziennie od 10:00 do 19:00. Musisz być pełnoletni i okazać dowód osobisty. Na jednym rowerze mogą płynąć najwyżej 4 osoby, a każda z nich musi mieć na sobie kamizelkę ratunkową wydaną przez obsługę. Za pierwsze 30 minut zapłacisz 40 zł, a za każde kolejne rozpoczęte 15 minut – 20 zł. Nie wolno ci wypływać poza obszar oznaczony żółtymi bojami ani zbliżać się do kąpieliska. W czasie burzy albo przy silnym wietrze obsługa może wstrzymać wypożyczanie. Jeśli z winy użytkownika powstanie szkoda, odpowiadasz za nią ty jako wypożyczający.",
            ),
            Good(
                "preserve",
                "Zasady korzystania z wypożyczalni rowerów wodnych „Przystań Zalew”:\n"
                "- Sezon: 1 czerwca – 15 września; godziny otwarcia: codziennie 10:00–19:00.\n"
                "- Wypożyczającym może być wyłącznie osoba pełnoletnia, która okaże dowód osobisty; odpowiada ona za szkody wyrządzone z winy użytkownika.\n"
                "- Cennik: 40 zł za pierwsze 30 minut, 20 zł za każde następne rozpoczęte 15 minut.\n"
                "- Limit: maksymalnie 4 osoby na jednym rowerze.\n"
                "- Kamizelka ratunkowa (wydawana przez obsługę) jest obowiązkowa dla każdego uczestnika.\n"
                "- Zakaz wypływania poza obszar oznaczony żółtymi bojami oraz zbliżania się do kąpieliska.\n"
                "- W razie burzy lub silnego wiatru obsługa ma prawo wstrzymać wypożyczanie.",
            ),
            Good(
                "en",
                "“Przystań Zalew” pedal boat rental – rules. The rental is open from 1 June to 15 September, daily from 10:00 to 19:00. Only adults who show their ID card may rent a pedal boat. A maximum of 4 people may be on one boat. Every person on board must wear a life jacket, issued by the staff. The fee is PLN 40 for the first 30 minutes and PLN 20 for each additional 15 minutes or part thereof. Do not sail beyond the area marked with yellow buoys and do not approach the bathing area. Staff may suspend rentals during a storm or strong wind. The person renting the boat is liable for any damage caused through the user's fault.",
            ),
        ],
        bad=[
            Slip(0, [("mogą płynąć najwyżej 4 osoby", "mogą płynąć najwyżej 5 osób")], "number"),
            Slip(1, [("obsługa ma prawo wstrzymać", "obsługa musi wstrzymać")], "modality"),
            Slip(2, [("is liable for any damage", "is not liable for any damage")], "negation"),
        ],
    ),
    Case(
        key="pl-badanie-nawyki-zywieniowe-studentow-krakow",
        source=(
            "Streszczenie badania\n"
            "Celem badania Kowalskiej i Nowaka (2023), opublikowanego w „Rocznikach Państwowego Zakładu Higieny” (t. 74, s. 211–220), była ocena nawyków żywieniowych studentów. "
            "Ankietę wypełniło 812 studentów z trzech uczelni w Krakowie. "
            "Jedynie 27% badanych deklarowało spożywanie warzyw lub owoców co najmniej pięć razy dziennie, a 61% przyznało, że regularnie pomija śniadanie. "
            "Studenci mieszkający w akademikach częściej sięgali po żywność typu fast food niż osoby mieszkające z rodzicami. "
            "Autorzy sugerują, że przyczyną może być ograniczony dostęp do kuchni oraz brak czasu, choć badanie nie pozwala ustalić związku przyczynowego. "
            "Wyniki prawdopodobnie nie są reprezentatywne dla całej populacji studentów w Polsce."
        ),
        good=[
            Good(
                "preserve",
                "Kowalska i Nowak (2023) sprawdzili, jak odżywiają się studenci; wyniki ukazały się w „Rocznikach Państwowego Zakładu Higieny” (t. 74, s. 211–220). W ankiecie wzięło udział 812 studentów z trzech krakowskich uczelni. Tylko 27% z nich deklarowało, że je warzywa lub owoce co najmniej pięć razy dziennie, a 61% przyznało, że regularnie pomija śniadanie. Mieszkańcy akademików częściej niż studenci mieszkający z rodzicami wybierali jedzenie typu fast food. Autorzy sugerują, że może to wynikać z ograniczonego dostępu do kuchni i braku czasu, ale badanie nie pozwala ustalić związku przyczynowego. Wyniki prawdopodobnie nie odzwierciedlają całej populacji studentów w Polsce.",
            ),
            Good(
                "preserve",
                "Streszczenie: Kowalska i Nowak (2023), „Roczniki Państwowego Zakładu Higieny”, t. 74, s. 211–220.\n"
                "- Cel: ocena nawyków żywieniowych studentów.\n"
                "- Próba: 812 studentów z trzech uczelni w Krakowie (badanie ankietowe).\n"
                "- Wyniki: zaledwie 27% respondentów deklarowało spożywanie warzyw lub owoców przynajmniej pięć razy dziennie; 61% przyznało, że regularnie pomija śniadanie. Studenci z akademików częściej wybierali fast food niż osoby mieszkające z rodzicami.\n"
                "- Interpretacja: zdaniem autorów przyczyną może być ograniczony dostęp do kuchni i brak czasu; badanie nie pozwala jednak ustalić związku przyczynowego.\n"
                "- Ograniczenia: wyniki prawdopodobnie nie są reprezentatywne dla ogółu studentów w Polsce.",
            ),
            Good(
                "en",
                "Study summary. The study by Kowalska and Nowak (2023), published in Roczniki Państwowego Zakładu Higieny (vol. 74, pp. 211–220), assessed the eating habits of university students. The survey was completed by 812 students from three universities in Kraków. Only 27% of respondents reported eating vegetables or fruit at least five times a day, and 61% admitted to regularly skipping breakfast. Students living in dormitories turned to fast food more often than those living with their parents. The authors suggest that limited access to a kitchen and lack of time may be the cause, although the study does not allow a causal link to be established. The results are probably not representative of the entire student population in Poland.",
            ),
        ],
        bad=[
            Slip(0, [("(t. 74, s. 211–220)", "(t. 74, s. 121–130)")], "citation"),
            Slip(1, [("wyniki prawdopodobnie nie są", "wyniki nie są")], "hedge"),
            Slip(2, [("and 61% admitted", "and 51% admitted")], "number"),
        ],
    ),
    Case(
        key="pl-gwarancja-okna-pcv-okucia",
        source=(
            "Warunki gwarancji na okna PCV\n"
            "Producent udziela gwarancji na okna PCV na okres 5 lat od daty sprzedaży, a na okucia – na 2 lata. "
            "Gwarancja obejmuje wady materiałowe i wady montażu, jeżeli montaż wykonała autoryzowana ekipa producenta. "
            "Gwarancją nie są objęte uszkodzenia mechaniczne, zarysowania szyb powstałe po odbiorze oraz skutki braku regularnej konserwacji okuć (co najmniej raz w roku). "
            "Reklamację należy zgłosić pisemnie w terminie 14 dni od wykrycia wady, dołączając kartę gwarancyjną i dowód zakupu. "
            "Producent rozpatrzy zgłoszenie w ciągu 30 dni. "
            "Gwarancja nie wyłącza, nie ogranicza ani nie zawiesza uprawnień kupującego wynikających z przepisów o rękojmi (art. 556–576 Kodeksu cywilnego)."
        ),
        good=[
            Good(
                "preserve",
                "Co obejmuje gwarancja na nasze okna PCV? Na same okna dajemy 5 lat gwarancji liczonej od daty sprzedaży, a na okucia – 2 lata. Gwarancja dotyczy wad materiałowych, a także wad montażu, o ile okna zamontowała autoryzowana ekipa producenta. Nie obejmuje natomiast uszkodzeń mechanicznych, zarysowań szyb powstałych po odbiorze ani skutków braku regularnej konserwacji okuć (przynajmniej raz w roku). Jeśli zauważysz wadę, zgłoś ją pisemnie w ciągu 14 dni od jej wykrycia i dołącz kartę gwarancyjną oraz dowód zakupu. Twoje zgłoszenie rozpatrzymy w ciągu 30 dni. Gwarancja nie wyłącza, nie ogranicza ani nie zawiesza Twoich uprawnień z tytułu rękojmi (art. 556–576 Kodeksu cywilnego).",
            ),
            Good(
                "preserve",
                "Gwarancja na okna PCV – warunki\n"
                "1. Okres gwarancji: na okna 5 lat od daty sprzedaży, na okucia 2 lata.\n"
                "2. Zakres: wady materiałowe oraz wady montażu, pod warunkiem że montaż przeprowadziła autoryzowana ekipa producenta.\n"
                "3. Wyłączenia: uszkodzenia mechaniczne, zarysowania szyb powstałe po odbiorze, skutki braku regularnej (minimum raz w roku) konserwacji okuć.\n"
                "4. Reklamacje: należy je składać pisemnie w ciągu 14 dni od wykrycia wady, wraz z kartą gwarancyjną i dowodem zakupu; producent rozpatruje je w terminie 30 dni.\n"
                "5. Gwarancja nie wyłącza, nie ogranicza ani nie zawiesza uprawnień kupującego z tytułu rękojmi, określonych w art. 556–576 Kodeksu cywilnego.",
            ),
            Good(
                "en",
                "PVC window warranty terms. The manufacturer provides a warranty on PVC windows for 5 years from the date of sale and on the hardware for 2 years. The warranty covers material defects and installation defects, provided the windows were installed by the manufacturer's authorised team. It does not cover mechanical damage, scratches on the glass that appear after acceptance, or the consequences of failing to maintain the hardware regularly (at least once a year). Complaints must be submitted in writing within 14 days of discovering the defect, together with the warranty card and proof of purchase. The manufacturer will process a complaint within 30 days. The warranty does not exclude, limit or suspend the buyer's rights under the statutory warranty (rękojmia) provisions (Articles 556–576 of the Civil Code).",
            ),
        ],
        bad=[
            Slip(0, [("w ciągu 14 dni od jej wykrycia", "w ciągu 21 dni od jej wykrycia")], "date"),
            Slip(1, [("art. 556–576", "art. 566–576")], "legal_reference"),
            Slip(2, [("It does not cover", "It also covers")], "negation"),
        ],
    ),
    Case(
        key="pl-klauzula-rodo-przychodnia-lublin",
        source=(
            "Klauzula informacyjna\n"
            "Zgodnie z art. 13 ust. 1 i 2 RODO informujemy, że administratorem Pani/Pana danych osobowych jest Przychodnia Zdrowie Plus sp. z o.o. z siedzibą w Lublinie, ul. Narutowicza 12. "
            "Dane przetwarzamy w celu udzielania świadczeń zdrowotnych na podstawie art. 9 ust. 2 lit. h RODO oraz prowadzenia dokumentacji medycznej. "
            "Dokumentacja medyczna jest przechowywana przez 20 lat od końca roku kalendarzowego, w którym dokonano ostatniego wpisu. "
            "Ma Pani/Pan prawo dostępu do danych, ich sprostowania oraz ograniczenia przetwarzania. "
            "Podanie danych jest wymogiem ustawowym; bez nich nie możemy udzielić świadczenia. "
            "Może Pani/Pan wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych. "
            "Z inspektorem ochrony danych można się kontaktować pod adresem iod@zdrowieplus.pl."
        ),
        good=[
            Good(
                "preserve",
                "Informacja o przetwarzaniu danych osobowych (art. 13 ust. 1 i 2 RODO). Administratorem Twoich danych osobowych jest Przychodnia Zdrowie Plus sp. z o.o. z siedzibą w Lublinie przy ul. Narutowicza 12. Przetwarzamy je, aby udzielać świadczeń zdrowotnych (podstawa: art. 9 ust. 2 lit. h RODO) i prowadzić dokumentację medyczną. Dokumentację przechowujemy przez 20 lat, licząc od końca roku kalendarzowego, w którym dokonano w niej ostatniego wpisu. Masz prawo dostępu do swoich danych, ich sprostowania i ograniczenia przetwarzania. Podanie danych jest wymagane przez ustawę – bez nich nie możemy udzielić świadczenia. Możesz wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych. Z inspektorem ochrony danych skontaktujesz się pod adresem iod@zdrowieplus.pl.",
            ),
            Good(
                "preserve",
                "Klauzula informacyjna (art. 13 ust. 1 i 2 RODO)\n"
                "- Administrator danych: Przychodnia Zdrowie Plus sp. z o.o. z siedzibą w Lublinie, ul. Narutowicza 12.\n"
                "- Inspektor ochrony danych: iod@zdrowieplus.pl.\n"
                "- Cele przetwarzania: udzielanie świadczeń zdrowotnych (art. 9 ust. 2 lit. h RODO) oraz prowadzenie dokumentacji medycznej.\n"
                "- Okres przechowywania dokumentacji medycznej: 20 lat od końca roku kalendarzowego, w którym dokonano ostatniego wpisu.\n"
                "- Przysługujące prawa: dostęp do danych, ich sprostowanie, ograniczenie przetwarzania oraz możliwość wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych.\n"
                "- Podanie danych jest wymogiem ustawowym – bez nich nie możemy udzielić świadczenia.",
            ),
            Good(
                "en",
                "Information clause. In accordance with Article 13(1) and (2) of the GDPR (RODO), we inform you that the controller of your personal data is Przychodnia Zdrowie Plus sp. z o.o., based in Lublin at ul. Narutowicza 12. We process your data to provide healthcare services, on the basis of Article 9(2)(h) of the GDPR, and to keep medical records. Medical records are kept for 20 years from the end of the calendar year in which the last entry was made. You have the right to access your data, to have it rectified and to restrict its processing. Providing your data is a statutory requirement; without it we cannot provide the service. You may lodge a complaint with the President of the Personal Data Protection Office. The data protection officer can be contacted at iod@zdrowieplus.pl.",
            ),
        ],
        bad=[
            Slip(0, [("art. 9 ust. 2 lit. h", "art. 9 ust. 2 lit. a")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "ograniczenie przetwarzania oraz",
                        "ograniczenie przetwarzania, usunięcie danych na każde żądanie oraz",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Providing your data is a statutory requirement",
                        "Providing your data is recommended",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-przeglad-badan-sen-wyniki-nauka",
        source=(
            "Przegląd badań: sen a wyniki w nauce\n"
            "Metaanaliza Dewald i in. (2010) objęła 17 badań i wykazała umiarkowany związek między jakością snu a wynikami w nauce u dzieci i młodzieży. "
            "Podobne wnioski przedstawiła nowsza praca Lo i współpracowników (2016, Sleep, 39: 687–698), według której skrócenie snu do 5 godzin przez kilka nocy pogarsza pamięć roboczą nastolatków. "
            "Przypuszcza się, że późniejsze rozpoczynanie lekcji mogłoby poprawić wyniki uczniów, jednak dowody z polskich szkół są nieliczne. "
            "Nie wiadomo również, czy efekt utrzymuje się w dłuższym okresie. "
            "Zalecenia American Academy of Sleep Medicine (Paruthi i in., 2016) wskazują, że nastolatki powinny spać od 8 do 10 godzin na dobę."
        ),
        good=[
            Good(
                "preserve",
                "Sen a wyniki w nauce – co mówią badania? Według metaanalizy Dewald i in. (2010), obejmującej 17 badań, jakość snu dzieci i młodzieży jest umiarkowanie powiązana z ich wynikami w nauce. Do podobnych wniosków doszli w nowszej pracy Lo i współpracownicy (2016, Sleep, 39: 687–698): gdy nastolatki przez kilka nocy śpią tylko 5 godzin, ich pamięć robocza się pogarsza. Przypuszcza się, że późniejszy początek lekcji mógłby poprawić wyniki uczniów, ale dowodów z polskich szkół jest niewiele. Nie wiadomo też, czy taki efekt utrzymuje się w dłuższym okresie. Według zaleceń American Academy of Sleep Medicine (Paruthi i in., 2016) nastolatki powinny spać 8–10 godzin na dobę.",
            ),
            Good(
                "preserve",
                "Przegląd badań: sen a wyniki w nauce\n"
                "Zgodnie z zaleceniami American Academy of Sleep Medicine (Paruthi i in., 2016) nastolatki powinny przesypiać od 8 do 10 godzin na dobę. "
                "Związek snu z osiągnięciami szkolnymi potwierdza metaanaliza Dewald i in. (2010): na podstawie 17 badań wykazano umiarkowaną zależność między jakością snu a wynikami w nauce u dzieci i młodzieży. "
                "Zbliżone wnioski płyną z nowszej pracy Lo i współpracowników (2016, Sleep, 39: 687–698) – ograniczenie snu do 5 godzin przez kilka nocy pogarsza pamięć roboczą nastolatków. "
                "Przypuszcza się, że późniejsze rozpoczynanie zajęć mogłoby przełożyć się na lepsze wyniki uczniów, lecz dowody z polskich szkół są nieliczne. "
                "Nie wiadomo także, czy efekt ten utrzymuje się w dłuższej perspektywie.",
            ),
            Good(
                "en",
                "Research review: sleep and academic performance. A meta-analysis by Dewald et al. (2010) covering 17 studies found a moderate association between sleep quality and academic performance in children and adolescents. A more recent paper by Lo and colleagues (2016, Sleep, 39: 687–698) reached similar conclusions: restricting sleep to 5 hours for several nights impairs adolescents' working memory. It is hypothesised that starting lessons later could improve pupils' results, but evidence from Polish schools is scarce. It is also unknown whether the effect persists over the longer term. The American Academy of Sleep Medicine recommendations (Paruthi et al., 2016) state that teenagers should sleep 8 to 10 hours a day.",
            ),
        ],
        bad=[
            Slip(0, [("Dewald i in. (2010)", "Dewald i in. (2012)")], "citation"),
            Slip(
                1,
                [
                    (
                        "Przypuszcza się, że późniejsze rozpoczynanie zajęć mogłoby przełożyć się",
                        "Późniejsze rozpoczynanie zajęć przekłada się",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "It is hypothesised that starting lessons later could improve pupils' results, but evidence from Polish schools is scarce.",
                        "Przypuszcza się, że późniejsze rozpoczynanie lekcji mogłoby poprawić wyniki uczniów, jednak dowody z polskich szkół są nieliczne.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-konfiguracja-klucza-api-meteodane",
        source=(
            "## Konfiguracja klucza API\n\n"
            "Aby korzystać z biblioteki, potrzebujesz klucza API wygenerowanego w panelu [Ustawienia konta](https://panel.meteodane.pl/ustawienia).\n\n"
            "1. Skopiuj plik `config.example.toml` do `config.toml`.\n"
            "2. Wpisz klucz w polu `api_key`.\n"
            "3. Opcjonalnie zmień `timeout` (domyślnie 30 sekund).\n\n"
            "Klucza nie wolno umieszczać w repozytorium – plik `config.toml` jest już dodany do `.gitignore`. "
            "Darmowy plan pozwala na 1000 zapytań dziennie; po przekroczeniu limitu serwer zwraca kod 429. "
            "Klucz możesz w każdej chwili unieważnić w panelu."
        ),
        good=[
            Good(
                "preserve",
                "## Ustawienie klucza API\n\n"
                "Do pracy z biblioteką potrzebny jest klucz API, który wygenerujesz w panelu [Ustawienia konta](https://panel.meteodane.pl/ustawienia).\n\n"
                "1. Utwórz kopię pliku `config.example.toml` o nazwie `config.toml`.\n"
                "2. W polu `api_key` wpisz swój klucz.\n"
                "3. Jeśli chcesz, zmień wartość `timeout` (domyślnie wynosi 30 sekund).\n\n"
                "Pamiętaj: klucza nie wolno umieszczać w repozytorium. Plik `config.toml` jest już dodany do `.gitignore`. "
                "W darmowym planie możesz wysłać 1000 zapytań dziennie – po przekroczeniu limitu serwer odpowie kodem 429. "
                "Klucz możesz unieważnić w panelu w dowolnym momencie.",
            ),
            Good(
                "preserve",
                "## Konfiguracja klucza API\n\n"
                "Biblioteka wymaga klucza API – wygenerujesz go w panelu [Ustawienia konta](https://panel.meteodane.pl/ustawienia). Następnie:\n\n"
                "1. skopiuj `config.example.toml` jako `config.toml`,\n"
                "2. uzupełnij pole `api_key` swoim kluczem,\n"
                "3. opcjonalnie dostosuj `timeout` (wartość domyślna: 30 sekund).\n\n"
                "**Uwaga:** klucz nie może trafić do repozytorium; `config.toml` jest już wpisany do `.gitignore`.\n\n"
                "Limit darmowego planu to 1000 zapytań na dobę – po jego przekroczeniu serwer zwraca kod 429. W każdej chwili możesz unieważnić klucz w panelu.",
            ),
            Good(
                "en",
                "## Configuring the API key\n\n"
                "To use the library, you need an API key generated in the [Account settings](https://panel.meteodane.pl/ustawienia) panel.\n\n"
                "1. Copy `config.example.toml` to `config.toml`.\n"
                "2. Enter your key in the `api_key` field.\n"
                "3. Optionally change `timeout` (30 seconds by default).\n\n"
                "The key must not be committed to the repository – `config.toml` is already listed in `.gitignore`. "
                "The free plan allows 1,000 requests per day; once the limit is exceeded, the server returns status code 429. "
                "You can revoke the key in the panel at any time.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("[Ustawienia konta](https://panel.meteodane.pl/ustawienia)", "Ustawienia konta")],
                "markdown",
            ),
            Slip(1, [("uzupełnij pole `api_key`", "uzupełnij pole `apikey`")], "code"),
            Slip(2, [("1,000 requests per day", "10,000 requests per day")], "number"),
        ],
    ),
    Case(
        key="pl-zwroty-reklamacje-sklep-sportino",
        source=(
            "Reklamacje i zwroty – sklep internetowy Sportino.pl\n"
            "Jako konsument możesz odstąpić od umowy zawartej na odległość bez podawania przyczyny w terminie 14 dni od otrzymania towaru (art. 27 ustawy o prawach konsumenta). "
            "Wystarczy wysłać oświadczenie na adres zwroty@sportino.pl. "
            "Zwracany towar nie może nosić śladów użytkowania wykraczającego poza sprawdzenie jego cech i działania. "
            "Zwrot płatności nastąpi w ciągu 14 dni od otrzymania oświadczenia, jednak możemy wstrzymać się z nim do chwili otrzymania towaru. "
            "Koszt odesłania towaru ponosi kupujący. "
            "Reklamację towaru niezgodnego z umową rozpatrzymy w ciągu 14 dni; jeżeli nie odpowiemy w tym terminie, uznaje się, że reklamacja została uwzględniona."
        ),
        good=[
            Good(
                "preserve",
                "Reklamacje i zwroty w sklepie internetowym Sportino.pl. Konsument ma prawo odstąpić od umowy zawartej na odległość bez podania przyczyny w ciągu 14 dni od dnia otrzymania towaru (art. 27 ustawy o prawach konsumenta). W tym celu wystarczy przesłać oświadczenie na adres zwroty@sportino.pl. Zwracany towar nie może nosić śladów używania wykraczającego poza sprawdzenie jego cech i działania. Sklep zwraca płatność w terminie 14 dni od otrzymania oświadczenia, może jednak wstrzymać się ze zwrotem do chwili otrzymania towaru. Koszt odesłania towaru ponosi kupujący. Reklamacje towaru niezgodnego z umową sklep rozpatruje w ciągu 14 dni, a brak odpowiedzi w tym terminie oznacza, że reklamację uznaje się za uwzględnioną.",
            ),
            Good(
                "preserve",
                "Zwroty i reklamacje w Sportino.pl – w skrócie:\n"
                "- Odstąpienie od umowy zawartej na odległość: jako konsument masz 14 dni od otrzymania towaru i nie musisz podawać przyczyny (art. 27 ustawy o prawach konsumenta). Wyślij oświadczenie na zwroty@sportino.pl.\n"
                "- Stan towaru: nie może nosić śladów użytkowania wykraczającego poza sprawdzenie jego cech i działania.\n"
                "- Zwrot pieniędzy: w ciągu 14 dni od otrzymania Twojego oświadczenia; możemy go jednak wstrzymać, dopóki nie otrzymamy towaru.\n"
                "- Koszt odesłania: ponosi kupujący.\n"
                "- Reklamacje towaru niezgodnego z umową: rozpatrujemy w ciągu 14 dni. Jeśli w tym terminie nie odpowiemy, reklamację uznaje się za uwzględnioną.",
            ),
            Good(
                "en",
                "Complaints and returns – Sportino.pl online shop. As a consumer, you may withdraw from a distance contract without giving any reason within 14 days of receiving the goods (Article 27 of the Consumer Rights Act). Simply send a statement to zwroty@sportino.pl. Returned goods must not show signs of use beyond what is needed to check their characteristics and functioning. We will refund your payment within 14 days of receiving the statement, but we may withhold the refund until we receive the goods. The buyer bears the cost of returning the goods. We will process a complaint about goods not in conformity with the contract within 14 days; if we do not respond within that time, the complaint is deemed accepted.",
            ),
        ],
        bad=[
            Slip(0, [("(art. 27 ustawy", "(art. 37 ustawy")], "legal_reference"),
            Slip(1, [("i nie musisz podawać przyczyny", "i musisz podać przyczynę")], "negation"),
            Slip(
                2,
                [
                    (
                        "within 14 days of receiving the goods",
                        "within 30 days of receiving the goods",
                    )
                ],
                "date",
            ),
        ],
    ),
    Case(
        key="pl-ogloszenie-wynajem-mieszkania-wrzeszcz",
        source=(
            "Ogłoszenie: wynajmę mieszkanie\n"
            "Do wynajęcia dwupokojowe mieszkanie o powierzchni 48 m² na trzecim piętrze bloku z windą, ul. Grunwaldzka, Gdańsk-Wrzeszcz. "
            "Czynsz najmu wynosi 2900 zł miesięcznie, do tego opłaty administracyjne ok. 650 zł oraz prąd według zużycia. "
            "Wymagana jest kaucja w wysokości jednomiesięcznego czynszu, płatna przy podpisaniu umowy. "
            "Umowa najmu okazjonalnego zawierana jest na 12 miesięcy z możliwością przedłużenia. "
            "Mieszkanie jest umeblowane, z pralką i zmywarką. Nie akceptuję zwierząt ani palenia w mieszkaniu. "
            "Mieszkanie będzie dostępne od 1 października. "
            "Najemca powinien przedstawić zaświadczenie o zatrudnieniu lub inne potwierdzenie dochodów. "
            "Kontakt wyłącznie telefoniczny, po godzinie 17:00."
        ),
        good=[
            Good(
                "preserve",
                "Wynajmę 2-pokojowe mieszkanie, 48 m², Gdańsk-Wrzeszcz, ul. Grunwaldzka – III piętro, blok z windą. Mieszkanie umeblowane, z pralką i zmywarką, dostępne od 1 października. Czynsz najmu: 2900 zł/mies. + opłaty administracyjne ok. 650 zł + prąd wg zużycia. Wymagana kaucja w wysokości miesięcznego czynszu, płatna przy podpisaniu umowy. Umowa najmu okazjonalnego na 12 miesięcy, z możliwością przedłużenia. Nie akceptuję zwierząt ani palenia w mieszkaniu. Najemca powinien przedstawić zaświadczenie o zatrudnieniu lub inne potwierdzenie dochodów. Kontakt tylko telefonicznie, po 17:00.",
            ),
            Good(
                "preserve",
                "Oferuję do wynajęcia umeblowane mieszkanie w Gdańsku-Wrzeszczu przy ul. Grunwaldzkiej. Ma dwa pokoje i 48 m², znajduje się na trzecim piętrze bloku z windą, a w wyposażeniu są pralka i zmywarka. Mieszkanie będzie wolne od 1 października. Miesięczny czynsz najmu to 2900 zł; dochodzą do niego opłaty administracyjne w wysokości około 650 zł oraz prąd rozliczany według zużycia. Przy podpisaniu umowy trzeba wpłacić kaucję równą jednomiesięcznemu czynszowi. Zawieram umowę najmu okazjonalnego na 12 miesięcy, z możliwością przedłużenia. W mieszkaniu nie akceptuję zwierząt ani palenia. Najemca powinien przedstawić zaświadczenie o zatrudnieniu albo inny dokument potwierdzający dochody. Proszę o kontakt wyłącznie telefoniczny po godzinie 17:00.",
            ),
            Good(
                "en",
                "For rent: two-room flat, 48 m², on the third floor of a block with a lift, ul. Grunwaldzka, Gdańsk-Wrzeszcz. Rent is PLN 2,900 per month, plus administrative charges of about PLN 650 and electricity according to usage. A deposit equal to one month's rent is required, payable on signing the contract. The occasional lease agreement is concluded for 12 months with the option to extend. The flat is furnished, with a washing machine and a dishwasher. No pets and no smoking in the flat. Available from 1 October. The tenant should provide a certificate of employment or other proof of income. Contact by phone only, after 17:00.",
            ),
        ],
        bad=[
            Slip(0, [("ok. 650 zł", "ok. 560 zł")], "number"),
            Slip(1, [("trzeba wpłacić kaucję", "można wpłacić kaucję")], "modality"),
            Slip(
                2,
                [
                    (
                        "Available from 1 October.",
                        "Available from 1 October; a parking space in the underground garage is included in the rent.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-komunikat-sanepid-krztusiec-szczepienia",
        source=(
            "Komunikat Powiatowej Stacji Sanitarno-Epidemiologicznej w Nowym Targu\n"
            "W związku ze wzrostem liczby zachorowań na krztusiec przypominamy o szczepieniach przypominających. "
            "Szacuje się, że w ostatnich trzech miesiącach w powiecie odnotowano około 120 przypadków, głównie wśród dzieci w wieku szkolnym. "
            "Dawka przypominająca dla dorosłych jest zalecana co 10 lat. "
            "Kobiety w ciąży mogą przyjąć szczepionkę między 27. a 36. tygodniem ciąży, co prawdopodobnie chroni noworodka w pierwszych miesiącach życia. "
            "Szczepienie dzieci w ramach kalendarza szczepień jest bezpłatne. "
            "Szczepionki nie należy podawać osobom z ostrą chorobą przebiegającą z gorączką. "
            "Punkt szczepień przy ul. Szpitalnej 14 jest czynny we wtorki i czwartki od 8:00 do 15:00."
        ),
        good=[
            Good(
                "preserve",
                "Zachorowań na krztusiec przybywa, dlatego Powiatowa Stacja Sanitarno-Epidemiologiczna w Nowym Targu przypomina o szczepieniach przypominających. Według szacunków w ciągu ostatnich trzech miesięcy w powiecie zanotowano około 120 przypadków, przede wszystkim u dzieci w wieku szkolnym. Dorosłym zaleca się dawkę przypominającą co 10 lat. Jeśli jesteś w ciąży, możesz się zaszczepić między 27. a 36. tygodniem – to prawdopodobnie chroni noworodka w pierwszych miesiącach życia. Szczepienie dzieci w ramach kalendarza szczepień jest bezpłatne. Szczepionki nie należy podawać osobom, które mają ostrą chorobę z gorączką. Punkt szczepień przy ul. Szpitalnej 14 przyjmuje we wtorki i czwartki w godzinach 8:00–15:00.",
            ),
            Good(
                "preserve",
                "Komunikat Powiatowej Stacji Sanitarno-Epidemiologicznej w Nowym Targu: krztusiec\n"
                "Z uwagi na rosnącą liczbę zachorowań na krztusiec przypominamy o szczepieniach przypominających.\n"
                "• Sytuacja: szacunkowo około 120 przypadków w powiecie w ciągu ostatnich trzech miesięcy, głównie wśród dzieci w wieku szkolnym.\n"
                "• Dorośli: dawka przypominająca zalecana co 10 lat.\n"
                "• Kobiety w ciąży: mogą się zaszczepić między 27. a 36. tygodniem ciąży; prawdopodobnie chroni to noworodka w pierwszych miesiącach życia.\n"
                "• Dzieci: szczepienie w ramach kalendarza szczepień jest bezpłatne.\n"
                "• Przeciwwskazanie: ostra choroba przebiegająca z gorączką – takim osobom szczepionki nie należy podawać.\n"
                "• Punkt szczepień: ul. Szpitalna 14, wtorki i czwartki, 8:00–15:00.",
            ),
            Good(
                "en",
                "Notice from the District Sanitary and Epidemiological Station in Nowy Targ. Due to the rise in whooping cough cases, we would like to remind you about booster vaccinations. It is estimated that about 120 cases have been recorded in the district over the last three months, mainly among school-age children. A booster dose is recommended for adults every 10 years. Pregnant women may be vaccinated between the 27th and 36th week of pregnancy, which probably protects the newborn in the first months of life. Vaccination of children under the immunisation schedule is free of charge. The vaccine should not be given to people with an acute illness with fever. The vaccination point at ul. Szpitalna 14 is open on Tuesdays and Thursdays from 8:00 to 15:00.",
            ),
        ],
        bad=[
            Slip(0, [("to prawdopodobnie chroni noworodka", "to chroni noworodka")], "hedge"),
            Slip(1, [("szczepień jest bezpłatne", "szczepień nie jest bezpłatne")], "negation"),
            Slip(2, [("on Tuesdays and Thursdays", "on Tuesdays and Fridays")], "date"),
        ],
    ),
    Case(
        key="pl-regulamin-pracy-zdalnej-datalink",
        source=(
            "Regulamin pracy zdalnej w firmie Datalink sp. z o.o. – najważniejsze zasady\n"
            "Zgodnie z art. 67¹⁸–67³⁴ Kodeksu pracy pracownik może wykonywać pracę zdalnie całkowicie lub częściowo, po uzgodnieniu z przełożonym. "
            "Wniosek o pracę zdalną należy złożyć w systemie kadrowym co najmniej 7 dni przed planowanym rozpoczęciem. "
            "Pracownik musi zapewnić w miejscu pracy zdalnej warunki bezpieczne i higieniczne oraz potwierdzić to oświadczeniem. "
            "Pracodawca wypłaca ekwiwalent w wysokości 150 zł miesięcznie na pokrycie kosztów energii i internetu. "
            "Dokumentów zawierających dane osobowe klientów nie wolno drukować poza biurem. "
            "Pracownik powinien być dostępny pod telefonem służbowym w godzinach 9:00–15:00. "
            "Praca zdalna okazjonalna, w wymiarze do 24 dni w roku, nie wymaga dodatkowej umowy."
        ),
        good=[
            Good(
                "preserve",
                "Najważniejsze zasady pracy zdalnej w Datalink sp. z o.o. Na podstawie art. 67¹⁸–67³⁴ Kodeksu pracy możesz pracować zdalnie w całości lub w części, jeśli uzgodnisz to z przełożonym. Wniosek musisz złożyć w systemie kadrowym co najmniej 7 dni przed planowanym rozpoczęciem pracy zdalnej. Masz obowiązek zapewnić bezpieczne i higieniczne warunki w miejscu pracy zdalnej i potwierdzić to oświadczeniem. Na pokrycie kosztów energii i internetu pracodawca wypłaca ci ekwiwalent 150 zł miesięcznie. Dokumentów z danymi osobowymi klientów nie wolno drukować poza biurem. W godzinach 9:00–15:00 powinieneś być dostępny pod telefonem służbowym. Okazjonalna praca zdalna – do 24 dni w roku – nie wymaga dodatkowej umowy.",
            ),
            Good(
                "preserve",
                "Praca zdalna w Datalink sp. z o.o. – zasady (podstawa: art. 67¹⁸–67³⁴ Kodeksu pracy)\n"
                "1. Pracownik może wykonywać pracę zdalnie całkowicie lub częściowo, po uzgodnieniu z przełożonym.\n"
                "2. Wniosek należy złożyć w systemie kadrowym z co najmniej 7-dniowym wyprzedzeniem.\n"
                "3. Pracownik ma obowiązek zapewnić bezpieczne i higieniczne warunki w miejscu pracy zdalnej i potwierdzić to oświadczeniem.\n"
                "4. Pracodawca wypłaca ekwiwalent w wysokości 150 zł miesięcznie na pokrycie kosztów energii i internetu.\n"
                "5. Drukowanie poza biurem dokumentów zawierających dane osobowe klientów jest zabronione.\n"
                "6. W godzinach 9:00–15:00 pracownik powinien być osiągalny pod telefonem służbowym.\n"
                "7. Okazjonalna praca zdalna (do 24 dni w roku) nie wymaga zawierania dodatkowej umowy.",
            ),
            Good(
                "en",
                "Remote work rules at Datalink sp. z o.o. – key points. Under Articles 67¹⁸–67³⁴ of the Labour Code, an employee may work remotely fully or partially, subject to agreement with their manager. A remote work request must be submitted in the HR system at least 7 days before the planned start. Employees must ensure safe and hygienic conditions at their remote workplace and confirm this in a declaration. The employer pays an allowance of PLN 150 per month towards energy and internet costs. Documents containing customers' personal data must not be printed outside the office. Employees should be available on their work phone between 9:00 and 15:00. Occasional remote work, up to 24 days a year, does not require an additional agreement.",
            ),
        ],
        bad=[
            Slip(0, [("Kodeksu pracy", "Kodeksu cywilnego")], "legal_reference"),
            Slip(
                1,
                [("pracownik powinien być osiągalny", "pracownik musi być osiągalny")],
                "modality",
            ),
            Slip(
                2,
                [("does not require an additional agreement", "requires an additional agreement")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-streszczenie-temperatura-poznan-ocieplenie",
        source=(
            "Streszczenie artykułu\n"
            "W pracy opublikowanej w czasopiśmie „Przegląd Geofizyczny” (2022, z. 3–4, s. 145–162) Wiśniewski i Zając analizują zmiany temperatury powietrza w Poznaniu w latach 1951–2020. "
            "Średnia roczna temperatura wzrosła w tym okresie o około 1,9°C, przy czym najszybsze ocieplenie odnotowano po 1990 roku. "
            "Liczba dni upalnych (z temperaturą maksymalną powyżej 30°C) zwiększyła się niemal trzykrotnie. "
            "Autorzy wskazują, że część wzrostu może wynikać z efektu miejskiej wyspy ciepła, ponieważ stacja pomiarowa znalazła się z czasem w obrębie zabudowy. "
            "Prognozy na kolejne dekady są obarczone dużą niepewnością i nie powinny być traktowane jako przewidywania dla konkretnych lat. "
            "DOI: 10.32045/PG-2022-031."
        ),
        good=[
            Good(
                "preserve",
                "Wiśniewski i Zając przeanalizowali, jak w latach 1951–2020 zmieniała się temperatura powietrza w Poznaniu (Przegląd Geofizyczny, 2022, z. 3–4, s. 145–162; DOI: 10.32045/PG-2022-031). W tym czasie średnia roczna temperatura wzrosła o około 1,9°C, a najszybsze ocieplenie nastąpiło po 1990 roku. Dni upalnych, czyli takich, w których temperatura maksymalna przekracza 30°C, zrobiło się niemal trzy razy więcej. Według autorów część tego wzrostu może być skutkiem miejskiej wyspy ciepła, bo stacja pomiarowa z czasem znalazła się w obrębie zabudowy. Prognozy na następne dekady są obarczone dużą niepewnością i nie powinno się ich traktować jako przewidywań dla konkretnych lat.",
            ),
            Good(
                "preserve",
                "Streszczenie: Wiśniewski, Zając, „Przegląd Geofizyczny” 2022, z. 3–4, s. 145–162, DOI: 10.32045/PG-2022-031.\n"
                "- Przedmiot analizy: temperatura powietrza w Poznaniu w latach 1951–2020.\n"
                "- Średnia roczna temperatura wzrosła o ok. 1,9°C; najszybsze ocieplenie odnotowano po 1990 r.\n"
                "- Liczba dni upalnych (temperatura maksymalna powyżej 30°C) wzrosła prawie trzykrotnie.\n"
                "- Część wzrostu może, zdaniem autorów, wynikać z efektu miejskiej wyspy ciepła – stacja pomiarowa z czasem znalazła się w obrębie zabudowy.\n"
                "- Prognozy dla kolejnych dekad są obarczone dużą niepewnością i nie powinny być traktowane jako przewidywania dla konkretnych lat.",
            ),
            Good(
                "en",
                "Article abstract. In a paper published in Przegląd Geofizyczny (2022, issue 3–4, pp. 145–162), Wiśniewski and Zając analyse changes in air temperature in Poznań between 1951 and 2020. Mean annual temperature rose by about 1.9°C over this period, with the fastest warming recorded after 1990. The number of hot days (with a maximum temperature above 30°C) increased almost threefold. The authors point out that part of the increase may be due to the urban heat island effect, as the measuring station gradually became surrounded by buildings. Projections for the coming decades are subject to considerable uncertainty and should not be treated as forecasts for specific years. DOI: 10.32045/PG-2022-031.",
            ),
        ],
        bad=[
            Slip(0, [("s. 145–162", "s. 154–162")], "citation"),
            Slip(1, [("wzrosła o ok. 1,9°C", "wzrosła o 1,9°C")], "hedge"),
            Slip(
                2,
                [("recorded after 1990.", "recorded after 1990, driven mainly by milder winters.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-changelog-aplikacji-treningowej-wersja",
        source=(
            "## Wersja 3.4.0 (12 marca 2025)\n\n"
            "### Nowości\n"
            "- Tryb ciemny można włączyć w **Ustawienia → Wygląd**.\n"
            "- Eksport historii treningów do pliku CSV.\n\n"
            "### Poprawki\n"
            "- Naprawiono błąd, przez który powiadomienia nie wyświetlały się na Androidzie 14.\n"
            "- Synchronizacja z zegarkiem jest teraz o około 40% szybsza.\n\n"
            "### Ważne\n"
            "Od tej wersji aplikacja wymaga systemu iOS 16 lub nowszego. "
            "Użytkownicy starszych wersji iOS nie otrzymają już aktualizacji, ale dotychczasowa wersja będzie nadal działać. "
            "Jeśli korzystasz z integracji przez API, zaktualizuj parametr `sync_interval` – stara nazwa `syncInterval` zostanie usunięta w wersji 4.0."
        ),
        good=[
            Good(
                "preserve",
                "## 3.4.0 – 12 marca 2025\n\n"
                "### Co nowego\n"
                "- Tryb ciemny – włączysz go w **Ustawienia → Wygląd**.\n"
                "- Historię treningów można wyeksportować do pliku CSV.\n\n"
                "### Naprawione błędy\n"
                "- Powiadomienia na Androidzie 14 nie wyświetlały się – ten błąd został usunięty.\n"
                "- Synchronizacja z zegarkiem działa teraz o około 40% szybciej.\n\n"
                "### Ważne\n"
                "Od tego wydania aplikacja wymaga iOS 16 lub nowszego. Na starszych wersjach iOS aktualizacje nie będą już dostępne, ale obecna wersja aplikacji nadal będzie działać. "
                "Korzystasz z integracji przez API? Zaktualizuj parametr `sync_interval` – dotychczasowa nazwa `syncInterval` zostanie usunięta w wersji 4.0.",
            ),
            Good(
                "preserve",
                "## Wersja 3.4.0 (wydana 12 marca 2025)\n\n"
                "### Nowości\n"
                "- Eksport historii treningów do pliku CSV.\n"
                "- Tryb ciemny, dostępny w **Ustawienia → Wygląd**.\n\n"
                "### Poprawki\n"
                "- Synchronizacja z zegarkiem przyspieszyła o około 40%.\n"
                "- Powiadomienia na Androidzie 14 wyświetlają się już poprawnie.\n\n"
                "### Ważne\n"
                "Aplikacja wymaga teraz iOS 16 lub nowszego. Osoby korzystające ze starszych wersji iOS przestaną otrzymywać aktualizacje, jednak ich dotychczasowa wersja nadal będzie działać. "
                "Integracje przez API: zaktualizuj parametr `sync_interval`, ponieważ stara nazwa `syncInterval` zostanie usunięta w wersji 4.0.",
            ),
            Good(
                "en",
                "## Version 3.4.0 (12 March 2025)\n\n"
                "### New\n"
                "- Dark mode can be turned on in **Settings → Appearance** (Ustawienia → Wygląd).\n"
                "- Export of workout history to a CSV file.\n\n"
                "### Fixes\n"
                "- Fixed a bug that prevented notifications from appearing on Android 14.\n"
                "- Syncing with your watch is now about 40% faster.\n\n"
                "### Important\n"
                "Starting with this version, the app requires iOS 16 or later. Users on older iOS versions will no longer receive updates, but their current version will keep working. "
                "If you use the API integration, update the `sync_interval` parameter – the old name `syncInterval` will be removed in version 4.0.",
            ),
        ],
        bad=[
            Slip(0, [("nazwa `syncInterval`", "nazwa `syncinterval`")], "code"),
            Slip(1, [("o około 40%", "o około 60%")], "number"),
            Slip(
                2,
                [
                    (
                        "Users on older iOS versions will no longer receive updates, but their current version will keep working.",
                        "Użytkownicy starszych wersji iOS nie otrzymają już aktualizacji, ale dotychczasowa wersja będzie nadal działać.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-zebranie-wspolnoty-mieszkaniowej-lipowa",
        source=(
            "Zawiadomienie o zebraniu Wspólnoty Mieszkaniowej „Lipowa 7”\n"
            "Zarząd zawiadamia, że coroczne zebranie właścicieli lokali odbędzie się 24 kwietnia 2025 r. (czwartek) o godz. 18:00 w świetlicy w budynku przy ul. Lipowej 7 w Toruniu. "
            "Porządek obrad obejmuje m.in. zatwierdzenie sprawozdania finansowego za 2024 rok, głosowanie nad uchwałą w sprawie wymiany domofonów oraz podwyższenie zaliczki na fundusz remontowy do 2,50 zł za m². "
            "Właściciele, którzy nie mogą uczestniczyć osobiście, mogą udzielić pisemnego pełnomocnictwa innej osobie. "
            "Uchwały nieprzyjęte na zebraniu mogą zostać poddane pod głosowanie w trybie indywidualnego zbierania głosów. "
            "Prosimy o punktualne przybycie – lista obecności zostanie zamknięta o 18:15."
        ),
        good=[
            Good(
                "preserve",
                "Zarząd Wspólnoty Mieszkaniowej „Lipowa 7” zawiadamia właścicieli lokali o corocznym zebraniu, które odbędzie się w czwartek 24 kwietnia 2025 r. o 18:00 w świetlicy w budynku przy ul. Lipowej 7 w Toruniu. W porządku obrad znajdą się między innymi: zatwierdzenie sprawozdania finansowego za 2024 rok, głosowanie nad uchwałą w sprawie wymiany domofonów oraz podwyższenie zaliczki na fundusz remontowy do 2,50 zł za m². Jeśli nie możesz przyjść osobiście, możesz udzielić innej osobie pisemnego pełnomocnictwa. Uchwały, których zebranie nie przyjmie, mogą zostać poddane pod głosowanie w trybie indywidualnego zbierania głosów. Prosimy o punktualność – listę obecności zamkniemy o 18:15.",
            ),
            Good(
                "preserve",
                "Zawiadomienie – zebranie Wspólnoty Mieszkaniowej „Lipowa 7”\n"
                "Termin: czwartek, 24.04.2025 r., godz. 18:00.\n"
                "Miejsce: świetlica w budynku przy ul. Lipowej 7, Toruń.\n"
                "Porządek obrad (wybrane punkty):\n"
                "1. Zatwierdzenie sprawozdania finansowego za 2024 r.\n"
                "2. Głosowanie nad uchwałą w sprawie wymiany domofonów.\n"
                "3. Podwyższenie zaliczki na fundusz remontowy do 2,50 zł/m².\n"
                "Właściciel, który nie może być obecny osobiście, może udzielić innej osobie pełnomocnictwa na piśmie. "
                "Uchwały nieprzyjęte podczas zebrania mogą zostać poddane pod głosowanie w trybie indywidualnego zbierania głosów. "
                "Lista obecności zostanie zamknięta o 18:15 – prosimy o punktualność.",
            ),
            Good(
                "en",
                "Notice of meeting – “Lipowa 7” Housing Community. The Board gives notice that the annual meeting of unit owners will take place on Thursday, 24 April 2025, at 18:00 in the common room of the building at ul. Lipowa 7 in Toruń. The agenda includes, among other items, approval of the financial statements for 2024, a vote on a resolution to replace the intercoms, and an increase in the advance payment to the renovation fund to PLN 2.50 per m². Owners who cannot attend in person may give another person a written proxy. Resolutions not adopted at the meeting may be put to a vote by individual collection of votes. Please arrive on time – the attendance list will be closed at 18:15.",
            ),
        ],
        bad=[
            Slip(0, [("mogą zostać poddane", "zostaną poddane")], "modality"),
            Slip(
                1,
                [
                    (
                        "w sprawie wymiany domofonów.",
                        "w sprawie wymiany domofonów na wideodomofony firmy Comelit.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("Resolutions not adopted at the meeting", "Resolutions adopted at the meeting")],
                "negation",
            ),
        ],
    ),
]
