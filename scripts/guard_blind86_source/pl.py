# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 86: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-kolo-pszczelarzy-leczenie-warrozy-komunikat",
        source="Zarząd Koła Pszczelarzy w Sokółce przypomina, że jesienne leczenie przeciw warrozie należy zakończyć do 15 października. Preparaty odbieramy w siedzibie koła przy ul. Lipowej 4 we wtorki w godz. 16:00–18:00. Na jedną rodzinę pszczelą przypadają dwa paski, a koszt dla członków wynosi 9 zł za opakowanie. Nie wydajemy preparatów osobom, które nie opłaciły składki za 2024 rok. Według wstępnych obserwacji tegoroczne porażenie jest prawdopodobnie wyższe niż w ubiegłym sezonie, dlatego warto wykonać osyp kontrolny przed zabiegiem i po nim. Zebranie sprawozdawcze odbędzie się 23 listopada o godz. 10:00 w świetlicy OSP.",
        good=[
            Good(
                "preserve",
                "Zarząd Koła Pszczelarzy w Sokółce przypomina: jesienne leczenie przeciw warrozie trzeba zakończyć do 15 października. Po preparaty zapraszamy we wtorki w godz. 16:00–18:00 do siedziby koła przy ul. Lipowej 4. Każdej rodzinie pszczelej przysługują dwa paski, a członkowie płacą 9 zł za opakowanie. Osoby, które nie opłaciły składki za 2024 rok, preparatów nie otrzymają. Wstępne obserwacje wskazują, że porażenie jest w tym roku prawdopodobnie wyższe niż w poprzednim sezonie, więc warto zrobić osyp kontrolny przed zabiegiem i po nim. Zebranie sprawozdawcze zaplanowano na 23 listopada, godz. 10:00, w świetlicy OSP.",
            ),
            Good(
                "preserve",
                "Komunikat Zarządu Koła Pszczelarzy w Sokółce:\n- jesienne leczenie przeciw warrozie należy zakończyć do 15 października;\n- preparaty wydajemy we wtorki w godz. 16:00–18:00 w siedzibie koła, ul. Lipowa 4;\n- na jedną rodzinę pszczelą przypadają dwa paski, cena dla członków to 9 zł za opakowanie;\n- nie wydajemy preparatów osobom bez opłaconej składki za 2024 rok.\nZ wstępnych obserwacji wynika, że tegoroczne porażenie jest prawdopodobnie większe niż rok temu – warto więc wykonać osyp kontrolny przed zabiegiem i po nim. Zebranie sprawozdawcze: 23 listopada, godz. 10:00, świetlica OSP.",
            ),
            Good(
                "en",
                "The Board of the Sokółka Beekeepers' Club reminds members that autumn varroa treatment must be completed by 15 October. Treatments can be collected at the club's premises, ul. Lipowa 4, on Tuesdays between 4:00 and 6:00 p.m. Each colony is allotted two strips, and members pay PLN 9 per pack. We do not issue treatments to anyone who has not paid their 2024 membership fee. Early observations suggest that this year's infestation is probably higher than last season's, so it is worth doing a control mite-drop count before and after treatment. The annual reporting meeting will take place on 23 November at 10:00 a.m. in the fire station (OSP) hall.",
            ),
        ],
        bad=[
            Slip(0, [("prawdopodobnie wyższe", "wyższe")], "hedge"),
            Slip(
                1,
                [("nie wydajemy preparatów osobom", "wydajemy preparaty również osobom")],
                "negation",
            ),
            Slip(2, [("by 15 October", "by 25 October")], "date"),
        ],
    ),
    Case(
        key="pl-wypozyczalnia-nart-regulamin-kaucja",
        source="Regulamin wypożyczalni nart „Biały Stok” w Szczyrku (fragment). Wypożyczający musi okazać dokument tożsamości ze zdjęciem i wpłacić kaucję w wysokości 300 zł za komplet. Sprzęt wydawany jest na minimum 4 godziny; każda rozpoczęta godzina ponad wykupiony czas kosztuje 15 zł. Wiązania ustawia wyłącznie nasz serwisant na podstawie wagi, wzrostu i poziomu umiejętności narciarza – klient nie może samodzielnie zmieniać ich ustawień. Dzieci do lat 12 mogą wypożyczyć kask bezpłatnie. W razie uszkodzenia sprzętu z winy klienta koszt naprawy potrącany jest z kaucji. Sprzęt należy zwrócić do godz. 17:30 w dniu wypożyczenia, chyba że wykupiono pakiet wielodniowy.",
        good=[
            Good(
                "preserve",
                "Najważniejsze zasady wypożyczalni nart „Biały Stok” w Szczyrku: przy odbiorze sprzętu musisz pokazać dokument tożsamości ze zdjęciem i wpłacić 300 zł kaucji za komplet. Minimalny czas wypożyczenia to 4 godziny, a za każdą rozpoczętą godzinę ponad wykupiony czas zapłacisz 15 zł. Wiązania ustawia tylko nasz serwisant, biorąc pod uwagę Twoją wagę, wzrost i poziom umiejętności – nie możesz samodzielnie zmieniać ich ustawień. Dla dzieci do lat 12 kask możesz wypożyczyć bezpłatnie. Jeśli uszkodzisz sprzęt z własnej winy, koszt naprawy potrącimy z kaucji. Sprzęt trzeba oddać do 17:30 tego samego dnia, chyba że masz wykupiony pakiet wielodniowy.",
            ),
            Good(
                "preserve",
                "Regulamin wypożyczalni nart „Biały Stok” (Szczyrk) – wybrane postanowienia:\n1. Wypożyczający jest zobowiązany okazać dokument tożsamości ze zdjęciem oraz wpłacić kaucję 300 zł za komplet.\n2. Minimalny okres wypożyczenia wynosi 4 godziny; każda rozpoczęta godzina ponad wykupiony czas jest płatna 15 zł.\n3. Ustawienia wiązań dokonuje wyłącznie serwisant wypożyczalni, uwzględniając wagę, wzrost i poziom umiejętności narciarza; klientowi nie wolno ich samodzielnie zmieniać.\n4. Dzieci do lat 12 mogą bezpłatnie wypożyczyć kask.\n5. Koszt naprawy sprzętu uszkodzonego z winy klienta potrąca się z kaucji.\n6. Sprzęt należy zwrócić do godz. 17:30 w dniu wypożyczenia, o ile nie wykupiono pakietu wielodniowego.",
            ),
            Good(
                "en",
                "Excerpt from the rental terms of the “Biały Stok” ski rental in Szczyrk. Renters must show photo ID and pay a deposit of PLN 300 per set. Equipment is rented for a minimum of 4 hours; each started hour beyond the time paid for costs PLN 15. Bindings are adjusted only by our service technician, based on the skier's weight, height and skill level – customers may not change the settings themselves. Children up to the age of 12 can rent a helmet free of charge. If equipment is damaged through the customer's fault, the cost of repair is deducted from the deposit. Equipment must be returned by 5:30 p.m. on the day of rental, unless a multi-day package has been purchased.",
            ),
        ],
        bad=[
            Slip(0, [("wpłacić 300 zł kaucji", "wpłacić 200 zł kaucji")], "number"),
            Slip(1, [("jest zobowiązany okazać", "powinien okazać")], "modality"),
            Slip(
                2,
                [
                    (
                        "customers may not change the settings themselves",
                        "customers may change the settings themselves",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-studio-tatuazu-zalecenia-po-zabiegu",
        source="Zalecenia po wykonaniu tatuażu. Folię ochronną zdejmij po 3–4 godzinach, a następnie delikatnie umyj tatuaż letnią wodą z mydłem bez zapachu. Przez pierwsze dwa tygodnie nie wolno korzystać z basenu, sauny ani solarium. Skórę należy smarować cienką warstwą maści 2–3 razy dziennie; zbyt gruba warstwa może spowolnić gojenie. Nie zdrapuj strupków, nawet jeśli swędzą. Lekkie zaczerwienienie i obrzęk w pierwszych dniach są zwykle normalne, ale jeśli po 72 godzinach się nasilają albo pojawi się gorączka, powinieneś skontaktować się z lekarzem. Przez około miesiąc chroń tatuaż przed słońcem, a później stosuj krem z filtrem SPF 50. Bezpłatna poprawka jest możliwa w ciągu 8 tygodni.",
        good=[
            Good(
                "preserve",
                "Jak dbać o świeży tatuaż:\n1. Po 3–4 godzinach zdejmij folię ochronną i delikatnie umyj tatuaż letnią wodą z bezzapachowym mydłem.\n2. Dwa lub trzy razy dziennie nakładaj cienką warstwę maści – zbyt gruba może spowolnić gojenie.\n3. Przez pierwsze dwa tygodnie nie wolno Ci chodzić na basen, do sauny ani do solarium.\n4. Nie zdrapuj strupków, nawet gdy swędzą.\n5. Przez mniej więcej miesiąc chroń tatuaż przed słońcem, potem używaj kremu z filtrem SPF 50.\nLekkie zaczerwienienie i obrzęk w pierwszych dniach są zwykle normalne. Jeśli jednak po 72 godzinach się nasilają lub pojawi się gorączka, powinieneś skontaktować się z lekarzem. Bezpłatną poprawkę możesz zrobić w ciągu 8 tygodni.",
            ),
            Good(
                "preserve",
                "Zalecenia pozabiegowe: folię ochronną zdejmuje się po 3–4 godzinach, po czym tatuaż należy delikatnie umyć letnią wodą i mydłem bez zapachu. Skórę należy smarować 2–3 razy dziennie cienką warstwą maści, ponieważ zbyt gruba warstwa może spowolnić gojenie. Przez pierwsze dwa tygodnie nie wolno korzystać z basenu, sauny ani solarium; nie wolno też zdrapywać strupków, nawet jeśli swędzą. Niewielkie zaczerwienienie i obrzęk w pierwszych dniach są zwykle normalne, jeśli jednak po 72 godzinach się nasilają lub wystąpi gorączka, powinno się skontaktować z lekarzem. Tatuaż trzeba chronić przed słońcem przez około miesiąc, a potem stosować krem z filtrem SPF 50. Bezpłatną poprawkę można wykonać w ciągu 8 tygodni.",
            ),
            Good(
                "en",
                "Tattoo aftercare. Remove the protective film after 3–4 hours, then gently wash the tattoo with lukewarm water and unscented soap. For the first two weeks you must not use swimming pools, saunas or tanning beds. Apply a thin layer of ointment 2–3 times a day; too thick a layer may slow healing. Do not pick at scabs, even if they itch. Mild redness and swelling in the first few days are usually normal, but if they get worse after 72 hours or you develop a fever, you should contact a doctor. Protect the tattoo from the sun for about a month, and after that use SPF 50 sunscreen. A free touch-up is available within 8 weeks.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Przez pierwsze dwa tygodnie nie wolno Ci chodzić",
                        "Przez pierwsze dwa tygodnie wolno Ci chodzić",
                    )
                ],
                "negation",
            ),
            Slip(1, [("przez około miesiąc", "przez miesiąc")], "hedge"),
            Slip(2, [("you should contact a doctor", "you may contact a doctor")], "modality"),
        ],
    ),
    Case(
        key="pl-cmentarz-komunalny-regulamin-godziny-otwarcia",
        source="Regulamin Cmentarza Komunalnego w Ełku, wydany na podstawie art. 4 ust. 1 ustawy z dnia 31 stycznia 1959 r. o cmentarzach i chowaniu zmarłych, stanowi, że cmentarz jest otwarty od 1 kwietnia do 31 października w godz. 7:00–21:00, a w pozostałych miesiącach w godz. 8:00–18:00. Prace kamieniarskie wymagają pisemnego zgłoszenia w biurze zarządcy co najmniej 3 dni robocze przed ich rozpoczęciem. Wjazd pojazdów na teren cmentarza jest możliwy wyłącznie za zgodą zarządcy. Odpady należy wrzucać do kontenerów, segregując szkło i znicze. Na cmentarzu nie wolno spożywać alkoholu ani wprowadzać psów, z wyjątkiem psów asystujących. Opłatę za przedłużenie prawa do grobu na kolejne 20 lat należy uiścić przed upływem poprzedniego okresu.",
        good=[
            Good(
                "preserve",
                "Najważniejsze zasady z regulaminu Cmentarza Komunalnego w Ełku (wydanego na podstawie art. 4 ust. 1 ustawy z dnia 31 stycznia 1959 r. o cmentarzach i chowaniu zmarłych):\n- godziny otwarcia: od 1 kwietnia do 31 października 7:00–21:00, w pozostałych miesiącach 8:00–18:00;\n- prace kamieniarskie trzeba zgłosić na piśmie w biurze zarządcy najpóźniej 3 dni robocze przed ich rozpoczęciem;\n- pojazdy mogą wjeżdżać na teren cmentarza tylko za zgodą zarządcy;\n- odpady należy wrzucać do kontenerów, oddzielając szkło i znicze;\n- zakazane jest spożywanie alkoholu i wprowadzanie psów (nie dotyczy psów asystujących);\n- opłatę za przedłużenie prawa do grobu na kolejne 20 lat należy wnieść, zanim upłynie poprzedni okres.",
            ),
            Good(
                "preserve",
                "Cmentarz Komunalny w Ełku jest czynny w godz. 7:00–21:00 od 1 kwietnia do 31 października oraz w godz. 8:00–18:00 w pozostałych miesiącach – tak stanowi jego regulamin, wydany na podstawie art. 4 ust. 1 ustawy z dnia 31 stycznia 1959 r. o cmentarzach i chowaniu zmarłych. Prace kamieniarskie muszą zostać zgłoszone pisemnie w biurze zarządcy co najmniej 3 dni robocze przed rozpoczęciem. Pojazdy mogą wjechać na cmentarz wyłącznie za zgodą zarządcy. Odpady należy wrzucać do kontenerów, segregując szkło i znicze. Zabronione jest spożywanie alkoholu oraz wprowadzanie psów, z wyjątkiem psów asystujących. Opłatę za przedłużenie prawa do grobu na kolejne 20 lat trzeba uiścić przed upływem poprzedniego okresu.",
            ),
            Good(
                "en",
                "The regulations of the Municipal Cemetery in Ełk, issued under Article 4(1) of the Act of 31 January 1959 on cemeteries and the burial of the dead, provide that the cemetery is open from 7:00 a.m. to 9:00 p.m. between 1 April and 31 October, and from 8:00 a.m. to 6:00 p.m. in the remaining months. Stonemasonry work requires written notice to the manager's office at least 3 working days before it begins. Vehicles may enter the cemetery only with the manager's consent. Waste must be put in the containers, with glass and grave candles sorted separately. Drinking alcohol and bringing dogs into the cemetery are prohibited, except for assistance dogs. The fee for extending the right to a grave for another 20 years must be paid before the previous period expires.",
            ),
        ],
        bad=[
            Slip(0, [("art. 4 ust. 1 ustawy", "art. 7 ust. 1 ustawy")], "legal_reference"),
            Slip(
                1,
                [("muszą zostać zgłoszone pisemnie", "powinny zostać zgłoszone pisemnie")],
                "modality",
            ),
            Slip(2, [("between 1 April and 31 October", "between 1 May and 31 October")], "date"),
        ],
    ),
    Case(
        key="pl-szkola-zeglarstwa-warunki-kursu-patent",
        source="Warunki udziału w kursie na patent żeglarza jachtowego – Szkoła Żeglarstwa „Bryza”, Giżycko. Kurs trwa 10 dni i obejmuje 60 godzin zajęć, w tym 48 godzin praktyki na wodzie. Cena wynosi 2450 zł i zawiera zakwaterowanie w pokojach 4-osobowych, ubezpieczenie NNW oraz opłatę za egzamin. Uczestnik musi mieć ukończone 14 lat i umieć pływać; osoby niepełnoletnie potrzebują pisemnej zgody rodzica. Zaliczka w wysokości 600 zł jest bezzwrotna w przypadku rezygnacji później niż 30 dni przed rozpoczęciem kursu. Szkoła nie gwarantuje zdania egzaminu, a jego termin może się zmienić z powodu warunków pogodowych. Wyżywienie nie jest wliczone w cenę.",
        good=[
            Good(
                "preserve",
                "Chcesz zdobyć patent żeglarza jachtowego w Szkole Żeglarstwa „Bryza” w Giżycku? Oto warunki. Kurs trwa 10 dni: to 60 godzin zajęć, z czego 48 godzin spędzisz na wodzie. W cenie 2450 zł masz zakwaterowanie w pokojach 4-osobowych, ubezpieczenie NNW i opłatę za egzamin; wyżywienie nie jest wliczone. Musisz mieć ukończone 14 lat i umieć pływać, a jeśli jesteś niepełnoletni, potrzebujesz pisemnej zgody rodzica. Jeśli zrezygnujesz później niż 30 dni przed rozpoczęciem kursu, zaliczka w wysokości 600 zł nie zostanie zwrócona. Szkoła nie gwarantuje, że zdasz egzamin, a jego termin może się zmienić ze względu na pogodę.",
            ),
            Good(
                "preserve",
                "Szkoła Żeglarstwa „Bryza” (Giżycko) – kurs na patent żeglarza jachtowego:\n• czas trwania: 10 dni, 60 godzin zajęć, w tym 48 godzin praktyki na wodzie;\n• cena: 2450 zł (zakwaterowanie w pokojach 4-osobowych, ubezpieczenie NNW, opłata za egzamin; bez wyżywienia);\n• wymagania: ukończone 14 lat i umiejętność pływania, a u osób niepełnoletnich pisemna zgoda rodzica;\n• zaliczka 600 zł nie podlega zwrotowi przy rezygnacji później niż 30 dni przed rozpoczęciem kursu.\nSzkoła nie gwarantuje zdania egzaminu; jego termin może ulec zmianie z powodu warunków pogodowych.",
            ),
            Good(
                "en",
                "Terms of the yacht sailor licence course at the “Bryza” Sailing School in Giżycko. The course lasts 10 days and includes 60 hours of instruction, 48 of which are practical training on the water. The price is PLN 2,450 and covers accommodation in 4-person rooms, personal accident (NNW) insurance and the exam fee. Participants must be at least 14 years old and able to swim; minors need a parent's written consent. The PLN 600 deposit is non-refundable if you cancel later than 30 days before the course starts. The school does not guarantee that you will pass the exam, and its date may change due to weather conditions. Meals are not included in the price.",
            ),
        ],
        bad=[
            Slip(0, [("z czego 48 godzin", "z czego 40 godzin")], "number"),
            Slip(
                1,
                [
                    (
                        "ubezpieczenie NNW, opłata za egzamin;",
                        "ubezpieczenie NNW, opłata za egzamin, wypożyczenie sztormiaka;",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "The school does not guarantee that you will pass",
                        "The school guarantees that you will pass",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-gielda-plyt-winylowych-poznan-zapowiedz",
        source="XII Giełda Płyt Winylowych odbędzie się w niedzielę 9 marca 2025 r. w hali Centrum Kultury „Zamek” w Poznaniu, ul. Św. Marcin 80/82. Wystawcy mogą rozkładać stoiska od 8:00, a kupujących wpuszczamy od 10:00 do 16:00. Wstęp kosztuje 10 zł, dzieci do lat 15 wchodzą za darmo. Spodziewamy się około 70 sprzedawców z całej Polski oraz z Niemiec i Czech. Stół o długości 2 m kosztuje 120 zł; rezerwacje przyjmujemy wyłącznie przez formularz na stronie gieldawinyli.pl/wystawcy do 28 lutego. Na miejscu będzie można sprawdzić płytę na gramofonie przed zakupem. Prosimy nie przynosić płyt z nielegalnych tłoczeń – takie egzemplarze nie zostaną dopuszczone do sprzedaży.",
        good=[
            Good(
                "preserve",
                "W niedzielę 9 marca 2025 r. hala Centrum Kultury „Zamek” w Poznaniu (ul. Św. Marcin 80/82) po raz dwunasty zamieni się w Giełdę Płyt Winylowych. Kupujących wpuszczamy od 10:00 do 16:00, a wystawcy mogą przygotowywać stoiska już od 8:00. Bilet kosztuje 10 zł, dzieci do lat 15 wchodzą bezpłatnie. Spodziewamy się około 70 sprzedawców z całej Polski, a także z Niemiec i Czech. Za stół o długości 2 m trzeba zapłacić 120 zł; rezerwacje przyjmujemy tylko przez formularz na stronie gieldawinyli.pl/wystawcy, do 28 lutego. Przed zakupem płytę będzie można przesłuchać na gramofonie. Płyty z nielegalnych tłoczeń nie zostaną dopuszczone do sprzedaży, dlatego prosimy ich nie przynosić.",
            ),
            Good(
                "preserve",
                "XII Giełda Płyt Winylowych\nKiedy: niedziela, 9 marca 2025 r.; wystawcy od 8:00, kupujący 10:00–16:00.\nGdzie: hala Centrum Kultury „Zamek”, ul. Św. Marcin 80/82, Poznań.\nWstęp: 10 zł, dzieci do lat 15 za darmo.\nWystawcy: spodziewamy się ok. 70 sprzedawców z całej Polski, a także z Niemiec i Czech. Stół 2 m – 120 zł, rezerwacja wyłącznie przez formularz na gieldawinyli.pl/wystawcy do 28 lutego.\nNa miejscu płytę można przed zakupem sprawdzić na gramofonie. Prosimy nie przynosić płyt z nielegalnych tłoczeń – nie dopuścimy ich do sprzedaży.",
            ),
            Good(
                "en",
                "The 12th Vinyl Record Fair will take place on Sunday, 9 March 2025, in the hall of the “Zamek” Culture Centre in Poznań, ul. Św. Marcin 80/82. Exhibitors can set up their stands from 8:00 a.m., and buyers will be admitted from 10:00 a.m. to 4:00 p.m. Admission is PLN 10; children up to the age of 15 get in free. We expect around 70 sellers from all over Poland as well as from Germany and the Czech Republic. A 2-metre table costs PLN 120; bookings are accepted only through the form at gieldawinyli.pl/wystawcy until 28 February. On site you will be able to check a record on a turntable before buying it. Please do not bring bootleg pressings – such copies will not be allowed for sale.",
            ),
        ],
        bad=[
            Slip(0, [("do 28 lutego", "do 21 lutego")], "date"),
            Slip(1, [("gieldawinyli.pl/wystawcy", "gieldawinyli.pl/kontakt")], "url"),
            Slip(2, [("around 70 sellers", "around 170 sellers")], "number"),
        ],
    ),
    Case(
        key="pl-zbiorka-crowdfundingowa-dach-schroniska-regulamin",
        source="Regulamin zbiórki „Nowy dach dla schroniska w Korzeniowie” prowadzonej w serwisie Pomagamy24. Celem zbiórki jest zebranie 85 000 zł na wymianę pokrycia dachowego budynku dla psów. Wpłaty przyjmujemy do 30 czerwca 2025 r. Jeżeli zbierzemy mniej niż 50% kwoty, środki zostaną przeznaczone na bieżące leczenie zwierząt, a nie na remont. Darczyńca może zażądać zwrotu wpłaty w ciągu 14 dni od jej dokonania, zgodnie z art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta. Organizator zobowiązuje się opublikować rozliczenie zbiórki w ciągu 60 dni od jej zakończenia. Zbiórka nie jest zbiórką publiczną w rozumieniu ustawy o zbiórkach publicznych, ponieważ odbywa się wyłącznie w internecie.",
        good=[
            Good(
                "preserve",
                "Zasady zbiórki „Nowy dach dla schroniska w Korzeniowie” w serwisie Pomagamy24: chcemy zebrać 85 000 zł na nowe pokrycie dachu budynku, w którym mieszkają psy. Wpłaty przyjmujemy do 30 czerwca 2025 r. Jeśli uda się zebrać mniej niż połowę kwoty, pieniądze trafią na bieżące leczenie zwierząt zamiast na remont. Każdy darczyńca może zażądać zwrotu wpłaty w ciągu 14 dni od jej dokonania – na podstawie art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta. Rozliczenie zbiórki organizator zobowiązuje się opublikować w ciągu 60 dni od jej zakończenia. Ponieważ zbiórka odbywa się wyłącznie w internecie, nie jest zbiórką publiczną w rozumieniu ustawy o zbiórkach publicznych.",
            ),
            Good(
                "preserve",
                "Regulamin zbiórki „Nowy dach dla schroniska w Korzeniowie” (serwis Pomagamy24)\n1. Cel: 85 000 zł na wymianę pokrycia dachowego budynku dla psów.\n2. Wpłaty są przyjmowane do 30 czerwca 2025 r.\n3. W przypadku zebrania mniej niż 50% kwoty środki zostaną przeznaczone na bieżące leczenie zwierząt, a nie na remont.\n4. Darczyńca ma prawo zażądać zwrotu wpłaty w terminie 14 dni od jej dokonania (art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta).\n5. Organizator zobowiązuje się opublikować rozliczenie w ciągu 60 dni od zakończenia zbiórki.\n6. Zbiórka prowadzona jest wyłącznie w internecie i z tego powodu nie stanowi zbiórki publicznej w rozumieniu ustawy o zbiórkach publicznych.",
            ),
            Good(
                "en",
                "Rules of the fundraiser “A new roof for the shelter in Korzeniów”, run on the Pomagamy24 platform. The goal is to raise PLN 85,000 to replace the roofing of the building for dogs. Donations are accepted until 30 June 2025. If we raise less than 50% of the target, the money will go to the animals' ongoing treatment rather than to the renovation. Donors may request a refund within 14 days of making a donation, in accordance with Article 27 of the Act of 30 May 2014 on consumer rights. The organiser undertakes to publish a financial report within 60 days of the fundraiser's end. Because it takes place exclusively online, the fundraiser is not a public collection within the meaning of the Public Collections Act.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("na podstawie art. 27 ustawy", "na podstawie art. 38 ustawy")],
                "legal_reference",
            ),
            Slip(1, [("mniej niż 50% kwoty", "mniej niż 30% kwoty")], "number"),
            Slip(
                2,
                [("The organiser undertakes to publish", "The organiser may publish")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-fluoryzacja-w-szkole-list-rodzice",
        source="Szanowni Rodzice, informujemy, że 14 listopada w Szkole Podstawowej nr 3 w Tczewie odbędzie się grupowa fluoryzacja zębów dla uczniów klas I–III. Zabieg przeprowadzi higienistka z przychodni „Uśmiech” przy użyciu lakieru fluorkowego. Dziecko zostanie objęte fluoryzacją wyłącznie po dostarczeniu podpisanej zgody wychowawcy do 7 listopada. Po zabiegu uczniowie nie powinni jeść ani pić przez 2 godziny, a wieczorem nie należy myć zębów. U niektórych dzieci może wystąpić przejściowe przebarwienie zębów, które zwykle znika po jednym dniu. Fluoryzacja jest bezpłatna i finansowana z budżetu gminy. W razie pytań prosimy o kontakt z gabinetem profilaktyki pod numerem 58 531 20 14.",
        good=[
            Good(
                "preserve",
                "Drodzy Rodzice! 14 listopada uczniowie klas I–III Szkoły Podstawowej nr 3 w Tczewie wezmą udział w grupowej fluoryzacji zębów. Higienistka z przychodni „Uśmiech” nałoży dzieciom lakier fluorkowy. Warunek jest jeden: do 7 listopada trzeba oddać wychowawcy podpisaną zgodę – bez niej dziecko nie zostanie objęte zabiegiem. Przez 2 godziny po fluoryzacji uczniowie nie powinni nic jeść ani pić, a wieczorem nie należy myć im zębów. U części dzieci może pojawić się przejściowe przebarwienie zębów, które zwykle znika po jednym dniu. Zabieg jest bezpłatny – finansuje go gmina ze swojego budżetu. Pytania prosimy kierować do gabinetu profilaktyki: tel. 58 531 20 14.",
            ),
            Good(
                "preserve",
                "Szanowni Rodzice, uprzejmie informujemy, że w dniu 14 listopada w Szkole Podstawowej nr 3 w Tczewie zostanie przeprowadzona grupowa fluoryzacja zębów uczniów klas I–III. Lakier fluorkowy nałoży higienistka z przychodni „Uśmiech”. Warunkiem objęcia dziecka zabiegiem jest dostarczenie wychowawcy podpisanej zgody do 7 listopada. Przez 2 godziny po zabiegu uczniowie nie powinni jeść ani pić, natomiast wieczorem nie należy myć zębów. U niektórych dzieci może wystąpić przejściowe przebarwienie zębów, które zwykle ustępuje po jednym dniu. Zabieg jest bezpłatny i finansowany z budżetu gminy. Kontakt w razie pytań: gabinet profilaktyki, tel. 58 531 20 14.",
            ),
            Good(
                "en",
                "Dear Parents, we would like to inform you that on 14 November, Primary School No. 3 in Tczew will hold a group fluoride treatment for pupils in grades 1–3. The treatment will be carried out by a dental hygienist from the “Uśmiech” clinic using fluoride varnish. Your child will be treated only if you return the signed consent form to the class teacher by 7 November. After the treatment, pupils should not eat or drink for 2 hours, and their teeth should not be brushed in the evening. Some children may experience temporary tooth discoloration, which usually disappears after one day. The treatment is free of charge and funded from the municipal budget. If you have any questions, please contact the prevention office on 58 531 20 14.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("a wieczorem nie należy myć im zębów", "a wieczorem należy umyć im zęby")],
                "negation",
            ),
            Slip(
                1,
                [("które zwykle ustępuje po jednym dniu", "które ustępuje po jednym dniu")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "using fluoride varnish.",
                        "using fluoride varnish, as recommended by the regional sanitary inspectorate.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-koleje-slaskie-zmiana-rozkladu-jazdy",
        source="Od 15 grudnia 2024 r. wchodzi w życie nowy rozkład jazdy Kolei Śląskich. Na linii S1 Gliwice – Częstochowa pociągi będą kursować co 30 minut w godzinach szczytu, a nie jak dotąd co 60 minut. Ostatni pociąg z Katowic do Gliwic odjedzie o 23:47. Z powodu remontu mostu w Zawierciu od 7 stycznia do 28 lutego 2025 r. część kursów na linii S8 zostanie zastąpiona autobusową komunikacją zastępczą, a czas przejazdu wydłuży się o około 20 minut. Bilety miesięczne kupione przed zmianą rozkładu pozostają ważne. Szczegółowe rozkłady są dostępne na stronie kolejeslaskie.pl oraz w aplikacji mobilnej przewoźnika.",
        good=[
            Good(
                "preserve",
                "Nowy rozkład jazdy Kolei Śląskich obowiązuje od 15 grudnia 2024 r. Najważniejsze zmiany:\n- linia S1 Gliwice – Częstochowa: w godzinach szczytu pociągi co 30 minut zamiast dotychczasowych 60 minut;\n- ostatni pociąg z Katowic do Gliwic odjeżdża o 23:47;\n- linia S8: od 7 stycznia do 28 lutego 2025 r. część kursów zastąpi autobusowa komunikacja zastępcza z powodu remontu mostu w Zawierciu; podróż potrwa o około 20 minut dłużej.\nBilety miesięczne kupione przed zmianą rozkładu są nadal ważne. Szczegółowe rozkłady znajdziesz na kolejeslaskie.pl i w aplikacji mobilnej przewoźnika.",
            ),
            Good(
                "preserve",
                "15 grudnia 2024 r. Koleje Śląskie wprowadzają nowy rozkład jazdy. W godzinach szczytu pociągi linii S1 Gliwice – Częstochowa pojadą co pół godziny, a nie – jak do tej pory – co godzinę. Z Katowic do Gliwic ostatni pociąg wyruszy o 23:47. Od 7 stycznia do 28 lutego 2025 r. na linii S8 część kursów obsłużą autobusy komunikacji zastępczej – to z powodu remontu mostu w Zawierciu; przejazd wydłuży się o mniej więcej 20 minut. Bilety miesięczne kupione przed zmianą rozkładu zachowują ważność. Dokładne rozkłady są dostępne na stronie kolejeslaskie.pl i w aplikacji mobilnej przewoźnika.",
            ),
            Good(
                "en",
                "A new Koleje Śląskie timetable comes into force on 15 December 2024. On line S1 Gliwice – Częstochowa, trains will run every 30 minutes at peak times instead of every 60 minutes as before. The last train from Katowice to Gliwice will leave at 23:47. Because of repairs to the bridge in Zawiercie, from 7 January to 28 February 2025 some services on line S8 will be replaced by rail replacement buses, and journeys will take about 20 minutes longer. Monthly tickets bought before the timetable change remain valid. Detailed timetables are available at kolejeslaskie.pl and in the operator's mobile app.",
            ),
        ],
        bad=[
            Slip(0, [("co 30 minut zamiast", "co 20 minut zamiast")], "number"),
            Slip(
                1,
                [
                    (
                        "Bilety miesięczne kupione przed zmianą rozkładu zachowują ważność. Dokładne rozkłady są dostępne na stronie kolejeslaskie.pl i w aplikacji mobilnej przewoźnika.",
                        "Monthly tickets bought before the timetable change remain valid. Detailed timetables are available at kolejeslaskie.pl and in the operator's mobile app.",
                    )
                ],
                "wrong_language",
            ),
            Slip(2, [("will leave at 23:47", "will leave at 22:47")], "date"),
        ],
    ),
    Case(
        key="pl-readme-biblioteki-parsowania-pdf",
        source="# pdfkrojnik\n\nLekka biblioteka w Pythonie do wyciągania tekstu i tabel z plików PDF. Parser działa strumieniowo, więc zużycie pamięci jest proporcjonalne do jednej strony, a nie do całego pliku.\n\n## Instalacja\n\n```bash\npip install pdfkrojnik==0.9.2\n```\n\nWymaga Pythona 3.10 lub nowszego. Biblioteka nie obsługuje zeskanowanych dokumentów bez warstwy tekstowej – do nich potrzebny jest zewnętrzny OCR.\n\n## Użycie\n\n```python\nfrom pdfkrojnik import Document\ndoc = Document('raport.pdf')\ntabele = doc.extract_tables(pages='1-3')\n```\n\nDomyślnie zwracane są listy wierszy; z opcją `as_dataframe=True` otrzymasz obiekty pandas. Pliki zaszyfrowane należy otwierać z parametrem `password`.\n\n## Licencja\n\nMIT. Zgłoszenia błędów: https://github.com/krojnik/pdfkrojnik/issues",
        good=[
            Good(
                "preserve",
                "# pdfkrojnik\n\nNiewielka biblioteka Pythona, która wyciąga tekst i tabele z plików PDF. Parser pracuje strumieniowo, dlatego zużycie pamięci rośnie proporcjonalnie do rozmiaru jednej strony, a nie całego pliku.\n\n## Instalacja\n\n```bash\npip install pdfkrojnik==0.9.2\n```\n\nPotrzebujesz Pythona 3.10 lub nowszego. Zeskanowane dokumenty bez warstwy tekstowej nie są obsługiwane – w ich przypadku potrzebny jest zewnętrzny OCR.\n\n## Użycie\n\n```python\nfrom pdfkrojnik import Document\ndoc = Document('raport.pdf')\ntabele = doc.extract_tables(pages='1-3')\n```\n\nWynikiem są domyślnie listy wierszy, a po ustawieniu `as_dataframe=True` dostaniesz obiekty pandas. Zaszyfrowane pliki trzeba otwierać z parametrem `password`.\n\n## Licencja\n\nMIT. Błędy zgłaszaj na https://github.com/krojnik/pdfkrojnik/issues",
            ),
            Good(
                "preserve",
                "# pdfkrojnik\n\nLekka biblioteka w Pythonie do wyodrębniania tekstu i tabel z PDF-ów. Działa strumieniowo: zajmuje pamięć proporcjonalną do jednej strony, a nie do całego pliku.\n\n## Instalacja\n\n```bash\npip install pdfkrojnik==0.9.2\n```\n\nWymagania i ograniczenia:\n\n- Python 3.10 lub nowszy;\n- brak obsługi zeskanowanych dokumentów bez warstwy tekstowej (potrzebny jest zewnętrzny OCR).\n\n## Użycie\n\n```python\nfrom pdfkrojnik import Document\ndoc = Document('raport.pdf')\ntabele = doc.extract_tables(pages='1-3')\n```\n\n- Domyślny wynik to listy wierszy; z `as_dataframe=True` otrzymasz obiekty pandas.\n- Pliki zaszyfrowane należy otwierać z parametrem `password`.\n\n## Licencja\n\nMIT. Błędy zgłaszaj tutaj: https://github.com/krojnik/pdfkrojnik/issues",
            ),
            Good(
                "en",
                "# pdfkrojnik\n\nA lightweight Python library for extracting text and tables from PDF files. The parser works in streaming mode, so memory use is proportional to a single page rather than the whole file.\n\n## Installation\n\n```bash\npip install pdfkrojnik==0.9.2\n```\n\nRequires Python 3.10 or newer. The library does not support scanned documents without a text layer – for those you need external OCR.\n\n## Usage\n\n```python\nfrom pdfkrojnik import Document\ndoc = Document('raport.pdf')\ntabele = doc.extract_tables(pages='1-3')\n```\n\nBy default it returns lists of rows; with the `as_dataframe=True` option you get pandas objects. Encrypted files must be opened with the `password` parameter.\n\n## License\n\nMIT. Bug reports: https://github.com/krojnik/pdfkrojnik/issues",
            ),
        ],
        bad=[
            Slip(0, [("pip install pdfkrojnik==0.9.2", "pip install pdfkrojnik==0.8.2")], "code"),
            Slip(
                1,
                [
                    (
                        "```python\nfrom pdfkrojnik import Document\ndoc = Document('raport.pdf')\ntabele = doc.extract_tables(pages='1-3')\n```",
                        "from pdfkrojnik import Document\ndoc = Document('raport.pdf')\ntabele = doc.extract_tables(pages='1-3')",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "The library does not support scanned documents",
                        "The library supports scanned documents",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-wspolnota-mieszkaniowa-uchwala-wymiana-windy",
        source="Zarząd Wspólnoty Mieszkaniowej przy ul. Ogrodowej 12 w Lublinie informuje, że na zebraniu 18 marca właściciele przyjęli uchwałę nr 4/2025 w sprawie wymiany windy w klatce B. Koszt inwestycji wynosi 212 000 zł brutto, z czego 150 000 zł zostanie pokryte z funduszu remontowego, a resztę sfinansuje kredyt bankowy. W związku z tym od lipca zaliczka na fundusz remontowy wzrośnie z 2,50 zł do 3,20 zł za metr kwadratowy. Prace potrwają około 5 tygodni; w tym czasie winda nie będzie działać. Mieszkańcy z niepełnosprawnością mogą zgłosić administratorowi potrzebę pomocy przy wnoszeniu zakupów. Właściciele, którzy nie zgadzają się z uchwałą, mogą ją zaskarżyć do sądu w ciągu 6 tygodni od jej podjęcia.",
        good=[
            Good(
                "preserve",
                "Informacja Zarządu Wspólnoty Mieszkaniowej przy ul. Ogrodowej 12 w Lublinie: na zebraniu 18 marca właściciele przyjęli uchwałę nr 4/2025 o wymianie windy w klatce B. Inwestycja kosztuje 212 000 zł brutto – 150 000 zł pochodzi z funduszu remontowego, a pozostałą kwotę pokryje kredyt bankowy. Dlatego od lipca zaliczka na fundusz remontowy wyniesie 3,20 zł zamiast 2,50 zł za m². Prace potrwają około 5 tygodni i przez ten czas winda będzie nieczynna. Osoby z niepełnosprawnością mogą zgłosić administratorowi, że potrzebują pomocy przy wnoszeniu zakupów. Kto nie zgadza się z uchwałą, może ją zaskarżyć do sądu w ciągu 6 tygodni od jej podjęcia.",
            ),
            Good(
                "preserve",
                "Zarząd Wspólnoty Mieszkaniowej, ul. Ogrodowa 12, Lublin – informacja o uchwale nr 4/2025 (zebranie z 18 marca) w sprawie wymiany windy w klatce B:\n• koszt: 212 000 zł brutto, w tym 150 000 zł z funduszu remontowego, reszta z kredytu bankowego;\n• od lipca zaliczka na fundusz remontowy rośnie z 2,50 zł do 3,20 zł/m²;\n• czas prac: około 5 tygodni, w tym okresie winda nie będzie działać;\n• mieszkańcy z niepełnosprawnością mogą zgłaszać administratorowi potrzebę pomocy przy wnoszeniu zakupów.\nWłaściciele niezgadzający się z uchwałą mogą ją zaskarżyć do sądu w terminie 6 tygodni od jej podjęcia.",
            ),
            Good(
                "en",
                "The Board of the Housing Community at ul. Ogrodowa 12 in Lublin informs residents that at the meeting on 18 March the owners adopted resolution No. 4/2025 on replacing the lift in staircase B. The project costs PLN 212,000 gross, of which PLN 150,000 will come from the renovation fund and the rest will be financed by a bank loan. As a result, from July the advance payment to the renovation fund will rise from PLN 2.50 to PLN 3.20 per square metre. The work will take about 5 weeks, during which the lift will be out of service. Residents with disabilities can ask the administrator for help with carrying their shopping. Owners who disagree with the resolution may challenge it in court within 6 weeks of its adoption.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("wyniesie 3,20 zł zamiast 2,50 zł", "wyniesie 3,60 zł zamiast 2,50 zł")],
                "number",
            ),
            Slip(
                1,
                [("mogą zgłaszać administratorowi", "powinni zgłaszać administratorowi")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "the lift will be out of service.",
                        "the lift will be out of service and residents of staircase B will be able to use the lift in staircase A.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-gabinet-weterynaryjny-akcja-szczepien-psow",
        source="Przychodnia Weterynaryjna „Pazur” w Nowym Targu przypomina, że szczepienie psów przeciwko wściekliźnie jest obowiązkowe i należy je powtarzać co 12 miesięcy. Pierwsze szczepienie szczeniąt wykonujemy nie wcześniej niż w 12. tygodniu życia. W sobotę 5 kwietnia w godz. 9:00–13:00 prowadzimy akcję szczepień w cenie 60 zł, bez wcześniejszej rejestracji. Nie szczepimy zwierząt z gorączką ani w trakcie leczenia antybiotykami – o terminie zdecyduje lekarz po badaniu. Po szczepieniu u części psów może wystąpić osowiałość lub brak apetytu, które zwykle ustępują w ciągu doby. Prosimy zabrać książeczkę zdrowia zwierzęcia, a psy prowadzić na smyczy i w kagańcu.",
        good=[
            Good(
                "preserve",
                "Pamiętaj: szczepienie psa przeciwko wściekliźnie jest obowiązkowe i trzeba je powtarzać co 12 miesięcy – przypomina Przychodnia Weterynaryjna „Pazur” w Nowym Targu. Szczenięta szczepimy po raz pierwszy najwcześniej w 12. tygodniu życia. W sobotę 5 kwietnia od 9:00 do 13:00 zapraszamy na akcję szczepień – koszt 60 zł, rejestracja nie jest potrzebna. Zwierząt z gorączką lub leczonych antybiotykami nie szczepimy; termin ustali lekarz po badaniu. Niektóre psy po szczepieniu mogą być osowiałe albo nie mieć apetytu – zwykle mija to w ciągu doby. Weź ze sobą książeczkę zdrowia zwierzęcia, a psa prowadź na smyczy i w kagańcu.",
            ),
            Good(
                "preserve",
                "Przychodnia Weterynaryjna „Pazur” w Nowym Targu przypomina o obowiązku szczepienia psów przeciwko wściekliźnie, które należy powtarzać co 12 miesięcy. Szczenięta są szczepione po raz pierwszy nie wcześniej niż w 12. tygodniu życia. Akcja szczepień odbędzie się w sobotę 5 kwietnia w godz. 9:00–13:00; cena wynosi 60 zł, a wcześniejsza rejestracja nie jest wymagana. Zwierzęta z gorączką lub w trakcie antybiotykoterapii nie są szczepione – termin szczepienia ustala lekarz po badaniu. U części psów po szczepieniu mogą wystąpić osowiałość lub brak apetytu, zwykle ustępujące w ciągu doby. Prosimy o zabranie książeczki zdrowia zwierzęcia oraz prowadzenie psów na smyczy i w kagańcu.",
            ),
            Good(
                "en",
                "The “Pazur” Veterinary Clinic in Nowy Targ reminds owners that rabies vaccination of dogs is compulsory and must be repeated every 12 months. We give puppies their first vaccination no earlier than at 12 weeks of age. On Saturday, 5 April, from 9 a.m. to 1 p.m., we are running a vaccination event at PLN 60, with no prior registration needed. We do not vaccinate animals with a fever or on antibiotics – the vet will decide on the date after an examination. Some dogs may become lethargic or lose their appetite after vaccination, which usually passes within 24 hours. Please bring your pet's health booklet and keep dogs on a lead and muzzled.",
            ),
        ],
        bad=[
            Slip(0, [("W sobotę 5 kwietnia", "W sobotę 12 kwietnia")], "date"),
            Slip(
                1,
                [
                    (
                        "w trakcie antybiotykoterapii nie są szczepione",
                        "w trakcie antybiotykoterapii również są szczepione",
                    )
                ],
                "negation",
            ),
            Slip(2, [("Some dogs may become lethargic", "Some dogs become lethargic")], "hedge"),
        ],
    ),
    Case(
        key="pl-metaanaliza-kawa-ryzyko-cukrzycy",
        source="Metaanaliza opublikowana przez Carlström i Larsson w 2018 r. w czasopiśmie „Nutrition Reviews” (t. 76, s. 395–417) objęła 30 badań prospektywnych i ponad 1,1 mln uczestników. Autorzy wykazali, że każda dodatkowa filiżanka kawy dziennie wiązała się ze spadkiem ryzyka cukrzycy typu 2 o około 6%. Zależność dotyczyła zarówno kawy z kofeiną, jak i bezkofeinowej, co sugeruje, że za efekt mogą odpowiadać inne składniki niż kofeina. Badania miały jednak charakter obserwacyjny, więc nie dowodzą związku przyczynowego. Nie oznacza to, że warto zaczynać pić kawę wyłącznie w celu zapobiegania cukrzycy.",
        good=[
            Good(
                "preserve",
                "Czy kawa chroni przed cukrzycą typu 2? Carlström i Larsson przeanalizowali 30 badań prospektywnych z udziałem ponad 1,1 mln osób (metaanaliza w „Nutrition Reviews”, 2018, t. 76, s. 395–417). Okazało się, że każda dodatkowa filiżanka kawy dziennie wiązała się z ryzykiem cukrzycy typu 2 niższym o około 6%. Dotyczyło to zarówno kawy z kofeiną, jak i bezkofeinowej – co sugeruje, że efekt mogą wywoływać składniki inne niż kofeina. Ponieważ były to badania obserwacyjne, nie dowodzą one związku przyczynowego. Nie znaczy to więc, że warto zaczynać pić kawę tylko po to, by zapobiec cukrzycy.",
            ),
            Good(
                "preserve",
                "W metaanalizie Carlström i Larsson (2018), opublikowanej w „Nutrition Reviews” (t. 76, s. 395–417), zestawiono wyniki 30 badań prospektywnych obejmujących łącznie ponad 1,1 mln uczestników. Każda dodatkowa dzienna filiżanka kawy była związana z około 6-procentowym spadkiem ryzyka cukrzycy typu 2. Zależność obserwowano zarówno dla kawy kofeinowej, jak i bezkofeinowej, co sugeruje, że za efekt mogą odpowiadać składniki inne niż kofeina. Ze względu na obserwacyjny charakter badań nie dowodzą one związku przyczynowego; nie oznacza to zatem, że warto zaczynać pić kawę wyłącznie w celu zapobiegania cukrzycy.",
            ),
            Good(
                "en",
                "A meta-analysis by Carlström and Larsson, published in 2018 in Nutrition Reviews (vol. 76, pp. 395–417), covered 30 prospective studies with more than 1.1 million participants. The authors showed that each additional cup of coffee per day was associated with an approximately 6% lower risk of type 2 diabetes. The association held for both caffeinated and decaffeinated coffee, which suggests that components other than caffeine may be responsible for the effect. However, the studies were observational, so they do not prove a causal relationship. This does not mean that it is worth starting to drink coffee solely to prevent diabetes.",
            ),
        ],
        bad=[
            Slip(0, [("2018, t. 76, s. 395–417", "2016, t. 76, s. 395–417")], "citation"),
            Slip(
                1,
                [
                    (
                        "co sugeruje, że za efekt mogą odpowiadać składniki",
                        "co dowodzi, że za efekt odpowiadają składniki",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("30 prospective studies", "13 prospective studies")], "number"),
        ],
    ),
    Case(
        key="pl-narzedzie-kopii-zapasowych-konfiguracja-docs",
        source="## Konfiguracja kopii zapasowych\n\nNarzędzie `kopiuj` odczytuje ustawienia z pliku `~/.config/kopiuj/config.toml`. Klucz `retention_days` określa, ile dni przechowywane są stare kopie (domyślnie 14). Przed pierwszym uruchomieniem musisz zainicjować repozytorium poleceniem:\n\n```\nkopiuj init --repo /mnt/backup\n```\n\nHasło do repozytorium powinno mieć co najmniej 12 znaków. Jeśli je zgubisz, odzyskanie danych nie będzie możliwe. Flaga `--dry-run` pokazuje, co zostałoby skopiowane, bez zapisywania czegokolwiek na dysku. Kopie możesz planować przez cron, ale nie uruchamiaj dwóch zadań naraz na tym samym repozytorium. Pełną listę opcji znajdziesz w dokumentacji: https://kopiuj.dev/docs/config.",
        good=[
            Good(
                "preserve",
                "## Konfiguracja kopii zapasowych\n\nUstawienia narzędzia `kopiuj` są wczytywane z pliku `~/.config/kopiuj/config.toml`. Za to, przez ile dni zachowywane są stare kopie, odpowiada klucz `retention_days` (wartość domyślna: 14). Zanim uruchomisz narzędzie po raz pierwszy, musisz zainicjować repozytorium:\n\n```\nkopiuj init --repo /mnt/backup\n```\n\nHasło do repozytorium powinno liczyć co najmniej 12 znaków. Jeśli je zgubisz, nie odzyskasz danych. Aby sprawdzić, co zostałoby skopiowane, bez zapisywania czegokolwiek na dysku, użyj flagi `--dry-run`. Kopie można planować w cronie, ale nie uruchamiaj jednocześnie dwóch zadań na tym samym repozytorium. Wszystkie opcje opisuje dokumentacja: https://kopiuj.dev/docs/config.",
            ),
            Good(
                "preserve",
                "## Konfiguracja kopii zapasowych\n\n- Plik konfiguracyjny: `~/.config/kopiuj/config.toml`.\n- `retention_days` – liczba dni przechowywania starych kopii (domyślnie 14).\n- Flaga `--dry-run` pokazuje, co zostałoby skopiowane, niczego nie zapisując na dysku.\n- Hasło do repozytorium powinno mieć co najmniej 12 znaków; po jego utracie danych nie będzie można odzyskać.\n- Kopie można planować przez cron, ale nie uruchamiaj dwóch zadań jednocześnie na tym samym repozytorium.\n\nPrzed pierwszym użyciem narzędzia `kopiuj` musisz zainicjować repozytorium:\n\n```\nkopiuj init --repo /mnt/backup\n```\n\nPełna lista opcji: https://kopiuj.dev/docs/config.",
            ),
            Good(
                "en",
                "## Backup configuration\n\nThe `kopiuj` tool reads its settings from `~/.config/kopiuj/config.toml`. The `retention_days` key sets how many days old backups are kept (14 by default). Before the first run you must initialise the repository with:\n\n```\nkopiuj init --repo /mnt/backup\n```\n\nThe repository password should be at least 12 characters long. If you lose it, your data cannot be recovered. The `--dry-run` flag shows what would be copied without writing anything to disk. You can schedule backups with cron, but do not run two jobs on the same repository at the same time. For the full list of options, see the documentation: https://kopiuj.dev/docs/config.",
            ),
        ],
        bad=[
            Slip(0, [("`retention_days`", "`retain_days`")], "code"),
            Slip(1, [("https://kopiuj.dev/docs/config", "https://kopiuj.dev/docs")], "url"),
            Slip(
                2,
                [("you must initialise the repository", "you can initialise the repository")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-klauzula-informacyjna-rodo-sklep-ogrodniczy",
        source="Klauzula informacyjna. Administratorem Twoich danych osobowych jest Ogrodnik24 sp. z o.o. z siedzibą w Opolu, ul. Kwiatowa 7. Dane przetwarzamy w celu realizacji zamówienia na podstawie art. 6 ust. 1 lit. b RODO, a w celach marketingowych – wyłącznie na podstawie Twojej zgody (art. 6 ust. 1 lit. a RODO). Dane przechowujemy przez 5 lat od końca roku, w którym złożono zamówienie. Nie przekazujemy danych poza Europejski Obszar Gospodarczy. Możesz w każdej chwili cofnąć zgodę, co nie wpływa na zgodność z prawem przetwarzania dokonanego wcześniej. W sprawach danych osobowych skontaktuj się z inspektorem ochrony danych: iod@ogrodnik24.pl. Przysługuje Ci też prawo wniesienia skargi do Prezesa UODO.",
        good=[
            Good(
                "preserve",
                "Klauzula informacyjna\nAdministratorem danych osobowych jest Ogrodnik24 sp. z o.o. z siedzibą w Opolu przy ul. Kwiatowej 7. Dane są przetwarzane w celu realizacji zamówienia na podstawie art. 6 ust. 1 lit. b RODO, natomiast w celach marketingowych wyłącznie na podstawie zgody (art. 6 ust. 1 lit. a RODO). Okres przechowywania danych wynosi 5 lat od końca roku, w którym złożono zamówienie. Dane nie są przekazywane poza Europejski Obszar Gospodarczy. Zgodę można cofnąć w dowolnym momencie, bez wpływu na zgodność z prawem przetwarzania dokonanego przed jej cofnięciem. Kontakt w sprawach danych osobowych: inspektor ochrony danych, iod@ogrodnik24.pl. Osobie, której dane dotyczą, przysługuje także prawo wniesienia skargi do Prezesa UODO.",
            ),
            Good(
                "preserve",
                "Klauzula informacyjna – najważniejsze informacje:\n- administrator Twoich danych: Ogrodnik24 sp. z o.o., ul. Kwiatowa 7, Opole;\n- realizacja zamówienia: art. 6 ust. 1 lit. b RODO;\n- marketing: wyłącznie za Twoją zgodą (art. 6 ust. 1 lit. a RODO), którą możesz cofnąć w każdej chwili – nie wpływa to na zgodność z prawem wcześniejszego przetwarzania;\n- okres przechowywania: 5 lat od końca roku, w którym złożono zamówienie;\n- nie przekazujemy danych poza Europejski Obszar Gospodarczy;\n- inspektor ochrony danych: iod@ogrodnik24.pl;\n- przysługuje Ci prawo wniesienia skargi do Prezesa UODO.",
            ),
            Good(
                "en",
                "Privacy notice. The controller of your personal data is Ogrodnik24 sp. z o.o., based in Opole, ul. Kwiatowa 7. We process your data to fulfil your order under Article 6(1)(b) GDPR, and for marketing purposes only on the basis of your consent (Article 6(1)(a) GDPR). We keep the data for 5 years from the end of the year in which the order was placed. We do not transfer data outside the European Economic Area. You can withdraw your consent at any time; this does not affect the lawfulness of processing carried out before the withdrawal. For matters concerning your personal data, contact our data protection officer at iod@ogrodnik24.pl. You also have the right to lodge a complaint with the President of the Personal Data Protection Office (UODO).",
            ),
        ],
        bad=[
            Slip(
                0, [("art. 6 ust. 1 lit. b RODO", "art. 9 ust. 1 lit. b RODO")], "legal_reference"
            ),
            Slip(1, [("- nie przekazujemy danych poza", "- przekazujemy dane poza")], "negation"),
            Slip(2, [("iod@ogrodnik24.pl", "iod@ogrodnik.pl")], "url"),
        ],
    ),
    Case(
        key="pl-biblioteka-miejska-zasady-wypozyczen-ksiazek",
        source="Zasady wypożyczeń w Miejskiej Bibliotece Publicznej w Kutnie. Jednorazowo można wypożyczyć do 6 książek na 30 dni. Termin zwrotu można przedłużyć dwukrotnie, o ile na daną pozycję nie czeka inny czytelnik. Przedłużenia należy dokonać przed upływem terminu – osobiście, telefonicznie lub przez konto w katalogu online. Za każdy dzień zwłoki naliczamy opłatę w wysokości 0,20 zł od książki. Czytelnik, który ma nieuregulowane opłaty powyżej 10 zł, nie może wypożyczać kolejnych materiałów. Audiobooki i gry planszowe wypożyczamy na 14 dni bez możliwości przedłużenia. Zagubioną lub zniszczoną książkę trzeba odkupić albo zapłacić jej aktualną wartość rynkową.",
        good=[
            Good(
                "preserve",
                "Jak wypożyczać w Miejskiej Bibliotece Publicznej w Kutnie? Jednorazowo możesz wziąć do 6 książek na 30 dni. Termin zwrotu możesz przedłużyć dwa razy, jeśli nikt inny nie czeka na daną pozycję – trzeba to zrobić przed upływem terminu: osobiście, telefonicznie albo przez konto w katalogu online. Za każdy dzień spóźnienia płacisz 0,20 zł od książki, a jeśli nieuregulowane opłaty przekroczą 10 zł, nie możesz wypożyczać kolejnych materiałów. Audiobooki i gry planszowe wypożyczamy na 14 dni i tego terminu nie można przedłużyć. Jeśli zgubisz lub zniszczysz książkę, musisz ją odkupić albo zapłacić jej aktualną wartość rynkową.",
            ),
            Good(
                "preserve",
                "Miejska Biblioteka Publiczna w Kutnie – zasady wypożyczeń:\n1. Czytelnik może jednorazowo wypożyczyć maksymalnie 6 książek na okres 30 dni.\n2. Termin zwrotu może zostać przedłużony dwukrotnie, pod warunkiem że na daną pozycję nie oczekuje inny czytelnik. Przedłużenia należy dokonać przed upływem terminu – osobiście, telefonicznie lub za pośrednictwem konta w katalogu online.\n3. Za każdy dzień zwłoki pobierana jest opłata 0,20 zł od książki.\n4. Czytelnik z nieuregulowanymi opłatami przekraczającymi 10 zł nie może wypożyczać kolejnych materiałów.\n5. Audiobooki i gry planszowe są wypożyczane na 14 dni, bez możliwości przedłużenia.\n6. Zagubioną lub zniszczoną książkę należy odkupić lub zapłacić jej aktualną wartość rynkową.",
            ),
            Good(
                "en",
                "Borrowing rules at the Municipal Public Library in Kutno. You can borrow up to 6 books at a time for 30 days. The loan period can be extended twice, provided no other reader is waiting for the item. Extensions must be made before the due date – in person, by phone or through your account in the online catalogue. A late fee of PLN 0.20 per book is charged for each day of delay. Readers with unpaid fees of more than PLN 10 may not borrow further items. Audiobooks and board games are lent for 14 days and cannot be renewed. A lost or damaged book must be replaced or paid for at its current market value.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "trzeba to zrobić przed upływem terminu",
                        "najlepiej zrobić to przed upływem terminu",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "0,20 zł od książki.",
                        "0,20 zł od książki; opłaty można regulować kartą płatniczą w każdej filii biblioteki.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Readers with unpaid fees of more than PLN 10 may not borrow further items. Audiobooks and board games are lent for 14 days and cannot be renewed.",
                        "Czytelnik, który ma nieuregulowane opłaty powyżej 10 zł, nie może wypożyczać kolejnych materiałów. Audiobooki i gry planszowe wypożyczamy na 14 dni bez możliwości przedłużenia.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-gmina-dotacja-wymiana-kotla-weglowego",
        source="Gmina Wadowice przyjmuje wnioski o dotację celową na wymianę kotłów węglowych na ekologiczne źródła ciepła. Nabór trwa od 3 lutego do 31 marca 2025 r. Dotacja wynosi do 50% kosztów kwalifikowanych, nie więcej niż 8000 zł na jeden budynek. Zasady udzielania dotacji określa uchwała nr XII/98/2024 Rady Miejskiej w Wadowicach, podjęta na podstawie art. 403 ust. 4 ustawy Prawo ochrony środowiska. Wniosek musi zostać złożony przed rozpoczęciem prac – faktury wystawione wcześniej nie będą uwzględniane. Stary kocioł należy zlikwidować w ciągu 30 dni od montażu nowego źródła ciepła. Formularze są dostępne w Urzędzie Miejskim, pokój 14, oraz na stronie wadowice.pl/dotacje.",
        good=[
            Good(
                "preserve",
                "Do 31 marca 2025 r. Gmina Wadowice przyjmuje wnioski o dotację celową na zamianę kotła węglowego na ekologiczne źródło ciepła; nabór ruszył 3 lutego. Dotacja pokrywa do 50% kosztów kwalifikowanych, jednak nie więcej niż 8000 zł na jeden budynek. Zasady jej udzielania określa uchwała nr XII/98/2024 Rady Miejskiej w Wadowicach, podjęta na podstawie art. 403 ust. 4 ustawy Prawo ochrony środowiska. Pamiętaj, że wniosek musisz złożyć, zanim zaczniesz prace – faktury wystawione wcześniej nie zostaną uwzględnione. Stary kocioł trzeba zlikwidować w ciągu 30 dni od zamontowania nowego źródła ciepła. Formularze dostaniesz w Urzędzie Miejskim (pokój 14) lub na stronie wadowice.pl/dotacje.",
            ),
            Good(
                "preserve",
                "Dotacja na wymianę kotła węglowego na ekologiczne źródło ciepła – Gmina Wadowice\n• Nabór wniosków: od 3 lutego do 31 marca 2025 r.\n• Wysokość: do 50% kosztów kwalifikowanych, maksymalnie 8000 zł na jeden budynek.\n• Podstawa: uchwała nr XII/98/2024 Rady Miejskiej w Wadowicach (podjęta na podstawie art. 403 ust. 4 ustawy Prawo ochrony środowiska).\n• Wniosek trzeba złożyć przed rozpoczęciem prac; faktury wystawione wcześniej nie będą brane pod uwagę.\n• Stary kocioł należy zlikwidować w ciągu 30 dni od montażu nowego źródła ciepła.\n• Formularze: Urząd Miejski, pokój 14, oraz wadowice.pl/dotacje.",
            ),
            Good(
                "en",
                "Wadowice Municipality is accepting applications for targeted grants to replace coal-fired boilers with environmentally friendly heat sources. The call runs from 3 February to 31 March 2025. The grant covers up to 50% of eligible costs, capped at PLN 8,000 per building. The rules are set out in Resolution No. XII/98/2024 of the Wadowice Town Council, adopted under Article 403(4) of the Environmental Protection Law. The application must be submitted before work begins – invoices issued earlier will not be taken into account. The old boiler must be decommissioned within 30 days of installing the new heat source. Forms are available at the Town Hall, room 14, and at wadowice.pl/dotacje.",
            ),
        ],
        bad=[
            Slip(0, [("art. 403 ust. 4", "art. 400 ust. 4")], "legal_reference"),
            Slip(1, [("maksymalnie 8000 zł", "maksymalnie 5000 zł")], "number"),
            Slip(2, [("within 30 days of installing", "within 60 days of installing")], "date"),
        ],
    ),
    Case(
        key="pl-komunikat-susza-hydrologiczna-stany-wod",
        source="Według najnowszego biuletynu Instytutu Meteorologii i Gospodarki Wodnej (Biuletyn Monitoringu Suszy nr 14/2025, s. 6) susza hydrologiczna obejmuje obecnie 38% wodowskazów w Polsce. Najniższe stany wód notowane są w dorzeczu Warty i środkowej Wisły. Synoptycy szacują, że opady w najbliższych dwóch tygodniach prawdopodobnie nie przekroczą 20 mm, co nie wystarczy do odbudowy zasobów. Hydrolodzy z Politechniki Warszawskiej w raporcie Kowalczyk i in. (2024) wskazywali, że długotrwałe niżówki mogą stać się w regionie zjawiskiem cyklicznym. Rolnicy powinni liczyć się z ograniczeniami poboru wody do nawadniania, które mogą wprowadzić Wody Polskie. Gminy nie wprowadziły dotąd zakazów podlewania ogródków.",
        good=[
            Good(
                "preserve",
                "Susza hydrologiczna dotyczy obecnie 38% wodowskazów w Polsce – wynika z najnowszego Biuletynu Monitoringu Suszy IMGW (nr 14/2025, s. 6). Najniższe stany wód odnotowuje się w dorzeczu Warty oraz środkowej Wisły. Według szacunków synoptyków w ciągu najbliższych dwóch tygodni spadnie prawdopodobnie nie więcej niż 20 mm deszczu, a to za mało, by odbudować zasoby. W raporcie Kowalczyk i in. (2024) hydrolodzy z Politechniki Warszawskiej zwracali uwagę, że długotrwałe niżówki mogą stać się w regionie zjawiskiem cyklicznym. Rolnicy powinni się liczyć z tym, że Wody Polskie mogą ograniczyć pobór wody do nawadniania. Gminy jak dotąd nie wprowadziły zakazów podlewania ogródków.",
            ),
            Good(
                "preserve",
                "Sytuacja hydrologiczna – najważniejsze informacje:\n- Suszą hydrologiczną objętych jest obecnie 38% wodowskazów w kraju (Biuletyn Monitoringu Suszy IMGW nr 14/2025, s. 6).\n- Najniższe stany wód występują w dorzeczu Warty i środkowej Wisły.\n- Synoptycy szacują, że suma opadów w ciągu dwóch najbliższych tygodni prawdopodobnie nie przekroczy 20 mm, co nie wystarczy do odbudowy zasobów.\n- Hydrolodzy z Politechniki Warszawskiej (Kowalczyk i in., 2024) wskazywali, że długotrwałe niżówki mogą stać się w regionie zjawiskiem cyklicznym.\n- Rolnicy powinni liczyć się z ograniczeniami poboru wody do nawadniania, które mogą wprowadzić Wody Polskie.\n- Gminy nie wprowadziły dotąd zakazów podlewania ogródków.",
            ),
            Good(
                "en",
                "According to the latest bulletin of the Institute of Meteorology and Water Management (Drought Monitoring Bulletin No. 14/2025, p. 6), hydrological drought currently affects 38% of gauging stations in Poland. The lowest water levels are being recorded in the Warta basin and the middle Vistula. Forecasters estimate that rainfall over the next two weeks will probably not exceed 20 mm, which will not be enough to replenish water resources. In the report by Kowalczyk et al. (2024), hydrologists from the Warsaw University of Technology pointed out that prolonged low-flow periods may become a recurring phenomenon in the region. Farmers should be prepared for restrictions on drawing water for irrigation, which Wody Polskie may introduce. Municipalities have not yet introduced bans on watering gardens.",
            ),
        ],
        bad=[
            Slip(0, [("Kowalczyk i in. (2024)", "Kowalski i in. (2024)")], "citation"),
            Slip(
                1,
                [
                    (
                        "Synoptycy szacują, że suma opadów w ciągu dwóch najbliższych tygodni prawdopodobnie nie przekroczy",
                        "Suma opadów w ciągu dwóch najbliższych tygodni nie przekroczy",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Municipalities have not yet introduced bans on watering gardens.",
                        "Municipalities have not yet introduced bans on watering gardens, although Poznań is expected to announce one next week.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-changelog-wersja-aplikacji-zmiany-api",
        source="## Wersja 3.4.0 (2025-05-12)\n\n### Nowości\n\n- Eksport raportów do formatu XLSX (opcja `--format xlsx`).\n- Obsługa logowania przez SSO w planie Business.\n\n### Zmiany niekompatybilne\n\n- Usunięto przestarzały endpoint `/api/v1/reports`; używaj `/api/v2/reports`.\n- Zmienna środowiskowa `APP_TIMEOUT` przyjmuje teraz sekundy, a nie milisekundy.\n\n### Poprawki\n\n- Naprawiono błąd, przez który filtr dat nie uwzględniał ostatniego dnia miesiąca.\n\nAktualizacja nie wymaga migracji bazy danych, ale przed wdrożeniem na produkcję należy przetestować integracje korzystające z API. Wsparcie dla wersji 2.x kończy się 31 grudnia 2025 r.",
        good=[
            Good(
                "preserve",
                "## Wersja 3.4.0 (2025-05-12)\n\n### Nowości\n\n- Raporty można eksportować do formatu XLSX (opcja `--format xlsx`).\n- Plan Business obsługuje logowanie przez SSO.\n\n### Zmiany niekompatybilne\n\n- Przestarzały endpoint `/api/v1/reports` został usunięty – korzystaj z `/api/v2/reports`.\n- Zmienna środowiskowa `APP_TIMEOUT` przyjmuje od teraz wartość w sekundach zamiast w milisekundach.\n\n### Poprawki\n\n- Naprawiony błąd: filtr dat nie uwzględniał ostatniego dnia miesiąca.\n\nPrzy aktualizacji migracja bazy danych nie jest potrzebna, jednak przed wdrożeniem na produkcję trzeba przetestować integracje, które korzystają z API. Wsparcie dla wersji 2.x wygasa 31 grudnia 2025 r.",
            ),
            Good(
                "preserve",
                "## Wersja 3.4.0 (2025-05-12)\n\n### Nowości\n\n- Nowa opcja `--format xlsx` pozwala eksportować raporty do formatu XLSX.\n- W planie Business dostępne jest logowanie przez SSO.\n\n### Zmiany niekompatybilne\n\n- Endpoint `/api/v1/reports` był przestarzały i został usunięty; zamiast niego używaj `/api/v2/reports`.\n- Wartość zmiennej środowiskowej `APP_TIMEOUT` podaje się teraz w sekundach, nie w milisekundach.\n\n### Poprawki\n\n- Filtr dat nie pomija już ostatniego dnia miesiąca.\n\nAktualizacja nie wymaga migracji bazy danych. Przed wdrożeniem na produkcję należy jednak przetestować integracje korzystające z API. Wsparcie dla wersji 2.x kończy się 31 grudnia 2025 r.",
            ),
            Good(
                "en",
                "## Version 3.4.0 (2025-05-12)\n\n### New features\n\n- Export of reports to XLSX format (`--format xlsx` option).\n- SSO login support in the Business plan.\n\n### Breaking changes\n\n- Removed the deprecated `/api/v1/reports` endpoint; use `/api/v2/reports` instead.\n- The `APP_TIMEOUT` environment variable now takes seconds, not milliseconds.\n\n### Fixes\n\n- Fixed a bug where the date filter did not include the last day of the month.\n\nThe update does not require a database migration, but integrations that use the API must be tested before deploying to production. Support for version 2.x ends on 31 December 2025.",
            ),
        ],
        bad=[
            Slip(0, [("`/api/v2/reports`", "`/api/v3/reports`")], "code"),
            Slip(1, [("### Zmiany niekompatybilne\n\n", "")], "markdown"),
            Slip(
                2,
                [
                    (
                        "The update does not require a database migration",
                        "The update requires a database migration",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-halas-drogowy-zdrowie-artykul-popularny",
        source="Hałas drogowy to nie tylko uciążliwość. Według wytycznych WHO dla regionu europejskiego z 2018 r. średni poziom hałasu drogowego w ciągu doby nie powinien przekraczać 53 dB (Lden), a w nocy 45 dB. W przeglądzie opublikowanym w „Nature Reviews Cardiology” Münzel i współpracownicy (2021) opisali, że długotrwała ekspozycja na hałas wiąże się z większym ryzykiem nadciśnienia i chorób serca. Samorządy muszą co pięć lat sporządzać mapy akustyczne dla miast powyżej 100 tys. mieszkańców. Mieszkańcy mogą sprawdzić poziom hałasu pod swoim adresem w miejskim geoportalu. Ekrany akustyczne nie są jedynym rozwiązaniem – skuteczne bywają też ciche nawierzchnie i ograniczenie prędkości.",
        good=[
            Good(
                "preserve",
                "Hałas drogowy jest czymś więcej niż uciążliwością. Wytyczne WHO dla regionu europejskiego z 2018 r. mówią, że średni dobowy poziom hałasu drogowego nie powinien przekraczać 53 dB (Lden), a nocny – 45 dB. Münzel i współpracownicy (2021) w przeglądzie opublikowanym w „Nature Reviews Cardiology” opisali, że długotrwałe narażenie na hałas wiąże się z wyższym ryzykiem nadciśnienia i chorób serca. Co pięć lat samorządy muszą sporządzać mapy akustyczne dla miast liczących ponad 100 tys. mieszkańców, a mieszkańcy mogą sprawdzić w miejskim geoportalu, jaki poziom hałasu panuje pod ich adresem. Ekrany akustyczne nie są jedynym wyjściem – skuteczne bywają również ciche nawierzchnie i ograniczenie prędkości.",
            ),
            Good(
                "preserve",
                "Długotrwała ekspozycja na hałas wiąże się ze zwiększonym ryzykiem nadciśnienia i chorób serca – opisali to Münzel i współpracownicy (2021) w przeglądzie opublikowanym w „Nature Reviews Cardiology”. Hałas drogowy nie jest więc wyłącznie uciążliwością. Zgodnie z wytycznymi WHO dla regionu europejskiego z 2018 r. średni całodobowy poziom hałasu drogowego nie powinien przekraczać 53 dB (Lden), a nocny 45 dB. Dla miast powyżej 100 tys. mieszkańców samorządy mają obowiązek co pięć lat sporządzać mapy akustyczne; poziom hałasu pod własnym adresem mieszkańcy mogą sprawdzić w miejskim geoportalu. Ekrany akustyczne nie są jedynym rozwiązaniem: skuteczne bywają także ciche nawierzchnie i ograniczenie prędkości.",
            ),
            Good(
                "en",
                "Road traffic noise is more than just a nuisance. According to the WHO guidelines for the European Region from 2018, the average level of road traffic noise over 24 hours should not exceed 53 dB (Lden), and 45 dB at night. In a review published in Nature Reviews Cardiology, Münzel and colleagues (2021) described how long-term exposure to noise is associated with a higher risk of hypertension and heart disease. Local authorities must draw up noise maps every five years for cities with more than 100,000 inhabitants. Residents can check the noise level at their address on the city's geoportal. Noise barriers are not the only solution – quiet road surfaces and speed limits can also be effective.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Münzel i współpracownicy (2021)", "Münzel i współpracownicy (2019)")],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "samorządy mają obowiązek co pięć lat sporządzać",
                        "samorządy powinny co pięć lat sporządzać",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Residents can check the noise level at their address on the city's geoportal.",
                        "Residents can check the noise level at their address on the city's geoportal and request a free measurement from the city's environmental department.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
