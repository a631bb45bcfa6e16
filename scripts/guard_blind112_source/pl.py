# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 112: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-rejestracja-jachtu-morskiego-wymagane-dokumenty",
        source=(
            "Rejestracja jachtu morskiego odbywa się na podstawie ustawy z dnia 12 kwietnia 2018 r. o rejestracji jachtów i innych jednostek pływających o długości do 24 m. "
            "Obowiązkowi rejestracji podlegają jachty morskie o długości kadłuba powyżej 7,5 m, a także jachty z napędem mechanicznym o mocy silnika powyżej 15 kW. "
            "Wniosek składa się do wybranego organu rejestrującego, np. do Polskiego Związku Żeglarskiego. "
            "Do wniosku należy dołączyć dowód własności, dowód tożsamości właściciela oraz dowód uiszczenia opłaty rejestracyjnej. "
            "Jachty używane wyłącznie do celów sportowych na wodach śródlądowych nie wymagają rejestracji w tym trybie. "
            "Zgodnie z art. 5 ust. 1 ustawy dokument rejestracyjny wydaje się w terminie 14 dni od złożenia kompletnego wniosku."
        ),
        good=[
            Good(
                "preserve",
                "Rejestrację jachtów morskich reguluje ustawa z 12 kwietnia 2018 r. o rejestracji jachtów i innych jednostek pływających o długości do 24 m.\n\n"
                "Zarejestrować trzeba:\n"
                "- jacht morski, którego kadłub ma ponad 7,5 m długości,\n"
                "- jacht z napędem mechanicznym, jeśli moc silnika przekracza 15 kW.\n\n"
                "Wniosek kierujesz do wybranego organu rejestrującego, na przykład do Polskiego Związku Żeglarskiego. Należy do niego dołączyć dowód własności, dowód tożsamości właściciela oraz potwierdzenie wniesienia opłaty rejestracyjnej. "
                "Dokument rejestracyjny otrzymasz w ciągu 14 dni od złożenia kompletnego wniosku (art. 5 ust. 1 ustawy). "
                "W tym trybie nie rejestruje się jachtów używanych wyłącznie do celów sportowych na wodach śródlądowych.",
            ),
            Good(
                "preserve",
                "Podstawą prawną rejestracji jachtów morskich jest ustawa z dnia 12 kwietnia 2018 r. o rejestracji jachtów i innych jednostek pływających o długości do 24 m. "
                "Rejestracja jest obowiązkowa dla jachtów morskich, których kadłub przekracza 7,5 m długości, oraz dla jachtów z napędem mechanicznym o mocy silnika większej niż 15 kW. "
                "Wniosek – wraz z dowodem własności, dowodem tożsamości właściciela i dowodem uiszczenia opłaty rejestracyjnej – składa się w wybranym organie rejestrującym, przykładowo w Polskim Związku Żeglarskim. "
                "Zgodnie z art. 5 ust. 1 ustawy organ wydaje dokument rejestracyjny w ciągu 14 dni od dnia złożenia kompletnego wniosku. "
                "Jachty wykorzystywane wyłącznie do celów sportowych na wodach śródlądowych nie są rejestrowane w tym trybie.",
            ),
            Good(
                "en",
                "Registration of sea-going yachts is governed by the Act of 12 April 2018 on the registration of yachts and other watercraft up to 24 m in length. "
                "Registration is mandatory for sea-going yachts with a hull longer than 7.5 m and for motor-powered yachts whose engine output exceeds 15 kW. "
                "The application is submitted to a registering authority of your choice, such as the Polish Yachting Association, and must be accompanied by proof of ownership, the owner's identity document and proof that the registration fee has been paid. "
                "Under Article 5(1) of the Act, the registration document is issued within 14 days of a complete application being filed. "
                "Yachts used exclusively for sport on inland waters do not require registration under this procedure.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "W tym trybie nie rejestruje się jachtów używanych",
                        "W tym trybie rejestruje się także jachty używane",
                    )
                ],
                "negation",
            ),
            Slip(1, [("art. 5 ust. 1", "art. 15 ust. 1")], "legal_reference"),
            Slip(2, [("longer than 7.5 m", "longer than 12 m")], "number"),
        ],
    ),
    Case(
        key="pl-oplata-targowa-stoisko-targowisko-miejskie",
        source=(
            "Od 1 stycznia 2025 r. dzienna stawka opłaty targowej na targowisku miejskim przy ul. Kolejowej wynosi 12 zł za stoisko do 6 m² oraz 2 zł za każdy kolejny metr kwadratowy. "
            "Opłatę pobiera inkasent w godzinach od 7:00 do 10:00. "
            "Sprzedający musi zachować dowód wpłaty do końca dnia handlowego i okazać go na żądanie straży miejskiej. "
            "Osoby sprzedające wyłącznie płody rolne z własnego gospodarstwa mogą ubiegać się o obniżenie stawki o 50%, jeśli złożą oświadczenie w Urzędzie Miasta do 15 lutego. "
            "Opłata nie podlega zwrotowi w przypadku wcześniejszego zakończenia handlu."
        ),
        good=[
            Good(
                "preserve",
                "Opłata targowa na targowisku miejskim przy ul. Kolejowej – stawki obowiązujące od 1 stycznia 2025 r.:\n\n"
                "- 12 zł dziennie za stoisko o powierzchni do 6 m²,\n"
                "- 2 zł dziennie za każdy następny metr kwadratowy.\n\n"
                "Opłatę wnosisz u inkasenta między 7:00 a 10:00. Dowód wpłaty musisz zachować do końca dnia handlowego i pokazać go straży miejskiej, jeśli o to poprosi. "
                "Jeśli sprzedajesz wyłącznie płody rolne z własnego gospodarstwa, możesz wnioskować o stawkę niższą o 50%, pod warunkiem że złożysz oświadczenie w Urzędzie Miasta do 15 lutego. "
                "Pamiętaj, że zakończenie handlu przed czasem nie uprawnia do zwrotu opłaty.",
            ),
            Good(
                "preserve",
                "Począwszy od 1 stycznia 2025 r. za stoisko o powierzchni nieprzekraczającej 6 m² na targowisku miejskim przy ul. Kolejowej pobiera się opłatę targową w wysokości 12 zł dziennie, a za każdy dodatkowy metr kwadratowy – 2 zł. "
                "Inkasent pobiera opłatę od 7:00 do 10:00. "
                "Sprzedawca ma obowiązek przechowywać dowód wpłaty do zakończenia dnia handlowego i okazać go na żądanie straży miejskiej. "
                "Osoby sprzedające wyłącznie płody rolne pochodzące z własnego gospodarstwa mogą wystąpić o obniżenie stawki o połowę, pod warunkiem złożenia oświadczenia w Urzędzie Miasta do 15 lutego. "
                "W razie wcześniejszego zakończenia handlu opłata nie jest zwracana.",
            ),
            Good(
                "en",
                "From 1 January 2025, the daily market fee at the municipal marketplace on Kolejowa Street is PLN 12 for a stall of up to 6 m², plus PLN 2 for each additional square metre. "
                "The fee is collected by a fee collector between 7:00 and 10:00 a.m. "
                "Sellers must keep their payment receipt until the end of the trading day and show it to the municipal police on request. "
                "Anyone selling only agricultural produce from their own farm may apply for a 50% reduction in the rate by submitting a declaration at the City Hall by 15 February. "
                "The fee is not refunded if you stop trading early.",
            ),
        ],
        bad=[
            Slip(0, [("Dowód wpłaty musisz zachować", "Dowód wpłaty warto zachować")], "modality"),
            Slip(1, [("do 15 lutego", "do 15 marca")], "date"),
            Slip(2, [("a 50% reduction", "a 25% reduction")], "number"),
        ],
    ),
    Case(
        key="pl-egzamin-kandydatow-na-sedziow-pilkarskich",
        source=(
            "Egzamin dla kandydatów na sędziów piłki nożnej odbędzie się w sobotę 22 marca 2025 r. o godz. 9:00 w siedzibie Okręgowego Związku Piłki Nożnej. "
            "Składa się z testu pisemnego z przepisów gry (30 pytań) oraz testu sprawnościowego. "
            "Do części praktycznej zostaną dopuszczone tylko osoby, które uzyskają co najmniej 80% poprawnych odpowiedzi. "
            "Test sprawnościowy potrwa prawdopodobnie około dwóch godzin, w zależności od liczby uczestników. "
            "Kandydaci nie mogą korzystać z telefonów ani notatek podczas części pisemnej. "
            "Wyniki zostaną ogłoszone najpóźniej w ciągu 7 dni. "
            "Osoby, które nie zdadzą egzaminu, będą mogły przystąpić do niego ponownie w kolejnej sesji jesiennej."
        ),
        good=[
            Good(
                "preserve",
                "Egzamin na sędziego piłki nożnej zaplanowano na sobotę, 22 marca 2025 r., na godz. 9:00 – odbędzie się w siedzibie Okręgowego Związku Piłki Nożnej. "
                "Najpierw czeka Cię test pisemny z przepisów gry, liczący 30 pytań. Podczas tej części nie wolno korzystać z telefonu ani z notatek. "
                "Do testu sprawnościowego przejdziesz tylko wtedy, gdy odpowiesz poprawnie na co najmniej 80% pytań. "
                "Część sprawnościowa zajmie prawdopodobnie około dwóch godzin, zależnie od liczby uczestników. "
                "Wyniki poznasz najpóźniej po 7 dniach, a jeśli egzamin się nie powiedzie, będziesz mógł podejść do niego ponownie w kolejnej, jesiennej sesji.",
            ),
            Good(
                "preserve",
                "Egzamin dla kandydatów na sędziów piłki nożnej zostanie przeprowadzony w sobotę 22 marca 2025 r. w siedzibie Okręgowego Związku Piłki Nożnej; rozpocznie się o godz. 9:00. "
                "Obejmuje test pisemny z przepisów gry, złożony z 30 pytań, oraz test sprawnościowy. "
                "W trakcie testu pisemnego zabrania się korzystania z telefonów i notatek. "
                "Warunkiem dopuszczenia do części praktycznej jest uzyskanie minimum 80% prawidłowych odpowiedzi. "
                "Test sprawnościowy, w zależności od liczby uczestników, potrwa prawdopodobnie około dwóch godzin. "
                "Wyniki zostaną opublikowane nie później niż w ciągu 7 dni. "
                "Osoby, które egzaminu nie zdadzą, będą mogły podejść do niego ponownie w następnej sesji jesiennej.",
            ),
            Good(
                "en",
                "The exam for prospective football referees will take place on Saturday, 22 March 2025, at 9:00 a.m. at the headquarters of the District Football Association. "
                "It consists of a written test on the Laws of the Game (30 questions) and a fitness test. "
                "Only candidates who score at least 80% correct answers will be admitted to the practical part. "
                "The fitness test will probably last about two hours, depending on the number of participants. "
                "Candidates may not use phones or notes during the written part. "
                "Results will be announced within 7 days at the latest. "
                "Those who fail will be able to retake the exam in the next autumn session.",
            ),
        ],
        bad=[
            Slip(0, [("zajmie prawdopodobnie około dwóch godzin", "zajmie dwie godziny")], "hedge"),
            Slip(
                1,
                [
                    (
                        "zabrania się korzystania z telefonów i notatek",
                        "dozwolone jest korzystanie z telefonów i notatek",
                    )
                ],
                "negation",
            ),
            Slip(2, [("at 9:00 a.m.", "at 10:00 a.m.")], "date"),
        ],
    ),
    Case(
        key="pl-wezwanie-kwalifikacja-wojskowa-komisja-lekarska",
        source=(
            "Na podstawie art. 60 ustawy z dnia 11 marca 2022 r. o obronie Ojczyzny wzywa się Pana do osobistego stawienia się przed powiatową komisją lekarską w dniu 14 kwietnia 2025 r. o godz. 8:30, ul. Mickiewicza 5, pok. 12. "
            "Należy zabrać dowód osobisty, aktualną fotografię o wymiarach 3 × 4 cm oraz dokumentację medyczną z ostatnich 12 miesięcy, jeżeli ją Pan posiada. "
            "Stawiennictwo jest obowiązkowe. "
            "W razie niemożności stawienia się z ważnych przyczyn należy niezwłocznie powiadomić wójta lub burmistrza. "
            "Osoba, która nie stawi się bez uzasadnionej przyczyny, może zostać ukarana grzywną albo doprowadzona przez Policję."
        ),
        good=[
            Good(
                "preserve",
                "Wzywamy Pana do osobistego stawiennictwa przed powiatową komisją lekarską 14 kwietnia 2025 r. o 8:30 (ul. Mickiewicza 5, pokój 12). "
                "Podstawą wezwania jest art. 60 ustawy z dnia 11 marca 2022 r. o obronie Ojczyzny. Stawiennictwo jest obowiązkowe.\n\n"
                "Należy zabrać ze sobą:\n"
                "1. dowód osobisty,\n"
                "2. aktualne zdjęcie 3 × 4 cm,\n"
                "3. dokumentację medyczną z ostatnich 12 miesięcy – jeśli ją Pan ma.\n\n"
                "Jeśli z ważnych powodów nie może się Pan stawić, należy niezwłocznie zawiadomić wójta lub burmistrza. "
                "Osobie, która nie stawi się bez uzasadnionej przyczyny, grozi grzywna albo doprowadzenie przez Policję.",
            ),
            Good(
                "preserve",
                "Zgodnie z art. 60 ustawy z dnia 11 marca 2022 r. o obronie Ojczyzny ma Pan obowiązek stawić się osobiście przed powiatową komisją lekarską – 14 kwietnia 2025 r., godz. 8:30, ul. Mickiewicza 5, pokój nr 12. "
                "Należy mieć przy sobie dowód osobisty, aktualną fotografię w formacie 3 × 4 cm oraz – o ile Pan ją posiada – dokumentację medyczną z ostatnich 12 miesięcy. "
                "Jeżeli ważne przyczyny uniemożliwią Panu stawiennictwo, trzeba bezzwłocznie poinformować o tym wójta lub burmistrza. "
                "Jeśli nie stawi się Pan bez uzasadnionej przyczyny, może Pan zostać ukarany grzywną lub doprowadzony przez Policję.",
            ),
            Good(
                "en",
                "Pursuant to Article 60 of the Act of 11 March 2022 on the Defence of the Homeland, you are summoned to appear in person before the district medical board on 14 April 2025 at 8:30 a.m., at 5 Mickiewicza Street, room 12. "
                "Bring your ID card, a recent 3 × 4 cm photograph and, if you have them, your medical records from the last 12 months. "
                "Attendance is compulsory. "
                "If you are unable to attend for important reasons, you must notify the head of the municipality (wójt) or the mayor without delay. "
                "Anyone who fails to appear without a valid reason may be fined or brought in by the Police.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Stawiennictwo jest obowiązkowe.", "Stawiennictwo nie jest obowiązkowe.")],
                "negation",
            ),
            Slip(
                1, [("może Pan zostać ukarany grzywną", "zostanie Pan ukarany grzywną")], "modality"
            ),
            Slip(
                2,
                [("on the Defence of the Homeland", "on Universal Military Service")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="pl-miejskie-stypendium-sportowe-nabor-wnioskow",
        source=(
            "Burmistrz Miasta ogłasza nabór wniosków o stypendium sportowe na 2025 rok. "
            "Stypendium mogą otrzymać zawodnicy do 23. roku życia, którzy w 2024 r. zajęli miejsce od 1. do 3. w mistrzostwach Polski lub uczestniczyli w mistrzostwach Europy albo świata. "
            "Wysokość stypendium wynosi od 300 do 800 zł miesięcznie i jest przyznawana na okres do 10 miesięcy. "
            "Wnioski przyjmuje Biuro Obsługi Mieszkańców do 31 stycznia 2025 r. "
            "Wniosek składa klub sportowy lub pełnoletni zawodnik, a w przypadku osoby niepełnoletniej – jej rodzic lub opiekun prawny. "
            "Stypendium nie przysługuje zawodnikom, którzy otrzymują stypendium sportowe z budżetu państwa."
        ),
        good=[
            Good(
                "preserve",
                "Burmistrz Miasta ogłosił nabór wniosków o stypendium sportowe na 2025 rok – najważniejsze informacje:\n\n"
                "- **Kto może je otrzymać:** zawodnicy do 23. roku życia, którzy w 2024 r. stanęli na podium mistrzostw Polski (miejsca 1–3) albo startowali w mistrzostwach Europy lub świata.\n"
                "- **Ile:** od 300 do 800 zł miesięcznie, przez maksymalnie 10 miesięcy.\n"
                "- **Kto składa wniosek:** klub sportowy albo pełnoletni zawodnik; za osobę niepełnoletnią – rodzic lub opiekun prawny.\n"
                "- **Gdzie i do kiedy:** Biuro Obsługi Mieszkańców, do 31 stycznia 2025 r.\n\n"
                "Uwaga: stypendium nie przysługuje zawodnikom pobierającym stypendium sportowe z budżetu państwa.",
            ),
            Good(
                "preserve",
                "Do 31 stycznia 2025 r. Biuro Obsługi Mieszkańców przyjmuje wnioski o stypendium sportowe na 2025 rok, którego nabór ogłosił Burmistrz Miasta. "
                "Mogą je otrzymać zawodnicy do 23. roku życia, jeżeli w 2024 r. zajęli w mistrzostwach Polski miejsce od pierwszego do trzeciego lub brali udział w mistrzostwach Europy bądź świata. "
                "Stypendium wynosi od 300 do 800 zł miesięcznie i przyznaje się je maksymalnie na 10 miesięcy. "
                "Wniosek składa klub sportowy lub pełnoletni zawodnik; w imieniu niepełnoletniego robi to rodzic albo opiekun prawny. "
                "Stypendium nie przysługuje osobom, które otrzymują stypendium sportowe z budżetu państwa.",
            ),
            Good(
                "en",
                "The Mayor has announced a call for applications for sports scholarships for 2025. "
                "Scholarships may be awarded to athletes up to the age of 23 who in 2024 finished 1st to 3rd at the Polish championships or competed at the European or World championships. "
                "The scholarship ranges from PLN 300 to PLN 800 per month and is granted for up to 10 months. "
                "Applications are accepted by the Residents' Service Office until 31 January 2025. "
                "The application is submitted by the sports club or by an adult athlete; for a minor, by a parent or legal guardian. "
                "The scholarship is not available to athletes who receive a sports scholarship from the state budget.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Biuro Obsługi Mieszkańców, do 31 stycznia 2025 r.",
                        "Biuro Obsługi Mieszkańców, do 31 stycznia 2025 r.; listę stypendystów opublikujemy do końca lutego.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Do 31 stycznia 2025 r.", "Do 31 marca 2025 r.")], "date"),
            Slip(2, [("PLN 800", "PLN 900")], "number"),
        ],
    ),
    Case(
        key="pl-osrodek-adopcyjny-pierwsza-rozmowa-kandydaci",
        source=(
            "Ośrodek adopcyjny prowadzi kwalifikację kandydatów do przysposobienia dziecka bezpłatnie. "
            "Pierwszym krokiem jest rozmowa informacyjna, na którą można umówić się telefonicznie lub przez formularz na stronie www.adopcja-wroclaw.pl/kontakt. "
            "Kandydaci muszą mieć stabilną sytuację mieszkaniową i zdrowotną oraz nie mogą być karani za przestępstwa umyślne. "
            "Nie wymagamy pozostawania w związku małżeńskim, jednak osoby samotne powinny liczyć się z dłuższym oczekiwaniem. "
            "Po rozmowie kandydaci odbywają szkolenie, które trwa zwykle kilka miesięcy. "
            "Ośrodek nie udziela informacji o dzieciach oczekujących na adopcję przez telefon ani e-mailem. "
            "Pytania można kierować na adres kontakt@adopcja-wroclaw.pl."
        ),
        good=[
            Good(
                "preserve",
                "Kwalifikacja kandydatów do przysposobienia dziecka w naszym ośrodku adopcyjnym jest bezpłatna. "
                "Zacznij od rozmowy informacyjnej – umówisz się na nią telefonicznie albo przez formularz na stronie www.adopcja-wroclaw.pl/kontakt. "
                "Musisz mieć stabilną sytuację mieszkaniową i zdrowotną i nie możesz być osobą karaną za przestępstwo umyślne. "
                "Ślub nie jest warunkiem, ale jeśli jesteś osobą samotną, powinieneś liczyć się z dłuższym oczekiwaniem. "
                "Po rozmowie czeka Cię szkolenie, które zwykle trwa kilka miesięcy. "
                "Informacji o dzieciach oczekujących na adopcję nie przekazujemy ani telefonicznie, ani mailowo. "
                "Pytania możesz wysyłać na adres kontakt@adopcja-wroclaw.pl.",
            ),
            Good(
                "preserve",
                "Ośrodek adopcyjny nie pobiera opłat za kwalifikację kandydatów do przysposobienia dziecka. "
                "Proces rozpoczyna się od rozmowy informacyjnej; termin można ustalić telefonicznie lub za pomocą formularza dostępnego pod adresem www.adopcja-wroclaw.pl/kontakt. "
                "Kandydaci muszą mieć stabilną sytuację mieszkaniową i zdrowotną, a także nie mogą być karani za przestępstwa umyślne. "
                "Pozostawanie w związku małżeńskim nie jest wymagane, choć osoby samotne powinny się liczyć z dłuższym czasem oczekiwania. "
                "Następnym etapem jest szkolenie, trwające zazwyczaj kilka miesięcy. "
                "Ośrodek nie przekazuje telefonicznie ani e-mailowo informacji o dzieciach czekających na adopcję. "
                "Pytania można przesyłać na adres kontakt@adopcja-wroclaw.pl.",
            ),
            Good(
                "en",
                "The adoption centre assesses candidates for adopting a child free of charge. "
                "The first step is an information meeting, which you can book by phone or through the form at www.adopcja-wroclaw.pl/kontakt. "
                "Candidates must have a stable housing and health situation and must not have been convicted of an intentional offence. "
                "We do not require applicants to be married, but single people should expect a longer wait. "
                "After the meeting, candidates attend training, which usually takes several months. "
                "The centre does not give out information about children waiting for adoption by phone or e-mail. "
                "Questions can be sent to kontakt@adopcja-wroclaw.pl.",
            ),
        ],
        bad=[
            Slip(0, [("Musisz mieć stabilną", "Powinieneś mieć stabilną")], "modality"),
            Slip(
                1,
                [
                    (
                        "Ośrodek nie przekazuje telefonicznie ani e-mailowo",
                        "Ośrodek przekazuje telefonicznie lub e-mailowo",
                    )
                ],
                "negation",
            ),
            Slip(2, [("kontakt@adopcja-wroclaw.pl", "kontakt@adopcja.wroclaw.pl")], "url"),
        ],
    ),
    Case(
        key="pl-badanie-techniczne-ciagnika-rolniczego-stacja",
        source=(
            "Ciągnik rolniczy zarejestrowany po raz pierwszy musi przejść pierwsze okresowe badanie techniczne przed upływem 3 lat od dnia pierwszej rejestracji, a kolejne – co 2 lata. "
            "Badanie przeprowadza się w okręgowej lub podstawowej stacji kontroli pojazdów. "
            "Opłata za badanie ciągnika wynosi 76 zł, a za badanie przyczepy rolniczej – 50 zł. "
            "Na badanie należy zabrać dowód rejestracyjny. "
            "Jeżeli diagnosta stwierdzi usterki, właściciel ma 14 dni na ich usunięcie i ponowne przedstawienie pojazdu; w tym czasie ciągnik może poruszać się po drogach publicznych wyłącznie w celu dojazdu do warsztatu lub stacji. "
            "Jazda bez ważnego badania grozi mandatem i zatrzymaniem dowodu rejestracyjnego."
        ),
        good=[
            Good(
                "preserve",
                "Badanie techniczne ciągnika rolniczego – w skrócie:\n\n"
                "1. Pierwsze okresowe badanie nowo zarejestrowanego ciągnika musi się odbyć przed upływem trzech lat od pierwszej rejestracji, następne – co dwa lata.\n"
                "2. Badanie wykonasz w okręgowej albo podstawowej stacji kontroli pojazdów; zabierz ze sobą dowód rejestracyjny.\n"
                "3. Koszt: 76 zł za ciągnik, 50 zł za przyczepę rolniczą.\n"
                "4. Gdy diagnosta wykryje usterki, masz 14 dni na ich naprawę i ponowne przedstawienie pojazdu. W tym czasie ciągnikiem możesz wyjeżdżać na drogi publiczne tylko po to, by dojechać do warsztatu lub stacji.\n\n"
                "Za jazdę bez ważnego badania grozi mandat i zatrzymanie dowodu rejestracyjnego.",
            ),
            Good(
                "preserve",
                "Okresowe badanie techniczne ciągnika rolniczego wykonuje okręgowa lub podstawowa stacja kontroli pojazdów. "
                "Po pierwszej rejestracji ciągnik musi zostać przebadany przed upływem 3 lat od dnia tej rejestracji, a następnie co 2 lata. "
                "Za badanie ciągnika płaci się 76 zł, za badanie przyczepy rolniczej 50 zł; należy przy tym mieć ze sobą dowód rejestracyjny. "
                "W razie stwierdzenia usterek właściciel ma 14 dni na ich usunięcie i ponowne przedstawienie pojazdu do badania, a w tym okresie ciągnik może poruszać się po drogach publicznych wyłącznie w celu dojazdu do warsztatu lub stacji kontroli. "
                "Brak ważnego badania grozi mandatem oraz zatrzymaniem dowodu rejestracyjnego.",
            ),
            Good(
                "en",
                "A newly registered agricultural tractor must undergo its first periodic roadworthiness test within 3 years of the date of first registration, and then every 2 years. "
                "Tests are carried out at a district or basic vehicle inspection station. "
                "The fee is PLN 76 for a tractor and PLN 50 for an agricultural trailer. "
                "You need to bring the vehicle registration certificate. "
                "If the inspector finds defects, the owner has 14 days to fix them and present the vehicle again; during that time the tractor may use public roads only to get to a workshop or the inspection station. "
                "Driving without a valid test can result in a fine and the registration certificate being retained.",
            ),
        ],
        bad=[
            Slip(0, [("musi się odbyć", "powinno się odbyć")], "modality"),
            Slip(1, [("ma 14 dni", "ma 30 dni")], "date"),
            Slip(2, [("PLN 76", "PLN 96")], "number"),
        ],
    ),
    Case(
        key="pl-powszechny-spis-rolny-samospis-internetowy",
        source=(
            "Powszechny Spis Rolny jest prowadzony na podstawie ustawy z dnia 31 lipca 2019 r. o powszechnym spisie rolnym w 2020 r. "
            "Udział w spisie jest obowiązkowy dla wszystkich użytkowników gospodarstw rolnych. "
            "Najprostszą metodą jest samospis internetowy za pomocą aplikacji dostępnej na stronie spis.gov.pl. "
            "Wypełnienie formularza zajmuje zwykle od 20 do 40 minut, ale w przypadku dużych gospodarstw może potrwać dłużej. "
            "Osoby, które nie mogą spisać się przez internet, mogą skorzystać z infolinii spisowej pod numerem 22 279 99 99. "
            "Dane zebrane w spisie są objęte tajemnicą statystyczną zgodnie z art. 10 ustawy o statystyce publicznej i nie mogą być udostępniane innym instytucjom."
        ),
        good=[
            Good(
                "preserve",
                "Udział w Powszechnym Spisie Rolnym jest obowiązkowy dla każdego użytkownika gospodarstwa rolnego. "
                "Spis odbywa się na podstawie ustawy z dnia 31 lipca 2019 r. o powszechnym spisie rolnym w 2020 r. "
                "Najłatwiej spisać się samodzielnie przez internet – aplikację znajdziesz na stronie spis.gov.pl. "
                "Wypełnienie formularza trwa zwykle 20–40 minut, choć przy dużym gospodarstwie może zająć więcej czasu. "
                "Jeśli nie możesz spisać się online, możesz zadzwonić na infolinię spisową: 22 279 99 99. "
                "Zebrane dane chroni tajemnica statystyczna (art. 10 ustawy o statystyce publicznej) i nie mogą być one udostępniane innym instytucjom.",
            ),
            Good(
                "preserve",
                "Podstawą prawną Powszechnego Spisu Rolnego jest ustawa z dnia 31 lipca 2019 r. o powszechnym spisie rolnym w 2020 r. "
                "Obowiązek udziału w spisie dotyczy wszystkich użytkowników gospodarstw rolnych. "
                "Najprostszą formą jest samospis internetowy przy użyciu aplikacji udostępnionej na stronie spis.gov.pl; wypełnienie formularza trwa zazwyczaj od 20 do 40 minut, a w dużych gospodarstwach może trwać dłużej. "
                "Osoby, które nie mają możliwości spisania się przez internet, mogą skorzystać z infolinii spisowej (tel. 22 279 99 99). "
                "Zgodnie z art. 10 ustawy o statystyce publicznej dane spisowe objęte są tajemnicą statystyczną i nie mogą być przekazywane innym instytucjom.",
            ),
            Good(
                "en",
                "The Agricultural Census is conducted under the Act of 31 July 2019 on the agricultural census in 2020. "
                "Taking part is compulsory for all agricultural holders. "
                "The simplest method is online self-enumeration using the application available at spis.gov.pl. "
                "Filling in the form usually takes 20 to 40 minutes, but for large farms it may take longer. "
                "If you cannot complete the census online, you can use the census helpline at 22 279 99 99. "
                "Data collected in the census is covered by statistical confidentiality under Article 10 of the Public Statistics Act and may not be shared with other institutions.",
            ),
        ],
        bad=[
            Slip(0, [("spis.gov.pl", "spis.gus.pl")], "url"),
            Slip(1, [("trwa zazwyczaj od 20 do 40 minut", "trwa od 20 do 40 minut")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Article 10 of the Public Statistics Act",
                        "Article 10 of the Personal Data Protection Act",
                    )
                ],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="pl-zgloszenie-budowy-ogrodzenia-starostwo-powiatowe",
        source=(
            "Budowa ogrodzenia od strony drogi, ulicy, placu, torów kolejowych lub innych miejsc publicznych oraz ogrodzenia o wysokości powyżej 2,20 m wymaga zgłoszenia w starostwie powiatowym, zgodnie z art. 30 ust. 1 pkt 2 ustawy – Prawo budowlane. "
            "Zgłoszenia należy dokonać przed rozpoczęciem robót. "
            "Do zgłoszenia dołącza się szkic lub rysunek ogrodzenia oraz oświadczenie o prawie do dysponowania nieruchomością na cele budowlane. "
            "Organ ma 21 dni na wniesienie sprzeciwu; jeśli go nie wniesie, można rozpocząć budowę. "
            "Ogrodzenia niższego niż 2,20 m, które nie graniczy z miejscem publicznym, nie trzeba zgłaszać. "
            "Bramy i furtki nie mogą otwierać się na zewnątrz działki."
        ),
        good=[
            Good(
                "preserve",
                "Czy ogrodzenie trzeba zgłosić? Tak, jeśli stawiasz je od strony drogi, ulicy, placu, torów kolejowych lub innego miejsca publicznego albo jeśli będzie wyższe niż 2,20 m – wynika to z art. 30 ust. 1 pkt 2 ustawy – Prawo budowlane. "
                "Niższego płotu, który nie sąsiaduje z miejscem publicznym, zgłaszać nie musisz.\n\n"
                "Zgłoszenie składasz w starostwie powiatowym i musisz to zrobić przed rozpoczęciem prac. Dołącza się do niego szkic lub rysunek ogrodzenia i oświadczenie o prawie do dysponowania nieruchomością na cele budowlane. "
                "Starostwo ma 21 dni na wniesienie sprzeciwu; jeżeli go nie wniesie, możesz zaczynać budowę. "
                "Pamiętaj też, że brama ani furtka nie mogą otwierać się na zewnątrz działki.",
            ),
            Good(
                "preserve",
                "Zgodnie z art. 30 ust. 1 pkt 2 ustawy – Prawo budowlane zgłoszenia w starostwie powiatowym wymaga budowa ogrodzenia od strony dróg, ulic, placów, torów kolejowych i innych miejsc publicznych, a także ogrodzenia o wysokości przekraczającej 2,20 m. "
                "Zgłoszenia należy dokonać przed przystąpieniem do robót, dołączając szkic lub rysunek ogrodzenia oraz oświadczenie o prawie do dysponowania nieruchomością na cele budowlane. "
                "Budowę można rozpocząć, jeżeli w ciągu 21 dni organ nie wniesie sprzeciwu. "
                "Zgłoszenie nie jest wymagane w przypadku ogrodzeń o mniejszej wysokości, niegraniczących z miejscem publicznym. "
                "Bramy i furtki nie mogą otwierać się na zewnątrz działki.",
            ),
            Good(
                "en",
                "Under Article 30(1)(2) of the Construction Law Act, building a fence facing a road, street, square, railway line or other public place, or a fence higher than 2.20 m, must be notified to the district office (starostwo powiatowe). "
                "The notification must be made before work begins. "
                "A sketch or drawing of the fence and a declaration of the right to use the property for construction purposes are attached to it. "
                "The authority has 21 days to raise an objection; if it does not, construction may begin. "
                "A fence lower than 2.20 m that does not border a public place does not need to be notified. "
                "Gates and wickets must not open outwards from the plot.",
            ),
        ],
        bad=[
            Slip(0, [("wyższe niż 2,20 m", "wyższe niż 1,80 m")], "number"),
            Slip(
                1,
                [("Bramy i furtki nie mogą otwierać się", "Bramy i furtki mogą otwierać się")],
                "negation",
            ),
            Slip(2, [("Article 30(1)(2)", "Article 29(1)(2)")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-stoiska-wystawcow-dozynki-gminne-zgloszenia",
        source=(
            "Gminne Dożynki odbędą się w niedzielę 31 sierpnia 2025 r. na boisku sportowym w Brzezinach. "
            "Koła gospodyń wiejskich, rękodzielnicy i lokalni producenci żywności mogą zgłaszać chęć wystawienia stoiska do 15 sierpnia w Gminnym Ośrodku Kultury. "
            "Stoiska dla wystawców z terenu gminy są bezpłatne. "
            "Organizator zapewnia miejsce i dostęp do prądu, ale wystawcy muszą przywieźć własne namioty, stoły i przedłużacze. "
            "Sprzedaż alkoholu na terenie imprezy jest zabroniona. "
            "Rozstawianie stoisk będzie możliwe od godz. 10:00, a ich demontaż nie może rozpocząć się przed godz. 18:00. "
            "Liczba miejsc jest ograniczona, dlatego o przydziale decyduje kolejność zgłoszeń."
        ),
        good=[
            Good(
                "preserve",
                "Zapraszamy wystawców na Gminne Dożynki – niedziela, 31 sierpnia 2025 r., boisko sportowe w Brzezinach!\n\n"
                "Stoisko mogą zgłosić koła gospodyń wiejskich, rękodzielnicy i lokalni producenci żywności. Zgłoszenia przyjmuje Gminny Ośrodek Kultury do 15 sierpnia. "
                "Liczba miejsc jest ograniczona, więc przydzielamy je według kolejności zgłoszeń. Wystawcy z terenu gminy nie płacą za stoisko.\n\n"
                "Organizator zapewnia miejsce i dostęp do prądu. Namioty, stoły i przedłużacze trzeba przywieźć własne. "
                "Stoiska można rozstawiać od 10:00, a demontaż nie może zacząć się przed 18:00. Na terenie imprezy obowiązuje zakaz sprzedaży alkoholu.",
            ),
            Good(
                "preserve",
                "Gminne Dożynki zostaną zorganizowane 31 sierpnia 2025 r. (niedziela) na boisku sportowym w Brzezinach. "
                "Chęć wystawienia stoiska mogą zgłaszać w Gminnym Ośrodku Kultury, w terminie do 15 sierpnia, koła gospodyń wiejskich, rękodzielnicy oraz lokalni producenci żywności. "
                "Ze względu na ograniczoną liczbę miejsc o przydziale decyduje kolejność zgłoszeń. "
                "Wystawcy z terenu gminy nie ponoszą opłat za stoiska. "
                "Organizator udostępnia miejsce oraz dostęp do prądu; wystawcy są zobowiązani do zapewnienia własnych namiotów, stołów i przedłużaczy. "
                "Stoiska można rozstawiać od godz. 10:00; demontaż jest dozwolony dopiero od godz. 18:00. "
                "Na terenie imprezy obowiązuje zakaz sprzedaży alkoholu.",
            ),
            Good(
                "en",
                "The Municipal Harvest Festival (Dożynki) will be held on Sunday, 31 August 2025, at the sports field in Brzeziny. "
                "Rural women's associations, craftspeople and local food producers can register to run a stall at the Municipal Cultural Centre until 15 August. "
                "Stalls are free for exhibitors from the municipality. "
                "The organiser provides the space and access to electricity, but exhibitors must bring their own tents, tables and extension cords. "
                "Selling alcohol at the event is prohibited. "
                "Stalls can be set up from 10:00 a.m., and dismantling may not begin before 6:00 p.m. "
                "Places are limited, so they will be allocated on a first-come, first-served basis.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Wystawcy z terenu gminy nie płacą za stoisko.",
                        "Wystawcy z terenu gminy nie płacą za stoisko, a pozostali wnoszą opłatę 50 zł.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "są zobowiązani do zapewnienia własnych namiotów, stołów i przedłużaczy",
                        "mogą zapewnić własne namioty, stoły i przedłużacze",
                    )
                ],
                "modality",
            ),
            Slip(2, [("until 15 August", "until 25 August")], "date"),
        ],
    ),
    Case(
        key="pl-readme-narzedzia-eksportu-faktur-csv",
        source=(
            "## Instalacja\n\n"
            "Narzędzie `faktura-eksport` wymaga Pythona 3.10 lub nowszego. Zainstaluj je poleceniem:\n\n"
            "```\npip install faktura-eksport==2.3.1\n```\n\n"
            "## Użycie\n\n"
            "Aby wyeksportować faktury z bieżącego miesiąca do pliku CSV, uruchom `faktura-eksport --format csv --out faktury.csv`. "
            "Domyślnie eksportowane są tylko faktury zatwierdzone; szkice się pomija. "
            "Plik konfiguracyjny `~/.faktura/config.toml` musi zawierać klucz `api_token`. "
            "Nie umieszczaj tokenu w repozytorium ani w zmiennych środowiskowych współdzielonych z innymi użytkownikami. "
            "Szczegóły opisuje [dokumentacja](https://docs.faktura-eksport.pl/cli)."
        ),
        good=[
            Good(
                "preserve",
                "## Instalacja\n\n"
                "`faktura-eksport` wymaga Pythona w wersji 3.10 lub nowszej. Instalacja:\n\n"
                "```\npip install faktura-eksport==2.3.1\n```\n\n"
                "## Użycie\n\n"
                "Eksport faktur z bieżącego miesiąca do pliku CSV:\n\n"
                "```\nfaktura-eksport --format csv --out faktury.csv\n```\n\n"
                "Bez dodatkowych opcji narzędzie eksportuje wyłącznie faktury zatwierdzone, a szkice pomija. "
                "W pliku `~/.faktura/config.toml` musi się znaleźć klucz `api_token`. "
                "Tokenu nie wolno umieszczać w repozytorium ani w zmiennych środowiskowych współdzielonych z innymi użytkownikami. "
                "Więcej informacji znajdziesz w [dokumentacji](https://docs.faktura-eksport.pl/cli).",
            ),
            Good(
                "preserve",
                "## Instalacja\n\n"
                "Do działania `faktura-eksport` potrzebny jest Python 3.10 lub nowszy. Zainstaluj pakiet:\n\n"
                "```\npip install faktura-eksport==2.3.1\n```\n\n"
                "## Użycie\n\n"
                "Polecenie `faktura-eksport --format csv --out faktury.csv` zapisuje faktury z bieżącego miesiąca do pliku CSV. "
                "Domyślnie trafiają tam tylko faktury zatwierdzone – szkice są pomijane. "
                "Klucz `api_token` musi być ustawiony w pliku konfiguracyjnym `~/.faktura/config.toml`. "
                "Nie trzymaj tokenu w repozytorium ani w zmiennych środowiskowych współdzielonych z innymi użytkownikami. "
                "Szczegóły: [dokumentacja](https://docs.faktura-eksport.pl/cli).",
            ),
            Good(
                "en",
                "## Installation\n\n"
                "The `faktura-eksport` tool requires Python 3.10 or newer. Install it with:\n\n"
                "```\npip install faktura-eksport==2.3.1\n```\n\n"
                "## Usage\n\n"
                "To export the current month's invoices to a CSV file, run `faktura-eksport --format csv --out faktury.csv`. "
                "By default, only approved invoices are exported; drafts are skipped. "
                "The configuration file `~/.faktura/config.toml` must contain the `api_token` key. "
                "Do not put the token in a repository or in environment variables shared with other users. "
                "See the [documentation](https://docs.faktura-eksport.pl/cli) for details.",
            ),
        ],
        bad=[
            Slip(0, [("## Użycie\n", "Użycie\n")], "markdown"),
            Slip(1, [("--out faktury.csv", "--output faktury.csv")], "code"),
            Slip(2, [("Do not put the token", "Put the token")], "negation"),
        ],
    ),
    Case(
        key="pl-przeglad-badan-sen-nastolatkow-oceny",
        source=(
            "Niedobór snu u nastolatków jest prawdopodobnie jednym z czynników pogarszających wyniki w nauce. "
            "W badaniu obejmującym 3 412 uczniów szkół średnich Kowalska i Nowak (2021) wykazały, że osoby śpiące krócej niż 7 godzin na dobę uzyskiwały średnio niższe oceny z matematyki. "
            "Podobne wnioski przedstawili Wheaton i in. (2016) w „Journal of School Health”. "
            "Autorzy zastrzegają jednak, że badania miały charakter przekrojowy, więc nie pozwalają ustalić związku przyczynowego. "
            "Szacuje się, że w Polsce zalecanej ilości snu nie osiąga około 60% nastolatków. "
            "Późniejsze rozpoczynanie lekcji może poprawić sytuację, ale dowody z polskich szkół są na razie nieliczne."
        ),
        good=[
            Good(
                "preserve",
                "Zbyt krótki sen to prawdopodobnie jeden z czynników, które pogarszają wyniki nastolatków w nauce. "
                "Kowalska i Nowak (2021) zbadały 3 412 uczniów szkół średnich i wykazały, że ci, którzy spali mniej niż 7 godzin na dobę, mieli średnio gorsze oceny z matematyki. "
                "Do podobnych wniosków doszli Wheaton i in. (2016) na łamach „Journal of School Health”. "
                "Trzeba jednak pamiętać, że były to badania przekrojowe – jak zastrzegają sami autorzy, nie da się na ich podstawie ustalić związku przyczynowego. "
                "W Polsce, według szacunków, zalecanej ilości snu nie osiąga około 60% nastolatków. "
                "Sytuację może poprawić późniejsze rozpoczynanie lekcji, choć dowodów z polskich szkół jest na razie niewiele.",
            ),
            Good(
                "preserve",
                "Niedobór snu jest prawdopodobnie jednym z czynników obniżających osiągnięcia szkolne nastolatków. "
                "Kowalska i Nowak (2021), analizując dane 3 412 uczniów szkół średnich, wykazały, że uczniowie sypiający krócej niż 7 godzin na dobę uzyskiwali przeciętnie niższe oceny z matematyki; zbliżone wnioski przedstawili Wheaton i in. (2016) w „Journal of School Health”. "
                "Ze względu na przekrojowy charakter tych badań ich autorzy zastrzegają, że nie pozwalają one ustalić związku przyczynowego. "
                "Szacuje się, że około 60% nastolatków w Polsce nie osiąga zalecanej ilości snu. "
                "Późniejsze rozpoczynanie lekcji może złagodzić problem, jednak dowody pochodzące z polskich szkół są jak dotąd nieliczne.",
            ),
            Good(
                "en",
                "Sleep deprivation in teenagers is probably one of the factors that worsen academic performance. "
                "In a study of 3,412 secondary school students, Kowalska and Nowak (2021) showed that those who slept less than 7 hours a night had lower maths grades on average. "
                "Wheaton et al. (2016) reached similar conclusions in the Journal of School Health. "
                "However, the authors caution that the studies were cross-sectional and therefore cannot establish a causal relationship. "
                "It is estimated that about 60% of teenagers in Poland do not get the recommended amount of sleep. "
                "Starting lessons later may improve the situation, but evidence from Polish schools is still scarce.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "W Polsce, według szacunków, zalecanej ilości snu nie osiąga około 60% nastolatków.",
                        "W Polsce zalecanej ilości snu nie osiąga 60% nastolatków.",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("Wheaton i in. (2016)", "Wheaton i in. (2019)")], "citation"),
            Slip(
                2,
                [
                    (
                        "However, the authors caution that the studies were cross-sectional and therefore cannot establish a causal relationship.",
                        "Autorzy zastrzegają jednak, że badania miały charakter przekrojowy, więc nie pozwalają ustalić związku przyczynowego.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-ulotka-tabletek-przeciwbolowych-dawki-dobowe",
        source=(
            "Dorośli i młodzież powyżej 12. roku życia: 1–2 tabletki (200–400 mg ibuprofenu) co 4–6 godzin, w razie potrzeby. "
            "Nie należy przyjmować więcej niż 6 tabletek (1200 mg) na dobę. "
            "Lek należy przyjmować podczas posiłku lub po nim, popijając wodą. "
            "Bez konsultacji z lekarzem nie stosować dłużej niż 3 dni w przypadku gorączki i 5 dni w przypadku bólu. "
            "Lek może powodować dolegliwości żołądkowe, takie jak zgaga lub nudności; rzadko występują krwawienia z przewodu pokarmowego. "
            "U osób starszych ryzyko działań niepożądanych jest prawdopodobnie większe. "
            "Kobiety w ostatnim trymestrze ciąży nie mogą stosować leku."
        ),
        good=[
            Good(
                "preserve",
                "**Dawkowanie – dorośli i młodzież powyżej 12. roku życia:**\n"
                "- 1–2 tabletki (200–400 mg ibuprofenu) co 4–6 godzin, jeśli jest taka potrzeba;\n"
                "- nie więcej niż 6 tabletek (1200 mg) na dobę;\n"
                "- lek trzeba przyjmować w trakcie posiłku lub po nim, popijając wodą.\n\n"
                "Bez porady lekarza nie stosuj leku dłużej niż 3 dni przy gorączce i 5 dni przy bólu. "
                "Lek może wywołać dolegliwości żołądkowe, np. zgagę lub nudności; rzadko zdarzają się krwawienia z przewodu pokarmowego. "
                "Osoby starsze są prawdopodobnie bardziej narażone na działania niepożądane. "
                "W ostatnim trymestrze ciąży leku nie wolno stosować.",
            ),
            Good(
                "preserve",
                "Dorośli i młodzież powyżej 12. roku życia przyjmują w razie potrzeby 1–2 tabletki (200–400 mg ibuprofenu) co 4–6 godzin. "
                "Tabletki należy przyjmować w czasie posiłku lub po nim i popijać wodą. "
                "Dawka dobowa nie może przekroczyć 6 tabletek, czyli 1200 mg. "
                "Bez konsultacji z lekarzem leku nie wolno stosować dłużej niż 3 dni w przypadku gorączki i 5 dni w przypadku bólu. "
                "Możliwe działania niepożądane to dolegliwości żołądkowe, np. zgaga czy nudności, a rzadko także krwawienia z przewodu pokarmowego. "
                "U osób starszych ryzyko takich działań jest prawdopodobnie wyższe. "
                "Leku nie mogą stosować kobiety w ostatnim trymestrze ciąży.",
            ),
            Good(
                "en",
                "Adults and adolescents over 12 years of age: 1–2 tablets (200–400 mg of ibuprofen) every 4–6 hours as needed. "
                "Do not take more than 6 tablets (1200 mg) in 24 hours. "
                "Take the medicine with or after a meal, with water. "
                "Without consulting a doctor, do not use it for more than 3 days for fever or 5 days for pain. "
                "The medicine may cause stomach problems such as heartburn or nausea; gastrointestinal bleeding occurs rarely. "
                "The risk of side effects is probably higher in older people. "
                "Women in the last trimester of pregnancy must not use this medicine.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "W ostatnim trymestrze ciąży leku nie wolno stosować.",
                        "W ostatnim trymestrze ciąży lek wolno stosować.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("6 tabletek, czyli 1200 mg", "8 tabletek, czyli 1600 mg")], "number"),
            Slip(
                2,
                [
                    (
                        "The medicine may cause stomach problems",
                        "The medicine causes stomach problems",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-regulamin-biblioteki-wypozyczenia-oplaty-zwloka",
        source=(
            "Czytelnik może wypożyczyć jednocześnie do 5 książek na okres 30 dni. "
            "Termin zwrotu można przedłużyć jeden raz, o kolejne 30 dni, o ile na daną pozycję nie czeka inny czytelnik. "
            "Przedłużenia można dokonać osobiście, telefonicznie lub przez konto w katalogu online. "
            "Za każdy dzień zwłoki naliczana jest opłata w wysokości 0,20 zł za egzemplarz. "
            "Czytelnik, który ma nieuregulowane opłaty, nie może wypożyczać kolejnych materiałów do czasu ich spłaty. "
            "Zgubioną lub zniszczoną książkę należy odkupić albo zastąpić inną, wskazaną przez bibliotekarza. "
            "Czasopisma i księgozbiór podręczny udostępnia się wyłącznie na miejscu, w czytelni."
        ),
        good=[
            Good(
                "preserve",
                "Jednorazowo możesz wypożyczyć maksymalnie 5 książek, na 30 dni. "
                "Jeśli nikt inny nie czeka na daną książkę, możesz raz przedłużyć termin zwrotu o kolejne 30 dni – osobiście, telefonicznie albo przez swoje konto w katalogu online. "
                "Za każdy dzień opóźnienia naliczamy 0,20 zł od egzemplarza, a dopóki nie uregulujesz zaległych opłat, nie możesz wypożyczać kolejnych materiałów. "
                "Jeżeli zgubisz lub zniszczysz książkę, musisz ją odkupić albo zastąpić inną, wskazaną przez bibliotekarza. "
                "Czasopisma i księgozbiór podręczny są dostępne tylko na miejscu, w czytelni.",
            ),
            Good(
                "preserve",
                "Zasady wypożyczania:\n"
                "1. Jednocześnie można wypożyczyć do 5 książek na 30 dni.\n"
                "2. Termin zwrotu można przedłużyć jeden raz o 30 dni (osobiście, telefonicznie lub przez konto w katalogu online), pod warunkiem że na książkę nie oczekuje inny czytelnik.\n"
                "3. Za każdy dzień zwłoki nalicza się 0,20 zł za egzemplarz.\n"
                "4. Osoba z nieuregulowanymi opłatami nie może wypożyczać kolejnych materiałów, dopóki ich nie spłaci.\n"
                "5. Zgubioną lub zniszczoną książkę należy odkupić albo zastąpić inną, wskazaną przez bibliotekarza.\n"
                "6. Czasopisma i księgozbiór podręczny są udostępniane wyłącznie na miejscu, w czytelni.",
            ),
            Good(
                "en",
                "Readers may borrow up to 5 books at a time for 30 days. "
                "The loan period can be extended once, by another 30 days, provided that no other reader is waiting for the item. "
                "Extensions can be made in person, by phone or through your online catalogue account. "
                "A late fee of PLN 0.20 per item is charged for each day of delay. "
                "Readers with unpaid fees may not borrow further materials until they have paid them. "
                "A lost or damaged book must be replaced with a newly bought copy or with another book indicated by the librarian. "
                "Periodicals and the reference collection are available only on site, in the reading room.",
            ),
        ],
        bad=[
            Slip(0, [("musisz ją odkupić", "możesz ją odkupić")], "modality"),
            Slip(
                1,
                [
                    (
                        "nalicza się 0,20 zł za egzemplarz.",
                        "nalicza się 0,20 zł za egzemplarz, płatne wyłącznie gotówką w kasie biblioteki.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "provided that no other reader is waiting",
                        "provided that another reader is waiting",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-dokumentacja-api-paginacja-limity-zapytan",
        source=(
            "### Paginacja\n\n"
            "Endpoint `GET /v2/zamowienia` zwraca maksymalnie 100 rekordów na stronę. "
            "Aby pobrać kolejną stronę, przekaż wartość pola `next_cursor` w parametrze `cursor`. "
            "Gdy `next_cursor` ma wartość `null`, nie ma już więcej wyników.\n\n"
            "### Limity zapytań\n\n"
            "- Do 60 zapytań na minutę na jeden klucz API.\n"
            "- Po przekroczeniu limitu serwer zwraca kod `429` i nagłówek `Retry-After`.\n"
            "- Klient powinien odczekać wskazaną liczbę sekund przed ponowieniem zapytania.\n\n"
            "Pełna specyfikacja OpenAPI jest dostępna pod adresem https://api.sklepik.pl/v2/openapi.json."
        ),
        good=[
            Good(
                "preserve",
                "### Paginacja\n\n"
                "`GET /v2/zamowienia` zwraca na jednej stronie nie więcej niż 100 rekordów. "
                "Kolejną stronę pobierzesz, podając wartość `next_cursor` jako parametr `cursor`; jeśli `next_cursor` jest równe `null`, wyników już nie ma.\n\n"
                "### Limity zapytań\n\n"
                "- Limit wynosi 60 zapytań na minutę dla jednego klucza API.\n"
                "- Gdy go przekroczysz, serwer odpowie kodem `429` z nagłówkiem `Retry-After`.\n"
                "- Przed ponowieniem zapytania klient powinien odczekać podaną tam liczbę sekund.\n\n"
                "Pełną specyfikację OpenAPI znajdziesz pod adresem https://api.sklepik.pl/v2/openapi.json.",
            ),
            Good(
                "preserve",
                "### Paginacja\n\n"
                "Endpoint `GET /v2/zamowienia` zwraca do 100 rekordów na stronę. "
                "Następną stronę pobiera się, przekazując w parametrze `cursor` wartość z pola `next_cursor`. "
                "Wartość `null` w tym polu oznacza, że więcej wyników nie ma.\n\n"
                "### Limity zapytań\n\n"
                "- Maksymalnie 60 zapytań na minutę na klucz API.\n"
                "- Po przekroczeniu limitu: odpowiedź `429` z nagłówkiem `Retry-After`.\n"
                "- Przed ponowieniem zapytania klient powinien odczekać wskazaną liczbę sekund.\n\n"
                "Pełna specyfikacja OpenAPI: https://api.sklepik.pl/v2/openapi.json",
            ),
            Good(
                "en",
                "### Pagination\n\n"
                "The `GET /v2/zamowienia` endpoint returns at most 100 records per page. "
                "To fetch the next page, pass the value of the `next_cursor` field in the `cursor` parameter. "
                "When `next_cursor` is `null`, there are no more results.\n\n"
                "### Rate limits\n\n"
                "- Up to 60 requests per minute per API key.\n"
                "- When the limit is exceeded, the server returns a `429` status code and a `Retry-After` header.\n"
                "- The client should wait the indicated number of seconds before retrying the request.\n\n"
                "The full OpenAPI specification is available at https://api.sklepik.pl/v2/openapi.json.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("https://api.sklepik.pl/v2/openapi.json", "https://api.sklepik.pl/openapi.json")],
                "url",
            ),
            Slip(1, [("`Retry-After`.\n- Przed", "`Retry-After`. Przed")], "markdown"),
            Slip(2, [("`Retry-After`", "`Retry-Delay`")], "code"),
        ],
    ),
    Case(
        key="pl-raport-liczebnosc-bociana-bialego-spis",
        source=(
            "Według wyników Międzynarodowego Spisu Bociana Białego liczebność krajowej populacji tego gatunku szacowano w 2014 r. na około 41–42 tys. par lęgowych. "
            "Guziak i Jakubiec (2006) odnotowali wcześniej spadek o blisko 20% w porównaniu z 1994 r. "
            "Najważniejszą przyczyną jest prawdopodobnie utrata łąk i pastwisk, na których ptaki zdobywają pokarm. "
            "Istotne mogą być także kolizje z liniami energetycznymi, które według Tryjanowskiego i in. (2009) odpowiadają za część zgonów dorosłych osobników. "
            "Monitoring prowadzony przez GIOŚ nie potwierdził dalszego spadku po 2014 r., ale autorzy raportu zalecają ostrożność w interpretacji krótkich serii danych."
        ),
        good=[
            Good(
                "preserve",
                "W 2014 r. krajową populację bociana białego szacowano, według Międzynarodowego Spisu Bociana Białego, na około 41–42 tysiące par lęgowych. "
                "Już wcześniej Guziak i Jakubiec (2006) odnotowali spadek liczebności o blisko 20% względem 1994 r. "
                "Główną przyczyną jest prawdopodobnie zanikanie łąk i pastwisk, na których bociany żerują. "
                "Rolę mogą odgrywać również kolizje z liniami energetycznymi – Tryjanowski i in. (2009) wiążą z nimi część zgonów dorosłych ptaków. "
                "Dane z monitoringu GIOŚ nie potwierdziły dalszego spadku po 2014 r., jednak autorzy raportu zalecają ostrożność przy interpretowaniu krótkich serii danych.",
            ),
            Good(
                "preserve",
                "Najważniejszą przyczyną spadku liczebności bociana białego jest prawdopodobnie utrata łąk i pastwisk, na których ptaki zdobywają pokarm. "
                "Według Międzynarodowego Spisu Bociana Białego krajową populację szacowano w 2014 r. na około 41–42 tys. par lęgowych, a Guziak i Jakubiec (2006) stwierdzili wcześniej spadek o blisko 20% w stosunku do 1994 r. "
                "Znaczenie mogą mieć również kolizje z liniami energetycznymi, odpowiedzialne – według Tryjanowskiego i in. (2009) – za część zgonów dorosłych osobników. "
                "Monitoring GIOŚ nie potwierdził dalszego spadku po 2014 r.; autorzy raportu zalecają jednak ostrożność w interpretacji krótkich serii danych.",
            ),
            Good(
                "en",
                "According to the International White Stork Census, the national population of the species was estimated in 2014 at about 41,000–42,000 breeding pairs. "
                "Guziak and Jakubiec (2006) had earlier recorded a decline of nearly 20% compared with 1994. "
                "The main cause is probably the loss of meadows and pastures where the birds feed. "
                "Collisions with power lines may also be important; according to Tryjanowski et al. (2009), they account for some of the deaths of adult birds. "
                "Monitoring by the Chief Inspectorate of Environmental Protection (GIOŚ) has not confirmed a further decline after 2014, but the report's authors recommend caution in interpreting short data series.",
            ),
        ],
        bad=[
            Slip(0, [("Guziak i Jakubiec (2006)", "Guziak i Jakubiec (2004)")], "citation"),
            Slip(1, [("jest prawdopodobnie utrata", "jest utrata")], "hedge"),
            Slip(2, [("nearly 20%", "nearly 30%")], "number"),
        ],
    ),
    Case(
        key="pl-szczepienie-psow-wscieklizna-punkt-remiza",
        source=(
            "Przypominamy, że zgodnie z przepisami właściciele psów mają obowiązek szczepić zwierzęta przeciwko wściekliźnie w terminie 30 dni od dnia ukończenia przez psa 3. miesiąca życia, a następnie nie rzadziej niż co 12 miesięcy od ostatniego szczepienia. "
            "Punkt szczepień w remizie OSP w Lipnie będzie czynny w sobotę 12 kwietnia w godz. 9:00–13:00. "
            "Koszt szczepienia wynosi 40 zł i obejmuje wpis do książeczki zdrowia. "
            "Psa należy przyprowadzić na smyczy i w kagańcu. "
            "Szczepieniu nie podlegają psy chore ani osłabione – takie zwierzęta zostaną zaszczepione w innym terminie, po uzgodnieniu z lekarzem weterynarii."
        ),
        good=[
            Good(
                "preserve",
                "Właścicielu psa, pamiętaj: szczepienie przeciwko wściekliźnie jest obowiązkowe. "
                "Pierwsze trzeba wykonać w ciągu 30 dni od ukończenia przez psa 3 miesięcy, a kolejne – nie rzadziej niż co 12 miesięcy od poprzedniego.\n\n"
                "Punkt szczepień w remizie OSP w Lipnie będzie otwarty w sobotę, 12 kwietnia, od 9:00 do 13:00. "
                "Szczepienie kosztuje 40 zł, w tym wpis do książeczki zdrowia. "
                "Psa trzeba przyprowadzić na smyczy i w kagańcu. "
                "Psów chorych ani osłabionych nie szczepimy – zaszczepimy je w innym terminie, uzgodnionym z lekarzem weterynarii.",
            ),
            Good(
                "preserve",
                "W sobotę 12 kwietnia, w godzinach 9:00–13:00, w remizie OSP w Lipnie będzie czynny punkt szczepień psów przeciwko wściekliźnie. "
                "Opłata wynosi 40 zł i obejmuje wpis do książeczki zdrowia. "
                "Psy należy doprowadzić na smyczy i w kagańcu. "
                "Zwierzęta chore lub osłabione nie będą szczepione; ich szczepienie odbędzie się w innym terminie, uzgodnionym z lekarzem weterynarii. "
                "Przypominamy, że zgodnie z przepisami właściciele psów są zobowiązani szczepić je przeciwko wściekliźnie w ciągu 30 dni od ukończenia przez psa 3. miesiąca życia, a następnie co najmniej raz na 12 miesięcy od ostatniego szczepienia.",
            ),
            Good(
                "en",
                "Please remember that, under the regulations, dog owners are required to vaccinate their dogs against rabies within 30 days of the dog reaching 3 months of age, and then at least every 12 months after the last vaccination. "
                "The vaccination point at the volunteer fire station in Lipno will be open on Saturday, 12 April, from 9:00 a.m. to 1:00 p.m. "
                "The vaccination costs PLN 40, including the entry in the health record book. "
                "Dogs must be brought on a lead and muzzled. "
                "Sick or weakened dogs will not be vaccinated; they will be vaccinated on another date agreed with the vet.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Punkt szczepień w remizie OSP w Lipnie",
                        "Punkt szczepień prowadzony przez lecznicę „Azor” z Rypina w remizie OSP w Lipnie",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("9:00–13:00", "9:00–15:00")], "date"),
            Slip(
                2,
                [
                    (
                        "Sick or weakened dogs will not be vaccinated",
                        "Sick or weakened dogs will also be vaccinated",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-notatka-kopie-zapasowe-bazy-cron",
        source=(
            "Kopie zapasowe bazy danych tworzy skrypt `backup.sh`, uruchamiany codziennie o 2:00 przez crona. "
            "Skrypt zapisuje archiwa w katalogu `/var/backups/db` i usuwa pliki starsze niż 14 dni. "
            "Przed pierwszym uruchomieniem należy ustawić zmienną `PGPASSFILE` tak, aby wskazywała na plik z hasłem; hasła nie wolno wpisywać bezpośrednio do skryptu. "
            "Raz w miesiącu administrator powinien przetestować odtworzenie kopii poleceniem `pg_restore --list`, aby upewnić się, że archiwum nie jest uszkodzone. "
            "Jeśli kopia nie powstanie, skrypt wysyła powiadomienie na adres admin@firma.pl. "
            "Na serwerach testowych kopie można wyłączyć, ustawiając `BACKUP_ENABLED=false`."
        ),
        good=[
            Good(
                "preserve",
                "Jak działają kopie zapasowe bazy:\n\n"
                "- Skrypt `backup.sh` uruchamiany jest przez crona codziennie o 2:00.\n"
                "- Archiwa trafiają do katalogu `/var/backups/db`; pliki starsze niż 14 dni są usuwane.\n"
                "- Przed pierwszym uruchomieniem trzeba ustawić zmienną `PGPASSFILE` tak, by wskazywała plik z hasłem. Hasła nie wolno wpisywać bezpośrednio do skryptu.\n"
                "- Raz w miesiącu administrator powinien sprawdzić odtworzenie kopii poleceniem `pg_restore --list`, żeby upewnić się, że archiwum nie jest uszkodzone.\n"
                "- Jeśli kopia nie powstanie, skrypt wyśle powiadomienie na admin@firma.pl.\n"
                "- Na serwerach testowych kopie można wyłączyć ustawieniem `BACKUP_ENABLED=false`.",
            ),
            Good(
                "preserve",
                "Za kopie zapasowe bazy danych odpowiada skrypt `backup.sh`, który cron uruchamia każdego dnia o 2:00. "
                "Archiwa zapisywane są w `/var/backups/db`, a pliki starsze niż 14 dni skrypt kasuje. "
                "Zanim uruchomisz go po raz pierwszy, musisz ustawić zmienną `PGPASSFILE` tak, by wskazywała plik z hasłem – samego hasła nie wolno wpisywać do skryptu. "
                "Raz w miesiącu administrator powinien wykonać test odtworzenia poleceniem `pg_restore --list`, aby upewnić się, że archiwum jest nieuszkodzone. "
                "Gdy kopia nie powstanie, na adres admin@firma.pl trafi powiadomienie. "
                "Na serwerach testowych kopie można wyłączyć, ustawiając `BACKUP_ENABLED=false`.",
            ),
            Good(
                "en",
                "Database backups are created by the `backup.sh` script, which cron runs every day at 2:00 a.m. "
                "The script saves archives to `/var/backups/db` and deletes files older than 14 days. "
                "Before the first run, you must set the `PGPASSFILE` variable to point to the password file; the password must not be written directly into the script. "
                "Once a month, the administrator should test restoring a backup with `pg_restore --list` to make sure the archive is not corrupted. "
                "If a backup is not created, the script sends a notification to admin@firma.pl. "
                "On test servers, backups can be disabled by setting `BACKUP_ENABLED=false`.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- Jeśli kopia nie powstanie, skrypt wyśle powiadomienie na admin@firma.pl.\n- Na serwerach testowych kopie można wyłączyć ustawieniem `BACKUP_ENABLED=false`.",
                        "- If a backup is not created, the script sends a notification to admin@firma.pl.\n- On test servers, backups can be disabled by setting `BACKUP_ENABLED=false`.",
                    )
                ],
                "wrong_language",
            ),
            Slip(1, [("`PGPASSFILE`", "`PGPASSWORD`")], "code"),
            Slip(2, [("the administrator should test", "the administrator may test")], "modality"),
        ],
    ),
    Case(
        key="pl-komunikat-smog-pm25-zalecenia-zdrowotne",
        source=(
            "W sezonie grzewczym stężenia pyłu PM2,5 w wielu polskich miastach przekraczają wartości zalecane przez WHO w wytycznych z 2021 r. (średnia roczna 5 µg/m³). "
            "Długotrwała ekspozycja na zanieczyszczone powietrze prawdopodobnie zwiększa ryzyko chorób serca i płuc. "
            "W przeglądzie opublikowanym w „Environment International” Chen i Hoek (2020) oszacowali, że każdy wzrost stężenia PM2,5 o 10 µg/m³ wiąże się z około 8-procentowym wzrostem umieralności ogólnej. "
            "W dniach ze złą jakością powietrza osobom starszym i dzieciom zaleca się ograniczenie aktywności na zewnątrz. "
            "Maseczki z filtrem FFP2 mogą zmniejszać narażenie, ale nie zastępują działań ograniczających emisję."
        ),
        good=[
            Good(
                "preserve",
                "W sezonie grzewczym w wielu polskich miastach stężenie pyłu PM2,5 jest wyższe od wartości zalecanej przez WHO w wytycznych z 2021 r. (5 µg/m³ jako średnia roczna). "
                "Oddychanie zanieczyszczonym powietrzem przez długi czas prawdopodobnie podnosi ryzyko chorób serca i płuc. "
                "Chen i Hoek (2020) w przeglądzie opublikowanym w „Environment International” oszacowali, że wzrost stężenia PM2,5 o każde 10 µg/m³ wiąże się ze wzrostem umieralności ogólnej o około 8%. "
                "Gdy jakość powietrza jest zła, dzieciom i osobom starszym zaleca się ograniczenie aktywności na zewnątrz. "
                "Maseczka z filtrem FFP2 może zmniejszyć narażenie, ale nie zastąpi działań ograniczających emisję.",
            ),
            Good(
                "preserve",
                "**Zalecenia na dni ze złą jakością powietrza**\n\n"
                "W wielu polskich miastach w sezonie grzewczym stężenia PM2,5 przekraczają poziom, który WHO zaleca w wytycznych z 2021 r. – 5 µg/m³ średnio w roku. "
                "Według przeglądu Chena i Hoeka (2020) w „Environment International” każde dodatkowe 10 µg/m³ PM2,5 wiąże się ze wzrostem umieralności ogólnej o około 8%, a długotrwałe narażenie na zanieczyszczenia prawdopodobnie zwiększa ryzyko chorób serca i płuc.\n\n"
                "- W dni ze złą jakością powietrza dzieciom i osobom starszym zaleca się ograniczenie aktywności na zewnątrz.\n"
                "- Maseczki z filtrem FFP2 mogą zmniejszyć narażenie, jednak nie zastępują działań ograniczających emisję.",
            ),
            Good(
                "en",
                "During the heating season, PM2.5 concentrations in many Polish cities exceed the levels recommended by the WHO in its 2021 guidelines (an annual mean of 5 µg/m³). "
                "Long-term exposure to polluted air probably increases the risk of heart and lung disease. "
                "In a review published in Environment International, Chen and Hoek (2020) estimated that each 10 µg/m³ increase in PM2.5 is associated with an approximately 8% increase in all-cause mortality. "
                "On days with poor air quality, older people and children are advised to limit outdoor activity. "
                "FFP2 masks may reduce exposure, but they are no substitute for measures that cut emissions.",
            ),
        ],
        bad=[
            Slip(0, [("„Environment International”", "„The Lancet”")], "citation"),
            Slip(
                1,
                [
                    (
                        "W wielu polskich miastach w sezonie grzewczym",
                        "W wielu polskich miastach, zwłaszcza w Krakowie i Nowym Sączu, w sezonie grzewczym",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Long-term exposure to polluted air probably increases",
                        "Long-term exposure to polluted air increases",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-regulamin-roweru-miejskiego-oplaty-kary",
        source=(
            "Aby wypożyczyć rower miejski, należy założyć konto w aplikacji i wnieść opłatę początkową w wysokości 10 zł. "
            "Pierwsze 20 minut każdego przejazdu jest bezpłatne, a każda kolejna rozpoczęta godzina kosztuje 3 zł. "
            "Rower można wypożyczyć na maksymalnie 12 godzin; po tym czasie naliczana jest kara w wysokości 200 zł. "
            "Rower należy zwrócić na jednej ze stacji, a zakończenie wypożyczenia trzeba potwierdzić w aplikacji. "
            "Użytkownik powinien przed jazdą sprawdzić stan hamulców i ogumienia. "
            "Z rowerów mogą korzystać osoby, które ukończyły 13 lat; osoby niepełnoletnie potrzebują zgody rodzica lub opiekuna. "
            "System nie działa od 1 grudnia do 28 lutego."
        ),
        good=[
            Good(
                "preserve",
                "Rower miejski – najważniejsze zasady:\n"
                "- Załóż konto w aplikacji i wpłać 10 zł opłaty początkowej.\n"
                "- Pierwsze 20 minut każdego przejazdu jest za darmo; za każdą kolejną rozpoczętą godzinę płacisz 3 zł.\n"
                "- Jedno wypożyczenie może trwać najwyżej 12 godzin – po tym czasie naliczana jest kara 200 zł.\n"
                "- Rower trzeba oddać na jednej ze stacji i potwierdzić zakończenie wypożyczenia w aplikacji.\n"
                "- Przed jazdą powinieneś sprawdzić stan hamulców i opon.\n"
                "- Z rowerów mogą korzystać osoby, które ukończyły 13 lat; niepełnoletni potrzebują zgody rodzica lub opiekuna.\n"
                "- Od 1 grudnia do 28 lutego system nie działa.",
            ),
            Good(
                "preserve",
                "Warunkiem wypożyczenia roweru miejskiego jest założenie konta w aplikacji oraz wniesienie opłaty początkowej 10 zł. "
                "Za pierwsze 20 minut każdego przejazdu nie pobiera się opłat; każda następna rozpoczęta godzina kosztuje 3 zł. "
                "Maksymalny czas wypożyczenia wynosi 12 godzin, a jego przekroczenie skutkuje karą w wysokości 200 zł. "
                "Rower trzeba oddać na jednej ze stacji i potwierdzić w aplikacji zakończenie wypożyczenia. "
                "Przed rozpoczęciem jazdy użytkownik powinien skontrolować stan hamulców i opon. "
                "Z systemu mogą korzystać osoby, które ukończyły 13 lat, przy czym niepełnoletni muszą mieć zgodę rodzica lub opiekuna. "
                "W okresie od 1 grudnia do 28 lutego system jest nieczynny.",
            ),
            Good(
                "en",
                "To rent a city bike, you need to create an account in the app and pay an initial fee of PLN 10. "
                "The first 20 minutes of every ride are free, and each additional hour or part of an hour costs PLN 3. "
                "A bike can be rented for a maximum of 12 hours; after that, a penalty of PLN 200 is charged. "
                "The bike must be returned to one of the stations, and you have to confirm the end of the rental in the app. "
                "Before riding, users should check the condition of the brakes and tyres. "
                "Bikes may be used by people aged 13 and over; minors need the consent of a parent or guardian. "
                "The system does not operate from 1 December to 28 February.",
            ),
        ],
        bad=[
            Slip(0, [("kara 200 zł", "kara 100 zł")], "number"),
            Slip(
                1,
                [("użytkownik powinien skontrolować", "użytkownik musi skontrolować")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "the condition of the brakes and tyres.",
                        "the condition of the brakes and tyres, which the operator inspects every week.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
