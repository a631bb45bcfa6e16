# ruff: noqa: E501, RUF001
"""English source cases of blind set 112: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-crossword-competition-entry-rules-deadline",
        source="Entries for the Winter Cryptic Challenge must reach us by 5pm on Friday 14 February 2025. Each competitor may submit only one entry; duplicate entries will not be counted. You can post your completed grid to Puzzle Desk, 18 Harcourt Lane, Bristol BS1 4QT, or upload a clear photo through the entry form. Grids completed in pencil are accepted, but please do not use correction fluid. The first three correct entries drawn at random will each win a £50 book token, and the winners' names will be published in the March issue. Solvers under 16 should ask a parent or guardian to sign the entry form.",
        good=[
            Good(
                "preserve",
                "Fancy entering the Winter Cryptic Challenge? Your entry must reach us by 5pm on Friday 14 February 2025, and you may send in only one — duplicate entries will not be counted. Post your finished grid to Puzzle Desk, 18 Harcourt Lane, Bristol BS1 4QT, or upload a clear photo using the entry form. Pencil is fine, but please don't use correction fluid. We'll draw correct entries at random, and the first three drawn will each win a £50 book token; the winners' names will appear in the March issue. If you are under 16, you should ask a parent or guardian to sign your entry form.",
            ),
            Good(
                "preserve",
                "Winter Cryptic Challenge – entry rules\n"
                "- Deadline: entries must arrive by 17:00 on Friday, 14 February 2025.\n"
                "- Only one entry may be submitted per competitor; duplicates will not be counted.\n"
                "- How to enter: post your grid to Puzzle Desk, 18 Harcourt Lane, Bristol BS1 4QT, or upload a clear photo via the entry form.\n"
                "- Grids filled in pencil are accepted, but please do not use correction fluid.\n"
                "- Prizes: the first three correct entries drawn at random each win a £50 book token. Winners will be named in the March issue.\n"
                "- Solvers under 16 should ask a parent or guardian to sign the entry form.",
            ),
            Good(
                "pl",
                "Zgłoszenia do konkursu Winter Cryptic Challenge muszą do nas dotrzeć do godz. 17:00 w piątek 14 lutego 2025 r. Każdy uczestnik może nadesłać tylko jedno zgłoszenie; zgłoszenia powtórzone nie będą liczone. Wypełniony diagram można wysłać pocztą na adres Puzzle Desk, 18 Harcourt Lane, Bristol BS1 4QT, albo przesłać jego wyraźne zdjęcie przez formularz zgłoszeniowy. Diagramy wypełnione ołówkiem są akceptowane, ale prosimy nie używać korektora. Trzy pierwsze poprawne rozwiązania wylosowane spośród nadesłanych zostaną nagrodzone bonami książkowymi o wartości 50 GBP każdy, a nazwiska zwycięzców opublikujemy w numerze marcowym. Uczestnicy, którzy nie ukończyli 16 lat, powinni poprosić rodzica lub opiekuna o podpisanie formularza zgłoszeniowego.",
            ),
        ],
        bad=[
            Slip(0, [("Friday 14 February 2025", "Friday 21 February 2025")], "date"),
            Slip(
                1,
                [
                    (
                        "Grids filled in pencil are accepted",
                        "Grids filled in pencil are not accepted",
                    )
                ],
                "negation",
            ),
            Slip(2, [("o wartości 50 GBP każdy", "o wartości 100 GBP każdy")], "number"),
        ],
    ),
    Case(
        key="en-lifeboat-crew-volunteer-recruitment-notice",
        source="Our lifeboat station is looking for new volunteer crew members. You must be aged between 17 and 55 when you apply and live or work within about ten minutes of the station, because pagers can go off at any time of day or night. No sailing experience is needed: all training is provided, and new recruits usually complete their basic competence within 12 to 18 months. Applicants must pass a medical and an eyesight test before joining. Crew are expected to attend training on Tuesday evenings and should be able to commit to at least two hours a week. Most volunteers say the role probably takes more time than they expected, but it is hugely rewarding.",
        good=[
            Good(
                "preserve",
                "The lifeboat station is recruiting new volunteer crew members. Applicants must be between 17 and 55 years old at the time of application and must live or work within roughly ten minutes of the station, as pagers can sound at any hour of the day or night. Previous sailing experience is not required; full training is provided, and recruits typically reach basic competence within 12–18 months. Before joining, every applicant must pass both a medical and an eyesight test. Crew members are expected to attend training on Tuesday evenings and should be able to commit at least two hours each week. Most volunteers report that the role probably demands more time than they anticipated, though it is immensely rewarding.",
            ),
            Good(
                "preserve",
                "Join our lifeboat crew! We're looking for new volunteers, and you don't need any sailing experience — we provide all the training.\n\n"
                "To apply, you must:\n"
                "1. be aged 17 to 55 when you apply;\n"
                "2. live or work within about ten minutes of the station, since pagers can go off at any time, day or night;\n"
                "3. pass a medical and an eyesight test before joining.\n\n"
                "Crew are expected to train on Tuesday evenings, and you should be able to give at least two hours a week. New recruits usually complete their basic competence in 12 to 18 months. Most volunteers say the role probably takes up more of their time than they expected — but it's hugely rewarding.",
            ),
            Good(
                "pl",
                "Nasza stacja ratownictwa morskiego szuka nowych ochotników do załogi łodzi ratunkowej. W chwili składania zgłoszenia musisz mieć od 17 do 55 lat oraz mieszkać lub pracować w odległości około dziesięciu minut od stacji, ponieważ pager może się odezwać o każdej porze dnia i nocy. Nie potrzebujesz doświadczenia żeglarskiego: zapewniamy całe szkolenie, a nowi członkowie załogi zwykle osiągają podstawowe kompetencje w ciągu 12–18 miesięcy. Przed dołączeniem kandydaci muszą przejść badanie lekarskie i badanie wzroku. Od załogi oczekuje się udziału w szkoleniach we wtorkowe wieczory; powinieneś też móc poświęcić na to co najmniej dwie godziny tygodniowo. Większość ochotników mówi, że ta rola prawdopodobnie zajmuje więcej czasu, niż się spodziewali, ale daje ogromną satysfakcję.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("every applicant must pass both", "every applicant should pass both")],
                "modality",
            ),
            Slip(1, [("within about ten minutes", "within ten minutes")], "hedge"),
            Slip(
                2,
                [
                    (
                        "zapewniamy całe szkolenie,",
                        "zapewniamy całe szkolenie w kolegium RNLI w Poole,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-mountain-hut-booking-cancellation-terms",
        source="Bookings for the Refuge des Aiguilles open on 1 March and can only be made online at www.refuge-aiguilles.fr/reservation. The hut has 42 beds in shared dormitories and is staffed from 15 June to 20 September. Half board costs €68 per adult and €45 for children under 12; a deposit of 30% is charged when you book. If you cancel more than 14 days before arrival, the deposit is refunded minus a €10 fee. Later cancellations are not refunded, except when the hut warden closes the route because of bad weather. Please bring a sleeping-bag liner, as sleeping bags are not allowed in the dormitories.",
        good=[
            Good(
                "preserve",
                "You can book the Refuge des Aiguilles from 1 March — online only, at www.refuge-aiguilles.fr/reservation. The hut is staffed from 15 June until 20 September and has 42 beds in shared dormitories. Half board is €68 for adults and €45 for children under 12, and you pay a 30% deposit when you book. Cancel more than 14 days before you arrive and you get the deposit back, less a €10 fee; after that there are no refunds, unless the warden closes the route because of bad weather. Sleeping bags aren't allowed in the dormitories, so please bring a sleeping-bag liner.",
            ),
            Good(
                "preserve",
                "Reservations for the Refuge des Aiguilles open on 1 March and are accepted exclusively online via www.refuge-aiguilles.fr/reservation. Guests are accommodated in shared dormitories with 42 beds in total, and the hut is staffed between 15 June and 20 September. Half-board rates are €68 per adult and €45 per child under 12, with a 30% deposit payable on booking. For cancellations made more than 14 days prior to arrival, the deposit is refunded less a €10 fee. No refund is given for later cancellations, except where the hut warden closes the route owing to bad weather. As sleeping bags are not permitted in the dormitories, guests are asked to bring a sleeping-bag liner.",
            ),
            Good(
                "pl",
                "Rezerwacje w schronisku Refuge des Aiguilles ruszają 1 marca i można ich dokonywać wyłącznie online pod adresem www.refuge-aiguilles.fr/reservation. Schronisko ma 42 miejsca noclegowe we wspólnych salach i jest obsługiwane od 15 czerwca do 20 września. Nocleg ze śniadaniem i obiadokolacją kosztuje 68 € za osobę dorosłą i 45 € za dziecko poniżej 12 lat; przy rezerwacji pobierana jest zaliczka w wysokości 30%. W razie rezygnacji na więcej niż 14 dni przed przyjazdem zaliczka jest zwracana po potrąceniu opłaty 10 €. Za późniejsze rezygnacje zwrot nie przysługuje, chyba że gospodarz schroniska zamknie trasę z powodu złej pogody. Prosimy zabrać wkładkę do śpiwora, ponieważ śpiwory nie są dozwolone w salach sypialnych.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("www.refuge-aiguilles.fr/reservation", "www.refuge-aiguilles.com/reservation")],
                "url",
            ),
            Slip(1, [("with a 30% deposit", "with a 50% deposit")], "number"),
            Slip(2, [("od 15 czerwca do 20 września", "od 15 czerwca do 30 września")], "date"),
        ],
    ),
    Case(
        key="en-braille-transcription-order-instructions-markdown",
        source="## Ordering braille transcriptions\n\n"
        "Send your document to **transcribe@brailleworks.org.uk** as a Word or PDF file. We cannot accept scanned handwriting.\n\n"
        "- Standard turnaround is 10 working days for up to 50 pages.\n"
        "- Urgent orders may be possible for an extra charge; please phone first.\n"
        "- Maths and music notation must be requested separately.\n\n"
        "Prices and the full order form are on our [pricing page](https://brailleworks.org.uk/pricing). Registered charities should quote their charity number to receive the 20% discount.",
        good=[
            Good(
                "preserve",
                "## How to order a braille transcription\n\n"
                "Email your document as a Word or PDF file to **transcribe@brailleworks.org.uk**. Please note that we cannot accept scanned handwriting.\n\n"
                "- Up to 50 pages: the standard turnaround is 10 working days.\n"
                "- Need it urgently? Urgent orders may be possible at extra cost, so please phone us first.\n"
                "- Maths and music notation must be requested separately.\n\n"
                "See our [pricing page](https://brailleworks.org.uk/pricing) for prices and the full order form. If you are a registered charity, you should quote your charity number to get the 20% discount.",
            ),
            Good(
                "preserve",
                "## Ordering braille transcriptions\n\n"
                "1. Save your document as a Word or PDF file (we cannot accept scanned handwriting).\n"
                "2. Email it to **transcribe@brailleworks.org.uk**.\n"
                "3. If you need maths or music notation, you must request it separately.\n\n"
                "Standard turnaround is 10 working days for documents of up to 50 pages. For urgent orders, phone us first: they may be possible for an extra charge.\n\n"
                "Prices and the full order form are available on our [pricing page](https://brailleworks.org.uk/pricing). Registered charities should quote their charity number to receive the 20% discount.",
            ),
            Good(
                "pl",
                "## Zamawianie transkrypcji brajlowskich\n\n"
                "Wyślij dokument w formacie Word lub PDF na adres **transcribe@brailleworks.org.uk**. Nie możemy przyjmować zeskanowanego pisma odręcznego.\n\n"
                "- Standardowy czas realizacji to 10 dni roboczych dla dokumentów do 50 stron.\n"
                "- Zamówienia pilne mogą być możliwe za dodatkową opłatą; prosimy najpierw zadzwonić.\n"
                "- Notację matematyczną i muzyczną trzeba zamówić osobno.\n\n"
                "Cennik i pełny formularz zamówienia znajdziesz na naszej [stronie z cennikiem](https://brailleworks.org.uk/pricing). Zarejestrowane organizacje charytatywne powinny podać swój numer rejestracyjny, aby otrzymać 20% zniżki.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "See our [pricing page](https://brailleworks.org.uk/pricing) for",
                        "See our pricing page for",
                    )
                ],
                "markdown",
            ),
            Slip(
                1, [("you must request it separately", "you may request it separately")], "modality"
            ),
            Slip(
                2,
                [("**transcribe@brailleworks.org.uk**", "**transcribe@brailleworks.org**")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-wheelchair-loan-scheme-collection-rules",
        source="The Hartwell Mobility Trust wheelchair loan scheme lends manual wheelchairs for up to 12 weeks at a time. You do not need a referral from a doctor, but you must bring proof of address and a form of photo ID when you collect the chair. We ask for a suggested donation of £25, though nobody will be turned away if they cannot pay. Chairs must not be taken abroad without our written agreement. If you need the chair for longer, you can ask to extend the loan once, for a further 6 weeks. Please return it clean to the same centre; collection from your home may be arranged for people who cannot travel.",
        good=[
            Good(
                "preserve",
                "Need a wheelchair for a while? Through its loan scheme, the Hartwell Mobility Trust lends manual wheelchairs for up to 12 weeks at a time, and you don't need a doctor's referral. When you come to collect the chair, you must bring proof of address and photo ID. We suggest a donation of £25, but no one who can't pay will be turned away. If you need the chair for longer, you can ask once to extend the loan by a further 6 weeks. You must not take the chair abroad without our written agreement. Please return it clean to the centre you borrowed it from — and if you can't travel, collection from your home may be arranged.",
            ),
            Good(
                "preserve",
                "Wheelchair loans – Hartwell Mobility Trust\n"
                "• Manual wheelchairs are lent for a maximum of 12 weeks per loan.\n"
                "• A doctor's referral is not required.\n"
                "• On collection, borrowers must present proof of address and photo identification.\n"
                "• The suggested donation is £25; no one unable to pay will be turned away.\n"
                "• Chairs must not be taken abroad without the Trust's written agreement.\n"
                "• A loan can be extended once, for an additional 6 weeks, on request.\n"
                "• Please return chairs clean to the same centre. For people who cannot travel, collection from home may be arranged.",
            ),
            Good(
                "pl",
                "Program wypożyczania wózków inwalidzkich prowadzony przez Hartwell Mobility Trust udostępnia wózki ręczne na okres do 12 tygodni. Nie potrzebujesz skierowania od lekarza, ale przy odbiorze wózka musisz okazać potwierdzenie adresu i dokument tożsamości ze zdjęciem. Prosimy o sugerowaną darowiznę w wysokości 25 funtów, jednak nikt, kogo nie stać na wpłatę, nie zostanie odprawiony z niczym. Wózków nie wolno wywozić za granicę bez naszej pisemnej zgody. Jeśli potrzebujesz wózka dłużej, możesz raz poprosić o przedłużenie wypożyczenia o kolejne 6 tygodni. Prosimy o zwrot czystego wózka do tego samego punktu; osobom, które nie mogą dojechać, możemy ewentualnie zorganizować odbiór wózka z domu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you must bring proof of address", "you should bring proof of address")],
                "modality",
            ),
            Slip(1, [("for an additional 6 weeks", "for an additional 8 weeks")], "number"),
            Slip(
                2,
                [
                    (
                        "Nie potrzebujesz skierowania od lekarza, ale",
                        "Potrzebujesz skierowania od lekarza, a",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-village-hall-hire-alcohol-licence",
        source="Hire of Little Bramford Village Hall is charged at £18 per hour for local residents and £24 per hour for other hirers, with a minimum booking of two hours. The main hall holds up to 120 people standing or 80 seated. Alcohol may not be sold unless the hirer has obtained a Temporary Event Notice under section 100 of the Licensing Act 2003, which must be submitted to the council at least 10 working days before the event. Amplified music must stop by 11pm. The hall is not licensed for weddings. A refundable damage deposit of £100 is payable with the booking form.",
        good=[
            Good(
                "preserve",
                "Hiring Little Bramford Village Hall costs £18 an hour if you live locally and £24 an hour if you don't, and the minimum booking is two hours. You'll also pay a refundable £100 damage deposit when you send in the booking form. The main hall takes up to 120 people standing or 80 seated. If you want to sell alcohol, you first need a Temporary Event Notice under section 100 of the Licensing Act 2003, which must be submitted to the council at least 10 working days before the event; without one, alcohol may not be sold. Amplified music must stop by 11pm, and please note that the hall is not licensed for weddings.",
            ),
            Good(
                "preserve",
                "Little Bramford Village Hall – hire terms\n"
                "- Rates: £18/hour (local residents), £24/hour (other hirers); minimum booking two hours.\n"
                "- Capacity: the main hall holds up to 120 standing or 80 seated.\n"
                "- Deposit: £100 against damage, refundable, payable with the booking form.\n"
                "- Alcohol: may not be sold unless the hirer has obtained a Temporary Event Notice (Licensing Act 2003, s. 100), which must be submitted to the council at least 10 working days before the event.\n"
                "- Music: amplified music must stop by 11pm.\n"
                "- Weddings: the hall is not licensed for weddings.",
            ),
            Good(
                "pl",
                "Wynajem świetlicy Little Bramford Village Hall kosztuje 18 funtów za godzinę dla mieszkańców i 24 funty za godzinę dla pozostałych najemców, przy czym minimalny czas rezerwacji to dwie godziny. Główna sala mieści do 120 osób na stojąco lub 80 osób na miejscach siedzących. Alkoholu nie wolno sprzedawać, chyba że najemca uzyskał zgłoszenie imprezy tymczasowej (Temporary Event Notice) na podstawie sekcji 100 ustawy Licensing Act 2003; zgłoszenie to należy złożyć w urzędzie gminy co najmniej 10 dni roboczych przed wydarzeniem. Muzyka ze wzmacniaczy musi ucichnąć do godz. 23:00. Sala nie ma licencji na organizację ślubów. Wraz z formularzem rezerwacji wpłaca się zwrotną kaucję na poczet ewentualnych szkód w wysokości 100 funtów.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "under section 100 of the Licensing Act 2003",
                        "under section 110 of the Licensing Act 2003",
                    )
                ],
                "legal_reference",
            ),
            Slip(1, [("up to 120 standing", "up to 150 standing")], "number"),
            Slip(
                2,
                [
                    (
                        "Sala nie ma licencji na organizację ślubów.",
                        "Sala ma licencję na organizację ślubów.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-museum-object-donation-offer-policy",
        source="The museum welcomes offers of objects related to the history of the Tyne valley, but we cannot accept every item we are offered. Please do not bring objects to the museum without an appointment; instead, send a description and photographs to collections@tynevalleymuseum.org. All offers are assessed against our Collections Development Policy and the acquisition procedure in Spectrum 5.1 (Collections Trust, 2022), and the curator should reply within eight weeks. Donors must be the legal owners of the objects they offer. Once accepted, an object becomes the museum's property and may be displayed, lent or, in rare cases, disposed of in line with the policy.",
        good=[
            Good(
                "preserve",
                "We welcome offers of objects connected with the history of the Tyne valley, although we cannot accept everything we are offered. Please don't bring an object to the museum without an appointment. Instead, email a description and photos to collections@tynevalleymuseum.org. We assess every offer against our Collections Development Policy and the acquisition procedure in Spectrum 5.1 (Collections Trust, 2022), and the curator should reply to you within eight weeks. You must be the legal owner of any object you offer. If we accept it, it becomes the museum's property, and we may display it, lend it or, in rare cases, dispose of it in line with the policy.",
            ),
            Good(
                "preserve",
                "Donating objects to the museum\n"
                "1. Scope: the museum welcomes offers of objects relating to the history of the Tyne valley, but not every item offered can be accepted.\n"
                "2. How to offer: please do not bring objects in without an appointment. Send a description with photographs to collections@tynevalleymuseum.org instead.\n"
                "3. Assessment: offers are assessed against the Collections Development Policy and the acquisition procedure set out in Spectrum 5.1 (Collections Trust, 2022). The curator should respond within eight weeks.\n"
                "4. Ownership: donors must be the legal owners of the objects they offer.\n"
                "5. After acceptance: the object becomes museum property and may be displayed, lent or, in rare cases, disposed of in accordance with the policy.",
            ),
            Good(
                "pl",
                "Muzeum chętnie przyjmuje propozycje przekazania przedmiotów związanych z historią doliny Tyne, ale nie możemy przyjąć wszystkiego, co nam się oferuje. Prosimy nie przynosić przedmiotów do muzeum bez wcześniejszego umówienia się; zamiast tego prosimy przesłać opis i zdjęcia na adres collections@tynevalleymuseum.org. Każda oferta jest oceniana według naszej Polityki Rozwoju Zbiorów oraz procedury pozyskiwania opisanej w standardzie Spectrum 5.1 (Collections Trust, 2022), a kurator powinien odpowiedzieć w ciągu ośmiu tygodni. Darczyńca musi być prawnym właścicielem oferowanych przedmiotów. Po przyjęciu przedmiot staje się własnością muzeum i może być eksponowany, wypożyczany lub, w rzadkich przypadkach, wycofany ze zbiorów zgodnie z tą polityką.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "If we accept it, it becomes",
                        "If we accept it, you will receive a signed certificate of gift and it becomes",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("(Collections Trust, 2022)", "(Collections Trust, 2017)")], "citation"),
            Slip(2, [("Darczyńca musi być", "Darczyńca powinien być")], "modality"),
        ],
    ),
    Case(
        key="en-asbestos-at-home-removal-guidance",
        source="If your home was built before 2000, it may contain asbestos in textured ceilings, floor tiles, pipe lagging or garage roofs. Materials in good condition are usually best left alone, because asbestos is only likely to be dangerous when it is damaged and releases fibres. Do not drill, sand or scrape anything you suspect contains asbestos. Under regulation 8 of the Control of Asbestos Regulations 2012, most work on asbestos insulation and lagging must be carried out by a contractor licensed by the HSE. Homeowners can remove small amounts of asbestos cement themselves, but the waste must be double-bagged and taken to a site authorised to accept it.",
        good=[
            Good(
                "preserve",
                "Homes built before 2000 may contain asbestos, for example in textured ceilings, floor tiles, pipe lagging or garage roofs. Asbestos is only likely to be dangerous when it is damaged and releases fibres, so materials in good condition are usually best left alone. Don't drill, sand or scrape anything you suspect contains asbestos. Under regulation 8 of the Control of Asbestos Regulations 2012, most work on asbestos insulation and lagging must be done by an HSE-licensed contractor. You can remove small amounts of asbestos cement yourself, but you must double-bag the waste and take it to a site authorised to accept it.",
            ),
            Good(
                "preserve",
                "Asbestos at home – key points\n"
                "- Where it may be: a home built before 2000 may have asbestos in textured ceilings, floor tiles, pipe lagging or garage roofs.\n"
                "- When it is a risk: asbestos is only likely to be dangerous when damaged and releasing fibres, so materials in good condition are usually best left alone.\n"
                "- What to avoid: do not drill, sand or scrape anything you suspect contains asbestos.\n"
                "- Licensed work: regulation 8 of the Control of Asbestos Regulations 2012 requires most work on asbestos insulation and lagging to be carried out by an HSE-licensed contractor.\n"
                "- DIY removal: homeowners can remove small amounts of asbestos cement themselves; the waste must be double-bagged and taken to a site authorised to accept it.",
            ),
            Good(
                "pl",
                "Jeśli Twój dom zbudowano przed 2000 rokiem, azbest może się w nim znajdować w strukturalnych tynkach sufitowych, płytkach podłogowych, otulinach rur lub pokryciach dachów garaży. Materiały w dobrym stanie zwykle najlepiej zostawić w spokoju, ponieważ azbest prawdopodobnie stanowi zagrożenie tylko wtedy, gdy jest uszkodzony i uwalnia włókna. Nie wierć, nie szlifuj i nie skrob niczego, co może Twoim zdaniem zawierać azbest. Zgodnie z regulacją 8 przepisów Control of Asbestos Regulations 2012 większość prac przy azbestowych izolacjach i otulinach musi wykonywać wykonawca posiadający licencję HSE. Właściciele domów mogą samodzielnie usunąć niewielkie ilości cementu azbestowego, ale odpady muszą zostać zapakowane w podwójne worki i zawiezione do miejsca uprawnionego do ich przyjmowania.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Asbestos is only likely to be dangerous", "Asbestos is only dangerous")],
                "hedge",
            ),
            Slip(
                1,
                [("homeowners can remove small amounts", "homeowners cannot remove small amounts")],
                "negation",
            ),
            Slip(
                2,
                [("Zgodnie z regulacją 8 przepisów", "Zgodnie z regulacją 3 przepisów")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="en-cycle-scheme-salary-sacrifice-window",
        source="Through the cycle-to-work scheme you can get a bike and safety equipment worth up to £2,500 and pay for it from your gross salary over 12 months, which typically saves between 26% and 42% depending on your tax band. The application window for this year opens on 3 March and closes at midnight on 31 March. You must be a permanent employee who has passed probation, and your monthly repayments must not take your pay below the National Minimum Wage. Once your certificate is approved, you should collect the bike from the retailer within 30 days. The bike must be used mainly for commuting.",
        good=[
            Good(
                "preserve",
                "With the cycle-to-work scheme you can get a bike and safety kit worth up to £2,500 and pay for it out of your gross salary over 12 months — typically saving between 26% and 42%, depending on your tax band. This year you can apply from 3 March until midnight on 31 March. To take part, you must be a permanent employee who has passed probation, and your monthly repayments must not take your pay below the National Minimum Wage. Once your certificate has been approved, you should pick up the bike from the retailer within 30 days. Remember that the bike must be used mainly for commuting.",
            ),
            Good(
                "preserve",
                "Cycle-to-work scheme: summary\n"
                "- What you get: a bicycle and safety equipment worth up to £2,500, paid for from your gross salary over 12 months.\n"
                "- Typical saving: 26–42%, depending on your tax band.\n"
                "- Application window: 3 March to midnight on 31 March this year.\n"
                "- Eligibility: you must be a permanent employee who has passed probation; monthly repayments must not reduce your pay below the National Minimum Wage.\n"
                "- Collection: after your certificate is approved, you should collect the bike from the retailer within 30 days.\n"
                "- Use: the bike must be used mainly for commuting.",
            ),
            Good(
                "pl",
                "W ramach programu „rowerem do pracy” (cycle-to-work) możesz otrzymać rower i sprzęt ochronny o wartości do 2500 GBP i spłacać ich koszt z wynagrodzenia brutto przez 12 miesięcy, co zazwyczaj pozwala zaoszczędzić od 26% do 42%, zależnie od progu podatkowego. W tym roku wnioski można składać od 3 marca do północy 31 marca. Musisz być pracownikiem zatrudnionym na stałe, po okresie próbnym, a miesięczne raty nie mogą obniżyć Twojego wynagrodzenia poniżej płacy minimalnej (National Minimum Wage). Po zatwierdzeniu certyfikatu powinieneś odebrać rower od sprzedawcy w ciągu 30 dni. Rower musi być używany głównie do dojazdów do pracy.",
            ),
        ],
        bad=[
            Slip(0, [("worth up to £2,500", "worth up to £1,500")], "number"),
            Slip(
                1, [("3 March to midnight on 31 March", "3 March to midnight on 21 March")], "date"
            ),
            Slip(2, [("Rower musi być używany", "Rower może być używany")], "modality"),
        ],
    ),
    Case(
        key="en-chamber-choir-audition-announcement",
        source="The Halden Chamber Choir is holding auditions for sopranos, tenors and basses on Saturday 20 September, between 10am and 4pm, at St Anne's Church Hall. Each audition lasts about 15 minutes. You will be asked to sing a prepared piece of your choice, sight-read a short extract and do some simple aural tests. An accompanist will be provided, but please bring two copies of your music. We rehearse on Wednesday evenings from 7.30 to 9.30pm, and members are expected to attend at least 80% of rehearsals. There are probably only four or five places available this season, so early booking is advisable.",
        good=[
            Good(
                "preserve",
                "Would you like to sing with the Halden Chamber Choir? We're auditioning sopranos, tenors and basses at St Anne's Church Hall on Saturday 20 September, between 10am and 4pm. Auditions last about 15 minutes: you'll be asked to sing a prepared piece of your choice, sight-read a short extract and do a few simple aural tests. We'll provide an accompanist, but please bring two copies of your music. Rehearsals are on Wednesday evenings, 7.30–9.30pm, and members are expected to attend at least 80% of them. There are probably only four or five places this season, so it's advisable to book early.",
            ),
            Good(
                "preserve",
                "Auditions – Halden Chamber Choir\n"
                "Date and time: Saturday 20 September, 10:00–16:00\n"
                "Venue: St Anne's Church Hall\n"
                "Voices: sopranos, tenors and basses\n\n"
                "Each audition lasts approximately 15 minutes and consists of a prepared piece chosen by the candidate, a short sight-reading extract and some simple aural tests. An accompanist is provided; candidates are asked to bring two copies of their music. Rehearsals take place on Wednesday evenings from 19:30 to 21:30, and members are expected to attend at least 80% of them. Probably only four or five places will be available this season, so early booking is advisable.",
            ),
            Good(
                "pl",
                "Chór kameralny Halden Chamber Choir organizuje przesłuchania dla sopranów, tenorów i basów w sobotę 20 września w godz. 10:00–16:00 w sali parafialnej przy kościele św. Anny (St Anne's Church Hall). Każde przesłuchanie trwa około 15 minut. Kandydaci zostaną poproszeni o zaśpiewanie przygotowanego utworu według własnego wyboru, przeczytanie a vista krótkiego fragmentu i wykonanie kilku prostych testów słuchowych. Zapewniamy akompaniatora, ale prosimy o przyniesienie dwóch egzemplarzy nut. Próby odbywają się w środy wieczorem od 19:30 do 21:30, a od członków oczekujemy obecności na co najmniej 80% prób. W tym sezonie dostępne będą prawdopodobnie tylko cztery lub pięć miejsc, dlatego warto zapisać się wcześniej.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Rehearsals are on Wednesday evenings", "Rehearsals are on Thursday evenings")],
                "date",
            ),
            Slip(
                1,
                [("An accompanist is provided;", "An accompanist, Martin Hale, is provided;")],
                "invented_fact",
            ),
            Slip(2, [("trwa około 15 minut", "trwa 15 minut")], "hedge"),
        ],
    ),
    Case(
        key="en-logtrim-readme-install-and-usage",
        source="# logtrim\n\n"
        "`logtrim` deletes rotated log files older than a given age. It requires Python 3.10 or newer.\n\n"
        "## Installation\n\n"
        "```\npip install logtrim==2.3.1\n```\n\n"
        "## Usage\n\n"
        "Run `logtrim --days 30 /var/log/myapp` to remove files older than 30 days. Add `--dry-run` to see what would be deleted without removing anything. The tool never touches the active log file, and it will not follow symbolic links unless you pass `--follow-links`. By default it keeps at least 5 files, even if they are older than the limit.",
        good=[
            Good(
                "preserve",
                "# logtrim\n\n"
                "`logtrim` removes rotated log files that are older than a specified age. You need Python 3.10 or later to run it.\n\n"
                "## Installation\n\n"
                "```\npip install logtrim==2.3.1\n```\n\n"
                "## Usage\n\n"
                "To delete files older than 30 days, run `logtrim --days 30 /var/log/myapp`. If you want to preview what would be removed without deleting anything, add `--dry-run`. The active log file is never touched, and symbolic links are not followed unless you pass `--follow-links`. By default, at least 5 files are kept, even if they are older than the limit.",
            ),
            Good(
                "preserve",
                "# logtrim\n\n"
                "`logtrim` cleans up rotated log files older than a chosen age (requires Python 3.10+).\n\n"
                "## Installation\n\n"
                "```\npip install logtrim==2.3.1\n```\n\n"
                "## Usage\n\n"
                "- `logtrim --days 30 /var/log/myapp` removes files older than 30 days.\n"
                "- `--dry-run` shows what would be deleted, without removing anything.\n"
                "- `--follow-links` makes the tool follow symbolic links, which it does not do otherwise.\n\n"
                "The active log file is never touched. By default, the tool keeps at least 5 files, even if they are older than the limit.",
            ),
            Good(
                "pl",
                "# logtrim\n\n"
                "`logtrim` usuwa zrotowane pliki logów starsze niż podany wiek. Wymaga Pythona 3.10 lub nowszego.\n\n"
                "## Instalacja\n\n"
                "```\npip install logtrim==2.3.1\n```\n\n"
                "## Użycie\n\n"
                "Uruchom `logtrim --days 30 /var/log/myapp`, aby usunąć pliki starsze niż 30 dni. Dodaj `--dry-run`, aby zobaczyć, co zostałoby usunięte, nie usuwając niczego. Narzędzie nigdy nie rusza aktywnego pliku logu i nie podąża za dowiązaniami symbolicznymi, chyba że przekażesz `--follow-links`. Domyślnie zachowuje co najmniej 5 plików, nawet jeśli są starsze niż limit.",
            ),
        ],
        bad=[
            Slip(0, [("## Usage\n\n", "Usage\n\n")], "markdown"),
            Slip(1, [("keeps at least 5 files", "keeps at least 3 files")], "number"),
            Slip(2, [("`--follow-links`", "`--follow-symlinks`")], "code"),
        ],
    ),
    Case(
        key="en-daily-steps-mortality-study-summary",
        source="A large cohort study by Okafor et al. (2021), published in The Lancet Public Health, followed 48,000 adults for nine years and found that people who walked at least 7,000 steps a day had a roughly 40% lower risk of death than those who walked fewer than 4,000. The authors caution that the association may be partly explained by pre-existing illness, since people in poor health tend to walk less. A later meta-analysis (Lindqvist & Moreau, 2023, p. 112) reported a similar pattern, although the benefit appeared to level off above about 10,000 steps. Neither study can prove that walking itself causes the lower risk.",
        good=[
            Good(
                "preserve",
                "In a large cohort study published in The Lancet Public Health, Okafor et al. (2021) followed 48,000 adults for nine years. Those who walked at least 7,000 steps a day had a roughly 40% lower risk of death than those who managed fewer than 4,000. However, the authors caution that pre-existing illness may partly explain the association, because people in poor health tend to walk less. A later meta-analysis (Lindqvist & Moreau, 2023, p. 112) found a similar pattern, though the benefit appeared to level off above about 10,000 steps. Neither study can prove that walking itself causes the lower risk.",
            ),
            Good(
                "preserve",
                "According to a large cohort study of 48,000 adults followed over nine years (Okafor et al., 2021, The Lancet Public Health), walking at least 7,000 steps daily was associated with an approximately 40% lower risk of death compared with walking fewer than 4,000 steps. The authors note that this association may be partly attributable to pre-existing illness, as people in poor health tend to walk less. A subsequent meta-analysis by Lindqvist and Moreau (2023, p. 112) reported a comparable pattern, with the benefit apparently levelling off above about 10,000 steps. Neither study is able to prove that walking itself causes the reduction in risk.",
            ),
            Good(
                "pl",
                "Duże badanie kohortowe Okafor i wsp. (2021), opublikowane w „The Lancet Public Health”, objęło 48 000 dorosłych obserwowanych przez dziewięć lat. Wykazało, że osoby pokonujące co najmniej 7000 kroków dziennie miały o około 40% niższe ryzyko zgonu niż osoby robiące mniej niż 4000 kroków. Autorzy zastrzegają, że związek ten może częściowo wynikać z wcześniej istniejących chorób, ponieważ osoby w złym stanie zdrowia zwykle mniej chodzą. Późniejsza metaanaliza (Lindqvist i Moreau, 2023, s. 112) wykazała podobną zależność, choć korzyść zdawała się przestawać rosnąć powyżej mniej więcej 10 000 kroków. Żadne z tych badań nie może dowieść, że to samo chodzenie powoduje niższe ryzyko.",
            ),
        ],
        bad=[
            Slip(0, [("followed 48,000 adults", "followed 84,000 adults")], "number"),
            Slip(
                1,
                [("Lindqvist and Moreau (2023, p. 112)", "Lindqvist and Moreau (2023, p. 121)")],
                "citation",
            ),
            Slip(2, [("może częściowo wynikać", "częściowo wynika")], "hedge"),
        ],
    ),
    Case(
        key="en-wisdom-tooth-removal-aftercare-leaflet",
        source="After your wisdom tooth removal, some swelling and discomfort are normal and will probably be worst on the second or third day. For the first 24 hours you should not rinse your mouth, smoke or drink alcohol, as this may disturb the blood clot. From the next day, rinse gently with warm salt water after meals. You can take paracetamol or ibuprofen as directed on the packet, but do not take more than the stated dose. You must contact the clinic on 020 7946 0321 if bleeding does not stop after an hour of firm pressure, or if you develop a high temperature.",
        good=[
            Good(
                "preserve",
                "Recovering from wisdom tooth removal\n\n"
                "Some swelling and discomfort are normal and will probably be at their worst on the second or third day.\n\n"
                "For the first 24 hours, you should not:\n"
                "- rinse your mouth\n"
                "- smoke\n"
                "- drink alcohol\n\n"
                "Any of these may disturb the blood clot. From the next day, rinse gently with warm salt water after meals. For pain, you can take paracetamol or ibuprofen as directed on the packet, but don't take more than the stated dose. If bleeding hasn't stopped after an hour of firm pressure, or if you develop a high temperature, you must contact the clinic on 020 7946 0321.",
            ),
            Good(
                "preserve",
                "Some swelling and discomfort following wisdom tooth removal are normal; they will probably be at their worst on the second or third day. During the first 24 hours, patients should not rinse their mouth, smoke or drink alcohol, as this may disturb the blood clot. From the following day, rinse gently with warm salt water after meals. Paracetamol or ibuprofen may be taken as directed on the packet, but the stated dose must not be exceeded. Patients must contact the clinic on 020 7946 0321 if bleeding does not stop after an hour of firm pressure or if they develop a high temperature.",
            ),
            Good(
                "pl",
                "Po usunięciu zęba mądrości pewien obrzęk i dyskomfort są normalne i prawdopodobnie będą najsilniejsze w drugim lub trzecim dniu. Przez pierwsze 24 godziny nie powinieneś płukać ust, palić ani pić alkoholu, ponieważ może to naruszyć skrzep. Od następnego dnia delikatnie płucz usta ciepłą wodą z solą po posiłkach. Możesz przyjmować paracetamol lub ibuprofen zgodnie z zaleceniami na opakowaniu, ale nie przekraczaj podanej dawki. Musisz skontaktować się z kliniką pod numerem 020 7946 0321, jeśli krwawienie nie ustanie po godzinie mocnego uciskania lub jeśli pojawi się wysoka gorączka.",
            ),
        ],
        bad=[
            Slip(0, [("will probably be at their worst", "will be at their worst")], "hedge"),
            Slip(
                1,
                [("Patients must contact the clinic", "Patients may contact the clinic")],
                "modality",
            ),
            Slip(2, [("jeśli krwawienie nie ustanie", "jeśli krwawienie ustanie")], "negation"),
        ],
    ),
    Case(
        key="en-county-archive-reading-room-visitor-rules",
        source="The county record office reading room is open Tuesday to Friday, 9.30am to 4.30pm, and on the first Saturday of each month. Original documents must be ordered at least three working days in advance through the online catalogue at https://archives.westmere.gov.uk/catalogue. Readers need a CARN reader's ticket; bring two forms of ID on your first visit. Photography for private research is allowed with a £5 daily permit, but flash may not be used. If you publish material from our collections, please cite the reference number and the archive, for example: Westmere Archives, D/HAR/4/12, letter of 3 June 1847.",
        good=[
            Good(
                "preserve",
                "You can visit the county record office reading room from Tuesday to Friday, 9.30am–4.30pm, and on the first Saturday of every month. Original documents must be ordered through our online catalogue at https://archives.westmere.gov.uk/catalogue at least three working days before you need them. You'll need a CARN reader's ticket, so bring two forms of ID when you first visit. You may take photographs for private research if you buy a £5 daily permit, but you may not use flash. If you publish anything from our collections, please cite both the reference number and the archive — for example: Westmere Archives, D/HAR/4/12, letter of 3 June 1847.",
            ),
            Good(
                "preserve",
                "County record office – using the reading room\n"
                "- Opening hours: Tuesday–Friday, 9.30am–4.30pm, plus the first Saturday of each month.\n"
                "- Ordering: original documents must be ordered at least three working days in advance via the online catalogue (https://archives.westmere.gov.uk/catalogue).\n"
                "- Admission: a CARN reader's ticket is required; bring two forms of ID on your first visit.\n"
                "- Photography: allowed for private research with a £5 daily permit; flash may not be used.\n"
                "- Citing: if you publish material from our collections, please give the reference number and the archive, e.g. Westmere Archives, D/HAR/4/12, letter of 3 June 1847.",
            ),
            Good(
                "pl",
                "Czytelnia archiwum hrabstwa jest czynna od wtorku do piątku w godz. 9:30–16:30 oraz w pierwszą sobotę każdego miesiąca. Oryginalne dokumenty trzeba zamawiać co najmniej trzy dni robocze wcześniej przez katalog online pod adresem https://archives.westmere.gov.uk/catalogue. Czytelnicy potrzebują karty czytelnika CARN; na pierwszą wizytę prosimy przynieść dwa dokumenty tożsamości. Fotografowanie na potrzeby prywatnych badań jest dozwolone po wykupieniu jednodniowego zezwolenia za 5 GBP, ale nie wolno używać lampy błyskowej. Jeśli publikujesz materiały z naszych zbiorów, prosimy o podanie sygnatury i nazwy archiwum, np.: Westmere Archives, D/HAR/4/12, list z 3 czerwca 1847 r.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("on the first Saturday of every month", "on the last Saturday of every month")],
                "date",
            ),
            Slip(
                1,
                [
                    (
                        "(https://archives.westmere.gov.uk/catalogue)",
                        "(https://archives.westmere.gov.uk/search)",
                    )
                ],
                "url",
            ),
            Slip(2, [("D/HAR/4/12", "D/HAR/4/17")], "citation"),
        ],
    ),
    Case(
        key="en-allotment-tenancy-site-rules-list",
        source="Allotment tenants must keep at least three-quarters of their plot under cultivation throughout the growing season. Bonfires are not permitted between April and September, and at other times may only be lit after 6pm when the wind is light. Hosepipes must not be left running unattended, and sprinklers are banned on all sites. You may keep up to six hens, but cockerels are not allowed. Sheds should be no larger than 2.4 by 1.8 metres and need written approval from the site secretary before they are put up. Plots that are neglected for two consecutive inspections may be offered to the next person on the waiting list.",
        good=[
            Good(
                "preserve",
                "As an allotment tenant, you must keep at least three-quarters of your plot under cultivation throughout the growing season. You can't have bonfires between April and September; at other times, you may only light one after 6pm and when the wind is light. You must never leave a hosepipe running unattended, and sprinklers are banned on every site. You may keep up to six hens, but cockerels aren't allowed. Sheds should be no bigger than 2.4 × 1.8 metres, and you need written approval from the site secretary before putting one up. If your plot is found neglected at two inspections in a row, it may be offered to the next person on the waiting list.",
            ),
            Good(
                "preserve",
                "Allotment rules\n"
                "1. Cultivation: tenants must keep no less than three-quarters of their plot cultivated throughout the growing season.\n"
                "2. Bonfires: not permitted from April to September; at other times they may only be lit after 6pm when the wind is light.\n"
                "3. Watering: hosepipes must not be left running unattended; sprinklers are banned on all sites.\n"
                "4. Poultry: up to six hens may be kept; cockerels are not allowed.\n"
                "5. Sheds: should be no larger than 2.4 m × 1.8 m; written approval from the site secretary is needed before a shed is put up.\n"
                "6. Neglect: a plot neglected for two consecutive inspections may be offered to the next person on the waiting list.",
            ),
            Good(
                "pl",
                "Dzierżawcy działek muszą przez cały sezon wegetacyjny uprawiać co najmniej trzy czwarte swojej działki. Ogniska są zabronione od kwietnia do września, a w pozostałych miesiącach można je rozpalać tylko po godz. 18:00 i przy słabym wietrze. Węży ogrodowych nie wolno zostawiać odkręconych bez nadzoru, a zraszacze są zakazane na wszystkich terenach. Można trzymać do sześciu kur, ale koguty są niedozwolone. Szopy nie powinny być większe niż 2,4 na 1,8 metra, a przed ich postawieniem trzeba uzyskać pisemną zgodę sekretarza ogrodów. Działki zaniedbane podczas dwóch kolejnych inspekcji mogą zostać zaproponowane następnej osobie z listy oczekujących.",
            ),
        ],
        bad=[
            Slip(0, [("You can't have bonfires", "You can have bonfires")], "negation"),
            Slip(1, [("tenants must keep no less", "tenants should keep no less")], "modality"),
            Slip(
                2,
                [
                    (
                        "zakazane na wszystkich terenach.",
                        "zakazane na wszystkich terenach ze względu na limity wody nałożone przez miejskie wodociągi.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-helpdesk-sso-setup-docs-markdown",
        source="## Enabling single sign-on\n\n"
        "Before you start, make sure you are on version 4.2 or later. Single sign-on is configured in `config/auth.yml`:\n\n"
        "```yaml\nsso:\n  enabled: true\n  provider: okta\n```\n\n"
        "After saving the file, you must restart the service with `sudo systemctl restart helmdesk`. Users who already have local accounts do not need to re-register; their accounts will be linked the first time they sign in through SSO. You should keep at least one local administrator account as a fallback in case the identity provider is unavailable.",
        good=[
            Good(
                "preserve",
                "## Enabling single sign-on\n\n"
                "1. Check that you are running version 4.2 or later.\n"
                "2. Add the SSO settings to `config/auth.yml`:\n\n"
                "   ```yaml\n   sso:\n     enabled: true\n     provider: okta\n   ```\n\n"
                "3. Save the file. You must then restart the service with `sudo systemctl restart helmdesk`.\n\n"
                "Existing users with local accounts don't need to re-register — their accounts will be linked the first time they sign in via SSO. You should keep at least one local administrator account as a fallback, in case the identity provider is unavailable.",
            ),
            Good(
                "preserve",
                "## Enabling single sign-on\n\n"
                "You need version 4.2 or later. SSO is configured in `config/auth.yml`:\n\n"
                "```yaml\nsso:\n  enabled: true\n  provider: okta\n```\n\n"
                "Once the file is saved, the service must be restarted with `sudo systemctl restart helmdesk`. Users with existing local accounts do not need to re-register: the first time they sign in through SSO, their accounts will be linked. As a fallback in case the identity provider is unavailable, you should keep at least one local administrator account.",
            ),
            Good(
                "pl",
                "## Włączanie logowania jednokrotnego (SSO)\n\n"
                "Zanim zaczniesz, upewnij się, że masz wersję 4.2 lub nowszą. Logowanie jednokrotne konfiguruje się w pliku `config/auth.yml`:\n\n"
                "```yaml\nsso:\n  enabled: true\n  provider: okta\n```\n\n"
                "Po zapisaniu pliku musisz zrestartować usługę poleceniem `sudo systemctl restart helmdesk`. Użytkownicy, którzy mają już konta lokalne, nie muszą rejestrować się ponownie; ich konta zostaną powiązane przy pierwszym logowaniu przez SSO. Powinieneś zachować co najmniej jedno lokalne konto administratora jako awaryjne na wypadek niedostępności dostawcy tożsamości.",
            ),
        ],
        bad=[
            Slip(0, [("You must then restart", "You can then restart")], "modality"),
            Slip(
                1,
                [("`sudo systemctl restart helmdesk`", "`sudo systemctl reload helmdesk`")],
                "code",
            ),
            Slip(2, [("```yaml\nsso:", "sso:"), ("okta\n```\n", "okta\n")], "markdown"),
        ],
    ),
    Case(
        key="en-year-six-school-trip-letter",
        source="Dear parents and carers, Year 6 will visit the Eden Project on Thursday 15 May. The coach leaves school at 8.15am sharp and should be back by about 5pm. The trip costs £28 per child, which includes entry and transport; please pay through ParentPay by 2 May. Children will need a packed lunch, a refillable water bottle and a waterproof coat, as much of the visit is outdoors. Please do not send your child with money or mobile phones, as we cannot be responsible for lost items. If your child has any medical needs we are not yet aware of, please let the office know before the trip.",
        good=[
            Good(
                "preserve",
                "Dear parents and carers,\n\n"
                "Year 6 are visiting the Eden Project on Thursday 15 May.\n\n"
                "- Departure: the coach leaves school at 8.15am sharp.\n"
                "- Return: the coach should be back by about 5pm.\n"
                "- Cost: £28 per child, covering entry and transport. Please pay via ParentPay by 2 May.\n"
                "- What to bring: a packed lunch, a refillable water bottle and a waterproof coat, as much of the visit is outdoors.\n"
                "- Please don't send money or mobile phones; we cannot be responsible for lost items.\n\n"
                "If your child has any medical needs we don't yet know about, please tell the office before the trip.",
            ),
            Good(
                "preserve",
                "Dear parents and carers,\n\n"
                "We're pleased to let you know that Year 6 will be visiting the Eden Project on Thursday 15 May. The coach will leave school at 8.15am sharp, and we should be back by around 5pm. The trip costs £28 per child, covering both entry and transport, and we ask you to pay through ParentPay by 2 May. As much of the day will be spent outdoors, your child will need a waterproof coat, as well as a packed lunch and a refillable water bottle. We cannot be responsible for lost items, so please do not send your child with any money or a mobile phone. Finally, if your child has any medical needs we are not yet aware of, please let the office know before the trip.",
            ),
            Good(
                "pl",
                "Drodzy Rodzice i Opiekunowie,\n\n"
                "uczniowie klasy 6 (Year 6) pojadą do Eden Project w czwartek 15 maja. Autokar odjeżdża spod szkoły punktualnie o 8:15 i powinien wrócić około 17:00. Wycieczka kosztuje 28 funtów od dziecka, w tym wstęp i transport; prosimy o wpłatę przez ParentPay do 2 maja. Dzieci będą potrzebowały suchego prowiantu, bidonu wielokrotnego użytku i kurtki przeciwdeszczowej, ponieważ duża część wizyty odbywa się na świeżym powietrzu. Prosimy nie dawać dzieciom pieniędzy ani telefonów komórkowych, ponieważ nie możemy odpowiadać za zgubione rzeczy. Jeśli Państwa dziecko ma potrzeby medyczne, o których jeszcze nie wiemy, prosimy poinformować o tym sekretariat przed wycieczką.",
            ),
        ],
        bad=[
            Slip(0, [("£28 per child", "£23 per child")], "number"),
            Slip(
                1,
                [
                    (
                        "medical needs we are not yet aware of",
                        "medical needs we are already aware of",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Dzieci będą potrzebowały suchego prowiantu, bidonu wielokrotnego użytku i kurtki przeciwdeszczowej, ponieważ duża część wizyty odbywa się na świeżym powietrzu. Prosimy nie dawać dzieciom pieniędzy ani telefonów komórkowych, ponieważ nie możemy odpowiadać za zgubione rzeczy.",
                        "Children will need a packed lunch, a refillable water bottle and a waterproof coat, as much of the visit is outdoors. Please do not send your child with money or mobile phones, as we cannot be responsible for lost items.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-shorthold-deposit-scheme-landlord-obligations",
        source="If you rent your home on an assured shorthold tenancy in England, your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it, as required by section 213 of the Housing Act 2004. They must also give you the prescribed information about the scheme within the same period. If they fail to do so, you can apply to the county court, which may order them to pay you between one and three times the deposit. At the end of the tenancy, your landlord should return the deposit within 10 days of agreeing how much you will get back. Disputes can be referred to the scheme's free resolution service.",
        good=[
            Good(
                "preserve",
                "Where a home in England is let on an assured shorthold tenancy, section 213 of the Housing Act 2004 requires the landlord to protect the tenant's deposit in a government-approved scheme within 30 days of receiving it. Within the same period, the landlord must also give the tenant the prescribed information about the scheme. If the landlord fails to do so, the tenant can apply to the county court, which may order the landlord to pay the tenant between one and three times the deposit. When the tenancy ends, the landlord should return the deposit within 10 days of the parties agreeing how much is to be returned. Any dispute can be referred to the scheme's free resolution service.",
            ),
            Good(
                "preserve",
                "Renting your home in England on an assured shorthold tenancy? Your landlord must:\n"
                "- protect your deposit in a government-approved scheme within 30 days of receiving it, as section 213 of the Housing Act 2004 requires, and\n"
                "- give you the prescribed information about the scheme within that same period.\n\n"
                "If they don't, you can apply to the county court, which may order them to pay you one to three times the deposit. When the tenancy ends, your landlord should return your deposit within 10 days of agreeing with you how much you'll get back. If there's a dispute, it can be referred to the scheme's free resolution service.",
            ),
            Good(
                "pl",
                "Jeśli wynajmujesz mieszkanie w Anglii na podstawie umowy assured shorthold tenancy, właściciel musi w ciągu 30 dni od otrzymania kaucji zabezpieczyć ją w zatwierdzonym przez rząd systemie ochrony depozytów, czego wymaga sekcja 213 ustawy Housing Act 2004. W tym samym terminie musi też przekazać Ci wymagane informacje o tym systemie. Jeśli tego nie zrobi, możesz wystąpić do sądu hrabstwa (county court), który może nakazać mu zapłatę od jednokrotności do trzykrotności kaucji. Po zakończeniu najmu właściciel powinien zwrócić kaucję w ciągu 10 dni od uzgodnienia, ile pieniędzy otrzymasz z powrotem. Spory można skierować do bezpłatnej usługi rozstrzygania sporów prowadzonej przez dany system.",
            ),
        ],
        bad=[
            Slip(0, [("Housing Act 2004", "Housing Act 1988")], "legal_reference"),
            Slip(1, [("within 10 days of agreeing", "within 14 days of agreeing")], "date"),
            Slip(
                2,
                [("W tym samym terminie musi też", "W tym samym terminie powinien też")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-hollow-pond-swim-water-quality",
        source="Water quality at Hollow Pond is tested weekly from May to September, and results are posted at www.hollowpond-swim.org.uk/water by Friday afternoon. After heavy rain, bacteria levels are likely to rise for up to 72 hours, so swimming is not advised during that time. Blue-green algae can appear in warm, still weather; if you see a green scum on the surface, keep yourself and your dog out of the water. There are no lifeguards on site, and swimmers should wear a bright tow float. It is estimated that around 2,000 people swim here each summer.",
        good=[
            Good(
                "preserve",
                "Swimming at Hollow Pond – what you need to know\n"
                "- Water quality is tested every week from May to September. Results go up at www.hollowpond-swim.org.uk/water by Friday afternoon.\n"
                "- After heavy rain, bacteria levels are likely to rise for up to 72 hours, so swimming is not advised during that time.\n"
                "- Blue-green algae can appear in warm, still weather. If you spot a green scum on the surface, keep yourself and your dog out of the water.\n"
                "- There are no lifeguards on site, and you should wear a bright tow float.\n"
                "- It's estimated that around 2,000 people swim here each summer.",
            ),
            Good(
                "preserve",
                "An estimated 2,000 or so people swim at Hollow Pond each summer. From May to September the water is tested weekly, with results posted at www.hollowpond-swim.org.uk/water by Friday afternoon. Bacteria levels are likely to rise for up to 72 hours after heavy rain, and swimming is not advised during that period. In warm, still weather blue-green algae can appear: if there is a green scum on the surface, keep both yourself and your dog out of the water. Swimmers should wear a bright tow float, and note that there are no lifeguards on site.",
            ),
            Good(
                "pl",
                "Jakość wody w Hollow Pond jest badana co tydzień od maja do września, a wyniki są publikowane na stronie www.hollowpond-swim.org.uk/water do piątkowego popołudnia. Po intensywnych opadach poziom bakterii prawdopodobnie wzrośnie na okres do 72 godzin, dlatego w tym czasie kąpiel nie jest zalecana. Przy ciepłej, bezwietrznej pogodzie mogą pojawić się sinice; jeśli zauważysz zielony kożuch na powierzchni, nie wchodź do wody i nie wpuszczaj do niej psa. Na miejscu nie ma ratowników, a pływacy powinni mieć ze sobą jaskrawą bojkę asekuracyjną. Szacuje się, że każdego lata pływa tu około 2000 osób.",
            ),
        ],
        bad=[
            Slip(0, [("www.hollowpond-swim.org.uk/water", "www.hollowpond-swim.org.uk")], "url"),
            Slip(1, [("Bacteria levels are likely to rise", "Bacteria levels rise")], "hedge"),
            Slip(
                2,
                [
                    (
                        "pływa tu około 2000 osób.",
                        "pływa tu około 2000 osób, a od 2019 roku nie odnotowano tu żadnego wypadku.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-half-marathon-volunteer-marshals-callout",
        source="We need around 150 volunteer marshals for the Riverside Half Marathon on Sunday 12 October. Marshals must be at least 18, or 16 if accompanied by an adult volunteer. Shifts start at 7am and usually finish by 1pm. You will receive a briefing pack by email a week before the race, and a high-visibility vest, a packed lunch and a water bottle on the day. Marshals do not need any first-aid training, but they must not leave their post until the sweep vehicle has passed. Please register by 30 September at volunteers@riversidehalf.org, stating whether you can also help with the finish area.",
        good=[
            Good(
                "preserve",
                "Could you marshal at the Riverside Half Marathon on Sunday 12 October? We need around 150 volunteers. You must be at least 18 — or 16 if you're accompanied by an adult volunteer. Shifts start at 7am and usually finish by 1pm. We'll email you a briefing pack a week before the race, and on the day you'll get a high-visibility vest, a packed lunch and a water bottle. You don't need any first-aid training, but you must not leave your post until the sweep vehicle has passed. To sign up, email volunteers@riversidehalf.org by 30 September and tell us whether you can also help with the finish area.",
            ),
            Good(
                "preserve",
                "Riverside Half Marathon – volunteer marshals wanted\n"
                "Date: Sunday 12 October\n"
                "Marshals needed: approximately 150\n"
                "Minimum age: 18 (or 16 if accompanied by an adult volunteer)\n"
                "Shifts: start at 7am, usually finishing by 1pm\n\n"
                "Marshals will be sent a briefing pack by email one week before the race and will receive a high-visibility vest, a packed lunch and a water bottle on the day. No first-aid training is needed; however, marshals must not leave their post until the sweep vehicle has passed. To register, please email volunteers@riversidehalf.org by 30 September, stating whether you are also able to help with the finish area.",
            ),
            Good(
                "pl",
                "Na półmaraton Riverside Half Marathon w niedzielę 12 października potrzebujemy około 150 wolontariuszy do obsługi trasy. Porządkowi muszą mieć ukończone 18 lat albo 16 lat, jeśli towarzyszy im dorosły wolontariusz. Zmiany zaczynają się o 7:00 i zwykle kończą się do 13:00. Tydzień przed biegiem otrzymasz e-mailem pakiet informacyjny, a w dniu zawodów – kamizelkę odblaskową, suchy prowiant i bidon. Porządkowi nie potrzebują szkolenia z pierwszej pomocy, ale nie wolno im opuszczać swojego posterunku, dopóki nie przejedzie pojazd zamykający bieg. Prosimy o rejestrację do 30 września pod adresem volunteers@riversidehalf.org z informacją, czy możesz pomóc także w strefie mety.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "You don't need any first-aid training, but",
                        "You need first-aid training, and",
                    )
                ],
                "negation",
            ),
            Slip(1, [("approximately 150", "approximately 250")], "number"),
            Slip(
                2,
                [("suchy prowiant i bidon", "suchy prowiant, bidon i pamiątkowy medal")],
                "invented_fact",
            ),
        ],
    ),
]
