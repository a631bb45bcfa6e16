# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 56: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-dental-clinic-prices-cancellation-rules",
        source="Cennik i zasady gabinetu stomatologicznego Uśmiech (ważne od 1 marca 2025 r.). Przegląd z konsultacją kosztuje 150 zł, wypełnienie kompozytowe od 280 zł, a higienizacja (skaling, piaskowanie i fluoryzacja) 320 zł. Wizytę należy odwołać najpóźniej 24 godziny przed terminem; w przeciwnym razie pobieramy opłatę 100 zł. Pacjenci spóźnieni ponad 15 minut mogą zostać przyjęci tylko wtedy, gdy lekarz ma wolny termin. Nie przyjmujemy płatności czekiem. Dzieci do 16 lat muszą przyjść pod opieką rodzica lub opiekuna prawnego. Recepty i zaświadczenia wystawiamy wyłącznie po wizycie.",
        good=[
            Good(
                "preserve",
                "Gabinet stomatologiczny Uśmiech – cennik i zasady obowiązujące od 1 marca 2025 r.:\n"
                "- przegląd z konsultacją: 150 zł,\n"
                "- wypełnienie kompozytowe: od 280 zł,\n"
                "- higienizacja (skaling, piaskowanie, fluoryzacja): 320 zł.\n"
                "Jeśli nie możesz przyjść, odwołaj wizytę co najmniej 24 godziny wcześniej – inaczej naliczymy opłatę w wysokości 100 zł. "
                "Przy spóźnieniu powyżej 15 minut możemy Cię przyjąć tylko wtedy, gdy lekarz będzie miał wolny termin. "
                "Czeków nie akceptujemy. Dzieci do 16 lat muszą przyjść z rodzicem lub opiekunem prawnym. "
                "Recepty i zaświadczenia wydajemy jedynie po odbytej wizycie.",
            ),
            Good(
                "preserve",
                "Od 1 marca 2025 r. w gabinecie stomatologicznym Uśmiech obowiązują następujące ceny: przegląd połączony z konsultacją – 150 zł, wypełnienie kompozytowe – od 280 zł, higienizacja obejmująca skaling, piaskowanie i fluoryzację – 320 zł. Płatność czekiem nie jest przyjmowana. Wizytę trzeba odwołać nie później niż 24 godziny przed wyznaczoną godziną, w innym wypadku pobierana jest opłata 100 zł. Pacjent spóźniony o więcej niż 15 minut może zostać przyjęty wyłącznie wtedy, gdy lekarz dysponuje wolnym terminem. Osoby do 16 lat muszą zgłosić się z rodzicem lub opiekunem prawnym, a recepty i zaświadczenia są wystawiane tylko po wizycie.",
            ),
            Good(
                "en",
                "Uśmiech Dental Clinic – prices and rules effective 1 March 2025. A check-up with consultation costs PLN 150, a composite filling starts at PLN 280, and a hygiene session (scaling, sandblasting and fluoride treatment) costs PLN 320. Appointments must be cancelled at least 24 hours in advance; otherwise we charge a PLN 100 fee. Patients who are more than 15 minutes late may be seen only if the dentist has a free slot. We do not accept payment by cheque. Children up to 16 years of age must come with a parent or legal guardian. Prescriptions and certificates are issued only after a visit.",
            ),
        ],
        bad=[
            Slip(0, [("Czeków nie akceptujemy.", "Czeki akceptujemy.")], "negation"),
            Slip(1, [("od 280 zł", "od 230 zł")], "number"),
            Slip(2, [("must come with", "should come with")], "modality"),
        ],
    ),
    Case(
        key="pl-dormitory-quiet-hours-exam-session",
        source="Regulamin ciszy nocnej w Domu Studenckim nr 3 „Babilon”. Cisza nocna obowiązuje od niedzieli do czwartku w godzinach 22:00–6:00, a w piątki i soboty od 24:00 do 7:00. W tym czasie nie wolno głośno słuchać muzyki, grać na instrumentach ani organizować spotkań w pokojach. Goście mieszkańców muszą opuścić akademik do godziny 23:00, chyba że zostali wpisani na listę nocujących w recepcji. W sesji egzaminacyjnej (od 20 stycznia do 9 lutego) cisza nocna zaczyna się już o 21:00. Naruszenie zasad może skutkować upomnieniem, a po trzecim upomnieniu – skreśleniem z listy mieszkańców. Skargi można zgłaszać administracji lub przez portal akademika.",
        good=[
            Good(
                "preserve",
                "Cisza nocna w DS nr 3 „Babilon” – najważniejsze zasady:\n"
                "1. Od niedzieli do czwartku obowiązuje w godz. 22:00–6:00, w piątki i soboty od północy do 7:00.\n"
                "2. W tym czasie nie możesz głośno słuchać muzyki, grać na instrumentach ani urządzać spotkań w pokoju.\n"
                "3. Twoi goście muszą wyjść z akademika do 23:00, chyba że wpisano ich w recepcji na listę nocujących.\n"
                "4. Podczas sesji (20 stycznia – 9 lutego) cisza nocna zaczyna się wcześniej, bo już o 21:00.\n"
                "5. Za naruszenie zasad możesz dostać upomnienie, a po trzecim – zostać skreślony z listy mieszkańców.\n"
                "Skargi możesz zgłaszać w administracji albo przez portal akademika.",
            ),
            Good(
                "preserve",
                "W Domu Studenckim nr 3 „Babilon” cisza nocna trwa od niedzieli do czwartku od 22:00 do 6:00, natomiast w piątki i soboty od 24:00 do 7:00; w okresie sesji egzaminacyjnej, czyli od 20 stycznia do 9 lutego, rozpoczyna się ona o 21:00. W godzinach ciszy zabronione jest głośne słuchanie muzyki, gra na instrumentach oraz organizowanie spotkań w pokojach. Osoby odwiedzające mieszkańców są zobowiązane opuścić akademik do 23:00, o ile nie zostały wpisane w recepcji na listę nocujących. Łamanie zasad może skutkować upomnieniem, a trzecie upomnienie – skreśleniem z listy mieszkańców. Skargi można kierować do administracji lub składać przez portal akademika.",
            ),
            Good(
                "en",
                "Quiet hours at Student Dormitory No. 3 “Babilon”. From Sunday to Thursday quiet hours run from 10:00 p.m. to 6:00 a.m., and on Fridays and Saturdays from midnight to 7:00 a.m. During this time you may not play loud music, play instruments or hold gatherings in rooms. Residents' guests must leave the dormitory by 11:00 p.m. unless they have been entered on the overnight list at reception. During the exam session (20 January to 9 February) quiet hours begin as early as 9:00 p.m. Breaking the rules may result in a warning, and after the third warning in removal from the list of residents. Complaints can be made to the administration or through the dormitory portal.",
            ),
        ],
        bad=[
            Slip(0, [("już o 21:00", "już o 20:00")], "date"),
            Slip(1, [("o ile nie zostały wpisane", "o ile zostały wpisane")], "negation"),
            Slip(
                2, [("Residents' guests must leave", "Residents' guests should leave")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-leszno-dog-run-municipal-rules",
        source="Regulamin wybiegu dla psów przy ul. Parkowej w Lesznie, przyjęty uchwałą nr XXIV/312/2024 Rady Miejskiej. Wybieg jest czynny codziennie od 6:00 do 22:00. Na teren wybiegu mogą wchodzić wyłącznie psy zaszczepione przeciwko wściekliźnie, a opiekun powinien mieć przy sobie aktualne zaświadczenie o szczepieniu. Jedna osoba może wprowadzić najwyżej 2 psy. Psy ras uznawanych za agresywne muszą mieć założony kaganiec. Nie wolno wprowadzać suk w okresie cieczki ani psów chorych. Opiekun ma obowiązek niezwłocznie sprzątać odchody. Za nieprzestrzeganie regulaminu grozi kara grzywny na podstawie art. 77 Kodeksu wykroczeń.",
        good=[
            Good(
                "preserve",
                "Wybieg dla psów przy ul. Parkowej (Leszno) – regulamin wg uchwały nr XXIV/312/2024 Rady Miejskiej:\n"
                "- czynny codziennie w godz. 6:00–22:00;\n"
                "- wstęp tylko dla psów zaszczepionych przeciw wściekliźnie; opiekun powinien mieć przy sobie aktualne zaświadczenie o szczepieniu;\n"
                "- maksymalnie 2 psy na jedną osobę;\n"
                "- psy ras uznawanych za agresywne muszą nosić kaganiec;\n"
                "- suki w cieczce i psy chore nie mogą być wprowadzane na wybieg;\n"
                "- opiekun musi od razu sprzątać odchody.\n"
                "Nieprzestrzeganie regulaminu grozi grzywną na podstawie art. 77 Kodeksu wykroczeń.",
            ),
            Good(
                "preserve",
                "Zapraszamy na wybieg dla psów przy ul. Parkowej w Lesznie, czynny każdego dnia od 6:00 do 22:00. Zasady korzystania z niego określa uchwała Rady Miejskiej nr XXIV/312/2024. Wejść mogą tylko psy zaszczepione przeciwko wściekliźnie, a ich opiekun powinien nosić przy sobie aktualne zaświadczenie o szczepieniu. Jedna osoba może wprowadzić co najwyżej dwa psy. Psy ras uznawanych za agresywne muszą być w kagańcach. Na wybieg nie wolno wprowadzać psów chorych ani suk w czasie cieczki. Odchody opiekun ma obowiązek uprzątnąć niezwłocznie. Osobom łamiącym regulamin grozi grzywna (art. 77 Kodeksu wykroczeń).",
            ),
            Good(
                "en",
                "Rules of the dog run on Parkowa Street in Leszno, adopted by City Council Resolution No. XXIV/312/2024. The run is open every day from 6 a.m. to 10 p.m. Only dogs vaccinated against rabies may enter, and the owner should carry a current vaccination certificate. One person may bring in no more than 2 dogs. Dogs of breeds considered aggressive must wear a muzzle. Bitches in heat and sick dogs must not be brought in. Owners are required to clean up droppings immediately. Failure to follow the rules is punishable by a fine under Article 77 of the Code of Petty Offences.",
            ),
        ],
        bad=[
            Slip(
                0, [("art. 77 Kodeksu wykroczeń", "art. 51 Kodeksu wykroczeń")], "legal_reference"
            ),
            Slip(
                1,
                [
                    (
                        "Na wybieg nie wolno wprowadzać psów chorych ani suk w czasie cieczki.",
                        "Na wybieg wolno wprowadzać także psy chore i suki w czasie cieczki.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("no more than 2 dogs", "no more than 3 dogs")], "number"),
        ],
    ),
    Case(
        key="pl-bakery-allergen-traces-spelt-bread",
        source="Informacja o alergenach – Piekarnia Kłos. Wszystkie nasze wyroby są wypiekane w jednej pracowni, w której przetwarzamy gluten, jaja, mleko, sezam, orzechy laskowe i włoskie oraz soję. Mimo starannego sprzątania produkty mogą zawierać śladowe ilości każdego z tych alergenów. Chleb orkiszowy nie zawiera mleka ani jaj, ale nie jest bezglutenowy. Nie oferujemy pieczywa certyfikowanego jako bezglutenowe. Osobom z ciężką alergią na orzechy odradzamy zakup naszych ciastek i drożdżówek. Pełny skład każdego produktu udostępnia na prośbę obsługa sklepu. Jeśli masz wątpliwości, zapytaj sprzedawcę przed zakupem.",
        good=[
            Good(
                "preserve",
                "Drodzy Klienci Piekarni Kłos! Wszystko, co pieczemy, powstaje w jednej pracowni, gdzie pracujemy z glutenem, jajami, mlekiem, sezamem, orzechami laskowymi i włoskimi oraz soją. Choć starannie sprzątamy, nasze produkty mogą zawierać śladowe ilości każdego z tych alergenów. Chleb orkiszowy jest bez mleka i jaj, ale nie jest bezglutenowy. Nie mamy w ofercie pieczywa z certyfikatem bezglutenowości. Jeśli masz ciężką alergię na orzechy, odradzamy Ci zakup naszych ciastek i drożdżówek. O pełny skład dowolnego produktu możesz poprosić obsługę sklepu. A gdy masz wątpliwości, zapytaj sprzedawcę, zanim coś kupisz.",
            ),
            Good(
                "preserve",
                "Piekarnia Kłos informuje, że nie oferuje pieczywa certyfikowanego jako bezglutenowe. Wszystkie wyroby powstają w jednej pracowni, w której przetwarzane są: gluten, jaja, mleko, sezam, orzechy laskowe i włoskie oraz soja, dlatego – pomimo starannego sprzątania – mogą one zawierać śladowe ilości każdego z wymienionych alergenów. Chleb orkiszowy nie zawiera mleka ani jaj, nie jest jednak produktem bezglutenowym. Osobom z ciężką alergią na orzechy odradzamy kupowanie naszych ciastek i drożdżówek. Pełny skład każdego produktu obsługa sklepu udostępnia na prośbę; w razie wątpliwości prosimy zapytać sprzedawcę przed zakupem.",
            ),
            Good(
                "en",
                "Allergen information – Kłos Bakery. All our products are baked in a single bakehouse where we handle gluten, eggs, milk, sesame, hazelnuts and walnuts, and soy. Despite careful cleaning, products may contain traces of any of these allergens. Our spelt bread contains no milk or eggs, but it is not gluten-free. We do not offer bread certified as gluten-free. If you have a severe nut allergy, we advise against buying our biscuits and sweet buns. Shop staff will provide the full ingredient list of any product on request. If in doubt, ask the sales assistant before you buy.",
            ),
        ],
        bad=[
            Slip(0, [("nasze produkty mogą zawierać", "nasze produkty zawierają")], "hedge"),
            Slip(
                1,
                [
                    (
                        "Chleb orkiszowy nie zawiera mleka ani jaj",
                        "Chleb orkiszowy zawiera mleko i jaja",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "but it is not gluten-free.",
                        "but it is not gluten-free, because it also contains rye flour.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-scout-camp-packing-list-tuchola",
        source="Lista rzeczy na obóz harcerski 3. Drużyny Harcerskiej „Wilki” (Bory Tucholskie, 12–25 lipca 2025). Każdy uczestnik musi zabrać: śpiwór (komfort do 5°C), karimatę, latarkę czołową z zapasowymi bateriami, dwie pary butów (w tym jedne nieprzemakalne), kurtkę przeciwdeszczową, menażkę i niezbędnik. Plecak nie powinien ważyć więcej niż 12 kg. Zaleca się zabranie kremu z filtrem i środka na komary. Telefony komórkowe uczestnicy oddają kadrze pierwszego dnia; będzie można z nich korzystać codziennie w godz. 19:00–20:00. Nie zabieramy słodyczy w dużych ilościach ani żadnych noży poza scyzorykiem. Kieszonkowe: do 150 zł.",
        good=[
            Good(
                "preserve",
                "Obóz 3. DH „Wilki” – Bory Tucholskie, 12–25 lipca 2025. Każdy musi spakować:\n"
                "- śpiwór z temperaturą komfortu do 5°C,\n"
                "- karimatę,\n"
                "- latarkę czołową i zapasowe baterie,\n"
                "- dwie pary butów, z czego jedną nieprzemakalną,\n"
                "- kurtkę przeciwdeszczową,\n"
                "- menażkę i niezbędnik.\n"
                "Plecak nie powinien ważyć więcej niż 12 kg. Zalecamy też krem z filtrem i środek na komary. "
                "Pierwszego dnia oddajecie telefony kadrze – będziecie mogli z nich korzystać codziennie między 19:00 a 20:00. "
                "Nie pakujcie dużych ilości słodyczy ani noży (z wyjątkiem scyzoryka). Kieszonkowe: maksymalnie 150 zł.",
            ),
            Good(
                "preserve",
                "Uczestnicy obozu harcerskiego 3. Drużyny Harcerskiej „Wilki”, który odbędzie się w Borach Tucholskich w dniach 12–25 lipca 2025 r., mają obowiązek zabrać ze sobą śpiwór o temperaturze komfortu do 5°C, karimatę, czołówkę z zapasem baterii, kurtkę przeciwdeszczową, menażkę, niezbędnik oraz dwie pary obuwia, w tym jedną nieprzemakalną. Waga plecaka nie powinna przekraczać 12 kg. Zalecamy również krem z filtrem i preparat przeciw komarom. W pierwszym dniu obozu telefony są przekazywane kadrze, a korzystać z nich będzie można codziennie od 19:00 do 20:00. Nie należy zabierać słodyczy w dużych ilościach ani noży innych niż scyzoryk. Kieszonkowe – do 150 zł.",
            ),
            Good(
                "en",
                "Packing list for the 3rd Scout Troop “Wilki” camp (Tuchola Forest, 12–25 July 2025). Every participant must bring: a sleeping bag (comfort rating down to 5°C), a sleeping mat, a head torch with spare batteries, two pairs of shoes (including one waterproof pair), a rain jacket, a mess tin and a cutlery set. Your backpack should not weigh more than 12 kg. Sunscreen and insect repellent are recommended. Participants hand their mobile phones to the leaders on the first day; phones can be used every day from 7 to 8 p.m. Do not bring large amounts of sweets or any knives other than a penknife. Pocket money: up to PLN 150.",
            ),
        ],
        bad=[
            Slip(0, [("maksymalnie 150 zł", "maksymalnie 200 zł")], "number"),
            Slip(
                1,
                [("Waga plecaka nie powinna przekraczać", "Waga plecaka nie może przekraczać")],
                "modality",
            ),
            Slip(2, [("12–25 July 2025", "12–22 July 2025")], "date"),
        ],
    ),
    Case(
        key="pl-civil-court-hearing-notice-krakow",
        source="Sąd Rejonowy dla Krakowa-Śródmieścia, I Wydział Cywilny, zawiadamia, że rozprawa w sprawie o sygn. akt I C 1452/24 z powództwa Anny Nowak przeciwko Markowi Zielińskiemu o zapłatę odbędzie się 14 maja 2025 r. o godz. 10:30 w sali 215. Stawiennictwo pozwanego jest obowiązkowe. Pozwany jest zobowiązany złożyć odpowiedź na pozew w terminie 14 dni od doręczenia niniejszego zawiadomienia. Niestawiennictwo może skutkować wydaniem wyroku zaocznego zgodnie z art. 339 § 1 Kodeksu postępowania cywilnego. Strona może ustanowić pełnomocnika; pełnomocnictwo należy złożyć najpóźniej na rozprawie. Do zawiadomienia dołączono odpis pozwu.",
        good=[
            Good(
                "preserve",
                "Zawiadomienie o rozprawie\n"
                "Sąd: Sąd Rejonowy dla Krakowa-Śródmieścia, I Wydział Cywilny\n"
                "Sygnatura akt: I C 1452/24\n"
                "Sprawa: z powództwa Anny Nowak przeciwko Markowi Zielińskiemu o zapłatę\n"
                "Termin: 14 maja 2025 r., godz. 10:30, sala 215\n"
                "Pozwany ma obowiązek stawić się na rozprawie. W ciągu 14 dni od doręczenia tego zawiadomienia musi złożyć odpowiedź na pozew. "
                "Jeśli się nie stawi, sąd może wydać wyrok zaoczny (art. 339 § 1 k.p.c.). "
                "Strona może ustanowić pełnomocnika – pełnomocnictwo trzeba złożyć najpóźniej na rozprawie. W załączeniu: odpis pozwu.",
            ),
            Good(
                "preserve",
                "Rozprawa w sprawie I C 1452/24 – z powództwa Anny Nowak przeciwko Markowi Zielińskiemu o zapłatę – odbędzie się 14 maja 2025 r. o 10:30 w sali 215 Sądu Rejonowego dla Krakowa-Śródmieścia (I Wydział Cywilny). Pozwany musi się na nią stawić. Odpowiedź na pozew musi złożyć w ciągu 14 dni, licząc od dnia doręczenia tego zawiadomienia. Zgodnie z art. 339 § 1 Kodeksu postępowania cywilnego, jeśli pozwany się nie stawi, może zostać wydany wyrok zaoczny. Każda ze stron może ustanowić pełnomocnika, przy czym pełnomocnictwo trzeba złożyć najpóźniej na rozprawie. Odpis pozwu dołączono do zawiadomienia.",
            ),
            Good(
                "en",
                "The District Court for Kraków-Śródmieście, 1st Civil Division, gives notice that the hearing in case no. I C 1452/24, brought by Anna Nowak against Marek Zieliński for payment, will take place on 14 May 2025 at 10:30 a.m. in courtroom 215. The defendant's attendance is mandatory. The defendant is required to file a statement of defence within 14 days of service of this notice. Failure to appear may result in a default judgment under Article 339 § 1 of the Code of Civil Procedure. A party may appoint a representative; the power of attorney must be submitted at the hearing at the latest. A copy of the statement of claim is enclosed.",
            ),
        ],
        bad=[
            Slip(0, [("(art. 339 § 1 k.p.c.)", "(art. 393 § 1 k.p.c.)")], "legal_reference"),
            Slip(1, [("o 10:30", "o 11:30")], "date"),
            Slip(2, [("attendance is mandatory", "attendance is recommended")], "modality"),
        ],
    ),
    Case(
        key="pl-paragliding-basic-course-deposit-terms",
        source="Warunki kursu paralotniowego – Szkoła Latania Beskid. Kurs podstawowy trwa około 10 dni szkoleniowych, w zależności od pogody, i kosztuje 3900 zł. Cena obejmuje sprzęt szkoleniowy, ubezpieczenie NNW na kwotę 20 000 zł oraz opiekę instruktora. Zaliczkę w wysokości 1000 zł należy wpłacić przy zapisie; nie podlega ona zwrotowi, jeśli kursant zrezygnuje później niż 14 dni przed rozpoczęciem kursu. Uczestnik musi mieć ukończone 16 lat (osoby niepełnoletnie – za pisemną zgodą rodziców) i ważyć od 50 do 110 kg. Nie prowadzimy lotów przy wietrze powyżej 8 m/s. Z doświadczenia wynika, że większość kursantów zdaje egzamin praktyczny za pierwszym podejściem.",
        good=[
            Good(
                "preserve",
                "Szkoła Latania Beskid – kurs podstawowy na paralotni:\n"
                "- czas trwania: około 10 dni szkoleniowych (zależnie od pogody),\n"
                "- cena: 3900 zł, w tym sprzęt szkoleniowy, ubezpieczenie NNW na 20 000 zł i opieka instruktora,\n"
                "- zaliczka: 1000 zł, płatna przy zapisie; przepada, jeśli zrezygnujesz później niż 14 dni przed startem kursu,\n"
                "- wymagania: ukończone 16 lat (niepełnoletni – z pisemną zgodą rodziców) i waga 50–110 kg.\n"
                "Przy wietrze powyżej 8 m/s nie latamy. Jak pokazuje doświadczenie, większość kursantów zdaje egzamin praktyczny za pierwszym razem.",
            ),
            Good(
                "preserve",
                "Kurs podstawowy w Szkole Latania Beskid kosztuje 3900 zł i zajmuje około 10 dni szkoleniowych – dokładny czas zależy od pogody. W cenie masz sprzęt szkoleniowy, opiekę instruktora oraz ubezpieczenie NNW z sumą 20 000 zł. Przy zapisie należy wpłacić zaliczkę 1000 zł, której nie zwracamy, jeśli zrezygnujesz później niż 14 dni przed rozpoczęciem kursu. Musisz mieć skończone 16 lat (jeśli jesteś niepełnoletni, potrzebna jest pisemna zgoda rodziców) i ważyć od 50 do 110 kg. Gdy wiatr przekracza 8 m/s, nie prowadzimy lotów. Z naszego doświadczenia wynika, że większość kursantów zalicza egzamin praktyczny przy pierwszym podejściu.",
            ),
            Good(
                "en",
                "Paragliding course terms – Beskid Flying School. The basic course takes about 10 training days, depending on the weather, and costs PLN 3,900. The price includes training equipment, personal accident insurance of PLN 20,000 and instructor supervision. A deposit of PLN 1,000 is payable on registration; it is non-refundable if the student withdraws later than 14 days before the course starts. Participants must be at least 16 years old (minors need written parental consent) and weigh between 50 and 110 kg. We do not fly in winds above 8 m/s. Experience shows that most students pass the practical exam on their first attempt.",
            ),
        ],
        bad=[
            Slip(0, [("waga 50–110 kg", "waga 50–120 kg")], "number"),
            Slip(1, [("zajmuje około 10 dni", "zajmuje 10 dni")], "hedge"),
            Slip(2, [("it is non-refundable if", "it is refundable if")], "negation"),
        ],
    ),
    Case(
        key="pl-kolejka-library-migration-guide-v3",
        source=(
            "## Migracja z wersji 2.x do 3.0\n\n"
            "Wersja 3.0 biblioteki `kolejka` wymaga Pythona 3.10 lub nowszego.\n\n"
            "1. Zaktualizuj zależność: `pip install 'kolejka>=3.0,<4'`.\n"
            "2. Zamień wywołania `Queue.put_nowait()` na `Queue.put(block=False)` – stara metoda została usunięta.\n"
            "3. Parametr `timeout` podajesz teraz w sekundach jako `float`, a nie w milisekundach.\n\n"
            "Klasa `AsyncQueue` nie jest już eksportowana z pakietu głównego; importuj ją z `kolejka.aio`. "
            "Ustawienie `KOLEJKA_LEGACY=1` przywraca stare zachowanie, ale zostanie usunięte w wersji 3.2. "
            "Nie zalecamy używania go w nowym kodzie. "
            "Pełna lista zmian: [CHANGELOG](https://github.com/kolejka-dev/kolejka/blob/main/CHANGELOG.md)."
        ),
        good=[
            Good(
                "preserve",
                "## Przejście z 2.x na 3.0\n\n"
                "Uwaga: `kolejka` 3.0 wymaga Pythona w wersji 3.10 lub nowszej.\n\n"
                "1. Podbij zależność: `pip install 'kolejka>=3.0,<4'`.\n"
                "2. Metoda `Queue.put_nowait()` została usunięta, więc zastąp jej wywołania przez `Queue.put(block=False)`.\n"
                "3. `timeout` przyjmuje teraz sekundy jako `float` (wcześniej były to milisekundy).\n\n"
                "`AsyncQueue` nie jest już eksportowana z głównego pakietu – importuj ją z `kolejka.aio`. "
                "Ustawienie `KOLEJKA_LEGACY=1` przywraca dawne zachowanie, lecz zniknie w wersji 3.2; nie zalecamy stosowania go w nowym kodzie. "
                "Wszystkie zmiany znajdziesz w [CHANGELOG](https://github.com/kolejka-dev/kolejka/blob/main/CHANGELOG.md).",
            ),
            Good(
                "preserve",
                "## Aktualizacja: z 2.x do 3.0\n\n"
                "Od wersji 3.0 biblioteka `kolejka` wymaga Pythona 3.10 lub nowszego. Kroki:\n\n"
                "1. Zaktualizuj pakiet poleceniem `pip install 'kolejka>=3.0,<4'`.\n"
                "2. Metodę `Queue.put_nowait()` usunięto – w jej miejsce wywołuj `Queue.put(block=False)`.\n"
                "3. Wartość `timeout` podawaj w sekundach (`float`), już nie w milisekundach.\n\n"
                "Klasy `AsyncQueue` nie zaimportujesz już z pakietu głównego; jej nowe miejsce to `kolejka.aio`. "
                "Stare zachowanie można przywrócić ustawieniem `KOLEJKA_LEGACY=1`, które jednak zostanie usunięte w 3.2 – nie zalecamy korzystania z niego w nowym kodzie. "
                "Pełny spis zmian: [CHANGELOG](https://github.com/kolejka-dev/kolejka/blob/main/CHANGELOG.md).",
            ),
            Good(
                "en",
                "## Migrating from 2.x to 3.0\n\n"
                "Version 3.0 of the `kolejka` library requires Python 3.10 or newer.\n\n"
                "1. Update the dependency: `pip install 'kolejka>=3.0,<4'`.\n"
                "2. Replace calls to `Queue.put_nowait()` with `Queue.put(block=False)` – the old method has been removed.\n"
                "3. The `timeout` parameter is now given in seconds as a `float`, not in milliseconds.\n\n"
                "The `AsyncQueue` class is no longer exported from the top-level package; import it from `kolejka.aio`. "
                "Setting `KOLEJKA_LEGACY=1` restores the old behaviour, but it will be removed in version 3.2. "
                "We do not recommend using it in new code. "
                "Full list of changes: [CHANGELOG](https://github.com/kolejka-dev/kolejka/blob/main/CHANGELOG.md).",
            ),
        ],
        bad=[
            Slip(0, [("`Queue.put(block=False)`", "`Queue.put(block=True)`")], "code"),
            Slip(1, [("## Aktualizacja: z 2.x do 3.0", "Aktualizacja: z 2.x do 3.0")], "markdown"),
            Slip(
                2,
                [("We do not recommend using it in new code.", "You must not use it in new code.")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-aquatic-warbler-biebrza-abstract",
        source="Streszczenie. W latach 2015–2023 monitorowaliśmy liczebność wodniczki (Acrocephalus paludicola) na 42 powierzchniach próbnych w Dolinie Biebrzy. Liczba śpiewających samców zmniejszyła się w tym okresie o około 18%, przy czym spadek był najsilniejszy na powierzchniach, na których zaniechano koszenia. Wyniki sugerują, że zarastanie turzycowisk krzewami jest prawdopodobnie główną przyczyną spadku, co jest zgodne z obserwacjami Kubackiego i in. (2019). Nie stwierdziliśmy istotnego wpływu poziomu wody w maju na liczebność samców. Zalecamy utrzymanie ekstensywnego koszenia co 2–3 lata na co najmniej połowie powierzchni siedlisk. Dane są dostępne w repozytorium pod DOI 10.5281/zenodo.8841207.",
        good=[
            Good(
                "preserve",
                "W badaniu prowadzonym w latach 2015–2023 na 42 powierzchniach próbnych w Dolinie Biebrzy śledzono liczebność wodniczki (Acrocephalus paludicola). Liczba śpiewających samców spadła w tym czasie o mniej więcej 18%, a najbardziej tam, gdzie przestano kosić. Wyniki sugerują, że główną przyczyną jest prawdopodobnie zarastanie turzycowisk krzewami, co zgadza się z obserwacjami Kubackiego i in. (2019). Nie stwierdzono istotnego wpływu poziomu wody w maju na liczebność samców. Autorzy zalecają utrzymanie ekstensywnego koszenia co 2–3 lata na co najmniej połowie powierzchni siedlisk. Dane udostępniono w repozytorium (DOI 10.5281/zenodo.8841207).",
            ),
            Good(
                "preserve",
                "Liczebność wodniczki (Acrocephalus paludicola) monitorowano w Dolinie Biebrzy na 42 powierzchniach próbnych w okresie 2015–2023. Odnotowano spadek liczby śpiewających samców o około 18%, najsilniejszy na powierzchniach, gdzie zaniechano koszenia. Nie stwierdzono istotnego wpływu majowego poziomu wody na liczebność samców. Uzyskane wyniki sugerują, że główną przyczyną spadku jest prawdopodobnie zarastanie turzycowisk krzewami, co pozostaje w zgodzie z obserwacjami Kubackiego i in. (2019). Zalecane jest utrzymanie ekstensywnego koszenia co 2–3 lata na co najmniej połowie powierzchni siedlisk. Dane zdeponowano w repozytorium pod DOI 10.5281/zenodo.8841207.",
            ),
            Good(
                "en",
                "Abstract. From 2015 to 2023 we monitored the numbers of the aquatic warbler (Acrocephalus paludicola) on 42 sample plots in the Biebrza Valley. Over this period the number of singing males declined by about 18%, with the steepest decline on plots where mowing had been abandoned. The results suggest that shrub encroachment on sedge meadows is probably the main cause of the decline, which is consistent with the observations of Kubacki et al. (2019). We found no significant effect of the May water level on male numbers. We recommend maintaining extensive mowing every 2–3 years on at least half of the habitat area. The data are available in a repository under DOI 10.5281/zenodo.8841207.",
            ),
        ],
        bad=[
            Slip(0, [("Kubackiego i in. (2019)", "Kubackiego i in. (2017)")], "citation"),
            Slip(
                1,
                [
                    (
                        "Uzyskane wyniki sugerują, że główną przyczyną spadku jest prawdopodobnie",
                        "Uzyskane wyniki dowodzą, że główną przyczyną spadku jest",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("on 42 sample plots", "on 24 sample plots")], "number"),
        ],
    ),
    Case(
        key="pl-energy-tariff-g11-change-letter",
        source="Szanowna Pani, Szanowny Panie, informujemy, że od 1 lipca 2025 r. zmienia się taryfa G11 dla Państwa punktu poboru energii. Cena energii czynnej wzrośnie z 0,50 zł/kWh do 0,62 zł/kWh netto, a opłata handlowa z 9,99 zł do 12,50 zł miesięcznie. Szacujemy, że przy średnim zużyciu 1800 kWh rocznie rachunek wzrośnie o około 20 zł miesięcznie. Jeśli nie akceptują Państwo nowych warunków, mogą Państwo wypowiedzieć umowę bez opłat do 30 czerwca 2025 r. Szczegóły nowej taryfy znajdą Państwo na stronie www.enerwit.pl/taryfa2025, a pytania prosimy kierować na adres bok@enerwit.pl. Z poważaniem, Dział Obsługi Klienta EnerWit.",
        good=[
            Good(
                "preserve",
                "Dzień dobry! Od 1 lipca 2025 r. zmienia się taryfa G11 dla Państwa punktu poboru energii:\n"
                "- energia czynna: 0,62 zł/kWh netto (dotąd 0,50 zł/kWh),\n"
                "- opłata handlowa: 12,50 zł miesięcznie (dotąd 9,99 zł).\n"
                "Według naszych szacunków przy średnim zużyciu 1800 kWh na rok rachunek wzrośnie o ok. 20 zł miesięcznie. "
                "Jeśli nowe warunki Państwu nie odpowiadają, mogą Państwo bezpłatnie wypowiedzieć umowę do 30 czerwca 2025 r. "
                "Szczegóły: www.enerwit.pl/taryfa2025, pytania prosimy wysyłać na bok@enerwit.pl.\n"
                "Dział Obsługi Klienta EnerWit",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że z dniem 1 lipca 2025 r. ulega zmianie taryfa G11 obowiązująca w Państwa punkcie poboru energii. Cena netto energii czynnej wyniesie 0,62 zł/kWh zamiast dotychczasowych 0,50 zł/kWh, natomiast miesięczna opłata handlowa wzrośnie z 9,99 zł do 12,50 zł. Według naszych szacunków przy średnim rocznym zużyciu 1800 kWh miesięczny rachunek będzie wyższy o około 20 zł. W razie braku akceptacji nowych warunków przysługuje Państwu prawo do bezpłatnego wypowiedzenia umowy do 30 czerwca 2025 r. Pełny opis taryfy zamieściliśmy na stronie www.enerwit.pl/taryfa2025; pytania prosimy przesyłać na adres bok@enerwit.pl. Z poważaniem – Dział Obsługi Klienta EnerWit.",
            ),
            Good(
                "en",
                "Dear Customer, we would like to inform you that from 1 July 2025 the G11 tariff for your electricity supply point will change. The price of active energy will rise from PLN 0.50/kWh to PLN 0.62/kWh net, and the trading fee from PLN 9.99 to PLN 12.50 per month. We estimate that with an average consumption of 1,800 kWh per year your bill will go up by about PLN 20 a month. If you do not accept the new terms, you may terminate the contract free of charge until 30 June 2025. Details of the new tariff are available at www.enerwit.pl/taryfa2025; please send any questions to bok@enerwit.pl. Yours faithfully, EnerWit Customer Service.",
            ),
        ],
        bad=[
            Slip(0, [("www.enerwit.pl/taryfa2025", "www.enerwit.pl/taryfy")], "url"),
            Slip(1, [("do 30 czerwca 2025 r.", "do 15 czerwca 2025 r.")], "date"),
            Slip(2, [("PLN 0.62/kWh", "PLN 0.68/kWh")], "number"),
        ],
    ),
    Case(
        key="pl-gniezno-library-loan-rules",
        source="Zasady wypożyczeń w Miejskiej Bibliotece Publicznej w Gnieźnie. Jednorazowo można wypożyczyć do 6 książek na okres 30 dni. Wypożyczenie można przedłużyć dwukrotnie przez konto czytelnika na stronie katalog.mbp-gniezno.pl, chyba że na książkę czeka inny czytelnik. Za każdy dzień zwłoki naliczamy 0,20 zł od egzemplarza. Nowości wypożyczamy tylko na 14 dni i nie można ich przedłużać. Czytelnicy, którzy nie zwrócili książek w terminie, nie mogą wypożyczać kolejnych do czasu uregulowania należności. Karta biblioteczna jest bezpłatna, a jej wyrobienie wymaga okazania dokumentu tożsamości. Zgubioną kartę należy niezwłocznie zgłosić pod adresem wypozyczalnia@mbp-gniezno.pl.",
        good=[
            Good(
                "preserve",
                "Jak wypożyczać w MBP w Gnieźnie:\n"
                "- jednorazowo możesz wypożyczyć do 6 książek na 30 dni;\n"
                "- termin możesz przedłużyć dwa razy w swoim koncie czytelnika na katalog.mbp-gniezno.pl – chyba że na książkę czeka ktoś inny;\n"
                "- nowości wypożyczamy tylko na 14 dni, bez możliwości przedłużenia;\n"
                "- za każdy dzień spóźnienia płacisz 0,20 zł za egzemplarz.\n"
                "Jeśli nie oddasz książek w terminie, nie wypożyczysz kolejnych, dopóki nie uregulujesz należności. "
                "Karta biblioteczna jest bezpłatna – do jej wyrobienia musisz okazać dokument tożsamości. "
                "Zgubienie karty trzeba od razu zgłosić mailowo: wypozyczalnia@mbp-gniezno.pl.",
            ),
            Good(
                "preserve",
                "Miejska Biblioteka Publiczna w Gnieźnie wypożycza jednorazowo maksymalnie 6 książek na 30 dni. Okres wypożyczenia można przedłużyć dwa razy za pośrednictwem konta czytelnika w serwisie katalog.mbp-gniezno.pl, o ile na książkę nie czeka inny czytelnik. Nowości wypożyczane są wyłącznie na 14 dni, bez prawa prolongaty. Opłata za przetrzymanie wynosi 0,20 zł za każdy egzemplarz i każdy dzień zwłoki. Osoba zalegająca ze zwrotem nie może wypożyczać kolejnych pozycji, dopóki nie ureguluje należności. Wydanie karty bibliotecznej jest bezpłatne i wymaga okazania dokumentu tożsamości. Utratę karty należy niezwłocznie zgłosić na adres wypozyczalnia@mbp-gniezno.pl.",
            ),
            Good(
                "en",
                "Borrowing rules at the Municipal Public Library in Gniezno. You can borrow up to 6 books at a time for 30 days. A loan can be renewed twice through your reader account at katalog.mbp-gniezno.pl, unless another reader is waiting for the book. We charge PLN 0.20 per item for each day of delay. New releases are lent for 14 days only and cannot be renewed. Readers who have not returned books on time cannot borrow more until they have paid what they owe. The library card is free of charge, and you need to show an identity document to get one. A lost card must be reported without delay to wypozyczalnia@mbp-gniezno.pl.",
            ),
        ],
        bad=[
            Slip(0, [("bez możliwości przedłużenia", "z możliwością przedłużenia")], "negation"),
            Slip(1, [("wypozyczalnia@mbp-gniezno.pl", "wypozyczalnia@mbp.gniezno.pl")], "url"),
            Slip(
                2,
                [
                    (
                        "A lost card must be reported without delay to wypozyczalnia@mbp-gniezno.pl.",
                        "A lost card must be reported without delay to wypozyczalnia@mbp-gniezno.pl; a replacement card costs PLN 5.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ibuprofen-leaflet-dosage-warnings",
        source="Ibuprofen Pharmavit, 200 mg, tabletki powlekane. Dorośli i młodzież powyżej 12 lat: 1–2 tabletki co 4–6 godzin, w razie potrzeby. Nie należy przyjmować więcej niż 6 tabletek (1200 mg) na dobę. Lek należy przyjmować podczas posiłku lub po nim. Bez konsultacji z lekarzem nie stosować dłużej niż 3 dni w przypadku gorączki i 5 dni w przypadku bólu. Lek może powodować dolegliwości żołądkowe, takie jak nudności czy zgaga; u około 1 na 100 pacjentów występują bóle głowy. Kobiety w trzecim trymestrze ciąży nie mogą stosować leku. Jeśli objawy się nasilą, należy zwrócić się do lekarza.",
        good=[
            Good(
                "preserve",
                "Ibuprofen Pharmavit 200 mg (tabletki powlekane) – jak stosować:\n"
                "- dorośli i młodzież powyżej 12 lat: 1–2 tabletki co 4–6 godzin, jeśli to konieczne;\n"
                "- nie przyjmuj więcej niż 6 tabletek (1200 mg) na dobę;\n"
                "- tabletki przyjmuj w trakcie posiłku lub po nim;\n"
                "- bez porady lekarza nie stosuj leku dłużej niż 3 dni przy gorączce i 5 dni przy bólu.\n"
                "Lek może wywoływać dolegliwości żołądkowe, np. nudności lub zgagę, a bóle głowy występują u około 1 na 100 pacjentów. "
                "W trzecim trymestrze ciąży kobiety nie mogą stosować leku. Gdy objawy się nasilą, zwróć się do lekarza.",
            ),
            Good(
                "preserve",
                "Ibuprofen Pharmavit w dawce 200 mg ma postać tabletek powlekanych. U dorosłych i młodzieży powyżej 12 lat stosuje się w razie potrzeby 1–2 tabletki co 4–6 godzin. Tabletki należy przyjmować w czasie posiłku lub po nim, a dawka dobowa nie powinna przekroczyć 6 tabletek, czyli 1200 mg. Bez konsultacji lekarskiej leku nie należy stosować dłużej niż 3 dni w gorączce i 5 dni w bólu. Lek nie może być stosowany przez kobiety w trzecim trymestrze ciąży. Może on powodować dolegliwości żołądkowe, np. nudności i zgagę; bóle głowy pojawiają się u około 1 na 100 pacjentów. W przypadku nasilenia objawów należy zgłosić się do lekarza.",
            ),
            Good(
                "en",
                "Ibuprofen Pharmavit, 200 mg, film-coated tablets. Adults and adolescents over 12 years: 1–2 tablets every 4–6 hours as needed. Do not take more than 6 tablets (1200 mg) in 24 hours. Take the medicine with or after a meal. Without consulting a doctor, do not use it for longer than 3 days for fever or 5 days for pain. The medicine may cause stomach complaints such as nausea or heartburn; headaches occur in about 1 in 100 patients. Women in the third trimester of pregnancy must not use this medicine. If your symptoms get worse, see a doctor.",
            ),
        ],
        bad=[
            Slip(0, [("1–2 tabletki", "2–3 tabletki")], "number"),
            Slip(1, [("Lek nie może być stosowany", "Lek nie powinien być stosowany")], "modality"),
            Slip(2, [("The medicine may cause stomach", "The medicine causes stomach")], "hedge"),
        ],
    ),
    Case(
        key="pl-workshop-gdpr-privacy-notice-foundation",
        source="Klauzula informacyjna. Administratorem Pani/Pana danych osobowych jest Fundacja Zielony Kwartał z siedzibą w Poznaniu, ul. Półwiejska 8. Dane przetwarzamy w celu realizacji zapisu na warsztaty, na podstawie art. 6 ust. 1 lit. b RODO, przez okres 2 lat od zakończenia warsztatów. Podanie danych jest dobrowolne, ale bez nich nie możemy przyjąć zgłoszenia. Nie przekazujemy danych do państw spoza Europejskiego Obszaru Gospodarczego i nie podejmujemy decyzji w sposób zautomatyzowany. Przysługuje Pani/Panu prawo dostępu do danych, ich sprostowania, usunięcia oraz wniesienia skargi do Prezesa UODO. Kontakt z inspektorem ochrony danych: iod@zielonykwartal.org.pl.",
        good=[
            Good(
                "preserve",
                "Kto i jak przetwarza Twoje dane? Administratorem jest Fundacja Zielony Kwartał, ul. Półwiejska 8, Poznań. Twoje dane wykorzystujemy, aby zrealizować Twój zapis na warsztaty – podstawą jest art. 6 ust. 1 lit. b RODO – i przechowujemy je przez 2 lata od zakończenia warsztatów. Nie musisz ich podawać, jednak bez nich nie możemy przyjąć zgłoszenia. Nie przekazujemy danych poza Europejski Obszar Gospodarczy i nie podejmujemy decyzji w sposób zautomatyzowany. Masz prawo dostępu do danych, ich sprostowania i usunięcia, a także prawo wniesienia skargi do Prezesa UODO. Z inspektorem ochrony danych skontaktujesz się pod adresem iod@zielonykwartal.org.pl.",
            ),
            Good(
                "preserve",
                "Informacje o przetwarzaniu danych osobowych:\n"
                "1. Administrator: Fundacja Zielony Kwartał z siedzibą w Poznaniu przy ul. Półwiejskiej 8.\n"
                "2. Cel i podstawa: realizacja zapisu na warsztaty (art. 6 ust. 1 lit. b RODO).\n"
                "3. Okres przechowywania: 2 lata od zakończenia warsztatów.\n"
                "4. Podanie danych jest dobrowolne, lecz bez nich nie możemy przyjąć zgłoszenia.\n"
                "5. Dane nie są przekazywane do państw spoza EOG ani wykorzystywane do zautomatyzowanego podejmowania decyzji.\n"
                "6. Przysługuje Pani/Panu prawo dostępu do danych, ich sprostowania i usunięcia oraz prawo wniesienia skargi do Prezesa UODO.\n"
                "7. Inspektor ochrony danych: iod@zielonykwartal.org.pl.",
            ),
            Good(
                "en",
                "Privacy notice. The controller of your personal data is the Zielony Kwartał Foundation, based in Poznań at ul. Półwiejska 8. We process your data to handle your registration for the workshops, on the basis of Article 6(1)(b) GDPR, for 2 years after the workshops end. Providing your data is voluntary, but without it we cannot accept your registration. We do not transfer data to countries outside the European Economic Area and we do not make decisions by automated means. You have the right to access, rectify and erase your data and to lodge a complaint with the President of the Personal Data Protection Office (UODO). Contact our data protection officer at iod@zielonykwartal.org.pl.",
            ),
        ],
        bad=[
            Slip(
                0, [("art. 6 ust. 1 lit. b RODO", "art. 6 ust. 1 lit. a RODO")], "legal_reference"
            ),
            Slip(
                1,
                [
                    (
                        "Dane nie są przekazywane do państw spoza EOG ani wykorzystywane",
                        "Dane są przekazywane do państw spoza EOG, ale nie są wykorzystywane",
                    )
                ],
                "negation",
            ),
            Slip(2, [("iod@zielonykwartal.org.pl", "iod@zielonykwartal.pl")], "url"),
        ],
    ),
    Case(
        key="pl-pdfscal-cli-readme-markdown",
        source=(
            "# pdfscal\n\n"
            "Małe narzędzie wiersza poleceń do łączenia plików PDF.\n\n"
            "## Instalacja\n\n"
            "```\npipx install pdfscal\n```\n\n"
            "## Użycie\n\n"
            "- `pdfscal a.pdf b.pdf -o wynik.pdf` – łączy pliki w podanej kolejności.\n"
            "- `--sort name` sortuje pliki wejściowe alfabetycznie.\n"
            "- `--no-bookmarks` pomija zakładki z plików źródłowych.\n\n"
            "Narzędzie nie modyfikuje plików wejściowych. Pliki zaszyfrowane hasłem nie są obsługiwane – program zakończy się kodem wyjścia 2. "
            "Wymaga Pythona 3.9 lub nowszego. Błędy i propozycje zmian zgłaszaj w zakładce Issues repozytorium projektu. Licencja: MIT."
        ),
        good=[
            Good(
                "preserve",
                "# pdfscal\n\n"
                "Niewielkie narzędzie CLI, które scala pliki PDF.\n\n"
                "## Jak zainstalować\n\n"
                "```\npipx install pdfscal\n```\n\n"
                "## Jak używać\n\n"
                "- `pdfscal a.pdf b.pdf -o wynik.pdf` – scala pliki w kolejności, w jakiej je podasz.\n"
                "- `--sort name` – sortuje pliki wejściowe alfabetycznie.\n"
                "- `--no-bookmarks` – pomija zakładki z plików źródłowych.\n\n"
                "Pliki wejściowe pozostają niezmienione. Plików zaszyfrowanych hasłem narzędzie nie obsługuje – kończy wtedy działanie z kodem wyjścia 2. "
                "Potrzebny jest Python 3.9 lub nowszy. Znalazłeś błąd albo masz pomysł na zmianę? Zgłoś to w zakładce Issues repozytorium projektu. Licencja MIT.",
            ),
            Good(
                "preserve",
                "# pdfscal\n\n"
                "`pdfscal` to małe narzędzie wiersza poleceń służące do łączenia plików PDF. Wymaga Pythona 3.9 lub nowszego i jest udostępnione na licencji MIT.\n\n"
                "## Instalacja\n\n"
                "```\npipx install pdfscal\n```\n\n"
                "## Użycie\n\n"
                "Polecenie `pdfscal a.pdf b.pdf -o wynik.pdf` łączy pliki w podanej kolejności. Flaga `--sort name` sortuje pliki wejściowe alfabetycznie, a `--no-bookmarks` pomija zakładki z plików źródłowych. "
                "Pliki wejściowe nie są modyfikowane. Plików zaszyfrowanych hasłem program nie obsługuje i kończy się wtedy kodem wyjścia 2. "
                "Błędy i propozycje zmian prosimy zgłaszać w zakładce Issues repozytorium projektu.",
            ),
            Good(
                "en",
                "# pdfscal\n\n"
                "A small command-line tool for merging PDF files.\n\n"
                "## Installation\n\n"
                "```\npipx install pdfscal\n```\n\n"
                "## Usage\n\n"
                "- `pdfscal a.pdf b.pdf -o wynik.pdf` – merges the files in the given order.\n"
                "- `--sort name` sorts the input files alphabetically.\n"
                "- `--no-bookmarks` skips bookmarks from the source files.\n\n"
                "The tool does not modify the input files. Password-encrypted files are not supported – the program exits with exit code 2. "
                "Requires Python 3.9 or newer. Report bugs and change suggestions under the Issues tab of the project repository. License: MIT.",
            ),
        ],
        bad=[
            Slip(0, [("```\npipx install pdfscal\n```", "pipx install pdfscal")], "markdown"),
            Slip(1, [("`--no-bookmarks`", "`--skip-bookmarks`")], "code"),
            Slip(
                2,
                [
                    (
                        "The tool does not modify the input files. Password-encrypted files are not supported – the program exits with exit code 2.",
                        "Narzędzie nie modyfikuje plików wejściowych. Pliki zaszyfrowane hasłem nie są obsługiwane – program zakończy się kodem wyjścia 2.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-cbti-insomnia-metaanalysis-summary",
        source="Metaanaliza opublikowana w „Journal of Sleep Research” (Hallström i wsp., 2022, t. 31, s. e13587) objęła 24 badania z udziałem łącznie około 5 tysięcy dorosłych. Wynika z niej, że terapia poznawczo-behawioralna bezsenności (CBT-I) prawdopodobnie skraca czas zasypiania średnio o 19 minut i może poprawiać jakość snu także u osób z depresją. Autorzy zastrzegają, że jakość części badań była niska, a okres obserwacji rzadko przekraczał 12 miesięcy. Nie wykazano, by terapia prowadzona wyłącznie przez aplikację była równie skuteczna jak sesje z terapeutą. Wyniki nie oznaczają, że leki nasenne należy odstawiać bez konsultacji z lekarzem.",
        good=[
            Good(
                "preserve",
                "Według metaanalizy Hallströma i wsp. z 2022 r. („Journal of Sleep Research”, t. 31, s. e13587), która objęła 24 badania i łącznie mniej więcej 5 tys. dorosłych, terapia poznawczo-behawioralna bezsenności (CBT-I) prawdopodobnie skraca zasypianie średnio o 19 minut. Może też poprawiać jakość snu u osób z depresją. Autorzy podkreślają jednak, że część badań była niskiej jakości, a obserwację rzadko prowadzono dłużej niż 12 miesięcy. Nie wykazano, że terapia prowadzona wyłącznie przez aplikację działa równie dobrze jak spotkania z terapeutą. Z wyników nie wynika też, że leki nasenne należy odstawiać bez konsultacji z lekarzem.",
            ),
            Good(
                "preserve",
                "CBT-I, czyli terapia poznawczo-behawioralna bezsenności, prawdopodobnie skraca czas zasypiania średnio o 19 minut i może poprawiać jakość snu również u osób z depresją – wynika z metaanalizy 24 badań obejmujących łącznie około 5000 dorosłych (Hallström i wsp., „Journal of Sleep Research” 2022, t. 31, s. e13587). Autorzy zaznaczają, że jakość części badań była niska, a obserwacja rzadko trwała ponad 12 miesięcy. Nie wykazano, aby terapia wyłącznie w aplikacji była równie skuteczna jak sesje z terapeutą. Wyniki nie oznaczają, że należy odstawiać leki nasenne bez konsultacji z lekarzem.",
            ),
            Good(
                "en",
                "A meta-analysis published in the Journal of Sleep Research (Hallström et al., 2022, vol. 31, p. e13587) covered 24 studies with a total of around 5,000 adults. It found that cognitive behavioural therapy for insomnia (CBT-I) probably shortens the time it takes to fall asleep by 19 minutes on average and may improve sleep quality in people with depression as well. The authors caution that some of the studies were of low quality and that follow-up rarely exceeded 12 months. It was not shown that therapy delivered only through an app is as effective as sessions with a therapist. The results do not mean that sleeping pills should be stopped without consulting a doctor.",
            ),
        ],
        bad=[
            Slip(0, [("s. e13587", "s. e13857")], "citation"),
            Slip(1, [("prawdopodobnie skraca czas zasypiania", "skraca czas zasypiania")], "hedge"),
            Slip(
                2,
                [("The authors caution", "The authors, from the Karolinska Institute, caution")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-housing-community-annual-meeting-notice",
        source="Zarząd Wspólnoty Mieszkaniowej „Słoneczna 14” zawiadamia, że coroczne zebranie właścicieli lokali odbędzie się we wtorek 25 marca 2025 r. o godz. 18:00 w świetlicy na parterze budynku B. Porządek obrad obejmuje przyjęcie sprawozdania finansowego za 2024 r., uchwalenie planu gospodarczego na 2025 r. oraz głosowanie nad wymianą domofonów. Zgodnie z art. 23 ust. 1 ustawy o własności lokali uchwały mogą być podejmowane także w drodze indywidualnego zbierania głosów. Właściciel, który nie może przybyć osobiście, może udzielić pełnomocnictwa na piśmie. Projekty uchwał są dostępne u administratora. Zebranie nie jest otwarte dla najemców niebędących właścicielami.",
        good=[
            Good(
                "preserve",
                "Wspólnota Mieszkaniowa „Słoneczna 14” – coroczne zebranie właścicieli lokali\n"
                "Kiedy: wtorek, 25 marca 2025 r., godz. 18:00\n"
                "Gdzie: świetlica na parterze budynku B\n"
                "Porządek obrad:\n"
                "1. przyjęcie sprawozdania finansowego za 2024 r.,\n"
                "2. uchwalenie planu gospodarczego na 2025 r.,\n"
                "3. głosowanie w sprawie wymiany domofonów.\n"
                "Zgodnie z art. 23 ust. 1 ustawy o własności lokali uchwały mogą zapadać również w trybie indywidualnego zbierania głosów. "
                "Jeśli nie możesz przyjść osobiście, możesz udzielić pełnomocnictwa na piśmie. Projekty uchwał są dostępne u administratora. "
                "Zebranie nie jest otwarte dla najemców, którzy nie są właścicielami.\n"
                "Zarząd Wspólnoty",
            ),
            Good(
                "preserve",
                "Zarząd uprzejmie zawiadamia właścicieli lokali we Wspólnocie Mieszkaniowej „Słoneczna 14”, że doroczne zebranie odbędzie się 25 marca 2025 r. (wtorek) o 18:00 w świetlicy na parterze budynku B. W programie: przyjęcie sprawozdania finansowego za rok 2024, uchwalenie planu gospodarczego na rok 2025 i głosowanie nad wymianą domofonów. Właściciele, którzy nie mogą uczestniczyć osobiście, mogą udzielić pełnomocnictwa w formie pisemnej. Projekty uchwał można obejrzeć u administratora. Przypominamy, że na podstawie art. 23 ust. 1 ustawy o własności lokali uchwały mogą być podejmowane również w drodze indywidualnego zbierania głosów. Zebranie nie jest otwarte dla najemców niebędących właścicielami.",
            ),
            Good(
                "en",
                "The Board of the “Słoneczna 14” Housing Community gives notice that the annual meeting of unit owners will be held on Tuesday, 25 March 2025 at 6 p.m. in the common room on the ground floor of building B. The agenda includes approval of the financial statement for 2024, adoption of the maintenance plan for 2025 and a vote on replacing the intercoms. Under Article 23(1) of the Act on Ownership of Premises, resolutions may also be adopted by collecting votes individually. An owner who cannot attend in person may grant a written power of attorney. Draft resolutions are available from the property manager. The meeting is not open to tenants who are not owners.",
            ),
        ],
        bad=[
            Slip(0, [("wtorek, 25 marca 2025 r.", "wtorek, 27 marca 2025 r.")], "date"),
            Slip(1, [("art. 23 ust. 1 ustawy", "art. 32 ust. 1 ustawy")], "legal_reference"),
            Slip(
                2,
                [("The meeting is not open to tenants", "The meeting is also open to tenants")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-budget-app-release-notes-4-2",
        source="Wydanie 4.2.0 aplikacji Budżetownik (18 listopada 2024). Dodaliśmy eksport raportów do formatu CSV oraz tryb ciemny, który włączysz w Ustawienia → Wygląd. Poprawiliśmy błąd, przez który kategorie wydatków znikały po synchronizacji. Plik konfiguracyjny zmienił nazwę z `settings.ini` na `budzetownik.toml`; przy pierwszym uruchomieniu zostanie przekonwertowany automatycznie. Opcja `sync_interval` przyjmuje teraz wartość w minutach. Aktualizacja nie jest dostępna dla systemu Android w wersji niższej niż 9. Przed aktualizacją warto wykonać kopię zapasową danych. Jeśli napotkasz problemy, skontaktuj się z nami przez formularz w aplikacji.",
        good=[
            Good(
                "preserve",
                "**Budżetownik 4.2.0** – wydanie z 18 listopada 2024\n\n"
                "Nowości:\n"
                "- eksport raportów do CSV,\n"
                "- tryb ciemny (Ustawienia → Wygląd).\n\n"
                "Poprawki:\n"
                "- kategorie wydatków nie znikają już po synchronizacji.\n\n"
                "Zmiany w konfiguracji: plik `settings.ini` nazywa się teraz `budzetownik.toml` i przy pierwszym uruchomieniu zostanie automatycznie przekonwertowany, a `sync_interval` podajesz od teraz w minutach.\n\n"
                "Aktualizacja nie jest dostępna na Androida w wersji niższej niż 9. Zanim zaktualizujesz, warto zrobić kopię zapasową danych. "
                "W razie problemów skontaktuj się z nami przez formularz w aplikacji.",
            ),
            Good(
                "preserve",
                "W Budżetowniku 4.2.0, wydanym 18 listopada 2024 r., możesz eksportować raporty do pliku CSV i korzystać z trybu ciemnego – włączysz go w menu Ustawienia → Wygląd. Naprawiliśmy też błąd, który powodował znikanie kategorii wydatków po synchronizacji. Plik konfiguracyjny `settings.ini` zmienił nazwę na `budzetownik.toml`, a przy pierwszym uruchomieniu aplikacja sama go przekonwertuje. Wartość opcji `sync_interval` podaje się teraz w minutach. Aktualizacja nie jest dostępna dla Androida w wersji niższej niż 9. Przed aktualizacją warto wykonać kopię zapasową danych. Jeśli pojawią się problemy, skontaktuj się z nami przez formularz w aplikacji.",
            ),
            Good(
                "en",
                "Budżetownik 4.2.0 release notes (18 November 2024). We have added report export to CSV and a dark mode, which you can turn on under Settings → Appearance. We fixed a bug that made expense categories disappear after synchronisation. The configuration file has been renamed from `settings.ini` to `budzetownik.toml`; it will be converted automatically on first launch. The `sync_interval` option now takes a value in minutes. The update is not available for Android versions lower than 9. It is a good idea to back up your data before updating. If you run into problems, contact us via the in-app form.",
            ),
        ],
        bad=[
            Slip(0, [("`sync_interval`", "`sync_period`")], "code"),
            Slip(
                1,
                [
                    (
                        "Naprawiliśmy też błąd, który powodował znikanie kategorii wydatków po synchronizacji.",
                        "We also fixed a bug that caused expense categories to disappear after syncing.",
                    ),
                    (
                        "Wartość opcji `sync_interval` podaje się teraz w minutach.",
                        "The `sync_interval` option now takes its value in minutes.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(
                2,
                [("lower than 9.", "lower than 9; an iOS version will follow in December.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-sandomierz-jagiellonian-exhibition-announcement",
        source="Muzeum Regionalne w Sandomierzu zaprasza na wystawę „Sandomierz w czasach Jagiellonów”, czynną od 3 kwietnia do 31 sierpnia 2025 r. Zobaczyć można m.in. kopię przywileju lokacyjnego z 1286 r. oraz kafle piecowe z XVI w. odkryte podczas wykopalisk na Rynku. Część opisów opiera się na monografii prof. Ewy Grabowskiej „Miasto i dwór” (Wydawnictwo UJ, 2019, s. 112–148). Według szacunków archeologów kafle pochodzą prawdopodobnie z lat 1530–1560. Wstęp kosztuje 15 zł, ulgowy 10 zł; w czwartki wystawa jest bezpłatna. Fotografowanie bez lampy błyskowej jest dozwolone. Oprowadzanie kuratorskie odbywa się w każdą pierwszą sobotę miesiąca o 12:00.",
        good=[
            Good(
                "preserve",
                "„Sandomierz w czasach Jagiellonów” – wystawa w Muzeum Regionalnym w Sandomierzu, czynna od 3 kwietnia do 31 sierpnia 2025 r.\n\n"
                "Co zobaczysz: między innymi kopię przywileju lokacyjnego z 1286 r. i szesnastowieczne kafle piecowe odkryte podczas wykopalisk na Rynku – według szacunków archeologów pochodzą one prawdopodobnie z lat 1530–1560. "
                "Część opisów przygotowano na podstawie monografii prof. Ewy Grabowskiej „Miasto i dwór” (Wydawnictwo UJ, 2019, s. 112–148).\n\n"
                "Bilety: normalny 15 zł, ulgowy 10 zł, w czwartki wstęp bezpłatny.\n"
                "Zdjęcia możesz robić, ale bez lampy błyskowej.\n"
                "Oprowadzanie kuratorskie: każda pierwsza sobota miesiąca, godz. 12:00.",
            ),
            Good(
                "preserve",
                "Od 3 kwietnia do 31 sierpnia 2025 r. w Muzeum Regionalnym w Sandomierzu można oglądać wystawę „Sandomierz w czasach Jagiellonów”. Wśród eksponatów znajdują się kopia przywileju lokacyjnego z 1286 r. oraz kafle piecowe z XVI wieku, odkryte w trakcie wykopalisk na Rynku; archeolodzy szacują, że prawdopodobnie wykonano je w latach 1530–1560. Część opisów powstała w oparciu o monografię prof. Ewy Grabowskiej „Miasto i dwór” (Wydawnictwo UJ, 2019, s. 112–148). Bilet normalny kosztuje 15 zł, ulgowy 10 zł, a w czwartki wstęp jest bezpłatny. Zwiedzający mogą fotografować bez użycia lampy błyskowej. Oprowadzanie kuratorskie odbywa się w pierwszą sobotę każdego miesiąca o godz. 12:00.",
            ),
            Good(
                "en",
                "The Regional Museum in Sandomierz invites you to the exhibition “Sandomierz in the Jagiellonian Era”, open from 3 April to 31 August 2025. Exhibits include a copy of the 1286 town charter and 16th-century stove tiles discovered during excavations in the Market Square. Some of the descriptions are based on Prof. Ewa Grabowska's monograph “Miasto i dwór” (Jagiellonian University Press, 2019, pp. 112–148). Archaeologists estimate that the tiles probably date from 1530–1560. Admission is PLN 15, reduced PLN 10; on Thursdays the exhibition is free. Photography without flash is permitted. Curator-led tours take place on the first Saturday of every month at 12 noon.",
            ),
        ],
        bad=[
            Slip(0, [("s. 112–148", "s. 121–148")], "citation"),
            Slip(1, [("31 sierpnia", "31 lipca")], "date"),
            Slip(
                2,
                [
                    (
                        "the 1286 town charter and",
                        "the 1286 town charter, on loan from the National Archives in Kraków, and",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-software-company-remote-work-policy",
        source="Zasady pracy zdalnej w firmie Kodrix sp. z o.o. Pracownik może pracować zdalnie do 8 dni w miesiącu po uzgodnieniu terminów z przełożonym. Wniosek należy złożyć w systemie HR co najmniej 3 dni robocze wcześniej. W dni pracy zdalnej pracownik musi być dostępny na komunikatorze w godz. 10:00–14:00. Nie wolno przetwarzać danych klientów na prywatnych urządzeniach ani w publicznych sieciach Wi-Fi bez VPN. Firma zapewnia laptop i wypłaca 150 zł miesięcznie ryczałtu na koszty energii i internetu. Dział IT szacuje, że wdrożenie nowego VPN potrwa około dwóch tygodni; do tego czasu mogą występować krótkie przerwy w dostępie.",
        good=[
            Good(
                "preserve",
                "Praca zdalna w Kodrix sp. z o.o. – najważniejsze zasady:\n"
                "- możesz pracować zdalnie do 8 dni w miesiącu, po uzgodnieniu terminów z przełożonym;\n"
                "- wniosek trzeba złożyć w systemie HR co najmniej 3 dni robocze wcześniej;\n"
                "- w dniu pracy zdalnej musisz być dostępny na komunikatorze między 10:00 a 14:00;\n"
                "- danych klientów nie wolno przetwarzać na prywatnych urządzeniach ani w publicznych sieciach Wi-Fi bez VPN.\n"
                "Firma zapewnia laptop i wypłaca 150 zł miesięcznego ryczałtu na prąd i internet. "
                "Według szacunków działu IT wdrożenie nowego VPN zajmie około dwóch tygodni – do tego czasu mogą się zdarzać krótkie przerwy w dostępie.",
            ),
            Good(
                "preserve",
                "W Kodrix sp. z o.o. pracownik może wykonywać pracę zdalną przez maksymalnie 8 dni w miesiącu, pod warunkiem uzgodnienia terminów z przełożonym. Wniosek należy złożyć w systemie HR najpóźniej 3 dni robocze przed planowanym terminem. W dniach pracy zdalnej pracownik ma obowiązek być dostępny na komunikatorze w godzinach 10:00–14:00. Zabronione jest przetwarzanie danych klientów na prywatnych urządzeniach oraz w publicznych sieciach Wi-Fi bez VPN. Pracodawca zapewnia laptop i wypłaca miesięczny ryczałt w wysokości 150 zł na koszty energii i internetu. Według szacunków działu IT wdrożenie nowego VPN potrwa około dwóch tygodni, a w tym okresie mogą występować krótkie przerwy w dostępie.",
            ),
            Good(
                "en",
                "Remote work rules at Kodrix sp. z o.o. Employees may work remotely for up to 8 days a month after agreeing the dates with their manager. Requests must be submitted in the HR system at least 3 working days in advance. On remote days, employees must be available on the messaging app from 10 a.m. to 2 p.m. Processing customer data on private devices or on public Wi-Fi networks without a VPN is not allowed. The company provides a laptop and pays a flat allowance of PLN 150 a month towards energy and internet costs. The IT department estimates that rolling out the new VPN will take about two weeks; until then there may be brief interruptions in access.",
            ),
        ],
        bad=[
            Slip(0, [("musisz być dostępny", "powinieneś być dostępny")], "modality"),
            Slip(
                1,
                [
                    (
                        "Według szacunków działu IT wdrożenie nowego VPN potrwa około dwóch tygodni",
                        "Dział IT zapowiada, że wdrożenie nowego VPN potrwa dwa tygodnie",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("without a VPN is not allowed.", "without a VPN is allowed.")], "negation"),
        ],
    ),
    Case(
        key="pl-tatra-park-avalanche-trail-closure",
        source="Komunikat Tatrzańskiego Parku Narodowego z 12 stycznia 2025 r. Z powodu zagrożenia lawinowego (stopień 3 w pięciostopniowej skali) szlak z Morskiego Oka na Rysy jest zamknięty do odwołania. Pozostałe szlaki w rejonie Morskiego Oka są otwarte, ale turyści powinni zabrać raki i czekan oraz sprawdzić prognozę przed wyjściem. Wstęp do parku kosztuje 10 zł (ulgowy 5 zł); bilety można kupić online. Poruszanie się poza wyznaczonymi szlakami jest zabronione. W razie wypadku należy dzwonić pod numer alarmowy TOPR 601 100 300 lub 985. Według synoptyków warunki mogą się poprawić pod koniec tygodnia.",
        good=[
            Good(
                "preserve",
                "TPN – komunikat z 12 stycznia 2025 r.:\n"
                "- szlak z Morskiego Oka na Rysy zamknięty do odwołania z powodu zagrożenia lawinowego (3. stopień w 5-stopniowej skali);\n"
                "- pozostałe szlaki w rejonie Morskiego Oka są otwarte – powinieneś jednak zabrać raki i czekan oraz przed wyjściem sprawdzić prognozę;\n"
                "- wstęp do parku: 10 zł, ulgowy 5 zł (bilety można kupić online);\n"
                "- poruszanie się poza wyznaczonymi szlakami jest zabronione;\n"
                "- w razie wypadku dzwoń na numer alarmowy TOPR: 601 100 300 lub 985.\n"
                "Według synoptyków warunki mogą się poprawić pod koniec tygodnia.",
            ),
            Good(
                "preserve",
                "Tatrzański Park Narodowy informuje (komunikat z 12 stycznia 2025 r.), że w związku z zagrożeniem lawinowym 3. stopnia w pięciostopniowej skali szlak z Morskiego Oka na Rysy pozostaje zamknięty do odwołania. Inne szlaki w rejonie Morskiego Oka są otwarte, przy czym turyści powinni mieć ze sobą raki i czekan oraz przed wyjściem sprawdzić prognozę. Opłata za wstęp do parku wynosi 10 zł, bilet ulgowy – 5 zł; bilety można kupić przez internet. Obowiązuje zakaz poruszania się poza wyznaczonymi szlakami. W razie wypadku należy wezwać TOPR pod numerem alarmowym 601 100 300 lub 985. Synoptycy przewidują, że pod koniec tygodnia warunki mogą ulec poprawie.",
            ),
            Good(
                "en",
                "Tatra National Park announcement of 12 January 2025. Because of avalanche danger (level 3 on a five-level scale), the trail from Morskie Oko to Rysy is closed until further notice. Other trails in the Morskie Oko area are open, but hikers should bring crampons and an ice axe and check the forecast before setting out. Entry to the park costs PLN 10 (reduced PLN 5); tickets can be bought online. Walking off marked trails is prohibited. In the event of an accident, call the TOPR emergency number 601 100 300 or 985. According to forecasters, conditions may improve towards the end of the week.",
            ),
        ],
        bad=[
            Slip(0, [("ulgowy 5 zł", "ulgowy 7 zł")], "number"),
            Slip(1, [("turyści powinni mieć ze sobą", "turyści muszą mieć ze sobą")], "modality"),
            Slip(
                2,
                [
                    (
                        "is closed until further notice.",
                        "is closed until further notice after an avalanche buried part of the path on Friday.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
