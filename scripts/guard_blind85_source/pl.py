# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 85: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-kolo-lowieckie-polowania-zbiorowe-dziki",
        source="Zarząd Koła Łowieckiego „Ostoja” w Brzezinach informuje, że polowania zbiorowe na dziki w sezonie 2025/2026 odbywać się będą w soboty, od 8 listopada 2025 r. do 10 stycznia 2026 r. Zbiórka myśliwych i naganiaczy wyznaczona jest na godz. 7:30 przy leśniczówce Modrzew. Zgodnie z § 40 rozporządzenia Ministra Środowiska w sprawie szczegółowych warunków wykonywania polowania każdy uczestnik polowania zbiorowego musi mieć na sobie element ubioru w jaskrawym kolorze. Prosimy mieszkańców, aby w dni polowań nie wchodzili do oznakowanych części lasu między godz. 7:00 a 15:00. Mapy obwodu łowieckiego nr 112 można obejrzeć w siedzibie koła.",
        good=[
            Good(
                "preserve",
                """Polowania zbiorowe na dziki – sezon 2025/2026 (Koło Łowieckie „Ostoja”, Brzeziny):
- terminy: soboty od 8 listopada 2025 r. do 10 stycznia 2026 r.;
- zbiórka myśliwych i naganiaczy: godz. 7:30, leśniczówka Modrzew;
- każdy uczestnik musi mieć na sobie element ubioru w jaskrawym kolorze (§ 40 rozporządzenia Ministra Środowiska w sprawie szczegółowych warunków wykonywania polowania);
- mieszkańców prosimy, by w dni polowań nie wchodzili do oznakowanych części lasu w godz. 7:00–15:00;
- mapy obwodu łowieckiego nr 112 są do wglądu w siedzibie koła.""",
            ),
            Good(
                "preserve",
                "Informujemy, że w sezonie 2025/2026 Koło Łowieckie „Ostoja” z Brzezin będzie organizować zbiorowe polowania na dziki w soboty w okresie od 8 listopada 2025 r. do 10 stycznia 2026 r. Myśliwi i naganiacze zbierają się o 7:30 przy leśniczówce Modrzew. Każda osoba biorąca udział w polowaniu zbiorowym musi nosić element ubioru w jaskrawym kolorze – wymaga tego § 40 rozporządzenia Ministra Środowiska w sprawie szczegółowych warunków wykonywania polowania. W dni polowań mieszkańcy proszeni są, by między 7:00 a 15:00 nie wchodzili do oznakowanych fragmentów lasu. Mapy obwodu nr 112 udostępniamy w siedzibie koła.",
            ),
            Good(
                "en",
                "The board of the “Ostoja” Hunting Club in Brzeziny announces that driven wild boar hunts in the 2025/2026 season will take place on Saturdays from 8 November 2025 to 10 January 2026. Hunters and beaters gather at 7:30 a.m. at the Modrzew forester's lodge. Under § 40 of the Minister of the Environment's regulation on the detailed conditions for hunting, every participant in a driven hunt must wear an item of clothing in a bright colour. On hunt days, residents are asked not to enter the marked parts of the forest between 7:00 a.m. and 3:00 p.m. Maps of hunting district no. 112 can be viewed at the club's office.",
            ),
        ],
        bad=[
            Slip(0, [("do 10 stycznia 2026 r.", "do 10 lutego 2026 r.")], "date"),
            Slip(1, [("wymaga tego § 40", "wymaga tego § 48")], "legal_reference"),
            Slip(2, [("must wear an item", "should wear an item")], "modality"),
        ],
    ),
    Case(
        key="pl-teatr-lalek-bilety-ulgi-wymiana",
        source="Bilety na spektakle Teatru Lalek „Kukiełka” można kupić w kasie teatru lub online na stronie www.teatrkukielka.pl/bilety. Bilet normalny kosztuje 45 zł, a ulgowy – 35 zł; ulga przysługuje dzieciom, uczniom i studentom do 26. roku życia. Dzieci poniżej 2 lat, które nie zajmują osobnego miejsca, wchodzą bezpłatnie. Zakupionych biletów nie zwracamy, ale można je wymienić na inny termin tego samego spektaklu najpóźniej 3 dni przed przedstawieniem. Grupy szkolne liczące co najmniej 15 osób otrzymują jeden bilet dla opiekuna gratis. Prosimy o przybycie 15 minut przed rozpoczęciem – po wygaszeniu świateł widzowie nie są wpuszczani na widownię.",
        good=[
            Good(
                "preserve",
                "Bilety na przedstawienia Teatru Lalek „Kukiełka” kupisz w kasie teatru albo przez internet: www.teatrkukielka.pl/bilety. Normalny kosztuje 45 zł, ulgowy 35 zł – ten drugi przysługuje dzieciom, uczniom oraz studentom do 26. roku życia. Maluchy poniżej 2 lat wchodzą za darmo, o ile nie zajmują osobnego miejsca. Pamiętaj, że kupionych biletów nie zwracamy; możesz jednak wymienić je na inny termin tego samego spektaklu, najpóźniej 3 dni przed przedstawieniem. Jeśli przychodzisz z grupą szkolną liczącą co najmniej 15 osób, opiekun dostaje jeden bilet gratis. Prosimy, przyjdź 15 minut przed początkiem – po wygaszeniu świateł nikt nie jest już wpuszczany na widownię.",
            ),
            Good(
                "preserve",
                """**Bilety – Teatr Lalek „Kukiełka”**

Gdzie kupić: kasa teatru lub www.teatrkukielka.pl/bilety.
Ceny: normalny 45 zł, ulgowy 35 zł (dzieci, uczniowie, studenci do 26. roku życia). Dzieci poniżej 2 lat bez osobnego miejsca – wstęp bezpłatny.
Zwroty i wymiany: biletów nie zwracamy; wymiana na inny termin tego samego spektaklu jest możliwa najpóźniej 3 dni przed przedstawieniem.
Grupy szkolne (min. 15 osób): jeden bilet dla opiekuna gratis.
Punktualność: prosimy przyjść 15 minut przed rozpoczęciem; po wygaszeniu świateł widzowie nie są wpuszczani na widownię.""",
            ),
            Good(
                "en",
                "Tickets for performances at the “Kukiełka” Puppet Theatre can be bought at the box office or online at www.teatrkukielka.pl/bilety. A full-price ticket costs PLN 45 and a reduced one PLN 35; reductions apply to children, pupils and students up to the age of 26. Children under 2 who do not occupy a separate seat get in free. Tickets are non-refundable, but they can be exchanged for another date of the same show no later than 3 days before the performance. School groups of at least 15 people receive one free ticket for a supervisor. Please arrive 15 minutes before the start – once the lights go down, no one is admitted to the auditorium.",
            ),
        ],
        bad=[
            Slip(0, [("ulgowy 35 zł", "ulgowy 30 zł")], "number"),
            Slip(1, [("biletów nie zwracamy;", "bilety zwracamy;")], "negation"),
            Slip(
                2,
                [("online at www.teatrkukielka.pl/bilety", "online at www.teatrkukielka.pl")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-optyk-soczewki-kontaktowe-higiena-noszenia",
        source="Soczewki jednodniowe zakładasz rano i wyrzucasz wieczorem – nie wolno ich ponownie używać ani przechowywać w płynie. Soczewki miesięczne należy codziennie czyścić i dezynfekować płynem wielofunkcyjnym, a pojemnik wymieniać co najmniej raz na trzy miesiące. Nigdy nie płucz soczewek wodą z kranu: może ona zawierać pierwotniaki Acanthamoeba, które prawdopodobnie odpowiadają za większość ciężkich zakażeń rogówki u osób noszących soczewki. Jeśli oko jest zaczerwienione lub boli, zdejmij soczewki i skontaktuj się z okulistą. Osoby początkujące powinny nosić soczewki nie dłużej niż 8 godzin dziennie przez pierwszy tydzień. Spać w soczewkach można wyłącznie w modelach dopuszczonych do noszenia ciągłego, i to po konsultacji ze specjalistą.",
        good=[
            Good(
                "preserve",
                """Jak dbać o soczewki kontaktowe:
1. Soczewki jednodniowe: zakładasz rano, wyrzucasz wieczorem. Nie wolno używać ich drugi raz ani trzymać w płynie.
2. Soczewki miesięczne: codziennie czyść je i dezynfekuj płynem wielofunkcyjnym; pojemnik wymieniaj przynajmniej raz na trzy miesiące.
3. Nigdy nie płucz soczewek kranówką – może zawierać pierwotniaki Acanthamoeba, prawdopodobnie odpowiedzialne za większość ciężkich zakażeń rogówki u użytkowników soczewek.
4. Zaczerwienione lub bolące oko? Zdejmij soczewki i skontaktuj się z okulistą.
5. Na początek: przez pierwszy tydzień nie powinno się nosić soczewek dłużej niż 8 godzin dziennie.
6. Spanie w soczewkach jest dopuszczalne wyłącznie w modelach dopuszczonych do noszenia ciągłego i tylko po konsultacji ze specjalistą.""",
            ),
            Good(
                "preserve",
                "Użytkownik soczewek jednodniowych zakłada je rano i wyrzuca wieczorem; nie wolno ich używać ponownie ani przechowywać w płynie. Soczewki miesięczne trzeba każdego dnia czyścić i dezynfekować płynem wielofunkcyjnym, a pojemnik wymieniać nie rzadziej niż co trzy miesiące. Do płukania soczewek nigdy nie używaj wody z kranu, ponieważ mogą w niej występować pierwotniaki Acanthamoeba – to one prawdopodobnie wywołują większość ciężkich infekcji rogówki wśród osób noszących soczewki. Początkujący powinni przez pierwszy tydzień nosić soczewki maksymalnie 8 godzin dziennie. Spać w soczewkach można tylko w modelach dopuszczonych do noszenia ciągłego, po konsultacji ze specjalistą. W razie zaczerwienienia lub bólu oka zdejmij soczewki i skontaktuj się z okulistą.",
            ),
            Good(
                "en",
                "Daily disposable lenses go in in the morning and in the bin in the evening – they must not be reused or stored in solution. Monthly lenses must be cleaned and disinfected every day with a multipurpose solution, and the case must be replaced at least once every three months. Never rinse your lenses with tap water: it may contain Acanthamoeba protozoa, which are probably responsible for most severe corneal infections in contact lens wearers. If your eye is red or painful, take your lenses out and contact an ophthalmologist. Beginners should wear lenses for no more than 8 hours a day during the first week. You may sleep in lenses only if they are approved for continuous wear, and only after consulting a specialist.",
            ),
        ],
        bad=[
            Slip(0, [("prawdopodobnie odpowiedzialne", "odpowiedzialne")], "hedge"),
            Slip(1, [("Początkujący powinni", "Początkujący muszą")], "modality"),
            Slip(2, [("Never rinse your lenses", "Always rinse your lenses")], "negation"),
        ],
    ),
    Case(
        key="pl-sluzy-kanal-bydgoski-godziny-pracy",
        source="Regionalny Zarząd Gospodarki Wodnej w Bydgoszczy informuje, że w sezonie nawigacyjnym 2025 śluzy na Kanale Bydgoskim będą czynne od 1 maja do 30 września, codziennie w godz. 8:00–20:00. Ostatnie śluzowanie rozpoczyna się o 19:30. W październiku śluzy pracują krócej, w godz. 9:00–17:00, wyłącznie w weekendy. Jednostki o długości powyżej 40 m lub zanurzeniu większym niż 1,4 m muszą zgłosić zamiar przejścia z co najmniej 24-godzinnym wyprzedzeniem pod numerem 52 322 14 70. Śluzowanie jednostek rekreacyjnych jest bezpłatne. W przypadku niskiego stanu wody zarząd może czasowo ograniczyć dopuszczalne zanurzenie lub wstrzymać żeglugę, o czym poinformuje w komunikatach nawigacyjnych.",
        good=[
            Good(
                "preserve",
                """Śluzy na Kanale Bydgoskim – sezon nawigacyjny 2025 (RZGW w Bydgoszczy)
• 1 maja – 30 września: codziennie 8:00–20:00, ostatnie śluzowanie rusza o 19:30;
• październik: tylko weekendy, 9:00–17:00;
• jednostki dłuższe niż 40 m albo o zanurzeniu ponad 1,4 m muszą zgłosić przejście co najmniej 24 godziny wcześniej, tel. 52 322 14 70;
• jednostki rekreacyjne śluzuje się bezpłatnie.
Przy niskim stanie wody zarząd może czasowo ograniczyć dopuszczalne zanurzenie albo wstrzymać żeglugę – poinformuje o tym w komunikatach nawigacyjnych.""",
            ),
            Good(
                "preserve",
                "W sezonie nawigacyjnym 2025, od 1 maja do 30 września, śluzy na Kanale Bydgoskim obsługują żeglujących codziennie od 8:00 do 20:00, przy czym ostatnie śluzowanie zaczyna się o 19:30 – poinformował Regionalny Zarząd Gospodarki Wodnej w Bydgoszczy. W październiku śluzy będą czynne krócej: tylko w soboty i niedziele, od 9:00 do 17:00. Za przejście jednostek rekreacyjnych nie pobiera się opłat. Kto prowadzi jednostkę o długości ponad 40 m lub zanurzeniu przekraczającym 1,4 m, musi zgłosić zamiar przejścia z wyprzedzeniem co najmniej 24 godzin pod numerem 52 322 14 70. Jeśli stan wody będzie niski, zarząd może czasowo ograniczyć dopuszczalne zanurzenie lub wstrzymać żeglugę; poinformuje o tym w komunikatach nawigacyjnych.",
            ),
            Good(
                "en",
                "The Regional Water Management Authority in Bydgoszcz announces that during the 2025 navigation season the locks on the Bydgoszcz Canal will operate from 1 May to 30 September, daily from 8:00 a.m. to 8:00 p.m. The last lockage starts at 7:30 p.m. In October the locks work shorter hours, 9:00 a.m. to 5:00 p.m., at weekends only. Vessels longer than 40 m or with a draught greater than 1.4 m must give notice of their intended passage at least 24 hours in advance by calling 52 322 14 70. Lockage of recreational craft is free of charge. If water levels are low, the authority may temporarily restrict the permitted draught or suspend navigation, and will announce this in navigation notices.",
            ),
        ],
        bad=[
            Slip(0, [("rusza o 19:30", "rusza o 19:00")], "date"),
            Slip(1, [("przekraczającym 1,4 m", "przekraczającym 1,8 m")], "number"),
            Slip(
                2,
                [
                    (
                        "Lockage of recreational craft is free of charge.",
                        "Lockage of recreational craft is free of charge; commercial vessels pay PLN 50 per lockage.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-badanie-sol-cisnienie-tetnicze-streszczenie",
        source="W randomizowanym badaniu opublikowanym w „Journal of Hypertension” (Nowicka i in., 2023, t. 41, s. 1187–1196) 612 dorosłych z nadciśnieniem tętniczym I stopnia przez 12 tygodni ograniczało spożycie soli do około 5 g dziennie. W grupie interwencyjnej skurczowe ciśnienie tętnicze obniżyło się średnio o 6,8 mmHg, a w grupie kontrolnej o 1,9 mmHg. Autorzy zaznaczają, że efekt był prawdopodobnie silniejszy u osób powyżej 60. roku życia, choć analiza podgrup nie miała wystarczającej mocy statystycznej. Badanie nie obejmowało pacjentów przyjmujących leki hipotensyjne, dlatego wyników nie należy bezpośrednio przenosić na tę grupę. Pełny tekst: doi:10.1097/HJH.0000000000003421.",
        good=[
            Good(
                "preserve",
                "Nowicka i współpracownicy (2023) sprawdzili w randomizowanym badaniu, jak ograniczenie soli wpływa na ciśnienie. Przez 12 tygodni 612 dorosłych z nadciśnieniem tętniczym I stopnia spożywało około 5 g soli dziennie. Skurczowe ciśnienie spadło średnio o 6,8 mmHg w grupie interwencyjnej i o 1,9 mmHg w kontrolnej. Według autorów efekt był prawdopodobnie silniejszy u osób powyżej 60. roku życia, ale analiza podgrup miała za małą moc statystyczną. W badaniu nie uczestniczyli pacjenci przyjmujący leki hipotensyjne, więc wyników nie należy wprost przenosić na tę grupę. Źródło: „Journal of Hypertension”, t. 41, s. 1187–1196, doi:10.1097/HJH.0000000000003421.",
            ),
            Good(
                "preserve",
                """**Metody:** w randomizowanym badaniu 612 dorosłych z nadciśnieniem tętniczym I stopnia ograniczało przez 12 tygodni spożycie soli do ok. 5 g/dobę.

**Wyniki:** skurczowe ciśnienie tętnicze zmniejszyło się średnio o 6,8 mmHg w grupie interwencyjnej wobec 1,9 mmHg w grupie kontrolnej. Według autorów efekt był prawdopodobnie silniejszy u osób powyżej 60. roku życia, przy czym analiza podgrup nie miała wystarczającej mocy statystycznej.

**Ograniczenia:** do badania nie włączono pacjentów przyjmujących leki hipotensyjne, zatem wyników nie należy bezpośrednio przenosić na tę grupę.

**Źródło:** Nowicka i in., „Journal of Hypertension” 2023; 41: 1187–1196, doi:10.1097/HJH.0000000000003421.""",
            ),
            Good(
                "en",
                "In a randomised trial published in the Journal of Hypertension (Nowicka et al., 2023, vol. 41, pp. 1187–1196), 612 adults with grade 1 hypertension cut their salt intake to about 5 g a day for 12 weeks. Systolic blood pressure fell by an average of 6.8 mmHg in the intervention group and by 1.9 mmHg in the control group. The authors note that the effect was probably stronger in people over 60, although the subgroup analysis lacked sufficient statistical power. The study did not include patients taking antihypertensive drugs, so the results should not be applied directly to that group. Full text: doi:10.1097/HJH.0000000000003421.",
            ),
        ],
        bad=[
            Slip(0, [("s. 1187–1196", "s. 1287–1296")], "citation"),
            Slip(1, [("do ok. 5 g/dobę", "do 5 g/dobę")], "hedge"),
            Slip(2, [("612 adults", "512 adults")], "number"),
        ],
    ),
    Case(
        key="pl-przedszkola-gminne-rekrutacja-terminy-kryteria",
        source="Rekrutacja do przedszkoli samorządowych w Gminie Kórnik na rok szkolny 2025/2026 prowadzona jest elektronicznie. Wnioski należy składać od 3 do 17 marca 2025 r. do godz. 15:00, a podpisany wydruk trzeba dostarczyć do przedszkola pierwszego wyboru. Rodzic może wskazać maksymalnie trzy placówki. W pierwszej kolejności brane są pod uwagę kryteria ustawowe określone w art. 131 ust. 2 ustawy – Prawo oświatowe, m.in. wielodzietność rodziny i niepełnosprawność kandydata. Listy zakwalifikowanych zostaną opublikowane 4 kwietnia 2025 r. Rodzice dzieci już uczęszczających do przedszkola nie biorą udziału w rekrutacji – powinni jedynie złożyć deklarację o kontynuowaniu wychowania przedszkolnego do 21 lutego 2025 r.",
        good=[
            Good(
                "preserve",
                "Chcesz zapisać dziecko do przedszkola samorządowego w Gminie Kórnik na rok szkolny 2025/2026? Rekrutacja odbywa się elektronicznie. Wniosek musisz złożyć między 3 a 17 marca 2025 r., najpóźniej do 15:00, a jego podpisany wydruk dostarczyć do przedszkola, które wskazałeś jako pierwsze. Możesz wybrać najwyżej trzy placówki. Najpierw liczą się kryteria ustawowe z art. 131 ust. 2 ustawy – Prawo oświatowe, takie jak wielodzietność rodziny czy niepełnosprawność kandydata. Listy zakwalifikowanych dzieci pojawią się 4 kwietnia 2025 r. Jeśli Twoje dziecko już chodzi do przedszkola, nie bierzesz udziału w rekrutacji – powinieneś tylko do 21 lutego 2025 r. złożyć deklarację o kontynuowaniu wychowania przedszkolnego.",
            ),
            Good(
                "preserve",
                """Rekrutacja do przedszkoli samorządowych – Gmina Kórnik, rok szkolny 2025/2026
- Forma: elektroniczna.
- Składanie wniosków: 3–17 marca 2025 r., do godz. 15:00; podpisany wydruk należy dostarczyć do przedszkola pierwszego wyboru.
- Liczba placówek we wniosku: maksymalnie trzy.
- Kryteria: w pierwszej kolejności ustawowe, z art. 131 ust. 2 ustawy – Prawo oświatowe (m.in. wielodzietność rodziny, niepełnosprawność kandydata).
- Publikacja list zakwalifikowanych: 4 kwietnia 2025 r.
- Dzieci kontynuujące: bez rekrutacji – rodzice powinni jedynie złożyć do 21 lutego 2025 r. deklarację o kontynuowaniu wychowania przedszkolnego.""",
            ),
            Good(
                "en",
                "Enrolment in the municipal kindergartens of Kórnik Commune for the 2025/2026 school year is carried out online. Applications must be submitted between 3 and 17 March 2025, by 3:00 p.m., and a signed printout must be delivered to the kindergarten of first choice. Parents may list up to three kindergartens. The statutory criteria set out in Article 131(2) of the Education Law Act, such as a large family or the candidate's disability, are considered first. Lists of admitted children will be published on 4 April 2025. Parents of children who already attend kindergarten do not take part in the enrolment – they should only submit a declaration of continued pre-school education by 21 February 2025.",
            ),
        ],
        bad=[
            Slip(0, [("4 kwietnia 2025 r.", "14 kwietnia 2025 r.")], "date"),
            Slip(1, [("art. 131 ust. 2", "art. 131 ust. 4")], "legal_reference"),
            Slip(
                2,
                [("a signed printout must be delivered", "a signed printout should be delivered")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-moj-prad-dotacja-fotowoltaika-magazyn",
        source="W programie „Mój Prąd 6.0” właściciele domów jednorodzinnych mogą otrzymać do 7 000 zł dofinansowania do mikroinstalacji fotowoltaicznej współpracującej z magazynem energii oraz do 16 000 zł na sam magazyn. Wnioski przyjmowane są wyłącznie elektronicznie przez portal https://mojprad.gov.pl. Wsparcie obejmuje tylko instalacje przyłączone do sieci i rozliczane w systemie net-billingu. Dotacji nie można łączyć z innym dofinansowaniem ze środków publicznych na te same koszty, z wyjątkiem ulgi termomodernizacyjnej. Koszty kwalifikowane muszą zostać poniesione po 1 sierpnia 2024 r. Środki trafiają na rachunek wnioskodawcy, zwykle w ciągu kilku tygodni od pozytywnej oceny wniosku.",
        good=[
            Good(
                "preserve",
                """Ile można dostać? W „Moim Prądzie 6.0” właściciel domu jednorodzinnego może otrzymać do 7 000 zł na mikroinstalację fotowoltaiczną współpracującą z magazynem energii i do 16 000 zł na sam magazyn.
Jak złożyć wniosek? Tylko elektronicznie, przez portal https://mojprad.gov.pl.
Jakie instalacje się kwalifikują? Wyłącznie przyłączone do sieci i rozliczane w net-billingu.
Czy można łączyć dotacje? Nie – tej dotacji nie można łączyć z innym dofinansowaniem ze środków publicznych na te same koszty; wyjątkiem jest ulga termomodernizacyjna.
Od kiedy liczą się koszty? Koszty kwalifikowane muszą być poniesione po 1 sierpnia 2024 r.
Kiedy przyjdą pieniądze? Zwykle w ciągu kilku tygodni od pozytywnej oceny wniosku, na rachunek wnioskodawcy.""",
            ),
            Good(
                "preserve",
                "Program „Mój Prąd 6.0” przewiduje dla właścicieli domów jednorodzinnych dotację do 7 000 zł na mikroinstalację fotowoltaiczną połączoną z magazynem energii oraz do 16 000 zł na magazyn. Dofinansowaniem objęte są jedynie instalacje przyłączone do sieci, rozliczane w systemie net-billingu. Wnioski składa się wyłącznie online, na portalu https://mojprad.gov.pl. Koszty kwalifikowane muszą być poniesione po 1 sierpnia 2024 r. Dotacji nie można łączyć z innym wsparciem ze środków publicznych na te same koszty – wyjątek stanowi ulga termomodernizacyjna. Wypłata następuje na rachunek wnioskodawcy, zazwyczaj w ciągu kilku tygodni od pozytywnej oceny wniosku.",
            ),
            Good(
                "en",
                "Under the “Mój Prąd 6.0” programme, owners of single-family houses can receive up to PLN 7,000 towards a photovoltaic micro-installation working with an energy storage unit, plus up to PLN 16,000 for the storage unit itself. Applications are accepted only online via the https://mojprad.gov.pl portal. Support covers only installations connected to the grid and settled under net billing. The grant cannot be combined with other public funding for the same costs, except for the thermal modernisation tax relief. Eligible costs must have been incurred after 1 August 2024. The money is paid into the applicant's account, usually within a few weeks of the application being approved.",
            ),
        ],
        bad=[
            Slip(0, [("do 16 000 zł", "do 6 000 zł")], "number"),
            Slip(1, [("Dotacji nie można łączyć", "Dotację można łączyć")], "negation"),
            Slip(2, [("https://mojprad.gov.pl", "https://mojprad.pl")], "url"),
        ],
    ),
    Case(
        key="pl-pracownia-konserwacji-portret-raport-prac",
        source="Pracownia Konserwacji Malarstwa zakończyła prace przy obrazie „Portret damy w błękitnej sukni” (nr inw. MNK-M-2214). Badania w świetle UV wykazały liczne retusze z XIX wieku, obejmujące około 12% powierzchni lica. Silnie pożółkły werniks usunięto mieszaniną rozpuszczalników, a ubytki zaprawy uzupełniono kitem klejowo-kredowym. Analiza przekroju próbek sugeruje, że obraz był pierwotnie o kilka centymetrów szerszy i prawdopodobnie został przycięty przy wymianie krosna. Nie udało się ustalić, kto wykonał XIX-wieczne przemalowania. Po konserwacji obraz powinien być eksponowany w temperaturze 18–22°C i przy wilgotności względnej 45–55%. Dokumentacja fotograficzna liczy 186 zdjęć.",
        good=[
            Good(
                "preserve",
                """Raport – „Portret damy w błękitnej sukni” (nr inw. MNK-M-2214), Pracownia Konserwacji Malarstwa

Stan przed konserwacją: w świetle UV widoczne liczne XIX-wieczne retusze, zajmujące około 12% powierzchni lica; silnie pożółkły werniks.
Zabiegi: werniks usunięto mieszaniną rozpuszczalników; ubytki zaprawy uzupełniono kitem klejowo-kredowym.
Obserwacje: analiza przekroju próbek sugeruje, że obraz był pierwotnie o kilka centymetrów szerszy i prawdopodobnie został przycięty podczas wymiany krosna. Autora XIX-wiecznych przemalowań nie udało się ustalić.
Zalecenia ekspozycyjne: obraz powinien być eksponowany w temperaturze 18–22°C przy wilgotności względnej 45–55%.
Dokumentacja fotograficzna: 186 zdjęć.""",
            ),
            Good(
                "preserve",
                "Konserwatorzy z Pracowni Konserwacji Malarstwa ukończyli prace przy „Portrecie damy w błękitnej sukni” (nr inw. MNK-M-2214). Badanie w świetle UV ujawniło wiele retuszy z XIX wieku – zajmują one około 12% powierzchni lica; nie udało się ustalić, kto wykonał te przemalowania. Mocno pożółkły werniks zdjęto mieszaniną rozpuszczalników, a ubytki zaprawy wypełniono kitem klejowo-kredowym. Analiza przekroju próbek pozwala przypuszczać, że obraz był pierwotnie o kilka centymetrów szerszy i prawdopodobnie przycięto go przy wymianie krosna. Teraz obraz powinien być eksponowany w temperaturze 18–22°C i przy wilgotności względnej 45–55%. Prace udokumentowano na 186 zdjęciach.",
            ),
            Good(
                "en",
                "The Painting Conservation Studio has completed work on “Portrait of a Lady in a Blue Dress” (inv. no. MNK-M-2214). UV examination revealed numerous 19th-century retouches covering about 12% of the paint surface. The heavily yellowed varnish was removed with a solvent mixture, and losses in the ground were filled with a glue-chalk putty. Cross-section analysis suggests that the painting was originally a few centimetres wider and was probably cut down when the stretcher was replaced. It has not been possible to establish who carried out the 19th-century overpainting. After conservation, the painting should be displayed at 18–22°C and 45–55% relative humidity. The photographic documentation comprises 186 images.",
            ),
        ],
        bad=[
            Slip(0, [("i prawdopodobnie został przycięty", "i został przycięty")], "hedge"),
            Slip(
                1,
                [("mieszaniną rozpuszczalników", "mieszaniną acetonu i etanolu")],
                "invented_fact",
            ),
            Slip(2, [("186 images", "168 images")], "number"),
        ],
    ),
    Case(
        key="pl-bieg-na-orientacje-lesna-petla-regulamin",
        source="Zawody w biegu na orientację „Leśna Pętla” odbędą się w niedzielę 14 września 2025 r. w Puszczy Kampinoskiej. Start pierwszego zawodnika o godz. 10:00, a limit czasu na trasie wynosi 150 minut. Każdy uczestnik musi mieć przy sobie chip SportIdent – można go wypożyczyć w biurze zawodów za 10 zł. Zabrania się korzystania z nawigacji GPS w telefonie oraz z map innych niż wydana przez organizatora. Zawodnik, który nie ukończy trasy, musi zgłosić się na mecie, aby organizator nie rozpoczynał poszukiwań. Zapisy przyjmujemy do 7 września przez system Orienteering Online. Osoby niepełnoletnie powinny startować pod opieką dorosłego.",
        good=[
            Good(
                "preserve",
                """„Leśna Pętla” – najważniejsze zasady
1. Termin i miejsce: niedziela, 14 września 2025 r., Puszcza Kampinoska; pierwszy start o 10:00.
2. Limit czasu na trasie: 150 minut.
3. Chip SportIdent jest obowiązkowy – każdy musi mieć go przy sobie; w biurze zawodów można go wypożyczyć za 10 zł.
4. Nie wolno używać nawigacji GPS w telefonie ani map innych niż wydana przez organizatora.
5. Jeśli nie ukończysz trasy, musisz zgłosić się na mecie – dzięki temu organizator nie rozpocznie poszukiwań.
6. Zapisy do 7 września w systemie Orienteering Online.
7. Niepełnoletni powinni startować pod opieką dorosłego.""",
            ),
            Good(
                "preserve",
                "Widzimy się w niedzielę, 14 września 2025 r., w Puszczy Kampinoskiej! Pierwszy zawodnik wystartuje o 10:00, a na pokonanie trasy masz 150 minut. Pamiętaj, że musisz mieć przy sobie chip SportIdent – możesz go wypożyczyć w biurze zawodów za 10 zł. Podczas biegu nie wolno ci korzystać z nawigacji GPS w telefonie ani z map innych niż ta od organizatora. Jeżeli nie ukończysz trasy, koniecznie zgłoś się na mecie, żebyśmy nie zaczęli cię szukać. Na „Leśną Pętlę” zapisujesz się do 7 września przez Orienteering Online. Niepełnoletni powinni biec pod opieką dorosłej osoby.",
            ),
            Good(
                "en",
                "The “Leśna Pętla” orienteering race will be held on Sunday, 14 September 2025, in the Kampinos Forest. The first runner starts at 10:00 a.m., and the time limit on the course is 150 minutes. Every competitor must carry a SportIdent chip, which can be hired at the event centre for PLN 10. Using GPS navigation on your phone or any map other than the one issued by the organiser is prohibited. A competitor who does not finish the course must report to the finish so that the organiser does not start a search. Entries close on 7 September via the Orienteering Online system. Minors should compete under the supervision of an adult.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    ("4. Nie wolno używać", "4. Wolno używać"),
                    ("w telefonie ani map", "w telefonie i map"),
                ],
                "negation",
            ),
            Slip(1, [("do 7 września", "do 10 września")], "date"),
            Slip(2, [("Every competitor must carry", "Every competitor should carry")], "modality"),
        ],
    ),
    Case(
        key="pl-wspolnota-lipowa-modernizacja-windy-komunikat",
        source="Szanowni Mieszkańcy, informujemy, że w dniach 22–24 października 2025 r. firma Windpol przeprowadzi modernizację dźwigu osobowego w klatce B budynku przy ul. Lipowej 8. Winda będzie wyłączona z użytku od godz. 7:00 w środę do około 16:00 w piątek. W tym czasie prosimy korzystać ze schodów; osoby z ograniczoną sprawnością mogą zgłosić potrzebę pomocy przy wnoszeniu zakupów pod numerem 601 234 567. Prace mogą powodować okresowy hałas. Nie wolno zdejmować taśm zabezpieczających ani otwierać drzwi szybu. Za utrudnienia przepraszamy. Administracja Wspólnoty Mieszkaniowej „Lipowa”.",
        good=[
            Good(
                "preserve",
                """Modernizacja windy – klatka B, ul. Lipowa 8

Od środy 22 października 2025 r., godz. 7:00, do piątku 24 października, około godz. 16:00, dźwig osobowy będzie wyłączony z użytku – prace prowadzi firma Windpol. Prosimy korzystać ze schodów. Osoby z ograniczoną sprawnością mogą zgłosić potrzebę pomocy przy wnoszeniu zakupów: tel. 601 234 567. Prace mogą powodować okresowy hałas. Nie wolno zdejmować taśm zabezpieczających ani otwierać drzwi szybu. Przepraszamy za utrudnienia.

Administracja Wspólnoty Mieszkaniowej „Lipowa”""",
            ),
            Good(
                "preserve",
                "Administracja Wspólnoty Mieszkaniowej „Lipowa” uprzejmie informuje, że w dniach 22–24 października 2025 r. firma Windpol będzie modernizować dźwig osobowy w klatce B budynku przy ul. Lipowej 8. Winda zostanie wyłączona w środę o 7:00 i pozostanie nieczynna do piątku, do około 16:00. Prosimy w tym okresie poruszać się schodami. Mieszkańcy z ograniczoną sprawnością, którzy potrzebują pomocy przy wnoszeniu zakupów, mogą to zgłosić pod numerem 601 234 567. Zabrania się zdejmowania taśm zabezpieczających i otwierania drzwi szybu. Prace mogą okresowo powodować hałas – za utrudnienia przepraszamy.",
            ),
            Good(
                "en",
                "Dear Residents, we would like to inform you that from 22 to 24 October 2025 Windpol will be modernising the passenger lift in staircase B of the building at 8 Lipowa Street. The lift will be out of service from 7:00 a.m. on Wednesday until about 4:00 p.m. on Friday. During this time, please use the stairs; residents with limited mobility can request help with carrying shopping by calling 601 234 567. The work may cause intermittent noise. Do not remove the safety tape or open the shaft doors. We apologise for any inconvenience. Management of the “Lipowa” Housing Community",
            ),
        ],
        bad=[
            Slip(0, [("godz. 7:00", "godz. 9:00")], "date"),
            Slip(1, [("Zabrania się zdejmowania", "Nie zaleca się zdejmowania")], "modality"),
            Slip(
                2,
                [
                    (
                        "We apologise for any inconvenience.",
                        "We apologise for any inconvenience; the maintenance fee for October will be reduced accordingly.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-readme-fakturka-eksport-instalacja-uzycie",
        source="""## Instalacja

Narzędzie `fakturka-eksport` wymaga Pythona w wersji 3.10 lub nowszej. Zainstaluj je poleceniem:

```bash
pip install fakturka-eksport==2.4.1
```

Przed pierwszym uruchomieniem musisz utworzyć plik `config.toml` w katalogu domowym i wpisać w nim klucz `api_token`. Token wygenerujesz w panelu [ustawień konta](https://app.fakturka.pl/ustawienia/api).

## Użycie

- `fakturka-eksport --od 2025-01-01 --do 2025-03-31` eksportuje faktury z pierwszego kwartału,
- flaga `--format csv` zmienia format wyjściowy (domyślnie JSON).

Nie udostępniaj tokenu w repozytorium – każdy, kto go zna, może pobrać Twoje dane.""",
        good=[
            Good(
                "preserve",
                """## Instalacja

`fakturka-eksport` wymaga Pythona 3.10 lub nowszego. Aby je zainstalować, uruchom:

```bash
pip install fakturka-eksport==2.4.1
```

Zanim uruchomisz narzędzie po raz pierwszy, musisz w katalogu domowym utworzyć plik `config.toml` i dodać do niego klucz `api_token`. Token możesz wygenerować w panelu [ustawień konta](https://app.fakturka.pl/ustawienia/api).

## Użycie

- `fakturka-eksport --od 2025-01-01 --do 2025-03-31` – eksport faktur z pierwszego kwartału;
- `--format csv` – zmiana formatu wyjściowego (domyślny to JSON).

Nie umieszczaj tokenu w repozytorium: każdy, kto go zna, może pobrać Twoje dane.""",
            ),
            Good(
                "preserve",
                """## Instalacja

Do działania narzędzia `fakturka-eksport` wymagany jest Python 3.10 lub nowszy. Instalacja:

```bash
pip install fakturka-eksport==2.4.1
```

Przed pierwszym uruchomieniem należy utworzyć w katalogu domowym plik `config.toml` zawierający klucz `api_token`. Token generuje się w panelu [ustawień konta](https://app.fakturka.pl/ustawienia/api).

## Użycie

- `fakturka-eksport --od 2025-01-01 --do 2025-03-31` – eksportuje faktury z pierwszego kwartału.
- `--format csv` – zmienia format wyjściowy (domyślnie: JSON).

**Uwaga:** tokenu nie wolno udostępniać w repozytorium, ponieważ każda osoba, która go zna, może pobrać Twoje dane.""",
            ),
            Good(
                "en",
                """## Installation

The `fakturka-eksport` tool requires Python 3.10 or newer. Install it with:

```bash
pip install fakturka-eksport==2.4.1
```

Before the first run, you must create a `config.toml` file in your home directory and add the `api_token` key to it. You can generate the token in the [account settings](https://app.fakturka.pl/ustawienia/api) panel.

## Usage

- `fakturka-eksport --od 2025-01-01 --do 2025-03-31` exports invoices from the first quarter,
- the `--format csv` flag changes the output format (JSON by default).

Do not share the token in a repository – anyone who knows it can download your data.""",
            ),
        ],
        bad=[
            Slip(0, [("fakturka-eksport==2.4.1", "fakturka-eksport==2.1.4")], "code"),
            Slip(
                1,
                [
                    (
                        "```bash\npip install fakturka-eksport==2.4.1\n```",
                        "pip install fakturka-eksport==2.4.1",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("you must create", "you should create")], "modality"),
        ],
    ),
    Case(
        key="pl-serwer-plikow-kopie-zapasowe-harmonogram",
        source="""# Kopie zapasowe serwera plików

Kopia przyrostowa wykonywana jest codziennie o 2:00, a pełna – w każdą niedzielę. Harmonogram ustawisz w pliku `/etc/kopia/harmonogram.yml`.

| Typ kopii | Przechowywanie |
|---|---|
| przyrostowa | 14 dni |
| pełna | 8 tygodni |

Aby ręcznie uruchomić kopię, wpisz `sudo kopia-backup --pelna`. Nie wyłączaj serwera, dopóki zadanie się nie zakończy – przerwana kopia nie nadaje się do odtworzenia. Przed aktualizacją systemu zawsze sprawdź w logu `/var/log/kopia.log`, czy ostatnia kopia zakończyła się statusem `OK`.""",
        good=[
            Good(
                "preserve",
                """# Kopie zapasowe serwera plików

Codziennie o 2:00 tworzona jest kopia przyrostowa, a w każdą niedzielę – kopia pełna. Harmonogram konfiguruje się w pliku `/etc/kopia/harmonogram.yml`.

| Typ kopii | Czas przechowywania |
|---|---|
| przyrostowa | 14 dni |
| pełna | 8 tygodni |

Kopię można uruchomić ręcznie poleceniem `sudo kopia-backup --pelna`. Dopóki zadanie trwa, nie wyłączaj serwera, bo przerwanej kopii nie da się odtworzyć. Zanim zaktualizujesz system, zawsze sprawdź w logu `/var/log/kopia.log`, czy ostatnia kopia zakończyła się statusem `OK`.""",
            ),
            Good(
                "preserve",
                """# Kopie zapasowe serwera plików

- **Harmonogram:** kopia przyrostowa codziennie o 2:00, pełna w każdą niedzielę; ustawisz go w pliku `/etc/kopia/harmonogram.yml`.
- **Ręczne uruchomienie:** `sudo kopia-backup --pelna`.
- **Ważne:** nie wyłączaj serwera, dopóki zadanie się nie zakończy – przerwana kopia nie nadaje się do odtworzenia.
- **Przed aktualizacją systemu:** zawsze sprawdź w logu `/var/log/kopia.log`, czy ostatnia kopia zakończyła się statusem `OK`.

| Typ kopii | Przechowywanie |
|---|---|
| przyrostowa | 14 dni |
| pełna | 8 tygodni |""",
            ),
            Good(
                "en",
                """# File server backups

An incremental backup runs every day at 2:00 a.m., and a full backup every Sunday. You can set the schedule in the `/etc/kopia/harmonogram.yml` file.

| Backup type | Retention |
|---|---|
| incremental | 14 days |
| full | 8 weeks |

To start a backup manually, run `sudo kopia-backup --pelna`. Do not shut down the server until the job has finished – an interrupted backup cannot be restored. Before updating the system, always check the `/var/log/kopia.log` log to make sure the last backup finished with the status `OK`.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "bo przerwanej kopii nie da się odtworzyć",
                        "bo przerwaną kopię da się odtworzyć",
                    )
                ],
                "negation",
            ),
            Slip(1, [("`sudo kopia-backup --pelna`", "`sudo kopia-backup --pelny`")], "code"),
            Slip(2, [("| full | 8 weeks |\n", "")], "markdown"),
        ],
    ),
    Case(
        key="pl-notatka-spotkanie-zespolu-migracja-bazy",
        source="""### Notatka ze spotkania zespołu – 12 czerwca 2025

**Obecni:** Anna Wróbel, Piotr Zając, Kamila Nowak

1. Migracja bazy danych na nowy serwer prawdopodobnie zajmie około 3 tygodni; Piotr przygotuje plan do 20 czerwca.
2. Budżet na licencje wynosi 18 500 zł netto i nie może zostać przekroczony bez zgody dyrektora.
3. Kamila zgłosiła, że testy wydajnościowe wykazały spadek czasu odpowiedzi o 35%.
4. Anna prosi, by zmiany zakresu projektu zgłaszać jej mailowo.
5. Następne spotkanie: 26 czerwca, godz. 10:00, sala 2.14.

Szczegóły w [arkuszu zadań](https://intranet.firma.pl/zadania/q2).""",
        good=[
            Good(
                "preserve",
                """### Spotkanie zespołu, 12 czerwca 2025 – notatka

**Uczestnicy:** Anna Wróbel, Piotr Zając, Kamila Nowak

1. Przeniesienie bazy danych na nowy serwer potrwa prawdopodobnie około 3 tygodni. Plan przygotuje Piotr – termin: 20 czerwca.
2. Budżet licencyjny to 18 500 zł netto; nie może zostać przekroczony bez zgody dyrektora.
3. Według Kamili testy wydajnościowe pokazały, że czas odpowiedzi spadł o 35%.
4. Anna prosi, by zmiany zakresu projektu zgłaszać jej mailowo.
5. Kolejne spotkanie: 26 czerwca, 10:00, sala 2.14.

Szczegóły: [arkusz zadań](https://intranet.firma.pl/zadania/q2).""",
            ),
            Good(
                "preserve",
                """### Notatka ze spotkania zespołu (12 czerwca 2025)

**Obecni:** Anna Wróbel, Piotr Zając i Kamila Nowak.

1. Piotr do 20 czerwca przygotuje plan migracji bazy danych na nowy serwer; sama migracja zajmie prawdopodobnie ok. 3 tygodni.
2. Na licencje mamy 18 500 zł netto – bez zgody dyrektora nie wolno przekroczyć tej kwoty.
3. Kamila poinformowała, że testy wydajnościowe wykazały spadek czasu odpowiedzi o 35%.
4. Anna prosi o mailowe zgłaszanie jej zmian zakresu projektu.
5. Następne spotkanie odbędzie się 26 czerwca o 10:00 w sali 2.14.

Więcej szczegółów znajdziesz w [arkuszu zadań](https://intranet.firma.pl/zadania/q2).""",
            ),
            Good(
                "en",
                """### Team meeting notes – 12 June 2025

**Present:** Anna Wróbel, Piotr Zając, Kamila Nowak

1. Migrating the database to the new server will probably take about 3 weeks; Piotr will prepare a plan by 20 June.
2. The licence budget is PLN 18,500 net and must not be exceeded without the director's approval.
3. Kamila reported that performance tests showed a 35% drop in response time.
4. Anna asks that changes to the project scope be reported to her by e-mail.
5. Next meeting: 26 June, 10:00 a.m., room 2.14.

Details in the [task sheet](https://intranet.firma.pl/zadania/q2).""",
            ),
        ],
        bad=[
            Slip(0, [("potrwa prawdopodobnie około 3 tygodni", "potrwa 3 tygodnie")], "hedge"),
            Slip(1, [("18 500 zł", "15 800 zł")], "number"),
            Slip(2, [("### Team meeting notes", "Team meeting notes")], "markdown"),
        ],
    ),
    Case(
        key="pl-przeglad-systematyczny-ekrany-zasypianie-mlodziez",
        source="Przegląd systematyczny Kowalczyk i Lis (2022) objął 38 badań dotyczących snu nastolatków w wieku 13–18 lat. Autorzy wskazują, że korzystanie z ekranów w ciągu godziny przed snem wiąże się z opóźnieniem zasypiania średnio o około 20 minut. Związek ten nie był jednak istotny statystycznie u młodzieży, która uprawiała sport co najmniej trzy razy w tygodniu. Według Amerykańskiej Akademii Medycyny Snu (Paruthi i in., 2016) nastolatki powinny spać od 8 do 10 godzin na dobę. Autorzy przeglądu podkreślają, że większość uwzględnionych badań miała charakter przekrojowy, więc nie pozwala wnioskować o przyczynowości, a wyniki mogą być zawyżone przez samoopis.",
        good=[
            Good(
                "preserve",
                "Kowalczyk i Lis (2022) przeanalizowali w przeglądzie systematycznym 38 badań nad snem nastolatków w wieku 13–18 lat. Jak wskazują, używanie ekranów w ostatniej godzinie przed snem wiąże się z tym, że młodzi zasypiają średnio około 20 minut później. U młodzieży, która uprawiała sport co najmniej trzy razy w tygodniu, ten związek nie był jednak istotny statystycznie. Amerykańska Akademia Medycyny Snu (Paruthi i in., 2016) zaleca, by nastolatki spały od 8 do 10 godzin na dobę. Autorzy przeglądu podkreślają, że większość badań była przekrojowa, więc nie można na ich podstawie wnioskować o przyczynowości, a samoopis mógł zawyżyć wyniki.",
            ),
            Good(
                "preserve",
                "W przeglądzie systematycznym obejmującym 38 badań nad snem osób w wieku 13–18 lat Kowalczyk i Lis (2022) wskazują, że korzystanie z urządzeń ekranowych w godzinie poprzedzającej sen wiąże się z opóźnieniem zasypiania średnio o ok. 20 minut. Zależność ta nie osiągnęła jednak istotności statystycznej wśród młodzieży uprawiającej sport co najmniej trzy razy w tygodniu. Autorzy podkreślają przy tym, że przeważająca część analizowanych badań miała charakter przekrojowy, co nie pozwala wnioskować o przyczynowości; ponadto wyniki mogą być zawyżone przez samoopis. Zgodnie z zaleceniami Amerykańskiej Akademii Medycyny Snu (Paruthi i in., 2016) nastolatki powinny sypiać 8–10 godzin na dobę.",
            ),
            Good(
                "en",
                "A systematic review by Kowalczyk and Lis (2022) covered 38 studies on the sleep of adolescents aged 13–18. The authors point out that using screens in the hour before bed is associated with falling asleep about 20 minutes later on average. However, this association was not statistically significant among young people who did sport at least three times a week. According to the American Academy of Sleep Medicine (Paruthi et al., 2016), teenagers should sleep 8 to 10 hours a day. The review's authors stress that most of the included studies were cross-sectional, so they do not allow conclusions about causation, and the results may be inflated by self-reporting.",
            ),
        ],
        bad=[
            Slip(0, [("(Paruthi i in., 2016)", "(Paruthi i in., 2012)")], "citation"),
            Slip(1, [("wyniki mogą być zawyżone", "wyniki są zawyżone")], "hedge"),
            Slip(
                2,
                [("was not statistically significant", "was statistically significant")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-biblioteka-miejska-zasady-wypozyczen-oplaty",
        source="Czytelnik może jednocześnie wypożyczyć maksymalnie 8 książek na okres 30 dni. Wypożyczenie można przedłużyć dwukrotnie, o ile na daną pozycję nie czeka inna osoba – najprościej zrobić to w katalogu online pod adresem https://katalog.mbp-gniezno.pl. Za każdy dzień zwłoki naliczana jest opłata w wysokości 0,20 zł od książki. Czytelnik, którego zaległości przekraczają 20 zł, nie może wypożyczać kolejnych materiałów do czasu ich uregulowania. Zgubioną lub zniszczoną książkę należy odkupić albo zapłacić jej równowartość. Pytania można kierować na adres wypozyczalnia@mbp-gniezno.pl. Audiobooki i filmy wypożyczamy na 14 dni, bez możliwości przedłużenia.",
        good=[
            Good(
                "preserve",
                "Możesz mieć jednocześnie wypożyczonych maksymalnie 8 książek, każdą na 30 dni. Jeśli nikt inny nie czeka na daną pozycję, możesz przedłużyć wypożyczenie dwa razy – najłatwiej w katalogu online: https://katalog.mbp-gniezno.pl. Za każdy dzień spóźnienia płacisz 0,20 zł od książki. Gdy Twoje zaległości przekroczą 20 zł, nie wypożyczysz kolejnych materiałów, dopóki ich nie uregulujesz. Zgubioną lub zniszczoną książkę musisz odkupić albo zapłacić jej równowartość. Audiobooki i filmy wypożyczamy na 14 dni i tych wypożyczeń nie można przedłużać. Masz pytania? Napisz na wypozyczalnia@mbp-gniezno.pl.",
            ),
            Good(
                "preserve",
                """Zasady wypożyczeń
1. Czytelnik może wypożyczyć jednocześnie nie więcej niż 8 książek, na 30 dni.
2. Wypożyczenie można przedłużyć dwukrotnie, jeżeli na pozycję nie oczekuje inny czytelnik; najprościej zrobić to w katalogu online (https://katalog.mbp-gniezno.pl).
3. Za każdy dzień zwłoki pobiera się 0,20 zł od książki. Przy zaległościach powyżej 20 zł czytelnik nie może wypożyczać kolejnych materiałów, dopóki ich nie ureguluje.
4. Zgubioną lub zniszczoną książkę należy odkupić albo zapłacić jej równowartość.
5. Audiobooki i filmy wypożycza się na 14 dni bez możliwości przedłużenia.
6. Pytania: wypozyczalnia@mbp-gniezno.pl.""",
            ),
            Good(
                "en",
                "Readers may borrow up to 8 books at a time for a period of 30 days. A loan can be renewed twice, provided nobody else is waiting for the item – the easiest way is through the online catalogue at https://katalog.mbp-gniezno.pl. A late fee of PLN 0.20 per book is charged for each day overdue. Readers whose arrears exceed PLN 20 cannot borrow further items until they have paid them off. A lost or damaged book must be replaced or paid for. Questions can be sent to wypozyczalnia@mbp-gniezno.pl. Audiobooks and films are lent for 14 days and cannot be renewed.",
            ),
        ],
        bad=[
            Slip(0, [("płacisz 0,20 zł", "płacisz 0,50 zł")], "number"),
            Slip(1, [("należy odkupić", "można odkupić")], "modality"),
            Slip(2, [("wypozyczalnia@mbp-gniezno.pl", "wypozyczalnia@mbp.gniezno.pl")], "url"),
        ],
    ),
    Case(
        key="pl-sklep-zielarski-klauzula-rodo-zamowienia",
        source="Administratorem Pani/Pana danych osobowych jest Sklep Zielarski „Macierzanka” sp. z o.o. z siedzibą w Lublinie. Dane przetwarzamy w celu realizacji zamówienia na podstawie art. 6 ust. 1 lit. b RODO, a w celach marketingowych – wyłącznie za Pani/Pana zgodą, zgodnie z art. 6 ust. 1 lit. a RODO. Dane będą przechowywane przez okres 5 lat od końca roku, w którym zrealizowano zamówienie. Nie przekazujemy danych do państw spoza Europejskiego Obszaru Gospodarczego. Ma Pani/Pan prawo dostępu do danych, ich sprostowania oraz wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych. Podanie danych jest dobrowolne, ale niezbędne do realizacji zamówienia. Zgodę na marketing można wycofać w dowolnym momencie.",
        good=[
            Good(
                "preserve",
                "Kto odpowiada za Twoje dane? Sklep Zielarski „Macierzanka” sp. z o.o. z siedzibą w Lublinie. Twoje dane przetwarzamy, żeby zrealizować zamówienie (art. 6 ust. 1 lit. b RODO), a w celach marketingowych – tylko wtedy, gdy wyrazisz na to zgodę (art. 6 ust. 1 lit. a RODO). Zgodę na marketing możesz wycofać w każdej chwili. Przechowujemy dane przez 5 lat, licząc od końca roku, w którym zrealizowaliśmy zamówienie, i nie przekazujemy ich do państw spoza Europejskiego Obszaru Gospodarczego. Masz prawo dostępu do danych, ich sprostowania i wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych. Podanie danych jest dobrowolne, ale bez nich nie zrealizujemy zamówienia.",
            ),
            Good(
                "preserve",
                "Informujemy, że administratorem Pani/Pana danych osobowych jest Sklep Zielarski „Macierzanka” sp. z o.o. z siedzibą w Lublinie. Podstawą przetwarzania danych w celu realizacji zamówienia jest art. 6 ust. 1 lit. b RODO; w celach marketingowych dane przetwarzane są wyłącznie na podstawie zgody (art. 6 ust. 1 lit. a RODO), którą można wycofać w dowolnym momencie. Okres przechowywania danych wynosi 5 lat od końca roku, w którym zamówienie zostało zrealizowane. Dane nie są przekazywane do państw spoza Europejskiego Obszaru Gospodarczego. Przysługuje Pani/Panu prawo dostępu do danych, ich sprostowania oraz wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych. Podanie danych jest dobrowolne, lecz niezbędne do realizacji zamówienia.",
            ),
            Good(
                "en",
                "The controller of your personal data is Sklep Zielarski „Macierzanka” sp. z o.o., based in Lublin. We process your data to fulfil your order on the basis of Article 6(1)(b) GDPR, and for marketing purposes only with your consent, in accordance with Article 6(1)(a) GDPR. Your data will be kept for 5 years from the end of the year in which the order was fulfilled. We do not transfer data to countries outside the European Economic Area. You have the right to access and rectify your data and to lodge a complaint with the President of the Personal Data Protection Office. Providing your data is voluntary but necessary to fulfil the order. You may withdraw your consent to marketing at any time.",
            ),
        ],
        bad=[
            Slip(
                0, [("art. 6 ust. 1 lit. b RODO", "art. 6 ust. 1 lit. c RODO")], "legal_reference"
            ),
            Slip(1, [("Dane nie są przekazywane", "Dane są przekazywane")], "negation"),
            Slip(2, [("is voluntary but necessary", "is obligatory and necessary")], "modality"),
        ],
    ),
    Case(
        key="pl-gmina-szczepienie-psow-wscieklizna-terminy",
        source="Wójt Gminy Zbąszynek przypomina, że zgodnie z ustawą o ochronie zdrowia zwierząt właściciele psów mają obowiązek zaszczepić je przeciwko wściekliźnie w ciągu 30 dni od ukończenia przez psa 3. miesiąca życia, a następnie nie rzadziej niż co 12 miesięcy. Szczepienia odbędą się w sobotę 5 kwietnia 2025 r.: w Zbąszynku przy remizie OSP w godz. 9:00–11:00, a w Kosieczynie przy świetlicy w godz. 12:00–13:30. Koszt szczepienia wynosi 40 zł. Należy zabrać ze sobą książeczkę zdrowia psa. Psy muszą być na smyczy, a duże i agresywne – także w kagańcu. Lekarz weterynarii nie zaszczepi psa, który wykazuje objawy choroby.",
        good=[
            Good(
                "preserve",
                """Szczepienie psów przeciwko wściekliźnie – Gmina Zbąszynek

Wójt Gminy przypomina o obowiązku wynikającym z ustawy o ochronie zdrowia zwierząt: psa trzeba zaszczepić w ciągu 30 dni od ukończenia przez niego 3. miesiąca życia, a potem nie rzadziej niż co 12 miesięcy.

Termin: sobota, 5 kwietnia 2025 r.
– Zbąszynek, przy remizie OSP: 9:00–11:00
– Kosieczyn, przy świetlicy: 12:00–13:30

Koszt: 40 zł. Należy zabrać książeczkę zdrowia psa. Psy muszą być na smyczy, a duże i agresywne także w kagańcu. Psa z objawami choroby lekarz weterynarii nie zaszczepi.""",
            ),
            Good(
                "preserve",
                "W sobotę 5 kwietnia 2025 r. w Gminie Zbąszynek odbędą się szczepienia psów przeciwko wściekliźnie: od 9:00 do 11:00 przy remizie OSP w Zbąszynku oraz od 12:00 do 13:30 przy świetlicy w Kosieczynie. Szczepienie kosztuje 40 zł; trzeba mieć przy sobie książeczkę zdrowia psa. Wójt gminy przypomina, że według ustawy o ochronie zdrowia zwierząt właściciel ma obowiązek zaszczepić psa w ciągu 30 dni od ukończenia przez niego 3. miesiąca życia, a potem co najmniej raz na 12 miesięcy. Psy muszą być prowadzone na smyczy, duże i agresywne dodatkowo w kagańcu. Psa z objawami choroby weterynarz nie zaszczepi.",
            ),
            Good(
                "en",
                "The Head of Zbąszynek Commune reminds residents that under the Animal Health Protection Act, dog owners are required to vaccinate their dogs against rabies within 30 days of the dog turning 3 months old, and then at least every 12 months. Vaccinations will take place on Saturday, 5 April 2025: in Zbąszynek at the volunteer fire station from 9:00 to 11:00 a.m., and in Kosieczyn at the community centre from 12:00 to 1:30 p.m. The vaccination costs PLN 40. You must bring your dog's health booklet. Dogs must be on a lead, and large and aggressive dogs must also be muzzled. The vet will not vaccinate a dog showing signs of illness.",
            ),
        ],
        bad=[
            Slip(0, [("sobota, 5 kwietnia 2025 r.", "sobota, 12 kwietnia 2025 r.")], "date"),
            Slip(1, [("w ciągu 30 dni", "w ciągu 60 dni")], "number"),
            Slip(2, [("costs PLN 40.", "costs PLN 40, payable in cash only.")], "invented_fact"),
        ],
    ),
    Case(
        key="pl-pilotaz-oczyszczacze-powietrza-sale-lekcyjne",
        source="W pilotażowym projekcie „Czyste Powietrze w Szkole”, finansowanym przez Narodowe Centrum Nauki (grant nr 2021/43/B/NZ7/01258), w 14 salach lekcyjnych w Krakowie zainstalowano oczyszczacze powietrza. Po sześciu miesiącach średnie stężenie pyłu PM2,5 w salach spadło o 41%, a absencja chorobowa uczniów zmniejszyła się o około 9%. Wyniki są zbieżne z wcześniejszymi obserwacjami z Wrocławia (Sowa i in., 2020, „Environmental Research” 186: 109543). Autorzy zastrzegają, że próba była mała i nie obejmowała grupy kontrolnej, dlatego spadku absencji nie można z pewnością przypisać oczyszczaczom. Raport końcowy ma zostać opublikowany w 2026 roku.",
        good=[
            Good(
                "preserve",
                "Po sześciu miesiącach od zainstalowania oczyszczaczy powietrza w 14 salach lekcyjnych w Krakowie średnie stężenie pyłu PM2,5 spadło w nich o 41%, a absencja chorobowa uczniów zmniejszyła się o około 9%. To wyniki pilotażu „Czyste Powietrze w Szkole”, finansowanego przez Narodowe Centrum Nauki (grant nr 2021/43/B/NZ7/01258). Podobne obserwacje poczyniono wcześniej we Wrocławiu (Sowa i in., 2020, „Environmental Research” 186: 109543). Autorzy zastrzegają jednak, że próba była niewielka, a projekt nie obejmował grupy kontrolnej, więc spadku absencji nie można z pewnością przypisać oczyszczaczom. Raport końcowy ma się ukazać w 2026 roku.",
            ),
            Good(
                "preserve",
                """Pilotaż „Czyste Powietrze w Szkole” – najważniejsze informacje:
- finansowanie: Narodowe Centrum Nauki, grant nr 2021/43/B/NZ7/01258;
- zakres: oczyszczacze powietrza w 14 salach lekcyjnych w Krakowie;
- wyniki po sześciu miesiącach: średnie stężenie PM2,5 w salach niższe o 41%, absencja chorobowa uczniów niższa o około 9%;
- kontekst: wyniki zbieżne z wcześniejszymi obserwacjami z Wrocławia (Sowa i in., 2020, „Environmental Research” 186: 109543);
- ograniczenia według autorów: mała próba i brak grupy kontrolnej, więc spadku absencji nie można z pewnością przypisać oczyszczaczom;
- raport końcowy: ma zostać opublikowany w 2026 roku.""",
            ),
            Good(
                "en",
                "In the pilot project “Clean Air at School”, funded by the National Science Centre (grant no. 2021/43/B/NZ7/01258), air purifiers were installed in 14 classrooms in Kraków. After six months, the average PM2.5 concentration in the classrooms had fallen by 41%, and pupils' sickness absence had dropped by about 9%. The results are consistent with earlier observations from Wrocław (Sowa et al., 2020, Environmental Research 186: 109543). The authors caution that the sample was small and did not include a control group, so the fall in absence cannot be attributed to the purifiers with certainty. The final report is due to be published in 2026.",
            ),
        ],
        bad=[
            Slip(0, [("Sowa i in., 2020", "Sowa i in., 2021")], "citation"),
            Slip(
                1,
                [
                    (
                        "w 14 salach lekcyjnych w Krakowie;",
                        "w 14 salach lekcyjnych trzech szkół podstawowych w Krakowie;",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "The authors caution that the sample was small and did not include a control group, so the fall in absence cannot be attributed to the purifiers with certainty.",
                        "Autorzy zastrzegają, że próba była mała i nie obejmowała grupy kontrolnej, dlatego spadku absencji nie można z pewnością przypisać oczyszczaczom.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-sklep-rowerowy-zwrot-towaru-zasady",
        source="Zakupiony w naszym sklepie towar możesz zwrócić bez podawania przyczyny w ciągu 14 dni od jego otrzymania. Aby to zrobić, wypełnij formularz na stronie https://rowerownia-kolo.pl/zwroty i odeślij paczkę na adres magazynu: ul. Przemysłowa 17, 62-080 Tarnowo Podgórne. Koszt odesłania towaru pokrywa kupujący, chyba że produkt okazał się wadliwy. Pieniądze, wraz z kosztem pierwotnej dostawy do wysokości najtańszej oferowanej opcji (12,99 zł), zwrócimy w ciągu 14 dni od otrzymania oświadczenia o odstąpieniu od umowy, tą samą metodą płatności. Prawo zwrotu nie przysługuje w przypadku rowerów wykonanych na indywidualne zamówienie. Zwracany produkt nie może nosić śladów użytkowania wykraczających poza sprawdzenie jego charakteru i działania. W razie pytań napisz na zwroty@rowerownia-kolo.pl.",
        good=[
            Good(
                "preserve",
                """Jak zwrócić towar?
1. Na zwrot bez podawania przyczyny masz 14 dni od otrzymania towaru.
2. Wypełnij formularz na stronie https://rowerownia-kolo.pl/zwroty.
3. Odeślij paczkę do magazynu: ul. Przemysłowa 17, 62-080 Tarnowo Podgórne. Koszt odesłania pokrywasz Ty, chyba że produkt okazał się wadliwy.
4. W ciągu 14 dni od otrzymania Twojego oświadczenia o odstąpieniu od umowy zwrócimy Ci pieniądze tą samą metodą płatności – razem z kosztem pierwotnej dostawy do wysokości najtańszej oferowanej opcji, czyli 12,99 zł.

Pamiętaj: prawo zwrotu nie przysługuje w przypadku rowerów wykonanych na indywidualne zamówienie, a zwracany produkt nie może nosić śladów użytkowania wykraczających poza sprawdzenie jego charakteru i działania. Pytania? Napisz na zwroty@rowerownia-kolo.pl.""",
            ),
            Good(
                "preserve",
                "Kupujący może zwrócić towar bez podania przyczyny w terminie 14 dni od jego otrzymania. W tym celu należy wypełnić formularz dostępny pod adresem https://rowerownia-kolo.pl/zwroty, a paczkę odesłać do magazynu przy ul. Przemysłowej 17, 62-080 Tarnowo Podgórne. Koszty odesłania ponosi kupujący, z wyjątkiem sytuacji, gdy produkt okazał się wadliwy. Sklep zwraca pieniądze tą samą metodą płatności w ciągu 14 dni od otrzymania oświadczenia o odstąpieniu od umowy, wraz z kosztem pierwotnej dostawy do wysokości najtańszej oferowanej opcji (12,99 zł). Prawo zwrotu nie przysługuje w przypadku rowerów wykonanych na indywidualne zamówienie. Zwracany produkt nie może nosić śladów użytkowania wykraczających poza sprawdzenie jego charakteru i działania. Kontakt w sprawie zwrotów: zwroty@rowerownia-kolo.pl.",
            ),
            Good(
                "en",
                "You can return goods bought in our shop without giving a reason within 14 days of receiving them. To do so, fill in the form at https://rowerownia-kolo.pl/zwroty and send the parcel to our warehouse: ul. Przemysłowa 17, 62-080 Tarnowo Podgórne. The buyer pays the cost of sending the goods back, unless the product turned out to be faulty. We will refund your money, together with the original delivery cost up to the cheapest option we offer (PLN 12.99), within 14 days of receiving your notice of withdrawal from the contract, using the same payment method. The right of return does not apply to bicycles made to individual order. Returned products must not show signs of use beyond what is needed to check their nature and functioning. If you have any questions, write to zwroty@rowerownia-kolo.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("https://rowerownia-kolo.pl/zwroty", "https://rowerownia-kolo.pl/zwrot")],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "Prawo zwrotu nie przysługuje w przypadku rowerów",
                        "Prawo zwrotu przysługuje także w przypadku rowerów",
                    )
                ],
                "negation",
            ),
            Slip(2, [("(PLN 12.99)", "(PLN 21.99)")], "number"),
        ],
    ),
    Case(
        key="pl-ostrzezenie-burzowe-tatry-szlaki-topr",
        source="Instytut Meteorologii i Gospodarki Wodnej wydał ostrzeżenie drugiego stopnia przed burzami z gradem dla powiatu tatrzańskiego, obowiązujące w czwartek od godz. 12:00 do 22:00. Prognozowane są opady do 30 mm oraz porywy wiatru do 80 km/h. TOPR apeluje, aby turyści wychodzili na szlaki wcześnie rano i schodzili poniżej granicy lasu najpóźniej do południa. Powyżej 1500 m n.p.m. burze mogą pojawić się już przed godziną 12:00. Podczas burzy nie należy chować się pod pojedynczymi drzewami ani dotykać łańcuchów i klamer. W razie wypadku dzwoń pod numer 985 lub 601 100 300. Synoptycy przewidują, że w piątek pogoda prawdopodobnie się ustabilizuje.",
        good=[
            Good(
                "preserve",
                "IMGW: ostrzeżenie 2. stopnia przed burzami z gradem – powiat tatrzański, czwartek, 12:00–22:00. Prognoza: opady do 30 mm, porywy wiatru do 80 km/h. Powyżej 1500 m n.p.m. burze mogą się pojawić jeszcze przed 12:00. TOPR apeluje do turystów, by ruszali na szlaki wcześnie rano i najpóźniej do południa schodzili poniżej granicy lasu. W czasie burzy nie należy szukać schronienia pod pojedynczymi drzewami ani dotykać łańcuchów i klamer. W razie wypadku: 985 lub 601 100 300. Według synoptyków w piątek pogoda prawdopodobnie się ustabilizuje.",
            ),
            Good(
                "preserve",
                "Wybierasz się w Tatry? Instytut Meteorologii i Gospodarki Wodnej wydał dla powiatu tatrzańskiego ostrzeżenie drugiego stopnia przed burzami z gradem, ważne w czwartek od 12:00 do 22:00 – prognozowane są opady do 30 mm i porywy wiatru do 80 km/h. Powyżej 1500 m n.p.m. burza może cię zaskoczyć już przed 12:00. TOPR apeluje: wyjdź na szlak wcześnie rano i zejdź poniżej granicy lasu najpóźniej do południa. Gdy złapie cię burza, nie chowaj się pod pojedynczym drzewem i nie dotykaj łańcuchów ani klamer. W razie wypadku dzwoń na 985 lub 601 100 300. Synoptycy przewidują, że w piątek pogoda prawdopodobnie się ustabilizuje.",
            ),
            Good(
                "en",
                "The Institute of Meteorology and Water Management has issued a level 2 warning of thunderstorms with hail for Tatra County, valid on Thursday from 12:00 noon to 10:00 p.m. Rainfall of up to 30 mm and wind gusts of up to 80 km/h are forecast. TOPR urges hikers to set off early in the morning and to descend below the tree line by noon at the latest. Above 1,500 m a.s.l., storms may develop even before 12:00. During a storm, you should not shelter under isolated trees or touch chains and clamps. In an emergency, call 985 or 601 100 300. Forecasters expect that the weather will probably settle on Friday.",
            ),
        ],
        bad=[
            Slip(0, [("burze mogą się pojawić jeszcze", "burze pojawią się jeszcze")], "hedge"),
            Slip(
                1,
                [
                    (
                        "przed burzami z gradem, ważne",
                        "przed burzami z gradem, wywołanymi napływem gorącego powietrza znad Węgier, ważne",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("TOPR urges hikers", "TOPR requires hikers")], "modality"),
        ],
    ),
]
