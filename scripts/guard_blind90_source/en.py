# ruff: noqa: E501, RUF001
"""English source cases of blind set 90: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-cemetery-plot-lease-renewal-terms",
        source="Grave plots at Eastfield Municipal Cemetery are leased, not sold. A standard lease runs for 20 years from the date of the first burial and may be renewed for a further 10 or 20 years on payment of the renewal fee, currently £340 for a single plot and £610 for a double plot. Under section 9 of the Local Authorities' Cemeteries Order 1977, the lease holder must be notified in writing at least six months before expiry. If no renewal is received within 12 months of the expiry date, the council may reclaim the plot, but existing remains will not be disturbed. Headstones must not exceed 1.2 metres in height.",
        good=[
            Good(
                "preserve",
                "At Eastfield Municipal Cemetery you lease a grave plot rather than buy it. A standard lease lasts 20 years, counted from the date of the first burial. You may renew it for another 10 or 20 years by paying the renewal fee, which is currently £340 for a single plot and £610 for a double. Section 9 of the Local Authorities' Cemeteries Order 1977 requires that you, as the lease holder, be told in writing no later than six months before the lease expires. If the council receives no renewal within 12 months of expiry, it may take the plot back, though any remains already buried there will not be disturbed. Headstones must be no taller than 1.2 metres.",
            ),
            Good(
                "preserve",
                "Eastfield Municipal Cemetery – plot lease terms\n\n- Plots are leased, not sold.\n- Standard term: 20 years from the date of the first burial.\n- Renewal: the lease may be extended by a further 10 or 20 years on payment of the current renewal fee – £340 for a single plot, £610 for a double plot.\n- Notice: under section 9 of the Local Authorities' Cemeteries Order 1977, the lease holder must receive written notice at least six months before expiry.\n- Lapse: if no renewal arrives within 12 months of the expiry date, the council may reclaim the plot; existing remains will not be disturbed.\n- Headstones: must not be higher than 1.2 metres.",
            ),
            Good(
                "pl",
                "Miejsca grzebalne na cmentarzu komunalnym Eastfield są dzierżawione, a nie sprzedawane. Standardowa dzierżawa trwa 20 lat od dnia pierwszego pochówku i może zostać przedłużona o kolejne 10 lub 20 lat po wniesieniu opłaty za przedłużenie, która obecnie wynosi 340 £ za miejsce pojedyncze i 610 £ za miejsce podwójne. Zgodnie z sekcją 9 Local Authorities' Cemeteries Order 1977 dzierżawca musi zostać powiadomiony na piśmie co najmniej sześć miesięcy przed wygaśnięciem dzierżawy. Jeśli w ciągu 12 miesięcy od daty wygaśnięcia nie wpłynie wniosek o przedłużenie, gmina może przejąć miejsce, ale znajdujące się w nim szczątki nie zostaną naruszone. Nagrobki nie mogą mieć więcej niż 1,2 metra wysokości.",
            ),
        ],
        bad=[
            Slip(1, [("under section 9 of", "under section 19 of")], "legal_reference"),
            Slip(2, [("610 £", "650 £")], "number"),
            Slip(0, [("You may renew it", "You must renew it")], "modality"),
        ],
    ),
    Case(
        key="en-escape-room-booking-cancellation-policy",
        source="Thank you for booking The Clockmaker's Vault at Lockstep Escape Rooms. Your session is on Saturday 14 June 2025 at 18:30; please arrive 15 minutes early for the safety briefing. Late arrivals cannot be given extra time, because the next group starts straight after you. You can reschedule free of charge up to 48 hours before the start time via lockstep-escape.com/manage. Cancellations made later than that are not refundable. Children under 12 must be accompanied by an adult who takes part in the game. If anyone in your group has limited mobility, email access@lockstep-escape.com and we will tell you which rooms are suitable.",
        good=[
            Good(
                "preserve",
                "Thanks for choosing Lockstep Escape Rooms! You're booked into The Clockmaker's Vault on Saturday 14 June 2025 at 18:30. Please get there 15 minutes before the start so you don't miss the safety briefing. We can't give late groups extra time, as the next team goes in right after you. Need a different slot? You can reschedule for free at lockstep-escape.com/manage, as long as it's at least 48 hours before your start time; cancellations after that point won't be refunded. Any child under 12 must be accompanied by an adult who plays too. If someone in your group has limited mobility, write to access@lockstep-escape.com and we'll let you know which rooms are suitable.",
            ),
            Good(
                "preserve",
                "Booking confirmation – Lockstep Escape Rooms\n\n- Room: The Clockmaker's Vault\n- When: Saturday 14 June 2025, 18:30 (please arrive 15 minutes early for the safety briefing)\n- Late arrival: no extra time can be given, since the next group starts immediately after yours.\n- Changes: free rescheduling up to 48 hours before the start, at lockstep-escape.com/manage. Later cancellations are non-refundable.\n- Children under 12: must be accompanied by an adult who is taking part in the game.\n- Limited mobility: email access@lockstep-escape.com and we will tell you which rooms are suitable.",
            ),
            Good(
                "pl",
                "Dziękujemy za rezerwację pokoju The Clockmaker's Vault w Lockstep Escape Rooms. Sesja odbędzie się w sobotę 14 czerwca 2025 r. o 18:30; prosimy o przybycie 15 minut wcześniej na odprawę dotyczącą bezpieczeństwa. Spóźnionym grupom nie możemy doliczyć czasu, ponieważ zaraz po Państwu zaczyna kolejna grupa. Termin można bezpłatnie zmienić najpóźniej 48 godzin przed rozpoczęciem na stronie lockstep-escape.com/manage. Rezygnacje zgłoszone później nie podlegają zwrotowi. Dzieci poniżej 12 lat muszą być pod opieką osoby dorosłej, która bierze udział w grze. Jeśli ktoś z Państwa grupy ma ograniczoną sprawność ruchową, prosimy o e-mail na adres access@lockstep-escape.com – podpowiemy, które pokoje będą odpowiednie.",
            ),
        ],
        bad=[
            Slip(1, [("Saturday 14 June 2025, 18:30", "Saturday 14 June 2025, 19:30")], "date"),
            Slip(
                2,
                [
                    (
                        "Rezygnacje zgłoszone później nie podlegają zwrotowi.",
                        "Rezygnacje zgłoszone później podlegają zwrotowi.",
                    )
                ],
                "negation",
            ),
            Slip(0, [("lockstep-escape.com/manage", "lockstep-escape.com/bookings")], "url"),
        ],
    ),
    Case(
        key="en-glucose-meter-test-strip-storage",
        source="Store GlucoSense test strips in their original vial at 4–30 °C and close the cap immediately after removing a strip. Do not use strips after the expiry date printed on the vial, or more than 90 days after first opening it, whichever comes first. Results outside the range 20–600 mg/dL are shown as LO or HI. A reading of HI does not mean the meter is faulty; it probably indicates very high blood glucose, and you should retest straight away. Humidity above 90% may affect accuracy. If two consecutive readings differ by more than 15%, run a control solution test before relying on the meter.",
        good=[
            Good(
                "preserve",
                "How to keep your GlucoSense readings reliable:\n\n1. Keep the test strips in the vial they came in, at a temperature between 4 and 30 °C, and snap the cap shut as soon as you have taken a strip out.\n2. Do not use strips once the expiry date on the vial has passed or once 90 days have gone by since you first opened the vial – whichever happens sooner.\n3. The meter displays LO or HI for results outside 20–600 mg/dL.\n4. HI does not mean the meter is broken: it probably means your blood glucose is very high, so you should test again right away.\n5. Accuracy may be affected when humidity is above 90%.\n6. If two readings in a row differ by more than 15%, do a control solution test before you rely on the meter.",
            ),
            Good(
                "preserve",
                "Keep GlucoSense test strips in the original vial, at 4–30 °C, and recap the vial immediately each time a strip is removed. A strip must not be used past the expiry date printed on the vial or beyond 90 days from the vial's first opening, whichever is earlier. Readings outside 20–600 mg/dL appear on the display as LO or HI. An HI reading does not indicate a meter fault; it probably reflects very high blood glucose, and you should retest immediately. Accuracy may be affected by humidity above 90%. Where two consecutive readings differ by more than 15%, carry out a control solution test before relying on the meter.",
            ),
            Good(
                "pl",
                "Paski testowe GlucoSense przechowuj w oryginalnej fiolce w temperaturze 4–30 °C i zamykaj wieczko zaraz po wyjęciu paska. Nie używaj pasków po upływie daty ważności nadrukowanej na fiolce ani później niż 90 dni od jej pierwszego otwarcia – w zależności od tego, co nastąpi wcześniej. Wyniki spoza zakresu 20–600 mg/dl są wyświetlane jako LO lub HI. Odczyt HI nie oznacza, że glukometr jest uszkodzony; prawdopodobnie wskazuje na bardzo wysokie stężenie glukozy we krwi i powinieneś od razu powtórzyć pomiar. Wilgotność powyżej 90% może wpływać na dokładność. Jeśli dwa kolejne odczyty różnią się o więcej niż 15%, zanim zaczniesz polegać na glukometrze, wykonaj test z płynem kontrolnym.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "it probably means your blood glucose is very high",
                        "it means your blood glucose is very high",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("differ by more than 15%", "differ by more than 25%")], "number"),
            Slip(
                2,
                [
                    (
                        "Odczyt HI nie oznacza, że glukometr jest uszkodzony",
                        "Odczyt HI oznacza, że glukometr jest uszkodzony",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-ski-lift-season-pass-refunds",
        source="Season passes for the 2025/26 winter at Hohenalp are on sale until 30 November 2025 at the early-bird price of €689 for adults and €345 for children aged 6–15. From 1 December the adult price rises to €799. Children under 6 ski free but still need a registered KeyCard, which costs a €5 deposit. Passes are personal and non-transferable; the photo on the card must match the holder. If you are injured and cannot ski for the rest of the season, you may claim a pro-rata refund, provided you submit a medical certificate within 14 days of the accident. Refunds are not given for bad weather or closed lifts.",
        good=[
            Good(
                "preserve",
                "Want a Hohenalp season pass for winter 2025/26? Buy by 30 November 2025 and you pay the early-bird price: €689 for an adult, €345 for a child aged 6–15. The adult price goes up to €799 from 1 December. Kids under 6 ski for free, although they still need a registered KeyCard (€5 deposit). Your pass is personal and can't be transferred, and the photo on the card must match you. If an injury keeps you off the slopes for the rest of the season, you may claim a pro-rata refund – just send in a medical certificate within 14 days of the accident. There are no refunds for bad weather or closed lifts.",
            ),
            Good(
                "preserve",
                "Hohenalp season passes, winter 2025/26. Early-bird prices apply to purchases made up to and including 30 November 2025: €689 (adults) and €345 (children aged 6–15). As of 1 December, the adult pass costs €799. Children under the age of 6 ski free of charge; however, they still require a registered KeyCard, subject to a €5 deposit. Each pass is personal and non-transferable, and the holder must match the photo on the card. Bad weather and lift closures do not entitle anyone to a refund. A pass holder who is injured and unable to ski for the remainder of the season may claim a pro-rata refund, on condition that a medical certificate is submitted within 14 days of the accident.",
            ),
            Good(
                "pl",
                "Karnety sezonowe na zimę 2025/26 w Hohenalp można kupić do 30 listopada 2025 r. w cenie promocyjnej: 689 € dla dorosłych i 345 € dla dzieci w wieku 6–15 lat. Od 1 grudnia cena karnetu dla dorosłych wzrośnie do 799 €. Dzieci poniżej 6 lat jeżdżą bezpłatnie, ale nadal potrzebują zarejestrowanej karty KeyCard, za którą pobierana jest kaucja 5 €. Karnety są imienne i nie można ich przekazywać innym osobom; zdjęcie na karcie musi odpowiadać posiadaczowi. Jeśli z powodu kontuzji nie możesz jeździć do końca sezonu, możesz ubiegać się o proporcjonalny zwrot, pod warunkiem że w ciągu 14 dni od wypadku złożysz zaświadczenie lekarskie. Zwroty nie przysługują z powodu złej pogody ani zamkniętych wyciągów.",
            ),
        ],
        bad=[
            Slip(2, [("345 €", "395 €")], "number"),
            Slip(
                0, [("goes up to €799 from 1 December", "goes up to €799 from 1 January")], "date"
            ),
            Slip(
                1,
                [
                    (
                        "the holder must match the photo on the card",
                        "the holder should match the photo on the card",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-falconry-licence-first-application-rules",
        source="Anyone who keeps a bird of prey for falconry must hold a valid falconry licence issued under Regulation 12 of the Wild Birds (Captive Keeping) Regulations 2019. First-time applicants must have completed at least 40 hours of supervised handling with a licensed mentor and must not have been convicted of a wildlife offence in the previous five years. Licences are valid for three years. Each bird must be fitted with a closed ring or microchip and recorded on the national register within 10 days of acquisition. Hybrid falcons may be flown, but they must never be released into the wild. Applications can be submitted online and usually take about six weeks to process.",
        good=[
            Good(
                "preserve",
                "Falconry licence – what you need to know\n\n- To keep any bird of prey for falconry, you must hold a valid falconry licence issued under Regulation 12 of the Wild Birds (Captive Keeping) Regulations 2019.\n- If this is your first application, you must have done at least 40 hours of supervised handling with a licensed mentor, and you must not have had a wildlife offence conviction in the last five years.\n- A licence lasts three years.\n- Every bird must carry a closed ring or a microchip and must be entered on the national register within 10 days of being acquired.\n- You may fly hybrid falcons, but you must never release them into the wild.\n- You can apply online; processing usually takes about six weeks.",
            ),
            Good(
                "preserve",
                "A valid falconry licence is required for anyone keeping a bird of prey for falconry. It is issued under Regulation 12 of the Wild Birds (Captive Keeping) Regulations 2019 and remains valid for three years. Before applying for the first time, you must have logged at least 40 hours of supervised handling alongside a licensed mentor, and you must not have been convicted of a wildlife offence in the preceding five years. Within 10 days of acquiring a bird, you must fit it with a closed ring or microchip and record it on the national register. Hybrid falcons may be flown, though they must never be released into the wild. Applications can be made online, and processing usually takes around six weeks.",
            ),
            Good(
                "pl",
                "Każdy, kto utrzymuje ptaka drapieżnego do celów sokolniczych, musi posiadać ważną licencję sokolniczą wydaną na podstawie przepisu 12 Wild Birds (Captive Keeping) Regulations 2019. Osoby ubiegające się o licencję po raz pierwszy muszą mieć za sobą co najmniej 40 godzin nadzorowanej pracy z ptakami pod okiem licencjonowanego mentora i nie mogą być skazane za przestępstwo przeciwko przyrodzie w ciągu ostatnich pięciu lat. Licencja jest ważna przez trzy lata. Każdy ptak musi mieć zamkniętą obrączkę lub mikroczip i zostać wpisany do krajowego rejestru w ciągu 10 dni od nabycia. Mieszańce sokołów mogą być wykorzystywane do lotów, ale nigdy nie wolno ich wypuszczać na wolność. Wnioski można składać przez internet, a ich rozpatrzenie trwa zwykle około sześciu tygodni.",
            ),
        ],
        bad=[
            Slip(2, [("przepisu 12", "przepisu 21")], "legal_reference"),
            Slip(
                0,
                [
                    (
                        "and you must not have had a wildlife offence conviction",
                        "and you must have had a wildlife offence conviction",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("you must fit it with a closed ring", "you should fit it with a closed ring")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-wind-farm-community-fund-grants",
        source="The Carrick Ridge Community Benefit Fund will open its 2025 grant round on 3 March. The fund is paid for by the operator of the 14-turbine Carrick Ridge wind farm, which contributes £5,000 per installed megawatt each year – around £210,000 in total from its 42 MW. Constituted community groups within 15 km of the site can apply for between £500 and £25,000. Projects must benefit residents of the area and cannot be used to replace statutory services. Last year about 60% of applications were funded. The panel expects demand to be higher this year, so applicants are encouraged to include quotes for all costs over £1,000.",
        good=[
            Good(
                "preserve",
                "Applications for the Carrick Ridge Community Benefit Fund's 2025 grants open on 3 March. The money comes from the company running the Carrick Ridge wind farm, which has 14 turbines: each year it pays £5,000 for every installed megawatt, around £210,000 in total from its 42 MW. If you are a constituted community group based within 15 km of the site, you can apply for anything from £500 to £25,000. Your project must benefit people living in the area and cannot be used in place of statutory services. About 60% of last year's applications received funding. Because the panel expects more demand this year, you are encouraged to attach quotes for every cost above £1,000.",
            ),
            Good(
                "preserve",
                "2025 grant round – key facts\n\nOpening date: 3 March.\nWhere the money comes from: the operator of the 14-turbine Carrick Ridge wind farm pays £5,000 per installed megawatt each year, around £210,000 in total for its 42 MW.\nWho can apply: constituted community groups within 15 km of the site.\nGrant size: £500 to £25,000.\nConditions: projects must benefit residents of the area and cannot replace statutory services.\nLast year: about 60% of applications were funded.\nTip: the panel expects higher demand this year, so applicants are encouraged to include quotes for all costs over £1,000.",
            ),
            Good(
                "pl",
                "Fundusz Carrick Ridge Community Benefit Fund otworzy nabór wniosków o granty na 2025 r. 3 marca. Fundusz jest finansowany przez operatora farmy wiatrowej Carrick Ridge liczącej 14 turbin, który co roku wpłaca 5000 £ za każdy zainstalowany megawat – łącznie około 210 000 £ przy mocy 42 MW. O granty w wysokości od 500 £ do 25 000 £ mogą ubiegać się formalnie ukonstytuowane grupy społeczne działające w promieniu 15 km od farmy. Projekty muszą służyć mieszkańcom okolicy i nie mogą zastępować usług ustawowych. W ubiegłym roku dofinansowanie otrzymało około 60% wniosków. Komisja spodziewa się w tym roku większego zainteresowania, dlatego zachęca wnioskodawców do dołączenia ofert dla wszystkich kosztów powyżej 1000 £.",
            ),
        ],
        bad=[
            Slip(1, [("Grant size: £500 to £25,000.", "Grant size: £500 to £50,000.")], "number"),
            Slip(
                2,
                [
                    (
                        "dofinansowanie otrzymało około 60% wniosków",
                        "dofinansowanie otrzymało 60% wniosków",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "The money comes from the company running",
                        "The money comes from Northwind Renewables, the company running",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-thesis-defence-scheduling-procedure",
        source="Once your supervisor has approved the final version of your thesis, you must upload it to the repository as a single PDF no later than 21 days before the planned defence. The dean's office then appoints two reviewers, who have 14 days to submit their reports. A defence cannot be scheduled unless both reviews are positive. The defence is public and normally lasts about 45 minutes: a 15-minute presentation, followed by questions from the committee. You may bring printed notes, but you should not read your presentation from them. Students who fail the defence may retake it once, no earlier than one month after the first attempt.",
        good=[
            Good(
                "preserve",
                "Steps to your thesis defence\n\n1. Get your supervisor's approval of the final version.\n2. You must upload the thesis to the repository as one PDF file, at the latest 21 days before the planned defence.\n3. The dean's office appoints two reviewers, who then have 14 days to send in their reports.\n4. No defence can be scheduled unless both reviews are positive.\n5. On the day: the defence is open to the public and normally takes about 45 minutes – a 15-minute presentation, then questions from the committee. You may have printed notes with you, but you should not read your presentation from them.\n\nIf you fail, you may retake the defence once, but not earlier than one month after your first attempt.",
            ),
            Good(
                "preserve",
                "After the supervisor approves the final version of the thesis, the student must upload it to the repository as a single PDF file no later than 21 days before the planned defence. Two reviewers are then appointed by the dean's office and given 14 days to submit their reports; unless both reviews are positive, the defence cannot be scheduled. Defences are open to the public and normally last about 45 minutes, comprising a 15-minute presentation followed by questions from the committee. Students may bring printed notes but should not read the presentation from them. A student who fails the defence may retake it once, no sooner than one month after the first attempt.",
            ),
            Good(
                "pl",
                "Po zatwierdzeniu ostatecznej wersji pracy przez promotora musisz przesłać ją do repozytorium jako jeden plik PDF najpóźniej 21 dni przed planowaną obroną. Następnie dziekanat wyznacza dwóch recenzentów, którzy mają 14 dni na złożenie recenzji. Obrony nie można wyznaczyć, dopóki obie recenzje nie będą pozytywne. Obrona jest publiczna i zwykle trwa około 45 minut: 15-minutowa prezentacja, a po niej pytania komisji. Możesz mieć przy sobie wydrukowane notatki, ale nie powinieneś odczytywać z nich prezentacji. Student, który nie zda obrony, może podejść do niej ponownie jeden raz, nie wcześniej niż miesiąc po pierwszej próbie.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "no later than 21 days before the planned defence",
                        "no later than 7 days before the planned defence",
                    )
                ],
                "date",
            ),
            Slip(2, [("musisz przesłać ją", "powinieneś przesłać ją")], "modality"),
            Slip(
                0,
                [
                    (
                        "but you should not read your presentation from them",
                        "and you should read your presentation from them",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-pawnbroker-pledge-loan-redemption-terms",
        source="Your pledge agreement with Harbour Lane Pawnbrokers is a loan of £420 secured on the item listed overleaf. The redemption period is six months, and interest is charged at 7.5% per month. You can redeem the item at any time within that period by repaying the loan plus interest to date; you do not have to wait until the end. If you do not redeem it, we may sell the item, but because the loan exceeds £75 we must first send you written notice of our intention to sell, as required by section 121 of the Consumer Credit Act 1974. Any surplus from the sale, after our costs, will be paid to you. Please keep this ticket safe: we cannot release the item without it.",
        good=[
            Good(
                "preserve",
                "Harbour Lane Pawnbrokers – your loan in brief\n\n- Amount: £420, secured on the item described overleaf.\n- Redemption period: 6 months.\n- Interest: 7.5% a month.\n- Redeeming early: you can collect the item whenever you like during the redemption period by paying back the loan plus the interest so far – there is no need to wait until the period ends.\n- If you don't redeem: we may sell the item. As the loan is over £75, section 121 of the Consumer Credit Act 1974 requires us to send you written notice of our intention to sell before we do so.\n- Surplus: anything left from the sale after our costs will be paid to you.\n- Your ticket: please keep it safe, because we cannot hand back the item without it.",
            ),
            Good(
                "preserve",
                "This pledge agreement with Harbour Lane Pawnbrokers records a loan of £420, secured on the item listed overleaf, with interest charged at 7.5% per month over a six-month redemption period. The item can be redeemed at any point during that period on repayment of the loan and the interest accrued to date; the borrower does not have to wait until the period ends. Should the item not be redeemed, Harbour Lane Pawnbrokers may sell it; however, since the loan exceeds £75, section 121 of the Consumer Credit Act 1974 obliges the pawnbroker to send written notice of the intended sale first. Any surplus remaining after costs will be paid to the borrower. Please keep the ticket safe, as the item cannot be released without it.",
            ),
            Good(
                "pl",
                "Umowa zastawu zawarta z Harbour Lane Pawnbrokers to pożyczka w wysokości 420 £ zabezpieczona przedmiotem opisanym na odwrocie. Okres wykupu wynosi sześć miesięcy, a odsetki naliczane są w wysokości 7,5% miesięcznie. Przedmiot możesz wykupić w dowolnym momencie w tym okresie, spłacając pożyczkę wraz z odsetkami naliczonymi do dnia spłaty; nie musisz czekać do końca okresu. Jeśli go nie wykupisz, możemy sprzedać przedmiot, ale ponieważ pożyczka przekracza 75 £, zgodnie z sekcją 121 Consumer Credit Act 1974 musimy najpierw przesłać Ci pisemne zawiadomienie o zamiarze sprzedaży. Ewentualna nadwyżka ze sprzedaży, po potrąceniu naszych kosztów, zostanie Ci wypłacona. Prosimy starannie przechowywać ten kwit: bez niego nie możemy wydać przedmiotu.",
            ),
        ],
        bad=[
            Slip(0, [("- Interest: 7.5% a month.", "- Interest: 5.7% a month.")], "number"),
            Slip(
                1,
                [
                    (
                        "section 121 of the Consumer Credit Act 1974",
                        "section 120 of the Consumer Credit Act 1974",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                2,
                [("nie musisz czekać do końca okresu", "musisz czekać do końca okresu")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-archery-range-whistle-safety-rules",
        source="Range rules – Oakmere Archery Club. Nobody may shoot unless a qualified range officer is present. Arrows must only be nocked when the range officer has given the signal of two whistle blasts, and all shooting must stop immediately on three or more blasts. Never draw a bow with an arrow pointed anywhere other than at the targets. Crossbows are not permitted on this range. Juniors under 14 must be supervised by a parent or coach at the shooting line at all times. When collecting arrows, walk, do not run, and approach the target boss from the side. Members should log every visit in the range book so that insurance records stay accurate.",
        good=[
            Good(
                "preserve",
                "Oakmere Archery Club – range rules\n\n1. No shooting unless a qualified range officer is present.\n2. Nock an arrow only after the range officer signals with two whistle blasts. Three or more blasts mean all shooting must stop at once.\n3. Never draw a bow with the arrow pointing anywhere except at the targets.\n4. Crossbows are not allowed on this range.\n5. Juniors under 14 must be supervised at the shooting line by a parent or coach at all times.\n6. Walk – don't run – when collecting arrows, and approach the target boss from the side.\n7. Members should sign the range book on every visit so that insurance records stay accurate.",
            ),
            Good(
                "preserve",
                "Welcome to the Oakmere Archery Club range. Nobody may shoot here unless a qualified range officer is present. Wait for the officer's signal – two blasts of the whistle – before you nock an arrow, and stop shooting immediately if you hear three or more blasts. Never draw your bow with the arrow pointed anywhere but the targets. Crossbows aren't permitted here. Juniors under 14 must be supervised at the shooting line by a parent or coach at all times. When you go to collect your arrows, walk rather than run, and approach the target boss from the side. Please remember that members should record every visit in the range book to keep our insurance records accurate.",
            ),
            Good(
                "pl",
                "Regulamin strzelnicy – Oakmere Archery Club. Nikomu nie wolno strzelać bez obecności wykwalifikowanego kierownika strzelnicy. Strzałę wolno nałożyć na cięciwę dopiero po sygnale kierownika – dwóch gwizdnięciach – a po trzech lub więcej gwizdnięciach trzeba natychmiast przerwać strzelanie. Nigdy nie naciągaj łuku ze strzałą skierowaną gdziekolwiek indziej niż w tarcze. Na tej strzelnicy nie wolno używać kusz. Juniorzy poniżej 14 lat muszą przez cały czas być na linii strzałów pod opieką rodzica lub trenera. Zbierając strzały, idź, nie biegnij, i podchodź do maty od boku. Członkowie klubu powinni wpisywać każdą wizytę do książki strzelnicy, aby dokumentacja ubezpieczeniowa była aktualna.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("7. Members should sign the range book", "7. Members must sign the range book")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Na tej strzelnicy nie wolno używać kusz.",
                        "Na tej strzelnicy wolno używać kusz.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Crossbows aren't permitted here.",
                        "Crossbows aren't permitted here following an accident in 2019.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-ice-rink-resurfacing-checklist-markdown",
        source="## Ice resurfacing checklist\n\nResurface the ice after every **90 minutes** of public skating, or after each hockey session.\n\n1. Check that the ice depth is between 25 and 32 mm at the five marked points.\n2. Fill the resurfacer's wash-water tank with water at roughly 60–65 °C.\n3. Lower the blade and make passes that overlap by about 10 cm.\n4. Do not open the gate until the operator has confirmed the ice is clear of skaters.\n\nRecord each run in the [maintenance log](https://rink.example.org/log). Hot water probably gives a smoother finish, but it takes longer to freeze.",
        good=[
            Good(
                "preserve",
                "## Checklist for resurfacing the ice\n\nResurface the ice after every **90 minutes** of public skating, and also after each hockey session.\n\n1. Make sure the ice is between 25 and 32 mm deep at each of the five marked points.\n2. Fill the wash-water tank of the resurfacer with water at roughly 60–65 °C.\n3. Lower the blade and drive passes that overlap by about 10 cm.\n4. Do not open the gate until the operator confirms that no skaters are left on the ice.\n\nLog every run in the [maintenance log](https://rink.example.org/log). Hot water probably produces a smoother finish, though it takes longer to freeze.",
            ),
            Good(
                "preserve",
                "## Ice resurfacing procedure\n\nThe ice is to be resurfaced after every **90 minutes** of public skating, or after each hockey session.\n\n1. Confirm an ice depth of 25–32 mm at each of the five marked points.\n2. Fill the resurfacer's wash-water tank with water at approximately 60–65 °C.\n3. Lower the blade and make passes with an overlap of about 10 cm.\n4. The gate must not be opened until the operator has confirmed that the ice is clear of skaters.\n\nEach run must be recorded in the [maintenance log](https://rink.example.org/log). Using hot water probably results in a smoother finish, but it takes longer to freeze.",
            ),
            Good(
                "pl",
                "## Lista kontrolna wygładzania lodu\n\nWygładzaj lód po każdych **90 minutach** ślizgawki publicznej lub po każdej sesji hokejowej.\n\n1. Sprawdź, czy grubość lodu w pięciu oznaczonych punktach wynosi od 25 do 32 mm.\n2. Napełnij zbiornik wody myjącej w rolbie wodą o temperaturze mniej więcej 60–65 °C.\n3. Opuść nóż i wykonuj przejazdy zachodzące na siebie o około 10 cm.\n4. Nie otwieraj bramy, dopóki operator nie potwierdzi, że na lodzie nie ma łyżwiarzy.\n\nKażdy przejazd zapisz w [dzienniku konserwacji](https://rink.example.org/log). Gorąca woda prawdopodobnie daje gładszą taflę, ale dłużej zamarza.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "## Checklist for resurfacing the ice\n\n",
                        "Checklist for resurfacing the ice\n\n",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("after every **90 minutes**", "after every **60 minutes**")], "number"),
            Slip(
                2,
                [
                    (
                        "Gorąca woda prawdopodobnie daje gładszą taflę",
                        "Gorąca woda daje gładszą taflę",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-tidyfeed-cli-readme-install-usage",
        source="# tidyfeed\n\n`tidyfeed` cleans and deduplicates RSS and Atom feeds before you import them.\n\n## Installation\n\nRequires Python 3.10 or newer. Install from PyPI:\n\n```bash\npip install tidyfeed\n```\n\n## Usage\n\nRun `tidyfeed clean feeds.opml --out cleaned/` to write one cleaned file per feed. Add `--dry-run` to see what would change without writing anything. Feeds larger than 50 MB are skipped by default.\n\nBug reports are welcome at https://github.com/tidyfeed/tidyfeed/issues; please do not report security issues there, but email security@tidyfeed.dev instead.",
        good=[
            Good(
                "preserve",
                "# tidyfeed\n\n`tidyfeed` cleans up RSS and Atom feeds and removes duplicates ahead of import.\n\n## Installation\n\nYou need Python 3.10 or later. Install the package from PyPI:\n\n```bash\npip install tidyfeed\n```\n\n## Usage\n\nTo write one cleaned file for each feed, run `tidyfeed clean feeds.opml --out cleaned/`. To preview the changes without writing any files, add `--dry-run`. By default, feeds over 50 MB are skipped.\n\nFile bug reports at https://github.com/tidyfeed/tidyfeed/issues, but please don't report security issues there – email security@tidyfeed.dev instead.",
            ),
            Good(
                "preserve",
                "# tidyfeed\n\nGot messy RSS or Atom feeds? `tidyfeed` cleans and de-duplicates them before you import them.\n\n## Installation\n\n`tidyfeed` needs Python 3.10 or newer. Get it from PyPI:\n\n```bash\npip install tidyfeed\n```\n\n## Usage\n\n`tidyfeed clean feeds.opml --out cleaned/` writes a separate cleaned file for each feed. Want to see what would change first? Add `--dry-run` and nothing will be written. Note that feeds bigger than 50 MB are skipped by default.\n\nFound a bug? Tell us at https://github.com/tidyfeed/tidyfeed/issues. For security issues, please don't use the tracker – email security@tidyfeed.dev instead.",
            ),
            Good(
                "pl",
                "# tidyfeed\n\n`tidyfeed` czyści kanały RSS i Atom oraz usuwa z nich duplikaty przed importem.\n\n## Instalacja\n\nWymaga Pythona 3.10 lub nowszego. Instalacja z PyPI:\n\n```bash\npip install tidyfeed\n```\n\n## Użycie\n\nPolecenie `tidyfeed clean feeds.opml --out cleaned/` zapisuje osobny oczyszczony plik dla każdego kanału. Dodaj `--dry-run`, aby zobaczyć, co by się zmieniło, bez zapisywania czegokolwiek. Domyślnie kanały większe niż 50 MB są pomijane.\n\nZgłoszenia błędów przyjmujemy pod adresem https://github.com/tidyfeed/tidyfeed/issues; problemów z bezpieczeństwem prosimy tam nie zgłaszać, tylko wysłać e-mail na security@tidyfeed.dev.",
            ),
        ],
        bad=[
            Slip(0, [("--out cleaned/", "--output cleaned/")], "code"),
            Slip(2, [("```bash\npip install tidyfeed\n```", "pip install tidyfeed")], "markdown"),
            Slip(1, [("security@tidyfeed.dev", "security@tidyfeed.io")], "url"),
        ],
    ),
    Case(
        key="en-night-traffic-noise-sleep-study",
        source="A cohort study by Halvorsen et al. (2021), published in Environmental Health Perspectives, followed 4,212 adults living near major roads for three years. Participants exposed to night-time traffic noise above 55 dB slept on average 23 minutes less per night than those below 45 dB. The authors suggest that the link may be partly explained by more frequent awakenings, but they caution that the study cannot establish causation, since noisier streets also tend to have lower-income residents. A smaller trial (Okafor & Reyes, 2019) found that bedroom window insulation reduced self-reported awakenings by about 30%. Further research is likely needed before new noise limits are set.",
        good=[
            Good(
                "preserve",
                "Halvorsen et al. (2021), writing in Environmental Health Perspectives, tracked 4,212 adults who lived close to major roads over a three-year period. People exposed to more than 55 dB of traffic noise at night got, on average, 23 fewer minutes of sleep per night than people exposed to less than 45 dB. According to the authors, more frequent awakenings may partly explain the link; however, they warn that the study cannot prove causation, because noisier streets also tend to have residents on lower incomes. In a smaller trial, Okafor & Reyes (2019) found that insulating bedroom windows cut self-reported awakenings by about 30%. More research is likely needed before any new noise limits are set.",
            ),
            Good(
                "preserve",
                "Night-time traffic noise and sleep – key findings\n\n- Halvorsen et al. (2021), Environmental Health Perspectives: a three-year cohort study of 4,212 adults living near major roads.\n- Adults exposed to night-time noise above 55 dB slept an average of 23 minutes less per night than those exposed to under 45 dB.\n- Possible mechanism: the authors suggest more frequent awakenings may partly explain this, but caution that the study cannot establish causation, as noisier streets also tend to have lower-income residents.\n- Okafor & Reyes (2019), a smaller trial: bedroom window insulation reduced self-reported awakenings by about 30%.\n- Further research is likely needed before new noise limits are set.",
            ),
            Good(
                "pl",
                "Badanie kohortowe Halvorsena i in. (2021), opublikowane w „Environmental Health Perspectives”, objęło 4212 dorosłych mieszkających w pobliżu głównych dróg, których obserwowano przez trzy lata. Osoby narażone w nocy na hałas drogowy powyżej 55 dB spały każdej nocy średnio o 23 minuty krócej niż osoby narażone na hałas poniżej 45 dB. Autorzy sugerują, że związek ten może częściowo wynikać z częstszych wybudzeń, ale zastrzegają, że badanie nie pozwala ustalić związku przyczynowego, ponieważ przy głośniejszych ulicach mieszkają też zwykle osoby o niższych dochodach. Mniejsze badanie (Okafor i Reyes, 2019) wykazało, że izolacja okien w sypialni zmniejszyła liczbę zgłaszanych przez uczestników wybudzeń o około 30%. Przed ustaleniem nowych limitów hałasu prawdopodobnie potrzebne będą dalsze badania.",
            ),
        ],
        bad=[
            Slip(0, [("Okafor & Reyes (2019)", "Okafor & Reyes (2017)")], "citation"),
            Slip(
                1,
                [
                    (
                        "the authors suggest more frequent awakenings may partly explain this",
                        "the authors found that more frequent awakenings explain this",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("4212 dorosłych", "2412 dorosłych")], "number"),
        ],
    ),
    Case(
        key="en-upland-curlew-survey-predation-note",
        source="Breeding curlew numbers in the Upper Teme valley have fallen sharply. The 2023 survey recorded 31 territorial pairs, compared with 74 in 2008 (Marsh & Pryce, 2009, Bird Study 56: 112–120). Nest cameras deployed between April and June 2023 showed that most failed nests were lost to predators, mainly foxes, rather than to farming operations. This matches the wider pattern reported by Douglas et al. (2014) for upland Britain. The working group does not recommend lethal predator control at this stage; instead it proposes electric fencing around known nesting fields for the 2025 season, with a review in October 2025.",
        good=[
            Good(
                "preserve",
                "The number of curlews breeding in the Upper Teme valley has dropped steeply: the 2023 survey found 31 territorial pairs, against 74 in 2008 (Marsh & Pryce, 2009, Bird Study 56: 112–120). Nest cameras set up from April to June 2023 revealed that predators – mostly foxes – rather than farm work accounted for most of the failed nests, in line with the broader pattern Douglas et al. (2014) described for upland Britain. For now, the working group does not recommend lethal predator control. Instead, it proposes electric fences around the fields where curlews are known to nest for the 2025 season, to be reviewed in October 2025.",
            ),
            Good(
                "preserve",
                "Upper Teme valley curlews – summary\n\n- Trend: a sharp fall, from 74 territorial pairs in 2008 (Marsh & Pryce, 2009, Bird Study 56: 112–120) to 31 in the 2023 survey.\n- Nest failures: cameras used from April to June 2023 showed that most failed nests were lost to predators, chiefly foxes, not to farming operations – consistent with the wider pattern reported for upland Britain by Douglas et al. (2014).\n- Recommendation: the working group does not recommend lethal predator control at this stage. It proposes instead electric fencing around known nesting fields for the 2025 season, with a review in October 2025.",
            ),
            Good(
                "pl",
                "Liczba lęgowych kulików wielkich w dolinie Upper Teme gwałtownie spadła. W badaniu z 2023 r. odnotowano 31 par terytorialnych, wobec 74 w 2008 r. (Marsh i Pryce, 2009, Bird Study 56: 112–120). Kamery przy gniazdach, zainstalowane od kwietnia do czerwca 2023 r., pokazały, że większość nieudanych lęgów padła ofiarą drapieżników, głównie lisów, a nie prac rolniczych. Jest to zgodne z szerszym wzorcem opisanym przez Douglasa i in. (2014) dla wyżynnych obszarów Wielkiej Brytanii. Grupa robocza na tym etapie nie zaleca odstrzału drapieżników; zamiast tego proponuje ogrodzenia elektryczne wokół znanych pól lęgowych na sezon 2025, z oceną w październiku 2025 r.",
            ),
        ],
        bad=[
            Slip(1, [("Bird Study 56: 112–120", "Bird Study 58: 112–120")], "citation"),
            Slip(0, [("to be reviewed in October 2025", "to be reviewed in October 2026")], "date"),
            Slip(
                2,
                [
                    (
                        "głównie lisów, a nie prac rolniczych",
                        "głównie lisów i borsuków, a nie prac rolniczych",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-parcelkit-major-version-upgrade-notes",
        source="Version 3.0 of parcelkit, released on 12 February 2025, drops support for Python 3.8. The `ParcelClient.fetch()` method now returns a `Result` object instead of a plain dict, so code that indexes the return value directly must be updated to use `result.data`. The old `timeout_ms` argument still works but is deprecated and will be removed in 4.0; you should switch to `timeout`, which takes seconds. Connection pooling is now enabled by default; you can turn it off with `pool=False` if your proxy does not support keep-alive. Version 2.x will receive security fixes until 31 December 2025.",
        good=[
            Good(
                "preserve",
                "Upgrading to parcelkit 3.0 (released 12 February 2025)\n\n- Support for Python 3.8 has been dropped.\n- `ParcelClient.fetch()` returns a `Result` object rather than a plain dict. If your code indexes the return value directly, you must change it to use `result.data`.\n- `timeout_ms` is deprecated: it still works for now but will be removed in 4.0. You should move to `timeout`, which is given in seconds.\n- Connection pooling is on by default. If your proxy doesn't support keep-alive, you can disable it with `pool=False`.\n- The 2.x line will get security fixes until 31 December 2025.",
            ),
            Good(
                "preserve",
                "parcelkit 3.0 came out on 12 February 2025 and no longer supports Python 3.8. The biggest change is to `ParcelClient.fetch()`: instead of a plain dict, it now returns a `Result` object, which means any code indexing the return value directly must be updated to read `result.data`. Connection pooling is now switched on by default, but you can turn it off with `pool=False` if your proxy does not support keep-alive. The `timeout_ms` argument continues to work, although it is deprecated and will be removed in 4.0; you should use `timeout`, which is expressed in seconds, instead. Security fixes for version 2.x will continue until 31 December 2025.",
            ),
            Good(
                "pl",
                "Wersja 3.0 biblioteki parcelkit, wydana 12 lutego 2025 r., nie obsługuje już Pythona 3.8. Metoda `ParcelClient.fetch()` zwraca teraz obiekt `Result` zamiast zwykłego słownika, więc kod, który bezpośrednio indeksuje zwracaną wartość, musi zostać zmieniony tak, by korzystał z `result.data`. Stary argument `timeout_ms` nadal działa, ale jest przestarzały i zostanie usunięty w wersji 4.0; powinieneś przejść na `timeout`, który przyjmuje wartość w sekundach. Pula połączeń jest teraz domyślnie włączona; możesz ją wyłączyć za pomocą `pool=False`, jeśli Twój serwer proxy nie obsługuje keep-alive. Wersja 2.x będzie otrzymywać poprawki bezpieczeństwa do 31 grudnia 2025 r.",
            ),
        ],
        bad=[
            Slip(1, [("to read `result.data`", "to read `result.body`")], "code"),
            Slip(
                0,
                [
                    (
                        "you must change it to use `result.data`",
                        "you may want to change it to use `result.data`",
                    )
                ],
                "modality",
            ),
            Slip(2, [("do 31 grudnia 2025 r.", "do 30 czerwca 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-millbrook-allotment-watering-tenancy-rules",
        source="Allotment holders at Millbrook Community Garden are expected to keep their plot cultivated throughout the growing season. At least 75% of the plot should be used for growing food. Hosepipes may be used only between 6 pm and 9 am, and sprinklers are not allowed at any time. Bonfires are prohibited; green waste must go in the shared compost bays. If a plot is left uncultivated for eight weeks, the committee will send a warning, and the tenancy may be ended if nothing changes within a further 28 days. The annual fee of £48 is due by 1 April. Full rules and the waiting list are at millbrookgarden.org.uk/allotments.",
        good=[
            Good(
                "preserve",
                "As a plot holder at Millbrook Community Garden, you're expected to keep your allotment cultivated through the whole growing season, and at least 75% of it should be used to grow food. You may only use a hosepipe between 6 pm and 9 am; sprinklers aren't allowed at any time. Bonfires are banned, and green waste must go in the shared compost bays. If your plot is left uncultivated for eight weeks, the committee will send you a warning, and if nothing has changed within a further 28 days, your tenancy may be ended. Your £48 annual fee is due by 1 April. You'll find the full rules and the waiting list at millbrookgarden.org.uk/allotments.",
            ),
            Good(
                "preserve",
                "Millbrook Community Garden – allotment rules in short\n\n- Holders are expected to keep their plot cultivated for the whole growing season.\n- At least 75% of each plot should be used for growing food.\n- Hosepipes: only between 6 pm and 9 am. Sprinklers: not allowed at any time.\n- No bonfires; green waste must go in the shared compost bays.\n- Plot uncultivated for eight weeks: the committee sends a warning. Still no change after a further 28 days: the tenancy may be ended.\n- Annual fee: £48, due by 1 April.\n- Full rules and the waiting list: millbrookgarden.org.uk/allotments",
            ),
            Good(
                "pl",
                "Od dzierżawców działek w Millbrook Community Garden oczekuje się, że będą uprawiać swoje działki przez cały sezon wegetacyjny. Co najmniej 75% powierzchni działki powinno być przeznaczone pod uprawę żywności. Z węży ogrodowych można korzystać wyłącznie między 18:00 a 9:00, a zraszacze są zabronione przez cały czas. Palenie ognisk jest zakazane; odpady zielone trzeba wyrzucać do wspólnych kompostowników. Jeśli działka pozostaje nieuprawiana przez osiem tygodni, zarząd wyśle ostrzeżenie, a jeśli w ciągu kolejnych 28 dni nic się nie zmieni, umowa dzierżawy może zostać rozwiązana. Roczna opłata w wysokości 48 £ jest płatna do 1 kwietnia. Pełny regulamin i lista oczekujących są dostępne na stronie millbrookgarden.org.uk/allotments.",
            ),
        ],
        bad=[
            Slip(
                1, [("millbrookgarden.org.uk/allotments", "millbrookgarden.org/allotments")], "url"
            ),
            Slip(
                0,
                [("sprinklers aren't allowed at any time", "sprinklers are allowed at any time")],
                "negation",
            ),
            Slip(
                2,
                [("umowa dzierżawy może zostać rozwiązana", "umowa dzierżawy zostanie rozwiązana")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-museum-volunteer-object-handling-guide",
        source="### Handling objects in the stores\n\n- Always wear nitrile gloves when touching metal objects; cotton gloves are fine for textiles.\n- Carry one object at a time, using both hands, and never lift an object by its handle or rim.\n- Report any damage to the collections manager on the same day, even if it seems minor.\n\nLight levels in the textile store are kept at around 50 lux, which is thought to roughly halve the rate of fading compared with normal office lighting. Volunteers may work in the stores for up to three hours per shift. See the [collections care policy](https://intranet.ashcombe-museum.org/care) for details.",
        good=[
            Good(
                "preserve",
                "### Working with objects in the stores\n\n- Put on nitrile gloves whenever you touch metal objects; for textiles, cotton gloves are fine.\n- Move objects one at a time with both hands, and never pick anything up by its handle or rim.\n- Tell the collections manager about any damage the same day, however minor it may seem.\n\nIn the textile store, light is kept at around 50 lux; this is thought to cut the rate of fading roughly in half compared with ordinary office lighting. Volunteers may spend up to three hours per shift in the stores. Details are in the [collections care policy](https://intranet.ashcombe-museum.org/care).",
            ),
            Good(
                "preserve",
                "### Object handling in the stores\n\n- Nitrile gloves must always be worn when handling metal objects; cotton gloves are acceptable for textiles.\n- Objects must be carried one at a time, with both hands, and must never be lifted by a handle or rim.\n- Any damage, even if it appears minor, must be reported to the collections manager on the same day.\n\nVolunteer shifts in the stores may last up to three hours. In the textile store, light levels are maintained at around 50 lux, which is believed to roughly halve the fading rate relative to normal office lighting. Further details are given in the [collections care policy](https://intranet.ashcombe-museum.org/care).",
            ),
            Good(
                "pl",
                "### Postępowanie z obiektami w magazynach\n\n- Dotykając obiektów metalowych, zawsze zakładaj rękawiczki nitrylowe; przy tekstyliach wystarczą bawełniane.\n- Przenoś jeden obiekt naraz, obiema rękami, i nigdy nie podnoś obiektu za uchwyt ani za krawędź.\n- Każde uszkodzenie zgłaszaj kierownikowi zbiorów tego samego dnia, nawet jeśli wydaje się drobne.\n\nNatężenie światła w magazynie tekstyliów utrzymuje się na poziomie około 50 luksów, co – jak się uważa – mniej więcej o połowę spowalnia blaknięcie w porównaniu ze zwykłym oświetleniem biurowym. Wolontariusze mogą pracować w magazynach maksymalnie trzy godziny w ciągu jednej zmiany. Szczegóły znajdziesz w [polityce opieki nad zbiorami](https://intranet.ashcombe-museum.org/care).",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "za uchwyt ani za krawędź.\n- Każde uszkodzenie",
                        "za uchwyt ani za krawędź. Każde uszkodzenie",
                    )
                ],
                "markdown",
            ),
            Slip(
                0,
                [
                    (
                        "Tell the collections manager about any damage",
                        "Tell the collections manager, Dr Helen Ward, about any damage",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "which is believed to roughly halve the fading rate",
                        "which halves the fading rate",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-beekeeper-apiary-registration-deadline-notice",
        source="All beekeepers in the county must register each apiary with the Regional Bee Health Service by 31 March 2025, including hives kept in private gardens. Registration is free and can be completed at beehealth-region.gov/register or by phone on 0300 555 0192. Inspectors may visit registered apiaries between May and September to check for American foulbrood and varroa; you will normally be contacted at least 48 hours in advance. If you suspect a notifiable disease, you must not move any hives or equipment and must report it within 24 hours. Beekeepers should also keep a simple record of treatments given to each colony.",
        good=[
            Good(
                "preserve",
                "Keep bees in the county? Then you must register every apiary – including hives in private gardens – with the Regional Bee Health Service by 31 March 2025. It's free, and you can do it online at beehealth-region.gov/register or by calling 0300 555 0192. Between May and September, inspectors may visit registered apiaries to check for American foulbrood and varroa, and they will normally contact you at least 48 hours beforehand. Suspect a notifiable disease? You must not move any hives or equipment, and you must report it within 24 hours. You should also keep a simple record of the treatments given to each colony.",
            ),
            Good(
                "preserve",
                "Apiary registration – key points\n\n- Every beekeeper in the county must register each apiary, private-garden hives included, with the Regional Bee Health Service by 31 March 2025.\n- Registration costs nothing: use beehealth-region.gov/register or phone 0300 555 0192.\n- Inspections: between May and September, inspectors may visit registered apiaries to check for American foulbrood and varroa. You will normally be contacted at least 48 hours in advance.\n- Suspected notifiable disease: you must not move any hives or equipment, and you must report it within 24 hours.\n- Records: beekeepers should also keep a simple record of treatments given to each colony.",
            ),
            Good(
                "pl",
                "Wszyscy pszczelarze w hrabstwie muszą do 31 marca 2025 r. zarejestrować każdą pasiekę w Regional Bee Health Service, również ule trzymane w przydomowych ogrodach. Rejestracja jest bezpłatna i można jej dokonać na stronie beehealth-region.gov/register lub telefonicznie pod numerem 0300 555 0192. Od maja do września inspektorzy mogą odwiedzać zarejestrowane pasieki, aby sprawdzić je pod kątem zgnilca amerykańskiego i warrozy; zwykle skontaktują się z Tobą co najmniej 48 godzin wcześniej. Jeśli podejrzewasz chorobę podlegającą obowiązkowi zgłoszenia, nie wolno Ci przenosić uli ani sprzętu i musisz zgłosić to w ciągu 24 godzin. Pszczelarze powinni też prowadzić prosty rejestr zabiegów wykonanych w każdej rodzinie pszczelej.",
            ),
        ],
        bad=[
            Slip(1, [("by 31 March 2025", "by 31 May 2025")], "date"),
            Slip(2, [("beehealth-region.gov/register", "beehealth-region.gov.uk/register")], "url"),
            Slip(
                0,
                [("You should also keep a simple record", "You must also keep a simple record")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-vitamin-d-fracture-prevention-evidence",
        source="Does vitamin D supplementation prevent fractures in healthy older adults? The large VITAL trial (LeBoff et al., 2022, New England Journal of Medicine) found no significant reduction in fractures among participants taking 2,000 IU daily for a median of 5.3 years. A meta-analysis by Bolland et al. (2018) in The Lancet Diabetes & Endocrinology reached a similar conclusion. However, these findings do not apply to people with diagnosed deficiency or osteoporosis, who were largely excluded. Supplements may still be beneficial for housebound people or those with very little sun exposure, and current UK guidance suggests 400 IU daily during autumn and winter.",
        good=[
            Good(
                "preserve",
                "Do vitamin D supplements stop healthy older adults from breaking bones? The large VITAL trial (LeBoff et al., 2022, New England Journal of Medicine) found no significant drop in fractures among people taking 2,000 IU a day for a median of 5.3 years, and a meta-analysis by Bolland et al. (2018), published in The Lancet Diabetes & Endocrinology, came to a similar conclusion. These results do not, however, apply to people with diagnosed deficiency or osteoporosis, since they were largely excluded. For people who are housebound or get very little sun, supplements may still be beneficial, and current UK guidance suggests taking 400 IU a day in autumn and winter.",
            ),
            Good(
                "preserve",
                "Vitamin D and fracture prevention in healthy older adults – the evidence\n\n- VITAL trial (LeBoff et al., 2022, New England Journal of Medicine): 2,000 IU daily for a median of 5.3 years produced no significant reduction in fractures.\n- Meta-analysis (Bolland et al., 2018, The Lancet Diabetes & Endocrinology): a similar conclusion.\n- Limitation: the findings do not apply to people with diagnosed deficiency or osteoporosis, who were largely excluded.\n- Supplements may still be beneficial for people who are housebound or have very little sun exposure.\n- Current UK guidance suggests 400 IU daily during autumn and winter.",
            ),
            Good(
                "pl",
                "Czy suplementacja witaminy D zapobiega złamaniom u zdrowych osób starszych? Duże badanie VITAL (LeBoff i in., 2022, New England Journal of Medicine) nie wykazało istotnego zmniejszenia liczby złamań u uczestników przyjmujących 2000 IU dziennie przez okres, którego mediana wyniosła 5,3 roku. Metaanaliza Bollanda i in. (2018) opublikowana w „The Lancet Diabetes & Endocrinology” doprowadziła do podobnego wniosku. Wyniki te nie dotyczą jednak osób ze zdiagnozowanym niedoborem lub osteoporozą, które w większości wykluczono z badań. Suplementy mogą nadal przynosić korzyści osobom niewychodzącym z domu lub bardzo rzadko przebywającym na słońcu, a obecne brytyjskie wytyczne sugerują przyjmowanie 400 IU dziennie jesienią i zimą.",
            ),
        ],
        bad=[
            Slip(2, [("Bollanda i in. (2018)", "Bollanda i in. (2014)")], "citation"),
            Slip(
                0,
                [("supplements may still be beneficial", "supplements are still beneficial")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "produced no significant reduction in fractures",
                        "produced a significant reduction in fractures",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-citycycle-annual-bike-share-membership",
        source="An annual CityCycle membership costs €60 and includes unlimited rides of up to 45 minutes each. Longer rides are charged €1 for every additional 30 minutes. E-bikes carry a surcharge of €0.15 per minute. Riders must be at least 16 years old, and you must end each ride by docking the bike at a station or, for e-bikes, in a marked parking zone. Bikes left outside these areas may incur a €25 relocation fee. Helmets are recommended but not required. If a bike is stolen while you are using it, you should report it to the police within 24 hours and notify CityCycle through the app.",
        good=[
            Good(
                "preserve",
                "How much does CityCycle cost? An annual membership is €60, with unlimited rides of up to 45 minutes each. Beyond that, you pay €1 for each extra 30 minutes, and e-bikes cost an additional €0.15 a minute.\n\nWho can ride? You must be 16 or older.\n\nWhere do I leave the bike? You must finish every ride by docking the bike at a station or, if it's an e-bike, by leaving it in a marked parking zone. Leaving a bike anywhere else may result in a €25 relocation fee.\n\nDo I need a helmet? Helmets are recommended, not required.\n\nWhat if the bike is stolen during my ride? You should report the theft to the police within 24 hours and let CityCycle know through the app.",
            ),
            Good(
                "preserve",
                "CityCycle annual membership is priced at €60 and covers an unlimited number of rides lasting up to 45 minutes each. Each additional 30 minutes is charged at €1, and e-bike use is subject to a surcharge of €0.15 per minute. Riders must be aged 16 or over. Every ride must be ended by docking the bike at a station or, in the case of e-bikes, by parking in a marked zone; a €25 relocation fee may be charged for bikes left elsewhere. Wearing a helmet is recommended but not mandatory. Should a bike be stolen during use, the rider should report this to the police within 24 hours and inform CityCycle via the app.",
            ),
            Good(
                "pl",
                "Roczna subskrypcja CityCycle kosztuje 60 € i obejmuje nielimitowaną liczbę przejazdów trwających do 45 minut każdy. Za dłuższe przejazdy pobierana jest opłata 1 € za każde dodatkowe 30 minut. Za rowery elektryczne obowiązuje dopłata 0,15 € za minutę. Użytkownicy muszą mieć ukończone 16 lat, a każdy przejazd trzeba zakończyć, dokując rower na stacji lub – w przypadku rowerów elektrycznych – w wyznaczonej strefie parkowania. Za rowery pozostawione poza tymi miejscami może zostać naliczona opłata za relokację w wysokości 25 €. Kask jest zalecany, ale nie obowiązkowy. Jeśli rower zostanie Ci skradziony podczas jazdy, powinieneś w ciągu 24 godzin zgłosić kradzież na policję i powiadomić CityCycle przez aplikację.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("a surcharge of €0.15 per minute", "a surcharge of €0.25 per minute")],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "może zostać naliczona opłata za relokację",
                        "zostanie naliczona opłata za relokację",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "let CityCycle know through the app.",
                        "let CityCycle know through the app, and a replacement bike will be unlocked for you free of charge.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-redbridge-library-overdue-fines-change",
        source="From 1 September 2025, Redbridge Public Libraries will no longer charge overdue fines on children's and teen items. Adult books will still incur a fine of 20p per day, capped at £6 per item. Items overdue by more than 42 days will be treated as lost, and the borrower will be billed the replacement cost; if the item is returned within the following 6 months, the charge will be refunded in full. Borrowers with unpaid charges over £10 cannot take out new items until the balance is cleared. You can renew up to three times online or in any branch, unless another reader has reserved the item.",
        good=[
            Good(
                "preserve",
                "Redbridge Public Libraries are scrapping overdue fines on children's and teen items from 1 September 2025. Adult books will continue to be fined at 20p a day, up to a maximum of £6 per item. Once an item is more than 42 days overdue, it will be treated as lost and you will be billed for its replacement cost – though you will get a full refund if you bring it back within the following 6 months. If you owe more than £10 in unpaid charges, you cannot borrow anything new until you have cleared the balance. Items can be renewed up to three times, online or at any branch, unless someone else has reserved them.",
            ),
            Good(
                "preserve",
                "Redbridge Public Libraries – changes to charges from 1 September 2025\n\n- Children's and teen items: no more overdue fines.\n- Adult books: 20p per day overdue, capped at £6 per item.\n- More than 42 days overdue: the item is treated as lost and the borrower is billed the replacement cost, which is refunded in full if the item comes back within the following 6 months.\n- Unpaid charges over £10: no new loans until the balance is cleared.\n- Renewals: up to three times, online or in any branch, unless the item has been reserved by another reader.",
            ),
            Good(
                "pl",
                "Od 1 września 2025 r. Biblioteki Publiczne Redbridge przestaną pobierać kary za przetrzymanie materiałów dla dzieci i młodzieży. Za książki dla dorosłych nadal będzie naliczana kara w wysokości 20 pensów dziennie, maksymalnie 6 £ za egzemplarz. Materiały przetrzymane dłużej niż 42 dni będą traktowane jako zagubione, a czytelnik zostanie obciążony kosztem ich odkupienia; jeśli zwróci je w ciągu kolejnych 6 miesięcy, opłata zostanie mu w całości zwrócona. Czytelnicy z nieuregulowanymi należnościami przekraczającymi 10 £ nie mogą wypożyczać nowych materiałów, dopóki nie spłacą zadłużenia. Wypożyczenie można przedłużyć maksymalnie trzy razy przez internet lub w dowolnej filii, chyba że inny czytelnik zarezerwował dany egzemplarz.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Czytelnicy z nieuregulowanymi należnościami przekraczającymi 10 £ nie mogą wypożyczać nowych materiałów, dopóki nie spłacą zadłużenia. Wypożyczenie można przedłużyć maksymalnie trzy razy przez internet lub w dowolnej filii, chyba że inny czytelnik zarezerwował dany egzemplarz.",
                        "Borrowers with unpaid charges over £10 cannot take out new items until the balance is cleared. You can renew up to three times online or in any branch, unless another reader has reserved the item.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                0, [("up to a maximum of £6 per item", "up to a maximum of £8 per item")], "number"
            ),
            Slip(
                1,
                [
                    (
                        "- Children's and teen items: no more overdue fines.",
                        "- Children's and teen items: no more overdue fines, thanks to a new council literacy grant.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
