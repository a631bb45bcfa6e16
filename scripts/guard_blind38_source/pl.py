# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 38: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-lot-konkursowy-golebi-regulamin-oddzialu",
        source="Regulamin lotów konkursowych gołębi młodych – Oddział Kalisz 0237, sezon 2025. Loty odbywają się w niedziele od 17 sierpnia do 21 września. Koszowanie gołębi odbywa się w piątek w godz. 18:00–20:30 w lokalu przy ul. Polnej 12; gołębie dostarczone po 20:30 nie zostaną przyjęte. Każdy hodowca może wkładać najwyżej 40 gołębi na jeden lot. Wszystkie ptaki muszą mieć aktualne szczepienie przeciw paramyksowirozie, potwierdzone zaświadczeniem lekarza weterynarii. Opłata lotowa wynosi 1,20 zł od gołębia i należy ją uregulować przed koszowaniem. Konkursy liczy się z 20% wkładanych gołębi. Zegary elektroniczne trzeba otworzyć w lokalu nie później niż 2 godziny po zamknięciu lotu.",
        good=[
            Good(
                "preserve",
                "Oddział Kalisz 0237 ogłasza zasady lotów konkursowych młodych gołębi na sezon 2025. Loty zaplanowano na niedziele w okresie od 17 sierpnia do 21 września. Gołębie koszujemy w piątki między 18:00 a 20:30 w lokalu przy ul. Polnej 12 – ptaków przyniesionych po 20:30 nie przyjmujemy. Na jeden lot hodowca może włożyć maksymalnie 40 gołębi. Każdy ptak musi być aktualnie zaszczepiony przeciw paramyksowirozie, a szczepienie musi potwierdzać zaświadczenie od lekarza weterynarii. Opłata lotowa to 1,20 zł za gołębia; należy ją wpłacić przed koszowaniem. Konkursy wylicza się z 20% włożonych gołębi. Zegary elektroniczne trzeba otworzyć w lokalu najpóźniej 2 godziny po zamknięciu lotu.",
            ),
            Good(
                "preserve",
                "Sezon 2025, Oddział Kalisz 0237 – loty konkursowe młodych gołębi: niedziele od 17 sierpnia do 21 września. Koszowanie: piątek, 18:00–20:30, lokal przy ul. Polnej 12; po godz. 20:30 gołębi się nie przyjmuje. Limit: najwyżej 40 gołębi od hodowcy na jeden lot. Obowiązkowe jest aktualne szczepienie wszystkich ptaków przeciw paramyksowirozie, poświadczone zaświadczeniem lekarza weterynarii. Opłata lotowa: 1,20 zł od gołębia, płatna przed koszowaniem. Konkursy liczy się z 20% wkładanych ptaków. Zegary elektroniczne należy otworzyć w lokalu nie później niż 2 godziny od zamknięcia lotu.",
            ),
            Good(
                "en",
                "Young bird race rules – Kalisz 0237 branch, 2025 season. Races are held on Sundays from 17 August to 21 September. Basketing takes place on Friday from 18:00 to 20:30 at the clubroom at ul. Polna 12; birds brought in after 20:30 will not be accepted. Each fancier may enter no more than 40 birds per race. All birds must have a current vaccination against paramyxovirus, confirmed by a veterinarian's certificate. The race fee is PLN 1.20 per bird and must be paid before basketing. Prize positions are calculated from 20% of the birds entered. Electronic clocks have to be opened at the clubroom no later than 2 hours after the race closes.",
            ),
        ],
        bad=[
            Slip(0, [("maksymalnie 40 gołębi", "maksymalnie 50 gołębi")], "number"),
            Slip(
                2,
                [
                    (
                        "birds brought in after 20:30 will not be accepted",
                        "birds brought in after 20:30 will still be accepted",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("Obowiązkowe jest aktualne szczepienie", "Zalecane jest aktualne szczepienie")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-sad-rejonowy-zawiadomienie-o-mediacji",
        source="Sąd Rejonowy w Sieradzu, I Wydział Cywilny, na podstawie art. 183⁸ § 1 Kodeksu postępowania cywilnego skierował strony sprawy o sygn. akt I C 412/24 do mediacji. Mediację poprowadzi mediator stały mgr Joanna Wrzesień. Strony mogą w terminie tygodnia od doręczenia postanowienia nie wyrazić zgody na mediację – wówczas sprawa wróci na rozprawę. Mediacja nie może trwać dłużej niż 3 miesiące, licząc od 14 kwietnia 2025 r. Pierwsze spotkanie wyznaczono na wtorek 6 maja 2025 r. o godz. 10:00 w siedzibie Centrum Mediacji przy ul. Kościuszki 8. Udział w mediacji jest dobrowolny, a jej przebieg jest poufny. Wynagrodzenie mediatora w sprawie o prawa majątkowe wynosi 1% wartości przedmiotu sporu, nie mniej niż 150 zł i nie więcej niż 2000 zł.",
        good=[
            Good(
                "preserve",
                "Sąd Rejonowy w Sieradzu (I Wydział Cywilny) skierował strony sprawy I C 412/24 do mediacji. Podstawą jest art. 183⁸ § 1 Kodeksu postępowania cywilnego. Mediację poprowadzi mediator stały mgr Joanna Wrzesień. W ciągu tygodnia od doręczenia postanowienia strony mogą nie wyrazić zgody na mediację – sprawa wróci wtedy na rozprawę. Mediacja może trwać najwyżej 3 miesiące od 14 kwietnia 2025 r. Pierwsze spotkanie odbędzie się we wtorek 6 maja 2025 r. o 10:00 w Centrum Mediacji przy ul. Kościuszki 8. Udział jest dobrowolny, a przebieg mediacji jest poufny. W sprawie o prawa majątkowe mediator otrzymuje 1% wartości przedmiotu sporu, ale nie mniej niż 150 zł i nie więcej niż 2000 zł.",
            ),
            Good(
                "preserve",
                "Postanowieniem wydanym na podstawie art. 183⁸ § 1 k.p.c. Sąd Rejonowy w Sieradzu, I Wydział Cywilny, skierował strony postępowania w sprawie o sygnaturze I C 412/24 do mediacji, którą przeprowadzi mediator stały mgr Joanna Wrzesień. W terminie tygodnia od doręczenia postanowienia strony mogą odmówić zgody na mediację; w takim przypadku sprawa zostanie ponownie skierowana na rozprawę. Czas trwania mediacji nie może przekroczyć 3 miesięcy, licząc od dnia 14 kwietnia 2025 r. Pierwsze posiedzenie mediacyjne wyznaczono na wtorek, 6 maja 2025 r., godz. 10:00, w siedzibie Centrum Mediacji, ul. Kościuszki 8. Mediacja jest dobrowolna i poufna. W sprawach o prawa majątkowe wynagrodzenie mediatora wynosi 1% wartości przedmiotu sporu, przy czym nie może być niższe niż 150 zł ani wyższe niż 2000 zł.",
            ),
            Good(
                "en",
                "The District Court in Sieradz, 1st Civil Division, has referred the parties in case no. I C 412/24 to mediation under Article 183⁸ § 1 of the Code of Civil Procedure. The mediation will be conducted by permanent mediator Joanna Wrzesień, MA. Within one week of service of the order, the parties may withhold their consent to mediation, in which case the case will return to a court hearing. Mediation may not last longer than 3 months, counting from 14 April 2025. The first meeting is scheduled for Tuesday, 6 May 2025, at 10:00 at the Mediation Centre, ul. Kościuszki 8. Participation in mediation is voluntary and the proceedings are confidential. In a case concerning property rights, the mediator's fee is 1% of the value of the matter in dispute, but not less than PLN 150 and not more than PLN 2,000.",
            ),
        ],
        bad=[
            Slip(1, [("art. 183⁸ § 1 k.p.c.", "art. 183⁸ § 3 k.p.c.")], "legal_reference"),
            Slip(2, [("counting from 14 April 2025", "counting from 14 March 2025")], "date"),
            Slip(
                0,
                [("a przebieg mediacji jest poufny", "a przebieg mediacji nie jest poufny")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-szkola-doktorska-nabor-nauki-rolnicze",
        source="Szkoła Doktorska Uniwersytetu Przyrodniczego w Lublinie ogłasza nabór na rok akademicki 2025/2026 w dyscyplinie rolnictwo i ogrodnictwo. Do dyspozycji jest 12 miejsc. Kandydaci rejestrują się w systemie IRK pod adresem https://irk.up.lublin.pl/doktoranci od 2 czerwca do 30 czerwca 2025 r. Kandydat musi posiadać tytuł magistra lub równorzędny najpóźniej w dniu rozmowy kwalifikacyjnej. Do wniosku należy dołączyć zarys projektu badawczego (maks. 5 stron) oraz list rekomendacyjny od potencjalnego promotora. Kandydaci mogą dodatkowo przedstawić certyfikat językowy na poziomie B2. Rozmowy odbędą się w dniach 7–9 lipca 2025 r. Stypendium doktoranckie przed oceną śródokresową wynosi 3 771 zł brutto miesięcznie. Pytania prosimy kierować na adres sd@up.lublin.pl.",
        good=[
            Good(
                "preserve",
                "Chcesz zrobić doktorat z rolnictwa i ogrodnictwa? Szkoła Doktorska Uniwersytetu Przyrodniczego w Lublinie prowadzi nabór na rok akademicki 2025/2026 i ma 12 miejsc. Zarejestruj się w systemie IRK (https://irk.up.lublin.pl/doktoranci) między 2 a 30 czerwca 2025 r. Najpóźniej w dniu rozmowy kwalifikacyjnej musisz mieć tytuł magistra lub tytuł równorzędny. Do wniosku dołącz zarys projektu badawczego – nie dłuższy niż 5 stron – i list rekomendacyjny od potencjalnego promotora. Dodatkowo możesz przedstawić certyfikat językowy na poziomie B2. Rozmowy zaplanowano na 7–9 lipca 2025 r. Przed oceną śródokresową stypendium doktoranckie wynosi 3 771 zł brutto miesięcznie. Masz pytania? Napisz na sd@up.lublin.pl.",
            ),
            Good(
                "preserve",
                "Nabór do Szkoły Doktorskiej Uniwersytetu Przyrodniczego w Lublinie – rok akademicki 2025/2026, dyscyplina: rolnictwo i ogrodnictwo, liczba miejsc: 12. Rejestracja odbywa się w systemie IRK (https://irk.up.lublin.pl/doktoranci) w terminie od 2 do 30 czerwca 2025 r. Wymagany jest tytuł magistra lub równorzędny, uzyskany nie później niż w dniu rozmowy kwalifikacyjnej. Do wniosku należy dołączyć zarys projektu badawczego o objętości do 5 stron oraz list rekomendacyjny potencjalnego promotora. Dopuszcza się dodatkowe przedłożenie certyfikatu językowego na poziomie B2. Rozmowy kwalifikacyjne zostaną przeprowadzone w dniach 7–9 lipca 2025 r. Wysokość stypendium doktoranckiego do oceny śródokresowej: 3 771 zł brutto miesięcznie. Kontakt w sprawie pytań: sd@up.lublin.pl.",
            ),
            Good(
                "en",
                "The Doctoral School of the University of Life Sciences in Lublin invites applications for the 2025/2026 academic year in the discipline of agriculture and horticulture. There are 12 places available. Candidates register in the IRK system at https://irk.up.lublin.pl/doktoranci from 2 June to 30 June 2025. Candidates must hold a master's degree or equivalent by the day of the interview at the latest. Applications must be accompanied by an outline of the research project (max. 5 pages) and a letter of recommendation from a prospective supervisor. Candidates may also submit a B2-level language certificate. Interviews will take place on 7–9 July 2025. Before the mid-term evaluation, the doctoral stipend is PLN 3,771 gross per month. Please send any questions to sd@up.lublin.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Rozmowy zaplanowano na 7–9 lipca 2025 r.",
                        "Rozmowy zaplanowano na 7–9 sierpnia 2025 r.",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [("https://irk.up.lublin.pl/doktoranci", "https://irk.up.lublin.pl/doktorat")],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "Dopuszcza się dodatkowe przedłożenie certyfikatu",
                        "Wymagane jest dodatkowe przedłożenie certyfikatu",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-ulotka-syrop-paracetamol-dla-dzieci",
        source="Syrop zawiera 120 mg paracetamolu w 5 ml. Dawkę ustala się według masy ciała dziecka: jednorazowo 10–15 mg/kg mc., nie częściej niż co 4 godziny i nie więcej niż 4 razy na dobę. Dzieciom o masie ciała poniżej 4 kg nie należy podawać leku bez zalecenia lekarza. Do odmierzania dawki trzeba używać dołączonej strzykawki doustnej, a nie łyżeczki kuchennej. Jeśli gorączka utrzymuje się dłużej niż 3 dni, należy skonsultować się z lekarzem. Lek może wywoływać reakcje skórne, takie jak wysypka; występują one prawdopodobnie rzadziej niż u 1 na 1000 pacjentów. Nie stosować jednocześnie z innymi lekami zawierającymi paracetamol. Po pierwszym otwarciu butelki syrop można przechowywać przez 6 miesięcy w temperaturze poniżej 25°C.",
        good=[
            Good(
                "preserve",
                "W 5 ml syropu jest 120 mg paracetamolu. Ile podać, zależy od masy ciała dziecka: jednorazowo 10–15 mg na kilogram, nie częściej niż co 4 godziny i maksymalnie 4 razy w ciągu doby. Jeśli dziecko waży mniej niż 4 kg, nie należy podawać mu leku bez zalecenia lekarza. Dawkę trzeba odmierzać dołączoną strzykawką doustną, a nie łyżeczką kuchenną. Gdy gorączka trwa dłużej niż 3 dni, należy skonsultować się z lekarzem. Lek może powodować reakcje skórne, np. wysypkę; zdarzają się one prawdopodobnie rzadziej niż u 1 na 1000 pacjentów. Nie podawaj syropu razem z innymi lekami, które zawierają paracetamol. Po pierwszym otwarciu butelki syrop można przechowywać przez 6 miesięcy w temperaturze poniżej 25°C.",
            ),
            Good(
                "preserve",
                "Skład: 120 mg paracetamolu w 5 ml syropu. Dawkę ustala się na podstawie masy ciała dziecka; wynosi ona jednorazowo 10–15 mg/kg mc. Odstęp między dawkami nie może być krótszy niż 4 godziny, a lek podaje się nie więcej niż 4 razy na dobę. U dzieci ważących poniżej 4 kg nie należy stosować leku bez zalecenia lekarza. Dawkę należy odmierzać dołączoną strzykawką doustną, nie łyżeczką kuchenną. W przypadku gorączki utrzymującej się ponad 3 dni należy zasięgnąć porady lekarza. Możliwe są reakcje skórne, np. wysypka, występujące prawdopodobnie u mniej niż 1 na 1000 pacjentów. Leku nie należy stosować równocześnie z innymi preparatami zawierającymi paracetamol. Otwartą butelkę syropu można przechowywać przez 6 miesięcy od pierwszego otwarcia, w temperaturze poniżej 25°C.",
            ),
            Good(
                "en",
                "The syrup contains 120 mg of paracetamol per 5 ml. The dose is based on the child's body weight: 10–15 mg/kg as a single dose, no more often than every 4 hours and no more than 4 times in 24 hours. The medicine should not be given to children weighing less than 4 kg without a doctor's recommendation. Use the oral syringe provided to measure the dose, not a kitchen teaspoon. If the fever lasts longer than 3 days, consult a doctor. The medicine may cause skin reactions such as a rash; these probably occur in fewer than 1 in 1,000 patients. Do not use together with other medicines containing paracetamol. After the bottle is first opened, the syrup can be stored for 6 months at a temperature below 25°C.",
            ),
        ],
        bad=[
            Slip(1, [("nie więcej niż 4 razy na dobę", "nie więcej niż 6 razy na dobę")], "number"),
            Slip(
                2,
                [
                    (
                        "to measure the dose, not a kitchen teaspoon",
                        "to measure the dose, or a kitchen teaspoon",
                    )
                ],
                "negation",
            ),
            Slip(
                0, [("Lek może powodować reakcje skórne", "Lek powoduje reakcje skórne")], "hedge"
            ),
        ],
    ),
    Case(
        key="pl-oczyszczalnia-komunikat-odory-modernizacja",
        source="Komunikat Przedsiębiorstwa Wodociągów i Kanalizacji w Żyrardowie. W związku z modernizacją komory fermentacyjnej na oczyszczalni ścieków przy ul. Łąkowej od poniedziałku 8 września do piątku 19 września 2025 r. mieszkańcy osiedli Wschód i Sadowa mogą odczuwać okresową uciążliwość zapachową. Szacuje się, że najsilniejsze emisje wystąpią w godzinach 7:00–11:00, gdy otwierane będą zbiorniki. Prace prowadzi firma Hydro-Tech sp. z o.o. Zapach nie stanowi zagrożenia dla zdrowia. W tym okresie zalecamy nie pozostawiać otwartych okien od strony oczyszczalni w godzinach porannych. Zgłoszenia dotyczące szczególnie dokuczliwego zapachu przyjmuje dyspozytor pod numerem 46 855 21 00 całodobowo. Za utrudnienia przepraszamy.",
        good=[
            Good(
                "preserve",
                "Mieszkańcy osiedli Wschód i Sadowa w Żyrardowie mogą od poniedziałku 8 września do piątku 19 września 2025 r. okresowo odczuwać uciążliwy zapach. Jak informuje Przedsiębiorstwo Wodociągów i Kanalizacji, to skutek modernizacji komory fermentacyjnej w oczyszczalni ścieków przy ul. Łąkowej. Prace prowadzi firma Hydro-Tech sp. z o.o. Według szacunków najsilniejsze emisje pojawią się między 7:00 a 11:00, kiedy otwierane będą zbiorniki. Przedsiębiorstwo zapewnia, że zapach nie jest groźny dla zdrowia, ale zaleca, by w tym czasie w godzinach porannych nie zostawiać otwartych okien od strony oczyszczalni. Szczególnie dokuczliwy zapach można zgłaszać przez całą dobę dyspozytorowi pod numerem 46 855 21 00. PWiK przeprasza za utrudnienia.",
            ),
            Good(
                "preserve",
                "Od poniedziałku 8 września do piątku 19 września 2025 r. PWiK w Żyrardowie modernizuje komorę fermentacyjną na oczyszczalni ścieków przy ul. Łąkowej. Prace wykonuje Hydro-Tech sp. z o.o. Na osiedlach Wschód i Sadowa może w tym czasie okresowo pojawiać się uciążliwy zapach. Szacujemy, że najsilniej będzie go czuć między 7:00 a 11:00, kiedy otwierane będą zbiorniki. Zapach nie zagraża zdrowiu. Radzimy, by w tych dniach rano nie zostawiać otwartych okien od strony oczyszczalni. Jeśli zapach jest szczególnie dokuczliwy, zgłoś to dyspozytorowi – numer 46 855 21 00 działa całą dobę. Przepraszamy za utrudnienia.",
            ),
            Good(
                "en",
                "Notice from the Water and Sewerage Company in Żyrardów. Because of the modernisation of the digestion chamber at the sewage treatment plant on ul. Łąkowa, residents of the Wschód and Sadowa estates may notice an intermittent unpleasant odour from Monday 8 September to Friday 19 September 2025. The strongest emissions are estimated to occur between 7:00 and 11:00, when the tanks are being opened. The work is being carried out by Hydro-Tech sp. z o.o. The odour poses no health risk. During this period we recommend not leaving windows facing the plant open in the morning. Reports of a particularly bothersome odour are taken by the dispatcher 24 hours a day on 46 855 21 00. We apologise for the inconvenience.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "The strongest emissions are estimated to occur",
                        "The strongest emissions will occur",
                    )
                ],
                "hedge",
            ),
            Slip(0, [("do piątku 19 września 2025 r.", "do piątku 26 września 2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "Prace wykonuje Hydro-Tech sp. z o.o.",
                        "Prace wykonuje Hydro-Tech sp. z o.o., a ich koszt wynosi 4,2 mln zł.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-podatnik-desktop-informacja-o-wydaniu",
        source="""## Podatnik Desktop 4.2.0 – co nowego

- Dodano obsługę zeznania **PIT-28** za 2024 r.
- Import danych z pliku `PIT-11.xml` działa teraz także dla formularzy korygujących.
- Czas wysyłki e-deklaracji skrócono średnio o 30%.

Przed aktualizacją należy zamknąć program i wykonać kopię katalogu `dane_podatnika`. Wersji 4.2.0 nie da się zainstalować na Windows 7. Aktualizację można też pobrać ręcznie poleceniem `podatnik-update --channel stable`. Wsparcie dla wersji 3.x wygasa 31 marca 2025 r. – po tym dniu nie będą publikowane poprawki bezpieczeństwa. Błędy prosimy zgłaszać przez [formularz zgłoszeń](https://podatnik-desktop.pl/zgloszenia).""",
        good=[
            Good(
                "preserve",
                """## Co nowego w Podatnik Desktop 4.2.0

- Obsługa zeznania **PIT-28** za 2024 r.
- Import z pliku `PIT-11.xml` obejmuje teraz również formularze korygujące.
- Wysyłka e-deklaracji trwa średnio o 30% krócej.

Zanim zaktualizujesz program, zamknij go i zrób kopię katalogu `dane_podatnika`. Wersji 4.2.0 nie można zainstalować na Windows 7. Aktualizację możesz też pobrać ręcznie poleceniem `podatnik-update --channel stable`. 31 marca 2025 r. kończy się wsparcie dla wersji 3.x – później nie będą już publikowane poprawki bezpieczeństwa. Błędy zgłaszaj przez [formularz zgłoszeń](https://podatnik-desktop.pl/zgloszenia).""",
            ),
            Good(
                "preserve",
                """## Podatnik Desktop 4.2.0 – zmiany w wydaniu

1. Wprowadzono obsługę zeznania **PIT-28** za rok 2024.
2. Funkcja importu danych z pliku `PIT-11.xml` obsługuje obecnie również formularze korygujące.
3. Średni czas wysyłki e-deklaracji został skrócony o 30%.

Przed przystąpieniem do aktualizacji należy zamknąć program oraz sporządzić kopię katalogu `dane_podatnika`. Instalacja wersji 4.2.0 w systemie Windows 7 nie jest możliwa. Aktualizację można również pobrać ręcznie za pomocą polecenia `podatnik-update --channel stable`. Z dniem 31 marca 2025 r. wygasa wsparcie dla wersji 3.x; po tej dacie poprawki bezpieczeństwa nie będą publikowane. Zgłoszenia błędów prosimy przesyłać za pośrednictwem [formularza zgłoszeń](https://podatnik-desktop.pl/zgloszenia).""",
            ),
            Good(
                "en",
                """## Podatnik Desktop 4.2.0 – what's new

- Added support for the **PIT-28** tax return for 2024.
- Importing data from a `PIT-11.xml` file now also works for correction forms.
- E-declaration submission time has been cut by 30% on average.

Before updating, you need to close the program and make a copy of the `dane_podatnika` folder. Version 4.2.0 cannot be installed on Windows 7. You can also download the update manually with the command `podatnik-update --channel stable`. Support for version 3.x ends on 31 March 2025 – after that date no security fixes will be published. Please report bugs via the [bug report form](https://podatnik-desktop.pl/zgloszenia).""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("`podatnik-update --channel stable`", "`podatnik-update --channel beta`")],
                "code",
            ),
            Slip(
                2,
                [
                    (
                        "## Podatnik Desktop 4.2.0 – what's new\n\n- Added support",
                        "Podatnik Desktop 4.2.0 – what's new. Added support",
                    ),
                    (" for 2024.\n- Importing", " for 2024. Importing"),
                    ("correction forms.\n- E-declaration", "correction forms. E-declaration"),
                ],
                "markdown",
            ),
            Slip(1, [("został skrócony o 30%", "został skrócony o 50%")], "number"),
        ],
    ),
    Case(
        key="pl-rod-uchwala-zarzadu-podlewanie-susza",
        source="Uchwała nr 7/2025 Zarządu ROD „Malwa” w Koninie z dnia 3 czerwca 2025 r. w sprawie korzystania z wody w okresie suszy. Na podstawie § 68 ust. 1 Statutu PZD oraz § 42 Regulaminu ROD Zarząd postanawia: 1. Od 10 czerwca do odwołania podlewanie działek wężem jest dozwolone wyłącznie w godzinach 6:00–9:00 i 19:00–22:00. 2. Zabrania się napełniania basenów i oczek wodnych wodą z sieci ogrodowej. 3. Działkowiec, który nie posiada sprawnego wodomierza, musi go zamontować do 30 czerwca 2025 r. 4. Zaleca się zbieranie deszczówki do beczek. Naruszenie uchwały może skutkować nałożeniem opłaty dodatkowej w wysokości 150 zł. Uchwała wchodzi w życie z dniem podjęcia.",
        good=[
            Good(
                "preserve",
                "Zarząd ROD „Malwa” w Koninie przyjął 3 czerwca 2025 r. uchwałę nr 7/2025 w sprawie korzystania z wody w czasie suszy. Jej podstawą są § 68 ust. 1 Statutu PZD i § 42 Regulaminu ROD. Co się zmienia? Od 10 czerwca aż do odwołania działki wolno podlewać wężem tylko od 6:00 do 9:00 i od 19:00 do 22:00. Nie wolno napełniać basenów ani oczek wodnych wodą z sieci ogrodowej. Działkowiec, który nie ma sprawnego wodomierza, musi go zamontować do 30 czerwca 2025 r. Zarząd zaleca zbieranie deszczówki do beczek. Za naruszenie uchwały można zostać obciążonym opłatą dodatkową w wysokości 150 zł. Uchwała obowiązuje od dnia jej podjęcia.",
            ),
            Good(
                "preserve",
                """Uchwała Zarządu ROD „Malwa” w Koninie nr 7/2025 z dnia 3 czerwca 2025 r. dotyczy zasad korzystania z wody w okresie suszy i została podjęta na podstawie § 68 ust. 1 Statutu PZD oraz § 42 Regulaminu ROD. Zgodnie z nią:
1. od 10 czerwca do odwołania podlewanie działek wężem dopuszcza się jedynie w godzinach 6:00–9:00 oraz 19:00–22:00;
2. zakazane jest napełnianie basenów i oczek wodnych wodą z sieci ogrodowej;
3. działkowcy nieposiadający sprawnego wodomierza mają obowiązek zamontować go do 30 czerwca 2025 r.;
4. zaleca się gromadzenie deszczówki w beczkach.
Naruszenie postanowień uchwały może skutkować nałożeniem opłaty dodatkowej w wysokości 150 zł. Uchwała wchodzi w życie z dniem podjęcia.""",
            ),
            Good(
                "en",
                'Resolution No. 7/2025 of the Board of the "Malwa" Family Allotment Garden (ROD) in Konin of 3 June 2025 on the use of water during drought. Pursuant to § 68(1) of the Statute of the Polish Allotment Gardeners\' Association (PZD) and § 42 of the ROD Rules, the Board resolves as follows: 1. From 10 June until further notice, watering plots with a hose is allowed only between 6:00 and 9:00 and between 19:00 and 22:00. 2. Filling pools and ponds with water from the garden network is prohibited. 3. Plot holders who do not have a working water meter must install one by 30 June 2025. 4. Collecting rainwater in barrels is recommended. Breaching the resolution may result in an additional fee of PLN 150. The resolution enters into force on the date of its adoption.',
            ),
        ],
        bad=[
            Slip(2, [("§ 42 of the ROD Rules", "§ 24 of the ROD Rules")], "legal_reference"),
            Slip(
                0,
                [
                    (
                        "musi go zamontować do 30 czerwca 2025 r.",
                        "powinien go zamontować do 30 czerwca 2025 r.",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [("2. zakazane jest napełnianie basenów", "2. dozwolone jest napełnianie basenów")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-cennik-szkoly-zeglarskiej-mazury",
        source="""**Cennik Szkoły Żeglarskiej „Szekla” – sezon 2025 (Giżycko)**

- Kurs na patent żeglarza jachtowego (8 dni, 64 godziny zajęć): 2 450 zł
- Rejs szkoleniowy weekendowy (piątek 17:00 – niedziela 15:00): 890 zł
- Godzina z instruktorem na Omedze: 160 zł

Cena kursu obejmuje zakwaterowanie na jachcie i materiały szkoleniowe, ale nie obejmuje opłaty egzaminacyjnej ani wyżywienia. Zaliczkę w wysokości 30% ceny trzeba wpłacić w ciągu 7 dni od rezerwacji. Przy rezygnacji później niż 21 dni przed rozpoczęciem kursu zaliczka nie jest zwracana. Uczestnicy muszą mieć ukończone 14 lat; osoby niepełnoletnie potrzebują pisemnej zgody rodzica. Szczegóły: [regulamin](https://szekla-gizycko.pl/regulamin).""",
        good=[
            Good(
                "preserve",
                """**Szkoła Żeglarska „Szekla” w Giżycku – ceny na sezon 2025**

- Kurs na patent żeglarza jachtowego – 8 dni, 64 godziny zajęć: 2 450 zł
- Weekendowy rejs szkoleniowy od piątku 17:00 do niedzieli 15:00: 890 zł
- Godzina na Omedze z instruktorem: 160 zł

W cenie kursu masz nocleg na jachcie i materiały szkoleniowe. Cena nie obejmuje opłaty egzaminacyjnej ani wyżywienia. Po rezerwacji masz 7 dni na wpłatę zaliczki – to 30% ceny. Jeśli zrezygnujesz później niż 21 dni przed startem kursu, zaliczki nie odzyskasz. Musisz mieć skończone 14 lat, a jeśli jesteś niepełnoletni, potrzebujesz pisemnej zgody rodzica. Więcej szczegółów znajdziesz w [regulaminie](https://szekla-gizycko.pl/regulamin).""",
            ),
            Good(
                "preserve",
                """**Cennik usług Szkoły Żeglarskiej „Szekla” w Giżycku na sezon 2025**

- kurs na patent żeglarza jachtowego (8 dni / 64 godziny zajęć) – 2 450 zł,
- weekendowy rejs szkoleniowy (od piątku, godz. 17:00, do niedzieli, godz. 15:00) – 890 zł,
- godzina zajęć z instruktorem na jachcie typu Omega – 160 zł.

Cena kursu uwzględnia zakwaterowanie na jachcie oraz materiały szkoleniowe; nie uwzględnia natomiast opłaty egzaminacyjnej i wyżywienia. Zaliczkę stanowiącą 30% ceny należy wpłacić w terminie 7 dni od dokonania rezerwacji. W razie rezygnacji później niż 21 dni przed rozpoczęciem kursu zaliczka nie podlega zwrotowi. Uczestnik musi mieć ukończone 14 lat; osoby niepełnoletnie muszą mieć pisemną zgodę rodzica. Pełne zasady określa [regulamin](https://szekla-gizycko.pl/regulamin).""",
            ),
            Good(
                "en",
                """**"Szekla" Sailing School price list – 2025 season (Giżycko)**

- Yacht sailor licence course (8 days, 64 hours of classes): PLN 2,450
- Weekend training cruise (Friday 17:00 – Sunday 15:00): PLN 890
- One hour with an instructor on an Omega: PLN 160

The course price includes accommodation on the yacht and training materials, but does not include the exam fee or meals. A deposit of 30% of the price must be paid within 7 days of booking. If you cancel later than 21 days before the course starts, the deposit is not refunded. Participants must be at least 14 years old; minors need written consent from a parent. Details: [terms and conditions](https://szekla-gizycko.pl/regulamin).""",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "w terminie 7 dni od dokonania rezerwacji",
                        "w terminie 14 dni od dokonania rezerwacji",
                    )
                ],
                "number",
            ),
            Slip(
                0,
                [
                    ("\n\n- Kurs na patent", "\nKurs na patent"),
                    ("2 450 zł\n- Weekendowy", "2 450 zł / Weekendowy"),
                    ("890 zł\n- Godzina", "890 zł / Godzina"),
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "includes accommodation on the yacht and training materials",
                        "includes accommodation on the yacht, training materials and life jacket hire",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-zmiana-rozkladu-linii-tramwajowej-remont-torowiska",
        source="Komunikat MZK Toruń. Od soboty 5 lipca do niedzieli 31 sierpnia 2025 r., w związku z remontem torowiska na ul. Grunwaldzkiej, tramwaje linii 4 i 9 kursują objazdem przez al. Piłsudskiego. W dni robocze linia 4 odjeżdża co 12 minut zamiast co 8, a w weekendy co 15 minut. Linia 9 w tym okresie nie kursuje w nocy: ostatni kurs z pętli Olimpijska odjeżdża o 22:47. Za tramwaje uruchomiono autobusy zastępcze Z4, które zatrzymują się na tymczasowych przystankach przy ul. Grunwaldzkiej. W autobusach zastępczych honorowane są wszystkie bilety MZK. Czas przejazdu na trasie Olimpijska – Dworzec Główny wydłuży się o około 6 minut.",
        good=[
            Good(
                "preserve",
                "MZK Toruń informuje: od soboty 5 lipca do niedzieli 31 sierpnia 2025 r. remontowane będzie torowisko na ul. Grunwaldzkiej, dlatego tramwaje linii 4 i 9 pojadą objazdem przez al. Piłsudskiego. Linia 4 będzie kursować w dni robocze co 12 minut (a nie, jak dotąd, co 8), a w weekendy co 15 minut. Linia 9 nie będzie w tym czasie jeździć nocą – ostatni tramwaj odjedzie z pętli Olimpijska o 22:47. Zamiast tramwajów jeżdżą autobusy zastępcze Z4, które zatrzymują się na tymczasowych przystankach przy ul. Grunwaldzkiej. Można w nich jechać na każdy bilet MZK. Przejazd na trasie Olimpijska – Dworzec Główny potrwa około 6 minut dłużej.",
            ),
            Good(
                "preserve",
                "Remont torowiska na ul. Grunwaldzkiej zmieni wakacyjne rozkłady w Toruniu. Od soboty 5 lipca do niedzieli 31 sierpnia 2025 r. tramwaje linii 4 i 9 będą jeździć objazdem przez al. Piłsudskiego – poinformował MZK. Na linii 4 wydłużą się odstępy między kursami: w dni robocze tramwaje pojadą co 12 minut zamiast co 8, w weekendy co 15 minut. Linia 9 przez ten czas nie będzie kursować nocą; ostatni kurs z pętli Olimpijska wyruszy o 22:47. W zastępstwie tramwajów przewoźnik uruchomił autobusy Z4, które stają na tymczasowych przystankach przy ul. Grunwaldzkiej; honorowane są w nich wszystkie bilety MZK. Przejazd na trasie Olimpijska – Dworzec Główny potrwa dłużej o mniej więcej 6 minut.",
            ),
            Good(
                "en",
                "MZK Toruń announcement: from Saturday 5 July to Sunday 31 August 2025, because of track renovation on ul. Grunwaldzka, tram lines 4 and 9 will run on a diversion via al. Piłsudskiego. On working days line 4 will run every 12 minutes instead of every 8, and at weekends every 15 minutes. During this period line 9 will not run at night: the last service leaves the Olimpijska terminus at 22:47. Z4 replacement buses have been introduced in place of the trams; they stop at temporary stops on ul. Grunwaldzka. All MZK tickets are valid on the replacement buses. The journey time between Olimpijska and Dworzec Główny will increase by about 6 minutes.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("do niedzieli 31 sierpnia 2025 r.", "do niedzieli 24 sierpnia 2025 r.")],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "leaves the Olimpijska terminus at 22:47",
                        "leaves the Olimpijska terminus at 23:47",
                    )
                ],
                "number",
            ),
            Slip(
                0,
                [
                    (
                        "Można w nich jechać na każdy bilet MZK.",
                        "All MZK tickets are valid on these buses.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-strefa-platnego-parkowania-nowe-stawki-uchwala",
        source="Od 1 marca 2025 r. w Strefie Płatnego Parkowania w Opolu obowiązują nowe stawki, wprowadzone uchwałą nr XIV/231/24 Rady Miasta Opola. Za pierwszą godzinę postoju zapłacimy 4,50 zł, za drugą 5,40 zł, za trzecią 6,40 zł, a za czwartą i każdą kolejną 4,50 zł. Strefa działa od poniedziałku do piątku w godz. 8:00–18:00; w soboty, niedziele i święta parkowanie jest bezpłatne. Opłatę można wnieść w parkomacie lub w aplikacji mobilnej. Za brak opłaty naliczana jest opłata dodatkowa w wysokości 150 zł, obniżana do 80 zł przy wpłacie w ciągu 7 dni. Mieszkańcy strefy mogą wykupić abonament za 30 zł miesięcznie. Podstawą prawną pobierania opłat jest art. 13b ustawy o drogach publicznych.",
        good=[
            Good(
                "preserve",
                "Parkujesz w Opolu? Od 1 marca 2025 r. w Strefie Płatnego Parkowania płacisz według nowych stawek z uchwały nr XIV/231/24 Rady Miasta Opola: 4,50 zł za pierwszą godzinę, 5,40 zł za drugą, 6,40 zł za trzecią, a za czwartą i każdą następną znów 4,50 zł. Strefa działa od poniedziałku do piątku, od 8:00 do 18:00. W soboty, niedziele i święta parkujesz za darmo. Zapłacić możesz w parkomacie albo w aplikacji mobilnej. Jeśli nie zapłacisz, naliczona zostanie opłata dodatkowa 150 zł – gdy uregulujesz ją w ciągu 7 dni, zapłacisz 80 zł. Mieszkańcy strefy mogą kupić abonament za 30 zł na miesiąc. Opłaty pobierane są na podstawie art. 13b ustawy o drogach publicznych.",
            ),
            Good(
                "preserve",
                "Uchwałą nr XIV/231/24 Rady Miasta Opola z dniem 1 marca 2025 r. wprowadzono nowe stawki opłat w Strefie Płatnego Parkowania. Opłata wynosi: za pierwszą godzinę – 4,50 zł, za drugą – 5,40 zł, za trzecią – 6,40 zł, za czwartą i każdą kolejną – 4,50 zł. Strefa funkcjonuje od poniedziałku do piątku w godzinach 8:00–18:00; w soboty, niedziele i dni świąteczne postój jest nieodpłatny. Opłatę można uiścić w parkomacie lub za pośrednictwem aplikacji mobilnej. W przypadku nieuiszczenia opłaty nalicza się opłatę dodatkową w kwocie 150 zł, która ulega obniżeniu do 80 zł, jeśli zostanie wniesiona w terminie 7 dni. Mieszkańcy strefy mogą nabyć abonament w cenie 30 zł miesięcznie. Opłaty pobierane są na podstawie art. 13b ustawy o drogach publicznych.",
            ),
            Good(
                "en",
                "From 1 March 2025, new rates apply in the Paid Parking Zone in Opole, introduced by Resolution No. XIV/231/24 of Opole City Council. The first hour of parking costs PLN 4.50, the second PLN 5.40, the third PLN 6.40, and the fourth and each subsequent hour PLN 4.50. The zone operates Monday to Friday from 8:00 to 18:00; parking is free on Saturdays, Sundays and public holidays. You can pay at a parking meter or in the mobile app. Failure to pay incurs an additional charge of PLN 150, reduced to PLN 80 if paid within 7 days. Residents of the zone may buy a permit for PLN 30 a month. The legal basis for charging the fees is Article 13b of the Public Roads Act.",
            ),
        ],
        bad=[
            Slip(0, [("art. 13b ustawy", "art. 13f ustawy")], "legal_reference"),
            Slip(1, [("za trzecią – 6,40 zł", "za trzecią – 7,40 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "parking is free on Saturdays, Sundays and public holidays",
                        "parking is not free on Saturdays, Sundays and public holidays",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-powrot-wilka-nizina-wielkopolska",
        source="Wilk (Canis lupus) po objęciu ochroną gatunkową w 1998 r. stopniowo rekolonizuje zachodnią Polskę (Nowak i Mysłajek 2016). W latach 2019–2023 prowadziliśmy monitoring genetyczny w 14 nadleśnictwach Niziny Wielkopolskiej, analizując 612 próbek odchodów. Zidentyfikowaliśmy 97 osobników należących do co najmniej 23 watah. Wyniki wskazują, że zagęszczenie wynosi prawdopodobnie około 2,4 osobnika na 100 km² lasu, co jest wartością zbliżoną do szacunków z Brandenburgii (Reinhardt i in. 2019). Nie stwierdziliśmy hybrydyzacji z psami domowymi. Szacuje się, że śmiertelność drogowa odpowiada za około 40% znanych przypadków śmierci. Sugerujemy, że budowa przejść dla zwierząt na drodze S5 mogłaby ograniczyć te straty.",
        good=[
            Good(
                "preserve",
                "Od 1998 r., kiedy wilk (Canis lupus) został objęty ochroną gatunkową, gatunek ten stopniowo wraca do zachodniej Polski (Nowak i Mysłajek 2016). Autorzy w latach 2019–2023 prowadzili monitoring genetyczny w 14 nadleśnictwach Niziny Wielkopolskiej i przeanalizowali 612 próbek odchodów. Udało się zidentyfikować 97 osobników z co najmniej 23 watah. Zagęszczenie wynosi według wyników prawdopodobnie około 2,4 wilka na 100 km² lasu – podobnie jak w szacunkach dla Brandenburgii (Reinhardt i in. 2019). Nie wykryto krzyżowania się wilków z psami domowymi. Według szacunków około 40% znanych przypadków śmierci to ofiary ruchu drogowego. Autorzy sugerują, że przejścia dla zwierząt na drodze S5 mogłyby zmniejszyć te straty.",
            ),
            Good(
                "preserve",
                "Po objęciu wilka (Canis lupus) ochroną gatunkową w 1998 r. obserwuje się stopniową rekolonizację zachodniej Polski przez ten gatunek (Nowak i Mysłajek 2016). W okresie 2019–2023 w 14 nadleśnictwach Niziny Wielkopolskiej przeprowadzono monitoring genetyczny obejmujący analizę 612 próbek odchodów. Zidentyfikowano 97 osobników, reprezentujących nie mniej niż 23 watahy. Uzyskane wyniki wskazują, że zagęszczenie wynosi prawdopodobnie ok. 2,4 osobnika/100 km² powierzchni leśnej, co jest zbliżone do wartości szacowanych dla Brandenburgii (Reinhardt i in. 2019). Nie stwierdzono hybrydyzacji z psem domowym. Szacunkowo około 40% znanych przypadków śmierci przypisuje się śmiertelności drogowej. Autorzy sugerują, że budowa przejść dla zwierząt na drodze S5 mogłaby ograniczyć te straty.",
            ),
            Good(
                "en",
                "Since being granted species protection in 1998, the wolf (Canis lupus) has been gradually recolonising western Poland (Nowak and Mysłajek 2016). In 2019–2023 we carried out genetic monitoring in 14 forest districts of the Greater Poland Lowland, analysing 612 scat samples. We identified 97 individuals belonging to at least 23 packs. The results indicate that density is probably about 2.4 individuals per 100 km² of forest, a value close to estimates from Brandenburg (Reinhardt et al. 2019). We found no hybridisation with domestic dogs. Road mortality is estimated to account for about 40% of known deaths. We suggest that building wildlife crossings on the S5 road could reduce these losses.",
            ),
        ],
        bad=[
            Slip(2, [("(Reinhardt et al. 2019)", "(Reinhardt et al. 2017)")], "citation"),
            Slip(
                0,
                [
                    (
                        "według wyników prawdopodobnie około 2,4 wilka",
                        "według wyników dokładnie 2,4 wilka",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("analizę 612 próbek odchodów", "analizę 216 próbek odchodów")], "number"),
        ],
    ),
    Case(
        key="pl-zespol-piesni-i-tanca-przesluchania-naborowe",
        source="Zespół Pieśni i Tańca „Kurpie Zielone” z Ostrołęki zaprasza na przesłuchania do grupy młodzieżowej. Przesłuchania odbędą się w sobotę 13 września 2025 r. o godz. 10:00 w sali widowiskowej Ostrołęckiego Centrum Kultury, ul. Gorbatowa 16. Szukamy tancerzy i tancerek w wieku 13–19 lat; wcześniejsze doświadczenie taneczne nie jest wymagane. Kandydaci powinni przyjść w stroju sportowym i obuwiu na płaskiej podeszwie. Osoby niepełnoletnie muszą mieć pisemną zgodę rodzica lub opiekuna prawnego. Próby odbywają się we wtorki i czwartki od 17:30 do 19:30. Członkowie zespołu otrzymują bezpłatnie stroje ludowe na występy. Zgłoszenia przyjmujemy do 8 września pod adresem nabor@kurpiezielone.pl.",
        good=[
            Good(
                "preserve",
                "Lubisz tańczyć? Zespół Pieśni i Tańca „Kurpie Zielone” z Ostrołęki szuka tancerek i tancerzy w wieku od 13 do 19 lat do grupy młodzieżowej! Nie musisz mieć żadnego doświadczenia tanecznego. Przesłuchania: sobota, 13 września 2025 r., godz. 10:00, sala widowiskowa Ostrołęckiego Centrum Kultury (ul. Gorbatowa 16). Kandydaci powinni przyjść w stroju sportowym i butach na płaskiej podeszwie. Jeśli jesteś niepełnoletni, musisz mieć pisemną zgodę rodzica lub opiekuna prawnego. Ćwiczymy we wtorki i czwartki od 17:30 do 19:30, a stroje ludowe na występy członkowie zespołu dostają od nas bezpłatnie. Zgłoszenia przyjmujemy do 8 września: nabor@kurpiezielone.pl.",
            ),
            Good(
                "preserve",
                "Zespół Pieśni i Tańca „Kurpie Zielone” z Ostrołęki ogłasza przesłuchania do grupy młodzieżowej dla tancerzy i tancerek w wieku 13–19 lat. Nie wymaga się wcześniejszego doświadczenia tanecznego. Przesłuchania zostaną przeprowadzone w sobotę, 13 września 2025 r., o godz. 10:00 w sali widowiskowej Ostrołęckiego Centrum Kultury przy ul. Gorbatowa 16. Kandydaci powinni stawić się w stroju sportowym i obuwiu na płaskiej podeszwie. Osoby niepełnoletnie muszą posiadać pisemną zgodę rodzica lub opiekuna prawnego. Próby zespołu odbywają się we wtorki i czwartki w godzinach 17:30–19:30. Członkowie zespołu otrzymują stroje ludowe na występy nieodpłatnie. Zgłoszenia są przyjmowane do 8 września pod adresem nabor@kurpiezielone.pl.",
            ),
            Good(
                "en",
                'The "Kurpie Zielone" Song and Dance Ensemble from Ostrołęka invites you to auditions for its youth group. Auditions will be held on Saturday 13 September 2025 at 10:00 in the auditorium of the Ostrołęka Cultural Centre, ul. Gorbatowa 16. We are looking for dancers, both boys and girls, aged 13–19; previous dance experience is not required. Candidates should come in sportswear and flat-soled shoes. Minors must have written consent from a parent or legal guardian. Rehearsals take place on Tuesdays and Thursdays from 17:30 to 19:30. Members of the ensemble receive folk costumes for performances free of charge. Applications are accepted until 8 September at nabor@kurpiezielone.pl.',
            ),
        ],
        bad=[
            Slip(1, [("do 8 września pod adresem", "do 18 września pod adresem")], "date"),
            Slip(
                2,
                [("Candidates should come in sportswear", "Candidates must come in sportswear")],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "Ćwiczymy we wtorki i czwartki od 17:30 do 19:30",
                        "Ćwiczymy we wtorki i czwartki od 17:30 do 19:30 pod okiem choreografki Anny Dzięcioł",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-kryta-plywalnia-warunki-biletow-karnetow",
        source="Regulamin Krytej Pływalni „Delfin” w Pile. § 5. Bilety i karnety. 1. Bilet jednorazowy uprawnia do 60 minut pobytu w strefie basenowej; czas liczony jest od przejścia przez bramkę do jej ponownego przejścia. 2. Za każde rozpoczęte 10 minut przekroczenia czasu pobierana jest dopłata 2 zł. 3. Karnet 10-wejściowy jest ważny 90 dni od daty zakupu i nie podlega przedłużeniu. 4. Bilet ulgowy przysługuje dzieciom od 3 do 16 lat, studentom do 26. roku życia oraz emerytom; przy wejściu należy okazać dokument uprawniający do ulgi. 5. Dzieci do lat 7 mogą przebywać w strefie basenowej wyłącznie pod opieką osoby pełnoletniej. 6. Niewykorzystane wejścia nie są zwracane w formie pieniężnej. 7. Kasa czynna jest do 21:00, a ostatnie wejście możliwe jest o 20:30.",
        good=[
            Good(
                "preserve",
                """Kryta Pływalnia „Delfin” w Pile – § 5 regulaminu (bilety i karnety) w prostych słowach:
1. Z biletem jednorazowym możesz przebywać w strefie basenowej 60 minut – od przejścia przez bramkę do ponownego przejścia przez nią.
2. Za każde zaczęte 10 minut ponad ten czas dopłacasz 2 zł.
3. Karnet na 10 wejść jest ważny 90 dni od zakupu i nie można go przedłużyć.
4. Bilet ulgowy przysługuje dzieciom w wieku 3–16 lat, studentom do 26. roku życia i emerytom; przy wejściu trzeba pokazać dokument uprawniający do ulgi.
5. Dzieci do lat 7 mogą być w strefie basenowej tylko pod opieką osoby pełnoletniej.
6. Za niewykorzystane wejścia nie oddajemy pieniędzy.
7. Kasa działa do 21:00, ostatnie wejście jest możliwe o 20:30.""",
            ),
            Good(
                "preserve",
                "§ 5 regulaminu Krytej Pływalni „Delfin” w Pile określa zasady dotyczące biletów i karnetów. Bilet jednorazowy obejmuje godzinę pobytu w strefie basenowej, liczoną od przejścia przez bramkę do ponownego jej przejścia, a każde rozpoczęte 10 minut ponad ten limit kosztuje dodatkowe 2 zł. Karnet 10-wejściowy zachowuje ważność przez 90 dni od daty zakupu; nie ma możliwości jego przedłużenia. Z biletu ulgowego korzystają dzieci w wieku od 3 do 16 lat, studenci do 26. roku życia i emeryci, którzy przy wejściu muszą okazać dokument potwierdzający prawo do ulgi. Dzieciom do lat 7 wolno przebywać w strefie basenowej jedynie pod opieką osoby pełnoletniej. Niewykorzystane wejścia nie podlegają zwrotowi w formie pieniężnej. Kasa pracuje do 21:00, a ostatnie wejście jest możliwe o 20:30.",
            ),
            Good(
                "en",
                'Rules of the "Delfin" Indoor Swimming Pool in Piła. § 5. Tickets and passes. 1. A single ticket entitles you to 60 minutes in the pool area; the time is counted from passing through the gate until passing through it again. 2. A surcharge of PLN 2 is charged for every started 10 minutes over the time limit. 3. A 10-entry pass is valid for 90 days from the date of purchase and cannot be extended. 4. Reduced-price tickets are available to children aged 3 to 16, students up to the age of 26 and pensioners; a document confirming eligibility must be shown at the entrance. 5. Children up to the age of 7 may stay in the pool area only under the supervision of an adult. 6. Unused entries are not refunded in cash. 7. The ticket office is open until 21:00, and the last entry is at 20:30.',
            ),
        ],
        bad=[
            Slip(0, [("i nie można go przedłużyć", "i można go przedłużyć")], "negation"),
            Slip(
                2,
                [
                    (
                        "valid for 90 days from the date of purchase",
                        "valid for 60 days from the date of purchase",
                    )
                ],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "którzy przy wejściu muszą okazać dokument",
                        "którzy przy wejściu mogą okazać dokument",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-zamek-nocne-zwiedzanie-z-latarkami",
        source="Muzeum Regionalne – Zamek w Człuchowie zaprasza na nocne zwiedzanie z latarkami w piątki lipca i sierpnia 2025 r. Wejścia odbywają się o 21:00 i 22:30, a trasa, prowadzona przez przewodnika w stroju krzyżackiego komtura, trwa około 75 minut. W grupie może być najwyżej 25 osób. Bilet normalny kosztuje 45 zł, ulgowy 30 zł; rezerwacja przez stronę https://zamek-czluchow.pl/nocne jest obowiązkowa. Trasa obejmuje wieżę i piwnice, dlatego nie jest dostępna dla osób poruszających się na wózkach. Dzieci poniżej 10 lat nie mogą uczestniczyć w zwiedzaniu. Przy złej pogodzie część trasy prawdopodobnie zostanie skrócona. Latarki zapewnia muzeum, ale można zabrać własne.",
        good=[
            Good(
                "preserve",
                "Zamek w Człuchowie nocą? Muzeum Regionalne zaprasza na zwiedzanie z latarkami w piątki lipca i sierpnia 2025 r. Grupy wchodzą o 21:00 i o 22:30. Po zamku oprowadza przewodnik przebrany za krzyżackiego komtura, a cała trasa zajmuje mniej więcej 75 minut. W jednej grupie jest miejsce dla maksymalnie 25 osób. Bilety: normalny 45 zł, ulgowy 30 zł. Trzeba wcześniej zarezerwować miejsce na stronie https://zamek-czluchow.pl/nocne. Ponieważ trasa prowadzi przez wieżę i piwnice, nie jest dostępna dla osób poruszających się na wózkach. Dzieci poniżej 10 lat nie mogą brać udziału w zwiedzaniu. Jeśli pogoda będzie zła, część trasy prawdopodobnie zostanie skrócona. Latarki dostaniesz od muzeum, ale możesz też przynieść własną.",
            ),
            Good(
                "preserve",
                """**Nocne zwiedzanie z latarkami – Muzeum Regionalne – Zamek w Człuchowie**

- Kiedy: piątki w lipcu i sierpniu 2025 r., wejścia o 21:00 i 22:30
- Czas: ok. 75 minut, z przewodnikiem w stroju krzyżackiego komtura
- Grupa: najwyżej 25 osób
- Bilety: normalny 45 zł, ulgowy 30 zł
- Rezerwacja obowiązkowa: https://zamek-czluchow.pl/nocne

Trasa prowadzi przez wieżę i piwnice, więc nie jest dostępna dla osób poruszających się na wózkach. Dzieci poniżej 10 lat nie mogą uczestniczyć w zwiedzaniu. Przy złej pogodzie część trasy zostanie prawdopodobnie skrócona. Latarki zapewnia muzeum; można też zabrać własne.""",
            ),
            Good(
                "en",
                "The Regional Museum – Człuchów Castle invites you on night tours with flashlights on Fridays in July and August 2025. Tours start at 21:00 and 22:30, and the route, led by a guide dressed as a Teutonic commander, takes about 75 minutes. Groups are limited to 25 people. A standard ticket costs PLN 45 and a reduced ticket PLN 30; booking via https://zamek-czluchow.pl/nocne is compulsory. The route includes the tower and the cellars, so it is not accessible to wheelchair users. Children under 10 may not take part in the tour. In bad weather, part of the route will probably be shortened. Flashlights are provided by the museum, but you can bring your own.",
            ),
        ],
        bad=[
            Slip(
                1, [("https://zamek-czluchow.pl/nocne", "https://zamek-czluchow.pl/nocny")], "url"
            ),
            Slip(
                2,
                [
                    (
                        "part of the route will probably be shortened",
                        "part of the route will be shortened",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "Dzieci poniżej 10 lat nie mogą brać udziału w zwiedzaniu",
                        "Dzieci poniżej 10 lat mogą brać udział w zwiedzaniu",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-gabinet-stomatologiczny-mail-zmiana-terminu",
        source="""Dzień dobry, Pani Agnieszko,
z powodu choroby lek. dent. Marka Lisa Pani wizyta zaplanowana na czwartek 16 października o 15:30 nie może się odbyć. Proponujemy nowy termin: wtorek 21 października o 16:15, u tego samego lekarza. Prosimy o potwierdzenie do poniedziałku 20 października do godz. 12:00 – bez potwierdzenia termin zostanie zwolniony. Jeśli ten termin Pani nie odpowiada, można wybrać inny w rejestracji online lub telefonicznie pod numerem 61 852 40 17. Przypominamy, że przed leczeniem kanałowym należy zjeść posiłek, ponieważ zabieg potrwa około 90 minut. Zmiana terminu nie wiąże się z żadną opłatą. Przepraszamy za kłopot.
Z pozdrowieniami
Rejestracja, Gabinet Stomatologiczny DentaPlus""",
        good=[
            Good(
                "preserve",
                """Dzień dobry, Pani Agnieszko,
niestety lek. dent. Marek Lis zachorował, więc Pani wizyta w czwartek 16 października o 15:30 nie może się odbyć. Proponujemy wtorek 21 października, godz. 16:15, u tego samego lekarza. Prosimy potwierdzić ten termin najpóźniej w poniedziałek 20 października do 12:00 – jeśli nie otrzymamy potwierdzenia, termin zostanie zwolniony. Gdyby ten termin Pani nie pasował, może Pani wybrać inny w rejestracji online albo telefonicznie, pod numerem 61 852 40 17. Przypominamy: przed leczeniem kanałowym trzeba zjeść posiłek, bo zabieg potrwa ok. 90 minut. Za zmianę terminu nic Pani nie zapłaci. Przepraszamy za kłopot.
Pozdrawiamy serdecznie
Rejestracja Gabinetu Stomatologicznego DentaPlus""",
            ),
            Good(
                "preserve",
                """Szanowna Pani Agnieszko,
uprzejmie informujemy, że ze względu na chorobę lek. dent. Marka Lisa wizyta wyznaczona na czwartek, 16 października, godz. 15:30, nie może się odbyć. Proponujemy nowy termin u tego samego lekarza: wtorek, 21 października, godz. 16:15. Prosimy o potwierdzenie terminu do poniedziałku, 20 października, do godz. 12:00; w przypadku braku potwierdzenia termin zostanie zwolniony. Jeżeli proponowany termin Pani nie odpowiada, istnieje możliwość wyboru innego za pośrednictwem rejestracji online lub telefonicznie, pod numerem 61 852 40 17. Przypominamy, że przed leczeniem kanałowym należy spożyć posiłek, gdyż zabieg potrwa około 90 minut. Zmiana terminu jest bezpłatna. Za niedogodności przepraszamy.
Z wyrazami szacunku
Rejestracja Gabinetu Stomatologicznego DentaPlus""",
            ),
            Good(
                "en",
                """Dear Agnieszka,
Because our dentist Marek Lis is ill, your appointment scheduled for Thursday 16 October at 15:30 cannot take place. We are offering a new appointment with the same dentist: Tuesday 21 October at 16:15. Please confirm by Monday 20 October, 12:00 – without confirmation the slot will be released. If this time does not suit you, you can choose another one through online booking or by phone on 61 852 40 17. Please remember that you must eat a meal before root canal treatment, as the procedure will take about 90 minutes. There is no charge for rescheduling. We apologise for the inconvenience.
Kind regards,
Reception, DentaPlus Dental Practice""",
            ),
        ],
        bad=[
            Slip(2, [("Tuesday 21 October at 16:15", "Tuesday 28 October at 16:15")], "date"),
            Slip(
                1,
                [
                    (
                        "przed leczeniem kanałowym należy spożyć posiłek",
                        "przed leczeniem kanałowym można spożyć posiłek",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "Za zmianę terminu nic Pani nie zapłaci.",
                        "Za zmianę terminu pobierzemy od Pani opłatę.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-zgnilec-amerykanski-obszar-zapowietrzony-pasieki",
        source="Powiatowy Lekarz Weterynarii w Łowiczu informuje, że 22 lipca 2025 r. w pasiece w miejscowości Bocheń potwierdzono zgnilca amerykańskiego pszczół. Źródłem zakażenia był prawdopodobnie zakupiony używany ul. Na podstawie art. 44 ust. 1 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt wyznaczono obszar zapowietrzony o promieniu 3 km od ogniska. Na tym obszarze zakazuje się przemieszczania rodzin pszczelich, matek pszczelich oraz używanego sprzętu pszczelarskiego. Pszczelarze muszą zgłosić posiadane pasieki do 8 sierpnia 2025 r. Badania wskazują, że przetrwalniki bakterii Paenibacillus larvae mogą zachować zakaźność w wosku i sprzęcie nawet przez kilkadziesiąt lat. Choroba nie stanowi zagrożenia dla ludzi, a miód można spożywać.",
        good=[
            Good(
                "preserve",
                "22 lipca 2025 r. w pasiece w Bocheniu potwierdzono zgnilca amerykańskiego pszczół – informuje Powiatowy Lekarz Weterynarii w Łowiczu. Do zakażenia doszło prawdopodobnie przez kupiony używany ul. Wokół ogniska wyznaczono obszar zapowietrzony w promieniu 3 km; podstawą jest art. 44 ust. 1 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt. Na tym terenie nie wolno przemieszczać rodzin pszczelich, matek pszczelich ani używanego sprzętu pszczelarskiego. Pszczelarze muszą zgłosić swoje pasieki do 8 sierpnia 2025 r. Według badań przetrwalniki bakterii Paenibacillus larvae mogą pozostawać zakaźne w wosku i sprzęcie nawet przez kilkadziesiąt lat. Ludziom choroba nie zagraża, a miód można jeść.",
            ),
            Good(
                "preserve",
                "Powiatowy Lekarz Weterynarii w Łowiczu zawiadamia o potwierdzeniu w dniu 22 lipca 2025 r. zgnilca amerykańskiego pszczół w pasiece w miejscowości Bocheń; prawdopodobnym źródłem zakażenia był zakupiony używany ul. Na mocy art. 44 ust. 1 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt wyznaczony został obszar zapowietrzony obejmujący teren w promieniu 3 km od ogniska choroby. Na obszarze tym obowiązuje zakaz przemieszczania rodzin pszczelich, matek pszczelich oraz używanego sprzętu pszczelarskiego. Pszczelarze mają obowiązek zgłosić posiadane pasieki w terminie do 8 sierpnia 2025 r. Wyniki badań wskazują, że przetrwalniki Paenibacillus larvae mogą zachowywać zakaźność w wosku i sprzęcie nawet przez kilkadziesiąt lat. Choroba nie stanowi zagrożenia dla zdrowia ludzi, a miód można spożywać.",
            ),
            Good(
                "en",
                "The District Veterinary Officer in Łowicz announces that American foulbrood was confirmed on 22 July 2025 in an apiary in the village of Bocheń. The source of infection was probably a second-hand hive that had been bought. Pursuant to Article 44(1) of the Act of 11 March 2004 on the protection of animal health and the control of infectious animal diseases, an infected zone with a radius of 3 km around the outbreak has been designated. Within this zone, moving bee colonies, queen bees and used beekeeping equipment is prohibited. Beekeepers must register their apiaries by 8 August 2025. Research indicates that spores of the bacterium Paenibacillus larvae can remain infectious in wax and equipment for as long as several decades. The disease poses no threat to humans, and the honey can be eaten.",
            ),
        ],
        bad=[
            Slip(0, [("art. 44 ust. 1 ustawy", "art. 45 ust. 1 ustawy")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "prawdopodobnym źródłem zakażenia był zakupiony używany ul",
                        "źródłem zakażenia był zakupiony używany ul",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "around the outbreak has been designated.",
                        "around the outbreak has been designated, covering 11 villages.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-readme-biblioteka-odmiana-nazw-miejscowosci",
        source="""# odmiennik

Biblioteka w Pythonie do odmiany nazw polskich miejscowości przez przypadki. Wymaga Pythona 3.10 lub nowszego.

## Instalacja

```
pip install odmiennik==2.3.1
```

Przykład: `odmiennik.odmien("Kraków", przypadek="miejscownik")` zwraca `"Krakowie"`. Słownik obejmuje około 44 tys. nazw z urzędowego wykazu TERYT. Dla nazw spoza słownika wynik jest zgadywany i może być błędny. Nie używaj biblioteki do generowania dokumentów urzędowych bez ręcznej weryfikacji. Kod jest udostępniony na licencji MIT. Błędy zgłaszaj na https://github.com/odmiennik/odmiennik/issues lub mailowo: kontakt@odmiennik.dev.""",
        good=[
            Good(
                "preserve",
                """# odmiennik

Pythonowa biblioteka, która odmienia nazwy polskich miejscowości przez przypadki. Potrzebny jest Python 3.10 lub nowszy.

## Instalacja

```
pip install odmiennik==2.3.1
```

Na przykład `odmiennik.odmien("Kraków", przypadek="miejscownik")` zwraca `"Krakowie"`. W słowniku jest około 44 tys. nazw z urzędowego wykazu TERYT. Nazwy spoza słownika są odmieniane na zasadzie zgadywania, więc wynik może być błędny. Nie generuj za pomocą biblioteki dokumentów urzędowych bez ich ręcznej weryfikacji. Licencja: MIT. Błędy zgłaszaj na https://github.com/odmiennik/odmiennik/issues albo na adres kontakt@odmiennik.dev.""",
            ),
            Good(
                "preserve",
                """# odmiennik

`odmiennik` to biblioteka dla Pythona (w wersji 3.10 lub nowszej) służąca do odmiany nazw polskich miejscowości przez przypadki.

## Instalacja

Zainstaluj bibliotekę poleceniem:

```
pip install odmiennik==2.3.1
```

Wywołanie `odmiennik.odmien("Kraków", przypadek="miejscownik")` zwraca `"Krakowie"`. Słownik biblioteki zawiera około 44 tys. nazw pochodzących z urzędowego wykazu TERYT; w przypadku nazw, których w nim nie ma, wynik jest zgadywany i może zawierać błędy. Biblioteki nie należy używać do tworzenia dokumentów urzędowych bez ręcznej weryfikacji. Kod jest dostępny na licencji MIT. Zgłoszenia błędów przyjmujemy pod adresem https://github.com/odmiennik/odmiennik/issues oraz mailowo: kontakt@odmiennik.dev.""",
            ),
            Good(
                "en",
                """# odmiennik

A Python library for declining the names of Polish towns and villages by grammatical case. Requires Python 3.10 or newer.

## Installation

```
pip install odmiennik==2.3.1
```

Example: `odmiennik.odmien("Kraków", przypadek="miejscownik")` returns `"Krakowie"`. The dictionary covers about 44,000 names from the official TERYT register. For names outside the dictionary, the result is guessed and may be wrong. Do not use the library to generate official documents without manual verification. The code is released under the MIT licence. Report bugs at https://github.com/odmiennik/odmiennik/issues or by e-mail: kontakt@odmiennik.dev.""",
            ),
        ],
        bad=[
            Slip(0, [("pip install odmiennik==2.3.1", "pip install odmiennik==2.1.3")], "code"),
            Slip(2, [("`odmiennik.odmien(", "`odmiennik.odmiana(")], "code"),
            Slip(1, [("kontakt@odmiennik.dev", "kontakt@odmiennik.pl")], "url"),
        ],
    ),
    Case(
        key="pl-przeglad-badan-sen-nastolatkow-ekrany",
        source="Przegląd systematyczny Kowalczyk, Zielińskiej i Brandta (2022) objął 38 badań z lat 2010–2021 dotyczących korzystania z ekranów przed snem przez młodzież w wieku 12–18 lat. Autorzy wykazali, że korzystanie ze smartfona w ciągu godziny przed zaśnięciem wiąże się ze skróceniem snu średnio o 24 minuty. Efekt był silniejszy u dziewcząt, co potwierdza wcześniejsze obserwacje Hale i Guana (2015, s. 54). Nie znaleziono jednak przekonujących dowodów, że filtry światła niebieskiego poprawiają jakość snu. Autorzy zastrzegają, że większość analizowanych badań miała charakter przekrojowy, więc nie można wnioskować o związku przyczynowym. Zalecają, aby przyszłe badania stosowały aktygrafię zamiast samoopisu.",
        good=[
            Good(
                "preserve",
                "Czy smartfon przed snem skraca sen nastolatków? Kowalczyk, Zielińska i Brandt (2022) w przeglądzie systematycznym przeanalizowali 38 badań z lat 2010–2021 poświęconych korzystaniu z ekranów przed snem przez młodzież w wieku 12–18 lat. Wykazali, że używanie smartfona w ostatniej godzinie przed zaśnięciem wiąże się ze snem krótszym średnio o 24 minuty. U dziewcząt efekt był silniejszy – co potwierdza wcześniejsze obserwacje Hale i Guana (2015, s. 54). Nie znaleziono natomiast przekonujących dowodów, że filtry światła niebieskiego poprawiają jakość snu. Autorzy zastrzegają, że większość badań miała charakter przekrojowy, dlatego nie można na ich podstawie wnioskować o związku przyczynowym. Zalecają, by w kolejnych badaniach zamiast samoopisu stosować aktygrafię.",
            ),
            Good(
                "preserve",
                "W przeglądzie systematycznym Kowalczyk, Zielińskiej i Brandta (2022) uwzględniono 38 badań z lat 2010–2021 dotyczących używania urządzeń z ekranem przed snem przez młodzież w wieku 12–18 lat. Wykazano, że korzystanie ze smartfona w godzinie poprzedzającej zaśnięcie jest związane ze skróceniem czasu snu średnio o 24 minuty, przy czym efekt był silniejszy wśród dziewcząt, co potwierdza wcześniejsze obserwacje Hale i Guana (2015, s. 54). Nie uzyskano przekonujących dowodów na to, że filtry światła niebieskiego poprawiają jakość snu. Autorzy zastrzegają, że przeważająca część analizowanych badań miała charakter przekrojowy, co uniemożliwia wnioskowanie o związku przyczynowym. W przyszłych badaniach zalecają stosowanie aktygrafii zamiast samoopisu.",
            ),
            Good(
                "en",
                "A systematic review by Kowalczyk, Zielińska and Brandt (2022) covered 38 studies from 2010–2021 on screen use before sleep among adolescents aged 12–18. The authors showed that using a smartphone in the hour before falling asleep is associated with sleep being shorter by 24 minutes on average. The effect was stronger in girls, which confirms earlier observations by Hale and Guan (2015, p. 54). However, no convincing evidence was found that blue-light filters improve sleep quality. The authors caution that most of the studies analysed were cross-sectional, so no causal relationship can be inferred. They recommend that future studies use actigraphy instead of self-report.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Kowalczyk, Zielińska i Brandt (2022)", "Kowalczyk i Brandt (2022)")],
                "citation",
            ),
            Slip(1, [("Hale i Guana (2015, s. 54)", "Hale i Guana (2015, s. 45)")], "citation"),
            Slip(
                2,
                [
                    (
                        "They recommend that future studies use actigraphy instead of self-report.",
                        "Zalecają, aby przyszłe badania stosowały aktygrafię zamiast samoopisu.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-owu-ubezpieczenie-roweru-kradziez",
        source="Ogólne warunki ubezpieczenia roweru „Rowerowy Spokój” – wyciąg. Ubezpieczenie obejmuje kradzież roweru z włamaniem oraz rabunek, a także szkody powstałe w wyniku wypadku. Kradzież zwykła, np. roweru pozostawionego bez zabezpieczenia, nie jest objęta ochroną. Rower musi być przypięty zapięciem o klasie bezpieczeństwa co najmniej 7/15 do stałego elementu infrastruktury. Ubezpieczony ma obowiązek zawiadomić policję niezwłocznie, nie później niż w ciągu 24 godzin od wykrycia kradzieży, a szkodę powinien zgłosić ubezpieczycielowi w ciągu 7 dni. Franszyza redukcyjna wynosi 10% wartości szkody, nie mniej niż 100 zł. Ochrona obejmuje rowery o wartości do 15 000 zł i nie starsze niż 3 lata. Ubezpieczyciel może odmówić wypłaty, jeśli nie zostanie przedstawiony dowód zakupu.",
        good=[
            Good(
                "preserve",
                "„Rowerowy Spokój” – najważniejsze zapisy z ogólnych warunków ubezpieczenia roweru. Polisa chroni przed kradzieżą roweru z włamaniem i rabunkiem oraz obejmuje szkody powstałe w wyniku wypadku. Nie obejmuje natomiast kradzieży zwykłej, na przykład gdy rower został pozostawiony bez zabezpieczenia. Rower musi być przypięty do stałego elementu infrastruktury zapięciem o klasie bezpieczeństwa co najmniej 7/15. Po wykryciu kradzieży masz obowiązek niezwłocznie zawiadomić policję – najpóźniej w ciągu 24 godzin. Szkodę powinieneś zgłosić ubezpieczycielowi w ciągu 7 dni. Franszyza redukcyjna to 10% wartości szkody, ale nie mniej niż 100 zł. Ochroną objęte są rowery warte do 15 000 zł i nie starsze niż 3 lata. Jeśli nie przedstawisz dowodu zakupu, ubezpieczyciel może odmówić wypłaty.",
            ),
            Good(
                "preserve",
                "Wyciąg z ogólnych warunków ubezpieczenia roweru „Rowerowy Spokój”. Zakres ochrony obejmuje kradzież z włamaniem, rabunek oraz szkody będące następstwem wypadku; ochroną nie jest objęta kradzież zwykła, w tym kradzież roweru pozostawionego bez zabezpieczenia. Rower musi być przypięty do stałego elementu infrastruktury zapięciem o klasie bezpieczeństwa nie niższej niż 7/15. Ubezpieczony jest zobowiązany zawiadomić policję niezwłocznie, jednak nie później niż w ciągu 24 godzin od wykrycia kradzieży, a ubezpieczycielowi powinien zgłosić szkodę w terminie 7 dni. Franszyza redukcyjna wynosi 10% wartości szkody, minimum 100 zł. Ochroną objęte są rowery o wartości nieprzekraczającej 15 000 zł, nie starsze niż 3 lata. W razie nieprzedstawienia dowodu zakupu ubezpieczyciel może odmówić wypłaty.",
            ),
            Good(
                "en",
                'General terms and conditions of the "Rowerowy Spokój" bicycle insurance – extract. The insurance covers theft of the bicycle by burglary and robbery, as well as damage resulting from an accident. Simple theft, e.g. of a bicycle left unsecured, is not covered. The bicycle must be locked to a fixed piece of infrastructure with a lock of security class 7/15 or higher. The insured is obliged to notify the police immediately, no later than 24 hours after discovering the theft, and should report the claim to the insurer within 7 days. The deductible is 10% of the loss, but not less than PLN 100. Cover applies to bicycles worth up to PLN 15,000 and no more than 3 years old. The insurer may refuse payment if proof of purchase is not provided.',
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "and should report the claim to the insurer within 7 days",
                        "and may report the claim to the insurer within 7 days",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [("Nie obejmuje natomiast kradzieży zwykłej", "Obejmuje także kradzież zwykłą")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "ubezpieczyciel może odmówić wypłaty.",
                        "ubezpieczyciel może odmówić wypłaty. Ochrona nie obejmuje rowerów elektrycznych.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-elewator-skup-zboz-zniwa-warunki",
        source="Warunki skupu zbóż – żniwa 2025, Elewator Agro-Kujawy w Inowrocławiu. Skup pszenicy i jęczmienia prowadzimy od 14 lipca, od poniedziałku do soboty w godz. 6:00–20:00. Cena pszenicy konsumpcyjnej wynosi dziś 820 zł/t netto przy wilgotności do 14,5% i zawartości białka co najmniej 12%. Za każdy punkt procentowy wilgotności powyżej normy potrącamy 1,5% masy. Ziarno o wilgotności powyżej 18% nie będzie przyjmowane. Dostawca powinien wcześniej umówić termin rozładunku telefonicznie. Każda dostawa musi mieć dokument z numerem producenta ARiMR. Zapłata następuje przelewem w ciągu 7 dni. Ze względu na sytuację na rynku ceny prawdopodobnie będą się zmieniać codziennie; szacujemy, że w szczycie żniw czas oczekiwania na rozładunek wyniesie około 2 godzin.",
        good=[
            Good(
                "preserve",
                "Elewator Agro-Kujawy w Inowrocławiu – tak skupujemy zboże w żniwa 2025. Pszenicę i jęczmień przyjmujemy od 14 lipca, od poniedziałku do soboty między 6:00 a 20:00. Za pszenicę konsumpcyjną płacimy dziś 820 zł netto za tonę, jeśli wilgotność nie przekracza 14,5%, a zawartość białka wynosi co najmniej 12%. Każdy punkt procentowy wilgotności ponad normę oznacza potrącenie 1,5% masy. Ziarna o wilgotności wyższej niż 18% nie przyjmiemy. Termin rozładunku dostawca powinien wcześniej uzgodnić z nami telefonicznie. Do każdej dostawy musi być dołączony dokument z numerem producenta ARiMR. Płacimy przelewem w ciągu 7 dni. Sytuacja na rynku sprawia, że ceny prawdopodobnie będą się zmieniać codziennie. Szacujemy, że w szczycie żniw na rozładunek trzeba będzie czekać około 2 godzin.",
            ),
            Good(
                "preserve",
                """Elewator Agro-Kujawy w Inowrocławiu – warunki skupu zbóż w okresie żniw 2025:
1. Skup pszenicy i jęczmienia prowadzony jest od 14 lipca, od poniedziałku do soboty, w godzinach 6:00–20:00.
2. Dzisiejsza cena pszenicy konsumpcyjnej: 820 zł/t netto, przy wilgotności nieprzekraczającej 14,5% i zawartości białka nie niższej niż 12%.
3. Za każdy punkt procentowy wilgotności ponad normę stosuje się potrącenie w wysokości 1,5% masy.
4. Ziarno o wilgotności przekraczającej 18% nie będzie przyjmowane.
5. Dostawca powinien uprzednio uzgodnić telefonicznie termin rozładunku.
6. Każda dostawa musi być zaopatrzona w dokument zawierający numer producenta ARiMR.
7. Zapłata następuje przelewem w terminie 7 dni.
Z uwagi na sytuację rynkową ceny będą prawdopodobnie ulegać codziennym zmianom. Szacowany czas oczekiwania na rozładunek w szczycie żniw wynosi około 2 godzin.""",
            ),
            Good(
                "en",
                "Grain purchase conditions – 2025 harvest, Agro-Kujawy grain elevator in Inowrocław. We buy wheat and barley from 14 July, Monday to Saturday, 6:00–20:00. Today's price for milling wheat is PLN 820/t net, for moisture up to 14.5% and protein content of at least 12%. For each percentage point of moisture above the standard, we deduct 1.5% of the weight. Grain with moisture above 18% will not be accepted. Suppliers should book an unloading slot by phone in advance. Every delivery must come with a document showing the ARiMR producer number. Payment is made by bank transfer within 7 days. Because of the market situation, prices will probably change daily; we estimate that at the peak of the harvest the waiting time for unloading will be about 2 hours.",
            ),
        ],
        bad=[
            Slip(1, [("5. Dostawca powinien uprzednio", "5. Dostawca może uprzednio")], "modality"),
            Slip(
                2,
                [
                    (
                        "Payment is made by bank transfer within 7 days.",
                        "Payment is made by bank transfer within 7 days through Bank Spółdzielczy in Inowrocław.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "ceny prawdopodobnie będą się zmieniać codziennie",
                        "ceny będą się zmieniać codziennie",
                    )
                ],
                "hedge",
            ),
        ],
    ),
]
