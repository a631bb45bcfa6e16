# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 63: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-regulamin-wynajmu-sali-przyjec",
        source="Regulamin wynajmu sali „Pod Lipami”. Rezerwacja staje się wiążąca po wpłacie zadatku w wysokości 1500 zł, który należy uiścić w ciągu 7 dni od podpisania umowy. Zadatek nie podlega zwrotowi w przypadku rezygnacji później niż 60 dni przed terminem imprezy. Sala mieści maksymalnie 120 osób. Najemca może wnieść własne alkohole, ale nie może korzystać z własnego cateringu bez pisemnej zgody zarządcy. Po godzinie 23:00 muzyka musi być ściszona, a impreza powinna zakończyć się najpóźniej o 2:00. Za szkody wyrządzone przez gości odpowiada najemca. Sprzątanie po imprezie jest wliczone w cenę, z wyjątkiem usunięcia dekoracji, które najemca powinien zabrać następnego dnia do godziny 12:00.",
        good=[
            Good(
                "preserve",
                """Najważniejsze zasady wynajmu sali „Pod Lipami”:
- Rezerwacja jest wiążąca dopiero po wpłacie zadatku 1500 zł – masz na to 7 dni od podpisania umowy.
- Jeśli zrezygnujesz później niż 60 dni przed imprezą, zadatek nie zostanie zwrócony.
- Sala pomieści najwyżej 120 osób.
- Możesz przywieźć własny alkohol, ale z własnego cateringu nie możesz korzystać bez pisemnej zgody zarządcy.
- Po 23:00 muzyka musi być ściszona, a impreza powinna się skończyć najpóźniej o 2:00.
- Za szkody wyrządzone przez gości odpowiadasz Ty jako najemca.
- Sprzątanie jest w cenie, oprócz usunięcia dekoracji – powinieneś je zabrać następnego dnia do 12:00.""",
            ),
            Good(
                "preserve",
                "Najemca sali „Pod Lipami” ponosi odpowiedzialność za szkody wyrządzone przez gości. Sala może pomieścić maksymalnie 120 osób. Warunkiem wiążącej rezerwacji jest wpłata zadatku w kwocie 1500 złotych w terminie siedmiu dni od podpisania umowy; w razie rezygnacji później niż 60 dni przed imprezą zadatek nie jest zwracany. Najemca może wnieść własne alkohole, natomiast z własnego cateringu może korzystać wyłącznie za pisemną zgodą zarządcy. Od godziny 23:00 muzyka musi być ściszona, a przyjęcie powinno się zakończyć nie później niż o 2:00. Cena obejmuje sprzątanie, poza usunięciem dekoracji, które najemca powinien odebrać następnego dnia do południa.",
            ),
            Good(
                "en",
                "Rules for hiring the “Pod Lipami” hall. A booking becomes binding once a deposit of PLN 1,500 has been paid, which is due within 7 days of signing the contract. The deposit is non-refundable if you cancel later than 60 days before the event. The hall holds a maximum of 120 people. The hirer may bring their own alcohol but may not use their own catering without the manager's written consent. After 11 pm the music must be turned down, and the event should end by 2 am at the latest. The hirer is liable for any damage caused by guests. Cleaning after the event is included in the price, except for removing decorations, which the hirer should collect by 12 noon the following day.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "ale z własnego cateringu nie możesz korzystać bez",
                        "ale z własnego cateringu możesz korzystać bez",
                    )
                ],
                "negation",
            ),
            Slip(1, [("maksymalnie 120 osób", "maksymalnie 150 osób")], "number"),
            Slip(
                2,
                [("the music must be turned down", "the music should be turned down")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-instrukcja-montazu-paneli-podlogowych",
        source="Przed montażem paneli pozostaw zamknięte paczki w pomieszczeniu na co najmniej 48 godzin, aby dostosowały się do temperatury i wilgotności. Temperatura w pomieszczeniu powinna wynosić od 18 do 25°C. Podłoże musi być suche, równe i czyste; nierówności większe niż 2 mm na odcinku 1 m należy wyrównać. Na posadzce betonowej trzeba ułożyć folię paroizolacyjną o grubości minimum 0,2 mm, z zakładem około 20 cm. Przy ścianach zostaw szczelinę dylatacyjną 8–10 mm. Paneli nie wolno przykręcać ani przyklejać do podłoża. W przypadku ogrzewania podłogowego zaleca się użycie podkładu o niskim oporze cieplnym; przy innym podkładzie efektywność ogrzewania może spaść nawet o kilkanaście procent.",
        good=[
            Good(
                "preserve",
                """1. Zamknięte paczki z panelami zostaw w pomieszczeniu na minimum 48 godzin, żeby panele dostosowały się do panującej tam temperatury i wilgotności.
2. Temperatura w pomieszczeniu powinna mieścić się w przedziale 18–25°C.
3. Podłoże musi być suche, czyste i równe – nierówności przekraczające 2 mm na 1 m długości trzeba wyrównać.
4. Na betonowej posadzce rozłóż folię paroizolacyjną grubości co najmniej 0,2 mm, z zakładem około 20 cm.
5. Wzdłuż ścian zostaw szczelinę dylatacyjną 8–10 mm.
6. Pamiętaj: paneli nie wolno ani przykręcać, ani przyklejać do podłoża.

Jeśli masz ogrzewanie podłogowe, zaleca się podkład o niskim oporze cieplnym – z innym podkładem ogrzewanie może działać nawet o kilkanaście procent mniej efektywnie.""",
            ),
            Good(
                "preserve",
                "Zanim zaczniesz układać panele, trzymaj nieotwarte paczki przez przynajmniej 48 godzin w pomieszczeniu, w którym będą montowane, tak by dostosowały się do temperatury i wilgotności. Temperatura powinna wynosić 18–25°C. Podłoże musi być suche, równe i czyste, a nierówności powyżej 2 mm na metrze bieżącym należy zniwelować. Na betonowej posadzce konieczna jest folia paroizolacyjna (min. 0,2 mm), układana z zakładem ok. 20 cm. Od ścian zachowaj odstęp dylatacyjny 8–10 mm. Paneli nie wolno przykręcać ani przyklejać do podłoża. Przy ogrzewaniu podłogowym zalecany jest podkład o niskim oporze cieplnym, bo z innym podkładem wydajność ogrzewania może spaść nawet o kilkanaście procent.",
            ),
            Good(
                "en",
                "Before installing the panels, leave the unopened packs in the room for at least 48 hours so that they can adjust to its temperature and humidity. The room temperature should be between 18 and 25°C. The subfloor must be dry, level and clean; any unevenness greater than 2 mm over 1 m has to be levelled out. On a concrete floor you need to lay a vapour barrier film at least 0.2 mm thick, with an overlap of about 20 cm. Leave an 8–10 mm expansion gap along the walls. The panels must not be screwed or glued to the subfloor. With underfloor heating, an underlay with low thermal resistance is recommended; with a different underlay, heating efficiency may drop by as much as a dozen or so per cent.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("nierówności przekraczające 2 mm", "nierówności przekraczające 5 mm")],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "wydajność ogrzewania może spaść nawet o kilkanaście procent",
                        "wydajność ogrzewania spada o kilkanaście procent",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "an underlay with low thermal resistance is recommended",
                        "an underlay with low thermal resistance is required",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-komunikat-odczyt-gazomierzy-osiedle",
        source="Szanowni Mieszkańcy, informujemy, że w dniach 14–16 października 2025 r. pracownicy firmy GazPomiar będą dokonywać odczytu gazomierzy w budynkach przy ul. Kasztanowej 3, 5 i 7. Odczyty odbędą się w godzinach 8:00–16:00, a 16 października do 19:00. Prosimy o zapewnienie dostępu do urządzeń. Osoby, które nie będą obecne w domu, mogą samodzielnie przekazać stan licznika do 20 października przez formularz na stronie https://odczyty.gazpomiar.pl lub mailowo na adres odczyty@gazpomiar.pl. Pracownicy posiadają identyfikatory i nie pobierają żadnych opłat. Jeśli odczyt nie zostanie przekazany, rozliczenie nastąpi na podstawie zużycia szacunkowego. Administracja Osiedla „Zielone Wzgórze”.",
        good=[
            Good(
                "preserve",
                "Drodzy Mieszkańcy! Od 14 do 16 października 2025 roku do budynków przy ul. Kasztanowej 3, 5 i 7 przyjdą pracownicy firmy GazPomiar, by odczytać gazomierze. Będą pracować od 8:00 do 16:00, a 16 października – aż do 19:00. Prosimy o umożliwienie im dostępu do urządzeń. Jeśli nie będzie Was w domu, możecie sami podać stan licznika do 20 października: przez formularz na https://odczyty.gazpomiar.pl albo e-mailem na odczyty@gazpomiar.pl. Gdy odczyt nie zostanie przekazany, rozliczenie nastąpi według szacunkowego zużycia. Pamiętajcie: pracownicy mają identyfikatory i nie pobierają żadnych opłat. Administracja Osiedla „Zielone Wzgórze”",
            ),
            Good(
                "preserve",
                """Komunikat Administracji Osiedla „Zielone Wzgórze”
Odczyt gazomierzy – ul. Kasztanowa 3, 5 i 7

- Termin: 14–16 października 2025 r., w godz. 8:00–16:00 (16 października do godz. 19:00).
- Odczytu dokonują pracownicy firmy GazPomiar; mają identyfikatory i nie pobierają żadnych opłat.
- Prosimy o udostępnienie gazomierzy.
- Osoby nieobecne mogą do 20 października przekazać stan licznika samodzielnie: formularzem na stronie https://odczyty.gazpomiar.pl lub e-mailem na adres odczyty@gazpomiar.pl.
- Jeżeli odczyt nie zostanie przekazany, rozliczenie nastąpi według zużycia szacunkowego.""",
            ),
            Good(
                "en",
                "Dear Residents, GazPomiar staff will be reading the gas meters in the buildings at 3, 5 and 7 Kasztanowa Street from 14 to 16 October 2025. Readings will take place between 8:00 am and 4:00 pm, and until 7:00 pm on 16 October. Please make sure the meters are accessible. If you will not be at home, you can submit your meter reading yourself by 20 October using the form at https://odczyty.gazpomiar.pl or by email to odczyty@gazpomiar.pl. The staff carry ID badges and do not charge any fees. If no reading is submitted, you will be billed on the basis of estimated consumption. “Zielone Wzgórze” Estate Management",
            ),
        ],
        bad=[
            Slip(
                0, [("a 16 października – aż do 19:00", "a 16 października – aż do 18:00")], "date"
            ),
            Slip(
                1,
                [
                    (
                        "formularzem na stronie https://odczyty.gazpomiar.pl",
                        "formularzem na stronie https://gazpomiar.pl/odczyty",
                    )
                ],
                "url",
            ),
            Slip(2, [("If you will not be at home", "If you will be at home")], "negation"),
        ],
    ),
    Case(
        key="pl-readme-konwertera-napisow-filmowych",
        source="""# subkonw

Narzędzie wiersza poleceń do konwersji napisów filmowych między formatami SRT, ASS i MicroDVD.

## Instalacja

Wymaga Pythona 3.10 lub nowszego:

```
pip install subkonw
```

## Użycie

```
subkonw film.srt --to ass --fps 23.976
```

Opcja `--fps` jest wymagana tylko przy konwersji z formatu MicroDVD, bo ten zapisuje klatki, a nie czas. Domyślne kodowanie wyjściowe to UTF-8; inne można ustawić opcją `--encoding`, np. `--encoding cp1250`. Narzędzie nie nadpisuje istniejących plików, chyba że podasz flagę `--force`. Pliki większe niż 5 MB są pomijane, a błędy zapisywane w pliku `subkonw.log`.""",
        good=[
            Good(
                "preserve",
                """# subkonw

subkonw to konsolowe narzędzie, które konwertuje napisy do filmów pomiędzy formatami SRT, ASS i MicroDVD.

## Instalacja

Potrzebny jest Python w wersji 3.10 lub nowszej:

```
pip install subkonw
```

## Jak używać

```
subkonw film.srt --to ass --fps 23.976
```

- `--fps` trzeba podać tylko wtedy, gdy konwertujesz z MicroDVD – ten format zapisuje klatki zamiast czasu.
- Pliki wynikowe są domyślnie zapisywane w UTF-8; inne kodowanie wybierzesz opcją `--encoding` (np. `--encoding cp1250`).
- Istniejące pliki nie są nadpisywane, chyba że dodasz flagę `--force`.
- Pliki powyżej 5 MB są pomijane, a błędy trafiają do pliku `subkonw.log`.""",
            ),
            Good(
                "preserve",
                """# subkonw

Konwerter napisów filmowych (SRT, ASS, MicroDVD) uruchamiany z wiersza poleceń.

## Instalacja

Wymagany Python 3.10 lub nowszy.

```
pip install subkonw
```

## Użycie

```
subkonw film.srt --to ass --fps 23.976
```

Opcję `--fps` trzeba podać wyłącznie przy konwersji z MicroDVD, ponieważ format ten zapisuje klatki, nie czas. Wyjście jest domyślnie kodowane w UTF-8, a inne kodowanie ustawia się przez `--encoding`, np. `--encoding cp1250`. Bez flagi `--force` istniejące pliki nie zostaną nadpisane. Pliki o rozmiarze powyżej 5 MB narzędzie pomija; błędy zapisuje w `subkonw.log`.""",
            ),
            Good(
                "en",
                """# subkonw

A command-line tool for converting film subtitles between the SRT, ASS and MicroDVD formats.

## Installation

Requires Python 3.10 or newer:

```
pip install subkonw
```

## Usage

```
subkonw film.srt --to ass --fps 23.976
```

The `--fps` option is only required when converting from MicroDVD, because that format stores frames rather than times. The default output encoding is UTF-8; you can set a different one with `--encoding`, e.g. `--encoding cp1250`. The tool does not overwrite existing files unless you pass the `--force` flag. Files larger than 5 MB are skipped, and errors are written to `subkonw.log`.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("chyba że dodasz flagę `--force`", "chyba że dodasz flagę `--overwrite`")],
                "code",
            ),
            Slip(
                1,
                [
                    (
                        "```\nsubkonw film.srt --to ass --fps 23.976\n```",
                        "subkonw film.srt --to ass --fps 23.976",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("Files larger than 5 MB", "Files larger than 50 MB")], "number"),
        ],
    ),
    Case(
        key="pl-zasady-egzaminu-patent-motorowodny",
        source="Egzamin na patent motorowodnego sternika przeprowadza się zgodnie z rozporządzeniem Ministra Sportu i Turystyki z dnia 9 kwietnia 2013 r. w sprawie uprawiania turystyki wodnej (Dz.U. 2013 poz. 460). Składa się z części teoretycznej i praktycznej. Do części praktycznej dopuszcza się wyłącznie osoby, które zdały test teoretyczny, czyli udzieliły co najmniej 75% poprawnych odpowiedzi. Najbliższa sesja odbędzie się w sobotę 17 maja 2025 r. na przystani w Giżycku, początek o 9:00. Zgłoszenia przyjmujemy do 5 maja. Kandydat musi mieć ukończone 14 lat i przedstawić dokument tożsamości ze zdjęciem. Osoby niepełnoletnie muszą dostarczyć pisemną zgodę rodzica lub opiekuna. Opłata egzaminacyjna wynosi 150 zł i nie jest zwracana w razie nieobecności. Kamizelki asekuracyjne zapewnia organizator, ale zaleca się przyjście we własnym obuwiu z miękką podeszwą.",
        good=[
            Good(
                "preserve",
                "Chcesz zdobyć patent motorowodnego sternika? Najbliższy egzamin odbędzie się w sobotę, 17 maja 2025 r., o 9:00 na przystani w Giżycku; zgłoszenia przyjmujemy do 5 maja. Egzamin przebiega według rozporządzenia Ministra Sportu i Turystyki z 9 kwietnia 2013 r. w sprawie uprawiania turystyki wodnej (Dz.U. 2013 poz. 460) i ma dwie części: teoretyczną i praktyczną. Do praktyki przystąpisz tylko wtedy, gdy zdasz test teoretyczny, czyli odpowiesz poprawnie na co najmniej 75% pytań. Musisz mieć skończone 14 lat i pokazać dokument tożsamości ze zdjęciem, a jeśli jesteś niepełnoletni – musisz też dostarczyć pisemną zgodę rodzica lub opiekuna. Opłata wynosi 150 zł i nie jest zwracana, jeśli się nie stawisz. Kamizelki asekuracyjne zapewnia organizator; zalecamy jednak własne obuwie z miękką podeszwą.",
            ),
            Good(
                "preserve",
                """Egzamin na patent motorowodnego sternika – zasady

- Podstawa prawna: rozporządzenie Ministra Sportu i Turystyki z dnia 9 kwietnia 2013 r. w sprawie uprawiania turystyki wodnej (Dz.U. 2013 poz. 460).
- Termin i miejsce: sobota, 17 maja 2025 r., godz. 9:00, przystań w Giżycku; zgłoszenia do 5 maja.
- Przebieg: część teoretyczna i praktyczna; do praktycznej dopuszczane są wyłącznie osoby, które zdały test teoretyczny (min. 75% poprawnych odpowiedzi).
- Wymagania: ukończone 14 lat i dokument tożsamości ze zdjęciem; osoby niepełnoletnie muszą dostarczyć pisemną zgodę rodzica lub opiekuna.
- Opłata: 150 zł, niezwracana w razie nieobecności.
- Wyposażenie: kamizelki asekuracyjne zapewnia organizator; zaleca się własne obuwie z miękką podeszwą.""",
            ),
            Good(
                "en",
                "The motorboat helmsman licence exam is conducted in accordance with the Regulation of the Minister of Sport and Tourism of 9 April 2013 on water tourism (Journal of Laws 2013, item 460). It consists of a theoretical and a practical part. Only candidates who have passed the theory test, i.e. given at least 75% correct answers, are admitted to the practical part. The next session will take place on Saturday, 17 May 2025, at the marina in Giżycko, starting at 9:00 am. Applications are accepted until 5 May. Candidates must be at least 14 years old and present photo ID. Minors must provide written consent from a parent or guardian. The exam fee is PLN 150 and is not refunded if you fail to attend. Life jackets are provided by the organiser, but you are advised to come in your own soft-soled shoes.",
            ),
        ],
        bad=[
            Slip(0, [("(Dz.U. 2013 poz. 460)", "(Dz.U. 2013 poz. 640)")], "legal_reference"),
            Slip(1, [("zgłoszenia do 5 maja", "zgłoszenia do 15 maja")], "date"),
            Slip(
                2,
                [("Minors must provide written consent", "Minors should provide written consent")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-nabor-wnioskow-wymiana-piecow",
        source="Urząd Miasta informuje, że od 3 marca do 30 kwietnia 2025 r. przyjmowane są wnioski o dofinansowanie wymiany starych pieców węglowych na ekologiczne źródła ciepła. Dotacja pokrywa do 50% kosztów kwalifikowanych, nie więcej jednak niż 15 000 zł na lokal. Wniosek można złożyć w Biurze Obsługi Mieszkańców (ul. Rynek 1, pokój 12) lub elektronicznie przez platformę ePUAP. Formularz oraz regulamin programu są dostępne na stronie https://ekologia.brzeziny.pl/piece. Do wniosku należy dołączyć dokument potwierdzający tytuł prawny do lokalu. Prace nie mogą rozpocząć się przed podpisaniem umowy o dotację. Szczegółowych informacji udziela Wydział Ochrony Środowiska, tel. 22 555 14 20.",
        good=[
            Good(
                "preserve",
                """Wymiana pieców – najważniejsze informacje:

- Nabór wniosków trwa od 3 marca do 30 kwietnia 2025 r.
- Dofinansowanie dotyczy wymiany starych pieców węglowych na ekologiczne źródła ciepła i wynosi do 50% kosztów kwalifikowanych, maksymalnie 15 000 zł na lokal.
- Wniosek złożysz w Biurze Obsługi Mieszkańców (ul. Rynek 1, pokój 12) albo elektronicznie przez ePUAP.
- Formularz i regulamin programu znajdziesz na stronie https://ekologia.brzeziny.pl/piece.
- Do wniosku trzeba dołączyć dokument potwierdzający tytuł prawny do lokalu.
- Prac nie można rozpocząć przed podpisaniem umowy o dotację.

Pytania? Szczegółowych informacji udziela Wydział Ochrony Środowiska pod numerem 22 555 14 20.""",
            ),
            Good(
                "preserve",
                "Mieszkańcy mogą od 3 marca do 30 kwietnia 2025 r. składać wnioski o dotację na zastąpienie starych pieców węglowych ekologicznymi źródłami ciepła. Dofinansowanie wynosi do 50% kosztów kwalifikowanych, z limitem 15 000 zł na jeden lokal. Wnioski przyjmuje Biuro Obsługi Mieszkańców przy ul. Rynek 1 (pokój 12); można je też złożyć elektronicznie za pośrednictwem ePUAP. Do wniosku należy załączyć dokument potwierdzający tytuł prawny do lokalu. Ważne: z pracami nie wolno ruszyć przed podpisaniem umowy o dotację. Formularz i regulamin programu opublikowano na stronie https://ekologia.brzeziny.pl/piece, a dodatkowych informacji udziela Wydział Ochrony Środowiska pod numerem 22 555 14 20.",
            ),
            Good(
                "en",
                "The City Office announces that applications for funding to replace old coal-fired stoves with clean heating sources will be accepted from 3 March to 30 April 2025. The grant covers up to 50% of eligible costs, but no more than PLN 15,000 per dwelling. Applications can be submitted at the Residents' Service Office (ul. Rynek 1, room 12) or electronically via the ePUAP platform. The application form and the programme rules are available at https://ekologia.brzeziny.pl/piece. A document confirming legal title to the dwelling must be attached to the application. Work must not begin before the grant agreement has been signed. For more details, contact the Environmental Protection Department on 22 555 14 20.",
            ),
        ],
        bad=[
            Slip(
                0, [("od 3 marca do 30 kwietnia 2025 r.", "od 3 marca do 30 maja 2025 r.")], "date"
            ),
            Slip(
                1,
                [("https://ekologia.brzeziny.pl/piece", "https://ekologia.brzeziny.pl/dotacje")],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "must be attached to the application.",
                        "must be attached to the application. Applications are considered in order of submission until the funds run out.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-zasady-pasiek-na-dachach",
        source="Zasady utrzymywania pasiek na dachach budynków miejskich. Ustawienie uli na dachu wymaga zgody zarządcy budynku oraz zgłoszenia pasieki powiatowemu lekarzowi weterynarii, zgodnie z art. 11 ust. 1 ustawy o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt. Ule nie mogą stać bliżej niż 10 m od okien pomieszczeń mieszkalnych i wylotów wentylacji. Na jednym dachu wolno ustawić najwyżej 4 ule. Pszczelarz powinien przeprowadzać przegląd rodzin co najmniej raz na dwa tygodnie w sezonie. Według danych miejskiego koła pszczelarzy jeden ul na dachu daje prawdopodobnie od 15 do 25 kg miodu rocznie, choć wydajność zależy od pogody i dostępności roślin miododajnych w okolicy.",
        good=[
            Good(
                "preserve",
                """Pasieka na dachu budynku miejskiego – zasady:

- Na ustawienie uli potrzebna jest zgoda zarządcy budynku, a pasiekę trzeba zgłosić powiatowemu lekarzowi weterynarii (art. 11 ust. 1 ustawy o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt).
- Ule muszą stać co najmniej 10 m od okien pomieszczeń mieszkalnych i od wylotów wentylacji.
- Na jednym dachu mogą stać maksymalnie 4 ule.
- W sezonie pszczelarz powinien przeglądać rodziny przynajmniej co dwa tygodnie.

Według danych miejskiego koła pszczelarzy jeden ul dachowy daje prawdopodobnie 15–25 kg miodu rocznie, przy czym wiele zależy od pogody i od tego, ile roślin miododajnych rośnie w pobliżu.""",
            ),
            Good(
                "preserve",
                "Ule na dachach budynków miejskich można ustawiać wyłącznie za zgodą zarządcy budynku, a pasiekę należy zgłosić powiatowemu lekarzowi weterynarii – zgodnie z art. 11 ust. 1 ustawy o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt. Odległość uli od okien pomieszczeń mieszkalnych oraz od wylotów wentylacji nie może być mniejsza niż 10 m, a liczba uli na jednym dachu nie może przekraczać czterech. W sezonie pszczelarz powinien kontrolować rodziny nie rzadziej niż raz na dwa tygodnie. Wydajność zależy od pogody i od dostępności roślin miododajnych w okolicy, ale według danych miejskiego koła pszczelarzy z jednego ula na dachu można prawdopodobnie uzyskać 15–25 kg miodu w ciągu roku.",
            ),
            Good(
                "en",
                "Rules for keeping apiaries on the roofs of city buildings. Placing hives on a roof requires the consent of the building manager and registration of the apiary with the district veterinary officer, in accordance with Article 11(1) of the Act on the Protection of Animal Health and the Control of Infectious Animal Diseases. Hives must not be placed closer than 10 m to the windows of living quarters or to ventilation outlets. No more than 4 hives may be placed on a single roof. During the season, the beekeeper should inspect the colonies at least once every two weeks. According to the city beekeepers' association, one rooftop hive probably yields 15 to 25 kg of honey a year, although output depends on the weather and on the availability of nectar-producing plants nearby.",
            ),
        ],
        bad=[
            Slip(0, [("(art. 11 ust. 1 ustawy", "(art. 17 ust. 1 ustawy")], "legal_reference"),
            Slip(1, [("nie może być mniejsza niż 10 m", "może być mniejsza niż 10 m")], "negation"),
            Slip(2, [("one rooftop hive probably yields", "one rooftop hive yields")], "hedge"),
        ],
    ),
    Case(
        key="pl-regulamin-turnieju-brydzowego-par",
        source="Turniej par zostanie rozegrany w niedzielę 8 czerwca 2025 r. w klubie „Szlem” przy ul. Ogrodowej 14. Start o godz. 10:00, planowane zakończenie około 17:00. Zagramy 24 rozdania w 8 rundach, zapisy na maksymalnie 30 par. Wpisowe wynosi 40 zł od osoby, juniorzy do 25 lat płacą połowę. Obowiązuje system licytacyjny zgłoszony na karcie konwencyjnej; pary bez wypełnionej karty nie zostaną dopuszczone do gry. Korzystanie z telefonów komórkowych podczas rozgrywki jest zabronione. Sędzia może ukarać parę za spóźnienie odjęciem punktów. Zwycięzcy otrzymają puchary, a najlepsza para juniorska – nagrodę rzeczową.",
        good=[
            Good(
                "preserve",
                """Zapraszamy na turniej par w klubie „Szlem” (ul. Ogrodowa 14)!

- Kiedy: niedziela, 8 czerwca 2025 r., start o 10:00, koniec planujemy ok. 17:00.
- Format: 24 rozdania w 8 rundach, limit 30 par.
- Wpisowe: 40 zł od osoby; juniorzy do 25 lat płacą połowę.
- Gracie systemem licytacyjnym zgłoszonym na karcie konwencyjnej – para bez wypełnionej karty nie zostanie dopuszczona do gry.
- Podczas rozgrywki nie wolno korzystać z telefonów komórkowych.
- Za spóźnienie sędzia może ukarać parę odjęciem punktów.
- Nagrody: puchary dla zwycięzców i nagroda rzeczowa dla najlepszej pary juniorskiej.""",
            ),
            Good(
                "preserve",
                "W niedzielę 8 czerwca 2025 r. klub „Szlem” (ul. Ogrodowa 14) organizuje turniej par. Gra rozpocznie się o 10:00 i potrwa według planu mniej więcej do 17:00; przewidziano 24 rozdania rozgrywane w 8 rundach, a liczba uczestników jest ograniczona do 30 par. Wpisowe to 40 zł od osoby, przy czym juniorzy do 25 lat płacą połowę tej kwoty. Pary grają systemem licytacyjnym zgłoszonym na karcie konwencyjnej – bez wypełnionej karty para nie zostanie dopuszczona do gry. W trakcie rozgrywki obowiązuje zakaz używania telefonów komórkowych, a spóźnienie może zostać ukarane przez sędziego odjęciem punktów. Na zwycięzców czekają puchary, a na najlepszą parę juniorską nagroda rzeczowa.",
            ),
            Good(
                "en",
                "The pairs tournament will be held on Sunday, 8 June 2025, at the “Szlem” club, ul. Ogrodowa 14. Play starts at 10:00 am, with a planned finish at around 5:00 pm. There will be 24 boards over 8 rounds, and entries are capped at 30 pairs. The entry fee is PLN 40 per person; juniors aged up to 25 pay half. The bidding system declared on the convention card applies, and pairs without a completed card will not be allowed to play. Using mobile phones during play is prohibited. The director may penalise a pair for lateness by deducting points. The winners will receive trophies, and the best junior pair will receive a non-cash prize.",
            ),
        ],
        bad=[
            Slip(0, [("24 rozdania w 8 rundach", "24 rozdania w 6 rundach")], "number"),
            Slip(
                1,
                [
                    (
                        "a spóźnienie może zostać ukarane przez sędziego",
                        "a spóźnienie zostanie ukarane przez sędziego",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "pairs without a completed card will not be allowed to play",
                        "pairs without a completed card will still be allowed to play",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-ulotka-szczepienie-kleszczowe-zapalenie-mozgu",
        source="Kleszczowe zapalenie mózgu (KZM) to wirusowa choroba przenoszona przez kleszcze. W Polsce co roku rejestruje się około 200–300 zachorowań, najwięcej w województwach podlaskim i warmińsko-mazurskim. Nie ma leku przeciwwirusowego, dlatego najskuteczniejszą ochroną jest szczepienie. Podstawowy schemat obejmuje 3 dawki: drugą podaje się 1–3 miesiące po pierwszej, a trzecią 5–12 miesięcy po drugiej. Według przeglądu Zając i wsp. (Przegląd Epidemiologiczny, 2019) skuteczność pełnego schematu szacuje się na ponad 95%. Pierwszą dawkę najlepiej przyjąć zimą, aby uzyskać ochronę przed sezonem aktywności kleszczy. Szczepienia przypominające należy wykonywać co 3–5 lat. Po szczepieniu może wystąpić ból w miejscu wkłucia lub stan podgorączkowy.",
        good=[
            Good(
                "preserve",
                """Czym jest KZM?
Kleszczowe zapalenie mózgu to choroba wirusowa, którą przenoszą kleszcze. W Polsce notuje się rocznie około 200–300 przypadków, najwięcej w województwach podlaskim i warmińsko-mazurskim.

Jak się chronić?
Leku przeciwwirusowego nie ma, więc najskuteczniej chroni szczepienie. Schemat podstawowy to 3 dawki: druga 1–3 miesiące po pierwszej, trzecia 5–12 miesięcy po drugiej. Według przeglądu Zając i wsp. (Przegląd Epidemiologiczny, 2019) skuteczność pełnego schematu szacuje się na ponad 95%. Pierwszą dawkę najlepiej przyjąć zimą, żeby mieć ochronę przed sezonem aktywności kleszczy. Dawki przypominające należy przyjmować co 3–5 lat.

Czy szczepienie ma skutki uboczne?
Może pojawić się ból w miejscu wkłucia lub stan podgorączkowy.""",
            ),
            Good(
                "preserve",
                "Najskuteczniejszą ochroną przed kleszczowym zapaleniem mózgu (KZM), wirusową chorobą przenoszoną przez kleszcze, jest szczepienie – leku przeciwwirusowego nie ma. W Polsce rejestruje się co roku około 200–300 zachorowań, przede wszystkim w województwach podlaskim i warmińsko-mazurskim. Szczepienie podstawowe składa się z trzech dawek; odstęp między pierwszą a drugą wynosi 1–3 miesiące, a między drugą a trzecią 5–12 miesięcy. Przegląd Zając i wsp. (Przegląd Epidemiologiczny, 2019) szacuje skuteczność pełnego schematu na ponad 95%. Pierwszą dawkę najlepiej przyjąć zimą, by zdążyć z ochroną przed sezonem aktywności kleszczy, a dawki przypominające należy podawać co 3–5 lat. Po szczepieniu może wystąpić ból w miejscu wkłucia lub stan podgorączkowy.",
            ),
            Good(
                "en",
                "Tick-borne encephalitis (TBE) is a viral disease transmitted by ticks. Around 200–300 cases are recorded in Poland every year, most of them in the Podlaskie and Warmian-Masurian provinces. There is no antiviral drug, so vaccination is the most effective protection. The primary schedule consists of 3 doses: the second is given 1–3 months after the first, and the third 5–12 months after the second. According to a review by Zając et al. (Przegląd Epidemiologiczny, 2019), the effectiveness of the full schedule is estimated at over 95%. The first dose is best taken in winter so that you are protected before the tick season. Booster doses should be given every 3–5 years. After vaccination, pain at the injection site or a low-grade fever may occur.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "skuteczność pełnego schematu szacuje się na ponad 95%",
                        "skuteczność pełnego schematu wynosi ponad 95%",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("około 200–300 zachorowań", "około 2000–3000 zachorowań")], "number"),
            Slip(
                2,
                [("(Przegląd Epidemiologiczny, 2019)", "(Przegląd Epidemiologiczny, 2016)")],
                "citation",
            ),
        ],
    ),
    Case(
        key="pl-nabor-orkiestra-deta-strazy-pozarnej",
        source="Orkiestra Dęta Ochotniczej Straży Pożarnej w Wólce ogłasza nabór nowych muzyków. Szukamy przede wszystkim osób grających na trąbce, puzonie, tubie i klarnecie, ale zapraszamy też perkusistów. Kandydaci powinni znać podstawy zapisu nutowego; nie wymagamy wykształcenia muzycznego. Przesłuchania odbędą się w sobotę 22 lutego 2025 r. o 11:00 w remizie OSP przy ul. Strażackiej 2. Próby odbywają się we wtorki i czwartki od 18:00 do 20:00. Członkowie orkiestry muszą uczestniczyć w co najmniej 80% prób przed występami. Instrumenty i mundury zapewnia jednostka. Zgłoszenia przyjmuje kapelmistrz Marek Wójcik pod numerem 604 118 902.",
        good=[
            Good(
                "preserve",
                "Grasz na trąbce, puzonie, tubie albo klarnecie? Orkiestra Dęta OSP w Wólce szuka nowych muzyków – przede wszystkim właśnie takich, ale perkusistów też zapraszamy! Nie wymagamy wykształcenia muzycznego, choć powinieneś znać podstawy zapisu nutowego. Przesłuchania: sobota, 22 lutego 2025 r., godz. 11:00, remiza OSP, ul. Strażacka 2. Próby mamy we wtorki i czwartki w godz. 18:00–20:00, a przed występami każdy członek orkiestry musi być obecny na co najmniej 80% z nich. Instrumenty i mundury zapewnia jednostka. Zgłoszenia przyjmuje kapelmistrz Marek Wójcik: 604 118 902.",
            ),
            Good(
                "preserve",
                """Nabór do Orkiestry Dętej OSP w Wólce

• Kogo szukamy: przede wszystkim muzyków grających na trąbce, puzonie, tubie i klarnecie, a także perkusistów.
• Wymagania: kandydaci powinni znać podstawy zapisu nutowego; wykształcenie muzyczne nie jest wymagane.
• Przesłuchania: 22 lutego 2025 r. (sobota), godz. 11:00, remiza OSP, ul. Strażacka 2.
• Próby: wtorki i czwartki, 18:00–20:00; przed występami członkowie muszą być obecni na co najmniej 80% prób.
• Zapewniamy: instrumenty i mundury.
• Zgłoszenia: kapelmistrz Marek Wójcik, tel. 604 118 902.""",
            ),
            Good(
                "en",
                "The Volunteer Fire Brigade Brass Band in Wólka is recruiting new musicians. We are mainly looking for trumpet, trombone, tuba and clarinet players, but drummers are welcome too. Candidates should know the basics of musical notation; no formal musical education is required. Auditions will be held on Saturday, 22 February 2025, at 11:00 am in the fire station at ul. Strażacka 2. Rehearsals take place on Tuesdays and Thursdays from 6 pm to 8 pm. Band members must attend at least 80% of rehearsals before performances. Instruments and uniforms are provided by the brigade. Applications are handled by bandmaster Marek Wójcik on 604 118 902.",
            ),
        ],
        bad=[
            Slip(0, [("w godz. 18:00–20:00", "w godz. 18:00–21:00")], "date"),
            Slip(
                1,
                [
                    (
                        "• Zapewniamy: instrumenty i mundury.",
                        "• Zapewniamy: instrumenty, mundury oraz zwrot kosztów dojazdu na próby.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("Candidates should know the basics", "Candidates must know the basics")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-badanie-pylu-pm25-malopolska-omowienie",
        source="Z badania opublikowanego przez Kowalską i wsp. w „Atmospheric Environment” (2022, t. 271, s. 118–127) wynika, że w sezonie grzewczym średnie stężenie pyłu PM2,5 w badanych miastach Małopolski było około trzykrotnie wyższe niż latem. Autorzy przeanalizowali dane z 14 stacji pomiarowych z lat 2017–2020. Szacują, że za 60–70% zimowej emisji odpowiadają prawdopodobnie domowe piece na paliwa stałe. Jednocześnie zastrzegają, że wyniki mogą być zawyżone w dolinach, gdzie częściej występują inwersje temperatury. Badanie nie obejmowało terenów wiejskich, dlatego jego wniosków nie należy uogólniać na cały region.",
        good=[
            Good(
                "preserve",
                "W sezonie grzewczym średnie stężenie pyłu PM2,5 w badanych miastach Małopolski było około trzy razy wyższe niż latem – wynika z badania Kowalskiej i wsp. („Atmospheric Environment”, 2022, t. 271, s. 118–127). Naukowcy przeanalizowali dane z 14 stacji pomiarowych z lat 2017–2020. Według ich szacunków za 60–70% zimowej emisji odpowiadają prawdopodobnie domowe piece na paliwa stałe. Zaznaczają jednak, że w dolinach, gdzie inwersje temperatury zdarzają się częściej, wyniki mogą być zawyżone. Tereny wiejskie nie zostały objęte badaniem, więc jego wniosków nie należy uogólniać na cały region.",
            ),
            Good(
                "preserve",
                """Najważniejsze wnioski z badania Kowalskiej i wsp. (Atmospheric Environment 2022; 271: 118–127):

- Analizą objęto dane z 14 stacji pomiarowych z lat 2017–2020.
- W sezonie grzewczym średnie stężenie PM2,5 w badanych miastach Małopolski było mniej więcej trzykrotnie wyższe niż latem.
- Według szacunków autorów domowe piece na paliwa stałe odpowiadają prawdopodobnie za 60–70% emisji zimą.
- Wyniki mogą być zawyżone w dolinach, w których częściej dochodzi do inwersji temperatury.
- Badanie nie objęło terenów wiejskich, dlatego jego wniosków nie należy uogólniać na cały region.""",
            ),
            Good(
                "en",
                "A study by Kowalska et al. in Atmospheric Environment (2022, vol. 271, pp. 118–127) found that during the heating season the average PM2.5 concentration in the Małopolska cities studied was about three times higher than in summer. The authors analysed data from 14 monitoring stations for the years 2017–2020. They estimate that domestic solid-fuel stoves are probably responsible for 60–70% of winter emissions. At the same time, they caution that the results may be overestimated in valleys, where temperature inversions occur more often. The study did not cover rural areas, so its conclusions should not be generalised to the whole region.",
            ),
        ],
        bad=[
            Slip(0, [("t. 271, s. 118–127", "t. 217, s. 118–127")], "citation"),
            Slip(1, [("mniej więcej trzykrotnie wyższe", "trzykrotnie wyższe")], "hedge"),
            Slip(
                2,
                [("data from 14 monitoring stations", "data from 41 monitoring stations")],
                "number",
            ),
        ],
    ),
    Case(
        key="pl-notatka-kopie-zapasowe-serwera-plikow",
        source="""## Kopie zapasowe serwera plików

Kopia przyrostowa uruchamia się codziennie o 2:30 przez timer systemd `backup-nightly.timer`. Pełna kopia wykonywana jest w każdą niedzielę.

**Zasady:**

1. Przed zmianą konfiguracji musisz wstrzymać zadanie poleceniem `systemctl stop backup-nightly.timer`.
2. Kopie przechowujemy przez 30 dni; starsze usuwa skrypt `prune.sh`.
3. Raz w miesiącu należy przetestować odtworzenie losowego katalogu.
4. Klucze szyfrujące nie mogą być trzymane na tym samym serwerze co kopie.

Szczegóły konfiguracji: [wiki działu IT](https://wiki.firma.local/it/backup). Problemy zgłaszaj na kanale #infra.""",
        good=[
            Good(
                "preserve",
                """## Kopie zapasowe serwera plików

Codziennie o 2:30 timer systemd `backup-nightly.timer` uruchamia kopię przyrostową, a w każdą niedzielę powstaje kopia pełna.

**Zasady:**

1. Zanim zmienisz konfigurację, musisz wstrzymać zadanie: `systemctl stop backup-nightly.timer`.
2. Kopie są przechowywane przez 30 dni, a starsze kasuje skrypt `prune.sh`.
3. Co miesiąc trzeba przetestować odtworzenie losowo wybranego katalogu.
4. Kluczy szyfrujących nie wolno trzymać na tym samym serwerze co kopie.

Więcej o konfiguracji: [wiki działu IT](https://wiki.firma.local/it/backup). Problemy zgłaszaj na kanale #infra.""",
            ),
            Good(
                "preserve",
                """## Kopie zapasowe serwera plików

- **Kopia przyrostowa:** codziennie o 2:30, uruchamiana przez timer systemd `backup-nightly.timer`.
- **Kopia pełna:** w każdą niedzielę.

**Zasady:**

1. Przed zmianą konfiguracji zadanie musi zostać wstrzymane poleceniem `systemctl stop backup-nightly.timer`.
2. Okres przechowywania kopii wynosi 30 dni; starsze kopie usuwa skrypt `prune.sh`.
3. Raz w miesiącu należy sprawdzić odtworzenie losowego katalogu.
4. Klucze szyfrujące nie mogą znajdować się na tym samym serwerze co kopie.

Konfiguracja jest opisana na [wiki działu IT](https://wiki.firma.local/it/backup). Problemy zgłaszaj na kanale #infra.""",
            ),
            Good(
                "en",
                """## File server backups

An incremental backup runs every day at 2:30 via the systemd timer `backup-nightly.timer`. A full backup is made every Sunday.

**Rules:**

1. Before changing the configuration, you must stop the job with `systemctl stop backup-nightly.timer`.
2. Backups are kept for 30 days; older ones are deleted by the `prune.sh` script.
3. Once a month, restoring a random directory must be tested.
4. Encryption keys must not be kept on the same server as the backups.

Configuration details: [IT department wiki](https://wiki.firma.local/it/backup). Report problems in the #infra channel.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("## Kopie zapasowe serwera plików\n", "Kopie zapasowe serwera plików\n")],
                "markdown",
            ),
            Slip(1, [("usuwa skrypt `prune.sh`", "usuwa skrypt `cleanup.sh`")], "code"),
            Slip(2, [("you must stop the job", "you should stop the job")], "modality"),
        ],
    ),
    Case(
        key="pl-ogloszenie-remont-klatki-schodowej",
        source="Zarząd Wspólnoty Mieszkaniowej przy ul. Polnej 21 informuje, że od 10 do 28 listopada 2025 r. prowadzony będzie remont klatki schodowej w budynku B. Prace będą wykonywane w dni robocze w godzinach 8:00–17:00. W tym czasie winda będzie czynna, ale przez pierwsze trzy dni nie będzie można korzystać z głównego wejścia – prosimy o używanie wejścia od strony podwórza. Prosimy nie zostawiać na klatce rowerów, wózków ani doniczek, ponieważ utrudniają one malowanie. Wykonawcą jest firma Remo-Bud. Za utrudnienia przepraszamy. Uwagi można zgłaszać administratorowi, pani Annie Lis, pod numerem 501 332 870.",
        good=[
            Good(
                "preserve",
                "Remont klatki schodowej w budynku B przy ul. Polnej 21 potrwa od 10 do 28 listopada 2025 r. Firma Remo-Bud będzie pracować w dni robocze od 8:00 do 17:00. Winda przez cały ten czas będzie działać, jednak przez pierwsze trzy dni główne wejście będzie nieczynne – prosimy wtedy korzystać z wejścia od strony podwórza. Prosimy też nie zostawiać na klatce rowerów, wózków ani doniczek, bo przeszkadzają w malowaniu. Uwagi przyjmuje administratorka, pani Anna Lis, tel. 501 332 870. Przepraszamy za utrudnienia. Zarząd Wspólnoty Mieszkaniowej",
            ),
            Good(
                "preserve",
                """Zarząd Wspólnoty Mieszkaniowej, ul. Polna 21 – remont klatki schodowej w budynku B

- Termin: 10–28 listopada 2025 r., dni robocze, godz. 8:00–17:00.
- Wykonawca: firma Remo-Bud.
- Winda pozostanie czynna.
- Przez pierwsze trzy dni remontu z głównego wejścia nie będzie można korzystać; prosimy używać wejścia od podwórza.
- Prosimy nie pozostawiać na klatce rowerów, wózków ani doniczek – utrudniają malowanie.
- Uwagi: administrator, pani Anna Lis, tel. 501 332 870.

Przepraszamy za utrudnienia.""",
            ),
            Good(
                "en",
                "The Board of the Housing Community at ul. Polna 21 would like to inform residents that the staircase in building B will be renovated from 10 to 28 November 2025. Work will be carried out on working days between 8 am and 5 pm. The lift will remain in service during this time, but the main entrance cannot be used for the first three days – please use the entrance from the courtyard. Please do not leave bicycles, prams or plant pots in the stairwell, as they get in the way of painting. The contractor is Remo-Bud. We apologise for the inconvenience. Any comments can be passed on to the administrator, Ms Anna Lis, on 501 332 870.",
            ),
        ],
        bad=[
            Slip(0, [("od 10 do 28 listopada 2025 r.", "od 10 do 21 listopada 2025 r.")], "date"),
            Slip(1, [("- Winda pozostanie czynna.", "- Winda nie będzie czynna.")], "negation"),
            Slip(
                2,
                [
                    (
                        "The contractor is Remo-Bud.",
                        "The contractor is Remo-Bud, which also renovated building A last year.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-biblioteka-wypozyczanie-ebookow-legimi",
        source="Miejska Biblioteka Publiczna udostępnia czytelnikom bezpłatny dostęp do e-booków w serwisie Legimi. Kod dostępu można odebrać w każdej filii po okazaniu aktywnej karty bibliotecznej. Jeden kod jest ważny przez 30 dni i pozwala przeczytać do 5 książek miesięcznie. W miesiącu wydajemy 150 kodów, a o przydziale decyduje kolejność zgłoszeń. Kodu nie wolno przekazywać innym osobom. Jeśli kod nie działa, należy zgłosić to mailowo na adres ebooki@mbp-lesno.pl, podając numer karty. Aplikację Legimi można zainstalować na telefonie, tablecie lub czytniku; instrukcja krok po kroku jest dostępna na stronie https://mbp-lesno.pl/e-booki.",
        good=[
            Good(
                "preserve",
                """E-booki z biblioteki za darmo – jak to działa?

- Miejska Biblioteka Publiczna daje Ci bezpłatny dostęp do e-booków w serwisie Legimi.
- Kod dostępu odbierzesz w dowolnej filii po okazaniu aktywnej karty bibliotecznej.
- Kod jest ważny 30 dni i pozwala przeczytać maksymalnie 5 książek w miesiącu.
- Co miesiąc wydajemy 150 kodów – decyduje kolejność zgłoszeń.
- Kodu nie wolno przekazywać innym osobom.
- Kod nie działa? Zgłoś to e-mailem na adres ebooki@mbp-lesno.pl i podaj numer swojej karty.
- Aplikację Legimi możesz zainstalować na telefonie, tablecie lub czytniku – instrukcję krok po kroku znajdziesz na https://mbp-lesno.pl/e-booki.""",
            ),
            Good(
                "preserve",
                "Czytelnicy Miejskiej Biblioteki Publicznej mogą bezpłatnie korzystać z e-booków w serwisie Legimi. Kody dostępu wydawane są w każdej filii po okazaniu aktywnej karty bibliotecznej; miesięczna pula wynosi 150 kodów, przydzielanych według kolejności zgłoszeń. Każdy kod zachowuje ważność przez 30 dni i umożliwia przeczytanie do pięciu książek w miesiącu. Przekazywanie kodu innym osobom jest zabronione. Niedziałający kod należy zgłosić mailowo na adres ebooki@mbp-lesno.pl, podając numer karty. Aplikację Legimi można zainstalować na telefonie, tablecie lub czytniku, a instrukcję krok po kroku zamieszczono na stronie https://mbp-lesno.pl/e-booki.",
            ),
            Good(
                "en",
                "The Municipal Public Library offers readers free access to e-books on the Legimi platform. You can collect an access code at any branch by showing an active library card. Each code is valid for 30 days and lets you read up to 5 books a month. We issue 150 codes a month, allocated on a first-come, first-served basis. Codes must not be passed on to other people. If your code does not work, report it by email to ebooki@mbp-lesno.pl, giving your card number. The Legimi app can be installed on a phone, tablet or e-reader; step-by-step instructions are available at https://mbp-lesno.pl/e-booki.",
            ),
        ],
        bad=[
            Slip(0, [("na adres ebooki@mbp-lesno.pl", "na adres e-booki@mbp-lesno.pl")], "url"),
            Slip(
                1,
                [("Niedziałający kod należy zgłosić", "Niedziałający kod można zgłosić")],
                "modality",
            ),
            Slip(
                2,
                [("lets you read up to 5 books a month", "lets you read up to 10 books a month")],
                "number",
            ),
        ],
    ),
    Case(
        key="pl-artykul-sen-nastolatkow-badanie",
        source="Nastolatki śpią coraz krócej. Jak podają Nowicki i Baran w raporcie opublikowanym w „Pediatrii Polskiej” (2021, nr 3), aż 42% badanych uczniów szkół średnich sypiało w dni szkolne mniej niż 7 godzin. Eksperci zalecają młodzieży w wieku 14–17 lat od 8 do 10 godzin snu na dobę. Autorzy sugerują, że jedną z przyczyn jest prawdopodobnie korzystanie ze smartfonów po zgaszeniu światła. Niedobór snu może pogarszać koncentrację i wyniki w nauce, a także zwiększać ryzyko obniżonego nastroju. Badacze podkreślają jednak, że ich badanie miało charakter przekrojowy, więc nie pozwala ustalić związku przyczynowego.",
        good=[
            Good(
                "preserve",
                "Młodzież śpi coraz krócej. Według raportu Nowickiego i Barana opublikowanego w „Pediatrii Polskiej” (2021, nr 3) aż 42% badanych uczniów szkół średnich spało w dni szkolne mniej niż 7 godzin. Tymczasem eksperci zalecają, by nastolatki w wieku 14–17 lat spały od 8 do 10 godzin na dobę. Zdaniem autorów jedną z przyczyn jest prawdopodobnie używanie smartfona już po zgaszeniu światła. Zbyt mało snu może osłabiać koncentrację i pogarszać wyniki w nauce, a także zwiększać ryzyko obniżonego nastroju. Badacze zaznaczają jednak, że było to badanie przekrojowe, więc nie da się na jego podstawie ustalić związku przyczynowego.",
            ),
            Good(
                "preserve",
                """Nastolatki śpią coraz krócej. Najważniejsze dane:

- Raport Nowickiego i Barana („Pediatria Polska”, 2021, nr 3): aż 42% badanych uczniów szkół średnich spało w dni szkolne krócej niż 7 godzin.
- Zalecenie ekspertów dla młodzieży w wieku 14–17 lat: 8–10 godzin snu na dobę.
- Jedna z prawdopodobnych przyczyn według autorów: korzystanie ze smartfonów po zgaszeniu światła.
- Możliwe skutki niedoboru snu: gorsza koncentracja i wyniki w nauce oraz większe ryzyko obniżonego nastroju.
- Zastrzeżenie: badanie było przekrojowe, więc nie pozwala ustalić związku przyczynowego.""",
            ),
            Good(
                "en",
                "Teenagers are sleeping less and less. According to a report by Nowicki and Baran published in Pediatria Polska (2021, no. 3), as many as 42% of the secondary school students studied slept less than 7 hours on school days. Experts recommend 8 to 10 hours of sleep a day for young people aged 14–17. The authors suggest that one of the causes is probably the use of smartphones after lights out. Lack of sleep may impair concentration and school performance and increase the risk of low mood. However, the researchers stress that their study was cross-sectional, so it cannot establish a causal relationship.",
            ),
        ],
        bad=[
            Slip(0, [("Nowickiego i Barana", "Nowickiego i Baczyńskiego")], "citation"),
            Slip(1, [("Możliwe skutki niedoboru snu", "Skutki niedoboru snu")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Experts recommend 8 to 10 hours of sleep a day for young people aged 14–17. The authors suggest that one of the causes is probably the use of smartphones after lights out.",
                        "Eksperci zalecają młodzieży w wieku 14–17 lat od 8 do 10 godzin snu na dobę. Autorzy sugerują, że jedną z przyczyn jest prawdopodobnie korzystanie ze smartfonów po zgaszeniu światła.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-zwroty-reklamacje-sklep-internetowy",
        source="Zwroty i reklamacje. Kupując w naszym sklepie jako konsument, możesz odstąpić od umowy bez podawania przyczyny w ciągu 14 dni od otrzymania towaru, zgodnie z art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta. Koszt odesłania towaru, zwykle 12–18 zł przy wysyłce kurierem, ponosi kupujący, chyba że produkt jest wadliwy. Zwrot pieniędzy nastąpi w ciągu 14 dni od otrzymania oświadczenia o odstąpieniu, tą samą metodą płatności. Prawo odstąpienia nie przysługuje w przypadku towarów wykonanych na indywidualne zamówienie. Reklamację rozpatrujemy w ciągu 14 dni; jeśli nie odpowiemy w tym terminie, uznaje się, że reklamacja została przyjęta. Paczki prosimy odsyłać na adres: Sklep Dom i Ogród, ul. Lipowa 8, 60-101 Poznań.",
        good=[
            Good(
                "preserve",
                "Zwroty i reklamacje. Jako konsument masz 14 dni od otrzymania towaru na odstąpienie od umowy bez podawania przyczyny – zgodnie z art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta. Odesłanie towaru opłacasz sam (przesyłka kurierska to zwykle 12–18 zł), chyba że produkt jest wadliwy. Pieniądze zwrócimy Ci w ciągu 14 dni od otrzymania Twojego oświadczenia o odstąpieniu, tą samą metodą płatności. Pamiętaj, że od umowy nie możesz odstąpić, jeśli towar wykonano na indywidualne zamówienie. Reklamację rozpatrujemy w ciągu 14 dni – brak odpowiedzi w tym terminie oznacza, że została przyjęta. Paczki prosimy odsyłać na adres: Sklep Dom i Ogród, ul. Lipowa 8, 60-101 Poznań.",
            ),
            Good(
                "preserve",
                """Zwroty i reklamacje – zasady

- Konsument może odstąpić od umowy bez podania przyczyny w terminie 14 dni od otrzymania towaru (art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta).
- Prawo odstąpienia nie przysługuje w przypadku towarów wykonanych na indywidualne zamówienie.
- Koszt odesłania towaru – zazwyczaj 12–18 zł przy wysyłce kurierskiej – ponosi kupujący, z wyjątkiem produktów wadliwych.
- Zwrot pieniędzy następuje w ciągu 14 dni od otrzymania oświadczenia o odstąpieniu, tą samą metodą płatności.
- Reklamacje rozpatrujemy w ciągu 14 dni; brak odpowiedzi w tym terminie oznacza uznanie reklamacji za przyjętą.
- Adres do zwrotów: Sklep Dom i Ogród, ul. Lipowa 8, 60-101 Poznań.""",
            ),
            Good(
                "en",
                "Returns and complaints. If you buy from our shop as a consumer, you can withdraw from the contract without giving a reason within 14 days of receiving the goods, in accordance with Article 27 of the Consumer Rights Act of 30 May 2014. The buyer pays the cost of sending the goods back – usually PLN 12–18 by courier – unless the product is faulty. Your money will be refunded within 14 days of our receiving the withdrawal notice, using the same payment method. The right of withdrawal does not apply to goods made to individual order. We process complaints within 14 days; if we do not respond within that time, the complaint is deemed accepted. Please send parcels to: Sklep Dom i Ogród, ul. Lipowa 8, 60-101 Poznań.",
            ),
        ],
        bad=[
            Slip(0, [("zgodnie z art. 27 ustawy", "zgodnie z art. 38 ustawy")], "legal_reference"),
            Slip(1, [("zazwyczaj 12–18 zł", "zazwyczaj 15–18 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "The right of withdrawal does not apply to goods made to individual order.",
                        "The right of withdrawal also applies to goods made to individual order.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-szkolenie-bhp-pracownikow-biurowych",
        source="Informujemy, że okresowe szkolenie BHP dla pracowników biurowych odbędzie się 12 marca 2025 r. w sali konferencyjnej na 3. piętrze, w godzinach 9:00–15:00. Udział jest obowiązkowy dla wszystkich osób, których poprzednie szkolenie odbyło się ponad 5 lat temu. Osoby, które nie mogą wziąć udziału w tym terminie, powinny do 5 marca zgłosić to w dziale kadr i uzgodnić termin zastępczy. Szkolenie prowadzi inspektor BHP Tomasz Grabowski. Na zakończenie uczestnicy rozwiązują krótki test; zaświadczenie otrzymają tylko osoby, które go zaliczą. Prosimy zabrać ze sobą długopis. Czas szkolenia wlicza się do czasu pracy.",
        good=[
            Good(
                "preserve",
                """Okresowe szkolenie BHP – pracownicy biurowi

- Kiedy: 12 marca 2025 r., 9:00–15:00
- Gdzie: sala konferencyjna, 3. piętro
- Kogo dotyczy: udział jest obowiązkowy dla wszystkich, których poprzednie szkolenie odbyło się ponad 5 lat temu
- Nie możesz przyjść w tym terminie? Powinieneś do 5 marca zgłosić to w dziale kadr i uzgodnić termin zastępczy.
- Prowadzący: inspektor BHP Tomasz Grabowski
- Na koniec krótki test – zaświadczenie dostaną tylko osoby, które go zaliczą.
- Prosimy o zabranie długopisu.

Czas szkolenia wlicza się do czasu pracy.""",
            ),
            Good(
                "preserve",
                "12 marca 2025 r. w godz. 9:00–15:00 inspektor BHP Tomasz Grabowski przeprowadzi w sali konferencyjnej na 3. piętrze okresowe szkolenie BHP dla pracowników biurowych. Obowiązek udziału dotyczy każdej osoby, której poprzednie szkolenie miało miejsce ponad 5 lat temu. Pracownicy, którzy nie mogą stawić się w wyznaczonym terminie, powinni zgłosić to w dziale kadr do 5 marca i uzgodnić inny termin. Szkolenie kończy się krótkim testem, a zaświadczenie otrzymają wyłącznie osoby, które go zaliczą. Czas szkolenia wlicza się do czasu pracy. Uczestników prosimy o zabranie długopisu.",
            ),
            Good(
                "en",
                "The periodic health and safety training for office staff will take place on 12 March 2025 in the conference room on the 3rd floor, from 9:00 am to 3:00 pm. Attendance is compulsory for everyone whose previous training was more than five years ago. If you cannot attend on this date, you should notify the HR department by 5 March and arrange an alternative date. The training will be run by health and safety inspector Tomasz Grabowski. At the end, participants take a short test; only those who pass will receive a certificate. Please bring a pen. Training time counts as working time.",
            ),
        ],
        bad=[
            Slip(0, [("do 5 marca zgłosić", "do 10 marca zgłosić")], "date"),
            Slip(
                1,
                [("powinni zgłosić to w dziale kadr", "mogą zgłosić to w dziale kadr")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Please bring a pen.",
                        "Please bring a pen; lunch will be provided in the staff canteen.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-changelog-aplikacji-rozklad-jazdy",
        source="""## Wersja 4.2.0 (18 września 2025)

### Nowości
- Tryb ciemny można teraz włączyć w **Ustawienia → Wygląd**.
- Dodaliśmy eksport historii przejazdów do pliku CSV.

### Poprawki
- Naprawiono błąd, przez który powiadomienia o odjazdach przychodziły z opóźnieniem.
- Aplikacja uruchamia się szybciej – w naszych testach średnio o około 30%.

### Znane problemy
- Na niektórych telefonach z Androidem 12 widżet może nie odświeżać się automatycznie. Pracujemy nad poprawką.

Pełna lista zmian: [changelog](https://jedzie.app/zmiany/4-2-0). Błędy zgłaszaj na adres pomoc@jedzie.app.""",
        good=[
            Good(
                "preserve",
                """## Wersja 4.2.0 (18 września 2025)

### Co nowego
- Tryb ciemny włączysz teraz w **Ustawienia → Wygląd**.
- Historię przejazdów możesz wyeksportować do pliku CSV.

### Poprawki
- Powiadomienia o odjazdach nie przychodzą już z opóźnieniem – błąd został naprawiony.
- Aplikacja startuje szybciej: w naszych testach przeciętnie o mniej więcej 30%.

### Znane problemy
- Na części telefonów z Androidem 12 widżet może nie odświeżać się automatycznie; pracujemy nad poprawką.

Pełną listę zmian znajdziesz w [changelogu](https://jedzie.app/zmiany/4-2-0). Błędy zgłaszaj na adres pomoc@jedzie.app.""",
            ),
            Good(
                "preserve",
                """## Wersja 4.2.0 – 18 września 2025

### Nowe funkcje
- Włączanie trybu ciemnego: **Ustawienia → Wygląd**.
- Eksport historii przejazdów do pliku CSV.

### Poprawki błędów
- Usunięto błąd powodujący opóźnione dostarczanie powiadomień o odjazdach.
- Skrócono czas uruchamiania aplikacji – według naszych testów średnio o około 30%.

### Znane problemy
- Widżet na niektórych telefonach z Androidem 12 może nie odświeżać się automatycznie. Trwają prace nad poprawką.

Pełna lista zmian: [changelog](https://jedzie.app/zmiany/4-2-0). Błędy prosimy zgłaszać na adres pomoc@jedzie.app.""",
            ),
            Good(
                "en",
                """## Version 4.2.0 (18 September 2025)

### What's new
- Dark mode can now be turned on in **Ustawienia → Wygląd** (Settings → Appearance).
- We've added export of your trip history to a CSV file.

### Fixes
- Fixed a bug that caused departure notifications to arrive late.
- The app now starts faster – by about 30% on average in our tests.

### Known issues
- On some Android 12 phones, the widget may not refresh automatically. We're working on a fix.

Full list of changes: [changelog](https://jedzie.app/zmiany/4-2-0). Please report bugs to pomoc@jedzie.app.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("**Ustawienia → Wygląd**.\n- Historię", "**Ustawienia → Wygląd**. Historię")],
                "markdown",
            ),
            Slip(1, [("(https://jedzie.app/zmiany/4-2-0)", "(https://jedzie.app/zmiany)")], "url"),
            Slip(
                2,
                [
                    (
                        "the widget may not refresh automatically",
                        "the widget does not refresh automatically",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-rod-zasady-postepowania-z-odpadami",
        source="Zasady postępowania z odpadami na terenie ROD „Malwa”. Odpady zielone, takie jak trawa, liście i resztki roślin, należy kompostować na własnej działce. Palenie odpadów jest zabronione przez cały rok. Gałęzie można oddawać bezpłatnie dwa razy w roku podczas zbiórki organizowanej przez zarząd – najbliższa odbędzie się 12 kwietnia. Odpadów budowlanych, opon ani sprzętu elektronicznego nie wolno zostawiać przy kontenerach; trzeba je samodzielnie wywieźć do PSZOK-u. Śmieci zmieszane wrzucamy wyłącznie do czarnych kontenerów przy bramie głównej. Za naruszenie zasad zarząd może nałożyć na działkowca karę porządkową zgodnie z regulaminem ROD. Działkowcy powinni też dbać o to, by kompostowniki nie stały bezpośrednio przy ogrodzeniu sąsiada.",
        good=[
            Good(
                "preserve",
                """Odpady w ROD „Malwa” – o czym pamiętać:

- Odpady zielone (trawa, liście, resztki roślin) należy kompostować na własnej działce.
- Kompostownik nie powinien stać bezpośrednio przy ogrodzeniu sąsiada.
- Palenie odpadów jest zakazane przez cały rok.
- Gałęzie możesz oddać za darmo podczas zbiórki organizowanej przez zarząd dwa razy w roku; najbliższa – 12 kwietnia.
- Odpadów budowlanych, opon ani sprzętu elektronicznego nie wolno zostawiać przy kontenerach – trzeba je samemu wywieźć do PSZOK-u.
- Śmieci zmieszane wrzucaj tylko do czarnych kontenerów przy głównej bramie.

Za łamanie tych zasad zarząd może nałożyć na działkowca karę porządkową zgodnie z regulaminem ROD.""",
            ),
            Good(
                "preserve",
                "W ROD „Malwa” obowiązuje całoroczny zakaz palenia odpadów. Odpady zielone – trawę, liście i resztki roślin – należy kompostować na własnej działce, przy czym działkowcy powinni pilnować, by kompostowniki nie stały tuż przy ogrodzeniu sąsiada. Dwa razy w roku zarząd organizuje zbiórkę, podczas której gałęzie można oddać bezpłatnie; najbliższa zaplanowana jest na 12 kwietnia. Śmieci zmieszane można wrzucać wyłącznie do czarnych kontenerów przy bramie głównej. Pozostawianie przy kontenerach odpadów budowlanych, opon czy sprzętu elektronicznego jest zabronione – działkowiec musi je sam wywieźć do PSZOK-u. Za naruszenie tych zasad zarząd może nałożyć karę porządkową zgodnie z regulaminem ROD.",
            ),
            Good(
                "en",
                "Waste rules at the “Malwa” allotment gardens (ROD). Green waste such as grass, leaves and plant remains must be composted on your own plot. Burning waste is prohibited all year round. Branches can be handed in free of charge twice a year during a collection organised by the board – the next one will be on 12 April. Construction waste, tyres and electronic equipment must not be left by the containers; you have to take them to the municipal waste collection point (PSZOK) yourself. Mixed rubbish goes only into the black containers by the main gate. The board may impose a disciplinary penalty on plot holders who break the rules, in accordance with the ROD regulations. Plot holders should also make sure their compost bins are not placed right next to a neighbour's fence.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("nie wolno zostawiać przy kontenerach", "wolno zostawiać przy kontenerach")],
                "negation",
            ),
            Slip(
                1,
                [("należy kompostować na własnej działce", "warto kompostować na własnej działce")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "the next one will be on 12 April.",
                        "the next one will be on 12 April, by the container next to the community hall.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-regulamin-konkursu-fotograficznego-muzeum",
        source="Muzeum Ziemi Nadrzecznej ogłasza konkurs fotograficzny „Rzeka w czterech porach roku”. Każdy uczestnik może zgłosić maksymalnie 3 zdjęcia w formacie JPG, o dłuższym boku co najmniej 3000 pikseli. Zdjęcia nie mogą być wcześniej publikowane ani nagradzane w innych konkursach. Dopuszczalna jest podstawowa obróbka (kadrowanie, korekta ekspozycji), ale fotomontaże nie będą oceniane. Prace przyjmujemy do 31 sierpnia. Jury przyzna nagrody pieniężne: 1500 zł za pierwsze miejsce, 1000 zł za drugie i 500 zł za trzecie. Udział w konkursie jest bezpłatny. Wybrane zdjęcia zostaną pokazane na jesiennej wystawie w muzeum.",
        good=[
            Good(
                "preserve",
                "Lubisz fotografować? Muzeum Ziemi Nadrzecznej zaprasza do udziału w konkursie „Rzeka w czterech porach roku”. Możesz zgłosić najwyżej 3 zdjęcia w formacie JPG, których dłuższy bok ma co najmniej 3000 pikseli. Zdjęcia nie mogą być wcześniej publikowane ani nagradzane w innych konkursach. Podstawowa obróbka (kadrowanie, korekta ekspozycji) jest dozwolona, ale fotomontaże nie będą oceniane. Na prace czekamy do 31 sierpnia, a udział jest bezpłatny. Jury przyzna nagrody pieniężne: 1500 zł za 1. miejsce, 1000 zł za 2. i 500 zł za 3. Wybrane zdjęcia pokażemy na jesiennej wystawie w muzeum.",
            ),
            Good(
                "preserve",
                """Konkurs fotograficzny „Rzeka w czterech porach roku” – Muzeum Ziemi Nadrzecznej

1. Udział w konkursie jest bezpłatny.
2. Uczestnik może zgłosić nie więcej niż trzy fotografie w formacie JPG, o dłuższym boku nie krótszym niż 3000 pikseli.
3. Zgłaszane zdjęcia nie mogą być wcześniej publikowane ani nagradzane w innych konkursach.
4. Dozwolona jest podstawowa obróbka (kadrowanie, korekta ekspozycji); fotomontaże nie będą oceniane.
5. Termin nadsyłania prac: 31 sierpnia.
6. Jury przyzna nagrody pieniężne: I miejsce – 1500 zł, II miejsce – 1000 zł, III miejsce – 500 zł.
7. Wybrane prace zostaną zaprezentowane na jesiennej wystawie w muzeum.""",
            ),
            Good(
                "en",
                "The Muzeum Ziemi Nadrzecznej is holding a photography competition, “The River in Four Seasons”. Each participant may enter up to 3 photos in JPG format, with the longer side at least 3,000 pixels. Photos must not have been previously published or awarded prizes in other competitions. Basic editing (cropping, exposure correction) is allowed, but photomontages will not be judged. Entries are accepted until 31 August. The jury will award cash prizes: PLN 1,500 for first place, PLN 1,000 for second and PLN 500 for third. Entry is free. Selected photos will be shown at the museum's autumn exhibition.",
            ),
        ],
        bad=[
            Slip(0, [("1000 zł za 2.", "1200 zł za 2.")], "number"),
            Slip(
                1,
                [("fotomontaże nie będą oceniane", "fotomontaże również będą oceniane")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "at the museum's autumn exhibition.",
                        "at the museum's autumn exhibition and printed in its 2026 calendar.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
