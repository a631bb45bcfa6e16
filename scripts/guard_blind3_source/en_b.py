"""Blind-3 guard pairs: English sources, part B (key rotation to MSc admissions)."""

# ruff: noqa: E501
# E501: each passage is one literal, so it reads as its author wrote it.

from common import Bad, Case, Good, Slip

CASES = [
    Case(
        key="en-klucze",
        source="To rotate the signing key, run `vaultline keys rotate --grace 72h` on the primary node. During the grace period both the old and the new key are accepted; after 72 hours the old key is rejected. Do not run the command on replicas, as they pick up the new key automatically within 5 minutes. If `keys rotate` exits with code 3, the cluster is not healthy and nothing was changed. The previous key is kept in `/var/lib/vaultline/keys/retired/` for 30 days.",
        good=[
            Good(
                "pl",
                "Aby wymienić klucz podpisujący, uruchom `vaultline keys rotate --grace 72h` na węźle głównym. W okresie przejściowym akceptowany jest zarówno stary, jak i nowy klucz; po 72 godzinach stary klucz jest odrzucany. Nie uruchamiaj tego polecenia na replikach, bo pobierają one nowy klucz automatycznie w ciągu 5 minut. Jeśli `keys rotate` zakończy się kodem 3, klaster nie jest w dobrym stanie i nic nie zostało zmienione. Poprzedni klucz jest przechowywany w `/var/lib/vaultline/keys/retired/` przez 30 dni.",
            ),
            Good(
                "preserve",
                "Rotate the signing key on the primary node with `vaultline keys rotate --grace 72h`. For the grace period, both keys are accepted; after 72 hours, the old one is rejected. Never run it on replicas: they pick up the new key by themselves within 5 minutes. Exit code 3 from `keys rotate` means the cluster is unhealthy and nothing changed. The old key stays in `/var/lib/vaultline/keys/retired/` for 30 days.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("`vaultline keys rotate --grace 72h`", "`vaultline key rotate --grace 72h`")],
                "code",
            ),
            Slip(
                0, [("`/var/lib/vaultline/keys/retired/`", "`/var/lib/vaultline/retired/`")], "code"
            ),
            Slip(
                0,
                [("Jeśli `keys rotate` zakończy", "Jeśli `keys rotate --force` zakończy")],
                "code",
            ),
            Slip(
                1,
                [
                    (
                        "Never run it on replicas: they pick up",
                        "You can also run it on replicas, which pick up",
                    )
                ],
                "negation",
            ),
            Slip(0, [("w ciągu 5 minut", "w ciągu 15 minut")], "number"),
        ],
    ),
    Case(
        key="en-zamkniecie",
        source="Engineering work will close the line between Reading and Didcot Parkway from 23:30 on Saturday 8 March until 05:00 on Monday 10 March 2025. Replacement buses will run every 20 minutes and are expected to add around 40 minutes to journeys. Tickets dated for these days will be accepted on the buses and on South Western Railway services via Basingstoke. Bicycles cannot be carried on replacement buses, except folding bikes. Check before you travel at nationalrail.co.uk.",
        good=[
            Good(
                "pl",
                "Z powodu prac inżynieryjnych linia między Reading a Didcot Parkway będzie zamknięta od soboty 8 marca, od 23:30, do poniedziałku 10 marca 2025 r., do 5:00. Autobusy zastępcze będą kursować co 20 minut i przewiduje się, że wydłużą podróż o około 40 minut. Bilety na te dni będą honorowane w autobusach oraz w pociągach South Western Railway jadących przez Basingstoke. W autobusach zastępczych nie można przewozić rowerów, z wyjątkiem składanych. Przed podróżą sprawdź informacje na stronie nationalrail.co.uk.",
            ),
            Good(
                "preserve",
                "The line between Reading and Didcot Parkway will be closed for engineering work from 23:30 on Saturday 8 March to 05:00 on Monday 10 March 2025. Buses will replace trains every 20 minutes, and journeys are expected to take around 40 minutes longer. You can use tickets for these dates on the buses, or on South Western Railway trains via Basingstoke. Only folding bikes are allowed on the replacement buses. Check before you travel at nationalrail.co.uk.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("to 05:00 on Monday 10 March 2025", "to 05:00 on Monday 17 March 2025")],
                "date",
            ),
            Slip(0, [("co 20 minut", "co 30 minut")], "number"),
            Slip(
                1,
                [
                    (
                        "journeys are expected to take around 40 minutes longer",
                        "journeys will take 40 minutes longer",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "on South Western Railway trains via Basingstoke.",
                        "on South Western Railway trains via Basingstoke, and delay repay applies to journeys more than 15 minutes late.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-doktorat",
        source="Under Regulation 14.2 of the Academic Regulations, a doctoral thesis must be submitted within four years of first registration for full-time candidates and within seven years for part-time candidates. An extension of up to 12 months may be granted by the Graduate School in exceptional circumstances. Candidates must submit an electronic copy through the thesis portal at least three months before the intended examination date. The word limit is 100,000 words, excluding bibliography and appendices. Theses that exceed the limit will not be examined.",
        good=[
            Good(
                "pl",
                "Zgodnie z przepisem 14.2 Regulaminu akademickiego doktoranci studiujący w trybie stacjonarnym muszą złożyć rozprawę w ciągu czterech lat od pierwszej rejestracji, a w trybie niestacjonarnym w ciągu siedmiu lat. W wyjątkowych okolicznościach Szkoła Doktorska może przedłużyć ten termin o maksymalnie 12 miesięcy. Kandydaci muszą przesłać elektroniczną wersję rozprawy przez portal rozpraw co najmniej trzy miesiące przed planowanym terminem egzaminu. Limit wynosi 100 000 słów, bez bibliografii i załączników. Rozprawy przekraczające limit nie będą oceniane.",
            ),
            Good(
                "preserve",
                "Regulation 14.2 of the Academic Regulations says full-time doctoral candidates must submit their thesis within four years of first registering, and part-time candidates within seven years. In exceptional circumstances, the Graduate School may grant an extension of up to 12 months. You must upload an electronic copy through the thesis portal at least three months before the planned examination date. The limit is 100,000 words, not counting the bibliography and appendices. A thesis over the limit will not be examined.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Regulation 14.2 of the Academic", "Regulation 12.4 of the Academic")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "and part-time candidates within seven years",
                        "and part-time candidates within six years",
                    )
                ],
                "number",
            ),
            Slip(
                0,
                [
                    (
                        "Rozprawy przekraczające limit nie będą oceniane.",
                        "Rozprawy przekraczające limit również będą oceniane.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-kabina",
        source="**Cabin baggage allowance**\n\n- One personal item (max. 40 x 30 x 15 cm) on all fares.\n- One cabin bag up to 10 kg on Flex and Business fares only.\n- Liquids must be in containers of 100 ml or less, in one transparent 1-litre bag.\n\nBags that do not fit the sizer at the gate will be checked in for a fee of €60. See the [baggage rules](https://skyhop.eu/baggage) for sports equipment and musical instruments.",
        good=[
            Good(
                "pl",
                "**Limit bagażu podręcznego**\n\n- Jeden przedmiot osobisty (maks. 40 x 30 x 15 cm) we wszystkich taryfach.\n- Jedna torba kabinowa do 10 kg wyłącznie w taryfach Flex i Business.\n- Płyny muszą być w pojemnikach nie większych niż 100 ml, w jednej przezroczystej torebce 1-litrowej.\n\nBagaż, który nie zmieści się w miarce przy bramce, zostanie nadany za opłatą 60 euro. Zasady przewozu sprzętu sportowego i instrumentów muzycznych opisano w [zasadach bagażowych](https://skyhop.eu/baggage).",
            ),
            Good(
                "preserve",
                "**Cabin baggage allowance**\n\n- Every fare includes one personal item, up to 40 x 30 x 15 cm.\n- A cabin bag of up to 10 kg comes only with Flex and Business fares.\n- Liquids must be in containers of 100 ml or less, all in one clear 1-litre bag.\n\nIf your bag doesn't fit the sizer at the gate, it will be checked in for €60. Travelling with sports gear or a musical instrument? Check the [baggage rules](https://skyhop.eu/baggage).",
            ),
        ],
        bad=[
            Bad(
                "pl",
                "Limit bagażu podręcznego: we wszystkich taryfach można wziąć jeden przedmiot osobisty (maks. 40 x 30 x 15 cm), a jedną torbę kabinową do 10 kg wyłącznie w taryfach Flex i Business. Płyny muszą być w pojemnikach nie większych niż 100 ml, w jednej przezroczystej torebce 1-litrowej. Bagaż, który nie zmieści się w miarce przy bramce, zostanie nadany za opłatą 60 euro. Zasady przewozu sprzętu sportowego i instrumentów muzycznych opisano w zasadach bagażowych: https://skyhop.eu/baggage.",
                "markdown",
            ),
            Slip(
                1, [("**Cabin baggage allowance**\n\n", "Cabin baggage allowance\n\n")], "markdown"
            ),
            Slip(1, [("A cabin bag of up to 10 kg", "A cabin bag of up to 8 kg")], "number"),
            Slip(0, [("(https://skyhop.eu/baggage)", "(https://skyhop.com/baggage)")], "url"),
            Slip(
                1,
                [
                    (
                        "it will be checked in for €60.",
                        "it will be checked in for €60, payable by card only.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-alzheimer",
        source="Results from the phase II ADAPT-2 trial (Lindqvist et al., 2024) suggest that the monoclonal antibody may slow cognitive decline by about 27% over 18 months in patients with early Alzheimer's disease. However, brain swelling (ARIA-E) occurred in 12.6% of treated patients, most of them without symptoms. The trial enrolled 856 participants across 94 sites. The authors note that a phase III trial is needed before the drug can be recommended for routine use. Regulatory submission is planned for the second half of 2026.",
        good=[
            Good(
                "pl",
                "Wyniki badania II fazy ADAPT-2 (Lindqvist i wsp., 2024) sugerują, że przeciwciało monoklonalne może spowalniać pogorszenie funkcji poznawczych o około 27% w ciągu 18 miesięcy u pacjentów z wczesną chorobą Alzheimera. U 12,6% leczonych pacjentów wystąpił jednak obrzęk mózgu (ARIA-E), w większości przypadków bezobjawowy. Do badania włączono 856 uczestników w 94 ośrodkach. Autorzy zaznaczają, że przed zaleceniem leku do rutynowego stosowania konieczne jest badanie III fazy. Złożenie wniosku rejestracyjnego planowane jest na drugą połowę 2026 r.",
            ),
            Good(
                "preserve",
                "Results from ADAPT-2, a phase II trial (Lindqvist et al., 2024), suggest the antibody may slow the decline in memory and thinking by about 27% over 18 months in people with early Alzheimer's disease. But 12.6% of treated patients had brain swelling (ARIA-E), although most of them had no symptoms. The trial included 856 people at 94 sites. The authors say a phase III trial is needed before the drug can be recommended for everyday use. Submission for regulatory approval is planned for the second half of 2026.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "suggest the antibody may slow the decline",
                        "show the antibody slows the decline",
                    )
                ],
                "hedge",
            ),
            Slip(0, [("(Lindqvist i wsp., 2024)", "(Lindqvist i wsp., 2023)")], "citation"),
            Slip(1, [("(Lindqvist et al., 2024)", "(Lindberg et al., 2024)")], "citation"),
        ],
    ),
    Case(
        key="en-zielone",
        source="From Monday 6 January 2025, garden waste will be collected fortnightly on the same day as your recycling. The annual subscription costs £52, or £40 if you pay before 15 December 2024. Only grass cuttings, leaves, hedge trimmings and small branches up to 10 cm thick can go in the green bin. Please do not include soil, turf or food waste. Bins must be at the kerbside by 7:00 on collection day and must not weigh more than 60 kg. Collections are suspended for two weeks over Christmas.",
        good=[
            Good(
                "pl",
                "Od poniedziałku 6 stycznia 2025 r. odpady zielone będą odbierane co dwa tygodnie, w tym samym dniu co surowce wtórne. Roczna subskrypcja kosztuje 52 funty albo 40 funtów przy płatności przed 15 grudnia 2024 r. Do zielonego pojemnika można wrzucać wyłącznie skoszoną trawę, liście, ścinki z żywopłotu i drobne gałęzie o grubości do 10 cm. Prosimy nie wrzucać ziemi, darni ani odpadów spożywczych. Pojemniki trzeba wystawić przy krawężniku do 7:00 w dniu odbioru i nie mogą ważyć więcej niż 60 kg. W okresie świątecznym odbiór jest zawieszony na dwa tygodnie.",
            ),
            Good(
                "preserve",
                "Starting Monday 6 January 2025, we will collect garden waste every two weeks, on the same day as your recycling. A year's subscription is £52, or £40 if you pay before 15 December 2024. The green bin is only for grass cuttings, leaves, hedge trimmings and small branches no thicker than 10 cm. Please don't put in soil, turf or food waste. Your bin must be at the kerb by 7:00 on collection day and must weigh no more than 60 kg. There are no collections for two weeks over Christmas.",
            ),
        ],
        bad=[
            Slip(0, [("przed 15 grudnia 2024 r.", "przed 15 listopada 2024 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "Please don't put in soil, turf or food waste.",
                        "Prosimy nie wrzucać ziemi, darni ani odpadów spożywczych.",
                    )
                ],
                "wrong_language",
            ),
            Slip(1, [("or £40 if you pay", "or £45 if you pay")], "number"),
            Slip(
                0,
                [
                    (
                        "W okresie świątecznym odbiór jest zawieszony na dwa tygodnie.",
                        "W okresie świątecznym odbiór jest zawieszony na dwa tygodnie, a choinki odbierane są bezpłatnie 13 stycznia.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-wynajem",
        source="Drivers must be at least 21 years old and have held a full licence for two years; drivers under 25 pay a young driver surcharge of £12 per day. A refundable deposit of £300 is taken on a credit card at collection; debit cards are not accepted for the deposit. The car must be returned with a full tank, otherwise a refuelling charge of £2.10 per litre applies. Cross-border travel is permitted only to France and Belgium, and only if declared at booking. Late returns of more than 59 minutes are charged as an extra day.",
        good=[
            Good(
                "pl",
                "Kierowca musi mieć co najmniej 21 lat i od dwóch lat posiadać pełne prawo jazdy; kierowcy poniżej 25. roku życia płacą dopłatę dla młodych kierowców w wysokości 12 funtów dziennie. Przy odbiorze samochodu pobierana jest z karty kredytowej zwrotna kaucja w wysokości 300 funtów; kaucji nie można wpłacić kartą debetową. Samochód trzeba zwrócić z pełnym bakiem, w przeciwnym razie naliczana jest opłata za tankowanie w wysokości 2,10 funta za litr. Wyjazd za granicę jest dozwolony wyłącznie do Francji i Belgii i tylko wtedy, gdy zostanie zgłoszony przy rezerwacji. Spóźnienie ze zwrotem o ponad 59 minut jest liczone jako dodatkowa doba.",
            ),
            Good(
                "preserve",
                "You need to be 21 or over and have had a full licence for two years. If you're under 25, there's a young driver surcharge of £12 a day. When you pick up the car, we take a £300 refundable deposit on a credit card; we don't accept debit cards for the deposit. You must bring the car back with a full tank, or you'll pay £2.10 per litre for refuelling. You can only drive abroad to France and Belgium, and only if you tell us when you book. If you're more than 59 minutes late returning the car, we charge an extra day.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "we don't accept debit cards for the deposit",
                        "we also accept debit cards for the deposit",
                    )
                ],
                "negation",
            ),
            Slip(0, [("2,10 funta za litr", "2,40 funta za litr")], "number"),
            Slip(
                1,
                [("to France and Belgium", "to France, Belgium and the Netherlands")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-windy",
        source="In Alvarez v. Metro Transit Authority, 612 F. Supp. 3d 441 (S.D.N.Y. 2022), the court ruled that the agency violated the Americans with Disabilities Act, 42 U.S.C. § 12132, by failing to maintain working elevators at 14 stations. The court ordered repairs to be completed within 18 months and appointed an independent monitor. The agency has appealed. Advocates believe the ruling could influence similar lawsuits in other cities, although it is binding only in that district.",
        good=[
            Good(
                "pl",
                "W sprawie Alvarez v. Metro Transit Authority, 612 F. Supp. 3d 441 (S.D.N.Y. 2022), sąd orzekł, że przewoźnik naruszył ustawę o Amerykanach z niepełnosprawnościami (Americans with Disabilities Act), 42 U.S.C. § 12132, ponieważ nie zapewnił sprawnych wind na 14 stacjach. Sąd nakazał zakończenie napraw w ciągu 18 miesięcy i wyznaczył niezależnego nadzorcę. Przewoźnik złożył apelację. Zdaniem rzeczników osób z niepełnosprawnościami wyrok może wpłynąć na podobne pozwy w innych miastach, choć wiąże wyłącznie w tym okręgu.",
            ),
            Good(
                "preserve",
                "In Alvarez v. Metro Transit Authority, 612 F. Supp. 3d 441 (S.D.N.Y. 2022), a court found that the transit agency broke the Americans with Disabilities Act, 42 U.S.C. § 12132, by not keeping elevators working at 14 stations. The court ordered the repairs to be finished within 18 months and appointed an independent monitor. The agency has appealed. Advocates think the ruling could affect similar lawsuits in other cities, but it is only binding in that district.",
            ),
        ],
        bad=[
            Slip(1, [("42 U.S.C. § 12132", "42 U.S.C. § 12131")], "legal_reference"),
            Slip(0, [("612 F. Supp. 3d 441", "612 F. Supp. 3d 414")], "citation"),
            Slip(
                1, [("Advocates think the ruling could affect", "The ruling will affect")], "hedge"
            ),
        ],
    ),
    Case(
        key="en-konferencja",
        source="The 12th Baltic Conference on Computational Linguistics will take place in Tartu from 9 to 11 June 2025. Full papers of up to 8 pages, plus unlimited references, are due on 14 February 2025 (anywhere on Earth). Notifications will be sent by 4 April 2025, and camera-ready versions must be uploaded by 25 April 2025. Submissions must be anonymised and use the ACL template; papers that reveal the authors' identity will be rejected without review. Submit via https://openreview.net/group?id=BalticCL/2025. Questions: pc-chairs@balticcl.org.",
        good=[
            Good(
                "pl",
                "12. Bałtycka Konferencja Lingwistyki Komputacyjnej odbędzie się w Tartu od 9 do 11 czerwca 2025 r. Pełne artykuły o objętości do 8 stron, plus dowolna liczba stron bibliografii, należy zgłaszać do 14 lutego 2025 r. (czas AoE, anywhere on Earth). Powiadomienia zostaną wysłane do 4 kwietnia 2025 r., a ostateczne wersje trzeba przesłać do 25 kwietnia 2025 r. Zgłoszenia muszą być zanonimizowane i przygotowane w szablonie ACL; prace ujawniające tożsamość autorów zostaną odrzucone bez recenzji. Zgłoszenia: https://openreview.net/group?id=BalticCL/2025. Pytania: pc-chairs@balticcl.org.",
            ),
            Good(
                "preserve",
                "The 12th Baltic Conference on Computational Linguistics runs from 9 to 11 June 2025 in Tartu. Full papers (up to 8 pages plus unlimited references) are due on 14 February 2025, anywhere on Earth. Notifications go out by 4 April 2025, and camera-ready versions must be uploaded by 25 April 2025. Submissions must be anonymised and use the ACL template; any paper that reveals who the authors are will be rejected without review. Submit at https://openreview.net/group?id=BalticCL/2025; questions go to pc-chairs@balticcl.org.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Notifications go out by 4 April 2025", "Notifications go out by 14 April 2025")],
                "date",
            ),
            Slip(0, [("do 25 kwietnia 2025 r.", "do 25 maja 2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "https://openreview.net/group?id=BalticCL/2025",
                        "https://openreview.net/group?id=BalticCL2025",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-wydatki",
        source="Expense claims must be submitted through Concur within 30 days of the expense being incurred, with an itemised receipt for anything over £25. Claims submitted after 90 days will not be reimbursed. Economy class is required for flights under 6 hours; premium economy may be booked for longer flights with a director's approval. The daily meal allowance is £45 in the UK and £60 abroad. Alcohol is not reimbursable unless it is part of an approved client entertainment event. This policy takes effect on 1 April 2025 and replaces the version dated 3 June 2022.",
        good=[
            Good(
                "pl",
                "Wnioski o zwrot wydatków trzeba składać w systemie Concur w ciągu 30 dni od poniesienia wydatku, dołączając szczegółowy paragon do każdej pozycji powyżej 25 funtów. Wnioski złożone po 90 dniach nie będą rozliczane. Przy lotach krótszych niż 6 godzin obowiązuje klasa ekonomiczna; na dłuższe loty można, za zgodą dyrektora, zarezerwować klasę premium economy. Dzienny limit na posiłki wynosi 45 funtów w Wielkiej Brytanii i 60 funtów za granicą. Alkohol nie podlega zwrotowi, chyba że stanowi część zatwierdzonego spotkania z klientem. Polityka wchodzi w życie 1 kwietnia 2025 r. i zastępuje wersję z 3 czerwca 2022 r.",
            ),
            Good(
                "preserve",
                "Submit your expense claims in Concur within 30 days of spending the money, and attach an itemised receipt for anything over £25. We will not pay back claims submitted after 90 days. For flights under 6 hours, you must fly economy; for longer flights you may book premium economy if a director approves. The daily meal allowance is £45 in the UK and £60 abroad. We don't reimburse alcohol unless it is part of an approved client entertainment event. This policy starts on 1 April 2025 and replaces the version of 3 June 2022.",
            ),
            Good(
                "en",
                "All expense claims are to be submitted via Concur no later than 30 days after the expense was incurred; an itemised receipt is required for any item exceeding £25. Claims submitted after 90 days will not be reimbursed. Flights of less than 6 hours must be booked in economy class, whereas premium economy may be booked for longer flights subject to a director's approval. The daily meal allowance amounts to £45 within the UK and £60 abroad. Alcohol is not reimbursable, save where it forms part of an approved client entertainment event. This policy comes into force on 1 April 2025, superseding the version dated 3 June 2022.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("replaces the version of 3 June 2022", "replaces the version of 3 June 2023")],
                "date",
            ),
            Slip(
                0,
                [
                    (
                        "na dłuższe loty można, za zgodą dyrektora, zarezerwować",
                        "na dłuższe loty należy, za zgodą dyrektora, zarezerwować",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Alcohol is not reimbursable, save where",
                        "Alcohol is reimbursable, save where",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-kuchnia",
        source="Poultry should be cooked until the thickest part reaches at least 74 °C; use a probe thermometer rather than relying on colour. Leftovers should be cooled and refrigerated within 2 hours and eaten within 3 to 4 days. Reheat them only once, until steaming hot. Rice left at room temperature may allow Bacillus cereus spores to produce toxins that are not destroyed by reheating. Never thaw meat on the counter; thaw it in the fridge, in cold water changed every 30 minutes, or in the microwave.",
        good=[
            Good(
                "pl",
                "Drób powinien być przyrządzany do momentu, gdy w najgrubszym miejscu osiągnie co najmniej 74 °C; zamiast oceniać po kolorze, użyj termometru z sondą. Resztki jedzenia powinny zostać schłodzone i włożone do lodówki w ciągu 2 godzin, a zjedzone w ciągu 3 do 4 dni. Odgrzewaj je tylko raz, aż będą parujące. Ryż pozostawiony w temperaturze pokojowej może sprawić, że przetrwalniki Bacillus cereus wytworzą toksyny, których odgrzewanie nie niszczy. Nigdy nie rozmrażaj mięsa na blacie: rozmrażaj je w lodówce, w zimnej wodzie wymienianej co 30 minut albo w kuchence mikrofalowej.",
            ),
            Good(
                "preserve",
                "You should cook poultry until the thickest part reaches at least 74 °C; use a probe thermometer instead of going by colour. You should cool leftovers and get them in the fridge within 2 hours, then eat them within 3 to 4 days. Only reheat them once, until they're steaming hot. If rice sits out at room temperature, Bacillus cereus spores may make toxins that reheating won't destroy. Never thaw meat on the counter: do it in the fridge, in cold water you change every 30 minutes, or in the microwave.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Bacillus cereus spores may make toxins", "Bacillus cereus spores make toxins")],
                "hedge",
            ),
            Slip(0, [("wymienianej co 30 minut", "wymienianej co 60 minut")], "number"),
            Slip(
                0,
                [
                    (
                        "Nigdy nie rozmrażaj mięsa na blacie: rozmrażaj je",
                        "Mięso możesz rozmrażać na blacie, a także",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "Odgrzewaj je tylko raz, aż będą parujące.",
                        "Reheat them only once, until steaming hot.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-api",
        source="Requests to the `/v2/orders` endpoint must include the `Idempotency-Key` header; without it, the API returns `400 Bad Request`. Each key is stored for 24 hours, so retrying with the same key within that time will not create a duplicate order. Pagination uses the `cursor` parameter, and `limit` accepts values from 1 to 200 (default 50). Rate limits are 100 requests per second per account. Deprecated `/v1/orders` will be switched off on 30 September 2025; see https://developer.parcelo.io/migrate for the migration guide.",
        good=[
            Good(
                "pl",
                "Żądania do punktu końcowego `/v2/orders` muszą zawierać nagłówek `Idempotency-Key`; bez niego API zwraca `400 Bad Request`. Każdy klucz jest przechowywany przez 24 godziny, więc ponowienie żądania z tym samym kluczem w tym czasie nie utworzy duplikatu zamówienia. Stronicowanie odbywa się za pomocą parametru `cursor`, a `limit` przyjmuje wartości od 1 do 200 (domyślnie 50). Limit wynosi 100 żądań na sekundę na konto. Przestarzały punkt końcowy `/v1/orders` zostanie wyłączony 30 września 2025 r.; przewodnik migracji: https://developer.parcelo.io/migrate.",
            ),
            Good(
                "preserve",
                "Every request to `/v2/orders` must carry an `Idempotency-Key` header, or the API responds with `400 Bad Request`. Keys are kept for 24 hours, so a retry with the same key during that window won't create a duplicate order. Paginate with `cursor`; `limit` takes 1 to 200 and defaults to 50. Each account is limited to 100 requests per second. The deprecated `/v1/orders` endpoint will be switched off on 30 September 2025. Migration guide: https://developer.parcelo.io/migrate.",
            ),
        ],
        bad=[
            Slip(1, [("an `Idempotency-Key` header", "an `Idempotency-Token` header")], "code"),
            Slip(0, [("parametru `cursor`", "parametru `page`")], "code"),
            Slip(
                1,
                [("switched off on 30 September 2025", "switched off on 30 September 2026")],
                "date",
            ),
            Slip(
                0, [("nie utworzy duplikatu zamówienia", "utworzy duplikat zamówienia")], "negation"
            ),
        ],
    ),
    Case(
        key="en-oboz",
        source="The summer football camp runs from 21 to 25 July 2025, 9:00 to 15:30 each day, at Riverside Park. It is open to children aged 7 to 13. The fee is £135 per child, with a 10% discount for siblings. Children must bring shin pads, a water bottle and sun cream; boots with metal studs are not allowed. Parents must inform us of any medical conditions on the registration form. If a session is cancelled because of bad weather, it may be rescheduled, but refunds are not guaranteed.",
        good=[
            Good(
                "pl",
                "Letni obóz piłkarski trwa od 21 do 25 lipca 2025 r., codziennie od 9:00 do 15:30, w Riverside Park. Mogą w nim wziąć udział dzieci w wieku od 7 do 13 lat. Opłata wynosi 135 funtów za dziecko, a rodzeństwo otrzymuje 10% zniżki. Dzieci muszą zabrać ochraniacze na piszczele, bidon i krem z filtrem; korki z metalowymi kołkami są zabronione. Rodzice muszą poinformować nas o wszelkich schorzeniach w formularzu zgłoszeniowym. Jeśli zajęcia zostaną odwołane z powodu złej pogody, mogą zostać przełożone, ale zwrot pieniędzy nie jest gwarantowany.",
            ),
            Good(
                "preserve",
                "Our summer football camp is on from 21 to 25 July 2025 at Riverside Park, 9:00 to 15:30 every day, for kids aged 7 to 13. It costs £135 per child, and siblings get 10% off. Kids must bring shin pads, a water bottle and sun cream, and boots with metal studs aren't allowed. Parents have to tell us about any medical conditions on the registration form. If bad weather cancels a session, we may move it to another day, but we can't guarantee a refund.",
            ),
        ],
        bad=[
            Slip(1, [("Parents have to tell us", "Parents are welcome to tell us")], "modality"),
            Slip(
                0,
                [
                    (
                        "w Riverside Park.",
                        "w Riverside Park, a zajęcia prowadzi 6 trenerów z licencją UEFA.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("we may move it to another day", "we will move it to another day")], "hedge"),
        ],
    ),
    Case(
        key="en-rekrutacja",
        source="Applications for the MSc in Data Science close on 31 January 2025. Applicants need a 2:1 degree in a quantitative subject and an IELTS score of at least 6.5, with no component below 6.0. The tuition fee is £14,800 for home students.",
        good=[
            Good(
                "pl",
                "Nabór na studia magisterskie MSc in Data Science kończy się 31 stycznia 2025 r. Kandydaci muszą mieć dyplom z oceną 2:1 z przedmiotu ilościowego oraz wynik IELTS co najmniej 6,5, przy czym żadna część egzaminu nie może mieć wyniku poniżej 6,0. Czesne dla studentów krajowych wynosi 14 800 funtów.",
            ),
            Good(
                "preserve",
                "The application deadline for the MSc in Data Science is 31 January 2025. Applicants are required to hold a 2:1 degree in a quantitative discipline and an IELTS score of no less than 6.5, with a minimum of 6.0 in each component. Tuition fees for home students amount to £14,800.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Czesne dla studentów krajowych wynosi 14 800 funtów.",
                        "The tuition fee is £14,800 for home students.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [("a minimum of 6.0 in each component", "a minimum of 5.5 in each component")],
                "number",
            ),
            Slip(1, [("is 31 January 2025", "is 31 January 2026")], "date"),
        ],
    ),
]
