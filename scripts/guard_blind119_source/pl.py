# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 119: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-serwis-zegarkow-mechanicznych-przeglad",
        source="Zegarek mechaniczny powinien przechodzić pełny przegląd co 4–5 lat, nawet jeśli chodzi dokładnie. Podczas serwisu mechanizm jest rozbierany, czyszczony w myjce ultradźwiękowej i ponownie smarowany. Nie zalecamy samodzielnego otwierania koperty: uszczelki mogą stracić szczelność, a kurz dostaje się do mechanizmu już po kilku minutach. Standardowy przegląd kosztuje od 450 zł, a czas realizacji wynosi około trzech tygodni. Po serwisie zegarek musi przejść test wodoszczelności do 10 barów, jeśli producent deklaruje taką klasę. Na wykonaną usługę udzielamy 24 miesięcy gwarancji, która nie obejmuje uszkodzeń mechanicznych ani zalania po samodzielnym otwarciu.",
        good=[
            Good(
                "preserve",
                "Nawet jeśli Twój zegarek mechaniczny chodzi dokładnie, powinien co 4–5 lat trafić na pełny przegląd. W serwisie rozbieramy mechanizm, czyścimy go w myjce ultradźwiękowej i smarujemy na nowo. Nie zalecamy, żebyś sam otwierał kopertę – uszczelki mogą stracić szczelność, a kurz dostaje się do mechanizmu już po kilku minutach. Standardowy przegląd to koszt od 450 zł, a na zegarek poczekasz około trzech tygodni. Jeśli producent deklaruje wodoszczelność do 10 barów, po serwisie zegarek musi przejść test wodoszczelności w tym zakresie. Na usługę dajemy 24 miesiące gwarancji; nie obejmuje ona uszkodzeń mechanicznych ani zalania po samodzielnym otwarciu koperty.",
            ),
            Good(
                "preserve",
                """Przegląd zegarka mechanicznego – najważniejsze informacje:
- Pełny przegląd powinien być wykonywany co 4–5 lat, również wtedy, gdy zegarek chodzi dokładnie.
- Serwis obejmuje rozebranie mechanizmu, czyszczenie w myjce ultradźwiękowej i ponowne smarowanie.
- Nie zalecamy samodzielnego otwierania koperty: uszczelki mogą stracić szczelność, a kurz dostaje się do mechanizmu już po kilku minutach.
- Cena: od 450 zł; czas realizacji: około trzech tygodni.
- Jeśli producent deklaruje klasę wodoszczelności do 10 barów, zegarek musi po serwisie przejść test wodoszczelności.
- Gwarancja na usługę: 24 miesiące (nie obejmuje uszkodzeń mechanicznych ani zalania po samodzielnym otwarciu).""",
            ),
            Good(
                "en",
                "Even if a mechanical watch keeps accurate time, it should have a full service every 4–5 years. During the service the movement is taken apart, cleaned in an ultrasonic cleaner and lubricated again. We do not recommend opening the case yourself: the gaskets may lose their seal, and dust gets into the movement within just a few minutes. A standard service costs from PLN 450 and takes about three weeks. After servicing, the watch must pass a water-resistance test up to 10 bar if the manufacturer declares that rating. We give a 24-month warranty on the work, which does not cover mechanical damage or water ingress after the case has been opened by the customer.",
            ),
        ],
        bad=[
            Slip(0, [("zegarek musi przejść", "zegarek powinien przejść")], "modality"),
            Slip(1, [("usługę: 24 miesiące", "usługę: 12 miesięcy")], "number"),
            Slip(2, [("which does not cover", "which covers")], "negation"),
        ],
    ),
    Case(
        key="pl-hodowla-winniczkow-sezon-zbioru",
        source="Ślimaki winniczki (Helix pomatia) wybudzają się z hibernacji zwykle w drugiej połowie kwietnia, gdy temperatura gleby przekracza 8°C. Pierwsze złożenia jaj obserwujemy na ogół od końca maja do połowy czerwca. Młode wylęgają się po 20–30 dniach, a do wagi handlowej dorastają prawdopodobnie dopiero w drugim sezonie. Na jednym metrze kwadratowym wybiegu trzymamy nie więcej niż 300 ślimaków. Zbiór do sprzedaży zaczynamy 1 sierpnia i kończymy przed 15 września, aby zwierzęta zdążyły zgromadzić zapasy przed zimą. Szacuje się, że straty zimowe w naszej hodowli wynoszą około 10–15% stada.",
        good=[
            Good(
                "preserve",
                "Winniczki (Helix pomatia) budzą się ze snu zimowego zazwyczaj w drugiej połowie kwietnia – wtedy, gdy gleba ogrzeje się powyżej 8°C. Pierwsze jaja składają na ogół od końca maja do połowy czerwca. Po 20–30 dniach wylęgają się młode, które wagę handlową osiągają prawdopodobnie dopiero w drugim sezonie. Na metr kwadratowy wybiegu przypada u nas maksymalnie 300 ślimaków. Do sprzedaży zbieramy je od 1 sierpnia, a kończymy przed 15 września, żeby przed zimą zdążyły zgromadzić zapasy. Straty zimowe w naszej hodowli szacuje się na około 10–15% stada.",
            ),
            Good(
                "preserve",
                "W naszej hodowli winniczków (Helix pomatia) obsada wybiegu nie przekracza 300 ślimaków na metr kwadratowy. Zwierzęta kończą hibernację zwykle w drugiej połowie kwietnia, kiedy temperatura gleby przekroczy 8°C, a pierwsze złożenia jaj obserwuje się na ogół od końca maja do połowy czerwca. Wylęg następuje po 20–30 dniach; wagę handlową młode uzyskują prawdopodobnie dopiero w drugim sezonie. Zbiór handlowy rozpoczynamy 1 sierpnia i kończymy przed 15 września, tak aby ślimaki zdążyły zgromadzić zapasy przed zimą. Straty zimowe szacuje się na około 10–15% stada.",
            ),
            Good(
                "en",
                "Roman snails (Helix pomatia) usually come out of hibernation in the second half of April, once the soil temperature rises above 8°C. We generally see the first egg clutches from the end of May to mid-June. The young hatch after 20–30 days and probably reach market weight only in their second season. We keep no more than 300 snails per square metre of pen. We start harvesting for sale on 1 August and finish before 15 September, so that the animals have time to build up reserves for the winter. Winter losses on our farm are estimated at around 10–15% of the stock.",
            ),
        ],
        bad=[
            Slip(0, [("osiągają prawdopodobnie dopiero", "osiągają dopiero")], "hedge"),
            Slip(1, [("rozpoczynamy 1 sierpnia", "rozpoczynamy 1 lipca")], "date"),
            Slip(
                2,
                [
                    (
                        "build up reserves for the winter.",
                        "build up reserves for the winter; most of the harvest is sold to restaurants in France.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-oczyszczalnia-scieki-przemyslowe-warunki-zrzutu",
        source="Na podstawie art. 11 ust. 1 ustawy z dnia 7 czerwca 2001 r. o zbiorowym zaopatrzeniu w wodę i zbiorowym odprowadzaniu ścieków zakład wprowadzający ścieki przemysłowe do naszej kanalizacji musi spełniać warunki określone w umowie. Stężenie zawiesiny ogólnej nie może przekraczać 350 mg/l, a odczyn pH powinien mieścić się w zakresie 6,5–9,5. Oczyszczalnia pobiera próby kontrolne co najmniej raz na kwartał, a wyniki przekazuje dostawcy w ciągu 14 dni od poboru. W razie przekroczenia dopuszczalnych wartości możemy naliczyć opłatę podwyższoną zgodnie z taryfą. Awarię instalacji podczyszczającej należy zgłosić niezwłocznie pod numerem dyżurnym 42 611 20 30.",
        good=[
            Good(
                "preserve",
                "Jeśli Państwa zakład wprowadza ścieki przemysłowe do naszej kanalizacji, musi spełniać warunki określone w umowie – wynika to z art. 11 ust. 1 ustawy z dnia 7 czerwca 2001 r. o zbiorowym zaopatrzeniu w wodę i zbiorowym odprowadzaniu ścieków. Zawiesina ogólna nie może przekraczać 350 mg/l, a pH powinno wynosić od 6,5 do 9,5. Próby kontrolne pobieramy co najmniej raz na kwartał, a wyniki przesyłamy Państwu w ciągu 14 dni od poboru. Gdy dopuszczalne wartości zostaną przekroczone, możemy naliczyć opłatę podwyższoną według taryfy. Awarię instalacji podczyszczającej trzeba niezwłocznie zgłosić pod numerem dyżurnym 42 611 20 30.",
            ),
            Good(
                "preserve",
                """Warunki wprowadzania ścieków przemysłowych do kanalizacji:
1. Podstawa prawna: art. 11 ust. 1 ustawy z dnia 7 czerwca 2001 r. o zbiorowym zaopatrzeniu w wodę i zbiorowym odprowadzaniu ścieków – zakład musi spełniać warunki określone w umowie.
2. Zawiesina ogólna: nie może przekraczać 350 mg/l.
3. Odczyn pH: powinien mieścić się w przedziale 6,5–9,5.
4. Kontrola: oczyszczalnia pobiera próby co najmniej raz na kwartał i przekazuje wyniki dostawcy w ciągu 14 dni od poboru.
5. Przekroczenia: możemy naliczyć opłatę podwyższoną zgodnie z taryfą.
6. Awarie instalacji podczyszczającej: należy je zgłaszać niezwłocznie pod numerem dyżurnym 42 611 20 30.""",
            ),
            Good(
                "en",
                "Under Article 11(1) of the Act of 7 June 2001 on collective water supply and collective sewage disposal, a plant discharging industrial wastewater into our sewer system must meet the conditions set out in its contract. Total suspended solids must not exceed 350 mg/l, and the pH should be within the range of 6.5–9.5. The treatment plant takes control samples at least once a quarter and sends the results to the discharger within 14 days of sampling. If the permitted values are exceeded, we may charge an increased fee in line with the tariff. Any failure of the pretreatment installation must be reported without delay on the duty number 42 611 20 30.",
            ),
        ],
        bad=[
            Slip(0, [("art. 11 ust. 1", "art. 11 ust. 3")], "legal_reference"),
            Slip(1, [("350 mg/l", "500 mg/l")], "number"),
            Slip(2, [("we may charge", "we will charge")], "modality"),
        ],
    ),
    Case(
        key="pl-teatr-lalek-warsztaty-jesienne",
        source="""## Warsztaty lalkarskie dla dzieci – sezon jesienny

Zapraszamy dzieci w wieku 7–12 lat na cykl ośmiu spotkań w Teatrze Lalek „Guliwerek”. Zajęcia odbywają się w soboty od 10:00 do 12:00, od 4 października do 29 listopada 2025 r. (z wyjątkiem 1 listopada).

**Co robimy na zajęciach:**
- projektujemy i szyjemy własną pacynkę,
- uczymy się animacji lalki na scenie,
- przygotowujemy krótki pokaz dla rodziców.

Udział kosztuje 320 zł za cały cykl. Nie prowadzimy zapisów telefonicznych – formularz znajdziesz na stronie [teatr-guliwerek.pl/warsztaty](https://teatr-guliwerek.pl/warsztaty). Rodzice nie muszą zostawać w teatrze podczas zajęć.""",
        good=[
            Good(
                "preserve",
                """## Jesienne warsztaty lalkarskie dla dzieci

Teatr Lalek „Guliwerek” zaprasza dzieci w wieku 7–12 lat na cykl ośmiu spotkań. Warsztaty trwają od 4 października do 29 listopada 2025 r. (z wyjątkiem 1 listopada) i odbywają się w soboty w godz. 10:00–12:00.

**Program zajęć:**
- zaprojektowanie i uszycie własnej pacynki,
- nauka animacji lalki na scenie,
- przygotowanie krótkiego pokazu dla rodziców.

Cena za cały cykl: 320 zł. Zapisów telefonicznych nie prowadzimy – formularz zgłoszeniowy jest na stronie [teatr-guliwerek.pl/warsztaty](https://teatr-guliwerek.pl/warsztaty). Podczas zajęć rodzice nie muszą zostawać w teatrze.""",
            ),
            Good(
                "preserve",
                """## Warsztaty lalkarskie dla dzieci – jesień

Masz w domu dziecko w wieku 7–12 lat? W Teatrze Lalek „Guliwerek” czeka na nie cykl ośmiu sobotnich spotkań, od 10:00 do 12:00. Startujemy 4 października, kończymy 29 listopada 2025 r.; 1 listopada zajęć nie ma.

**Na warsztatach dzieci:**
- zaprojektują i uszyją własną pacynkę,
- nauczą się animować lalkę na scenie,
- przygotują krótki pokaz dla rodziców.

Cały cykl kosztuje 320 zł. Przez telefon nie zapisujemy – wypełnij formularz na stronie [teatr-guliwerek.pl/warsztaty](https://teatr-guliwerek.pl/warsztaty). W czasie zajęć nie musisz zostawać w teatrze.""",
            ),
            Good(
                "en",
                """## Puppetry workshops for children – autumn season

Children aged 7–12 are invited to a series of eight sessions at the Guliwerek Puppet Theatre. Sessions take place on Saturdays from 10:00 to 12:00, from 4 October to 29 November 2025 (except 1 November).

**What we do in the sessions:**
- design and sew our own glove puppet,
- learn to operate a puppet on stage,
- prepare a short show for parents.

The full series costs PLN 320. We do not take registrations by phone – you will find the form at [teatr-guliwerek.pl/warsztaty](https://teatr-guliwerek.pl/warsztaty). Parents do not have to stay at the theatre during the sessions.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "## Jesienne warsztaty lalkarskie dla dzieci",
                        "Jesienne warsztaty lalkarskie dla dzieci",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("kończymy 29 listopada", "kończymy 22 listopada")], "date"),
            Slip(2, [("Parents do not have to stay", "Parents have to stay")], "negation"),
        ],
    ),
    Case(
        key="pl-flota-taksowek-zasady-dla-kierowcow",
        source="Od 1 marca wszyscy kierowcy naszej floty muszą korzystać z nowej wersji aplikacji dyspozytorskiej. Przed rozpoczęciem zmiany kierowca powinien sprawdzić stan ogumienia i poziom płynów, a wynik zapisać w karcie pojazdu. Samochód wolno zatankować wyłącznie na stacjach partnerskich, na kartę flotową; paragony za paliwo zakupione gdzie indziej nie będą zwracane. Kurs zamówiony przez aplikację może zostać anulowany bez opłaty w ciągu 3 minut. Przebieg powyżej 450 km na jednej zmianie trzeba zgłosić dyspozytorowi. Szkody i kolizje zgłaszamy przez formularz na stronie flota.miejskietaxi.pl/szkody albo mailowo na szkody@miejskietaxi.pl.",
        good=[
            Good(
                "preserve",
                "Od 1 marca każdy kierowca naszej floty musi korzystać z nowej wersji aplikacji dyspozytorskiej. Zanim zaczniesz zmianę, powinieneś sprawdzić ogumienie i poziom płynów, a wynik wpisać do karty pojazdu. Tankować wolno tylko na stacjach partnerskich i tylko kartą flotową – za paliwo kupione gdzie indziej nie zwracamy pieniędzy. Kurs zamówiony przez aplikację można anulować bez opłaty w ciągu 3 minut. Jeśli na jednej zmianie przejedziesz ponad 450 km, musisz zgłosić to dyspozytorowi. Szkody i kolizje zgłaszaj przez formularz na stronie flota.miejskietaxi.pl/szkody lub mailem na szkody@miejskietaxi.pl.",
            ),
            Good(
                "preserve",
                """Zasady dla kierowców floty:
- Od 1 marca nowa wersja aplikacji dyspozytorskiej jest obowiązkowa dla wszystkich kierowców.
- Przed zmianą kierowca powinien sprawdzić stan opon i poziom płynów oraz zapisać wynik w karcie pojazdu.
- Tankowanie jest dozwolone wyłącznie na stacjach partnerskich, kartą flotową. Paragonów za paliwo z innych stacji nie zwracamy.
- Kurs zamówiony w aplikacji można bezpłatnie anulować w ciągu 3 minut.
- Przebieg przekraczający 450 km na jednej zmianie należy zgłosić dyspozytorowi.
- Szkody i kolizje: formularz flota.miejskietaxi.pl/szkody lub e-mail szkody@miejskietaxi.pl.""",
            ),
            Good(
                "en",
                "From 1 March, all drivers in our fleet must use the new version of the dispatch app. Before starting a shift, drivers should check the tyres and fluid levels and record the result in the vehicle log. Cars may be refuelled only at partner stations using the fleet card; receipts for fuel bought elsewhere will not be reimbursed. A ride booked through the app can be cancelled free of charge within 3 minutes. Mileage above 450 km in a single shift has to be reported to the dispatcher. Report damage and collisions using the form at flota.miejskietaxi.pl/szkody or by e-mail to szkody@miejskietaxi.pl.",
            ),
        ],
        bad=[
            Slip(0, [("powinieneś sprawdzić", "musisz sprawdzić")], "modality"),
            Slip(1, [("przekraczający 450 km", "przekraczający 350 km")], "number"),
            Slip(2, [("szkody@miejskietaxi.pl", "szkody@miejskataxi.pl")], "url"),
        ],
    ),
    Case(
        key="pl-sokolnictwo-uprawnienia-i-okres-pierzenia",
        source="Polowanie z ptakami łowczymi jest w Polsce dozwolone, ale wymaga uprawnień sokolniczych wydawanych na podstawie art. 42 ust. 1 ustawy z dnia 13 października 1995 r. – Prawo łowieckie. Ptak musi mieć obrączkę i dokumenty potwierdzające legalne pochodzenie; ptaków odłowionych ze środowiska nie wolno używać do polowań. Młody jastrząb lub sokół jest zwykle gotowy do pierwszych lotów za zwierzyną po 6–8 tygodniach układania, choć u niektórych ptaków trwa to dłużej. W okresie pierzenia, mniej więcej od maja do sierpnia, nie polujemy. Nowi członkowie koła mogą przez pierwszy sezon towarzyszyć doświadczonym sokolnikom, zanim przystąpią do egzaminu.",
        good=[
            Good(
                "preserve",
                "W Polsce wolno polować z ptakami łowczymi, jednak potrzebne są do tego uprawnienia sokolnicze, wydawane na podstawie art. 42 ust. 1 ustawy z dnia 13 października 1995 r. – Prawo łowieckie. Każdy ptak musi mieć obrączkę oraz dokumenty potwierdzające jego legalne pochodzenie, a ptaki odłowione z natury nie mogą być używane do polowań. Układanie młodego jastrzębia lub sokoła do pierwszych lotów za zwierzyną zajmuje zwykle 6–8 tygodni, choć niektóre ptaki potrzebują więcej czasu. Mniej więcej od maja do sierpnia, gdy ptaki się pierzą, nie polujemy. Przez pierwszy sezon nowi członkowie koła mogą towarzyszyć doświadczonym sokolnikom, zanim podejdą do egzaminu.",
            ),
            Good(
                "preserve",
                "Sokolnictwo łowieckie jest w Polsce legalne pod warunkiem posiadania uprawnień sokolniczych (podstawa: art. 42 ust. 1 ustawy z dnia 13 października 1995 r. – Prawo łowieckie). Ptak musi mieć obrączkę i dokumenty legalnego pochodzenia. Polowanie z ptakami odłowionymi ze środowiska jest zabronione. Układanie młodego jastrzębia lub sokoła przed pierwszymi lotami za zwierzyną trwa zwykle 6–8 tygodni, a u części ptaków dłużej. Okres pierzenia – w przybliżeniu od maja do sierpnia – wyłączamy z polowań. Nowi członkowie koła mogą przez pierwszy sezon towarzyszyć doświadczonym sokolnikom przed przystąpieniem do egzaminu.",
            ),
            Good(
                "en",
                "Hunting with birds of prey is permitted in Poland, but it requires falconry qualifications issued under Article 42(1) of the Hunting Law Act of 13 October 1995. The bird must have a ring and documents proving its legal origin; birds taken from the wild must not be used for hunting. A young goshawk or falcon is usually ready for its first flights at quarry after 6–8 weeks of training, although some birds take longer. We do not hunt during the moult, roughly from May to August. New club members may accompany experienced falconers for their first season before they take the exam.",
            ),
        ],
        bad=[
            Slip(0, [("Mniej więcej od maja", "Od maja")], "hedge"),
            Slip(1, [("art. 42 ust. 1", "art. 24 ust. 1")], "legal_reference"),
            Slip(2, [("We do not hunt during the moult", "We hunt during the moult")], "negation"),
        ],
    ),
    Case(
        key="pl-tlumacz-przysiegly-cennik-i-repertorium",
        source="Tłumacz przysięgły wykonuje tłumaczenia poświadczone na podstawie ustawy z dnia 25 listopada 2004 r. o zawodzie tłumacza przysięgłego. Zgodnie z art. 17 tej ustawy tłumacz musi prowadzić repertorium, w którym odnotowuje każde poświadczone tłumaczenie. Stroną rozliczeniową jest 1125 znaków ze spacjami; za tłumaczenie z języka angielskiego na polski pobieramy 65 zł netto za stronę. Dokumenty możemy przyjąć w formie skanu, ale tłumacz poświadcza wtedy, że tłumaczenie sporządzono ze skanu, a nie z oryginału. Urzędy zagraniczne mogą wymagać apostille – o to klient powinien zadbać sam przed złożeniem zlecenia. Standardowy termin realizacji to 3 dni robocze.",
        good=[
            Good(
                "preserve",
                "Tłumaczenia poświadczone sporządza tłumacz przysięgły, działając na podstawie ustawy z dnia 25 listopada 2004 r. o zawodzie tłumacza przysięgłego. Art. 17 tej ustawy nakłada na niego obowiązek prowadzenia repertorium, do którego wpisuje każde poświadczone tłumaczenie. Rozliczamy się za stronę liczącą 1125 znaków ze spacjami – przekład z angielskiego na polski kosztuje 65 zł netto za stronę. Możemy przyjąć dokument w formie skanu; tłumacz poświadcza wówczas, że przekład sporządzono ze skanu, a nie z oryginału. Pamiętaj, że urzędy za granicą mogą wymagać apostille – powinieneś zadbać o nią sam, zanim złożysz zlecenie. Standardowo realizujemy zlecenie w ciągu 3 dni roboczych.",
            ),
            Good(
                "preserve",
                """**Kto i na jakiej podstawie?** Tłumacz przysięgły, zgodnie z ustawą z dnia 25 listopada 2004 r. o zawodzie tłumacza przysięgłego. Na mocy art. 17 ustawy musi on prowadzić repertorium i odnotowywać w nim każde tłumaczenie poświadczone.
**Ile to kosztuje?** Tłumaczenie z angielskiego na polski: 65 zł netto za stronę rozliczeniową, czyli 1125 znaków ze spacjami.
**Czy wystarczy skan?** Tak, możemy przyjąć skan, ale tłumacz poświadcza wtedy, że przekład sporządzono ze skanu, a nie z oryginału.
**A apostille?** Urzędy zagraniczne mogą jej wymagać; klient powinien sam zadbać o nią przed złożeniem zlecenia.
**Jak długo trwa realizacja?** Standardowo 3 dni robocze.""",
            ),
            Good(
                "en",
                "A sworn translator produces certified translations under the Act of 25 November 2004 on the profession of sworn translator. Under Article 17 of that Act, the translator must keep a register (repertorium) recording every certified translation. One billing page is 1,125 characters including spaces; for translation from English into Polish we charge PLN 65 net per page. We can accept documents as scans, but in that case the translator certifies that the translation was made from a scan and not from the original. Foreign authorities may require an apostille, which the client should arrange themselves before placing the order. The standard turnaround time is 3 working days.",
            ),
        ],
        bad=[
            Slip(0, [("powinieneś zadbać o nią sam", "możesz zadbać o nią sam")], "modality"),
            Slip(1, [("65 zł netto", "56 zł netto")], "number"),
            Slip(2, [("Under Article 17", "Under Article 15")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-stacja-meteo-logger-readme",
        source="""# meteo-logger

Skrypt zbiera pomiary ze stacji meteorologicznej Davis Vantage Pro2 i zapisuje je do bazy SQLite.

## Instalacja

Wymagany jest Python 3.10 lub nowszy. Zainstaluj zależności poleceniem `pip install -r requirements.txt`.

## Konfiguracja

W pliku `config.toml` ustaw port szeregowy w kluczu `serial_port` oraz interwał odczytu `interval_s` (domyślnie 60 sekund). Nie ustawiaj interwału krótszego niż 10 sekund – konsola stacji może wtedy gubić ramki. Dane starsze niż 365 dni są archiwizowane do pliku CSV.

## Uruchomienie

```
python -m meteo_logger --config config.toml
```""",
        good=[
            Good(
                "preserve",
                """# meteo-logger

Narzędzie odczytuje pomiary ze stacji meteorologicznej Davis Vantage Pro2 i zapisuje je w bazie SQLite.

## Instalacja

Potrzebujesz Pythona w wersji 3.10 lub nowszej. Zależności instalujesz poleceniem `pip install -r requirements.txt`.

## Konfiguracja

Otwórz plik `config.toml`: w kluczu `serial_port` podaj port szeregowy, a w `interval_s` interwał odczytu (domyślnie 60 sekund). Nie ustawiaj interwału krótszego niż 10 sekund, bo konsola stacji może wtedy gubić ramki. Pomiary starsze niż 365 dni są archiwizowane w pliku CSV.

## Uruchomienie

```
python -m meteo_logger --config config.toml
```""",
            ),
            Good(
                "preserve",
                """# meteo-logger

Zapisuje do bazy SQLite pomiary ze stacji meteorologicznej Davis Vantage Pro2.

## Instalacja

1. Wymagany jest Python 3.10 lub nowszy.
2. Zainstaluj zależności: `pip install -r requirements.txt`.

## Konfiguracja

Ustawienia znajdują się w pliku `config.toml`:

- `serial_port` – port szeregowy,
- `interval_s` – interwał odczytu, domyślnie 60 sekund; nie ustawiaj mniej niż 10 sekund, bo konsola stacji może gubić ramki.

Dane starsze niż 365 dni są archiwizowane do pliku CSV.

## Uruchomienie

```
python -m meteo_logger --config config.toml
```""",
            ),
            Good(
                "en",
                """# meteo-logger

The script collects readings from a Davis Vantage Pro2 weather station and stores them in an SQLite database.

## Installation

Python 3.10 or newer is required. Install the dependencies with `pip install -r requirements.txt`.

## Configuration

In `config.toml`, set the serial port in the `serial_port` key and the reading interval in `interval_s` (60 seconds by default). Do not set the interval below 10 seconds – the station console may drop frames. Data older than 365 days is archived to a CSV file.

## Running

```
python -m meteo_logger --config config.toml
```""",
            ),
        ],
        bad=[
            Slip(0, [("--config config.toml", "--conf config.toml")], "code"),
            Slip(
                1,
                [
                    (
                        "```\npython -m meteo_logger --config config.toml\n```",
                        "python -m meteo_logger --config config.toml",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("(60 seconds by default)", "(30 seconds by default)")], "number"),
        ],
    ),
    Case(
        key="pl-storczyki-falenopsis-podlewanie-i-podloze",
        source="Falenopsisy najlepiej rosną w temperaturze 20–25°C w dzień i o kilka stopni niższej w nocy. Podlewamy je mniej więcej raz w tygodniu, zanurzając doniczkę w wodzie na około 15 minut; woda nie może zalegać w osłonce. Nie stosujemy zwykłej ziemi ogrodowej – korzenie potrzebują przewiewnego podłoża z kory sosnowej. Przesadzanie warto przeprowadzać co 2–3 lata, najlepiej po przekwitnięciu. Spadek temperatury nocą o 5–6°C przez kilka tygodni jesienią prawdopodobnie pobudza roślinę do wypuszczenia nowego pędu kwiatostanowego. Żółknięcie dolnych liści zwykle nie jest powodem do niepokoju, jeśli roślina wypuszcza nowe.",
        good=[
            Good(
                "preserve",
                "Twój falenopsis najlepiej poczuje się w 20–25°C za dnia i w temperaturze o kilka stopni niższej nocą. Podlewaj go mniej więcej raz w tygodniu: zanurz doniczkę w wodzie na około 15 minut, a potem dopilnuj, żeby woda nie zalegała w osłonce. Zwykła ziemia ogrodowa się nie nadaje – korzenie potrzebują przewiewnego podłoża z kory sosnowej. Co 2–3 lata warto roślinę przesadzić, najlepiej po przekwitnięciu. Jesienią kilkutygodniowe obniżenie temperatury nocą o 5–6°C prawdopodobnie pobudzi storczyk do wypuszczenia nowego pędu kwiatostanowego. Jeśli dolne liście żółkną, a roślina wypuszcza nowe, zwykle nie ma powodu do niepokoju.",
            ),
            Good(
                "preserve",
                """Pielęgnacja falenopsisa w skrócie:
- Temperatura: 20–25°C w dzień, nocą o kilka stopni mniej.
- Podlewanie: mniej więcej raz w tygodniu, przez zanurzenie doniczki w wodzie na około 15 minut. Woda nie może stać w osłonce.
- Podłoże: przewiewne, z kory sosnowej; nie stosujemy zwykłej ziemi ogrodowej.
- Przesadzanie: warto co 2–3 lata, najlepiej po przekwitnięciu.
- Kwitnienie: jesienny spadek nocnej temperatury o 5–6°C, utrzymany przez kilka tygodni, prawdopodobnie pobudza roślinę do wypuszczenia nowego pędu kwiatostanowego.
- Żółknące dolne liście: zwykle nie ma się czym martwić, jeśli pojawiają się nowe.""",
            ),
            Good(
                "en",
                "Phalaenopsis orchids grow best at 20–25°C during the day and a few degrees cooler at night. We water them roughly once a week by soaking the pot in water for about 15 minutes; water must not be left standing in the outer pot. We do not use ordinary garden soil – the roots need an airy substrate made of pine bark. Repotting is worth doing every 2–3 years, ideally after flowering. A night-time temperature drop of 5–6°C for several weeks in autumn probably encourages the plant to produce a new flower spike. Yellowing of the lower leaves is usually no cause for concern if the plant is putting out new ones.",
            ),
        ],
        bad=[
            Slip(0, [("prawdopodobnie pobudzi", "pobudzi")], "hedge"),
            Slip(
                1, [("zwykle nie ma się czym martwić", "zwykle jest się czym martwić")], "negation"
            ),
            Slip(
                2,
                [
                    (
                        "putting out new ones.",
                        "putting out new ones; it is most often caused by overwatering.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-kolej-waskotorowa-rozklad-sezonowy",
        source="Kolejka wąskotorowa kursuje w sezonie od 1 maja do 30 września, w soboty, niedziele i święta. Pociąg odjeżdża ze stacji Stara Wieś Leśna o 10:30 i 14:00, a przejazd w jedną stronę trwa około 50 minut. Bilety można kupić online na stronie www.kolejka-starawies.pl/bilety lub w kasie na stacji, która jest czynna od 9:45. Grupy liczące ponad 20 osób powinny zarezerwować przejazd z co najmniej tygodniowym wyprzedzeniem. Rowery przewozimy wyłącznie w wagonie bagażowym i tylko wtedy, gdy jest wolne miejsce. Psy muszą mieć kaganiec i smycz. W razie złej pogody kurs może zostać odwołany – informację publikujemy na stronie do godziny 8:00.",
        good=[
            Good(
                "preserve",
                "Sezon kolejki wąskotorowej trwa od 1 maja do 30 września; pociągi jeżdżą w soboty, niedziele i święta. Ze stacji Stara Wieś Leśna odjeżdżają o 10:30 i 14:00, a podróż w jedną stronę zajmuje około 50 minut. Bilet kupisz przez internet na www.kolejka-starawies.pl/bilety albo w kasie na stacji, czynnej od 9:45. Jeśli jedziecie grupą większą niż 20 osób, powinniście zarezerwować przejazd co najmniej tydzień wcześniej. Rower zabierzemy tylko w wagonie bagażowym i tylko wtedy, gdy znajdzie się w nim wolne miejsce. Pies musi mieć kaganiec i być na smyczy. Przy złej pogodzie kurs może zostać odwołany – informację zamieścimy na stronie do 8:00.",
            ),
            Good(
                "preserve",
                """Informacje dla pasażerów kolejki wąskotorowej
Sezon: 1 maja – 30 września (soboty, niedziele i święta).
Odjazdy ze stacji Stara Wieś Leśna: 10:30 i 14:00; przejazd w jedną stronę trwa około 50 minut.
Bilety: online na www.kolejka-starawies.pl/bilety lub w kasie na stacji (czynna od 9:45).
Grupy powyżej 20 osób: powinny zarezerwować przejazd z co najmniej tygodniowym wyprzedzeniem.
Rowery: przewóz wyłącznie w wagonie bagażowym, o ile jest wolne miejsce.
Psy: obowiązkowo w kagańcu i na smyczy.
Zła pogoda: kurs może zostać odwołany; komunikat publikujemy na stronie do godziny 8:00.""",
            ),
            Good(
                "en",
                "The narrow-gauge railway runs in season from 1 May to 30 September, on Saturdays, Sundays and public holidays. Trains leave Stara Wieś Leśna station at 10:30 and 14:00, and a one-way trip takes about 50 minutes. Tickets can be bought online at www.kolejka-starawies.pl/bilety or at the station ticket office, which opens at 9:45. Groups of more than 20 people should book at least a week in advance. Bicycles are carried only in the luggage van and only if there is space. Dogs must be muzzled and on a lead. In bad weather a service may be cancelled – we post a notice on the website by 8:00.",
            ),
        ],
        bad=[
            Slip(0, [("do 30 września", "do 31 sierpnia")], "date"),
            Slip(
                1,
                [("Psy: obowiązkowo w kagańcu i na smyczy.", "Psy: zalecany kaganiec i smycz.")],
                "modality",
            ),
            Slip(2, [("www.kolejka-starawies.pl/bilety", "www.kolejka-starawies.pl")], "url"),
        ],
    ),
    Case(
        key="pl-straty-zimowe-pszczol-badanie-ankietowe",
        source="Według badania Kowalskiej i Nowaka (2021), opublikowanego w „Journal of Apicultural Research” (t. 60, s. 412–425), zimowe straty rodzin pszczelich w Polsce wyniosły w sezonie 2019/2020 około 17%. Autorzy wskazują, że główną przyczyną był prawdopodobnie pasożyt Varroa destructor, choć w części pasiek znaczenie mogły mieć także niedobory pokarmu. W badaniu ankietowym uczestniczyło 1243 pszczelarzy prowadzących łącznie ponad 38 tysięcy rodzin. Pasieki, w których wykonano jesienne leczenie przeciw warrozie, traciły średnio 11% rodzin, a pozostałe – 26%. Autorzy zastrzegają, że dane pochodzą z deklaracji pszczelarzy i nie były weryfikowane w terenie.",
        good=[
            Good(
                "preserve",
                "Zimą w sezonie 2019/2020 polscy pszczelarze stracili około 17% rodzin – wynika z badania Kowalskiej i Nowaka (2021) opublikowanego w „Journal of Apicultural Research” (t. 60, s. 412–425). Zdaniem autorów główną przyczyną był prawdopodobnie pasożyt Varroa destructor, choć w niektórych pasiekach rolę mogły odegrać również niedobory pokarmu. Ankietę wypełniło 1243 pszczelarzy, którzy łącznie prowadzą ponad 38 tysięcy rodzin. W pasiekach leczonych jesienią przeciw warrozie ginęło średnio 11% rodzin, w pozostałych – 26%. Autorzy zaznaczają, że opierali się na deklaracjach pszczelarzy, których nie weryfikowano w terenie.",
            ),
            Good(
                "preserve",
                "W sezonie 2019/2020 zimowe straty rodzin pszczelich w Polsce wyniosły około 17% (Kowalska i Nowak, 2021, „Journal of Apicultural Research”, t. 60, s. 412–425). Ankietą objęto 1243 pszczelarzy, prowadzących w sumie ponad 38 tys. rodzin. Jako prawdopodobną główną przyczynę strat autorzy wskazują pasożyta Varroa destructor; w części pasiek znaczenie mogły mieć również niedobory pokarmu. Średnie straty wyniosły 11% w pasiekach poddanych jesiennemu leczeniu przeciw warrozie i 26% w pozostałych. Należy zaznaczyć, że dane pochodzą z deklaracji pszczelarzy i nie zostały zweryfikowane w terenie.",
            ),
            Good(
                "en",
                "According to a study by Kowalska and Nowak (2021), published in the Journal of Apicultural Research (vol. 60, pp. 412–425), winter colony losses in Poland in the 2019/2020 season were around 17%. The authors point to the Varroa destructor parasite as the probable main cause, although food shortages may also have played a role in some apiaries. The survey covered 1,243 beekeepers managing more than 38,000 colonies in total. Apiaries that received autumn varroa treatment lost 11% of their colonies on average, compared with 26% for the rest. The authors caution that the data come from beekeepers' own reports and were not verified in the field.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("główną przyczyną był prawdopodobnie pasożyt", "główną przyczyną był pasożyt")],
                "hedge",
            ),
            Slip(1, [("26% w pozostałych", "36% w pozostałych")], "number"),
            Slip(2, [("pp. 412–425", "pp. 142–155")], "citation"),
        ],
    ),
    Case(
        key="pl-biblioteka-prolongata-biblioboks-oplata-zwloka",
        source="Od 2 czerwca 2025 r. Miejska Biblioteka Publiczna wprowadza nowe zasady wypożyczeń. Czytelnik może wypożyczyć jednocześnie do 10 książek na okres 30 dni. Wypożyczenie można przedłużyć raz, o kolejne 30 dni, jeśli na książkę nie czeka inna osoba. Za każdy dzień zwłoki naliczamy opłatę 0,20 zł za egzemplarz. Nowości wydawnicze wypożyczamy tylko na 14 dni i nie podlegają one prolongacie. Zwrotu można dokonać w dowolnej filii lub w biblioboksie przy wejściu głównym, czynnym całą dobę. Czytelnik powinien na bieżąco sprawdzać stan konta w katalogu online. Karty bibliotecznej nie wolno udostępniać innym osobom.",
        good=[
            Good(
                "preserve",
                "Nowe zasady wypożyczeń obowiązują w Miejskiej Bibliotece Publicznej od 2 czerwca 2025 r. Możesz mieć jednocześnie maksymalnie 10 książek, każdą na 30 dni. Jeśli nikt inny nie czeka na daną książkę, wypożyczenie da się przedłużyć jeden raz, o następne 30 dni. Każdy dzień spóźnienia kosztuje 0,20 zł za egzemplarz. Nowości wydawnicze wypożyczamy jedynie na 14 dni i nie można ich prolongować. Książki oddasz w dowolnej filii albo w całodobowym biblioboksie przy wejściu głównym. Stan konta powinieneś na bieżąco sprawdzać w katalogu online. Swojej karty bibliotecznej nie wolno Ci udostępniać innym osobom.",
            ),
            Good(
                "preserve",
                """Zasady wypożyczeń w Miejskiej Bibliotece Publicznej (od 2 czerwca 2025 r.):
1. Jednocześnie można wypożyczyć do 10 książek na 30 dni.
2. Wypożyczenie można przedłużyć jeden raz o 30 dni, o ile na książkę nie czeka inny czytelnik.
3. Opłata za zwłokę: 0,20 zł za każdy dzień i każdy egzemplarz.
4. Nowości wydawnicze: wypożyczenie na 14 dni, bez możliwości prolongaty.
5. Zwroty: w każdej filii lub w biblioboksie przy wejściu głównym (czynny całą dobę).
6. Czytelnik powinien na bieżąco sprawdzać stan konta w katalogu online.
7. Karty bibliotecznej nie wolno udostępniać innym osobom.""",
            ),
            Good(
                "en",
                "From 2 June 2025, the Municipal Public Library is introducing new lending rules. Readers may borrow up to 10 books at a time for 30 days. A loan can be renewed once, for another 30 days, if no one else is waiting for the book. A late fee of PLN 0.20 per item is charged for each day overdue. New releases are lent for 14 days only and cannot be renewed. Books can be returned at any branch or in the book drop at the main entrance, which is open 24 hours a day. Readers should check their account status regularly in the online catalogue. Library cards must not be shared with other people.",
            ),
        ],
        bad=[
            Slip(0, [("Jeśli nikt inny nie czeka", "Jeśli ktoś inny czeka")], "negation"),
            Slip(1, [("Czytelnik powinien na bieżąco", "Czytelnik musi na bieżąco")], "modality"),
            Slip(2, [("From 2 June 2025", "From 2 July 2025")], "date"),
        ],
    ),
    Case(
        key="pl-konserwacja-zabytkowych-organow-koscielnych",
        source="Instrument w kościele w Lipnicy Dolnej zbudowała w 1883 r. firma Schlag & Söhne ze Świdnicy, co potwierdza monografia Anny Wrony („Organy Dolnego Śląska”, Wrocław 2018, s. 214). Organy mają 18 głosów, dwa manuały i pedał. Przed rozpoczęciem prac konserwator musi sporządzić pełną dokumentację stanu zachowania, a każda ingerencja w oryginalne piszczałki wymaga zgody wojewódzkiego konserwatora zabytków. Brakujące piszczałki można zrekonstruować na podstawie zachowanych egzemplarzy. Nie planujemy wymiany mechanicznej traktury na elektryczną. Parafia powinna zapewnić w kościele stałą wilgotność powietrza na poziomie 50–60%.",
        good=[
            Good(
                "preserve",
                "Organy kościoła w Lipnicy Dolnej powstały w 1883 r. w świdnickiej firmie Schlag & Söhne – potwierdza to monografia Anny Wrony „Organy Dolnego Śląska” (Wrocław 2018, s. 214). Instrument ma dwa manuały, pedał i 18 głosów. Zanim rozpoczną się prace, konserwator musi przygotować pełną dokumentację stanu zachowania. Na każdą ingerencję w oryginalne piszczałki potrzebna jest zgoda wojewódzkiego konserwatora zabytków. Piszczałki, których brakuje, można odtworzyć, wzorując się na tych, które się zachowały. Mechanicznej traktury nie zamierzamy zastępować elektryczną. Parafia powinna utrzymywać w kościele stałą wilgotność powietrza w granicach 50–60%.",
            ),
            Good(
                "preserve",
                """Stan faktyczny: organy kościoła w Lipnicy Dolnej, zbudowane w 1883 r. przez firmę Schlag & Söhne ze Świdnicy (A. Wrona, „Organy Dolnego Śląska”, Wrocław 2018, s. 214); 18 głosów, dwa manuały, pedał.
Wymogi: przed rozpoczęciem prac konserwator musi sporządzić pełną dokumentację stanu zachowania; każda ingerencja w oryginalne piszczałki wymaga zgody wojewódzkiego konserwatora zabytków.
Zakres: brakujące piszczałki można zrekonstruować na podstawie zachowanych egzemplarzy; wymiana mechanicznej traktury na elektryczną nie jest planowana.
Zalecenie dla parafii: powinna zapewnić w kościele stałą wilgotność powietrza na poziomie 50–60%.""",
            ),
            Good(
                "en",
                "The organ in the church at Lipnica Dolna was built in 1883 by the firm Schlag & Söhne of Świdnica, as confirmed by Anna Wrona's monograph (Organy Dolnego Śląska, Wrocław 2018, p. 214). The instrument has 18 stops, two manuals and a pedalboard. Before work begins, the conservator must prepare full documentation of its condition, and any intervention in the original pipes requires the consent of the provincial heritage conservator. Missing pipes may be reconstructed on the basis of the surviving ones. We do not plan to replace the mechanical action with an electric one. The parish should maintain a constant air humidity of 50–60% in the church.",
            ),
        ],
        bad=[
            Slip(0, [("s. 214", "s. 241")], "citation"),
            Slip(
                1,
                [
                    (
                        "nie jest planowana.",
                        "nie jest planowana; koszt prac oszacowano na 420 tys. zł.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("Missing pipes may be reconstructed", "Missing pipes must be reconstructed")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-api-rezerwacji-warsztat-rowerowy",
        source="""## Rezerwacje w warsztacie rowerowym – API

Endpoint `POST /api/v2/bookings` tworzy rezerwację terminu serwisu. W nagłówku `Authorization` trzeba przekazać token uzyskany z `/api/v2/auth/token`. Pole `slot_start` musi być w formacie ISO 8601, a czas trwania wizyty wynosi domyślnie 45 minut.

Ograniczenia:
- maksymalnie 60 zapytań na minutę na jeden token,
- rezerwację można anulować najpóźniej 24 godziny przed terminem,
- nie obsługujemy płatności przez API.

Pełna dokumentacja: [docs.bikeservis.pl](https://docs.bikeservis.pl/api/v2).""",
        good=[
            Good(
                "preserve",
                """## API rezerwacji warsztatu rowerowego

Aby zarezerwować termin serwisu, wyślij żądanie `POST /api/v2/bookings`. W nagłówku `Authorization` musisz podać token pobrany z `/api/v2/auth/token`. Pole `slot_start` wymaga formatu ISO 8601; domyślny czas trwania wizyty to 45 minut.

Limity:
- do 60 zapytań na minutę na jeden token,
- anulowanie rezerwacji jest możliwe najpóźniej 24 godziny przed terminem,
- płatności nie są obsługiwane przez API.

Szczegóły znajdziesz w [pełnej dokumentacji](https://docs.bikeservis.pl/api/v2).""",
            ),
            Good(
                "preserve",
                """## Rezerwacje serwisu rowerowego przez API

Rezerwację terminu tworzy się metodą `POST /api/v2/bookings`, przekazując obowiązkowo w nagłówku `Authorization` token uzyskany z `/api/v2/auth/token`. Pole `slot_start` musi mieć format ISO 8601, a wizyta trwa domyślnie 45 minut. Jeden token może wysłać najwyżej 60 zapytań na minutę. Rezerwację da się anulować nie później niż 24 godziny przed terminem. Płatności przez API nie obsługujemy.

Pełną dokumentację znajdziesz pod adresem [docs.bikeservis.pl](https://docs.bikeservis.pl/api/v2).""",
            ),
            Good(
                "en",
                """## Bike workshop bookings – API

The `POST /api/v2/bookings` endpoint creates a service booking. You must pass a token obtained from `/api/v2/auth/token` in the `Authorization` header. The `slot_start` field must be in ISO 8601 format, and a visit lasts 45 minutes by default.

Limits:
- at most 60 requests per minute per token,
- a booking can be cancelled no later than 24 hours before the appointment,
- payments are not supported through the API.

Full documentation: [docs.bikeservis.pl](https://docs.bikeservis.pl/api/v2).""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "na jeden token,\n- anulowanie",
                        "na jeden token, anulowanie",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("`slot_start`", "`start_slot`")], "code"),
            Slip(
                2,
                [("(https://docs.bikeservis.pl/api/v2)", "(https://docs.bikeservis.pl/api/v1)")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-weterynarz-szczepienie-wscieklizna-psy-koty",
        source="Szczepienie przeciw wściekliźnie jest w Polsce obowiązkowe dla psów, które ukończyły 3 miesiące; pierwszą dawkę należy podać najpóźniej w ciągu 30 dni od tego momentu, a następnie powtarzać szczepienie co 12 miesięcy. Kotów ten obowiązek nie dotyczy, choć szczepienie zalecamy kotom wychodzącym. Po szczepieniu u około 1 na 10 zwierząt może wystąpić przejściowa apatia lub lekka gorączka, które zwykle mijają w ciągu 48 godzin. Nie szczepimy zwierząt z objawami infekcji ani w trakcie leczenia antybiotykiem. Wizyta szczepienna kosztuje 90 zł i obejmuje krótkie badanie ogólne. Prosimy zabrać ze sobą książeczkę zdrowia lub paszport zwierzęcia.",
        good=[
            Good(
                "preserve",
                "Jeśli Twój pies skończył 3 miesiące, musi zostać zaszczepiony przeciw wściekliźnie – to w Polsce obowiązek. Pierwszą dawkę trzeba podać najpóźniej w ciągu 30 dni od tego momentu, a potem powtarzać szczepienie co 12 miesięcy. Koty nie są objęte tym obowiązkiem, ale jeśli Twój kot wychodzi z domu, zalecamy szczepienie. Mniej więcej u 1 na 10 zwierząt po szczepieniu może pojawić się przejściowa apatia lub lekka gorączka; zwykle mijają one w ciągu 48 godzin. Zwierząt z objawami infekcji lub leczonych antybiotykiem nie szczepimy. Wizyta kosztuje 90 zł i obejmuje krótkie badanie ogólne. Pamiętaj, żeby zabrać ze sobą książeczkę zdrowia albo paszport zwierzęcia.",
            ),
            Good(
                "preserve",
                """Szczepienie przeciw wściekliźnie – najważniejsze informacje:
- Psy: szczepienie obowiązkowe od ukończenia 3 miesięcy; pierwsza dawka najpóźniej w ciągu 30 dni od tego momentu, kolejne co 12 miesięcy.
- Koty: bez obowiązku, jednak zalecamy szczepienie kotów wychodzących.
- Możliwe reakcje: u około 1 na 10 zwierząt przejściowa apatia lub lekka gorączka, zwykle ustępujące w ciągu 48 godzin.
- Przeciwwskazania: nie szczepimy zwierząt z objawami infekcji ani w trakcie antybiotykoterapii.
- Koszt wizyty: 90 zł, w tym krótkie badanie ogólne.
- Prosimy zabrać książeczkę zdrowia lub paszport zwierzęcia.""",
            ),
            Good(
                "en",
                "In Poland, rabies vaccination is compulsory for dogs that are 3 months old or older; the first dose must be given no later than 30 days after that, and the vaccination must then be repeated every 12 months. Cats are not covered by this requirement, although we recommend vaccination for outdoor cats. About 1 in 10 animals may develop temporary lethargy or a mild fever after vaccination, which usually passes within 48 hours. We do not vaccinate animals showing signs of infection or those on antibiotics. A vaccination visit costs PLN 90 and includes a brief general check-up. Please bring your pet's health booklet or passport.",
            ),
        ],
        bad=[
            Slip(0, [("co 12 miesięcy", "co 24 miesiące")], "number"),
            Slip(1, [("zwykle ustępujące", "ustępujące")], "hedge"),
            Slip(2, [("Cats are not covered", "Cats are also covered")], "negation"),
        ],
    ),
    Case(
        key="pl-grodzisko-wykopaliska-datowanie-dendrochronologiczne",
        source="Podczas badań wykopaliskowych prowadzonych latem 2023 r. na grodzisku w Żmijowie odsłonięto relikty wału drewniano-ziemnego. Datowanie dendrochronologiczne belek wskazuje, że drewno ścięto zimą 962/963 r. (Malinowski 2024, „Przegląd Archeologiczny” 72, s. 45–61). Wśród znalezisk są fragmenty ceramiki, dwie żelazne ostrogi i srebrny denar, najpewniej z mennicy w Ratyzbonie. Badacze ostrożnie sugerują, że gród mógł zostać opuszczony na początku XI wieku, ale nie wykluczają jego dłuższego użytkowania. Kolejny sezon prac zaplanowano na lipiec i sierpień 2025 r.; wyniki mają zostać przedstawione na konferencji w Poznaniu.",
        good=[
            Good(
                "preserve",
                "Latem 2023 r. archeolodzy badający grodzisko w Żmijowie odsłonili pozostałości wału drewniano-ziemnego. Z analizy dendrochronologicznej belek wynika, że drewno ścięto zimą 962/963 r. (Malinowski 2024, „Przegląd Archeologiczny” 72, s. 45–61). Znaleziono m.in. fragmenty ceramiki, dwie żelazne ostrogi oraz srebrny denar, który najpewniej wybito w Ratyzbonie. Badacze ostrożnie przypuszczają, że gród mógł zostać opuszczony na początku XI wieku, choć nie wykluczają, że użytkowano go dłużej. Następny sezon wykopalisk zaplanowano na lipiec i sierpień 2025 r., a wyniki mają zostać zaprezentowane na konferencji w Poznaniu.",
            ),
            Good(
                "preserve",
                "Srebrny denar – najpewniej z mennicy w Ratyzbonie – dwie żelazne ostrogi i fragmenty ceramiki to część znalezisk z grodziska w Żmijowie, gdzie latem 2023 r. odsłonięto relikty wału drewniano-ziemnego. Belki wału datowano dendrochronologicznie: drewno ścięto zimą 962/963 r. (Malinowski 2024, „Przegląd Archeologiczny” 72, s. 45–61). Badacze ostrożnie sugerują, że gród mógł zostać opuszczony na początku XI wieku, nie wykluczają jednak, że był użytkowany dłużej. Prace mają być kontynuowane w kolejnym sezonie, zaplanowanym na lipiec i sierpień 2025 r., a ich wyniki mają zostać przedstawione na konferencji w Poznaniu.",
            ),
            Good(
                "en",
                "During excavations in summer 2023 at the hillfort in Żmijów, the remains of a timber-and-earth rampart were uncovered. Dendrochronological dating of the beams indicates that the timber was felled in the winter of 962/963 (Malinowski 2024, Przegląd Archeologiczny 72, pp. 45–61). The finds include pottery fragments, two iron spurs and a silver denarius, most likely from the Regensburg mint. The researchers cautiously suggest that the stronghold may have been abandoned in the early 11th century, but they do not rule out longer use. The next season of work is planned for July and August 2025, and the results are to be presented at a conference in Poznań.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "który najpewniej wybito w Ratyzbonie.",
                        "który najpewniej wybito w Ratyzbonie za panowania cesarza Ottona I.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("(Malinowski 2024,", "(Malinowski 2014,")], "citation"),
            Slip(2, [("July and August 2025", "July and August 2026")], "date"),
        ],
    ),
    Case(
        key="pl-schronisko-gorskie-noclegi-i-rezerwacje",
        source="Schronisko PTTK na Hali Jaworowej jest otwarte przez cały rok, z wyjątkiem przerwy technicznej w listopadzie. Nocleg w pokoju wieloosobowym kosztuje 70 zł od osoby, a miejsce na podłodze – 40 zł. Rezerwacje przyjmujemy wyłącznie mailowo pod adresem rezerwacje@halajaworowa.pl; zadatek w wysokości 30% należy wpłacić w ciągu 3 dni od potwierdzenia. Goście mogą korzystać z kuchni turystycznej w godzinach 7:00–21:00. Cisza nocna obowiązuje od 22:00 do 6:00. Zimą dojście szlakiem niebieskim może być utrudnione – przed wyjściem warto sprawdzić komunikaty na stronie www.halajaworowa.pl/warunki.",
        good=[
            Good(
                "preserve",
                "Schronisko PTTK na Hali Jaworowej działa przez cały rok; zamykamy je tylko na przerwę techniczną w listopadzie. Za nocleg w pokoju wieloosobowym zapłacisz 70 zł od osoby, za miejsce na podłodze 40 zł. Rezerwacje przyjmujemy tylko e-mailem: rezerwacje@halajaworowa.pl. W ciągu 3 dni od potwierdzenia trzeba wpłacić zadatek wynoszący 30%. Z kuchni turystycznej możesz korzystać od 7:00 do 21:00, a cisza nocna trwa od 22:00 do 6:00. Zimą dojście niebieskim szlakiem może być utrudnione, dlatego przed wyjściem warto zajrzeć na www.halajaworowa.pl/warunki, gdzie publikujemy komunikaty.",
            ),
            Good(
                "preserve",
                """Schronisko PTTK na Hali Jaworowej – informacje praktyczne
- Otwarte cały rok, poza przerwą techniczną w listopadzie.
- Ceny: pokój wieloosobowy 70 zł/os., miejsce na podłodze 40 zł.
- Rezerwacje: wyłącznie e-mailem na rezerwacje@halajaworowa.pl; zadatek 30% należy wpłacić w ciągu 3 dni od potwierdzenia.
- Kuchnia turystyczna: goście mogą z niej korzystać w godz. 7:00–21:00.
- Cisza nocna: 22:00–6:00.
- Zimą dojście szlakiem niebieskim może być utrudnione; przed wyjściem warto sprawdzić komunikaty na www.halajaworowa.pl/warunki.""",
            ),
            Good(
                "en",
                "The PTTK mountain hut at Hala Jaworowa is open all year round, except for a maintenance break in November. A bed in a shared room costs PLN 70 per person, and a place on the floor PLN 40. We accept bookings by e-mail only, at rezerwacje@halajaworowa.pl; a 30% deposit must be paid within 3 days of confirmation. Guests may use the self-catering kitchen from 7:00 to 21:00. Quiet hours are from 22:00 to 6:00. In winter, the approach along the blue trail may be difficult, so it is worth checking the notices at www.halajaworowa.pl/warunki before setting out.",
            ),
        ],
        bad=[
            Slip(0, [("trzeba wpłacić zadatek", "warto wpłacić zadatek")], "modality"),
            Slip(1, [("rezerwacje@halajaworowa.pl", "rezerwacja@halajaworowa.pl")], "url"),
            Slip(2, [("a 30% deposit", "a 20% deposit")], "number"),
        ],
    ),
    Case(
        key="pl-spoldzielnia-wymiana-pionow-wodnych",
        source="Zarząd Spółdzielni Mieszkaniowej „Zacisze” informuje, że w budynku przy ul. Lipowej 12 rozpocznie się wymiana pionów wodnych. Prace potrwają prawdopodobnie około sześciu tygodni, a w tym czasie w poszczególnych klatkach mogą wystąpić kilkugodzinne przerwy w dostawie wody. O każdej przerwie poinformujemy ogłoszeniem na klatce z co najmniej dwudniowym wyprzedzeniem. Mieszkańcy muszą udostępnić łazienki i kuchnie ekipie wykonawcy w wyznaczonym terminie. Koszt wymiany pokrywa fundusz remontowy – lokatorzy nie ponoszą dodatkowych opłat. Spółdzielnia nie odpowiada jednak za zabudowy meblowe, które uniemożliwiają dostęp do pionów; ich demontaż leży po stronie mieszkańców.",
        good=[
            Good(
                "preserve",
                "Zarząd Spółdzielni Mieszkaniowej „Zacisze” informuje, że w budynku przy ul. Lipowej 12 rozpoczyna się wymiana pionów wodnych. Roboty potrwają prawdopodobnie około sześciu tygodni. W tym okresie w poszczególnych klatkach mogą się zdarzać kilkugodzinne przerwy w dostawie wody – o każdej z nich powiadomimy ogłoszeniem na klatce co najmniej dwa dni wcześniej. W wyznaczonym terminie muszą Państwo udostępnić ekipie wykonawcy łazienkę i kuchnię. Wymiana jest finansowana z funduszu remontowego, więc nie poniosą Państwo żadnych dodatkowych opłat. Spółdzielnia nie odpowiada jednak za zabudowy meblowe uniemożliwiające dostęp do pionów – ich demontaż należy do mieszkańców.",
            ),
            Good(
                "preserve",
                """Wymiana pionów wodnych – ul. Lipowa 12 (komunikat Zarządu SM „Zacisze”)
- Czas trwania: prawdopodobnie około sześciu tygodni.
- Przerwy w dostawie wody: w poszczególnych klatkach mogą wystąpić kilkugodzinne przerwy; o każdej poinformujemy ogłoszeniem na klatce co najmniej dwa dni wcześniej.
- Obowiązek mieszkańców: udostępnienie łazienki i kuchni ekipie wykonawcy w wyznaczonym terminie.
- Koszty: pokrywa je fundusz remontowy, lokatorzy nie ponoszą dodatkowych opłat.
- Zabudowy meblowe uniemożliwiające dostęp do pionów: Spółdzielnia za nie nie odpowiada, a ich demontaż leży po stronie mieszkańców.""",
            ),
            Good(
                "en",
                "The Management Board of the Zacisze Housing Cooperative announces that the replacement of the water risers will begin in the building at 12 Lipowa Street. The work will probably take about six weeks, and during this time there may be water outages lasting several hours in individual stairwells. We will announce each outage with a notice in the stairwell at least two days in advance. Residents must give the contractor's team access to their bathrooms and kitchens on the scheduled date. The cost of the replacement is covered by the renovation fund – tenants will not pay any additional charges. However, the Cooperative is not responsible for built-in furniture that prevents access to the risers; removing it is the residents' responsibility.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Roboty potrwają prawdopodobnie około sześciu tygodni.",
                        "Roboty potrwają sześć tygodni.",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "- Czas trwania:",
                        "- Wykonawca: firma Hydro-Bud z Łodzi.\n- Czas trwania:",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "tenants will not pay any additional charges",
                        "tenants will pay additional charges",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-browar-rzemieslniczy-zwiedzanie-z-degustacja",
        source="Zwiedzanie browaru odbywa się w grupach do 15 osób i trwa około 90 minut, łącznie z degustacją czterech piw. Ze względów bezpieczeństwa uczestnicy muszą mieć pełne obuwie – w sandałach nie wpuszczamy na halę warzelni. Osoby poniżej 18 lat mogą brać udział w zwiedzaniu, ale nie uczestniczą w degustacji; dla nich przygotowujemy lemoniadę. Bilet kosztuje 69 zł, a w wersji bez degustacji 35 zł. Rezerwację można bezpłatnie odwołać do 48 godzin przed terminem. Prosimy przyjść 10 minut wcześniej. Na terenie browaru nie wolno palić ani wchodzić do stref oznaczonych taśmą.",
        good=[
            Good(
                "preserve",
                "Browar zwiedza się w grupach liczących maksymalnie 15 osób. Wycieczka trwa około 90 minut i obejmuje degustację czterech piw. Ze względów bezpieczeństwa musisz mieć pełne obuwie – osób w sandałach nie wpuszczamy na halę warzelni. Niepełnoletni (poniżej 18 lat) mogą zwiedzać browar, ale w degustacji nie biorą udziału; czeka na nich lemoniada. Bilet z degustacją kosztuje 69 zł, bez degustacji – 35 zł. Do 48 godzin przed terminem możesz bezpłatnie odwołać rezerwację. Prosimy o przybycie 10 minut przed czasem. Na terenie browaru obowiązuje zakaz palenia i wchodzenia do stref oznaczonych taśmą.",
            ),
            Good(
                "preserve",
                """Zwiedzanie browaru – w skrócie:
- grupy do 15 osób, około 90 minut, w tym degustacja czterech piw;
- ze względów bezpieczeństwa obowiązkowe pełne obuwie (w sandałach nie wejdziesz na halę warzelni);
- osoby poniżej 18 lat mogą zwiedzać, ale bez degustacji – dla nich jest lemoniada;
- bilet: 69 zł, bez degustacji 35 zł;
- bezpłatne odwołanie rezerwacji możliwe do 48 godzin przed terminem;
- prosimy przyjść 10 minut wcześniej;
- na terenie browaru zakaz palenia i wchodzenia do stref oznaczonych taśmą.""",
            ),
            Good(
                "en",
                "Brewery tours are run in groups of up to 15 people and last about 90 minutes, including a tasting of four beers. For safety reasons, participants must wear closed-toe shoes – we do not let anyone in sandals into the brewhouse. Under-18s may join the tour but do not take part in the tasting; we prepare lemonade for them. A ticket costs PLN 69, or PLN 35 without the tasting. Bookings can be cancelled free of charge up to 48 hours before the tour. Please arrive 10 minutes early. Smoking and entering areas marked off with tape are not allowed on the brewery premises.",
            ),
        ],
        bad=[
            Slip(0, [("musisz mieć pełne obuwie", "powinieneś mieć pełne obuwie")], "modality"),
            Slip(1, [("grupy do 15 osób", "grupy do 25 osób")], "number"),
            Slip(
                2,
                [
                    (
                        "Please arrive 10 minutes early. Smoking and entering areas marked off with tape are not allowed on the brewery premises.",
                        "Prosimy przyjść 10 minut wcześniej. Na terenie browaru nie wolno palić ani wchodzić do stref oznaczonych taśmą.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-szkola-zeglarska-kurs-na-patent",
        source="Kurs na patent żeglarza jachtowego rozpoczyna się 7 lipca 2025 r. i trwa 12 dni. Zajęcia praktyczne prowadzimy na jeziorze Niegocin, na jachtach typu Omega i Tango 780. Uczestnik musi mieć ukończone 14 lat; osoby niepełnoletnie potrzebują pisemnej zgody rodzica. Umiejętność pływania nie jest formalnie wymagana, ale zdecydowanie ją zalecamy. Cena kursu wynosi 2400 zł i obejmuje zakwaterowanie w domkach, nie obejmuje natomiast wyżywienia ani opłaty egzaminacyjnej. Egzamin przeprowadza komisja Polskiego Związku Żeglarskiego ostatniego dnia kursu. Zaliczka w wysokości 600 zł jest bezzwrotna w razie rezygnacji później niż 30 dni przed startem.",
        good=[
            Good(
                "preserve",
                "Kurs na patent żeglarza jachtowego startuje 7 lipca 2025 r. i potrwa 12 dni. Zajęcia praktyczne odbywają się na jeziorze Niegocin, na jachtach typu Omega i Tango 780. Trzeba mieć ukończone 14 lat, a osoby niepełnoletnie muszą mieć pisemną zgodę rodzica. Formalnie nie wymagamy umiejętności pływania, choć zdecydowanie ją zalecamy. Za kurs zapłacisz 2400 zł – w cenie jest zakwaterowanie w domkach, ale nie ma w niej wyżywienia ani opłaty egzaminacyjnej. Ostatniego dnia kursu egzamin przeprowadza komisja Polskiego Związku Żeglarskiego. Jeśli zrezygnujesz później niż 30 dni przed startem, zaliczka w wysokości 600 zł nie zostanie zwrócona.",
            ),
            Good(
                "preserve",
                """Kurs na patent żeglarza jachtowego
- Termin: od 7 lipca 2025 r., 12 dni.
- Miejsce: jezioro Niegocin, jachty typu Omega i Tango 780.
- Wiek: ukończone 14 lat; osoby niepełnoletnie – z pisemną zgodą rodzica.
- Pływanie: formalnie niewymagane, ale zdecydowanie zalecane.
- Cena: 2 400 zł, w tym zakwaterowanie w domkach; bez wyżywienia i bez opłaty egzaminacyjnej.
- Egzamin: ostatniego dnia kursu, przed komisją Polskiego Związku Żeglarskiego.
- Zaliczka: 600 zł, bezzwrotna przy rezygnacji później niż 30 dni przed rozpoczęciem kursu.""",
            ),
            Good(
                "en",
                "The yacht sailor licence course starts on 7 July 2025 and lasts 12 days. Practical training takes place on Lake Niegocin, on Omega and Tango 780 yachts. Participants must be at least 14 years old; minors need written consent from a parent. Being able to swim is not formally required, but we strongly recommend it. The course costs PLN 2,400, which includes accommodation in cabins but does not include meals or the exam fee. The exam is conducted by a Polish Yachting Association board on the last day of the course. The PLN 600 deposit is non-refundable if you cancel later than 30 days before the start.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "komisja Polskiego Związku Żeglarskiego.",
                        "komisja Polskiego Związku Żeglarskiego; w razie niezdania poprawka jest bezpłatna.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1, [("Pływanie: formalnie niewymagane", "Pływanie: formalnie wymagane")], "negation"
            ),
            Slip(2, [("starts on 7 July 2025", "starts on 17 July 2025")], "date"),
        ],
    ),
]
