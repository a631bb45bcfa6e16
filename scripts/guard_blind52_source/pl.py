# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 52: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-klub-fitness-warunki-karnetu",
        source="Karnet OPEN w klubie FitStrefa kosztuje 149 zł miesięcznie i obejmuje nieograniczony dostęp do siłowni oraz zajęć grupowych. Umowa zawierana jest na 12 miesięcy; wypowiedzenie przed upływem tego okresu wiąże się z opłatą w wysokości 200 zł. Członek klubu może zawiesić karnet raz w roku na okres do 30 dni, składając wniosek w recepcji lub przez aplikację. Zawieszenie nie przedłuża automatycznie okresu umowy, chyba że klub potwierdzi to na piśmie. Wejście na teren klubu jest możliwe wyłącznie z ważną kartą członkowską. Osoby niepełnoletnie nie mogą korzystać z siłowni bez pisemnej zgody rodzica lub opiekuna. Ręczniki należy przynosić własne – klub ich nie wypożycza.",
        good=[
            Good(
                "preserve",
                "Karnet OPEN w FitStrefie to koszt 149 zł za miesiąc – w tej cenie masz nieograniczony wstęp na siłownię i na zajęcia grupowe. Umowę podpisujesz na dwanaście miesięcy, a jeśli wypowiesz ją wcześniej, zapłacisz 200 zł opłaty. Raz w roku możesz zawiesić karnet maksymalnie na 30 dni – wystarczy wniosek złożony w recepcji albo w aplikacji. Pamiętaj, że zawieszenie nie wydłuża automatycznie umowy, chyba że klub potwierdzi to pisemnie. Do klubu wejdziesz tylko z ważną kartą członkowską. Niepełnoletni nie mogą ćwiczyć na siłowni bez pisemnej zgody rodzica lub opiekuna. Ręczniki musisz przynosić własne – klub ich nie wypożycza.",
            ),
            Good(
                "preserve",
                "Warunki karnetu OPEN (FitStrefa):\n- cena: 149 zł miesięcznie, w tym nieograniczony dostęp do siłowni i zajęć grupowych;\n- okres umowy: 12 miesięcy; za wypowiedzenie przed jego upływem pobierana jest opłata 200 zł;\n- zawieszenie: możliwe raz w roku, najdłużej na 30 dni, na wniosek złożony w recepcji lub przez aplikację; nie przedłuża ono automatycznie okresu umowy, o ile klub nie potwierdzi tego na piśmie;\n- wstęp: wyłącznie z ważną kartą członkowską;\n- osoby niepełnoletnie: nie mogą korzystać z siłowni bez pisemnej zgody rodzica lub opiekuna;\n- ręczniki: należy przynieść własne, klub ich nie wypożycza.",
            ),
            Good(
                "en",
                "The OPEN membership at FitStrefa costs PLN 149 per month and includes unlimited access to the gym and group classes. The contract runs for 12 months; cancelling before the end of that period incurs a PLN 200 fee. Members may suspend their membership once a year for up to 30 days by submitting a request at reception or through the app. A suspension does not automatically extend the contract term unless the club confirms this in writing. You can enter the club only with a valid membership card. Minors may not use the gym without written consent from a parent or guardian. You need to bring your own towels, as the club does not lend them out.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("Minors may not use the gym without", "Minors may use the gym without")],
                "negation",
            ),
            Slip(1, [("pobierana jest opłata 200 zł", "pobierana jest opłata 250 zł")], "number"),
            Slip(
                0,
                [("Niepełnoletni nie mogą ćwiczyć", "Niepełnoletni nie powinni ćwiczyć")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-kotka-zalecenia-po-kastracji",
        source="Zalecenia po zabiegu kastracji kotki Luny (zabieg wykonano 14 marca 2025 r.). Przez pierwsze 12 godzin po powrocie do domu kotka może być senna i chwiejna na nogach – to prawdopodobnie efekt znieczulenia i zwykle mija samoistnie. Pierwszy mały posiłek można podać wieczorem w dniu zabiegu, wodę od razu po wybudzeniu. Kotka musi nosić kubraczek ochronny przez 10 dni i nie wolno jej wypuszczać na zewnątrz. Nie podawaj żadnych leków przeciwbólowych przeznaczonych dla ludzi. Kontrola rany i zdjęcie szwów odbędą się 24 marca o godz. 16:30. Jeśli rana zacznie się sączyć lub kotka przestanie jeść na dłużej niż dobę, skontaktuj się z lecznicą pod numerem 22 615 48 90.",
        good=[
            Good(
                "preserve",
                "Luna – zalecenia po kastracji (zabieg: 14.03.2025)\n1. Przez pierwsze 12 godzin po powrocie do domu kotka może być senna i chwiać się na łapach. Prawdopodobnie to skutek narkozy; zwykle przechodzi samo.\n2. Wodę można podać zaraz po wybudzeniu, a pierwszy niewielki posiłek – wieczorem tego samego dnia.\n3. Przez 10 dni kotka musi mieć na sobie kubraczek ochronny i nie wolno wypuszczać jej na zewnątrz.\n4. Nie podawaj jej żadnych leków przeciwbólowych dla ludzi.\n5. Kontrola rany i zdjęcie szwów: 24 marca, godz. 16:30.\n6. Jeśli rana zacznie się sączyć albo kotka nie będzie jeść dłużej niż dobę, zadzwoń do lecznicy: 22 615 48 90.",
            ),
            Good(
                "preserve",
                "Luna przeszła kastrację 14 marca 2025 roku. Przez pierwszych 12 godzin w domu może być śpiąca i niepewnie stawiać łapy – najprawdopodobniej to jeszcze działanie znieczulenia, które zwykle ustępuje samo. Wodę możesz podać od razu, gdy się wybudzi, a pierwszy mały posiłek – wieczorem w dniu zabiegu. Kubraczek ochronny musi nosić przez dziesięć dni; w tym czasie nie wolno jej wypuszczać na dwór. Pamiętaj: żadnych ludzkich leków przeciwbólowych. Szwy zdejmiemy i obejrzymy ranę 24 marca o 16:30. Gdyby rana zaczęła się sączyć lub Luna przestała jeść na dłużej niż dobę, skontaktuj się z nami: 22 615 48 90.",
            ),
            Good(
                "en",
                "Post-operative instructions for Luna (spayed on 14 March 2025). For the first 12 hours after she comes home, she may be sleepy and unsteady on her feet – this is probably an effect of the anaesthetic and usually wears off on its own. You can offer water as soon as she wakes up, and a first small meal in the evening on the day of surgery. She must wear a protective recovery suit for 10 days and must not be let outside. Do not give her any painkillers meant for humans. The wound check and stitch removal are scheduled for 24 March at 4:30 pm. If the wound starts to weep or she stops eating for more than a day, contact the clinic on 22 615 48 90.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "this is probably an effect of the anaesthetic",
                        "this is an effect of the anaesthetic",
                    )
                ],
                "hedge",
            ),
            Slip(0, [("24 marca, godz. 16:30", "26 marca, godz. 16:30")], "date"),
            Slip(1, [("nie wolno jej wypuszczać", "wolno ją wypuszczać")], "negation"),
        ],
    ),
    Case(
        key="pl-fotowoltaika-warunki-gwarancji-instalatora",
        source="Instalator udziela 10-letniej gwarancji na wykonanie montażu instalacji fotowoltaicznej o mocy 6,4 kWp, liczonej od dnia podpisania protokołu odbioru. Producent paneli gwarantuje, że po 25 latach moc modułów nie spadnie poniżej 84,8% mocy nominalnej. Falownik objęty jest odrębną gwarancją producenta na 12 lat. Warunkiem zachowania gwarancji jest coroczny przegląd instalacji przez autoryzowany serwis; koszt przeglądu pokrywa klient. Usterki należy zgłaszać w ciągu 14 dni od ich wykrycia. Gwarancja nie obejmuje uszkodzeń spowodowanych gradem, przepięciami w sieci ani samodzielnymi przeróbkami. Uprawnienia klienta z tytułu rękojmi, o których mowa w art. 556 Kodeksu cywilnego, pozostają niezależne od gwarancji.",
        good=[
            Good(
                "preserve",
                "Na montaż instalacji fotowoltaicznej o mocy 6,4 kWp instalator daje gwarancję na 10 lat, a jej bieg rozpoczyna się w dniu podpisania protokołu odbioru. Panele mają gwarancję producenta, zgodnie z którą po 25 latach ich moc nie będzie niższa niż 84,8% mocy nominalnej, natomiast falownik – osobną, dwunastoletnią gwarancję swojego producenta. Aby gwarancja pozostała ważna, instalacja musi co roku przejść przegląd w autoryzowanym serwisie, na koszt klienta. Usterkę należy zgłosić w ciągu 14 dni od jej wykrycia. Gwarancją nie są objęte szkody wywołane gradem, przepięciami w sieci ani przeróbkami wykonanymi na własną rękę. Uprawnienia z tytułu rękojmi, o których mowa w art. 556 Kodeksu cywilnego, przysługują klientowi niezależnie od gwarancji.",
            ),
            Good(
                "preserve",
                "Najważniejsze warunki gwarancji – instalacja PV 6,4 kWp:\n- montaż: 10 lat gwarancji instalatora, liczone od podpisania protokołu odbioru;\n- panele: po 25 latach moc co najmniej 84,8% nominalnej (gwarancja producenta);\n- falownik: osobna gwarancja producenta na 12 lat;\n- przegląd: obowiązkowo co roku w autoryzowanym serwisie, płaci klient – to warunek zachowania gwarancji;\n- usterki: trzeba je zgłosić w ciągu 14 dni od wykrycia;\n- wyłączenia: grad, przepięcia w sieci, samodzielne przeróbki;\n- rękojmia (art. 556 Kodeksu cywilnego): uprawnienia klienta pozostają niezależne od gwarancji.",
            ),
            Good(
                "en",
                "The installer provides a 10-year warranty on the installation work for the 6.4 kWp photovoltaic system, counted from the date the acceptance report is signed. The panel manufacturer guarantees that after 25 years the modules' output will not fall below 84.8% of their rated power. The inverter is covered by a separate 12-year manufacturer's warranty. To keep the warranty valid, the system must be inspected every year by an authorised service provider, at the customer's expense. Faults must be reported within 14 days of being discovered. The warranty does not cover damage caused by hail, grid surges or DIY modifications. The customer's statutory warranty rights under Article 556 of the Civil Code remain independent of this warranty.",
            ),
        ],
        bad=[
            Slip(2, [("84.8% of their rated power", "80% of their rated power")], "number"),
            Slip(
                1,
                [("(art. 556 Kodeksu cywilnego)", "(art. 566 Kodeksu cywilnego)")],
                "legal_reference",
            ),
            Slip(
                0,
                [("Usterkę należy zgłosić w ciągu 14 dni", "Usterkę warto zgłosić w ciągu 14 dni")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-uczelnia-skladanie-pracy-dyplomowej",
        source="Pracę dyplomową należy złożyć w wersji elektronicznej w systemie APD najpóźniej do 15 czerwca 2025 r., do godz. 23:59. Plik musi mieć format PDF i nie może przekraczać 15 MB. Przed złożeniem promotor zatwierdza pracę w systemie, a następnie jest ona automatycznie sprawdzana w Jednolitym Systemie Antyplagiatowym. Wersja papierowa nie jest wymagana, chyba że dziekan zdecyduje inaczej w indywidualnym przypadku. Do pracy trzeba dołączyć oświadczenie o samodzielnym jej przygotowaniu, podpisane przez autora. Szczegółowe instrukcje znajdują się na stronie https://apd.uczelnia.edu.pl/instrukcje, a pytania można kierować na adres dziekanat.wm@uczelnia.edu.pl. Prace złożone po terminie nie zostaną dopuszczone do obrony w sesji letniej.",
        good=[
            Good(
                "preserve",
                "Swoją pracę dyplomową złóż w systemie APD w wersji elektronicznej – termin mija 15 czerwca 2025 r. o 23:59. Praca złożona później nie zostanie dopuszczona do obrony w sesji letniej. Plik musi być w formacie PDF i nie może mieć więcej niż 15 MB. Przed złożeniem pracę zatwierdza w systemie promotor, po czym trafia ona automatycznie do Jednolitego Systemu Antyplagiatowego. Nie musisz składać wersji papierowej, chyba że w Twoim przypadku dziekan postanowi inaczej. Musisz natomiast dołączyć podpisane przez siebie oświadczenie, że pracę przygotowałeś samodzielnie. Szczegółowe instrukcje znajdziesz na https://apd.uczelnia.edu.pl/instrukcje, a pytania możesz wysłać na dziekanat.wm@uczelnia.edu.pl.",
            ),
            Good(
                "preserve",
                "Zasady składania pracy dyplomowej:\n- pracę trzeba złożyć elektronicznie w systemie APD, najpóźniej 15 czerwca 2025 r. do godz. 23:59;\n- plik: obowiązkowo PDF, maksymalnie 15 MB;\n- przed złożeniem pracę zatwierdza w systemie promotor, po czym zostaje ona automatycznie sprawdzona w Jednolitym Systemie Antyplagiatowym;\n- wersja papierowa nie jest wymagana, o ile dziekan nie zdecyduje inaczej w indywidualnej sprawie;\n- obowiązkowy załącznik: podpisane przez autora oświadczenie o samodzielnym przygotowaniu pracy;\n- instrukcje: https://apd.uczelnia.edu.pl/instrukcje; pytania można kierować na dziekanat.wm@uczelnia.edu.pl.\nPraca złożona po terminie nie zostanie dopuszczona do obrony w sesji letniej.",
            ),
            Good(
                "en",
                "Your thesis must be submitted electronically via the APD system by 11:59 pm on 15 June 2025 at the latest. The file must be a PDF and must not exceed 15 MB. Before submission, your supervisor approves the thesis in the system, after which it is automatically checked by the Uniform Anti-Plagiarism System. A printed copy is not required unless the dean decides otherwise in an individual case. You must attach a statement, signed by you as the author, confirming that you prepared the thesis on your own. Detailed instructions are available at https://apd.uczelnia.edu.pl/instrukcje, and questions can be sent to dziekanat.wm@uczelnia.edu.pl. Theses submitted after the deadline will not be admitted to the defence in the summer session.",
            ),
        ],
        bad=[
            Slip(1, [("najpóźniej 15 czerwca 2025 r.", "najpóźniej 25 czerwca 2025 r.")], "date"),
            Slip(
                2,
                [("https://apd.uczelnia.edu.pl/instrukcje", "https://apd.uczelnia.pl/instrukcje")],
                "url",
            ),
            Slip(
                0,
                [("Nie musisz składać wersji papierowej", "Musisz złożyć także wersję papierową")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-strefa-platnego-parkowania-rozszerzenie",
        source="Od 1 lipca 2025 r. Strefa Płatnego Parkowania obejmie także ulice Kościuszki, Mickiewicza i Ogrodową. Opłaty pobierane są od poniedziałku do piątku w godzinach 8:00–18:00; w soboty, niedziele i święta parkowanie jest bezpłatne. Za pierwszą godzinę postoju zapłacimy 4 zł, za drugą 4,80 zł, a za każdą kolejną 5,60 zł. Mieszkańcy strefy mogą wykupić abonament za 30 zł miesięcznie na jeden pojazd. Za brak ważnego biletu naliczana jest opłata dodatkowa w wysokości 150 zł, obniżana do 100 zł przy zapłacie w ciągu 7 dni. Zmiany wprowadza uchwała nr XIV/212/2025 Rady Miasta z dnia 29 kwietnia 2025 r., wydana na podstawie art. 13b ustawy o drogach publicznych.",
        good=[
            Good(
                "preserve",
                "Uwaga, kierowcy! Od 1 lipca 2025 r. ulice Kościuszki, Mickiewicza i Ogrodowa wejdą do Strefy Płatnego Parkowania. Płacimy od poniedziałku do piątku w godz. 8:00–18:00 – w soboty, niedziele i święta postój jest darmowy. Stawki: 4 zł za pierwszą godzinę, 4,80 zł za drugą i 5,60 zł za każdą następną. Mieszkańcy strefy mogą kupić abonament: 30 zł miesięcznie za jeden pojazd. Jeśli nie masz ważnego biletu, zapłacisz opłatę dodatkową 150 zł – albo 100 zł, jeśli uregulujesz ją w ciągu 7 dni. Podstawa: uchwała Rady Miasta nr XIV/212/2025 z 29 kwietnia 2025 r., podjęta na mocy art. 13b ustawy o drogach publicznych.",
            ),
            Good(
                "preserve",
                "Informujemy, że z dniem 1 lipca 2025 r. Strefa Płatnego Parkowania zostanie poszerzona o ulice Kościuszki, Mickiewicza oraz Ogrodową. Opłaty obowiązują od poniedziałku do piątku, od 8:00 do 18:00, natomiast w soboty, niedziele i dni świąteczne postój nie podlega opłacie. Opłata wynosi 4 zł za pierwszą godzinę, 4,80 zł za drugą oraz 5,60 zł za każdą kolejną godzinę. Mieszkańcy strefy mogą nabyć abonament w cenie 30 zł miesięcznie na jeden pojazd. Parkowanie bez ważnego biletu skutkuje opłatą dodatkową w kwocie 150 zł, która przy wpłacie w terminie 7 dni zostaje obniżona do 100 zł. Zmiany wynikają z uchwały nr XIV/212/2025 Rady Miasta z dnia 29 kwietnia 2025 r., wydanej na podstawie art. 13b ustawy o drogach publicznych.",
            ),
            Good(
                "en",
                "From 1 July 2025, the Paid Parking Zone will be extended to Kościuszki, Mickiewicza and Ogrodowa streets. Charges apply Monday to Friday from 8:00 am to 6:00 pm; parking is free on Saturdays, Sundays and public holidays. The first hour costs PLN 4, the second PLN 4.80 and each subsequent hour PLN 5.60. Residents of the zone can buy a permit for PLN 30 per month per vehicle. Parking without a valid ticket incurs a surcharge of PLN 150, reduced to PLN 100 if paid within 7 days. The changes are introduced by City Council Resolution No. XIV/212/2025 of 29 April 2025, adopted under Article 13b of the Public Roads Act.",
            ),
        ],
        bad=[
            Slip(0, [("30 zł miesięcznie", "50 zł miesięcznie")], "number"),
            Slip(
                2,
                [("Article 13b of the Public Roads Act", "Article 13f of the Public Roads Act")],
                "legal_reference",
            ),
            Slip(1, [("z dniem 1 lipca 2025 r.", "z dniem 1 czerwca 2025 r.")], "date"),
        ],
    ),
    Case(
        key="pl-changelog-biblioteki-python-wydanie",
        source="## [2.3.0] – 2025-02-10\n\n### Dodano\n- Nowa funkcja `parse_config()` obsługuje pliki TOML i YAML.\n- Opcja `--strict` w CLI przerywa działanie przy pierwszym błędzie walidacji.\n\n### Zmieniono\n- Minimalna wspierana wersja Pythona to teraz 3.10.\n- Domyślny limit czasu połączenia wydłużono z 5 do 10 sekund.\n\n### Usunięto\n- Przestarzała funkcja `load_settings()` została usunięta; zamiast niej należy używać `parse_config()`.\n\n### Uwaga\nTa wersja nie jest wstecznie zgodna z 1.x. Przed aktualizacją przeczytaj przewodnik migracji w pliku `MIGRATION.md`. Wtyczki napisane dla 2.2 powinny działać bez zmian, ale nie testowaliśmy ich na Windows.",
        good=[
            Good(
                "preserve",
                "## [2.3.0] – 2025-02-10\n\n### Dodano\n- `parse_config()` – nowa funkcja, która wczytuje pliki TOML oraz YAML.\n- Flaga CLI `--strict`: działanie zostaje przerwane przy pierwszym błędzie walidacji.\n\n### Zmieniono\n- Wymagany jest teraz Python w wersji co najmniej 3.10.\n- Domyślny timeout połączenia zwiększono z 5 do 10 s.\n\n### Usunięto\n- Usunięto przestarzałą funkcję `load_settings()` – w jej miejsce należy używać `parse_config()`.\n\n### Uwaga\nWersja 2.3.0 nie zachowuje wstecznej zgodności z 1.x, więc zanim zaktualizujesz, przeczytaj przewodnik migracji w `MIGRATION.md`. Wtyczki dla 2.2 powinny działać bez modyfikacji, choć nie sprawdzaliśmy ich na Windows.",
            ),
            Good(
                "preserve",
                "## [2.3.0] – 2025-02-10\n\n### Dodano\n- Opcja `--strict` dla CLI – zatrzymuje program na pierwszym błędzie walidacji.\n- Funkcja `parse_config()` potrafiąca czytać pliki TOML i YAML.\n\n### Zmieniono\n- Domyślny limit czasu połączenia: 10 sekund zamiast 5.\n- Minimalna obsługiwana wersja Pythona: 3.10.\n\n### Usunięto\n- `load_settings()` (przestarzała) – należy korzystać z `parse_config()`.\n\n### Uwaga\nWydanie nie jest wstecznie zgodne z 1.x. Przewodnik migracji znajdziesz w pliku `MIGRATION.md` – przeczytaj go przed aktualizacją. Wtyczki przygotowane dla 2.2 powinny działać bez zmian, jednak nie testowaliśmy ich na Windows.",
            ),
            Good(
                "en",
                "## [2.3.0] – 2025-02-10\n\n### Added\n- New `parse_config()` function supporting TOML and YAML files.\n- `--strict` CLI option that stops at the first validation error.\n\n### Changed\n- The minimum supported Python version is now 3.10.\n- The default connection timeout has been increased from 5 to 10 seconds.\n\n### Removed\n- The deprecated `load_settings()` function has been removed; use `parse_config()` instead.\n\n### Note\nThis release is not backward compatible with 1.x. Read the migration guide in `MIGRATION.md` before upgrading. Plugins written for 2.2 should work unchanged, but we have not tested them on Windows.",
            ),
        ],
        bad=[
            Slip(2, [("use `parse_config()` instead", "use `load_config()` instead")], "code"),
            Slip(0, [("### Usunięto\n", "")], "markdown"),
            Slip(
                1,
                [
                    (
                        "Wydanie nie jest wstecznie zgodne z 1.x.",
                        "Wydanie jest wstecznie zgodne z 1.x.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-wykopaliska-grzybow-streszczenie-raportu",
        source="W sezonie 2024 przeprowadzono badania wykopaliskowe na stanowisku nr 3 w Grzybowie (gm. Staszów) na powierzchni 220 m². Odsłonięto relikty dwóch budynków o konstrukcji słupowej oraz jamę zasobową, w której znaleziono 146 fragmentów ceramiki. Na podstawie analizy form naczyń osadę datuje się wstępnie na X–XI wiek, choć niektóre fragmenty mogą być starsze. Datowanie radiowęglowe próbki węgla drzewnego (Poz-14582) wskazuje na lata 890–1010 n.e. (2σ). Wyniki są zbieżne z obserwacjami Kowalczyk (2019, s. 87), która opisała podobną zabudowę w sąsiedniej dolinie. Nie stwierdzono śladów pożaru. Prawdopodobnie osada została opuszczona w sposób planowy, jednak do potwierdzenia tej hipotezy potrzebne są dalsze badania.",
        good=[
            Good(
                "preserve",
                "Badania wykopaliskowe prowadzone w sezonie 2024 na stanowisku nr 3 w Grzybowie (gm. Staszów) objęły obszar 220 m². Zarejestrowano pozostałości dwóch budynków słupowych i jamę zasobową zawierającą 146 fragmentów naczyń ceramicznych. Analiza form naczyń pozwala wstępnie datować osadę na X–XI w., przy czym część fragmentów może pochodzić z wcześniejszego okresu. Data radiowęglowa uzyskana dla próbki węgla drzewnego (Poz-14582) mieści się w przedziale 890–1010 n.e. (2σ). Wyniki zgadzają się z obserwacjami Kowalczyk (2019, s. 87), która opisała analogiczną zabudowę w sąsiedniej dolinie. Śladów pożaru nie stwierdzono. Osada została prawdopodobnie opuszczona w sposób planowy, choć hipoteza ta wymaga potwierdzenia w toku dalszych badań.",
            ),
            Good(
                "preserve",
                "W 2024 roku archeolodzy przebadali 220 m² stanowiska nr 3 w Grzybowie w gminie Staszów. Natrafili na ślady dwóch budynków wzniesionych w konstrukcji słupowej oraz na jamę zasobową ze 146 fragmentami ceramiki. Z kształtu naczyń wynika wstępnie, że osada istniała w X–XI wieku, ale niektóre skorupy mogą być starsze. Datowanie radiowęglowe węgla drzewnego (próbka Poz-14582) daje przedział 890–1010 n.e. (2σ). Podobną zabudowę w sąsiedniej dolinie opisała Kowalczyk (2019, s. 87) i nowe wyniki są z jej obserwacjami zbieżne. Nie znaleziono śladów pożaru. Najprawdopodobniej osadę opuszczono w sposób planowy, lecz tę hipotezę trzeba jeszcze potwierdzić dalszymi badaniami.",
            ),
            Good(
                "en",
                "In the 2024 season, excavations were carried out at site no. 3 in Grzybów (Staszów commune) over an area of 220 m². Remains of two post-built structures and a storage pit containing 146 pottery fragments were uncovered. Based on an analysis of vessel forms, the settlement is provisionally dated to the 10th–11th centuries, although some fragments may be older. Radiocarbon dating of a charcoal sample (Poz-14582) points to 890–1010 AD (2σ). The results are consistent with the observations of Kowalczyk (2019, p. 87), who described similar buildings in a neighbouring valley. No traces of fire were found. The settlement was probably abandoned in a planned manner, but further research is needed to confirm this hypothesis.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "przy czym część fragmentów może pochodzić z wcześniejszego okresu",
                        "przy czym część fragmentów pochodzi z wcześniejszego okresu",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("Kowalczyk (2019, p. 87)", "Kowalczyk (2017, p. 87)")], "citation"),
            Slip(
                1,
                [
                    (
                        "Nie znaleziono śladów pożaru.",
                        "Nie znaleziono śladów pożaru, natomiast w jamie odkryto żelazny nóż.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-bank-ostrzezenie-falszywe-sms",
        source="Uwaga na fałszywe SMS-y podszywające się pod nasz bank. W ostatnich dniach klienci otrzymują wiadomości o rzekomej blokadzie karty z linkiem do strony łudząco podobnej do bankowości internetowej. Bank nigdy nie prosi w SMS-ach ani e-mailach o podanie PIN-u, pełnego numeru karty czy kodu CVV. Nie klikaj w linki z takich wiadomości i nie instaluj aplikacji do zdalnego pulpitu na prośbę rzekomego konsultanta. Logować się należy wyłącznie przez oficjalną stronę https://online.bankpolski24.pl lub aplikację mobilną. Jeśli podałeś dane karty, natychmiast zastrzeż ją w aplikacji albo pod numerem 801 321 123 (czynnym całą dobę). Podejrzane wiadomości możesz przesłać na adres phishing@bankpolski24.pl.",
        good=[
            Good(
                "preserve",
                "Uważaj na SMS-y, które udają wiadomości od naszego banku. Ostatnio klienci dostają informacje o rzekomej blokadzie karty razem z linkiem do strony do złudzenia przypominającej bankowość internetową. Pamiętaj: bank nigdy nie prosi SMS-em ani mailem o PIN, pełny numer karty ani kod CVV. Nie otwieraj linków z takich wiadomości i nie instaluj programów do zdalnego pulpitu, nawet jeśli prosi o to ktoś podający się za konsultanta. Do bankowości loguj się tylko przez oficjalną stronę https://online.bankpolski24.pl albo przez aplikację mobilną. Jeśli już podałeś dane karty, od razu ją zastrzeż – w aplikacji lub pod całodobowym numerem 801 321 123. Podejrzane wiadomości możesz przekazać na phishing@bankpolski24.pl.",
            ),
            Good(
                "preserve",
                "Ostrzeżenie: fałszywe SMS-y w imieniu banku\n\nW ostatnim czasie do klientów trafiają wiadomości o rzekomej blokadzie karty, zawierające link do strony łudząco podobnej do serwisu bankowości internetowej. Prosimy o przestrzeganie następujących zasad:\n1. Bank nigdy nie prosi w SMS-ach ani wiadomościach e-mail o podanie PIN-u, pełnego numeru karty lub kodu CVV.\n2. Nie należy klikać linków z takich wiadomości ani instalować aplikacji do zdalnego pulpitu na prośbę osoby podającej się za konsultanta.\n3. Logować się należy wyłącznie przez oficjalną stronę https://online.bankpolski24.pl lub aplikację mobilną.\n4. W razie podania danych karty należy natychmiast ją zastrzec w aplikacji lub pod numerem 801 321 123 (czynnym 24 godziny na dobę).\nPodejrzane wiadomości można przesyłać na adres phishing@bankpolski24.pl.",
            ),
            Good(
                "en",
                "Beware of fake text messages impersonating our bank. In recent days, customers have been receiving messages about a supposed card block, with a link to a website that closely resembles online banking. The bank never asks for your PIN, full card number or CVV code by text message or e-mail. Do not click links in such messages and do not install remote desktop software at the request of a supposed adviser. Log in only through the official website https://online.bankpolski24.pl or the mobile app. If you have given out your card details, block the card immediately in the app or by calling 801 321 123 (available 24/7). You can forward suspicious messages to phishing@bankpolski24.pl.",
            ),
        ],
        bad=[
            Slip(0, [("https://online.bankpolski24.pl", "https://online.bankpolski.pl")], "url"),
            Slip(
                2,
                [("The bank never asks for your PIN", "The bank sometimes asks for your PIN")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Podejrzane wiadomości można przesyłać",
                        "Podejrzane wiadomości należy przesyłać",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-remont-lazienki-zgloszenie-spoldzielni",
        source="Szanowny Zarządzie Spółdzielni Mieszkaniowej „Zielone Wzgórze”, uprzejmie informuję, że w lokalu nr 47 przy ul. Lipowej 12 planuję remont łazienki i kuchni w terminie od 3 do 28 marca 2025 r. Prace obejmą wymianę glazury, instalacji wodnej w obrębie lokalu oraz armatury. Nie planuję żadnych zmian w ścianach nośnych ani w pionach wentylacyjnych. Prace głośne będą prowadzone wyłącznie w dni robocze w godz. 8:00–18:00, zgodnie z regulaminem porządku domowego. Przed odcięciem wody na pionie, które może okazać się konieczne, zgłoszę to administracji z co najmniej 3-dniowym wyprzedzeniem. Gruz będzie wywożony przez firmę remontową na bieżąco. Proszę o potwierdzenie przyjęcia zgłoszenia. Z poważaniem, Anna Nowicka",
        good=[
            Good(
                "preserve",
                "Szanowni Państwo,\nuprzejmie zawiadamiam Zarząd SM „Zielone Wzgórze”, że w dniach 3–28 marca 2025 r. zamierzam przeprowadzić remont łazienki i kuchni w lokalu nr 47 przy ul. Lipowej 12. Zakres prac: wymiana glazury, armatury oraz instalacji wodnej w obrębie mieszkania. Nie przewiduję żadnych zmian w ścianach nośnych ani w pionach wentylacyjnych. Hałaśliwe prace będą wykonywane tylko w dni robocze, między 8:00 a 18:00, tak jak przewiduje regulamin porządku domowego. Gdyby okazało się konieczne zakręcenie wody na pionie, poinformuję administrację co najmniej 3 dni wcześniej. Firma remontowa będzie na bieżąco wywozić gruz. Uprzejmie proszę o potwierdzenie przyjęcia zgłoszenia.\nZ poważaniem\nAnna Nowicka",
            ),
            Good(
                "preserve",
                "Szanowny Zarządzie SM „Zielone Wzgórze”,\ninformuję, że od 3 do 28 marca 2025 r. będę remontować łazienkę i kuchnię w mieszkaniu nr 47 (ul. Lipowa 12). Wymienione zostaną glazura, armatura i instalacja wodna w obrębie lokalu; nie planuję natomiast żadnych zmian w ścianach nośnych ani pionach wentylacyjnych. Głośne prace – wyłącznie w dni robocze w godz. 8:00–18:00, zgodnie z regulaminem porządku domowego. Jeśli trzeba będzie odciąć wodę na pionie, zgłoszę to administracji z co najmniej 3-dniowym wyprzedzeniem. Gruz na bieżąco wywiezie firma remontowa. Proszę o potwierdzenie, że zgłoszenie zostało przyjęte.\nZ poważaniem\nAnna Nowicka",
            ),
            Good(
                "en",
                "Dear Board of the “Zielone Wzgórze” Housing Cooperative,\nI would like to inform you that I am planning to renovate the bathroom and kitchen in flat no. 47 at ul. Lipowa 12 between 3 and 28 March 2025. The work will include replacing the tiles, the water pipes within the flat and the fittings. I do not plan any changes to load-bearing walls or ventilation shafts. Noisy work will be carried out only on working days between 8:00 am and 6:00 pm, in line with the house rules. If it becomes necessary to shut off the water in the riser, I will notify the management at least 3 days in advance. Rubble will be removed on an ongoing basis by the renovation company. Please confirm receipt of this notification.\nYours faithfully,\nAnna Nowicka",
            ),
        ],
        bad=[
            Slip(2, [("between 3 and 28 March 2025", "between 3 and 28 May 2025")], "date"),
            Slip(
                0,
                [
                    (
                        "Hałaśliwe prace będą wykonywane tylko",
                        "Hałaśliwe prace powinny być wykonywane tylko",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Gruz na bieżąco wywiezie firma remontowa.",
                        "Gruz na bieżąco wywiezie firma remontowa Bud-Mar z Piaseczna.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-kolo-pszczelarzy-komunikat-wiosenny",
        source="Koło Pszczelarzy w Łowiczu przypomina o wiosennym przeglądzie rodzin pszczelich. Przegląd najlepiej przeprowadzić w słoneczny dzień, gdy temperatura w cieniu przekracza 12°C. Ze wstępnych zgłoszeń wynika, że zimowe straty w naszym rejonie wyniosły około 15% rodzin, czyli prawdopodobnie mniej niż przed rokiem. Członkowie koła mogą odbierać zamówiony syrop inwertowany w magazynie przy ul. Polnej 5 w każdą sobotę od 9:00 do 12:00; cena wynosi 4,20 zł za kilogram. Przypominamy, że rodziny słabe należy łączyć, a nie dokarmiać na siłę. Nie wolno stosować leków przeciw warrozie w trakcie pożytku. Zebranie wiosenne odbędzie się 12 kwietnia 2025 r. o godz. 10:00 w świetlicy OSP.",
        good=[
            Good(
                "preserve",
                "Drodzy pszczelarze! Koło w Łowiczu przypomina, że czas na wiosenny przegląd rodzin. Najlepiej zrobić go w słoneczny dzień, kiedy w cieniu jest ponad 12°C. Według wstępnych zgłoszeń zima zabrała w naszej okolicy około 15% rodzin – prawdopodobnie mniej niż rok temu. Zamówiony syrop inwertowany członkowie koła mogą odbierać w każdą sobotę w godz. 9:00–12:00 z magazynu przy ul. Polnej 5; kilogram kosztuje 4,20 zł. Słabe rodziny należy łączyć, a nie na siłę dokarmiać. Pamiętajcie też, że w czasie pożytku nie wolno stosować leków na warrozę. Zapraszamy na zebranie wiosenne 12 kwietnia 2025 r. o 10:00 w świetlicy OSP.",
            ),
            Good(
                "preserve",
                "Wiosenny komunikat Koła Pszczelarzy w Łowiczu:\n- Przegląd rodzin: najlepiej w słoneczny dzień, przy temperaturze powyżej 12°C w cieniu.\n- Straty zimowe: wg wstępnych zgłoszeń ok. 15% rodzin w naszym rejonie, prawdopodobnie mniej niż przed rokiem.\n- Syrop inwertowany: członkowie koła mogą odbierać zamówienia w każdą sobotę w godz. 9:00–12:00 w magazynie przy ul. Polnej 5; cena 4,20 zł/kg.\n- Słabe rodziny: należy je łączyć zamiast dokarmiać na siłę.\n- Warroza: w trakcie pożytku nie wolno stosować leków.\n- Zebranie wiosenne: 12 kwietnia 2025 r., godz. 10:00, świetlica OSP.",
            ),
            Good(
                "en",
                "The Łowicz Beekeepers' Association reminds members about the spring inspection of bee colonies. It is best carried out on a sunny day when the temperature in the shade is above 12°C. Preliminary reports suggest that winter losses in our area amounted to about 15% of colonies, which is probably lower than last year. Members can collect their ordered invert syrup from the warehouse at ul. Polna 5 every Saturday from 9:00 to 12:00; the price is PLN 4.20 per kilogram. Please remember that weak colonies are to be combined, not force-fed. Varroa treatments must not be used during a nectar flow. The spring meeting will take place on 12 April 2025 at 10:00 am in the OSP fire station hall.",
            ),
        ],
        bad=[
            Slip(1, [("ok. 15% rodzin", "15% rodzin")], "hedge"),
            Slip(2, [("PLN 4.20 per kilogram", "PLN 4.80 per kilogram")], "number"),
            Slip(
                0,
                [
                    (
                        "prawdopodobnie mniej niż rok temu.",
                        "prawdopodobnie mniej niż rok temu dzięki łagodnej zimie.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-syrop-ibuprofen-dawkowanie-dzieci",
        source="Syrop dla dzieci z ibuprofenem 100 mg/5 ml stosuje się u dzieci od 3. miesiąca życia o masie ciała powyżej 5 kg. Pojedyncza dawka wynosi zwykle 5–10 mg na kilogram masy ciała, podawana co 6–8 godzin. Nie należy przekraczać dawki 30 mg/kg masy ciała na dobę. Do odmierzania dawki służy dołączona strzykawka doustna; nie używaj domowej łyżeczki. Jeśli gorączka utrzymuje się dłużej niż 3 dni, skonsultuj się z lekarzem. Lek może powodować dolegliwości żołądkowe, dlatego warto podawać go w trakcie posiłku. Nie stosować u dzieci z astmą oskrzelową nasilaną przez NLPZ. Przed otwarciem przechowywać w temperaturze poniżej 25°C; po otwarciu zużyć w ciągu 6 miesięcy.",
        good=[
            Good(
                "preserve",
                "Ten syrop z ibuprofenem (100 mg w 5 ml) jest przeznaczony dla dzieci od 3. miesiąca życia, ważących ponad 5 kg. Jedna dawka to zazwyczaj 5–10 mg na każdy kilogram masy ciała dziecka i podaje się ją co 6–8 godzin. W ciągu doby nie wolno przekroczyć 30 mg/kg. Dawkę odmierzaj dołączoną strzykawką doustną, a nie łyżeczką z kuchni. Jeżeli gorączka trwa dłużej niż 3 dni, skonsultuj się z lekarzem. Lek może wywoływać dolegliwości ze strony żołądka, więc dobrze jest podawać go razem z posiłkiem. Nie podawaj go dzieciom z astmą oskrzelową, którą nasilają NLPZ. Nieotwartą butelkę przechowuj w temperaturze poniżej 25°C, a otwartą zużyj w ciągu 6 miesięcy.",
            ),
            Good(
                "preserve",
                "Ibuprofen 100 mg/5 ml, syrop dla dzieci – dawkowanie i stosowanie\n• Dla kogo: dzieci od 3. miesiąca życia, o masie ciała powyżej 5 kg.\n• Dawka pojedyncza: zwykle 5–10 mg/kg masy ciała, co 6–8 godzin.\n• Maksymalna dawka dobowa: 30 mg/kg masy ciała – nie należy jej przekraczać.\n• Odmierzanie: dołączoną strzykawką doustną, nie domową łyżeczką.\n• Gorączka dłużej niż 3 dni: skonsultuj się z lekarzem.\n• Działania niepożądane: możliwe dolegliwości żołądkowe, dlatego warto podawać lek w trakcie posiłku.\n• Przeciwwskazanie: nie stosować u dzieci z astmą oskrzelową nasilaną przez NLPZ.\n• Przechowywanie: przed otwarciem poniżej 25°C; po otwarciu zużyć w ciągu 6 miesięcy.",
            ),
            Good(
                "en",
                "This children's ibuprofen syrup (100 mg/5 ml) is for children aged 3 months and older who weigh more than 5 kg. A single dose is usually 5–10 mg per kilogram of body weight, given every 6–8 hours. Do not exceed 30 mg/kg of body weight in 24 hours. Use the oral syringe provided to measure the dose, not a household teaspoon. If the fever lasts longer than 3 days, consult a doctor. The medicine may cause stomach upset, so it is a good idea to give it with food. Do not use in children with bronchial asthma aggravated by NSAIDs. Before opening, store below 25°C; once opened, use within 6 months.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "W ciągu doby nie wolno przekroczyć 30 mg/kg.",
                        "W ciągu doby nie wolno przekroczyć 40 mg/kg.",
                    )
                ],
                "number",
            ),
            Slip(
                2,
                [("The medicine may cause stomach upset", "The medicine causes stomach upset")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "dołączoną strzykawką doustną, nie domową łyżeczką.",
                        "dołączoną strzykawką doustną lub domową łyżeczką.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-przeglad-badan-sen-nastolatkow",
        source="Przegląd badań wskazuje, że znaczna część nastolatków w wieku 13–18 lat śpi krócej niż zalecane 8–10 godzin na dobę (Paruthi i in., 2016). Metaanaliza Carter i in. (2016), obejmująca 20 badań i ponad 125 000 dzieci, wykazała, że korzystanie z urządzeń mobilnych przed snem wiąże się z ponad dwukrotnie wyższym ryzykiem niewystarczającej długości snu. Nie oznacza to jednak, że ekrany są jedyną przyczyną problemu: część autorów sugeruje, że istotną rolę mogą odgrywać także wczesne godziny rozpoczynania lekcji (Wheaton i in., 2016). Większość uwzględnionych badań miała charakter przekrojowy, dlatego wnioski o związku przyczynowym należy formułować ostrożnie.",
        good=[
            Good(
                "preserve",
                "Z przeglądu literatury wynika, że znaczna część młodzieży w wieku 13–18 lat nie osiąga zalecanych 8–10 godzin snu na dobę (Paruthi i in., 2016). W metaanalizie Carter i in. (2016), która objęła 20 badań i ponad 125 000 dzieci, używanie urządzeń mobilnych przed snem wiązało się z ponad dwukrotnie wyższym ryzykiem zbyt krótkiego snu. Ekrany nie są jednak jedyną przyczyną problemu – niektórzy autorzy sugerują, że istotne znaczenie mogą mieć również wczesne godziny rozpoczynania zajęć szkolnych (Wheaton i in., 2016). Ponieważ większość analizowanych badań miała charakter przekrojowy, wnioski przyczynowe należy formułować z ostrożnością.",
            ),
            Good(
                "preserve",
                "Badania pokazują, że znaczna część nastolatków między 13. a 18. rokiem życia śpi krócej, niż się zaleca, czyli mniej niż 8–10 godzin na dobę (Paruthi i in., 2016). Według metaanalizy Carter i in. (2016) – 20 badań, ponad 125 000 dzieci – korzystanie z urządzeń mobilnych przed snem wiązało się z ponad dwa razy większym ryzykiem, że sen będzie za krótki. To nie znaczy, że winne są wyłącznie ekrany: część badaczy sugeruje, że ważną rolę mogą odgrywać też wczesne godziny rozpoczynania lekcji (Wheaton i in., 2016). Większość tych badań była przekrojowa, więc wnioski o przyczynach trzeba formułować ostrożnie.",
            ),
            Good(
                "en",
                "A review of the research indicates that a substantial share of adolescents aged 13–18 sleep less than the recommended 8–10 hours per day (Paruthi et al., 2016). A meta-analysis by Carter et al. (2016), covering 20 studies and more than 125,000 children, found that using mobile devices before bedtime was associated with a more than twofold higher risk of inadequate sleep duration. This does not mean, however, that screens are the only cause of the problem: some authors suggest that early school start times may also play an important role (Wheaton et al., 2016). Most of the included studies were cross-sectional, so conclusions about causality should be drawn with caution.",
            ),
        ],
        bad=[
            Slip(0, [("(Wheaton i in., 2016)", "(Wheaton i in., 2018)")], "citation"),
            Slip(2, [("may also play an important role", "also play an important role")], "hedge"),
            Slip(
                1,
                [
                    (
                        "że sen będzie za krótki.",
                        "że sen będzie za krótki, a także z gorszymi ocenami w szkole.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-sklep-odstapienie-od-umowy",
        source="Konsument, który zawarł umowę na odległość, może od niej odstąpić bez podawania przyczyny w terminie 14 dni od dnia otrzymania towaru, zgodnie z art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta. Aby skorzystać z tego prawa, wystarczy wysłać oświadczenie przez formularz na stronie sklepu lub e-mailem. Towar należy odesłać nie później niż 14 dni od dnia odstąpienia. Sklep zwraca wszystkie płatności, w tym najtańszy koszt dostawy, w ciągu 14 dni od otrzymania oświadczenia, ale może wstrzymać zwrot do chwili otrzymania towaru. Bezpośredni koszt odesłania ponosi klient. Prawo odstąpienia nie przysługuje w przypadku towarów wykonanych na indywidualne zamówienie (art. 38 ust. 1 pkt 3 ustawy).",
        good=[
            Good(
                "preserve",
                "Jeśli zawarłeś z nami umowę na odległość, możesz od niej odstąpić bez podawania przyczyny w ciągu 14 dni od dnia, w którym otrzymałeś towar – daje Ci to art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta. Wystarczy, że wyślesz oświadczenie przez formularz na naszej stronie albo mailem. Towar musisz odesłać najpóźniej 14 dni po odstąpieniu od umowy. Oddamy Ci wszystkie płatności, łącznie z kosztem najtańszej dostawy, w ciągu 14 dni od otrzymania oświadczenia; możemy jednak wstrzymać zwrot, dopóki towar do nas nie dotrze. Bezpośredni koszt odesłania towaru pokrywasz Ty. Z prawa odstąpienia nie skorzystasz w przypadku towarów wykonanych na indywidualne zamówienie (art. 38 ust. 1 pkt 3 ustawy).",
            ),
            Good(
                "preserve",
                "Odstąpienie od umowy zawartej na odległość – najważniejsze zasady:\n1. Termin: konsument może odstąpić od umowy w ciągu 14 dni od dnia otrzymania towaru, bez podawania przyczyny (art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta).\n2. Forma: wystarczy oświadczenie wysłane przez formularz na stronie sklepu lub pocztą elektroniczną.\n3. Zwrot towaru: należy go odesłać najpóźniej w ciągu 14 dni od dnia odstąpienia.\n4. Zwrot płatności: sklep oddaje wszystkie płatności, w tym koszt najtańszej formy dostawy, w ciągu 14 dni od otrzymania oświadczenia; może go jednak wstrzymać do momentu otrzymania towaru.\n5. Koszty: bezpośredni koszt odesłania towaru ponosi klient.\n6. Wyjątek: prawo odstąpienia nie przysługuje w odniesieniu do towarów wykonanych na indywidualne zamówienie (art. 38 ust. 1 pkt 3 ustawy).",
            ),
            Good(
                "en",
                "A consumer who has concluded a distance contract may withdraw from it without giving any reason within 14 days of receiving the goods, under Article 27 of the Consumer Rights Act of 30 May 2014. To exercise this right, it is enough to send a statement via the form on the shop's website or by e-mail. The goods must be sent back no later than 14 days after withdrawal. The shop refunds all payments, including the cheapest delivery cost, within 14 days of receiving the statement, but may withhold the refund until it receives the goods. The customer bears the direct cost of returning the goods. The right of withdrawal does not apply to goods made to the customer's individual order (Article 38(1)(3) of the Act).",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "under Article 27 of the Consumer Rights Act",
                        "under Article 29 of the Consumer Rights Act",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                0,
                [
                    (
                        "Towar musisz odesłać najpóźniej 14 dni",
                        "Towar musisz odesłać najpóźniej 30 dni",
                    )
                ],
                "date",
            ),
            Slip(
                1,
                [("może go jednak wstrzymać do momentu", "musi go jednak wstrzymać do momentu")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-readme-narzedzie-pdf-csv",
        source="# pdftab\n\nNarzędzie wiersza poleceń do konwersji tabel z plików PDF do formatu CSV. Działa w systemach Linux, macOS i Windows.\n\n## Instalacja\n\nWymagany jest Python 3.9 lub nowszy. Zainstaluj pakiet poleceniem:\n\n```bash\npip install pdftab==0.8.2\n```\n\n## Użycie\n\n```bash\npdftab convert raport.pdf --pages 1-3 -o wynik.csv\n```\n\nOpcja `--pages` przyjmuje zakres stron; domyślnie przetwarzana jest tylko pierwsza strona. Pliki zabezpieczone hasłem nie są obsługiwane. Pełną dokumentację znajdziesz na [stronie projektu](https://pdftab.readthedocs.io/pl/latest/). Błędy zgłaszaj w [trackerze](https://github.com/pdftab/pdftab/issues).",
        good=[
            Good(
                "preserve",
                "# pdftab\n\nKonwertuje tabele z plików PDF do CSV z poziomu wiersza poleceń. Działa na Linuksie, macOS i Windows.\n\n## Instalacja\n\nPotrzebujesz Pythona w wersji 3.9 lub nowszej. Pakiet instalujesz tak:\n\n```bash\npip install pdftab==0.8.2\n```\n\n## Użycie\n\n```bash\npdftab convert raport.pdf --pages 1-3 -o wynik.csv\n```\n\n`--pages` pozwala podać zakres stron – bez tej opcji narzędzie przetwarza tylko pierwszą stronę. Plików chronionych hasłem nie obsługujemy. Pełna dokumentacja jest dostępna na [stronie projektu](https://pdftab.readthedocs.io/pl/latest/), a błędy zgłaszaj w [trackerze](https://github.com/pdftab/pdftab/issues).",
            ),
            Good(
                "preserve",
                "# pdftab\n\npdftab to narzędzie CLI, które zamienia tabele z plików PDF na pliki CSV. Obsługuje systemy Linux, macOS i Windows.\n\n## Instalacja\n\nWymagania: Python 3.9 lub nowszy. Instalacja:\n\n```bash\npip install pdftab==0.8.2\n```\n\n## Użycie\n\n```bash\npdftab convert raport.pdf --pages 1-3 -o wynik.csv\n```\n\nDomyślnie przetwarzana jest tylko pierwsza strona; inny zakres stron ustawisz opcją `--pages`. Pliki zabezpieczone hasłem nie są obsługiwane. Dokumentacja: [strona projektu](https://pdftab.readthedocs.io/pl/latest/). Błędy prosimy zgłaszać w [trackerze](https://github.com/pdftab/pdftab/issues).",
            ),
            Good(
                "en",
                "# pdftab\n\nA command-line tool for converting tables from PDF files to CSV. It runs on Linux, macOS and Windows.\n\n## Installation\n\nPython 3.9 or later is required. Install the package with:\n\n```bash\npip install pdftab==0.8.2\n```\n\n## Usage\n\n```bash\npdftab convert raport.pdf --pages 1-3 -o wynik.csv\n```\n\nThe `--pages` option takes a page range; by default only the first page is processed. Password-protected files are not supported. Full documentation is available on the [project website](https://pdftab.readthedocs.io/pl/latest/). Report bugs in the [issue tracker](https://github.com/pdftab/pdftab/issues).",
            ),
        ],
        bad=[
            Slip(0, [("--pages 1-3 -o wynik.csv", "--range 1-3 -o wynik.csv")], "code"),
            Slip(
                2,
                [("```bash\npip install pdftab==0.8.2\n```", "pip install pdftab==0.8.2")],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "https://github.com/pdftab/pdftab/issues",
                        "https://gitlab.com/pdftab/pdftab/issues",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-przerwa-dostawie-wody-komunikat",
        source="Wodociągi Miejskie w Kielcach informują, że w czwartek 22 maja 2025 r. w godz. 8:00–15:00 nastąpi przerwa w dostawie wody dla budynków przy ul. Jasnej 2–18 (numery parzyste) oraz ul. Słonecznej 5. Przerwa jest związana z wymianą zasuwy na sieci wodociągowej. W tym czasie przy ul. Jasnej 10 będzie podstawiony beczkowóz z wodą pitną. Do czasu przywrócenia dostawy prosimy nie włączać pralek ani zmywarek. Po przywróceniu dostawy woda może mieć przez krótki czas zmienioną barwę; nie stanowi to zagrożenia dla zdrowia, ale zalecamy spuszczenie wody przed jej użyciem. Za utrudnienia przepraszamy. Informacje: tel. 994 lub www.wodociagi.kielce.pl/komunikaty.",
        good=[
            Good(
                "preserve",
                "Przerwa w dostawie wody – komunikat Wodociągów Miejskich w Kielcach\n- Kiedy: czwartek, 22 maja 2025 r., 8:00–15:00.\n- Gdzie: ul. Jasna 2–18 (numery parzyste) i ul. Słoneczna 5.\n- Powód: wymiana zasuwy na sieci wodociągowej.\n- Woda pitna: beczkowóz przy ul. Jasnej 10.\nDopóki dostawa nie zostanie przywrócona, prosimy nie uruchamiać pralek ani zmywarek. Po jej wznowieniu woda może przez krótki czas mieć zmieniony kolor – nie jest to groźne dla zdrowia, zalecamy jednak spuścić trochę wody przed użyciem. Przepraszamy za utrudnienia. Więcej informacji: tel. 994, www.wodociagi.kielce.pl/komunikaty.",
            ),
            Good(
                "preserve",
                "W czwartek 22 maja 2025 roku od 8:00 do 15:00 budynki przy ul. Jasnej 2–18 (strona parzysta) i ul. Słonecznej 5 zostaną odcięte od wody. Wodociągi Miejskie w Kielcach wymieniają w tym czasie zasuwę na sieci wodociągowej. Wodę pitną będzie można nabrać z beczkowozu, który stanie przy ul. Jasnej 10. Prosimy, by do przywrócenia dostawy nie włączać pralek ani zmywarek. Kiedy woda wróci, przez krótki czas może mieć inną barwę; nie zagraża to zdrowiu, ale zalecamy, by przed użyciem chwilę ją spuścić. Wodociągi przepraszają za utrudnienia. Szczegóły pod numerem 994 i na stronie www.wodociagi.kielce.pl/komunikaty.",
            ),
            Good(
                "en",
                "Kielce Municipal Waterworks would like to inform you that on Thursday, 22 May 2025, between 8:00 am and 3:00 pm, the water supply will be interrupted for buildings at ul. Jasna 2–18 (even numbers) and ul. Słoneczna 5. The interruption is due to the replacement of a gate valve on the water main. During this time, a water tanker with drinking water will be stationed at ul. Jasna 10. Please do not run washing machines or dishwashers until the supply is restored. Once the supply is restored, the water may be discoloured for a short time; this poses no health risk, but we recommend running the tap before use. We apologise for the inconvenience. Information: tel. 994 or www.wodociagi.kielce.pl/komunikaty.",
            ),
        ],
        bad=[
            Slip(2, [("between 8:00 am and 3:00 pm", "between 8:00 am and 5:00 pm")], "date"),
            Slip(
                0,
                [
                    (
                        "- Powód: wymiana zasuwy na sieci wodociągowej.",
                        "- Powód: wymiana zasuwy na sieci wodociągowej po awarii z zeszłego tygodnia.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("nie zagraża to zdrowiu, ale", "zagraża to zdrowiu, dlatego")], "negation"),
        ],
    ),
    Case(
        key="pl-przedszkole-rekrutacja-zasady-naboru",
        source="Rekrutacja do Przedszkola Miejskiego nr 7 na rok szkolny 2025/2026 trwa od 3 do 14 marca 2025 r. Wnioski składa się wyłącznie elektronicznie przez system naboru; wersji papierowej nie przyjmujemy. Do przedszkola mogą być przyjęte dzieci w wieku od 3 do 6 lat. Dzieci, które już uczęszczają do placówki, nie muszą brać udziału w rekrutacji – wystarczy, że rodzice złożą deklarację kontynuacji do 28 lutego. Przedszkole dysponuje 75 wolnymi miejscami w 3 oddziałach. W przypadku większej liczby kandydatów niż miejsc decydują kryteria ustawowe oraz samorządowe, potwierdzone oświadczeniami rodziców. Listy przyjętych zostaną opublikowane 4 kwietnia o godz. 12:00. Rodzice muszą potwierdzić wolę przyjęcia dziecka w ciągu 5 dni roboczych, inaczej dziecko zostanie skreślone z listy.",
        good=[
            Good(
                "preserve",
                "Rekrutacja do Przedszkola Miejskiego nr 7 na rok szkolny 2025/2026 potrwa od 3 do 14 marca 2025 r. Wniosek złożysz tylko elektronicznie, w systemie naboru – wersji papierowych nie przyjmujemy. Przyjmowane mogą być dzieci w wieku 3–6 lat. Jeśli Twoje dziecko już chodzi do naszego przedszkola, nie musi przechodzić rekrutacji: wystarczy złożyć deklarację kontynuacji do 28 lutego. Mamy 75 wolnych miejsc w trzech oddziałach. Gdy chętnych będzie więcej niż miejsc, o przyjęciu zdecydują kryteria ustawowe i samorządowe, które rodzice potwierdzają oświadczeniami. Listy przyjętych opublikujemy 4 kwietnia o 12:00. Następnie musisz w ciągu 5 dni roboczych potwierdzić wolę przyjęcia dziecka – w przeciwnym razie zostanie ono skreślone z listy.",
            ),
            Good(
                "preserve",
                "Zasady naboru do Przedszkola Miejskiego nr 7 (rok szkolny 2025/2026):\n1. Termin rekrutacji: 3–14 marca 2025 r.\n2. Wnioski przyjmowane są wyłącznie w formie elektronicznej, za pośrednictwem systemu naboru; wnioski papierowe nie są przyjmowane.\n3. Przyjęte mogą zostać dzieci w wieku od 3 do 6 lat.\n4. Dzieci już uczęszczające do przedszkola nie muszą brać udziału w rekrutacji; wystarczy, że rodzice złożą deklarację kontynuacji do 28 lutego.\n5. Liczba wolnych miejsc: 75 w 3 oddziałach.\n6. Jeżeli kandydatów jest więcej niż miejsc, decydują kryteria ustawowe i samorządowe potwierdzone oświadczeniami rodziców.\n7. Publikacja list przyjętych: 4 kwietnia, godz. 12:00.\n8. Rodzice mają obowiązek potwierdzić wolę przyjęcia dziecka w ciągu 5 dni roboczych; w przeciwnym razie dziecko zostaje skreślone z listy.",
            ),
            Good(
                "en",
                "Admissions to Municipal Kindergarten No. 7 for the 2025/2026 school year run from 3 to 14 March 2025. Applications are accepted only electronically through the admissions system; we do not accept paper forms. Children aged 3 to 6 may be admitted. Children who already attend the kindergarten do not need to take part in the admissions process – it is enough for their parents to submit a declaration of continuation by 28 February. The kindergarten has 75 places available in 3 groups. If there are more applicants than places, the statutory and local-authority criteria, confirmed by parents' declarations, decide. The lists of admitted children will be published on 4 April at 12:00 noon. Parents must confirm their wish to enrol the child within 5 working days; otherwise the child will be removed from the list.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Liczba wolnych miejsc: 75 w 3 oddziałach.",
                        "Liczba wolnych miejsc: 57 w 3 oddziałach.",
                    )
                ],
                "number",
            ),
            Slip(
                2,
                [("Parents must confirm their wish", "Parents should confirm their wish")],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "nie musi przechodzić rekrutacji: wystarczy złożyć",
                        "musi przejść rekrutację i złożyć",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-klauzula-rodo-fundacja-warsztaty",
        source="Administratorem Pani/Pana danych osobowych jest Fundacja „Otwarte Drzwi” z siedzibą w Lublinie, ul. Narutowicza 8. Dane przetwarzamy w celu realizacji zgłoszenia na warsztaty, na podstawie art. 6 ust. 1 lit. b RODO, a w zakresie wizerunku – na podstawie Pani/Pana zgody (art. 6 ust. 1 lit. a RODO). Dane będą przechowywane przez 3 lata od zakończenia projektu. Podanie danych jest dobrowolne, ale niezbędne do udziału w warsztatach. Zgodę na publikację wizerunku można wycofać w dowolnym momencie, bez wpływu na zgodność z prawem przetwarzania dokonanego przed jej wycofaniem. Ma Pani/Pan prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych. Dane nie będą przekazywane do państw trzecich. Kontakt w sprawach danych: iod@otwartedrzwi.org.pl.",
        good=[
            Good(
                "preserve",
                "Administratorem Twoich danych osobowych jest Fundacja „Otwarte Drzwi” z siedzibą w Lublinie przy ul. Narutowicza 8. Przetwarzamy je, by obsłużyć Twoje zgłoszenie na warsztaty (podstawa: art. 6 ust. 1 lit. b RODO), a Twój wizerunek – na podstawie Twojej zgody (art. 6 ust. 1 lit. a RODO). Dane przechowujemy przez 3 lata od zakończenia projektu. Ich podanie jest dobrowolne, ale bez nich nie weźmiesz udziału w warsztatach. Zgodę na publikację wizerunku możesz wycofać w każdej chwili; nie wpływa to na zgodność z prawem przetwarzania, które odbyło się przed jej wycofaniem. Masz prawo złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych. Nie będziemy przekazywać Twoich danych do państw trzecich. W sprawach dotyczących danych napisz na iod@otwartedrzwi.org.pl.",
            ),
            Good(
                "preserve",
                "Klauzula informacyjna\n1. Administrator danych: Fundacja „Otwarte Drzwi”, ul. Narutowicza 8, Lublin.\n2. Cel i podstawa przetwarzania: realizacja zgłoszenia na warsztaty – art. 6 ust. 1 lit. b RODO; wizerunek – zgoda osoby, której dane dotyczą (art. 6 ust. 1 lit. a RODO).\n3. Okres przechowywania: 3 lata od zakończenia projektu.\n4. Podanie danych jest dobrowolne, lecz niezbędne do wzięcia udziału w warsztatach.\n5. Zgodę na publikację wizerunku można wycofać w dowolnym momencie, co nie wpływa na zgodność z prawem przetwarzania dokonanego przed jej wycofaniem.\n6. Przysługuje Pani/Panu prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych.\n7. Dane nie będą przekazywane do państw trzecich.\n8. Kontakt w sprawach ochrony danych: iod@otwartedrzwi.org.pl.",
            ),
            Good(
                "en",
                "The controller of your personal data is the “Otwarte Drzwi” Foundation, based in Lublin at ul. Narutowicza 8. We process your data in order to handle your workshop registration, on the basis of Article 6(1)(b) GDPR, and, as regards your image, on the basis of your consent (Article 6(1)(a) GDPR). Your data will be kept for 3 years after the end of the project. Providing your data is voluntary but necessary to take part in the workshops. You may withdraw your consent to the publication of your image at any time, without affecting the lawfulness of processing carried out before its withdrawal. You have the right to lodge a complaint with the President of the Personal Data Protection Office. Your data will not be transferred to third countries. Contact regarding data protection: iod@otwartedrzwi.org.pl.",
            ),
        ],
        bad=[
            Slip(
                1, [("art. 6 ust. 1 lit. b RODO", "art. 6 ust. 1 lit. c RODO")], "legal_reference"
            ),
            Slip(0, [("Masz prawo złożyć skargę", "Powinieneś złożyć skargę")], "modality"),
            Slip(
                2,
                [
                    (
                        "Your data will be kept for 3 years after the end of the project. Providing your data is voluntary but necessary to take part in the workshops.",
                        "Dane będą przechowywane przez 3 lata od zakończenia projektu. Podanie danych jest dobrowolne, ale niezbędne do udziału w warsztatach.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-badania-sarkopenia-cwiczenia",
        source="Cel: ocena skuteczności 12-tygodniowego programu ćwiczeń oporowych u pacjentów po 65. roku życia z sarkopenią. Metody: do randomizowanego badania włączono 184 osoby, przydzielone losowo do grupy interwencyjnej (n = 92) lub kontrolnej (n = 92). Wyniki: w grupie interwencyjnej siła chwytu wzrosła średnio o 3,1 kg (95% CI 2,2–4,0), a w grupie kontrolnej o 0,4 kg. Nie zaobserwowano poważnych zdarzeń niepożądanych. Wnioski: program prawdopodobnie poprawia siłę mięśniową, jednak jego wpływ na ryzyko upadków wymaga dalszych badań. Wyniki są zgodne z metaanalizą Nowaka i Lis (2021), opublikowaną w „Gerontologii Polskiej” (t. 29, s. 112–120). Rejestracja badania: NCT05123456.",
        good=[
            Good(
                "preserve",
                "Celem badania była ocena skuteczności trwającego 12 tygodni programu ćwiczeń oporowych u osób po 65. roku życia z sarkopenią. Do badania z randomizacją włączono 184 pacjentów, których losowo przydzielono do grupy interwencyjnej (n = 92) albo kontrolnej (n = 92). Siła chwytu zwiększyła się średnio o 3,1 kg (95% CI 2,2–4,0) w grupie interwencyjnej i o 0,4 kg w grupie kontrolnej. Poważnych zdarzeń niepożądanych nie zaobserwowano. Program prawdopodobnie poprawia siłę mięśni, ale jego wpływ na ryzyko upadków trzeba jeszcze zbadać. Wyniki pozostają zgodne z metaanalizą Nowaka i Lis (2021) w „Gerontologii Polskiej” (t. 29, s. 112–120). Numer rejestracji badania: NCT05123456.",
            ),
            Good(
                "preserve",
                "**Cel.** Sprawdzenie, czy 12-tygodniowy program ćwiczeń oporowych jest skuteczny u pacjentów z sarkopenią po 65. roku życia.\n**Metody.** Randomizowane badanie objęło 184 osoby, losowo przydzielone do grupy interwencyjnej (n = 92) i kontrolnej (n = 92).\n**Wyniki.** Średni przyrost siły chwytu wyniósł 3,1 kg (95% CI 2,2–4,0) w grupie interwencyjnej wobec 0,4 kg w grupie kontrolnej. Nie zaobserwowano poważnych zdarzeń niepożądanych.\n**Wnioski.** Program prawdopodobnie zwiększa siłę mięśniową; jego wpływ na ryzyko upadków wymaga dalszych badań. Wyniki są spójne z metaanalizą Nowaka i Lis (2021, „Gerontologia Polska”, t. 29, s. 112–120).\nRejestracja: NCT05123456.",
            ),
            Good(
                "en",
                "Objective: To assess the effectiveness of a 12-week resistance exercise programme in patients over 65 years of age with sarcopenia. Methods: 184 participants were enrolled in a randomised trial and randomly assigned to an intervention group (n = 92) or a control group (n = 92). Results: Grip strength increased by a mean of 3.1 kg (95% CI 2.2–4.0) in the intervention group and by 0.4 kg in the control group. No serious adverse events were observed. Conclusions: The programme probably improves muscle strength, but its effect on the risk of falls requires further research. The findings are consistent with the meta-analysis by Nowak and Lis (2021) published in Gerontologia Polska (vol. 29, pp. 112–120). Trial registration: NCT05123456.",
            ),
        ],
        bad=[
            Slip(1, [("t. 29, s. 112–120", "t. 27, s. 112–120")], "citation"),
            Slip(2, [("increased by a mean of 3.1 kg", "increased by a mean of 3.8 kg")], "number"),
            Slip(
                0,
                [("Program prawdopodobnie poprawia siłę mięśni", "Program poprawia siłę mięśni")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-notatka-wdrozeniowa-raporty-api",
        source="Notatka wdrożeniowa – serwis `raporty-api`, wersja 1.4.0\n\nWdrożenie na produkcję zaplanowano na wtorek 18 listopada 2025 r. o 21:00. Przed startem trzeba uruchomić migrację bazy poleceniem `make migrate ENV=prod` i sprawdzić, czy zmienna `REPORT_CACHE_TTL` ma wartość 600. Okno serwisowe potrwa około 30 minut; w tym czasie API może zwracać błąd 503. Nie wolno restartować kolejki `celery-reports` przed zakończeniem migracji. Jeśli testy dymne po wdrożeniu nie przejdą, wykonujemy rollback do wersji 1.3.2 skryptem `deploy/rollback.sh`. Dyżur pełni Tomasz Wrona (tel. wew. 2417). Klienci zostali powiadomieni mailowo tydzień wcześniej.",
        good=[
            Good(
                "preserve",
                "**Wdrożenie `raporty-api` 1.4.0 – notatka**\n\n- Termin: wtorek, 18 listopada 2025 r., godz. 21:00 (produkcja).\n- Przed startem trzeba: uruchomić migrację bazy (`make migrate ENV=prod`) i sprawdzić, czy `REPORT_CACHE_TTL` ma wartość 600.\n- Okno serwisowe: ok. 30 minut, API może w tym czasie zwracać błąd 503.\n- Kolejki `celery-reports` nie wolno restartować przed zakończeniem migracji.\n- Jeśli testy dymne po wdrożeniu nie przejdą: rollback do wersji 1.3.2 skryptem `deploy/rollback.sh`.\n- Dyżur: Tomasz Wrona, tel. wew. 2417.\n- Klienci zostali powiadomieni mailowo tydzień wcześniej.",
            ),
            Good(
                "preserve",
                "Serwis `raporty-api` w wersji 1.4.0 wchodzi na produkcję we wtorek 18 listopada 2025 r. o 21:00. Zanim zaczniemy, trzeba wykonać migrację bazy (`make migrate ENV=prod`) oraz upewnić się, że zmienna `REPORT_CACHE_TTL` jest ustawiona na 600. Okno serwisowe zajmie około pół godziny, a API może wtedy odpowiadać błędem 503. Do czasu zakończenia migracji nie wolno restartować kolejki `celery-reports`. Gdy testy dymne po wdrożeniu zakończą się niepowodzeniem, wracamy do wersji 1.3.2 za pomocą skryptu `deploy/rollback.sh`. Dyżur ma Tomasz Wrona (wewnętrzny 2417). Powiadomienia mailowe trafiły do klientów tydzień przed wdrożeniem.",
            ),
            Good(
                "en",
                "Deployment note – `raporty-api` service, version 1.4.0\n\nThe production deployment is scheduled for Tuesday, 18 November 2025 at 21:00. Before starting, run the database migration with `make migrate ENV=prod` and check that `REPORT_CACHE_TTL` is set to 600. The maintenance window will last about 30 minutes, during which the API may return a 503 error. The `celery-reports` queue must not be restarted until the migration has finished. If the post-deployment smoke tests fail, we roll back to version 1.3.2 using the `deploy/rollback.sh` script. Tomasz Wrona is on call (ext. 2417). Customers were notified by e-mail a week in advance.",
            ),
        ],
        bad=[
            Slip(1, [("`make migrate ENV=prod`", "`make migrate ENV=staging`")], "code"),
            Slip(
                2,
                [
                    (
                        "Tomasz Wrona is on call (ext. 2417).",
                        "Tomasz Wrona is on call (ext. 2417), with Karolina Mazur as backup.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "- Dyżur: Tomasz Wrona, tel. wew. 2417.\n- Klienci zostali powiadomieni mailowo tydzień wcześniej.",
                        "- On call: Tomasz Wrona, ext. 2417.\n- Customers were notified by e-mail a week in advance.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-rowery-miejskie-regulamin-wypozyczalni",
        source="Regulamin wypożyczalni rowerów miejskich – najważniejsze zasady. Aby wypożyczyć rower, trzeba założyć konto w aplikacji i wnieść opłatę inicjalną w wysokości 20 zł. Pierwsze 20 minut każdego wypożyczenia jest bezpłatne, każda kolejna rozpoczęta godzina kosztuje 2 zł. Jednocześnie można wypożyczyć maksymalnie 4 rowery na jedno konto. Rower należy zwrócić na dowolnej stacji systemu; pozostawienie go poza stacją skutkuje karą w wysokości 200 zł. Czas jednorazowego wypożyczenia nie może przekroczyć 12 godzin. Dzieci poniżej 13. roku życia nie mogą samodzielnie wypożyczać rowerów. Usterki warto zgłaszać przez aplikację przed rozpoczęciem jazdy. System działa od 1 marca do 30 listopada.",
        good=[
            Good(
                "preserve",
                "Chcesz jeździć rowerem miejskim? Najpierw musisz założyć konto w aplikacji i wpłacić 20 zł opłaty inicjalnej. Każde wypożyczenie jest darmowe przez pierwsze 20 minut, a potem płacisz 2 zł za każdą rozpoczętą godzinę. Na jedno konto możesz mieć jednocześnie najwyżej 4 rowery. Rower musisz oddać na dowolnej stacji systemu – jeśli zostawisz go poza stacją, zapłacisz 200 zł kary. Jedno wypożyczenie może trwać maksymalnie 12 godzin. Dzieci poniżej 13. roku życia nie mogą samodzielnie wypożyczać rowerów. Zanim ruszysz, warto zgłosić w aplikacji zauważone usterki. System działa od 1 marca do 30 listopada.",
            ),
            Good(
                "preserve",
                "Rowery miejskie – zasady w skrócie:\n- rejestracja: trzeba założyć konto w aplikacji i wnieść opłatę inicjalną 20 zł;\n- opłaty: pierwsze 20 minut każdego wypożyczenia gratis, potem 2 zł za każdą rozpoczętą godzinę;\n- limit: maksymalnie 4 rowery jednocześnie na jednym koncie;\n- zwrot: rower należy oddać na dowolnej stacji systemu, a pozostawienie go poza stacją oznacza karę 200 zł;\n- maksymalny czas jednego wypożyczenia: 12 godzin;\n- dzieci poniżej 13. roku życia nie mogą wypożyczać rowerów samodzielnie;\n- usterki warto zgłosić w aplikacji przed rozpoczęciem jazdy;\n- sezon: system działa od 1 marca do 30 listopada.",
            ),
            Good(
                "en",
                "City bike rental rules – the essentials. To rent a bike, you need to create an account in the app and pay an initial fee of PLN 20. The first 20 minutes of each rental are free; each additional hour or part of an hour costs PLN 2. You can rent up to 4 bikes at a time on one account. Bikes must be returned to any station in the system; leaving a bike outside a station results in a PLN 200 penalty. A single rental may not exceed 12 hours. Children under 13 may not rent bikes on their own. It is a good idea to report any faults through the app before you start riding. The system operates from 1 March to 30 November.",
            ),
        ],
        bad=[
            Slip(2, [("a PLN 200 penalty", "a PLN 100 penalty")], "number"),
            Slip(
                1,
                [("- usterki warto zgłosić w aplikacji", "- usterki trzeba zgłosić w aplikacji")],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "Dzieci poniżej 13. roku życia nie mogą samodzielnie wypożyczać rowerów.",
                        "Dzieci poniżej 13. roku życia mogą samodzielnie wypożyczać rowery.",
                    )
                ],
                "negation",
            ),
        ],
    ),
]
