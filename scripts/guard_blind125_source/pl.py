# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 125: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-zasady-szkolki-narciarskiej-dla-dzieci",
        source="Szkółka narciarska „Mały Slalom” przyjmuje dzieci w wieku od 4 do 12 lat. Zajęcia w grupach trwają 2 godziny dziennie, a w jednej grupie jest najwyżej 6 dzieci. Każde dziecko musi jeździć w kasku – bez kasku instruktor nie wpuści go na stok. Rodzice powinni przyprowadzić dziecko 15 minut przed rozpoczęciem zajęć, aby zdążyło odebrać numer startowy. Kurs pięciodniowy kosztuje 780 zł, a pojedyncza lekcja 170 zł. Sprzęt można wypożyczyć na miejscu; nie trzeba go rezerwować wcześniej. W razie odwołania zajęć z powodu złej pogody zwracamy pełną kwotę albo proponujemy inny termin.",
        good=[
            Good(
                "preserve",
                "Zapraszamy do szkółki narciarskiej „Mały Slalom” dzieci w wieku 4–12 lat. Zajęcia grupowe trwają dwie godziny dziennie, a grupy liczą maksymalnie 6 osób. Pamiętajcie, że każde dziecko musi mieć na stoku kask – bez niego instruktor nie wpuści dziecka na stok. Z dzieckiem powinniście być na miejscu 15 minut przed startem zajęć, żeby zdążyło odebrać numer startowy. Za kurs pięciodniowy zapłacicie 780 zł, za pojedynczą lekcję 170 zł. Sprzęt wypożyczycie na miejscu i nie musicie go wcześniej rezerwować. Jeśli zajęcia zostaną odwołane przez złą pogodę, oddamy całą kwotę lub zaproponujemy inny termin.",
            ),
            Good(
                "preserve",
                "Najważniejsze informacje o szkółce „Mały Slalom”:\n- wiek uczestników: od 4 do 12 lat;\n- zajęcia grupowe: 2 godziny dziennie, maksymalnie sześcioro dzieci w grupie;\n- kask jest obowiązkowy – dziecko bez kasku nie zostanie wpuszczone przez instruktora na stok;\n- rodzice powinni przyprowadzić dziecko kwadrans przed zajęciami, by odebrało numer startowy;\n- ceny: kurs pięciodniowy 780 zł, pojedyncza lekcja 170 zł;\n- sprzęt do wypożyczenia na miejscu, bez wcześniejszej rezerwacji;\n- zajęcia odwołane z powodu złej pogody: zwrot pełnej kwoty lub inny termin.",
            ),
            Good(
                "en",
                "The “Mały Slalom” ski school takes children aged 4 to 12. Group lessons last 2 hours a day, with no more than 6 children per group. Every child must ski wearing a helmet – without one, the instructor will not let them onto the slope. Parents should bring their child 15 minutes before the lesson starts so that they have time to collect their bib number. A five-day course costs PLN 780 and a single lesson PLN 170. Equipment can be rented on site; there is no need to book it in advance. If lessons are cancelled because of bad weather, we refund the full amount or offer another date.",
            ),
        ],
        bad=[
            Slip(0, [("zapłacicie 780 zł", "zapłacicie 870 zł")], "number"),
            Slip(1, [("rodzice powinni przyprowadzić", "rodzice muszą przyprowadzić")], "modality"),
            Slip(
                2,
                [("the instructor will not let them", "the instructor will still let them")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-biuro-tlumaczen-ustnych-zlecenia-kabinowe",
        source="Biuro Tłumaczeń Ustnych Verba zapewnia tłumaczy symultanicznych i konsekutywnych na konferencje, negocjacje oraz wizyty studyjne. Zlecenia na tłumaczenie kabinowe prosimy składać co najmniej 14 dni przed wydarzeniem przez formularz na stronie verba-tlumacze.pl/zlecenia. Przy dłuższych konferencjach w jednej kabinie pracuje zwykle dwóch tłumaczy, ponieważ zmieniają się mniej więcej co 30 minut. Na zapytania wysłane w dni robocze przed godziną 15:00 odpowiadamy zazwyczaj tego samego dnia. Wycena zależy od języka, czasu trwania i miejsca wydarzenia, dlatego nie podajemy stałego cennika. Przed konferencją tłumacze prawdopodobnie poproszą o prezentacje i listę nazwisk prelegentów.",
        good=[
            Good(
                "preserve",
                "Verba – biuro tłumaczeń ustnych – oferuje tłumaczenia symultaniczne i konsekutywne podczas konferencji, negocjacji i wizyt studyjnych. Zamówienia na tłumaczenie kabinowe prosimy przesyłać przez formularz dostępny pod adresem verba-tlumacze.pl/zlecenia, nie później niż 14 dni przed wydarzeniem. W przypadku dłuższych konferencji w jednej kabinie pracuje zazwyczaj dwóch tłumaczy, którzy zmieniają się mniej więcej co pół godziny. Zapytania przesłane w dni robocze przed 15:00 otrzymują odpowiedź zwykle jeszcze tego samego dnia. Nie publikujemy stałego cennika, ponieważ cena zależy od języka, długości i miejsca wydarzenia. Przed konferencją tłumacze prawdopodobnie poproszą o prezentacje oraz listę nazwisk prelegentów.",
            ),
            Good(
                "preserve",
                "Potrzebujesz tłumacza symultanicznego lub konsekutywnego na konferencję, negocjacje albo wizytę studyjną? Biuro Tłumaczeń Ustnych Verba go zapewni. Tłumaczenie kabinowe zamów przez formularz na verba-tlumacze.pl/zlecenia najpóźniej 14 dni przed wydarzeniem. Podczas dłuższych konferencji na jedną kabinę przypada zwykle dwóch tłumaczy – zmieniają się mniej więcej co 30 minut. Jeśli wyślesz zapytanie w dzień roboczy przed 15:00, odpowiedź dostaniesz najczęściej tego samego dnia. Stałego cennika nie ma: wycena zależy od języka, czasu trwania i miejsca wydarzenia. Przed konferencją tłumacze prawdopodobnie poproszą cię o prezentacje i listę nazwisk prelegentów.",
            ),
            Good(
                "en",
                "Verba Interpreting Agency provides simultaneous and consecutive interpreters for conferences, negotiations and study visits. Please submit requests for booth interpreting at least 14 days before the event, using the form at verba-tlumacze.pl/zlecenia. At longer conferences there are usually two interpreters per booth, as they take turns roughly every 30 minutes. Enquiries sent on a working day before 3:00 p.m. are usually answered the same day. Pricing depends on the language, duration and venue of the event, so we do not publish a fixed price list. Before the conference, the interpreters will probably ask for the presentations and a list of the speakers' names.",
            ),
        ],
        bad=[
            Slip(0, [("nie później niż 14 dni", "nie później niż 7 dni")], "date"),
            Slip(1, [("na verba-tlumacze.pl/zlecenia", "na verba-tlumaczenia.pl/zlecenia")], "url"),
            Slip(2, [("the interpreters will probably ask", "the interpreters will ask")], "hedge"),
        ],
    ),
    Case(
        key="pl-stolarnia-okien-drewnianych-na-wymiar",
        source="Stolarnia Dąbek wykonuje drewniane okna na wymiar z sosny, dębu i meranti. Standardowe okno ma trzyszybowy pakiet o współczynniku Uw = 0,9 W/(m²K). Czas realizacji zamówienia wynosi od 6 do 8 tygodni od dnia wpłaty zaliczki, która stanowi 30% wartości zamówienia. Przed wyceną nasz pracownik musi wykonać pomiar otworów okiennych na miejscu; pomiary klienta traktujemy tylko orientacyjnie. Montaż wykonujemy w promieniu 80 km od warsztatu w Nowym Targu. Okna drewniane warto konserwować co 3–4 lata, a na produkty udzielamy 5 lat gwarancji, o ile okna były konserwowane zgodnie z instrukcją.",
        good=[
            Good(
                "preserve",
                "Stolarnia Dąbek – okna drewniane na wymiar\nMateriały: sosna, dąb, meranti.\nSzyby: w standardzie pakiet trzyszybowy, Uw = 0,9 W/(m²K).\nRealizacja: 6–8 tygodni od wpłaty zaliczki (30% wartości zamówienia).\nPomiar: przed wyceną otwory okienne musi zmierzyć na miejscu nasz pracownik; wymiary podane przez klienta są dla nas jedynie orientacyjne.\nMontaż: do 80 km od warsztatu w Nowym Targu.\nKonserwacja: warto ją przeprowadzać co 3–4 lata.\nGwarancja: 5 lat, pod warunkiem że okna były konserwowane zgodnie z instrukcją.",
            ),
            Good(
                "preserve",
                "Drewniane okna na wymiar – z sosny, dębu lub meranti – wykonuje Stolarnia Dąbek, która montuje je w promieniu 80 km od swojego warsztatu w Nowym Targu. W standardzie stosujemy pakiet trzyszybowy o współczynniku Uw = 0,9 W/(m²K). Zanim przygotujemy wycenę, nasz pracownik musi osobiście zmierzyć otwory okienne na miejscu, bo wymiary od klienta traktujemy wyłącznie orientacyjnie. Po wpłacie zaliczki w wysokości 30% wartości zamówienia okna są gotowe w ciągu sześciu do ośmiu tygodni. Gwarancja obejmuje 5 lat, jeśli okna były konserwowane według instrukcji, a samą konserwację warto powtarzać co trzy–cztery lata.",
            ),
            Good(
                "en",
                "Dąbek Joinery makes made-to-measure wooden windows from pine, oak and meranti. A standard window has a triple-glazed unit with a Uw value of 0.9 W/(m²K). Orders take 6 to 8 weeks from the day the deposit is paid; the deposit is 30% of the order value. Before we prepare a quote, one of our staff must measure the window openings on site; measurements taken by the customer are treated as approximate only. We install within 80 km of our workshop in Nowy Targ. Wooden windows are worth maintaining every 3–4 years, and our products come with a 5-year guarantee, provided the windows have been maintained according to the instructions.",
            ),
        ],
        bad=[
            Slip(0, [("otwory okienne musi zmierzyć", "otwory okienne może zmierzyć")], "modality"),
            Slip(
                1,
                [
                    (
                        "co trzy–cztery lata.",
                        "co trzy–cztery lata, najlepiej olejem lnianym, który sprzedajemy w warsztacie.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("30% of the order value", "50% of the order value")], "number"),
        ],
    ),
    Case(
        key="pl-hodowla-jesiotra-syberyjskiego-recyrkulacja",
        source="Gospodarstwo rybackie w Dolinie Baryczy hoduje jesiotra syberyjskiego w obiegu recyrkulacyjnym. Ryby osiągają wagę handlową około 2 kg po 3 latach, a samice nadające się do pozyskania kawioru dojrzewają zwykle dopiero w 7.–9. roku życia. Według badania Kowalczyk i in. (2019), opublikowanego w „Aquaculture Research”, temperatura wody powyżej 24°C może znacząco ograniczać przyrosty jesiotra. Dlatego utrzymujemy wodę w przedziale 18–21°C i wymieniamy codziennie około 10% jej objętości. Szacuje się, że z jednej dojrzałej samicy uzyskujemy przeciętnie 8–12% jej masy w postaci ikry. Nie stosujemy antybiotyków profilaktycznie.",
        good=[
            Good(
                "preserve",
                "W Dolinie Baryczy działa gospodarstwo rybackie, które hoduje jesiotra syberyjskiego w systemie recyrkulacyjnym. Po trzech latach ryby ważą około 2 kg, czyli osiągają wagę handlową; samice, od których można pozyskać kawior, dojrzewają jednak zwykle dopiero między 7. a 9. rokiem życia. Według badania Kowalczyk i in. (2019) z „Aquaculture Research” woda cieplejsza niż 24°C może znacząco ograniczać przyrosty tych ryb. Z tego powodu utrzymujemy temperaturę wody na poziomie 18–21°C, a codziennie wymieniamy mniej więcej 10% jej objętości. Szacuje się, że dojrzała samica daje przeciętnie ikrę stanowiącą 8–12% jej masy. Antybiotyków profilaktycznie nie stosujemy.",
            ),
            Good(
                "preserve",
                "Jesiotr syberyjski z Doliny Baryczy – hodowla w obiegu recyrkulacyjnym.\n• Waga handlowa: ok. 2 kg po 3 latach.\n• Samice do pozyskania kawioru: dojrzewają zwykle dopiero w 7.–9. roku życia.\n• Temperatura wody: 18–21°C, bo według Kowalczyk i in. (2019, „Aquaculture Research”) powyżej 24°C przyrosty jesiotra mogą znacząco spadać.\n• Wymiana wody: około 10% objętości codziennie.\n• Ikra: szacunkowo przeciętnie 8–12% masy dojrzałej samicy.\n• Antybiotyki: nie podajemy ich profilaktycznie.",
            ),
            Good(
                "en",
                "Our fish farm in the Barycz Valley raises Siberian sturgeon in a recirculating system. The fish reach a market weight of about 2 kg after 3 years, while females suitable for caviar production usually mature only in their 7th to 9th year. According to a study by Kowalczyk et al. (2019), published in Aquaculture Research, water temperatures above 24°C can significantly reduce sturgeon growth. That is why we keep the water between 18 and 21°C and replace roughly 10% of its volume every day. It is estimated that one mature female yields on average 8–12% of her body weight in roe. We do not use antibiotics prophylactically.",
            ),
        ],
        bad=[
            Slip(0, [("Szacuje się, że dojrzała", "Dojrzała")], "hedge"),
            Slip(1, [("ok. 2 kg po 3 latach", "ok. 2,5 kg po 3 latach")], "number"),
            Slip(2, [("Kowalczyk et al. (2019)", "Kowalczyk et al. (2017)")], "citation"),
        ],
    ),
    Case(
        key="pl-pracownia-grawerska-zamawianie-graweru",
        source="## Jak zamówić grawer\n\n1. Wyślij projekt na adres zamowienia@grawerownia-rylec.pl w formacie SVG lub PDF.\n2. Podaj wymiary przedmiotu i rodzaj materiału (metal, drewno, szkło, skóra).\n3. Poczekaj na wizualizację – przygotujemy ją w ciągu 2 dni roboczych.\n\n**Ważne:** nie grawerujemy przedmiotów chronionych znakiem towarowym bez zgody właściciela. Projekt trzeba zaakceptować pisemnie, zanim rozpoczniemy pracę. Po akceptacji zmian nie można już wprowadzać. Grawer na biżuterii może wykonać tylko pracownik z uprawnieniami złotniczymi, dlatego termin takich zleceń może się wydłużyć o kilka dni. Cena zaczyna się od 40 zł za grawer do 10 cm².",
        good=[
            Good(
                "preserve",
                "## Zamawianie graweru krok po kroku\n\n1. Prześlij projekt (SVG albo PDF) na zamowienia@grawerownia-rylec.pl.\n2. Napisz, jakie wymiary ma przedmiot i z jakiego materiału jest wykonany: metal, drewno, szkło czy skóra.\n3. Zaczekaj na wizualizację – będzie gotowa w ciągu 2 dni roboczych.\n\n**Ważne:** przedmiotów chronionych znakiem towarowym nie grawerujemy bez zgody właściciela. Zanim zaczniemy pracę, projekt musi zostać zaakceptowany na piśmie, a po akceptacji nie da się już wprowadzić żadnych zmian. Biżuterię może grawerować wyłącznie pracownik z uprawnieniami złotniczymi, więc realizacja takich zleceń może potrwać o kilka dni dłużej. Ceny zaczynają się od 40 zł za grawer o powierzchni do 10 cm².",
            ),
            Good(
                "preserve",
                "## Jak zamówić grawer?\n\n1. Wyślij nam projekt w formacie SVG lub PDF na adres zamowienia@grawerownia-rylec.pl.\n2. Dopisz wymiary przedmiotu i materiał, z którego jest zrobiony (metal, drewno, szkło, skóra).\n3. W ciągu 2 dni roboczych przygotujemy dla ciebie wizualizację.\n\n**Ważne:**\n- Bez zgody właściciela znaku towarowego nie grawerujemy przedmiotów chronionych tym znakiem.\n- Pracę zaczynamy dopiero po pisemnej akceptacji projektu – później zmian nie można już wprowadzać.\n- Grawer na biżuterii może wykonać tylko pracownik z uprawnieniami złotniczymi, dlatego na takie zlecenia możesz czekać kilka dni dłużej.\n- Grawer do 10 cm² kosztuje od 40 zł.",
            ),
            Good(
                "en",
                "## How to order an engraving\n\n1. Send your design in SVG or PDF format to zamowienia@grawerownia-rylec.pl.\n2. Tell us the dimensions of the item and what it is made of (metal, wood, glass, leather).\n3. Wait for the mock-up – we will prepare it within 2 working days.\n\n**Important:** we do not engrave items protected by a trademark without the owner's consent. The design must be approved in writing before we start work. Once it has been approved, no further changes can be made. Engraving on jewellery may only be done by a staff member with goldsmith qualifications, so such orders may take a few days longer. Prices start at PLN 40 for an engraving of up to 10 cm².",
            ),
        ],
        bad=[
            Slip(
                0,
                [("projekt musi zostać zaakceptowany", "projekt powinien zostać zaakceptowany")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "(metal, drewno, szkło, skóra).\n3. W ciągu",
                        "(metal, drewno, szkło, skóra). W ciągu",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("we do not engrave items", "we engrave items")], "negation"),
        ],
    ),
    Case(
        key="pl-punkt-napraw-parasoli-lodz",
        source="Punkt napraw parasoli przy ul. Piotrkowskiej 112 w Łodzi jest czynny od wtorku do soboty w godzinach 10:00–18:00. Wymieniamy połamane druty, naciągamy nowy materiał i naprawiamy mechanizmy automatyczne. Drobne naprawy, takie jak wymiana jednego drutu, robimy zwykle od ręki, a większe zajmują do 5 dni roboczych. Nie naprawiamy parasoli reklamowych ani ogrodowych o średnicy powyżej 2 metrów. Parasol nieodebrany w ciągu 60 dni od terminu odbioru przekazujemy na cele charytatywne. Za wymianę drutu płaci się 15 zł, za nowe pokrycie od 60 zł. Płatność tylko gotówką lub BLIK-iem.",
        good=[
            Good(
                "preserve",
                "Zepsuł ci się parasol? Przynieś go do punktu napraw przy ul. Piotrkowskiej 112 w Łodzi – pracujemy od wtorku do soboty, od 10:00 do 18:00. Wymienimy połamane druty, naciągniemy nowy materiał albo naprawimy automatyczny mechanizm. Drobną naprawę, np. wymianę jednego drutu, zwykle zrobimy od ręki; większe trwają do pięciu dni roboczych. Nie zajmujemy się parasolami reklamowymi ani ogrodowymi o średnicy ponad 2 metry. Wymiana drutu kosztuje 15 zł, nowe pokrycie – od 60 zł. Zapłacisz wyłącznie gotówką lub BLIK-iem. Pamiętaj o odbiorze: jeśli nie odbierzesz parasola w ciągu 60 dni od terminu odbioru, przekażemy go na cele charytatywne.",
            ),
            Good(
                "preserve",
                "Punkt napraw parasoli, ul. Piotrkowska 112, Łódź\nGodziny otwarcia: wtorek–sobota, 10:00–18:00.\nZakres usług: wymiana połamanych drutów, naciąganie nowego materiału, naprawa mechanizmów automatycznych.\nCzas naprawy: drobne usterki (np. wymiana jednego drutu) zazwyczaj od ręki, większe naprawy – do 5 dni roboczych.\nCennik: wymiana drutu 15 zł, nowe pokrycie od 60 zł; płatność wyłącznie gotówką lub BLIK-iem.\nNie przyjmujemy do naprawy parasoli reklamowych ani ogrodowych o średnicy większej niż 2 m.\nParasole nieodebrane w ciągu 60 dni od wyznaczonego terminu odbioru przekazujemy na cele charytatywne.",
            ),
            Good(
                "en",
                "The umbrella repair shop at ul. Piotrkowska 112 in Łódź is open Tuesday to Saturday, 10 a.m. to 6 p.m. We replace broken ribs, fit new canopy fabric and repair automatic opening mechanisms. Small repairs, such as replacing a single rib, are usually done on the spot, and bigger jobs take up to 5 working days. We do not repair promotional umbrellas or garden parasols more than 2 metres in diameter. Umbrellas not collected within 60 days of the pickup date are donated to charity. Replacing a rib costs PLN 15, and a new canopy starts at PLN 60. Payment is by cash or BLIK only.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "przekażemy go na cele charytatywne.",
                        "przekażemy go na cele charytatywne – najczęściej trafia do noclegowni dla bezdomnych przy ul. Wólczańskiej.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("wtorek–sobota, 10:00–18:00", "poniedziałek–sobota, 10:00–18:00")], "date"),
            Slip(
                2,
                [
                    (
                        "We do not repair promotional umbrellas",
                        "We also repair promotional umbrellas",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-wypozyczalnia-sprzetu-rehabilitacyjnego-zasady-uzyczenia",
        source="Wypożyczalnia Sprzętu Rehabilitacyjnego „Krok” udostępnia łóżka szpitalne, wózki inwalidzkie, balkoniki i koncentratory tlenu. Część sprzętu można wypożyczyć bezpłatnie na podstawie zlecenia lekarskiego, zgodnie z rozporządzeniem Ministra Zdrowia z dnia 29 maja 2017 r. w sprawie wykazu wyrobów medycznych wydawanych na zlecenie. Przy odbiorze należy okazać dowód osobisty i podpisać umowę użyczenia. Kaucja za koncentrator tlenu wynosi 500 zł i jest zwracana po oddaniu sprawnego urządzenia. Sprzęt można wypożyczyć maksymalnie na 6 miesięcy, z możliwością jednego przedłużenia. Wypożyczający powinien zgłosić każdą usterkę w ciągu 48 godzin. Dane osobowe przetwarzamy zgodnie z art. 6 ust. 1 lit. b RODO.",
        good=[
            Good(
                "preserve",
                "W wypożyczalni sprzętu rehabilitacyjnego „Krok” dostępne są łóżka szpitalne, wózki inwalidzkie, balkoniki oraz koncentratory tlenu. Na podstawie zlecenia lekarskiego część tego sprzętu wypożyczymy bezpłatnie – zgodnie z rozporządzeniem Ministra Zdrowia z 29 maja 2017 r. w sprawie wykazu wyrobów medycznych wydawanych na zlecenie. Odbierając sprzęt, trzeba pokazać dowód osobisty i podpisać umowę użyczenia. Za koncentrator tlenu pobieramy kaucję w wysokości 500 zł, którą zwracamy, gdy urządzenie wróci sprawne. Maksymalny okres wypożyczenia to 6 miesięcy; można go przedłużyć jeden raz. Każdą usterkę wypożyczający powinien zgłosić w ciągu 48 godzin. Dane osobowe przetwarzamy na podstawie art. 6 ust. 1 lit. b RODO.",
            ),
            Good(
                "preserve",
                "Co możesz wypożyczyć w Wypożyczalni Sprzętu Rehabilitacyjnego „Krok”? Łóżko szpitalne, wózek inwalidzki, balkonik lub koncentrator tlenu. Jeśli masz zlecenie lekarskie, część sprzętu dostaniesz bezpłatnie (rozporządzenie Ministra Zdrowia z dnia 29 maja 2017 r. w sprawie wykazu wyrobów medycznych wydawanych na zlecenie).\n\nPrzy odbiorze:\n- okaż dowód osobisty,\n- podpisz umowę użyczenia.\n\nPamiętaj też, że:\n- za koncentrator tlenu wpłacasz 500 zł kaucji – oddamy ją, gdy zwrócisz sprawne urządzenie;\n- sprzęt wypożyczysz najwyżej na pół roku, a okres ten możesz przedłużyć jeden raz;\n- każdą usterkę powinieneś zgłosić w ciągu 48 godzin.\n\nTwoje dane osobowe przetwarzamy zgodnie z art. 6 ust. 1 lit. b RODO.",
            ),
            Good(
                "en",
                "The “Krok” rehabilitation equipment rental offers hospital beds, wheelchairs, walkers and oxygen concentrators. Some of the equipment can be borrowed free of charge with a doctor's order, in line with the Regulation of the Minister of Health of 29 May 2017 on the list of medical devices issued on prescription. When collecting the equipment, you must show your ID card and sign a loan agreement. The deposit for an oxygen concentrator is PLN 500 and is refunded when the device is returned in working order. Equipment can be rented for a maximum of 6 months, with one extension possible. The borrower should report any fault within 48 hours. We process personal data in accordance with Article 6(1)(b) GDPR.",
            ),
        ],
        bad=[
            Slip(
                0, [("trzeba pokazać dowód osobisty", "warto pokazać dowód osobisty")], "modality"
            ),
            Slip(1, [("wpłacasz 500 zł kaucji", "wpłacasz 200 zł kaucji")], "number"),
            Slip(2, [("Article 6(1)(b) GDPR", "Article 6(1)(f) GDPR")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-muzeum-motoryzacji-wystawa-auta-prl",
        source="Muzeum Motoryzacji „Stara Szosa” w Kłodzku zaprasza na wystawę „Auta PRL-u”, czynną od 15 marca do 30 września 2025 r. Jej najcenniejszym eksponatem jest prototyp Warszawy 210 z 1964 roku – prawdopodobnie jedyny egzemplarz, który przetrwał do dziś. Muzeum jest otwarte codziennie z wyjątkiem poniedziałków, w godzinach 9:00–17:00. Bilet normalny kosztuje 35 zł, ulgowy 25 zł; bilety można kupić w kasie albo na stronie bilety.staraszosa.pl. W soboty i niedziele o 11:00 i 14:00 odbywa się zwiedzanie z przewodnikiem, które trwa około 90 minut. Fotografowanie z lampą błyskową jest zabronione, a pozostałe zdjęcia można robić bez dodatkowych opłat.",
        good=[
            Good(
                "preserve",
                "Od 15 marca do 30 września 2025 r. w Muzeum Motoryzacji „Stara Szosa” w Kłodzku można oglądać wystawę „Auta PRL-u”. Najcenniejszym eksponatem jest prototyp Warszawy 210 z 1964 roku – to prawdopodobnie jedyny zachowany do dziś egzemplarz. Zapraszamy codziennie, poza poniedziałkami, od 9:00 do 17:00. Bilety (normalny 35 zł, ulgowy 25 zł) kupisz w kasie lub na bilety.staraszosa.pl. W weekendy o 11:00 i 14:00 muzeum można zwiedzać z przewodnikiem; taka wycieczka trwa mniej więcej półtorej godziny. Zdjęcia zrobisz bez dodatkowych opłat, ale lampy błyskowej używać nie wolno.",
            ),
            Good(
                "preserve",
                "Wystawa „Auta PRL-u” – Muzeum Motoryzacji „Stara Szosa”, Kłodzko\n- Termin: 15.03–30.09.2025\n- Najcenniejszy eksponat: prototyp Warszawy 210 z 1964 r., prawdopodobnie jedyny egzemplarz, który przetrwał do dziś\n- Godziny otwarcia: wtorek–niedziela, 9:00–17:00 (w poniedziałki nieczynne)\n- Bilety: normalny 35 zł, ulgowy 25 zł – w kasie lub na stronie bilety.staraszosa.pl\n- Zwiedzanie z przewodnikiem: soboty i niedziele, godz. 11:00 i 14:00, ok. 90 minut\n- Zdjęcia: bez dodatkowych opłat, ale fotografowanie z lampą błyskową jest zabronione",
            ),
            Good(
                "en",
                "The “Stara Szosa” Motor Museum in Kłodzko invites you to the exhibition “Auta PRL-u” (Cars of the Polish People's Republic), open from 15 March to 30 September 2025. Its most valuable exhibit is a 1964 prototype of the Warszawa 210 – probably the only example that has survived to this day. The museum is open every day except Mondays, from 9 a.m. to 5 p.m. A standard ticket costs PLN 35 and a reduced one PLN 25; tickets are available at the box office or at bilety.staraszosa.pl. On Saturdays and Sundays there are guided tours at 11 a.m. and 2 p.m., lasting about 90 minutes. Flash photography is prohibited, but you may take other photos at no extra charge.",
            ),
        ],
        bad=[
            Slip(0, [("na bilety.staraszosa.pl", "na www.staraszosa.pl")], "url"),
            Slip(1, [("prawdopodobnie jedyny egzemplarz", "jedyny egzemplarz")], "hedge"),
            Slip(2, [("to 30 September 2025", "to 30 October 2025")], "date"),
        ],
    ),
    Case(
        key="pl-szkola-gry-na-dudach-podhalanskich",
        source="Szkoła Gry na Dudach Podhalańskich prowadzi zajęcia indywidualne dla osób od 10. roku życia. Nie wymagamy znajomości nut ani wcześniejszego doświadczenia muzycznego. Przez pierwsze 2 miesiące uczeń ćwiczy na przebierce, czyli piszczałce melodycznej, bo dopiero po opanowaniu palcowania warto przejść na pełny instrument. Na pierwszą lekcję nie trzeba przynosić własnych dud – szkoła wypożycza instrumenty za 50 zł miesięcznie. Uczniowie powinni ćwiczyć w domu co najmniej 20 minut dziennie. Lekcja trwa 45 minut i kosztuje 90 zł. Nieobecność trzeba zgłosić najpóźniej dzień wcześniej, w przeciwnym razie lekcja przepada.",
        good=[
            Good(
                "preserve",
                "Chcesz nauczyć się grać na dudach podhalańskich? Szkoła Gry na Dudach Podhalańskich prowadzi zajęcia indywidualne dla osób od 10. roku życia. Nie musisz znać nut ani mieć wcześniejszego doświadczenia muzycznego. Przez pierwsze dwa miesiące ćwiczysz na przebierce, czyli piszczałce melodycznej – na pełny instrument warto przejść dopiero wtedy, gdy opanujesz palcowanie. Własnych dud na pierwszą lekcję nie potrzebujesz: wypożyczymy ci instrument za 50 zł miesięcznie. W domu powinieneś ćwiczyć przynajmniej 20 minut dziennie. Lekcja trwa 45 minut i kosztuje 90 zł. Jeśli nie możesz przyjść, musisz dać nam znać najpóźniej dzień wcześniej – inaczej lekcja przepada.",
            ),
            Good(
                "preserve",
                "Zajęcia w Szkole Gry na Dudach Podhalańskich mają formę lekcji indywidualnych, trwających 45 minut i kosztujących 90 zł, i są przeznaczone dla osób od 10. roku życia. Znajomość nut ani wcześniejsze doświadczenie muzyczne nie są wymagane. Przez pierwsze 2 miesiące uczeń ćwiczy na przebierce (piszczałce melodycznej), ponieważ na pełny instrument warto przejść dopiero po opanowaniu palcowania. Własne dudy nie są potrzebne na pierwszą lekcję – szkoła wypożycza instrumenty za 50 zł miesięcznie. Zaleca się, aby uczniowie ćwiczyli w domu co najmniej 20 minut dziennie. Nieobecność należy zgłosić najpóźniej dzień przed lekcją; w przeciwnym razie lekcja przepada.",
            ),
            Good(
                "en",
                "The Podhale Bagpipe School offers one-to-one lessons for students from the age of 10. You don't need to read music or have any previous musical experience. For the first 2 months, students practise on the chanter, the melody pipe, because it is only worth moving on to the full instrument once the fingering has been mastered. There is no need to bring your own bagpipes to the first lesson – the school rents out instruments for PLN 50 a month. Students should practise at home for at least 20 minutes a day. A lesson lasts 45 minutes and costs PLN 90. Absences must be reported no later than the day before; otherwise the lesson is forfeited.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "wypożyczymy ci instrument za 50 zł",
                        "wypożyczymy ci instrument wykonany przez lutnika z Bukowiny Tatrzańskiej za 50 zł",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Znajomość nut ani wcześniejsze doświadczenie muzyczne nie są wymagane.",
                        "Znajomość nut oraz wcześniejsze doświadczenie muzyczne są wymagane.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("Students should practise at home", "Students must practise at home")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-spoldzielnia-socjalna-catering-sprawozdanie",
        source="Spółdzielnia Socjalna „Razem w Kuchni” działa od 2018 roku na podstawie ustawy z dnia 27 kwietnia 2006 r. o spółdzielniach socjalnych. Prowadzimy catering dla szkół i firm, a obecnie zatrudniamy 14 osób, w tym 9 osób wcześniej długotrwale bezrobotnych. Zgodnie z art. 4 ust. 1 tej ustawy założycielami mogą być m.in. osoby bezrobotne i osoby niepełnosprawne. W ubiegłym roku wydaliśmy około 48 tysięcy posiłków. Nadwyżkę bilansową przeznaczamy na reintegrację zawodową i społeczną członków. Szacujemy, że w tym roku liczba odbiorców wzrośnie o mniej więcej jedną piątą, jeśli uda się podpisać umowę z gminą.",
        good=[
            Good(
                "preserve",
                "„Razem w Kuchni” to spółdzielnia socjalna, która od 2018 roku prowadzi catering dla szkół i firm. Działamy na podstawie ustawy z 27 kwietnia 2006 r. o spółdzielniach socjalnych – jej art. 4 ust. 1 przewiduje, że założycielami mogą być m.in. osoby bezrobotne i niepełnosprawne. Dziś zatrudniamy 14 osób, z czego 9 było wcześniej długotrwale bezrobotnych. W zeszłym roku wydaliśmy około 48 000 posiłków. Nadwyżkę bilansową przeznaczamy na reintegrację zawodową i społeczną naszych członków. Jeśli uda się podpisać umowę z gminą, liczba odbiorców w tym roku – według naszych szacunków – wzrośnie mniej więcej o 20%.",
            ),
            Good(
                "preserve",
                "Spółdzielnia Socjalna „Razem w Kuchni” funkcjonuje od 2018 r. w oparciu o ustawę z dnia 27 kwietnia 2006 r. o spółdzielniach socjalnych. Zgodnie z art. 4 ust. 1 tej ustawy założycielami spółdzielni mogą być m.in. osoby bezrobotne oraz osoby niepełnosprawne. Spółdzielnia prowadzi catering dla szkół i firm i zatrudnia obecnie 14 osób, spośród których 9 to osoby wcześniej długotrwale bezrobotne. W poprzednim roku wydano około 48 tys. posiłków. Nadwyżka bilansowa jest przeznaczana na reintegrację społeczną i zawodową członków. Według szacunków spółdzielni, pod warunkiem podpisania umowy z gminą, liczba odbiorców wzrośnie w bieżącym roku o mniej więcej jedną piątą.",
            ),
            Good(
                "en",
                "The “Razem w Kuchni” social cooperative has been operating since 2018 under the Act of 27 April 2006 on social cooperatives. We run a catering service for schools and businesses and currently employ 14 people, 9 of whom were previously long-term unemployed. Under Article 4(1) of that Act, the founders may include, among others, unemployed people and people with disabilities. Last year we served about 48,000 meals. We use our balance-sheet surplus for the vocational and social reintegration of our members. We estimate that the number of our customers will grow by roughly a fifth this year if we manage to sign a contract with the municipality.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "w tym roku – według naszych szacunków – wzrośnie mniej więcej o 20%",
                        "w tym roku wzrośnie o 20%",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [("Zgodnie z art. 4 ust. 1 tej ustawy", "Zgodnie z art. 6 ust. 1 tej ustawy")],
                "legal_reference",
            ),
            Slip(2, [("9 of whom", "11 of whom")], "number"),
        ],
    ),
    Case(
        key="pl-drzewa-przyuliczne-temperatura-badanie-krakow",
        source="Drzewa przyuliczne mogą obniżać temperaturę powierzchni chodników w upalne dni nawet o 10–15°C. W badaniu przeprowadzonym w Krakowie w sezonie 2022 (Nowak i Sroka, 2023, „Miasto i Środowisko”, t. 14, s. 45–61) zmierzono temperaturę w 36 punktach na ulicach z drzewami i bez nich. Różnica temperatury powietrza była mniejsza – średnio około 1,5°C – ale autorzy sugerują, że w gęstej zabudowie efekt może być silniejszy. Badacze zastrzegają, że pomiary trwały tylko jeden sezon i wyniki należy traktować ostrożnie. Z ich analiz wynika też, że szpaler drzew prawdopodobnie zmniejsza zapotrzebowanie pobliskich budynków na klimatyzację.",
        good=[
            Good(
                "preserve",
                "W upalne dni drzewa rosnące wzdłuż ulic mogą obniżyć temperaturę powierzchni chodnika nawet o 10–15°C. Badanie przeprowadzone w Krakowie w sezonie 2022 (Nowak i Sroka, 2023, „Miasto i Środowisko”, t. 14, s. 45–61) objęło pomiary temperatury w 36 punktach – na ulicach zadrzewionych i pozbawionych drzew. W przypadku powietrza różnica była mniejsza, średnio ok. 1,5°C, choć zdaniem autorów w gęstej zabudowie efekt może być silniejszy. Z analiz wynika też, że szpaler drzew prawdopodobnie zmniejsza zapotrzebowanie okolicznych budynków na klimatyzację. Sami badacze zastrzegają jednak, że pomiary objęły tylko jeden sezon, więc do wyników należy podchodzić ostrożnie.",
            ),
            Good(
                "preserve",
                "Drzewa przyuliczne a upał – w skrócie:\n- Drzewa wzdłuż ulic mogą w upalne dni obniżać temperaturę powierzchni chodników nawet o 10–15°C.\n- Badanie: Kraków, sezon 2022, pomiary w 36 punktach na ulicach z drzewami i bez nich (Nowak i Sroka, 2023, „Miasto i Środowisko”, t. 14, s. 45–61).\n- Temperatura powietrza różniła się mniej: średnio o około 1,5°C; autorzy sugerują, że w gęstej zabudowie efekt może być silniejszy.\n- Szpaler drzew prawdopodobnie zmniejsza zapotrzebowanie pobliskich budynków na klimatyzację.\n- Zastrzeżenie badaczy: pomiary trwały tylko jeden sezon, dlatego wyniki należy traktować ostrożnie.",
            ),
            Good(
                "en",
                "Street trees can lower pavement surface temperatures by as much as 10–15°C on hot days. A study carried out in Kraków during the 2022 season (Nowak and Sroka, 2023, Miasto i Środowisko, vol. 14, pp. 45–61) measured temperatures at 36 points on streets with and without trees. The difference in air temperature was smaller – about 1.5°C on average – but the authors suggest that the effect may be stronger in densely built-up areas. The researchers point out that the measurements covered only one season and that the results need to be treated with caution. Their analysis also indicates that a row of trees probably reduces nearby buildings' demand for air conditioning.",
            ),
        ],
        bad=[
            Slip(0, [("t. 14, s. 45–61", "t. 14, s. 145–161")], "citation"),
            Slip(1, [("pomiary w 36 punktach", "pomiary w 63 punktach")], "number"),
            Slip(2, [("a row of trees probably reduces", "a row of trees reduces")], "hedge"),
        ],
    ),
    Case(
        key="pl-readme-kasa-sync-konfiguracja-tokenu",
        source="# kasa-sync\n\nNarzędzie do synchronizacji sprzedaży z kas fiskalnych z arkuszem księgowym.\n\n## Instalacja\n\nWymagany jest Python w wersji 3.10 lub nowszej:\n\n```\npip install kasa-sync\n```\n\n## Konfiguracja\n\nW pliku `kasa.toml` ustaw adres serwera w kluczu `server_url`. Tokenu nie wolno zapisywać w tym pliku – należy podać go w zmiennej środowiskowej `KASA_TOKEN`. Synchronizację uruchamiasz poleceniem `kasa-sync run --since 2024-01-01`. Domyślnie narzędzie pobiera dane co 15 minut; częstsze odpytywanie może spowodować zablokowanie konta przez dostawcę API. Błędy zgłaszaj w zakładce Issues.",
        good=[
            Good(
                "preserve",
                "# kasa-sync\n\nSynchronizuje sprzedaż z kas fiskalnych z arkuszem księgowym.\n\n## Instalacja\n\nPotrzebujesz Pythona 3.10 lub nowszego. Zainstaluj pakiet:\n\n```\npip install kasa-sync\n```\n\n## Konfiguracja\n\nAdres serwera ustaw w pliku `kasa.toml`, w kluczu `server_url`. Tokenu nie wolno umieszczać w tym pliku – należy go podać w zmiennej środowiskowej `KASA_TOKEN`. Aby uruchomić synchronizację, wpisz `kasa-sync run --since 2024-01-01`. Dane są domyślnie pobierane co 15 minut; jeśli będziesz odpytywać API częściej, dostawca może zablokować konto. Błędy zgłaszaj w zakładce Issues.",
            ),
            Good(
                "preserve",
                "# kasa-sync\n\nNarzędzie, które synchronizuje dane o sprzedaży z kas fiskalnych z arkuszem księgowym.\n\n## Instalacja\n\n- Wymagania: Python 3.10 lub nowszy\n- Instalacja:\n\n```\npip install kasa-sync\n```\n\n## Konfiguracja\n\n1. W `kasa.toml` podaj adres serwera (klucz `server_url`).\n2. Token przekaż w zmiennej środowiskowej `KASA_TOKEN` – nie wolno go zapisywać w `kasa.toml`.\n3. Uruchom synchronizację: `kasa-sync run --since 2024-01-01`.\n\nUwaga: domyślnie dane są pobierane co 15 minut. Częstsze odpytywanie może skończyć się zablokowaniem konta przez dostawcę API. Błędy zgłaszaj w zakładce Issues.",
            ),
            Good(
                "en",
                "# kasa-sync\n\nA tool for synchronising sales from cash registers with an accounting spreadsheet.\n\n## Installation\n\nPython 3.10 or newer is required:\n\n```\npip install kasa-sync\n```\n\n## Configuration\n\nIn the `kasa.toml` file, set the server address in the `server_url` key. The token must not be stored in this file – pass it in the `KASA_TOKEN` environment variable instead. Start synchronisation with `kasa-sync run --since 2024-01-01`. By default the tool fetches data every 15 minutes; polling more often may cause the API provider to block your account. Report bugs in the Issues tab.",
            ),
        ],
        bad=[
            Slip(0, [("`KASA_TOKEN`", "`KASA_API_TOKEN`")], "code"),
            Slip(1, [("```\npip install kasa-sync\n```", "pip install kasa-sync")], "markdown"),
            Slip(
                2, [("The token must not be stored", "The token should not be stored")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-zawiadomienie-o-zebraniu-wlascicieli-lokali",
        source="Zarząd Wspólnoty Mieszkaniowej „Lipowa 7” informuje, że zebranie ogółu właścicieli odbędzie się we wtorek 18 marca 2025 r. o godz. 18:30 w świetlicy na parterze. Zgodnie z art. 30 ust. 1 ustawy o własności lokali zarząd przedstawi sprawozdanie finansowe za 2024 rok oraz plan gospodarczy na bieżący rok. Głosowanie nad uchwałą w sprawie wymiany wind będzie możliwe także w trybie indywidualnego zbierania głosów. Właściciel, który nie może przyjść, może udzielić pisemnego pełnomocnictwa innej osobie. Projekty uchwał są dostępne w gablocie przy wejściu. Prosimy nie zostawiać wózków ani rowerów na klatce schodowej w dniu zebrania.",
        good=[
            Good(
                "preserve",
                "Zebranie ogółu właścicieli Wspólnoty Mieszkaniowej „Lipowa 7” odbędzie się we wtorek, 18 marca 2025 r., o 18:30 w świetlicy na parterze. Zarząd – zgodnie z art. 30 ust. 1 ustawy o własności lokali – przedstawi sprawozdanie finansowe za 2024 r. i plan gospodarczy na ten rok. Nad uchwałą dotyczącą wymiany wind będzie można głosować również w trybie indywidualnego zbierania głosów. Jeśli nie możesz przyjść, możesz na piśmie udzielić pełnomocnictwa innej osobie. Projekty uchwał znajdziesz w gablocie przy wejściu. W dniu zebrania prosimy nie zostawiać na klatce schodowej wózków ani rowerów.",
            ),
            Good(
                "preserve",
                "ZAWIADOMIENIE\nZarząd Wspólnoty Mieszkaniowej „Lipowa 7” zawiadamia, że zebranie ogółu właścicieli odbędzie się 18 marca 2025 r. (wtorek) o godzinie 18:30 w świetlicy na parterze.\nW programie zebrania:\n1. sprawozdanie finansowe zarządu za 2024 rok oraz plan gospodarczy na rok bieżący (art. 30 ust. 1 ustawy o własności lokali);\n2. uchwała w sprawie wymiany wind – głosować będzie można także w trybie indywidualnego zbierania głosów.\nProjekty uchwał są wywieszone w gablocie przy wejściu. Właściciele, którzy nie mogą przyjść, mogą udzielić innej osobie pełnomocnictwa na piśmie. W dniu zebrania uprasza się o niepozostawianie wózków ani rowerów na klatce schodowej.",
            ),
            Good(
                "en",
                "The Board of the “Lipowa 7” Housing Community announces that the general meeting of owners will take place on Tuesday, 18 March 2025, at 6:30 p.m. in the common room on the ground floor. In accordance with Article 30(1) of the Act on the Ownership of Premises, the Board will present the financial report for 2024 and the budget plan for the current year. Voting on the resolution on replacing the lifts will also be possible by individual collection of votes. Owners who cannot attend may give another person a written power of attorney. The draft resolutions are available in the display case by the entrance. Please do not leave prams or bicycles in the stairwell on the day of the meeting.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "prosimy nie zostawiać na klatce schodowej wózków ani rowerów",
                        "prosimy zostawiać na klatce schodowej wózki i rowery",
                    )
                ],
                "negation",
            ),
            Slip(1, [("o godzinie 18:30", "o godzinie 17:30")], "date"),
            Slip(2, [("Article 30(1)", "Article 13(1)")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-szczepienia-przeciw-grypie-w-aptece",
        source="Od 1 października 2024 r. w naszej aptece przy ul. Długiej 5 można zaszczepić się przeciw grypie bez wcześniejszej wizyty u lekarza. Szczepienie jest bezpłatne dla osób w wieku 65+ i kobiet w ciąży, pozostali pacjenci płacą 49 zł za szczepionkę i 30 zł za kwalifikację i podanie. Przed szczepieniem farmaceuta musi przeprowadzić wywiad kwalifikacyjny. Po podaniu szczepionki pacjent powinien pozostać w aptece przez 15 minut. Termin można zarezerwować na stronie apteka-dluga.pl/szczepienia lub telefonicznie pod numerem 58 301 22 40. Osoby z gorączką nie mogą zostać zaszczepione tego dnia i powinny umówić się na inny termin.",
        good=[
            Good(
                "preserve",
                "Od 1 października 2024 r. zaszczepisz się przeciw grypie w naszej aptece przy ul. Długiej 5 – bez wcześniejszej wizyty u lekarza. Jeśli masz 65 lat lub więcej albo jesteś w ciąży, szczepienie jest bezpłatne. Pozostali pacjenci płacą 49 zł za szczepionkę oraz 30 zł za kwalifikację i podanie. Zanim podamy szczepionkę, farmaceuta musi przeprowadzić z tobą wywiad kwalifikacyjny, a po szczepieniu powinieneś zostać w aptece przez 15 minut. Termin zarezerwujesz na apteka-dluga.pl/szczepienia albo telefonicznie pod numerem 58 301 22 40. Jeżeli masz gorączkę, nie możesz zostać zaszczepiony tego dnia – powinieneś wtedy umówić się na inny termin.",
            ),
            Good(
                "preserve",
                "Szczepienia przeciw grypie w aptece przy ul. Długiej 5 – od 1 października 2024 r., bez wcześniejszej wizyty u lekarza.\nKoszt:\n- osoby 65+ i kobiety w ciąży – bezpłatnie;\n- pozostali pacjenci – 49 zł za szczepionkę + 30 zł za kwalifikację i podanie.\nJak to wygląda:\n1. Farmaceuta musi przeprowadzić wywiad kwalifikacyjny.\n2. Po podaniu szczepionki pacjent powinien zostać w aptece przez kwadrans.\nZapisy: apteka-dluga.pl/szczepienia lub tel. 58 301 22 40.\nUwaga: osoby z gorączką nie mogą zostać zaszczepione tego dnia i powinny umówić się na inny termin.",
            ),
            Good(
                "en",
                "From 1 October 2024 you can get a flu vaccination at our pharmacy at ul. Długa 5 without seeing a doctor first. The vaccination is free for people aged 65 and over and for pregnant women; other patients pay PLN 49 for the vaccine and PLN 30 for the eligibility assessment and administration. Before the vaccination, the pharmacist must carry out an eligibility interview. After receiving the vaccine, patients should stay in the pharmacy for 15 minutes. Appointments can be booked at apteka-dluga.pl/szczepienia or by phone on 58 301 22 40. People with a fever cannot be vaccinated that day and should book another appointment.",
            ),
        ],
        bad=[
            Slip(0, [("na apteka-dluga.pl/szczepienia", "na apteka-dluga.pl/rezerwacje")], "url"),
            Slip(
                1, [("Farmaceuta musi przeprowadzić", "Farmaceuta może przeprowadzić")], "modality"
            ),
            Slip(2, [("PLN 30 for the eligibility", "PLN 20 for the eligibility")], "number"),
        ],
    ),
    Case(
        key="pl-schronisko-slupsk-zasady-adopcji",
        source="Schronisko dla Zwierząt w Słupsku przyjmuje chętnych do adopcji od poniedziałku do piątku w godzinach 12:00–16:00, a w soboty od 10:00 do 14:00. Przed adopcją odbywa się rozmowa z opiekunem zwierzęcia, a w przypadku psów – co najmniej dwa spacery zapoznawcze. Nie wydajemy zwierząt osobom niepełnoletnim ani na prezent dla kogoś innego. Każdy pies jest zaszczepiony, zaczipowany i odrobaczony, a dorosłe zwierzęta są wysterylizowane. Adopcja jest bezpłatna, ale zachęcamy do przekazania darowizny na karmę. Przez pierwsze 3 miesiące wolontariusz może odwiedzić nowy dom, aby sprawdzić, jak zwierzę się aklimatyzuje.",
        good=[
            Good(
                "preserve",
                "Jeśli myślisz o adopcji, odwiedź Schronisko dla Zwierząt w Słupsku od poniedziałku do piątku między 12:00 a 16:00 lub w sobotę od 10:00 do 14:00. Najpierw porozmawiasz z opiekunem zwierzęcia, a jeśli wybierasz psa, czekają cię jeszcze co najmniej dwa spacery zapoznawcze. Zwierząt nie wydajemy osobom niepełnoletnim ani z przeznaczeniem na prezent dla kogoś innego. Każdy pies jest zaszczepiony, zaczipowany i odrobaczony, a dorosłe zwierzęta – wysterylizowane. Za adopcję nic nie płacisz, choć zachęcamy do wsparcia nas darowizną na karmę. W ciągu pierwszych trzech miesięcy może cię odwiedzić wolontariusz, żeby sprawdzić, jak zwierzę aklimatyzuje się w nowym domu.",
            ),
            Good(
                "preserve",
                "Adopcje w Schronisku dla Zwierząt w Słupsku są bezpłatne; zachęcamy jednak do przekazania darowizny na karmę. Osoby zainteresowane adopcją przyjmujemy od poniedziałku do piątku w godz. 12:00–16:00 oraz w soboty w godz. 10:00–14:00. Procedura obejmuje rozmowę z opiekunem zwierzęcia, a w przypadku psów także minimum dwa spacery zapoznawcze. Zwierzęta nie są wydawane osobom niepełnoletnim ani jako prezent dla osoby trzeciej. Wszystkie psy są zaszczepione, zaczipowane i odrobaczone, a zwierzęta dorosłe – wysterylizowane. W okresie pierwszych 3 miesięcy nowy dom może odwiedzić wolontariusz, który sprawdzi, jak przebiega aklimatyzacja zwierzęcia.",
            ),
            Good(
                "en",
                "The Animal Shelter in Słupsk welcomes prospective adopters Monday to Friday from 12:00 to 16:00 and on Saturdays from 10:00 to 14:00. Before an adoption, there is a conversation with the animal's carer and, in the case of dogs, at least two get-to-know-you walks. We do not hand animals over to minors or as a gift for someone else. Every dog is vaccinated, microchipped and dewormed, and adult animals are spayed or neutered. Adoption is free of charge, but we encourage a donation towards food. During the first 3 months, a volunteer may visit the new home to see how the animal is settling in.",
            ),
        ],
        bad=[
            Slip(0, [("w sobotę od 10:00 do 14:00", "w niedzielę od 10:00 do 14:00")], "date"),
            Slip(
                1,
                [
                    (
                        "nie są wydawane osobom niepełnoletnim ani",
                        "są wydawane osobom niepełnoletnim oraz",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "we encourage a donation towards food.",
                        "we encourage a donation towards food; last year donors covered nearly half of our feeding costs.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-fotoklub-kopia-zapasowa-archiwum-zdjec",
        source="### Kopia zapasowa archiwum fotoklubu\n\nArchiwum zdjęć kopiujemy na dysk sieciowy `nas-foto` raz w tygodniu, w nocy z niedzieli na poniedziałek. Skrypt uruchamia się sam, ale po większej sesji możesz go wywołać ręcznie:\n\n`./backup.sh --source /mnt/archiwum --keep 8`\n\nParametr `--keep 8` oznacza, że przechowujemy osiem ostatnich kopii; starsze są usuwane automatycznie. Nie uruchamiaj skryptu, gdy ktoś importuje zdjęcia do Lightrooma – kopia może wtedy zawierać niekompletne katalogi. Jeśli skrypt zakończy się błędem, napisz na kanale #admin na Slacku. Dostęp do dysku mają tylko członkowie zarządu.",
        good=[
            Good(
                "preserve",
                "### Kopia zapasowa archiwum fotoklubu\n\nRaz w tygodniu – w nocy z niedzieli na poniedziałek – archiwum zdjęć jest kopiowane na dysk sieciowy `nas-foto`. Skrypt startuje automatycznie, a po większej sesji możesz uruchomić go ręcznie:\n\n`./backup.sh --source /mnt/archiwum --keep 8`\n\nDzięki `--keep 8` przechowujemy osiem najnowszych kopii, a starsze są kasowane automatycznie. Gdy ktoś importuje zdjęcia do Lightrooma, nie uruchamiaj skryptu – kopia może wtedy zawierać niekompletne katalogi. Skrypt zakończył się błędem? Napisz na kanale #admin na Slacku. Do dysku dostęp mają wyłącznie członkowie zarządu.",
            ),
            Good(
                "preserve",
                "### Kopia zapasowa archiwum fotoklubu\n\n- **Gdzie:** dysk sieciowy `nas-foto`\n- **Kiedy:** raz w tygodniu, w nocy z niedzieli na poniedziałek (automatycznie)\n- **Ręcznie, np. po większej sesji:** `./backup.sh --source /mnt/archiwum --keep 8`\n- **Retencja:** `--keep 8` zachowuje osiem ostatnich kopii, starsze są usuwane automatycznie\n- **Uwaga:** nie uruchamiaj skryptu podczas importu zdjęć do Lightrooma – kopia może wtedy zawierać niekompletne katalogi\n- **Błędy:** napisz na kanale #admin na Slacku\n- **Dostęp do dysku:** tylko członkowie zarządu",
            ),
            Good(
                "en",
                "### Photo club archive backup\n\nThe photo archive is copied to the `nas-foto` network drive once a week, on the night from Sunday to Monday. The script runs on its own, but after a larger shoot you can run it manually:\n\n`./backup.sh --source /mnt/archiwum --keep 8`\n\nThe `--keep 8` parameter means that we keep the eight most recent copies; older ones are deleted automatically. Do not run the script while someone is importing photos into Lightroom – the backup may then contain incomplete folders. If the script fails, post in the #admin channel on Slack. Only board members have access to the drive.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "### Kopia zapasowa archiwum fotoklubu\n\n",
                        "Kopia zapasowa archiwum fotoklubu\n",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [("nie uruchamiaj skryptu podczas importu", "uruchamiaj skrypt podczas importu")],
                "negation",
            ),
            Slip(2, [("`./backup.sh", "`./backup_photos.sh")], "code"),
        ],
    ),
    Case(
        key="pl-biblioteka-wieliczka-nowe-zasady-wypozyczen",
        source="Od 2 stycznia Biblioteka Publiczna w Wieliczce wydłuża okres wypożyczenia książek z 30 do 45 dni. Jednorazowo można wypożyczyć do 8 pozycji, w tym najwyżej 3 audiobooki. Wypożyczenie można przedłużyć dwa razy przez konto czytelnika, o ile na książkę nie czeka inna osoba. Za każdy dzień zwłoki naliczana jest opłata 0,30 zł za egzemplarz. Czytelnicy z zaległościami powyżej 20 zł nie mogą wypożyczać kolejnych materiałów do czasu uregulowania należności. Zniszczoną lub zgubioną książkę należy odkupić albo zapłacić jej aktualną wartość rynkową. Zwroty można zostawiać całą dobę we wrzutni przy wejściu od ul. Sienkiewicza.",
        good=[
            Good(
                "preserve",
                "Od 2 stycznia książki z Biblioteki Publicznej w Wieliczce wypożyczysz na 45 dni zamiast dotychczasowych 30. Za jednym razem możesz wziąć do 8 pozycji, z czego najwyżej 3 mogą być audiobookami. Wypożyczenie przedłużysz dwukrotnie na swoim koncie czytelnika – chyba że na książkę czeka ktoś inny. Za każdy dzień opóźnienia płacisz 0,30 zł od egzemplarza. Jeśli twoje zaległości przekroczą 20 zł, nie wypożyczysz kolejnych materiałów, dopóki ich nie uregulujesz. Zniszczoną albo zgubioną książkę musisz odkupić lub zapłacić jej aktualną wartość rynkową. Zwroty możesz zostawiać przez całą dobę we wrzutni przy wejściu od ul. Sienkiewicza.",
            ),
            Good(
                "preserve",
                "Zasady wypożyczeń w Bibliotece Publicznej w Wieliczce:\n1. Od 2 stycznia okres wypożyczenia książek wydłuża się z 30 do 45 dni.\n2. Jednorazowo można wypożyczyć maksymalnie 8 pozycji, w tym nie więcej niż 3 audiobooki.\n3. Wypożyczenie można dwukrotnie przedłużyć przez konto czytelnika, jeżeli na daną książkę nie czeka inna osoba.\n4. Opłata za zwłokę wynosi 0,30 zł za egzemplarz za każdy dzień.\n5. Czytelnik z zaległościami przekraczającymi 20 zł nie może wypożyczać kolejnych materiałów, dopóki ich nie ureguluje.\n6. Zniszczoną lub zgubioną książkę należy odkupić bądź zapłacić jej aktualną wartość rynkową.\n7. Zwroty można zostawiać przez całą dobę we wrzutni przy wejściu od ul. Sienkiewicza.",
            ),
            Good(
                "en",
                "From 2 January, the Public Library in Wieliczka is extending the loan period for books from 30 to 45 days. You can borrow up to 8 items at a time, including no more than 3 audiobooks. Loans can be renewed twice through your reader account, provided no one else is waiting for the book. A late fee of PLN 0.30 per item is charged for each day of delay. Readers who owe more than PLN 20 cannot borrow further materials until they have paid. A damaged or lost book must be replaced or paid for at its current market value. Returns can be left at any time of day or night in the book drop by the entrance on ul. Sienkiewicza.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Za każdy dzień opóźnienia płacisz 0,30 zł od egzemplarza. Jeśli twoje zaległości przekroczą 20 zł, nie wypożyczysz kolejnych materiałów, dopóki ich nie uregulujesz.",
                        "For each day of delay you pay PLN 0.30 per item. If your arrears exceed PLN 20, you will not be able to borrow further materials until you have paid them.",
                    )
                ],
                "wrong_language",
            ),
            Slip(1, [("książkę należy odkupić", "książkę można odkupić")], "modality"),
            Slip(2, [("up to 8 items", "up to 10 items")], "number"),
        ],
    ),
    Case(
        key="pl-spadek-liczebnosci-wrobli-w-miastach",
        source="Liczebność wróbla domowego w polskich miastach spadła w latach 2000–2020 prawdopodobnie o około 30%. Takie dane przedstawili ornitolodzy z Uniwersytetu Przyrodniczego we Wrocławiu w artykule opublikowanym w czasopiśmie „Ornis Polonica” (Zielińska i Marek, 2021, 62: 112–128). Autorzy wskazują, że główną przyczyną może być brak miejsc lęgowych po termomodernizacji budynków, choć nie wykluczają też wpływu mniejszej liczby owadów. Jak podkreślają, wyniki opierają się na liczeniach prowadzonych tylko w 12 miastach i nie muszą odzwierciedlać sytuacji na wsi. Zalecają montowanie budek lęgowych na ocieplanych budynkach.",
        good=[
            Good(
                "preserve",
                "W latach 2000–2020 w polskich miastach ubyło prawdopodobnie około 30% wróbli domowych. Takie dane przedstawili ornitolodzy z Uniwersytetu Przyrodniczego we Wrocławiu w artykule w „Ornis Polonica” (Zielińska i Marek, 2021, 62: 112–128). Ich zdaniem główną przyczyną może być to, że po termomodernizacji budynków ptakom brakuje miejsc lęgowych, choć nie wykluczają też, że znaczenie ma mniejsza liczba owadów. Badacze podkreślają, że dane pochodzą z liczeń w zaledwie 12 miastach, więc nie muszą oddawać sytuacji na wsi. Zalecają montowanie budek lęgowych na ocieplanych budynkach.",
            ),
            Good(
                "preserve",
                "Wróbli domowych w polskich miastach ubyło: w latach 2000–2020 ich liczebność spadła prawdopodobnie o ok. 30% – wynika z artykułu Zielińskiej i Marka (2021) z Uniwersytetu Przyrodniczego we Wrocławiu, opublikowanego w „Ornis Polonica” (t. 62, s. 112–128). Jako główną możliwą przyczynę autorzy wskazują brak miejsc lęgowych po termomodernizacji budynków, nie wykluczając również wpływu mniejszej liczby owadów. Podkreślają przy tym, że liczenia prowadzono tylko w 12 miastach, a wyniki nie muszą odzwierciedlać sytuacji na wsi. Zalecają montaż budek lęgowych na ocieplanych budynkach.",
            ),
            Good(
                "en",
                "The house sparrow population in Polish cities probably fell by about 30% between 2000 and 2020. These figures were presented by ornithologists from the Wrocław University of Environmental and Life Sciences in a paper published in Ornis Polonica (Zielińska and Marek, 2021, 62: 112–128). The authors suggest that the main cause may be a lack of nesting sites after buildings were thermally insulated, although they do not rule out the influence of fewer insects. They stress that the results are based on counts carried out in only 12 cities and do not necessarily reflect the situation in the countryside. They recommend installing nest boxes on insulated buildings.",
            ),
        ],
        bad=[
            Slip(0, [("główną przyczyną może być to", "główną przyczyną jest to")], "hedge"),
            Slip(1, [("(t. 62, s. 112–128)", "(t. 26, s. 112–128)")], "citation"),
            Slip(
                2,
                [("in only 12 cities", "in only 12 cities, including Warsaw, Kraków and Poznań,")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-splyw-kajakowy-krutynia-lipiec",
        source="Spływ kajakowy Krutynią na odcinku Sorkwity – Babięta odbędzie się w dniach 11–13 lipca 2025 r. Zbiórka uczestników w piątek o 8:00 na przystani w Sorkwitach. Każdy uczestnik musi umieć pływać i przez cały czas na wodzie mieć zapiętą kamizelkę asekuracyjną. Osoby niepełnoletnie mogą płynąć tylko pod opieką dorosłego. Cena 690 zł obejmuje wypożyczenie kajaka, dwa noclegi na polu namiotowym i transport bagaży. Nie zapewniamy wyżywienia – prowiant trzeba zabrać własny. Na Krutyni obowiązuje zakaz spożywania alkoholu na wodzie. Zgłoszenia przyjmujemy do 30 czerwca lub do wyczerpania miejsc.",
        good=[
            Good(
                "preserve",
                "Zapraszamy na spływ kajakowy Krutynią z Sorkwit do Babięty – od 11 do 13 lipca 2025 r. Zbieramy się w piątek o 8:00 na przystani w Sorkwitach. Musisz umieć pływać, a na wodzie przez cały czas mieć zapiętą kamizelkę asekuracyjną. Niepełnoletni mogą płynąć wyłącznie pod opieką dorosłego. W cenie 690 zł masz wypożyczenie kajaka, dwa noclegi na polu namiotowym i transport bagaży. Wyżywienia nie zapewniamy, więc prowiant musisz zabrać własny. Pamiętaj, że na Krutyni obowiązuje zakaz spożywania alkoholu na wodzie. Zgłoszenia przyjmujemy do 30 czerwca albo do wyczerpania miejsc.",
            ),
            Good(
                "preserve",
                "Spływ Krutynią: Sorkwity – Babięta, 11–13 lipca 2025 r.\nZbiórka: piątek, godz. 8:00, przystań w Sorkwitach.\nCena: 690 zł (wypożyczenie kajaka, 2 noclegi na polu namiotowym, transport bagaży). Wyżywienie nie jest zapewnione – prowiant trzeba zabrać własny.\nWymagania: każdy uczestnik musi umieć pływać i przez cały czas na wodzie mieć zapiętą kamizelkę asekuracyjną. Osoby niepełnoletnie mogą płynąć tylko pod opieką dorosłego.\nNa Krutyni obowiązuje zakaz spożywania alkoholu na wodzie.\nZgłoszenia: do 30 czerwca lub do wyczerpania miejsc.",
            ),
            Good(
                "en",
                "A kayak trip down the Krutynia River from Sorkwity to Babięta will take place on 11–13 July 2025. Participants meet on Friday at 8:00 a.m. at the marina in Sorkwity. Every participant must be able to swim and must keep their life jacket fastened at all times while on the water. Minors may only paddle under the supervision of an adult. The price of PLN 690 covers kayak rental, two nights at a campsite and luggage transport. We do not provide meals, so you need to bring your own food. Drinking alcohol on the water is prohibited on the Krutynia. Registration is open until 30 June or until all places are taken.",
            ),
        ],
        bad=[
            Slip(0, [("Musisz umieć pływać", "Powinieneś umieć pływać")], "modality"),
            Slip(1, [("Zgłoszenia: do 30 czerwca", "Zgłoszenia: do 15 czerwca")], "date"),
            Slip(
                2,
                [
                    (
                        "We do not provide meals, so you need to bring your own food.",
                        "We provide meals, so you do not need to bring your own food.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-piekarnia-zamowienia-wielkanocne-formularz",
        source="Piekarnia Zakwas przyjmuje zamówienia na pieczywo i ciasta wielkanocne do środy 16 kwietnia 2025 r. do godz. 20:00. Zamówienia składa się wyłącznie przez formularz na stronie zakwas-piekarnia.pl/wielkanoc; telefonicznie ich nie przyjmujemy. Przy zamówieniu powyżej 150 zł pobieramy zaliczkę w wysokości 50 zł. Odbiór będzie możliwy w Wielki Piątek i Wielką Sobotę w godzinach 7:00–13:00 w lokalu przy ul. Mickiewicza 21. Mazurki i babki pieczemy w ograniczonej liczbie – w ubiegłym roku zabrakło ich już kilka dni przed terminem, więc radzimy nie zwlekać. Pytania można kierować na adres sklep@zakwas-piekarnia.pl.",
        good=[
            Good(
                "preserve",
                "Chcesz zamówić pieczywo lub ciasta na Wielkanoc w Piekarni Zakwas? Masz czas do środy 16 kwietnia 2025 r., do godziny 20:00. Zamówienie złożysz tylko przez formularz na zakwas-piekarnia.pl/wielkanoc – telefonicznie zamówień nie przyjmujemy. Jeśli zamawiasz za więcej niż 150 zł, wpłacasz 50 zł zaliczki. Zamówienie odbierzesz w Wielki Piątek lub w Wielką Sobotę, między 7:00 a 13:00, w naszym lokalu przy ul. Mickiewicza 21. Mazurki i babki pieczemy w ograniczonej liczbie, a rok temu zabrakło ich już kilka dni przed terminem – radzimy więc nie zwlekać. Pytania wysyłaj na adres sklep@zakwas-piekarnia.pl.",
            ),
            Good(
                "preserve",
                "Zamówienia wielkanocne – Piekarnia Zakwas\n- Termin składania: do środy 16 kwietnia 2025 r., godz. 20:00.\n- Sposób: wyłącznie formularz na stronie zakwas-piekarnia.pl/wielkanoc (zamówień telefonicznych nie przyjmujemy).\n- Zaliczka: 50 zł przy zamówieniach powyżej 150 zł.\n- Odbiór: Wielki Piątek i Wielka Sobota, 7:00–13:00, ul. Mickiewicza 21.\n- Mazurki i babki: liczba ograniczona – w zeszłym roku zabrakło ich już kilka dni przed terminem, dlatego radzimy nie zwlekać.\n- Pytania: sklep@zakwas-piekarnia.pl.",
            ),
            Good(
                "en",
                "Zakwas Bakery is taking orders for Easter bread and cakes until Wednesday 16 April 2025 at 8 p.m. Orders can only be placed through the form at zakwas-piekarnia.pl/wielkanoc; we do not accept them by phone. For orders over PLN 150 we take a deposit of PLN 50. Collection will be possible on Good Friday and Holy Saturday between 7 a.m. and 1 p.m. at our premises at ul. Mickiewicza 21. We bake mazurek cakes and babkas in limited numbers – last year they ran out several days before the deadline, so we advise you not to wait too long. Questions can be sent to sklep@zakwas-piekarnia.pl.",
            ),
        ],
        bad=[
            Slip(0, [("wpłacasz 50 zł zaliczki", "wpłacasz 30 zł zaliczki")], "number"),
            Slip(
                1,
                [
                    (
                        "7:00–13:00, ul. Mickiewicza 21.",
                        "7:00–13:00, ul. Mickiewicza 21 (bezpłatny parking dla klientów na podwórzu).",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("sklep@zakwas-piekarnia.pl", "sklep@zakwas.pl")], "url"),
        ],
    ),
]
