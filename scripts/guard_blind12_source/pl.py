# ruff: noqa: E501, RUF001
"""Polish sources of the blind-12 guard set, with faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="pl-szpital-odwiedziny",
        source="Od 1 marca 2025 r. odwiedziny na oddziałach internistycznych Szpitala Miejskiego w Lesznie są możliwe codziennie w godzinach 14:00–19:00. Jednego pacjenta mogą jednocześnie odwiedzać najwyżej dwie osoby, a wizyta nie powinna trwać dłużej niż 60 minut. Dzieci poniżej 12 lat nie mogą wchodzić na oddział intensywnej terapii. Osoby z objawami infekcji nie powinny przychodzić do szpitala. Przed wejściem na oddział należy zdezynfekować ręce. W wyjątkowych sytuacjach lekarz prowadzący może wyrazić zgodę na odwiedziny poza tymi godzinami. Informacji udziela rejestracja pod numerem 65 529 31 00.",
        good=[
            Good(
                "preserve",
                "Od 1 marca 2025 roku na oddziały internistyczne Szpitala Miejskiego w Lesznie można przychodzić w odwiedziny codziennie od 14:00 do 19:00. Przy jednym pacjencie mogą być w tym samym czasie maksymalnie dwie osoby. Wizyta nie powinna trwać dłużej niż godzinę. Dzieci, które nie skończyły 12 lat, nie mogą wchodzić na oddział intensywnej terapii. Jeśli masz objawy infekcji, nie powinieneś przychodzić do szpitala. Przed wejściem na oddział trzeba zdezynfekować ręce. W wyjątkowych sytuacjach lekarz prowadzący może zgodzić się na odwiedziny w innych godzinach. Więcej informacji udzieli rejestracja: 65 529 31 00.",
            ),
            Good(
                "preserve",
                "Począwszy od 1.03.2025 r. Szpital Miejski w Lesznie umożliwia odwiedzanie pacjentów oddziałów internistycznych codziennie w godz. 14:00–19:00. Przy jednym pacjencie mogą przebywać jednocześnie nie więcej niż dwie osoby odwiedzające, a czas wizyty nie powinien przekraczać 60 minut. Dzieci w wieku poniżej 12 lat nie mają wstępu na oddział intensywnej terapii. Osoby z objawami infekcji nie powinny zgłaszać się do szpitala. Przed wejściem na oddział obowiązuje dezynfekcja rąk. W sytuacjach wyjątkowych lekarz prowadzący może zezwolić na odwiedziny poza wskazanymi godzinami. Szczegółowych informacji udziela rejestracja szpitala, tel. 65 529 31 00.",
            ),
            Good(
                "en",
                "From 1 March 2025, patients on the internal medicine wards of Leszno Municipal Hospital can receive visitors every day between 2 p.m. and 7 p.m. No more than two people may visit one patient at the same time, and a visit should not last longer than 60 minutes. Children under 12 are not allowed on the intensive care unit. People with symptoms of an infection should not come to the hospital. You must disinfect your hands before entering a ward. In exceptional cases, the attending doctor may allow visits outside these hours. For more information, call the registration desk on 65 529 31 00.",
            ),
        ],
        bad=[
            Slip(1, [("Począwszy od 1.03.2025 r.", "Począwszy od 1.04.2025 r.")], "date"),
            Slip(
                2,
                [("Children under 12 are not allowed on", "Children under 12 are allowed on")],
                "negation",
            ),
            Slip(0, [("trzeba zdezynfekować ręce", "warto zdezynfekować ręce")], "modality"),
        ],
    ),
    Case(
        key="pl-klub-pilkarski",
        source="Kodeks postępowania rodziców w UKS Orlik Września obowiązuje od sezonu 2024/2025. Rodzice nie mogą wchodzić na boisko podczas treningów ani meczów, a uwagi dotyczące składu należy kierować wyłącznie do trenera, najlepiej po zakończeniu zajęć. Zabronione jest obrażanie sędziów, zawodników i kibiców drużyny przeciwnej. Zawodnik, który bez usprawiedliwienia opuści trzy kolejne treningi, może nie zostać powołany na najbliższy mecz. Składka członkowska wynosi 120 zł miesięcznie i trzeba ją wpłacić do 10. dnia każdego miesiąca. Rodzeństwo płaci o 25% mniej. Naruszenie kodeksu może skutkować zawieszeniem członkostwa.",
        good=[
            Good(
                "preserve",
                "Drodzy rodzice, od sezonu 2024/2025 w UKS Orlik Września obowiązuje kodeks postępowania. W czasie treningów i meczów nie wolno wam wchodzić na boisko. Jeśli macie uwagi do składu, zgłaszajcie je tylko trenerowi – najlepiej po zajęciach. Nie wolno obrażać sędziów, zawodników ani kibiców rywali. Jeśli zawodnik opuści bez usprawiedliwienia trzy treningi z rzędu, może nie dostać powołania na najbliższy mecz. Składka to 120 zł miesięcznie i trzeba ją zapłacić do 10. dnia każdego miesiąca. Rodzeństwo ma 25% zniżki. Za złamanie kodeksu członkostwo może zostać zawieszone.",
            ),
            Good(
                "preserve",
                "Kodeks postępowania rodziców UKS Orlik Września obowiązuje od sezonu 2024/2025. Zakaz wchodzenia rodziców na boisko w trakcie treningów i meczów. Uwagi co do składu należy zgłaszać wyłącznie trenerowi, najlepiej po zajęciach. Zakaz obrażania sędziów, zawodników i kibiców przeciwnika. Trzy kolejne nieusprawiedliwione nieobecności na treningu mogą oznaczać brak powołania na najbliższy mecz. Składka: 120 zł/mies., płatna obowiązkowo do 10. dnia miesiąca; dla rodzeństwa o 25% niższa. Naruszenie kodeksu może skutkować zawieszeniem członkostwa.",
            ),
            Good(
                "en",
                "The parents' code of conduct at UKS Orlik Września applies from the 2024/2025 season. Parents must not enter the pitch during training sessions or matches, and any comments about team selection must be addressed only to the coach, ideally after the session. Insulting referees, players or the opposing team's supporters is prohibited. A player who misses three consecutive training sessions without a valid excuse may not be called up for the next match. The membership fee is PLN 120 per month and must be paid by the 10th day of each month. Siblings pay 25% less. Breaching the code may result in suspension of membership.",
            ),
        ],
        bad=[
            Slip(0, [("Rodzeństwo ma 25% zniżki.", "Rodzeństwo ma 50% zniżki.")], "number"),
            Slip(
                2,
                [("Parents must not enter the pitch", "Parents should not enter the pitch")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "wyłącznie trenerowi, najlepiej po zajęciach.",
                        "wyłącznie trenerowi, najlepiej po zajęciach lub mailowo na adres trener@orlikwrzesnia.pl.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-karta-oszustwo",
        source="Bank Pomorski nigdy nie prosi klientów o podanie pełnego numeru karty, kodu CVV ani kodu PIN przez telefon, SMS lub e-mail. Jeśli otrzymasz taką prośbę, nie odpowiadaj na nią i natychmiast zadzwoń na infolinię 801 300 800 (czynna całą dobę). Kartę możesz też zastrzec samodzielnie w aplikacji mobilnej w zakładce „Karty”. W 2024 roku zgłoszono nam ponad 3 tys. prób wyłudzeń, a szacujemy, że około 40% z nich dotyczyło fałszywych stron logowania. Podejrzane wiadomości prześlij na adres phishing@bankpomorski.pl. Za transakcje zrealizowane po zastrzeżeniu karty klient nie odpowiada.",
        good=[
            Good(
                "preserve",
                "Bank Pomorski nigdy nie poprosi cię przez telefon, SMS ani e-mail o pełny numer karty, kod CVV czy PIN. Gdy dostaniesz taką prośbę, nie odpowiadaj. Od razu zadzwoń na infolinię 801 300 800 – działa przez całą dobę. Możesz też sam zastrzec kartę w aplikacji mobilnej, w zakładce „Karty”. W 2024 roku dostaliśmy zgłoszenia o ponad 3000 prób wyłudzeń. Szacujemy, że mniej więcej 40% z nich dotyczyło fałszywych stron logowania. Podejrzane wiadomości przesyłaj na phishing@bankpomorski.pl. Jeśli transakcja została wykonana po zastrzeżeniu karty, nie odpowiadasz za nią.",
            ),
            Good(
                "preserve",
                "Ponad 3 tysiące prób wyłudzeń zgłoszono w 2024 roku Bankowi Pomorskiemu – według szacunków banku około 40% z nich wiązało się z fałszywymi stronami logowania. Bank przypomina, że nigdy nie prosi klientów telefonicznie, SMS-em ani e-mailem o pełny numer karty, kod CVV lub PIN. Na taką prośbę nie należy odpowiadać, tylko natychmiast zadzwonić na całodobową infolinię 801 300 800. Kartę można również zastrzec samodzielnie w aplikacji mobilnej (zakładka „Karty”). Podejrzane wiadomości należy przesyłać na adres phishing@bankpomorski.pl. Klient nie ponosi odpowiedzialności za transakcje zrealizowane po zastrzeżeniu karty.",
            ),
            Good(
                "en",
                "Bank Pomorski will never ask customers for their full card number, CVV code or PIN by phone, text message or e-mail. If you receive such a request, do not reply to it, and call our 24/7 helpline on 801 300 800 immediately. You can also block your card yourself in the mobile app, under the “Cards” tab. In 2024, more than 3,000 fraud attempts were reported to us, and we estimate that around 40% of them involved fake login pages. Forward suspicious messages to phishing@bankpomorski.pl. Customers are not liable for transactions made after the card has been blocked.",
            ),
        ],
        bad=[
            Slip(2, [("phishing@bankpomorski.pl", "phishing@bankpomorski.com")], "url"),
            Slip(1, [("według szacunków banku około 40%", "40%")], "hedge"),
            Slip(0, [("nie odpowiadasz za nią", "odpowiadasz za nią")], "negation"),
        ],
    ),
    Case(
        key="pl-doplaty-rolnicze",
        source="Wnioski o płatności bezpośrednie za 2025 rok rolnicy składają wyłącznie elektronicznie, przez aplikację eWniosekPlus, w terminie od 15 marca do 15 maja 2025 r. Wniosek złożony po terminie, nie później jednak niż do 9 czerwca, jest przyjmowany, ale kwota płatności zostaje pomniejszona o 1% za każdy dzień roboczy opóźnienia. Zgodnie z art. 23 ust. 2 ustawy o płatnościach w ramach systemów wsparcia bezpośredniego do wniosku należy dołączyć materiał graficzny z zaznaczonymi granicami działek. Minimalna powierzchnia gospodarstwa uprawniająca do płatności wynosi 1 ha. Rolnik może poprawić wniosek bez sankcji do 31 maja. Pomoc w wypełnieniu można uzyskać w biurze powiatowym ARiMR.",
        good=[
            Good(
                "preserve",
                "Wniosek o płatności bezpośrednie za 2025 rok można złożyć tylko przez internet, w aplikacji eWniosekPlus. Termin trwa od 15 marca do 15 maja 2025 roku. Jeśli się spóźnisz, ale złożysz wniosek najpóźniej 9 czerwca, zostanie on przyjęty. Wtedy jednak płatność będzie niższa o 1% za każdy dzień roboczy spóźnienia. Do wniosku trzeba dołączyć materiał graficzny z zaznaczonymi granicami działek – wymaga tego art. 23 ust. 2 ustawy o płatnościach w ramach systemów wsparcia bezpośredniego. Płatność przysługuje, jeśli gospodarstwo ma co najmniej 1 ha. Do 31 maja możesz poprawić wniosek bez żadnych sankcji. Z wypełnieniem pomogą ci w biurze powiatowym ARiMR.",
            ),
            Good(
                "preserve",
                "Wnioski o przyznanie płatności bezpośrednich za rok 2025 przyjmowane są w okresie 15.03–15.05.2025 r., wyłącznie w formie elektronicznej za pośrednictwem aplikacji eWniosekPlus. Wnioski złożone po tym terminie, lecz nie później niż 9 czerwca, są przyjmowane, przy czym kwotę płatności obniża się o 1% za każdy dzień roboczy opóźnienia. Na podstawie art. 23 ust. 2 ustawy o płatnościach w ramach systemów wsparcia bezpośredniego wnioskodawca ma obowiązek dołączyć do wniosku materiał graficzny z oznaczonymi granicami działek. Minimalna powierzchnia gospodarstwa uprawniająca do płatności wynosi 1 ha. Korekta wniosku bez sankcji jest dopuszczalna do 31 maja. Pomocy w wypełnieniu wniosku udziela biuro powiatowe ARiMR.",
            ),
            Good(
                "en",
                "Farmers must submit their applications for direct payments for 2025 electronically only, using the eWniosekPlus application, between 15 March and 15 May 2025. Late applications are accepted up to 9 June, but the payment is reduced by 1% for each working day of delay. Under Article 23(2) of the Act on payments under direct support schemes, the application must include graphic material showing the marked boundaries of the plots. The minimum farm area eligible for payments is 1 ha. Farmers may correct their application without penalty until 31 May. Help with filling in the form is available at the ARiMR county office.",
            ),
        ],
        bad=[
            Slip(1, [("art. 23 ust. 2", "art. 32 ust. 2")], "legal_reference"),
            Slip(2, [("reduced by 1% for each", "reduced by 10% for each")], "number"),
            Slip(0, [("Do 31 maja możesz", "Do 31 marca możesz")], "date"),
        ],
    ),
    Case(
        key="pl-teatr-zwrot",
        source="Bilety zakupione w kasie lub na stronie teatr-nowy.pl można zwrócić najpóźniej 7 dni przed datą spektaklu. Zwrot jest bezpłatny, natomiast przy rezygnacji w terminie krótszym niż 7 dni teatr nie zwraca pieniędzy, ale bilet można wymienić na inny termin tego samego przedstawienia za opłatą 10 zł. Jeśli spektakl zostanie odwołany z winy teatru, pełna kwota wraca na konto kupującego w ciągu 14 dni. Bilety ulgowe wymagają okazania ważnej legitymacji przy wejściu. Zwroty za bilety kupione z voucherem są realizowane wyłącznie w formie nowego vouchera. Pytania prosimy kierować na adres bilety@teatr-nowy.pl.",
        good=[
            Good(
                "preserve",
                "Kupiłeś bilet w kasie albo na teatr-nowy.pl i nie możesz przyjść? Zwrócisz go bez żadnych kosztów, jeśli zrobisz to co najmniej 7 dni przed spektaklem. Później nie oddajemy już pieniędzy – możesz za to wymienić bilet na inny termin tego samego przedstawienia, dopłacając 10 zł. Gdy spektakl zostanie odwołany z naszej winy, całą kwotę oddamy na twoje konto w ciągu 14 dni. Przy wejściu z biletem ulgowym trzeba pokazać ważną legitymację. Jeśli płaciłeś voucherem, zwrot dostaniesz tylko jako nowy voucher. Masz pytania? Napisz na bilety@teatr-nowy.pl.",
            ),
            Good(
                "preserve",
                "Zwrot biletów zakupionych w kasie teatru lub za pośrednictwem strony teatr-nowy.pl jest możliwy nie później niż na 7 dni przed datą spektaklu i nie wiąże się z żadnymi opłatami. W przypadku rezygnacji zgłoszonej później teatr nie dokonuje zwrotu należności; dopuszcza się natomiast wymianę biletu na inny termin tego samego przedstawienia za opłatą w wysokości 10 zł. W razie odwołania spektaklu z przyczyn leżących po stronie teatru pełna kwota zostaje zwrócona na rachunek kupującego w terminie 14 dni. Osoby korzystające z biletów ulgowych są zobowiązane do okazania przy wejściu ważnej legitymacji. Bilety nabyte z użyciem vouchera podlegają zwrotowi wyłącznie w formie nowego vouchera. Zapytania prosimy kierować na adres: bilety@teatr-nowy.pl.",
            ),
            Good(
                "en",
                "Tickets bought at the box office or at teatr-nowy.pl can be returned free of charge no later than 7 days before the performance date. If you cancel less than 7 days before, the theatre does not refund the money, but you can exchange the ticket for another date of the same show for a fee of PLN 10. If a performance is cancelled through the theatre's fault, the full amount is returned to the buyer's account within 14 days. Concession tickets require a valid concession ID to be shown at the entrance. Tickets bought with a voucher are refunded only as a new voucher. Please send any questions to bilety@teatr-nowy.pl.",
            ),
        ],
        bad=[
            Slip(0, [("co najmniej 7 dni przed", "co najmniej 3 dni przed")], "number"),
            Slip(
                2,
                [
                    (
                        "the theatre does not refund the money, but you can exchange",
                        "the theatre refunds the money, and you can also exchange",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("są zobowiązane do okazania", "mogą zostać poproszone o okazanie")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-notariusz-taksa",
        source="Zgodnie z § 3 rozporządzenia Ministra Sprawiedliwości w sprawie maksymalnych stawek taksy notarialnej, przy wartości przedmiotu czynności od 10 000 zł do 30 000 zł taksa wynosi 160 zł plus 3% od nadwyżki ponad 10 000 zł. Podane kwoty są stawkami maksymalnymi – notariusz może pobrać niższe wynagrodzenie, ale nie wolno mu przekroczyć tych limitów. Do taksy należy doliczyć 23% VAT. Za wypis aktu notarialnego pobiera się 6 zł netto za każdą rozpoczętą stronę. Opłaty sądowe i podatek od czynności cywilnoprawnych nie są wliczone w taksę. Przed wizytą warto poprosić kancelarię o wstępną kalkulację kosztów.",
        good=[
            Good(
                "preserve",
                "Ile kosztuje notariusz? Jeśli wartość sprawy wynosi od 10 000 do 30 000 zł, taksa to 160 zł i dodatkowo 3% od kwoty powyżej 10 000 zł. Tak stanowi § 3 rozporządzenia Ministra Sprawiedliwości w sprawie maksymalnych stawek taksy notarialnej. To stawki maksymalne: notariusz może wziąć mniej, ale nie może wziąć więcej. Do taksy trzeba doliczyć 23% VAT. Wypis aktu notarialnego kosztuje 6 zł netto za każdą rozpoczętą stronę. Opłaty sądowe i podatek od czynności cywilnoprawnych płaci się osobno – nie są częścią taksy. Przed wizytą warto poprosić kancelarię o wstępne wyliczenie kosztów.",
            ),
            Good(
                "preserve",
                "Taksa notarialna (§ 3 rozporządzenia Ministra Sprawiedliwości w sprawie maksymalnych stawek taksy notarialnej) przy wartości czynności 10 000–30 000 zł: 160 zł + 3% nadwyżki ponad 10 000 zł. To stawki maksymalne – notariusz może pobrać mniej, przekroczyć ich nie wolno. Do taksy należy doliczyć 23% VAT. Wypis aktu: 6 zł netto za każdą rozpoczętą stronę. Opłaty sądowe i podatek od czynności cywilnoprawnych nie wchodzą w skład taksy. Warto przed wizytą poprosić kancelarię o wstępną kalkulację kosztów.",
            ),
            Good(
                "en",
                "Under § 3 of the Minister of Justice's regulation on maximum notarial fees, where the value of the transaction is between PLN 10,000 and PLN 30,000, the fee is PLN 160 plus 3% of the amount above PLN 10,000. These are maximum rates: a notary may charge less but must not exceed these limits. 23% VAT must be added to the fee. A copy of a notarial deed costs PLN 6 net for each page or part of a page. Court fees and the tax on civil law transactions are not included in the fee. Before your appointment, it is worth asking the notary's office for a preliminary cost estimate.",
            ),
        ],
        bad=[
            Slip(0, [("3% od kwoty", "5% od kwoty")], "number"),
            Slip(2, [("Under § 3 of", "Under § 5 of")], "legal_reference"),
            Slip(
                1,
                [("przekroczyć ich nie wolno", "przekraczać ich nie powinien")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-akademik-cisza",
        source="## Cisza nocna w DS „Babilon”\n\n- Cisza nocna obowiązuje od 22:00 do 6:00, a w sesji egzaminacyjnej od 21:00.\n- W tym czasie nie wolno używać głośników ani organizować spotkań w pokojach.\n- Goście muszą opuścić akademik do 23:00; nocleg gościa wymaga zgody kierownika i opłaty 25 zł.\n- **Trzy** udokumentowane naruszenia w semestrze mogą skutkować usunięciem z domu studenckiego.\n\nSkargi na hałas można zgłaszać portierni całodobowo lub mailowo: babilon@ds.uni.pl. Rada Mieszkańców szacuje, że ponad połowa zgłoszeń dotyczy weekendów.",
        good=[
            Good(
                "preserve",
                "## Cisza nocna w akademiku „Babilon”\n\n- Cisza nocna trwa od 22:00 do 6:00. W czasie sesji egzaminacyjnej zaczyna się już o 21:00.\n- W tych godzinach nie wolno włączać głośników ani urządzać spotkań w pokojach.\n- Goście muszą wyjść z akademika do 23:00. Jeśli gość ma zostać na noc, potrzebna jest zgoda kierownika i opłata 25 zł.\n- **Trzy** udokumentowane naruszenia w jednym semestrze mogą skończyć się usunięciem z domu studenckiego.\n\nHałas możesz zgłosić na portierni o każdej porze albo mailem: babilon@ds.uni.pl. Według szacunków Rady Mieszkańców ponad połowa zgłoszeń dotyczy weekendów.",
            ),
            Good(
                "preserve",
                "## Zasady ciszy nocnej – Dom Studencki „Babilon”\n\n- Cisza nocna obowiązuje w godzinach 22:00–6:00, a w okresie sesji egzaminacyjnej – od godz. 21:00.\n- W czasie ciszy nocnej zabrania się korzystania z głośników oraz organizowania spotkań w pokojach.\n- Osoby odwiedzające są zobowiązane opuścić dom studencki do godz. 23:00; pozostanie gościa na noc wymaga zgody kierownika oraz uiszczenia opłaty w wysokości 25 zł.\n- **Trzy** udokumentowane naruszenia w ciągu semestru mogą skutkować usunięciem mieszkańca z domu studenckiego.\n\nSkargi dotyczące hałasu przyjmuje całodobowo portiernia; można je również przesyłać na adres babilon@ds.uni.pl. Rada Mieszkańców szacuje, że ponad 50% zgłoszeń dotyczy weekendów.",
            ),
            Good(
                "en",
                "## Quiet hours in the Babilon hall of residence\n\n- Quiet hours run from 10 p.m. to 6 a.m.; during the exam session they start at 9 p.m.\n- During this time, speakers must not be used and no gatherings may be held in rooms.\n- Guests must leave the building by 11 p.m.; an overnight stay requires the manager's consent and a fee of PLN 25.\n- **Three** documented breaches in a semester may lead to removal from the hall.\n\nNoise complaints can be made to the porter's desk at any time of day or night, or by e-mail to babilon@ds.uni.pl. The Residents' Council estimates that more than half of all complaints concern weekends.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "## Cisza nocna w akademiku „Babilon”\n\n- ",
                        "Cisza nocna w akademiku „Babilon”. ",
                    ),
                    ("\n- W tych", " W tych"),
                    ("\n- Goście", " Goście"),
                    ("\n- **Trzy**", " Trzy"),
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "Rada Mieszkańców szacuje, że ponad 50% zgłoszeń dotyczy weekendów.",
                        "Ponad 50% zgłoszeń dotyczy weekendów.",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "requires the manager's consent and a fee of PLN 25.",
                        "requires the manager's consent, a fee of PLN 25 and a copy of the guest's ID.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-apteka-szczepienia",
        source="Apteka „Pod Lipami” przy ul. Kościuszki 14 w Opolu wykonuje szczepienia przeciw grypie od 1 października do 31 marca, od poniedziałku do piątku w godz. 9:00–17:00. Szczepienie mogą otrzymać osoby dorosłe; dzieci nie są szczepione w aptece. Przed szczepieniem farmaceuta przeprowadza kwalifikację, a pacjent musi wypełnić ankietę zdrowotną. Dla osób po 65. roku życia szczepionka jest bezpłatna, pozostali płacą 45 zł za preparat i nic za samo podanie. Po szczepieniu należy pozostać w aptece przez 15 minut. Zapisy: tel. 77 441 20 15 lub przez Internetowe Konto Pacjenta.",
        good=[
            Good(
                "preserve",
                "Szczepienia przeciw grypie – Apteka „Pod Lipami”, ul. Kościuszki 14, Opole: 1.10–31.03, pon.–pt. 9:00–17:00. Szczepimy tylko dorosłych, dzieci nie. Przed szczepieniem: kwalifikacja przez farmaceutę i obowiązkowa ankieta zdrowotna. Osoby po 65. roku życia – szczepionka bezpłatna; pozostali – 45 zł za preparat, podanie bezpłatne. Po szczepieniu trzeba zostać w aptece 15 minut. Zapisy: tel. 77 441 20 15 lub Internetowe Konto Pacjenta.",
            ),
            Good(
                "preserve",
                "Od 1 października do 31 marca w Aptece „Pod Lipami” przy ul. Kościuszki 14 w Opolu można zaszczepić się przeciw grypie. Szczepienia wykonywane są od poniedziałku do piątku, między 9:00 a 17:00, i tylko u dorosłych – dzieci apteka nie szczepi. Zanim pacjent otrzyma szczepionkę, farmaceuta kwalifikuje go do szczepienia, a on sam musi wypełnić ankietę zdrowotną. Seniorzy po 65. roku życia dostają szczepionkę za darmo. Pozostali płacą 45 zł za preparat, a za samo podanie nie płacą nic. Po szczepieniu należy odczekać w aptece 15 minut. Zapisy przyjmowane są pod numerem 77 441 20 15 oraz przez Internetowe Konto Pacjenta.",
            ),
            Good(
                "en",
                "The “Pod Lipami” pharmacy at ul. Kościuszki 14 in Opole offers flu vaccinations from 1 October to 31 March, Monday to Friday, 9 a.m. to 5 p.m. Adults can be vaccinated; children are not vaccinated at the pharmacy. Before the jab, a pharmacist carries out an eligibility assessment, and the patient must complete a health questionnaire. The vaccine is free for people over 65; everyone else pays PLN 45 for the vaccine and nothing for administering it. After vaccination you must stay in the pharmacy for 15 minutes. To book, call 77 441 20 15 or use the Internet Patient Account (IKP).",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "children are not vaccinated at the pharmacy",
                        "children are also vaccinated at the pharmacy",
                    )
                ],
                "negation",
            ),
            Slip(0, [("Opole: 1.10–31.03", "Opole: 1.10–30.04")], "date"),
            Slip(
                1,
                [("należy odczekać w aptece 15 minut", "można odczekać w aptece 15 minut")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-badanie-kontuzje",
        source="W badaniu kohortowym obejmującym 412 amatorskich biegaczy obserwowanych przez 18 miesięcy odnotowano 237 urazów. Ryzyko kontuzji było o około 30% wyższe u osób, które zwiększały tygodniowy kilometraż o ponad 10%. Wynik ten jest zgodny z wcześniejszymi obserwacjami (Nielsen i in., 2014), choć nie potwierdzono zależności od rodzaju obuwia, opisanej przez Malisoux i współpracowników (2016). Prawdopodobnie istotną rolę odgrywa także niewystarczająca regeneracja, ale zebrane dane nie pozwalają tego jednoznacznie rozstrzygnąć. Autorzy zalecają, aby biegacze nie zwiększali obciążeń gwałtownie. Potrzebne są dalsze badania z randomizacją.",
        good=[
            Good(
                "preserve",
                "Naukowcy przez 18 miesięcy obserwowali 412 biegaczy amatorów i zanotowali w tym czasie 237 urazów. Ci, którzy zwiększali tygodniowy kilometraż o więcej niż 10%, mieli o mniej więcej 30% wyższe ryzyko kontuzji. Zgadza się to z wcześniejszymi obserwacjami (Nielsen i in., 2014). Nie udało się natomiast potwierdzić, że znaczenie ma rodzaj butów, co opisali Malisoux i współpracownicy (2016). Prawdopodobnie ważna jest też zbyt słaba regeneracja, ale na podstawie zebranych danych nie da się tego jednoznacznie stwierdzić. Autorzy radzą biegaczom, by nie zwiększali obciążeń gwałtownie. Potrzebne są kolejne badania z randomizacją.",
            ),
            Good(
                "preserve",
                "Badanie kohortowe objęło 412 biegaczy amatorów obserwowanych przez 18 miesięcy; odnotowano 237 urazów. U osób zwiększających tygodniowy kilometraż o ponad 10% ryzyko kontuzji było wyższe o ok. 30%, co jest zgodne z wcześniejszymi obserwacjami (Nielsen i in., 2014). Nie potwierdzono natomiast zależności od rodzaju obuwia opisanej przez Malisoux i wsp. (2016). Niewystarczająca regeneracja prawdopodobnie również odgrywa istotną rolę, jednak zebrane dane nie pozwalają na jednoznaczne rozstrzygnięcie tej kwestii. Autorzy zalecają unikanie gwałtownego zwiększania obciążeń. Potrzebne są dalsze badania z randomizacją.",
            ),
            Good(
                "en",
                "In a cohort study of 412 recreational runners followed for 18 months, 237 injuries were recorded. The risk of injury was about 30% higher among those who increased their weekly mileage by more than 10%. This is consistent with earlier observations (Nielsen et al., 2014), although the link with shoe type described by Malisoux and colleagues (2016) was not confirmed. Insufficient recovery probably also plays an important role, but the data collected do not allow this to be settled conclusively. The authors recommend that runners should not increase their training load abruptly. Further randomised studies are needed.",
            ),
        ],
        bad=[
            Slip(2, [("(Nielsen et al., 2014)", "(Nielsen et al., 2017)")], "citation"),
            Slip(1, [("Malisoux i wsp. (2016)", "Malisoux i wsp. (2018)")], "citation"),
            Slip(
                0,
                [
                    (
                        "Nie udało się natomiast potwierdzić, że znaczenie ma rodzaj butów",
                        "Udało się też potwierdzić, że znaczenie ma rodzaj butów",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-praktyki-umowa",
        source="§ 4. Praktykant zobowiązuje się do odbycia praktyki w wymiarze 120 godzin, w okresie od 1 lipca do 31 sierpnia 2025 r., nie dłużej niż 8 godzin dziennie. Organizator nie wypłaca wynagrodzenia, ale może zwrócić udokumentowane koszty dojazdu do kwoty 300 zł miesięcznie. Praktykant nie może ujawniać informacji poufnych, o których mowa w § 7 ust. 2, także po zakończeniu praktyki. Praktykant powinien prowadzić dziennik praktyk, który opiekun zatwierdza co dwa tygodnie. Każda ze stron może rozwiązać umowę z zachowaniem 7-dniowego okresu wypowiedzenia. W sprawach nieuregulowanych stosuje się przepisy Kodeksu cywilnego.",
        good=[
            Good(
                "preserve",
                "§ 4. Praktykant ma odbyć 120 godzin praktyki między 1 lipca a 31 sierpnia 2025 roku, pracując maksymalnie 8 godzin dziennie. Za praktykę nie ma wynagrodzenia. Organizator może jednak oddać udokumentowane koszty dojazdu – do 300 zł na miesiąc. Praktykantowi nie wolno ujawniać informacji poufnych opisanych w § 7 ust. 2, również po końcu praktyki. Praktykant powinien prowadzić dziennik praktyk, a opiekun zatwierdza go co 2 tygodnie. Każda ze stron może wypowiedzieć umowę z 7-dniowym okresem wypowiedzenia. W sprawach, których umowa nie reguluje, obowiązują przepisy Kodeksu cywilnego.",
            ),
            Good(
                "preserve",
                "§ 4. Praktykant zobowiązany jest odbyć praktykę w łącznym wymiarze 120 godzin w terminie 1.07–31.08.2025 r., przy czym dzienny czas praktyki nie może przekraczać 8 godzin. Praktyka ma charakter nieodpłatny; Organizator może jednak zwrócić Praktykantowi udokumentowane koszty dojazdu do wysokości 300 zł miesięcznie. Praktykant ma zakaz ujawniania informacji poufnych, o których mowa w § 7 ust. 2, zarówno w trakcie, jak i po zakończeniu praktyki. Praktykant powinien prowadzić dziennik praktyk, zatwierdzany przez opiekuna co dwa tygodnie. Umowa może zostać rozwiązana przez każdą ze stron z zachowaniem siedmiodniowego okresu wypowiedzenia. W zakresie nieuregulowanym zastosowanie mają przepisy Kodeksu cywilnego.",
            ),
            Good(
                "en",
                "Section 4. The intern undertakes to complete a 120-hour placement between 1 July and 31 August 2025, working no more than 8 hours a day. The organiser does not pay a salary but may reimburse documented travel costs of up to PLN 300 per month. The intern must not disclose the confidential information referred to in § 7(2), including after the placement ends. The intern should keep a placement log, which the supervisor approves every two weeks. Either party may terminate the agreement with 7 days' notice. Matters not covered here are governed by the Civil Code.",
            ),
        ],
        bad=[
            Slip(2, [("referred to in § 7(2)", "referred to in § 7(3)")], "legal_reference"),
            Slip(
                0,
                [
                    (
                        "– do 300 zł na miesiąc.",
                        "– do 300 zł na miesiąc – i zapewnić bezpłatny obiad w stołówce.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Praktykant powinien prowadzić dziennik praktyk",
                        "Praktykant może prowadzić dziennik praktyk",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-ogrzewanie-awaria",
        source="W związku z awarią magistrali ciepłowniczej przy ul. Szkolnej w dniu 14 stycznia 2025 r. od godz. 8:00 do około 20:00 nie będzie dostaw ciepła ani ciepłej wody do budynków na osiedlu Słoneczne, w tym przy ul. Polnej 2–18. Szacujemy, że naprawa potrwa około 12 godzin, jednak przy niskiej temperaturze może się przedłużyć. Mieszkańcy nie powinni w tym czasie korzystać z grzejników elektrycznych o mocy powyżej 2 kW, aby nie przeciążyć sieci. Osoby starsze i chore mogą zgłosić potrzebę pomocy pod numerem alarmowym 993. Aktualne informacje publikujemy na stronie mpec.kalisz.pl/awarie.",
        good=[
            Good(
                "preserve",
                "14 stycznia 2025 roku, od 8:00 do mniej więcej 20:00, budynki na osiedlu Słoneczne – także przy ul. Polnej 2–18 – nie będą miały ogrzewania ani ciepłej wody. Powodem jest awaria magistrali ciepłowniczej przy ul. Szkolnej. Szacujemy, że naprawa zajmie około 12 godzin, ale przy niskiej temperaturze może potrwać dłużej. W tym czasie mieszkańcy nie powinni włączać grzejników elektrycznych o mocy większej niż 2 kW, żeby nie przeciążyć sieci. Osoby starsze i chore, które potrzebują pomocy, mogą zadzwonić pod numer alarmowy 993. Bieżące informacje znajdziesz na mpec.kalisz.pl/awarie.",
            ),
            Good(
                "preserve",
                "Awaria magistrali ciepłowniczej przy ul. Szkolnej pozbawi 14 stycznia 2025 r. budynki na osiedlu Słoneczne, w tym przy ul. Polnej 2–18, ogrzewania i ciepłej wody. Przerwa potrwa od godz. 8:00 do około 20:00. Według szacunków MPEC naprawa zajmie około 12 godzin, ale przy niskiej temperaturze prace mogą się wydłużyć. Mieszkańcy nie powinni w tym czasie używać grzejników elektrycznych o mocy przekraczającej 2 kW, by nie doprowadzić do przeciążenia sieci. Osoby starsze i chore mogą zgłaszać potrzebę pomocy pod numerem alarmowym 993. Bieżące komunikaty są publikowane na stronie mpec.kalisz.pl/awarie.",
            ),
            Good(
                "en",
                "Due to a failure of the district heating main on Szkolna Street, buildings on the Słoneczne estate, including those at 2–18 Polna Street, will have no heating or hot water on 14 January 2025 from 8:00 until approximately 20:00. We estimate that the repair will take around 12 hours, but it may take longer if temperatures are low. During this time, residents should not use electric heaters rated above 2 kW, so as not to overload the grid. Elderly and ill people can request help by calling the emergency number 993. Up-to-date information is posted at mpec.kalisz.pl/awarie.",
            ),
        ],
        bad=[
            Slip(2, [("on 14 January 2025", "on 15 January 2025")], "date"),
            Slip(0, [("mpec.kalisz.pl/awarie", "mpec.kalisz.pl/komunikaty")], "url"),
            Slip(
                1,
                [
                    (
                        "Według szacunków MPEC naprawa zajmie około 12 godzin",
                        "Naprawa zajmie 12 godzin",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-paczkomat-regulamin",
        source="Przesyłka czeka w automacie paczkowym 48 godzin od momentu doręczenia. Odbiorca może raz przedłużyć ten czas o kolejne 24 godziny w aplikacji, bez dodatkowych opłat. Jeżeli paczka nie zostanie odebrana w terminie, trafia do oddziału i jest przechowywana jeszcze przez 5 dni roboczych, a potem wraca do nadawcy. Kodu odbioru nie wolno przekazywać osobom trzecim, chyba że są upoważnione w aplikacji. Maksymalny wymiar paczki to 41 × 38 × 64 cm, a waga nie może przekraczać 25 kg. Pełny regulamin jest dostępny na stronie paczkopunkt.pl/regulamin, a reklamacje należy składać w ciągu 14 dni.",
        good=[
            Good(
                "preserve",
                "Twoja paczka czeka w automacie przez 48 godzin od doręczenia. Raz możesz w aplikacji wydłużyć ten czas o 24 godziny – nic za to nie płacisz. Jeśli nie odbierzesz przesyłki na czas, trafi do oddziału, gdzie poleży jeszcze 5 dni roboczych, a potem wróci do nadawcy. Kodu odbioru nie wolno ci nikomu przekazywać, chyba że ta osoba ma upoważnienie w aplikacji. Paczka może mieć maksymalnie 41 × 38 × 64 cm i ważyć najwyżej 25 kg. Cały regulamin znajdziesz na paczkopunkt.pl/regulamin. Reklamację trzeba złożyć w ciągu 14 dni.",
            ),
            Good(
                "preserve",
                "Przesyłka jest przechowywana w automacie paczkowym przez 48 godzin od chwili doręczenia. Odbiorca ma prawo jednorazowo przedłużyć ten okres o 24 godziny za pośrednictwem aplikacji, bez ponoszenia dodatkowych kosztów. Przesyłka nieodebrana w terminie zostaje przekazana do oddziału, gdzie jest przechowywana przez kolejne 5 dni roboczych, po czym zostaje zwrócona nadawcy. Zabrania się udostępniania kodu odbioru osobom trzecim, z wyjątkiem osób upoważnionych w aplikacji. Maksymalne wymiary przesyłki wynoszą 41 × 38 × 64 cm, a jej masa nie może przekraczać 25 kg. Pełna treść regulaminu znajduje się pod adresem paczkopunkt.pl/regulamin. Reklamacje należy składać w terminie 14 dni.",
            ),
            Good(
                "en",
                "A parcel waits in the locker for 48 hours from delivery. The recipient can extend this once by another 24 hours in the app, at no extra cost. If the parcel is not collected in time, it goes to the branch, where it is kept for a further 5 working days before being returned to the sender. The collection code must not be shared with third parties unless they are authorised in the app. The maximum parcel size is 41 × 38 × 64 cm, and the weight must not exceed 25 kg. The full terms are available at paczkopunkt.pl/regulamin, and complaints must be filed within 14 days.",
            ),
        ],
        bad=[
            Slip(
                0, [("poleży jeszcze 5 dni roboczych", "poleży jeszcze 7 dni roboczych")], "number"
            ),
            Slip(
                1,
                [
                    (
                        "Zabrania się udostępniania kodu odbioru",
                        "Nie zaleca się udostępniania kodu odbioru",
                    )
                ],
                "modality",
            ),
            Slip(2, [("paczkopunkt.pl/regulamin", "paczkopunkt.com/regulamin")], "url"),
        ],
    ),
    Case(
        key="pl-wodomierz-wymiana",
        source="Informujemy, że w dniach 3–7 listopada 2025 r. w budynkach przy ul. Lipowej 5, 7 i 9 zostaną wymienione wodomierze. Wymiana jest bezpłatna i obowiązkowa, ponieważ legalizacja obecnych liczników wygasa z końcem roku. Monter będzie w lokalu przez około 20 minut; w tym czasie dopływ wody zostanie zamknięty. Lokator musi zapewnić dostęp do wodomierza – jeżeli nie będzie go w domu, powinien umówić inny termin pod numerem 52 340 11 22. Pracownicy wodociągów nigdy nie pobierają opłat na miejscu. Każdy monter ma identyfikator ze zdjęciem i numerem służbowym.",
        good=[
            Good(
                "preserve",
                "Od 3 do 7 listopada 2025 roku wymienimy wodomierze w budynkach przy ul. Lipowej 5, 7 i 9. Wymiana nic nie kosztuje, ale jest obowiązkowa, bo legalizacja obecnych liczników kończy się z końcem roku. Monter spędzi w mieszkaniu mniej więcej 20 minut i na ten czas zakręci wodę. Musisz zapewnić dostęp do wodomierza. Jeśli nie będzie cię w domu, powinieneś umówić inny termin pod numerem 52 340 11 22. Nasi pracownicy nigdy nie biorą pieniędzy na miejscu. Każdy monter ma identyfikator ze zdjęciem i numerem służbowym.",
            ),
            Good(
                "preserve",
                "Wymiana wodomierzy: ul. Lipowa 5, 7 i 9, 3–7.11.2025 r. Bezpłatna i obowiązkowa – legalizacja obecnych liczników wygasa z końcem roku. Wizyta montera trwa ok. 20 minut, na ten czas woda zostanie zamknięta. Lokator musi zapewnić dostęp do wodomierza; pod nieobecność powinien umówić inny termin: tel. 52 340 11 22. Pracownicy wodociągów nigdy nie pobierają opłat na miejscu. Monterzy mają identyfikatory ze zdjęciem i numerem służbowym.",
            ),
            Good(
                "en",
                "Water meters in the buildings at 5, 7 and 9 Lipowa Street will be replaced between 3 and 7 November 2025. The replacement is free of charge and mandatory, because the certification of the current meters expires at the end of the year. The fitter will be in your flat for about 20 minutes, and the water supply will be shut off during that time. Tenants must provide access to the meter; if you will not be at home, you should arrange another date by calling 52 340 11 22. Waterworks staff never collect payments on site. Every fitter carries an ID badge with a photo and staff number.",
            ),
        ],
        bad=[
            Slip(2, [("52 340 11 22", "52 340 12 22")], "number"),
            Slip(
                0,
                [
                    (
                        "Wymiana nic nie kosztuje, ale jest obowiązkowa",
                        "Wymiana nic nie kosztuje, ale nie jest obowiązkowa",
                    )
                ],
                "negation",
            ),
            Slip(1, [("3–7.11.2025 r.", "3–7.12.2025 r.")], "date"),
        ],
    ),
    Case(
        key="pl-sciezka-rowerowa",
        source="Od 12 maja do 30 czerwca 2025 r. ścieżka rowerowa wzdłuż Wisły na odcinku od mostu Grunwaldzkiego do kładki Bernatka będzie zamknięta z powodu przebudowy nabrzeża. Objazd prowadzi ul. Podgórską i jest dłuższy o około 1,2 km. Na zamkniętym odcinku rowerzystom nie wolno jeździć po chodniku, a piesi mogą przechodzić tylko wyznaczonym korytarzem. Prace będą prowadzone w dni robocze w godz. 7:00–19:00. Wykonawca uprzedza, że termin zakończenia prawdopodobnie przesunie się, jeśli poziom wody w rzece wzrośnie. Uwagi można zgłaszać na adres rowery@um.krakow.pl.",
        good=[
            Good(
                "preserve",
                "Od 12 maja do 30 czerwca 2025 roku będzie zamknięta ścieżka rowerowa nad Wisłą między mostem Grunwaldzkim a kładką Bernatka, bo przebudowywane jest nabrzeże. Objazd poprowadzono ul. Podgórską – jest o mniej więcej 1,2 km dłuższy. Na zamkniętym odcinku rowerzyści nie mogą jeździć chodnikiem. Piesi mogą przechodzić wyłącznie wyznaczonym korytarzem. Prace trwają w dni robocze od 7:00 do 19:00. Wykonawca uprzedza, że jeśli poziom wody w rzece się podniesie, koniec prac prawdopodobnie się opóźni. Uwagi możesz wysłać na rowery@um.krakow.pl.",
            ),
            Good(
                "preserve",
                "Przebudowa nabrzeża Wisły zamknie od 12 maja do 30 czerwca 2025 r. ścieżkę rowerową między mostem Grunwaldzkim a kładką Bernatka. Rowerzyści pojadą objazdem ul. Podgórską, który wydłuża trasę o około 1,2 km. Rowerzystom nie wolno jeździć po chodniku na zamkniętym odcinku, a piesi mogą poruszać się jedynie wyznaczonym korytarzem. Roboty prowadzone będą w dni robocze w godzinach 7:00–19:00. Jak zastrzega wykonawca, jeśli poziom wody w rzece wzrośnie, zakończenie prac prawdopodobnie się przesunie. Uwagi mieszkańcy mogą przesyłać na adres rowery@um.krakow.pl.",
            ),
            Good(
                "en",
                "From 12 May to 30 June 2025, the cycle path along the Vistula between Grunwaldzki Bridge and the Bernatek footbridge will be closed while the embankment is rebuilt. The diversion runs along Podgórska Street and is about 1.2 km longer. Cyclists must not ride on the pavement along the closed section, and pedestrians may only walk through the designated corridor. Work will take place on working days from 7 a.m. to 7 p.m. The contractor warns that the completion date will probably slip if the river level rises. Comments can be sent to rowery@um.krakow.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Prace trwają w dni robocze od 7:00 do 19:00.",
                        "Prace trwają w dni robocze od 7:00 do 19:00, a w soboty od 8:00 do 14:00.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("will probably slip", "will slip")], "hedge"),
            Slip(
                1,
                [
                    (
                        "Rowerzystom nie wolno jeździć po chodniku",
                        "Rowerzyści mogą jeździć po chodniku",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-kaucja-najem",
        source="Zgodnie z art. 6 ust. 4 ustawy o ochronie praw lokatorów wynajmujący musi zwrócić kaucję w ciągu miesiąca od opróżnienia lokalu lub nabycia jego własności przez najemcę. Z kaucji można potrącić wyłącznie należności z tytułu najmu, np. zaległy czynsz lub koszt naprawy szkód wykraczających poza normalne zużycie. Kaucja nie może przekraczać dwunastokrotności miesięcznego czynszu. Przy umowie zawartej na 1 200 zł miesięcznie limit wynosi więc 14 400 zł. Zaleca się sporządzenie protokołu zdawczo-odbiorczego ze zdjęciami, bo bez niego trudno udowodnić stan mieszkania. Spory rozstrzyga sąd rejonowy właściwy dla położenia lokalu.",
        good=[
            Good(
                "preserve",
                "Wynajmujący ma obowiązek oddać kaucję w ciągu miesiąca od dnia, w którym najemca opróżni mieszkanie albo stanie się jego właścicielem. Mówi o tym art. 6 ust. 4 ustawy o ochronie praw lokatorów. Z kaucji wolno potrącić tylko należności związane z najmem, na przykład zaległy czynsz albo koszt naprawy szkód większych niż normalne zużycie. Kaucja nie może być wyższa niż dwunastokrotność miesięcznego czynszu. Jeśli czynsz wynosi 1200 zł miesięcznie, kaucja może wynieść najwyżej 14 400 zł. Zaleca się spisanie protokołu zdawczo-odbiorczego ze zdjęciami – bez niego trudno udowodnić, w jakim stanie było mieszkanie. Spory rozstrzyga sąd rejonowy właściwy dla miejsca położenia lokalu.",
            ),
            Good(
                "preserve",
                "Stosownie do art. 6 ust. 4 ustawy o ochronie praw lokatorów wynajmujący jest zobowiązany zwrócić kaucję w terminie miesiąca od dnia opróżnienia lokalu albo nabycia jego własności przez najemcę. Wynajmujący może potrącić z kaucji jedynie należności przysługujące mu z tytułu najmu, takie jak zaległy czynsz czy koszty usunięcia szkód przekraczających normalne zużycie. Wysokość kaucji nie może przekraczać dwunastokrotności miesięcznego czynszu; przy czynszu w kwocie 1 200 zł limit ten wynosi 14 400 zł. Zaleca się sporządzenie protokołu zdawczo-odbiorczego wraz z dokumentacją fotograficzną, ponieważ w jego braku wykazanie stanu lokalu jest utrudnione. Właściwym do rozstrzygania sporów jest sąd rejonowy miejsca położenia lokalu.",
            ),
            Good(
                "en",
                "Under Article 6(4) of the Act on the Protection of Tenants' Rights, the landlord must return the deposit within one month of the tenant vacating the flat or acquiring ownership of it. Only amounts owed under the tenancy may be deducted from the deposit, for example unpaid rent or the cost of repairing damage beyond normal wear and tear. The deposit may not exceed twelve times the monthly rent, so for a tenancy at PLN 1,200 a month the cap is PLN 14,400. It is recommended to draw up a handover report with photos, as without one it is hard to prove the condition of the flat. Disputes are decided by the district court for the area where the property is located.",
            ),
        ],
        bad=[
            Slip(2, [("Under Article 6(4)", "Under Article 6(2)")], "legal_reference"),
            Slip(
                0,
                [
                    (
                        "kaucja może wynieść najwyżej 14 400 zł",
                        "kaucja może wynieść najwyżej 12 400 zł",
                    )
                ],
                "number",
            ),
            Slip(1, [("Zaleca się sporządzenie", "Wymaga się sporządzenia")], "modality"),
        ],
    ),
    Case(
        key="pl-dodatek-opiekunczy",
        source="Miejski dodatek opiekuńczy w Gdyni wynosi 350 zł miesięcznie i przysługuje osobom, które sprawują stałą opiekę nad członkiem rodziny w wieku co najmniej 75 lat. Dochód na osobę w gospodarstwie domowym nie może przekraczać 2 500 zł netto. Wniosek należy złożyć w Miejskim Ośrodku Pomocy Społecznej do 30 kwietnia 2025 r.; wnioski złożone później nie będą rozpatrywane w tej edycji. Dodatku nie można łączyć ze świadczeniem pielęgnacyjnym, o którym mowa w art. 17 ustawy o świadczeniach rodzinnych. Szacuje się, że z programu skorzysta około 1 800 rodzin. Szczegóły: www.gdynia.pl/dodatek-opiekunczy.",
        good=[
            Good(
                "preserve",
                "W Gdyni można dostać miejski dodatek opiekuńczy – 350 zł co miesiąc. Przysługuje on osobom, które stale opiekują się członkiem rodziny mającym 75 lat lub więcej. Dochód na osobę w gospodarstwie domowym nie może być wyższy niż 2500 zł netto. Wniosek trzeba złożyć w Miejskim Ośrodku Pomocy Społecznej najpóźniej 30 kwietnia 2025 roku. Późniejsze wnioski nie będą rozpatrywane w tej edycji. Dodatku nie da się pobierać razem ze świadczeniem pielęgnacyjnym z art. 17 ustawy o świadczeniach rodzinnych. Według szacunków z programu skorzysta mniej więcej 1800 rodzin. Więcej informacji: www.gdynia.pl/dodatek-opiekunczy.",
            ),
            Good(
                "preserve",
                "Miejski dodatek opiekuńczy w Gdyni w wysokości 350 zł miesięcznie przysługuje osobom sprawującym stałą opiekę nad członkiem rodziny, który ukończył 75 lat, pod warunkiem że dochód na osobę w gospodarstwie domowym nie przekracza 2 500 zł netto. Wnioski należy składać w Miejskim Ośrodku Pomocy Społecznej w terminie do 30.04.2025 r.; wnioski złożone po tym terminie nie zostaną rozpatrzone w bieżącej edycji. Dodatek nie podlega łączeniu ze świadczeniem pielęgnacyjnym, o którym mowa w art. 17 ustawy o świadczeniach rodzinnych. Szacuje się, że z programu skorzysta ok. 1 800 rodzin. Szczegółowe informacje: www.gdynia.pl/dodatek-opiekunczy.",
            ),
            Good(
                "en",
                "Gdynia's municipal care allowance is PLN 350 a month and is available to people who provide permanent care for a family member aged 75 or over. Household income per person must not exceed PLN 2,500 net. Applications must be submitted to the Municipal Social Welfare Centre by 30 April 2025; applications submitted later will not be considered in this round. The allowance cannot be combined with the nursing benefit referred to in Article 17 of the Family Benefits Act. It is estimated that around 1,800 families will benefit from the programme. Details: www.gdynia.pl/dodatek-opiekunczy.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Szacuje się, że z programu skorzysta ok. 1 800 rodzin.",
                        "Z programu skorzysta 1 800 rodzin.",
                    )
                ],
                "hedge",
            ),
            Bad(
                "en",
                "Miejski dodatek opiekuńczy w Gdyni to 350 zł miesięcznie dla osób, które stale opiekują się członkiem rodziny w wieku co najmniej 75 lat. Dochód na osobę w gospodarstwie domowym nie może przekraczać 2 500 zł netto. Wniosek należy złożyć w Miejskim Ośrodku Pomocy Społecznej do 30 kwietnia 2025 r.; wnioski złożone później nie będą rozpatrywane w tej edycji. Dodatku nie można łączyć ze świadczeniem pielęgnacyjnym z art. 17 ustawy o świadczeniach rodzinnych. Szacuje się, że z programu skorzysta około 1 800 rodzin. Szczegóły: www.gdynia.pl/dodatek-opiekunczy.",
                "wrong_language",
            ),
            Slip(
                0,
                [
                    (
                        "najpóźniej 30 kwietnia 2025 roku.",
                        "najpóźniej 30 kwietnia 2025 roku, dołączając zaświadczenie lekarskie o stanie zdrowia podopiecznego.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-ratownictwo-gorskie",
        source="GOPR przypomina, że w razie wypadku w górach należy dzwonić pod numer 985 lub 601 100 300. Warto zainstalować aplikację Ratunek, która przesyła ratownikom współrzędne GPS. Zimą nie należy wychodzić na szlak bez raków, czekana i czołówki, a przed wyjściem trzeba sprawdzić komunikat lawinowy. Przy trzecim stopniu zagrożenia lawinowego lepiej zrezygnować z wyjścia powyżej górnej granicy lasu. Zmierzch w grudniu zapada już około 15:30, więc wycieczkę powinno się planować tak, aby zejść przed zmrokiem. Akcja ratunkowa w Polsce jest bezpłatna, ale na Słowacji może kosztować nawet kilka tysięcy euro.",
        good=[
            Good(
                "preserve",
                "Miałeś wypadek w górach? GOPR przypomina: dzwoń pod 985 albo 601 100 300. Warto mieć w telefonie aplikację Ratunek, bo wysyła ratownikom twoje współrzędne GPS. Zimą nie wychodź na szlak bez raków, czekana i czołówki, a zanim wyjdziesz, musisz sprawdzić komunikat lawinowy. Przy trzecim stopniu zagrożenia lawinowego lepiej odpuść wyjście powyżej górnej granicy lasu. W grudniu ciemno robi się już ok. 15:30, więc powinieneś tak zaplanować wycieczkę, żeby zejść przed zmrokiem. W Polsce akcja ratunkowa jest za darmo, ale na Słowacji może kosztować nawet kilka tysięcy euro.",
            ),
            Good(
                "preserve",
                "Górskie Ochotnicze Pogotowie Ratunkowe przypomina, że w przypadku wypadku w górach należy wybrać numer 985 lub 601 100 300. Zaleca się zainstalowanie aplikacji Ratunek, która przekazuje ratownikom współrzędne GPS. W okresie zimowym nie należy wychodzić na szlak bez raków, czekana i latarki czołowej; przed wyjściem trzeba zapoznać się z komunikatem lawinowym. Przy trzecim stopniu zagrożenia lawinowego wskazana jest rezygnacja z wyjść powyżej górnej granicy lasu. W grudniu zmierzch zapada około godz. 15:30, dlatego wycieczkę powinno się planować tak, by zejść przed zmrokiem. Akcja ratunkowa na terenie Polski jest bezpłatna, natomiast na Słowacji jej koszt może sięgnąć nawet kilku tysięcy euro.",
            ),
            Good(
                "en",
                "GOPR, the Polish mountain rescue service, reminds hikers that after an accident in the mountains they need to call 985 or 601 100 300. It is worth installing the Ratunek app, which sends your GPS coordinates to the rescuers. In winter, do not set out on a trail without crampons, an ice axe and a head torch, and you must check the avalanche bulletin before you go. At avalanche danger level 3, it is better to give up going above the tree line. In December it gets dark as early as around 3:30 p.m., so you should plan your hike so that you are down before dark. Rescue operations are free in Poland, but in Slovakia they can cost as much as several thousand euros.",
            ),
        ],
        bad=[
            Slip(2, [("or 601 100 300", "or 601 100 030")], "number"),
            Slip(
                1,
                [
                    (
                        "jej koszt może sięgnąć nawet kilku tysięcy euro",
                        "jej koszt sięga kilku tysięcy euro",
                    )
                ],
                "hedge",
            ),
            Slip(0, [("lepiej odpuść wyjście", "możesz spokojnie wyjść")], "modality"),
        ],
    ),
    Case(
        key="pl-rower-miejski-zima",
        source="### Wrocławski Rower Miejski zimą\n\nW sezonie zimowym, od **1 grudnia do 28 lutego**, działa tylko 40 stacji w centrum, oznaczonych w aplikacji niebieską ikoną. Pierwsze 15 minut jazdy pozostaje bezpłatne, każda kolejna godzina kosztuje 4 zł. Przy temperaturze poniżej −10°C system może zostać czasowo wyłączony. Należy pamiętać, że:\n\n1. rower trzeba zwrócić na stacji zimowej, w przeciwnym razie naliczana jest kara 200 zł,\n2. nie wolno przewozić dzieci w koszyku.\n\nMapa stacji zimowych i aktualny cennik: wroclawskirower.pl/zima.",
        good=[
            Good(
                "preserve",
                "### Wrocławski Rower Miejski w zimie\n\nZimą, czyli **od 1 grudnia do 28 lutego**, działa tylko 40 stacji w centrum. W aplikacji mają niebieską ikonę. Pierwsze 15 minut jazdy nadal nic nie kosztuje, a za każdą następną godzinę płacisz 4 zł. Gdy temperatura spadnie poniżej −10°C, system może zostać na jakiś czas wyłączony. Pamiętaj, że:\n\n1. rower musisz oddać na stacji zimowej – inaczej zapłacisz 200 zł kary,\n2. nie wolno wozić dzieci w koszyku.\n\nMapa stacji zimowych i aktualny cennik: wroclawskirower.pl/zima.",
            ),
            Good(
                "preserve",
                "### Wrocławski Rower Miejski zimą\n\n**1 grudnia – 28 lutego**: czynnych tylko 40 stacji w centrum (niebieska ikona w aplikacji). Pierwsze 15 minut gratis, każda kolejna godzina – 4 zł. Poniżej −10°C system może być czasowo wyłączony. Zasady:\n\n1. zwrot roweru obowiązkowo na stacji zimowej, inaczej kara 200 zł,\n2. zakaz przewożenia dzieci w koszyku.\n\nMapa stacji zimowych i aktualny cennik: wroclawskirower.pl/zima.",
            ),
            Good(
                "en",
                "### Wrocław City Bike in winter\n\nDuring the winter season, **from 1 December to 28 February**, only 40 stations in the city centre are open; they are marked with a blue icon in the app. The first 15 minutes of a ride remain free, and every additional hour costs PLN 4. If the temperature drops below −10°C, the system may be temporarily switched off. Please remember:\n\n1. you must return the bike to a winter station, otherwise a PLN 200 penalty is charged,\n2. children must not be carried in the basket.\n\nWinter station map and current prices: wroclawskirower.pl/zima.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    ("### Wrocławski Rower Miejski zimą\n\n", "Wrocławski Rower Miejski zimą. "),
                    (":\n\n1. zwrot", ": zwrot"),
                    (",\n2. zakaz", ", zakaz"),
                ],
                "markdown",
            ),
            Slip(
                2,
                [("from 1 December to 28 February", "from 1 November to 28 February")],
                "date",
            ),
            Slip(
                0,
                [("nie wolno wozić dzieci w koszyku", "można wozić dzieci w koszyku")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-egzamin-jezykowy",
        source="Egzamin certyfikatowy z języka niemieckiego na poziomie B2 odbędzie się 14 czerwca 2025 r. o godz. 9:00 w budynku C Uniwersytetu Łódzkiego. Zdający musi mieć przy sobie dokument tożsamości ze zdjęciem; bez niego nie zostanie dopuszczony do egzaminu. Podczas części pisemnej, trwającej 150 minut, nie wolno korzystać ze słowników ani telefonów. Próg zaliczenia wynosi 60% punktów z każdej części. Wyniki zostaną opublikowane w systemie USOS najpóźniej po 6 tygodniach. Odwołanie można złożyć w ciągu 7 dni od ogłoszenia wyników, zgodnie z § 12 ust. 3 regulaminu egzaminów certyfikatowych.",
        good=[
            Good(
                "preserve",
                "Egzamin certyfikatowy z niemieckiego na poziomie B2 będzie 14 czerwca 2025 roku o 9:00 w budynku C Uniwersytetu Łódzkiego. Trzeba mieć ze sobą dokument tożsamości ze zdjęciem – kto go nie ma, nie zostanie dopuszczony do egzaminu. Część pisemna trwa 150 minut i w tym czasie nie wolno używać słowników ani telefonów. Aby zdać, trzeba zdobyć co najmniej 60% punktów z każdej części. Wyniki pojawią się w USOS nie później niż po 6 tygodniach. Od wyniku można się odwołać w ciągu 7 dni od jego ogłoszenia – mówi o tym § 12 ust. 3 regulaminu egzaminów certyfikatowych.",
            ),
            Good(
                "preserve",
                "Egzamin certyfikatowy z języka niemieckiego na poziomie B2 zostanie przeprowadzony 14.06.2025 r. o godz. 9:00 w budynku C Uniwersytetu Łódzkiego. Zdający ma obowiązek mieć przy sobie dokument tożsamości ze zdjęciem; bez niego nie zostanie dopuszczony do egzaminu. W trakcie części pisemnej, której czas trwania wynosi 150 minut, zabronione jest korzystanie ze słowników i telefonów. Do zaliczenia wymagane jest uzyskanie co najmniej 60% punktów z każdej części egzaminu. Wyniki zostaną udostępnione w systemie USOS w terminie nie dłuższym niż 6 tygodni. Zgodnie z § 12 ust. 3 regulaminu egzaminów certyfikatowych odwołanie może zostać złożone w terminie 7 dni od dnia ogłoszenia wyników.",
            ),
            Good(
                "en",
                "The B2 German certificate exam will take place on 14 June 2025 at 9:00 a.m. in Building C of the University of Łódź. Candidates must bring photo ID; without it, they will not be admitted to the exam. During the written part, which lasts 150 minutes, dictionaries and phones must not be used. The pass mark is 60% of the points in each part. Results will be published in the USOS system within 6 weeks at the latest. An appeal may be lodged within 7 days of the results being announced, in accordance with § 12(3) of the certificate examination regulations.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "kto go nie ma, nie zostanie dopuszczony",
                        "kto go nie ma, i tak zostanie dopuszczony",
                    )
                ],
                "negation",
            ),
            Slip(2, [("within 7 days of the results", "within 14 days of the results")], "number"),
            Bad(
                "preserve",
                "The B2 German certificate exam is on 14 June 2025 at 9 a.m. in Building C of the University of Łódź. You must bring photo ID, or you will not be admitted. The written part lasts 150 minutes, and dictionaries and phones are not allowed. To pass, you need at least 60% of the points in each part. Results will appear in USOS no later than 6 weeks after the exam. You may appeal within 7 days of the results being announced, under § 12(3) of the certificate examination regulations.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-kopia-chmura",
        source="Usługa ChmuraBackup gwarantuje dostępność na poziomie 99,9% w skali miesiąca. Kopie zapasowe są wykonywane codziennie o 2:00 i przechowywane przez 30 dni; w planie Biznes okres ten wynosi 90 dni. Przywracanie danych uruchamia się poleceniem `cb restore --snapshot <ID>`, a integralność kopii należy regularnie weryfikować poleceniem `cb verify`. Jeśli dostępność spadnie poniżej gwarantowanego poziomu, klient może ubiegać się o rekompensatę w wysokości 10% miesięcznej opłaty. Zgłoszenie trzeba przesłać na adres sla@chmurabackup.pl w ciągu 14 dni. Przerwy techniczne zapowiedziane z co najmniej 72-godzinnym wyprzedzeniem nie są wliczane do niedostępności.",
        good=[
            Good(
                "preserve",
                "ChmuraBackup gwarantuje, że usługa będzie dostępna przez 99,9% czasu w każdym miesiącu. Kopie zapasowe powstają codziennie o 2:00 w nocy i są przechowywane 30 dni, a w planie Biznes – 90 dni. Dane przywracasz poleceniem `cb restore --snapshot <ID>`. Poleceniem `cb verify` trzeba regularnie sprawdzać, czy kopie nie są uszkodzone. Gdy dostępność będzie niższa niż gwarantowana, możesz wystąpić o rekompensatę równą 10% miesięcznej opłaty. Zgłoszenie musisz wysłać na sla@chmurabackup.pl w ciągu 14 dni. Do niedostępności nie wlicza się przerw technicznych ogłoszonych co najmniej 72 godziny wcześniej.",
            ),
            Good(
                "preserve",
                "Dostawca usługi ChmuraBackup gwarantuje miesięczną dostępność na poziomie 99,9%. Kopie zapasowe tworzone są każdego dnia o godz. 2:00 i przechowywane przez okres 30 dni (w planie Biznes – 90 dni). Przywrócenie danych następuje po wykonaniu polecenia `cb restore --snapshot <ID>`. Integralność kopii należy regularnie weryfikować za pomocą polecenia `cb verify`. W przypadku spadku dostępności poniżej gwarantowanego poziomu klientowi przysługuje prawo do ubiegania się o rekompensatę w wysokości 10% opłaty miesięcznej. Zgłoszenie należy przesłać na adres sla@chmurabackup.pl w terminie 14 dni. Przerwy techniczne zapowiedziane z wyprzedzeniem co najmniej 72 godzin nie są uwzględniane w czasie niedostępności.",
            ),
            Good(
                "en",
                "ChmuraBackup guarantees 99.9% availability per month. Backups are made every day at 2:00 a.m. and kept for 30 days, or 90 days on the Business plan. To restore data, run `cb restore --snapshot <ID>`; backup integrity must be checked regularly with `cb verify`. If availability falls below the guaranteed level, the customer may claim compensation of 10% of the monthly fee. The claim must be sent to sla@chmurabackup.pl within 14 days. Maintenance breaks announced at least 72 hours in advance do not count as downtime.",
            ),
        ],
        bad=[
            Slip(0, [("Poleceniem `cb verify`", "Poleceniem `cb check`")], "code"),
            Slip(
                2,
                [("`cb restore --snapshot <ID>`", "`cb restore --backup <ID>`")],
                "code",
            ),
            Slip(
                1,
                [
                    (
                        "(w planie Biznes – 90 dni)",
                        "(w planie Biznes – 90 dni, a w planie Premium – 365 dni)",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
