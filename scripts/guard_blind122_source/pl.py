# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 122: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-organic-slaughterhouse-delivery-rules-cattle",
        source=(
            "Ubój w naszej rzeźni ekologicznej odbywa się wyłącznie od poniedziałku do czwartku, w godzinach 6:00–14:00. "
            "Zwierzęta dostarczane przez rolników muszą mieć ważny certyfikat produkcji ekologicznej wydany zgodnie z rozporządzeniem (UE) 2018/848 oraz paszport bydła. "
            "Nie przyjmujemy zwierząt, które były w transporcie dłużej niż 8 godzin. "
            "Przed ubojem każde zwierzę odpoczywa w zagrodzie co najmniej 2 godziny i ma stały dostęp do wody. "
            "Tusze schładzamy do temperatury nie wyższej niż 7°C w ciągu 24 godzin. "
            "Rolnik może zabrać podroby, jeśli zgłosi to przy rejestracji dostawy. "
            "Opłata za ubój jednej sztuki bydła wynosi 420 zł netto."
        ),
        good=[
            Good(
                "preserve",
                "Nasza rzeźnia ekologiczna prowadzi ubój tylko od poniedziałku do czwartku, między 6:00 a 14:00. "
                "Każde dostarczone zwierzę musi mieć paszport bydła i ważny certyfikat produkcji ekologicznej, wydany zgodnie z rozporządzeniem (UE) 2018/848. "
                "Nie przyjmujemy zwierząt, których transport trwał ponad 8 godzin. "
                "Przed ubojem zwierzęta odpoczywają w zagrodzie przez co najmniej dwie godziny, z nieprzerwanym dostępem do wody. "
                "W ciągu 24 godzin tusze schładzamy do maksymalnie 7°C. "
                "Rolnik może zabrać podroby, o ile zgłosi to przy rejestracji dostawy. "
                "Ubój jednej sztuki bydła kosztuje 420 zł netto.",
            ),
            Good(
                "preserve",
                "Informacje dla dostawców:\n"
                "- Ubój prowadzimy od poniedziałku do czwartku, w godz. 6:00–14:00.\n"
                "- Zwierzę musi mieć ważny certyfikat produkcji ekologicznej zgodny z rozporządzeniem (UE) 2018/848 oraz paszport bydła.\n"
                "- Zwierząt transportowanych dłużej niż 8 godzin nie przyjmujemy.\n"
                "- Przed ubojem zwierzę odpoczywa w zagrodzie minimum 2 godziny i ma stały dostęp do wody.\n"
                "- Tusze schładzamy do najwyżej 7°C w ciągu doby.\n"
                "- Podroby możesz zabrać, jeśli zgłosisz to przy rejestracji dostawy.\n"
                "- Opłata za ubój jednej sztuki bydła: 420 zł netto.",
            ),
            Good(
                "en",
                "Our organic slaughterhouse carries out slaughter only from Monday to Thursday, between 6:00 a.m. and 2:00 p.m. "
                "Animals delivered by farmers must have a valid organic production certificate issued under Regulation (EU) 2018/848 and a cattle passport. "
                "We do not accept animals that have been in transport for more than 8 hours. "
                "Before slaughter, each animal rests in a pen for at least 2 hours with constant access to water. "
                "Carcasses are chilled to no more than 7°C within 24 hours. "
                "Farmers may take the offal if they say so when registering the delivery. "
                "The fee for slaughtering one head of cattle is PLN 420 net.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Nie przyjmujemy zwierząt, których", "Przyjmujemy zwierzęta, których")],
                "negation",
            ),
            Slip(1, [("(UE) 2018/848", "(UE) 2018/858")], "legal_reference"),
            Slip(2, [("PLN 420 net", "PLN 240 net")], "number"),
        ],
    ),
    Case(
        key="pl-riding-school-summer-day-camp",
        source=(
            "Zapisy na wakacyjne półkolonie jeździeckie dla dzieci w wieku od 7 do 12 lat ruszają 3 marca. "
            "Turnus trwa pięć dni, od poniedziałku do piątku, w godzinach 8:30–15:30, a grupa liczy najwyżej 8 uczestników. "
            "Każde dziecko musi mieć własny kask z atestem; wystarczą buty z płaską podeszwą i gładkie spodnie, bryczesy nie są wymagane. "
            "Rodzice powinni poinformować instruktora o alergiach i przyjmowanych lekach. "
            "Koszt turnusu wynosi 1150 zł i obejmuje obiad oraz ubezpieczenie NNW. "
            "Zaliczkę w wysokości 300 zł należy wpłacić w ciągu 7 dni od zapisu, w przeciwnym razie miejsce zostanie zwolnione."
        ),
        good=[
            Good(
                "preserve",
                "Od 3 marca mogą Państwo zapisać dziecko w wieku 7–12 lat na wakacyjne półkolonie w naszej szkole jeździeckiej. "
                "Turnus to pięć dni, od poniedziałku do piątku, zajęcia trwają od 8:30 do 15:30, a w grupie jest maksymalnie 8 dzieci. "
                "Dziecko musi mieć własny atestowany kask. Bryczesy nie są wymagane – wystarczą gładkie spodnie i buty na płaskiej podeszwie. "
                "Powinni Państwo poinformować instruktora o alergiach dziecka i lekach, które przyjmuje. "
                "Turnus kosztuje 1150 zł, a w cenie są obiady i ubezpieczenie NNW. "
                "Zaliczkę w kwocie 300 zł trzeba wpłacić w ciągu 7 dni od zapisu – inaczej zwolnimy miejsce.",
            ),
            Good(
                "preserve",
                "Półkolonie jeździeckie – najważniejsze informacje:\n"
                "1. Dla kogo: dzieci w wieku 7–12 lat; zapisy od 3 marca.\n"
                "2. Termin: pięciodniowy turnus, poniedziałek–piątek, 8:30–15:30.\n"
                "3. Grupa: nie więcej niż 8 uczestników.\n"
                "4. Strój: obowiązkowy własny kask z atestem; wystarczą płaskie buty i gładkie spodnie, bryczesy nie są wymagane.\n"
                "5. Zdrowie: rodzice powinni zgłosić instruktorowi alergie i przyjmowane leki.\n"
                "6. Cena: 1150 zł (obiad i ubezpieczenie NNW w cenie); zaliczkę 300 zł należy wpłacić w ciągu 7 dni od zapisu, w przeciwnym razie miejsce zostanie zwolnione.",
            ),
            Good(
                "en",
                "Registration for the summer riding day camps for children aged 7 to 12 opens on 3 March. "
                "Each session lasts five days, Monday to Friday, from 8:30 a.m. to 3:30 p.m., with no more than 8 children per group. "
                "Every child must have their own certified helmet; flat-soled shoes and smooth trousers are enough, and jodhpurs are not required. "
                "Parents should tell the instructor about any allergies and medication the child takes. "
                "A session costs PLN 1,150, including lunch and NNW accident insurance. "
                "A deposit of PLN 300 must be paid within 7 days of registration; otherwise, the place will be released.",
            ),
        ],
        bad=[
            Slip(0, [("Dziecko musi mieć własny", "Dziecko powinno mieć własny")], "modality"),
            Slip(1, [("nie więcej niż 8 uczestników", "nie więcej niż 10 uczestników")], "number"),
            Slip(2, [("opens on 3 March", "opens on 3 May")], "date"),
        ],
    ),
    Case(
        key="pl-exterior-blind-repair-service-faq",
        source=(
            "Jeśli żaluzja fasadowa przestała reagować na pilota, najpierw sprawdź baterię w nadajniku i bezpiecznik w rozdzielnicy. "
            "Nie próbuj ręcznie podnosić lameli, bo możesz uszkodzić taśmy drabinkowe. "
            "Usterkę zgłoś przez formularz na stronie zaluzje-kowalski.pl/serwis lub e-mailem na adres serwis@zaluzje-kowalski.pl, podając numer zamówienia. "
            "Technik zwykle przyjeżdża w ciągu 3 dni roboczych, a sama wymiana silnika trwa około godziny. "
            "Naprawy gwarancyjne są bezpłatne, jednak gwarancja nie obejmuje uszkodzeń spowodowanych wiatrem, jeśli żaluzje nie zostały podniesione po alarmie czujnika. "
            "Poza gwarancją za dojazd technika zapłacisz 120 zł."
        ),
        good=[
            Good(
                "preserve",
                "Żaluzja fasadowa nie reaguje na pilota? Postępuj tak:\n"
                "1. Sprawdź baterię w pilocie oraz bezpiecznik w rozdzielnicy.\n"
                "2. Nie podnoś lameli ręcznie, bo możesz uszkodzić taśmy drabinkowe.\n"
                "3. Zgłoś usterkę przez formularz na zaluzje-kowalski.pl/serwis albo mailowo: serwis@zaluzje-kowalski.pl. Podaj numer zamówienia.\n\n"
                "Technik przyjeżdża zazwyczaj w ciągu 3 dni roboczych, a wymiana silnika zajmuje mniej więcej godzinę. "
                "Naprawa w ramach gwarancji jest bezpłatna, ale gwarancja nie obejmuje szkód od wiatru, jeśli po alarmie czujnika żaluzje nie zostały podniesione. "
                "Jeśli gwarancja już nie obowiązuje, dojazd technika kosztuje 120 zł.",
            ),
            Good(
                "preserve",
                "W przypadku, gdy żaluzja fasadowa nie reaguje na sygnał pilota, należy w pierwszej kolejności skontrolować baterię nadajnika oraz bezpiecznik w rozdzielnicy. "
                "Nie należy podnosić lameli ręcznie, ponieważ może to uszkodzić taśmy drabinkowe. "
                "Zgłoszenia serwisowe z numerem zamówienia przyjmujemy za pośrednictwem formularza na stronie zaluzje-kowalski.pl/serwis lub pod adresem serwis@zaluzje-kowalski.pl. "
                "Technik dociera na miejsce zwykle w ciągu 3 dni roboczych, a wymiana silnika trwa około godziny. "
                "Naprawy gwarancyjne są nieodpłatne; gwarancja nie obejmuje jednak uszkodzeń wywołanych wiatrem, jeżeli żaluzje nie zostały podniesione po alarmie czujnika. "
                "Poza gwarancją dojazd technika kosztuje 120 zł.",
            ),
            Good(
                "en",
                "If your exterior venetian blind no longer responds to the remote, first check the battery in the transmitter and the fuse in the distribution board. "
                "Don't try to lift the slats by hand, as you could damage the ladder tapes. "
                "Report the fault via the form at zaluzje-kowalski.pl/serwis or by e-mail to serwis@zaluzje-kowalski.pl, quoting your order number. "
                "A technician usually arrives within 3 working days, and replacing the motor itself takes about an hour. "
                "Repairs under warranty are free of charge, but the warranty does not cover wind damage if the blinds were not raised after the sensor alarm. "
                "Outside the warranty, the technician's call-out costs PLN 120.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("ale gwarancja nie obejmuje szkód", "a gwarancja obejmuje też szkody")],
                "negation",
            ),
            Slip(1, [("dociera na miejsce zwykle w ciągu", "dociera na miejsce w ciągu")], "hedge"),
            Slip(2, [("zaluzje-kowalski.pl/serwis", "zaluzje-kowalski.pl/kontakt")], "url"),
        ],
    ),
    Case(
        key="pl-gilding-workshop-frame-restoration-steps",
        source=(
            "Renowacja zabytkowej ramy w naszej pracowni pozłotniczej zaczyna się od oceny stanu zachowania. "
            "Najpierw usuwamy zabrudzenia i wtórne przemalowania, potem uzupełniamy ubytki masy kredowo-klejowej. "
            "Złocenie wykonujemy techniką na pulment, płatkami złota 23,75-karatowego, a następnie polerujemy je agatem. "
            "Na ramę o obwodzie około 3 metrów zużywamy zwykle od 4 do 6 książeczek złota, czyli 100–150 płatków. "
            "Cały proces trwa przeważnie 6–8 tygodni, choć przy mocno zniszczonych obiektach może się wydłużyć. "
            "Nie stosujemy szlagmetalu ani farb brokatowych na obiektach zabytkowych. "
            "Wycena jest bezpłatna, ale wymaga obejrzenia ramy w pracowni."
        ),
        good=[
            Good(
                "preserve",
                "Zanim zabierzemy się do renowacji zabytkowej ramy, oceniamy jej stan zachowania. "
                "Następnie oczyszczamy ją z brudu i wtórnych przemalowań, a ubytki masy kredowo-klejowej uzupełniamy. "
                "Złocimy na pulment, płatkami złota 23,75 karata, i polerujemy je agatem. "
                "Rama o obwodzie mniej więcej 3 metrów wymaga zazwyczaj 4–6 książeczek złota, to znaczy od 100 do 150 płatków. "
                "Całość zajmuje przeważnie od 6 do 8 tygodni, a przy bardzo zniszczonych obiektach może trwać dłużej. "
                "Na zabytkach nie używamy szlagmetalu ani farb brokatowych. "
                "Za wycenę nie płacisz, ale musimy obejrzeć ramę w pracowni.",
            ),
            Good(
                "preserve",
                "Etapy renowacji zabytkowej ramy:\n"
                "- ocena stanu zachowania;\n"
                "- usunięcie zabrudzeń i wtórnych przemalowań;\n"
                "- uzupełnienie ubytków masy kredowo-klejowej;\n"
                "- złocenie na pulment płatkami złota 23,75 karata i polerowanie agatem.\n\n"
                "Do ramy o obwodzie ok. 3 m potrzeba zwykle 4–6 książeczek złota (100–150 płatków). "
                "Prace trwają przeważnie 6–8 tygodni; w przypadku silnie zniszczonych obiektów czas ten może się wydłużyć. "
                "W obiektach zabytkowych nie stosujemy szlagmetalu ani farb brokatowych. "
                "Wycena jest bezpłatna, lecz wymaga obejrzenia ramy w pracowni.",
            ),
            Good(
                "en",
                "Restoring a historic frame in our gilding workshop begins with assessing its condition. "
                "First we remove dirt and later overpainting, then we fill losses in the chalk-and-glue ground. "
                "We gild using the water-gilding (bole) technique with 23.75-carat gold leaf and then burnish it with agate. "
                "A frame with a perimeter of about 3 metres usually takes 4 to 6 books of gold, i.e. 100–150 leaves. "
                "The whole process usually takes 6–8 weeks, although it may take longer for badly damaged pieces. "
                "We do not use imitation gold leaf (Dutch metal) or bronze paints on historic objects. "
                "The estimate is free, but we need to see the frame in the workshop.",
            ),
        ],
        bad=[
            Slip(0, [("Całość zajmuje przeważnie od", "Całość zajmuje od")], "hedge"),
            Slip(1, [("4–6 książeczek złota", "6–8 książeczek złota")], "number"),
            Slip(
                2,
                [
                    (
                        "then burnish it with agate",
                        "then burnish it with agate and seal it with shellac",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-fallow-deer-farm-fertility-study",
        source=(
            "Hodowla danieli w warunkach fermowych zyskuje w Polsce na popularności, głównie ze względu na niskie wymagania żywieniowe tych zwierząt. "
            "Według badań Krzemińskiego i współpracowników (2019, „Roczniki Naukowe Zootechniki”, t. 46, s. 211–224) łanie na fermach mogą osiągać plenność na poziomie około 85%. "
            "Autorzy zastrzegają jednak, że wynik ten prawdopodobnie zależy od jakości pastwisk i nie musi się powtórzyć w każdym regionie. "
            "Daniele nie wymagają ogrzewanych budynków, ale ogrodzenie fermy powinno mieć co najmniej 2,2 m wysokości. "
            "Zgodnie z przepisami weterynaryjnymi hodowlę należy zgłosić powiatowemu lekarzowi weterynarii przed wprowadzeniem pierwszych zwierząt."
        ),
        good=[
            Good(
                "preserve",
                "Fermowy chów danieli staje się w Polsce coraz popularniejszy, przede wszystkim dlatego, że zwierzęta te mają niewielkie wymagania pokarmowe. "
                "Krzemiński i współpracownicy (2019, „Roczniki Naukowe Zootechniki”, t. 46, s. 211–224) podają, że plenność łań na fermach może sięgać około 85%. "
                "Zaznaczają przy tym, że wynik ten prawdopodobnie zależy od jakości pastwisk i niekoniecznie powtórzy się w każdym regionie. "
                "Ogrzewane budynki nie są danielom potrzebne, jednak ogrodzenie fermy powinno mieć minimum 2,2 m wysokości. "
                "Przepisy weterynaryjne nakazują zgłosić hodowlę powiatowemu lekarzowi weterynarii, zanim wprowadzi się pierwsze zwierzęta.",
            ),
            Good(
                "preserve",
                "Rozważasz fermę danieli? Coraz więcej hodowców w Polsce się na nią decyduje, bo te zwierzęta mają niskie wymagania żywieniowe. "
                "Z pracy Krzemińskiego i współpracowników (2019, „Roczniki Naukowe Zootechniki”, t. 46, s. 211–224) wynika, że plenność łań w chowie fermowym może wynosić około 85% – "
                "choć autorzy podkreślają, że zależy to prawdopodobnie od jakości pastwisk i nie musi się powtórzyć w każdym regionie. "
                "Nie musisz stawiać ogrzewanych budynków, ale ogrodzenie powinno mieć co najmniej 2,2 m wysokości. "
                "Pamiętaj też, że przed wprowadzeniem pierwszych zwierząt hodowlę trzeba zgłosić powiatowemu lekarzowi weterynarii.",
            ),
            Good(
                "en",
                "Farming fallow deer is becoming more popular in Poland, mainly because the animals have low feed requirements. "
                "According to a study by Krzemiński et al. (2019, Roczniki Naukowe Zootechniki, vol. 46, pp. 211–224), farmed does can reach a reproductive rate of about 85%. "
                "The authors caution, however, that this result probably depends on pasture quality and need not be repeated in every region. "
                "Fallow deer do not need heated buildings, but the farm fence should be at least 2.2 m high. "
                "Under veterinary regulations, the farm must be reported to the district veterinary officer before the first animals are brought in.",
            ),
        ],
        bad=[
            Slip(0, [("(2019, „Roczniki", "(2017, „Roczniki")], "citation"),
            Slip(1, [("zależy to prawdopodobnie od", "zależy to od")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Fallow deer do not need heated buildings, but",
                        "Fallow deer need heated buildings, and",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-bespoke-tailor-suit-order-timeline",
        source=(
            "Uszycie garnituru na miarę w naszej pracowni wymaga trzech wizyt. "
            "Podczas pierwszej zdejmujemy ponad 30 wymiarów i wybieramy tkaninę; wtedy pobieramy zaliczkę w wysokości 40% ceny. "
            "Pierwsza przymiarka odbywa się po około trzech tygodniach, druga – po kolejnych dwóch. "
            "Gotowy garnitur odbierasz najczęściej po 6 tygodniach od pierwszej wizyty. "
            "Jeśli potrzebujesz stroju na konkretną uroczystość, zamówienie musisz złożyć najpóźniej 8 tygodni przed jej datą. "
            "Ceny zaczynają się od 3900 zł za garnitur dwuczęściowy z wełny Super 110s. "
            "Drobne poprawki w ciągu 30 dni od odbioru wykonujemy bezpłatnie. "
            "Przymiarki możesz umówić od wtorku do soboty."
        ),
        good=[
            Good(
                "preserve",
                "Garnitur szyty na miarę w naszej pracowni powstaje w trakcie trzech wizyt. "
                "Na pierwszej z nich zdejmujemy ponad 30 wymiarów, razem z klientem wybieramy tkaninę i pobieramy zaliczkę równą 40% ceny. "
                "Pierwsza przymiarka następuje po około trzech tygodniach, druga po następnych dwóch. "
                "Odbiór gotowego garnituru odbywa się zwykle 6 tygodni po pierwszej wizycie. "
                "Klient, który potrzebuje stroju na określoną uroczystość, musi złożyć zamówienie nie później niż 8 tygodni przed jej terminem. "
                "Garnitur dwuczęściowy z wełny Super 110s kosztuje od 3900 zł. "
                "Drobne poprawki w ciągu 30 dni od odbioru wykonujemy bez opłat. "
                "Przymiarki można umawiać od wtorku do soboty.",
            ),
            Good(
                "preserve",
                "Garnitur na miarę szyjemy w trakcie trzech wizyt:\n"
                "- na pierwszej zdejmujemy ponad 30 wymiarów, wybierasz tkaninę i wpłacasz zaliczkę – 40% ceny;\n"
                "- pierwsza przymiarka – mniej więcej po trzech tygodniach;\n"
                "- druga przymiarka – po kolejnych dwóch tygodniach.\n\n"
                "Gotowy garnitur odbierasz najczęściej po 6 tygodniach od pierwszej wizyty. "
                "Szyjesz strój na konkretną uroczystość? Zamówienie musisz złożyć najpóźniej 8 tygodni przed jej datą. "
                "Ceny: od 3900 zł za dwuczęściowy garnitur z wełny Super 110s. "
                "Drobne poprawki do 30 dni po odbiorze – bezpłatnie. "
                "Przymiarki umówisz od wtorku do soboty.",
            ),
            Good(
                "en",
                "A made-to-measure suit from our workshop requires three visits. "
                "At the first, we take more than 30 measurements and choose the cloth; this is when we take a deposit of 40% of the price. "
                "The first fitting takes place after about three weeks, the second after another two. "
                "You will usually collect the finished suit 6 weeks after your first visit. "
                "If you need the suit for a particular occasion, you must place your order no later than 8 weeks before the date. "
                "Prices start at PLN 3,900 for a two-piece suit in Super 110s wool. "
                "Minor alterations within 30 days of collection are free of charge. "
                "You can book fittings from Tuesday to Saturday.",
            ),
        ],
        bad=[
            Slip(
                0, [("nie później niż 8 tygodni przed", "nie później niż 4 tygodnie przed")], "date"
            ),
            Slip(
                1,
                [("Zamówienie musisz złożyć najpóźniej", "Zamówienie najlepiej złożyć najpóźniej")],
                "modality",
            ),
            Slip(2, [("a deposit of 40% of the price", "a deposit of 50% of the price")], "number"),
        ],
    ),
    Case(
        key="pl-passport-office-minor-application-consent",
        source=(
            "Wniosek o paszport dla osoby niepełnoletniej składa jeden z rodziców, ale wymagana jest zgoda obojga. "
            "Jeżeli drugi rodzic nie może przyjść do urzędu, może wyrazić zgodę na piśmie, z podpisem poświadczonym przez notariusza lub konsula. "
            "Zgodnie z art. 18 ust. 1 ustawy z dnia 13 lipca 2006 r. o dokumentach paszportowych dziecko, które ukończyło 5 lat, musi być obecne przy składaniu wniosku. "
            "Opłata za paszport dla dziecka wynosi 30 zł. "
            "Status dokumentu sprawdzisz na stronie www.gov.pl/web/gov/sprawdz-status-paszportu, a wizytę zarezerwujesz pod adresem rezerwacje.mazowieckie.pl. "
            "W poniedziałki nie obsługujemy interesantów bez wcześniejszej rezerwacji."
        ),
        good=[
            Good(
                "preserve",
                "Paszport dla dziecka – co trzeba wiedzieć:\n"
                "- Wniosek składa jeden rodzic, ale potrzebna jest zgoda obojga rodziców.\n"
                "- Jeśli drugi rodzic nie może przyjść do urzędu, może wyrazić zgodę pisemnie, z podpisem poświadczonym przez notariusza lub konsula.\n"
                "- Dziecko, które ukończyło 5 lat, musi być obecne przy składaniu wniosku (art. 18 ust. 1 ustawy z dnia 13 lipca 2006 r. o dokumentach paszportowych).\n"
                "- Opłata wynosi 30 zł.\n"
                "- Status paszportu sprawdzisz na www.gov.pl/web/gov/sprawdz-status-paszportu, a wizytę zarezerwujesz na rezerwacje.mazowieckie.pl.\n"
                "- W poniedziałki nie obsługujemy osób bez wcześniejszej rezerwacji.",
            ),
            Good(
                "preserve",
                "Do wydania paszportu osobie niepełnoletniej wymagana jest zgoda obojga rodziców, choć wniosek składa tylko jeden z nich. "
                "Rodzic, który nie może stawić się w urzędzie, może wyrazić zgodę na piśmie, a jego podpis poświadcza notariusz albo konsul. "
                "Zgodnie z art. 18 ust. 1 ustawy z dnia 13 lipca 2006 r. o dokumentach paszportowych obecność dziecka, które ukończyło 5 lat, przy składaniu wniosku jest obowiązkowa. "
                "Paszport dla dziecka kosztuje 30 zł. "
                "Wizytę można zarezerwować na stronie rezerwacje.mazowieckie.pl, a status dokumentu sprawdzić pod adresem www.gov.pl/web/gov/sprawdz-status-paszportu. "
                "Bez wcześniejszej rezerwacji interesanci nie są obsługiwani w poniedziałki.",
            ),
            Good(
                "en",
                "An application for a passport for a minor is submitted by one parent, but the consent of both parents is required. "
                "If the other parent cannot come to the office, they may give consent in writing, with their signature certified by a notary or a consul. "
                "Under Article 18(1) of the Act of 13 July 2006 on passport documents, a child who has reached the age of 5 must be present when the application is submitted. "
                "The fee for a child's passport is PLN 30. "
                "You can check the status of the document at www.gov.pl/web/gov/sprawdz-status-paszportu and book an appointment at rezerwacje.mazowieckie.pl. "
                "On Mondays, we do not serve customers without a prior booking.",
            ),
        ],
        bad=[
            Slip(0, [("art. 18 ust. 1", "art. 18 ust. 2")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "interesanci nie są obsługiwani w poniedziałki",
                        "interesanci są obsługiwani także w poniedziałki",
                    )
                ],
                "negation",
            ),
            Slip(2, [("rezerwacje.mazowieckie.pl", "rezerwacje.mazowsze.pl")], "url"),
        ],
    ),
    Case(
        key="pl-carpet-laundry-price-list-markdown",
        source=(
            "## Cennik prania dywanów\n\n"
            "| Usługa | Cena |\n"
            "|---|---|\n"
            "| Pranie dywanu syntetycznego | 18 zł/m² |\n"
            "| Pranie dywanu wełnianego | 26 zł/m² |\n"
            "| Usuwanie zapachu moczu | 12 zł/m² |\n\n"
            "Odbiór i dostawa są bezpłatne przy zamówieniu powyżej **100 zł**. "
            "Dywan musi być odkurzony i zwinięty przed przyjazdem kierowcy. "
            "Pranie trwa zwykle 5–7 dni roboczych, a dywany wełniane suszymy w komorze o kontrolowanej wilgotności.\n\n"
            "### Czego nie pierzemy\n"
            "- dywanów jedwabnych,\n"
            "- skór naturalnych,\n"
            "- dywanów z widocznymi śladami pleśni.\n\n"
            "Zamówienie możesz złożyć przez [formularz online](https://pralnia-puszysta.pl/zamow) albo telefonicznie."
        ),
        good=[
            Good(
                "preserve",
                "## Cennik prania dywanów\n\n"
                "| Usługa | Cena |\n"
                "|---|---|\n"
                "| Dywan syntetyczny – pranie | 18 zł/m² |\n"
                "| Dywan wełniany – pranie | 26 zł/m² |\n"
                "| Neutralizacja zapachu moczu | 12 zł/m² |\n\n"
                "Przy zamówieniu powyżej **100 zł** odbierzemy i dostarczymy dywan bez opłat. "
                "Przed przyjazdem kierowcy dywan musi zostać odkurzony i zwinięty. "
                "Pranie zajmuje zazwyczaj 5–7 dni roboczych; dywany wełniane suszymy w komorze z kontrolowaną wilgotnością.\n\n"
                "### Czego nie pierzemy\n"
                "- dywanów z jedwabiu,\n"
                "- naturalnych skór,\n"
                "- dywanów z widoczną pleśnią.\n\n"
                "Zamówienia przyjmujemy przez [formularz online](https://pralnia-puszysta.pl/zamow) oraz telefonicznie.",
            ),
            Good(
                "preserve",
                "## Ile kosztuje pranie dywanu\n\n"
                "| Usługa | Cena |\n"
                "|---|---|\n"
                "| Pranie dywanu syntetycznego | 18 zł/m² |\n"
                "| Pranie dywanu wełnianego | 26 zł/m² |\n"
                "| Usuwanie zapachu moczu | 12 zł/m² |\n\n"
                "Jeśli zamówienie przekracza **100 zł**, odbiór i dostawa są gratis. "
                "Zanim przyjedzie kierowca, musisz odkurzyć i zwinąć dywan. "
                "Pranie trwa zwykle od 5 do 7 dni roboczych, a wełniane dywany schną u nas w komorze o kontrolowanej wilgotności.\n\n"
                "### Czego nie pierzemy\n"
                "- dywanów jedwabnych,\n"
                "- skór naturalnych,\n"
                "- dywanów, na których widać pleśń.\n\n"
                "Zamówienie złożysz przez [formularz online](https://pralnia-puszysta.pl/zamow) lub przez telefon.",
            ),
            Good(
                "en",
                "## Carpet cleaning price list\n\n"
                "| Service | Price |\n"
                "|---|---|\n"
                "| Synthetic carpet cleaning | PLN 18/m² |\n"
                "| Wool carpet cleaning | PLN 26/m² |\n"
                "| Urine odour removal | PLN 12/m² |\n\n"
                "Collection and delivery are free for orders over **PLN 100**. "
                "The carpet must be vacuumed and rolled up before the driver arrives. "
                "Cleaning usually takes 5–7 working days, and wool carpets are dried in a humidity-controlled chamber.\n\n"
                "### What we don't clean\n"
                "- silk carpets,\n"
                "- natural hides,\n"
                "- carpets with visible signs of mould.\n\n"
                "You can place an order using the [online form](https://pralnia-puszysta.pl/zamow) or by phone.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- dywanów z jedwabiu,\n- naturalnych skór,",
                        "- dywanów z jedwabiu, naturalnych skór,",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("26 zł/m²", "28 zł/m²")], "number"),
            Slip(2, [("The carpet must be vacuumed", "The carpet should be vacuumed")], "modality"),
        ],
    ),
    Case(
        key="pl-goat-dairy-raw-milk-cheese",
        source=(
            "Nasz ser kozi dojrzewający powstaje z niepasteryzowanego mleka od kóz z własnego stada, wypasanych od kwietnia do października na łąkach w dolinie Bobru. "
            "Dojrzewa co najmniej 60 dni w piwnicy o temperaturze 12°C. "
            "Ponieważ mleko nie jest pasteryzowane, ser nie jest zalecany kobietom w ciąży ani osobom z obniżoną odpornością. "
            "Mleko kozie jest prawdopodobnie lepiej tolerowane przez część osób wrażliwych na mleko krowie, ale nie zastępuje diety eliminacyjnej przy alergii. "
            "Ser przechowuj w lodówce, zawinięty w papier woskowany; po otwarciu najlepiej zjeść go w ciągu 10 dni. "
            "Wysyłki realizujemy we wtorki i środy, aby paczka nie spędziła weekendu w sortowni."
        ),
        good=[
            Good(
                "preserve",
                "Ser kozi dojrzewający robimy z niepasteryzowanego mleka naszych własnych kóz. "
                "Od kwietnia do października pasą się one na łąkach w dolinie Bobru. "
                "Ser dojrzewa w piwnicy w temperaturze 12°C przez minimum 60 dni. "
                "Z uwagi na to, że mleko nie jest pasteryzowane, nie zalecamy go kobietom w ciąży ani osobom o obniżonej odporności. "
                "Część osób wrażliwych na mleko krowie prawdopodobnie lepiej toleruje mleko kozie, jednak przy alergii nie zastępuje ono diety eliminacyjnej. "
                "Przechowuj ser w lodówce, zawinięty w papier woskowany, a po otwarciu zjedz go najlepiej w ciągu 10 dni. "
                "Paczki wysyłamy we wtorki i środy, żeby nie czekały przez weekend w sortowni.",
            ),
            Good(
                "preserve",
                "Co warto wiedzieć o naszym dojrzewającym serze kozim:\n"
                "- Mleko pochodzi od kóz z naszego stada, które od kwietnia do października wypasamy na łąkach w dolinie Bobru. Nie jest pasteryzowane.\n"
                "- Ser dojrzewa przynajmniej 60 dni w piwnicy, w temperaturze 12°C.\n"
                "- Ze względu na niepasteryzowane mleko ser nie jest zalecany kobietom w ciąży ani osobom z obniżoną odpornością.\n"
                "- Część osób wrażliwych na mleko krowie prawdopodobnie lepiej toleruje mleko kozie, ale przy alergii nie zastąpi ono diety eliminacyjnej.\n"
                "- Trzymaj ser w lodówce w papierze woskowanym; po otwarciu najlepiej zjeść go w ciągu 10 dni.\n"
                "- Wysyłamy we wtorki i środy, by paczka nie przeleżała weekendu w sortowni.",
            ),
            Good(
                "en",
                "Our aged goat's cheese is made from unpasteurised milk from our own herd of goats, which graze on meadows in the Bóbr valley from April to October. "
                "It matures for at least 60 days in a cellar at 12°C. "
                "Because the milk is not pasteurised, the cheese is not recommended for pregnant women or people with weakened immunity. "
                "Goat's milk is probably better tolerated by some people who are sensitive to cow's milk, but it is not a substitute for an elimination diet in the case of an allergy. "
                "Store the cheese in the fridge, wrapped in wax paper; once opened, it is best eaten within 10 days. "
                "We ship on Tuesdays and Wednesdays so that parcels don't spend the weekend in a sorting centre.",
            ),
        ],
        bad=[
            Slip(0, [("krowie prawdopodobnie lepiej toleruje", "krowie lepiej toleruje")], "hedge"),
            Slip(
                1,
                [("ser nie jest zalecany", "ser jest zalecany"), ("ani osobom", "i osobom")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "It matures for at least 60 days in a cellar",
                        "It matures for at least 60 days in a former 19th-century brewery cellar",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-peloid-spa-mud-treatment-information",
        source=(
            "Zabiegi borowinowe w naszym uzdrowisku kwalifikuje lekarz balneolog podczas wizyty wstępnej, która odbywa się w dniu przyjazdu. "
            "Okłady borowinowe o temperaturze 42°C stosuje się przy przewlekłych chorobach narządu ruchu, m.in. w zmianach zwyrodnieniowych stawów. "
            "Pacjent z nadciśnieniem tętniczym powinien przed zabiegiem zmierzyć ciśnienie w gabinecie pielęgniarskim. "
            "Przeciwwskazaniem są m.in. czynne stany zapalne, ciąża i niewyrównana niewydolność krążenia. "
            "Skuteczność borowiny w łagodzeniu bólu przy chorobie zwyrodnieniowej kolan opisano w przeglądzie Nowaka i Lis (2021, „Acta Balneologica”, 63(2), s. 94–101). "
            "Na zabieg należy zgłosić się 10 minut wcześniej; po zabiegu zalecany jest 30-minutowy odpoczynek."
        ),
        good=[
            Good(
                "preserve",
                "Informacja dla kuracjuszy – zabiegi borowinowe\n"
                "1. O kwalifikacji do zabiegów decyduje lekarz balneolog podczas wizyty wstępnej w dniu przyjazdu.\n"
                "2. Okłady borowinowe o temperaturze 42°C stosujemy w przewlekłych schorzeniach narządu ruchu, między innymi w zmianach zwyrodnieniowych stawów.\n"
                "3. Osoby z nadciśnieniem tętniczym powinny przed zabiegiem zmierzyć ciśnienie w gabinecie pielęgniarskim.\n"
                "4. Przeciwwskazania to między innymi czynne stany zapalne, ciąża oraz niewyrównana niewydolność krążenia.\n"
                "5. Na zabieg należy przyjść 10 minut wcześniej, a po nim zalecany jest 30-minutowy odpoczynek.\n\n"
                "Skuteczność borowiny w łagodzeniu bólu w chorobie zwyrodnieniowej kolan omówili w swoim przeglądzie Nowak i Lis (2021, „Acta Balneologica”, 63(2), s. 94–101).",
            ),
            Good(
                "preserve",
                "W dniu przyjazdu czeka Cię wizyta wstępna u lekarza balneologa, który zdecyduje, czy kwalifikujesz się do zabiegów borowinowych. "
                "Okłady z borowiny (42°C) stosujemy przy przewlekłych chorobach narządu ruchu, np. przy zmianach zwyrodnieniowych stawów. "
                "Jeśli masz nadciśnienie tętnicze, przed zabiegiem powinieneś zmierzyć ciśnienie w gabinecie pielęgniarskim. "
                "Przeciwwskazaniami są m.in. czynne stany zapalne, ciąża i niewyrównana niewydolność krążenia. "
                "Na zabieg trzeba zgłosić się 10 minut wcześniej, a po nim zalecamy 30 minut odpoczynku. "
                "O skuteczności borowiny w łagodzeniu bólu przy chorobie zwyrodnieniowej kolan piszą Nowak i Lis w przeglądzie opublikowanym w „Acta Balneologica” (2021, 63(2), s. 94–101).",
            ),
            Good(
                "en",
                "Eligibility for peloid (medicinal mud) treatments at our spa is decided by a balneology physician during an initial consultation held on the day of arrival. "
                "Mud packs at 42°C are used for chronic musculoskeletal conditions, including degenerative joint changes. "
                "Patients with arterial hypertension should have their blood pressure measured in the nurses' office before the treatment. "
                "Contraindications include, among others, active inflammation, pregnancy and decompensated circulatory failure. "
                "The effectiveness of peloid therapy in relieving pain in knee osteoarthritis was described in a review by Nowak and Lis (2021, Acta Balneologica, 63(2), pp. 94–101). "
                "You must arrive 10 minutes before your treatment; a 30-minute rest is recommended afterwards.",
            ),
        ],
        bad=[
            Slip(0, [("powinny przed zabiegiem", "mogą przed zabiegiem")], "modality"),
            Slip(
                1,
                [
                    (
                        "Okłady z borowiny (42°C) stosujemy",
                        "Okłady z borowiny (42°C), wydobywanej z własnego złoża pod Augustowem, stosujemy",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("pp. 94–101", "pp. 194–201")], "citation"),
        ],
    ),
    Case(
        key="pl-duty-roster-cli-readme-install",
        source=(
            "# dyzury-cli\n\n"
            "Narzędzie do generowania grafiku dyżurów w formacie iCalendar.\n\n"
            "## Instalacja\n\n"
            "```bash\n"
            "pip install dyzury-cli==2.4.1\n"
            "```\n\n"
            "Wymagany jest Python 3.10 lub nowszy.\n\n"
            "## Użycie\n\n"
            "Uruchom `dyzury generuj --od 2025-09-01 --do 2025-09-30`, aby utworzyć plik `grafik.ics`. "
            "Listę pracowników wczytasz z pliku CSV za pomocą opcji `--osoby`. "
            "Gotowy plik można zaimportować do Kalendarza Google, Outlooka lub Thunderbirda. "
            "Domyślnie każdy dyżur trwa 12 godzin i zaczyna się o 7:00. "
            "Nie uruchamiaj polecenia z uprawnieniami administratora. "
            "Plik konfiguracyjny `dyzury.toml` powinien znajdować się w katalogu projektu.\n\n"
            "## Licencja\n\n"
            "MIT"
        ),
        good=[
            Good(
                "preserve",
                "# dyzury-cli\n\n"
                "Generuje grafik dyżurów jako plik w formacie iCalendar.\n\n"
                "## Instalacja\n\n"
                "```bash\n"
                "pip install dyzury-cli==2.4.1\n"
                "```\n\n"
                "Potrzebny jest Python w wersji 3.10 lub nowszej.\n\n"
                "## Użycie\n\n"
                "Aby utworzyć plik `grafik.ics`, uruchom `dyzury generuj --od 2025-09-01 --do 2025-09-30`. "
                "Listę pracowników możesz wczytać z pliku CSV, używając opcji `--osoby`, a gotowy plik zaimportujesz do Kalendarza Google, Outlooka albo Thunderbirda. "
                "Jeśli nie zmienisz ustawień, każdy dyżur zaczyna się o 7:00 i trwa 12 godzin. "
                "Nie uruchamiaj polecenia jako administrator. "
                "Plik konfiguracyjny `dyzury.toml` powinien leżeć w katalogu projektu.\n\n"
                "## Licencja\n\n"
                "MIT",
            ),
            Good(
                "preserve",
                "# dyzury-cli\n\n"
                "Narzędzie, które tworzy grafik dyżurów w formacie iCalendar.\n\n"
                "## Instalacja\n\n"
                "```bash\n"
                "pip install dyzury-cli==2.4.1\n"
                "```\n\n"
                "Wymaga Pythona 3.10 lub nowszego.\n\n"
                "## Użycie\n\n"
                "- Polecenie `dyzury generuj --od 2025-09-01 --do 2025-09-30` tworzy plik `grafik.ics`.\n"
                "- Opcja `--osoby` wczytuje listę pracowników z pliku CSV.\n"
                "- Wygenerowany plik można zaimportować do Kalendarza Google, Outlooka lub Thunderbirda.\n"
                "- Domyślnie dyżur trwa 12 godzin i rozpoczyna się o 7:00.\n"
                "- Polecenia nie należy uruchamiać z uprawnieniami administratora.\n"
                "- Plik konfiguracyjny `dyzury.toml` powinien znajdować się w katalogu projektu.\n\n"
                "## Licencja\n\n"
                "MIT",
            ),
            Good(
                "en",
                "# dyzury-cli\n\n"
                "A tool for generating duty rosters in iCalendar format.\n\n"
                "## Installation\n\n"
                "```bash\n"
                "pip install dyzury-cli==2.4.1\n"
                "```\n\n"
                "Python 3.10 or newer is required.\n\n"
                "## Usage\n\n"
                "Run `dyzury generuj --od 2025-09-01 --do 2025-09-30` to create the `grafik.ics` file. "
                "You can load the staff list from a CSV file with the `--osoby` option. "
                "The resulting file can be imported into Google Calendar, Outlook or Thunderbird. "
                "By default, each shift lasts 12 hours and starts at 7:00. "
                "Do not run the command with administrator privileges. "
                "The configuration file `dyzury.toml` should be located in the project directory.\n\n"
                "## Licence\n\n"
                "MIT",
            ),
        ],
        bad=[
            Slip(0, [("zaczyna się o 7:00", "zaczyna się o 8:00")], "date"),
            Slip(
                1,
                [("```bash\npip install dyzury-cli==2.4.1\n```", "pip install dyzury-cli==2.4.1")],
                "markdown",
            ),
            Slip(2, [("`dyzury.toml`", "`dyzury.yaml`")], "code"),
        ],
    ),
    Case(
        key="pl-apiary-neighbours-notice-beehives-season",
        source=(
            "Szanowni Sąsiedzi! Informujemy, że od 15 kwietnia do 30 czerwca na działce przy ul. Lipowej 8 będzie stało 12 uli. "
            "Pszczoły są łagodnej rasy krainka, a pasieka jest zarejestrowana u powiatowego lekarza weterynarii. "
            "W dni oprysków prosimy o wcześniejszą informację – rolnicy mają obowiązek powiadomić pszczelarza co najmniej 48 godzin przed zabiegiem środkami ochrony roślin. "
            "Dzieci nie powinny podchodzić bliżej niż 10 metrów do uli. "
            "W razie pojawienia się roju prosimy nie próbować go samodzielnie usuwać, tylko zadzwonić pod numer 601 234 567. "
            "Osoby uczulone na jad pszczeli mogą zgłosić się do nas po informację o godzinach przeglądów uli."
        ),
        good=[
            Good(
                "preserve",
                "Drodzy Sąsiedzi,\n"
                "od 15 kwietnia do 30 czerwca na działce przy ul. Lipowej 8 będzie stało 12 uli z łagodnymi pszczołami rasy krainka. "
                "Pasieka jest zarejestrowana u powiatowego lekarza weterynarii.\n\n"
                "Prosimy pamiętać, że:\n"
                "- rolnicy mają obowiązek zawiadomić pszczelarza o oprysku środkami ochrony roślin co najmniej 48 godzin wcześniej – w dni oprysków prosimy więc o wcześniejszą informację;\n"
                "- dzieci nie powinny zbliżać się do uli na odległość mniejszą niż 10 metrów;\n"
                "- jeśli pojawi się rój, prosimy nie usuwać go samodzielnie, tylko zadzwonić pod numer 601 234 567.\n\n"
                "Osoby uczulone na jad pszczeli mogą zapytać nas, w jakich godzinach przeglądamy ule.",
            ),
            Good(
                "preserve",
                "Szanowni Sąsiedzi, uprzejmie informujemy, że w okresie od 15 kwietnia do 30 czerwca na działce przy ul. Lipowej 8 stać będzie 12 uli. "
                "Pszczoły należą do łagodnej rasy krainka, a pasieka została zarejestrowana u powiatowego lekarza weterynarii. "
                "Rolnicy są zobowiązani powiadomić pszczelarza co najmniej 48 godzin przed zastosowaniem środków ochrony roślin, dlatego w dni oprysków prosimy o wcześniejszą informację. "
                "Dzieci nie powinny podchodzić do uli bliżej niż na 10 metrów. "
                "Jeśli pojawi się rój, prosimy nie próbować usuwać go samodzielnie, lecz zadzwonić pod numer 601 234 567. "
                "Osoby uczulone na jad pszczeli mogą się do nas zgłosić, aby dowiedzieć się, w jakich godzinach przeglądamy ule.",
            ),
            Good(
                "en",
                "Dear Neighbours, please note that from 15 April to 30 June there will be 12 beehives on the plot at 8 Lipowa Street. "
                "The bees are of the gentle Carniolan breed, and the apiary is registered with the district veterinary officer. "
                "On spraying days, please let us know in advance – farmers are obliged to notify the beekeeper at least 48 hours before applying plant protection products. "
                "Children should not come closer than 10 metres to the hives. "
                "If a swarm appears, please do not try to remove it yourself; call 601 234 567 instead. "
                "People allergic to bee venom may contact us to find out when we inspect the hives.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Pasieka jest zarejestrowana u powiatowego lekarza weterynarii.",
                        "The apiary is registered with the district veterinary officer.",
                    ),
                    (
                        "Osoby uczulone na jad pszczeli mogą zapytać nas, w jakich godzinach przeglądamy ule.",
                        "People allergic to bee venom may ask us when we inspect the hives.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(
                1, [("Rolnicy są zobowiązani powiadomić", "Rolnicy powinni powiadomić")], "modality"
            ),
            Slip(2, [("there will be 12 beehives", "there will be 15 beehives")], "number"),
        ],
    ),
    Case(
        key="pl-municipal-library-loan-rules-summer",
        source=(
            "Zgodnie z § 7 ust. 2 Regulaminu Biblioteki Gminnej w Krzywiniu czytelnik może wypożyczyć jednocześnie najwyżej 5 książek na okres 30 dni. "
            "Wypożyczenie można przedłużyć raz, telefonicznie lub przez konto w katalogu online, pod warunkiem że na książkę nie czeka inna osoba. "
            "Za każdy dzień zwłoki naliczana jest opłata w wysokości 0,20 zł. "
            "Nowości wydawnicze oznaczone czerwoną naklejką wypożyczamy tylko na 14 dni i nie podlegają one prolongacie. "
            "Od 1 lipca do 31 sierpnia biblioteka jest czynna od poniedziałku do piątku w godzinach 9:00–15:00, a w soboty pozostaje zamknięta. "
            "Dane czytelników przetwarzamy na podstawie art. 6 ust. 1 lit. c RODO."
        ),
        good=[
            Good(
                "preserve",
                "Na podstawie § 7 ust. 2 Regulaminu Biblioteki Gminnej w Krzywiniu możesz mieć wypożyczonych naraz maksymalnie 5 książek, każdą na 30 dni. "
                "Wypożyczenie przedłużysz jeden raz – telefonicznie albo przez konto w katalogu online – o ile nikt inny nie czeka na daną książkę. "
                "Za każdy dzień spóźnienia naliczamy 0,20 zł. "
                "Nowości z czerwoną naklejką wypożyczamy jedynie na 14 dni i tych wypożyczeń nie przedłużamy. "
                "Od 1 lipca do 31 sierpnia biblioteka działa od poniedziałku do piątku w godz. 9:00–15:00, a w soboty jest zamknięta. "
                "Dane czytelników przetwarzamy na podstawie art. 6 ust. 1 lit. c RODO.",
            ),
            Good(
                "preserve",
                "Najważniejsze zasady wypożyczeń (§ 7 ust. 2 Regulaminu Biblioteki Gminnej w Krzywiniu):\n"
                "- jednocześnie można wypożyczyć do 5 książek na 30 dni;\n"
                "- wypożyczenie można przedłużyć jeden raz, telefonicznie lub przez konto w katalogu online, jeśli na książkę nie czeka inny czytelnik;\n"
                "- za każdy dzień zwłoki naliczana jest opłata 0,20 zł;\n"
                "- nowości z czerwoną naklejką wypożycza się tylko na 14 dni, bez możliwości prolongaty.\n\n"
                "W okresie od 1 lipca do 31 sierpnia biblioteka jest otwarta od poniedziałku do piątku w godzinach 9:00–15:00; w soboty jest nieczynna. "
                "Dane czytelników są przetwarzane na podstawie art. 6 ust. 1 lit. c RODO.",
            ),
            Good(
                "en",
                "Under § 7(2) of the Regulations of the Krzywiń Municipal Library, a reader may borrow up to 5 books at a time for a period of 30 days. "
                "A loan can be renewed once, by phone or through the online catalogue account, provided that no one else is waiting for the book. "
                "A fee of PLN 0.20 is charged for each day of delay. "
                "New releases marked with a red sticker are lent for only 14 days and cannot be renewed. "
                "From 1 July to 31 August, the library is open Monday to Friday from 9:00 to 15:00 and is closed on Saturdays. "
                "Readers' data are processed on the basis of Article 6(1)(c) GDPR.",
            ),
        ],
        bad=[
            Slip(0, [("Od 1 lipca do 31 sierpnia", "Od 1 lipca do 15 sierpnia")], "date"),
            Slip(
                1,
                [
                    (
                        "jeśli na książkę nie czeka inny czytelnik",
                        "jeśli na książkę czeka inny czytelnik",
                    )
                ],
                "negation",
            ),
            Slip(2, [("Article 6(1)(c) GDPR", "Article 6(1)(a) GDPR")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-app-backup-config-admin-guide",
        source=(
            "Aby włączyć kopie zapasowe w aplikacji, ustaw w pliku `config/backup.yml` klucz `enabled: true` oraz wskaż katalog docelowy w `target_dir`. "
            "Kopia jest tworzona codziennie o 2:00 czasu serwera. "
            "Katalog docelowy musi znajdować się na innym dysku niż baza danych. "
            "Pełna kopia bazy o rozmiarze 50 GB trwa zwykle około 40 minut, ale przy dużym obciążeniu serwera może potrwać dłużej. "
            "Kopie starsze niż 14 dni są usuwane automatycznie. "
            "Po zmianie konfiguracji należy zrestartować usługę poleceniem `systemctl restart app-backup`. "
            "Jeśli kopia się nie powiedzie, szczegóły znajdziesz w pliku `/var/log/app/backup.log`."
        ),
        good=[
            Good(
                "preserve",
                "Jak włączyć kopie zapasowe:\n"
                "1. W pliku `config/backup.yml` ustaw `enabled: true`.\n"
                "2. W kluczu `target_dir` podaj katalog docelowy – musi on znajdować się na innym dysku niż baza danych.\n"
                "3. Zrestartuj usługę poleceniem `systemctl restart app-backup` (należy to zrobić po każdej zmianie konfiguracji).\n\n"
                "Kopia powstaje codziennie o 2:00 czasu serwera. "
                "Pełna kopia 50-gigabajtowej bazy zajmuje zazwyczaj około 40 minut, a przy dużym obciążeniu serwera może trwać dłużej. "
                "Kopie starsze niż 14 dni są automatycznie usuwane. "
                "Jeśli tworzenie kopii się nie powiedzie, szczegóły znajdziesz w `/var/log/app/backup.log`.",
            ),
            Good(
                "preserve",
                "Kopie zapasowe włącza się w pliku `config/backup.yml`: należy ustawić klucz `enabled: true` i określić katalog docelowy w `target_dir`. "
                "Katalog ten musi znajdować się na innym dysku niż baza danych. "
                "Kopia wykonywana jest codziennie o godzinie 2:00 czasu serwera, a kopie starsze niż 14 dni są usuwane automatycznie. "
                "Wykonanie pełnej kopii bazy o wielkości 50 GB trwa zwykle około 40 minut, choć przy dużym obciążeniu serwera może się wydłużyć. "
                "Po każdej zmianie konfiguracji należy zrestartować usługę poleceniem `systemctl restart app-backup`. "
                "Szczegóły nieudanych kopii znajdują się w pliku `/var/log/app/backup.log`.",
            ),
            Good(
                "en",
                "To enable backups in the application, set `enabled: true` in `config/backup.yml` and specify the destination directory in `target_dir`. "
                "A backup is created every day at 2:00 server time. "
                "The destination directory must be on a different disk from the database. "
                "A full backup of a 50 GB database usually takes about 40 minutes, but it may take longer when the server is under heavy load. "
                "Backups older than 14 days are deleted automatically. "
                "After changing the configuration, you need to restart the service with `systemctl restart app-backup`. "
                "If a backup fails, you will find the details in `/var/log/app/backup.log`.",
            ),
        ],
        bad=[
            Slip(0, [("`systemctl restart app-backup`", "`systemctl reload app-backup`")], "code"),
            Slip(
                1,
                [("Katalog ten musi znajdować się", "Katalog ten powinien znajdować się")],
                "modality",
            ),
            Slip(2, [("usually takes about 40 minutes", "takes 40 minutes")], "hedge"),
        ],
    ),
    Case(
        key="pl-urban-park-ticks-borrelia-abstract",
        source=(
            "W latach 2021–2022 zebrano 1482 kleszcze z 14 parków miejskich w Poznaniu i Wrocławiu. "
            "Obecność krętków Borrelia burgdorferi sensu lato potwierdzono metodą PCR u 11,3% osobników, przy czym odsetek zakażonych był wyższy w parkach z gęstym podszytem. "
            "Wyniki te są zbliżone do opisanych wcześniej przez Kowalczyk i in. (2018, „Annals of Agricultural and Environmental Medicine”, 25(3), s. 412–418). "
            "Autorzy zaznaczają, że próba nie obejmowała parków w centrach miast, więc wniosków nie należy uogólniać na całe aglomeracje. "
            "Badanie sfinansowano z grantu NCN nr 2020/39/B/NZ7/01234."
        ),
        good=[
            Good(
                "preserve",
                "Między 2021 a 2022 rokiem badacze zebrali 1482 kleszcze w 14 parkach miejskich Poznania i Wrocławia. "
                "Za pomocą PCR krętki Borrelia burgdorferi sensu lato wykryto u 11,3% z nich; zakażonych kleszczy było proporcjonalnie więcej w parkach z gęstym podszytem. "
                "Podobne wyniki opisali wcześniej Kowalczyk i in. (2018, „Annals of Agricultural and Environmental Medicine”, 25(3), s. 412–418). "
                "Autorzy podkreślają, że w próbie nie było parków położonych w centrach miast, dlatego wniosków nie należy uogólniać na całe aglomeracje. "
                "Badanie sfinansowało Narodowe Centrum Nauki (grant nr 2020/39/B/NZ7/01234).",
            ),
            Good(
                "preserve",
                "Materiał i metody: w latach 2021–2022 w 14 parkach miejskich Poznania i Wrocławia zebrano 1482 kleszcze; obecność Borrelia burgdorferi sensu lato oznaczano metodą PCR.\n"
                "Wyniki: krętki wykryto u 11,3% kleszczy, a odsetek zakażonych był wyższy w parkach z gęstym podszytem. "
                "Wyniki są zbliżone do wcześniejszych danych Kowalczyk i in. (2018, „Annals of Agricultural and Environmental Medicine”, 25(3), s. 412–418).\n"
                "Ograniczenia: próba nie obejmowała parków w centrach miast, zatem wniosków nie należy uogólniać na całe aglomeracje.\n"
                "Finansowanie: grant NCN nr 2020/39/B/NZ7/01234.",
            ),
            Good(
                "en",
                "In 2021–2022, 1,482 ticks were collected from 14 urban parks in Poznań and Wrocław. "
                "The presence of Borrelia burgdorferi sensu lato spirochetes was confirmed by PCR in 11.3% of the ticks, with a higher infection rate in parks with dense undergrowth. "
                "These results are similar to those previously reported by Kowalczyk et al. (2018, Annals of Agricultural and Environmental Medicine, 25(3), pp. 412–418). "
                "The authors note that the sample did not include parks in city centres, so the conclusions should not be generalised to entire metropolitan areas. "
                "The study was funded by NCN grant no. 2020/39/B/NZ7/01234.",
            ),
        ],
        bad=[
            Slip(0, [("25(3), s. 412–418", "25(3), s. 312–318")], "citation"),
            Slip(1, [("u 11,3% kleszczy", "u 13,1% kleszczy")], "number"),
            Slip(
                2,
                [
                    (
                        "in parks with dense undergrowth.",
                        "in parks with dense undergrowth, which the authors attribute to larger roe deer populations.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-physiotherapy-clinic-privacy-notice-gdpr",
        source=(
            "Administratorem Twoich danych osobowych jest Gabinet Fizjoterapii „Ruch” s.c., ul. Ogrodowa 14, 62-200 Gniezno. "
            "Dane przetwarzamy w celu prowadzenia dokumentacji medycznej na podstawie art. 9 ust. 2 lit. h RODO oraz ustawy z dnia 6 listopada 2008 r. o prawach pacjenta i Rzeczniku Praw Pacjenta. "
            "Dokumentację przechowujemy przez 20 lat od końca roku, w którym dokonano ostatniego wpisu. "
            "Podanie danych jest obowiązkowe, ponieważ wynika z ustawy, a ich niepodanie uniemożliwi udzielenie świadczenia. "
            "Masz prawo dostępu do danych, ich sprostowania oraz wniesienia skargi do Prezesa UODO. "
            "W sprawach dotyczących danych możesz pisać na adres iod@fizjo-ruch.pl."
        ),
        good=[
            Good(
                "preserve",
                "Kto przetwarza Twoje dane? Gabinet Fizjoterapii „Ruch” s.c., ul. Ogrodowa 14, 62-200 Gniezno.\n"
                "- Cel i podstawa: prowadzenie dokumentacji medycznej – art. 9 ust. 2 lit. h RODO oraz ustawa z dnia 6 listopada 2008 r. o prawach pacjenta i Rzeczniku Praw Pacjenta.\n"
                "- Okres przechowywania dokumentacji: 20 lat, licząc od końca roku, w którym dokonano ostatniego wpisu.\n"
                "- Czy musisz podać dane? Tak, wymaga tego ustawa; bez nich nie będziemy mogli udzielić Ci świadczenia.\n"
                "- Twoje prawa: dostęp do danych, ich sprostowanie oraz skarga do Prezesa UODO.\n"
                "- Kontakt w sprawie danych: iod@fizjo-ruch.pl.",
            ),
            Good(
                "preserve",
                "Administratorem danych osobowych pacjentów jest Gabinet Fizjoterapii „Ruch” s.c. z siedzibą przy ul. Ogrodowej 14, 62-200 Gniezno. "
                "Dane są przetwarzane w celu prowadzenia dokumentacji medycznej, na podstawie art. 9 ust. 2 lit. h RODO oraz ustawy z dnia 6 listopada 2008 r. o prawach pacjenta i Rzeczniku Praw Pacjenta. "
                "Dokumentacja jest przechowywana przez 20 lat od końca roku, w którym dokonano ostatniego wpisu. "
                "Podanie danych jest obowiązkowe na mocy ustawy; jeśli dane nie zostaną podane, udzielenie świadczenia nie będzie możliwe. "
                "Pacjentowi przysługuje prawo dostępu do danych, ich sprostowania oraz wniesienia skargi do Prezesa UODO. "
                "W sprawach dotyczących danych osobowych można pisać na adres iod@fizjo-ruch.pl.",
            ),
            Good(
                "en",
                "The controller of your personal data is Gabinet Fizjoterapii „Ruch” s.c., ul. Ogrodowa 14, 62-200 Gniezno. "
                "We process your data to keep medical records, on the basis of Article 9(2)(h) GDPR and the Act of 6 November 2008 on Patient Rights and the Patient Rights Ombudsman. "
                "We keep the records for 20 years from the end of the year in which the last entry was made. "
                "Providing your data is mandatory because it is required by law, and if you do not provide it, we will not be able to provide the service. "
                "You have the right to access and rectify your data and to lodge a complaint with the President of the Personal Data Protection Office (UODO). "
                "For matters concerning your data, you can write to iod@fizjo-ruch.pl.",
            ),
        ],
        bad=[
            Slip(
                0, [("art. 9 ust. 2 lit. h RODO", "art. 9 ust. 2 lit. a RODO")], "legal_reference"
            ),
            Slip(
                1,
                [
                    (
                        "Podanie danych jest obowiązkowe na mocy ustawy",
                        "Podanie danych jest zalecane na mocy ustawy",
                    )
                ],
                "modality",
            ),
            Slip(2, [("iod@fizjo-ruch.pl", "iodo@fizjo-ruch.pl")], "url"),
        ],
    ),
    Case(
        key="pl-animal-shelter-dog-adoption-procedure",
        source=(
            "Adopcja psa ze schroniska „Przystań” w Lesznie zaczyna się od wypełnienia ankiety przedadopcyjnej. "
            "Po jej analizie zapraszamy na co najmniej dwa spacery z wybranym psem, które odbywają się w soboty i niedziele między 10:00 a 14:00. "
            "Nie wydajemy zwierząt osobom, które nie ukończyły 18 lat, ani w dniu pierwszej wizyty. "
            "Wszystkie psy są zaszczepione, zaczipowane i wykastrowane, a opłata adopcyjna w wysokości 150 zł pokrywa część tych kosztów. "
            "W ciągu 3 miesięcy od adopcji wolontariusz może odwiedzić nowy dom psa. "
            "Schronisko jest nieczynne w święta państwowe."
        ),
        good=[
            Good(
                "preserve",
                "Jak adoptować psa ze schroniska „Przystań” w Lesznie?\n\n"
                "Najpierw wypełniasz ankietę przedadopcyjną. Gdy ją przeanalizujemy, zaprosimy Cię na minimum dwa spacery z wybranym psem – odbywają się one w soboty i niedziele od 10:00 do 14:00. "
                "Psa nie zabierzesz do domu w dniu pierwszej wizyty, a osobom, które nie ukończyły 18 lat, w ogóle nie wydajemy zwierząt. "
                "Każdy pies jest zaszczepiony, zaczipowany i wykastrowany; opłata adopcyjna (150 zł) pokrywa część tych kosztów. "
                "Przez 3 miesiące od adopcji wolontariusz może odwiedzić psa w nowym domu. "
                "W święta państwowe schronisko jest zamknięte.",
            ),
            Good(
                "preserve",
                "Procedura adopcji psa ze schroniska „Przystań” w Lesznie rozpoczyna się od ankiety przedadopcyjnej. "
                "Po jej analizie kandydat zostaje zaproszony na przynajmniej dwa spacery z wybranym psem; spacery odbywają się w weekendy, w godzinach 10:00–14:00. "
                "Zwierzęta nie są wydawane osobom, które nie ukończyły 18 lat, ani w dniu pierwszej wizyty. "
                "Wszystkie psy są zaszczepione, zaczipowane i wykastrowane, a opłata adopcyjna wynosząca 150 zł pokrywa część tych kosztów. "
                "W okresie 3 miesięcy od adopcji nowy dom psa może odwiedzić wolontariusz. "
                "W święta państwowe schronisko pozostaje nieczynne.",
            ),
            Good(
                "en",
                "Adopting a dog from the Przystań shelter in Leszno starts with filling in a pre-adoption questionnaire. "
                "Once we have reviewed it, we invite you for at least two walks with the dog you have chosen, held on Saturdays and Sundays between 10:00 and 14:00. "
                "We do not release animals to people under 18, nor on the day of the first visit. "
                "All dogs are vaccinated, microchipped and neutered, and the adoption fee of PLN 150 covers part of these costs. "
                "Within 3 months of the adoption, a volunteer may visit the dog's new home. "
                "The shelter is closed on public holidays.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Psa nie zabierzesz do domu w dniu", "Psa zabierzesz do domu już w dniu")],
                "negation",
            ),
            Slip(
                1, [("W okresie 3 miesięcy od adopcji", "W okresie 6 miesięcy od adopcji")], "date"
            ),
            Slip(
                2,
                [
                    (
                        "covers part of these costs.",
                        "covers part of these costs and includes a starter pack of food.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-drweca-kayak-rental-route-info",
        source=(
            "Spływ kajakowy Drwęcą na odcinku z Samborowa do Ostródy ma około 18 km i zajmuje zwykle 5–6 godzin, w zależności od stanu wody. "
            "Wypożyczenie kajaka dwuosobowego kosztuje 90 zł za dzień, a transport kajaków na start – 15 zł od osoby. "
            "Na trasie są dwa miejsca biwakowe; na biwaku przy moście w Rudnie można prawdopodobnie kupić drewno na ognisko, ale warto to wcześniej sprawdzić telefonicznie. "
            "Kamizelki asekuracyjne wydajemy bezpłatnie i każdy uczestnik musi mieć ją na sobie przez cały spływ. "
            "Dzieci poniżej 12 lat płyną wyłącznie pod opieką dorosłego."
        ),
        good=[
            Good(
                "preserve",
                "Spływ Drwęcą: Samborowo – Ostróda\n"
                "- Długość trasy: ok. 18 km.\n"
                "- Czas: zwykle 5–6 godzin, zależnie od stanu wody.\n"
                "- Kajak dwuosobowy: 90 zł za dzień; transport kajaków na start: 15 zł od osoby.\n"
                "- Biwaki: dwa na trasie. Na tym przy moście w Rudnie prawdopodobnie kupisz drewno na ognisko – lepiej jednak wcześniej zadzwonić i to sprawdzić.\n"
                "- Bezpieczeństwo: kamizelki asekuracyjne wydajemy bezpłatnie, a każdy uczestnik musi mieć kamizelkę na sobie przez cały spływ. Dzieci poniżej 12 lat płyną tylko pod opieką dorosłego.",
            ),
            Good(
                "preserve",
                "Planujesz spływ Drwęcą z Samborowa do Ostródy? Przed Tobą około 18 km, a spływ trwa zwykle 5–6 godzin – wszystko zależy od stanu wody. "
                "Za kajak dwuosobowy zapłacisz 90 zł za dzień, a za przewiezienie kajaków na start 15 zł od osoby. "
                "Kamizelki asekuracyjne dostaniesz od nas bezpłatnie, a każdy uczestnik musi mieć ją na sobie przez cały spływ. "
                "Dzieci poniżej 12 lat płyną wyłącznie pod opieką dorosłego. "
                "Po drodze miniesz dwa miejsca biwakowe; na tym przy moście w Rudnie prawdopodobnie kupisz drewno na ognisko, ale lepiej wcześniej sprawdzić to telefonicznie.",
            ),
            Good(
                "en",
                "The kayak trip down the Drwęca from Samborowo to Ostróda covers about 18 km and usually takes 5–6 hours, depending on the water level. "
                "A two-person kayak costs PLN 90 per day, and transporting the kayaks to the start costs PLN 15 per person. "
                "There are two campsites along the route; you can probably buy firewood at the one by the bridge in Rudno, but it is worth checking by phone beforehand. "
                "Life jackets are provided free of charge, and every participant must wear one for the entire trip. "
                "Children under 12 paddle only under the supervision of an adult.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Kajak dwuosobowy: 90 zł za dzień", "Kajak dwuosobowy: 70 zł za dzień")],
                "number",
            ),
            Slip(1, [("Rudnie prawdopodobnie kupisz", "Rudnie kupisz")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Life jackets are provided free of charge, and every participant must wear one for the entire trip. Children under 12 paddle only under the supervision of an adult.",
                        "Kamizelki asekuracyjne wydajemy bezpłatnie i każdy uczestnik musi mieć ją na sobie przez cały spływ. Dzieci poniżej 12 lat płyną wyłącznie pod opieką dorosłego.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-invoice-library-version-migration-note",
        source=(
            "Od wersji 3.0 biblioteki `faktury-pl` funkcja `generuj_pdf()` nie przyjmuje już argumentu `szablon` jako ścieżki do pliku – zamiast tego musisz przekazać obiekt `Szablon`. "
            "Stary sposób wywołania działa jeszcze w wersji 3.0, ale zgłasza ostrzeżenie `DeprecationWarning` i zostanie usunięty w wersji 3.2. "
            "Jeśli korzystasz z numeracji faktur w formacie `FV/RRRR/MM/NNN`, nie musisz nic zmieniać. "
            "Przed aktualizacją warto uruchomić `faktury-pl sprawdz --migracja`, które wskaże miejsca wymagające poprawek. "
            "Nie aktualizuj biblioteki w trakcie zamykania miesiąca, bo numeracja może się rozjechać z danymi w KSeF."
        ),
        good=[
            Good(
                "preserve",
                "Zmiany w `faktury-pl` od wersji 3.0:\n"
                "- `generuj_pdf()` nie przyjmuje już ścieżki do pliku w argumencie `szablon`; musisz przekazać obiekt `Szablon`.\n"
                "- Dotychczasowe wywołanie w wersji 3.0 jeszcze działa, ale zgłasza `DeprecationWarning`; w wersji 3.2 zostanie usunięte.\n"
                "- Jeśli używasz numeracji w formacie `FV/RRRR/MM/NNN`, nie musisz niczego zmieniać.\n"
                "- Przed aktualizacją warto uruchomić `faktury-pl sprawdz --migracja` – polecenie wskaże miejsca do poprawienia.\n"
                "- Nie aktualizuj biblioteki podczas zamykania miesiąca: numeracja może rozjechać się z danymi w KSeF.",
            ),
            Good(
                "preserve",
                "W wersji 3.0 biblioteki `faktury-pl` funkcja `generuj_pdf()` przestała akceptować ścieżkę do pliku w argumencie `szablon` – należy przekazać w nim obiekt `Szablon`. "
                "Wywołanie w dotychczasowej postaci działa jeszcze w wersji 3.0, lecz zgłasza `DeprecationWarning`, a w wersji 3.2 zostanie usunięte. "
                "Użytkownicy numeracji faktur w formacie `FV/RRRR/MM/NNN` nie muszą niczego zmieniać. "
                "Przed aktualizacją warto uruchomić polecenie `faktury-pl sprawdz --migracja`, które wskaże fragmenty wymagające poprawek. "
                "Biblioteki nie należy aktualizować w trakcie zamykania miesiąca, ponieważ numeracja może się rozjechać z danymi w KSeF.",
            ),
            Good(
                "en",
                "Starting with version 3.0 of the `faktury-pl` library, the `generuj_pdf()` function no longer accepts a file path in the `szablon` argument – you must pass a `Szablon` object instead. "
                "The old way of calling it still works in 3.0 but raises a `DeprecationWarning`, and it will be removed in version 3.2. "
                "If you use invoice numbering in the `FV/RRRR/MM/NNN` format, you don't need to change anything. "
                "Before upgrading, it's worth running `faktury-pl sprawdz --migracja`, which will point out the places that need fixing. "
                "Do not upgrade the library while closing the month, as the numbering may get out of sync with the data in KSeF.",
            ),
        ],
        bad=[
            Slip(0, [("`faktury-pl sprawdz --migracja`", "`faktury-pl sprawdz --migruj`")], "code"),
            Slip(1, [("nie muszą niczego zmieniać", "muszą ją zmienić")], "negation"),
            Slip(
                2,
                [("you must pass a `Szablon` object", "you can pass a `Szablon` object")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-herb-garden-open-day-announcement",
        source=(
            "W sobotę 14 czerwca 2025 r. zapraszamy na Dzień Otwarty Ogrodu Zielarskiego w Bielinach. "
            "Zwiedzanie z przewodnikiem rozpocznie się o 11:00 i 14:00, a zapisy przyjmujemy do środy 11 czerwca. "
            "Wstęp tego dnia jest bezpłatny, ale liczba miejsc na warsztaty zielarskie jest ograniczona do 25 osób. "
            "Na teren ogrodu nie wolno wprowadzać psów, z wyjątkiem psów asystujących. "
            "Parking przy bramie głównej może być zajęty już przed południem, dlatego zalecamy dojazd rowerem lub autobusem linii 12 z Pyrzyc. "
            "W razie ulewnego deszczu część atrakcji zostanie przeniesiona do oranżerii."
        ),
        good=[
            Good(
                "preserve",
                "Dzień Otwarty Ogrodu Zielarskiego w Bielinach – sobota, 14 czerwca 2025 r.\n"
                "- Zwiedzanie z przewodnikiem: godz. 11:00 i 14:00 (zapisy do środy, 11 czerwca).\n"
                "- Wstęp wolny; na warsztaty zielarskie – maksymalnie 25 osób.\n"
                "- Psów nie wolno wprowadzać na teren ogrodu; wyjątek stanowią psy asystujące.\n"
                "- Parking przy bramie głównej może się zapełnić już przed południem – zalecamy dojazd rowerem lub autobusem linii 12 z Pyrzyc.\n"
                "- W razie ulewnego deszczu część atrakcji przeniesiemy do oranżerii.",
            ),
            Good(
                "preserve",
                "Zapraszamy w sobotę 14 czerwca 2025 r. na Dzień Otwarty Ogrodu Zielarskiego w Bielinach! "
                "Tego dnia wstęp jest bezpłatny. "
                "Przewodnik oprowadzi chętnych o 11:00 i o 14:00 – zapisy przyjmujemy do środy 11 czerwca. "
                "Na warsztaty zielarskie mamy tylko 25 miejsc. "
                "Pamiętaj, że psów nie można wprowadzać na teren ogrodu, chyba że są to psy asystujące. "
                "Parking przy głównej bramie może być pełny już przed południem, więc zalecamy przyjazd rowerem albo autobusem linii 12 z Pyrzyc. "
                "Jeśli będzie ulewa, część atrakcji przeniesiemy do oranżerii.",
            ),
            Good(
                "en",
                "On Saturday, 14 June 2025, we invite you to the Open Day at the Herb Garden in Bieliny. "
                "Guided tours will start at 11:00 and 14:00; registration is open until Wednesday, 11 June. "
                "Admission is free that day, but the herbal workshops are limited to 25 people. "
                "Dogs are not allowed in the garden, except for assistance dogs. "
                "The car park by the main gate may be full before noon, so we recommend coming by bike or on bus line 12 from Pyrzyce. "
                "In the event of heavy rain, some attractions will be moved to the orangery.",
            ),
        ],
        bad=[
            Slip(0, [("zapisy do środy, 11 czerwca", "zapisy do piątku, 13 czerwca")], "date"),
            Slip(1, [("psów nie można wprowadzać", "psy można wprowadzać")], "negation"),
            Slip(
                2,
                [
                    (
                        "Guided tours will start",
                        "Guided tours led by botanist Dr Anna Wilk will start",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
