# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 65: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-kurs-tanca-towarzyskiego-regulamin-oplat",
        source="Regulamin kursu tańca towarzyskiego – poziom podstawowy. Kurs obejmuje 10 zajęć po 90 minut, prowadzonych w każdy wtorek o godz. 19:00 w sali nr 3. Opłatę w wysokości 480 zł należy wnieść przelewem najpóźniej do dnia pierwszych zajęć. Uczestnicy zapisują się w parach; osoby bez partnera mogą zgłosić się na listę rezerwową, ale szkoła nie gwarantuje dobrania pary. Nieobecność na zajęciach nie uprawnia do zwrotu części opłaty. Jedne opuszczone zajęcia można odrobić w grupie czwartkowej po wcześniejszym uzgodnieniu z instruktorem. Na salę należy wchodzić wyłącznie w obuwiu zmiennym na miękkiej podeszwie. Rezygnacja zgłoszona do 7 dni przed rozpoczęciem kursu uprawnia do zwrotu pełnej kwoty.",
        good=[
            Good(
                "preserve",
                "Zapraszamy na kurs tańca towarzyskiego na poziomie podstawowym! Spotykamy się co wtorek o 19:00 w sali nr 3 – łącznie 10 zajęć, każde po 90 minut. Kurs kosztuje 480 zł, a przelew trzeba zrobić najpóźniej do dnia pierwszych zajęć. Zapisy przyjmujemy w parach. Jeśli nie masz partnera, możesz zgłosić się na listę rezerwową, jednak szkoła nie gwarantuje, że dobierze Ci parę. Za nieobecność nie zwracamy części opłaty, ale jedne opuszczone zajęcia możesz odrobić w grupie czwartkowej, jeśli wcześniej uzgodnisz to z instruktorem. Na salę trzeba wchodzić wyłącznie w obuwiu zmiennym na miękkiej podeszwie. Jeśli zrezygnujesz do 7 dni przed rozpoczęciem kursu, oddamy Ci całą kwotę.",
            ),
            Good(
                "preserve",
                "Kurs tańca towarzyskiego (poziom podstawowy) – najważniejsze zasady:\n1. Kurs składa się z 10 zajęć trwających po 90 minut; odbywają się one we wtorki o godz. 19:00 w sali nr 3.\n2. Opłata wynosi 480 zł i należy ją uiścić przelewem nie później niż w dniu pierwszych zajęć.\n3. Zapisy odbywają się w parach. Osoby bez partnera mogą zapisać się na listę rezerwową, przy czym szkoła nie gwarantuje dobrania pary.\n4. Za nieobecności nie przysługuje zwrot części opłaty; jedne opuszczone zajęcia można odrobić w grupie czwartkowej po uprzednim uzgodnieniu z instruktorem.\n5. Na salę należy wchodzić wyłącznie w obuwiu zmiennym z miękką podeszwą.\n6. Rezygnacja zgłoszona najpóźniej 7 dni przed rozpoczęciem kursu daje prawo do zwrotu całej kwoty.",
            ),
            Good(
                "en",
                "Ballroom dance course – beginner level: rules. The course consists of 10 classes of 90 minutes each, held every Tuesday at 7:00 p.m. in room 3. The fee of PLN 480 must be paid by bank transfer no later than the day of the first class. Participants sign up in pairs; those without a partner may put their names on the waiting list, but the school does not guarantee finding them a partner. Absence from classes does not entitle you to a partial refund of the fee. One missed class may be made up with the Thursday group, subject to prior agreement with the instructor. You must enter the hall only in soft-soled indoor shoes. If you cancel up to 7 days before the course starts, you are entitled to a full refund.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "szkoła nie gwarantuje, że dobierze Ci parę",
                        "szkoła gwarantuje, że dobierze Ci parę",
                    )
                ],
                "negation",
            ),
            Slip(1, [("składa się z 10 zajęć", "składa się z 12 zajęć")], "number"),
            Slip(
                2,
                [("The fee of PLN 480 must be paid", "The fee of PLN 480 should be paid")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-zamkniecie-urzedu-pocztowego-remont-instalacji",
        source="Komunikat: czasowe zamknięcie Urzędu Pocztowego Kraków 31. Informujemy, że w związku z remontem instalacji elektrycznej placówka przy ul. Długiej 74 będzie nieczynna od 14 do 25 kwietnia 2025 r. W tym czasie przesyłki awizowane będzie można odebrać w Urzędzie Pocztowym Kraków 7 przy ul. Basztowej 20, czynnym w dni robocze w godz. 8:00–20:00. Termin odbioru awizowanych przesyłek nie zostanie przedłużony, dlatego prosimy o zaplanowanie wizyty z wyprzedzeniem. Skrytki pocztowe nie będą dostępne. Listy i paczki można także nadać w placówkach partnerskich, których wykaz znajduje się na stronie www.poczta-polska.pl/placowki. Za utrudnienia przepraszamy. Ponowne otwarcie placówki planowane jest na 28 kwietnia.",
        good=[
            Good(
                "preserve",
                "Urząd Pocztowy Kraków 31 przy ul. Długiej 74 będzie zamknięty od 14 do 25 kwietnia 2025 r. z powodu remontu instalacji elektrycznej. Ponowne otwarcie zaplanowano na 28 kwietnia. W tym czasie przesyłki z awizo możesz odebrać w Urzędzie Pocztowym Kraków 7 (ul. Basztowa 20), który działa w dni robocze od 8:00 do 20:00. Pamiętaj, że termin odbioru awizowanych przesyłek nie zostanie wydłużony – prosimy więc o wcześniejsze zaplanowanie wizyty. Ze skrytek pocztowych nie będzie można korzystać. Listy i paczki możesz też nadać w placówkach partnerskich; ich wykaz jest dostępny pod adresem www.poczta-polska.pl/placowki. Przepraszamy za utrudnienia.",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że z powodu remontu instalacji elektrycznej Urząd Pocztowy Kraków 31 (ul. Długa 74) pozostanie nieczynny w dniach 14–25 kwietnia 2025 r.; jego ponowne otwarcie planowane jest na 28 kwietnia. W okresie zamknięcia awizowane przesyłki będzie można odebrać w Urzędzie Pocztowym Kraków 7 przy ul. Basztowej 20, otwartym w dni robocze w godzinach 8:00–20:00. Termin odbioru awizowanych przesyłek nie zostanie wydłużony, w związku z czym prosimy o wcześniejsze zaplanowanie wizyty. Skrytki pocztowe będą niedostępne. Nadać list lub paczkę można również w placówkach partnerskich – ich wykaz zamieszczono na stronie www.poczta-polska.pl/placowki. Przepraszamy za utrudnienia.",
            ),
            Good(
                "en",
                "Notice: temporary closure of Post Office Kraków 31. Due to renovation of the electrical installation, the branch at ul. Długa 74 will be closed from 14 to 25 April 2025. During this period, items for which a collection notice has been left can be picked up at Post Office Kraków 7, ul. Basztowa 20, open on working days from 8:00 a.m. to 8:00 p.m. The collection deadline for notified items will not be extended, so please plan your visit in advance. PO boxes will not be available. Letters and parcels can also be sent from partner outlets, listed at www.poczta-polska.pl/placowki. We apologise for the inconvenience. The branch is planned to reopen on 28 April.",
            ),
        ],
        bad=[
            Slip(0, [("od 14 do 25 kwietnia 2025 r.", "od 14 do 23 kwietnia 2025 r.")], "date"),
            Slip(
                1,
                [("Skrytki pocztowe będą niedostępne.", "Skrytki pocztowe będą dostępne.")],
                "negation",
            ),
            Slip(2, [("www.poczta-polska.pl/placowki", "www.pocztapolska.pl/placowki")], "url"),
        ],
    ),
    Case(
        key="pl-kasa-fiskalna-online-pierwsze-uruchomienie",
        source="Pierwsze uruchomienie kasy fiskalnej online. Przed pierwszym włączeniem podłącz kasę do zasilacza i zostaw ją na co najmniej 12 godzin, aby naładował się akumulator. Następnie załóż rolkę papieru termicznego o szerokości 57 mm i połącz urządzenie z internetem przez Wi-Fi lub kabel LAN – kasa online musi mieć połączenie z Centralnym Repozytorium Kas. Fiskalizację może przeprowadzić wyłącznie serwisant z uprawnieniami, a podatnik powinien być przy niej obecny. Obowiązek prowadzenia ewidencji sprzedaży przy użyciu kasy wynika z art. 111 ust. 1 ustawy o VAT. Nie wolno samodzielnie otwierać obudowy – naruszenie plomby oznacza utratę gwarancji. Jeśli na wyświetlaczu pojawi się błąd E-07, uruchom kasę ponownie; gdy komunikat się powtórzy, zadzwoń do serwisu pod numer 22 390 41 15.",
        good=[
            Good(
                "preserve",
                "Jak po raz pierwszy uruchomić kasę fiskalną online:\n1. Podłącz kasę do zasilacza i odczekaj minimum 12 godzin, żeby akumulator się naładował.\n2. Załóż rolkę papieru termicznego o szerokości 57 mm.\n3. Połącz kasę z internetem – przez Wi-Fi albo kablem LAN. Kasa online musi mieć połączenie z Centralnym Repozytorium Kas.\n4. Fiskalizację może przeprowadzić wyłącznie uprawniony serwisant; podatnik powinien być przy niej obecny.\nPamiętaj, że obowiązek ewidencjonowania sprzedaży na kasie wynika z art. 111 ust. 1 ustawy o VAT. Obudowy nie wolno otwierać samodzielnie: naruszona plomba oznacza utratę gwarancji. Gdy pojawi się błąd E-07, zrestartuj kasę, a jeśli komunikat wróci, zadzwoń do serwisu: 22 390 41 15.",
            ),
            Good(
                "preserve",
                "Przed pierwszym włączeniem kasy fiskalnej online należy podłączyć ją do zasilacza na co najmniej 12 godzin w celu naładowania akumulatora. Potem trzeba założyć rolkę papieru termicznego o szerokości 57 mm i połączyć kasę z internetem (Wi-Fi lub kabel LAN), ponieważ urządzenie musi mieć połączenie z Centralnym Repozytorium Kas. Fiskalizacji może dokonać wyłącznie serwisant posiadający uprawnienia, a podatnik powinien być przy niej obecny. Samodzielne otwieranie obudowy jest zabronione, a naruszenie plomby skutkuje utratą gwarancji. W przypadku błędu E-07 kasę należy uruchomić ponownie, a jeśli komunikat wystąpi znowu – skontaktować się telefonicznie z serwisem pod numerem 22 390 41 15. Obowiązek ewidencjonowania sprzedaży przy użyciu kasy wynika z art. 111 ust. 1 ustawy o VAT.",
            ),
            Good(
                "en",
                "First start-up of an online cash register. Before switching the register on for the first time, connect it to the power adapter and leave it for at least 12 hours so that the battery can charge. Then load a 57 mm roll of thermal paper and connect the device to the internet via Wi-Fi or a LAN cable – an online register must be connected to the Central Repository of Cash Registers. Fiscalisation may only be carried out by an authorised service technician, and the taxpayer should be present. The obligation to record sales using a cash register arises from Article 111(1) of the VAT Act. You must not open the casing yourself – breaking the seal means losing the warranty. If error E-07 appears on the display, restart the register; if the message appears again, call the service line at 22 390 41 15.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("art. 111 ust. 1 ustawy o VAT", "art. 111 ust. 3 ustawy o VAT")],
                "legal_reference",
            ),
            Slip(
                1,
                [("urządzenie musi mieć połączenie", "urządzenie powinno mieć połączenie")],
                "modality",
            ),
            Slip(2, [("load a 57 mm roll", "load an 80 mm roll")], "number"),
        ],
    ),
    Case(
        key="pl-park-linowy-zasady-bezpieczenstwa",
        source="Zasady korzystania z parku linowego. Z tras mogą korzystać osoby o wzroście co najmniej 140 cm i wadze nieprzekraczającej 120 kg; na trasę dziecięcą wpuszczamy dzieci od 110 cm wzrostu. Osoby niepełnoletnie muszą mieć pisemną zgodę rodzica lub opiekuna. Przed wejściem na trasę każdy uczestnik musi przejść 10-minutowe szkolenie i zaliczyć próbę na trasie testowej. Przez cały czas pobytu na trasie należy być wpiętym co najmniej jednym karabinkiem do liny asekuracyjnej. Na jednej platformie mogą przebywać maksymalnie 3 osoby. Nie wolno wchodzić na trasy pod wpływem alkoholu. W czasie burzy i silnego wiatru park jest zamykany, a opłata za niewykorzystany czas nie jest zwracana – można go wykorzystać innego dnia w ciągu 30 dni.",
        good=[
            Good(
                "preserve",
                "Park linowy – o czym musisz pamiętać:\n- Z tras możesz korzystać, jeśli masz co najmniej 140 cm wzrostu i ważysz nie więcej niż 120 kg. Na trasę dziecięcą wpuszczamy dzieci mierzące od 110 cm.\n- Niepełnoletni muszą mieć pisemną zgodę rodzica lub opiekuna.\n- Każdy uczestnik musi przed wejściem na trasę przejść 10-minutowe szkolenie i zaliczyć próbę na trasie testowej.\n- Przez cały czas na trasie trzeba być wpiętym co najmniej jednym karabinkiem w linę asekuracyjną.\n- Na jednej platformie mogą stać najwyżej 3 osoby jednocześnie.\n- Pod wpływem alkoholu nie wolno wchodzić na trasy.\n- Podczas burzy i silnego wiatru zamykamy park. Nie zwracamy pieniędzy za niewykorzystany czas, ale możesz go wykorzystać innego dnia w ciągu 30 dni.",
            ),
            Good(
                "preserve",
                "Regulamin parku linowego przewiduje, że z tras korzystać mogą osoby mające minimum 140 cm wzrostu i ważące maksymalnie 120 kg, natomiast trasa dziecięca jest dostępna dla dzieci od 110 cm wzrostu. Niepełnoletni uczestnicy muszą przedstawić pisemną zgodę rodzica lub opiekuna. Każdy przed wejściem na trasę musi odbyć 10-minutowe szkolenie oraz zaliczyć próbę na trasie testowej. Przez cały pobyt na trasie trzeba być wpiętym do liny asekuracyjnej przynajmniej jednym karabinkiem, a na jednej platformie mogą przebywać najwyżej 3 osoby. Zabrania się wchodzenia na trasy pod wpływem alkoholu. Podczas burzy i silnego wiatru park zostaje zamknięty; opłata za niewykorzystany czas nie podlega zwrotowi, ale czas ten można wykorzystać innego dnia w ciągu 30 dni.",
            ),
            Good(
                "en",
                "Rope park rules. The courses may be used by people at least 140 cm tall and weighing no more than 120 kg; children from 110 cm in height are admitted to the children's course. Minors must have written consent from a parent or guardian. Before going onto a course, every participant must complete a 10-minute training session and pass a trial on the test course. At all times on the course you must be clipped to the safety line with at least one carabiner. A maximum of 3 people may be on one platform. Entering the courses under the influence of alcohol is not allowed. The park closes during storms and strong winds, and the fee for unused time is not refunded – the time can be used on another day within 30 days.",
            ),
        ],
        bad=[
            Slip(0, [("najwyżej 3 osoby jednocześnie", "najwyżej 5 osób jednocześnie")], "number"),
            Slip(
                1,
                [
                    (
                        "Niepełnoletni uczestnicy muszą przedstawić",
                        "Niepełnoletni uczestnicy powinni przedstawić",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "the fee for unused time is not refunded",
                        "the fee for unused time is refunded",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-qrkit-readme-instalacja-i-uzycie",
        source="""# qrkit

Lekka biblioteka Pythona do generowania kodów QR w formatach PNG i SVG.

## Instalacja

```
pip install qrkit==2.3.1
```

Wymagany jest Python 3.9 lub nowszy.

## Użycie

```python
from qrkit import make
make("https://example.com", path="kod.png", error="M")
```

Domyślny poziom korekcji błędów to `M` (około 15% odzyskiwalnych danych). Dla kodów drukowanych na naklejkach zalecamy poziom `Q`. Maksymalna długość danych to 2953 bajty; dłuższe treści zgłoszą wyjątek `DataTooLongError`. Biblioteka nie obsługuje kodów Micro QR.""",
        good=[
            Good(
                "preserve",
                """# qrkit

qrkit to niewielka biblioteka w Pythonie, która generuje kody QR jako pliki PNG lub SVG.

## Instalacja

```
pip install qrkit==2.3.1
```

Potrzebujesz Pythona w wersji 3.9 lub nowszej.

## Użycie

```python
from qrkit import make
make("https://example.com", path="kod.png", error="M")
```

Jeśli nie wskażesz inaczej, biblioteka stosuje poziom korekcji błędów `M`, który pozwala odzyskać około 15% danych. Do kodów drukowanych na naklejkach zalecamy poziom `Q`. Dane mogą mieć najwyżej 2953 bajty – przy dłuższych zostanie zgłoszony wyjątek `DataTooLongError`. Kody Micro QR nie są obsługiwane.""",
            ),
            Good(
                "preserve",
                """# qrkit

Lekka biblioteka dla Pythona do tworzenia kodów QR (PNG i SVG).

## Instalacja

Wymaga Pythona 3.9 lub nowszego. Instalacja:

```
pip install qrkit==2.3.1
```

## Użycie

```python
from qrkit import make
make("https://example.com", path="kod.png", error="M")
```

Uwagi:

- domyślny poziom korekcji błędów to `M` (ok. 15% danych da się odzyskać);
- dla kodów drukowanych na naklejkach zalecamy poziom `Q`;
- maksymalna długość danych wynosi 2953 bajty, a dłuższe treści powodują wyjątek `DataTooLongError`;
- kody Micro QR nie są obsługiwane.""",
            ),
            Good(
                "en",
                """# qrkit

A lightweight Python library for generating QR codes in PNG and SVG formats.

## Installation

```
pip install qrkit==2.3.1
```

Python 3.9 or newer is required.

## Usage

```python
from qrkit import make
make("https://example.com", path="kod.png", error="M")
```

The default error-correction level is `M` (about 15% of the data can be recovered). For codes printed on stickers we recommend level `Q`. The maximum data length is 2953 bytes; longer content raises a `DataTooLongError` exception. The library does not support Micro QR codes.""",
            ),
        ],
        bad=[
            Slip(0, [("`DataTooLongError`", "`DataLengthError`")], "code"),
            Slip(1, [("```python\n", ""), ('error="M")\n```', 'error="M")')], "markdown"),
            Slip(2, [("2953 bytes", "2048 bytes")], "number"),
        ],
    ),
    Case(
        key="pl-mammobus-bezplatna-mammografia-slomniki",
        source="Program profilaktyki raka piersi – bezpłatna mammografia. Z badania mogą skorzystać kobiety w wieku 45–74 lata, które nie miały mammografii w ciągu ostatnich 2 lat. Skierowanie nie jest potrzebne, a badanie jest refundowane przez NFZ. Mammobus będzie stał na parkingu przy Urzędzie Gminy w Słomnikach 12 i 13 czerwca, w godz. 9:00–17:00. Na badanie należy zabrać dowód osobisty oraz – jeśli to możliwe – wyniki i zdjęcia z poprzedniej mammografii. W dniu badania nie powinno się stosować dezodorantów ani balsamów w okolicy piersi i pach. Samo badanie trwa zwykle około 10 minut. Rak piersi wykryty we wczesnym stadium jest w większości przypadków wyleczalny. Rejestracja: tel. 58 666 24 44.",
        good=[
            Good(
                "preserve",
                "Bezpłatna mammografia w ramach programu profilaktyki raka piersi! Jeśli masz od 45 do 74 lat i w ciągu ostatnich 2 lat nie robiłaś mammografii, możesz się zbadać. Nie potrzebujesz skierowania – badanie refunduje NFZ. Mammobus stanie 12 i 13 czerwca na parkingu przy Urzędzie Gminy w Słomnikach i będzie czynny od 9:00 do 17:00. Zabierz ze sobą dowód osobisty, a jeśli możesz, także wyniki i zdjęcia z poprzedniej mammografii. W dniu badania nie powinnaś używać dezodorantu ani balsamu w okolicy piersi i pach. Samo badanie trwa zazwyczaj około 10 minut. W większości przypadków rak piersi wykryty we wczesnym stadium jest wyleczalny. Zapisy pod numerem 58 666 24 44.",
            ),
            Good(
                "preserve",
                "Program profilaktyki raka piersi – bezpłatne badanie mammograficzne\n- Kto może się zbadać: kobiety w wieku 45–74 lat, które w ciągu ostatnich 2 lat nie miały mammografii.\n- Badanie jest refundowane przez NFZ; skierowanie nie jest potrzebne.\n- Termin i miejsce: 12–13 czerwca, godz. 9:00–17:00, mammobus na parkingu przy Urzędzie Gminy w Słomnikach.\n- Należy zabrać dowód osobisty oraz, w miarę możliwości, wyniki i zdjęcia z poprzedniej mammografii.\n- W dniu badania nie powinno się stosować dezodorantów ani balsamów w okolicy piersi i pach.\n- Badanie trwa zwykle ok. 10 minut.\nWcześnie wykryty rak piersi jest w większości przypadków wyleczalny. Rejestracja telefoniczna: 58 666 24 44.",
            ),
            Good(
                "en",
                "Breast cancer prevention programme – free mammography. Women aged 45–74 who have not had a mammogram in the past 2 years can take part. No referral is needed, and the examination is funded by the National Health Fund (NFZ). The mammography bus will be parked by the Commune Office in Słomniki on 12 and 13 June, from 9:00 a.m. to 5:00 p.m. You need to bring your ID card and, if possible, the results and images from your previous mammogram. On the day of the examination you should not use deodorants or lotions around the breasts and armpits. The examination itself usually takes about 10 minutes. Breast cancer detected at an early stage is curable in most cases. Registration: tel. 58 666 24 44.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Samo badanie trwa zazwyczaj około 10 minut.", "Samo badanie trwa 10 minut.")],
                "hedge",
            ),
            Slip(1, [("12–13 czerwca", "12–13 lipca")], "date"),
            Slip(2, [("you should not use deodorants", "you must not use deodorants")], "modality"),
        ],
    ),
    Case(
        key="pl-bieg-na-orientacje-szkoly-warszawa",
        source="Regulamin Szkolnego Biegu na Orientację „Zielony Punkt” 2025. Zawody odbędą się 9 maja 2025 r. (piątek) w Lesie Kabackim; start pierwszej kategorii o godz. 10:00, baza zawodów przy leśniczówce Kabaty. Mogą w nich wziąć udział uczniowie szkół podstawowych i ponadpodstawowych z Warszawy, w kategoriach: klasy 4–6, klasy 7–8 i szkoły średnie. Szkoła może zgłosić maksymalnie 12 zawodników wraz z opiekunem. Zgłoszenia przyjmujemy do 30 kwietnia przez formularz na stronie zielonypunkt.edu.pl. Udział jest bezpłatny. Zawodnicy nie mogą korzystać z telefonów ani urządzeń GPS na trasie. Mapy zostaną wydane na starcie. W razie złej pogody bieg prawdopodobnie nie zostanie odwołany, ale organizator może skrócić trasy.",
        good=[
            Good(
                "preserve",
                "Szkolny Bieg na Orientację „Zielony Punkt” 2025 – regulamin w skrócie. Bieg odbędzie się w piątek 9 maja 2025 r. w Lesie Kabackim. Baza zawodów znajdzie się przy leśniczówce Kabaty, a pierwsza kategoria wystartuje o 10:00. Startować mogą uczniowie warszawskich szkół podstawowych i ponadpodstawowych w trzech kategoriach: klasy 4–6, klasy 7–8 oraz szkoły średnie. Każda szkoła może zgłosić najwyżej 12 zawodników i opiekuna. Zgłoszenia przyjmujemy do 30 kwietnia przez formularz na stronie zielonypunkt.edu.pl. Udział nic nie kosztuje. Mapy rozdamy na starcie. Na trasie nie wolno korzystać z telefonów ani urządzeń GPS. Jeśli pogoda będzie zła, bieg prawdopodobnie nie zostanie odwołany, choć organizator może skrócić trasy.",
            ),
            Good(
                "preserve",
                "„Zielony Punkt” 2025 – Szkolny Bieg na Orientację\nKiedy i gdzie: piątek, 9 maja 2025 r., Las Kabacki; baza przy leśniczówce Kabaty, start pierwszej kategorii o 10:00.\nKto: uczniowie szkół podstawowych i ponadpodstawowych z Warszawy; kategorie: klasy 4–6, klasy 7–8, szkoły średnie.\nZgłoszenia: do 30 kwietnia, formularz na zielonypunkt.edu.pl; jedna szkoła – maksymalnie 12 zawodników plus opiekun.\nOpłaty: brak, udział jest bezpłatny.\nZasady: na trasie zawodnicy nie mogą korzystać z telefonów ani z urządzeń GPS; mapy wydajemy na starcie.\nPogoda: przy złej pogodzie bieg prawdopodobnie nie zostanie odwołany, jednak organizator może skrócić trasy.",
            ),
            Good(
                "en",
                "Rules of the “Zielony Punkt” 2025 School Orienteering Race. The race will take place on Friday, 9 May 2025, in the Kabaty Forest; the first category starts at 10:00 a.m., and the event centre is at the Kabaty forester's lodge. It is open to pupils of primary and secondary schools in Warsaw, in three categories: grades 4–6, grades 7–8 and secondary schools. Each school may enter up to 12 competitors plus a supervisor. Entries are accepted until 30 April via the form at zielonypunkt.edu.pl. Participation is free of charge. Competitors may not use phones or GPS devices on the course. Maps will be handed out at the start. In bad weather the race will probably not be cancelled, but the organiser may shorten the courses.",
            ),
        ],
        bad=[
            Slip(0, [("w piątek 9 maja 2025 r.", "w piątek 16 maja 2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "mapy wydajemy na starcie.",
                        "mapy wydajemy na starcie, a każdy uczestnik otrzyma pamiątkowy medal.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("Competitors may not use phones", "Competitors may use phones")], "negation"),
        ],
    ),
    Case(
        key="pl-nadlesnictwo-sprzedaz-drewna-opalowego",
        source="Nadleśnictwo Myszyniec informuje o sprzedaży drewna opałowego dla ludności lokalnej. Dostępne jest drewno sosnowe i brzozowe w kłodach o długości 2,5 m. Cena drewna sosnowego wynosi 210 zł brutto za m³, a brzozowego – 260 zł brutto za m³. Jedna osoba może zakupić w roku nie więcej niż 20 m³. Zamówienia przyjmują leśniczowie poszczególnych leśnictw; wykaz kontaktów znajduje się na stronie bip.lasy.gov.pl/nadlesnictwo-myszyniec. Przed wywozem drewna należy uiścić opłatę i odebrać asygnatę w biurze nadleśnictwa. Drewno trzeba wywieźć z lasu w ciągu 14 dni od daty zakupu. Wywóz możliwy jest wyłącznie w dni robocze, od 7:00 do 15:00. Nadleśnictwo nie zapewnia transportu.",
        good=[
            Good(
                "preserve",
                "Chcesz kupić drewno na opał? Nadleśnictwo Myszyniec sprzedaje miejscowej ludności drewno sosnowe i brzozowe w kłodach długości 2,5 m. Za 1 m³ drewna sosnowego zapłacisz 210 zł brutto, a brzozowego – 260 zł brutto. W ciągu roku jedna osoba może kupić maksymalnie 20 m³. Zamówienie złożysz u leśniczego z właściwego leśnictwa – kontakty znajdziesz na bip.lasy.gov.pl/nadlesnictwo-myszyniec. Zanim wywieziesz drewno, musisz zapłacić i odebrać asygnatę w biurze nadleśnictwa. Drewno trzeba wywieźć z lasu w ciągu 14 dni od zakupu, i to tylko w dni robocze w godzinach 7:00–15:00. Pamiętaj, że nadleśnictwo nie zapewnia transportu.",
            ),
            Good(
                "preserve",
                "Sprzedaż drewna opałowego dla ludności lokalnej – Nadleśnictwo Myszyniec\nOferta obejmuje drewno sosnowe (210 zł brutto/m³) oraz brzozowe (260 zł brutto/m³), w kłodach o długości 2,5 m. Limit zakupu wynosi 20 m³ na osobę rocznie. Zamówienia przyjmują leśniczowie poszczególnych leśnictw, których dane kontaktowe opublikowano na stronie bip.lasy.gov.pl/nadlesnictwo-myszyniec. Przed wywozem należy wnieść opłatę i odebrać asygnatę w biurze nadleśnictwa. Wywóz drewna z lasu musi nastąpić w terminie 14 dni od daty zakupu i jest możliwy wyłącznie w dni robocze w godz. 7:00–15:00. Nadleśnictwo nie zapewnia transportu.",
            ),
            Good(
                "en",
                "Myszyniec Forest District: firewood for sale to local residents. Pine and birch wood is available in 2.5 m logs. Pine costs PLN 210 gross per m³ and birch PLN 260 gross per m³. One person may buy no more than 20 m³ per year. Orders are taken by the foresters of the individual forest ranges; their contact details are listed at bip.lasy.gov.pl/nadlesnictwo-myszyniec. Before taking the wood away, you must pay and collect the release note (asygnata) at the district office. The wood must be removed from the forest within 14 days of the date of purchase. Removal is possible only on working days, from 7:00 a.m. to 3:00 p.m. The forest district does not provide transport.",
            ),
        ],
        bad=[
            Slip(0, [("maksymalnie 20 m³", "maksymalnie 30 m³")], "number"),
            Slip(
                1, [("bip.lasy.gov.pl/nadlesnictwo-myszyniec", "bip.lasy.gov.pl/myszyniec")], "url"
            ),
            Slip(2, [("The wood must be removed", "The wood should be removed")], "modality"),
        ],
    ),
    Case(
        key="pl-dom-kultury-rezerwacja-sal",
        source="Zasady rezerwacji sal w Domu Kultury „Pod Lipami”. Sale można rezerwować od poniedziałku do soboty w godz. 8:00–21:00. Rezerwację należy złożyć co najmniej 10 dni przed planowanym terminem, wypełniając formularz w sekretariacie lub wysyłając go na adres rezerwacje@podlipami.pl. Organizacje pozarządowe działające na terenie gminy mogą korzystać z sali kameralnej bezpłatnie, raz w miesiącu. Pozostali najemcy płacą według cennika, a opłatę należy wnieść najpóźniej 3 dni przed wydarzeniem. W salach nie wolno spożywać alkoholu ani używać otwartego ognia, w tym świec. Rezerwujący odpowiada za pozostawienie sali w stanie, w jakim ją zastał. Dom kultury może odwołać rezerwację z powodu własnych wydarzeń, informując o tym nie później niż 7 dni wcześniej.",
        good=[
            Good(
                "preserve",
                "Rezerwacja sal w Domu Kultury „Pod Lipami” – zasady:\n1. Sale można rezerwować od poniedziałku do soboty, w godzinach 8:00–21:00.\n2. Rezerwację trzeba złożyć co najmniej 10 dni przed planowanym terminem – wypełniając formularz w sekretariacie albo wysyłając go e-mailem na rezerwacje@podlipami.pl.\n3. Organizacje pozarządowe działające w gminie mogą raz w miesiącu bezpłatnie korzystać z sali kameralnej.\n4. Pozostali najemcy płacą zgodnie z cennikiem; opłatę należy wnieść nie później niż 3 dni przed wydarzeniem.\n5. W salach zabronione jest spożywanie alkoholu i używanie otwartego ognia, także świec.\n6. Rezerwujący odpowiada za to, by zostawić salę w takim stanie, w jakim ją zastał.\n7. Dom kultury może odwołać rezerwację z powodu własnych wydarzeń, informując o tym co najmniej 7 dni wcześniej.",
            ),
            Good(
                "preserve",
                "Dom Kultury „Pod Lipami” udostępnia sale do rezerwacji od poniedziałku do soboty, w godzinach od 8:00 do 21:00. Wniosek o rezerwację – formularz składany w sekretariacie lub przesłany na adres rezerwacje@podlipami.pl – należy złożyć nie później niż 10 dni przed planowanym terminem. Z sali kameralnej organizacje pozarządowe z terenu gminy mogą korzystać nieodpłatnie raz w miesiącu; pozostali najemcy płacą według cennika, wnosząc opłatę najpóźniej 3 dni przed wydarzeniem. W salach zabrania się spożywania alkoholu oraz używania otwartego ognia, w tym świec. Osoba rezerwująca odpowiada za pozostawienie sali w stanie, w jakim ją zastała. Z powodu własnych wydarzeń dom kultury może odwołać rezerwację, informując o tym z co najmniej 7-dniowym wyprzedzeniem.",
            ),
            Good(
                "en",
                "Room booking rules at the “Pod Lipami” Community Centre. Rooms can be booked Monday to Saturday, between 8:00 a.m. and 9:00 p.m. Bookings must be made at least 10 days before the planned date, either by filling in the form at the office or by sending it to rezerwacje@podlipami.pl. Non-governmental organisations operating in the municipality may use the chamber room free of charge once a month. All other hirers pay according to the price list, and payment must be made no later than 3 days before the event. Alcohol and open flames, including candles, are not allowed in the rooms. The person making the booking is responsible for leaving the room in the condition in which they found it. The centre may cancel a booking because of its own events, giving at least 7 days' notice.",
            ),
        ],
        bad=[
            Slip(0, [("Rezerwację trzeba złożyć", "Rezerwację warto złożyć")], "modality"),
            Slip(
                1,
                [
                    (
                        "wnosząc opłatę najpóźniej 3 dni przed wydarzeniem",
                        "wnosząc opłatę najpóźniej dzień przed wydarzeniem",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "including candles, are not allowed in the rooms",
                        "including candles, are allowed in the rooms",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-raport-czytelnictwo-pomorze-streszczenie",
        source="Streszczenie raportu „Czytanie po godzinach” (Fundacja Otwarta Półka, 2024). Z badania wynika, że co najmniej jedną książkę w ciągu ostatnich 12 miesięcy przeczytało 46% dorosłych mieszkańców Pomorza, a 9% przeczytało siedem lub więcej. Najwięcej czytelników jest wśród kobiet i osób z wyższym wykształceniem. Autorki, Nowicka i Zaremba, zauważają, że rosnąca popularność audiobooków prawdopodobnie nie zwiększa ogólnego odsetka czytelników, a jedynie zmienia sposób czytania osób, które już czytają (s. 17). Wyniki porównano z badaniem Biblioteki Narodowej (2023). Badanie przeprowadzono na próbie 1200 osób w wieku 18 lat i więcej. Pełny raport jest dostępny na stronie otwartapolka.org/raporty.",
        good=[
            Good(
                "preserve",
                "Fundacja Otwarta Półka opublikowała w 2024 r. raport „Czytanie po godzinach”. Wynika z niego, że w ciągu ostatnich 12 miesięcy 46% dorosłych mieszkańców Pomorza przeczytało przynajmniej jedną książkę, a 9% – siedem lub więcej. Najwięcej czytelników jest wśród kobiet oraz osób z wyższym wykształceniem. Jak piszą autorki raportu, Nowicka i Zaremba (s. 17), coraz popularniejsze audiobooki prawdopodobnie nie zwiększają ogólnego odsetka czytelników, a jedynie zmieniają sposób, w jaki czytają osoby już czytające. Rezultaty zestawiono z badaniem Biblioteki Narodowej (2023). W badaniu wzięło udział 1200 osób w wieku od 18 lat. Cały raport można pobrać ze strony otwartapolka.org/raporty.",
            ),
            Good(
                "preserve",
                "„Czytanie po godzinach” (Fundacja Otwarta Półka, 2024) – najważniejsze wnioski:\n- 46% dorosłych mieszkańców Pomorza przeczytało w ostatnich 12 miesiącach co najmniej jedną książkę; 9% przeczytało siedem lub więcej.\n- Najwięcej czytelników jest wśród kobiet i osób z wyższym wykształceniem.\n- Zdaniem autorek (Nowicka i Zaremba, s. 17) coraz popularniejsze audiobooki prawdopodobnie nie podnoszą ogólnego odsetka czytelników, a jedynie zmieniają sposób czytania osób, które już czytają.\n- Wyniki porównano z badaniem Biblioteki Narodowej (2023).\nPróba: 1200 osób w wieku 18+. Pełna wersja raportu: otwartapolka.org/raporty.",
            ),
            Good(
                "en",
                "Summary of the report “Czytanie po godzinach” (“Reading After Hours”, Otwarta Półka Foundation, 2024). According to the study, 46% of adults in Pomerania read at least one book in the past 12 months, and 9% read seven or more. Readers are most common among women and people with higher education. The authors, Nowicka and Zaremba, note that the growing popularity of audiobooks probably does not increase the overall share of readers, but only changes the way people who already read do their reading (p. 17). The results were compared with the National Library's survey (2023). The survey was carried out on a sample of 1,200 people aged 18 and over. The full report is available at otwartapolka.org/raporty.",
            ),
        ],
        bad=[
            Slip(0, [("46% dorosłych", "64% dorosłych")], "number"),
            Slip(1, [("(Nowicka i Zaremba, s. 17)", "(Nowicka i Zaremba, s. 71)")], "citation"),
            Slip(
                2,
                [("audiobooks probably does not increase", "audiobooks does not increase")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-przychodnia-weterynaryjna-szczepienie-wscieklizna",
        source="Przypomnienie z Przychodni Weterynaryjnej „Łapa”. Szczepienie psów przeciwko wściekliźnie jest w Polsce obowiązkowe i musi być powtarzane co 12 miesięcy; pierwsze szczepienie należy wykonać najpóźniej w ciągu 30 dni od ukończenia przez szczenię 3. miesiąca życia. Na wizytę trzeba zabrać książeczkę zdrowia lub paszport zwierzęcia. Przed szczepieniem lekarz zbada psa, a jeśli pies jest chory lub ma gorączkę, szczepienie może zostać przełożone. Po szczepieniu u niektórych zwierząt może wystąpić przejściowa ospałość lub niewielki obrzęk w miejscu wkłucia; zwykle mija to w ciągu 1–2 dni. Zalecamy także szczepienia przeciwko chorobom zakaźnym, takim jak nosówka i parwowiroza. Wizytę można umówić telefonicznie lub przez stronę lapa-vet.pl.",
        good=[
            Good(
                "preserve",
                "Drodzy opiekunowie! Przychodnia Weterynaryjna „Łapa” przypomina: w Polsce szczepienie psów przeciw wściekliźnie jest obowiązkowe i trzeba je powtarzać co 12 miesięcy. Szczenię musi dostać pierwszą dawkę najpóźniej 30 dni po ukończeniu 3. miesiąca życia. Na wizytę weźcie koniecznie książeczkę zdrowia albo paszport zwierzęcia. Przed szczepieniem lekarz zbada psa – jeśli zwierzę jest chore albo ma gorączkę, szczepienie może zostać przełożone. U niektórych psów po szczepieniu może pojawić się przejściowa ospałość lub niewielki obrzęk w miejscu wkłucia; zazwyczaj mija to w ciągu 1–2 dni. Zalecamy też szczepienia przeciw chorobom zakaźnym, np. nosówce i parwowirozie. Wizytę możecie umówić telefonicznie lub przez stronę lapa-vet.pl.",
            ),
            Good(
                "preserve",
                "Przychodnia Weterynaryjna „Łapa” – przypomnienie o szczepieniach\n• Szczepienie psów przeciwko wściekliźnie jest w Polsce obowiązkowe; musi być powtarzane co 12 miesięcy.\n• Pierwsze szczepienie szczenięcia należy wykonać najpóźniej 30 dni po ukończeniu przez nie 3. miesiąca życia.\n• Na wizytę trzeba zabrać książeczkę zdrowia lub paszport zwierzęcia.\n• Przed szczepieniem lekarz bada psa; jeśli pies jest chory lub ma gorączkę, szczepienie może zostać przełożone.\n• U części zwierząt po szczepieniu może pojawić się przejściowa ospałość lub niewielki obrzęk w miejscu wkłucia – objawy te zwykle ustępują w ciągu 1–2 dni.\n• Zalecamy również szczepienia przeciwko chorobom zakaźnym, m.in. nosówce i parwowirozie.\nWizyty można umawiać telefonicznie lub przez stronę lapa-vet.pl.",
            ),
            Good(
                "en",
                "A reminder from the “Łapa” Veterinary Clinic. In Poland, rabies vaccination of dogs is compulsory and must be repeated every 12 months; the first vaccination must be given no later than 30 days after the puppy turns 3 months old. You need to bring your pet's health booklet or passport to the appointment. The vet will examine the dog before vaccinating it, and if the dog is ill or has a fever, the vaccination may be postponed. After vaccination some animals may experience temporary lethargy or slight swelling at the injection site; this usually passes within 1–2 days. We also recommend vaccinations against infectious diseases such as distemper and parvovirus. Appointments can be booked by phone or via lapa-vet.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "zazwyczaj mija to w ciągu 1–2 dni.",
                        "zazwyczaj mija to w ciągu 1–2 dni, a w razie potrzeby bezpłatnie podamy lek przeciwzapalny.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "po szczepieniu może pojawić się przejściowa",
                        "po szczepieniu pojawia się przejściowa",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [("must be repeated every 12 months", "should be repeated every 12 months")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-rodo-klauzula-newsletter-ksiegarnia",
        source="Informacja o przetwarzaniu danych osobowych – newsletter. Administratorem Twoich danych jest Księgarnia Kolofon sp. z o.o. z siedzibą w Poznaniu, ul. Półwiejska 8. Dane przetwarzamy wyłącznie w celu wysyłki newslettera, na podstawie Twojej zgody (art. 6 ust. 1 lit. a RODO). Podanie adresu e-mail jest dobrowolne, ale bez niego nie możemy wysyłać newslettera. Nie przekazujemy danych poza Europejski Obszar Gospodarczy i nie podejmujemy wobec Ciebie zautomatyzowanych decyzji. Zgodę możesz wycofać w każdej chwili, klikając link w stopce wiadomości lub pisząc na iod@kolofon.pl. Masz prawo wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych. Dane będziemy przechowywać do czasu wycofania zgody.",
        good=[
            Good(
                "preserve",
                "Jak przetwarzamy Twoje dane w związku z newsletterem? Administratorem danych jest Księgarnia Kolofon sp. z o.o., ul. Półwiejska 8, Poznań. Twoje dane wykorzystujemy tylko do wysyłania newslettera, a podstawą jest Twoja zgoda (art. 6 ust. 1 lit. a RODO). Nie musisz podawać adresu e-mail, ale bez niego nie będziemy w stanie wysyłać Ci newslettera. Twoich danych nie przekazujemy poza Europejski Obszar Gospodarczy i nie podejmujemy wobec Ciebie zautomatyzowanych decyzji. Zgodę możesz wycofać, kiedy zechcesz – wystarczy kliknąć link w stopce wiadomości albo napisać na iod@kolofon.pl. Dane przechowujemy, dopóki nie wycofasz zgody. Przysługuje Ci też prawo do wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych.",
            ),
            Good(
                "preserve",
                "Informacja o przetwarzaniu danych osobowych (newsletter)\n1. Administrator: Księgarnia Kolofon sp. z o.o. z siedzibą w Poznaniu, ul. Półwiejska 8.\n2. Cel i podstawa: wyłącznie wysyłka newslettera, na podstawie zgody (art. 6 ust. 1 lit. a RODO).\n3. Podanie adresu e-mail jest dobrowolne, jednak bez niego nie możemy wysyłać newslettera.\n4. Nie przekazujemy danych poza Europejski Obszar Gospodarczy i nie podejmujemy wobec Ciebie zautomatyzowanych decyzji.\n5. Zgodę możesz wycofać w dowolnym momencie – za pomocą linku w stopce wiadomości lub pisząc na adres iod@kolofon.pl.\n6. Dane przechowujemy do czasu wycofania zgody.\n7. Masz prawo wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych.",
            ),
            Good(
                "en",
                "Information on the processing of personal data – newsletter. The controller of your data is Księgarnia Kolofon sp. z o.o., based in Poznań at ul. Półwiejska 8. We process your data solely to send you the newsletter, on the basis of your consent (Article 6(1)(a) GDPR). Providing your e-mail address is voluntary, but without it we cannot send you the newsletter. We do not transfer your data outside the European Economic Area and we do not make automated decisions about you. You can withdraw your consent at any time by clicking the link in the footer of a message or by writing to iod@kolofon.pl. You have the right to lodge a complaint with the President of the Personal Data Protection Office. We will store your data until you withdraw your consent.",
            ),
        ],
        bad=[
            Slip(
                0, [("art. 6 ust. 1 lit. a RODO", "art. 6 ust. 1 lit. f RODO")], "legal_reference"
            ),
            Slip(1, [("iod@kolofon.pl", "iod@kolofon.com.pl")], "url"),
            Slip(
                2,
                [("We do not transfer your data outside", "We transfer your data outside")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-api-dokumentacja-limity-zapytan",
        source="""## Limity zapytań

Każdy klucz API może wysłać maksymalnie 600 zapytań na minutę. Po przekroczeniu limitu serwer zwraca kod `429 Too Many Requests` oraz nagłówek `Retry-After` z liczbą sekund do odczekania.

### Zalecenia

- Klient musi respektować wartość `Retry-After` i nie powinien ponawiać zapytania wcześniej.
- Przy pobieraniu dużych zbiorów używaj parametru `page_size` (maksymalnie 500).
- Klucza API nie wolno umieszczać w kodzie po stronie przeglądarki.

Aktualne zużycie limitu zwracają nagłówki `X-RateLimit-Remaining` i `X-RateLimit-Reset`. Jeśli potrzebujesz wyższego limitu, napisz do nas przez [formularz kontaktowy](https://dev.example.pl/kontakt).""",
        good=[
            Good(
                "preserve",
                """## Limity zapytań

Jeden klucz API pozwala wysłać najwyżej 600 zapytań na minutę. Gdy limit zostanie przekroczony, serwer odpowiada kodem `429 Too Many Requests` i dołącza nagłówek `Retry-After`, który podaje, ile sekund trzeba odczekać.

### Zalecenia

- Klient musi stosować się do wartości `Retry-After` i nie powinien ponawiać zapytania przed jej upływem.
- Duże zbiory pobieraj z użyciem parametru `page_size` (maksymalnie 500).
- Nie wolno umieszczać klucza API w kodzie uruchamianym po stronie przeglądarki.

Bieżące zużycie limitu pokazują nagłówki `X-RateLimit-Remaining` i `X-RateLimit-Reset`. Potrzebujesz wyższego limitu? Napisz do nas przez [formularz kontaktowy](https://dev.example.pl/kontakt).""",
            ),
            Good(
                "preserve",
                """## Limity zapytań

Limit dla pojedynczego klucza API to 600 zapytań na minutę. Jeśli go przekroczysz, otrzymasz odpowiedź `429 Too Many Requests` z nagłówkiem `Retry-After`, zawierającym liczbę sekund, które należy odczekać.

### Zalecenia

- Klient musi przestrzegać wartości `Retry-After`; nie powinien ponawiać zapytania, zanim ten czas minie.
- Do pobierania dużych zbiorów danych używaj parametru `page_size` (nie więcej niż 500).
- Klucz API nie może trafić do kodu działającego po stronie przeglądarki.

Aktualne zużycie limitu podają nagłówki `X-RateLimit-Remaining` oraz `X-RateLimit-Reset`. W sprawie wyższego limitu napisz do nas przez [formularz kontaktowy](https://dev.example.pl/kontakt).""",
            ),
            Good(
                "en",
                """## Rate limits

Each API key can send a maximum of 600 requests per minute. When the limit is exceeded, the server returns `429 Too Many Requests` together with a `Retry-After` header giving the number of seconds to wait.

### Recommendations

- The client must respect the `Retry-After` value and should not retry the request earlier.
- When fetching large datasets, use the `page_size` parameter (maximum 500).
- The API key must not be placed in browser-side code.

Current limit usage is returned in the `X-RateLimit-Remaining` and `X-RateLimit-Reset` headers. If you need a higher limit, contact us via the [contact form](https://dev.example.pl/kontakt).""",
            ),
        ],
        bad=[
            Slip(0, [("Klient musi stosować się", "Klient powinien stosować się")], "modality"),
            Slip(1, [("### Zalecenia\n", "Zalecenia:\n")], "markdown"),
            Slip(2, [("use the `page_size` parameter", "use the `per_page` parameter")], "code"),
        ],
    ),
    Case(
        key="pl-przeglad-pozniejsze-lekcje-sen-nastolatkow",
        source="Z przeglądu systematycznego opublikowanego w czasopiśmie „Sleep Medicine Reviews” (Kowalczyk i in., 2022, t. 64, art. 101652) wynika, że późniejsze rozpoczynanie lekcji może wydłużać sen nastolatków średnio o około 30–45 minut na dobę. Autorzy przeanalizowali 38 badań z 11 krajów. W większości z nich uczniowie rzadziej zgłaszali senność w ciągu dnia, jednak wpływ na wyniki w nauce był niejednoznaczny. Badacze podkreślają, że część analizowanych prac miała małe próby i nie była randomizowana, dlatego wnioski należy traktować ostrożnie. Nie stwierdzono, by zmiana godzin lekcji skracała czas snu w którejkolwiek z grup.",
        good=[
            Good(
                "preserve",
                "Z przeglądu systematycznego Kowalczyk i in. (2022), opublikowanego w „Sleep Medicine Reviews” (t. 64, art. 101652), wynika, że gdy lekcje zaczynają się później, nastolatki mogą spać średnio o około 30–45 minut dłużej na dobę. Analiza objęła 38 badań z 11 krajów. W większości z nich uczniowie rzadziej zgłaszali senność w ciągu dnia, ale wpływ na wyniki w nauce był niejednoznaczny. Autorzy zaznaczają, że część prac miała małe próby i nie była randomizowana, więc do wniosków trzeba podchodzić ostrożnie. W żadnej z grup nie stwierdzono, by przesunięcie godzin lekcji skracało sen.",
            ),
            Good(
                "preserve",
                "Późniejsze rozpoczynanie zajęć szkolnych może wydłużać sen nastolatków średnio o około 30–45 minut na dobę – wynika z przeglądu systematycznego 38 badań z 11 krajów (Kowalczyk i in., 2022, „Sleep Medicine Reviews”, t. 64, art. 101652). W większości uwzględnionych badań uczniowie rzadziej zgłaszali senność w ciągu dnia, natomiast wpływ na wyniki w nauce okazał się niejednoznaczny. Ponieważ część prac opierała się na małych próbach i nie była randomizowana, autorzy podkreślają, że wnioski należy traktować ostrożnie. W żadnej grupie nie stwierdzono skrócenia czasu snu w wyniku zmiany godzin lekcji.",
            ),
            Good(
                "en",
                "A systematic review published in Sleep Medicine Reviews (Kowalczyk et al., 2022, vol. 64, art. 101652) found that starting lessons later may lengthen adolescents' sleep by an average of about 30–45 minutes per day. The authors analysed 38 studies from 11 countries. In most of them, pupils reported daytime sleepiness less often, but the effect on academic performance was inconclusive. The researchers stress that some of the studies had small samples and were not randomised, so the conclusions should be treated with caution. In none of the groups was the change in lesson times found to shorten sleep.",
            ),
        ],
        bad=[
            Slip(0, [("Kowalczyk i in. (2022)", "Kowalczyk i in. (2020)")], "citation"),
            Slip(1, [("może wydłużać sen nastolatków", "wydłuża sen nastolatków")], "hedge"),
            Slip(
                2,
                [
                    (
                        "38 studies from 11 countries.",
                        "38 studies from 11 countries, most of them conducted in the United States.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-zmiana-rozkladu-linii-autobusowych",
        source="Zmiana rozkładu jazdy linii autobusowych 112 i 118. Od 1 września 2025 r. (poniedziałek) linia 112 będzie kursować co 15 minut w godzinach szczytu zamiast co 20 minut. Na linię 112 zostaną skierowane 3 dodatkowe autobusy przegubowe. Linia 118 zostanie skrócona do pętli Osiedle Zielone – przystanki Stara Cegielnia i Młyńska nie będą już przez nią obsługiwane. Mieszkańcy tych okolic mogą korzystać z linii 112, której trasa pozostaje bez zmian. W weekendy obie linie będą kursować co 30 minut. Zmiany wprowadzono na podstawie uwag zgłoszonych w konsultacjach społecznych. Nowe rozkłady będą dostępne na przystankach od 25 sierpnia oraz w wyszukiwarce połączeń na stronie mzk.lesnogora.pl.",
        good=[
            Good(
                "preserve",
                "Od poniedziałku 1 września 2025 r. zmieniają się rozkłady linii 112 i 118. W godzinach szczytu autobusy linii 112 pojadą co 15 minut, a nie – jak dotąd – co 20 minut. Na tę linię trafią też 3 dodatkowe autobusy przegubowe. Linia 118 będzie kończyć trasę na pętli Osiedle Zielone, więc nie obsłuży już przystanków Stara Cegielnia i Młyńska. Jeśli mieszkasz w tej okolicy, możesz jeździć linią 112 – jej trasa się nie zmienia. W soboty i niedziele obie linie będą kursować co 30 minut. Zmiany są efektem uwag zgłoszonych podczas konsultacji społecznych. Nowe rozkłady pojawią się na przystankach od 25 sierpnia, a także w wyszukiwarce połączeń na mzk.lesnogora.pl.",
            ),
            Good(
                "preserve",
                "Zmiany w rozkładzie linii 112 i 118 od 1 września 2025 r. (poniedziałek):\n- linia 112: w godzinach szczytu kursy co 15 minut (dotychczas co 20 minut), trasa bez zmian, 3 dodatkowe autobusy przegubowe;\n- linia 118: skrócona do pętli Osiedle Zielone – nie będzie już obsługiwać przystanków Stara Cegielnia i Młyńska; mieszkańcy tych okolic mogą korzystać z linii 112;\n- w weekendy obie linie kursują co 30 minut.\nZmiany wprowadzono na podstawie uwag zgłoszonych w konsultacjach społecznych. Nowe rozkłady zawisną na przystankach od 25 sierpnia; będą też dostępne w wyszukiwarce połączeń na mzk.lesnogora.pl.",
            ),
            Good(
                "en",
                "Timetable change for bus routes 112 and 118. From Monday, 1 September 2025, route 112 will run every 15 minutes at peak times instead of every 20 minutes, and 3 additional articulated buses will be assigned to it. Route 118 will be shortened to the Osiedle Zielone terminus, so it will no longer serve the Stara Cegielnia and Młyńska stops. Residents of these areas can use route 112, whose route remains unchanged. At weekends both routes will run every 30 minutes. The changes were made based on comments submitted during public consultations. The new timetables will be posted at stops from 25 August and will also be available in the journey planner at mzk.lesnogora.pl.",
            ),
        ],
        bad=[
            Slip(0, [("trafią też 3 dodatkowe", "trafią też 4 dodatkowe")], "number"),
            Slip(1, [("na przystankach od 25 sierpnia", "na przystankach od 29 sierpnia")], "date"),
            Slip(
                2,
                [
                    (
                        "submitted during public consultations.",
                        "submitted during public consultations and on low passenger numbers on route 118.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-wspolnota-sloneczna-zaliczka-remontowa",
        source="Uchwała nr 7/2025 Wspólnoty Mieszkaniowej „Słoneczna 14” w sprawie funduszu remontowego. Na podstawie art. 15 ust. 1 ustawy z dnia 24 czerwca 1994 r. o własności lokali właściciele podjęli uchwałę o podwyższeniu zaliczki na fundusz remontowy z 2,50 zł do 3,20 zł za m² powierzchni użytkowej lokalu miesięcznie, począwszy od 1 lipca 2025 r. Środki zostaną przeznaczone przede wszystkim na wymianę pokrycia dachu, której koszt szacuje się na około 180 000 zł. Za uchwałą głosowali właściciele lokali reprezentujący 64% udziałów. Wysokość opłat za media nie ulega zmianie. Właściciel, który nie zgadza się z uchwałą, może zaskarżyć ją do sądu w terminie 6 tygodni od dnia jej podjęcia (art. 25 ustawy o własności lokali).",
        good=[
            Good(
                "preserve",
                "Wspólnota Mieszkaniowa „Słoneczna 14” podjęła uchwałę nr 7/2025 w sprawie funduszu remontowego. Od 1 lipca 2025 r. miesięczna zaliczka na ten fundusz wzrośnie z 2,50 zł do 3,20 zł za m² powierzchni użytkowej lokalu. Podstawą prawną jest art. 15 ust. 1 ustawy z dnia 24 czerwca 1994 r. o własności lokali. Pieniądze pójdą przede wszystkim na wymianę pokrycia dachu – jej koszt szacuje się na około 180 000 zł. Uchwałę poparli właściciele lokali reprezentujący 64% udziałów. Opłaty za media się nie zmieniają. Jeśli nie zgadzasz się z uchwałą, możesz zaskarżyć ją do sądu w ciągu 6 tygodni od dnia jej podjęcia (art. 25 ustawy o własności lokali).",
            ),
            Good(
                "preserve",
                "Uchwała nr 7/2025 Wspólnoty Mieszkaniowej „Słoneczna 14” – fundusz remontowy\nPodstawa prawna: art. 15 ust. 1 ustawy z dnia 24 czerwca 1994 r. o własności lokali.\nTreść: od 1 lipca 2025 r. zaliczka na fundusz remontowy zostaje podwyższona z 2,50 zł do 3,20 zł miesięcznie za każdy m² powierzchni użytkowej lokalu.\nPrzeznaczenie środków: przede wszystkim wymiana pokrycia dachu (szacunkowy koszt: ok. 180 000 zł).\nGłosowanie: za uchwałą opowiedzieli się właściciele lokali reprezentujący 64% udziałów.\nOpłaty za media: bez zmian.\nZaskarżenie: właściciel, który nie zgadza się z uchwałą, może zaskarżyć ją do sądu w terminie 6 tygodni od dnia jej podjęcia (art. 25 ustawy o własności lokali).",
            ),
            Good(
                "en",
                "Resolution No. 7/2025 of the “Słoneczna 14” Housing Community on the renovation fund. Pursuant to Article 15(1) of the Act of 24 June 1994 on the Ownership of Premises, the owners adopted a resolution raising the monthly advance payment to the renovation fund from PLN 2.50 to PLN 3.20 per m² of usable floor area, starting on 1 July 2025. The money will be used mainly to replace the roof covering, which is estimated to cost around PLN 180,000. Owners of units holding 64% of the shares voted in favour. The amount of utility charges does not change. An owner who disagrees with the resolution may challenge it in court within 6 weeks of the day it was adopted (Article 25 of the Act on the Ownership of Premises).",
            ),
        ],
        bad=[
            Slip(0, [("art. 15 ust. 1 ustawy", "art. 15 ust. 2 ustawy")], "legal_reference"),
            Slip(1, [("do 3,20 zł", "do 3,50 zł")], "number"),
            Slip(
                2,
                [("utility charges does not change", "utility charges will also change")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-notatka-spotkanie-zespolu-wdrozenie",
        source="""## Notatka ze spotkania zespołu – 3 czerwca 2025

**Obecni:** Anna Wrona, Piotr Sikora, Marta Lis

### Ustalenia

1. Wdrożenie nowej wersji aplikacji przesuwamy na 17 czerwca, ponieważ testy płatności nie zostały jeszcze zakończone.
2. Piotr przygotuje do 10 czerwca instrukcję dla działu obsługi klienta.
3. Marta sprawdzi, czy integracja z systemem magazynowym działa poprawnie; wyniki prawdopodobnie będą znane w przyszłym tygodniu.

### Otwarte kwestie

- Nie podjęliśmy decyzji w sprawie wyłączenia starej wersji API.
- Budżet na testy obciążeniowe wymaga akceptacji zarządu.

Następne spotkanie: 12 czerwca, godz. 10:00, sala B.""",
        good=[
            Good(
                "preserve",
                """## Notatka ze spotkania zespołu (3 czerwca 2025)

**Obecni:** Anna Wrona, Piotr Sikora, Marta Lis

### Ustalenia

1. Nowa wersja aplikacji zostanie wdrożona 17 czerwca – termin przesunęliśmy, bo testy płatności jeszcze się nie zakończyły.
2. Do 10 czerwca Piotr przygotuje instrukcję dla działu obsługi klienta.
3. Marta zweryfikuje, czy integracja z systemem magazynowym działa poprawnie; wyniki poznamy prawdopodobnie w przyszłym tygodniu.

### Otwarte kwestie

- Decyzja w sprawie wyłączenia starej wersji API nie zapadła.
- Budżet na testy obciążeniowe musi zaakceptować zarząd.

Następne spotkanie: 12 czerwca o 10:00 w sali B.""",
            ),
            Good(
                "preserve",
                """## Spotkanie zespołu – notatka z 3 czerwca 2025

**Obecni:** Anna Wrona, Piotr Sikora, Marta Lis

### Ustalenia

1. Przesuwamy wdrożenie nowej wersji aplikacji na 17 czerwca, bo testy płatności nie są jeszcze zakończone.
2. Piotr do 10 czerwca przygotuje instrukcję dla działu obsługi klienta.
3. Marta sprawdzi poprawność działania integracji z systemem magazynowym – wyniki będą prawdopodobnie znane w przyszłym tygodniu.

### Otwarte kwestie

- Sprawa wyłączenia starej wersji API pozostaje nierozstrzygnięta.
- Budżet na testy obciążeniowe wymaga akceptacji zarządu.

Następne spotkanie: 12 czerwca, 10:00, sala B.""",
            ),
            Good(
                "en",
                """## Team meeting notes – 3 June 2025

**Present:** Anna Wrona, Piotr Sikora, Marta Lis

### Decisions

1. We are postponing the release of the new app version to 17 June because payment testing has not been completed yet.
2. Piotr will prepare a guide for the customer service team by 10 June.
3. Marta will check whether the integration with the warehouse system works correctly; the results will probably be known next week.

### Open issues

- We have not made a decision on switching off the old API version.
- The load-testing budget requires board approval.

Next meeting: 12 June, 10:00, room B.""",
            ),
        ],
        bad=[
            Slip(0, [("Do 10 czerwca Piotr", "Do 13 czerwca Piotr")], "date"),
            Slip(1, [("nierozstrzygnięta.\n- Budżet", "nierozstrzygnięta. Budżet")], "markdown"),
            Slip(
                2,
                [
                    (
                        "We are postponing the release of the new app version to 17 June because payment testing has not been completed yet.",
                        "Wdrożenie nowej wersji aplikacji przesuwamy na 17 czerwca, ponieważ testy płatności nie zostały jeszcze zakończone.",
                    ),
                    (
                        "Piotr will prepare a guide for the customer service team by 10 June.",
                        "Piotr przygotuje do 10 czerwca instrukcję dla działu obsługi klienta.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-sklep-internetowy-zwroty-reklamacje",
        source="Zwroty i reklamacje w sklepie Domowa Spiżarnia. Zakupiony towar możesz zwrócić bez podawania przyczyny w ciągu 14 dni od jego otrzymania. Aby to zrobić, wypełnij formularz na stronie domowaspizarnia.pl/zwroty i odeślij produkt na własny koszt. Produkty spożywcze z krótkim terminem przydatności oraz otwarte opakowania nie podlegają zwrotowi. Zwrot pieniędzy nastąpi w ciągu 14 dni od otrzymania przez nas przesyłki, tą samą metodą płatności. Reklamację uszkodzonego towaru należy zgłosić jak najszybciej, najlepiej ze zdjęciem uszkodzenia, na adres reklamacje@domowaspizarnia.pl. Rozpatrzenie reklamacji zajmuje zwykle kilka dni roboczych; ustawowo mamy na to 14 dni. W okresie świątecznym czas realizacji zwrotów może się wydłużyć.",
        good=[
            Good(
                "preserve",
                "Chcesz oddać zakupy z Domowej Spiżarni? Masz 14 dni od otrzymania towaru, żeby zwrócić go bez podawania przyczyny. Wystarczy wypełnić formularz na domowaspizarnia.pl/zwroty i odesłać produkt – koszt wysyłki pokrywasz sam. Zwrotowi nie podlegają produkty spożywcze z krótkim terminem przydatności ani otwarte opakowania. Pieniądze oddamy w ciągu 14 dni od otrzymania Twojej paczki, tą samą metodą płatności. Jeśli towar jest uszkodzony, zgłoś reklamację jak najszybciej na reklamacje@domowaspizarnia.pl – najlepiej dołącz zdjęcie uszkodzenia. Reklamację rozpatrujemy zwykle w kilka dni roboczych, a zgodnie z ustawą mamy na to 14 dni. W okresie świątecznym zwroty mogą trwać dłużej.",
            ),
            Good(
                "preserve",
                "Domowa Spiżarnia – zasady zwrotów i reklamacji\n1. Zwrot bez podania przyczyny: towar można zwrócić w terminie 14 dni od jego otrzymania. W tym celu należy wypełnić formularz na stronie domowaspizarnia.pl/zwroty i odesłać produkt na własny koszt.\n2. Wyłączenia: zwrotowi nie podlegają produkty spożywcze o krótkim terminie przydatności oraz otwarte opakowania.\n3. Zwrot środków: w ciągu 14 dni od otrzymania przesyłki przez sklep, tą samą metodą płatności.\n4. Reklamacje: uszkodzenie towaru należy zgłosić jak najszybciej na adres reklamacje@domowaspizarnia.pl, najlepiej wraz ze zdjęciem.\n5. Czas rozpatrzenia reklamacji: zwykle kilka dni roboczych, ustawowo 14 dni.\nW okresie świątecznym realizacja zwrotów może potrwać dłużej.",
            ),
            Good(
                "en",
                "Returns and complaints at Domowa Spiżarnia. You can return purchased goods without giving a reason within 14 days of receiving them. To do so, fill in the form at domowaspizarnia.pl/zwroty and send the product back at your own expense. Food products with a short shelf life and opened packages cannot be returned. We will refund your money within 14 days of receiving your parcel, using the same payment method. Complaints about damaged goods should be reported as soon as possible, ideally with a photo of the damage, to reklamacje@domowaspizarnia.pl. Complaints are usually processed within a few working days; by law we have 14 days to do so. During the holiday season, returns may take longer to process.",
            ),
        ],
        bad=[
            Slip(0, [("domowaspizarnia.pl/zwroty", "domowaspizarnia.pl/zwrot")], "url"),
            Slip(1, [("towar można zwrócić", "towar należy zwrócić")], "modality"),
            Slip(2, [("Complaints are usually processed", "Complaints are processed")], "hedge"),
        ],
    ),
    Case(
        key="pl-sanepid-komunikat-upaly-zalecenia",
        source="Komunikat Powiatowej Stacji Sanitarno-Epidemiologicznej w Lesznie w sprawie upałów. Według prognoz IMGW w najbliższych dniach temperatura może przekraczać 33°C. Upał jest szczególnie niebezpieczny dla osób starszych, małych dzieci i przewlekle chorych. Zalecamy picie co najmniej 2 litrów wody dziennie, unikanie wysiłku fizycznego między 11:00 a 16:00 oraz noszenie nakrycia głowy. Nie należy zostawiać dzieci ani zwierząt w zaparkowanych samochodach, nawet na kilka minut. Objawy udaru cieplnego to m.in. zawroty głowy, nudności i splątanie; w takiej sytuacji trzeba przenieść osobę w chłodne miejsce i wezwać pomoc pod numerem 112. Upały prawdopodobnie utrzymają się do końca tygodnia.",
        good=[
            Good(
                "preserve",
                "Upały – komunikat Powiatowej Stacji Sanitarno-Epidemiologicznej w Lesznie\nPrognozy IMGW wskazują, że w najbliższych dniach temperatura może przekraczać 33°C. Upał jest szczególnie groźny dla osób starszych, małych dzieci i osób przewlekle chorych. Zalecamy:\n- picie co najmniej 2 litrów wody dziennie,\n- unikanie wysiłku fizycznego między 11:00 a 16:00,\n- noszenie nakrycia głowy.\nNie zostawiaj dzieci ani zwierząt w zaparkowanym samochodzie – nawet na kilka minut. Do objawów udaru cieplnego należą m.in. zawroty głowy, nudności i splątanie; wtedy trzeba przenieść chorego w chłodne miejsce i wezwać pomoc pod numerem 112. Upały prawdopodobnie potrwają do końca tygodnia.",
            ),
            Good(
                "preserve",
                "Powiatowa Stacja Sanitarno-Epidemiologiczna w Lesznie ostrzega przed upałami. Według prognoz IMGW w najbliższych dniach temperatura może przekraczać 33°C, a gorąca pogoda prawdopodobnie utrzyma się do końca tygodnia. Najbardziej zagrożeni są seniorzy, małe dzieci i osoby przewlekle chore. Zalecamy picie co najmniej 2 litrów wody dziennie, unikanie wysiłku fizycznego między 11:00 a 16:00 i noszenie nakrycia głowy. Dzieci ani zwierząt nie należy zostawiać w zaparkowanym aucie, nawet na kilka minut. Zawroty głowy, nudności i splątanie to m.in. objawy udaru cieplnego – w takim przypadku trzeba przenieść chorego w chłodne miejsce i zadzwonić po pomoc pod 112.",
            ),
            Good(
                "en",
                "Announcement from the District Sanitary and Epidemiological Station in Leszno on the heatwave. According to IMGW forecasts, temperatures may exceed 33°C over the coming days. Heat is particularly dangerous for older people, young children and the chronically ill. We recommend drinking at least 2 litres of water a day, avoiding physical exertion between 11:00 and 16:00, and wearing a hat. Do not leave children or animals in parked cars, not even for a few minutes. Symptoms of heatstroke include dizziness, nausea and confusion; if they occur, move the person to a cool place and call 112 for help. The hot weather will probably last until the end of the week.",
            ),
        ],
        bad=[
            Slip(0, [("Upały prawdopodobnie potrwają", "Upały potrwają")], "hedge"),
            Slip(
                1,
                [
                    (
                        "seniorzy, małe dzieci i osoby przewlekle chore",
                        "seniorzy, małe dzieci, kobiety w ciąży i osoby przewlekle chore",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "in parked cars, not even for a few minutes",
                        "in parked cars for more than a few minutes",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-pszczoly-miejskie-pasieki-badanie",
        source="Naukowcy z Uniwersytetu Przyrodniczego we Wrocławiu opisali w czasopiśmie „Apidologie” (Zielińska i in., 2024, t. 55, s. 112–127) wyniki trzyletnich obserwacji pasiek miejskich. Zbadano 46 rodzin pszczelich w 9 lokalizacjach na terenie Wrocławia. Średnia roczna produkcja miodu wyniosła 18 kg na rodzinę, czyli nieco mniej niż w pasiekach wiejskich w tym samym regionie. W próbkach miodu nie wykryto pozostałości pestycydów przekraczających normy, natomiast zawartość ołowiu była wyższa w pasiekach położonych przy ruchliwych ulicach. Autorzy zaznaczają, że wyniki dotyczą jednego miasta i nie można ich bezpośrednio uogólniać. Projekt sfinansowało Narodowe Centrum Nauki (grant nr 2020/39/B/NZ9/01234).",
        good=[
            Good(
                "preserve",
                "Jak radzą sobie pszczoły w mieście? Zespół z Uniwersytetu Przyrodniczego we Wrocławiu przez trzy lata obserwował miejskie pasieki, a wyniki opisał w czasopiśmie „Apidologie” (Zielińska i in., 2024, t. 55, s. 112–127). Badaniem objęto 46 rodzin pszczelich z 9 lokalizacji we Wrocławiu. Jedna rodzina dawała średnio 18 kg miodu rocznie – nieco mniej niż w pasiekach wiejskich w tym samym regionie. W próbkach miodu nie wykryto pozostałości pestycydów przekraczających normy, ale w pasiekach przy ruchliwych ulicach zawartość ołowiu była wyższa. Autorzy podkreślają, że wyniki dotyczą jednego miasta, więc nie można ich bezpośrednio uogólniać. Projekt sfinansowało Narodowe Centrum Nauki (grant nr 2020/39/B/NZ9/01234).",
            ),
            Good(
                "preserve",
                "Wyniki trzyletnich obserwacji pasiek miejskich przedstawili naukowcy z Uniwersytetu Przyrodniczego we Wrocławiu (Zielińska i in., 2024, „Apidologie”, t. 55, s. 112–127). Analizą objęto 46 rodzin pszczelich w 9 lokalizacjach na terenie Wrocławia. Średnia roczna produkcja miodu wynosiła 18 kg na rodzinę i była nieco niższa niż w pasiekach wiejskich z tego samego regionu. W próbkach nie wykryto pozostałości pestycydów w ilościach przekraczających normy; w pasiekach przy ruchliwych ulicach stwierdzono natomiast wyższą zawartość ołowiu. Autorzy zastrzegają, że wyniki odnoszą się do jednego miasta i nie można ich bezpośrednio uogólniać. Badania sfinansowało Narodowe Centrum Nauki (grant nr 2020/39/B/NZ9/01234).",
            ),
            Good(
                "en",
                "Researchers from the Wrocław University of Environmental and Life Sciences have described the results of three years of observations of urban apiaries in the journal Apidologie (Zielińska et al., 2024, vol. 55, pp. 112–127). They studied 46 honey bee colonies at 9 sites in Wrocław. Average annual honey production was 18 kg per colony, slightly less than in rural apiaries in the same region. No pesticide residues above the permitted limits were found in the honey samples, while lead content was higher in apiaries located near busy streets. The authors point out that the results concern a single city and cannot be directly generalised. The project was funded by the National Science Centre (grant no. 2020/39/B/NZ9/01234).",
            ),
        ],
        bad=[
            Slip(0, [("s. 112–127", "s. 212–227")], "citation"),
            Slip(1, [("46 rodzin pszczelich", "56 rodzin pszczelich")], "number"),
            Slip(
                2,
                [
                    (
                        "located near busy streets.",
                        "located near busy streets, posing a health risk to consumers.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
