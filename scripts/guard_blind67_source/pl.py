# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 67: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-regulamin-kola-szachowego-biblioteka",
        source="Koło szachowe przy Miejskiej Bibliotece Publicznej w Żyrardowie spotyka się w każdy wtorek od 17:00 do 19:30 w czytelni na pierwszym piętrze. Udział w zajęciach jest bezpłatny, ale każdy uczestnik musi mieć ważną kartę biblioteczną. Dzieci poniżej 10 lat mogą grać wyłącznie pod opieką dorosłego. Biblioteka udostępnia 12 kompletów szachów i 6 zegarów; sprzętu nie wolno wynosić poza czytelnię. Raz w miesiącu organizujemy turniej w tempie 15 minut na zawodnika, a zwycięzca otrzymuje voucher o wartości 50 zł do księgarni partnerskiej. Uczestnicy powinni zgłaszać nieobecność na turnieju co najmniej dzień wcześniej, mailowo lub telefonicznie. W czytelni obowiązuje cisza – rozmowy o partii prosimy prowadzić po jej zakończeniu.",
        good=[
            Good(
                "preserve",
                "Lubisz szachy? Zapraszamy do koła szachowego w Miejskiej Bibliotece Publicznej w Żyrardowie – spotykamy się co wtorek w godzinach 17:00–19:30 w czytelni na pierwszym piętrze. Zajęcia nic nie kosztują, musisz jednak mieć ważną kartę biblioteczną. Jeśli masz mniej niż 10 lat, możesz grać tylko pod opieką osoby dorosłej. Na miejscu czeka 12 kompletów szachów i 6 zegarów – pamiętaj, że nie wolno ich wynosić poza czytelnię. Raz w miesiącu odbywa się turniej (15 minut na zawodnika), a zwycięzca dostaje voucher na 50 zł do księgarni partnerskiej. Jeśli nie możesz przyjść na turniej, powinieneś dać nam znać mailowo lub telefonicznie co najmniej dzień wcześniej. W czytelni panuje cisza, więc o partii rozmawiamy dopiero po jej zakończeniu.",
            ),
            Good(
                "preserve",
                """Regulamin koła szachowego – Miejska Biblioteka Publiczna w Żyrardowie

1. Spotkania odbywają się we wtorki w godz. 17:00–19:30 w czytelni (I piętro).
2. Uczestnictwo jest bezpłatne, jednak każdy uczestnik musi posiadać ważną kartę biblioteczną.
3. Dzieci w wieku poniżej 10 lat mogą grać wyłącznie pod opieką dorosłego.
4. Biblioteka zapewnia 12 kompletów szachów oraz 6 zegarów, których nie wolno wynosić poza czytelnię.
5. Raz w miesiącu rozgrywany jest turniej w tempie 15 minut na zawodnika; zwycięzca otrzymuje voucher o wartości 50 zł do księgarni partnerskiej.
6. Uczestnicy powinni zgłosić nieobecność na turnieju mailowo lub telefonicznie co najmniej dzień wcześniej.
7. W czytelni obowiązuje cisza; rozmowy o partii prosimy prowadzić po jej zakończeniu.""",
            ),
            Good(
                "en",
                "The chess club at the Municipal Public Library in Żyrardów meets every Tuesday from 5:00 to 7:30 p.m. in the reading room on the first floor. Taking part is free, but every participant must have a valid library card. Children under 10 may play only under the supervision of an adult. The library provides 12 chess sets and 6 clocks; the equipment must not be taken out of the reading room. Once a month we hold a tournament at 15 minutes per player, and the winner receives a PLN 50 voucher for our partner bookshop. Participants should report an absence from a tournament at least one day in advance, by e-mail or phone. Silence is required in the reading room – please save any discussion of a game until it is over.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("pamiętaj, że nie wolno ich wynosić", "pamiętaj, że wolno ich wynosić")],
                "negation",
            ),
            Slip(1, [("12 kompletów szachów", "10 kompletów szachów")], "number"),
            Slip(2, [("every participant must have", "every participant should have")], "modality"),
        ],
    ),
    Case(
        key="pl-komunikat-nowe-godziny-przychodni-rodzinnej",
        source="Szanowni Pacjenci, od 3 marca 2025 r. Przychodnia Rodzinna „Zdrowie” przy ul. Lipowej 14 w Kaliszu zmienia godziny pracy. Od poniedziałku do piątku będziemy przyjmować w godzinach 7:30–19:00, a w soboty od 8:00 do 13:00. Punkt pobrań krwi będzie czynny od 7:30 do 10:00 i nie będzie działał w soboty. Na wizytę u lekarza rodzinnego trzeba umówić się wcześniej przez Internetowe Konto Pacjenta, telefonicznie pod numerem 62 757 21 40 albo przez stronę www.zdrowie-kalisz.pl/rejestracja. Wizyty pielęgniarskie i szczepienia można rezerwować również osobiście w rejestracji. W sprawach pilnych po godzinie 19:00 oraz w niedziele i święta pomocy udziela nocna i świąteczna opieka zdrowotna w Szpitalu Miejskim.",
        good=[
            Good(
                "preserve",
                """Od 3 marca 2025 r. zmieniają się godziny pracy Przychodni Rodzinnej „Zdrowie” (ul. Lipowa 14, Kalisz):
- poniedziałek–piątek: 7:30–19:00,
- sobota: 8:00–13:00,
- punkt pobrań krwi: 7:30–10:00, w soboty nieczynny.

Wizytę u lekarza rodzinnego trzeba wcześniej umówić – przez Internetowe Konto Pacjenta, pod numerem telefonu 62 757 21 40 lub na stronie www.zdrowie-kalisz.pl/rejestracja. Wizyty pielęgniarskie i szczepienia można zarezerwować także osobiście w rejestracji. W pilnych sprawach po 19:00, a także w niedziele i święta, pomocy udziela nocna i świąteczna opieka zdrowotna w Szpitalu Miejskim.""",
            ),
            Good(
                "preserve",
                "Informujemy, że Przychodnia Rodzinna „Zdrowie” mieszcząca się przy ul. Lipowej 14 w Kaliszu od dnia 3 marca 2025 r. będzie pracować w nowych godzinach: w dni powszednie od 7:30 do 19:00, w soboty zaś od 8:00 do 13:00. Punkt pobrań krwi przyjmuje od 7:30 do 10:00; w soboty pozostaje zamknięty. Wizyty u lekarza rodzinnego wymagają wcześniejszego umówienia – za pośrednictwem Internetowego Konta Pacjenta, telefonicznie (62 757 21 40) lub na stronie www.zdrowie-kalisz.pl/rejestracja. Wizyty pielęgniarskie oraz szczepienia można ponadto zarezerwować osobiście w rejestracji. W nagłych sprawach po godzinie 19:00, a także w niedziele i święta, pomocy udziela nocna i świąteczna opieka zdrowotna w Szpitalu Miejskim.",
            ),
            Good(
                "en",
                "Dear Patients, from 3 March 2025 the “Zdrowie” Family Clinic at ul. Lipowa 14 in Kalisz is changing its opening hours. From Monday to Friday we will see patients from 7:30 a.m. to 7:00 p.m., and on Saturdays from 8:00 a.m. to 1:00 p.m. The blood collection point will be open from 7:30 to 10:00 a.m. and will not operate on Saturdays. Appointments with a family doctor must be booked in advance through the Internet Patient Account, by phone at 62 757 21 40 or via www.zdrowie-kalisz.pl/rejestracja. Nurse visits and vaccinations can also be booked in person at the reception desk. For urgent matters after 7:00 p.m. and on Sundays and public holidays, help is provided by the night and holiday healthcare service at the Municipal Hospital.",
            ),
        ],
        bad=[
            Slip(0, [("Od 3 marca 2025 r.", "Od 3 maja 2025 r.")], "date"),
            Slip(
                1,
                [("www.zdrowie-kalisz.pl/rejestracja", "www.zdrowiekalisz.pl/rejestracja")],
                "url",
            ),
            Slip(2, [("must be booked in advance", "can be booked in advance")], "modality"),
        ],
    ),
    Case(
        key="pl-robot-odkurzajacy-pierwsze-uruchomienie-instrukcja",
        source="""## Pierwsze uruchomienie

1. Wyjmij robota i stację dokującą z opakowania, usuń folie ochronne z czujników.
2. Ustaw stację przy ścianie tak, aby po bokach było co najmniej 0,5 m wolnej przestrzeni, a z przodu 1,5 m.
3. Podłącz stację do gniazdka i postaw na niej robota. Przed pierwszym sprzątaniem ładuj go przez **co najmniej 4 godziny**.
4. Zainstaluj aplikację **CleanHome** i połącz robota z siecią Wi-Fi 2,4 GHz (sieci 5 GHz nie są obsługiwane).

> Uwaga: nie używaj robota na mokrej podłodze ani w pomieszczeniach, w których leżą luźne kable. Przed pierwszym mapowaniem usuń z podłogi drobne przedmioty i zabezpiecz progi wyższe niż 2 cm.""",
        good=[
            Good(
                "preserve",
                """## Pierwsze uruchomienie robota

1. Rozpakuj robota oraz stację dokującą i zdejmij folie ochronne z czujników.
2. Postaw stację przy ścianie, zostawiając co najmniej 0,5 m wolnego miejsca po bokach i 1,5 m przed nią.
3. Podłącz stację do prądu i umieść na niej robota. Zanim robot pierwszy raz posprząta, ładuj go **minimum 4 godziny**.
4. Zainstaluj aplikację **CleanHome** i za jej pomocą połącz robota z siecią Wi-Fi 2,4 GHz – sieci 5 GHz nie są obsługiwane.

> **Uwaga:** nie używaj robota na mokrej podłodze ani w pomieszczeniach z luźno leżącymi kablami. Przed pierwszym mapowaniem uprzątnij z podłogi drobne przedmioty i zabezpiecz progi wyższe niż 2 cm.""",
            ),
            Good(
                "preserve",
                """## Pierwsze uruchomienie

1. Wyjmij z pudełka robota i stację dokującą, po czym zdejmij z czujników folie ochronne.
2. Ustaw stację pod ścianą. Po obu jej stronach zostaw przynajmniej 0,5 m wolnej przestrzeni, a z przodu – 1,5 m.
3. Włącz stację do gniazdka i postaw na niej robota. Przed pierwszym sprzątaniem ładuj go przez **co najmniej 4 godziny**.
4. Pobierz aplikację **CleanHome** i połącz robota z Wi-Fi w paśmie 2,4 GHz. Sieci 5 GHz nie są obsługiwane.

> Uwaga: nie uruchamiaj robota na mokrej podłodze ani tam, gdzie leżą luźne kable. Zanim robot zacznie pierwsze mapowanie, usuń z podłogi drobne przedmioty i zabezpiecz progi wyższe niż 2 cm.""",
            ),
            Good(
                "en",
                """## First start-up

1. Take the robot and the docking station out of the box and remove the protective films from the sensors.
2. Place the station against a wall with at least 0.5 m of free space on each side and 1.5 m in front.
3. Plug the station into a socket and put the robot on it. Before the first cleaning, charge it for **at least 4 hours**.
4. Install the **CleanHome** app and connect the robot to a 2.4 GHz Wi-Fi network (5 GHz networks are not supported).

> Note: do not use the robot on a wet floor or in rooms with loose cables lying around. Before the first mapping run, clear small objects off the floor and secure any thresholds higher than 2 cm.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("## Pierwsze uruchomienie robota\n", "Pierwsze uruchomienie robota\n")],
                "markdown",
            ),
            Slip(1, [("przynajmniej 0,5 m", "przynajmniej 0,3 m")], "number"),
            Slip(
                2,
                [("(5 GHz networks are not supported)", "(5 GHz networks are also supported)")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-zasady-kortow-tenisowych-w-parku",
        source="Korty tenisowe w Parku Śląskim są czynne od 1 maja do 30 września, codziennie od 7:00 do 21:00. Kort można zarezerwować najwyżej na 2 godziny dziennie, a rezerwacji trzeba dokonać najpóźniej 24 godziny wcześniej w aplikacji miejskiej. Na kortach obowiązuje obuwie tenisowe o płaskiej podeszwie; osoby w butach do biegania nie zostaną wpuszczone. Po ulewnym deszczu nawierzchnia ceglana zwykle potrzebuje około 2–3 godzin, aby wyschnąć, dlatego zarząd może wtedy zamknąć korty bez wcześniejszego uprzedzenia – w takim przypadku opłata zostanie zwrócona. Godzina gry kosztuje 40 zł, a dla posiadaczy Karty Mieszkańca 28 zł. Dzieci do lat 12 mogą korzystać z kortów tylko w obecności dorosłego.",
        good=[
            Good(
                "preserve",
                """Zasady korzystania z kortów tenisowych w Parku Śląskim:
- Korty są czynne od 1 maja do 30 września, codziennie w godz. 7:00–21:00.
- Kort możesz zarezerwować maksymalnie na 2 godziny dziennie. Rezerwację musisz złożyć w aplikacji miejskiej co najmniej 24 godziny przed grą.
- Obowiązuje obuwie tenisowe z płaską podeszwą – w butach do biegania nie wejdziesz na kort.
- Ceglana nawierzchnia po ulewie schnie zwykle około 2–3 godzin, więc zarząd może wtedy zamknąć korty bez uprzedzenia; opłatę w takiej sytuacji zwracamy.
- Godzina gry kosztuje 40 zł, a z Kartą Mieszkańca – 28 zł.
- Dzieci do lat 12 mogą grać wyłącznie w obecności osoby dorosłej.""",
            ),
            Good(
                "preserve",
                "Z kortów tenisowych w Parku Śląskim można korzystać w okresie od 1 maja do 30 września, codziennie w godzinach 7:00–21:00. Opłata wynosi 40 zł za godzinę gry; posiadacze Karty Mieszkańca płacą 28 zł. Kort można zarezerwować na nie dłużej niż 2 godziny dziennie, przy czym rezerwacji trzeba dokonać w aplikacji miejskiej z co najmniej 24-godzinnym wyprzedzeniem. Na kortach wymagane jest obuwie tenisowe o płaskiej podeszwie; osoby w butach do biegania nie zostaną wpuszczone. Dzieci do lat 12 mogą grać jedynie w obecności dorosłego. Ponieważ nawierzchnia ceglana po ulewnym deszczu zwykle potrzebuje około 2–3 godzin na wyschnięcie, zarząd może w takiej sytuacji zamknąć korty bez wcześniejszego uprzedzenia, a pobrana opłata zostanie zwrócona.",
            ),
            Good(
                "en",
                "The tennis courts in Silesian Park are open from 1 May to 30 September, daily from 7 a.m. to 9 p.m. A court may be booked for no more than 2 hours a day, and bookings must be made in the city app at least 24 hours in advance. Tennis shoes with flat soles are required on the courts; players in running shoes will not be let in. After heavy rain the clay surface usually needs about 2–3 hours to dry, so the management may close the courts without prior notice – in that case the fee will be refunded. An hour of play costs PLN 40, or PLN 28 for Resident Card holders. Children under 12 may use the courts only when accompanied by an adult.",
            ),
        ],
        bad=[
            Slip(0, [("schnie zwykle około 2–3 godzin", "schnie 2–3 godziny")], "hedge"),
            Slip(1, [("od 1 maja do 30 września", "od 1 maja do 31 października")], "date"),
            Slip(2, [("bookings must be made", "bookings should be made")], "modality"),
        ],
    ),
    Case(
        key="pl-dokumentacja-biblioteki-walidacja-numerow-iban",
        source="""# ibanek

Lekka biblioteka w Pythonie do walidacji numerów IBAN. Sprawdza długość numeru dla danego kraju oraz sumę kontrolną zgodnie z normą ISO 13616.

## Instalacja

```
pip install ibanek
```

## Użycie

Funkcja `validate_iban()` zwraca `True` albo `False` i nie rzuca wyjątków. Spacje i małe litery są akceptowane, więc nie musisz ich wcześniej usuwać. Jeśli potrzebujesz informacji o przyczynie błędu, użyj `check_iban()`, która zwraca obiekt `IbanResult` z polem `reason`.

Biblioteka nie łączy się z internetem i nie weryfikuje, czy konto rzeczywiście istnieje. Wymaga Pythona 3.9 lub nowszego.""",
        good=[
            Good(
                "preserve",
                """# ibanek

`ibanek` to niewielka biblioteka dla Pythona, która waliduje numery IBAN: sprawdza długość numeru właściwą dla danego kraju i sumę kontrolną według normy ISO 13616.

## Instalacja

```
pip install ibanek
```

## Użycie

`validate_iban()` zwraca `True` lub `False` i nie rzuca wyjątków. Nie musisz wcześniej usuwać spacji ani zamieniać małych liter – funkcja je akceptuje. Jeśli chcesz poznać przyczynę błędu, skorzystaj z `check_iban()`: zwraca ona obiekt `IbanResult` z polem `reason`.

Biblioteka działa bez łączenia się z internetem i nie sprawdza, czy dane konto naprawdę istnieje. Wymagany jest Python 3.9 lub nowszy.""",
            ),
            Good(
                "preserve",
                """# ibanek

Biblioteka Pythona do sprawdzania poprawności numerów IBAN. Kontroluje, czy długość numeru pasuje do kraju, i weryfikuje sumę kontrolną zgodnie z normą ISO 13616.

## Instalacja

```
pip install ibanek
```

## Użycie

- `validate_iban()` – zwraca `True` albo `False` i nie rzuca wyjątków; przyjmuje numery ze spacjami i małymi literami, więc nie musisz ich wcześniej czyścić.
- `check_iban()` – zwraca obiekt `IbanResult`, którego pole `reason` podaje przyczynę błędu.

Biblioteka nie łączy się z internetem i nie weryfikuje, czy konto faktycznie istnieje. Wymaga Pythona w wersji 3.9 lub nowszej.""",
            ),
            Good(
                "en",
                """# ibanek

A lightweight Python library for validating IBAN numbers. It checks the number's length for the given country and its checksum according to the ISO 13616 standard.

## Installation

```
pip install ibanek
```

## Usage

The `validate_iban()` function returns `True` or `False` and does not raise exceptions. Spaces and lowercase letters are accepted, so you don't need to remove them first. If you need to know why a number failed, use `check_iban()`, which returns an `IbanResult` object with a `reason` field.

The library does not connect to the internet and does not verify whether the account actually exists. It requires Python 3.9 or newer.""",
            ),
        ],
        bad=[
            Slip(0, [("z polem `reason`", "z polem `error`")], "code"),
            Slip(1, [("```\npip install ibanek\n```", "pip install ibanek")], "markdown"),
            Slip(2, [("and does not verify whether", "and also verifies whether")], "negation"),
        ],
    ),
    Case(
        key="pl-bezplatne-badania-sluchu-dla-seniorow",
        source="Bezpłatne badania słuchu dla seniorów. W dniach 14–16 października 2025 r. w Centrum Aktywności Seniora przy ul. Ogrodowej 5 w Lublinie audiolodzy z Fundacji „Słyszę” przeprowadzą bezpłatne badania słuchu dla osób powyżej 60. roku życia. Badanie trwa około 20 minut i jest nieinwazyjne. Liczba miejsc jest ograniczona do 90, dlatego obowiązują zapisy pod numerem 81 532 44 10 lub przez formularz na stronie slysze.org.pl/lublin. Według danych fundacji niedosłuch może dotyczyć nawet co trzeciej osoby po 65. roku życia, a wiele osób prawdopodobnie nie zdaje sobie z tego sprawy. Osoby, u których wykryty zostanie problem, otrzymają skierowanie do dalszej diagnostyki. Prosimy zabrać ze sobą dowód osobisty.",
        good=[
            Good(
                "preserve",
                "Masz ponad 60 lat i chcesz sprawdzić słuch? Od 14 do 16 października 2025 r. audiolodzy z Fundacji „Słyszę” zbadają go bezpłatnie w Centrum Aktywności Seniora przy ul. Ogrodowej 5 w Lublinie. Badanie jest nieinwazyjne i zajmuje około 20 minut. Przygotowano tylko 90 miejsc, więc trzeba się wcześniej zapisać: telefonicznie (81 532 44 10) albo przez formularz na stronie slysze.org.pl/lublin. Prosimy, zabierz ze sobą dowód osobisty. Jeśli badanie wykaże problem, dostaniesz skierowanie na dalszą diagnostykę. Fundacja podaje, że niedosłuch może dotyczyć nawet co trzeciej osoby po 65. roku życia, a wiele osób prawdopodobnie nie zdaje sobie z tego sprawy.",
            ),
            Good(
                "preserve",
                """Fundacja „Słyszę” zaprasza osoby powyżej 60. roku życia na bezpłatne badania słuchu.
- Termin: 14–16 października 2025 r.
- Miejsce: Centrum Aktywności Seniora, ul. Ogrodowa 5, Lublin.
- Badanie: nieinwazyjne, trwa około 20 minut, wykonują je audiolodzy fundacji.
- Zapisy: tel. 81 532 44 10 lub formularz na stronie slysze.org.pl/lublin (liczba miejsc ograniczona do 90).
- Prosimy zabrać ze sobą dowód osobisty.

Osoby, u których zostanie wykryty problem, otrzymają skierowanie do dalszej diagnostyki. Według danych fundacji niedosłuch może dotyczyć nawet co trzeciej osoby po 65. roku życia, a wiele osób prawdopodobnie nie zdaje sobie z tego sprawy.""",
            ),
            Good(
                "en",
                "Free hearing tests for seniors. From 14 to 16 October 2025, audiologists from the “Słyszę” Foundation will carry out free hearing tests for people over 60 at the Senior Activity Centre, ul. Ogrodowa 5, Lublin. The test takes about 20 minutes and is non-invasive. Places are limited to 90, so registration is required, by phone at 81 532 44 10 or through the form at slysze.org.pl/lublin. According to the foundation's data, hearing loss may affect as many as one in three people over 65, and many people are probably unaware of it. Anyone found to have a problem will receive a referral for further diagnosis. Please bring your ID card with you.",
            ),
        ],
        bad=[
            Slip(0, [("a wiele osób prawdopodobnie nie zdaje", "a wiele osób nie zdaje")], "hedge"),
            Slip(1, [("slysze.org.pl/lublin", "slysze.pl/lublin")], "url"),
            Slip(2, [("limited to 90", "limited to 120")], "number"),
        ],
    ),
    Case(
        key="pl-regulamin-konkursu-najpiekniejszy-balkon-osiedla",
        source="Regulamin konkursu „Najpiękniejszy Balkon Bydgoszczy 2025” – wyciąg. Organizatorem konkursu jest Rada Osiedla Fordon. W konkursie mogą wziąć udział mieszkańcy osiedla, którzy samodzielnie urządzili balkon lub ogródek przydomowy. Zgłoszenie musi zawierać 3 zdjęcia balkonu i wypełniony formularz; prace przyjmujemy do 15 lipca 2025 r. Jury oceni zgłoszenia, biorąc pod uwagę estetykę, dobór roślin i pomysłowość. Uczestnik może zgłosić tylko jeden balkon. Członkowie jury i ich rodziny nie mogą brać udziału w konkursie. Wyniki ogłosimy 10 sierpnia 2025 r. podczas festynu osiedlowego. Dane osobowe uczestników przetwarzane są zgodnie z art. 6 ust. 1 lit. a RODO wyłącznie w celu przeprowadzenia konkursu.",
        good=[
            Good(
                "preserve",
                """Konkurs „Najpiękniejszy Balkon Bydgoszczy 2025” – najważniejsze zasady regulaminu:
1. Organizator: Rada Osiedla Fordon.
2. Udział mogą wziąć mieszkańcy osiedla, którzy sami urządzili swój balkon lub ogródek przydomowy.
3. Zgłoszenie musi zawierać wypełniony formularz oraz 3 zdjęcia balkonu. Prace przyjmujemy do 15 lipca 2025 r.
4. Każdy uczestnik może zgłosić tylko jeden balkon.
5. W konkursie nie mogą startować członkowie jury ani ich rodziny.
6. Jury oceni estetykę, dobór roślin i pomysłowość.
7. Wyniki zostaną ogłoszone 10 sierpnia 2025 r. na festynie osiedlowym.
8. Dane osobowe uczestników są przetwarzane na podstawie art. 6 ust. 1 lit. a RODO, wyłącznie w celu przeprowadzenia konkursu.""",
            ),
            Good(
                "preserve",
                "Rada Osiedla Fordon zaprasza do konkursu „Najpiękniejszy Balkon Bydgoszczy 2025”! Mogą w nim wystartować mieszkańcy osiedla, którzy własnoręcznie urządzili balkon albo ogródek przydomowy – każdy może zgłosić tylko jeden balkon. Zgłoszenie musi zawierać wypełniony formularz i 3 zdjęcia balkonu; czekamy na nie do 15 lipca 2025 r. Jury weźmie pod uwagę estetykę, dobór roślin oraz pomysłowość, a wyniki ogłosimy 10 sierpnia 2025 r. w trakcie festynu osiedlowego. W konkursie nie mogą uczestniczyć członkowie jury ani ich rodziny. Dane osobowe uczestników przetwarzamy wyłącznie w celu przeprowadzenia konkursu, zgodnie z art. 6 ust. 1 lit. a RODO.",
            ),
            Good(
                "en",
                "Rules of the “Most Beautiful Balcony of Bydgoszcz 2025” competition – extract. The competition is organised by the Fordon Housing Estate Council. Residents of the estate who arranged their balcony or front garden themselves may take part. Each entry must include 3 photos of the balcony and a completed form; entries are accepted until 15 July 2025. The jury will judge the entries on aesthetics, choice of plants and creativity. Each participant may enter only one balcony. Jury members and their families may not take part in the competition. The results will be announced on 10 August 2025 at the estate fair. Participants' personal data are processed under Art. 6(1)(a) GDPR solely for the purpose of running the competition.",
            ),
        ],
        bad=[
            Slip(
                0, [("art. 6 ust. 1 lit. a RODO", "art. 6 ust. 1 lit. f RODO")], "legal_reference"
            ),
            Slip(1, [("do 15 lipca 2025 r.", "do 15 czerwca 2025 r.")], "date"),
            Slip(2, [("Each entry must include", "Each entry should include")], "modality"),
        ],
    ),
    Case(
        key="pl-gmina-ogloszenie-przetargu-na-dzialki",
        source="Wójt Gminy Kołbaskowo ogłasza pierwszy przetarg ustny nieograniczony na sprzedaż 4 niezabudowanych działek w obrębie Przecław, przeznaczonych w miejscowym planie pod zabudowę jednorodzinną. Działki mają powierzchnię od 1012 do 1240 m², a cena wywoławcza wynosi od 189 000 zł do 231 000 zł brutto. Przetarg odbędzie się 22 kwietnia 2025 r. o godz. 10:00 w sali nr 12 Urzędu Gminy. Warunkiem udziału jest wpłata wadium w wysokości 10% ceny wywoławczej do 16 kwietnia 2025 r. Działki nie mają jeszcze przyłącza do sieci kanalizacyjnej. Przetarg prowadzony jest na podstawie art. 37 ust. 1 ustawy z dnia 21 sierpnia 1997 r. o gospodarce nieruchomościami. Szczegóły można uzyskać pod numerem 91 311 96 20.",
        good=[
            Good(
                "preserve",
                "Wójt Gminy Kołbaskowo ogłasza pierwszy przetarg ustny nieograniczony na sprzedaż czterech niezabudowanych działek w obrębie Przecław. Zgodnie z miejscowym planem działki są przeznaczone pod zabudowę jednorodzinną; ich powierzchnia wynosi od 1012 do 1240 m², a ceny wywoławcze – od 189 000 do 231 000 zł brutto. Nieruchomości nie są jeszcze przyłączone do sieci kanalizacyjnej. Przetarg zostanie przeprowadzony 22 kwietnia 2025 r. o godz. 10:00 w sali nr 12 Urzędu Gminy, na podstawie art. 37 ust. 1 ustawy z dnia 21 sierpnia 1997 r. o gospodarce nieruchomościami. Aby wziąć w nim udział, trzeba do 16 kwietnia 2025 r. wpłacić wadium równe 10% ceny wywoławczej. Szczegółowych informacji udziela urząd pod numerem 91 311 96 20.",
            ),
            Good(
                "preserve",
                """Gmina Kołbaskowo sprzedaje działki – pierwszy przetarg ustny nieograniczony ogłoszony przez Wójta Gminy
- Przedmiot: 4 niezabudowane działki w obrębie Przecław, w miejscowym planie przeznaczone pod zabudowę jednorodzinną.
- Powierzchnia: od 1012 do 1240 m².
- Cena wywoławcza: od 189 000 zł do 231 000 zł brutto.
- Kanalizacja: działki nie mają jeszcze przyłącza do sieci.
- Termin i miejsce: 22 kwietnia 2025 r., godz. 10:00, sala nr 12 Urzędu Gminy.
- Wadium: 10% ceny wywoławczej, płatne do 16 kwietnia 2025 r. (warunek udziału).
- Podstawa prawna: art. 37 ust. 1 ustawy z dnia 21 sierpnia 1997 r. o gospodarce nieruchomościami.
- Informacje: tel. 91 311 96 20.""",
            ),
            Good(
                "en",
                "The Head of Kołbaskowo Commune announces the first open oral auction for the sale of 4 undeveloped plots in the Przecław precinct, zoned for single-family housing in the local plan. The plots range from 1,012 to 1,240 m², with starting prices from PLN 189,000 to PLN 231,000 gross. The auction will be held on 22 April 2025 at 10:00 a.m. in room 12 of the Commune Office. To take part, bidders must pay a deposit of 10% of the starting price by 16 April 2025. The plots are not yet connected to the sewage network. The auction is conducted under Article 37(1) of the Act of 21 August 1997 on Real Estate Management. Further details are available by phone at 91 311 96 20.",
            ),
        ],
        bad=[
            Slip(0, [("wadium równe 10% ceny", "wadium równe 5% ceny")], "number"),
            Slip(1, [("art. 37 ust. 1", "art. 38 ust. 1")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "The plots are not yet connected to the sewage network.",
                        "The plots are not yet connected to the sewage network, but the commune will complete the connection by the end of 2025.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-rezerwacja-grilla-pole-biwakowe-nadlesnictwo",
        source="Zasady rezerwacji miejsc grillowych na polu biwakowym „Pod Dębem”. Na polu znajduje się 6 zadaszonych stanowisk grillowych, każde ze stołem dla 10 osób. Stanowisko można zarezerwować na maksymalnie 4 godziny przez formularz na stronie nadleśnictwa lub w leśniczówce. Opłata wynosi 30 zł za rezerwację, a węgiel drzewny trzeba przywieźć we własnym zakresie. Ogień wolno rozpalać wyłącznie w paleniskach; nie wolno używać podpałki w płynie ani zostawiać żaru bez nadzoru. Po zakończeniu korzystania trzeba wygasić palenisko i zabrać wszystkie śmieci ze sobą – na polu nie ma kontenerów. W okresie zagrożenia pożarowego III stopnia nadleśnictwo może odwołać rezerwacje, a opłata zostanie wtedy zwrócona.",
        good=[
            Good(
                "preserve",
                """Rezerwacja grilla na polu biwakowym „Pod Dębem” – co musisz wiedzieć:
- Do dyspozycji jest 6 zadaszonych stanowisk grillowych; przy każdym stoi stół dla 10 osób.
- Stanowisko zarezerwujesz na maksymalnie 4 godziny – przez formularz na stronie nadleśnictwa albo w leśniczówce.
- Rezerwacja kosztuje 30 zł. Węgiel drzewny musisz przywieźć sam.
- Ogień możesz rozpalać tylko w paleniskach. Nie wolno używać podpałki w płynie ani zostawiać żaru bez nadzoru.
- Po grillowaniu trzeba wygasić palenisko i zabrać ze sobą wszystkie śmieci – na polu nie ma kontenerów.
- Przy III stopniu zagrożenia pożarowego nadleśnictwo może odwołać rezerwację; opłata zostanie wtedy zwrócona.""",
            ),
            Good(
                "preserve",
                "Pole biwakowe „Pod Dębem” dysponuje sześcioma zadaszonymi stanowiskami grillowymi, z których każde wyposażono w stół dla 10 osób. Stanowisko można zarezerwować na okres nie dłuższy niż 4 godziny za pomocą formularza na stronie nadleśnictwa lub osobiście w leśniczówce; opłata wynosi 30 zł za rezerwację. Węgiel drzewny trzeba zapewnić we własnym zakresie. Rozpalanie ognia jest dozwolone wyłącznie w paleniskach. Zabrania się stosowania podpałki w płynie oraz pozostawiania żaru bez nadzoru. Po zakończeniu grillowania trzeba wygasić palenisko i zabrać ze sobą wszystkie odpady, ponieważ na terenie pola nie ustawiono kontenerów. W okresie III stopnia zagrożenia pożarowego nadleśnictwo może odwołać rezerwację, zwracając pobraną opłatę.",
            ),
            Good(
                "en",
                "Barbecue booking rules at the “Pod Dębem” campsite. The site has 6 covered barbecue stations, each with a table for 10 people. A station can be booked for up to 4 hours using the form on the forest district's website or at the forester's lodge. The fee is PLN 30 per booking, and you must bring your own charcoal. Fires may be lit only in the fire pits; liquid firelighters must not be used and embers must not be left unattended. When you finish, you must put out the fire pit and take all your rubbish with you – there are no bins on the site. During a period of level III fire risk, the forest district may cancel bookings, in which case the fee will be refunded.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Do dyspozycji jest 6 zadaszonych", "Do dyspozycji jest 8 zadaszonych")],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "Zabrania się stosowania podpałki w płynie oraz pozostawiania",
                        "Dozwolone jest stosowanie podpałki w płynie, zabrania się natomiast pozostawiania",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("you must put out the fire pit", "you should put out the fire pit")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-streszczenie-raportu-o-halasie-drogowym",
        source="Streszczenie raportu „Hałas drogowy w miastach Polski 2024”, przygotowanego przez zespół dr Anny Wróblewskiej z Instytutu Ochrony Środowiska. Autorzy przeanalizowali pomiary z 48 stacji monitoringu w 12 miastach. Szacuje się, że około 2,1 mln mieszkańców jest narażonych na hałas przekraczający 65 dB w porze dziennej. Największe przekroczenia odnotowano przy trasach wylotowych, gdzie poziom nocny rzadko spadał poniżej 55 dB. Raport powołuje się na wytyczne WHO z 2018 r. (Environmental Noise Guidelines for the European Region, s. 27), według których długotrwała ekspozycja na hałas prawdopodobnie zwiększa ryzyko chorób układu krążenia. Autorzy zalecają, by gminy rozważyły ograniczenie prędkości do 40 km/h na wybranych odcinkach i montaż cichych nawierzchni.",
        good=[
            Good(
                "preserve",
                "Raport „Hałas drogowy w miastach Polski 2024” (zespół dr Anny Wróblewskiej, Instytut Ochrony Środowiska) opiera się na pomiarach z 48 stacji monitoringu w 12 miastach. Według szacunków około 2,1 mln mieszkańców jest w ciągu dnia narażonych na hałas powyżej 65 dB. Najgorzej jest przy trasach wylotowych: tam nocny poziom hałasu rzadko spadał poniżej 55 dB. Powołując się na wytyczne WHO z 2018 r. (Environmental Noise Guidelines for the European Region, s. 27), autorzy wskazują, że długotrwałe narażenie na hałas prawdopodobnie podnosi ryzyko chorób układu krążenia. Rekomendują, aby gminy rozważyły ograniczenie prędkości do 40 km/h na wybranych odcinkach oraz montaż cichych nawierzchni.",
            ),
            Good(
                "preserve",
                """Najważniejsze wnioski z raportu „Hałas drogowy w miastach Polski 2024”, przygotowanego przez zespół dr Anny Wróblewskiej z Instytutu Ochrony Środowiska:
- Analiza objęła pomiary z 48 stacji monitoringu w 12 miastach.
- Szacuje się, że około 2,1 mln mieszkańców jest narażonych na hałas przekraczający w dzień 65 dB.
- Największe przekroczenia wystąpiły przy trasach wylotowych; w nocy poziom hałasu rzadko był tam niższy niż 55 dB.
- Zgodnie z przywołanymi wytycznymi WHO z 2018 r. (Environmental Noise Guidelines for the European Region, s. 27) długotrwała ekspozycja na hałas prawdopodobnie zwiększa ryzyko chorób układu krążenia.
- Zalecenie autorów dla gmin: rozważyć ograniczenie prędkości do 40 km/h na wybranych odcinkach i montaż cichych nawierzchni.""",
            ),
            Good(
                "en",
                "Summary of the report “Road Noise in Polish Cities 2024”, prepared by a team led by Dr Anna Wróblewska of the Institute of Environmental Protection. The authors analysed measurements from 48 monitoring stations in 12 cities. It is estimated that around 2.1 million residents are exposed to daytime noise above 65 dB. The largest exceedances were recorded along exit routes out of the cities, where night-time levels rarely fell below 55 dB. The report cites the 2018 WHO guidelines (Environmental Noise Guidelines for the European Region, p. 27), according to which long-term exposure to noise probably increases the risk of cardiovascular disease. The authors recommend that municipalities consider lowering the speed limit to 40 km/h on selected sections and laying low-noise road surfaces.",
            ),
        ],
        bad=[
            Slip(0, [("s. 27)", "s. 72)")], "citation"),
            Slip(1, [("prawdopodobnie zwiększa", "zwiększa")], "hedge"),
            Slip(2, [("from 48 monitoring stations", "from 40 monitoring stations")], "number"),
        ],
    ),
    Case(
        key="pl-artykul-popoludniowa-kawa-a-sen",
        source="Czy popołudniowa kawa psuje sen? Badanie opublikowane w 2013 r. w „Journal of Clinical Sleep Medicine” (Drake i in., t. 9, nr 11) wykazało, że 400 mg kofeiny przyjęte nawet 6 godzin przed snem skracało całkowity czas snu średnio o ponad godzinę. Co ciekawe, uczestnicy często nie zauważali tego pogorszenia. Badanie objęło jednak tylko 12 zdrowych dorosłych, więc jego wyniki należy traktować ostrożnie. Wrażliwość na kofeinę prawdopodobnie zależy też od genów i wieku. Eksperci zwykle radzą, by ostatnią kawę wypić najpóźniej wczesnym popołudniem, choć nie jest to sztywna reguła. Jeśli masz problemy ze snem, warto porozmawiać z lekarzem.",
        good=[
            Good(
                "preserve",
                "Czy kawa wypita po południu psuje sen? W badaniu opublikowanym w 2013 r. w „Journal of Clinical Sleep Medicine” (Drake i in., t. 9, nr 11) 400 mg kofeiny przyjęte nawet 6 godzin przed snem skracało całkowity czas snu średnio o ponad godzinę – a badani często tego nie zauważali. Trzeba jednak pamiętać, że wzięło w nim udział tylko 12 zdrowych dorosłych, więc do wyników należy podchodzić ostrożnie. To, jak reagujemy na kofeinę, prawdopodobnie zależy też od genów i wieku. Eksperci zwykle radzą, by ostatnią kawę pić najpóźniej wczesnym popołudniem, choć nie jest to sztywna zasada. Jeśli źle sypiasz, warto porozmawiać z lekarzem.",
            ),
            Good(
                "preserve",
                "Czy spożywanie kawy po południu pogarsza sen? Według badania Drake i in. („Journal of Clinical Sleep Medicine”, 2013, t. 9, nr 11) dawka 400 mg kofeiny przyjęta nawet 6 godzin przed snem skracała całkowity czas snu średnio o ponad godzinę, przy czym uczestnicy często nie dostrzegali tego pogorszenia. Próba liczyła jednak zaledwie 12 zdrowych dorosłych, dlatego wyniki należy traktować z ostrożnością. Indywidualna wrażliwość na kofeinę prawdopodobnie zależy także od czynników genetycznych i wieku. Specjaliści zwykle zalecają, by ostatnią kawę wypić najpóźniej wczesnym popołudniem, choć nie stanowi to sztywnej reguły. W razie problemów ze snem warto skonsultować się z lekarzem.",
            ),
            Good(
                "en",
                "Does an afternoon coffee ruin your sleep? A study published in 2013 in the Journal of Clinical Sleep Medicine (Drake et al., vol. 9, no. 11) found that 400 mg of caffeine taken as much as 6 hours before bedtime cut total sleep time by more than an hour on average. Interestingly, participants often did not notice this decline. However, the study included only 12 healthy adults, so its results should be treated with caution. Sensitivity to caffeine probably also depends on genes and age. Experts usually advise having your last coffee no later than early afternoon, although this is not a strict rule. If you have trouble sleeping, it is worth talking to a doctor.",
            ),
        ],
        bad=[
            Slip(0, [("t. 9, nr 11)", "t. 9, nr 4)")], "citation"),
            Slip(1, [("prawdopodobnie zależy także", "zależy także")], "hedge"),
            Slip(
                2,
                [
                    (
                        "the study included only 12 healthy adults",
                        "the study, funded by an energy-drink maker, included only 12 healthy adults",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-wspolnota-mieszkaniowa-wymiana-wodomierzy",
        source="Zarząd Wspólnoty Mieszkaniowej „Słoneczna 8” informuje, że w dniach 9–11 czerwca 2025 r. firma Hydro-Serwis wymieni wszystkie wodomierze w lokalach na nowe, z odczytem radiowym. Prace w jednym mieszkaniu potrwają około 30 minut. Harmonogram z podziałem na klatki zostanie wywieszony na tablicach ogłoszeń do 2 czerwca. Właściciele muszą zapewnić dostęp do pionów wodnych. Jeśli nie możesz być obecny w wyznaczonym terminie, przekaż klucze sąsiadowi lub umów inny termin z administratorem. Wymiana jest bezpłatna – koszt pokrywa fundusz remontowy. W czasie prac woda nie będzie dostępna w całym pionie przez maksymalnie 2 godziny. Monterzy nie będą pobierać żadnych opłat ani podpisów na umowach.",
        good=[
            Good(
                "preserve",
                "Zarząd Wspólnoty Mieszkaniowej „Słoneczna 8” informuje: od 9 do 11 czerwca 2025 r. firma Hydro-Serwis wymieni wszystkie wodomierze w mieszkaniach na nowe, odczytywane radiowo. W jednym lokalu prace zajmą około pół godziny. Harmonogram dla poszczególnych klatek zawiśnie na tablicach ogłoszeń do 2 czerwca. Jako właściciel musisz zapewnić dostęp do pionów wodnych. Nie będzie Cię w domu w wyznaczonym terminie? Zostaw klucze sąsiadowi albo uzgodnij inny termin z administratorem. Za wymianę nic nie płacisz – koszt pokrywa fundusz remontowy. Podczas prac woda w całym pionie zostanie wyłączona najwyżej na 2 godziny. Pamiętaj: monterzy nie pobierają żadnych opłat i nie zbierają podpisów pod umowami.",
            ),
            Good(
                "preserve",
                """Komunikat Zarządu Wspólnoty Mieszkaniowej „Słoneczna 8” – wymiana wodomierzy
1. Termin: 9–11 czerwca 2025 r.; wykonawca: firma Hydro-Serwis.
2. Zakres: wymiana wszystkich wodomierzy w lokalach na nowe urządzenia z odczytem radiowym; w jednym mieszkaniu prace potrwają około 30 minut.
3. Harmonogram z podziałem na klatki zostanie wywieszony na tablicach ogłoszeń do 2 czerwca.
4. Właściciele lokali muszą zapewnić dostęp do pionów wodnych. W razie nieobecności w wyznaczonym terminie przekaż klucze sąsiadowi lub umów inny termin z administratorem.
5. Wymiana jest bezpłatna; jej koszt pokrywa fundusz remontowy.
6. W trakcie prac woda w całym pionie będzie niedostępna przez maksymalnie 2 godziny.
7. Monterzy nie będą pobierać żadnych opłat ani podpisów na umowach.""",
            ),
            Good(
                "en",
                "The Board of the “Słoneczna 8” Housing Community informs residents that from 9 to 11 June 2025 Hydro-Serwis will replace all water meters in the flats with new radio-read meters. The work will take about 30 minutes per flat. A schedule broken down by staircase will be posted on the notice boards by 2 June. Owners must provide access to the water risers. If you cannot be at home at the scheduled time, leave your keys with a neighbour or arrange another date with the property manager. The replacement is free of charge – the cost is covered by the renovation fund. During the work, water will be unavailable in the whole riser for no more than 2 hours. The fitters will not collect any fees or ask anyone to sign contracts.",
            ),
        ],
        bad=[
            Slip(0, [("do 2 czerwca", "do 6 czerwca")], "date"),
            Slip(
                1,
                [("Właściciele lokali muszą zapewnić", "Właściciele lokali powinni zapewnić")],
                "modality",
            ),
            Slip(
                2,
                [("will not collect any fees or ask anyone", "will collect fees and ask owners")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-readme-narzedzia-csv2xlsx-konwersja",
        source="""# csv2xlsx

Proste narzędzie wiersza poleceń, które konwertuje pliki CSV do formatu XLSX bez potrzeby instalowania pakietu biurowego.

## Szybki start

```bash
csv2xlsx dane.csv -o raport.xlsx --sep ';'
```

Domyślnym separatorem jest przecinek, a kodowaniem UTF-8. Jeśli plik pochodzi ze starszego systemu, ustaw kodowanie opcją `--encoding cp1250`.

## Ograniczenia

- arkusz może mieć najwyżej 1 048 576 wierszy,
- formuły nie są przeliczane,
- pliki większe niż 200 MB mogą być przetwarzane bardzo wolno.

Błędy zgłaszaj na [stronie projektu](https://github.com/mkowal/csv2xlsx/issues). Narzędzie udostępniamy na licencji MIT.""",
        good=[
            Good(
                "preserve",
                """# csv2xlsx

`csv2xlsx` to proste narzędzie uruchamiane z wiersza poleceń. Zamienia pliki CSV na XLSX i nie wymaga instalowania pakietu biurowego.

## Szybki start

```bash
csv2xlsx dane.csv -o raport.xlsx --sep ';'
```

Jeśli nie podasz innych ustawień, separatorem jest przecinek, a kodowaniem UTF-8. Gdy plik pochodzi ze starszego systemu, ustaw kodowanie opcją `--encoding cp1250`.

## Ograniczenia

- maksymalnie 1 048 576 wierszy w arkuszu,
- formuły nie są przeliczane,
- pliki powyżej 200 MB mogą być przetwarzane bardzo wolno.

Znalazłeś błąd? Zgłoś go na [stronie projektu](https://github.com/mkowal/csv2xlsx/issues). Narzędzie jest dostępne na licencji MIT.""",
            ),
            Good(
                "preserve",
                """# csv2xlsx

Narzędzie wiersza poleceń do konwersji plików CSV na format XLSX – bez konieczności instalowania pakietu biurowego.

## Szybki start

```bash
csv2xlsx dane.csv -o raport.xlsx --sep ';'
```

Ustawienia domyślne to separator w postaci przecinka i kodowanie UTF-8. Jeżeli plik pochodzi ze starszego systemu, ustaw kodowanie za pomocą opcji `--encoding cp1250`.

## Ograniczenia

- maksymalna liczba wierszy w arkuszu wynosi 1 048 576,
- formuły nie są przeliczane,
- pliki większe niż 200 MB mogą być przetwarzane bardzo wolno.

Błędy prosimy zgłaszać na [stronie projektu](https://github.com/mkowal/csv2xlsx/issues). Licencja: MIT.""",
            ),
            Good(
                "en",
                """# csv2xlsx

A simple command-line tool that converts CSV files to XLSX without having to install an office suite.

## Quick start

```bash
csv2xlsx dane.csv -o raport.xlsx --sep ';'
```

The default separator is a comma and the default encoding is UTF-8. If the file comes from an older system, set the encoding with `--encoding cp1250`.

## Limitations

- a sheet can have at most 1,048,576 rows,
- formulas are not recalculated,
- files larger than 200 MB may be processed very slowly.

Report bugs on the [project page](https://github.com/mkowal/csv2xlsx/issues). The tool is released under the MIT licence.""",
            ),
        ],
        bad=[
            Slip(0, [("`--encoding cp1250`", "`--encoding cp1252`")], "code"),
            Slip(
                1,
                [
                    (
                        "- formuły nie są przeliczane,\n- pliki większe",
                        "- formuły nie są przeliczane, pliki większe",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "https://github.com/mkowal/csv2xlsx/issues",
                        "https://github.com/mkowal/csv2xlsx",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-ogrodomania-odstapienie-od-umowy-zwroty",
        source="Zwroty w sklepie Ogrodomania.pl. Zgodnie z art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta możesz odstąpić od umowy zawartej na odległość w ciągu 14 dni od otrzymania paczki, bez podawania przyczyny. Wystarczy wysłać oświadczenie na adres zwroty@ogrodomania.pl lub skorzystać z formularza dołączonego do przesyłki. Towar musisz odesłać najpóźniej 14 dni od dnia, w którym odstąpiłeś od umowy. Zwracamy pieniądze w ciągu 14 dni, tą samą metodą płatności, której użyłeś. Koszt odesłania pokrywa kupujący; przy zwrocie przez paczkomat wynosi on 15,99 zł. Prawo odstąpienia nie przysługuje w przypadku roślin żywych i nasion w otwartych opakowaniach (art. 38 ust. 1 pkt 4 ustawy). Towar powinien być kompletny i nieuszkodzony.",
        good=[
            Good(
                "preserve",
                """Jak zwrócić zakupy w Ogrodomania.pl?
1. Masz 14 dni od otrzymania paczki na odstąpienie od umowy zawartej na odległość – bez podawania przyczyny (art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta).
2. Wyślij oświadczenie na adres zwroty@ogrodomania.pl albo użyj formularza dołączonego do przesyłki.
3. Towar musisz odesłać nie później niż 14 dni od dnia odstąpienia od umowy. Powinien być kompletny i nieuszkodzony.
4. Koszt odesłania ponosisz Ty – zwrot przez paczkomat kosztuje 15,99 zł.
5. Pieniądze oddamy w ciągu 14 dni, tą samą metodą płatności, której użyłeś.

Uwaga: prawo odstąpienia od umowy nie przysługuje w przypadku roślin żywych ani nasion w otwartych opakowaniach (art. 38 ust. 1 pkt 4 ustawy).""",
            ),
            Good(
                "preserve",
                "Klient sklepu Ogrodomania.pl może, na podstawie art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta, odstąpić od umowy zawartej na odległość bez podania przyczyny w terminie 14 dni od otrzymania przesyłki. W tym celu wystarczy przesłać oświadczenie na adres zwroty@ogrodomania.pl lub wypełnić formularz dołączony do paczki. Towar musi zostać odesłany najpóźniej w ciągu 14 dni od dnia odstąpienia od umowy i powinien być kompletny oraz nieuszkodzony. Koszt odesłania ponosi kupujący – w przypadku zwrotu przez paczkomat wynosi on 15,99 zł. Sklep zwraca pieniądze w ciągu 14 dni, przy użyciu tej samej metody płatności, z której skorzystał klient. Prawo odstąpienia nie przysługuje w odniesieniu do roślin żywych oraz nasion w otwartych opakowaniach (art. 38 ust. 1 pkt 4 ustawy).",
            ),
            Good(
                "en",
                "Returns at Ogrodomania.pl. Under Article 27 of the Consumer Rights Act of 30 May 2014, you may withdraw from a distance contract within 14 days of receiving your parcel, without giving a reason. Simply send a statement to zwroty@ogrodomania.pl or use the form included with your parcel. You must send the goods back no later than 14 days from the day you withdrew from the contract. We refund the money within 14 days, using the same payment method you used. The buyer covers the cost of sending the goods back; for a parcel-locker return it is PLN 15.99. The right of withdrawal does not apply to live plants or to seeds in opened packaging (Article 38(1)(4) of the Act). The goods should be complete and undamaged.",
            ),
        ],
        bad=[
            Slip(0, [("kosztuje 15,99 zł", "kosztuje 12,99 zł")], "number"),
            Slip(
                1,
                [("na podstawie art. 27 ustawy", "na podstawie art. 29 ustawy")],
                "legal_reference",
            ),
            Slip(2, [("You must send the goods back", "You may send the goods back")], "modality"),
        ],
    ),
    Case(
        key="pl-komunikat-pylkowy-dla-alergikow-malopolska",
        source="Komunikat pyłkowy dla Małopolski na najbliższy tydzień. W związku z ciepłą i suchą pogodą stężenie pyłku brzozy prawdopodobnie osiągnie wysokie wartości już od środy, a szczyt pylenia spodziewany jest w weekend. Pyłek traw na razie nie występuje w znaczących ilościach. Alergicy powinni unikać dłuższego przebywania na zewnątrz w godzinach popołudniowych i nie wietrzyć mieszkań w ciągu dnia. Opady deszczu zapowiadane na poniedziałek mogą przejściowo obniżyć stężenie pyłku. Osoby przyjmujące leki przeciwhistaminowe nie powinny przerywać leczenia bez konsultacji z lekarzem. Komunikat ma charakter orientacyjny i nie zastępuje porady alergologa.",
        good=[
            Good(
                "preserve",
                "Uwaga, alergicy z Małopolski! Przez ciepłą i suchą pogodę stężenie pyłku brzozy prawdopodobnie będzie wysokie już od środy, a szczytu pylenia spodziewamy się w weekend. Pyłek traw na razie nie pojawia się w znaczących ilościach. W najbliższym tygodniu powinniście unikać dłuższego przebywania na dworze po południu i nie wietrzyć mieszkań w ciągu dnia. Zapowiadany na poniedziałek deszcz może przejściowo obniżyć stężenie pyłku. Jeśli przyjmujecie leki przeciwhistaminowe, nie powinniście przerywać leczenia bez konsultacji z lekarzem. Pamiętajcie, że to komunikat orientacyjny – nie zastąpi porady alergologa.",
            ),
            Good(
                "preserve",
                """Komunikat pyłkowy – Małopolska, najbliższy tydzień

Ze względu na ciepłą i suchą pogodę od środy prawdopodobnie wystąpią wysokie stężenia pyłku brzozy; szczyt pylenia przewiduje się na weekend. Pyłek traw nie występuje na razie w znaczących ilościach. Zapowiadane na poniedziałek opady deszczu mogą chwilowo obniżyć stężenie pyłku.

Alergicy powinni:
- unikać dłuższego przebywania na zewnątrz po południu,
- nie wietrzyć mieszkań w ciągu dnia,
- nie przerywać przyjmowania leków przeciwhistaminowych bez konsultacji z lekarzem.

Komunikat ma charakter orientacyjny i nie zastępuje porady alergologa.""",
            ),
            Good(
                "en",
                "Pollen forecast for Małopolska for the coming week. Because of the warm, dry weather, birch pollen concentrations will probably reach high levels as early as Wednesday, with peak pollination expected at the weekend. Grass pollen is not yet present in significant amounts. Allergy sufferers should avoid spending long periods outdoors in the afternoon and should not air their homes during the day. Rain forecast for Monday may temporarily lower pollen concentrations. People taking antihistamines should not stop their treatment without consulting a doctor. This forecast is for guidance only and does not replace advice from an allergist.",
            ),
        ],
        bad=[
            Slip(0, [("prawdopodobnie będzie wysokie", "będzie wysokie")], "hedge"),
            Slip(
                1, [("Pyłek traw nie występuje na razie", "Pyłek traw występuje już")], "negation"
            ),
            Slip(
                2,
                [
                    (
                        "Because of the warm, dry weather,",
                        "Because of the warm, dry weather and strong southerly winds,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-zasady-bhp-pracowni-chemicznej-liceum",
        source="Zasady bezpieczeństwa w pracowni chemicznej Liceum nr 3. Uczniowie mogą wejść do pracowni wyłącznie w obecności nauczyciela. Podczas doświadczeń każdy musi nosić okulary ochronne i fartuch; osoby z długimi włosami powinny je związać. W pracowni nie wolno jeść ani pić, a odczynników nie wolno wąchać bezpośrednio z naczynia. Każde skaleczenie, oparzenie lub rozlanie odczynnika trzeba natychmiast zgłosić nauczycielowi. Zużyte odczynniki wylewamy wyłącznie do oznaczonych pojemników, nigdy do zlewu. Apteczka i prysznic bezpieczeństwa znajdują się przy drzwiach wejściowych. Po zakończeniu zajęć uczniowie powinni umyć ręce i uporządkować stanowisko.",
        good=[
            Good(
                "preserve",
                """Bezpieczeństwo w pracowni chemicznej Liceum nr 3 – o czym musisz pamiętać:
- Do pracowni możesz wejść tylko w obecności nauczyciela.
- Podczas doświadczeń musisz nosić okulary ochronne i fartuch. Jeśli masz długie włosy, powinieneś je związać.
- W pracowni nie wolno jeść ani pić. Odczynników nie wolno wąchać bezpośrednio z naczynia.
- Każde skaleczenie, oparzenie czy rozlanie odczynnika musisz od razu zgłosić nauczycielowi.
- Zużyte odczynniki wylewaj tylko do oznaczonych pojemników – nigdy do zlewu.
- Apteczka i prysznic bezpieczeństwa są przy drzwiach wejściowych.
- Po zajęciach powinieneś umyć ręce i uporządkować swoje stanowisko.""",
            ),
            Good(
                "preserve",
                "Uczniowie mogą wchodzić do pracowni chemicznej Liceum nr 3 wyłącznie w obecności nauczyciela. W trakcie doświadczeń każdy musi mieć na sobie okulary ochronne oraz fartuch, a osoby z długimi włosami powinny je związać. W pracowni obowiązuje zakaz jedzenia i picia; zabronione jest również wąchanie odczynników bezpośrednio z naczynia. O każdym skaleczeniu, oparzeniu lub rozlaniu odczynnika trzeba natychmiast poinformować nauczyciela. Zużyte odczynniki wylewa się wyłącznie do oznaczonych pojemników, nigdy do zlewu. Apteczka oraz prysznic bezpieczeństwa znajdują się przy drzwiach wejściowych. Po zakończeniu zajęć uczniowie powinni umyć ręce i uporządkować swoje stanowiska.",
            ),
            Good(
                "en",
                "Safety rules for the chemistry lab at Secondary School No. 3. Students may enter the lab only when a teacher is present. During experiments everyone must wear safety goggles and a lab coat; anyone with long hair should tie it back. Eating and drinking in the lab are not allowed, and reagents must not be sniffed directly from the container. Any cut, burn or reagent spill must be reported to the teacher immediately. Used reagents are poured only into the labelled containers, never down the sink. The first-aid kit and the safety shower are next to the entrance door. At the end of the class, students should wash their hands and tidy up their workstations.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Po zajęciach powinieneś umyć ręce", "Po zajęciach możesz umyć ręce")],
                "modality",
            ),
            Slip(1, [("nigdy do zlewu", "a także do zlewu")], "negation"),
            Slip(
                2,
                [
                    (
                        "Any cut, burn or reagent spill must be reported to the teacher immediately.",
                        "Każde skaleczenie, oparzenie lub rozlanie odczynnika trzeba natychmiast zgłosić nauczycielowi.",
                    ),
                    (
                        "The first-aid kit and the safety shower are next to the entrance door.",
                        "Apteczka i prysznic bezpieczeństwa znajdują się przy drzwiach wejściowych.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-notatka-ze-spotkania-projektu-ewnioski",
        source="Notatka ze spotkania zespołu projektu „e-Wnioski” (środa, 12 lutego 2025 r.). Obecni: Marta Zielińska, Piotr Nowak, Karolina Dąbek, Tomasz Lis. Ustalono, że wersja beta aplikacji zostanie udostępniona 50 urzędnikom z Wydziału Komunikacji 3 marca. Piotr przygotuje do 24 lutego instrukcję dla testerów, a Karolina skonfiguruje zgłaszanie błędów w Jirze. Testy potrwają 3 tygodnie. Budżet na poprawki po testach wynosi 18 000 zł i nie może zostać przekroczony bez zgody kierownika projektu. Kwestia integracji z systemem podpisu elektronicznego pozostaje otwarta – Tomasz sprawdzi, czy dostawca udostępni API jeszcze w tym kwartale. Kolejne spotkanie odbędzie się 26 lutego o 10:00.",
        good=[
            Good(
                "preserve",
                """**Spotkanie zespołu „e-Wnioski” – środa, 12.02.2025**
Obecni: Marta Zielińska, Piotr Nowak, Karolina Dąbek, Tomasz Lis.

Ustalenia:
- 3 marca wersja beta aplikacji trafi do 50 urzędników z Wydziału Komunikacji; testy potrwają 3 tygodnie.
- Piotr do 24 lutego przygotuje instrukcję dla testerów.
- Karolina skonfiguruje zgłaszanie błędów w Jirze.
- Budżet na poprawki po testach: 18 000 zł – nie może zostać przekroczony bez zgody kierownika projektu.
- Sprawa otwarta: integracja z systemem podpisu elektronicznego. Tomasz sprawdzi, czy dostawca udostępni API jeszcze w tym kwartale.

Następne spotkanie: 26 lutego, godz. 10:00.""",
            ),
            Good(
                "preserve",
                "W spotkaniu zespołu projektu „e-Wnioski”, które odbyło się w środę 12 lutego 2025 r., uczestniczyli: Marta Zielińska, Piotr Nowak, Karolina Dąbek i Tomasz Lis. Zespół ustalił, że 3 marca wersja beta aplikacji zostanie udostępniona 50 urzędnikom z Wydziału Komunikacji, a testy potrwają trzy tygodnie. Do 24 lutego Piotr opracuje instrukcję dla testerów, natomiast Karolina skonfiguruje w Jirze zgłaszanie błędów. Na poprawki po testach przewidziano 18 000 zł – kwoty tej nie wolno przekroczyć bez zgody kierownika projektu. Otwarta pozostaje kwestia integracji z systemem podpisu elektronicznego: Tomasz sprawdzi, czy dostawca udostępni API jeszcze w bieżącym kwartale. Następne spotkanie zaplanowano na 26 lutego na godzinę 10:00.",
            ),
            Good(
                "en",
                "Notes from the “e-Wnioski” project team meeting (Wednesday, 12 February 2025). Present: Marta Zielińska, Piotr Nowak, Karolina Dąbek, Tomasz Lis. It was agreed that the beta version of the app will be made available to 50 officials from the Transport Department on 3 March. Piotr will prepare instructions for testers by 24 February, and Karolina will set up bug reporting in Jira. Testing will last 3 weeks. The budget for post-test fixes is PLN 18,000 and may not be exceeded without the project manager's approval. The question of integration with the electronic signature system remains open – Tomasz will check whether the provider will release an API within this quarter. The next meeting will take place on 26 February at 10:00.",
            ),
        ],
        bad=[
            Slip(0, [("trafi do 50 urzędników", "trafi do 30 urzędników")], "number"),
            Slip(1, [("Do 24 lutego Piotr", "Do 28 lutego Piotr")], "date"),
            Slip(
                2,
                [
                    (
                        "whether the provider will release",
                        "whether the provider, Asseco, will release",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-badanie-aktywnosc-fizyczna-polskich-nastolatkow",
        source="Z opublikowanego w 2023 r. w „Przeglądzie Pediatrycznym” badania (Kowalczyk i Marek, t. 52, s. 114–121) wynika, że tylko 21% polskich nastolatków w wieku 13–15 lat spełnia zalecenie WHO dotyczące 60 minut umiarkowanej lub intensywnej aktywności fizycznej dziennie. Dziewczęta były aktywne rzadziej niż chłopcy. Autorzy sugerują, że jedną z przyczyn może być spadek liczby zajęć sportowych po szkole w okresie pandemii, zastrzegając jednak, że badanie miało charakter przekrojowy i nie pozwala ustalić związku przyczynowego. Dane zebrano za pomocą ankiet wypełnianych przez samych uczniów, co mogło prowadzić do zawyżenia deklarowanej aktywności. Autorzy postulują więcej lekcji WF prowadzonych na świeżym powietrzu.",
        good=[
            Good(
                "preserve",
                "Tylko 21% polskich nastolatków w wieku 13–15 lat spełnia zalecenie WHO, by codziennie poświęcać 60 minut na umiarkowaną lub intensywną aktywność fizyczną – wynika z badania opublikowanego w 2023 r. w „Przeglądzie Pediatrycznym” (Kowalczyk i Marek, t. 52, s. 114–121). Dziewczęta były aktywne rzadziej niż chłopcy. Zdaniem autorów jedną z przyczyn może być to, że w czasie pandemii ubyło zajęć sportowych po szkole. Zastrzegają jednak, że badanie było przekrojowe, więc nie pozwala ustalić związku przyczynowego. Uczniowie sami wypełniali ankiety, co mogło prowadzić do zawyżenia deklarowanej aktywności. Autorzy opowiadają się za tym, by więcej lekcji WF odbywało się na świeżym powietrzu.",
            ),
            Good(
                "preserve",
                """Badanie: Kowalczyk i Marek, „Przegląd Pediatryczny” 2023, t. 52, s. 114–121.

Główne wyniki:
- zalecenie WHO dotyczące 60 minut umiarkowanej lub intensywnej aktywności fizycznej dziennie spełnia zaledwie 21% polskich nastolatków w wieku 13–15 lat;
- dziewczęta były aktywne rzadziej niż chłopcy;
- według autorów jedną z przyczyn może być spadek liczby zajęć sportowych po szkole w okresie pandemii.

Ograniczenia: badanie miało charakter przekrojowy i nie pozwala ustalić związku przyczynowego; dane pochodzą z ankiet wypełnianych przez samych uczniów, co mogło prowadzić do zawyżenia deklarowanej aktywności.

Postulat autorów: więcej lekcji WF prowadzonych na świeżym powietrzu.""",
            ),
            Good(
                "en",
                "A study published in 2023 in Przegląd Pediatryczny (Kowalczyk and Marek, vol. 52, pp. 114–121) found that only 21% of Polish teenagers aged 13–15 meet the WHO recommendation of 60 minutes of moderate or vigorous physical activity a day. Girls were active less often than boys. The authors suggest that one reason may be the drop in after-school sports activities during the pandemic, while cautioning that the study was cross-sectional and cannot establish a causal link. The data were collected through questionnaires completed by the pupils themselves, which may have led to overreporting of activity. The authors call for more PE lessons to be held outdoors.",
            ),
        ],
        bad=[
            Slip(
                0, [("jedną z przyczyn może być to, że", "jedną z przyczyn jest to, że")], "hedge"
            ),
            Slip(1, [("t. 52, s. 114–121", "t. 52, s. 141–148")], "citation"),
            Slip(
                2,
                [
                    (
                        "Girls were active less often than boys.",
                        "Girls were active less often than boys, especially in rural schools.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-gminna-akcja-szczepienia-psow-wscieklizna",
        source="Urząd Gminy Wierzchosławice przypomina, że zgodnie z przepisami każdy pies powyżej 3. miesiąca życia musi być zaszczepiony przeciwko wściekliźnie co najmniej raz w roku. Gminna akcja szczepień odbędzie się w sobotę 5 kwietnia 2025 r. w godz. 9:00–13:00 na parkingu przy Ośrodku Zdrowia. Koszt szczepienia wynosi 45 zł, płatne gotówką lub kartą. Właściciel powinien zabrać książeczkę zdrowia psa, a zwierzę musi mieć założony kaganiec lub być prowadzone na krótkiej smyczy. Psy chore lub w złej kondycji mogą zostać odesłane przez lekarza weterynarii. Lista pozostałych terminów w sołectwach jest dostępna na stronie wierzchoslawice.pl/szczepienia, a pytania można kierować na adres rolnictwo@wierzchoslawice.pl.",
        good=[
            Good(
                "preserve",
                "Masz psa? Pamiętaj, że zgodnie z przepisami każdy pies powyżej 3. miesiąca życia musi być zaszczepiony przeciwko wściekliźnie co najmniej raz w roku. Urząd Gminy Wierzchosławice zaprasza na gminną akcję szczepień: sobota, 5 kwietnia 2025 r., 9:00–13:00, parking przy Ośrodku Zdrowia. Szczepienie kosztuje 45 zł – zapłacisz gotówką lub kartą. Powinieneś zabrać książeczkę zdrowia psa, a pies musi mieć kaganiec albo być prowadzony na krótkiej smyczy. Lekarz weterynarii może odesłać psa chorego lub w złej kondycji. Terminy w pozostałych sołectwach znajdziesz na stronie wierzchoslawice.pl/szczepienia, a pytania możesz kierować na adres rolnictwo@wierzchoslawice.pl.",
            ),
            Good(
                "preserve",
                """Gminna akcja szczepień psów przeciwko wściekliźnie – Urząd Gminy Wierzchosławice
- Termin: sobota, 5 kwietnia 2025 r., godz. 9:00–13:00.
- Miejsce: parking przy Ośrodku Zdrowia.
- Opłata: 45 zł (gotówka lub karta).
- Właściciel powinien zabrać książeczkę zdrowia psa; zwierzę musi mieć założony kaganiec lub być prowadzone na krótkiej smyczy.
- Lekarz weterynarii może odesłać psy chore lub w złej kondycji.
- Pozostałe terminy w sołectwach: wierzchoslawice.pl/szczepienia; pytania: rolnictwo@wierzchoslawice.pl.

Przypominamy, że zgodnie z przepisami każdy pies powyżej 3. miesiąca życia musi być szczepiony przeciwko wściekliźnie co najmniej raz w roku.""",
            ),
            Good(
                "en",
                "Wierzchosławice Commune Office reminds residents that, under the regulations, every dog over 3 months old must be vaccinated against rabies at least once a year. The commune vaccination campaign will take place on Saturday 5 April 2025 from 9:00 a.m. to 1:00 p.m. in the car park next to the Health Centre. The vaccination costs PLN 45, payable in cash or by card. Owners should bring the dog's health booklet, and the dog must wear a muzzle or be kept on a short lead. Dogs that are ill or in poor condition may be turned away by the vet. The list of other dates in the villages is available at wierzchoslawice.pl/szczepienia, and questions can be sent to rolnictwo@wierzchoslawice.pl.",
            ),
        ],
        bad=[
            Slip(0, [("rolnictwo@wierzchoslawice.pl", "rolnictwo@wierzchoslawice.gov.pl")], "url"),
            Slip(1, [("sobota, 5 kwietnia 2025 r.", "sobota, 12 kwietnia 2025 r.")], "date"),
            Slip(
                2,
                [("must be vaccinated against rabies", "should be vaccinated against rabies")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-osiedlowa-zbiorka-elektroodpadow-sadzonki",
        source="Mobilna zbiórka elektroodpadów na osiedlu Widok. W sobotę 17 maja 2025 r. w godz. 10:00–14:00 na parkingu przy ul. Brzozowej 21 będzie stał kontener firmy EkoZbiórka. Można oddać zużyty sprzęt elektryczny i elektroniczny, baterie, świetlówki oraz tonery. Nie przyjmujemy opon, gruzu, farb ani azbestu. Za każde oddane 5 kg elektrośmieci mieszkańcy otrzymają sadzonkę drzewa lub krzewu, do wyczerpania zapasu 300 sadzonek. Sprzęt powinien być kompletny – lodówki i pralki bez sprężarek czy silników nie zostaną przyjęte. Odpady nie są odbierane z mieszkań. Organizatorem akcji jest Spółdzielnia Mieszkaniowa „Widok”, a zbiórka jest bezpłatna dla wszystkich mieszkańców.",
        good=[
            Good(
                "preserve",
                """Zbiórka elektrośmieci na osiedlu Widok

Kiedy: sobota, 17 maja 2025 r., 10:00–14:00
Gdzie: parking przy ul. Brzozowej 21 (kontener firmy EkoZbiórka)

Możesz oddać:
- zużyty sprzęt elektryczny i elektroniczny,
- baterie,
- świetlówki,
- tonery.

Nie przyjmujemy opon, gruzu, farb ani azbestu.

Za każde 5 kg elektrośmieci dostaniesz sadzonkę drzewa lub krzewu (mamy 300 sadzonek – do wyczerpania zapasu). Sprzęt powinien być kompletny: lodówek i pralek bez sprężarek czy silników nie przyjmiemy. Nie odbieramy odpadów z mieszkań. Zbiórkę organizuje Spółdzielnia Mieszkaniowa „Widok”, a udział jest bezpłatny dla wszystkich mieszkańców.""",
            ),
            Good(
                "preserve",
                "Spółdzielnia Mieszkaniowa „Widok” zaprasza wszystkich mieszkańców na bezpłatną mobilną zbiórkę elektroodpadów. W sobotę 17 maja 2025 r. w godzinach 10:00–14:00 na parkingu przy ul. Brzozowej 21 stanie kontener firmy EkoZbiórka. Przyjmowane będą zużyty sprzęt elektryczny i elektroniczny, baterie, świetlówki i tonery; nie będą natomiast przyjmowane opony, gruz, farby ani azbest. Urządzenia powinny być kompletne – lodówki i pralki pozbawione sprężarek lub silników nie zostaną przyjęte. Za każde 5 kg oddanych elektrośmieci mieszkańcy otrzymają sadzonkę drzewa lub krzewu, aż do wyczerpania puli 300 sadzonek. Organizator nie odbiera odpadów z mieszkań.",
            ),
            Good(
                "en",
                "Mobile e-waste collection on the Widok estate. On Saturday 17 May 2025, from 10:00 a.m. to 2:00 p.m., an EkoZbiórka container will be parked in the car park at ul. Brzozowa 21. You can drop off used electrical and electronic equipment, batteries, fluorescent lamps and toner cartridges. We do not accept tyres, rubble, paint or asbestos. For every 5 kg of e-waste handed in, residents will receive a tree or shrub seedling while the stock of 300 seedlings lasts. Equipment should be complete – fridges and washing machines without compressors or motors will not be accepted. Waste is not collected from flats. The collection is organised by the “Widok” Housing Cooperative and is free of charge for all residents.",
            ),
        ],
        bad=[
            Slip(0, [("(mamy 300 sadzonek", "(mamy 200 sadzonek")], "number"),
            Slip(
                1,
                [
                    (
                        "Organizator nie odbiera odpadów z mieszkań.",
                        "Organizator odbiera również odpady z mieszkań.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "organised by the “Widok” Housing Cooperative",
                        "organised by the “Widok” Housing Cooperative together with Poznań City Hall",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
