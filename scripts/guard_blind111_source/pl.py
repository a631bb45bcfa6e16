# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 111: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-kayak-hire-drweca-booking-rules",
        source=(
            "Wypożyczalnia kajaków „Zakole” zaprasza na spływy Drwęcą od 1 maja do 30 września. "
            "Kajak dwuosobowy kosztuje 70 zł za dzień, a jednoosobowy 50 zł; w cenie są wiosła, kamizelki "
            "i transport z mety do bazy. Rezerwacji należy dokonać najpóźniej 48 godzin przed spływem przez "
            "stronę www.zakole-kajaki.pl/rezerwacje. Dzieci poniżej 12 lat mogą płynąć wyłącznie z osobą dorosłą, "
            "a kamizelkę trzeba mieć zapiętą przez cały czas na wodzie. Przy wysokim stanie wody (powyżej 250 cm "
            "na wodowskazie w Brodnicy) spływy są odwoływane, a wpłacona zaliczka jest zwracana w całości. "
            "Najpopularniejsza trasa, z Brodnicy do Tamy Brodzkiej, ma około 14 km i zajmuje zwykle 4–5 godzin."
        ),
        good=[
            Good(
                "preserve",
                "Chcesz spłynąć Drwęcą? Wypożyczalnia „Zakole” działa od 1 maja do 30 września. Za kajak "
                "dwuosobowy zapłacisz 70 zł dziennie, za jednoosobowy 50 zł – wiosła, kamizelki i transport z mety "
                "do bazy są wliczone w cenę. Kajak musisz zarezerwować na www.zakole-kajaki.pl/rezerwacje, najpóźniej "
                "48 godzin przed spływem. Pamiętaj: dzieci poniżej 12 lat mogą płynąć tylko z dorosłym, a kamizelka "
                "musi być zapięta przez cały czas na wodzie. Gdy wodowskaz w Brodnicy pokazuje ponad 250 cm, spływ "
                "jest odwoływany, a zaliczkę zwracamy w całości. Najchętniej wybierana trasa – z Brodnicy do Tamy "
                "Brodzkiej – liczy około 14 km i zwykle zajmuje 4–5 godzin.",
            ),
            Good(
                "preserve",
                "Spływy kajakowe Drwęcą – wypożyczalnia „Zakole”\n"
                "- Sezon: 1 maja – 30 września.\n"
                "- Ceny: kajak dwuosobowy 70 zł/dzień, jednoosobowy 50 zł/dzień (wiosła, kamizelki i transport z mety do bazy w cenie).\n"
                "- Rezerwacji należy dokonać przez www.zakole-kajaki.pl/rezerwacje, najpóźniej 48 godzin przed spływem.\n"
                "- Dzieci poniżej 12 lat mogą płynąć wyłącznie pod opieką osoby dorosłej; kamizelka musi być zapięta przez cały pobyt na wodzie.\n"
                "- Stan wody powyżej 250 cm (wodowskaz w Brodnicy): spływy odwołane, zaliczka zwracana w całości.\n"
                "- Najpopularniejsza trasa: Brodnica – Tama Brodzka, ok. 14 km, zwykle 4–5 godzin.",
            ),
            Good(
                "en",
                "Kayak trips on the Drwęca with the “Zakole” rental run from 1 May to 30 September. A two-person "
                "kayak costs PLN 70 per day and a single one PLN 50; paddles, life jackets and transport from the "
                "finish back to the base are included. Bookings must be made at least 48 hours before the trip via "
                "www.zakole-kajaki.pl/rezerwacje. Children under 12 may paddle only with an adult, and life jackets "
                "must be kept fastened the whole time on the water. When the water is high (above 250 cm on the "
                "Brodnica gauge), trips are cancelled and the deposit is refunded in full. The most popular route, "
                "from Brodnica to Tama Brodzka, is about 14 km and usually takes 4–5 hours.",
            ),
        ],
        bad=[
            Slip(0, [("70 zł dziennie", "60 zł dziennie")], "number"),
            Slip(
                2,
                [("life jackets must be kept fastened", "life jackets should be kept fastened")],
                "modality",
            ),
            Slip(
                1, [("www.zakole-kajaki.pl/rezerwacje", "www.zakole-kajaki.pl/rezerwacja")], "url"
            ),
        ],
    ),
    Case(
        key="pl-ewaste-school-collection-drive-leszno",
        source=(
            "Szkoła Podstawowa nr 7 w Lesznie organizuje zbiórkę elektroodpadów w sobotę 12 kwietnia 2025 r. "
            "w godzinach 9:00–14:00 na parkingu przy ul. Kolejowej 15. Przyjmujemy zużyty sprzęt RTV i AGD, "
            "komputery, telefony, baterie oraz świetlówki. Nie przyjmujemy opon, gruzu ani puszek po farbach. "
            "Sprzęt musi być kompletny – lodówki bez sprężarki czy telewizory bez obudowy nie zostaną odebrane. "
            "Odpady odbiera firma EkoRecykling, która przekaże je do przetworzenia. Za każde 10 kg oddanego sprzętu "
            "uczniowie dostaną punkt w szkolnym konkursie ekologicznym. Mieszkańcy, którzy nie mogą przywieźć "
            "dużych urządzeń, mogą do 9 kwietnia zgłosić odbiór spod domu pod numerem 65 529 41 20."
        ),
        good=[
            Good(
                "preserve",
                "Zbiórka elektroodpadów – SP nr 7 w Lesznie\n"
                "Kiedy: sobota, 12 kwietnia 2025 r., 9:00–14:00\n"
                "Gdzie: parking przy ul. Kolejowej 15\n"
                "Co przyjmujemy: zużyty sprzęt RTV i AGD, komputery, telefony, baterie, świetlówki.\n"
                "Czego nie przyjmujemy: opon, gruzu, puszek po farbach.\n"
                "Uwaga: sprzęt musi być kompletny – np. lodówka bez sprężarki albo telewizor bez obudowy nie zostanie odebrany.\n"
                "Odpady zabierze firma EkoRecykling i przekaże je do przetworzenia. Uczniowie dostają punkt w "
                "szkolnym konkursie ekologicznym za każde 10 kg oddanego sprzętu. Jeśli nie możesz przywieźć dużego "
                "urządzenia, możesz do 9 kwietnia zgłosić odbiór spod domu: tel. 65 529 41 20.",
            ),
            Good(
                "preserve",
                "W sobotę 12 kwietnia 2025 r., od 9:00 do 14:00, na parkingu przy ul. Kolejowej 15 odbędzie się "
                "zbiórka elektroodpadów zorganizowana przez Szkołę Podstawową nr 7 w Lesznie. Zebrane odpady odbierze "
                "firma EkoRecykling, która przekaże je do przetworzenia. Przyjmowane będą zużyte urządzenia RTV i AGD, "
                "komputery, telefony, baterie i świetlówki; opony, gruz i puszki po farbach nie będą przyjmowane. "
                "Oddawany sprzęt musi być kompletny – niekompletne urządzenia, takie jak lodówka bez sprężarki lub "
                "telewizor bez obudowy, nie zostaną odebrane. Uczniowie otrzymają punkt w szkolnym konkursie "
                "ekologicznym za każde 10 kg przekazanego sprzętu. Osoby, które nie są w stanie dowieźć dużych "
                "urządzeń, mogą do 9 kwietnia zamówić odbiór spod domu, dzwoniąc pod numer 65 529 41 20.",
            ),
            Good(
                "en",
                "Primary School No. 7 in Leszno is holding an e-waste collection on Saturday, 12 April 2025, from "
                "9:00 to 14:00 in the car park at ul. Kolejowa 15. We accept used TV, audio and household appliances, "
                "computers, phones, batteries and fluorescent tubes. We do not accept tyres, rubble or paint tins. "
                "Equipment must be complete – a fridge without its compressor or a TV without its casing will not be "
                "collected. The waste will be picked up by EkoRecykling, which will pass it on for processing. For "
                "every 10 kg of equipment handed in, pupils earn a point in the school's eco competition. Residents "
                "who cannot bring large appliances themselves can book a pickup from their home by 9 April by "
                "calling 65 529 41 20.",
            ),
        ],
        bad=[
            Slip(1, [("do 9 kwietnia", "do 10 kwietnia")], "date"),
            Slip(
                2,
                [
                    (
                        "We do not accept tyres, rubble or paint tins.",
                        "We also accept tyres, rubble and paint tins.",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "przekaże je do przetworzenia.",
                        "przekaże je do przetworzenia w swoim zakładzie w Poznaniu.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-brass-band-recruitment-wadowice-auditions",
        source=(
            "Miejska Orkiestra Dęta w Wadowicach ogłasza nabór nowych muzyków na sezon 2025/2026. Szukamy przede "
            "wszystkim trębaczy, puzonistów i perkusistów w wieku od 10 do 25 lat. Przesłuchania odbędą się "
            "6 września o godz. 10:00 w sali prób Domu Kultury przy ul. Lwowskiej 4. Kandydaci powinni przygotować "
            "dowolny utwór trwający do 3 minut; znajomość nut jest mile widziana, ale nie jest wymagana. Osoby "
            "niepełnoletnie muszą przyjść z rodzicem lub opiekunem. Instrumenty dla początkujących wypożyczamy "
            "bezpłatnie, a próby odbywają się we wtorki i czwartki od 17:30 do 19:30. Pierwszy koncert nowego "
            "składu odbędzie się prawdopodobnie w grudniu."
        ),
        good=[
            Good(
                "preserve",
                "Miejska Orkiestra Dęta w Wadowicach szuka nowych muzyków na sezon 2025/2026 – przede wszystkim "
                "trębaczy, puzonistów i perkusistów w wieku od 10 do 25 lat. Przesłuchania zaplanowano na 6 września, "
                "godz. 10:00, w sali prób Domu Kultury przy ul. Lwowskiej 4. Na przesłuchanie powinieneś przygotować "
                "dowolny utwór trwający nie dłużej niż 3 minuty. Znajomość nut to plus, ale nie jest wymagana. Jeśli "
                "jesteś niepełnoletni, musisz przyjść z rodzicem lub opiekunem. Początkującym wypożyczamy instrumenty "
                "za darmo. Próby mamy we wtorki i czwartki w godz. 17:30–19:30, a pierwszy koncert nowego składu "
                "zagramy prawdopodobnie w grudniu.",
            ),
            Good(
                "preserve",
                "Nabór do Miejskiej Orkiestry Dętej w Wadowicach (sezon 2025/2026): poszukiwani są głównie trębacze, "
                "puzoniści i perkusiści w wieku 10–25 lat. Przesłuchania – 6 września, godz. 10:00, sala prób Domu "
                "Kultury, ul. Lwowska 4. Kandydaci powinni przygotować dowolny utwór o długości do 3 minut. Znajomość "
                "nut jest mile widziana, lecz niewymagana. Niepełnoletni muszą stawić się z rodzicem lub opiekunem. "
                "Orkiestra bezpłatnie wypożycza instrumenty początkującym; próby odbywają się we wtorki i czwartki "
                "w godz. 17:30–19:30. Debiut nowego składu przewidziano prawdopodobnie na grudzień.",
            ),
            Good(
                "en",
                "The Wadowice Municipal Brass Band is recruiting new musicians for the 2025/2026 season. We are mainly "
                "looking for trumpeters, trombonists and percussionists aged 10 to 25. Auditions will take place on "
                "6 September at 10:00 in the rehearsal room of the Cultural Centre at ul. Lwowska 4. Candidates should "
                "prepare a piece of their choice lasting up to 3 minutes; being able to read music is welcome but not "
                "required. Minors must come with a parent or guardian. We lend instruments to beginners free of "
                "charge, and rehearsals are held on Tuesdays and Thursdays from 17:30 to 19:30. The new line-up's "
                "first concert will probably take place in December.",
            ),
        ],
        bad=[
            Slip(2, [("Candidates should prepare", "Candidates must prepare")], "modality"),
            Slip(0, [("na 6 września, godz. 10:00", "na 9 września, godz. 10:00")], "date"),
            Slip(
                1,
                [("przewidziano prawdopodobnie na grudzień", "przewidziano na grudzień")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-blacksmith-forge-workshop-sandomierz-fees",
        source=(
            "Kuźnia „Pod Podkową” w Sandomierzu prowadzi dwudniowe warsztaty kowalstwa dla dorosłych. Zajęcia trwają "
            "łącznie 12 godzin, a grupa liczy maksymalnie 6 osób, dzięki czemu każdy uczestnik pracuje przy własnym "
            "kowadle. W programie jest kucie haków, gwoździ i prostego noża z pręta stalowego. Koszt udziału wynosi "
            "890 zł i obejmuje materiały, obiad oraz wykonane przedmioty, które uczestnicy zabierają do domu. Nie "
            "jest potrzebne żadne doświadczenie, ale uczestnicy muszą mieć pełne, skórzane obuwie i ubranie "
            "z naturalnych tkanin – odzież z poliestru łatwo topi się od iskier. Osoby w ciąży oraz poniżej 18 lat "
            "nie mogą brać udziału w zajęciach. Zaliczka w wysokości 300 zł nie podlega zwrotowi."
        ),
        good=[
            Good(
                "preserve",
                "Chcesz spróbować kowalstwa? Kuźnia „Pod Podkową” w Sandomierzu zaprasza dorosłych na dwudniowe "
                "warsztaty – w sumie 12 godzin zajęć w grupie liczącej najwyżej 6 osób, więc każdy ma własne kowadło. "
                "Wykujesz haki, gwoździe i prosty nóż z pręta stalowego. Udział kosztuje 890 zł; w cenie są materiały, "
                "obiad i wszystko, co zrobisz – zabierasz to do domu. Doświadczenie nie jest potrzebne. Musisz jednak "
                "mieć pełne skórzane buty i ubranie z naturalnych tkanin, bo poliester łatwo topi się od iskier. "
                "W zajęciach nie mogą uczestniczyć osoby w ciąży ani osoby poniżej 18 lat. Zaliczka (300 zł) jest "
                "bezzwrotna.",
            ),
            Good(
                "preserve",
                "Warsztaty kowalskie – Kuźnia „Pod Podkową”, Sandomierz\n"
                "1. Dla kogo: dorośli, doświadczenie nie jest wymagane. Udziału nie mogą brać osoby poniżej 18 lat ani osoby w ciąży.\n"
                "2. Czas i grupa: 2 dni, łącznie 12 godzin; maksymalnie 6 uczestników, każdy przy własnym kowadle.\n"
                "3. Program: kucie haków, gwoździ i prostego noża z pręta stalowego.\n"
                "4. Cena: 890 zł (materiały, obiad i wykonane przedmioty, które zabierasz do domu). Zaliczka 300 zł – bezzwrotna.\n"
                "5. Strój (obowiązkowo): pełne skórzane obuwie i ubranie z tkanin naturalnych, ponieważ poliester łatwo topi się od iskier.",
            ),
            Good(
                "en",
                "The “Pod Podkową” forge in Sandomierz runs two-day blacksmithing workshops for adults. The sessions "
                "last 12 hours in total, and groups have no more than 6 people, so everyone works at their own anvil. "
                "You will forge hooks, nails and a simple knife from steel bar. The fee is PLN 890 and covers "
                "materials, lunch and the items you make, which you take home. No previous experience is needed, but "
                "participants must wear closed leather footwear and clothes made of natural fabrics – polyester melts "
                "easily from sparks. Pregnant people and anyone under 18 may not take part. The PLN 300 deposit is "
                "non-refundable.",
            ),
        ],
        bad=[
            Slip(1, [("maksymalnie 6 uczestników", "maksymalnie 8 uczestników")], "number"),
            Slip(2, [("deposit is non-refundable", "deposit is refundable")], "negation"),
            Slip(
                0,
                [
                    (
                        "Wykujesz haki, gwoździe i prosty nóż z pręta stalowego.",
                        "Wykujesz haki, gwoździe i prosty nóż z pręta stalowego pod okiem mistrza Jana Wrony, "
                        "laureata krajowych konkursów kowalskich.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-food-bank-parcel-pickup-olsztyn",
        source=(
            "Bank Żywności w Olsztynie informuje, że paczki żywnościowe za marzec będą wydawane od 17 do 21 marca, "
            "w godzinach 8:00–15:00, w magazynie przy ul. Lubelskiej 33. Po odbiór należy zgłosić się z dowodem "
            "osobistym i skierowaniem z ośrodka pomocy społecznej. Paczki nie zostaną wydane osobie bez skierowania, "
            "nawet jeśli figuruje na liście. Odbiór przez inną osobę jest możliwy tylko na podstawie pisemnego "
            "upoważnienia. Prosimy zabrać własne torby, ponieważ nie zapewniamy opakowań. Paczka zawiera m.in. "
            "mleko, makaron, konserwy i olej. Aktualny harmonogram wydawania znajduje się na stronie "
            "bankzywnosci.olsztyn.pl/wydawanie, a pytania można kierować na adres biuro@bankzywnosci.olsztyn.pl."
        ),
        good=[
            Good(
                "preserve",
                "Odbiór paczek żywnościowych – marzec\n"
                "- Kiedy: 17–21 marca, 8:00–15:00\n"
                "- Gdzie: magazyn Banku Żywności w Olsztynie, ul. Lubelska 33\n"
                "- Co trzeba mieć: dowód osobisty i skierowanie z ośrodka pomocy społecznej\n"
                "- Prosimy o własne torby – nie zapewniamy opakowań\n\n"
                "Bez skierowania paczka nie zostanie wydana, nawet jeśli jesteś na liście. Inna osoba może odebrać "
                "paczkę w Twoim imieniu tylko z pisemnym upoważnieniem. W paczce znajdziesz m.in. mleko, makaron, "
                "konserwy i olej. Aktualny harmonogram: bankzywnosci.olsztyn.pl/wydawanie; pytania: "
                "biuro@bankzywnosci.olsztyn.pl.",
            ),
            Good(
                "preserve",
                "W dniach 17–21 marca, od 8:00 do 15:00, Bank Żywności w Olsztynie wydaje marcowe paczki żywnościowe "
                "w magazynie przy ul. Lubelskiej 33. W paczce są m.in. mleko, makaron, konserwy i olej. Zgłaszając się "
                "po odbiór, należy mieć przy sobie dowód osobisty oraz skierowanie z ośrodka pomocy społecznej – bez "
                "skierowania paczka nie zostanie wydana, nawet osobie, która figuruje na liście. Inna osoba może "
                "odebrać paczkę wyłącznie na podstawie pisemnego upoważnienia. Opakowań nie zapewniamy, dlatego prosimy "
                "o zabranie własnych toreb. Aktualny harmonogram wydawania można sprawdzić na stronie "
                "bankzywnosci.olsztyn.pl/wydawanie, a pytania można wysyłać na adres biuro@bankzywnosci.olsztyn.pl.",
            ),
            Good(
                "en",
                "The Olsztyn Food Bank will hand out March food parcels from 17 to 21 March, 8:00–15:00, at the "
                "warehouse at ul. Lubelska 33. To collect a parcel, you must bring your ID card and a referral from "
                "the social welfare centre. Parcels will not be given to anyone without a referral, even if they are "
                "on the list. Someone else can collect on your behalf only with a written authorisation. Please bring "
                "your own bags, as we do not provide packaging. Each parcel includes, among other things, milk, pasta, "
                "tinned food and oil. The current distribution schedule is at bankzywnosci.olsztyn.pl/wydawanie, and "
                "questions can be sent to biuro@bankzywnosci.olsztyn.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("paczka nie zostanie wydana, nawet jeśli", "paczka zostanie wydana, jeśli")],
                "negation",
            ),
            Slip(2, [("from 17 to 21 March", "from 17 to 24 March")], "date"),
            Slip(1, [("biuro@bankzywnosci.olsztyn.pl", "biuro@bankzywnosci.pl")], "url"),
        ],
    ),
    Case(
        key="pl-receipt-lottery-tax-office-prizes",
        source=(
            "Krajowa Administracja Skarbowa zaprasza do udziału w Loterii Paragonowej. Wystarczy zrobić zakupy za "
            "co najmniej 20 zł u sprzedawcy korzystającego z kasy fiskalnej i zarejestrować paragon na stronie "
            "loteria.podatki.gov.pl. Rejestracja paragonów trwa od 1 października do 31 grudnia 2025 r. W każdym "
            "miesięcznym losowaniu do wygrania są 3 samochody osobowe i 100 tabletów, a w losowaniu finałowym – "
            "50 000 zł. Oryginał paragonu trzeba zachować do 31 marca 2026 r., bo bez niego nagroda nie zostanie "
            "wydana. Jeden paragon może wziąć udział tylko w jednym losowaniu. Loteria jest urządzana na podstawie "
            "art. 14 ust. 2 ustawy z dnia 19 listopada 2009 r. o grach hazardowych, a jej regulamin zatwierdziła "
            "Izba Administracji Skarbowej w Warszawie."
        ),
        good=[
            Good(
                "preserve",
                "Weź udział w Loterii Paragonowej Krajowej Administracji Skarbowej! Zrób zakupy za minimum 20 zł "
                "u sprzedawcy z kasą fiskalną, a potem zarejestruj paragon na loteria.podatki.gov.pl – masz na to czas "
                "od 1 października do 31 grudnia 2025 r. Co miesiąc losowane są 3 samochody osobowe i 100 tabletów, "
                "a w finale można wygrać 50 000 zł. Jeden paragon może trafić tylko do jednego losowania. Oryginał "
                "paragonu musisz przechowywać do 31 marca 2026 r. – jeśli go nie masz, nagroda nie zostanie wydana. "
                "Podstawą prawną loterii jest art. 14 ust. 2 ustawy z dnia 19 listopada 2009 r. o grach hazardowych; "
                "regulamin zatwierdziła Izba Administracji Skarbowej w Warszawie.",
            ),
            Good(
                "preserve",
                "Loteria Paragonowa, do której zaprasza Krajowa Administracja Skarbowa, jest urządzana na podstawie "
                "art. 14 ust. 2 ustawy z dnia 19 listopada 2009 r. o grach hazardowych, a jej regulamin został "
                "zatwierdzony przez Izbę Administracji Skarbowej w Warszawie. Aby wziąć udział, wystarczy dokonać "
                "zakupów o wartości co najmniej 20 zł u sprzedawcy stosującego kasę fiskalną i zarejestrować paragon "
                "w serwisie loteria.podatki.gov.pl w okresie od 1 października do 31 grudnia 2025 r. Nagrodami "
                "w każdym losowaniu miesięcznym są 3 samochody osobowe i 100 tabletów, a w losowaniu finałowym – "
                "50 000 zł. Dany paragon może uczestniczyć wyłącznie w jednym losowaniu. Oryginał paragonu należy "
                "zachować do 31 marca 2026 r.; w przeciwnym razie nagroda nie zostanie wydana.",
            ),
            Good(
                "en",
                "The National Revenue Administration invites you to take part in the Receipt Lottery. All you need to "
                "do is spend at least PLN 20 with a seller who uses a cash register and register the receipt at "
                "loteria.podatki.gov.pl. Receipts can be registered from 1 October to 31 December 2025. Each monthly "
                "draw offers 3 cars and 100 tablets, and the final draw offers PLN 50,000. You have to keep the "
                "original receipt until 31 March 2026, because without it the prize will not be handed over. Each "
                "receipt may enter only one draw. The lottery is run under Article 14(2) of the Gambling Act of "
                "19 November 2009, and its rules were approved by the Revenue Administration Regional Office in Warsaw.",
            ),
        ],
        bad=[
            Slip(1, [("art. 14 ust. 2", "art. 41 ust. 2")], "legal_reference"),
            Slip(2, [("3 cars and 100 tablets", "3 cars and 1,000 tablets")], "number"),
            Slip(0, [("paragonu musisz przechowywać", "paragonu warto przechowywać")], "modality"),
        ],
    ),
    Case(
        key="pl-nativity-crib-contest-museum-entries",
        source=(
            "Muzeum Regionalne w Myślenicach ogłasza XVIII Konkurs Szopek Bożonarodzeniowych. Prace można składać "
            "od 1 do 5 grudnia 2025 r. w godz. 10:00–16:00 w siedzibie muzeum. Konkurs jest przeznaczony dla dzieci, "
            "młodzieży i dorosłych, a prace są oceniane w trzech kategoriach wiekowych. Szopka nie może przekraczać "
            "80 cm wysokości i musi być wykonana samodzielnie; nie przyjmujemy gotowych zestawów ze sklepu. Do każdej "
            "pracy trzeba dołączyć kartę zgłoszenia z danymi autora. Jury przyzna nagrody pieniężne w wysokości 500, "
            "300 i 200 zł w każdej kategorii. Wręczenie nagród odbędzie się 14 grudnia o godz. 12:00, a wszystkie "
            "szopki będzie można oglądać na wystawie do 6 stycznia 2026 r."
        ),
        good=[
            Good(
                "preserve",
                "Zrób szopkę i weź udział w XVIII Konkursie Szopek Bożonarodzeniowych Muzeum Regionalnego "
                "w Myślenicach! Mogą startować dzieci, młodzież i dorośli – prace oceniamy w trzech kategoriach "
                "wiekowych. Swoją szopkę możesz przynieść do muzeum między 1 a 5 grudnia 2025 r., w godz. 10:00–16:00. "
                "Musi mieć najwyżej 80 cm wysokości i musi być zrobiona własnoręcznie – gotowych zestawów ze sklepu "
                "nie przyjmujemy. Do pracy trzeba dołączyć kartę zgłoszenia z danymi autora. W każdej kategorii "
                "czekają nagrody pieniężne: 500, 300 i 200 zł. Wręczymy je 14 grudnia o 12:00, a wystawę wszystkich "
                "szopek będzie można oglądać do 6 stycznia 2026 r.",
            ),
            Good(
                "preserve",
                "XVIII Konkurs Szopek Bożonarodzeniowych – Muzeum Regionalne w Myślenicach\n"
                "- Uczestnicy: dzieci, młodzież i dorośli (trzy kategorie wiekowe).\n"
                "- Składanie prac: 1–5 grudnia 2025 r., godz. 10:00–16:00, siedziba muzeum.\n"
                "- Wymogi: wysokość maksymalnie 80 cm, wykonanie samodzielne; gotowe zestawy ze sklepu nie będą "
                "przyjmowane. Do każdej pracy należy dołączyć kartę zgłoszenia z danymi autora.\n"
                "- Nagrody pieniężne: 500 zł, 300 zł i 200 zł w każdej kategorii.\n"
                "- Wręczenie nagród: 14 grudnia, godz. 12:00.\n"
                "- Wystawa szopek: do 6 stycznia 2026 r.",
            ),
            Good(
                "en",
                "The Regional Museum in Myślenice announces its 18th Christmas Nativity Crib Competition. Entries can "
                "be submitted at the museum from 1 to 5 December 2025, between 10:00 and 16:00. The competition is "
                "open to children, teenagers and adults, and entries are judged in three age categories. A crib may "
                "not be taller than 80 cm and must be made by the entrant; ready-made shop kits will not be accepted. "
                "Each entry must come with an entry form giving the author's details. The jury will award cash prizes "
                "of PLN 500, 300 and 200 in each category. The prizes will be presented on 14 December at 12:00, and "
                "all the cribs can be seen at an exhibition until 6 January 2026.",
            ),
        ],
        bad=[
            Slip(1, [("500 zł, 300 zł i 200 zł", "600 zł, 300 zł i 200 zł")], "number"),
            Slip(2, [("on 14 December at 12:00", "on 14 December at 14:00")], "date"),
            Slip(0, [("Musi mieć najwyżej 80 cm", "Powinna mieć najwyżej 80 cm")], "modality"),
        ],
    ),
    Case(
        key="pl-night-pharmacy-duty-rota-kutno",
        source=(
            "Zgodnie z uchwałą Rady Powiatu Kutnowskiego nr XIV/112/2025, podjętą na podstawie art. 94 ust. 1 "
            "ustawy Prawo farmaceutyczne, dyżury nocne w Kutnie pełnią w styczniu kolejno cztery apteki według "
            "harmonogramu. Apteka dyżurna jest czynna od 22:00 do 8:00, a w niedziele i święta przez całą dobę. "
            "Podczas dyżuru leki są wydawane przez okienko i klienci nie wchodzą do środka. Dyżur służy przede "
            "wszystkim nagłym przypadkom; nie realizuje się wtedy zamówień na leki, których apteka nie ma "
            "w magazynie. Harmonogram może się zmienić z powodu choroby personelu, dlatego przed wyjściem z domu "
            "warto zadzwonić do apteki. W okresie ferii kolejki będą prawdopodobnie dłuższe."
        ),
        good=[
            Good(
                "preserve",
                "W styczniu nocne dyżury w Kutnie pełnią po kolei cztery apteki, zgodnie z harmonogramem. Tak stanowi "
                "uchwała Rady Powiatu Kutnowskiego nr XIV/112/2025, podjęta na podstawie art. 94 ust. 1 ustawy Prawo "
                "farmaceutyczne. Apteka dyżurna działa od 22:00 do 8:00, a w niedziele i święta – całą dobę. W czasie "
                "dyżuru leki wydawane są przez okienko, do środka się nie wchodzi. Dyżur jest przeznaczony głównie na "
                "nagłe sytuacje, więc nie zamówisz wtedy leku, którego apteka nie ma na stanie. Harmonogram może ulec "
                "zmianie, np. gdy zachoruje personel – dlatego zanim wyjdziesz z domu, warto zadzwonić do apteki. "
                "W czasie ferii kolejki prawdopodobnie będą dłuższe.",
            ),
            Good(
                "preserve",
                "Dyżury nocne aptek w Kutnie – styczeń\n"
                "- Podstawa: uchwała Rady Powiatu Kutnowskiego nr XIV/112/2025 (art. 94 ust. 1 ustawy Prawo farmaceutyczne).\n"
                "- Dyżury pełnią kolejno cztery apteki, według harmonogramu.\n"
                "- Godziny: 22:00–8:00; w niedziele i święta całodobowo.\n"
                "- Leki wydawane są przez okienko – klienci nie wchodzą do apteki.\n"
                "- Dyżur służy głównie nagłym przypadkom: zamówienia na leki nieobecne w magazynie nie są wtedy realizowane.\n"
                "- Harmonogram może się zmienić (np. z powodu choroby personelu), więc przed wyjściem z domu warto zadzwonić do apteki.\n"
                "- W ferie kolejki będą prawdopodobnie dłuższe.",
            ),
            Good(
                "en",
                "Under resolution No. XIV/112/2025 of the Kutno County Council, adopted pursuant to Article 94(1) of "
                "the Pharmaceutical Law, four pharmacies in Kutno take turns doing night duty in January according to "
                "a rota. The pharmacy on duty is open from 22:00 to 8:00, and round the clock on Sundays and public "
                "holidays. During night duty, medicines are handed out through a hatch and customers do not go inside. "
                "Night duty is mainly for emergencies; orders for medicines the pharmacy does not have in stock are not "
                "fulfilled at that time. The rota may change if staff fall ill, so it is worth phoning the pharmacy "
                "before you leave home. Queues will probably be longer during the winter school holidays.",
            ),
        ],
        bad=[
            Slip(2, [("Article 94(1)", "Article 49(1)")], "legal_reference"),
            Slip(0, [("do środka się nie wchodzi", "można też wejść do środka")], "negation"),
            Slip(1, [("będą prawdopodobnie dłuższe", "będą dłuższe")], "hedge"),
        ],
    ),
    Case(
        key="pl-forklift-operator-course-udt-exam",
        source=(
            "Ośrodek Szkoleniowy „Atut” w Kielcach zaprasza na kurs operatora wózków jezdniowych z napędem "
            "silnikowym, zakończony egzaminem przed komisją Urzędu Dozoru Technicznego. Kurs obejmuje 67 godzin "
            "zajęć, w tym 25 godzin praktyki na placu manewrowym, i trwa około trzech tygodni. Cena wynosi 1 250 zł, "
            "a opłata egzaminacyjna UDT jest pobierana oddzielnie. Kandydat musi mieć ukończone 18 lat i aktualne "
            "zaświadczenie lekarskie o braku przeciwwskazań do obsługi wózka. Do egzaminu można przystąpić tylko po "
            "zaliczeniu wszystkich zajęć praktycznych. Zaświadczenie kwalifikacyjne UDT jest ważne przez 10 lat. "
            "Zapisy przyjmujemy telefonicznie pod numerem 41 345 22 10 do 20 lutego."
        ),
        good=[
            Good(
                "preserve",
                "Chcesz zdobyć uprawnienia operatora wózka? Ośrodek Szkoleniowy „Atut” w Kielcach prowadzi kurs "
                "operatora wózków jezdniowych z napędem silnikowym, który kończy się egzaminem przed komisją UDT. "
                "Czeka cię 67 godzin zajęć, z czego 25 to praktyka na placu manewrowym; całość trwa mniej więcej trzy "
                "tygodnie. Kurs kosztuje 1 250 zł – opłatę egzaminacyjną UDT wnosisz osobno. Musisz mieć skończone "
                "18 lat i aktualne zaświadczenie lekarskie o braku przeciwwskazań do obsługi wózka. Do egzaminu możesz "
                "przystąpić dopiero po zaliczeniu wszystkich zajęć praktycznych. Zaświadczenie kwalifikacyjne UDT "
                "zachowuje ważność przez 10 lat. Zapisy: telefonicznie pod numerem 41 345 22 10, do 20 lutego.",
            ),
            Good(
                "preserve",
                "Kurs operatora wózków jezdniowych z napędem silnikowym w Ośrodku Szkoleniowym „Atut” (Kielce) kończy "
                "się egzaminem przed komisją Urzędu Dozoru Technicznego. Program to 67 godzin, w tym 25 godzin ćwiczeń "
                "praktycznych na placu manewrowym; szkolenie trwa ok. trzech tygodni. Koszt kursu: 1 250 zł (bez "
                "opłaty egzaminacyjnej UDT, pobieranej odrębnie). Kandydat musi mieć ukończone 18 lat oraz aktualne "
                "zaświadczenie lekarskie stwierdzające brak przeciwwskazań do obsługi wózka. Warunkiem przystąpienia "
                "do egzaminu jest zaliczenie wszystkich zajęć praktycznych. Uzyskane zaświadczenie kwalifikacyjne UDT "
                "jest ważne 10 lat. Zgłoszenia telefoniczne pod nr 41 345 22 10 przyjmowane są do 20 lutego.",
            ),
            Good(
                "en",
                "The “Atut” Training Centre in Kielce offers a course for operators of powered industrial trucks, "
                "ending with an exam before a board of the Office of Technical Inspection (UDT). The course comprises "
                "67 hours of classes, including 25 hours of practice on the manoeuvring yard, and takes about three "
                "weeks. It costs PLN 1,250; the UDT exam fee is charged separately. Candidates must be at least 18 and "
                "hold a current medical certificate confirming there are no contraindications to operating a truck. "
                "You can sit the exam only after passing all the practical sessions. The UDT qualification certificate "
                "is valid for 10 years. Sign-ups are taken by phone on 41 345 22 10 until 20 February.",
            ),
        ],
        bad=[
            Slip(0, [("z czego 25 to praktyka", "z czego 15 to praktyka")], "number"),
            Slip(
                2,
                [("Candidates must be at least 18", "Candidates should be at least 18")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "pobieranej odrębnie).",
                        "pobieranej odrębnie). Zdawalność egzaminu wśród naszych kursantów wynosi 98%.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-nursery-zlobek-enrolment-gniezno-deadlines",
        source=(
            "Rekrutacja do Żłobka Miejskiego nr 3 w Gnieźnie na rok 2025/2026 trwa od 3 do 21 marca 2025 r. "
            "Wnioski składa się wyłącznie elektronicznie przez stronę zlobki.gniezno.eu. Do żłobka przyjmowane są "
            "dzieci w wieku od 20 tygodni do 3 lat. Pierwszeństwo mają dzieci, których oboje rodzice pracują lub "
            "studiują w trybie dziennym, oraz dzieci z rodzin wielodzietnych. Wniosek złożony po terminie nie będzie "
            "rozpatrywany w pierwszym etapie. Opłata za pobyt wynosi 400 zł miesięcznie plus stawka żywieniowa 10 zł "
            "dziennie; rodzice mogą ubiegać się o dofinansowanie z programu „Aktywny rodzic”. Lista przyjętych dzieci "
            "zostanie opublikowana 4 kwietnia, a umowy trzeba podpisać do 11 kwietnia."
        ),
        good=[
            Good(
                "preserve",
                "Rekrutacja do Żłobka Miejskiego nr 3 w Gnieźnie – rok 2025/2026\n"
                "- Termin: 3–21 marca 2025 r.\n"
                "- Wnioski: wyłącznie elektronicznie, przez zlobki.gniezno.eu.\n"
                "- Wiek dziecka: od 20 tygodni do 3 lat.\n"
                "- Pierwszeństwo: dzieci, których oboje rodzice pracują lub studiują w trybie dziennym, oraz dzieci z rodzin wielodzietnych.\n"
                "- Wnioski złożone po terminie nie będą rozpatrywane w pierwszym etapie.\n"
                "- Koszt: 400 zł miesięcznie + 10 zł dziennie za wyżywienie; rodzice mogą starać się o dofinansowanie z programu „Aktywny rodzic”.\n"
                "- Lista przyjętych: 4 kwietnia; umowy trzeba podpisać do 11 kwietnia.",
            ),
            Good(
                "preserve",
                "Jeśli chcesz zapisać dziecko do Żłobka Miejskiego nr 3 w Gnieźnie na rok 2025/2026, wniosek składasz "
                "między 3 a 21 marca 2025 r. Można to zrobić wyłącznie online, na stronie zlobki.gniezno.eu. Żłobek "
                "przyjmuje dzieci w wieku od 20 tygodni do 3 lat, a pierwszeństwo mają maluchy z rodzin wielodzietnych "
                "i te, których oboje rodzice pracują lub studiują w trybie dziennym. Pamiętaj, że wniosek złożony po "
                "terminie nie zostanie rozpatrzony w pierwszym etapie. Pobyt kosztuje 400 zł miesięcznie, do tego "
                "dochodzi 10 zł dziennie za wyżywienie – możesz jednak ubiegać się o dofinansowanie z programu "
                "„Aktywny rodzic”. Lista przyjętych dzieci zostanie opublikowana 4 kwietnia, a umowę trzeba podpisać "
                "do 11 kwietnia.",
            ),
            Good(
                "en",
                "Enrolment for Municipal Nursery No. 3 in Gniezno for 2025/2026 runs from 3 to 21 March 2025. "
                "Applications can only be submitted online at zlobki.gniezno.eu. The nursery takes children aged from "
                "20 weeks to 3 years. Priority goes to children whose parents both work or study full-time and to "
                "children from large families. Late applications will not be considered in the first round. The fee "
                "is PLN 400 a month plus PLN 10 a day for meals; parents can apply for funding under the “Aktywny "
                "rodzic” programme. The list of admitted children will be published on 4 April, and contracts must be "
                "signed by 11 April.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("umowy trzeba podpisać do 11 kwietnia", "umowy trzeba podpisać do 18 kwietnia")],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "Late applications will not be considered",
                        "Late applications will also be considered",
                    )
                ],
                "negation",
            ),
            Slip(1, [("zlobki.gniezno.eu", "zlobki.gniezno.pl")], "url"),
        ],
    ),
    Case(
        key="pl-readme-backup-cli-install-config",
        source=(
            "## Instalacja\n\n"
            "Narzędzie `kopiarka` wymaga Pythona 3.10 lub nowszego. Zainstaluj je poleceniem:\n\n"
            "```bash\npip install kopiarka==2.4.1\n```\n\n"
            "## Konfiguracja\n\n"
            "Plik konfiguracyjny `~/.kopiarka.toml` musi zawierać klucz `cel`, wskazujący katalog docelowy kopii. "
            "Klucz `kompresja` jest opcjonalny – domyślnie kopie nie są kompresowane.\n\n"
            "- Opcja `--sucho` pokazuje, co zostanie skopiowane, ale niczego nie zapisuje.\n"
            "- Opcja `--rownolegle N` uruchamia N wątków; nie należy ustawiać więcej niż liczba rdzeni procesora.\n\n"
            "Szczegóły znajdziesz w [dokumentacji](https://kopiarka.readthedocs.io/pl/latest/)."
        ),
        good=[
            Good(
                "preserve",
                "## Jak zainstalować\n\n"
                "Do działania `kopiarka` potrzebuje Pythona w wersji 3.10 albo nowszej. Instalacja:\n\n"
                "```bash\npip install kopiarka==2.4.1\n```\n\n"
                "## Jak skonfigurować\n\n"
                "W pliku `~/.kopiarka.toml` musi znaleźć się klucz `cel` z katalogiem docelowym kopii. Klucz "
                "`kompresja` możesz pominąć – bez niego kopie nie są kompresowane.\n\n"
                "- `--sucho` – pokazuje, co zostałoby skopiowane, ale niczego nie zapisuje.\n"
                "- `--rownolegle N` – uruchamia N wątków; nie należy podawać ich więcej, niż procesor ma rdzeni.\n\n"
                "Więcej informacji: [dokumentacja](https://kopiarka.readthedocs.io/pl/latest/).",
            ),
            Good(
                "preserve",
                "## Instalacja\n\n"
                "Wymagany Python 3.10 lub nowszy. Narzędzie `kopiarka` instalujesz tak:\n\n"
                "```bash\npip install kopiarka==2.4.1\n```\n\n"
                "## Konfiguracja\n\n"
                "W `~/.kopiarka.toml` obowiązkowy jest klucz `cel` (katalog docelowy kopii), a opcjonalny – "
                "`kompresja` (domyślnie brak kompresji).\n\n"
                "- `--sucho`: podgląd tego, co zostanie skopiowane, bez zapisywania czegokolwiek.\n"
                "- `--rownolegle N`: N wątków; nie należy ustawiać więcej, niż procesor ma rdzeni.\n\n"
                "Pełny opis w [dokumentacji](https://kopiarka.readthedocs.io/pl/latest/).",
            ),
            Good(
                "en",
                "## Installation\n\n"
                "The `kopiarka` tool requires Python 3.10 or newer. Install it with:\n\n"
                "```bash\npip install kopiarka==2.4.1\n```\n\n"
                "## Configuration\n\n"
                "The configuration file `~/.kopiarka.toml` must contain the `cel` key, which points to the target "
                "directory for backups. The `kompresja` key is optional – by default, backups are not compressed.\n\n"
                "- The `--sucho` option shows what would be copied but writes nothing.\n"
                "- The `--rownolegle N` option starts N threads; you should not set more than the number of CPU cores.\n\n"
                "See the [documentation](https://kopiarka.readthedocs.io/pl/latest/) for details.",
            ),
        ],
        bad=[
            Slip(1, [("pip install kopiarka==2.4.1", "pip install kopiarka==2.1.4")], "code"),
            Slip(
                2,
                [("```bash\npip install kopiarka==2.4.1\n```", "pip install kopiarka==2.4.1")],
                "markdown",
            ),
            Slip(
                0,
                [("musi znaleźć się klucz `cel`", "powinien znaleźć się klucz `cel`")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-api-rate-limits-plans-table",
        source=(
            "### Limity zapytań\n\n"
            "Liczbę zapytań, jakie może wysłać klucz API, ogranicza jego plan (patrz tabela).\n\n"
            "| Plan | Limit na minutę | Limit dzienny |\n"
            "|------|-----------------|---------------|\n"
            "| Darmowy | 60 | 5 000 |\n"
            "| Pro | 600 | 200 000 |\n\n"
            "Po przekroczeniu limitu serwer zwraca kod `429 Too Many Requests` oraz nagłówek `Retry-After` z liczbą "
            "sekund do odczekania. Klient nie powinien ponawiać zapytania przed upływem czasu podanego "
            "w `Retry-After`. Zalecamy wykładnicze wydłużanie przerw, zaczynając od 2 sekund. Limity liczone są "
            "osobno dla każdego klucza, a nie dla adresu IP."
        ),
        good=[
            Good(
                "preserve",
                "### Limity zapytań\n\n"
                "To, ile zapytań może wysłać klucz API, zależy od jego planu:\n\n"
                "| Plan | Zapytań na minutę | Zapytań dziennie |\n"
                "|------|-------------------|------------------|\n"
                "| Darmowy | 60 | 5 000 |\n"
                "| Pro | 600 | 200 000 |\n\n"
                "Limity są liczone dla każdego klucza osobno, nie dla adresu IP. Gdy limit zostanie przekroczony, "
                "serwer odpowiada kodem `429 Too Many Requests` i dołącza nagłówek `Retry-After` z liczbą sekund, "
                "które trzeba odczekać. Klient nie powinien ponawiać zapytania, zanim nie minie czas podany "
                "w `Retry-After`. Zalecamy wykładnicze wydłużanie przerw, zaczynając od 2 sekund.",
            ),
            Good(
                "preserve",
                "### Limity zapytań\n\n"
                "Limity są liczone osobno dla każdego klucza API (a nie dla adresu IP) i zależą od planu:\n\n"
                "| Plan | Na minutę | Na dobę |\n"
                "|------|-----------|---------|\n"
                "| Darmowy | 60 | 5 000 |\n"
                "| Pro | 600 | 200 000 |\n\n"
                "Po przekroczeniu limitu otrzymasz kod `429 Too Many Requests` oraz nagłówek `Retry-After`, który "
                "podaje, ile sekund należy odczekać. Nie powinieneś ponawiać zapytania przed upływem tego czasu. "
                "Zalecamy przerwy wydłużane wykładniczo, począwszy od 2 sekund.",
            ),
            Good(
                "en",
                "### Rate limits\n\n"
                "How many requests an API key may send depends on its plan (see the table).\n\n"
                "| Plan | Per-minute limit | Daily limit |\n"
                "|------|------------------|-------------|\n"
                "| Free | 60 | 5,000 |\n"
                "| Pro | 600 | 200,000 |\n\n"
                "Once the limit is exceeded, the server returns `429 Too Many Requests` together with a `Retry-After` "
                "header giving the number of seconds to wait. Clients should not retry a request before the time given "
                "in `Retry-After` has passed. We recommend exponential backoff, starting at 2 seconds. Limits are "
                "counted separately for each key, not per IP address.",
            ),
        ],
        bad=[
            Slip(
                0, [("dołącza nagłówek `Retry-After`", "dołącza nagłówek `X-Retry-After`")], "code"
            ),
            Slip(1, [("| Pro | 600 | 200 000 |", "| Pro | 600 | 20 000 |")], "number"),
            Slip(2, [("| Pro | 600 | 200,000 |\n", "")], "markdown"),
        ],
    ),
    Case(
        key="pl-adolescent-bedtime-phone-sleep-mazowsze",
        source=(
            "Według badania opublikowanego w czasopiśmie „Sleep Medicine” (Kowalczyk i in., 2023, t. 104, "
            "s. 55–63) nastolatki, które korzystają ze smartfona w ostatniej godzinie przed snem, śpią średnio "
            "o 32 minuty krócej niż rówieśnicy odkładający telefon wcześniej. W badaniu wzięło udział 1 846 uczniów "
            "w wieku 13–17 lat z 12 szkół w województwie mazowieckim. Autorzy podkreślają, że zależność ta nie "
            "dowodzi związku przyczynowego: możliwe, że to osoby z problemami ze snem częściej sięgają po telefon. "
            "Ich zdaniem ograniczenie ekranów wieczorem prawdopodobnie poprawia jakość snu, ale potrzebne są "
            "badania interwencyjne. Rodzicom zaleca się, by telefon nie nocował w sypialni dziecka."
        ),
        good=[
            Good(
                "preserve",
                "Nastolatki, które w ostatniej godzinie przed snem używają smartfona, śpią średnio o 32 minuty krócej "
                "od rówieśników odkładających telefon wcześniej – wynika z badania Kowalczyk i in. (2023) "
                "opublikowanego w „Sleep Medicine” (t. 104, s. 55–63). Przebadano 1 846 uczniów w wieku 13–17 lat "
                "z 12 mazowieckich szkół. Autorzy zaznaczają jednak, że ta zależność nie dowodzi związku "
                "przyczynowego – być może to osoby mające kłopoty ze snem częściej sięgają po telefon. Ich zdaniem "
                "ograniczenie ekranów wieczorem prawdopodobnie poprawia jakość snu, ale potrzeba badań "
                "interwencyjnych. Rodzicom zaleca się, by telefon nie spędzał nocy w sypialni dziecka.",
            ),
            Good(
                "preserve",
                "Kowalczyk i in. (2023, „Sleep Medicine”, t. 104, s. 55–63) przeanalizowali dane 1 846 uczniów "
                "w wieku 13–17 lat z 12 szkół województwa mazowieckiego. Nastolatki korzystające ze smartfona "
                "w ostatniej godzinie przed snem spały średnio o 32 minuty krócej niż rówieśnicy, którzy odkładali "
                "telefon wcześniej. Autorzy zastrzegają, że wynik ten nie dowodzi związku przyczynowego, ponieważ "
                "możliwe jest, że to osoby z problemami ze snem częściej używają telefonu. Uważają, że wieczorne "
                "ograniczenie ekranów prawdopodobnie poprawia jakość snu, choć potrzebne są badania interwencyjne. "
                "Rodzicom zaleca się, aby telefon nie nocował w sypialni dziecka.",
            ),
            Good(
                "en",
                "According to a study published in Sleep Medicine (Kowalczyk et al., 2023, vol. 104, pp. 55–63), "
                "teenagers who use a smartphone in the last hour before sleep sleep on average 32 minutes less than "
                "peers who put their phone away earlier. The study included 1,846 pupils aged 13–17 from 12 schools in "
                "the Masovian Voivodeship. The authors stress that this association does not prove causation: it is "
                "possible that people with sleep problems reach for their phones more often. In their view, limiting "
                "screens in the evening probably improves sleep quality, but interventional studies are needed. "
                "Parents are advised not to let the phone spend the night in the child's bedroom.",
            ),
        ],
        bad=[
            Slip(2, [("Kowalczyk et al., 2023", "Kowalczyk et al., 2021")], "citation"),
            Slip(
                1,
                [("ekranów prawdopodobnie poprawia jakość snu", "ekranów poprawia jakość snu")],
                "hedge",
            ),
            Slip(0, [("o 32 minuty krócej", "o 23 minuty krócej")], "number"),
        ],
    ),
    Case(
        key="pl-bumblebee-neonicotinoid-field-study-lublin",
        source=(
            "Zespół z Uniwersytetu Przyrodniczego w Lublinie opisał w „Journal of Applied Ecology” (Nowicka "
            "i Dąbek, 2022, doi:10.1111/1365-2664.14210) wpływ neonikotynoidów na trzmiele w warunkach polowych. "
            "Kolonie ustawione przy uprawach rzepaku traktowanych pestycydem wytworzyły o około 40% mniej nowych "
            "królowych niż kolonie kontrolne. Nie stwierdzono natomiast różnic w liczbie robotnic. Autorzy "
            "przypuszczają, że przyczyną może być gorsze odżywienie larw, ale podkreślają, że badanie prowadzono "
            "tylko przez jeden sezon. Wyniki nie muszą więc przekładać się na inne gatunki pszczół. Badacze "
            "zalecają, by w kolejnych latach powtórzyć obserwacje na większej liczbie stanowisk."
        ),
        good=[
            Good(
                "preserve",
                "Jak neonikotynoidy wpływają na trzmiele w terenie? Sprawdzili to badacze z Uniwersytetu "
                "Przyrodniczego w Lublinie (Nowicka i Dąbek, 2022, „Journal of Applied Ecology”, "
                "doi:10.1111/1365-2664.14210). Kolonie stojące przy polach rzepaku potraktowanych pestycydem "
                "wychowały o mniej więcej 40% mniej nowych królowych niż kolonie kontrolne, choć liczba robotnic się "
                "nie różniła. Autorzy przypuszczają, że powodem może być słabsze odżywienie larw. Zaznaczają jednak, "
                "że obserwacje trwały tylko jeden sezon, więc wyniki nie muszą dotyczyć innych gatunków pszczół. "
                "Zalecają, by w kolejnych latach powtórzyć badania na większej liczbie stanowisk.",
            ),
            Good(
                "preserve",
                "W badaniu polowym (Nowicka i Dąbek, 2022, „Journal of Applied Ecology”, doi:10.1111/1365-2664.14210) "
                "naukowcy z Uniwersytetu Przyrodniczego w Lublinie ocenili wpływ neonikotynoidów na trzmiele. Kolonie "
                "umieszczone przy uprawach rzepaku traktowanych pestycydem wyprodukowały o ok. 40% mniej nowych "
                "królowych niż kolonie kontrolne; różnic w liczbie robotnic nie stwierdzono. Jako możliwą przyczynę "
                "autorzy wskazują gorsze odżywienie larw. Ponieważ badanie objęło tylko jeden sezon, jego wyniki nie "
                "muszą przekładać się na inne gatunki pszczół. Autorzy rekomendują powtórzenie obserwacji "
                "w kolejnych latach na większej liczbie stanowisk.",
            ),
            Good(
                "en",
                "A team from the University of Life Sciences in Lublin described the effect of neonicotinoids on "
                "bumblebees under field conditions in the Journal of Applied Ecology (Nowicka and Dąbek, 2022, "
                "doi:10.1111/1365-2664.14210). Colonies placed next to oilseed rape fields treated with the pesticide "
                "produced about 40% fewer new queens than control colonies. No difference was found, however, in the "
                "number of workers. The authors suspect that poorer larval nutrition may be the cause, but stress that "
                "the study ran for only one season. The results therefore need not apply to other bee species. The "
                "researchers recommend repeating the observations in the coming years at more sites.",
            ),
        ],
        bad=[
            Slip(1, [("doi:10.1111/1365-2664.14210", "doi:10.1111/1365-2664.14201")], "citation"),
            Slip(2, [("produced about 40% fewer", "produced 40% fewer")], "hedge"),
            Slip(
                0,
                [("choć liczba robotnic się nie różniła", "a liczba robotnic także się różniła")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-online-purchase-withdrawal-consumer-rights",
        source=(
            "Kupując przez internet, konsument może odstąpić od umowy w terminie 14 dni bez podawania przyczyny – "
            "wynika to z art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta. Sprzedawca musi zwrócić "
            "wszystkie płatności, w tym koszt najtańszej oferowanej dostawy, nie później niż w ciągu 14 dni od "
            "otrzymania oświadczenia. Może jednak wstrzymać się ze zwrotem do chwili otrzymania rzeczy z powrotem "
            "lub dowodu jej odesłania (art. 32 ust. 3). Prawo odstąpienia nie przysługuje m.in. przy rzeczach "
            "wykonanych na zamówienie klienta. Jak zauważa A. Wierzbicka w komentarzu do ustawy (Wolters Kluwer "
            "2019, s. 412), konsument powinien zachować dowód nadania paczki, bo to on ponosi ryzyko sporu o termin."
        ),
        good=[
            Good(
                "preserve",
                "Zrobiłeś zakupy w internecie? Masz 14 dni na odstąpienie od umowy i nie musisz podawać przyczyny – "
                "przewiduje to art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta. Sprzedawca musi oddać ci "
                "wszystkie płatności, łącznie z kosztem najtańszej oferowanej dostawy, najpóźniej w ciągu 14 dni od "
                "otrzymania twojego oświadczenia. Może jednak wstrzymać zwrot, dopóki nie otrzyma rzeczy z powrotem "
                "albo dowodu jej odesłania (art. 32 ust. 3). Z prawa odstąpienia nie skorzystasz m.in. w przypadku "
                "rzeczy wykonanych na twoje zamówienie. Jak zauważa A. Wierzbicka w komentarzu do ustawy (Wolters "
                "Kluwer 2019, s. 412), powinieneś zachować dowód nadania paczki, bo to ty ponosisz ryzyko sporu "
                "o termin.",
            ),
            Good(
                "preserve",
                "Zgodnie z art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta konsument, który kupuje przez "
                "internet, może odstąpić od umowy w ciągu 14 dni bez podania przyczyny. Sprzedawca jest zobowiązany "
                "zwrócić wszystkie dokonane płatności, łącznie z kosztem najtańszego oferowanego sposobu dostawy, nie "
                "później niż 14 dni od dnia otrzymania oświadczenia. Zgodnie z art. 32 ust. 3 może on jednak "
                "wstrzymać się ze zwrotem do chwili otrzymania rzeczy z powrotem lub dowodu jej odesłania. Prawo "
                "odstąpienia nie przysługuje m.in. w odniesieniu do rzeczy wykonanych na zamówienie klienta. "
                "A. Wierzbicka (komentarz do ustawy, Wolters Kluwer 2019, s. 412) wskazuje, że konsument powinien "
                "zachować dowód nadania przesyłki, ponieważ to on ponosi ryzyko sporu o termin.",
            ),
            Good(
                "en",
                "When buying online, a consumer may withdraw from the contract within 14 days without giving a reason – "
                "this follows from Article 27 of the Consumer Rights Act of 30 May 2014. The seller must refund all "
                "payments, including the cost of the cheapest delivery option offered, no later than 14 days after "
                "receiving the withdrawal statement. However, the seller may withhold the refund until it gets the "
                "goods back or receives proof that they have been sent back (Article 32(3)). The right of withdrawal "
                "does not apply, among other things, to goods made to the customer's order. As A. Wierzbicka notes in "
                "her commentary on the Act (Wolters Kluwer 2019, p. 412), the consumer should keep proof of posting "
                "the parcel, as it is the consumer who bears the risk of a dispute over the deadline.",
            ),
        ],
        bad=[
            Slip(0, [("(art. 32 ust. 3)", "(art. 23 ust. 3)")], "legal_reference"),
            Slip(2, [("2019, p. 412", "2019, p. 214")], "citation"),
            Slip(
                1,
                [("Sprzedawca jest zobowiązany zwrócić", "Sprzedawca powinien zwrócić")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-housing-community-meeting-notes-roof",
        source=(
            "# Zebranie Wspólnoty Mieszkaniowej „Lipowa 8”\n\n"
            "**Data:** 24 kwietnia 2025 r., godz. 18:00, świetlica w budynku\n\n"
            "## Ustalenia\n\n"
            "1. Remont dachu rozpocznie się 2 czerwca i potrwa około sześciu tygodni.\n"
            "2. Zaliczka na fundusz remontowy wzrasta od 1 lipca do 3,20 zł za m².\n"
            "3. Parkowanie na trawniku od strony podwórza jest zabronione.\n\n"
            "## Sprawy do wyjaśnienia\n\n"
            "- Zarządca sprawdzi, czy ubezpieczenie budynku obejmuje szkody od wichury.\n"
            "- Wniosek o montaż stojaków rowerowych nie uzyskał większości i nie zostanie zrealizowany w tym roku.\n\n"
            "Kolejne zebranie odbędzie się we wrześniu; dokładny termin zarząd poda na tablicy ogłoszeń."
        ),
        good=[
            Good(
                "preserve",
                "# Wspólnota Mieszkaniowa „Lipowa 8” – notatka z zebrania\n\n"
                "Zebranie odbyło się 24 kwietnia 2025 r. o 18:00 w świetlicy w budynku.\n\n"
                "## Co postanowiono\n\n"
                "1. Remont dachu ruszy 2 czerwca i zajmie mniej więcej sześć tygodni.\n"
                "2. Od 1 lipca zaliczka na fundusz remontowy wzrośnie do 3,20 zł za m².\n"
                "3. Obowiązuje zakaz parkowania na trawniku od strony podwórza.\n\n"
                "## Do wyjaśnienia\n\n"
                "- Zarządca ustali, czy ubezpieczenie budynku obejmuje szkody spowodowane wichurą.\n"
                "- Stojaki rowerowe nie zostaną zamontowane w tym roku – wniosek nie uzyskał większości.\n\n"
                "Następne zebranie – we wrześniu; dokładny termin zarząd poda na tablicy ogłoszeń.",
            ),
            Good(
                "preserve",
                "# Zebranie Wspólnoty Mieszkaniowej „Lipowa 8” (24.04.2025)\n\n"
                "**Kiedy i gdzie:** 24 kwietnia 2025 r., 18:00, świetlica w budynku\n\n"
                "## Ustalenia\n\n"
                "1. Remont dachu: start 2 czerwca, czas trwania – ok. sześć tygodni.\n"
                "2. Fundusz remontowy: od 1 lipca zaliczka rośnie do 3,20 zł/m².\n"
                "3. Zakaz parkowania na trawniku od strony podwórza.\n\n"
                "## Otwarte kwestie\n\n"
                "- Zarządca zweryfikuje, czy ubezpieczenie budynku obejmuje szkody od wichury.\n"
                "- Wniosek o stojaki rowerowe nie uzyskał większości, więc w tym roku nie będzie realizowany.\n\n"
                "Następne zebranie odbędzie się we wrześniu, a dokładny termin zarząd ogłosi na tablicy ogłoszeń.",
            ),
            Good(
                "en",
                "# “Lipowa 8” Housing Community Meeting\n\n"
                "**Date:** 24 April 2025, 18:00, common room in the building\n\n"
                "## Decisions\n\n"
                "1. The roof renovation will start on 2 June and take about six weeks.\n"
                "2. From 1 July, the renovation fund advance rises to PLN 3.20 per m².\n"
                "3. Parking on the lawn on the courtyard side is prohibited.\n\n"
                "## Open issues\n\n"
                "- The property manager will check whether the building insurance covers windstorm damage.\n"
                "- The request to install bike racks did not win a majority and will not be carried out this year.\n\n"
                "The next meeting will be held in September; the board will post the exact date on the notice board.",
            ),
        ],
        bad=[
            Slip(2, [("## Open issues\n\n", "Open issues\n")], "markdown"),
            Slip(1, [("start 2 czerwca", "start 2 lipca")], "date"),
            Slip(
                0,
                [
                    (
                        "Stojaki rowerowe nie zostaną zamontowane w tym roku – wniosek nie uzyskał większości.",
                        "Stojaki rowerowe zostaną zamontowane w tym roku – wniosek uzyskał większość.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-flu-vaccination-clinic-radom-season",
        source=(
            "Przychodnia „Zdrowie” przy ul. Słowackiego 21 w Radomiu rozpoczyna szczepienia przeciw grypie na sezon "
            "2025/2026. Szczepionka jest bezpłatna dla dzieci od 6. miesiąca do 18. roku życia, kobiet w ciąży oraz "
            "osób po 65. roku życia; pozostali pacjenci mogą ją otrzymać z 50-procentową refundacją. Na szczepienie "
            "należy się wcześniej zapisać, telefonicznie lub przez Internetowe Konto Pacjenta. Przed podaniem "
            "szczepionki lekarz musi przeprowadzić krótkie badanie kwalifikacyjne. Osoby z gorączką powinny "
            "przełożyć wizytę. Odporność pojawia się zwykle po około dwóch tygodniach, dlatego najlepiej zaszczepić "
            "się przed szczytem zachorowań, który w Polsce przypada prawdopodobnie na styczeń i luty."
        ),
        good=[
            Good(
                "preserve",
                "Ruszają szczepienia przeciw grypie na sezon 2025/2026 w Przychodni „Zdrowie” (ul. Słowackiego 21, "
                "Radom). Bezpłatnie zaszczepią się dzieci od 6. miesiąca do 18. roku życia, kobiety w ciąży i osoby "
                "po 65. roku życia. Pozostali pacjenci mogą dostać szczepionkę z refundacją 50%. Trzeba się wcześniej "
                "zapisać – telefonicznie albo przez Internetowe Konto Pacjenta. Zanim dostaniesz szczepionkę, lekarz "
                "musi przeprowadzić krótkie badanie kwalifikacyjne. Jeśli masz gorączkę, powinieneś przełożyć wizytę. "
                "Odporność pojawia się zwykle po mniej więcej dwóch tygodniach, więc najlepiej zaszczepić się przed "
                "szczytem zachorowań – w Polsce przypada on prawdopodobnie na styczeń i luty.",
            ),
            Good(
                "preserve",
                "Szczepienia przeciw grypie – sezon 2025/2026\n"
                "Przychodnia „Zdrowie”, ul. Słowackiego 21, Radom\n\n"
                "- Bezpłatnie: dzieci od 6. miesiąca do 18. roku życia, kobiety w ciąży, osoby po 65. roku życia.\n"
                "- Pozostali pacjenci: szczepionka z 50-procentową refundacją.\n"
                "- Wymagany wcześniejszy zapis: telefonicznie lub przez Internetowe Konto Pacjenta.\n"
                "- Przed szczepieniem lekarz musi przeprowadzić krótkie badanie kwalifikacyjne.\n"
                "- Osoby z gorączką powinny przełożyć wizytę.\n"
                "- Odporność pojawia się zwykle po ok. dwóch tygodniach, dlatego najlepiej zaszczepić się przed "
                "szczytem zachorowań, który w Polsce przypada prawdopodobnie na styczeń i luty.",
            ),
            Good(
                "en",
                "The “Zdrowie” clinic at ul. Słowackiego 21 in Radom is starting flu vaccinations for the 2025/2026 "
                "season. The vaccine is free for children from 6 months to 18 years of age, pregnant women and people "
                "over 65; other patients can get it with a 50% reimbursement. You need to book in advance, by phone or "
                "through the Internet Patient Account. Before the vaccine is given, a doctor must carry out a "
                "short eligibility examination. People with a fever should postpone their appointment. Immunity "
                "usually develops after about two weeks, so it is best to get vaccinated before the peak of the flu "
                "season, which in Poland probably falls in January and February.",
            ),
        ],
        bad=[
            Slip(2, [("which in Poland probably falls", "which in Poland falls")], "hedge"),
            Slip(1, [("lekarz musi przeprowadzić", "lekarz może przeprowadzić")], "modality"),
            Slip(
                0,
                [
                    (
                        "przez Internetowe Konto Pacjenta.",
                        "przez Internetowe Konto Pacjenta. Szczepienia wykonujemy także w soboty.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-city-bike-opole-season-fees",
        source=(
            "Opolski Rower Miejski wraca na ulice 1 marca i będzie dostępny do 30 listopada. Do dyspozycji "
            "mieszkańców jest 420 rowerów na 38 stacjach. Aby wypożyczyć rower, trzeba założyć konto w aplikacji "
            "lub na stronie rower.opole.pl i wnieść opłatę początkową 20 zł, która zostaje na koncie do "
            "wykorzystania. Pierwsze 20 minut każdego wypożyczenia jest bezpłatne, kolejna godzina kosztuje 2 zł, "
            "a każda następna 4 zł. Roweru nie wolno zostawiać poza stacją – za zwrot w innym miejscu naliczana jest "
            "kara 50 zł. Z systemu mogą korzystać osoby, które ukończyły 13 lat; niepełnoletni potrzebują zgody "
            "rodzica. Awarie należy zgłaszać na adres serwis@rower.opole.pl."
        ),
        good=[
            Good(
                "preserve",
                "Od 1 marca do 30 listopada znów pojeździsz Opolskim Rowerem Miejskim – na 38 stacjach czeka 420 "
                "rowerów. Żeby wypożyczyć rower, musisz założyć konto w aplikacji albo na rower.opole.pl i wpłacić "
                "20 zł opłaty początkowej; te pieniądze zostają na koncie i możesz je wykorzystać. Pierwsze 20 minut "
                "każdego wypożyczenia nic nie kosztuje, następna godzina to 2 zł, a każda kolejna – 4 zł. Nie wolno "
                "zostawiać roweru poza stacją: jeśli zwrócisz go w innym miejscu, zapłacisz 50 zł kary. Z systemu mogą "
                "korzystać osoby, które skończyły 13 lat, przy czym niepełnoletni potrzebują zgody rodzica. Awarie "
                "należy zgłaszać mailowo na serwis@rower.opole.pl.",
            ),
            Good(
                "preserve",
                "Opolski Rower Miejski – najważniejsze informacje\n"
                "- Sezon: 1 marca – 30 listopada.\n"
                "- Flota: 420 rowerów na 38 stacjach.\n"
                "- Rejestracja: trzeba założyć konto w aplikacji lub na rower.opole.pl i wnieść opłatę początkową 20 zł (zostaje na koncie do wykorzystania).\n"
                "- Opłaty: pierwsze 20 minut bezpłatnie, kolejna godzina 2 zł, każda następna 4 zł.\n"
                "- Zwrot: roweru nie wolno zostawiać poza stacją; za zwrot w innym miejscu kara wynosi 50 zł.\n"
                "- Wiek: od ukończenia 13 lat; niepełnoletni potrzebują zgody rodzica.\n"
                "- Awarie należy zgłaszać na adres serwis@rower.opole.pl.",
            ),
            Good(
                "en",
                "Opole's city bike scheme returns on 1 March and will run until 30 November, with 420 bikes at 38 "
                "stations. To rent a bike, you have to create an account in the app or at rower.opole.pl and pay an "
                "initial fee of PLN 20, which stays in your account for you to use. The first 20 minutes of every "
                "rental are free, the next hour costs PLN 2, and each hour after that PLN 4. Bikes must not be left "
                "outside a station – returning one anywhere else incurs a PLN 50 penalty. The scheme is open to anyone "
                "aged 13 or over; minors need a parent's consent. Faults should be reported to serwis@rower.opole.pl.",
            ),
        ],
        bad=[
            Slip(1, [("420 rowerów", "240 rowerów")], "number"),
            Slip(
                2,
                [("minors need a parent's consent", "minors do not need a parent's consent")],
                "negation",
            ),
            Slip(0, [("serwis@rower.opole.pl", "serwis@rowery.opole.pl")], "url"),
        ],
    ),
    Case(
        key="pl-birch-pollen-allergy-season-forecast",
        source=(
            "Według prognozy Ośrodka Badania Alergenów Środowiskowych sezon pylenia brzozy w tym roku rozpocznie "
            "się prawdopodobnie około 10 kwietnia, czyli kilka dni wcześniej niż zwykle. Najwyższe stężenia pyłku "
            "mogą wystąpić w drugiej połowie kwietnia, zwłaszcza w dni słoneczne i wietrzne. Alergicy powinni w tym "
            "czasie ograniczyć przebywanie na zewnątrz w godzinach 10:00–16:00 i nie wietrzyć mieszkania w ciągu "
            "dnia. Osoby przyjmujące leki przeciwhistaminowe mogą zacząć je stosować na kilka dni przed spodziewanym "
            "początkiem pylenia, ale tylko po konsultacji z lekarzem. Prognoza może się zmienić, jeśli początek "
            "kwietnia będzie chłodny. Aktualne komunikaty są publikowane codziennie na stronie ośrodka."
        ),
        good=[
            Good(
                "preserve",
                "Brzoza zacznie w tym roku pylić prawdopodobnie około 10 kwietnia, a więc kilka dni wcześniej niż "
                "zwykle – tak prognozuje Ośrodek Badania Alergenów Środowiskowych. Najwięcej pyłku może być "
                "w powietrzu w drugiej połowie kwietnia, szczególnie w słoneczne i wietrzne dni. Jeśli masz alergię, "
                "powinieneś wtedy ograniczyć przebywanie na zewnątrz między 10:00 a 16:00 i nie wietrzyć mieszkania "
                "w ciągu dnia. Jeśli przyjmujesz leki przeciwhistaminowe, możesz zacząć je stosować kilka dni przed "
                "spodziewanym początkiem pylenia, ale tylko po konsultacji z lekarzem. Jeżeli początek kwietnia będzie "
                "chłodny, prognoza może się zmienić. Aktualne komunikaty ośrodek publikuje codziennie na swojej "
                "stronie.",
            ),
            Good(
                "preserve",
                "Ośrodek Badania Alergenów Środowiskowych prognozuje, że tegoroczny sezon pylenia brzozy rozpocznie "
                "się prawdopodobnie ok. 10 kwietnia – kilka dni wcześniej niż zwykle. Szczyt stężeń pyłku może "
                "przypaść na drugą połowę kwietnia, zwłaszcza w dni słoneczne i wietrzne. W tym okresie alergicy "
                "powinni ograniczyć pobyt na zewnątrz w godz. 10:00–16:00 oraz nie wietrzyć mieszkań w ciągu dnia. "
                "Osoby stosujące leki przeciwhistaminowe mogą rozpocząć ich przyjmowanie kilka dni przed przewidywanym "
                "początkiem pylenia, jednak wyłącznie po konsultacji lekarskiej. W przypadku chłodnego początku "
                "kwietnia prognoza może ulec zmianie. Ośrodek codziennie publikuje aktualne komunikaty na swojej "
                "stronie internetowej.",
            ),
            Good(
                "en",
                "According to the forecast from the Environmental Allergen Research Centre, the birch pollen season "
                "will probably start around 10 April this year, a few days earlier than usual. Pollen concentrations "
                "may peak in the second half of April, especially on sunny, windy days. During this time, allergy "
                "sufferers should limit time outdoors between 10:00 and 16:00 and should not air their homes during "
                "the day. People who take antihistamines can start taking them a few days before the expected start "
                "of the season, but only after consulting a doctor. The forecast may change if early April turns out "
                "to be cold. Up-to-date bulletins are published daily on the centre's website.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("rozpocznie się prawdopodobnie ok. 10 kwietnia", "rozpocznie się 10 kwietnia")],
                "hedge",
            ),
            Slip(
                2, [("allergy sufferers should limit", "allergy sufferers must limit")], "modality"
            ),
            Slip(
                0,
                [
                    (
                        "szczególnie w słoneczne i wietrzne dni.",
                        "szczególnie w słoneczne i wietrzne dni, a najtrudniej będzie na Lubelszczyźnie.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-tram-lines-detour-bridge-track-works",
        source=(
            "Od 5 maja 2025 r. do odwołania tramwaje linii 4 i 9 nie będą kursować przez most Grunwaldzki z powodu "
            "wymiany torowiska. Linia 4 pojedzie objazdem przez pl. Bema i ul. Wyszyńskiego, a linia 9 zostanie "
            "skrócona do pętli Sępolno. Na odcinku zamkniętym dla tramwajów uruchamiamy autobusową linię zastępczą "
            "T9, kursującą co 10 minut w szczycie i co 20 minut poza nim. Bilety okresowe na linie tramwajowe są "
            "honorowane w autobusach zastępczych. Przejazd objazdem może wydłużyć się o około 8 minut. Szczegółowe "
            "rozkłady jazdy są dostępne na stronie przewoźnika i w punktach obsługi pasażerów."
        ),
        good=[
            Good(
                "preserve",
                "Uwaga, pasażerowie! Od 5 maja 2025 r. aż do odwołania tramwaje linii 4 i 9 nie pojadą przez most "
                "Grunwaldzki – trwa wymiana torowiska. Czwórka pojedzie objazdem przez pl. Bema i ul. Wyszyńskiego, "
                "a dziewiątka będzie kończyć trasę na pętli Sępolno. Zamknięty dla tramwajów odcinek obsłuży "
                "autobusowa linia zastępcza T9: w szczycie co 10 minut, poza szczytem co 20 minut. W autobusach "
                "zastępczych ważne są bilety okresowe na linie tramwajowe. Jazda objazdem może potrwać o mniej więcej "
                "8 minut dłużej. Dokładne rozkłady jazdy znajdziesz na stronie przewoźnika oraz w punktach obsługi "
                "pasażerów.",
            ),
            Good(
                "preserve",
                "Zmiany w komunikacji tramwajowej od 5 maja 2025 r. (do odwołania)\n"
                "Z powodu wymiany torowiska tramwaje linii 4 i 9 nie kursują przez most Grunwaldzki:\n"
                "1. Linia 4 jeździ objazdem przez pl. Bema i ul. Wyszyńskiego.\n"
                "2. Linia 9 zostaje skrócona do pętli Sępolno.\n"
                "3. Na zamkniętym odcinku kursuje zastępcza linia autobusowa T9 – co 10 minut w szczycie i co 20 minut poza szczytem.\n"
                "Bilety okresowe na linie tramwajowe są honorowane w autobusach zastępczych. Czas przejazdu objazdem "
                "może wydłużyć się o ok. 8 minut. Szczegółowe rozkłady: strona przewoźnika i punkty obsługi pasażerów.",
            ),
            Good(
                "en",
                "From 5 May 2025 until further notice, trams on lines 4 and 9 will not run across the Grunwaldzki "
                "Bridge because the track is being replaced. Line 4 will be diverted via pl. Bema and ul. Wyszyńskiego, "
                "and line 9 will be cut back to the Sępolno loop. On the section closed to trams, we are launching "
                "replacement bus line T9, running every 10 minutes at peak times and every 20 minutes off-peak. Season "
                "tickets for tram lines are valid on the replacement buses. The detour may add about 8 minutes to the "
                "journey. Detailed timetables are available on the operator's website and at passenger service points.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Season tickets for tram lines are valid on the replacement buses. The detour may add about "
                        "8 minutes to the journey.",
                        "Bilety okresowe na linie tramwajowe są honorowane w autobusach zastępczych. Przejazd objazdem "
                        "może wydłużyć się o około 8 minut.",
                    )
                ],
                "wrong_language",
            ),
            Slip(1, [("co 10 minut w szczycie", "co 15 minut w szczycie")], "number"),
            Slip(
                0,
                [
                    (
                        "– trwa wymiana torowiska.",
                        "– trwa wymiana torowiska, która ma potrwać do końca sierpnia.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
