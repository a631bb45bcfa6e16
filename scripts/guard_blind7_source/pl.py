# ruff: noqa: E501, RUF001
"""Blind-7 guard pairs: Polish sources, rewritten into Polish or English."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES = [
    Case(
        key="pl-zbiorka-odziezy",
        source="Parafia św. Wojciecha w Lesznie organizuje w dniach 14–16 marca 2025 r. zbiórkę odzieży dla osób w kryzysie bezdomności. Rzeczy można przynosić do salki katechetycznej przy ul. Kościelnej 7 w godzinach 16:00–19:00. Przyjmujemy wyłącznie ubrania czyste i niezniszczone, zapakowane w worki o pojemności do 60 litrów. Nie przyjmujemy obuwia ani bielizny, chyba że są nowe i w oryginalnym opakowaniu. Szczególnie potrzebne są kurtki zimowe oraz swetry męskie. Zebrane rzeczy trafią prawdopodobnie do dwóch noclegowni w Poznaniu i Lesznie. Osoby, które chcą pomóc przy segregacji, powinny zgłosić się wcześniej pod adresem zbiorka@wojciech-leszno.pl. Pytania można kierować również telefonicznie: 65 529 18 40.",
        good=[
            Good(
                "preserve",
                "Od 14 do 16 marca 2025 r. parafia św. Wojciecha w Lesznie zbiera odzież dla osób w kryzysie bezdomności. Worki z rzeczami (maksymalnie 60 l) możecie zostawiać w salce katechetycznej na ul. Kościelnej 7, od 16:00 do 19:00. Ważne: bierzemy tylko czyste, niezniszczone ubrania. Butów i bielizny nie zbieramy – wyjątek stanowią nowe sztuki w fabrycznym opakowaniu. Najbardziej brakuje zimowych kurtek i męskich swetrów. Dary pojadą zapewne do dwóch noclegowni, w Poznaniu i w Lesznie. Chcesz pomóc w segregowaniu? Najlepiej daj nam znać z wyprzedzeniem: zbiorka@wojciech-leszno.pl. Masz pytania? Możesz też zadzwonić pod 65 529 18 40.",
            ),
            Good(
                "en",
                "St Wojciech's Parish in Leszno is holding a clothing collection for people experiencing homelessness on 14–16 March 2025. Donations may be brought to the catechesis room at 7 Kościelna Street between 4:00 and 7:00 p.m. Only clean, undamaged clothes are accepted, packed in bags of up to 60 litres. Footwear and underwear are not accepted unless they are new and in their original packaging. Winter jackets and men's sweaters are especially needed. The items will probably go to two night shelters, in Poznań and Leszno. Anyone wishing to help with sorting should sign up in advance at zbiorka@wojciech-leszno.pl; questions can also be asked by phone on 65 529 18 40.",
            ),
            Good(
                "preserve",
                "Zbiórka odzieży – parafia św. Wojciecha, Leszno\n• termin: 14–16 marca 2025 r., godz. 16:00–19:00;\n• miejsce: salka katechetyczna, ul. Kościelna 7;\n• cel: pomoc osobom w kryzysie bezdomności;\n• warunki: wyłącznie odzież czysta i niezniszczona, w workach nieprzekraczających 60 l; obuwie i bielizna – jedynie nowe, w oryginalnym opakowaniu;\n• najbardziej potrzebne: zimowe kurtki, męskie swetry;\n• odbiorcy: prawdopodobnie dwie noclegownie (Poznań, Leszno);\n• chętni do pomocy przy segregacji powinni zgłosić się wcześniej: zbiorka@wojciech-leszno.pl;\n• pytania można zadawać także telefonicznie: 65 529 18 40.",
            ),
        ],
        bad=[
            Slip(0, [("Dary pojadą zapewne do", "Dary pojadą do")], "hedge"),
            Slip(1, [("14–16 March 2025", "14–18 March 2025")], "date"),
            Slip(
                2,
                [
                    (
                        "wyłącznie odzież czysta i niezniszczona",
                        "przede wszystkim odzież czysta i niezniszczona",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-korty-tenisowe",
        source="Regulamin kortów tenisowych MOSiR w Kutnie. Korty są czynne od 1 maja do 30 września, codziennie w godzinach 7:00–21:00. Rezerwacji należy dokonywać przez system online pod adresem rezerwacje.mosir-kutno.pl, najpóźniej 24 godziny przed grą. Opłata za godzinę gry wynosi 35 zł, a dla posiadaczy Karty Dużej Rodziny 25 zł. Na kortach obowiązuje obuwie z płaską podeszwą; zabrania się wchodzenia na nawierzchnię w butach z kolcami. Jeden użytkownik może zarezerwować nie więcej niż 2 godziny dziennie. W razie opadów deszczu rezerwacja może zostać bezpłatnie przeniesiona na inny termin, jeśli użytkownik zgłosi to do 12:00 następnego dnia. Dzieci poniżej 12 lat mogą przebywać na kortach wyłącznie pod opieką osoby dorosłej.",
        good=[
            Good(
                "preserve",
                "MOSiR w Kutnie udostępnia korty tenisowe od 1 maja do 30 września – każdego dnia między 7:00 a 21:00. Rezerwację trzeba złożyć w systemie internetowym rezerwacje.mosir-kutno.pl co najmniej 24 godziny przed rozpoczęciem gry. Godzina kosztuje 35 zł; osoby z Kartą Dużej Rodziny płacą 25 zł. Obowiązkowe jest obuwie z płaską podeszwą, a wchodzenie na nawierzchnię w butach z kolcami jest zabronione. Jedna osoba może zarezerwować maksymalnie 2 godziny dziennie. Gdy pada deszcz, rezerwację można bez opłat przenieść na inny termin, pod warunkiem zgłoszenia tego do 12:00 dnia następnego. Dzieci, które nie ukończyły 12 lat, mogą korzystać z kortów tylko w towarzystwie dorosłego opiekuna.",
            ),
            Good(
                "en",
                "Tennis court rules – MOSiR Kutno. The courts are open from 1 May to 30 September, daily from 7:00 a.m. to 9:00 p.m. Bookings must be made through the online system at rezerwacje.mosir-kutno.pl no later than 24 hours before play. One hour of play costs PLN 35, or PLN 25 for Large Family Card holders. Flat-soled shoes are required on the courts, and stepping onto the surface in spiked shoes is prohibited. A single user may book no more than 2 hours per day. If it rains, a booking may be moved to another date free of charge, provided the user reports this by 12:00 noon on the following day. Children under 12 may be on the courts only under the supervision of an adult.",
            ),
            Good(
                "preserve",
                "Zgodnie z regulaminem kortów tenisowych MOSiR w Kutnie obiekt funkcjonuje w okresie od 1 maja do 30 września, codziennie w godz. 7:00–21:00. Użytkownik zobowiązany jest zarezerwować kort za pośrednictwem systemu online (rezerwacje.mosir-kutno.pl) z co najmniej 24-godzinnym wyprzedzeniem. Stawka za godzinę gry wynosi 35 zł (25 zł dla posiadaczy Karty Dużej Rodziny). Wymagane jest obuwie o płaskiej podeszwie; obowiązuje zakaz wchodzenia na nawierzchnię w obuwiu z kolcami. Limit rezerwacji dla jednego użytkownika to 2 godziny dziennie. W przypadku deszczu rezerwacja może zostać przeniesiona na inny termin bez dodatkowych kosztów, o ile zgłoszenie nastąpi do godz. 12:00 dnia następnego. Dzieci w wieku poniżej 12 lat mogą przebywać na kortach jedynie pod nadzorem osoby pełnoletniej.",
            ),
        ],
        bad=[
            Slip(0, [("co najmniej 24 godziny", "co najmniej 12 godzin")], "number"),
            Slip(1, [("rezerwacje.mosir-kutno.pl", "rezerwacje.mosir.kutno.pl")], "url"),
            Slip(
                2,
                [
                    (
                        "obowiązuje zakaz wchodzenia na nawierzchnię w obuwiu z kolcami",
                        "nie zaleca się wchodzenia na nawierzchnię w obuwiu z kolcami",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-orkiestra-deta",
        source="Miejska Orkiestra Dęta w Bochni ogłasza nabór nowych członków na sezon 2025/2026. Przesłuchania odbędą się 6 września 2025 r. o godz. 10:00 w sali prób Domu Kultury przy ul. Kazimierza Wielkiego 12. Zapraszamy osoby w wieku od 14 do 65 lat grające na instrumentach dętych lub perkusyjnych. Kandydaci powinni przygotować dwa utwory o zróżnicowanym charakterze, trwające łącznie nie dłużej niż 8 minut. Znajomość zapisu nutowego jest wymagana. Niepełnoletni muszą dostarczyć pisemną zgodę rodzica lub opiekuna. Udział w próbach jest bezpłatny, a orkiestra może wypożyczyć instrument na czas członkostwa. Zgłoszenia przyjmujemy do 31 sierpnia pod adresem orkiestra@dkbochnia.pl. Próby odbywają się zwykle we wtorki i czwartki od 18:00 do 20:00.",
        good=[
            Good(
                "preserve",
                "Bocheńska Miejska Orkiestra Dęta szuka muzyków. Przed sezonem 2025/2026 zespół zaprasza na przesłuchania, które zaplanowano na 6 września 2025 r., na godz. 10:00, w sali prób Domu Kultury (ul. Kazimierza Wielkiego 12). Zgłaszać się mogą osoby w wieku 14–65 lat grające na instrumentach dętych lub perkusyjnych. Każdy kandydat powinien przygotować dwa utwory o odmiennym charakterze – łącznie maksymalnie 8 minut muzyki. Wymagane jest czytanie nut. Osoby niepełnoletnie muszą przynieść pisemną zgodę rodzica lub opiekuna. Za udział w próbach nie trzeba płacić, a na czas członkostwa orkiestra może użyczyć instrumentu. Zgłoszenia przyjmowane są do 31 sierpnia pod adresem orkiestra@dkbochnia.pl. Zespół ćwiczy zazwyczaj we wtorki i czwartki w godzinach 18:00–20:00.",
            ),
            Good(
                "preserve",
                "Nabór – Miejska Orkiestra Dęta w Bochni, sezon 2025/2026\nPrzesłuchania: 6.09.2025, godz. 10:00, sala prób Domu Kultury, ul. Kazimierza Wielkiego 12.\nKto: osoby w wieku 14–65 lat, grające na instrumentach dętych albo perkusyjnych; konieczna znajomość nut.\nProgram: zaleca się dwa utwory o różnym charakterze, razem nie dłuższe niż 8 minut.\nNiepełnoletni: obowiązkowa pisemna zgoda rodzica/opiekuna.\nKoszty: próby bezpłatne; orkiestra może wypożyczyć instrument na okres członkostwa.\nZgłoszenia: do 31 sierpnia, orkiestra@dkbochnia.pl.\nPróby: zwykle wt. i czw., 18:00–20:00.",
            ),
            Good(
                "en",
                "The Bochnia Municipal Brass Band is recruiting new members for the 2025/2026 season. Auditions will take place on 6 September 2025 at 10:00 a.m. in the rehearsal room of the Cultural Centre at 12 Kazimierza Wielkiego Street. We welcome people aged 14 to 65 who play wind or percussion instruments. Candidates should prepare two pieces of contrasting character lasting no more than 8 minutes in total. The ability to read music is required. Minors must bring written consent from a parent or guardian. Taking part in rehearsals is free of charge, and the band may lend an instrument for the duration of membership. Applications are accepted until 31 August at orkiestra@dkbochnia.pl. Rehearsals usually take place on Tuesdays and Thursdays from 6:00 to 8:00 p.m.",
            ),
        ],
        bad=[
            Slip(
                0, [("Wymagane jest czytanie nut.", "Mile widziane jest czytanie nut.")], "modality"
            ),
            Slip(1, [("6.09.2025", "9.06.2025")], "date"),
            Slip(2, [("Rehearsals usually take place", "Rehearsals take place")], "hedge"),
        ],
    ),
    Case(
        key="pl-dowod-osobisty",
        source="Dowód osobisty należy wymienić najpóźniej 30 dni przed upływem terminu jego ważności. Wniosek można złożyć w dowolnym urzędzie gminy lub online przez serwis gov.pl/dowod, jeśli posiadasz profil zaufany. Do wniosku trzeba dołączyć jedno aktualne kolorowe zdjęcie o wymiarach 35 × 45 mm. Wydanie dokumentu jest bezpłatne, chyba że wymiana wynika z utraty lub zniszczenia dowodu z winy posiadacza – wtedy opłata wynosi 100 zł. Dokument odbiera się osobiście w urzędzie, w którym złożono wniosek; zwykle trwa to około 30 dni. Nie wolno odbierać dowodu innej osoby bez pełnomocnictwa. Podstawą prawną jest art. 32 ust. 1 ustawy z dnia 6 sierpnia 2010 r. o dowodach osobistych.",
        good=[
            Good(
                "preserve",
                "Twój dowód osobisty traci ważność? Wymień go najpóźniej na 30 dni przed tą datą. Wniosek złożysz w każdym urzędzie gminy albo przez internet na gov.pl/dowod – ta druga opcja wymaga profilu zaufanego. Potrzebne będzie jedno aktualne, kolorowe zdjęcie 35 × 45 mm. Nowy dowód dostaniesz za darmo, z jednym wyjątkiem: jeśli wymieniasz go, bo z własnej winy go zgubiłeś albo zniszczyłeś, zapłacisz 100 zł. Po dokument trzeba przyjść osobiście do tego samego urzędu, w którym złożono wniosek; czeka się na niego zazwyczaj mniej więcej 30 dni. Odbieranie cudzego dowodu bez pełnomocnictwa jest niedozwolone. Podstawa prawna: art. 32 ust. 1 ustawy z dnia 6 sierpnia 2010 r. o dowodach osobistych.",
            ),
            Good(
                "en",
                "An identity card must be replaced no later than 30 days before it expires. The application can be submitted at any municipal office or online via gov.pl/dowod, provided you have a trusted profile. One current colour photograph measuring 35 × 45 mm must be attached. The document is issued free of charge unless the replacement results from the card being lost or destroyed through the holder's fault, in which case the fee is PLN 100. The card is collected in person at the office where the application was filed; this usually takes about 30 days. Collecting another person's card without a power of attorney is not allowed. The legal basis is Article 32(1) of the Act of 6 August 2010 on identity cards.",
            ),
            Good(
                "preserve",
                "Zgodnie z art. 32 ust. 1 ustawy z dnia 6 sierpnia 2010 r. o dowodach osobistych wymiany dokumentu należy dokonać nie później niż 30 dni przed końcem jego ważności. Wniosek składa się w dowolnym urzędzie gminy bądź elektronicznie za pośrednictwem gov.pl/dowod – w tym drugim przypadku niezbędny jest profil zaufany. Wnioskodawca ma obowiązek dołączyć jedną aktualną, kolorową fotografię o wymiarach 35 × 45 mm. Wydanie dowodu nie podlega opłacie, z wyjątkiem sytuacji, w której wymiana następuje wskutek utraty lub zniszczenia dokumentu z winy posiadacza; opłata wynosi wówczas 100 zł. Odbiór następuje osobiście w urzędzie, w którym złożono wniosek, zazwyczaj po około 30 dniach. Odbiór dowodu innej osoby bez pełnomocnictwa jest niedopuszczalny.",
            ),
        ],
        bad=[
            Slip(0, [("zapłacisz 100 zł", "zapłacisz 50 zł")], "number"),
            Slip(1, [("Article 32(1)", "Article 23(1)")], "legal_reference"),
            Slip(2, [("zazwyczaj po około 30 dniach", "po 30 dniach")], "hedge"),
        ],
    ),
    Case(
        key="pl-rejestracja-psa",
        source="Od 1 stycznia 2026 r. właściciele psów zamieszkujący gminę Wiązowna są zobowiązani do zarejestrowania zwierzęcia w Gminnym Rejestrze Psów. Obowiązek dotyczy psów powyżej 4. miesiąca życia. Warunkiem rejestracji jest wcześniejsze oznakowanie psa mikroczipem, które dla mieszkańców gminy jest bezpłatne w wyznaczonych gabinetach weterynaryjnych do wyczerpania puli 500 czipów. Zgłoszenia można dokonać w Urzędzie Gminy (pok. 14) lub przez formularz na stronie wiazowna.pl/psy. Właściciel, który nie zarejestruje psa w ciągu 60 dni od wejścia w życie uchwały, może zostać ukarany grzywną. Według wstępnych szacunków w gminie żyje około 3 tys. psów, z czego część nie jest jeszcze oznakowana. Rejestracja nie jest wymagana dla psów przebywających w gminie czasowo, krócej niż 30 dni.",
        good=[
            Good(
                "en",
                "From 1 January 2026, dog owners living in Wiązowna municipality are required to register their animals in the Municipal Dog Register. The obligation applies to dogs over 4 months old. A dog must be microchipped before it can be registered; for residents, chipping is free at designated veterinary surgeries until the pool of 500 chips runs out. Registration can be done at the Municipal Office (room 14) or via the form at wiazowna.pl/psy. An owner who fails to register a dog within 60 days of the resolution taking effect may be fined. Preliminary estimates suggest that about 3,000 dogs live in the municipality, some of which are not yet chipped. Registration is not required for dogs staying in the municipality temporarily, for less than 30 days.",
            ),
            Good(
                "preserve",
                "Gmina Wiązowna wprowadza rejestr psów. Od 1 stycznia 2026 r. każdy mieszkający tu właściciel psa starszego niż 4 miesiące będzie musiał wpisać go do Gminnego Rejestru Psów. Najpierw jednak zwierzę musi mieć wszczepiony mikroczip – mieszkańcy zrobią to za darmo w wyznaczonych gabinetach weterynaryjnych, dopóki nie skończy się pula 500 czipów. Psa zgłosimy w urzędzie gminy, w pokoju nr 14, albo przez formularz na wiazowna.pl/psy. Kto nie dopełni obowiązku w ciągu 60 dni od wejścia uchwały w życie, musi liczyć się z możliwością grzywny. Gmina wstępnie szacuje, że mieszka w niej około 3 tys. psów, a części z nich nadal nie oznakowano. Z obowiązku zwolnione są psy, które przebywają w gminie tymczasowo – krócej niż 30 dni.",
            ),
            Good(
                "preserve",
                "Gminny Rejestr Psów – Wiązowna\n1. Obowiązek rejestracji obowiązuje od 1 stycznia 2026 r. i obejmuje psy w wieku powyżej 4 miesięcy, których właściciele mieszkają na terenie gminy.\n2. Rejestracja wymaga uprzedniego zaczipowania psa; zabieg jest dla mieszkańców nieodpłatny w wyznaczonych gabinetach weterynaryjnych, do wyczerpania puli 500 mikroczipów.\n3. Zgłoszenia przyjmuje Urząd Gminy (pok. 14); można też skorzystać z formularza internetowego: wiazowna.pl/psy.\n4. Za brak rejestracji w terminie 60 dni od wejścia w życie uchwały może zostać nałożona grzywna.\n5. Obowiązek nie dotyczy psów przebywających w gminie czasowo (krócej niż 30 dni).\nWstępne szacunki mówią o około 3 tys. psów w gminie; część z nich nie jest jeszcze oznakowana.",
            ),
        ],
        bad=[
            Slip(0, [("may be fined", "will be fined")], "modality"),
            Slip(
                1,
                [
                    (
                        "Gmina wstępnie szacuje, że mieszka w niej około",
                        "Gmina ustaliła, że mieszka w niej",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("puli 500 mikroczipów", "puli 300 mikroczipów")], "number"),
        ],
    ),
    Case(
        key="pl-szczepienia-grypa",
        source="Przychodnia „Zdrowie” w Tczewie informuje, że od 1 października 2025 r. seniorzy w wieku 65 lat i więcej mogą bezpłatnie zaszczepić się przeciwko grypie. Szczepienia wykonujemy od poniedziałku do piątku w godz. 8:00–14:00, wyłącznie po wcześniejszej rejestracji pod numerem 58 531 22 70. Osoby z gorączką powyżej 38°C nie mogą zostać zaszczepione tego dnia – należy przełożyć wizytę. Przed szczepieniem lekarz musi przeprowadzić krótkie badanie kwalifikacyjne. Po podaniu szczepionki pacjent powinien pozostać w przychodni przez 15 minut. Zapas szczepionek wynosi wstępnie 400 dawek, dlatego zaleca się, by nie odkładać decyzji. Odporność pojawia się zwykle po około 2 tygodniach od szczepienia.",
        good=[
            Good(
                "preserve",
                "Drodzy Seniorzy! Od 1 października 2025 r. w przychodni „Zdrowie” w Tczewie osoby, które mają 65 lat lub więcej, mogą za darmo zaszczepić się przeciw grypie. Szczepimy od poniedziałku do piątku, 8:00–14:00, ale tylko po wcześniejszym zapisaniu się pod numerem 58 531 22 70. Jeśli macie gorączkę powyżej 38°C, tego dnia szczepienia nie wykonamy – wizytę trzeba będzie przełożyć. Przed podaniem szczepionki lekarz obowiązkowo przeprowadzi krótkie badanie kwalifikacyjne. Po szczepieniu prosimy zostać w przychodni jeszcze 15 minut. Na razie mamy wstępnie 400 dawek, więc radzimy nie zwlekać z decyzją. Odporność zwykle pojawia się po mniej więcej 2 tygodniach.",
            ),
            Good(
                "en",
                "The “Zdrowie” clinic in Tczew announces that from 1 October 2025 seniors aged 65 and over can be vaccinated against influenza free of charge. Vaccinations are given Monday to Friday, 8:00 a.m. to 2:00 p.m., only by prior appointment on 58 531 22 70. People with a fever above 38°C cannot be vaccinated that day and need to reschedule their visit. Before vaccination, a doctor must carry out a brief eligibility examination. After receiving the vaccine, patients should remain at the clinic for 15 minutes. The initial vaccine supply is 400 doses, so people are advised not to put off their decision. Immunity usually develops about 2 weeks after vaccination.",
            ),
            Good(
                "preserve",
                "Bezpłatne szczepienia przeciw grypie dla seniorów w Tczewie. Przychodnia „Zdrowie” rusza z nimi 1 października 2025 r.; skorzystać mogą osoby w wieku co najmniej 65 lat. Zabiegi odbywają się od poniedziałku do piątku między 8:00 a 14:00. Warunkiem jest wcześniejsza rejestracja telefoniczna (58 531 22 70); bez niej szczepienia się nie wykonuje. Pacjent, który ma ponad 38°C gorączki, nie zostanie tego dnia zaszczepiony i musi umówić się na inny termin. Każde szczepienie poprzedza obowiązkowe badanie kwalifikacyjne u lekarza, a po nim pacjent powinien odczekać w przychodni 15 minut. Placówka dysponuje wstępnie 400 dawkami i zaleca, by nie odkładać decyzji. Odporność pojawia się zazwyczaj po około 2 tygodniach.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "ale tylko po wcześniejszym zapisaniu się",
                        "najlepiej po wcześniejszym zapisaniu się",
                    )
                ],
                "negation",
            ),
            Slip(1, [("58 531 22 70", "58 531 27 20")], "number"),
            Slip(
                2,
                [
                    (
                        "Odporność pojawia się zazwyczaj po około 2 tygodniach.",
                        "Odporność pojawia się zazwyczaj po około 2 tygodniach i utrzymuje się przez cały sezon.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-oswietlenie-led",
        source="Zarząd Dróg Miejskich w Piotrkowie Trybunalskim rozpoczyna 3 listopada 2025 r. wymianę 1 240 opraw sodowych na lampy LED. Prace potrwają około 5 miesięcy i obejmą 38 ulic, przede wszystkim w dzielnicach Wierzeje i Osiedle Słowackiego. Koszt inwestycji wynosi 6,8 mln zł, z czego 60% pokryje dotacja z programu „Rozświetlamy Polskę”. Według wstępnych wyliczeń zużycie energii spadnie o mniej więcej połowę. W czasie prac na niektórych odcinkach mogą występować krótkotrwałe przerwy w oświetleniu; nie przewiduje się zamykania ulic dla ruchu. Mieszkańcy mogą zgłaszać niedziałające latarnie pod adresem oswietlenie@zdm.piotrkow.pl. Harmonogram prac na poszczególnych ulicach zostanie opublikowany na stronie zdm.piotrkow.pl do 27 października.",
        good=[
            Good(
                "preserve",
                "Piotrków Trybunalski stawia na LED. 3 listopada 2025 r. Zarząd Dróg Miejskich zacznie zastępować 1 240 opraw sodowych lampami LED. Wymiana obejmie 38 ulic – głównie na Wierzejach i Osiedlu Słowackiego – i ma potrwać około 5 miesięcy. Inwestycja kosztuje 6,8 mln zł; 60% tej kwoty pokryje dotacja z programu „Rozświetlamy Polskę”. Z wstępnych wyliczeń wynika, że zużycie energii zmniejszy się mniej więcej o połowę. Podczas robót na niektórych odcinkach możliwe są krótkie przerwy w oświetleniu, ale ZDM nie planuje zamykania ulic dla ruchu. Niedziałające latarnie można zgłaszać mailowo: oswietlenie@zdm.piotrkow.pl. Szczegółowy harmonogram dla poszczególnych ulic pojawi się na zdm.piotrkow.pl do 27 października.",
            ),
            Good(
                "en",
                "On 3 November 2025 the Municipal Roads Authority in Piotrków Trybunalski will begin replacing 1,240 sodium luminaires with LED lamps. The work will take about 5 months and cover 38 streets, mainly in the Wierzeje and Osiedle Słowackiego districts. The project costs PLN 6.8 million, 60% of which will be covered by a grant from the “Rozświetlamy Polskę” programme. Preliminary calculations indicate that energy consumption will fall by roughly half. Short interruptions in street lighting may occur on some sections during the work; no road closures are planned. Residents can report faulty street lamps to oswietlenie@zdm.piotrkow.pl. The schedule for individual streets will be published at zdm.piotrkow.pl by 27 October.",
            ),
            Good(
                "preserve",
                "Modernizacja oświetlenia – ZDM Piotrków Trybunalski\nStart: 3.11.2025; czas trwania: ok. 5 miesięcy.\nZakres: wymiana 1 240 opraw sodowych na LED na 38 ulicach (głównie Wierzeje, Osiedle Słowackiego).\nBudżet: 6,8 mln zł, w tym 60% z dotacji programu „Rozświetlamy Polskę”.\nEfekt: wstępnie szacowany spadek zużycia energii o około połowę.\nUtrudnienia: możliwe krótkie przerwy w oświetleniu na niektórych odcinkach; zamknięć ulic dla ruchu nie przewiduje się.\nZgłoszenia niedziałających latarni: oswietlenie@zdm.piotrkow.pl.\nHarmonogram dla ulic: zdm.piotrkow.pl, publikacja do 27 października.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "ale ZDM nie planuje zamykania ulic dla ruchu",
                        "a ZDM nie wyklucza zamykania ulic dla ruchu",
                    )
                ],
                "negation",
            ),
            Slip(1, [("oswietlenie@zdm.piotrkow.pl", "oswietlenie@zdm-piotrkow.pl")], "url"),
            Slip(2, [("w tym 60% z dotacji", "w tym 80% z dotacji")], "number"),
        ],
    ),
    Case(
        key="pl-ankieta-czytelnictwo",
        source="W badaniu ankietowym przeprowadzonym w marcu 2024 r. na próbie 1 812 uczniów szkół ponadpodstawowych z województwa lubelskiego analizowano związek między czasem spędzanym przed ekranem a czytaniem książek. Około 41% respondentów zadeklarowało, że w ostatnim roku nie przeczytało żadnej książki poza lekturami obowiązkowymi. Wyniki sugerują, że uczniowie korzystający ze smartfona dłużej niż 4 godziny dziennie czytają rzadziej, jednak ze względu na przekrojowy charakter badania nie można wnioskować o związku przyczynowym. Uzyskane rezultaty są częściowo zgodne z wcześniejszymi ustaleniami (Nowak i Zielińska, 2021). Autorzy zalecają, by przyszłe badania miały charakter podłużny i obejmowały również uczniów szkół wiejskich. Dane są dostępne w repozytorium RepOD pod identyfikatorem doi:10.18150/ABCD12.",
        good=[
            Good(
                "preserve",
                "Celem badania była analiza zależności między czasem ekranowym a czytaniem książek. Ankietę przeprowadzono w marcu 2024 r. wśród 1 812 uczniów szkół ponadpodstawowych z województwa lubelskiego. Mniej więcej 41% badanych zadeklarowało, że w ciągu ostatniego roku nie przeczytało ani jednej książki spoza lektur obowiązkowych. Wyniki sugerują, że uczniowie używający smartfona ponad 4 godziny na dobę czytają rzadziej; przekrojowy charakter badania nie pozwala jednak na wnioskowanie o związku przyczynowym. Rezultaty są częściowo zbieżne z wcześniejszymi ustaleniami (Nowak i Zielińska, 2021). Autorzy rekomendują, aby dalsze badania prowadzić w schemacie podłużnym i uwzględnić w nich także uczniów szkół wiejskich. Dane udostępniono w repozytorium RepOD (doi:10.18150/ABCD12).",
            ),
            Good(
                "en",
                "A questionnaire survey conducted in March 2024 among 1,812 secondary school students in the Lublin Voivodeship examined the relationship between screen time and reading books. About 41% of respondents reported that in the past year they had not read a single book other than compulsory set texts. The results suggest that students who use a smartphone for more than 4 hours a day read less often; however, owing to the cross-sectional design, no causal relationship can be inferred. The findings are partly consistent with earlier work (Nowak and Zielińska, 2021). The authors recommend that future studies be longitudinal and also include students from rural schools. The data are available in the RepOD repository under doi:10.18150/ABCD12.",
            ),
            Good(
                "preserve",
                "Czy smartfony zabierają młodzieży czas na książki? W marcu 2024 r. zapytano o to w ankiecie 1 812 uczniów szkół ponadpodstawowych z województwa lubelskiego. Około 41% z nich przyznało, że przez ostatni rok nie sięgnęło po żadną książkę oprócz obowiązkowych lektur. Z wyników można przypuszczać, że ci, którzy korzystają ze smartfona ponad 4 godziny dziennie, czytają rzadziej. Badanie było jednak przekrojowe, więc nie da się na jego podstawie wnioskować o związku przyczynowym. Rezultaty częściowo pokrywają się z wcześniejszymi ustaleniami (Nowak i Zielińska, 2021). Autorzy zalecają, by kolejne badania były podłużne i objęły też uczniów ze szkół wiejskich. Dane są dostępne w repozytorium RepOD: doi:10.18150/ABCD12.",
            ),
        ],
        bad=[
            Slip(0, [("(Nowak i Zielińska, 2021)", "(Nowak i Zielińska, 2019)")], "citation"),
            Slip(1, [("The results suggest that", "The results show that")], "hedge"),
            Slip(2, [("doi:10.18150/ABCD12", "doi:10.18150/ABDC12")], "code"),
        ],
    ),
    Case(
        key="pl-dzierzawa-pasieki",
        source="Nadleśnictwo Spała ogłasza przetarg na dzierżawę działki nr 214/3 o powierzchni 0,45 ha z przeznaczeniem na pasiekę stacjonarną. Umowa zostanie zawarta na 5 lat, z możliwością jednorazowego przedłużenia. Cena wywoławcza czynszu wynosi 1 200 zł rocznie. Dzierżawca może ustawić nie więcej niż 40 uli i jest zobowiązany zarejestrować pasiekę u powiatowego lekarza weterynarii. Nie wolno wznosić na działce trwałych budynków ani stosować środków ochrony roślin. Oferty należy składać w zamkniętych kopertach w siedzibie nadleśnictwa do 15 kwietnia 2025 r., do godz. 11:00; otwarcie ofert nastąpi tego samego dnia o 12:00. Przetarg przeprowadza się na podstawie art. 39 ust. 1 ustawy z dnia 28 września 1991 r. o lasach.",
        good=[
            Good(
                "en",
                "Spała Forest District is holding a tender for the lease of plot no. 214/3, covering 0.45 ha, for use as a stationary apiary. The lease will be concluded for 5 years, with the option of a single extension. The starting rent is PLN 1,200 per year. The tenant may place no more than 40 hives and is required to register the apiary with the district veterinary officer. Erecting permanent buildings on the plot and using plant protection products are prohibited. Bids must be submitted in sealed envelopes at the forest district office by 11:00 a.m. on 15 April 2025; the bids will be opened the same day at 12:00. The tender is conducted under Article 39(1) of the Act of 28 September 1991 on forests.",
            ),
            Good(
                "preserve",
                "Ogłoszenie o przetargu – Nadleśnictwo Spała\nPrzedmiot: dzierżawa działki nr 214/3 (0,45 ha) pod pasiekę stacjonarną.\nOkres umowy: 5 lat; przewidziano możliwość jednokrotnego przedłużenia.\nCzynsz – cena wywoławcza: 1 200 zł/rok.\nWarunki: maksymalnie 40 uli; obowiązek zarejestrowania pasieki u powiatowego lekarza weterynarii; zakaz stawiania trwałych budynków oraz stosowania środków ochrony roślin.\nOferty: w zamkniętych kopertach, w siedzibie nadleśnictwa, do 15.04.2025 r., godz. 11:00.\nOtwarcie ofert: tego samego dnia, godz. 12:00.\nPodstawa prawna: art. 39 ust. 1 ustawy z dnia 28 września 1991 r. o lasach.",
            ),
            Good(
                "preserve",
                "Na podstawie art. 39 ust. 1 ustawy z dnia 28 września 1991 r. o lasach Nadleśnictwo Spała wydzierżawi w drodze przetargu działkę nr 214/3. Teren ma 0,45 ha i jest przeznaczony pod stacjonarną pasiekę. Umowę podpisuje się na 5 lat; raz będzie ją można przedłużyć. Cena wywoławcza czynszu to 1 200 zł za rok. Dzierżawca może postawić najwyżej 40 uli, a ponadto musi zgłosić pasiekę do rejestru u powiatowego lekarza weterynarii. Nie można tam budować trwałych obiektów ani używać środków ochrony roślin. Oferty w zamkniętych kopertach przyjmuje siedziba nadleśnictwa do 15 kwietnia 2025 r. do godziny 11:00, a o 12:00 tego samego dnia nastąpi ich otwarcie.",
            ),
        ],
        bad=[
            Slip(0, [("by 11:00 a.m. on 15 April 2025", "by 11:00 a.m. on 25 April 2025")], "date"),
            Slip(1, [("art. 39 ust. 1", "art. 39 ust. 3")], "legal_reference"),
            Slip(
                2,
                [("a ponadto musi zgłosić pasiekę", "a ponadto powinien zgłosić pasiekę")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-plaza-miejska",
        source="Plaża miejska nad Jeziorem Ełckim jest strzeżona od 28 czerwca do 31 sierpnia 2025 r., codziennie od 10:00 do 18:00. Kąpiel jest dozwolona wyłącznie w wyznaczonym obszarze oznaczonym bojami i tylko przy wywieszonej białej fladze. Zabrania się wprowadzania psów na piasek plaży, chyba że jest to pies asystujący. Dzieci do lat 10 mogą przebywać w wodzie tylko pod stałą opieką dorosłych. Grillowanie jest dozwolone jedynie w strefie rekreacyjnej przy wejściu nr 2. Wstęp na plażę jest bezpłatny, natomiast wypożyczenie leżaka kosztuje 15 zł za dzień. Ratownicy mogą wyprosić z kąpieliska osobę, która nie stosuje się do ich poleceń. Szczegółowy regulamin dostępny jest na stronie mosir.elk.pl/plaza.",
        good=[
            Good(
                "preserve",
                "Plażowicze, uwaga! Od 28 czerwca do 31 sierpnia 2025 r. plaża miejska nad Jeziorem Ełckim jest strzeżona – każdego dnia w godzinach 10:00–18:00. Do wody wchodzimy tylko w strefie wyznaczonej bojami i tylko wtedy, gdy wisi biała flaga. Psów na piasek nie wprowadzamy – wyjątek to psy asystujące. Dzieci do 10. roku życia mogą być w wodzie wyłącznie pod stałym okiem dorosłych. Grill? Owszem, ale tylko w strefie rekreacyjnej przy wejściu nr 2. Za wejście nic nie płacisz, a leżak wypożyczysz za 15 zł dziennie. Pamiętaj, że ratownik może wyprosić z kąpieliska każdego, kto nie słucha jego poleceń. Pełny regulamin znajdziesz na mosir.elk.pl/plaza.",
            ),
            Good(
                "preserve",
                "Kąpielisko na plaży miejskiej nad Jeziorem Ełckim jest strzeżone w okresie od 28 czerwca do 31 sierpnia 2025 r., codziennie w godz. 10:00–18:00. Kąpiel dopuszcza się jedynie w obszarze wyznaczonym bojami i wyłącznie przy wywieszonej białej fladze. Obowiązuje zakaz wprowadzania psów na piasek plaży, z wyjątkiem psów asystujących. Dzieci w wieku do 10 lat mogą przebywać w wodzie wyłącznie pod stałym nadzorem osób dorosłych. Grillowanie dopuszczalne jest tylko w strefie rekreacyjnej przy wejściu nr 2. Wstęp na plażę nie jest płatny; opłata za wypożyczenie leżaka wynosi 15 zł za dzień. Ratownicy mają prawo wyprosić z kąpieliska osobę niestosującą się do ich poleceń. Pełna treść regulaminu: mosir.elk.pl/plaza.",
            ),
            Good(
                "en",
                "The municipal beach on Lake Ełk is guarded from 28 June to 31 August 2025, daily from 10:00 a.m. to 6:00 p.m. Swimming is permitted only within the designated area marked by buoys and only when the white flag is flying. Dogs are not allowed on the sand unless they are assistance dogs. Children up to the age of 10 may be in the water only under constant adult supervision. Barbecuing is allowed only in the recreation zone by entrance no. 2. Admission to the beach is free, while renting a sunbed costs PLN 15 per day. Lifeguards may remove from the bathing area anyone who does not follow their instructions. The full rules are available at mosir.elk.pl/plaza.",
            ),
        ],
        bad=[
            Slip(0, [("ratownik może wyprosić", "ratownik musi wyprosić")], "modality"),
            Slip(1, [("z wyjątkiem psów asystujących", "w tym psów asystujących")], "negation"),
            Bad(
                "preserve",
                "Lake Ełk municipal beach: lifeguards are on duty from 28 June to 31 August 2025, every day 10:00–18:00. Swim only inside the buoyed zone and only while the white flag is up. No dogs on the sand except assistance dogs. Children aged up to 10 may go into the water only with constant adult supervision. Barbecues only in the recreation zone next to entrance no. 2. Entry is free; sunbed hire is PLN 15 a day. Lifeguards may ask anyone who ignores their instructions to leave the bathing area. Full regulations: mosir.elk.pl/plaza.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-nocna-opieka",
        source="Od 1 lutego 2025 r. nocna i świąteczna opieka zdrowotna w powiecie gnieźnieńskim jest udzielana wyłącznie w Szpitalu Pomnik Chrztu Polski przy ul. Św. Jana 9. Punkt działa w dni powszednie od 18:00 do 8:00 rano następnego dnia, a w weekendy i święta przez całą dobę. Z pomocy można skorzystać bez skierowania i bez względu na miejsce zamieszkania. Nie jest to jednak szpitalny oddział ratunkowy – w stanach zagrożenia życia należy dzwonić pod numer 112. Lekarz może wystawić receptę lub zwolnienie lekarskie, ale nie wystawia skierowań na badania planowe. Porady telefoniczne są dostępne pod numerem 61 424 95 50. W okresie zwiększonej zachorowalności czas oczekiwania może wynieść nawet około 3 godzin.",
        good=[
            Good(
                "preserve",
                "Od 1 lutego 2025 r. w powiecie gnieźnieńskim nocną i świąteczną opiekę zdrowotną zapewnia tylko jedno miejsce: Szpital Pomnik Chrztu Polski, ul. Św. Jana 9. W dni powszednie punkt przyjmuje od 18:00 do 8:00 rano dnia następnego, natomiast w weekendy i święta – całodobowo. Skierowanie nie jest potrzebne, a miejsce zamieszkania pacjenta nie ma znaczenia. Trzeba jednak pamiętać, że to nie SOR: gdy zagrożone jest życie, należy zadzwonić na 112. Lekarz dyżurny może wypisać receptę albo zwolnienie lekarskie, ale skierowań na badania planowe nie wydaje. Porady przez telefon: 61 424 95 50. W czasie wzmożonych zachorowań na wizytę można czekać nawet około 3 godzin.",
            ),
            Good(
                "en",
                "From 1 February 2025, night-time and holiday healthcare in Gniezno County is provided only at the Pomnik Chrztu Polski Hospital, 9 Św. Jana Street. On weekdays the service operates from 6:00 p.m. to 8:00 a.m. the following morning, and around the clock at weekends and on public holidays. No referral is needed, and patients are seen regardless of where they live. It is not, however, a hospital emergency department – in life-threatening situations you must call 112. The doctor may issue a prescription or a sick note but does not issue referrals for scheduled tests. Telephone advice is available on 61 424 95 50. During periods of high incidence of illness, waiting times may reach about 3 hours.",
            ),
            Good(
                "preserve",
                "Nocna i świąteczna opieka zdrowotna – powiat gnieźnieński (od 1.02.2025 r.)\n– Miejsce: wyłącznie Szpital Pomnik Chrztu Polski, ul. Św. Jana 9.\n– Godziny: pn.–pt. 18:00–8:00 (do rana następnego dnia); weekendy i święta – przez całą dobę.\n– Bez skierowania, niezależnie od miejsca zamieszkania.\n– To nie jest SOR: w stanie zagrożenia życia należy dzwonić pod 112.\n– Lekarz może wystawić receptę lub zwolnienie; nie wystawia skierowań na badania planowe.\n– Porady telefoniczne: 61 424 95 50.\n– W okresie zwiększonej zachorowalności czas oczekiwania może sięgać nawet około 3 godzin.",
            ),
        ],
        bad=[
            Slip(0, [("Skierowanie nie jest potrzebne", "Skierowanie jest potrzebne")], "negation"),
            Slip(
                1,
                [("waiting times may reach about 3 hours", "waiting times reach 3 hours")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "– Porady telefoniczne: 61 424 95 50.",
                        "– Porady telefoniczne: 61 424 95 50.\n– Dzieci przyjmowane są w osobnym gabinecie pediatrycznym.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-abonament-parkingowy",
        source="Mieszkańcy Strefy Płatnego Parkowania w Sopocie mogą od 1 marca 2025 r. wykupić abonament mieszkańca w cenie 30 zł miesięcznie lub 300 zł rocznie. Abonament przysługuje tylko osobom zameldowanym w strefie i rozliczającym podatek dochodowy w Sopocie. Na jeden lokal można wydać najwyżej dwa abonamenty, przy czym drugi kosztuje 60 zł miesięcznie. Abonament uprawnia do parkowania wyłącznie w podstrefie przypisanej do adresu i nie obowiązuje na parkingach przy molo. Wniosek składa się przez stronę spp.sopot.pl albo w Biurze Obsługi przy ul. Kościuszki 25/27. Należy dołączyć dowód rejestracyjny pojazdu; jeśli samochód jest leasingowany, trzeba przedstawić umowę leasingu. Podstawą jest uchwała nr XII/145/2024 Rady Miasta Sopotu.",
        good=[
            Good(
                "en",
                "From 1 March 2025, residents of Sopot's Paid Parking Zone can buy a resident's permit for PLN 30 a month or PLN 300 a year. The permit is available only to people who are registered as living in the zone and who file their income tax in Sopot. No more than two permits may be issued per dwelling, and the second one costs PLN 60 a month. The permit entitles the holder to park only in the sub-zone assigned to their address and is not valid in the car parks by the pier. Applications are submitted via spp.sopot.pl or at the Customer Service Office, 25/27 Kościuszki Street. The vehicle registration certificate must be attached; if the car is leased, the lease agreement must be presented. The legal basis is Sopot City Council Resolution No. XII/145/2024.",
            ),
            Good(
                "preserve",
                "Abonament mieszkańca w sopockiej SPP – co warto wiedzieć? Od 1 marca 2025 r. kosztuje 30 zł za miesiąc albo 300 zł za rok. Kupić go mogą jedynie osoby zameldowane w strefie, które rozliczają podatek dochodowy w Sopocie. Jeden lokal może otrzymać maksymalnie dwa abonamenty, a za drugi płaci się 60 zł miesięcznie. Z abonamentem zaparkujesz tylko w podstrefie przypisanej do twojego adresu; na parkingach przy molo nie jest on honorowany. Wniosek złożysz na stronie spp.sopot.pl lub osobiście w Biurze Obsługi, ul. Kościuszki 25/27. Obowiązkowo dołącz dowód rejestracyjny, a w przypadku auta w leasingu – także umowę leasingu. Zasady określa uchwała nr XII/145/2024 Rady Miasta Sopotu.",
            ),
            Good(
                "preserve",
                "Na mocy uchwały nr XII/145/2024 Rady Miasta Sopotu od 1 marca 2025 r. mieszkańcy Strefy Płatnego Parkowania mają możliwość nabycia abonamentu mieszkańca za 30 zł miesięcznie lub 300 zł rocznie. Uprawnienie to przysługuje wyłącznie osobom zameldowanym w strefie, które rozliczają podatek dochodowy w Sopocie. Dla jednego lokalu wydaje się nie więcej niż dwa abonamenty; opłata za drugi wynosi 60 zł miesięcznie. Abonament upoważnia do postoju jedynie w podstrefie właściwej dla adresu i nie jest ważny na parkingach przy molo. Wnioski przyjmowane są za pośrednictwem spp.sopot.pl oraz w Biurze Obsługi przy ul. Kościuszki 25/27. Do wniosku należy załączyć dowód rejestracyjny pojazdu, a w przypadku leasingu – umowę leasingową.",
            ),
        ],
        bad=[
            Slip(0, [("PLN 60 a month", "PLN 45 a month")], "number"),
            Slip(
                1,
                [
                    (
                        "na parkingach przy molo nie jest on honorowany",
                        "jest on honorowany również na parkingach przy molo",
                    )
                ],
                "negation",
            ),
            Slip(2, [("uchwały nr XII/145/2024", "uchwały nr XII/154/2024")], "code"),
        ],
    ),
    Case(
        key="pl-kurs-migowego",
        source="Stowarzyszenie „Słyszę Cię” zaprasza na bezpłatny kurs Polskiego Języka Migowego na poziomie A1. Zajęcia rozpoczną się 13 stycznia 2026 r. i potrwają 10 tygodni; spotkania odbywają się w poniedziałki od 17:30 do 19:00 w Bibliotece Miejskiej w Koninie. Liczba miejsc jest ograniczona do 16 osób, a o przyjęciu decyduje kolejność zgłoszeń. Uczestnik może opuścić maksymalnie 2 zajęcia – w przeciwnym razie nie otrzyma zaświadczenia o ukończeniu kursu. Kurs jest finansowany ze środków Miasta Konina i prawdopodobnie zostanie powtórzony jesienią. Zgłoszenia należy wysyłać na adres pjm@slyszecie.org.pl do 20 grudnia 2025 r. Nie jest wymagana żadna wcześniejsza znajomość języka migowego.",
        good=[
            Good(
                "preserve",
                "Chcesz nauczyć się migać? Stowarzyszenie „Słyszę Cię” organizuje darmowy kurs Polskiego Języka Migowego (poziom A1). Startujemy 13 stycznia 2026 r., kurs trwa 10 tygodni, a spotykamy się w poniedziałki w godz. 17:30–19:00 w Bibliotece Miejskiej w Koninie. Nie musisz znać języka migowego – zaczynamy od zera. Mamy tylko 16 miejsc i liczy się kolejność zgłoszeń. Możesz opuścić najwyżej 2 zajęcia; jeśli będzie ich więcej, nie dostaniesz zaświadczenia o ukończeniu kursu. Kurs finansuje Miasto Konin i prawdopodobnie powtórzymy go jesienią. Zgłoś się mailowo na pjm@slyszecie.org.pl – masz czas do 20 grudnia 2025 r.",
            ),
            Good(
                "en",
                "The “Słyszę Cię” Association invites you to a free Polish Sign Language course at A1 level. Classes start on 13 January 2026 and run for 10 weeks; sessions take place on Mondays from 5:30 to 7:00 p.m. at the Municipal Library in Konin. Places are limited to 16, and admission is on a first-come, first-served basis. Participants may miss no more than 2 sessions – otherwise they will not receive a certificate of completion. The course is funded by the City of Konin and will probably be repeated in the autumn. Applications should be sent to pjm@slyszecie.org.pl by 20 December 2025. No prior knowledge of sign language is required.",
            ),
            Good(
                "preserve",
                "Stowarzyszenie „Słyszę Cię” prowadzi nabór na nieodpłatny kurs Polskiego Języka Migowego na poziomie A1, finansowany przez Miasto Konin. Zajęcia będą się odbywać przez 10 tygodni, począwszy od 13 stycznia 2026 r., w każdy poniedziałek od 17:30 do 19:00, w Bibliotece Miejskiej w Koninie. Wcześniejsza znajomość języka migowego nie jest wymagana. Limit miejsc wynosi 16, a o zakwalifikowaniu decyduje kolejność zgłoszeń. Warunkiem otrzymania zaświadczenia o ukończeniu kursu jest nieopuszczenie więcej niż 2 zajęć. Zgłoszenia przyjmowane są do 20 grudnia 2025 r. pod adresem pjm@slyszecie.org.pl. Organizatorzy przewidują, że kurs prawdopodobnie zostanie powtórzony jesienią.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Nie musisz znać języka migowego – zaczynamy od zera.",
                        "Musisz znać podstawy języka migowego.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("start on 13 January 2026", "start on 13 February 2026")], "date"),
            Slip(
                2,
                [
                    (
                        "Organizatorzy przewidują, że kurs prawdopodobnie zostanie powtórzony jesienią.",
                        "Organizatorzy zapowiadają, że kurs zostanie powtórzony jesienią.",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-przeglad-windy",
        source="Zarządca nieruchomości informuje, że 22 maja 2025 r. w budynku przy ul. Lipowej 18 zostanie przeprowadzony okresowy przegląd windy przez inspektora Urzędu Dozoru Technicznego. Winda będzie wyłączona z użytku od 8:00 do około 13:00. W tym czasie nie wolno korzystać z dźwigu ani blokować drzwi szybu na piętrach. Mieszkańcy o ograniczonej mobilności, którzy potrzebują pomocy przy wejściu, powinni zgłosić to do 20 maja pod numerem 600 214 387. Przegląd jest obowiązkowy zgodnie z art. 14 ust. 2 ustawy z dnia 21 grudnia 2000 r. o dozorze technicznym. Jeśli inspektor stwierdzi usterki, winda może pozostać wyłączona dłużej – o ewentualnym przedłużeniu poinformujemy na tablicy ogłoszeń.",
        good=[
            Good(
                "preserve",
                "Szanowni Mieszkańcy, 22 maja 2025 r. inspektor Urzędu Dozoru Technicznego przeprowadzi okresowy przegląd windy w budynku przy ul. Lipowej 18. Dźwig zostanie wyłączony od 8:00 do mniej więcej 13:00. Przez ten czas prosimy nie korzystać z windy – jest to zabronione – i nie blokować drzwi szybu na piętrach. Osoby o ograniczonej mobilności, które będą potrzebowały pomocy przy wejściu, powinny zgłosić się do 20 maja pod numer 600 214 387. Przegląd jest obowiązkowy na podstawie art. 14 ust. 2 ustawy z dnia 21 grudnia 2000 r. o dozorze technicznym. Gdyby inspektor wykrył usterki, winda może pozostać nieczynna dłużej; informację o ewentualnym przedłużeniu wywiesimy na tablicy ogłoszeń. Zarządca nieruchomości",
            ),
            Good(
                "en",
                "The property manager informs residents that on 22 May 2025 an inspector from the Office of Technical Inspection will carry out a periodic inspection of the lift at 18 Lipowa Street. The lift will be out of service from 8:00 a.m. until about 1:00 p.m. During this time it must not be used, and the shaft doors on the landings must not be blocked. Residents with reduced mobility who need help getting into the building should report this by 20 May on 600 214 387. The inspection is mandatory under Article 14(2) of the Act of 21 December 2000 on technical inspection. If the inspector finds faults, the lift may remain out of service for longer – any extension will be announced on the notice board.",
            ),
            Good(
                "preserve",
                "PRZEGLĄD WINDY – ul. Lipowa 18\nTermin: 22 maja 2025 r., wyłączenie od 8:00 do ok. 13:00; przegląd okresowy wykonuje inspektor UDT.\nW tym czasie obowiązuje zakaz korzystania z dźwigu oraz blokowania drzwi szybu na piętrach.\nPotrzebujesz pomocy przy wejściu (ograniczona mobilność)? Zgłoś to do 20 maja: 600 214 387.\nPodstawa: art. 14 ust. 2 ustawy z dnia 21 grudnia 2000 r. o dozorze technicznym – przegląd jest obowiązkowy.\nW razie wykrycia usterek wyłączenie może się wydłużyć; ewentualne przedłużenie ogłosimy na tablicy ogłoszeń.",
            ),
        ],
        bad=[
            Slip(
                0, [("powinny zgłosić się do 20 maja", "muszą zgłosić się do 20 maja")], "modality"
            ),
            Slip(1, [("until about 1:00 p.m.", "until 1:00 p.m.")], "hedge"),
            Slip(
                2,
                [
                    (
                        "art. 14 ust. 2 ustawy z dnia 21 grudnia 2000 r.",
                        "art. 14 ust. 2 ustawy z dnia 21 grudnia 2001 r.",
                    )
                ],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="pl-skup-makulatury",
        source="Punkt skupu surowców wtórnych „EkoPunkt” w Radomiu przy ul. Kozienickiej 101 skupuje makulaturę od poniedziałku do piątku w godz. 7:00–17:00, a w soboty do 13:00. Aktualna cena za kilogram kartonu wynosi 0,35 zł, a za gazety i książki bez okładek 0,20 zł. Przyjmujemy wyłącznie makulaturę suchą, bez folii, zszywek i taśmy klejącej. Nie skupujemy papieru termicznego (paragonów), tapet ani kartonów po napojach. Minimalna partia to 10 kg. Wypłata następuje gotówką lub przelewem, ale przy kwotach powyżej 200 zł wypłacamy wyłącznie przelewem. Ceny mogą się zmieniać co tydzień, dlatego zaleca się sprawdzenie cennika na stronie ekopunkt-radom.pl przed przyjazdem.",
        good=[
            Good(
                "preserve",
                "„EkoPunkt” – skup makulatury, Radom, ul. Kozienicka 101\nGodziny: pn.–pt. 7:00–17:00, sob. do 13:00.\nCeny za kg: karton – 0,35 zł; gazety i książki bez okładek – 0,20 zł.\nPrzyjmujemy tylko suchą makulaturę, bez folii, zszywek i taśmy klejącej.\nNie przyjmujemy: papieru termicznego (paragonów), tapet, kartonów po napojach.\nMinimum: 10 kg.\nWypłata: gotówka albo przelew; powyżej 200 zł – tylko przelew.\nCeny mogą zmieniać się co tydzień – przed przyjazdem warto sprawdzić cennik na ekopunkt-radom.pl.",
            ),
            Good(
                "en",
                "The “EkoPunkt” recycling point at 101 Kozienicka Street in Radom buys waste paper Monday to Friday from 7:00 a.m. to 5:00 p.m., and on Saturdays until 1:00 p.m. The current price is PLN 0.35 per kilogram of cardboard and PLN 0.20 for newspapers and books without covers. Only dry waste paper is accepted, free of plastic film, staples and adhesive tape. Thermal paper (receipts), wallpaper and beverage cartons are not bought. The minimum batch is 10 kg. Payment is made in cash or by bank transfer, but amounts above PLN 200 are paid by transfer only. Prices may change weekly, so it is advisable to check the price list at ekopunkt-radom.pl before coming.",
            ),
            Good(
                "preserve",
                "Masz w piwnicy stare kartony? Radomski „EkoPunkt” przy ul. Kozienickiej 101 zapłaci za nie 0,35 zł za kilogram, a za gazety i książki bez okładek – 0,20 zł. Skup jest czynny w dni powszednie od 7:00 do 17:00, a w soboty do 13:00. Makulatura musi być sucha i pozbawiona folii, zszywek oraz taśmy klejącej – innej punkt nie przyjmie. Paragonów (papieru termicznego), tapet i kartonów po napojach nie skupuje się wcale. Trzeba przywieźć co najmniej 10 kg. Pieniądze można dostać gotówką lub przelewem, przy czym kwoty powyżej 200 zł wypłacane są wyłącznie przelewem. Ponieważ ceny mogą się zmieniać co tydzień, przed przyjazdem dobrze jest zajrzeć do cennika na ekopunkt-radom.pl.",
            ),
        ],
        bad=[
            Slip(0, [("karton – 0,35 zł", "karton – 0,53 zł")], "number"),
            Slip(1, [("ekopunkt-radom.pl", "ekopunkt.radom.pl")], "url"),
            Slip(
                2,
                [
                    (
                        "przed przyjazdem dobrze jest zajrzeć do cennika",
                        "przed przyjazdem trzeba obowiązkowo zajrzeć do cennika",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-ekspres-kawy",
        source="Przed pierwszym użyciem ekspresu CafeMio EX-450 należy przepłukać układ, przepuszczając przez niego co najmniej 0,5 litra wody bez kawy. Do zbiornika wlewaj wyłącznie zimną wodę pitną; nie wolno używać wody gazowanej ani mleka. Odkamienianie trzeba przeprowadzać co około 3 miesiące lub po zaświeceniu się czerwonej diody, stosując odkamieniacz zalecany przez producenta. Nie zanurzaj urządzenia w wodzie i nie myj go w zmywarce – w zmywarce można myć jedynie tackę ociekową. Jeśli ekspres nie będzie używany dłużej niż 2 tygodnie, zaleca się opróżnienie zbiornika. Gwarancja wynosi 24 miesiące i nie obejmuje uszkodzeń spowodowanych brakiem odkamieniania. Pomoc techniczna: serwis@cafemio.pl, tel. 22 307 15 15.",
        good=[
            Good(
                "preserve",
                "CafeMio EX-450 – najważniejsze zasady\n1. Pierwsze uruchomienie: przepłucz układ, przepuszczając przez ekspres co najmniej 0,5 l wody bez kawy – to konieczne.\n2. Zbiornik: tylko zimna woda pitna. Woda gazowana i mleko są zabronione.\n3. Odkamienianie: obowiązkowo mniej więcej co 3 miesiące albo gdy zaświeci się czerwona dioda; używaj odkamieniacza zalecanego przez producenta.\n4. Czyszczenie: urządzenia nie zanurzaj w wodzie ani nie wkładaj do zmywarki; do zmywarki nadaje się wyłącznie tacka ociekowa.\n5. Dłuższa przerwa (ponad 2 tygodnie): zalecamy opróżnić zbiornik.\n6. Gwarancja: 24 miesiące; nie obejmuje uszkodzeń wynikających z braku odkamieniania.\nPomoc techniczna: serwis@cafemio.pl, tel. 22 307 15 15.",
            ),
            Good(
                "en",
                "Before using the CafeMio EX-450 coffee machine for the first time, rinse the system by running at least 0.5 litres of water through it without coffee. Fill the tank only with cold drinking water; sparkling water and milk must not be used. Descaling must be carried out roughly every 3 months or when the red light comes on, using the descaler recommended by the manufacturer. Do not immerse the appliance in water or wash it in a dishwasher – only the drip tray may be washed in a dishwasher. If the machine will not be used for more than 2 weeks, emptying the tank is recommended. The warranty lasts 24 months and does not cover damage caused by failure to descale. Technical support: serwis@cafemio.pl, tel. 22 307 15 15.",
            ),
            Good(
                "preserve",
                "Zanim po raz pierwszy zaparzysz kawę w ekspresie CafeMio EX-450, musisz przepłukać układ – przepuść przez niego minimum pół litra wody bez kawy. Zbiornik napełniaj tylko zimną wodą pitną; wody gazowanej i mleka wlewać nie wolno. Mniej więcej raz na 3 miesiące, a także wtedy, gdy zapali się czerwona dioda, trzeba odkamienić urządzenie odkamieniaczem polecanym przez producenta. Ekspresu nie wolno zanurzać w wodzie ani myć w zmywarce; zmywarka nadaje się tylko do tacki ociekowej. Jeżeli nie będziesz używać urządzenia dłużej niż 2 tygodnie, zaleca się opróżnić zbiornik. Gwarancja obowiązuje przez 24 miesiące, ale nie obejmuje szkód wynikłych z zaniedbania odkamieniania. W razie problemów: serwis@cafemio.pl lub tel. 22 307 15 15.",
            ),
        ],
        bad=[
            Slip(0, [("CafeMio EX-450", "CafeMio EX-540")], "code"),
            Slip(1, [("and does not cover damage", "and also covers damage")], "negation"),
            Slip(2, [("musisz przepłukać układ", "możesz przepłukać układ")], "modality"),
        ],
    ),
    Case(
        key="pl-grant-ngo",
        source="Fundacja Rozwoju Wsi Podkarpackiej ogłasza konkurs grantowy „Aktywna Wieś 2025”. O dofinansowanie mogą ubiegać się wyłącznie organizacje pozarządowe zarejestrowane na terenie województwa podkarpackiego co najmniej 12 miesięcy przed dniem złożenia wniosku. Maksymalna kwota grantu wynosi 15 000 zł, a wymagany wkład własny to 10% wartości projektu. Projekty muszą zostać zrealizowane między 1 czerwca a 30 listopada 2025 r. Środków nie można przeznaczyć na zakup nieruchomości ani na wynagrodzenia stałego personelu. Wnioski przyjmujemy przez generator na stronie granty.frwp.org.pl do 14 marca 2025 r., do godz. 15:00. Fundacja planuje wstępnie przyznać około 25 grantów; wyniki zostaną ogłoszone prawdopodobnie w drugiej połowie kwietnia.",
        good=[
            Good(
                "preserve",
                "Konkurs grantowy „Aktywna Wieś 2025” – Fundacja Rozwoju Wsi Podkarpackiej. Wnioskodawcami mogą być jedynie organizacje pozarządowe zarejestrowane w województwie podkarpackim nie później niż 12 miesięcy przed złożeniem wniosku. Jeden grant to maksymalnie 15 000 zł; wymagany jest wkład własny w wysokości 10% wartości projektu. Realizacja projektu musi przypaść na okres od 1 czerwca do 30 listopada 2025 r. Z dotacji nie wolno finansować zakupu nieruchomości ani wynagrodzeń stałego personelu. Wnioski składa się w generatorze dostępnym na granty.frwp.org.pl, w terminie do 14 marca 2025 r., godz. 15:00. Wstępnie fundacja zamierza przyznać około 25 grantów, a wyniki poda prawdopodobnie w drugiej połowie kwietnia.",
            ),
            Good(
                "en",
                "The Podkarpackie Rural Development Foundation has announced the “Aktywna Wieś 2025” grant competition. Funding may be sought only by non-governmental organisations registered in the Podkarpackie Voivodeship at least 12 months before the day the application is submitted. The maximum grant is PLN 15,000, and the required own contribution is 10% of the project value. Projects must be carried out between 1 June and 30 November 2025. The funds may not be used to buy real estate or to pay permanent staff salaries. Applications are accepted through the generator at granty.frwp.org.pl until 3:00 p.m. on 14 March 2025. The Foundation tentatively plans to award about 25 grants; the results will probably be announced in the second half of April.",
            ),
            Good(
                "preserve",
                "Organizacje z Podkarpacia mogą powalczyć o pieniądze na lokalne działania. Fundacja Rozwoju Wsi Podkarpackiej ruszyła z konkursem „Aktywna Wieś 2025”, w którym do zdobycia jest do 15 000 zł na projekt. Startować mogą tylko NGO zarejestrowane w województwie podkarpackim co najmniej rok, czyli 12 miesięcy, przed dniem złożenia wniosku. Trzeba mieć 10% wkładu własnego, a projekt musi zostać zrealizowany od 1 czerwca do 30 listopada 2025 r. Dotacji nie można wydać na nieruchomości ani na pensje stałego personelu. Nabór trwa do 14 marca 2025 r. (godz. 15:00), a wnioski składa się przez generator na granty.frwp.org.pl. Fundacja wstępnie planuje około 25 grantów; wyniki mają być znane prawdopodobnie w drugiej połowie kwietnia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Wstępnie fundacja zamierza przyznać około 25 grantów",
                        "Fundacja przyzna 25 grantów",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("is 10% of the project value", "is 20% of the project value")], "number"),
            Bad(
                "en",
                "„Aktywna Wieś 2025” to konkurs grantowy Fundacji Rozwoju Wsi Podkarpackiej. Wnioski mogą składać wyłącznie organizacje pozarządowe zarejestrowane w województwie podkarpackim co najmniej 12 miesięcy przed dniem złożenia wniosku. Grant wynosi maksymalnie 15 000 zł, a wkład własny – 10% wartości projektu. Projekty trzeba zrealizować między 1 czerwca a 30 listopada 2025 r. Pieniędzy nie można przeznaczyć na zakup nieruchomości ani na wynagrodzenia stałego personelu. Termin: 14 marca 2025 r., godz. 15:00, przez generator na granty.frwp.org.pl. Fundacja wstępnie planuje przyznać około 25 grantów; wyniki zostaną ogłoszone prawdopodobnie w drugiej połowie kwietnia.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-kursy-kajakowe",
        source="Klub Kajakowy „Wda” w Świeciu zaprasza dzieci i dorosłych na kursy kajakowe w lipcu i sierpniu 2025 r. Kurs obejmuje 6 zajęć po 90 minut i kosztuje 280 zł; członkowie klubu płacą o 20% mniej. Uczestnik musi umieć przepłynąć co najmniej 25 metrów, co potwierdza własnym oświadczeniem, a w przypadku osób niepełnoletnich – oświadczeniem rodzica. Podczas zajęć kamizelka asekuracyjna jest obowiązkowa dla wszystkich, bez wyjątków. Sprzęt zapewnia klub; można też przyjść z własnym kajakiem, jeśli przejdzie on kontrolę instruktora. Przy silnym wietrze lub burzy zajęcia zostaną odwołane i odrobione w innym terminie. Zapisy prowadzimy przez formularz na stronie kk-wda.pl lub telefonicznie pod numerem 512 088 341.",
        good=[
            Good(
                "en",
                "The “Wda” Canoe Club in Świecie invites children and adults to canoeing courses in July and August 2025. Each course consists of 6 sessions of 90 minutes and costs PLN 280; club members pay 20% less. Participants must be able to swim at least 25 metres, which they confirm with their own written statement, or, in the case of minors, with a statement from a parent. A life jacket is compulsory for everyone during sessions, with no exceptions. The club provides the equipment; you may also bring your own kayak if it passes the instructor's inspection. In strong wind or a storm, sessions will be cancelled and made up on another date. Sign up via the form at kk-wda.pl or by phone on 512 088 341.",
            ),
            Good(
                "preserve",
                "Lato na wodzie z Klubem Kajakowym „Wda” ze Świecia! W lipcu i sierpniu 2025 r. prowadzimy kursy dla dzieci i dorosłych: 6 spotkań po półtorej godziny za 280 zł, a dla członków klubu – o 20% taniej. Żeby wziąć udział, trzeba umieć przepłynąć minimum 25 metrów; wystarczy twoje oświadczenie, a za niepełnoletnich oświadcza rodzic. Na wodzie każdy, bez wyjątku, musi mieć na sobie kamizelkę asekuracyjną. Sprzęt zapewniamy my, ale możesz przyjść ze swoim kajakiem – pod warunkiem, że zaakceptuje go instruktor po kontroli. Gdy mocno wieje albo jest burza, odwołujemy zajęcia i odrabiamy je w innym terminie. Zapisy: formularz na kk-wda.pl albo telefon 512 088 341.",
            ),
            Good(
                "preserve",
                "Klub Kajakowy „Wda” w Świeciu organizuje w lipcu i sierpniu 2025 r. kursy kajakowe dla dzieci i dorosłych. Program kursu obejmuje 6 zajęć trwających po 90 minut; opłata wynosi 280 zł, przy czym członkom klubu przysługuje zniżka w wysokości 20%. Warunkiem uczestnictwa jest umiejętność przepłynięcia co najmniej 25 metrów, potwierdzona oświadczeniem uczestnika, a w przypadku osób niepełnoletnich – oświadczeniem rodzica. W trakcie zajęć wszyscy uczestnicy, bez wyjątków, mają obowiązek noszenia kamizelki asekuracyjnej. Sprzęt zapewnia klub; dopuszcza się korzystanie z własnego kajaka po jego pozytywnej kontroli przez instruktora. W razie silnego wiatru lub burzy zajęcia są odwoływane i odrabiane w innym terminie. Zapisy: formularz na stronie kk-wda.pl lub tel. 512 088 341.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "A life jacket is compulsory for everyone during sessions, with no exceptions.",
                        "A life jacket is recommended for everyone during sessions.",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [("a dla członków klubu – o 20% taniej", "a dla członków klubu – o 25% taniej")],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "W razie silnego wiatru lub burzy zajęcia są odwoływane i odrabiane w innym terminie.",
                        "W razie silnego wiatru lub burzy zajęcia są odwoływane i odrabiane w innym terminie. Po ukończeniu kursu uczestnicy otrzymują certyfikat Polskiego Związku Kajakowego.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-taryfa-woda",
        source="Przedsiębiorstwo Wodociągów i Kanalizacji w Kaliszu informuje, że od 1 lipca 2025 r. obowiązywać będą nowe taryfy za zbiorowe zaopatrzenie w wodę i odprowadzanie ścieków. Cena 1 m³ wody wzrośnie z 5,12 zł do 5,48 zł brutto, a ścieków z 7,90 zł do 8,35 zł brutto. Opłata abonamentowa pozostanie bez zmian. Dla przeciętnego czteroosobowego gospodarstwa domowego oznacza to wzrost rachunku o około 11 zł miesięcznie. Taryfy zostały zatwierdzone decyzją Dyrektora Regionalnego Zarządu Gospodarki Wodnej w Poznaniu nr PO.RZT.70.112.2025. Odbiorcy nie muszą podpisywać nowych umów ani składać żadnych wniosków. Odczyty wodomierzy dokonane przed tą datą zostaną rozliczone według dotychczasowych cen, chyba że odbiorca nie udostępni wodomierza do odczytu.",
        good=[
            Good(
                "preserve",
                "Woda w Kaliszu zdrożeje. Od 1 lipca 2025 r. Przedsiębiorstwo Wodociągów i Kanalizacji wprowadza nowe taryfy: za metr sześcienny wody zapłacimy 5,48 zł brutto zamiast 5,12 zł, a za odprowadzenie 1 m³ ścieków – 8,35 zł brutto zamiast 7,90 zł. Opłata abonamentowa się nie zmienia. Według wodociągów przeciętna czteroosobowa rodzina zapłaci miesięcznie około 11 zł więcej. Nowe stawki zatwierdził Dyrektor Regionalnego Zarządu Gospodarki Wodnej w Poznaniu decyzją nr PO.RZT.70.112.2025. Mieszkańcy nie muszą niczego podpisywać ani składać wniosków. Wodomierze odczytane przed wejściem zmian w życie zostaną rozliczone po starych cenach – chyba że odbiorca nie udostępni licznika do odczytu.",
            ),
            Good(
                "en",
                "The Water and Sewerage Company in Kalisz announces that new tariffs for collective water supply and sewage disposal will apply from 1 July 2025. The price of 1 m³ of water will rise from PLN 5.12 to PLN 5.48 gross, and of sewage from PLN 7.90 to PLN 8.35 gross. The subscription fee will remain unchanged. For an average four-person household, this means a bill increase of about PLN 11 per month. The tariffs were approved by decision No. PO.RZT.70.112.2025 of the Director of the Regional Water Management Board in Poznań. Customers do not need to sign new contracts or submit any applications. Meter readings taken before that date will be settled at the existing prices, unless the customer fails to make the meter available for reading.",
            ),
            Good(
                "preserve",
                "Nowe taryfy PWiK w Kaliszu – obowiązują od 1 lipca 2025 r.\n• woda: 5,48 zł brutto za 1 m³ (dotychczas 5,12 zł);\n• ścieki: 8,35 zł brutto za 1 m³ (dotychczas 7,90 zł);\n• opłata abonamentowa: bez zmian;\n• skutek dla przeciętnego 4-osobowego gospodarstwa: ok. 11 zł więcej miesięcznie;\n• zatwierdzenie: decyzja Dyrektora RZGW w Poznaniu nr PO.RZT.70.112.2025;\n• formalności: brak – nie trzeba zawierać nowych umów ani składać wniosków;\n• odczyty sprzed wejścia taryf w życie rozliczane są po dotychczasowych cenach, chyba że odbiorca nie udostępni wodomierza do odczytu.",
            ),
        ],
        bad=[
            Slip(0, [("Od 1 lipca 2025 r.", "Od 1 czerwca 2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "Customers do not need to sign new contracts",
                        "Customers need to sign new contracts",
                    )
                ],
                "negation",
            ),
            Slip(2, [("nr PO.RZT.70.112.2025", "nr PO.RZT.70.121.2025")], "code"),
        ],
    ),
    Case(
        key="pl-oferta-bibliotekarz",
        source="Biblioteka Publiczna w Siedlcach zatrudni bibliotekarza do Działu Zbiorów Regionalnych na pełny etat. Oferujemy umowę o pracę na okres próbny 3 miesięcy, a następnie na czas nieokreślony, oraz wynagrodzenie zasadnicze w wysokości 5 200 zł brutto. Kandydat musi posiadać wykształcenie wyższe, najlepiej z zakresu bibliotekoznawstwa lub historii. Mile widziana jest znajomość systemu MAK+. Praca odbywa się w systemie zmianowym, do godz. 19:00, również w co drugą sobotę. Dokumenty (CV, list motywacyjny) należy przesłać na adres kadry@biblioteka.siedlce.pl do 10 października 2025 r. Skontaktujemy się wyłącznie z wybranymi kandydatami. Nabór prowadzony jest zgodnie z art. 22¹ Kodeksu pracy.",
        good=[
            Good(
                "preserve",
                "Oferta pracy: bibliotekarz (pełny etat), Dział Zbiorów Regionalnych, Biblioteka Publiczna w Siedlcach\nOferujemy: umowę o pracę – najpierw na 3-miesięczny okres próbny, potem na czas nieokreślony; wynagrodzenie zasadnicze 5 200 zł brutto.\nWymagamy: wykształcenia wyższego, preferowane bibliotekoznawstwo lub historia.\nDodatkowy atut: znajomość systemu MAK+.\nGodziny pracy: system zmianowy, do 19:00, także w co drugą sobotę.\nAplikacje (CV i list motywacyjny) należy wysłać do 10 października 2025 r. na adres kadry@biblioteka.siedlce.pl.\nOdpowiemy tylko wybranym kandydatom. Nabór prowadzimy zgodnie z art. 22¹ Kodeksu pracy.",
            ),
            Good(
                "en",
                "The Public Library in Siedlce is hiring a full-time librarian for its Regional Collections Department. We offer an employment contract for a 3-month probationary period, followed by a permanent contract, and a base salary of PLN 5,200 gross. Candidates must have a university degree, preferably in library science or history. Knowledge of the MAK+ system is an advantage. The work is done in shifts, until 7:00 p.m., including every other Saturday. Documents (CV and cover letter) should be sent to kadry@biblioteka.siedlce.pl by 10 October 2025. We will contact only selected candidates. The recruitment is conducted in accordance with Article 22¹ of the Labour Code.",
            ),
            Good(
                "preserve",
                "Biblioteka Publiczna w Siedlcach szuka osoby na stanowisko bibliotekarza w Dziale Zbiorów Regionalnych, w pełnym wymiarze godzin. Warunkiem koniecznym jest wyższe wykształcenie – najchętniej bibliotekoznawcze lub historyczne; znajomość systemu MAK+ będzie dodatkowym plusem. Zatrudniona osoba podpisze umowę o pracę na 3-miesięczny okres próbny, a potem na czas nieokreślony, z pensją zasadniczą 5 200 zł brutto. Praca jest zmianowa, trwa najpóźniej do 19:00 i obejmuje również co drugą sobotę. CV i list motywacyjny trzeba wysłać do 10 października 2025 r. na kadry@biblioteka.siedlce.pl. Z odpowiedzią odezwiemy się jedynie do wybranych osób. Rekrutację prowadzimy zgodnie z art. 22¹ Kodeksu pracy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Dodatkowy atut: znajomość systemu MAK+.", "Wymagana: znajomość systemu MAK+.")],
                "modality",
            ),
            Slip(
                1,
                [("We will contact only selected candidates.", "We will contact all candidates.")],
                "negation",
            ),
            Slip(2, [("kadry@biblioteka.siedlce.pl", "kadry@bibliotekasiedlce.pl")], "url"),
        ],
    ),
]
