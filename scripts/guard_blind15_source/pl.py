# ruff: noqa: E501, RUF001
"""Blind set 15: Polish source passages with their faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="pl-pokoj-zagadek",
        source="Rezerwacji pokoju „Tajemnica Alchemika” można dokonać wyłącznie online na stronie www.zagadkownia.pl/rezerwacje. Gra trwa 60 minut i jest przeznaczona dla 2–6 osób; cena za całą drużynę wynosi 180 zł od poniedziałku do czwartku i 220 zł w weekendy. Drużyna powinna przyjść co najmniej 15 minut przed rozpoczęciem gry, aby wysłuchać instrukcji. Osoby poniżej 16 roku życia nie mogą grać bez opiekuna. Bezpłatna zmiana terminu jest możliwa najpóźniej 48 godzin przed grą. W dniu 24 grudnia oraz 1 stycznia lokal jest nieczynny. Pytania prosimy kierować na adres kontakt@zagadkownia.pl.",
        good=[
            Good(
                "preserve",
                "Pokój „Tajemnica Alchemika” można zarezerwować tylko przez internet, pod adresem www.zagadkownia.pl/rezerwacje. Rozgrywka trwa godzinę, a w grze może uczestniczyć od 2 do 6 osób. Za całą drużynę płaci się 180 zł od poniedziałku do czwartku oraz 220 zł w weekendy. Drużyna powinna stawić się nie później niż kwadrans przed startem gry, ponieważ wcześniej przekazujemy instrukcje. Osoby, które nie ukończyły 16 lat, mogą grać wyłącznie z opiekunem. Termin można zmienić bez opłat, jeśli zrobi się to najpóźniej 48 godzin przed grą. 24 grudnia i 1 stycznia lokal pozostaje zamknięty. Pytania prosimy wysyłać na kontakt@zagadkownia.pl.",
            ),
            Good(
                "preserve",
                "Jak zarezerwować „Tajemnicę Alchemika”? Tylko online: www.zagadkownia.pl/rezerwacje. Ile to trwa i ile kosztuje? Gra trwa 60 minut, drużyna liczy od dwóch do sześciu osób, a cena obejmuje całą ekipę: 180 zł w dni od poniedziałku do czwartku, 220 zł w weekend. Kiedy przyjść? Powinniście być na miejscu co najmniej 15 minut wcześniej – wtedy omawiamy instrukcje. Czy dzieci mogą grać? Osoby poniżej 16 roku życia grają tylko w towarzystwie opiekuna. Czy da się przełożyć grę? Tak, bezpłatnie, ale najpóźniej na 48 godzin przed jej rozpoczęciem. Kiedy jest zamknięte? 24 grudnia i 1 stycznia. Inne pytania? Napisz na kontakt@zagadkownia.pl.",
            ),
            Good(
                "en",
                "The “Alchemist’s Secret” room can only be booked online at www.zagadkownia.pl/rezerwacje. A game lasts 60 minutes and is designed for teams of 2–6 players; the price for the whole team is PLN 180 from Monday to Thursday and PLN 220 at weekends. Teams should arrive at least 15 minutes before the game starts to hear the instructions. Players under 16 may not play without a guardian. You can reschedule free of charge no later than 48 hours before your game. The venue is closed on 24 December and 1 January. Please send any questions to kontakt@zagadkownia.pl.",
            ),
        ],
        bad=[
            Slip(0, [("od 2 do 6 osób", "od 2 do 8 osób")], "number"),
            Slip(
                1, [("grają tylko w towarzystwie opiekuna", "grają także bez opiekuna")], "negation"
            ),
            Slip(2, [("on 24 December", "on 25 December")], "date"),
        ],
    ),
    Case(
        key="pl-cennik-pogrzebowy",
        source="Zakład Pogrzebowy „Spokój” informuje, że podstawowy pakiet usług kosztuje 4 900 zł brutto i obejmuje przygotowanie zmarłego, trumnę sosnową, przewóz na odległość do 30 km oraz organizację ceremonii. Każdy dodatkowy kilometr przewozu kosztuje 4,50 zł. Zasiłek pogrzebowy z ZUS wynosi obecnie 4 000 zł; na życzenie rodziny możemy rozliczyć go bezpośrednio z ZUS, jeśli rodzina przekaże nam wymagane dokumenty. Zaliczki nie pobieramy. Rodzina musi dostarczyć kartę zgonu najpóźniej w dniu podpisania zlecenia. Cennik nie obejmuje opłat cmentarnych, które ustala zarządca cmentarza. Dyżur telefoniczny pełnimy całodobowo pod numerem 600 123 456.",
        good=[
            Good(
                "preserve",
                "Podstawowy pakiet w Zakładzie Pogrzebowym „Spokój” kosztuje 4 900 zł brutto. W tej cenie przygotowujemy zmarłego, zapewniamy sosnową trumnę, organizujemy ceremonię i przewozimy ciało na odległość nieprzekraczającą 30 km; za każdy kolejny kilometr doliczamy 4,50 zł. Zasiłek pogrzebowy z ZUS wynosi obecnie 4 000 zł. Jeśli rodzina sobie tego życzy i przekaże nam wymagane dokumenty, możemy rozliczyć go bezpośrednio z ZUS. Nie pobieramy zaliczek. Karta zgonu musi zostać dostarczona przez rodzinę najpóźniej w dniu podpisania zlecenia. Opłaty cmentarne, ustalane przez zarządcę cmentarza, nie są wliczone w cennik. Jesteśmy dostępni telefonicznie przez całą dobę: 600 123 456.",
            ),
            Good(
                "preserve",
                "Ile kosztuje pogrzeb w „Spokoju”? Pakiet podstawowy – 4 900 zł brutto – zawiera: przygotowanie zmarłego, trumnę z sosny, ceremonię oraz przewóz do 30 km (każdy następny kilometr to dodatkowe 4,50 zł). Opłat cmentarnych w tej kwocie nie ma – określa je zarządca cmentarza. Nie wymagamy zaliczki. Obecnie zasiłek pogrzebowy z ZUS wynosi 4 000 zł i na prośbę rodziny możemy rozliczyć go z ZUS bezpośrednio, o ile otrzymamy od niej wymagane dokumenty. Kartę zgonu rodzina ma obowiązek dostarczyć nie później niż w dniu podpisania zlecenia. Telefon dyżurny, czynny 24 godziny na dobę: 600 123 456.",
            ),
            Good(
                "en",
                "The “Spokój” funeral home’s basic service package costs PLN 4,900 gross. It covers preparation of the deceased, a pine coffin, transport over a distance of up to 30 km and the organisation of the ceremony; each additional kilometre of transport costs PLN 4.50. The ZUS funeral allowance is currently PLN 4,000, and at the family’s request we can settle it directly with ZUS, provided the family gives us the required documents. We do not take a deposit. The family must provide the death certificate no later than the day the order is signed. Cemetery fees, which are set by the cemetery administrator, are not included in the price list. Our phone line is staffed 24 hours a day on 600 123 456.",
            ),
        ],
        bad=[
            Slip(0, [("musi zostać dostarczona", "powinna zostać dostarczona")], "modality"),
            Slip(1, [("4,50 zł", "5,40 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "the death certificate no later",
                        "the death certificate and the deceased’s ID card no later",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-kredyt-studencki",
        source="Spłata kredytu studenckiego rozpoczyna się dwa lata po ukończeniu studiów i jest rozłożona na raty miesięczne. Okres spłaty wynosi dwukrotność okresu, w którym wypłacano kredyt. Zgodnie z art. 98 ust. 1 ustawy – Prawo o szkolnictwie wyższym i nauce kredytobiorca może wnioskować o umorzenie 20% kredytu, jeżeli ukończył studia w grupie 5% najlepszych absolwentów. Wniosek należy złożyć w banku w ciągu 30 dni od otrzymania zaświadczenia z uczelni. Rata nie może przekraczać 15% dochodu kredytobiorcy, o ile jego dochód na osobę w rodzinie nie przekracza 2 500 zł netto. Opóźnienie w spłacie powyżej 90 dni może skutkować wypowiedzeniem umowy.",
        good=[
            Good(
                "preserve",
                "Kredytobiorca rozpoczyna spłatę kredytu studenckiego po upływie dwóch lat od ukończenia studiów, w miesięcznych ratach, przy czym okres spłaty jest dwa razy dłuższy niż okres wypłacania kredytu. Na podstawie art. 98 ust. 1 ustawy – Prawo o szkolnictwie wyższym i nauce kredytobiorca, który ukończył studia w gronie 5% najlepszych absolwentów, może ubiegać się o umorzenie 20% kredytu. Stosowny wniosek trzeba złożyć w banku w terminie 30 dni od dnia otrzymania zaświadczenia wydanego przez uczelnię. Wysokość raty nie może być wyższa niż 15% dochodu kredytobiorcy, pod warunkiem że dochód na osobę w jego rodzinie nie przekracza 2 500 zł netto. Zaleganie ze spłatą dłużej niż 90 dni może prowadzić do wypowiedzenia umowy.",
            ),
            Good(
                "preserve",
                "Kredyt studencki zaczynasz spłacać dwa lata po zakończeniu studiów, w miesięcznych ratach. Spłacasz go dwa razy dłużej, niż trwała jego wypłata. Jeśli ukończyłeś studia wśród 5% najlepszych absolwentów, możesz złożyć wniosek o umorzenie 20% kredytu – przewiduje to art. 98 ust. 1 ustawy – Prawo o szkolnictwie wyższym i nauce. Wniosek musisz złożyć w banku w ciągu 30 dni od otrzymania zaświadczenia z uczelni. Jeśli dochód na osobę w twojej rodzinie wynosi nie więcej niż 2 500 zł netto, rata nie może przekroczyć 15% twojego dochodu. Uwaga: spóźnienie ze spłatą o ponad 90 dni może skończyć się wypowiedzeniem umowy.",
            ),
            Good(
                "en",
                "Repayment of a student loan begins two years after graduation and is made in monthly instalments. The repayment period is twice as long as the period during which the loan was paid out. Under Article 98(1) of the Act – Law on Higher Education and Science, a borrower who graduated among the top 5% of graduates may apply to have 20% of the loan written off. The application must be submitted to the bank within 30 days of receiving the certificate from the university. An instalment may not exceed 15% of the borrower’s income, provided that the income per person in the borrower’s family does not exceed PLN 2,500 net. Arrears of more than 90 days may result in termination of the agreement.",
            ),
        ],
        bad=[
            Slip(0, [("art. 98 ust. 1", "art. 89 ust. 1")], "legal_reference"),
            Slip(1, [("Wniosek musisz złożyć", "Wniosek możesz złożyć")], "modality"),
            Slip(2, [("within 30 days", "within 60 days")], "number"),
        ],
    ),
    Case(
        key="pl-regulamin-akademika",
        source="**Regulamin Domu Studenckiego nr 3 – najważniejsze zasady**\n- Cisza nocna obowiązuje od 22:00 do 6:00.\n- Goście mogą przebywać w akademiku do 23:00; nocleg gościa wymaga zgody kierownika i kosztuje 25 zł za dobę.\n- W pokojach nie wolno używać grzejników elektrycznych ani palić tytoniu.\n- Mieszkaniec musi zgłosić usterkę w recepcji w ciągu 24 godzin od jej zauważenia.\n- Opłatę za miejsce (650 zł miesięcznie) należy wnieść do 10. dnia każdego miesiąca.\nZa trzykrotne naruszenie regulaminu rada mieszkańców może wnioskować o usunięcie z akademika.",
        good=[
            Good(
                "preserve",
                "**Dom Studencki nr 3 – kluczowe zasady regulaminu**\n- Od 22:00 do 6:00 obowiązuje cisza nocna.\n- Odwiedzający mogą zostać w akademiku najpóźniej do 23:00. Jeśli gość ma nocować, potrzebna jest zgoda kierownika, a doba kosztuje 25 zł.\n- Używanie grzejników elektrycznych i palenie tytoniu są w pokojach zabronione.\n- Każdą zauważoną usterkę mieszkaniec ma obowiązek zgłosić w recepcji w ciągu 24 godzin.\n- Opłatę za miejsce, 650 zł miesięcznie, trzeba wnieść najpóźniej do 10. dnia każdego miesiąca.\nJeśli ktoś trzy razy naruszy regulamin, rada mieszkańców może wystąpić o jego usunięcie z akademika.",
            ),
            Good(
                "preserve",
                "**Najważniejsze zasady regulaminu Domu Studenckiego nr 3**\n- Cisza nocna: 22:00–6:00.\n- Wizyty gości: do godziny 23:00. Gość może przenocować tylko za zgodą kierownika; opłata wynosi 25 zł za dobę.\n- Zakaz używania w pokojach grzejników elektrycznych oraz palenia tytoniu.\n- Usterki: mieszkaniec jest zobowiązany zgłosić je w recepcji do 24 godzin od zauważenia.\n- Opłata za miejsce: 650 zł miesięcznie, płatna do 10. dnia każdego miesiąca.\nPo trzecim naruszeniu regulaminu rada mieszkańców może złożyć wniosek o usunięcie mieszkańca z akademika.",
            ),
            Good(
                "en",
                "**Student Residence No. 3 – key rules**\n- Quiet hours are from 22:00 to 6:00.\n- Guests may stay in the residence until 23:00; an overnight stay by a guest requires the manager’s consent and costs PLN 25 per night.\n- Using electric heaters and smoking tobacco are not allowed in the rooms.\n- Residents must report any fault at reception within 24 hours of noticing it.\n- The fee for a place (PLN 650 per month) must be paid by the 10th day of each month.\nIf a resident breaks the rules three times, the residents’ council may request their removal from the residence.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "**Dom Studencki nr 3 – kluczowe zasady regulaminu**",
                        "Dom Studencki nr 3 – kluczowe zasady regulaminu",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [("mieszkaniec jest zobowiązany zgłosić je", "mieszkaniec może zgłosić je")],
                "modality",
            ),
            Slip(2, [("are not allowed in the rooms", "are allowed in the rooms")], "negation"),
        ],
    ),
    Case(
        key="pl-obrona-pracy",
        source="Obrona pracy magisterskiej na Wydziale Historii odbędzie się 26 czerwca 2025 r. o godz. 10:00 w sali 214. Student musi złożyć pracę w systemie APD co najmniej 14 dni przed terminem obrony. Do obrony może przystąpić wyłącznie osoba, której praca uzyskała od promotora i recenzenta oceny pozytywne. Egzamin trwa zwykle około 45 minut i składa się z prezentacji (do 10 minut) oraz odpowiedzi na trzy pytania komisji. Studenci powinni przygotować prezentację w formacie PDF. Jeżeli student nie stawi się na obronie bez usprawiedliwienia, dziekan wyznacza drugi termin, nie wcześniej niż po upływie miesiąca.",
        good=[
            Good(
                "preserve",
                "Wydział Historii informuje, że obrona pracy magisterskiej zaplanowana jest na 26 czerwca 2025 r., godz. 10:00, sala 214. Najpóźniej 14 dni przed obroną student ma obowiązek złożyć pracę w systemie APD. Obrona jest możliwa tylko wtedy, gdy zarówno promotor, jak i recenzent ocenili pracę pozytywnie. Egzamin trwa zwykle mniej więcej 45 minut: najpierw student przedstawia prezentację, nie dłuższą niż 10 minut, a następnie odpowiada na trzy pytania komisji. Prezentacja powinna być przygotowana w formacie PDF. W przypadku nieusprawiedliwionej nieobecności na obronie dziekan wyznacza drugi termin – nie wcześniej niż po upływie miesiąca.",
            ),
            Good(
                "preserve",
                "Twoja obrona: 26.06.2025, godz. 10:00, sala 214 (Wydział Historii). Pracę wgraj do APD nie później niż dwa tygodnie przed obroną – to obowiązkowe. Do obrony dopuszczani są tylko ci, których praca dostała pozytywne oceny i od promotora, i od recenzenta. Cały egzamin zajmuje zazwyczaj około 45 minut: maksymalnie 10 minut prezentacji, potem trzy pytania od komisji. Prezentację powinieneś przygotować w PDF. Nie przyjdziesz na obronę i nie usprawiedliwisz nieobecności? Dziekan wyznaczy drugi termin, ale najwcześniej za miesiąc.",
            ),
            Good(
                "en",
                "The Master’s thesis defence at the Faculty of History will take place on 26 June 2025 at 10:00 in room 214. Students must submit their thesis in the APD system at least 14 days before the defence. Only a student whose thesis has received positive grades from both the supervisor and the reviewer may take the defence. The examination usually lasts about 45 minutes and consists of a presentation (up to 10 minutes) and answers to three questions from the committee. Students should prepare their presentation as a PDF. If a student fails to attend the defence without a valid excuse, the dean sets a second date no earlier than one month later.",
            ),
        ],
        bad=[
            Slip(0, [("26 czerwca 2025 r.", "26 lipca 2025 r.")], "date"),
            Slip(1, [("zajmuje zazwyczaj około 45 minut", "zajmuje 45 minut")], "hedge"),
            Slip(2, [("Students must submit", "Students should submit")], "modality"),
        ],
    ),
    Case(
        key="pl-plagiat",
        source="## Zasady dotyczące plagiatu\nKażda praca dyplomowa jest sprawdzana w Jednolitym Systemie Antyplagiatowym (JSA). Jeżeli współczynnik podobieństwa przekracza **30%**, promotor musi przeanalizować raport i uzasadnić dopuszczenie pracy do obrony. Cytowane fragmenty należy oznaczyć cudzysłowem i podać źródło, np. (Nowak i Wiśniewska, 2019). Nie wolno zlecać napisania pracy innej osobie ani korzystać z narzędzi generujących tekst bez ujawnienia tego w oświadczeniu. Stwierdzenie plagiatu skutkuje wszczęciem postępowania dyscyplinarnego, a w razie potrzeby uczelnia może zawiadomić prokuraturę.",
        good=[
            Good(
                "preserve",
                "## Zasady dotyczące plagiatu\nWszystkie prace dyplomowe przechodzą kontrolę w Jednolitym Systemie Antyplagiatowym (JSA). Gdy współczynnik podobieństwa jest wyższy niż **30%**, promotor ma obowiązek przeanalizować raport i uzasadnić, dlaczego dopuszcza pracę do obrony. Każdy cytat trzeba ująć w cudzysłów i opatrzyć źródłem, na przykład (Nowak i Wiśniewska, 2019). Zabronione jest zlecanie napisania pracy komuś innemu, a także używanie narzędzi generujących tekst, jeśli nie ujawniono tego w oświadczeniu. W razie stwierdzenia plagiatu wszczyna się postępowanie dyscyplinarne; jeśli zajdzie taka potrzeba, uczelnia może też zawiadomić prokuraturę.",
            ),
            Good(
                "preserve",
                "## Zasady dotyczące plagiatu\nNie wolno powierzać napisania pracy innej osobie. Z narzędzi generujących tekst można korzystać tylko wtedy, gdy ujawni się to w oświadczeniu. Każdą pracę dyplomową sprawdza Jednolity System Antyplagiatowy (JSA); jeśli współczynnik podobieństwa przekroczy **30%**, promotor musi przeanalizować raport i uzasadnić, że praca może zostać dopuszczona do obrony. Cytowane fragmenty trzeba oznaczyć cudzysłowem i podać ich źródło, np. (Nowak i Wiśniewska, 2019). Stwierdzony plagiat oznacza wszczęcie postępowania dyscyplinarnego, a uczelnia może w razie potrzeby zawiadomić prokuraturę.",
            ),
            Good(
                "en",
                "## Plagiarism rules\nEvery thesis is checked in the Uniform Anti-Plagiarism System (JSA). If the similarity index exceeds **30%**, the supervisor must analyse the report and justify admitting the thesis to the defence. Quoted passages must be marked with quotation marks and their source given, e.g. (Nowak & Wiśniewska, 2019). Commissioning another person to write your thesis is not allowed, and text-generating tools may not be used without disclosing this in your declaration. A finding of plagiarism leads to disciplinary proceedings and, where necessary, the university may notify the public prosecutor.",
            ),
        ],
        bad=[
            Slip(0, [("(Nowak i Wiśniewska, 2019)", "(Nowak i Wiśniewska, 2016)")], "citation"),
            Slip(
                1, [("## Zasady dotyczące plagiatu\n", "Zasady dotyczące plagiatu\n")], "markdown"
            ),
            Slip(2, [("is not allowed", "is allowed")], "negation"),
        ],
    ),
    Case(
        key="pl-naruszenie-danych",
        source="Szanowni Klienci, 3 marca 2025 r. wykryliśmy nieuprawniony dostęp do jednej z naszych baz danych. Według wstępnych ustaleń atak prawdopodobnie rozpoczął się 27 lutego, a jego skutki mogły dotyczyć około 12 000 kont. Wyciek objął imiona, nazwiska i adresy e-mail; hasła były zaszyfrowane, a dane kart płatniczych nie wyciekły. Incydent zgłosiliśmy Prezesowi UODO w ciągu 72 godzin. Zalecamy zmianę hasła oraz zachowanie ostrożności wobec wiadomości podszywających się pod nasz sklep. Szczegóły i odpowiedzi na pytania znajdą Państwo na stronie www.sklep-lumen.pl/incydent, a z inspektorem ochrony danych można skontaktować się pod adresem iod@sklep-lumen.pl.",
        good=[
            Good(
                "preserve",
                "Szanowni Państwo, w dniu 3 marca 2025 r. stwierdziliśmy nieuprawniony dostęp do jednej z naszych baz danych. Z pierwszych ustaleń wynika, że atak rozpoczął się prawdopodobnie 27 lutego i mógł objąć około 12 000 kont. Ujawnione zostały imiona, nazwiska oraz adresy e-mail. Hasła przechowywaliśmy w postaci zaszyfrowanej, a dane kart płatniczych nie wyciekły. W ciągu 72 godzin zgłosiliśmy incydent Prezesowi UODO. Rekomendujemy zmianę hasła i ostrożność wobec wiadomości, które podszywają się pod nasz sklep. Więcej informacji oraz odpowiedzi na pytania zamieszczamy na stronie www.sklep-lumen.pl/incydent; z inspektorem ochrony danych można się skontaktować pod adresem iod@sklep-lumen.pl.",
            ),
            Good(
                "preserve",
                "Sklep Lumen poinformował klientów o incydencie bezpieczeństwa: 3 marca 2025 r. wykryto nieuprawniony dostęp do jednej z jego baz danych. Wstępne ustalenia wskazują, że atak prawdopodobnie zaczął się 27 lutego, a jego skutki mogły dotyczyć mniej więcej 12 000 kont. Wyciekły imiona, nazwiska i adresy e-mail; hasła były zaszyfrowane, natomiast dane kart płatniczych nie wyciekły. Prezes UODO otrzymał zgłoszenie w ciągu 72 godzin. Sklep zaleca klientom zmianę hasła i ostrożność wobec wiadomości podszywających się pod sklep. Szczegóły i odpowiedzi na pytania: www.sklep-lumen.pl/incydent; kontakt z inspektorem ochrony danych: iod@sklep-lumen.pl.",
            ),
            Good(
                "en",
                "Dear Customers, on 3 March 2025 we detected unauthorised access to one of our databases. According to our initial findings, the attack probably began on 27 February and may have affected around 12,000 accounts. The leaked data include first names, surnames and e-mail addresses; passwords were encrypted, and payment card details were not leaked. We reported the incident to the President of the UODO within 72 hours. We recommend that you change your password and be cautious about messages impersonating our shop. Details and answers to your questions are available at www.sklep-lumen.pl/incydent, and you can contact our data protection officer at iod@sklep-lumen.pl.",
            ),
        ],
        bad=[
            Slip(0, [("iod@sklep-lumen.pl", "iod@lumen.pl")], "url"),
            Slip(1, [("zaczął się 27 lutego", "zaczął się 17 lutego")], "date"),
            Slip(2, [("may have affected around 12,000", "affected 12,000")], "hedge"),
        ],
    ),
    Case(
        key="pl-kominiarz",
        source="Zarządca budynku przy ul. Lipowej 8 informuje, że 14 października w godz. 8:00–15:00 odbędzie się okresowa kontrola przewodów kominowych. Zgodnie z art. 62 ust. 1 pkt 1 lit. c ustawy – Prawo budowlane kontrola musi być przeprowadzana co najmniej raz w roku. Mieszkańcy są zobowiązani udostępnić lokal; jeśli nie mogą być obecni, powinni pozostawić klucz u administratora do 13 października. Przegląd jednego mieszkania trwa około 20 minut i nie wiąże się z żadnymi opłatami dla lokatorów. Czyszczenie przewodów spalinowych kosztuje dodatkowo 60 zł za przewód. Kominiarz nie wejdzie do mieszkania pod nieobecność pełnoletniego domownika lub administratora.",
        good=[
            Good(
                "preserve",
                "Okresowa kontrola przewodów kominowych w budynku przy ul. Lipowej 8 odbędzie się 14 października, w godzinach 8:00–15:00 – informuje zarządca. Art. 62 ust. 1 pkt 1 lit. c ustawy – Prawo budowlane wymaga, by taką kontrolę przeprowadzać przynajmniej raz w roku. Lokatorzy mają obowiązek udostępnić mieszkania, a ci, którzy nie będą mogli być obecni, powinni do 13 października zostawić klucz u administratora. Sprawdzenie jednego mieszkania zajmuje mniej więcej 20 minut; za przegląd lokatorzy nic nie płacą. Czyszczenie przewodów spalinowych to dodatkowy koszt 60 zł od przewodu. Kominiarz wchodzi do mieszkania wyłącznie w obecności pełnoletniego domownika lub administratora.",
            ),
            Good(
                "preserve",
                "Zarządca budynku informuje. Kiedy? 14 października, od 8:00 do 15:00. Gdzie? Budynek przy ul. Lipowej 8. Co? Okresowa kontrola przewodów kominowych, którą zgodnie z art. 62 ust. 1 pkt 1 lit. c ustawy – Prawo budowlane trzeba przeprowadzać co najmniej raz w roku. Każdy mieszkaniec musi udostępnić swój lokal. Jeśli nie będzie Państwa w domu, powinni Państwo zostawić klucz u administratora najpóźniej 13 października. Przegląd mieszkania trwa ok. 20 minut i jest dla lokatorów bezpłatny; jedynie czyszczenie przewodów spalinowych kosztuje dodatkowo 60 zł za każdy przewód. Kominiarz nie wchodzi do lokalu, jeśli nie ma w nim pełnoletniego domownika albo administratora.",
            ),
            Good(
                "en",
                "The manager of the building at ul. Lipowa 8 informs residents that a periodic inspection of the chimney flues will take place on 14 October between 8:00 and 15:00. Under Article 62(1)(1)(c) of the Construction Law Act, the inspection must be carried out at least once a year. Residents are required to give access to their flats; those who cannot be present should leave a key with the administrator by 13 October. Inspecting one flat takes approximately 20 minutes and is free of charge for tenants. Cleaning the exhaust flues costs an extra PLN 60 per flue. The chimney sweep will not enter a flat unless an adult member of the household or the administrator is present.",
            ),
        ],
        bad=[
            Slip(0, [("60 zł od przewodu", "80 zł od przewodu")], "number"),
            Slip(
                1,
                [
                    (
                        "Kominiarz nie wchodzi do lokalu, jeśli",
                        "Kominiarz wchodzi do lokalu, nawet jeśli",
                    )
                ],
                "negation",
            ),
            Slip(2, [("Article 62(1)(1)(c)", "Article 61(1)(1)(c)")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-szambo",
        source="Gminny Zakład Komunalny w Brzezinach przypomina, że właściciele nieruchomości niepodłączonych do kanalizacji muszą opróżniać zbiorniki bezodpływowe nie rzadziej niż raz na 3 miesiące. Wywóz do 7 m³ nieczystości kosztuje 210 zł, a każdy kolejny metr sześcienny – 28 zł. Zamówienia przyjmujemy pod numerem 44 712 30 30 w dni robocze od 7:00 do 15:00. Mieszkańcy ul. Polnej przy zamówieniu podają kod trasy SZ-14/B. Po każdym opróżnieniu otrzymają Państwo potwierdzenie, które należy przechowywać przez 2 lata, ponieważ kontrolerzy gminy mogą poprosić o jego okazanie.",
        good=[
            Good(
                "preserve",
                "Przypomnienie od Gminnego Zakładu Komunalnego w Brzezinach: jeśli nieruchomość nie jest podłączona do kanalizacji, jej właściciel ma obowiązek opróżniać zbiornik bezodpływowy co najmniej raz na trzy miesiące. Za wywóz do 7 m³ nieczystości płaci się 210 zł, za każdy następny metr sześcienny – 28 zł. Zamówienia przyjmujemy telefonicznie pod numerem 44 712 30 30, w dni robocze w godz. 7:00–15:00. Mieszkańcy ul. Polnej podają przy zamówieniu kod trasy SZ-14/B. Każde opróżnienie potwierdzamy dokumentem, który trzeba przechowywać przez dwa lata – kontrolerzy gminy mogą poprosić o jego pokazanie.",
            ),
            Good(
                "preserve",
                "Nie masz podłączenia do kanalizacji? Pamiętaj: zbiornik bezodpływowy musisz opróżniać przynajmniej co 3 miesiące – przypomina Gminny Zakład Komunalny w Brzezinach. Cena: 210 zł za wywóz do 7 m³ nieczystości i 28 zł za każdy dodatkowy metr sześcienny. Zamów usługę w dzień roboczy między 7:00 a 15:00, dzwoniąc pod 44 712 30 30; jeśli mieszkasz przy ul. Polnej, podaj kod trasy SZ-14/B. Po każdym opróżnieniu dostaniesz potwierdzenie – zachowaj je na 2 lata, bo kontrolerzy gminy mogą chcieć je zobaczyć.",
            ),
            Good(
                "en",
                "The Municipal Utility Company in Brzeziny reminds owners of properties that are not connected to the sewer system that they must empty their cesspools at least once every 3 months. Collection of up to 7 m³ of waste costs PLN 210, and each additional cubic metre costs PLN 28. Orders are taken on 44 712 30 30 on working days from 7:00 to 15:00. Residents of ul. Polna give route code SZ-14/B when ordering. After each emptying you will receive a confirmation, which you must keep for 2 years, because municipal inspectors may ask to see it.",
            ),
        ],
        bad=[
            Slip(0, [("SZ-14/B", "SZ-41/B")], "code"),
            Slip(1, [("28 zł", "38 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "Orders are taken on 44 712 30 30",
                        "Orders are taken at the company office or on 44 712 30 30",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-sezon-lowiecki",
        source="Koło Łowieckie „Darz Bór” nr 45 informuje, że od 1 października 2025 r. do 15 stycznia 2026 r. w lasach między Zawadą a Dębnem będą odbywać się polowania zbiorowe, zawsze w soboty w godz. 7:30–14:00. Obszar polowania zostanie oznakowany tablicami ostrzegawczymi. W tym czasie nie należy wchodzić na oznakowany teren, a psy muszą być prowadzone na smyczy. Grzybiarze i rowerzyści powinni korzystać z dróg publicznych omijających las. Nikt nie może przebywać na linii strzału bez zgody prowadzącego polowanie. Szczegółowy harmonogram jest dostępny w siedzibie Nadleśnictwa Dębno.",
        good=[
            Good(
                "preserve",
                "Koło Łowieckie „Darz Bór” nr 45 zawiadamia, że w lasach pomiędzy Zawadą a Dębnem będą prowadzone polowania zbiorowe. Odbywać się będą zawsze w soboty, od 7:30 do 14:00, w okresie od 1 października 2025 r. do 15 stycznia 2026 r. Teren polowania oznaczą tablice ostrzegawcze i w tym czasie nie należy na niego wchodzić. Psy trzeba prowadzić na smyczy. Grzybiarze i rowerzyści powinni wybierać drogi publiczne, które omijają las. Bez zgody prowadzącego polowanie nikt nie może przebywać na linii strzału. Szczegółowy harmonogram można sprawdzić w siedzibie Nadleśnictwa Dębno.",
            ),
            Good(
                "preserve",
                "Uwaga, polowania! Koło Łowieckie „Darz Bór” nr 45 informuje o polowaniach zbiorowych w lasach między Zawadą a Dębnem od 1 października 2025 r. do 15 stycznia 2026 r. Będą się one odbywać zawsze w soboty, w godzinach 7:30–14:00, na terenie oznakowanym tablicami ostrzegawczymi. Podczas polowań:\n- nie należy wchodzić na oznakowany obszar;\n- psy muszą być prowadzone na smyczy;\n- grzybiarze i rowerzyści powinni poruszać się drogami publicznymi omijającymi las;\n- na linii strzału wolno przebywać wyłącznie za zgodą prowadzącego polowanie.\nSzczegółowy harmonogram udostępnia siedziba Nadleśnictwa Dębno.",
            ),
            Good(
                "en",
                "Hunting Club “Darz Bór” No. 45 announces that from 1 October 2025 to 15 January 2026 driven hunts will take place in the forests between Zawada and Dębno, always on Saturdays from 7:30 to 14:00. The hunting area will be marked with warning signs. During this time you should not enter the marked area, and dogs must be kept on a lead. Mushroom pickers and cyclists should use the public roads that bypass the forest. No one may stay in the line of fire without the consent of the hunt leader. A detailed schedule is available at the office of the Dębno Forest District.",
            ),
        ],
        bad=[
            Slip(0, [("nikt nie może przebywać", "każdy może przebywać")], "negation"),
            Slip(1, [("psy muszą być prowadzone", "psy powinny być prowadzone")], "modality"),
            Slip(2, [("to 15 January 2026", "to 15 February 2026")], "date"),
        ],
    ),
    Case(
        key="pl-skierowanie-fizjoterapia",
        source="Skierowanie na zabiegi fizjoterapeutyczne w ramach NFZ jest ważne 30 dni od daty wystawienia – w tym czasie należy zarejestrować je w placówce. Na skierowaniu lekarz musi wpisać kod rozpoznania według ICD-10, np. M54.5 (ból w dolnej części kręgosłupa). Jeden cykl obejmuje maksymalnie 10 dni zabiegowych, a pacjent może otrzymać do 5 zabiegów dziennie. Pacjent, który nie może przyjść, powinien odwołać wizytę najpóźniej 24 godziny wcześniej. Nieusprawiedliwiona nieobecność na dwóch kolejnych zabiegach może skutkować skreśleniem z listy. Skierowania nie wolno przekazywać innej osobie.",
        good=[
            Good(
                "preserve",
                "Skierowanie na fizjoterapię finansowaną przez NFZ trzeba zarejestrować w placówce w ciągu 30 dni od jego wystawienia, bo tylko przez ten czas jest ważne. Lekarz ma obowiązek wpisać na nim kod rozpoznania według ICD-10 – na przykład M54.5, czyli ból w dolnej części kręgosłupa. Cykl to najwyżej 10 dni zabiegowych, przy czym dziennie pacjent może otrzymać maksymalnie 5 zabiegów. Jeśli pacjent nie może przyjść, powinien odwołać wizytę co najmniej 24 godziny przed nią. Kto bez usprawiedliwienia opuści dwa kolejne zabiegi, może zostać skreślony z listy. Przekazywanie skierowania innej osobie jest zabronione.",
            ),
            Good(
                "preserve",
                "Najważniejsze informacje o skierowaniu na fizjoterapię (NFZ):\n- ważność: 30 dni od daty wystawienia – w tym terminie należy zarejestrować je w placówce;\n- kod rozpoznania według ICD-10 (np. M54.5 – ból w dolnej części kręgosłupa) musi zostać wpisany przez lekarza;\n- jeden cykl: maksymalnie 10 dni zabiegowych, do 5 zabiegów dziennie;\n- odwołanie wizyty: pacjent, który nie może przyjść, powinien to zrobić najpóźniej na 24 godziny przed terminem;\n- nieusprawiedliwiona nieobecność na dwóch kolejnych zabiegach może oznaczać skreślenie z listy;\n- obowiązuje zakaz przekazywania skierowania innej osobie.",
            ),
            Good(
                "en",
                "A referral for NFZ-funded physiotherapy is valid for 30 days from the date of issue, and it must be registered with a facility within that time. The doctor must enter the ICD-10 diagnosis code on the referral, e.g. M54.5 (low back pain). One course includes at most 10 treatment days, and a patient may receive up to 5 treatments a day. A patient who cannot attend should cancel the appointment at least 24 hours in advance. Unexcused absence from two consecutive treatments may result in removal from the list. The referral must not be passed on to another person.",
            ),
        ],
        bad=[
            Slip(0, [("Lekarz ma obowiązek wpisać", "Lekarz może wpisać")], "modality"),
            Slip(1, [("do 5 zabiegów dziennie", "do 6 zabiegów dziennie")], "number"),
            Slip(2, [("M54.5", "M51.5")], "code"),
        ],
    ),
    Case(
        key="pl-opieka-paliatywna",
        source="Hospicjum domowe „Przystań” zapewnia bezpłatną opiekę paliatywną w domu chorego na terenie Lublina i gmin ościennych. Lekarz odwiedza pacjenta co najmniej raz na dwa tygodnie, a pielęgniarka co najmniej dwa razy w tygodniu. Do objęcia opieką potrzebne jest skierowanie od lekarza ubezpieczenia zdrowotnego oraz dokumentacja potwierdzająca chorobę nowotworową lub inną chorobę nieuleczalną. Szacujemy, że czas oczekiwania na przyjęcie wynosi obecnie około 10 dni, a w pilnych przypadkach może być krótszy. Rodzina nie musi kupować sprzętu – łóżko, koncentrator tlenu i materace wypożyczamy nieodpłatnie. Wsparcie psychologa jest dostępne także dla bliskich pacjenta.",
        good=[
            Good(
                "preserve",
                "„Przystań” to hospicjum domowe, które bezpłatnie sprawuje opiekę paliatywną nad chorymi w ich domach w Lublinie i gminach sąsiednich. Pacjenta odwiedzają: lekarz – nie rzadziej niż raz na 14 dni, oraz pielęgniarka – nie rzadziej niż dwa razy w tygodniu. Aby zostać objętym opieką, trzeba mieć skierowanie od lekarza ubezpieczenia zdrowotnego i dokumentację, która potwierdza chorobę nowotworową albo inną nieuleczalną chorobę. Według naszych szacunków na przyjęcie czeka się teraz około 10 dni; w pilnych sytuacjach może to trwać krócej. Sprzętu rodzina nie musi kupować: łóżko, koncentrator tlenu i materace wypożyczamy bez opłat. Z pomocy psychologa mogą korzystać również bliscy chorego.",
            ),
            Good(
                "preserve",
                "Kto może skorzystać z opieki hospicjum domowego „Przystań”? Chorzy z Lublina i gmin ościennych, którzy mają skierowanie od lekarza ubezpieczenia zdrowotnego i dokumentację potwierdzającą chorobę nowotworową lub inną chorobę nieuleczalną. Ile to kosztuje? Nic – opieka paliatywna jest bezpłatna, a łóżko, koncentrator tlenu i materace wypożyczamy za darmo, więc rodzina nie musi ich kupować. Jak często przychodzi personel? Lekarz co najmniej co dwa tygodnie, pielęgniarka przynajmniej dwa razy w tygodniu. Jak długo się czeka? Szacujemy, że obecnie około 10 dni, choć w pilnych przypadkach czas ten może być krótszy. Czy bliscy też dostaną wsparcie? Tak, wsparcie psychologa jest dostępne również dla nich.",
            ),
            Good(
                "en",
                "The “Przystań” home hospice provides free palliative care in patients’ homes in Lublin and the neighbouring municipalities. A doctor visits the patient at least once every two weeks, and a nurse at least twice a week. To be admitted, a patient needs a referral from a health-insurance doctor and records confirming cancer or another incurable disease. We estimate that the current waiting time for admission is about 10 days, though in urgent cases it may be shorter. The family does not have to buy equipment – we lend beds, oxygen concentrators and mattresses free of charge. Psychological support is also available to the patient’s relatives.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "również bliscy chorego.",
                        "również bliscy chorego, także przez rok po jego śmierci.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Szacujemy, że obecnie około 10 dni", "Obecnie 10 dni")], "hedge"),
            Slip(2, [("does not have to buy", "has to buy")], "negation"),
        ],
    ),
    Case(
        key="pl-umowa-niania",
        source="Umowa zawarta 2 września 2025 r. pomiędzy Anną Kowal (Zleceniodawcą) a Martą Zielińską (Opiekunką). Opiekunka zobowiązuje się sprawować opiekę nad dzieckiem od poniedziałku do piątku w godz. 7:30–16:30. Wynagrodzenie wynosi 4 200 zł brutto miesięcznie i jest płatne do 5. dnia następnego miesiąca. Za każdą godzinę opieki poza ustalonym czasem przysługuje 35 zł. Opiekunka nie może podawać dziecku leków bez pisemnej zgody rodzica. Każda ze stron może rozwiązać umowę z zachowaniem dwutygodniowego okresu wypowiedzenia. Opiekunce przysługuje 20 dni płatnego urlopu w roku, którego termin należy uzgodnić ze Zleceniodawcą z miesięcznym wyprzedzeniem.",
        good=[
            Good(
                "preserve",
                "Dnia 2 września 2025 r. Anna Kowal (Zleceniodawca) i Marta Zielińska (Opiekunka) zawarły umowę, na mocy której Opiekunka zobowiązuje się opiekować dzieckiem w dni od poniedziałku do piątku, od 7:30 do 16:30. Przysługuje jej wynagrodzenie 4 200 zł brutto miesięcznie, płatne najpóźniej 5. dnia kolejnego miesiąca, a za każdą godzinę opieki poza ustalonym czasem – 35 zł. Opiekunka może podać dziecku leki tylko za pisemną zgodą rodzica. Każda ze stron może wypowiedzieć umowę z dwutygodniowym okresem wypowiedzenia. W każdym roku Opiekunka ma prawo do 20 dni płatnego urlopu; jego termin trzeba uzgodnić ze Zleceniodawcą miesiąc wcześniej.",
            ),
            Good(
                "preserve",
                "Umowa opieki nad dzieckiem – podsumowanie:\n- strony: Anna Kowal (Zleceniodawca) i Marta Zielińska (Opiekunka); data zawarcia: 2 września 2025 r.;\n- godziny opieki: poniedziałek–piątek, 7:30–16:30;\n- wynagrodzenie: 4 200 zł brutto miesięcznie, płatne do 5. dnia następnego miesiąca; każda godzina opieki poza ustalonym czasem – 35 zł;\n- leki: Opiekunka podaje je dziecku wyłącznie za pisemną zgodą rodzica;\n- wypowiedzenie: dwutygodniowe, dla każdej ze stron;\n- urlop: 20 dni płatnych rocznie, a jego termin trzeba uzgodnić ze Zleceniodawcą z miesięcznym wyprzedzeniem.",
            ),
            Good(
                "en",
                "This agreement was concluded on 2 September 2025 between Anna Kowal (the Client) and Marta Zielińska (the Childminder). The Childminder undertakes to look after the child from Monday to Friday, 7:30–16:30. Her pay is PLN 4,200 gross per month, payable by the 5th day of the following month. Each hour of care outside the agreed hours is paid at PLN 35. The Childminder may not give the child any medicine without a parent’s written consent. Either party may terminate the agreement with two weeks’ notice. The Childminder is entitled to 20 days of paid leave per year, the dates of which must be agreed with the Client one month in advance.",
            ),
        ],
        bad=[
            Slip(0, [("20 dni płatnego urlopu", "26 dni płatnego urlopu")], "number"),
            Slip(1, [("2 września 2025 r.", "2 września 2024 r.")], "date"),
            Slip(
                2, [("must be agreed with the Client", "may be agreed with the Client")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-egzamin-prawo-jazdy",
        source="Aby zapisać się na egzamin państwowy na prawo jazdy kat. B w WORD Kraków, należy mieć Profil Kandydata na Kierowcę (PKK) – numer PKK składa się z 20 cyfr i trzeba go podać przy rezerwacji. Terminy można rezerwować na stronie info-car.pl albo w kasie ośrodka. Opłata wynosi 30 zł za część teoretyczną i 140 zł za część praktyczną. Termin można bezpłatnie przełożyć najpóźniej na 2 dni przed egzaminem. Kandydat, który spóźni się na egzamin, nie zostanie do niego dopuszczony, a opłata nie podlega zwrotowi. Na egzamin należy zabrać dokument tożsamości ze zdjęciem.",
        good=[
            Good(
                "preserve",
                "Zapis na państwowy egzamin na prawo jazdy kat. B w WORD Kraków wymaga posiadania Profilu Kandydata na Kierowcę (PKK). Przy rezerwacji trzeba podać numer PKK, który ma 20 cyfr. Termin zarezerwujesz przez stronę info-car.pl lub w kasie ośrodka. Za część teoretyczną płacisz 30 zł, a za praktyczną 140 zł. Jeśli chcesz przełożyć egzamin bez opłat, zrób to nie później niż 2 dni przed wyznaczonym terminem. Spóźnienie oznacza, że nie zostaniesz dopuszczony do egzaminu, a opłata nie zostanie zwrócona. Musisz mieć przy sobie dokument tożsamości ze zdjęciem.",
            ),
            Good(
                "preserve",
                "Co jest potrzebne, żeby zapisać się na egzamin państwowy na prawo jazdy kat. B w WORD Kraków? Profil Kandydata na Kierowcę (PKK); jego 20-cyfrowy numer należy podać podczas rezerwacji. Gdzie zarezerwować termin? Na info-car.pl lub w kasie ośrodka. Ile kosztuje egzamin? Część teoretyczna – 30 zł, praktyczna – 140 zł. Czy można zmienić termin? Tak, bez opłaty, ale najpóźniej 2 dni przed egzaminem. Co, jeśli się spóźnię? Spóźniony kandydat nie jest dopuszczany do egzaminu i nie otrzymuje zwrotu opłaty. Co zabrać? Obowiązkowo dokument tożsamości ze zdjęciem.",
            ),
            Good(
                "en",
                "To book the state driving test for a category B licence at WORD Kraków, you must have a Driver Candidate Profile (PKK); the PKK number has 20 digits and must be given when booking. Dates can be booked at info-car.pl or at the centre’s cash desk. The fee is PLN 30 for the theory part and PLN 140 for the practical part. You can move your test date free of charge no later than 2 days before the test. Candidates who arrive late will not be admitted to the test, and the fee is non-refundable. You must bring an identity document with a photo.",
            ),
        ],
        bad=[
            Slip(0, [("kat. B", "kat. C")], "code"),
            Bad(
                "en",
                "Na egzamin państwowy kat. B w WORD Kraków zapiszesz się tylko z Profilem Kandydata na Kierowcę (PKK), a jego 20-cyfrowy numer podajesz przy rezerwacji. Rezerwacji dokonasz przez info-car.pl albo w kasie ośrodka. Opłaty: 30 zł za teorię i 140 zł za praktykę. Bezpłatna zmiana terminu jest możliwa najpóźniej 2 dni przed egzaminem. Spóźnieni kandydaci nie są dopuszczani do egzaminu, a opłata nie jest zwracana. Na egzamin trzeba zabrać dokument tożsamości ze zdjęciem.",
                "wrong_language",
            ),
            Slip(2, [("PLN 140", "PLN 180")], "number"),
        ],
    ),
    Case(
        key="pl-zwolnienie-lekarskie",
        source="Pracownik, który zachoruje, musi poinformować przełożonego o nieobecności najpóźniej w drugim dniu jej trwania – zgodnie z § 5 ust. 2 regulaminu pracy firmy Nordlab. Zwolnienie lekarskie (e-ZLA) trafia do pracodawcy automatycznie, więc nie trzeba dostarczać go osobiście. Za pierwsze 33 dni niezdolności do pracy w roku kalendarzowym pracownik otrzymuje wynagrodzenie chorobowe w wysokości 80% podstawy. W czasie zwolnienia nie wolno wykonywać pracy zarobkowej ani podejmować działań utrudniających powrót do zdrowia. Od 1 stycznia 2026 r. kontrole zwolnień będzie przeprowadzał dział kadr we współpracy z ZUS.",
        good=[
            Good(
                "preserve",
                "Zgodnie z § 5 ust. 2 regulaminu pracy firmy Nordlab chory pracownik ma obowiązek zawiadomić przełożonego o swojej nieobecności nie później niż w drugim dniu jej trwania. E-ZLA, czyli elektroniczne zwolnienie lekarskie, dociera do pracodawcy automatycznie – nie trzeba go dostarczać osobiście. Przez pierwsze 33 dni niezdolności do pracy w danym roku kalendarzowym przysługuje wynagrodzenie chorobowe równe 80% podstawy. Podczas zwolnienia zabronione jest wykonywanie pracy zarobkowej, a także wszelkie działania, które utrudniają powrót do zdrowia. Począwszy od 1 stycznia 2026 r. zwolnienia będzie kontrolować dział kadr we współpracy z ZUS.",
            ),
            Good(
                "preserve",
                "Co zrobić, gdy zachorujesz? Poinformuj przełożonego o nieobecności – musisz to zrobić najpóźniej drugiego dnia jej trwania (§ 5 ust. 2 regulaminu pracy firmy Nordlab). Zwolnienia nie musisz nosić do biura: e-ZLA trafia do pracodawcy automatycznie. Za pierwsze 33 dni niezdolności do pracy w roku kalendarzowym dostajesz wynagrodzenie chorobowe – 80% podstawy. Będąc na zwolnieniu, nie możesz pracować zarobkowo ani robić niczego, co utrudnia powrót do zdrowia. Uwaga: od 1 stycznia 2026 r. zwolnienia będzie kontrolował dział kadr, współpracując z ZUS.",
            ),
            Good(
                "en",
                "An employee who falls ill must inform their manager of the absence no later than on its second day, in accordance with § 5(2) of Nordlab’s work regulations. The electronic sick note (e-ZLA) reaches the employer automatically, so there is no need to deliver it in person. For the first 33 days of incapacity for work in a calendar year, the employee receives sick pay of 80% of the basis. While on sick leave, employees must not do paid work or do anything that hinders their recovery. From 1 January 2026, sick leave checks will be carried out by the HR department in cooperation with ZUS.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("– nie trzeba go dostarczać osobiście", "– trzeba go dostarczać osobiście")],
                "negation",
            ),
            Slip(1, [("§ 5 ust. 2", "§ 5 ust. 3")], "legal_reference"),
            Slip(2, [("From 1 January 2026", "From 1 July 2026")], "date"),
        ],
    ),
    Case(
        key="pl-nadgodziny",
        source="Praca w godzinach nadliczbowych w Zakładach Mechanicznych Orion jest dopuszczalna wyłącznie na pisemne polecenie kierownika działu. Liczba nadgodzin jednego pracownika nie może przekroczyć 150 w roku kalendarzowym. Za każdą nadgodzinę w dzień roboczy przysługuje dodatek w wysokości 50% wynagrodzenia, a w nocy, niedziele i święta – 100%. Zamiast dodatku pracownik może na swój wniosek otrzymać czas wolny w wymiarze równym liczbie przepracowanych nadgodzin. Wnioski o odbiór czasu wolnego należy przesyłać na adres kadry@orion-zm.pl co najmniej 3 dni przed planowanym dniem wolnym. Kierownik powinien rozpatrzyć wniosek w ciągu 2 dni roboczych.",
        good=[
            Good(
                "preserve",
                "W Zakładach Mechanicznych Orion nadgodziny można wykonywać tylko na pisemne polecenie kierownika działu, a jeden pracownik może ich przepracować najwyżej 150 w roku kalendarzowym. Dodatek za nadgodzinę wynosi 50% wynagrodzenia w dni robocze oraz 100% w nocy, w niedziele i w święta. Na wniosek pracownika dodatek można zastąpić czasem wolnym w wymiarze równym liczbie przepracowanych nadgodzin. Wniosek o odbiór wolnego trzeba wysłać na adres kadry@orion-zm.pl nie później niż 3 dni przed planowanym dniem wolnym, a kierownik powinien go rozpatrzyć w ciągu 2 dni roboczych.",
            ),
            Good(
                "preserve",
                "Zasady dotyczące nadgodzin w Zakładach Mechanicznych Orion:\n1. Nadgodziny są dopuszczalne jedynie wtedy, gdy kierownik działu wyda pisemne polecenie.\n2. Limit wynosi 150 nadgodzin na pracownika w roku kalendarzowym.\n3. Dodatek: 50% wynagrodzenia za nadgodzinę w dzień roboczy; 100% za nadgodzinę w nocy, w niedzielę lub święto.\n4. Pracownik może na swój wniosek otrzymać zamiast dodatku czas wolny – w wymiarze równym liczbie przepracowanych nadgodzin.\n5. Wnioski o odbiór czasu wolnego należy kierować na kadry@orion-zm.pl co najmniej 3 dni przed planowanym dniem wolnym; kierownik powinien je rozpatrzyć w ciągu 2 dni roboczych.",
            ),
            Good(
                "en",
                "At Orion Mechanical Works, overtime is permitted only on the written instruction of the head of department. No employee may work more than 150 overtime hours in a calendar year. Each overtime hour on a working day earns a supplement of 50% of pay, and at night, on Sundays and on public holidays, 100%. Instead of the supplement, an employee may, at their own request, receive time off equal to the number of overtime hours worked. Requests for time off must be sent to kadry@orion-zm.pl at least 3 days before the planned day off. The manager should process the request within 2 working days.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("kierownik powinien go rozpatrzyć", "kierownik musi go rozpatrzyć")],
                "modality",
            ),
            Slip(1, [("kadry@orion-zm.pl", "kadry@orion.pl")], "url"),
            Slip(2, [("more than 150 overtime hours", "more than 250 overtime hours")], "number"),
        ],
    ),
    Case(
        key="pl-ogrody-dzialkowe",
        source="Rodzinny Ogród Działkowy „Słonecznik” ogłasza nabór na 6 wolnych działek o powierzchni 300–400 m². Roczna opłata ogrodowa wynosi 0,85 zł za m² i jest płatna do 30 czerwca. Działkowiec musi utrzymywać działkę w należytym stanie i nie może wznosić altan większych niż 35 m². Na działkach nie wolno trzymać zwierząt gospodarskich ani palić odpadów roślinnych. Pierwszeństwo przysługuje mieszkańcom dzielnicy Zabłocie. Zgłoszenia przyjmuje zarząd ogrodu w każdą sobotę od 10:00 do 12:00 w świetlicy przy bramie głównej; można je też wysłać na adres zarzad@rod-slonecznik.pl. Przydział działki nie wymaga wpłacania kaucji.",
        good=[
            Good(
                "preserve",
                "Zarząd ROD „Słonecznik” przyjmuje zgłoszenia na 6 wolnych działek, każda o powierzchni od 300 do 400 m². Opłata ogrodowa to 0,85 zł za metr kwadratowy rocznie, z terminem płatności do 30 czerwca. Działkowiec ma obowiązek dbać o należyty stan działki; altana nie może mieć więcej niż 35 m². Zabronione jest trzymanie na działkach zwierząt gospodarskich i palenie odpadów roślinnych. Pierwszeństwo mają mieszkańcy dzielnicy Zabłocie. Zgłoszenia można składać w każdą sobotę między 10:00 a 12:00 w świetlicy przy bramie głównej albo e-mailem na zarzad@rod-slonecznik.pl. Za przydział działki nie pobiera się kaucji.",
            ),
            Good(
                "preserve",
                "Wolne działki w ROD „Słonecznik”! Do wzięcia jest 6 działek (300–400 m²); w pierwszej kolejności otrzymają je mieszkańcy dzielnicy Zabłocie. Kaucji nie trzeba wpłacać. Warunki:\n- opłata ogrodowa: 0,85 zł/m² rocznie, płatna do 30 czerwca;\n- obowiązek utrzymywania działki w należytym stanie;\n- altany najwyżej 35 m²;\n- zakaz trzymania zwierząt gospodarskich i palenia odpadów roślinnych.\nZgłoszenia przyjmuje zarząd ogrodu: w każdą sobotę, 10:00–12:00, świetlica przy bramie głównej, lub e-mailem na zarzad@rod-slonecznik.pl.",
            ),
            Good(
                "en",
                "The “Słonecznik” Family Allotment Garden is accepting applications for 6 vacant plots of 300–400 m². The annual garden fee is PLN 0.85 per m² and is payable by 30 June. Plot holders must keep their plot in good order and may not build summer houses larger than 35 m². Keeping farm animals and burning plant waste on the plots are prohibited. Residents of the Zabłocie district have priority. Applications are accepted by the garden board every Saturday from 10:00 to 12:00 in the common room by the main gate, and can also be sent to zarzad@rod-slonecznik.pl. No deposit is required for the allocation of a plot.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Pierwszeństwo mają mieszkańcy dzielnicy Zabłocie.",
                        "Pierwszeństwo mają mieszkańcy dzielnicy Zabłocie oraz emeryci.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Kaucji nie trzeba wpłacać.", "Kaucję trzeba wpłacić.")], "negation"),
            Slip(2, [("Plot holders must keep", "Plot holders should keep")], "modality"),
        ],
    ),
    Case(
        key="pl-oplaty-notarialne",
        source="Kancelaria Notarialna Joanny Wrony informuje, że maksymalne stawki taksy notarialnej określa rozporządzenie Ministra Sprawiedliwości z 28 czerwca 2004 r. Przy sprzedaży mieszkania o wartości 500 000 zł taksa wyniesie około 1 010 zł netto, ale ostateczna kwota zależy od liczby stron i wypisów. Do taksy należy doliczyć 23% VAT oraz opłaty sądowe za wpis do księgi wieczystej. Podatek od czynności cywilnoprawnych notariusz pobiera jako płatnik. Wizytę można umówić telefonicznie lub przez formularz na stronie www.notariusz-wrona.pl/kontakt. Na spotkanie należy zabrać dowód osobisty; bez niego notariusz nie może sporządzić aktu.",
        good=[
            Good(
                "preserve",
                "Maksymalne stawki taksy notarialnej określa rozporządzenie Ministra Sprawiedliwości z 28 czerwca 2004 r. – przypomina Kancelaria Notarialna Joanny Wrony. Jeśli sprzedawane mieszkanie jest warte 500 000 zł, taksa wyniesie około 1 010 zł netto; ostateczna kwota zależy jednak od liczby stron i wypisów. Do taksy trzeba doliczyć 23% VAT, a także opłaty sądowe za wpis do księgi wieczystej. Podatek od czynności cywilnoprawnych notariusz pobiera jako płatnik. Termin wizyty można ustalić telefonicznie albo przez formularz na www.notariusz-wrona.pl/kontakt. Na spotkanie trzeba zabrać dowód osobisty, ponieważ bez niego notariusz nie może sporządzić aktu.",
            ),
            Good(
                "preserve",
                "Ile kosztuje notariusz przy sprzedaży mieszkania? Przy mieszkaniu wartym 500 000 zł taksa notarialna to około 1 010 zł netto, a ostateczna kwota zależy od liczby stron i wypisów. Maksymalne stawki wyznacza rozporządzenie Ministra Sprawiedliwości z 28 czerwca 2004 r. Co trzeba doliczyć? 23% VAT od taksy i opłaty sądowe za wpis do księgi wieczystej. A podatek od czynności cywilnoprawnych? Pobiera go notariusz jako płatnik. Jak się umówić? Telefonicznie lub przez formularz: www.notariusz-wrona.pl/kontakt. Co zabrać? Dowód osobisty – bez niego notariusz nie może sporządzić aktu. Informacja Kancelarii Notarialnej Joanny Wrony.",
            ),
            Good(
                "en",
                "Joanna Wrona’s notary office informs clients that the maximum notarial fees are set by the Minister of Justice’s regulation of 28 June 2004. For the sale of a flat worth PLN 500,000, the fee will be about PLN 1,010 net, but the final amount depends on the number of parties and copies. 23% VAT must be added to the fee, as well as court fees for the entry in the land register. The notary collects the tax on civil-law transactions as the payer. Appointments can be made by phone or through the form at www.notariusz-wrona.pl/kontakt. You must bring your ID card to the meeting; without it, the notary cannot draw up the deed.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "taksa wyniesie około 1 010 zł netto",
                        "taksa wyniesie dokładnie 1 010 zł netto",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Co zabrać? Dowód osobisty – bez niego",
                        "Co zabrać? Dowód osobisty oraz akt nabycia mieszkania – bez dowodu",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("www.notariusz-wrona.pl/kontakt", "www.notariuszwrona.pl/kontakt")], "url"),
        ],
    ),
    Case(
        key="pl-abstrakt-drzewa-miejskie",
        source="Celem badania była ocena wpływu zadrzewień ulicznych na temperaturę powierzchni w Warszawie w latach 2018–2022. Wykorzystano zdjęcia satelitarne Landsat 8 dla 42 dni upalnych oraz dane z 15 stacji pomiarowych. Na ulicach o pokryciu koronami drzew powyżej 30% temperatura powierzchni była średnio o 4,2°C niższa niż na ulicach bez drzew. Wyniki sugerują, że zwiększenie zadrzewienia może ograniczać miejską wyspę ciepła, co jest zgodne z wcześniejszymi obserwacjami (Kowalczyk i in., 2021; Bowler i in., 2010). Efekt był prawdopodobnie słabszy na ulicach o zabudowie wyższej niż 25 m. Nie badano wpływu zadrzewień na temperaturę powietrza wewnątrz budynków.",
        good=[
            Good(
                "preserve",
                "W badaniu oceniono, jak zadrzewienia uliczne wpływały na temperaturę powierzchni w Warszawie w okresie 2018–2022. Analizą objęto zdjęcia satelitarne Landsat 8 z 42 upalnych dni, a także dane z 15 stacji pomiarowych. Tam, gdzie korony drzew pokrywały ponad 30% ulicy, temperatura powierzchni była przeciętnie o 4,2°C niższa niż na ulicach pozbawionych drzew. Uzyskane wyniki sugerują, że zwiększenie zadrzewienia może ograniczać miejską wyspę ciepła, co pokrywa się z wcześniejszymi obserwacjami (Kowalczyk i in., 2021; Bowler i in., 2010). Na ulicach z zabudową przekraczającą 25 m wysokości efekt był prawdopodobnie słabszy. Badanie nie obejmowało wpływu zadrzewień na temperaturę powietrza wewnątrz budynków.",
            ),
            Good(
                "preserve",
                "Czy drzewa przy ulicach chłodzą Warszawę? Badacze przeanalizowali lata 2018–2022, korzystając ze zdjęć satelitarnych Landsat 8 wykonanych w 42 upalne dni oraz z danych 15 stacji pomiarowych. Na ulicach, na których korony drzew zajmowały więcej niż 30% powierzchni, temperatura powierzchni była średnio o 4,2°C niższa niż na ulicach bez drzew. Zdaniem autorów wyniki sugerują, że większa liczba drzew może ograniczać miejską wyspę ciepła – podobnie jak wskazywały wcześniejsze obserwacje (Kowalczyk i in., 2021; Bowler i in., 2010). Tam, gdzie zabudowa jest wyższa niż 25 m, efekt był prawdopodobnie słabszy. Wpływu drzew na temperaturę powietrza wewnątrz budynków nie badano.",
            ),
            Good(
                "en",
                "The study aimed to assess the effect of street trees on surface temperature in Warsaw in 2018–2022. We used Landsat 8 satellite images for 42 hot days and data from 15 measuring stations. On streets with tree canopy cover above 30%, surface temperature was on average 4.2°C lower than on streets without trees. The results suggest that increasing tree cover may reduce the urban heat island, which is consistent with earlier observations (Kowalczyk et al., 2021; Bowler et al., 2010). The effect was probably weaker on streets with buildings taller than 25 m. The effect of trees on indoor air temperature was not examined.",
            ),
        ],
        bad=[
            Slip(0, [("Bowler i in., 2010", "Bowler i in., 2012")], "citation"),
            Slip(1, [("efekt był prawdopodobnie słabszy", "efekt był słabszy")], "hedge"),
            Slip(2, [("; Bowler et al., 2010", "")], "citation"),
        ],
    ),
    Case(
        key="pl-wyrok-sadu",
        source="Sąd Okręgowy w Poznaniu wyrokiem z 12 maja 2025 r. (sygn. akt XII C 431/24) uwzględnił powództwo konsumentki przeciwko bankowi i uznał, że klauzula dotycząca opłaty za wcześniejszą spłatę kredytu jest abuzywna w rozumieniu art. 385¹ § 1 Kodeksu cywilnego. Bank musi zwrócić powódce 8 740 zł wraz z odsetkami ustawowymi za opóźnienie od 3 lutego 2024 r. Sąd nie podzielił argumentu banku, że klauzulę indywidualnie uzgodniono. Wyrok jest nieprawomocny, a bank najprawdopodobniej złoży apelację. Według pełnomocnika powódki podobne klauzule mogą znajdować się w umowach co najmniej kilku tysięcy klientów.",
        good=[
            Good(
                "preserve",
                "Konsumentka wygrała z bankiem przed Sądem Okręgowym w Poznaniu. W wyroku z 12 maja 2025 r. (sygn. akt XII C 431/24) sąd uznał klauzulę o opłacie za wcześniejszą spłatę kredytu za abuzywną w rozumieniu art. 385¹ § 1 Kodeksu cywilnego i uwzględnił powództwo. Bank ma obowiązek zwrócić powódce 8 740 zł z ustawowymi odsetkami za opóźnienie liczonymi od 3 lutego 2024 r. Sąd odrzucił argument banku, jakoby klauzula została indywidualnie uzgodniona. Wyrok nie jest prawomocny; bank najprawdopodobniej wniesie apelację. Pełnomocnik powódki twierdzi, że podobne klauzule mogą zawierać umowy co najmniej kilku tysięcy klientów.",
            ),
            Good(
                "preserve",
                "W sprawie o sygn. akt XII C 431/24 Sąd Okręgowy w Poznaniu wyrokiem z dnia 12 maja 2025 r. uwzględnił powództwo konsumentki skierowane przeciwko bankowi. Sąd stwierdził, że postanowienie przewidujące opłatę za wcześniejszą spłatę kredytu stanowi klauzulę abuzywną (art. 385¹ § 1 Kodeksu cywilnego), i zasądził od banku na rzecz powódki 8 740 zł z odsetkami ustawowymi za opóźnienie od dnia 3 lutego 2024 r. Za nietrafny uznano argument pozwanego banku, że klauzula była indywidualnie uzgodniona. Orzeczenie jest nieprawomocne, a bank najprawdopodobniej je zaskarży apelacją. Pełnomocnik powódki ocenia, że podobne klauzule mogą występować w umowach co najmniej kilku tysięcy klientów.",
            ),
            Good(
                "en",
                "In a judgment of 12 May 2025 (case no. XII C 431/24), the Regional Court in Poznań upheld a consumer’s claim against a bank and found that the clause on the fee for early repayment of the loan was unfair within the meaning of Article 385¹ § 1 of the Civil Code. The bank must return PLN 8,740 to the claimant with statutory interest for late payment from 3 February 2024. The court rejected the bank’s argument that the clause had been individually negotiated. The judgment is not final, and the bank will most likely appeal. According to the claimant’s lawyer, similar clauses may be found in the contracts of at least several thousand customers.",
            ),
        ],
        bad=[
            Slip(0, [("art. 385¹ § 1", "art. 385¹ § 2")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "8 740 zł z odsetkami",
                        "8 740 zł oraz 3 617 zł tytułem kosztów procesu, z odsetkami",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("the bank will most likely appeal", "the bank will appeal")], "hedge"),
        ],
    ),
]
