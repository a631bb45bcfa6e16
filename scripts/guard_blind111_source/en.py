# ruff: noqa: E501, RUF001
"""English source cases of blind set 111: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-mobile-library-route-change",
        source="From Monday 3 March 2025 the mobile library will change its route. The van will stop at Elmwood Village Hall every second Tuesday from 10:00 to 11:30, and at Brook Lane car park on Thursdays from 14:15 to 15:00. It will no longer visit Hatton Green, because the lay-by there is too narrow for the new vehicle. You can borrow up to 12 items at a time, including audiobooks, and there are no fines for late returns. Items reserved online can be collected from the van within 14 days. If the van cannot run because of snow or ice, we will post updates on our Facebook page by 8:30 that morning.",
        good=[
            Good(
                "preserve",
                """Heads up: the mobile library's route changes from Monday 3 March 2025.

- Elmwood Village Hall: every second Tuesday, 10:00–11:30
- Brook Lane car park: Thursdays, 14:15–15:00
- Hatton Green: no longer visited – the lay-by is too narrow for the new van

You can take out as many as 12 items at once (audiobooks included), and you won't be fined for returning anything late. Anything you reserve online can be picked up from the van within 14 days. If snow or ice keeps the van off the road, check our Facebook page – we'll post an update there by 8:30 that morning.""",
            ),
            Good(
                "preserve",
                "With effect from Monday, 3 March 2025, the mobile library route is being revised. The van will call at Elmwood Village Hall on alternate Tuesdays between 10:00 and 11:30 and at Brook Lane car park each Thursday between 14:15 and 15:00. Hatton Green will not be served any longer, as the lay-by there is too narrow for the new vehicle. Borrowers can have up to 12 items on loan at any one time, audiobooks included, and no late-return fines are charged. Items reserved online can be collected from the van within 14 days. Should snow or ice prevent the service from running, an update will be posted on our Facebook page by 8:30 on the morning in question.",
            ),
            Good(
                "pl",
                "Od poniedziałku 3 marca 2025 r. bibliobus zmienia trasę. Będzie zatrzymywał się przy świetlicy Elmwood Village Hall co drugi wtorek w godz. 10:00–11:30, a na parkingu przy Brook Lane w czwartki w godz. 14:15–15:00. Nie będzie już dojeżdżał do Hatton Green, ponieważ tamtejsza zatoczka jest zbyt wąska dla nowego pojazdu. Jednorazowo można wypożyczyć do 12 pozycji, w tym audiobooki, a za zwrot po terminie nie pobieramy kar. Pozycje zarezerwowane przez internet można odebrać w bibliobusie w ciągu 14 dni. Jeśli z powodu śniegu lub oblodzenia bibliobus nie będzie mógł wyjechać, do 8:30 tego dnia opublikujemy informację na naszej stronie na Facebooku.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("and no late-return fines are charged", "and late-return fines are charged")],
                "negation",
            ),
            Slip(2, [("do 12 pozycji", "do 10 pozycji")], "number"),
            Slip(0, [("every second Tuesday", "every second Wednesday")], "date"),
        ],
    ),
    Case(
        key="en-shared-ownership-resale-nomination-period",
        source="If you own a shared-ownership home and want to sell, you must first tell the housing association in writing. Under clause 5.4 of your lease, the association has a nomination period of 8 weeks in which to find a buyer from its own waiting list. During this time you must not advertise the property on the open market. The resale price will be set by an independent RICS valuer, and the valuation is valid for 3 months. You will normally pay the valuation fee of around £350 yourself. If no buyer is found within the nomination period, you may sell on the open market, but the buyer must still meet the association's eligibility criteria.",
        good=[
            Good(
                "preserve",
                """Thinking of selling your shared-ownership home? Here's how it works:

1. You must first notify the housing association in writing.
2. Clause 5.4 of your lease gives the association 8 weeks – the nomination period – to find a buyer from its own waiting list. You must not advertise on the open market during that time.
3. An independent RICS valuer sets the resale price, and the valuation stays valid for 3 months. You'll normally cover the valuation fee of around £350 yourself.
4. If the nomination period ends without a buyer, you may sell on the open market – but your buyer must still meet the association's eligibility criteria.""",
            ),
            Good(
                "preserve",
                "Shared owners who wish to sell must first notify their housing association in writing. Clause 5.4 of the lease grants the association an 8-week nomination period to find a purchaser from its own waiting list, and the property must not be advertised on the open market during that period. An independent RICS valuer determines the resale price; the valuation remains valid for three months, and its fee, roughly £350, is normally borne by the seller. Should the nomination period pass without a buyer being found, the owner may sell on the open market, although the purchaser must still satisfy the association's eligibility criteria.",
            ),
            Good(
                "pl",
                "Jeśli jesteś współwłaścicielem mieszkania w systemie shared ownership i chcesz je sprzedać, musisz najpierw pisemnie powiadomić towarzystwo mieszkaniowe (housing association). Zgodnie z klauzulą 5.4 umowy najmu towarzystwo ma 8 tygodni (tzw. okres nominacji) na znalezienie kupującego spośród osób z własnej listy oczekujących. W tym czasie nie wolno ci ogłaszać sprzedaży na wolnym rynku. Cenę odsprzedaży ustala niezależny rzeczoznawca RICS, a wycena jest ważna przez 3 miesiące. Opłatę za wycenę, wynoszącą około 350 funtów, zwykle pokrywasz sam. Jeśli w okresie nominacji nie znajdzie się kupujący, możesz sprzedać mieszkanie na wolnym rynku, ale kupujący nadal musi spełniać kryteria kwalifikacyjne towarzystwa.",
            ),
        ],
        bad=[
            Slip(1, [("Clause 5.4 of the lease", "Clause 4.5 of the lease")], "legal_reference"),
            Slip(0, [("You must not advertise", "You should not advertise")], "modality"),
            Slip(2, [("około 350 funtów", "około 250 funtów")], "number"),
        ],
    ),
    Case(
        key="en-harbour-swinging-mooring-waiting-list",
        source="Applications for a swinging mooring in Porthallow Harbour are now handled online at www.porthallowharbour.co.uk/moorings. The waiting list currently has about 140 names, and most applicants wait between four and six years. To stay on the list you must renew your application every year by 31 January; we do not send reminders. Applicants who fail to renew will be removed and cannot keep their place if they reapply. Boats over 9 metres are not accepted for swinging moorings. Questions about the list can be sent to moorings@porthallowharbour.co.uk, but please note that the harbour office cannot tell you your exact position.",
        good=[
            Good(
                "preserve",
                "You can now apply online for a swinging mooring in Porthallow Harbour at www.porthallowharbour.co.uk/moorings. There are currently about 140 people on the waiting list, and most wait four to six years. To keep your place, you must renew your application every year by 31 January – we don't send reminders. If you miss the renewal, you'll be taken off the list, and reapplying won't get your old place back. Boats longer than 9 metres aren't accepted for swinging moorings. You can email questions about the list to moorings@porthallowharbour.co.uk, though the harbour office can't tell you exactly where you are on it.",
            ),
            Good(
                "preserve",
                """Porthallow Harbour – swinging mooring waiting list

- Apply online: www.porthallowharbour.co.uk/moorings
- Current list: about 140 names; most applicants wait 4–6 years
- Renewal: required every year by 31 January (no reminders are sent)
- Missed renewal: you are removed, and reapplying does not restore your place
- Boats over 9 m: not accepted for swinging moorings
- Questions: moorings@porthallowharbour.co.uk (the harbour office cannot give you your exact position)""",
            ),
            Good(
                "pl",
                "Wnioski o miejsce postojowe na boi (swinging mooring) w porcie Porthallow przyjmujemy teraz przez internet: www.porthallowharbour.co.uk/moorings. Na liście oczekujących jest obecnie około 140 nazwisk, a większość osób czeka od czterech do sześciu lat. Aby pozostać na liście, trzeba co roku odnowić wniosek do 31 stycznia; nie wysyłamy przypomnień. Osoby, które nie odnowią wniosku, zostaną skreślone i po ponownym złożeniu nie zachowają dotychczasowego miejsca. Łodzie dłuższe niż 9 metrów nie są przyjmowane na takie miejsca. Pytania dotyczące listy można kierować na adres moorings@porthallowharbour.co.uk, ale biuro portu nie jest w stanie podać dokładnej pozycji na liście.",
            ),
        ],
        bad=[
            Slip(0, [("moorings@porthallowharbour.co.uk", "moorings@porthallow.co.uk")], "url"),
            Slip(1, [("every year by 31 January", "every year by 31 March")], "date"),
            Slip(2, [("nie wysyłamy przypomnień", "wysyłamy przypomnienia")], "negation"),
        ],
    ),
    Case(
        key="en-upper-wye-catch-release-rules",
        source="On the upper Wye beat, all salmon must be returned to the water, and sea trout over 40 cm must also be released. Anglers should use barbless or debarbed hooks and keep fish in the water while unhooking whenever possible. Fish that are played for too long are less likely to survive, so use tackle strong enough to land them quickly. Survival rates after careful release are estimated at around 80 to 90 per cent. Every visit must be recorded on the return card within 48 hours, including blank days. Keepnets are not permitted between 1 March and 17 October.",
        good=[
            Good(
                "preserve",
                "On the upper Wye beat you must put every salmon back, and any sea trout over 40 cm has to be released too. You should fish with barbless or debarbed hooks and, wherever you can, leave the fish in the water while you unhook it. A fish played for too long is less likely to survive, so use tackle that's strong enough to land it quickly. It's estimated that around 80–90% of carefully released fish survive. You must record every visit on your return card within 48 hours, blank days included. Keepnets aren't allowed from 1 March to 17 October.",
            ),
            Good(
                "preserve",
                """Upper Wye beat – catch-and-release rules

1. All salmon must be returned to the water.
2. Sea trout longer than 40 cm must be released as well.
3. Barbless or debarbed hooks should be used, and fish should be kept in the water during unhooking whenever possible.
4. Use tackle strong enough to land fish quickly, because fish played for too long are less likely to survive. After careful release, roughly 80–90% are estimated to survive.
5. Each visit, including blank days, must be recorded on the return card within 48 hours.
6. Keepnets are not permitted from 1 March to 17 October.""",
            ),
            Good(
                "pl",
                "Na odcinku górnego Wye wszystkie łososie trzeba wypuszczać do wody; wypuszczać trzeba również trocie dłuższe niż 40 cm. Wędkarze powinni używać haczyków bez zadziorów lub z zagniecionym zadziorem i, gdy tylko to możliwe, uwalniać rybę z haczyka, nie wyjmując jej z wody. Ryby holowane zbyt długo mają mniejsze szanse na przeżycie, dlatego używaj sprzętu na tyle mocnego, by szybko je wyholować. Szacuje się, że po starannym wypuszczeniu przeżywa około 80–90% ryb. Każdy wyjazd, także bez połowu, trzeba wpisać do karty połowów w ciągu 48 godzin. Siatki na ryby (keepnety) są zabronione od 1 marca do 17 października.",
            ),
        ],
        bad=[
            Slip(2, [("Wędkarze powinni używać", "Wędkarze muszą używać")], "modality"),
            Slip(0, [("any sea trout over 40 cm", "any sea trout over 50 cm")], "number"),
            Slip(1, [("roughly 80–90% are estimated to survive", "80–90% survive")], "hedge"),
        ],
    ),
    Case(
        key="en-rare-breeds-show-entry-rules",
        source="The Rare Breeds Show returns to Tollerton Showground on Saturday 14 June 2025, with classes for cattle, sheep, pigs, goats and poultry. Only breeds on the Rare Breeds Survival Trust watchlist are eligible. Entries close on 16 May, and no late entries will be accepted. All cattle must have a valid cattle passport, and sheep and goats must be correctly tagged. Animals showing any signs of illness will not be allowed onto the showground. Exhibitors can arrive from 6:30 am; judging starts at 9:30 am. Entry for visitors is £8, and children under 12 get in free.",
        good=[
            Good(
                "preserve",
                "Save the date: the Rare Breeds Show is back at Tollerton Showground on Saturday 14 June 2025. There will be classes for cattle, sheep, pigs, goats and poultry, open only to breeds on the Rare Breeds Survival Trust watchlist. Get your entries in by 16 May – late entries won't be accepted. All cattle must carry a valid cattle passport, and sheep and goats must be correctly tagged. Any animal showing signs of illness will not be allowed onto the showground. Exhibitors can arrive from 6:30 am, and judging begins at 9:30 am. Visitors pay £8, while under-12s go free.",
            ),
            Good(
                "preserve",
                """**Rare Breeds Show – Saturday 14 June 2025, Tollerton Showground**

- Classes: cattle, sheep, pigs, goats, poultry
- Eligibility: only breeds on the Rare Breeds Survival Trust watchlist
- Entries close: 16 May (late entries will not be accepted)
- Cattle must have a valid cattle passport; sheep and goats must be correctly tagged
- Animals with any signs of illness will not be admitted to the showground
- Exhibitors may arrive from 6:30 am; judging starts at 9:30 am
- Visitor entry: £8; children under 12 free""",
            ),
            Good(
                "pl",
                "Wystawa Ras Rzadkich (Rare Breeds Show) wraca na teren wystawowy Tollerton Showground w sobotę 14 czerwca 2025 r. Przewidziano klasy dla bydła, owiec, świń, kóz i drobiu. Do udziału dopuszczone są wyłącznie rasy z listy obserwacyjnej Rare Breeds Survival Trust. Zgłoszenia przyjmujemy do 16 maja, a zgłoszenia po terminie nie będą przyjmowane. Całe bydło musi mieć ważne paszporty, a owce i kozy muszą być prawidłowo oznakowane. Zwierzęta wykazujące jakiekolwiek objawy choroby nie zostaną wpuszczone na teren wystawy. Wystawcy mogą przyjeżdżać od 6:30, a ocenianie rozpoczyna się o 9:30. Wstęp dla zwiedzających kosztuje 8 funtów, a dzieci poniżej 12 lat wchodzą bezpłatnie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Visitors pay £8, while", "Visitors pay £8, parking included, while")],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "zgłoszenia po terminie nie będą przyjmowane",
                        "zgłoszenia po terminie będą przyjmowane",
                    )
                ],
                "negation",
            ),
            Slip(1, [("Entries close: 16 May", "Entries close: 16 June")], "date"),
        ],
    ),
    Case(
        key="en-kempe-east-window-restoration-appeal",
        source="St Michael's Church is launching an appeal to restore its east window, made by Charles Eamer Kempe in 1889 and described in Pevsner's Buildings of England (1958, p. 214) as 'the finest Victorian glass in the county'. A conservator's survey found that the lead came has failed in several panels and that some glass has probably been cracked by thermal movement. The work is expected to cost around £68,000. Historic England has offered a grant of £25,000, provided the parish raises the rest by the end of 2026. The window will be removed in sections and may be away for up to 18 months.",
        good=[
            Good(
                "preserve",
                "Please help us save our east window. Made by Charles Eamer Kempe in 1889, it is called 'the finest Victorian glass in the county' in Pevsner's Buildings of England (1958, p. 214). A conservator's survey has shown that the lead came in several panels has failed, and thermal movement has probably cracked some of the glass. Restoration is expected to cost around £68,000. Historic England has offered us £25,000, on condition that the parish raises the remainder by the end of 2026. The window will be taken out in sections and may be gone for as long as 18 months.",
            ),
            Good(
                "preserve",
                """St Michael's Church appeal: restoring the Kempe east window

St Michael's has launched an appeal to restore its east window, the 1889 work of Charles Eamer Kempe that Pevsner's Buildings of England (1958, p. 214) calls 'the finest Victorian glass in the county'. According to a conservator's survey, the lead came has failed in several panels, and some of the glass has probably cracked as a result of thermal movement. The work is expected to cost about £68,000. Historic England has offered a £25,000 grant if the parish raises the balance by the end of 2026. The window will be removed in sections and could be away for up to 18 months.""",
            ),
            Good(
                "pl",
                "Kościół św. Michała rozpoczyna zbiórkę na renowację wschodniego okna, wykonanego przez Charlesa Eamera Kempe'a w 1889 r. i opisanego w przewodniku Pevsnera Buildings of England (1958, s. 214) jako „najpiękniejsze wiktoriańskie szkło w hrabstwie”. Ekspertyza konserwatora wykazała, że w kilku kwaterach ołowiane ramki uległy zniszczeniu, a część szkła prawdopodobnie popękała wskutek ruchów termicznych. Koszt prac ma wynieść około 68 000 funtów. Historic England zaoferowało dotację w wysokości 25 000 funtów pod warunkiem, że parafia zbierze resztę do końca 2026 r. Okno zostanie wymontowane w częściach i może pozostać poza kościołem nawet do 18 miesięcy.",
            ),
        ],
        bad=[
            Slip(0, [("(1958, p. 214)", "(1958, p. 241)")], "citation"),
            Slip(
                1,
                [("some of the glass has probably cracked", "some of the glass has cracked")],
                "hedge",
            ),
            Slip(2, [("25 000 funtów", "20 000 funtów")], "number"),
        ],
    ),
    Case(
        key="en-thursday-pub-quiz-league-rules",
        source="""## Thursday Quiz League – rules

- Teams may have up to six players, but only four may answer in any one round.
- Phones must stay in pockets or bags; a team caught using one will lose all points for that round.
- The quizmaster's decision is final and will not be discussed during the quiz.
- Spelling does not count unless the question says so.
- Each team must pay the £2 per player fee before the first round.

Results and the league table are posted at [thequizleague.org/table](https://thequizleague.org/table).""",
        good=[
            Good(
                "preserve",
                """## Thursday Quiz League: the rules

- Up to six players per team, though no more than four may answer in a single round.
- Phones must be kept in your pocket or bag – if your team is caught using one, you lose every point from that round.
- What the quizmaster decides is final, and it won't be debated during the quiz.
- Spelling doesn't matter unless the question asks for it.
- Every team must pay the £2-per-player fee before round one.

You'll find results and the league table at [thequizleague.org/table](https://thequizleague.org/table).""",
            ),
            Good(
                "preserve",
                """## Rules of the Thursday Quiz League

1. A team may consist of up to six players; however, only four of them may answer in any given round.
2. Phones must remain in pockets or bags. Any team found using a phone will forfeit all its points for that round.
3. The quizmaster's decision is final and will not be open to discussion during the quiz.
4. Spelling is not taken into account unless the question specifies otherwise.
5. Before the first round, each team must pay the fee of £2 per player.

The results and league table are published at [thequizleague.org/table](https://thequizleague.org/table).""",
            ),
            Good(
                "pl",
                """## Czwartkowa Liga Quizowa – zasady

- Drużyna może liczyć maksymalnie sześciu graczy, ale w jednej rundzie odpowiadać mogą tylko czterej.
- Telefony muszą pozostać w kieszeniach lub torbach; drużyna przyłapana na korzystaniu z telefonu traci wszystkie punkty z danej rundy.
- Decyzja prowadzącego jest ostateczna i nie podlega dyskusji w trakcie quizu.
- Pisownia nie ma znaczenia, chyba że pytanie stanowi inaczej.
- Każda drużyna musi wnieść opłatę w wysokości 2 funtów od gracza przed pierwszą rundą.

Wyniki i tabela ligowa są publikowane na stronie [thequizleague.org/table](https://thequizleague.org/table).""",
            ),
        ],
        bad=[
            Slip(
                1,
                [("## Rules of the Thursday Quiz League", "Rules of the Thursday Quiz League")],
                "markdown",
            ),
            Slip(2, [("Pisownia nie ma znaczenia", "Pisownia ma znaczenie")], "negation"),
            Slip(0, [("Every team must pay", "Every team should pay")], "modality"),
        ],
    ),
    Case(
        key="en-dialysis-patient-transport-booking",
        source="Patients who need transport to dialysis sessions at the Royal Infirmary renal unit can book it through the Patient Transport Service. Bookings must be made at least 48 hours in advance by calling 0300 123 7745, Monday to Friday, 8:00 am to 6:00 pm. A regular booking for your usual sessions only needs to be made once and will continue until you cancel it. Please be ready 2 hours before your appointment, as the vehicle may collect other patients on the way. An escort may travel with you only if there is a medical reason. If your session is cancelled, you should tell the service as soon as possible.",
        good=[
            Good(
                "preserve",
                """**How do I get transport to dialysis?**

If you need to get to your dialysis sessions at the Royal Infirmary renal unit, you can book transport through the Patient Transport Service. You must book at least 48 hours ahead by calling 0300 123 7745 (Monday to Friday, 8:00 am–6:00 pm). For your usual sessions you only need to book once – the booking carries on until you cancel it. Be ready 2 hours before your appointment, because the vehicle may pick up other patients on the way. Someone may come with you as an escort only if there is a medical reason. If a session is cancelled, you should let the service know as soon as possible.""",
            ),
            Good(
                "preserve",
                "Dialysis patients attending the Royal Infirmary renal unit can arrange transport through the Patient Transport Service. Bookings must be placed no less than 48 hours beforehand on 0300 123 7745, Monday–Friday, 8 am–6 pm. A standing booking for regular sessions needs to be made just once and stays in place until it is cancelled. Patients are asked to be ready two hours before their appointment, since other patients may be collected en route. An escort may accompany the patient only where there is a medical reason. Should a session be cancelled, the patient should inform the service as soon as possible.",
            ),
            Good(
                "pl",
                "Jeśli potrzebujesz transportu na dializy na oddziale nefrologii Royal Infirmary, możesz go zamówić w Patient Transport Service. Transport trzeba zamówić co najmniej 48 godzin wcześniej pod numerem 0300 123 7745, od poniedziałku do piątku w godz. 8:00–18:00. Stałą rezerwację na zwykłe sesje wystarczy złożyć raz – obowiązuje ona, dopóki jej nie odwołasz. Bądź gotowy 2 godziny przed wizytą, ponieważ pojazd może po drodze zabierać innych pacjentów. Osoba towarzysząca może z tobą jechać tylko wtedy, gdy są ku temu wskazania medyczne. Jeśli twoja sesja zostanie odwołana, powinieneś jak najszybciej powiadomić o tym przewoźnika.",
            ),
        ],
        bad=[
            Slip(1, [("Bookings must be placed", "Bookings should be placed")], "modality"),
            Slip(
                2, [("co najmniej 48 godzin wcześniej", "co najmniej 24 godziny wcześniej")], "date"
            ),
            Slip(
                0,
                [
                    (
                        "pick up other patients on the way.",
                        "pick up other patients on the way, which usually adds about 30 minutes to the journey.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-secondary-school-uniform-grant",
        source="Families on low incomes can apply for a school uniform grant of £150 per child for pupils starting secondary school in September 2025. The grant is paid under section 518 of the Education Act 1996, and eligibility is the same as for free school meals. You do not need to apply if your child already receives free school meals, because the payment will be made automatically. Other families should apply online before 31 October 2025. The grant cannot be used for sports kit or school trips, and it will not affect any other benefits you receive.",
        good=[
            Good(
                "preserve",
                """School uniform grant 2025

- Who can apply: low-income families with a child starting secondary school in September 2025
- Amount: £150 per child
- Legal basis: section 518 of the Education Act 1996; eligibility is the same as for free school meals
- Child already gets free school meals? You don't need to apply – the payment is made automatically.
- All other families should apply online before 31 October 2025.
- The grant can't be used for sports kit or school trips.
- It won't affect any other benefits you receive.""",
            ),
            Good(
                "preserve",
                "A school uniform grant of £150 per child is available to low-income families whose children start secondary school in September 2025. It is paid under section 518 of the Education Act 1996, with the same eligibility rules as free school meals. Where a child already receives free school meals, no application is needed, as the grant will be paid automatically. All other families should submit an online application before 31 October 2025. The grant may not be spent on sports kit or school trips, and it will have no effect on any other benefits.",
            ),
            Good(
                "pl",
                "Rodziny o niskich dochodach mogą ubiegać się o dofinansowanie zakupu mundurka szkolnego w wysokości 150 funtów na każde dziecko rozpoczynające naukę w szkole średniej we wrześniu 2025 r. Świadczenie wypłacane jest na podstawie sekcji 518 ustawy Education Act 1996, a kryteria są takie same jak w przypadku bezpłatnych posiłków szkolnych. Jeśli twoje dziecko już otrzymuje bezpłatne posiłki, nie musisz składać wniosku – pieniądze zostaną wypłacone automatycznie. Pozostałe rodziny powinny złożyć wniosek przez internet przed 31 października 2025 r. Dofinansowania nie można przeznaczyć na strój sportowy ani wycieczki szkolne; nie wpłynie ono też na inne pobierane świadczenia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "section 518 of the Education Act 1996",
                        "section 508 of the Education Act 1996",
                    )
                ],
                "legal_reference",
            ),
            Slip(1, [("£150 per child", "£120 per child")], "number"),
            Slip(2, [("nie musisz składać wniosku", "musisz złożyć wniosek")], "negation"),
        ],
    ),
    Case(
        key="en-community-orchard-winter-pruning-day",
        source="Our winter pruning day at Castle Meadow Community Orchard is on Sunday 9 February, from 10 am until about 3 pm. We'll be working on the older apple and pear trees, which probably haven't been pruned properly for ten years or more. No experience is needed: our tree warden will give a short demonstration at the start. Please bring gloves and, if you have them, your own secateurs or a pruning saw. Under-16s must be accompanied by an adult. Soup and bread will be provided, but you may want to bring a flask. To help us plan, register at castlemeadoworchard.org.uk/pruning by Thursday 6 February.",
        good=[
            Good(
                "preserve",
                "Join us for winter pruning at Castle Meadow Community Orchard on Sunday 9 February, from 10 am to about 3 pm! We'll be tackling the older apple and pear trees, which probably haven't had a proper prune in ten years or more. You don't need any experience – our tree warden will start the day with a short demo. Bring gloves, plus your own secateurs or pruning saw if you've got them. Under-16s must come with an adult. We'll provide soup and bread, though you may want to bring a flask too. So that we can plan, please sign up at castlemeadoworchard.org.uk/pruning by Thursday 6 February.",
            ),
            Good(
                "preserve",
                """Castle Meadow Community Orchard – winter pruning day

When: Sunday 9 February, 10 am to approx. 3 pm
What: pruning the older apple and pear trees (probably not properly pruned for ten years or more)
Experience: none needed – our tree warden will give a short demonstration first
Bring: gloves, and your own secateurs or a pruning saw if you have them
Children: under-16s must be accompanied by an adult
Food: soup and bread provided; you may want to bring a flask
Register: castlemeadoworchard.org.uk/pruning by Thursday 6 February, to help us plan""",
            ),
            Good(
                "pl",
                "Zimowe przycinanie drzew w sadzie społecznym Castle Meadow Community Orchard odbędzie się w niedzielę 9 lutego od 10:00 do około 15:00. Zajmiemy się starszymi jabłoniami i gruszami, które prawdopodobnie od dziesięciu lub więcej lat nie były porządnie przycinane. Doświadczenie nie jest potrzebne: na początku nasz opiekun drzew przeprowadzi krótki pokaz. Zabierzcie rękawice oraz, jeśli macie, własny sekator lub piłę do gałęzi. Osoby poniżej 16 lat muszą przyjść pod opieką dorosłego. Zapewniamy zupę i chleb, ale może warto wziąć ze sobą termos. Aby ułatwić nam planowanie, zarejestrujcie się na castlemeadoworchard.org.uk/pruning do czwartku 6 lutego.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("which probably haven't had a proper prune", "which haven't had a proper prune")],
                "hedge",
            ),
            Slip(
                2,
                [("muszą przyjść pod opieką dorosłego", "powinny przyjść pod opieką dorosłego")],
                "modality",
            ),
            Slip(
                1,
                [("castlemeadoworchard.org.uk/pruning", "castlemeadoworchard.org.uk/events")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-tidewatch-readme-install-config",
        source="""## Installation

Install the package with `pip install tidewatch` (Python 3.10 or later is required). Do not install it with `sudo`; use a virtual environment instead.

## Configuration

Copy `config.example.toml` to `config.toml` and set `station_id` to your nearest tide station. The `api_key` field is optional, but without it you are limited to 100 requests per day.

```bash
tidewatch fetch --days 7
```

Data is cached in `~/.cache/tidewatch` and is never sent to third parties.""",
        good=[
            Good(
                "preserve",
                """## Installation

You'll need Python 3.10 or newer. Install with `pip install tidewatch` – inside a virtual environment, never with `sudo`.

## Configuration

Make a copy of `config.example.toml` named `config.toml`, then set `station_id` to the tide station closest to you. You don't have to fill in `api_key`, but if you leave it out you're limited to 100 requests per day.

```bash
tidewatch fetch --days 7
```

Cached data is kept in `~/.cache/tidewatch` and is never sent to third parties.""",
            ),
            Good(
                "preserve",
                """## Installation

Python 3.10 or later is required. Install the package into a virtual environment with `pip install tidewatch`; do not use `sudo`.

## Configuration

1. Copy `config.example.toml` to `config.toml`.
2. Set `station_id` to your nearest tide station.
3. Optionally, add an `api_key`. Without one, you are limited to 100 requests per day.

Example:

```bash
tidewatch fetch --days 7
```

Data is cached in `~/.cache/tidewatch`; it is never sent to third parties.""",
            ),
            Good(
                "pl",
                """## Instalacja

Zainstaluj pakiet poleceniem `pip install tidewatch` (wymagany jest Python 3.10 lub nowszy). Nie instaluj go przez `sudo` – zamiast tego użyj środowiska wirtualnego.

## Konfiguracja

Skopiuj `config.example.toml` do `config.toml` i ustaw `station_id` na najbliższą stację pomiaru pływów. Pole `api_key` jest opcjonalne, ale bez niego obowiązuje limit 100 zapytań dziennie.

```bash
tidewatch fetch --days 7
```

Dane są buforowane w `~/.cache/tidewatch` i nigdy nie są przekazywane podmiotom trzecim.""",
            ),
        ],
        bad=[
            Slip(0, [("set `station_id`", "set `station_name`")], "code"),
            Slip(
                1,
                [("```bash\ntidewatch fetch --days 7\n```", "tidewatch fetch --days 7")],
                "markdown",
            ),
            Slip(2, [("i nigdy nie są przekazywane", "i są przekazywane")], "negation"),
        ],
    ),
    Case(
        key="en-daily-steps-mortality-cohort-study",
        source="A cohort study by Haugen et al. (2021), published in The Lancet Public Health, followed 4,812 adults aged 65 and over for nine years. Those who walked at least 7,000 steps a day had a roughly 30% lower risk of dying during the follow-up period than those who walked fewer than 4,000. The authors note that the association may be partly explained by better underlying health among more active participants, so the findings do not prove that walking itself extends life. A smaller trial (Osei & Marsh, 2019) suggested that benefits probably level off above about 10,000 steps.",
        good=[
            Good(
                "preserve",
                "Adults aged 65 and over who walked 7,000 or more steps a day had a roughly 30% lower risk of dying over nine years than those who managed fewer than 4,000, according to a cohort study of 4,812 people by Haugen et al. (2021) in The Lancet Public Health. But the authors caution that this link may be partly down to the more active participants being healthier to begin with, so the study does not prove that walking itself makes you live longer. A smaller trial (Osei & Marsh, 2019) suggested the benefits probably level off above about 10,000 steps.",
            ),
            Good(
                "preserve",
                "In a nine-year cohort study of 4,812 adults aged 65 years or older (Haugen et al., 2021, The Lancet Public Health), participants taking at least 7,000 steps daily showed an approximately 30% lower risk of death during follow-up compared with those taking fewer than 4,000 steps. The authors acknowledge that better baseline health among more active participants may partly account for this association; the results therefore do not establish that walking per se extends life. A smaller trial by Osei and Marsh (2019) suggested that the benefit probably plateaus above approximately 10,000 steps.",
            ),
            Good(
                "pl",
                "Badanie kohortowe Haugena i wsp. (2021), opublikowane w The Lancet Public Health, objęło 4812 osób w wieku 65 lat i starszych obserwowanych przez dziewięć lat. Osoby, które robiły co najmniej 7000 kroków dziennie, miały w okresie obserwacji o mniej więcej 30% niższe ryzyko zgonu niż te, które robiły mniej niż 4000 kroków. Autorzy zauważają, że związek ten może częściowo wynikać z lepszego wyjściowego stanu zdrowia bardziej aktywnych uczestników, więc wyniki nie dowodzą, że samo chodzenie wydłuża życie. Mniejsze badanie (Osei i Marsh, 2019) sugerowało, że korzyści prawdopodobnie przestają rosnąć powyżej około 10 000 kroków.",
            ),
        ],
        bad=[
            Slip(1, [("Haugen et al., 2021", "Haugen et al., 2012")], "citation"),
            Slip(0, [("this link may be partly down to", "this link is partly down to")], "hedge"),
            Slip(2, [("4812 osób", "4182 osób")], "number"),
        ],
    ),
    Case(
        key="en-tenancy-deposit-protection-england",
        source="If you rent your home on an assured shorthold tenancy in England, your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it. They must also give you the prescribed information about the scheme. If they fail to do so, you can apply to the county court, which may order them to pay you between one and three times the deposit under section 214 of the Housing Act 2004. A landlord who has not protected the deposit cannot normally use a section 21 notice to end the tenancy. Since 1 June 2019, deposits are capped at five weeks' rent for most tenancies.",
        good=[
            Good(
                "preserve",
                "Is your deposit protected? If you rent in England on an assured shorthold tenancy, your landlord must put your deposit in a government-approved scheme within 30 days of receiving it, and must give you the prescribed information about that scheme. If they don't, you can apply to the county court, which may order them to pay you one to three times the deposit (section 214 of the Housing Act 2004). A landlord who hasn't protected the deposit normally can't use a section 21 notice to end the tenancy. And since 1 June 2019, most tenancies have had deposits capped at five weeks' rent.",
            ),
            Good(
                "preserve",
                "Landlords in England who let property on an assured shorthold tenancy are required to protect the tenant's deposit in a government-approved scheme within 30 days of receipt, and to provide the tenant with the prescribed information about the scheme. Where a landlord fails to comply, the tenant can apply to the county court, which may, under section 214 of the Housing Act 2004, order the landlord to pay between one and three times the amount of the deposit. Normally, a landlord who has not protected the deposit cannot rely on a section 21 notice to end the tenancy. For most tenancies, deposits have been capped at five weeks' rent since 1 June 2019.",
            ),
            Good(
                "pl",
                "Jeśli wynajmujesz mieszkanie w Anglii na podstawie umowy assured shorthold tenancy, wynajmujący musi zabezpieczyć twoją kaucję w zatwierdzonym przez rząd systemie w ciągu 30 dni od jej otrzymania. Musi też przekazać ci wymagane przepisami informacje o tym systemie (prescribed information). Jeśli tego nie zrobi, możesz złożyć wniosek do sądu hrabstwa (county court), który może nakazać mu zapłatę od jednokrotności do trzykrotności kaucji na podstawie sekcji 214 ustawy Housing Act 2004. Wynajmujący, który nie zabezpieczył kaucji, zwykle nie może skorzystać z wypowiedzenia na podstawie sekcji 21, aby zakończyć najem. Od 1 czerwca 2019 r. w większości umów kaucja nie może przekraczać równowartości czynszu za pięć tygodni.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("sekcji 214 ustawy Housing Act 2004", "sekcji 213 ustawy Housing Act 2004")],
                "legal_reference",
            ),
            Slip(
                1, [("which may, under section 214", "which must, under section 214")], "modality"
            ),
            Slip(
                0,
                [
                    (
                        "one to three times the deposit",
                        "one to three times the deposit plus interest",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-rowing-club-privacy-notice",
        source="We process the personal data you provide when joining the Riverside Rowing Club on the basis of Article 6(1)(b) of the UK GDPR, because it is necessary to manage your membership. Your emergency contact details are kept only for as long as you are a member and are deleted within 60 days after your membership ends. We do not sell your data or share it with sponsors. You have the right to request a copy of your data under Article 15, and we will respond within one month. If you are unhappy with how we handle your data, you can complain to the Information Commissioner's Office at ico.org.uk.",
        good=[
            Good(
                "preserve",
                """How Riverside Rowing Club uses your personal data

- Legal basis: Article 6(1)(b) of the UK GDPR – we need the data you give us when you join in order to manage your membership.
- Emergency contacts: kept only while you're a member, and deleted within 60 days after your membership ends.
- Sharing: we don't sell your data, and we don't share it with sponsors.
- Your copy: under Article 15 you can ask for a copy of your data, and we'll respond within one month.
- Complaints: if you're unhappy with how we handle your data, you can complain to the Information Commissioner's Office at ico.org.uk.""",
            ),
            Good(
                "preserve",
                "When you join the Riverside Rowing Club, the personal data you supply is processed under Article 6(1)(b) of the UK GDPR, as this is necessary for the management of your membership. Emergency contact details are retained only for the duration of your membership and are erased within 60 days of its end. Your data is neither sold nor shared with sponsors. Under Article 15 you are entitled to request a copy of your data, and the club will respond within one month. Should you be dissatisfied with the handling of your data, you can lodge a complaint with the Information Commissioner's Office (ico.org.uk).",
            ),
            Good(
                "pl",
                "Dane osobowe podane przy zapisie do Riverside Rowing Club przetwarzamy na podstawie art. 6 ust. 1 lit. b UK GDPR, ponieważ są niezbędne do obsługi Twojego członkostwa. Dane kontaktowe osób, które należy powiadomić w nagłych wypadkach, przechowujemy wyłącznie przez okres członkostwa i usuwamy je w ciągu 60 dni od jego zakończenia. Nie sprzedajemy Twoich danych ani nie udostępniamy ich sponsorom. Na podstawie art. 15 masz prawo zażądać kopii swoich danych, a my odpowiemy w ciągu miesiąca. Jeśli nie jesteś zadowolony ze sposobu, w jaki postępujemy z Twoimi danymi, możesz złożyć skargę do Information Commissioner's Office (ico.org.uk).",
            ),
        ],
        bad=[
            Slip(0, [("Article 6(1)(b)", "Article 6(1)(f)")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "neither sold nor shared with sponsors",
                        "not sold, but it is shared with sponsors",
                    )
                ],
                "negation",
            ),
            Slip(2, [("odpowiemy w ciągu miesiąca", "odpowiemy w ciągu trzech miesięcy")], "date"),
        ],
    ),
    Case(
        key="en-pgsnap-backup-before-upgrade",
        source="To back up the database before an upgrade, run `pgsnap dump --compress` from the project directory. The dump is written to `backups/` with a timestamped filename. You must stop the `worker` service first, otherwise jobs that run during the dump may leave the backup inconsistent. On large databases the dump can take 20 minutes or more. You should keep at least the three most recent backups; older ones can be removed with `pgsnap prune --keep 3`. Do not run `prune` while a dump is in progress.",
        good=[
            Good(
                "preserve",
                """Backing up the database before an upgrade:

1. Stop the `worker` service first – you must do this. If jobs run during the dump, they may leave the backup inconsistent.
2. From the project directory, run `pgsnap dump --compress`. The dump is saved to `backups/` under a timestamped filename. On large databases it can take 20 minutes or more.
3. You should keep at least the three most recent backups. Older ones can be removed with `pgsnap prune --keep 3`.

Do not run `prune` while a dump is in progress.""",
            ),
            Good(
                "preserve",
                "Before upgrading, back up the database by running `pgsnap dump --compress` in the project directory; the dump is saved to `backups/` with a timestamp in its filename. First, though, you must stop the `worker` service, because any jobs that run while the dump is in progress may leave the backup inconsistent. Be aware that on large databases this can take 20 minutes or more. It's advisable to keep at least the three latest backups, and `pgsnap prune --keep 3` can delete older ones – but don't run `prune` during a dump.",
            ),
            Good(
                "pl",
                "Aby przed aktualizacją wykonać kopię zapasową bazy danych, uruchom `pgsnap dump --compress` w katalogu projektu. Zrzut zostanie zapisany w `backups/` pod nazwą zawierającą znacznik czasu. Najpierw musisz zatrzymać usługę `worker`, w przeciwnym razie zadania uruchomione w trakcie zrzutu mogą sprawić, że kopia będzie niespójna. W przypadku dużych baz zrzut może trwać 20 minut lub dłużej. Powinno się zachowywać co najmniej trzy najnowsze kopie; starsze można usunąć poleceniem `pgsnap prune --keep 3`. Nie uruchamiaj `prune`, gdy trwa zrzut.",
            ),
        ],
        bad=[
            Slip(1, [("`pgsnap prune --keep 3`", "`pgsnap prune --keep-last 3`")], "code"),
            Slip(2, [("Najpierw musisz zatrzymać", "Najpierw warto zatrzymać")], "modality"),
            Slip(
                0,
                [
                    (
                        "Stop the `worker` service first – you must do this. If jobs run during the dump, they may leave the backup inconsistent.",
                        "Najpierw zatrzymaj usługę `worker` – to obowiązkowe. Jeśli w trakcie zrzutu będą działać zadania, kopia może okazać się niespójna.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-winter-flu-vaccine-eligibility",
        source="This winter's flu vaccine is offered free to adults aged 65 and over, pregnant women and people with certain long-term conditions. According to UKHSA's annual report (2024, p. 37), last season's vaccine was around 45–55% effective at preventing hospital admission in older adults. Protection probably wanes over several months, which is why the vaccine is offered from early October. Mild side effects such as a sore arm or a slight temperature are common and usually pass within two days. The vaccine cannot give you flu. If you have had a severe allergic reaction to a previous dose, speak to your GP before booking.",
        good=[
            Good(
                "preserve",
                "Are you 65 or over, pregnant, or living with certain long-term conditions? Then you can have this winter's flu vaccine for free. Last season, the vaccine was around 45–55% effective at keeping older adults out of hospital, according to UKHSA's annual report (2024, p. 37). Because protection probably fades over several months, the vaccine is offered from early October. Mild side effects like a sore arm or a slight temperature are common and usually go away within two days. The vaccine can't give you flu. If a previous dose gave you a severe allergic reaction, talk to your GP before you book.",
            ),
            Good(
                "preserve",
                "Free flu vaccination is available this winter to adults aged 65 and over, pregnant women and people with certain long-term conditions. UKHSA's annual report (2024, p. 37) puts last season's effectiveness against hospital admission in older adults at approximately 45–55%. As protection probably declines over several months, vaccination is offered from early October. Mild side effects, such as a sore arm or a slightly raised temperature, are common and usually resolve within two days. It is not possible to catch flu from the vaccine. If you have had a severe allergic reaction to an earlier dose, consult your GP before booking.",
            ),
            Good(
                "pl",
                "Tegoroczna szczepionka przeciw grypie jest bezpłatna dla osób w wieku 65 lat i starszych, kobiet w ciąży oraz osób z niektórymi chorobami przewlekłymi. Według rocznego raportu UKHSA (2024, s. 37) w poprzednim sezonie skuteczność szczepionki w zapobieganiu hospitalizacjom osób starszych wynosiła około 45–55%. Ochrona prawdopodobnie słabnie w ciągu kilku miesięcy, dlatego szczepienia są oferowane od początku października. Łagodne działania niepożądane, takie jak ból ramienia czy lekko podwyższona temperatura, są częste i zwykle ustępują w ciągu dwóch dni. Szczepionka nie może wywołać grypy. Jeśli po poprzedniej dawce wystąpiła u ciebie ciężka reakcja alergiczna, przed zapisaniem się porozmawiaj z lekarzem rodzinnym.",
            ),
        ],
        bad=[
            Slip(2, [("(2024, s. 37)", "(2023, s. 37)")], "citation"),
            Slip(1, [("at approximately 45–55%", "at 45–55%")], "hedge"),
            Slip(
                0,
                [
                    (
                        "The vaccine can't give you flu.",
                        "The vaccine can't give you flu, and it also gives some protection against COVID-19.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-hillside-road-allotment-rules",
        source="Allotment tenants at Hillside Road must keep at least 75% of their plot under cultivation at all times. Bonfires are not permitted between 1 April and 30 September, and at no time may you burn plastic, treated timber or household waste. Hosepipes may be used only to fill water butts, never for watering directly. Sheds must not exceed 1.8 m by 1.2 m, and any structure taller than 2 m needs written permission from the committee. Plot rent for 2025 is £48 for a full plot and £26 for a half plot, payable by 1 March.",
        good=[
            Good(
                "preserve",
                """Hillside Road allotments – key rules

- Cultivation: at least 75% of your plot must be under cultivation at all times.
- Bonfires: not permitted from 1 April to 30 September. Plastic, treated timber and household waste may never be burned.
- Hosepipes: only for filling water butts – never for watering directly.
- Sheds: no larger than 1.8 m × 1.2 m. Any structure over 2 m tall needs the committee's written permission.
- Rent for 2025: £48 for a full plot, £26 for a half plot, payable by 1 March.""",
            ),
            Good(
                "preserve",
                "If you rent a plot at Hillside Road, you must keep at least 75% of it cultivated at all times. You can't have a bonfire between 1 April and 30 September, and you may never burn plastic, treated timber or household waste. You may use a hosepipe only to fill water butts, never to water directly. Your shed mustn't be bigger than 1.8 m by 1.2 m, and you'll need written permission from the committee for any structure taller than 2 m. In 2025 a full plot costs £48 and a half plot £26, with rent payable by 1 March.",
            ),
            Good(
                "pl",
                "Dzierżawcy działek przy Hillside Road muszą przez cały czas uprawiać co najmniej 75% powierzchni działki. Od 1 kwietnia do 30 września nie wolno palić ognisk, a plastiku, impregnowanego drewna i odpadów domowych nie wolno palić nigdy. Węży ogrodowych można używać wyłącznie do napełniania beczek na deszczówkę, nigdy do bezpośredniego podlewania. Szopy nie mogą przekraczać wymiarów 1,8 m na 1,2 m, a każda konstrukcja wyższa niż 2 m wymaga pisemnej zgody zarządu. Czynsz za 2025 r. wynosi 48 funtów za całą działkę i 26 funtów za połowę działki; należy go uiścić do 1 marca.",
            ),
        ],
        bad=[
            Slip(0, [("Bonfires: not permitted from", "Bonfires: permitted from")], "negation"),
            Slip(1, [("a half plot £26", "a half plot £24")], "number"),
            Slip(
                2,
                [
                    (
                        "wymaga pisemnej zgody zarządu",
                        "wymaga pisemnej zgody zarządu i sąsiednich działkowców",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-heritage-steam-railway-volunteers",
        source="The Vale Steam Railway is looking for volunteers for the 2025 season, which runs from Saturday 5 April to Sunday 26 October. Roles include ticket office, buffet, station gardening and track maintenance. Volunteers for track work must be at least 18 and will need to complete a one-day safety course, usually held in March. Most people give one or two days a month, though there is no minimum commitment. We think the new booking system will probably reduce queues at the ticket office, but we will still need around 15 extra helpers on gala weekends. To find out more, come to our open evening on Wednesday 12 February at 7 pm.",
        good=[
            Good(
                "preserve",
                "Fancy volunteering on the Vale Steam Railway? We need help for the 2025 season, which runs from Saturday 5 April to Sunday 26 October. You could work in the ticket office or the buffet, look after the station gardens, or help maintain the track. For track work you must be at least 18, and you'll need to complete a one-day safety course, usually held in March. Most volunteers give one or two days a month, but there's no minimum commitment. We think the new booking system will probably cut ticket-office queues, yet we'll still need around 15 extra helpers on gala weekends. Want to know more? Come along to our open evening on Wednesday 12 February at 7 pm.",
            ),
            Good(
                "preserve",
                """Volunteers wanted – Vale Steam Railway, 2025 season (Saturday 5 April to Sunday 26 October)

Roles available: ticket office, buffet, station gardening and track maintenance. Track volunteers must be aged 18 or over and will be required to complete a one-day safety course, normally held in March. There is no minimum commitment, although most volunteers give one or two days per month. In our view the new booking system will probably reduce ticket office queues; nevertheless, approximately 15 additional helpers will still be needed on gala weekends. Further details are available at our open evening on Wednesday 12 February at 7 pm.""",
            ),
            Good(
                "pl",
                "Kolej parowa Vale Steam Railway szuka wolontariuszy na sezon 2025, który potrwa od soboty 5 kwietnia do niedzieli 26 października. Do wyboru są: kasa biletowa, bufet, pielęgnacja ogrodów stacyjnych i utrzymanie torów. Wolontariusze pracujący przy torach muszą mieć co najmniej 18 lat i będą musieli ukończyć jednodniowe szkolenie z bezpieczeństwa, zwykle organizowane w marcu. Większość osób poświęca jeden lub dwa dni w miesiącu, choć nie ma minimalnego wymiaru zaangażowania. Sądzimy, że nowy system rezerwacji prawdopodobnie skróci kolejki do kasy, ale podczas weekendów galowych i tak będziemy potrzebować około 15 dodatkowych pomocników. Więcej dowiesz się na naszym wieczorze otwartym w środę 12 lutego o 19:00.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Do wyboru są: kasa biletowa, bufet, pielęgnacja ogrodów stacyjnych i utrzymanie torów.",
                        "Roles include ticket office, buffet, station gardening and track maintenance.",
                    ),
                    (
                        "Więcej dowiesz się na naszym wieczorze otwartym w środę 12 lutego o 19:00.",
                        "To find out more, come to our open evening on Wednesday 12 February at 7 pm.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(0, [("Wednesday 12 February at 7 pm", "Wednesday 12 February at 6 pm")], "date"),
            Slip(
                1,
                [
                    (
                        "In our view the new booking system will probably reduce",
                        "The new booking system will reduce",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-lumen-cms-release-notes",
        source="Version 4.2.0 of Lumen CMS is now available. This release fixes 23 bugs, including the image upload timeout reported in issue #1184, and adds support for PHP 8.3. The `legacy_auth` option is deprecated and will be removed in 5.0; switch to `oauth_provider` before then. If you are upgrading from 3.x, run `php lumen migrate --from=3` after installing. Full release notes are available at https://lumencms.dev/releases/4.2.0, and the upgrade guide is at https://lumencms.dev/docs/upgrade. We recommend backing up your site before upgrading, although no data loss has been reported in testing.",
        good=[
            Good(
                "preserve",
                """**Lumen CMS 4.2.0 is out**

- 23 bug fixes, among them the image upload timeout reported in issue #1184
- New: support for PHP 8.3
- Deprecated: `legacy_auth`, which will be removed in 5.0 – switch to `oauth_provider` before then
- Upgrading from 3.x? Run `php lumen migrate --from=3` after installing.

We recommend backing up your site before you upgrade, although no data loss has been reported in testing.

Release notes: https://lumencms.dev/releases/4.2.0
Upgrade guide: https://lumencms.dev/docs/upgrade""",
            ),
            Good(
                "preserve",
                "Lumen CMS 4.2.0 has been released. It adds support for PHP 8.3 and fixes 23 bugs, one of which is the image upload timeout reported in issue #1184. The `legacy_auth` option is now deprecated and will be removed in 5.0, so switch to `oauth_provider` before that happens. If you're upgrading from 3.x, run `php lumen migrate --from=3` once the installation is complete. No data loss has been reported in testing, but we still recommend backing up your site before upgrading. See https://lumencms.dev/releases/4.2.0 for the full release notes and https://lumencms.dev/docs/upgrade for the upgrade guide.",
            ),
            Good(
                "pl",
                "Dostępna jest wersja 4.2.0 Lumen CMS. To wydanie naprawia 23 błędy, w tym przekroczenie limitu czasu przy przesyłaniu obrazów zgłoszone w issue #1184, oraz dodaje obsługę PHP 8.3. Opcja `legacy_auth` jest przestarzała i zostanie usunięta w wersji 5.0 – do tego czasu przejdź na `oauth_provider`. Jeśli aktualizujesz z wersji 3.x, po instalacji uruchom `php lumen migrate --from=3`. Pełne informacje o wydaniu znajdziesz pod adresem https://lumencms.dev/releases/4.2.0, a przewodnik po aktualizacji pod adresem https://lumencms.dev/docs/upgrade. Przed aktualizacją zalecamy wykonanie kopii zapasowej strony, choć podczas testów nie odnotowano utraty danych.",
            ),
        ],
        bad=[
            Slip(2, [("migrate --from=3`", "migrate --version=3`")], "code"),
            Slip(0, [("https://lumencms.dev/docs/upgrade", "https://lumencms.dev/upgrade")], "url"),
            Slip(1, [("fixes 23 bugs", "fixes 32 bugs")], "number"),
        ],
    ),
    Case(
        key="en-beekeepers-beginners-course-notice",
        source="The Northdown Beekeepers' Association will run its beginners' course on six Saturday mornings from 1 March 2025. No previous experience is needed, but you should not sign up if you know you are allergic to bee stings. Protective suits are provided for the first three sessions; after that, you will need your own. The practical sessions take place at our teaching apiary and may be rescheduled if the weather is cold or wet. The course costs £95, which includes a year's membership. Places are limited to 12, and we cannot hold a place without payment.",
        good=[
            Good(
                "preserve",
                """Northdown Beekeepers' Association – beginners' course

- When: six Saturday mornings, starting 1 March 2025
- Experience: none needed
- Allergies: if you know you're allergic to bee stings, you should not sign up
- Protective suits: provided for the first three sessions; after that you'll need your own
- Practical sessions: at our teaching apiary; they may be rescheduled if it's cold or wet
- Cost: £95, including a year's membership
- Places: limited to 12 – we can't hold a place without payment""",
            ),
            Good(
                "preserve",
                "Thinking about keeping bees? The Northdown Beekeepers' Association's beginners' course runs on six Saturday mornings from 1 March 2025, and you don't need any previous experience. You shouldn't sign up, though, if you know you're allergic to bee stings. We provide protective suits for the first three sessions, but after that you'll need your own. Practical sessions are held at our teaching apiary and may be rescheduled in cold or wet weather. The £95 course fee includes a year's membership. There are only 12 places, and we cannot reserve one without payment.",
            ),
            Good(
                "pl",
                "Stowarzyszenie Pszczelarzy Northdown (Northdown Beekeepers' Association) organizuje kurs dla początkujących: sześć sobotnich przedpołudni, począwszy od 1 marca 2025 r. Wcześniejsze doświadczenie nie jest wymagane, ale jeśli wiesz, że masz alergię na użądlenia pszczół, nie powinieneś się zapisywać. Kombinezony ochronne zapewniamy na pierwsze trzy zajęcia; później będziesz potrzebować własnego. Zajęcia praktyczne odbywają się w naszej pasiece szkoleniowej i w razie zimnej lub deszczowej pogody mogą zostać przełożone. Kurs kosztuje 95 funtów, a cena obejmuje roczne członkostwo. Liczba miejsc jest ograniczona do 12 i nie możemy zarezerwować miejsca bez wpłaty.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "and we cannot reserve one without payment",
                        "and we can reserve one without payment",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "w naszej pasiece szkoleniowej",
                        "w naszej pasiece szkoleniowej w parku Northdown",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("you should not sign up", "you must not sign up")], "modality"),
        ],
    ),
]
