# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 82: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-apiary-foulbrood-inspection-notice",
        source="Powiatowy Lekarz Weterynarii w Nowym Targu informuje, że w dniach 12–16 maja 2025 r. przeprowadzi kontrole pasiek w gminach Czarny Dunajec i Szaflary w związku z podejrzeniem zgnilca amerykańskiego. Pszczelarze są zobowiązani udostępnić inspektorom wszystkie rodziny pszczele oraz dokumentację leczenia. Do czasu zakończenia kontroli nie wolno przemieszczać uli ani sprzedawać odkładów poza obszar zapowietrzony. Podstawą działań jest art. 44 ust. 1 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt. Pasieki niezarejestrowane należy zgłosić do inspektoratu najpóźniej do 9 maja. Pytania można kierować pod numer 18 266 41 20.",
        good=[
            Good(
                "preserve",
                "W związku z podejrzeniem zgnilca amerykańskiego Powiatowy Lekarz Weterynarii w Nowym Targu skontroluje pasieki w gminach Czarny Dunajec i Szaflary w dniach 12–16 maja 2025 r. Co to oznacza dla pszczelarzy:\n- muszą udostępnić inspektorom wszystkie rodziny pszczele i dokumentację leczenia;\n- do zakończenia kontroli nie mogą przemieszczać uli ani sprzedawać odkładów poza obszar zapowietrzony;\n- pasieki niezarejestrowane trzeba zgłosić do inspektoratu najpóźniej do 9 maja.\nKontrole odbywają się na podstawie art. 44 ust. 1 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt. Z pytaniami można dzwonić pod numer 18 266 41 20.",
            ),
            Good(
                "preserve",
                "Szanowni Pszczelarze, od 12 do 16 maja 2025 r. inspektorzy Powiatowego Lekarza Weterynarii w Nowym Targu będą kontrolować pasieki na terenie gmin Czarny Dunajec i Szaflary, ponieważ istnieje podejrzenie wystąpienia zgnilca amerykańskiego. Mają Państwo obowiązek udostępnić im wszystkie rodziny pszczele oraz dokumentację leczenia. Dopóki kontrola się nie zakończy, zabronione jest przemieszczanie uli i sprzedaż odkładów poza obszar zapowietrzony. Jeżeli Państwa pasieka nie jest zarejestrowana, należy ją zgłosić do inspektoratu najpóźniej do 9 maja. Działania te opierają się na art. 44 ust. 1 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt. Pytania prosimy kierować pod numer 18 266 41 20.",
            ),
            Good(
                "en",
                "The District Veterinary Officer in Nowy Targ will inspect apiaries in the Czarny Dunajec and Szaflary municipalities between 12 and 16 May 2025 because American foulbrood is suspected. Beekeepers are required to give the inspectors access to all their bee colonies and to their treatment records. Until the inspections are over, hives must not be moved and nucleus colonies must not be sold outside the infected area. Unregistered apiaries must be reported to the inspectorate by 9 May at the latest. The legal basis is Article 44(1) of the Act of 11 March 2004 on the protection of animal health and the control of infectious animal diseases. Questions can be directed to 18 266 41 20.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "do zakończenia kontroli nie mogą przemieszczać uli ani sprzedawać odkładów",
                        "do zakończenia kontroli mogą przemieszczać ule i sprzedawać odkłady",
                    )
                ],
                "negation",
            ),
            Slip(1, [("od 12 do 16 maja 2025 r.", "od 12 do 19 maja 2025 r.")], "date"),
            Slip(2, [("Article 44(1)", "Article 41(1)")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-tram-depot-june-rota",
        source="Grafik motorniczych zajezdni Podgórze na czerwiec 2025 zostanie opublikowany w systemie e-Grafik 23 maja o godz. 14:00. Zmiana poranna trwa od 4:30 do 12:30, popołudniowa od 12:15 do 20:15, a nocna od 22:00 do 6:00. Każdy pracownik powinien zgłosić preferencje urlopowe do 20 maja; wnioski złożone później będą rozpatrywane tylko w miarę wolnych miejsc. Zamiana dyżurów między pracownikami jest możliwa, ale musi ją zatwierdzić dyspozytor co najmniej 48 godzin przed rozpoczęciem zmiany. W miesiącu można przepracować maksymalnie 6 dyżurów nocnych. Przypominamy, że przed każdą zmianą obowiązuje badanie alkomatem w pokoju dyspozytorskim.",
        good=[
            Good(
                "preserve",
                "Najważniejsze informacje o czerwcowym grafiku (zajezdnia Podgórze):\n1. Grafik motorniczych na czerwiec 2025 pojawi się w systemie e-Grafik 23 maja o 14:00.\n2. Godziny zmian: poranna 4:30–12:30, popołudniowa 12:15–20:15, nocna 22:00–6:00.\n3. Preferencje urlopowe każdy powinien zgłosić do 20 maja – późniejsze wnioski rozpatrzymy wyłącznie w miarę wolnych miejsc.\n4. Dyżurami można się zamieniać, jednak zamianę musi zatwierdzić dyspozytor najpóźniej 48 godzin przed początkiem zmiany.\n5. Limit dyżurów nocnych to 6 w miesiącu.\n6. Przed każdą zmianą obowiązuje badanie alkomatem w pokoju dyspozytorskim.",
            ),
            Good(
                "preserve",
                "Uwaga, motorniczy z Podgórza! Grafik na czerwiec 2025 zobaczysz w e-Grafiku 23 maja o godzinie 14:00. Pamiętaj, że przed każdą zmianą czeka cię badanie alkomatem w pokoju dyspozytorskim. Swoje preferencje urlopowe powinieneś zgłosić do 20 maja – jeśli spóźnisz się z wnioskiem, rozpatrzymy go tylko wtedy, gdy zostaną wolne miejsca. Możesz zamienić się dyżurem z innym pracownikiem, ale dyspozytor musi zatwierdzić zamianę co najmniej 48 godzin przed rozpoczęciem zmiany. Nocnych dyżurów możesz mieć w miesiącu maksymalnie 6. Godziny zmian: poranna 4:30–12:30, popołudniowa 12:15–20:15, nocna 22:00–6:00.",
            ),
            Good(
                "en",
                "The June 2025 rota for tram drivers at the Podgórze depot will be published in the e-Grafik system on 23 May at 2:00 p.m. The morning shift runs from 4:30 to 12:30, the afternoon shift from 12:15 to 20:15 and the night shift from 22:00 to 6:00. Every employee should submit their leave preferences by 20 May; later requests will only be considered if places remain. Staff may swap duties with each other, but each swap must be approved by the dispatcher at least 48 hours before the shift starts. No one may work more than six night duties a month. A breathalyser test in the dispatch room is mandatory before every shift.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Limit dyżurów nocnych to 6 w miesiącu.",
                        "Limit dyżurów nocnych to 8 w miesiącu.",
                    )
                ],
                "number",
            ),
            Slip(1, [("23 maja o godzinie 14:00", "23 maja o godzinie 16:00")], "date"),
            Slip(2, [("each swap must be approved", "each swap should be approved")], "modality"),
        ],
    ),
    Case(
        key="pl-dental-extraction-aftercare-sheet",
        source="Zalecenia po ekstrakcji zęba. Przez 2 godziny po zabiegu nie należy jeść ani pić gorących napojów. Gazik zagryzaj przez około 30 minut, a potem go wyrzuć. Przez pierwsze 24 godziny nie płucz intensywnie ust i nie pal papierosów, bo skrzep może się wypłukać, co prawdopodobnie wydłuży gojenie. Niewielkie krwawienie i obrzęk są normalne przez 2–3 dni; pomagają zimne okłady przykładane na 15 minut co godzinę. Jeśli lekarz przepisał antybiotyk, musisz przyjąć całe opakowanie, nawet gdy ból minie. Przy silnym krwawieniu lub gorączce powyżej 38°C skontaktuj się z gabinetem: 22 615 30 44.",
        good=[
            Good(
                "preserve",
                "Po usunięciu zęba:\n- przez 2 godziny nie należy nic jeść ani pić gorących napojów;\n- gazik trzymaj zagryziony mniej więcej 30 minut, po czym go wyrzuć;\n- przez pierwszą dobę nie płucz mocno ust i nie pal – skrzep mógłby się wypłukać, a wtedy gojenie prawdopodobnie potrwa dłużej;\n- lekkie krwawienie i opuchlizna przez 2–3 dni to norma; pomaga zimny okład przykładany na 15 minut co godzinę;\n- antybiotyk przepisany przez lekarza musisz przyjąć do końca opakowania, także wtedy, gdy ból ustąpi.\nSilne krwawienie albo gorączka powyżej 38°C? Zadzwoń do gabinetu: 22 615 30 44.",
            ),
            Good(
                "preserve",
                "Po ekstrakcji zęba pacjent przez 2 godziny nie powinien jeść ani pić gorących napojów. Gazik należy zagryzać przez około pół godziny, a następnie wyrzucić. W pierwszej dobie po zabiegu nie należy intensywnie płukać jamy ustnej ani palić papierosów, ponieważ skrzep może zostać wypłukany, co prawdopodobnie wydłuży gojenie. Niewielkie krwawienie i obrzęk utrzymujące się przez 2–3 dni są zjawiskiem normalnym; ulgę przynoszą zimne okłady stosowane przez 15 minut co godzinę. Jeżeli lekarz zlecił antybiotyk, trzeba przyjąć całe opakowanie, również po ustąpieniu bólu. W razie silnego krwawienia lub gorączki powyżej 38°C prosimy o kontakt z gabinetem pod numerem 22 615 30 44.",
            ),
            Good(
                "en",
                "Aftercare following a tooth extraction. For 2 hours after the procedure, do not eat or drink hot drinks. Bite on the gauze for about 30 minutes, then throw it away. For the first 24 hours, do not rinse your mouth vigorously and do not smoke, because the clot may be washed out, which will probably slow down healing. Slight bleeding and swelling are normal for 2–3 days; cold compresses applied for 15 minutes every hour help. If the dentist prescribed an antibiotic, you must take the whole pack, even once the pain has gone. If you have heavy bleeding or a fever above 38°C, contact the clinic on 22 615 30 44.",
            ),
        ],
        bad=[
            Slip(0, [("okład przykładany na 15 minut", "okład przykładany na 30 minut")], "number"),
            Slip(
                1,
                [
                    (
                        "trzeba przyjąć całe opakowanie, również po ustąpieniu bólu",
                        "nie trzeba przyjmować całego opakowania po ustąpieniu bólu",
                    )
                ],
                "negation",
            ),
            Slip(
                2, [("which will probably slow down healing", "which slows down healing")], "hedge"
            ),
        ],
    ),
    Case(
        key="pl-municipal-green-waste-composting-site",
        source="Gminny punkt kompostowania przy ul. Polnej 7 w Łomiankach przyjmuje od mieszkańców odpady zielone bezpłatnie, do 2 m³ miesięcznie na gospodarstwo domowe. Przyjmujemy trawę, liście, drobne gałęzie o średnicy do 10 cm oraz resztki roślin z ogrodu. Nie przyjmujemy odpadów kuchennych, ziemi, kamieni ani worków foliowych – zawartość worków należy wysypać na miejscu. Przy pierwszej wizycie trzeba okazać dowód wpłaty opłaty śmieciowej za bieżący kwartał. Gotowy kompost można odebrać nieodpłatnie w soboty, do wyczerpania zapasów. Harmonogram i aktualne komunikaty publikujemy na stronie https://lomianki.pl/kompostownia, a pytania prosimy wysyłać na adres kompost@lomianki.pl.",
        good=[
            Good(
                "preserve",
                "Masz w ogrodzie skoszoną trawę albo liście? Zawieź je do gminnego punktu kompostowania w Łomiankach (ul. Polna 7). Mieszkańcy mogą oddać tam bezpłatnie do 2 m³ odpadów zielonych miesięcznie na jedno gospodarstwo domowe: trawę, liście, drobne gałęzie o średnicy do 10 cm i resztki roślin z ogrodu. Punkt nie przyjmuje odpadów kuchennych, ziemi, kamieni ani worków foliowych, więc zawartość worków trzeba wysypać na miejscu. Za pierwszym razem trzeba pokazać dowód wpłaty opłaty śmieciowej za bieżący kwartał. W soboty możesz za darmo zabrać gotowy kompost, dopóki go wystarczy. Harmonogram i komunikaty znajdziesz na https://lomianki.pl/kompostownia, a pytania wyślij na kompost@lomianki.pl.",
            ),
            Good(
                "preserve",
                "Gminny punkt kompostowania – ul. Polna 7, Łomianki\nZasady przyjmowania odpadów zielonych od mieszkańców:\n- bezpłatny limit: do 2 m³ miesięcznie na gospodarstwo domowe;\n- przyjmowane: trawa, liście, drobne gałęzie o średnicy do 10 cm, resztki roślin z ogrodu;\n- nieprzyjmowane: odpady kuchenne, ziemia, kamienie, worki foliowe (zawartość worków należy wysypać na miejscu);\n- przy pierwszej wizycie wymagane jest okazanie dowodu wpłaty opłaty śmieciowej za bieżący kwartał.\nGotowy kompost wydajemy nieodpłatnie w soboty, do wyczerpania zapasów. Harmonogram i aktualne komunikaty: https://lomianki.pl/kompostownia. Pytania: kompost@lomianki.pl.",
            ),
            Good(
                "en",
                "The municipal composting site at ul. Polna 7 in Łomianki accepts green waste from residents free of charge, up to 2 m³ per household per month. You can bring grass, leaves, small branches up to 10 cm in diameter and other plant waste from the garden. Kitchen waste, soil, stones and plastic bags are not accepted, so bags have to be emptied on site. On your first visit you need to show proof that you have paid the waste fee for the current quarter. Finished compost can be collected free of charge on Saturdays while stocks last. The schedule and current notices are posted at https://lomianki.pl/kompostownia; please send any questions to kompost@lomianki.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Punkt nie przyjmuje odpadów kuchennych, ziemi, kamieni ani worków foliowych",
                        "Punkt przyjmuje odpady kuchenne, ale nie ziemię, kamienie ani worki foliowe",
                    )
                ],
                "negation",
            ),
            Slip(
                1, [("Pytania: kompost@lomianki.pl.", "Pytania: kompostownia@lomianki.pl.")], "url"
            ),
            Slip(2, [("you need to show proof", "you should ideally show proof")], "modality"),
        ],
    ),
    Case(
        key="pl-folk-dance-ensemble-auditions",
        source="Zespół Pieśni i Tańca „Kurpianka” zaprasza na przesłuchania do grupy tanecznej, które odbędą się w sobotę 14 września 2024 r. w sali prób przy ul. Kwiatowej 12 w Otrębusach. Rejestracja kandydatów rozpocznie się o 9:30, a przesłuchania o 10:00. Mogą w nich wziąć udział osoby w wieku od 16 do 25 lat; doświadczenie sceniczne nie jest wymagane, ale mile widziane. Kandydaci powinni przynieść strój sportowy i obuwie na płaskiej podeszwie. Osoby niepełnoletnie muszą mieć pisemną zgodę rodzica lub opiekuna. Przesłuchanie składa się z rozgrzewki, nauki krótkiej sekwencji krakowiaka i rozmowy z choreografem. Wyniki ogłosimy do 30 września.",
        good=[
            Good(
                "preserve",
                "Lubisz taniec ludowy? Zespół Pieśni i Tańca „Kurpianka” szuka nowych tancerzy! Przesłuchania odbędą się w sobotę 14 września 2024 r. w sali prób przy ul. Kwiatowej 12 w Otrębusach. Rejestracja rusza o 9:30, a samo przesłuchanie zaczyna się o 10:00. Możesz się zgłosić, jeśli masz od 16 do 25 lat. Doświadczenie na scenie nie jest konieczne, ale będzie mile widziane. Powinieneś mieć ze sobą strój sportowy i obuwie na płaskiej podeszwie, a jeśli jesteś niepełnoletni, musisz mieć pisemną zgodę rodzica lub opiekuna. Przesłuchanie obejmuje rozgrzewkę, naukę krótkiej sekwencji krakowiaka i rozmowę z choreografem. Wyniki poznasz do 30 września.",
            ),
            Good(
                "preserve",
                "Przesłuchania do grupy tanecznej ZPiT „Kurpianka”\nKiedy: sobota, 14 września 2024 r.; rejestracja od 9:30, początek przesłuchań o 10:00.\nGdzie: sala prób, ul. Kwiatowa 12, Otrębusy.\nKto: osoby w wieku 16–25 lat; doświadczenie sceniczne mile widziane, ale niewymagane. Niepełnoletni muszą mieć pisemną zgodę rodzica lub opiekuna.\nCo zabrać: kandydaci powinni przynieść strój sportowy i obuwie na płaskiej podeszwie.\nPrzebieg: rozgrzewka, nauka krótkiej sekwencji krakowiaka, rozmowa z choreografem.\nWyniki: do 30 września.",
            ),
            Good(
                "en",
                "The Kurpianka Song and Dance Ensemble is holding auditions for its dance group on Saturday, 14 September 2024, in the rehearsal hall at ul. Kwiatowa 12 in Otrębusy. Registration opens at 9:30 and the auditions begin at 10:00. They are open to anyone aged 16 to 25; stage experience is not required, but it is welcome. Candidates should bring sportswear and flat-soled shoes. Minors must have written consent from a parent or guardian. The audition consists of a warm-up, learning a short krakowiak sequence and an interview with the choreographer. Results will be announced by 30 September.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Wyniki poznasz do 30 września.",
                        "Wyniki poznasz do 30 września, a wybrane osoby wystąpią z zespołem już na jesiennym festiwalu w Łowiczu.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Niepełnoletni muszą mieć pisemną zgodę",
                        "Niepełnoletni powinni mieć pisemną zgodę",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Results will be announced by 30 September.",
                        "Results will be announced by 15 October.",
                    )
                ],
                "date",
            ),
        ],
    ),
    Case(
        key="pl-forest-fire-risk-bulletin",
        source="Komunikat Nadleśnictwa Kozienice z 18 lipca 2025 r. W związku z utrzymującą się suszą na terenie nadleśnictwa obowiązuje III, najwyższy stopień zagrożenia pożarowego. Wilgotność ściółki spadła poniżej 10%, a według prognoz IMGW opady prawdopodobnie nie pojawią się przed końcem przyszłego tygodnia. Wprowadzamy zakaz wstępu do lasu na obszarze około 4 200 ha w leśnictwach Jedlnia i Pionki; mapa obszarów objętych zakazem jest dostępna w siedzibie nadleśnictwa. Na pozostałym terenie nie wolno rozpalać ognisk ani używać grilli, także w miejscach do tego wyznaczonych. Zakaz będzie obowiązywał do odwołania. Zauważony pożar należy niezwłocznie zgłosić pod numerem 112.",
        good=[
            Good(
                "preserve",
                "Nadleśnictwo Kozienice informuje (komunikat z 18 lipca 2025 r.): z powodu długotrwałej suszy w lasach nadleśnictwa obowiązuje najwyższy, III stopień zagrożenia pożarowego. Ściółka ma wilgotność poniżej 10%, a IMGW prognozuje, że deszcz prawdopodobnie nie spadnie przed końcem przyszłego tygodnia. W leśnictwach Jedlnia i Pionki, na obszarze około 4 200 ha, obowiązuje zakaz wstępu do lasu – mapę tych terenów można obejrzeć w siedzibie nadleśnictwa. W pozostałej części lasów zabronione jest palenie ognisk i korzystanie z grilli, również w miejscach do tego wyznaczonych. Zakaz obowiązuje aż do odwołania. Jeśli zauważysz pożar, niezwłocznie zadzwoń pod 112.",
            ),
            Good(
                "preserve",
                "Zagrożenie pożarowe – Nadleśnictwo Kozienice, 18 lipca 2025 r.\n• Stopień zagrożenia: III (najwyższy) – powodem jest utrzymująca się susza.\n• Wilgotność ściółki: poniżej 10%. Według prognoz IMGW opadów prawdopodobnie nie będzie przed końcem przyszłego tygodnia.\n• Zakaz wstępu do lasu: leśnictwa Jedlnia i Pionki, ok. 4 200 ha (mapa w siedzibie nadleśnictwa).\n• Reszta terenu: nie wolno rozpalać ognisk ani używać grilli, nawet w wyznaczonych miejscach.\n• Czas obowiązywania: do odwołania.\n• Pożar? Zgłoś go niezwłocznie pod numerem 112.",
            ),
            Good(
                "en",
                "Kozienice Forest District notice, 18 July 2025. Because of the ongoing drought, the highest fire-risk level, level III, is in force across the district. Forest litter moisture has fallen below 10%, and according to IMGW forecasts rain is unlikely before the end of next week. Entry to the forest is banned on about 4,200 ha in the Jedlnia and Pionki forest ranges; a map of the closed areas is available at the district office. Elsewhere, campfires and barbecues are not allowed, not even at designated sites. The ban remains in force until further notice. Any fire you spot must be reported immediately on 112.",
            ),
        ],
        bad=[
            Slip(0, [("deszcz prawdopodobnie nie spadnie", "deszcz nie spadnie")], "hedge"),
            Slip(1, [("ok. 4 200 ha", "ok. 2 400 ha")], "number"),
            Slip(
                2,
                [
                    (
                        "campfires and barbecues are not allowed, not even at designated sites",
                        "campfires and barbecues are allowed only at designated sites",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-angling-permit-district-rules",
        source="Od 1 stycznia 2025 r. wędkowanie na wodach Okręgu PZW w Bydgoszczy jest dozwolone wyłącznie na podstawie zezwolenia wykupionego na bieżący rok. Zezwolenie podstawowe kosztuje 320 zł, a dla młodzieży w wieku 16–24 lat – 160 zł. Dzieci poniżej 16 lat mogą łowić bezpłatnie, ale tylko pod opieką dorosłego z ważną kartą wędkarską. Zgodnie z art. 7 ust. 1 ustawy z dnia 18 kwietnia 1985 r. o rybactwie śródlądowym wędkarz musi mieć przy sobie kartę wędkarską i zezwolenie. Dziennie można zabrać najwyżej 2 szczupaki, 2 sandacze i 3 kg ryb karpiowatych. Na jeziorze Borówno nie wolno łowić z łodzi. Zezwolenia można kupić w kołach PZW lub na stronie okręgu.",
        good=[
            Good(
                "preserve",
                "Wędkujesz na wodach Okręgu PZW w Bydgoszczy? Od 1 stycznia 2025 r. potrzebujesz do tego zezwolenia wykupionego na bieżący rok – bez niego łowić nie wolno.\nCeny zezwoleń:\n- podstawowe: 320 zł,\n- młodzież 16–24 lata: 160 zł,\n- dzieci poniżej 16 lat: bez opłat, ale wyłącznie pod opieką dorosłego z ważną kartą wędkarską.\nPamiętaj, że zgodnie z art. 7 ust. 1 ustawy z dnia 18 kwietnia 1985 r. o rybactwie śródlądowym musisz mieć przy sobie kartę wędkarską i zezwolenie. Dziennie możesz zabrać najwyżej 2 szczupaki, 2 sandacze i 3 kg ryb karpiowatych. Na jeziorze Borówno łowienie z łodzi jest zakazane. Zezwolenie kupisz w kole PZW albo na stronie okręgu.",
            ),
            Good(
                "preserve",
                "Informujemy, że począwszy od 1 stycznia 2025 r. wędkowanie na wodach Okręgu PZW w Bydgoszczy jest możliwe tylko z zezwoleniem wykupionym na bieżący rok. Opłata za zezwolenie podstawowe wynosi 320 zł, natomiast młodzież w wieku od 16 do 24 lat płaci 160 zł. Dzieci, które nie ukończyły 16 lat, mogą wędkować nieodpłatnie, jednak jedynie pod opieką osoby dorosłej posiadającej ważną kartę wędkarską. Art. 7 ust. 1 ustawy z dnia 18 kwietnia 1985 r. o rybactwie śródlądowym nakłada na wędkarza obowiązek posiadania przy sobie karty wędkarskiej i zezwolenia. W ciągu dnia wolno zabrać nie więcej niż 2 szczupaki, 2 sandacze oraz 3 kg ryb karpiowatych. Połów z łodzi na jeziorze Borówno jest zabroniony. Zezwolenia są dostępne w kołach PZW oraz na stronie internetowej okręgu.",
            ),
            Good(
                "en",
                "From 1 January 2025, angling in the waters of the PZW Bydgoszcz District is allowed only with a permit bought for the current year. A standard permit costs PLN 320, and PLN 160 for young people aged 16–24. Children under 16 may fish free of charge, but only under the supervision of an adult with a valid angling card. Under Article 7(1) of the Inland Fisheries Act of 18 April 1985, anglers must carry their angling card and permit. You may take home no more than 2 pike, 2 zander and 3 kg of cyprinid fish per day. Fishing from boats is prohibited on Lake Borówno. Permits can be bought from PZW clubs or on the district's website.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "musisz mieć przy sobie kartę wędkarską i zezwolenie",
                        "warto mieć przy sobie kartę wędkarską i zezwolenie",
                    )
                ],
                "modality",
            ),
            Slip(1, [("Art. 7 ust. 1 ustawy", "Art. 17 ust. 1 ustawy")], "legal_reference"),
            Slip(2, [("PLN 160 for young people", "PLN 180 for young people")], "number"),
        ],
    ),
    Case(
        key="pl-pit-online-filing-guide",
        source="Zeznanie PIT-37 za 2024 rok można złożyć przez internet w usłudze Twój e-PIT na stronie https://www.podatki.gov.pl/e-pit od 15 lutego do 30 kwietnia 2025 r. Jeśli nic nie zrobisz, zeznanie przygotowane przez Krajową Administrację Skarbową zostanie automatycznie zaakceptowane 30 kwietnia. Do logowania możesz użyć profilu zaufanego, bankowości elektronicznej lub danych podatkowych: numeru PESEL, kwoty przychodu z 2023 roku i kwoty nadpłaty lub podatku do zapłaty. Nie musisz drukować ani podpisywać zeznania – wystarczy kliknąć „Wyślij” i pobrać Urzędowe Poświadczenie Odbioru. Zwrot nadpłaty urząd przekazuje zwykle w ciągu 45 dni od złożenia zeznania elektronicznego.",
        good=[
            Good(
                "preserve",
                "Jak złożyć PIT-37 za 2024 rok przez internet:\n1. Wejdź na https://www.podatki.gov.pl/e-pit – usługa Twój e-PIT działa od 15 lutego do 30 kwietnia 2025 r.\n2. Zaloguj się profilem zaufanym, przez bankowość elektroniczną albo danymi podatkowymi: numerem PESEL, kwotą przychodu z 2023 roku oraz kwotą nadpłaty lub podatku do zapłaty.\n3. Kliknij „Wyślij” i pobierz Urzędowe Poświadczenie Odbioru. Nie musisz niczego drukować ani podpisywać.\nJeśli nic nie zrobisz, zeznanie przygotowane przez Krajową Administrację Skarbową zostanie automatycznie zaakceptowane 30 kwietnia. Urząd przekazuje zwrot nadpłaty zwykle w ciągu 45 dni od złożenia e-zeznania.",
            ),
            Good(
                "preserve",
                "W okresie od 15 lutego do 30 kwietnia 2025 r. zeznanie PIT-37 za 2024 rok można złożyć elektronicznie w usłudze Twój e-PIT, dostępnej pod adresem https://www.podatki.gov.pl/e-pit. Logowanie jest możliwe za pomocą profilu zaufanego, bankowości elektronicznej lub danych podatkowych (numer PESEL, kwota przychodu z 2023 roku oraz kwota nadpłaty lub podatku do zapłaty). Zeznania nie trzeba drukować ani podpisywać: wystarczy wybrać „Wyślij” i pobrać Urzędowe Poświadczenie Odbioru. W przypadku braku jakiegokolwiek działania podatnika zeznanie przygotowane przez Krajową Administrację Skarbową zostanie automatycznie zaakceptowane 30 kwietnia. Urząd przekazuje zwrot nadpłaty zwykle w terminie 45 dni od złożenia zeznania w formie elektronicznej.",
            ),
            Good(
                "en",
                "You can file your PIT-37 return for 2024 online through the Twój e-PIT service at https://www.podatki.gov.pl/e-pit between 15 February and 30 April 2025. If you do nothing, the return prepared by the National Revenue Administration will be accepted automatically on 30 April. To log in, you can use a trusted profile, online banking or your tax data: your PESEL number, your income for 2023 and the amount of your overpayment or tax due. You don't have to print or sign the return – just click “Wyślij” (Send) and download the Official Acknowledgement of Receipt. The tax office usually pays out refunds within 45 days of an electronic filing.",
            ),
        ],
        bad=[
            Slip(0, [("https://www.podatki.gov.pl/e-pit", "https://www.e-pit.gov.pl")], "url"),
            Slip(
                1,
                [
                    (
                        "zostanie automatycznie zaakceptowane 30 kwietnia",
                        "nie zostanie automatycznie zaakceptowane 30 kwietnia",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("between 15 February and 30 April 2025", "between 15 February and 30 May 2025")],
                "date",
            ),
        ],
    ),
    Case(
        key="pl-hospice-volunteer-training-course",
        source="Hospicjum św. Łazarza w Krakowie zaprasza na bezpłatne szkolenie dla kandydatów na wolontariuszy. Kurs liczy 30 godzin zajęć podzielonych na 10 spotkań, które odbywają się w poniedziałki i środy w godz. 17:00–20:00, począwszy od 3 marca 2025 r. Zajęcia prowadzą lekarz, pielęgniarka, psycholog i kapelan hospicjum. Uczestnicy poznają podstawy opieki nad chorym, rozmowy z rodziną oraz wsparcia w żałobie. Aby otrzymać zaświadczenie, trzeba być obecnym na co najmniej 8 spotkaniach. Kandydaci muszą mieć ukończone 18 lat. Osoby, które ukończą kurs, mogą rozpocząć wolontariat na oddziale stacjonarnym lub w opiece domowej; pierwsze dyżury wyznaczane są zwykle w ciągu miesiąca od zakończenia szkolenia.",
        good=[
            Good(
                "preserve",
                "Chcesz pomagać chorym? Hospicjum św. Łazarza w Krakowie organizuje bezpłatne szkolenie dla przyszłych wolontariuszy. Od 3 marca 2025 r. będziemy się spotykać w poniedziałki i środy od 17:00 do 20:00 – łącznie 10 spotkań, czyli 30 godzin zajęć. Poprowadzą je lekarz, pielęgniarka, psycholog i kapelan hospicjum. Poznasz podstawy opieki nad chorym, rozmowy z rodziną i wspierania w żałobie. Żeby dostać zaświadczenie, musisz być obecny na co najmniej 8 spotkaniach. Warunek udziału: ukończone 18 lat. Po kursie możesz zacząć wolontariat na oddziale stacjonarnym albo w opiece domowej, a pierwsze dyżury zwykle wyznaczamy w ciągu miesiąca od końca szkolenia.",
            ),
            Good(
                "preserve",
                "Szkolenie dla kandydatów na wolontariuszy – Hospicjum św. Łazarza w Krakowie\n- Koszt: bezpłatne.\n- Termin: od 3 marca 2025 r., poniedziałki i środy, godz. 17:00–20:00.\n- Zakres: 30 godzin w 10 spotkaniach; podstawy opieki nad chorym, rozmowa z rodziną, wsparcie w żałobie.\n- Prowadzący: lekarz, pielęgniarka, psycholog, kapelan hospicjum.\n- Wymagania: ukończone 18 lat; do uzyskania zaświadczenia wymagana jest obecność na co najmniej 8 spotkaniach.\nAbsolwenci mogą podjąć wolontariat na oddziale stacjonarnym lub w opiece domowej. Pierwsze dyżury są zwykle wyznaczane w ciągu miesiąca od zakończenia kursu.",
            ),
            Good(
                "en",
                "St Lazarus Hospice in Kraków invites prospective volunteers to a free training course. The course consists of 30 hours of classes over 10 sessions, held on Mondays and Wednesdays from 17:00 to 20:00, starting on 3 March 2025. The sessions are led by a doctor, a nurse, a psychologist and the hospice chaplain. Participants learn the basics of caring for patients, talking with families and supporting people through bereavement. To receive a certificate, you must attend at least 8 sessions. Candidates must be at least 18 years old. Those who complete the course can start volunteering on the inpatient ward or in home care; first shifts are usually assigned within a month of the end of the training.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "musisz być obecny na co najmniej 8 spotkaniach",
                        "powinieneś być obecny na co najmniej 8 spotkaniach",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "- Koszt: bezpłatne.",
                        "- Koszt: bezpłatne (hospicjum zwraca też koszty dojazdu na zajęcia).",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "first shifts are usually assigned within a month",
                        "first shifts are assigned within a month",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-chairlift-season-operating-notice",
        source="Komunikat Stacji Narciarskiej Pod Skrzycznem w Szczyrku. W sezonie 2024/2025 kolej krzesełkowa „Jaworzyna Express” kursuje codziennie od 8:30 do 16:00, a w piątki i soboty również w godz. 18:00–21:00 przy sztucznym oświetleniu. Przy prędkości wiatru powyżej 15 m/s kolej zostaje zatrzymana bez uprzedzenia. Dzieci poniżej 125 cm wzrostu nie mogą korzystać z kolei bez opiekuna. Karnet dzienny kosztuje 160 zł, a ulgowy 130 zł; karnety nie podlegają zwrotowi w przypadku zamknięcia kolei z powodu warunków pogodowych. Kask jest zalecany, a dla osób do 16. roku życia obowiązkowy. Sezon planujemy zakończyć 6 kwietnia 2025 r., jeżeli pozwolą na to warunki śniegowe.",
        good=[
            Good(
                "preserve",
                "Kolej krzesełkowa „Jaworzyna Express” – zasady w sezonie 2024/2025 (Stacja Narciarska Pod Skrzycznem, Szczyrk):\n- godziny pracy: codziennie 8:30–16:00; w piątki i soboty dodatkowo 18:00–21:00 przy sztucznym oświetleniu;\n- przy wietrze silniejszym niż 15 m/s kolej zatrzymujemy bez uprzedzenia;\n- dzieci niższe niż 125 cm nie mogą jeździć koleją bez opiekuna;\n- karnet dzienny: 160 zł, ulgowy: 130 zł; w razie zamknięcia kolei z powodu pogody karnetów nie zwracamy;\n- kask: zalecany, a do 16. roku życia obowiązkowy.\nKoniec sezonu planujemy na 6 kwietnia 2025 r., jeśli pozwolą na to warunki śniegowe.",
            ),
            Good(
                "preserve",
                "W sezonie 2024/2025 kolej krzesełkowa „Jaworzyna Express” na Stacji Narciarskiej Pod Skrzycznem w Szczyrku jeździ każdego dnia od 8:30 do 16:00. W piątki i soboty możesz z niej skorzystać także wieczorem, w godzinach 18:00–21:00, przy sztucznym oświetleniu. Karnet dzienny kosztuje 160 zł (ulgowy 130 zł). Pamiętaj, że jeśli kolej zostanie zamknięta z powodu pogody, pieniądze za karnet nie zostaną zwrócone; przy wietrze powyżej 15 m/s kolej staje bez uprzedzenia. Dzieci mierzące mniej niż 125 cm mogą wjeżdżać wyłącznie z opiekunem. Zalecamy jazdę w kasku, a osoby do 16. roku życia muszą go mieć. Zakończenie sezonu planujemy na 6 kwietnia 2025 r., o ile pozwolą na to warunki śniegowe.",
            ),
            Good(
                "en",
                "Notice from the Pod Skrzycznem Ski Station in Szczyrk. In the 2024/2025 season the Jaworzyna Express chairlift runs daily from 8:30 to 16:00 and, on Fridays and Saturdays, also from 18:00 to 21:00 under floodlights. If the wind speed exceeds 15 m/s, the lift is stopped without notice. Children shorter than 125 cm may not ride the lift without a guardian. A day pass costs PLN 160, or PLN 130 at the reduced rate; passes are not refunded if the lift closes because of the weather. Helmets are recommended, and compulsory for anyone up to the age of 16. We plan to end the season on 6 April 2025, if snow conditions allow.",
            ),
        ],
        bad=[
            Slip(0, [("w piątki i soboty dodatkowo", "w piątki i niedziele dodatkowo")], "date"),
            Slip(
                1, [("Karnet dzienny kosztuje 160 zł", "Karnet dzienny kosztuje 150 zł")], "number"
            ),
            Slip(
                2,
                [
                    (
                        "passes are not refunded if the lift closes",
                        "passes are refunded if the lift closes",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-photo-sorter-cli-readme",
        source="## Instalacja\n\nNarzędzie `fotosort` wymaga Pythona 3.10 lub nowszego. Zainstaluj je poleceniem:\n\n```\npip install fotosort==2.3.1\n```\n\nProgram obsługuje pliki JPEG, HEIC i RAW (CR2, NEF). Domyślnie **nie usuwa** oryginalnych plików – kopiuje je do katalogu `posortowane/` według daty wykonania zdjęcia. Aby przenosić pliki zamiast je kopiować, użyj flagi `--move`. Uwaga: operacji wykonanej z flagą `--move` nie da się cofnąć.\n\nKonfigurację zapisz w pliku `~/.config/fotosort.toml`; klucz `format_katalogu` przyjmuje wartość np. `%Y/%m`. Zgłoszenia błędów przyjmujemy na [GitHubie](https://github.com/fotosort/fotosort/issues).",
        good=[
            Good(
                "preserve",
                "## Instalacja\n\nDo działania `fotosort` potrzebny jest Python w wersji 3.10 lub nowszej. Instalacja:\n\n```\npip install fotosort==2.3.1\n```\n\nJak to działa:\n\n- program obsługuje pliki JPEG, HEIC i RAW (CR2, NEF);\n- domyślnie **nie usuwa** oryginałów, tylko kopiuje je do katalogu `posortowane/`, układając według daty zrobienia zdjęcia;\n- flaga `--move` sprawia, że pliki są przenoszone, a nie kopiowane – takiej operacji nie można cofnąć.\n\nUstawienia trzymaj w pliku `~/.config/fotosort.toml`; dla klucza `format_katalogu` możesz podać np. `%Y/%m`. Błędy zgłaszaj na [GitHubie](https://github.com/fotosort/fotosort/issues).",
            ),
            Good(
                "preserve",
                "## Instalacja\n\nPotrzebujesz Pythona 3.10 lub nowszego. Zainstaluj `fotosort` tak:\n\n```\npip install fotosort==2.3.1\n```\n\nObsługiwane formaty: JPEG, HEIC oraz RAW (CR2, NEF). Program kopiuje zdjęcia do katalogu `posortowane/` według daty ich wykonania i domyślnie **nie usuwa** plików źródłowych. Jeśli wolisz przenoszenie zamiast kopiowania, dodaj flagę `--move` – pamiętaj jednak, że tej operacji nie da się cofnąć.\n\nKonfiguracja: plik `~/.config/fotosort.toml`, klucz `format_katalogu` (przykładowa wartość: `%Y/%m`). Błędy prosimy zgłaszać na [GitHubie](https://github.com/fotosort/fotosort/issues).",
            ),
            Good(
                "en",
                "## Installation\n\n`fotosort` requires Python 3.10 or newer. Install it with:\n\n```\npip install fotosort==2.3.1\n```\n\nSupported files: JPEG, HEIC and RAW (CR2, NEF). By default the program **does not delete** the original files – it copies them into the `posortowane/` directory, sorted by the date each photo was taken. To move files instead of copying them, use the `--move` flag. Note: an operation run with `--move` cannot be undone.\n\nSave your configuration in `~/.config/fotosort.toml`; the `format_katalogu` key accepts a value such as `%Y/%m`. Bug reports are welcome on [GitHub](https://github.com/fotosort/fotosort/issues).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("takiej operacji nie można cofnąć", "taką operację można później cofnąć")],
                "negation",
            ),
            Slip(1, [("## Instalacja\n\n", "Instalacja\n\n")], "markdown"),
            Slip(2, [("pip install fotosort==2.3.1", "pip install fotosort==2.1.3")], "code"),
        ],
    ),
    Case(
        key="pl-student-sleep-cohort-summary",
        source="W badaniu kohortowym opublikowanym w „Journal of Sleep Research” (Nowicka i in., 2021, t. 30, s. 1–12) przeanalizowano dane 2 340 studentów z pięciu polskich uczelni. Osoby, które spały krócej niż 6 godzin na dobę, miały średnią ocen niższą przeciętnie o 0,3 punktu niż osoby śpiące 7–8 godzin. Autorzy zastrzegają, że zależność ta może częściowo wynikać z czynników ubocznych, takich jak praca zarobkowa, i nie dowodzi związku przyczynowego. Ich zdaniem regularny rytm snu prawdopodobnie ma większe znaczenie niż sama jego długość. Wyniki warto porównać z przeglądem Hershnera i Chervina (2014), który obejmował badania ze Stanów Zjednoczonych.",
        good=[
            Good(
                "preserve",
                "Nowicka i współpracownicy (2021) opisali w „Journal of Sleep Research” (t. 30, s. 1–12) badanie kohortowe obejmujące 2 340 studentów z pięciu polskich uczelni. Studenci śpiący mniej niż 6 godzin na dobę mieli średnią ocen niższą przeciętnie o 0,3 punktu od tych, którzy spali 7–8 godzin. Autorzy podkreślają jednak, że wynik ten może po części wynikać z czynników ubocznych, np. pracy zarobkowej, i nie dowodzi, że krótki sen jest przyczyną gorszych ocen. Uważają też, że regularność snu prawdopodobnie liczy się bardziej niż jego długość. Dla porównania warto sięgnąć po przegląd Hershnera i Chervina (2014), oparty na badaniach ze Stanów Zjednoczonych.",
            ),
            Good(
                "preserve",
                "Zespół Nowickiej (Nowicka i in., 2021, „Journal of Sleep Research”, t. 30, s. 1–12) przeanalizował w badaniu kohortowym dane 2 340 studentów pięciu polskich uczelni. Sen krótszy niż 6 godzin na dobę wiązał się ze średnią ocen niższą przeciętnie o 0,3 punktu w porównaniu z osobami śpiącymi 7–8 godzin. Zdaniem autorów większe znaczenie niż długość snu ma prawdopodobnie jego regularność. Jednocześnie zaznaczają oni, że obserwowana zależność nie dowodzi związku przyczynowego i może częściowo wynikać z czynników ubocznych, takich jak praca zarobkowa. Wyniki te warto zestawić z przeglądem Hershnera i Chervina (2014), obejmującym badania ze Stanów Zjednoczonych.",
            ),
            Good(
                "en",
                "A cohort study published in the Journal of Sleep Research (Nowicka et al., 2021, vol. 30, pp. 1–12) analysed data from 2,340 students at five Polish universities. Students who slept less than 6 hours a night had a grade point average that was on average 0.3 points lower than that of students who slept 7–8 hours. The authors caution that this association may be partly due to confounding factors such as paid work and does not prove causation. In their view, a regular sleep pattern probably matters more than sleep duration itself. The results are worth comparing with the review by Hershner and Chervin (2014), which covered studies from the United States.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("przegląd Hershnera i Chervina (2014)", "przegląd Hershnera i Chervina (2016)")],
                "citation",
            ),
            Slip(1, [("ma prawdopodobnie jego regularność", "ma jego regularność")], "hedge"),
            Slip(2, [("2,340 students", "2,430 students")], "number"),
        ],
    ),
    Case(
        key="pl-history-thesis-formatting-guidelines",
        source="Wytyczne dla prac licencjackich – Instytut Historii. Praca powinna liczyć od 40 do 60 stron znormalizowanego maszynopisu, nie licząc bibliografii i aneksów. Przypisy należy sporządzać według stylu chicagowskiego (The Chicago Manual of Style, wyd. 17, 2017, rozdz. 14). Każde źródło cytowane w tekście musi znaleźć się w bibliografii końcowej. Student może korzystać z narzędzi do zarządzania bibliografią, np. Zotero, ale odpowiada za poprawność każdego opisu. Wzory przypisów do źródeł archiwalnych podaje poradnik Kowalczyka (2019, s. 45–52), dostępny w bibliotece instytutu. Pracę trzeba złożyć w wersji elektronicznej w systemie APD najpóźniej 14 dni przed planowanym terminem obrony.",
        good=[
            Good(
                "preserve",
                "Wytyczne dla prac licencjackich (Instytut Historii) w skrócie:\n1. Objętość: praca powinna liczyć 40–60 stron znormalizowanego maszynopisu, bez bibliografii i aneksów.\n2. Przypisy: należy stosować styl chicagowski (The Chicago Manual of Style, wyd. 17, 2017, rozdz. 14).\n3. Bibliografia: musi zawierać każde źródło cytowane w tekście.\n4. Narzędzia: można używać programów do zarządzania bibliografią, np. Zotero, ale za poprawność każdego opisu odpowiada student.\n5. Źródła archiwalne: wzory przypisów znajdziesz w poradniku Kowalczyka (2019, s. 45–52), dostępnym w bibliotece instytutu.\n6. Złożenie pracy: wersję elektroniczną trzeba złożyć w systemie APD najpóźniej 14 dni przed planowaną obroną.",
            ),
            Good(
                "preserve",
                "Piszesz licencjat w Instytucie Historii? Twoja praca powinna mieć od 40 do 60 stron znormalizowanego maszynopisu – bibliografii i aneksów się nie wlicza. Przypisy należy sporządzać w stylu chicagowskim, zgodnie z The Chicago Manual of Style (wyd. 17, 2017, rozdz. 14); jak opisywać źródła archiwalne, pokazuje poradnik Kowalczyka (2019, s. 45–52), który znajdziesz w bibliotece instytutu. Wszystkie źródła, które cytujesz w tekście, muszą się znaleźć w bibliografii końcowej. Możesz korzystać z menedżerów bibliografii, takich jak Zotero, ale to ty odpowiadasz za poprawność każdego opisu. Wersję elektroniczną pracy musisz złożyć w systemie APD najpóźniej 14 dni przed planowanym terminem obrony.",
            ),
            Good(
                "en",
                "Guidelines for bachelor's theses – Institute of History. A thesis should be 40 to 60 standard typescript pages long, excluding the bibliography and appendices. Footnotes are to follow the Chicago style (The Chicago Manual of Style, 17th ed., 2017, chapter 14). Every source cited in the text must appear in the final bibliography. Students may use reference management tools such as Zotero, but they are responsible for the accuracy of every entry. Model footnotes for archival sources are given in Kowalczyk's guide (2019, pp. 45–52), available in the institute library. The thesis must be submitted electronically in the APD system no later than 14 days before the planned defence date.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "najpóźniej 14 dni przed planowaną obroną.",
                        "najpóźniej 14 dni przed planowaną obroną, razem z dwoma oprawionymi egzemplarzami wydruku.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "muszą się znaleźć w bibliografii końcowej",
                        "powinny się znaleźć w bibliografii końcowej",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("Kowalczyk's guide (2019, pp. 45–52)", "Kowalczyk's guide (2019, pp. 54–62)")],
                "citation",
            ),
        ],
    ),
    Case(
        key="pl-nightly-backup-script-docs",
        source="### Kopie zapasowe\n\nSkrypt `backup.sh` jest uruchamiany przez crona co noc o 2:00 i archiwizuje katalog `/srv/dane` na dysk sieciowy. Archiwa starsze niż `RETENCJA_DNI` dni są usuwane automatycznie.\n\n| Parametr | Wartość |\n|---|---|\n| `RETENCJA_DNI` | 14 |\n| `KOMPRESJA` | `zstd` |\n\nPrzed pierwszym uruchomieniem musisz ustawić zmienną `NAS_HOST` w pliku `/etc/backup.env`. Kopię warto raz w miesiącu przetestować poleceniem `./backup.sh --verify`. Jeśli zadanie się nie powiedzie, skrypt wyśle powiadomienie na kanał #admini. Nie uruchamiaj skryptu ręcznie z uprawnieniami roota na serwerze produkcyjnym.",
        good=[
            Good(
                "preserve",
                "### Kopie zapasowe\n\nCo noc o 2:00 cron uruchamia skrypt `backup.sh`, który archiwizuje katalog `/srv/dane` na dysk sieciowy. Archiwa starsze niż `RETENCJA_DNI` dni są kasowane automatycznie.\n\n| Parametr | Wartość |\n|---|---|\n| `RETENCJA_DNI` | 14 |\n| `KOMPRESJA` | `zstd` |\n\nZanim uruchomisz skrypt pierwszy raz, musisz ustawić zmienną `NAS_HOST` w pliku `/etc/backup.env`. Raz w miesiącu warto sprawdzić kopię poleceniem `./backup.sh --verify`. Gdy zadanie zakończy się błędem, skrypt wyśle powiadomienie na kanał #admini. Na serwerze produkcyjnym nie uruchamiaj skryptu ręcznie jako root.",
            ),
            Good(
                "preserve",
                "### Kopie zapasowe\n\n- Skrypt: `backup.sh`, uruchamiany przez crona codziennie o 2:00 w nocy.\n- Działanie: archiwizuje `/srv/dane` na dysk sieciowy; archiwa starsze niż `RETENCJA_DNI` dni usuwa automatycznie.\n\n| Parametr | Wartość |\n|---|---|\n| `RETENCJA_DNI` | 14 |\n| `KOMPRESJA` | `zstd` |\n\nPrzed pierwszym uruchomieniem trzeba ustawić `NAS_HOST` w `/etc/backup.env`. Test kopii (zalecany raz w miesiącu): `./backup.sh --verify`. W razie niepowodzenia skrypt powiadomi kanał #admini. Ręczne uruchamianie skryptu z uprawnieniami roota na serwerze produkcyjnym jest niedozwolone.",
            ),
            Good(
                "en",
                "### Backups\n\nThe `backup.sh` script is run by cron every night at 2:00 and archives the `/srv/dane` directory to the network drive. Archives older than `RETENCJA_DNI` days are deleted automatically.\n\n| Parameter | Value |\n|---|---|\n| `RETENCJA_DNI` | 14 |\n| `KOMPRESJA` | `zstd` |\n\nBefore the first run you must set the `NAS_HOST` variable in `/etc/backup.env`. It is a good idea to test the backup once a month with `./backup.sh --verify`. If the job fails, the script sends a notification to the #admini channel. Do not run the script manually as root on the production server.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("musisz ustawić zmienną `NAS_HOST`", "możesz ustawić zmienną `NAS_HOST`")],
                "modality",
            ),
            Slip(
                1, [("| Parametr | Wartość |\n|---|---|\n", "| Parametr | Wartość |\n")], "markdown"
            ),
            Slip(2, [("`./backup.sh --verify`", "`./backup.sh --check`")], "code"),
        ],
    ),
    Case(
        key="pl-occasional-lease-key-rules",
        source="Najem okazjonalny – najważniejsze zasady. Umowa najmu okazjonalnego może być zawarta na czas oznaczony, nie dłuższy niż 10 lat (art. 19a ust. 1 ustawy o ochronie praw lokatorów). Do umowy trzeba dołączyć oświadczenie najemcy w formie aktu notarialnego, w którym poddaje się on egzekucji i zobowiązuje do opróżnienia lokalu. Właściciel musi zgłosić zawarcie umowy do urzędu skarbowego w terminie 14 dni od początku najmu; bez tego zgłoszenia nie może korzystać z ochrony przewidzianej dla najmu okazjonalnego. Kaucja nie może przekraczać sześciokrotności miesięcznego czynszu. Najemca nie korzysta z ochrony przed eksmisją w okresie zimowym (od 1 listopada do 31 marca).",
        good=[
            Good(
                "preserve",
                "Najem okazjonalny w pigułce:\n- umowę można zawrzeć na czas oznaczony, maksymalnie na 10 lat (art. 19a ust. 1 ustawy o ochronie praw lokatorów);\n- do umowy trzeba dołączyć oświadczenie najemcy w formie aktu notarialnego, w którym poddaje się on egzekucji i zobowiązuje do opróżnienia lokalu;\n- właściciel musi zgłosić umowę do urzędu skarbowego w ciągu 14 dni od rozpoczęcia najmu – jeśli tego nie zrobi, nie może korzystać z ochrony właściwej dla najmu okazjonalnego;\n- kaucja nie może być wyższa niż sześciokrotność miesięcznego czynszu;\n- najemcy nie chroni zimowy zakaz eksmisji (od 1 listopada do 31 marca).",
            ),
            Good(
                "preserve",
                "Zgodnie z art. 19a ust. 1 ustawy o ochronie praw lokatorów umowa najmu okazjonalnego może zostać zawarta na czas oznaczony, wynoszący najwyżej 10 lat. Jej obowiązkowym załącznikiem jest oświadczenie najemcy w formie aktu notarialnego, w którym poddaje się on egzekucji i zobowiązuje do opróżnienia lokalu. Kaucja nie może przekraczać sześciokrotności miesięcznego czynszu. Na właścicielu ciąży obowiązek zgłoszenia umowy do urzędu skarbowego w terminie 14 dni od rozpoczęcia najmu; w przeciwnym razie nie może on korzystać z ochrony przewidzianej dla najmu okazjonalnego. Trzeba też pamiętać, że najemca nie jest chroniony przed eksmisją w okresie zimowym, czyli od 1 listopada do 31 marca.",
            ),
            Good(
                "en",
                "Occasional lease – key rules. An occasional lease may be concluded for a fixed term of no more than 10 years (Article 19a(1) of the Act on the Protection of Tenants' Rights). It must be accompanied by the tenant's statement in the form of a notarial deed, in which the tenant submits to enforcement and undertakes to vacate the premises. The landlord must notify the tax office of the lease within 14 days of its start; without this notification, the landlord cannot rely on the protection provided for occasional leases. The deposit may not exceed six times the monthly rent. The tenant is not protected from eviction during the winter period (1 November to 31 March).",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "najemcy nie chroni zimowy zakaz eksmisji",
                        "najemcę chroni zimowy zakaz eksmisji",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Kaucja nie może przekraczać sześciokrotności miesięcznego czynszu.",
                        "Kaucja nie może przekraczać sześciokrotności miesięcznego czynszu i jest przechowywana na rachunku depozytowym notariusza.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("Article 19a(1)", "Article 19b(1)")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-housing-cctv-privacy-notice",
        source="Informacja o monitoringu wizyjnym. Administratorem danych osobowych jest Wspólnota Mieszkaniowa „Zielone Tarasy” przy ul. Lipowej 4 w Gdańsku. Kamery obejmują wejścia do klatek schodowych, garaż podziemny i plac zabaw; nie rejestrują dźwięku. Nagrania przechowujemy przez 30 dni, chyba że staną się dowodem w postępowaniu. Podstawą przetwarzania jest art. 6 ust. 1 lit. f RODO, czyli prawnie uzasadniony interes administratora, jakim jest ochrona mienia i bezpieczeństwo mieszkańców. Masz prawo dostępu do nagrań ze swoim wizerunkiem oraz prawo wniesienia skargi do Prezesa UODO. Wnioski o udostępnienie nagrań rozpatrujemy zazwyczaj w ciągu 7 dni roboczych. Kontakt: iod@zielonetarasy.pl.",
        good=[
            Good(
                "preserve",
                "Monitoring wizyjny – informacja dla mieszkańców\n- Administrator danych: Wspólnota Mieszkaniowa „Zielone Tarasy”, ul. Lipowa 4, Gdańsk.\n- Zasięg kamer: wejścia do klatek schodowych, garaż podziemny, plac zabaw. Dźwięk nie jest rejestrowany.\n- Okres przechowywania: 30 dni, chyba że nagranie stanie się dowodem w postępowaniu.\n- Podstawa prawna: art. 6 ust. 1 lit. f RODO – prawnie uzasadniony interes administratora (ochrona mienia i bezpieczeństwo mieszkańców).\n- Twoje prawa: dostęp do nagrań z Twoim wizerunkiem oraz skarga do Prezesa UODO.\n- Wnioski o udostępnienie nagrań rozpatrujemy zazwyczaj w ciągu 7 dni roboczych.\n- Kontakt: iod@zielonetarasy.pl.",
            ),
            Good(
                "preserve",
                "Wspólnota Mieszkaniowa „Zielone Tarasy” (ul. Lipowa 4, Gdańsk) jest administratorem danych z monitoringu wizyjnego. Kamery, które nie nagrywają dźwięku, obejmują wejścia do klatek schodowych, garaż podziemny oraz plac zabaw. Dane przetwarzamy na podstawie art. 6 ust. 1 lit. f RODO, w ramach prawnie uzasadnionego interesu administratora – chodzi o ochronę mienia i bezpieczeństwo mieszkańców. Nagrania przechowujemy 30 dni, o ile nie staną się dowodem w postępowaniu. Każdy ma prawo dostępu do nagrań, na których widać jego wizerunek, a także prawo złożenia skargi do Prezesa UODO. Na rozpatrzenie wniosku o udostępnienie nagrania czeka się zazwyczaj do 7 dni roboczych. Pytania prosimy kierować na iod@zielonetarasy.pl.",
            ),
            Good(
                "en",
                "Information on video surveillance. The data controller is the Zielone Tarasy Housing Community at ul. Lipowa 4 in Gdańsk. The cameras cover the staircase entrances, the underground garage and the playground; they do not record sound. Recordings are kept for 30 days unless they become evidence in proceedings. The legal basis for processing is Article 6(1)(f) GDPR, i.e. the controller's legitimate interest in protecting property and keeping residents safe. You have the right to access recordings showing your image and the right to lodge a complaint with the President of the UODO (the Polish data protection authority). Requests for access to recordings are usually handled within 7 working days. Contact: iod@zielonetarasy.pl.",
            ),
        ],
        bad=[
            Slip(
                0, [("art. 6 ust. 1 lit. f RODO", "art. 6 ust. 1 lit. e RODO")], "legal_reference"
            ),
            Slip(1, [("iod@zielonetarasy.pl", "iod@zielone-tarasy.pl")], "url"),
            Slip(
                2,
                [
                    (
                        "are usually handled within 7 working days",
                        "are handled within 7 working days",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-water-main-outage-notice",
        source="Komunikat Wodociągów Miejskich w Lesznie. W związku z wymianą magistrali wodociągowej na ul. Słowiańskiej we wtorek 8 kwietnia 2025 r. w godz. 8:00–18:00 nastąpi przerwa w dostawie wody dla budynków przy ulicach Słowiańskiej (numery 1–45), Kurpińskiego i Grunwaldzkiej. Beczkowozy z wodą pitną staną przy skrzyżowaniu ul. Słowiańskiej z Kurpińskiego oraz na parkingu przy Szkole Podstawowej nr 3. Po przywróceniu dostawy woda może być przez kilka godzin mętna; zalecamy spuścić ją przez około 5 minut przed użyciem. Nie jest ona jednak szkodliwa dla zdrowia. Za utrudnienia przepraszamy. Informacje: tel. 994 lub 65 529 60 00.",
        good=[
            Good(
                "preserve",
                "Przerwa w dostawie wody – Leszno\nKiedy: wtorek, 8 kwietnia 2025 r., 8:00–18:00.\nDlaczego: wymiana magistrali wodociągowej na ul. Słowiańskiej.\nKogo dotyczy: budynków przy ul. Słowiańskiej (nr 1–45), Kurpińskiego i Grunwaldzkiej.\nWoda pitna: beczkowozy na skrzyżowaniu Słowiańskiej z Kurpińskiego i na parkingu przy Szkole Podstawowej nr 3.\nPo włączeniu wody może ona przez kilka godzin być mętna – zalecamy spuszczać ją przez około 5 minut przed użyciem. Nie jest jednak szkodliwa dla zdrowia.\nWodociągi Miejskie w Lesznie przepraszają za utrudnienia. Informacje: tel. 994 lub 65 529 60 00.",
            ),
            Good(
                "preserve",
                "Drodzy Mieszkańcy! We wtorek, 8 kwietnia 2025 r., od 8:00 do 18:00 Wodociągi Miejskie w Lesznie będą wymieniać magistralę wodociągową na ul. Słowiańskiej, dlatego w budynkach przy Słowiańskiej 1–45 oraz przy ulicach Kurpińskiego i Grunwaldzkiej nie będzie wody. Wodę pitną zapewnią beczkowozy ustawione przy skrzyżowaniu Słowiańskiej i Kurpińskiego oraz na parkingu Szkoły Podstawowej nr 3. Gdy dostawa wróci, woda może przez kilka godzin być mętna, ale nie jest szkodliwa dla zdrowia – przed użyciem zalecamy spuszczać ją przez mniej więcej 5 minut. Przepraszamy za utrudnienia. Więcej informacji pod numerem 994 lub 65 529 60 00.",
            ),
            Good(
                "en",
                "Notice from the Leszno Municipal Waterworks. Because the water main on ul. Słowiańska is being replaced, the water supply will be cut off on Tuesday, 8 April 2025, from 8:00 to 18:00 for buildings on Słowiańska (numbers 1–45), Kurpińskiego and Grunwaldzka streets. Water tankers with drinking water will be parked at the junction of Słowiańska and Kurpińskiego and in the car park of Primary School No. 3. Once the supply is restored, the water may be cloudy for a few hours; we recommend running it for about 5 minutes before use. It is not harmful to health, however. We apologise for the inconvenience. Information: tel. 994 or 65 529 60 00.",
            ),
        ],
        bad=[
            Slip(0, [("8 kwietnia 2025 r., 8:00–18:00", "8 kwietnia 2025 r., 8:00–16:00")], "date"),
            Slip(1, [("przy Słowiańskiej 1–45", "przy Słowiańskiej 1–54")], "number"),
            Slip(
                2,
                [
                    (
                        "Water tankers with drinking water will be parked at the junction of Słowiańska and Kurpińskiego and in the car park of Primary School No. 3.",
                        "Beczkowozy z wodą pitną staną przy skrzyżowaniu ul. Słowiańskiej z Kurpińskiego oraz na parkingu przy Szkole Podstawowej nr 3.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-pos-app-release-notes",
        source="Wersja 4.2.0 aplikacji Kasa24 trafi do sklepów 10 czerwca. Najważniejsza zmiana: eksport raportów do formatu JPK_V7M jest teraz dostępny z poziomu menu Raporty > Eksport. Parametr `sync_interval` w pliku `config.yaml` domyślnie wynosi teraz 300 sekund zamiast 900. Aktualizacja nie wymaga ponownego logowania, ale po instalacji trzeba jednorazowo uruchomić synchronizację ręcznie. Wersja 4.2.0 nie obsługuje już Androida 7; użytkownicy tych urządzeń mogą nadal korzystać z wersji 4.1.x, która będzie otrzymywać poprawki bezpieczeństwa do końca 2025 roku. Pełna lista zmian znajduje się w pliku `CHANGELOG.md`.",
        good=[
            Good(
                "preserve",
                "**Kasa24 4.2.0 – co nowego** (w sklepach od 10 czerwca)\n- Najważniejsza nowość: eksport raportów do formatu JPK_V7M prosto z menu Raporty > Eksport.\n- Domyślna wartość `sync_interval` w `config.yaml` to teraz 300 sekund (wcześniej 900).\n- Po aktualizacji nie musisz logować się ponownie, ale raz trzeba ręcznie uruchomić synchronizację.\n- Koniec wsparcia dla Androida 7. Na tych urządzeniach możesz dalej używać wersji 4.1.x – poprawki bezpieczeństwa będą do niej wydawane do końca 2025 roku.\n\nWszystkie zmiany opisuje plik `CHANGELOG.md`.",
            ),
            Good(
                "preserve",
                "10 czerwca do sklepów trafi wersja 4.2.0 aplikacji Kasa24. Jej najważniejszą nowością jest możliwość eksportu raportów do formatu JPK_V7M bezpośrednio z menu Raporty > Eksport. Zmieniono również domyślną wartość parametru `sync_interval` w pliku `config.yaml` – z 900 na 300 sekund. Po aktualizacji ponowne logowanie nie jest konieczne, należy jednak jednorazowo ręcznie uruchomić synchronizację. Android 7 nie jest już obsługiwany przez wersję 4.2.0; na takich urządzeniach można nadal korzystać z wersji 4.1.x, dla której poprawki bezpieczeństwa będą publikowane do końca 2025 roku. Szczegółowy wykaz zmian zawiera plik `CHANGELOG.md`.",
            ),
            Good(
                "en",
                "Kasa24 version 4.2.0 will reach the app stores on 10 June. The main change: reports can now be exported to the JPK_V7M format straight from the Raporty > Eksport (Reports > Export) menu. The default value of the `sync_interval` parameter in `config.yaml` is now 300 seconds instead of 900. The update does not require you to log in again, but after installing it you need to run a sync manually once. Version 4.2.0 no longer supports Android 7; users of those devices can keep using version 4.1.x, which will receive security fixes until the end of 2025. The full list of changes is in `CHANGELOG.md`.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Po aktualizacji nie musisz logować się ponownie",
                        "Po aktualizacji musisz zalogować się ponownie",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("parametru `sync_interval` w pliku", "parametru `sync_timeout` w pliku")],
                "code",
            ),
            Slip(
                2,
                [
                    (
                        "which will receive security fixes until the end of 2025",
                        "which will receive security fixes and new features until the end of 2025",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-wayside-shrine-conservation-report",
        source="Zabytkowa kapliczka przydrożna w Wólce Grodziskiej pochodzi prawdopodobnie z lat 1780–1800, na co wskazuje analiza dendrochronologiczna belek dachowych. Według inwentarza Jana Kowalewskiego („Kapliczki Roztocza”, Lublin 1968, s. 112) figura św. Jana Nepomucena została przeniesiona do wnętrza już w XIX wieku. Podczas prac konserwatorskich w 2023 r. odsłonięto fragmenty polichromii, które – jak szacują konserwatorzy – mogą być o kilkadziesiąt lat młodsze od samej budowli. Obiekt jest wpisany do gminnej ewidencji zabytków. Wnętrze można oglądać w każdą niedzielę od maja do września po wcześniejszym kontakcie z sołtysem.",
        good=[
            Good(
                "preserve",
                "Przydrożna kapliczka w Wólce Grodziskiej powstała najpewniej w latach 1780–1800 – tak sugeruje dendrochronologiczna analiza belek dachu. Jan Kowalewski w inwentarzu „Kapliczki Roztocza” (Lublin 1968, s. 112) podaje, że figurę św. Jana Nepomucena przeniesiono do środka już w XIX wieku. W 2023 r., w trakcie prac konserwatorskich, odsłonięto fragmenty polichromii; konserwatorzy szacują, że mogą one być o kilkadziesiąt lat młodsze niż sama kapliczka. Obiekt figuruje w gminnej ewidencji zabytków. Wnętrze można zwiedzać w każdą niedzielę od maja do września – wcześniej trzeba skontaktować się z sołtysem.",
            ),
            Good(
                "preserve",
                "Kapliczka przydrożna w Wólce Grodziskiej, wpisana do gminnej ewidencji zabytków, datowana jest prawdopodobnie na lata 1780–1800; przemawia za tym analiza dendrochronologiczna belek dachowych. Inwentarz Jana Kowalewskiego („Kapliczki Roztocza”, Lublin 1968, s. 112) odnotowuje, że figurę św. Jana Nepomucena przeniesiono do wnętrza już w XIX stuleciu. W trakcie prac konserwatorskich prowadzonych w 2023 r. odsłonięto fragmenty polichromii, które według szacunków konserwatorów mogą być o kilkadziesiąt lat młodsze od budowli. Zwiedzanie wnętrza jest możliwe w każdą niedzielę od maja do września, po uprzednim kontakcie z sołtysem.",
            ),
            Good(
                "en",
                "The historic wayside shrine in Wólka Grodziska probably dates from 1780–1800, as indicated by dendrochronological analysis of the roof beams. According to Jan Kowalewski's inventory (Kapliczki Roztocza, Lublin 1968, p. 112), the statue of St John of Nepomuk was moved inside as early as the 19th century. During conservation work in 2023, fragments of polychrome painting were uncovered which, conservators estimate, may be several decades younger than the building itself. The shrine is listed in the municipal register of historic monuments. The interior can be visited every Sunday from May to September by prior arrangement with the village head.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Obiekt figuruje w gminnej ewidencji zabytków. Wnętrze można zwiedzać w każdą niedzielę od maja do września – wcześniej trzeba skontaktować się z sołtysem.",
                        "The shrine is listed in the municipal register of historic monuments. The interior can be visited every Sunday from May to September by prior arrangement with the village head.",
                    )
                ],
                "wrong_language",
            ),
            Slip(1, [("Lublin 1968, s. 112", "Lublin 1986, s. 112")], "citation"),
            Slip(2, [("probably dates from 1780–1800", "dates from 1780–1800")], "hedge"),
        ],
    ),
    Case(
        key="pl-school-trip-parents-letter",
        source="Szanowni Rodzice, w dniach 5–7 czerwca 2025 r. klasy 6a i 6b jadą na wycieczkę do Torunia i Chełmna. Koszt wyjazdu wynosi 690 zł i obejmuje przejazd autokarem, dwa noclegi w schronisku młodzieżowym, pełne wyżywienie, bilety wstępu oraz ubezpieczenie NNW. Zaliczkę w wysokości 200 zł należy wpłacić do 15 kwietnia, a pozostałą kwotę do 20 maja. Każdy uczestnik musi mieć ważną legitymację szkolną oraz podpisaną przez rodzica zgodę na wyjazd. Uczniowie mogą zabrać kieszonkowe, ale szkoła nie odpowiada za zgubione pieniądze ani telefony. Zbiórka 5 czerwca o 6:45 przed szkołą, powrót 7 czerwca około 19:00.",
        good=[
            Good(
                "preserve",
                "Wycieczka klas 6a i 6b – Toruń i Chełmno, 5–7 czerwca 2025 r.\n- Koszt: 690 zł (przejazd autokarem, 2 noclegi w schronisku młodzieżowym, pełne wyżywienie, bilety wstępu, ubezpieczenie NNW).\n- Płatności: zaliczkę 200 zł należy wpłacić do 15 kwietnia, resztę do 20 maja.\n- Dokumenty: każdy uczestnik musi mieć ważną legitymację szkolną i zgodę na wyjazd podpisaną przez rodzica.\n- Kieszonkowe: uczniowie mogą je zabrać, jednak szkoła nie ponosi odpowiedzialności za zgubione pieniądze ani telefony.\n- Zbiórka: 5 czerwca o 6:45 przed szkołą. Powrót: 7 czerwca ok. 19:00.",
            ),
            Good(
                "preserve",
                "Drodzy Rodzice! Od 5 do 7 czerwca 2025 r. uczniowie klas 6a i 6b pojadą na wycieczkę do Torunia i Chełmna. Wyjazd kosztuje 690 zł – w tej kwocie mieszczą się przejazd autokarem, dwa noclegi w schronisku młodzieżowym, pełne wyżywienie, bilety wstępu i ubezpieczenie NNW. Do 15 kwietnia należy wpłacić zaliczkę w wysokości 200 zł, a pozostałą kwotę do 20 maja. Prosimy pamiętać, że każdy uczestnik musi mieć ważną legitymację szkolną oraz zgodę na wyjazd podpisaną przez rodzica. Dzieci mogą wziąć kieszonkowe, ale szkoła nie odpowiada za zgubione pieniądze czy telefony. Zbieramy się 5 czerwca o 6:45 przed szkołą, a wracamy 7 czerwca około 19:00.",
            ),
            Good(
                "en",
                "Dear Parents, on 5–7 June 2025 classes 6a and 6b are going on a trip to Toruń and Chełmno. The trip costs PLN 690, which covers coach travel, two nights in a youth hostel, full board, admission tickets and accident insurance. A deposit of PLN 200 must be paid by 15 April and the balance by 20 May. Every participant must have a valid school ID and a consent form for the trip signed by a parent. Pupils may bring pocket money, but the school is not responsible for lost money or phones. We meet on 5 June at 6:45 in front of the school and will be back on 7 June at about 19:00.",
            ),
        ],
        bad=[
            Slip(0, [("zaliczkę 200 zł", "zaliczkę 250 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "wracamy 7 czerwca około 19:00.",
                        "wracamy 7 czerwca około 19:00. Opiekunką grupy będzie pani Anna Wiśniewska, wychowawczyni klasy 6a.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2, [("Pupils may bring pocket money", "Pupils must bring pocket money")], "modality"
            ),
        ],
    ),
]
