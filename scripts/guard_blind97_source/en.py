# ruff: noqa: E501, RUF001
"""English source cases of blind set 97: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-nursery-waiting-list-offer-rules",
        source="Thank you for adding your child to the Little Oaks Nursery waiting list. Places for the September 2025 intake will be offered from 14 April 2025, in order of priority rather than the date you applied. Siblings of children already attending come first, followed by families living within 1.5 miles of the nursery. We cannot hold a place for more than 10 working days after an offer is made, so please reply promptly. If you do not respond in that time, the place will go to the next family on the list. There is no fee to join the waiting list, but a £75 deposit is due when you accept a place, and it is not refundable.",
        good=[
            Good(
                "preserve",
                "Thanks for putting your child's name down for Little Oaks Nursery. We'll start offering places for the September 2025 intake on 14 April 2025, and offers follow priority, not the date you applied. First priority goes to siblings of children who already attend; next come families who live within 1.5 miles of the nursery. Once we make you an offer, we can't keep the place for more than 10 working days, so please get back to us quickly — if we don't hear from you by then, the place will be offered to the next family on the list. Joining the waiting list is free, but when you accept a place you'll need to pay a £75 deposit, which is non-refundable.",
            ),
            Good(
                "preserve",
                "Little Oaks Nursery – waiting list: what happens next\n\n- Offers for the September 2025 intake start on April 14, 2025.\n- Places are offered by priority, not by application date:\n  1. siblings of children already at the nursery;\n  2. families living within 1.5 miles of the nursery.\n- After an offer, we can hold the place for no more than ten working days, so please reply promptly. If you don't reply within that time, it passes to the next family on the list.\n- Joining the list costs nothing. When you accept a place, a £75 deposit is due, and it is not refundable.\n\nThank you for registering your child.",
            ),
            Good(
                "pl",
                "Dziękujemy za wpisanie dziecka na listę oczekujących przedszkola Little Oaks Nursery. Miejsca w naborze na wrzesień 2025 r. będą oferowane od 14 kwietnia 2025 r. według pierwszeństwa, a nie według daty złożenia wniosku. W pierwszej kolejności miejsca otrzymuje rodzeństwo dzieci, które już do nas uczęszczają, a następnie rodziny mieszkające w promieniu 1,5 mili od przedszkola. Po złożeniu oferty nie możemy rezerwować miejsca dłużej niż 10 dni roboczych, dlatego prosimy o szybką odpowiedź. Jeśli nie odpowiedzą Państwo w tym terminie, miejsce otrzyma kolejna rodzina z listy. Wpis na listę oczekujących jest bezpłatny, ale przy przyjęciu miejsca należy wpłacić zaliczkę w wysokości 75 £, która nie podlega zwrotowi.",
            ),
        ],
        bad=[
            Slip(2, [("która nie podlega zwrotowi", "która podlega zwrotowi")], "negation"),
            Slip(
                0,
                [("within 1.5 miles of the nursery", "within 2.5 miles of the nursery")],
                "number",
            ),
            Slip(1, [("start on April 14, 2025", "start on April 24, 2025")], "date"),
        ],
    ),
    Case(
        key="en-rowing-club-crew-water-rules",
        source="All crew members must wear a buoyancy aid on the water, whatever their swimming ability. Juniors under 16 may not take a boat out unless a qualified coach is present at the club. Before launching, the helm should check the weather board; if the wind is forecast above 20 knots, outings will probably be cancelled, and the duty officer's decision is final. Crews should sign the logbook when they leave and again when they return. Boats must be back on the rack by 19:00 during the summer months. Members who break these rules may lose their booking privileges for up to four weeks.",
        good=[
            Good(
                "preserve",
                "Whatever your swimming ability, you must wear a buoyancy aid whenever you're on the water. If you're under 16, you may not take a boat out unless a qualified coach is at the club. As helm, you should check the weather board before launching: when the wind is forecast above 20 knots, outings will probably be cancelled, and the duty officer has the final say. You should sign the logbook both when you leave and when you get back. In the summer months, boats must be back on the rack by 19:00. If you break these rules, you may lose your booking privileges for up to four weeks.",
            ),
            Good(
                "preserve",
                "Crew rules\n\n1. Every crew member must wear a buoyancy aid on the water, regardless of swimming ability.\n2. Juniors aged under 16 may not take out a boat unless a qualified coach is present at the club.\n3. The helm should check the weather board before launching. If winds above 20 knots are forecast, outings will probably be cancelled; the duty officer's decision is final.\n4. Crews should sign the logbook on departure and again on return.\n5. During the summer months, boats must be back on the rack by 7 pm.\n6. Breaking these rules may cost a member their booking privileges for up to four weeks.",
            ),
            Good(
                "pl",
                "Każdy członek załogi musi mieć na wodzie kamizelkę asekuracyjną, niezależnie od umiejętności pływania. Juniorzy poniżej 16 lat nie mogą wypływać łodzią, chyba że w klubie jest obecny wykwalifikowany trener. Przed zwodowaniem sternik powinien sprawdzić tablicę pogodową; jeśli prognoza przewiduje wiatr powyżej 20 węzłów, wypłynięcia zostaną prawdopodobnie odwołane, a decyzja oficera dyżurnego jest ostateczna. Załogi powinny wpisać się do dziennika przy wypłynięciu i ponownie po powrocie. W miesiącach letnich łodzie muszą wrócić na stojaki do godziny 19:00. Członkowie łamiący te zasady mogą stracić prawo do rezerwacji na okres do czterech tygodni.",
            ),
        ],
        bad=[
            Slip(1, [("Crews should sign the logbook", "Crews may sign the logbook")], "modality"),
            Slip(
                0,
                [("you may not take a boat out unless", "you may take a boat out unless")],
                "negation",
            ),
            Slip(2, [("zostaną prawdopodobnie odwołane", "zostaną odwołane")], "hedge"),
        ],
    ),
    Case(
        key="en-farmers-market-season-pitch-terms",
        source="Pitches at the Riverside Farmers' Market are allocated for the whole season, which runs from March to November. A standard 3 m × 3 m pitch costs £28 per market day, and a double pitch costs £50. At least 70% of what you sell must be grown, reared or produced by you within 30 miles of the market. Traders who sell goods by weight must use scales approved under section 11 of the Weights and Measures Act 1985. Gazebos must be weighted with at least 15 kg per leg; pegs cannot be used on the paved square. Applications for next season close on 31 January.",
        good=[
            Good(
                "preserve",
                "Riverside Farmers' Market allocates pitches for the entire season, from March through November. The fee is £28 per market day for a standard pitch measuring 3 m × 3 m and £50 for a double pitch. No less than 70% of the goods sold must be grown, reared or produced by the trader within 30 miles of the market. Anyone selling by weight is required to use scales approved under section 11 of the Weights and Measures Act 1985. Each gazebo leg must be weighted with a minimum of 15 kg; pegs cannot be used on the paved square. The deadline for next season's applications is 31 January.",
            ),
            Good(
                "preserve",
                "Thinking of trading at Riverside Farmers' Market? Here's what you need to know:\n\n- Pitches are let for the full season (March to November).\n- A standard pitch (3 m × 3 m) is £28 per market day; a double is £50.\n- At least 70% of your stock must be grown, reared or produced by you, within 30 miles of the market.\n- If you sell by weight, your scales must be approved under section 11 of the Weights and Measures Act 1985.\n- Gazebos must be weighted with at least 15 kg per leg. Pegs can't be used on the paved square.\n- Applications for next season close on January 31.",
            ),
            Good(
                "pl",
                "Stanowiska na Riverside Farmers' Market są przydzielane na cały sezon, który trwa od marca do listopada. Standardowe stanowisko o wymiarach 3 m × 3 m kosztuje 28 £ za dzień targowy, a podwójne – 50 £. Co najmniej 70% oferowanych produktów musi być uprawiane, hodowane lub wytwarzane przez Ciebie w promieniu 30 mil od targu. Sprzedawcy sprzedający towary na wagę muszą używać wag zatwierdzonych na podstawie sekcji 11 ustawy Weights and Measures Act 1985. Namioty muszą być obciążone co najmniej 15 kg na każdą nogę; na brukowanym placu nie można używać śledzi. Zgłoszenia na kolejny sezon przyjmujemy do 31 stycznia.",
            ),
        ],
        bad=[
            Slip(0, [("£50 for a double pitch", "£56 for a double pitch")], "number"),
            Slip(2, [("sekcji 11 ustawy", "sekcji 17 ustawy")], "legal_reference"),
            Slip(
                1,
                [("a double is £50.", "a double is £50, and an electricity hook-up is included.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-tennis-centre-court-booking-policy",
        source="Courts at Elm Park Tennis Centre can be booked up to 7 days in advance at https://book.elmparktennis.co.uk. Members may book a maximum of two hours per day; guests must be accompanied by a member at all times. If you cannot make your slot, please cancel at least 24 hours beforehand, otherwise the full court fee of £12 will be charged. Floodlights are not included in the standard fee and must be paid for separately at reception. Non-marking tennis shoes are required on all courts, and the centre does not permit dogs anywhere on site except assistance dogs.",
        good=[
            Good(
                "preserve",
                "You can book a court at Elm Park Tennis Centre up to seven days ahead via https://book.elmparktennis.co.uk. Each member may book no more than two hours a day, and any guest must be with a member at all times. Can't make your slot? Please cancel at least 24 hours in advance, or you'll be charged the full £12 court fee. The standard fee doesn't cover floodlights, which must be paid for separately at reception. You're required to wear non-marking tennis shoes on every court, and no dogs are allowed anywhere on site, apart from assistance dogs.",
            ),
            Good(
                "preserve",
                "Elm Park Tennis Centre – booking rules\n\n- Courts can be booked up to 7 days in advance at https://book.elmparktennis.co.uk.\n- Members may book up to 2 hours per day.\n- Guests must be accompanied by a member at all times.\n- To avoid being charged the full court fee (£12), please cancel at least 24 hours before your slot.\n- Floodlights are not included in the standard fee and must be paid for separately at reception.\n- Non-marking tennis shoes are required on all courts.\n- Dogs are not permitted anywhere on site, except assistance dogs.",
            ),
            Good(
                "pl",
                "Korty w Elm Park Tennis Centre można rezerwować z maksymalnie 7-dniowym wyprzedzeniem na stronie https://book.elmparktennis.co.uk. Członkowie mogą zarezerwować najwyżej dwie godziny dziennie; goście muszą przez cały czas przebywać w towarzystwie członka klubu. Jeśli nie możesz przyjść, odwołaj rezerwację co najmniej 24 godziny wcześniej – w przeciwnym razie naliczona zostanie pełna opłata za kort w wysokości 12 £. Oświetlenie nie jest wliczone w standardową opłatę i trzeba za nie zapłacić osobno w recepcji. Na wszystkich kortach wymagane jest obuwie tenisowe, które nie brudzi nawierzchni, a na terenie obiektu nie wolno przebywać z psami, z wyjątkiem psów asystujących.",
            ),
        ],
        bad=[
            Slip(
                2, [("https://book.elmparktennis.co.uk", "https://elmparktennis.co.uk/book")], "url"
            ),
            Slip(1, [("Guests must be accompanied", "Guests should be accompanied")], "modality"),
            Slip(
                0,
                [
                    (
                        "The standard fee doesn't cover floodlights",
                        "The standard fee covers floodlights",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-hospital-adult-ward-visiting-changes",
        source="From Monday 3 March, visiting hours on all adult wards at St Luke's Hospital will change to 11:00–20:00 every day. Each patient can have no more than two visitors at the bedside at a time. Children under 12 are welcome but must be accompanied by an adult. Please do not visit if you have had diarrhoea, vomiting or flu-like symptoms in the last 48 hours, as you could spread infection to patients who are already unwell. Protected mealtimes remain in place, and visitors may be asked to step out of the ward during this time. Visiting on the Intensive Care Unit is likely to be more limited; please ring the unit before you travel.",
        good=[
            Good(
                "preserve",
                "St Luke's Hospital is changing its visiting hours. Starting Monday 3 March, you can visit patients on any adult ward from 11:00 to 20:00, seven days a week. No more than two visitors may be at a patient's bedside at once. Children under 12 are welcome, but they must come with an adult. If you've had diarrhoea, vomiting or flu-like symptoms within the last 48 hours, please don't visit — you could pass an infection on to patients who are already ill. Mealtimes are still protected, so you may be asked to leave the ward while patients eat. On the Intensive Care Unit, visiting is likely to be more restricted, so please phone the unit before setting off.",
            ),
            Good(
                "preserve",
                "Visiting at St Luke's Hospital – new arrangements from Monday, March 3\n\n• Adult wards: 11 am to 8 pm daily.\n• A maximum of two visitors per bedside at any one time.\n• Under-12s are welcome but must be accompanied by an adult.\n• Please don't visit if you have had diarrhoea, vomiting or flu-like symptoms in the past 48 hours; you could spread infection to patients who are already unwell.\n• Protected mealtimes continue, and you may be asked to step out of the ward during them.\n• Intensive Care Unit: visiting is likely to be more limited — please call the unit before travelling.",
            ),
            Good(
                "pl",
                "Od poniedziałku 3 marca godziny odwiedzin na wszystkich oddziałach dla dorosłych w szpitalu St Luke's zmienią się na 11:00–20:00 codziennie. Przy łóżku pacjenta mogą przebywać jednocześnie najwyżej dwie osoby odwiedzające. Dzieci poniżej 12 lat są mile widziane, ale muszą przyjść pod opieką osoby dorosłej. Prosimy nie odwiedzać pacjentów, jeśli w ciągu ostatnich 48 godzin wystąpiły u Państwa biegunka, wymioty lub objawy grypopodobne, ponieważ mogą Państwo przenieść zakażenie na osoby już chore. Chronione pory posiłków nadal obowiązują i w tym czasie odwiedzający mogą zostać poproszeni o opuszczenie oddziału. Odwiedziny na oddziale intensywnej terapii będą prawdopodobnie bardziej ograniczone – przed przyjazdem prosimy zadzwonić na oddział.",
            ),
        ],
        bad=[
            Slip(1, [("11 am to 8 pm daily", "11 am to 6 pm daily")], "date"),
            Slip(
                2, [("Prosimy nie odwiedzać pacjentów", "Prosimy odwiedzać pacjentów")], "negation"
            ),
            Slip(
                0,
                [("visiting is likely to be more restricted", "visiting is more restricted")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-library-ebook-loans-libby-faq",
        source="## Borrowing e-books\n\nYou can borrow up to **6 e-books** at a time through the [Libby app](https://libbyapp.com) using your library card number and PIN.\n\n- Loans last **21 days** and return themselves automatically, so there are no late fees.\n- You can place holds on up to 10 titles.\n- When a hold becomes available, you have 3 days to borrow it before it passes to the next reader.\n\nIf you have forgotten your PIN, email ebooks@westfieldlibraries.org.uk. We cannot reset PINs over social media.",
        good=[
            Good(
                "preserve",
                "## How e-book loans work\n\nUse the [Libby app](https://libbyapp.com) with your library card number and PIN to borrow e-books — up to **6 at a time**.\n\n- Each loan runs for **21 days**. Titles are returned automatically at the end, so you'll never pay a late fee.\n- Holds: you can reserve up to 10 titles.\n- Once a reserved title becomes available, you have 3 days to borrow it; after that it goes to the next reader.\n\nForgotten your PIN? Email ebooks@westfieldlibraries.org.uk — we can't reset PINs via social media.",
            ),
            Good(
                "preserve",
                "## Borrowing e-books\n\nLibrary members can borrow up to **six e-books** at once via the [Libby app](https://libbyapp.com), signing in with their library card number and PIN.\n\n| Item | Limit |\n|---|---|\n| Loan period | 21 days (automatic return, no late fees) |\n| Holds | up to 10 titles |\n| Time to borrow an available hold | 3 days, then it passes to the next reader |\n\nIf you have forgotten your PIN, email ebooks@westfieldlibraries.org.uk. Please note that PINs cannot be reset over social media.",
            ),
            Good(
                "pl",
                "## Wypożyczanie e-booków\n\nPrzez [aplikację Libby](https://libbyapp.com), korzystając z numeru karty bibliotecznej i PIN-u, możesz wypożyczyć jednocześnie do **6 e-booków**.\n\n- Wypożyczenie trwa **21 dni**, a książki zwracają się automatycznie, więc nie ma opłat za przetrzymanie.\n- Możesz zarezerwować maksymalnie 10 tytułów.\n- Gdy zarezerwowana pozycja stanie się dostępna, masz 3 dni na jej wypożyczenie, zanim trafi do kolejnego czytelnika.\n\nJeśli nie pamiętasz PIN-u, napisz na adres ebooks@westfieldlibraries.org.uk. Nie resetujemy PIN-ów przez media społecznościowe.",
            ),
        ],
        bad=[
            Slip(0, [("## How e-book loans work\n\n", "How e-book loans work\n\n")], "markdown"),
            Slip(1, [("| Holds | up to 10 titles |", "| Holds | up to 12 titles |")], "number"),
            Slip(
                2, [("ebooks@westfieldlibraries.org.uk", "ebooks@westfieldlibrary.org.uk")], "url"
            ),
        ],
    ),
    Case(
        key="en-wales-home-insulation-grant-eligibility",
        source="Homeowners and private tenants in Wales may apply for a grant of up to £7,500 towards loft, cavity wall or solid wall insulation. To qualify, your home must have an Energy Performance Certificate rating of D, E, F or G, and your household income must be below £31,000 a year. The scheme is run under section 15 of the Warm Homes (Wales) Act 2024 and the Home Energy Efficiency Regulations 2024. Work must be carried out by a TrustMark-registered installer, and you should not sign any contract before your grant is approved. Landlords are expected to contribute 25% of the cost for rented properties.",
        good=[
            Good(
                "preserve",
                "If you own your home in Wales or rent it privately, you may apply for a grant of up to £7,500 for loft, cavity wall or solid wall insulation. You'll qualify only if your home's Energy Performance Certificate is rated D, E, F or G and your household earns less than £31,000 a year. The grant is provided under section 15 of the Warm Homes (Wales) Act 2024 and the Home Energy Efficiency Regulations 2024. A TrustMark-registered installer must do the work, and you should not sign any contract until your grant has been approved. For rented properties, landlords are expected to pay 25% of the cost.",
            ),
            Good(
                "preserve",
                "Insulation grant (Wales) – at a glance\n\n- Who may apply: homeowners and private tenants\n- What it covers: loft, cavity wall or solid wall insulation, up to £7,500\n- Eligibility: an EPC rating of D, E, F or G, and household income under £31,000 per year (both conditions must be met)\n- Legal basis: section 15 of the Warm Homes (Wales) Act 2024 and the Home Energy Efficiency Regulations 2024\n- Installer: work must be done by a TrustMark-registered installer\n- Contracts: you should not sign one before your grant is approved\n- Rented homes: landlords are expected to contribute 25% of the cost",
            ),
            Good(
                "pl",
                "Właściciele domów oraz najemcy z rynku prywatnego w Walii mogą ubiegać się o dotację w wysokości do 7500 £ na ocieplenie poddasza, ścian szczelinowych lub ścian pełnych. Aby się zakwalifikować, dom musi mieć świadectwo charakterystyki energetycznej (EPC) z klasą D, E, F lub G, a roczny dochód gospodarstwa domowego musi być niższy niż 31 000 £. Program działa na podstawie sekcji 15 ustawy Warm Homes (Wales) Act 2024 oraz przepisów Home Energy Efficiency Regulations 2024. Prace musi wykonać instalator zarejestrowany w TrustMark, a przed zatwierdzeniem dotacji nie powinno się podpisywać żadnej umowy. W przypadku nieruchomości wynajmowanych oczekuje się, że wynajmujący pokryją 25% kosztów.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 15 of the Warm Homes", "section 51 of the Warm Homes")],
                "legal_reference",
            ),
            Slip(2, [("do 7500 £", "do 5000 £")], "number"),
            Slip(
                1,
                [
                    (
                        "work must be done by a TrustMark-registered installer",
                        "work should ideally be done by a TrustMark-registered installer",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-youth-football-season-registration-deadline",
        source="Registration for the 2025/26 season of Ashford Juniors FC is now open for players born between 1 September 2010 and 31 August 2019. Forms must be completed online by Friday 15 August; late registrations may be accepted if squads still have space. The annual subscription is £180, which can be paid in three instalments. Every player must provide a copy of their birth certificate or passport, as the league requires proof of age. New players are welcome to attend two free training sessions before committing. Parents should note that all coaches hold a current DBS check and an FA safeguarding certificate.",
        good=[
            Good(
                "preserve",
                "Ashford Juniors FC is now taking registrations for the 2025/26 season! If your child was born between 1 September 2010 and 31 August 2019, they're eligible. You must complete the online form by Friday 15 August — we may still accept late registrations if there's room in the squads. The yearly subscription is £180, and you can pay it in three instalments. The league requires proof of age, so every player must provide a copy of a birth certificate or passport. New players are welcome to try two free training sessions before signing up. Please note that every coach holds a current DBS check and an FA safeguarding certificate.",
            ),
            Good(
                "preserve",
                "Ashford Juniors FC – 2025/26 registration\n\n1. Eligibility: players born 1 Sept 2010 – 31 Aug 2019.\n2. Deadline: online forms must be completed by Friday, August 15. Late registrations may be accepted where squads still have space.\n3. Cost: £180 a year, payable in three instalments.\n4. Proof of age: each player must provide a copy of a birth certificate or passport (a league requirement).\n5. Trial: new players are welcome at two free training sessions before committing.\n6. Safeguarding: all coaches hold a current DBS check and an FA safeguarding certificate.",
            ),
            Good(
                "pl",
                "Ruszyły zapisy do Ashford Juniors FC na sezon 2025/26 dla zawodników urodzonych między 1 września 2010 a 31 sierpnia 2019 r. Formularze trzeba wypełnić online do piątku 15 sierpnia; zgłoszenia po terminie mogą zostać przyjęte, jeśli w drużynach będą jeszcze wolne miejsca. Roczna składka wynosi 180 £ i można ją opłacić w trzech ratach. Każdy zawodnik musi dostarczyć kopię aktu urodzenia lub paszportu, ponieważ liga wymaga potwierdzenia wieku. Nowi zawodnicy mogą przyjść na dwa bezpłatne treningi, zanim zdecydują się na zapis. Informujemy rodziców, że wszyscy trenerzy mają aktualne zaświadczenie DBS i certyfikat FA z zakresu ochrony dzieci.",
            ),
        ],
        bad=[
            Slip(2, [("do piątku 15 sierpnia", "do piątku 22 sierpnia")], "date"),
            Slip(
                0,
                [
                    (
                        "we may still accept late registrations",
                        "we will still accept late registrations",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "payable in three instalments.",
                        "payable in three instalments and including a new home kit.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-escape-room-gift-voucher-terms",
        source="Gift vouchers for The Locked Library escape rooms are valid for 12 months from the date of purchase and can be used for any of our five rooms. Each voucher covers one game for up to 4 players; larger groups can pay the difference of £18 per extra player on the day. Vouchers cannot be exchanged for cash and are not refundable, but they can be transferred to someone else. To redeem, book online and enter the 10-digit code at checkout. Bookings made with a voucher can be moved free of charge once, provided you tell us at least 48 hours before your game.",
        good=[
            Good(
                "preserve",
                "A gift voucher for The Locked Library escape rooms lasts 12 months from the day it's bought and works for any of our five rooms. It pays for one game for a team of up to 4; if your group is bigger, you can pay £18 for each extra player on the day. You can't swap a voucher for cash or get a refund on it, though you're free to pass it on to someone else. To use it, book online and type the 10-digit code at checkout. You can move a voucher booking once at no cost, as long as you let us know at least 48 hours before your game.",
            ),
            Good(
                "preserve",
                "The Locked Library – gift voucher terms\n\n- Validity: twelve months from the date of purchase.\n- Rooms: valid for any of our five escape rooms.\n- Coverage: one game for a maximum of four players. Extra players can be added on the day at £18 per person.\n- Vouchers cannot be exchanged for cash and are non-refundable; they are, however, transferable.\n- Redemption: book online and enter the 10-digit code at checkout.\n- Changes: a voucher booking can be rescheduled free of charge once, with at least 48 hours' notice before the game.",
            ),
            Good(
                "pl",
                "Bony podarunkowe na escape roomy The Locked Library są ważne przez 12 miesięcy od daty zakupu i można je wykorzystać w każdym z naszych pięciu pokoi. Jeden bon obejmuje jedną grę dla maksymalnie 4 graczy; większe grupy mogą dopłacić na miejscu 18 £ za każdą dodatkową osobę. Bonów nie można wymienić na gotówkę i nie podlegają one zwrotowi, ale można je przekazać innej osobie. Aby zrealizować bon, zarezerwuj grę online i wpisz 10-cyfrowy kod przy finalizacji zamówienia. Rezerwację opłaconą bonem można raz bezpłatnie przenieść, pod warunkiem że poinformujesz nas o tym co najmniej 48 godzin przed grą.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Vouchers cannot be exchanged for cash", "Vouchers can be exchanged for cash")],
                "negation",
            ),
            Slip(
                2, [("co najmniej 48 godzin przed grą", "co najmniej 24 godziny przed grą")], "date"
            ),
            Slip(
                0,
                [
                    (
                        "you can pay £18 for each extra player",
                        "you can pay £15 for each extra player",
                    )
                ],
                "number",
            ),
        ],
    ),
    Case(
        key="en-cathedral-tower-climb-visitor-info",
        source="Tower tours at St Aidan's Cathedral run on Saturdays at 11:00 and 14:00 from April to October and last about 45 minutes. The climb involves 274 steps on a narrow spiral staircase, so it is not suitable for anyone with heart or breathing problems, vertigo or limited mobility. Children must be at least 8 years old and accompanied by an adult. Tickets cost £10 and should be booked in advance, as each tour is limited to 12 people. Tours may be cancelled at short notice in high winds or heavy rain. Large bags cannot be taken up the tower but can be left in the lockers by the shop.",
        good=[
            Good(
                "preserve",
                "From April to October, St Aidan's Cathedral offers tower tours every Saturday at 11 am and 2 pm, each lasting about 45 minutes. You'll climb 274 steps up a narrow spiral staircase, which makes the tour unsuitable if you have heart or breathing problems, vertigo or limited mobility. Children must be 8 or older and must come with an adult. A ticket is £10; since each tour is limited to 12 people, you should book ahead. In high winds or heavy rain, tours may be cancelled at short notice. You can't take large bags up the tower, but you can leave them in the lockers next to the shop.",
            ),
            Good(
                "preserve",
                "St Aidan's Cathedral tower tours\n\n• When: Saturdays, 11:00 and 14:00, April–October\n• Length: about 45 minutes\n• The climb: 274 steps on a narrow spiral staircase — not suitable for anyone with heart or breathing problems, vertigo or limited mobility\n• Children: must be at least 8 years old and accompanied by an adult\n• Tickets: £10; you should book in advance, as each tour is limited to 12 people\n• Weather: tours may be cancelled at short notice in high winds or heavy rain\n• Bags: large bags cannot be taken up the tower, but they can be left in the lockers by the shop",
            ),
            Good(
                "pl",
                "Zwiedzanie wieży katedry St Aidan's odbywa się od kwietnia do października w soboty o 11:00 i 14:00 i trwa około 45 minut. Wejście prowadzi po 274 stopniach wąskich, kręconych schodów, dlatego nie jest odpowiednie dla osób z problemami z sercem lub oddychaniem, zawrotami głowy lub ograniczoną sprawnością ruchową. Dzieci muszą mieć co najmniej 8 lat i przyjść pod opieką osoby dorosłej. Bilety kosztują 10 £ i powinno się je rezerwować z wyprzedzeniem, ponieważ w każdej grupie może być najwyżej 12 osób. W razie silnego wiatru lub ulewnego deszczu zwiedzanie może zostać odwołane w ostatniej chwili. Dużych toreb nie można wnosić na wieżę, ale można je zostawić w szafkach przy sklepie.",
            ),
        ],
        bad=[
            Slip(1, [("Length: about 45 minutes", "Length: 45 minutes")], "hedge"),
            Slip(
                2,
                [("Dzieci muszą mieć co najmniej 8 lat", "Dzieci powinny mieć co najmniej 8 lat")],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "In high winds or heavy rain, tours may be cancelled at short notice.",
                        "W razie silnego wiatru lub ulewnego deszczu zwiedzanie może zostać odwołane w ostatniej chwili.",
                    ),
                    (
                        "You can't take large bags up the tower, but you can leave them in the lockers next to the shop.",
                        "Dużych toreb nie można wnosić na wieżę, ale można je zostawić w szafkach przy sklepie.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-allotment-summer-watering-mulch-notice",
        source="Hosepipes are not permitted on Hillside Allotments between June and August; please use watering cans filled from the troughs. Watering in the early morning or evening is more efficient, since less water evaporates. According to a study by Marsh and Okafor (2019) in the Journal of Horticultural Science, mulching vegetable beds can reduce evaporation from the soil by roughly 25–50%, depending on the material used. Well-rotted compost or straw are probably the most practical options for our plots. Water butts attached to sheds are encouraged, but they must have a lid so that children and wildlife cannot fall in.",
        good=[
            Good(
                "preserve",
                "From June to August, hosepipes aren't allowed on Hillside Allotments — please fill watering cans from the troughs instead. It's more efficient to water early in the morning or in the evening, because less water evaporates then. A 2019 study by Marsh and Okafor in the Journal of Horticultural Science found that mulching vegetable beds can cut evaporation from the soil by roughly 25–50%, depending on the material. For our plots, well-rotted compost or straw are probably the most practical choices. We encourage water butts on sheds, but every butt must have a lid so that neither children nor wildlife can fall in.",
            ),
            Good(
                "preserve",
                "Summer watering at Hillside Allotments\n\n1. No hosepipes from June to August. Please use watering cans filled from the troughs.\n2. Watering in the early morning or evening is more efficient, as less water evaporates.\n3. Mulching: Marsh and Okafor (2019, Journal of Horticultural Science) report that mulching can reduce soil evaporation by roughly 25–50%, depending on the material used. Well-rotted compost or straw is probably the most practical option for our plots.\n4. Water butts on sheds are encouraged, but they must have a lid so children and wildlife cannot fall in.",
            ),
            Good(
                "pl",
                "Od czerwca do sierpnia na działkach Hillside Allotments nie wolno używać węży ogrodowych; prosimy korzystać z konewek napełnianych z koryt. Podlewanie wczesnym rankiem lub wieczorem jest bardziej wydajne, ponieważ mniej wody odparowuje. Według badania Marsha i Okafora z 2019 r., opublikowanego w „Journal of Horticultural Science”, ściółkowanie grządek warzywnych może ograniczyć parowanie z gleby o mniej więcej 25–50%, w zależności od użytego materiału. Na naszych działkach najbardziej praktyczne będą prawdopodobnie dobrze przerobiony kompost lub słoma. Zachęcamy do ustawiania beczek na deszczówkę przy altanach, ale muszą one mieć pokrywę, aby nie wpadły do nich dzieci ani dzikie zwierzęta.",
            ),
        ],
        bad=[
            Slip(1, [("Marsh and Okafor (2019,", "Marsh and Okafor (2016,")], "citation"),
            Slip(0, [("by roughly 25–50%", "by 25–50%")], "hedge"),
            Slip(
                2,
                [("nie wolno używać węży ogrodowych", "wolno używać węży ogrodowych")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-brookfield-pool-lane-swimming-rules",
        source="Lane swimming at Brookfield Leisure Centre takes place on weekdays from 6:30 to 9:00 and from 19:00 to 21:30. Lanes are marked slow, medium and fast; please choose the one that matches your pace and swim clockwise. Overtaking should only happen at the wall, not in the middle of the lane. A maximum of 8 swimmers is allowed in each lane, and staff may close a lane temporarily if it becomes overcrowded. Swimmers must not use fins or hand paddles unless the lifeguard agrees. Sessions cost £5.20, or £3.60 with a Leisure Card, and children under 8 cannot swim in lane sessions.",
        good=[
            Good(
                "preserve",
                "Brookfield Leisure Centre runs lane swimming on weekdays, 6:30–9:00 in the morning and 19:00–21:30 in the evening. Pick the lane — slow, medium or fast — that suits your pace, and swim clockwise. You should overtake only at the wall, never in the middle of the lane. Each lane takes no more than 8 swimmers, and if one gets overcrowded, staff may close it for a while. Fins and hand paddles must not be used without the lifeguard's agreement. A session is £5.20 (£3.60 with a Leisure Card). Children under 8 can't take part in lane sessions.",
            ),
            Good(
                "preserve",
                "Lane swimming – the essentials\n\n- When: Monday to Friday, 6.30–9 am and 7–9.30 pm, at Brookfield Leisure Centre.\n- Lanes: slow, medium and fast. Please choose the one that matches your pace, and swim clockwise.\n- Overtaking: this should only happen at the wall, not mid-lane.\n- Capacity: up to eight swimmers per lane; staff may temporarily close a lane that becomes overcrowded.\n- Equipment: fins and hand paddles must not be used unless the lifeguard agrees.\n- Price: £5.20 per session, or £3.60 with a Leisure Card.\n- Age: children under 8 cannot swim in lane sessions.",
            ),
            Good(
                "pl",
                "Pływanie torowe w Brookfield Leisure Centre odbywa się w dni powszednie w godzinach 6:30–9:00 oraz 19:00–21:30. Tory są oznaczone jako wolny, średni i szybki; prosimy wybrać ten, który odpowiada Twojemu tempu, i pływać zgodnie z ruchem wskazówek zegara. Wyprzedzać powinno się wyłącznie przy ścianie, a nie na środku toru. Na jednym torze może przebywać maksymalnie 8 pływaków, a personel może tymczasowo zamknąć tor, jeśli zrobi się na nim zbyt tłoczno. Nie wolno używać płetw ani łapek do pływania bez zgody ratownika. Wejście kosztuje 5,20 £ lub 3,60 £ z kartą Leisure Card, a dzieci poniżej 8 lat nie mogą pływać podczas sesji torowych.",
            ),
        ],
        bad=[
            Slip(2, [("maksymalnie 8 pływaków", "maksymalnie 10 pływaków")], "number"),
            Slip(
                0,
                [
                    (
                        "Children under 8 can't take part in lane sessions.",
                        "Children under 8 can take part in lane sessions.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("this should only happen at the wall", "this must only happen at the wall")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-shelfsync-loan-export-readme-install",
        source="# shelfsync\n\n`shelfsync` exports loan data from the library catalogue to CSV for monthly reporting.\n\n## Installation\n\nRequires Python 3.10 or newer. Install it with:\n\n```\npip install shelfsync==2.3.1\n```\n\nThen copy `config.example.toml` to `config.toml` and set `api_url` to your catalogue's endpoint. Do not commit `config.toml`, because it contains your API token.\n\nFull documentation is at https://shelfsync.readthedocs.io. Report bugs on the [issue tracker](https://github.com/westfield-libraries/shelfsync/issues).",
        good=[
            Good(
                "preserve",
                "# shelfsync\n\nUse `shelfsync` to export loan data from your library catalogue as CSV for monthly reports.\n\n## Installation\n\nYou'll need Python 3.10 or later. To install:\n\n```\npip install shelfsync==2.3.1\n```\n\nNext, copy `config.example.toml` to `config.toml` and set `api_url` to your catalogue's endpoint. Never commit `config.toml` — it holds your API token.\n\nSee https://shelfsync.readthedocs.io for the full documentation, and report any bugs on the [issue tracker](https://github.com/westfield-libraries/shelfsync/issues).",
            ),
            Good(
                "preserve",
                "# shelfsync\n\n`shelfsync` is a tool that exports the library catalogue's loan data to CSV files for monthly reporting.\n\n## Installation\n\n1. Make sure Python 3.10 or newer is installed.\n2. Install the package:\n\n   ```\n   pip install shelfsync==2.3.1\n   ```\n\n3. Copy `config.example.toml` to `config.toml`, then set `api_url` to your catalogue's endpoint.\n\n> **Note:** `config.toml` contains your API token, so do not commit it.\n\nDocumentation: https://shelfsync.readthedocs.io\nBug reports: [issue tracker](https://github.com/westfield-libraries/shelfsync/issues)",
            ),
            Good(
                "pl",
                "# shelfsync\n\n`shelfsync` eksportuje dane o wypożyczeniach z katalogu bibliotecznego do plików CSV na potrzeby comiesięcznych raportów.\n\n## Instalacja\n\nWymaga Pythona 3.10 lub nowszego. Instalacja:\n\n```\npip install shelfsync==2.3.1\n```\n\nNastępnie skopiuj `config.example.toml` do `config.toml` i ustaw w `api_url` adres punktu końcowego swojego katalogu. Nie commituj pliku `config.toml`, ponieważ zawiera Twój token API.\n\nPełna dokumentacja jest dostępna pod adresem https://shelfsync.readthedocs.io. Błędy zgłaszaj w [systemie zgłoszeń](https://github.com/westfield-libraries/shelfsync/issues).",
            ),
        ],
        bad=[
            Slip(2, [("pip install shelfsync==2.3.1", "pip install shelfsync==2.1.3")], "code"),
            Slip(
                1,
                [
                    (
                        "   ```\n   pip install shelfsync==2.3.1\n   ```",
                        "   pip install shelfsync==2.3.1",
                    )
                ],
                "markdown",
            ),
            Slip(
                0,
                [("https://shelfsync.readthedocs.io", "https://shelfsync.readthedocs.org")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-primary-school-nasal-flu-consent",
        source="Dear Parent or Carer,\n\nThe school-aged immunisation team will visit Meadowbank Primary on Tuesday 14 October to offer the nasal flu vaccine to all pupils from Reception to Year 6. The vaccine is a quick spray up the nose, not an injection. A study by Harding et al. (2021) in the journal Vaccine found that the nasal vaccine probably reduces flu cases in primary-age children by around 60%. Side effects are usually mild, such as a runny nose or headache. Please complete the online consent form by Friday 3 October, even if you do not want your child to be vaccinated.",
        good=[
            Good(
                "preserve",
                "Dear Parent or Carer,\n\nOn Tuesday 14 October, the school-aged immunisation team is coming to Meadowbank Primary to offer the nasal flu vaccine to every pupil from Reception to Year 6. It isn't an injection — just a quick spray up the nose. According to Harding et al. (2021), writing in the journal Vaccine, the nasal vaccine probably cuts flu cases among primary-age children by around 60%. Any side effects are usually mild, for example a runny nose or a headache. Please fill in the online consent form by Friday 3 October, even if you don't want your child vaccinated.",
            ),
            Good(
                "preserve",
                "Dear Parent or Carer,\n\nNasal flu vaccine at Meadowbank Primary\n\n• Date: Tuesday 14 October (visit by the school-aged immunisation team)\n• Who: all pupils, Reception to Year 6\n• How: a quick spray up the nose, not an injection\n• Evidence: Harding et al. (2021, Vaccine) found it probably reduces flu cases in primary-age children by around 60%\n• Side effects: usually mild, e.g. a runny nose or headache\n\nPlease complete the online consent form by Friday 3 October, even if you do not want your child to be vaccinated.",
            ),
            Good(
                "pl",
                "Szanowni Rodzice i Opiekunowie,\n\nwe wtorek 14 października zespół szczepień szkolnych odwiedzi Meadowbank Primary, aby zaproponować donosową szczepionkę przeciw grypie wszystkim uczniom od Reception do Year 6. Szczepionkę podaje się w postaci szybkiego sprayu do nosa – to nie jest zastrzyk. Badanie Harding i in. (2021), opublikowane w czasopiśmie „Vaccine”, wykazało, że szczepionka donosowa prawdopodobnie zmniejsza liczbę zachorowań na grypę u dzieci w wieku szkoły podstawowej o około 60%. Działania niepożądane są zwykle łagodne, np. katar lub ból głowy. Prosimy o wypełnienie internetowego formularza zgody do piątku 3 października, nawet jeśli nie chcą Państwo szczepić dziecka.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Harding et al. (2021, Vaccine)", "Harding et al. (2021, The Lancet)")],
                "citation",
            ),
            Slip(2, [("prawdopodobnie zmniejsza", "zmniejsza")], "hedge"),
            Slip(
                0,
                [
                    (
                        "for example a runny nose or a headache.",
                        "for example a runny nose or a headache, and no pupil at Meadowbank had a reaction last year.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-tenancy-deposit-return-protection-guide",
        source="When your tenancy ends, your landlord must return your deposit within 10 days of you both agreeing how much you will get back. Under section 213 of the Housing Act 2004, a deposit for an assured shorthold tenancy must be protected in a government-approved scheme within 30 days of the landlord receiving it. If it was not protected, you can apply to the county court, which may order the landlord to pay you up to three times the deposit. Deductions cannot be made for fair wear and tear. If you disagree with a deduction, you can use the scheme's free dispute service, but you should raise it within 3 months of the tenancy ending.",
        good=[
            Good(
                "preserve",
                "At the end of your tenancy, your landlord must give your deposit back within 10 days of the two of you agreeing on the amount you'll receive. Section 213 of the Housing Act 2004 requires an assured shorthold tenancy deposit to be protected in a government-approved scheme within 30 days of the landlord receiving it. Where that hasn't happened, you can apply to the county court, which may order your landlord to pay you up to three times the deposit. Your landlord cannot make deductions for fair wear and tear. If you dispute a deduction, you can use the scheme's free dispute service — but you should raise it within 3 months of the tenancy ending.",
            ),
            Good(
                "preserve",
                "How quickly do I get my deposit back?\nYour landlord must return it within 10 days of you both agreeing how much you'll get back.\n\nDoes the deposit have to be protected?\nYes. For an assured shorthold tenancy, section 213 of the Housing Act 2004 says it must be placed in a government-approved scheme within thirty days of the landlord receiving it. If it wasn't, you can apply to the county court, which may order the landlord to pay you up to three times the deposit.\n\nCan my landlord deduct money for wear and tear?\nNot for fair wear and tear.\n\nWhat if I disagree with a deduction?\nYou can use the scheme's free dispute service, but you should raise it within three months of the tenancy ending.",
            ),
            Good(
                "pl",
                "Po zakończeniu najmu wynajmujący musi zwrócić kaucję w ciągu 10 dni od chwili, gdy oboje uzgodnicie, jaką kwotę otrzymasz. Zgodnie z sekcją 213 ustawy Housing Act 2004 kaucja przy umowie typu assured shorthold tenancy musi zostać zabezpieczona w zatwierdzonym przez rząd systemie w ciągu 30 dni od jej otrzymania przez wynajmującego. Jeśli tak się nie stało, możesz wystąpić do sądu hrabstwa (county court), który może nakazać wynajmującemu zapłatę nawet trzykrotności kaucji. Nie można dokonywać potrąceń z tytułu normalnego zużycia. Jeśli nie zgadzasz się z potrąceniem, możesz skorzystać z bezpłatnej procedury rozstrzygania sporów w ramach systemu, ale spór powinien zostać zgłoszony w ciągu 3 miesięcy od zakończenia najmu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Section 213 of the Housing Act 2004", "Section 214 of the Housing Act 2004")],
                "legal_reference",
            ),
            Slip(2, [("Nie można dokonywać potrąceń", "Można dokonywać potrąceń")], "negation"),
            Slip(
                1,
                [("within thirty days of the landlord", "within fourteen days of the landlord")],
                "date",
            ),
        ],
    ),
    Case(
        key="en-harbourside-choir-rehearsal-attendance-policy",
        source="Rehearsals for the Harbourside Community Choir take place every Wednesday from 19:30 to 21:30 in the Methodist church hall. Members should attend at least three out of four rehearsals in the month before a concert, and anyone who misses the final dress rehearsal may be asked not to sing in that performance. Sheet music is provided, but you must return your copies after each concert. Subscriptions are £45 per term; concessions are available for students and anyone on Universal Credit. New members are welcome in September and January, and no audition is required, although the director may ask to hear you sing a short piece.",
        good=[
            Good(
                "preserve",
                "Harbourside Community Choir rehearses every Wednesday, 7.30–9.30 pm, in the Methodist church hall. In the month leading up to a concert, you should come to at least three of the four rehearsals, and if you miss the final dress rehearsal, you may be asked not to sing in that performance. We provide the sheet music, but you must hand your copies back after each concert. The subscription is £45 a term, with concessions for students and anyone receiving Universal Credit. We welcome new members in September and January. There's no audition, though the director may ask to hear you sing a short piece.",
            ),
            Good(
                "preserve",
                "Harbourside Community Choir – what to expect\n\n- Rehearsals: Wednesdays, 19:30–21:30, Methodist church hall.\n- Attendance: members should attend at least 3 of the 4 rehearsals in the month before a concert. Anyone who misses the final dress rehearsal may be asked not to sing in that performance.\n- Music: sheet music is provided, and your copies must be returned after each concert.\n- Cost: £45 per term, with concessions for students and anyone on Universal Credit.\n- Joining: new members are welcome in September and January; no audition is required, but the director may ask to hear you sing a short piece.",
            ),
            Good(
                "pl",
                "Próby chóru Harbourside Community Choir odbywają się w każdą środę w godzinach 19:30–21:30 w sali przy kościele metodystów. W miesiącu poprzedzającym koncert członkowie powinni być obecni na co najmniej trzech z czterech prób, a osoby, które opuszczą ostatnią próbę generalną, mogą zostać poproszone o niewystępowanie w tym koncercie. Nuty zapewniamy, ale po każdym koncercie musisz zwrócić swoje egzemplarze. Składka wynosi 45 £ za semestr; zniżki przysługują studentom oraz osobom pobierającym Universal Credit. Nowych członków przyjmujemy we wrześniu i w styczniu. Przesłuchanie nie jest wymagane, choć dyrygent może poprosić o zaśpiewanie krótkiego utworu.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "members should attend at least 3 of the 4",
                        "members must attend at least 3 of the 4",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "in the Methodist church hall.",
                        "in the Methodist church hall, where free parking is available.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Nuty zapewniamy, ale po każdym koncercie musisz zwrócić swoje egzemplarze.",
                        "Sheet music is provided, but you must return your copies after each concert.",
                    ),
                    (
                        "Składka wynosi 45 £ za semestr; zniżki przysługują studentom oraz osobom pobierającym Universal Credit.",
                        "Subscriptions are £45 per term; concessions are available for students and anyone on Universal Credit.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-citycycle-app-release-notes-credits",
        source="## Release 4.8.0\n\nThis update to the CityCycle app fixes several bugs and changes how ride credits work.\n\n- Ride credits now expire after 90 days instead of 60.\n- The `auto_lock` setting is enabled by default; riders can switch it off under Settings › Safety.\n- You can now unlock up to 4 bikes from one account for group rides.\n- Android 8 is no longer supported. Users on older devices will not receive this update but can keep using version 4.7.2.\n\nIf the app crashes after updating, clear its cache rather than reinstalling, as reinstalling does not restore unused credits.",
        good=[
            Good(
                "preserve",
                "## Release 4.8.0\n\nThis CityCycle app update fixes a number of bugs and changes the way ride credits work:\n\n- Ride credits now expire after 90 days (previously 60).\n- `auto_lock` is now on by default. You can turn it off in Settings › Safety.\n- Group rides: one account can now unlock up to 4 bikes.\n- We've dropped support for Android 8. Older devices won't get this update, but you can carry on using version 4.7.2.\n\nCrashing after the update? Clear the app's cache instead of reinstalling — a reinstall doesn't bring back unused credits.",
            ),
            Good(
                "preserve",
                "## Release 4.8.0\n\nVersion 4.8.0 of the CityCycle app brings several bug fixes and a change to ride credits, which will now expire after 90 days rather than 60. The `auto_lock` setting is switched on by default, though riders can disable it under Settings › Safety. For group rides, you can now unlock up to 4 bikes from a single account. Android 8 is no longer supported, so users with older devices will not receive this update; they can, however, keep using version 4.7.2. If the app crashes after you update, clear its cache instead of reinstalling it, because reinstalling does not restore unused credits.",
            ),
            Good(
                "pl",
                "## Wydanie 4.8.0\n\nTa aktualizacja aplikacji CityCycle naprawia kilka błędów i zmienia zasady działania kredytów na przejazdy.\n\n- Kredyty na przejazdy wygasają teraz po 90 dniach zamiast po 60.\n- Ustawienie `auto_lock` jest domyślnie włączone; można je wyłączyć w menu Ustawienia › Bezpieczeństwo.\n- Na potrzeby wspólnych przejazdów z jednego konta można teraz odblokować do 4 rowerów.\n- Android 8 nie jest już obsługiwany. Użytkownicy starszych urządzeń nie otrzymają tej aktualizacji, ale mogą nadal korzystać z wersji 4.7.2.\n\nJeśli po aktualizacji aplikacja ulega awarii, wyczyść jej pamięć podręczną zamiast instalować ją ponownie, ponieważ ponowna instalacja nie przywraca niewykorzystanych kredytów.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("`auto_lock` is now on by default", "`auto_unlock` is now on by default")],
                "code",
            ),
            Slip(2, [("odblokować do 4 rowerów", "odblokować do 6 rowerów")], "number"),
            Slip(
                1,
                [
                    (
                        "because reinstalling does not restore unused credits",
                        "because reinstalling restores unused credits",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-garden-bird-count-volunteer-briefing",
        source="Thank you for volunteering for the Garden Bird Count on the weekend of 24–25 January. Please spend exactly one hour watching your garden or local park and record the highest number of each species you see at any one time, not the total. Our method follows the approach described by Hartley and Bannerman (2016) in Bird Study, vol. 63, pp. 211–220. Last year's results suggest that house sparrow numbers have probably stabilised, although it is too early to say for certain. Please submit your counts online by 20 February so they can be included in the spring report.",
        good=[
            Good(
                "preserve",
                "Thanks for signing up to the Garden Bird Count on the weekend of 24–25 January! Spend exactly one hour watching your garden or a local park. For each species, note the highest number you see at any one time, not a running total. This method follows the approach set out by Hartley and Bannerman (2016), Bird Study, vol. 63, pp. 211–220. Judging by last year's results, house sparrow numbers have probably stabilised, though it's too early to say for certain. Please send in your counts online by 20 February so that they can be included in the spring report.",
            ),
            Good(
                "preserve",
                "Garden Bird Count – volunteer briefing\n\nDates: the weekend of January 24–25.\nMethod: watch your garden or local park for exactly one hour and, for each species, record the highest number seen at any one time (not the total). This follows Hartley and Bannerman (2016, Bird Study 63: 211–220).\nDeadline: please submit your counts online by February 20 so they can be included in the spring report.\n\nNote: last year's results suggest that house sparrow numbers have probably stabilised, although it is too early to say for certain.\n\nThank you for volunteering.",
            ),
            Good(
                "pl",
                "Dziękujemy za zgłoszenie się do liczenia ptaków Garden Bird Count w weekend 24–25 stycznia. Prosimy, aby przez dokładnie jedną godzinę obserwować swój ogród lub pobliski park i zapisywać największą liczbę osobników każdego gatunku widzianych jednocześnie, a nie ich sumę. Nasza metoda opiera się na podejściu opisanym przez Hartleya i Bannermana (2016) w „Bird Study”, t. 63, s. 211–220. Zeszłoroczne wyniki sugerują, że liczebność wróbli domowych prawdopodobnie się ustabilizowała, choć jest za wcześnie, by mówić o tym z pewnością. Prosimy przesłać wyniki online do 20 lutego, aby można je było uwzględnić w raporcie wiosennym.",
            ),
        ],
        bad=[
            Slip(0, [("vol. 63, pp. 211–220", "vol. 36, pp. 211–220")], "citation"),
            Slip(
                1,
                [
                    (
                        "house sparrow numbers have probably stabilised, although it is too early to say for certain.",
                        "house sparrow numbers have stabilised.",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("do 20 lutego", "do 28 lutego")], "date"),
        ],
    ),
    Case(
        key="en-christmas-fair-food-stall-hygiene",
        source="Anyone selling food at the Oakford Christmas Fair must register as a food business with the council at least 28 days before trading, as required by Article 6(2) of Regulation (EC) No 852/2004. Stallholders handling open food should have a Level 2 Food Hygiene certificate, and at least one person on each stall must hold one. Hot food must be kept at 63°C or above, and chilled food at 8°C or below, in line with the Food Safety and Hygiene (England) Regulations 2013. A hand-washing station with hot water is required on every stall serving open food. Environmental health officers may carry out unannounced inspections during the fair.",
        good=[
            Good(
                "preserve",
                "If you plan to sell food at the Oakford Christmas Fair, you must register with the council as a food business at least 28 days before you start trading — a requirement of Article 6(2) of Regulation (EC) No 852/2004. Stallholders who handle open food should hold a Level 2 Food Hygiene certificate, and every stall must have at least one person who holds one. Under the Food Safety and Hygiene (England) Regulations 2013, hot food must be kept at 63°C or higher and chilled food at 8°C or lower. Every stall serving open food is required to have a hand-washing station with hot water. Environmental health officers may inspect stalls without notice during the fair.",
            ),
            Good(
                "preserve",
                "Oakford Christmas Fair – food stall checklist\n\n☐ Register as a food business with the council at least 28 days before trading (required by Article 6(2), Regulation (EC) No 852/2004).\n☐ Level 2 Food Hygiene certificate: everyone handling open food should have one, and at least one certificate holder must be on each stall.\n☐ Temperatures (Food Safety and Hygiene (England) Regulations 2013): hot food must be kept at 63°C or above, chilled food at 8°C or below.\n☐ Hand-washing station with hot water: required on every stall serving open food.\n\nPlease note that environmental health officers may carry out unannounced inspections during the fair.",
            ),
            Good(
                "pl",
                "Każdy, kto sprzedaje żywność na Oakford Christmas Fair, musi zarejestrować się w urzędzie jako przedsiębiorstwo spożywcze co najmniej 28 dni przed rozpoczęciem handlu, zgodnie z art. 6 ust. 2 rozporządzenia (WE) nr 852/2004. Osoby obsługujące stoiska z nieopakowaną żywnością powinny mieć certyfikat Level 2 Food Hygiene, a na każdym stoisku co najmniej jedna osoba musi go posiadać. Zgodnie z Food Safety and Hygiene (England) Regulations 2013 gorące potrawy muszą być przechowywane w temperaturze co najmniej 63°C, a schłodzone – nie wyższej niż 8°C. Każde stoisko podające nieopakowaną żywność musi mieć stanowisko do mycia rąk z gorącą wodą. Inspektorzy sanitarni mogą przeprowadzać niezapowiedziane kontrole w trakcie jarmarku.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "(required by Article 6(2), Regulation",
                        "(required by Article 5(2), Regulation",
                    )
                ],
                "legal_reference",
            ),
            Slip(2, [("musi zarejestrować się", "powinien zarejestrować się")], "modality"),
            Slip(
                0,
                [
                    (
                        "may inspect stalls without notice during the fair.",
                        "may inspect stalls without notice during the fair, and stalls that fail can be fined £500 on the spot.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-makerspace-laser-cutter-file-prep",
        source="Before using the laser cutter at Northgate Makerspace, you must complete the 90-minute induction and book a slot on the members' calendar. Files should be saved as `.svg` or `.dxf`, with cut lines set to a 0.01 mm stroke in pure red (`#FF0000`) and engraving areas filled in black. The bed is 600 × 400 mm, so larger designs have to be split into parts. Never cut PVC or vinyl: they release chlorine gas that can damage the machine and your lungs. Sessions are charged at £6 per hour, and the extraction fan must stay on for 5 minutes after the job finishes.",
        good=[
            Good(
                "preserve",
                "To use Northgate Makerspace's laser cutter, you must first complete the 90-minute induction and book a slot on the members' calendar. Your files should be saved as `.svg` or `.dxf`: cut lines as a 0.01 mm stroke in pure red (`#FF0000`), and engraving areas filled in black. Because the bed measures 600 × 400 mm, anything larger has to be split into parts. PVC and vinyl must never be cut — they give off chlorine gas, which can damage both the machine and your lungs. Time on the cutter costs £6 an hour, and the extraction fan must stay on for 5 minutes once the job has finished.",
            ),
            Good(
                "preserve",
                "Laser cutter at Northgate Makerspace — quick guide\n\n1. Before using the cutter, you must complete the 90-minute induction and book a slot on the members' calendar.\n2. Prepare your file: it should be `.svg` or `.dxf`, with cut lines as a 0.01 mm stroke in pure red (`#FF0000`) and engraving areas filled in black.\n3. Check the size: the bed is 600 × 400 mm, so larger designs have to be split into parts.\n4. Never cut PVC or vinyl. They release chlorine gas that can damage the machine and your lungs.\n5. When the job finishes, the extraction fan must stay on for 5 minutes.\n\nCost: £6 per hour.",
            ),
            Good(
                "pl",
                "Zanim skorzystasz z wycinarki laserowej w Northgate Makerspace, musisz przejść 90-minutowe szkolenie wprowadzające i zarezerwować termin w kalendarzu członków. Pliki powinny być zapisane w formacie `.svg` lub `.dxf`, z liniami cięcia o grubości 0,01 mm w czystej czerwieni (`#FF0000`) i obszarami do grawerowania wypełnionymi na czarno. Stół roboczy ma wymiary 600 × 400 mm, więc większe projekty trzeba podzielić na części. Nigdy nie tnij PVC ani winylu: wydzielają gazowy chlor, który może uszkodzić maszynę i Twoje płuca. Sesje kosztują 6 £ za godzinę, a wentylator wyciągu musi pozostać włączony przez 5 minut po zakończeniu pracy.",
            ),
        ],
        bad=[
            Slip(1, [("the bed is 600 × 400 mm", "the bed is 600 × 300 mm")], "number"),
            Slip(2, [("`.svg` lub `.dxf`", "`.svg` lub `.dwg`")], "code"),
            Slip(
                0,
                [
                    (
                        "Time on the cutter costs £6 an hour,",
                        "Time on the cutter costs £6 an hour, which goes towards the replacement laser tube fund,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
