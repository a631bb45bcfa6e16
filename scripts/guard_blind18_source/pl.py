# ruff: noqa: E501, RUF001
"""Blind set 18: Polish source passages with their faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="pl-sala-konferencyjna",
        source="Urząd Gminy Stare Babice udostępnia salę konferencyjną nr 12 (parter, do 40 osób) organizacjom pozarządowym, szkołom i mieszkańcom. Rezerwacji należy dokonać co najmniej 7 dni przed planowanym terminem, wysyłając formularz na adres sala@starebabice.pl lub składając go w Biurze Obsługi Klienta. Opłata wynosi 60 zł za godzinę; organizacje pozarządowe z terenu gminy mogą korzystać z sali bezpłatnie, o ile wydarzenie jest otwarte dla mieszkańców. Salę można wynajmować w dni robocze w godzinach 16:00–21:00 oraz w soboty od 9:00 do 15:00. Najemca musi pozostawić salę w stanie uporządkowanym; w sali nie wolno spożywać posiłków. Regulamin dostępny jest na stronie www.starebabice.pl/sala.",
        good=[
            Good(
                "preserve",
                "Sala konferencyjna nr 12 Urzędu Gminy Stare Babice, usytuowana na parterze i mieszcząca do 40 osób, jest udostępniana organizacjom pozarządowym, szkołom oraz mieszkańcom. Wniosek o rezerwację należy złożyć z wyprzedzeniem nie krótszym niż 7 dni – drogą elektroniczną na adres sala@starebabice.pl albo osobiście w Biurze Obsługi Klienta. Stawka za wynajem wynosi 60 zł za każdą godzinę. Organizacje pozarządowe działające na terenie gminy są zwolnione z opłaty, pod warunkiem że organizowane przez nie wydarzenie ma charakter otwarty dla mieszkańców. Sala jest dostępna w dni robocze w godz. 16:00–21:00, a w soboty w godz. 9:00–15:00. Najemca zobowiązany jest do pozostawienia sali w należytym porządku; spożywanie posiłków w sali jest zabronione. Pełna treść regulaminu znajduje się pod adresem www.starebabice.pl/sala.",
            ),
            Good(
                "preserve",
                """Kto może skorzystać z sali konferencyjnej nr 12 w Urzędzie Gminy Stare Babice?
Organizacje pozarządowe, szkoły i mieszkańcy. Sala znajduje się na parterze i mieści maksymalnie 40 osób.

Jak ją zarezerwować?
Formularz wyślij na sala@starebabice.pl albo złóż w Biurze Obsługi Klienta – najpóźniej 7 dni przed terminem.

Ile to kosztuje?
60 zł za godzinę. Organizacje pozarządowe z terenu gminy nie płacą nic, jeśli ich wydarzenie jest otwarte dla mieszkańców.

Kiedy sala jest dostępna?
W dni robocze od 16:00 do 21:00, a w soboty od 9:00 do 15:00.

Jakie obowiązują zasady?
Po wydarzeniu trzeba zostawić salę uporządkowaną, a posiłków nie można w niej jeść. Cały regulamin: www.starebabice.pl/sala.""",
            ),
            Good(
                "en",
                "Stare Babice Municipal Office makes its conference room no. 12 (ground floor, capacity up to 40 people) available to NGOs, schools and residents. Bookings must be made at least 7 days before the planned date, either by e-mailing the form to sala@starebabice.pl or by handing it in at the Customer Service Office. Hire costs PLN 60 per hour, although NGOs based in the municipality may use the room free of charge provided their event is open to residents. The room can be hired on working days from 4 pm to 9 pm and on Saturdays from 9 am to 3 pm. Hirers must leave the room tidy, and eating meals in it is not allowed. The full rules are available at www.starebabice.pl/sala.",
            ),
        ],
        bad=[
            Slip(0, [("60 zł za każdą godzinę", "50 zł za każdą godzinę")], "number"),
            Slip(
                1,
                [("trzeba zostawić salę uporządkowaną", "warto zostawić salę uporządkowaną")],
                "modality",
            ),
            Slip(2, [("www.starebabice.pl/sala", "www.starebabice.pl/sale")], "url"),
        ],
    ),
    Case(
        key="pl-kurs-polskiego",
        source="Centrum Kultury w Lublinie zaprasza cudzoziemców na bezpłatny kurs języka polskiego na poziomie A1. Zajęcia odbywają się dwa razy w tygodniu, we wtorki i czwartki od 17:30 do 19:00, od 7 października 2025 r. do 29 stycznia 2026 r. Grupa liczy maksymalnie 15 osób, dlatego o przyjęciu decyduje kolejność zgłoszeń. Zapisy prowadzimy do 30 września pod numerem 81 466 61 40. Nie jest wymagana znajomość języka polskiego, ale uczestnik powinien posługiwać się alfabetem łacińskim. Kurs kończy się testem, który zwykle odbywa się na ostatnich zajęciach; osoby obecne na co najmniej 80% zajęć otrzymują zaświadczenie.",
        good=[
            Good(
                "preserve",
                "Chcesz nauczyć się polskiego? Centrum Kultury w Lublinie organizuje dla cudzoziemców kurs na poziomie A1 – i to za darmo! Spotykamy się we wtorki i czwartki, od 17:30 do 19:00, od 7 października 2025 r. aż do 29 stycznia 2026 r. W grupie jest miejsce tylko dla 15 osób, więc kto pierwszy, ten lepszy. Zapisać się możesz do 30 września – wystarczy zadzwonić pod 81 466 61 40. Nie musisz znać ani słowa po polsku, ale powinieneś umieć posługiwać się alfabetem łacińskim. Na koniec jest test (zwykle na ostatnich zajęciach), a jeśli byłeś na co najmniej 80% spotkań, dostaniesz zaświadczenie.",
            ),
            Good(
                "preserve",
                "Bezpłatny kurs polskiego (A1) dla cudzoziemców w Centrum Kultury w Lublinie: wt. i czw. 17:30–19:00, 7.10.2025–29.01.2026. Maks. 15 osób, decyduje kolejność zgłoszeń; zapisy do 30 września, tel. 81 466 61 40. Znajomość polskiego niewymagana, uczestnik powinien jednak znać alfabet łaciński. Na koniec test, zwykle na ostatnich zajęciach; zaświadczenie przy obecności na min. 80% zajęć.",
            ),
            Good(
                "en",
                "The Lublin Cultural Centre invites foreigners to a free A1-level Polish course. Classes run twice a week, on Tuesdays and Thursdays from 5:30 to 7 pm, between 7 October 2025 and 29 January 2026. Places are allocated on a first-come, first-served basis, as each group has no more than 15 participants. You can sign up until 30 September by calling 81 466 61 40. No knowledge of Polish is needed, although participants should be able to use the Latin alphabet. The course ends with a test, usually held at the last class, and anyone who attends at least 80% of the classes receives a certificate.",
            ),
        ],
        bad=[
            Slip(0, [("(zwykle na ostatnich zajęciach)", "(na ostatnich zajęciach)")], "hedge"),
            Slip(
                1, [("Znajomość polskiego niewymagana", "Znajomość polskiego wymagana")], "negation"
            ),
            Slip(2, [("until 30 September", "until 20 September")], "date"),
        ],
    ),
    Case(
        key="pl-aparat-sluchowy",
        source="Osoby z orzeczeniem o niepełnosprawności mogą ubiegać się w Powiatowym Centrum Pomocy Rodzinie w Tczewie o dofinansowanie zakupu aparatu słuchowego ze środków PFRON. Podstawą jest § 11 rozporządzenia Ministra Pracy i Polityki Społecznej z dnia 25 czerwca 2002 r. w sprawie określania rodzajów zadań powiatu, które mogą być finansowane ze środków PFRON. Dofinansowanie wynosi do 150% kwoty limitu NFZ. Przeciętny miesięczny dochód na osobę nie może przekraczać 50% przeciętnego wynagrodzenia w gospodarstwie wieloosobowym lub 65% w jednoosobowym. Wniosek należy złożyć przed zakupem – faktury wystawione wcześniej nie są refundowane. Jak wskazują badania (Skarżyński i in., 2019), co piąty dorosły Polak ma problemy ze słuchem, a tylko część z nich korzysta z aparatu.",
        good=[
            Good(
                "preserve",
                "Jeśli masz orzeczenie o niepełnosprawności, możesz wystąpić do Powiatowego Centrum Pomocy Rodzinie w Tczewie o dopłatę z PFRON do aparatu słuchowego. Pomoc przyznaje się na podstawie § 11 rozporządzenia Ministra Pracy i Polityki Społecznej z dnia 25 czerwca 2002 r. w sprawie określania rodzajów zadań powiatu, które mogą być finansowane ze środków PFRON. Można dostać maksymalnie 150% limitu ustalonego przez NFZ. Jest też warunek dochodowy: średni miesięczny dochód na osobę nie może być wyższy niż 50% przeciętnego wynagrodzenia w gospodarstwie wieloosobowym, a w jednoosobowym – 65%. Wniosek złóż, zanim kupisz aparat, bo faktur wystawionych przed jego złożeniem się nie refunduje. Według badań Skarżyńskiego i współpracowników (2019) problemy ze słuchem ma co piąty dorosły Polak, ale aparatu używa tylko część z nich.",
            ),
            Good(
                "preserve",
                """Kto może dostać dofinansowanie do aparatu słuchowego?
Osoba z orzeczeniem o niepełnosprawności. Wniosek rozpatruje Powiatowe Centrum Pomocy Rodzinie w Tczewie, a pieniądze pochodzą z PFRON.

Na jakiej podstawie?
§ 11 rozporządzenia Ministra Pracy i Polityki Społecznej z dnia 25 czerwca 2002 r. w sprawie określania rodzajów zadań powiatu, które mogą być finansowane ze środków PFRON.

Ile wynosi dopłata?
Do 150% limitu NFZ.

Czy jest kryterium dochodowe?
Tak: przeciętny miesięczny dochód na osobę nie może przekroczyć 50% przeciętnego wynagrodzenia w gospodarstwie wieloosobowym albo 65% w jednoosobowym.

Czy mogę najpierw kupić aparat, a potem złożyć wniosek?
Nie – faktur wystawionych przed złożeniem wniosku się nie refunduje.

Czy to częsty problem?
Według Skarżyńskiego i in. (2019) kłopoty ze słuchem ma co piąty dorosły Polak, a aparat nosi tylko część z nich.""",
            ),
            Good(
                "en",
                "People with an official disability certificate can apply to the District Family Support Centre (PCPR) in Tczew for PFRON funding towards a hearing aid. The legal basis is § 11 of the Regulation of the Minister of Labour and Social Policy of 25 June 2002 on the types of district tasks that may be financed from PFRON funds. The grant covers up to 150% of the NFZ price limit. Average monthly income per household member must not exceed 50% of the average wage in a multi-person household, or 65% in a single-person one. Apply before you buy: invoices issued before the application are not reimbursed. Research (Skarżyński et al., 2019) shows that one in five Polish adults has hearing problems, yet only some of them use a hearing aid.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("na podstawie § 11 rozporządzenia", "na podstawie § 12 rozporządzenia")],
                "legal_reference",
            ),
            Slip(1, [("Skarżyńskiego i in. (2019)", "Skarżyńskiego i in. (2016)")], "citation"),
            Slip(2, [("or 65% in a single-person one", "or 75% in a single-person one")], "number"),
        ],
    ),
    Case(
        key="pl-wyjazd-integracyjny",
        source="Drodzy Pracownicy, tegoroczny wyjazd integracyjny odbędzie się w dniach 12–14 czerwca 2025 r. w ośrodku „Leśny Zakątek” w Szklarskiej Porębie. Wyjazd autokarem nastąpi 12 czerwca o 8:00 spod biura przy ul. Grabiszyńskiej 241 we Wrocławiu. Udział jest dobrowolny, ale prosimy o potwierdzenie obecności do 16 maja w formularzu w intranecie. Koszty transportu, noclegów i wyżywienia pokrywa firma; osoby towarzyszące mogą dołączyć za opłatą 690 zł. Uczestnicy muszą zabrać dowód osobisty i wygodne obuwie – w programie jest całodniowa wycieczka w góry, która przy złej pogodzie prawdopodobnie zostanie zastąpiona warsztatami w ośrodku. Pytania: Marta Zielińska, dział HR, wew. 214.",
        good=[
            Good(
                "preserve",
                "Hej wszystkim! Jedziemy na wyjazd integracyjny – 12–14 czerwca 2025 r. do ośrodka „Leśny Zakątek” w Szklarskiej Porębie. Autokar rusza 12 czerwca o 8:00 sprzed naszego biura na Grabiszyńskiej 241 we Wrocławiu. Nikogo nie zmuszamy, ale dajcie znać do 16 maja, czy jedziecie – formularz czeka w intranecie. Przejazd, noclegi i jedzenie są na koszt firmy, a jeśli chcecie kogoś zabrać, osoba towarzysząca płaci 690 zł. Koniecznie weźcie dowód osobisty i wygodne buty, bo czeka nas cały dzień w górach. Jeśli pogoda nie dopisze, pewnie zamiast wycieczki zrobimy warsztaty w ośrodku. Pytania kierujcie do Marty Zielińskiej z działu HR, wew. 214.",
            ),
            Good(
                "preserve",
                "Szanowni Państwo, uprzejmie informujemy, że tegoroczny wyjazd integracyjny zaplanowano na 12–14 czerwca 2025 r.; miejscem pobytu będzie ośrodek „Leśny Zakątek” w Szklarskiej Porębie. Odjazd autokaru nastąpi 12 czerwca o godz. 8:00 sprzed siedziby firmy przy ul. Grabiszyńskiej 241 we Wrocławiu. Uczestnictwo nie jest obowiązkowe; prosimy jednak o potwierdzenie udziału za pośrednictwem formularza w intranecie w terminie do 16 maja. Firma pokrywa koszty przejazdu, zakwaterowania i wyżywienia. Osoby towarzyszące mogą wziąć udział w wyjeździe po wniesieniu opłaty w wysokości 690 zł. Każdy uczestnik jest zobowiązany zabrać dowód osobisty oraz wygodne obuwie, ponieważ program przewiduje całodniową wycieczkę górską; w przypadku niesprzyjającej pogody zostanie ona najprawdopodobniej zastąpiona warsztatami na terenie ośrodka. Wszelkie pytania prosimy kierować do p. Marty Zielińskiej z działu HR (wew. 214).",
            ),
            Good(
                "en",
                "Dear colleagues, this year's team-building trip will take place from 12 to 14 June 2025 at the Leśny Zakątek resort in Szklarska Poręba. The coach leaves at 8:00 am on 12 June from the office at ul. Grabiszyńska 241 in Wrocław. Taking part is voluntary, but please confirm whether you are coming by 16 May using the form on the intranet. The company covers travel, accommodation and meals; accompanying persons can join for a fee of PLN 690. Everyone must bring their ID card and comfortable shoes, as the programme includes a full-day trip into the mountains – if the weather is bad, it will probably be replaced by workshops at the resort. Any questions: Marta Zielińska, HR, ext. 214.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "osoba towarzysząca płaci 690 zł.",
                        "osoba towarzysząca płaci 690 zł (płatne przelewem do końca maja).",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Każdy uczestnik jest zobowiązany zabrać",
                        "Każdemu uczestnikowi zaleca się zabrać",
                    )
                ],
                "modality",
            ),
            Slip(2, [("by 16 May", "by 19 May")], "date"),
        ],
    ),
    Case(
        key="pl-konkurs-plastyczny",
        source="Regulamin konkursu plastycznego „Moje miasto za 100 lat”. Organizatorem jest Młodzieżowy Dom Kultury nr 2 w Gdyni. Konkurs jest skierowany do dzieci w wieku 6–12 lat. Każdy uczestnik może zgłosić jedną pracę w formacie A3, wykonaną dowolną techniką płaską; nie przyjmujemy prac wykonanych z materiałów sypkich (np. kaszy, piasku). Prace wraz z kartą zgłoszenia, podpisaną przez rodzica lub opiekuna, należy dostarczyć do 14 marca 2025 r. do sekretariatu MDK (ul. Morska 112). Kartę można pobrać ze strony www.mdk2.gdynia.pl/konkurs. Jury przyzna nagrody w dwóch kategoriach wiekowych: 6–9 i 10–12 lat. Wyniki zostaną ogłoszone 28 marca 2025 r., a prace nie będą zwracane autorom.",
        good=[
            Good(
                "preserve",
                """Konkurs plastyczny „Moje miasto za 100 lat” – najważniejsze zasady:
- Organizator: Młodzieżowy Dom Kultury nr 2 w Gdyni.
- Kto może wziąć udział: dzieci w wieku od 6 do 12 lat.
- Praca: jedna na uczestnika, format A3, dowolna technika płaska.
- Niedozwolone: prace z materiałów sypkich, np. z kaszy czy piasku.
- Zgłoszenie: praca + karta zgłoszenia podpisana przez rodzica lub opiekuna; dostarczyć do 14 marca 2025 r. do sekretariatu MDK, ul. Morska 112.
- Karta do pobrania: www.mdk2.gdynia.pl/konkurs.
- Kategorie wiekowe: 6–9 lat oraz 10–12 lat; w każdej jury przyzna nagrody.
- Ogłoszenie wyników: 28 marca 2025 r.
- Prace nie wracają do autorów.""",
            ),
            Good(
                "preserve",
                "Młodzieżowy Dom Kultury nr 2 w Gdyni ogłasza konkurs plastyczny „Moje miasto za 100 lat” dla dzieci od 6 do 12 lat. Każde dziecko może zgłosić jedną pracę w formacie A3. Technika jest dowolna, byle płaska – prace z kaszy, piasku i innych materiałów sypkich nie będą przyjmowane. Do pracy trzeba dołączyć kartę zgłoszenia z podpisem rodzica lub opiekuna; kartę pobierzesz ze strony www.mdk2.gdynia.pl/konkurs. Całość należy przynieść do sekretariatu MDK przy ul. Morskiej 112 najpóźniej 14 marca 2025 r. Jury nagrodzi prace w dwóch grupach wiekowych: 6–9 lat i 10–12 lat. Wyniki poznamy 28 marca 2025 r. Zgłoszone prace nie są zwracane.",
            ),
            Good(
                "en",
                "Rules of the “My City in 100 Years” art competition. The competition is organised by Youth Culture Centre No. 2 in Gdynia and is open to children aged 6 to 12. Each participant may enter one A3 piece made in any flat technique; works made from loose materials (such as groats or sand) will not be accepted. Entries, together with an entry form signed by a parent or guardian, must be delivered to the MDK office at ul. Morska 112 by 14 March 2025. The form can be downloaded from www.mdk2.gdynia.pl/konkurs. The jury will award prizes in two age groups: 6–9 and 10–12. Results will be announced on 28 March 2025, and entries will not be returned to their authors.",
            ),
        ],
        bad=[
            Slip(
                0, [("- Prace nie wracają do autorów.", "- Prace wracają do autorów.")], "negation"
            ),
            Slip(1, [("www.mdk2.gdynia.pl/konkurs", "www.mdk2.gdynia.pl/konkursy")], "url"),
            Slip(2, [("on 28 March 2025", "on 21 March 2025")], "date"),
        ],
    ),
    Case(
        key="pl-zbycie-pojazdu",
        source="Sprzedałeś samochód? Zgodnie z art. 78 ust. 2 pkt 1 ustawy z dnia 20 czerwca 1997 r. – Prawo o ruchu drogowym właściciel pojazdu zarejestrowanego w Polsce ma obowiązek zawiadomić starostę o jego zbyciu w terminie 30 dni. Za niedopełnienie tego obowiązku grozi kara od 200 do 1000 zł. Zawiadomienie można złożyć osobiście w Wydziale Komunikacji Starostwa Powiatowego w Pruszkowie (pon.–pt. 8:00–15:30), pocztą lub przez ePUAP. Należy dołączyć kopię umowy sprzedaży lub faktury. Sprzedający nie musi oddawać dowodu rejestracyjnego do urzędu – przekazuje go nabywcy razem z pojazdem. Osobno, również w ciągu 30 dni, trzeba powiadomić o sprzedaży ubezpieczyciela, u którego wykupiono OC.",
        good=[
            Good(
                "preserve",
                """Sprzedałem auto – czy muszę to gdzieś zgłosić?
Tak. Art. 78 ust. 2 pkt 1 ustawy z dnia 20 czerwca 1997 r. – Prawo o ruchu drogowym zobowiązuje właściciela pojazdu zarejestrowanego w Polsce do zawiadomienia starosty o zbyciu auta w ciągu 30 dni.

Co grozi, jeśli tego nie zrobię?
Kara w wysokości od 200 do 1000 zł.

Gdzie i jak złożyć zawiadomienie?
Osobiście w Wydziale Komunikacji Starostwa Powiatowego w Pruszkowie (od poniedziałku do piątku, 8:00–15:30), listownie albo przez ePUAP. Dołącz kopię umowy sprzedaży lub faktury.

Co z dowodem rejestracyjnym?
Nie zwracasz go do urzędu – oddajesz go kupującemu razem z samochodem.

Czy to wszystko?
Nie. W tym samym terminie 30 dni musisz też poinformować o sprzedaży ubezpieczyciela, u którego wykupiono OC.""",
            ),
            Good(
                "preserve",
                "Sprzedaż auta zarejestrowanego w Polsce zgłoś staroście w ciągu 30 dni (art. 78 ust. 2 pkt 1 ustawy z dnia 20 czerwca 1997 r. – Prawo o ruchu drogowym); za zaniechanie grozi kara 200–1000 zł. Zgłoszenie: osobiście w Wydziale Komunikacji Starostwa Powiatowego w Pruszkowie (pon.–pt. 8:00–15:30), pocztą lub przez ePUAP, z kopią umowy sprzedaży albo faktury. Dowodu rejestracyjnego nie zwracasz do urzędu – trafia do nabywcy wraz z autem. W tym samym terminie 30 dni powiadom ubezpieczyciela OC.",
            ),
            Good(
                "en",
                "Sold your car? Under Article 78(2)(1) of the Act of 20 June 1997 – Road Traffic Law, the owner of a vehicle registered in Poland must notify the district head (starosta) of its sale within 30 days. Failing to do so carries a fine of PLN 200 to 1,000. You can file the notification in person at the Vehicle Registration Department of the Pruszków District Office (Mon–Fri, 8:00–15:30), by post or via ePUAP, enclosing a copy of the sales contract or invoice. The seller does not have to return the registration certificate to the office; it is handed to the buyer together with the vehicle. Separately, also within 30 days, you must inform the insurer with whom the third-party liability (OC) policy was taken out.",
            ),
        ],
        bad=[
            Slip(0, [("Art. 78 ust. 2 pkt 1", "Art. 87 ust. 2 pkt 1")], "legal_reference"),
            Slip(1, [("kara 200–1000 zł", "kara 200–1500 zł")], "number"),
            Slip(
                2, [("The seller does not have to return", "The seller has to return")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-kurs-drona",
        source="""## Kurs na operatora drona – kategoria otwarta A2

Szkoła Lotnicza SkyLab w Rzeszowie prowadzi przygotowanie do egzaminu **A2 CofC** przed Urzędem Lotnictwa Cywilnego. Kurs trwa 2 dni (łącznie 16 godzin) i kosztuje 890 zł. Kod kursu: DR-A2-2025/04.

- Warunek udziału: ważne świadectwo kompetencji **A1/A3** i ukończone 16 lat.
- Uczestnik musi mieć nadany numer operatora w rejestrze ULC przed zajęciami praktycznymi.
- Egzamin teoretyczny (30 pytań) zdaje się online na stronie ULC; jego koszt nie jest wliczony w cenę kursu.

Zajęcia praktyczne odbywają się na lotnisku w Jasionce, zwykle w weekendy. Przy silnym wietrze mogą zostać przełożone.""",
        good=[
            Good(
                "preserve",
                """## Kurs A2 dla operatorów dronów (kategoria otwarta)

SkyLab, szkoła lotnicza z Rzeszowa, przygotowuje do egzaminu **A2 CofC** przed ULC. 2 dni, 16 godzin, 890 zł; kod kursu: DR-A2-2025/04.

- Wymagane: ważne świadectwo **A1/A3**, wiek min. 16 lat.
- Przed praktyką obowiązkowo nadany numer operatora w rejestrze ULC.
- Teoria: egzamin online na stronie ULC, 30 pytań, opłata poza ceną kursu.

Praktyka: lotnisko Jasionka, zwykle w weekendy; przy silnym wietrze możliwe przełożenie.""",
            ),
            Good(
                "preserve",
                """## Zostań operatorem drona w kategorii A2!

Chcesz zdać egzamin **A2 CofC** przed Urzędem Lotnictwa Cywilnego? Szkoła Lotnicza SkyLab z Rzeszowa przygotuje Cię w 2 dni – to razem 16 godzin zajęć za 890 zł (kod kursu: DR-A2-2025/04).

- Musisz mieć ukończone 16 lat i ważne świadectwo **A1/A3**.
- Zanim zaczniesz zajęcia praktyczne, musisz mieć nadany numer operatora w rejestrze ULC.
- Teorię (30 pytań) zdajesz online na stronie ULC – za ten egzamin płacisz osobno, nie ma go w cenie kursu.

Latamy na lotnisku w Jasionce, najczęściej w weekendy. Jak mocno wieje, zajęcia mogą się przesunąć.""",
            ),
            Good(
                "en",
                """## Drone operator course – open category A2

SkyLab Aviation School in Rzeszów prepares candidates for the **A2 CofC** exam before the Civil Aviation Authority (ULC). The course lasts 2 days (16 hours in total) and costs PLN 890. Course code: DR-A2-2025/04.

- Entry requirements: a valid **A1/A3** certificate of competency and a minimum age of 16.
- Participants must have an operator number in the ULC register before the practical sessions.
- The theory exam (30 questions) is taken online on the ULC website; its fee is not included in the course price.

Practical sessions take place at Jasionka airport, usually at weekends, and may be postponed in strong winds.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    ("- Wymagane:", "Wymagane:"),
                    ("- Przed praktyką", "Przed praktyką"),
                    ("- Teoria:", "Teoria:"),
                ],
                "markdown",
            ),
            Slip(1, [("DR-A2-2025/04", "DR-A2-2025/14")], "code"),
            Slip(
                2,
                [
                    (
                        "Participants must have an operator number",
                        "Participants are advised to have an operator number",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-dyzury-radnych",
        source="Komunikat Przewodniczącego Rady Miejskiej w Kielcach. W listopadzie 2025 r. radni pełnią dyżury w Biurze Rady Miejskiej (Rynek 1, pokój 14) według harmonogramu: Anna Wójcik – 4 listopada, 15:00–17:00; Tomasz Baran – 13 listopada, 16:00–18:00; Ewa Kaczmarek – 25 listopada, 15:00–17:00. Na dyżur nie trzeba się wcześniej umawiać, jednak przy większej liczbie interesantów czas rozmowy może zostać ograniczony do 15 minut. Sprawy indywidualne, np. dotyczące decyzji administracyjnych, należy kierować do właściwych wydziałów urzędu, a nie do radnych. W razie zmiany terminu informacja zostanie zamieszczona na stronie bip.kielce.eu. Kontakt z Biurem Rady: tel. 41 367 64 10.",
        good=[
            Good(
                "preserve",
                """Przewodniczący Rady Miejskiej w Kielcach informuje o listopadowych dyżurach radnych w 2025 r. Dyżury odbywają się w Biurze Rady Miejskiej, Rynek 1, pokój 14:
– 4 listopada, 15:00–17:00 – Anna Wójcik,
– 13 listopada, 16:00–18:00 – Tomasz Baran,
– 25 listopada, 15:00–17:00 – Ewa Kaczmarek.
Wcześniejsze umawianie się nie jest potrzebne. Jeśli jednak przyjdzie więcej osób, czas rozmowy może zostać skrócony do 15 minut. Spraw indywidualnych, na przykład dotyczących decyzji administracyjnych, nie należy kierować do radnych – z nimi trzeba zwrócić się do odpowiedniego wydziału urzędu. Gdyby termin się zmienił, informacja pojawi się na bip.kielce.eu. Biuro Rady: tel. 41 367 64 10.""",
            ),
            Good(
                "preserve",
                "Chcesz porozmawiać z radnym? W listopadzie 2025 r. kieleccy radni czekają na mieszkańców w Biurze Rady Miejskiej (Rynek 1, pokój 14). 4 listopada od 15:00 do 17:00 będzie Anna Wójcik, 13 listopada od 16:00 do 18:00 – Tomasz Baran, a 25 listopada od 15:00 do 17:00 – Ewa Kaczmarek. Nie trzeba się umawiać – wystarczy przyjść. Pamiętaj tylko, że jak zbierze się więcej chętnych, na rozmowę może być tylko 15 minut. Z indywidualnymi sprawami, np. w sprawie decyzji administracyjnej, idź od razu do właściwego wydziału urzędu, a nie do radnego. Jeśli coś się zmieni w terminach, zobaczysz to na bip.kielce.eu. Biuro Rady odbiera pod numerem 41 367 64 10. (Komunikat Przewodniczącego Rady Miejskiej w Kielcach)",
            ),
            Good(
                "en",
                "Notice from the Chair of Kielce City Council. In November 2025, councillors will hold surgeries at the City Council Office (Rynek 1, room 14) as follows: Anna Wójcik on 4 November, 3–5 pm; Tomasz Baran on 13 November, 4–6 pm; and Ewa Kaczmarek on 25 November, 3–5 pm. No appointment is needed, but if many residents turn up, conversations may be limited to 15 minutes. Individual matters, such as those concerning administrative decisions, should be taken to the relevant departments of the city office rather than to councillors. Any change of date will be posted at bip.kielce.eu. The Council Office can be reached on 41 367 64 10.",
            ),
        ],
        bad=[
            Slip(0, [("– 13 listopada, 16:00–18:00", "– 18 listopada, 16:00–18:00")], "date"),
            Slip(
                1,
                [
                    (
                        "Nie trzeba się umawiać – wystarczy przyjść.",
                        "Trzeba się wcześniej umówić – nie wystarczy przyjść.",
                    )
                ],
                "negation",
            ),
            Bad(
                "en",
                "Notice from the Chair of Kielce City Council. In November 2025, councillors will hold surgeries at the City Council Office (Rynek 1, room 14, first floor) as follows: Anna Wójcik on 4 November, 3–5 pm; Tomasz Baran on 13 November, 4–6 pm; and Ewa Kaczmarek on 25 November, 3–5 pm. No appointment is needed, but if many residents turn up, conversations may be limited to 15 minutes. Individual matters, such as those concerning administrative decisions, should be taken to the relevant departments of the city office rather than to councillors. Any change of date will be posted at bip.kielce.eu. The Council Office can be reached on 41 367 64 10.",
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ubezpieczenie-roweru",
        source="Ubezpieczenie Rower+ chroni rower od kradzieży i zniszczenia w wypadku, a dodatkowo obejmuje OC rowerzysty do 50 000 zł. Ochrona dotyczy rowerów nie starszych niż 3 lata i wartych od 1500 do 20 000 zł. Składka roczna wynosi 4,5% wartości roweru. Kradzież należy zgłosić policji w ciągu 24 godzin, a ubezpieczycielowi – w ciągu 3 dni. Rower pozostawiony bez opieki musi być przypięty do stałego elementu zapięciem z atestem; kradzież roweru niezabezpieczonego nie jest objęta ochroną. Wypłata odszkodowania następuje zazwyczaj w ciągu 14 dni od zakończenia postępowania. Szczegóły w OWU Rower+ obowiązujących od 1 marca 2025 r.",
        good=[
            Good(
                "preserve",
                "Rower+: ochrona przed kradzieżą i zniszczeniem w wypadku plus OC rowerzysty do 50 000 zł. Dla rowerów do 3 lat, o wartości 1500–20 000 zł. Składka: 4,5% wartości roweru rocznie. Kradzież zgłoś policji w ciągu 24 godzin, a ubezpieczycielowi w ciągu 3 dni. Rower zostawiony bez opieki obowiązkowo przypinaj atestowanym zapięciem do stałego elementu – kradzież niezabezpieczonego roweru nie jest objęta ochroną. Odszkodowanie zwykle w ciągu 14 dni od zakończenia postępowania. Szczegóły: OWU Rower+ obowiązujące od 1 marca 2025 r.",
            ),
            Good(
                "preserve",
                "Ubezpieczenie Rower+ zapewnia ochronę roweru na wypadek kradzieży oraz zniszczenia w wyniku wypadku, a także obejmuje odpowiedzialność cywilną rowerzysty z sumą gwarancyjną do 50 000 zł. Ubezpieczeniu podlegają rowery, których wiek nie przekracza 3 lat, a wartość mieści się w przedziale od 1500 zł do 20 000 zł. Roczna składka stanowi 4,5% wartości roweru. W razie kradzieży ubezpieczony zobowiązany jest powiadomić policję w terminie 24 godzin, a ubezpieczyciela – w terminie 3 dni. Rower pozostawiony bez nadzoru należy przypiąć do stałego elementu przy użyciu atestowanego zabezpieczenia; ochrona nie obejmuje kradzieży roweru, który nie został w ten sposób zabezpieczony. Odszkodowanie jest wypłacane z reguły w terminie 14 dni od zakończenia postępowania. Szczegółowe warunki określają OWU Rower+ obowiązujące od dnia 1 marca 2025 r.",
            ),
            Good(
                "en",
                "Rower+ insurance covers your bike against theft and against damage in an accident, and includes cyclist's third-party liability cover of up to PLN 50,000. It applies to bikes no more than 3 years old and worth between PLN 1,500 and PLN 20,000. The annual premium is 4.5% of the bike's value. A theft must be reported to the police within 24 hours and to the insurer within 3 days. If you leave your bike unattended, it must be locked to a fixed object with a certified lock; theft of an unsecured bike is not covered. Compensation is normally paid within 14 days of the end of the claims procedure. Full details are in the Rower+ General Terms and Conditions in force from 1 March 2025.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Odszkodowanie zwykle w ciągu 14 dni", "Odszkodowanie w ciągu 14 dni")],
                "hedge",
            ),
            Slip(1, [("w terminie 3 dni", "w terminie 7 dni")], "number"),
            Slip(
                2,
                [
                    (
                        "it must be locked to a fixed object",
                        "it should ideally be locked to a fixed object",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-szkolenie-bhp",
        source="Informacja dla nowo zatrudnionych pracowników. Zgodnie z art. 237³ § 2 Kodeksu pracy pracodawca nie może dopuścić pracownika do pracy bez szkolenia wstępnego w dziedzinie bezpieczeństwa i higieny pracy. Szkolenie ogólne (instruktaż ogólny) trwa 3 godziny lekcyjne i odbywa się w pierwszym dniu zatrudnienia, o 8:00, w sali 105 budynku B. Prowadzi je specjalista ds. BHP, Krzysztof Nowicki. Następnie kierownik działu przeprowadza instruktaż stanowiskowy, który na stanowiskach biurowych trwa zwykle 2–3 godziny. Ukończenie szkolenia należy potwierdzić podpisem na karcie szkolenia wstępnego, która trafia do akt osobowych. Osoby, które nie mogą stawić się w wyznaczonym terminie, muszą niezwłocznie powiadomić dział kadr (tel. 22 514 30 80).",
        good=[
            Good(
                "preserve",
                "Szanowni Państwo, informujemy, że na podstawie art. 237³ § 2 Kodeksu pracy dopuszczenie pracownika do pracy jest możliwe wyłącznie po odbyciu przez niego szkolenia wstępnego w zakresie bezpieczeństwa i higieny pracy. Instruktaż ogólny, w wymiarze 3 godzin lekcyjnych, odbywa się pierwszego dnia zatrudnienia o godz. 8:00 w sali nr 105 w budynku B; prowadzącym jest specjalista ds. BHP, p. Krzysztof Nowicki. Po jego zakończeniu kierownik działu przeprowadza instruktaż stanowiskowy, którego czas na stanowiskach biurowych wynosi z reguły od 2 do 3 godzin. Odbycie szkolenia pracownik potwierdza podpisem na karcie szkolenia wstępnego, która zostaje włączona do akt osobowych. Pracownicy, którzy nie mogą stawić się w wyznaczonym terminie, są zobowiązani niezwłocznie zawiadomić dział kadr pod numerem tel. 22 514 30 80.",
            ),
            Good(
                "preserve",
                "Dla nowych pracowników: zanim zaczniesz pracę, musisz przejść szkolenie wstępne z BHP – bez niego pracodawca nie może Cię dopuścić do pracy (art. 237³ § 2 Kodeksu pracy). Najpierw jest instruktaż ogólny: 3 godziny lekcyjne, pierwszego dnia pracy o 8:00, sala 105 w budynku B. Prowadzi go Krzysztof Nowicki, specjalista ds. BHP. Potem kierownik Twojego działu przeprowadzi instruktaż stanowiskowy – przy pracy biurowej trwa on zazwyczaj 2–3 godziny. Na koniec podpisujesz kartę szkolenia wstępnego, która trafia do Twoich akt osobowych. Jeśli nie możesz przyjść w wyznaczonym terminie, od razu zawiadom dział kadr: tel. 22 514 30 80.",
            ),
            Good(
                "en",
                "Information for new employees. Under Article 237³ § 2 of the Labour Code, an employer may not allow an employee to start work without initial occupational health and safety training. The general session (general instruction) lasts 3 teaching hours and takes place on your first day of employment at 8:00 am in room 105, building B. It is run by the OHS specialist, Krzysztof Nowicki. After that, your head of department gives job-specific instruction, which usually takes 2–3 hours for office positions. You must confirm completion by signing the initial training card, which is placed in your personnel file. If you cannot attend on the scheduled date, you must notify the HR department immediately (tel. 22 514 30 80).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("art. 237³ § 2 Kodeksu pracy", "art. 237³ § 1 Kodeksu pracy")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "bez niego pracodawca nie może Cię dopuścić",
                        "bez niego pracodawca też może Cię dopuścić",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "It is run by the OHS specialist, Krzysztof Nowicki.",
                        "Prowadzi je specjalista ds. BHP, Krzysztof Nowicki.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-praktyki-ratusz",
        source="Urząd Miasta Torunia przyjmuje studentów na bezpłatne praktyki w okresie od lipca do września 2025 r. Praktyki trwają od 4 do 8 tygodni, w wymiarze 8 godzin dziennie, i mogą odbywać się m.in. w Wydziale Architektury, Wydziale Promocji oraz Biurze Prasowym. Wymagane dokumenty: CV, list motywacyjny oraz skierowanie z uczelni. Zgłoszenia przyjmujemy do 30 kwietnia 2025 r. przez formularz na stronie www.torun.pl/praktyki lub mailowo: praktyki@um.torun.pl. Liczba miejsc jest ograniczona – w ubiegłych latach zgłaszało się zwykle około trzech kandydatów na jedno miejsce. Praktykanci nie otrzymują wynagrodzenia, ale po zakończeniu praktyk mogą poprosić o list referencyjny.",
        good=[
            Good(
                "preserve",
                "Studiujesz i szukasz praktyk na wakacje? Urząd Miasta Torunia zaprasza od lipca do września 2025 r. Praktyki trwają od 4 do 8 tygodni, po 8 godzin dziennie – możesz trafić np. do Wydziału Architektury, Wydziału Promocji albo Biura Prasowego. Przygotuj CV, list motywacyjny i skierowanie z uczelni, a potem zgłoś się do 30 kwietnia 2025 r. przez formularz na www.torun.pl/praktyki albo mailem na praktyki@um.torun.pl. Miejsc nie ma wiele: w poprzednich latach na jedno miejsce przypadało zwykle mniej więcej trzech chętnych. Uprzedzamy – praktyki są bezpłatne, więc pensji nie będzie, ale na koniec możesz poprosić o list referencyjny.",
            ),
            Good(
                "preserve",
                """Praktyki studenckie w Urzędzie Miasta Torunia – lato 2025:
- Termin: lipiec–wrzesień 2025 r.
- Czas trwania: 4–8 tygodni, 8 godzin dziennie.
- Przykładowe miejsca: Wydział Architektury, Wydział Promocji, Biuro Prasowe.
- Dokumenty: CV, list motywacyjny, skierowanie z uczelni.
- Zgłoszenia: do 30 kwietnia 2025 r., formularz na www.torun.pl/praktyki lub e-mail praktyki@um.torun.pl.
- Miejsca: ograniczone; w minionych latach zwykle ok. 3 kandydatów na miejsce.
- Wynagrodzenie: brak (praktyki bezpłatne); po zakończeniu można poprosić o list referencyjny.""",
            ),
            Good(
                "en",
                "Toruń City Hall is offering unpaid student internships between July and September 2025. Placements last 4 to 8 weeks, 8 hours a day, and may be in departments such as Architecture, Promotion or the Press Office. You will need a CV, a cover letter and a referral from your university. Applications are accepted until 30 April 2025 via the form at www.torun.pl/praktyki or by e-mail to praktyki@um.torun.pl. Places are limited: in previous years there were usually about three applicants per place. Interns are not paid, but at the end of the internship they can ask for a reference letter.",
            ),
        ],
        bad=[
            Slip(0, [("www.torun.pl/praktyki", "www.torun.pl/praktyka")], "url"),
            Slip(1, [("zwykle ok. 3 kandydatów na miejsce", "3 kandydatów na miejsce")], "hedge"),
            Slip(2, [("8 hours a day,", "8 hours a day (Monday to Friday),")], "invented_fact"),
        ],
    ),
    Case(
        key="pl-przedszkole-jezykowe",
        source="Niepubliczne Przedszkole Językowe „Little Stars” w Poznaniu (ul. Dąbrowskiego 77) ogłasza zapisy na rok szkolny 2025/2026. Przyjmujemy dzieci w wieku od 3 do 6 lat; zajęcia z języka angielskiego prowadzi native speaker codziennie przez 45 minut. Czesne wynosi 1450 zł miesięcznie, a jednorazowa opłata wpisowa – 500 zł. Wypełnione karty zgłoszenia należy składać od 3 do 21 marca 2025 r. w sekretariacie, w godzinach 7:30–17:00. O przyjęciu decyduje kolejność zgłoszeń, przy czym rodzeństwo obecnych wychowanków ma pierwszeństwo. Dzień otwarty odbędzie się 1 marca 2025 r. o 10:00 – można wtedy obejrzeć sale i poznać nauczycieli. Umowę trzeba podpisać do 31 marca, w przeciwnym razie miejsce zostanie zwolnione.",
        good=[
            Good(
                "preserve",
                "„Little Stars” – niepubliczne przedszkole językowe w Poznaniu, ul. Dąbrowskiego 77. Zapisy na rok 2025/2026 dla dzieci 3–6 lat. Codziennie 45 minut angielskiego z native speakerem. Czesne: 1450 zł/mies.; wpisowe jednorazowo: 500 zł. Karty zgłoszenia: 3–21 marca 2025 r., sekretariat, 7:30–17:00. Liczy się kolejność zgłoszeń, pierwszeństwo ma rodzeństwo obecnych wychowanków. Dzień otwarty: 1 marca 2025 r., 10:00 (zwiedzanie sal, poznanie nauczycieli). Umowę podpisz do 31 marca – inaczej miejsce przepada.",
            ),
            Good(
                "preserve",
                "Przedszkole Językowe „Little Stars” w Poznaniu, przy ul. Dąbrowskiego 77, zaprasza na zapisy na rok szkolny 2025/2026. To placówka niepubliczna dla dzieci od 3 do 6 lat. Każdego dnia dzieci mają 45 minut angielskiego z native speakerem. Miesięczne czesne to 1450 zł, a przy zapisie płaci się jednorazowo 500 zł wpisowego. Karty zgłoszenia przyjmuje sekretariat od 3 do 21 marca 2025 r., w godzinach 7:30–17:00. Miejsca przydzielamy według kolejności zgłoszeń, ale pierwszeństwo ma rodzeństwo dzieci, które już do nas chodzą. Zapraszamy też na dzień otwarty 1 marca 2025 r. o 10:00 – będzie można zobaczyć sale i poznać nauczycieli. Umowę trzeba podpisać najpóźniej 31 marca; jeśli tego nie zrobicie, miejsce zostanie zwolnione.",
            ),
            Good(
                "en",
                "Little Stars, a private language preschool in Poznań (ul. Dąbrowskiego 77), is now enrolling for the 2025/2026 school year. We accept children aged 3 to 6, and a native speaker teaches English every day for 45 minutes. Tuition is PLN 1,450 per month, plus a one-off enrolment fee of PLN 500. Completed application forms must be handed in at the school office between 3 and 21 March 2025, from 7:30 am to 5 pm. Places are allocated on a first-come, first-served basis, although siblings of current pupils have priority. Our open day is on 1 March 2025 at 10 am, when you can see the classrooms and meet the teachers. The contract must be signed by 31 March, otherwise the place will be released.",
            ),
        ],
        bad=[
            Slip(0, [("Czesne: 1450 zł/mies.", "Czesne: 1540 zł/mies.")], "number"),
            Slip(
                1,
                [("Umowę trzeba podpisać najpóźniej", "Umowę warto podpisać najpóźniej")],
                "modality",
            ),
            Slip(2, [("between 3 and 21 March 2025", "between 3 and 24 March 2025")], "date"),
        ],
    ),
    Case(
        key="pl-kort-squash",
        source="""# Regulamin kortów do squasha – Centrum Sportowe „Olimp”

**Rezerwacje** przyjmujemy telefonicznie (tel. 58 520 14 14) lub online, najwcześniej 14 dni przed terminem. Kort wynajmuje się na 45 minut; cena w godzinach 7:00–16:00 wynosi 40 zł, a po 16:00 i w weekendy – 60 zł.

**Zasady:**
- Na kort wolno wejść wyłącznie w czystym obuwiu sportowym z jasną, niebrudzącą podeszwą.
- Gra bez okularów ochronnych jest niedozwolona dla osób poniżej 18. roku życia.
- Rezerwację można bezpłatnie odwołać najpóźniej 24 godziny wcześniej; później pobieramy pełną opłatę.

Rakiety i piłki można wypożyczyć w recepcji za 10 zł.""",
        good=[
            Good(
                "preserve",
                """# Squash w Centrum Sportowym „Olimp” – zasady w skrócie

**Rezerwacje**
- Telefonicznie (58 520 14 14) albo online.
- Najwcześniej na 14 dni przed terminem.
- Jedna rezerwacja = 45 minut gry.

**Ceny**
- 7:00–16:00: 40 zł.
- Po 16:00 oraz w weekendy: 60 zł.
- Wypożyczenie rakiet i piłek w recepcji: 10 zł.

**Zasady:**
- Na kort wchodzisz tylko w czystych butach sportowych z jasną podeszwą, która nie brudzi.
- Osoby poniżej 18 lat grają wyłącznie w okularach ochronnych.
- Rezerwację odwołasz bez opłat najpóźniej 24 godziny przed grą; przy późniejszym odwołaniu płacisz całość.""",
            ),
            Good(
                "preserve",
                """# Squash w „Olimpie” – co musisz wiedzieć

**Rezerwacje:** dzwoń pod 58 520 14 14 albo rezerwuj online, maksymalnie 14 dni do przodu. Kort dostajesz na 45 minut – w godz. 7:00–16:00 zapłacisz 40 zł, a po 16:00 i w weekendy 60 zł.

**Zasady:**
- Na kort wchodzimy tylko w czystych sportowych butach z jasną podeszwą, która nie zostawia śladów.
- Jeśli nie masz jeszcze 18 lat, bez okularów ochronnych nie zagrasz.
- Rezerwację odwołasz za darmo najpóźniej 24 godziny przed grą – potem płacisz pełną kwotę.

Nie masz sprzętu? Rakiety i piłki wypożyczysz w recepcji Centrum Sportowego za 10 zł.""",
            ),
            Good(
                "en",
                """# Squash court rules – Olimp Sports Centre

**Bookings** can be made by phone (58 520 14 14) or online, no earlier than 14 days in advance. Courts are booked in 45-minute slots, costing PLN 40 between 7:00 and 16:00 and PLN 60 after 16:00 and at weekends.

**Rules:**
- Players may only go on court in clean sports shoes with light-coloured, non-marking soles.
- Players under 18 must not play without protective eyewear.
- Bookings can be cancelled free of charge up to 24 hours in advance; after that, the full fee is charged.

Rackets and balls can be hired at reception for PLN 10.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "# Squash w Centrum Sportowym „Olimp” – zasady w skrócie",
                        "Squash w Centrum Sportowym „Olimp” – zasady w skrócie",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [("bez okularów ochronnych nie zagrasz", "bez okularów ochronnych też zagrasz")],
                "negation",
            ),
            Slip(2, [("up to 24 hours in advance", "up to 12 hours in advance")], "number"),
        ],
    ),
    Case(
        key="pl-serwis-klimatyzacji",
        source="Serwis klimatyzacji samochodowej – AutoKlimat Kraków, ul. Półłanki 18. Kompleksowy przegląd obejmuje sprawdzenie szczelności układu, odgrzybianie metodą ozonowania, wymianę filtra kabinowego oraz uzupełnienie czynnika chłodniczego. Usługa trwa zwykle około godziny i kosztuje 249 zł dla czynnika R134a lub 449 zł dla R1234yf. Producenci zalecają wykonywanie przeglądu co najmniej raz w roku. Jeśli układ jest nieszczelny, nie wolno go napełniać – najpierw trzeba usunąć wyciek, co może wydłużyć naprawę do 2–3 dni. Wizytę należy umówić telefonicznie pod numerem 12 655 20 31; w sezonie letnim wolne terminy prawdopodobnie będą dostępne dopiero po tygodniu. Warsztat jest czynny od poniedziałku do piątku w godz. 8:00–18:00.",
        good=[
            Good(
                "preserve",
                "AutoKlimat w Krakowie (ul. Półłanki 18) serwisuje klimatyzację samochodową. W ramach pełnego przeglądu sprawdzamy, czy układ jest szczelny, odgrzybiamy go ozonem, wymieniamy filtr kabinowy i uzupełniamy czynnik chłodniczy. Zajmuje to zazwyczaj mniej więcej godzinę. Cena zależy od czynnika: 249 zł za R134a albo 449 zł za R1234yf. Producenci radzą, żeby przegląd robić przynajmniej raz w roku. Nieszczelnego układu nie wolno napełniać – trzeba najpierw usunąć wyciek, a wtedy naprawa może potrwać 2–3 dni. Na wizytę trzeba się umówić telefonicznie: 12 655 20 31. Latem wolne terminy będą prawdopodobnie dopiero za tydzień. Zapraszamy od poniedziałku do piątku, 8:00–18:00.",
            ),
            Good(
                "preserve",
                "AutoKlimat Kraków, ul. Półłanki 18 – serwis klimatyzacji. Przegląd: test szczelności, ozonowanie, nowy filtr kabinowy, uzupełnienie czynnika. Czas: zwykle ok. 1 godz. Cena: 249 zł (R134a) / 449 zł (R1234yf). Producenci zalecają przegląd min. raz w roku. Nieszczelnego układu nie wolno napełniać – najpierw usunięcie wycieku (naprawa może potrwać 2–3 dni). Wizyty po umówieniu: tel. 12 655 20 31; latem wolne terminy prawdopodobnie dopiero po tygodniu. Czynne pon.–pt. 8:00–18:00.",
            ),
            Good(
                "en",
                "Car air-conditioning service – AutoKlimat Kraków, ul. Półłanki 18. A full service includes a leak test, ozone disinfection, a new cabin filter and a refrigerant top-up. It usually takes about an hour and costs PLN 249 for R134a refrigerant or PLN 449 for R1234yf. Manufacturers recommend having the system serviced at least once a year. A leaking system must not be refilled: the leak has to be repaired first, which may extend the job to 2–3 days. Appointments must be booked by phone on 12 655 20 31; in summer, the first free slots will probably only be available a week later. The workshop is open Monday to Friday, 8 am to 6 pm.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Latem wolne terminy będą prawdopodobnie dopiero za tydzień.",
                        "Latem wolne terminy będą dopiero za tydzień.",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Cena: 249 zł (R134a) / 449 zł (R1234yf).",
                        "Cena: 249 zł (R134a) / 449 zł (R1234yf), płatność także kartą.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "A leaking system must not be refilled",
                        "A leaking system should preferably not be refilled",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-kasa-zapomogowa",
        source="Kasa Zapomogowo-Pożyczkowa przy Szkole Podstawowej nr 5 w Olsztynie udziela członkom pożyczek krótkoterminowych do 6000 zł, spłacanych w maksymalnie 12 ratach miesięcznych. Pożyczki są nieoprocentowane. Członkiem może zostać każdy pracownik szkoły, który wpłaci wpisowe 20 zł i będzie co miesiąc wnosił wkład w wysokości co najmniej 50 zł. O pożyczkę można się ubiegać po 6 miesiącach członkostwa; wniosek musi poręczyć dwóch członków KZP. Zapomogi nie podlegają zwrotowi i przyznawane są wyłącznie w szczególnie uzasadnionych przypadkach, np. choroby lub zdarzeń losowych. Działalność kasy reguluje rozporządzenie Rady Ministrów z dnia 19 grudnia 1992 r. w sprawie pracowniczych kas zapomogowo-pożyczkowych oraz statut KZP. Wnioski przyjmuje skarbnik, Beata Lis, we wtorki po lekcjach.",
        good=[
            Good(
                "preserve",
                "Kasa Zapomogowo-Pożyczkowa działająca przy Szkole Podstawowej nr 5 w Olsztynie udziela swoim członkom nieoprocentowanych pożyczek krótkoterminowych w kwocie nieprzekraczającej 6000 zł, podlegających spłacie w nie więcej niż 12 miesięcznych ratach. Członkiem Kasy może zostać każdy pracownik szkoły, który uiści wpisowe w wysokości 20 zł oraz będzie wnosił comiesięczny wkład w kwocie nie niższej niż 50 zł. Prawo ubiegania się o pożyczkę nabywa się po upływie 6 miesięcy członkostwa, przy czym wniosek wymaga poręczenia dwóch członków KZP. Zapomogi mają charakter bezzwrotny i są przyznawane jedynie w przypadkach szczególnie uzasadnionych, takich jak choroba lub zdarzenie losowe. Działalność Kasy reguluje rozporządzenie Rady Ministrów z dnia 19 grudnia 1992 r. w sprawie pracowniczych kas zapomogowo-pożyczkowych, a także statut KZP. Wnioski przyjmuje skarbnik, p. Beata Lis, we wtorki po zakończeniu lekcji.",
            ),
            Good(
                "preserve",
                """Kto może należeć do KZP przy Szkole Podstawowej nr 5 w Olsztynie?
Każdy pracownik szkoły, który zapłaci 20 zł wpisowego i co miesiąc będzie wpłacał wkład – minimum 50 zł.

Ile mogę pożyczyć i na jak długo?
Do 6000 zł, z rozłożeniem na najwyżej 12 miesięcznych rat. Pożyczka jest krótkoterminowa i nieoprocentowana.

Od kiedy mogę złożyć wniosek?
Po 6 miesiącach członkostwa. Wniosek muszą poręczyć dwie osoby będące członkami KZP.

Czy zapomogę trzeba oddać?
Nie. Zapomogę przyznaje się jednak tylko w szczególnie uzasadnionych sytuacjach, takich jak choroba czy zdarzenie losowe.

Jakie przepisy obowiązują?
Rozporządzenie Rady Ministrów z dnia 19 grudnia 1992 r. w sprawie pracowniczych kas zapomogowo-pożyczkowych oraz statut KZP.

Gdzie złożyć wniosek?
U skarbnika KZP, pani Beaty Lis – we wtorki po lekcjach.""",
            ),
            Good(
                "en",
                "The Employee Assistance and Loan Fund (KZP) at Primary School No. 5 in Olsztyn offers its members interest-free short-term loans of up to PLN 6,000, repayable in no more than 12 monthly instalments. Any member of school staff can join by paying a PLN 20 joining fee and contributing at least PLN 50 every month. Members become eligible for a loan after 6 months of membership, and each application must be guaranteed by two KZP members. Hardship grants do not have to be repaid and are awarded only in particularly justified cases, such as illness or unforeseen events. The fund operates under the Regulation of the Council of Ministers of 19 December 1992 on employee assistance and loan funds and under the KZP statute. Applications are accepted by the treasurer, Beata Lis, on Tuesdays after lessons.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "w nie więcej niż 12 miesięcznych ratach",
                        "w nie więcej niż 10 miesięcznych ratach",
                    )
                ],
                "number",
            ),
            Slip(
                1, [("z dnia 19 grudnia 1992 r.", "z dnia 19 grudnia 1996 r.")], "legal_reference"
            ),
            Slip(
                2,
                [("Hardship grants do not have to be repaid", "Hardship grants have to be repaid")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-umowa-swiatlowod",
        source="Umowa o świadczenie usługi dostępu do internetu światłowodowego „Fiber 600” zawierana jest na 24 miesiące. Abonament wynosi 59 zł miesięcznie, a jednorazowa opłata instalacyjna – 99 zł. Deklarowana prędkość pobierania to do 600 Mb/s; rzeczywista prędkość może być niższa, zwłaszcza przy połączeniu przez Wi-Fi. Instalacja odbywa się zwykle w ciągu 14 dni od podpisania umowy. Abonent, który rozwiąże umowę przed upływem okresu, na jaki została zawarta, musi zwrócić równowartość przyznanej ulgi, pomniejszoną proporcjonalnie do okresu od dnia zawarcia umowy do dnia jej rozwiązania. Reklamacje można składać w terminie 12 miesięcy przez formularz na www.netfala.pl/reklamacje. Regulamin i cennik dostępne są na www.netfala.pl/dokumenty.",
        good=[
            Good(
                "preserve",
                "„Fiber 600” – umowa na 24 miesiące. Abonament: 59 zł/mies., instalacja: 99 zł jednorazowo. Prędkość pobierania do 600 Mb/s, w praktyce może być niższa (szczególnie przez Wi-Fi). Instalacja zwykle do 14 dni od podpisania umowy. Rozwiązanie umowy przed końcem okresu = obowiązek zwrotu przyznanej ulgi, pomniejszonej proporcjonalnie do czasu od zawarcia do rozwiązania umowy. Reklamacje: w ciągu 12 miesięcy, formularz na www.netfala.pl/reklamacje. Regulamin i cennik: www.netfala.pl/dokumenty.",
            ),
            Good(
                "preserve",
                "Umowa o świadczenie usługi dostępu do internetu światłowodowego w ramach oferty „Fiber 600” zostaje zawarta na okres 24 miesięcy. Miesięczna opłata abonamentowa wynosi 59 zł; ponadto pobierana jest jednorazowa opłata instalacyjna w wysokości 99 zł. Deklarowana prędkość pobierania danych wynosi do 600 Mb/s, przy czym prędkość rzeczywista może być niższa, w szczególności w przypadku korzystania z połączenia bezprzewodowego Wi-Fi. Instalacja jest z reguły wykonywana w terminie 14 dni od dnia podpisania umowy. W przypadku rozwiązania umowy przez abonenta przed upływem okresu, na który została zawarta, abonent jest zobowiązany do zwrotu równowartości przyznanej ulgi, pomniejszonej proporcjonalnie do okresu od dnia zawarcia umowy do dnia jej rozwiązania. Reklamacje można wnosić w terminie 12 miesięcy za pośrednictwem formularza dostępnego pod adresem www.netfala.pl/reklamacje. Regulamin oraz cennik zamieszczono pod adresem www.netfala.pl/dokumenty.",
            ),
            Good(
                "en",
                "The “Fiber 600” fibre-optic internet contract runs for 24 months. The subscription costs PLN 59 a month, plus a one-off installation fee of PLN 99. The advertised download speed is up to 600 Mb/s, but actual speeds may be lower, particularly over Wi-Fi. Installation usually takes place within 14 days of signing the contract. If you terminate the contract before the end of the period for which it was concluded, you must repay the value of the discount you received, reduced in proportion to the time between the date the contract was concluded and the date it was terminated. Complaints can be submitted within 12 months using the form at www.netfala.pl/reklamacje. The terms of service and price list are available at www.netfala.pl/dokumenty.",
            ),
        ],
        bad=[
            Slip(0, [("www.netfala.pl/reklamacje", "www.netfala.pl/reklamacja")], "url"),
            Slip(
                1,
                [("abonent jest zobowiązany do zwrotu", "abonent może zostać poproszony o zwrot")],
                "modality",
            ),
            Slip(
                2, [("but actual speeds may be lower", "but actual speeds will be lower")], "hedge"
            ),
        ],
    ),
    Case(
        key="pl-badania-okresowe",
        source="Przypominamy, że zgodnie z art. 229 § 2 Kodeksu pracy pracownik podlega okresowym badaniom lekarskim. Pracownicy, których orzeczenia tracą ważność w okresie od 1 do 31 października 2025 r., otrzymają skierowania od działu kadr do 15 września. Badania wykonuje Centrum Medycyny Pracy „Medica” przy ul. Lipowej 3 w Białymstoku, od poniedziałku do piątku w godz. 7:00–14:00; rejestracja pod numerem 85 744 22 10. Badania odbywają się w godzinach pracy i są bezpłatne dla pracownika. Nie należy przychodzić na czczo, chyba że skierowanie obejmuje badanie poziomu glukozy. Pracownik bez aktualnego orzeczenia nie może zostać dopuszczony do pracy. Wynik badania trzeba niezwłocznie dostarczyć do działu kadr.",
        good=[
            Good(
                "preserve",
                """Czy muszę przejść badania okresowe?
Tak – obowiązek ten wynika z art. 229 § 2 Kodeksu pracy. Bez aktualnego orzeczenia lekarskiego nie możesz zostać dopuszczony do pracy.

Kiedy dostanę skierowanie?
Jeśli Twoje orzeczenie traci ważność między 1 a 31 października 2025 r., dział kadr wyda Ci skierowanie do 15 września.

Gdzie zrobić badania?
W Centrum Medycyny Pracy „Medica”, ul. Lipowa 3, Białystok – od poniedziałku do piątku, 7:00–14:00. Zarejestrujesz się pod numerem 85 744 22 10.

Czy muszę za nie płacić albo brać wolne?
Nie. Badania są bezpłatne i odbywają się w godzinach pracy.

Czy przyjść na czczo?
Nie – chyba że na skierowaniu jest badanie poziomu glukozy.

Co potem?
Wynik niezwłocznie zanieś do działu kadr.""",
            ),
            Good(
                "preserve",
                "Kończy Ci się ważność badań okresowych? Przypominamy: zgodnie z art. 229 § 2 Kodeksu pracy podlegasz okresowym badaniom lekarskim. Jeśli Twoje orzeczenie wygasa w październiku 2025 r. (od 1 do 31 października), skierowanie dostaniesz z kadr do 15 września. Badania robi Centrum Medycyny Pracy „Medica”, ul. Lipowa 3 w Białymstoku – pon.–pt. od 7:00 do 14:00, a zapisy pod numerem 85 744 22 10. Nic nie płacisz, a na badania idziesz w godzinach pracy. Zjedz śniadanie – na czczo przychodzisz tylko wtedy, gdy na skierowaniu jest badanie glukozy. Pamiętaj, że bez ważnego orzeczenia nie możesz zostać dopuszczony do pracy, a wynik od razu zanieś do kadr.",
            ),
            Good(
                "en",
                "A reminder that under Article 229 § 2 of the Labour Code, employees are subject to periodic medical examinations. Employees whose medical certificates expire between 1 and 31 October 2025 will receive referrals from the HR department by 15 September. The examinations are carried out by the “Medica” Occupational Medicine Centre at ul. Lipowa 3 in Białystok, Monday to Friday from 7 am to 2 pm; appointments can be booked on 85 744 22 10. The examinations take place during working hours and are free of charge for employees. Do not come fasting unless your referral includes a blood glucose test. An employee without a valid certificate cannot be allowed to work. The results must be delivered to HR without delay.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Bez aktualnego orzeczenia lekarskiego nie możesz zostać",
                        "Bez aktualnego orzeczenia lekarskiego możesz zostać",
                    )
                ],
                "negation",
            ),
            Slip(1, [("do 15 września", "do 25 września")], "date"),
            Slip(
                2,
                [
                    (
                        "The examinations take place during working hours and are free of charge for employees.",
                        "Badania odbywają się w godzinach pracy i są bezpłatne dla pracownika.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-warsztaty-stolarskie",
        source="Warsztaty stolarskie dla dorosłych w Pracowni „Wiór” (Łódź, ul. Tymienieckiego 25). Kurs podstawowy składa się z 6 spotkań po 3 godziny, w soboty od 10:00 do 13:00, począwszy od 8 listopada 2025 r. Uczestnicy nauczą się obsługi narzędzi ręcznych i wykonają własny stołek. Koszt kursu to 780 zł, w tym materiały; zaliczkę w wysokości 200 zł trzeba wpłacić w ciągu 3 dni od zapisu. Grupa liczy maksymalnie 8 osób. Wcześniejsze doświadczenie nie jest potrzebne. Ze względów bezpieczeństwa nie wolno pracować przy maszynach bez obecności instruktora, a długie włosy należy spiąć. Zajęcia opuszczone z powodu choroby można zwykle odrobić w innej grupie. Zapisy: warsztaty@wior.pl.",
        good=[
            Good(
                "preserve",
                "Zawsze chciałeś zrobić coś z drewna? Pracownia „Wiór” w Łodzi (ul. Tymienieckiego 25) zaprasza dorosłych na podstawowy kurs stolarski. Startujemy 8 listopada 2025 r. – 6 sobotnich spotkań, każde od 10:00 do 13:00. Nauczysz się pracować narzędziami ręcznymi i zrobisz swój własny stołek. Cały kurs kosztuje 780 zł razem z materiałami, a 200 zł zaliczki trzeba wpłacić w ciągu 3 dni od zapisania się. W grupie jest maks. 8 osób. Nigdy nie trzymałeś dłuta? Nic nie szkodzi – doświadczenie nie jest potrzebne. Dla bezpieczeństwa: przy maszynach pracujemy tylko wtedy, gdy jest obok instruktor, a długie włosy trzeba spiąć. Jak zachorujesz i opuścisz zajęcia, zwykle da się je odrobić z inną grupą. Zapisy: warsztaty@wior.pl.",
            ),
            Good(
                "preserve",
                "Pracownia „Wiór” w Łodzi, przy ul. Tymienieckiego 25, prowadzi warsztaty stolarskie dla dorosłych. Kurs podstawowy zaczyna się 8 listopada 2025 r. i obejmuje 6 trzygodzinnych spotkań w soboty, od 10:00 do 13:00. W tym czasie uczestnicy poznają obsługę narzędzi ręcznych i zrobią własny stołek. Kurs kosztuje 780 zł, a materiały są wliczone w cenę. W ciągu 3 dni od zapisu należy wpłacić zaliczkę 200 zł. W grupie może być najwyżej 8 osób, a wcześniejsze doświadczenie nie jest wymagane. Ze względów bezpieczeństwa przy maszynach można pracować tylko w obecności instruktora; długie włosy trzeba spiąć. Zajęcia opuszczone z powodu choroby zazwyczaj można odrobić w innej grupie. Zapisy przyjmujemy pod adresem warsztaty@wior.pl.",
            ),
            Good(
                "en",
                "Woodworking workshops for adults at the Wiór Studio (Łódź, ul. Tymienieckiego 25). The beginners' course consists of six 3-hour sessions held on Saturdays from 10 am to 1 pm, starting on 8 November 2025. You will learn to use hand tools and make your own stool. The course costs PLN 780, materials included, and a PLN 200 deposit must be paid within 3 days of signing up. Groups are limited to 8 people. No previous experience is needed. For safety reasons, no one may work on the machines unless an instructor is present, and long hair must be tied back. Sessions missed through illness can usually be made up with another group. To sign up, e-mail warsztaty@wior.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "W grupie jest maks. 8 osób.",
                        "W grupie jest maks. 8 osób i dwóch instruktorów.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("długie włosy trzeba spiąć", "długie włosy najlepiej spiąć")], "modality"),
            Slip(2, [("can usually be made up", "can always be made up")], "hedge"),
        ],
    ),
    Case(
        key="pl-stypendium-gminy",
        source="Program stypendialny Gminy Wieliczka dla uzdolnionych uczniów. Na podstawie uchwały nr XXXIV/412/2024 Rady Miejskiej w Wieliczce z dnia 28 listopada 2024 r. burmistrz przyznaje stypendia uczniom szkół podstawowych i ponadpodstawowych zamieszkałym na terenie gminy. Stypendium wynosi 300 zł miesięcznie i jest wypłacane przez 10 miesięcy roku szkolnego. O stypendium mogą ubiegać się uczniowie, którzy uzyskali średnią ocen co najmniej 5,0 lub zostali laureatami konkursu co najmniej wojewódzkiego. Wnioski składa się do 15 września w Urzędzie Miasta i Gminy, pokój 204, lub elektronicznie przez ePUAP (formularz o sygnaturze SO-STYP-01). Do wniosku trzeba dołączyć kopię świadectwa lub dyplomu. Stypendium nie przysługuje uczniom, którzy otrzymali ocenę zachowania niższą niż bardzo dobra.",
        good=[
            Good(
                "preserve",
                "Burmistrz Wieliczki, działając na podstawie uchwały nr XXXIV/412/2024 Rady Miejskiej w Wieliczce z dnia 28 listopada 2024 r., przyznaje stypendia uzdolnionym uczniom szkół podstawowych i ponadpodstawowych, którzy zamieszkują na terenie gminy. Świadczenie wynosi 300 zł miesięcznie i jest wypłacane przez 10 miesięcy roku szkolnego. Do ubiegania się o stypendium uprawnieni są uczniowie legitymujący się średnią ocen nie niższą niż 5,0 albo tytułem laureata konkursu o zasięgu co najmniej wojewódzkim. Stypendium nie przysługuje jednak uczniom, których ocena z zachowania jest niższa niż bardzo dobra. Wnioski należy składać w terminie do 15 września w Urzędzie Miasta i Gminy (pokój 204) bądź drogą elektroniczną za pośrednictwem platformy ePUAP, z wykorzystaniem formularza oznaczonego sygnaturą SO-STYP-01. Do wniosku należy załączyć kopię świadectwa lub dyplomu.",
            ),
            Good(
                "preserve",
                "Stypendia Gminy Wieliczka dla uzdolnionych uczniów (uchwała nr XXXIV/412/2024 Rady Miejskiej w Wieliczce z 28 listopada 2024 r.). Dla uczniów szkół podstawowych i ponadpodstawowych mieszkających w gminie. Kwota: 300 zł/mies. przez 10 miesięcy roku szkolnego. Warunek: średnia min. 5,0 lub tytuł laureata konkursu co najmniej wojewódzkiego; zachowanie co najmniej bardzo dobre. Wnioski do 15 września: Urząd Miasta i Gminy, pok. 204, lub ePUAP (formularz SO-STYP-01), z kopią świadectwa lub dyplomu. Przyznaje burmistrz.",
            ),
            Good(
                "en",
                "Wieliczka Municipality scholarship programme for gifted pupils. Under Resolution No. XXXIV/412/2024 of the Wieliczka Town Council of 28 November 2024, the mayor awards scholarships to primary and secondary school pupils living in the municipality. The scholarship is PLN 300 a month, paid for the 10 months of the school year. Pupils may apply if they achieved a grade average of at least 5.0 or were prize-winners in a competition at regional level or higher. Applications must be submitted by 15 September at the Town and Municipality Office, room 204, or electronically via ePUAP (form reference SO-STYP-01), together with a copy of the school certificate or diploma. Pupils whose conduct grade is lower than “very good” are not eligible.",
            ),
        ],
        bad=[
            Slip(0, [("SO-STYP-01", "SO-STYP-10")], "code"),
            Slip(1, [("średnia min. 5,0", "średnia min. 4,75")], "number"),
            Slip(
                2,
                [
                    (
                        "paid for the 10 months of the school year.",
                        "paid for the 10 months of the school year by bank transfer to a parent's account.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-halas",
        source="Celem badania była ocena wpływu hałasu w salach lekcyjnych na koncentrację uczniów klas IV–VI. Pomiary przeprowadzono w 12 szkołach podstawowych w Krakowie w okresie od marca do czerwca 2023 r.; wzięło w nich udział 486 uczniów. Średni poziom hałasu podczas lekcji wynosił 68 dB, co przekracza wartość 35 dB zalecaną przez WHO (1999) dla pomieszczeń dydaktycznych. Wyniki testu uwagi d2 były istotnie niższe w klasach o poziomie hałasu powyżej 65 dB. Nie stwierdzono natomiast różnic między dziewczętami a chłopcami. Podobnie jak w pracy Kowalczyk i Nowaka (2020), obserwowany efekt był prawdopodobnie silniejszy w ostatnich godzinach lekcyjnych. Wyniki wskazują, że akustyczna modernizacja sal może poprawić warunki nauki.",
        good=[
            Good(
                "preserve",
                "Badacze sprawdzili, jak hałas w klasach wpływa na koncentrację uczniów klas IV–VI. Od marca do czerwca 2023 r. prowadzili pomiary w 12 krakowskich szkołach podstawowych; uczestniczyło w nich 486 uczniów. W czasie lekcji hałas wynosił średnio 68 dB – znacznie więcej niż 35 dB, które WHO (1999) zaleca dla sal dydaktycznych. W klasach, gdzie było głośniej niż 65 dB, uczniowie wypadali istotnie gorzej w teście uwagi d2. Różnic między dziewczętami a chłopcami nie zauważono. Efekt był prawdopodobnie silniejszy na ostatnich lekcjach, co zgadza się z ustaleniami Kowalczyk i Nowaka (2020). Według autorów wyniki wskazują, że poprawa akustyki sal może polepszyć warunki nauki.",
            ),
            Good(
                "preserve",
                "Przedmiotem badania była ocena oddziaływania hałasu występującego w salach lekcyjnych na koncentrację uwagi uczniów klas IV–VI. Pomiary zrealizowano w okresie marzec–czerwiec 2023 r. w 12 krakowskich szkołach podstawowych, z udziałem 486 uczniów. Średni poziom hałasu w trakcie zajęć wyniósł 68 dB, a zatem przekroczył zalecaną przez WHO (1999) dla pomieszczeń dydaktycznych wartość 35 dB. W klasach, w których poziom hałasu przekraczał 65 dB, odnotowano istotnie niższe wyniki w teście uwagi d2. Nie wykazano różnic pomiędzy dziewczętami i chłopcami. Zgodnie z obserwacjami Kowalczyk i Nowaka (2020) efekt był prawdopodobnie silniejszy podczas ostatnich godzin lekcyjnych. Uzyskane wyniki wskazują, że modernizacja akustyczna sal może przyczynić się do poprawy warunków nauki.",
            ),
            Good(
                "en",
                "This study assessed how classroom noise affects concentration among pupils in grades 4–6. Measurements were taken in 12 primary schools in Kraków between March and June 2023, with 486 pupils taking part. The average noise level during lessons was 68 dB, exceeding the 35 dB recommended by the WHO (1999) for teaching spaces. Scores on the d2 attention test were significantly lower in classrooms where noise exceeded 65 dB. No differences were found between girls and boys. In line with Kowalczyk and Nowak (2020), the effect was probably stronger during the last lessons of the day. The findings suggest that acoustic upgrades to classrooms may improve learning conditions.",
            ),
        ],
        bad=[
            Slip(0, [("WHO (1999)", "WHO (2009)")], "citation"),
            Slip(
                1,
                [
                    (
                        "Nie wykazano różnic pomiędzy dziewczętami i chłopcami.",
                        "Wykazano różnice pomiędzy dziewczętami i chłopcami.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("Kowalczyk and Nowak (2020)", "Kowalczyk and Nowak (2022)")], "citation"),
        ],
    ),
]
