# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 35: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-lowisko-pstragowe-regulamin",
        source="""\
## Regulamin łowiska pstrągowego „Złoty Potok”

Łowisko jest czynne od 1 marca do 30 listopada, codziennie od 6:00 do 20:00. Przed rozpoczęciem połowu każdy wędkarz musi wykupić zezwolenie w recepcji ośrodka.

- Zezwolenie dzienne kosztuje **45 zł**, a dzieci do lat 14 łowią bezpłatnie pod opieką dorosłego.
- Dozwolony jest połów wyłącznie na jedną wędkę.
- Dzienny limit to **3 pstrągi** o długości co najmniej 30 cm.
- Ryby niewymiarowe należy niezwłocznie wypuścić do wody.
- Zabrania się używania zanęty oraz kotwic wielohakowych.

Osoby łamiące regulamin mogą zostać usunięte z łowiska bez zwrotu opłaty.""",
        good=[
            Good(
                "preserve",
                """\
## Zasady łowiska pstrągowego „Złoty Potok”

Łowisko działa od 1 marca do 30 listopada, codziennie w godzinach 6:00–20:00. Zanim zaczniesz łowić, musisz kupić zezwolenie w recepcji ośrodka.

- Zezwolenie na jeden dzień kosztuje **45 zł**. Dzieci do lat 14 łowią za darmo, jeśli są pod opieką dorosłego.
- Możesz łowić tylko na jedną wędkę.
- Dzienny limit wynosi **3 pstrągi**, każdy o długości co najmniej 30 cm.
- Ryby niewymiarowe trzeba od razu wypuścić do wody.
- Nie wolno używać zanęty ani kotwic wielohakowych.

Jeśli złamiesz regulamin, możesz zostać usunięty z łowiska, a opłata nie zostanie zwrócona.""",
            ),
            Good(
                "preserve",
                """\
## Regulamin łowiska pstrągowego „Złoty Potok”

Łowisko udostępnia się codziennie w godzinach 6:00–20:00, w okresie od 1 marca do 30 listopada. Każdy wędkarz ma obowiązek wykupić zezwolenie w recepcji ośrodka przed rozpoczęciem połowu.

- Opłata za zezwolenie dzienne: **45 zł**; dzieci do lat 14 pod opieką osoby dorosłej łowią nieodpłatnie.
- Połów dopuszcza się wyłącznie na jedną wędkę.
- Limit dzienny: **3 pstrągi** o długości nie mniejszej niż 30 cm.
- Ryby niewymiarowe należy niezwłocznie wypuścić do wody.
- Zakazuje się stosowania zanęty i kotwic wielohakowych.

Osoby naruszające regulamin mogą zostać usunięte z łowiska bez zwrotu opłaty.""",
            ),
            Good(
                "en",
                """\
## Rules of the “Złoty Potok” Trout Fishery

The fishery is open from 1 March to 30 November, every day from 6:00 to 20:00. Every angler must buy a permit at the centre's reception before starting to fish.

- A day permit costs **PLN 45**; children under 14 fish free of charge under adult supervision.
- Fishing is allowed with one rod only.
- The daily limit is **3 trout**, each at least 30 cm long.
- Undersized fish must be released back into the water immediately.
- Groundbait and multi-hook trebles are prohibited.

Anyone breaking these rules may be removed from the fishery without a refund.""",
            ),
        ],
        bad=[
            Slip(0, [("## Zasady łowiska", "Zasady łowiska")], "markdown"),
            Slip(
                1,
                [("Ryby niewymiarowe należy niezwłocznie", "Ryby niewymiarowe można niezwłocznie")],
                "modality",
            ),
            Slip(2, [("**PLN 45**", "**PLN 54**")], "number"),
        ],
    ),
    Case(
        key="pl-errata-ksiazka-kucharska",
        source="""\
# Errata do książki „Kuchnia polska na co dzień” (wyd. II, 2023)

Przepraszamy Czytelników za błędy, które wkradły się do drugiego wydania. Prosimy o naniesienie poniższych poprawek:

1. Str. 47, sernik krakowski: zamiast „250 g cukru” powinno być „150 g cukru”.
2. Str. 112, bigos: czas duszenia wynosi 3 godziny, a nie 30 minut.
3. Str. 203, pierniczki: piekarnik należy nagrzać do 170°C, nie do 710°C.

Egzemplarze z trzeciego dodruku są już poprawione. Osoby, które kupiły książkę w naszej księgarni internetowej, mogą bezpłatnie pobrać poprawioną wersję PDF ze strony produktu. Zauważone błędy prosimy zgłaszać na adres **errata@wydawnictwo-smak.pl**.""",
        good=[
            Good(
                "preserve",
                """\
# Errata do książki „Kuchnia polska na co dzień” (wyd. II, 2023)

Drodzy Czytelnicy, w drugim wydaniu pojawiły się błędy – bardzo za nie przepraszamy. Prosimy, nanieście następujące poprawki:

1. Str. 47, sernik krakowski: ma być „150 g cukru”, a nie „250 g cukru”.
2. Str. 112, bigos: duszenie trwa 3 godziny, nie 30 minut.
3. Str. 203, pierniczki: piekarnik trzeba nagrzać do 170°C, nie do 710°C.

W egzemplarzach z trzeciego dodruku błędy zostały już poprawione. Jeśli kupiliście książkę w naszej księgarni internetowej, możecie bezpłatnie pobrać poprawiony plik PDF ze strony produktu. Znalezione błędy prosimy zgłaszać na adres **errata@wydawnictwo-smak.pl**.""",
            ),
            Good(
                "preserve",
                """\
# Errata: „Kuchnia polska na co dzień” (wyd. II, 2023)

Za błędy w drugim wydaniu przepraszamy. Poprawki do naniesienia:

1. S. 47, sernik krakowski: „150 g cukru” zamiast „250 g cukru”.
2. S. 112, bigos: czas duszenia 3 godziny (nie 30 minut).
3. S. 203, pierniczki: piekarnik należy nagrzać do 170°C (nie 710°C).

Trzeci dodruk zawiera już poprawki. Nabywcy z naszej księgarni internetowej mogą bezpłatnie pobrać poprawiony PDF ze strony produktu. Błędy prosimy zgłaszać na **errata@wydawnictwo-smak.pl**.""",
            ),
            Good(
                "en",
                """\
# Errata for “Kuchnia polska na co dzień” (2nd edition, 2023)

We apologise to our readers for the errors that crept into the second edition. Please make the following corrections:

1. p. 47, Kraków cheesecake: “250 g of sugar” should read “150 g of sugar”.
2. p. 112, bigos: the stewing time is 3 hours, not 30 minutes.
3. p. 203, gingerbread cookies: the oven must be preheated to 170°C, not 710°C.

Copies from the third reprint have already been corrected. If you bought the book from our online bookshop, you can download the corrected PDF free of charge from the product page. Please report any errors you spot to **errata@wydawnictwo-smak.pl**.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "ze strony produktu.",
                        "ze strony produktu lub zamówić wydruk erraty pocztą za 5 zł.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    ("naniesienia:\n\n1. S. 47", "naniesienia: S. 47"),
                    ("cukru”.\n2. S. 112", "cukru”; S. 112"),
                    ("minut).\n3. S. 203", "minut); S. 203"),
                ],
                "markdown",
            ),
            Slip(2, [("the stewing time is 3 hours", "the stewing time is 2 hours")], "number"),
        ],
    ),
    Case(
        key="pl-abstrakt-farmaceutyki-odra",
        source="Celem badania była ocena stężeń wybranych farmaceutyków w wodach środkowej Odry. W latach 2021–2022 pobrano 96 próbek z 12 stanowisk położonych poniżej oczyszczalni ścieków. Diklofenak wykryto w 81% próbek, a jego mediana stężenia wyniosła 0,42 µg/l, czyli około dwukrotnie więcej niż w badaniu Nowaka i Wójcik (2019). Karbamazepina występowała rzadziej, w 37% próbek. Wyniki wskazują, że główną przyczyną zanieczyszczenia są prawdopodobnie niewystarczająco oczyszczone ścieki komunalne. Obecne stężenia nie przekraczają wartości uznawanych za toksyczne dla ryb, jednak mogą wpływać na bezkręgowce wodne. Konieczne są dalsze badania obejmujące okres zimowy.",
        good=[
            Good(
                "preserve",
                "Badanie miało na celu ocenę stężeń wybranych farmaceutyków w wodach środkowego odcinka Odry. W okresie 2021–2022 z 12 stanowisk zlokalizowanych poniżej oczyszczalni ścieków pobrano łącznie 96 próbek. Obecność diklofenaku stwierdzono w 81% próbek; mediana jego stężenia wynosiła 0,42 µg/l, a więc była mniej więcej dwa razy wyższa niż w pracy Nowaka i Wójcik (2019). Karbamazepinę wykrywano rzadziej – w 37% próbek. Wyniki wskazują, że główną przyczyną zanieczyszczenia są prawdopodobnie niedostatecznie oczyszczone ścieki komunalne. Aktualne stężenia nie przekraczają wartości uznawanych za toksyczne dla ryb, mogą jednak oddziaływać na bezkręgowce wodne. Niezbędne są dalsze badania, które obejmą okres zimowy.",
            ),
            Good(
                "preserve",
                "Jakie leki płyną środkową Odrą? Naukowcy sprawdzili to w latach 2021–2022, pobierając 96 próbek wody z 12 stanowisk poniżej oczyszczalni ścieków. Diklofenak znaleziono w 81% próbek, a mediana jego stężenia wyniosła 0,42 µg/l – około dwa razy więcej, niż podawali Nowak i Wójcik (2019). Karbamazepinę wykryto rzadziej: w 37% próbek. Wyniki wskazują, że głównym źródłem zanieczyszczenia są prawdopodobnie niedostatecznie oczyszczone ścieki komunalne. Obecne stężenia nie przekraczają poziomów uznawanych za toksyczne dla ryb, ale mogą wpływać na bezkręgowce żyjące w wodzie. Konieczne są dalsze badania, obejmujące okres zimowy.",
            ),
            Good(
                "en",
                "The study aimed to assess concentrations of selected pharmaceuticals in the waters of the middle Oder. In 2021–2022, 96 samples were collected from 12 sites located downstream of wastewater treatment plants. Diclofenac was detected in 81% of samples, with a median concentration of 0.42 µg/L, roughly twice the level reported by Nowak and Wójcik (2019). Carbamazepine occurred less frequently, in 37% of samples. The results indicate that the main cause of the contamination is probably insufficiently treated municipal wastewater. Current concentrations do not exceed values considered toxic to fish, but they may affect aquatic invertebrates. Further research covering the winter period is necessary.",
            ),
        ],
        bad=[
            Slip(0, [("są prawdopodobnie niedostatecznie", "są niedostatecznie")], "hedge"),
            Slip(1, [("pobierając 96 próbek", "pobierając 69 próbek")], "number"),
            Slip(2, [("Nowak and Wójcik (2019)", "Nowak (2019)")], "citation"),
        ],
    ),
    Case(
        key="pl-cieplo-systemowe-nowa-taryfa",
        source="""\
Szanowni Odbiorcy,
informujemy, że Prezes Urzędu Regulacji Energetyki decyzją nr OWR.4210.15.2024 z 12 września 2024 r. zatwierdził nową taryfę dla ciepła Miejskiego Przedsiębiorstwa Energetyki Cieplnej w Lesznie. Taryfa obowiązuje od 1 października 2024 r. Cena za ciepło wzrośnie z 98,50 zł do 112,30 zł netto za 1 GJ, czyli o około 14%. Opłata stała za moc zamówioną nie zmieni się. Zgodnie z art. 47 ust. 4 ustawy – Prawo energetyczne przedsiębiorstwo stosuje taryfę nie wcześniej niż po upływie 14 dni od jej opublikowania. Szczegółowe informacje znajdują się na stronie www.mpec.leszno.pl/taryfa.""",
        good=[
            Good(
                "preserve",
                """\
Drodzy Klienci,
od 1 października 2024 r. obowiązuje nowa taryfa dla ciepła Miejskiego Przedsiębiorstwa Energetyki Cieplnej w Lesznie. Zatwierdził ją Prezes Urzędu Regulacji Energetyki decyzją nr OWR.4210.15.2024 z 12 września 2024 r. Za 1 GJ ciepła zapłacicie 112,30 zł netto zamiast dotychczasowych 98,50 zł – to wzrost o około 14%. Opłata stała za moc zamówioną pozostaje bez zmian. Zgodnie z art. 47 ust. 4 ustawy – Prawo energetyczne przedsiębiorstwo stosuje taryfę nie wcześniej niż 14 dni po jej opublikowaniu. Więcej informacji znajdziecie na stronie www.mpec.leszno.pl/taryfa.""",
            ),
            Good(
                "preserve",
                """\
Szanowni Państwo,
decyzją Prezesa Urzędu Regulacji Energetyki nr OWR.4210.15.2024 z dnia 12 września 2024 r. zatwierdzona została nowa taryfa dla ciepła Miejskiego Przedsiębiorstwa Energetyki Cieplnej w Lesznie, obowiązująca od 1 października 2024 r. Cena ciepła wzrasta o ok. 14% – z 98,50 zł do 112,30 zł netto za 1 GJ – przy niezmienionej opłacie stałej za moc zamówioną. Na podstawie art. 47 ust. 4 ustawy – Prawo energetyczne taryfa jest stosowana przez przedsiębiorstwo nie wcześniej niż po upływie 14 dni od dnia jej opublikowania. Szczegóły: www.mpec.leszno.pl/taryfa.""",
            ),
            Good(
                "en",
                """\
Dear Customers,
We would like to inform you that the President of the Energy Regulatory Office, by decision No. OWR.4210.15.2024 of 12 September 2024, approved a new heat tariff for Miejskie Przedsiębiorstwo Energetyki Cieplnej in Leszno. The tariff applies from 1 October 2024. The price of heat will rise from PLN 98.50 to PLN 112.30 net per GJ, an increase of about 14%. The fixed charge for contracted capacity will not change. Under Article 47(4) of the Energy Law Act, the company applies a tariff no earlier than 14 days after its publication. Details are available at www.mpec.leszno.pl/taryfa.""",
            ),
        ],
        bad=[
            Slip(0, [("zapłacicie 112,30 zł", "zapłacicie 121,30 zł")], "number"),
            Slip(1, [("art. 47 ust. 4", "art. 45 ust. 4")], "legal_reference"),
            Slip(2, [("applies from 1 October 2024", "applies from 1 November 2024")], "date"),
        ],
    ),
    Case(
        key="pl-changelog-pakiet-kolejka",
        source="""\
## [2.4.0] – 2024-06-18

### Dodano
- Nowa opcja `--max-retries` w poleceniu `kolejka run` (domyślnie 3).
- Obsługa Pythona 3.13.

### Zmieniono
- Minimalna wymagana wersja to teraz Python 3.9; wsparcie dla 3.8 zostało usunięte.
- Funkcja `Queue.flush()` nie zwraca już `None`, lecz liczbę usuniętych zadań.

### Naprawiono
- Wyciek pamięci przy długotrwałym działaniu workera (#412).

Aby zaktualizować, uruchom `pip install -U kolejka==2.4.0`. Przed aktualizacją zalecamy wykonanie kopii pliku `kolejka.toml`. Jeśli korzystasz z własnych wtyczek, sprawdź, czy nie polegają na starym zachowaniu `flush()`.""",
        good=[
            Good(
                "preserve",
                """\
## [2.4.0] – 2024-06-18

### Nowości
- Polecenie `kolejka run` ma nową opcję `--max-retries` (wartość domyślna: 3).
- Dodano obsługę Pythona 3.13.

### Zmiany
- Wymagany jest teraz co najmniej Python 3.9 – wersja 3.8 nie jest już wspierana.
- `Queue.flush()` zwraca teraz liczbę usuniętych zadań zamiast `None`.

### Poprawki
- Usunięto wyciek pamięci występujący przy długotrwałym działaniu workera (#412).

Aktualizacja: `pip install -U kolejka==2.4.0`. Zalecamy, by przed aktualizacją zrobić kopię pliku `kolejka.toml`. Jeśli używasz własnych wtyczek, upewnij się, że nie opierają się na dawnym zachowaniu `flush()`.""",
            ),
            Good(
                "preserve",
                """\
## Wersja 2.4.0 (2024-06-18)

### Dodane
- `kolejka run`: opcja `--max-retries`, domyślnie 3.
- Wsparcie dla Pythona 3.13.

### Zmienione
- Porzucono wsparcie dla Pythona 3.8; minimalna wymagana wersja to 3.9.
- `Queue.flush()` zamiast `None` zwraca liczbę usuniętych zadań.

### Naprawione
- Wyciek pamięci podczas długotrwałej pracy workera (#412).

Aby zaktualizować pakiet, wykonaj `pip install -U kolejka==2.4.0`. Przed aktualizacją zalecamy skopiować plik `kolejka.toml`. Masz własne wtyczki? Sprawdź, czy nie zależą od starego zachowania `flush()`.""",
            ),
            Good(
                "en",
                """\
## [2.4.0] – 2024-06-18

### Added
- New `--max-retries` option for the `kolejka run` command (default: 3).
- Support for Python 3.13.

### Changed
- The minimum required version is now Python 3.9; support for 3.8 has been removed.
- `Queue.flush()` no longer returns `None`; it now returns the number of removed tasks.

### Fixed
- Memory leak during long-running worker operation (#412).

To upgrade, run `pip install -U kolejka==2.4.0`. We recommend backing up your `kolejka.toml` file before upgrading. If you use custom plugins, check that they do not rely on the old `flush()` behaviour.""",
            ),
        ],
        bad=[
            Slip(
                0, [("`pip install -U kolejka==2.4.0`", "`pip install -U kolejka==2.3.0`")], "code"
            ),
            Slip(
                1,
                [
                    ("### Dodane\n", "Dodane\n"),
                    ("### Zmienione\n", "Zmienione\n"),
                    ("### Naprawione\n", "Naprawione\n"),
                ],
                "markdown",
            ),
            Slip(2, [("New `--max-retries` option", "New `--max-retry` option")], "code"),
        ],
    ),
    Case(
        key="pl-auta-na-minuty-oplaty-dodatkowe",
        source="""\
§ 7. Opłaty dodatkowe

1. Najem rozpoczyna się w chwili odblokowania pojazdu w aplikacji, a kończy po jego zamknięciu w strefie zwrotu.
2. Pozostawienie pojazdu poza strefą zwrotu wiąże się z opłatą 150 zł.
3. Użytkownik musi zgłosić każdą szkodę przed rozpoczęciem jazdy; szkody niezgłoszone mogą zostać przypisane użytkownikowi.
4. Za palenie tytoniu w pojeździe naliczana jest kara 500 zł.
5. Jeżeli poziom paliwa spadnie poniżej 25%, użytkownik powinien zatankować pojazd kartą paliwową znajdującą się w schowku; za tankowanie otrzymuje 30 darmowych minut.
6. Reklamacje można składać w terminie 14 dni na adres reklamacje@jedzmy-razem.pl.""",
        good=[
            Good(
                "preserve",
                """\
§ 7. Opłaty dodatkowe

1. Wynajem zaczyna się, gdy odblokujesz auto w aplikacji, i kończy się, gdy zamkniesz je w strefie zwrotu.
2. Jeśli zostawisz auto poza strefą zwrotu, zapłacisz 150 zł.
3. Każdą szkodę musisz zgłosić, zanim ruszysz; szkody, których nie zgłosisz, mogą zostać przypisane Tobie.
4. Za palenie tytoniu w aucie naliczamy karę 500 zł.
5. Gdy poziom paliwa spadnie poniżej 25%, powinieneś zatankować auto kartą paliwową ze schowka – dostaniesz za to 30 darmowych minut.
6. Reklamację możesz złożyć w ciągu 14 dni, pisząc na adres reklamacje@jedzmy-razem.pl.""",
            ),
            Good(
                "preserve",
                """\
§ 7. Opłaty dodatkowe

1. Okres najmu liczy się od odblokowania pojazdu w aplikacji do jego zamknięcia w strefie zwrotu.
2. W przypadku pozostawienia pojazdu poza strefą zwrotu pobierana jest opłata w wysokości 150 zł.
3. Użytkownik jest zobowiązany zgłosić każdą szkodę przed rozpoczęciem jazdy. Szkody niezgłoszone mogą zostać przypisane użytkownikowi.
4. Palenie tytoniu w pojeździe skutkuje naliczeniem kary w wysokości 500 zł.
5. Gdy poziom paliwa spadnie poniżej 25%, użytkownik powinien zatankować pojazd przy użyciu karty paliwowej umieszczonej w schowku; w zamian otrzymuje 30 bezpłatnych minut.
6. Reklamacje można składać w terminie 14 dni pod adresem reklamacje@jedzmy-razem.pl.""",
            ),
            Good(
                "en",
                """\
§ 7. Additional charges

1. The rental starts when the vehicle is unlocked in the app and ends when it is locked within the return zone.
2. Leaving the vehicle outside the return zone incurs a fee of PLN 150.
3. The user must report any damage before starting the journey; unreported damage may be attributed to the user.
4. Smoking tobacco in the vehicle results in a penalty of PLN 500.
5. If the fuel level drops below 25%, the user should refuel the vehicle using the fuel card kept in the glove compartment, and receives 30 free minutes for doing so.
6. Complaints may be submitted within 14 days to reklamacje@jedzmy-razem.pl.""",
            ),
        ],
        bad=[
            Slip(0, [("karę 500 zł", "karę 300 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "pod adresem reklamacje@jedzmy-razem.pl",
                        "pod adresem reklamacja@jedzmy-razem.pl",
                    )
                ],
                "url",
            ),
            Slip(2, [("The user must report", "The user should report")], "modality"),
        ],
    ),
    Case(
        key="pl-park-krajobrazowy-biwakowanie",
        source="Biwakowanie na terenie Parku Krajobrazowego „Dolina Słupi” jest dozwolone wyłącznie w czterech wyznaczonych miejscach, oznaczonych na mapie przy wejściach do parku. Pobyt w jednym miejscu nie może trwać dłużej niż dwie noce. Sezon biwakowy trwa od 1 maja do 30 września. Ogniska można rozpalać tylko w wyznaczonych kręgach i nigdy przy ogłoszonym drugim lub trzecim stopniu zagrożenia pożarowego. Grupy liczące ponad 15 osób powinny zgłosić pobyt w biurze parku co najmniej 7 dni wcześniej. Śmieci należy zabrać ze sobą – na biwakowiskach nie ma koszy. Cisza nocna obowiązuje od 22:00 do 6:00.",
        good=[
            Good(
                "preserve",
                "Chcesz biwakować w Parku Krajobrazowym „Dolina Słupi”? Możesz to robić tylko w jednym z czterech wyznaczonych miejsc – znajdziesz je na mapie przy wejściach do parku. Sezon biwakowy trwa od 1 maja do 30 września, a w jednym miejscu możesz zostać najwyżej dwie noce. Ognisko wolno rozpalić wyłącznie w wyznaczonym kręgu i nigdy wtedy, gdy ogłoszono drugi lub trzeci stopień zagrożenia pożarowego. Jeśli przyjeżdżacie w grupie większej niż 15 osób, powinniście zgłosić pobyt w biurze parku przynajmniej 7 dni wcześniej. Na biwakowiskach nie ma koszy, więc śmieci trzeba zabrać ze sobą. Cisza nocna trwa od 22:00 do 6:00.",
            ),
            Good(
                "preserve",
                "Na terenie Parku Krajobrazowego „Dolina Słupi” biwakowanie dopuszcza się jedynie w czterech wyznaczonych miejscach, wskazanych na mapie umieszczonej przy wejściach do parku, w sezonie od 1 maja do 30 września. Maksymalny czas pobytu w jednym miejscu wynosi dwie noce. Rozpalanie ognisk jest dozwolone wyłącznie w wyznaczonych kręgach i nigdy w czasie ogłoszonego drugiego lub trzeciego stopnia zagrożenia pożarowego. Grupy powyżej 15 osób powinny zgłosić pobyt w biurze parku z co najmniej 7-dniowym wyprzedzeniem. Ze względu na brak koszy na biwakowiskach odpady należy zabrać ze sobą. Cisza nocna: 22:00–6:00.",
            ),
            Good(
                "en",
                "Camping in the “Dolina Słupi” Landscape Park is allowed only at four designated sites, marked on the map at the park entrances. You may not stay at one site for more than two nights. The camping season runs from 1 May to 30 September. Campfires may be lit only in designated fire rings and never when the second or third fire danger level has been declared. Groups of more than 15 people should register their stay at the park office at least 7 days in advance. Take your rubbish with you – there are no bins at the campsites. Quiet hours are from 22:00 to 6:00.",
            ),
        ],
        bad=[
            Slip(0, [("kręgu i nigdy wtedy, gdy", "kręgu, także wtedy, gdy")], "negation"),
            Slip(1, [("od 1 maja do 30 września", "od 1 maja do 31 października")], "date"),
            Slip(2, [("should register their stay", "must register their stay")], "modality"),
        ],
    ),
    Case(
        key="pl-premiera-teatr-lalek",
        source="Teatr Lalek „Banialuka” zaprasza na premierę spektaklu „Królowa Śniegu” w reżyserii Marty Zielińskiej-Kos. Przedstawienie odbędzie się w sobotę 15 marca 2025 r. o godz. 17:00 na Dużej Scenie. Spektakl trwa około 70 minut bez przerwy i jest przeznaczony dla widzów od 6. roku życia. Bilety w cenie 40 zł (normalny) i 30 zł (ulgowy) można kupić w kasie teatru lub na stronie banialuka.pl/bilety. Po premierze zapraszamy na spotkanie z twórcami w foyer. Osoby spóźnione nie będą wpuszczane na widownię.",
        good=[
            Good(
                "preserve",
                "„Królowa Śniegu” w Banialuce. Teatr Lalek „Banialuka” zaprasza na premierę spektaklu w reżyserii Marty Zielińskiej-Kos – w sobotę 15 marca 2025 r. o 17:00 na Dużej Scenie. Przedstawienie, skierowane do widzów od 6. roku życia, trwa około 70 minut i jest grane bez przerwy. Bilety kosztują 40 zł (normalny) i 30 zł (ulgowy); można je kupić w kasie teatru lub na stronie banialuka.pl/bilety. Po premierze widzowie będą mogli spotkać się z twórcami w foyer. Uwaga: spóźnieni widzowie nie zostaną wpuszczeni na widownię.",
            ),
            Good(
                "preserve",
                "Premiera: „Królowa Śniegu”, reż. Marta Zielińska-Kos, Teatr Lalek „Banialuka”. Sobota, 15 marca 2025 r., godz. 17:00, Duża Scena. Czas trwania: ok. 70 minut, bez przerwy. Dla widzów od 6. roku życia. Bilety: 40 zł normalny, 30 zł ulgowy – do kupienia w kasie teatru oraz na stronie banialuka.pl/bilety. Po premierze zapraszamy do foyer na spotkanie z twórcami. Spóźnionych widzów nie wpuszczamy na widownię.",
            ),
            Good(
                "en",
                "The “Banialuka” Puppet Theatre invites you to the premiere of “The Snow Queen”, directed by Marta Zielińska-Kos. The performance will take place on Saturday, 15 March 2025, at 5 p.m. on the Large Stage. It lasts about 70 minutes without an interval and is intended for audiences aged 6 and over. Tickets cost PLN 40 (standard) and PLN 30 (concession) and can be bought at the theatre box office or at banialuka.pl/bilety. After the premiere, you are welcome to meet the creators in the foyer. Latecomers will not be admitted to the auditorium.",
            ),
        ],
        bad=[
            Slip(0, [("na stronie banialuka.pl/bilety", "na stronie banialuka.pl/bilet")], "url"),
            Slip(1, [("Sobota, 15 marca", "Niedziela, 15 marca")], "date"),
            Slip(
                2,
                [
                    (
                        "the creators in the foyer.",
                        "the creators in the foyer, where programmes signed by the cast will be handed out.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-podwyzka-czynszu-pismo-wynajmujacej",
        source="""\
Szanowny Panie,
działając na podstawie art. 8a ust. 1 ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów, wypowiadam dotychczasową wysokość czynszu za lokal przy ul. Klonowej 8/14 w Toruniu. Od 1 lutego 2025 r. czynsz wyniesie 2350 zł miesięcznie zamiast obecnych 2100 zł. Wypowiedzenie zostało dokonane z zachowaniem trzymiesięcznego terminu, o którym mowa w art. 8a ust. 2 ustawy. Podwyżka nie przekracza 3% wartości odtworzeniowej lokalu w skali roku. Jeżeli nie zgadza się Pan z podwyżką, może Pan w ciągu 2 miesięcy od otrzymania wypowiedzenia odmówić jej przyjęcia na piśmie. Opłaty za media pozostają bez zmian.
Z poważaniem
Halina Grabowska""",
        good=[
            Good(
                "preserve",
                """\
Szanowny Panie,
na podstawie art. 8a ust. 1 ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów wypowiadam obecną wysokość czynszu za mieszkanie przy ul. Klonowej 8/14 w Toruniu. Od 1 lutego 2025 r. będzie Pan płacił 2350 zł miesięcznie, a nie jak dotąd 2100 zł. Zachowałam trzymiesięczny termin wypowiedzenia, o którym mowa w art. 8a ust. 2 ustawy. Podwyżka nie przekracza w skali roku 3% wartości odtworzeniowej lokalu. Jeśli nie zgadza się Pan na podwyżkę, w ciągu 2 miesięcy od otrzymania wypowiedzenia może Pan na piśmie odmówić jej przyjęcia. Opłaty za media się nie zmieniają.
Z poważaniem
Halina Grabowska""",
            ),
            Good(
                "preserve",
                """\
Szanowny Panie,
uprzejmie informuję, że – działając w oparciu o art. 8a ust. 1 ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów – wypowiadam dotychczasową wysokość czynszu za lokal położony w Toruniu przy ul. Klonowej 8/14. Z dniem 1 lutego 2025 r. czynsz zostaje podniesiony z 2100 zł do 2350 zł miesięcznie. Wypowiedzenia dokonano z zachowaniem trzymiesięcznego terminu określonego w art. 8a ust. 2 ustawy. Wysokość podwyżki nie przekracza w skali roku 3% wartości odtworzeniowej lokalu. W razie braku zgody na podwyżkę może Pan odmówić jej przyjęcia na piśmie w terminie 2 miesięcy od otrzymania wypowiedzenia. Wysokość opłat za media nie ulega zmianie.
Z poważaniem
Halina Grabowska""",
            ),
            Good(
                "en",
                """\
Dear Sir,
Acting under Article 8a(1) of the Act of 21 June 2001 on the protection of tenants' rights, I hereby give notice terminating the current amount of rent for the flat at ul. Klonowa 8/14 in Toruń. From 1 February 2025, the rent will be PLN 2,350 per month instead of the current PLN 2,100. The notice has been given with the three-month notice period referred to in Article 8a(2) of the Act. The increase does not exceed 3% of the flat's replacement value per year. If you do not agree to the increase, you may refuse to accept it in writing within 2 months of receiving the notice. Utility charges remain unchanged.
Yours faithfully,
Halina Grabowska""",
            ),
        ],
        bad=[
            Slip(0, [("art. 8a ust. 2", "art. 8a ust. 3")], "legal_reference"),
            Slip(1, [("z 2100 zł do 2350 zł", "z 2100 zł do 2450 zł")], "number"),
            Slip(2, [("The increase does not exceed 3%", "The increase exceeds 3%")], "negation"),
        ],
    ),
    Case(
        key="pl-podatek-od-nieruchomosci-raty",
        source="Urząd Gminy Kłodawa przypomina, że podatek od nieruchomości dla osób fizycznych płatny jest w czterech ratach: do 15 marca, 15 maja, 15 września i 15 listopada. Jeżeli kwota podatku nie przekracza 100 zł, należy ją zapłacić jednorazowo w terminie płatności pierwszej raty (art. 6 ust. 7 ustawy o podatkach i opłatach lokalnych). Wpłaty można dokonać w kasie urzędu, przelewem na indywidualny rachunek bankowy wskazany w decyzji lub u sołtysa. Od zaległości nalicza się odsetki za zwłokę. Osoby, które nie otrzymały decyzji do końca lutego, powinny skontaktować się z Referatem Podatków, tel. 63 273 05 12.",
        good=[
            Good(
                "preserve",
                "Urząd Gminy Kłodawa przypomina: osoby fizyczne płacą podatek od nieruchomości w czterech ratach – do 15 marca, do 15 maja, do 15 września i do 15 listopada. Gdy podatek wynosi nie więcej niż 100 zł, trzeba go zapłacić w całości w terminie pierwszej raty (art. 6 ust. 7 ustawy o podatkach i opłatach lokalnych). Zapłacić można w kasie urzędu, przelewem na indywidualny rachunek bankowy podany w decyzji albo u sołtysa. Od zaległości naliczane są odsetki za zwłokę. Jeśli do końca lutego nie dostaliście decyzji, powinniście skontaktować się z Referatem Podatków pod numerem 63 273 05 12.",
            ),
            Good(
                "preserve",
                "Urząd Gminy Kłodawa uprzejmie przypomina, że podatek od nieruchomości od osób fizycznych uiszcza się w czterech ratach, w terminach do 15 marca, 15 maja, 15 września oraz 15 listopada. Zgodnie z art. 6 ust. 7 ustawy o podatkach i opłatach lokalnych podatek w kwocie nieprzekraczającej 100 zł należy wpłacić jednorazowo w terminie płatności pierwszej raty. Wpłat można dokonywać w kasie urzędu, u sołtysa lub przelewem na indywidualny rachunek bankowy wskazany w decyzji. Od zaległości nalicza się odsetki za zwłokę. Osoby, do których decyzja nie dotarła do końca lutego, powinny skontaktować się z Referatem Podatków (tel. 63 273 05 12).",
            ),
            Good(
                "en",
                "Kłodawa Municipal Office reminds residents that property tax for individuals is payable in four instalments: by 15 March, 15 May, 15 September and 15 November. If the tax does not exceed PLN 100, it must be paid in a single payment by the due date of the first instalment (Article 6(7) of the Act on Local Taxes and Fees). Payments can be made at the office cash desk, by bank transfer to the individual bank account stated in the decision, or to the village head (sołtys). Late payment interest is charged on arrears. Anyone who has not received their decision by the end of February should contact the Tax Department, tel. 63 273 05 12.",
            ),
        ],
        bad=[
            Slip(0, [("trzeba go zapłacić w całości", "można go zapłacić w całości")], "modality"),
            Slip(1, [("art. 6 ust. 7", "art. 6 ust. 9")], "legal_reference"),
            Slip(2, [("15 September", "15 October")], "date"),
        ],
    ),
    Case(
        key="pl-regaty-instrukcja-zeglugi",
        source="Instrukcja żeglugi – Regaty o Puchar Jeziora Wdzydze, 7–8 czerwca 2025 r. Regaty rozgrywane są w klasach Omega i Laser. Odprawa sterników odbędzie się w sobotę o 9:30 w hangarze przystani; obecność jest obowiązkowa. Sygnał ostrzeżenia do pierwszego wyścigu zostanie podany o 11:00. Planowanych jest 6 wyścigów; regaty są ważne po rozegraniu co najmniej 3. W niedzielę żaden sygnał ostrzeżenia nie zostanie podany po 15:00. Każdy zawodnik musi mieć na sobie kamizelkę asekuracyjną przez cały czas przebywania na wodzie. Protesty należy składać w biurze regat w ciągu 60 minut od zakończenia ostatniego wyścigu danego dnia. Komisja sędziowska może skrócić trasę w razie słabego wiatru.",
        good=[
            Good(
                "preserve",
                "Regaty o Puchar Jeziora Wdzydze odbędą się 7–8 czerwca 2025 r. w klasach Omega i Laser. Oto najważniejsze punkty instrukcji żeglugi. W sobotę o 9:30 w hangarze przystani odbędzie się odprawa sterników – każdy sternik musi na niej być. Sygnał ostrzeżenia do pierwszego wyścigu padnie o 11:00. Zaplanowano 6 wyścigów, a do uznania regat za ważne potrzeba rozegrania co najmniej 3. W niedzielę po 15:00 nie zostanie podany już żaden sygnał ostrzeżenia. Przez cały czas na wodzie każdy zawodnik musi mieć na sobie kamizelkę asekuracyjną. Protesty należy złożyć w biurze regat w ciągu godziny od zakończenia ostatniego wyścigu danego dnia. Przy słabym wietrze komisja sędziowska może skrócić trasę.",
            ),
            Good(
                "preserve",
                "Instrukcja żeglugi: Regaty o Puchar Jeziora Wdzydze (7–8 czerwca 2025 r.). Regaty przeprowadza się w klasach Omega i Laser. Obowiązkowa odprawa sterników odbędzie się w sobotę o godz. 9:30 w hangarze przystani. Sygnał ostrzeżenia do pierwszego wyścigu zostanie podany o godz. 11:00. Planuje się rozegranie 6 wyścigów; warunkiem ważności regat jest rozegranie minimum 3 wyścigów. W niedzielę po godz. 15:00 nie zostanie podany żaden sygnał ostrzeżenia. Zawodnicy mają obowiązek nosić kamizelki asekuracyjne przez cały czas pobytu na wodzie. Protesty należy składać w biurze regat w terminie 60 minut od zakończenia ostatniego wyścigu danego dnia. W przypadku słabego wiatru komisja sędziowska może skrócić trasę.",
            ),
            Good(
                "en",
                "Sailing Instructions – Lake Wdzydze Cup Regatta, 7–8 June 2025. The regatta is sailed in the Omega and Laser classes. The helmsmen's briefing will be held on Saturday at 9:30 in the marina boathouse; attendance is mandatory. The warning signal for the first race will be made at 11:00. Six races are planned; the regatta is valid once at least 3 have been completed. On Sunday, no warning signal will be made after 15:00. Every competitor must wear a buoyancy aid at all times while on the water. Protests must be lodged at the regatta office within 60 minutes of the end of the last race of the day. The race committee may shorten the course in light winds.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "komisja sędziowska może skrócić trasę",
                        "komisja sędziowska musi skrócić trasę",
                    )
                ],
                "modality",
            ),
            Slip(1, [("minimum 3 wyścigów", "minimum 4 wyścigów")], "number"),
            Slip(
                2,
                [
                    (
                        "On Sunday, no warning signal will be made after 15:00.",
                        "On Sunday, a warning signal may still be made after 15:00.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-doplata-material-siewny",
        source="Agencja Restrukturyzacji i Modernizacji Rolnictwa informuje, że wnioski o dopłatę do materiału siewnego kategorii elitarny lub kwalifikowany przyjmowane są od 1 do 25 czerwca 2025 r. Wniosek należy złożyć w biurze powiatowym ARiMR właściwym dla miejsca zamieszkania rolnika lub przez serwis [eWniosekPlus](https://epue.arimr.gov.pl). Do wniosku trzeba dołączyć oryginały lub kopie faktur potwierdzających zakup materiału siewnego. Stawka dopłaty do 1 ha wynosi 100 zł dla zbóż i mieszanek zbożowych oraz 160 zł dla roślin strączkowych. Dopłata przysługuje do powierzchni nie większej niż 75 ha. Wnioski złożone po terminie nie będą rozpatrywane.",
        good=[
            Good(
                "preserve",
                "Rolniku, ARiMR przyjmuje wnioski o dopłatę do materiału siewnego kategorii elitarny lub kwalifikowany od 1 do 25 czerwca 2025 r. Złóż wniosek w biurze powiatowym ARiMR właściwym dla Twojego miejsca zamieszkania albo przez serwis [eWniosekPlus](https://epue.arimr.gov.pl). Musisz dołączyć oryginały lub kopie faktur potwierdzających zakup materiału siewnego. Za 1 ha otrzymasz 100 zł w przypadku zbóż i mieszanek zbożowych oraz 160 zł w przypadku roślin strączkowych. Dopłata obejmuje najwyżej 75 ha. Wniosek złożony po terminie nie zostanie rozpatrzony.",
            ),
            Good(
                "preserve",
                "Agencja Restrukturyzacji i Modernizacji Rolnictwa przyjmuje w terminie od 1 do 25 czerwca 2025 r. wnioski o dopłatę do materiału siewnego kategorii elitarny lub kwalifikowany. Wnioski należy składać w biurze powiatowym ARiMR właściwym ze względu na miejsce zamieszkania rolnika bądź za pośrednictwem serwisu [eWniosekPlus](https://epue.arimr.gov.pl). Obowiązkowym załącznikiem są oryginały lub kopie faktur dokumentujących zakup materiału siewnego. Stawki dopłaty wynoszą 100 zł/ha dla zbóż i mieszanek zbożowych oraz 160 zł/ha dla roślin strączkowych, przy czym dopłata przysługuje do maksymalnie 75 ha. Wnioski złożone po upływie terminu nie będą rozpatrywane.",
            ),
            Good(
                "en",
                "The Agency for Restructuring and Modernisation of Agriculture (ARiMR) announces that applications for the subsidy for elite or certified seed will be accepted from 1 to 25 June 2025. Applications must be submitted at the ARiMR district office competent for the farmer's place of residence or via the [eWniosekPlus](https://epue.arimr.gov.pl) service. Originals or copies of invoices confirming the purchase of the seed must be attached. The subsidy rate per hectare is PLN 100 for cereals and cereal mixtures and PLN 160 for legumes. The subsidy is available for an area of no more than 75 ha. Late applications will not be considered.",
            ),
        ],
        bad=[
            Slip(0, [("od 1 do 25 czerwca 2025 r.", "od 1 do 25 lipca 2025 r.")], "date"),
            Slip(1, [("Obowiązkowym załącznikiem są", "Zalecanym załącznikiem są")], "modality"),
            Slip(2, [("(https://epue.arimr.gov.pl)", "(https://epue.arimr.pl)")], "url"),
        ],
    ),
    Case(
        key="pl-ulotka-zel-ketoprofen",
        source="Jak stosować żel Ketoflex 2,5%\nŻel należy nakładać cienką warstwą na bolące miejsce 2–3 razy na dobę i delikatnie wmasować. Nie należy stosować leku dłużej niż 7 dni bez porady lekarza. Leku nie wolno nakładać na uszkodzoną skórę ani stosować pod opatrunkiem okluzyjnym. W trakcie leczenia i przez 2 tygodnie po jego zakończeniu nie należy wystawiać leczonego miejsca na działanie promieni słonecznych ani promieniowania UV w solarium. Ketoprofen może wywołać reakcje nadwrażliwości na światło. Działania niepożądane występują rzadko; szacuje się, że dotyczą mniej niż 1 na 1000 pacjentów. Kobiety w ciąży powinny przed użyciem skonsultować się z lekarzem.",
        good=[
            Good(
                "preserve",
                "Jak używać żelu Ketoflex 2,5%\nNałóż cienką warstwę żelu na bolące miejsce 2–3 razy na dobę i delikatnie wmasuj. Bez porady lekarza nie używaj leku dłużej niż 7 dni. Nie wolno smarować nim uszkodzonej skóry ani stosować go pod opatrunkiem okluzyjnym. Podczas leczenia i przez 2 tygodnie po jego zakończeniu nie wystawiaj leczonego miejsca na słońce ani na promieniowanie UV w solarium. Ketoprofen może wywołać reakcje nadwrażliwości na światło. Działania niepożądane zdarzają się rzadko – szacuje się, że dotyczą mniej niż 1 na 1000 pacjentów. Jeśli jesteś w ciąży, przed użyciem powinnaś skonsultować się z lekarzem.",
            ),
            Good(
                "preserve",
                "Sposób stosowania żelu Ketoflex 2,5%\nŻel należy nakładać cienką warstwą na bolesne miejsce 2–3 razy na dobę, delikatnie wmasowując. Bez porady lekarza leku nie należy stosować dłużej niż 7 dni. Nie wolno nakładać leku na uszkodzoną skórę ani stosować go pod opatrunkiem okluzyjnym. W okresie leczenia oraz przez 2 tygodnie po jego zakończeniu leczonego miejsca nie należy wystawiać na działanie promieni słonecznych ani promieniowania UV w solarium. Ketoprofen może wywołać reakcje nadwrażliwości na światło. Działania niepożądane są rzadkie; według szacunków występują u mniej niż 1 na 1000 pacjentów. Kobiety w ciąży powinny przed zastosowaniem leku skonsultować się z lekarzem.",
            ),
            Good(
                "en",
                "How to use Ketoflex 2.5% gel\nApply a thin layer of gel to the painful area 2–3 times a day and massage in gently. Do not use the medicine for longer than 7 days without medical advice. The medicine must not be applied to broken skin or used under an occlusive dressing. During treatment and for 2 weeks after it ends, do not expose the treated area to sunlight or to UV radiation in a solarium. Ketoprofen may cause photosensitivity reactions. Side effects are rare and are estimated to affect fewer than 1 in 1,000 patients. Pregnant women should consult a doctor before use.",
            ),
        ],
        bad=[
            Slip(0, [("rzadko – szacuje się, że dotyczą", "rzadko – dotyczą")], "hedge"),
            Slip(
                1,
                [
                    (
                        "Bez porady lekarza leku nie należy stosować dłużej niż 7 dni.",
                        "Bez porady lekarza lek można stosować dłużej niż 7 dni.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("Pregnant women should consult", "Pregnant women may consult")], "modality"),
        ],
    ),
    Case(
        key="pl-faq-kontrola-biletow",
        source="""\
**Co grozi za jazdę bez ważnego biletu?**
Opłata dodatkowa wynosi 280 zł. Jeśli zapłacisz ją u kontrolera lub w ciągu 7 dni od kontroli, obniżymy ją do 150 zł.

**Zapomniałem biletu okresowego. Czy muszę płacić pełną kwotę?**
Nie. Jeżeli w ciągu 7 dni okażesz w Biurze Obsługi Klienta przy ul. Wierzbowej 3 bilet ważny w dniu kontroli, zapłacisz tylko opłatę manipulacyjną 10 zł.

**Czy kontroler może zatrzymać mój dowód osobisty?**
Nie, kontroler nie ma prawa zatrzymać dokumentu. Może jednak wezwać policję, jeśli odmówisz okazania dokumentu tożsamości.""",
        good=[
            Good(
                "preserve",
                """\
**Ile zapłacę, jeśli pojadę bez ważnego biletu?**
Opłata dodatkowa to 280 zł. Obniżymy ją do 150 zł, jeżeli uregulujesz ją u kontrolera albo w ciągu 7 dni od kontroli.

**Nie miałem przy sobie biletu okresowego. Czy zapłacę całą kwotę?**
Nie. Jeśli w ciągu 7 dni pokażesz w Biurze Obsługi Klienta (ul. Wierzbowa 3) bilet ważny w dniu kontroli, zapłacisz jedynie 10 zł opłaty manipulacyjnej.

**Czy kontroler może zabrać mi dowód osobisty?**
Nie – kontroler nie ma prawa zatrzymać dokumentu. Jeśli jednak odmówisz okazania dokumentu tożsamości, może wezwać policję.""",
            ),
            Good(
                "preserve",
                """\
**Jakie są konsekwencje przejazdu bez ważnego biletu?**
Pobierana jest opłata dodatkowa w wysokości 280 zł. W przypadku uiszczenia jej u kontrolera lub w terminie 7 dni od kontroli opłata zostaje obniżona do 150 zł.

**Czy za zapomniany bilet okresowy trzeba zapłacić pełną kwotę?**
Nie. Pasażer, który w terminie 7 dni okaże w Biurze Obsługi Klienta przy ul. Wierzbowej 3 bilet ważny w dniu kontroli, uiszcza wyłącznie opłatę manipulacyjną w wysokości 10 zł.

**Czy kontroler jest uprawniony do zatrzymania dowodu osobistego?**
Nie. Kontroler nie ma prawa zatrzymać dokumentu, może natomiast wezwać policję w razie odmowy okazania dokumentu tożsamości.""",
            ),
            Good(
                "en",
                """\
**What happens if I travel without a valid ticket?**
The surcharge is PLN 280. If you pay it to the inspector or within 7 days of the inspection, we will reduce it to PLN 150.

**I forgot my season ticket. Do I have to pay the full amount?**
No. If within 7 days you show a ticket that was valid on the day of the inspection at the Customer Service Office at ul. Wierzbowa 3, you will only pay a PLN 10 handling fee.

**Can the inspector keep my ID card?**
No, the inspector has no right to keep the document. However, they may call the police if you refuse to show an identity document.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Nie – kontroler nie ma prawa zatrzymać dokumentu.",
                        "Tak – kontroler ma prawo zatrzymać dokument.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("obniżona do 150 zł", "obniżona do 180 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "No, the inspector has no right to keep the document.",
                        "Nie, kontroler nie ma prawa zatrzymać dokumentu.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-mail-opoznienie-dostawy-sofy",
        source="""\
Dzień dobry Pani Moniko,
dziękujemy za zamówienie nr MB-20417 (sofa „Lido”, kolor grafitowy). Niestety producent poinformował nas o opóźnieniu i dostawa nie będzie możliwa w pierwotnym terminie 12 listopada. Nowy termin to wtorek, 26 listopada, w godzinach 8:00–14:00; kurier zadzwoni około godzinę przed przyjazdem. Jeżeli ten termin Pani nie odpowiada, może Pani bezpłatnie anulować zamówienie do 19 listopada – zwrócimy wtedy pełną kwotę 3 890 zł w ciągu 14 dni. W ramach przeprosin przyznaliśmy Pani rabat 10% na kolejne zakupy. W razie pytań prosimy pisać na obsluga@meblobox.pl.
Pozdrawiamy serdecznie
Zespół MebloBox""",
        good=[
            Good(
                "preserve",
                """\
Szanowna Pani Moniko,
dziękujemy za zamówienie nr MB-20417 (sofa „Lido”, kolor grafitowy). Z przykrością informujemy, że producent zgłosił opóźnienie, w związku z czym dostawa w pierwotnym terminie 12 listopada nie będzie możliwa. Nowy termin dostawy: wtorek, 26 listopada, godz. 8:00–14:00. Kurier zadzwoni mniej więcej godzinę przed przyjazdem. Jeśli nowy termin Pani nie odpowiada, do 19 listopada może Pani bezpłatnie anulować zamówienie; pełną kwotę 3 890 zł zwrócimy wówczas w ciągu 14 dni. W ramach przeprosin przyznaliśmy Pani rabat 10% na kolejne zakupy. Pytania prosimy kierować na adres obsluga@meblobox.pl.
Z wyrazami szacunku
Zespół MebloBox""",
            ),
            Good(
                "preserve",
                """\
Dzień dobry, Pani Moniko!
Bardzo dziękujemy za zamówienie MB-20417 – grafitową sofę „Lido”. Mamy niestety złą wiadomość: producent ma opóźnienie, więc nie dostarczymy sofy w pierwotnym terminie, 12 listopada. Nowy termin to wtorek 26 listopada, między 8:00 a 14:00, a kurier zadzwoni do Pani około godziny przed przyjazdem. Jeśli ten dzień Pani nie pasuje, do 19 listopada może Pani anulować zamówienie bez żadnych kosztów – wtedy w ciągu 14 dni zwrócimy całe 3 890 zł. Na przeprosiny dostaje Pani od nas 10% rabatu na kolejne zakupy. Gdyby miała Pani pytania, prosimy o wiadomość na obsluga@meblobox.pl.
Serdeczne pozdrowienia
Zespół MebloBox""",
            ),
            Good(
                "en",
                """\
Dear Monika,
Thank you for your order no. MB-20417 (the “Lido” sofa in graphite). Unfortunately, the manufacturer has informed us of a delay, and delivery will not be possible on the original date of 12 November. The new date is Tuesday, 26 November, between 8:00 and 14:00; the courier will call about an hour before arriving. If this date does not suit you, you can cancel the order free of charge until 19 November, and we will then refund the full amount of PLN 3,890 within 14 days. As an apology, we have given you a 10% discount on future purchases. If you have any questions, please write to obsluga@meblobox.pl.
Kind regards,
The MebloBox Team""",
            ),
        ],
        bad=[
            Slip(0, [("na adres obsluga@meblobox.pl", "na adres obsluga@meblo-box.pl")], "url"),
            Slip(1, [("do 19 listopada może", "do 21 listopada może")], "date"),
            Slip(
                2,
                [
                    (
                        "about an hour before arriving.",
                        "about an hour before arriving and will carry the sofa up to your flat at no extra cost.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-nauka-zorze-nad-polska",
        source="Dlaczego w ostatnich miesiącach zorze polarne widać nawet nad Polską? Słońce zbliża się do maksimum swojego 11-letniego cyklu aktywności, które według prognoz NOAA przypadnie prawdopodobnie między końcem 2024 a połową 2025 roku. W tym okresie częściej dochodzi do koronalnych wyrzutów masy, a te mogą wywoływać silne burze geomagnetyczne. Podczas burzy 10 maja 2024 r. zorzę obserwowano aż po południe Europy. Jak wykazali Kowalczyk i Mazur (2021), w Polsce zorza jest widoczna średnio kilka razy w roku, ale zwykle tylko nisko nad północnym horyzontem. Najlepiej szukać jej z dala od świateł miast; wskaźnik Kp powinien wynosić co najmniej 6.",
        good=[
            Good(
                "preserve",
                "Czemu w ostatnich miesiącach zorze polarne pojawiają się nawet nad Polską? Bo Słońce zbliża się do maksimum 11-letniego cyklu aktywności. Według prognoz NOAA szczyt przypadnie prawdopodobnie na okres od końca 2024 do połowy 2025 roku. W takim czasie koronalne wyrzuty masy zdarzają się częściej, a mogą one wywoływać silne burze geomagnetyczne. W czasie burzy 10 maja 2024 r. zorzę widziano aż na południu Europy. Kowalczyk i Mazur (2021) wykazali, że w Polsce zorzę można zobaczyć średnio kilka razy w roku, zwykle jednak tylko nisko nad północnym horyzontem. Najlepiej wypatrywać jej z dala od miejskich świateł, a wskaźnik Kp powinien wynosić co najmniej 6.",
            ),
            Good(
                "preserve",
                "Słońce zbliża się do maksimum swojego 11-letniego cyklu aktywności – według prognoz NOAA przypadnie ono prawdopodobnie między końcem 2024 a połową 2025 roku. Dlatego w ostatnich miesiącach zorze polarne widać nawet nad Polską. W tym okresie koronalne wyrzuty masy są częstsze, a mogą one wywoływać silne burze geomagnetyczne; w trakcie burzy 10 maja 2024 r. zorzę obserwowano aż po południe Europy. Kowalczyk i Mazur (2021) wykazali, że w Polsce zorza bywa widoczna przeciętnie kilka razy w roku, zazwyczaj jedynie nisko nad północnym horyzontem. Najlepiej szukać jej z dala od świateł miast, a wskaźnik Kp powinien wynosić co najmniej 6.",
            ),
            Good(
                "en",
                "Why have the northern lights been visible even over Poland in recent months? The Sun is approaching the maximum of its 11-year activity cycle, which, according to NOAA forecasts, will probably fall between late 2024 and mid-2025. During this period, coronal mass ejections occur more often, and these can trigger strong geomagnetic storms. During the storm of 10 May 2024, the aurora was seen as far away as southern Europe. As Kowalczyk and Mazur (2021) showed, in Poland the aurora is visible on average a few times a year, but usually only low over the northern horizon. It is best to look for it away from city lights; the Kp index should be at least 6.",
            ),
        ],
        bad=[
            Slip(0, [("Kowalczyk i Mazur (2021)", "Kowalczyk i Mazur (2012)")], "citation"),
            Slip(
                1,
                [
                    (
                        "widać nawet nad Polską.",
                        "widać nawet nad Polską, najczęściej w okolicach Helu i Łeby.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("will probably fall", "will fall")], "hedge"),
        ],
    ),
    Case(
        key="pl-instrukcja-szybkowar",
        source="Bezpieczne użytkowanie szybkowaru Presto 6 l\nPrzed każdym użyciem sprawdź, czy zawór bezpieczeństwa i uszczelka są czyste i nieuszkodzone. Nigdy nie napełniaj garnka powyżej 2/3 pojemności, a w przypadku roślin strączkowych i kasz – powyżej połowy, ponieważ mogą się one mocno pienić. W garnku musi znajdować się co najmniej 250 ml płynu. Nie otwieraj pokrywy, dopóki wskaźnik ciśnienia nie opadnie całkowicie. Uszczelkę należy wymieniać mniej więcej raz w roku; przy intensywnym użytkowaniu może być konieczna częstsza wymiana. Szybkowar nadaje się do kuchenek gazowych, elektrycznych i indukcyjnych. Nie wolno myć pokrywy w zmywarce.",
        good=[
            Good(
                "preserve",
                "Szybkowar Presto 6 l – jak używać go bezpiecznie\nZa każdym razem przed użyciem upewnij się, że zawór bezpieczeństwa i uszczelka są czyste i nieuszkodzone. Garnka nigdy nie napełniaj powyżej 2/3 pojemności; rośliny strączkowe i kasze mogą się mocno pienić, więc przy nich nie przekraczaj połowy. W garnku musi być co najmniej 250 ml płynu. Pokrywę otwieraj dopiero wtedy, gdy wskaźnik ciśnienia całkowicie opadnie. Uszczelkę wymieniaj mniej więcej raz do roku, a jeśli korzystasz z szybkowaru intensywnie, częstsza wymiana może okazać się konieczna. Szybkowaru możesz używać na kuchenkach gazowych, elektrycznych i indukcyjnych. Pokrywy nie wolno myć w zmywarce.",
            ),
            Good(
                "preserve",
                "Szybkowar Presto 6 l: bezpieczne użytkowanie\nPrzed każdym użyciem należy sprawdzić, czy zawór bezpieczeństwa i uszczelka są czyste i nieuszkodzone. Garnka nigdy nie napełnia się powyżej 2/3 pojemności, a przy roślinach strączkowych i kaszach, które mogą się mocno pienić – powyżej połowy. Minimalna ilość płynu w garnku wynosi 250 ml. Pokrywę wolno otworzyć dopiero po całkowitym opadnięciu wskaźnika ciśnienia. Uszczelkę należy wymieniać mniej więcej co rok, a przy intensywnym użytkowaniu częstsza wymiana może być konieczna. Szybkowar jest przeznaczony do kuchenek gazowych, elektrycznych i indukcyjnych. Pokrywy nie wolno myć w zmywarce.",
            ),
            Good(
                "en",
                "Safe use of the Presto 6 l pressure cooker\nBefore each use, check that the safety valve and the gasket are clean and undamaged. Never fill the cooker above 2/3 of its capacity, or above half for pulses and grains, as these can foam heavily. There must be at least 250 ml of liquid in the cooker. Do not open the lid until the pressure indicator has dropped completely. The gasket should be replaced roughly once a year; with heavy use, more frequent replacement may be necessary. The cooker is suitable for gas, electric and induction hobs. The lid must not be washed in a dishwasher.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("częstsza wymiana może okazać się konieczna", "częstsza wymiana jest konieczna")],
                "hedge",
            ),
            Slip(
                1,
                [("Pokrywy nie wolno myć w zmywarce.", "Pokrywę wolno myć w zmywarce.")],
                "negation",
            ),
            Slip(
                2,
                [("There must be at least 250 ml", "There should be at least 250 ml")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-kurs-kowalstwa-artystycznego",
        source="Kurs kowalstwa artystycznego dla początkujących odbywa się w kuźni Stowarzyszenia „Żelazny Szlak” w Korbielowie. Zajęcia trwają dwa dni (sobota i niedziela) po 8 godzin, a grupa liczy maksymalnie 6 osób. Koszt udziału to 980 zł i obejmuje materiały, obiady oraz korzystanie z narzędzi. Uczestnicy muszą mieć ukończone 16 lat; osoby niepełnoletnie potrzebują pisemnej zgody rodzica. Obowiązkowe jest pełne obuwie ze skórzaną cholewką i odzież z naturalnych włókien – ubrania z poliestru mogą się stopić od iskier. Okulary ochronne i fartuchy zapewniamy. Zaliczkę w wysokości 300 zł należy wpłacić w ciągu 5 dni od zapisu; w przypadku rezygnacji później niż 14 dni przed kursem zaliczka nie podlega zwrotowi.",
        good=[
            Good(
                "preserve",
                "Zapraszamy na kurs kowalstwa artystycznego dla początkujących w kuźni Stowarzyszenia „Żelazny Szlak” w Korbielowie! Kurs trwa dwa dni – sobotę i niedzielę, po 8 godzin dziennie – a w grupie jest najwyżej 6 osób. Udział kosztuje 980 zł; w cenie są materiały, obiady i korzystanie z narzędzi. Musisz mieć ukończone 16 lat, a jeśli jesteś niepełnoletni, potrzebujesz pisemnej zgody rodzica. Pełne buty ze skórzaną cholewką i ubranie z naturalnych włókien są obowiązkowe – poliester może się stopić od iskier. Okulary ochronne i fartuchy dostaniesz od nas. Zaliczkę w wysokości 300 zł wpłać w ciągu 5 dni od zapisu. Jeśli zrezygnujesz później niż 14 dni przed kursem, zaliczka nie zostanie zwrócona.",
            ),
            Good(
                "preserve",
                "Kurs kowalstwa artystycznego dla początkujących prowadzony jest w kuźni Stowarzyszenia „Żelazny Szlak” w Korbielowie. Obejmuje dwa ośmiogodzinne dni zajęć (sobota i niedziela) w grupie liczącej nie więcej niż 6 osób. Opłata za udział wynosi 980 zł i pokrywa koszt materiałów, obiadów oraz korzystania z narzędzi. Uczestnicy muszą mieć ukończone 16 lat; osoby niepełnoletnie są zobowiązane przedstawić pisemną zgodę rodzica. Obowiązuje pełne obuwie ze skórzaną cholewką oraz odzież z naturalnych włókien, gdyż ubrania poliestrowe mogą stopić się od iskier. Organizator zapewnia okulary ochronne i fartuchy. Zaliczkę w kwocie 300 zł należy wpłacić w terminie 5 dni od zapisu. W razie rezygnacji później niż 14 dni przed kursem zaliczka nie podlega zwrotowi.",
            ),
            Good(
                "en",
                "The beginners' course in artistic blacksmithing takes place in the forge of the “Żelazny Szlak” Association in Korbielów. It runs over two days (Saturday and Sunday), 8 hours each day, with a maximum of 6 people per group. The fee is PLN 980 and covers materials, lunches and use of the tools. Participants must be at least 16 years old; minors need written consent from a parent. Closed shoes with leather uppers and clothing made of natural fibres are compulsory – polyester clothes can melt from sparks. We provide safety goggles and aprons. A deposit of PLN 300 must be paid within 5 days of signing up; if you cancel later than 14 days before the course, the deposit is non-refundable.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Okulary ochronne i fartuchy dostaniesz od nas.",
                        "Okulary ochronne i fartuchy dostaniesz od nas, a na zakończenie każdy uczestnik otrzyma certyfikat ukończenia kursu.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("zaliczka nie podlega zwrotowi", "zaliczka podlega zwrotowi")], "negation"),
            Slip(
                2,
                [("Participants must be at least 16", "Participants should be at least 16")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-owu-ubezpieczenie-upraw-grad",
        source="Ubezpieczenie upraw od gradu – najważniejsze warunki\nOchrona rozpoczyna się 14 dni po dniu zawarcia umowy i trwa do dnia zbioru, nie dłużej jednak niż do 31 października. Szkodę należy zgłosić w ciągu 3 dni od jej wystąpienia, a rośliny nie mogą zostać zebrane przed oględzinami rzeczoznawcy. Odszkodowanie jest pomniejszane o franszyzę redukcyjną wynoszącą 10% sumy ubezpieczenia. Budżet państwa dopłaca do 65% składki dla upraw objętych dofinansowaniem. Ubezpieczenie nie obejmuje szkód w uprawach pod osłonami, np. w szklarniach. Według danych towarzystwa w ubiegłym sezonie szkody gradowe dotknęły około 4% ubezpieczonych gospodarstw.",
        good=[
            Good(
                "preserve",
                "Ubezpieczenie upraw od gradu – co trzeba wiedzieć\nOchrona zaczyna się 14 dni po dniu zawarcia umowy i trwa do dnia zbioru, ale najdłużej do 31 października. Szkodę musisz zgłosić w ciągu 3 dni od jej wystąpienia i nie możesz zebrać roślin, zanim obejrzy je rzeczoznawca. Od odszkodowania odejmowana jest franszyza redukcyjna równa 10% sumy ubezpieczenia. W przypadku upraw objętych dofinansowaniem budżet państwa pokrywa do 65% składki. Ubezpieczenie nie obejmuje szkód w uprawach pod osłonami, na przykład w szklarniach. Jak podaje towarzystwo, w ubiegłym sezonie grad wyrządził szkody w około 4% ubezpieczonych gospodarstw.",
            ),
            Good(
                "preserve",
                "Ubezpieczenie upraw od gradu: kluczowe warunki\nOdpowiedzialność ubezpieczyciela rozpoczyna się 14 dni po dniu zawarcia umowy i kończy w dniu zbioru, najpóźniej jednak 31 października. Zgłoszenia szkody należy dokonać w terminie 3 dni od jej wystąpienia; do czasu oględzin przez rzeczoznawcę rośliny nie mogą zostać zebrane. Odszkodowanie pomniejsza się o franszyzę redukcyjną w wysokości 10% sumy ubezpieczenia. W przypadku upraw objętych dofinansowaniem dopłata z budżetu państwa wynosi do 65% składki. Zakres ochrony nie obejmuje szkód w uprawach pod osłonami (np. w szklarniach). Według danych towarzystwa w poprzednim sezonie szkody gradowe wystąpiły w około 4% ubezpieczonych gospodarstw.",
            ),
            Good(
                "en",
                "Crop hail insurance – key terms\nCover begins 14 days after the day the contract is concluded and lasts until the day of harvest, but no later than 31 October. Damage must be reported within 3 days of its occurrence, and the crops must not be harvested before a loss adjuster has inspected them. Compensation is reduced by a deductible of 10% of the sum insured. For subsidised crops, the state budget covers up to 65% of the premium. The insurance does not cover damage to crops grown under cover, e.g. in greenhouses. According to the insurer's data, hail damage affected about 4% of insured farms last season.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Ubezpieczenie nie obejmuje szkód", "Ubezpieczenie obejmuje również szkody")],
                "negation",
            ),
            Slip(1, [("w około 4% ubezpieczonych", "w 4% ubezpieczonych")], "hedge"),
            Slip(2, [("up to 65% of the premium", "up to 56% of the premium")], "number"),
        ],
    ),
    Case(
        key="pl-muzeum-wystawa-dawne-mapy",
        source="Muzeum Regionalne w Sandomierzu zaprasza na wystawę „Ziemia sandomierska na dawnych mapach”, czynną od 4 kwietnia do 28 września 2025 r. Zaprezentujemy 42 mapy i plany z XVI–XIX wieku, w tym fragment mapy Polski Wacława Grodeckiego z 1562 r. Część eksponatów pokazywana jest publicznie po raz pierwszy. Jak pisze kurator wystawy, dr Tomasz Wilk, w katalogu (Wilk 2025, s. 14), najstarszy plan miasta powstał prawdopodobnie około 1600 roku. Wystawę można zwiedzać od wtorku do niedzieli w godz. 10:00–17:00; w poniedziałki muzeum jest nieczynne. Ze względu na światłoczułość zabytków nie wolno fotografować z lampą błyskową.",
        good=[
            Good(
                "preserve",
                "Dawne mapy ziemi sandomierskiej w muzeum. Od 4 kwietnia do 28 września 2025 r. Muzeum Regionalne w Sandomierzu zaprasza na wystawę „Ziemia sandomierska na dawnych mapach”. Na ekspozycji znalazły się 42 mapy i plany z XVI–XIX wieku, a wśród nich fragment mapy Polski Wacława Grodeckiego z 1562 r. Niektóre eksponaty publiczność zobaczy po raz pierwszy. Kurator wystawy, dr Tomasz Wilk, pisze w katalogu (Wilk 2025, s. 14), że najstarszy plan miasta powstał prawdopodobnie około 1600 roku. Wystawa jest otwarta od wtorku do niedzieli w godz. 10:00–17:00, a w poniedziałki muzeum jest zamknięte. Zabytki są światłoczułe, dlatego fotografowanie z lampą błyskową jest zabronione.",
            ),
            Good(
                "preserve",
                "Wystawa „Ziemia sandomierska na dawnych mapach” – Muzeum Regionalne w Sandomierzu, 4 kwietnia – 28 września 2025 r.\nEkspozycja obejmuje 42 mapy i plany z XVI–XIX wieku, m.in. fragment mapy Polski autorstwa Wacława Grodeckiego z 1562 r.; część z nich prezentowana jest publicznie po raz pierwszy. Według kuratora wystawy, dr. Tomasza Wilka, który pisze o tym w katalogu, najstarszy plan miasta powstał prawdopodobnie około 1600 roku (Wilk 2025, s. 14). Godziny otwarcia: wtorek–niedziela, 10:00–17:00; w poniedziałki muzeum jest nieczynne. Z uwagi na światłoczułość zabytków fotografowanie z lampą błyskową jest zabronione. Serdecznie zapraszamy.",
            ),
            Good(
                "en",
                "The Regional Museum in Sandomierz invites you to the exhibition “The Sandomierz Land on Old Maps”, open from 4 April to 28 September 2025. It presents 42 maps and plans from the 16th to 19th centuries, including a fragment of Wacław Grodecki's 1562 map of Poland. Some of the exhibits are on public display for the first time. As the exhibition's curator, Dr Tomasz Wilk, writes in the catalogue (Wilk 2025, p. 14), the oldest plan of the town was probably drawn up around 1600. The exhibition can be visited from Tuesday to Sunday, 10:00–17:00; the museum is closed on Mondays. Because the objects are light-sensitive, flash photography is not permitted.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "zobaczy po raz pierwszy.",
                        "zobaczy po raz pierwszy, m.in. rękopiśmienny plan miasta wypożyczony z Biblioteki Narodowej.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("(Wilk 2025, s. 14)", "(Wilk 2025, s. 41)")], "citation"),
            Slip(2, [("was probably drawn up around 1600", "was drawn up in 1600")], "hedge"),
        ],
    ),
]
