# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 123: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-choir-season-rehearsals-deposit",
        source=(
            "Próby chóru parafialnego św. Wojciecha odbywają się we wtorki i czwartki o 19:00 w salce pod kościołem. "
            "Od 3 września 2024 r. wracamy do pracy po wakacjach, a pierwszym celem jest przygotowanie oprawy Mszy na odpust 6 października. "
            "Nowe osoby mogą przyjść na dowolną próbę bez zapisów; przesłuchań nie prowadzimy. "
            "Każdy chórzysta powinien mieć własną teczkę z nutami, a śpiewnik kosztuje 35 zł i można go kupić u pani Haliny Nowak. "
            "Osoby, które jadą w trasę koncertową do Krakowa, muszą do 20 września wpłacić zaliczkę w wysokości 150 zł. "
            "Szacujemy, że w tym sezonie w chórze zaśpiewa około 30 osób."
        ),
        good=[
            Good(
                "preserve",
                "Po wakacjach wracamy do śpiewania już 3 września 2024 r.! Spotykamy się w każdy wtorek i czwartek o 19:00 w salce pod kościołem św. Wojciecha. "
                "Na początek szykujemy oprawę Mszy odpustowej, która będzie 6 października. "
                "Chcesz do nas dołączyć? Przyjdź na którąkolwiek próbę – nie trzeba się zapisywać, a przesłuchań nie ma. "
                "Pamiętaj, że każdy chórzysta powinien mieć swoją teczkę na nuty. Śpiewnik (35 zł) kupisz u pani Haliny Nowak. "
                "Jeśli jedziesz z nami w trasę koncertową do Krakowa, musisz do 20 września wpłacić 150 zł zaliczki. "
                "Szacujemy, że w tym sezonie będzie nas w chórze około 30 osób.",
            ),
            Good(
                "preserve",
                "Chór parafialny św. Wojciecha – informacje na nowy sezon\n\n"
                "- Próby: wtorki i czwartki, godz. 19.00, salka pod kościołem; wznowienie zajęć 3 września 2024 r.\n"
                "- Pierwsze zadanie: oprawa Mszy odpustowej 6 października.\n"
                "- Nowi członkowie: można przyjść na dowolną próbę, bez zapisów i bez przesłuchania.\n"
                "- Materiały: każdy chórzysta powinien posiadać własną teczkę z nutami; śpiewnik w cenie 35 zł jest do nabycia u pani Haliny Nowak.\n"
                "- Wyjazd koncertowy do Krakowa: uczestnicy muszą wpłacić zaliczkę 150 zł do 20 września.\n"
                "- Przewidywana liczebność chóru w tym sezonie: około 30 osób.",
            ),
            Good(
                "en",
                "The St Adalbert parish choir rehearses on Tuesdays and Thursdays at 7 p.m. in the hall beneath the church. "
                "We are back after the summer break on 3 September 2024, and our first goal is to prepare the music for the parish feast-day Mass on 6 October. "
                "Newcomers can come to any rehearsal without signing up; we do not hold auditions. "
                "Every singer should have their own folder for sheet music, and the songbook costs PLN 35 – you can buy it from Mrs Halina Nowak. "
                "Anyone going on the concert tour to Kraków must pay a PLN 150 deposit by 20 September. "
                "We estimate that about 30 people will sing in the choir this season.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("musisz do 20 września wpłacić", "powinieneś do 20 września wpłacić")],
                "modality",
            ),
            Slip(2, [("a PLN 150 deposit", "a PLN 120 deposit")], "number"),
            Slip(
                1,
                [("wznowienie zajęć 3 września 2024 r.", "wznowienie zajęć 10 września 2024 r.")],
                "date",
            ),
        ],
    ),
    Case(
        key="pl-tennis-school-winter-groups",
        source=(
            "Szkółka tenisowa Top Spin zaprasza dzieci w wieku od 6 do 12 lat na zajęcia w sezonie zimowym. "
            "Treningi odbywają się w hali przy ul. Sportowej 4, w grupach liczących najwyżej 6 osób. "
            "Rakiety dla początkujących wypożyczamy bezpłatnie, więc przed pierwszymi zajęciami nie trzeba kupować sprzętu. "
            "Karnet na 10 treningów kosztuje 450 zł. Zapisy przyjmujemy wyłącznie przez formularz na stronie www.topspin-szkolka.pl/zapisy. "
            "Z naszego doświadczenia wynika, że większość dzieci po około dwóch miesiącach potrafi już odbić piłkę z forhendu i bekhendu. "
            "Nie zwracamy pieniędzy za nieobecności, ale opuszczony trening zwykle da się odrobić w innej grupie, o ile są w niej wolne miejsca."
        ),
        good=[
            Good(
                "preserve",
                "Szukasz zimowych zajęć dla dziecka w wieku 6–12 lat? Szkółka tenisowa Top Spin trenuje w hali przy ul. Sportowej 4, a w jednej grupie jest maksymalnie 6 osób. "
                "Nie musisz kupować sprzętu na start – początkującym rakiety pożyczamy za darmo. "
                "Za karnet obejmujący 10 treningów zapłacisz 450 zł. Dziecko zapiszesz tylko przez formularz: www.topspin-szkolka.pl/zapisy. "
                "Jak pokazuje nasze doświadczenie, po mniej więcej dwóch miesiącach większość dzieci odbija już piłkę z forhendu i bekhendu. "
                "Pieniędzy za nieobecności nie oddajemy, jednak opuszczony trening zazwyczaj można odrobić z inną grupą, jeśli są w niej wolne miejsca.",
            ),
            Good(
                "preserve",
                "Top Spin – sezon zimowy dla dzieci (6–12 lat)\n\n"
                "• Miejsce: hala przy ul. Sportowej 4; grupy do 6 osób.\n"
                "• Sprzęt: rakiety dla początkujących wypożyczane bezpłatnie – przed pierwszymi zajęciami nie trzeba nic kupować.\n"
                "• Cena: 450 zł za karnet na 10 treningów.\n"
                "• Zapisy: wyłącznie formularz na www.topspin-szkolka.pl/zapisy.\n"
                "• Postępy: z naszego doświadczenia większość dzieci po około dwóch miesiącach odbija piłkę z forhendu i bekhendu.\n"
                "• Nieobecności: bez zwrotu pieniędzy; trening zwykle można odrobić w innej grupie, jeśli są w niej wolne miejsca.",
            ),
            Good(
                "en",
                "Top Spin tennis school invites children aged 6 to 12 to its winter season. "
                "Training takes place in the sports hall at ul. Sportowa 4, in groups of no more than 6. "
                "Beginners borrow rackets free of charge, so there is no need to buy any equipment before the first session. "
                "A pass for 10 sessions costs PLN 450. Sign-ups are accepted only through the form at www.topspin-szkolka.pl/zapisy. "
                "In our experience, most children can hit forehands and backhands after about two months. "
                "We do not refund missed sessions, but a missed session can usually be made up with another group, provided it has free places.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Pieniędzy za nieobecności nie oddajemy", "Pieniądze za nieobecności oddajemy")],
                "negation",
            ),
            Slip(1, [("trening zwykle można odrobić", "trening zawsze można odrobić")], "hedge"),
            Slip(2, [("www.topspin-szkolka.pl/zapisy", "www.topspin-szkola.pl/zapisy")], "url"),
        ],
    ),
    Case(
        key="pl-mason-bee-cocoons-orchard",
        source=(
            "Murarka ogrodowa (Osmia bicornis) należy do pszczół samotnic najłatwiejszych w hodowli. "
            "Zimą kokony najlepiej przechowywać w temperaturze od 2 do 4°C, a do domków wystawiać je dopiero wtedy, gdy średnia dobowa temperatura przekroczy 12°C. "
            "Jedna samica składa zwykle od 10 do 20 jaj w sezonie. "
            "Według badań Kowalczyk i Marciniaka (2016, „Acta Apiologica”, s. 41–48) obecność murarek w sadzie może zwiększyć plon jabłoni o kilkanaście procent, choć wynik zależy od pogody w czasie kwitnienia. "
            "Rurki z trzciny trzeba wymieniać co 2–3 lata, ponieważ w starych namnażają się roztocza. "
            "Na 1 ha sadu zaleca się około 500 samic."
        ),
        good=[
            Good(
                "preserve",
                "Wśród pszczół samotnic murarka ogrodowa (Osmia bicornis) należy do najłatwiejszych w hodowli. "
                "Przez zimę kokony najlepiej trzymać w 2–4°C, a do domków wystawiać je dopiero, gdy średnia temperatura doby przekroczy 12°C. "
                "W ciągu sezonu samica składa zazwyczaj 10–20 jaj. Na hektar sadu zaleca się mniej więcej 500 samic. "
                "Według badań Kowalczyk i Marciniaka (2016, „Acta Apiologica”, s. 41–48) murarki w sadzie mogą podnieść plon jabłoni o kilkanaście procent, przy czym efekt zależy od pogody podczas kwitnienia. "
                "Trzcinowe rurki trzeba wymieniać co 2–3 lata – w starych mnożą się roztocza.",
            ),
            Good(
                "preserve",
                "Osmia bicornis, czyli murarka ogrodowa, jest jedną z pszczół samotnic najprostszych w chowie. "
                "Optymalna temperatura zimowego przechowywania kokonów to od 2 do 4°C; do domków najlepiej wystawiać je dopiero po przekroczeniu przez średnią dobową temperaturę progu 12°C. "
                "Samica składa w sezonie z reguły od 10 do 20 jaj. "
                "Badania Kowalczyk i Marciniaka (2016, „Acta Apiologica”, s. 41–48) wskazują, że obecność murarek w sadzie może zwiększyć plon jabłoni o kilkanaście procent, choć wynik zależy od warunków pogodowych w okresie kwitnienia. "
                "Ze względu na namnażanie się roztoczy rurki trzcinowe trzeba wymieniać co 2–3 lata. "
                "Zalecana obsada to około 500 samic na 1 ha sadu.",
            ),
            Good(
                "en",
                "The red mason bee (Osmia bicornis) is one of the easiest solitary bees to keep. "
                "In winter, cocoons are best stored at 2 to 4°C and put out into the nesting boxes only once the average daily temperature exceeds 12°C. "
                "A single female usually lays 10 to 20 eggs per season. "
                "According to research by Kowalczyk and Marciniak (2016, Acta Apiologica, pp. 41–48), mason bees in an orchard can raise the apple yield by a dozen or so percent, although the result depends on the weather during flowering. "
                "Reed tubes must be replaced every 2–3 years, because mites build up in old ones. "
                "About 500 females are recommended per hectare of orchard.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("murarki w sadzie mogą podnieść plon", "murarki w sadzie podnoszą plon")],
                "hedge",
            ),
            Slip(1, [("około 500 samic", "około 800 samic")], "number"),
            Slip(
                2,
                [("Kowalczyk and Marciniak (2016,", "Kowalczyk and Marciniak (2019,")],
                "citation",
            ),
        ],
    ),
    Case(
        key="pl-blacksmith-forge-weekend-course",
        source=(
            "Warsztaty kowalskie w kuźni pana Tadeusza w Kazimierzu Dolnym trwają dwa dni, w sobotę i niedzielę od 9:00 do 16:00. "
            "Uczestnik samodzielnie wykuwa hak, pogrzebacz i prosty nóż. "
            "Kurs kosztuje 900 zł, a cena obejmuje materiały, obiad i ognisko na zakończenie. "
            "Nie jest wymagane żadne doświadczenie, ale uczestnicy muszą mieć ukończone 16 lat, a osoby niepełnoletnie potrzebują pisemnej zgody rodzica. "
            "Każdy musi przyjść w butach z pełnymi noskami i w ubraniu z bawełny lub wełny, bo syntetyki mogą się topić od iskier. "
            "Okulary ochronne i rękawice zapewniamy na miejscu. "
            "Nocleg można zarezerwować w pobliskim pensjonacie, ale nie jest on wliczony w cenę."
        ),
        good=[
            Good(
                "preserve",
                "Chcesz spróbować kowalstwa? W kuźni pana Tadeusza w Kazimierzu Dolnym organizujemy dwudniowe warsztaty: sobota i niedziela, 9:00–16:00. "
                "W tym czasie sam wykujesz hak, pogrzebacz i prosty nóż. "
                "Koszt to 900 zł – w cenie są materiały, obiad i ognisko na pożegnanie. "
                "Doświadczenie nie jest potrzebne, musisz jednak mieć skończone 16 lat; niepełnoletni potrzebują pisemnej zgody rodzica. "
                "Obowiązkowo przyjdź w butach z pełnymi noskami oraz w bawełnianym lub wełnianym ubraniu – syntetyki mogą się topić od iskier. "
                "Okulary ochronne i rękawice dostaniesz na miejscu. "
                "Nocleg zarezerwujesz w pobliskim pensjonacie, ale nie wchodzi on w cenę kursu.",
            ),
            Good(
                "preserve",
                "Warsztaty kowalskie – kuźnia pana Tadeusza, Kazimierz Dolny\n\n"
                "Termin: dwa dni (sobota i niedziela), godz. 9.00–16.00.\n"
                "Program: samodzielne wykucie haka, pogrzebacza i prostego noża.\n"
                "Cena: 900 zł (materiały, obiad, ognisko na zakończenie); nocleg nie jest wliczony – można go zarezerwować w pobliskim pensjonacie.\n"
                "Wymagania: doświadczenie nie jest wymagane; obowiązuje ukończone 16 lat, a osoby niepełnoletnie muszą mieć pisemną zgodę rodzica. "
                "Obowiązkowe są buty z pełnymi noskami oraz odzież z bawełny lub wełny (syntetyki mogą topić się od iskier).\n"
                "Zapewniamy na miejscu: okulary ochronne i rękawice.",
            ),
            Good(
                "en",
                "The blacksmithing workshop at Mr Tadeusz's forge in Kazimierz Dolny runs over two days, Saturday and Sunday, from 9 a.m. to 4 p.m. "
                "Each participant forges a hook, a poker and a simple knife on their own. "
                "The course costs PLN 900, which covers materials, lunch and a closing bonfire. "
                "No experience is required, but participants must be at least 16, and minors need written consent from a parent. "
                "Everyone must come in closed-toe shoes and clothing made of cotton or wool, because synthetic fabrics can melt from sparks. "
                "Safety glasses and gloves are provided on site. "
                "Accommodation can be booked at a nearby guesthouse, but it is not included in the price.",
            ),
        ],
        bad=[
            Slip(0, [("Obowiązkowo przyjdź", "Najlepiej przyjdź")], "modality"),
            Slip(1, [("nocleg nie jest wliczony", "nocleg jest wliczony")], "negation"),
            Slip(
                2,
                [
                    (
                        "Safety glasses and gloves are provided",
                        "Safety glasses, gloves and leather aprons are provided",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-waste-drop-off-point-rules",
        source=(
            "Punkt Selektywnego Zbierania Odpadów Komunalnych (PSZOK) przy ul. Polnej 12 jest czynny od wtorku do soboty w godz. 8:00–18:00. "
            "Mieszkańcy gminy mogą bezpłatnie oddać m.in. zużyty sprzęt elektroniczny, meble, opony z samochodów osobowych (do 4 sztuk rocznie) oraz odpady budowlane w ilości do 1 m³ na gospodarstwo w roku. "
            "Punkt nie przyjmuje azbestu ani odpadów z działalności gospodarczej. "
            "Przy wjeździe trzeba okazać dowód wpłaty opłaty za odpady lub deklarację. "
            "Zasady wynikają z uchwały Rady Gminy nr XXIV/215/2023 oraz z art. 3 ust. 2 pkt 6 ustawy o utrzymaniu czystości i porządku w gminach."
        ),
        good=[
            Good(
                "preserve",
                "Gdzie oddać stare meble czy elektrośmieci? Do PSZOK-u przy ul. Polnej 12, otwartego od wtorku do soboty, 8:00–18:00. "
                "Jako mieszkaniec gminy możesz tam bezpłatnie zostawić m.in. zużyty sprzęt elektroniczny, meble, opony z aut osobowych (maksymalnie 4 sztuki w roku) i odpady budowlane – do 1 m³ na gospodarstwo rocznie. "
                "Nie oddasz tu jednak azbestu ani odpadów z działalności gospodarczej. "
                "Przy wjeździe musisz pokazać dowód wpłaty opłaty za odpady albo deklarację. "
                "Takie zasady wprowadzają uchwała Rady Gminy nr XXIV/215/2023 i art. 3 ust. 2 pkt 6 ustawy o utrzymaniu czystości i porządku w gminach.",
            ),
            Good(
                "preserve",
                "Na podstawie uchwały Rady Gminy nr XXIV/215/2023 oraz art. 3 ust. 2 pkt 6 ustawy o utrzymaniu czystości i porządku w gminach Punkt Selektywnego Zbierania Odpadów Komunalnych działa przy ul. Polnej 12, od wtorku do soboty w godzinach 8.00–18.00.\n\n"
                "Mieszkańcy gminy mogą w nim nieodpłatnie pozostawić m.in.:\n"
                "1. zużyty sprzęt elektroniczny,\n"
                "2. meble,\n"
                "3. opony z samochodów osobowych – do 4 sztuk rocznie,\n"
                "4. odpady budowlane – do 1 m³ na gospodarstwo w roku.\n\n"
                "Punkt nie przyjmuje azbestu ani odpadów pochodzących z działalności gospodarczej. "
                "Przy wjeździe należy okazać dowód wniesienia opłaty za odpady lub deklarację.",
            ),
            Good(
                "en",
                "The municipal waste drop-off point (PSZOK) at ul. Polna 12 is open Tuesday to Saturday, 8:00–18:00. "
                "Residents of the municipality can drop off, free of charge, used electronic equipment, furniture, passenger car tyres (up to 4 a year) and up to 1 m³ of construction waste per household per year, among other things. "
                "The point does not accept asbestos or waste from business activity. "
                "On entry, you have to show proof that you have paid the waste fee, or your declaration. "
                "These rules follow from Municipal Council Resolution No. XXIV/215/2023 and Article 3(2)(6) of the Act on Maintaining Cleanliness and Order in Municipalities.",
            ),
        ],
        bad=[
            Slip(0, [("maksymalnie 4 sztuki w roku", "maksymalnie 6 sztuk w roku")], "number"),
            Slip(1, [("art. 3 ust. 2 pkt 6", "art. 3 ust. 2 pkt 5")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "The point does not accept asbestos or waste",
                        "The point also accepts asbestos and waste",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-upholstery-workshop-order-terms",
        source=(
            "Pracownia Tapicerska Kowalczyk przyjmuje zlecenia na renowację krzeseł, foteli i sof. "
            "Czas realizacji wynosi zwykle od 3 do 5 tygodni, a w okresie przedświątecznym może się wydłużyć. "
            "Przed przyjęciem mebla klient musi wybrać tkaninę z naszego katalogu albo dostarczyć własną, w ilości podanej w wycenie. "
            "Wycena jest bezpłatna, jeśli klient przywiezie mebel do pracowni; dojazd do klienta kosztuje 80 zł. "
            "Zaliczka wynosi 30% wartości zlecenia. Od 1 lipca 2025 r. pracownia jest nieczynna w soboty. "
            "Meble nieodebrane w ciągu 14 dni od zgłoszenia gotowości możemy obciążyć opłatą za magazynowanie."
        ),
        good=[
            Good(
                "preserve",
                "Odnawiamy krzesła, fotele i sofy. Zlecenie realizujemy zazwyczaj w 3–5 tygodni; przed świętami ten czas może być dłuższy. "
                "Zanim przyjmiemy mebel, muszą Państwo wybrać tkaninę z naszego katalogu lub dostarczyć własną – w ilości określonej w wycenie. "
                "Za wycenę nie płacą Państwo nic, jeśli mebel zostanie przywieziony do pracowni; za nasz dojazd pobieramy 80 zł. "
                "Zaliczka to 30% wartości zlecenia. Uwaga: od 1 lipca 2025 r. w soboty pracownia jest zamknięta. "
                "Jeśli mebel nie zostanie odebrany w ciągu 14 dni od informacji, że jest gotowy, możemy naliczyć opłatę za magazynowanie.\n\n"
                "Pracownia Tapicerska Kowalczyk",
            ),
            Good(
                "preserve",
                "Pracownia Tapicerska Kowalczyk – jak wygląda zlecenie:\n"
                "- Zakres: renowacja krzeseł, foteli i sof.\n"
                "- Termin: zwykle 3–5 tygodni, w okresie przedświątecznym może się wydłużyć.\n"
                "- Tkanina: przed przyjęciem mebla klient musi ją wybrać z naszego katalogu lub dostarczyć własną (w ilości podanej w wycenie).\n"
                "- Wycena: bezpłatna, jeśli mebel trafi do pracowni; dojazd do klienta – 80 zł.\n"
                "- Zaliczka: 30% wartości zlecenia.\n"
                "- Soboty: od 1 lipca 2025 r. pracownia nieczynna.\n"
                "- Odbiór: za meble nieodebrane w ciągu 14 dni od zgłoszenia gotowości możemy pobrać opłatę za magazynowanie.",
            ),
            Good(
                "en",
                "Kowalczyk Upholstery Workshop takes orders to restore chairs, armchairs and sofas. "
                "Orders usually take 3 to 5 weeks, and this may be longer in the run-up to the holidays. "
                "Before we accept a piece of furniture, the customer must choose a fabric from our catalogue or supply their own, in the quantity stated in the quote. "
                "The quote is free if you bring the furniture to the workshop; a visit to your home costs PLN 80. "
                "The deposit is 30% of the order value. From 1 July 2025, the workshop is closed on Saturdays. "
                "If furniture is not collected within 14 days of our notice that it is ready, we may charge a storage fee.",
            ),
        ],
        bad=[
            Slip(0, [("możemy naliczyć opłatę", "naliczymy opłatę")], "modality"),
            Slip(1, [("od 1 lipca 2025 r.", "od 1 czerwca 2025 r.")], "date"),
            Slip(
                2,
                [
                    (
                        "bring the furniture to the workshop;",
                        "bring the furniture to our workshop in Piaseczno;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-costume-rental-deposit-booking",
        source=(
            "Wypożyczalnia strojów „Maskarada” ma w ofercie ponad 1200 kostiumów dla dzieci i dorosłych – od strojów historycznych po przebrania na bal karnawałowy. "
            "Strój wypożyczamy na 3 dni, a każdy dodatkowy dzień kosztuje 15 zł. "
            "Przy odbiorze pobieramy kaucję w wysokości 200 zł, którą zwracamy, jeśli kostium wróci nieuszkodzony. "
            "Prosimy nie prać ani nie prasować strojów samodzielnie – profesjonalne czyszczenie jest wliczone w cenę. "
            "Rezerwacje przyjmujemy telefonicznie lub mailowo (rezerwacje@maskarada-stroje.pl), ale w styczniu i lutym jeden klient nie może zarezerwować więcej niż 5 strojów naraz. "
            "Zdjęcia kostiumów znajdziesz na stronie maskarada-stroje.pl/katalog."
        ),
        good=[
            Good(
                "preserve",
                "W „Maskaradzie” wybierzesz spośród ponad 1200 kostiumów dla dzieci i dorosłych – są tu zarówno stroje historyczne, jak i przebrania na bal karnawałowy. "
                "Podstawowy okres wypożyczenia to 3 dni; za każdy dodatkowy dzień dopłacasz 15 zł. "
                "Przy odbiorze zostawiasz 200 zł kaucji – oddamy ją, gdy kostium wróci bez uszkodzeń. "
                "Prosimy, nie pierz i nie prasuj stroju sam, bo profesjonalne czyszczenie masz w cenie. "
                "Zarezerwujesz telefonicznie albo mailowo pod adresem rezerwacje@maskarada-stroje.pl; pamiętaj tylko, że w styczniu i lutym jeden klient nie może zarezerwować naraz więcej niż 5 strojów. "
                "Zdjęcia kostiumów obejrzysz na maskarada-stroje.pl/katalog.",
            ),
            Good(
                "preserve",
                "Regulamin wypożyczalni „Maskarada” w skrócie:\n"
                "1. Oferta: ponad 1200 kostiumów dziecięcych i dla dorosłych, od historycznych po karnawałowe.\n"
                "2. Okres wypożyczenia: 3 dni; każdy dodatkowy dzień – 15 zł.\n"
                "3. Kaucja: 200 zł, pobierana przy odbiorze i zwracana po oddaniu nieuszkodzonego kostiumu.\n"
                "4. Czyszczenie: profesjonalne, wliczone w cenę – prosimy nie prać ani nie prasować stroju samodzielnie.\n"
                "5. Rezerwacje: telefonicznie lub e-mailem (rezerwacje@maskarada-stroje.pl); w styczniu i lutym nie więcej niż 5 strojów naraz na jednego klienta.\n"
                "6. Katalog ze zdjęciami: maskarada-stroje.pl/katalog.",
            ),
            Good(
                "en",
                "The “Maskarada” costume rental shop has more than 1,200 costumes for children and adults, from historical outfits to carnival-ball disguises. "
                "Costumes are rented for 3 days, and each extra day costs PLN 15. "
                "We take a PLN 200 deposit on collection and return it if the costume comes back undamaged. "
                "Please do not wash or iron the costumes yourself – professional cleaning is included in the price. "
                "You can book by phone or by e-mail (rezerwacje@maskarada-stroje.pl), but in January and February one customer cannot book more than 5 costumes at a time. "
                "Photos of the costumes are at maskarada-stroje.pl/katalog.",
            ),
        ],
        bad=[
            Slip(0, [("dopłacasz 15 zł", "dopłacasz 25 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "prosimy nie prać ani nie prasować stroju samodzielnie",
                        "prosimy uprać i wyprasować strój samodzielnie",
                    )
                ],
                "negation",
            ),
            Slip(2, [("rezerwacje@maskarada-stroje.pl", "rezerwacje@maskarada.pl")], "url"),
        ],
    ),
    Case(
        key="pl-senior-chess-club-notice",
        source=(
            "## Kółko szachowe 60+\n\n"
            "Spotykamy się w **każdą środę od 10:00 do 12:00** w czytelni Miejskiego Domu Kultury (pokój 14, I piętro).\n\n"
            "### Co warto wiedzieć\n\n"
            "- Udział jest bezpłatny, ale trzeba się zapisać u pani Ewy pod nr tel. 512 334 908.\n"
            "- Szachownice i zegary zapewniamy; można przynieść własne.\n"
            "- Początkujący powinni przyjść 15 minut wcześniej na krótkie omówienie zasad.\n\n"
            "Turniej na zakończenie sezonu odbędzie się **18 czerwca 2025 r.** "
            "Regulamin turnieju: [pobierz PDF](https://mdk-przyklad.pl/szachy/regulamin.pdf)."
        ),
        good=[
            Good(
                "preserve",
                "## Kółko szachowe 60+\n\n"
                "Zapraszamy **w każdą środę, 10:00–12:00**, do czytelni Miejskiego Domu Kultury – pokój 14 na I piętrze.\n\n"
                "### Najważniejsze informacje\n\n"
                "- Zajęcia nic nie kosztują, ale trzeba się wcześniej zapisać u pani Ewy (tel. 512 334 908).\n"
                "- Szachownice i zegary są na miejscu, choć można też przynieść swoje.\n"
                "- Osoby początkujące powinny zjawić się 15 minut wcześniej – krótko omówimy zasady.\n\n"
                "Sezon zamkniemy turniejem **18 czerwca 2025 r.** Regulamin znajdziesz tutaj: [pobierz PDF](https://mdk-przyklad.pl/szachy/regulamin.pdf).",
            ),
            Good(
                "preserve",
                "## Kółko szachowe 60+\n\n"
                "**Kiedy i gdzie:** środy, 10:00–12:00, czytelnia Miejskiego Domu Kultury, pokój 14 (I piętro).\n\n"
                "### Zasady udziału\n\n"
                "- Bezpłatnie, ale wymagany jest zapis u pani Ewy: 512 334 908.\n"
                "- Szachownice i zegary zapewniamy; własne też można przynieść.\n"
                "- Początkujący powinni przyjść 15 minut przed czasem na krótkie omówienie zasad.\n\n"
                "**Turniej kończący sezon:** 18 czerwca 2025 r. – [regulamin (PDF)](https://mdk-przyklad.pl/szachy/regulamin.pdf)",
            ),
            Good(
                "en",
                "## Chess club 60+\n\n"
                "We meet **every Wednesday from 10:00 to 12:00** in the reading room of the Municipal Cultural Centre (room 14, first floor).\n\n"
                "### Good to know\n\n"
                "- Taking part is free, but you need to sign up with Ms Ewa on 512 334 908.\n"
                "- We provide chessboards and clocks; you can also bring your own.\n"
                "- Beginners should arrive 15 minutes early for a short run-through of the rules.\n\n"
                "The end-of-season tournament will take place on **18 June 2025**. "
                "Tournament rules: [download PDF](https://mdk-przyklad.pl/szachy/regulamin.pdf).",
            ),
        ],
        bad=[
            Slip(0, [("### Najważniejsze informacje", "Najważniejsze informacje")], "markdown"),
            Slip(1, [("18 czerwca 2025 r.", "25 czerwca 2025 r.")], "date"),
            Slip(2, [("Beginners should arrive", "Beginners must arrive")], "modality"),
        ],
    ),
    Case(
        key="pl-vehicle-inspection-station-fees",
        source=(
            "Okresowe badanie techniczne samochodu osobowego kosztuje 98 zł, a auta z instalacją gazową – 162 zł. "
            "Zgodnie z art. 81 ustawy – Prawo o ruchu drogowym nowy samochód trzeba zbadać po raz pierwszy przed upływem 3 lat od pierwszej rejestracji, następnie w ciągu kolejnych 2 lat, a potem co roku. "
            "Na badanie należy zabrać dowód rejestracyjny; w aucie z LPG trzeba też mieć ważną legalizację zbiornika. "
            "Jeśli stan pojazdu zagraża bezpieczeństwu ruchu, diagnosta może zatrzymać dowód rejestracyjny. "
            "Badanie trwa zwykle około 30 minut. "
            "Stacja przy ul. Przemysłowej 7 jest czynna w dni robocze od 7:00 do 19:00."
        ),
        good=[
            Good(
                "preserve",
                "Ile zapłacisz za przegląd? Za okresowe badanie techniczne samochodu osobowego 98 zł, a jeśli auto ma instalację gazową – 162 zł. "
                "Terminy wyznacza art. 81 ustawy – Prawo o ruchu drogowym: pierwsze badanie nowego auta musisz zrobić przed upływem 3 lat od pierwszej rejestracji, drugie w ciągu następnych 2 lat, a później co roku. "
                "Zabierz ze sobą dowód rejestracyjny, a przy LPG także ważną legalizację zbiornika. "
                "Pamiętaj, że diagnosta może zatrzymać dowód, jeśli stan auta zagraża bezpieczeństwu ruchu. "
                "Samo badanie trwa zwykle około pół godziny. Zapraszamy na ul. Przemysłową 7, w dni robocze 7:00–19:00.",
            ),
            Good(
                "preserve",
                "Stacja kontroli pojazdów, ul. Przemysłowa 7 (dni robocze, 7.00–19.00)\n\n"
                "• Opłata za okresowe badanie techniczne samochodu osobowego: 98 zł; z instalacją gazową: 162 zł.\n"
                "• Terminy (art. 81 ustawy – Prawo o ruchu drogowym): pierwsze badanie przed upływem 3 lat od pierwszej rejestracji, drugie w ciągu kolejnych 2 lat, następne co roku.\n"
                "• Wymagane dokumenty: dowód rejestracyjny, a w przypadku LPG również ważna legalizacja zbiornika.\n"
                "• Czas badania: zwykle ok. 30 minut.\n"
                "• Jeżeli stan pojazdu zagraża bezpieczeństwu ruchu, diagnosta może zatrzymać dowód rejestracyjny.",
            ),
            Good(
                "en",
                "A periodic roadworthiness test for a passenger car costs PLN 98, or PLN 162 for a car with an LPG system. "
                "Under Article 81 of the Road Traffic Act, a new car must have its first test before 3 years have passed since its first registration, the next one within the following 2 years, and then one every year. "
                "Bring your registration certificate to the test; if the car runs on LPG, you also need a valid tank certification. "
                "If the vehicle's condition threatens road safety, the inspector may retain the registration certificate. "
                "The test usually takes about 30 minutes. "
                "The station at ul. Przemysłowa 7 is open on working days from 7:00 to 19:00.",
            ),
        ],
        bad=[
            Slip(0, [("art. 81 ustawy", "art. 18 ustawy")], "legal_reference"),
            Slip(1, [("z instalacją gazową: 162 zł", "z instalacją gazową: 126 zł")], "number"),
            Slip(2, [("the inspector may retain", "the inspector will retain")], "modality"),
        ],
    ),
    Case(
        key="pl-dog-first-aid-course",
        source=(
            "Kurs pierwszej pomocy dla psów prowadzi lek. wet. Marta Zielińska. "
            "Zajęcia trwają 6 godzin i obejmują m.in. resuscytację krążeniowo-oddechową na fantomie, opatrywanie ran łap oraz postępowanie przy udarze cieplnym. "
            "Nie przychodź na kurs z własnym psem – ćwiczymy wyłącznie na fantomach, a obecność zwierząt rozprasza grupę. "
            "Kurs nie zastępuje wizyty u weterynarza: jego celem jest ustabilizowanie psa do czasu dotarcia do lecznicy. "
            "Przy udarze cieplnym schładzaj psa letnią, a nie lodowatą wodą, bo zbyt gwałtowne schłodzenie może pogorszyć jego stan. "
            "Szacuje się, że szybka pierwsza pomoc mogłaby uratować nawet co trzeciego psa po wypadku. "
            "Grupa liczy maksymalnie 12 osób, a każdy uczestnik otrzymuje certyfikat."
        ),
        good=[
            Good(
                "preserve",
                "Zajęcia prowadzi lekarz weterynarii Marta Zielińska. "
                "Sześciogodzinny kurs pierwszej pomocy dla psów obejmuje między innymi resuscytację krążeniowo-oddechową na fantomie, opatrywanie ran łap i postępowanie w razie udaru cieplnego. "
                "Prosimy nie przyprowadzać własnych psów: ćwiczenia odbywają się wyłącznie na fantomach, a zwierzęta rozpraszają grupę. "
                "Kurs nie zastępuje wizyty u weterynarza – ma pomóc ustabilizować psa do momentu dotarcia do lecznicy. "
                "W przypadku udaru cieplnego psa należy schładzać letnią, nie lodowatą wodą, ponieważ zbyt gwałtowne schłodzenie może pogorszyć jego stan. "
                "Według szacunków szybka pierwsza pomoc mogłaby uratować nawet co trzeciego psa po wypadku. "
                "W grupie jest maksymalnie 12 osób, a każdy uczestnik otrzymuje certyfikat.",
            ),
            Good(
                "preserve",
                "Kurs pierwszej pomocy dla psów – prowadząca: lek. wet. Marta Zielińska\n\n"
                "Czas trwania: 6 godzin. W programie m.in.:\n"
                "- resuscytacja krążeniowo-oddechowa (na fantomie),\n"
                "- opatrywanie ran łap,\n"
                "- postępowanie przy udarze cieplnym – psa schładzaj letnią wodą, nie lodowatą, bo zbyt gwałtowne schłodzenie może pogorszyć jego stan.\n\n"
                "Swojego psa zostaw w domu: ćwiczymy tylko na fantomach, a zwierzęta rozpraszają grupę. "
                "Pamiętaj, że kurs nie zastępuje wizyty u weterynarza – uczy, jak ustabilizować psa, zanim dotrzesz do lecznicy. "
                "Szacuje się, że szybka pierwsza pomoc mogłaby uratować nawet co trzeciego psa po wypadku. "
                "W grupie jest najwyżej 12 osób; każdy dostaje certyfikat.",
            ),
            Good(
                "en",
                "The dog first-aid course is run by veterinarian Marta Zielińska. "
                "The 6-hour course covers, among other things, CPR on a dummy, dressing paw wounds and what to do in case of heatstroke. "
                "Please don't bring your own dog – we practise only on dummies, and animals distract the group. "
                "The course is no substitute for a visit to the vet: its aim is to stabilise the dog until you reach a clinic. "
                "For heatstroke, cool the dog with lukewarm, not ice-cold, water, because cooling it too quickly may worsen its condition. "
                "It is estimated that prompt first aid could save as many as one in three dogs after an accident. "
                "Groups have at most 12 people, and every participant receives a certificate.",
            ),
        ],
        bad=[
            Slip(0, [("może pogorszyć jego stan", "pogarsza jego stan")], "hedge"),
            Slip(
                1,
                [
                    (
                        "kurs nie zastępuje wizyty u weterynarza",
                        "kurs zastępuje wizytę u weterynarza",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "every participant receives a certificate.",
                        "every participant receives a certificate and a canine first-aid kit.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-photo-backup-script-readme",
        source=(
            "# kopia-zdjec\n\n"
            "Prosty skrypt do tworzenia kopii zapasowej zdjęć z telefonu na dysk NAS.\n\n"
            "## Instalacja\n\n"
            "Wymaga Pythona 3.10 lub nowszego. Zainstaluj zależności poleceniem `pip install -r requirements.txt`.\n\n"
            "## Użycie\n\n"
            "```\npython kopia.py --zrodlo /media/telefon --cel /mnt/nas/zdjecia\n```\n\n"
            "Domyślnie skrypt pomija pliki mniejsze niż 50 KB (miniatury). "
            "Aby to zmienić, ustaw `min_rozmiar_kb` w pliku `config.toml`. "
            "Skrypt nie usuwa niczego z telefonu. "
            "Przy pierwszym uruchomieniu kopiowanie 10 000 zdjęć może potrwać około godziny."
        ),
        good=[
            Good(
                "preserve",
                "# kopia-zdjec\n\n"
                "Prosty skrypt, który robi kopię zapasową zdjęć z telefonu na dysku NAS.\n\n"
                "## Instalacja\n\n"
                "Potrzebujesz Pythona w wersji 3.10 lub nowszej. Zależności zainstalujesz tak: `pip install -r requirements.txt`.\n\n"
                "## Użycie\n\n"
                "```\npython kopia.py --zrodlo /media/telefon --cel /mnt/nas/zdjecia\n```\n\n"
                "Pliki poniżej 50 KB (czyli miniatury) są domyślnie pomijane; próg zmienisz kluczem `min_rozmiar_kb` w `config.toml`. "
                "Z telefonu nic nie jest usuwane. "
                "Pierwsze uruchomienie przy 10 000 zdjęć może trwać około godziny.",
            ),
            Good(
                "preserve",
                "# kopia-zdjec\n\n"
                "Niewielki skrypt kopiujący zdjęcia z telefonu na dysk NAS.\n\n"
                "## Instalacja\n\n"
                "1. Upewnij się, że masz Pythona 3.10 lub nowszego.\n"
                "2. Zainstaluj zależności: `pip install -r requirements.txt`.\n\n"
                "## Użycie\n\n"
                "```\npython kopia.py --zrodlo /media/telefon --cel /mnt/nas/zdjecia\n```\n\n"
                "Uwagi:\n"
                "- Miniatury, czyli pliki mniejsze niż 50 KB, są domyślnie pomijane – próg ustawisz w `config.toml` (klucz `min_rozmiar_kb`).\n"
                "- Skrypt niczego nie usuwa z telefonu.\n"
                "- Pierwsza kopia 10 000 zdjęć może zająć mniej więcej godzinę.",
            ),
            Good(
                "en",
                "# kopia-zdjec\n\n"
                "A simple script for backing up photos from your phone to a NAS drive.\n\n"
                "## Installation\n\n"
                "Requires Python 3.10 or newer. Install the dependencies with `pip install -r requirements.txt`.\n\n"
                "## Usage\n\n"
                "```\npython kopia.py --zrodlo /media/telefon --cel /mnt/nas/zdjecia\n```\n\n"
                "By default, the script skips files smaller than 50 KB (thumbnails). "
                "To change this, set `min_rozmiar_kb` in `config.toml`. "
                "The script does not delete anything from your phone. "
                "On the first run, copying 10,000 photos may take about an hour.",
            ),
        ],
        bad=[
            Slip(0, [("kluczem `min_rozmiar_kb`", "kluczem `min_rozmiar`")], "code"),
            Slip(
                1,
                [
                    (
                        "```\npython kopia.py --zrodlo /media/telefon --cel /mnt/nas/zdjecia\n```",
                        "python kopia.py --zrodlo /media/telefon --cel /mnt/nas/zdjecia",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("smaller than 50 KB", "smaller than 500 KB")], "number"),
        ],
    ),
    Case(
        key="pl-community-garden-season-rules",
        source=(
            "Ogród społeczny na Zatorzu rozpoczyna sezon w sobotę 12 kwietnia o 10:00. "
            "Każda rodzina może dostać jedną skrzynię o wymiarach 1,2 × 2 m; w tym roku mamy 40 skrzyń, więc o przydziale zdecyduje kolejność zgłoszeń. "
            "Użytkownicy skrzyń muszą przepracować co najmniej 4 godziny w miesiącu przy wspólnych pracach, np. przy kompostowniku. "
            "Nie wolno stosować oprysków chemicznych. "
            "Woda z beczek na deszczówkę prawdopodobnie wystarczy do połowy czerwca, potem będziemy korzystać z hydrantu. "
            "Zbiórka nasion odbędzie się 27 września, a skrzynie trzeba opróżnić do 31 października."
        ),
        good=[
            Good(
                "preserve",
                "Startujemy! Sezon w ogrodzie społecznym na Zatorzu otwieramy w sobotę 12 kwietnia o 10:00. "
                "Jedna rodzina może otrzymać jedną skrzynię (1,2 × 2 m). Skrzyń jest w tym roku 40, dlatego o przydziale zdecyduje kolejność zgłoszeń. "
                "Jeśli dostaniesz skrzynię, musisz co miesiąc przepracować przy wspólnych zadaniach – choćby przy kompostowniku – minimum 4 godziny. "
                "Chemiczne opryski są zakazane. "
                "Deszczówki w beczkach prawdopodobnie wystarczy do połowy czerwca, a później przejdziemy na hydrant. "
                "27 września zbieramy nasiona, a do 31 października trzeba opróżnić skrzynie.",
            ),
            Good(
                "preserve",
                "Ogród społeczny na Zatorzu – zasady sezonu\n\n"
                "- Otwarcie: sobota, 12 kwietnia, godz. 10:00.\n"
                "- Skrzynie: w tym roku 40 sztuk o wymiarach 1,2 × 2 m, jedna na rodzinę; przydział według kolejności zgłoszeń.\n"
                "- Obowiązek: co najmniej 4 godziny wspólnych prac w miesiącu (np. przy kompostowniku).\n"
                "- Zakaz stosowania chemicznych oprysków.\n"
                "- Woda: deszczówka z beczek prawdopodobnie do połowy czerwca, potem hydrant.\n"
                "- Zbiórka nasion: 27 września.\n"
                "- Opróżnienie skrzyń: obowiązkowo do 31 października.",
            ),
            Good(
                "en",
                "The Zatorze community garden opens its season on Saturday, 12 April, at 10 a.m. "
                "Each family can get one raised bed measuring 1.2 × 2 m; this year we have 40 beds, so they will be allocated in the order in which requests come in. "
                "Bed users must put in at least 4 hours a month of shared work, for example at the compost heap. "
                "Chemical sprays are not allowed. "
                "The water in the rain barrels will probably last until mid-June; after that we will use the hydrant. "
                "Seed collection will take place on 27 September, and the beds must be cleared by 31 October.",
            ),
        ],
        bad=[
            Slip(0, [("prawdopodobnie wystarczy", "na pewno wystarczy")], "hedge"),
            Slip(1, [("Zbiórka nasion: 27 września.", "Zbiórka nasion: 17 września.")], "date"),
            Slip(2, [("Bed users must put in", "Bed users are encouraged to put in")], "modality"),
        ],
    ),
    Case(
        key="pl-municipal-library-loan-rules",
        source=(
            "Gminna Biblioteka Publiczna w Lipnie udostępnia czytelnikom katalog online pod adresem katalog.biblioteka-lipno.pl. "
            "Książki można wypożyczyć na 30 dni i dwukrotnie przedłużyć, o ile nikt ich nie zarezerwował. "
            "Za przetrzymanie nie pobieramy kar, ale czytelnik, który zalega z oddaniem książek, nie może wypożyczać kolejnych. "
            "Od marca działa też wypożyczanie e-booków przez platformę Legimi – kod dostępu otrzymasz w bibliotece po okazaniu karty czytelnika. "
            "Czasopisma są dostępne tylko na miejscu. "
            "Pytania prosimy kierować na adres kontakt@biblioteka-lipno.pl."
        ),
        good=[
            Good(
                "preserve",
                "Katalog Gminnej Biblioteki Publicznej w Lipnie przejrzysz online: katalog.biblioteka-lipno.pl. "
                "Książki wypożyczasz na 30 dni i możesz dwa razy przedłużyć termin – pod warunkiem, że nikt ich nie zarezerwował. "
                "Kar za przetrzymanie nie pobieramy, jednak dopóki zalegasz z oddaniem książek, nie wypożyczysz następnych. "
                "Od marca możesz też wypożyczać e-booki na platformie Legimi: kod dostępu dostaniesz w bibliotece, gdy pokażesz kartę czytelnika. "
                "Czasopisma czytasz wyłącznie na miejscu. "
                "Masz pytania? Napisz na kontakt@biblioteka-lipno.pl.",
            ),
            Good(
                "preserve",
                "Gminna Biblioteka Publiczna w Lipnie – najważniejsze zasady\n\n"
                "1. Katalog online: katalog.biblioteka-lipno.pl.\n"
                "2. Wypożyczenie książek: 30 dni, z możliwością dwukrotnego przedłużenia, jeżeli książka nie została przez nikogo zarezerwowana.\n"
                "3. Przetrzymanie: biblioteka nie nalicza kar, lecz osoba zalegająca ze zwrotem nie może wypożyczać kolejnych książek.\n"
                "4. E-booki: od marca na platformie Legimi; kod dostępu wydajemy w bibliotece po okazaniu karty czytelnika.\n"
                "5. Czasopisma: udostępniane wyłącznie na miejscu.\n"
                "6. Kontakt: kontakt@biblioteka-lipno.pl.",
            ),
            Good(
                "en",
                "The Municipal Public Library in Lipno has an online catalogue at katalog.biblioteka-lipno.pl. "
                "Books can be borrowed for 30 days and renewed twice, provided nobody has reserved them. "
                "We do not charge late fees, but readers with overdue books cannot borrow any more. "
                "Since March, you can also borrow e-books through the Legimi platform – you will get an access code at the library when you show your library card. "
                "Magazines can only be read on site. "
                "Please send any questions to kontakt@biblioteka-lipno.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Kar za przetrzymanie nie pobieramy, jednak",
                        "Za przetrzymanie pobieramy kary, a",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "4. E-booki: od marca na platformie Legimi; kod dostępu wydajemy w bibliotece po okazaniu karty czytelnika.\n5. Czasopisma: udostępniane wyłącznie na miejscu.",
                        "4. E-books: available on the Legimi platform since March; you get your access code at the library after showing your library card.\n5. Magazines: available for reading on site only.",
                    )
                ],
                "wrong_language",
            ),
            Slip(2, [("katalog.biblioteka-lipno.pl", "biblioteka-lipno.pl/katalog")], "url"),
        ],
    ),
    Case(
        key="pl-walking-blood-pressure-review",
        source=(
            "Regularne spacery mogą obniżać ciśnienie tętnicze u osób starszych – wynika z przeglądu opublikowanego przez Nowickiego i współpracowników w „Polskim Przeglądzie Kardiologicznym” (2021, t. 23, s. 112–119). "
            "Autorzy przeanalizowali 14 badań obejmujących łącznie około 2 tys. uczestników w wieku powyżej 65 lat. "
            "U osób, które chodziły co najmniej 30 minut dziennie przez 12 tygodni, ciśnienie skurczowe spadło średnio o 5 mmHg. "
            "Autorzy podkreślają jednak, że wyniki nie dowodzą związku przyczynowego. "
            "Osoby przyjmujące leki na nadciśnienie nie powinny same zmieniać dawek; decyzję musi podjąć lekarz."
        ),
        good=[
            Good(
                "preserve",
                "Czy spacer pomaga na ciśnienie? Z przeglądu Nowickiego i współpracowników („Polski Przegląd Kardiologiczny”, 2021, t. 23, s. 112–119) wynika, że u seniorów regularne chodzenie może obniżać ciśnienie tętnicze. "
                "Badacze zebrali wyniki 14 badań, w których wzięło udział łącznie około 2 tys. osób w wieku powyżej 65 lat. "
                "Kto przez 12 tygodni chodził co najmniej pół godziny dziennie, miał ciśnienie skurczowe niższe średnio o 5 mmHg. "
                "Autorzy zastrzegają jednak, że nie dowodzi to związku przyczynowego. "
                "Jeśli bierzesz leki na nadciśnienie, nie powinieneś sam zmieniać dawek – o tym musi zdecydować lekarz.",
            ),
            Good(
                "preserve",
                "Z przeglądu autorstwa Nowickiego i in. („Polski Przegląd Kardiologiczny”, 2021, t. 23, s. 112–119) wynika, że regularne spacery mogą obniżać ciśnienie tętnicze u osób starszych. "
                "Analizą objęto 14 badań z udziałem łącznie ok. 2000 uczestników powyżej 65. roku życia. "
                "W grupie, która przez 12 tygodni chodziła minimum 30 minut dziennie, odnotowano średni spadek ciśnienia skurczowego o 5 mmHg. "
                "Autorzy zaznaczają przy tym, że wyniki nie dowodzą związku przyczynowego. "
                "Pacjenci przyjmujący leki na nadciśnienie nie powinni samodzielnie modyfikować dawek – taką decyzję musi podjąć lekarz.",
            ),
            Good(
                "en",
                "Regular walks may lower blood pressure in older people, according to a review by Nowicki and colleagues published in Polski Przegląd Kardiologiczny (2021, vol. 23, pp. 112–119). "
                "The authors analysed 14 studies with a total of about 2,000 participants aged over 65. "
                "In people who walked for at least 30 minutes a day for 12 weeks, systolic pressure fell by 5 mmHg on average. "
                "However, the authors stress that the results do not prove a causal link. "
                "People taking blood-pressure medication should not change their doses on their own; the decision must be made by a doctor.",
            ),
        ],
        bad=[
            Slip(0, [("t. 23, s. 112–119", "t. 23, s. 121–129")], "citation"),
            Slip(
                1,
                [
                    (
                        "regularne spacery mogą obniżać ciśnienie",
                        "regularne spacery obniżają ciśnienie",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "the decision must be made by a doctor",
                        "the decision should ideally be made by a doctor",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-housing-community-annual-meeting",
        source=(
            "Zarząd Wspólnoty Mieszkaniowej przy ul. Lipowej 8 informuje, że roczne zebranie właścicieli lokali odbędzie się 24 marca o 18:00 w świetlicy w budynku. "
            "Zgodnie z art. 30 ust. 1 ustawy o własności lokali zarząd przedstawi sprawozdanie finansowe za ubiegły rok oraz plan gospodarczy. "
            "Proponujemy podniesienie zaliczki na fundusz remontowy z 2,50 zł do 3,20 zł za m² miesięcznie, aby sfinansować wymianę dźwigu. "
            "Uchwały mogą być podejmowane także w trybie indywidualnego zbierania głosów, zgodnie z art. 23 ust. 1 tej ustawy. "
            "Właściciele, którzy nie mogą przyjść, mogą udzielić pisemnego pełnomocnictwa. "
            "Pełnomocnictwo nie wymaga poświadczenia notarialnego."
        ),
        good=[
            Good(
                "preserve",
                "Drodzy właściciele lokali z Lipowej 8! Coroczne zebranie wspólnoty odbędzie się 24 marca o godz. 18:00 w świetlicy w naszym budynku. "
                "Zarząd przedstawi na nim sprawozdanie finansowe za poprzedni rok i plan gospodarczy – zgodnie z art. 30 ust. 1 ustawy o własności lokali. "
                "Zaproponujemy wzrost zaliczki na fundusz remontowy z 2,50 zł do 3,20 zł za m² miesięcznie; pieniądze pójdą na wymianę dźwigu. "
                "Przypominamy, że na podstawie art. 23 ust. 1 tej samej ustawy uchwały można podejmować również w drodze indywidualnego zbierania głosów. "
                "Jeśli nie możesz przyjść, możesz udzielić komuś pisemnego pełnomocnictwa – nie musi ono być poświadczone notarialnie.",
            ),
            Good(
                "preserve",
                "ZAWIADOMIENIE\n\n"
                "Zarząd Wspólnoty Mieszkaniowej ul. Lipowa 8 zawiadamia o rocznym zebraniu właścicieli lokali.\n"
                "Termin: 24 marca, godz. 18.00. Miejsce: świetlica w budynku.\n\n"
                "Zarząd przedstawi:\n"
                "1. sprawozdanie finansowe za ubiegły rok i plan gospodarczy (art. 30 ust. 1 ustawy o własności lokali);\n"
                "2. propozycję podwyższenia zaliczki na fundusz remontowy z 2,50 zł do 3,20 zł/m² miesięcznie w celu sfinansowania wymiany dźwigu.\n\n"
                "Uchwały mogą zapadać również w trybie indywidualnego zbierania głosów (art. 23 ust. 1 ustawy). "
                "Właściciele, którzy nie mogą być obecni, mogą udzielić pisemnego pełnomocnictwa; nie wymaga ono poświadczenia notarialnego.",
            ),
            Good(
                "en",
                "The board of the Housing Community at ul. Lipowa 8 announces that the annual meeting of unit owners will be held on 24 March at 6 p.m. in the building's common room. "
                "In line with Article 30(1) of the Act on the Ownership of Premises, the board will present the financial report for the previous year and the business plan. "
                "We propose raising the contribution to the renovation fund from PLN 2.50 to PLN 3.20 per m² per month to pay for replacing the lift. "
                "Resolutions may also be adopted by collecting votes individually, under Article 23(1) of that Act. "
                "Owners who cannot attend may grant a written power of attorney. "
                "The power of attorney does not need to be notarised.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("art. 23 ust. 1 tej samej ustawy", "art. 22 ust. 1 tej samej ustawy")],
                "legal_reference",
            ),
            Slip(1, [("do 3,20 zł/m²", "do 3,50 zł/m²")], "number"),
            Slip(2, [("does not need to be notarised", "needs to be notarised")], "negation"),
        ],
    ),
    Case(
        key="pl-animal-shelter-dog-walkers",
        source=(
            "Schronisko dla zwierząt w Jaworznie szuka wolontariuszy do wyprowadzania psów. "
            "Wolontariuszem może zostać osoba pełnoletnia; osoby w wieku 16–17 lat mogą pomagać wyłącznie pod opieką rodzica. "
            "Przed pierwszym spacerem każdy musi przejść dwugodzinne szkolenie – najbliższe odbędzie się w sobotę 8 lutego o 11:00. "
            "Spacery odbywają się codziennie od 9:00 do 15:00. "
            "Prosimy o wcześniejsze zgłoszenie na adres wolontariat@schronisko-jaworzno.pl, bo liczba miejsc na szkoleniu jest ograniczona do 20. "
            "Psy wyprowadzamy tylko na smyczach schroniska; własnych obroży i smyczy nie wolno używać. "
            "Wolontariusze powinni mieć wygodne buty i ubranie, którego nie szkoda pobrudzić."
        ),
        good=[
            Good(
                "preserve",
                "Lubisz psy? Schronisko dla zwierząt w Jaworznie szuka wolontariuszy, którzy będą wyprowadzać jego podopiecznych na spacery. "
                "Możesz dołączyć, jeśli jesteś pełnoletni; osoby w wieku 16–17 lat mogą pomagać tylko pod opieką rodzica. "
                "Zanim pójdziesz na pierwszy spacer, musisz przejść dwugodzinne szkolenie. Najbliższe – w sobotę 8 lutego o 11:00. "
                "Na szkoleniu jest tylko 20 miejsc, więc prosimy o wcześniejsze zgłoszenie na wolontariat@schronisko-jaworzno.pl. "
                "Spacery odbywają się codziennie w godz. 9:00–15:00. "
                "Psy chodzą wyłącznie na smyczach schroniska – własnych obroży i smyczy używać nie wolno. "
                "Powinieneś mieć wygodne buty i ubranie, którego nie szkoda ci pobrudzić.",
            ),
            Good(
                "preserve",
                "Wolontariat w schronisku w Jaworznie – wyprowadzanie psów\n\n"
                "• Kto: osoby pełnoletnie; 16- i 17-latkowie wyłącznie pod opieką rodzica.\n"
                "• Szkolenie: obowiązkowe przed pierwszym spacerem, trwa 2 godziny. Najbliższy termin: sobota, 8 lutego, 11:00. "
                "Limit: 20 miejsc – prosimy o wcześniejsze zgłoszenie na wolontariat@schronisko-jaworzno.pl.\n"
                "• Spacery: codziennie, 9:00–15:00.\n"
                "• Sprzęt: tylko smycze schroniska; używanie własnych obroży i smyczy jest zabronione.\n"
                "• Strój: wolontariusz powinien mieć wygodne buty i ubranie, którego nie szkoda pobrudzić.",
            ),
            Good(
                "en",
                "The animal shelter in Jaworzno is looking for volunteers to walk its dogs. "
                "Anyone aged 18 or over can volunteer; 16- and 17-year-olds may help only under a parent's supervision. "
                "Before their first walk, everyone must complete a two-hour training session – the next one is on Saturday, 8 February, at 11 a.m. "
                "Walks take place every day from 9 a.m. to 3 p.m. "
                "Please sign up in advance at wolontariat@schronisko-jaworzno.pl, as the training is limited to 20 people. "
                "Dogs are walked only on the shelter's leads; you may not use your own collars or leads. "
                "Volunteers should wear comfortable shoes and clothes they don't mind getting dirty.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("musisz przejść dwugodzinne szkolenie", "warto przejść dwugodzinne szkolenie")],
                "modality",
            ),
            Slip(1, [("sobota, 8 lutego, 11:00", "sobota, 8 lutego, 13:00")], "date"),
            Slip(
                2,
                [
                    (
                        "The animal shelter in Jaworzno is",
                        "The animal shelter in Jaworzno, run by the local Animal Protection Society, is",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-music-school-exam-recordings",
        source=(
            "## Archiwizacja nagrań z egzaminów\n\n"
            "Nagrania z egzaminów semestralnych trzeba przesłać na serwer szkoły w ciągu **7 dni** od egzaminu.\n\n"
            "1. Zgraj pliki WAV z rejestratora i nazwij je według wzoru `RRRR-MM-DD_nazwisko_instrument.wav`.\n"
            "2. Skopiuj je do katalogu `smb://serwer/egzaminy/2025`.\n"
            "3. Uzupełnij arkusz [Rejestr nagrań](https://szkola-muzyczna.edu.pl/rejestr).\n\n"
            "Nie kompresuj plików do MP3 – komisja odsłuchuje wyłącznie oryginały. "
            "Jeśli plik jest większy niż 2 GB, podziel nagranie na części. "
            "W razie problemów napisz do pana Kamila z sekretariatu."
        ),
        good=[
            Good(
                "preserve",
                "## Archiwizacja nagrań z egzaminów\n\n"
                "Nagrania z egzaminów semestralnych musisz przesłać na serwer szkoły w ciągu **7 dni** od egzaminu. Kroki:\n\n"
                "1. Zgraj z rejestratora pliki WAV i nadaj im nazwy według wzoru `RRRR-MM-DD_nazwisko_instrument.wav`.\n"
                "2. Skopiuj je do katalogu `smb://serwer/egzaminy/2025`.\n"
                "3. Wypełnij arkusz [Rejestr nagrań](https://szkola-muzyczna.edu.pl/rejestr).\n\n"
                "Nie kompresuj plików do MP3, bo komisja słucha tylko oryginałów. "
                "Nagranie w pliku większym niż 2 GB podziel na części. "
                "Gdyby coś nie działało, napisz do pana Kamila z sekretariatu.",
            ),
            Good(
                "preserve",
                "## Archiwizacja nagrań z egzaminów\n\n"
                "**Termin:** nagrania z egzaminów semestralnych należy przesłać na serwer szkoły w ciągu **7 dni** od egzaminu.\n\n"
                "1. Zgraj pliki WAV z rejestratora i nazwij je wg wzoru `RRRR-MM-DD_nazwisko_instrument.wav`.\n"
                "2. Skopiuj je do `smb://serwer/egzaminy/2025`.\n"
                "3. Wpisz nagrania do arkusza [Rejestr nagrań](https://szkola-muzyczna.edu.pl/rejestr).\n\n"
                "**Ważne:** nie kompresuj plików do MP3 – komisja odsłuchuje wyłącznie oryginały. "
                "Nagrania powyżej 2 GB podziel na części. "
                "Z problemami pisz do pana Kamila z sekretariatu.",
            ),
            Good(
                "en",
                "## Archiving exam recordings\n\n"
                "Recordings of end-of-term exams must be uploaded to the school server within **7 days** of the exam.\n\n"
                "1. Copy the WAV files off the recorder and name them using the pattern `RRRR-MM-DD_nazwisko_instrument.wav`.\n"
                "2. Copy them to the `smb://serwer/egzaminy/2025` folder.\n"
                "3. Fill in the [Recordings register](https://szkola-muzyczna.edu.pl/rejestr) sheet.\n\n"
                "Do not compress the files to MP3 – the examination board listens only to the originals. "
                "If a file is larger than 2 GB, split the recording into parts. "
                "If you run into problems, write to Mr Kamil in the school office.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("[Rejestr nagrań](https://szkola-muzyczna.edu.pl/rejestr)", "Rejestr nagrań")],
                "markdown",
            ),
            Slip(
                1,
                [("`RRRR-MM-DD_nazwisko_instrument.wav`", "`RRRR-MM-DD_instrument_nazwisko.wav`")],
                "code",
            ),
            Slip(
                2,
                [
                    (
                        "listens only to the originals.",
                        "listens only to the originals, as required by the school's statute.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ibuprofen-leaflet-dosage-summary",
        source=(
            "Ibuprofen w dawce 200 mg dorośli mogą przyjmować co 4–6 godzin, ale bez konsultacji z lekarzem nie więcej niż 1200 mg na dobę. "
            "Lek należy przyjmować po posiłku, ponieważ na czczo może podrażniać żołądek. "
            "Bez porady lekarza nie stosuj go dłużej niż 3 dni w przypadku gorączki i 5 dni w przypadku bólu. "
            "Osoby z chorobą wrzodową nie powinny przyjmować ibuprofenu. "
            "Kobiety w trzecim trymestrze ciąży nie mogą stosować leku. "
            "Szacuje się, że bóle brzucha lub nudności występują u około 1 na 10 pacjentów. "
            "Jeśli objawy nie ustępują, skontaktuj się z lekarzem lub farmaceutą."
        ),
        good=[
            Good(
                "preserve",
                "Jeśli jesteś dorosły, możesz przyjmować ibuprofen w dawce 200 mg co 4–6 godzin – bez konsultacji z lekarzem jednak nie więcej niż 1200 mg na dobę. "
                "Zażywaj go po jedzeniu, bo na pusty żołądek może go podrażniać. "
                "Bez porady lekarza nie stosuj leku dłużej niż 3 dni przy gorączce i 5 dni przy bólu. "
                "Przy chorobie wrzodowej nie powinieneś przyjmować ibuprofenu, a w trzecim trymestrze ciąży kobiety nie mogą go stosować. "
                "Szacuje się, że u około 1 na 10 pacjentów pojawiają się bóle brzucha albo nudności. "
                "Gdy objawy nie mijają, zwróć się do lekarza lub farmaceuty.",
            ),
            Good(
                "preserve",
                "Ibuprofen 200 mg – najważniejsze zasady stosowania\n\n"
                "- Dorośli mogą przyjmować 200 mg co 4–6 godzin; bez konsultacji z lekarzem maksymalnie 1200 mg na dobę.\n"
                "- Lek należy przyjmować po posiłku – na czczo może podrażniać żołądek.\n"
                "- Bez porady lekarza: nie dłużej niż 3 dni przy gorączce i 5 dni przy bólu.\n"
                "- Osoby z chorobą wrzodową nie powinny przyjmować leku; w trzecim trymestrze ciąży kobiety nie mogą go stosować.\n"
                "- Działania niepożądane: szacuje się, że bóle brzucha lub nudności występują u ok. 1 na 10 pacjentów.\n"
                "- Jeżeli objawy nie ustępują, skontaktuj się z lekarzem lub farmaceutą.",
            ),
            Good(
                "en",
                "Adults may take 200 mg of ibuprofen every 4–6 hours, but no more than 1,200 mg a day without consulting a doctor. "
                "Take it after a meal, because on an empty stomach it may irritate the stomach. "
                "Without medical advice, do not use it for longer than 3 days for a fever or 5 days for pain. "
                "People with peptic ulcer disease should not take ibuprofen, and women in the third trimester of pregnancy must not use it. "
                "It is estimated that about 1 in 10 patients experience stomach pain or nausea. "
                "If your symptoms do not go away, contact a doctor or pharmacist.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Szacuje się, że u około 1 na 10 pacjentów pojawiają się",
                        "U 1 na 10 pacjentów pojawiają się",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "w trzecim trymestrze ciąży kobiety nie mogą go stosować",
                        "w trzecim trymestrze ciąży kobiety nie powinny go stosować",
                    )
                ],
                "modality",
            ),
            Slip(2, [("no more than 1,200 mg a day", "no more than 2,400 mg a day")], "number"),
        ],
    ),
    Case(
        key="pl-old-water-mill-local-history",
        source=(
            "Młyn wodny w Dąbrówce, stojący nad rzeką Mrożycą, zbudowano prawdopodobnie około 1870 roku. "
            "Według kroniki parafialnej, cytowanej przez Stanisława Wójcika w monografii „Dzieje Dąbrówki i okolic” (Łódź 1998, s. 214), młyn działał nieprzerwanie aż do 1962 r., kiedy to go upaństwowiono i wkrótce zamknięto. "
            "Wbrew lokalnej legendzie budynek nie spłonął w czasie wojny – zniszczeniu uległo jedynie koło wodne. "
            "Do dziś zachowały się mury z czerwonej cegły oraz fragmenty mechanizmu. "
            "Obiekt nie jest udostępniony do zwiedzania, ponieważ grozi zawaleniem, ale można go oglądać z drogi."
        ),
        good=[
            Good(
                "preserve",
                "Młyn wodny nad Mrożycą w Dąbrówce powstał prawdopodobnie około 1870 roku. "
                "Stanisław Wójcik w monografii „Dzieje Dąbrówki i okolic” (Łódź 1998, s. 214) przytacza kronikę parafialną, według której młyn pracował bez przerwy aż do 1962 r. "
                "Wtedy go upaństwowiono, a niedługo potem zamknięto. "
                "Miejscowa legenda głosi, że budynek spłonął w czasie wojny, ale to nieprawda – zniszczone zostało tylko koło wodne. "
                "Do naszych czasów przetrwały mury z czerwonej cegły i fragmenty mechanizmu. "
                "Ze względu na ryzyko zawalenia obiektu nie można zwiedzać, da się go jednak obejrzeć z drogi.",
            ),
            Good(
                "preserve",
                "Z młyna wodnego w Dąbrówce nad Mrożycą pozostały do dziś mury z czerwonej cegły i fragmenty mechanizmu. "
                "Budowla powstała prawdopodobnie ok. 1870 r. "
                "Jak podaje Stanisław Wójcik („Dzieje Dąbrówki i okolic”, Łódź 1998, s. 214), powołując się na kronikę parafialną, młyn działał nieprzerwanie do 1962 r., gdy został upaństwowiony i wkrótce zamknięty. "
                "Wbrew miejscowej legendzie nie spłonął podczas wojny; zniszczeniu uległo wówczas tylko koło wodne. "
                "Zwiedzanie nie jest możliwe, bo budynek grozi zawaleniem, lecz można go oglądać z drogi.",
            ),
            Good(
                "en",
                "The water mill on the Mrożyca river in Dąbrówka was probably built around 1870. "
                "According to the parish chronicle quoted by Stanisław Wójcik in his monograph “Dzieje Dąbrówki i okolic” (Łódź 1998, p. 214), the mill ran without interruption until 1962, when it was nationalised and soon closed. "
                "Contrary to local legend, the building did not burn down during the war – only the water wheel was destroyed. "
                "The red-brick walls and parts of the machinery survive to this day. "
                "The building is not open to visitors because it is at risk of collapse, but it can be viewed from the road.",
            ),
        ],
        bad=[
            Slip(0, [("(Łódź 1998, s. 214)", "(Łódź 1989, s. 214)")], "citation"),
            Slip(1, [("Zwiedzanie nie jest możliwe", "Zwiedzanie jest możliwe")], "negation"),
            Slip(
                2,
                [
                    (
                        "was probably built around 1870.",
                        "was probably built around 1870 by the local landowner, Count Ostrowski.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-rural-housewives-dumpling-workshop",
        source=(
            "Koło Gospodyń Wiejskich w Wólce zaprasza na warsztaty lepienia pierogów, które odbędą się w niedzielę 16 listopada 2025 r. od 14:00 do 17:00 w remizie OSP. "
            "Udział kosztuje 40 zł od osoby, a dzieci do lat 10 uczestniczą bezpłatnie pod opieką dorosłego. "
            "Liczba miejsc jest ograniczona do 25. "
            "Zapisy przez formularz na stronie kgw-wolka.pl/pierogi lub telefonicznie u pani Marianny. "
            "Wszystkie składniki zapewniamy, ale fartuch trzeba przynieść ze sobą. "
            "Ulepione pierogi każdy uczestnik może zabrać do domu, a na zakończenie zapraszamy na wspólny poczęstunek."
        ),
        good=[
            Good(
                "preserve",
                "Lubisz pierogi? Koło Gospodyń Wiejskich w Wólce zaprasza na warsztaty ich lepienia – w niedzielę 16 listopada 2025 r., 14:00–17:00, w remizie OSP. "
                "Za udział zapłacisz 40 zł; dzieci do lat 10 biorą udział za darmo, jeśli jest z nimi dorosły. "
                "Mamy tylko 25 miejsc. "
                "Zapisz się przez formularz na kgw-wolka.pl/pierogi albo telefonicznie u pani Marianny. "
                "Składniki zapewniamy my, ale fartuch musisz przynieść własny. "
                "Swoje pierogi możesz zabrać do domu, a na koniec zapraszamy wszystkich na wspólny poczęstunek.",
            ),
            Good(
                "preserve",
                "Warsztaty lepienia pierogów z Kołem Gospodyń Wiejskich w Wólce\n\n"
                "- Kiedy: niedziela, 16.11.2025 r., godz. 14.00–17.00\n"
                "- Gdzie: remiza OSP\n"
                "- Koszt: 40 zł/os.; dzieci do lat 10 bezpłatnie (pod opieką dorosłego)\n"
                "- Limit miejsc: 25\n"
                "- Zapisy: formularz na kgw-wolka.pl/pierogi lub telefonicznie u pani Marianny\n"
                "- Składniki: zapewniamy wszystkie; fartuch trzeba przynieść ze sobą\n\n"
                "Ulepione pierogi uczestnicy mogą zabrać do domu. Na zakończenie – wspólny poczęstunek.",
            ),
            Good(
                "en",
                "The Rural Housewives' Association in Wólka invites you to a pierogi-making workshop on Sunday, 16 November 2025, from 2 to 5 p.m. at the OSP fire station. "
                "It costs PLN 40 per person; children up to the age of 10 take part free of charge when accompanied by an adult. "
                "Places are limited to 25. "
                "Sign up using the form at kgw-wolka.pl/pierogi or by phoning Ms Marianna. "
                "We provide all the ingredients, but you need to bring your own apron. "
                "Everyone can take the pierogi they make home with them, and at the end we invite you all to stay for refreshments together.",
            ),
        ],
        bad=[
            Slip(0, [("Mamy tylko 25 miejsc.", "Mamy tylko 35 miejsc.")], "number"),
            Slip(1, [("niedziela, 16.11.2025 r.", "niedziela, 16.12.2025 r.")], "date"),
            Slip(2, [("kgw-wolka.pl/pierogi", "kgw-wolka.pl/warsztaty")], "url"),
        ],
    ),
]
