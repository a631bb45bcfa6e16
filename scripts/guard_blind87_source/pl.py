# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 87: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-kolo-gospodyn-wniosek-o-grant",
        source="Koło Gospodyń Wiejskich w Wólce Dolnej może ubiegać się o grant z budżetu gminy na organizację dożynek i warsztatów kulinarnych. Maksymalna kwota dofinansowania wynosi 8 000 zł, a wkład własny musi stanowić co najmniej 10% wartości projektu. Wnioski należy składać do 15 marca 2025 r. przez platformę https://witkac.pl/granty-wolka lub osobiście w sekretariacie urzędu gminy (pokój 12). Do wniosku trzeba dołączyć aktualny wypis z Krajowego Rejestru Kół Gospodyń Wiejskich oraz kosztorys. Wnioski niekompletne nie będą rozpatrywane. Wyniki naboru zostaną ogłoszone w ciągu 30 dni od zakończenia naboru. Pytania prosimy kierować na adres granty@wolkadolna.pl.",
        good=[
            Good(
                "preserve",
                "Wasze Koło Gospodyń Wiejskich z Wólki Dolnej może wystąpić o grant z budżetu gminy na organizację dożynek i warsztatów kulinarnych. Dofinansowanie wynosi maksymalnie 8000 zł, przy czym wkład własny musi wynieść co najmniej 10% wartości projektu. Na złożenie wniosku macie czas do 15 marca 2025 r.: zrobicie to przez platformę https://witkac.pl/granty-wolka albo osobiście w sekretariacie urzędu gminy, w pokoju nr 12. Do wniosku musicie dołączyć aktualny wypis z Krajowego Rejestru Kół Gospodyń Wiejskich i kosztorys – niekompletne wnioski nie będą rozpatrywane. Wyniki poznacie w ciągu 30 dni od zakończenia naboru, a pytania możecie wysyłać na granty@wolkadolna.pl.",
            ),
            Good(
                "preserve",
                "Grant gminny dla Koła Gospodyń Wiejskich w Wólce Dolnej – najważniejsze informacje:\n- cel: organizacja dożynek i warsztatów kulinarnych;\n- maksymalne dofinansowanie: 8 000 zł;\n- wymagany wkład własny: minimum 10% wartości projektu;\n- termin składania wniosków: 15.03.2025 r.;\n- sposób złożenia: platforma https://witkac.pl/granty-wolka lub osobiście w sekretariacie urzędu gminy (pokój 12);\n- obowiązkowe załączniki: aktualny wypis z Krajowego Rejestru Kół Gospodyń Wiejskich oraz kosztorys.\nNiekompletne wnioski nie będą rozpatrywane. Wyniki zostaną ogłoszone w ciągu 30 dni od zakończenia naboru. Pytania: granty@wolkadolna.pl.",
            ),
            Good(
                "en",
                "The Rural Women's Association (Koło Gospodyń Wiejskich) in Wólka Dolna may apply for a grant from the municipal budget to organise a harvest festival and cooking workshops. The maximum funding is PLN 8,000, and the association's own contribution must be at least 10% of the project value. Applications must be submitted by 15 March 2025 via https://witkac.pl/granty-wolka or in person at the secretariat of the municipal office (room 12). Each application has to include a current extract from the National Register of Rural Women's Associations and a cost estimate. Incomplete applications will not be considered. The results will be announced within 30 days of the end of the call. Questions can be sent to granty@wolkadolna.pl.",
            ),
        ],
        bad=[
            Slip(0, [("granty@wolkadolna.pl", "granty@wolka-dolna.pl")], "url"),
            Slip(1, [("15.03.2025", "25.03.2025")], "date"),
            Slip(2, [("PLN 8,000", "PLN 6,000")], "number"),
        ],
    ),
    Case(
        key="pl-serwis-rowerowy-gwarancja-naprawy",
        source="Na wszystkie naprawy wykonane w naszym serwisie udzielamy 6 miesięcy gwarancji, liczonej od dnia odbioru roweru. Gwarancja obejmuje wykonaną usługę oraz części zamontowane przez nasz serwis. Nie obejmuje natomiast uszkodzeń powstałych w wyniku wypadku, niewłaściwego użytkowania ani samodzielnych przeróbek. Aby skorzystać z gwarancji, należy okazać paragon lub fakturę. Reklamację można zgłosić osobiście w punkcie przy ul. Długiej 14 albo telefonicznie pod numerem 512 340 876. Rower powinien zostać dostarczony do serwisu w stanie czystym. Naprawę gwarancyjną wykonujemy bezpłatnie w ciągu 14 dni roboczych od przyjęcia zgłoszenia. Nie zwracamy kosztów napraw wykonanych w innych serwisach.",
        good=[
            Good(
                "preserve",
                "Każda naprawa w naszym serwisie jest objęta sześciomiesięczną gwarancją, którą liczymy od dnia, w którym odbierasz rower. Gwarancja dotyczy zarówno samej usługi, jak i części, które zamontowaliśmy. Nie obejmuje jednak szkód wynikających z wypadku, niewłaściwego użytkowania czy przeróbek wykonanych na własną rękę. Jeśli chcesz z niej skorzystać, musisz okazać paragon lub fakturę. Reklamację możesz zgłosić osobiście w naszym punkcie przy ul. Długiej 14 lub telefonicznie: 512 340 876. Rower powinien trafić do nas czysty. Naprawy gwarancyjne wykonujemy bezpłatnie, w ciągu 14 dni roboczych od przyjęcia zgłoszenia. Pamiętaj, że nie zwracamy kosztów napraw zleconych innym serwisom.",
            ),
            Good(
                "preserve",
                "Gwarancja na naprawy – zasady:\n1. Okres gwarancji: 6 miesięcy od dnia odbioru roweru.\n2. Zakres: wykonana usługa oraz części zamontowane przez nasz serwis.\n3. Wyłączenia: uszkodzenia powstałe wskutek wypadku, niewłaściwego użytkowania lub samodzielnych przeróbek.\n4. Warunek: należy okazać paragon lub fakturę.\n5. Zgłoszenia: osobiście (ul. Długa 14) lub telefonicznie (512 340 876); rower powinien zostać dostarczony w stanie czystym.\n6. Realizacja: naprawa gwarancyjna jest bezpłatna i trwa do 14 dni roboczych od przyjęcia zgłoszenia.\nKoszty napraw wykonanych w innych serwisach nie są zwracane.",
            ),
            Good(
                "en",
                "All repairs carried out at our workshop come with a 6-month warranty, counted from the day you collect your bike. The warranty covers the service performed and any parts we fitted. It does not cover damage caused by an accident, improper use or your own modifications. To claim under the warranty, you must show a receipt or an invoice. Claims can be made in person at ul. Długa 14 or by phone on 512 340 876. The bike should be brought in clean. Warranty repairs are free of charge and completed within 14 working days of the claim being accepted. We do not reimburse the cost of repairs done by other workshops.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Rower powinien trafić do nas czysty.",
                        "Rower powinien trafić do nas czysty, a na czas naprawy udostępnimy Ci bezpłatnie rower zastępczy.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Koszty napraw wykonanych w innych serwisach nie są zwracane.",
                        "Koszty napraw wykonanych w innych serwisach są zwracane.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("The bike should be brought in clean.", "The bike must be brought in clean.")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-kurs-pierwszej-pomocy-zapisy",
        source="Zapraszamy na dwudniowy kurs pierwszej pomocy dla dorosłych, który odbędzie się 12 i 13 kwietnia 2025 r. w sali konferencyjnej Domu Kultury „Iskra”. Zajęcia trwają od 9:00 do 15:00, a ich program obejmuje resuscytację krążeniowo-oddechową, użycie defibrylatora AED oraz postępowanie przy zadławieniu. Liczba miejsc jest ograniczona do 16 osób. Zapisy przyjmujemy do 4 kwietnia przez formularz na stronie domu kultury. Opłata wynosi 180 zł i należy ją wnieść w ciągu 3 dni od zapisu, inaczej miejsce zostanie zwolnione. Uczestnicy powinni mieć wygodny strój, ponieważ część ćwiczeń odbywa się na podłodze. Po zaliczeniu testu końcowego każdy otrzyma zaświadczenie.",
        good=[
            Good(
                "preserve",
                "12 i 13 kwietnia 2025 r. w sali konferencyjnej Domu Kultury „Iskra” odbędzie się dwudniowy kurs pierwszej pomocy dla dorosłych. Zajęcia potrwają od 9:00 do 15:00. Nauczymy się resuscytacji krążeniowo-oddechowej, obsługi defibrylatora AED i postępowania w przypadku zadławienia. Mamy tylko 16 miejsc. Zapisać się można do 4 kwietnia przez formularz na stronie domu kultury. Kurs kosztuje 180 zł – opłatę trzeba wnieść w ciągu trzech dni od zapisu, w przeciwnym razie miejsce zostanie zwolnione. Uczestnicy powinni przyjść w wygodnym stroju, bo część ćwiczeń wykonuje się na podłodze. Kto zaliczy test końcowy, otrzyma zaświadczenie.",
            ),
            Good(
                "preserve",
                "Kurs pierwszej pomocy dla dorosłych – zapisy\nTermin: 12–13 kwietnia 2025 r., godz. 9:00–15:00\nMiejsce: sala konferencyjna Domu Kultury „Iskra”\nProgram: resuscytacja krążeniowo-oddechowa, użycie defibrylatora AED, postępowanie przy zadławieniu.\nKurs jest dwudniowy, a liczba miejsc wynosi maksymalnie 16. Zgłoszenia przyjmowane są do 4 kwietnia za pośrednictwem formularza na stronie internetowej domu kultury. Opłatę w wysokości 180 zł należy uiścić w ciągu 3 dni od zapisu; w przeciwnym razie miejsce zostanie zwolnione. Uczestnicy powinni zabrać wygodny strój, gdyż część ćwiczeń odbywa się na podłodze. Osoby, które zaliczą test końcowy, otrzymają zaświadczenie.",
            ),
            Good(
                "en",
                "Join us for a two-day first aid course for adults, taking place on 12 and 13 April 2025 in the conference room of the “Iskra” Cultural Centre. Sessions run from 9:00 a.m. to 3:00 p.m. and cover cardiopulmonary resuscitation, using an AED defibrillator and dealing with choking. Places are limited to 16 people. Registration is open until 4 April via the form on the cultural centre's website. The fee is PLN 180 and must be paid within 3 days of signing up; otherwise, the place will be released. Participants should wear comfortable clothes, as some of the exercises are done on the floor. Everyone who passes the final test will receive a certificate.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Mamy tylko 16 miejsc.",
                        "Zajęcia poprowadzi ratownik medyczny Tomasz Wilk. Mamy tylko 16 miejsc.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("do 4 kwietnia", "do 8 kwietnia")], "date"),
            Slip(2, [("must be paid within 3 days", "should be paid within 3 days")], "modality"),
        ],
    ),
    Case(
        key="pl-planetarium-pokazy-ceny-biletow",
        source="Planetarium „Orion” zaprasza na nowy pokaz „Tajemnice Księżyca”, wyświetlany od 1 października 2025 r. od wtorku do niedzieli o godz. 11:00, 13:00 i 17:00. Seans trwa około 45 minut i jest przeznaczony dla widzów od 7. roku życia. Bilet normalny kosztuje 32 zł, ulgowy 24 zł, a rodzinny (2+2) 96 zł. Bilety można kupić w kasie lub online na stronie https://planetarium.edu.pl/bilety. Grupy szkolne liczące co najmniej 15 osób powinny rezerwować termin z wyprzedzeniem, pisząc na adres grupy@planetarium.edu.pl. Po rozpoczęciu pokazu wejście na salę nie jest możliwe, dlatego prosimy o przybycie 15 minut wcześniej.",
        good=[
            Good(
                "preserve",
                "Od 1 października 2025 r. w Planetarium „Orion” możesz obejrzeć nowy pokaz „Tajemnice Księżyca”. Seanse odbywają się od wtorku do niedzieli o 11:00, 13:00 i 17:00, trwają mniej więcej 45 minut i są przeznaczone dla widzów od 7. roku życia. Ceny biletów: normalny – 32 zł, ulgowy – 24 zł, rodzinny (2+2) – 96 zł. Możesz je kupić w kasie albo przez internet: https://planetarium.edu.pl/bilety. Jeśli przyjeżdżasz z grupą szkolną liczącą co najmniej 15 osób, pamiętaj, że taka grupa powinna zarezerwować termin z wyprzedzeniem – napisz na grupy@planetarium.edu.pl. Po rozpoczęciu pokazu nie można już wejść na salę, dlatego prosimy o przybycie 15 minut wcześniej.",
            ),
            Good(
                "preserve",
                "„Tajemnice Księżyca” – nowy pokaz w Planetarium „Orion”\n- Od kiedy: 1.10.2025 r.\n- Kiedy: wtorek–niedziela, godz. 11:00, 13:00 i 17:00\n- Czas trwania: ok. 45 minut\n- Dla kogo: widzowie od 7. roku życia\n- Bilety: normalny 32 zł, ulgowy 24 zł, rodzinny (2+2) 96 zł – w kasie lub na https://planetarium.edu.pl/bilety\nGrupy szkolne (min. 15 osób) powinny z wyprzedzeniem zarezerwować termin pod adresem grupy@planetarium.edu.pl. Po rozpoczęciu seansu wejście na salę nie jest możliwe – prosimy przybyć kwadrans przed czasem.",
            ),
            Good(
                "en",
                "From 1 October 2025, the “Orion” Planetarium is showing a new programme, “Secrets of the Moon”, Tuesday to Sunday at 11:00, 13:00 and 17:00. Each show lasts about 45 minutes and is intended for viewers from the age of 7. A standard ticket costs PLN 32, a reduced ticket PLN 24 and a family ticket (2+2) PLN 96. Tickets are available at the box office or online at https://planetarium.edu.pl/bilety. School groups of at least 15 people should book a date in advance by writing to grupy@planetarium.edu.pl. Entry to the auditorium is not possible once the show has started, so please arrive 15 minutes early.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("https://planetarium.edu.pl/bilety", "https://planetarium.edu.pl/rezerwacje")],
                "url",
            ),
            Slip(1, [("1.10.2025", "1.11.2025")], "date"),
            Slip(0, [("ulgowy – 24 zł", "ulgowy – 22 zł")], "number"),
        ],
    ),
    Case(
        key="pl-doplaty-wymiana-piecow-weglowych",
        source="Mieszkańcy gminy, którzy chcą zastąpić stary piec węglowy pompą ciepła lub kotłem gazowym, mogą otrzymać dopłatę z programu „Czyste Powietrze w Gminie”. Dotacja pokrywa do 40% kosztów kwalifikowanych, jednak nie więcej niż 15 000 zł na jedno gospodarstwo domowe. Nabór wniosków ruszy 3 marca i potrwa do 30 kwietnia 2026 r. lub do wyczerpania środków. Stary piec musi zostać zlikwidowany najpóźniej w ciągu 6 miesięcy od podpisania umowy. Szacuje się, że z programu skorzysta w tym roku około 120 rodzin. Urzędnicy przypominają, że dofinansowania nie otrzymają osoby, które rozpoczęły prace przed podpisaniem umowy z gminą.",
        good=[
            Good(
                "preserve",
                "Z programu „Czyste Powietrze w Gminie” mieszkańcy mogą otrzymać dopłatę do wymiany starego pieca węglowego na pompę ciepła lub kocioł gazowy. Wnioski będą przyjmowane od 3 marca do 30 kwietnia 2026 r. albo do wyczerpania środków. Dotacja sięga maksymalnie 40% kosztów kwalifikowanych, ale nie może przekroczyć 15 000 zł na gospodarstwo domowe. Po podpisaniu umowy stary piec trzeba zlikwidować najpóźniej w ciągu sześciu miesięcy. Według szacunków z programu skorzysta w tym roku około 120 rodzin. Urzędnicy zwracają uwagę, że osoby, które zaczęły prace przed podpisaniem umowy z gminą, nie dostaną dofinansowania.",
            ),
            Good(
                "preserve",
                "Dopłaty do wymiany pieców – program „Czyste Powietrze w Gminie”\n- Dla kogo: mieszkańcy gminy, którzy chcą zastąpić stary piec węglowy pompą ciepła lub kotłem gazowym.\n- Wysokość: do 40% kosztów kwalifikowanych, maksymalnie 15 tys. zł na gospodarstwo domowe.\n- Nabór: 3.03–30.04.2026 r. (lub do wyczerpania środków).\n- Obowiązek: stary piec musi zostać zlikwidowany najpóźniej 6 miesięcy od podpisania umowy.\n- Ważne: osoby, które rozpoczęły prace przed podpisaniem umowy z gminą, nie otrzymają dofinansowania.\nSzacuje się, że w tym roku z programu skorzysta ok. 120 rodzin.",
            ),
            Good(
                "en",
                "Residents of the municipality who want to replace an old coal stove with a heat pump or a gas boiler can receive a subsidy from the “Clean Air in the Municipality” programme. The grant covers up to 40% of eligible costs, but no more than PLN 15,000 per household. Applications will be accepted from 3 March to 30 April 2026 or until the funds run out. The old stove must be dismantled within 6 months of signing the agreement at the latest. It is estimated that around 120 families will benefit from the programme this year. Officials remind residents that anyone who started work before signing the agreement with the municipality will not receive funding.",
            ),
        ],
        bad=[
            Slip(
                0, [("od 3 marca do 30 kwietnia 2026 r.", "od 3 marca do 31 maja 2026 r.")], "date"
            ),
            Slip(2, [("It is estimated that around 120 families", "120 families")], "hedge"),
            Slip(1, [("do 40% kosztów", "do 50% kosztów")], "number"),
        ],
    ),
    Case(
        key="pl-lecznica-sterylizacja-kotek-zalecenia",
        source="Sterylizację kotek zalecamy przeprowadzić między 4. a 6. miesiącem życia, najlepiej przed pierwszą rują. Zabieg wykonujemy w znieczuleniu ogólnym, dlatego zwierzę musi być na czczo przez 8–12 godzin przed wizytą; wody nie należy ograniczać. Według przeglądu opublikowanego w „Journal of Feline Medicine and Surgery” (Joyce i Yates, 2011) wczesna kastracja prawdopodobnie nie zwiększa ryzyka powikłań w porównaniu z zabiegiem w starszym wieku. Po operacji kot powinien nosić kołnierz lub ubranko pooperacyjne przez około 10 dni. Kontrola i zdjęcie szwów odbywają się w 10.–12. dobie. W ramach akcji miejskiej do 30 czerwca właściciele kotów mogą skorzystać z dopłaty w wysokości 100 zł.",
        good=[
            Good(
                "preserve",
                "Zalecamy, by kotkę wysterylizować między 4. a 6. miesiącem życia, najlepiej zanim pojawi się pierwsza ruja. Ponieważ zabieg odbywa się w znieczuleniu ogólnym, Twoja kotka musi pozostać na czczo przez 8–12 godzin przed wizytą; nie ograniczaj jej jednak dostępu do wody. Przegląd Joyce i Yates (2011) opublikowany w „Journal of Feline Medicine and Surgery” wskazuje, że wczesna kastracja prawdopodobnie nie podnosi ryzyka powikłań w porównaniu z zabiegiem u starszych zwierząt. Po operacji kot powinien przez około 10 dni nosić kołnierz albo ubranko pooperacyjne. Na kontrolę i zdjęcie szwów zapraszamy w 10.–12. dobie. Do 30 czerwca, w ramach akcji miejskiej, możesz też otrzymać dopłatę w wysokości 100 zł.",
            ),
            Good(
                "preserve",
                "Sterylizacja kotek – informacje dla opiekunów\n1. Zalecany wiek: 4.–6. miesiąc życia, najlepiej przed pierwszą rują.\n2. Przygotowanie: zabieg odbywa się w znieczuleniu ogólnym, więc zwierzę musi być na czczo przez 8–12 godzin; dostępu do wody nie należy ograniczać.\n3. Po zabiegu: kot powinien nosić kołnierz lub ubranko pooperacyjne przez ok. 10 dni.\n4. Kontrola i zdjęcie szwów: 10.–12. doba.\n5. Dopłata: do 30 czerwca właściciele kotów mogą otrzymać 100 zł w ramach akcji miejskiej.\nZgodnie z przeglądem Joyce i Yates (2011) w „Journal of Feline Medicine and Surgery” wczesna kastracja prawdopodobnie nie zwiększa ryzyka powikłań w porównaniu z zabiegiem w późniejszym wieku.",
            ),
            Good(
                "en",
                "We recommend spaying female cats between 4 and 6 months of age, ideally before their first heat. The procedure is performed under general anaesthesia, so the animal must fast for 8–12 hours before the appointment; water should not be restricted. According to a review published in the Journal of Feline Medicine and Surgery (Joyce and Yates, 2011), early neutering probably does not increase the risk of complications compared with surgery at an older age. After the operation, the cat should wear a cone or a recovery suit for about 10 days. The check-up and stitch removal take place on day 10–12. As part of a city campaign, cat owners can receive a PLN 100 subsidy until 30 June.",
            ),
        ],
        bad=[
            Slip(0, [("Joyce i Yates (2011)", "Joyce i Yates (2015)")], "citation"),
            Slip(
                2,
                [
                    (
                        "early neutering probably does not increase",
                        "early neutering does not increase",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("kot powinien nosić kołnierz", "kot może nosić kołnierz")], "modality"),
        ],
    ),
    Case(
        key="pl-lodowisko-miejskie-regulamin-korzystania",
        source="Regulamin lodowiska miejskiego (wyciąg). Lodowisko jest czynne od 1 grudnia do 28 lutego, codziennie w godz. 10:00–21:00, z przerwą techniczną na przygotowanie tafli co 90 minut. Dzieci do lat 10 mogą przebywać na tafli wyłącznie pod opieką osoby dorosłej. Osoby poniżej 16. roku życia muszą jeździć w kasku. Na taflę nie wolno wnosić jedzenia ani napojów. Zabronione jest jeżdżenie pod prąd oraz organizowanie wyścigów. Wypożyczenie łyżew kosztuje 12 zł za sesję; przy wypożyczeniu należy zostawić dokument tożsamości. Obsługa może poprosić o opuszczenie tafli osobę, która narusza regulamin. Za rzeczy pozostawione w szatni lodowisko nie odpowiada.",
        good=[
            Good(
                "preserve",
                "Lodowisko miejskie działa od 1 grudnia do 28 lutego, codziennie od 10:00 do 21:00; co półtorej godziny robimy przerwę techniczną, żeby przygotować taflę. Dzieci do lat 10 mogą jeździć tylko pod opieką dorosłego, a wszyscy poniżej 16. roku życia muszą mieć kask. Na taflę nie wolno wnosić jedzenia ani picia, nie wolno też jeździć pod prąd ani urządzać wyścigów. Łyżwy wypożyczysz za 12 zł za sesję, ale musisz zostawić dokument tożsamości. Osobę łamiącą regulamin obsługa może poprosić o zejście z tafli. Lodowisko nie odpowiada za rzeczy zostawione w szatni.",
            ),
            Good(
                "preserve",
                "Najważniejsze zasady lodowiska miejskiego:\n- sezon: 1 grudnia – 28 lutego, codziennie 10:00–21:00, przerwa techniczna na przygotowanie tafli co 90 minut;\n- dzieci do lat 10 mogą przebywać na tafli wyłącznie z osobą dorosłą;\n- jazda w kasku jest obowiązkowa dla osób poniżej 16. roku życia;\n- zakaz wnoszenia na taflę jedzenia i napojów;\n- zakaz jazdy pod prąd i organizowania wyścigów;\n- wypożyczenie łyżew: 12 zł za sesję, za pozostawieniem dokumentu tożsamości;\n- obsługa może poprosić osobę naruszającą regulamin o opuszczenie tafli;\n- lodowisko nie ponosi odpowiedzialności za rzeczy pozostawione w szatni.",
            ),
            Good(
                "en",
                "The municipal ice rink is open from 1 December to 28 February, daily from 10 a.m. to 9 p.m., with a technical break every 90 minutes to resurface the ice. Children up to the age of 10 may be on the ice only under the supervision of an adult. Skaters under 16 must wear a helmet. Food and drinks must not be brought onto the ice. Skating against the flow and racing are prohibited. Skate hire costs PLN 12 per session, and you must leave an identity document when hiring. Staff may ask anyone who breaks the rules to leave the ice. The rink is not responsible for items left in the cloakroom.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "rzeczy pozostawione w szatni.",
                        "rzeczy pozostawione w szatni, ale udostępnia płatne szafki depozytowe przy kasie.",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("Lodowisko nie odpowiada za", "Lodowisko odpowiada za")], "negation"),
            Slip(2, [("Staff may ask anyone", "Staff must ask anyone")], "modality"),
        ],
    ),
    Case(
        key="pl-warsztaty-stolarskie-dla-doroslych",
        source="Pracownia „Wiór” zaprasza dorosłych na sześciotygodniowy kurs stolarstwa dla początkujących. Spotkania odbywają się w czwartki od 18:00 do 21:00, a grupa liczy maksymalnie 8 osób. Podczas kursu każdy uczestnik wykona własny stołek z drewna dębowego i nauczy się bezpiecznie posługiwać dłutem, strugiem oraz piłą japońską. Nie jest wymagane żadne doświadczenie. Materiały i narzędzia zapewniamy, ale uczestnicy muszą mieć pełne obuwie i ubranie bez luźnych rękawów. Ze względów bezpieczeństwa nie wpuszczamy na warsztat osób pod wpływem alkoholu. Koszt całego kursu to 1 200 zł, płatne w dwóch ratach. Zapisy: telefonicznie lub mailowo.",
        good=[
            Good(
                "preserve",
                "Pracownia „Wiór” prowadzi dla dorosłych sześciotygodniowy kurs stolarstwa dla początkujących – nie potrzebujesz żadnego doświadczenia. Spotykamy się w czwartki w godz. 18:00–21:00, w grupie liczącej maksymalnie 8 osób. W trakcie kursu zrobisz własny stołek z dębu i nauczysz się bezpiecznie pracować dłutem, strugiem i piłą japońską. Materiały i narzędzia zapewniamy my, ale Ty musisz przyjść w pełnym obuwiu i w ubraniu bez luźnych rękawów. Ze względów bezpieczeństwa nie wpuszczamy na warsztat nikogo pod wpływem alkoholu. Cały kurs kosztuje 1200 zł, a płatność jest rozłożona na dwie raty. Zapisać się możesz telefonicznie albo mailowo.",
            ),
            Good(
                "preserve",
                "Kurs stolarstwa dla początkujących – Pracownia „Wiór”\nSześciotygodniowy kurs jest skierowany do osób dorosłych i nie wymaga wcześniejszego doświadczenia. Zajęcia odbywają się w czwartki w godzinach 18:00–21:00, w grupach liczących nie więcej niż 8 osób. Każdy uczestnik wykona stołek z drewna dębowego oraz nauczy się bezpiecznej pracy dłutem, strugiem i piłą japońską. Pracownia zapewnia materiały i narzędzia; uczestnicy są zobowiązani przyjść w pełnym obuwiu i w odzieży bez luźnych rękawów. Ze względów bezpieczeństwa osoby pod wpływem alkoholu nie zostaną wpuszczone na warsztat. Opłata za kurs wynosi 1 200 zł i jest wnoszona w dwóch ratach. Zgłoszenia przyjmujemy telefonicznie lub drogą mailową.",
            ),
            Good(
                "en",
                "The “Wiór” workshop invites adults to a six-week woodworking course for beginners. Sessions take place on Thursdays from 6 p.m. to 9 p.m., and each group has no more than 8 people. During the course, every participant will make their own oak stool and learn to use a chisel, a plane and a Japanese saw safely. No previous experience is required. We provide materials and tools, but participants must wear closed-toe shoes and clothes without loose sleeves. For safety reasons, we do not admit anyone under the influence of alcohol to the workshop. The whole course costs PLN 1,200, payable in two instalments. You can sign up by phone or by e-mail.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "No previous experience is required.",
                        "Nie jest wymagane żadne doświadczenie.",
                    ),
                    (
                        "For safety reasons, we do not admit anyone under the influence of alcohol to the workshop.",
                        "Ze względów bezpieczeństwa nie wpuszczamy na warsztat osób pod wpływem alkoholu.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(0, [("maksymalnie 8 osób", "maksymalnie 10 osób")], "number"),
            Slip(
                1,
                [
                    (
                        "i nie wymaga wcześniejszego doświadczenia",
                        "i wymaga wcześniejszego doświadczenia",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-badanie-wody-studnia-sanepid",
        source="Właściciele prywatnych studni nie mają obowiązku regularnego badania wody, ale sanepid zaleca wykonanie analizy co najmniej raz w roku, a także po każdej powodzi. Próbkę należy pobrać do sterylnej butelki o pojemności 500 ml, którą można odebrać bezpłatnie w stacji. Woda powinna trafić do laboratorium w ciągu 6 godzin od pobrania. Podstawowe badanie bakteriologiczne kosztuje 98 zł, a wynik jest zwykle gotowy po 3–4 dniach roboczych. Ocena jakości odbywa się według wymagań rozporządzenia Ministra Zdrowia z dnia 7 grudnia 2017 r. w sprawie jakości wody przeznaczonej do spożycia przez ludzi (Dz.U. 2017 poz. 2294). Obecność bakterii E. coli oznacza, że wody nie wolno pić bez przegotowania.",
        good=[
            Good(
                "preserve",
                "Jeśli masz własną studnię, nie musisz regularnie badać wody, ale sanepid zaleca robić to przynajmniej raz w roku oraz po każdej powodzi. Próbkę pobierz do sterylnej butelki 500 ml – możesz ją bezpłatnie odebrać w stacji. Woda powinna dotrzeć do laboratorium najpóźniej 6 godzin po pobraniu. Podstawowe badanie bakteriologiczne kosztuje 98 zł, a na wynik czeka się zwykle 3–4 dni robocze. Jakość wody ocenia się według wymagań rozporządzenia Ministra Zdrowia z 7 grudnia 2017 r. w sprawie jakości wody przeznaczonej do spożycia przez ludzi (Dz.U. 2017 poz. 2294). Jeśli w wodzie są bakterie E. coli, nie wolno jej pić bez przegotowania.",
            ),
            Good(
                "preserve",
                "Czy badanie wody ze studni jest obowiązkowe? Nie – właściciele prywatnych studni nie mają takiego obowiązku. Sanepid zaleca jednak analizę co najmniej raz w roku i po każdej powodzi.\nJak pobrać próbkę? Należy ją pobrać do sterylnej butelki o pojemności 0,5 l, którą można bezpłatnie odebrać w stacji. Woda powinna trafić do laboratorium w ciągu sześciu godzin od pobrania.\nIle to kosztuje i jak długo trwa? Podstawowe badanie bakteriologiczne to koszt 98 zł; wynik jest zwykle gotowy po 3–4 dniach roboczych.\nWedług jakich norm? Według rozporządzenia Ministra Zdrowia z 7.12.2017 r. w sprawie jakości wody przeznaczonej do spożycia przez ludzi (Dz.U. 2017 poz. 2294). Jeśli wykryto E. coli, wody nie wolno pić bez przegotowania.",
            ),
            Good(
                "en",
                "Owners of private wells are not required to test their water regularly, but the sanitary inspectorate (sanepid) recommends having it analysed at least once a year and after every flood. The sample must be taken in a sterile 500 ml bottle, which can be collected free of charge from the station. The water should reach the laboratory within 6 hours of sampling. A basic bacteriological test costs PLN 98, and the result is usually ready after 3–4 working days. Water quality is assessed against the requirements of the Regulation of the Minister of Health of 7 December 2017 on the quality of water intended for human consumption (Journal of Laws 2017, item 2294). If E. coli bacteria are present, the water must not be drunk without boiling.",
            ),
        ],
        bad=[
            Slip(1, [("(Dz.U. 2017 poz. 2294)", "(Dz.U. 2017 poz. 2249)")], "legal_reference"),
            Slip(2, [("the result is usually ready", "the result is ready")], "hedge"),
            Slip(0, [("butelki 500 ml", "butelki 250 ml")], "number"),
        ],
    ),
    Case(
        key="pl-migracja-api-v2-notatka-programistow",
        source="""## Migracja z API v1 do v2

Od 1 września 2025 r. endpoint `/api/v1/orders` będzie zwracał błąd `410 Gone`. Do tego czasu wszystkie integracje muszą przejść na `/api/v2/orders`.

Najważniejsze zmiany:
- uwierzytelnianie odbywa się wyłącznie nagłówkiem `Authorization: Bearer <token>`; parametr `api_key` w adresie nie jest już obsługiwany,
- pole `total` zmieniło nazwę na `total_gross` i jest zwracane w groszach,
- stronicowanie opiera się na kursorze (`next_cursor`) zamiast numeru strony.

Limit zapytań wynosi 600 na minutę na klienta. Klienci SDK powinni zaktualizować bibliotekę do wersji `2.3.0` lub nowszej. Szczegóły znajdziesz w [przewodniku migracji](https://docs.example.pl/api/v2/migracja).""",
        good=[
            Good(
                "preserve",
                """## Przejście z API v1 na v2

Wszystkie integracje muszą zostać przełączone na `/api/v2/orders` przed 1 września 2025 r. — od tego dnia stary endpoint `/api/v1/orders` będzie odpowiadał błędem `410 Gone`.

Co się zmienia:
- Uwierzytelnianie: wyłącznie nagłówek `Authorization: Bearer <token>`. Parametr `api_key` w adresie nie jest już obsługiwany.
- Kwoty: pole `total` nazywa się teraz `total_gross`, a wartość jest podawana w groszach.
- Stronicowanie: zamiast numeru strony używamy kursora (`next_cursor`).

Limit to 600 zapytań na minutę na jednego klienta. Jeśli korzystasz z SDK, powinieneś zaktualizować bibliotekę do wersji `2.3.0` lub nowszej. Więcej informacji znajdziesz w [przewodniku migracji](https://docs.example.pl/api/v2/migracja).""",
            ),
            Good(
                "preserve",
                """## API v1 → v2: co musisz wiedzieć

1. **Termin:** 1 września 2025 r. Od tej daty `/api/v1/orders` zwraca `410 Gone`, więc integracje muszą wcześniej przejść na `/api/v2/orders`.
2. **Uwierzytelnianie:** tylko nagłówek `Authorization: Bearer <token>` (parametr `api_key` w adresie nie jest już obsługiwany).
3. **Pole kwoty:** `total` → `total_gross`, wartości w groszach.
4. **Stronicowanie:** kursor `next_cursor` zamiast numeru strony.
5. **Limit:** 600 zapytań na minutę na klienta.
6. **SDK:** klienci SDK powinni zaktualizować bibliotekę do `2.3.0` lub nowszej.

Pełny opis: [przewodnik migracji](https://docs.example.pl/api/v2/migracja).""",
            ),
            Good(
                "en",
                """## Migrating from API v1 to v2

From 1 September 2025, the `/api/v1/orders` endpoint will return a `410 Gone` error. By then, all integrations must switch to `/api/v2/orders`.

Key changes:
- authentication works only with the `Authorization: Bearer <token>` header; the `api_key` parameter in the URL is no longer supported,
- the `total` field has been renamed to `total_gross` and is returned in grosze,
- pagination is cursor-based (`next_cursor`) instead of using page numbers.

The rate limit is 600 requests per minute per client. SDK users should update the library to version `2.3.0` or later. See the [migration guide](https://docs.example.pl/api/v2/migracja) for details.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "[przewodniku migracji](https://docs.example.pl/api/v2/migracja)",
                        "przewodniku migracji",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("`total` → `total_gross`", "`total` → `gross_total`")], "code"),
            Slip(
                2, [("all integrations must switch", "all integrations should switch")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-readme-kwit-generator-faktur-cli",
        source="""# kwit – generator faktur z wiersza poleceń

`kwit` tworzy faktury PDF na podstawie pliku YAML. Wymaga Pythona 3.10 lub nowszego.

## Instalacja

```bash
pipx install kwit
```

## Użycie

```bash
kwit generate faktura.yaml --output faktury/
```

Domyślnie numeracja faktur zaczyna się od 1 w każdym miesiącu; możesz to zmienić kluczem `numbering.reset` w pliku `kwit.toml`. Narzędzie nie wysyła faktur do KSeF — plik trzeba przesłać samodzielnie. Nie przechowuj danych logowania w repozytorium. Błędy zgłaszaj na https://github.com/kwit-dev/kwit/issues. Projekt jest udostępniany na licencji MIT.""",
        good=[
            Good(
                "preserve",
                """# kwit – faktury prosto z terminala

Narzędzie `kwit` generuje faktury w formacie PDF z pliku YAML. Potrzebujesz Pythona w wersji 3.10 lub nowszej.

## Instalacja

```bash
pipx install kwit
```

## Jak używać

```bash
kwit generate faktura.yaml --output faktury/
```

Numeracja faktur domyślnie startuje od 1 w każdym miesiącu. Jeśli chcesz to zmienić, ustaw klucz `numbering.reset` w pliku `kwit.toml`. Pamiętaj, że `kwit` nie wysyła faktur do KSeF — plik musisz przesłać samodzielnie. Danych logowania nie trzymaj w repozytorium. Błędy zgłaszaj pod adresem https://github.com/kwit-dev/kwit/issues. Projekt jest dostępny na licencji MIT.""",
            ),
            Good(
                "preserve",
                """# kwit – generator faktur z wiersza poleceń

`kwit` zamienia plik YAML w fakturę PDF (wymagany Python 3.10+).

## Instalacja

```bash
pipx install kwit
```

## Użycie

```bash
kwit generate faktura.yaml --output faktury/
```

Warto wiedzieć:
- numeracja domyślnie zaczyna się od 1 w każdym miesiącu — zmienisz to kluczem `numbering.reset` w pliku `kwit.toml`;
- faktury nie są wysyłane do KSeF, plik trzeba przesłać samodzielnie;
- danych logowania nie przechowuj w repozytorium;
- błędy zgłaszaj na https://github.com/kwit-dev/kwit/issues;
- licencja: MIT.""",
            ),
            Good(
                "en",
                """# kwit – a command-line invoice generator

`kwit` creates PDF invoices from a YAML file. It requires Python 3.10 or newer.

## Installation

```bash
pipx install kwit
```

## Usage

```bash
kwit generate faktura.yaml --output faktury/
```

By default, invoice numbering starts from 1 every month; you can change this with the `numbering.reset` key in the `kwit.toml` file. The tool does not send invoices to KSeF — you have to upload the file yourself. Do not store login credentials in the repository. Report bugs at https://github.com/kwit-dev/kwit/issues. The project is released under the MIT licence.""",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "```bash\nkwit generate faktura.yaml --output faktury/\n```",
                        "kwit generate faktura.yaml --output faktury/",
                    )
                ],
                "markdown",
            ),
            Slip(0, [("--output faktury/", "--out faktury/")], "code"),
            Slip(
                1, [("faktury nie są wysyłane do KSeF", "faktury są wysyłane do KSeF")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-artykul-sen-nastolatkow-zalecenia",
        source="Nastolatki śpią dziś przeciętnie krócej niż ich rówieśnicy sprzed dwóch dekad. Amerykańska Akademia Medycyny Snu zaleca, by osoby w wieku 13–18 lat spały od 8 do 10 godzin na dobę (Paruthi i in., 2016, „Journal of Clinical Sleep Medicine”, 12(6), s. 785–786). Tymczasem według ankiet szkolnych około 70% uczniów szkół średnich śpi w dni powszednie mniej niż 8 godzin. Badacze przypuszczają, że jedną z przyczyn może być korzystanie ze smartfonów przed snem, choć związek przyczynowy nie został jednoznacznie potwierdzony. Przewlekły niedobór snu wiąże się z gorszą koncentracją i wyższym ryzykiem objawów depresyjnych. Eksperci radzą, by na godzinę przed snem odłożyć telefon.",
        good=[
            Good(
                "preserve",
                "Dzisiejsze nastolatki śpią średnio mniej niż młodzież dwadzieścia lat temu. Amerykańska Akademia Medycyny Snu zaleca osobom w wieku 13–18 lat od 8 do 10 godzin snu na dobę (Paruthi i in., 2016, „Journal of Clinical Sleep Medicine”, 12(6), s. 785–786). Z ankiet prowadzonych w szkołach wynika jednak, że w dni powszednie mniej niż 8 godzin śpi około 70% uczniów szkół średnich. Naukowcy przypuszczają, że jedną z przyczyn może być używanie smartfona przed snem, ale związku przyczynowego nie potwierdzono jednoznacznie. Chroniczny brak snu wiąże się ze słabszą koncentracją i większym ryzykiem objawów depresyjnych. Eksperci radzą odkładać telefon na godzinę przed snem.",
            ),
            Good(
                "preserve",
                "Amerykańska Akademia Medycyny Snu rekomenduje, aby młodzież w wieku 13–18 lat przesypiała 8–10 godzin na dobę (Paruthi i in., 2016, „Journal of Clinical Sleep Medicine”, 12(6), s. 785–786). Ankiety szkolne pokazują jednak, że w dni powszednie krócej niż 8 godzin śpi około 70% uczniów szkół średnich, a obecne nastolatki śpią przeciętnie mniej niż ich rówieśnicy sprzed dwóch dekad. Przewlekły niedobór snu jest powiązany z obniżoną koncentracją oraz podwyższonym ryzykiem objawów depresyjnych. Badacze przypuszczają, że jedną z przyczyn może być korzystanie ze smartfonów przed snem, jednak związek przyczynowy nie został jednoznacznie potwierdzony. Eksperci radzą odłożyć telefon na godzinę przed snem.",
            ),
            Good(
                "en",
                "Teenagers today sleep less on average than their peers did two decades ago. The American Academy of Sleep Medicine recommends that people aged 13–18 sleep 8 to 10 hours per 24 hours (Paruthi et al., 2016, Journal of Clinical Sleep Medicine, 12(6), pp. 785–786). Yet according to school surveys, about 70% of secondary school students sleep less than 8 hours on weekdays. Researchers suspect that one reason may be smartphone use before bed, although a causal link has not been clearly confirmed. Chronic sleep deprivation is associated with poorer concentration and a higher risk of depressive symptoms. Experts advise putting the phone away an hour before bedtime.",
            ),
        ],
        bad=[
            Slip(1, [("Paruthi i in., 2016", "Paruthi i in., 2018")], "citation"),
            Slip(
                0,
                [
                    (
                        "ryzykiem objawów depresyjnych.",
                        "ryzykiem objawów depresyjnych. Najkrócej śpią uczniowie z dużych miast.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("Researchers suspect that one reason may be", "One reason is")], "hedge"),
        ],
    ),
    Case(
        key="pl-smog-astma-dzieci-streszczenie-badania",
        source="Zespół z Uniwersytetu Medycznego w Łodzi przeanalizował dane 2 350 dzieci z 12 miast Polski. Jak donoszą autorzy w artykule opublikowanym w „Environmental Research” (Nowak i Zielińska, 2023, t. 231, art. 116142), w okresach, gdy stężenie pyłu PM2,5 przekraczało 50 µg/m³, liczba wizyt z powodu zaostrzenia astmy rosła średnio o 18%. Związek ten był prawdopodobnie silniejszy u dzieci poniżej 6. roku życia, choć w tej grupie próba była niewielka. Autorzy podkreślają, że badanie ma charakter obserwacyjny i nie dowodzi związku przyczynowego. Zalecają jednak, by w dni smogowe ograniczać aktywność dzieci na zewnątrz.",
        good=[
            Good(
                "preserve",
                "Naukowcy z Uniwersytetu Medycznego w Łodzi przeanalizowali dane 2350 dzieci z dwunastu polskich miast. W pracy opublikowanej w „Environmental Research” (Nowak i Zielińska, 2023, t. 231, art. 116142) piszą, że gdy stężenie pyłu PM2,5 przekraczało 50 µg/m³, liczba wizyt związanych z zaostrzeniem astmy rosła przeciętnie o 18%. U dzieci poniżej 6. roku życia zależność była prawdopodobnie silniejsza, ale próba w tej grupie była mała. Autorzy zaznaczają, że to badanie obserwacyjne, które nie dowodzi związku przyczynowego. Mimo to zalecają, aby w dni smogowe ograniczać aktywność dzieci na świeżym powietrzu.",
            ),
            Good(
                "preserve",
                "Najważniejsze wnioski z badania (Nowak i Zielińska, 2023, „Environmental Research”, t. 231, art. 116142):\n- zespół z Uniwersytetu Medycznego w Łodzi przeanalizował dane 2 350 dzieci z 12 miast w Polsce;\n- przy stężeniu PM2,5 powyżej 50 µg/m³ liczba wizyt z powodu zaostrzenia astmy rosła średnio o 18%;\n- u dzieci poniżej 6. roku życia związek był prawdopodobnie silniejszy, jednak próba w tej grupie była niewielka;\n- badanie jest obserwacyjne i nie dowodzi związku przyczynowego.\nAutorzy zalecają mimo to ograniczanie aktywności dzieci na zewnątrz w dni smogowe.",
            ),
            Good(
                "en",
                "A team from the Medical University of Łódź analysed data on 2,350 children from 12 Polish cities. In an article published in Environmental Research (Nowak and Zielińska, 2023, vol. 231, art. 116142), the authors report that during periods when PM2.5 concentrations exceeded 50 µg/m³, the number of visits for asthma exacerbations rose by an average of 18%. The association was probably stronger in children under 6, although the sample in this group was small. The authors stress that the study is observational and does not prove a causal relationship. Nevertheless, they recommend limiting children's outdoor activity on smog days.",
            ),
        ],
        bad=[
            Slip(2, [("vol. 231", "vol. 213")], "citation"),
            Slip(
                0,
                [
                    (
                        "zależność była prawdopodobnie silniejsza",
                        "zależność była wyraźnie silniejsza",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("rosła średnio o 18%", "rosła średnio o 28%")], "number"),
        ],
    ),
    Case(
        key="pl-klauzula-informacyjna-rodo-rekrutacja",
        source="Administratorem Pani/Pana danych osobowych jest Biuro Rachunkowe „Saldo” sp. z o.o. z siedzibą w Poznaniu. Dane przetwarzamy w celu przeprowadzenia rekrutacji na podstawie art. 6 ust. 1 lit. a RODO oraz art. 22¹ Kodeksu pracy. Podanie danych w zakresie określonym w Kodeksie pracy jest obowiązkowe, a pozostałych danych – dobrowolne. Dane będą przechowywane przez 6 miesięcy od zakończenia rekrutacji. Zgodę może Pani/Pan wycofać w dowolnym momencie, co nie wpływa na zgodność z prawem przetwarzania dokonanego przed jej wycofaniem. Przysługuje Pani/Panu prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych. Dane nie będą przekazywane do państw trzecich ani wykorzystywane do zautomatyzowanego podejmowania decyzji.",
        good=[
            Good(
                "preserve",
                "Administratorem Twoich danych osobowych jest Biuro Rachunkowe „Saldo” sp. z o.o. z siedzibą w Poznaniu. Przetwarzamy je, aby przeprowadzić rekrutację, na podstawie art. 6 ust. 1 lit. a RODO i art. 22¹ Kodeksu pracy. Dane wymagane przez Kodeks pracy musisz podać, pozostałe podajesz dobrowolnie. Przechowujemy je przez 6 miesięcy od zakończenia rekrutacji. Zgodę możesz wycofać w każdej chwili – nie wpływa to na zgodność z prawem przetwarzania, którego dokonano przed jej wycofaniem. Masz prawo złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych. Twoich danych nie przekazujemy do państw trzecich i nie wykorzystujemy do zautomatyzowanego podejmowania decyzji.",
            ),
            Good(
                "preserve",
                "Klauzula informacyjna – rekrutacja\n1. Administrator: Biuro Rachunkowe „Saldo” sp. z o.o. z siedzibą w Poznaniu.\n2. Cel i podstawa prawna: przeprowadzenie rekrutacji – art. 6 ust. 1 lit. a RODO oraz art. 22¹ Kodeksu pracy.\n3. Podanie danych: obowiązkowe w zakresie określonym w Kodeksie pracy, w pozostałym zakresie dobrowolne.\n4. Okres przechowywania: 6 miesięcy od zakończenia rekrutacji.\n5. Zgoda: może zostać wycofana w dowolnym momencie; wycofanie nie wpływa na zgodność z prawem przetwarzania dokonanego wcześniej.\n6. Skarga: przysługuje Pani/Panu prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych.\n7. Dane nie będą przekazywane do państw trzecich ani wykorzystywane do zautomatyzowanego podejmowania decyzji.",
            ),
            Good(
                "en",
                "The controller of your personal data is Biuro Rachunkowe „Saldo” sp. z o.o., with its registered office in Poznań. We process the data for the purpose of recruitment on the basis of Article 6(1)(a) GDPR and Article 22¹ of the Labour Code. Providing the data specified in the Labour Code is mandatory; providing any other data is voluntary. The data will be stored for 6 months after the recruitment ends. You may withdraw your consent at any time, which does not affect the lawfulness of processing carried out before its withdrawal. You have the right to lodge a complaint with the President of the Personal Data Protection Office. The data will not be transferred to third countries or used for automated decision-making.",
            ),
        ],
        bad=[
            Slip(
                1, [("art. 6 ust. 1 lit. a RODO", "art. 6 ust. 1 lit. b RODO")], "legal_reference"
            ),
            Slip(
                2,
                [("in the Labour Code is mandatory", "in the Labour Code is recommended")],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "Twoich danych nie przekazujemy do państw trzecich i nie wykorzystujemy",
                        "Twoje dane przekazujemy do państw trzecich, ale nie wykorzystujemy ich",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-urlop-wypoczynkowy-przypomnienie-kadr",
        source="Przypominamy zasady dotyczące urlopu wypoczynkowego. Zgodnie z art. 154 § 1 Kodeksu pracy pracownikowi przysługuje 20 dni urlopu, jeżeli jest zatrudniony krócej niż 10 lat, albo 26 dni – po co najmniej 10 latach pracy. Co najmniej jedna część urlopu musi trwać nie mniej niż 14 kolejnych dni kalendarzowych (art. 162 Kp). Niewykorzystany urlop za 2024 r. należy wykorzystać najpóźniej do 30 września 2025 r. Wnioski urlopowe prosimy składać w systemie kadrowym co najmniej 7 dni przed planowanym terminem. Urlop na żądanie – maksymalnie 4 dni w roku – można zgłosić najpóźniej w dniu jego rozpoczęcia.",
        good=[
            Good(
                "preserve",
                "Krótkie przypomnienie o urlopach wypoczynkowych. Jeśli jesteś zatrudniony krócej niż 10 lat, przysługuje Ci 20 dni urlopu, a po co najmniej 10 latach pracy – 26 dni (art. 154 § 1 Kodeksu pracy). Przynajmniej jedna część urlopu musi obejmować minimum 14 kolejnych dni kalendarzowych (art. 162 Kp). Zaległy urlop za 2024 r. musisz wykorzystać najpóźniej do 30 września 2025 r. Wnioski prosimy składać w systemie kadrowym co najmniej tydzień przed planowanym terminem. Urlop na żądanie – nie więcej niż 4 dni w roku – możesz zgłosić najpóźniej w dniu, w którym się zaczyna.",
            ),
            Good(
                "preserve",
                "Urlop wypoczynkowy – najważniejsze zasady:\n- wymiar (art. 154 § 1 Kodeksu pracy): 20 dni przy zatrudnieniu krótszym niż 10 lat, 26 dni po co najmniej 10 latach pracy;\n- co najmniej jedna część urlopu musi trwać nie krócej niż 14 kolejnych dni kalendarzowych (art. 162 Kp);\n- niewykorzystany urlop za 2024 r. należy wykorzystać najpóźniej do 30.09.2025 r.;\n- wnioski prosimy składać w systemie kadrowym minimum 7 dni przed planowanym terminem;\n- urlop na żądanie: maksymalnie 4 dni w roku, można go zgłosić najpóźniej w dniu rozpoczęcia.",
            ),
            Good(
                "en",
                "A reminder of the rules on annual leave. Under Article 154 § 1 of the Labour Code, an employee is entitled to 20 days of leave if employed for less than 10 years, or 26 days after at least 10 years of employment. At least one part of the leave must last no less than 14 consecutive calendar days (Article 162 of the Labour Code). Unused leave for 2024 must be taken by 30 September 2025 at the latest. Please submit leave requests in the HR system at least 7 days before the planned date. On-demand leave – up to 4 days a year – can be requested on the day it starts at the latest.",
            ),
        ],
        bad=[
            Slip(0, [("(art. 162 Kp)", "(art. 167 Kp)")], "legal_reference"),
            Slip(2, [("no less than 14 consecutive", "no less than 10 consecutive")], "number"),
            Slip(
                1,
                [
                    (
                        "co najmniej jedna część urlopu musi trwać",
                        "co najmniej jedna część urlopu powinna trwać",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-biblioteka-miejska-zasady-wypozyczen",
        source="Czytelnik może jednocześnie wypożyczyć do 10 książek i 3 audiobooki na okres 30 dni. Wypożyczenie można przedłużyć dwukrotnie przez konto w katalogu online https://katalog.biblioteka-rybnik.pl, o ile na daną pozycję nie czeka inny czytelnik. Za każdy dzień zwłoki naliczana jest opłata 0,30 zł za egzemplarz. Nowości wydawnicze wypożyczamy tylko na 14 dni i nie podlegają one prolongacie. Książki można zwracać także do wrzutni przy wejściu głównym, czynnej całą dobę. Zagubioną lub zniszczoną pozycję czytelnik musi odkupić albo zapłacić jej aktualną wartość rynkową. Pytania prosimy kierować na adres wypozyczalnia@biblioteka-rybnik.pl.",
        good=[
            Good(
                "preserve",
                "Możesz jednocześnie wypożyczyć maksymalnie 10 książek i 3 audiobooki, na 30 dni. Termin zwrotu możesz przedłużyć dwa razy przez swoje konto w katalogu online (https://katalog.biblioteka-rybnik.pl), chyba że na daną pozycję czeka już inny czytelnik. Za każdy dzień spóźnienia płacisz 0,30 zł od egzemplarza. Nowości wydawnicze wypożyczamy tylko na 14 dni i nie można ich prolongować. Książki możesz oddawać również do całodobowej wrzutni przy głównym wejściu. Jeśli zgubisz lub zniszczysz pozycję, musisz ją odkupić albo zapłacić jej aktualną wartość rynkową. Pytania wyślij na adres wypozyczalnia@biblioteka-rybnik.pl.",
            ),
            Good(
                "preserve",
                "Zasady wypożyczeń:\n1. Limit: do 10 książek i 3 audiobooków jednocześnie, na 30 dni.\n2. Prolongata: dwukrotnie, przez konto w katalogu https://katalog.biblioteka-rybnik.pl, o ile na pozycję nie czeka inny czytelnik.\n3. Opłata za przetrzymanie: 0,30 zł za każdy dzień zwłoki i każdy egzemplarz.\n4. Nowości wydawnicze: wypożyczenie tylko na 14 dni, bez możliwości prolongaty.\n5. Zwroty: także do wrzutni przy wejściu głównym, czynnej 24 godziny na dobę.\n6. Zagubienie lub zniszczenie: czytelnik musi odkupić pozycję albo zapłacić jej aktualną wartość rynkową.\nKontakt: wypozyczalnia@biblioteka-rybnik.pl.",
            ),
            Good(
                "en",
                "Readers may borrow up to 10 books and 3 audiobooks at a time for a period of 30 days. A loan can be renewed twice through your account in the online catalogue at https://katalog.biblioteka-rybnik.pl, provided no other reader is waiting for the item. A late fee of PLN 0.30 per item is charged for each day of delay. New releases are lent for only 14 days and cannot be renewed. Books can also be returned to the book drop by the main entrance, which is open 24 hours a day. A reader who loses or damages an item must replace it or pay its current market value. Please send any questions to wypozyczalnia@biblioteka-rybnik.pl.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("https://katalog.biblioteka-rybnik.pl", "https://biblioteka-rybnik.pl/katalog")],
                "url",
            ),
            Slip(2, [("and cannot be renewed", "and can be renewed")], "negation"),
            Slip(0, [("0,30 zł", "0,50 zł")], "number"),
        ],
    ),
    Case(
        key="pl-przychodnia-jesienne-szczepienia-grypa-zasady",
        source="Od 1 października nasza przychodnia prowadzi szczepienia przeciw grypie. Dla osób po 65. roku życia, kobiet w ciąży oraz dzieci w wieku od 6 miesięcy do 5 lat szczepionka jest bezpłatna; pozostali pacjenci płacą 60 zł. Na szczepienie nie trzeba mieć skierowania, ale należy wcześniej umówić się telefonicznie. Osoby z gorączką powinny przełożyć wizytę. Po podaniu szczepionki pacjent musi pozostać w przychodni przez 15 minut. Odporność pojawia się zwykle po około dwóch tygodniach, dlatego najlepiej zaszczepić się przed szczytem zachorowań. Szczepionka może wywołać łagodne dolegliwości, takie jak ból ramienia czy lekko podwyższona temperatura, które zwykle mijają w ciągu 1–2 dni.",
        good=[
            Good(
                "preserve",
                "Od 1 października możesz zaszczepić się u nas przeciw grypie. Dla osób po 65. roku życia, kobiet w ciąży i dzieci od 6 miesięcy do 5 lat szczepionka jest bezpłatna, pozostali pacjenci płacą za nią 60 zł. Skierowanie nie jest potrzebne, ale musisz wcześniej umówić się telefonicznie. Jeśli masz gorączkę, powinieneś przełożyć wizytę. Po szczepieniu musisz zostać w przychodni jeszcze 15 minut. Odporność pojawia się zwykle po mniej więcej dwóch tygodniach, więc najlepiej zaszczepić się, zanim zacznie się szczyt zachorowań. Szczepionka może powodować łagodne objawy, np. ból ramienia lub lekko podwyższoną temperaturę – zazwyczaj mijają one w ciągu 1–2 dni.",
            ),
            Good(
                "preserve",
                "Szczepienia przeciw grypie – od 1 października\n- Bezpłatnie: osoby po 65. roku życia, kobiety w ciąży, dzieci w wieku od 6 miesięcy do 5 lat.\n- Pozostali pacjenci: 60 zł.\n- Skierowanie nie jest wymagane, ale trzeba wcześniej umówić się telefonicznie.\n- Pacjenci z gorączką powinni przełożyć wizytę.\n- Po szczepieniu należy obowiązkowo pozostać w przychodni przez 15 minut.\nOdporność rozwija się zwykle po ok. 2 tygodniach, dlatego najlepiej zaszczepić się przed szczytem zachorowań. Możliwe są łagodne dolegliwości, np. ból ramienia lub lekko podwyższona temperatura, które zwykle ustępują w ciągu 1–2 dni.",
            ),
            Good(
                "en",
                "From 1 October, our clinic is offering flu vaccinations. The vaccine is free for people over 65, pregnant women and children aged 6 months to 5 years; other patients pay PLN 60. You do not need a referral, but you must book an appointment by phone in advance. Anyone with a fever should postpone their visit. After the vaccination, patients must stay at the clinic for 15 minutes. Immunity usually develops after about two weeks, so it is best to get vaccinated before the peak of the flu season. The vaccine may cause mild side effects, such as a sore arm or a slightly raised temperature, which usually pass within 1–2 days.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "- Pozostali pacjenci: 60 zł.",
                        "- Pozostali pacjenci: 60 zł.\n- Szczepimy czterowalentną szczepionką Vaxigrip Tetra.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "The vaccine may cause mild side effects",
                        "The vaccine causes mild side effects",
                    )
                ],
                "hedge",
            ),
            Slip(0, [("powinieneś przełożyć wizytę", "możesz przełożyć wizytę")], "modality"),
        ],
    ),
    Case(
        key="pl-wspolnota-mieszkaniowa-remont-elewacji",
        source="Szanowni Mieszkańcy,\ninformujemy, że od 14 kwietnia do 30 czerwca 2025 r. potrwa remont elewacji budynku przy ul. Lipowej 8. W tym czasie wokół budynku stanie rusztowanie, a prace będą prowadzone w dni robocze w godz. 7:00–17:00. Prosimy, aby w okresie prac nie pozostawiać rzeczy na balkonach i nie otwierać okien od strony rusztowania bez potrzeby. Parking przed klatką A będzie wyłączony z użytkowania od 14 do 25 kwietnia. Koszt remontu, 420 000 zł, zostanie pokryty z funduszu remontowego; nie przewiduje się podwyżki zaliczek. Usterki i uwagi można zgłaszać administratorowi pod numerem 61 845 22 10.\nZarząd Wspólnoty",
        good=[
            Good(
                "preserve",
                "Drodzy Mieszkańcy,\nod 14 kwietnia do 30 czerwca 2025 r. będzie trwał remont elewacji naszego budynku przy ul. Lipowej 8. Przez ten czas budynek będzie otoczony rusztowaniem, a ekipa będzie pracować w dni robocze od 7:00 do 17:00. W trakcie prac prosimy nie zostawiać niczego na balkonach i bez potrzeby nie otwierać okien od strony rusztowania. Od 14 do 25 kwietnia parking przed klatką A będzie nieczynny. Remont kosztuje 420 000 zł i zostanie sfinansowany z funduszu remontowego – nie przewidujemy podwyżki zaliczek. Wszelkie usterki i uwagi możecie zgłaszać administratorowi pod numerem 61 845 22 10.\nZarząd Wspólnoty",
            ),
            Good(
                "preserve",
                "Ogłoszenie Zarządu Wspólnoty\nRemont elewacji budynku przy ul. Lipowej 8 potrwa od 14.04 do 30.06.2025 r. Na czas robót wokół budynku zostanie ustawione rusztowanie; prace będą wykonywane w dni robocze w godzinach 7:00–17:00. Zarząd prosi mieszkańców o niepozostawianie rzeczy na balkonach oraz o nieotwieranie bez potrzeby okien od strony rusztowania. W dniach 14–25 kwietnia parking przed klatką A będzie wyłączony z użytkowania. Koszt prac (420 000 zł) zostanie pokryty z funduszu remontowego; podwyżka zaliczek nie jest przewidywana. Usterki i uwagi można zgłaszać administratorowi pod nr. tel. 61 845 22 10.",
            ),
            Good(
                "en",
                "Dear Residents,\nwe would like to inform you that the façade of the building at ul. Lipowa 8 will be renovated from 14 April to 30 June 2025. During this time, scaffolding will be put up around the building, and work will be carried out on working days between 7:00 a.m. and 5:00 p.m. While the work is in progress, please do not leave anything on your balconies and do not open windows facing the scaffolding unless necessary. The car park in front of staircase A will be closed from 14 to 25 April. The renovation cost of PLN 420,000 will be covered by the repair fund; no increase in service charge advances is planned. Defects and comments can be reported to the building manager on 61 845 22 10.\nThe Management Board of the Housing Community",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "will be covered by the repair fund;",
                        "will be covered by the repair fund together with a grant from the city council;",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("Od 14 do 25 kwietnia parking", "Od 14 do 28 kwietnia parking")], "date"),
            Slip(
                1,
                [
                    (
                        "podwyżka zaliczek nie jest przewidywana",
                        "przewidywana jest podwyżka zaliczek",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-notatka-spotkanie-zespolu-wydanie-aplikacji",
        source="""# Notatka ze spotkania zespołu – 3 czerwca 2025

## Ustalenia
- Wdrożenie wersji 4.2 aplikacji mobilnej przesuwamy na 17 czerwca.
- Przed wdrożeniem każdy pull request musi mieć co najmniej dwie akceptacje.
- Testy regresyjne na Androidzie przejmuje Ola; iOS zostaje u Marka.
- Nie włączamy nowego modułu płatności w tym wydaniu.

## Do zrobienia
- Kuba przygotuje listę zmian dla działu obsługi klienta do 10 czerwca.
- Zespół powinien uzupełnić dokumentację API przed kolejnym sprintem.

Następne spotkanie: wtorek, 10 czerwca, godz. 10:00, sala „Kepler”. Notatkę można komentować w [Confluence](https://wiki.firma.pl/mobile/notatki).""",
        good=[
            Good(
                "preserve",
                """# Spotkanie zespołu – notatka z 3 czerwca 2025

## Co ustaliliśmy
- Wdrożenie wersji 4.2 aplikacji mobilnej zostaje przesunięte na 17 czerwca.
- Każdy pull request musi przed wdrożeniem zebrać co najmniej dwie akceptacje.
- Ola przejmuje testy regresyjne na Androidzie, a iOS dalej prowadzi Marek.
- Nowy moduł płatności nie zostanie włączony w tym wydaniu.

## Zadania
- Do 10 czerwca Kuba przygotuje dla działu obsługi klienta listę zmian.
- Przed kolejnym sprintem zespół powinien uzupełnić dokumentację API.

Kolejne spotkanie odbędzie się we wtorek, 10 czerwca, o 10:00 w sali „Kepler”. Komentarze do notatki można dodawać w [Confluence](https://wiki.firma.pl/mobile/notatki).""",
            ),
            Good(
                "preserve",
                """# Notatka ze spotkania zespołu – 03.06.2025

## Ustalenia
- Wersja 4.2 aplikacji mobilnej: wdrożenie przesunięte na 17 czerwca.
- Każdy pull request musi przed wdrożeniem uzyskać co najmniej dwie akceptacje.
- Testy regresyjne na Androidzie przejmuje Ola, iOS zostaje u Marka.
- Nowego modułu płatności nie włączamy w tym wydaniu.

## Do zrobienia
- Kuba: lista zmian dla działu obsługi klienta, termin 10 czerwca.
- Zespół powinien uzupełnić dokumentację API przed kolejnym sprintem.

Następne spotkanie: wtorek 10.06, godz. 10:00, sala „Kepler”. Notatkę można skomentować w [Confluence](https://wiki.firma.pl/mobile/notatki).""",
            ),
            Good(
                "en",
                """# Team meeting notes – 3 June 2025

## Decisions
- The release of version 4.2 of the mobile app is postponed to 17 June.
- Before the release, every pull request must have at least two approvals.
- Ola takes over regression testing on Android; iOS stays with Marek.
- We are not enabling the new payment module in this release.

## Action items
- Kuba will prepare a list of changes for the customer service team by 10 June.
- The team should complete the API documentation before the next sprint.

Next meeting: Tuesday, 10 June, 10:00, “Kepler” room. You can comment on these notes in [Confluence](https://wiki.firma.pl/mobile/notatki).""",
            ),
        ],
        bad=[
            Slip(1, [("## Do zrobienia\n", "Do zrobienia\n")], "markdown"),
            Slip(
                2,
                [
                    (
                        "We are not enabling the new payment module",
                        "We are enabling the new payment module",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [("musi przed wdrożeniem zebrać", "powinien przed wdrożeniem zebrać")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-stypendium-rektora-wnioski-terminy",
        source="Studenci, którzy w poprzednim roku akademickim uzyskali średnią ocen co najmniej 4,60, mogą ubiegać się o stypendium rektora. Wnioski przyjmujemy wyłącznie elektronicznie w systemie USOSweb (https://usosweb.uczelnia.edu.pl) od 1 do 20 października 2025 r. Do wniosku należy dołączyć zaświadczenia potwierdzające osiągnięcia naukowe, artystyczne lub sportowe, jeśli student je posiada. Stypendium otrzyma nie więcej niż 10% studentów każdego kierunku. Świadczenie jest wypłacane przez 9 miesięcy, a jego wysokość w bieżącym roku wynosi 1 100 zł miesięcznie. Lista przyznanych stypendiów zostanie opublikowana do 15 listopada. Pytania prosimy kierować do działu spraw studenckich: stypendia@uczelnia.edu.pl.",
        good=[
            Good(
                "preserve",
                "Jeśli w poprzednim roku akademickim Twoja średnia ocen wyniosła co najmniej 4,60, możesz ubiegać się o stypendium rektora. Wniosek możesz złożyć wyłącznie elektronicznie, w systemie USOSweb (https://usosweb.uczelnia.edu.pl), od 1 do 20 października 2025 r. Jeżeli masz osiągnięcia naukowe, artystyczne lub sportowe, musisz dołączyć do wniosku potwierdzające je zaświadczenia. Stypendium dostanie maksymalnie 10% studentów każdego kierunku. Jest ono wypłacane przez dziewięć miesięcy, a w tym roku wynosi 1100 zł miesięcznie. Lista przyznanych stypendiów zostanie opublikowana do 15 listopada. Z pytaniami zwróć się do działu spraw studenckich: stypendia@uczelnia.edu.pl.",
            ),
            Good(
                "preserve",
                "Stypendium rektora – najważniejsze informacje\n- Kto może się ubiegać: studenci, którzy w poprzednim roku akademickim uzyskali średnią co najmniej 4,60.\n- Jak złożyć wniosek: wyłącznie elektronicznie w USOSweb (https://usosweb.uczelnia.edu.pl).\n- Termin: 1–20 października 2025 r.\n- Załączniki: zaświadczenia potwierdzające osiągnięcia naukowe, artystyczne lub sportowe – należy je dołączyć, jeśli student je posiada.\n- Limit: nie więcej niż 10% studentów każdego kierunku.\n- Wysokość i okres: 1 100 zł miesięcznie w bieżącym roku, wypłacane przez 9 miesięcy.\n- Wyniki: lista przyznanych stypendiów zostanie opublikowana do 15 listopada.\n- Kontakt: dział spraw studenckich, stypendia@uczelnia.edu.pl.",
            ),
            Good(
                "en",
                "Students who achieved a grade point average of at least 4.60 in the previous academic year may apply for the Rector's scholarship. Applications are accepted only electronically via USOSweb (https://usosweb.uczelnia.edu.pl) from 1 to 20 October 2025. Certificates confirming any academic, artistic or sporting achievements must be attached to the application, if the student has them. No more than 10% of students in each degree programme will receive the scholarship. It is paid for 9 months, and this year it amounts to PLN 1,100 per month. The list of scholarships awarded will be published by 15 November. Please direct any questions to the Student Affairs Office: stypendia@uczelnia.edu.pl.",
            ),
        ],
        bad=[
            Slip(2, [("stypendia@uczelnia.edu.pl", "stypendium@uczelnia.edu.pl")], "url"),
            Slip(1, [("do 15 listopada", "do 15 grudnia")], "date"),
            Slip(0, [("maksymalnie 10% studentów", "maksymalnie 15% studentów")], "number"),
        ],
    ),
]
