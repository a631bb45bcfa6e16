"""Blind-3 guard pairs: Polish sources, part A (insurance to airline baggage)."""

# ruff: noqa: E501
# E501: each passage is one literal, so it reads as its author wrote it.

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-ubezpieczenie",
        source="Ochrona ubezpieczeniowa obejmuje koszty leczenia za granicą do kwoty 200 000 zł oraz koszty transportu medycznego do Polski do 50 000 zł. Szkodę należy zgłosić ubezpieczycielowi w ciągu 7 dni od powrotu, telefonicznie pod numerem 22 575 00 00 lub przez formularz na stronie www.ochrona-podroz.pl/szkody. Ubezpieczenie nie obejmuje zdarzeń powstałych pod wpływem alkoholu ani uprawiania sportów wysokiego ryzyka, chyba że wykupiono rozszerzenie „Sport+”. Udział własny wynosi 100 zł za każde zdarzenie. Umowa wygasa z dniem 31 grudnia 2025 r., a składka nie podlega zwrotowi po rozpoczęciu podróży.",
        good=[
            Good(
                "pl",
                "Polisa pokrywa koszty leczenia za granicą do 200 000 zł, a koszty transportu medycznego do Polski do 50 000 zł. Szkodę trzeba zgłosić ubezpieczycielowi w ciągu 7 dni od powrotu: dzwoniąc pod numer 22 575 00 00 albo wypełniając formularz na stronie www.ochrona-podroz.pl/szkody. Ubezpieczenie nie obejmuje zdarzeń, do których doszło pod wpływem alkoholu lub podczas uprawiania sportów wysokiego ryzyka, o ile nie wykupiono rozszerzenia „Sport+”. Za każde zdarzenie obowiązuje udział własny w wysokości 100 zł. Umowa wygasa 31 grudnia 2025 r. Po rozpoczęciu podróży składka nie jest zwracana.",
            ),
            Good(
                "en",
                "The cover includes medical treatment abroad up to PLN 200,000 and medical transport back to Poland up to PLN 50,000. A claim must be reported to the insurer within 7 days of return, by telephone on 22 575 00 00 or via the form at www.ochrona-podroz.pl/szkody. The insurance does not cover events that occur under the influence of alcohol or while practising high-risk sports, unless the “Sport+” extension has been purchased. The excess is PLN 100 per event. The contract expires on 31 December 2025, and the premium is not refundable once the journey has begun.",
            ),
        ],
        bad=[
            Slip(1, [("within 7 days of return", "within 14 days of return")], "number"),
            Slip(
                0,
                [
                    (
                        "Po rozpoczęciu podróży składka nie jest zwracana.",
                        "Po rozpoczęciu podróży składka jest zwracana.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("www.ochrona-podroz.pl/szkody", "www.ochrona-podroz.pl/zgloszenia")], "url"),
        ],
    ),
    Case(
        key="pl-kolej",
        source="W związku z modernizacją mostu na Wiśle od 4 marca do 28 kwietnia 2024 r. pociągi linii S3 między Warszawą Zachodnią a Legionowem będą kursować co 30 minut zamiast co 15 minut. Ostatni pociąg z Warszawy Centralnej odjedzie o 22:40. W weekend 13 i 14 kwietnia ruch zostanie całkowicie wstrzymany i zastąpiony autobusową komunikacją zastępczą ZS3, która prawdopodobnie wydłuży podróż o około 20 minut. Bilety okresowe zachowują ważność w autobusach. Aktualny rozkład jest dostępny na stronie www.kolejemazowieckie.pl/zmiany.",
        good=[
            Good(
                "preserve",
                "Od 4 marca do 28 kwietnia 2024 r. trwa modernizacja mostu na Wiśle. Dlatego pociągi S3 między Warszawą Zachodnią a Legionowem będą jeździć co pół godziny, a nie co kwadrans. Ostatni pociąg odjedzie z Warszawy Centralnej o 22:40. W weekend 13 i 14 kwietnia pociągi nie pojadą wcale: zastąpią je autobusy zastępcze ZS3. Podróż nimi prawdopodobnie potrwa o około 20 minut dłużej. W autobusach ważne są bilety okresowe. Aktualny rozkład znajdziesz na stronie www.kolejemazowieckie.pl/zmiany.",
            ),
            Good(
                "en",
                "Owing to the modernisation of the bridge over the Vistula, from 4 March to 28 April 2024 S3 trains between Warszawa Zachodnia and Legionowo will run every 30 minutes instead of every 15 minutes. The last train from Warszawa Centralna will depart at 22:40. On the weekend of 13 and 14 April, services will be suspended entirely and replaced by the ZS3 rail replacement bus, which is likely to lengthen the journey by about 20 minutes. Season tickets remain valid on the buses. The current timetable is available at www.kolejemazowieckie.pl/zmiany.",
            ),
        ],
        bad=[
            Slip(1, [("will depart at 22:40", "will depart at 23:40")], "number"),
            Slip(0, [("Podróż nimi prawdopodobnie potrwa", "Podróż nimi potrwa")], "hedge"),
            Slip(1, [("from 4 March to 28 April 2024", "from 4 March to 28 May 2024")], "date"),
        ],
    ),
    Case(
        key="pl-najem",
        source="Najemca zobowiązany jest do zapłaty czynszu w wysokości 2 800 zł miesięcznie, z góry do 10. dnia każdego miesiąca, na rachunek wskazany w § 4 umowy. Kaucja wynosi dwukrotność czynszu, czyli 5 600 zł, i zostanie zwrócona w terminie 30 dni od opuszczenia lokalu, po potrąceniu ewentualnych należności. Najemca nie może podnajmować lokalu bez pisemnej zgody wynajmującego. Każda ze stron może wypowiedzieć umowę z zachowaniem trzymiesięcznego okresu wypowiedzenia. Drobne naprawy, o których mowa w art. 681 Kodeksu cywilnego, obciążają najemcę.",
        good=[
            Good(
                "pl",
                "Czynsz wynosi 2 800 zł miesięcznie. Najemca musi go płacić z góry, najpóźniej 10. dnia każdego miesiąca, na rachunek podany w § 4 umowy. Kaucja to równowartość dwóch czynszów, czyli 5 600 zł. Wynajmujący zwróci ją w ciągu 30 dni od opuszczenia lokalu, po odliczeniu ewentualnych należności. Bez pisemnej zgody wynajmującego najemcy nie wolno podnajmować lokalu. Obie strony mogą wypowiedzieć umowę z trzymiesięcznym okresem wypowiedzenia. Drobne naprawy, o których mowa w art. 681 Kodeksu cywilnego, należą do najemcy.",
            ),
            Good(
                "en",
                "The tenant is required to pay rent of PLN 2,800 per month, in advance, by the 10th day of each month, into the account specified in § 4 of the agreement. The deposit equals two months' rent, i.e. PLN 5,600, and will be returned within 30 days of the tenant vacating the premises, less any amounts owed. The tenant may not sublet the premises without the landlord's written consent. Either party may terminate the agreement by giving three months' notice. Minor repairs referred to in Article 681 of the Civil Code are the tenant's responsibility.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("specified in § 4 of the agreement", "specified in § 5 of the agreement")],
                "legal_reference",
            ),
            Slip(
                0,
                [("najemcy nie wolno podnajmować lokalu", "najemcy wolno podnajmować lokal")],
                "negation",
            ),
            Slip(1, [("by giving three months' notice", "by giving one month's notice")], "number"),
        ],
    ),
    Case(
        key="pl-odpady",
        source="Od 1 lipca 2024 r. odpady biodegradowalne z gospodarstw domowych odbierane są co tydzień w okresie od kwietnia do października oraz co dwa tygodnie w pozostałych miesiącach. Pojemniki należy wystawić przed posesję do godziny 6:00 w dniu odbioru. Nie wolno wrzucać do brązowych pojemników odchodów zwierzęcych, kości ani popiołu. Za nieprawidłową segregację gmina może naliczyć opłatę podwyższoną, wynoszącą czterokrotność stawki podstawowej, czyli 140 zł miesięcznie od gospodarstwa. Harmonogram odbiorów dla każdej ulicy znajduje się na stronie odpady.gmina-lesna.pl.",
        good=[
            Good(
                "preserve",
                "Od 1 lipca 2024 r. bioodpady z domów są odbierane co tydzień od kwietnia do października, a w pozostałych miesiącach co dwa tygodnie. Pojemnik trzeba wystawić przed posesję do 6:00 rano w dniu odbioru. Do brązowego pojemnika nie wrzucaj odchodów zwierząt, kości ani popiołu. Jeśli odpady są źle posegregowane, gmina może naliczyć podwyższoną opłatę: cztery razy wyższą od podstawowej, czyli 140 zł miesięcznie od gospodarstwa. Harmonogram odbiorów dla swojej ulicy znajdziesz na stronie odpady.gmina-lesna.pl.",
            ),
            Good(
                "en",
                "From 1 July 2024, biodegradable household waste is collected every week from April to October and every two weeks in the other months. Bins must be put out in front of the property by 6:00 a.m. on collection day. Do not put animal faeces, bones or ash in the brown bins. For incorrect sorting, the municipality may charge an increased fee of four times the basic rate, which is PLN 140 per household per month. The collection schedule for each street is on odpady.gmina-lesna.pl.",
            ),
        ],
        bad=[
            Slip(1, [("the municipality may charge", "the municipality will charge")], "modality"),
            Slip(0, [("Od 1 lipca 2024 r.", "Od 1 czerwca 2024 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "is on odpady.gmina-lesna.pl.",
                        "is on odpady.gmina-lesna.pl, where a missed collection can be reported within 48 hours.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-studia",
        source="Student, który nie zaliczył przedmiotu w pierwszym terminie, ma prawo do dwóch terminów poprawkowych. Wniosek o egzamin komisyjny składa się do dziekana w terminie 7 dni od ogłoszenia wyniku drugiego terminu poprawkowego (§ 18 ust. 3 Regulaminu studiów). Egzamin komisyjny powinien odbyć się nie później niż 14 dni od dnia złożenia wniosku. Student może uzyskać urlop od zajęć najwyżej dwa razy w trakcie studiów, przy czym każdy urlop trwa nie dłużej niż rok. Średnia ocen uprawniająca do stypendium rektora wynosi co najmniej 4,5.",
        good=[
            Good(
                "pl",
                "Studentowi, który nie uzyskał zaliczenia przedmiotu w pierwszym terminie, przysługują dwa terminy poprawkowe. Zgodnie z § 18 ust. 3 Regulaminu studiów wniosek o przeprowadzenie egzaminu komisyjnego kieruje się do dziekana w ciągu 7 dni od ogłoszenia wyniku drugiego terminu poprawkowego. Egzamin komisyjny powinien zostać przeprowadzony nie później niż 14 dni od złożenia wniosku. W toku studiów student może skorzystać z urlopu od zajęć co najwyżej dwukrotnie, a żaden z urlopów nie może trwać dłużej niż jeden rok. Do stypendium rektora uprawnia średnia ocen wynosząca co najmniej 4,5.",
            ),
            Good(
                "en",
                "A student who fails a course at the first attempt is entitled to two resit attempts. An application for a board examination is submitted to the dean within 7 days of the announcement of the result of the second resit (§ 18(3) of the Study Regulations). The board examination should take place no later than 14 days after the application is filed. A student may take leave from classes at most twice during their studies, and each leave may last no longer than one year. The grade average that qualifies for the Rector's scholarship is at least 4.5.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Zgodnie z § 18 ust. 3 Regulaminu", "Zgodnie z § 18 ust. 2 Regulaminu")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "at most twice during their studies",
                        "at most three times during their studies",
                    )
                ],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "The board examination should take place",
                        "The board examination must take place",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-muzeum",
        source="Muzeum jest otwarte od wtorku do niedzieli w godzinach od 10:00 do 18:00, a w czwartki do 20:00. W poniedziałki muzeum jest nieczynne. Bilet normalny kosztuje 35 zł, ulgowy 20 zł; dzieci do lat 7 wchodzą bezpłatnie. W czwartki wstęp na wystawę stałą jest wolny. Ostatnie wejście jest możliwe na 45 minut przed zamknięciem. Plecaki większe niż 40 na 30 cm należy zostawić w szatni. Fotografowanie bez lampy błyskowej jest dozwolone, z wyjątkiem sali z rękopisami. Grupy powyżej 15 osób muszą rezerwować wizytę z wyprzedzeniem pod adresem rezerwacje@muzeum-miasta.pl.",
        good=[
            Good(
                "preserve",
                "Muzeum działa od wtorku do niedzieli, od 10:00 do 18:00, a w czwartki aż do 20:00. W poniedziałki jest zamknięte. Normalny bilet kosztuje 35 zł, ulgowy 20 zł, a dzieci do lat 7 wchodzą za darmo. W czwartki na wystawę stałą wejdziesz bez opłaty. Ostatnie wejście jest 45 minut przed zamknięciem. Plecak większy niż 40 na 30 cm musisz zostawić w szatni. Zdjęcia bez lampy błyskowej możesz robić wszędzie poza salą z rękopisami. Jeśli przychodzicie grupą większą niż 15 osób, musicie wcześniej zarezerwować wizytę pod adresem rezerwacje@muzeum-miasta.pl.",
            ),
            Good(
                "en",
                "The museum is open Tuesday to Sunday from 10:00 to 18:00, and until 20:00 on Thursdays. It is closed on Mondays. A standard ticket costs PLN 35 and a reduced ticket PLN 20; children up to the age of 7 enter free of charge. On Thursdays admission to the permanent exhibition is free. Last entry is 45 minutes before closing. Backpacks larger than 40 by 30 cm must be left in the cloakroom. Photography without flash is allowed, except in the manuscripts room. Groups of more than 15 people must book their visit in advance at rezerwacje@muzeum-miasta.pl.",
            ),
        ],
        bad=[
            Slip(1, [("rezerwacje@muzeum-miasta.pl", "rezerwacja@muzeum-miasta.pl")], "url"),
            Slip(
                1,
                [
                    (
                        "Groups of more than 15 people must book",
                        "Groups of more than 15 people can book",
                    )
                ],
                "modality",
            ),
            Slip(0, [("musisz zostawić w szatni", "możesz zostawić w szatni")], "modality"),
        ],
    ),
    Case(
        key="pl-podatek",
        source="Ulga termomodernizacyjna pozwala odliczyć od dochodu wydatki na ocieplenie budynku jednorodzinnego, do kwoty 53 000 zł na podatnika. Odliczenia można dokonać w zeznaniu za rok, w którym poniesiono wydatek, a nadwyżkę rozliczać przez kolejne 6 lat. Przedsięwzięcie musi zostać zakończone w ciągu 3 lat, licząc od końca roku podatkowego, w którym poniesiono pierwszy wydatek; w przeciwnym razie odliczoną kwotę należy doliczyć do dochodu. Podstawą prawną jest art. 26h ustawy o podatku dochodowym od osób fizycznych. Wydatki muszą być udokumentowane fakturami wystawionymi przez czynnych podatników VAT.",
        good=[
            Good(
                "pl",
                "Dzięki uldze termomodernizacyjnej możesz odliczyć od dochodu wydatki na ocieplenie budynku jednorodzinnego, maksymalnie 53 000 zł na jednego podatnika. Odliczenia możesz dokonać w zeznaniu za rok, w którym poniosłeś wydatek, a nadwyżkę rozliczać przez kolejne 6 lat. Całe przedsięwzięcie musisz zakończyć w ciągu 3 lat od końca roku podatkowego, w którym poniosłeś pierwszy wydatek. Jeśli tego nie zrobisz, odliczoną kwotę trzeba doliczyć do dochodu. Ulgę przewiduje art. 26h ustawy o podatku dochodowym od osób fizycznych. Każdy wydatek musi być potwierdzony fakturą wystawioną przez czynnego podatnika VAT.",
            ),
            Good(
                "en",
                "The thermal modernisation relief allows expenditure on insulating a single-family building to be deducted from income, up to PLN 53,000 per taxpayer. The deduction may be made in the return for the year in which the expenditure was incurred, and any excess may be carried forward over the following 6 years. The project must be completed within 3 years from the end of the tax year in which the first expenditure was incurred; otherwise, the deducted amount must be added back to income. The legal basis is Article 26h of the Personal Income Tax Act. The expenditure must be documented by invoices issued by active VAT payers.",
            ),
        ],
        bad=[
            Slip(1, [("Article 26h", "Article 26g")], "legal_reference"),
            Slip(0, [("w ciągu 3 lat od końca", "w ciągu 5 lat od końca")], "number"),
            Slip(
                1,
                [("The project must be completed", "The project should be completed")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-liga",
        source="W sezonie 2024/2025 w rozgrywkach ligi juniorów każda drużyna może zgłosić najwyżej 22 zawodników. Zawodnik, który otrzymał trzy żółte kartki, pauzuje w najbliższym meczu. Za walkower drużyna traci 3 punkty i płaci karę 500 zł. Mecze nie mogą rozpoczynać się przed godziną 9:00 ani po 19:00. Zgłoszenia składów przyjmowane są do 15 sierpnia 2024 r. przez system rozgrywki.mzpn.pl. Sędziego wyznacza Kolegium Sędziów zgodnie z § 12 regulaminu rozgrywek.",
        good=[
            Good(
                "pl",
                "W sezonie 2024/2025 drużyna w lidze juniorów może zgłosić maksymalnie 22 zawodników. Po trzeciej żółtej kartce zawodnik nie gra w najbliższym meczu. Drużyna, która przegra walkowerem, traci 3 punkty i płaci 500 zł kary. Żaden mecz nie może się zacząć wcześniej niż o 9:00 ani później niż o 19:00. Składy zgłasza się do 15 sierpnia 2024 r. w systemie rozgrywki.mzpn.pl. Sędziego wyznacza Kolegium Sędziów na podstawie § 12 regulaminu rozgrywek.",
            ),
            Good(
                "en",
                "In the 2024/2025 season, each team in the junior league may register no more than 22 players. A player who has received three yellow cards is suspended for the next match. For a walkover, the team loses 3 points and pays a fine of PLN 500. Matches may not start before 9:00 or after 19:00. Squad registrations are accepted until 15 August 2024 via rozgrywki.mzpn.pl. The referee is appointed by the Referees' Board in accordance with § 12 of the competition rules.",
            ),
        ],
        bad=[
            Slip(1, [("received three yellow cards", "received two yellow cards")], "number"),
            Slip(0, [("do 15 sierpnia 2024 r.", "do 15 września 2024 r.")], "date"),
            Slip(1, [("via rozgrywki.mzpn.pl", "via rozgrywki.pzpn.pl")], "url"),
        ],
    ),
    Case(
        key="pl-wycofanie",
        source="Producent wycofuje z obrotu partię musztardy sarepskiej 180 g o numerze L2403117 i dacie minimalnej trwałości 30.09.2025. W badaniach laboratoryjnych wykryto w niej przekroczenie dopuszczalnego poziomu siarczynów, który może wywołać reakcję u osób uczulonych. Konsumenci nie powinni spożywać produktu z tej partii. Słoik można zwrócić w każdym sklepie sieci, także bez paragonu, a zwrot kosztów wynosi 6,99 zł. Inne partie produktu nie są objęte komunikatem. Pytania można kierować na infolinię 800 123 456, czynną w dni robocze od 8:00 do 16:00.",
        good=[
            Good(
                "pl",
                "Producent wycofuje ze sprzedaży jedną partię musztardy sarepskiej 180 g: numer partii L2403117, data minimalnej trwałości 30.09.2025. Badania laboratoryjne wykazały, że zawiera ona więcej siarczynów, niż dopuszczają normy, co u osób uczulonych może wywołać reakcję. Konsumenci nie powinni jeść musztardy z tej partii. Słoik można oddać w każdym sklepie sieci, nawet bez paragonu, i otrzymać zwrot 6,99 zł. Komunikat nie dotyczy innych partii. Pytania można zadać pod numerem infolinii 800 123 456, w dni robocze od 8:00 do 16:00.",
            ),
            Good(
                "en",
                "The manufacturer is recalling one batch of 180 g Sarepska mustard, batch number L2403117, best before 30.09.2025. Laboratory tests found sulphite levels above the permitted limit, which may cause a reaction in people who are allergic. Consumers should not eat the product from this batch. The jar can be returned to any of the chain's shops, even without a receipt, for a refund of PLN 6.99. Other batches of the product are not affected. Questions can be directed to the helpline on 800 123 456, open on working days from 8:00 to 16:00.",
            ),
        ],
        bad=[
            Slip(1, [("which may cause a reaction", "which causes a reaction")], "hedge"),
            Slip(1, [("best before 30.09.2025", "best before 30.09.2026")], "date"),
            Slip(
                1,
                [
                    (
                        "Other batches of the product are not affected.",
                        "Other batches of the product are also affected.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-kadry",
        source="Pracownik może pracować zdalnie do 8 dni w miesiącu, po uzgodnieniu terminów z bezpośrednim przełożonym co najmniej 2 dni robocze wcześniej. Nadgodziny są dopuszczalne wyłącznie w sytuacjach określonych w art. 151 § 1 Kodeksu pracy i wymagają pisemnego polecenia kierownika. Liczba nadgodzin nie może przekroczyć 150 w roku kalendarzowym. Dodatek za pracę w nocy wynosi 20% stawki godzinowej. Wnioski urlopowe należy składać w systemie HR najpóźniej 14 dni przed planowanym urlopem. Polityka obowiązuje od 1 stycznia 2025 r.",
        good=[
            Good(
                "preserve",
                "Pracownik ma możliwość wykonywania pracy zdalnej przez maksymalnie 8 dni w miesiącu, o ile uzgodni jej terminy z bezpośrednim przełożonym z wyprzedzeniem co najmniej 2 dni roboczych. Praca w godzinach nadliczbowych jest dopuszczalna jedynie w przypadkach wskazanych w art. 151 § 1 Kodeksu pracy i wymaga pisemnego polecenia kierownika. W roku kalendarzowym liczba godzin nadliczbowych nie może być wyższa niż 150. Dodatek za pracę w porze nocnej wynosi 20% stawki godzinowej. Wnioski o urlop należy składać w systemie HR nie później niż 14 dni przed jego planowanym rozpoczęciem. Polityka obowiązuje od 1 stycznia 2025 r.",
            ),
            Good(
                "en",
                "Employees may work remotely for up to 8 days a month, provided they agree the dates with their line manager at least 2 working days in advance. Overtime is permitted only in the situations set out in Article 151 § 1 of the Labour Code and requires a written instruction from the manager. Overtime may not exceed 150 hours in a calendar year. The night work allowance is 20% of the hourly rate. Leave requests must be submitted in the HR system no later than 14 days before the planned leave. The policy applies from 1 January 2025.",
            ),
        ],
        bad=[
            Slip(1, [("Article 151 § 1", "Article 151 § 2")], "legal_reference"),
            Slip(0, [("wynosi 20% stawki", "wynosi 25% stawki")], "number"),
            Slip(
                1,
                [("Leave requests must be submitted", "Leave requests should be submitted")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-wyrok",
        source="W wyroku z 12 października 2023 r. (sygn. akt II CSK 451/22) Sąd Najwyższy uznał, że bank nie może pobierać od konsumenta opłaty za wcześniejszą spłatę kredytu, jeżeli umowa nie określała jej wysokości w sposób jednoznaczny. Sąd powołał się na art. 49 ust. 1 ustawy o kredycie konsumenckim. Powód odzyskał 4 870 zł wraz z odsetkami ustawowymi od dnia wniesienia pozwu. Orzeczenie prawdopodobnie wpłynie na kilkaset podobnych spraw zawisłych przed sądami okręgowymi. Wyrok jest prawomocny.",
        good=[
            Good(
                "pl",
                "12 października 2023 r. Sąd Najwyższy wydał wyrok w sprawie o sygnaturze II CSK 451/22. Orzekł, że bank nie może pobierać od konsumenta opłaty za wcześniejszą spłatę kredytu, jeśli umowa nie określała jednoznacznie jej wysokości. Sąd oparł się na art. 49 ust. 1 ustawy o kredycie konsumenckim. Powód odzyskał 4 870 zł razem z odsetkami ustawowymi liczonymi od dnia wniesienia pozwu. Wyrok prawdopodobnie wpłynie na kilkaset podobnych spraw toczących się przed sądami okręgowymi. Jest prawomocny.",
            ),
            Good(
                "en",
                "In its judgment of 12 October 2023 (case no. II CSK 451/22), the Supreme Court held that a bank may not charge a consumer a fee for early repayment of a loan if the agreement did not specify the amount of that fee unambiguously. The Court relied on Article 49(1) of the Consumer Credit Act. The claimant recovered PLN 4,870 together with statutory interest from the date the claim was filed. The ruling is likely to affect several hundred similar cases pending before regional courts. The judgment is final.",
            ),
        ],
        bad=[
            Slip(1, [("The ruling is likely to affect", "The ruling will affect")], "hedge"),
            Slip(0, [("12 października 2023 r.", "12 października 2022 r.")], "date"),
            Slip(1, [("Article 49(1)", "Article 49(2)")], "legal_reference"),
            Slip(0, [("Jest prawomocny.", "Nie jest jeszcze prawomocny.")], "negation"),
        ],
    ),
    Case(
        key="pl-grant",
        source="Fundacja ogłasza nabór wniosków w programie „Lokalne Archiwa” na projekty digitalizacji zbiorów regionalnych. Maksymalna kwota dofinansowania wynosi 40 000 zł, a wkład własny musi stanowić co najmniej 10% budżetu projektu. Wnioski przyjmowane są od 3 lutego do 17 marca 2025 r. wyłącznie przez generator na stronie granty.fundacja-pamiec.org. Projekt powinien trwać od 6 do 12 miesięcy. O dofinansowanie nie mogą ubiegać się osoby fizyczne ani partie polityczne. Wyniki zostaną ogłoszone najpóźniej 30 maja 2025 r.",
        good=[
            Good(
                "en",
                "The Foundation is inviting applications to its “Lokalne Archiwa” (Local Archives) programme for projects digitising regional collections. The maximum grant is PLN 40,000, and the applicant's own contribution must be at least 10% of the project budget. Applications are accepted from 3 February to 17 March 2025, only through the application generator at granty.fundacja-pamiec.org. Projects should last between 6 and 12 months. Individuals and political parties may not apply for funding. Results will be announced by 30 May 2025 at the latest.",
            ),
            Good(
                "pl",
                "Fundacja ogłasza nabór wniosków w ramach programu „Lokalne Archiwa”, przeznaczonego dla projektów digitalizacji regionalnych zbiorów. Dofinansowanie może wynieść maksymalnie 40 000 zł, przy czym wkład własny musi wynosić nie mniej niż 10% budżetu projektu. Nabór trwa od 3 lutego do 17 marca 2025 r.; wnioski składa się wyłącznie za pośrednictwem generatora dostępnego na stronie granty.fundacja-pamiec.org. Czas realizacji projektu powinien wynosić od 6 do 12 miesięcy. Osoby fizyczne i partie polityczne nie mogą ubiegać się o dofinansowanie. Wyniki zostaną ogłoszone nie później niż 30 maja 2025 r.",
            ),
        ],
        bad=[
            Slip(0, [("must be at least 10%", "must be at least 20%")], "number"),
            Slip(1, [("do 17 marca 2025 r.", "do 17 kwietnia 2025 r.")], "date"),
            Slip(
                0,
                [
                    (
                        "by 30 May 2025 at the latest.",
                        "by 30 May 2025 at the latest, and around 25 projects will receive funding.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-budowa",
        source="Budowa wolnostojącego budynku gospodarczego o powierzchni zabudowy do 35 m² nie wymaga pozwolenia na budowę, lecz wymaga zgłoszenia w starostwie powiatowym, zgodnie z art. 29 ust. 1 pkt 14 Prawa budowlanego. Roboty można rozpocząć, jeżeli w terminie 21 dni od doręczenia zgłoszenia organ nie wniesie sprzeciwu. Łączna liczba takich budynków na działce nie może przekraczać dwóch na każde 500 m² powierzchni działki. Do zgłoszenia należy dołączyć szkic usytuowania obiektu. Jeżeli roboty nie zostaną rozpoczęte w ciągu 3 lat od wskazanego terminu ich rozpoczęcia, zgłoszenie traci ważność.",
        good=[
            Good(
                "pl",
                "Na wolnostojący budynek gospodarczy o powierzchni zabudowy do 35 m² nie potrzebujesz pozwolenia na budowę. Musisz go jednak zgłosić w starostwie powiatowym; tak stanowi art. 29 ust. 1 pkt 14 Prawa budowlanego. Budowę możesz zacząć, jeśli w ciągu 21 dni od doręczenia zgłoszenia urząd nie wniesie sprzeciwu. Na każde 500 m² działki mogą przypadać najwyżej dwa takie budynki. Do zgłoszenia trzeba dołączyć szkic, który pokazuje, gdzie stanie budynek. Jeśli nie zaczniesz prac w ciągu 3 lat od podanego terminu rozpoczęcia, zgłoszenie przestaje być ważne.",
            ),
            Good(
                "en",
                "A detached outbuilding with a footprint of up to 35 m² does not need a building permit, but it must be notified to the district office under Article 29(1)(14) of the Construction Law. Work may begin if the authority does not object within 21 days of receiving the notification. There may be no more than two such buildings for every 500 m² of plot area. A sketch showing the location of the building must be attached to the notification. If work has not started within 3 years of the stated start date, the notification lapses.",
            ),
        ],
        bad=[
            Slip(1, [("Article 29(1)(14)", "Article 29(1)(4)")], "legal_reference"),
            Slip(
                0,
                [("nie potrzebujesz pozwolenia na budowę", "potrzebujesz pozwolenia na budowę")],
                "negation",
            ),
            Slip(1, [("object within 21 days", "object within 30 days")], "number"),
        ],
    ),
    Case(
        key="pl-bagaz",
        source="Pasażer taryfy Basic może zabrać na pokład bezpłatnie jeden mały bagaż o wymiarach nie większych niż 40 x 30 x 20 cm, który musi zmieścić się pod fotelem. Bagaż rejestrowany do 23 kg kosztuje 129 zł przy zakupie online i 199 zł na lotnisku. Za każdy kilogram nadwagi pobierana jest opłata 50 zł. Powerbanki o pojemności powyżej 160 Wh są zabronione zarówno w bagażu podręcznym, jak i rejestrowanym. Odprawa online jest dostępna od 30 godzin do 2 godzin przed odlotem. Szczegóły: www.lotexpress.pl/bagaz.",
        good=[
            Good(
                "en",
                "Basic fare passengers may take one small bag on board free of charge, measuring no more than 40 x 30 x 20 cm; it must fit under the seat. A checked bag of up to 23 kg costs PLN 129 if bought online and PLN 199 at the airport. A fee of PLN 50 is charged for each kilogram of excess weight. Power banks above 160 Wh are prohibited in both cabin and checked baggage. Online check-in opens 30 hours before departure and closes 2 hours before. Details: www.lotexpress.pl/bagaz.",
            ),
            Good(
                "preserve",
                "W taryfie Basic możesz zabrać na pokład za darmo jeden mały bagaż, maksymalnie 40 x 30 x 20 cm. Musi się on zmieścić pod fotelem. Bagaż rejestrowany do 23 kg kosztuje 129 zł, jeśli kupisz go online, albo 199 zł na lotnisku. Za każdy kilogram ponad limit dopłacasz 50 zł. Powerbanków powyżej 160 Wh nie wolno przewozić ani w bagażu podręcznym, ani w rejestrowanym. Odprawić się online możesz najwcześniej 30 godzin, a najpóźniej 2 godziny przed odlotem. Szczegóły: www.lotexpress.pl/bagaz.",
            ),
        ],
        bad=[
            Slip(0, [("PLN 199 at the airport", "PLN 149 at the airport")], "number"),
            Slip(
                0,
                [
                    (
                        "A fee of PLN 50 is charged for each kilogram of excess weight.",
                        "Za każdy kilogram nadwagi pobierana jest opłata 50 zł.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
]
