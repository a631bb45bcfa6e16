# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 90: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-pszczelarze-termin-leczenia-warrozy",
        source="""Koło Pszczelarzy w Starym Sączu przypomina, że jesienne leczenie warrozy należy zakończyć do 15 października 2025 r. Preparaty odbieramy w siedzibie koła w każdy wtorek w godz. 16:00–18:00; na jedną rodzinę pszczelą przypada jedno opakowanie. Leków nie wydajemy osobom, które nie złożyły aktualnego spisu pasiek. Według wstępnych obserwacji porażenie w tym sezonie jest prawdopodobnie wyższe niż rok temu, dlatego zalecamy kontrolny osyp po 14 dniach od zabiegu. Pytania prosimy kierować do skarbnika, pana Andrzeja Wolnego, pod numer 604 218 377.""",
        good=[
            Good(
                "preserve",
                """Przypominamy: jesienne leczenie warrozy trzeba zakończyć najpóźniej 15 października 2025 r. Preparaty można odebrać w siedzibie Koła Pszczelarzy w Starym Sączu w każdy wtorek między 16:00 a 18:00 – jedno opakowanie na jedną rodzinę pszczelą. Jeśli nie złożyłeś aktualnego spisu pasiek, leków nie otrzymasz. Wstępne obserwacje wskazują, że porażenie jest w tym sezonie prawdopodobnie wyższe niż przed rokiem, więc zalecamy kontrolny osyp 14 dni po zabiegu. Z pytaniami dzwoń do skarbnika, pana Andrzeja Wolnego: 604 218 377.""",
            ),
            Good(
                "preserve",
                """Komunikat Koła Pszczelarzy w Starym Sączu:
- termin zakończenia jesiennego leczenia warrozy: 15.10.2025 r.;
- wydawanie preparatów: siedziba koła, wtorki, 16:00–18:00, jedno opakowanie na rodzinę pszczelą;
- leki nie są wydawane osobom bez złożonego aktualnego spisu pasiek;
- porażenie w bieżącym sezonie jest, według wstępnych obserwacji, prawdopodobnie wyższe niż w ubiegłym roku – zalecany jest kontrolny osyp po 14 dniach od zabiegu;
- pytania: skarbnik Andrzej Wolny, tel. 604 218 377.""",
            ),
            Good(
                "en",
                """The Beekeepers' Club in Stary Sącz reminds members that autumn varroa treatment must be completed by 15 October 2025. Treatments can be collected at the club's premises every Tuesday from 4:00 to 6:00 pm, one pack per bee colony. We do not hand out medication to anyone who has not submitted an up-to-date apiary register. Early observations suggest that infestation this season is probably higher than last year, so we recommend a control mite-drop check 14 days after treatment. Please direct questions to the treasurer, Mr Andrzej Wolny, at 604 218 377.""",
            ),
        ],
        bad=[
            Slip(0, [("leków nie otrzymasz", "leki również otrzymasz")], "negation"),
            Slip(1, [("15.10.2025 r.", "25.10.2025 r.")], "date"),
            Slip(
                2,
                [
                    (
                        "Early observations suggest that infestation this season is probably higher",
                        "Infestation this season is clearly higher",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-pozwolenie-wejscie-jezor-lodowca",
        source="""Wejście na jęzor lodowca Falljökull w Parku Narodowym Vatnajökull wymaga pozwolenia, które wydaje się wyłącznie grupom prowadzonym przez licencjonowanego przewodnika. Jedna grupa może liczyć maksymalnie 12 osób, a minimalny wiek uczestnika to 10 lat. Opłata za pozwolenie wynosi 2500 ISK od osoby i jest doliczana do ceny wycieczki. Raki, uprząż i kask zapewnia organizator; własne buty trekkingowe muszą mieć sztywną podeszwę. Wniosek składa się przez stronę https://vatnajokulsthjodgardur.is/permits co najmniej 48 godzin przed planowanym wejściem. W razie złej pogody strażnicy parku mogą cofnąć pozwolenie bez zwrotu opłaty.""",
        good=[
            Good(
                "preserve",
                """Chcesz wejść na jęzor lodowca Falljökull w Parku Narodowym Vatnajökull? Potrzebujesz pozwolenia, a dostaniesz je tylko jako członek grupy prowadzonej przez licencjonowanego przewodnika. W grupie może być najwyżej 12 osób, a każdy uczestnik musi mieć co najmniej 10 lat. Pozwolenie kosztuje 2500 ISK od osoby – kwota jest doliczana do ceny wycieczki. Raki, uprząż i kask zapewnia organizator, ale twoje buty trekkingowe muszą mieć sztywną podeszwę. Wniosek złóż na https://vatnajokulsthjodgardur.is/permits najpóźniej 48 godzin przed wejściem. Pamiętaj, że przy złej pogodzie strażnicy parku mogą cofnąć pozwolenie, a opłata nie zostanie zwrócona.""",
            ),
            Good(
                "preserve",
                """Pozwolenie na wejście na jęzor lodowca Falljökull (Park Narodowy Vatnajökull) otrzymują wyłącznie grupy pod opieką licencjonowanego przewodnika. Limit wynosi 12 osób na grupę, a dolna granica wieku – 10 lat. Za pozwolenie pobiera się 2500 ISK od osoby, doliczane do ceny wycieczki. Organizator zapewnia raki, uprząż i kask; obuwie trekkingowe uczestnika musi mieć sztywną podeszwę. Wnioski przyjmowane są przez https://vatnajokulsthjodgardur.is/permits nie później niż 48 godzin przed planowanym wejściem. Przy niekorzystnej pogodzie strażnicy parku mogą cofnąć pozwolenie, nie zwracając opłaty.""",
            ),
            Good(
                "en",
                """Access to the Falljökull glacier tongue in Vatnajökull National Park requires a permit, which is issued only to groups led by a licensed guide. A group may have no more than 12 people, and the minimum age for participants is 10. The permit costs ISK 2,500 per person and is added to the price of the tour. The organiser provides crampons, a harness and a helmet; your own hiking boots must have stiff soles. Apply via https://vatnajokulsthjodgardur.is/permits at least 48 hours before the planned ascent. In bad weather, park rangers may revoke the permit without refunding the fee.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("strażnicy parku mogą cofnąć pozwolenie", "strażnicy parku cofną pozwolenie")],
                "modality",
            ),
            Slip(1, [("Limit wynosi 12 osób", "Limit wynosi 15 osób")], "number"),
            Slip(
                2,
                [("https://vatnajokulsthjodgardur.is/permits", "https://vatnajokull.is/permits")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-zlecenie-pracowni-protetycznej-korona-licowki",
        source="""Zlecenie dla pracowni protetycznej nr 2025/0417. Pacjentka: Ewa K., lat 54. Proszę o wykonanie korony pełnoceramicznej z cyrkonu na ząb 36 oraz dwóch licówek porcelanowych na zęby 11 i 21. Kolor według skali VITA: A2, brzegi sieczne nieco bardziej przezierne. Wyciski cyfrowe przesłano dziś w formacie STL; modeli gipsowych nie dołączamy. Przymiarka licówek jest zaplanowana na 12 czerwca, dlatego prosimy o dostarczenie pracy najpóźniej dzień wcześniej. Korony nie należy glazurować przed przymiarką. W razie wątpliwości co do linii preparacji proszę o kontakt telefoniczny z lek. dent. Marią Sową.""",
        good=[
            Good(
                "preserve",
                """Zlecenie nr 2025/0417 dla pracowni protetycznej
Pacjentka: Ewa K., 54 lata
Zakres prac:
1. korona pełnoceramiczna z cyrkonu – ząb 36,
2. dwie licówki porcelanowe – zęby 11 i 21.
Kolor: A2 w skali VITA, brzegi sieczne nieco bardziej przezierne.
Wyciski cyfrowe wysłano dziś jako pliki STL; modele gipsowe nie są dołączone.
Przymiarka licówek: 12 czerwca – pracę prosimy dostarczyć najpóźniej dzień wcześniej.
Uwaga: korony nie glazurować przed przymiarką.
Wątpliwości dotyczące linii preparacji – prosimy o kontakt telefoniczny z lek. dent. Marią Sową.""",
            ),
            Good(
                "preserve",
                """W ramach zlecenia nr 2025/0417 (pacjentka Ewa K., 54 lata) prosimy pracownię o wykonanie korony pełnoceramicznej z cyrkonu na ząb 36 i dwóch porcelanowych licówek na zęby 11 i 21. Kolor: VITA A2, z nieco bardziej przeziernymi brzegami siecznymi. Dziś wysłaliśmy wyciski cyfrowe w formacie STL – modeli gipsowych nie dołączamy. Ponieważ przymiarkę licówek zaplanowano na 12 czerwca, prosimy o dostarczenie pracy najpóźniej dzień wcześniej. Przed przymiarką korony nie należy glazurować. Jeśli linia preparacji budzi wątpliwości, prosimy o telefon do lek. dent. Marii Sowy.""",
            ),
            Good(
                "en",
                """Dental laboratory order no. 2025/0417. Patient: Ewa K., aged 54. Please make a full-ceramic zirconia crown for tooth 36 and two porcelain veneers for teeth 11 and 21. Shade: VITA A2, with slightly more translucent incisal edges. Digital impressions were sent today as STL files; no plaster models are included. The veneer try-in is scheduled for 12 June, so please deliver the work no later than the day before. Do not glaze the crown before the try-in. If you have any doubts about the preparation margin, please phone the dentist, Dr Maria Sowa.""",
            ),
        ],
        bad=[
            Slip(0, [("ząb 36", "ząb 46")], "number"),
            Slip(1, [("modeli gipsowych nie dołączamy", "modele gipsowe dołączamy")], "negation"),
            Slip(
                2,
                [
                    (
                        "Patient: Ewa K., aged 54.",
                        "Patient: Ewa K., aged 54, with a known allergy to methacrylate.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-rejestracja-pojazdu-zabytkowego-ewidencja-zabytkow",
        source="""Aby zarejestrować samochód jako pojazd zabytkowy w rozumieniu art. 2 pkt 33 ustawy – Prawo o ruchu drogowym, właściciel musi najpierw uzyskać wpis pojazdu do wojewódzkiej ewidencji zabytków. Do wniosku o rejestrację dołącza się opinię rzeczoznawcy samochodowego, dowód własności oraz zaświadczenie z badania technicznego. Pojazd musi mieć co najmniej 25 lat, a co najmniej 75% jego części powinno być oryginalnych. Od 1 stycznia 2026 r. wnioski w naszym wydziale można składać również elektronicznie przez ePUAP. Okresowe badanie techniczne pojazdu zabytkowego nie jest wymagane, jeżeli samochód nie służy do zarobkowego przewozu osób.""",
        good=[
            Good(
                "preserve",
                """Rejestracja pojazdu zabytkowego (art. 2 pkt 33 ustawy – Prawo o ruchu drogowym) krok po kroku:
1. Najpierw uzyskaj wpis samochodu do wojewódzkiej ewidencji zabytków – to warunek konieczny.
2. Do wniosku o rejestrację dołącz opinię rzeczoznawcy samochodowego, dowód własności i zaświadczenie z badania technicznego.
Pamiętaj: pojazd musi mieć co najmniej 25 lat, a przynajmniej 75% części powinno być oryginalnych.
Od 1 stycznia 2026 r. wniosek w naszym wydziale możesz złożyć także elektronicznie, przez ePUAP.
Jeżeli samochód nie jest używany do zarobkowego przewozu osób, nie musi przechodzić okresowego badania technicznego.""",
            ),
            Good(
                "preserve",
                """Właściciel, który chce zarejestrować samochód jako pojazd zabytkowy w rozumieniu art. 2 pkt 33 ustawy – Prawo o ruchu drogowym, musi w pierwszej kolejności uzyskać jego wpis do wojewódzkiej ewidencji zabytków. Samochód musi mieć przynajmniej 25 lat, a nie mniej niż 75% jego części powinno być oryginalnych. Wniosek o rejestrację uzupełnia się o opinię rzeczoznawcy samochodowego, dowód własności i zaświadczenie z badania technicznego; od 1 stycznia 2026 r. nasz wydział przyjmuje go również elektronicznie (ePUAP). Pojazd zabytkowy, który nie służy do zarobkowego przewozu osób, jest zwolniony z okresowego badania technicznego.""",
            ),
            Good(
                "en",
                """To register a car as a historic vehicle within the meaning of Article 2(33) of the Road Traffic Act, the owner must first have the vehicle entered in the provincial register of monuments. The registration application is accompanied by a car expert's opinion, proof of ownership and a roadworthiness test certificate. The vehicle must be at least 25 years old, and at least 75% of its parts should be original. From 1 January 2026, applications to our department may also be submitted electronically via ePUAP. A historic vehicle does not require a periodic roadworthiness test if it is not used for the commercial carriage of passengers.""",
            ),
        ],
        bad=[
            Slip(0, [("art. 2 pkt 33", "art. 2 pkt 38")], "legal_reference"),
            Slip(1, [("od 1 stycznia 2026 r.", "od 1 lipca 2026 r.")], "date"),
            Slip(
                2,
                [
                    (
                        "at least 75% of its parts should be original",
                        "at least 75% of its parts must be original",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-centralny-rejestr-sprzeciwow-trzy-formy",
        source="""W Polsce obowiązuje zgoda domniemana: narządy mogą zostać pobrane po śmierci od każdej osoby, która za życia nie wyraziła sprzeciwu. Zgodnie z art. 6 ustawy z dnia 1 lipca 2005 r. o pobieraniu, przechowywaniu i przeszczepianiu komórek, tkanek i narządów sprzeciw można zgłosić na trzy sposoby: wpisem do Centralnego Rejestru Sprzeciwów, pisemnym oświadczeniem z własnoręcznym podpisem albo ustnym oświadczeniem złożonym w obecności dwóch świadków. Wniosek o wpis do rejestru przesyła się do Poltransplantu; formularz jest dostępny na stronie www.poltransplant.pl. Sprzeciw można w każdej chwili cofnąć. Rodzina nie ma prawa wyrazić sprzeciwu w imieniu zmarłego, ale lekarze zwykle rozmawiają z bliskimi przed pobraniem.""",
        good=[
            Good(
                "preserve",
                """Kto w Polsce może zostać dawcą narządów po śmierci? Każdy, kto za życia nie wyraził sprzeciwu – obowiązuje bowiem zgoda domniemana. Sprzeciw, o którym mowa w art. 6 ustawy z dnia 1 lipca 2005 r. o pobieraniu, przechowywaniu i przeszczepianiu komórek, tkanek i narządów, można wyrazić na trzy sposoby:
- przez wpis do Centralnego Rejestru Sprzeciwów,
- pisemnym oświadczeniem opatrzonym własnoręcznym podpisem,
- ustnie, w obecności dwóch świadków.
Wniosek o wpis wysyła się do Poltransplantu, a formularz znajdziesz na www.poltransplant.pl. Sprzeciw można cofnąć w dowolnym momencie. Bliscy nie mogą zgłosić sprzeciwu w imieniu zmarłego, choć lekarze zazwyczaj rozmawiają z nimi przed pobraniem.""",
            ),
            Good(
                "preserve",
                """Polskie prawo przyjmuje zasadę zgody domniemanej – po śmierci narządy mogą być pobrane od każdego, kto nie sprzeciwił się temu za życia. Art. 6 ustawy z dnia 1 lipca 2005 r. o pobieraniu, przechowywaniu i przeszczepianiu komórek, tkanek i narządów przewiduje trzy formy sprzeciwu: wpis do Centralnego Rejestru Sprzeciwów, pisemne oświadczenie z własnoręcznym podpisem oraz oświadczenie ustne złożone w obecności dwóch świadków. Wniosek o wpis kieruje się do Poltransplantu (formularz: www.poltransplant.pl); sprzeciw może zostać cofnięty w każdym czasie. Rodzinie nie przysługuje prawo sprzeciwu w imieniu zmarłego, jednak przed pobraniem lekarze zwykle rozmawiają z bliskimi.""",
            ),
            Good(
                "en",
                """Poland operates a presumed-consent system: organs may be retrieved after death from anyone who did not object during their lifetime. Under Article 6 of the Act of 1 July 2005 on the collection, storage and transplantation of cells, tissues and organs, an objection can be made in three ways: by an entry in the Central Register of Objections, by a written statement bearing a handwritten signature, or by an oral statement made in the presence of two witnesses. Applications for entry in the register are sent to Poltransplant; the form is available at www.poltransplant.pl. An objection can be withdrawn at any time. The family has no right to object on behalf of the deceased, although doctors usually talk to relatives before retrieval.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Bliscy nie mogą zgłosić sprzeciwu", "Bliscy mogą zgłosić sprzeciw")],
                "negation",
            ),
            Slip(1, [("Art. 6 ustawy", "Art. 9 ustawy")], "legal_reference"),
            Slip(2, [("www.poltransplant.pl", "www.poltransplant.gov.pl")], "url"),
        ],
    ),
    Case(
        key="pl-bank-nasion-zamawianie-probek-instrukcja",
        source="""## Zamawianie próbek z banku nasion

Próbki udostępniamy bezpłatnie placówkom naukowym i szkółkom zarejestrowanym w PIORiN. Jeden wniosek może obejmować najwyżej **10 obiektów**, a z każdego obiektu wysyłamy około 50 nasion.

Do wniosku należy dołączyć:

- opis celu badań lub uprawy,
- podpisaną umowę o przekazaniu materiału (SMTA),
- adres dostawy w Unii Europejskiej.

Nie wysyłamy nasion poza UE. Wnioski składa się przez formularz na stronie [bank.ihar.edu.pl/zamowienia](https://bank.ihar.edu.pl/zamowienia). Czas realizacji wynosi zwykle 4–6 tygodni; obiekty oznaczone w katalogu gwiazdką mogą być niedostępne do czasu rozmnożenia.""",
        good=[
            Good(
                "preserve",
                """## Jak zamówić próbki z banku nasion

Jeśli reprezentujesz placówkę naukową albo szkółkę zarejestrowaną w PIORiN, próbki otrzymasz bezpłatnie. W jednym wniosku możesz ująć maksymalnie **10 obiektów**; z każdego wyślemy około 50 nasion.

Do wniosku musisz dołączyć:

- opis celu badań lub uprawy,
- podpisaną umowę o przekazaniu materiału (SMTA),
- adres dostawy na terenie Unii Europejskiej.

Wniosek złożysz przez formularz: [bank.ihar.edu.pl/zamowienia](https://bank.ihar.edu.pl/zamowienia). Pamiętaj, że nie wysyłamy nasion poza UE. Realizacja trwa zwykle 4–6 tygodni, a obiekty oznaczone w katalogu gwiazdką mogą być niedostępne, dopóki nie zostaną rozmnożone.""",
            ),
            Good(
                "preserve",
                """## Zamawianie próbek z banku nasion

Bezpłatne próbki przekazujemy placówkom naukowym oraz szkółkom, które są zarejestrowane w PIORiN.

**Limity:** najwyżej **10 obiektów** na wniosek, około 50 nasion z każdego obiektu.

**Wymagane załączniki:**

- opis celu badań lub uprawy,
- podpisana umowa o przekazaniu materiału (SMTA),
- adres dostawy w UE.

Wysyłka nasion poza Unię Europejską nie jest możliwa. Formularz wniosku: [bank.ihar.edu.pl/zamowienia](https://bank.ihar.edu.pl/zamowienia). Zamówienia realizujemy zwykle w ciągu 4–6 tygodni. Obiekty oznaczone w katalogu gwiazdką mogą pozostać niedostępne do czasu ich rozmnożenia.""",
            ),
            Good(
                "en",
                """## Requesting samples from the seed bank

We provide samples free of charge to research institutions and to nurseries registered with PIORiN. A single request may cover no more than **10 accessions**, and we send about 50 seeds of each accession.

Your request must include:

- a description of the research or growing purpose,
- a signed material transfer agreement (SMTA),
- a delivery address in the European Union.

We do not ship seeds outside the EU. Requests are submitted through the form at [bank.ihar.edu.pl/zamowienia](https://bank.ihar.edu.pl/zamowienia). Processing usually takes 4–6 weeks; accessions marked with an asterisk in the catalogue may be unavailable until they have been regenerated.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- opis celu badań lub uprawy,\n- podpisaną umowę",
                        "- opis celu badań lub uprawy, podpisaną umowę",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("około 50 nasion", "około 20 nasion")], "number"),
            Slip(
                2,
                [("Your request must include:", "Your request should ideally include:")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-tlumacz-pjm-zgloszenie-urzad-miasta",
        source="""Osoby głuche i głuchoniewidome mogą bezpłatnie skorzystać z pomocy tłumacza polskiego języka migowego (PJM) podczas załatwiania spraw w Urzędzie Miasta Lublin. Zgodnie z art. 12 ustawy z dnia 19 sierpnia 2011 r. o języku migowym i innych środkach komunikowania się chęć skorzystania z tłumacza należy zgłosić co najmniej 3 dni robocze przed wizytą. Zgłoszenia przyjmujemy mailowo, SMS-em lub przez formularz w Biuletynie Informacji Publicznej. Tłumacz jest dostępny od poniedziałku do piątku w godz. 8:00–15:00. Jeżeli zgłoszenie wpłynie później, nie możemy zagwarantować obecności tłumacza, ale postaramy się zapewnić połączenie wideo z tłumaczem online.""",
        good=[
            Good(
                "preserve",
                """Jesteś osobą głuchą lub głuchoniewidomą? W Urzędzie Miasta Lublin możesz bezpłatnie skorzystać z pomocy tłumacza polskiego języka migowego (PJM). Zgłoś to co najmniej 3 dni robocze przed wizytą – tego wymaga art. 12 ustawy z dnia 19 sierpnia 2011 r. o języku migowym i innych środkach komunikowania się. Możesz to zrobić mailowo, SMS-em lub przez formularz w Biuletynie Informacji Publicznej. Tłumacz pracuje od poniedziałku do piątku, w godzinach 8:00–15:00. Przy późniejszym zgłoszeniu nie możemy zagwarantować jego obecności, ale postaramy się zorganizować połączenie wideo z tłumaczem online.""",
            ),
            Good(
                "preserve",
                """Urząd Miasta Lublin zapewnia osobom głuchym i głuchoniewidomym bezpłatną pomoc tłumacza polskiego języka migowego (PJM). Na podstawie art. 12 ustawy z dnia 19 sierpnia 2011 r. o języku migowym i innych środkach komunikowania się zamiar skorzystania z tłumacza trzeba zgłosić z wyprzedzeniem co najmniej 3 dni roboczych. Zgłoszenie można przesłać e-mailem, SMS-em albo za pomocą formularza w Biuletynie Informacji Publicznej. Tłumacz jest dostępny od poniedziałku do piątku, w godz. 8:00–15:00. W przypadku późniejszego zgłoszenia urząd nie gwarantuje obecności tłumacza, lecz postara się zapewnić połączenie wideo z tłumaczem online.""",
            ),
            Good(
                "en",
                """Deaf and deafblind people can use the services of a Polish Sign Language (PJM) interpreter free of charge when dealing with matters at Lublin City Hall. Under Article 12 of the Act of 19 August 2011 on sign language and other means of communication, you must give notice that you wish to use an interpreter at least 3 working days before your visit. We accept requests by email, by text message or through the form in the Public Information Bulletin. The interpreter is available Monday to Friday, 8:00 am to 3:00 pm. If your request arrives later, we cannot guarantee that an interpreter will be present, but we will try to arrange a video link with an online interpreter.""",
            ),
        ],
        bad=[
            Slip(0, [("co najmniej 3 dni robocze", "co najmniej 5 dni roboczych")], "date"),
            Slip(1, [("art. 12 ustawy", "art. 17 ustawy")], "legal_reference"),
            Slip(2, [("we cannot guarantee", "we can guarantee")], "negation"),
        ],
    ),
    Case(
        key="pl-koncerty-carillonowe-gdansk-lato-harmonogram",
        source="""Letni cykl koncertów carillonowych w Gdańsku rozpocznie się 5 lipca 2025 r. i potrwa do 30 sierpnia. Koncerty odbywają się w każdą sobotę o godz. 12:00 na carillonie Ratusza Głównego Miasta oraz w każdą środę o godz. 19:00 w kościele św. Katarzyny. W tym roku wystąpi 9 carillonistów z sześciu krajów, m.in. z Belgii, Holandii i Danii. Wstęp na koncerty jest wolny; najlepiej słychać je z ul. Długiej i z placu przy kościele. Słuchaczy prosimy, by nie wchodzili na wieżę w trakcie gry. Program każdego koncertu zostanie opublikowany na tydzień przed występem.""",
        good=[
            Good(
                "preserve",
                """Letnie koncerty carillonowe w Gdańsku – najważniejsze informacje:
- termin: od 5 lipca do 30 sierpnia 2025 r.;
- soboty, godz. 12:00 – carillon Ratusza Głównego Miasta;
- środy, godz. 19:00 – kościół św. Katarzyny;
- wykonawcy: 9 carillonistów z sześciu krajów, między innymi z Belgii, Holandii i Danii;
- wstęp wolny, najlepiej słychać z ul. Długiej i z placu przy kościele.
Prosimy nie wchodzić na wieżę podczas gry. Program każdego koncertu opublikujemy tydzień przed występem.""",
            ),
            Good(
                "preserve",
                """Od 5 lipca do 30 sierpnia 2025 r. Gdańsk zabrzmi dźwiękiem dzwonów: w każdą sobotę o 12:00 gra carillon Ratusza Głównego Miasta, a w każdą środę o 19:00 odbywają się koncerty w kościele św. Katarzyny. W tegorocznym cyklu wystąpi 9 carillonistów z sześciu krajów, w tym z Belgii, Holandii i Danii. Wstęp jest wolny, a koncerty najlepiej słychać z ul. Długiej i z placu przy kościele. Program każdego występu pojawi się tydzień wcześniej. Prosimy słuchaczy, by w trakcie gry nie wchodzili na wieżę.""",
            ),
            Good(
                "en",
                """Gdańsk's summer carillon concert series will run from 5 July to 30 August 2025. Concerts are held every Saturday at 12:00 noon on the Main Town Hall carillon and every Wednesday at 7:00 pm at St Catherine's Church. This year, 9 carillonneurs from six countries will perform, including players from Belgium, the Netherlands and Denmark. Admission is free; the concerts are best heard from Długa Street and from the square by the church. Listeners are asked not to climb the tower while the carillon is being played. The programme for each concert will be published a week before the performance.""",
            ),
        ],
        bad=[
            Slip(0, [("soboty, godz. 12:00", "soboty, godz. 13:00")], "date"),
            Slip(1, [("wystąpi 9 carillonistów", "wystąpi 12 carillonistów")], "number"),
            Slip(
                2,
                [
                    (
                        "Admission is free;",
                        "The opening concert will be broadcast live by Radio Gdańsk. Admission is free;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-letni-rozklad-promu-gdynia-hel",
        source="""Uwaga pasażerowie! Od 2 czerwca do 14 września 2025 r. obowiązuje letni rozkład promu na linii Gdynia – Hel. Pierwszy rejs z Gdyni wypływa o 8:30, ostatni powrót z Helu jest o 19:45. W tym okresie prom kursuje 6 razy dziennie zamiast dotychczasowych 4. Bilet normalny w jedną stronę kosztuje 45 zł, ulgowy 30 zł; rowery przewozimy za dopłatą 10 zł. Z powodu remontu nabrzeża w Helu w dniach 16–20 czerwca rejsy będą odpływać z tymczasowej przystani przy ul. Morskiej. Biletów nie można rezerwować telefonicznie – sprzedaż prowadzimy wyłącznie w kasach i przez aplikację.""",
        good=[
            Good(
                "preserve",
                """Informujemy, że w okresie od 2 czerwca do 14 września 2025 r. na linii Gdynia – Hel obowiązuje letni rozkład rejsów promu. Prom kursuje wówczas 6 razy dziennie (dotychczas 4 razy); pierwszy rejs odpływa z Gdyni o 8:30, a ostatni powrotny z Helu – o 19:45. Ceny: bilet normalny w jedną stronę 45 zł, ulgowy 30 zł, dopłata za rower 10 zł. Bilety są sprzedawane wyłącznie w kasach i w aplikacji; rezerwacji telefonicznych nie przyjmujemy. W dniach 16–20 czerwca, ze względu na remont nabrzeża w Helu, rejsy będą odpływać z tymczasowej przystani przy ul. Morskiej.""",
            ),
            Good(
                "preserve",
                """Letni rozkład promu Gdynia – Hel (2.06–14.09.2025):
• 6 rejsów dziennie zamiast 4,
• pierwszy rejs z Gdyni o 8:30, ostatni powrót z Helu o 19:45,
• bilet normalny w jedną stronę: 45 zł, ulgowy: 30 zł, rower: dopłata 10 zł,
• 16–20 czerwca rejsy odpływają z tymczasowej przystani przy ul. Morskiej (remont nabrzeża w Helu),
• bilety kupisz tylko w kasach i w aplikacji – telefonicznie ich nie zarezerwujesz.""",
            ),
            Good(
                "en",
                """Attention, passengers! The summer timetable for the Gdynia–Hel ferry applies from 2 June to 14 September 2025. The first sailing leaves Gdynia at 8:30 am and the last return from Hel is at 7:45 pm. During this period the ferry runs 6 times a day instead of the previous 4. A standard one-way ticket costs PLN 45 and a reduced one PLN 30; bicycles are carried for an extra PLN 10. Because of quay repairs in Hel, from 16 to 20 June sailings will depart from a temporary landing stage on Morska Street. Tickets cannot be booked by phone – they are sold only at the ticket offices and through the app.""",
            ),
        ],
        bad=[
            Slip(0, [("W dniach 16–20 czerwca", "W dniach 16–20 lipca")], "date"),
            Slip(
                1, [("normalny w jedną stronę: 45 zł", "normalny w jedną stronę: 54 zł")], "number"
            ),
            Slip(
                2,
                [("Tickets cannot be booked by phone", "Tickets can also be booked by phone")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-radon-pomiar-stezenia-w-domu",
        source="""Radon to bezwonny gaz promieniotwórczy, który przedostaje się do budynków głównie z gruntu. Według Światowej Organizacji Zdrowia (Zeeb i Shannoun, 2009) odpowiada on prawdopodobnie za 3–14% zachorowań na raka płuca. W Polsce poziom referencyjny średniorocznego stężenia radonu w pomieszczeniach wynosi 300 Bq/m³. Pomiar najlepiej prowadzić detektorem pasywnym przez co najmniej 3 miesiące, w sezonie grzewczym, w pomieszczeniu na najniższej zamieszkanej kondygnacji. Krótkie pomiary kilkudniowe mogą dawać wyniki zawyżone lub zaniżone nawet o kilkadziesiąt procent. Jeśli średnie stężenie przekracza poziom referencyjny, warto skonsultować się ze specjalistą – zwykle wystarcza uszczelnienie posadzki i poprawa wentylacji.""",
        good=[
            Good(
                "preserve",
                """Radon jest promieniotwórczym gazem bez zapachu, który dostaje się do budynków przede wszystkim z gruntu. Według Światowej Organizacji Zdrowia (Zeeb i Shannoun, 2009) prawdopodobnie odpowiada on za 3–14% zachorowań na raka płuca. Polski poziom referencyjny dla średniorocznego stężenia radonu w pomieszczeniach to 300 Bq/m³. Jak mierzyć? Najlepiej detektorem pasywnym, przez minimum 3 miesiące w sezonie grzewczym, w pomieszczeniu na najniższej zamieszkanej kondygnacji. Pomiary trwające kilka dni mogą zawyżać lub zaniżać wynik nawet o kilkadziesiąt procent. Gdy średnie stężenie przekracza poziom referencyjny, warto porozmawiać ze specjalistą – zazwyczaj wystarczy uszczelnić posadzkę i poprawić wentylację.""",
            ),
            Good(
                "preserve",
                """Radon – co warto wiedzieć:
1. To bezwonny, promieniotwórczy gaz, który przenika do budynków głównie z gruntu; według WHO (Zeeb i Shannoun, 2009) odpowiada prawdopodobnie za 3–14% zachorowań na raka płuca.
2. Poziom referencyjny w Polsce: 300 Bq/m³ średniorocznego stężenia w pomieszczeniach.
3. Najlepiej mierzyć detektorem pasywnym przez co najmniej 3 miesiące, w sezonie grzewczym, na najniższej zamieszkanej kondygnacji.
4. Wyniki kilkudniowych pomiarów mogą być zawyżone albo zaniżone nawet o kilkadziesiąt procent.
5. Przy przekroczeniu poziomu referencyjnego warto zasięgnąć porady specjalisty; zwykle wystarczy uszczelnić posadzkę i poprawić wentylację.""",
            ),
            Good(
                "en",
                """Radon is an odourless radioactive gas that enters buildings mainly from the ground. According to the World Health Organization (Zeeb and Shannoun, 2009), it is probably responsible for 3–14% of lung cancer cases. In Poland, the reference level for the annual average indoor radon concentration is 300 Bq/m³. Measurement is best carried out with a passive detector for at least 3 months during the heating season, in a room on the lowest occupied storey. Short measurements lasting a few days may overestimate or underestimate the result by as much as several tens of per cent. If the average concentration exceeds the reference level, it is worth consulting a specialist – sealing the floor and improving ventilation is usually enough.""",
            ),
        ],
        bad=[
            Slip(0, [("prawdopodobnie odpowiada on", "odpowiada on")], "hedge"),
            Slip(1, [("300 Bq/m³", "200 Bq/m³")], "number"),
            Slip(2, [("(Zeeb and Shannoun, 2009)", "(Zeeb and Shannoun, 2019)")], "citation"),
        ],
    ),
    Case(
        key="pl-readme-eksport-kartotek-marc-csv",
        source="""# kartoteka-export

Narzędzie wiersza poleceń do eksportu kartotek bibliotecznych z formatu MARC21 do CSV.

## Instalacja

Wymagany jest Python 3.10 lub nowszy:

```bash
pip install kartoteka-export
```

## Użycie

```bash
kartoteka-export --input rekordy.mrc --output wynik.csv --encoding utf-8
```

Domyślnie eksportowane są tylko pola 245 i 100. Aby dodać inne pola, użyj opcji `--fields`, np. `--fields 020,245,260`. Narzędzie nie modyfikuje pliku wejściowego. Rekordy z błędami są pomijane i zapisywane w pliku `bledy.log`.""",
        good=[
            Good(
                "preserve",
                """# kartoteka-export

Narzędzie CLI, które eksportuje kartoteki biblioteczne z formatu MARC21 do CSV.

## Instalacja

Potrzebujesz Pythona w wersji 3.10 lub nowszej:

```bash
pip install kartoteka-export
```

## Użycie

```bash
kartoteka-export --input rekordy.mrc --output wynik.csv --encoding utf-8
```

Bez dodatkowych opcji eksportowane są wyłącznie pola 245 i 100. Inne pola dodasz opcją `--fields`, na przykład `--fields 020,245,260`. Plik wejściowy pozostaje niezmieniony. Rekordy zawierające błędy są pomijane i zapisywane w pliku `bledy.log`.""",
            ),
            Good(
                "preserve",
                """# kartoteka-export

`kartoteka-export` to narzędzie wiersza poleceń służące do eksportu kartotek bibliotecznych zapisanych w formacie MARC21 do plików CSV.

## Instalacja

Narzędzie wymaga Pythona 3.10 lub nowszego. Instalacja:

```bash
pip install kartoteka-export
```

## Użycie

```bash
kartoteka-export --input rekordy.mrc --output wynik.csv --encoding utf-8
```

Domyślnie eksport obejmuje tylko pola 245 i 100; dodatkowe pola wskazuje się opcją `--fields` (np. `--fields 020,245,260`). Plik wejściowy nie jest modyfikowany. Rekordy z błędami zostają pominięte i zapisane w pliku `bledy.log`.""",
            ),
            Good(
                "en",
                """# kartoteka-export

A command-line tool for exporting library catalogue records from MARC21 format to CSV.

## Installation

Python 3.10 or newer is required:

```bash
pip install kartoteka-export
```

## Usage

```bash
kartoteka-export --input rekordy.mrc --output wynik.csv --encoding utf-8
```

By default, only fields 245 and 100 are exported. To add other fields, use the `--fields` option, e.g. `--fields 020,245,260`. The tool does not modify the input file. Records with errors are skipped and written to the `bledy.log` file.""",
            ),
        ],
        bad=[
            Slip(0, [("--encoding utf-8", "--encoding cp1250")], "code"),
            Slip(
                1,
                [("Plik wejściowy nie jest modyfikowany.", "Plik wejściowy jest modyfikowany.")],
                "negation",
            ),
            Slip(2, [("## Usage\n", "Usage:\n")], "markdown"),
        ],
    ),
    Case(
        key="pl-badanie-snu-nastolatkow-smartfony-wieczorem",
        source="""W badaniu kohortowym obejmującym 1 846 uczniów szkół średnich z Krakowa i Katowic (Nowicka i in., 2023, „Pediatria Polska” 98(2): 114–121) średni czas snu w dni szkolne wynosił 6 godz. 42 min. Uczniowie korzystający ze smartfona po godzinie 23:00 spali przeciętnie o 38 minut krócej niż pozostali. Autorzy sugerują, że ograniczenie korzystania z ekranów wieczorem może poprawić jakość snu, ale podkreślają, że badanie ma charakter obserwacyjny i nie pozwala wnioskować o związku przyczynowym. Około 27% ankietowanych zgłaszało senność w ciągu dnia co najmniej trzy razy w tygodniu.""",
        good=[
            Good(
                "preserve",
                """Jak śpią nastolatki? Nowicka i współpracownicy (2023, „Pediatria Polska” 98(2): 114–121) objęli badaniem kohortowym 1 846 uczniów szkół średnich z Krakowa i Katowic. W dni szkolne uczniowie spali średnio 6 godz. 42 min, a ci, którzy używali smartfona po 23:00, przeciętnie o 38 minut krócej od pozostałych. Mniej więcej 27% ankietowanych zgłaszało senność w ciągu dnia co najmniej trzy razy w tygodniu. Zdaniem autorów ograniczenie ekranów wieczorem może poprawić jakość snu – zaznaczają jednak, że to badanie obserwacyjne, więc nie pozwala wnioskować o związku przyczynowym.""",
            ),
            Good(
                "preserve",
                """Badaniem kohortowym objęto 1 846 uczniów szkół średnich z Krakowa i Katowic (Nowicka i in., 2023, „Pediatria Polska” 98(2): 114–121). Średni czas snu w dni szkolne wyniósł 6 godz. 42 min; osoby korzystające ze smartfona po godz. 23:00 spały przeciętnie o 38 minut krócej niż pozostali uczniowie. Senność w ciągu dnia, występującą co najmniej trzy razy w tygodniu, zgłaszało około 27% respondentów. Według autorów ograniczenie wieczornego korzystania z ekranów może poprawić jakość snu; podkreślają oni jednak obserwacyjny charakter badania, który nie pozwala wnioskować o związku przyczynowym.""",
            ),
            Good(
                "en",
                """A cohort study of 1,846 secondary school students from Kraków and Katowice (Nowicka et al., 2023, Pediatria Polska 98(2): 114–121) found that average sleep time on school days was 6 h 42 min. Students who used a smartphone after 11 pm slept on average 38 minutes less than the others. The authors suggest that limiting screen use in the evening may improve sleep quality, but they stress that the study is observational and does not allow conclusions about causation. About 27% of respondents reported daytime sleepiness at least three times a week.""",
            ),
        ],
        bad=[
            Slip(0, [("98(2): 114–121", "98(4): 114–121")], "citation"),
            Slip(1, [("może poprawić jakość snu", "poprawia jakość snu")], "hedge"),
            Slip(2, [("38 minutes less", "48 minutes less")], "number"),
        ],
    ),
    Case(
        key="pl-regulamin-czytelni-archiwum-panstwowego",
        source="""Regulamin korzystania z czytelni Archiwum Państwowego w Poznaniu (wyciąg). Z materiałów archiwalnych można korzystać wyłącznie na miejscu, po wcześniejszym zamówieniu ich przez formularz online. Jednego dnia czytelnik może zamówić do 10 jednostek. Do czytelni nie wolno wnosić okryć wierzchnich, toreb ani napojów; należy je zostawić w szatni. Dokumenty wolno fotografować własnym aparatem bez lampy błyskowej, ale zdjęcia można wykorzystać jedynie do celów naukowych lub prywatnych. Zniszczonych jednostek nie udostępnia się w oryginale – czytelnik otrzymuje wtedy kopię cyfrową. Pracownik czytelni może odmówić wydania materiałów, jeśli ich stan na to nie pozwala.""",
        good=[
            Good(
                "preserve",
                """Czytelnia Archiwum Państwowego w Poznaniu – najważniejsze zasady (wyciąg z regulaminu):
- materiały archiwalne udostępniamy tylko na miejscu i tylko po wcześniejszym zamówieniu przez formularz online;
- jednego dnia można zamówić maksymalnie 10 jednostek;
- okrycia wierzchnie, torby i napoje trzeba zostawić w szatni – nie wolno ich wnosić do czytelni;
- dokumenty można fotografować własnym aparatem, bez lampy błyskowej, a zdjęcia wykorzystać wyłącznie do celów naukowych lub prywatnych;
- zniszczonych jednostek nie udostępniamy w oryginale – czytelnik dostaje kopię cyfrową;
- pracownik czytelni może odmówić wydania materiałów, gdy nie pozwala na to ich stan.""",
            ),
            Good(
                "preserve",
                """Wyciąg z regulaminu czytelni Archiwum Państwowego w Poznaniu. Z materiałów archiwalnych skorzystasz tylko na miejscu i tylko wtedy, gdy wcześniej zamówisz je przez formularz online – maksymalnie 10 jednostek jednego dnia. Okrycie wierzchnie, torbę i napoje zostaw w szatni, bo do czytelni nie wolno ich wnosić. Dokumenty możesz fotografować własnym aparatem bez lampy błyskowej, ale zdjęć możesz używać wyłącznie do celów naukowych lub prywatnych. Jeśli jednostka jest zniszczona, nie otrzymasz oryginału, tylko kopię cyfrową. Pamiętaj też, że pracownik czytelni może odmówić wydania materiałów, jeśli nie pozwala na to ich stan.""",
            ),
            Good(
                "en",
                """Reading room rules of the State Archives in Poznań (extract). Archival materials may be used only on site, after ordering them in advance through the online form. A reader may order up to 10 units per day. Outer clothing, bags and drinks may not be brought into the reading room; they must be left in the cloakroom. Documents may be photographed with your own camera without flash, but the photos may be used only for research or private purposes. Damaged units are not made available in the original – the reader receives a digital copy instead. Reading room staff may refuse to issue materials if their condition does not allow it.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("pracownik czytelni może odmówić", "pracownik czytelni musi odmówić")],
                "modality",
            ),
            Slip(
                1,
                [("bo do czytelni nie wolno ich wnosić", "choć do czytelni wolno je wnosić")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "A reader may order up to 10 units per day.",
                        "A reader may order up to 10 units per day; orders placed after 2 pm are processed on the next working day.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ulotka-tabletek-ibuprofenu-dawka-dobowa",
        source="""Dorośli i młodzież powyżej 12 lat: 1–2 tabletki (200–400 mg ibuprofenu) co 6–8 godzin, w razie potrzeby. Nie należy przyjmować więcej niż 6 tabletek (1200 mg) na dobę. Lek należy przyjmować podczas posiłku lub po nim, popijając wodą. Bez konsultacji z lekarzem nie stosować dłużej niż 3 dni w przypadku gorączki i 5 dni w przypadku bólu. U niektórych pacjentów mogą wystąpić bóle brzucha, nudności lub zgaga; działania te zwykle ustępują po odstawieniu leku. Osoby z chorobą wrzodową żołądka powinny skonsultować się z lekarzem przed zastosowaniem leku. Kobiety w ostatnim trymestrze ciąży nie mogą stosować leku.""",
        good=[
            Good(
                "preserve",
                """Jak dawkować? Dorośli i młodzież powyżej 12 lat przyjmują w razie potrzeby 1–2 tabletki (200–400 mg ibuprofenu) co 6–8 godzin, ale nie więcej niż 6 tabletek (1200 mg) na dobę. Tabletki połykaj podczas posiłku lub po nim i popijaj wodą. Bez konsultacji z lekarzem nie stosuj leku dłużej niż 3 dni przy gorączce i 5 dni przy bólu. U niektórych osób mogą wystąpić bóle brzucha, nudności lub zgaga, które zwykle mijają po odstawieniu leku. Jeśli masz chorobę wrzodową żołądka, przed zastosowaniem leku powinieneś skonsultować się z lekarzem. Kobietom w ostatnim trymestrze ciąży nie wolno stosować tego leku.""",
            ),
            Good(
                "preserve",
                """Dawkowanie (dorośli i młodzież powyżej 12 lat): w razie potrzeby 1–2 tabletki, tj. 200–400 mg ibuprofenu, co 6–8 godzin. Nie przekraczać 6 tabletek (1200 mg) na dobę. Lek przyjmuje się w trakcie posiłku lub po posiłku, popijając wodą. Bez porady lekarza nie należy go stosować dłużej niż 3 dni w gorączce ani dłużej niż 5 dni w bólu. U części pacjentów mogą pojawić się bóle brzucha, nudności lub zgaga – zwykle ustępują po odstawieniu leku. Pacjenci z chorobą wrzodową żołądka powinni przed użyciem leku skonsultować się z lekarzem. Leku nie mogą stosować kobiety w ostatnim trymestrze ciąży.""",
            ),
            Good(
                "en",
                """Adults and adolescents over 12 years: 1–2 tablets (200–400 mg of ibuprofen) every 6–8 hours, as needed. Do not take more than 6 tablets (1200 mg) in 24 hours. Take the medicine with or after a meal, with water. Do not use for more than 3 days for fever or 5 days for pain without consulting a doctor. Some patients may experience stomach pain, nausea or heartburn; these effects usually go away after stopping the medicine. People with stomach ulcer disease should consult a doctor before using this medicine. Women in the last trimester of pregnancy must not use this medicine.""",
            ),
        ],
        bad=[
            Slip(0, [("które zwykle mijają", "które mijają")], "hedge"),
            Slip(1, [("powinni przed użyciem leku", "mogą przed użyciem leku")], "modality"),
            Slip(
                2,
                [
                    (
                        "Do not take more than 6 tablets (1200 mg)",
                        "Do not take more than 8 tablets (1600 mg)",
                    )
                ],
                "number",
            ),
        ],
    ),
    Case(
        key="pl-konfiguracja-uslugi-kopii-zapasowych-s3",
        source="""Przed uruchomieniem usługi kopii zapasowych należy ustawić zmienną `BACKUP_TARGET` na adres zasobu S3, np. `s3://kopie-firmy/produkcja`. Klucz dostępowy musi znajdować się w pliku `/etc/kopiarka/credentials` z uprawnieniami `600`. Opcję `retention_days` można zmienić w pliku `kopiarka.toml`; wartość domyślna to 30. Kompresję zalecamy pozostawić włączoną (`compression = "zstd"`), bo jej wyłączenie wydłuża wysyłkę. Po zmianie konfiguracji uruchom `kopiarka verify`, aby sprawdzić połączenie. Pełna dokumentacja jest dostępna pod adresem https://docs.kopiarka.dev/pl/konfiguracja.""",
        good=[
            Good(
                "preserve",
                """Konfiguracja usługi kopii zapasowych:
1. Zanim uruchomisz usługę, ustaw zmienną `BACKUP_TARGET` na adres zasobu S3, na przykład `s3://kopie-firmy/produkcja`.
2. Klucz dostępowy musi leżeć w pliku `/etc/kopiarka/credentials` z uprawnieniami `600`.
3. Jeśli chcesz, zmień opcję `retention_days` w pliku `kopiarka.toml` (domyślnie 30).
4. Zalecamy pozostawić kompresję włączoną (`compression = "zstd"`) – po jej wyłączeniu wysyłka trwa dłużej.
5. Po zmianie konfiguracji uruchom `kopiarka verify`, żeby sprawdzić połączenie.
Pełną dokumentację znajdziesz pod adresem https://docs.kopiarka.dev/pl/konfiguracja.""",
            ),
            Good(
                "preserve",
                """Usługę kopii zapasowych uruchamia się dopiero po ustawieniu zmiennej `BACKUP_TARGET` na adres zasobu S3 (np. `s3://kopie-firmy/produkcja`). Klucz dostępowy musi być zapisany w pliku `/etc/kopiarka/credentials` z uprawnieniami `600`. W pliku `kopiarka.toml` można zmienić opcję `retention_days`, której wartość domyślna wynosi 30. Zalecamy, aby kompresja pozostała włączona (`compression = "zstd"`), ponieważ jej wyłączenie wydłuża wysyłkę. Po zmianie konfiguracji sprawdź połączenie poleceniem `kopiarka verify`. Szczegóły: https://docs.kopiarka.dev/pl/konfiguracja.""",
            ),
            Good(
                "en",
                """Before starting the backup service, set the `BACKUP_TARGET` variable to the address of the S3 bucket, e.g. `s3://kopie-firmy/produkcja`. The access key must be stored in `/etc/kopiarka/credentials` with `600` permissions. You can change the `retention_days` option in `kopiarka.toml`; the default value is 30. We recommend leaving compression enabled (`compression = "zstd"`), because disabling it makes uploads take longer. After changing the configuration, run `kopiarka verify` to check the connection. Full documentation is available at https://docs.kopiarka.dev/pl/konfiguracja.""",
            ),
        ],
        bad=[
            Slip(0, [("`retention_days`", "`retention_period`")], "code"),
            Slip(
                1,
                [("Klucz dostępowy musi być zapisany", "Klucz dostępowy powinien być zapisany")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "https://docs.kopiarka.dev/pl/konfiguracja",
                        "https://docs.kopiarka.dev/en/configuration",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-wspolnota-mieszkaniowa-uchwala-fundusz-remontowy",
        source="""Zarząd Wspólnoty Mieszkaniowej „Zielone Wzgórze” informuje, że w głosowaniu indywidualnym przyjęto uchwałę nr 7/2025 w sprawie podwyższenia zaliczki na fundusz remontowy do 2,80 zł za m² powierzchni lokalu. Nowa stawka obowiązuje od 1 września 2025 r. Zgodnie z art. 25 ust. 1 ustawy o własności lokali właściciel może zaskarżyć uchwałę do sądu w terminie 6 tygodni od dnia powiadomienia go o jej treści. Zaskarżenie uchwały nie wstrzymuje jej wykonania. Właściciele, którzy nie podpisali jeszcze karty do głosowania, nie muszą już tego robić. Pełny tekst uchwały jest dostępny w gablocie przy klatce A oraz w biurze administratora.""",
        good=[
            Good(
                "preserve",
                """Szanowni Państwo, w głosowaniu indywidualnym przyjęto uchwałę nr 7/2025, która podnosi zaliczkę na fundusz remontowy do 2,80 zł za metr kwadratowy powierzchni lokalu. Nowa stawka obowiązuje od 1 września 2025 r. Na podstawie art. 25 ust. 1 ustawy o własności lokali każdy właściciel może zaskarżyć uchwałę do sądu w ciągu 6 tygodni od dnia, w którym został powiadomiony o jej treści; zaskarżenie nie wstrzymuje jednak wykonania uchwały. Jeśli nie podpisali Państwo jeszcze karty do głosowania, nie muszą już Państwo tego robić. Pełną treść uchwały można przeczytać w gablocie przy klatce A oraz w biurze administratora.
Zarząd Wspólnoty Mieszkaniowej „Zielone Wzgórze”""",
            ),
            Good(
                "preserve",
                """Wspólnota Mieszkaniowa „Zielone Wzgórze” – komunikat Zarządu
• Uchwała nr 7/2025 (głosowanie indywidualne): zaliczka na fundusz remontowy wzrasta do 2,80 zł/m² powierzchni lokalu.
• Nowa stawka obowiązuje od 1 września 2025 r.
• Właściciel może zaskarżyć uchwałę do sądu w terminie 6 tygodni od powiadomienia o jej treści (art. 25 ust. 1 ustawy o własności lokali); zaskarżenie nie wstrzymuje wykonania uchwały.
• Kto jeszcze nie podpisał karty do głosowania, nie musi już tego robić.
• Pełny tekst uchwały: gablota przy klatce A i biuro administratora.""",
            ),
            Good(
                "en",
                """The Board of the “Zielone Wzgórze” Housing Community announces that resolution no. 7/2025, adopted by individual vote, raises the advance payment to the renovation fund to PLN 2.80 per m² of floor area of the unit. The new rate applies from 1 September 2025. Under Article 25(1) of the Act on the Ownership of Premises, an owner may challenge the resolution in court within 6 weeks of being notified of its content. Challenging the resolution does not suspend its implementation. Owners who have not yet signed the voting card no longer need to do so. The full text of the resolution is available on the notice board by staircase A and at the administrator's office.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Pełną treść uchwały można przeczytać w gablocie przy klatce A oraz w biurze administratora.",
                        "The full text of the resolution can be read on the notice board by staircase A and at the administrator's office.",
                    )
                ],
                "wrong_language",
            ),
            Slip(1, [("art. 25 ust. 1", "art. 23 ust. 1")], "legal_reference"),
            Slip(
                2,
                [("does not suspend its implementation", "suspends its implementation")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-nabor-wnioskow-male-granty-sasiedzkie",
        source="""Gminny Ośrodek Kultury w Wieliczce ogłasza nabór wniosków w programie „Małe Granty Sąsiedzkie 2025”. O dofinansowanie mogą ubiegać się organizacje pozarządowe oraz grupy nieformalne liczące co najmniej 3 pełnoletnie osoby. Maksymalna kwota grantu to 5 000 zł, a wkład własny nie jest wymagany. Wnioski należy składać przez generator na stronie ośrodka do 31 marca 2025 r. do godz. 15:00. Projekty muszą zostać zrealizowane między 1 maja a 30 listopada 2025 r. Wyniki zostaną ogłoszone prawdopodobnie w drugiej połowie kwietnia. Przed złożeniem wniosku warto skorzystać z bezpłatnych konsultacji, które odbędą się 12 i 19 marca.""",
        good=[
            Good(
                "preserve",
                """Masz pomysł na sąsiedzką inicjatywę? Gminny Ośrodek Kultury w Wieliczce ogłasza nabór wniosków w programie „Małe Granty Sąsiedzkie 2025”. Zgłaszać się mogą organizacje pozarządowe i grupy nieformalne, w których są co najmniej 3 osoby pełnoletnie. Możesz dostać do 5 000 zł i nie musisz wnosić wkładu własnego. Wniosek złóż przez generator na stronie ośrodka – termin mija 31 marca 2025 r. o 15:00. Projekt musi zostać zrealizowany między 1 maja a 30 listopada 2025 r. Wyniki poznamy prawdopodobnie w drugiej połowie kwietnia. Zanim złożysz wniosek, warto przyjść na bezpłatne konsultacje 12 lub 19 marca.""",
            ),
            Good(
                "preserve",
                """Nabór wniosków – program „Małe Granty Sąsiedzkie 2025” (Gminny Ośrodek Kultury w Wieliczce)
Kto może wnioskować: organizacje pozarządowe oraz grupy nieformalne złożone z co najmniej 3 pełnoletnich osób.
Kwota: do 5 000 zł na grant; wkład własny nie jest wymagany.
Termin: do 31 marca 2025 r., godz. 15:00, przez generator na stronie ośrodka.
Realizacja projektów: obowiązkowo między 1 maja a 30 listopada 2025 r.
Ogłoszenie wyników: prawdopodobnie w drugiej połowie kwietnia.
Bezpłatne konsultacje (warto z nich skorzystać przed złożeniem wniosku): 12 i 19 marca.""",
            ),
            Good(
                "en",
                """The Municipal Cultural Centre in Wieliczka is inviting applications under the “Małe Granty Sąsiedzkie 2025” (Small Neighbourhood Grants 2025) programme. Non-governmental organisations and informal groups of at least 3 adults may apply for funding. The maximum grant is PLN 5,000, and no own contribution is required. Applications must be submitted through the generator on the centre's website by 3:00 pm on 31 March 2025. Projects must be carried out between 1 May and 30 November 2025. The results will probably be announced in the second half of April. Before applying, it is worth attending the free consultations on 12 and 19 March.""",
            ),
        ],
        bad=[
            Slip(0, [("31 marca 2025 r.", "30 kwietnia 2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "Realizacja projektów: obowiązkowo między",
                        "Realizacja projektów: w miarę możliwości między",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "in the second half of April.",
                        "in the second half of April, and the winning projects will be presented at the town's harvest festival in September.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-zamieranie-swierczyn-beskidy-raport-lesny",
        source="""Zamieranie drzewostanów świerkowych w Beskidzie Śląskim i Żywieckim obserwuje się od początku lat 2000. Według analizy Kowalczyka i in. (2018, „Sylwan” 162(4): 285–294) główną przyczyną jest prawdopodobnie połączenie suszy, osłabienia drzew przez opieńkę i masowych pojawów kornika drukarza. Szacuje się, że do 2015 r. z powodu zamierania usunięto około 4,5 mln m³ drewna świerkowego. Autorzy nie wykluczają, że w niższych położeniach świerk może w przyszłości zostać w dużej mierze zastąpiony przez buka i jodłę. Nadleśnictwa zalecają przebudowę drzewostanów w kierunku gatunków liściastych i jodły.""",
        good=[
            Good(
                "preserve",
                """Od początku lat 2000 w Beskidzie Śląskim i Żywieckim obserwuje się zamieranie świerczyn. Kowalczyk i współautorzy (2018, „Sylwan” 162(4): 285–294) wskazują, że jego główną przyczyną jest prawdopodobnie jednoczesne działanie suszy, opieńki osłabiającej drzewa i masowych pojawów kornika drukarza. Według szacunków do 2015 r. w związku z zamieraniem usunięto około 4,5 mln m³ drewna świerkowego. Zdaniem autorów nie można wykluczyć, że w niższych położeniach świerk może w przyszłości zostać w dużej mierze wyparty przez buka i jodłę. Nadleśnictwa rekomendują przebudowę drzewostanów na rzecz jodły i gatunków liściastych.""",
            ),
            Good(
                "preserve",
                """Zamieranie drzewostanów świerkowych w Beskidzie Śląskim i Żywieckim trwa od początku lat 2000. Analiza Kowalczyka i in. (2018, „Sylwan” 162(4): 285–294) wskazuje, że główną przyczyną jest prawdopodobnie współdziałanie suszy, osłabienia drzew przez opieńkę oraz masowych pojawów kornika drukarza. Do 2015 r. usunięto z tego powodu, według szacunków, około 4,5 mln m³ drewna świerkowego. Autorzy nie wykluczają, że w niższych położeniach świerk może w przyszłości w dużej mierze ustąpić miejsca bukowi i jodle. Nadleśnictwa zalecają przebudowę drzewostanów w kierunku jodły i gatunków liściastych.""",
            ),
            Good(
                "en",
                """Dieback of spruce stands in the Silesian and Żywiec Beskids has been observed since the early 2000s. According to an analysis by Kowalczyk et al. (2018, Sylwan 162(4): 285–294), the main cause is probably a combination of drought, weakening of trees by honey fungus and mass outbreaks of the European spruce bark beetle. It is estimated that by 2015 about 4.5 million m³ of spruce timber had been removed because of dieback. The authors do not rule out that at lower elevations spruce may in future be largely replaced by beech and fir. Forest districts recommend converting stands towards broadleaved species and fir.""",
            ),
        ],
        bad=[
            Slip(
                0, [("Kowalczyk i współautorzy (2018", "Kowalski i współautorzy (2018")], "citation"
            ),
            Slip(
                1,
                [
                    (
                        "główną przyczyną jest prawdopodobnie współdziałanie",
                        "główną przyczyną jest współdziałanie",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "mass outbreaks of the European spruce bark beetle.",
                        "mass outbreaks of the European spruce bark beetle, made worse by the unusually warm winters of 2006 and 2007.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-odbior-odpadow-nowe-zasady-gmina",
        source="""Od 1 stycznia 2025 r. w gminie Kórnik obowiązują nowe zasady odbioru odpadów. Bioodpady w zabudowie jednorodzinnej odbierane są co dwa tygodnie, a od kwietnia do października – co tydzień. Pojemniki należy wystawić przed posesję do godz. 6:00 w dniu odbioru. Popiołu nie wolno wrzucać do pojemnika na bioodpady; trzeba go oddawać w osobnym worku. Zużyte baterie i leki można bezpłatnie oddać w PSZOK-u przy ul. Poznańskiej 34. Mieszkańcy, którzy kompostują bioodpady w przydomowym kompostowniku, mogą otrzymać zniżkę w opłacie – według wstępnych wyliczeń wyniesie ona około 4 zł miesięcznie od osoby.""",
        good=[
            Good(
                "preserve",
                """Nowe zasady odbioru odpadów w gminie Kórnik (od 1 stycznia 2025 r.):
- bioodpady z zabudowy jednorodzinnej odbieramy co dwa tygodnie, a od kwietnia do października co tydzień;
- pojemnik wystaw przed posesję do 6:00 w dniu odbioru;
- popiołu nie wrzucaj do pojemnika na bioodpady – oddawaj go w osobnym worku;
- zużyte baterie i leki oddasz bezpłatnie w PSZOK-u przy ul. Poznańskiej 34;
- jeśli kompostujesz bioodpady w przydomowym kompostowniku, możesz otrzymać zniżkę w opłacie – według wstępnych wyliczeń około 4 zł miesięcznie od osoby.""",
            ),
            Good(
                "preserve",
                """Nowe zasady odbioru odpadów obowiązują w gminie Kórnik od 1 stycznia 2025 r. W zabudowie jednorodzinnej bioodpady odbierane są raz na dwa tygodnie, natomiast od kwietnia do października – raz w tygodniu. W dniu odbioru pojemniki trzeba wystawić przed posesję najpóźniej o 6:00. Zabrania się wrzucania popiołu do pojemnika na bioodpady; popiół należy oddawać w oddzielnym worku. Zużyte baterie i leki przyjmuje bezpłatnie PSZOK przy ul. Poznańskiej 34. Mieszkańcy kompostujący bioodpady w przydomowych kompostownikach mogą uzyskać zniżkę w opłacie, która według wstępnych wyliczeń ma wynieść około 4 zł miesięcznie od osoby.""",
            ),
            Good(
                "en",
                """From 1 January 2025, new waste collection rules apply in Kórnik municipality. In single-family housing, bio-waste is collected every two weeks, and every week from April to October. Bins must be put out in front of the property by 6:00 am on collection day. Ash must not be put in the bio-waste bin; it has to be handed in in a separate bag. Used batteries and medicines can be dropped off free of charge at the PSZOK (municipal waste collection point) at ul. Poznańska 34. Residents who compost bio-waste in a home composter may receive a reduction in the fee – according to preliminary calculations, it will be about PLN 4 per person per month.""",
            ),
        ],
        bad=[
            Slip(
                0, [("popiołu nie wrzucaj do pojemnika", "popiół wrzucaj do pojemnika")], "negation"
            ),
            Slip(1, [("mogą uzyskać zniżkę", "otrzymają zniżkę")], "modality"),
            Slip(
                2,
                [
                    (
                        "according to preliminary calculations, it will be about PLN 4",
                        "it will be PLN 4",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-zasady-wdrozen-aplikacji-na-produkcje",
        source="""Wdrożenie nowej wersji aplikacji na serwer testowy odbywa się automatycznie po scaleniu zmian do gałęzi `develop`. Na produkcję wdrażamy ręcznie, wyłącznie z tagów w formacie `vX.Y.Z`, np. `git tag v2.4.1 && git push origin v2.4.1`. Przed utworzeniem tagu upewnij się, że wszystkie testy w potoku CI zakończyły się powodzeniem. Migracje bazy danych uruchamia skrypt `scripts/migrate.sh`; nigdy nie uruchamiaj ich ręcznie na produkcji. Wdrożenia w piątki po godz. 14:00 są niedozwolone, chyba że zgodę wyrazi dyżurny administrator. W razie problemów wycofaj zmiany poleceniem `make rollback ENV=prod`.""",
        good=[
            Good(
                "preserve",
                """Zasady wdrożeń:
1. Serwer testowy – wdrożenie następuje automatycznie po scaleniu zmian do gałęzi `develop`.
2. Produkcja – wdrażamy ręcznie i tylko z tagów w formacie `vX.Y.Z`, na przykład `git tag v2.4.1 && git push origin v2.4.1`. Zanim utworzysz tag, upewnij się, że wszystkie testy w potoku CI zakończyły się powodzeniem.
3. Migracje bazy danych uruchamia skrypt `scripts/migrate.sh` – na produkcji nigdy nie uruchamiaj ich ręcznie.
4. W piątki po 14:00 wdrożenia są zabronione, chyba że zgodzi się na nie dyżurny administrator.
5. Jeśli pojawią się problemy, wycofaj zmiany: `make rollback ENV=prod`.""",
            ),
            Good(
                "preserve",
                """Na serwer testowy nowa wersja aplikacji trafia automatycznie, gdy zmiany zostaną scalone do gałęzi `develop`. Wdrożenia produkcyjne wykonujemy ręcznie i wyłącznie z tagów `vX.Y.Z` (np. `git tag v2.4.1 && git push origin v2.4.1`); przed utworzeniem tagu trzeba się upewnić, że wszystkie testy w potoku CI przeszły pomyślnie. Migracje bazy danych uruchamiane są skryptem `scripts/migrate.sh` i nigdy nie wolno uruchamiać ich ręcznie na produkcji. W piątki po 14:00 nie wdrażamy, chyba że zgodę wyrazi dyżurny administrator. W razie problemów zmiany należy wycofać poleceniem `make rollback ENV=prod`.""",
            ),
            Good(
                "en",
                """A new version of the application is deployed to the test server automatically once changes are merged into the `develop` branch. Production deployments are done manually and only from tags in the `vX.Y.Z` format, e.g. `git tag v2.4.1 && git push origin v2.4.1`. Before creating a tag, make sure that all tests in the CI pipeline have passed. Database migrations are run by the `scripts/migrate.sh` script; never run them manually in production. Deployments on Fridays after 2:00 pm are not allowed unless the on-call administrator approves. If something goes wrong, roll back the changes with `make rollback ENV=prod`.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Migracje bazy danych uruchamia skrypt `scripts/migrate.sh` – na produkcji nigdy nie uruchamiaj ich ręcznie.",
                        "Database migrations are run by the `scripts/migrate.sh` script – never run them manually in production.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1, [("skryptem `scripts/migrate.sh`", "skryptem `scripts/migrations.sh`")], "code"
            ),
            Slip(
                2,
                [
                    (
                        "Before creating a tag, make sure",
                        "Every tag must also be approved by the release manager. Before creating a tag, make sure",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
