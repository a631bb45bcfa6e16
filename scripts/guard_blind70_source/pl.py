# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 70: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-fizjoterapia-domowa-po-endoprotezie-kolana",
        source="Po wszczepieniu endoprotezy kolana ćwiczenia w domu wykonuj dwa razy dziennie, rano i wieczorem, po około 20 minut. Przez pierwsze 6 tygodni nie klękaj na operowanej nodze i nie siadaj na niskich krzesłach, ponieważ zbyt duże zgięcie może obciążyć implant. Zginanie kolana zwiększaj stopniowo: celem na koniec czwartego tygodnia jest zwykle kąt 90 stopni. Okład z lodu przykładaj na 15 minut po każdej serii ćwiczeń, zawsze przez cienki ręcznik. Jeśli obrzęk narasta, a skóra wokół rany staje się gorąca i czerwona, skontaktuj się z poradnią ortopedyczną pod numerem 22 514 30 80. Fizjoterapeuta odwiedzi Cię ponownie po 10 dniach, aby ocenić postępy.",
        good=[
            Good(
                "preserve",
                "Ćwiczenia domowe po endoprotezie kolana – najważniejsze zalecenia:\n"
                "- Ćwicz dwa razy na dobę (rano i wieczorem), za każdym razem przez mniej więcej 20 minut.\n"
                "- W ciągu pierwszych sześciu tygodni nie klękaj na operowanej nodze i nie siadaj na niskich krzesłach – nadmierne zgięcie może obciążać implant.\n"
                "- Zgięcie kolana zwiększaj stopniowo; pod koniec 4. tygodnia celem jest zazwyczaj 90 stopni.\n"
                "- Po każdej serii ćwiczeń przyłóż lód na 15 minut, zawsze przez cienki ręcznik.\n"
                "- Gdy obrzęk się powiększa, a skóra wokół rany robi się gorąca i zaczerwieniona, zadzwoń do poradni ortopedycznej: 22 514 30 80.\n"
                "Fizjoterapeuta przyjdzie do Ciebie ponownie po 10 dniach, żeby sprawdzić postępy.",
            ),
            Good(
                "preserve",
                "Fizjoterapeuta odwiedzi pacjenta ponownie po 10 dniach, by ocenić postępy. Ćwiczenia domowe po wszczepieniu endoprotezy kolana należy wykonywać dwukrotnie w ciągu dnia – rano i wieczorem – po około dwadzieścia minut. Zgięcie kolana trzeba zwiększać stopniowo; pod koniec czwartego tygodnia celem jest zwykle kąt 90 stopni. Przez pierwsze 6 tygodni nie wolno klękać na operowanej nodze ani siadać na niskich krzesłach, ponieważ zbyt duże zgięcie może obciążyć implant. Po każdej serii ćwiczeń przykłada się okład z lodu na 15 minut, zawsze przez cienki ręcznik. Narastający obrzęk oraz gorąca i czerwona skóra wokół rany to sygnał, by skontaktować się z poradnią ortopedyczną (tel. 22 514 30 80).",
            ),
            Good(
                "en",
                "After a knee replacement, do your home exercises twice a day, in the morning and in the evening, for about 20 minutes each time. For the first six weeks, do not kneel on the operated leg and do not sit on low chairs, because bending the knee too far may put strain on the implant. Increase knee bending gradually: the goal by the end of week four is usually a 90-degree angle. Apply an ice pack for 15 minutes after every set of exercises, always through a thin towel. If the swelling gets worse and the skin around the wound becomes hot and red, contact the orthopaedic clinic on 22 514 30 80. Your physiotherapist will visit you again after 10 days to check your progress.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("i nie siadaj na niskich krzesłach", "i siadaj na niskich krzesłach")],
                "negation",
            ),
            Slip(
                2, [("for 15 minutes after every set", "for 25 minutes after every set")], "number"
            ),
            Slip(1, [("po około dwadzieścia minut", "po dwadzieścia minut")], "hedge"),
        ],
    ),
    Case(
        key="pl-szkola-tanca-towarzyskiego-kurs-jesienny",
        source="Szkoła Tańca Towarzyskiego „Pas de Deux” zaprasza na jesienny kurs dla początkujących par. Zajęcia ruszają we wtorek 7 października 2025 r. i odbywają się raz w tygodniu o 19:30 w sali przy ul. Ogrodowej 12. Kurs obejmuje 12 spotkań po 90 minut; poznacie podstawy walca angielskiego, cza-czy i tanga. Zapisy przyjmujemy do 30 września. Pary powinny przychodzić w wygodnym obuwiu na gładkiej podeszwie, a osoby bez partnera mogą zapisać się na listę rezerwową – postaramy się dobrać im partnera, ale nie możemy tego zagwarantować. Opłatę za cały kurs, 640 zł od pary, należy wnieść przed pierwszymi zajęciami.",
        good=[
            Good(
                "preserve",
                "Zaczynacie przygodę z tańcem? Jesienny kurs dla początkujących par w Szkole Tańca Towarzyskiego „Pas de Deux” startuje we wtorek, 7 października 2025 roku. Spotykamy się co tydzień o 19:30 w sali na Ogrodowej 12 – w sumie 12 zajęć po półtorej godziny, na których nauczycie się podstaw walca angielskiego, cza-czy i tanga. Na zapisy czekamy do 30 września. Przed pierwszymi zajęciami trzeba wpłacić 640 zł od pary za cały kurs. Pary powinny mieć wygodne buty na gładkiej podeszwie. Jeśli nie macie partnera, możecie zapisać się na listę rezerwową: postaramy się kogoś dobrać, choć nie możemy tego zagwarantować.",
            ),
            Good(
                "preserve",
                "Jesienny kurs dla początkujących par – Szkoła Tańca Towarzyskiego „Pas de Deux”\n"
                "• Start: wtorek, 7.10.2025 r.; dalej raz w tygodniu o godz. 19:30.\n"
                "• Miejsce: sala przy ul. Ogrodowej 12.\n"
                "• Program: 12 spotkań po 90 minut – podstawy walca angielskiego, cza-czy i tanga.\n"
                "• Zapisy: do 30 września.\n"
                "• Opłata: 640 zł od pary za cały kurs; należy ją wnieść przed pierwszymi zajęciami.\n"
                "• Obuwie: pary powinny przychodzić w wygodnych butach na gładkiej podeszwie.\n"
                "• Osoby bez partnera mogą zapisać się na listę rezerwową; szkoła postara się dobrać im partnera, ale nie może tego zagwarantować.",
            ),
            Good(
                "en",
                "The “Pas de Deux” Ballroom Dance School invites beginner couples to its autumn course. Classes start on Tuesday, 7 October 2025, and take place once a week at 7:30 pm in the hall at 12 Ogrodowa Street. The course consists of 12 sessions of 90 minutes each, covering the basics of the English waltz, cha-cha and tango. Registration is open until 30 September. Couples should come in comfortable shoes with smooth soles. Dancers without a partner may sign up for the waiting list – we will try to find them a partner, but we cannot guarantee it. The fee for the whole course, PLN 640 per couple, must be paid before the first class.",
            ),
        ],
        bad=[
            Slip(2, [("Couples should come", "Couples must come")], "modality"),
            Slip(1, [("• Zapisy: do 30 września.", "• Zapisy: do 20 września.")], "date"),
            Slip(
                0,
                [
                    (
                        "cza-czy i tanga.",
                        "cza-czy i tanga, a na zakończenie wystąpicie na balu pokazowym w hotelu Polonia.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-kantor-wymiana-walut-identyfikacja-klienta",
        source="Informacja dla klientów kantoru „Grosz” przy ul. Piotrkowskiej 45. Przy transakcjach o wartości równej lub wyższej niż 15 000 euro albo ich równowartości kasjer ma obowiązek wylegitymować klienta i zapisać dane z dokumentu tożsamości, zgodnie z art. 35 ustawy z dnia 1 marca 2018 r. o przeciwdziałaniu praniu pieniędzy oraz finansowaniu terroryzmu. Obowiązek ten dotyczy także kilku mniejszych wymian, które wydają się ze sobą powiązane. Nie przyjmujemy banknotów zniszczonych, naddartych ani wycofanych z obiegu. Kursy w tabeli obowiązują przy wymianie do 5 000 zł; przy wyższych kwotach kurs można negocjować z kierownikiem zmiany. Kantor jest czynny od poniedziałku do soboty w godzinach 9:00–19:00.",
        good=[
            Good(
                "preserve",
                "Kantor „Grosz” (ul. Piotrkowska 45) – ważne informacje. Jeżeli wymieniasz 15 000 euro lub więcej (albo równowartość tej kwoty), kasjer musi Cię wylegitymować i zapisać dane z Twojego dokumentu tożsamości. Wynika to z art. 35 ustawy z 1 marca 2018 r. o przeciwdziałaniu praniu pieniędzy oraz finansowaniu terroryzmu. Ta sama zasada obowiązuje, gdy kilka mniejszych wymian wygląda na powiązane ze sobą. Banknoty zniszczone, naddarte lub wycofane z obiegu nie są przyjmowane. Kursy z tabeli dotyczą wymian do 5 000 zł – przy wyższych kwotach kurs możesz negocjować z kierownikiem zmiany. Zapraszamy od poniedziałku do soboty, 9:00–19:00.",
            ),
            Good(
                "preserve",
                "Kantor „Grosz”, ul. Piotrkowska 45, jest czynny od poniedziałku do soboty w godz. 9.00–19.00. Kursy podane w tabeli mają zastosowanie do wymian nieprzekraczających 5000 zł, natomiast przy wyższych kwotach kurs można negocjować z kierownikiem zmiany. Kantor nie przyjmuje banknotów zniszczonych, naddartych ani wycofanych z obiegu. Na podstawie art. 35 ustawy z dnia 1 marca 2018 r. o przeciwdziałaniu praniu pieniędzy oraz finansowaniu terroryzmu kasjer jest zobowiązany wylegitymować klienta i odnotować dane z jego dokumentu tożsamości, jeśli wartość transakcji wynosi co najmniej 15 000 euro lub równowartość tej kwoty. Obowiązek ten obejmuje również kilka mniejszych wymian, które wydają się ze sobą powiązane.",
            ),
            Good(
                "en",
                "Information for customers of the “Grosz” exchange office at 45 Piotrkowska Street. For transactions worth EUR 15,000 or more, or the equivalent, the cashier is required to check the customer's identity and record the details from their ID document, in accordance with Article 35 of the Act of 1 March 2018 on Counteracting Money Laundering and Terrorist Financing. This obligation also applies to several smaller exchanges that appear to be linked. We do not accept banknotes that are damaged, torn or withdrawn from circulation. The rates in the table apply to exchanges of up to PLN 5,000; for larger amounts, the rate can be negotiated with the shift manager. The office is open Monday to Saturday, 9:00 am to 7:00 pm.",
            ),
        ],
        bad=[
            Slip(1, [("art. 35 ustawy", "art. 53 ustawy")], "legal_reference"),
            Slip(2, [("up to PLN 5,000", "up to PLN 50,000")], "number"),
            Slip(0, [("z obiegu nie są przyjmowane", "z obiegu są przyjmowane")], "negation"),
        ],
    ),
    Case(
        key="pl-hospicjum-wolontariat-szkolenie-i-dyzury",
        source="Hospicjum św. Łazarza szuka wolontariuszy do pracy przy chorych. Każdy kandydat musi ukończyć bezpłatne szkolenie podstawowe, które trwa 30 godzin i odbywa się w trzy kolejne weekendy, począwszy od soboty 8 marca. Przed rozpoczęciem dyżurów trzeba też dostarczyć zaświadczenie o niekaralności oraz potwierdzenie aktualnego szczepienia przeciw grypie. Wolontariusze nie podają leków i nie wykonują zabiegów pielęgniarskich – ich zadaniem jest towarzyszenie chorym, rozmowa, czytanie, pomoc przy posiłkach. Minimalny dyżur to 4 godziny w tygodniu. Osoby, które w ciągu ostatniego roku straciły kogoś bliskiego, mogą wziąć udział w szkoleniu dopiero po rozmowie z psychologiem hospicjum. Zgłoszenia: wolontariat@hospicjum-lazarz.pl.",
        good=[
            Good(
                "preserve",
                "Chcesz zostać wolontariuszem w Hospicjum św. Łazarza? Najpierw musisz przejść bezpłatne szkolenie podstawowe – 30 godzin rozłożonych na trzy kolejne weekendy; pierwsze zajęcia są w sobotę 8 marca. Zanim zaczniesz dyżury, musisz też dostarczyć zaświadczenie o niekaralności i potwierdzenie aktualnego szczepienia przeciw grypie. Pamiętaj, że jako wolontariusz nie podajesz leków ani nie wykonujesz zabiegów pielęgniarskich. Twoja rola to bycie przy chorych: rozmowa, czytanie, pomoc przy posiłkach. Dyżur trwa minimum 4 godziny tygodniowo. Jeśli w ostatnim roku straciłeś kogoś bliskiego, możesz dołączyć do szkolenia dopiero po rozmowie z psychologiem hospicjum. Zgłoś się: wolontariat@hospicjum-lazarz.pl.",
            ),
            Good(
                "preserve",
                "Hospicjum św. Łazarza – rekrutacja wolontariuszy do pracy przy chorych\n"
                "Wymagania:\n"
                "1. Ukończenie bezpłatnego szkolenia podstawowego (30 godzin, trzy kolejne weekendy, start w sobotę 8 marca) – obowiązkowe dla każdego kandydata.\n"
                "2. Zaświadczenie o niekaralności oraz potwierdzenie aktualnego szczepienia przeciw grypie – należy je dostarczyć przed rozpoczęciem dyżurów.\n"
                "3. Gotowość do dyżurów w wymiarze co najmniej 4 godzin tygodniowo.\n"
                "Wolontariusz towarzyszy chorym, rozmawia z nimi, czyta im i pomaga przy posiłkach; nie podaje leków ani nie wykonuje zabiegów pielęgniarskich. Kandydaci, którzy w ciągu ostatniego roku stracili bliską osobę, mogą przystąpić do szkolenia dopiero po rozmowie z psychologiem hospicjum. Zgłoszenia prosimy kierować na adres wolontariat@hospicjum-lazarz.pl.",
            ),
            Good(
                "en",
                "St Lazarus Hospice is looking for volunteers to work with patients. Every candidate must complete a free basic training course, which lasts 30 hours and runs over three consecutive weekends, starting on Saturday 8 March. Before starting their shifts, volunteers must also provide a certificate of no criminal record and proof of a current flu vaccination. Volunteers do not give medication and do not perform nursing procedures – their role is to keep patients company, talk, read and help at mealtimes. The minimum shift is 4 hours a week. People who have lost someone close to them in the past year may join the training only after a conversation with the hospice psychologist. Applications: wolontariat@hospicjum-lazarz.pl.",
            ),
        ],
        bad=[
            Slip(0, [("Najpierw musisz przejść", "Najpierw warto przejść")], "modality"),
            Slip(
                2,
                [
                    (
                        "Volunteers do not give medication and do not perform",
                        "Volunteers give medication but do not perform",
                    )
                ],
                "negation",
            ),
            Slip(1, [("start w sobotę 8 marca", "start w sobotę 15 marca")], "date"),
        ],
    ),
    Case(
        key="pl-serwis-pompy-ciepla-przeglad-roczny",
        source="Przegląd pompy ciepła powietrze–woda warto zlecać raz w roku, najlepiej przed sezonem grzewczym. Podczas wizyty serwisant sprawdza szczelność układu chłodniczego, czyści parownik i filtr siatkowy, kontroluje ciśnienie w instalacji (zwykle 1,5–2 bar) oraz aktualizuje oprogramowanie sterownika. Zaniedbany filtr może obniżyć sprawność urządzenia nawet o 15%. Urządzenia zawierające co najmniej 5 ton ekwiwalentu CO2 czynnika chłodniczego podlegają obowiązkowej kontroli szczelności. Standardowy przegląd trwa około dwóch godzin i kosztuje 450 zł brutto. Termin umówisz przez formularz na stronie https://termoserwis.pl/przeglady lub telefonicznie. Gwarancja producenta zwykle wymaga udokumentowanego przeglądu co 12 miesięcy.",
        good=[
            Good(
                "preserve",
                "Roczny przegląd pompy ciepła powietrze–woda – co warto wiedzieć:\n"
                "- Warto go zlecać raz w roku, najlepiej przed sezonem grzewczym.\n"
                "- Serwisant sprawdzi szczelność układu chłodniczego, wyczyści parownik i filtr siatkowy, skontroluje ciśnienie w instalacji (zwykle 1,5–2 bar) i zaktualizuje oprogramowanie sterownika.\n"
                "- Zaniedbany filtr może zmniejszyć sprawność pompy nawet o 15%.\n"
                "- Urządzenia z co najmniej 5 tonami ekwiwalentu CO2 czynnika chłodniczego podlegają obowiązkowej kontroli szczelności.\n"
                "- Standardowa wizyta trwa mniej więcej dwie godziny i kosztuje 450 zł brutto.\n"
                "- Gwarancja producenta zazwyczaj wymaga udokumentowanego przeglądu co 12 miesięcy.\n"
                "Termin zarezerwujesz przez formularz https://termoserwis.pl/przeglady albo telefonicznie.",
            ),
            Good(
                "preserve",
                "Pompę ciepła powietrze–woda dobrze jest oddawać do przeglądu raz w roku, najlepiej zanim zacznie się sezon grzewczy. Gwarancja producenta zwykle i tak wymaga udokumentowanego przeglądu co 12 miesięcy. Standardowa wizyta trwa około dwóch godzin, a jej koszt to 450 zł brutto. W jej trakcie serwisant kontroluje szczelność układu chłodniczego, czyści parownik oraz filtr siatkowy, sprawdza ciśnienie w instalacji, które zwykle wynosi 1,5–2 bar, i aktualizuje oprogramowanie sterownika. Zaniedbany filtr może bowiem obniżyć sprawność urządzenia nawet o 15%. Jeśli pompa zawiera co najmniej 5 ton ekwiwalentu CO2 czynnika chłodniczego, podlega obowiązkowej kontroli szczelności. Termin można umówić telefonicznie lub przez formularz na https://termoserwis.pl/przeglady.",
            ),
            Good(
                "en",
                "It is a good idea to have an air-to-water heat pump serviced once a year, ideally before the heating season. During the visit, the technician checks the refrigerant circuit for leaks, cleans the evaporator and the mesh filter, checks the system pressure (usually 1.5–2 bar) and updates the controller software. A neglected filter can reduce the unit's efficiency by as much as 15%. Units containing at least 5 tonnes of CO2 equivalent of refrigerant are subject to mandatory leak checks. A standard service takes about two hours and costs PLN 450 gross. You can book an appointment using the form at https://termoserwis.pl/przeglady or by phone. The manufacturer's warranty usually requires a documented service every 12 months.",
            ),
        ],
        bad=[
            Slip(0, [("450 zł brutto", "540 zł brutto")], "number"),
            Slip(2, [("takes about two hours", "takes two hours")], "hedge"),
            Slip(
                1,
                [("https://termoserwis.pl/przeglady", "https://termoserwis.com.pl/przeglady")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-festiwal-filmowy-akredytacja-prasowa-zasady",
        source="Akredytacje prasowe na 18. Festiwal Filmowy „Nowe Horyzonty Północy” przyjmujemy wyłącznie przez formularz na stronie https://nhp-festiwal.pl/akredytacje do 15 maja 2025 r. do godz. 23:59. Do wniosku dołącz skan legitymacji prasowej lub list redakcyjny oraz linki do co najmniej dwóch publikacji z ostatnich 12 miesięcy. Akredytacja jest imienna i nie może być przekazana innej osobie. Decyzje roześlemy e-mailem do 26 maja. Akredytowani dziennikarze mają wstęp na pokazy prasowe i konferencje, ale nie gwarantujemy miejsc na galach otwarcia i zamknięcia – o nie trzeba prosić osobno. Odbiór identyfikatorów w biurze festiwalu od 4 czerwca, od 10:00 do 18:00.",
        good=[
            Good(
                "preserve",
                "Akredytacja prasowa – 18. Festiwal Filmowy „Nowe Horyzonty Północy”\n"
                "1. Wniosek składasz tylko przez formularz: https://nhp-festiwal.pl/akredytacje. Termin: 15 maja 2025 r., godz. 23:59.\n"
                "2. Załączniki: skan legitymacji prasowej albo list redakcyjny, a także linki do minimum dwóch publikacji z ostatnich 12 miesięcy.\n"
                "3. Odpowiedź dostaniesz mailem do 26 maja.\n"
                "4. Akredytacja jest imienna – nie można jej przekazać nikomu innemu.\n"
                "5. Uprawnia do wstępu na pokazy prasowe i konferencje. Miejsca na galach otwarcia i zamknięcia nie są gwarantowane; trzeba o nie poprosić oddzielnie.\n"
                "6. Identyfikatory odbierzesz w biurze festiwalu od 4 czerwca, w godzinach 10:00–18:00.",
            ),
            Good(
                "preserve",
                "Organizatorzy 18. Festiwalu Filmowego „Nowe Horyzonty Północy” przyjmują wnioski o akredytację prasową do 15 maja 2025 r. (do godziny 23:59), wyłącznie za pośrednictwem formularza dostępnego pod adresem https://nhp-festiwal.pl/akredytacje. Do wniosku należy dołączyć skan legitymacji prasowej lub list redakcyjny, a także odnośniki do co najmniej dwóch publikacji z ostatnich dwunastu miesięcy. Decyzje zostaną przesłane pocztą elektroniczną do 26 maja. Akredytacja ma charakter imienny i nie może zostać przekazana innej osobie. Uprawnia ona do udziału w pokazach prasowych i konferencjach; organizatorzy nie gwarantują natomiast miejsc na galach otwarcia i zamknięcia, o które trzeba prosić osobno. Identyfikatory będą wydawane w biurze festiwalu od 4 czerwca w godzinach 10:00–18:00.",
            ),
            Good(
                "en",
                "Press accreditation for the 18th “Nowe Horyzonty Północy” Film Festival: apply only through the form at https://nhp-festiwal.pl/akredytacje by 11:59 pm on 15 May 2025. Attach a scan of your press card or a letter from your editor, plus links to at least two of your publications from the last 12 months. Accreditation is personal and cannot be transferred to anyone else. We will email our decisions by 26 May. Accredited journalists can attend press screenings and conferences, but seats at the opening and closing galas are not guaranteed – you need to request them separately. Badges can be collected at the festival office from 4 June, between 10 am and 6 pm.",
            ),
        ],
        bad=[
            Slip(2, [("by 11:59 pm on 15 May 2025", "by 11:59 pm on 25 May 2025")], "date"),
            Slip(
                0,
                [("https://nhp-festiwal.pl/akredytacje", "https://nhp-festiwal.pl/akredytacja")],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "i nie może zostać przekazana innej osobie",
                        "i może zostać przekazana innej osobie",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-pracownia-ceramiki-regulamin-wypalania-prac",
        source="Regulamin wypału w pracowni ceramiki „Glina i Ogień”. Prace do wypału biskwitowego zostawiaj na regale oznaczonym zieloną taśmą, podpisane od spodu inicjałami. Naczynia muszą być całkowicie suche – mokra glina może pęknąć lub rozsadzić inne prace w piecu. Wypał biskwitowy odbywa się w 950°C, a szkliwiony w 1230°C; cały cykl z chłodzeniem trwa zazwyczaj 3 dni. Spód naczyń przed szkliwieniem należy dokładnie oczyścić ze szkliwa na wysokość 5 mm, inaczej naczynie przyklei się do półki. Za wypał płacisz według wagi: 30 zł za kilogram gliny po wypale biskwitowym. Prace nieodebrane w ciągu dwóch miesięcy możemy przekazać na zbiórkę charytatywną.",
        good=[
            Good(
                "preserve",
                "Zasady wypału – pracownia ceramiki „Glina i Ogień”\n"
                "• Prace do wypału biskwitowego odkładaj na regał z zieloną taśmą; każdą podpisz od spodu inicjałami.\n"
                "• Naczynia muszą być zupełnie suche, bo wilgotna glina może pęknąć albo rozsadzić inne prace w piecu.\n"
                "• Temperatury: biskwit 950°C, szkliwo 1230°C. Pełny cykl razem z chłodzeniem zajmuje zazwyczaj 3 dni.\n"
                "• Przed szkliwieniem trzeba dokładnie oczyścić spód naczynia ze szkliwa na wysokość 5 mm – w przeciwnym razie przyklei się ono do półki.\n"
                "• Opłata zależy od wagi: 30 zł za kilogram gliny po wypale biskwitowym.\n"
                "• Jeśli nie odbierzesz prac w ciągu dwóch miesięcy, możemy oddać je na zbiórkę charytatywną.",
            ),
            Good(
                "preserve",
                "W pracowni „Glina i Ogień” prace do wypału biskwitowego zostawia się na regale z zieloną taśmą, podpisane inicjałami na spodzie. Naczynia muszą być całkowicie suche: mokra glina może pęknąć lub rozsadzić sąsiednie prace w piecu. Biskwit wypalamy w 950°C, szkliwo w 1230°C, a cały cykl wraz z chłodzeniem trwa zazwyczaj trzy dni. Przed szkliwieniem należy starannie usunąć szkliwo ze spodu naczynia na wysokość 5 mm, w przeciwnym razie naczynie przyklei się do półki. Opłata za wypał wynosi 30 zł za kilogram gliny po wypale biskwitowym. Prace, których nikt nie odebrał w ciągu dwóch miesięcy, pracownia może przekazać na zbiórkę charytatywną.",
            ),
            Good(
                "en",
                "Firing rules at the “Glina i Ogień” ceramics studio. Leave pieces for bisque firing on the shelf marked with green tape, with your initials written on the bottom. Pieces must be completely dry – wet clay may crack or blow apart other work in the kiln. Bisque firing is done at 950°C and glaze firing at 1230°C; the whole cycle, including cooling, usually takes 3 days. Before glazing, you must carefully clean the glaze off the bottom of each piece up to a height of 5 mm, otherwise it will stick to the kiln shelf. Firing is charged by weight: PLN 30 per kilogram of clay after bisque firing. Work not collected within two months may be donated to a charity collection.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Naczynia muszą być całkowicie suche", "Naczynia powinny być całkowicie suche")],
                "modality",
            ),
            Slip(2, [("glaze firing at 1230°C", "glaze firing at 1320°C")], "number"),
            Slip(
                0,
                [
                    (
                        "możemy oddać je na zbiórkę charytatywną.",
                        "możemy oddać je na zbiórkę charytatywną organizowaną przez Caritas.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-kurs-prawa-jazdy-kategorii-a",
        source="Kurs na prawo jazdy kategorii A w Ośrodku Szkolenia Kierowców „Dwa Koła” obejmuje 30 godzin zajęć teoretycznych i 20 godzin jazd na placu manewrowym i w ruchu miejskim. Zgodnie z art. 8 ust. 1 ustawy z dnia 5 stycznia 2011 r. o kierujących pojazdami kategorię A można uzyskać od 24. roku życia albo od 20 lat, jeśli od co najmniej dwóch lat ma się kategorię A2. Przed zapisem musisz mieć profil kandydata na kierowcę (PKK) wygenerowany w starostwie. Kursant nie może jeździć bez kasku, rękawic i butów za kostkę – kask i kurtkę możemy wypożyczyć. Z naszego doświadczenia wynika, że cały kurs trwa zwykle około ośmiu tygodni, ale zależy to od pogody i dostępności instruktorów.",
        good=[
            Good(
                "preserve",
                "Chcesz zrobić prawo jazdy na motocykl? Kurs kategorii A w OSK „Dwa Koła” to 30 godzin teorii oraz 20 godzin jazd – na placu manewrowym i w ruchu miejskim. Pamiętaj o wieku: według art. 8 ust. 1 ustawy z 5 stycznia 2011 r. o kierujących pojazdami kategorię A uzyskasz, mając 24 lata, albo już w wieku 20 lat, jeśli masz kategorię A2 od co najmniej dwóch lat. Zanim się zapiszesz, musisz mieć profil kandydata na kierowcę (PKK) wygenerowany w starostwie. Na jazdy nie wyjedziesz bez kasku, rękawic i butów za kostkę; kask i kurtkę możemy Ci wypożyczyć. Z naszego doświadczenia cały kurs trwa zazwyczaj mniej więcej osiem tygodni, choć zależy to od pogody i od dostępności instruktorów.",
            ),
            Good(
                "preserve",
                "Ośrodek Szkolenia Kierowców „Dwa Koła” – kurs kategorii A\n"
                "- Zakres: 30 godzin zajęć teoretycznych, 20 godzin jazd (plac manewrowy i ruch miejski).\n"
                "- Wiek (art. 8 ust. 1 ustawy z dnia 5 stycznia 2011 r. o kierujących pojazdami): 24 lata albo 20 lat w przypadku posiadania kategorii A2 od co najmniej dwóch lat.\n"
                "- Przed zapisem: wymagany profil kandydata na kierowcę (PKK) wygenerowany w starostwie.\n"
                "- Wyposażenie: kursant nie może jeździć bez kasku, rękawic i butów za kostkę; kask i kurtkę ośrodek może wypożyczyć.\n"
                "- Czas trwania: według naszego doświadczenia zwykle około ośmiu tygodni, zależnie od pogody i dostępności instruktorów.",
            ),
            Good(
                "en",
                "The category A motorcycle licence course at the “Dwa Koła” Driving School includes 30 hours of theory and 20 hours of riding, both on the manoeuvring area and in city traffic. Under Article 8(1) of the Act of 5 January 2011 on Vehicle Drivers, you can obtain category A from the age of 24, or from 20 if you have held category A2 for at least two years. Before enrolling, you must have a driver candidate profile (PKK) generated at the district office (starostwo). Trainees may not ride without a helmet, gloves and ankle-high boots – we can lend you a helmet and a jacket. In our experience, the whole course usually takes about eight weeks, but this depends on the weather and the availability of instructors.",
            ),
        ],
        bad=[
            Slip(0, [("art. 8 ust. 1 ustawy", "art. 8 ust. 2 ustawy")], "legal_reference"),
            Slip(2, [("Trainees may not ride without", "Trainees may ride without")], "negation"),
            Slip(1, [("zwykle około ośmiu tygodni", "dokładnie osiem tygodni")], "hedge"),
        ],
    ),
    Case(
        key="pl-przebudowa-drogi-rowerowej-aleja-niepodleglosci",
        source="Zarząd Dróg Miejskich informuje, że od poniedziałku 14 lipca do piątku 29 sierpnia 2025 r. potrwa przebudowa drogi rowerowej wzdłuż al. Niepodległości na odcinku od ul. Szkolnej do ronda Solidarności (ok. 1,8 km). Prace prowadzone będą w dwóch etapach, a w tym czasie ruch rowerowy zostanie przeniesiony na wyznaczony pas jezdni. Rowerzyści powinni zachować szczególną ostrożność w rejonie skrzyżowania z ul. Polną, gdzie wykonawca pracuje ciężkim sprzętem. Piesi nie mogą korzystać z zamkniętego chodnika po stronie wschodniej – muszą przejść na drugą stronę ulicy. Nowa nawierzchnia będzie miała 2,5 m szerokości i zostanie wykonana z czerwonego asfaltu. Koszt inwestycji to 4,2 mln zł.",
        good=[
            Good(
                "preserve",
                "Od 14 lipca (poniedziałek) do 29 sierpnia 2025 r. (piątek) Zarząd Dróg Miejskich przebudowuje drogę rowerową przy al. Niepodległości – chodzi o mniej więcej 1,8-kilometrowy odcinek między ul. Szkolną a rondem Solidarności. Roboty podzielono na dwa etapy. Na czas prac ruch rowerowy przeniesiono na wyznaczony pas jezdni. Przy skrzyżowaniu z ul. Polną, gdzie pracuje ciężki sprzęt wykonawcy, rowerzyści powinni zachować szczególną ostrożność. Piesi nie mogą korzystać z zamkniętego chodnika po wschodniej stronie i muszą przejść na drugą stronę ulicy. Po przebudowie droga będzie miała 2,5 m szerokości i nawierzchnię z czerwonego asfaltu. Inwestycja kosztuje 4,2 mln zł.",
            ),
            Good(
                "preserve",
                "Przebudowa drogi rowerowej – al. Niepodległości\n"
                "Termin: od pn. 14.07 do pt. 29.08.2025 r.\n"
                "Odcinek: od ul. Szkolnej do ronda Solidarności, ok. 1,8 km\n"
                "Etapy: dwa\n"
                "Ruch rowerowy: na wyznaczonym pasie jezdni\n"
                "Uwaga: w rejonie skrzyżowania z ul. Polną wykonawca pracuje ciężkim sprzętem – rowerzyści powinni zachować szczególną ostrożność.\n"
                "Piesi: nie mogą korzystać z zamkniętego chodnika po stronie wschodniej, muszą przejść na drugą stronę ulicy.\n"
                "Efekt: nawierzchnia z czerwonego asfaltu o szerokości 2,5 m\n"
                "Koszt: 4,2 mln zł\n"
                "Komunikat Zarządu Dróg Miejskich",
            ),
            Good(
                "en",
                "The Municipal Roads Authority announces that the bike path along Niepodległości Avenue, between Szkolna Street and Solidarności Roundabout (approx. 1.8 km), will be rebuilt from Monday 14 July to Friday 29 August 2025. The work will be carried out in two stages, and during this time cycle traffic will be moved to a designated lane of the roadway. Cyclists should take particular care near the junction with Polna Street, where the contractor is working with heavy machinery. Pedestrians cannot use the closed pavement on the east side and must cross to the other side of the street. The new surface will be 2.5 m wide and made of red asphalt. The project costs PLN 4.2 million.",
            ),
        ],
        bad=[
            Slip(1, [("do pt. 29.08.2025 r.", "do pt. 29.09.2025 r.")], "date"),
            Slip(
                2,
                [("Cyclists should take particular care", "Cyclists must take particular care")],
                "modality",
            ),
            Slip(0, [("2,5 m szerokości", "1,5 m szerokości")], "number"),
        ],
    ),
    Case(
        key="pl-archiwum-panstwowe-kwerendy-genealogiczne",
        source="Kwerendy genealogiczne w Archiwum Państwowym w Kielcach przyjmujemy wyłącznie pisemnie, przez formularz na stronie https://kielce.ap.gov.pl/kwerendy lub pocztą. We wniosku należy podać imię i nazwisko szukanej osoby oraz przybliżoną datę i parafię urodzenia, ślubu lub zgonu. Akta urodzeń starsze niż 100 lat, a akta małżeństw i zgonów starsze niż 80 lat, udostępniamy bez ograniczeń; do młodszych aktów stanu cywilnego trzeba wykazać interes prawny. Kwerenda może trwać do 3 miesięcy. Przed wysłaniem wniosku warto sprawdzić indeksy w bazie Geneteki oraz poradnik Marka Nowickiego „Szukamy przodków” (Kielce 2016, s. 45–52), gdzie opisano układ ksiąg parafialnych z XIX wieku. Opłaty pobierane są zgodnie z cennikiem archiwum.",
        good=[
            Good(
                "preserve",
                "Chcesz zlecić kwerendę genealogiczną w Archiwum Państwowym w Kielcach? Zrobisz to tylko pisemnie: przez formularz https://kielce.ap.gov.pl/kwerendy albo listownie. We wniosku musisz podać imię i nazwisko poszukiwanej osoby oraz przybliżoną datę i parafię jej urodzenia, ślubu lub zgonu. Akta urodzeń sprzed ponad 100 lat oraz akta małżeństw i zgonów sprzed ponad 80 lat są dostępne bez ograniczeń; w przypadku młodszych aktów stanu cywilnego trzeba wykazać interes prawny. Kwerenda może potrwać do trzech miesięcy. Zanim wyślesz wniosek, warto przejrzeć indeksy w bazie Geneteki i poradnik Marka Nowickiego „Szukamy przodków” (Kielce 2016, s. 45–52), w którym omówiono układ XIX-wiecznych ksiąg parafialnych. Opłaty naliczamy według cennika archiwum.",
            ),
            Good(
                "preserve",
                "Archiwum Państwowe w Kielcach – zasady przyjmowania kwerend genealogicznych:\n"
                "1. Forma: wyłącznie pisemna – formularz na stronie https://kielce.ap.gov.pl/kwerendy lub list.\n"
                "2. Wniosek musi zawierać: imię i nazwisko poszukiwanej osoby, przybliżoną datę oraz parafię urodzenia, ślubu lub zgonu.\n"
                "3. Dostęp: akta urodzeń starsze niż 100 lat oraz akta małżeństw i zgonów starsze niż 80 lat – bez ograniczeń; młodsze akta stanu cywilnego – po wykazaniu interesu prawnego.\n"
                "4. Czas realizacji: może wynieść do 3 miesięcy.\n"
                "5. Opłaty: według cennika archiwum.\n"
                "Przed złożeniem wniosku warto sprawdzić indeksy w bazie Geneteki oraz poradnik Marka Nowickiego „Szukamy przodków” (Kielce 2016, s. 45–52), w którym opisano układ ksiąg parafialnych z XIX wieku.",
            ),
            Good(
                "en",
                "Genealogical search requests at the State Archive in Kielce are accepted in writing only, through the form at https://kielce.ap.gov.pl/kwerendy or by post. The request must include the full name of the person you are looking for and the approximate date and parish of their birth, marriage or death. Birth records older than 100 years, and marriage and death records older than 80 years, are available without restriction; for more recent civil registration records, you have to demonstrate a legal interest. A search may take up to 3 months. Before sending a request, it is worth checking the indexes in the Geneteka database and Marek Nowicki's guide “Szukamy przodków” (Kielce 2016, pp. 45–52), which describes how 19th-century parish registers are organised. Fees are charged according to the archive's price list.",
            ),
        ],
        bad=[
            Slip(1, [("(Kielce 2016, s. 45–52)", "(Kielce 2006, s. 45–52)")], "citation"),
            Slip(
                2,
                [("https://kielce.ap.gov.pl/kwerendy", "https://kielce.archiwa.gov.pl/kwerendy")],
                "url",
            ),
            Slip(0, [("We wniosku musisz podać", "We wniosku możesz podać")], "modality"),
        ],
    ),
    Case(
        key="pl-readme-narzedzie-eksport-faktur-cli",
        source="""## Instalacja

Narzędzie `faktury-eksport` wymaga Pythona 3.11 lub nowszego. Zainstaluj je poleceniem:

```bash
pip install faktury-eksport==2.4.1
```

Przed pierwszym uruchomieniem skopiuj plik `config.example.toml` do `config.toml` i uzupełnij klucz `api_token`. Nie umieszczaj tego pliku w repozytorium – jest już dopisany do `.gitignore`.

## Użycie

Eksport faktur z marca 2025 r. do CSV:

```bash
faktury-eksport --format csv --miesiac 2025-03
```

Flaga `--dry-run` pokazuje, co zostałoby wyeksportowane, ale nie zapisuje żadnych plików. Więcej przykładów znajdziesz w [dokumentacji](https://docs.faktury-eksport.dev).""",
        good=[
            Good(
                "preserve",
                """## Instalacja

Do działania `faktury-eksport` potrzebny jest Python w wersji 3.11 lub wyższej. Instalacja:

```bash
pip install faktury-eksport==2.4.1
```

Zanim uruchomisz narzędzie po raz pierwszy, utwórz `config.toml` jako kopię pliku `config.example.toml` i wpisz wartość klucza `api_token`. Nie commituj tego pliku do repozytorium (jest już w `.gitignore`).

## Użycie

Aby wyeksportować faktury z marca 2025 r. do formatu CSV, uruchom:

```bash
faktury-eksport --format csv --miesiac 2025-03
```

Z flagą `--dry-run` zobaczysz, co zostałoby wyeksportowane, przy czym żadne pliki nie zostaną zapisane. Dodatkowe przykłady są w [dokumentacji](https://docs.faktury-eksport.dev).""",
            ),
            Good(
                "preserve",
                """## Instalacja

Wymagania: Python 3.11 lub nowszy.

```bash
pip install faktury-eksport==2.4.1
```

Konfiguracja przed pierwszym uruchomieniem:

1. Skopiuj `config.example.toml` do `config.toml`.
2. Uzupełnij klucz `api_token`.
3. Nie dodawaj `config.toml` do repozytorium – plik jest już wpisany do `.gitignore`.

## Użycie

Eksport faktur z marca 2025 r. do CSV:

```bash
faktury-eksport --format csv --miesiac 2025-03
```

- `--dry-run` – pokazuje, co zostałoby wyeksportowane, nie zapisując żadnych plików.

Więcej przykładów: [dokumentacja](https://docs.faktury-eksport.dev).""",
            ),
            Good(
                "en",
                """## Installation

`faktury-eksport` requires Python 3.11 or newer. Install it with:

```bash
pip install faktury-eksport==2.4.1
```

Before the first run, copy `config.example.toml` to `config.toml` and fill in the `api_token` key. Do not put this file in the repository – it is already listed in `.gitignore`.

## Usage

To export invoices from March 2025 to CSV:

```bash
faktury-eksport --format csv --miesiac 2025-03
```

The `--dry-run` flag shows what would be exported but does not write any files. You will find more examples in the [documentation](https://docs.faktury-eksport.dev).""",
            ),
        ],
        bad=[
            Slip(2, [("--format csv --miesiac 2025-03", "--format csv --month 2025-03")], "code"),
            Slip(1, [("## Użycie", "Użycie")], "markdown"),
            Slip(
                0,
                [
                    (
                        "przy czym żadne pliki nie zostaną zapisane",
                        "przy czym pliki zostaną zapisane",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-metaanaliza-kawa-ryzyko-cukrzycy-typu-2",
        source="Z metaanalizy opublikowanej przez Carlström i Larsson (Nutrition Reviews, 2018, t. 76, s. 395–417) wynika, że każda dodatkowa filiżanka kawy dziennie wiąże się z około 6-procentowym spadkiem ryzyka cukrzycy typu 2. Autorzy przeanalizowali 30 badań prospektywnych obejmujących łącznie ponad 1,1 mln uczestników. Zależność była podobna dla kawy z kofeiną i bezkofeinowej, co sugeruje, że efekt może wynikać nie tylko z kofeiny, ale także z polifenoli. Trzeba jednak pamiętać, że są to badania obserwacyjne: nie dowodzą one związku przyczynowego, a osoby pijące dużo kawy mogą różnić się stylem życia. Nie należy więc zalecać kawy jako sposobu zapobiegania cukrzycy.",
        good=[
            Good(
                "preserve",
                "Czy kawa chroni przed cukrzycą typu 2? Metaanaliza Carlström i Larsson (Nutrition Reviews, 2018, t. 76, s. 395–417) objęła 30 prospektywnych badań i łącznie ponad 1,1 mln uczestników. Wynika z niej, że każda kolejna filiżanka kawy dziennie wiąże się z ryzykiem cukrzycy typu 2 niższym o mniej więcej 6%. Podobnie było w przypadku kawy z kofeiną i bezkofeinowej – efekt może więc wynikać nie tylko z kofeiny, lecz również z polifenoli. To jednak badania obserwacyjne. Nie dowodzą związku przyczynowego, a ludzie, którzy piją dużo kawy, mogą różnić się od innych stylem życia. Dlatego kawy nie należy zalecać jako sposobu na zapobieganie cukrzycy.",
            ),
            Good(
                "preserve",
                "Carlström i Larsson (Nutrition Reviews, 2018, t. 76, s. 395–417) przeprowadzili metaanalizę 30 badań prospektywnych, w których uczestniczyło łącznie ponad 1,1 mln osób. Według ich wyników każda dodatkowa filiżanka kawy wypijana w ciągu dnia wiąże się ze spadkiem ryzyka cukrzycy typu 2 o około 6%. Zbliżoną zależność zaobserwowano zarówno dla kawy z kofeiną, jak i bezkofeinowej, co sugeruje, że za efekt mogą odpowiadać nie tylko kofeina, ale i polifenole. Należy przy tym pamiętać o obserwacyjnym charakterze tych badań – nie dowodzą one związku przyczynowego, a osoby pijące dużo kawy mogą różnić się stylem życia. Z tego względu nie należy zalecać kawy jako sposobu zapobiegania cukrzycy.",
            ),
            Good(
                "en",
                "A meta-analysis by Carlström and Larsson (Nutrition Reviews, 2018, vol. 76, pp. 395–417) found that each additional cup of coffee per day is associated with an approximately 6% lower risk of type 2 diabetes. The authors analysed 30 prospective studies with a total of more than 1.1 million participants. The association was similar for caffeinated and decaffeinated coffee, which suggests that the effect may be due not only to caffeine but also to polyphenols. However, these are observational studies: they do not prove a causal relationship, and people who drink a lot of coffee may differ in their lifestyle. Coffee should therefore not be recommended as a way to prevent diabetes.",
            ),
        ],
        bad=[
            Slip(2, [("(Nutrition Reviews, 2018,", "(Nutrition Reviews, 2019,")], "citation"),
            Slip(1, [("o około 6%", "o 6%")], "hedge"),
            Slip(
                0, [("objęła 30 prospektywnych badań", "objęła 13 prospektywnych badań")], "number"
            ),
        ],
    ),
    Case(
        key="pl-uprzedzenie-o-wypowiedzeniu-najmu-zaleglosci",
        source="Szanowna Pani, informujemy, że na dzień 31 stycznia 2025 r. zaległość w opłatach czynszowych za lokal przy ul. Lipowej 7/14 wynosi 5 460 zł, co odpowiada trzem pełnym okresom płatności. Zgodnie z art. 11 ust. 2 pkt 2 ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów wynajmujący może wypowiedzieć umowę najmu, jeżeli najemca zalega z zapłatą czynszu za co najmniej trzy pełne okresy płatności. Przed wypowiedzeniem musimy jednak uprzedzić Panią na piśmie i wyznaczyć dodatkowy, miesięczny termin zapłaty – niniejsze pismo stanowi takie uprzedzenie. Jeśli zaległość zostanie uregulowana do 28 lutego 2025 r., umowa nie zostanie wypowiedziana. Prosimy o wpłatę na rachunek wskazany w umowie.",
        good=[
            Good(
                "preserve",
                "Szanowna Pani,\n"
                "według stanu na 31 stycznia 2025 r. zaległość w opłatach czynszowych za mieszkanie przy ul. Lipowej 7/14 wynosi 5 460 zł, czyli tyle, ile trzy pełne okresy płatności. Art. 11 ust. 2 pkt 2 ustawy z 21 czerwca 2001 r. o ochronie praw lokatorów pozwala wynajmującemu wypowiedzieć umowę najmu, gdy najemca zalega z czynszem za co najmniej trzy pełne okresy płatności. Zanim to zrobimy, musimy uprzedzić Panią pisemnie i dać dodatkowy, miesięczny termin na zapłatę – ten list jest właśnie takim uprzedzeniem. Jeżeli ureguluje Pani zaległość do 28 lutego 2025 r., nie wypowiemy umowy. Prosimy o wpłatę na rachunek podany w umowie.",
            ),
            Good(
                "preserve",
                "Szanowna Pani,\n"
                "uprzejmie informujemy, że zaległość z tytułu opłat czynszowych za lokal położony przy ul. Lipowej 7/14 wynosi na dzień 31.01.2025 r. 5460 zł, tj. równowartość trzech pełnych okresów płatności. Stosownie do art. 11 ust. 2 pkt 2 ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów wynajmujący może wypowiedzieć umowę najmu w sytuacji, gdy najemca zalega z zapłatą czynszu za co najmniej trzy pełne okresy płatności. Wypowiedzenie musi jednak zostać poprzedzone pisemnym uprzedzeniem najemcy i wyznaczeniem mu dodatkowego, miesięcznego terminu zapłaty; niniejsze pismo stanowi takie uprzedzenie. W przypadku uregulowania zaległości do dnia 28.02.2025 r. umowa nie zostanie wypowiedziana. Prosimy o dokonanie wpłaty na rachunek bankowy wskazany w umowie.",
            ),
            Good(
                "en",
                "Dear Madam,\n"
                "We would like to inform you that as of 31 January 2025 the rent arrears for the flat at ul. Lipowa 7/14 amount to PLN 5,460, which corresponds to three full payment periods. Under Article 11(2)(2) of the Act of 21 June 2001 on the Protection of Tenants' Rights, a landlord may terminate a tenancy agreement if the tenant is in arrears with rent for at least three full payment periods. Before terminating, however, we must notify you in writing and set an additional one-month deadline for payment – this letter constitutes such notice. If the arrears are paid by 28 February 2025, the agreement will not be terminated. Please make the payment to the bank account specified in the agreement.",
            ),
        ],
        bad=[
            Slip(2, [("Under Article 11(2)(2)", "Under Article 11(2)(3)")], "legal_reference"),
            Slip(0, [("nie wypowiemy umowy", "wypowiemy umowę")], "negation"),
            Slip(
                1,
                [("Wypowiedzenie musi jednak zostać", "Wypowiedzenie powinno jednak zostać")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-dokumentacja-harmonogram-kopii-zapasowych-bazy",
        source="""### Kopie zapasowe

Kopie bazy danych tworzone są automatycznie codziennie o 2:00 UTC i przechowywane przez 14 dni. Aby zmienić harmonogram, ustaw w pliku `settings.yaml` klucz `backup.schedule` (składnia cron), np.:

```yaml
backup:
  schedule: "0 2 * * *"
  retention_days: 14
```

Po zmianie konfiguracji trzeba zrestartować usługę poleceniem `systemctl restart archiwa-backup`. Kopie należy przechowywać poza serwerem produkcyjnym – zalecamy zasobnik S3 z włączonym wersjonowaniem. Szczegóły polityki retencji opisuje [rozdział 4.2](./retencja.md).""",
        good=[
            Good(
                "preserve",
                """### Kopie zapasowe

Codziennie o 2:00 UTC system automatycznie tworzy kopię bazy danych i przechowuje ją przez 14 dni. Harmonogram zmienisz, ustawiając klucz `backup.schedule` (w składni cron) w pliku `settings.yaml`, na przykład:

```yaml
backup:
  schedule: "0 2 * * *"
  retention_days: 14
```

Po każdej zmianie konfiguracji musisz zrestartować usługę: `systemctl restart archiwa-backup`. Kopie należy trzymać poza serwerem produkcyjnym – polecamy zasobnik S3 z włączonym wersjonowaniem. Więcej o polityce retencji przeczytasz w [rozdziale 4.2](./retencja.md).""",
            ),
            Good(
                "preserve",
                """### Kopie zapasowe

- **Kiedy:** automatycznie, codziennie o 2:00 UTC.
- **Jak długo:** 14 dni.
- **Zmiana harmonogramu:** klucz `backup.schedule` w pliku `settings.yaml` (składnia cron), np.:

  ```yaml
  backup:
    schedule: "0 2 * * *"
    retention_days: 14
  ```

- **Po zmianie konfiguracji:** należy zrestartować usługę – `systemctl restart archiwa-backup`.
- **Gdzie trzymać kopie:** należy je przechowywać poza serwerem produkcyjnym; zalecany jest zasobnik S3 z włączonym wersjonowaniem.

Politykę retencji szczegółowo opisuje [rozdział 4.2](./retencja.md).""",
            ),
            Good(
                "en",
                """### Backups

Database backups are created automatically every day at 2:00 UTC and kept for 14 days. To change the schedule, set the `backup.schedule` key (cron syntax) in `settings.yaml`, for example:

```yaml
backup:
  schedule: "0 2 * * *"
  retention_days: 14
```

After changing the configuration, you need to restart the service with `systemctl restart archiwa-backup`. Backups must be stored off the production server – we recommend an S3 bucket with versioning enabled. The retention policy is described in detail in [section 4.2](./retencja.md).""",
            ),
        ],
        bad=[
            Slip(0, [("[rozdziale 4.2](./retencja.md)", "rozdziale 4.2")], "markdown"),
            Slip(
                2,
                [("`systemctl restart archiwa-backup`", "`systemctl reload archiwa-backup`")],
                "code",
            ),
            Slip(1, [("zalecany jest zasobnik S3", "wymagany jest zasobnik S3")], "modality"),
        ],
    ),
    Case(
        key="pl-kolo-pszczelarzy-jesienne-leczenie-warrozy",
        source="Koło Pszczelarzy w Łowiczu przypomina o jesiennym leczeniu rodzin pszczelich przeciw warrozie. Według tegorocznych obserwacji porażenie roztoczem Varroa jest prawdopodobnie wyższe niż przed rokiem, zwłaszcza w pasiekach położonych blisko siebie. Zabieg kwasem szczawiowym najlepiej przeprowadzić w okresie bezczerwiowym, zwykle na przełomie listopada i grudnia. Nie stosuj leków przed miodobraniem ani w trakcie pożytku – pozostałości mogą trafić do miodu. Dawkowanie zawsze ustalaj według ulotki. Paski z amitrazą wydajemy członkom koła bezpłatnie w sobotę 13 września, w godz. 10–12, w siedzibie przy ul. Kościuszki 3. Szacuje się, że jedno opakowanie wystarcza na około 5 rodzin.",
        good=[
            Good(
                "preserve",
                "Pszczelarzu, pamiętaj o jesiennym leczeniu rodzin przeciw warrozie – przypomina Koło Pszczelarzy w Łowiczu. Z tegorocznych obserwacji wynika, że porażenie roztoczem Varroa jest prawdopodobnie większe niż rok temu, szczególnie tam, gdzie pasieki stoją blisko siebie. Kwas szczawiowy najlepiej zastosować w okresie bezczerwiowym, zwykle na przełomie listopada i grudnia. Leków nie stosuj przed miodobraniem ani w czasie pożytku, bo ich pozostałości mogą przedostać się do miodu. Dawkę zawsze ustalaj zgodnie z ulotką. Członkowie koła odbiorą bezpłatnie paski z amitrazą w sobotę 13 września, między 10 a 12, w siedzibie przy ul. Kościuszki 3. Szacuje się, że jedno opakowanie starcza na około 5 rodzin.",
            ),
            Good(
                "preserve",
                "Koło Pszczelarzy w Łowiczu – jesienne leczenie przeciw warrozie\n"
                "• Sytuacja: według tegorocznych obserwacji porażenie Varroa jest prawdopodobnie wyższe niż przed rokiem, zwłaszcza w pasiekach położonych blisko siebie.\n"
                "• Kwas szczawiowy: najlepiej w okresie bezczerwiowym, zwykle na przełomie listopada i grudnia.\n"
                "• Nie stosuj leków przed miodobraniem ani podczas pożytku – ich pozostałości mogą trafić do miodu.\n"
                "• Dawkowanie: zawsze według ulotki.\n"
                "• Paski z amitrazą: bezpłatnie dla członków koła, sobota 13 września, godz. 10–12, siedziba koła przy ul. Kościuszki 3.\n"
                "• Wydajność: szacuje się, że jedno opakowanie wystarcza na około 5 rodzin.",
            ),
            Good(
                "en",
                "The Łowicz Beekeepers' Club reminds beekeepers about the autumn treatment of colonies against varroa. According to this year's observations, Varroa mite infestation is probably higher than last year, especially in apiaries located close to each other. Oxalic acid treatment is best carried out in the broodless period, usually at the turn of November and December. Do not use medication before the honey harvest or during a nectar flow – residues may end up in the honey. Always follow the leaflet for dosage. Amitraz strips are handed out free of charge to club members on Saturday 13 September, 10 am to 12 noon, at the club's premises at ul. Kościuszki 3. It is estimated that one pack is enough for about 5 colonies.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Varroa mite infestation is probably higher",
                        "Varroa mite infestation is higher",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "jest prawdopodobnie większe niż rok temu",
                        "jest prawdopodobnie większe niż rok temu z powodu wyjątkowo ciepłej zimy",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "• Nie stosuj leków przed miodobraniem ani podczas",
                        "• Stosuj leki przed miodobraniem i podczas",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-biblioteka-miejska-nowe-zasady-wypozyczen",
        source="Od 1 września 2025 r. w Miejskiej Bibliotece Publicznej obowiązują nowe zasady wypożyczeń. Jednorazowo można wypożyczyć do 8 książek i 3 audiobooków. Podstawowy termin zwrotu wynosi 30 dni; można go dwukrotnie przedłużyć o kolejne 14 dni przez konto czytelnika lub telefonicznie, o ile na daną pozycję nie czeka inna osoba. Za każdy dzień zwłoki naliczamy 0,20 zł od egzemplarza. Nowości z oznaczeniem „7 dni” wypożyczamy tylko na tydzień i ich nie przedłużamy. Czytelnicy, którzy ukończyli 70 lat, mogą korzystać z bezpłatnej dostawy książek do domu raz w miesiącu. Biblioteka jest nieczynna w niedziele i święta.",
        good=[
            Good(
                "preserve",
                "Nowe zasady wypożyczeń w Miejskiej Bibliotece Publicznej obowiązują od 1 września 2025 r. Za jednym razem możesz wypożyczyć maksymalnie 8 książek i 3 audiobooki. Na zwrot masz 30 dni, a termin ten możesz przedłużyć dwa razy, za każdym razem o 14 dni – przez konto czytelnika albo telefonicznie – o ile nikt inny nie czeka na tę pozycję. Za każdy dzień zwłoki płacisz 0,20 zł od egzemplarza. Nowości oznaczone „7 dni” wypożyczysz tylko na tydzień i bez możliwości przedłużenia. Jeśli masz ukończone 70 lat, możesz raz w miesiącu korzystać z bezpłatnej dostawy książek do domu. W niedziele i święta biblioteka jest nieczynna.",
            ),
            Good(
                "preserve",
                "Miejska Biblioteka Publiczna – zasady wypożyczeń od 1.09.2025 r.\n"
                "1. Limit: do 8 książek i 3 audiobooków jednorazowo.\n"
                "2. Termin zwrotu: 30 dni, z możliwością dwukrotnego przedłużenia o kolejne 14 dni (przez konto czytelnika lub telefonicznie), jeżeli na daną pozycję nie czeka inny czytelnik.\n"
                "3. Opłata za zwłokę: 0,20 zł za każdy dzień od egzemplarza.\n"
                "4. Nowości z oznaczeniem „7 dni”: wypożyczenie tylko na tydzień, bez przedłużeń.\n"
                "5. Czytelnicy, którzy ukończyli 70 lat: możliwość bezpłatnej dostawy książek do domu raz w miesiącu.\n"
                "6. W niedziele i święta biblioteka jest nieczynna.",
            ),
            Good(
                "en",
                "From 1 September 2025, new borrowing rules apply at the Municipal Public Library. You can borrow up to 8 books and 3 audiobooks at a time. The standard loan period is 30 days; it can be extended twice by a further 14 days via your reader account or by phone, provided no one else is waiting for the item. A late fee of PLN 0.20 per item is charged for each day overdue. New releases marked “7 dni” (7 days) are lent for one week only and cannot be renewed. Readers aged 70 and over can use a free home book delivery service once a month. The library is closed on Sundays and public holidays.",
            ),
        ],
        bad=[
            Slip(2, [("From 1 September 2025,", "From 1 October 2025,")], "date"),
            Slip(1, [("do 8 książek", "do 6 książek")], "number"),
            Slip(
                0,
                [
                    (
                        "Za każdy dzień zwłoki płacisz 0,20 zł od egzemplarza. Nowości oznaczone „7 dni” wypożyczysz tylko na tydzień i bez możliwości przedłużenia.",
                        "A late fee of PLN 0.20 per item is charged for each day overdue. New releases marked “7 dni” are lent for one week only and cannot be renewed.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-olow-w-glebie-ogrodkow-dzialkowych-lodz",
        source="W badaniu Kowalczyk i in. (2021), opublikowanym w „Roczniku Ochrona Środowiska” (t. 23, s. 211–228), przeanalizowano 64 próbki gleby z ogródków działkowych położonych w odległości do 500 m od dróg o dużym natężeniu ruchu w Łodzi. Średnie stężenie ołowiu wyniosło 87 mg/kg, a w 9 próbkach przekroczyło dopuszczalny poziom 100 mg/kg. Autorzy wskazują, że głównym źródłem zanieczyszczenia jest prawdopodobnie dawna emisja z benzyny ołowiowej, choć nie wykluczają wpływu nawozów. Ich zdaniem warzywa korzeniowe uprawiane na najbardziej zanieczyszczonych działkach mogą kumulować metale ciężkie, dlatego zalecają dokładne mycie i obieranie plonów. Badanie nie obejmowało pomiarów w samych roślinach.",
        good=[
            Good(
                "preserve",
                "Kowalczyk i współpracownicy (2021, „Rocznik Ochrona Środowiska”, t. 23, s. 211–228) zbadali 64 próbki gleby pobrane z łódzkich ogródków działkowych leżących nie dalej niż 500 m od ruchliwych dróg. Przeciętne stężenie ołowiu wynosiło 87 mg/kg, a w 9 próbkach przekraczało dopuszczalne 100 mg/kg. Zdaniem autorów głównym źródłem zanieczyszczenia jest prawdopodobnie dawna emisja z benzyny ołowiowej, choć nie wykluczają oni wpływu nawozów. Uważają też, że warzywa korzeniowe z najbardziej zanieczyszczonych działek mogą kumulować metale ciężkie, i dlatego zalecają staranne mycie oraz obieranie plonów. W badaniu nie wykonywano pomiarów w samych roślinach.",
            ),
            Good(
                "preserve",
                "Materiał: w pracy Kowalczyk i in. (2021; „Rocznik Ochrona Środowiska”, t. 23, s. 211–228) oceniono 64 próbki gleby z ogródków działkowych w Łodzi, oddalonych maksymalnie o 500 m od dróg o dużym natężeniu ruchu.\n"
                "Wyniki: średnie stężenie ołowiu – 87 mg/kg; w 9 próbkach przekroczony dopuszczalny poziom 100 mg/kg.\n"
                "Interpretacja: głównym źródłem zanieczyszczenia jest prawdopodobnie dawna emisja z benzyny ołowiowej; autorzy nie wykluczają również wpływu nawozów. W ich ocenie warzywa korzeniowe z najbardziej zanieczyszczonych działek mogą kumulować metale ciężkie, stąd zalecenie dokładnego mycia i obierania plonów.\n"
                "Ograniczenia: badanie nie obejmowało pomiarów w samych roślinach.",
            ),
            Good(
                "en",
                "In a study by Kowalczyk et al. (2021), published in Rocznik Ochrona Środowiska (vol. 23, pp. 211–228), 64 soil samples were analysed from allotment gardens located within 500 m of heavily trafficked roads in Łódź. The mean lead concentration was 87 mg/kg, and in 9 samples it exceeded the permissible level of 100 mg/kg. The authors point out that the main source of contamination is probably past emissions from leaded petrol, although they do not rule out the influence of fertilisers. In their view, root vegetables grown on the most contaminated plots may accumulate heavy metals, so they recommend washing and peeling the produce thoroughly. The study did not include measurements in the plants themselves.",
            ),
        ],
        bad=[
            Slip(0, [("t. 23, s. 211–228", "t. 32, s. 211–228")], "citation"),
            Slip(1, [("jest prawdopodobnie dawna emisja", "jest dawna emisja")], "hedge"),
            Slip(
                2,
                [
                    (
                        "The study did not include",
                        "The study, funded by the Łódź City Council, did not include",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-klauzula-rodo-rekrutacja-kandydatow-hydrotech",
        source="Administratorem Pani/Pana danych osobowych jest Hydrotech sp. z o.o. z siedzibą w Poznaniu, ul. Garbary 21. Dane przetwarzamy w celu przeprowadzenia bieżącej rekrutacji na podstawie art. 6 ust. 1 lit. b RODO oraz art. 22¹ Kodeksu pracy, a jeśli wyrazi Pani/Pan zgodę – także w przyszłych rekrutacjach (art. 6 ust. 1 lit. a RODO). Podanie danych w zakresie wskazanym w Kodeksie pracy jest obowiązkowe, pozostałych – dobrowolne. Zgodę można wycofać w dowolnym momencie. Dane będą przechowywane przez 6 miesięcy od zakończenia rekrutacji i nie będą przekazywane do państw spoza Europejskiego Obszaru Gospodarczego. Przysługuje Pani/Panu prawo wniesienia skargi do Prezesa UODO. Kontakt z inspektorem ochrony danych: iod@hydrotech.pl.",
        good=[
            Good(
                "preserve",
                "Twoimi danymi osobowymi administruje Hydrotech sp. z o.o. z siedzibą w Poznaniu, ul. Garbary 21. Przetwarzamy je, aby przeprowadzić obecną rekrutację (podstawa: art. 6 ust. 1 lit. b RODO i art. 22¹ Kodeksu pracy), a jeśli się zgodzisz – również w kolejnych rekrutacjach (art. 6 ust. 1 lit. a RODO). Dane wymagane przez Kodeks pracy musisz podać, pozostałe podajesz dobrowolnie. Zgodę możesz wycofać w każdej chwili. Przechowujemy dane przez 6 miesięcy od zakończenia rekrutacji i nie przekazujemy ich do państw spoza Europejskiego Obszaru Gospodarczego. Masz prawo złożyć skargę do Prezesa UODO. Z inspektorem ochrony danych skontaktujesz się pod adresem iod@hydrotech.pl.",
            ),
            Good(
                "preserve",
                "Informacja o przetwarzaniu danych osobowych kandydatów\n"
                "• Administrator: Hydrotech sp. z o.o., siedziba w Poznaniu, ul. Garbary 21.\n"
                "• Cel i podstawa: bieżąca rekrutacja – art. 6 ust. 1 lit. b RODO i art. 22¹ Kodeksu pracy; przyszłe rekrutacje – jeżeli wyrazi Pani/Pan zgodę (art. 6 ust. 1 lit. a RODO).\n"
                "• Podanie danych: obowiązkowe w zakresie wskazanym w Kodeksie pracy, w pozostałym zakresie dobrowolne.\n"
                "• Zgoda: można ją wycofać w dowolnym momencie.\n"
                "• Okres przechowywania: 6 miesięcy od zakończenia rekrutacji.\n"
                "• Przekazywanie danych: dane nie będą przekazywane do państw spoza Europejskiego Obszaru Gospodarczego.\n"
                "• Skarga: przysługuje Pani/Panu prawo jej wniesienia do Prezesa UODO.\n"
                "• Inspektor ochrony danych: iod@hydrotech.pl.",
            ),
            Good(
                "en",
                "The controller of your personal data is Hydrotech sp. z o.o., based in Poznań at ul. Garbary 21. We process your data to carry out the current recruitment under Article 6(1)(b) GDPR and Article 22¹ of the Labour Code and, if you give your consent, also for future recruitment processes (Article 6(1)(a) GDPR). Providing the data specified in the Labour Code is mandatory; providing any other data is voluntary. You may withdraw your consent at any time. Your data will be stored for 6 months after the recruitment ends and will not be transferred to countries outside the European Economic Area. You have the right to lodge a complaint with the President of the Personal Data Protection Office (UODO). Contact the data protection officer at iod@hydrotech.pl.",
            ),
        ],
        bad=[
            Slip(
                1, [("art. 6 ust. 1 lit. b RODO", "art. 9 ust. 1 lit. b RODO")], "legal_reference"
            ),
            Slip(
                2,
                [
                    (
                        "Providing the data specified in the Labour Code is mandatory",
                        "Providing the data specified in the Labour Code is recommended",
                    )
                ],
                "modality",
            ),
            Slip(
                0, [("i nie przekazujemy ich do państw", "i przekazujemy je do państw")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-notatka-wdrozenie-magazyn-okno-serwisowe",
        source="Wdrożenie wersji 3.8.0 aplikacji Magazyn zaplanowaliśmy na czwartek 20 marca, w oknie serwisowym 22:00–23:30. Przed wdrożeniem zespół utrzymania wykona kopię bazy poleceniem `pg_dump -Fc magazyn > magazyn_pre380.dump`. Migracje uruchamiamy komendą `make migrate ENV=prod`; szacujemy, że potrwają około 15 minut. W tym czasie aplikacja będzie niedostępna dla użytkowników, a skanery w magazynie przejdą w tryb offline. Jeśli migracja się nie powiedzie, wracamy do wersji 3.7.4 i odtwarzamy kopię. Prosimy nie zgłaszać w oknie serwisowym błędów przez Jirę – pilne sprawy tylko telefonicznie do dyżurnego. Podsumowanie roześlemy w piątek rano.",
        good=[
            Good(
                "preserve",
                "**Wdrożenie Magazyn 3.8.0**\n"
                "- Termin: czwartek, 20 marca, okno serwisowe 22:00–23:30.\n"
                "- Przed wdrożeniem: zespół utrzymania robi kopię bazy – `pg_dump -Fc magazyn > magazyn_pre380.dump`.\n"
                "- Migracje: `make migrate ENV=prod`, szacunkowo ok. 15 minut. W tym czasie aplikacja będzie niedostępna dla użytkowników, a skanery w magazynie przejdą w tryb offline.\n"
                "- Plan awaryjny: jeśli migracja się nie powiedzie, wracamy do 3.7.4 i odtwarzamy kopię.\n"
                "- W oknie serwisowym prosimy nie zgłaszać błędów przez Jirę; pilne sprawy tylko telefonicznie do dyżurnego.\n"
                "- Podsumowanie roześlemy w piątek rano.",
            ),
            Good(
                "preserve",
                "Cześć! W czwartek 20 marca wdrażamy Magazyn w wersji 3.8.0 – okno serwisowe trwa od 22:00 do 23:30. Zanim zaczniemy, zespół utrzymania zrobi kopię bazy (`pg_dump -Fc magazyn > magazyn_pre380.dump`). Potem odpalamy migracje przez `make migrate ENV=prod`; szacujemy, że zajmą około 15 minut. Przez ten czas aplikacja będzie niedostępna dla użytkowników, a skanery w magazynie przejdą w tryb offline. Gdyby migracja się nie powiodła, wrócimy do 3.7.4 i odtworzymy kopię. Podczas okna prosimy nie zgłaszać błędów w Jirze – pilne sprawy wyłącznie telefonicznie do dyżurnego. Podsumowanie wyślemy w piątek rano.",
            ),
            Good(
                "en",
                "The deployment of version 3.8.0 of the Magazyn application is scheduled for Thursday 20 March, in the 22:00–23:30 maintenance window. Before the deployment, the operations team will back up the database with `pg_dump -Fc magazyn > magazyn_pre380.dump`. We run the migrations with `make migrate ENV=prod`; we estimate they will take about 15 minutes. During this time the application will be unavailable to users, and the warehouse scanners will switch to offline mode. If the migration fails, we will roll back to version 3.7.4 and restore the backup. Please do not report bugs through Jira during the maintenance window – urgent issues by phone to the on-call person only. We will send out a summary on Friday morning.",
            ),
        ],
        bad=[
            Slip(1, [("`make migrate ENV=prod`", "`make migrate ENV=staging`")], "code"),
            Slip(
                2,
                [
                    (
                        "in the 22:00–23:30 maintenance window",
                        "in the 21:00–23:30 maintenance window",
                    )
                ],
                "date",
            ),
            Slip(
                0,
                [
                    (
                        "- Podsumowanie roześlemy w piątek rano.",
                        "- Podsumowanie roześlemy w piątek rano; przygotuje je Tomasz Wrona z zespołu utrzymania.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-zielona-szkola-klas-czwartych-wisla",
        source="Szanowni Rodzice, zielona szkoła klas czwartych odbędzie się w dniach 9–13 czerwca 2025 r. w ośrodku „Leśna Polana” w Wiśle. Wyjazd sprzed szkoły w poniedziałek o 7:30, powrót w piątek około godziny 17:00. Koszt pobytu wynosi 1 150 zł i obejmuje zakwaterowanie, pełne wyżywienie, ubezpieczenie NNW oraz wycieczkę na Baranią Górę. Pierwszą ratę, 500 zł, prosimy wpłacić do 15 kwietnia, resztę do 20 maja. Dzieci nie mogą zabierać ze sobą tabletów ani laptopów; telefony będą wydawane codziennie w godz. 19:00–20:00. Jeśli dziecko przyjmuje leki, należy przekazać je wychowawcy wraz z pisemną informacją o dawkowaniu.",
        good=[
            Good(
                "preserve",
                "Drodzy Rodzice,\n"
                "klasy czwarte jadą na zieloną szkołę do ośrodka „Leśna Polana” w Wiśle od 9 do 13 czerwca 2025 r. Wyjazd: poniedziałek, 7:30, sprzed szkoły. Wracamy w piątek ok. 17:00. Pobyt kosztuje 1150 zł – w cenie są zakwaterowanie, pełne wyżywienie, ubezpieczenie NNW i wycieczka na Baranią Górę. Płatność w dwóch ratach: 500 zł prosimy wpłacić do 15 kwietnia, pozostałą kwotę do 20 maja. Dzieci nie mogą zabrać tabletów ani laptopów; telefony dostaną codziennie między 19:00 a 20:00. Leki, które dziecko przyjmuje, trzeba przekazać wychowawcy razem z pisemną informacją o dawkowaniu.",
            ),
            Good(
                "preserve",
                "Szanowni Rodzice,\n"
                "przekazujemy informacje dotyczące zielonej szkoły klas czwartych:\n"
                "– termin: 9–13 czerwca 2025 r.;\n"
                "– miejsce: ośrodek „Leśna Polana” w Wiśle;\n"
                "– wyjazd: poniedziałek, godz. 7:30, sprzed szkoły; powrót: piątek, około godz. 17:00;\n"
                "– koszt: 1 150 zł (zakwaterowanie, pełne wyżywienie, ubezpieczenie NNW, wycieczka na Baranią Górę);\n"
                "– wpłaty: pierwsza rata w wysokości 500 zł do 15 kwietnia, reszta do 20 maja;\n"
                "– sprzęt: dzieci nie mogą zabierać tabletów ani laptopów, a telefony będą wydawane codziennie w godz. 19:00–20:00;\n"
                "– leki: jeśli dziecko je przyjmuje, należy przekazać je wychowawcy wraz z pisemną informacją o dawkowaniu.",
            ),
            Good(
                "en",
                "Dear Parents,\n"
                "The fourth-grade green school trip will take place on 9–13 June 2025 at the “Leśna Polana” centre in Wisła. We leave from outside the school on Monday at 7:30 am and return on Friday at around 5:00 pm. The cost of the stay is PLN 1,150 and covers accommodation, full board, accident insurance (NNW) and a trip to Barania Góra. Please pay the first instalment of PLN 500 by 15 April and the rest by 20 May. Children may not bring tablets or laptops; phones will be handed out every day between 7:00 and 8:00 pm. If your child takes any medication, it must be handed to the class teacher together with written dosage instructions.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Children may not bring tablets or laptops; phones will be handed out every day between 7:00 and 8:00 pm.",
                        "Dzieci nie mogą zabierać ze sobą tabletów ani laptopów; telefony będą wydawane codziennie w godz. 19:00–20:00.",
                    )
                ],
                "wrong_language",
            ),
            Slip(0, [("500 zł prosimy wpłacić", "550 zł prosimy wpłacić")], "number"),
            Slip(
                1,
                [("wycieczka na Baranią Górę)", "wycieczka na Baranią Górę z przewodnikiem PTTK)")],
                "invented_fact",
            ),
        ],
    ),
]
