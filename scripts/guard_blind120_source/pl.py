# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 120: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-czarter-jachtu-kaucja-rezygnacja-zaliczka",
        source=(
            "Czarter jachtu rozpoczyna się w sobotę o godzinie 17:00, a kończy w kolejną sobotę o 9:00 w porcie macierzystym w Giżycku. "
            "Przy odbiorze jednostki pobieramy kaucję zwrotną w wysokości 2500 zł, płatną gotówką lub kartą. "
            "Kaucja nie jest pobierana, jeśli wykupisz ubezpieczenie od utraty kaucji za 350 zł za tydzień. "
            "Skipper musi posiadać co najmniej patent żeglarza jachtowego; bez niego nie wydamy jachtu. "
            "Rezygnacja do 30 dni przed rozpoczęciem czarteru oznacza zwrot 70% wpłaconej zaliczki. "
            "Przy późniejszej rezygnacji zaliczka nie podlega zwrotowi, chyba że znajdziemy innego czarterującego na ten sam termin. "
            "Na pokładzie obowiązuje zakaz palenia, a zwierzęta możemy przyjąć wyłącznie po wcześniejszym uzgodnieniu."
        ),
        good=[
            Good(
                "preserve",
                "Najważniejsze warunki czarteru:\n"
                "- Jacht odbierasz w sobotę o 17:00, a oddajesz w następną sobotę o 9:00 – w porcie macierzystym w Giżycku.\n"
                "- Przy odbiorze pobieramy zwrotną kaucję w wysokości 2500 zł (gotówką lub kartą). Nie pobieramy jej, jeśli wykupisz ubezpieczenie od utraty kaucji za 350 zł tygodniowo.\n"
                "- Skipper musi mieć co najmniej patent żeglarza jachtowego – bez niego jachtu nie wydamy.\n"
                "- Jeśli zrezygnujesz do 30 dni przed rozpoczęciem czarteru, zwrócimy Ci 70% wpłaconej zaliczki. Przy późniejszej rezygnacji zaliczka nie jest zwracana, chyba że znajdziemy innego czarterującego na ten sam termin.\n"
                "- Na pokładzie obowiązuje zakaz palenia. Zwierzęta możemy przyjąć wyłącznie po wcześniejszym uzgodnieniu.",
            ),
            Good(
                "preserve",
                "Czarter trwa od soboty, godz. 17:00, do kolejnej soboty, godz. 9:00; jacht wydawany i zwracany jest w porcie macierzystym w Giżycku. "
                "Osoba prowadząca jacht (skipper) musi legitymować się co najmniej patentem żeglarza jachtowego – w przeciwnym razie jednostka nie zostanie wydana. "
                "Przy odbiorze pobierana jest zwrotna kaucja w kwocie 2500 zł, płatna gotówką lub kartą, chyba że czarterujący wykupi ubezpieczenie od utraty kaucji w cenie 350 zł za tydzień. "
                "W razie rezygnacji najpóźniej 30 dni przed początkiem czarteru zwracamy 70% wpłaconej zaliczki; w przypadku późniejszej rezygnacji zaliczka nie podlega zwrotowi, o ile nie znajdziemy innego czarterującego na ten sam termin. "
                "Na pokładzie obowiązuje zakaz palenia. Zwierzęta możemy przyjąć tylko po uprzednim uzgodnieniu.",
            ),
            Good(
                "en",
                "The charter runs from Saturday at 5:00 p.m. to the following Saturday at 9:00 a.m., starting and ending at our home port in Giżycko. "
                "When you pick up the yacht, we take a refundable deposit of PLN 2,500, payable in cash or by card. "
                "No deposit is taken if you buy deposit-loss insurance for PLN 350 per week. "
                "The skipper must hold at least a yacht sailor licence (patent żeglarza jachtowego); without it, we will not hand over the yacht. "
                "If you cancel up to 30 days before the charter begins, you get back 70% of the down payment. "
                "If you cancel later, the down payment is non-refundable unless we find another charterer for the same dates. "
                "Smoking is prohibited on board, and pets can be accepted only if agreed in advance.",
            ),
        ],
        bad=[
            Slip(0, [("zaliczka nie jest zwracana", "zaliczka jest zwracana")], "negation"),
            Slip(
                1,
                [("zwracamy 70% wpłaconej zaliczki", "zwracamy 50% wpłaconej zaliczki")],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "to the following Saturday at 9:00 a.m.",
                        "to the following Sunday at 9:00 a.m.",
                    )
                ],
                "date",
            ),
        ],
    ),
    Case(
        key="pl-szkola-tanca-zapisy-karnet-semestr",
        source=(
            "Zapisy na kursy tańca towarzyskiego w semestrze zimowym ruszają 2 września 2025 r. i prowadzimy je wyłącznie przez formularz na stronie www.krokwbok.pl/zapisy. "
            "Kurs dla początkujących obejmuje 12 zajęć po 60 minut i kosztuje 540 zł od pary. "
            "Można też kupić karnet na 4 wejścia za 200 zł, ważny 30 dni od pierwszych zajęć. "
            "Nieobecność należy zgłosić najpóźniej 24 godziny przed zajęciami – tylko wtedy możemy zaproponować odrabianie w innej grupie. "
            "Na zajęcia warto zabrać wygodne obuwie na gładkiej podeszwie; obuwie sportowe z bieżnikiem nie jest dopuszczone na parkiet. "
            "Pytania prosimy kierować na adres biuro@krokwbok.pl."
        ),
        good=[
            Good(
                "preserve",
                "Zapisy na zimowy semestr kursów tańca towarzyskiego startują 2 września 2025 r. Zapisać się możesz tylko przez formularz na www.krokwbok.pl/zapisy.\n\n"
                "Kurs dla początkujących to 12 zajęć po 60 minut – para płaci za niego 540 zł. Jeśli wolisz, możesz kupić karnet na 4 wejścia za 200 zł; jest ważny przez 30 dni od pierwszych zajęć.\n\n"
                "Nieobecność trzeba zgłosić najpóźniej 24 godziny przed zajęciami – tylko wtedy możemy zaproponować Ci odrabianie w innej grupie.\n\n"
                "Na zajęcia warto wziąć wygodne buty na gładkiej podeszwie. Obuwie sportowe z bieżnikiem nie jest dopuszczone na parkiet.\n\n"
                "Masz pytania? Napisz na biuro@krokwbok.pl.",
            ),
            Good(
                "preserve",
                "Semestr zimowy – kursy tańca towarzyskiego\n"
                "1. Zapisy: od 2 września 2025 r., wyłącznie przez formularz dostępny pod adresem www.krokwbok.pl/zapisy.\n"
                "2. Kurs dla początkujących: 12 zajęć po 60 minut, cena 540 zł za parę.\n"
                "3. Karnet: 4 wejścia za 200 zł, ważny przez 30 dni od pierwszych zajęć.\n"
                "4. Nieobecności: należy je zgłaszać najpóźniej 24 godziny przed zajęciami; jedynie w takim przypadku możemy zaproponować odrabianie w innej grupie.\n"
                "5. Obuwie: zalecamy wygodne buty na gładkiej podeszwie; obuwie sportowe z bieżnikiem nie jest dopuszczone na parkiet.\n"
                "6. Kontakt: biuro@krokwbok.pl.",
            ),
            Good(
                "en",
                "Registration for ballroom dance courses in the winter semester opens on 2 September 2025 and is handled only through the form at www.krokwbok.pl/zapisy. "
                "The beginners' course consists of 12 sessions of 60 minutes each and costs PLN 540 per couple. "
                "You can also buy a 4-class pass for PLN 200, valid for 30 days from your first class. "
                "Absences must be reported at least 24 hours before the class – only then can we offer a make-up session with another group. "
                "It is a good idea to bring comfortable shoes with smooth soles; sports shoes with treaded soles are not allowed on the dance floor. "
                "Please send any questions to biuro@krokwbok.pl.",
            ),
        ],
        bad=[
            Slip(0, [("Nieobecność trzeba zgłosić", "Nieobecność warto zgłosić")], "modality"),
            Slip(1, [("12 zajęć po 60 minut", "10 zajęć po 60 minut")], "number"),
            Slip(
                2,
                [("the form at www.krokwbok.pl/zapisy", "the form at www.krokwbok.pl/kontakt")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-skup-zlomu-ceny-przelew-kable",
        source=(
            "Skup złomu przy ul. Przemysłowej 14 przyjmuje stal, miedź, aluminium i mosiądz od poniedziałku do piątku w godz. 7:00–16:00. "
            "Zgodnie z ustawą z 20 stycznia 2005 r. o recyklingu pojazdów wycofanych z eksploatacji nie przyjmujemy samochodów ani ich części bez dokumentów potwierdzających pochodzenie. "
            "Za złom kupiony od osób fizycznych płacimy wyłącznie przelewem, co wynika z art. 19 ust. 2 ustawy – Prawo przedsiębiorców. "
            "Przy każdej transakcji musimy spisać dane z dowodu osobistego. "
            "Aktualnie płacimy 32,50 zł/kg za miedź i 0,85 zł/kg za złom stalowy. "
            "Kabli w izolacji nie przyjmujemy, chyba że ich masa przekracza 50 kg – wtedy wycenimy je indywidualnie."
        ),
        good=[
            Good(
                "preserve",
                "Skup złomu – ul. Przemysłowa 14\n"
                "- Przyjmujemy: stal, miedź, aluminium, mosiądz.\n"
                "- Godziny otwarcia: poniedziałek–piątek, 7:00–16:00.\n"
                "- Aktualne ceny: miedź 32,50 zł/kg, złom stalowy 0,85 zł/kg.\n"
                "- Samochodów ani ich części bez dokumentów potwierdzających pochodzenie nie przyjmujemy – tak stanowi ustawa z 20 stycznia 2005 r. o recyklingu pojazdów wycofanych z eksploatacji.\n"
                "- Płatność dla osób fizycznych: wyłącznie przelewem (art. 19 ust. 2 ustawy – Prawo przedsiębiorców).\n"
                "- Przy każdej transakcji musimy spisać dane z Twojego dowodu osobistego.\n"
                "- Kable w izolacji: nie przyjmujemy, chyba że ich masa przekracza 50 kg – wtedy wycenimy je indywidualnie.",
            ),
            Good(
                "preserve",
                "Stal, miedź, aluminium i mosiądz skupujemy przy ul. Przemysłowej 14, od poniedziałku do piątku między 7:00 a 16:00. "
                "Obecnie za kilogram miedzi płacimy 32,50 zł, a za kilogram złomu stalowego 0,85 zł. "
                "Osobom fizycznym wypłacamy należność wyłącznie przelewem – wymaga tego art. 19 ust. 2 ustawy – Prawo przedsiębiorców – a przy każdej transakcji musimy spisać dane z dowodu osobistego. "
                "Nie skupujemy samochodów ani ich części, do których brak dokumentów potwierdzających pochodzenie; wynika to z ustawy z 20 stycznia 2005 r. o recyklingu pojazdów wycofanych z eksploatacji. "
                "Kable w izolacji przyjmujemy tylko wtedy, gdy ich masa przekracza 50 kg, i wyceniamy je wówczas indywidualnie.",
            ),
            Good(
                "en",
                "Our scrap yard at ul. Przemysłowa 14 buys steel, copper, aluminium and brass Monday to Friday, 7:00 a.m. to 4:00 p.m. "
                "Under the Act of 20 January 2005 on the recycling of end-of-life vehicles, we do not accept cars or car parts without documents proving their origin. "
                "Scrap bought from private individuals is paid for by bank transfer only, as required by Article 19(2) of the Entrepreneurs' Law. "
                "We must record the details from your ID card for every transaction. "
                "Our current prices are PLN 32.50/kg for copper and PLN 0.85/kg for steel scrap. "
                "We do not accept insulated cables unless they weigh more than 50 kg, in which case we will price them individually.",
            ),
        ],
        bad=[
            Slip(0, [("(art. 19 ust. 2 ustawy", "(art. 21 ust. 2 ustawy")], "legal_reference"),
            Slip(1, [("gdy ich masa przekracza 50 kg", "gdy ich masa przekracza 20 kg")], "number"),
            Slip(
                2,
                [("we do not accept cars or car parts", "we accept cars or car parts")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-serwis-wind-badanie-udt-komunikat",
        source=(
            "Informujemy, że badanie okresowe dźwigu osobowego w budynku przy ul. Lipowej 8 przeprowadzi inspektor UDT we wtorek 14 października 2025 r. w godz. 9:00–12:00. "
            "W tym czasie winda będzie wyłączona z eksploatacji. "
            "Zgodnie z rozporządzeniem Ministra Przedsiębiorczości i Technologii z dnia 30 października 2018 r. (Dz.U. 2018 poz. 2176) konserwacja dźwigu musi być wykonywana nie rzadziej niż co 30 dni, a badanie okresowe – raz w roku. "
            "Mieszkańców prosimy, aby w dniu badania nie blokowali drzwi kabiny i nie pozostawiali przedmiotów na podestach. "
            "Osoby, które potrzebują pomocy przy wejściu na wyższe piętra, powinny zgłosić to administracji do 10 października."
        ),
        good=[
            Good(
                "preserve",
                "Uwaga, mieszkańcy ul. Lipowej 8!\n\n"
                "We wtorek 14 października 2025 r. między 9:00 a 12:00 inspektor UDT przeprowadzi badanie okresowe dźwigu osobowego – w tym czasie winda nie będzie działać.\n\n"
                "Prosimy, by w dniu badania nie blokować drzwi kabiny i nie zostawiać przedmiotów na podestach. Osoby potrzebujące pomocy przy wejściu na wyższe piętra powinny zgłosić to administracji do 10 października.\n\n"
                "Przypominamy: rozporządzenie Ministra Przedsiębiorczości i Technologii z dnia 30 października 2018 r. (Dz.U. 2018 poz. 2176) wymaga, by konserwacja dźwigu odbywała się nie rzadziej niż co 30 dni, a badanie okresowe – raz w roku.",
            ),
            Good(
                "preserve",
                "Dźwig osobowy w budynku przy ul. Lipowej 8 zostanie wyłączony z eksploatacji we wtorek 14 października 2025 r. w godzinach 9:00–12:00, ponieważ inspektor UDT przeprowadzi wtedy jego badanie okresowe. "
                "Rozporządzenie Ministra Przedsiębiorczości i Technologii z dnia 30 października 2018 r. (Dz.U. 2018 poz. 2176) nakłada obowiązek konserwacji dźwigu co najmniej raz na 30 dni oraz badania okresowego raz w roku. "
                "W dniu badania prosimy nie blokować drzwi kabiny ani nie pozostawiać przedmiotów na podestach. "
                "Mieszkańcy potrzebujący pomocy przy wejściu na wyższe piętra powinni zgłosić ten fakt administracji do 10 października.",
            ),
            Good(
                "en",
                "Please note that an inspector from UDT (the Office of Technical Inspection) will carry out the periodic inspection of the passenger lift at ul. Lipowa 8 on Tuesday, 14 October 2025, between 9:00 and 12:00. "
                "The lift will be out of service during that time. "
                "Under the Regulation of the Minister of Entrepreneurship and Technology of 30 October 2018 (Journal of Laws 2018, item 2176), the lift must be serviced at least every 30 days and inspected periodically once a year. "
                "On the day of the inspection, residents are asked not to block the car doors and not to leave objects on the landings. "
                "Anyone who needs help getting to the upper floors should let the building management know by 10 October.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("administracji do 10 października", "administracji do 12 października")],
                "date",
            ),
            Slip(1, [("(Dz.U. 2018 poz. 2176)", "(Dz.U. 2018 poz. 2167)")], "legal_reference"),
            Slip(2, [("the lift must be serviced", "the lift should be serviced")], "modality"),
        ],
    ),
    Case(
        key="pl-laboratorium-wody-azotany-studnia-sprawozdanie",
        source=(
            "Sprawozdanie z badania próbki wody ze studni głębinowej pobranej 3 czerwca 2025 r. wykazało stężenie azotanów na poziomie 62 mg/l, czyli powyżej wartości dopuszczalnej 50 mg/l. "
            "Woda w obecnym stanie nie nadaje się do picia przez niemowlęta i kobiety w ciąży. "
            "Najbardziej prawdopodobnym źródłem zanieczyszczenia jest nawożenie pól w pobliżu ujęcia, choć nie można wykluczyć nieszczelnego szamba. "
            "Bakterie grupy coli nie zostały wykryte. "
            "Zalecamy powtórzenie badania za około 3 miesiące oraz rozważenie instalacji filtra odwróconej osmozy, który usuwa zwykle 85–95% azotanów. "
            "Gotowanie wody nie obniża stężenia azotanów, a wręcz może je nieznacznie zwiększyć."
        ),
        good=[
            Good(
                "preserve",
                "Próbka wody z Twojej studni głębinowej, pobrana 3 czerwca 2025 r., zawierała 62 mg/l azotanów. To więcej niż dopuszczalne 50 mg/l, dlatego w obecnym stanie woda nie nadaje się do picia dla niemowląt i kobiet w ciąży. Bakterii grupy coli nie wykryto.\n\n"
                "Skąd azotany? Najprawdopodobniej z nawożenia pól w pobliżu ujęcia, ale nie można wykluczyć nieszczelnego szamba.\n\n"
                "Co dalej? Zalecamy powtórzyć badanie za mniej więcej 3 miesiące i rozważyć montaż filtra odwróconej osmozy – zwykle usuwa on 85–95% azotanów. "
                "Gotowanie nie pomoże: nie obniża stężenia azotanów, a nawet może je nieznacznie podnieść.",
            ),
            Good(
                "preserve",
                "W próbce wody ze studni głębinowej, pobranej 3 czerwca 2025 r., stwierdzono 62 mg/l azotanów, co przekracza wartość dopuszczalną wynoszącą 50 mg/l; obecności bakterii grupy coli nie stwierdzono. "
                "W tym stanie woda nie jest odpowiednia do picia dla niemowląt ani kobiet w ciąży. "
                "Za najbardziej prawdopodobne źródło zanieczyszczenia uznajemy nawożenie pól sąsiadujących z ujęciem, przy czym nie można wykluczyć nieszczelnego szamba. "
                "Gotowanie nie zmniejsza stężenia azotanów – może je nawet nieznacznie zwiększyć. "
                "Rekomendujemy ponowne badanie po upływie około 3 miesięcy i rozważenie instalacji filtra odwróconej osmozy, który zazwyczaj usuwa 85–95% azotanów.",
            ),
            Good(
                "en",
                "The analysis of a water sample from the deep well, taken on 3 June 2025, showed a nitrate concentration of 62 mg/l, above the permissible value of 50 mg/l. "
                "In its current state, the water is not suitable for drinking by infants or pregnant women. "
                "The most likely source of contamination is the fertilisation of fields near the well, although a leaking septic tank cannot be ruled out. "
                "No coliform bacteria were detected. "
                "We recommend repeating the test in about 3 months and considering a reverse osmosis filter, which typically removes 85–95% of nitrates. "
                "Boiling the water does not lower the nitrate concentration and may even raise it slightly.",
            ),
        ],
        bad=[
            Slip(0, [("Najprawdopodobniej z nawożenia pól", "Z nawożenia pól")], "hedge"),
            Slip(
                1,
                [("zazwyczaj usuwa 85–95% azotanów", "zazwyczaj usuwa 95–99% azotanów")],
                "number",
            ),
            Slip(
                2,
                [("No coliform bacteria were detected.", "Coliform bacteria were detected.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-schronisko-gorskie-noclegi-przerwa-gotowka",
        source=(
            "Schronisko na Hali Jaworowej jest czynne przez cały rok, z wyjątkiem przerwy technicznej od 3 do 14 listopada. "
            "Rezerwacje noclegów przyjmujemy telefonicznie pod numerem 33 812 45 60 codziennie od 8:00 do 20:00; nie odpowiadamy na rezerwacje wysyłane SMS-em. "
            "Miejsce na podłodze (tzw. gleba) przysługuje turystom bez rezerwacji tylko wtedy, gdy dojście do innego obiektu przed zmrokiem jest niemożliwe. "
            "Cisza nocna obowiązuje od 22:00 do 6:00. "
            "Zimą szlak z Przełęczy Kowalskiej bywa zagrożony lawinami, dlatego przed wyjściem sprawdź komunikat GOPR. "
            "Nie prowadzimy sprzedaży kartą – kuchnia przyjmuje wyłącznie gotówkę."
        ),
        good=[
            Good(
                "preserve",
                "Schronisko na Hali Jaworowej – informacje praktyczne\n"
                "- Otwarte przez cały rok; przerwa techniczna trwa od 3 do 14 listopada.\n"
                "- Rezerwacje noclegów: telefonicznie pod numerem 33 812 45 60, codziennie 8:00–20:00. Na rezerwacje wysyłane SMS-em nie odpowiadamy.\n"
                "- Miejsce na podłodze (tzw. gleba) bez rezerwacji: wyłącznie wtedy, gdy przed zmrokiem nie da się dojść do innego obiektu.\n"
                "- Cisza nocna: 22:00–6:00.\n"
                "- Płatności: kart nie przyjmujemy, w kuchni zapłacisz tylko gotówką.\n"
                "- Zimą szlak z Przełęczy Kowalskiej bywa zagrożony lawinami – zanim wyjdziesz, sprawdź komunikat GOPR.",
            ),
            Good(
                "preserve",
                "Zapraszamy do schroniska na Hali Jaworowej przez cały rok – zamykamy się tylko na przerwę techniczną od 3 do 14 listopada. "
                "Nocleg zarezerwujesz telefonicznie pod numerem 33 812 45 60, codziennie w godzinach 8:00–20:00 (na SMS-y z rezerwacjami nie odpowiadamy). "
                "Jeśli przyjdziesz bez rezerwacji, miejsce na podłodze, czyli tzw. glebę, dostaniesz tylko wtedy, gdy przed zmrokiem nie da się już dojść do innego obiektu. "
                "Od 22:00 do 6:00 obowiązuje cisza nocna. "
                "Pamiętaj o gotówce: nie prowadzimy sprzedaży kartą, a kuchnia przyjmuje wyłącznie gotówkę. "
                "Zimą szlak z Przełęczy Kowalskiej bywa zagrożony lawinami, więc przed wyjściem sprawdź komunikat GOPR.",
            ),
            Good(
                "en",
                "The Hala Jaworowa mountain hut is open all year round, except for a maintenance break from 3 to 14 November. "
                "Overnight stays can be booked by phone at 33 812 45 60, every day from 8:00 a.m. to 8:00 p.m.; we do not respond to bookings sent by text message. "
                'Walkers without a booking are entitled to a place on the floor (the so-called "gleba") only if it is impossible to reach another shelter before dark. '
                "Quiet hours are from 10:00 p.m. to 6:00 a.m. "
                "In winter, the trail from Przełęcz Kowalska is sometimes at risk of avalanches, so check the GOPR bulletin before you set out. "
                "We do not accept card payments – the kitchen takes cash only.",
            ),
        ],
        bad=[
            Slip(0, [("od 3 do 14 listopada", "od 3 do 24 listopada")], "date"),
            Slip(
                1,
                [
                    (
                        "(na SMS-y z rezerwacjami nie odpowiadamy)",
                        "(odpowiadamy też na SMS-y z rezerwacjami)",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "the kitchen takes cash only.",
                        "the kitchen takes cash only, and the nearest cash machine is in the village at the foot of the trail.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-hodowla-hucul-stadnina-populacja-zrebieta",
        source=(
            "Konie huculskie to niewielka, górska rasa wywodząca się z Karpat Wschodnich; wysokość w kłębie wynosi zazwyczaj od 132 do 145 cm. "
            "Według pracy Kowalczyk i Nowaka (2019) opublikowanej w „Rocznikach Naukowych Zootechniki” (t. 46, s. 113–124) populacja hodowlana w Polsce liczy prawdopodobnie około 1500 klaczy. "
            "Nasza stadnina w Wetlinie prowadzi hodowlę od 1996 roku i uczestniczy w programie ochrony zasobów genetycznych. "
            "Hucuły są uważane za jedne z najbardziej wytrzymałych koni w Europie, choć ich temperament bywa różnie oceniany. "
            "Źrebięta sprzedajemy nie wcześniej niż w wieku 6 miesięcy, wyłącznie z paszportem i wpisem do księgi stadnej."
        ),
        good=[
            Good(
                "preserve",
                "Hucuł to niewielki koń górski pochodzący z Karpat Wschodnich, mierzący w kłębie zwykle 132–145 cm. "
                "Uchodzi za jedną z najbardziej wytrzymałych ras w Europie, choć opinie o jego temperamencie bywają różne. "
                "Jak piszą Kowalczyk i Nowak (2019) w „Rocznikach Naukowych Zootechniki” (t. 46, s. 113–124), polska populacja hodowlana liczy prawdopodobnie około 1500 klaczy. "
                "W naszej stadninie w Wetlinie hodujemy hucuły od 1996 roku i bierzemy udział w programie ochrony zasobów genetycznych. "
                "Źrebięta sprzedajemy w wieku co najmniej 6 miesięcy i wyłącznie z paszportem oraz wpisem do księgi stadnej.",
            ),
            Good(
                "preserve",
                "Konie huculskie pochodzą z Karpat Wschodnich. To mała rasa górska – w kłębie mierzą zazwyczaj od 132 do 145 cm – uznawana za jedną z najbardziej wytrzymałych w Europie, choć ich temperament oceniany bywa różnie. "
                "Jak podają Kowalczyk i Nowak (2019, „Roczniki Naukowe Zootechniki”, t. 46, s. 113–124), w polskiej hodowli jest prawdopodobnie około 1500 klaczy. "
                "Hodujemy hucuły w Wetlinie od 1996 roku i uczestniczymy w programie ochrony zasobów genetycznych. "
                "Źrebięta sprzedajemy nie wcześniej niż w wieku 6 miesięcy, tylko z paszportem i wpisem do księgi stadnej.",
            ),
            Good(
                "en",
                "Hucul horses are a small mountain breed originating in the Eastern Carpathians, usually standing 132 to 145 cm at the withers. "
                "According to Kowalczyk and Nowak (2019), writing in Roczniki Naukowe Zootechniki (vol. 46, pp. 113–124), the breeding population in Poland probably numbers about 1,500 mares. "
                "Our stud in Wetlina has been breeding Huculs since 1996 and takes part in the genetic resources conservation programme. "
                "Huculs are considered among the hardiest horses in Europe, although opinions on their temperament vary. "
                "We sell foals no earlier than at 6 months of age, and only with a passport and an entry in the stud book.",
            ),
        ],
        bad=[
            Slip(0, [("Kowalczyk i Nowak (2019)", "Kowalczyk i Nowak (2016)")], "citation"),
            Slip(1, [("jest prawdopodobnie około 1500 klaczy", "jest 1500 klaczy")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Our stud in Wetlina has been",
                        "Our stud in Wetlina, run by the Zając family, has been",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-pracownia-witrazy-warsztaty-tiffany-sobota",
        source=(
            "## Warsztaty witrażu metodą Tiffany'ego\n\n"
            "Zajęcia odbywają się w soboty od 10:00 do 15:00 w naszej pracowni przy ul. Szklarskiej 3.\n\n"
            "- W cenie 380 zł zapewniamy szkło, miedzianą taśmę, cynę i narzędzia.\n"
            "- Każdy uczestnik wykona własny panel o wymiarach ok. 20 × 20 cm.\n"
            "- Grupa liczy maksymalnie 6 osób.\n\n"
            "**Ważne:** podczas cięcia szkła trzeba nosić okulary ochronne. "
            "Osoby poniżej 16. roku życia mogą uczestniczyć wyłącznie z opiekunem. "
            "Nie zalecamy udziału kobietom w ciąży ze względu na opary przy lutowaniu. "
            "Gotowy witraż można odebrać po tygodniu, gdy zostanie spatynowany i oczyszczony."
        ),
        good=[
            Good(
                "preserve",
                "## Warsztaty witrażu metodą Tiffany'ego\n\n"
                "Zapraszamy w soboty w godz. 10:00–15:00 do naszej pracowni przy ul. Szklarskiej 3.\n\n"
                "- Cena to 380 zł – obejmuje szkło, miedzianą taśmę, cynę i narzędzia.\n"
                "- Wykonasz własny panel o wymiarach ok. 20 × 20 cm.\n"
                "- W grupie jest najwyżej 6 osób.\n\n"
                "**Ważne:**\n"
                "- Przy cięciu szkła trzeba nosić okulary ochronne.\n"
                "- Osoby poniżej 16. roku życia mogą wziąć udział tylko z opiekunem.\n"
                "- Kobietom w ciąży nie zalecamy udziału z powodu oparów przy lutowaniu.\n"
                "- Gotowy witraż możesz odebrać po tygodniu – gdy zostanie spatynowany i oczyszczony.",
            ),
            Good(
                "preserve",
                "## Warsztaty witrażu metodą Tiffany'ego\n\n"
                "Termin i miejsce: soboty, 10:00–15:00, pracownia przy ul. Szklarskiej 3.\n\n"
                "- Koszt udziału wynosi 380 zł i obejmuje szkło, miedzianą taśmę, cynę oraz narzędzia.\n"
                "- Każdy uczestnik przygotowuje własny panel o wymiarach ok. 20 × 20 cm.\n"
                "- Maksymalna liczebność grupy to 6 osób.\n\n"
                "**Ważne:** w trakcie cięcia szkła obowiązkowe jest noszenie okularów ochronnych. "
                "Osoby poniżej 16. roku życia mogą uczestniczyć jedynie w towarzystwie opiekuna. "
                "Ze względu na opary powstające przy lutowaniu nie zalecamy udziału kobietom w ciąży. "
                "Gotowy witraż można odebrać po tygodniu, po jego spatynowaniu i oczyszczeniu.",
            ),
            Good(
                "en",
                "## Tiffany-method stained glass workshops\n\n"
                "Workshops take place on Saturdays from 10:00 to 15:00 at our studio at ul. Szklarska 3.\n\n"
                "- The price of PLN 380 includes glass, copper foil tape, solder and tools.\n"
                "- Each participant makes their own panel measuring approx. 20 × 20 cm.\n"
                "- Groups are limited to a maximum of 6 people.\n\n"
                "**Important:** safety glasses must be worn while cutting glass. "
                "Participants under 16 may take part only when accompanied by a guardian. "
                "We do not recommend the workshop for pregnant women because of the fumes given off during soldering. "
                "The finished panel can be collected after a week, once it has been patinated and cleaned.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "## Warsztaty witrażu metodą Tiffany'ego\n\n",
                        "Warsztaty witrażu metodą Tiffany'ego\n\n",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "obowiązkowe jest noszenie okularów ochronnych",
                        "zalecane jest noszenie okularów ochronnych",
                    )
                ],
                "modality",
            ),
            Slip(
                2, [("We do not recommend the workshop", "We recommend the workshop")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-przeprowadzki-wycena-ubezpieczenie-pakowanie-termin",
        source=(
            "Bezpłatną wycenę przeprowadzki przygotujemy po wypełnieniu formularza na stronie https://przeprowadzki-sowa.pl/wycena lub po wizycie naszego pracownika. "
            "Przy przeprowadzce mieszkania do 50 m² na terenie Krakowa zwykle wystarcza jedna ekipa czterech osób i samochód o ładowności 3,5 t. "
            "Każdy transport jest ubezpieczony do kwoty 100 000 zł. "
            "Rzeczy kruche i elektronikę należy spakować w oryginalne kartony albo przekazać do zapakowania naszym pracownikom – za tę usługę doliczamy 150 zł. "
            "Termin można zmienić bez opłat najpóźniej 7 dni przed przeprowadzką. "
            "Płatność następuje po zakończeniu rozładunku, gotówką lub przelewem."
        ),
        good=[
            Good(
                "preserve",
                "Ile kosztuje wycena? Nic – przygotujemy ją bezpłatnie po wypełnieniu formularza na https://przeprowadzki-sowa.pl/wycena albo po wizycie naszego pracownika.\n\n"
                "Jaka ekipa jest potrzebna? Przy mieszkaniu do 50 m² w Krakowie zwykle wystarczy jedna czteroosobowa ekipa i samochód o ładowności 3,5 t.\n\n"
                "Czy transport jest ubezpieczony? Tak, każdy – do kwoty 100 000 zł.\n\n"
                "Co z rzeczami kruchymi i elektroniką? Trzeba je spakować w oryginalne kartony albo przekazać do zapakowania naszym pracownikom (dopłata 150 zł).\n\n"
                "Czy mogę zmienić termin? Tak, bez opłat, najpóźniej 7 dni przed przeprowadzką.\n\n"
                "Kiedy płacę? Po zakończeniu rozładunku – gotówką lub przelewem.",
            ),
            Good(
                "preserve",
                "Wycena przeprowadzki jest bezpłatna; sporządzamy ją na podstawie formularza dostępnego pod adresem https://przeprowadzki-sowa.pl/wycena lub po wizycie naszego pracownika. "
                "W przypadku mieszkania o powierzchni do 50 m² na terenie Krakowa z reguły wystarcza jedna czteroosobowa ekipa oraz pojazd o ładowności 3,5 t. "
                "Każdy transport objęty jest ubezpieczeniem do kwoty 100 000 zł. "
                "Przedmioty kruche i sprzęt elektroniczny należy zapakować w oryginalne kartony lub powierzyć ich zapakowanie naszym pracownikom, co wiąże się z dopłatą 150 zł. "
                "Zmiana terminu jest możliwa bez opłat najpóźniej na 7 dni przed przeprowadzką. "
                "Zapłata następuje po zakończeniu rozładunku, gotówką albo przelewem.",
            ),
            Good(
                "en",
                "We will prepare a free moving quote once you fill in the form at https://przeprowadzki-sowa.pl/wycena or after a visit from one of our staff. "
                "For a flat of up to 50 m² within Kraków, one crew of four and a vehicle with a 3.5-tonne payload are usually enough. "
                "Every transport is insured up to PLN 100,000. "
                "Fragile items and electronics must be packed in their original boxes or handed over to our team for packing, which costs an extra PLN 150. "
                "You can change the date free of charge no later than 7 days before the move. "
                "Payment is due once unloading is complete, in cash or by bank transfer.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("https://przeprowadzki-sowa.pl/wycena", "https://przeprowadzki-sowa.pl/kontakt")],
                "url",
            ),
            Slip(1, [("do kwoty 100 000 zł", "do kwoty 10 000 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "must be packed in their original boxes",
                        "should ideally be packed in their original boxes",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-kominiarz-kontrola-przewodow-przypomnienie-jesien",
        source=(
            "Przypominamy, że zgodnie z art. 62 ust. 1 pkt 1 lit. c ustawy – Prawo budowlane właściciel budynku ma obowiązek co najmniej raz w roku zlecić kontrolę przewodów kominowych. "
            "Z kolei § 34 rozporządzenia MSWiA z 7 czerwca 2010 r. w sprawie ochrony przeciwpożarowej budynków nakazuje czyszczenie przewodów od palenisk na paliwo stałe co najmniej raz na 3 miesiące. "
            "Nasze terminy na jesień zapełniają się szybko, dlatego zgłoszenia przyjmujemy do 30 września. "
            "Protokół z przeglądu wystawiamy na miejscu. "
            "Nie wykonujemy przeglądów, jeśli kocioł pracuje – musi być wygaszony co najmniej 4 godziny wcześniej. "
            "Brak aktualnego protokołu może skutkować odmową wypłaty odszkodowania przez ubezpieczyciela."
        ),
        good=[
            Good(
                "preserve",
                "Kontrola kominów – co warto wiedzieć:\n"
                "1. Właściciel budynku ma obowiązek co najmniej raz w roku zlecić kontrolę przewodów kominowych (art. 62 ust. 1 pkt 1 lit. c ustawy – Prawo budowlane).\n"
                "2. Przewody od palenisk na paliwo stałe trzeba czyścić co najmniej raz na 3 miesiące – nakazuje to § 34 rozporządzenia MSWiA z 7 czerwca 2010 r. w sprawie ochrony przeciwpożarowej budynków.\n"
                "3. Jesienne terminy szybko się zapełniają, więc zgłoszenia przyjmujemy do 30 września.\n"
                "4. Kocioł musi być wygaszony co najmniej 4 godziny przed przeglądem – przy pracującym kotle przeglądu nie wykonamy.\n"
                "5. Protokół wystawiamy na miejscu. Pamiętaj, że bez aktualnego protokołu ubezpieczyciel może odmówić wypłaty odszkodowania.",
            ),
            Good(
                "preserve",
                "Jako właściciel budynku masz obowiązek co najmniej raz w roku zlecić kontrolę przewodów kominowych – wynika to z art. 62 ust. 1 pkt 1 lit. c ustawy – Prawo budowlane. "
                "Przewody od palenisk na paliwo stałe trzeba dodatkowo czyścić nie rzadziej niż raz na 3 miesiące (§ 34 rozporządzenia MSWiA z 7 czerwca 2010 r. w sprawie ochrony przeciwpożarowej budynków). "
                "Pamiętaj też, że brak aktualnego protokołu może skutkować odmową wypłaty odszkodowania przez ubezpieczyciela. "
                "Protokół wystawiamy od razu na miejscu. "
                "Kocioł musi być wygaszony co najmniej 4 godziny przed naszą wizytą – gdy pracuje, przeglądu nie przeprowadzimy. "
                "Jesienią terminy szybko się kończą, dlatego zgłoszenia przyjmujemy do 30 września.",
            ),
            Good(
                "en",
                "Please remember that under Article 62(1)(1)(c) of the Construction Law, building owners are required to have their chimney flues inspected at least once a year. "
                "In addition, § 34 of the Regulation of the Minister of the Interior and Administration of 7 June 2010 on fire protection of buildings requires flues serving solid-fuel appliances to be cleaned at least once every 3 months. "
                "Our autumn slots fill up quickly, so we accept bookings until 30 September. "
                "We issue the inspection report on site. "
                "We do not carry out inspections while the boiler is running – it must be put out at least 4 hours beforehand. "
                "Not having a current report may lead the insurer to refuse to pay compensation.",
            ),
        ],
        bad=[
            Slip(0, [("§ 34 rozporządzenia", "§ 43 rozporządzenia")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "zgłoszenia przyjmujemy do 30 września",
                        "zgłoszenia przyjmujemy do 30 października",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [("We do not carry out inspections while", "We also carry out inspections while")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-readme-fakturka-export-cli-instalacja",
        source=(
            "# fakturka-export\n\n"
            "Narzędzie wiersza poleceń do eksportu faktur z systemu Fakturka do plików CSV.\n\n"
            "## Instalacja\n\n"
            "Wymagany jest Python 3.10 lub nowszy:\n\n"
            "```\npip install fakturka-export==2.4.1\n```\n\n"
            "## Użycie\n\n"
            "Token API musisz ustawić w zmiennej środowiskowej `FAKTURKA_TOKEN`. Następnie uruchom:\n\n"
            "```\nfakturka-export --od 2025-01-01 --do 2025-03-31 --format csv\n```\n\n"
            "Domyślnie pliki trafiają do katalogu `./eksport`. "
            "Opcja `--nadpisz` pozwala zastąpić istniejące pliki; bez niej narzędzie nie nadpisze żadnego pliku. "
            "Możesz pobrać maksymalnie 500 faktur w jednym wywołaniu."
        ),
        good=[
            Good(
                "preserve",
                "# fakturka-export\n\n"
                "Eksportuje faktury z systemu Fakturka do plików CSV – prosto z wiersza poleceń.\n\n"
                "## Instalacja\n\n"
                "Potrzebujesz Pythona w wersji 3.10 lub nowszej:\n\n"
                "```\npip install fakturka-export==2.4.1\n```\n\n"
                "## Użycie\n\n"
                "1. Ustaw token API w zmiennej środowiskowej `FAKTURKA_TOKEN` (to obowiązkowe).\n"
                "2. Uruchom eksport:\n\n"
                "```\nfakturka-export --od 2025-01-01 --do 2025-03-31 --format csv\n```\n\n"
                "Pliki są domyślnie zapisywane w katalogu `./eksport`. "
                "Istniejących plików narzędzie nie nadpisuje, chyba że dodasz opcję `--nadpisz`. "
                "W jednym wywołaniu pobierzesz najwyżej 500 faktur.",
            ),
            Good(
                "preserve",
                "# fakturka-export\n\n"
                "CLI do eksportu faktur z systemu Fakturka do plików CSV.\n\n"
                "## Instalacja\n\n"
                "Wymaga Pythona 3.10 lub nowszego.\n\n"
                "```\npip install fakturka-export==2.4.1\n```\n\n"
                "## Użycie\n\n"
                "Token API musi być ustawiony w zmiennej środowiskowej `FAKTURKA_TOKEN`. Przykład:\n\n"
                "```\nfakturka-export --od 2025-01-01 --do 2025-03-31 --format csv\n```\n\n"
                "- Domyślny katalog wyjściowy: `./eksport`.\n"
                "- `--nadpisz` – zastępuje istniejące pliki; bez tej opcji żaden plik nie zostanie nadpisany.\n"
                "- Limit: maksymalnie 500 faktur na jedno wywołanie.",
            ),
            Good(
                "en",
                "# fakturka-export\n\n"
                "A command-line tool for exporting invoices from the Fakturka system to CSV files.\n\n"
                "## Installation\n\n"
                "Python 3.10 or later is required:\n\n"
                "```\npip install fakturka-export==2.4.1\n```\n\n"
                "## Usage\n\n"
                "You must set your API token in the `FAKTURKA_TOKEN` environment variable. Then run:\n\n"
                "```\nfakturka-export --od 2025-01-01 --do 2025-03-31 --format csv\n```\n\n"
                "By default, files are written to the `./eksport` directory. "
                "The `--nadpisz` option lets you replace existing files; without it, the tool will not overwrite any file. "
                "You can fetch at most 500 invoices per run.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "zmiennej środowiskowej `FAKTURKA_TOKEN`",
                        "zmiennej środowiskowej `FAKTURKA_API_KEY`",
                    )
                ],
                "code",
            ),
            Slip(
                1,
                [
                    (
                        "Przykład:\n\n```\nfakturka-export --od 2025-01-01 --do 2025-03-31 --format csv\n```",
                        "Przykład: fakturka-export --od 2025-01-01 --do 2025-03-31 --format csv",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("You must set your API token", "You can set your API token")], "modality"),
        ],
    ),
    Case(
        key="pl-kopia-zapasowa-bazy-cron-odtworzenie",
        source=(
            "Kopia zapasowa bazy danych wykonywana jest co noc o 2:30 przez skrypt `backup_db.sh`, uruchamiany z crona na serwerze `db-prod-02`. "
            "Archiwa trafiają do zasobnika `s3://kopie-firma/postgres/` i są przechowywane przez 35 dni. "
            "Odtworzenie pełnej bazy trwa zwykle około 40 minut, ale przy większym obciążeniu może się wydłużyć nawet do 2 godzin. "
            "Nie uruchamiaj skryptu ręcznie w godzinach pracy, bo blokuje on tabele raportowe. "
            "Jeśli kopia się nie powiedzie, skrypt wysyła alert na kanał #ops-alerty. "
            "Test odtworzenia należy przeprowadzać raz w miesiącu na serwerze `db-test-01`, nigdy na produkcji."
        ),
        good=[
            Good(
                "preserve",
                "**Kopia zapasowa bazy – w skrócie**\n"
                "- Kiedy: co noc o 2:30, skrypt `backup_db.sh` uruchamiany z crona na `db-prod-02`.\n"
                "- Gdzie: `s3://kopie-firma/postgres/`, archiwa przechowywane przez 35 dni.\n"
                "- Odtworzenie pełnej bazy: zwykle ok. 40 minut, przy większym obciążeniu może potrwać nawet do 2 godzin.\n"
                "- Nie odpalaj skryptu ręcznie w godzinach pracy – blokuje tabele raportowe.\n"
                "- Nieudana kopia = alert na kanale #ops-alerty.\n"
                "- Test odtworzenia: obowiązkowo raz w miesiącu, na `db-test-01`, nigdy na produkcji.",
            ),
            Good(
                "preserve",
                "Każdej nocy o 2:30 cron na serwerze `db-prod-02` uruchamia skrypt `backup_db.sh`, który wykonuje kopię zapasową bazy danych. "
                "Archiwa zapisywane są w zasobniku `s3://kopie-firma/postgres/` i przechowywane przez 35 dni; gdy kopia się nie uda, skrypt wysyła alert na kanał #ops-alerty. "
                "Pełne odtworzenie bazy zajmuje zazwyczaj około 40 minut, choć pod większym obciążeniem może trwać nawet do 2 godzin. "
                "Skryptu nie wolno uruchamiać ręcznie w godzinach pracy, ponieważ blokuje tabele raportowe. "
                "Raz w miesiącu należy wykonać test odtworzenia – na serwerze `db-test-01`, nigdy na produkcji.",
            ),
            Good(
                "en",
                "The database backup runs every night at 2:30 a.m. via the `backup_db.sh` script, started by cron on the `db-prod-02` server. "
                "Archives go to the `s3://kopie-firma/postgres/` bucket and are kept for 35 days. "
                "Restoring the full database usually takes about 40 minutes, but under heavier load it can take up to 2 hours. "
                "Do not run the script manually during working hours, as it locks the reporting tables. "
                "If a backup fails, the script sends an alert to the #ops-alerty channel. "
                "A restore test must be carried out once a month on the `db-test-01` server, never in production.",
            ),
        ],
        bad=[
            Slip(0, [("skrypt `backup_db.sh`", "skrypt `backup_db.py`")], "code"),
            Slip(1, [("Skryptu nie wolno uruchamiać", "Skrypt wolno uruchamiać")], "negation"),
            Slip(2, [("usually takes about 40 minutes", "takes 40 minutes")], "hedge"),
        ],
    ),
    Case(
        key="pl-badanie-sen-nastolatkow-smartfon-streszczenie",
        source=(
            "W badaniu przeprowadzonym wśród 1240 uczniów szkół średnich z Wielkopolski wykazano, że nastolatki korzystające ze smartfona po godzinie 22:00 śpią średnio o 47 minut krócej niż ich rówieśnicy. "
            "Autorzy (Wiśniewska i Lis, 2023, „Psychiatria Polska”, 57(4), s. 811–824, doi:10.12740/PP/152233) zastrzegają jednak, że badanie miało charakter przekrojowy, więc nie pozwala stwierdzić związku przyczynowego. "
            "Krótszy sen może wiązać się z gorszymi wynikami w nauce, choć w tej próbie efekt był słaby. "
            "Prawdopodobnie część różnic wyjaśnia też wcześniejsza pora rozpoczynania lekcji. "
            "Autorzy rekomendują dalsze badania podłużne."
        ),
        good=[
            Good(
                "preserve",
                "Nastolatki, które sięgają po smartfon po 22:00, śpią przeciętnie o 47 minut krócej niż rówieśnicy – wynika z badania 1240 uczniów szkół średnich z Wielkopolski. "
                "Wiśniewska i Lis (2023, „Psychiatria Polska”, 57(4), s. 811–824, doi:10.12740/PP/152233) podkreślają jednak, że było to badanie przekrojowe, a więc nie pozwala ono stwierdzić związku przyczynowego. "
                "Krótszy sen może łączyć się z gorszymi wynikami w nauce, choć w tej grupie efekt okazał się słaby. "
                "Część różnic prawdopodobnie tłumaczy również wcześniejsza pora rozpoczynania lekcji. "
                "Autorzy zalecają dalsze badania podłużne.",
            ),
            Good(
                "preserve",
                "Metoda: badanie przekrojowe objęło 1240 uczniów szkół średnich z Wielkopolski.\n"
                "Wyniki: nastolatki używające smartfona po godzinie 22:00 spały średnio o 47 minut krócej niż rówieśnicy. Krótszy sen może mieć związek z gorszymi wynikami w nauce, jednak w tej próbie efekt był słaby; część różnic prawdopodobnie wyjaśnia także wcześniejsza pora rozpoczynania lekcji.\n"
                "Ograniczenia: przekrojowy charakter badania nie pozwala stwierdzić związku przyczynowego.\n"
                "Wnioski: autorzy rekomendują dalsze badania podłużne.\n"
                "Źródło: Wiśniewska i Lis, 2023, „Psychiatria Polska”, 57(4), s. 811–824, doi:10.12740/PP/152233.",
            ),
            Good(
                "en",
                "A study of 1,240 secondary school students in Wielkopolska found that teenagers who use a smartphone after 10 p.m. sleep on average 47 minutes less than their peers. "
                "However, the authors (Wiśniewska and Lis, 2023, Psychiatria Polska, 57(4), pp. 811–824, doi:10.12740/PP/152233) caution that the study was cross-sectional, so it does not allow a causal relationship to be established. "
                "Shorter sleep may be associated with poorer school performance, although the effect in this sample was weak. "
                "Part of the difference is probably also explained by earlier school start times. "
                "The authors recommend further longitudinal research.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Krótszy sen może łączyć się z gorszymi wynikami w nauce, choć w tej grupie efekt okazał się słaby.",
                        "Shorter sleep may be linked to poorer school results, although in this group the effect turned out to be weak.",
                    )
                ],
                "wrong_language",
            ),
            Slip(1, [("Krótszy sen może mieć związek", "Krótszy sen ma związek")], "hedge"),
            Slip(2, [("pp. 811–824", "pp. 711–724")], "citation"),
        ],
    ),
    Case(
        key="pl-dotacja-gminna-wymiana-kotlow-nabor",
        source=(
            "Gmina Stare Pole ogłasza nabór wniosków o dotację celową na wymianę źródeł ciepła. "
            "Nabór trwa od 2 marca do 30 kwietnia 2026 r., a wnioski składa się w Biurze Obsługi Interesanta lub przez ePUAP. "
            "Dotacja wynosi do 50% kosztów kwalifikowanych, nie więcej niż 8000 zł na jeden budynek. "
            "Zasady przyznawania określa uchwała nr XXIV/187/2025 Rady Gminy Stare Pole, podjęta na podstawie art. 403 ust. 4 ustawy – Prawo ochrony środowiska. "
            "Wymiana kotła rozpoczęta przed podpisaniem umowy nie zostanie sfinansowana. "
            "Stary kocioł musi zostać trwale zlikwidowany, co należy potwierdzić zaświadczeniem ze stacji demontażu."
        ),
        good=[
            Good(
                "preserve",
                "Dotacja na wymianę źródła ciepła – Gmina Stare Pole\n"
                "• Nabór wniosków: od 2 marca do 30 kwietnia 2026 r.\n"
                "• Gdzie złożyć wniosek: w Biurze Obsługi Interesanta albo przez ePUAP.\n"
                "• Wysokość: do 50% kosztów kwalifikowanych, maksymalnie 8000 zł na jeden budynek.\n"
                "• Podstawa: uchwała nr XXIV/187/2025 Rady Gminy Stare Pole, podjęta na podstawie art. 403 ust. 4 ustawy – Prawo ochrony środowiska.\n"
                "• Uwaga: jeśli wymianę kotła rozpoczniesz przed podpisaniem umowy, nie zostanie ona sfinansowana.\n"
                "• Stary kocioł musi zostać trwale zlikwidowany – trzeba to potwierdzić zaświadczeniem ze stacji demontażu.",
            ),
            Good(
                "preserve",
                "Rada Gminy Stare Pole uchwałą nr XXIV/187/2025, podjętą na podstawie art. 403 ust. 4 ustawy – Prawo ochrony środowiska, określiła zasady przyznawania dotacji celowej na wymianę źródeł ciepła, a gmina ogłasza właśnie nabór wniosków. "
                "Wnioski można składać od 2 marca do 30 kwietnia 2026 r. w Biurze Obsługi Interesanta bądź za pośrednictwem ePUAP. "
                "Dofinansowanie obejmuje do 50% kosztów kwalifikowanych, jednak nie więcej niż 8000 zł na jeden budynek. "
                "Stary kocioł musi zostać trwale zlikwidowany, a likwidację należy potwierdzić zaświadczeniem ze stacji demontażu. "
                "Wymiana kotła rozpoczęta przed podpisaniem umowy nie zostanie sfinansowana.",
            ),
            Good(
                "en",
                "Stare Pole Municipality is inviting applications for a targeted grant to replace heating sources. "
                "Applications are accepted from 2 March to 30 April 2026 at the Customer Service Office or via ePUAP. "
                "The grant covers up to 50% of eligible costs, capped at PLN 8,000 per building. "
                "The rules for awarding it are set out in Resolution No. XXIV/187/2025 of the Stare Pole Municipal Council, adopted under Article 403(4) of the Environmental Protection Law. "
                "A boiler replacement started before the agreement is signed will not be funded. "
                "The old boiler must be permanently decommissioned, and this must be confirmed with a certificate from a dismantling station.",
            ),
        ],
        bad=[
            Slip(0, [("art. 403 ust. 4", "art. 400 ust. 4")], "legal_reference"),
            Slip(
                1, [("od 2 marca do 30 kwietnia 2026 r.", "od 2 marca do 30 maja 2026 r.")], "date"
            ),
            Slip(
                2,
                [
                    (
                        "capped at PLN 8,000 per building.",
                        "capped at PLN 8,000 per building; applications for heat pumps are considered first.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-pasieka-miod-rzepakowy-krystalizacja-sezon",
        source=(
            "W tym sezonie z naszej pasieki pod Sandomierzem odebraliśmy około 420 kg miodu z 28 uli. "
            "Miód rzepakowy krystalizuje zwykle w ciągu 2–3 tygodni od wirowania i wtedy przybiera kremową, prawie białą barwę – to naturalny proces, a nie oznaka zepsucia. "
            "Jeśli wolisz płynny miód, możesz go ogrzać w kąpieli wodnej, ale temperatura nie powinna przekraczać 40°C, bo powyżej niej tracone są niektóre enzymy. "
            "Słoik 900 g kosztuje 45 zł. "
            "Najpewniej nie starczy go do końca roku, więc zamówienia realizujemy w kolejności zgłoszeń."
        ),
        good=[
            Good(
                "preserve",
                "Podsumowanie sezonu: z 28 uli w naszej pasiece pod Sandomierzem zebraliśmy około 420 kg miodu.\n\n"
                "Twój miód rzepakowy zrobił się kremowy, niemal biały? To naturalna krystalizacja, a nie oznaka zepsucia – zwykle następuje w ciągu 2–3 tygodni od wirowania. "
                "Wolisz płynny? Możesz go ogrzać w kąpieli wodnej, byle temperatura nie przekroczyła 40°C, bo powyżej niej tracone są niektóre enzymy.\n\n"
                "Słoik 900 g kosztuje 45 zł. Najpewniej miodu nie wystarczy do końca roku, dlatego zamówienia realizujemy w kolejności zgłoszeń.",
            ),
            Good(
                "preserve",
                "Miód z pasieki pod Sandomierzem – bieżący sezon\n\n"
                "W tym roku odebraliśmy z 28 uli około 420 kg miodu. Cena: 45 zł za słoik 900 g. "
                "Zamówienia realizujemy według kolejności zgłoszeń, ponieważ miodu najpewniej nie starczy do końca roku.\n\n"
                "Krystalizacja miodu rzepakowego to proces naturalny, a nie oznaka zepsucia: zazwyczaj w ciągu 2–3 tygodni od wirowania miód gęstnieje i nabiera kremowej, prawie białej barwy. "
                "Aby przywrócić mu płynną postać, można ogrzać go w kąpieli wodnej, pamiętając, że temperatura nie powinna przekroczyć 40°C – powyżej tej granicy tracone są niektóre enzymy.",
            ),
            Good(
                "en",
                "This season we collected about 420 kg of honey from 28 hives at our apiary near Sandomierz. "
                "Rapeseed honey usually crystallises within 2–3 weeks of extraction, turning creamy and almost white – this is a natural process, not a sign that it has gone off. "
                "If you prefer runny honey, you can warm it in a water bath, but the temperature should not exceed 40°C, because some enzymes are lost above that. "
                "A 900 g jar costs PLN 45. "
                "It will most likely not last until the end of the year, so orders are fulfilled in the order they are received.",
            ),
        ],
        bad=[
            Slip(0, [("Najpewniej miodu nie wystarczy", "Miodu nie wystarczy")], "hedge"),
            Slip(1, [("z 28 uli", "z 38 uli")], "number"),
            Slip(
                2,
                [
                    (
                        "A 900 g jar costs PLN 45.",
                        "A 900 g jar costs PLN 45, and we ship free of charge anywhere in Poland.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-rower-miejski-wypozyczenie-oplaty-zasady",
        source=(
            "Rower miejski wypożyczysz po zarejestrowaniu się w aplikacji lub na stronie https://rower.lublin.eu/rejestracja. "
            "Pierwsze 20 minut każdego wypożyczenia jest bezpłatne, a każda kolejna rozpoczęta godzina kosztuje 3 zł. "
            "Rower należy zwrócić na jednej ze stacji systemu; pozostawienie go poza stacją wiąże się z opłatą 50 zł. "
            "Jednorazowo można wypożyczyć maksymalnie 4 rowery na jedno konto. "
            "Nie wolno przewozić pasażerów ani przypinać roweru do prywatnych ogrodzeń. "
            "Usterki zgłaszaj przez aplikację albo mailowo na adres serwis@rower.lublin.eu. "
            "Z systemu mogą korzystać osoby, które ukończyły 13 lat."
        ),
        good=[
            Good(
                "preserve",
                "Jak zacząć:\n"
                "- Zarejestruj się w aplikacji albo na https://rower.lublin.eu/rejestracja.\n"
                "- Z systemu mogą korzystać osoby, które ukończyły 13 lat.\n"
                "- Na jedno konto wypożyczysz jednorazowo najwyżej 4 rowery.\n\n"
                "Opłaty:\n"
                "- Pierwsze 20 minut każdego wypożyczenia – bezpłatnie; każda kolejna rozpoczęta godzina – 3 zł.\n"
                "- Pozostawienie roweru poza stacją – 50 zł.\n\n"
                "Zasady:\n"
                "- Rower trzeba oddać na jednej ze stacji systemu.\n"
                "- Nie wolno przewozić pasażerów ani przypinać roweru do prywatnych ogrodzeń.\n"
                "- Usterki zgłaszaj w aplikacji lub mailowo na serwis@rower.lublin.eu.",
            ),
            Good(
                "preserve",
                "Warunkiem wypożyczenia roweru miejskiego jest rejestracja w aplikacji lub na stronie https://rower.lublin.eu/rejestracja. "
                "Z systemu mogą korzystać osoby, które ukończyły 13 lat; na jedno konto można jednorazowo wypożyczyć nie więcej niż 4 rowery. "
                "Pierwsze 20 minut każdego wypożyczenia jest nieodpłatne, natomiast za każdą następną rozpoczętą godzinę pobierana jest opłata 3 zł. "
                "Rower należy zwrócić na jednej ze stacji systemu – za pozostawienie go poza stacją naliczana jest opłata 50 zł. "
                "Zabrania się przewożenia pasażerów oraz przypinania roweru do prywatnych ogrodzeń. "
                "Usterki należy zgłaszać za pośrednictwem aplikacji lub pod adresem serwis@rower.lublin.eu.",
            ),
            Good(
                "en",
                "To rent a city bike, register in the app or at https://rower.lublin.eu/rejestracja. "
                "The first 20 minutes of every rental are free, and each additional hour or part of an hour costs PLN 3. "
                "Bikes must be returned to one of the system's stations; leaving one anywhere else incurs a PLN 50 fee. "
                "You can rent up to 4 bikes at a time on one account. "
                "Carrying passengers and locking the bike to private fences are not allowed. "
                "Report faults through the app or by email to serwis@rower.lublin.eu. "
                "The system may be used by anyone aged 13 or over.",
            ),
        ],
        bad=[
            Slip(0, [("serwis@rower.lublin.eu", "serwis@rowery.lublin.eu")], "url"),
            Slip(
                1,
                [
                    (
                        "Rower należy zwrócić na jednej ze stacji",
                        "Rower warto zwrócić na jednej ze stacji",
                    )
                ],
                "modality",
            ),
            Slip(2, [("private fences are not allowed", "private fences are allowed")], "negation"),
        ],
    ),
    Case(
        key="pl-biblioteka-gminna-inwentaryzacja-zamkniecie-lipiec",
        source=(
            "Uprzejmie informujemy, że od 14 do 25 lipca 2025 r. Biblioteka Publiczna w Nowej Wsi będzie zamknięta z powodu inwentaryzacji księgozbioru. "
            "W tym czasie książki można zwracać do wrzutni przy wejściu od strony parkingu. "
            "Termin zwrotu wypożyczeń przypadających na okres zamknięcia zostanie automatycznie przedłużony do 8 sierpnia, więc nie naliczymy kar za przetrzymanie. "
            "Czytelnicy, którzy zarezerwowali książki, powinni odebrać je najpóźniej w ciągu 7 dni od ponownego otwarcia. "
            "Katalog online i wypożyczalnia e-booków działają bez zmian. "
            "Dziękujemy za wyrozumiałość."
        ),
        good=[
            Good(
                "preserve",
                "Od 14 do 25 lipca 2025 r. Biblioteka Publiczna w Nowej Wsi będzie nieczynna – przeprowadzamy inwentaryzację księgozbioru. "
                "Książki możesz w tym czasie oddawać do wrzutni przy wejściu od strony parkingu. "
                "Jeśli termin zwrotu wypada w okresie zamknięcia, automatycznie przedłużymy go do 8 sierpnia i nie naliczymy kary za przetrzymanie. "
                "Osoby, które mają rezerwację, powinny odebrać książki najpóźniej w ciągu 7 dni od ponownego otwarcia. "
                "Katalog online i wypożyczalnia e-booków działają jak zwykle. Dziękujemy za wyrozumiałość!",
            ),
            Good(
                "preserve",
                "Z powodu inwentaryzacji księgozbioru Biblioteka Publiczna w Nowej Wsi będzie zamknięta w dniach 14–25 lipca 2025 r. "
                "W tym okresie książki można zwracać przez wrzutnię przy wejściu od strony parkingu, a termin zwrotu wypożyczeń przypadających na czas zamknięcia zostanie automatycznie przedłużony do 8 sierpnia – kary za przetrzymanie nie będą naliczane. "
                "Bez zmian działają katalog online oraz wypożyczalnia e-booków. "
                "Czytelnicy, którzy dokonali rezerwacji, powinni odebrać zarezerwowane książki najpóźniej w ciągu 7 dni od ponownego otwarcia biblioteki. "
                "Dziękujemy za wyrozumiałość.",
            ),
            Good(
                "en",
                "Please note that Nowa Wieś Public Library will be closed from 14 to 25 July 2025 while we carry out a stocktake of the collection. "
                "During this time, books can be returned to the book drop at the car park entrance. "
                "Loans due back during the closure will automatically be extended until 8 August, so no overdue fines will be charged. "
                "Readers who have reserved books should collect them within 7 days of the library reopening. "
                "The online catalogue and the e-book lending service are operating as usual. Thank you for your understanding.",
            ),
        ],
        bad=[
            Slip(0, [("przedłużymy go do 8 sierpnia", "przedłużymy go do 18 sierpnia")], "date"),
            Slip(
                1,
                [("powinni odebrać zarezerwowane książki", "muszą odebrać zarezerwowane książki")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "The online catalogue and the e-book lending service are operating as usual. Thank you for your understanding.",
                        "Katalog online i wypożyczalnia e-booków działają bez zmian. Dziękujemy za wyrozumiałość.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-nginx-limit-uploadu-konfiguracja-wiki",
        source=(
            "Po migracji na nowy serwer użytkownicy nie mogli wgrywać plików większych niż 1 MB, bo nginx domyślnie ogranicza rozmiar żądania. "
            "Aby to zmienić, w pliku `/etc/nginx/conf.d/upload.conf` ustaw dyrektywę `client_max_body_size 64m;`, a następnie sprawdź składnię poleceniem `nginx -t` i przeładuj usługę przez `systemctl reload nginx`. "
            "Nie restartuj całego serwera – przeładowanie wystarczy i nie przerywa aktywnych połączeń. "
            "Pamiętaj, że limit w PHP (`upload_max_filesize`) również musi wynosić co najmniej 64 MB, inaczej większe pliki nadal będą odrzucane. "
            "Zmiana dotyczy wszystkich 3 instancji aplikacji."
        ),
        good=[
            Good(
                "preserve",
                "**Problem:** po migracji na nowy serwer nie dało się wgrać plików większych niż 1 MB – nginx domyślnie ogranicza rozmiar żądania.\n\n"
                "**Rozwiązanie** (dotyczy wszystkich 3 instancji aplikacji):\n"
                "1. W pliku `/etc/nginx/conf.d/upload.conf` ustaw `client_max_body_size 64m;`.\n"
                "2. Sprawdź składnię: `nginx -t`.\n"
                "3. Przeładuj usługę: `systemctl reload nginx`. Nie restartuj całego serwera – przeładowanie wystarczy i nie przerywa aktywnych połączeń.\n"
                "4. Pamiętaj, że limit w PHP (`upload_max_filesize`) też musi wynosić co najmniej 64 MB; w przeciwnym razie większe pliki nadal będą odrzucane.",
            ),
            Good(
                "preserve",
                "Nginx domyślnie ogranicza rozmiar żądania, dlatego po przeniesieniu na nowy serwer użytkownicy nie mogli wgrywać plików powyżej 1 MB. "
                "Poprawka obejmuje wszystkie 3 instancje aplikacji: w pliku `/etc/nginx/conf.d/upload.conf` należy ustawić dyrektywę `client_max_body_size 64m;`, zweryfikować składnię poleceniem `nginx -t`, a potem przeładować usługę (`systemctl reload nginx`). "
                "Nie należy restartować całego serwera – przeładowanie wystarcza i nie zrywa aktywnych połączeń. "
                "Również limit PHP `upload_max_filesize` musi wynosić co najmniej 64 MB, bo inaczej większe pliki wciąż będą odrzucane.",
            ),
            Good(
                "en",
                "After the migration to the new server, users could not upload files larger than 1 MB, because nginx limits the request size by default. "
                "To fix this, set the `client_max_body_size 64m;` directive in `/etc/nginx/conf.d/upload.conf`, then check the syntax with `nginx -t` and reload the service with `systemctl reload nginx`. "
                "Do not restart the whole server – a reload is enough and does not drop active connections. "
                "Remember that the PHP limit (`upload_max_filesize`) must also be at least 64 MB, otherwise larger files will still be rejected. "
                "The change applies to all 3 application instances.",
            ),
        ],
        bad=[
            Slip(0, [("`systemctl reload nginx`", "`systemctl restart nginx`")], "code"),
            Slip(1, [("wszystkie 3 instancje", "wszystkie 4 instancje")], "number"),
            Slip(
                2,
                [("and does not drop active connections", "and drops active connections")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-ogrod-ciecie-hortensji-porada-wiosna",
        source=(
            "Hortensje ogrodowe (Hydrangea macrophylla) kwitną na pędach z poprzedniego roku, dlatego nie należy ich przycinać jesienią – usunęlibyśmy pąki kwiatowe. "
            "Najlepiej zrobić to wiosną, zwykle w kwietniu, gdy miną silne przymrozki. "
            "Wystarczy wtedy uciąć przemarznięte końcówki pędów tuż nad pierwszą parą zdrowych pąków. "
            "Hortensje bukietowe można przycinać mocniej, nawet do 30–40 cm nad ziemią, bo kwitną na pędach tegorocznych. "
            "Niebieski kolor kwiatów odmian ogrodowych utrzymuje się prawdopodobnie tylko przy kwaśnym podłożu o pH poniżej 5,5; w glebie obojętnej kwiaty zwykle różowieją. "
            "Na zimę warto okryć krzewy agrowłókniną."
        ),
        good=[
            Good(
                "preserve",
                "Kiedy przycinać hortensje ogrodowe (Hydrangea macrophylla)? Nie należy robić tego jesienią: kwitną one na zeszłorocznych pędach, więc cięcie usunęłoby pąki kwiatowe. "
                "Najlepszy moment to wiosna – zwykle kwiecień, gdy miną silne przymrozki. "
                "Wystarczy wtedy skrócić przemarznięte końcówki pędów tuż nad pierwszą parą zdrowych pąków.\n\n"
                "A hortensje bukietowe? Te kwitną na pędach tegorocznych, więc można je ciąć mocniej, nawet do 30–40 cm nad ziemią.\n\n"
                "Kolor: niebieskie kwiaty odmian ogrodowych utrzymują się prawdopodobnie tylko w kwaśnym podłożu o pH poniżej 5,5, a w glebie obojętnej zwykle różowieją.\n\n"
                "Na zimę warto okryć krzewy agrowłókniną.",
            ),
            Good(
                "preserve",
                "Ponieważ hortensje ogrodowe (Hydrangea macrophylla) kwitną na pędach z ubiegłego roku, nie należy ich przycinać jesienią, bo stracilibyśmy pąki kwiatowe. "
                "Cięcie najlepiej przeprowadzić wiosną, zazwyczaj w kwietniu, gdy miną już silne przymrozki, i ograniczyć się do usunięcia przemarzniętych końcówek pędów tuż nad pierwszą parą zdrowych pąków. "
                "Inaczej jest z hortensjami bukietowymi: kwitną na pędach tegorocznych, więc można je skracać mocniej, nawet do 30–40 cm nad ziemią. "
                "Odmiany ogrodowe zachowują niebieską barwę kwiatów prawdopodobnie tylko na kwaśnym podłożu (pH poniżej 5,5); w glebie obojętnej kwiaty zwykle różowieją. "
                "Przed zimą warto okryć krzewy agrowłókniną.",
            ),
            Good(
                "en",
                "Bigleaf hydrangeas (Hydrangea macrophylla) flower on the previous year's shoots, so they should not be pruned in autumn – you would remove the flower buds. "
                "It is best to do it in spring, usually in April, once the hard frosts are over. "
                "All you need to do then is cut off the frost-damaged shoot tips just above the first pair of healthy buds. "
                "Panicle hydrangeas can be cut back harder, even to 30–40 cm above the ground, because they flower on the current year's shoots. "
                "The blue flower colour of bigleaf varieties is probably retained only in acidic soil with a pH below 5.5; in neutral soil the flowers usually turn pink. "
                "It is a good idea to cover the shrubs with horticultural fleece for the winter.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Na zimę warto okryć krzewy agrowłókniną.",
                        "Na zimę warto okryć krzewy agrowłókniną i usypać u ich podstawy kopczyk z kory sosnowej.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1, [("więc można je skracać mocniej", "więc trzeba je skracać mocniej")], "modality"
            ),
            Slip(2, [("is probably retained only", "is retained only")], "hedge"),
        ],
    ),
    Case(
        key="pl-liczenie-gniazd-bociana-powiat-lomzynski",
        source=(
            "W tegorocznym liczeniu gniazd bociana białego w powiecie łomżyńskim wolontariusze odnotowali 312 zajętych gniazd, o 18 mniej niż w 2024 roku. "
            "Średnio na parę przypadało 2,4 młodego, co zgodnie z metodyką opisaną przez Zawadzkiego i in. (2012, „Ornis Polonica” 53: 41–55) uznaje się za wynik przeciętny. "
            "Spadek liczby par może wynikać z suchej wiosny, ale na razie to tylko hipoteza. "
            "Dane zbierano od 15 czerwca do 20 lipca, a pełny raport udostępnimy na stronie stowarzyszenia. "
            "Gniazda na słupach energetycznych nie będą przenoszone bez zgody regionalnego dyrektora ochrony środowiska."
        ),
        good=[
            Good(
                "preserve",
                "Wolontariusze, którzy w tym roku liczyli gniazda bociana białego w powiecie łomżyńskim, odnotowali 312 zajętych gniazd – o 18 mniej niż w 2024 roku. "
                "Na jedną parę przypadało średnio 2,4 młodego; według metodyki opisanej przez Zawadzkiego i in. (2012, „Ornis Polonica” 53: 41–55) to wynik przeciętny. "
                "Spadek liczby par może mieć związek z suchą wiosną, choć na razie jest to jedynie hipoteza. "
                "Dane zbierano od 15 czerwca do 20 lipca. Pełny raport udostępnimy na stronie stowarzyszenia. "
                "Gniazda na słupach energetycznych nie będą przenoszone bez zgody regionalnego dyrektora ochrony środowiska.",
            ),
            Good(
                "preserve",
                "Liczenie gniazd bociana białego – powiat łomżyński, tegoroczny sezon\n"
                "- Zajęte gniazda: 312 (o 18 mniej niż w 2024 r.), odnotowane przez wolontariuszy.\n"
                "- Średnio 2,4 młodego na parę – wynik przeciętny według metodyki Zawadzkiego i in. (2012, „Ornis Polonica” 53: 41–55).\n"
                "- Możliwa przyczyna spadku liczby par: sucha wiosna (na razie tylko hipoteza).\n"
                "- Okres zbierania danych: 15 czerwca – 20 lipca.\n"
                "- Pełny raport zostanie udostępniony na stronie stowarzyszenia.\n"
                "- Gniazda na słupach energetycznych nie będą przenoszone bez zgody regionalnego dyrektora ochrony środowiska.",
            ),
            Good(
                "en",
                "In this year's count of white stork nests in Łomża County, volunteers recorded 312 occupied nests, 18 fewer than in 2024. "
                "On average there were 2.4 young per pair, which, according to the methodology described by Zawadzki et al. (2012, Ornis Polonica 53: 41–55), counts as an average result. "
                "The drop in the number of pairs may be due to the dry spring, but for now this is only a hypothesis. "
                "Data were collected from 15 June to 20 July, and the full report will be published on the association's website. "
                "Nests on power poles will not be moved without the consent of the Regional Director for Environmental Protection.",
            ),
        ],
        bad=[
            Slip(0, [("o 18 mniej niż w 2024 roku", "o 28 mniej niż w 2024 roku")], "number"),
            Slip(1, [("Zawadzkiego i in. (2012,", "Zawadzkiego i in. (2015,")], "citation"),
            Slip(
                2,
                [
                    (
                        "volunteers recorded 312",
                        "volunteers coordinated by Biebrza National Park recorded 312",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
