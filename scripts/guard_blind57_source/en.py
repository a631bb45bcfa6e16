# ruff: noqa: E501, RUF001
"""English source cases of blind set 57: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-escape-room-booking-deposit-terms",
        source="Booking terms – The Locked Library escape rooms. Bookings are for groups of 2 to 6 players, and each session lasts 60 minutes. A deposit of £25 is taken at the time of booking; the remaining balance is paid on arrival. You can reschedule free of charge up to 48 hours before your slot. Cancellations made less than 48 hours in advance are not refunded. Please arrive 15 minutes early for the safety briefing: if you arrive late, we cannot extend your session. Players under 14 must be accompanied by an adult in the room. Our prices will change on 1 March 2025, but existing bookings will not be affected.",
        good=[
            Good(
                "preserve",
                """\
The Locked Library escape rooms – booking terms at a glance:
- Group size: 2–6 players; every session runs for 60 minutes.
- You pay a £25 deposit when you book and settle the rest when you arrive.
- Rescheduling is free if you do it at least 48 hours before your slot.
- If you cancel with less than 48 hours' notice, you won't get a refund.
- Arrive 15 minutes early for the safety briefing – we can't extend your session if you're late.
- Anyone under 14 must have an adult with them in the room.

Prices change on 1 March 2025; bookings already made won't be affected.""",
            ),
            Good(
                "preserve",
                "Planning a visit to The Locked Library? Here's what you need to know. Each game lasts 60 minutes and is designed for teams of two to six players. We'll take a £25 deposit when you book, and you pay the balance on the day. Need a different time? You can move your booking for free as long as it's 48 hours or more before your slot – but cancellations inside that 48-hour window are non-refundable. Please get here 15 minutes ahead for the safety briefing, as late arrivals can't be given extra time. Under-14s must be accompanied in the room by an adult. Our prices are changing on March 1, 2025; this won't affect bookings you've already made.",
            ),
            Good(
                "pl",
                "Warunki rezerwacji – pokoje zagadek The Locked Library. Rezerwacje przyjmujemy dla grup od 2 do 6 graczy, a każda sesja trwa 60 minut. Przy rezerwacji pobieramy zaliczkę w wysokości 25 £, a pozostałą kwotę płaci się na miejscu. Termin można bezpłatnie zmienić najpóźniej 48 godzin przed zarezerwowaną godziną. Za anulowanie rezerwacji na mniej niż 48 godzin przed terminem nie zwracamy pieniędzy. Prosimy o przybycie 15 minut wcześniej na instruktaż bezpieczeństwa: w razie spóźnienia nie możemy przedłużyć sesji. Gracze poniżej 14 lat muszą przebywać w pokoju pod opieką osoby dorosłej. 1 marca 2025 r. zmienią się nasze ceny, ale nie wpłynie to na już istniejące rezerwacje.",
            ),
        ],
        bad=[
            Slip(0, [("you won't get a refund", "you will get a refund")], "negation"),
            Slip(2, [("od 2 do 6 graczy", "od 2 do 8 graczy")], "number"),
            Slip(1, [("March 1, 2025", "March 1, 2026")], "date"),
        ],
    ),
    Case(
        key="en-volunteer-first-responder-commitment-rules",
        source="Community First Responder volunteers: what we ask of you. Volunteers must be at least 18 years old and hold a full UK driving licence. Before your first shift you must complete our 4-day initial training course and pass an enhanced DBS check. You should commit to a minimum of 16 hours on call each month, although we understand this may vary around holidays. Refresher training is required every 12 months. You may respond from home or from work, provided you can reach most addresses in your area within about 8 minutes. Volunteers are not paid, but reasonable mileage is reimbursed at 45p per mile. Most new volunteers are typically ready to go on call within three months of applying.",
        good=[
            Good(
                "preserve",
                """\
To volunteer as a Community First Responder, you must:
1. be at least 18 and hold a full UK driving licence;
2. complete our four-day initial training course and pass an enhanced DBS check before your first shift;
3. attend refresher training every 12 months.

You should also commit to at least 16 hours on call each month, though we understand this may vary around holidays. You may respond from home or from work, provided you can get to most addresses in your area within about 8 minutes. The role is unpaid, but reasonable mileage is reimbursed at 45p per mile. Most new volunteers are typically ready to go on call within three months of applying.""",
            ),
            Good(
                "preserve",
                "Want to become a Community First Responder? You must be 18 or over and have a full UK driving licence. Before you can take your first shift, you must pass an enhanced DBS check and complete a 4-day initial training course, and you are required to do refresher training every 12 months. You should be on call for at least 16 hours each month, though we understand this may vary around holidays. Responding from home or from work is fine – you may do either, as long as you can reach most addresses in your area within about 8 minutes. Volunteering is unpaid; we do reimburse reasonable mileage at 45p a mile. Most new volunteers are typically ready to go on call within three months of applying.",
            ),
            Good(
                "pl",
                "Wolontariusze Community First Responder: czego od Ciebie oczekujemy. Wolontariusz musi mieć ukończone co najmniej 18 lat i posiadać pełne brytyjskie prawo jazdy. Przed pierwszym dyżurem musisz ukończyć nasz 4-dniowy kurs wstępny i przejść rozszerzoną weryfikację DBS. Powinieneś poświęcać na dyżury co najmniej 16 godzin miesięcznie, choć rozumiemy, że w okresie świąt i urlopów może się to zmieniać. Szkolenie przypominające jest obowiązkowe co 12 miesięcy. Możesz wyjeżdżać do zgłoszeń z domu lub z pracy, pod warunkiem że dotrzesz do większości adresów w swojej okolicy w ciągu około 8 minut. Wolontariusze nie otrzymują wynagrodzenia, ale zwracamy uzasadnione koszty przejazdu w wysokości 45 pensów za milę. Większość nowych wolontariuszy jest zazwyczaj gotowa do dyżurów w ciągu trzech miesięcy od złożenia zgłoszenia.",
            ),
        ],
        bad=[
            Slip(0, [("You should also commit", "You must also commit")], "modality"),
            Slip(1, [("within about 8 minutes", "within 8 minutes")], "hedge"),
            Slip(2, [("45 pensów za milę", "25 pensów za milę")], "number"),
        ],
    ),
    Case(
        key="en-river-wend-ecoli-bathing-bulletin",
        source="River Wend water quality bulletin, week of 14 July 2025. Samples taken on Tuesday at the Millford Bridge site showed E. coli levels of around 1,200 cfu per 100 ml, well above the bathing guideline of 500 cfu. The rise is probably linked to the heavy rainfall on 11 and 12 July, which likely triggered storm overflows upstream. Dissolved oxygen remained at 8.4 mg/l, within the normal range. We advise against swimming or paddling downstream of Millford Bridge until further notice. Dogs should also be kept out of the water. The next samples will be taken on 21 July, and results are usually published within 48 hours.",
        good=[
            Good(
                "preserve",
                """\
Water quality update for the River Wend (week of 14 July 2025)

E. coli at Millford Bridge measured around 1,200 cfu per 100 ml in Tuesday's samples – far higher than the 500 cfu bathing guideline. The increase is probably linked to the heavy rain on 11–12 July, which most likely set off storm overflows upstream. Dissolved oxygen held steady at 8.4 mg/l, which is within the normal range.

Until further notice, we advise people not to swim or paddle downstream of Millford Bridge, and dogs should be kept out of the water too. We'll sample again on 21 July; results usually come out within 48 hours.""",
            ),
            Good(
                "preserve",
                "Bulletin: River Wend, week commencing 14 July 2025. On Tuesday, samples collected at the Millford Bridge monitoring site recorded E. coli concentrations of approximately 1,200 cfu/100 ml, substantially exceeding the bathing guideline value of 500 cfu. This increase is probably linked to the heavy rainfall of 11 and 12 July, which is likely to have triggered storm overflows upstream. Dissolved oxygen remained within the normal range at 8.4 mg/l. Swimming and paddling downstream of Millford Bridge are advised against until further notice, and dogs should likewise be kept out of the water. Further sampling is scheduled for 21 July, with results usually published within 48 hours.",
            ),
            Good(
                "pl",
                "Biuletyn jakości wody w rzece Wend, tydzień od 14 lipca 2025 r. Próbki pobrane we wtorek przy moście Millford wykazały stężenie bakterii E. coli na poziomie około 1200 jtk na 100 ml, znacznie powyżej wartości wytycznej dla kąpielisk wynoszącej 500 jtk. Wzrost ten jest prawdopodobnie związany z ulewnymi deszczami 11 i 12 lipca, które zapewne uruchomiły przelewy burzowe w górnym biegu rzeki. Stężenie tlenu rozpuszczonego utrzymało się na poziomie 8,4 mg/l, w granicach normy. Do odwołania odradzamy pływanie i brodzenie poniżej mostu Millford. Psy również powinno się trzymać z dala od wody. Kolejne próbki zostaną pobrane 21 lipca, a wyniki publikujemy zwykle w ciągu 48 godzin.",
            ),
        ],
        bad=[
            Slip(
                1, [("This increase is probably linked to", "This increase is linked to")], "hedge"
            ),
            Slip(
                0, [("the 500 cfu bathing guideline", "the 1,000 cfu bathing guideline")], "number"
            ),
            Slip(
                2,
                [
                    (
                        "Kolejne próbki zostaną pobrane 21 lipca",
                        "Kolejne próbki zostaną pobrane 28 lipca",
                    )
                ],
                "date",
            ),
        ],
    ),
    Case(
        key="en-coding-bootcamp-withdrawal-refund-policy",
        source="Refund policy – Northbridge Coding Bootcamp. If you withdraw within 14 days of enrolling, you are entitled to a full refund under the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013, even if the course has already started. After this period, refunds are calculated pro rata for the weeks remaining, minus a £300 administration fee. No refunds are given after week 6 of the 12-week programme. Requests must be sent in writing to refunds@northbridge.dev, and we will process them within 10 working days. Deferring to a later cohort is not treated as a withdrawal and does not incur a fee. This policy does not affect your statutory rights.",
        good=[
            Good(
                "preserve",
                """\
Northbridge Coding Bootcamp – how refunds work

Changed your mind early? Withdraw within 14 days of enrolling and you're entitled to a full refund, even if the course has already begun – this is your right under the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013.

Leaving later? We'll refund you pro rata for the weeks that remain, less a £300 administration fee. Once week 6 of the 12-week programme has passed, no refunds are given.

How to ask: you must put your request in writing to refunds@northbridge.dev. We'll process it within 10 working days.

Moving to a later cohort doesn't count as withdrawing and carries no fee. Nothing in this policy affects your statutory rights.""",
            ),
            Good(
                "preserve",
                "Northbridge Coding Bootcamp refund policy. Students who withdraw within 14 days of enrolment are entitled to a full refund, even where the course has already commenced, in accordance with the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013. Thereafter, refunds are calculated pro rata according to the number of weeks remaining, with a £300 administration fee deducted. After week 6 of the 12-week programme, no refunds are given. All requests must be submitted in writing to refunds@northbridge.dev and will be processed within 10 working days. A deferral to a later cohort does not constitute a withdrawal and incurs no fee. Your statutory rights are not affected by this policy.",
            ),
            Good(
                "pl",
                "Zasady zwrotów – Northbridge Coding Bootcamp. Jeśli zrezygnujesz w ciągu 14 dni od zapisu, przysługuje Ci pełny zwrot na podstawie Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013, nawet jeśli kurs już się rozpoczął. Po tym terminie zwrot oblicza się proporcjonalnie do liczby pozostałych tygodni, po potrąceniu opłaty administracyjnej w wysokości 300 £. Po 6. tygodniu 12-tygodniowego programu zwroty nie przysługują. Wnioski muszą zostać przesłane na piśmie na adres refunds@northbridge.dev; rozpatrujemy je w ciągu 10 dni roboczych. Przeniesienie do późniejszej edycji kursu nie jest traktowane jako rezygnacja i nie wiąże się z opłatą. Niniejsze zasady nie naruszają Twoich ustawowych praw.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "A deferral to a later cohort does not constitute a withdrawal",
                        "A deferral to a later cohort constitutes a withdrawal",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [("Withdraw within 14 days of enrolling", "Withdraw within 7 days of enrolling")],
                "date",
            ),
            Slip(2, [("Regulations 2013", "Regulations 2015")], "legal_reference"),
        ],
    ),
    Case(
        key="en-hospital-parking-permit-eligibility-guide",
        source="Parking permits at St Aldhelm's Hospital. Staff, patients attending regular treatment and blue badge holders can apply for a permit online at www.staldhelms.nhs.uk/parking. Patients having chemotherapy or dialysis are eligible for free parking; other patients pay £3.50 for up to 4 hours. Staff permits cost £18 per month and are deducted from salary. Your permit must be displayed clearly on the dashboard at all times, and you should renew it at least two weeks before it expires. Permits are not valid in the multi-storey car park on Quay Street. Visitors may use the pay-and-display bays without a permit. Lost permits can be replaced for a £5 fee by emailing parking@staldhelms.nhs.uk.",
        good=[
            Good(
                "preserve",
                """\
## Parking permits – St Aldhelm's Hospital

**Who can apply:** staff, patients who attend for regular treatment, and blue badge holders. Applications are made online at www.staldhelms.nhs.uk/parking.

**What it costs:**
- chemotherapy and dialysis patients: free
- other patients: £3.50 for up to 4 hours
- staff: £18 a month, deducted from salary

**Rules:** you must keep your permit clearly displayed on the dashboard at all times, and you should renew it no later than two weeks before it expires. Permits aren't valid in the Quay Street multi-storey car park.

Visitors may park in the pay-and-display bays without a permit. If you lose your permit, email parking@staldhelms.nhs.uk to get a replacement (£5 fee).""",
            ),
            Good(
                "preserve",
                "Parking at St Aldhelm's Hospital: if you're a member of staff, a patient coming in for regular treatment or a blue badge holder, you can apply online for a permit at www.staldhelms.nhs.uk/parking. Parking is free for patients having chemotherapy or dialysis, while other patients pay £3.50 for a stay of up to four hours. For staff, a permit costs £18 per month, taken straight from salary. You must display your permit clearly on the dashboard at all times, and you should renew it at least two weeks before the expiry date. Note that permits can't be used in the multi-storey on Quay Street. Visitors don't need a permit and may use the pay-and-display bays. A lost permit can be replaced for £5 – just email parking@staldhelms.nhs.uk.",
            ),
            Good(
                "pl",
                "Karty parkingowe w szpitalu St Aldhelm's. O kartę mogą ubiegać się pracownicy, pacjenci przychodzący na regularne leczenie oraz posiadacze niebieskiej karty parkingowej (blue badge) – wniosek składa się online na stronie www.staldhelms.nhs.uk/parking. Pacjenci poddawani chemioterapii lub dializom parkują bezpłatnie; pozostali pacjenci płacą 3,50 £ za maksymalnie 4 godziny. Karta dla pracowników kosztuje 18 £ miesięcznie i jest potrącana z wynagrodzenia. Karta musi być przez cały czas wyraźnie widoczna na desce rozdzielczej, a odnowić ją powinno się co najmniej dwa tygodnie przed upływem ważności. Karty nie są ważne na parkingu wielopoziomowym przy Quay Street. Odwiedzający mogą bez karty korzystać z miejsc płatnych w biletomacie. Zgubioną kartę można wymienić za opłatą 5 £, pisząc na adres parking@staldhelms.nhs.uk.",
            ),
        ],
        bad=[
            Slip(0, [("www.staldhelms.nhs.uk/parking", "www.staldhelms.nhs.uk/permits")], "url"),
            Slip(
                1,
                [
                    (
                        "you should renew it at least two weeks",
                        "you must renew it at least two weeks",
                    )
                ],
                "modality",
            ),
            Slip(2, [("18 £ miesięcznie", "28 £ miesięcznie")], "number"),
        ],
    ),
    Case(
        key="en-podcast-network-sponsor-read-guidelines",
        source="Sponsorship guidelines for hosts on the Tidewater Podcast Network. Every sponsored segment must be clearly identified as an advertisement at the start, for example by saying “this episode is sponsored by…”. This is required under section 2 of the CAP Code and the Consumer Protection from Unfair Trading Regulations 2008. Hosts must not endorse products they have not personally tried. Ad reads should last no longer than 90 seconds, and an episode may contain at most three sponsor segments. We do not accept sponsorship from gambling, vaping or payday loan companies. Sponsors may suggest talking points, but they never get final approval over episode content. Questions go to partnerships@tidewaterpods.com.",
        good=[
            Good(
                "preserve",
                """\
Tidewater Podcast Network – sponsorship rules for hosts

- Every sponsored segment must be clearly flagged as an ad right at the start (e.g. “this episode is sponsored by…”). This is required by section 2 of the CAP Code and by the Consumer Protection from Unfair Trading Regulations 2008.
- You must not endorse any product you haven't tried yourself.
- Ad reads should be no longer than 90 seconds, and you may include at most three sponsor segments per episode.
- We don't take sponsorship from gambling, vaping or payday loan companies.
- Sponsors may suggest talking points, but final approval over episode content is never theirs.

Questions: partnerships@tidewaterpods.com""",
            ),
            Good(
                "preserve",
                "Tidewater Podcast Network: guidance on sponsorship. Sponsorship from gambling, vaping and payday loan companies is not accepted. Where a segment is sponsored, it must be clearly flagged as advertising at the outset – for instance, “this episode is sponsored by…” – as required by section 2 of the CAP Code and the Consumer Protection from Unfair Trading Regulations 2008. Hosts must not endorse any product they have not personally tried. An episode may include no more than three sponsor segments, and each ad read should not exceed 90 seconds. While sponsors may propose talking points, they are never given final approval over episode content. Please direct any questions to partnerships@tidewaterpods.com.",
            ),
            Good(
                "pl",
                "Zasady sponsoringu dla prowadzących w sieci Tidewater Podcast Network. Każdy sponsorowany fragment musi być na początku wyraźnie oznaczony jako reklama, np. słowami „ten odcinek jest sponsorowany przez…”. Wymaga tego sekcja 2 kodeksu CAP oraz Consumer Protection from Unfair Trading Regulations 2008. Prowadzącym nie wolno polecać produktów, których sami nie wypróbowali. Reklama czytana przez prowadzącego powinna trwać nie dłużej niż 90 sekund, a odcinek może zawierać najwyżej trzy segmenty sponsorskie. Nie przyjmujemy sponsoringu od firm hazardowych, producentów e-papierosów ani firm udzielających chwilówek. Sponsorzy mogą proponować tematy do omówienia, ale nigdy nie mają ostatecznego słowa w sprawie treści odcinka. Pytania prosimy kierować na adres partnerships@tidewaterpods.com.",
            ),
        ],
        bad=[
            Slip(2, [("sekcja 2 kodeksu CAP", "sekcja 7 kodeksu CAP")], "legal_reference"),
            Slip(
                1,
                [("they are never given final approval", "they are always given final approval")],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "Questions: partnerships@tidewaterpods.com",
                        "Questions: partnerships@tidewaterpods.com – our partnerships lead, Dana Whitfield, replies within one working day.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-rr-lyrae-blazhko-halo-abstract",
        source="We present multi-band photometry of 214 candidate RR Lyrae stars in the outer halo, obtained with the 2.5-m telescope at Sierra Alta Observatory between 2019 and 2022. Periods were derived using the Lomb–Scargle method and cross-checked against Gaia DR3 (Gaia Collaboration et al. 2023). We confirm 187 stars as RR Lyrae variables, of which 41 show the Blazhko effect. The Blazhko fraction of about 22% is somewhat lower than the value reported for the inner halo by Kovács (2016), which may suggest a difference in the stellar populations. However, the remaining 27 candidates could not be classified, and our sample is probably incomplete at periods below 0.3 days.",
        good=[
            Good(
                "preserve",
                "In this study we observed 214 candidate RR Lyrae stars in the outer halo with multi-band photometry, taken with the 2.5-m telescope at Sierra Alta Observatory from 2019 to 2022. We measured their periods with the Lomb–Scargle method and checked them against Gaia DR3 (Gaia Collaboration et al. 2023). Of the candidates, 187 turned out to be genuine RR Lyrae variables, and 41 of these show the Blazhko effect. That gives a Blazhko fraction of about 22%, a bit lower than Kovács (2016) reported for the inner halo – which may point to a difference between the stellar populations. We could not classify the other 27 candidates, and our sample is probably incomplete for periods shorter than 0.3 days.",
            ),
            Good(
                "preserve",
                "Multi-band photometry of 214 outer-halo RR Lyrae candidates was obtained in 2019–2022 with the Sierra Alta Observatory 2.5-m telescope. Lomb–Scargle periods were cross-validated against Gaia DR3 (Gaia Collaboration et al. 2023). Of the candidates, 187 are confirmed as RR Lyrae variables, 41 of them exhibiting the Blazhko effect. The resulting Blazhko fraction, approximately 22%, is somewhat below the inner-halo value of Kovács (2016), possibly indicating a difference in stellar populations. The remaining 27 candidates could not be classified, and the sample is probably incomplete for periods under 0.3 d.",
            ),
            Good(
                "pl",
                "Przedstawiamy wielopasmową fotometrię 214 kandydatek na gwiazdy typu RR Lyrae w zewnętrznym halo, uzyskaną za pomocą 2,5-metrowego teleskopu w Obserwatorium Sierra Alta w latach 2019–2022. Okresy wyznaczono metodą Lomba–Scargle’a i porównano z danymi Gaia DR3 (Gaia Collaboration et al. 2023). Potwierdzamy, że 187 obiektów to gwiazdy zmienne typu RR Lyrae, z czego 41 wykazuje efekt Błażki. Odsetek gwiazd z efektem Błażki, wynoszący około 22%, jest nieco niższy od wartości podanej dla wewnętrznego halo przez Kovácsa (2016), co może wskazywać na różnicę w populacjach gwiazdowych. Pozostałych 27 kandydatek nie udało się jednak sklasyfikować, a nasza próba jest prawdopodobnie niekompletna dla okresów krótszych niż 0,3 dnia.",
            ),
        ],
        bad=[
            Slip(1, [("Kovács (2016)", "Kovács (2012)")], "citation"),
            Slip(
                0,
                [("and our sample is probably incomplete", "and our sample is incomplete")],
                "hedge",
            ),
            Slip(2, [("z czego 41 wykazuje", "z czego 47 wykazuje")], "number"),
        ],
    ),
    Case(
        key="en-harrow-lane-recycling-centre-visitor-rules",
        source="Household Waste Recycling Centre – visitor rules. The centre at Harrow Lane is open 8am to 6pm from April to September and 8am to 4pm from October to March; it is closed on 25 and 26 December and 1 January. Residents must show proof of address, such as a council tax bill, on every visit. Vans and trailers need a permit, which you must book at least 3 days in advance. Each household can bring up to 4 bags of rubble or plasterboard per week. Trade waste is not accepted under any circumstances. You should sort your waste before you arrive, as staff cannot help with unloading. Asbestos is accepted only on Wednesdays, by appointment.",
        good=[
            Good(
                "preserve",
                """\
Harrow Lane Household Waste Recycling Centre – rules for visitors

Opening hours:
- April–September: 8am–6pm
- October–March: 8am–4pm
- Closed 25 and 26 December and 1 January

Before you come:
- You must show proof of address (for example a council tax bill) every time you visit.
- Driving a van or towing a trailer? You need a permit, and you must book it at least 3 days ahead.
- You should sort your waste before you arrive, as staff can't help with unloading.

Limits:
- Up to 4 bags of rubble or plasterboard per household per week.
- Trade waste is not accepted under any circumstances.
- Asbestos only on Wednesdays, by appointment.""",
            ),
            Good(
                "preserve",
                "Heading to the tip at Harrow Lane? From April to September we're open 8am to 6pm; from October to March it's 8am to 4pm. We're closed on 25 and 26 December and on 1 January. Every time you visit, you must show proof of address, such as a council tax bill. If you're coming in a van or with a trailer, you'll need a permit, which you must book at least three days beforehand. Each household can bring up to four bags of rubble or plasterboard a week. We don't accept trade waste under any circumstances. You should sort your waste before you arrive, since our staff can't help you unload. Asbestos is accepted only on Wednesdays, and only by appointment.",
            ),
            Good(
                "pl",
                "Punkt Selektywnej Zbiórki Odpadów Komunalnych – zasady dla odwiedzających. Punkt przy Harrow Lane jest czynny od 8:00 do 18:00 w okresie od kwietnia do września oraz od 8:00 do 16:00 od października do marca; 25 i 26 grudnia oraz 1 stycznia jest nieczynny. Mieszkańcy muszą przy każdej wizycie okazać potwierdzenie adresu, np. rachunek za podatek lokalny (council tax). Wjazd furgonetką lub z przyczepą wymaga zezwolenia, które trzeba zarezerwować co najmniej 3 dni wcześniej. Każde gospodarstwo domowe może przywieźć do 4 worków gruzu lub płyt gipsowo-kartonowych tygodniowo. Odpady z działalności gospodarczej nie są przyjmowane w żadnym wypadku. Odpady powinny zostać posegregowane przed przyjazdem, ponieważ pracownicy nie mogą pomagać przy rozładunku. Azbest przyjmowany jest wyłącznie w środy, po wcześniejszym umówieniu.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("since our staff can't help you unload", "since our staff can help you unload")],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "you must book it at least 3 days ahead",
                        "you should book it at least 3 days ahead",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("od 8:00 do 16:00 od października", "od 8:00 do 17:00 od października")],
                "date",
            ),
        ],
    ),
    Case(
        key="en-ledgerly-export-jobs-api-docs",
        source="""\
## Exporting data

Use `POST /v2/exports` to start an export job. The request body must include `format` (`csv` or `jsonl`) and may include `since`, an ISO 8601 timestamp.

- Exports are limited to 500,000 rows per job.
- Download links expire after 24 hours.
- You can poll `GET /v2/exports/{id}` to check the status.

Large exports typically take about 10 minutes. See the [rate limits page](https://docs.ledgerly.io/api/rate-limits) before scheduling more than 5 jobs per hour.

> Note: exports do not include archived records.""",
        good=[
            Good(
                "preserve",
                """\
## Exporting data

To start an export job, call `POST /v2/exports`. In the request body you must set `format` to either `csv` or `jsonl`; you may also pass `since`, an ISO 8601 timestamp.

- Each job can export at most 500,000 rows.
- Download links stop working after 24 hours.
- To check on a job's status, you can poll `GET /v2/exports/{id}`.

A large export typically takes about 10 minutes. If you plan to schedule more than 5 jobs an hour, read the [rate limits page](https://docs.ledgerly.io/api/rate-limits) first.

> Note: archived records are not included in exports.""",
            ),
            Good(
                "preserve",
                """\
## Exporting data

1. Start a job with `POST /v2/exports`. The body must contain `format` (`csv` or `jsonl`) and may contain `since` (an ISO 8601 timestamp).
2. Check its status by polling `GET /v2/exports/{id}`. Large exports typically need about 10 minutes.
3. Download the result – the link expires after 24 hours.

Limits: a single job exports up to 500,000 rows. Planning more than 5 jobs per hour? Check the [rate limits page](https://docs.ledgerly.io/api/rate-limits) first.

> Note: archived records are not part of any export.""",
            ),
            Good(
                "pl",
                """\
## Eksport danych

Aby rozpocząć zadanie eksportu, użyj `POST /v2/exports`. Treść żądania musi zawierać `format` (`csv` lub `jsonl`) i może zawierać `since`, czyli znacznik czasu w formacie ISO 8601.

- Eksport jest ograniczony do 500 000 wierszy na zadanie.
- Linki do pobrania wygasają po 24 godzinach.
- Stan zadania możesz sprawdzać, odpytując `GET /v2/exports/{id}`.

Duże eksporty trwają zwykle około 10 minut. Zanim zaplanujesz więcej niż 5 zadań na godzinę, zapoznaj się ze [stroną o limitach zapytań](https://docs.ledgerly.io/api/rate-limits).

> Uwaga: eksporty nie obejmują zarchiwizowanych rekordów.""",
            ),
        ],
        bad=[
            Slip(0, [("## Exporting data\n\n", "Exporting data\n\n")], "markdown"),
            Slip(1, [("`GET /v2/exports/{id}`", "`GET /v2/export/{id}`")], "code"),
            Slip(
                2,
                [
                    (
                        "https://docs.ledgerly.io/api/rate-limits",
                        "https://docs.ledgerly.com/api/rate-limits",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-hope-lane-charity-shop-donations",
        source="Donating to the Hope Lane charity shop. We gratefully accept clean clothes, books, toys, homeware and small electrical items. Electrical items must have been PAT tested or be less than a year old; otherwise we cannot sell them. We are unable to take mattresses, car seats or upholstered furniture without a fire safety label. Please bring donations during opening hours rather than leaving bags outside the door, as they may be damaged or taken. If you are a UK taxpayer, you can sign up for Gift Aid, which adds 25p to every £1 your items raise. Large donations of furniture should be arranged in advance by phoning 01632 960 481.",
        good=[
            Good(
                "preserve",
                """\
Hope Lane charity shop – donation guide

We're happy to take:
- clean clothes
- books
- toys
- homeware
- small electrical items (these must be PAT tested or under a year old, otherwise we can't sell them)

We can't accept mattresses, car seats, or upholstered furniture that has no fire safety label.

Please drop donations off while we're open instead of leaving bags by the door – they may get damaged or taken. If you pay UK tax, you can sign up for Gift Aid: it adds 25p to every £1 your items raise. For large furniture donations, you should call us first on 01632 960 481 to arrange them.""",
            ),
            Good(
                "preserve",
                "Hope Lane charity shop gratefully welcomes donations of clean clothing, books, toys, homeware and small electrical items. Any electrical item must either have been PAT tested or be under one year old; if not, we are unable to sell it. Mattresses, car seats and upholstered furniture lacking a fire safety label cannot be accepted. We ask that donations be brought in during opening hours and not left outside the door, where they may be damaged or taken. UK taxpayers can register for Gift Aid, which adds 25p for every £1 raised by their items. Large furniture donations should be arranged in advance by telephoning 01632 960 481.",
            ),
            Good(
                "pl",
                "Przekazywanie darów do sklepu charytatywnego Hope Lane. Z wdzięcznością przyjmujemy czyste ubrania, książki, zabawki, artykuły domowe i drobny sprzęt elektryczny. Sprzęt elektryczny musi mieć za sobą test PAT lub być młodszy niż rok – w przeciwnym razie nie możemy go sprzedać. Nie możemy przyjąć materaców, fotelików samochodowych ani mebli tapicerowanych bez etykiety bezpieczeństwa przeciwpożarowego. Prosimy przynosić dary w godzinach otwarcia, zamiast zostawiać torby pod drzwiami, ponieważ mogą zostać zniszczone lub zabrane. Jeśli płacisz podatki w Wielkiej Brytanii, możesz przystąpić do programu Gift Aid, dzięki któremu do każdego 1 £ uzyskanego ze sprzedaży Twoich rzeczy dodawane jest 25 pensów. Większe darowizny mebli powinny zostać wcześniej uzgodnione telefonicznie pod numerem 01632 960 481.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "lacking a fire safety label cannot be accepted",
                        "lacking a fire safety label can be accepted",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Prosimy przynosić dary w godzinach otwarcia,",
                        "Prosimy przynosić dary w godzinach otwarcia (od poniedziałku do soboty, 9:00–17:00),",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("you should call us first", "you must call us first")], "modality"),
        ],
    ),
    Case(
        key="en-allotment-tenancy-new-plot-holders",
        source="Allotment tenancy: key points for new plot holders. Your tenancy runs from 1 October to 30 September and renews automatically unless either side gives notice. Under section 1 of the Allotments Act 1922, the council must give you at least 12 months' notice to quit, expiring on or before 6 April or on or after 29 September. At least 75% of your plot should be under cultivation at all times. Sheds may be put up without permission if they are under 2 m by 1.5 m. Bonfires are not allowed between 1 April and 30 September. Water troughs are usually turned on in mid-March, though this may change in a cold spring.",
        good=[
            Good(
                "preserve",
                "New to your allotment? Here's what you need to know. Tenancies run from 1 October to 30 September and renew automatically unless you or the council gives notice. If the council wants to end your tenancy, section 1 of the Allotments Act 1922 means it must give you at least 12 months' notice to quit, and that notice has to expire on or before 6 April or on or after 29 September. You should keep at least 75% of your plot under cultivation at all times. You may put up a shed without asking permission, as long as it measures under 2 m by 1.5 m. Bonfires aren't allowed between 1 April and 30 September. The water troughs usually go on in mid-March, but in a cold spring this may change.",
            ),
            Good(
                "preserve",
                """\
Allotment tenancy – summary for new plot holders

• Term: 1 October to 30 September, renewing automatically unless notice is given by either party.
• Notice to quit: under section 1 of the Allotments Act 1922, the council must give at least 12 months' notice, expiring on or before 6 April or on or after 29 September.
• Cultivation: at least 75% of the plot should be cultivated at all times.
• Sheds: may be erected without permission if smaller than 2 m × 1.5 m.
• Bonfires: not permitted from 1 April to 30 September.
• Water: troughs are usually turned on in mid-March, though this may change if the spring is cold.""",
            ),
            Good(
                "pl",
                "Dzierżawa działki: najważniejsze informacje dla nowych działkowców. Umowa obowiązuje od 1 października do 30 września i przedłuża się automatycznie, chyba że jedna ze stron ją wypowie. Zgodnie z sekcją 1 ustawy Allotments Act 1922 rada musi wypowiedzieć umowę z co najmniej 12-miesięcznym wyprzedzeniem, a okres wypowiedzenia musi upływać najpóźniej 6 kwietnia albo nie wcześniej niż 29 września. Co najmniej 75% działki powinno być przez cały czas uprawiane. Szopy o wymiarach mniejszych niż 2 m na 1,5 m można stawiać bez pozwolenia. Ogniska są zabronione od 1 kwietnia do 30 września. Woda w korytach jest zwykle włączana w połowie marca, choć w przypadku chłodnej wiosny może się to zmienić.",
            ),
        ],
        bad=[
            Slip(1, [("Allotments Act 1922", "Allotments Act 1950")], "legal_reference"),
            Slip(
                0,
                [
                    (
                        "The water troughs usually go on in mid-March",
                        "The water troughs go on in mid-March",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("od 1 kwietnia do 30 września", "od 1 maja do 30 września")], "date"),
        ],
    ),
    Case(
        key="en-eastgate-library-laptop-loan-policy",
        source="Laptop loans at Eastgate University Library. Registered students can borrow a laptop for up to 4 hours from the self-service lockers on the ground floor. You must return it to a locker before the library closes, even if your 4 hours have not ended. Late returns are fined £2 per hour, up to a maximum of £20. Each student may have only one laptop at a time. Do not store personal files on the laptop: it is wiped automatically when returned. If a laptop is damaged, you should report it at the help desk straight away. Students who repeatedly return laptops late may be barred from the service for 30 days.",
        good=[
            Good(
                "preserve",
                """\
Borrowing a laptop from Eastgate University Library

- Who: registered students.
- Where: the self-service lockers on the ground floor.
- How long: up to 4 hours – but you must return it to a locker before the library closes, even if your 4 hours aren't up.
- Limit: you may have only one laptop at a time.
- Late returns: a £2 fine per hour, capped at £20. Repeated late returns may get you barred from the service for 30 days.
- Files: don't store personal files on the laptop; it's wiped automatically when you return it.
- Damage: you should report it at the help desk straight away.""",
            ),
            Good(
                "preserve",
                "Eastgate University Library lends laptops to registered students for a maximum of four hours at a time, from self-service lockers on the ground floor. Even if your four hours aren't over, you must put the laptop back in a locker before the library closes. Late returns cost £2 an hour, with a ceiling of £20, and students who keep returning laptops late may be barred from the service for 30 days. You may have only one laptop at once. Because every laptop is wiped automatically on return, do not store personal files on it. If a laptop gets damaged, you should report this at the help desk right away.",
            ),
            Good(
                "pl",
                "Wypożyczanie laptopów w Bibliotece Uniwersytetu Eastgate. Zarejestrowani studenci mogą wypożyczyć laptopa na maksymalnie 4 godziny z samoobsługowych szafek na parterze. Laptopa musisz oddać do szafki przed zamknięciem biblioteki, nawet jeśli Twoje 4 godziny jeszcze nie minęły. Za spóźniony zwrot nalicza się karę 2 £ za godzinę, maksymalnie 20 £. Każdy student może mieć jednocześnie tylko jeden laptop. Nie zapisuj na laptopie prywatnych plików – po zwrocie jest on automatycznie czyszczony. Jeśli laptop zostanie uszkodzony, powinieneś od razu zgłosić to w punkcie obsługi. Studenci, którzy wielokrotnie oddają laptopy po terminie, mogą zostać zablokowani w usłudze na 30 dni.",
            ),
        ],
        bad=[
            Slip(0, [("capped at £20", "capped at £50")], "number"),
            Slip(
                1, [("you must put the laptop back", "you should put the laptop back")], "modality"
            ),
            Slip(
                2,
                [
                    (
                        "Nie zapisuj na laptopie prywatnych plików – po zwrocie jest on automatycznie czyszczony.",
                        "Do not store personal files on the laptop: it is wiped automatically when returned.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-snapvault-backup-cli-readme",
        source="""\
# snapvault

`snapvault` makes incremental, encrypted backups of a directory to any S3-compatible bucket.

## Installation

Requires Python 3.10 or later:

```bash
pip install snapvault
```

## Usage

Run `snapvault init` once to create `~/.snapvault/config.toml`, then back up with:

```bash
snapvault push ~/projects --bucket my-backups
```

To restore, use `snapvault pull`; it writes to a new directory and never overwrites existing files. Do not edit the `repo_id` key by hand: changing it makes existing snapshots unreadable. Old snapshots are kept for 30 days by default; set `retention_days` to change this.""",
        good=[
            Good(
                "preserve",
                """\
# snapvault

With `snapvault` you can back up a directory to any S3-compatible bucket, incrementally and with encryption.

## Installation

You need Python 3.10 or newer:

```bash
pip install snapvault
```

## Usage

First run `snapvault init` (you only need to do this once); it creates `~/.snapvault/config.toml`. After that, back up like this:

```bash
snapvault push ~/projects --bucket my-backups
```

Restoring is done with `snapvault pull`, which writes into a new directory and never overwrites existing files. Never edit the `repo_id` key manually – if it changes, your existing snapshots become unreadable. By default, old snapshots are kept for 30 days; you can change this with `retention_days`.""",
            ),
            Good(
                "preserve",
                """\
# snapvault

Incremental, encrypted backups of a directory to any S3-compatible bucket.

## Installation

Python 3.10 or later is required.

```
pip install snapvault
```

## Usage

1. Run `snapvault init` one time to create `~/.snapvault/config.toml`.
2. Back up:

   ```
   snapvault push ~/projects --bucket my-backups
   ```

3. Restore with `snapvault pull`. It never overwrites existing files – the restore goes to a new directory.

Don't change the `repo_id` key by hand, as this makes existing snapshots unreadable. Old snapshots are kept for 30 days unless you set `retention_days` to something else.""",
            ),
            Good(
                "pl",
                """\
# snapvault

`snapvault` tworzy przyrostowe, szyfrowane kopie zapasowe katalogu w dowolnym zasobniku zgodnym z S3.

## Instalacja

Wymaga Pythona 3.10 lub nowszego:

```bash
pip install snapvault
```

## Użycie

Uruchom jednorazowo `snapvault init`, aby utworzyć plik `~/.snapvault/config.toml`, a następnie wykonuj kopię poleceniem:

```bash
snapvault push ~/projects --bucket my-backups
```

Do przywracania służy `snapvault pull`; zapisuje dane w nowym katalogu i nigdy nie nadpisuje istniejących plików. Nie edytuj ręcznie klucza `repo_id`: jego zmiana sprawia, że istniejące migawki stają się nieczytelne. Domyślnie stare migawki są przechowywane przez 30 dni; aby to zmienić, ustaw `retention_days`.""",
            ),
        ],
        bad=[
            Slip(2, [("ustaw `retention_days`", "ustaw `retention_period`")], "code"),
            Slip(
                0,
                [
                    (
                        "```bash\nsnapvault push ~/projects --bucket my-backups\n```",
                        "snapvault push ~/projects --bucket my-backups",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [("It never overwrites existing files", "It overwrites existing files")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-breathe2-asthma-trial-recruitment-notice",
        source="Volunteers needed: the BREATHE-2 asthma study. We are looking for adults aged 18–65 with mild to moderate asthma to take part in a 24-week trial comparing two inhaler regimens. The study builds on an earlier pilot (Marsh et al., Thorax 2021;76:412–19), which suggested that the newer regimen may reduce night-time symptoms. Participants will attend 6 clinic visits at the Royal Wexley Hospital and receive £40 per visit towards travel costs. You cannot take part if you are pregnant or currently smoke. Taking part is voluntary, and you can withdraw at any time without giving a reason. The study has been approved by the South Central Research Ethics Committee (ref. 24/SC/0187).",
        good=[
            Good(
                "preserve",
                "Could you help with the BREATHE-2 asthma study? We're recruiting adults between 18 and 65 who have mild to moderate asthma for a 24-week trial comparing two inhaler regimens. An earlier pilot (Marsh et al., Thorax 2021;76:412–19) suggested the newer regimen may reduce night-time symptoms, and this study builds on that work. If you join, you'll come to the Royal Wexley Hospital for 6 clinic visits, and we'll give you £40 per visit towards your travel costs. You can't take part if you're pregnant or if you currently smoke. Taking part is entirely voluntary, and you can leave the study at any time without giving a reason. The South Central Research Ethics Committee has approved the study (ref. 24/SC/0187).",
            ),
            Good(
                "preserve",
                """\
BREATHE-2 asthma study – call for volunteers

• Who: adults aged 18–65 with mild to moderate asthma. You cannot take part if you are pregnant or currently smoke.
• What: a 24-week trial comparing two inhaler regimens. It builds on a pilot study (Marsh et al., Thorax 2021;76:412–19) which suggested that the newer regimen may reduce night-time symptoms.
• Where and how often: 6 clinic visits at the Royal Wexley Hospital, with £40 per visit towards travel costs.
• Your rights: taking part is voluntary, and you can withdraw at any time without giving a reason.
• Ethics: approved by the South Central Research Ethics Committee (ref. 24/SC/0187).""",
            ),
            Good(
                "pl",
                "Poszukujemy ochotników do badania BREATHE-2 dotyczącego astmy. Szukamy osób dorosłych w wieku 18–65 lat z astmą łagodną lub umiarkowaną, które wezmą udział w 24-tygodniowym badaniu porównującym dwa schematy leczenia wziewnego. Badanie jest kontynuacją wcześniejszego badania pilotażowego (Marsh et al., Thorax 2021;76:412–19), które sugerowało, że nowszy schemat może zmniejszać objawy nocne. Uczestnicy odbędą 6 wizyt w Royal Wexley Hospital i otrzymają 40 £ za każdą wizytę na pokrycie kosztów dojazdu. W badaniu nie mogą uczestniczyć osoby w ciąży ani osoby obecnie palące. Udział jest dobrowolny i można z niego zrezygnować w dowolnym momencie bez podawania przyczyny. Badanie zostało zatwierdzone przez South Central Research Ethics Committee (nr ref. 24/SC/0187).",
            ),
        ],
        bad=[
            Slip(1, [("Thorax 2021;76:412–19", "Thorax 2019;76:412–19")], "citation"),
            Slip(
                2,
                [
                    (
                        "które sugerowało, że nowszy schemat może zmniejszać objawy nocne",
                        "które wykazało, że nowszy schemat zmniejsza objawy nocne",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "towards your travel costs.",
                        "towards your travel costs, plus free parking at the hospital.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-pulse-fitness-membership-freeze-terms",
        source="Freezing your membership – Pulse Fitness. You can freeze your membership for a minimum of 1 month and a maximum of 3 months in any 12-month period. Freezes must be requested at least 7 days before your next payment date, either at reception or through the app. A freeze fee of £5 per month applies, except for medical freezes supported by a doctor's note, which are free. During a freeze you cannot use any Pulse Fitness club, including classes and the pool. Your membership will restart automatically at the end of the freeze; we will not contact you beforehand. Members on a minimum-term contract should note that frozen months do not count towards the minimum term.",
        good=[
            Good(
                "preserve",
                """\
Pulse Fitness: freezing your membership

How long? At least 1 month and no more than 3 months in any 12-month period.

How do I ask? You must request the freeze at least 7 days before your next payment date – at reception or in the app.

Does it cost anything? Yes, £5 per month, unless it's a medical freeze supported by a doctor's note, in which case it's free.

Can I still train? No. While your membership is frozen you can't use any Pulse Fitness club, and that includes classes and the pool.

What happens afterwards? Your membership restarts automatically when the freeze ends. We won't contact you before then.

On a minimum-term contract? You should note that frozen months don't count towards your minimum term.""",
            ),
            Good(
                "preserve",
                "Pulse Fitness members can freeze their membership for between one and three months in any 12-month period. Requests must be made at reception or via the app no later than 7 days before the next payment date. Freezes cost £5 a month; medical freezes supported by a doctor's note are free of charge. While frozen, you cannot use any Pulse Fitness club – classes and the pool included. At the end of the freeze your membership restarts automatically, and we will not contact you in advance. If you are on a minimum-term contract, you should note that frozen months do not count towards the minimum term.",
            ),
            Good(
                "pl",
                "Zawieszenie karnetu – Pulse Fitness. Karnet możesz zawiesić na co najmniej 1 miesiąc i maksymalnie 3 miesiące w ciągu każdych 12 miesięcy. O zawieszenie trzeba poprosić co najmniej 7 dni przed kolejną datą płatności – w recepcji lub w aplikacji. Za zawieszenie pobieramy opłatę 5 £ miesięcznie, z wyjątkiem zawieszeń z powodów zdrowotnych potwierdzonych zaświadczeniem lekarskim, które są bezpłatne. W czasie zawieszenia nie możesz korzystać z żadnego klubu Pulse Fitness, w tym z zajęć i basenu. Po zakończeniu zawieszenia karnet zostanie automatycznie wznowiony; nie będziemy się z Tobą wcześniej kontaktować. Osoby z umową na czas minimalny powinny pamiętać, że miesiące zawieszenia nie wliczają się do minimalnego okresu umowy.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("miesiące zawieszenia nie wliczają się", "miesiące zawieszenia wliczają się")],
                "negation",
            ),
            Slip(0, [("You must request the freeze", "You should request the freeze")], "modality"),
            Slip(1, [("Freezes cost £5 a month", "Freezes cost £15 a month")], "number"),
        ],
    ),
    Case(
        key="en-maritime-museum-school-workshop-bookings",
        source="School visits to the Harbourside Maritime Museum. Our free workshops for Key Stage 2 groups run on Tuesdays and Thursdays during term time, from 10:00 to 12:00. Groups can include up to 32 pupils, with at least one adult for every 8 pupils. Bookings for the spring term open on 6 January 2026 and are handled through www.harbourside-museum.org.uk/schools. Please let us know about any access needs when you book. Packed lunches can be eaten in the Quayside Room, which must be reserved in advance. Teachers are welcome to make a free planning visit beforehand. If you need to cancel, please give us at least two weeks' notice so that we can offer the slot to another school.",
        good=[
            Good(
                "preserve",
                """\
Harbourside Maritime Museum – school visits

- Free workshops for Key Stage 2 groups on Tuesdays and Thursdays in term time, 10:00–12:00.
- Up to 32 pupils per group, with at least one adult for every 8 pupils.
- Spring term bookings open on 6 January 2026 at www.harbourside-museum.org.uk/schools. Please tell us about any access needs when you book.
- Packed lunches can be eaten in the Quayside Room, which must be reserved in advance.
- Teachers are welcome to come on a free planning visit beforehand.
- If you need to cancel, please give us at least two weeks' notice so we can offer your slot to another school.""",
            ),
            Good(
                "preserve",
                "Bring your class to the Harbourside Maritime Museum! We run free workshops for Key Stage 2 groups on Tuesdays and Thursdays during term time, from 10am to 12 noon. A group can be up to 32 pupils, with at least one adult for every eight pupils. Spring term bookings open on January 6, 2026 – book through www.harbourside-museum.org.uk/schools and let us know about any access needs at the same time. Pupils can eat packed lunches in the Quayside Room, but you must reserve it in advance. You're welcome to come in beforehand for a free planning visit. If you have to cancel, please tell us at least two weeks ahead so that another school can have the slot.",
            ),
            Good(
                "pl",
                "Wizyty szkolne w Harbourside Maritime Museum. Nasze bezpłatne warsztaty dla grup z Key Stage 2 odbywają się we wtorki i czwartki w trakcie roku szkolnego, w godzinach 10:00–12:00. Grupa może liczyć do 32 uczniów, przy czym na każdych 8 uczniów przypada co najmniej jeden dorosły opiekun. Zapisy na semestr wiosenny ruszają 6 stycznia 2026 r. i prowadzone są przez stronę www.harbourside-museum.org.uk/schools. Podczas rezerwacji prosimy poinformować nas o ewentualnych potrzebach w zakresie dostępności. Drugie śniadanie przyniesione z domu można zjeść w sali Quayside Room, którą trzeba wcześniej zarezerwować. Nauczyciele mogą wcześniej przyjść na bezpłatną wizytę przygotowawczą. W razie rezygnacji prosimy o informację co najmniej dwa tygodnie wcześniej, abyśmy mogli zaproponować termin innej szkole.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "www.harbourside-museum.org.uk/schools",
                        "www.harbourside-museum.org.uk/education",
                    )
                ],
                "url",
            ),
            Slip(0, [("open on 6 January 2026", "open on 6 February 2026")], "date"),
            Slip(
                2,
                [
                    (
                        "na bezpłatną wizytę przygotowawczą.",
                        "na bezpłatną wizytę przygotowawczą, podczas której otrzymają pakiet materiałów do pracy z uczniami.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-tenancy-deposit-protection-return-guide",
        source="Getting your tenancy deposit back. Your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it, as required by section 213 of the Housing Act 2004. At the end of the tenancy, the landlord should agree any deductions with you and must return the deposit within 10 days of that agreement. Deductions cannot be made for fair wear and tear. If you do not agree with a proposed deduction, you can raise a dispute with the scheme free of charge, usually within 3 months of the tenancy ending. If your deposit was not protected, you may be able to claim compensation of up to three times its amount.",
        good=[
            Good(
                "preserve",
                "How to get your deposit back. Within 30 days of receiving your deposit, your landlord must put it into a government-approved protection scheme – section 213 of the Housing Act 2004 requires this. When the tenancy ends, your landlord should agree any deductions with you, and must then return the deposit within 10 days of that agreement. They can't deduct anything for fair wear and tear. Disagree with a proposed deduction? You can raise a dispute with the scheme for free, usually within 3 months of the end of the tenancy. And if your deposit wasn't protected, you may be able to claim compensation of up to three times the deposit.",
            ),
            Good(
                "preserve",
                """\
Return of tenancy deposits – key points

1. Protection: the landlord must place the deposit in a government-approved scheme within 30 days of receiving it (Housing Act 2004, section 213).
2. Deductions: at the end of the tenancy, these should be agreed with the tenant; no deduction can be made for fair wear and tear.
3. Repayment: the deposit must be returned within 10 days of that agreement.
4. Disputes: a tenant who disagrees with a proposed deduction can raise a dispute with the scheme free of charge, usually within 3 months of the tenancy ending.
5. Unprotected deposits: the tenant may be able to claim compensation of up to three times the deposit amount.""",
            ),
            Good(
                "pl",
                "Jak odzyskać kaucję. Wynajmujący musi zabezpieczyć Twoją kaucję w zatwierdzonym przez rząd systemie ochrony w ciągu 30 dni od jej otrzymania – wymaga tego sekcja 213 ustawy Housing Act 2004. Po zakończeniu najmu wynajmujący powinien uzgodnić z Tobą ewentualne potrącenia i musi zwrócić kaucję w ciągu 10 dni od tego uzgodnienia. Nie można dokonywać potrąceń z tytułu normalnego zużycia. Jeśli nie zgadzasz się z proponowanym potrąceniem, możesz bezpłatnie zgłosić spór do systemu ochrony, zazwyczaj w ciągu 3 miesięcy od zakończenia najmu. Jeśli Twoja kaucja nie została zabezpieczona, możesz mieć prawo do odszkodowania w wysokości do trzykrotności jej kwoty.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 213 of the Housing Act 2004", "section 214 of the Housing Act 2004")],
                "legal_reference",
            ),
            Slip(2, [("Nie można dokonywać potrąceń", "Można dokonywać potrąceń")], "negation"),
            Slip(
                1,
                [("the landlord must place the deposit", "the landlord should place the deposit")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-teen-screen-time-sleep-study-summary",
        source="Summary: screen time and sleep in teenagers. A cohort study of 3,400 students aged 13–17 (Okafor & Lindqvist, Journal of Adolescent Health, 2024) found that those who used phones in bed for more than an hour slept, on average, 38 minutes less per night. The authors note that the link is probably not entirely causal: teenagers who already sleep poorly may reach for their phones more often. Turning off notifications appeared to help somewhat, but the effect was small. The study did not include children under 13, and its sleep data were self-reported, which likely overstates total sleep time. The researchers recommend that schools should not rely on this study alone when setting policy.",
        good=[
            Good(
                "preserve",
                "Teenagers, screens and sleep – a summary. Researchers followed a cohort of 3,400 students aged 13 to 17 (Okafor & Lindqvist, Journal of Adolescent Health, 2024). Those who spent more than an hour on their phones in bed slept 38 minutes less a night on average. The link is probably not entirely causal, the authors say, because teenagers who already sleep badly may pick up their phones more often. Switching off notifications appeared to help a little, though the effect was small. Children under 13 weren't included, and because sleep was self-reported, total sleep time is likely overstated. The researchers recommend that schools should not base policy on this study alone.",
            ),
            Good(
                "preserve",
                """\
Key findings – Okafor & Lindqvist (Journal of Adolescent Health, 2024)

- Sample: a cohort of 3,400 students aged 13–17; children under 13 were not included.
- Main result: students who used phones in bed for more than an hour slept, on average, 38 minutes less per night.
- Causality: probably not entirely causal, as teenagers who already sleep poorly may use their phones more often.
- Notifications: turning them off appeared to help somewhat, but the effect was small.
- Limitation: sleep was self-reported, which likely overstates total sleep time.
- Recommendation: schools should not rely on this study alone when setting policy.""",
            ),
            Good(
                "pl",
                "Podsumowanie: czas przed ekranem a sen nastolatków. Badanie kohortowe z udziałem 3400 uczniów w wieku 13–17 lat (Okafor i Lindqvist, Journal of Adolescent Health, 2024) wykazało, że osoby korzystające z telefonu w łóżku dłużej niż godzinę spały średnio o 38 minut krócej każdej nocy. Autorzy zaznaczają, że związek ten prawdopodobnie nie jest w pełni przyczynowy: nastolatki, które już wcześniej źle śpią, mogą częściej sięgać po telefon. Wyłączenie powiadomień wydawało się nieco pomagać, ale efekt był niewielki. Badanie nie obejmowało dzieci poniżej 13 lat, a dane o śnie pochodziły z samoopisu, co prawdopodobnie zawyża całkowity czas snu. Badacze zalecają, by szkoły nie opierały się wyłącznie na tym badaniu przy ustalaniu zasad.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Journal of Adolescent Health, 2024", "Journal of Pediatrics, 2024")],
                "citation",
            ),
            Slip(2, [("związek ten prawdopodobnie nie jest", "związek ten nie jest")], "hedge"),
            Slip(1, [("a cohort of 3,400 students", "a cohort of 4,300 students")], "number"),
        ],
    ),
    Case(
        key="en-quillmark-config-loader-release-notes",
        source="Release notes – Quillmark 4.2.0. This release changes how configuration is loaded. The old `quill.ini` file is deprecated and will be ignored from version 5.0; run `quill migrate-config` to convert it to `quill.yaml`. The `--legacy-render` flag has been removed, so scripts that pass it will now fail. Startup is roughly 30% faster on large projects, although results may vary with the number of plugins installed. We also fixed a bug that could cause `quill export` to drop footnotes in PDF output. Plugins built for 3.x should keep working, but we have not tested every plugin, so please report any problems on our issue tracker.",
        good=[
            Good(
                "preserve",
                """\
Quillmark 4.2.0 – what's new

- Configuration loading has changed. The old `quill.ini` file is now deprecated and will be ignored from version 5.0. To convert it to `quill.yaml`, run `quill migrate-config`.
- The `--legacy-render` flag is gone, so any script that still passes it will now fail.
- On large projects, startup is roughly 30% faster, though results may vary depending on how many plugins you have installed.
- Fixed: a bug that could cause `quill export` to drop footnotes in PDF output.
- Plugins built for 3.x should keep working. We haven't tested every plugin, though, so please report any problems on our issue tracker.""",
            ),
            Good(
                "preserve",
                "Quillmark 4.2.0 changes the way configuration is loaded. The `quill.ini` file is now deprecated, and from version 5.0 it will be ignored; to convert it to `quill.yaml`, run `quill migrate-config`. We've removed the `--legacy-render` flag, which means any script passing it will now fail. Large projects start up roughly 30% faster, but results may vary with the number of installed plugins. A bug that could cause `quill export` to drop footnotes in PDF output has also been fixed. Plugins built for 3.x should keep working; however, we have not tested every plugin, so please report any problems on our issue tracker.",
            ),
            Good(
                "pl",
                "Informacje o wydaniu – Quillmark 4.2.0. To wydanie zmienia sposób wczytywania konfiguracji. Dotychczasowy plik `quill.ini` jest przestarzały i od wersji 5.0 będzie ignorowany; aby przekonwertować go do `quill.yaml`, uruchom `quill migrate-config`. Flaga `--legacy-render` została usunięta, więc skrypty, które ją przekazują, będą teraz kończyć się błędem. Uruchamianie dużych projektów jest mniej więcej o 30% szybsze, choć wyniki mogą się różnić w zależności od liczby zainstalowanych wtyczek. Naprawiliśmy też błąd, przez który `quill export` mógł gubić przypisy w plikach PDF. Wtyczki stworzone dla wersji 3.x powinny nadal działać, ale nie przetestowaliśmy wszystkich, dlatego prosimy o zgłaszanie wszelkich problemów w naszym systemie zgłoszeń błędów.",
            ),
        ],
        bad=[
            Slip(0, [("run `quill migrate-config`", "run `quill migrate`")], "code"),
            Slip(
                2,
                [
                    (
                        "Naprawiliśmy też błąd,",
                        "Naprawiliśmy też zgłoszony przez ponad 200 użytkowników błąd,",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "We've removed the `--legacy-render` flag, which means any script passing it will now fail.",
                        "Usunęliśmy flagę `--legacy-render`, więc każdy skrypt, który ją przekazuje, będzie teraz kończył się błędem.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-kilbrannan-ferry-summer-timetable-change",
        source="Timetable change: Kilbrannan ferry. From Monday 2 June 2025, the first sailing from Portavie will leave at 06:40 instead of 07:15, and the last return sailing from Ardmore will leave at 21:30. Foot passengers do not need to book, but vehicles must be booked at least 24 hours in advance. Sailings may be cancelled at short notice in high winds; check the status page before you travel. Season tickets bought before 2 June remain valid and will not need to be reissued. Cyclists can travel free of charge, although space for bicycles is limited to 12 per sailing. Passengers should arrive at the terminal no later than 20 minutes before departure.",
        good=[
            Good(
                "preserve",
                """\
Kilbrannan ferry – new timetable from Monday 2 June 2025

- First sailing from Portavie: 06:40 (instead of 07:15).
- Last return sailing from Ardmore: 21:30.
- Foot passengers: no need to book.
- Vehicles: must be booked at least 24 hours in advance.
- Cyclists: travel free, but there is space for only 12 bicycles per sailing.
- Season tickets bought before 2 June: still valid, and they won't need to be reissued.

You should arrive at the terminal no later than 20 minutes before departure. Sailings may be cancelled at short notice in high winds, so check the status page before you travel.""",
            ),
            Good(
                "preserve",
                "Kilbrannan ferry passengers, please note: the timetable changes on Monday 2 June 2025. The first sailing from Portavie will now leave at 06:40 rather than 07:15, and the last return sailing from Ardmore will depart at 21:30. If you're travelling on foot, you don't need to book; if you're bringing a vehicle, you must book at least 24 hours beforehand. Cyclists travel free of charge, but there's room for only 12 bikes per sailing. Any season ticket bought before 2 June stays valid and won't have to be reissued. High winds may force us to cancel sailings at short notice, so check the status page before setting off – and you should get to the terminal no later than 20 minutes before departure.",
            ),
            Good(
                "pl",
                "Zmiana rozkładu: prom Kilbrannan. Od poniedziałku 2 czerwca 2025 r. pierwszy rejs z Portavie będzie wypływał o 6:40 zamiast o 7:15, a ostatni rejs powrotny z Ardmore – o 21:30. Pasażerowie piesi nie muszą rezerwować miejsc, ale pojazdy trzeba zarezerwować co najmniej 24 godziny wcześniej. Przy silnym wietrze rejsy mogą zostać odwołane w krótkim terminie; przed podróżą sprawdź stronę ze statusem rejsów. Bilety okresowe kupione przed 2 czerwca pozostają ważne i nie trzeba będzie ich wymieniać. Rowerzyści podróżują bezpłatnie, choć liczba miejsc na rowery jest ograniczona do 12 na rejs. Pasażerowie powinni przybyć do terminalu nie później niż 20 minut przed odpłynięciem.",
            ),
        ],
        bad=[
            Slip(1, [("you don't need to book", "you need to book")], "negation"),
            Slip(
                2,
                [
                    (
                        "Od poniedziałku 2 czerwca 2025 r.",
                        "Od poniedziałku 2 czerwca 2025 r., w związku z remontem nabrzeża w Ardmore,",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("- Vehicles: must be booked", "- Vehicles: should be booked")], "modality"),
        ],
    ),
]
