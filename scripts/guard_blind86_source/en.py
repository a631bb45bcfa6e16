# ruff: noqa: E501, RUF001
"""English source cases of blind set 86: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-island-ferry-winter-timetable-notice",
        source="From Monday 3 November 2025 until Sunday 29 March 2026, the Ardmore–Kilbrannan ferry will run its winter timetable. The first sailing from Ardmore leaves at 07:15 instead of 06:40, and the last return crossing departs Kilbrannan at 18:30. The Saturday late sailing will not operate during this period. Vehicle bookings must be made at least 24 hours before departure; foot passengers may buy tickets on board, but card payment only. Crossings may be cancelled at short notice in high winds, so please check the live status page at www.ardmoreferries.co.uk/status before you travel. Sailings are likely to be busiest on Friday afternoons.",
        good=[
            Good(
                "preserve",
                "Heads up: the Ardmore–Kilbrannan ferry switches to its winter timetable from Monday 3 November 2025 to Sunday 29 March 2026. During that time, the first boat out of Ardmore leaves at 07:15 (not 06:40 as before), the last crossing back leaves Kilbrannan at 18:30, and there is no late Saturday sailing. If you're taking a vehicle, you must book at least 24 hours ahead. Travelling on foot? You may buy your ticket on board – card only, though. High winds may lead to cancellations at short notice, so check the live status page at www.ardmoreferries.co.uk/status before setting off. Friday afternoons are likely to be the busiest.",
            ),
            Good(
                "preserve",
                "Winter timetable: Ardmore–Kilbrannan ferry (Monday 3 November 2025 – Sunday 29 March 2026)\n\n- First departure from Ardmore: 07:15 (previously 06:40).\n- Last return departure from Kilbrannan: 18:30.\n- The late Saturday sailing does not operate in this period.\n- Vehicles must be booked no less than 24 hours before departure.\n- Foot passengers may purchase tickets on board; only card payments are accepted.\n- Sailings may be cancelled at short notice in high winds. Check the live status page at www.ardmoreferries.co.uk/status before travelling.\n- Friday afternoon sailings are likely to be the busiest.",
            ),
            Good(
                "pl",
                "Od poniedziałku 3 listopada 2025 r. do niedzieli 29 marca 2026 r. prom Ardmore–Kilbrannan będzie kursował według rozkładu zimowego. Pierwszy rejs z Ardmore odpływa o 7:15 zamiast o 6:40, a ostatni rejs powrotny wypływa z Kilbrannan o 18:30. W tym okresie nie będzie kursował późny rejs sobotni. Przewóz pojazdu trzeba zarezerwować co najmniej 24 godziny przed odpłynięciem; pasażerowie piesi mogą kupić bilet na pokładzie, ale wyłącznie z płatnością kartą. Przy silnym wietrze rejsy mogą zostać odwołane z krótkim wyprzedzeniem, dlatego przed podróżą sprawdź aktualny status na stronie www.ardmoreferries.co.uk/status. Najwięcej pasażerów będzie prawdopodobnie w piątkowe popołudnia.",
            ),
        ],
        bad=[
            Slip(0, [("www.ardmoreferries.co.uk/status", "www.ardmoreferry.co.uk/status")], "url"),
            Slip(1, [("Kilbrannan: 18:30", "Kilbrannan: 19:30")], "date"),
            Slip(2, [("trzeba zarezerwować", "warto zarezerwować")], "modality"),
        ],
    ),
    Case(
        key="en-pottery-wheel-course-cancellation-terms",
        source="Cancellation policy for the spring wheel-throwing course (Tuesdays, 18:00–20:30, starting 14 April)\nIf you cancel more than 14 days before the first session, we will refund your fee in full minus a £15 admin charge. Cancellations made within 14 days are not refundable, but you may transfer your place to a friend if you tell us by email. Missed sessions cannot be made up in another group, as kiln space is limited. If we have to cancel a class because of tutor illness, we will offer a replacement date or a pro-rata refund. Clay and firing costs are included; glazes for extra pieces may be charged separately.",
        good=[
            Good(
                "preserve",
                "Spring wheel-throwing course: cancellations\nThe course runs on Tuesdays from 18:00 to 20:30 and starts on 14 April. Cancel more than 14 days before the first session and you'll get your full fee back, less a £15 admin charge. Within 14 days, there are no refunds – though you may pass your place on to a friend, provided you let us know by email. Because kiln space is limited, you can't make up a missed session with another group. Should we need to cancel a class because the tutor is ill, you'll be offered either a replacement date or a pro-rata refund. Your clay and firing costs are covered; glazes for additional pieces may be charged separately.",
            ),
            Good(
                "preserve",
                "Please note the following terms for the spring wheel-throwing course, held on Tuesdays from 18:00 to 20:30 beginning 14 April. The fee includes clay and firing; glazes used for extra pieces may incur a separate charge. A cancellation received more than 14 days before the first session entitles you to a full refund, less an administration charge of £15. No refund is given for cancellations within 14 days; however, you may transfer your place to a friend, provided you notify us by email. Owing to limited kiln space, missed sessions cannot be made up in a different group. Should a class be cancelled by us due to tutor illness, we will offer a replacement date or a pro-rata refund.",
            ),
            Good(
                "pl",
                "Zasady rezygnacji z wiosennego kursu toczenia na kole (wtorki, 18:00–20:30, start 14 kwietnia)\nJeśli zrezygnujesz wcześniej niż 14 dni przed pierwszymi zajęciami, zwrócimy całą opłatę pomniejszoną o 15 £ opłaty administracyjnej. Przy rezygnacji w terminie krótszym niż 14 dni opłata nie podlega zwrotowi, ale możesz przekazać swoje miejsce znajomej osobie, jeśli poinformujesz nas o tym e-mailem. Opuszczonych zajęć nie można odrobić w innej grupie, ponieważ miejsce w piecu jest ograniczone. Jeżeli będziemy musieli odwołać zajęcia z powodu choroby prowadzącego, zaproponujemy nowy termin albo proporcjonalny zwrot opłaty. Glina i wypał są wliczone w cenę; za szkliwa do dodatkowych prac możemy naliczyć osobną opłatę.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you can't make up a missed session", "you can make up a missed session")],
                "negation",
            ),
            Slip(1, [("administration charge of £15", "administration charge of £25")], "number"),
            Slip(
                2,
                [
                    (
                        "albo proporcjonalny zwrot opłaty.",
                        "albo proporcjonalny zwrot opłaty, a także jedne bezpłatne zajęcia dodatkowe.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-chemistry-lab-safety-induction-rules",
        source="All new postgraduate students must complete the laboratory safety induction before they are given swipe-card access to the Chemistry Building. The induction has two parts: an online module and a 45-minute practical session with the lab manager. The online module takes most people about 90 minutes, and the pass mark for its final quiz is 80%; you may retake the quiz as often as needed. You should book the practical within two weeks of finishing the online part. Lab coats and safety glasses must be worn at all times in Labs 2.14 and 2.16, and closed-toe shoes are required. Do not work alone in the lab after 19:00 or at weekends.",
        good=[
            Good(
                "preserve",
                "Lab safety induction – what new postgraduate students need to know\n\nBefore you receive swipe-card access to the Chemistry Building, you must complete the laboratory safety induction. It comes in two parts:\n\n1. An online module, which takes most people about 90 minutes. Its final quiz has a pass mark of 80%, and you may retake it as often as you need.\n2. A 45-minute practical session with the lab manager, which you should book within two weeks of finishing the online module.\n\nIn Labs 2.14 and 2.16, lab coats and safety glasses must be worn at all times, and closed-toe shoes are required. Never work alone in the lab after 19:00 or at weekends.",
            ),
            Good(
                "preserve",
                "Swipe-card access to the Chemistry Building is granted to new postgraduate students only once they have completed the laboratory safety induction, which is mandatory. It comprises an online module, which most people finish in about 90 minutes, and a 45-minute practical session led by the lab manager. The practical should be booked within two weeks of completing the online module. The module ends with a quiz with a pass mark of 80%, which may be retaken as often as necessary. At all times in Labs 2.14 and 2.16, lab coats and safety glasses must be worn, and closed-toe shoes are required. Lone working in the lab after 19:00 or at weekends is not permitted.",
            ),
            Good(
                "pl",
                "Wszyscy nowi studenci podyplomowi muszą ukończyć szkolenie z bezpieczeństwa pracy w laboratorium, zanim otrzymają dostęp na kartę do budynku chemii (Chemistry Building). Szkolenie składa się z dwóch części: modułu online oraz 45-minutowych zajęć praktycznych z kierownikiem laboratorium. Większości osób moduł online zajmuje około 90 minut, a próg zaliczenia końcowego testu wynosi 80%; test możesz powtarzać tyle razy, ile potrzebujesz. Zajęcia praktyczne powinno się zarezerwować w ciągu dwóch tygodni od ukończenia części online. W laboratoriach 2.14 i 2.16 przez cały czas trzeba nosić fartuch laboratoryjny i okulary ochronne, a obuwie musi mieć zakryte palce. Nie pracuj sam w laboratorium po godzinie 19:00 ani w weekendy.",
            ),
        ],
        bad=[
            Slip(
                0, [("which takes most people about 90 minutes", "which takes 90 minutes")], "hedge"
            ),
            Slip(1, [("a pass mark of 80%", "a pass mark of 70%")], "number"),
            Slip(2, [("powinno się zarezerwować", "można zarezerwować")], "modality"),
        ],
    ),
    Case(
        key="en-pet-insurance-claim-submission-guide",
        source="How to make a claim\nYou can claim online at claims.pawsure.co.uk or by emailing claims@pawsure.co.uk. Claims must be submitted within 90 days of the date your pet was first treated. Please include your policy number, an itemised invoice from your vet and the completed claim form signed by the vet. We cannot accept photos of receipts from the pharmacy without a prescription. Your excess (£99 per condition per policy year) will be deducted from the amount we pay. Most claims are settled within 10 working days of us receiving all documents, although complex claims may take longer. We will not pay for treatment of conditions that existed before your cover started.",
        good=[
            Good(
                "preserve",
                "Making a claim: step by step\n\n1. Submit your claim online at claims.pawsure.co.uk or email it to claims@pawsure.co.uk. You must do this within 90 days of the date your pet was first treated.\n2. Include your policy number, an itemised invoice from your vet and the claim form, completed and signed by your vet.\n3. Bear in mind that we cannot accept photos of pharmacy receipts without a prescription.\n\nYour excess of £99 per condition per policy year is deducted from what we pay out. Once we have all your documents, most claims are settled within 10 working days, though complex ones may take longer. We will not pay for treating conditions that existed before your cover began.",
            ),
            Good(
                "preserve",
                "Need to claim? You can do it online at claims.pawsure.co.uk or by sending an email to claims@pawsure.co.uk. Just remember that your claim must be submitted within 90 days of the date your pet was first treated. With it, please send your policy number, your vet's itemised invoice and the completed claim form with the vet's signature. We're unable to accept photos of pharmacy receipts unless there's a prescription. We'll take your excess – £99 per condition per policy year – off the amount we pay. Once we've received all the documents, we settle most claims within 10 working days, though complex claims may take longer. Please be aware that we won't pay for treating conditions that existed before your cover started.",
            ),
            Good(
                "pl",
                "Jak zgłosić roszczenie\nRoszczenie możesz zgłosić online na stronie claims.pawsure.co.uk lub e-mailem na adres claims@pawsure.co.uk. Zgłoszenie musi zostać złożone w ciągu 90 dni od dnia, w którym Twoje zwierzę po raz pierwszy otrzymało leczenie. Dołącz numer polisy, szczegółową fakturę od weterynarza oraz wypełniony formularz roszczenia podpisany przez weterynarza. Nie możemy przyjąć zdjęć paragonów z apteki bez recepty. Udział własny (99 £ na każde schorzenie w każdym roku polisy) zostanie potrącony z wypłacanej kwoty. Większość roszczeń rozpatrujemy w ciągu 10 dni roboczych od otrzymania kompletu dokumentów, choć bardziej złożone sprawy mogą potrwać dłużej. Nie pokrywamy kosztów leczenia schorzeń, które istniały przed rozpoczęciem ochrony.",
            ),
        ],
        bad=[
            Slip(
                0, [("email it to claims@pawsure.co.uk", "email it to claims@pawsure.com")], "url"
            ),
            Slip(
                1,
                [
                    (
                        "though complex claims may take longer.",
                        "though complex claims may take longer and are passed to our specialist team in Leeds.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("Nie możemy przyjąć zdjęć paragonów", "Możemy przyjąć zdjęcia paragonów")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-sourdough-weekend-course-booking-terms",
        source="Sourdough Weekend – course terms\nThe course runs on Saturday 7 and Sunday 8 June 2025, from 09:30 to 16:00 both days, at our bakery on Mill Lane. The fee of £185 covers all ingredients, lunch and a starter culture to take home. A deposit of £50 is due when you book, and the balance must be paid by 24 May. Please bring an apron and two large containers. Participants should be 16 or over; under-18s must be accompanied by an adult. Our kitchen handles nuts and sesame, so we cannot guarantee an allergen-free environment. If fewer than four people book, we may postpone the course.",
        good=[
            Good(
                "preserve",
                "Sourdough Weekend: the essentials\n\n- When: Saturday 7 and Sunday 8 June 2025, 09:30–16:00 each day\n- Where: our bakery on Mill Lane\n- Cost: £185, including all ingredients, lunch and a starter culture to take home. You pay a £50 deposit when booking; the rest must be paid by 24 May.\n- What to bring: an apron and two large containers\n- Age: participants should be 16 or older, and anyone under 18 must come with an adult.\n- Allergens: nuts and sesame are handled in our kitchen, so we cannot guarantee an allergen-free environment.\n- Minimum numbers: if fewer than four people book, we may postpone the course.",
            ),
            Good(
                "preserve",
                "Join us for the Sourdough Weekend at our Mill Lane bakery on Saturday 7 and Sunday 8 June 2025 – both days run from 9:30 am to 4 pm. For £185 you get all your ingredients, lunch and a starter culture to take home. We'll ask for a £50 deposit when you book, and the balance must be paid by 24 May. Remember to bring an apron and two large containers. You should be 16 or over to take part, and if you're under 18 you must be accompanied by an adult. Please note that our kitchen handles nuts and sesame, so we can't guarantee an allergen-free environment. If fewer than four people sign up, we may postpone the course.",
            ),
            Good(
                "pl",
                "Weekend z zakwasem – warunki kursu\nKurs odbędzie się w sobotę 7 i niedzielę 8 czerwca 2025 r., w oba dni w godzinach 9:30–16:00, w naszej piekarni przy Mill Lane. Opłata w wysokości 185 £ obejmuje wszystkie składniki, obiad i zakwas do zabrania do domu. Przy rezerwacji należy wpłacić zaliczkę 50 £, a pozostałą kwotę trzeba uregulować do 24 maja. Prosimy o zabranie fartucha i dwóch dużych pojemników. Uczestnicy powinni mieć ukończone 16 lat; osoby poniżej 18 roku życia muszą przyjść pod opieką osoby dorosłej. W naszej kuchni używamy orzechów i sezamu, więc nie możemy zagwarantować środowiska wolnego od alergenów. Jeśli zapisze się mniej niż cztery osoby, możemy przełożyć kurs.",
            ),
        ],
        bad=[
            Slip(
                0, [("the rest must be paid by 24 May", "the rest must be paid by 31 May")], "date"
            ),
            Slip(1, [("we may postpone the course", "we will postpone the course")], "modality"),
            Slip(
                2,
                [
                    (
                        "Prosimy o zabranie fartucha i dwóch dużych pojemników. Uczestnicy powinni mieć ukończone 16 lat; osoby poniżej 18 roku życia muszą przyjść pod opieką osoby dorosłej.",
                        "Please bring an apron and two large containers. Participants should be 16 or over; under-18s must be accompanied by an adult.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-bouldering-centre-membership-freeze-rules",
        source="Membership rules – Crux Bouldering Centre\nMonthly memberships cost £52 and renew automatically on the same date each month. You can freeze your membership for up to two months per year, for example during injury or travel; freezes must be requested at least five days before your next payment. Every new member has to complete a 20-minute registration and safety briefing at the desk. Children under 14 may climb only when supervised by a registered adult, and no more than two children per adult. Chalk balls are recommended; loose chalk is not permitted on the mats. Guest passes cost £12, and each member may bring one guest per visit.",
        good=[
            Good(
                "preserve",
                "A few rules for Crux Bouldering Centre members. Your monthly membership costs £52 and renews automatically on the same date every month. If you're injured or travelling, for example, you can freeze it for up to two months a year, but you must request the freeze at least five days before your next payment. When you first join, you'll have to complete a 20-minute registration and safety briefing at the desk. Under-14s may climb only under the supervision of a registered adult, with no more than two children per adult. We recommend chalk balls – loose chalk isn't allowed on the mats. You may bring one guest per visit; a guest pass costs £12.",
            ),
            Good(
                "preserve",
                "Crux Bouldering Centre: membership rules\n\n- Price: £52 per month, renewing automatically on the same date each month.\n- Freezing: you can freeze your membership for up to two months per year (e.g. for injury or travel). Requests must be made no later than five days before your next payment.\n- New members: a 20-minute registration and safety briefing at the desk is compulsory.\n- Children under 14: may climb only when supervised by a registered adult; maximum two children per adult.\n- Chalk: chalk balls are recommended; loose chalk is not allowed on the mats.\n- Guests: each member may bring one guest per visit; a guest pass costs £12.",
            ),
            Good(
                "pl",
                "Zasady członkostwa – Crux Bouldering Centre\nKarnet miesięczny kosztuje 52 £ i odnawia się automatycznie tego samego dnia każdego miesiąca. Członkostwo możesz zawiesić maksymalnie na dwa miesiące w roku, na przykład z powodu kontuzji lub wyjazdu; prośbę o zawieszenie trzeba złożyć co najmniej pięć dni przed kolejną płatnością. Każdy nowy członek musi przejść w recepcji 20-minutową rejestrację i instruktaż bezpieczeństwa. Dzieci poniżej 14 lat mogą się wspinać tylko pod opieką zarejestrowanej osoby dorosłej, przy czym na jednego dorosłego może przypadać najwyżej dwoje dzieci. Zalecamy korzystanie z kulek z magnezją; sypka magnezja na materacach jest zabroniona. Wejściówka dla gościa kosztuje 12 £, a każdy członek może przyprowadzić jednego gościa na jedną wizytę.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "safety briefing at the desk.",
                        "safety briefing at the desk, followed by a free taster session with one of our coaches.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("maximum two children per adult", "maximum three children per adult")],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "sypka magnezja na materacach jest zabroniona",
                        "sypka magnezja na materacach jest dozwolona",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-youth-football-match-kit-policy",
        source="Kit policy for the 2025/26 season\nAll players in the Under-9 to Under-16 squads must wear the official club kit on match days: green shirt, black shorts and green socks. The full match kit costs £38 and can be ordered through the club shop until Friday 22 August; orders placed after that date may not arrive before the first league fixture on 6 September. Shin pads are compulsory for training and matches. Players should not wear jewellery of any kind, and earrings cannot simply be taped over. Families who find the cost difficult can ask the welfare officer about our second-hand kit scheme, which is completely confidential.",
        good=[
            Good(
                "preserve",
                "Club kit for the 2025/26 season: what parents need to know\n\n- On match days, every player from Under-9 to Under-16 must wear the official club kit – green shirt, black shorts, green socks.\n- A full match kit is £38 and can be ordered through the club shop until Friday 22 August. Anything ordered later may not arrive in time for the first league fixture on 6 September.\n- Shin pads are compulsory at both training and matches.\n- Players should not wear any jewellery at all, and earrings can't just be taped over.\n- If the cost is difficult for your family, you can ask the welfare officer about our second-hand kit scheme. It's completely confidential.",
            ),
            Good(
                "preserve",
                "For the 2025/26 season, players in all squads from Under-9 to Under-16 are required to wear the official club kit on match days, consisting of a green shirt, black shorts and green socks. Shin pads are compulsory for both training sessions and matches. The complete match kit is priced at £38 and can be ordered via the club shop until Friday 22 August; orders placed after this date may not be delivered before the opening league fixture on 6 September. No jewellery of any kind should be worn, and taping over earrings is not acceptable. Families for whom the cost is a difficulty can ask the welfare officer, in complete confidence, about the club's second-hand kit scheme.",
            ),
            Good(
                "pl",
                "Zasady dotyczące strojów na sezon 2025/26\nWszyscy zawodnicy drużyn od U-9 do U-16 muszą w dni meczowe występować w oficjalnym stroju klubowym: zielonej koszulce, czarnych spodenkach i zielonych getrach. Pełny strój meczowy kosztuje 38 £ i można go zamówić w sklepie klubowym do piątku 22 sierpnia; zamówienia złożone później mogą nie dotrzeć przed pierwszym meczem ligowym 6 września. Ochraniacze na piszczele są obowiązkowe zarówno na treningach, jak i na meczach. Zawodnicy nie powinni nosić żadnej biżuterii, a kolczyków nie można po prostu zakleić plastrem. Rodziny, dla których koszt stanowi problem, mogą zapytać opiekuna ds. dobrostanu o nasz program strojów z drugiej ręki – jest on całkowicie poufny.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("first league fixture on 6 September", "first league fixture on 13 September")],
                "date",
            ),
            Slip(1, [("priced at £38", "priced at £35")], "number"),
            Slip(
                2,
                [("muszą w dni meczowe występować", "powinni w dni meczowe występować")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-solar-export-tariff-rate-cut",
        source="Notice of change to your Smart Export Guarantee tariff\nFrom 1 October 2025, the rate we pay for electricity you export from your solar panels will fall from 15.0p to 12.5p per kWh. This change is made under clause 9.3 of your export terms and is in line with the Smart Export Guarantee Order 2019. Payments will continue to be made quarterly, based on readings from your export-capable smart meter. We expect most households with a 4 kW system to see their annual export income fall by roughly £40 to £60. You do not need to do anything to stay on the tariff. If you prefer to switch supplier, you can do so without any exit fee.",
        good=[
            Good(
                "preserve",
                "We're changing your Smart Export Guarantee tariff. From 1 October 2025, we'll pay 12.5p per kWh for the electricity your solar panels export, down from 15.0p. We're making this change under clause 9.3 of your export terms, in line with the Smart Export Guarantee Order 2019. How you're paid stays the same: payments remain quarterly and are based on readings from your export-capable smart meter. For most households with a 4 kW system, we expect yearly export income to drop by roughly £40 to £60. You don't need to take any action to stay on the tariff, and if you'd rather switch supplier, you can do so with no exit fee.",
            ),
            Good(
                "preserve",
                "Change to your Smart Export Guarantee tariff\n\nWith effect from 1 October 2025:\n- the rate for electricity exported from your solar panels will be reduced from 15.0p to 12.5p per kWh;\n- payments will remain quarterly and will continue to be based on readings from your export-capable smart meter.\n\nThe change is made pursuant to clause 9.3 of your export terms and is consistent with the Smart Export Guarantee Order 2019. We anticipate that most households with a 4 kW system will see annual export income decrease by approximately £40–£60. No action is required on your part to remain on the tariff. Should you prefer to change supplier, you may do so without incurring an exit fee.",
            ),
            Good(
                "pl",
                "Zawiadomienie o zmianie stawki w taryfie Smart Export Guarantee\nOd 1 października 2025 r. stawka, którą płacimy za energię elektryczną oddawaną do sieci z Twoich paneli słonecznych, spadnie z 15,0 p do 12,5 p za kWh. Zmiana następuje na podstawie punktu 9.3 warunków umowy eksportowej i jest zgodna z rozporządzeniem Smart Export Guarantee Order 2019. Płatności nadal będą realizowane co kwartał na podstawie odczytów z inteligentnego licznika rejestrującego eksport. Szacujemy, że w większości gospodarstw domowych z instalacją 4 kW roczny przychód z eksportu zmniejszy się o mniej więcej 40–60 £. Aby pozostać w tej taryfie, nie musisz nic robić. Jeśli wolisz zmienić sprzedawcę, możesz to zrobić bez żadnej opłaty za rozwiązanie umowy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "under clause 9.3 of your export terms",
                        "under clause 7.3 of your export terms",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "We anticipate that most households with a 4 kW system will see annual export income decrease by approximately £40–£60.",
                        "Most households with a 4 kW system will see annual export income decrease by £40–£60.",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("z 15,0 p do 12,5 p za kWh", "z 15,0 p do 11,5 p za kWh")], "number"),
        ],
    ),
    Case(
        key="en-hearing-aid-batteries-postal-orders",
        source="Free hearing aid batteries by post\nIf you have NHS hearing aids from the Westfield Audiology Service, you can order replacement batteries free of charge by post. Send your brown battery book, or a note with your name, date of birth and the size of battery you use (10, 13 or 312), to Audiology Department, Westfield General Hospital, WF2 8LP. Please allow up to 10 working days for delivery. You can request a maximum of two packs of six batteries per order. We are not able to supply batteries for privately bought hearing aids. You can also order by email at audiology.batteries@westfield.nhs.uk, but you should not include your NHS number in the email.",
        good=[
            Good(
                "preserve",
                "Free batteries by post for your hearing aids\n\nWho can use this? Anyone with NHS hearing aids from the Westfield Audiology Service. Sorry, we can't supply batteries for hearing aids you bought privately.\n\nHow do I order? Post your brown battery book – or a note giving your name, date of birth and battery size (10, 13 or 312) – to Audiology Department, Westfield General Hospital, WF2 8LP. You can also email audiology.batteries@westfield.nhs.uk, but you should leave your NHS number out of the email.\n\nHow many can I get? Up to two packs of six batteries per order, free of charge.\n\nHow long does it take? Please allow up to 10 working days for delivery.",
            ),
            Good(
                "preserve",
                "Patients with NHS hearing aids from the Westfield Audiology Service can get replacement batteries free of charge by post. To order, send your brown battery book, or a note stating your name, date of birth and battery size (10, 13 or 312), to: Audiology Department, Westfield General Hospital, WF2 8LP. Orders can also be emailed to audiology.batteries@westfield.nhs.uk; however, you should not put your NHS number in the email. Each order is limited to two packs of six batteries, and delivery can take up to 10 working days. We are unable to supply batteries for privately purchased hearing aids.",
            ),
            Good(
                "pl",
                "Bezpłatne baterie do aparatów słuchowych wysyłane pocztą\nJeśli masz aparaty słuchowe NHS z poradni Westfield Audiology Service, możesz bezpłatnie zamówić pocztą baterie na wymianę. Wyślij swoją brązową książeczkę na baterie albo kartkę z imieniem i nazwiskiem, datą urodzenia i rozmiarem używanych baterii (10, 13 lub 312) na adres: Audiology Department, Westfield General Hospital, WF2 8LP. Dostawa może potrwać do 10 dni roboczych. W jednym zamówieniu możesz poprosić o maksymalnie dwa opakowania po sześć baterii. Nie możemy dostarczać baterii do aparatów kupionych prywatnie. Baterie możesz też zamówić e-mailem pod adresem audiology.batteries@westfield.nhs.uk, ale w wiadomości nie należy podawać swojego numeru NHS.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "email audiology.batteries@westfield.nhs.uk",
                        "email audiology@westfield.nhs.uk",
                    )
                ],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "Patients with NHS hearing aids",
                        "Patients aged 60 and over with NHS hearing aids",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("w wiadomości nie należy podawać", "w wiadomości nie trzeba podawać")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-squeezepix-image-compression-cli-readme",
        source="# squeezepix\n\nA small command-line tool for compressing PNG and JPEG images in bulk.\n\n## Installation\n\nRequires Python 3.10 or newer:\n\n```\npip install squeezepix\n```\n\n## Usage\n\nRun `squeezepix ./photos --quality 82` to compress every image in `./photos`. Originals are not overwritten unless you pass `--in-place`; by default, output goes to `./photos/compressed`. On typical phone photos, file size usually drops by about 60%. Use `--max-width 1920` to resize large images as well.\n\nSee [the changelog](https://github.com/squeezepix/squeezepix/blob/main/CHANGELOG.md) for breaking changes.",
        good=[
            Good(
                "preserve",
                "# squeezepix\n\nsqueezepix is a small, lightweight CLI for bulk compression of PNG and JPEG images.\n\n## Installation\n\nYou'll need Python 3.10 or later. Then run:\n\n```\npip install squeezepix\n```\n\n## Usage\n\nTo compress all images in `./photos`, run `squeezepix ./photos --quality 82`. By default, the compressed files are written to `./photos/compressed`, and your originals are left untouched unless you add the `--in-place` flag. If you also want large images resized, add `--max-width 1920`. With typical phone photos, file sizes usually shrink by about 60%.\n\nBreaking changes are listed in [the changelog](https://github.com/squeezepix/squeezepix/blob/main/CHANGELOG.md).",
            ),
            Good(
                "preserve",
                "# squeezepix\n\nCompress PNG and JPEG images in bulk with a small command-line tool.\n\n## Installation\n\nPython 3.10+ is required.\n\n```\npip install squeezepix\n```\n\n## Usage\n\n```\nsqueezepix ./photos --quality 82\n```\n\nThis compresses every image in `./photos` and, by default, saves the results to `./photos/compressed`. Useful options:\n\n- `--in-place` – overwrite the originals (they are not overwritten otherwise).\n- `--max-width 1920` – resize large images as well.\n\nFor typical phone photos, file size usually falls by about 60%.\n\nSee [the changelog](https://github.com/squeezepix/squeezepix/blob/main/CHANGELOG.md) for breaking changes.",
            ),
            Good(
                "pl",
                "# squeezepix\n\nNiewielkie narzędzie wiersza poleceń do masowej kompresji obrazów PNG i JPEG.\n\n## Instalacja\n\nWymaga Pythona 3.10 lub nowszego:\n\n```\npip install squeezepix\n```\n\n## Użycie\n\nUruchom `squeezepix ./photos --quality 82`, aby skompresować wszystkie obrazy w katalogu `./photos`. Oryginały nie są nadpisywane, chyba że podasz opcję `--in-place`; domyślnie wynik trafia do `./photos/compressed`. W przypadku typowych zdjęć z telefonu rozmiar pliku zwykle spada o około 60%. Użyj `--max-width 1920`, aby dodatkowo zmniejszyć duże obrazy.\n\nZmiany niezgodne wstecz opisano w [dzienniku zmian](https://github.com/squeezepix/squeezepix/blob/main/CHANGELOG.md).",
            ),
        ],
        bad=[
            Slip(0, [("`--in-place` flag", "`--inplace` flag")], "code"),
            Slip(1, [("```\npip install squeezepix\n```", "pip install squeezepix")], "markdown"),
            Slip(2, [("o około 60%", "o około 40%")], "number"),
        ],
    ),
    Case(
        key="en-teen-phone-use-sleep-studies",
        source="A large cohort study by Hale and Okafor (2021), published in the Journal of Adolescent Health, followed 4,200 teenagers for three years. Those who used phones in bed for more than an hour a night were about 1.5 times more likely to report poor sleep quality. The authors stress that the design cannot prove that screen use causes sleep problems; teenagers who already sleep badly may simply reach for their phones more often. A smaller trial (Brandt et al., 2019, p. 214) found that removing phones from bedrooms for two weeks did not significantly change total sleep time, although participants reported falling asleep slightly faster.",
        good=[
            Good(
                "preserve",
                "What's the link between phones in bed and teenagers' sleep? In a large cohort study published in the Journal of Adolescent Health, Hale and Okafor (2021) tracked 4,200 teenagers over three years. Teens who spent more than an hour a night on their phones in bed were about 1.5 times as likely to say their sleep quality was poor. But, as the authors stress, a study designed like this cannot prove that screen use causes sleep problems – it may simply be that teens who already sleep badly pick up their phones more often. In a smaller trial, Brandt et al. (2019, p. 214) found that taking phones out of bedrooms for two weeks made no significant difference to total sleep time, although participants said they fell asleep slightly faster.",
            ),
            Good(
                "preserve",
                "Key findings on phone use in bed and adolescent sleep:\n\n- Hale and Okafor (2021), Journal of Adolescent Health: a large three-year cohort study of 4,200 teenagers. Using a phone in bed for over an hour per night was associated with an approximately 1.5-fold higher likelihood of reporting poor sleep quality. The authors emphasise that the study design cannot establish that screen use causes sleep problems, since teenagers who already sleep poorly may simply use their phones more often.\n- Brandt et al. (2019, p. 214): in a smaller trial, removing phones from bedrooms for two weeks did not significantly change total sleep time, though participants reported falling asleep slightly faster.",
            ),
            Good(
                "pl",
                "W dużym badaniu kohortowym Hale i Okafor (2021), opublikowanym w „Journal of Adolescent Health”, przez trzy lata obserwowano 4200 nastolatków. Ci, którzy korzystali z telefonu w łóżku dłużej niż godzinę w nocy, około 1,5 raza częściej zgłaszali słabą jakość snu. Autorzy podkreślają, że schemat badania nie pozwala dowieść, iż korzystanie z ekranów powoduje problemy ze snem – możliwe, że nastolatki, które już źle śpią, po prostu częściej sięgają po telefon. Mniejsze badanie (Brandt i in., 2019, s. 214) wykazało, że usunięcie telefonów z sypialni na dwa tygodnie nie zmieniło istotnie całkowitego czasu snu, choć uczestnicy zgłaszali nieco szybsze zasypianie.",
            ),
        ],
        bad=[
            Slip(0, [("Hale and Okafor (2021)", "Hale and Okafor (2012)")], "citation"),
            Slip(
                1,
                [("may simply use their phones more often", "simply use their phones more often")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "nie zmieniło istotnie całkowitego czasu snu",
                        "istotnie zmieniło całkowity czas snu",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-tenancy-deposit-protection-letting-terms",
        source="Your tenancy deposit\nWe will protect your deposit of £1,150 with the Deposit Protection Service within 30 days of receiving it, as required by section 213 of the Housing Act 2004. You will receive the prescribed information, including the scheme's contact details, by email. At the end of the tenancy, we must return the deposit within 10 days of agreeing the amount with you. We may make deductions only for unpaid rent, damage beyond fair wear and tear, or missing items listed in the inventory. If we cannot agree, either of us can refer the dispute to the scheme's free adjudication service. Please do not treat the deposit as your last month's rent.",
        good=[
            Good(
                "preserve",
                "About your deposit: we'll protect your £1,150 deposit with the Deposit Protection Service within 30 days of receiving it – section 213 of the Housing Act 2004 requires this. The prescribed information, including the scheme's contact details, will be emailed to you. When your tenancy ends, we must pay the deposit back within 10 days of agreeing the amount with you. The only deductions we may make are for unpaid rent, damage beyond fair wear and tear, or missing items listed in the inventory. If we can't agree, either of us can refer the dispute to the scheme's free adjudication service. One request: please don't use the deposit as your last month's rent.",
            ),
            Good(
                "preserve",
                "Tenancy deposit – key points\n\n1. Your deposit of £1,150 will be protected with the Deposit Protection Service within 30 days of receipt, in accordance with section 213 of the Housing Act 2004.\n2. The prescribed information, including the scheme's contact details, will be sent to you by email.\n3. When the tenancy ends, we are required to return the deposit within 10 days of agreeing the amount with you.\n4. Deductions may be made only for unpaid rent, damage beyond fair wear and tear, or missing items listed in the inventory.\n5. If no agreement can be reached, either party can refer the dispute to the scheme's free adjudication service.\n6. Please do not treat the deposit as your final month's rent.",
            ),
            Good(
                "pl",
                "Kaucja za najem\nTwoją kaucję w wysokości 1150 £ zabezpieczymy w Deposit Protection Service w ciągu 30 dni od jej otrzymania, zgodnie z wymogiem sekcji 213 ustawy Housing Act 2004. Wymagane informacje, w tym dane kontaktowe systemu, otrzymasz e-mailem. Po zakończeniu najmu musimy zwrócić kaucję w ciągu 10 dni od uzgodnienia z Tobą jej kwoty. Potrąceń możemy dokonać wyłącznie z tytułu niezapłaconego czynszu, szkód wykraczających poza normalne zużycie lub brakujących przedmiotów wymienionych w protokole zdawczo-odbiorczym. Jeśli nie dojdziemy do porozumienia, każda ze stron może skierować spór do bezpłatnej procedury rozstrzygania sporów prowadzonej przez system. Prosimy nie traktować kaucji jako czynszu za ostatni miesiąc.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 213 of the Housing Act 2004", "section 214 of the Housing Act 2004")],
                "legal_reference",
            ),
            Slip(
                1,
                [("we are required to return the deposit", "we should return the deposit")],
                "modality",
            ),
            Slip(
                2,
                [("otrzymasz e-mailem.", "otrzymasz e-mailem od naszej księgowej, Sarah Collins.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-webhook-signature-verification-api-docs",
        source="## Webhook signatures\n\nEvery webhook request includes an `X-Relay-Signature` header. You must verify it before processing the payload:\n\n1. Read the raw request body – do not parse the JSON first.\n2. Compute an HMAC-SHA256 of the body using your endpoint secret.\n3. Compare the result with the header value using a constant-time comparison.\n\nRequests older than five minutes should be rejected, as they may be replays. Secrets can be rotated in the dashboard; the old secret stays valid for 24 hours. For code samples, see [Verifying signatures](https://docs.relaypay.dev/webhooks/verify).",
        good=[
            Good(
                "preserve",
                "## Webhook signatures\n\nEach webhook request carries an `X-Relay-Signature` header, and you must verify this signature before you process the payload. Here's how:\n\n1. Take the raw request body. Don't parse the JSON beforehand.\n2. Using your endpoint secret, compute an HMAC-SHA256 of that body.\n3. Check the result against the header value with a constant-time comparison.\n\nYou should reject any request older than five minutes, because it may be a replay. You can rotate secrets in the dashboard, and the previous secret remains valid for 24 hours. Code samples are available in [Verifying signatures](https://docs.relaypay.dev/webhooks/verify).",
            ),
            Good(
                "preserve",
                "## Webhook signatures\n\nAll webhook requests include the `X-Relay-Signature` header. Verifying it before handling the payload is mandatory:\n\n1. Read the raw body of the request (don't parse the JSON first).\n2. Calculate an HMAC-SHA256 over the body with your endpoint secret.\n3. Compare it to the header value using a constant-time comparison.\n\nRequests more than five minutes old should be rejected; they may be replays. Secrets can be rotated from the dashboard, and the old one remains valid for 24 hours. Code samples: [Verifying signatures](https://docs.relaypay.dev/webhooks/verify).",
            ),
            Good(
                "pl",
                "## Podpisy webhooków\n\nKażde żądanie webhooka zawiera nagłówek `X-Relay-Signature`. Przed przetworzeniem treści musisz go zweryfikować:\n\n1. Odczytaj surową treść żądania – nie parsuj najpierw JSON-a.\n2. Oblicz HMAC-SHA256 treści przy użyciu sekretu swojego endpointu.\n3. Porównaj wynik z wartością nagłówka, stosując porównanie w stałym czasie.\n\nŻądania starsze niż pięć minut powinny być odrzucane, ponieważ mogą być powtórzeniami (replay). Sekrety można rotować w panelu; stary sekret pozostaje ważny przez 24 godziny. Przykłady kodu znajdziesz w sekcji [Weryfikacja podpisów](https://docs.relaypay.dev/webhooks/verify).",
            ),
        ],
        bad=[
            Slip(
                0, [("Don't parse the JSON beforehand.", "Parse the JSON beforehand.")], "negation"
            ),
            Slip(1, [("the `X-Relay-Signature` header", "the `X-Relay-Sig` header")], "code"),
            Slip(2, [("endpointu.\n3. Porównaj", "endpointu, a następnie porównaj")], "markdown"),
        ],
    ),
    Case(
        key="en-subject-access-request-staff-procedure",
        source="Handling subject access requests\nUnder Article 15 of the UK GDPR, anyone whose personal data we hold has the right to request a copy of it. Requests can be made verbally or in writing, to any member of staff, and they should be forwarded to the data protection officer at dpo@harbourlets.co.uk on the same day. We must respond within one calendar month of receiving the request; this can be extended by two further months if the request is complex, as Article 12(3) allows. We will normally not charge a fee. Before releasing anything, staff must verify the requester's identity, and third parties' data must be redacted.",
        good=[
            Good(
                "preserve",
                "Subject access requests: what staff need to do\n\n1. Recognise the request. Under Article 15 of the UK GDPR, anyone whose personal data we hold has the right to ask for a copy of it. They can ask verbally or in writing, and they can ask any member of staff.\n2. Pass it on. The request should be forwarded to the data protection officer at dpo@harbourlets.co.uk on the same day.\n3. Check identity and redact. Before anything is released, you must verify the requester's identity, and any third-party data must be redacted.\n4. Meet the deadline. We must respond within one calendar month of receiving the request. If the request is complex, Article 12(3) allows this to be extended by two further months.\n\nWe will normally not charge a fee.",
            ),
            Good(
                "preserve",
                "Anyone whose personal data we hold is entitled, under Article 15 of the UK GDPR, to request a copy of it. Such a request can be made verbally or in writing to any member of staff, and should be forwarded on the same day to the data protection officer (dpo@harbourlets.co.uk). Our response must be sent within one calendar month of receipt, although Article 12(3) allows this to be extended by two further months for complex requests. As a rule, no fee will be charged. Staff must verify the requester's identity before anything is released, and data relating to third parties must be redacted.",
            ),
            Good(
                "pl",
                "Obsługa żądań dostępu do danych\nNa podstawie art. 15 UK GDPR każda osoba, której dane osobowe przechowujemy, ma prawo zażądać ich kopii. Żądanie można złożyć ustnie lub na piśmie dowolnemu pracownikowi, a ten powinien jeszcze tego samego dnia przekazać je inspektorowi ochrony danych na adres dpo@harbourlets.co.uk. Musimy odpowiedzieć w ciągu jednego miesiąca kalendarzowego od otrzymania żądania; w przypadku złożonych żądań termin ten można przedłużyć o kolejne dwa miesiące, na co pozwala art. 12 ust. 3. Co do zasady nie pobieramy opłaty. Przed udostępnieniem jakichkolwiek danych pracownik musi zweryfikować tożsamość wnioskodawcy, a dane osób trzecich muszą zostać zaczernione.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Under Article 15 of the UK GDPR", "Under Article 17 of the UK GDPR")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "and should be forwarded on the same day",
                        "and may be forwarded on the same day",
                    )
                ],
                "modality",
            ),
            Slip(2, [("o kolejne dwa miesiące", "o kolejne trzy miesiące")], "date"),
        ],
    ),
    Case(
        key="en-winter-vitamin-d-adult-guidance",
        source="Should adults take vitamin D in winter?\nPublic health guidance in the UK advises that adults consider taking 10 micrograms (400 IU) of vitamin D a day between October and March, when sunlight is too weak for the skin to make enough. A meta-analysis by Martineau et al. (BMJ, 2017; 356:i6583) suggested that supplements may modestly reduce the risk of acute respiratory infections, particularly in people who are deficient. However, daily doses above 100 micrograms are not recommended, as they could be harmful over long periods. People with darker skin or who rarely go outdoors may need to take it all year round.",
        good=[
            Good(
                "preserve",
                "Thinking about vitamin D this winter? In the UK, public health guidance advises adults to consider taking 10 micrograms (400 IU) a day from October to March, because sunlight in those months is too weak for your skin to make enough. A meta-analysis by Martineau et al. (BMJ, 2017; 356:i6583) suggested that supplements may modestly lower the risk of acute respiratory infections, especially in people who are deficient. That said, daily doses of more than 100 micrograms are not recommended, since over long periods they could cause harm. If you have darker skin or rarely go outdoors, you may need to take it all year round.",
            ),
            Good(
                "preserve",
                "Vitamin D in winter: a summary for adults\n\n- UK public health guidance: consider taking 10 micrograms (400 IU) of vitamin D daily from October to March, when sunlight is too weak for the skin to produce enough.\n- Evidence: a meta-analysis by Martineau et al. (BMJ, 2017; 356:i6583) suggested a possible modest reduction in the risk of acute respiratory infections, particularly among people who are deficient.\n- Upper limit: daily doses above 100 micrograms are not recommended, as they could be harmful in the long term.\n- Year-round use: people with darker skin, or who rarely go outdoors, may need to take it throughout the year.",
            ),
            Good(
                "pl",
                "Czy dorośli powinni przyjmować witaminę D zimą?\nBrytyjskie wytyczne zdrowia publicznego zalecają, aby osoby dorosłe rozważyły przyjmowanie 10 mikrogramów (400 j.m.) witaminy D dziennie od października do marca, gdy światło słoneczne jest zbyt słabe, by skóra wytworzyła jej wystarczająco dużo. Metaanaliza Martineau i wsp. (BMJ, 2017; 356:i6583) sugeruje, że suplementacja może nieznacznie zmniejszać ryzyko ostrych infekcji dróg oddechowych, zwłaszcza u osób z niedoborem. Nie zaleca się jednak dawek dobowych powyżej 100 mikrogramów, ponieważ przy długotrwałym stosowaniu mogą być szkodliwe. Osoby o ciemniejszej karnacji lub rzadko wychodzące z domu mogą potrzebować suplementacji przez cały rok.",
            ),
        ],
        bad=[
            Slip(0, [("356:i6583", "356:i6538")], "citation"),
            Slip(
                1, [("suggested a possible modest reduction", "showed a modest reduction")], "hedge"
            ),
            Slip(
                2,
                [("Nie zaleca się jednak dawek dobowych", "Zaleca się jednak dawki dobowe")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-library-loan-returns-policy-changes",
        source="Changes to loans and returns from 1 September\nFrom Monday 1 September, the standard loan period for books will increase from three to four weeks, and you will be able to renew each item up to five times, online or at the desk, unless another reader has reserved it. We will no longer charge overdue fines on children's books. Adult items returned late will be charged 25p per day, up to a maximum of £6 per item. The external book drop at the Kings Road branch will be closed for repairs until 15 October; during this time, please return items inside the library during opening hours. Lost or damaged items must be paid for at their replacement cost.",
        good=[
            Good(
                "preserve",
                "What's changing at the library from Monday 1 September\n\n- Loans: the standard loan period for books goes up from three weeks to four.\n- Renewals: you'll be able to renew each item up to five times, online or at the desk – unless another reader has reserved it.\n- Fines: there will be no more overdue fines on children's books. Late adult items cost 25p a day, capped at £6 per item.\n- Book drop: the external book drop at the Kings Road branch is closed for repairs until 15 October. Until then, please return items inside the library during opening hours.\n- Lost or damaged items: you must pay their replacement cost.",
            ),
            Good(
                "preserve",
                "The following changes take effect on Monday 1 September. The standard loan period for books will be extended from three weeks to four, and each item may be renewed up to five times, either online or at the desk, provided no other reader has reserved it. Overdue fines will no longer apply to children's books, while late adult items will incur a charge of 25p per day, to a maximum of £6 per item. Lost or damaged items must be paid for at replacement cost. Please note that the Kings Road branch's external book drop will be closed for repairs until 15 October, so in the meantime please return items inside the library during opening hours.",
            ),
            Good(
                "pl",
                "Zmiany w wypożyczeniach i zwrotach od 1 września\nOd poniedziałku 1 września standardowy okres wypożyczenia książek wydłuży się z trzech do czterech tygodni, a każdą pozycję będzie można prolongować maksymalnie pięć razy – online lub przy ladzie – chyba że zarezerwował ją inny czytelnik. Nie będziemy już naliczać kar za przetrzymanie książek dla dzieci. Za nieterminowy zwrot pozycji dla dorosłych pobierzemy 25 pensów za dzień, maksymalnie 6 £ za egzemplarz. Zewnętrzna wrzutnia książek w filii przy Kings Road będzie zamknięta z powodu naprawy do 15 października; w tym czasie prosimy o zwracanie pozycji wewnątrz biblioteki w godzinach otwarcia. Za zgubione lub zniszczone pozycje trzeba zapłacić według kosztu ich odkupienia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("renew each item up to five times", "renew each item up to three times")],
                "number",
            ),
            Slip(
                1,
                [("closed for repairs until 15 October", "closed for repairs until 15 November")],
                "date",
            ),
            Slip(2, [("trzeba zapłacić", "można zapłacić")], "modality"),
        ],
    ),
    Case(
        key="en-digital-humanities-workshop-paper-call",
        source="Call for papers: Northern Digital Humanities Workshop 2026\nWe invite abstracts of up to 300 words on any aspect of computational methods in the humanities. The submission deadline is 23:59 (UTC) on Friday 16 January 2026, and notifications will be sent by 27 February. Submissions must be made through EasyChair at easychair.org/conferences/?conf=ndhw2026; we cannot accept abstracts sent by email. The workshop will take place in person at the University of Leeds on 11–12 May 2026. There is no registration fee for presenters, and a limited number of travel bursaries may be available for early-career researchers. Questions can be sent to ndhw@leeds.ac.uk.",
        good=[
            Good(
                "preserve",
                "Northern Digital Humanities Workshop 2026 – call for papers\n\nWe welcome abstracts (max. 300 words) on any aspect of computational methods in the humanities.\n\n- Deadline: Friday 16 January 2026, 23:59 UTC\n- Notifications: sent by 27 February\n- How to submit: submissions must go through EasyChair at easychair.org/conferences/?conf=ndhw2026 – abstracts sent by email cannot be accepted\n- Workshop: 11–12 May 2026, in person at the University of Leeds\n- Fees: no registration fee for presenters; a limited number of travel bursaries may be available for early-career researchers\n- Questions: ndhw@leeds.ac.uk",
            ),
            Good(
                "preserve",
                "Working with computational methods in the humanities? Send us an abstract of up to 300 words, on any aspect of the field, for the Northern Digital Humanities Workshop 2026, which takes place in person at the University of Leeds on 11–12 May 2026. Abstracts must be submitted through EasyChair (easychair.org/conferences/?conf=ndhw2026) by 23:59 UTC on Friday 16 January 2026 – we're unable to accept abstracts by email. We'll send notifications by 27 February. Presenters won't pay a registration fee, and a limited number of travel bursaries may be available for early-career researchers. Any questions? Write to ndhw@leeds.ac.uk.",
            ),
            Good(
                "pl",
                "Zaproszenie do zgłaszania referatów: Northern Digital Humanities Workshop 2026\nZapraszamy do nadsyłania abstraktów o objętości do 300 słów, dotyczących dowolnego aspektu metod obliczeniowych w humanistyce. Termin zgłoszeń upływa w piątek 16 stycznia 2026 r. o 23:59 (UTC), a powiadomienia zostaną wysłane do 27 lutego. Zgłoszenia muszą być składane za pośrednictwem systemu EasyChair pod adresem easychair.org/conferences/?conf=ndhw2026; nie przyjmujemy abstraktów przesłanych e-mailem. Warsztaty odbędą się stacjonarnie na University of Leeds w dniach 11–12 maja 2026 r. Prelegenci nie płacą opłaty rejestracyjnej, a dla badaczy na wczesnym etapie kariery może być dostępna ograniczona liczba grantów na pokrycie kosztów podróży. Pytania prosimy kierować na adres ndhw@leeds.ac.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "easychair.org/conferences/?conf=ndhw2026",
                        "easychair.org/conferences/?conf=ndhw2025",
                    )
                ],
                "url",
            ),
            Slip(1, [("on Friday 16 January 2026", "on Friday 23 January 2026")], "date"),
            Slip(
                2,
                [
                    (
                        "Prelegenci nie płacą opłaty rejestracyjnej",
                        "Prelegenci płacą opłatę rejestracyjną",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-community-garden-allotment-plot-rules",
        source="Allotment rules – Elm Street Community Garden\nPlot holders must keep at least 75% of their plot under cultivation during the growing season (April to October). Hosepipes may be used only between 18:00 and 21:00, and sprinklers are not allowed at any time. Bonfires are not permitted; green waste should go to the shared compost bays. You may keep up to six hens, but not cockerels, provided you register them with the committee. Water butts are likely to run low in August, so we recommend mulching beds early. Annual rent is £45 for a full plot and £25 for a half plot, payable by 31 January.",
        good=[
            Good(
                "preserve",
                "Welcome to Elm Street Community Garden! Here are the rules for plot holders. During the growing season (April to October), you must keep at least 75% of your plot under cultivation. You may only use a hosepipe between 18:00 and 21:00, and sprinklers aren't allowed at any time. Bonfires aren't permitted either; green waste should go in the shared compost bays instead. Keeping hens? You may have up to six (but no cockerels), as long as you register them with the committee. Water butts are likely to run low in August, so we recommend mulching your beds early. Rent is £45 a year for a full plot or £25 for a half plot, payable by 31 January.",
            ),
            Good(
                "preserve",
                "Elm Street Community Garden: allotment rules\n\n- Cultivation: at least 75% of each plot must be under cultivation throughout the growing season (April–October).\n- Watering: hosepipes may be used between 18:00 and 21:00 only; sprinklers are never allowed. Water butts will probably run low in August, so mulching beds early is recommended.\n- Waste: bonfires are not permitted. Green waste should be taken to the shared compost bays.\n- Hens: up to six hens may be kept, provided they are registered with the committee. Cockerels are not allowed.\n- Rent: £45 per year for a full plot, £25 for a half plot, due by 31 January.",
            ),
            Good(
                "pl",
                "Regulamin działek – ogród społeczny Elm Street\nDziałkowicze muszą uprawiać co najmniej 75% swojej działki w sezonie wegetacyjnym (od kwietnia do października). Z węży ogrodowych można korzystać wyłącznie w godzinach 18:00–21:00, a zraszacze są zakazane przez cały czas. Ogniska są niedozwolone; odpady zielone powinny trafiać do wspólnych kompostowników. Możesz trzymać do sześciu kur (bez kogutów), pod warunkiem że zgłosisz je komitetowi. W sierpniu w beczkach na deszczówkę prawdopodobnie zacznie brakować wody, dlatego zalecamy wczesne ściółkowanie grządek. Roczny czynsz wynosi 45 £ za całą działkę i 25 £ za pół działki; jest płatny do 31 stycznia.",
            ),
        ],
        bad=[
            Slip(0, [("you must keep at least 75%", "you should keep at least 75%")], "modality"),
            Slip(
                1,
                [
                    (
                        "Water butts will probably run low in August",
                        "Water butts will run low in August",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Ogniska są niedozwolone;",
                        "Ogniska są niedozwolone ze względu na skargi sąsiadów;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-developer-onboarding-first-week-notes",
        source="# Onboarding: first week\n\n- Your laptop should arrive by Monday; if not, ask IT in #it-help.\n- Request access to GitLab and the staging VPN through the [access portal](https://access.corvid.internal/request).\n- Read the `CONTRIBUTING.md` guide before opening your first merge request.\n- Every merge request needs approval from 2 reviewers; do not merge your own changes.\n\n## Useful to know\n\nStand-up is at 09:45 every weekday and usually takes about 15 minutes. Production deploys happen on Tuesdays and Thursdays only. You probably won't need access to the production database in your first month.",
        good=[
            Good(
                "preserve",
                "# Onboarding: your first week\n\n- Your laptop should be with you by Monday. If it isn't, ask IT in #it-help.\n- Use the [access portal](https://access.corvid.internal/request) to request access to GitLab and the staging VPN.\n- Before you open your first merge request, read the `CONTRIBUTING.md` guide.\n- Merge requests each need 2 reviewers to approve them, and you must not merge your own changes.\n\n## Useful to know\n\nStand-up happens every weekday at 09:45 and usually lasts about 15 minutes. We deploy to production only on Tuesdays and Thursdays. In your first month, you probably won't need access to the production database.",
            ),
            Good(
                "preserve",
                "# Onboarding: first week\n\n1. Your laptop should arrive by Monday – if it doesn't, contact IT in #it-help.\n2. Request GitLab and staging VPN access via the [access portal](https://access.corvid.internal/request).\n3. Read the `CONTRIBUTING.md` guide before opening your first merge request.\n4. Get each merge request approved by 2 reviewers. Never merge your own changes.\n\n## Useful to know\n\n- Stand-up: every weekday at 09:45, usually lasting about 15 minutes.\n- Production deploys: Tuesdays and Thursdays only.\n- Production database: you probably won't need access to it during your first month.",
            ),
            Good(
                "pl",
                "# Wdrożenie: pierwszy tydzień\n\n- Laptop powinien dotrzeć do poniedziałku; jeśli nie dotrze, napisz do IT na kanale #it-help.\n- O dostęp do GitLaba i stagingowego VPN-a poproś przez [portal dostępów](https://access.corvid.internal/request).\n- Zanim otworzysz pierwszy merge request, przeczytaj przewodnik `CONTRIBUTING.md`.\n- Każdy merge request wymaga zatwierdzenia przez 2 recenzentów; nie scalaj własnych zmian.\n\n## Warto wiedzieć\n\nStand-up odbywa się w każdy dzień roboczy o 9:45 i zwykle trwa około 15 minut. Wdrożenia na produkcję odbywają się wyłącznie we wtorki i czwartki. W pierwszym miesiącu prawdopodobnie nie będziesz potrzebować dostępu do produkcyjnej bazy danych.",
            ),
        ],
        bad=[
            Slip(0, [("each need 2 reviewers", "each need 3 reviewers")], "number"),
            Slip(1, [("## Useful to know", "# Useful to know")], "markdown"),
            Slip(
                2,
                [
                    (
                        "prawdopodobnie nie będziesz potrzebować",
                        "prawdopodobnie będziesz potrzebować",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-open-plan-office-noise-evidence",
        source="A systematic review by Lindqvist and Moreau (2014) in Noise & Health reported that irrelevant background speech reduced performance on memory tasks by roughly 5–10% in laboratory studies. Field studies are fewer and less consistent, so the effect in real offices is likely to be smaller. A later survey of 1,100 employees (Adeyemi et al., 2018, Journal of Environmental Psychology, vol. 58, pp. 41–49) found that lack of sound privacy was the most common complaint in open-plan layouts. Sound-masking systems may help, but they do not replace quiet rooms for focused work, and managers should not assume that headphones solve the problem.",
        good=[
            Good(
                "preserve",
                "How much does office chatter really hurt? In laboratory studies, irrelevant background speech cut performance on memory tasks by roughly 5–10%, according to a systematic review by Lindqvist and Moreau (2014) in Noise & Health. There are fewer field studies, and their findings are less consistent, so in real offices the effect is likely to be smaller. A later survey of 1,100 employees (Adeyemi et al., 2018, Journal of Environmental Psychology, vol. 58, pp. 41–49) identified lack of sound privacy as the most common complaint about open-plan layouts. Sound-masking systems may help, yet they are no substitute for quiet rooms for focused work – and managers should not assume that headphones solve the problem.",
            ),
            Good(
                "preserve",
                "Open-plan office noise: a summary of the evidence\n\n- Lab studies: according to a systematic review by Lindqvist and Moreau (2014, Noise & Health), irrelevant background speech lowered memory-task performance by roughly 5–10%.\n- Real offices: field studies are fewer and less consistent, so the effect there is likely to be smaller.\n- Employee views: in a later survey of 1,100 employees (Adeyemi et al., 2018, Journal of Environmental Psychology, vol. 58, pp. 41–49), lack of sound privacy was the most common complaint about open-plan layouts.\n- What helps: sound masking may help but does not replace quiet rooms for focused work, and managers should not assume that headphones fix the problem.",
            ),
            Good(
                "pl",
                "Według przeglądu systematycznego Lindqvist i Moreau (2014) opublikowanego w „Noise & Health” nieistotna dla zadania mowa w tle obniżała w badaniach laboratoryjnych wyniki zadań pamięciowych o mniej więcej 5–10%. Badań terenowych jest mniej, a ich wyniki są mniej spójne, więc w prawdziwych biurach efekt jest prawdopodobnie mniejszy. Późniejsza ankieta przeprowadzona wśród 1100 pracowników (Adeyemi i in., 2018, „Journal of Environmental Psychology”, t. 58, s. 41–49) wykazała, że brak prywatności akustycznej był najczęstszą skargą w biurach typu open space. Systemy maskowania dźwięku mogą pomóc, ale nie zastępują cichych pomieszczeń do pracy wymagającej skupienia, a menedżerowie nie powinni zakładać, że słuchawki rozwiązują problem.",
            ),
        ],
        bad=[
            Slip(0, [("Lindqvist and Moreau (2014)", "Lindqvist and Moreau (2016)")], "citation"),
            Slip(
                1,
                [("a later survey of 1,100 employees", "a later survey of 1,600 employees")],
                "number",
            ),
            Slip(2, [("efekt jest prawdopodobnie mniejszy", "efekt jest mniejszy")], "hedge"),
        ],
    ),
]
