# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 76: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-kolej-bilet-miesieczny-zwrot-zasady",
        source="Bilet miesięczny imienny na trasę Kraków Główny – Tarnów kosztuje 312 zł i jest ważny przez 30 kolejnych dni od wskazanej daty. Uczniom do 24. roku życia przysługuje ulga 37%, a studentom do 26. roku życia – ulga 51%. Zwrot biletu jest możliwy tylko przed pierwszym dniem ważności; po rozpoczęciu okresu ważności przewoźnik nie zwraca pieniędzy, nawet częściowo. Bilet można kupić w kasie, w aplikacji lub na stronie www.kolej-regio.pl/bilety-okresowe. Podczas kontroli należy okazać dokument tożsamości ze zdjęciem, a w przypadku ulgi także legitymację. Bilet nie uprawnia do przejazdu pociągami innych przewoźników.",
        good=[
            Good(
                "preserve",
                "Miesięczny bilet imienny na odcinek Kraków Główny – Tarnów kosztuje 312 zł i obowiązuje przez 30 kolejnych dni, licząc od daty, którą wskażesz. Jeśli jesteś uczniem do 24. roku życia, przysługuje Ci ulga 37%; studenci do 26. roku życia płacą o 51% mniej. Pieniądze odzyskasz tylko wtedy, gdy oddasz bilet przed pierwszym dniem ważności – później przewoźnik nie zwraca ani całości, ani części kwoty. Kupisz go w kasie, w aplikacji albo na www.kolej-regio.pl/bilety-okresowe. W czasie kontroli musisz pokazać dokument tożsamości ze zdjęciem, a jeśli korzystasz z ulgi – także legitymację. Pamiętaj, że bilet nie obejmuje pociągów innych przewoźników.",
            ),
            Good(
                "preserve",
                "Najważniejsze informacje o bilecie miesięcznym imiennym (Kraków Główny – Tarnów):\n"
                "- cena: 312 zł, ważność: 30 kolejnych dni od wybranej daty;\n"
                "- ulgi: 37% dla uczniów do 24. roku życia, 51% dla studentów do 26. roku życia;\n"
                "- zwrot: wyłącznie przed pierwszym dniem ważności, później przewoźnik nie zwraca pieniędzy nawet w części;\n"
                "- zakup: kasa, aplikacja lub strona www.kolej-regio.pl/bilety-okresowe;\n"
                "- kontrola: należy okazać dokument tożsamości ze zdjęciem, a przy bilecie ulgowym również legitymację;\n"
                "- bilet nie uprawnia do jazdy pociągami innych przewoźników.",
            ),
            Good(
                "en",
                "A personal monthly ticket for the Kraków Główny – Tarnów route costs PLN 312 and is valid for 30 consecutive days from the date you choose. Pupils up to the age of 24 get a 37% discount, and students up to the age of 26 get 51% off. A refund is possible only before the first day of validity; once the validity period has started, the carrier will not refund the money, not even in part. You can buy the ticket at a ticket office, in the app or at www.kolej-regio.pl/bilety-okresowe. During an inspection you must show photo ID and, if you travel on a discount, your pupil or student ID as well. The ticket is not valid on other carriers' trains.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "później przewoźnik nie zwraca ani całości, ani części kwoty",
                        "później przewoźnik zwraca część kwoty",
                    )
                ],
                "negation",
            ),
            Slip(1, [("cena: 312 zł", "cena: 321 zł")], "number"),
            Slip(2, [("www.kolej-regio.pl/bilety-okresowe", "www.kolej-regio.pl/bilety")], "url"),
        ],
    ),
    Case(
        key="pl-szczepienia-szczeniat-kalendarz-wscieklizna-obowiazek",
        source="Szczenięta szczepimy po raz pierwszy zwykle w 6.–8. tygodniu życia przeciwko parwowirozie i nosówce, a kolejne dawki podaje się co 3–4 tygodnie, aż do ukończenia 16. tygodnia. Szczepienie przeciwko wściekliźnie jest w Polsce obowiązkowe: zgodnie z art. 56 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt pies musi zostać zaszczepiony w ciągu 30 dni od ukończenia 3. miesiąca życia, a potem nie rzadziej niż co 12 miesięcy. Odporność po szczepieniu pojawia się prawdopodobnie po około dwóch tygodniach, dlatego do tego czasu lepiej unikać wybiegów dla psów. Przed wizytą warto zabrać książeczkę zdrowia.",
        good=[
            Good(
                "preserve",
                "Kalendarz szczepień szczeniaka w skrócie:\n\n"
                "1. Pierwsze szczepienie przeciw parwowirozie i nosówce – zazwyczaj między 6. a 8. tygodniem życia; następne dawki co 3–4 tygodnie, do ukończenia 16. tygodnia.\n"
                "2. Wścieklizna – szczepienie w Polsce obowiązkowe. Art. 56 ustawy z 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt wymaga, by pies został zaszczepiony w ciągu 30 dni od ukończenia 3. miesiąca życia, a następnie co najmniej raz na 12 miesięcy.\n"
                "3. Odporność rozwija się prawdopodobnie po mniej więcej dwóch tygodniach – do tego czasu lepiej omijać psie wybiegi.\n\n"
                "Na wizytę warto zabrać książeczkę zdrowia.",
            ),
            Good(
                "preserve",
                "Pierwszą szczepionkę przeciw nosówce i parwowirozie Twój szczeniak dostanie zwykle w wieku 6–8 tygodni, a kolejne dawki – w odstępach 3–4 tygodni, aż skończy 16 tygodni. W Polsce szczepienie przeciw wściekliźnie jest obowiązkowe. Według art. 56 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt musisz zaszczepić psa w ciągu 30 dni od chwili, gdy skończy 3 miesiące, a później powtarzać szczepienie nie rzadziej niż co 12 miesięcy. Odporność pojawia się prawdopodobnie po około dwóch tygodniach, więc do tego czasu lepiej nie zabierać psa na wybiegi. Przed wizytą warto przygotować książeczkę zdrowia.",
            ),
            Good(
                "en",
                "Puppies are usually first vaccinated against parvovirus and distemper at 6–8 weeks of age, with further doses given every 3–4 weeks until they reach 16 weeks. Rabies vaccination is compulsory in Poland: under Article 56 of the Act of 11 March 2004 on animal health protection and the control of infectious animal diseases, a dog must be vaccinated within 30 days of turning 3 months old and then at least every 12 months. Immunity probably develops after about two weeks, so until then it is better to avoid dog parks. It is a good idea to bring the health booklet to the appointment.",
            ),
        ],
        bad=[
            Slip(0, [("co najmniej raz na 12 miesięcy", "co najmniej raz na 24 miesiące")], "date"),
            Slip(
                1,
                [
                    (
                        "Odporność pojawia się prawdopodobnie po około dwóch tygodniach",
                        "Odporność pojawia się po dwóch tygodniach",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [("under Article 56 of the Act", "under Article 65 of the Act")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="pl-basen-miejski-regulamin-plywalni-zasady",
        source="Regulamin pływalni miejskiej – wybrane zasady. Przed wejściem do hali basenowej każdy użytkownik musi wziąć prysznic bez stroju kąpielowego. Dzieci poniżej 10 lat mogą przebywać na pływalni wyłącznie pod opieką osoby pełnoletniej; jeden opiekun może nadzorować najwyżej dwoje dzieci. Na terenie hali nie wolno biegać, skakać do wody w miejscach nieoznaczonych ani wnosić szklanych opakowań. Z niecki sportowej (głębokość 1,8 m) mogą korzystać tylko osoby umiejące pływać. Czas pobytu liczony jest od przejścia przez bramkę do jej opuszczenia; za każdą rozpoczętą minutę ponad wykupiony czas pobierana jest dopłata 0,50 zł. Ratownik może wyprosić osobę, która nie stosuje się do jego poleceń.",
        good=[
            Good(
                "preserve",
                "Najważniejsze zasady na naszej pływalni: zanim wejdziesz do hali basenowej, musisz wziąć prysznic bez stroju. Dzieci, które nie skończyły 10 lat, mogą wejść tylko z pełnoletnim opiekunem, a jeden opiekun może pilnować maksymalnie dwojga dzieci. W hali zabronione jest bieganie, skakanie do wody poza oznaczonymi miejscami i wnoszenie szklanych opakowań. Do niecki sportowej o głębokości 1,8 m mogą wchodzić wyłącznie osoby, które umieją pływać. Czas liczymy od przejścia przez bramkę do wyjścia przez nią, a za każdą rozpoczętą minutę ponad wykupiony czas doliczamy 0,50 zł. Jeśli ktoś nie słucha poleceń ratownika, ratownik może go wyprosić.",
            ),
            Good(
                "preserve",
                "Regulamin pływalni – najważniejsze punkty:\n"
                "- Przed wejściem do hali basenowej obowiązuje prysznic bez stroju kąpielowego.\n"
                "- Dzieci poniżej 10 lat mogą przebywać na pływalni tylko pod opieką osoby dorosłej; na jednego opiekuna przypada maksymalnie dwoje dzieci.\n"
                "- W hali nie wolno biegać, skakać do wody w nieoznaczonych miejscach ani wnosić opakowań ze szkła.\n"
                "- Z niecki sportowej (1,8 m głębokości) mogą korzystać jedynie osoby umiejące pływać.\n"
                "- Czas pobytu liczy się od wejścia przez bramkę do wyjścia; każda rozpoczęta minuta ponad wykupiony czas kosztuje dodatkowo 0,50 zł.\n"
                "- Ratownik może wyprosić osobę, która nie wykonuje jego poleceń.",
            ),
            Good(
                "en",
                "Municipal swimming pool rules – key points. Everyone must shower without a swimsuit before entering the pool hall. Children under 10 may stay at the pool only under the supervision of an adult, and one adult may supervise no more than two children. In the hall, running, jumping into the water outside marked areas and bringing in glass containers are not allowed. Only people who can swim may use the sports pool (1.8 m deep). Your time is counted from passing through the gate until you leave through it; for every started minute beyond the time you paid for, a surcharge of PLN 0.50 applies. The lifeguard may ask anyone who does not follow their instructions to leave.",
            ),
        ],
        bad=[
            Slip(0, [("musisz wziąć prysznic", "powinieneś wziąć prysznic")], "modality"),
            Slip(
                1,
                [
                    (
                        "mogą korzystać jedynie osoby umiejące pływać",
                        "mogą korzystać także osoby nieumiejące pływać",
                    )
                ],
                "negation",
            ),
            Slip(2, [("(1.8 m deep)", "(1.5 m deep)")], "number"),
        ],
    ),
    Case(
        key="pl-ksef-obowiazkowe-e-faktury-terminy-wdrozenia",
        source="Od 1 lutego 2026 r. faktury ustrukturyzowane w Krajowym Systemie e-Faktur (KSeF) muszą wystawiać podatnicy, których wartość sprzedaży w 2024 r. przekroczyła 200 mln zł. Pozostali przedsiębiorcy dołączają od 1 kwietnia 2026 r. Obowiązek wynika z art. 106ga ustawy o podatku od towarów i usług. Firmy, u których miesięczna wartość sprzedaży dokumentowanej fakturami nie przekracza 10 000 zł brutto, mogą do końca 2026 r. wystawiać faktury poza systemem. Kary za nieprzestrzeganie nowych zasad nie będą nakładane przed 1 stycznia 2027 r. Faktury odbierane z KSeF należy przechowywać w systemie przez 10 lat. Przed wdrożeniem warto przetestować integrację w środowisku testowym Ministerstwa Finansów.",
        good=[
            Good(
                "preserve",
                "Obowiązek wystawiania faktur ustrukturyzowanych w Krajowym Systemie e-Faktur (KSeF) wynika z art. 106ga ustawy o podatku od towarów i usług i będzie wprowadzany etapami. Jako pierwsi, od 1 lutego 2026 r., objęci nim zostaną podatnicy, których sprzedaż w 2024 r. przekroczyła 200 mln zł; pozostali przedsiębiorcy – od 1 kwietnia 2026 r. Jeżeli miesięczna wartość sprzedaży udokumentowanej fakturami nie przekracza 10 000 zł brutto, do końca 2026 r. można wystawiać faktury poza systemem. Sankcje za naruszenie nowych zasad nie będą stosowane przed 1 stycznia 2027 r. Faktury otrzymane przez KSeF należy przechowywać w systemie przez 10 lat. Przed wdrożeniem warto sprawdzić integrację w środowisku testowym Ministerstwa Finansów.",
            ),
            Good(
                "preserve",
                "Kiedy musisz przejść na KSeF? Jeśli Twoja sprzedaż w 2024 r. przekroczyła 200 mln zł – już od 1 lutego 2026 r. Wszystkie pozostałe firmy dołączają od 1 kwietnia 2026 r. Podstawą jest art. 106ga ustawy o podatku od towarów i usług. Wyjątek: gdy miesięczna wartość sprzedaży dokumentowanej fakturami nie przekracza 10 000 zł brutto, możesz do końca 2026 r. wystawiać faktury poza KSeF. Kar za nieprzestrzeganie nowych zasad nie będzie przed 1 stycznia 2027 r. Faktury odebrane z systemu należy przechowywać w KSeF przez 10 lat. Zanim wdrożysz rozwiązanie, warto przetestować integrację w środowisku testowym Ministerstwa Finansów.",
            ),
            Good(
                "en",
                "From 1 February 2026, taxpayers whose sales exceeded PLN 200 million in 2024 must issue structured invoices in the National e-Invoicing System (KSeF). All other businesses join from 1 April 2026. The obligation stems from Article 106ga of the Act on Goods and Services Tax. Businesses whose monthly sales documented by invoices do not exceed PLN 10,000 gross may issue invoices outside the system until the end of 2026. Penalties for failing to comply with the new rules will not be imposed before 1 January 2027. Invoices received through KSeF must be stored in the system for 10 years. Before going live, it is worth testing the integration in the Ministry of Finance's test environment.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "pozostali przedsiębiorcy – od 1 kwietnia 2026 r.",
                        "pozostali przedsiębiorcy – od 1 lipca 2026 r.",
                    )
                ],
                "date",
            ),
            Slip(1, [("Podstawą jest art. 106ga", "Podstawą jest art. 106e")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "may issue invoices outside the system",
                        "must issue invoices outside the system",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-grzybobranie-bezpieczenstwo-zatrucia-muchomor-sromotnikowy",
        source="Na grzyby najlepiej chodzić z osobą, która dobrze zna gatunki jadalne. Nigdy nie zbieraj grzybów, których nie potrafisz rozpoznać na pewno, i nie wycinaj ich nożem u nasady – bez całego trzonu trudno odróżnić czubajkę kanię od muchomora sromotnikowego. Muchomor sromotnikowy odpowiada prawdopodobnie za ponad 90% śmiertelnych zatruć grzybami w Polsce. Objawy mogą pojawić się dopiero po 8–12 godzinach, gdy toksyny zdążą już uszkodzić wątrobę. W razie wątpliwości zanieś zbiory do sanepidu, gdzie grzyboznawca bezpłatnie je oceni. Nie podawaj dzikich grzybów dzieciom ani kobietom w ciąży. Przy pierwszych objawach zatrucia zadzwoń pod numer 112.",
        good=[
            Good(
                "preserve",
                "Bezpieczne grzybobranie – zasady:\n"
                "- Najlepiej idź na grzyby z kimś, kto dobrze zna jadalne gatunki.\n"
                "- Nigdy nie zbieraj grzybów, których nie rozpoznajesz z całą pewnością.\n"
                "- Nie wycinaj grzybów nożem przy nasadzie: bez całego trzonu trudno odróżnić kanię od muchomora sromotnikowego.\n"
                "- Pamiętaj, że sromotnik odpowiada prawdopodobnie za ponad 90% śmiertelnych zatruć grzybami w Polsce, a objawy mogą wystąpić dopiero po 8–12 godzinach, kiedy toksyny już uszkodziły wątrobę.\n"
                "- Jeśli masz wątpliwości, oddaj zbiory do oceny grzyboznawcy w sanepidzie – to nic nie kosztuje.\n"
                "- Nie dawaj dzikich grzybów dzieciom ani kobietom w ciąży.\n"
                "- Gdy pojawią się pierwsze objawy zatrucia, dzwoń pod 112.",
            ),
            Good(
                "preserve",
                "Grzybów, których nie da się rozpoznać z całkowitą pewnością, nie należy zbierać nigdy, a najlepiej wybierać się na nie z kimś, kto dobrze zna gatunki jadalne. Grzyba nie wycina się nożem u nasady, bo bez całego trzonu trudno odróżnić czubajkę kanię od muchomora sromotnikowego – gatunku, który prawdopodobnie odpowiada za ponad 90% śmiertelnych zatruć grzybami w Polsce. Pierwsze objawy mogą wystąpić dopiero po 8–12 godzinach, gdy wątroba jest już uszkodzona przez toksyny. W razie wątpliwości należy zanieść zbiory do sanepidu, gdzie grzyboznawca bezpłatnie je oceni. Dzikich grzybów nie podaje się dzieciom ani kobietom w ciąży, a przy pierwszych objawach zatrucia trzeba dzwonić pod 112.",
            ),
            Good(
                "en",
                "It is best to go mushroom picking with someone who knows edible species well. Never pick mushrooms you cannot identify with certainty, and do not cut them off at the base with a knife – without the whole stem it is hard to tell a parasol mushroom from a death cap. The death cap is probably responsible for more than 90% of fatal mushroom poisonings in Poland. Symptoms may appear only after 8–12 hours, when the toxins have already damaged the liver. If in doubt, take your haul to the sanitary inspection station (sanepid), where a mushroom expert will check it free of charge. Do not give wild mushrooms to children or pregnant women. At the first signs of poisoning, call 112.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "sromotnik odpowiada prawdopodobnie za ponad 90%",
                        "sromotnik odpowiada za ponad 90%",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [("Grzyba nie wycina się nożem u nasady", "Grzyba wycina się nożem u nasady")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Do not give wild mushrooms to children or pregnant women.",
                        "Do not give wild mushrooms to children or pregnant women, whose livers are far more sensitive to the toxins.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-erasmus-stypendium-wyjazd-studia-stawki",
        source="Stypendium Erasmus+ na wyjazd na studia w roku akademickim 2025/2026 wynosi 750 euro miesięcznie w krajach grupy 1 (m.in. Dania, Irlandia, Francja) oraz 650 euro w krajach grupy 2 (m.in. Hiszpania, Niemcy, Włochy). Studenci z orzeczeniem o niepełnosprawności mogą otrzymać dodatkowe dofinansowanie. Wnioski przyjmujemy do 14 marca 2025 r. przez system USOSweb; wyniki rekrutacji ogłosimy do 15 kwietnia. Pierwsza rata, czyli 80% stypendium, zostanie wypłacona po podpisaniu umowy finansowej, a pozostała kwota – po zaliczeniu co najmniej 20 punktów ECTS i złożeniu zaświadczenia o pobycie. Szczegóły znajdziesz na stronie erasmus.uni.opole.pl/stypendia, a pytania możesz kierować na adres erasmus@uni.opole.pl.",
        good=[
            Good(
                "preserve",
                "Erasmus+ – studia za granicą w roku akademickim 2025/2026:\n"
                "- stypendium: 750 euro miesięcznie w krajach grupy 1 (np. Dania, Irlandia, Francja) i 650 euro w krajach grupy 2 (np. Hiszpania, Niemcy, Włochy);\n"
                "- studenci z orzeczeniem o niepełnosprawności mogą dostać dodatkowe dofinansowanie;\n"
                "- wnioski: w USOSweb, do 14 marca 2025 r.; wyniki rekrutacji: do 15 kwietnia;\n"
                "- wypłata: 80% stypendium po podpisaniu umowy finansowej, reszta po zaliczeniu co najmniej 20 punktów ECTS i dostarczeniu zaświadczenia o pobycie;\n"
                "- informacje: erasmus.uni.opole.pl/stypendia, pytania: erasmus@uni.opole.pl.",
            ),
            Good(
                "preserve",
                "Wybierasz się na Erasmusa+ w roku akademickim 2025/2026? W krajach grupy 1, takich jak Dania, Irlandia czy Francja, dostaniesz 750 euro na miesiąc, a w krajach grupy 2 – np. w Hiszpanii, Niemczech albo we Włoszech – 650 euro. Jeśli masz orzeczenie o niepełnosprawności, możesz otrzymać dodatkowe dofinansowanie. Wniosek złóż w USOSweb najpóźniej 14 marca 2025 r.; wyniki rekrutacji poznasz do 15 kwietnia. Po podpisaniu umowy finansowej wypłacimy Ci pierwszą ratę (80% stypendium), a resztę – gdy zaliczysz minimum 20 punktów ECTS i przedstawisz zaświadczenie o pobycie. Więcej informacji: erasmus.uni.opole.pl/stypendia; pytania wysyłaj na erasmus@uni.opole.pl.",
            ),
            Good(
                "en",
                "The Erasmus+ grant for study abroad in the 2025/2026 academic year is EUR 750 per month in group 1 countries (including Denmark, Ireland and France) and EUR 650 in group 2 countries (including Spain, Germany and Italy). Students with a disability certificate may receive additional funding. Applications are accepted via USOSweb until 14 March 2025, and recruitment results will be announced by 15 April. The first instalment, 80% of the grant, will be paid after the grant agreement is signed, and the rest once you have passed at least 20 ECTS credits and submitted a certificate of stay. Details are available at erasmus.uni.opole.pl/stypendia, and questions can be sent to erasmus@uni.opole.pl.",
            ),
        ],
        bad=[
            Slip(0, [("co najmniej 20 punktów ECTS", "co najmniej 30 punktów ECTS")], "number"),
            Slip(1, [("najpóźniej 14 marca 2025 r.", "najpóźniej 21 marca 2025 r.")], "date"),
            Slip(2, [("erasmus@uni.opole.pl", "erasmus@uni-opole.pl")], "url"),
        ],
    ),
    Case(
        key="pl-altana-ogrodowa-zgloszenie-bez-pozwolenia",
        source="Wolnostojącą, parterową altanę lub budynek gospodarczy o powierzchni zabudowy do 35 m² możesz postawić bez pozwolenia na budowę, ale nie bez formalności: zgodnie z art. 29 ust. 1 pkt 2 ustawy – Prawo budowlane taka inwestycja wymaga zgłoszenia w starostwie. Łączna liczba takich obiektów nie może przekraczać dwóch na każde 500 m² powierzchni działki. Zgłoszenia dokonuje się co najmniej 21 dni przed planowanym rozpoczęciem robót; jeśli urząd w tym czasie nie wniesie sprzeciwu, można zaczynać budowę. Budowa bez zgłoszenia grozi nakazem rozbiórki. Altana nie może też naruszać miejscowego planu zagospodarowania przestrzennego ani przepisów o odległości od granicy działki.",
        good=[
            Good(
                "preserve",
                "Budowa wolnostojącej, parterowej altany albo budynku gospodarczego o powierzchni zabudowy do 35 m² nie wymaga pozwolenia na budowę, lecz – na podstawie art. 29 ust. 1 pkt 2 ustawy – Prawo budowlane – podlega zgłoszeniu w starostwie. Na każde 500 m² powierzchni działki mogą przypadać najwyżej dwa takie obiekty. Zgłoszenie składa się nie później niż 21 dni przed zamierzonym terminem rozpoczęcia robót; jeżeli w tym terminie organ nie wniesie sprzeciwu, można przystąpić do budowy. Budowa bez zgłoszenia może skończyć się nakazem rozbiórki. Altana nie może naruszać ustaleń miejscowego planu zagospodarowania przestrzennego ani przepisów dotyczących odległości od granicy działki.",
            ),
            Good(
                "preserve",
                "Chcesz postawić w ogrodzie altanę albo budynek gospodarczy? Jeśli będzie wolnostojący, parterowy i zajmie do 35 m² powierzchni zabudowy, nie potrzebujesz pozwolenia na budowę – wystarczy zgłoszenie w starostwie, którego wymaga art. 29 ust. 1 pkt 2 ustawy – Prawo budowlane. Pamiętaj o limicie: łącznie maksymalnie dwa takie obiekty na każde 500 m² działki. Zgłoszenie złóż co najmniej 21 dni przed planowanym startem prac. Jeżeli urząd w tym czasie nie wniesie sprzeciwu, możesz zaczynać. Za budowę bez zgłoszenia grozi nakaz rozbiórki. Altana nie może też naruszać miejscowego planu zagospodarowania przestrzennego ani przepisów o odległości od granicy działki.",
            ),
            Good(
                "en",
                "You can put up a detached, single-storey summerhouse or utility building with a footprint of up to 35 m² without a building permit, but not without formalities: under Article 29(1)(2) of the Construction Law Act, such a project must be notified to the district office (starostwo). The total number of such structures may not exceed two for every 500 m² of plot area. The notification must be filed at least 21 days before the planned start of work; if the authority raises no objection within that time, construction may begin. Building without notification can lead to a demolition order. The summerhouse must also not breach the local zoning plan or the rules on distance from the plot boundary.",
            ),
        ],
        bad=[
            Slip(0, [("art. 29 ust. 1 pkt 2", "art. 29 ust. 2 pkt 1")], "legal_reference"),
            Slip(1, [("na każde 500 m² działki", "na każde 300 m² działki")], "number"),
            Slip(
                2,
                [
                    (
                        "if the authority raises no objection within that time",
                        "if the authority raises an objection within that time",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-osp-szkolenie-podstawowe-strazakow-ratownikow",
        source="Szkolenie podstawowe strażaków-ratowników OSP rozpocznie się 8 marca 2025 r. w Komendzie Powiatowej PSP w Nowym Targu. Zajęcia odbywają się w soboty i niedziele od 8:00 do 16:00, a cały kurs obejmuje 126 godzin, w tym ćwiczenia w komorze dymowej. Uczestnik musi mieć ukończone 18 lat oraz aktualne badania lekarskie dopuszczające do udziału w działaniach ratowniczych. Zgłoszenia przyjmują prezesi jednostek do 20 lutego. Sprzęt ochronny zapewnia komenda, ale uczestnicy powinni zabrać własne obuwie sportowe. Kurs kończy się egzaminem teoretycznym i praktycznym; osoby, które go nie zdadzą, mogą przystąpić do poprawki w ciągu 30 dni.",
        good=[
            Good(
                "preserve",
                "Szkolenie podstawowe strażaków-ratowników OSP – informacje dla kandydatów\n\n"
                "- Start: 8 marca 2025 r., Komenda Powiatowa PSP w Nowym Targu.\n"
                "- Zajęcia: soboty i niedziele, 8:00–16:00; łącznie 126 godzin, w tym ćwiczenia w komorze dymowej.\n"
                "- Wymagania: uczestnik musi mieć ukończone 18 lat i aktualne badania lekarskie dopuszczające do udziału w działaniach ratowniczych.\n"
                "- Zgłoszenia: u prezesów jednostek, do 20 lutego.\n"
                "- Sprzęt ochronny zapewnia komenda; uczestnicy powinni mieć własne obuwie sportowe.\n"
                "- Zakończenie: egzamin teoretyczny i praktyczny, a w razie niezdania – możliwość poprawki w ciągu 30 dni.",
            ),
            Good(
                "preserve",
                "8 marca 2025 r. w Komendzie Powiatowej PSP w Nowym Targu startuje szkolenie podstawowe dla strażaków-ratowników OSP. Kurs liczy 126 godzin, obejmuje m.in. ćwiczenia w komorze dymowej i prowadzony jest w weekendy – w soboty i niedziele w godzinach 8:00–16:00. Kandydat musi mieć skończone 18 lat oraz ważne badania lekarskie, które dopuszczają go do udziału w działaniach ratowniczych. Zgłoszenia do 20 lutego zbierają prezesi jednostek. Komenda zapewnia sprzęt ochronny, natomiast obuwie sportowe uczestnicy powinni przynieść własne. Na zakończenie odbywa się egzamin teoretyczny i praktyczny; kto go nie zda, może podejść do poprawki w ciągu 30 dni.",
            ),
            Good(
                "en",
                "Basic training for volunteer fire brigade (OSP) firefighter-rescuers will start on 8 March 2025 at the District Headquarters of the State Fire Service (PSP) in Nowy Targ. Classes take place on Saturdays and Sundays from 8:00 to 16:00, and the whole course comprises 126 hours, including exercises in a smoke chamber. Participants must be at least 18 years old and hold a valid medical certificate clearing them for rescue operations. Applications are collected by unit presidents until 20 February. Protective equipment is provided by the headquarters, but participants should bring their own sports shoes. The course ends with a theory and practical exam; those who fail it may take a resit within 30 days.",
            ),
        ],
        bad=[
            Slip(0, [("do 20 lutego", "do 28 lutego")], "date"),
            Slip(
                1,
                [
                    (
                        "Kandydat musi mieć skończone 18 lat",
                        "Kandydat powinien mieć skończone 18 lat",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Protective equipment is provided by the headquarters",
                        "Protective equipment and meals are provided by the headquarters",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ostrzezenie-hydrologiczne-wezbranie-gornej-wisly",
        source="IMGW-PIB wydał ostrzeżenie hydrologiczne drugiego stopnia dla zlewni górnej Wisły. W związku z prognozowanymi opadami od 40 do 60 mm w ciągu doby przewiduje się wzrost stanów wody z możliwym przekroczeniem stanów alarmowych na Sole i Skawie. Szacuje się, że kulminacja fali wezbraniowej w Krakowie nastąpi w nocy z czwartku na piątek, przy poziomie wody około 620 cm na wodowskazie Bielany. Ostrzeżenie obowiązuje od godz. 12:00 w środę do godz. 18:00 w piątek. Mieszkańcy terenów zalewowych powinni zabezpieczyć mienie i śledzić komunikaty gminnych centrów zarządzania kryzysowego. Nie należy wjeżdżać samochodem na zalane drogi ani zbliżać się do wałów przeciwpowodziowych.",
        good=[
            Good(
                "preserve",
                "Instytut Meteorologii i Gospodarki Wodnej (IMGW-PIB) ogłosił ostrzeżenie hydrologiczne 2. stopnia dla zlewni górnej Wisły. Prognozowane są opady od 40 do 60 mm na dobę, dlatego przewiduje się wzrost poziomu wody, a na Sole i Skawie mogą zostać przekroczone stany alarmowe. Według szacunków fala kulminacyjna dotrze do Krakowa w nocy z czwartku na piątek, a woda na wodowskazie Bielany osiągnie około 620 cm. Ostrzeżenie obowiązuje od środy, godz. 12:00, do piątku, godz. 18:00. Jeśli mieszkasz na terenie zalewowym, powinieneś zabezpieczyć mienie i śledzić komunikaty gminnego centrum zarządzania kryzysowego. Nie wjeżdżaj samochodem na zalane drogi i nie podchodź do wałów przeciwpowodziowych.",
            ),
            Good(
                "preserve",
                "Ostrzeżenie hydrologiczne 2. stopnia – zlewnia górnej Wisły (IMGW-PIB)\n\n"
                "- Ważność: od środy, 12:00, do piątku, 18:00.\n"
                "- Przyczyna: prognozowane opady 40–60 mm w ciągu doby; przewidywany wzrost stanów wody, możliwe przekroczenie stanów alarmowych na Sole i Skawie.\n"
                "- Kraków: kulminacja szacunkowo w nocy z czwartku na piątek, poziom ok. 620 cm na wodowskazie Bielany.\n"
                "- Zalecenia: mieszkańcy terenów zalewowych powinni zabezpieczyć mienie i śledzić komunikaty gminnych centrów zarządzania kryzysowego; nie należy wjeżdżać autem na zalane drogi ani zbliżać się do wałów przeciwpowodziowych.",
            ),
            Good(
                "en",
                "IMGW-PIB has issued a level 2 hydrological warning for the upper Vistula basin. With 40 to 60 mm of rain forecast within 24 hours, water levels are expected to rise, and alarm levels may be exceeded on the Soła and Skawa rivers. The flood crest is estimated to reach Kraków during the night from Thursday to Friday, with the water level at about 620 cm on the Bielany gauge. The warning is in force from 12:00 on Wednesday to 18:00 on Friday. Residents of flood-prone areas should secure their property and follow announcements from municipal crisis management centres. Do not drive onto flooded roads or go near flood embankments.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Według szacunków fala kulminacyjna dotrze", "Fala kulminacyjna dotrze")],
                "hedge",
            ),
            Slip(1, [("poziom ok. 620 cm", "poziom ok. 520 cm")], "number"),
            Slip(
                2,
                [
                    (
                        "Residents of flood-prone areas should secure their property and follow announcements from municipal crisis management centres.",
                        "Mieszkańcy terenów zalewowych powinni zabezpieczyć mienie i śledzić komunikaty gminnych centrów zarządzania kryzysowego.",
                    ),
                    (
                        "Do not drive onto flooded roads or go near flood embankments.",
                        "Nie należy wjeżdżać samochodem na zalane drogi ani zbliżać się do wałów przeciwpowodziowych.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-noc-muzeow-gdansk-program-zapisy",
        source="Noc Muzeów w Muzeum Narodowym w Gdańsku odbędzie się w sobotę 17 maja 2025 r. w godz. 19:00–1:00; ostatnie wejście o 0:30. Wstęp na wystawy stałe jest bezpłatny, ale na oprowadzanie kuratorskie po Zielonej Bramie obowiązują zapisy – liczba miejsc w każdej grupie jest ograniczona do 25 osób. Rezerwacji można dokonać od 5 maja przez formularz na stronie muzeum. Na warsztaty dla dzieci nie trzeba się zapisywać. W budynkach nie wolno fotografować z lampą błyskową ani wnosić dużych plecaków – te należy zostawić w szatni. Z powodu remontu dziedzińca wejście będzie możliwe tylko od ul. Długiej.",
        good=[
            Good(
                "preserve",
                "Noc Muzeów – Muzeum Narodowe w Gdańsku\n\n"
                "- Kiedy: sobota, 17 maja 2025 r., 19:00–1:00 (ostatnie wejście o 0:30).\n"
                "- Wystawy stałe: wstęp wolny.\n"
                "- Oprowadzanie kuratorskie po Zielonej Bramie: wymagane zapisy, maksymalnie 25 osób w grupie; rezerwacja przez formularz na stronie muzeum od 5 maja.\n"
                "- Warsztaty dla dzieci: bez zapisów.\n"
                "- W budynkach zakaz fotografowania z lampą błyskową i wnoszenia dużych plecaków – zostaw je w szatni.\n"
                "- Ze względu na remont dziedzińca wejście tylko od ul. Długiej.",
            ),
            Good(
                "preserve",
                "W sobotę 17 maja 2025 r. Muzeum Narodowe w Gdańsku zaprasza na Noc Muzeów – od 19:00 do 1:00, przy czym ostatnie wejście jest o 0:30. Wystawy stałe zwiedzisz za darmo. Jeśli chcesz dołączyć do oprowadzania kuratorskiego po Zielonej Bramie, musisz się zapisać: w każdej grupie jest najwyżej 25 miejsc, a rezerwować możesz od 5 maja przez formularz na stronie muzeum. Na warsztaty dla dzieci zapisy nie są potrzebne. Pamiętaj, że w budynkach nie można robić zdjęć z lampą błyskową ani wnosić dużych plecaków – trzeba je zostawić w szatni. Z powodu remontu dziedzińca wejdziesz tylko od ul. Długiej.",
            ),
            Good(
                "en",
                "Museum Night at the National Museum in Gdańsk will take place on Saturday, 17 May 2025, from 7 p.m. to 1 a.m., with last admission at 12:30 a.m. Admission to the permanent exhibitions is free, but the curator-led tour of the Green Gate requires registration, with each group limited to 25 people. Bookings can be made from 5 May using the form on the museum's website. No registration is needed for the children's workshops. Flash photography and large backpacks are not allowed in the buildings; backpacks must be left in the cloakroom. Because the courtyard is being renovated, entry will only be possible from Długa Street.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Warsztaty dla dzieci: bez zapisów.",
                        "Warsztaty dla dzieci: obowiązują zapisy.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("musisz się zapisać", "warto się zapisać")], "modality"),
            Slip(
                2,
                [
                    (
                        "Admission to the permanent exhibitions is free",
                        "Admission to the permanent exhibitions and the temporary amber exhibition is free",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-readme-narzedzie-raportuj-instalacja-konfiguracja",
        source="""## Instalacja

Narzędzie `raportuj` wymaga Pythona w wersji 3.10 lub nowszej. Zainstaluj je poleceniem:

```bash
pip install raportuj==2.4.1
```

## Konfiguracja

Plik `raportuj.toml` umieść w katalogu głównym projektu. Klucz `output_dir` wskazuje folder na raporty; jeśli go nie podasz, raporty trafią do `./reports`. Nie zapisuj tokenu API w pliku konfiguracyjnym – ustaw zmienną środowiskową `RAPORTUJ_TOKEN`.

## Uruchomienie

Polecenie `raportuj generate --since 2024-01-01` tworzy raport ze wszystkich zmian od podanej daty. Flaga `--dry-run` pokazuje wynik bez zapisywania plików. Więcej przykładów znajdziesz w [dokumentacji](https://raportuj.readthedocs.io/pl/latest/).""",
        good=[
            Good(
                "preserve",
                """## Instalacja

Do działania `raportuj` potrzebny jest Python 3.10 lub nowszy. Instalacja:

```bash
pip install raportuj==2.4.1
```

## Konfiguracja

W katalogu głównym projektu umieść plik `raportuj.toml`. Klucz `output_dir` określa folder, do którego trafiają raporty; gdy go pominiesz, domyślnie jest to `./reports`. Tokenu API nie zapisuj w pliku konfiguracyjnym – zamiast tego ustaw zmienną środowiskową `RAPORTUJ_TOKEN`.

## Uruchomienie

- `raportuj generate --since 2024-01-01` – tworzy raport ze wszystkich zmian od wskazanej daty,
- `--dry-run` – pokazuje wynik, ale nie zapisuje plików.

Więcej przykładów: [dokumentacja](https://raportuj.readthedocs.io/pl/latest/).""",
            ),
            Good(
                "preserve",
                """## Instalacja

Potrzebujesz Pythona 3.10 lub nowszego. Samo narzędzie `raportuj` instalujesz tak:

```bash
pip install raportuj==2.4.1
```

## Konfiguracja

Utwórz w katalogu głównym projektu plik `raportuj.toml`. W kluczu `output_dir` podajesz folder na raporty – jeśli go nie ustawisz, trafią one do `./reports`. Pamiętaj, żeby nie zapisywać tokenu API w pliku konfiguracyjnym; zamiast tego ustaw zmienną środowiskową `RAPORTUJ_TOKEN`.

## Uruchomienie

Aby utworzyć raport ze wszystkich zmian od danej daty, uruchom `raportuj generate --since 2024-01-01`. Jeśli chcesz tylko zobaczyć wynik bez zapisywania plików, dodaj flagę `--dry-run`. Więcej przykładów jest w [dokumentacji](https://raportuj.readthedocs.io/pl/latest/).""",
            ),
            Good(
                "en",
                """## Installation

`raportuj` requires Python 3.10 or newer. Install it with:

```bash
pip install raportuj==2.4.1
```

## Configuration

Put the `raportuj.toml` file in the project's root directory. The `output_dir` key sets the folder for reports; if you leave it out, reports go to `./reports`. Do not store the API token in the configuration file – set the `RAPORTUJ_TOKEN` environment variable instead.

## Running

The `raportuj generate --since 2024-01-01` command creates a report of all changes since the given date. The `--dry-run` flag shows the result without writing any files. You will find more examples in the [documentation](https://raportuj.readthedocs.io/pl/latest/).""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("```bash\npip install raportuj==2.4.1\n```", "pip install raportuj==2.4.1")],
                "markdown",
            ),
            Slip(
                1,
                [("Pamiętaj, żeby nie zapisywać tokenu API", "Pamiętaj, żeby zapisać token API")],
                "negation",
            ),
            Slip(2, [("`RAPORTUJ_TOKEN`", "`RAPORTUJ_API_TOKEN`")], "code"),
        ],
    ),
    Case(
        key="pl-badanie-smartfon-sen-nastolatkow-wyniki",
        source="Według badania Kowalskiej i Nowaka (2021), opublikowanego w „Psychiatrii Polskiej” (t. 55, s. 1123–1137), nastolatki korzystające ze smartfona w ciągu godziny przed snem zasypiały średnio o 23 minuty później niż rówieśnicy, którzy tego nie robili. W badaniu wzięło udział 1482 uczniów w wieku 13–17 lat z 12 szkół. Autorzy podkreślają, że zależność ta może częściowo wynikać z innych czynników, np. stresu szkolnego, dlatego wyniki nie dowodzą związku przyczynowego. Podobne wnioski przedstawiono wcześniej w przeglądzie Hale i Guan (2015). Rodzicom zaleca się, by ustalić stałą porę odkładania telefonu, choć prawdopodobnie nie rozwiąże to wszystkich problemów ze snem.",
        good=[
            Good(
                "preserve",
                "Nastolatki, które używały smartfona w ostatniej godzinie przed snem, zasypiały średnio o 23 minuty później od rówieśników, którzy tego nie robili – wynika z badania Kowalskiej i Nowaka (2021) opublikowanego w „Psychiatrii Polskiej” (t. 55, s. 1123–1137). Objęło ono 1482 uczniów w wieku 13–17 lat z 12 szkół. Autorzy zaznaczają, że zależność ta może po części wynikać z innych czynników, takich jak stres szkolny, więc wyniki nie dowodzą związku przyczynowego. Do podobnych wniosków doszli wcześniej Hale i Guan (2015) w swoim przeglądzie. Rodzicom zaleca się wyznaczenie stałej pory odkładania telefonu, choć prawdopodobnie nie rozwiąże to wszystkich problemów ze snem.",
            ),
            Good(
                "preserve",
                "Czy telefon przed snem opóźnia zasypianie? W badaniu Kowalskiej i Nowaka (2021, „Psychiatria Polska”, t. 55, s. 1123–1137) wzięło udział 1482 uczniów w wieku 13–17 lat z 12 szkół. Ci, którzy sięgali po smartfon w ciągu godziny przed snem, zasypiali średnio 23 minuty później niż pozostali. Autorzy przestrzegają jednak, że za tę zależność może częściowo odpowiadać coś innego, np. stres związany ze szkołą – wyniki nie dowodzą więc związku przyczynowego. Wcześniej podobne wnioski przedstawiono w przeglądzie Hale i Guan (2015). Rodzicom radzi się ustalić stałą godzinę odkładania telefonu, choć to prawdopodobnie nie rozwiąże wszystkich kłopotów ze snem.",
            ),
            Good(
                "en",
                "According to a study by Kowalska and Nowak (2021), published in Psychiatria Polska (vol. 55, pp. 1123–1137), teenagers who used a smartphone in the hour before bed fell asleep on average 23 minutes later than peers who did not. The study involved 1,482 pupils aged 13–17 from 12 schools. The authors stress that the association may partly be due to other factors, such as school stress, so the results do not prove a causal link. Similar conclusions were presented earlier in a review by Hale and Guan (2015). Parents are advised to set a fixed time for putting the phone away, although this will probably not solve all sleep problems.",
            ),
        ],
        bad=[
            Slip(0, [("Hale i Guan (2015)", "Hale i Guan (2018)")], "citation"),
            Slip(
                1,
                [
                    (
                        "za tę zależność może częściowo odpowiadać coś innego",
                        "za tę zależność częściowo odpowiada coś innego",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("on average 23 minutes later", "on average 32 minutes later")], "number"),
        ],
    ),
    Case(
        key="pl-api-limity-zapytan-token-paginacja",
        source="Każde zapytanie do API musi zawierać nagłówek `Authorization: Bearer <token>`. Token wygenerujesz w panelu pod adresem https://panel.ksiegowo.io/ustawienia/tokeny; jest ważny przez 90 dni. Limit wynosi 600 zapytań na minutę na konto. Po jego przekroczeniu serwer zwraca kod `429 Too Many Requests` oraz nagłówek `Retry-After`, który podaje liczbę sekund do odblokowania. Klient powinien wtedy wstrzymać wysyłanie i ponowić próbę po wskazanym czasie. Endpoint `/v2/invoices` obsługuje paginację: parametr `per_page` może przyjmować wartości od 1 do 100 (domyślnie 25). Wersja `/v1` nie jest już rozwijana i zostanie wyłączona 30 czerwca 2025 r.",
        good=[
            Good(
                "preserve",
                "Najważniejsze zasady korzystania z API:\n\n"
                "- Każde zapytanie musi mieć nagłówek `Authorization: Bearer <token>`. Token generujesz w panelu: https://panel.ksiegowo.io/ustawienia/tokeny (ważność: 90 dni).\n"
                "- Limit: 600 zapytań na minutę na konto. Po jego przekroczeniu serwer odpowiada kodem `429 Too Many Requests` i nagłówkiem `Retry-After` z liczbą sekund do odblokowania – klient powinien wtedy wstrzymać wysyłanie i spróbować ponownie po tym czasie.\n"
                "- `/v2/invoices` obsługuje paginację; `per_page` przyjmuje wartości od 1 do 100, domyślnie 25.\n"
                "- `/v1` nie jest już rozwijane i zostanie wyłączone 30 czerwca 2025 r.",
            ),
            Good(
                "preserve",
                "Aby uwierzytelnić zapytanie, dołącz do niego nagłówek `Authorization: Bearer <token>` – jest on obowiązkowy w każdym wywołaniu API. Token, ważny 90 dni, utworzysz w panelu: https://panel.ksiegowo.io/ustawienia/tokeny. Na jedno konto przypada limit 600 zapytań na minutę; gdy go przekroczysz, serwer zwróci kod `429 Too Many Requests` i nagłówek `Retry-After` z liczbą sekund, po której blokada minie. W takiej sytuacji klient powinien wstrzymać wysyłanie i ponowić próbę dopiero po tym czasie. Paginację obsługuje endpoint `/v2/invoices`: wartość `per_page` może wynosić od 1 do 100, a domyślnie wynosi 25. Wersja `/v1` nie jest już rozwijana i zostanie wyłączona 30 czerwca 2025 r.",
            ),
            Good(
                "en",
                "Every API request must include the `Authorization: Bearer <token>` header. You can generate a token in the dashboard at https://panel.ksiegowo.io/ustawienia/tokeny; it is valid for 90 days. The limit is 600 requests per minute per account. Once it is exceeded, the server returns `429 Too Many Requests` along with a `Retry-After` header giving the number of seconds until the block is lifted. The client should then stop sending requests and retry after the indicated time. The `/v2/invoices` endpoint supports pagination: the `per_page` parameter can take values from 1 to 100 (default 25). Version `/v1` is no longer being developed and will be shut down on 30 June 2025.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "klient powinien wtedy wstrzymać wysyłanie",
                        "klient może wtedy wstrzymać wysyłanie",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "https://panel.ksiegowo.io/ustawienia/tokeny",
                        "https://panel.ksiegowo.io/tokeny",
                    )
                ],
                "url",
            ),
            Slip(2, [("the `per_page` parameter", "the `page_size` parameter")], "code"),
        ],
    ),
    Case(
        key="pl-praca-licencjacka-wymogi-bibliografia-termin",
        source="Prace licencjackie należy złożyć w dziekanacie oraz w systemie APD do 15 czerwca 2025 r. Tekst powinien liczyć od 40 do 60 stron, z czcionką Times New Roman 12 pkt i interlinią 1,5. Przypisy i bibliografię sporządzamy w stylu APA (7. wydanie); przykładowy zapis artykułu: Nowak, J. (2019). Rynek pracy absolwentów. Polityka Społeczna, 46(3), 12–19. Nie wolno cytować Wikipedii jako źródła naukowego. Praca nie zostanie dopuszczona do obrony, jeśli wynik sprawdzenia w Jednolitym Systemie Antyplagiatowym przekroczy próg ustalony przez promotora. Obrony odbędą się między 1 a 10 lipca.",
        good=[
            Good(
                "preserve",
                "Praca licencjacka – wymagania:\n\n"
                "1. Termin złożenia: do 15 czerwca 2025 r., w dziekanacie i w systemie APD.\n"
                "2. Objętość: tekst powinien liczyć 40–60 stron; Times New Roman 12 pkt, interlinia 1,5.\n"
                "3. Przypisy i bibliografia w stylu APA (7. wydanie), np.: Nowak, J. (2019). Rynek pracy absolwentów. Polityka Społeczna, 46(3), 12–19.\n"
                "4. Wikipedii nie można cytować jako źródła naukowego.\n"
                "5. Jeśli wynik w Jednolitym Systemie Antyplagiatowym przekroczy próg ustalony przez promotora, praca nie zostanie dopuszczona do obrony.\n"
                "6. Obrony: 1–10 lipca.",
            ),
            Good(
                "preserve",
                "Swoją pracę licencjacką złóż do 15 czerwca 2025 r. – zarówno w dziekanacie, jak i w systemie APD. Powinna mieć od 40 do 60 stron, czcionkę Times New Roman 12 pkt i interlinię 1,5. Przypisy i bibliografię przygotuj w stylu APA (7. wydanie), np. tak: Nowak, J. (2019). Rynek pracy absolwentów. Polityka Społeczna, 46(3), 12–19. Pamiętaj, że Wikipedii nie wolno cytować jako źródła naukowego. Jeżeli wynik z Jednolitego Systemu Antyplagiatowego przekroczy próg ustalony przez promotora, praca nie zostanie dopuszczona do obrony. Obrony odbędą się od 1 do 10 lipca.",
            ),
            Good(
                "en",
                "Bachelor's theses must be submitted to the dean's office and in the APD system by 15 June 2025. The text should be 40 to 60 pages long, in 12-point Times New Roman with 1.5 line spacing. Footnotes and the bibliography follow APA style (7th edition); a sample journal article entry: Nowak, J. (2019). Rynek pracy absolwentów. Polityka Społeczna, 46(3), 12–19. Wikipedia must not be cited as a scholarly source. A thesis will not be admitted to the defence if its result in the Uniform Anti-Plagiarism System exceeds the threshold set by the supervisor. Defences will take place between 1 and 10 July.",
            ),
        ],
        bad=[
            Slip(0, [("46(3), 12–19", "46(3), 21–29")], "citation"),
            Slip(
                1,
                [
                    (
                        "praca nie zostanie dopuszczona do obrony",
                        "praca i tak zostanie dopuszczona do obrony",
                    )
                ],
                "negation",
            ),
            Slip(2, [("by 15 June 2025", "by 25 June 2025")], "date"),
        ],
    ),
    Case(
        key="pl-kaucja-najem-mieszkania-zwrot-potracenia",
        source="Zgodnie z art. 6 ustawy z 21 czerwca 2001 r. o ochronie praw lokatorów wynajmujący może pobrać kaucję zabezpieczającą pokrycie należności z tytułu najmu, nie wyższą niż dwunastokrotność miesięcznego czynszu. Kaucja podlega zwrotowi w ciągu miesiąca od dnia opróżnienia lokalu. Wynajmujący może potrącić z niej zaległy czynsz oraz koszt naprawy szkód wyrządzonych przez najemcę, ale nie może obciążać go kosztami normalnego zużycia mieszkania, np. wyblakłej farby czy przetartych paneli. Warto przy wyprowadzce sporządzić protokół zdawczo-odbiorczy ze zdjęciami. Jeśli właściciel nie odda kaucji w terminie, najemca powinien najpierw wysłać wezwanie do zapłaty, a dopiero potem skierować sprawę do sądu.",
        good=[
            Good(
                "preserve",
                "Wynajmujący może pobrać kaucję zabezpieczającą pokrycie należności z tytułu najmu, przy czym – jak stanowi art. 6 ustawy z 21 czerwca 2001 r. o ochronie praw lokatorów – nie może ona przekraczać dwunastokrotności miesięcznego czynszu. Zwrot kaucji następuje w ciągu miesiąca od dnia opróżnienia lokalu. Z kaucji można potrącić zaległy czynsz i koszt naprawy szkód wyrządzonych przez najemcę; nie wolno natomiast obciążać najemcy kosztami normalnego zużycia lokalu, takimi jak wyblakła farba czy przetarte panele. Przy wyprowadzce warto spisać protokół zdawczo-odbiorczy i dołączyć do niego zdjęcia. Gdy właściciel nie zwróci kaucji w terminie, najemca powinien w pierwszej kolejności wysłać wezwanie do zapłaty, a dopiero potem skierować sprawę do sądu.",
            ),
            Good(
                "preserve",
                "Wynajmujesz mieszkanie? Właściciel może pobrać od Ciebie kaucję na pokrycie należności z tytułu najmu, ale według art. 6 ustawy z 21 czerwca 2001 r. o ochronie praw lokatorów nie wyższą niż dwunastokrotność miesięcznego czynszu. Musi ją zwrócić w ciągu miesiąca od dnia, w którym opróżnisz lokal. Może z niej potrącić zaległy czynsz i koszt naprawy szkód, które wyrządziłeś, ale nie może obciążyć Cię kosztami normalnego zużycia mieszkania – np. wyblakłej farby albo przetartych paneli. Przy wyprowadzce warto sporządzić protokół zdawczo-odbiorczy ze zdjęciami. Jeśli właściciel nie odda kaucji w terminie, powinieneś najpierw wysłać mu wezwanie do zapłaty, a dopiero potem skierować sprawę do sądu.",
            ),
            Good(
                "en",
                "Under Article 6 of the Act of 21 June 2001 on the protection of tenants' rights, a landlord may take a security deposit to cover amounts due under the lease, of no more than twelve times the monthly rent. The deposit is to be returned within one month of the date the flat is vacated. The landlord may deduct unpaid rent and the cost of repairing damage caused by the tenant, but may not charge the tenant for normal wear and tear, such as faded paint or worn floor panels. When moving out, it is a good idea to draw up a handover report with photos. If the owner does not return the deposit on time, the tenant should first send a formal demand for payment and only then take the matter to court.",
            ),
        ],
        bad=[
            Slip(
                0, [("jak stanowi art. 6 ustawy", "jak stanowi art. 16 ustawy")], "legal_reference"
            ),
            Slip(
                1,
                [("Musi ją zwrócić w ciągu miesiąca", "Powinien ją zwrócić w ciągu miesiąca")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "If the owner does not return the deposit on time,",
                        "If the owner does not return the deposit on time, which happens in roughly one in five tenancies,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-biblioteka-miejska-wypozyczenia-oplaty-limity",
        source="Czytelnik może wypożyczyć jednocześnie do 8 książek i 3 audiobooków na okres 30 dni. Wypożyczenie można przedłużyć dwukrotnie przez konto na stronie katalogu, o ile na daną pozycję nie czeka inna osoba. Za każdy dzień zwłoki naliczamy opłatę 0,30 zł za egzemplarz. Nowości z półki „Hity miesiąca” wypożyczamy tylko na 14 dni i bez możliwości prolongaty. Zwroty przyjmuje także wrzutnia przy wejściu, czynna całą dobę; książki wrzucone w weekend są zwykle odnotowywane na koncie w poniedziałek do południa. Karty bibliotecznej nie wolno udostępniać innym osobom. Zgubienie karty należy zgłosić – wydanie duplikatu kosztuje 5 zł.",
        good=[
            Good(
                "preserve",
                "Zasady wypożyczeń w skrócie:\n\n"
                "- Jednocześnie możesz mieć do 8 książek i 3 audiobooków, każdą pozycję na 30 dni.\n"
                "- Wypożyczenie przedłużysz dwa razy na swoim koncie w katalogu online – chyba że na daną pozycję czeka ktoś inny.\n"
                "- Opłata za spóźnienie: 0,30 zł za każdy dzień i każdy egzemplarz.\n"
                "- Nowości z półki „Hity miesiąca” wypożyczamy tylko na 14 dni, bez prolongaty.\n"
                "- Zwroty przyjmuje też całodobowa wrzutnia przy wejściu; książki wrzucone w weekend zwykle pojawiają się na koncie jako zwrócone w poniedziałek do południa.\n"
                "- Karty nie wolno udostępniać innym osobom.\n"
                "- Zgubienie karty trzeba zgłosić; duplikat kosztuje 5 zł.",
            ),
            Good(
                "preserve",
                "Jednorazowo czytelnik ma prawo wypożyczyć maksymalnie 8 książek oraz 3 audiobooki na 30 dni. Termin zwrotu może zostać dwukrotnie przedłużony za pośrednictwem konta w katalogu online, jeżeli na daną pozycję nie oczekuje inny czytelnik. Za każdy dzień opóźnienia pobierana jest opłata w wysokości 0,30 zł od egzemplarza. Nowości z półki „Hity miesiąca” wypożycza się wyłącznie na 14 dni, bez możliwości prolongaty. Zwrotu można dokonać również przez czynną całą dobę wrzutnię przy wejściu; książki wrzucone w weekend są zazwyczaj rejestrowane na koncie w poniedziałek do południa. Karty bibliotecznej nie wolno udostępniać osobom trzecim, a jej zgubienie należy zgłosić – duplikat kosztuje 5 zł.",
            ),
            Good(
                "en",
                "Readers may borrow up to 8 books and 3 audiobooks at a time for 30 days. A loan can be renewed twice through your account on the catalogue website, provided no one else is waiting for the item. A late fee of PLN 0.30 per item is charged for each day of delay. New titles from the 'Hits of the Month' shelf are lent for 14 days only and cannot be renewed. Returns are also accepted by the book drop by the entrance, open 24 hours a day; books dropped off at the weekend are usually recorded on your account by noon on Monday. Library cards must not be shared with other people. A lost card must be reported – a replacement costs PLN 5.",
            ),
        ],
        bad=[
            Slip(0, [("do 8 książek i 3 audiobooków", "do 8 książek i 5 audiobooków")], "number"),
            Slip(
                1,
                [
                    (
                        "jeżeli na daną pozycję nie oczekuje inny czytelnik",
                        "jeżeli na daną pozycję oczekuje inny czytelnik",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("are usually recorded on your account", "are recorded on your account")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-metaanaliza-witamina-d-infekcje-oddechowe",
        source="Metaanaliza Martineau i wsp. opublikowana w „BMJ” w 2017 r. (doi:10.1136/bmj.i6583) objęła 25 randomizowanych badań z udziałem 11 321 uczestników. Suplementacja witaminy D zmniejszała ryzyko ostrych infekcji dróg oddechowych o około 12%, a największą korzyść obserwowano u osób z wyjściowym poziomem 25(OH)D poniżej 25 nmol/l. Efekt dotyczył głównie przyjmowania małych dawek codziennie lub raz w tygodniu; jednorazowe duże dawki nie przynosiły korzyści. Autorzy zaznaczają, że wyniki nie powinny być traktowane jako dowód skuteczności w leczeniu już trwającej infekcji. Dawkę suplementu należy ustalić z lekarzem, zwłaszcza u osób przyjmujących leki moczopędne.",
        good=[
            Good(
                "preserve",
                "W metaanalizie Martineau i współpracowników („BMJ”, 2017, doi:10.1136/bmj.i6583) zebrano dane z 25 randomizowanych badań obejmujących 11 321 uczestników. Przyjmowanie witaminy D obniżało ryzyko ostrych infekcji dróg oddechowych o mniej więcej 12%; najwięcej zyskiwały osoby, u których wyjściowe stężenie 25(OH)D wynosiło poniżej 25 nmol/l. Korzyść dotyczyła przede wszystkim małych dawek przyjmowanych codziennie albo raz w tygodniu, natomiast jednorazowe duże dawki nie pomagały. Według autorów wyniki nie powinny być traktowane jako dowód skuteczności w leczeniu trwającej już infekcji. Dawkę suplementu należy ustalić z lekarzem, szczególnie jeśli ktoś przyjmuje leki moczopędne.",
            ),
            Good(
                "preserve",
                "Czy witamina D chroni przed infekcjami? Martineau i wsp. przeanalizowali 25 randomizowanych badań (łącznie 11 321 uczestników) – wyniki ukazały się w „BMJ” w 2017 r. (doi:10.1136/bmj.i6583). Suplementacja zmniejszała ryzyko ostrych infekcji dróg oddechowych o około 12%, a największą korzyść widać było u osób z wyjściowym poziomem 25(OH)D poniżej 25 nmol/l. Pomagały głównie małe dawki brane codziennie lub raz w tygodniu; jednorazowe duże dawki nie dawały korzyści. Autorzy podkreślają, że tych wyników nie należy traktować jako dowodu skuteczności w leczeniu infekcji, która już trwa. Dawkę suplementu trzeba ustalić z lekarzem, zwłaszcza gdy przyjmujesz leki moczopędne.",
            ),
            Good(
                "en",
                "A meta-analysis by Martineau et al., published in the BMJ in 2017 (doi:10.1136/bmj.i6583), covered 25 randomised trials involving 11,321 participants. Vitamin D supplementation reduced the risk of acute respiratory infections by about 12%, with the greatest benefit seen in people whose baseline 25(OH)D level was below 25 nmol/L. The effect applied mainly to small doses taken daily or once a week; single large doses brought no benefit. The authors note that the results should not be treated as evidence of effectiveness in treating an infection that is already under way. The supplement dose must be agreed with a doctor, especially for people taking diuretics.",
            ),
        ],
        bad=[
            Slip(0, [("doi:10.1136/bmj.i6583", "doi:10.1136/bmj.i6853")], "citation"),
            Slip(
                1,
                [
                    (
                        "Pomagały głównie małe dawki brane codziennie",
                        "Pomagały głównie małe dawki, rzędu 1000 j.m., brane codziennie",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "The supplement dose must be agreed with a doctor",
                        "The supplement dose may be agreed with a doctor",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-notatki-spotkanie-zespolu-wdrozenie-migracja",
        source="""# Notatki ze spotkania zespołu – 12 marca 2025

## Ustalenia

- Wdrożenie wersji `3.2.0` przesuwamy na wtorek 18 marca, godz. 21:00, po zamknięciu okna serwisowego.
- Przed wdrożeniem Marta uruchomi migrację `0047_add_invoice_index` na kopii bazy produkcyjnej.
- Flaga `ENABLE_NEW_CHECKOUT` pozostaje wyłączona do czasu zakończenia testów A/B.

## Zadania

| Osoba | Zadanie | Termin |
|---|---|---|
| Marta | migracja na kopii bazy | 14 marca |
| Piotr | aktualizacja runbooka | 17 marca |
| Ola | komunikat dla klientów | 18 marca |

Kolejne spotkanie: poniedziałek 17 marca, 10:00.""",
        good=[
            Good(
                "preserve",
                """# Spotkanie zespołu, 12 marca 2025 – notatki

## Co ustaliliśmy

- Wdrożenie wersji `3.2.0` zostaje przesunięte na wtorek 18 marca, 21:00 – po zamknięciu okna serwisowego.
- Zanim do niego dojdzie, Marta uruchomi migrację `0047_add_invoice_index` na kopii bazy produkcyjnej.
- Flaga `ENABLE_NEW_CHECKOUT` pozostaje wyłączona, dopóki nie skończą się testy A/B.

## Kto co robi

| Osoba | Zadanie | Termin |
|---|---|---|
| Marta | migracja na kopii bazy | 14 marca |
| Piotr | aktualizacja runbooka | 17 marca |
| Ola | komunikat dla klientów | 18 marca |

Następne spotkanie: poniedziałek, 17 marca, 10:00.""",
            ),
            Good(
                "preserve",
                """# Notatki ze spotkania zespołu (12 marca 2025)

## Ustalenia

1. Wdrożenie `3.2.0` przeniesione na wtorek, 18 marca, 21:00 – po zamknięciu okna serwisowego.
2. Przed wdrożeniem Marta uruchomi migrację `0047_add_invoice_index` na kopii bazy produkcyjnej.
3. Do końca testów A/B flaga `ENABLE_NEW_CHECKOUT` pozostaje wyłączona.

## Zadania

- **Marta** – migracja na kopii bazy, termin: 14 marca.
- **Piotr** – aktualizacja runbooka, termin: 17 marca.
- **Ola** – komunikat dla klientów, termin: 18 marca.

Następne spotkanie: 17 marca (poniedziałek) o 10:00.""",
            ),
            Good(
                "en",
                """# Team meeting notes – 12 March 2025

## Decisions

- The release of version `3.2.0` is moved to Tuesday, 18 March, at 21:00, after the maintenance window closes.
- Before the release, Marta will run the `0047_add_invoice_index` migration on a copy of the production database.
- The `ENABLE_NEW_CHECKOUT` flag stays off until the A/B tests are finished.

## Tasks

| Person | Task | Due |
|---|---|---|
| Marta | migration on the database copy | 14 March |
| Piotr | runbook update | 17 March |
| Ola | announcement for customers | 18 March |

Next meeting: Monday, 17 March, 10:00.""",
            ),
        ],
        bad=[
            Slip(0, [("\n| Piotr | aktualizacja runbooka | 17 marca |", "")], "markdown"),
            Slip(1, [("`0047_add_invoice_index`", "`0046_add_invoice_index`")], "code"),
            Slip(2, [("Tuesday, 18 March, at 21:00", "Tuesday, 18 March, at 22:00")], "date"),
        ],
    ),
    Case(
        key="pl-segregacja-odpadow-harmonogram-odbioru-gmina",
        source="Od 1 stycznia 2025 r. odpady zmieszane z zabudowy jednorodzinnej odbieramy co dwa tygodnie, a bioodpady od kwietnia do października – co tydzień. Odpady trzeba wystawić przed posesję do godz. 6:00 w dniu odbioru. Do żółtego worka wrzucamy plastik i metal, do niebieskiego – papier, do zielonego – szkło. Nie wrzucaj do pojemnika na szkło ceramiki, luster ani szyb okiennych. Zużyte baterie, elektroodpady i resztki farb można bezpłatnie oddać w Punkcie Selektywnej Zbiórki Odpadów Komunalnych przy ul. Polnej 5. Za brak segregacji gmina może naliczyć opłatę podwyższoną – nawet czterokrotnie wyższą od stawki podstawowej, która wynosi 36 zł miesięcznie od osoby.",
        good=[
            Good(
                "preserve",
                "Odbiór odpadów od 1 stycznia 2025 r. (zabudowa jednorodzinna):\n\n"
                "- zmieszane – co dwa tygodnie,\n"
                "- bioodpady – co tydzień w okresie od kwietnia do października.\n\n"
                "Odpady musisz wystawić przed posesję najpóźniej o 6:00 w dniu odbioru. Segregacja: żółty worek – plastik i metal, niebieski – papier, zielony – szkło (ale bez ceramiki, luster i szyb okiennych). Zużyte baterie, elektroodpady i resztki farb oddasz za darmo w PSZOK przy ul. Polnej 5. Jeśli nie segregujesz, gmina może naliczyć opłatę podwyższoną, nawet cztery razy wyższą niż stawka podstawowa – 36 zł miesięcznie od osoby.",
            ),
            Good(
                "preserve",
                "Począwszy od 1 stycznia 2025 r. odpady zmieszane z zabudowy jednorodzinnej są odbierane raz na dwa tygodnie, a bioodpady – w okresie od kwietnia do października – raz w tygodniu. W dniu odbioru odpady należy wystawić przed posesję do godziny 6:00. Plastik i metal umieszcza się w worku żółtym, papier w niebieskim, a szkło w zielonym; do pojemnika na szkło nie wolno wrzucać ceramiki, luster ani szyb okiennych. Zużyte baterie, elektroodpady oraz resztki farb można nieodpłatnie przekazać do Punktu Selektywnej Zbiórki Odpadów Komunalnych przy ul. Polnej 5. W razie braku segregacji gmina może naliczyć opłatę podwyższoną, sięgającą nawet czterokrotności stawki podstawowej wynoszącej 36 zł miesięcznie od osoby.",
            ),
            Good(
                "en",
                "From 1 January 2025, mixed waste from single-family houses is collected every two weeks, and bio-waste every week from April to October. Waste must be put out in front of the property by 6:00 a.m. on collection day. Plastic and metal go in the yellow bag, paper in the blue one and glass in the green one. Do not put ceramics, mirrors or window glass in the glass container. Used batteries, electronic waste and leftover paint can be dropped off free of charge at the Selective Municipal Waste Collection Point (PSZOK) at ul. Polna 5. If you do not sort your waste, the municipality may charge an increased fee – up to four times the standard rate of PLN 36 per person per month.",
            ),
        ],
        bad=[
            Slip(0, [("nawet cztery razy wyższą", "nawet dwa razy wyższą")], "number"),
            Slip(
                1,
                [
                    (
                        "nie wolno wrzucać ceramiki, luster ani szyb okiennych",
                        "wolno wrzucać także ceramikę, lustra i szyby okienne",
                    )
                ],
                "negation",
            ),
            Slip(2, [("Waste must be put out", "Waste should be put out")], "modality"),
        ],
    ),
    Case(
        key="pl-dotacja-pompa-ciepla-czyste-powietrze",
        source="W programie „Czyste Powietrze” właściciel domu jednorodzinnego może otrzymać dotację na wymianę starego kotła na pompę ciepła. Wysokość wsparcia zależy od dochodu: przy podstawowym poziomie dofinansowania wynosi ono do 40% kosztów kwalifikowanych, a przy najwyższym – do 100%. Wniosek składa się elektronicznie przez portal gov.pl lub w wojewódzkim funduszu ochrony środowiska. Przed złożeniem wniosku konieczny jest audyt energetyczny, chyba że wymieniane jest wyłącznie źródło ciepła. Rozpatrzenie wniosku trwa zwykle około 30 dni, choć w okresach dużego naboru może się wydłużyć. Prac nie wolno rozpoczynać przed złożeniem wniosku – koszty poniesione wcześniej nie zostaną zwrócone.",
        good=[
            Good(
                "preserve",
                "Masz dom jednorodzinny i chcesz zastąpić stary kocioł pompą ciepła? W programie „Czyste Powietrze” możesz dostać na to dotację. Jej wysokość zależy od Twojego dochodu: na podstawowym poziomie dofinansowania to do 40% kosztów kwalifikowanych, a na najwyższym – do 100%. Wniosek złożysz elektronicznie przez portal gov.pl albo w wojewódzkim funduszu ochrony środowiska. Wcześniej musisz przeprowadzić audyt energetyczny, chyba że wymieniasz wyłącznie źródło ciepła. Na rozpatrzenie wniosku czeka się zwykle około 30 dni, ale w okresach dużego naboru może to potrwać dłużej. Nie wolno Ci zaczynać prac przed złożeniem wniosku – wydatki poniesione wcześniej nie zostaną zwrócone.",
            ),
            Good(
                "preserve",
                "Dotacja na pompę ciepła w programie „Czyste Powietrze” – najważniejsze informacje:\n\n"
                "- Kto może skorzystać: właściciel domu jednorodzinnego wymieniający stary kocioł na pompę ciepła.\n"
                "- Poziom wsparcia zależny od dochodu: podstawowy – do 40% kosztów kwalifikowanych, najwyższy – do 100%.\n"
                "- Wniosek: elektronicznie przez portal gov.pl lub w wojewódzkim funduszu ochrony środowiska.\n"
                "- Audyt energetyczny: wymagany przed złożeniem wniosku, z wyjątkiem sytuacji, gdy wymieniane jest jedynie źródło ciepła.\n"
                "- Czas rozpatrzenia: zazwyczaj ok. 30 dni; w okresach dużego naboru może być dłuższy.\n"
                "- Rozpoczęcie prac: dopiero po złożeniu wniosku – kosztów poniesionych wcześniej się nie zwraca.",
            ),
            Good(
                "en",
                "Under the Clean Air (Czyste Powietrze) programme, the owner of a single-family house can receive a grant to replace an old boiler with a heat pump. The amount of support depends on income: at the basic funding level it is up to 40% of eligible costs, and at the highest level up to 100%. Applications are submitted electronically via the gov.pl portal or at the regional environmental protection fund. An energy audit is required before applying, unless only the heat source is being replaced. Processing usually takes about 30 days, although it may take longer during periods of high demand. Work must not start before the application is submitted – costs incurred earlier will not be reimbursed.",
            ),
        ],
        bad=[
            Slip(0, [("czeka się zwykle około 30 dni", "czeka się 30 dni")], "hedge"),
            Slip(
                1,
                [
                    (
                        "wymagany przed złożeniem wniosku,",
                        "wymagany przed złożeniem wniosku, a jego koszt fundusz zwraca w całości,",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Processing usually takes about 30 days, although it may take longer during periods of high demand.",
                        "Rozpatrzenie wniosku trwa zwykle około 30 dni, choć w okresach dużego naboru może się wydłużyć.",
                    ),
                    (
                        "Work must not start before the application is submitted – costs incurred earlier will not be reimbursed.",
                        "Prac nie wolno rozpoczynać przed złożeniem wniosku – koszty poniesione wcześniej nie zostaną zwrócone.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
]
