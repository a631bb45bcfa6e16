# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 64: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-ski-rental-deposit-late-fees",
        source="Regulamin wypożyczalni sprzętu narciarskiego „Biały Stok” w Szczyrku. Sprzęt wydajemy wyłącznie osobom pełnoletnim po okazaniu dowodu osobistego lub paszportu. Kaucja wynosi 300 zł za komplet (narty, kijki, buty) i jest zwracana przy oddaniu sprzętu. Doba wypożyczenia liczy się od godziny 8:00 do 8:00 dnia następnego. Za każdą rozpoczętą dobę spóźnienia doliczamy opłatę w wysokości 50 zł. Klient nie może samodzielnie regulować wiązań; zmiany ustawień wykonuje wyłącznie serwisant. Uszkodzenia powstałe z winy klienta są wyceniane według cennika dostępnego w punkcie. W sezonie 2024/2025 wypożyczalnia jest czynna codziennie od 7:30 do 17:00, z wyjątkiem 25 grudnia i 1 stycznia.",
        good=[
            Good(
                "preserve",
                "Wypożyczalnia „Biały Stok” w Szczyrku – najważniejsze zasady. Sprzęt wypożyczymy Ci tylko wtedy, gdy jesteś pełnoletni i pokażesz dowód osobisty albo paszport. Za komplet (narty, kijki i buty) pobieramy 300 zł kaucji, którą oddajemy, gdy zwracasz sprzęt. Doba trwa od 8:00 do 8:00 następnego dnia, a za każdą rozpoczętą dobę spóźnienia doliczamy 50 zł. Wiązań nie możesz regulować sam – ustawienia zmienia wyłącznie nasz serwisant. Jeśli coś uszkodzisz z własnej winy, wycenimy to według cennika, który znajdziesz w punkcie. W sezonie 2024/2025 jesteśmy otwarci codziennie w godzinach 7:30–17:00, poza 25 grudnia i 1 stycznia.",
            ),
            Good(
                "preserve",
                "Zasady wypożyczalni „Biały Stok” (Szczyrk):\n"
                "- sprzęt otrzymują wyłącznie osoby pełnoletnie, które okażą dowód osobisty lub paszport;\n"
                "- kaucja za komplet (narty, kijki, buty): 300 zł, zwracana przy oddaniu sprzętu;\n"
                "- doba wypożyczenia: od 8:00 do 8:00 dnia następnego;\n"
                "- spóźnienie: 50 zł za każdą rozpoczętą dobę;\n"
                "- regulacja wiązań: klient nie może wykonywać jej samodzielnie – robi to wyłącznie serwisant;\n"
                "- szkody z winy klienta: wycena według cennika dostępnego w punkcie;\n"
                "- godziny otwarcia w sezonie 2024/2025: codziennie 7:30–17:00, oprócz 25 grudnia i 1 stycznia.",
            ),
            Good(
                "en",
                "Rules of the “Biały Stok” ski rental shop in Szczyrk. Equipment is issued only to adults who show an ID card or passport. The deposit is PLN 300 per set (skis, poles, boots) and is refunded when the equipment is returned. A rental day runs from 8:00 a.m. to 8:00 a.m. the following day. For each started day of delay, a fee of PLN 50 is added. Customers may not adjust the bindings themselves; settings are changed only by a service technician. Damage caused by the customer is priced according to the price list available on site. In the 2024/2025 season, the shop is open daily from 7:30 a.m. to 5:00 p.m., except on 25 December and 1 January.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Wiązań nie możesz regulować sam", "Wiązania możesz regulować sam")],
                "negation",
            ),
            Slip(1, [("oprócz 25 grudnia", "oprócz 26 grudnia")], "date"),
            Slip(2, [("a fee of PLN 50", "a fee of PLN 30")], "number"),
        ],
    ),
    Case(
        key="pl-bridge-closure-repair-detour-notice",
        source="Komunikat Zarządu Dróg Miejskich w Opolu. W związku z remontem konstrukcji nośnej most Piastowski zostanie całkowicie zamknięty dla ruchu kołowego od poniedziałku 3 marca 2025 r. do piątku 30 maja 2025 r. Piesi i rowerzyści będą mogli korzystać z tymczasowej kładki ustawionej obok mostu. Kierowcy powinni wybierać objazd przez ulicę Niemodlińską i most Pomnikowy. Linie autobusowe nr 5 i 12 pojadą zmienioną trasą; szczegółowe rozkłady opublikujemy na stronie zdm.opole.pl/objazdy. Prosimy o wyrozumiałość i przestrzeganie tymczasowego oznakowania. Termin zakończenia prac może ulec zmianie w przypadku niekorzystnych warunków pogodowych. Pytania można kierować na adres remonty@zdm.opole.pl.",
        good=[
            Good(
                "preserve",
                "Most Piastowski w Opolu będzie całkowicie zamknięty dla pojazdów od poniedziałku, 3 marca 2025 r., do piątku, 30 maja 2025 r. – Zarząd Dróg Miejskich remontuje jego konstrukcję nośną. Pieszo i rowerem przejdziesz tymczasową kładką ustawioną obok mostu. Kierowcy powinni jeździć objazdem ulicą Niemodlińską i mostem Pomnikowym. Autobusy linii 5 i 12 pojadą inną trasą, a szczegółowe rozkłady pojawią się na zdm.opole.pl/objazdy. Przy niekorzystnej pogodzie termin zakończenia prac może się zmienić. Prosimy o cierpliwość i stosowanie się do tymczasowych znaków. Pytania: remonty@zdm.opole.pl.",
            ),
            Good(
                "preserve",
                "Zarząd Dróg Miejskich w Opolu informuje, że od 3 marca 2025 r. (poniedziałek) do 30 maja 2025 r. (piątek) most Piastowski będzie całkowicie wyłączony z ruchu kołowego z powodu remontu konstrukcji nośnej. Dla pieszych i rowerzystów obok mostu zostanie ustawiona tymczasowa kładka. Kierujący pojazdami powinni korzystać z objazdu ulicą Niemodlińską i przez most Pomnikowy. Zmienioną trasą będą kursować autobusy linii nr 5 i 12 – szczegółowe rozkłady zostaną opublikowane pod adresem zdm.opole.pl/objazdy. W razie niesprzyjającej pogody termin zakończenia robót może ulec zmianie. Prosimy o wyrozumiałość oraz przestrzeganie tymczasowego oznakowania. Pytania prosimy kierować na adres remonty@zdm.opole.pl.",
            ),
            Good(
                "en",
                "Notice from the Municipal Roads Authority in Opole: because of repairs to its load-bearing structure, Piastowski Bridge will be fully closed to vehicle traffic from Monday, March 3, 2025, to Friday, May 30, 2025. Pedestrians and cyclists will be able to use a temporary footbridge set up next to the bridge. Drivers should take the detour via Niemodlińska Street and Pomnikowy Bridge. Bus lines 5 and 12 will run on a changed route; detailed timetables will be published at zdm.opole.pl/objazdy. The completion date may change if the weather is unfavourable. We ask for your understanding and for compliance with the temporary signs. Questions can be sent to remonty@zdm.opole.pl.",
            ),
        ],
        bad=[
            Slip(0, [("zdm.opole.pl/objazdy", "zdm.opole.pl/remonty")], "url"),
            Slip(
                1,
                [("Kierujący pojazdami powinni korzystać", "Kierujący pojazdami muszą korzystać")],
                "modality",
            ),
            Slip(2, [("to Friday, May 30, 2025", "to Friday, May 23, 2025")], "date"),
        ],
    ),
    Case(
        key="pl-dishwasher-salt-programs-filter-manual",
        source="Przed pierwszym uruchomieniem zmywarki napełnij pojemnik na sól specjalną solą regeneracyjną – potrzeba około 1,5 kg. Nie używaj soli kuchennej, ponieważ może ona uszkodzić zmiękczacz wody. Program ECO (50°C) trwa 3 godziny 40 minut i zużywa około 9,5 litra wody; jest najbardziej oszczędny przy normalnie zabrudzonych naczyniach. Program Intensywny (70°C) stosuj do garnków i patelni z przypalonymi resztkami. Nie wkładaj do zmywarki noży z drewnianymi trzonkami, naczyń aluminiowych ani kryształów. Filtr na dnie komory należy czyścić raz w tygodniu pod bieżącą wodą. Jeśli na wyświetlaczu pojawi się kod E24, sprawdź, czy wąż odpływowy nie jest zagięty.",
        good=[
            Good(
                "preserve",
                "Najważniejsze wskazówki dotyczące zmywarki:\n"
                "1. Przed pierwszym uruchomieniem wsyp do pojemnika na sól około 1,5 kg specjalnej soli regeneracyjnej. Soli kuchennej nie stosuj – może zniszczyć zmiękczacz wody.\n"
                "2. Dobierz program: ECO (50°C) – 3 h 40 min, ok. 9,5 l wody, najoszczędniejszy przy normalnie zabrudzonych naczyniach; Intensywny (70°C) – do garnków i patelni z przypalonymi resztkami.\n"
                "3. Do zmywarki nie wkładaj noży z drewnianymi trzonkami, naczyń z aluminium ani kryształów.\n"
                "4. Filtr z dna komory należy czyścić raz w tygodniu pod bieżącą wodą.\n"
                "5. Gdy wyświetlacz pokaże kod E24, sprawdź, czy wąż odpływowy nie jest zagięty.",
            ),
            Good(
                "preserve",
                "Przed pierwszym uruchomieniem wsyp do pojemnika na sól mniej więcej 1,5 kg specjalnej soli regeneracyjnej. Soli kuchennej nie używaj, bo może uszkodzić zmiękczacz wody. Przy normalnie zabrudzonych naczyniach najoszczędniejszy jest program ECO (50°C): trwa 3 godziny 40 minut i zużywa około 9,5 litra wody. Do garnków i patelni z przypalonymi resztkami stosuj program Intensywny (70°C). Noży z drewnianymi trzonkami, naczyń aluminiowych i kryształów nie wkładaj do zmywarki. Filtr z dna komory należy raz w tygodniu wyczyścić pod bieżącą wodą. Gdy na wyświetlaczu zobaczysz kod E24, skontroluj, czy wąż odpływowy nie jest zagięty.",
            ),
            Good(
                "en",
                "Before using the dishwasher for the first time, fill the salt container with special regeneration salt – you will need about 1.5 kg. Do not use table salt, as it may damage the water softener. The ECO programme (50°C) takes 3 hours 40 minutes and uses about 9.5 litres of water; it is the most economical option for normally soiled dishes. Use the Intensive programme (70°C) for pots and pans with burnt-on residue. Do not put knives with wooden handles, aluminium dishes or crystal in the dishwasher. The filter at the bottom of the tub must be cleaned once a week under running water. If error code E24 appears on the display, check that the drain hose is not kinked.",
            ),
        ],
        bad=[
            Slip(0, [("ok. 9,5 l wody", "ok. 12,5 l wody")], "number"),
            Slip(
                1, [("bo może uszkodzić zmiękczacz wody", "bo uszkadza zmiękczacz wody")], "hedge"
            ),
            Slip(
                2,
                [
                    (
                        "Do not put knives with wooden handles, aluminium dishes or crystal in the dishwasher.",
                        "Knives with wooden handles, aluminium dishes and crystal can go in the dishwasher.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-school-climbing-wall-safety-rules",
        source="Zasady korzystania ze ścianki wspinaczkowej w Szkole Podstawowej nr 7 w Lublinie. Uczniowie mogą wspinać się wyłącznie pod nadzorem nauczyciela wychowania fizycznego posiadającego uprawnienia instruktora. Na ściance mogą jednocześnie przebywać najwyżej 4 osoby, a przy jednej linie asekuracyjnej – tylko jedna. Każdy wspinający się musi mieć założoną uprząż i kask; sprzęt wydaje nauczyciel. Nie wolno wspinać się w butach sportowych z grubą podeszwą ani z biżuterią na rękach. Bouldering, czyli wspinanie bez liny, jest dozwolony tylko do wysokości 3 metrów nad materacem. Uczniowie z przeciwwskazaniami zdrowotnymi powinni przynieść zaświadczenie lekarskie. Ścianka jest dostępna od poniedziałku do czwartku w godzinach 14:00–16:00.",
        good=[
            Good(
                "preserve",
                "Chcesz się wspinać na ściance w Szkole Podstawowej nr 7 w Lublinie? Oto zasady. Możesz wspinać się wyłącznie pod nadzorem nauczyciela WF-u, który ma uprawnienia instruktora. Na ściance mogą być naraz maksymalnie 4 osoby, a przy jednej linie asekuracyjnej – tylko jedna. Podczas wspinania musisz mieć założoną uprząż i kask – wyda Ci je nauczyciel. Nie wolno wspinać się w butach sportowych z grubą podeszwą ani z biżuterią na rękach. Bez liny (to tzw. bouldering) możesz wspinać się najwyżej do 3 metrów nad materacem. Jeśli masz przeciwwskazania zdrowotne, powinieneś przynieść zaświadczenie od lekarza. Ścianka jest dostępna od poniedziałku do czwartku, 14:00–16:00.",
            ),
            Good(
                "preserve",
                "Ścianka wspinaczkowa – Szkoła Podstawowa nr 7 w Lublinie\n\n"
                "- Wspinanie dozwolone jest wyłącznie pod nadzorem nauczyciela wychowania fizycznego z uprawnieniami instruktora.\n"
                "- Na ściance jednocześnie: najwyżej 4 osoby; przy jednej linie asekuracyjnej: tylko jedna.\n"
                "- Każdy wspinający się musi mieć uprząż i kask (wydaje je nauczyciel).\n"
                "- Zakaz wspinania się w butach sportowych z grubą podeszwą oraz z biżuterią na rękach.\n"
                "- Bouldering (wspinanie bez liny) – tylko do 3 m nad materacem.\n"
                "- Uczniowie z przeciwwskazaniami zdrowotnymi powinni dostarczyć zaświadczenie lekarskie.\n"
                "- Godziny: poniedziałek–czwartek, 14:00–16:00.",
            ),
            Good(
                "en",
                "Rules for using the climbing wall at Primary School No. 7 in Lublin. Pupils may climb only under the supervision of a PE teacher who holds instructor qualifications. No more than 4 people may be on the wall at the same time, and only one per belay rope. Everyone climbing must wear a harness and a helmet; the equipment is handed out by the teacher. Climbing in thick-soled sports shoes or with jewellery on the hands is not allowed. Bouldering, i.e. climbing without a rope, is permitted only up to 3 metres above the mat. Pupils with health contraindications should bring a medical certificate. The wall is available Monday to Thursday, 2:00–4:00 p.m.",
            ),
        ],
        bad=[
            Slip(0, [("maksymalnie 4 osoby", "maksymalnie 6 osób")], "number"),
            Slip(
                1, [("zdrowotnymi powinni dostarczyć", "zdrowotnymi muszą dostarczyć")], "modality"
            ),
            Slip(
                2,
                [
                    (
                        "with jewellery on the hands is not allowed",
                        "with jewellery on the hands is allowed",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-mail-archive-script-readme-imap",
        source="# mailarch\n\n"
        "Skrypt `mailarch.py` pobiera wiadomości z serwera IMAP i zapisuje je w plikach `.mbox`, osobno dla każdego folderu.\n\n"
        "## Wymagania\n\n"
        "- Python 3.10 lub nowszy\n"
        "- biblioteka `imapclient` w wersji 3.0\n\n"
        "## Użycie\n\n"
        "```\npython mailarch.py --host imap.example.com --user jan --older-than 365\n```\n\n"
        "Opcja `--older-than` określa, ile dni musi mieć wiadomość, aby trafiła do archiwum. Domyślnie skrypt nie usuwa niczego z serwera; dodaj `--delete`, jeśli chcesz usuwać zarchiwizowane wiadomości. Hasło jest odczytywane ze zmiennej środowiskowej `MAILARCH_PASSWORD`. Błędy zgłaszaj na https://github.com/jkowal/mailarch/issues.",
        good=[
            Good(
                "preserve",
                "# mailarch\n\n"
                "`mailarch.py` to skrypt, który łączy się z serwerem IMAP, pobiera wiadomości i zapisuje je do plików `.mbox` – każdy folder trafia do osobnego pliku.\n\n"
                "## Czego potrzebujesz\n\n"
                "- Pythona 3.10 lub nowszego\n"
                "- biblioteki `imapclient` w wersji 3.0\n\n"
                "## Jak uruchomić\n\n"
                "```\npython mailarch.py --host imap.example.com --user jan --older-than 365\n```\n\n"
                "W `--older-than` podajesz, ile dni musi mieć wiadomość, żeby trafiła do archiwum. Skrypt domyślnie niczego nie kasuje z serwera. Jeśli chcesz, by zarchiwizowane wiadomości były usuwane, dodaj `--delete`. Hasło skrypt bierze ze zmiennej środowiskowej `MAILARCH_PASSWORD`.\n\n"
                "Znalazłeś błąd? Zgłoś go na https://github.com/jkowal/mailarch/issues.",
            ),
            Good(
                "preserve",
                "# mailarch\n\n"
                "Skrypt `mailarch.py` pobiera wiadomości z serwera IMAP i zapisuje je w plikach `.mbox` (jeden plik na folder).\n\n"
                "## Wymagania\n\n"
                "- Python w wersji 3.10 lub nowszej\n"
                "- biblioteka `imapclient` 3.0\n\n"
                "## Użycie\n\n"
                "```\npython mailarch.py --host imap.example.com --user jan --older-than 365\n```\n\n"
                "- `--older-than` – liczba dni, którą musi mieć wiadomość, aby została zarchiwizowana.\n"
                "- `--delete` – usuwa zarchiwizowane wiadomości z serwera; bez tej opcji skrypt niczego z serwera nie usuwa.\n\n"
                "Hasło pobierane jest ze zmiennej środowiskowej `MAILARCH_PASSWORD`. Zgłoszenia błędów: https://github.com/jkowal/mailarch/issues.",
            ),
            Good(
                "en",
                "# mailarch\n\n"
                "The `mailarch.py` script downloads messages from an IMAP server and saves them to `.mbox` files, one per folder.\n\n"
                "## Requirements\n\n"
                "- Python 3.10 or newer\n"
                "- the `imapclient` library, version 3.0\n\n"
                "## Usage\n\n"
                "```\npython mailarch.py --host imap.example.com --user jan --older-than 365\n```\n\n"
                "The `--older-than` option sets how many days old a message must be to be archived. By default the script does not delete anything from the server; add `--delete` if you want archived messages to be removed. The password is read from the `MAILARCH_PASSWORD` environment variable. Report bugs at https://github.com/jkowal/mailarch/issues.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "```\npython mailarch.py --host imap.example.com --user jan --older-than 365\n```",
                        "python mailarch.py --host imap.example.com --user jan --older-than 365",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "https://github.com/jkowal/mailarch/issues",
                        "https://github.com/jkowal/mailarch",
                    )
                ],
                "url",
            ),
            Slip(2, [("`MAILARCH_PASSWORD`", "`MAILARCH_PASS`")], "code"),
        ],
    ),
    Case(
        key="pl-children-cough-syrup-leaflet-dosage",
        source="Kaszlomed Junior, syrop (fragment ulotki). Produkt jest przeznaczony dla dzieci od ukończenia 2. roku życia. Dzieci w wieku 2–6 lat: 2,5 ml syropu 3 razy na dobę; dzieci w wieku 7–12 lat: 5 ml 3 razy na dobę. Do odmierzania dawki należy używać dołączonej miarki. Nie należy stosować leku dłużej niż 7 dni bez konsultacji z lekarzem. Syrop zawiera sorbitol, który może działać lekko przeczyszczająco. Rzadko (u mniej niż 1 na 1000 pacjentów) mogą wystąpić wysypka lub nudności. Jeśli kaszel nasila się lub pojawia się gorączka, należy skontaktować się z lekarzem. Przechowywać w temperaturze poniżej 25°C; po pierwszym otwarciu butelki syrop można stosować przez 6 miesięcy.",
        good=[
            Good(
                "preserve",
                "Kaszlomed Junior to syrop dla dzieci, które skończyły 2 lata. Dawkowanie: dziecko w wieku 2–6 lat – 2,5 ml trzy razy na dobę, dziecko w wieku 7–12 lat – 5 ml trzy razy na dobę. Dawkę należy odmierzać dołączoną miarką. Bez konsultacji z lekarzem nie należy podawać syropu dłużej niż 7 dni. Zawarty w nim sorbitol może działać lekko przeczyszczająco. Rzadko, u mniej niż 1 na 1000 pacjentów, mogą pojawić się wysypka albo nudności. Gdy kaszel się nasila lub dziecko ma gorączkę, należy skontaktować się z lekarzem. Syrop przechowuj w temperaturze poniżej 25°C; po pierwszym otwarciu butelki można go stosować przez 6 miesięcy.",
            ),
            Good(
                "preserve",
                "Kaszlomed Junior, syrop – najważniejsze informacje z ulotki:\n"
                "• Dla kogo: dzieci od ukończenia 2. roku życia.\n"
                "• Dawkowanie: 2–6 lat – 2,5 ml, 7–12 lat – 5 ml; w obu grupach 3 razy na dobę. Dawkę należy odmierzać dołączoną miarką.\n"
                "• Czas stosowania: bez konsultacji z lekarzem nie należy stosować syropu dłużej niż 7 dni.\n"
                "• Działania niepożądane: sorbitol zawarty w syropie może działać lekko przeczyszczająco; rzadko (u mniej niż 1 na 1000 pacjentów) mogą wystąpić wysypka lub nudności.\n"
                "• Kiedy do lekarza: jeśli kaszel się nasila albo pojawia się gorączka, należy skontaktować się z lekarzem.\n"
                "• Przechowywanie: poniżej 25°C; po pierwszym otwarciu butelki syrop można stosować przez 6 miesięcy.",
            ),
            Good(
                "en",
                "Kaszlomed Junior syrup (leaflet excerpt). This product is intended for children aged 2 years and older. Children aged 2–6: 2.5 ml of syrup three times a day; children aged 7–12: 5 ml three times a day. Use the measuring cup provided to measure the dose. Do not use the medicine for longer than 7 days without consulting a doctor. The syrup contains sorbitol, which may have a mild laxative effect. Rarely (in fewer than 1 in 1,000 patients), rash or nausea may occur. If the cough gets worse or a fever develops, contact a doctor. Store below 25°C; once the bottle has been opened, the syrup can be used for 6 months.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Dawkę należy odmierzać dołączoną miarką.",
                        "Dawkę można odmierzać dołączoną miarką.",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [("sorbitol zawarty w syropie może działać", "sorbitol zawarty w syropie działa")],
                "hedge",
            ),
            Slip(2, [("Children aged 2–6: 2.5 ml", "Children aged 2–6: 5 ml")], "number"),
        ],
    ),
    Case(
        key="pl-free-legal-aid-county-announcement",
        source="Starostwo Powiatowe w Nowym Targu informuje, że w 2025 r. mieszkańcy powiatu mogą korzystać z nieodpłatnej pomocy prawnej na podstawie ustawy z dnia 5 sierpnia 2015 r. o nieodpłatnej pomocy prawnej, nieodpłatnym poradnictwie obywatelskim oraz edukacji prawnej. Porady udzielane są w punkcie przy ul. Bolesława Wstydliwego 14, od poniedziałku do piątku w godzinach 9:00–13:00. Na wizytę należy zapisać się telefonicznie pod numerem 18 266 12 00 lub przez stronę np.ms.gov.pl. Przed uzyskaniem porady trzeba złożyć pisemne oświadczenie, o którym mowa w art. 4 ust. 2 ustawy, że nie jest się w stanie ponieść kosztów odpłatnej pomocy prawnej. Porada nie obejmuje spraw z zakresu prawa podatkowego związanych z prowadzeniem działalności gospodarczej.",
        good=[
            Good(
                "preserve",
                "Mieszkasz w powiecie nowotarskim? W 2025 r. możesz skorzystać z nieodpłatnej pomocy prawnej – przewiduje ją ustawa z 5 sierpnia 2015 r. o nieodpłatnej pomocy prawnej, nieodpłatnym poradnictwie obywatelskim oraz edukacji prawnej. Punkt działa przy ul. Bolesława Wstydliwego 14, od poniedziałku do piątku w godz. 9:00–13:00. Na wizytę trzeba się zapisać: telefonicznie (18 266 12 00) albo przez stronę np.ms.gov.pl. Zanim otrzymasz poradę, musisz złożyć pisemne oświadczenie z art. 4 ust. 2 ustawy, że nie jesteś w stanie ponieść kosztów odpłatnej pomocy prawnej. Pamiętaj, że porady nie obejmują spraw podatkowych związanych z prowadzeniem działalności gospodarczej. Informację przekazuje Starostwo Powiatowe w Nowym Targu.",
            ),
            Good(
                "preserve",
                "Informacja Starostwa Powiatowego w Nowym Targu. Na podstawie ustawy z dnia 5 sierpnia 2015 r. o nieodpłatnej pomocy prawnej, nieodpłatnym poradnictwie obywatelskim oraz edukacji prawnej mieszkańcy powiatu mogą w 2025 roku uzyskać nieodpłatną pomoc prawną. Punkt przy ul. Bolesława Wstydliwego 14 przyjmuje od poniedziałku do piątku, w godzinach od 9:00 do 13:00, po wcześniejszym zapisie – telefonicznym pod nr 18 266 12 00 albo za pośrednictwem strony np.ms.gov.pl. Warunkiem udzielenia porady jest złożenie pisemnego oświadczenia, o którym mowa w art. 4 ust. 2 ustawy, o niemożności poniesienia kosztów odpłatnej pomocy prawnej. Z zakresu porad wyłączone są sprawy z zakresu prawa podatkowego związane z prowadzeniem działalności gospodarczej.",
            ),
            Good(
                "en",
                "The County Office in Nowy Targ announces that in 2025 county residents can use free legal aid under the Act of 5 August 2015 on free legal aid, free civic counselling and legal education. Advice is given at the office at ul. Bolesława Wstydliwego 14, Monday to Friday, 9:00 a.m.–1:00 p.m. Appointments must be booked by phone at 18 266 12 00 or via np.ms.gov.pl. Before receiving advice, you must submit the written declaration referred to in Article 4(2) of the Act, stating that you cannot afford paid legal assistance. The advice does not cover tax-law matters related to running a business.",
            ),
        ],
        bad=[
            Slip(0, [("w godz. 9:00–13:00", "w godz. 9:00–15:00")], "date"),
            Slip(1, [("strony np.ms.gov.pl", "strony ms.gov.pl")], "url"),
            Slip(2, [("Article 4(2)", "Article 4(1)")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-antiques-fair-market-square-rules",
        source="Regulamin Targów Staroci na Rynku w Gnieźnie. Targi odbywają się w każdą pierwszą niedzielę miesiąca, od kwietnia do października, w godzinach 7:00–15:00. Opłata za stoisko o szerokości do 3 metrów wynosi 40 zł; za każdy dodatkowy metr pobiera się 15 zł. Miejsca nie są rezerwowane – decyduje kolejność przybycia. Wystawcy mogą sprzedawać wyłącznie przedmioty używane, kolekcjonerskie i rękodzieło; zabroniona jest sprzedaż broni palnej, amunicji oraz żywności. Samochody wystawców nie mogą stać na płycie Rynku po godzinie 8:00. Po zakończeniu targów każdy wystawca musi posprzątać swoje stanowisko. Organizator nie odpowiada za przedmioty pozostawione bez opieki.",
        good=[
            Good(
                "preserve",
                "Targi Staroci na Rynku w Gnieźnie – co warto wiedzieć:\n"
                "- kiedy: każda pierwsza niedziela miesiąca od kwietnia do października, 7:00–15:00;\n"
                "- ile kosztuje stoisko: 40 zł za szerokość do 3 m plus 15 zł za każdy dodatkowy metr;\n"
                "- rezerwacje: nie ma ich – decyduje kolejność przybycia;\n"
                "- co można sprzedawać: tylko przedmioty używane, kolekcjonerskie i rękodzieło; nie wolno handlować bronią palną, amunicją ani żywnością;\n"
                "- auta wystawców: po 8:00 nie mogą stać na płycie Rynku;\n"
                "- po targach: każdy wystawca musi posprzątać swoje stanowisko;\n"
                "- rzeczy zostawione bez opieki: organizator za nie nie odpowiada.",
            ),
            Good(
                "preserve",
                "Targi Staroci na gnieźnieńskim Rynku organizowane są od kwietnia do października, w każdą pierwszą niedzielę miesiąca, w godz. 7:00–15:00. Stoisko o szerokości nieprzekraczającej 3 metrów kosztuje 40 zł, a każdy następny metr – 15 zł. Miejsca nie są rezerwowane; o ich przydziale decyduje kolejność przybycia. W sprzedaży mogą znaleźć się jedynie przedmioty używane, kolekcjonerskie oraz rękodzieło – handel bronią palną, amunicją i żywnością jest zakazany. Po godzinie 8:00 na płycie Rynku nie mogą stać samochody wystawców. Każdy wystawca jest zobowiązany do uprzątnięcia swojego stanowiska po zakończeniu targów. Organizator nie ponosi odpowiedzialności za przedmioty pozostawione bez opieki.",
            ),
            Good(
                "en",
                "Rules of the Antiques Fair on the Market Square in Gniezno. The fair takes place on the first Sunday of every month from April to October, 7 a.m.–3 p.m. A stall up to 3 metres wide costs PLN 40; each additional metre is PLN 15. Places are not reserved – it's first come, first served. Exhibitors may sell only used items, collectibles and handicrafts; the sale of firearms, ammunition and food is prohibited. Exhibitors' cars may not stand on the Market Square after 8 a.m. After the fair, every exhibitor must clean up their stall. The organiser is not responsible for items left unattended.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- po targach:",
                        "- w razie deszczu targi przenoszone są pod arkady ratusza;\n- po targach:",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Organizator nie ponosi odpowiedzialności",
                        "Organizator ponosi odpowiedzialność",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("each additional metre is PLN 15", "each additional metre is PLN 25")],
                "number",
            ),
        ],
    ),
    Case(
        key="pl-urban-bees-winter-survival-study",
        source="Streszczenie badania. Zespół pod kierunkiem dr Anny Wróbel (Uniwersytet Przyrodniczy we Wrocławiu) przez dwa sezony, w latach 2022–2023, monitorował 48 pasiek miejskich we Wrocławiu. Wyniki opublikowano w czasopiśmie „Ekologia Miast” (Wróbel i in., 2024, t. 55, s. 112–127). Przeżywalność rodzin pszczelich w zimie wyniosła średnio 81%, czyli nieco więcej niż w pasiekach wiejskich z tego samego regionu. Autorzy przypuszczają, że przyczyną może być większa różnorodność roślin kwitnących w parkach i ogródkach działkowych. Zaznaczają jednak, że próba była niewielka, a wyniki prawdopodobnie nie dają się uogólnić na inne miasta. Kolejne badania mają objąć Poznań i Kraków.",
        good=[
            Good(
                "preserve",
                "W latach 2022–2023, czyli przez dwa sezony, zespół dr Anny Wróbel z Uniwersytetu Przyrodniczego we Wrocławiu obserwował 48 miejskich pasiek we Wrocławiu. Średnio 81% rodzin pszczelich przetrwało zimę – nieco więcej niż w pasiekach wiejskich z tego samego regionu. Badacze przypuszczają, że może to wynikać z większej różnorodności roślin kwitnących w parkach i na ogródkach działkowych. Podkreślają przy tym, że próba była niewielka i wyników prawdopodobnie nie da się uogólnić na inne miasta. Artykuł ukazał się w „Ekologii Miast” (Wróbel i in., 2024, t. 55, s. 112–127). Kolejne badania mają objąć Poznań i Kraków.",
            ),
            Good(
                "preserve",
                "Wróbel i in. (2024, „Ekologia Miast”, t. 55, s. 112–127) przez dwa sezony (2022–2023) monitorowali 48 pasiek miejskich we Wrocławiu; badaniami kierowała dr Anna Wróbel z Uniwersytetu Przyrodniczego we Wrocławiu. Średnia zimowa przeżywalność rodzin pszczelich wyniosła 81%, a więc była nieco wyższa niż w pasiekach wiejskich w tym samym regionie. Jako możliwą przyczynę autorzy wskazują większą różnorodność roślin kwitnących w parkach i ogródkach działkowych. Zastrzegają jednak, że próba była mała, a wyników prawdopodobnie nie można uogólniać na inne miasta. Następne badania mają objąć Poznań i Kraków.",
            ),
            Good(
                "en",
                "Study summary. A team led by Dr Anna Wróbel (Wrocław University of Environmental and Life Sciences) monitored 48 urban apiaries in Wrocław over two seasons, 2022–2023. The results were published in Ekologia Miast (Wróbel et al., 2024, vol. 55, pp. 112–127). Winter survival of honeybee colonies averaged 81%, slightly higher than in rural apiaries in the same region. The authors suspect that the reason may be the greater diversity of flowering plants in parks and allotment gardens. However, they note that the sample was small and that the results probably cannot be generalised to other cities. Further studies are planned to cover Poznań and Kraków.",
            ),
        ],
        bad=[
            Slip(0, [("Średnio 81% rodzin", "Średnio 91% rodzin")], "number"),
            Slip(1, [("t. 55, s. 112–127", "t. 55, s. 121–137")], "citation"),
            Slip(
                2,
                [
                    (
                        "the results probably cannot be generalised",
                        "the results cannot be generalised",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-car-wash-subscription-terms-cancellation",
        source="Warunki abonamentu „Czyste Auto Plus” w myjniach Blask. Abonament kosztuje 89 zł miesięcznie i uprawnia do nieograniczonej liczby myć programem Premium na wszystkich 14 myjniach sieci. Opłata jest pobierana automatycznie z karty płatniczej 1. dnia każdego miesiąca. Abonament jest przypisany do jednego numeru rejestracyjnego i nie może być używany do innych pojazdów. Umowę można wypowiedzieć w dowolnym momencie w aplikacji, z zachowaniem 30-dniowego okresu wypowiedzenia. Konsument zawierający umowę przez internet ma prawo odstąpić od niej w terminie 14 dni bez podania przyczyny, zgodnie z art. 27 ustawy o prawach konsumenta. Sieć zastrzega sobie prawo do czasowego wyłączenia myjni z powodu przeglądów technicznych.",
        good=[
            Good(
                "preserve",
                "„Czyste Auto Plus” to abonament w myjniach Blask: za 89 zł miesięcznie myjesz auto programem Premium bez limitu, na każdej z 14 myjni sieci. Opłatę pobieramy automatycznie z Twojej karty płatniczej 1. dnia każdego miesiąca. Abonament jest przypisany do jednego numeru rejestracyjnego – nie możesz korzystać z niego przy innych pojazdach. Umowę możesz wypowiedzieć w aplikacji w dowolnej chwili, z 30-dniowym okresem wypowiedzenia. Jeśli jesteś konsumentem i zawarłeś umowę przez internet, masz prawo odstąpić od niej w ciągu 14 dni bez podawania przyczyny (art. 27 ustawy o prawach konsumenta). Sieć zastrzega sobie prawo do czasowego wyłączenia myjni z powodu przeglądów technicznych.",
            ),
            Good(
                "preserve",
                "Abonament „Czyste Auto Plus” – myjnie Blask\n\n"
                "1. Cena: 89 zł miesięcznie.\n"
                "2. Zakres: nieograniczona liczba myć programem Premium we wszystkich 14 myjniach sieci.\n"
                "3. Płatność: automatyczne obciążenie karty płatniczej 1. dnia każdego miesiąca.\n"
                "4. Pojazd: abonament przypisany jest do jednego numeru rejestracyjnego i nie może być wykorzystywany dla innych pojazdów.\n"
                "5. Wypowiedzenie: możliwe w dowolnym momencie w aplikacji, z zachowaniem 30-dniowego okresu wypowiedzenia.\n"
                "6. Odstąpienie: konsument, który zawarł umowę przez internet, ma prawo odstąpić od niej w ciągu 14 dni bez podania przyczyny – art. 27 ustawy o prawach konsumenta.\n"
                "7. Przeglądy: sieć zastrzega sobie prawo do czasowego wyłączenia myjni z powodu przeglądów technicznych.",
            ),
            Good(
                "en",
                "Terms of the “Czyste Auto Plus” subscription at Blask car washes. The subscription costs PLN 89 per month and entitles you to unlimited Premium washes at all 14 car washes in the chain. The fee is charged automatically to your payment card on the 1st of each month. The subscription is assigned to a single registration number and cannot be used for other vehicles. You can cancel at any time in the app, subject to a 30-day notice period. A consumer who concludes the contract online has the right to withdraw from it within 14 days without giving a reason, in accordance with Article 27 of the Consumer Rights Act. The chain reserves the right to temporarily close car washes for technical inspections.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("nie możesz korzystać z niego", "nie powinieneś korzystać z niego")],
                "modality",
            ),
            Slip(1, [("karty płatniczej 1. dnia", "karty płatniczej 10. dnia")], "date"),
            Slip(2, [("Article 27", "Article 29")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-newsletter-gdpr-information-clause-bookshop",
        source="Klauzula informacyjna dla subskrybentów newslettera. Administratorem Pani/Pana danych osobowych jest Księgarnia Pod Lipą sp. z o.o. z siedzibą w Toruniu. Dane przetwarzamy wyłącznie w celu wysyłki newslettera, na podstawie zgody (art. 6 ust. 1 lit. a RODO). Podanie adresu e-mail jest dobrowolne, ale bez niego nie możemy wysyłać newslettera. Dane nie będą przekazywane do państw spoza Europejskiego Obszaru Gospodarczego. Zgodę można wycofać w każdej chwili, klikając link w stopce wiadomości; wycofanie zgody nie wpływa na zgodność z prawem przetwarzania dokonanego przed jej wycofaniem. Dane przechowujemy do czasu wycofania zgody. Przysługuje Pani/Panu prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych.",
        good=[
            Good(
                "preserve",
                "Jeśli zapisujesz się do naszego newslettera, administratorem Twoich danych osobowych jest Księgarnia Pod Lipą sp. z o.o. z siedzibą w Toruniu. Przetwarzamy je tylko po to, by wysyłać newsletter, a podstawą jest Twoja zgoda (art. 6 ust. 1 lit. a RODO). Nie musisz podawać adresu e-mail, ale bez niego nie możemy wysyłać newslettera. Twoich danych nie przekażemy do państw spoza Europejskiego Obszaru Gospodarczego. Zgodę możesz wycofać w każdej chwili, klikając link w stopce wiadomości – nie wpływa to na zgodność z prawem przetwarzania sprzed wycofania. Dane przechowujemy, dopóki nie wycofasz zgody. Masz też prawo złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych.",
            ),
            Good(
                "preserve",
                "Klauzula informacyjna – newsletter\n\n"
                "1. Administrator danych: Księgarnia Pod Lipą sp. z o.o. z siedzibą w Toruniu.\n"
                "2. Cel i podstawa przetwarzania: wyłącznie wysyłka newslettera, na podstawie zgody (art. 6 ust. 1 lit. a RODO).\n"
                "3. Podanie adresu e-mail jest dobrowolne; bez niego nie możemy jednak wysyłać newslettera.\n"
                "4. Dane nie będą przekazywane do państw spoza Europejskiego Obszaru Gospodarczego.\n"
                "5. Zgodę można wycofać w dowolnym momencie za pomocą linku w stopce wiadomości. Wycofanie zgody nie wpływa na zgodność z prawem przetwarzania dokonanego przed jej wycofaniem.\n"
                "6. Okres przechowywania danych: do wycofania zgody.\n"
                "7. Przysługuje Pani/Panu prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych.",
            ),
            Good(
                "en",
                "Information notice for newsletter subscribers. The controller of your personal data is Księgarnia Pod Lipą sp. z o.o., based in Toruń. We process the data solely to send the newsletter, on the basis of your consent (Article 6(1)(a) GDPR). Providing your e-mail address is voluntary, but without it we cannot send you the newsletter. The data will not be transferred to countries outside the European Economic Area. You can withdraw your consent at any time by clicking the link in the footer of the message; withdrawal does not affect the lawfulness of processing carried out before it. We store the data until you withdraw your consent. You have the right to lodge a complaint with the President of the Personal Data Protection Office.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "by wysyłać newsletter, a podstawą",
                        "by wysyłać newsletter, który przygotowuje dla nas agencja MailPro z Gdańska, a podstawą",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1, [("art. 6 ust. 1 lit. a RODO", "art. 6 ust. 1 lit. f RODO")], "legal_reference"
            ),
            Slip(
                2,
                [("The data will not be transferred", "The data will be transferred")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-api-rate-limits-retry-docs",
        source="## Limity zapytań\n\n"
        "Liczba zapytań, jakie może wykonać jeden klucz API, zależy od planu:\n\n"
        "| Plan | Zapytań na minutę |\n"
        "|------|-------------------|\n"
        "| Basic | 120 |\n"
        "| Pro | 600 |\n\n"
        "Po przekroczeniu limitu serwer zwraca kod `429 Too Many Requests` oraz nagłówek `Retry-After` z liczbą sekund, po których klucz zostanie odblokowany. Klient powinien ponowić zapytanie dopiero po upływie tego czasu; nie należy ponawiać zapytań w pętli bez opóźnienia. Aby sprawdzić bieżące zużycie limitu, wyślij `GET /v2/usage`. Zapytania do tego endpointu nie są wliczane do limitu. Więcej o kluczach przeczytasz w sekcji [Uwierzytelnianie](auth.md).",
        good=[
            Good(
                "preserve",
                "## Limity zapytań\n\n"
                "To, ile zapytań może wysłać pojedynczy klucz API, zależy od planu:\n\n"
                "| Plan | Zapytań na minutę |\n"
                "|------|-------------------|\n"
                "| Basic | 120 |\n"
                "| Pro | 600 |\n\n"
                "Gdy limit zostanie przekroczony, serwer odpowiada kodem `429 Too Many Requests` i dołącza nagłówek `Retry-After`, który podaje, po ilu sekundach klucz zostanie odblokowany. Zapytanie powinieneś ponowić dopiero wtedy, gdy ten czas minie – nie ponawiaj zapytań w pętli bez żadnego opóźnienia. Bieżące zużycie limitu sprawdzisz, wysyłając `GET /v2/usage`; zapytania do tego endpointu nie liczą się do limitu. Więcej o kluczach znajdziesz w sekcji [Uwierzytelnianie](auth.md).",
            ),
            Good(
                "preserve",
                "## Limity zapytań\n\n"
                "Limit zapytań dla jednego klucza API zależy od planu:\n\n"
                "| Plan | Zapytań na minutę |\n"
                "|------|-------------------|\n"
                "| Basic | 120 |\n"
                "| Pro | 600 |\n\n"
                "Co się dzieje po przekroczeniu limitu:\n\n"
                "- serwer zwraca `429 Too Many Requests` i nagłówek `Retry-After` z liczbą sekund do odblokowania klucza;\n"
                "- klient powinien ponowić zapytanie dopiero po upływie tego czasu;\n"
                "- nie należy ponawiać zapytań w pętli bez opóźnienia.\n\n"
                "Bieżące zużycie limitu pokazuje `GET /v2/usage` (te zapytania nie są wliczane do limitu). Więcej o kluczach: sekcja [Uwierzytelnianie](auth.md).",
            ),
            Good(
                "en",
                "## Rate limits\n\n"
                "The number of requests a single API key can make depends on the plan:\n\n"
                "| Plan | Requests per minute |\n"
                "|------|---------------------|\n"
                "| Basic | 120 |\n"
                "| Pro | 600 |\n\n"
                "When the limit is exceeded, the server returns `429 Too Many Requests` along with a `Retry-After` header giving the number of seconds after which the key will be unblocked. The client should retry a request only after that time has passed; do not retry requests in a loop without a delay. To check your current usage, send `GET /v2/usage`. Requests to this endpoint do not count towards the limit. You can read more about keys in the [Authentication](auth.md) section.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("w sekcji [Uwierzytelnianie](auth.md)", "w sekcji Uwierzytelnianie")],
                "markdown",
            ),
            Slip(
                1,
                [("klient powinien ponowić zapytanie", "klient musi ponowić zapytanie")],
                "modality",
            ),
            Slip(2, [("send `GET /v2/usage`", "send `GET /v1/usage`")], "code"),
        ],
    ),
    Case(
        key="pl-teen-sleep-smartphone-study-summary",
        source="Z badania opublikowanego w 2023 r. w „Przeglądzie Medycyny Snu” (Kowalczyk i Nowak, t. 72, nr 4, s. 533–541) wynika, że polscy nastolatkowie w wieku 13–17 lat śpią w dni szkolne średnio 6 godzin i 50 minut, czyli o ponad godzinę krócej, niż zaleca Amerykańska Akademia Medycyny Snu. Autorzy przebadali 2314 uczniów z 26 szkół. Uczniowie, którzy korzystali ze smartfona w łóżku dłużej niż 30 minut, zasypiali przeciętnie 40 minut później. Badacze sugerują, że późniejsze rozpoczynanie lekcji mogłoby poprawić wyniki w nauce, choć ich badanie nie pozwala ustalić związku przyczynowego. Kolejna edycja badania ma objąć również uczniów szkół średnich z małych miejscowości.",
        good=[
            Good(
                "preserve",
                "Polscy nastolatkowie w wieku 13–17 lat śpią w dni szkolne przeciętnie 6 godzin 50 minut – ponad godzinę mniej, niż zaleca Amerykańska Akademia Medycyny Snu. Tak wynika z badania Kowalczyk i Nowak opublikowanego w 2023 r. w „Przeglądzie Medycyny Snu” (t. 72, nr 4, s. 533–541), w którym przebadano 2314 uczniów z 26 szkół. Ci, którzy używali smartfona w łóżku dłużej niż 30 minut, zasypiali średnio o 40 minut później. Zdaniem autorów późniejszy początek lekcji mógłby poprawić wyniki w nauce, choć przyznają, że ich badanie nie pozwala ustalić związku przyczynowego. W kolejnej edycji badania mają zostać uwzględnieni także uczniowie szkół średnich z małych miejscowości.",
            ),
            Good(
                "preserve",
                "Badanie Kowalczyk i Nowak („Przegląd Medycyny Snu”, 2023, t. 72, nr 4, s. 533–541), obejmujące 2314 uczniów z 26 szkół, pokazało, że polska młodzież w wieku 13–17 lat śpi w dni szkolne średnio 6 h 50 min, a więc o ponad godzinę krócej, niż rekomenduje Amerykańska Akademia Medycyny Snu. Korzystanie ze smartfona w łóżku przez ponad 30 minut wiązało się z zasypianiem przeciętnie 40 minut później. Badacze sugerują, że późniejsze rozpoczynanie lekcji mogłoby poprawić wyniki w nauce, zaznaczając jednak, że na podstawie ich badania nie można ustalić związku przyczynowego. Następna edycja badania ma objąć również uczniów szkół średnich z małych miejscowości.",
            ),
            Good(
                "en",
                "According to a study published in 2023 in Przegląd Medycyny Snu (Kowalczyk and Nowak, vol. 72, no. 4, pp. 533–541), Polish teenagers aged 13–17 sleep on average 6 hours and 50 minutes on school days, more than an hour less than the American Academy of Sleep Medicine recommends. The authors studied 2,314 pupils from 26 schools. Pupils who used a smartphone in bed for more than 30 minutes fell asleep 40 minutes later on average. The researchers suggest that starting lessons later could improve academic performance, although their study does not make it possible to establish a causal relationship. The next round of the study is to include secondary school pupils from small towns as well.",
            ),
        ],
        bad=[
            Slip(
                0, [("z badania Kowalczyk i Nowak", "z badania Kowalczyk i Nowickiej")], "citation"
            ),
            Slip(
                1,
                [
                    (
                        "Korzystanie ze smartfona w łóżku przez ponad 30 minut wiązało się z zasypianiem przeciętnie 40 minut później.",
                        "Using a smartphone in bed for more than 30 minutes was associated with falling asleep 40 minutes later on average.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                2,
                [("starting lessons later could improve", "starting lessons later will improve")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-housing-coop-water-meter-reading",
        source="Szanowni Mieszkańcy! Spółdzielnia Mieszkaniowa „Zacisze” informuje, że odczyt wodomierzy w budynkach przy ul. Lipowej 3, 5 i 7 odbędzie się w dniach 14–16 października 2025 r., w godzinach 16:00–20:00. Odczytu dokonają pracownicy firmy Aqua-Pomiar, posiadający identyfikatory ze zdjęciem. Prosimy o zapewnienie dostępu do wodomierzy w łazience i kuchni. Osoby, które nie będą mogły być obecne, powinny zgłosić to w administracji do 10 października, aby ustalić dodatkowy termin. Jeżeli odczyt nie zostanie wykonany, zużycie wody zostanie naliczone ryczałtowo. Pracownicy nie pobierają żadnych opłat za odczyt. Administracja jest czynna od poniedziałku do piątku w godzinach 8:00–15:00, tel. 56 654 21 10.",
        good=[
            Good(
                "preserve",
                "Drodzy Mieszkańcy, w budynkach przy ul. Lipowej 3, 5 i 7 wodomierze zostaną odczytane od 14 do 16 października 2025 r., między 16:00 a 20:00. Przyjdą pracownicy firmy Aqua-Pomiar z identyfikatorami ze zdjęciem. Prosimy, by wodomierze w łazience i kuchni były dostępne. Kto nie będzie mógł być wtedy obecny, powinien zgłosić to w administracji do 10 października – ustalimy wtedy dodatkowy termin. Jeśli odczytu nie uda się wykonać, zużycie wody zostanie naliczone ryczałtowo. Za odczyt pracownicy nie pobierają żadnych opłat. Administracja pracuje od poniedziałku do piątku w godz. 8:00–15:00, tel. 56 654 21 10. Spółdzielnia Mieszkaniowa „Zacisze”",
            ),
            Good(
                "preserve",
                "Spółdzielnia Mieszkaniowa „Zacisze” – odczyt wodomierzy\n\n"
                "• Gdzie: budynki przy ul. Lipowej 3, 5 i 7.\n"
                "• Kiedy: 14–16 października 2025 r., godz. 16:00–20:00.\n"
                "• Kto: pracownicy firmy Aqua-Pomiar z identyfikatorami ze zdjęciem.\n"
                "• Prosimy o zapewnienie dostępu do wodomierzy w łazience i w kuchni.\n"
                "• Jeśli nie będą mogli Państwo być obecni, powinni Państwo zgłosić to w administracji do 10 października, aby ustalić dodatkowy termin.\n"
                "• Brak odczytu oznacza ryczałtowe naliczenie zużycia wody.\n"
                "• Pracownicy nie pobierają za odczyt żadnych opłat.\n"
                "• Administracja: pon.–pt. 8:00–15:00, tel. 56 654 21 10.",
            ),
            Good(
                "en",
                "Dear Residents, the “Zacisze” Housing Cooperative would like to inform you that water meters in the buildings at 3, 5 and 7 Lipowa Street will be read on 14–16 October 2025, between 4 p.m. and 8 p.m. The readings will be taken by employees of Aqua-Pomiar, who carry photo ID badges. Please make sure the meters in your bathroom and kitchen are accessible. Anyone who cannot be present should notify the management office by 10 October so that an additional date can be arranged. If the reading is not taken, water consumption will be charged at a flat rate. The staff do not collect any fees for the reading. The management office is open Monday to Friday, 8 a.m.–3 p.m., tel. 56 654 21 10.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Prosimy, by wodomierze",
                        "Odczyt jest potrzebny do rozliczenia przed wymianą wodomierzy zaplanowaną na listopad. Prosimy, by wodomierze",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Pracownicy nie pobierają za odczyt żadnych opłat.",
                        "Pracownicy pobierają za odczyt opłatę.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("by 10 October", "by 12 October")], "date"),
        ],
    ),
    Case(
        key="pl-dog-rabies-vaccination-commune-notice",
        source="Ogłoszenie Wójta Gminy Kościerzyna. Przypominamy, że zgodnie z art. 56 ust. 1 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt posiadacze psów są obowiązani zaszczepić je przeciwko wściekliźnie w ciągu 30 dni od ukończenia przez psa 3. miesiąca życia, a następnie nie rzadziej niż co 12 miesięcy. Gminne szczepienie odbędzie się w sobotę 12 kwietnia 2025 r. w remizie OSP w Wielkim Klinczu w godz. 9:00–12:00. Koszt szczepienia wynosi 50 zł. Właściciel powinien zabrać książeczkę zdrowia psa. Psy muszą być prowadzone na smyczy i w kagańcu. Nieszczepienie psa jest wykroczeniem zagrożonym karą grzywny.",
        good=[
            Good(
                "preserve",
                "Wójt Gminy Kościerzyna przypomina: jeśli masz psa, musisz zaszczepić go przeciwko wściekliźnie w ciągu 30 dni od ukończenia przez niego 3. miesiąca życia, a potem nie rzadziej niż co 12 miesięcy. Ten obowiązek wynika z art. 56 ust. 1 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt. Gminne szczepienie zaplanowano na sobotę, 12 kwietnia 2025 r., w godz. 9:00–12:00 w remizie OSP w Wielkim Klinczu. Zapłacisz 50 zł. Powinieneś zabrać ze sobą książeczkę zdrowia psa. Pies musi być na smyczy i w kagańcu. Pamiętaj, że niezaszczepienie psa to wykroczenie, za które grozi grzywna.",
            ),
            Good(
                "preserve",
                "Ogłoszenie Wójta Gminy Kościerzyna\n\n"
                "W sobotę 12 kwietnia 2025 r., w godzinach 9:00–12:00, w remizie OSP w Wielkim Klinczu odbędzie się gminne szczepienie psów przeciwko wściekliźnie. Opłata wynosi 50 zł. Właściciel powinien mieć przy sobie książeczkę zdrowia psa, a zwierzę musi być prowadzone na smyczy i w kagańcu.\n\n"
                "Przypominamy, że na mocy art. 56 ust. 1 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt posiadacze psów mają obowiązek zaszczepić je przeciwko wściekliźnie w ciągu 30 dni od ukończenia przez psa 3. miesiąca życia, a następnie nie rzadziej niż co 12 miesięcy. Niezaszczepienie psa stanowi wykroczenie zagrożone karą grzywny.",
            ),
            Good(
                "en",
                "Notice from the Head of Kościerzyna Commune. We remind you that under Article 56(1) of the Act of 11 March 2004 on the protection of animal health and the control of infectious animal diseases, dog owners are required to have their dogs vaccinated against rabies within 30 days of the dog reaching 3 months of age, and then at least every 12 months. The commune vaccination will take place on Saturday, 12 April 2025, at the OSP fire station in Wielki Klincz, 9 a.m. to 12 noon. The vaccination costs PLN 50. Owners should bring the dog's health booklet. Dogs must be kept on a lead and muzzled. Failure to vaccinate a dog is an offence punishable by a fine.",
            ),
        ],
        bad=[
            Slip(0, [("z art. 56 ust. 1 ustawy", "z art. 65 ust. 1 ustawy")], "legal_reference"),
            Slip(
                1,
                [("Właściciel powinien mieć przy sobie", "Właściciel musi mieć przy sobie")],
                "modality",
            ),
            Slip(2, [("The vaccination costs PLN 50.", "The vaccination costs PLN 40.")], "number"),
        ],
    ),
    Case(
        key="pl-office-network-printer-setup-note",
        source="Konfiguracja drukarki sieciowej w biurze na 2. piętrze. Drukarka HP LaserJet M428 ma stały adres 192.168.10.45. Na komputerach z Windows dodaj ją przez Ustawienia → Drukarki, wybierając opcję „Dodaj ręcznie” i protokół IPP. Na Linuksie wystarczy polecenie `lpadmin -p biuro2 -E -v ipp://192.168.10.45/ipp/print -m everywhere`. Nie instaluj sterowników ze strony producenta – system pobierze je sam. Druk dwustronny jest domyślnie włączony. Jeśli drukarka nie odpowiada, prawdopodobnie przeszła w tryb uśpienia; wybudzisz ją, dotykając panelu. Toner wymienia wyłącznie dział IT – zgłoszenie należy wysłać przez Helpdesk.",
        good=[
            Good(
                "preserve",
                "Drukarka sieciowa – biuro na 2. piętrze\n\n"
                "Drukarka HP LaserJet M428 ma stały adres 192.168.10.45.\n\n"
                "1. Windows: Ustawienia → Drukarki → „Dodaj ręcznie”, protokół IPP.\n"
                "2. Linux: wystarczy uruchomić `lpadmin -p biuro2 -E -v ipp://192.168.10.45/ipp/print -m everywhere`.\n"
                "3. Sterowników ze strony producenta nie instaluj – system pobierze je samodzielnie.\n\n"
                "Druk dwustronny jest włączony domyślnie. Drukarka nie odpowiada? Prawdopodobnie przeszła w tryb uśpienia – dotknij panelu, żeby ją wybudzić. Toner wymienia wyłącznie dział IT; zgłoszenie należy wysłać przez Helpdesk.",
            ),
            Good(
                "preserve",
                "W biurze na 2. piętrze stoi drukarka HP LaserJet M428 ze stałym adresem 192.168.10.45. W systemie Windows dodasz ją w Ustawieniach, w sekcji Drukarki: wybierz „Dodaj ręcznie” i protokół IPP. W Linuksie wystarczy jedno polecenie: `lpadmin -p biuro2 -E -v ipp://192.168.10.45/ipp/print -m everywhere`. Nie instaluj sterowników ze strony producenta, bo system sam je pobierze. Domyślnie drukarka drukuje dwustronnie. Gdy nie reaguje, to prawdopodobnie weszła w tryb uśpienia – wystarczy dotknąć panelu, by ją wybudzić. Toner wymienia wyłącznie dział IT, a zgłoszenie trzeba wysłać przez Helpdesk.",
            ),
            Good(
                "en",
                "Network printer setup for the 2nd-floor office. The HP LaserJet M428 printer has a static address, 192.168.10.45. On Windows computers, add it via Settings → Printers, choosing “Add manually” and the IPP protocol. On Linux, a single command is enough: `lpadmin -p biuro2 -E -v ipp://192.168.10.45/ipp/print -m everywhere`. Do not install drivers from the manufacturer's website – the system will download them itself. Duplex printing is enabled by default. If the printer does not respond, it has probably gone into sleep mode; touch the panel to wake it up. Toner is replaced only by the IT department – requests must be sent through the Helpdesk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Prawdopodobnie przeszła w tryb uśpienia", "Przeszła w tryb uśpienia")],
                "hedge",
            ),
            Slip(1, [("/ipp/print -m everywhere`", "/ipp/print -m raw`")], "code"),
            Slip(2, [("Do not install drivers from", "Install drivers from")], "negation"),
        ],
    ),
    Case(
        key="pl-tap-water-microplastics-literature-review",
        source="Przegląd literatury: mikroplastik w wodzie wodociągowej. Według badania Harrison i in. (2018, „Environmental Monitoring Reports”, t. 9, s. 45–58) mikrowłókna wykryto w 83% próbek wody z kranu pobranych w kilkunastu krajach. Późniejsza praca Okafor i in. (2020, „Journal of Water Quality”, t. 182) wskazuje, że uzdatnianie wody usuwa od 70 do 90% cząstek większych niż 10 µm. Wpływ mikroplastiku na zdrowie człowieka pozostaje niejasny: WHO w raporcie z 2019 r. stwierdziła, że przy obecnym stanie wiedzy brak dowodów na zagrożenie dla zdrowia. Autorzy przeglądu zalecają, aby przyszłe badania stosowały ujednolicone metody pomiaru, ponieważ różnice w metodyce utrudniają porównywanie wyników. Wnioski należy formułować ostrożnie, bo liczba badań jest wciąż niewielka.",
        good=[
            Good(
                "preserve",
                "Mikroplastik w wodzie z kranu – przegląd literatury. Harrison i in. (2018, „Environmental Monitoring Reports”, t. 9, s. 45–58) wykryli mikrowłókna w 83% próbek wody wodociągowej z kilkunastu krajów. Z nowszej pracy Okafor i in. (2020, „Journal of Water Quality”, t. 182) wynika, że uzdatnianie usuwa 70–90% cząstek o rozmiarze powyżej 10 µm. Nadal nie jest jasne, jak mikroplastik wpływa na zdrowie człowieka – według raportu WHO z 2019 r. przy obecnym stanie wiedzy nie ma dowodów na zagrożenie dla zdrowia. Ponieważ różnice w metodyce utrudniają porównywanie wyników, autorzy przeglądu zalecają, by w przyszłych badaniach stosować ujednolicone metody pomiaru. Wnioski trzeba formułować ostrożnie, gdyż badań jest wciąż niewiele.",
            ),
            Good(
                "preserve",
                "Przegląd literatury – mikroplastik w wodzie wodociągowej:\n"
                "- Harrison i in. (2018, „Environmental Monitoring Reports”, t. 9, s. 45–58): mikrowłókna w 83% próbek wody z kranu pobranych w kilkunastu krajach.\n"
                "- Okafor i in. (2020, „Journal of Water Quality”, t. 182): uzdatnianie wody usuwa od 70 do 90% cząstek większych niż 10 µm.\n"
                "- Wpływ na zdrowie człowieka: niejasny; według raportu WHO z 2019 r. przy obecnym stanie wiedzy brak dowodów na zagrożenie dla zdrowia.\n"
                "- Zalecenie autorów przeglądu: przyszłe badania powinny stosować ujednolicone metody pomiaru, bo różnice w metodyce utrudniają porównywanie wyników.\n"
                "- Wnioski należy formułować ostrożnie – liczba badań jest wciąż niewielka.",
            ),
            Good(
                "en",
                "Literature review: microplastics in tap water. According to Harrison et al. (2018, Environmental Monitoring Reports, vol. 9, pp. 45–58), microfibres were detected in 83% of tap water samples collected in a dozen or so countries. A later paper by Okafor et al. (2020, Journal of Water Quality, vol. 182) indicates that water treatment removes 70 to 90% of particles larger than 10 µm. The impact of microplastics on human health remains unclear: in a 2019 report, the WHO stated that, given the current state of knowledge, there is no evidence of a health risk. The authors of the review recommend that future studies use standardised measurement methods, because differences in methodology make it difficult to compare results. Conclusions should be drawn with caution, as the number of studies is still small.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "próbek wody wodociągowej z kilkunastu krajów.",
                        "próbek wody wodociągowej z kilkunastu krajów, najczęściej w Stanach Zjednoczonych.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("przyszłe badania powinny stosować", "przyszłe badania muszą stosować")],
                "modality",
            ),
            Slip(2, [("Okafor et al. (2020,", "Okafor et al. (2021,")], "citation"),
        ],
    ),
    Case(
        key="pl-school-trip-krakow-parents-letter",
        source="Szanowni Rodzice! Informujemy, że wycieczka klas 6a i 6b do Krakowa odbędzie się w dniach 22–23 maja 2025 r. Wyjazd zaplanowano na godzinę 7:00 sprzed budynku szkoły, a powrót na około 19:00 drugiego dnia. Koszt wycieczki wynosi 420 zł i obejmuje przejazd autokarem, nocleg, wyżywienie oraz bilety wstępu do Muzeum Narodowego i Kopalni Soli w Wieliczce. Wpłat należy dokonywać na konto Rady Rodziców do 30 kwietnia. Uczniowie nie mogą zabierać ze sobą napojów energetycznych. Zgoda rodzica na wyjazd jest obowiązkowa – bez podpisanego formularza dziecko nie weźmie udziału w wycieczce. Opiekunami grupy będą p. Marta Zielińska i p. Tomasz Kubiak.",
        good=[
            Good(
                "preserve",
                "Drodzy Rodzice, klasy 6a i 6b jadą do Krakowa 22 i 23 maja 2025 r. Wyjeżdżamy o 7:00 sprzed szkoły, a wracamy drugiego dnia około 19:00. Wycieczka kosztuje 420 zł – w cenie są przejazd autokarem, nocleg, wyżywienie i bilety wstępu do Muzeum Narodowego oraz Kopalni Soli w Wieliczce. Pieniądze należy wpłacić na konto Rady Rodziców do 30 kwietnia. Dzieci nie mogą zabierać ze sobą napojów energetycznych. Zgoda rodzica na wyjazd jest obowiązkowa: bez podpisanego formularza dziecko nie pojedzie na wycieczkę. Opiekunami grupy będą p. Marta Zielińska i p. Tomasz Kubiak.",
            ),
            Good(
                "preserve",
                "Wycieczka klas 6a i 6b do Krakowa\n\n"
                "Termin: 22–23 maja 2025 r.\n"
                "Wyjazd: godz. 7:00 sprzed budynku szkoły; powrót drugiego dnia ok. 19:00.\n"
                "Koszt: 420 zł (przejazd autokarem, nocleg, wyżywienie, bilety wstępu do Muzeum Narodowego i Kopalni Soli w Wieliczce).\n"
                "Wpłaty: na konto Rady Rodziców, należy ich dokonać do 30 kwietnia.\n"
                "Zakaz: uczniowie nie mogą zabierać napojów energetycznych.\n"
                "Zgoda rodzica: obowiązkowa – bez podpisanego formularza dziecko nie weźmie udziału w wycieczce.\n"
                "Opiekunowie: p. Marta Zielińska i p. Tomasz Kubiak.",
            ),
            Good(
                "en",
                "Dear Parents, the trip to Kraków for classes 6a and 6b will take place on 22–23 May 2025. Departure is scheduled for 7:00 a.m. from outside the school building, with the return at about 7:00 p.m. on the second day. The trip costs PLN 420, which covers coach travel, accommodation, meals and admission tickets to the National Museum and the Wieliczka Salt Mine. Payments must be made to the Parents' Council account by 30 April. Pupils may not bring energy drinks with them. Parental consent for the trip is mandatory – without a signed form, the child will not take part in the trip. The group will be accompanied by Ms Marta Zielińska and Mr Tomasz Kubiak.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Dzieci nie mogą zabierać ze sobą napojów energetycznych.",
                        "Dzieci mogą zabierać ze sobą napoje energetyczne.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("do 30 kwietnia", "do 15 kwietnia")], "date"),
            Slip(
                2,
                [
                    (
                        "Pupils may not bring energy drinks with them. Parental consent for the trip is mandatory – without a signed form, the child will not take part in the trip.",
                        "Uczniowie nie mogą zabierać ze sobą napojów energetycznych. Zgoda rodzica na wyjazd jest obowiązkowa – bez podpisanego formularza dziecko nie weźmie udziału w wycieczce.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-online-grocery-complaint-procedure",
        source="Reklamacje w sklepie internetowym ZielonyKosz.pl. Jeśli otrzymany towar jest wadliwy, możesz złożyć reklamację przez formularz na stronie lub e-mailem. Do zgłoszenia musisz dołączyć numer zamówienia oraz zdjęcia wady. Reklamowanego produktu nie odsyłaj przed otrzymaniem od nas potwierdzenia – przesyłki wysłane bez uzgodnienia nie będą przyjmowane. Na reklamację odpowiemy w ciągu 14 dni; brak odpowiedzi w tym terminie oznacza, że uznaliśmy ją za zasadną. Koszt odesłania wadliwego towaru pokrywa sklep. W przypadku produktów spożywczych z krótką datą ważności wadę należy zgłosić w ciągu 24 godzin od dostawy. Możesz żądać wymiany towaru na nowy, naprawy, obniżenia ceny lub – jeśli wada jest istotna – odstąpienia od umowy.",
        good=[
            Good(
                "preserve",
                "Zasady reklamacji w sklepie internetowym ZielonyKosz.pl. Klient, który otrzymał wadliwy towar, może złożyć reklamację za pośrednictwem formularza na stronie lub pocztą elektroniczną. Zgłoszenie musi zawierać numer zamówienia oraz zdjęcia wady. Reklamowanego produktu nie należy odsyłać przed otrzymaniem potwierdzenia od sklepu; przesyłki nadane bez uzgodnienia nie będą przyjmowane. Sklep odpowiada na reklamację w terminie 14 dni, a brak odpowiedzi w tym czasie oznacza uznanie reklamacji za zasadną. Koszt odesłania wadliwego towaru ponosi sklep. W przypadku produktów spożywczych z krótką datą ważności wadę należy zgłosić w ciągu 24 godzin od dostawy. Klient może żądać wymiany towaru na nowy, naprawy, obniżenia ceny albo – przy wadzie istotnej – odstąpienia od umowy.",
            ),
            Good(
                "preserve",
                "Otrzymałeś wadliwy towar? Oto jak złożyć reklamację w ZielonyKosz.pl:\n\n"
                "- Możesz ją zgłosić przez formularz na stronie albo mailem.\n"
                "- Koniecznie dołącz numer zamówienia i zdjęcia wady.\n"
                "- Nie odsyłaj produktu, dopóki nie dostaniesz od nas potwierdzenia – paczek wysłanych bez uzgodnienia nie przyjmujemy.\n"
                "- Odpowiemy w ciągu 14 dni. Jeśli w tym czasie się nie odezwiemy, oznacza to, że uznaliśmy reklamację za zasadną.\n"
                "- Za odesłanie wadliwego towaru płaci sklep.\n"
                "- Produkty spożywcze z krótką datą ważności: wadę musisz zgłosić w ciągu 24 godzin od dostawy.\n"
                "- Możesz żądać wymiany na nowy towar, naprawy, obniżenia ceny, a jeśli wada jest istotna – odstąpienia od umowy.",
            ),
            Good(
                "en",
                "Complaints at the ZielonyKosz.pl online shop. If the goods you receive are defective, you can file a complaint using the form on the website or by e-mail. You must include your order number and photos of the defect. Do not send the product back before you receive our confirmation – parcels sent without prior agreement will not be accepted. We will respond to your complaint within 14 days; if we do not respond within that time, it means we have accepted the complaint as justified. The shop covers the cost of returning defective goods. For food products with a short expiry date, defects must be reported within 24 hours of delivery. You can request a replacement with a new item, repair, a price reduction or – if the defect is significant – withdrawal from the contract.",
            ),
        ],
        bad=[
            Slip(0, [("Zgłoszenie musi zawierać", "Zgłoszenie powinno zawierać")], "modality"),
            Slip(
                1,
                [
                    (
                        "paczek wysłanych bez uzgodnienia nie przyjmujemy",
                        "paczki wysłane bez uzgodnienia też przyjmujemy",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "The shop covers the cost of returning defective goods.",
                        "The shop covers the cost of returning defective goods sent via InPost parcel lockers.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-halny-wind-weather-warning",
        source="Ostrzeżenie meteorologiczne drugiego stopnia dla powiatów tatrzańskiego i nowotarskiego. Prognozowany jest silny wiatr o średniej prędkości od 40 do 55 km/h, w porywach prawdopodobnie do 100 km/h, z kierunków południowych (wiatr halny). Ostrzeżenie obowiązuje od godz. 18:00 w piątek do godz. 12:00 w sobotę. Prawdopodobieństwo wystąpienia zjawiska szacuje się na 80%. Wiatr może łamać drzewa i zrywać linie energetyczne, możliwe są też przerwy w dostawach prądu. W wyższych partiach gór porywy mogą sięgać nawet 150 km/h. Turystom zaleca się rezygnację z wyjść w góry powyżej górnej granicy lasu. Aktualne komunikaty są publikowane na stronie meteo.imgw.pl.",
        good=[
            Good(
                "preserve",
                "Uwaga: ostrzeżenie drugiego stopnia przed silnym wiatrem dla powiatów tatrzańskiego i nowotarskiego. Obowiązuje od piątku, godz. 18:00, do soboty, godz. 12:00. Prognozuje się halny z południa o średniej prędkości 40–55 km/h, w porywach prawdopodobnie do 100 km/h; w wyższych partiach gór porywy mogą dochodzić nawet do 150 km/h. Prawdopodobieństwo, że zjawisko wystąpi, szacuje się na 80%. Wiatr może łamać drzewa i zrywać linie energetyczne, możliwe są też przerwy w dostawach prądu. Turystom zaleca się, by zrezygnowali z wyjść w góry powyżej górnej granicy lasu. Bieżące komunikaty znajdziesz na meteo.imgw.pl.",
            ),
            Good(
                "preserve",
                "Ostrzeżenie meteorologiczne 2. stopnia – silny wiatr\n\n"
                "• Obszar: powiaty tatrzański i nowotarski.\n"
                "• Ważność: od godz. 18:00 w piątek do godz. 12:00 w sobotę.\n"
                "• Prognoza: wiatr halny z kierunków południowych, średnio od 40 do 55 km/h, w porywach prawdopodobnie do 100 km/h; w wyższych partiach gór porywy mogą sięgać nawet 150 km/h.\n"
                "• Prawdopodobieństwo wystąpienia: szacowane na 80%.\n"
                "• Możliwe skutki: łamanie drzew, zrywanie linii energetycznych, przerwy w dostawach prądu.\n"
                "• Zalecenie dla turystów: rezygnacja z wyjść w góry powyżej górnej granicy lasu.\n"
                "• Aktualne komunikaty: meteo.imgw.pl.",
            ),
            Good(
                "en",
                "Level 2 weather warning for the Tatra and Nowy Targ counties. Strong southerly winds (the halny wind) are forecast, with average speeds of 40 to 55 km/h and gusts probably up to 100 km/h. The warning is valid from 6 p.m. on Friday to 12 noon on Saturday. The probability of the event is estimated at 80%. The wind may break trees and bring down power lines, and power outages are also possible. In the higher parts of the mountains, gusts may reach as much as 150 km/h. Tourists are advised not to go into the mountains above the tree line. Current updates are published at meteo.imgw.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("o średniej prędkości 40–55 km/h", "o średniej prędkości 40–65 km/h")],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "powyżej górnej granicy lasu.\n",
                        "powyżej górnej granicy lasu; Tatrzański Park Narodowy zamknął już szlaki powyżej schronisk.\n",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("gusts probably up to 100 km/h", "gusts up to 100 km/h")], "hedge"),
        ],
    ),
]
