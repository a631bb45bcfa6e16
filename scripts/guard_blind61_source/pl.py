# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 61: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-egzamin-osmoklasisty-termin-dodatkowy-leszno",
        source="Dyrekcja Szkoły Podstawowej nr 7 w Lesznie informuje, że dodatkowy termin egzaminu ósmoklasisty odbędzie się od 10 do 12 czerwca 2025 r. Do egzaminu w tym terminie może przystąpić wyłącznie uczeń, który z przyczyn losowych lub zdrowotnych nie przystąpił do egzaminu w terminie głównym. Rodzice muszą złożyć wniosek u dyrektora szkoły najpóźniej do 28 maja 2025 r., dołączając dokumentację potwierdzającą przyczynę nieobecności. Egzamin z języka polskiego rozpocznie się 10 czerwca o godz. 9:00 i potrwa 120 minut. Uczniowie nie mogą wnosić do sali telefonów komórkowych ani innych urządzeń telekomunikacyjnych. Wyniki zostaną przekazane szkołom 2 lipca 2025 r. Szczegółowe informacje można uzyskać w sekretariacie szkoły pod numerem 65 529 14 80.",
        good=[
            Good(
                "preserve",
                "Jeśli Twoje dziecko z przyczyn losowych lub zdrowotnych nie przystąpiło do egzaminu ósmoklasisty w terminie głównym, może napisać go w terminie dodatkowym – od 10 do 12 czerwca 2025 r. W tym terminie egzamin mogą zdawać wyłącznie tacy uczniowie. Jako rodzic musisz złożyć wniosek u dyrektora szkoły najpóźniej do 28 maja 2025 r. i dołączyć dokumenty potwierdzające przyczynę nieobecności. Egzamin z języka polskiego zaczyna się 10 czerwca o 9:00 i trwa 120 minut. Telefonów komórkowych ani innych urządzeń telekomunikacyjnych nie wolno wnosić do sali. Wyniki trafią do szkół 2 lipca 2025 r. Więcej informacji udziela sekretariat Szkoły Podstawowej nr 7 w Lesznie, tel. 65 529 14 80.",
            ),
            Good(
                "preserve",
                "Komunikat Dyrekcji Szkoły Podstawowej nr 7 w Lesznie – dodatkowy termin egzaminu ósmoklasisty:\n- termin: 10–12 czerwca 2025 r.;\n- kto może przystąpić: wyłącznie uczniowie, którzy z przyczyn losowych lub zdrowotnych nie przystąpili do egzaminu w terminie głównym;\n- wniosek: rodzice muszą go złożyć u dyrektora szkoły najpóźniej do 28 maja 2025 r., wraz z dokumentacją potwierdzającą przyczynę nieobecności;\n- język polski: 10 czerwca, godz. 9:00, czas trwania 120 minut;\n- do sali nie można wnosić telefonów komórkowych ani innych urządzeń telekomunikacyjnych;\n- wyniki: przekazanie szkołom 2 lipca 2025 r.\nSzczegóły: sekretariat szkoły, tel. 65 529 14 80.",
            ),
            Good(
                "en",
                "The management of Primary School No. 7 in Leszno announces that the additional session of the eighth-grade exam will take place from 10 to 12 June 2025. Only pupils who, due to unforeseen circumstances or health reasons, did not sit the exam in the main session may take it in this session. Parents must submit an application to the head teacher by 28 May 2025 at the latest, attaching documents confirming the reason for the absence. The Polish language exam will start on 10 June at 9:00 and will last 120 minutes. Pupils may not bring mobile phones or any other telecommunication devices into the exam room. The results will be sent to schools on 2 July 2025. Further details are available from the school office on 65 529 14 80.",
            ),
        ],
        bad=[
            Slip(0, [("Jako rodzic musisz złożyć", "Jako rodzic powinieneś złożyć")], "modality"),
            Slip(
                1,
                [("przekazanie szkołom 2 lipca 2025 r.", "przekazanie szkołom 9 lipca 2025 r.")],
                "date",
            ),
            Slip(2, [("Pupils may not bring", "Pupils may bring")], "negation"),
        ],
    ),
    Case(
        key="pl-wypozyczalnia-strojow-karnawalowych-regulamin-kaucja",
        source="Regulamin wypożyczalni strojów karnawałowych „Maskarada”. Stroje wypożyczamy na okres do 3 dni; każdy kolejny dzień kosztuje 15 zł. Przy odbiorze stroju klient musi okazać dokument tożsamości i wpłacić kaucję w wysokości 100 zł, która jest zwracana po oddaniu kompletnego i nieuszkodzonego stroju. Stroje nie mogą być prane ani prasowane przez klienta – czyszczenie wykonuje wypożyczalnia, a jego koszt jest wliczony w cenę. Drobne zabrudzenia nie są podstawą do potrącenia kaucji. Za zgubienie elementu stroju (np. peruki, maski, pasa) pobieramy opłatę według cennika dostępnego w lokalu. Rezerwacji można dokonać telefonicznie lub osobiście, najwcześniej 30 dni przed planowanym odbiorem. Niezarezerwowane stroje wydajemy w kolejności zgłoszeń.",
        good=[
            Good(
                "preserve",
                "Wypożyczasz strój w „Maskaradzie”? Oto najważniejsze zasady. Strój możesz mieć u siebie maksymalnie 3 dni, a za każdy dodatkowy dzień zapłacisz 15 zł. Przy odbiorze musisz pokazać dokument tożsamości i wpłacić 100 zł kaucji – oddamy ją, gdy zwrócisz strój kompletny i nieuszkodzony. Nie wolno Ci samodzielnie prać ani prasować stroju: czyszczeniem zajmujemy się my, a jego koszt jest już w cenie. Drobne zabrudzenia nie są powodem do potrącenia kaucji. Jeśli zgubisz jakiś element, np. perukę, maskę czy pas, pobierzemy opłatę zgodną z cennikiem dostępnym w lokalu. Strój zarezerwujesz telefonicznie albo osobiście, najwcześniej 30 dni przed odbiorem. Stroje bez rezerwacji wydajemy według kolejności zgłoszeń.",
            ),
            Good(
                "preserve",
                "Wypożyczalnia strojów karnawałowych „Maskarada” wydaje stroje na maksymalnie trzy dni, a za każdy następny dzień pobiera 15 zł. Odbierający strój ma obowiązek okazać dokument tożsamości oraz wpłacić kaucję (100 zł), zwracaną po oddaniu stroju w stanie kompletnym i nieuszkodzonym; drobne zabrudzenia nie skutkują jej potrąceniem. Klientowi nie wolno prać ani prasować stroju – czyszczenie, wliczone w cenę, przeprowadza wypożyczalnia. Utrata elementu stroju, np. peruki, maski lub pasa, wiąże się z opłatą zgodną z cennikiem dostępnym w lokalu. Rezerwacje przyjmowane są telefonicznie i osobiście, nie wcześniej niż 30 dni przed planowanym odbiorem; stroje niezarezerwowane wydawane są w kolejności zgłoszeń.",
            ),
            Good(
                "en",
                "Rules of the “Maskarada” carnival costume rental. Costumes are rented for up to 3 days; each additional day costs PLN 15. When collecting a costume, the customer must show an identity document and pay a deposit of PLN 100, which is refunded once the costume is returned complete and undamaged. Customers may not wash or iron the costumes – cleaning is done by the rental shop and its cost is included in the price. Minor stains are not grounds for withholding any of the deposit. If any part of a costume (e.g. a wig, mask or belt) is lost, we charge a fee according to the price list available on the premises. Bookings can be made by phone or in person, no earlier than 30 days before the planned collection. Costumes that have not been booked are handed out on a first-come, first-served basis.",
            ),
        ],
        bad=[
            Slip(0, [("zapłacisz 15 zł", "zapłacisz 25 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "drobne zabrudzenia nie skutkują jej potrąceniem",
                        "drobne zabrudzenia skutkują jej potrąceniem",
                    )
                ],
                "negation",
            ),
            Slip(2, [("the customer must show", "the customer should show")], "modality"),
        ],
    ),
    Case(
        key="pl-router-nx300-aktualizacja-firmware-instrukcja",
        source="""## Aktualizacja oprogramowania routera NX-300

1. Pobierz plik `nx300_fw_2.4.1.bin` ze strony producenta.
2. Zaloguj się do panelu pod adresem `http://192.168.0.1` i przejdź do zakładki **System → Aktualizacja**.
3. Wskaż pobrany plik i kliknij **Aktualizuj**.

Podczas aktualizacji nie wolno wyłączać zasilania ani odłączać kabla Ethernet – przerwanie procesu może trwale uszkodzić urządzenie. Aktualizację należy przeprowadzać przez połączenie przewodowe, a nie przez Wi-Fi. Cały proces trwa zwykle około 5 minut, po czym router uruchomi się ponownie. Jeśli dioda **Power** miga na czerwono dłużej niż 10 minut, przytrzymaj przycisk `RESET` przez 15 sekund.""",
        good=[
            Good(
                "preserve",
                """## Jak zaktualizować oprogramowanie routera NX-300

Zanim zaczniesz: aktualizację musisz przeprowadzić przez kabel, nie przez Wi-Fi. W jej trakcie nie wyłączaj zasilania i nie odłączaj kabla Ethernet – przerwanie procesu może trwale uszkodzić urządzenie.

1. Ze strony producenta pobierz plik `nx300_fw_2.4.1.bin`.
2. Otwórz panel `http://192.168.0.1` i wejdź w **System → Aktualizacja**.
3. Wybierz pobrany plik, a następnie kliknij **Aktualizuj**.

Zwykle trwa to około 5 minut; potem router sam uruchomi się ponownie. Gdy dioda **Power** miga na czerwono dłużej niż 10 minut, przytrzymaj przycisk `RESET` przez 15 sekund.""",
            ),
            Good(
                "preserve",
                """## Aktualizacja firmware'u routera NX-300

1. Ze strony producenta należy pobrać plik `nx300_fw_2.4.1.bin`.
2. Następnie trzeba zalogować się do panelu (`http://192.168.0.1`) i otworzyć zakładkę **System → Aktualizacja**.
3. Po wskazaniu pobranego pliku należy kliknąć **Aktualizuj**.

Aktualizację należy wykonywać przez połączenie przewodowe, nie przez Wi-Fi. W jej trakcie nie wolno wyłączać zasilania ani odłączać kabla Ethernet, ponieważ przerwanie procesu może trwale uszkodzić urządzenie. Całość trwa zazwyczaj około 5 minut i kończy się ponownym uruchomieniem routera. Jeżeli dioda **Power** miga na czerwono ponad 10 minut, należy przytrzymać przycisk `RESET` przez 15 sekund.""",
            ),
            Good(
                "en",
                """## Updating the NX-300 router firmware

1. Download the `nx300_fw_2.4.1.bin` file from the manufacturer's website.
2. Log in to the admin panel at `http://192.168.0.1` and open the **System → Aktualizacja** (System → Update) tab.
3. Select the downloaded file and click **Aktualizuj** (Update).

Do not switch off the power or unplug the Ethernet cable during the update – interrupting the process may permanently damage the device. The update must be carried out over a wired connection, not over Wi-Fi. The whole process usually takes about 5 minutes, after which the router restarts. If the **Power** LED keeps flashing red for more than 10 minutes, hold down the `RESET` button for 15 seconds.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    ("`nx300_fw_2.4.1.bin`.\n2. Otwórz", "`nx300_fw_2.4.1.bin`, a potem otwórz"),
                    ("3. Wybierz", "2. Wybierz"),
                ],
                "markdown",
            ),
            Slip(1, [("`nx300_fw_2.4.1.bin`", "`nx300_fw_2.4.0.bin`")], "code"),
            Slip(
                2, [("The update must be carried out", "The update can be carried out")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-stacja-paliw-punkty-program-lojalnosciowy",
        source="Program lojalnościowy „Paliwo Plus” – najważniejsze zasady. Za każdy zatankowany litr paliwa otrzymujesz 2 punkty, a za każde 10 zł wydane w sklepie na stacji – 1 punkt. Punkty są zwykle dopisywane do konta w ciągu 48 godzin od transakcji. Zebrane punkty możesz wymienić na nagrody z katalogu dostępnego na stronie www.paliwoplus.pl/nagrody. Punkty nie przechodzą na inne osoby i nie można ich wymienić na gotówkę. Niewykorzystane punkty wygasają po 24 miesiącach od ich naliczenia. Aby przystąpić do programu, trzeba mieć ukończone 18 lat i zarejestrować kartę. Organizator szacuje, że przeciętny uczestnik zbiera około 1500 punktów rocznie. Reklamacje przyjmujemy pod adresem reklamacje@paliwoplus.pl.",
        good=[
            Good(
                "preserve",
                "„Paliwo Plus” w pigułce:\n• 2 punkty za każdy litr zatankowanego paliwa i 1 punkt za każde 10 zł wydane w sklepie na stacji;\n• punkty trafiają na konto zazwyczaj w ciągu 48 godzin od transakcji;\n• punkty wymienisz na nagrody z katalogu na www.paliwoplus.pl/nagrody;\n• punktów nie można przekazać innej osobie ani zamienić na gotówkę;\n• niewykorzystane punkty wygasają po 24 miesiącach od naliczenia;\n• aby dołączyć, musisz mieć ukończone 18 lat i zarejestrować kartę.\nWedług szacunków organizatora przeciętny uczestnik zbiera rocznie około 1500 punktów. Reklamacje: reklamacje@paliwoplus.pl.",
            ),
            Good(
                "preserve",
                "W programie „Paliwo Plus” uczestnik dostaje 2 punkty za każdy litr paliwa i 1 punkt za każde 10 zł wydane w sklepie stacji. Punkty pojawiają się na koncie zwykle do 48 godzin po transakcji i można je wymieniać na nagrody z katalogu na stronie www.paliwoplus.pl/nagrody. Nie da się ich przekazać innej osobie ani wymienić na gotówkę, a niewykorzystane wygasają po 24 miesiącach od naliczenia. Żeby przystąpić do programu, trzeba mieć skończone 18 lat i zarejestrować kartę. Organizator szacuje, że przeciętny uczestnik zbiera około 1500 punktów w roku. Reklamacje są przyjmowane pod adresem reklamacje@paliwoplus.pl.",
            ),
            Good(
                "en",
                "“Paliwo Plus” loyalty programme – key rules. You get 2 points for every litre of fuel you buy and 1 point for every PLN 10 spent in the station shop. Points are usually credited to your account within 48 hours of the transaction. You can exchange the points you collect for rewards from the catalogue at www.paliwoplus.pl/nagrody. Points cannot be transferred to other people or exchanged for cash. Unused points expire 24 months after they were credited. To join the programme, you must be at least 18 years old and register your card. The organiser estimates that an average member collects about 1,500 points a year. Complaints are accepted at reklamacje@paliwoplus.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "trafiają na konto zazwyczaj w ciągu 48 godzin",
                        "trafiają na konto w ciągu 48 godzin",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("www.paliwoplus.pl/nagrody", "www.paliwoplus.pl/katalog")], "url"),
            Slip(2, [("1 point for every PLN 10", "1 point for every PLN 20")], "number"),
        ],
    ),
    Case(
        key="pl-weterynarz-szczepienie-bydla-niebieski-jezyk",
        source="Komunikat Powiatowego Lekarza Weterynarii w Łowiczu z dnia 3 marca 2025 r. W związku z wykryciem ognisk choroby niebieskiego języka w województwie łódzkim, na podstawie art. 44 ust. 1 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt, informuję, że posiadacze bydła powinni zaszczepić zwierzęta w wieku powyżej 3 miesięcy do dnia 30 kwietnia 2025 r. Szczepienie jest dobrowolne, ale zwierzęta nieszczepione nie mogą być przemieszczane poza strefę objętą ograniczeniami. Szczepionkę podaje wyłącznie lekarz weterynarii; koszt zakupu szczepionki pokrywa hodowca. Zaszczepione zwierzęta muszą zostać zgłoszone do systemu IRZplus w ciągu 7 dni od szczepienia. Pytania prosimy kierować do inspektoratu, tel. 46 837 21 05.",
        good=[
            Good(
                "preserve",
                "Powiatowy Lekarz Weterynarii w Łowiczu (komunikat z 3 marca 2025 r.): w województwie łódzkim wykryto ogniska choroby niebieskiego języka. Dlatego hodowcy powinni do 30 kwietnia 2025 r. zaszczepić bydło w wieku powyżej 3 miesięcy. Szczepienie nie jest obowiązkowe, jednak nieszczepionych zwierząt nie wolno przemieszczać poza strefę objętą ograniczeniami. Szczepionkę może podać tylko lekarz weterynarii, a za jej zakup płaci hodowca. W ciągu 7 dni od szczepienia zwierzęta trzeba zgłosić do systemu IRZplus. Podstawa prawna: art. 44 ust. 1 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt. Pytania: inspektorat, tel. 46 837 21 05.",
            ),
            Good(
                "preserve",
                "Na podstawie art. 44 ust. 1 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt Powiatowy Lekarz Weterynarii w Łowiczu informuje (komunikat z dnia 3 marca 2025 r.), że z uwagi na ogniska choroby niebieskiego języka wykryte w województwie łódzkim posiadacze bydła powinni zaszczepić zwierzęta w wieku powyżej 3 miesięcy w terminie do 30 kwietnia 2025 r. Szczepienie ma charakter dobrowolny; zwierząt nieszczepionych nie można jednak przemieszczać poza strefę objętą ograniczeniami. Szczepionkę podaje wyłącznie lekarz weterynarii, a koszt jej zakupu ponosi hodowca. Zwierzęta zaszczepione muszą być zgłoszone do systemu IRZplus w terminie 7 dni od szczepienia. Kontakt z inspektoratem: tel. 46 837 21 05.",
            ),
            Good(
                "en",
                "Announcement of the District Veterinary Officer in Łowicz of 3 March 2025. Following the detection of bluetongue outbreaks in the Łódź Voivodeship, and pursuant to Article 44(1) of the Act of 11 March 2004 on the protection of animal health and the control of infectious animal diseases, I hereby inform cattle keepers that they should vaccinate animals over 3 months of age by 30 April 2025. Vaccination is voluntary, but unvaccinated animals may not be moved outside the restricted zone. The vaccine is administered only by a veterinarian; the cost of purchasing the vaccine is borne by the farmer. Vaccinated animals must be reported to the IRZplus system within 7 days of vaccination. Please direct any questions to the inspectorate, tel. 46 837 21 05.",
            ),
        ],
        bad=[
            Slip(0, [("art. 44 ust. 1", "art. 42 ust. 1")], "legal_reference"),
            Slip(
                1, [("w terminie do 30 kwietnia 2025 r.", "w terminie do 31 maja 2025 r.")], "date"
            ),
            Slip(2, [("they should vaccinate", "they must vaccinate")], "modality"),
        ],
    ),
    Case(
        key="pl-fotokopia-cli-kopie-zapasowe-zdjec",
        source="""# fotokopia

`fotokopia` to narzędzie wiersza poleceń do tworzenia kopii zapasowych zdjęć na dysku zewnętrznym lub serwerze SFTP. Wymaga Pythona 3.10 lub nowszego.

Instalacja: `pip install fotokopia`

Podstawowe użycie:

```
fotokopia sync ~/Zdjecia /media/dysk/kopie --since 2024-01-01
```

Opcja `--dry-run` pokazuje, które pliki zostałyby skopiowane, ale niczego nie zapisuje. Domyślnie narzędzie pomija pliki mniejsze niż 50 KB (zwykle miniatury); zmienisz to opcją `--min-size`. Przy pierwszym uruchomieniu kopia 10 000 zdjęć może potrwać nawet kilka godzin. Narzędzie nie usuwa plików w katalogu docelowym, chyba że użyjesz opcji `--mirror`.""",
        good=[
            Good(
                "preserve",
                """# fotokopia

Narzędzie CLI `fotokopia` robi kopie zapasowe zdjęć na dysk zewnętrzny albo serwer SFTP. Potrzebujesz Pythona w wersji 3.10 lub nowszej.

Instalacja: `pip install fotokopia`

Przykład:

```
fotokopia sync ~/Zdjecia /media/dysk/kopie --since 2024-01-01
```

Przydatne opcje:

- `--dry-run` – wyświetla listę plików, które zostałyby skopiowane, ale niczego nie zapisuje;
- `--min-size` – zmienia próg pomijanych plików (domyślnie pomijane są pliki mniejsze niż 50 KB, zwykle miniatury);
- `--mirror` – bez tej opcji narzędzie nie usuwa plików z katalogu docelowego.

Pamiętaj, że pierwsza kopia 10 000 zdjęć może zająć nawet kilka godzin.""",
            ),
            Good(
                "preserve",
                """# fotokopia

`fotokopia` jest narzędziem uruchamianym z wiersza poleceń, które tworzy kopie zapasowe zdjęć na dysku zewnętrznym lub na serwerze SFTP. Do działania wymaga Pythona 3.10 albo nowszego; samo narzędzie instaluje się poleceniem `pip install fotokopia`.

Typowe wywołanie wygląda tak:

```
fotokopia sync ~/Zdjecia /media/dysk/kopie --since 2024-01-01
```

Z opcją `--dry-run` program jedynie pokazuje, co zostałoby skopiowane, i niczego nie zapisuje. Pliki mniejsze niż 50 KB (najczęściej miniatury) są domyślnie pomijane – ten próg ustawia się opcją `--min-size`. Pliki w katalogu docelowym nie są usuwane, o ile nie podasz opcji `--mirror`. Pierwsze uruchomienie dla 10 000 zdjęć może trwać nawet kilka godzin.""",
            ),
            Good(
                "en",
                """# fotokopia

`fotokopia` is a command-line tool for backing up photos to an external drive or an SFTP server. It requires Python 3.10 or newer.

Installation: `pip install fotokopia`

Basic usage:

```
fotokopia sync ~/Zdjecia /media/dysk/kopie --since 2024-01-01
```

The `--dry-run` option shows which files would be copied but does not write anything. By default, the tool skips files smaller than 50 KB (usually thumbnails); you can change this with the `--min-size` option. On the first run, backing up 10,000 photos may take as long as several hours. The tool does not delete files in the destination directory unless you use the `--mirror` option.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("```\nfotokopia sync", "fotokopia sync"), ("2024-01-01\n```", "2024-01-01")],
                "markdown",
            ),
            Slip(1, [("Z opcją `--dry-run`", "Z opcją `--dryrun`")], "code"),
            Slip(2, [("smaller than 50 KB", "smaller than 500 KB")], "number"),
        ],
    ),
    Case(
        key="pl-nfz-rehabilitacja-ambulatoryjna-skierowanie-zasady",
        source="Rehabilitacja ambulatoryjna w ramach NFZ jest bezpłatna, ale wymaga skierowania od lekarza ubezpieczenia zdrowotnego, np. lekarza rodzinnego lub ortopedy. Skierowanie należy zarejestrować w wybranej placówce w ciągu 30 dni od daty jego wystawienia – w przeciwnym razie traci ważność. Jeden cykl obejmuje zwykle do 10 dni zabiegowych, a w ciągu dnia pacjent może otrzymać maksymalnie 5 zabiegów. Zasady te określa rozporządzenie Ministra Zdrowia z dnia 6 listopada 2013 r. w sprawie świadczeń gwarantowanych z zakresu rehabilitacji leczniczej. Skierowanie nie jest potrzebne, jeśli pacjent korzysta z rehabilitacji prywatnie. Czas oczekiwania na zabiegi może wynosić od kilku tygodni do kilku miesięcy, dlatego warto sprawdzić kolejki na stronie terminyleczenia.nfz.gov.pl.",
        good=[
            Good(
                "preserve",
                "Czy rehabilitacja na NFZ kosztuje? Nie – ambulatoryjna rehabilitacja finansowana przez NFZ jest bezpłatna, ale potrzebujesz skierowania od lekarza ubezpieczenia zdrowotnego, na przykład lekarza rodzinnego albo ortopedy. Skierowanie musisz zarejestrować w wybranej placówce w ciągu 30 dni od jego wystawienia, inaczej straci ważność. Cykl to zwykle do 10 dni zabiegowych, a dziennie możesz dostać najwyżej 5 zabiegów. Na zabiegi można czekać od kilku tygodni do kilku miesięcy, więc warto sprawdzić kolejki na terminyleczenia.nfz.gov.pl. Jeśli korzystasz z rehabilitacji prywatnie, skierowanie nie jest potrzebne. Zasady te wynikają z rozporządzenia Ministra Zdrowia z dnia 6 listopada 2013 r. w sprawie świadczeń gwarantowanych z zakresu rehabilitacji leczniczej.",
            ),
            Good(
                "preserve",
                "Rehabilitacja ambulatoryjna na NFZ – najważniejsze informacje:\n- jest bezpłatna, ale wymaga skierowania od lekarza ubezpieczenia zdrowotnego (np. lekarza rodzinnego lub ortopedy);\n- skierowanie trzeba zarejestrować w wybranej placówce w ciągu 30 dni od wystawienia, inaczej traci ważność;\n- cykl obejmuje zwykle do 10 dni zabiegowych, maksymalnie 5 zabiegów dziennie;\n- przy rehabilitacji prywatnej skierowanie nie jest wymagane;\n- oczekiwanie na zabiegi może trwać od kilku tygodni do kilku miesięcy – kolejki sprawdzisz na terminyleczenia.nfz.gov.pl.\nZasady określa rozporządzenie Ministra Zdrowia z dnia 6 listopada 2013 r. w sprawie świadczeń gwarantowanych z zakresu rehabilitacji leczniczej.",
            ),
            Good(
                "en",
                "Outpatient rehabilitation funded by the NFZ is free of charge, but it requires a referral from a doctor working under public health insurance, e.g. a GP or an orthopaedist. The referral must be registered at the chosen facility within 30 days of the date it was issued; otherwise it becomes invalid. One cycle usually covers up to 10 treatment days, and a patient may receive a maximum of 5 treatments per day. These rules are set out in the Regulation of the Minister of Health of 6 November 2013 on guaranteed benefits in the field of medical rehabilitation. No referral is needed if the patient uses rehabilitation privately. Waiting times for treatment may range from a few weeks to a few months, so it is worth checking the queues at terminyleczenia.nfz.gov.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("skierowanie nie jest potrzebne", "skierowanie także jest potrzebne")],
                "negation",
            ),
            Slip(
                1, [("maksymalnie 5 zabiegów dziennie", "maksymalnie 3 zabiegi dziennie")], "number"
            ),
            Slip(
                2,
                [
                    (
                        "in the field of medical rehabilitation",
                        "in the field of outpatient specialist care",
                    )
                ],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="pl-kgw-zalesie-konkurs-kulinarny-regulamin",
        source="Regulamin konkursu kulinarnego „Smaki naszej wsi”. Organizatorem konkursu jest Koło Gospodyń Wiejskich w Zalesiu. Konkurs odbędzie się w sobotę 14 czerwca 2025 r. podczas festynu gminnego na placu przy remizie OSP. W konkursie mogą brać udział zarówno koła gospodyń wiejskich, jak i osoby indywidualne z terenu gminy. Każdy uczestnik może zgłosić najwyżej dwie potrawy, w tym co najmniej jedną przygotowaną według tradycyjnej receptury regionalnej. Zgłoszenia należy przesyłać do 30 maja 2025 r. na adres kgw.zalesie@gmail.com. Potrawy muszą zostać dostarczone na miejsce do godz. 11:00 w dniu konkursu. Jury oceni smak, wygląd i nawiązanie do tradycji. Zwycięzcy otrzymają nagrody rzeczowe ufundowane przez wójta gminy.",
        good=[
            Good(
                "preserve",
                "Zapraszamy do udziału w konkursie kulinarnym „Smaki naszej wsi”, który organizuje Koło Gospodyń Wiejskich w Zalesiu! Zmierzymy się w sobotę, 14 czerwca 2025 r., w trakcie festynu gminnego na placu przy remizie OSP. Zgłosić się mogą zarówno koła gospodyń wiejskich, jak i osoby z terenu gminy startujące indywidualnie. Możesz zgłosić maksymalnie dwie potrawy, a przynajmniej jedna z nich musi być przygotowana według tradycyjnej receptury regionalnej. Zgłoszenie należy wysłać do 30 maja 2025 r. na adres kgw.zalesie@gmail.com. W dniu konkursu potrawy trzeba dostarczyć na miejsce do 11:00. Jury oceni smak, wygląd oraz nawiązanie do tradycji, a zwycięzcy dostaną nagrody rzeczowe ufundowane przez wójta gminy.",
            ),
            Good(
                "preserve",
                "Regulamin konkursu kulinarnego „Smaki naszej wsi”\n1. Organizator: Koło Gospodyń Wiejskich w Zalesiu.\n2. Termin i miejsce: sobota, 14 czerwca 2025 r., festyn gminny, plac przy remizie OSP.\n3. Uczestnicy: koła gospodyń wiejskich oraz osoby indywidualne z terenu gminy.\n4. Każdy uczestnik może zgłosić maksymalnie dwie potrawy, z których przynajmniej jedna musi być przygotowana według tradycyjnej receptury regionalnej.\n5. Zgłoszenia należy przesyłać do 30 maja 2025 r. na adres kgw.zalesie@gmail.com.\n6. Potrawy muszą zostać dostarczone na miejsce konkursu do godz. 11:00 w dniu konkursu.\n7. Jury ocenia smak, wygląd i nawiązanie do tradycji.\n8. Zwycięzcy otrzymują nagrody rzeczowe ufundowane przez wójta gminy.",
            ),
            Good(
                "en",
                "Rules of the “Flavours of Our Village” (“Smaki naszej wsi”) cooking contest. The contest is organised by the Rural Housewives' Association in Zalesie. It will take place on Saturday, 14 June 2025, during the municipal fair on the square next to the volunteer fire station. Both rural housewives' associations and individuals from the municipality may take part. Each participant may enter no more than two dishes, at least one of which must be prepared according to a traditional regional recipe. Entries must be sent by 30 May 2025 to kgw.zalesie@gmail.com. Dishes must be delivered to the venue by 11:00 on the day of the contest. The jury will assess taste, appearance and links to tradition. The winners will receive prizes in kind funded by the head of the municipality (wójt).",
            ),
        ],
        bad=[
            Slip(0, [("na miejsce do 11:00", "na miejsce do 13:00")], "date"),
            Slip(
                1,
                [("Potrawy muszą zostać dostarczone", "Potrawy powinny zostać dostarczone")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "funded by the head of the municipality (wójt).",
                        "funded by the head of the municipality (wójt), and the winning dish will be served at the harvest festival in September.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-squash-odbicie-rezerwacja-kortow-zasady",
        source="Zasady rezerwacji kortów do squasha w Centrum Sportowym „Odbicie”. Korty można rezerwować przez stronę rezerwacje.odbicie.pl lub telefonicznie, najwcześniej 14 dni przed terminem gry. Jedna rezerwacja obejmuje 45 minut gry; w godzinach 16:00–22:00 w dni robocze koszt wynosi 60 zł, w pozostałych godzinach 45 zł. Rezerwację można bezpłatnie odwołać najpóźniej 24 godziny przed rozpoczęciem gry – późniejsze odwołanie nie zwalnia z opłaty. Na kort nie wolno wchodzić w obuwiu z czarną podeszwą. Rakiety i piłki można wypożyczyć w recepcji za 10 zł. Osoby niepełnoletnie mogą grać wyłącznie pod opieką osoby dorosłej. Karnety miesięczne nie obejmują rezerwacji w weekendy.",
        good=[
            Good(
                "preserve",
                "Kort do squasha w Centrum Sportowym „Odbicie” zarezerwujesz na stronie rezerwacje.odbicie.pl albo przez telefon – najwcześniej na 14 dni przed grą. Każda rezerwacja to 45 minut gry. W dni robocze między 16:00 a 22:00 płacisz 60 zł, w pozostałych godzinach 45 zł. Bez opłaty możesz odwołać rezerwację najpóźniej 24 godziny przed rozpoczęciem gry; jeśli odwołasz ją później, i tak musisz zapłacić. Pamiętaj: na kort nie wolno wchodzić w butach z czarną podeszwą. Rakiety i piłki wypożyczysz w recepcji za 10 zł. Niepełnoletni mogą grać tylko pod opieką dorosłego, a karnety miesięczne nie obejmują rezerwacji weekendowych.",
            ),
            Good(
                "preserve",
                "Centrum Sportowe „Odbicie” – rezerwacja kortów do squasha\n• Jak: online (rezerwacje.odbicie.pl) lub telefonicznie, nie wcześniej niż 14 dni przed terminem.\n• Czas gry: 45 minut na jedną rezerwację.\n• Cena: 60 zł w dni robocze w godz. 16:00–22:00, 45 zł w pozostałych godzinach.\n• Odwołanie: bezpłatne najpóźniej 24 godziny przed grą; późniejsze odwołanie nie zwalnia z opłaty.\n• Obuwie: na kort nie wolno wchodzić w butach z czarną podeszwą.\n• Rakiety i piłki: wypożyczenie w recepcji, 10 zł.\n• Niepełnoletni: wyłącznie pod opieką osoby dorosłej.\n• Karnety miesięczne nie obejmują rezerwacji weekendowych.",
            ),
            Good(
                "en",
                "Squash court booking rules at the “Odbicie” Sports Centre. Courts can be booked at rezerwacje.odbicie.pl or by phone, no earlier than 14 days before the game. One booking covers 45 minutes of play; on weekdays between 16:00 and 22:00 it costs PLN 60, and at other times PLN 45. A booking can be cancelled free of charge up to 24 hours before the start of play – a later cancellation does not exempt you from payment. Shoes with black soles are not allowed on the court. Rackets and balls can be hired at reception for PLN 10. Minors may play only under the supervision of an adult. Monthly passes do not cover weekend bookings.",
            ),
        ],
        bad=[
            Slip(0, [("rezerwacje.odbicie.pl", "odbicie.pl/rezerwacje")], "url"),
            Slip(
                1,
                [("• Karnety miesięczne nie obejmują", "• Karnety miesięczne obejmują również")],
                "negation",
            ),
            Slip(2, [("covers 45 minutes of play", "covers 60 minutes of play")], "number"),
        ],
    ),
    Case(
        key="pl-przetarg-dzierzawa-stawu-rybnego-brzeznica",
        source="Wójt Gminy Brzeźnica ogłasza pierwszy przetarg ustny nieograniczony na dzierżawę stawu rybnego położonego na działce nr 412/3 w obrębie Kamionka, o powierzchni 1,85 ha. Umowa dzierżawy zostanie zawarta na okres 10 lat. Cena wywoławcza rocznego czynszu wynosi 2400 zł netto. Przetarg odbędzie się 22 kwietnia 2025 r. o godz. 10:00 w sali nr 5 Urzędu Gminy. Warunkiem udziału jest wpłacenie wadium w wysokości 500 zł do dnia 16 kwietnia 2025 r. Dzierżawca nie może zmieniać przeznaczenia stawu ani oddawać go w poddzierżawę bez zgody wydzierżawiającego. Przetarg prowadzony jest na podstawie art. 37 ust. 4 ustawy o gospodarce nieruchomościami. Wadium wpłacone przez uczestnika, który wygra przetarg, zostanie zaliczone na poczet czynszu.",
        good=[
            Good(
                "preserve",
                "Staw rybny o powierzchni 1,85 ha, położony na działce nr 412/3 w obrębie Kamionka, zostanie wydzierżawiony na 10 lat. Wójt Gminy Brzeźnica ogłasza w tej sprawie pierwszy przetarg ustny nieograniczony, który odbędzie się 22 kwietnia 2025 r. o godz. 10:00 w sali nr 5 Urzędu Gminy. Cena wywoławcza rocznego czynszu to 2400 zł netto. Aby wziąć udział, trzeba do 16 kwietnia 2025 r. wpłacić wadium w wysokości 500 zł; zwycięzcy przetargu zostanie ono zaliczone na poczet czynszu. Bez zgody wydzierżawiającego dzierżawca nie może zmieniać przeznaczenia stawu ani oddawać go w poddzierżawę. Przetarg prowadzony jest na podstawie art. 37 ust. 4 ustawy o gospodarce nieruchomościami.",
            ),
            Good(
                "preserve",
                "Przetarg na dzierżawę stawu rybnego – Gmina Brzeźnica\n- Rodzaj: pierwszy przetarg ustny nieograniczony ogłoszony przez Wójta Gminy Brzeźnica (art. 37 ust. 4 ustawy o gospodarce nieruchomościami).\n- Przedmiot: staw rybny na działce nr 412/3, obręb Kamionka, powierzchnia 1,85 ha.\n- Okres dzierżawy: 10 lat.\n- Cena wywoławcza czynszu rocznego: 2400 zł netto.\n- Termin i miejsce: 22 kwietnia 2025 r., godz. 10:00, Urząd Gminy, sala nr 5.\n- Wadium: 500 zł, płatne do 16 kwietnia 2025 r. (warunek udziału); zwycięzcy zalicza się je na poczet czynszu.\n- Ograniczenia: bez zgody wydzierżawiającego dzierżawca nie może zmieniać przeznaczenia stawu ani oddawać go w poddzierżawę.",
            ),
            Good(
                "en",
                "The Head of Brzeźnica Municipality announces the first unrestricted oral tender for the lease of a fish pond located on plot no. 412/3 in the Kamionka precinct, with an area of 1.85 ha. The lease agreement will be concluded for a period of 10 years. The starting price for the annual rent is PLN 2,400 net. The tender will be held on 22 April 2025 at 10:00 in room 5 of the Municipal Office. To take part, bidders must pay a deposit of PLN 500 by 16 April 2025. The lessee may not change the use of the pond or sublease it without the lessor's consent. The tender is conducted under Article 37(4) of the Real Estate Management Act. The deposit paid by the winning bidder will be credited towards the rent.",
            ),
        ],
        bad=[
            Slip(0, [("do 16 kwietnia 2025 r.", "do 18 kwietnia 2025 r.")], "date"),
            Slip(1, [("powierzchnia 1,85 ha", "powierzchnia 1,58 ha")], "number"),
            Slip(2, [("Article 37(4)", "Article 38(4)")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-badanie-spacery-zielen-depresja-seniorzy",
        source="Badanie opublikowane w 2023 r. w czasopiśmie „The Lancet Public Health” (Kowalczyk i in., t. 8, s. 412–421) sugeruje, że regularne spacery po terenach zielonych mogą obniżać ryzyko objawów depresji u osób starszych. Naukowcy przez cztery lata obserwowali 2136 uczestników w wieku powyżej 65 lat. U osób, które spędzały w parkach co najmniej dwie godziny tygodniowo, ryzyko wystąpienia objawów depresji było o około 18% niższe niż u pozostałych. Autorzy podkreślają jednak, że badanie miało charakter obserwacyjny i nie dowodzi związku przyczynowego. Niewykluczone, że osoby w lepszej kondycji po prostu częściej wychodzą z domu. Potrzebne są dalsze badania z randomizacją.",
        good=[
            Good(
                "preserve",
                "Spacery w zieleni mogą zmniejszać ryzyko objawów depresji u seniorów – tak przynajmniej sugeruje badanie Kowalczyk i współpracowników, opublikowane w 2023 r. w „The Lancet Public Health” (t. 8, s. 412–421). Przez cztery lata badacze obserwowali 2136 osób w wieku powyżej 65 lat. Ci, którzy spędzali w parkach przynajmniej dwie godziny w tygodniu, mieli o około 18% niższe ryzyko objawów depresji niż pozostali. Autorzy zastrzegają jednak, że było to badanie obserwacyjne, więc nie dowodzi ono związku przyczynowego – niewykluczone, że osoby w lepszej formie po prostu częściej wychodzą z domu. Potrzebne są dalsze badania z randomizacją.",
            ),
            Good(
                "preserve",
                "Wyniki badania Kowalczyk i in. (2023, „The Lancet Public Health”, t. 8, s. 412–421) sugerują, że regularne spacery po terenach zielonych mogą obniżać ryzyko objawów depresji u osób starszych. W ciągu czterech lat obserwacji objęto nim 2136 uczestników w wieku powyżej 65 lat; u tych, którzy spędzali w parkach co najmniej dwie godziny tygodniowo, ryzyko objawów depresji było niższe o około 18% niż u pozostałych. Autorzy podkreślają, że ze względu na obserwacyjny charakter badania nie można mówić o dowodzie na związek przyczynowy: być może osoby w lepszej kondycji po prostu częściej opuszczają dom. Konieczne są dalsze badania randomizowane.",
            ),
            Good(
                "en",
                "A study published in 2023 in The Lancet Public Health (Kowalczyk et al., vol. 8, pp. 412–421) suggests that regular walks in green spaces may lower the risk of depressive symptoms in older people. Over four years, the researchers followed 2,136 participants aged over 65. Among those who spent at least two hours a week in parks, the risk of depressive symptoms was about 18% lower than among the others. However, the authors stress that the study was observational and does not prove a causal link. It is possible that people in better shape simply go out more often. Further randomised studies are needed.",
            ),
        ],
        bad=[
            Slip(0, [("s. 412–421", "s. 512–521")], "citation"),
            Slip(1, [("niższe o około 18%", "niższe o 18%")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Further randomised studies are needed.",
                        "Further randomised studies are needed, and the team has already secured EU funding for a trial starting next year.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ostrzezenie-burze-grad-podhale-lipiec",
        source="Ostrzeżenie meteorologiczne drugiego stopnia przed burzami z gradem dla powiatów: nowotarskiego, tatrzańskiego i limanowskiego. Obowiązuje od godz. 13:00 we wtorek 8 lipca do godz. 2:00 w środę. Prognozuje się burze, którym miejscami może towarzyszyć grad o średnicy do 3 cm oraz porywy wiatru do 90 km/h. Suma opadów prawdopodobnie wyniesie od 30 do 50 mm. Prawdopodobieństwo wystąpienia zjawiska szacuje się na 80%. W czasie burzy nie należy chronić się pod drzewami ani przebywać na otwartej przestrzeni. Turyści w Tatrach powinni zejść ze szlaków przed godzinami popołudniowymi. Samochody warto pozostawić w garażach lub pod zadaszeniem.",
        good=[
            Good(
                "preserve",
                "Uwaga, powiaty nowotarski, tatrzański i limanowski: obowiązuje ostrzeżenie drugiego stopnia przed burzami z gradem – od wtorku 8 lipca, godz. 13:00, do środy, godz. 2:00. Synoptycy prognozują burze; miejscami może im towarzyszyć grad o średnicy do 3 cm i porywy wiatru do 90 km/h. Spadnie prawdopodobnie od 30 do 50 mm deszczu. Prawdopodobieństwo wystąpienia zjawiska oszacowano na 80%. Podczas burzy nie chowaj się pod drzewami i nie przebywaj na otwartej przestrzeni. Jeśli jesteś na szlaku w Tatrach, powinieneś zejść z niego przed popołudniem. Samochód warto zostawić w garażu albo pod zadaszeniem.",
            ),
            Good(
                "preserve",
                "Ostrzeżenie meteorologiczne 2. stopnia – burze z gradem\nObszar: powiaty nowotarski, tatrzański, limanowski.\nWażność: od wtorku 8 lipca, 13:00, do środy, 2:00.\nPrzebieg: burze, miejscami z gradem o średnicy do 3 cm i porywami wiatru do 90 km/h; suma opadów prawdopodobnie 30–50 mm.\nPrawdopodobieństwo wystąpienia: szacowane na 80%.\nZalecenia:\n– w czasie burzy nie należy chronić się pod drzewami ani przebywać na otwartej przestrzeni;\n– turyści w Tatrach powinni zejść ze szlaków przed popołudniem;\n– samochody warto zostawić w garażach lub pod zadaszeniem.",
            ),
            Good(
                "en",
                "Second-degree weather warning for thunderstorms with hail for the Nowy Targ, Tatra and Limanowa districts. Valid from 13:00 on Tuesday 8 July until 2:00 on Wednesday. Thunderstorms are forecast, in places possibly accompanied by hail up to 3 cm in diameter and wind gusts of up to 90 km/h. Total rainfall will probably reach 30 to 50 mm. The probability of the event is estimated at 80%. During a storm, do not shelter under trees or stay in open spaces. Tourists in the Tatras should leave the trails before the afternoon. It is advisable to leave cars in garages or under cover.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Spadnie prawdopodobnie od 30 do 50 mm deszczu.",
                        "Spadnie od 30 do 50 mm deszczu.",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "nie należy chronić się pod drzewami ani przebywać",
                        "należy chronić się pod drzewami, a nie przebywać",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("Tourists in the Tatras should leave", "Tourists in the Tatras must leave")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-metaanaliza-krotki-sen-nadcisnienie-omowienie",
        source="Według metaanalizy Nowaka i Wiśniewskiej (2021), opublikowanej w „Sleep Medicine Reviews” (nr 58, art. 101487), dorośli śpiący krócej niż 6 godzin na dobę mają o około 20% wyższe ryzyko nadciśnienia tętniczego niż osoby śpiące 7–8 godzin. Analiza objęła 34 badania z udziałem łącznie ponad 400 000 osób. Związek ten wydaje się silniejszy u osób poniżej 50. roku życia. Autorzy zaznaczają, że większość uwzględnionych badań opierała się na samodzielnie deklarowanym czasie snu, co mogło wpłynąć na wyniki. Zalecenia Amerykańskiej Akademii Medycyny Snu mówią o co najmniej 7 godzinach snu dla dorosłych.",
        good=[
            Good(
                "preserve",
                "Sypiasz krócej niż 6 godzin na dobę? Metaanaliza Nowaka i Wiśniewskiej z 2021 r. („Sleep Medicine Reviews”, nr 58, art. 101487) wskazuje, że dorośli, którzy tak mało śpią, mają o około 20% wyższe ryzyko nadciśnienia tętniczego niż osoby śpiące 7–8 godzin. Badacze przeanalizowali 34 badania, w których wzięło udział łącznie ponad 400 000 osób. Zależność ta wydaje się silniejsza u ludzi przed pięćdziesiątką. Autorzy zwracają jednak uwagę, że w większości badań czas snu deklarowali sami uczestnicy, co mogło wpłynąć na wyniki. Amerykańska Akademia Medycyny Snu zaleca dorosłym co najmniej 7 godzin snu.",
            ),
            Good(
                "preserve",
                "Metaanaliza 34 badań obejmujących łącznie ponad 400 000 osób (Nowak i Wiśniewska, 2021, „Sleep Medicine Reviews”, nr 58, art. 101487) wskazuje, że u dorosłych śpiących krócej niż 6 godzin na dobę ryzyko nadciśnienia tętniczego jest o około 20% wyższe niż u osób śpiących 7–8 godzin. Związek ten wydaje się wyraźniejszy w grupie poniżej 50. roku życia. Jako ograniczenie autorzy wskazują oparcie większości uwzględnionych badań na samodzielnie deklarowanym czasie snu, co mogło wpłynąć na wyniki. Amerykańska Akademia Medycyny Snu zaleca, by dorośli spali co najmniej 7 godzin.",
            ),
            Good(
                "en",
                "According to a meta-analysis by Nowak and Wiśniewska (2021), published in Sleep Medicine Reviews (no. 58, article 101487), adults who sleep less than 6 hours a day have an approximately 20% higher risk of hypertension than people who sleep 7–8 hours. The analysis covered 34 studies with a total of more than 400,000 participants. The association appears to be stronger in people under 50. The authors point out that most of the included studies relied on self-reported sleep duration, which may have affected the results. The American Academy of Sleep Medicine recommends at least 7 hours of sleep for adults.",
            ),
        ],
        bad=[
            Slip(0, [("art. 101487", "art. 101847")], "citation"),
            Slip(
                1,
                [("Związek ten wydaje się wyraźniejszy", "Związek ten jest wyraźniejszy")],
                "hedge",
            ),
            Slip(2, [("covered 34 studies", "covered 43 studies")], "number"),
        ],
    ),
    Case(
        key="pl-biblioteka-kutno-wakacyjne-godziny-otwarcia",
        source="Miejska Biblioteka Publiczna w Kutnie informuje, że od 1 lipca do 31 sierpnia 2025 r. obowiązywać będą wakacyjne godziny otwarcia: od poniedziałku do piątku w godz. 9:00–17:00. W soboty biblioteka będzie nieczynna. Książki wypożyczone przed wakacjami należy zwrócić najpóźniej do 12 września 2025 r.; za każdy dzień zwłoki naliczana jest opłata 0,20 zł. Przedłużenia wypożyczeń można dokonać samodzielnie w katalogu online pod adresem katalog.mbp-kutno.pl albo telefonicznie. Czytelnicy mogą także korzystać z wrzutni przy wejściu głównym, czynnej całą dobę. W czasie wakacji nie będą organizowane spotkania autorskie.",
        good=[
            Good(
                "preserve",
                "Wakacje w Miejskiej Bibliotece Publicznej w Kutnie: od 1 lipca do 31 sierpnia 2025 r. zapraszamy od poniedziałku do piątku w godz. 9:00–17:00, a w soboty biblioteka będzie zamknięta. Książki wypożyczone przed wakacjami trzeba oddać najpóźniej do 12 września 2025 r. – za każdy dzień spóźnienia naliczamy 0,20 zł. Wypożyczenie przedłużysz sam w katalogu online (katalog.mbp-kutno.pl) lub przez telefon. Możesz też skorzystać z całodobowej wrzutni przy wejściu głównym. W wakacje nie organizujemy spotkań autorskich.",
            ),
            Good(
                "preserve",
                "W okresie od 1 lipca do 31 sierpnia 2025 r. Miejska Biblioteka Publiczna w Kutnie będzie czynna w wakacyjnych godzinach, tj. od poniedziałku do piątku od 9:00 do 17:00; w soboty placówka pozostanie nieczynna. Książki wypożyczone przed wakacjami należy zwrócić w terminie do 12 września 2025 r., a za każdy dzień zwłoki pobierana jest opłata w wysokości 0,20 zł. Wypożyczenia można przedłużać telefonicznie lub samodzielnie w katalogu online: katalog.mbp-kutno.pl. Do dyspozycji czytelników pozostaje również całodobowa wrzutnia przy wejściu głównym. Spotkania autorskie nie będą organizowane w okresie wakacyjnym.",
            ),
            Good(
                "en",
                "The Municipal Public Library in Kutno would like to inform readers that from 1 July to 31 August 2025 summer opening hours will apply: Monday to Friday, 9:00–17:00. The library will be closed on Saturdays. Books borrowed before the holidays must be returned by 12 September 2025 at the latest; a fee of PLN 0.20 is charged for each day of delay. You can renew your loans yourself in the online catalogue at katalog.mbp-kutno.pl or by phone. Readers can also use the book drop at the main entrance, which is open 24 hours a day. No author meetings will be held during the holidays.",
            ),
        ],
        bad=[
            Slip(0, [("do 12 września 2025 r.", "do 15 września 2025 r.")], "date"),
            Slip(1, [("katalog.mbp-kutno.pl", "katalog.mbp.kutno.pl")], "url"),
            Slip(2, [("must be returned by", "should be returned by")], "modality"),
        ],
    ),
    Case(
        key="pl-notatka-spotkanie-zespolu-aplikacja-mobilna",
        source="""### Notatka ze spotkania zespołu – 4 lutego 2025

**Obecni:** Anna Zielińska, Marek Dudek, Piotr Sowa

**Ustalenia:**
- Wdrożenie nowej wersji aplikacji mobilnej przesuwamy na 17 marca, bo testy płatności nie zostały zakończone.
- Marek przygotuje do piątku listę błędów zgłoszonych przez klientów w styczniu.
- Nie rezygnujemy z wersji na tablety, ale jej priorytet zostaje obniżony.
- Budżet na testy zewnętrzne (12 000 zł) pozostaje bez zmian.

**Otwarte kwestie:** Anna sprawdzi, czy dostawca bramki płatniczej może udostępnić środowisko testowe wcześniej niż w marcu. Następne spotkanie: 11 lutego, godz. 10:00, sala B.""",
        good=[
            Good(
                "preserve",
                """### Spotkanie zespołu (4.02.2025) – podsumowanie

**Uczestnicy:** Anna Zielińska, Marek Dudek, Piotr Sowa

**Decyzje:**
- Wdrożenie nowej wersji aplikacji mobilnej zostaje przesunięte na 17 marca, ponieważ testy płatności nie są jeszcze zakończone.
- Do piątku Marek przygotuje zestawienie błędów zgłoszonych przez klientów w styczniu.
- Nie rezygnujemy z wersji na tablety, choć obniżamy jej priorytet.
- Budżet na testy zewnętrzne bez zmian: 12 000 zł.

**Do wyjaśnienia:** Anna ustali, czy dostawca bramki płatniczej może udostępnić środowisko testowe przed marcem.

Kolejne spotkanie: 11 lutego, 10:00, sala B.""",
            ),
            Good(
                "preserve",
                """Notatka ze spotkania zespołu z 4 lutego 2025 r. (obecni: Anna Zielińska, Marek Dudek, Piotr Sowa)

Ustaliliśmy, że wdrożenie nowej wersji aplikacji mobilnej przesuwamy na 17 marca, ponieważ nie zakończyliśmy testów płatności. Marek do piątku przygotuje listę błędów, które klienci zgłosili w styczniu. Z wersji na tablety nie rezygnujemy, ale obniżamy jej priorytet. Budżet na testy zewnętrzne, czyli 12 000 zł, się nie zmienia.

Otwarta pozostaje kwestia środowiska testowego: Anna sprawdzi, czy dostawca bramki płatniczej może je udostępnić wcześniej niż w marcu. Kolejne spotkanie odbędzie się 11 lutego o 10:00 w sali B.""",
            ),
            Good(
                "en",
                """### Team meeting notes – 4 February 2025

**Present:** Anna Zielińska, Marek Dudek, Piotr Sowa

**Decisions:**
- The release of the new version of the mobile app is postponed to 17 March because payment testing has not been completed.
- Marek will prepare a list of bugs reported by customers in January by Friday.
- We are not dropping the tablet version, but its priority is being lowered.
- The budget for external testing (PLN 12,000) remains unchanged.

**Open issues:** Anna will check whether the payment gateway provider can make a test environment available earlier than March. Next meeting: 11 February, 10:00, room B.""",
            ),
        ],
        bad=[
            Slip(
                0, [("w styczniu.\n- Nie rezygnujemy", "w styczniu. Nie rezygnujemy")], "markdown"
            ),
            Slip(
                1,
                [
                    (
                        "ponieważ nie zakończyliśmy testów płatności",
                        "ponieważ zakończyliśmy testy płatności",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Anna will check whether",
                        "Anna, who has already contacted the provider's account manager, will check whether",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ibuprofen-ulotka-dawkowanie-ostrzezenia",
        source="Ibuprofen 200 mg, tabletki powlekane. Dorośli i młodzież powyżej 12 lat: 1–2 tabletki co 4–6 godzin, w zależności od potrzeby. Nie należy przyjmować więcej niż 6 tabletek (1200 mg) w ciągu doby. Lek należy przyjmować podczas posiłku lub po nim, popijając wodą. Bez konsultacji z lekarzem nie stosować dłużej niż 3 dni w przypadku gorączki i 5 dni w przypadku bólu. Lek może powodować dolegliwości żołądkowe, takie jak zgaga lub nudności; występują one u mniej niż 1 na 10 pacjentów. Osoby z chorobą wrzodową żołądka nie powinny stosować leku. W razie przyjęcia większej dawki niż zalecana należy niezwłocznie skontaktować się z lekarzem.",
        good=[
            Good(
                "preserve",
                "Ibuprofen 200 mg w tabletkach powlekanych – jak go stosować? Dorośli i młodzież powyżej 12 lat przyjmują 1–2 tabletki co 4–6 godzin, zależnie od potrzeby, ale nie wolno przekraczać 6 tabletek (1200 mg) na dobę. Tabletki trzeba zażywać w trakcie posiłku albo po nim i popijać wodą. Bez porady lekarza nie stosuj leku dłużej niż 3 dni przy gorączce i 5 dni przy bólu. Lek może powodować dolegliwości żołądkowe, np. zgagę lub nudności – pojawiają się one u mniej niż 1 na 10 pacjentów. Osoby z chorobą wrzodową żołądka nie powinny go stosować. Jeśli przyjmiesz większą dawkę niż zalecana, niezwłocznie skontaktuj się z lekarzem.",
            ),
            Good(
                "preserve",
                "Ibuprofen 200 mg, tabletki powlekane – dawkowanie i ostrzeżenia:\n1. Dorośli i młodzież powyżej 12 lat: 1–2 tabletki co 4–6 godzin, w zależności od potrzeby.\n2. Nie należy przyjmować więcej niż 6 tabletek (1200 mg) na dobę.\n3. Tabletki należy przyjmować podczas posiłku lub po nim, popijając wodą.\n4. Bez konsultacji z lekarzem nie stosować dłużej niż 3 dni w gorączce i 5 dni w bólu.\n5. Możliwe dolegliwości żołądkowe (np. zgaga, nudności) – występują u mniej niż 1 na 10 pacjentów.\n6. Osoby z chorobą wrzodową żołądka nie powinny stosować leku.\n7. Po przyjęciu dawki większej niż zalecana należy niezwłocznie skontaktować się z lekarzem.",
            ),
            Good(
                "en",
                "Ibuprofen 200 mg film-coated tablets. Adults and adolescents over 12 years: 1–2 tablets every 4–6 hours, as needed. Do not take more than 6 tablets (1200 mg) in 24 hours. The tablets must be taken during or after a meal, with water. Without consulting a doctor, do not use for more than 3 days for fever or 5 days for pain. The medicine may cause stomach complaints such as heartburn or nausea; these occur in fewer than 1 in 10 patients. People with a stomach ulcer should not use this medicine. If you take more than the recommended dose, contact a doctor without delay.",
            ),
        ],
        bad=[
            Slip(0, [("Lek może powodować", "Lek powoduje")], "hedge"),
            Slip(
                1,
                [("więcej niż 6 tabletek (1200 mg)", "więcej niż 8 tabletek (1600 mg)")],
                "number",
            ),
            Slip(2, [("The tablets must be taken", "The tablets can be taken")], "modality"),
        ],
    ),
    Case(
        key="pl-wspolnota-lipowa-wymiana-pionow-wodnych",
        source="Szanowni Mieszkańcy! Zarząd Wspólnoty Mieszkaniowej przy ul. Lipowej 14 informuje, że w dniach 5–9 maja 2025 r. zostanie przeprowadzona wymiana pionów wodnych w klatce B. W tym czasie w godzinach 8:00–15:00 może nie być ciepłej i zimnej wody. Prosimy o udostępnienie łazienek ekipie wykonawcy – firmie Hydro-Serwis – oraz o odsunięcie mebli od ścian, przy których biegną piony. Wejście do mieszkań nie będzie możliwe bez obecności właściciela lub upoważnionej osoby. Koszt remontu zostanie pokryty z funduszu remontowego i nie wpłynie na wysokość zaliczek. W sprawach pilnych prosimy dzwonić do administratora, pana Tomasza Lisa, tel. 601 234 567.",
        good=[
            Good(
                "preserve",
                "Wspólnota Mieszkaniowa Lipowa 14: w dniach 5–9 maja 2025 r. w klatce B wymieniamy piony wodne. W tych dniach w godz. 8:00–15:00 może nie być ciepłej ani zimnej wody. Prosimy, aby udostępnić łazienki ekipie wykonawcy, firmy Hydro-Serwis, i odsunąć meble od ścian, wzdłuż których biegną piony. Ekipa nie wejdzie do mieszkania bez obecności właściciela lub osoby upoważnionej. Remont zostanie opłacony z funduszu remontowego, więc wysokość zaliczek się nie zmieni. Sprawy pilne: administrator, pan Tomasz Lis, tel. 601 234 567. Zarząd Wspólnoty",
            ),
            Good(
                "preserve",
                "Zarząd Wspólnoty Mieszkaniowej przy ul. Lipowej 14 uprzejmie informuje, iż w dniach od 5 do 9 maja 2025 r. w klatce B będą wymieniane piony wodne. W godzinach 8:00–15:00 mogą wystąpić przerwy w dostawie ciepłej i zimnej wody. Zwracamy się z prośbą o udostępnienie łazienek pracownikom wykonawcy, firmy Hydro-Serwis, a także o odsunięcie mebli od ścian, przy których przebiegają piony. Bez obecności właściciela lub osoby upoważnionej wejście do lokalu nie będzie możliwe. Prace zostaną sfinansowane z funduszu remontowego i nie spowodują zmiany wysokości zaliczek. W sprawach pilnych prosimy o kontakt telefoniczny z administratorem, panem Tomaszem Lisem (tel. 601 234 567).",
            ),
            Good(
                "en",
                "Dear Residents, the Board of the Housing Community at 14 Lipowa Street would like to inform you that the water risers in staircase B will be replaced on 5–9 May 2025. During this time, there may be no hot or cold water between 8:00 and 15:00. Please give the contractor's team – Hydro-Serwis – access to your bathrooms and move furniture away from the walls along which the risers run. It will not be possible to enter flats unless the owner or an authorised person is present. The cost of the work will be covered by the repair fund and will not affect the amount of advance payments. For urgent matters, please call the administrator, Mr Tomasz Lis, on 601 234 567.",
            ),
        ],
        bad=[
            Slip(0, [("w dniach 5–9 maja 2025 r.", "w dniach 5–9 czerwca 2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "i nie spowodują zmiany wysokości zaliczek",
                        "i spowodują zmianę wysokości zaliczek",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "covered by the repair fund",
                        "covered by the repair fund and a municipal renovation grant",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-gdynia-rekrutacja-przedszkola-publiczne-wnioski",
        source="Rekrutacja do przedszkoli publicznych w Gdyni na rok szkolny 2025/2026 rozpocznie się 3 marca 2025 r. Wnioski należy składać wyłącznie elektronicznie przez stronę nabor.gdynia.pl do 17 marca 2025 r. Rodzice mogą wskazać maksymalnie trzy placówki w kolejności preferencji. Do wniosku trzeba dołączyć oświadczenie o miejscu zamieszkania dziecka; dzieci spoza Gdyni nie biorą udziału w pierwszym etapie rekrutacji. Rodzice dzieci, które już uczęszczają do przedszkola, nie składają nowego wniosku, lecz deklarację kontynuacji. Listy przyjętych zostaną opublikowane 14 kwietnia 2025 r. Pytania można kierować na adres rekrutacja@gdynia.pl.",
        good=[
            Good(
                "preserve",
                "Chcesz zapisać dziecko do publicznego przedszkola w Gdyni na rok szkolny 2025/2026? Rekrutacja startuje 3 marca 2025 r. Wniosek musisz złożyć wyłącznie elektronicznie, na stronie nabor.gdynia.pl, najpóźniej do 17 marca 2025 r. Możesz wskazać maksymalnie trzy przedszkola, w kolejności od najbardziej preferowanego. Do wniosku trzeba dołączyć oświadczenie o miejscu zamieszkania dziecka – dzieci spoza Gdyni nie biorą udziału w pierwszym etapie rekrutacji. Jeśli Twoje dziecko już chodzi do przedszkola, nie składasz nowego wniosku, tylko deklarację kontynuacji. Listy przyjętych zostaną opublikowane 14 kwietnia 2025 r. Pytania możesz wysyłać na adres rekrutacja@gdynia.pl.",
            ),
            Good(
                "preserve",
                "Rekrutacja do gdyńskich przedszkoli publicznych – rok szkolny 2025/2026\n• Start: 3 marca 2025 r.\n• Wnioski: należy składać wyłącznie elektronicznie (nabor.gdynia.pl) do 17 marca 2025 r.\n• Wybór placówek: maksymalnie trzy, w kolejności preferencji.\n• Obowiązkowy załącznik: oświadczenie o miejscu zamieszkania dziecka; dzieci spoza Gdyni nie biorą udziału w pierwszym etapie.\n• Dzieci, które już uczęszczają do przedszkola: rodzice nie składają nowego wniosku, lecz deklarację kontynuacji.\n• Publikacja list przyjętych: 14 kwietnia 2025 r.\n• Pytania: rekrutacja@gdynia.pl.",
            ),
            Good(
                "en",
                "Enrolment in public preschools in Gdynia for the 2025/2026 school year will begin on 3 March 2025. Applications must be submitted electronically only, via nabor.gdynia.pl, by 17 March 2025. Parents may list up to three preschools in order of preference. A declaration of the child's place of residence must be attached to the application; children from outside Gdynia do not take part in the first stage of enrolment. Parents of children who already attend preschool do not submit a new application but a declaration of continuation. Lists of admitted children will be published on 14 April 2025. Questions can be sent to rekrutacja@gdynia.pl.",
            ),
        ],
        bad=[
            Slip(0, [("rekrutacja@gdynia.pl", "rekrutacja@nabor.gdynia.pl")], "url"),
            Slip(
                1,
                [("należy składać wyłącznie elektronicznie", "można składać elektronicznie")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "children from outside Gdynia do not take part",
                        "children from outside Gdynia also take part",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-smog-krakow-pm25-raport-gios",
        source="Z raportu Głównego Inspektoratu Ochrony Środowiska „Stan środowiska w Polsce 2024” (s. 87) wynika, że w sezonie grzewczym 2023/2024 średnie stężenie pyłu PM2,5 w Krakowie wyniosło 24 µg/m³, czyli o około 15% mniej niż rok wcześniej. Eksperci przypisują ten spadek przede wszystkim zakazowi palenia węglem i drewnem, choć znaczenie mogła mieć także stosunkowo łagodna zima. Mimo poprawy norma zalecana przez Światową Organizację Zdrowia (5 µg/m³ średniorocznie) wciąż jest wielokrotnie przekraczana. Według szacunków Krakowskiego Alarmu Smogowego zanieczyszczenie powietrza może przyczyniać się do kilkuset przedwczesnych zgonów rocznie w samym Krakowie.",
        good=[
            Good(
                "preserve",
                "Raport GIOŚ „Stan środowiska w Polsce 2024” (s. 87) pokazuje, że w sezonie grzewczym 2023/2024 średnie stężenie pyłu PM2,5 w Krakowie wyniosło 24 µg/m³ – około 15% mniej niż rok wcześniej. Zdaniem ekspertów to przede wszystkim efekt zakazu palenia węglem i drewnem, choć znaczenie mogła mieć też stosunkowo łagodna zima. Mimo tej poprawy zalecana przez WHO norma (5 µg/m³ średniorocznie) nadal jest wielokrotnie przekraczana. Krakowski Alarm Smogowy szacuje, że zanieczyszczone powietrze może przyczyniać się do kilkuset przedwczesnych zgonów rocznie w samym Krakowie.",
            ),
            Good(
                "preserve",
                "W sezonie grzewczym 2023/2024 średnie stężenie pyłu PM2,5 w Krakowie spadło do 24 µg/m³, tj. o mniej więcej 15% w porównaniu z poprzednim rokiem – podaje Główny Inspektorat Ochrony Środowiska w raporcie „Stan środowiska w Polsce 2024” (s. 87). Eksperci wiążą ten spadek przede wszystkim z zakazem palenia węglem i drewnem, zaznaczając, że rolę mogła odegrać również stosunkowo łagodna zima. Mimo to zalecana przez Światową Organizację Zdrowia norma 5 µg/m³ (średnia roczna) nadal jest przekraczana wielokrotnie. Krakowski Alarm Smogowy szacuje, że zanieczyszczenie powietrza może się przyczyniać do kilkuset przedwczesnych zgonów rocznie w samym Krakowie.",
            ),
            Good(
                "en",
                "According to the Chief Inspectorate of Environmental Protection's report “Stan środowiska w Polsce 2024” (State of the Environment in Poland 2024, p. 87), the average PM2.5 concentration in Kraków in the 2023/2024 heating season was 24 µg/m³, about 15% lower than a year earlier. Experts attribute this decrease mainly to the ban on burning coal and wood, although the relatively mild winter may also have played a role. Despite the improvement, the standard recommended by the World Health Organization (5 µg/m³ as an annual average) is still exceeded many times over. The Krakow Smog Alert estimates that air pollution may contribute to several hundred premature deaths a year in Kraków alone.",
            ),
        ],
        bad=[
            Slip(0, [("(s. 87)", "(s. 78)")], "citation"),
            Slip(1, [("rolę mogła odegrać", "rolę odegrała")], "hedge"),
            Slip(
                2,
                [
                    (
                        "mainly to the ban on burning coal and wood,",
                        "mainly to the ban on burning coal and wood, which has halved the number of coal stoves in the city,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ulga-termomodernizacyjna-poradnik-podatnika-pit",
        source="Ulga termomodernizacyjna pozwala odliczyć od dochodu wydatki na ocieplenie domu jednorodzinnego, wymianę okien czy montaż pompy ciepła. Maksymalna kwota odliczenia wynosi 53 000 zł na podatnika, niezależnie od liczby posiadanych budynków. Z ulgi mogą skorzystać wyłącznie właściciele lub współwłaściciele budynków jednorodzinnych. Przedsięwzięcie musi zostać zakończone w ciągu 3 lat, licząc od końca roku podatkowego, w którym poniesiono pierwszy wydatek. Odliczenia dokonuje się w zeznaniu rocznym, dołączając załącznik PIT/O. Wydatki trzeba udokumentować fakturami wystawionymi przez podatników VAT niekorzystających ze zwolnienia. Ulga nie przysługuje na wydatki sfinansowane z dotacji, np. z programu „Czyste Powietrze”. Szczegóły reguluje art. 26h ustawy o podatku dochodowym od osób fizycznych.",
        good=[
            Good(
                "preserve",
                "Jeśli ocieplasz dom jednorodzinny, wymieniasz okna albo montujesz pompę ciepła, możesz odliczyć te wydatki od dochodu w ramach ulgi termomodernizacyjnej. Limit wynosi 53 000 zł na podatnika – bez względu na to, ile budynków posiadasz. Ulga przysługuje tylko właścicielom i współwłaścicielom budynków jednorodzinnych. Całe przedsięwzięcie musisz zakończyć w ciągu 3 lat, licząc od końca roku podatkowego, w którym poniosłeś pierwszy wydatek. Odliczenie wykazujesz w zeznaniu rocznym, dołączając załącznik PIT/O. Wydatki trzeba udokumentować fakturami od podatników VAT niekorzystających ze zwolnienia. Nie odliczysz wydatków sfinansowanych z dotacji, np. z programu „Czyste Powietrze”. Szczegółowe zasady określa art. 26h ustawy o podatku dochodowym od osób fizycznych.",
            ),
            Good(
                "preserve",
                "Ulga termomodernizacyjna – najważniejsze zasady:\n- pozwala odliczyć od dochodu wydatki m.in. na ocieplenie domu jednorodzinnego, wymianę okien czy montaż pompy ciepła;\n- limit: 53 000 zł na podatnika, niezależnie od liczby posiadanych budynków;\n- przysługuje wyłącznie właścicielom lub współwłaścicielom budynków jednorodzinnych;\n- przedsięwzięcie musi zostać zakończone w ciągu 3 lat od końca roku podatkowego, w którym poniesiono pierwszy wydatek;\n- odliczenie wykazuje się w zeznaniu rocznym wraz z załącznikiem PIT/O;\n- wydatki trzeba udokumentować fakturami od podatników VAT niekorzystających ze zwolnienia;\n- nie obejmuje wydatków sfinansowanych z dotacji (np. z programu „Czyste Powietrze”).\nPodstawa prawna: art. 26h ustawy o podatku dochodowym od osób fizycznych.",
            ),
            Good(
                "en",
                "The thermal modernisation relief lets you deduct from your income the cost of insulating a single-family house, replacing windows or installing a heat pump. The maximum deduction is PLN 53,000 per taxpayer, regardless of how many buildings you own. Only owners or co-owners of single-family buildings are eligible. The project must be completed within 3 years from the end of the tax year in which the first expense was incurred. The deduction is claimed in the annual tax return, with the PIT/O annex attached. Expenses must be documented with invoices issued by VAT payers who do not use the VAT exemption. The relief does not apply to expenses financed from grants, e.g. from the “Czyste Powietrze” (Clean Air) programme. The details are set out in Article 26h of the Personal Income Tax Act.",
            ),
        ],
        bad=[
            Slip(0, [("Limit wynosi 53 000 zł", "Limit wynosi 35 000 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "niezależnie od liczby posiadanych budynków;",
                        "niezależnie od liczby posiadanych budynków, odnawiany co 5 lat;",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Only owners or co-owners of single-family buildings are eligible. The project must be completed within 3 years from the end of the tax year in which the first expense was incurred.",
                        "Z ulgi mogą skorzystać wyłącznie właściciele lub współwłaściciele budynków jednorodzinnych. Przedsięwzięcie musi zostać zakończone w ciągu 3 lat, licząc od końca roku podatkowego, w którym poniesiono pierwszy wydatek.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
]
