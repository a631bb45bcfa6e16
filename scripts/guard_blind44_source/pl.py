# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 44: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-mpwik-komunikat-woda-bielany-coli",
        source="""Komunikat MPWiK w sprawie jakości wody na Bielanach

W związku z awarią magistrali przy ul. Kasprowicza w dniu 14 sierpnia 2025 r. w próbkach pobranych z sieci wodociągowej na osiedlach Wawrzyszew i Chomiczówka stwierdzono obecność bakterii grupy coli w ilości 3 jtk/100 ml. Do odwołania woda z kranu nie nadaje się do picia bez przegotowania. Można jej natomiast używać do mycia i spłukiwania toalet. Mieszkańcy mogą pobierać wodę pitną z beczkowozów ustawionych przy ul. Wrzeciono 10 i przy ul. Brązowniczej 15 w godzinach 7:00–21:00. Prace naprawcze potrwają prawdopodobnie do piątku, a kolejne badania laboratoryjne zaplanowano na 18 sierpnia. Aktualne informacje publikujemy na stronie mpwik.com.pl oraz pod numerem 22 445 55 55.""",
        good=[
            Good(
                "preserve",
                """Uwaga, mieszkańcy Wawrzyszewa i Chomiczówki! Po awarii magistrali przy ul. Kasprowicza 14 sierpnia 2025 r. w wodzie z sieci wodociągowej wykryto bakterie grupy coli (3 jtk/100 ml). Dopóki komunikat nie zostanie odwołany, woda z kranu nie nadaje się do picia bez przegotowania. Do mycia i spłukiwania toalet możesz jej jednak używać. Wodę pitną możesz pobrać z beczkowozów przy ul. Wrzeciono 10 oraz przy ul. Brązowniczej 15, od 7:00 do 21:00. Naprawa potrwa prawdopodobnie do piątku, a następne badania laboratoryjne zaplanowano na 18 sierpnia. Bieżące informacje znajdziesz na mpwik.com.pl i pod numerem 22 445 55 55.""",
            ),
            Good(
                "preserve",
                """**Jakość wody – Wawrzyszew i Chomiczówka (Bielany)**

- 14 sierpnia 2025 r. doszło do awarii magistrali przy ul. Kasprowicza; w próbkach z sieci wodociągowej wykryto bakterie grupy coli na poziomie 3 jtk/100 ml.
- Do czasu odwołania komunikatu woda z kranu nadaje się do picia wyłącznie po przegotowaniu. Można jej używać do mycia i spłukiwania toalet.
- Wodę pitną można pobierać z beczkowozów przy ul. Wrzeciono 10 i ul. Brązowniczej 15 w godz. 7:00–21:00.
- Naprawa potrwa prawdopodobnie do piątku; kolejne badania laboratoryjne zaplanowano na 18 sierpnia.
- Aktualności: mpwik.com.pl, tel. 22 445 55 55.""",
            ),
            Good(
                "en",
                """MPWiK notice on water quality in Bielany

Following a water main failure on Kasprowicza Street on 14 August 2025, samples taken from the water supply network in the Wawrzyszew and Chomiczówka estates were found to contain coliform bacteria at 3 CFU/100 ml. Until further notice, tap water is not fit for drinking unless it has been boiled. It can, however, be used for washing and flushing toilets. Residents can collect drinking water from water tankers parked at ul. Wrzeciono 10 and ul. Brązownicza 15 between 7:00 a.m. and 9:00 p.m. The repairs will probably last until Friday, and further laboratory tests are scheduled for 18 August. Updates are published at mpwik.com.pl and available by phone on 22 445 55 55.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "woda z kranu nie nadaje się do picia bez przegotowania",
                        "woda z kranu nadaje się do picia bez przegotowania",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("Naprawa potrwa prawdopodobnie do piątku", "Naprawa potrwa do piątku")],
                "hedge",
            ),
            Slip(
                2,
                [("coliform bacteria at 3 CFU/100 ml", "coliform bacteria at 13 CFU/100 ml")],
                "number",
            ),
        ],
    ),
    Case(
        key="pl-regulamin-silowni-zawieszenie-karnetu-open",
        source="""Regulamin klubu FitStrefa – zawieszanie karnetów

Posiadacz karnetu OPEN może zawiesić go raz w roku na okres od 7 do 30 dni. Wniosek należy złożyć w recepcji lub przez aplikację najpóźniej dzień przed planowaną przerwą. Zawieszenie z powodu choroby trwające dłużej niż 30 dni wymaga przedstawienia zaświadczenia lekarskiego. Opłata za zawieszenie wynosi 25 zł i nie podlega zwrotowi. Karnetów kupionych w promocji „Student” nie można zawieszać. W czasie zawieszenia wejście do klubu nie jest możliwe, a niewykorzystane dni przechodzą na koniec okresu rozliczeniowego. Pozostałe zasady korzystania z karnetów określa § 7 ust. 2 Regulaminu, a kwestie reklamacji – § 12.""",
        good=[
            Good(
                "preserve",
                """Masz karnet OPEN w FitStrefie? Raz w roku możesz go zawiesić na 7–30 dni. Wniosek złóż w recepcji albo w aplikacji, najpóźniej dzień przed rozpoczęciem przerwy. Jeśli przerwa z powodu choroby ma trwać ponad 30 dni, musisz przedstawić zaświadczenie lekarskie. Za zawieszenie płacisz 25 zł – ta opłata nie jest zwracana. Uwaga: karnetów z promocji „Student” nie można zawieszać. Podczas zawieszenia nie wejdziesz do klubu, a dni, których nie wykorzystasz, zostaną przeniesione na koniec okresu rozliczeniowego. Pozostałe zasady korzystania z karnetów znajdziesz w § 7 ust. 2 Regulaminu, a zasady reklamacji – w § 12.""",
            ),
            Good(
                "preserve",
                """Zawieszenie karnetu OPEN – zasady klubu FitStrefa:
1. Karnet OPEN można zawiesić jeden raz w roku, na 7–30 dni.
2. Wniosek należy złożyć w recepcji lub w aplikacji, nie później niż na dzień przed planowaną przerwą.
3. Przy zawieszeniu z powodu choroby na okres dłuższy niż 30 dni wymagane jest zaświadczenie lekarskie.
4. Opłata za zawieszenie wynosi 25 zł; nie podlega ona zwrotowi.
5. Karnety kupione w promocji „Student” nie podlegają zawieszeniu.
6. W okresie zawieszenia nie można wchodzić do klubu; niewykorzystane dni są przenoszone na koniec okresu rozliczeniowego.

Pozostałe zasady korzystania z karnetów reguluje § 7 ust. 2 Regulaminu, a reklamacje – jego § 12.""",
            ),
            Good(
                "en",
                """FitStrefa club rules – suspending passes

Holders of an OPEN pass may suspend it once a year for a period of 7 to 30 days. The request must be submitted at reception or via the app no later than one day before the planned break. A suspension due to illness lasting longer than 30 days requires a medical certificate. The suspension fee is PLN 25 and is non-refundable. Passes bought under the “Student” promotion cannot be suspended. While a pass is suspended, you cannot enter the club, and any unused days are carried over to the end of the billing period. Other rules for using passes are set out in § 7(2) of the Rules, and complaints are covered by § 12.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "musisz przedstawić zaświadczenie lekarskie",
                        "warto przedstawić zaświadczenie lekarskie",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [("Opłata za zawieszenie wynosi 25 zł", "Opłata za zawieszenie wynosi 35 zł")],
                "number",
            ),
            Slip(
                2,
                [("set out in § 7(2) of the Rules", "set out in § 7(3) of the Rules")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="pl-montaz-komody-prowadnice-konfirmaty",
        source="""Instrukcja montażu komody HELGA 6S

Do montażu potrzebne są dwie osoby oraz wkrętarka z regulacją momentu obrotowego. Przed rozpoczęciem sprawdź zawartość paczki z listą elementów na stronie 2: komplet obejmuje 48 konfirmatów, 24 kołki drewniane i 6 par prowadnic. Nie dokręcaj konfirmatów na maksymalnym momencie – płyta wiórowa może pęknąć. Prowadnice szuflad montuje się w odległości 37 mm od przedniej krawędzi boku. Komodę należy przymocować do ściany za pomocą dołączonego kątownika; bez tego mebel może się przewrócić po wysunięciu kilku szuflad. Producent nie odpowiada za uszkodzenia wynikające z montażu niezgodnego z instrukcją.""",
        good=[
            Good(
                "preserve",
                """Komoda HELGA 6S – jak ją złożyć

1. Montaż zaplanuj we dwie osoby i przygotuj wkrętarkę z regulacją momentu obrotowego.
2. Porównaj zawartość paczki z listą elementów ze strony 2. Komplet zawiera 48 konfirmatów, 24 drewniane kołki i 6 par prowadnic.
3. Konfirmatów nie dokręcaj na maksymalnym momencie, bo płyta wiórowa może pęknąć.
4. Prowadnice szuflad przykręć 37 mm od przedniej krawędzi boku.
5. Komodę trzeba przymocować do ściany dołączonym kątownikiem – inaczej po wysunięciu kilku szuflad może się przewrócić.

Producent nie odpowiada za uszkodzenia powstałe przy montażu niezgodnym z instrukcją.""",
            ),
            Good(
                "preserve",
                """Do złożenia komody HELGA 6S potrzebne są dwie osoby i wkrętarka z regulacją momentu obrotowego. Zanim zaczniesz, sprawdź, czy w paczce jest wszystko, co wymienia lista elementów na stronie 2: 48 konfirmatów, 24 kołki drewniane oraz 6 par prowadnic. Konfirmatów nie wolno dokręcać na maksymalnym momencie, ponieważ płyta wiórowa może pęknąć. Prowadnice szuflad mocuje się 37 mm od przedniej krawędzi boku. Mebel należy przymocować do ściany kątownikiem z zestawu, bo bez tego może się przewrócić, gdy wysunie się kilka szuflad. Za uszkodzenia spowodowane montażem niezgodnym z instrukcją producent nie odpowiada.""",
            ),
            Good(
                "en",
                """Assembly instructions – HELGA 6S chest of drawers

Assembly requires two people and a drill/driver with adjustable torque. Before you start, check the contents of the package against the parts list on page 2: the set includes 48 confirmat screws, 24 wooden dowels and 6 pairs of drawer runners. Do not tighten the confirmat screws at maximum torque – the chipboard may crack. Fit the drawer runners 37 mm from the front edge of the side panel. The chest must be fixed to the wall with the supplied angle bracket; without it, the unit may tip over when several drawers are pulled out. The manufacturer is not liable for damage resulting from assembly that does not follow these instructions.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Komodę trzeba przymocować do ściany", "Komodę można przymocować do ściany")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Konfirmatów nie wolno dokręcać na maksymalnym momencie",
                        "Konfirmaty należy dokręcać na maksymalnym momencie",
                    )
                ],
                "negation",
            ),
            Slip(2, [("48 confirmat screws", "40 confirmat screws")], "number"),
        ],
    ),
    Case(
        key="pl-konsultacje-skwer-ujastek-nowa-huta",
        source="""Konsultacje społeczne: nowy skwer przy ul. Ujastek

Prezydent Miasta Krakowa zaprasza mieszkańców do udziału w konsultacjach dotyczących zagospodarowania skweru przy ul. Ujastek w Nowej Hucie. Konsultacje potrwają od 3 do 24 marca 2025 r. Uwagi można zgłaszać przez formularz na stronie dialogspoleczny.krakow.pl, mailowo na adres konsultacje@um.krakow.pl albo w punkcie informacyjnym na os. Zgody 2. Spotkanie otwarte z projektantami odbędzie się 12 marca o 17:30 w Nowohuckim Centrum Kultury. Projekt koncepcyjny przewiduje m.in. plac zabaw, łąkę kwietną i ścieżkę spacerową. Raport z konsultacji zostanie opublikowany w ciągu 30 dni od ich zakończenia.""",
        good=[
            Good(
                "preserve",
                """Mieszkasz w Nowej Hucie? Pomóż zaplanować skwer przy ul. Ujastek! Od 3 do 24 marca 2025 r. trwają konsultacje społeczne, w których Prezydent Miasta Krakowa pyta mieszkańców o zagospodarowanie tego miejsca. Projekt koncepcyjny zakłada między innymi plac zabaw, łąkę kwietną i ścieżkę spacerową. Swoje uwagi możesz przesłać przez formularz na dialogspoleczny.krakow.pl, wysłać mailem na konsultacje@um.krakow.pl lub zostawić w punkcie informacyjnym na os. Zgody 2. Z projektantami spotkasz się 12 marca o 17:30 w Nowohuckim Centrum Kultury, na spotkaniu otwartym. Raport z konsultacji zostanie opublikowany najpóźniej 30 dni po ich zakończeniu.""",
            ),
            Good(
                "preserve",
                """Prezydent Miasta Krakowa zaprasza do konsultacji społecznych w sprawie zagospodarowania skweru przy ul. Ujastek (Nowa Huta), które odbędą się w dniach 3–24 marca 2025 r.

Uwagi można składać:
- za pośrednictwem formularza na stronie dialogspoleczny.krakow.pl,
- drogą elektroniczną: konsultacje@um.krakow.pl,
- osobiście w punkcie informacyjnym, os. Zgody 2.

12 marca o godz. 17:30 w Nowohuckim Centrum Kultury zaplanowano otwarte spotkanie z projektantami. Koncepcja obejmuje m.in. plac zabaw, łąkę kwietną oraz ścieżkę spacerową. Raport z konsultacji zostanie opublikowany w terminie 30 dni od ich zakończenia.""",
            ),
            Good(
                "en",
                """Public consultation: a new green square on Ujastek Street

The Mayor of Kraków invites residents to take part in a consultation on the design of the square on Ujastek Street in Nowa Huta. The consultation runs from 3 to 24 March 2025. Comments can be submitted via the form at dialogspoleczny.krakow.pl, by e-mail to konsultacje@um.krakow.pl, or at the information point at os. Zgody 2. An open meeting with the designers will take place on 12 March at 5:30 p.m. at the Nowa Huta Cultural Centre. Among other things, the concept design includes a playground, a wildflower meadow and a walking path. A report on the consultation will be published within 30 days of its close.""",
            ),
        ],
        bad=[
            Slip(0, [("spotkasz się 12 marca o 17:30", "spotkasz się 21 marca o 17:30")], "date"),
            Slip(
                1,
                [
                    (
                        "drogą elektroniczną: konsultacje@um.krakow.pl",
                        "drogą elektroniczną: konsultacje@krakow.pl",
                    )
                ],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "within 30 days of its close.",
                        "within 30 days of its close, and work on the square is due to begin this autumn.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-kurs-hiszpanskiego-b1-grupa-wieczorowa",
        source="""Kurs języka hiszpańskiego – poziom B1 (grupa wieczorowa)

Kurs jest przeznaczony dla osób, które ukończyły poziom A2 lub uzyskały co najmniej 60% punktów w naszym teście kwalifikacyjnym. Zajęcia odbywają się we wtorki i czwartki w godz. 18:00–19:30, od 7 października 2025 r. do 11 czerwca 2026 r., łącznie 120 godzin lekcyjnych. Grupy liczą od 6 do 10 osób. Cena kursu to 2 400 zł; można ją rozłożyć na cztery raty. Uczestnicy muszą być obecni na co najmniej 80% zajęć, aby otrzymać certyfikat ukończenia. Podręcznik nie jest wliczony w cenę. Zapisy przyjmujemy do 26 września.""",
        good=[
            Good(
                "preserve",
                """Hiszpański B1 wieczorami! Jeśli masz za sobą poziom A2 albo zdobędziesz co najmniej 60% punktów w naszym teście kwalifikacyjnym, ten kurs jest dla Ciebie. Spotykamy się we wtorki i czwartki od 18:00 do 19:30, od 7 października 2025 r. do 11 czerwca 2026 r. – w sumie 120 godzin lekcyjnych. W grupie będzie od 6 do 10 osób. Kurs kosztuje 2400 zł, a płatność możesz rozłożyć na cztery raty. Podręcznik nie jest wliczony w cenę. Żeby dostać certyfikat ukończenia, musisz być obecny na co najmniej 80% zajęć. Zapisz się do 26 września!""",
            ),
            Good(
                "preserve",
                """Kurs języka hiszpańskiego B1 – grupa wieczorowa

- Dla kogo: osoby po ukończonym poziomie A2 lub z wynikiem co najmniej 60% w teście kwalifikacyjnym szkoły.
- Kiedy: wtorki i czwartki, 18:00–19:30; od 7.10.2025 do 11.06.2026.
- Wymiar: 120 godzin lekcyjnych.
- Liczebność grupy: 6–10 osób.
- Cena: 2 400 zł, z możliwością płatności w czterech ratach; podręcznik nie jest wliczony w cenę.
- Certyfikat: warunkiem jego otrzymania jest obecność na co najmniej 80% zajęć.

Zapisy trwają do 26 września.""",
            ),
            Good(
                "en",
                """Spanish course – level B1 (evening group)

This course is for learners who have completed level A2 or scored at least 60% in our placement test. Classes take place on Tuesdays and Thursdays from 6:00 to 7:30 p.m., from 7 October 2025 to 11 June 2026, for a total of 120 teaching hours. Groups have between 6 and 10 students. The course costs PLN 2,400, which can be paid in four instalments. To receive a certificate of completion, participants must attend at least 80% of classes. The textbook is not included in the price. Enrolment is open until 26 September.""",
            ),
        ],
        bad=[
            Slip(0, [("Zapisz się do 26 września!", "Zapisz się do 6 września!")], "date"),
            Slip(
                1,
                [
                    (
                        "- Liczebność grupy: 6–10 osób.",
                        "- Liczebność grupy: 6–10 osób.\n- Prowadzący: lektor z Hiszpanii z dziesięcioletnim doświadczeniem.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "participants must attend at least 80% of classes",
                        "participants should attend at least 80% of classes",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-changelog-aplikacji-parkingowej-wersja-4-12",
        source="""## Wersja 4.12.0 (2025-05-19)

### Nowości
- Mapa pokazuje teraz orientacyjną liczbę wolnych miejsc w każdej strefie.
- Dodaliśmy możliwość ustawienia pojazdu domyślnego.

### Poprawki
- Naprawiono błąd, przez który przypomnienie o końcu postoju nie pojawiało się na Androidzie 14.
- Płatność BLIK nie jest już przerywana po wygaszeniu ekranu.

### Zmiany techniczne
- Minimalna obsługiwana wersja iOS to teraz 15.0.
- Klucz `map.zone_radius` w pliku `config.json` został zastąpiony przez `map.zoneRadius`.

Aktualizacja nie wymaga ponownego logowania. Jeśli po instalacji mapa się nie wczytuje, wyczyść pamięć podręczną w *Ustawienia → Aplikacja*.""",
        good=[
            Good(
                "preserve",
                """## 4.12.0 – 19 maja 2025

### Co nowego
- Na mapie zobaczysz teraz orientacyjną liczbę wolnych miejsc w każdej strefie.
- Możesz ustawić pojazd domyślny.

### Naprawione błędy
- Na Androidzie 14 znów pojawia się przypomnienie o końcu postoju.
- Wygaszenie ekranu nie przerywa już płatności BLIK.

### Zmiany techniczne
- Wymagany jest co najmniej iOS 15.0.
- W pliku `config.json` klucz `map.zone_radius` zastąpiono kluczem `map.zoneRadius`.

Po aktualizacji nie musisz logować się ponownie. Jeżeli po instalacji mapa się nie wczytuje, wyczyść pamięć podręczną w *Ustawienia → Aplikacja*.""",
            ),
            Good(
                "preserve",
                """## Wersja 4.12.0 (19.05.2025)

### Nowości
- Orientacyjna liczba wolnych miejsc w każdej strefie jest teraz widoczna na mapie.
- Nowa opcja: ustawianie pojazdu domyślnego.

### Poprawki
- Usunęliśmy błąd, przez który na Androidzie 14 nie wyświetlało się przypomnienie o końcu postoju.
- Płatności BLIK nie są już przerywane, gdy ekran się wygasza.

### Zmiany techniczne
- Aplikacja działa od wersji iOS 15.0 wzwyż.
- `map.zone_radius` w `config.json` zastąpiono przez `map.zoneRadius`.

Po aktualizacji nie trzeba logować się ponownie. Gdy po instalacji mapa się nie wczytuje, wyczyść pamięć podręczną (*Ustawienia → Aplikacja*).""",
            ),
            Good(
                "en",
                """## Version 4.12.0 (2025-05-19)

### New
- The map now shows the approximate number of free spaces in each zone.
- You can now set a default vehicle.

### Fixes
- Fixed a bug that stopped the end-of-parking reminder from appearing on Android 14.
- BLIK payments are no longer interrupted when the screen turns off.

### Technical changes
- The minimum supported iOS version is now 15.0.
- The `map.zone_radius` key in `config.json` has been replaced by `map.zoneRadius`.

The update does not require you to log in again. If the map does not load after installation, clear the cache in *Settings → App*.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Po aktualizacji nie musisz logować się ponownie.",
                        "Po aktualizacji musisz zalogować się ponownie.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("w `config.json` zastąpiono", "w `settings.json` zastąpiono")], "code"),
            Slip(2, [("### Fixes\n", "Fixes\n")], "markdown"),
        ],
    ),
    Case(
        key="pl-streszczenie-prokrastynacja-lek-przed-ocena",
        source="""Celem badania była analiza związku między prokrastynacją akademicką a poziomem lęku przed oceną u studentów pierwszego roku. W badaniu wzięło udział 312 osób (68% kobiet) z trzech uczelni w Poznaniu. Zastosowano Skalę Prokrastynacji Akademickiej (Kowalczyk i Nowicka, 2014) oraz polską adaptację Kwestionariusza Lęku przed Oceną. Stwierdzono umiarkowaną dodatnią korelację między zmiennymi (r = 0,41; p < 0,001). Wyniki sugerują, że lęk przed oceną może być jednym z czynników podtrzymujących odkładanie nauki, choć korelacyjny charakter badania nie pozwala wnioskować o przyczynowości. Nie stwierdzono istotnych różnic między kierunkami studiów. Omówiono implikacje dla programów wsparcia psychologicznego.""",
        good=[
            Good(
                "preserve",
                """Badacze sprawdzili, jak prokrastynacja akademicka wiąże się z lękiem przed oceną u studentów pierwszego roku. Przebadano 312 osób z trzech poznańskich uczelni, w tym 68% kobiet. Posłużono się Skalą Prokrastynacji Akademickiej (Kowalczyk i Nowicka, 2014) oraz polską wersją Kwestionariusza Lęku przed Oceną. Okazało się, że oba zjawiska łączy umiarkowana dodatnia korelacja (r = 0,41; p < 0,001). Według autorów lęk przed oceną może być jednym z czynników podtrzymujących odkładanie nauki, choć z badania korelacyjnego nie da się wnioskować o przyczynowości. Nie wykazano istotnych różnic między kierunkami studiów. Na koniec omówiono, co wyniki oznaczają dla programów wsparcia psychologicznego.""",
            ),
            Good(
                "preserve",
                """W badaniu przeanalizowano zależność między prokrastynacją akademicką a lękiem przed oceną wśród studentów pierwszego roku. Próbę stanowiło 312 osób (w tym 68% kobiet) z trzech poznańskich uczelni. Wykorzystano Skalę Prokrastynacji Akademickiej (Kowalczyk i Nowicka, 2014) i polską adaptację Kwestionariusza Lęku przed Oceną. Między zmiennymi wystąpiła umiarkowana korelacja dodatnia (r = 0,41; p < 0,001), natomiast różnice między kierunkami studiów okazały się nieistotne. Wyniki sugerują, że lęk przed oceną może być jednym z czynników podtrzymujących odkładanie nauki; korelacyjny charakter badania nie pozwala jednak na wnioski przyczynowe. W końcowej części omówiono implikacje dla programów wsparcia psychologicznego.""",
            ),
            Good(
                "en",
                """This study examined the relationship between academic procrastination and fear of evaluation in first-year university students. The sample comprised 312 participants (68% women) from three universities in Poznań. The Academic Procrastination Scale (Kowalczyk & Nowicka, 2014) and the Polish adaptation of the Fear of Evaluation Questionnaire were used. A moderate positive correlation was found between the variables (r = 0.41, p < 0.001). The results suggest that fear of evaluation may be one of the factors sustaining the tendency to put off studying, although the correlational design does not allow causal inferences. No significant differences were found between fields of study. Implications for psychological support programmes are discussed.""",
            ),
        ],
        bad=[
            Slip(0, [("Przebadano 312 osób", "Przebadano 231 osób")], "number"),
            Slip(
                1,
                [
                    (
                        "Wyniki sugerują, że lęk przed oceną może być jednym",
                        "Wyniki dowodzą, że lęk przed oceną jest jednym",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("(Kowalczyk & Nowicka, 2014)", "(Kowalczyk & Nowicka, 2004)")], "citation"),
        ],
    ),
    Case(
        key="pl-gwarancja-sluchawki-bezprzewodowe-warunki",
        source="""Warunki gwarancji – słuchawki bezprzewodowe SoundMax Air 3

Gwarant udziela gwarancji na okres 24 miesięcy od daty zakupu, a na akumulator – na 12 miesięcy. Reklamację należy zgłosić przez formularz na stronie internetowej lub w punkcie sprzedaży, dołączając dowód zakupu. Gwarancja nie obejmuje uszkodzeń mechanicznych, zalania ani naturalnego zużycia nakładek dousznych. Wada zostanie usunięta w terminie 14 dni roboczych od dostarczenia sprzętu do serwisu. Jeśli naprawa okaże się niemożliwa, gwarant może wymienić produkt na nowy. Gwarancja nie wyłącza, nie ogranicza ani nie zawiesza uprawnień konsumenta z tytułu niezgodności towaru z umową, określonych w rozdziale 5a ustawy z dnia 30 maja 2014 r. o prawach konsumenta.""",
        good=[
            Good(
                "preserve",
                """Ile trwa gwarancja na SoundMax Air 3? 24 miesiące od daty zakupu, a na akumulator – 12 miesięcy.
Jak zgłosić reklamację? Przez formularz na stronie internetowej albo w punkcie sprzedaży – koniecznie z dowodem zakupu.
Czego gwarancja nie obejmuje? Uszkodzeń mechanicznych, zalania i naturalnego zużycia nakładek dousznych.
Ile trwa naprawa? Wada zostanie usunięta w ciągu 14 dni roboczych od dostarczenia słuchawek do serwisu. Jeśli nie da się ich naprawić, gwarant może wymienić je na nowe.
Czy gwarancja ogranicza moje prawa? Nie – nie wyłącza, nie ogranicza ani nie zawiesza Twoich uprawnień z tytułu niezgodności towaru z umową, określonych w rozdziale 5a ustawy z dnia 30 maja 2014 r. o prawach konsumenta.""",
            ),
            Good(
                "preserve",
                """Na słuchawki SoundMax Air 3 gwarant udziela 24-miesięcznej gwarancji liczonej od daty zakupu; akumulator objęty jest gwarancją 12-miesięczną. Zgłoszenie reklamacyjne wraz z dowodem zakupu należy złożyć za pośrednictwem formularza na stronie internetowej lub w punkcie sprzedaży. Wady są usuwane w ciągu 14 dni roboczych od dostarczenia sprzętu do serwisu, a gdy naprawa jest niemożliwa, gwarant może wymienić produkt na nowy. Gwarancją nie są objęte uszkodzenia mechaniczne, zalanie oraz naturalne zużycie nakładek dousznych. Gwarancja nie wyłącza, nie ogranicza ani nie zawiesza uprawnień konsumenta z tytułu niezgodności towaru z umową, o których mowa w rozdziale 5a ustawy z dnia 30 maja 2014 r. o prawach konsumenta.""",
            ),
            Good(
                "en",
                """Warranty terms – SoundMax Air 3 wireless earphones

The warrantor provides a 24-month warranty from the date of purchase, and a 12-month warranty on the battery. Claims must be submitted via the form on the website or at the point of sale, together with proof of purchase. The warranty does not cover mechanical damage, liquid damage or normal wear of the ear tips. Defects will be remedied within 14 working days of the equipment being delivered to the service centre. If repair proves impossible, the warrantor may replace the product with a new one. The warranty does not exclude, limit or suspend the consumer's rights in respect of the goods' non-conformity with the contract under Chapter 5a of the Consumer Rights Act of 30 May 2014.""",
            ),
        ],
        bad=[
            Slip(0, [("w rozdziale 5a ustawy", "w rozdziale 3a ustawy")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "należy złożyć za pośrednictwem formularza",
                        "można złożyć za pośrednictwem formularza",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "The warranty does not cover mechanical damage",
                        "The warranty covers mechanical damage",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-imgw-ostrzezenie-burze-grad-lubelskie",
        source="""Ostrzeżenie meteorologiczne IMGW-PIB nr 87 – burze z gradem, 2. stopień

Obszar: województwo lubelskie (powiaty: bialski, radzyński, łukowski) oraz południowa część województwa podlaskiego.
Ważność: od godz. 15:00 dnia 22.07.2025 do godz. 03:00 dnia 23.07.2025.
Przebieg: prognozowane są burze, którym miejscami będą towarzyszyć opady deszczu od 30 mm do 45 mm oraz porywy wiatru do 90 km/h. Lokalnie może wystąpić grad o średnicy do 3 cm.
Prawdopodobieństwo wystąpienia zjawiska: 80%.
Uwagi: Burze najprawdopodobniej pojawią się najpierw na zachodzie obszaru i będą przemieszczać się na północny wschód. Możliwe jest podniesienie stopnia ostrzeżenia.""",
        good=[
            Good(
                "preserve",
                """IMGW-PIB wydał ostrzeżenie nr 87 drugiego stopnia przed burzami z gradem. Obowiązuje ono od 22.07.2025, godz. 15:00, do 23.07.2025, godz. 03:00, w powiatach bialskim, radzyńskim i łukowskim (woj. lubelskie) oraz w południowej części województwa podlaskiego. Synoptycy prognozują burze, miejscami z opadami deszczu od 30 do 45 mm i porywami wiatru do 90 km/h; lokalnie może spaść grad o średnicy do 3 cm. Prawdopodobieństwo wystąpienia zjawiska oceniono na 80%. Burze najprawdopodobniej zaczną się na zachodzie obszaru, a potem będą przesuwać się na północny wschód. Stopień ostrzeżenia może zostać podniesiony.""",
            ),
            Good(
                "preserve",
                """**IMGW-PIB – ostrzeżenie nr 87: burze z gradem (stopień 2)**

- Gdzie: woj. lubelskie (pow. bialski, radzyński, łukowski) oraz południe woj. podlaskiego.
- Kiedy: od 22.07.2025, 15:00, do 23.07.2025, 03:00.
- Czego się spodziewać: burz, miejscami z deszczem 30–45 mm i porywami wiatru do 90 km/h; lokalnie możliwy grad o średnicy do 3 cm.
- Prawdopodobieństwo: 80%.
- Uwagi: burze najprawdopodobniej ruszą z zachodu obszaru w kierunku północno-wschodnim; możliwe podniesienie stopnia ostrzeżenia.""",
            ),
            Good(
                "en",
                """IMGW-PIB weather warning no. 87 – thunderstorms with hail, level 2

Area: Lublin Province (Biała Podlaska, Radzyń Podlaski and Łuków counties) and the southern part of Podlasie Province.
Valid: from 15:00 on 22 July 2025 to 03:00 on 23 July 2025.
Details: thunderstorms are forecast, in places with 30–45 mm of rain and wind gusts of up to 90 km/h. Hail up to 3 cm in diameter may occur locally.
Probability of occurrence: 80%.
Remarks: the storms will most likely develop first in the west of the area and move north-east. The warning level may be raised.""",
            ),
        ],
        bad=[
            Slip(0, [("lokalnie może spaść grad", "lokalnie spadnie grad")], "hedge"),
            Slip(
                1,
                [
                    (
                        "(pow. bialski, radzyński, łukowski)",
                        "(pow. bialski, radzyński, łukowski, parczewski)",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("to 03:00 on 23 July 2025", "to 03:00 on 24 July 2025")], "date"),
        ],
    ),
    Case(
        key="pl-pacjent-operacja-zacmy-przygotowanie",
        source="""Informacja dla pacjenta przed operacją zaćmy

W dniu zabiegu należy zgłosić się do izby przyjęć 60 minut przed wyznaczoną godziną, z dowodem osobistym i skierowaniem. Zabieg wykonuje się w znieczuleniu miejscowym, dlatego nie trzeba być na czczo – wystarczy lekkie śniadanie. Leki przyjmowane na stałe można zażyć rano jak zwykle. Pacjenci przyjmujący leki przeciwkrzepliwe powinni wcześniej omówić ich dawkowanie z lekarzem prowadzącym. Przez 7 dni po operacji nie wolno trzeć oka ani wycierać go ręcznikiem, a przez 2 tygodnie należy unikać basenu i sauny. Po zabiegu nie można prowadzić samochodu, dlatego pacjent musi mieć zapewniony transport do domu. Sam zabieg trwa zwykle około 20 minut.""",
        good=[
            Good(
                "preserve",
                """Przed operacją zaćmy – o czym pamiętać:
- W dniu zabiegu zgłoś się do izby przyjęć 60 minut przed wyznaczoną godziną; weź dowód osobisty i skierowanie.
- Nie musisz być na czczo, bo zabieg odbywa się w znieczuleniu miejscowym – wystarczy lekkie śniadanie.
- Leki, które bierzesz na stałe, możesz rano przyjąć jak zwykle.
- Jeśli przyjmujesz leki przeciwkrzepliwe, powinieneś wcześniej omówić ich dawkowanie z lekarzem prowadzącym.
- Przez 7 dni po operacji nie wolno Ci trzeć oka ani wycierać go ręcznikiem, a przez 2 tygodnie unikaj basenu i sauny.
- Po zabiegu nie możesz prowadzić samochodu, więc musisz mieć zapewniony transport do domu.

Sam zabieg trwa zwykle około 20 minut.""",
            ),
            Good(
                "preserve",
                """Operację zaćmy wykonuje się w znieczuleniu miejscowym, a sam zabieg trwa zwykle około 20 minut. Pacjent nie musi być na czczo – wystarczy lekkie śniadanie – a rano może jak zwykle zażyć leki przyjmowane na stałe. Do izby przyjęć należy zgłosić się w dniu zabiegu 60 minut przed wyznaczoną godziną, zabierając dowód osobisty i skierowanie. Osoby stosujące leki przeciwkrzepliwe powinny wcześniej omówić ich dawkowanie z lekarzem prowadzącym. Ponieważ po zabiegu nie można prowadzić samochodu, pacjent musi mieć zapewniony transport do domu. Przez tydzień od operacji nie wolno trzeć oka ani wycierać go ręcznikiem, a przez 2 tygodnie należy unikać basenu i sauny.""",
            ),
            Good(
                "en",
                """Patient information before cataract surgery

On the day of surgery, please report to the admissions desk 60 minutes before your scheduled time, bringing your ID card and referral. The procedure is performed under local anaesthesia, so you do not need to fast – a light breakfast is enough. You may take your regular medicines in the morning as usual. Patients on anticoagulants should discuss their dosage with their attending doctor beforehand. For 7 days after surgery you must not rub the eye or wipe it with a towel, and for 2 weeks you must avoid swimming pools and saunas. You must not drive after the procedure, so you must have transport home arranged. The procedure itself usually takes about 20 minutes.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Po zabiegu nie możesz prowadzić samochodu",
                        "Po zabiegu możesz prowadzić samochód",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("a przez 2 tygodnie należy unikać basenu", "a przez 2 dni należy unikać basenu")],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "Patients on anticoagulants should discuss",
                        "Patients on anticoagulants must discuss",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-readme-narzedzie-gpx-tnij-trasy",
        source="""# gpx-tnij

Narzędzie wiersza poleceń do przycinania i łączenia śladów GPX z zegarków i aplikacji sportowych.

## Instalacja

Wymagany jest Node.js w wersji 18 lub nowszej:

```
npm install -g gpx-tnij
```

## Użycie

Polecenie `gpx-tnij scal trasa1.gpx trasa2.gpx -o wynik.gpx` łączy dwa ślady w jeden plik. Opcja `--od 00:15:00` usuwa początek śladu, ale nie zmienia znaczników czasu pozostałych punktów. Narzędzie nie obsługuje jeszcze plików FIT.

Dokumentacja: [gpx-tnij.dev/docs](https://gpx-tnij.dev/docs). Błędy zgłaszaj na GitHubie.""",
        good=[
            Good(
                "preserve",
                """# gpx-tnij

Konsolowe narzędzie, które przycina i scala ślady GPX zapisane przez zegarki i aplikacje sportowe.

## Instalacja

Potrzebujesz Node.js w wersji 18 lub nowszej:

```
npm install -g gpx-tnij
```

## Jak używać

Aby połączyć dwa ślady w jeden plik, wpisz `gpx-tnij scal trasa1.gpx trasa2.gpx -o wynik.gpx`. Z opcją `--od 00:15:00` narzędzie odetnie początek śladu, nie zmieniając przy tym znaczników czasu pozostałych punktów. Plików FIT na razie nie obsługujemy.

Pełna dokumentacja: [gpx-tnij.dev/docs](https://gpx-tnij.dev/docs). Błędy zgłaszaj na GitHubie.""",
            ),
            Good(
                "preserve",
                """# gpx-tnij

CLI do przycinania i łączenia śladów GPX z zegarków oraz aplikacji sportowych.

## Instalacja

Wymaga Node.js 18+.

```
npm install -g gpx-tnij
```

## Użycie

Łączenie dwóch śladów w jeden plik:

```
gpx-tnij scal trasa1.gpx trasa2.gpx -o wynik.gpx
```

`--od 00:15:00` obcina początek śladu; znaczniki czasu pozostałych punktów pozostają bez zmian. Pliki FIT nie są jeszcze obsługiwane.

Dokumentacja: [gpx-tnij.dev/docs](https://gpx-tnij.dev/docs). Błędy zgłaszaj na GitHubie.""",
            ),
            Good(
                "en",
                """# gpx-tnij

A command-line tool for trimming and merging GPX tracks from sports watches and apps.

## Installation

Node.js 18 or newer is required:

```
npm install -g gpx-tnij
```

## Usage

`gpx-tnij scal trasa1.gpx trasa2.gpx -o wynik.gpx` merges two tracks into a single file. The `--od 00:15:00` option removes the start of the track but does not change the timestamps of the remaining points. The tool does not support FIT files yet.

Documentation: [gpx-tnij.dev/docs](https://gpx-tnij.dev/docs). Please report bugs on GitHub.""",
            ),
        ],
        bad=[
            Slip(0, [("(https://gpx-tnij.dev/docs)", "(https://gpx-tnij.dev)")], "url"),
            Slip(
                1,
                [
                    (
                        "```\ngpx-tnij scal trasa1.gpx trasa2.gpx -o wynik.gpx\n```",
                        "gpx-tnij scal trasa1.gpx trasa2.gpx -o wynik.gpx",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("`gpx-tnij scal trasa1.gpx", "`gpx-tnij merge trasa1.gpx")], "code"),
        ],
    ),
    Case(
        key="pl-zbiorka-gabarytow-gmina-kornik-kwiecien",
        source="""Zbiórka odpadów wielkogabarytowych – Gmina Kórnik

Zbiórka odpadów wielkogabarytowych sprzed posesji odbędzie się w sobotę 12 kwietnia 2025 r. w rejonie I (Kórnik, Bnin, Błażejewko) oraz w sobotę 26 kwietnia w rejonie II (pozostałe miejscowości). Odpady należy wystawić do godz. 6:00 w dniu zbiórki. Z jednego gospodarstwa domowego odbierzemy maksymalnie 3 m³ odpadów. W ramach zbiórki nie są odbierane opony, gruz, części samochodowe ani zużyty sprzęt elektroniczny – te odpady można bezpłatnie oddać do PSZOK przy ul. Poznańskiej 34, czynnego od wtorku do soboty w godz. 8:00–18:00. Odpady wystawione po przejeździe śmieciarki nie zostaną odebrane.""",
        good=[
            Good(
                "preserve",
                """Kiedy wystawić gabaryty? W rejonie I (Kórnik, Bnin, Błażejewko) zbiórka sprzed posesji odbędzie się w sobotę 12 kwietnia 2025 r., a w rejonie II, czyli w pozostałych miejscowościach – w sobotę 26 kwietnia. Wystaw odpady najpóźniej o 6:00 rano w dniu zbiórki; jeśli zrobisz to po przejeździe śmieciarki, nie zostaną odebrane. Od jednego gospodarstwa domowego odbierzemy najwyżej 3 m³. Pamiętaj, że podczas zbiórki nie odbieramy opon, gruzu, części samochodowych ani zużytej elektroniki. Możesz je bezpłatnie oddać do PSZOK przy ul. Poznańskiej 34 (wtorek–sobota, 8:00–18:00).""",
            ),
            Good(
                "preserve",
                """Gmina Kórnik informuje o zbiórce odpadów wielkogabarytowych sprzed posesji:
- rejon I (Kórnik, Bnin, Błażejewko) – sobota, 12.04.2025 r.,
- rejon II (pozostałe miejscowości) – sobota, 26.04.2025 r.

Odpady należy wystawić do godz. 6:00 w dniu zbiórki; wystawione po przejeździe śmieciarki nie zostaną odebrane. Limit wynosi 3 m³ na gospodarstwo domowe. Zbiórka nie obejmuje opon, gruzu, części samochodowych ani zużytego sprzętu elektronicznego. Odpady te można nieodpłatnie oddać do PSZOK przy ul. Poznańskiej 34, czynnego od wtorku do soboty w godzinach 8:00–18:00.""",
            ),
            Good(
                "en",
                """Bulky waste collection – Kórnik Municipality

Bulky waste will be collected from outside properties on Saturday 12 April 2025 in zone I (Kórnik, Bnin, Błażejewko) and on Saturday 26 April in zone II (all other localities). Waste must be put out by 6:00 a.m. on the collection day. We will take a maximum of 3 m³ of waste per household. Tyres, rubble, car parts and waste electronic equipment are not collected; these can be dropped off free of charge at the PSZOK waste collection point at ul. Poznańska 34, open Tuesday to Saturday from 8:00 a.m. to 6:00 p.m. Waste put out after the refuse truck has passed will not be collected.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "po przejeździe śmieciarki, nie zostaną odebrane",
                        "po przejeździe śmieciarki, też zostaną odebrane",
                    )
                ],
                "negation",
            ),
            Slip(1, [("sobota, 26.04.2025 r.", "sobota, 19.04.2025 r.")], "date"),
            Slip(2, [("a maximum of 3 m³", "a maximum of 5 m³")], "number"),
        ],
    ),
    Case(
        key="pl-rekrutacja-przedszkola-miejskie-2025-wnioski",
        source="""Rekrutacja do przedszkoli miejskich na rok szkolny 2025/2026

Wnioski o przyjęcie dziecka do przedszkola składa się elektronicznie w systemie naborowym od 3 do 17 marca 2025 r. Wydrukowany i podpisany przez oboje rodziców wniosek należy dostarczyć do przedszkola pierwszego wyboru w tym samym terminie. Można wskazać maksymalnie trzy placówki. Rodzice dzieci, które już uczęszczają do przedszkola, nie składają wniosku, lecz deklarację o kontynuowaniu wychowania przedszkolnego. Kryteria ustawowe określa art. 131 ust. 2 ustawy – Prawo oświatowe; spełnienie kryterium wielodzietności potwierdza się oświadczeniem. Listy przyjętych zostaną opublikowane 11 kwietnia. Rodzice mogą złożyć wniosek o sporządzenie uzasadnienia odmowy przyjęcia w terminie 7 dni od publikacji list.""",
        good=[
            Good(
                "preserve",
                """Rekrutacja do przedszkoli miejskich 2025/2026 – najważniejsze informacje dla rodziców:
1. Od 3 do 17 marca 2025 r. złóż wniosek elektronicznie w systemie naborowym.
2. W tym samym terminie dostarcz wydruk wniosku, podpisany przez oboje rodziców, do przedszkola pierwszego wyboru.
3. We wniosku możesz wskazać najwyżej trzy placówki.
4. Jeśli Twoje dziecko już chodzi do przedszkola, nie składasz wniosku, tylko deklarację o kontynuowaniu wychowania przedszkolnego.

Kryteria ustawowe wymienia art. 131 ust. 2 ustawy – Prawo oświatowe; wielodzietność potwierdzasz oświadczeniem. Listy przyjętych dzieci zostaną opublikowane 11 kwietnia, a w ciągu 7 dni od ich publikacji możesz złożyć wniosek o uzasadnienie odmowy przyjęcia.""",
            ),
            Good(
                "preserve",
                """W roku szkolnym 2025/2026 nabór do przedszkoli miejskich prowadzony jest elektronicznie: wnioski przyjmuje system naborowy w dniach 3–17 marca 2025 r. W tym samym terminie należy złożyć w przedszkolu pierwszego wyboru wydruk wniosku podpisany przez oboje rodziców. We wniosku można wskazać najwyżej trzy placówki. Rodzice dzieci, które już uczęszczają do przedszkola, zamiast wniosku składają deklarację o kontynuowaniu wychowania przedszkolnego. Kryteria ustawowe wynikają z art. 131 ust. 2 ustawy – Prawo oświatowe, przy czym wielodzietność potwierdza się oświadczeniem. Listy przyjętych zostaną ogłoszone 11 kwietnia; w ciągu 7 dni od ich publikacji rodzice mogą wystąpić o sporządzenie uzasadnienia odmowy przyjęcia.""",
            ),
            Good(
                "en",
                """Admissions to municipal preschools for the 2025/2026 school year

Applications for a preschool place are submitted online through the admissions system from 3 to 17 March 2025. Within the same period, a printed application signed by both parents must be delivered to the first-choice preschool. Up to three preschools may be listed. Parents of children who already attend preschool do not submit an application but a declaration of continued preschool education. The statutory criteria are set out in Article 131(2) of the Education Law Act; meeting the large-family criterion is confirmed by a written statement. The lists of admitted children will be published on 11 April. Parents may request a written justification for a refusal within 7 days of the lists being published.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "zostaną opublikowane 11 kwietnia",
                        "zostaną opublikowane 11 kwietnia (o wyniku poinformujemy też każdego rodzica SMS-em)",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "należy złożyć w przedszkolu pierwszego wyboru",
                        "można złożyć w przedszkolu pierwszego wyboru",
                    )
                ],
                "modality",
            ),
            Slip(
                2, [("set out in Article 131(2)", "set out in Article 131(4)")], "legal_reference"
            ),
        ],
    ),
    Case(
        key="pl-streszczenie-mindfulness-stres-pielegniarek",
        source="""W badaniu z randomizacją oceniono skuteczność ośmiotygodniowego programu uważności w redukcji stresu zawodowego u pielęgniarek oddziałów intensywnej terapii. Uczestniczki (N = 96) przydzielono losowo do grupy eksperymentalnej lub do listy oczekujących. Program oparto na protokole MBSR (Kabat-Zinn, 1990), skracając sesje do 90 minut. Po zakończeniu interwencji poziom stresu mierzony skalą PSS-10 obniżył się w grupie eksperymentalnej średnio o 4,2 punktu, podczas gdy w grupie kontrolnej nie zmienił się istotnie. Efekt utrzymywał się prawdopodobnie także po trzech miesiącach, choć w tym pomiarze wzięło udział tylko 61% uczestniczek. Wyniki opublikowano w „Przeglądzie Psychologicznym” (t. 66, nr 3, s. 211–229).""",
        good=[
            Good(
                "preserve",
                """Czy ośmiotygodniowy program uważności zmniejsza stres zawodowy pielęgniarek z oddziałów intensywnej terapii? Sprawdzono to w badaniu z randomizacją: 96 uczestniczek losowo trafiło albo do grupy eksperymentalnej, albo na listę oczekujących. Program bazował na protokole MBSR (Kabat-Zinn, 1990), ale sesje skrócono do 90 minut. Po jego zakończeniu stres mierzony skalą PSS-10 spadł w grupie eksperymentalnej przeciętnie o 4,2 punktu, a w grupie kontrolnej nie zmienił się istotnie. Efekt prawdopodobnie utrzymał się też po trzech miesiącach, choć w tym pomiarze uczestniczyło tylko 61% pielęgniarek. Badanie ukazało się w „Przeglądzie Psychologicznym” (t. 66, nr 3, s. 211–229).""",
            ),
            Good(
                "preserve",
                """Celem randomizowanego badania była ocena skuteczności ośmiotygodniowego programu uważności w zmniejszaniu stresu zawodowego pielęgniarek pracujących na oddziałach intensywnej terapii. Łącznie 96 uczestniczek losowo przydzielono do grupy eksperymentalnej bądź do listy oczekujących. Interwencję oparto na protokole MBSR (Kabat-Zinn, 1990), przy czym sesje skrócono do 90 minut. Bezpośrednio po programie średni wynik w skali PSS-10 w grupie eksperymentalnej był niższy o 4,2 punktu, natomiast w grupie kontrolnej nie odnotowano istotnej zmiany. Prawdopodobnie efekt ten utrzymywał się również po trzech miesiącach, jednak w pomiarze odroczonym uczestniczyło jedynie 61% badanych. Artykuł ukazał się w „Przeglądzie Psychologicznym” (t. 66, nr 3, s. 211–229).""",
            ),
            Good(
                "en",
                """This randomised study assessed the effectiveness of an eight-week mindfulness programme in reducing occupational stress among intensive care unit nurses. Participants (N = 96) were randomly assigned to the experimental group or to a waiting list. The programme was based on the MBSR protocol (Kabat-Zinn, 1990), with sessions shortened to 90 minutes. After the intervention, stress measured with the PSS-10 fell by an average of 4.2 points in the experimental group, while it did not change significantly in the control group. The effect probably persisted at three months as well, although only 61% of participants took part in that assessment. The results were published in Przegląd Psychologiczny (vol. 66, no. 3, pp. 211–229).""",
            ),
        ],
        bad=[
            Slip(0, [("Efekt prawdopodobnie utrzymał się", "Efekt utrzymał się")], "hedge"),
            Slip(1, [("(Kabat-Zinn, 1990)", "(Kabat-Zinn, 1994)")], "citation"),
            Slip(
                2,
                [
                    (
                        "The effect probably persisted at three months as well, although only 61% of participants took part in that assessment.",
                        "Efekt utrzymywał się prawdopodobnie także po trzech miesiącach, choć w tym pomiarze wzięło udział tylko 61% uczestniczek.",
                    ),
                    (
                        "The results were published in Przegląd Psychologiczny (vol. 66, no. 3, pp. 211–229).",
                        "Wyniki opublikowano w „Przeglądzie Psychologicznym” (t. 66, nr 3, s. 211–229).",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-wycofanie-partii-przyprawy-tlenek-etylenu",
        source="""Komunikat: wycofanie partii przyprawy do kurczaka

Firma Smakoland Sp. z o.o. informuje o wycofaniu z obrotu produktu „Przyprawa do kurczaka złocista”, 80 g, numer partii L2504117, z datą minimalnej trwałości 30.11.2026. W próbce produktu wykryto tlenek etylenu w ilości przekraczającej dopuszczalny poziom. Produktu z tej partii nie należy spożywać. Można go zwrócić w dowolnym sklepie sieci, w której został kupiony, także bez paragonu – klient otrzyma zwrot pełnej ceny. Pozostałe partie nie są objęte komunikatem. Pytania można kierować na adres jakosc@smakoland.pl. Komunikat Głównego Inspektoratu Sanitarnego dostępny jest na stronie gov.pl/web/gis.""",
        good=[
            Good(
                "preserve",
                """Smakoland Sp. z o.o. wycofuje z obrotu jedną partię „Przyprawy do kurczaka złocistej” (80 g): numer partii L2504117, data minimalnej trwałości 30.11.2026. W próbce wykryto tlenek etylenu powyżej dopuszczalnego poziomu, dlatego przyprawy z tej partii nie należy spożywać. Jeśli ją masz, możesz ją zwrócić w dowolnym sklepie sieci, w której ją kupiłeś – nawet bez paragonu – i odzyskać pełną cenę. Komunikat nie dotyczy innych partii. Pytania możesz przesłać na jakosc@smakoland.pl, a komunikat GIS znajdziesz na gov.pl/web/gis.""",
            ),
            Good(
                "preserve",
                """Wycofanie produktu – Smakoland Sp. z o.o.

- Produkt: „Przyprawa do kurczaka złocista”, 80 g
- Partia: L2504117, data minimalnej trwałości: 30.11.2026
- Powód: w próbce wykryto tlenek etylenu w ilości przekraczającej dopuszczalny poziom
- Zalecenie: produktu z tej partii nie należy spożywać
- Zwrot: w dowolnym sklepie sieci, w której dokonano zakupu, również bez paragonu; klient otrzymuje zwrot pełnej ceny
- Pozostałe partie nie są objęte komunikatem.

Kontakt: jakosc@smakoland.pl. Komunikat Głównego Inspektoratu Sanitarnego: gov.pl/web/gis.""",
            ),
            Good(
                "en",
                """Notice: recall of a batch of chicken seasoning

Smakoland Sp. z o.o. is withdrawing from sale the product “Przyprawa do kurczaka złocista” (golden chicken seasoning), 80 g, batch number L2504117, best before 30.11.2026. Ethylene oxide above the permitted level was detected in a sample of the product. Product from this batch should not be eaten. It can be returned to any shop of the chain where it was bought, even without a receipt, and the customer will receive a full refund. Other batches are not affected by this notice. Questions can be sent to jakosc@smakoland.pl. The Chief Sanitary Inspectorate's notice is available at gov.pl/web/gis.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Pytania możesz przesłać na jakosc@smakoland.pl",
                        "Pytania możesz przesłać na jakosc@smakoland.com",
                    )
                ],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "„Przyprawa do kurczaka złocista”, 80 g",
                        "„Przyprawa do kurczaka złocista”, 180 g",
                    )
                ],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "Other batches are not affected by this notice.",
                        "Other batches are also affected by this notice.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-newsletter-rodo-zgoda-przetwarzanie-danych",
        source="""Newsletter – informacja o przetwarzaniu danych

Administratorem Twoich danych osobowych jest Zielony Kosz sp. z o.o. z siedzibą w Lublinie. Adres e-mail przetwarzamy w celu wysyłki newslettera na podstawie Twojej zgody (art. 6 ust. 1 lit. a RODO). Podanie adresu jest dobrowolne, ale bez niego nie możemy wysyłać newslettera. Zgodę możesz wycofać w każdej chwili, klikając link w stopce wiadomości; nie wpływa to na zgodność z prawem przetwarzania dokonanego przed jej wycofaniem. Dane będą przechowywane do czasu wycofania zgody, a z kopii zapasowych usuwamy je zazwyczaj w ciągu około 30 dni. Masz prawo wnieść skargę do Prezesa UODO.""",
        good=[
            Good(
                "preserve",
                """Kto odpowiada za Twoje dane? Ich administratorem jest Zielony Kosz sp. z o.o. z siedzibą w Lublinie. Twój adres e-mail wykorzystujemy do wysyłki newslettera na podstawie Twojej zgody (art. 6 ust. 1 lit. a RODO). Nie musisz go podawać, ale bez niego nie możemy wysyłać Ci newslettera. Zgodę możesz wycofać w każdej chwili przez link w stopce wiadomości – nie wpływa to na zgodność z prawem przetwarzania sprzed jej wycofania. Dane przechowujemy do momentu wycofania zgody, a z kopii zapasowych znikają zazwyczaj w ciągu około 30 dni. Przysługuje Ci też prawo do wniesienia skargi do Prezesa UODO.""",
            ),
            Good(
                "preserve",
                """Informujemy, że administratorem danych osobowych subskrybentów newslettera jest Zielony Kosz sp. z o.o. z siedzibą w Lublinie. Adres e-mail jest przetwarzany w celu wysyłki newslettera na podstawie zgody (art. 6 ust. 1 lit. a RODO). Jego podanie jest dobrowolne, jednak bez niego wysyłka newslettera nie jest możliwa. Zgodę można wycofać w dowolnym momencie za pomocą linku w stopce wiadomości, co nie wpływa na zgodność z prawem przetwarzania dokonanego przed jej wycofaniem. Dane przechowujemy do czasu wycofania zgody; z kopii zapasowych są one usuwane zazwyczaj w ciągu około 30 dni. Przysługuje Ci prawo wniesienia skargi do Prezesa UODO.""",
            ),
            Good(
                "en",
                """Newsletter – how we process your data

The controller of your personal data is Zielony Kosz sp. z o.o., based in Lublin. We process your e-mail address to send you the newsletter on the basis of your consent (Article 6(1)(a) GDPR). Providing your address is voluntary, but without it we cannot send you the newsletter. You can withdraw your consent at any time by clicking the link in the footer of a message; this does not affect the lawfulness of processing carried out before withdrawal. Your data will be stored until you withdraw your consent, and we usually delete it from backups within about 30 days. You have the right to lodge a complaint with the President of the Personal Data Protection Office (UODO).""",
            ),
        ],
        bad=[
            Slip(
                0, [("znikają zazwyczaj w ciągu około 30 dni", "znikają w ciągu 30 dni")], "hedge"
            ),
            Slip(
                1,
                [
                    (
                        "Jego podanie jest dobrowolne, jednak bez niego",
                        "Jego podanie jest obowiązkowe, ponieważ bez niego",
                    )
                ],
                "modality",
            ),
            Slip(2, [("(Article 6(1)(a) GDPR)", "(Article 6(1)(f) GDPR)")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-dokumentacja-api-limity-zapytan-429",
        source="""## Limity zapytań

Każdy klucz API może wykonać maksymalnie 600 zapytań na minutę i 50 000 zapytań na dobę. Po przekroczeniu limitu serwer zwraca kod `429 Too Many Requests` oraz nagłówek `Retry-After` z liczbą sekund do ponownej próby.

Zalecamy:
- buforowanie odpowiedzi z endpointu `/v2/products` przez co najmniej 5 minut,
- ponawianie zapytań z wykładniczym opóźnieniem, zaczynając od 1 sekundy.

Limity nie dotyczą endpointu `/v2/health`. Jeśli potrzebujesz wyższego limitu, napisz do nas przez panel klienta – zwiększenie limitu może wymagać zmiany planu taryfowego.""",
        good=[
            Good(
                "preserve",
                """## Limity zapytań

Dla każdego klucza API obowiązuje limit 600 zapytań na minutę oraz 50 000 zapytań na dobę. Gdy go przekroczysz, serwer odpowie kodem `429 Too Many Requests` i zwróci nagłówek `Retry-After`, który podaje, po ilu sekundach można spróbować ponownie.

Nasze zalecenia:
- buforuj odpowiedzi z `/v2/products` przez co najmniej 5 minut;
- ponawiaj zapytania z wykładniczo rosnącym opóźnieniem, zaczynając od 1 sekundy.

Endpoint `/v2/health` nie podlega limitom. Potrzebujesz więcej? Napisz do nas przez panel klienta – pamiętaj jednak, że wyższy limit może wymagać zmiany planu taryfowego.""",
            ),
            Good(
                "preserve",
                """## Limity zapytań

| Okres | Limit na klucz API |
|---|---|
| minuta | 600 zapytań |
| doba | 50 000 zapytań |

Po przekroczeniu limitu otrzymasz odpowiedź `429 Too Many Requests` z nagłówkiem `Retry-After`, zawierającym liczbę sekund do ponownej próby. Endpoint `/v2/health` nie jest objęty limitami.

Zalecamy buforowanie odpowiedzi z endpointu `/v2/products` przez co najmniej 5 minut oraz ponawianie zapytań z wykładniczym opóźnieniem, począwszy od 1 sekundy. Jeśli potrzebujesz wyższego limitu, napisz do nas przez panel klienta; jego zwiększenie może wymagać zmiany planu taryfowego.""",
            ),
            Good(
                "en",
                """## Rate limits

Each API key can make up to 600 requests per minute and 50,000 requests per day. When a limit is exceeded, the server returns `429 Too Many Requests` together with a `Retry-After` header giving the number of seconds to wait before retrying.

We recommend:
- caching responses from the `/v2/products` endpoint for at least 5 minutes,
- retrying requests with exponential backoff, starting at 1 second.

The `/v2/health` endpoint is not rate-limited. If you need a higher limit, contact us through the customer panel – raising the limit may require a change of pricing plan.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Endpoint `/v2/health` nie podlega limitom.",
                        "Endpoint `/v2/health` nie podlega limitom. Liczniki zerują się codziennie o północy UTC.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("z nagłówkiem `Retry-After`", "z nagłówkiem `X-Retry-After`")], "code"),
            Slip(2, [("50,000 requests per day", "5,000 requests per day")], "number"),
        ],
    ),
    Case(
        key="pl-koleje-slaskie-autobusy-zastepcze-remont",
        source="""Zmiany w kursowaniu pociągów Kolei Śląskich

W związku z remontem torów między Gliwicami a Rybnikiem od 5 do 25 maja 2025 r. pociągi linii S7 nie będą kursowały na odcinku Gliwice – Rybnik. Na tym odcinku zostanie uruchomiona zastępcza komunikacja autobusowa. Autobusy odjeżdżają sprzed dworców kolejowych, a w Knurowie – z ul. Dworcowej. Czas przejazdu wydłuży się o około 25 minut. W autobusach nie przewozimy rowerów. Bilety kupione na pociąg są ważne w autobusach zastępczych. W weekendy 10–11 i 17–18 maja liczba kursów zostanie dodatkowo ograniczona. Szczegółowy rozkład jazdy jest dostępny na stronie kolejeslaskie.pl.""",
        good=[
            Good(
                "preserve",
                """Jeździsz linią S7? Od 5 do 25 maja 2025 r. trwa remont torów między Gliwicami a Rybnikiem, więc na tym odcinku pociągi nie pojadą. Zamiast nich kursować będą autobusy zastępcze, które odjeżdżają sprzed dworców kolejowych (w Knurowie – z ul. Dworcowej). Podróż potrwa mniej więcej 25 minut dłużej. Twój bilet na pociąg jest ważny także w autobusie zastępczym, ale roweru do niego nie zabierzesz. W weekendy 10–11 oraz 17–18 maja kursów będzie jeszcze mniej. Szczegółowy rozkład jazdy znajdziesz na kolejeslaskie.pl.""",
            ),
            Good(
                "preserve",
                """Koleje Śląskie informują, że z powodu remontu torów w dniach 5–25 maja 2025 r. pociągi linii S7 nie będą kursować między Gliwicami a Rybnikiem. Na tym odcinku wprowadzona zostanie zastępcza komunikacja autobusowa:
- autobusy odjeżdżają sprzed dworców kolejowych, a w Knurowie z ul. Dworcowej;
- czas przejazdu wydłuży się o około 25 minut;
- bilety kupione na pociąg są ważne w autobusach zastępczych;
- rowery nie są przewożone.

W weekendy 10–11 i 17–18 maja liczba kursów zostanie dodatkowo ograniczona. Szczegółowy rozkład jazdy: kolejeslaskie.pl.""",
            ),
            Good(
                "en",
                """Changes to Koleje Śląskie train services

Due to track renovation between Gliwice and Rybnik, from 5 to 25 May 2025 line S7 trains will not run on the Gliwice – Rybnik section. A rail replacement bus service will operate on this section instead. Buses leave from outside the railway stations, and in Knurów from ul. Dworcowa. Journeys will take about 25 minutes longer. Bicycles are not carried on the buses. Train tickets are valid on the replacement buses. On the weekends of 10–11 and 17–18 May, the number of services will be further reduced. The detailed timetable is available at kolejeslaskie.pl.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Podróż potrwa mniej więcej 25 minut dłużej.",
                        "The journey will take roughly 25 minutes longer.",
                    ),
                    (
                        "W weekendy 10–11 oraz 17–18 maja kursów będzie jeszcze mniej.",
                        "On the weekends of 10–11 and 17–18 May there will be even fewer services.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(1, [("- rowery nie są przewożone.", "- rowery są przewożone.")], "negation"),
            Slip(2, [("from 5 to 25 May 2025", "from 15 to 25 May 2025")], "date"),
        ],
    ),
    Case(
        key="pl-najem-mieszkania-kaucja-warunki-umowy",
        source="""Najem mieszkania przy ul. Mickiewicza 14/6 – najważniejsze warunki

Czynsz najmu wynosi 2 800 zł miesięcznie i należy go wpłacać do 10. dnia każdego miesiąca na rachunek wynajmującego. Do tego dochodzą opłaty administracyjne w wysokości około 450 zł, rozliczane według faktycznego zużycia. Przy podpisaniu umowy najemca wpłaca kaucję równą dwumiesięcznemu czynszowi; zostanie ona zwrócona w ciągu 30 dni od zakończenia najmu, po potrąceniu ewentualnych należności. W mieszkaniu nie wolno palić tytoniu. Trzymanie zwierząt jest możliwe wyłącznie za pisemną zgodą wynajmującego. Umowa zostaje zawarta na 12 miesięcy, a każda ze stron może ją wypowiedzieć z zachowaniem trzymiesięcznego okresu wypowiedzenia.""",
        good=[
            Good(
                "preserve",
                """Mieszkanie przy ul. Mickiewicza 14/6 – warunki najmu w skrócie:
- Czynsz: 2800 zł miesięcznie, płatny na rachunek wynajmującego najpóźniej do 10. dnia każdego miesiąca.
- Opłaty administracyjne: ok. 450 zł, rozliczane według faktycznego zużycia.
- Kaucja: równowartość czynszu za dwa miesiące, wpłacana przy podpisaniu umowy; zwrot w ciągu 30 dni od zakończenia najmu, po potrąceniu ewentualnych należności.
- Palenie tytoniu w mieszkaniu jest zabronione.
- Zwierzęta – wyłącznie za pisemną zgodą wynajmującego.
- Umowa na 12 miesięcy; każda ze stron może ją wypowiedzieć z zachowaniem trzymiesięcznego okresu wypowiedzenia.""",
            ),
            Good(
                "preserve",
                """Jeśli wynajmiesz mieszkanie przy ul. Mickiewicza 14/6, zapłacisz 2 800 zł czynszu miesięcznie – musisz go przelać na rachunek wynajmującego do 10. dnia każdego miesiąca. Do tego dojdą opłaty administracyjne, około 450 zł, rozliczane według faktycznego zużycia. Przy podpisaniu umowy wpłacasz kaucję w wysokości dwumiesięcznego czynszu; otrzymasz ją z powrotem w ciągu 30 dni od zakończenia najmu, pomniejszoną o ewentualne należności. Palenie tytoniu w mieszkaniu nie jest dozwolone, a zwierzęta możesz trzymać tylko za pisemną zgodą wynajmującego. Umowę zawieramy na 12 miesięcy; każda ze stron może ją wypowiedzieć z zachowaniem trzymiesięcznego okresu wypowiedzenia.""",
            ),
            Good(
                "en",
                """Flat for rent at ul. Mickiewicza 14/6 – key terms

The rent is PLN 2,800 per month and must be paid into the landlord's account by the 10th day of each month. On top of that there are administrative charges of about PLN 450, settled according to actual consumption. On signing the agreement, the tenant pays a deposit equal to two months' rent; it will be returned within 30 days of the end of the tenancy, after deducting any amounts due. Smoking tobacco in the flat is not allowed. Pets may be kept only with the landlord's written consent. The agreement is concluded for 12 months, and either party may terminate it with three months' notice.""",
            ),
        ],
        bad=[
            Slip(0, [("Czynsz: 2800 zł miesięcznie", "Czynsz: 2300 zł miesięcznie")], "number"),
            Slip(1, [("musisz go przelać", "możesz go przelać")], "modality"),
            Slip(
                2,
                [
                    (
                        "Smoking tobacco in the flat is not allowed.",
                        "Smoking tobacco in the flat is allowed.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-notka-historyczna-mlyn-wodny-ozarow",
        source="""Młyn wodny w Ożarowie został prawdopodobnie zbudowany w drugiej połowie XVIII wieku, choć pierwsza pewna wzmianka o nim pochodzi dopiero z inwentarza dóbr z 1794 roku (Zieliński 1987, s. 112). W XIX wieku młyn kilkakrotnie zmieniał właścicieli, a około 1890 roku koło wodne zastąpiono turbiną. Według relacji mieszkańców zebranych przez Annę Borek (2004) młyn pracował do 1962 roku. Budynek nie jest wpisany do rejestru zabytków, ale figuruje w gminnej ewidencji zabytków. Obecnie należy do prywatnego właściciela i nie jest udostępniany zwiedzającym.""",
        good=[
            Good(
                "preserve",
                """Ożarowski młyn wodny powstał najprawdopodobniej w drugiej połowie XVIII wieku, jednak pierwsza pewna wzmianka o nim znajduje się dopiero w inwentarzu dóbr z 1794 roku (Zieliński 1987, s. 112). W XIX stuleciu obiekt kilka razy przechodził w inne ręce, a mniej więcej w 1890 roku koło wodne zastąpiono turbiną. Według relacji mieszkańców, które zebrała Anna Borek (2004), młyn działał do 1962 roku. Budynek figuruje w gminnej ewidencji zabytków, choć nie wpisano go do rejestru zabytków. Dziś jest własnością prywatną i nie można go zwiedzać.""",
            ),
            Good(
                "preserve",
                """Kiedy dokładnie zbudowano młyn wodny w Ożarowie? Prawdopodobnie w drugiej połowie XVIII wieku – pierwsza pewna wzmianka pochodzi jednak dopiero z inwentarza dóbr z 1794 roku (Zieliński 1987, s. 112). W XIX wieku młyn kilkakrotnie zmieniał właścicieli, a około 1890 roku koło wodne ustąpiło miejsca turbinie. Mieszkańcy, których relacje zebrała Anna Borek (2004), opowiadają, że młyn pracował aż do 1962 roku. Budynku nie ma w rejestrze zabytków, jest natomiast w gminnej ewidencji zabytków. Należy dziś do prywatnego właściciela i nie jest udostępniany zwiedzającym.""",
            ),
            Good(
                "en",
                """The watermill in Ożarów was probably built in the second half of the 18th century, although the first reliable mention of it only appears in an estate inventory of 1794 (Zieliński 1987, p. 112). In the 19th century the mill changed hands several times, and around 1890 the water wheel was replaced with a turbine. According to residents' accounts collected by Anna Borek (2004), the mill operated until 1962. The building is not entered in the register of monuments, but it is included in the municipal record of historic monuments. It is now privately owned and not open to visitors.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Dziś jest własnością prywatną i",
                        "Dziś jest własnością prywatną – od 1998 roku należy do rodziny Kowalczyków – i",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("a około 1890 roku koło wodne", "a w 1890 roku koło wodne")], "hedge"),
            Slip(2, [("(Zieliński 1987, p. 112)", "(Zieliński 1978, p. 112)")], "citation"),
        ],
    ),
]
