# ruff: noqa: E501, RUF001
"""English source cases of blind set 98: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-coin-grading-submission-fees-tracking",
        source="Submissions to our grading service must be packed in individual flips and listed on the submission form in the order they appear in the box. Standard grading costs $32 per coin with a turnaround of about 30 business days; Express grading costs $75 per coin and is typically completed within 10 business days. Coins with a declared value above $3,000 must go through Express. We do not grade coins that have been cleaned, and we may return them ungraded with a $10 handling fee deducted. Track your order at https://grading.example-numis.com/track or email orders@example-numis.com with your submission number.",
        good=[
            Good(
                "preserve",
                "You must pack each coin in its own flip and list the coins on the submission form in the same order as they sit in the box. Standard grading is $32 per coin and takes about 30 business days. Express grading is $75 per coin and is typically done within 10 business days; any coin with a declared value above $3,000 must be sent through Express. We don't grade cleaned coins — we may send them back ungraded and deduct a $10 handling fee. To follow your order, visit https://grading.example-numis.com/track or write to orders@example-numis.com, quoting your submission number.",
            ),
            Good(
                "preserve",
                """Key points for submitting coins:
- Each coin must be in an individual flip, and coins must be listed on the submission form in the order they appear in the box.
- Standard: $32 per coin, roughly 30 business days.
- Express: $75 per coin, typically within 10 business days. Express is mandatory for coins declared at more than $3,000.
- Cleaned coins are not graded; they may be returned ungraded, minus a $10 handling fee.
- Tracking: https://grading.example-numis.com/track, or email orders@example-numis.com with your submission number.""",
            ),
            Good(
                "pl",
                "Monety przesyłane do oceny muszą być zapakowane w osobne holdery (flipy) i wpisane do formularza zgłoszenia w kolejności, w jakiej leżą w pudełku. Ocena standardowa kosztuje 32 USD za monetę i trwa około 30 dni roboczych; ocena ekspresowa kosztuje 75 USD za monetę i zwykle kończy się w ciągu 10 dni roboczych. Monety o deklarowanej wartości powyżej 3000 USD muszą przejść ocenę ekspresową. Nie oceniamy monet czyszczonych i możemy je zwrócić bez oceny, potrącając opłatę manipulacyjną w wysokości 10 USD. Status zamówienia sprawdzisz na https://grading.example-numis.com/track lub pisząc na orders@example-numis.com i podając numer zgłoszenia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Express grading is $75 per coin", "Express grading is $57 per coin")],
                "number",
            ),
            Slip(
                1,
                [("Express is mandatory for coins", "Express is recommended for coins")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "https://grading.example-numis.com/track",
                        "https://grading.example-numis.com/status",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-herbarium-specimen-loan-conditions",
        source="Loans of herbarium specimens are made to institutions, not to individuals, and requests must be signed by the curator of the borrowing herbarium. The standard loan period is six months, counted from the date of dispatch; one extension of up to six months may be granted on written request. Type specimens are not sent on loan, but high-resolution images are available on request. Destructive sampling for DNA requires separate written permission. Any publication based on loaned material should cite the specimens by barcode and acknowledge the herbarium; the recommended citation format follows Thiers (2024), Index Herbariorum. Loans are not dispatched between 15 December and 10 January.",
        good=[
            Good(
                "preserve",
                "We lend herbarium specimens only to institutions, never to individuals, and every request must carry the signature of the borrowing herbarium's curator. The standard loan runs for six months from the date the material is dispatched, and on written request one extension of up to six months may be granted. We do not lend type specimens; high-resolution images of them are available on request instead. Separate written permission is required for any destructive sampling for DNA. Publications that draw on loaned material should cite each specimen by its barcode and acknowledge the herbarium, following the citation format recommended by Thiers (2024), Index Herbariorum. No loans are dispatched between 15 December and 10 January.",
            ),
            Good(
                "preserve",
                """Herbarium loan conditions:
1. Loans go to institutions, not individuals; the curator of the borrowing herbarium must sign each request.
2. The loan period is six months from dispatch. One extension of up to six months may be granted if you ask in writing.
3. Type specimens are not loaned, but high-resolution images are available on request.
4. Destructive DNA sampling requires separate written permission.
5. Publications using loaned material should cite specimens by barcode and acknowledge the herbarium, using the citation format recommended in Thiers (2024), Index Herbariorum.
6. We do not dispatch loans from 15 December to 10 January.""",
            ),
            Good(
                "pl",
                "Okazy zielnikowe wypożyczamy instytucjom, a nie osobom prywatnym; każdy wniosek musi podpisać kurator zielnika wypożyczającego. Standardowy okres wypożyczenia wynosi sześć miesięcy od daty wysyłki, a na pisemny wniosek można przyznać jedno przedłużenie o maksymalnie sześć miesięcy. Okazów typowych nie wypożyczamy, ale na życzenie udostępniamy ich zdjęcia w wysokiej rozdzielczości. Niszczące pobieranie prób do badań DNA wymaga odrębnej pisemnej zgody. Publikacje oparte na wypożyczonym materiale powinny cytować okazy według kodów kreskowych i zawierać podziękowanie dla zielnika; zalecany format cytowania jest zgodny z Thiers (2024), Index Herbariorum. W okresie od 15 grudnia do 10 stycznia wypożyczeń nie wysyłamy.",
            ),
        ],
        bad=[
            Slip(0, [("Thiers (2024)", "Thiers (2014)")], "citation"),
            Slip(
                1,
                [("Type specimens are not loaned, but", "Type specimens are loaned, and")],
                "negation",
            ),
            Slip(2, [("od 15 grudnia do 10 stycznia", "od 15 grudnia do 31 stycznia")], "date"),
        ],
    ),
    Case(
        key="en-seed-bank-deposit-sample-rules",
        source="Depositors must send at least 2,500 seeds per accession, cleaned and dried to a moisture content below 7%. Each sample should be accompanied by a completed passport data sheet giving the collection site, date and collector. Seeds that arrive with more than 5% visible damage or insect activity will be returned at the depositor's expense. We may request a further sample if germination testing falls below 75%. Under normal storage at −18 °C, the viability of most orthodox seeds is expected to last several decades, although some species probably decline faster. Deposits remain the property of the depositor, and material will only be released to third parties with the depositor's written consent.",
        good=[
            Good(
                "preserve",
                "When you deposit seeds, you must send at least 2,500 seeds per accession, cleaned and dried to below 7% moisture content. You should include a completed passport data sheet with each sample, recording the collection site, date and collector. If a sample arrives with more than 5% visible damage or with insect activity, it will be returned at your expense. If germination testing comes in below 75%, we may ask you for a further sample. At the normal storage temperature of −18 °C, most orthodox seeds are expected to stay viable for several decades, though some species probably lose viability faster. Your deposit remains your property, and we will release material to third parties only with your written consent.",
            ),
            Good(
                "preserve",
                "Each accession must comprise a minimum of 2,500 seeds, cleaned and dried to a moisture content under 7%, and should come with a completed passport data sheet stating the collection site, date and collector. Samples showing more than 5% visible damage or insect activity will be sent back at the depositor's cost. Should germination testing fall below 75%, a further sample may be requested. Stored normally at −18 °C, most orthodox seeds are expected to remain viable for several decades, although some species probably deteriorate faster. Depositors retain ownership of their deposits, and material will be released to third parties only with the depositor's written consent.",
            ),
            Good(
                "pl",
                "Deponent musi przesłać co najmniej 2500 nasion na jedną akcesję, oczyszczonych i wysuszonych do wilgotności poniżej 7%. Do każdej próbki powinien być dołączony wypełniony arkusz danych paszportowych z miejscem zbioru, datą i nazwiskiem zbieracza. Nasiona, które dotrą z widocznymi uszkodzeniami przekraczającymi 5% lub ze śladami żerowania owadów, zostaną odesłane na koszt deponenta. Jeśli w teście kiełkowania wynik spadnie poniżej 75%, możemy poprosić o dodatkową próbkę. Przewiduje się, że przy standardowym przechowywaniu w temperaturze −18 °C większość nasion ortodoksyjnych zachowa żywotność przez kilkadziesiąt lat, choć niektóre gatunki prawdopodobnie tracą ją szybciej. Depozyt pozostaje własnością deponenta, a materiał zostanie udostępniony osobom trzecim wyłącznie za jego pisemną zgodą.",
            ),
        ],
        bad=[
            Slip(0, [("at least 2,500 seeds", "at least 1,500 seeds")], "number"),
            Slip(
                1,
                [("and should come with a completed", "and must come with a completed")],
                "modality",
            ),
            Slip(2, [("gatunki prawdopodobnie tracą", "gatunki tracą")], "hedge"),
        ],
    ),
    Case(
        key="en-truffle-hunting-weekend-tours-info",
        source="Our truffle hunting tours run from October to December, when the white truffle season is at its peak, every Saturday and Sunday starting at 8:30 a.m. Each tour lasts about three hours and includes a walk through private oak woodland with a trained dog and its handler, followed by a tasting at the farmhouse. Groups are limited to 12 people. Children under 8 cannot join the woodland walk, but they are welcome at the tasting. Dogs other than ours are not allowed on the estate. Finds are never guaranteed: truffles grow wild, and on some mornings the dogs may find nothing at all. Wear sturdy boots, as the paths can be muddy.",
        good=[
            Good(
                "preserve",
                "Join us for a truffle hunt any Saturday or Sunday from October to December, the peak of the white truffle season. Tours start at 8:30 a.m. and last about three hours: you'll walk through private oak woodland with a trained dog and its handler, then head back to the farmhouse for a tasting. We take no more than 12 people per group. Children under 8 can't come on the woodland walk, though they're welcome at the tasting. No dogs other than ours are allowed on the estate. We can never guarantee a find: truffles grow wild, and on some mornings the dogs may turn up nothing at all. Wear sturdy boots, because the paths can get muddy.",
            ),
            Good(
                "preserve",
                """Truffle hunting tours at a glance:
- Season: October to December (peak white truffle season), every Saturday and Sunday
- Start time: 8:30 a.m.; duration about three hours
- Programme: a walk through private oak woodland with a trained dog and its handler, then a tasting at the farmhouse
- Group size: maximum 12 people
- Children under 8 cannot join the woodland walk but are welcome at the tasting
- Visitors' dogs are not allowed on the estate
- Finds are never guaranteed — truffles grow wild, and on some mornings the dogs may find nothing at all
- Wear sturdy boots; the paths can be muddy""",
            ),
            Good(
                "pl",
                "Nasze wyprawy na trufle odbywają się od października do grudnia, w szczycie sezonu na białe trufle, w każdą sobotę i niedzielę od 8:30. Każda wyprawa trwa około trzech godzin i obejmuje spacer po prywatnym lesie dębowym z wyszkolonym psem i jego przewodnikiem, a następnie degustację w gospodarstwie. Grupy liczą maksymalnie 12 osób. Dzieci poniżej 8 lat nie mogą wziąć udziału w spacerze po lesie, ale zapraszamy je na degustację. Na teren posiadłości nie wolno wprowadzać psów innych niż nasze. Znalezisko nigdy nie jest gwarantowane: trufle rosną dziko i w niektóre poranki psy mogą nie znaleźć zupełnie nic. Załóż solidne buty, bo ścieżki bywają błotniste.",
            ),
        ],
        bad=[
            Slip(0, [("Tours start at 8:30 a.m.", "Tours start at 9:30 a.m.")], "date"),
            Slip(
                1,
                [
                    (
                        "Visitors' dogs are not allowed on the estate",
                        "Visitors' dogs are allowed on the estate",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "a następnie degustację w gospodarstwie.",
                        "a następnie degustację w gospodarstwie połączoną z lampką lokalnego wina Barolo.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-plasma-donor-eligibility-and-visits",
        source="You must be between 18 and 65 years old and weigh at least 50 kg to donate plasma. Bring a photo ID and eat a proper meal within four hours before your appointment; drink plenty of fluids the day before. A first visit usually takes about two hours, including a health check and a short interview; later donations typically take 60 to 90 minutes. You may donate plasma up to twice a week, with at least 72 hours between donations. Some donors feel light-headed afterwards, which is probably due to fluid loss and normally passes quickly. You should not do strenuous exercise for the rest of the day.",
        good=[
            Good(
                "preserve",
                """Before you donate plasma:
- You must be 18–65 years old and weigh at least 50 kg.
- Bring photo ID.
- Eat a proper meal within four hours before your appointment, and drink plenty of fluids the day before.

How long it takes: your first visit usually takes about two hours, including a health check and a short interview; later donations typically take 60–90 minutes.

How often: you may donate up to twice a week, with at least 72 hours between donations.

Afterwards: some donors feel light-headed, probably because of fluid loss; this normally passes quickly. You should not do any strenuous exercise for the rest of the day.""",
            ),
            Good(
                "preserve",
                "Plasma donors must be aged 18 to 65 and weigh no less than 50 kg. On the day, bring photo identification and have a proper meal no more than four hours before your appointment, having drunk plenty of fluids the day before. Your first visit will usually take about two hours, which covers a health check and a short interview; subsequent donations typically last between 60 and 90 minutes. Donations may be made up to twice a week, provided at least 72 hours pass between them. Light-headedness afterwards affects some donors and is probably caused by fluid loss; it normally wears off quickly. For the rest of the day, you should not take strenuous exercise.",
            ),
            Good(
                "pl",
                "Aby oddać osocze, musisz mieć od 18 do 65 lat i ważyć co najmniej 50 kg. Zabierz dokument tożsamości ze zdjęciem i zjedz porządny posiłek w ciągu czterech godzin przed wizytą, a dzień wcześniej pij dużo płynów. Pierwsza wizyta trwa zwykle około dwóch godzin, łącznie z badaniem stanu zdrowia i krótkim wywiadem; kolejne donacje zajmują zazwyczaj od 60 do 90 minut. Osocze możesz oddawać maksymalnie dwa razy w tygodniu, zachowując co najmniej 72 godziny przerwy między donacjami. Niektórzy dawcy odczuwają potem zawroty głowy, prawdopodobnie z powodu utraty płynów; zwykle szybko one mijają. Do końca dnia nie powinieneś intensywnie ćwiczyć.",
            ),
        ],
        bad=[
            Slip(0, [("weigh at least 50 kg", "weigh at least 45 kg")], "number"),
            Slip(1, [("Plasma donors must be aged", "Plasma donors should be aged")], "modality"),
            Slip(2, [("prawdopodobnie z powodu utraty płynów", "z powodu utraty płynów")], "hedge"),
        ],
    ),
    Case(
        key="en-midwife-postnatal-home-visit-schedule",
        source="After you go home with your baby, a community midwife will visit you on day 1 or 2, again around day 5, and a final time between days 10 and 14, when your care is normally handed over to the health visitor. The day-5 visit includes the newborn blood spot (heel prick) test, which screens for nine rare conditions. Visits take place between 9 a.m. and 5 p.m.; we cannot give an exact time in advance, but we will phone you on the morning of the visit. If you will not be at home, please call the midwives' office on 01632 960 418 before 8:30 a.m. Do not wait for a scheduled visit if your baby is unusually sleepy or not feeding — call straight away.",
        good=[
            Good(
                "preserve",
                """What to expect from home visits:
- Day 1 or 2: first visit from a community midwife.
- Around day 5: second visit, including the newborn blood spot (heel prick) test, which screens for nine rare conditions.
- Between days 10 and 14: final visit; your care is normally handed over to the health visitor at this point.

All visits happen between 9 a.m. and 5 p.m. We can't tell you an exact time in advance, but we'll ring you on the morning of the visit. If you won't be at home, call the midwives' office on 01632 960 418 before 8:30 a.m. If your baby is unusually sleepy or not feeding, don't wait for a scheduled visit — call straight away.""",
            ),
            Good(
                "preserve",
                "Once you and your baby are home, a community midwife will come to see you on day 1 or 2, around day 5, and finally between days 10 and 14, which is normally when the health visitor takes over your care. At the day-5 visit the midwife does the newborn blood spot (heel prick) test, which screens for nine rare conditions. We visit between 9 a.m. and 5 p.m. and can't promise a precise time beforehand, though we will call you that morning. Not going to be in? Please phone the midwives' office on 01632 960 418 before 8:30 a.m. And if your baby is unusually sleepy or isn't feeding, do not wait for the next scheduled visit: call us straight away.",
            ),
            Good(
                "pl",
                "Po powrocie z dzieckiem do domu odwiedzi Cię położna środowiskowa: w 1. lub 2. dobie, ponownie około 5. doby i po raz ostatni między 10. a 14. dobą, kiedy opieka nad Tobą zwykle przechodzi do pielęgniarki środowiskowej (health visitor). Podczas wizyty w 5. dobie wykonywane jest badanie przesiewowe noworodka z kropli krwi pobranej z pięty, obejmujące dziewięć rzadkich chorób. Wizyty odbywają się między 9:00 a 17:00; nie możemy z góry podać dokładnej godziny, ale zadzwonimy do Ciebie rano w dniu wizyty. Jeśli nie będzie Cię w domu, zadzwoń do biura położnych pod numer 01632 960 418 przed 8:30. Jeśli dziecko jest wyjątkowo senne albo nie je, nie czekaj na zaplanowaną wizytę — zadzwoń od razu.",
            ),
        ],
        bad=[
            Slip(0, [("Between days 10 and 14", "Between days 10 and 21")], "date"),
            Slip(
                1,
                [
                    (
                        "and can't promise a precise time beforehand",
                        "and can promise a precise time beforehand",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "obejmujące dziewięć rzadkich chorób.",
                        "obejmujące dziewięć rzadkich chorób; wyniki przekaże Ci lekarz rodzinny.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-doula-service-agreement-fees-terms",
        source="This agreement covers two prenatal meetings, on-call support from 38 weeks of pregnancy until the birth, continuous support during labour, and one postnatal visit within two weeks of the birth. The total fee is £950, of which a non-refundable deposit of £250 is due on signing; the balance must be paid by 37 weeks. The doula does not perform clinical tasks and cannot give medical advice. If the doula is unavailable when labour starts, a named back-up doula will attend instead. Either party may end the agreement with 14 days' written notice. Personal data will be processed in line with Article 6(1)(b) of the UK GDPR, and this agreement is governed by the law of England and Wales.",
        good=[
            Good(
                "preserve",
                "Here's what this agreement gives you: two meetings before the birth, on-call support from 38 weeks of pregnancy until your baby arrives, continuous support throughout labour, and one postnatal visit within two weeks of the birth. The total fee is £950. A £250 deposit, which is non-refundable, is due when you sign, and you must pay the balance by 37 weeks. Please note that your doula does not carry out clinical tasks and cannot give medical advice. If your doula is unavailable when labour begins, a named back-up doula will come instead. You or the doula may end the agreement by giving 14 days' notice in writing. Your personal data will be processed in line with Article 6(1)(b) of the UK GDPR, and the agreement is governed by the law of England and Wales.",
            ),
            Good(
                "preserve",
                """1. Services: two prenatal meetings; on-call support from 38 weeks of pregnancy until the birth; continuous support during labour; one postnatal visit within two weeks of the birth.
2. Fees: £950 in total. A non-refundable deposit of £250 is payable on signing, and the balance must be paid by 37 weeks.
3. Scope: the doula does not perform clinical tasks and cannot give medical advice.
4. Back-up: should the doula be unavailable when labour starts, a named back-up doula will attend instead.
5. Termination: either party may terminate this agreement on 14 days' written notice.
6. Data and governing law: personal data will be processed in accordance with Article 6(1)(b) of the UK GDPR; this agreement is governed by the law of England and Wales.""",
            ),
            Good(
                "pl",
                "Niniejsza umowa obejmuje dwa spotkania przed porodem, gotowość do wezwania od 38. tygodnia ciąży do porodu, stałe wsparcie podczas porodu oraz jedną wizytę poporodową w ciągu dwóch tygodni od narodzin. Łączne wynagrodzenie wynosi 950 GBP, z czego bezzwrotny zadatek w wysokości 250 GBP płatny jest przy podpisaniu umowy; pozostałą kwotę trzeba zapłacić do 37. tygodnia ciąży. Doula nie wykonuje czynności klinicznych i nie może udzielać porad medycznych. Jeżeli doula będzie niedostępna w chwili rozpoczęcia porodu, zamiast niej przyjdzie wskazana imiennie doula zastępcza. Każda ze stron może rozwiązać umowę z zachowaniem 14-dniowego okresu wypowiedzenia złożonego na piśmie. Dane osobowe będą przetwarzane zgodnie z art. 6 ust. 1 lit. b UK GDPR, a umowa podlega prawu Anglii i Walii.",
            ),
        ],
        bad=[
            Slip(0, [("A £250 deposit", "A £200 deposit")], "number"),
            Slip(
                1,
                [
                    (
                        "the balance must be paid by 37 weeks",
                        "the balance should be paid by 37 weeks",
                    )
                ],
                "modality",
            ),
            Slip(2, [("art. 6 ust. 1 lit. b", "art. 6 ust. 1 lit. a")], "legal_reference"),
        ],
    ),
    Case(
        key="en-scrabble-open-tournament-entry-details",
        source="The Midlands Open Scrabble Tournament will be held on Saturday 14 June and Sunday 15 June 2025 at the Priory Hall, Coventry. Registration opens at 9:00 a.m. on Saturday and the first game starts at 10:00 a.m. sharp. The event is rated by the ABSP and uses the Collins Scrabble Words 2019 lexicon. Players must bring their own board, tiles and a chess clock; mobile phones must be switched off in the playing area. Late arrivals will not be paired for the first round. The entry fee is £30, or £20 for juniors. Register by 31 May at www.midlandsscrabble.org.uk/open2025 — entries on the day are not accepted.",
        good=[
            Good(
                "preserve",
                "Save the date: the Midlands Open Scrabble Tournament takes place on Saturday 14 and Sunday 15 June 2025 at the Priory Hall in Coventry. On Saturday, registration opens at 9:00 a.m. and round one starts promptly at 10:00 a.m.; anyone arriving late won't be paired for that first round. The tournament is ABSP-rated and played with the Collins Scrabble Words 2019 lexicon. You must bring your own board, tiles and chess clock, and your mobile phone must be switched off in the playing area. Entry costs £30 (£20 for juniors). Sign up by 31 May at www.midlandsscrabble.org.uk/open2025 — we do not accept entries on the day.",
            ),
            Good(
                "preserve",
                """Midlands Open Scrabble Tournament
- When: Saturday 14 and Sunday 15 June 2025
- Where: Priory Hall, Coventry
- Saturday: registration from 9:00 a.m., first game at 10:00 a.m. sharp (late arrivals will not be paired for round 1)
- Rating and lexicon: ABSP-rated, Collins Scrabble Words 2019
- Players must bring their own board, tiles and chess clock; mobile phones must be switched off in the playing area
- Entry fee: £30, juniors £20
- Deadline: register by 31 May at www.midlandsscrabble.org.uk/open2025; entries on the day are not accepted""",
            ),
            Good(
                "pl",
                "Turniej Scrabble Midlands Open odbędzie się w sobotę 14 czerwca i niedzielę 15 czerwca 2025 r. w Priory Hall w Coventry. Rejestracja rusza w sobotę o 9:00, a pierwsza partia zaczyna się punktualnie o 10:00. Turniej jest rankingowy ABSP i rozgrywany według słownika Collins Scrabble Words 2019. Zawodnicy muszą przynieść własną planszę, płytki i zegar szachowy, a na sali gry telefony komórkowe muszą być wyłączone. Spóźnieni zawodnicy nie zostaną sparowani w pierwszej rundzie. Wpisowe wynosi 30 GBP, a dla juniorów 20 GBP. Zgłoszenia przyjmujemy do 31 maja na stronie www.midlandsscrabble.org.uk/open2025 — w dniu turnieju zgłoszeń nie przyjmujemy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("www.midlandsscrabble.org.uk/open2025", "www.midlandsscrabble.co.uk/open2025")],
                "url",
            ),
            Slip(1, [("register by 31 May", "register by 7 June")], "date"),
            Slip(
                2,
                [
                    (
                        "Spóźnieni zawodnicy nie zostaną sparowani",
                        "Spóźnieni zawodnicy zostaną sparowani",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-go-club-weekly-meetings-readme",
        source="""## Weekly meetings

The Riverside Go Club meets every **Tuesday from 7 p.m. to 10 p.m.** in Room 3 of the Old Library. Beginners are welcome; a free introductory lesson starts at 7 p.m. on the first Tuesday of each month.

### Membership
- Annual fee: €40 (students €20)
- Visitors may attend two sessions free before joining
- Members should record rated games on the [club ladder](https://riversidego.club/ladder)

### Equipment
The club provides 19×19 and 9×9 boards. Please do not take club stones home.""",
        good=[
            Good(
                "preserve",
                """## Weekly meetings

Riverside Go Club meets every **Tuesday, 7–10 p.m.**, in Room 3 at the Old Library. Beginners are welcome, and on the first Tuesday of each month there is a free introductory lesson starting at 7 p.m.

### Membership
- Yearly fee: €40 (€20 for students)
- Visitors may come to two sessions free of charge before joining
- Members should log their rated games on the [club ladder](https://riversidego.club/ladder)

### Equipment
Both 19×19 and 9×9 boards are provided by the club. Please don't take the club's stones home.""",
            ),
            Good(
                "preserve",
                """## Weekly meetings

The Riverside Go Club gets together every **Tuesday from 7 p.m. to 10 p.m.** in Room 3 of the Old Library. New to Go? You're welcome — on the first Tuesday of every month we run a free introductory lesson at 7 p.m.

### Membership
- Annual fee: €40, or €20 if you're a student
- As a visitor, you may attend two sessions for free before you join
- As a member, you should record your rated games on the [club ladder](https://riversidego.club/ladder)

### Equipment
You'll find 19×19 and 9×9 boards at the club. Please do not take club stones home.""",
            ),
            Good(
                "pl",
                """## Cotygodniowe spotkania

Klub Go Riverside spotyka się w każdy **wtorek w godz. 19:00–22:00** w sali nr 3 w Starej Bibliotece. Początkujący są mile widziani; w pierwszy wtorek każdego miesiąca o 19:00 zaczyna się bezpłatna lekcja wprowadzająca.

### Członkostwo
- Składka roczna: 40 € (studenci 20 €)
- Goście mogą przed zapisaniem się bezpłatnie wziąć udział w dwóch spotkaniach
- Członkowie powinni zapisywać partie rankingowe w [drabince klubowej](https://riversidego.club/ladder)

### Sprzęt
Klub zapewnia plansze 19×19 i 9×9. Prosimy nie zabierać klubowych kamieni do domu.""",
            ),
        ],
        bad=[
            Slip(0, [("### Membership\n", "Membership\n")], "markdown"),
            Slip(1, [("Annual fee: €40", "Annual fee: €50")], "number"),
            Slip(2, [("Członkowie powinni zapisywać", "Członkowie muszą zapisywać")], "modality"),
        ],
    ),
    Case(
        key="en-contact-lens-aftercare-hygiene-advice",
        source="Always wash and dry your hands before touching your lenses. Clean and store monthly lenses in fresh multipurpose solution every night; never top up old solution or use tap water, as water may carry Acanthamoeba, a rare but serious cause of eye infection. Replace your lens case at least every three months. Do not sleep in your lenses unless your optometrist has specifically fitted them for overnight wear. If your eye becomes red, painful or sensitive to light, remove the lenses and contact us the same day; these symptoms are probably minor, but they can be an early sign of infection. You should attend an aftercare check every 12 months, even if your eyes feel fine.",
        good=[
            Good(
                "preserve",
                """Looking after your contact lenses:
1. Always wash and dry your hands before you touch your lenses.
2. Every night, clean your monthly lenses and store them in fresh multipurpose solution. Never top up old solution, and never use tap water: water may carry Acanthamoeba, a rare but serious cause of eye infection.
3. Replace your lens case at least every three months.
4. Don't sleep in your lenses unless your optometrist has specifically fitted them for overnight wear.
5. If your eye turns red, painful or sensitive to light, take the lenses out and contact us the same day. These symptoms are probably minor, but they can be an early sign of infection.
6. You should come for an aftercare check every 12 months, even if your eyes feel fine.""",
            ),
            Good(
                "preserve",
                "Hand hygiene comes first: always wash and dry your hands before handling your lenses. Clean your monthly lenses and store them in fresh multipurpose solution every night. Never top up old solution or use tap water, since water may carry Acanthamoeba, which is a rare but serious cause of eye infection. Swap your lens case for a new one at least every three months. Unless your optometrist has specifically fitted your lenses for overnight wear, do not sleep in them. Red, painful or light-sensitive eye? Take your lenses out and get in touch with us the same day — it's probably nothing serious, but these symptoms can be an early sign of infection. And even if your eyes feel fine, you should still attend an aftercare check every 12 months.",
            ),
            Good(
                "pl",
                "Zawsze myj i osuszaj ręce przed dotknięciem soczewek. Soczewki miesięczne czyść i przechowuj co noc w świeżym płynie wielofunkcyjnym; nigdy nie dolewaj świeżego płynu do starego ani nie używaj wody z kranu, ponieważ woda może zawierać Acanthamoeba — rzadką, ale groźną przyczynę zakażeń oka. Pojemnik na soczewki wymieniaj co najmniej co trzy miesiące. Nie śpij w soczewkach, chyba że optometrysta dobrał je specjalnie do noszenia w nocy. Jeśli oko stanie się zaczerwienione, bolesne lub wrażliwe na światło, zdejmij soczewki i skontaktuj się z nami tego samego dnia; te objawy są prawdopodobnie niegroźne, ale mogą być wczesnym sygnałem zakażenia. Na kontrolę powinieneś zgłaszać się co 12 miesięcy, nawet jeśli oczy nie sprawiają kłopotów.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Never top up old solution, and never use tap water",
                        "Top up old solution when needed, but never use tap water",
                    )
                ],
                "negation",
            ),
            Slip(1, [("it's probably nothing serious", "it's nothing serious")], "hedge"),
            Slip(
                2,
                [("powinieneś zgłaszać się co 12 miesięcy", "możesz zgłaszać się co 12 miesięcy")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-cli-tool-readme-install-usage",
        source="""## Installation

`tidyscan` requires Python 3.10 or later. Install it from PyPI:

```
pip install tidyscan==2.4.1
```

## Usage

Run `tidyscan check ./src` to scan a directory. By default the tool ignores files larger than 5 MB; use `--max-size` to change the limit. Results are written to `tidyscan-report.json` in the current directory.

> **Note:** version 2.x is not compatible with config files from 1.x. After upgrading, run `tidyscan migrate` once to convert them.

See the [changelog](https://github.com/tidyscan/tidyscan/blob/main/CHANGELOG.md) for details.""",
        good=[
            Good(
                "preserve",
                """## Installation

You need Python 3.10 or later to run `tidyscan`. Install it from PyPI:

```
pip install tidyscan==2.4.1
```

## Usage

To scan a directory, run `tidyscan check ./src`. Files larger than 5 MB are ignored by default; you can change this limit with `--max-size`. The results go to `tidyscan-report.json` in the current directory.

> **Note:** config files from 1.x are not compatible with version 2.x. After upgrading, run `tidyscan migrate` once to convert your old config files.

Details are in the [changelog](https://github.com/tidyscan/tidyscan/blob/main/CHANGELOG.md).""",
            ),
            Good(
                "preserve",
                """## Installation

`tidyscan` requires Python 3.10+. Get it from PyPI with:

```
pip install tidyscan==2.4.1
```

## Usage

Scan a directory with `tidyscan check ./src`. Files over 5 MB are skipped unless you change the limit using `--max-size`. A report is saved as `tidyscan-report.json` in the current directory.

> **Note:** version 2.x cannot use 1.x config files. Once you have upgraded, run `tidyscan migrate` a single time to convert them.

For details, see the [changelog](https://github.com/tidyscan/tidyscan/blob/main/CHANGELOG.md).""",
            ),
            Good(
                "pl",
                """## Instalacja

`tidyscan` wymaga Pythona 3.10 lub nowszego. Zainstaluj go z PyPI:

```
pip install tidyscan==2.4.1
```

## Użycie

Aby przeskanować katalog, uruchom `tidyscan check ./src`. Domyślnie narzędzie pomija pliki większe niż 5 MB; limit można zmienić opcją `--max-size`. Wyniki są zapisywane w pliku `tidyscan-report.json` w bieżącym katalogu.

> **Uwaga:** wersja 2.x nie jest zgodna z plikami konfiguracyjnymi z wersji 1.x. Po aktualizacji uruchom jednorazowo `tidyscan migrate`, aby je przekonwertować.

Szczegóły znajdziesz w [dzienniku zmian](https://github.com/tidyscan/tidyscan/blob/main/CHANGELOG.md).""",
            ),
        ],
        bad=[
            Slip(0, [("`tidyscan-report.json`", "`tidyscan_report.json`")], "code"),
            Slip(
                1,
                [("```\npip install tidyscan==2.4.1\n```", "pip install tidyscan==2.4.1")],
                "markdown",
            ),
            Slip(2, [("pliki większe niż 5 MB", "pliki większe niż 50 MB")], "number"),
        ],
    ),
    Case(
        key="en-salt-reduction-trial-lancet-summary",
        source="A randomised trial published in The Lancet (Okafor et al., 2023; doi:10.1016/S0140-6736(23)01412-7) followed 1,204 adults with mild hypertension for 18 months. Participants who cut their daily salt intake by roughly 2.5 g lowered their systolic blood pressure by an average of 4.8 mmHg compared with the control group. The authors suggest the effect may be larger in people over 60, although this subgroup was small and the finding should be treated with caution. The trial did not measure cardiovascular events, so it cannot show whether the reduction prevents heart attacks or strokes. A follow-up study is planned, but no start date has been announced.",
        good=[
            Good(
                "preserve",
                "In a randomised trial reported in The Lancet (Okafor et al., 2023; doi:10.1016/S0140-6736(23)01412-7), researchers followed 1,204 adults with mild hypertension for 18 months. Those who reduced their daily salt intake by roughly 2.5 g saw their systolic blood pressure fall by 4.8 mmHg on average, relative to the control group. The authors suggest that the effect may be larger in people over 60, but the subgroup was small and this result should be treated with caution. Because cardiovascular events were not measured, the trial cannot tell us whether the reduction prevents heart attacks or strokes. A follow-up study is planned; no start date has been announced yet.",
            ),
            Good(
                "preserve",
                "Eating less salt brought systolic blood pressure down by an average of 4.8 mmHg in a randomised trial of 1,204 adults with mild hypertension, published in The Lancet (Okafor et al., 2023; doi:10.1016/S0140-6736(23)01412-7). Over 18 months, participants who cut their daily intake by roughly 2.5 g were compared with a control group. The authors suggest the benefit may be greater for people over 60, though that subgroup was small and the finding should be treated with caution. Since the trial did not measure cardiovascular events, it cannot show whether the reduction prevents heart attacks or strokes. A follow-up study is planned, with no start date announced so far.",
            ),
            Good(
                "pl",
                "W randomizowanym badaniu opublikowanym w „The Lancet” (Okafor i in., 2023; doi:10.1016/S0140-6736(23)01412-7) przez 18 miesięcy obserwowano 1204 dorosłych z łagodnym nadciśnieniem. U uczestników, którzy ograniczyli dzienne spożycie soli o mniej więcej 2,5 g, skurczowe ciśnienie krwi spadło średnio o 4,8 mmHg w porównaniu z grupą kontrolną. Autorzy sugerują, że efekt może być większy u osób po 60. roku życia, choć ta podgrupa była mała, a wynik powinno się traktować z ostrożnością. Badanie nie mierzyło zdarzeń sercowo-naczyniowych, więc nie może wykazać, czy ten spadek zapobiega zawałom serca lub udarom. Planowane jest badanie kontynuacyjne, ale nie ogłoszono jeszcze daty jego rozpoczęcia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("doi:10.1016/S0140-6736(23)01412-7", "doi:10.1016/S0140-6736(23)01214-7")],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "The authors suggest the benefit may be greater",
                        "The authors found the benefit is greater",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("średnio o 4,8 mmHg", "średnio o 8,4 mmHg")], "number"),
        ],
    ),
    Case(
        key="en-tenant-deposit-protection-housing-act",
        source="Your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it, as required by section 213 of the Housing Act 2004. They must also give you the prescribed information about the scheme within the same period. If they fail to do so, you may be able to claim compensation of between one and three times the deposit amount under section 214. A landlord who has not protected the deposit cannot normally serve a valid section 21 notice. At the end of the tenancy, the deposit should be returned within 10 days of you both agreeing how much you will get back. Deductions are not allowed for fair wear and tear.",
        good=[
            Good(
                "preserve",
                "Within 30 days of receiving your deposit, your landlord must place it in a government-approved protection scheme — this is required by section 213 of the Housing Act 2004 — and must give you the prescribed information about the scheme within that same period. If they don't, you may be able to claim compensation of between one and three times the deposit under section 214. A landlord who hasn't protected your deposit also cannot normally serve a valid section 21 notice. When the tenancy ends, your deposit should be returned within 10 days of you and the landlord agreeing how much you'll get back, and no deductions are allowed for fair wear and tear.",
            ),
            Good(
                "preserve",
                """Deposit protection — your rights:
- Your landlord must protect the deposit in a government-approved scheme within 30 days of receiving it (Housing Act 2004, section 213).
- Within the same 30 days, they must also give you the prescribed information about the scheme.
- If they fail to do this, you may be able to claim compensation of one to three times the deposit amount (section 214).
- A landlord who has not protected the deposit cannot normally serve a valid section 21 notice.
- At the end of the tenancy, the deposit should be returned within 10 days of you both agreeing how much you'll get back.
- Deductions for fair wear and tear are not allowed.""",
            ),
            Good(
                "pl",
                "Wynajmujący musi zabezpieczyć Twoją kaucję w zatwierdzonym przez rząd systemie ochrony depozytów w ciągu 30 dni od jej otrzymania, jak wymaga tego sekcja 213 ustawy Housing Act 2004. W tym samym terminie musi również przekazać Ci przewidziane prawem informacje o tym systemie. Jeśli tego nie zrobi, możesz mieć prawo do odszkodowania w wysokości od jednokrotności do trzykrotności kwoty kaucji na podstawie sekcji 214. Wynajmujący, który nie zabezpieczył kaucji, zwykle nie może skutecznie doręczyć wypowiedzenia na podstawie sekcji 21. Po zakończeniu najmu kaucja powinna zostać zwrócona w ciągu 10 dni od uzgodnienia przez obie strony, ile otrzymasz z powrotem. Potrącenia z tytułu normalnego zużycia są niedozwolone.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 213 of the Housing Act 2004", "section 213 of the Housing Act 1988")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "A landlord who has not protected the deposit cannot normally serve",
                        "A landlord who has not protected the deposit can normally serve",
                    )
                ],
                "negation",
            ),
            Slip(2, [("w ciągu 10 dni od uzgodnienia", "w ciągu 30 dni od uzgodnienia")], "date"),
        ],
    ),
    Case(
        key="en-bike-share-rental-terms-fees",
        source="CityCycle bikes can be unlocked with the app or a member card at any of our 140 docking stations. The first 30 minutes of every ride are free for annual members; after that, each additional 30 minutes costs €1.50. Casual users pay €2 per ride plus the same time charges. Bikes must be returned to a docking station: if a bike is left outside a station, a €50 recovery fee will be charged. You should check the brakes and tyres before setting off and report any fault in the app. Riders must be at least 16 years old. Full terms are available at https://citycycle.example.eu/terms, and questions can be sent to help@citycycle.example.eu.",
        good=[
            Good(
                "preserve",
                "You can unlock a CityCycle bike with the app or your member card at any of our 140 docking stations. If you're an annual member, the first 30 minutes of every ride are free, and each additional 30 minutes after that costs €1.50. Casual users pay €2 per ride, plus the same time charges. You must return the bike to a docking station; if you leave it outside a station, you will be charged a €50 recovery fee. Before setting off, you should check the brakes and tyres, and report any fault in the app. You must be at least 16 years old to ride. The full terms are at https://citycycle.example.eu/terms, and you can send questions to help@citycycle.example.eu.",
            ),
            Good(
                "preserve",
                """CityCycle in brief:
- Unlocking: with the app or a member card, at any of 140 docking stations.
- Annual members: first 30 minutes of every ride free, then €1.50 for each additional 30 minutes.
- Casual users: €2 per ride plus the same time charges.
- Returns: bikes must go back to a docking station; a bike left outside a station incurs a €50 recovery fee.
- Safety: you should check the brakes and tyres before riding and report any fault in the app.
- Age: riders must be at least 16.
- Terms: https://citycycle.example.eu/terms; questions: help@citycycle.example.eu.""",
            ),
            Good(
                "pl",
                "Rowery CityCycle można odblokować w aplikacji lub kartą członkowską na każdej ze 140 stacji dokujących. Dla członków z abonamentem rocznym pierwsze 30 minut każdego przejazdu jest bezpłatne, a każde kolejne 30 minut kosztuje 1,50 €. Użytkownicy okazjonalni płacą 2 € za przejazd plus te same opłaty za czas. Rower trzeba zwrócić do stacji dokującej: za pozostawienie go poza stacją zostanie pobrana opłata za odzyskanie w wysokości 50 €. Przed jazdą powinieneś sprawdzić hamulce i opony, a każdą usterkę zgłosić w aplikacji. Użytkownicy muszą mieć ukończone 16 lat. Pełny regulamin jest dostępny na https://citycycle.example.eu/terms, a pytania można kierować na adres help@citycycle.example.eu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you should check the brakes and tyres", "you must check the brakes and tyres")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "questions: help@citycycle.example.eu",
                        "questions: support@citycycle.example.eu",
                    )
                ],
                "url",
            ),
            Slip(2, [("w wysokości 50 €", "w wysokości 30 €")], "number"),
        ],
    ),
    Case(
        key="en-bee-association-swarm-line-guidance",
        source="If a swarm of honey bees has settled in your garden, don't panic: swarming bees are usually gentle because they have no hive to defend. Do not spray them with water or insecticide, and keep children and pets away. Swarms often move on within 24 to 48 hours, but a volunteer collector from our association can usually come the same day. Call the swarm line on 0800 555 0199 and, if possible, send a photo so we can confirm they are honey bees; we do not remove wasps or bumblebees. Collection is free, although a donation towards fuel is appreciated. Collectors will not remove bees from inside walls or chimneys.",
        good=[
            Good(
                "preserve",
                "Found a swarm of honey bees in your garden? Don't panic — swarming bees are usually gentle, as they have no hive to defend. Please don't spray them with water or insecticide, and keep children and pets away. Swarms often move on within 24 to 48 hours, but one of our association's volunteer collectors can usually come out the same day. Ring our swarm line on 0800 555 0199 and, if you can, send a photo so we can confirm they're honey bees — we don't remove wasps or bumblebees. Collection is free, though a donation towards fuel is appreciated. Please note that collectors will not remove bees from inside walls or chimneys.",
            ),
            Good(
                "preserve",
                """What to do if honey bees swarm in your garden:
1. Stay calm. Swarming bees are usually gentle, because they have no hive to defend.
2. Do not spray them with water or insecticide, and keep children and pets away.
3. Call our swarm line on 0800 555 0199. A volunteer collector from the association can usually come the same day, although swarms often move on within 24 to 48 hours anyway.
4. If possible, send a photo so we can confirm they are honey bees. We do not remove wasps or bumblebees.

Collection is free, but a donation towards fuel is appreciated. Collectors will not remove bees from inside walls or chimneys.""",
            ),
            Good(
                "pl",
                "Jeśli w Twoim ogrodzie osiadł rój pszczół miodnych, nie panikuj: pszczoły w roju są zwykle łagodne, bo nie mają ula, którego musiałyby bronić. Nie polewaj ich wodą ani nie pryskaj środkiem owadobójczym i trzymaj dzieci oraz zwierzęta z daleka. Roje często przenoszą się dalej w ciągu 24–48 godzin, ale wolontariusz naszego stowarzyszenia zbierający roje zwykle może przyjechać tego samego dnia. Zadzwoń na naszą linię rojową pod numer 0800 555 0199 i, jeśli to możliwe, wyślij zdjęcie, abyśmy mogli potwierdzić, że to pszczoły miodne; nie usuwamy os ani trzmieli. Zebranie roju jest bezpłatne, choć mile widziany jest datek na paliwo. Zbieracze nie usuwają pszczół z wnętrza ścian ani kominów.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Collection is free, though",
                        "Collection is free thanks to funding from the county council, though",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Swarming bees are usually gentle", "Swarming bees are gentle")], "hedge"),
            Slip(2, [("nie usuwamy os ani trzmieli", "usuwamy też osy i trzmiele")], "negation"),
        ],
    ),
    Case(
        key="en-county-archive-reading-room-visits",
        source="The reading room of the County Record Office is open Tuesday to Friday, 9:30 a.m. to 4:30 p.m., and on the second Saturday of each month from 10 a.m. to 1 p.m. Original documents must be ordered at least two working days in advance through the online catalogue; a maximum of six items may be ordered per visit. Only pencils may be used in the reading room. You may photograph documents for private research without a flash, but permission is required for any publication. Bags and coats must be left in the lockers, which take a £1 coin (returned). The record office is closed for stocktaking during the first two weeks of December.",
        good=[
            Good(
                "preserve",
                "You can use the County Record Office reading room from Tuesday to Friday, 9:30 a.m.–4:30 p.m., and on the second Saturday of every month, 10 a.m.–1 p.m. You must order original documents through the online catalogue at least two working days before your visit, and you may order a maximum of six items per visit. Only pencils may be used in the reading room. You may photograph documents for private research as long as you don't use a flash, but any publication requires permission. Bags and coats must go in the lockers (they take a £1 coin, which is returned). Note that the record office is closed for stocktaking during the first two weeks of December.",
            ),
            Good(
                "preserve",
                """County Record Office – reading room
- Opening hours: Tuesday–Friday 9:30 a.m.–4:30 p.m.; second Saturday of each month 10 a.m.–1 p.m.
- Closed for stocktaking during the first two weeks of December.
- Original documents must be ordered via the online catalogue at least two working days ahead; up to six items may be ordered per visit.
- Only pencils may be used.
- You may take photographs for private research without a flash; any publication requires permission.
- Bags and coats must be left in the lockers (£1 coin, returned).""",
            ),
            Good(
                "pl",
                "Czytelnia Archiwum Hrabstwa (County Record Office) jest czynna od wtorku do piątku w godz. 9:30–16:30 oraz w drugą sobotę każdego miesiąca w godz. 10:00–13:00. Oryginalne dokumenty trzeba zamówić przez katalog internetowy co najmniej dwa dni robocze wcześniej; podczas jednej wizyty można zamówić maksymalnie sześć jednostek. W czytelni wolno używać wyłącznie ołówków. Dokumenty można fotografować do prywatnych badań bez lampy błyskowej, ale na każdą publikację potrzebna jest zgoda. Torby i płaszcze trzeba zostawić w szafkach na monetę 1 GBP (zwracaną). W pierwszych dwóch tygodniach grudnia archiwum jest zamknięte z powodu inwentaryzacji.",
            ),
        ],
        bad=[
            Slip(0, [("from Tuesday to Friday", "from Monday to Friday")], "date"),
            Slip(
                1,
                [("Original documents must be ordered", "Original documents should be ordered")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "W czytelni wolno używać wyłącznie ołówków.",
                        "W czytelni wolno używać wyłącznie ołówków, które można bezpłatnie wypożyczyć w recepcji.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-sync-tool-release-notes-upgrade",
        source="""# Release 3.2.0

## Changes
- The `sync` command now retries failed uploads up to 3 times before giving up.
- The default log level is now `warning` (previously `info`).
- Support for Node.js 16 has been dropped; Node.js 18 or later is required.

## Upgrade notes
If you set `log_level` in `config.yaml`, your setting is not affected. Cache files created by 3.1.x are not reused, so the first run after upgrading may take longer.

## Known issues
On Windows, paths longer than 260 characters may fail to sync ([#1482](https://github.com/example/syncer/issues/1482)).""",
        good=[
            Good(
                "preserve",
                """# Release 3.2.0

## Changes
- `sync` now retries a failed upload up to 3 times before it gives up.
- The log level now defaults to `warning` instead of `info`.
- Node.js 16 is no longer supported; you need Node.js 18 or later.

## Upgrade notes
Your setting is not affected if you have set `log_level` in `config.yaml`. Because cache files from 3.1.x are not reused, the first run after the upgrade may take longer.

## Known issues
Syncing paths longer than 260 characters may fail on Windows ([#1482](https://github.com/example/syncer/issues/1482)).""",
            ),
            Good(
                "preserve",
                """# Release 3.2.0

## Changes
- Failed uploads in the `sync` command are now retried up to 3 times before the command gives up.
- `warning` is the new default log level; it used to be `info`.
- Node.js 16 support has been removed, and Node.js 18 or later is now required.

## Upgrade notes
A `log_level` value you have set in `config.yaml` is not affected. Cache files created by 3.1.x will not be reused, so your first run after upgrading may be slower.

## Known issues
On Windows, syncing may fail for paths longer than 260 characters ([#1482](https://github.com/example/syncer/issues/1482)).""",
            ),
            Good(
                "pl",
                """# Wydanie 3.2.0

## Zmiany
- Polecenie `sync` ponawia teraz nieudane przesyłanie maksymalnie 3 razy, zanim zrezygnuje.
- Domyślny poziom logowania to teraz `warning` (wcześniej `info`).
- Zrezygnowano z obsługi Node.js 16; wymagany jest Node.js 18 lub nowszy.

## Uwagi dotyczące aktualizacji
Jeśli ustawiono `log_level` w `config.yaml`, to ustawienie nie ulega zmianie. Pliki pamięci podręcznej utworzone przez 3.1.x nie są ponownie wykorzystywane, dlatego pierwsze uruchomienie po aktualizacji może potrwać dłużej.

## Znane problemy
W systemie Windows synchronizacja ścieżek dłuższych niż 260 znaków może się nie powieść ([#1482](https://github.com/example/syncer/issues/1482)).""",
            ),
        ],
        bad=[
            Slip(0, [("`log_level`", "`loglevel`")], "code"),
            Slip(
                1,
                [
                    (
                        "it used to be `info`.\n- Node.js 16 support has been removed, and",
                        "it used to be `info`; Node.js 16 support has been removed, and",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "wymagany jest Node.js 18 lub nowszy.",
                        "wymagany jest Node.js 18 lub nowszy, a wersja 3.3 doda obsługę Deno.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-gdpr-subject-access-request-notice",
        source="Under Article 15 of the General Data Protection Regulation (EU) 2016/679, you have the right to obtain a copy of the personal data we hold about you. Requests should be sent to privacy@lumenbank.example or made through the form at https://lumenbank.example/privacy/request. We must reply within one month of receiving your request; this period may be extended by two further months for complex requests, in which case we will tell you within the first month. We may ask you to confirm your identity before we respond. The first copy is free of charge, but we may charge a reasonable fee for additional copies. You also have the right to lodge a complaint with a supervisory authority.",
        good=[
            Good(
                "preserve",
                "Article 15 of the General Data Protection Regulation (EU) 2016/679 gives you the right to obtain a copy of the personal data we hold about you. Requests should be sent to privacy@lumenbank.example or submitted using the form at https://lumenbank.example/privacy/request. Before responding, we may ask you to confirm your identity. We must reply within one month of receiving the request. For complex requests, this period may be extended by two further months; if so, we will let you know within the first month. Your first copy is free of charge, while for additional copies we may charge a reasonable fee. You also have the right to lodge a complaint with a supervisory authority.",
            ),
            Good(
                "preserve",
                """Your right of access
- What: a copy of the personal data we hold about you (Article 15, General Data Protection Regulation (EU) 2016/679).
- How: requests should go to privacy@lumenbank.example or through the form at https://lumenbank.example/privacy/request.
- Identity: we may ask you to confirm who you are before we respond.
- Deadline: we must reply within one month of receiving your request. For complex requests this may be extended by two further months, and we will tell you within the first month if that happens.
- Cost: the first copy is free; we may charge a reasonable fee for additional copies.
- Complaints: you also have the right to lodge a complaint with a supervisory authority.""",
            ),
            Good(
                "pl",
                "Na podstawie art. 15 ogólnego rozporządzenia o ochronie danych (UE) 2016/679 masz prawo uzyskać kopię danych osobowych, które o Tobie przechowujemy. Wnioski powinny być wysyłane na adres privacy@lumenbank.example lub składane przez formularz na stronie https://lumenbank.example/privacy/request. Musimy odpowiedzieć w ciągu miesiąca od otrzymania wniosku; w przypadku skomplikowanych wniosków termin ten może zostać przedłużony o kolejne dwa miesiące, o czym poinformujemy Cię w ciągu pierwszego miesiąca. Przed udzieleniem odpowiedzi możemy poprosić Cię o potwierdzenie tożsamości. Pierwsza kopia jest bezpłatna, ale za kolejne kopie możemy pobrać rozsądną opłatę. Przysługuje Ci również prawo wniesienia skargi do organu nadzorczego.",
            ),
        ],
        bad=[
            Slip(
                0, [("Article 15 of the General", "Article 20 of the General")], "legal_reference"
            ),
            Slip(
                1,
                [("we must reply within one month", "we should reply within one month")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "https://lumenbank.example/privacy/request",
                        "https://lumenbank.example/privacy",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-screen-time-sleep-review-newsletter",
        source="A review by Marsh and Oyelaran (2022), published in the Journal of Adolescent Health, 71(4), pp. 455–462, pooled data from 36 studies of children aged 8 to 17. It found that using a phone or tablet in the hour before bed was associated with about 20 minutes less sleep per night on average. The authors stress that most of the studies were observational, so screens probably contribute to later bedtimes but may not be the only cause. They recommend that devices be kept out of bedrooms overnight. Schools cannot enforce this, but parents may find it helpful to agree on a family rule.",
        good=[
            Good(
                "preserve",
                "How do screens affect children's sleep? Marsh and Oyelaran (2022) pooled data from 36 studies of children aged 8 to 17 in a review published in the Journal of Adolescent Health, 71(4), pp. 455–462. Using a phone or tablet in the hour before bed was linked to about 20 minutes less sleep a night on average. Because most of the studies were observational, the authors stress, screens probably contribute to later bedtimes but may not be the only cause. Their recommendation is to keep devices out of bedrooms overnight. Schools can't enforce this, but as a parent you may find it helpful to agree on a family rule.",
            ),
            Good(
                "preserve",
                "Pooling data from 36 studies of children aged 8–17, a review by Marsh and Oyelaran (2022; Journal of Adolescent Health, 71(4), pp. 455–462) found that phone or tablet use in the hour before bed was associated with roughly 20 minutes less sleep per night, on average. As most of the included studies were observational, the authors emphasise that screens probably contribute to later bedtimes but may not be the only cause. They recommend keeping devices out of bedrooms overnight. While schools cannot enforce this, parents may find it helpful to agree on a family rule.",
            ),
            Good(
                "pl",
                "W przeglądzie Marsh i Oyelaran (2022), opublikowanym w „Journal of Adolescent Health”, 71(4), s. 455–462, zebrano dane z 36 badań obejmujących dzieci w wieku od 8 do 17 lat. Wynika z niego, że korzystanie z telefonu lub tabletu w ostatniej godzinie przed snem wiązało się średnio z około 20 minutami krótszego snu na dobę. Autorzy podkreślają, że większość badań miała charakter obserwacyjny, więc ekrany prawdopodobnie przyczyniają się do późniejszego kładzenia się spać, ale mogą nie być jedyną przyczyną. Zalecają, by na noc trzymać urządzenia poza sypialnią. Szkoły nie mogą tego egzekwować, ale rodzice mogą uznać za pomocne ustalenie wspólnej rodzinnej zasady.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("linked to about 20 minutes less sleep", "linked to 20 minutes less sleep")],
                "hedge",
            ),
            Slip(1, [("pp. 455–462", "pp. 545–552")], "citation"),
            Slip(2, [("z 36 badań", "z 26 badań")], "number"),
        ],
    ),
    Case(
        key="en-low-cost-pet-vaccination-day",
        source="Our low-cost pet vaccination day takes place on Sunday 7 September at the Greenway Community Centre, from 10 a.m. to 2 p.m. Dogs can receive their annual booster for £25 and cats for £22; microchipping is available for £10. No appointment is needed, but places are limited and we cannot guarantee that everyone in the queue will be seen. All dogs must be on a lead and cats must be brought in a secure carrier. Please bring your pet's vaccination card if you have one. We are not able to treat sick animals on the day; if your pet is unwell, contact your own vet.",
        good=[
            Good(
                "preserve",
                "Join us on Sunday 7 September, from 10 a.m. to 2 p.m., at the Greenway Community Centre for our low-cost pet vaccination day. Annual boosters cost £25 for dogs and £22 for cats, and you can have your pet microchipped for £10. You don't need an appointment, but places are limited and we can't guarantee that everyone in the queue will be seen. All dogs must be on a lead, and cats must come in a secure carrier. If you have your pet's vaccination card, please bring it along. We're not able to treat sick animals on the day, so if your pet is unwell, please contact your own vet.",
            ),
            Good(
                "preserve",
                """Low-cost pet vaccination day
- When: Sunday 7 September, 10 a.m.–2 p.m.
- Where: Greenway Community Centre
- Prices: annual booster £25 (dogs) or £22 (cats); microchipping £10
- No appointment needed, but places are limited and we cannot guarantee that everyone in the queue will be seen
- All dogs must be on a lead; cats must be brought in a secure carrier
- Please bring your pet's vaccination card if you have one
- We are not able to treat sick animals on the day — if your pet is unwell, contact your own vet""",
            ),
            Good(
                "pl",
                "Nasz dzień tanich szczepień zwierząt odbędzie się w niedzielę 7 września w Greenway Community Centre, w godz. 10:00–14:00. Coroczna dawka przypominająca kosztuje 25 GBP dla psów i 22 GBP dla kotów; można też zaczipować zwierzę za 10 GBP. Nie trzeba się wcześniej umawiać, ale liczba miejsc jest ograniczona i nie możemy zagwarantować, że przyjmiemy wszystkich czekających w kolejce. Wszystkie psy muszą być na smyczy, a koty trzeba przynieść w bezpiecznym transporterze. Jeśli masz książeczkę szczepień swojego zwierzęcia, zabierz ją ze sobą. Tego dnia nie możemy leczyć chorych zwierząt; jeśli Twój pupil źle się czuje, skontaktuj się z własnym weterynarzem.",
            ),
        ],
        bad=[
            Slip(0, [("You don't need an appointment", "You need an appointment")], "negation"),
            Slip(
                1,
                [
                    (
                        "- Where: Greenway Community Centre\n",
                        "- Where: Greenway Community Centre (free parking behind the building)\n",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Wszystkie psy muszą być na smyczy, a koty trzeba przynieść w bezpiecznym transporterze. Jeśli masz książeczkę szczepień swojego zwierzęcia, zabierz ją ze sobą.",
                        "All dogs must be on a lead and cats must be brought in a secure carrier. Please bring your pet's vaccination card if you have one.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
]
