# ruff: noqa: E501, RUF001
"""English source cases of blind set 69: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-hearing-dog-puppy-socialiser-volunteers",
        source="Thank you for your interest in becoming a volunteer puppy socialiser with Hearing Paws. Each year we place about 40 puppies with socialisers across the East Midlands. A puppy usually stays with you for 12 to 16 months before it begins formal training at our centre in Leicester. You do not need previous experience with dogs, but you must be at home for most of the day, as puppies should not be left alone for more than four hours. We cover all food, equipment and vet bills, and a puppy trainer will visit you every two weeks. To apply, complete the form at hearingpaws.org.uk/volunteer or call 0116 496 0321.",
        good=[
            Good(
                "preserve",
                "Interested in raising a puppy for Hearing Paws? Every year we place about 40 puppies with volunteer socialisers across the East Midlands. You'd usually have your puppy for 12–16 months, after which it starts formal training at our Leicester centre. No previous dog experience is needed. You must, however, be at home for most of the day, because puppies shouldn't be left on their own for more than four hours. We pay for all food, equipment and vet bills, and a puppy trainer will visit you every two weeks. To apply, fill in the form at hearingpaws.org.uk/volunteer or phone 0116 496 0321.",
            ),
            Good(
                "preserve",
                "Becoming a puppy socialiser with Hearing Paws: the key points\n\n"
                "- We place about 40 puppies a year with socialisers across the East Midlands.\n"
                "- A puppy normally stays with you for 12 to 16 months, then starts formal training at our Leicester centre.\n"
                "- Prior experience with dogs is not required.\n"
                "- You must be at home for most of the day: puppies should not be left alone for longer than four hours.\n"
                "- All food, equipment and vet bills are covered by us, and a puppy trainer visits you every two weeks.\n\n"
                "Apply through the form at hearingpaws.org.uk/volunteer or by calling 0116 496 0321.",
            ),
            Good(
                "pl",
                "Dziękujemy za zainteresowanie wolontariatem w Hearing Paws w roli opiekuna szczeniaka. Co roku przekazujemy około 40 szczeniąt opiekunom w regionie East Midlands. Szczeniak zwykle zostaje u Ciebie od 12 do 16 miesięcy, zanim rozpocznie właściwe szkolenie w naszym ośrodku w Leicester. Nie potrzebujesz wcześniejszego doświadczenia z psami, ale musisz przebywać w domu przez większą część dnia, ponieważ szczeniąt nie należy zostawiać samych na dłużej niż cztery godziny. Pokrywamy wszystkie koszty karmy, wyposażenia i weterynarza, a co dwa tygodnie odwiedzi Cię trener szczeniąt. Aby się zgłosić, wypełnij formularz na stronie hearingpaws.org.uk/volunteer lub zadzwoń pod numer 0116 496 0321.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("No previous dog experience is needed.", "Previous dog experience is needed.")],
                "negation",
            ),
            Slip(1, [("about 40 puppies a year", "about 60 puppies a year")], "number"),
            Slip(
                2,
                [
                    (
                        "Pokrywamy wszystkie koszty karmy, wyposażenia i weterynarza,",
                        "Pokrywamy wszystkie koszty karmy, wyposażenia i weterynarza, zwracamy też koszty dojazdów na zajęcia,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-ice-rink-public-skating-session-rules",
        source="Public skating sessions at Riverside Ice Arena run on weekdays from 4:30 pm to 6:30 pm and on Saturdays from 10:00 am to 1:00 pm. Children under 8 must be accompanied on the ice by a paying adult, and helmets are strongly recommended for all skaters under 12. Skate aids (the plastic penguins) may be hired for £3 but cannot be used by anyone over 10. Please do not bring food or drinks onto the ice. The ice is resurfaced halfway through each session, so skaters will be asked to leave the rink for about 15 minutes. Tickets bought online are not refundable, but they can be moved to another session up to 24 hours beforehand.",
        good=[
            Good(
                "preserve",
                "Coming to a public skate at Riverside Ice Arena? Sessions run on weekdays from 4:30 to 6:30 pm and on Saturdays from 10 am to 1 pm. If you bring a child under 8, a paying adult must go on the ice with them, and we strongly recommend helmets for every skater under 12. You may hire a skate aid (one of our plastic penguins) for £3, though they cannot be used by anyone older than 10. Please don't take food or drinks onto the ice. Halfway through each session we resurface the ice, so you'll be asked to step off for about 15 minutes. Online tickets are non-refundable, but you can move them to another session up to 24 hours in advance.",
            ),
            Good(
                "preserve",
                "Riverside Ice Arena: public session rules\n\n"
                "Opening times: weekdays 16:30–18:30; Saturdays 10:00–13:00.\n\n"
                "- Skaters under 8 must be accompanied on the ice by a paying adult.\n"
                "- Helmets are strongly recommended for all skaters under 12.\n"
                "- Skate aids (plastic penguins) may be hired for £3 but cannot be used by skaters over 10.\n"
                "- Please do not bring food or drinks onto the ice.\n"
                "- The ice is resurfaced midway through every session; skaters will be asked to leave the rink for approximately 15 minutes.\n"
                "- Online tickets are non-refundable, but they can be transferred to another session up to 24 hours beforehand.",
            ),
            Good(
                "pl",
                "Ślizgawki ogólnodostępne na Riverside Ice Arena odbywają się w dni powszednie w godz. 16:30–18:30, a w soboty w godz. 10:00–13:00. Dzieci poniżej 8 lat muszą wchodzić na lód w towarzystwie płacącej osoby dorosłej, a wszystkim łyżwiarzom poniżej 12 lat zdecydowanie zalecamy kaski. Pomoce do nauki jazdy (plastikowe pingwiny) można wypożyczyć za 3 funty, ale nie mogą z nich korzystać osoby powyżej 10 lat. Prosimy nie wnosić na lód jedzenia ani napojów. W połowie każdej sesji lód jest wygładzany, więc łyżwiarze zostaną poproszeni o zejście z tafli na około 15 minut. Biletów kupionych online nie zwracamy, ale można je przenieść na inną sesję najpóźniej 24 godziny wcześniej.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "a paying adult must go on the ice with them",
                        "a paying adult should go on the ice with them",
                    )
                ],
                "modality",
            ),
            Slip(1, [("Saturdays 10:00–13:00", "Saturdays 10:00–12:00")], "date"),
            Slip(
                2,
                [
                    (
                        ", ale nie mogą z nich korzystać osoby powyżej 10 lat",
                        "; mogą z nich korzystać również osoby powyżej 10 lat",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-crypto-exchange-withdrawal-limits-clause",
        source="Section 7.3 – Withdrawals. Withdrawals to external wallets are normally processed within 30 minutes, but may take up to 24 hours if a transaction is flagged for manual review. The minimum withdrawal is 0.001 BTC, and a network fee of 0.0002 BTC is deducted from each withdrawal. Unverified accounts may withdraw no more than €1,000 per day. We may suspend withdrawals without prior notice where required by the Money Laundering Regulations 2017 or where we reasonably suspect fraud, as described in Section 12. Cryptoasset transfers are irreversible: we cannot recover funds sent to an incorrect address.",
        good=[
            Good(
                "preserve",
                "Withdrawals (Section 7.3). When you withdraw to an external wallet, it normally goes through within 30 minutes, but it may take up to 24 hours if the transaction is flagged for manual review. The smallest amount you can withdraw is 0.001 BTC, and we take a network fee of 0.0002 BTC from every withdrawal. If your account is unverified, you may withdraw no more than €1,000 a day. We may suspend withdrawals without telling you first where the Money Laundering Regulations 2017 require it or where we reasonably suspect fraud (see Section 12). Crypto transfers cannot be reversed, so we cannot get back funds sent to a wrong address.",
            ),
            Good(
                "preserve",
                "7.3 Withdrawals\n\n"
                "Unverified accounts may withdraw at most €1,000 per day. The minimum per withdrawal is 0.001 BTC, and a network fee of 0.0002 BTC is deducted from each one. Withdrawals to external wallets are usually processed within 30 minutes; transactions flagged for manual review may take as long as 24 hours. Where the Money Laundering Regulations 2017 require it, or where we reasonably suspect fraud (see Section 12), we may suspend withdrawals without prior notice. Please note that cryptoasset transfers are irreversible: we cannot recover funds sent to an incorrect address.",
            ),
            Good(
                "pl",
                "Punkt 7.3 – Wypłaty. Wypłaty na portfele zewnętrzne są zwykle realizowane w ciągu 30 minut, ale jeśli transakcja zostanie skierowana do ręcznej weryfikacji, mogą potrwać do 24 godzin. Minimalna kwota wypłaty to 0,001 BTC, a od każdej wypłaty potrącana jest opłata sieciowa w wysokości 0,0002 BTC. Z kont niezweryfikowanych można wypłacić maksymalnie 1000 euro dziennie. Możemy wstrzymać wypłaty bez uprzedniego powiadomienia, jeśli wymagają tego Money Laundering Regulations 2017 lub jeśli mamy uzasadnione podejrzenie oszustwa, zgodnie z punktem 12. Transfery kryptoaktywów są nieodwracalne: nie jesteśmy w stanie odzyskać środków wysłanych na błędny adres.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "it normally goes through within 30 minutes",
                        "it goes through within 30 minutes",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("(see Section 12)", "(see Section 21)")], "legal_reference"),
            Slip(2, [("w wysokości 0,0002 BTC", "w wysokości 0,002 BTC")], "number"),
        ],
    ),
    Case(
        key="en-roofing-workmanship-guarantee-claim-terms",
        source="Your new roof is covered by our 15-year workmanship guarantee, which starts on the date shown on your completion certificate. The guarantee covers leaks caused by faulty installation; it does not cover storm damage, blocked gutters or alterations made by other trades. To keep the guarantee valid, you should have the roof inspected every three years and you must not walk on the tiles yourself. Any claim must be made in writing within 30 days of discovering the problem, to claims@ashfordroofing.co.uk. We will normally arrange an inspection within ten working days. The guarantee can be transferred once to a new owner if you sell the property.",
        good=[
            Good(
                "preserve",
                "What your roofing guarantee means\n\n"
                "Your new roof comes with a 15-year workmanship guarantee, starting from the date on your completion certificate.\n\n"
                "Covered: leaks caused by faulty installation.\n"
                "Not covered: storm damage, blocked gutters, or alterations by other trades.\n\n"
                "To keep it valid:\n"
                "- you should get the roof inspected every three years;\n"
                "- you must not walk on the tiles yourself.\n\n"
                "Making a claim: you must write to claims@ashfordroofing.co.uk within 30 days of discovering the problem. We'll normally arrange an inspection within ten working days.\n\n"
                "Selling your home? The guarantee can be transferred to the new owner once.",
            ),
            Good(
                "preserve",
                "The workmanship guarantee on your new roof runs for 15 years from the date stated on your completion certificate. It applies to leaks resulting from faulty installation, but excludes storm damage, blocked gutters and any alterations carried out by other trades. For the guarantee to remain valid, the roof should be inspected every three years, and you must not walk on the tiles yourself. Claims must be submitted in writing to claims@ashfordroofing.co.uk within 30 days of the problem being discovered; an inspection will normally be arranged within ten working days. Should you sell the property, the guarantee can be transferred to the new owner once.",
            ),
            Good(
                "pl",
                "Państwa nowy dach jest objęty naszą 15-letnią gwarancją na wykonawstwo, liczoną od daty podanej w protokole odbioru. Gwarancja obejmuje przecieki spowodowane wadliwym montażem; nie obejmuje szkód wywołanych burzą, zapchanych rynien ani przeróbek wykonanych przez inne ekipy. Aby gwarancja zachowała ważność, powinni Państwo zlecać przegląd dachu co trzy lata i nie wolno Państwu samodzielnie chodzić po dachówkach. Reklamację trzeba zgłosić pisemnie w ciągu 30 dni od wykrycia problemu na adres claims@ashfordroofing.co.uk. Oględziny organizujemy zwykle w ciągu dziesięciu dni roboczych. W razie sprzedaży nieruchomości gwarancję można jednorazowo przenieść na nowego właściciela.",
            ),
        ],
        bad=[
            Slip(0, [("within 30 days of discovering", "within 60 days of discovering")], "date"),
            Slip(
                1,
                [
                    (
                        "the roof should be inspected every three years",
                        "the roof must be inspected every three years",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "nie obejmuje szkód wywołanych burzą, zapchanych rynien ani przeróbek wykonanych przez inne ekipy",
                        "obejmuje również szkody wywołane burzą, zapchane rynny oraz przeróbki wykonane przez inne ekipy",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-valley-wildlife-centre-hedgehog-first-aid",
        source="If you find a hedgehog out during the day, it is probably unwell and needs help. Pick it up with thick gloves or a towel and place it in a high-sided box lined with newspaper. Do not give it milk or bread, as these can cause severe diarrhoea; a shallow dish of water is fine. Keep the box somewhere quiet and warm, but not directly next to a radiator. Call our rescue line on 01632 960 455 as soon as you can, or use the contact form at www.valleywildlife.org/help. Hedgehogs found in autumn weighing less than 450 g are unlikely to survive hibernation and may need to be overwintered at the centre.",
        good=[
            Good(
                "preserve",
                "Found a hedgehog out in daylight? It's probably unwell and needs help. Here's what to do:\n\n"
                "1. Using thick gloves or a towel, pick it up and put it in a high-sided box lined with newspaper.\n"
                "2. Offer a shallow dish of water, but don't give it milk or bread, as these can cause severe diarrhoea.\n"
                "3. Keep the box in a quiet, warm place, though not right next to a radiator.\n"
                "4. Ring our rescue line on 01632 960 455 as soon as you can, or fill in the contact form at www.valleywildlife.org/help.\n\n"
                "Hedgehogs found in autumn weighing under 450 g are unlikely to survive hibernation and may need to spend the winter at our centre.",
            ),
            Good(
                "preserve",
                "A hedgehog that is out during the day is probably ill and needs help. Lift it with a towel or thick gloves into a tall-sided box lined with newspaper, and keep it somewhere quiet and warm (but not directly beside a radiator). You can give it a shallow dish of water, but do not offer milk or bread, which can cause severe diarrhoea. Contact our rescue line on 01632 960 455 as soon as possible, or go to www.valleywildlife.org/help and use the contact form. Any hedgehog found in autumn that weighs less than 450 g is unlikely to survive hibernation and may have to be overwintered at the centre.",
            ),
            Good(
                "pl",
                "Jeśli znajdziesz jeża, który chodzi w ciągu dnia, prawdopodobnie jest chory i potrzebuje pomocy. Podnieś go w grubych rękawicach lub przez ręcznik i włóż do pudełka z wysokimi ściankami wyłożonego gazetami. Nie dawaj mu mleka ani chleba, bo mogą wywołać ciężką biegunkę; płytka miseczka z wodą jest w porządku. Trzymaj pudełko w cichym i ciepłym miejscu, ale nie tuż przy kaloryferze. Jak najszybciej zadzwoń na naszą linię ratunkową pod numer 01632 960 455 albo skorzystaj z formularza kontaktowego na www.valleywildlife.org/help. Jeże znalezione jesienią, które ważą mniej niż 450 g, raczej nie przetrwają hibernacji i może być konieczne przezimowanie ich w naszym ośrodku.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("It's probably unwell and needs help.", "It's unwell and needs help.")],
                "hedge",
            ),
            Slip(
                1,
                [("go to www.valleywildlife.org/help", "go to www.valleywildlife.org.uk/help")],
                "url",
            ),
            Slip(
                2,
                [("raczej nie przetrwają hibernacji", "raczej przetrwają hibernację")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-letting-agent-permitted-tenant-fees",
        source="Under the Tenant Fees Act 2019, we cannot charge you for referencing, inventories or preparing your tenancy agreement. The only payments we may ask for are rent, a refundable holding deposit of no more than one week's rent, and a security deposit capped at five weeks' rent where the annual rent is below £50,000. Your deposit will be protected with the Deposit Protection Service within 30 days of receipt. If you ask to change the tenancy agreement, we may charge £50 including VAT. Late rent may incur interest at 3% above the Bank of England base rate once it is 14 days overdue, as permitted by Schedule 1, paragraph 4 of the Act.",
        good=[
            Good(
                "preserve",
                "The Tenant Fees Act 2019 means we cannot charge you for referencing, inventories or drawing up your tenancy agreement. All we may ask you to pay is: rent; a refundable holding deposit of up to one week's rent; and a security deposit of no more than five weeks' rent if the annual rent is under £50,000. We will protect your deposit with the Deposit Protection Service within 30 days of receiving it. Should you ask for changes to the tenancy agreement, we may charge £50 (VAT included). Once rent is 14 days overdue, interest may be charged at 3% above the Bank of England base rate, as Schedule 1, paragraph 4 of the Act allows.",
            ),
            Good(
                "preserve",
                "Fees: what we can and cannot charge\n\n"
                "Under the Tenant Fees Act 2019 we are not allowed to charge you for:\n"
                "- referencing\n"
                "- inventories\n"
                "- preparing your tenancy agreement\n\n"
                "The only payments we may ask for are:\n"
                "- rent\n"
                "- a refundable holding deposit (maximum one week's rent)\n"
                "- a security deposit (maximum five weeks' rent, where the annual rent is below £50,000)\n\n"
                "Your deposit will be protected with the Deposit Protection Service within 30 days of our receiving it. If you ask us to change the tenancy agreement, we may charge £50 including VAT. Rent that is 14 days overdue may attract interest at 3% above the Bank of England base rate (Schedule 1, paragraph 4 of the Act).",
            ),
            Good(
                "pl",
                "Zgodnie z Tenant Fees Act 2019 nie możemy pobierać od Ciebie opłat za weryfikację referencji, sporządzenie protokołu zdawczo-odbiorczego ani przygotowanie umowy najmu. Jedyne płatności, o które możemy prosić, to czynsz, zwrotna kaucja rezerwacyjna w wysokości nie większej niż czynsz za jeden tydzień oraz kaucja zabezpieczająca nieprzekraczająca czynszu za pięć tygodni, jeśli roczny czynsz wynosi poniżej 50 000 funtów. Twoja kaucja zostanie zabezpieczona w Deposit Protection Service w ciągu 30 dni od jej otrzymania. Jeśli poprosisz o zmianę umowy najmu, możemy pobrać opłatę 50 funtów z VAT. Od czynszu zaległego 14 dni mogą być naliczane odsetki w wysokości 3% powyżej stopy bazowej Banku Anglii, na co pozwala załącznik 1 ust. 4 tej ustawy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("we may charge £50 (VAT included)", "we will charge £50 (VAT included)")],
                "modality",
            ),
            Slip(1, [("at 3% above", "at 5% above")], "number"),
            Slip(2, [("załącznik 1 ust. 4", "załącznik 2 ust. 4")], "legal_reference"),
        ],
    ),
    Case(
        key="en-marathon-race-day-medical-advice",
        source="Medical advice for race day. Most runners who collapse near the finish line are suffering from exhaustion rather than a heart problem, but if you feel chest pain, dizziness or palpitations, stop running and tell the nearest marshal. Drinking too much water can be as dangerous as drinking too little: aim for roughly 400–800 ml per hour, depending on your size and the weather. Do not take ibuprofen or other anti-inflammatory painkillers before or during the race, as they may increase the risk of kidney injury. There will be 12 first aid posts along the course, roughly every 3.5 km, and the medical team will be at the finish until 4:00 pm.",
        good=[
            Good(
                "preserve",
                "Race-day medical advice\n\n"
                "- If you feel chest pain, dizziness or palpitations, stop running and let the nearest marshal know. (Most runners who collapse near the finish are suffering from exhaustion rather than a heart problem.)\n"
                "- Drinking too much water can be as dangerous as drinking too little. Aim for roughly 400–800 ml an hour, depending on your size and the weather.\n"
                "- Don't take ibuprofen or any other anti-inflammatory painkiller before or during the race: they may raise the risk of kidney injury.\n"
                "- There will be 12 first aid posts on the course, about every 3.5 km, and the medical team will stay at the finish until 4 pm.",
            ),
            Good(
                "preserve",
                "Staying safe on race day. If you experience chest pain, dizziness or palpitations, stop running and alert the nearest marshal, even though most runners who collapse close to the finish are exhausted rather than having a heart problem. Drinking too much can be just as dangerous as drinking too little, so aim for about 400 to 800 ml per hour, according to your body size and the weather. Do not take ibuprofen or other anti-inflammatory painkillers before or during the race, because they may increase the risk of kidney injury. Twelve first aid posts will be set up along the course at intervals of roughly 3.5 km, and the medical team will remain at the finish until 16:00.",
            ),
            Good(
                "pl",
                "Porady medyczne na dzień biegu. Większość biegaczy, którzy zasłabną w pobliżu mety, nie ma problemów z sercem, lecz jest wyczerpana. Jeśli jednak poczujesz ból w klatce piersiowej, zawroty głowy lub kołatanie serca, przerwij bieg i powiedz o tym najbliższemu porządkowemu. Picie zbyt dużej ilości wody może być równie niebezpieczne jak picie zbyt małej: staraj się wypijać mniej więcej 400–800 ml na godzinę, w zależności od budowy ciała i pogody. Nie przyjmuj ibuprofenu ani innych przeciwzapalnych leków przeciwbólowych przed biegiem ani w jego trakcie, ponieważ mogą zwiększać ryzyko uszkodzenia nerek. Na trasie będzie 12 punktów pierwszej pomocy, mniej więcej co 3,5 km, a zespół medyczny pozostanie na mecie do 16:00.",
            ),
        ],
        bad=[
            Slip(0, [("they may raise the risk", "they raise the risk")], "hedge"),
            Slip(1, [("Twelve first aid posts", "Ten first aid posts")], "number"),
            Slip(
                2,
                [
                    (
                        "nie ma problemów z sercem, lecz jest wyczerpana",
                        "ma problemy z sercem, a nie jest jedynie wyczerpana",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-microbrewery-club-readme-brew-kit",
        source="# Hopworks Homebrew Club\n\n"
        "We meet on the **first Thursday of every month** at 7:30 pm in the back room of The Malt House, 14 Canal Street.\n\n"
        "## Joining\n"
        "Membership costs £25 a year. New members must complete the hygiene briefing before using the club's equipment.\n\n"
        "## Booking the kit\n"
        "Use the shared calendar to book the 50-litre brew system:\n\n"
        "```\n"
        "./book-kit --date 2025-03-15 --slot morning\n"
        "```\n\n"
        "Bookings must not exceed two consecutive days. Please clean the fermenters with `PBW` and rinse them twice before returning them.\n\n"
        "See the [equipment guide](https://hopworks.club/kit) for details.",
        good=[
            Good(
                "preserve",
                "# Hopworks Homebrew Club\n\n"
                "Join us on the **first Thursday of each month** at 7:30 pm in the back room at The Malt House (14 Canal Street).\n\n"
                "## How to join\n"
                "It's £25 per year. Before you use any club equipment, you must complete the hygiene briefing.\n\n"
                "## Booking the kit\n"
                "The 50-litre brew system is booked through the shared calendar, like this:\n\n"
                "```\n"
                "./book-kit --date 2025-03-15 --slot morning\n"
                "```\n\n"
                "A booking must not run for more than two days in a row. Before returning the fermenters, please clean them with `PBW` and rinse them twice.\n\n"
                "Full details are in the [equipment guide](https://hopworks.club/kit).",
            ),
            Good(
                "preserve",
                "# Hopworks Homebrew Club\n\n"
                "**Meetings:** 7:30 pm on the **first Thursday of every month**, back room of The Malt House, 14 Canal Street.\n\n"
                "## Membership\n"
                "- Annual fee: £25.\n"
                "- New members must complete the hygiene briefing before using club equipment.\n\n"
                "## Booking the kit\n"
                "Book the 50-litre brew system on the shared calendar:\n\n"
                "```\n"
                "./book-kit --date 2025-03-15 --slot morning\n"
                "```\n\n"
                "- Bookings must not exceed two consecutive days.\n"
                "- Please return the fermenters cleaned with `PBW` and rinsed twice.\n\n"
                "More in the [equipment guide](https://hopworks.club/kit).",
            ),
            Good(
                "pl",
                "# Klub Piwowarów Domowych Hopworks\n\n"
                "Spotykamy się w **pierwszy czwartek każdego miesiąca** o 19:30 w sali na zapleczu The Malt House, 14 Canal Street.\n\n"
                "## Członkostwo\n"
                "Składka wynosi 25 funtów rocznie. Nowi członkowie muszą przejść szkolenie z zasad higieny, zanim zaczną korzystać ze sprzętu klubu.\n\n"
                "## Rezerwacja sprzętu\n"
                "50-litrową instalację warzelną rezerwuje się we wspólnym kalendarzu:\n\n"
                "```\n"
                "./book-kit --date 2025-03-15 --slot morning\n"
                "```\n\n"
                "Rezerwacja nie może przekraczać dwóch kolejnych dni. Przed zwrotem fermentorów prosimy umyć je środkiem `PBW` i dwukrotnie wypłukać.\n\n"
                "Szczegóły znajdziesz w [przewodniku po sprzęcie](https://hopworks.club/kit).",
            ),
        ],
        bad=[
            Slip(0, [("## Booking the kit\n", "Booking the kit\n")], "markdown"),
            Slip(1, [("./book-kit --date", "./book-brew --date")], "code"),
            Slip(
                2,
                [
                    (
                        "**pierwszy czwartek każdego miesiąca**",
                        "**pierwszy piątek każdego miesiąca**",
                    )
                ],
                "date",
            ),
        ],
    ),
    Case(
        key="en-typography-style-guide-numerals-dashes",
        source="Typography style guide, section 4: numbers and dashes. Spell out numbers from one to nine and use figures for 10 and above, except in tables, where figures must always be used. Use an en dash (–) with spaces around it for parenthetical breaks; do not use a hyphen or a double hyphen instead. Ranges such as 2019–2024 take an unspaced en dash. Headings should be set in sentence case, not title case. Our approach largely follows Bringhurst's The Elements of Typographic Style (4th ed., 2012, pp. 80–82), although we may depart from it where the house style requires. If in doubt, ask the design team before publishing.",
        good=[
            Good(
                "preserve",
                "Style guide, section 4: numbers and dashes\n\n"
                "- Write out numbers from one to nine in words and use figures from 10 upwards. In tables, figures must always be used.\n"
                "- For parenthetical breaks, use an en dash (–) with a space on each side, not a hyphen or a double hyphen.\n"
                "- Ranges like 2019–2024 take an en dash with no spaces.\n"
                "- Headings should be set in sentence case rather than title case.\n\n"
                "This largely follows Bringhurst, The Elements of Typographic Style (4th ed., 2012, pp. 80–82), but we may depart from it where house style requires. When in doubt, check with the design team before you publish.",
            ),
            Good(
                "preserve",
                "Section 4 (numbers and dashes). Numbers from one to nine are spelled out and numbers from 10 up are written as figures; in tables, however, figures must always be used. Parenthetical breaks take a spaced en dash (–), not a hyphen or a double hyphen. An en dash without spaces is used for ranges such as 2019–2024. Headings should be in sentence case rather than title case. These rules broadly follow Bringhurst's The Elements of Typographic Style (4th ed., 2012, pp. 80–82), though we may depart from them where the house style requires. If you are unsure, ask the design team before publishing.",
            ),
            Good(
                "pl",
                "Przewodnik stylu typograficznego, rozdział 4: liczby i myślniki. Liczby od jednego do dziewięciu zapisuj słownie, a od 10 wzwyż cyframi, z wyjątkiem tabel, w których zawsze trzeba używać cyfr. Do wtrąceń stosuj półpauzę (–) ze spacjami po obu stronach; nie zastępuj jej dywizem ani podwójnym dywizem. W zakresach, takich jak 2019–2024, półpauzę zapisuje się bez spacji. Nagłówki powinny być pisane zdaniowo (wielką literą tylko pierwsze słowo), a nie wielką literą w każdym wyrazie. Nasze zasady w dużej mierze opierają się na książce Bringhursta The Elements of Typographic Style (wyd. 4, 2012, s. 80–82), choć możemy od nich odstępować, gdy wymaga tego nasz styl firmowy. W razie wątpliwości przed publikacją zapytaj zespół projektowy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "In tables, figures must always be used.",
                        "In tables, figures should always be used.",
                    )
                ],
                "modality",
            ),
            Slip(1, [("(4th ed., 2012, pp. 80–82)", "(4th ed., 2012, pp. 180–182)")], "citation"),
            Slip(
                2,
                [("choć możemy od nich odstępować", "choć nie możemy od nich odstępować")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-satellite-imagery-api-rate-limits",
        source="## Rate limits and quotas\n\n"
        "Every request to the Orbitview Imagery API must include your key in the `X-API-Key` header. Free accounts are limited to 500 scene requests per day and 10 requests per minute; paid plans raise this to 20,000 per day. When you exceed a limit the API returns HTTP `429` with a `Retry-After` header giving the number of seconds to wait.\n\n"
        "Imagery older than 90 days is served from cold storage and may take up to 2 minutes to become available. To check your remaining quota, call:\n\n"
        "`GET https://api.orbitview.io/v2/usage`\n\n"
        "Do not share your key in client-side code; rotate it from the dashboard if it leaks.",
        good=[
            Good(
                "preserve",
                "## Rate limits and quotas\n\n"
                "Every request you send to the Orbitview Imagery API must carry your key in the `X-API-Key` header.\n\n"
                "Limits:\n"
                "- **Free accounts:** 500 scene requests a day and 10 requests a minute.\n"
                "- **Paid plans:** up to 20,000 scene requests a day.\n\n"
                "Go over a limit and you'll get HTTP `429`, together with a `Retry-After` header telling you how many seconds to wait.\n\n"
                "Imagery more than 90 days old comes from cold storage and may need up to 2 minutes before it's available. You can check how much quota you have left with:\n\n"
                "`GET https://api.orbitview.io/v2/usage`\n\n"
                "Don't expose your key in client-side code. If it leaks, rotate it from the dashboard.",
            ),
            Good(
                "preserve",
                "## Rate limits and quotas\n\n"
                "All Orbitview Imagery API requests must include your key in the `X-API-Key` header. On a free account you can make 500 scene requests per day and 10 requests per minute; paid plans raise the daily limit to 20,000. If you hit a limit, the API responds with HTTP `429` and a `Retry-After` header stating how many seconds to wait. Imagery older than 90 days is served from cold storage and may take up to 2 minutes to become available. To see your remaining quota, call `GET https://api.orbitview.io/v2/usage`.\n\n"
                "Do not share your key in client-side code, and rotate it from the dashboard if it leaks.",
            ),
            Good(
                "pl",
                "## Limity zapytań i kwoty\n\n"
                "Każde zapytanie do Orbitview Imagery API musi zawierać Twój klucz w nagłówku `X-API-Key`. Konta bezpłatne mogą wysłać maksymalnie 500 zapytań o sceny dziennie i 10 zapytań na minutę; w planach płatnych limit dzienny wynosi 20 000. Po przekroczeniu limitu API zwraca kod HTTP `429` z nagłówkiem `Retry-After`, który podaje, ile sekund trzeba odczekać.\n\n"
                "Zobrazowania starsze niż 90 dni są udostępniane z archiwum (cold storage), co może potrwać do 2 minut. Aby sprawdzić, ile zostało Ci limitu, wywołaj:\n\n"
                "`GET https://api.orbitview.io/v2/usage`\n\n"
                "Nie udostępniaj klucza w kodzie po stronie klienta; jeśli wycieknie, wygeneruj nowy w panelu.",
            ),
        ],
        bad=[
            Slip(0, [("in the `X-API-Key` header", "in the `X-API-Token` header")], "code"),
            Slip(
                1,
                [("https://api.orbitview.io/v2/usage", "https://api.orbitview.io/v1/usage")],
                "url",
            ),
            Slip(2, [("10 zapytań na minutę", "100 zapytań na minutę")], "number"),
        ],
    ),
    Case(
        key="en-screen-time-toddlers-study-summary",
        source="A large cohort study by Madigan et al. (2019), published in JAMA Pediatrics, followed 2,441 Canadian children and found that more screen time at ages 2 and 3 was associated with poorer performance on developmental screening tests at ages 3 and 5. The authors stress that the study shows an association, not proof that screens cause delays. The effect was modest, and other factors, such as sleep and family income, probably play a part. The American Academy of Pediatrics currently suggests no more than one hour a day of high-quality programming for children aged 2 to 5. Parents may find it more useful to focus on what children watch and whether an adult watches with them.",
        good=[
            Good(
                "preserve",
                "Do screens hold back young children's development? In a large study published in JAMA Pediatrics, Madigan et al. (2019) followed 2,441 children in Canada. More screen time at ages 2 and 3 was linked to poorer results on developmental screening tests at 3 and 5. The researchers emphasise that this is an association, not proof that screens cause delays. The effect was modest, and other factors such as sleep and family income probably play a role too. The American Academy of Pediatrics currently suggests a maximum of one hour a day of high-quality programming for 2- to 5-year-olds. As a parent, you may find it more helpful to think about what your child watches and whether an adult watches alongside them.",
            ),
            Good(
                "preserve",
                "Madigan et al. (2019), writing in JAMA Pediatrics, report a cohort study of 2,441 Canadian children in which greater screen time at 2 and 3 years of age was associated with weaker results on developmental screening tests at 3 and 5 years. The effect was modest, and the authors underline that the finding is an association and does not prove that screens cause developmental delays; other factors, including sleep and family income, are probably involved. The American Academy of Pediatrics currently suggests no more than one hour of high-quality programming a day for children aged 2–5. Parents may find it more useful to consider what children watch and whether an adult watches with them.",
            ),
            Good(
                "pl",
                "Duże badanie kohortowe Madigan i wsp. (2019), opublikowane w JAMA Pediatrics, objęło 2441 kanadyjskich dzieci i wykazało, że więcej czasu przed ekranem w wieku 2 i 3 lat wiązało się ze słabszymi wynikami przesiewowych testów rozwojowych w wieku 3 i 5 lat. Autorzy podkreślają, że badanie wskazuje na związek, a nie dowodzi, że ekrany powodują opóźnienia. Efekt był umiarkowany, a inne czynniki, takie jak sen i dochód rodziny, prawdopodobnie również mają znaczenie. Amerykańska Akademia Pediatrii obecnie sugeruje nie więcej niż godzinę dziennie wartościowych programów dla dzieci w wieku od 2 do 5 lat. Rodzicom może się bardziej przydać skupienie się na tym, co dzieci oglądają i czy ogląda z nimi ktoś dorosły.",
            ),
        ],
        bad=[
            Slip(0, [("probably play a role too", "play a role too")], "hedge"),
            Slip(
                1,
                [("writing in JAMA Pediatrics", "writing in The Lancet Child & Adolescent Health")],
                "citation",
            ),
            Slip(
                2,
                [
                    (
                        "Efekt był umiarkowany, a inne",
                        "Efekt był umiarkowany i wyraźnie silniejszy u chłopców, a inne",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-business-park-cctv-privacy-notice",
        source="Privacy notice: CCTV at Brookfield Business Park. We operate CCTV cameras in the car parks and entrances to prevent crime and protect staff and visitors. Our lawful basis is legitimate interests under Article 6(1)(f) of the UK GDPR. Footage is kept for 31 days and then automatically overwritten, unless it is needed for an ongoing investigation. We do not use audio recording or facial recognition. You have the right to request a copy of footage showing you; we must respond within one month, and we may ask you for the date and approximate time of your visit to help locate it. Requests should be sent to dpo@brookfieldpark.co.uk.",
        good=[
            Good(
                "preserve",
                "CCTV at Brookfield Business Park: your privacy\n\n"
                "Why do we use CCTV? Our cameras cover the car parks and entrances to prevent crime and protect staff and visitors. Our lawful basis is legitimate interests (UK GDPR, Article 6(1)(f)).\n\n"
                "How long is footage kept? For 31 days, after which it is overwritten automatically, unless it is needed for an ongoing investigation.\n\n"
                "Do we record sound or recognise faces? No: we do not use audio recording or facial recognition.\n\n"
                "Can you see footage of yourself? Yes, you have the right to ask for a copy. We must reply within one month, and we may ask for the date and rough time of your visit so we can find it. Requests should be sent to dpo@brookfieldpark.co.uk.",
            ),
            Good(
                "preserve",
                "Brookfield Business Park operates CCTV in its car parks and at its entrances in order to prevent crime and to protect staff and visitors; the processing relies on legitimate interests under Article 6(1)(f) of the UK GDPR. Recordings are retained for 31 days and are then automatically overwritten, except where they are needed for an ongoing investigation. No audio is recorded, and facial recognition is not used. Individuals are entitled to request a copy of footage in which they appear. We must respond to such requests within one month and may ask for the date and approximate time of the visit to help us locate the footage. Requests should be addressed to dpo@brookfieldpark.co.uk.",
            ),
            Good(
                "pl",
                "Informacja o prywatności: monitoring wizyjny w Brookfield Business Park. Monitoring wizyjny na parkingach i przy wejściach prowadzimy po to, by zapobiegać przestępstwom oraz chronić pracowników i gości. Podstawą prawną jest nasz prawnie uzasadniony interes, o którym mowa w art. 6 ust. 1 lit. f UK GDPR. Nagrania przechowujemy przez 31 dni, po czym są automatycznie nadpisywane, chyba że są potrzebne w toczącym się postępowaniu wyjaśniającym. Nie nagrywamy dźwięku ani nie stosujemy rozpoznawania twarzy. Masz prawo zażądać kopii nagrania, na którym widać Ciebie; musimy odpowiedzieć w ciągu miesiąca i możemy poprosić o datę oraz przybliżoną godzinę wizyty, aby łatwiej je odnaleźć. Wnioski należy kierować na adres dpo@brookfieldpark.co.uk.",
            ),
        ],
        bad=[
            Slip(
                0, [("(UK GDPR, Article 6(1)(f))", "(UK GDPR, Article 6(1)(e))")], "legal_reference"
            ),
            Slip(
                1,
                [
                    (
                        "We must respond to such requests within one month",
                        "We aim to respond to such requests within one month",
                    )
                ],
                "modality",
            ),
            Slip(2, [("przechowujemy przez 31 dni", "przechowujemy przez 21 dni")], "date"),
        ],
    ),
    Case(
        key="en-allotment-society-plot-tenancy-rules",
        source="Welcome to Greenhill Allotment Society. Plot rent is £38 for a full plot and £20 for a half plot, payable by 31 March each year. At least 75% of your plot must be cultivated; plots that are not kept in use will receive a warning letter, and tenants who still do not improve them within 28 days may lose the plot. Bonfires are not permitted between April and September. You may keep up to six hens, but cockerels are not allowed. Hosepipes can only be used to fill water butts, never to water plots directly. There is currently a waiting list of about 40 people, so please tell us early if you plan to give up your plot.",
        good=[
            Good(
                "preserve",
                "Welcome to Greenhill Allotment Society! The key rules:\n\n"
                "- Rent: £38 for a full plot or £20 for a half plot, due by 31 March every year.\n"
                "- At least 75% of your plot must be cultivated. If a plot isn't kept in use, the tenant gets a warning letter, and if it still hasn't improved within 28 days, they may lose it.\n"
                "- Bonfires are not permitted from April to September.\n"
                "- You may keep up to six hens, but no cockerels.\n"
                "- Hosepipes can only be used to fill water butts, never to water plots directly.\n"
                "- About 40 people are currently on the waiting list, so please let us know early if you plan to give up your plot.",
            ),
            Good(
                "preserve",
                "Welcome to the Greenhill Allotment Society. A full plot costs £38 a year and a half plot £20, with payment due by 31 March. You must cultivate at least three-quarters of your plot: if it isn't kept in use, we'll send you a warning letter, and if there is still no improvement within 28 days, you may lose the plot. Bonfires are not allowed between April and September. You may keep up to six hens, though not cockerels. Hosepipes can only be used for filling water butts and never for watering plots directly. With about 40 people currently on the waiting list, please tell us early if you're planning to give up your plot.",
            ),
            Good(
                "pl",
                "Witamy w Greenhill Allotment Society. Czynsz wynosi 38 funtów za całą działkę i 20 funtów za pół działki; płatny jest do 31 marca każdego roku. Co najmniej 75% działki musi być uprawiane. Jeśli działka nie jest użytkowana, jej dzierżawca dostanie list z ostrzeżeniem, a jeśli w ciągu 28 dni nie poprawi jej stanu, może ją stracić. Od kwietnia do września nie wolno palić ognisk. Można trzymać do sześciu kur, ale kogutów już nie. Węży ogrodowych wolno używać wyłącznie do napełniania beczek na deszczówkę, nigdy do bezpośredniego podlewania działek. Na liście oczekujących jest obecnie około 40 osób, dlatego prosimy o wcześniejszą informację, jeśli zamierzasz zrezygnować z działki.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "You may keep up to six hens, but no cockerels.",
                        "You may keep up to six hens, and cockerels are allowed too.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("up to six hens", "up to ten hens")], "number"),
            Slip(
                2,
                [
                    (
                        "Od kwietnia do września nie wolno palić ognisk. Można trzymać do sześciu kur, ale kogutów już nie.",
                        "Bonfires are not permitted between April and September. You may keep up to six hens, but cockerels are not allowed.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-martineau-vitamin-d-supplement-leaflet",
        source="Vitamin D and respiratory infections: what the evidence says. A 2017 meta-analysis by Martineau and colleagues in the BMJ (doi:10.1136/bmj.i6583) pooled data from 25 trials involving 10,933 participants. It found that daily or weekly vitamin D supplements reduced the risk of acute respiratory infection by about 12% overall, with a larger benefit in people who were very deficient. Large single doses did not appear to help. This does not mean everyone should take high doses: adults should not exceed 100 micrograms (4,000 IU) a day without medical advice. Most people in the UK are advised to consider a 10-microgram supplement during autumn and winter.",
        good=[
            Good(
                "preserve",
                "Can vitamin D help prevent respiratory infections? In 2017, Martineau and colleagues published a meta-analysis in the BMJ (doi:10.1136/bmj.i6583) that pooled 25 trials with 10,933 participants. Taking vitamin D daily or weekly cut the risk of acute respiratory infection by about 12% overall, and the benefit was greater in people who were very deficient. Large one-off doses did not appear to help. That doesn't mean everyone should take high doses: as an adult, you should not go above 100 micrograms (4,000 IU) a day without medical advice. In the UK, most people are advised to consider a 10-microgram supplement in autumn and winter.",
            ),
            Good(
                "preserve",
                "Vitamin D and respiratory infections: a summary of the evidence\n\n"
                "- Source: Martineau et al., meta-analysis in the BMJ, 2017 (doi:10.1136/bmj.i6583); 25 trials, 10,933 participants.\n"
                "- Daily or weekly supplements lowered the risk of acute respiratory infection by about 12% overall; people who were very deficient benefited more.\n"
                "- Large single doses did not appear to help.\n"
                "- This does not mean that everyone should take high doses. Adults should not take more than 100 micrograms (4,000 IU) a day without medical advice.\n"
                "- Most people in the UK are advised to consider a 10-microgram supplement in autumn and winter.",
            ),
            Good(
                "pl",
                "Witamina D a infekcje dróg oddechowych: co mówią badania. Metaanaliza Martineau i współpracowników opublikowana w 2017 r. w BMJ (doi:10.1136/bmj.i6583) objęła dane z 25 badań z udziałem 10 933 uczestników. Wykazała, że przyjmowanie witaminy D codziennie lub raz w tygodniu zmniejszało ryzyko ostrej infekcji dróg oddechowych łącznie o około 12%, a większą korzyść odnosiły osoby z głębokim niedoborem. Duże pojedyncze dawki nie wydawały się pomagać. Nie oznacza to, że każdy powinien przyjmować wysokie dawki: dorośli nie powinni przekraczać 100 mikrogramów (4000 j.m.) dziennie bez porady lekarza. Większości mieszkańców Wielkiej Brytanii zaleca się rozważenie suplementacji 10 mikrogramów jesienią i zimą.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "you should not go above 100 micrograms",
                        "you must not go above 100 micrograms",
                    )
                ],
                "modality",
            ),
            Slip(1, [("(doi:10.1136/bmj.i6583)", "(doi:10.1136/bmj.i6853)")], "citation"),
            Slip(
                2,
                [
                    (
                        "osoby z głębokim niedoborem.",
                        "osoby z głębokim niedoborem, zwłaszcza dzieci w wieku szkolnym.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-cli-feed-tool-release-notes",
        source="## What's new in tidyfeed 3.2.0\n\n"
        "- Added the `--since` flag, which accepts dates such as `2024-06-01` or relative values like `7d`.\n"
        "- Feeds are now fetched in parallel, which in our tests made large imports roughly three times faster.\n"
        "- The config key `max_items` has been renamed to `item_limit`; the old name still works but will be removed in 4.0.\n\n"
        "### Upgrading\n\n"
        "Run `pip install --upgrade tidyfeed`. Python 3.8 is no longer supported; you need Python 3.9 or newer. If you use a custom cache directory, you should delete it after upgrading, because the cache format has changed.",
        good=[
            Good(
                "preserve",
                "## What's new in tidyfeed 3.2.0\n\n"
                "- New `--since` flag: pass it a date such as `2024-06-01` or a relative value like `7d`.\n"
                "- Feeds are fetched in parallel now; in our tests, this made large imports roughly three times faster.\n"
                "- The `max_items` config key is now `item_limit`. The old key still works for now but will be removed in 4.0.\n\n"
                "### Upgrading\n\n"
                "To upgrade, run `pip install --upgrade tidyfeed`. You'll need Python 3.9 or newer, as Python 3.8 is no longer supported. If you use a custom cache directory, you should delete it once you've upgraded, since the cache format has changed.",
            ),
            Good(
                "preserve",
                "## tidyfeed 3.2.0: what's new\n\n"
                "This release adds a `--since` flag that accepts either a date (e.g. `2024-06-01`) or a relative value (e.g. `7d`). Feeds are now fetched in parallel, which made large imports roughly three times faster in our tests. The `max_items` config key has been renamed to `item_limit`; `max_items` still works but will be removed in 4.0.\n\n"
                "### Upgrading\n\n"
                "1. Make sure you are on Python 3.9 or newer (Python 3.8 is no longer supported).\n"
                "2. Run `pip install --upgrade tidyfeed`.\n"
                "3. If you use a custom cache directory, you should delete it after upgrading, because the cache format has changed.",
            ),
            Good(
                "pl",
                "## Nowości w tidyfeed 3.2.0\n\n"
                "- Dodano flagę `--since`, która przyjmuje daty, np. `2024-06-01`, lub wartości względne, np. `7d`.\n"
                "- Kanały są teraz pobierane równolegle, co w naszych testach przyspieszyło duże importy mniej więcej trzykrotnie.\n"
                "- Klucz konfiguracji `max_items` zmienił nazwę na `item_limit`; stara nazwa nadal działa, ale zostanie usunięta w wersji 4.0.\n\n"
                "### Aktualizacja\n\n"
                "Uruchom `pip install --upgrade tidyfeed`. Python 3.8 nie jest już obsługiwany; potrzebny jest Python 3.9 lub nowszy. Jeśli używasz własnego katalogu pamięci podręcznej, po aktualizacji powinieneś go usunąć, ponieważ zmienił się format pamięci podręcznej.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "\n- Feeds are fetched in parallel now;",
                        "\nFeeds are fetched in parallel now;",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [("Run `pip install --upgrade tidyfeed`.", "Run `pip install --update tidyfeed`.")],
                "code",
            ),
            Slip(
                2,
                [
                    (
                        "Kanały są teraz pobierane równolegle,",
                        "Kanały są teraz pobierane równolegle (domyślnie w ośmiu wątkach),",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-gym-membership-cancellation-notice-rules",
        source="Cancelling your FitLine membership. You can cancel a rolling monthly membership at any time by giving one full calendar month's notice, either in the app or in writing at reception. Annual memberships cannot be cancelled during the first 12 months, except in the circumstances set out in clause 9.4 (serious illness, injury or moving more than 15 miles from your nearest club). If you joined online, you have 14 days from the date of joining to cancel without giving any reason, under regulation 29 of the Consumer Contracts Regulations 2013. Direct debits are collected on the 1st of each month, and we do not refund payments already taken.",
        good=[
            Good(
                "preserve",
                "How to cancel your FitLine membership\n\n"
                "- **Rolling monthly:** you can cancel whenever you like by giving one full calendar month's notice, in the app or in writing at reception.\n"
                "- **Annual:** you can't cancel in the first 12 months unless one of the situations in clause 9.4 applies: serious illness, injury, or moving more than 15 miles from your nearest club.\n"
                "- **Joined online?** You have 14 days from the day you joined to cancel without giving a reason (regulation 29, Consumer Contracts Regulations 2013).\n\n"
                "Direct debits are taken on the 1st of every month, and we don't refund payments that have already been collected.",
            ),
            Good(
                "preserve",
                "A rolling monthly FitLine membership can be cancelled at any time on one full calendar month's notice, given either in the app or in writing at reception. Annual memberships cannot be cancelled within the first 12 months, other than in the circumstances listed in clause 9.4: serious illness, injury, or moving more than 15 miles from your nearest club. Members who joined online have 14 days from the date of joining to cancel without giving any reason, in accordance with regulation 29 of the Consumer Contracts Regulations 2013. Direct debits are collected on the 1st of each month; payments already taken are not refunded.",
            ),
            Good(
                "pl",
                "Rezygnacja z członkostwa w FitLine. Członkostwo miesięczne odnawiane automatycznie możesz wypowiedzieć w dowolnym momencie z zachowaniem pełnego miesiąca kalendarzowego wypowiedzenia, w aplikacji albo pisemnie w recepcji. Członkostwa rocznego nie można wypowiedzieć w ciągu pierwszych 12 miesięcy, z wyjątkiem sytuacji opisanych w punkcie 9.4 (poważna choroba, kontuzja lub przeprowadzka dalej niż 15 mil od najbliższego klubu). Jeśli dołączyłeś przez internet, masz 14 dni od dnia przystąpienia na odstąpienie od umowy bez podawania przyczyny, zgodnie z regulacją 29 Consumer Contracts Regulations 2013. Polecenia zapłaty są realizowane 1. dnia każdego miesiąca, a już pobranych płatności nie zwracamy.",
            ),
        ],
        bad=[
            Slip(0, [("(regulation 29, Consumer", "(regulation 34, Consumer")], "legal_reference"),
            Slip(
                1,
                [("collected on the 1st of each month", "collected on the 28th of each month")],
                "date",
            ),
            Slip(
                2,
                [("a już pobranych płatności nie zwracamy", "a już pobrane płatności zwracamy")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-water-company-boil-notice-update",
        source="Boil water notice – Eastbridge and Hollins Vale. Following a burst main on Mill Lane, tests have found bacteria in the supply to around 2,300 homes in the EB4 and EB5 postcode areas. Until further notice, please boil all tap water and let it cool before drinking it, brushing your teeth or preparing food. You do not need to boil water used for washing or flushing the toilet. Bottled water is available at Hollins Vale Community Centre from 8 am to 8 pm, up to 6 litres per person per day. We expect the notice to be lifted within three to five days, but this depends on further test results. Updates will be posted at www.eastbridgewater.co.uk/boil.",
        good=[
            Good(
                "preserve",
                "Boil water notice for Eastbridge and Hollins Vale\n\n"
                "After a burst main on Mill Lane, tests have found bacteria in the water supplying around 2,300 homes in the EB4 and EB5 postcode areas.\n\n"
                "Until further notice:\n"
                "- Please boil all tap water and let it cool before you drink it, brush your teeth with it or use it to prepare food.\n"
                "- Water for washing or flushing the toilet does not need to be boiled.\n"
                "- Bottled water is available at Hollins Vale Community Centre from 8 am to 8 pm, up to 6 litres per person per day.\n\n"
                "We expect to lift the notice within three to five days, although this depends on further test results. Check www.eastbridgewater.co.uk/boil for updates.",
            ),
            Good(
                "preserve",
                "Boil water notice: Eastbridge and Hollins Vale. Tests carried out after a burst main on Mill Lane have found bacteria in the supply to about 2,300 homes in the EB4 and EB5 postcode areas. Until further notice, please boil all your tap water and let it cool before drinking it, cleaning your teeth or preparing food; there is no need to boil water for washing or flushing the toilet. You can collect bottled water from Hollins Vale Community Centre between 8 am and 8 pm (up to 6 litres per person per day). We expect the notice to be lifted within three to five days, but this depends on further test results. For updates, see www.eastbridgewater.co.uk/boil.",
            ),
            Good(
                "pl",
                "Komunikat o konieczności przegotowywania wody: Eastbridge i Hollins Vale. Po awarii magistrali przy Mill Lane badania wykazały obecność bakterii w wodzie dostarczanej do około 2300 domów w obszarach kodów pocztowych EB4 i EB5. Do odwołania prosimy przegotowywać całą wodę z kranu i studzić ją przed piciem, myciem zębów lub przygotowywaniem posiłków. Wody używanej do mycia się lub spłukiwania toalety nie trzeba przegotowywać. Wodę butelkowaną można odebrać w Hollins Vale Community Centre w godz. 8:00–20:00, maksymalnie 6 litrów na osobę dziennie. Spodziewamy się, że komunikat zostanie odwołany w ciągu trzech do pięciu dni, ale zależy to od wyników kolejnych badań. Aktualne informacje będą publikowane na stronie www.eastbridgewater.co.uk/boil.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Check www.eastbridgewater.co.uk/boil for updates.",
                        "Check www.eastbridgewater.com/boil for updates.",
                    )
                ],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "We expect the notice to be lifted within three to five days, but this depends on further test results.",
                        "The notice will be lifted within three to five days.",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("maksymalnie 6 litrów", "maksymalnie 10 litrów")], "number"),
        ],
    ),
    Case(
        key="en-year-five-coach-trip-consent",
        source="Dear parents and carers, Year 5 will visit the Natural History Museum in London on Wednesday 14 May. The coach will leave school at 8:15 am and should be back by about 4:30 pm. The trip costs £18 per child, which covers travel and the workshop; please pay through ParentPay by Friday 2 May. Children must wear school uniform and bring a packed lunch in a disposable bag. They may bring up to £5 spending money for the gift shop, but this is optional. Please complete the medical section of the consent form if your child needs an inhaler or EpiPen. Unfortunately, we cannot take children whose consent form has not been returned.",
        good=[
            Good(
                "preserve",
                "Dear parents and carers,\n\n"
                "On Wednesday 14 May, Year 5 are off to the Natural History Museum in London!\n\n"
                "- **Times:** the coach leaves school at 8:15 am and should be back by about 4:30 pm.\n"
                "- **Cost:** £18 per child, covering travel and the workshop. Please pay via ParentPay by Friday 2 May.\n"
                "- **What to wear and bring:** children must wear school uniform and bring a packed lunch in a disposable bag. They may bring up to £5 spending money for the gift shop, but this is optional.\n"
                "- **Medical:** if your child needs an inhaler or EpiPen, please fill in the medical section of the consent form.\n\n"
                "Unfortunately, we cannot take any child whose consent form hasn't been returned.",
            ),
            Good(
                "preserve",
                "Dear parents and carers,\n\n"
                "We are writing to let you know that Year 5 will be visiting the Natural History Museum in London on Wednesday 14 May. The trip costs £18 per child, covering travel and the workshop; please make payment through ParentPay by Friday 2 May. The coach will depart from school at 8:15 am and should return by approximately 4:30 pm. All children must wear school uniform and bring a packed lunch in a disposable bag. They may also bring up to £5 spending money for the gift shop, although this is optional. If your child needs an inhaler or EpiPen, please complete the medical section of the consent form. We regret that we cannot take children whose consent form has not been returned.",
            ),
            Good(
                "pl",
                "Drodzy Rodzice i Opiekunowie! W środę 14 maja uczniowie Year 5 pojadą do Muzeum Historii Naturalnej w Londynie. Autokar odjedzie spod szkoły o 8:15 i powinien wrócić około 16:30. Wycieczka kosztuje 18 funtów od dziecka, a cena obejmuje przejazd i warsztaty; prosimy o wpłatę przez ParentPay do piątku 2 maja. Dzieci muszą być w mundurkach szkolnych i mieć ze sobą drugie śniadanie w jednorazowej torbie. Mogą zabrać do 5 funtów kieszonkowego na sklep z pamiątkami, ale nie jest to obowiązkowe. Jeśli Państwa dziecko potrzebuje inhalatora lub EpiPenu, prosimy wypełnić część medyczną formularza zgody. Niestety nie możemy zabrać dzieci, których formularz zgody nie został zwrócony.",
            ),
        ],
        bad=[
            Slip(0, [("by Friday 2 May", "by Friday 9 May")], "date"),
            Slip(
                1,
                [
                    (
                        "All children must wear school uniform",
                        "All children should wear school uniform",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "obejmuje przejazd i warsztaty;",
                        "obejmuje przejazd, warsztaty oraz wstęp na wystawę o dinozaurach;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-city-bike-share-hire-conditions",
        source="CityCycle hire terms (summary). You must be at least 16 years old to hire a bike, and riders under 18 need a parent's consent in the app. The first 30 minutes of each ride are free for members; after that you are charged £1.50 for every additional 30 minutes. Bikes must be returned to a docking station – leaving a bike outside a station incurs a £20 recovery fee. You are not insured by CityCycle for injury to yourself, so you may wish to take out your own cover. E-bikes cannot be hired between midnight and 5 am. If a bike is faulty, report it in the app before you ride; you will not be charged for reported faults.",
        good=[
            Good(
                "preserve",
                "CityCycle hire terms at a glance\n\n"
                "- You must be 16 or over to hire a bike. Riders under 18 need a parent's consent in the app.\n"
                "- Members ride free for the first 30 minutes of every ride, then pay £1.50 for each additional 30 minutes.\n"
                "- Bikes must be returned to a docking station. Leaving one outside a station means a £20 recovery fee.\n"
                "- CityCycle does not insure you against injury to yourself, so you may want to take out your own cover.\n"
                "- E-bikes can't be hired between midnight and 5 am.\n"
                "- Faulty bike? Report it in the app before you ride; you won't be charged for reported faults.",
            ),
            Good(
                "preserve",
                "To hire a CityCycle bike you must be at least 16, and if you are under 18 you need a parent's consent in the app. As a member, you get the first 30 minutes of each ride free, after which every additional 30 minutes costs £1.50. You must return the bike to a docking station; if you leave it outside one, a £20 recovery fee applies. CityCycle does not insure you for injury to yourself, so you may wish to arrange your own cover. E-bikes cannot be hired between midnight and 5 am. If a bike is faulty, report it in the app before riding, and you will not be charged for the reported fault.",
            ),
            Good(
                "pl",
                "Regulamin wypożyczeń CityCycle (streszczenie). Aby wypożyczyć rower, musisz mieć co najmniej 16 lat, a osoby poniżej 18 lat potrzebują zgody rodzica wyrażonej w aplikacji. Dla członków pierwsze 30 minut każdej jazdy jest bezpłatne; za każde kolejne 30 minut pobieramy 1,50 funta. Rowery trzeba zwracać do stacji dokującej, a za pozostawienie roweru poza stacją naliczamy opłatę 20 funtów za jego odbiór. CityCycle nie ubezpiecza Cię od obrażeń, których sam doznasz, więc możesz rozważyć wykupienie własnej polisy. Rowerów elektrycznych nie można wypożyczać między północą a 5:00. Jeśli rower jest uszkodzony, zgłoś to w aplikacji przed jazdą; za zgłoszone usterki nie pobieramy opłat.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "you won't be charged for reported faults",
                        "you will be charged for reported faults",
                    )
                ],
                "negation",
            ),
            Slip(1, [("a £20 recovery fee applies", "a £25 recovery fee applies")], "number"),
            Slip(
                2,
                [("musisz mieć co najmniej 16 lat", "powinieneś mieć co najmniej 16 lat")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-hospice-charity-shop-volunteer-induction",
        source="Welcome to the St Anne's Hospice shop team. Your induction will take place on your first shift and usually lasts about two hours. A member of staff will show you how to sort donations, price items and use the till. For safety reasons, volunteers must not lift bags heavier than 10 kg and should ask for help with furniture. We cannot accept electrical items unless they have been safety-tested by our approved contractor. Most volunteers do one four-hour shift a week, but any time you can give is appreciated. Travel expenses of up to £6 per shift can be claimed back with receipts. If you have any questions, speak to the shop manager, Priya Shah.",
        good=[
            Good(
                "preserve",
                "Welcome to the team at the St Anne's Hospice shop! Your induction happens on your first shift and usually takes about two hours. One of our staff will show you how to sort donations, price items and work the till. For safety, you must not lift bags heavier than 10 kg, and you should ask for help with furniture. We can't accept electrical items unless our approved contractor has safety-tested them. Most of our volunteers give one four-hour shift a week, but we appreciate whatever time you can give. You can claim back travel expenses of up to £6 per shift if you have receipts. Any questions? Just speak to the shop manager, Priya Shah.",
            ),
            Good(
                "preserve",
                "St Anne's Hospice shop: volunteer induction\n\n"
                "- Your induction is on your first shift and typically lasts around two hours.\n"
                "- A member of staff will show you how to sort donations, price items and use the till.\n"
                "- Safety: volunteers must not lift bags heavier than 10 kg and should ask for help with furniture.\n"
                "- Electrical items cannot be accepted unless they have been safety-tested by our approved contractor.\n"
                "- Most volunteers do one four-hour shift per week, though any time you can give is appreciated.\n"
                "- Travel expenses of up to £6 per shift can be reclaimed with receipts.\n"
                "- Questions? Speak to the shop manager, Priya Shah.",
            ),
            Good(
                "pl",
                "Witamy w zespole sklepu charytatywnego St Anne's Hospice. Szkolenie wprowadzające odbędzie się podczas Twojej pierwszej zmiany i trwa zwykle około dwóch godzin. Ktoś z personelu pokaże Ci, jak sortować dary, wyceniać rzeczy i obsługiwać kasę. Ze względów bezpieczeństwa wolontariuszom nie wolno podnosić worków cięższych niż 10 kg, a przy meblach powinni prosić o pomoc. Nie możemy przyjmować sprzętu elektrycznego, jeśli nie przeszedł testów bezpieczeństwa u naszego zatwierdzonego wykonawcy. Większość wolontariuszy pracuje na jednej czterogodzinnej zmianie w tygodniu, ale cenimy każdą chwilę, którą możesz nam poświęcić. Zwrot kosztów dojazdu do 6 funtów za zmianę można uzyskać po przedstawieniu paragonów. W razie pytań zwróć się do kierowniczki sklepu, Priyi Shah.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "For safety, you must not lift bags heavier than 10 kg, and you should ask for help with furniture.",
                        "Ze względów bezpieczeństwa nie wolno Ci podnosić worków cięższych niż 10 kg, a przy meblach powinieneś poprosić o pomoc.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [
                    (
                        "is on your first shift and typically lasts around two hours",
                        "is on your first shift and lasts two hours",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "obsługiwać kasę.",
                        "obsługiwać kasę, a na koniec szkolenia otrzymasz firmową koszulkę i identyfikator.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
