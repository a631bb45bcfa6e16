# ruff: noqa: E501, RUF001
"""Blind-10 Polish sources, each with three faithful rewrites and three damaged ones."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="pl-radio-wolontariat",
        source="Radio Wola FM szuka wolontariuszy do redakcji porannej. Kandydaci muszą mieć ukończone 16 lat, a osoby niepełnoletnie dodatkowo muszą dostarczyć pisemną zgodę rodzica. Szkolenie wstępne trwa 6 godzin i odbędzie się w sobotę 14 września 2024 r. o 10:00 w studiu przy ul. Ogrodowej 8. Bez tego szkolenia nie wolno samodzielnie prowadzić audycji na antenie. Wolontariusze nie otrzymują wynagrodzenia, ale mogą bezpłatnie korzystać ze studia nagrań w wolnych terminach. Przed zgłoszeniem warto odsłuchać kilka naszych audycji. Zgłoszenia przyjmujemy do 31 sierpnia pod adresem wolontariat@radiowola.pl. Szacujemy, że w tym sezonie przyjmiemy około 12 osób.",
        good=[
            Good(
                "preserve",
                "Radio Wola FM potrzebuje wolontariuszy do porannej redakcji. Musisz mieć co najmniej 16 lat. Jeśli jesteś osobą niepełnoletnią, musisz też przynieść pisemną zgodę rodzica. Szkolenie wstępne jest w sobotę 14.09.2024 o 10:00 w studiu na ul. Ogrodowej 8 i trwa 6 godzin. Dopiero po nim możesz samodzielnie prowadzić audycję na antenie. Za wolontariat nie płacimy, ale w wolnych terminach możesz za darmo korzystać ze studia nagrań. Dobrze jest najpierw posłuchać kilku naszych audycji. Zgłoś się do 31 sierpnia: wolontariat@radiowola.pl. Szacujemy, że w tym sezonie przyjmiemy mniej więcej 12 osób.",
            ),
            Good(
                "preserve",
                "Rozgłośnia Radio Wola FM prowadzi nabór wolontariuszy do redakcji porannej. Od kandydatów wymagane jest ukończenie 16. roku życia, a w przypadku osób niepełnoletnich – również przedłożenie pisemnej zgody rodzica. Sześciogodzinne szkolenie wstępne zaplanowano na sobotę, 14 września 2024 r., na godz. 10:00, w studiu przy ul. Ogrodowej 8; osoby, które go nie ukończą, nie mogą samodzielnie prowadzić audycji na antenie. Wolontariusze nie są wynagradzani, przysługuje im jednak prawo do nieodpłatnego korzystania ze studia nagrań w wolnych terminach. Przed złożeniem zgłoszenia zaleca się odsłuchanie kilku audycji stacji. Zgłoszenia są przyjmowane do 31 sierpnia pod adresem wolontariat@radiowola.pl. Według szacunków w tym sezonie do zespołu dołączy około 12 osób.",
            ),
            Good(
                "en",
                "Radio Wola FM is looking for volunteers for its morning news desk. Applicants must be at least 16, and those who are still minors must also provide written consent from a parent. The introductory training lasts six hours and takes place on Saturday 14 September 2024 at 10 a.m. in the studio at ul. Ogrodowa 8. Without this training you are not allowed to present a programme on air on your own. Volunteers are not paid, but they may use the recording studio free of charge at times when it is not booked. Before applying, it is worth listening to a few of our programmes. Applications are accepted until 31 August at wolontariat@radiowola.pl. We estimate that we will take on about 12 people this season.",
            ),
        ],
        bad=[
            Slip(2, [("lasts six hours", "lasts four hours")], "number"),
            Slip(
                1,
                [
                    (
                        "osoby, które go nie ukończą, nie mogą samodzielnie",
                        "osoby, które go nie ukończą, mogą samodzielnie",
                    )
                ],
                "negation",
            ),
            Slip(0, [("wolontariat@radiowola.pl", "wolontariusz@radiowola.pl")], "url"),
        ],
    ),
    Case(
        key="pl-aparaty-sluchowe",
        source="Poradnia Słuchu „Echo” przypomina o zasadach korzystania z aparatów słuchowych wydanych w ramach refundacji NFZ. Aparat należy oddawać do przeglądu co najmniej raz na 12 miesięcy; przegląd w naszej poradni jest bezpłatny. Baterie są płatne, jedno opakowanie kosztuje 18 zł. Aparatu nie wolno suszyć suszarką do włosów ani zostawiać na noc w łazience. Jeżeli urządzenie przestanie działać w okresie gwarancji, czyli przez 24 miesiące od wydania, reklamację można zgłosić pod numerem 22 615 40 90 w dni robocze od 8:00 do 15:00. Naprawa trwa zwykle około 10 dni roboczych. Kolejny refundowany aparat przysługuje nie częściej niż raz na 5 lat.",
        good=[
            Good(
                "preserve",
                "Masz aparat słuchowy z refundacji NFZ? Poradnia Słuchu „Echo” przypomina kilka zasad. Przynajmniej raz na 12 miesięcy musisz przynieść aparat na przegląd – u nas nic za to nie płacisz. Za baterie już tak: opakowanie kosztuje 18 zł. Nigdy nie susz aparatu suszarką do włosów i nie zostawiaj go na noc w łazience. Jeśli w ciągu 24 miesięcy od wydania, czyli w okresie gwarancji, aparat przestanie działać, możesz zgłosić reklamację, dzwoniąc pod 22 615 40 90 w dni robocze w godz. 8:00–15:00. Naprawa zajmuje zwykle mniej więcej 10 dni roboczych. Nowy aparat z refundacją możesz dostać najwyżej raz na 5 lat.",
            ),
            Good(
                "preserve",
                "Aparaty słuchowe z refundacji NFZ – zasady Poradni Słuchu „Echo”: przegląd obowiązkowo minimum raz na 12 miesięcy (w poradni bezpłatny); baterie płatne – 18 zł za opakowanie; zakaz suszenia aparatu suszarką do włosów i zostawiania go na noc w łazience. Gwarancja: 24 miesiące od wydania; reklamacje można zgłaszać pod nr 22 615 40 90 w dni robocze, 8:00–15:00. Naprawa – zwykle ok. 10 dni roboczych. Kolejny refundowany aparat – nie częściej niż co 5 lat.",
            ),
            Good(
                "en",
                "The Echo Hearing Clinic reminds patients of the rules for hearing aids supplied under NFZ (National Health Fund) reimbursement. Your hearing aid must be brought in for a check-up at least once every 12 months; check-ups at our clinic are free of charge. Batteries have to be paid for: one pack costs PLN 18. Never dry the hearing aid with a hair dryer or leave it in the bathroom overnight. If the device stops working during the warranty period, i.e. within 24 months of being issued, you can make a complaint by calling 22 615 40 90 on working days between 8:00 and 15:00. Repairs usually take about 10 working days. You are entitled to another reimbursed hearing aid no more often than once every 5 years.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Naprawa – zwykle ok. 10 dni roboczych.", "Naprawa – 10 dni roboczych.")],
                "hedge",
            ),
            Slip(2, [("PLN 18", "PLN 13")], "number"),
            Slip(
                0,
                [
                    (
                        "Nigdy nie susz aparatu suszarką do włosów",
                        "Lepiej nie susz aparatu suszarką do włosów",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-prom-zwierzeta",
        source="Na promach linii Baltica między Gdynią a Karlskroną zwierzęta domowe podróżują wyłącznie w kabinach oznaczonych symbolem łapy lub w kojcach na pokładzie 7. Za przewóz psa lub kota pobieramy opłatę 120 zł w jedną stronę. Każde zwierzę musi mieć paszport UE i ważne szczepienie przeciw wściekliźnie, wykonane co najmniej 21 dni przed podróżą. Psy w częściach wspólnych muszą być na smyczy i w kagańcu. Zwierząt nie wolno zostawiać w samochodach na pokładzie samochodowym podczas rejsu. Liczba kabin dla zwierząt jest ograniczona do 16, dlatego rezerwację zaleca się zrobić z wyprzedzeniem. Szczegóły: www.baltica-ferries.pl/zwierzeta.",
        good=[
            Good(
                "preserve",
                "Na promach Baltica kursujących między Gdynią a Karlskroną zwierzęta domowe mogą podróżować tylko w kabinach z symbolem łapy albo w kojcach na pokładzie 7. Przewóz psa lub kota kosztuje 120 zł w jedną stronę. Każde zwierzę musi mieć paszport UE i ważne szczepienie przeciw wściekliźnie, zrobione najpóźniej 21 dni przed podróżą. W częściach wspólnych pies musi być na smyczy i mieć założony kaganiec. W czasie rejsu zwierzęta nie mogą zostawać w autach na pokładzie samochodowym. Kabin dla zwierząt jest tylko 16, więc najlepiej zarezerwować je wcześniej. Więcej informacji: www.baltica-ferries.pl/zwierzeta.",
            ),
            Good(
                "preserve",
                "Przewóz zwierząt domowych na promach linii Baltica kursujących na trasie Gdynia–Karlskrona jest dopuszczalny wyłącznie w kabinach oznaczonych symbolem łapy oraz w kojcach usytuowanych na pokładzie 7. Opłata za przewóz psa lub kota wynosi 120 zł za przeprawę w jedną stronę. Warunkiem przewozu jest posiadanie przez zwierzę paszportu UE oraz ważnego szczepienia przeciw wściekliźnie, wykonanego nie później niż 21 dni przed datą podróży. W częściach wspólnych psy muszą być prowadzone na smyczy i mieć kaganiec. Zabrania się pozostawiania zwierząt w pojazdach na pokładzie samochodowym w trakcie rejsu. Ze względu na ograniczoną liczbę kabin dla zwierząt (16) zaleca się wcześniejszą rezerwację. Szczegółowe informacje: www.baltica-ferries.pl/zwierzeta.",
            ),
            Good(
                "en",
                "On Baltica ferries between Gdynia and Karlskrona, pets may travel only in cabins marked with a paw symbol or in kennels on deck 7. We charge PLN 120 each way for carrying a dog or a cat. Every animal must have an EU pet passport and a valid rabies vaccination given at least 21 days before travel. In public areas dogs must be kept on a lead and muzzled. Animals must not be left in vehicles on the car deck during the crossing. There are only 16 pet cabins, so booking in advance is recommended. Details: www.baltica-ferries.pl/zwierzeta.",
            ),
        ],
        bad=[
            Slip(2, [("www.baltica-ferries.pl/zwierzeta", "www.baltica-ferries.pl/pets")], "url"),
            Slip(
                1,
                [("psy muszą być prowadzone na smyczy", "psy powinny być prowadzone na smyczy")],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "Przewóz psa lub kota kosztuje 120 zł w jedną stronę.",
                        "Przewóz psa lub kota kosztuje 120 zł w jedną stronę, a zwierzęta lżejsze niż 5 kg podróżują za darmo.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-rower-akumulator",
        source="Firma VoltBike ogłasza dobrowolne wycofanie akumulatorów do rowerów elektrycznych model `VB-36L` wyprodukowanych między 1 marca a 30 czerwca 2023 r. W części egzemplarzy może dochodzić do przegrzewania się ogniw podczas ładowania. Do tej pory zgłoszono 7 takich przypadków; nikt nie został ranny. Nie należy ładować akumulatora, dopóki nie zostanie sprawdzony jego numer seryjny na stronie voltbike.pl/wycofanie. Jeśli numer znajduje się na liście, akumulator zostanie wymieniony bezpłatnie w ciągu około 14 dni. Klienci mogą też zwrócić rower w punkcie sprzedaży i otrzymać zwrot 100% ceny. Infolinia: 800 300 412.",
        good=[
            Good(
                "preserve",
                "VoltBike dobrowolnie wycofuje z rynku akumulatory do rowerów elektrycznych `VB-36L` wyprodukowane od 1 marca do 30 czerwca 2023 r. Niektóre z nich mogą się przegrzewać podczas ładowania. Dotąd zgłoszono 7 takich przypadków i nikt nie odniósł obrażeń. Zanim naładujesz akumulator, sprawdź jego numer seryjny na stronie voltbike.pl/wycofanie. Jeśli numer jest na liście, VoltBike bezpłatnie wymieni akumulator, mniej więcej w ciągu 14 dni. Możesz też oddać rower w sklepie, w którym go kupiłeś, i dostać zwrot całej ceny. Infolinia: 800 300 412.",
            ),
            Good(
                "preserve",
                "Producent rowerów elektrycznych VoltBike dobrowolnie wycofuje akumulatory `VB-36L` wyprodukowane od 1.03.2023 do 30.06.2023. Powód: w części egzemplarzy ogniwa mogą przegrzewać się w trakcie ładowania. Firma odnotowała dotąd 7 takich zgłoszeń; w żadnym z nich nikt nie ucierpiał. Właściciele nie powinni ładować akumulatorów przed sprawdzeniem numeru seryjnego na stronie voltbike.pl/wycofanie. Akumulatory z listy zostaną wymienione bezpłatnie, co ma potrwać około 14 dni. Alternatywnie klient może oddać rower w punkcie sprzedaży i odzyskać 100% zapłaconej kwoty. Pytania przyjmuje infolinia 800 300 412.",
            ),
            Good(
                "en",
                "VoltBike is voluntarily recalling `VB-36L` e-bike batteries manufactured between 1 March and 30 June 2023. In some units the cells may overheat while charging. Seven such cases have been reported so far; no one has been injured. Do not charge the battery until its serial number has been checked at voltbike.pl/wycofanie. If the number is on the list, the battery will be replaced free of charge within about 14 days. Customers can also return the bike to the point of sale and get a 100% refund. Helpline: 800 300 412.",
            ),
        ],
        bad=[
            Slip(2, [("`VB-36L`", "`VB-38L`")], "code"),
            Slip(1, [("od 1.03.2023 do 30.06.2023", "od 1.03.2023 do 30.09.2023")], "date"),
            Slip(
                0,
                [("Niektóre z nich mogą się przegrzewać", "Niektóre z nich przegrzewają się")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-muzeum-noc",
        source="W piątek 16 maja 2025 r. Muzeum Miejskie zaprasza na nocne zwiedzanie podziemi ratusza. Grupy liczą maksymalnie 15 osób, a wejścia zaczynają się co pół godziny od 20:00 do 23:30. Bilet kosztuje 35 zł, ulgowy 20 zł; rezerwacja jest obowiązkowa i można jej dokonać wyłącznie przez stronę muzeum. Dzieci poniżej 12 lat mogą wejść tylko pod opieką dorosłego. W podziemiach panuje temperatura około 10°C, dlatego zalecamy ciepłe ubranie i wygodne obuwie. Ze względu na wąskie przejścia trasa nie jest dostępna dla osób poruszających się na wózkach. Fotografowanie z lampą błyskową jest zabronione.",
        good=[
            Good(
                "preserve",
                "Muzeum Miejskie zaprasza w piątek, 16.05.2025, na nocne zwiedzanie podziemi ratusza! W grupie może być najwyżej 15 osób, a kolejne grupy wchodzą co 30 minut, od 20:00 do 23:30. Bilet normalny to 35 zł, ulgowy 20 zł. Bez rezerwacji nie wejdziesz, a zarezerwować możesz tylko na stronie muzeum. Dzieci, które nie mają jeszcze 12 lat, wchodzą wyłącznie z dorosłym opiekunem. Na dole jest około 10°C, więc radzimy ubrać się ciepło i założyć wygodne buty. Przejścia są wąskie, więc niestety trasa nie jest dostępna dla osób na wózkach. Zdjęć z fleszem robić nie wolno.",
            ),
            Good(
                "preserve",
                "Muzeum Miejskie uprzejmie zaprasza na nocne zwiedzanie podziemi ratusza, które odbędzie się w piątek 16 maja 2025 r. Wejścia grup liczących nie więcej niż 15 osób rozpoczynają się co 30 minut w godzinach 20:00–23:30. Cena biletu normalnego wynosi 35 zł, ulgowego – 20 zł. Obowiązuje rezerwacja, dokonywana wyłącznie za pośrednictwem strony internetowej muzeum. Dzieci w wieku poniżej 12 lat mogą uczestniczyć w zwiedzaniu jedynie pod opieką osoby dorosłej. Z uwagi na temperaturę w podziemiach, wynoszącą około 10°C, zaleca się ciepłą odzież i wygodne obuwie. Trasa, ze względu na wąskie przejścia, nie jest przystosowana dla osób poruszających się na wózkach. Obowiązuje zakaz fotografowania z użyciem lampy błyskowej.",
            ),
            Good(
                "en",
                "On Friday 16 May 2025 the City Museum invites you on a night tour of the town hall cellars. Groups are limited to 15 people, and tours start every half hour from 8 p.m. to 11:30 p.m. Tickets cost PLN 35, or PLN 20 reduced; booking is compulsory and can only be made through the museum's website. Children under 12 may enter only when accompanied by an adult. The temperature underground is around 10°C, so we recommend warm clothing and comfortable shoes. Because of the narrow passages, the route is not accessible to wheelchair users. Flash photography is prohibited.",
            ),
        ],
        bad=[
            Slip(2, [("Friday 16 May 2025", "Friday 23 May 2025")], "date"),
            Slip(
                0,
                [("więc niestety trasa nie jest dostępna", "więc trasa jest dostępna")],
                "negation",
            ),
            Slip(
                1,
                [("Obowiązuje rezerwacja, dokonywana", "Zalecana jest rezerwacja, dokonywana")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-szachy-turniej",
        source="Regulamin Otwartego Turnieju Szachowego o Puchar Burmistrza: turniej zostanie rozegrany 8 marca 2025 r. systemem szwajcarskim na dystansie 7 rund, z tempem gry 15 minut plus 5 sekund na ruch. Wpisowe wynosi 40 zł, a zawodnicy z rankingiem FIDE powyżej 2000 są zwolnieni z opłaty. Zgłoszenia należy przesłać do 5 marca na adres turniej@szachy-ostrow.pl. Telefony komórkowe muszą być wyłączone przez cały czas trwania partii; ich włączenie oznacza przegraną. Spóźnienie do 15 minut jest dopuszczalne. Zawodnik może złożyć protest do sędziego głównego w ciągu 30 minut od zakończenia rundy. Organizatorzy spodziewają się udziału około 80 zawodników.",
        good=[
            Good(
                "preserve",
                "Otwarty Turniej Szachowy o Puchar Burmistrza – najważniejsze zasady: termin 8.03.2025; system szwajcarski, 7 rund; tempo 15 min + 5 s na ruch. Wpisowe 40 zł; zawodnicy z rankingiem FIDE powyżej 2000 nie płacą. Zgłoszenia do 5 marca: turniej@szachy-ostrow.pl. Telefon musi być wyłączony przez całą partię – włączenie oznacza porażkę. Można spóźnić się maksymalnie 15 minut. Protest do sędziego głównego można złożyć w ciągu 30 minut od końca rundy. Organizatorzy spodziewają się ok. 80 zawodników.",
            ),
            Good(
                "preserve",
                "Zapraszamy na Otwarty Turniej Szachowy o Puchar Burmistrza! Gramy 8 marca 2025 r. systemem szwajcarskim, 7 rund, każda partia w tempie 15 minut plus 5 sekund na ruch. Wpisowe to 40 zł – jeśli masz ranking FIDE powyżej 2000, nie płacisz nic. Zgłoś się najpóźniej 5 marca, pisząc na turniej@szachy-ostrow.pl. Pamiętaj: przez całą partię telefon musi być wyłączony, a jeśli go włączysz, przegrywasz. Spóźnić się możesz o najwyżej 15 minut. Jeśli chcesz złożyć protest do sędziego głównego, masz na to 30 minut od zakończenia rundy. Spodziewamy się, że zagra około 80 zawodników.",
            ),
            Good(
                "en",
                "Rules of the Mayor's Cup Open Chess Tournament: the tournament will be played on 8 March 2025 as a 7-round Swiss, with a time control of 15 minutes plus 5 seconds per move. The entry fee is PLN 40; players with a FIDE rating above 2000 are exempt. Entries must be sent by 5 March to turniej@szachy-ostrow.pl. Mobile phones must be switched off for the whole game; switching one on means losing the game. Players may arrive up to 15 minutes late. A player may lodge a protest with the chief arbiter within 30 minutes of the end of the round. The organisers expect around 80 players.",
            ),
        ],
        bad=[
            Slip(2, [("5 seconds per move", "10 seconds per move")], "number"),
            Slip(
                1,
                [("nie płacisz nic.", "nie płacisz nic. Juniorzy do lat 14 płacą 20 zł.")],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "Organizatorzy spodziewają się ok. 80 zawodników.",
                        "W turnieju zagra 80 zawodników.",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-kanalizacja-lipowa",
        source="Zakład Wodociągów i Kanalizacji informuje, że od 3 czerwca do 28 czerwca 2024 r. na ul. Lipowej, na odcinku od nr 2 do nr 40, prowadzona będzie wymiana kanału sanitarnego. Prace będą trwały w dni robocze od 7:00 do 18:00. W tym czasie obowiązuje całkowity zakaz parkowania po obu stronach ulicy, a dojazd do posesji może być utrudniony. Przerwy w dostawie wody nie są planowane. Mieszkańcy nie powinni wrzucać do toalet tłuszczów ani chusteczek nawilżanych, ponieważ mogą one zablokować tymczasowy przepływ. Zgłoszenia awarii przyjmuje całodobowe pogotowie pod numerem 994. Za utrudnienia przepraszamy.",
        good=[
            Good(
                "preserve",
                "Od 3 do 28 czerwca 2024 r. Zakład Wodociągów i Kanalizacji wymienia kanał sanitarny na ul. Lipowej, między numerami 2 i 40. Prace trwają w dni robocze w godzinach 7:00–18:00. Przez cały ten czas nie wolno parkować po żadnej stronie ulicy, a dojazd do domów może być utrudniony. Nie planujemy przerw w dostawie wody. Prosimy nie wrzucać do toalet tłuszczu ani chusteczek nawilżanych, bo mogą zatkać tymczasowy przepływ. Awarie można zgłaszać całą dobę w pogotowiu pod numerem 994. Przepraszamy za utrudnienia.",
            ),
            Good(
                "preserve",
                "Od 3 do 28 czerwca 2024 r. Zakład Wodociągów i Kanalizacji wymieni kanał sanitarny na ul. Lipowej, na odcinku od numeru 2 do 40. Robotnicy będą pracować w dni robocze od 7:00 do 18:00. Na czas prac po obu stronach ulicy wprowadzono całkowity zakaz parkowania; mogą też wystąpić trudności z dojazdem do posesji. Wodociągi zapewniają, że nie planują przerw w dostawie wody. Apelują za to, by nie wrzucać do toalet tłuszczów ani chusteczek nawilżanych, które mogą zablokować tymczasowy przepływ. Awarie można zgłaszać przez całą dobę pod numerem pogotowia 994. Wodociągi przepraszają za utrudnienia.",
            ),
            Good(
                "en",
                "The Water and Sewerage Company would like to inform residents that the sanitary sewer on Lipowa Street, between nos. 2 and 40, will be replaced from 3 to 28 June 2024. Work will take place on working days from 7 a.m. to 6 p.m. During this period parking is completely banned on both sides of the street, and access to properties may be difficult. No interruptions to the water supply are planned. Residents should not flush fats or wet wipes down the toilet, as they may block the temporary flow. Faults can be reported 24 hours a day to the emergency service on 994. We apologise for the inconvenience.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Nie planujemy przerw w dostawie wody.", "Planujemy przerwy w dostawie wody.")],
                "negation",
            ),
            Slip(2, [("from 3 to 28 June 2024", "from 3 to 18 June 2024")], "date"),
            Slip(
                1,
                [
                    (
                        "pod numerem pogotowia 994.",
                        "pod numerem pogotowia 994 lub mailowo: awarie@zwik-lipowa.pl.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-czynsz-zaleglosc",
        source="Szanowna Pani, informujemy, że na dzień 30 kwietnia 2025 r. zaległość w opłatach za lokal nr 14 przy ul. Polnej 3 wynosi 2 840,50 zł i obejmuje czynsz za luty, marzec i kwiecień. Prosimy o uregulowanie należności w terminie 14 dni od otrzymania tego pisma na rachunek nr 61 1090 1014 0000 0712 1981 2874. Zgodnie z art. 11 ust. 2 pkt 2 ustawy o ochronie praw lokatorów zaległość za co najmniej trzy pełne okresy płatności może stanowić podstawę wypowiedzenia umowy. Jeżeli nie jest Pani w stanie zapłacić całej kwoty jednorazowo, może Pani złożyć wniosek o rozłożenie długu na raty. Wniosek nie wstrzymuje jednak biegu terminu.",
        good=[
            Good(
                "preserve",
                "Szanowna Pani, na dzień 30.04.2025 r. zalega Pani z opłatami za mieszkanie nr 14 przy ul. Polnej 3 na kwotę 2 840,50 zł. Chodzi o czynsz za luty, marzec i kwiecień. Prosimy, żeby zapłaciła Pani tę kwotę w ciągu 14 dni od otrzymania tego listu, na konto nr 61 1090 1014 0000 0712 1981 2874. Według art. 11 ust. 2 pkt 2 ustawy o ochronie praw lokatorów zaległość za co najmniej trzy pełne okresy płatności może być powodem wypowiedzenia umowy. Jeśli nie może Pani zapłacić wszystkiego naraz, może Pani złożyć wniosek o rozłożenie długu na raty. Taki wniosek nie wstrzymuje jednak biegu terminu zapłaty.",
            ),
            Good(
                "preserve",
                "Szanowna Pani, według stanu na 30 kwietnia 2025 r. zadłużenie z tytułu opłat za lokal nr 14 przy ul. Polnej 3 wynosi 2 840,50 zł (czynsz za luty, marzec i kwiecień). Uprzejmie prosimy o wpłatę tej kwoty na rachunek nr 61 1090 1014 0000 0712 1981 2874 w ciągu 14 dni od otrzymania niniejszego pisma. Przypominamy, że na mocy art. 11 ust. 2 pkt 2 ustawy o ochronie praw lokatorów zaległość za co najmniej trzy pełne okresy płatności może być podstawą wypowiedzenia umowy. W razie braku możliwości jednorazowej spłaty całości może Pani złożyć wniosek o rozłożenie należności na raty; złożenie wniosku nie wstrzymuje biegu terminu.",
            ),
            Good(
                "en",
                "Dear Madam, we would like to inform you that as of 30 April 2025 the arrears on flat no. 14 at ul. Polna 3 amount to PLN 2,840.50, covering the rent for February, March and April. Please pay this amount within 14 days of receiving this letter into account no. 61 1090 1014 0000 0712 1981 2874. Under Article 11(2)(2) of the Act on the Protection of Tenants' Rights, arrears for at least three full payment periods may be grounds for terminating the agreement. If you are unable to pay the full amount at once, you may apply to pay the debt in instalments. However, such an application does not suspend the running of the deadline.",
            ),
        ],
        bad=[
            Slip(2, [("Article 11(2)(2)", "Article 11(2)(1)")], "legal_reference"),
            Slip(0, [("2 840,50 zł", "2 480,50 zł")], "number"),
            Slip(
                1,
                [("może być podstawą wypowiedzenia umowy", "jest podstawą wypowiedzenia umowy")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-wykopaliska-szkola",
        source="Instytut Archeologii zaprasza studentów na szkołę terenową na stanowisku w Grodzisku Mazowieckim. Wykopaliska potrwają od 7 do 25 lipca 2025 r., a uczestnicy pracują 6 dni w tygodniu, po 7 godzin dziennie. Opłata za udział wynosi 1 200 zł i obejmuje zakwaterowanie w namiotach oraz wyżywienie. Każdy uczestnik musi mieć aktualne ubezpieczenie NNW i szczepienie przeciw tężcowi. Znalezionych przedmiotów nie wolno zabierać z wykopu, a fotografować je do publikacji można tylko za zgodą kierownika badań. Stanowisko datowane jest wstępnie na X–XI wiek (Zawadzki, 2019), ale datowanie może się zmienić po analizach. Zgłoszenia: do 15 maja, dr Anna Kowal, a.kowal@ia.uw.edu.pl.",
        good=[
            Good(
                "preserve",
                "Studentki i studenci, Instytut Archeologii zaprasza Was na szkołę terenową w Grodzisku Mazowieckim! Kopiemy od 7 do 25 lipca 2025 r., 6 dni w tygodniu po 7 godzin dziennie. Udział kosztuje 1 200 zł – w cenie są noclegi w namiotach i jedzenie. Musicie mieć aktualne ubezpieczenie NNW i szczepienie przeciw tężcowi. Znalezisk nie wolno Wam zabierać z wykopu, a fotografować je do publikacji możecie tylko za zgodą kierownika badań. Wstępnie datujemy stanowisko na X–XI wiek (Zawadzki, 2019), ale po analizach może się to zmienić. Zgłoszenia przyjmuje do 15 maja dr Anna Kowal: a.kowal@ia.uw.edu.pl.",
            ),
            Good(
                "preserve",
                "Instytut Archeologii ogłasza nabór studentów na szkołę terenową prowadzoną na stanowisku w Grodzisku Mazowieckim. Prace wykopaliskowe odbędą się w dniach 7–25 lipca 2025 r.; uczestnicy będą pracować przez 6 dni w tygodniu, 7 godzin dziennie. Opłata w wysokości 1 200 zł obejmuje zakwaterowanie w namiotach i wyżywienie. Warunkiem udziału jest posiadanie aktualnego ubezpieczenia NNW oraz szczepienia przeciw tężcowi. Obowiązuje zakaz wynoszenia znalezisk z wykopu; ich fotografowanie do celów publikacji wymaga zgody kierownika badań. Stanowisko wstępnie datuje się na X–XI wiek (Zawadzki, 2019), przy czym datowanie może ulec zmianie po przeprowadzeniu analiz. Zgłoszenia należy kierować do 15 maja do dr Anny Kowal (a.kowal@ia.uw.edu.pl).",
            ),
            Good(
                "en",
                "The Institute of Archaeology invites students to a field school at a site in Grodzisk Mazowiecki. The excavation runs from 7 to 25 July 2025, and participants work 6 days a week, 7 hours a day. The fee is PLN 1,200 and covers tent accommodation and meals. Every participant must have valid personal accident insurance and a tetanus vaccination. Finds must not be removed from the trench, and they may be photographed for publication only with the permission of the excavation director. The site is provisionally dated to the 10th–11th century (Zawadzki, 2019), but the dating may change after analysis. Applications by 15 May to Dr Anna Kowal, a.kowal@ia.uw.edu.pl.",
            ),
        ],
        bad=[
            Slip(2, [("The site is provisionally dated to", "The site dates from")], "hedge"),
            Slip(0, [("(Zawadzki, 2019)", "(Zawadzki, 2009)")], "citation"),
            Slip(
                1,
                [("wymaga zgody kierownika badań", "nie wymaga zgody kierownika badań")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-dawstwo-narzadow",
        source="Czy wiesz, że w Polsce każdy zmarły może zostać dawcą narządów, jeśli za życia nie wyraził sprzeciwu? Tak stanowi art. 5 ust. 1 ustawy transplantacyjnej z 1 lipca 2005 r. Sprzeciw można zgłosić do Centralnego Rejestru Sprzeciwów, złożyć w formie pisemnego oświadczenia z podpisem albo wyrazić ustnie w obecności co najmniej dwóch świadków. Lekarze nie muszą pytać rodziny o zgodę, ale w praktyce zawsze z nią rozmawiają. Od jednego dawcy można przeszczepić narządy nawet 7 osobom. Szacuje się, że na przeszczep czeka w Polsce około 1 700 pacjentów. Więcej informacji: www.poltransplant.pl.",
        good=[
            Good(
                "preserve",
                "W Polsce narządy można pobrać od każdej zmarłej osoby, która za życia nie zgłosiła sprzeciwu. Mówi o tym art. 5 ust. 1 ustawy transplantacyjnej z 1 lipca 2005 r. Sprzeciw możesz zgłosić na trzy sposoby: wpisać się do Centralnego Rejestru Sprzeciwów, napisać i podpisać oświadczenie albo wyrazić go ustnie przy co najmniej dwóch świadkach. Lekarze nie mają obowiązku pytać rodziny o zgodę, ale w praktyce zawsze z nią rozmawiają. Narządy jednego dawcy mogą trafić nawet do 7 osób. Według szacunków w Polsce na przeszczep czeka około 1 700 chorych. Więcej na www.poltransplant.pl.",
            ),
            Good(
                "preserve",
                "Zgodnie z art. 5 ust. 1 ustawy transplantacyjnej z 1 lipca 2005 r. dawcą narządów może zostać w Polsce każdy zmarły, który za życia się temu nie sprzeciwił. Sprzeciw da się wyrazić na trzy sposoby: poprzez wpis do Centralnego Rejestru Sprzeciwów, pisemne oświadczenie opatrzone podpisem lub ustną deklarację złożoną w obecności co najmniej dwóch świadków. Choć przepisy nie nakładają na lekarzy obowiązku pytania bliskich o zgodę, w praktyce lekarze zawsze prowadzą z nimi rozmowę. Narządy jednego dawcy mogą zostać przeszczepione nawet 7 biorcom. Na przeszczep czeka w Polsce, jak się szacuje, około 1 700 pacjentów. Szczegóły: www.poltransplant.pl.",
            ),
            Good(
                "en",
                "Did you know that in Poland any deceased person can become an organ donor if they did not object during their lifetime? This is laid down in Article 5(1) of the Transplantation Act of 1 July 2005. An objection can be entered in the Central Register of Objections, made as a signed written statement, or expressed orally in the presence of at least two witnesses. Doctors are not required to ask the family for consent, but in practice they always talk to them. Organs from one donor can be transplanted into as many as 7 people. It is estimated that about 1,700 patients in Poland are waiting for a transplant. More information: www.poltransplant.pl.",
            ),
        ],
        bad=[
            Slip(
                2, [("Doctors are not required to ask", "Doctors are required to ask")], "negation"
            ),
            Slip(
                0,
                [("przy co najmniej dwóch świadkach", "przy co najmniej trzech świadkach")],
                "number",
            ),
            Slip(1, [("art. 5 ust. 1", "art. 6 ust. 1")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-odsniezanie-chodnik",
        source="Przypominamy właścicielom nieruchomości, że zgodnie z art. 5 ust. 1 pkt 4 ustawy o utrzymaniu czystości i porządku w gminach mają obowiązek uprzątnięcia śniegu i lodu z chodnika położonego bezpośrednio przy granicy posesji. Obowiązek ten nie dotyczy chodników, na których dopuszczono płatne parkowanie. Śniegu nie wolno zgarniać na jezdnię ani na przystanki. Sople zwisające z dachów należy usuwać niezwłocznie, najlepiej po wcześniejszym wygrodzeniu terenu. Za zaniedbanie grozi grzywna do 1 500 zł na podstawie art. 117 § 1 Kodeksu wykroczeń. Straż Miejska przyjmuje zgłoszenia pod numerem 986 codziennie od 6:00 do 22:00.",
        good=[
            Good(
                "preserve",
                "Jeśli jesteś właścicielem nieruchomości, musisz sprzątać śnieg i lód z chodnika, który biegnie tuż przy granicy Twojej posesji. Wynika to z art. 5 ust. 1 pkt 4 ustawy o utrzymaniu czystości i porządku w gminach. Wyjątek: chodniki, na których można płatnie parkować – tych sprzątać nie musisz. Nie zgarniaj śniegu na jezdnię ani na przystanki. Sople z dachu usuwaj od razu, najlepiej najpierw odgradzając teren pod nimi. Za zaniedbanie możesz dostać grzywnę do 1 500 zł (art. 117 § 1 Kodeksu wykroczeń). Zgłoszenia przyjmuje Straż Miejska pod numerem 986, codziennie od 6:00 do 22:00.",
            ),
            Good(
                "preserve",
                "Uprzejmie przypominamy, iż na właścicielach nieruchomości, na mocy art. 5 ust. 1 pkt 4 ustawy o utrzymaniu czystości i porządku w gminach, spoczywa obowiązek uprzątnięcia śniegu i lodu z chodnika położonego bezpośrednio wzdłuż granicy nieruchomości, z wyłączeniem chodników, na których dopuszczono płatne parkowanie. Zabronione jest zgarnianie śniegu na jezdnię oraz na przystanki. Zwisające z dachów sople należy usuwać niezwłocznie; zaleca się uprzednie wygrodzenie terenu. Zaniedbanie tych obowiązków zagrożone jest grzywną w wysokości do 1 500 zł, zgodnie z art. 117 § 1 Kodeksu wykroczeń. Zgłoszenia przyjmuje Straż Miejska pod nr tel. 986 codziennie w godzinach 6:00–22:00.",
            ),
            Good(
                "en",
                "We remind property owners that under Article 5(1)(4) of the Act on Maintaining Cleanliness and Order in Municipalities they are obliged to clear snow and ice from the pavement running directly along their property boundary. This obligation does not apply to pavements where paid parking is permitted. Snow must not be pushed onto the road or onto bus stops. Icicles hanging from roofs must be removed immediately, ideally after fencing off the area first. Neglect may result in a fine of up to PLN 1,500 under Article 117 § 1 of the Code of Petty Offences. The Municipal Police take reports on 986 every day from 6 a.m. to 10 p.m.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("This obligation does not apply to", "This obligation also applies to")],
                "negation",
            ),
            Slip(
                1,
                [("art. 117 § 1 Kodeksu wykroczeń", "art. 171 § 1 Kodeksu wykroczeń")],
                "legal_reference",
            ),
            Slip(
                0,
                [("Sople z dachu usuwaj od razu", "Sople z dachu warto usuwać od razu")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-stolowka-jadlospis",
        source="Od 2 września 2024 r. w stołówce Szkoły Podstawowej nr 5 zmienia się jadłospis. Obiady będą wydawane od 11:30 do 13:30, a cena jednego posiłku wzrośnie z 9 zł do 11 zł. Dwa razy w tygodniu, we wtorki i czwartki, podawane będą dania wegetariańskie. Rodzice dzieci z alergiami muszą dostarczyć zaświadczenie lekarskie, inaczej nie możemy przygotować diety eliminacyjnej. Słodzone napoje nie będą już serwowane. Opłatę za cały miesiąc należy wnieść do 10. dnia miesiąca na konto szkoły. Niewykorzystane obiady można odliczyć, jeśli nieobecność zgłosi się do 8:00 tego samego dnia pod adresem stolowka@sp5.edu.pl.",
        good=[
            Good(
                "preserve",
                "Drodzy Rodzice, od 2 września 2024 r. w stołówce SP nr 5 obowiązuje nowy jadłospis. Obiady wydajemy od 11:30 do 13:30, a jeden posiłek kosztuje teraz 11 zł zamiast 9 zł. We wtorki i czwartki, czyli dwa razy w tygodniu, będą dania wegetariańskie. Jeśli Wasze dziecko ma alergię, musicie przynieść zaświadczenie od lekarza – bez niego nie przygotujemy diety eliminacyjnej. Słodzonych napojów już nie podajemy. Za cały miesiąc płacicie na konto szkoły do 10. dnia miesiąca. Obiad, z którego dziecko nie skorzysta, możemy odliczyć, jeśli zgłosicie nieobecność do 8:00 tego samego dnia na adres stolowka@sp5.edu.pl.",
            ),
            Good(
                "preserve",
                "Zmiany w stołówce SP nr 5 od 2.09.2024: obiady 11:30–13:30; cena posiłku 11 zł (dotąd 9 zł); dania wegetariańskie 2 razy w tygodniu – we wtorki i czwartki; słodzone napoje wycofane z oferty. Dieta eliminacyjna tylko na podstawie zaświadczenia lekarskiego, które rodzice alergików muszą dostarczyć. Opłata za cały miesiąc – obowiązkowo na konto szkoły do 10. dnia miesiąca. Odliczenie niewykorzystanego obiadu możliwe po zgłoszeniu nieobecności do 8:00 tego samego dnia: stolowka@sp5.edu.pl.",
            ),
            Good(
                "en",
                "From 2 September 2024 the menu at the Primary School No. 5 canteen is changing. Lunches will be served from 11:30 to 13:30, and the price of one meal will rise from PLN 9 to PLN 11. Vegetarian dishes will be served twice a week, on Tuesdays and Thursdays. Parents of children with allergies must provide a doctor's certificate; otherwise we cannot prepare an elimination diet. Sugary drinks will no longer be served. Payment for the whole month must be made to the school's account by the 10th of the month. Unused lunches can be deducted if the absence is reported by 8:00 on the same day to stolowka@sp5.edu.pl.",
            ),
        ],
        bad=[
            Slip(1, [("do 8:00 tego samego dnia", "do 8:00 poprzedniego dnia")], "date"),
            Slip(
                2,
                [
                    (
                        "Sugary drinks will no longer be served.",
                        "Sugary drinks will still be served.",
                    )
                ],
                "negation",
            ),
            Bad(
                "preserve",
                "Starting on 2 September 2024, the canteen at Primary School No. 5 has a new menu. Lunch is served between 11:30 and 13:30, and one meal now costs PLN 11 instead of PLN 9. On Tuesdays and Thursdays – twice a week – there will be vegetarian dishes. If your child has an allergy, you must bring a doctor's certificate, as without it we cannot prepare an elimination diet. We no longer serve sugary drinks. The monthly fee must be paid into the school's account by the 10th of the month. A lunch your child does not eat can be deducted if you report the absence by 8:00 on the same day to stolowka@sp5.edu.pl.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-apteka-dyzury",
        source="Harmonogram dyżurów aptek w powiecie łowickim na grudzień 2024 r. został ustalony uchwałą Zarządu Powiatu nr 112/2024. W dni powszednie apteki dyżurne są czynne od 20:00 do 8:00 rano, a w niedziele i święta całą dobę. W Wigilię, 24 grudnia, dyżur pełni Apteka „Pod Lipą” przy ul. Długiej 5, tel. 46 837 21 10. Za wydanie leku w porze nocnej apteka może pobrać dodatkową opłatę, ale nie dotyczy to leków na receptę z oznaczeniem „cito”. Przed wizytą warto zadzwonić i upewnić się, że lek jest dostępny. Harmonogram może ulec zmianie; aktualna wersja jest na stronie powiat-lowicz.pl/apteki.",
        good=[
            Good(
                "preserve",
                "Zarząd Powiatu ustalił grafik dyżurów aptek w powiecie łowickim na grudzień 2024 r. w uchwale nr 112/2024. W dni powszednie apteki dyżurne działają od 20:00 do 8:00 rano, a w niedziele i święta są otwarte przez 24 godziny. 24 grudnia, w Wigilię, dyżuruje Apteka „Pod Lipą” na ul. Długiej 5, tel. 46 837 21 10. W nocy apteka może doliczyć opłatę za wydanie leku, ale nie za leki na receptę oznaczoną „cito”. Zanim pójdziesz, dobrze jest zadzwonić i sprawdzić, czy lek jest na miejscu. Grafik może się zmienić – aktualny znajdziesz na powiat-lowicz.pl/apteki.",
            ),
            Good(
                "preserve",
                "Uchwałą nr 112/2024 Zarząd Powiatu ustalił harmonogram dyżurów aptek w powiecie łowickim na grudzień 2024 r. Apteki pełniące dyżur są otwarte w dni powszednie w godzinach 20:00–8:00, natomiast w niedziele i święta – całodobowo. W dniu 24 grudnia (Wigilia) dyżur pełni Apteka „Pod Lipą”, ul. Długa 5, tel. 46 837 21 10. Apteka jest uprawniona do pobrania dodatkowej opłaty za wydanie leku w porze nocnej, z wyjątkiem leków na receptę z adnotacją „cito”. Przed udaniem się do apteki zaleca się kontakt telefoniczny w celu potwierdzenia dostępności leku. Harmonogram może ulec zmianie; jego aktualna wersja jest dostępna pod adresem powiat-lowicz.pl/apteki.",
            ),
            Good(
                "en",
                "The duty rota for pharmacies in Łowicz County for December 2024 was set by County Board resolution no. 112/2024. On weekdays, duty pharmacies are open from 8 p.m. to 8 a.m., and on Sundays and public holidays they are open 24 hours. On Christmas Eve, 24 December, the duty pharmacy is „Pod Lipą” at ul. Długa 5, tel. 46 837 21 10. A pharmacy may charge an extra fee for dispensing medicines at night, but this does not apply to prescription medicines marked “cito”. Before going, it is worth calling to make sure the medicine is available. The rota may change; the current version is at powiat-lowicz.pl/apteki.",
            ),
        ],
        bad=[
            Slip(0, [("46 837 21 10", "46 837 12 10")], "number"),
            Slip(
                2,
                [
                    (
                        "tel. 46 837 21 10.",
                        "tel. 46 837 21 10. On 25 December the duty pharmacy is Apteka Centralna.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1, [("Harmonogram może ulec zmianie;", "Harmonogram nie ulegnie zmianie;")], "hedge"
            ),
        ],
    ),
    Case(
        key="pl-magazyn-wozki",
        source="Instrukcja BHP nr `IB-07`: wózki widłowe w magazynie B mogą obsługiwać wyłącznie pracownicy z ważnymi uprawnieniami UDT. Przed każdą zmianą operator musi sprawdzić hamulce, sygnał dźwiękowy i stan wideł, a wynik wpisać do dziennika kontroli. Prędkość w alejkach nie może przekraczać 6 km/h. Przewożenie ludzi na widłach jest bezwzględnie zabronione. Piesi powinni poruszać się wyłącznie wyznaczonymi ścieżkami oznaczonymi kolorem zielonym. Ładowanie akumulatorów odbywa się tylko w strefie C-2, przy włączonej wentylacji. Każdy wypadek lub kolizję należy zgłosić kierownikowi zmiany w ciągu 1 godziny.",
        good=[
            Good(
                "preserve",
                "Instrukcja BHP `IB-07`. W magazynie B wózkiem widłowym może jeździć tylko pracownik, który ma ważne uprawnienia UDT. Przed każdą zmianą operator ma obowiązek sprawdzić hamulce, sygnał dźwiękowy i stan wideł, a wynik zapisać w dzienniku kontroli. W alejkach jedź najwyżej 6 km/h. Nigdy nie wolno wozić ludzi na widłach. Piesi powinni chodzić tylko wyznaczonymi ścieżkami w kolorze zielonym. Akumulatory ładuje się wyłącznie w strefie C-2 i tylko przy włączonej wentylacji. Każdy wypadek lub kolizję trzeba zgłosić kierownikowi zmiany w ciągu godziny.",
            ),
            Good(
                "preserve",
                "Instrukcja BHP nr `IB-07` (magazyn B) – zasady: wózki widłowe obsługują wyłącznie osoby z ważnymi uprawnieniami UDT; przed każdą zmianą obowiązkowa kontrola hamulców, sygnału dźwiękowego i wideł z wpisem do dziennika kontroli; limit prędkości w alejkach 6 km/h; całkowity zakaz przewożenia ludzi na widłach; piesi powinni korzystać tylko z wyznaczonych zielonych ścieżek; ładowanie akumulatorów wyłącznie w strefie C-2 przy włączonej wentylacji; wypadki i kolizje należy zgłaszać kierownikowi zmiany w ciągu 1 godziny.",
            ),
            Good(
                "en",
                "Health and safety instruction no. `IB-07`: forklifts in warehouse B may only be operated by employees with valid UDT certification. Before every shift the operator must check the brakes, the horn and the condition of the forks, and record the result in the inspection log. Speed in the aisles must not exceed 6 km/h. Carrying people on the forks is strictly forbidden. Pedestrians should walk only along the designated paths marked in green. Batteries are charged only in zone C-2, with the ventilation switched on. Every accident or collision must be reported to the shift supervisor within 1 hour.",
            ),
        ],
        bad=[
            Slip(1, [("`IB-07`", "`IB-01`")], "code"),
            Slip(2, [("within 1 hour", "within 24 hours")], "number"),
            Slip(
                0,
                [
                    (
                        "Nigdy nie wolno wozić ludzi na widłach.",
                        "Nie zaleca się wożenia ludzi na widłach.",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-obwodnica-konsultacje",
        source="## Konsultacje społeczne: obwodnica Brzezin\n\nWójt Gminy zaprasza mieszkańców do udziału w konsultacjach wariantów przebiegu obwodnicy (droga wojewódzka nr 708).\n\n- **Termin:** od 10 lutego do 10 marca 2025 r.\n- **Spotkanie otwarte:** 20 lutego, godz. 17:00, sala OSP w Brzezinach\n- **Uwagi:** wyłącznie na formularzu, e-mailem na konsultacje@brzeziny.gmina.pl lub pocztą\n\nUwagi złożone po terminie nie będą rozpatrywane. Szacowany koszt inwestycji to około 140 mln zł, a budowa mogłaby się rozpocząć najwcześniej w 2027 r. Raport z konsultacji opublikujemy w ciągu 30 dni od ich zakończenia.",
        good=[
            Good(
                "preserve",
                "## Obwodnica Brzezin – zapraszamy na konsultacje\n\nWójt Gminy prosi mieszkańców o opinię o wariantach trasy obwodnicy (droga wojewódzka nr 708).\n\n- **Kiedy:** 10.02–10.03.2025\n- **Spotkanie dla wszystkich:** 20 lutego o 17:00 w sali OSP w Brzezinach\n- **Jak zgłosić uwagi:** tylko na formularzu – mailem na konsultacje@brzeziny.gmina.pl albo pocztą\n\nUwag przysłanych po terminie nie rozpatrzymy. Szacujemy, że inwestycja będzie kosztować około 140 mln zł, a budowa mogłaby ruszyć nie wcześniej niż w 2027 r. Raport z konsultacji opublikujemy najpóźniej 30 dni po ich zakończeniu.",
            ),
            Good(
                "preserve",
                "## Konsultacje społeczne dotyczące obwodnicy Brzezin\n\nWójt Gminy zaprasza mieszkańców do wzięcia udziału w konsultacjach dotyczących wariantów przebiegu obwodnicy w ciągu drogi wojewódzkiej nr 708.\n\n- **Okres konsultacji:** 10 lutego – 10 marca 2025 r.\n- **Otwarte spotkanie z mieszkańcami:** 20 lutego, godz. 17:00, sala OSP w Brzezinach\n- **Składanie uwag:** wyłącznie na formularzu konsultacyjnym, przesłanym na adres konsultacje@brzeziny.gmina.pl lub pocztą tradycyjną\n\nUwagi wniesione po terminie pozostaną bez rozpatrzenia. Szacunkowy koszt inwestycji wynosi około 140 mln zł; rozpoczęcie budowy byłoby możliwe najwcześniej w 2027 r. Raport z przebiegu konsultacji zostanie opublikowany w terminie 30 dni od ich zakończenia.",
            ),
            Good(
                "en",
                "## Public consultation: Brzeziny bypass\n\nThe Head of the Municipality invites residents to take part in a consultation on the route options for the bypass (regional road no. 708).\n\n- **Dates:** 10 February to 10 March 2025\n- **Open meeting:** 20 February, 5 p.m., fire brigade (OSP) hall in Brzeziny\n- **Comments:** only on the form, by e-mail to konsultacje@brzeziny.gmina.pl or by post\n\nComments submitted after the deadline will not be considered. The investment is estimated to cost around PLN 140 million, and construction could start in 2027 at the earliest. We will publish the consultation report within 30 days of its close.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    ("\n\n- **Okres konsultacji:** ", " Okres konsultacji: "),
                    (
                        "\n- **Otwarte spotkanie z mieszkańcami:** ",
                        "; otwarte spotkanie z mieszkańcami: ",
                    ),
                    ("\n- **Składanie uwag:** ", "; składanie uwag: "),
                ],
                "markdown",
            ),
            Slip(2, [("konsultacje@brzeziny.gmina.pl", "konsultacje@brzeziny.pl")], "url"),
            Slip(0, [("nie wcześniej niż w 2027 r.", "nie wcześniej niż w 2029 r.")], "date"),
        ],
    ),
    Case(
        key="pl-kajaki-oswiadczenie",
        source="Oświadczenie uczestnika spływu – Wypożyczalnia Kajaków „Wda”. Oświadczam, że umiem pływać i nie mam przeciwwskazań zdrowotnych do udziału w spływie. Przyjmuję do wiadomości, że kamizelka asekuracyjna musi być założona przez cały czas pobytu na wodzie, a dzieci poniżej 7 lat nie mogą płynąć w kajaku bez osoby dorosłej. Spożywanie alkoholu przed spływem i w jego trakcie jest zakazane. Wypożyczalnia nie odpowiada za rzeczy pozostawione w kajaku. Za zgubione wiosło pobierana jest opłata 150 zł. Kajak należy zwrócić na przystani w Tleniu najpóźniej do 19:00. W razie wypadku należy niezwłocznie zadzwonić pod numer 112 oraz do wypożyczalni: 601 224 118.",
        good=[
            Good(
                "preserve",
                "Oświadczenie uczestnika spływu – Wypożyczalnia Kajaków „Wda”. Potwierdzam, że umiem pływać i że nie ma zdrowotnych przeszkód, żebym wziął udział w spływie. Wiem, że na wodzie przez cały czas muszę mieć na sobie kamizelkę asekuracyjną. Wiem też, że dziecko poniżej 7 lat może płynąć kajakiem tylko z osobą dorosłą. Nie wolno pić alkoholu ani przed spływem, ani w jego trakcie. Wypożyczalnia nie odpowiada za rzeczy zostawione w kajaku. Za zgubione wiosło trzeba zapłacić 150 zł. Kajak trzeba oddać na przystani w Tleniu najpóźniej o 19:00. Jeśli zdarzy się wypadek, trzeba od razu zadzwonić na 112 i do wypożyczalni: 601 224 118.",
            ),
            Good(
                "preserve",
                "Oświadczenie uczestnika spływu kajakowego (Wypożyczalnia Kajaków „Wda”). Niniejszym oświadczam, że posiadam umiejętność pływania oraz że brak jest przeciwwskazań zdrowotnych do mojego udziału w spływie. Przyjmuję do wiadomości, iż przez cały czas przebywania na wodzie obowiązuje noszenie kamizelki asekuracyjnej, a dzieci, które nie ukończyły 7 lat, mogą płynąć kajakiem wyłącznie pod opieką osoby dorosłej. Obowiązuje zakaz spożywania alkoholu zarówno przed spływem, jak i w jego trakcie. Wypożyczalnia nie ponosi odpowiedzialności za rzeczy pozostawione w kajaku. Utrata wiosła wiąże się z opłatą w wysokości 150 zł. Kajak należy zwrócić na przystani w Tleniu nie później niż o godz. 19:00. W razie wypadku należy niezwłocznie powiadomić numer alarmowy 112 oraz wypożyczalnię (tel. 601 224 118).",
            ),
            Good(
                "en",
                "Participant's declaration – „Wda” Kayak Rental. I declare that I can swim and that I have no health contraindications to taking part in the trip. I acknowledge that a buoyancy aid must be worn at all times while on the water, and that children under 7 may not paddle in a kayak without an adult. Drinking alcohol before or during the trip is prohibited. The rental company is not responsible for items left in the kayak. A fee of PLN 150 is charged for a lost paddle. The kayak must be returned to the landing stage in Tleń by 7 p.m. at the latest. In the event of an accident, call 112 and the rental company (601 224 118) immediately.",
            ),
        ],
        bad=[
            Slip(2, [("by 7 p.m. at the latest", "by 9 p.m. at the latest")], "number"),
            Slip(
                0,
                [("Wypożyczalnia nie odpowiada za rzeczy", "Wypożyczalnia odpowiada za rzeczy")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "przez cały czas przebywania na wodzie obowiązuje noszenie kamizelki",
                        "przez cały czas przebywania na wodzie zaleca się noszenie kamizelki",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-biblioteka-ebooki",
        source="Miejska Biblioteka Publiczna udostępnia e-booki przez platformę Legimi. Kod dostępu można odebrać w każdej filii po okazaniu ważnej karty bibliotecznej; kodów nie wysyłamy e-mailem. Jeden czytelnik może otrzymać 1 kod miesięcznie, a pula na lipiec 2025 r. wynosi 250 kodów. Kod trzeba aktywować w ciągu 7 dni, w przeciwnym razie przepada. Z jednego kodu można korzystać na maksymalnie 2 urządzeniach. Udostępnianie kodu innym osobom jest niedozwolone. Kody zwykle rozchodzą się w pierwszym tygodniu miesiąca, dlatego radzimy przyjść wcześnie. Pytania: ebooki@mbp-radom.pl.",
        good=[
            Good(
                "preserve",
                "Chcesz czytać e-booki? Miejska Biblioteka Publiczna daje dostęp do platformy Legimi. Kod odbierzesz w dowolnej filii, pokazując ważną kartę biblioteczną – e-mailem kodów nie wysyłamy. Każdy czytelnik może dostać 1 kod na miesiąc, a na lipiec 2025 r. mamy ich 250. Masz 7 dni na aktywację kodu, potem przepada. Jednego kodu możesz używać na najwyżej 2 urządzeniach. Nie wolno przekazywać kodu innym osobom. Kody zazwyczaj znikają w pierwszym tygodniu miesiąca, więc lepiej przyjdź wcześnie. Pytania? Pisz na ebooki@mbp-radom.pl.",
            ),
            Good(
                "preserve",
                "Miejska Biblioteka Publiczna zapewnia dostęp do e-booków za pośrednictwem platformy Legimi. Kody dostępu wydawane są w każdej filii po okazaniu ważnej karty bibliotecznej i nie są przesyłane pocztą elektroniczną. Jednemu czytelnikowi przysługuje 1 kod w miesiącu; pula kodów na lipiec 2025 r. wynosi 250. Kod należy aktywować w terminie 7 dni – po jego upływie kod przepada. Z jednego kodu można korzystać na nie więcej niż 2 urządzeniach. Zabrania się udostępniania kodu osobom trzecim. Ponieważ kody zazwyczaj wyczerpują się w pierwszym tygodniu miesiąca, zalecamy wczesne zgłoszenie się po kod. Kontakt w sprawie pytań: ebooki@mbp-radom.pl.",
            ),
            Good(
                "en",
                "The Municipal Public Library offers e-books through the Legimi platform. You can collect an access code at any branch by showing a valid library card; we do not send codes by e-mail. Each reader can receive 1 code per month, and there are 250 codes for July 2025. The code must be activated within 7 days, otherwise it expires. One code can be used on no more than 2 devices. Sharing your code with other people is not allowed. Codes usually run out in the first week of the month, so we advise coming early. Questions: ebooki@mbp-radom.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Nie wolno przekazywać kodu innym osobom.",
                        "Wolno przekazywać kod innym osobom.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("there are 250 codes for July 2025", "there are 150 codes for July 2025")],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "i nie są przesyłane pocztą elektroniczną",
                        "i mogą być też przesyłane pocztą elektroniczną",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-dzialki-woda",
        source="**Zasady korzystania z wody na ROD „Malwa” w sezonie 2025**\n\n1. Woda jest dostępna od 15 kwietnia do 15 października.\n2. Podlewać można codziennie do 9:00 i po 18:00; w godzinach 9:00–18:00 obowiązuje zakaz podlewania.\n3. Nie wolno używać zraszaczy automatycznych bez zgody zarządu.\n4. Każdy działkowiec musi mieć sprawny wodomierz; odczyt należy podać do 31 października.\n\nOpłata za wodę wynosi 6,20 zł za m³. W razie suszy zarząd może wprowadzić dodatkowe ograniczenia. Prognozy wskazują, że lato będzie prawdopodobnie suche, dlatego prosimy o oszczędne gospodarowanie wodą.",
        good=[
            Good(
                "preserve",
                "**Woda na ROD „Malwa” – zasady na sezon 2025**\n\n1. Wodę można pobierać od 15 kwietnia do 15 października.\n2. Możesz podlewać codziennie do 9:00 i po 18:00. Od 9:00 do 18:00 podlewać nie wolno.\n3. Automatycznych zraszaczy możesz używać tylko wtedy, gdy zgodzi się zarząd.\n4. Każdy działkowiec musi mieć działający wodomierz i do 31 października podać jego odczyt.\n\nZa 1 m³ wody płacisz 6,20 zł. Jeśli będzie susza, zarząd może wprowadzić kolejne ograniczenia. Z prognoz wynika, że lato prawdopodobnie będzie suche, więc prosimy, oszczędzajcie wodę.",
            ),
            Good(
                "preserve",
                "**Regulamin poboru wody na terenie ROD „Malwa” – sezon 2025**\n\n1. Woda jest udostępniana w okresie od 15.04 do 15.10.\n2. Podlewanie jest dozwolone codziennie przed godziną 9:00 oraz po godzinie 18:00; w godzinach 9:00–18:00 podlewanie jest zabronione.\n3. Stosowanie zraszaczy automatycznych wymaga zgody zarządu.\n4. Każdy działkowiec ma obowiązek posiadania sprawnego wodomierza oraz podania jego odczytu w terminie do 31 października.\n\nOpłata za wodę wynosi 6,20 zł/m³. W przypadku suszy zarząd jest uprawniony do wprowadzenia dodatkowych ograniczeń. Według prognoz lato będzie prawdopodobnie suche; w związku z tym prosimy o oszczędne korzystanie z wody.",
            ),
            Good(
                "en",
                "**Water use rules at the „Malwa” allotment gardens, 2025 season**\n\n1. Water is available from 15 April to 15 October.\n2. You may water every day until 9:00 and after 18:00; watering is banned between 9:00 and 18:00.\n3. Automatic sprinklers must not be used without the committee's permission.\n4. Every plot holder must have a working water meter; the reading must be submitted by 31 October.\n\nWater costs PLN 6.20 per m³. In the event of a drought, the committee may introduce further restrictions. Forecasts suggest the summer will probably be dry, so please use water sparingly.",
            ),
        ],
        bad=[
            Slip(2, [("\n\n1. ", " "), ("\n2. ", " "), ("\n3. ", " "), ("\n4. ", " ")], "markdown"),
            Slip(
                0,
                [
                    (
                        "**Woda na ROD „Malwa” – zasady na sezon 2025**",
                        "Woda na ROD „Malwa” – zasady na sezon 2025",
                    ),
                    ("\n1. ", "\n"),
                    ("\n2. ", "\n"),
                    ("\n3. ", "\n"),
                    ("\n4. ", "\n"),
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "Opłata za wodę wynosi 6,20 zł/m³.",
                        "Opłata za wodę wynosi 6,20 zł/m³, a opłata stała za sezon – 40 zł.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-doktorat-zlozenie",
        source="Zgodnie z § 14 ust. 2 Regulaminu Szkoły Doktorskiej rozprawę doktorską należy złożyć najpóźniej do 30 września 2025 r. w wersji papierowej i elektronicznej w formacie PDF. Do rozprawy trzeba dołączyć raport z systemu antyplagiatowego `JSA`; wynik powyżej 30% w tzw. współczynniku podobieństwa wymaga wyjaśnienia promotora. Rozprawa może być napisana po polsku lub po angielsku, ale streszczenie musi być w obu językach. Przypisy należy sporządzać w stylu APA, np. (Nowak i Lis, 2021). Przedłużenie terminu jest możliwe najwyżej o 6 miesięcy i wymaga zgody dyrektora szkoły. Czas oczekiwania na recenzje wynosi zwykle około 3 miesięcy.",
        good=[
            Good(
                "preserve",
                "Rozprawę doktorską musisz złożyć najpóźniej 30 września 2025 r., na papierze i w pliku PDF – tak mówi § 14 ust. 2 Regulaminu Szkoły Doktorskiej. Do rozprawy trzeba dołączyć raport z systemu antyplagiatowego `JSA`. Jeśli współczynnik podobieństwa przekracza 30%, promotor musi to wyjaśnić. Rozprawę możesz napisać po polsku albo po angielsku, ale streszczenie musi być w obu tych językach. Przypisy rób w stylu APA, na przykład (Nowak i Lis, 2021). Termin można przedłużyć najwyżej o pół roku, ale tylko za zgodą dyrektora szkoły. Na recenzje czeka się zwykle mniej więcej 3 miesiące.",
            ),
            Good(
                "preserve",
                "Termin złożenia rozprawy doktorskiej upływa 30.09.2025 r. (§ 14 ust. 2 Regulaminu Szkoły Doktorskiej); rozprawę składa się w wersji papierowej oraz elektronicznej (PDF). Obowiązkowym załącznikiem jest raport z systemu antyplagiatowego `JSA`, a współczynnik podobieństwa powyżej 30% wymaga wyjaśnienia ze strony promotora. Dopuszcza się napisanie rozprawy po polsku lub po angielsku, przy czym streszczenie musi zostać przygotowane w obu językach. Przypisy należy sporządzać w stylu APA, np. (Nowak i Lis, 2021). Termin może zostać przedłużony maksymalnie o 6 miesięcy, wyłącznie za zgodą dyrektora szkoły. Oczekiwanie na recenzje trwa zwykle około 3 miesięcy.",
            ),
            Good(
                "en",
                "Under § 14(2) of the Doctoral School Regulations, the doctoral thesis must be submitted by 30 September 2025 at the latest, both on paper and electronically as a PDF. A report from the `JSA` plagiarism-detection system must be attached to the thesis; a similarity score above 30% requires an explanation from the supervisor. The thesis may be written in Polish or English, but the abstract must be in both languages. References must follow APA style, e.g. (Nowak & Lis, 2021). The deadline can be extended by no more than 6 months and only with the consent of the school's director. Waiting for the reviews usually takes about 3 months.",
            ),
        ],
        bad=[
            Slip(2, [("(Nowak & Lis, 2021)", "(Nowak & Lis, 2012)")], "citation"),
            Slip(0, [("§ 14 ust. 2", "§ 41 ust. 2")], "legal_reference"),
            Slip(
                0, [("Przypisy rób w stylu APA", "Przypisy możesz robić w stylu APA")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-park-drony",
        source="Zarząd Zieleni Miejskiej przypomina, że loty dronami nad Parkiem Śląskim są dozwolone tylko w strefie C, oznaczonej na mapie przy głównym wejściu. Dron nie może ważyć więcej niż 250 g, a lot musi odbywać się w zasięgu wzroku operatora, na wysokości nie większej niż 50 m. Nie wolno latać nad ludźmi zgromadzonymi na imprezach ani nad ogrodem zoologicznym. Operatorzy dronów z kamerą muszą być zarejestrowani w systemie drony.gov.pl. Loty są zabronione od zmierzchu do świtu. Za naruszenie zasad strażnicy mogą nałożyć mandat do 500 zł. Szczegółowe zasady zawiera zarządzenie nr 45/2024 z 12 kwietnia 2024 r.",
        good=[
            Good(
                "preserve",
                "Nad Parkiem Śląskim możesz latać dronem tylko w strefie C – jest zaznaczona na mapie przy głównym wejściu. Dron może ważyć najwyżej 250 g. Musisz cały czas go widzieć i nie możesz wznosić go wyżej niż 50 m. Nie lataj nad ludźmi zebranymi na imprezach ani nad zoo. Jeśli dron ma kamerę, jego operator musi być zarejestrowany w systemie drony.gov.pl. Od zmierzchu do świtu latać nie wolno. Za złamanie zasad strażnik może dać Ci mandat do 500 zł. Dokładne zasady są w zarządzeniu nr 45/2024 z 12 kwietnia 2024 r. – przypomina Zarząd Zieleni Miejskiej.",
            ),
            Good(
                "preserve",
                "Latasz dronem? Zarząd Zieleni Miejskiej przypomina zasady obowiązujące w Parku Śląskim. Loty są dozwolone wyłącznie w strefie C, którą zaznaczono na mapie przy głównym wejściu. Maszyna może ważyć maksymalnie 250 g, musi pozostawać w zasięgu wzroku operatora i nie może wznieść się wyżej niż 50 m. Zakazane są przeloty nad ludźmi zgromadzonymi na imprezach i nad ogrodem zoologicznym, a od zmierzchu do świtu drony w ogóle nie mogą latać. Operatorzy dronów z kamerą muszą być zarejestrowani w systemie drony.gov.pl. Strażnicy za złamanie zasad mogą ukarać mandatem do 500 zł. Szczegóły określa zarządzenie nr 45/2024 z 12 kwietnia 2024 r.",
            ),
            Good(
                "en",
                "The Municipal Greenery Authority reminds visitors that drones may be flown over Silesian Park only in zone C, which is marked on the map at the main entrance. A drone must not weigh more than 250 g, and it must be flown within the operator's line of sight at a height of no more than 50 m. Flying over people gathered at events or over the zoo is not permitted. Operators of drones with a camera must be registered in the drony.gov.pl system. Flights are prohibited from dusk to dawn. Wardens may issue a fine of up to PLN 500 for breaking the rules. The detailed rules are set out in Order No. 45/2024 of 12 April 2024.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "a fine of up to PLN 500 for breaking the rules",
                        "a fine of up to PLN 500 and confiscate the drone for breaking the rules",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("w systemie drony.gov.pl", "w systemie dron.gov.pl")], "url"),
            Slip(
                1,
                [
                    (
                        "Operatorzy dronów z kamerą muszą być zarejestrowani",
                        "Operatorzy dronów z kamerą powinni być zarejestrowani",
                    )
                ],
                "modality",
            ),
        ],
    ),
]
