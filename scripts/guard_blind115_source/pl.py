# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 115: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-wynajem-hali-sportowej-klubom-wieliczka",
        source="Hala sportowa przy ul. Sportowej 4 w Wieliczce jest udostępniana klubom i stowarzyszeniom od poniedziałku do piątku w godzinach 16:00–22:00 oraz w soboty od 8:00 do 14:00. Stawka za godzinę wynosi 180 zł brutto za całą płytę i 70 zł za jedną trzecią boiska. Wniosek o przydział stałych godzin na sezon 2025/2026 należy złożyć do 15 lipca 2025 r. w sekretariacie Ośrodka Sportu i Rekreacji. Kluby muszą przedstawić aktualną polisę OC oraz listę trenerów prowadzących zajęcia. Opłatę trzeba wnosić z góry, najpóźniej do 10. dnia każdego miesiąca. Niewykorzystanych godzin nie zwracamy, ale można je przenieść na inny termin, jeśli zgłosi się to co najmniej 48 godzin wcześniej.",
        good=[
            Good(
                "preserve",
                """Chcesz wynająć halę sportową przy ul. Sportowej 4 w Wieliczce dla swojego klubu lub stowarzyszenia? Oto najważniejsze zasady:

- Hala jest dostępna od poniedziałku do piątku w godz. 16:00–22:00, a w soboty od 8:00 do 14:00.
- Godzina na całej płycie kosztuje 180 zł brutto, a na jednej trzeciej boiska – 70 zł.
- Wniosek o stałe godziny na sezon 2025/2026 trzeba złożyć w sekretariacie Ośrodka Sportu i Rekreacji do 15 lipca 2025 r.
- Klub musi przedstawić aktualną polisę OC i listę trenerów prowadzących zajęcia.
- Opłatę trzeba uiścić z góry, najpóźniej do 10. dnia każdego miesiąca.

Za niewykorzystane godziny nie ma zwrotu, ale możesz przenieść je na inny termin, o ile zgłosisz to co najmniej 48 godzin wcześniej.""",
            ),
            Good(
                "preserve",
                "Ośrodek Sportu i Rekreacji udostępnia klubom i stowarzyszeniom halę sportową przy ul. Sportowej 4 w Wieliczce w dni robocze, od poniedziałku do piątku, w godzinach 16:00–22:00, a w soboty od 8:00 do 14:00. Za godzinę korzystania z całej płyty pobierana jest opłata 180 zł brutto, za jedną trzecią boiska – 70 zł. Wnioski o przydział stałych godzin w sezonie 2025/2026 przyjmuje sekretariat Ośrodka do 15 lipca 2025 r. Kluby muszą ponadto przedstawić aktualną polisę OC oraz wykaz trenerów prowadzących zajęcia. Należność trzeba wpłacać z góry, nie później niż do 10. dnia każdego miesiąca. Niewykorzystane godziny nie podlegają zwrotowi, lecz można je przenieść na inny termin pod warunkiem zgłoszenia tego z co najmniej 48-godzinnym wyprzedzeniem.",
            ),
            Good(
                "en",
                "The sports hall at 4 Sportowa Street in Wieliczka is available to clubs and associations Monday to Friday from 4:00 p.m. to 10:00 p.m. and on Saturdays from 8:00 a.m. to 2:00 p.m. The hourly rate is PLN 180 gross for the whole court and PLN 70 for one third of it. Applications for regular time slots in the 2025/2026 season must be submitted to the office of the Sports and Recreation Centre by 15 July 2025. Clubs must provide a current liability insurance policy and a list of the coaches running the sessions. Fees must be paid in advance, no later than the 10th of each month. Unused hours are not refunded, but they can be moved to another date if you let us know at least 48 hours in advance.",
            ),
        ],
        bad=[
            Slip(0, [("Klub musi przedstawić", "Klub powinien przedstawić")], "modality"),
            Slip(
                1,
                [("za jedną trzecią boiska – 70 zł", "za jedną trzecią boiska – 90 zł")],
                "number",
            ),
            Slip(2, [("by 15 July 2025", "by 15 June 2025")], "date"),
        ],
    ),
    Case(
        key="pl-ebooki-legimi-biblioteka-powiatowa-kutno",
        source="Powiatowa Biblioteka Publiczna w Kutnie udostępnia czytelnikom bezpłatny dostęp do platformy Legimi. Aby otrzymać kod, trzeba mieć ważną kartę biblioteczną i zgłosić się osobiście do wypożyczalni głównej albo napisać na adres ebooki@biblioteka.kutno.pl. Każdy czytelnik może otrzymać jeden kod miesięcznie, a kody są wydawane do wyczerpania puli, która w tym roku wynosi 120 kodów na miesiąc. Kod jest ważny przez 30 dni od aktywacji i nie można go przekazać innej osobie. Z platformy korzysta się na telefonie, tablecie lub czytniku Kindle; szczegółowa instrukcja jest dostępna na stronie www.biblioteka.kutno.pl/legimi. Biblioteka nie wysyła kodów SMS-em.",
        good=[
            Good(
                "preserve",
                """Jak zdobyć kod do Legimi w Powiatowej Bibliotece Publicznej w Kutnie?

Dostęp do platformy jest bezpłatny. Potrzebujesz ważnej karty bibliotecznej – z nią przyjdź osobiście do wypożyczalni głównej albo napisz na ebooki@biblioteka.kutno.pl. Pamiętaj, że biblioteka nie wysyła kodów SMS-em.

Każdy czytelnik może dostać jeden kod na miesiąc. Pula jest ograniczona – w tym roku to 120 kodów miesięcznie – więc kody wydajemy, dopóki się nie skończą. Kod działa przez 30 dni od aktywacji i nie można go przekazać innej osobie.

Z Legimi skorzystasz na telefonie, tablecie albo czytniku Kindle. Pełną instrukcję znajdziesz na www.biblioteka.kutno.pl/legimi.""",
            ),
            Good(
                "preserve",
                "Czytelnicy Powiatowej Biblioteki Publicznej w Kutnie mogą bezpłatnie korzystać z Legimi na telefonie, tablecie lub czytniku Kindle. Warunkiem otrzymania kodu jest ważna karta biblioteczna; o kod prosi się osobiście w wypożyczalni głównej albo mailowo pod adresem ebooki@biblioteka.kutno.pl (kodów nie wysyłamy SMS-em). Przysługuje jeden kod miesięcznie na osobę, do wyczerpania tegorocznej puli 120 kodów na miesiąc. Kod obowiązuje 30 dni od aktywacji i nie może zostać przekazany nikomu innemu. Instrukcja krok po kroku: www.biblioteka.kutno.pl/legimi.",
            ),
            Good(
                "en",
                "The County Public Library in Kutno offers readers free access to the Legimi platform. To get a code, you need a valid library card and must either come in person to the main lending desk or email ebooki@biblioteka.kutno.pl. Each reader can receive one code per month, and codes are issued until the pool runs out; this year it is 120 codes a month. A code is valid for 30 days from activation and cannot be passed on to anyone else. You can use the platform on a phone, a tablet or a Kindle e-reader; detailed instructions are available at www.biblioteka.kutno.pl/legimi. The library does not send codes by text message.",
            ),
        ],
        bad=[
            Slip(2, [("www.biblioteka.kutno.pl/legimi", "www.biblioteka.kutno.pl/ebooki")], "url"),
            Slip(
                1,
                [
                    (
                        "nie może zostać przekazany nikomu innemu",
                        "może zostać przekazany innej osobie",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [("w tym roku to 120 kodów miesięcznie", "w tym roku to 150 kodów miesięcznie")],
                "number",
            ),
        ],
    ),
    Case(
        key="pl-kolo-lowieckie-zasady-sezonu-sokolka",
        source="Zarząd Koła Łowieckiego „Darz Bór” w Sokółce przypomina o zasadach obowiązujących w sezonie 2025/2026. Przed każdym polowaniem indywidualnym myśliwy musi wpisać się do książki ewidencji pobytu na polowaniu, zgodnie z § 5 ust. 1 regulaminu polowań. Odstrzał dzików jest dozwolony przez cały rok, natomiast na kozły sarny polujemy tylko od 11 maja do 30 września. Nie wolno strzelać z ambon stojących bliżej niż 150 m od zabudowań. Od każdego pozyskanego dzika należy pobrać próbkę do badania w kierunku ASF. Członkowie koła, którzy nie uczestniczą w pracach gospodarczych, powinni liczyć się z dodatkową opłatą.",
        good=[
            Good(
                "preserve",
                """Zarząd Koła Łowieckiego „Darz Bór” w Sokółce przypomina zasady na sezon 2025/2026:

1. Przed każdym polowaniem indywidualnym trzeba wpisać się do książki ewidencji pobytu na polowaniu (§ 5 ust. 1 regulaminu polowań).
2. Dziki można odstrzeliwać przez cały rok; kozły sarny – wyłącznie od 11 maja do 30 września.
3. Nie wolno strzelać z ambon stojących bliżej niż 150 m od zabudowań.
4. Od każdego pozyskanego dzika należy pobrać próbkę do badania w kierunku ASF.
5. Członkowie, którzy nie biorą udziału w pracach gospodarczych koła, powinni liczyć się z dodatkową opłatą.""",
            ),
            Good(
                "preserve",
                "W sezonie 2025/2026 członków Koła Łowieckiego „Darz Bór” w Sokółce obowiązują zasady, o których przypomina Zarząd. Dzika można odstrzelić o każdej porze roku, ale polowanie na kozły sarny jest dozwolone tylko w okresie od 11 maja do 30 września. Przed wyjściem na każde polowanie indywidualne myśliwy ma obowiązek wpisać się do książki ewidencji pobytu na polowaniu – wymaga tego § 5 ust. 1 regulaminu polowań. Strzelanie z ambon położonych bliżej niż 150 m od zabudowań jest zabronione. Z każdego pozyskanego dzika trzeba pobrać próbkę do badania w kierunku ASF. Kto nie uczestniczy w pracach gospodarczych koła, powinien liczyć się z dodatkową opłatą.",
            ),
            Good(
                "en",
                "The Board of the “Darz Bór” Hunting Club in Sokółka reminds members of the rules for the 2025/2026 season. Before every individual hunt, a hunter must sign in to the hunting attendance register, as required by § 5(1) of the hunting regulations. Wild boar may be culled all year round, whereas roebucks may be hunted only from 11 May to 30 September. Shooting from high seats located less than 150 m from buildings is not allowed. A sample for ASF testing must be taken from every wild boar harvested. Club members who do not take part in the club's maintenance work should expect an additional fee.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "wymaga tego § 5 ust. 1 regulaminu polowań",
                        "wymaga tego § 7 ust. 1 regulaminu polowań",
                    )
                ],
                "legal_reference",
            ),
            Slip(2, [("a hunter must sign in", "a hunter should sign in")], "modality"),
            Slip(0, [("Nie wolno strzelać z ambon", "Wolno strzelać z ambon")], "negation"),
        ],
    ),
    Case(
        key="pl-przesluchania-zespol-tanca-ludowego-kujawy",
        source="Zespół Pieśni i Tańca „Kujawy” ogłasza przesłuchania do grupy młodzieżowej. Zapraszamy osoby w wieku od 14 do 19 lat, także bez wcześniejszego doświadczenia scenicznego. Przesłuchania odbędą się w sobotę 13 września 2025 r. o godz. 10:00 w sali baletowej Domu Kultury w Inowrocławiu, ul. Solankowa 12. Kandydaci powinni przyjść w wygodnym stroju i obuwiu z płaską podeszwą. Każdy zaprezentuje krótki układ pokazany na miejscu przez choreografa, a chętni mogą też zaśpiewać dowolną piosenkę ludową. Osoby niepełnoletnie muszą przynieść zgodę rodzica lub opiekuna prawnego. Próby odbywają się dwa razy w tygodniu, we wtorki i czwartki od 17:30 do 19:30.",
        good=[
            Good(
                "preserve",
                """Dołącz do grupy młodzieżowej Zespołu Pieśni i Tańca „Kujawy”! Szukamy osób w wieku 14–19 lat – doświadczenie sceniczne nie jest wymagane.

Kiedy i gdzie: sobota, 13 września 2025 r., godz. 10:00, sala baletowa Domu Kultury w Inowrocławiu (ul. Solankowa 12).

Co cię czeka: choreograf pokaże na miejscu krótki układ, który każdy kandydat zaprezentuje. Jeśli chcesz, możesz też zaśpiewać dowolną piosenkę ludową.

Powinieneś przyjść w wygodnym stroju i butach na płaskiej podeszwie. Jeżeli jesteś niepełnoletni, musisz przynieść zgodę rodzica lub opiekuna prawnego.

Próby: dwa razy w tygodniu, we wtorki i czwartki, 17:30–19:30.""",
            ),
            Good(
                "preserve",
                "Zespół Pieśni i Tańca „Kujawy” zaprasza młodzież w wieku od 14 do 19 lat na przesłuchania do grupy młodzieżowej; udział mogą wziąć również osoby, które nie mają za sobą występów na scenie. Przesłuchania zaplanowano na sobotę, 13 września 2025 r., na godzinę 10:00 w sali baletowej Domu Kultury przy ul. Solankowej 12 w Inowrocławiu. Podczas spotkania choreograf pokaże krótki układ, który następnie zaprezentuje każdy z kandydatów; chętni mogą dodatkowo zaśpiewać wybraną piosenkę ludową. Kandydaci powinni mieć wygodny strój i obuwie na płaskiej podeszwie. Niepełnoletni muszą mieć ze sobą zgodę rodzica lub opiekuna prawnego. Próby zespołu odbywają się dwa razy w tygodniu: we wtorki i czwartki w godzinach 17:30–19:30.",
            ),
            Good(
                "en",
                "The “Kujawy” Song and Dance Ensemble is holding auditions for its youth group. We welcome young people aged 14 to 19, including those with no previous stage experience. The auditions will take place on Saturday, September 13, 2025, at 10:00 a.m. in the ballet studio of the Inowrocław Culture Centre, 12 Solankowa Street. Candidates should come in comfortable clothes and flat-soled shoes. Each of them will perform a short routine that the choreographer will show them on the spot, and anyone who wishes may also sing a folk song of their choice. Minors must bring the consent of a parent or legal guardian. Rehearsals are held twice a week, on Tuesdays and Thursdays from 5:30 to 7:30 p.m.",
            ),
        ],
        bad=[
            Slip(1, [("na godzinę 10:00", "na godzinę 11:00")], "date"),
            Slip(
                2,
                [
                    (
                        "Rehearsals are held twice a week",
                        "Rehearsals, led by former soloist Anna Kowalczyk, are held twice a week",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("musisz przynieść zgodę", "warto przynieść zgodę")], "modality"),
        ],
    ),
    Case(
        key="pl-dotacja-usuwanie-azbestu-stary-sacz",
        source="Gmina Stary Sącz przyjmuje wnioski o dofinansowanie usuwania wyrobów zawierających azbest z budynków mieszkalnych i gospodarczych. Dotacja pokrywa do 100% kosztów demontażu, transportu i unieszkodliwienia, ale nie obejmuje zakupu ani montażu nowego pokrycia dachowego. Wnioski przyjmuje Urząd Gminy do 31 marca 2026 r. Do wniosku trzeba dołączyć informację o wyrobach zawierających azbest, o której mowa w § 9 ust. 1 rozporządzenia Ministra Gospodarki z dnia 13 grudnia 2010 r. Prace może wykonać wyłącznie firma posiadająca zezwolenie na gospodarowanie odpadami niebezpiecznymi. Według wstępnych szacunków z programu skorzysta około 60 gospodarstw, a średni koszt usunięcia 1 m² eternitu wyniesie prawdopodobnie 35–40 zł.",
        good=[
            Good(
                "preserve",
                """Masz na domu lub budynku gospodarczym wyroby zawierające azbest? Gmina Stary Sącz dofinansuje ich usunięcie. Dotacja pokrywa do 100% kosztów demontażu, transportu i unieszkodliwienia. Nie obejmuje jednak zakupu ani montażu nowego pokrycia dachowego.

Wniosek złóż w Urzędzie Gminy do 31 marca 2026 r. Musisz do niego dołączyć informację o wyrobach zawierających azbest, wymaganą przez § 9 ust. 1 rozporządzenia Ministra Gospodarki z 13 grudnia 2010 r. Pamiętaj, że prace może wykonać tylko firma z zezwoleniem na gospodarowanie odpadami niebezpiecznymi.

Wstępnie szacuje się, że z programu skorzysta ok. 60 gospodarstw, a usunięcie 1 m² eternitu będzie prawdopodobnie kosztować średnio 35–40 zł.""",
            ),
            Good(
                "preserve",
                "Urząd Gminy Stary Sącz do 31 marca 2026 r. przyjmuje wnioski o dotację na usunięcie wyrobów zawierających azbest z budynków mieszkalnych oraz gospodarczych. Dofinansowanie obejmuje maksymalnie 100% kosztów demontażu, transportu i unieszkodliwienia; nie dotyczy natomiast zakupu i montażu nowego pokrycia dachowego. Obowiązkowym załącznikiem do wniosku jest informacja o wyrobach zawierających azbest, o której mowa w § 9 ust. 1 rozporządzenia Ministra Gospodarki z dnia 13 grudnia 2010 r. Wykonawcą prac może być jedynie firma posiadająca zezwolenie na gospodarowanie odpadami niebezpiecznymi. Według wstępnych szacunków program obejmie około 60 gospodarstw, a średni koszt usunięcia metra kwadratowego eternitu wyniesie prawdopodobnie od 35 do 40 zł.",
            ),
            Good(
                "en",
                "Stary Sącz Municipality is accepting applications for funding to remove asbestos-containing products from residential and farm buildings. The grant covers up to 100% of the cost of dismantling, transport and disposal, but it does not cover buying or installing new roofing. The Municipal Office accepts applications until 31 March 2026. Each application must include the information on asbestos-containing products referred to in § 9(1) of the Regulation of the Minister of Economy of 13 December 2010. The work may only be carried out by a company holding a permit for hazardous waste management. Preliminary estimates suggest that around 60 households will benefit from the programme and that the average cost of removing 1 m² of asbestos-cement sheeting will probably be PLN 35–40.",
            ),
        ],
        bad=[
            Slip(0, [("ok. 60 gospodarstw", "ok. 80 gospodarstw")], "number"),
            Slip(
                1, [("§ 9 ust. 1 rozporządzenia", "§ 9 ust. 2 rozporządzenia")], "legal_reference"
            ),
            Slip(2, [("will probably be PLN 35–40", "will be PLN 35–40")], "hedge"),
        ],
    ),
    Case(
        key="pl-egzamin-licencja-taksowkarska-krakow-topografia",
        source="Egzamin ze znajomości topografii miasta Krakowa oraz przepisów porządkowych dla kandydatów na taksówkarzy odbywa się w Wydziale Ewidencji Pojazdów i Kierowców przy ul. Przy Rondzie 6. Najbliższy termin to wtorek 14 października 2025 r., godz. 9:00. Zapisy prowadzone są przez formularz na stronie www.krakow.pl/taxi-egzamin do 7 października. Egzamin składa się z 40 pytań testowych, a do zaliczenia potrzeba co najmniej 32 poprawnych odpowiedzi. Opłata wynosi 150 zł i nie podlega zwrotowi w razie nieobecności. Na egzamin nie wolno wnosić map, telefonów ani nawigacji. Osoby, które nie zdadzą, mogą podejść ponownie najwcześniej po 30 dniach.",
        good=[
            Good(
                "preserve",
                """Egzamin dla kandydatów na taksówkarzy w Krakowie – najważniejsze informacje

• Zakres: topografia miasta i przepisy porządkowe.
• Miejsce: Wydział Ewidencji Pojazdów i Kierowców, ul. Przy Rondzie 6.
• Najbliższy termin: wtorek, 14 października 2025 r., 9:00.
• Zapisy: do 7 października, przez formularz na www.krakow.pl/taxi-egzamin.
• Przebieg: 40 pytań testowych; aby zdać, trzeba odpowiedzieć poprawnie na co najmniej 32.
• Opłata: 150 zł, bez zwrotu w przypadku nieobecności.
• Nie wolno wnosić: map, telefonów ani nawigacji.
• Poprawka: możliwa najwcześniej po 30 dniach.""",
            ),
            Good(
                "preserve",
                "Kandydaci na taksówkarzy w Krakowie zdają egzamin z topografii miasta i przepisów porządkowych w Wydziale Ewidencji Pojazdów i Kierowców (ul. Przy Rondzie 6). Najbliższa sesja odbędzie się we wtorek 14 października 2025 r. o 9:00, a zapisać się można do 7 października przez formularz na stronie www.krakow.pl/taxi-egzamin. Test liczy 40 pytań; zalicza go ten, kto udzieli przynajmniej 32 dobrych odpowiedzi. Za egzamin płaci się 150 zł – pieniądze nie są zwracane, jeśli się nie przyjdzie. Map, telefonów ani nawigacji nie wolno wnosić na salę. W razie niezaliczenia do egzaminu można przystąpić ponownie, ale nie wcześniej niż po 30 dniach.",
            ),
            Good(
                "en",
                "The exam on Kraków's city topography and local regulations for prospective taxi drivers is held at the Department of Vehicle and Driver Registration, ul. Przy Rondzie 6. The next session is on Tuesday, 14 October 2025, at 9 a.m. Registration is open until 7 October via the form at www.krakow.pl/taxi-egzamin. The exam consists of 40 multiple-choice questions, and you need at least 32 correct answers to pass. The fee is PLN 150 and is not refunded if you fail to attend. Maps, phones and navigation devices may not be brought into the exam. Candidates who fail may retake it after 30 days at the earliest.",
            ),
        ],
        bad=[
            Slip(1, [("pieniądze nie są zwracane", "pieniądze są zwracane")], "negation"),
            Slip(2, [("until 7 October", "until 10 October")], "date"),
            Slip(0, [("www.krakow.pl/taxi-egzamin", "www.krakow.pl/egzamin-taxi")], "url"),
        ],
    ),
    Case(
        key="pl-lista-rzeczy-oboz-harcerski-bieszczady",
        source="""## Lista rzeczy na obóz harcerski w Bieszczadach (turnus 6–19 lipca 2025)

Dzieci śpią w namiotach 4-osobowych, dlatego każdy uczestnik musi mieć własny **śpiwór** i **karimatę**. Prosimy też spakować:

- 2 pary butów, w tym jedne trekkingowe za kostkę,
- kurtkę przeciwdeszczową,
- latarkę czołową z zapasowymi bateriami,
- krem z filtrem SPF 50 i środek na komary,
- legitymację szkolną.

Nie zabierajcie elektroniki poza telefonem – tablety i konsole zostają w domu. Kieszonkowe nie powinno przekraczać 200 zł. Leki przyjmowane na stałe należy przekazać opiekunowi w podpisanym opakowaniu.""",
        good=[
            Good(
                "preserve",
                """## Obóz harcerski w Bieszczadach, 6–19 lipca 2025 – co zabrać

Uczestnicy nocują w 4-osobowych namiotach, więc każde dziecko musi mieć własny **śpiwór** i **karimatę**. Poza tym prosimy spakować:

- dwie pary butów (jedna z nich to trekkingi za kostkę),
- kurtkę chroniącą przed deszczem,
- czołówkę i zapasowe baterie,
- krem SPF 50 oraz repelent na komary,
- legitymację szkolną.

Z elektroniki dziecko może wziąć tylko telefon; tablety i konsole zostają w domu. Kieszonkowe nie powinno być wyższe niż 200 zł. Leki, które dziecko bierze na stałe, trzeba oddać opiekunowi w podpisanym opakowaniu.""",
            ),
            Good(
                "preserve",
                """## Co spakować dziecku na obóz harcerski (Bieszczady, 6–19 lipca 2025)

Ponieważ noclegi są w namiotach 4-osobowych, każdy uczestnik musi mieć własny **śpiwór** i **karimatę**. Do plecaka prosimy włożyć również dwie pary butów (w tym jedne trekkingowe za kostkę), kurtkę przeciwdeszczową, latarkę czołową z zapasowymi bateriami, krem z filtrem SPF 50, środek na komary oraz legitymację szkolną.

Tablety i konsole nie są dozwolone – z elektroniki dziecko może mieć tylko telefon. Kieszonkowe nie powinno przekraczać 200 zł. Leki przyjmowane na stałe należy przekazać opiekunowi w podpisanym opakowaniu.""",
            ),
            Good(
                "en",
                """## Packing list for the scout camp in the Bieszczady Mountains (6–19 July 2025)

Children sleep in 4-person tents, so every camper must have their own **sleeping bag** and **sleeping mat**. Please also pack:

- 2 pairs of shoes, including one pair of ankle-high hiking boots,
- a rain jacket,
- a head torch with spare batteries,
- SPF 50 sunscreen and insect repellent,
- a school ID card.

Please don't bring any electronics other than a phone: tablets and consoles stay at home. Pocket money should not exceed PLN 200. Any medication taken regularly must be handed to a counsellor in a package labelled with the child's name.""",
            ),
        ],
        bad=[
            Slip(
                2,
                [("- a rain jacket,\n- a head torch", "- a rain jacket, a head torch")],
                "markdown",
            ),
            Slip(0, [("wyższe niż 200 zł", "wyższe niż 300 zł")], "number"),
            Slip(
                1,
                [("Tablety i konsole nie są dozwolone", "Tablety i konsole są dozwolone")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-dzierzawa-garazy-spoldzielnia-zacisze-lublin",
        source="Spółdzielnia Mieszkaniowa „Zacisze” w Lublinie ogłasza przetarg na dzierżawę trzech garaży przy ul. Różanej 18 (boksy nr 4, 7 i 11). Cena wywoławcza wynosi 210 zł netto miesięcznie za boks, a umowa zostanie zawarta na czas nieokreślony z trzymiesięcznym okresem wypowiedzenia. Oferty w zamkniętych kopertach należy składać w biurze Spółdzielni do 20 listopada 2025 r. do godz. 12:00. Pierwszeństwo mają członkowie Spółdzielni, którzy nie posiadają jeszcze garażu. Wygrywający musi wpłacić kaucję w wysokości dwumiesięcznego czynszu przed podpisaniem umowy. W garażu nie wolno przechowywać materiałów łatwopalnych ani prowadzić działalności gospodarczej. Spółdzielnia może odstąpić od przetargu bez podania przyczyny.",
        good=[
            Good(
                "preserve",
                "Szukasz garażu? Spółdzielnia Mieszkaniowa „Zacisze” w Lublinie wydzierżawi w drodze przetargu trzy boksy przy ul. Różanej 18 – nr 4, 7 i 11. Cena wywoławcza to 210 zł netto za boks miesięcznie. Umowę zawieramy na czas nieokreślony, z trzymiesięcznym okresem wypowiedzenia. Ofertę w zamkniętej kopercie trzeba złożyć w biurze Spółdzielni do 20 listopada 2025 r., do 12:00. Pierwszeństwo mają członkowie Spółdzielni, którzy jeszcze nie mają garażu. Przed podpisaniem umowy zwycięzca musi wpłacić kaucję równą czynszowi za dwa miesiące. W garażu nie można trzymać materiałów łatwopalnych ani prowadzić działalności gospodarczej. Spółdzielnia może odstąpić od przetargu bez podawania przyczyny.",
            ),
            Good(
                "preserve",
                """Przetarg na dzierżawę garaży – SM „Zacisze”, Lublin

Przedmiotem przetargu są trzy boksy garażowe przy ul. Różanej 18, oznaczone numerami 4, 7 i 11. Cena wywoławcza: 210 zł netto miesięcznie za jeden boks. Umowa zostanie zawarta na czas nieokreślony, z trzymiesięcznym okresem wypowiedzenia. Oferty w zamkniętych kopertach przyjmuje biuro Spółdzielni do 20 listopada 2025 r., godz. 12:00. Pierwszeństwo przysługuje członkom Spółdzielni nieposiadającym jeszcze garażu. Zwycięzca przetargu jest zobowiązany wpłacić przed podpisaniem umowy kaucję w wysokości dwumiesięcznego czynszu. Zabrania się przechowywania w garażach materiałów łatwopalnych oraz prowadzenia w nich działalności gospodarczej. Spółdzielnia zastrzega sobie prawo do odstąpienia od przetargu bez podania przyczyny.""",
            ),
            Good(
                "en",
                "The “Zacisze” Housing Cooperative in Lublin is inviting bids to lease three garages at 18 Różana Street (units 4, 7 and 11). The starting price is PLN 210 net per unit per month, and the lease will be concluded for an indefinite period with three months' notice. Bids must be submitted in sealed envelopes at the Cooperative's office by 12:00 noon on 20 November 2025. Priority is given to Cooperative members who do not yet have a garage. The winning bidder must pay a deposit equal to two months' rent before signing the lease. Storing flammable materials or running a business in the garage is not permitted. The Cooperative may withdraw from the tender without giving a reason.",
            ),
        ],
        bad=[
            Slip(1, [("jest zobowiązany wpłacić", "powinien wpłacić")], "modality"),
            Slip(2, [("PLN 210 net", "PLN 240 net")], "number"),
            Slip(
                0,
                [("– nr 4, 7 i 11.", "– nr 4, 7 i 11, wszystkie z dostępem do prądu.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-jarmark-miodu-kazimierz-dolny-wystawcy",
        source="XIV Jarmark Miodu w Kazimierzu Dolnym odbędzie się w dniach 23–24 sierpnia 2025 r. na Rynku, w godzinach 10:00–18:00. Pszczelarze, którzy chcą wystawić swoje produkty, powinni zgłosić się do 31 lipca przez formularz dostępny na stronie organizatora. Opłata za stoisko wynosi 80 zł za oba dni. Każdy wystawca musi posiadać wpis do rejestru rolniczego handlu detalicznego lub inny dokument uprawniający do sprzedaży. Miód można sprzedawać wyłącznie w opakowaniach z etykietą zawierającą nazwę producenta i datę minimalnej trwałości. Organizator zapewnia namiot, ale nie zapewnia stołów ani dostępu do prądu. W zeszłym roku jarmark odwiedziło prawdopodobnie około 5 tysięcy osób, dlatego warto przygotować większy zapas towaru.",
        good=[
            Good(
                "preserve",
                """Zaproszenie dla pszczelarzy: XIV Jarmark Miodu w Kazimierzu Dolnym

Kiedy: 23–24 sierpnia 2025 r., 10:00–18:00
Gdzie: Rynek
Zgłoszenia: powinny wpłynąć do 31 lipca przez formularz na stronie organizatora
Opłata: 80 zł za stoisko na oba dni

Każdy wystawca musi mieć wpis do rejestru rolniczego handlu detalicznego albo inny dokument uprawniający do sprzedaży. Miód wolno sprzedawać tylko w opakowaniach z etykietą, na której jest nazwa producenta i data minimalnej trwałości. Namiot zapewnia organizator, ale stołów ani prądu już nie. W ubiegłym roku jarmark odwiedziło prawdopodobnie ok. 5 tys. osób, więc warto mieć większy zapas towaru.""",
            ),
            Good(
                "preserve",
                "Jesteś pszczelarzem i chcesz sprzedawać swoje produkty na XIV Jarmarku Miodu? Impreza odbędzie się na Rynku w Kazimierzu Dolnym 23 i 24 sierpnia 2025 r., od 10:00 do 18:00. Zgłoszenie powinno trafić do organizatora do 31 lipca – formularz znajdziesz na jego stronie. Stoisko na oba dni kosztuje 80 zł. Pamiętaj, że musisz mieć wpis do rejestru rolniczego handlu detalicznego lub inny dokument, który uprawnia cię do sprzedaży. Miód możesz sprzedawać wyłącznie w opakowaniach z etykietą podającą nazwę producenta i datę minimalnej trwałości. Organizator zapewnia namiot, ale nie zapewnia stołów ani dostępu do prądu. Rok temu na jarmarku było prawdopodobnie około 5 tysięcy gości, warto więc przygotować większy zapas towaru.",
            ),
            Good(
                "en",
                "The 14th Honey Fair in Kazimierz Dolny will be held in the Market Square on 23–24 August 2025, from 10 a.m. to 6 p.m. Beekeepers who want to exhibit their products should register by 31 July using the form on the organiser's website. A stall costs PLN 80 for both days. Every exhibitor must hold an entry in the agricultural retail trade register or another document authorising them to sell. Honey may only be sold in packaging labelled with the producer's name and the best-before date. The organiser provides a tent but does not provide tables or access to electricity. Last year the fair probably attracted about 5,000 visitors, so it is worth bringing extra stock.",
            ),
        ],
        bad=[
            Slip(0, [("do 31 lipca", "do 15 lipca")], "date"),
            Slip(2, [("should register by 31 July", "must register by 31 July")], "modality"),
            Slip(
                1,
                [("było prawdopodobnie około 5 tysięcy gości", "było około 5 tysięcy gości")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-splyw-pontonowy-dunajec-zasady-bezpieczenstwa",
        source="Spływ pontonowy przełomem Dunajca rozpoczyna się w Sromowcach Wyżnych o 9:30, a zbiórka uczestników jest pół godziny wcześniej przy przystani. Trasa ma około 18 km i zajmuje zwykle 3–4 godziny, zależnie od poziomu wody. Każdy uczestnik musi przez cały czas mieć zapiętą kamizelkę asekuracyjną i kask. Dzieci poniżej 10 lat nie mogą brać udziału w spływie, a osoby od 10 do 15 lat płyną tylko pod opieką dorosłego. Nie wolno pić alkoholu przed spływem ani w jego trakcie. Przewodnik może odwołać lub skrócić spływ, jeśli stan wody lub pogoda zagrażają bezpieczeństwu. Zalecamy zabranie ubrania na zmianę i butów, które mogą się zamoczyć.",
        good=[
            Good(
                "preserve",
                """Spływ pontonowy przełomem Dunajca – zasady bezpieczeństwa

- Start: Sromowce Wyżne, godz. 9:30. Zbiórka przy przystani pół godziny wcześniej, czyli o 9:00.
- Trasa: ok. 18 km, zwykle 3–4 godziny (w zależności od poziomu wody).
- Kamizelka asekuracyjna i kask: obowiązkowe, zapięte przez cały czas.
- Wiek: dzieci poniżej 10 lat nie mogą płynąć; uczestnicy w wieku 10–15 lat – wyłącznie pod opieką dorosłego.
- Alkohol: zakazany przed spływem i w jego trakcie.
- Przewodnik może odwołać lub skrócić spływ, gdy stan wody albo pogoda zagrażają bezpieczeństwu.
- Zalecamy zabrać ubranie na zmianę oraz buty, które mogą się zamoczyć.""",
            ),
            Good(
                "preserve",
                "Spływ pontonowy przełomem Dunajca startuje o 9:30 w Sromowcach Wyżnych, a zbiórka na przystani jest pół godziny wcześniej. Do pokonania jest mniej więcej 18 km, co zajmuje zazwyczaj 3–4 godziny – zależy to od poziomu wody. Przez cały czas musisz mieć zapiętą kamizelkę asekuracyjną i kask. W spływie nie mogą uczestniczyć dzieci, które nie ukończyły 10 lat, a młodzież w wieku 10–15 lat płynie wyłącznie z dorosłym opiekunem. Alkohol jest zakazany zarówno przed spływem, jak i w jego trakcie. Jeżeli stan wody lub pogoda zagrażają bezpieczeństwu, przewodnik może spływ odwołać albo skrócić. Radzimy zabrać ubranie na zmianę i obuwie, które może się zamoczyć.",
            ),
            Good(
                "en",
                "The raft trip through the Dunajec Gorge starts in Sromowce Wyżne at 9:30 a.m., and participants meet at the marina half an hour earlier. The route is about 18 km long and usually takes 3–4 hours, depending on the water level. Every participant must wear a buckled life jacket and a helmet at all times. Children under 10 cannot take part in the trip, and those aged 10 to 15 may only raft under the supervision of an adult. Drinking alcohol before or during the trip is prohibited. The guide may cancel or shorten the trip if the water level or weather poses a safety risk. We recommend bringing a change of clothes and shoes that can get wet.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("dzieci poniżej 10 lat nie mogą płynąć", "dzieci poniżej 10 lat mogą płynąć")],
                "negation",
            ),
            Slip(2, [("Every participant must wear", "Every participant should wear")], "modality"),
            Slip(
                1,
                [("Radzimy zabrać", "W cenie spływu jest ubezpieczenie NNW. Radzimy zabrać")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-readme-csv2sheet-konwersja-csv-xlsx",
        source="""# csv2sheet

Narzędzie wiersza poleceń do konwersji plików CSV na arkusze XLSX.

## Instalacja

Wymagany jest Python 3.10 lub nowszy. Zainstaluj pakiet poleceniem `pip install csv2sheet`.

## Użycie

```
csv2sheet dane.csv -o raport.xlsx --sep ";"
```

Domyślnym separatorem jest przecinek, więc przy plikach z Excela w polskiej wersji zwykle trzeba podać `--sep ";"`. Opcja `--encoding` pozwala wskazać kodowanie (domyślnie `utf-8`). Pliki większe niż 500 MB należy dzielić przed konwersją, bo narzędzie nie obsługuje strumieniowego zapisu. Błędy zgłaszaj na https://github.com/kwiatek-dev/csv2sheet/issues.""",
        good=[
            Good(
                "preserve",
                """# csv2sheet

csv2sheet to narzędzie CLI, które zamienia pliki CSV na arkusze XLSX.

## Instalacja

Potrzebujesz Pythona w wersji 3.10 lub nowszej. Pakiet instalujesz tak: `pip install csv2sheet`.

## Użycie

```
csv2sheet dane.csv -o raport.xlsx --sep ";"
```

Separatorem domyślnym jest przecinek. Dlatego przy plikach eksportowanych z polskiej wersji Excela zazwyczaj trzeba dodać `--sep ";"`. Kodowanie ustawisz opcją `--encoding` (domyślna wartość to `utf-8`). Narzędzie nie obsługuje zapisu strumieniowego, więc pliki powyżej 500 MB trzeba przed konwersją podzielić. Błędy zgłaszaj na https://github.com/kwiatek-dev/csv2sheet/issues.""",
            ),
            Good(
                "preserve",
                """# csv2sheet

Narzędzie uruchamiane z wiersza poleceń, służące do konwertowania plików CSV do arkuszy XLSX.

## Instalacja

1. Upewnij się, że masz Pythona 3.10 lub nowszego – to wymaganie.
2. Uruchom `pip install csv2sheet`.

## Użycie

```
csv2sheet dane.csv -o raport.xlsx --sep ";"
```

Uwagi:

- Domyślny separator to przecinek, dlatego dla plików z polskiej wersji Excela zwykle trzeba podać `--sep ";"`.
- Kodowanie wskazuje się opcją `--encoding`; domyślnie jest to `utf-8`.
- Pliki większe niż 500 MB należy przed konwersją podzielić, ponieważ narzędzie nie obsługuje strumieniowego zapisu.

Zgłoszenia błędów: https://github.com/kwiatek-dev/csv2sheet/issues""",
            ),
            Good(
                "en",
                """# csv2sheet

A command-line tool for converting CSV files into XLSX spreadsheets.

## Installation

Python 3.10 or newer is required. Install the package with `pip install csv2sheet`.

## Usage

```
csv2sheet dane.csv -o raport.xlsx --sep ";"
```

The default separator is a comma, so for files from the Polish version of Excel you will usually need to pass `--sep ";"`. The `--encoding` option lets you specify the encoding (the default is `utf-8`). Files larger than 500 MB must be split before conversion, because the tool does not support streaming writes. Report bugs at https://github.com/kwiatek-dev/csv2sheet/issues.""",
            ),
        ],
        bad=[
            Slip(2, [("The `--encoding` option", "The `--charset` option")], "code"),
            Slip(
                1,
                [
                    (
                        '```\ncsv2sheet dane.csv -o raport.xlsx --sep ";"\n```',
                        'csv2sheet dane.csv -o raport.xlsx --sep ";"',
                    )
                ],
                "markdown",
            ),
            Slip(
                0,
                [
                    (
                        "pliki powyżej 500 MB trzeba przed konwersją podzielić",
                        "pliki powyżej 500 MB warto przed konwersją podzielić",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-streszczenie-badania-sen-nastolatkow-mazowsze",
        source="Badanie przeprowadzone w 2023 r. na grupie 1 240 uczniów szkół średnich z województwa mazowieckiego wskazuje, że nastolatki śpią w dni szkolne średnio 6 godzin i 40 minut, czyli o około półtorej godziny krócej, niż zaleca American Academy of Sleep Medicine. Autorzy (Nowicka i in., 2024, „Sen i Zdrowie”, t. 12, s. 45–58) zauważają, że korzystanie z telefonu po godz. 22:00 prawdopodobnie wiąże się z późniejszym zasypianiem, choć badanie nie pozwala ustalić związku przyczynowego. Podobne wyniki uzyskali wcześniej Kaczmarek i Lis (2019). Zdaniem autorów przesunięcie początku lekcji na 8:45 mogłoby wydłużyć sen uczniów o kilkanaście minut.",
        good=[
            Good(
                "preserve",
                "Nastolatki z mazowieckich szkół średnich śpią w dni szkolne przeciętnie 6 godz. 40 min – mniej więcej o półtorej godziny krócej, niż rekomenduje American Academy of Sleep Medicine. Tak wynika z badania z 2023 r., w którym wzięło udział 1240 uczniów (Nowicka i in., 2024, „Sen i Zdrowie”, t. 12, s. 45–58). Według autorów używanie telefonu po 22:00 prawdopodobnie ma związek z późniejszym zasypianiem, ale na podstawie badania nie da się ustalić, czy jest jego przyczyną. Podobne wyniki uzyskali już wcześniej Kaczmarek i Lis (2019). Autorzy uważają, że gdyby lekcje zaczynały się o 8:45, uczniowie mogliby spać o kilkanaście minut dłużej.",
            ),
            Good(
                "preserve",
                "W badaniu z 2023 r., obejmującym 1 240 uczniów szkół średnich z województwa mazowieckiego, średni czas snu w dni szkolne wyniósł 6 h 40 min, a więc był o ok. 1,5 godziny krótszy od zaleceń American Academy of Sleep Medicine (Nowicka i in., 2024, „Sen i Zdrowie”, t. 12, s. 45–58). Autorzy wskazują na prawdopodobny związek między korzystaniem z telefonu po godzinie 22:00 a późniejszym zasypianiem, zastrzegając jednak, że badanie nie pozwala ustalić związku przyczynowego. Wyniki te są zbieżne z wcześniejszymi ustaleniami, które przedstawili Kaczmarek i Lis (2019). Zdaniem autorów przesunięcie rozpoczęcia zajęć na 8:45 mogłoby wydłużyć sen uczniów o kilkanaście minut.",
            ),
            Good(
                "en",
                "A 2023 study of 1,240 secondary school students from the Masovian Voivodeship shows that teenagers sleep an average of 6 hours and 40 minutes on school days, about an hour and a half less than the American Academy of Sleep Medicine recommends. The authors (Nowicka et al., 2024, Sen i Zdrowie, vol. 12, pp. 45–58) note that phone use after 10 p.m. is probably associated with falling asleep later, although the study cannot establish a causal relationship. Kaczmarek and Lis (2019) obtained similar results earlier. According to the authors, moving the start of lessons to 8:45 a.m. could extend students' sleep by a dozen or so minutes.",
            ),
        ],
        bad=[
            Slip(2, [("Kaczmarek and Lis (2019)", "Kaczmarek and Lis (2017)")], "citation"),
            Slip(1, [("mogłoby wydłużyć sen uczniów", "wydłuży sen uczniów")], "hedge"),
            Slip(0, [("wzięło udział 1240 uczniów", "wzięło udział 1420 uczniów")], "number"),
        ],
    ),
    Case(
        key="pl-przeglad-literatury-miejska-wyspa-ciepla",
        source="Miejska wyspa ciepła w Warszawie jest najsilniejsza w letnie noce, gdy różnica temperatur między centrum a terenami podmiejskimi może przekraczać 4°C (Fortuniak, 2003; Kuchcik i Błażejczyk, 2010). Według przeglądu Santamourisa (2015, „Science of the Total Environment”) zwiększenie powierzchni zieleni o 10% obniża temperaturę powietrza średnio o 0,5–1°C, choć efekt silnie zależy od rodzaju roślinności. Nie ma natomiast jednoznacznych dowodów, że zielone dachy istotnie chłodzą powietrze na poziomie ulicy. Autorzy większości prac podkreślają, że wyniki z miast śródziemnomorskich prawdopodobnie nie przenoszą się wprost na warunki polskie, dlatego potrzebne są lokalne pomiary.",
        good=[
            Good(
                "preserve",
                "W Warszawie miejska wyspa ciepła daje o sobie znać najmocniej w letnie noce – centrum może być wtedy cieplejsze od przedmieść o ponad 4°C (Fortuniak, 2003; Kuchcik i Błażejczyk, 2010). Przegląd Santamourisa (2015, „Science of the Total Environment”) wskazuje, że po zwiększeniu powierzchni zieleni o 10% temperatura powietrza spada przeciętnie o 0,5–1°C, przy czym efekt mocno zależy od rodzaju roślinności. Brakuje jednak jednoznacznych dowodów na to, że zielone dachy wyraźnie chłodzą powietrze na wysokości ulicy. Większość autorów zaznacza, że wyniki z miast śródziemnomorskich prawdopodobnie nie dają się bezpośrednio przenieść na polskie warunki – stąd potrzeba lokalnych pomiarów.",
            ),
            Good(
                "preserve",
                "Natężenie miejskiej wyspy ciepła w Warszawie osiąga maksimum w letnie noce, kiedy różnica temperatury między śródmieściem a strefą podmiejską może wynosić ponad 4°C (Fortuniak, 2003; Kuchcik i Błażejczyk, 2010). Santamouris (2015, „Science of the Total Environment”) w swoim przeglądzie podaje, że wzrost powierzchni terenów zielonych o 10% obniża temperaturę powietrza średnio o 0,5–1°C, choć efekt ten w dużym stopniu zależy od typu roślinności. Nie ma natomiast jednoznacznych dowodów na to, że zielone dachy istotnie obniżają temperaturę powietrza na poziomie ulicy. W większości opracowań podkreśla się, że wyniki uzyskane w miastach śródziemnomorskich prawdopodobnie nie przekładają się wprost na warunki polskie, co uzasadnia potrzebę lokalnych pomiarów.",
            ),
            Good(
                "en",
                "Warsaw's urban heat island is strongest on summer nights, when the temperature difference between the city centre and the suburbs can exceed 4°C (Fortuniak, 2003; Kuchcik and Błażejczyk, 2010). According to a review by Santamouris (2015, Science of the Total Environment), increasing green space by 10% lowers air temperature by 0.5–1°C on average, although the effect depends heavily on the type of vegetation. There is, however, no clear evidence that green roofs significantly cool the air at street level. Most authors stress that results from Mediterranean cities probably do not translate directly to Polish conditions, which is why local measurements are needed.",
            ),
        ],
        bad=[
            Slip(0, [("(Fortuniak, 2003;", "(Fortuniak, 2008;")], "citation"),
            Slip(2, [("probably do not translate", "do not translate")], "hedge"),
            Slip(
                1,
                [("Nie ma natomiast jednoznacznych dowodów", "Są natomiast jednoznaczne dowody")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-klauzula-rodo-newsletter-sklep-ekologiczny",
        source="Administratorem Twoich danych osobowych jest Zielony Kosz sp. z o.o. z siedzibą w Poznaniu, ul. Głogowska 27. Dane przetwarzamy w celu wysyłki newslettera na podstawie Twojej zgody, czyli art. 6 ust. 1 lit. a RODO. Zgodę możesz wycofać w dowolnym momencie, klikając link w stopce wiadomości lub pisząc na iod@zielonykosz.pl; wycofanie zgody nie wpływa na zgodność z prawem przetwarzania dokonanego przed jej wycofaniem. Dane będziemy przechowywać do czasu wycofania zgody. Nie przekazujemy ich poza Europejski Obszar Gospodarczy. Masz prawo wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych. Podanie danych jest dobrowolne, ale bez adresu e-mail nie możemy wysyłać newslettera. Pełna polityka prywatności: https://zielonykosz.pl/prywatnosc.",
        good=[
            Good(
                "preserve",
                "Administratorem danych osobowych subskrybentów jest Zielony Kosz sp. z o.o. z siedzibą w Poznaniu, ul. Głogowska 27. Dane są przetwarzane w celu wysyłania newslettera, na podstawie zgody (art. 6 ust. 1 lit. a RODO). Zgodę można wycofać w każdej chwili – przez link w stopce wiadomości albo e-mailem na adres iod@zielonykosz.pl. Wycofanie zgody nie wpływa na zgodność z prawem przetwarzania, którego dokonano przed jej wycofaniem. Dane przechowujemy do momentu wycofania zgody i nie przekazujemy ich poza Europejski Obszar Gospodarczy. Każdy subskrybent ma prawo wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych. Podanie danych jest dobrowolne, jednak bez adresu e-mail wysyłka newslettera nie jest możliwa. Pełna wersja polityki prywatności: https://zielonykosz.pl/prywatnosc.",
            ),
            Good(
                "preserve",
                """**Kto przetwarza Twoje dane?** Zielony Kosz sp. z o.o., ul. Głogowska 27, Poznań.
**Po co i na jakiej podstawie?** Żeby wysyłać Ci newsletter – na podstawie Twojej zgody (art. 6 ust. 1 lit. a RODO).
**Jak wycofać zgodę?** W dowolnym momencie: kliknij link w stopce wiadomości albo napisz na iod@zielonykosz.pl. Wycofanie zgody nie wpływa na zgodność z prawem przetwarzania sprzed wycofania.
**Jak długo przechowujemy dane?** Do wycofania zgody.
**Czy dane trafiają poza Europejski Obszar Gospodarczy?** Nie.
**Twoje prawa:** masz prawo wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych.
**Czy musisz podać dane?** Nie, to dobrowolne – ale bez adresu e-mail nie możemy wysyłać newslettera.
**Pełna polityka prywatności:** https://zielonykosz.pl/prywatnosc""",
            ),
            Good(
                "en",
                "The controller of your personal data is Zielony Kosz sp. z o.o., based at ul. Głogowska 27, Poznań. We process your data to send you our newsletter on the basis of your consent, i.e. Article 6(1)(a) GDPR. You can withdraw your consent at any time by clicking the link in the footer of any email or by writing to iod@zielonykosz.pl; withdrawing consent does not affect the lawfulness of processing carried out before the withdrawal. We will keep your data until you withdraw your consent. We do not transfer it outside the European Economic Area. You have the right to lodge a complaint with the President of the Personal Data Protection Office. Providing your data is voluntary, but without an email address we cannot send you the newsletter. Full privacy policy: https://zielonykosz.pl/prywatnosc.",
            ),
        ],
        bad=[
            Slip(2, [("Article 6(1)(a) GDPR", "Article 6(1)(f) GDPR")], "legal_reference"),
            Slip(1, [("napisz na iod@zielonykosz.pl", "napisz na kontakt@zielonykosz.pl")], "url"),
            Slip(
                0,
                [("Podanie danych jest dobrowolne, jednak", "Podanie danych jest obowiązkowe, a")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-ulotka-tabletki-ibuprofenu-dawki-dobowe",
        source="Dorośli i młodzież powyżej 12 lat: 1–2 tabletki (200–400 mg ibuprofenu) co 4–6 godzin. Nie należy przyjmować więcej niż 6 tabletek (1200 mg) na dobę. Lek należy przyjmować po posiłku, popijając wodą. Bez konsultacji z lekarzem nie stosować dłużej niż 3 dni w przypadku gorączki i 5 dni w przypadku bólu. U niektórych osób lek może powodować dolegliwości żołądkowe, takie jak zgaga lub nudności. Nie stosować u osób z czynną chorobą wrzodową żołądka ani w ostatnim trymestrze ciąży. Jednoczesne przyjmowanie z innymi lekami z grupy NLPZ prawdopodobnie zwiększa ryzyko działań niepożądanych. Tabletki nie zawierają laktozy.",
        good=[
            Good(
                "preserve",
                "Dawkowanie dla dorosłych i młodzieży powyżej 12 lat: 1 lub 2 tabletki (czyli 200–400 mg ibuprofenu) co 4–6 godzin. Nie przyjmuj więcej niż 6 tabletek (1200 mg) na dobę. Tabletki połykaj po jedzeniu i popijaj wodą. Jeśli masz gorączkę, bez porady lekarza nie stosuj leku dłużej niż 3 dni; przy bólu – nie dłużej niż 5 dni. U niektórych osób lek może wywoływać dolegliwości żołądkowe, np. zgagę albo nudności. Nie stosuj go przy czynnej chorobie wrzodowej żołądka ani w ostatnim trymestrze ciąży. Przyjmowanie go razem z innymi lekami z grupy NLPZ prawdopodobnie zwiększa ryzyko działań niepożądanych. Tabletki nie zawierają laktozy.",
            ),
            Good(
                "preserve",
                """**Dawkowanie**
- Dorośli i młodzież powyżej 12 lat: 200–400 mg ibuprofenu (1–2 tabletki) co 4–6 godzin, nie więcej niż 6 tabletek, tj. 1200 mg, na dobę.
- Przyjmować po posiłku, popijając wodą.
- Bez konsultacji z lekarzem nie stosować dłużej niż 3 dni w gorączce i 5 dni w bólu.

**Przeciwwskazania:** czynna choroba wrzodowa żołądka, ostatni trymestr ciąży.

**Możliwe działania niepożądane:** u niektórych osób dolegliwości żołądkowe (np. zgaga, nudności). Ryzyko działań niepożądanych prawdopodobnie rośnie przy jednoczesnym stosowaniu innych leków z grupy NLPZ.

**Skład:** tabletki nie zawierają laktozy.""",
            ),
            Good(
                "en",
                "Adults and adolescents over 12: 1–2 tablets (200–400 mg of ibuprofen) every 4–6 hours. Do not take more than 6 tablets (1,200 mg) in 24 hours. Take the medicine after a meal, with water. Without consulting a doctor, do not use it for longer than 3 days for fever or 5 days for pain. In some people it may cause stomach problems such as heartburn or nausea. Do not use in people with an active stomach ulcer or in the last trimester of pregnancy. Taking it together with other NSAIDs probably increases the risk of side effects. The tablets do not contain lactose.",
            ),
        ],
        bad=[
            Slip(1, [("prawdopodobnie rośnie", "rośnie")], "hedge"),
            Slip(
                0,
                [("Nie przyjmuj więcej niż 6 tabletek", "Nie przyjmuj więcej niż 8 tabletek")],
                "number",
            ),
            Slip(
                2,
                [("The tablets do not contain lactose.", "The tablets contain lactose.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-harmonogram-odbioru-odpadow-gmina-brzeziny",
        source="Od 1 stycznia 2026 r. w gminie Brzeziny zmienia się harmonogram odbioru odpadów. Odpady zmieszane z domów jednorodzinnych będą odbierane co dwa tygodnie, w poniedziałki, a odpady biodegradowalne od kwietnia do października co tydzień, w środy. Szkło i papier odbieramy raz w miesiącu, w pierwszy piątek miesiąca. Pojemniki trzeba wystawić przed posesję do godz. 6:00 w dniu odbioru. Opłata za gospodarowanie odpadami wzrasta do 36 zł miesięcznie od osoby; mieszkańcy, którzy kompostują bioodpady w przydomowym kompostowniku, płacą o 4 zł mniej. Odpadów budowlanych i opon nie odbieramy sprzed posesji – można je bezpłatnie oddać w PSZOK przy ul. Łąkowej 3.",
        good=[
            Good(
                "preserve",
                """Nowy harmonogram odbioru odpadów w gminie Brzeziny – obowiązuje od 1 stycznia 2026 r.:

- odpady zmieszane (domy jednorodzinne): co dwa tygodnie, w poniedziałek,
- bioodpady: od kwietnia do października co tydzień, w środę,
- szkło i papier: raz w miesiącu, w pierwszy piątek miesiąca.

Pojemniki trzeba wystawić przed posesję najpóźniej o 6:00 w dniu odbioru. Opłata rośnie do 36 zł miesięcznie od osoby, a kto kompostuje bioodpady w przydomowym kompostowniku, płaci o 4 zł mniej. Odpadów budowlanych i opon nie zabieramy sprzed domów – można je bezpłatnie oddać w PSZOK przy ul. Łąkowej 3.""",
            ),
            Good(
                "preserve",
                "1 stycznia 2026 r. w gminie Brzeziny zaczyna obowiązywać nowy harmonogram odbioru odpadów. Jeśli mieszkasz w domu jednorodzinnym, odpady zmieszane odbierzemy co dwa tygodnie, w poniedziałki. Bioodpady zabieramy w środy – co tydzień od kwietnia do października. Szkło i papier odbieramy raz w miesiącu, w pierwszy piątek. Pojemnik musisz wystawić przed posesję do 6:00 rano w dniu odbioru. Miesięczna opłata za gospodarowanie odpadami wzrośnie do 36 zł od osoby; jeśli kompostujesz bioodpady w przydomowym kompostowniku, zapłacisz o 4 zł mniej. Odpadów budowlanych i opon nie odbieramy sprzed posesji, ale możesz je bezpłatnie oddać w PSZOK przy ul. Łąkowej 3.",
            ),
            Good(
                "en",
                "From 1 January 2026, the waste collection schedule in Brzeziny Municipality is changing. Mixed waste from single-family homes will be collected every two weeks on Mondays, and biodegradable waste every week on Wednesdays from April to October. Glass and paper are collected once a month, on the first Friday of the month. Bins must be put out in front of the property by 6:00 a.m. on collection day. The waste management fee is rising to PLN 36 per person per month; residents who compost biowaste in a home composter pay PLN 4 less. Construction waste and tyres are not collected from the kerbside – they can be dropped off free of charge at the PSZOK (municipal waste drop-off point) at ul. Łąkowa 3.",
            ),
        ],
        bad=[
            Slip(0, [("najpóźniej o 6:00", "najpóźniej o 7:00")], "date"),
            Slip(2, [("pay PLN 4 less", "pay PLN 6 less")], "number"),
            Slip(
                1,
                [
                    (
                        "w PSZOK przy ul. Łąkowej 3.",
                        "w PSZOK przy ul. Łąkowej 3, czynnym od wtorku do soboty.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-dokumentacja-api-katalog-zabytkow-limity",
        source="""## Limity zapytań

API Katalogu Zabytków pozwala na wykonanie maksymalnie **100 zapytań na minutę** z jednego klucza. Po przekroczeniu limitu serwer zwraca kod `429 Too Many Requests` oraz nagłówek `Retry-After` z liczbą sekund do odblokowania.

### Jak uniknąć blokady

1. Buforuj odpowiedzi – dane o obiektach zmieniają się rzadko.
2. Pobieraj listy stronami, używając parametru `page_size` (maks. 500).
3. Nie wysyłaj zapytań równolegle z wielu wątków tym samym kluczem.

Jeśli potrzebujesz wyższego limitu, napisz na api@zabytki-katalog.pl. Pełna dokumentacja: https://api.zabytki-katalog.pl/docs.""",
        good=[
            Good(
                "preserve",
                """## Limity zapytań

Z jednego klucza możesz wysłać do API Katalogu Zabytków najwyżej **100 zapytań na minutę**. Gdy przekroczysz ten limit, serwer odpowie kodem `429 Too Many Requests` i doda nagłówek `Retry-After`, w którym podaje, za ile sekund dostęp zostanie odblokowany.

### Jak nie dać się zablokować

1. Zapisuj odpowiedzi w pamięci podręcznej – dane obiektów rzadko się zmieniają.
2. Listy pobieraj po stronie, z parametrem `page_size` (najwyżej 500).
3. Nie wysyłaj równoległych zapytań z wielu wątków na tym samym kluczu.

Potrzebujesz wyższego limitu? Napisz na api@zabytki-katalog.pl. Całą dokumentację znajdziesz pod adresem https://api.zabytki-katalog.pl/docs.""",
            ),
            Good(
                "preserve",
                """## Limity zapytań

Dla pojedynczego klucza API Katalogu Zabytków obowiązuje limit **100 zapytań na minutę**. W razie jego przekroczenia serwer zwraca kod `429 Too Many Requests` wraz z nagłówkiem `Retry-After`, zawierającym liczbę sekund pozostałych do odblokowania.

### Zalecenia

1. Buforuj odpowiedzi, ponieważ dane o obiektach zmieniają się rzadko.
2. Listy pobieraj stronami z użyciem parametru `page_size` (maksymalnie 500).
3. Nie wysyłaj zapytań równolegle z wielu wątków przy użyciu tego samego klucza.

W sprawie wyższego limitu prosimy pisać na api@zabytki-katalog.pl. Pełna dokumentacja jest dostępna pod adresem https://api.zabytki-katalog.pl/docs.""",
            ),
            Good(
                "en",
                """## Rate limits

The Monument Catalogue API allows a maximum of **100 requests per minute** per key. Once the limit is exceeded, the server returns `429 Too Many Requests` along with a `Retry-After` header giving the number of seconds until access is unblocked.

### How to avoid being blocked

1. Cache responses – monument data rarely changes.
2. Fetch lists page by page using the `page_size` parameter (max. 500).
3. Do not send parallel requests from multiple threads using the same key.

If you need a higher limit, email api@zabytki-katalog.pl. Full documentation: https://api.zabytki-katalog.pl/docs.""",
            ),
        ],
        bad=[
            Slip(1, [("### Zalecenia", "Zalecenia")], "markdown"),
            Slip(2, [("the `page_size` parameter", "the `per_page` parameter")], "code"),
            Slip(
                0,
                [("https://api.zabytki-katalog.pl/docs", "https://zabytki-katalog.pl/docs")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-regulamin-sezonu-ogrodek-dzialkowy-torun",
        source="Zarząd ROD „Słonecznik” w Toruniu przypomina o zasadach obowiązujących w sezonie. Od 1 maja do 30 września nie wolno palić ognisk ani spalać odpadów roślinnych na terenie ogrodu. Z kosiarek i innych głośnych urządzeń można korzystać w dni powszednie w godz. 8:00–20:00, a w soboty do 14:00; w niedziele i święta obowiązuje cisza. Działkowcy powinni utrzymywać alejki przy swoich działkach w czystości. Woda z sieci ogrodowej jest dostępna prawdopodobnie do połowy października, zależnie od pogody. Opłaty ogrodowe za 2025 r. trzeba uregulować do 30 czerwca. Zarząd nie odpowiada za rzeczy pozostawione w altanach po sezonie.",
        good=[
            Good(
                "preserve",
                """Drodzy działkowcy! Zarząd ROD „Słonecznik” w Toruniu przypomina sezonowe zasady:

• Od 1 maja do 30 września na terenie ogrodu nie wolno palić ognisk ani spalać odpadów roślinnych.
• Kosiarek i innych głośnych sprzętów można używać w dni powszednie w godz. 8:00–20:00, a w soboty do 14:00. W niedziele i święta obowiązuje cisza.
• Każdy działkowiec powinien dbać o czystość alejek przy swojej działce.
• Woda w sieci ogrodowej będzie prawdopodobnie do połowy października – zależy to od pogody.
• Opłaty ogrodowe za 2025 r. trzeba wpłacić do 30 czerwca.
• Zarząd nie odpowiada za rzeczy zostawione w altanach po sezonie.""",
            ),
            Good(
                "preserve",
                "Zarząd Rodzinnego Ogrodu Działkowego „Słonecznik” w Toruniu przypomina, że w okresie od 1 maja do 30 września na terenie ogrodu obowiązuje zakaz rozpalania ognisk i spalania odpadów roślinnych. Korzystanie z kosiarek oraz innych hałaśliwych urządzeń jest dozwolone w dni powszednie w godzinach 8:00–20:00, a w soboty do 14:00; w niedziele i święta obowiązuje cisza. Działkowcy powinni dbać o czystość alejek przylegających do ich działek. Opłaty ogrodowe za rok 2025 trzeba uiścić do 30 czerwca. Woda z sieci ogrodowej będzie dostępna prawdopodobnie do połowy października, w zależności od pogody. Zarząd nie ponosi odpowiedzialności za przedmioty pozostawione w altanach po zakończeniu sezonu.",
            ),
            Good(
                "en",
                "The Board of the “Słonecznik” Allotment Garden in Toruń would like to remind plot holders of the seasonal rules. From 1 May to 30 September, lighting bonfires or burning plant waste within the garden is not allowed. Lawnmowers and other noisy equipment may be used on weekdays from 8 a.m. to 8 p.m. and on Saturdays until 2 p.m.; Sundays and public holidays are quiet days. Plot holders should keep the paths next to their plots clean. Water from the garden's supply network will probably be available until mid-October, depending on the weather. Garden fees for 2025 must be paid by 30 June. The Board is not responsible for items left in summerhouses after the season.",
            ),
        ],
        bad=[
            Slip(2, [("Plot holders should keep", "Plot holders must keep")], "modality"),
            Slip(
                1,
                [("Zarząd nie ponosi odpowiedzialności", "Zarząd ponosi odpowiedzialność")],
                "negation",
            ),
            Slip(0, [("będzie prawdopodobnie do połowy", "będzie do połowy")], "hedge"),
        ],
    ),
    Case(
        key="pl-akcja-krwiodawstwa-olsztyn-warunki-dawcy",
        source="Regionalne Centrum Krwiodawstwa i Krwiolecznictwa w Olsztynie zaprasza na akcję poboru krwi w sobotę 8 listopada 2025 r. w godz. 9:00–13:00 w hali Urania. Krew może oddać osoba w wieku 18–65 lat, ważąca co najmniej 50 kg, zdrowa w dniu donacji. Przed oddaniem krwi należy zjeść lekki, beztłuszczowy posiłek i wypić około 1,5 litra płynów. Trzeba mieć ze sobą dokument tożsamości ze zdjęciem i numerem PESEL. Mężczyźni mogą oddawać krew pełną do 6 razy w roku, kobiety do 4 razy, z zachowaniem co najmniej 8 tygodni przerwy. Każdy dawca otrzyma posiłek regeneracyjny i zaświadczenie uprawniające do dnia wolnego od pracy.",
        good=[
            Good(
                "preserve",
                "Oddaj krew w Olsztynie! W sobotę, 8 listopada 2025 r., od 9:00 do 13:00 Regionalne Centrum Krwiodawstwa i Krwiolecznictwa prowadzi w hali Urania akcję poboru krwi. Kto może zostać dawcą? Osoba w wieku od 18 do 65 lat, o wadze co najmniej 50 kg, zdrowa w dniu donacji. Przed pobraniem trzeba zjeść lekki, beztłuszczowy posiłek i wypić ok. 1,5 l płynów. Koniecznie zabierz dokument tożsamości ze zdjęciem i numerem PESEL. Mężczyźni mogą oddawać krew pełną maksymalnie 6 razy w roku, a kobiety 4 razy – przerwa między donacjami musi wynosić co najmniej 8 tygodni. Na każdego dawcę czeka posiłek regeneracyjny i zaświadczenie, które uprawnia do dnia wolnego od pracy.",
            ),
            Good(
                "preserve",
                """Akcja poboru krwi RCKiK w Olsztynie: hala Urania, sobota 8.11.2025, godz. 9:00–13:00.

Warunki: wiek 18–65 lat, masa ciała co najmniej 50 kg, dobry stan zdrowia w dniu donacji.
Przygotowanie: przed oddaniem krwi należy zjeść lekki, beztłuszczowy posiłek i wypić ok. 1,5 litra płynów; obowiązkowo trzeba mieć dokument tożsamości ze zdjęciem i numerem PESEL.
Częstotliwość: krew pełną mężczyźni mogą oddawać do 6 razy w roku, kobiety do 4 razy, zachowując co najmniej 8 tygodni przerwy.
Dla dawcy: posiłek regeneracyjny oraz zaświadczenie uprawniające do dnia wolnego od pracy.""",
            ),
            Good(
                "en",
                "The Regional Blood Donation and Treatment Centre in Olsztyn invites you to a blood drive on Saturday, November 8, 2025, from 9 a.m. to 1 p.m. at Urania Hall. Blood can be donated by anyone aged 18–65 who weighs at least 50 kg and is healthy on the day of donation. Before donating, you should eat a light, fat-free meal and drink about 1.5 litres of fluids. You must bring an identity document with a photo and your PESEL number. Men may donate whole blood up to 6 times a year and women up to 4 times, with a gap of at least 8 weeks between donations. Every donor will receive a recovery meal and a certificate entitling them to a day off work.",
            ),
        ],
        bad=[
            Slip(1, [("kobiety do 4 razy", "kobiety do 5 razy")], "number"),
            Slip(
                2,
                [("at Urania Hall.", "at Urania Hall, where free parking is available.")],
                "invented_fact",
            ),
            Slip(0, [("od 9:00 do 13:00", "od 9:00 do 15:00")], "date"),
        ],
    ),
    Case(
        key="pl-drewniany-kosciol-debno-historia-zwiedzanie",
        source="Drewniany kościół św. Michała Archanioła w Dębnie wzniesiono najprawdopodobniej w drugiej połowie XV wieku, choć część badaczy wiąże budowę z fundacją rodu Dębińskich. Według monografii Anny Wolskiej (1998, s. 112) polichromia wnętrza pochodzi z około 1500 r. i należy do najstarszych zachowanych malowideł szablonowych w Europie. Świątynię wpisano na Listę światowego dziedzictwa UNESCO w 2003 r. wraz z innymi drewnianymi kościołami południowej Małopolski. Zwiedzanie jest możliwe od maja do października, wyłącznie z przewodnikiem; wewnątrz nie wolno fotografować z lampą błyskową.",
        good=[
            Good(
                "preserve",
                "Kościół św. Michała Archanioła w Dębnie to drewniana świątynia, która powstała najprawdopodobniej w drugiej połowie XV w.; część badaczy łączy jej budowę z fundacją rodu Dębińskich. Anna Wolska w swojej monografii (1998, s. 112) datuje polichromię wnętrza na około 1500 r. i zalicza ją do najstarszych zachowanych malowideł szablonowych w Europie. W 2003 r. kościół trafił na Listę światowego dziedzictwa UNESCO razem z innymi drewnianymi kościołami południowej Małopolski. Można go zwiedzać od maja do października, ale tylko z przewodnikiem. We wnętrzu nie wolno robić zdjęć z lampą błyskową.",
            ),
            Good(
                "preserve",
                "Wybierasz się do Dębna? Tamtejszy drewniany kościół św. Michała Archanioła zbudowano najprawdopodobniej w drugiej połowie XV wieku – według części badaczy z fundacji rodu Dębińskich. Polichromia we wnętrzu pochodzi z około 1500 r. i jest jednym z najstarszych zachowanych malowideł szablonowych w Europie (A. Wolska, monografia z 1998 r., s. 112). Od 2003 r. świątynia figuruje na Liście światowego dziedzictwa UNESCO, na którą trafiła razem z innymi drewnianymi kościołami południowej Małopolski. Zwiedzać można od maja do października, wyłącznie z przewodnikiem, a w środku nie wolno fotografować z lampą błyskową.",
            ),
            Good(
                "en",
                "The wooden Church of St Michael the Archangel in Dębno was most likely built in the second half of the 15th century, although some researchers link its construction to an endowment by the Dębiński family. According to Anna Wolska's monograph (1998, p. 112), the interior polychrome dates from around 1500 and is among the oldest surviving stencil paintings in Europe. The church was added to the UNESCO World Heritage List in 2003 together with other wooden churches of southern Lesser Poland. Visits are possible from May to October, only with a guide; flash photography is not allowed inside.",
            ),
        ],
        bad=[
            Slip(0, [("(1998, s. 112)", "(1998, s. 121)")], "citation"),
            Slip(
                1,
                [
                    (
                        "z fundacji rodu Dębińskich.",
                        "z fundacji rodu Dębińskich, jako wotum za zwycięstwo pod Grunwaldem.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "The church was added to the UNESCO World Heritage List in 2003 together with other wooden churches of southern Lesser Poland.",
                        "Świątynię wpisano na Listę światowego dziedzictwa UNESCO w 2003 r. wraz z innymi drewnianymi kościołami południowej Małopolski.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
]
