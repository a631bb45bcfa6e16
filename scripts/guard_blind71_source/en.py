# ruff: noqa: E501, RUF001
"""English source cases of blind set 71: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-property-auction-buyer-deposit-terms",
        source="Buyers at the auction on 14 March 2025 must pay a deposit of 10% of the hammer price, with a minimum of £5,000, immediately after the lot is knocked down. Payment by cash is not accepted; use a debit card or bank transfer. An administration fee of £1,200 including VAT is also payable on exchange. Completion will take place 28 days after the auction unless the special conditions state otherwise. The sale is governed by the Common Auction Conditions (4th edition) and, where relevant, section 2 of the Law of Property (Miscellaneous Provisions) Act 1989. Bidders should inspect the legal pack before the sale, as the auctioneer cannot answer questions about title on the day.",
        good=[
            Good(
                "preserve",
                """If you buy a lot at the 14 March 2025 auction, you must pay a deposit immediately after the hammer falls:
- 10% of the hammer price, subject to a minimum of £5,000;
- by debit card or bank transfer only, since cash is not accepted.

An administration fee of £1,200 (VAT included) is also payable on exchange. Unless the special conditions say otherwise, completion takes place 28 days after the auction. The sale is subject to the Common Auction Conditions (4th edition) and, where relevant, to section 2 of the Law of Property (Miscellaneous Provisions) Act 1989. You should read the legal pack before the sale, because on the day the auctioneer cannot answer questions about title.""",
            ),
            Good(
                "preserve",
                "A deposit of 10% of the hammer price (minimum £5,000) must be paid by each buyer immediately after the lot is knocked down at the auction held on 14 March 2025. Cash will not be accepted; payments are taken by debit card or bank transfer only. On exchange, the buyer also pays an administration fee of £1,200 inclusive of VAT. Completion is due 28 days after the auction, unless the special conditions provide otherwise. The Common Auction Conditions (4th edition) govern the sale, together with, where relevant, section 2 of the Law of Property (Miscellaneous Provisions) Act 1989. Because the auctioneer is unable to answer questions on title on the day, bidders should inspect the legal pack beforehand.",
            ),
            Good(
                "pl",
                "Kupujący na aukcji 14 marca 2025 r. muszą wpłacić zaliczkę w wysokości 10% ceny wylicytowanej, nie mniej niż 5000 £, bezpośrednio po przybiciu. Płatności gotówką nie są przyjmowane; należy zapłacić kartą debetową lub przelewem bankowym. Przy wymianie umów płatna jest również opłata administracyjna w wysokości 1200 £ z VAT. Finalizacja transakcji nastąpi 28 dni po aukcji, chyba że warunki szczególne stanowią inaczej. Sprzedaż podlega Common Auction Conditions (4. wydanie) oraz, w stosownych przypadkach, sekcji 2 ustawy Law of Property (Miscellaneous Provisions) Act 1989. Licytujący powinni przed aukcją zapoznać się z dokumentacją prawną, ponieważ w dniu sprzedaży licytator nie może odpowiadać na pytania dotyczące tytułu prawnego.",
            ),
        ],
        bad=[
            Slip(0, [("section 2 of the Law", "section 4 of the Law")], "legal_reference"),
            Slip(1, [("(minimum £5,000)", "(minimum £3,000)")], "number"),
            Slip(
                2,
                [("Płatności gotówką nie są przyjmowane", "Płatności gotówką są przyjmowane")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-canal-boat-licence-renewal-notice",
        source="Your canal boat licence expires on 31 May 2025. To renew, log in to your account at https://www.waterways-licensing.org.uk/renew at least 21 days before the expiry date. You will need your boat's index number, a valid Boat Safety Scheme certificate and proof of third-party insurance of at least £2 million. Boats without a home mooring must move to a new place every 14 days and may not return to the same stretch within three months. If you do not renew in time, a late surcharge of £150 may be added and your boat may be removed from the water. Questions can be sent to licensing@waterways-licensing.org.uk.",
        good=[
            Good(
                "preserve",
                """Your canal boat licence runs out on 31 May 2025, so please renew it at least 21 days beforehand by logging in to your account at https://www.waterways-licensing.org.uk/renew. Have these ready:
1. your boat's index number;
2. a valid Boat Safety Scheme certificate;
3. proof of third-party insurance covering at least £2 million.

If your boat has no home mooring, you must move to a new place every 14 days, and you may not come back to the same stretch within three months. Miss the renewal deadline and a £150 late surcharge may be added, and your boat may be removed from the water. Any questions? Email licensing@waterways-licensing.org.uk.""",
            ),
            Good(
                "preserve",
                "The licence for your canal boat will expire on 31 May 2025. Renewal is done online through your account at https://www.waterways-licensing.org.uk/renew, no later than 21 days before expiry, and requires the boat's index number, a current Boat Safety Scheme certificate and evidence of third-party insurance cover of not less than £2 million. A boat with no home mooring must move to a new place every 14 days and may not return to the same stretch within three months. Failure to renew in time may result in a £150 late surcharge and in the removal of the boat from the water. Please direct any questions to licensing@waterways-licensing.org.uk.",
            ),
            Good(
                "pl",
                "Licencja Twojej łodzi kanałowej wygasa 31 maja 2025 r. Aby ją odnowić, zaloguj się na swoje konto pod adresem https://www.waterways-licensing.org.uk/renew co najmniej 21 dni przed datą wygaśnięcia. Potrzebne będą: numer indeksowy łodzi, ważny certyfikat Boat Safety Scheme oraz dowód ubezpieczenia OC na kwotę co najmniej 2 mln £. Łodzie bez stałego miejsca cumowania muszą co 14 dni przemieszczać się w nowe miejsce i nie mogą wracać na ten sam odcinek przez trzy miesiące. Jeśli nie odnowisz licencji na czas, może zostać naliczona dopłata w wysokości 150 £, a łódź może zostać usunięta z wody. Pytania można kierować na adres licensing@waterways-licensing.org.uk.",
            ),
        ],
        bad=[
            Slip(0, [("runs out on 31 May 2025", "runs out on 30 June 2025")], "date"),
            Slip(
                1,
                [
                    (
                        "https://www.waterways-licensing.org.uk/renew",
                        "https://www.waterways-licensing.org.uk/register",
                    )
                ],
                "url",
            ),
            Slip(
                2,
                [("muszą co 14 dni przemieszczać się", "powinny co 14 dni przemieszczać się")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-observatory-open-night-visitor-info",
        source="Our next open night is on Saturday 8 November, from 7 pm to 10 pm. Tickets cost £6 for adults and are free for under-16s, but they must be booked in advance, as places are limited to 60 per session. If the sky is clear, volunteers will guide you through the main 0.6-metre telescope; Saturn and the Andromeda Galaxy should be visible. If it is cloudy, the night will probably move indoors to the planetarium, and we will not issue refunds. Please do not use white torches on the viewing terrace, because they spoil everyone's night vision. The site is roughly 20 minutes' walk from the station, so warm clothing and sturdy shoes are recommended.",
        good=[
            Good(
                "preserve",
                """Join us for our next open night on Saturday 8 November, 7–10 pm.

- Tickets: £6 for adults, free for under-16s. You must book ahead, as each session is limited to 60 places.
- Clear skies: our volunteers will take you through the main 0.6-metre telescope, and Saturn and the Andromeda Galaxy should be on view.
- Cloudy skies: the evening will probably move indoors to the planetarium, and no refunds will be given.

Please don't use white torches on the viewing terrace – they ruin everyone's night vision. We're roughly a 20-minute walk from the station, so we recommend warm clothes and sturdy shoes.""",
            ),
            Good(
                "preserve",
                "The next open night will be held on Saturday 8 November between 7 pm and 10 pm. Advance booking is required: sessions are capped at 60 places, and tickets are £6 for adults and free for those under 16. On a clear night, volunteers will guide visitors through the main 0.6-metre telescope, and Saturn and the Andromeda Galaxy should be visible. Should it be cloudy, the event will probably be moved indoors to the planetarium; refunds will not be issued. Visitors are asked not to use white torches on the viewing terrace, as these spoil night vision for everyone. The observatory is roughly 20 minutes on foot from the station, and warm clothing and sturdy shoes are recommended.",
            ),
            Good(
                "pl",
                "Najbliższa noc otwarta odbędzie się w sobotę 8 listopada w godz. 19:00–22:00. Bilety kosztują 6 £ dla dorosłych, a osoby poniżej 16 lat wchodzą bezpłatnie, jednak bilety trzeba zarezerwować z wyprzedzeniem, ponieważ liczba miejsc jest ograniczona do 60 na sesję. Przy bezchmurnym niebie wolontariusze poprowadzą Was przez obserwacje głównym teleskopem o średnicy 0,6 metra; powinny być widoczne Saturn i Galaktyka Andromedy. Jeśli będzie pochmurno, wydarzenie prawdopodobnie zostanie przeniesione do planetarium, a zwrotów za bilety nie przewidujemy. Prosimy nie używać białych latarek na tarasie obserwacyjnym, ponieważ psują one wszystkim widzenie nocne. Obserwatorium znajduje się mniej więcej 20 minut pieszo od stacji, dlatego zalecamy ciepłe ubranie i solidne obuwie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("the evening will probably move indoors", "the evening will move indoors")],
                "hedge",
            ),
            Slip(1, [("between 7 pm and 10 pm", "between 7 pm and 11 pm")], "date"),
            Slip(
                2,
                [("Prosimy nie używać białych latarek", "Prosimy używać białych latarek")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-laser-eye-surgery-consent-risks",
        source="Before signing this consent form, please read the following carefully. LASIK surgery is performed on both eyes on the same day and takes about 15 minutes in total. Most patients achieve 20/20 vision or better, but around 5% may need a second procedure, called an enhancement, within the first year. Dry eyes are common and usually settle within six months. Rarer complications include glare, halos and, in fewer than 1 in 1,000 cases, a loss of best-corrected vision. You must not drive until your surgeon confirms that your vision meets the legal standard, and you should avoid swimming for two weeks. Contact lenses must be removed at least 7 days before your assessment.",
        good=[
            Good(
                "preserve",
                "Please read this carefully before you sign the consent form. LASIK treats both eyes on the same day, and the whole procedure takes about 15 minutes. Most patients end up with 20/20 vision or better, although around 5% may need a second procedure – an enhancement – within the first year. Dry eyes are common and usually settle within six months. Less common complications are glare and halos, and in fewer than 1 in 1,000 cases best-corrected vision is lost. You must not drive until your surgeon confirms your vision meets the legal standard, and you should avoid swimming for two weeks. You must take out your contact lenses at least 7 days before your assessment.",
            ),
            Good(
                "preserve",
                """Key points to read before you sign:
- LASIK is carried out on both eyes on the same day and takes about 15 minutes altogether.
- Most patients reach 20/20 vision or better; around 5% may require a second procedure (an enhancement) within the first year.
- Dry eyes are common and usually settle within six months.
- Rarer complications: glare, halos and, in fewer than 1 in 1,000 cases, loss of best-corrected vision.
- You must not drive until your surgeon confirms your vision meets the legal standard.
- You should avoid swimming for two weeks.
- You must remove contact lenses at least 7 days before your assessment.""",
            ),
            Good(
                "pl",
                "Przed podpisaniem tego formularza zgody prosimy uważnie przeczytać poniższe informacje. Zabieg LASIK wykonuje się na obu oczach tego samego dnia i trwa on łącznie około 15 minut. Większość pacjentów uzyskuje ostrość wzroku 20/20 lub lepszą, jednak około 5% może wymagać drugiego zabiegu, tzw. korekty, w ciągu pierwszego roku. Suchość oczu występuje często i zwykle ustępuje w ciągu sześciu miesięcy. Do rzadszych powikłań należą olśnienia, efekt halo oraz — w mniej niż 1 na 1000 przypadków — utrata najlepiej skorygowanej ostrości wzroku. Nie wolno Państwu prowadzić pojazdów, dopóki chirurg nie potwierdzi, że Państwa wzrok spełnia wymogi prawne, a przez dwa tygodnie powinni Państwo unikać pływania. Soczewki kontaktowe muszą Państwo zdjąć co najmniej 7 dni przed badaniem kwalifikacyjnym.",
            ),
        ],
        bad=[
            Slip(0, [("usually settle within six months", "settle within six months")], "hedge"),
            Slip(1, [("fewer than 1 in 1,000 cases", "fewer than 1 in 100 cases")], "number"),
            Slip(2, [("muszą Państwo zdjąć", "powinni Państwo zdjąć")], "modality"),
        ],
    ),
    Case(
        key="en-clay-pigeon-shooting-ground-rules",
        source="All guns must be carried open and empty at all times except on a shooting stand. Visitors who do not hold a shotgun certificate may shoot only under the direct supervision of one of our instructors, as permitted by section 11(6) of the Firearms Act 1968. Eye and ear protection is compulsory for everyone on the ground, including spectators. We use 24-gram cartridges only, and no shot larger than size 7 is allowed. Under-18s must be accompanied by a parent or guardian, and the minimum age for shooting is 12. Never turn around on a stand with a loaded gun. A taster session of 50 clays with an instructor costs £75.",
        good=[
            Good(
                "preserve",
                """Ground rules

1. Guns must be carried open and empty at all times, except on a shooting stand.
2. If you do not hold a shotgun certificate, you may shoot only under the direct supervision of one of our instructors, as section 11(6) of the Firearms Act 1968 permits.
3. Everyone on the ground, spectators included, must wear eye and ear protection.
4. Only 24-gram cartridges are used here, and shot larger than size 7 is not allowed.
5. Anyone under 18 must be accompanied by a parent or guardian; you must be at least 12 to shoot.
6. Never turn around on a stand with a loaded gun.

A 50-clay taster session with an instructor costs £75.""",
            ),
            Good(
                "preserve",
                "Eye and ear protection is compulsory for everyone at the ground, spectators included. Guns must be carried open and empty at all times unless you are on a shooting stand, and you must never turn around on a stand with a loaded gun. Visitors who do not hold a shotgun certificate may shoot only under an instructor's direct supervision, which section 11(6) of the Firearms Act 1968 allows. We only use 24-gram cartridges, with no shot bigger than size 7. The minimum shooting age is 12, and under-18s must be accompanied by a parent or guardian. A taster of 50 clays with an instructor is £75.",
            ),
            Good(
                "pl",
                "Broń musi być przez cały czas noszona złamana i rozładowana, z wyjątkiem stanowiska strzeleckiego. Osoby nieposiadające pozwolenia na broń gładkolufową (shotgun certificate) mogą strzelać wyłącznie pod bezpośrednim nadzorem jednego z naszych instruktorów, na co zezwala sekcja 11(6) ustawy Firearms Act 1968. Ochrona oczu i słuchu jest obowiązkowa dla wszystkich przebywających na strzelnicy, także dla widzów. Używamy wyłącznie nabojów 24-gramowych, a śrut większy niż nr 7 jest niedozwolony. Osoby poniżej 18 lat muszą przebywać pod opieką rodzica lub opiekuna, a minimalny wiek uprawniający do strzelania to 12 lat. Nigdy nie odwracaj się na stanowisku z załadowaną bronią. Sesja próbna obejmująca 50 rzutków z instruktorem kosztuje 75 £.",
            ),
        ],
        bad=[
            Slip(0, [("section 11(6)", "section 11(3)")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "Visitors who do not hold a shotgun certificate",
                        "Visitors who hold a shotgun certificate",
                    )
                ],
                "negation",
            ),
            Slip(2, [("kosztuje 75 £", "kosztuje 95 £")], "number"),
        ],
    ),
    Case(
        key="en-glamping-site-rules-quiet-hours",
        source="Welcome to Meadowbank Glamping. Check-in is from 3 pm and check-out is by 10:30 am on the day of departure. Quiet hours run from 10 pm to 7 am, and music must not be audible outside your pod during that time. Campfires are allowed only in the fire pits provided; disposable barbecues are not permitted anywhere on site. Dogs are welcome in the two pet-friendly pods, but they must be kept on a lead and may not be left unattended. Each pod sleeps a maximum of four people, and day visitors should leave by 9 pm. Please separate your recycling; the bins are next to the shower block.",
        good=[
            Good(
                "preserve",
                "Welcome to Meadowbank Glamping! You can check in from 3 pm, and check-out is by 10:30 am on the day you leave. Between 10 pm and 7 am it's quiet time, so music must not be heard outside your pod. Campfires are fine, but only in the fire pits we provide, and disposable barbecues aren't permitted anywhere on site. Dogs are welcome in our two pet-friendly pods, but they must be kept on a lead and may not be left alone. Each pod sleeps no more than four people, and day visitors should leave by 9 pm. Please sort your recycling – you'll find the bins next to the shower block.",
            ),
            Good(
                "preserve",
                """**Meadowbank Glamping – site rules**

- Check-in: from 3 pm. Check-out: by 10:30 am on your departure day.
- Quiet hours: 10 pm–7 am. Music must not be audible outside your pod during this time.
- Campfires: only in the fire pits provided. Disposable barbecues are not permitted anywhere on site.
- Dogs: welcome in the two pet-friendly pods; they must be kept on a lead and may not be left unattended.
- Occupancy: a maximum of four people per pod. Day visitors should leave by 9 pm.
- Recycling: please separate it; the bins are beside the shower block.""",
            ),
            Good(
                "pl",
                "Witamy w Meadowbank Glamping. Zameldowanie jest możliwe od godz. 15:00, a wymeldowanie do godz. 10:30 w dniu wyjazdu. Cisza nocna obowiązuje od 22:00 do 7:00 i w tym czasie muzyka nie może być słyszalna poza Waszym domkiem. Ogniska wolno rozpalać wyłącznie w przygotowanych paleniskach; jednorazowe grille są zabronione na całym terenie. Psy są mile widziane w dwóch domkach przyjaznych zwierzętom, ale muszą być prowadzone na smyczy i nie wolno zostawiać ich bez opieki. W jednym domku mogą nocować maksymalnie cztery osoby, a goście dzienni powinni opuścić teren do 21:00. Prosimy segregować odpady — pojemniki stoją obok budynku z prysznicami.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("but they must be kept on a lead", "but they should be kept on a lead")],
                "modality",
            ),
            Slip(1, [("Quiet hours: 10 pm–7 am.", "Quiet hours: 11 pm–7 am.")], "date"),
            Slip(2, [("muzyka nie może być słyszalna", "muzyka może być słyszalna")], "negation"),
        ],
    ),
    Case(
        key="en-tutoring-agency-contract-cancellation-terms",
        source="This agreement between Brightpath Tutors Ltd and the client starts on the date of the first lesson. Lessons are charged at £42 per hour and invoiced monthly; invoices must be paid within 14 days. The client may cancel an individual lesson free of charge by giving at least 24 hours' notice; later cancellations will be charged in full. Either party may end this agreement by giving 30 days' written notice. The client agrees not to engage privately a tutor introduced by the agency for 6 months after the agreement ends. Under regulation 29 of the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013, the client has a 14-day cancellation period from the date the agreement is made.",
        good=[
            Good(
                "preserve",
                """1. The agreement between Brightpath Tutors Ltd and the client takes effect on the date of the first lesson.
2. Lessons cost £42 per hour and are invoiced monthly. Each invoice must be paid within 14 days.
3. The client may cancel an individual lesson at no charge if at least 24 hours' notice is given; cancellations made later are charged in full.
4. Either party may terminate the agreement on 30 days' written notice.
5. For 6 months after the agreement ends, the client agrees not to engage privately any tutor introduced by the agency.
6. Regulation 29 of the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 gives the client a 14-day cancellation period starting from the date the agreement is made.""",
            ),
            Good(
                "preserve",
                "Your agreement with Brightpath Tutors Ltd begins on the day of your first lesson. We charge £42 an hour and send an invoice each month, which you must pay within 14 days. You may cancel a single lesson free of charge if you tell us at least 24 hours in advance; if you cancel later, you will be charged the full fee. Either you or we may end the agreement by giving 30 days' notice in writing. For 6 months after it ends, you agree not to hire privately a tutor the agency introduced you to. You also have a 14-day cancellation period from the date the agreement is made, under regulation 29 of the Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013.",
            ),
            Good(
                "pl",
                "Niniejsza umowa między Brightpath Tutors Ltd a klientem obowiązuje od dnia pierwszej lekcji. Lekcje kosztują 42 £ za godzinę i są fakturowane co miesiąc; faktury muszą zostać opłacone w ciągu 14 dni. Klient może bezpłatnie odwołać pojedynczą lekcję, jeśli zrobi to z co najmniej 24-godzinnym wyprzedzeniem; za późniejsze odwołanie pobierana jest pełna opłata. Każda ze stron może wypowiedzieć umowę z zachowaniem 30-dniowego okresu wypowiedzenia, w formie pisemnej. Klient zobowiązuje się nie zatrudniać prywatnie korepetytora przedstawionego przez agencję przez 6 miesięcy po zakończeniu umowy. Zgodnie z regulacją 29 rozporządzenia Consumer Contracts (Information, Cancellation and Additional Charges) Regulations 2013 klientowi przysługuje 14-dniowy termin na odstąpienie od umowy, liczony od dnia jej zawarcia.",
            ),
        ],
        bad=[
            Slip(0, [("6. Regulation 29", "6. Regulation 36")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "We charge £42 an hour",
                        "We charge £42 an hour, including all teaching materials,",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2, [("przez 6 miesięcy po zakończeniu", "przez 3 miesiące po zakończeniu")], "date"
            ),
        ],
    ),
    Case(
        key="en-smart-meter-installation-appointment-details",
        source="Your smart meter installation is booked for Tuesday 3 June 2025 between 8 am and 12 noon. The engineer will need clear access to your gas and electricity meters, and an adult aged 18 or over must be at home throughout the visit. The installation usually takes about two hours, and your power and gas supply will be switched off for up to 30 minutes. If anyone in your home relies on medical equipment that needs electricity, you must tell us at least 48 hours beforehand. There is no charge for the installation. The in-home display may take up to 24 hours to show your first readings. To rearrange, call 0800 123 4567.",
        good=[
            Good(
                "preserve",
                """**Your smart meter appointment:** Tuesday 3 June 2025, 8 am–12 noon.

Before the visit:
- The engineer will need clear access to your gas and electricity meters.
- If anyone at home relies on medical equipment that runs on electricity, you must let us know at least 48 hours in advance.

On the day:
- Someone aged 18 or over must be in for the whole visit.
- The work usually takes about two hours, and your power and gas will be off for up to 30 minutes.

Good to know: installation is free of charge, and the in-home display may take up to 24 hours to show your first readings. Need a different time? Call 0800 123 4567.""",
            ),
            Good(
                "preserve",
                "We have booked your smart meter installation for Tuesday 3 June 2025, between 8 am and 12 noon. It is free of charge and usually takes about two hours; during that time your gas and electricity supply will be turned off for up to 30 minutes. An adult (18 or over) must be present for the entire visit, and the engineer will need clear access to both meters. Should anyone in the household rely on electrically powered medical equipment, you must inform us no later than 48 hours before the appointment. Your first readings may take up to 24 hours to appear on the in-home display. To rearrange the appointment, please call 0800 123 4567.",
            ),
            Good(
                "pl",
                "Montaż inteligentnego licznika zaplanowaliśmy na wtorek 3 czerwca 2025 r. w godz. 8:00–12:00. Technik będzie potrzebował swobodnego dostępu do liczników gazu i energii elektrycznej, a przez cały czas wizyty w domu musi przebywać osoba dorosła, która ukończyła 18 lat. Montaż trwa zwykle około dwóch godzin, a dopływ prądu i gazu zostanie odcięty na maksymalnie 30 minut. Jeśli ktoś z domowników korzysta ze sprzętu medycznego zasilanego prądem, musisz nas o tym poinformować co najmniej 48 godzin wcześniej. Montaż jest bezpłatny. Wyświetlacz domowy może potrzebować do 24 godzin, aby pokazać pierwsze odczyty. Aby zmienić termin, zadzwoń pod numer 0800 123 4567.",
            ),
        ],
        bad=[
            Slip(0, [("Someone aged 18 or over", "Someone aged 16 or over")], "number"),
            Slip(1, [("usually takes about two hours", "takes two hours")], "hedge"),
            Slip(
                2, [("musisz nas o tym poinformować", "możesz nas o tym poinformować")], "modality"
            ),
        ],
    ),
    Case(
        key="en-cybersecurity-incident-summary-leaked-key",
        source="""## Incident summary: INC-2025-0412

On 12 April 2025 at 02:17 UTC, an attacker used a leaked API key to access the `billing-export` service. About 3,400 customer records (names and email addresses) were exposed; no payment card data was affected.

### Actions taken
- Revoked the key and rotated all secrets in `prod/billing.env`.
- Blocked the source IP range `185.220.101.0/24`.
- Enabled `REQUIRE_MFA=true` for all admin accounts.

Affected customers will be notified within 72 hours. We believe the key was committed to a public repository, but this has not yet been confirmed.""",
        good=[
            Good(
                "preserve",
                """## Incident summary: INC-2025-0412

At 02:17 UTC on 12 April 2025, an attacker gained access to the `billing-export` service using a leaked API key. Roughly 3,400 customer records, containing names and email addresses, were exposed. Payment card data was not affected.

### What we did
- Revoked the key and rotated every secret in `prod/billing.env`.
- Blocked the source IP range `185.220.101.0/24`.
- Turned on `REQUIRE_MFA=true` for all admin accounts.

We will notify affected customers within 72 hours. Our current belief is that the key was committed to a public repository; this is not yet confirmed.""",
            ),
            Good(
                "preserve",
                """## Incident summary: INC-2025-0412

- **When:** 12 April 2025, 02:17 UTC
- **What:** an attacker used a leaked API key to access the `billing-export` service.
- **Impact:** about 3,400 customer records (names and email addresses) exposed; no payment card data affected.

### Actions taken
- Key revoked; all secrets in `prod/billing.env` rotated.
- Source IP range `185.220.101.0/24` blocked.
- `REQUIRE_MFA=true` enabled for all admin accounts.

Affected customers will be notified within 72 hours. We believe the key was committed to a public repository, but this has not been confirmed yet.""",
            ),
            Good(
                "pl",
                """## Podsumowanie incydentu: INC-2025-0412

12 kwietnia 2025 r. o godz. 02:17 UTC atakujący wykorzystał ujawniony klucz API, aby uzyskać dostęp do usługi `billing-export`. Ujawnionych zostało około 3400 rekordów klientów (imiona i nazwiska oraz adresy e-mail); dane kart płatniczych nie zostały naruszone.

### Podjęte działania
- Unieważniono klucz i zmieniono wszystkie sekrety w `prod/billing.env`.
- Zablokowano źródłowy zakres adresów IP `185.220.101.0/24`.
- Włączono `REQUIRE_MFA=true` dla wszystkich kont administratorów.

Klienci, których dotyczy incydent, zostaną powiadomieni w ciągu 72 godzin. Uważamy, że klucz trafił do publicznego repozytorium, ale nie zostało to jeszcze potwierdzone.""",
            ),
        ],
        bad=[
            Slip(0, [("`REQUIRE_MFA=true`", "`ENFORCE_MFA=true`")], "code"),
            Slip(1, [("### Actions taken", "Actions taken")], "markdown"),
            Slip(2, [("około 3400 rekordów", "około 34 000 rekordów")], "number"),
        ],
    ),
    Case(
        key="en-church-organ-restoration-appeal-donations",
        source="St Michael's Church is launching an appeal to restore its 1872 Willis organ, which has not been fully overhauled for more than 60 years. The work, to be carried out by a specialist firm over about 18 months, is estimated to cost £240,000. We have already raised £95,000, including a grant of £50,000 from the National Lottery Heritage Fund. Every gift helps: £25 pays for one new leather pallet, and £500 sponsors a pipe, which will carry your name in the restoration record. If you are a UK taxpayer, Gift Aid can add 25p to every £1 you give. Donate online at https://stmichaels-organ.org.uk/give or by cheque to the parish office.",
        good=[
            Good(
                "preserve",
                """St Michael's Church is launching an appeal, and we need your help to restore our 1872 Willis organ. The instrument has gone more than 60 years without a full overhaul, and the restoration – which a specialist firm will carry out over about 18 months – is estimated to cost £240,000. So far we have raised £95,000, which includes a £50,000 grant from the National Lottery Heritage Fund.

Every gift makes a difference. £25 pays for a new leather pallet; £500 sponsors a pipe, and your name will be carried in the restoration record. UK taxpayers can boost their gift through Gift Aid, which can add 25p to every £1. Give online at https://stmichaels-organ.org.uk/give, or send a cheque to the parish office.""",
            ),
            Good(
                "preserve",
                """**St Michael's Church organ appeal**

- What: restoration of our 1872 Willis organ, not fully overhauled for more than 60 years.
- Cost and timing: an estimated £240,000; a specialist firm will do the work over about 18 months.
- Raised so far: £95,000, including a £50,000 National Lottery Heritage Fund grant.
- How your gift helps: £25 buys one new leather pallet; £500 sponsors a pipe and puts your name in the restoration record.
- Gift Aid: if you pay UK tax, it can add 25p to each £1 you give.
- How to give: online at https://stmichaels-organ.org.uk/give or by cheque to the parish office.""",
            ),
            Good(
                "pl",
                "Kościół św. Michała rozpoczyna zbiórkę na renowację organów firmy Willis z 1872 roku, które od ponad 60 lat nie przeszły gruntownego remontu. Prace, które w ciągu około 18 miesięcy przeprowadzi wyspecjalizowana firma, mają według szacunków kosztować 240 000 £. Zebraliśmy już 95 000 £, w tym dotację w wysokości 50 000 £ z National Lottery Heritage Fund. Liczy się każdy dar: 25 £ pokrywa koszt jednej nowej skórzanej klapy, a za 500 £ można ufundować piszczałkę — Twoje nazwisko zostanie przy niej wpisane do dokumentacji renowacji. Jeśli płacisz podatki w Wielkiej Brytanii, dzięki programowi Gift Aid do każdego przekazanego 1 £ może zostać doliczone 25 pensów. Wpłat można dokonywać online na stronie https://stmichaels-organ.org.uk/give lub czekiem przesłanym do kancelarii parafialnej.",
            ),
        ],
        bad=[
            Slip(0, [("raised £95,000", "raised £65,000")], "number"),
            Slip(
                1,
                [
                    (
                        "not fully overhauled for more than 60 years.",
                        "not fully overhauled for more than 60 years and now badly damaged by damp.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("https://stmichaels-organ.org.uk/give", "https://stmichaels-organ.org/give")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-adolescent-screen-time-sleep-review",
        source="A meta-analysis by Hartley and Osei (2021), published in Sleep Medicine Reviews, pooled 38 studies involving more than 52,000 adolescents. It found that each additional hour of screen use in the evening was associated with roughly 15 minutes less sleep. The authors stress that the studies were observational, so the link may not be causal, and they did not find a consistent effect for reading on e-readers. A later randomised trial (Lindqvist et al., 2023, p. 412) suggests that removing phones from bedrooms probably improves sleep onset, although the sample was small. Schools should therefore treat screen curfews as a promising but unproven measure.",
        good=[
            Good(
                "preserve",
                "Hartley and Osei (2021) carried out a meta-analysis, published in Sleep Medicine Reviews, that combined 38 studies covering more than 52,000 adolescents. They found that every extra hour of evening screen time was associated with roughly 15 minutes less sleep. Because the studies were observational, the authors stress that the link may not be causal; they also did not find a consistent effect for reading on e-readers. A more recent randomised trial (Lindqvist et al., 2023, p. 412) suggests that taking phones out of bedrooms probably helps teenagers fall asleep sooner, though its sample was small. For schools, then, screen curfews should be treated as promising but unproven.",
            ),
            Good(
                "preserve",
                "Pooling 38 studies with a combined sample of over 52,000 adolescents, the meta-analysis by Hartley and Osei (2021) in Sleep Medicine Reviews associated each additional hour of evening screen use with roughly 15 minutes' less sleep. The authors emphasise that, given the observational design of the included studies, the association may not be causal; no consistent effect was found for reading on e-readers. Subsequent randomised evidence (Lindqvist et al., 2023, p. 412) suggests that removing phones from bedrooms probably improves sleep onset, albeit in a small sample. Schools should accordingly regard screen curfews as a promising but unproven measure.",
            ),
            Good(
                "pl",
                "Metaanaliza Hartleya i Osei (2021), opublikowana w „Sleep Medicine Reviews”, objęła 38 badań z udziałem ponad 52 000 nastolatków. Wykazała, że każda dodatkowa godzina korzystania z ekranów wieczorem wiązała się z mniej więcej 15 minutami krótszego snu. Autorzy podkreślają, że były to badania obserwacyjne, więc związek ten może nie mieć charakteru przyczynowego; nie stwierdzili też spójnego efektu w przypadku czytania na czytnikach e-booków. Późniejsze badanie randomizowane (Lindqvist i in., 2023, s. 412) sugeruje, że usunięcie telefonów z sypialni prawdopodobnie ułatwia zasypianie, choć próba była niewielka. Szkoły powinny więc traktować „ekranową ciszę nocną” jako rozwiązanie obiecujące, ale niesprawdzone.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(Lindqvist et al., 2023, p. 412)", "(Lindqvist et al., 2022, p. 412)")],
                "citation",
            ),
            Slip(1, [("probably improves sleep onset", "improves sleep onset")], "hedge"),
            Slip(
                2,
                [("nie stwierdzili też spójnego efektu", "stwierdzili też spójny efekt")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-logrotor-readme-install-configuration",
        source="""# logrotor

`logrotor` compresses and rotates application logs on a schedule.

## Installation

Requires Python 3.10 or later. Install it with:

```bash
pip install logrotor==2.4.1
```

## Configuration

Create a `logrotor.toml` file in your project root. You must set `retain_days`; all other keys are optional. Do not point `log_dir` at a network drive, as file locking is not supported there. See the [full documentation](https://logrotor.readthedocs.io/en/stable/) for every option.

## Licence

MIT""",
        good=[
            Good(
                "preserve",
                """# logrotor

`logrotor` rotates your application logs on a schedule and compresses them.

## Installation

You need Python 3.10 or newer. Install the package with:

```bash
pip install logrotor==2.4.1
```

## Configuration

Put a `logrotor.toml` file in the root of your project. You must set `retain_days`; every other key is optional. Because file locking is not supported on network drives, do not point `log_dir` at one. Every option is described in the [full documentation](https://logrotor.readthedocs.io/en/stable/).

## Licence

MIT""",
            ),
            Good(
                "preserve",
                """# logrotor

`logrotor` compresses and rotates application logs on a schedule.

## Installation

Python 3.10+ is required.

```bash
pip install logrotor==2.4.1
```

## Configuration

1. Create `logrotor.toml` in the project root.
2. Set `retain_days` – this key is required; the rest are optional.
3. Do not set `log_dir` to a network drive: file locking is not supported there.

For all options, see the [full documentation](https://logrotor.readthedocs.io/en/stable/).

## Licence

MIT""",
            ),
            Good(
                "pl",
                """# logrotor

`logrotor` kompresuje i rotuje logi aplikacji zgodnie z harmonogramem.

## Instalacja

Wymaga Pythona 3.10 lub nowszego. Aby zainstalować, uruchom:

```bash
pip install logrotor==2.4.1
```

## Konfiguracja

Utwórz plik `logrotor.toml` w katalogu głównym projektu. Musisz ustawić `retain_days`; pozostałe klucze są opcjonalne. Nie wskazuj w `log_dir` dysku sieciowego, ponieważ blokowanie plików nie jest tam obsługiwane. Wszystkie opcje opisano w [pełnej dokumentacji](https://logrotor.readthedocs.io/en/stable/).

## Licencja

MIT""",
            ),
        ],
        bad=[
            Slip(0, [("logrotor==2.4.1", "logrotor==2.1.4")], "code"),
            Slip(
                1,
                [
                    (
                        "[full documentation](https://logrotor.readthedocs.io/en/stable/)",
                        "full documentation",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("Musisz ustawić `retain_days`", "Warto ustawić `retain_days`")], "modality"),
        ],
    ),
    Case(
        key="en-ibuprofen-leaflet-dosage-warnings",
        source="Adults and children over 12 may take one or two 200 mg tablets every four to six hours, as needed. Do not take more than six tablets in 24 hours, and do not use this medicine for longer than 10 days without talking to a doctor. Take the tablets with or after food, as they can irritate the stomach. Do not take ibuprofen if you have ever had a stomach ulcer or are in the last three months of pregnancy. Side effects are usually mild, but in rare cases the medicine may cause an allergic reaction; seek medical help straight away if you notice swelling of the face or difficulty breathing.",
        good=[
            Good(
                "preserve",
                "If you are an adult or a child over 12, you may take one or two 200 mg tablets every four to six hours when you need them. Never take more than six tablets in 24 hours, and talk to a doctor before using this medicine for longer than 10 days. Because the tablets can irritate your stomach, take them with or after food. Do not take ibuprofen if you have ever had a stomach ulcer, or if you are in the last three months of pregnancy. Side effects are usually mild. Rarely, though, the medicine may cause an allergic reaction – get medical help straight away if your face swells or you find it difficult to breathe.",
            ),
            Good(
                "preserve",
                """Dosage and safety
- Who: adults and children over 12.
- How much: one or two 200 mg tablets every four to six hours, as needed – but no more than six tablets in 24 hours.
- How long: do not use for longer than 10 days without speaking to a doctor.
- How: with or after food, since the tablets can irritate the stomach.
- Do not take ibuprofen if you have ever had a stomach ulcer or are in the last three months of pregnancy.

Side effects are usually mild. In rare cases an allergic reaction may occur: if you notice swelling of the face or difficulty breathing, seek medical help straight away.""",
            ),
            Good(
                "pl",
                "Dorośli i dzieci powyżej 12 lat mogą przyjmować jedną lub dwie tabletki 200 mg co cztery do sześciu godzin, w razie potrzeby. Nie należy przyjmować więcej niż sześciu tabletek w ciągu 24 godzin ani stosować leku dłużej niż 10 dni bez konsultacji z lekarzem. Tabletki należy przyjmować podczas posiłku lub po nim, ponieważ mogą podrażniać żołądek. Nie należy przyjmować ibuprofenu, jeśli kiedykolwiek wystąpiła u Ciebie choroba wrzodowa żołądka lub jeśli jesteś w ostatnich trzech miesiącach ciąży. Działania niepożądane są zwykle łagodne, ale w rzadkich przypadkach lek może wywołać reakcję alergiczną; w razie obrzęku twarzy lub trudności w oddychaniu należy natychmiast zwrócić się po pomoc medyczną.",
            ),
        ],
        bad=[
            Slip(0, [("Side effects are usually mild.", "Side effects are mild.")], "hedge"),
            Slip(1, [("- Do not take ibuprofen if", "- Take ibuprofen if")], "negation"),
            Slip(
                2,
                [
                    (
                        "Działania niepożądane są zwykle łagodne, ale w rzadkich przypadkach lek może wywołać reakcję alergiczną; w razie obrzęku twarzy lub trudności w oddychaniu należy natychmiast zwrócić się po pomoc medyczną.",
                        "Side effects are usually mild, but in rare cases the medicine may cause an allergic reaction; seek medical help straight away if you notice swelling of the face or difficulty breathing.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-public-library-fines-loan-policy",
        source="From 1 September 2025, Eastgate Library will no longer charge overdue fines on children's books. Adult members can borrow up to 12 items at a time for three weeks and renew each item twice, online or by phone, unless another member has reserved it. Overdue adult items are charged at 20p per day, up to a maximum of £6 per item. Lost or damaged items must be paid for at replacement cost. Accounts with more than £10 in unpaid charges are blocked until the balance is cleared. Reservations cost 50p, but they are free for members over 60. The library is closed on bank holidays.",
        good=[
            Good(
                "preserve",
                """Good news for young readers: from 1 September 2025, Eastgate Library will stop charging overdue fines on children's books.

If you're an adult member, you can have up to 12 items out at once, for three weeks, and renew each item twice online or by phone – as long as nobody else has reserved it. Late adult items cost 20p a day, capped at £6 per item, and lost or damaged items must be paid for at replacement cost. If you owe more than £10 in unpaid charges, your account will be blocked until you've cleared the balance. Reservations are 50p, or free if you're a member over 60. Please note that the library is closed on bank holidays.""",
            ),
            Good(
                "preserve",
                """Eastgate Library – charges and loans
- From 1 September 2025: no overdue fines on children's books.
- Adult loans: up to 12 items at a time, for three weeks; each item can be renewed twice, online or by phone, unless another member has reserved it.
- Overdue adult items: 20p per day, maximum £6 per item.
- Lost or damaged items: must be paid for at replacement cost.
- More than £10 in unpaid charges: account blocked until the balance is cleared.
- Reservations: 50p; free for members over 60.
- The library is closed on bank holidays.""",
            ),
            Good(
                "pl",
                "Od 1 września 2025 r. Biblioteka Eastgate przestanie naliczać kary za przetrzymanie książek dla dzieci. Dorośli czytelnicy mogą wypożyczyć jednocześnie do 12 pozycji na trzy tygodnie i przedłużyć każdą z nich dwukrotnie, przez internet lub telefonicznie, o ile nie zarezerwował jej inny czytelnik. Za przetrzymanie pozycji wypożyczonych przez dorosłych pobierana jest opłata 20 pensów dziennie, maksymalnie 6 £ za pozycję. Za pozycje zgubione lub uszkodzone trzeba zapłacić koszt ich odkupienia. Konta z nieuregulowanymi opłatami powyżej 10 £ są blokowane do czasu spłaty zaległości. Rezerwacja kosztuje 50 pensów, ale dla czytelników powyżej 60. roku życia jest bezpłatna. W dni ustawowo wolne od pracy (bank holidays) biblioteka jest zamknięta.",
            ),
        ],
        bad=[
            Slip(0, [("from 1 September 2025", "from 1 October 2025")], "date"),
            Slip(1, [("maximum £6 per item", "maximum £8 per item")], "number"),
            Slip(
                2,
                [
                    (
                        "biblioteka jest zamknięta.",
                        "biblioteka jest zamknięta, ale wrzutnia na książki działa przez całą dobę.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-coop-newsletter-privacy-notice-consent",
        source="We process your email address to send you our monthly newsletter on the basis of your consent under Article 6(1)(a) of the GDPR. You can withdraw consent at any time by clicking the unsubscribe link in any email or by writing to privacy@northfieldcoop.co.uk. We do not sell your data or share it with third parties for marketing. Our mailing provider stores the data on servers in the EU. We keep your details until you unsubscribe and then delete them within 30 days. You have the right to lodge a complaint with the Information Commissioner's Office; details are available at https://ico.org.uk/make-a-complaint/.",
        good=[
            Good(
                "preserve",
                """**Why we use your email address:** to send you our monthly newsletter. Our legal basis is your consent, under Article 6(1)(a) of the GDPR.

You can withdraw that consent whenever you like – just click the unsubscribe link in any of our emails, or write to privacy@northfieldcoop.co.uk. We do not sell your data, and we do not share it with third parties for marketing. Our mailing provider keeps it on servers in the EU. We hold your details until you unsubscribe and delete them within 30 days after that. You have the right to complain to the Information Commissioner's Office: see https://ico.org.uk/make-a-complaint/ for details.""",
            ),
            Good(
                "preserve",
                "Your email address is processed so that we can send you our monthly newsletter; the lawful basis is your consent pursuant to Article 6(1)(a) of the GDPR. Consent may be withdrawn at any time, either through the unsubscribe link included in every email or by writing to privacy@northfieldcoop.co.uk. Your data is not sold, nor is it shared with third parties for marketing purposes. It is stored by our mailing provider on servers located in the EU. We retain your details until you unsubscribe and erase them within 30 days thereafter. You are entitled to lodge a complaint with the Information Commissioner's Office (details at https://ico.org.uk/make-a-complaint/).",
            ),
            Good(
                "pl",
                "Przetwarzamy Twój adres e-mail, aby wysyłać Ci nasz comiesięczny newsletter, na podstawie Twojej zgody, zgodnie z art. 6 ust. 1 lit. a RODO. Zgodę możesz wycofać w dowolnym momencie, klikając link rezygnacji z subskrypcji w dowolnym e-mailu lub pisząc na adres privacy@northfieldcoop.co.uk. Nie sprzedajemy Twoich danych ani nie udostępniamy ich podmiotom trzecim w celach marketingowych. Nasz dostawca usług mailingowych przechowuje dane na serwerach w UE. Przechowujemy Twoje dane do momentu rezygnacji z subskrypcji, a następnie usuwamy je w ciągu 30 dni. Masz prawo wnieść skargę do Information Commissioner's Office; szczegóły znajdziesz na stronie https://ico.org.uk/make-a-complaint/.",
            ),
        ],
        bad=[
            Slip(0, [("Article 6(1)(a)", "Article 6(1)(f)")], "legal_reference"),
            Slip(1, [("privacy@northfieldcoop.co.uk", "privacy@northfieldcoop.com")], "url"),
            Slip(
                2,
                [
                    (
                        "Nie sprzedajemy Twoich danych ani nie udostępniamy ich",
                        "Nie sprzedajemy Twoich danych, ale udostępniamy je",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-early-career-research-grant-call",
        source="The Halden Foundation invites applications for early-career research grants of up to €80,000 over two years. Applicants must hold a PhD awarded no more than seven years before the deadline and must be based at a European university. Proposals should address one of the priorities set out in the Foundation's 2024 strategy, which draws on the framework of Ostrom (1990, pp. 88–102). The deadline is 17:00 CET on 15 October 2025; late submissions will not be considered. Applicants may submit only one proposal per round. Shortlisted candidates will be invited to an online interview in January 2026, and funding decisions are expected by the end of March.",
        good=[
            Good(
                "preserve",
                """**Halden Foundation early-career research grants – call for applications**

- Funding: up to €80,000 over two years.
- Eligibility: you must hold a PhD awarded no more than seven years before the deadline, and you must be based at a European university.
- Scope: proposals should address one of the priorities in the Foundation's 2024 strategy, which draws on Ostrom's framework (1990, pp. 88–102).
- Deadline: 15 October 2025, 17:00 CET. Late submissions will not be considered.
- Limit: each applicant may submit only one proposal per round.
- Next steps: shortlisted candidates will be invited to an online interview in January 2026; funding decisions are expected by the end of March.""",
            ),
            Good(
                "preserve",
                "Early-career researchers can now apply to the Halden Foundation for grants worth up to €80,000 over two years. To be eligible, you must be based at a European university and must have been awarded your PhD no more than seven years before the deadline. Your proposal should address one of the priorities in the Foundation's 2024 strategy, which draws on Ostrom's framework (1990, pp. 88–102). Only one proposal may be submitted per applicant in each round. Applications close at 17:00 CET on 15 October 2025, and late submissions will not be considered. Shortlisted candidates will be invited to an online interview in January 2026, with funding decisions expected by the end of March.",
            ),
            Good(
                "pl",
                "Fundacja Halden zaprasza do składania wniosków o granty badawcze dla naukowców na początku kariery, w wysokości do 80 000 € na dwa lata. Wnioskodawcy muszą mieć stopień doktora uzyskany nie wcześniej niż siedem lat przed terminem składania wniosków i muszą być związani z europejską uczelnią. Wnioski powinny dotyczyć jednego z priorytetów określonych w strategii Fundacji z 2024 roku, która opiera się na koncepcji Ostrom (1990, s. 88–102). Termin upływa 15 października 2025 r. o godz. 17:00 CET; wnioski złożone po terminie nie będą rozpatrywane. W jednym naborze można złożyć tylko jeden wniosek. Osoby z krótkiej listy zostaną zaproszone na rozmowę online w styczniu 2026 r., a decyzje o finansowaniu przewidywane są do końca marca.",
            ),
        ],
        bad=[
            Slip(0, [("(1990, pp. 88–102)", "(1992, pp. 88–102)")], "citation"),
            Slip(1, [("17:00 CET on 15 October 2025", "17:00 CET on 15 November 2025")], "date"),
            Slip(2, [("Wnioski powinny dotyczyć", "Wnioski mogą dotyczyć")], "modality"),
        ],
    ),
    Case(
        key="en-dbsync-release-notes-breaking-changes",
        source="Version 3.0 of the `dbsync` command-line tool drops support for PostgreSQL 11, which reached end of life in November 2023. The `--force` flag has been renamed to `--overwrite`; the old name still works in this release but will be removed in 3.1. Configuration is now read from `~/.config/dbsync/config.yaml` instead of `~/.dbsyncrc`. Migrations are no longer run automatically on startup: you must run `dbsync migrate` yourself after upgrading. We have not changed the wire protocol, so 2.x agents can still connect to a 3.0 server. Upgrading directly from versions older than 2.5 is not supported.",
        good=[
            Good(
                "preserve",
                """## dbsync 3.0 – what's changed

- PostgreSQL 11 is no longer supported (it reached end of life in November 2023).
- `--force` has been renamed to `--overwrite`. The old name still works in this release, but it will be removed in 3.1.
- Configuration is now read from `~/.config/dbsync/config.yaml` instead of `~/.dbsyncrc`.
- Migrations no longer run automatically at startup, so after upgrading you must run `dbsync migrate` yourself.
- The wire protocol is unchanged: 2.x agents can still connect to a 3.0 server.
- Direct upgrades from versions older than 2.5 are not supported.""",
            ),
            Good(
                "preserve",
                "Here is what changes in version 3.0 of the `dbsync` command-line tool. Support for PostgreSQL 11, which reached end of life in November 2023, has been dropped. The `--force` flag is now called `--overwrite`; `--force` still works in this release but will be removed in 3.1. The tool now reads its configuration from `~/.config/dbsync/config.yaml` rather than `~/.dbsyncrc`. After upgrading, you must run `dbsync migrate` yourself, because migrations are no longer run automatically on startup. The wire protocol has not changed, so 2.x agents can still connect to a 3.0 server. Upgrading directly from versions older than 2.5 is not supported.",
            ),
            Good(
                "pl",
                "Wersja 3.0 narzędzia wiersza poleceń `dbsync` nie obsługuje już PostgreSQL 11, którego okres wsparcia zakończył się w listopadzie 2023 r. Flaga `--force` została przemianowana na `--overwrite`; stara nazwa w tym wydaniu nadal działa, ale zostanie usunięta w wersji 3.1. Konfiguracja jest teraz odczytywana z pliku `~/.config/dbsync/config.yaml` zamiast z `~/.dbsyncrc`. Migracje nie są już uruchamiane automatycznie przy starcie: po aktualizacji musisz samodzielnie uruchomić `dbsync migrate`. Nie zmieniliśmy protokołu komunikacyjnego, więc agenty 2.x nadal mogą łączyć się z serwerem 3.0. Bezpośrednia aktualizacja z wersji starszych niż 2.5 nie jest obsługiwana.",
            ),
        ],
        bad=[
            Slip(0, [("`~/.config/dbsync/config.yaml`", "`~/.config/dbsync/config.yml`")], "code"),
            Slip(
                1,
                [
                    (
                        "has been dropped.",
                        "has been dropped at the request of our enterprise customers.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("2.5 nie jest obsługiwana.", "2.5 jest obsługiwana.")], "negation"),
        ],
    ),
    Case(
        key="en-community-allotment-plot-holder-rules",
        source="Plot holders must cultivate at least 75% of their plot during the growing season; plots left neglected for more than eight weeks may be offered to the next person on the waiting list. The annual rent of £48 for a full plot is due by 1 April. Bonfires are permitted only between 1 November and 28 February, and only after 4 pm. Hosepipes may be used solely to fill water butts, never to water crops directly. Sheds must not exceed 2.4 by 1.8 metres, and you should ask the committee before putting up any structure. Tenants can keep up to six hens, but cockerels are not allowed.",
        good=[
            Good(
                "preserve",
                "As a plot holder, you must cultivate at least 75% of your plot during the growing season. If a plot is left neglected for more than eight weeks, it may be offered to the next person on the waiting list. Rent for a full plot is £48 a year, due by 1 April. Bonfires are allowed only between 1 November and 28 February, and then only after 4 pm. Hosepipes may be used only to fill water butts – never to water crops directly. Sheds must be no larger than 2.4 by 1.8 metres, and you should check with the committee before putting up any structure. You can keep up to six hens, but no cockerels.",
            ),
            Good(
                "preserve",
                """Allotment rules in brief:
- Plot holders must cultivate at least 75% of their plot during the growing season. Plots neglected for over eight weeks may be offered to the next person on the waiting list.
- Annual rent for a full plot: £48, due by 1 April.
- Bonfires: permitted only from 1 November to 28 February, and only after 4 pm.
- Hosepipes: may be used solely for filling water butts, never for watering crops directly.
- Sheds: must not exceed 2.4 × 1.8 metres. You should ask the committee before putting up any structure.
- Hens: up to six per tenant; cockerels are not allowed.""",
            ),
            Good(
                "pl",
                "Dzierżawcy działek muszą uprawiać co najmniej 75% powierzchni działki w sezonie wegetacyjnym; działki zaniedbane dłużej niż osiem tygodni mogą zostać zaproponowane kolejnej osobie z listy oczekujących. Roczny czynsz za pełną działkę wynosi 48 £ i jest płatny do 1 kwietnia. Ogniska są dozwolone wyłącznie od 1 listopada do 28 lutego i tylko po godzinie 16:00. Węży ogrodowych można używać wyłącznie do napełniania beczek na deszczówkę, nigdy do bezpośredniego podlewania upraw. Szopy nie mogą przekraczać wymiarów 2,4 na 1,8 metra, a przed postawieniem jakiejkolwiek konstrukcji powinno się skonsultować z komitetem. Dzierżawcy mogą trzymać do sześciu kur, ale koguty są niedozwolone.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("it may be offered to the next person", "it will be offered to the next person")],
                "modality",
            ),
            Slip(1, [("at least 75% of their plot", "at least 50% of their plot")], "number"),
            Slip(
                2,
                [
                    (
                        "Ogniska są dozwolone wyłącznie od 1 listopada do 28 lutego i tylko po godzinie 16:00.",
                        "Bonfires are permitted only between 1 November and 28 February, and only after 4 pm.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-barn-bat-roost-survey-findings",
        source="The dusk emergence survey of the barn at Holly Farm was carried out on 22 June 2024 by two licensed ecologists, following the Bat Conservation Trust guidelines (Collins, 2023, ch. 7). Eleven common pipistrelles were seen leaving a gap under the ridge tiles, which suggests the barn is likely to be used as a summer maternity roost. No bats were recorded using the interior of the barn. Because a single survey cannot confirm roost status, at least two further surveys are recommended between May and August. Until these are complete, the roof should not be disturbed, and any works that could affect the roost will probably require a licence from Natural England.",
        good=[
            Good(
                "preserve",
                "On 22 June 2024, two licensed ecologists carried out a dusk emergence survey of the Holly Farm barn in line with the Bat Conservation Trust guidelines (Collins, 2023, ch. 7). They observed eleven common pipistrelles emerging from a gap beneath the ridge tiles, suggesting that the barn is likely to be used as a summer maternity roost. No bats were recorded using the barn's interior. A single survey cannot confirm roost status, so at least two further surveys between May and August are recommended. The roof should not be disturbed until they have been completed, and any works that could affect the roost will probably need a Natural England licence.",
            ),
            Good(
                "preserve",
                """### Holly Farm barn – bat survey findings

- **Survey:** dusk emergence survey on 22 June 2024 by two licensed ecologists, following the Bat Conservation Trust guidelines (Collins, 2023, ch. 7).
- **Result:** eleven common pipistrelles left through a gap under the ridge tiles, which suggests the barn is likely used as a summer maternity roost. No bats were recorded inside the barn.
- **Next steps:** one survey cannot confirm roost status, so at least two more are recommended between May and August.
- **Until then:** the roof should not be disturbed. Any works that could affect the roost will probably require a licence from Natural England.""",
            ),
            Good(
                "pl",
                "Badanie wylotów nietoperzy o zmierzchu w stodole na farmie Holly Farm przeprowadziło 22 czerwca 2024 r. dwóch licencjonowanych ekologów, zgodnie z wytycznymi Bat Conservation Trust (Collins, 2023, rozdz. 7). Zaobserwowano jedenaście karlików malutkich wylatujących przez szczelinę pod dachówkami kalenicowymi, co wskazuje, że stodoła jest prawdopodobnie wykorzystywana jako letnia kolonia rozrodcza. Nie odnotowano nietoperzy korzystających z wnętrza stodoły. Ponieważ jedno badanie nie pozwala potwierdzić statusu schronienia, zaleca się przeprowadzenie co najmniej dwóch kolejnych badań między majem a sierpniem. Do czasu ich zakończenia nie powinno się naruszać dachu, a wszelkie prace mogące wpłynąć na kolonię będą prawdopodobnie wymagały zezwolenia Natural England.",
            ),
        ],
        bad=[
            Slip(0, [("(Collins, 2023, ch. 7)", "(Collins, 2023, ch. 4)")], "citation"),
            Slip(1, [("will probably require a licence", "will require a licence")], "hedge"),
            Slip(
                2,
                [
                    (
                        "jedenaście karlików malutkich wylatujących",
                        "jedenaście karlików malutkich, w tym samice z młodymi, wylatujących",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-citycycle-annual-pass-ride-rules",
        source="An annual CityCycle membership costs £90 and includes unlimited rides of up to 45 minutes each. Longer rides are charged at £1.50 for every additional 15 minutes. Riders must be at least 16 years old and must not carry passengers. E-bikes are available for an extra 10p per minute; they may not be ridden on canal towpaths. Bikes must be returned to a docking station — leaving one elsewhere will result in a £25 fee. If a bike is damaged during your ride, you should report it through the app within 24 hours. Membership is not transferable and cannot be refunded after the first 14 days.",
        good=[
            Good(
                "preserve",
                "For £90 a year, CityCycle membership gives you unlimited rides of up to 45 minutes each; on longer rides, every additional 15 minutes costs £1.50. You must be at least 16 to ride, and you must not carry passengers. E-bikes cost an extra 10p a minute and may not be ridden on canal towpaths. You must return your bike to a docking station – if you leave it anywhere else, you'll be charged a £25 fee. Should a bike get damaged while you're riding, you should report it in the app within 24 hours. Your membership cannot be transferred, and it cannot be refunded after the first 14 days.",
            ),
            Good(
                "preserve",
                """**CityCycle annual membership – key terms**

- Price: £90 a year, including unlimited rides of up to 45 minutes each.
- Longer rides: £1.50 for each additional 15 minutes.
- Riders: must be at least 16 years old; passengers must not be carried.
- E-bikes: an extra 10p per minute; they may not be ridden on canal towpaths.
- Returns: bikes must be returned to a docking station, otherwise a £25 fee is charged.
- Damage: if a bike is damaged during your ride, you should report it via the app within 24 hours.
- Transfers and refunds: membership is non-transferable and cannot be refunded after the first 14 days.""",
            ),
            Good(
                "pl",
                "Roczne członkostwo CityCycle kosztuje 90 £ i obejmuje nielimitowaną liczbę przejazdów trwających do 45 minut każdy. Za dłuższe przejazdy pobierana jest opłata 1,50 £ za każde dodatkowe 15 minut. Użytkownicy muszą mieć ukończone 16 lat i nie mogą przewozić pasażerów. Rowery elektryczne są dostępne za dopłatą 10 pensów za minutę; nie wolno nimi jeździć po ścieżkach holowniczych wzdłuż kanałów. Rower musi zostać zwrócony do stacji dokującej — pozostawienie go w innym miejscu skutkuje opłatą 25 £. Jeśli rower zostanie uszkodzony podczas przejazdu, powinieneś zgłosić to w aplikacji w ciągu 24 godzin. Członkostwa nie można przenieść na inną osobę, a po upływie pierwszych 14 dni nie podlega ono zwrotowi.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Your membership cannot be transferred", "Your membership can be transferred")],
                "negation",
            ),
            Slip(
                1,
                [("you should report it via the app", "you must report it via the app")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "kosztuje 90 £ i obejmuje nielimitowaną",
                        "kosztuje 90 £ i obejmuje bezpłatne ubezpieczenie od kradzieży oraz nielimitowaną",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
