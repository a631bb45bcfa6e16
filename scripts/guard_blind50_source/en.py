# ruff: noqa: E501, RUF001
"""English source cases of blind set 50: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-village-hall-wedding-hire-terms",
        source=(
            "Hire of Ashcombe Village Hall for weddings is subject to the following terms. A non-refundable "
            "deposit of £250 is required to secure your date, and the balance of £1,150 must be paid no later "
            "than 28 days before the event. The hall may be used from 10:00 on the day of hire until midnight; "
            "amplified music must stop by 23:30 to respect our neighbours. Confetti is not permitted inside the "
            "building, though biodegradable petals may be used outside. The hirer must return the keys to the "
            "caretaker by 10:00 the following morning. A security bond of £300 is held and will normally be "
            "refunded within 14 days if the hall is left clean and undamaged."
        ),
        good=[
            Good(
                "preserve",
                "Planning your wedding at Ashcombe Village Hall? Here's how hiring works. To secure your date "
                "you'll need to pay a £250 deposit, which is non-refundable, and the remaining £1,150 must reach "
                "us no later than 28 days before the event. You can use the hall from 10:00 on the day until "
                "midnight, but amplified music must stop by 23:30 out of respect for our neighbours. Please note "
                "that confetti is not permitted indoors; biodegradable petals may be used outside. You must hand "
                "the keys back to the caretaker by 10:00 the next morning. We also hold a £300 security bond, "
                "which will normally be refunded within 14 days provided the hall is left clean and undamaged.",
            ),
            Good(
                "preserve",
                "Wedding hire terms – Ashcombe Village Hall\n\n"
                "- Deposit: £250, non-refundable, required to secure your date.\n"
                "- Balance: £1,150, which must be paid no later than 28 days before the event.\n"
                "- Hours: from 10:00 on the day of hire until midnight. Amplified music must end by 23:30 so "
                "that neighbours are not disturbed.\n"
                "- Confetti: not permitted inside the building. Biodegradable petals may be used outdoors.\n"
                "- Keys: the hirer must return them to the caretaker by 10:00 the following morning.\n"
                "- Security bond: £300, normally refunded within 14 days if the hall is left clean and undamaged.",
            ),
            Good(
                "pl",
                "Wynajem sali wiejskiej w Ashcombe na wesela podlega poniższym warunkom. Aby zarezerwować "
                "termin, trzeba wpłacić bezzwrotną zaliczkę w wysokości 250 £, a pozostałą kwotę 1150 £ należy "
                "wpłacić najpóźniej 28 dni przed uroczystością. Z sali można korzystać od 10:00 w dniu wynajmu do "
                "północy; muzyka z nagłośnieniem musi ucichnąć do 23:30 ze względu na sąsiadów. Konfetti nie jest "
                "dozwolone wewnątrz budynku, natomiast na zewnątrz można używać biodegradowalnych płatków. "
                "Najemca musi zwrócić klucze dozorcy do 10:00 następnego dnia rano. Pobieramy też kaucję "
                "zabezpieczającą w wysokości 300 £, która zwykle jest zwracana w ciągu 14 dni, jeśli sala zostanie "
                "pozostawiona czysta i nieuszkodzona.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("amplified music must stop by 23:30", "amplified music should stop by 23:30")],
                "modality",
            ),
            Slip(1, [("Security bond: £300", "Security bond: £350")], "number"),
            Slip(2, [("najpóźniej 28 dni przed", "najpóźniej 21 dni przed")], "date"),
        ],
    ),
    Case(
        key="en-planetarium-school-visit-booking-rules",
        source=(
            "Schools can book planetarium visits for groups of up to 35 pupils, Tuesday to Friday, with shows "
            "starting at 10:00, 11:30 and 13:00. Each session lasts about 45 minutes and costs £6 per pupil; "
            "accompanying adults go free at a ratio of one adult per eight pupils. Bookings are made online at "
            "www.northfieldplanetarium.org.uk/schools and are not confirmed until you receive an email with a "
            "booking reference. We cannot accept bookings by phone. Please arrive 15 minutes before your show, "
            "as latecomers cannot be admitted once the dome lights are dimmed. If you need to cancel, let us "
            "know at least 10 working days in advance to receive a full refund."
        ),
        good=[
            Good(
                "preserve",
                "Booking a planetarium trip for your class? Visits run Tuesday to Friday, with shows at 10:00, "
                "11:30 and 13:00, and each group can include up to 35 pupils. A session lasts roughly 45 minutes "
                "and the price is £6 per pupil, with one accompanying adult admitted free for every eight pupils. "
                "You'll need to book online at www.northfieldplanetarium.org.uk/schools (we cannot take phone "
                "bookings), and your booking is not confirmed until an email with a booking reference reaches "
                "you. Please arrive 15 minutes before the show starts, because once the dome lights are dimmed, "
                "latecomers cannot be admitted. To get a full refund if you cancel, tell us at least 10 working "
                "days in advance.",
            ),
            Good(
                "preserve",
                "Planetarium school visits: booking information\n\n"
                "1. Group size: up to 35 pupils per visit.\n"
                "2. Days and times: Tuesday to Friday; shows begin at 10:00, 11:30 and 13:00.\n"
                "3. Duration and price: approximately 45 minutes; £6 per pupil. Accompanying adults are admitted "
                "free at a ratio of one adult to eight pupils.\n"
                "4. How to book: online, at www.northfieldplanetarium.org.uk/schools. Telephone bookings cannot "
                "be accepted, and a booking is not confirmed until you receive an email containing a booking "
                "reference.\n"
                "5. Arrival: please arrive 15 minutes before your show. Latecomers cannot be admitted once the "
                "dome lights have been dimmed.\n"
                "6. Cancellation: a full refund is given if you let us know at least 10 working days in advance.",
            ),
            Good(
                "pl",
                "Szkoły mogą rezerwować wizyty w planetarium dla grup liczących do 35 uczniów, od wtorku do "
                "piątku; seanse zaczynają się o 10:00, 11:30 i 13:00. Każdy seans trwa około 45 minut i kosztuje "
                "6 £ od ucznia, a opiekunowie wchodzą bezpłatnie w proporcji jeden dorosły na ośmiu uczniów. "
                "Rezerwacji dokonuje się online pod adresem www.northfieldplanetarium.org.uk/schools i nie jest "
                "ona potwierdzona, dopóki nie otrzymają Państwo e-maila z numerem rezerwacji. Nie przyjmujemy "
                "rezerwacji telefonicznych. Prosimy o przybycie 15 minut przed seansem, ponieważ po przygaszeniu "
                "świateł w kopule spóźnione osoby nie mogą zostać wpuszczone. W razie rezygnacji prosimy o "
                "informację co najmniej 10 dni roboczych wcześniej, aby otrzymać pełny zwrot kosztów.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(we cannot take phone bookings)", "(we can also take phone bookings)")],
                "negation",
            ),
            Slip(1, [("one adult to eight pupils", "one adult to ten pupils")], "number"),
            Slip(
                2,
                [
                    (
                        "www.northfieldplanetarium.org.uk/schools",
                        "www.northfieldplanetarium.org.uk/bookings",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-dental-implant-aftercare-first-week",
        source=(
            "After your implant surgery, some swelling and mild bruising are normal and usually peak around "
            "48 hours before settling. You should hold an ice pack against your cheek for 20 minutes at a time "
            "during the first day. Do not rinse your mouth for 24 hours; after that, rinse gently with warm salt "
            "water after meals. You must not smoke for at least two weeks, as smoking can significantly increase "
            "the risk of the implant failing. Stick to soft foods and avoid chewing on the implant side until "
            "your review appointment. Some oozing of blood may continue for a day or so. If bleeding is heavy "
            "or you develop a fever, contact the practice straight away."
        ),
        good=[
            Good(
                "preserve",
                "Caring for your new implant\n\n"
                "- Some swelling and mild bruising are normal. They usually peak at around 48 hours and then settle.\n"
                "- On the first day, you should hold an ice pack to your cheek, 20 minutes at a time.\n"
                "- Don't rinse your mouth for the first 24 hours. After that, rinse gently with warm salt water "
                "after meals.\n"
                "- You must not smoke for at least two weeks: smoking can significantly raise the risk of the "
                "implant failing.\n"
                "- Eat soft foods and avoid chewing on the implant side until your review appointment.\n"
                "- A little oozing of blood may continue for a day or so.\n"
                "- Contact the practice straight away if bleeding is heavy or you develop a fever.",
            ),
            Good(
                "preserve",
                "It's normal to have some swelling and mild bruising after implant surgery; it usually peaks "
                "around 48 hours and then settles down, and a little blood may keep oozing for a day or so. "
                "During the first day you should apply an ice pack to your cheek for 20 minutes at a time. For "
                "24 hours, do not rinse your mouth at all; after that, rinse gently with warm salt water after "
                "each meal. Smoking can significantly increase the chance of the implant failing, so you must not "
                "smoke for at least two weeks. Until your review appointment, eat soft foods and avoid chewing on "
                "the implant side. Call the practice straight away if the bleeding is heavy or you get a fever.",
            ),
            Good(
                "pl",
                "Po zabiegu wszczepienia implantu obrzęk i niewielkie zasinienie są czymś normalnym; zwykle "
                "nasilają się najbardziej po około 48 godzinach, a potem ustępują. Pierwszego dnia powinni "
                "Państwo przykładać do policzka okład z lodu, za każdym razem na 20 minut. Przez 24 godziny nie "
                "wolno płukać jamy ustnej; później należy ją delikatnie płukać ciepłą wodą z solą po posiłkach. "
                "Przez co najmniej dwa tygodnie nie wolno palić, ponieważ palenie może znacznie zwiększyć ryzyko "
                "niepowodzenia implantu. Do wizyty kontrolnej prosimy jeść miękkie pokarmy i unikać gryzienia po "
                "stronie implantu. Niewielkie sączenie się krwi może utrzymywać się przez mniej więcej dobę. Jeśli "
                "krwawienie jest obfite lub pojawi się gorączka, należy natychmiast skontaktować się z gabinetem.",
            ),
        ],
        bad=[
            Slip(2, [("palenie może znacznie zwiększyć", "palenie znacznie zwiększa")], "hedge"),
            Slip(1, [("you should apply an ice pack", "you must apply an ice pack")], "modality"),
            Slip(
                0,
                [
                    (
                        "Don't rinse your mouth for the first 24 hours.",
                        "Rinse your mouth for the first 24 hours.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-security-policy-vulnerability-reporting-markdown",
        source=(
            "# Security Policy\n\n"
            "## Supported versions\n\n"
            "Only the latest minor release (currently 3.4.x) receives security fixes. Versions 3.3 and earlier "
            "are no longer supported.\n\n"
            "## Reporting a vulnerability\n\n"
            "Please **do not** open a public GitHub issue for security problems. Instead, email "
            "security@tidepool-dev.org or use the "
            "[private advisory form](https://github.com/tidepool/tidepool/security/advisories/new).\n\n"
            "We aim to acknowledge reports within 3 working days and to publish a fix within 90 days. If you "
            "do not hear back within a week, you may follow up on the same thread.\n\n"
            "## Disclosure\n\n"
            "We credit reporters in the release notes unless they ask us not to."
        ),
        good=[
            Good(
                "preserve",
                "# Security Policy\n\n"
                "## Which versions get fixes?\n\n"
                "Security fixes go only into the latest minor release, which is currently 3.4.x. Version 3.3 and "
                "all earlier versions are no longer supported.\n\n"
                "## How to report a vulnerability\n\n"
                "Please **do not** report security problems in a public GitHub issue. Send an email to "
                "security@tidepool-dev.org instead, or fill in the "
                "[private advisory form](https://github.com/tidepool/tidepool/security/advisories/new).\n\n"
                "- We aim to acknowledge your report within 3 working days.\n"
                "- We aim to publish a fix within 90 days.\n"
                "- No reply after a week? You may follow up in the same thread.\n\n"
                "## Disclosure\n\n"
                "Unless you ask us not to, we'll credit you in the release notes.",
            ),
            Good(
                "preserve",
                "# Security Policy\n\n"
                "## Supported versions\n\n"
                "Security fixes are provided for the latest minor release only (at present 3.4.x); versions 3.3 "
                "and earlier are no longer supported.\n\n"
                "## Reporting a vulnerability\n\n"
                "Please **do not** use a public GitHub issue to report a security problem. Email "
                "security@tidepool-dev.org or submit the "
                "[private advisory form](https://github.com/tidepool/tidepool/security/advisories/new). Our goal "
                "is to acknowledge every report within 3 working days and to publish a fix within 90 days; if a "
                "week passes without a reply, you may follow up on the same thread.\n\n"
                "## Disclosure\n\n"
                "Reporters are credited in the release notes, unless they ask us not to do so.",
            ),
            Good(
                "pl",
                "# Polityka bezpieczeństwa\n\n"
                "## Wspierane wersje\n\n"
                "Poprawki bezpieczeństwa otrzymuje wyłącznie najnowsze wydanie minor (obecnie 3.4.x). Wersje 3.3 "
                "i wcześniejsze nie są już wspierane.\n\n"
                "## Zgłaszanie podatności\n\n"
                "Prosimy **nie** zakładać publicznych zgłoszeń (issues) na GitHubie w sprawie problemów z "
                "bezpieczeństwem. Zamiast tego napisz na adres security@tidepool-dev.org albo skorzystaj z "
                "[prywatnego formularza zgłoszeniowego](https://github.com/tidepool/tidepool/security/advisories/new).\n\n"
                "Staramy się potwierdzić otrzymanie zgłoszenia w ciągu 3 dni roboczych i opublikować poprawkę w "
                "ciągu 90 dni. Jeśli nie otrzymasz odpowiedzi w ciągu tygodnia, możesz przypomnieć się w tym samym "
                "wątku.\n\n"
                "## Ujawnianie\n\n"
                "Osoby zgłaszające wymieniamy w informacjach o wydaniu, chyba że poproszą, abyśmy tego nie robili.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("## How to report a vulnerability", "How to report a vulnerability")],
                "markdown",
            ),
            Slip(1, [("security@tidepool-dev.org", "security@tidepool.dev")], "url"),
            Slip(2, [("ciągu 90 dni", "ciągu 30 dni")], "date"),
        ],
    ),
    Case(
        key="en-bat-roost-microclimate-pipistrelle-abstract",
        source=(
            "Roost microclimate is thought to shape the energy budgets of temperate bats, yet field data remain "
            "scarce. We logged internal temperatures at 42 maternity roosts of the soprano pipistrelle "
            "(Pipistrellus pygmaeus) in Scotland between May and August 2022. Roosts in buildings were on "
            "average 4.1 °C warmer than those in trees, and colonies in warmer roosts appeared to give birth "
            "roughly a week earlier. Juvenile body mass at fledging did not differ significantly between roost "
            "types. These results suggest that buildings may partly buffer bats against cool springs, "
            "consistent with earlier work on Myotis species (Kerth et al., 2001). Loss of building roosts could "
            "therefore have larger consequences than previously assumed."
        ),
        good=[
            Good(
                "preserve",
                "The microclimate inside roosts is thought to shape the energy budgets of temperate bats, but "
                "little field data exists. In this study we recorded internal temperatures at 42 soprano "
                "pipistrelle (Pipistrellus pygmaeus) maternity roosts in Scotland from May to August 2022. On "
                "average, building roosts were 4.1 °C warmer than tree roosts, and colonies in the warmer roosts "
                "appeared to give birth roughly one week earlier. We found no significant difference in juvenile "
                "body mass at fledging between the two roost types. Our findings suggest that buildings may partly "
                "shield bats from cool springs, in line with earlier research on Myotis species (Kerth et al., "
                "2001), so losing building roosts could matter more than was previously assumed.",
            ),
            Good(
                "preserve",
                "Background: Roost microclimate is believed to influence the energy budgets of temperate bats, "
                "but field data are still scarce.\n"
                "Methods: Between May and August 2022 we logged the internal temperature of 42 maternity roosts "
                "of Pipistrellus pygmaeus, the soprano pipistrelle, in Scotland.\n"
                "Results: Building roosts were, on average, 4.1 °C warmer than tree roosts. Colonies in warmer "
                "roosts appeared to give birth about a week earlier, while juvenile body mass at fledging did not "
                "differ significantly between roost types.\n"
                "Conclusions: Our results suggest that buildings may partly buffer bats against cool springs, "
                "consistent with earlier work on Myotis species (Kerth et al., 2001). The loss of building roosts "
                "could thus have greater consequences than previously assumed.",
            ),
            Good(
                "pl",
                "Uważa się, że mikroklimat kryjówek wpływa na bilans energetyczny nietoperzy strefy "
                "umiarkowanej, jednak danych terenowych wciąż jest niewiele. Od maja do sierpnia 2022 r. "
                "rejestrowaliśmy temperaturę wewnątrz 42 kryjówek kolonii rozrodczych karlika drobnego "
                "(Pipistrellus pygmaeus) w Szkocji. Kryjówki w budynkach były średnio o 4,1 °C cieplejsze niż "
                "kryjówki w drzewach, a w koloniach z cieplejszych kryjówek młode rodziły się najwyraźniej mniej "
                "więcej tydzień wcześniej. Masa ciała młodych w chwili uzyskania zdolności do lotu nie różniła się "
                "istotnie między typami kryjówek. Wyniki te sugerują, że budynki mogą częściowo chronić nietoperze "
                "przed chłodną wiosną, co jest zgodne z wcześniejszymi badaniami nad gatunkami z rodzaju Myotis "
                "(Kerth i in., 2001). Utrata kryjówek w budynkach mogłaby zatem mieć poważniejsze skutki, niż "
                "dotąd zakładano.",
            ),
        ],
        bad=[
            Slip(1, [("(Kerth et al., 2001)", "(Kerth et al., 2011)")], "citation"),
            Slip(
                2,
                [
                    (
                        "Wyniki te sugerują, że budynki mogą częściowo chronić",
                        "Wyniki te pokazują, że budynki częściowo chronią",
                    )
                ],
                "hedge",
            ),
            Slip(0, [("42 soprano pipistrelle", "24 soprano pipistrelle")], "number"),
        ],
    ),
    Case(
        key="en-council-pothole-reporting-claims-guidance",
        source=(
            "You can report a pothole on any council-maintained road or pavement using our online form at "
            "www.eastmere.gov.uk/report-pothole. Please include the street name, the nearest house number or "
            "landmark, and a photo if it is safe to take one. Never stop in live traffic to photograph a "
            "defect. We inspect every report within 5 working days and will repair dangerous defects, usually "
            "those deeper than 40 mm, within 24 hours. If your vehicle was damaged, you may submit a claim, but "
            "the council is not liable where it can show it took reasonable care under section 58 of the "
            "Highways Act 1980. Claims must be made within 12 months of the incident."
        ),
        good=[
            Good(
                "preserve",
                "How do I report a pothole?\n"
                "Use the online form at www.eastmere.gov.uk/report-pothole. It covers any road or pavement the "
                "council maintains. Tell us the street name and the nearest house number or landmark, and add a "
                "photo if you can take one safely, but never stop in live traffic to photograph a defect.\n\n"
                "What happens next?\n"
                "Every report is inspected within 5 working days. Dangerous defects (usually those more than "
                "40 mm deep) will be repaired within 24 hours.\n\n"
                "My car was damaged. Can I claim?\n"
                "You may submit a claim, and it must be made within 12 months of the incident. However, under "
                "section 58 of the Highways Act 1980, the council is not liable if it can show that it took "
                "reasonable care.",
            ),
            Good(
                "preserve",
                "Potholes on any road or pavement maintained by the council can be reported through the online "
                "form at www.eastmere.gov.uk/report-pothole. Please give the street name and the nearest house "
                "number or landmark, together with a photograph where it is safe to take one; never stop in live "
                "traffic to photograph a defect. All reports are inspected within 5 working days, and dangerous "
                "defects, usually those deeper than 40 mm, will be repaired within 24 hours. Where a vehicle has "
                "been damaged, a claim may be submitted, and it must be made within 12 months of the incident. "
                "Note, though, that the council is not liable if it can demonstrate that it took reasonable care, "
                "as provided by section 58 of the Highways Act 1980.",
            ),
            Good(
                "pl",
                "Dziurę w jezdni lub chodniku utrzymywanym przez radę możesz zgłosić przez formularz online na "
                "stronie www.eastmere.gov.uk/report-pothole. Podaj nazwę ulicy, najbliższy numer domu lub "
                "charakterystyczny punkt, a także dołącz zdjęcie, jeśli możesz je bezpiecznie zrobić. Nigdy nie "
                "zatrzymuj się na jezdni wśród ruchu, aby sfotografować uszkodzenie. Każde zgłoszenie sprawdzamy "
                "w ciągu 5 dni roboczych, a niebezpieczne ubytki, zwykle głębsze niż 40 mm, naprawimy w ciągu "
                "24 godzin. Jeśli Twój pojazd został uszkodzony, możesz złożyć wniosek o odszkodowanie, jednak "
                "rada nie ponosi odpowiedzialności, jeżeli wykaże, że dochowała należytej staranności zgodnie z "
                "sekcją 58 ustawy Highways Act 1980. Wnioski należy składać w ciągu 12 miesięcy od zdarzenia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 58 of the Highways Act 1980", "section 41 of the Highways Act 1980")],
                "legal_reference",
            ),
            Slip(2, [("Wnioski należy składać", "Wnioski można składać")], "modality"),
            Slip(
                1, [("www.eastmere.gov.uk/report-pothole", "www.eastmere.gov.uk/potholes")], "url"
            ),
        ],
    ),
    Case(
        key="en-amateur-theatre-audition-notice-earnest",
        source=(
            "The Harbour Players are holding open auditions for our spring production of 'The Importance of "
            "Being Earnest' on Saturday 11 January, 2–5 pm, at St Jude's Church Hall. No experience is "
            "necessary and you do not need to prepare a monologue; we will provide short scenes to read on the "
            "day. We are casting five men and four women, playing ages from roughly 20 to 60. Rehearsals take "
            "place on Tuesday and Thursday evenings from 7:30 pm, starting in February, and performances run "
            "from 23 to 26 April. All cast members are asked to pay an annual membership fee of £30. To book an "
            "audition slot, email auditions@harbourplayers.co.uk."
        ),
        good=[
            Good(
                "preserve",
                "**Auditions: The Importance of Being Earnest**\n\n"
                "The Harbour Players are holding open auditions for their spring production.\n\n"
                "- When: Saturday 11 January, 2–5 pm\n"
                "- Where: St Jude's Church Hall\n"
                "- Roles: five men and four women, playing ages roughly 20 to 60\n"
                "- Rehearsals: Tuesday and Thursday evenings from 7:30 pm, beginning in February\n"
                "- Performances: 23–26 April\n\n"
                "No experience is needed. You don't have to prepare a monologue: we'll give you short scenes to "
                "read on the day. All cast members are asked to pay a £30 annual membership fee. Email "
                "auditions@harbourplayers.co.uk to book your audition slot.",
            ),
            Good(
                "preserve",
                "Fancy treading the boards? The Harbour Players need a cast for their spring production of 'The "
                "Importance of Being Earnest', and open auditions will be held at St Jude's Church Hall on "
                "Saturday 11 January between 2 and 5 pm. You don't need any experience, and there's no need to "
                "prepare a monologue, as short scenes will be provided for you to read on the day. There are parts "
                "for five men and four women, with playing ages from about 20 to 60. From February, rehearsals "
                "will be on Tuesday and Thursday evenings starting at 7:30 pm, and performances run from 23 to "
                "26 April. Everyone in the cast is asked to pay the annual membership fee of £30. To book an "
                "audition slot, just email auditions@harbourplayers.co.uk.",
            ),
            Good(
                "pl",
                "Zespół Harbour Players organizuje otwarte przesłuchania do wiosennej inscenizacji „Bądźmy "
                "poważni na serio” („The Importance of Being Earnest”) w sobotę 11 stycznia w godz. 14:00–17:00 "
                "w sali parafialnej St Jude's Church Hall. Doświadczenie nie jest wymagane i nie trzeba "
                "przygotowywać monologu – na miejscu dostaniesz krótkie sceny do przeczytania. Obsadzamy pięć ról "
                "męskich i cztery żeńskie, w wieku scenicznym mniej więcej od 20 do 60 lat. Próby odbywają się we "
                "wtorki i czwartki wieczorem od 19:30, począwszy od lutego, a przedstawienia zaplanowano na "
                "23–26 kwietnia. Wszyscy członkowie obsady są proszeni o opłacenie rocznej składki członkowskiej "
                "w wysokości 30 £. Aby zarezerwować termin przesłuchania, napisz na adres "
                "auditions@harbourplayers.co.uk.",
            ),
        ],
        bad=[
            Slip(1, [("Saturday 11 January", "Saturday 18 January")], "date"),
            Slip(
                0,
                [("You don't have to prepare a monologue", "You have to prepare a monologue")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "zaplanowano na 23–26 kwietnia.",
                        "zaplanowano na 23–26 kwietnia w sali teatralnej Corn Exchange.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-ebike-rack-battery-safety-recall",
        source=(
            "Voltra Cycles is recalling the 36V 14Ah rear-rack battery sold with its Comet and Comet Plus "
            "e-bikes between March 2023 and June 2024. A manufacturing fault in some cells may cause the "
            "battery to overheat while charging, and in rare cases could lead to a fire. About 3,200 units are "
            "affected in the UK. Check the serial number on the underside of the battery: units beginning with "
            "VC36-23 or VC36-24 are included. Stop using and charging an affected battery immediately, and do "
            "not try to repair or dispose of it yourself. Register at voltracycles.co.uk/recall and we will "
            "send a free replacement and a prepaid return box. No other Voltra batteries are affected."
        ),
        good=[
            Good(
                "preserve",
                "Safety recall: Voltra Comet and Comet Plus e-bike batteries\n\n"
                "Voltra Cycles is recalling the 36V 14Ah rear-rack battery supplied with Comet and Comet Plus "
                "e-bikes sold from March 2023 to June 2024. Some cells have a manufacturing fault that may make "
                "the battery overheat during charging and, in rare cases, could cause a fire. Around 3,200 units "
                "in the UK are affected.\n\n"
                "What to do:\n"
                "1. Look at the serial number on the underside of the battery. If it begins with VC36-23 or "
                "VC36-24, your battery is included.\n"
                "2. Stop using and charging it immediately. Do not attempt to repair it or dispose of it yourself.\n"
                "3. Register at voltracycles.co.uk/recall and we will send you a free replacement and a prepaid "
                "return box.\n\n"
                "No other Voltra batteries are affected.",
            ),
            Good(
                "preserve",
                "If you have a Voltra Comet or Comet Plus e-bike sold between March 2023 and June 2024, the 36V "
                "14Ah rear-rack battery that came with it is being recalled. A manufacturing fault in some of the "
                "cells may cause overheating while the battery is charging, and in rare cases this could lead to "
                "a fire; roughly 3,200 units in the UK are affected. Batteries whose serial number, printed on the "
                "underside, begins with VC36-23 or VC36-24 are included in the recall. If yours is one of them, "
                "stop using and charging it right away, and don't try to repair or dispose of it yourself. "
                "Register at voltracycles.co.uk/recall and Voltra will send you a free replacement together with "
                "a prepaid return box. No other Voltra batteries are affected.",
            ),
            Good(
                "pl",
                "Voltra Cycles wycofuje akumulatory bagażnikowe 36 V 14 Ah dołączane do rowerów elektrycznych "
                "Comet i Comet Plus sprzedawanych od marca 2023 r. do czerwca 2024 r. Wada produkcyjna niektórych "
                "ogniw może powodować przegrzewanie się akumulatora podczas ładowania, a w rzadkich przypadkach "
                "może doprowadzić do pożaru. W Wielkiej Brytanii dotyczy to około 3200 sztuk. Sprawdź numer "
                "seryjny na spodzie akumulatora: akcja obejmuje egzemplarze, których numer zaczyna się od VC36-23 "
                "lub VC36-24. Natychmiast przestań używać i ładować taki akumulator i nie próbuj samodzielnie go "
                "naprawiać ani utylizować. Zarejestruj się na stronie voltracycles.co.uk/recall, a wyślemy Ci "
                "bezpłatny zamiennik oraz opłacone pudełko do odesłania. Nie dotyczy to żadnych innych "
                "akumulatorów Voltra.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Nie dotyczy to żadnych innych akumulatorów Voltra.",
                        "Dotyczy to również innych akumulatorów Voltra.",
                    )
                ],
                "negation",
            ),
            Slip(0, [("may make the battery overheat", "makes the battery overheat")], "hedge"),
            Slip(1, [("roughly 3,200 units", "roughly 2,300 units")], "number"),
        ],
    ),
    Case(
        key="en-car-boot-sale-trader-rules",
        source=(
            "Traders must arrive between 6:30 and 7:30 am; the gates close to vehicles at 7:30 and no late "
            "entry is allowed. Pitches cost £10 for a car and £15 for a van or car with trailer, payable in "
            "cash on arrival. Each pitch is roughly 6 by 3 metres, and you must keep your goods within it. The "
            "sale of food, alcohol, knives, fireworks and second-hand electrical items is not permitted. Please "
            "take all unsold goods and rubbish home with you; skips are not provided. Traders may leave from "
            "12 noon once it is safe to move vehicles. The organisers may refuse a pitch to anyone who has "
            "broken these rules before."
        ),
        good=[
            Good(
                "preserve",
                "Rules for traders\n\n"
                "- Arrival: you must arrive between 6:30 and 7:30 am. The gates close to vehicles at 7:30 and "
                "late entry is not allowed.\n"
                "- Pitch fees (cash on arrival): £10 for a car, £15 for a van or a car with a trailer.\n"
                "- Pitch size: roughly 6 m × 3 m. Your goods must stay inside your pitch.\n"
                "- Not permitted: food, alcohol, knives, fireworks and second-hand electrical items.\n"
                "- Rubbish: no skips are provided, so please take all unsold goods and rubbish home with you.\n"
                "- Leaving: you may leave from 12 noon, once it is safe to move vehicles.\n\n"
                "The organisers may refuse a pitch to anyone who has broken these rules before.",
            ),
            Good(
                "preserve",
                "Selling at our car boot sale? You must get here between 6:30 and 7:30 am, because the gates close "
                "to vehicles at 7:30 and we don't allow late entry. A pitch costs £10 for a car or £15 for a van or "
                "a car towing a trailer, and you pay in cash when you arrive. Pitches measure roughly 6 by 3 metres "
                "and you must keep your goods inside yours. You're not permitted to sell food, alcohol, knives, "
                "fireworks or second-hand electrical items. We don't provide skips, so please take your unsold "
                "goods and rubbish home. You may pack up and leave from 12 noon, once it's safe to move vehicles. "
                "Anyone who has broken these rules before may be refused a pitch by the organisers.",
            ),
            Good(
                "pl",
                "Sprzedający muszą przyjechać między 6:30 a 7:30; o 7:30 bramy zamykają się dla pojazdów i "
                "spóźnieni nie zostaną wpuszczeni. Stanowisko kosztuje 10 £ dla samochodu osobowego i 15 £ dla "
                "furgonetki lub samochodu z przyczepą, płatne gotówką na miejscu przy przyjeździe. Każde "
                "stanowisko ma mniej więcej 6 na 3 metry, a towar musi się mieścić w jego granicach. Zabroniona "
                "jest sprzedaż żywności, alkoholu, noży, fajerwerków i używanego sprzętu elektrycznego. Prosimy "
                "zabrać ze sobą wszystkie niesprzedane rzeczy i śmieci – nie zapewniamy kontenerów. Sprzedający "
                "mogą wyjechać od 12:00, gdy przemieszczanie pojazdów będzie już bezpieczne. Organizatorzy mogą "
                "odmówić przydziału stanowiska każdemu, kto wcześniej złamał ten regulamin.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Your goods must stay inside your pitch.",
                        "Your goods should stay inside your pitch.",
                    )
                ],
                "modality",
            ),
            Slip(2, [("15 £ dla", "12 £ dla")], "number"),
            Slip(
                1,
                [("We don't provide skips, so please take", "We provide skips, but please take")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-community-solar-share-offer-summary",
        source=(
            "Brackley Community Energy is offering shares to raise £480,000 towards a 1 MW solar array on "
            "farmland near Brackley. The minimum investment is £100 and the maximum £40,000 per member. We "
            "currently forecast an annual interest return of around 4% from the second year, but returns are "
            "not guaranteed and depend on the array's performance. Your capital is at risk, and shares cannot "
            "be sold on; they may only be withdrawn, at the board's discretion. The society is registered under "
            "the Co-operative and Community Benefit Societies Act 2014, and the offer is not covered by the "
            "Financial Services Compensation Scheme. Please read the full share offer document before applying."
        ),
        good=[
            Good(
                "preserve",
                "Brackley Community Energy share offer: key points\n\n"
                "- Purpose: raising £480,000 towards a 1 MW solar array on farmland near Brackley.\n"
                "- Investment: minimum £100, maximum £40,000 per member.\n"
                "- Expected return: we currently forecast annual interest of around 4% from year two. Returns are "
                "not guaranteed and depend on how the array performs.\n"
                "- Risk: your capital is at risk. Shares cannot be sold on; they may only be withdrawn, at the "
                "board's discretion.\n"
                "- Regulation: the society is registered under the Co-operative and Community Benefit Societies "
                "Act 2014. The offer is not covered by the Financial Services Compensation Scheme.\n\n"
                "Please read the full share offer document before you apply.",
            ),
            Good(
                "preserve",
                "Brackley Community Energy wants to raise £480,000 through a share offer to help fund a 1 MW "
                "solar array on farmland near Brackley. You can invest from £100 up to £40,000 per member. Our "
                "current forecast is an annual interest return of about 4% starting in the second year; however, "
                "this is not guaranteed, as returns depend on how well the array performs. Remember that your "
                "capital is at risk: you cannot sell your shares on, and they may only be withdrawn at the "
                "board's discretion. The society is registered under the Co-operative and Community Benefit "
                "Societies Act 2014, and this offer is not covered by the Financial Services Compensation Scheme. "
                "Before applying, please read the full share offer document.",
            ),
            Good(
                "pl",
                "Brackley Community Energy oferuje udziały, aby zebrać 480 000 £ na budowę farmy fotowoltaicznej "
                "o mocy 1 MW na gruntach rolnych w pobliżu Brackley. Minimalna inwestycja wynosi 100 £, a "
                "maksymalna 40 000 £ na członka. Obecnie prognozujemy roczne oprocentowanie na poziomie około 4% "
                "od drugiego roku, jednak zwrot nie jest gwarantowany i zależy od wydajności instalacji. "
                "Inwestycja wiąże się z ryzykiem utraty kapitału, a udziałów nie można odsprzedać; można je "
                "jedynie wycofać, według uznania zarządu. Stowarzyszenie jest zarejestrowane na podstawie ustawy "
                "Co-operative and Community Benefit Societies Act 2014, a oferta nie jest objęta systemem "
                "rekompensat Financial Services Compensation Scheme. Przed złożeniem wniosku prosimy zapoznać się "
                "z pełnym dokumentem oferty.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Co-operative and Community Benefit Societies Act 2014",
                        "Industrial and Provident Societies Act 1965",
                    )
                ],
                "legal_reference",
            ),
            Slip(1, [("return of about 4%", "return of 4%")], "hedge"),
            Slip(
                2,
                [
                    (
                        "na gruntach rolnych w pobliżu Brackley",
                        "na gruntach Manor Farm w pobliżu Brackley",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-snapvault-readme-quick-start-markdown",
        source=(
            "## Quick start\n\n"
            "Install the tool with `pip install snapvault` (Python 3.9 or newer is required). Then create a "
            "config file:\n\n"
            "```\n"
            "snapvault init --repo ~/backups\n"
            "```\n\n"
            "This writes `snapvault.toml` to your current directory. Set `retention_days` to control how long "
            "snapshots are kept; the default is 30. To run a backup, use `snapvault run`. You should test a "
            "restore with `snapvault restore --dry-run` before relying on your backups.\n\n"
            "> **Note:** snapvault does not encrypt snapshots by default. If your repository is on a shared "
            "drive, you must enable `encrypt = true` in the config."
        ),
        good=[
            Good(
                "preserve",
                "## Quick start\n\n"
                "1. Install snapvault with `pip install snapvault`. You need Python 3.9 or newer.\n"
                "2. Create a config file:\n\n"
                "   ```\n"
                "   snapvault init --repo ~/backups\n"
                "   ```\n\n"
                "   This creates `snapvault.toml` in the current directory.\n"
                "3. Adjust `retention_days` to choose how long snapshots are kept (default: 30).\n"
                "4. Run a backup with `snapvault run`.\n"
                "5. Before you rely on your backups, you should test a restore using "
                "`snapvault restore --dry-run`.\n\n"
                "> **Note:** by default, snapvault does not encrypt snapshots. You must set `encrypt = true` in "
                "the config if your repository lives on a shared drive.",
            ),
            Good(
                "preserve",
                "## Quick start\n\n"
                "snapvault requires Python 3.9 or newer. Install it with `pip install snapvault`, then generate a "
                "config file by running:\n\n"
                "```\n"
                "snapvault init --repo ~/backups\n"
                "```\n\n"
                "The command writes `snapvault.toml` into your current directory. How long snapshots are kept is "
                "controlled by `retention_days`, which defaults to 30. Back up with `snapvault run`, and before "
                "relying on your backups you should check that a restore works using "
                "`snapvault restore --dry-run`.\n\n"
                "> **Note:** snapshots are not encrypted by default. If the repository is on a shared drive, you "
                "must enable `encrypt = true` in the config.",
            ),
            Good(
                "pl",
                "## Szybki start\n\n"
                "Zainstaluj narzędzie poleceniem `pip install snapvault` (wymagany jest Python 3.9 lub nowszy). "
                "Następnie utwórz plik konfiguracyjny:\n\n"
                "```\n"
                "snapvault init --repo ~/backups\n"
                "```\n\n"
                "Polecenie zapisuje plik `snapvault.toml` w bieżącym katalogu. Ustaw `retention_days`, aby "
                "określić, jak długo przechowywane są migawki; domyślnie jest to 30. Kopię zapasową wykonasz "
                "poleceniem `snapvault run`. Zanim zaczniesz polegać na swoich kopiach, powinieneś przetestować "
                "odtwarzanie za pomocą `snapvault restore --dry-run`.\n\n"
                "> **Uwaga:** snapvault domyślnie nie szyfruje migawek. Jeśli repozytorium znajduje się na dysku "
                "współdzielonym, musisz włączyć w konfiguracji opcję `encrypt = true`.",
            ),
        ],
        bad=[
            Slip(1, [("`snapvault restore --dry-run`", "`snapvault restore --verify`")], "code"),
            Slip(
                0,
                [
                    (
                        "   ```\n   snapvault init --repo ~/backups\n   ```\n",
                        "   snapvault init --repo ~/backups\n",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("musisz włączyć", "możesz włączyć")], "modality"),
        ],
    ),
    Case(
        key="en-wind-turbine-bat-fatality-abstract",
        source=(
            "Wind turbines kill large numbers of bats, but fatality estimates for upland sites in Britain are "
            "uncertain. We searched for carcasses beneath 46 turbines at 9 wind farms in Wales over two autumn "
            "migration seasons (2021–2022), correcting for searcher efficiency and scavenger removal. Estimated "
            "fatality rates ranged from 0.2 to 3.8 bats per turbine per month, with common noctule and "
            "Nathusius' pipistrelle most frequently found. Raising the cut-in wind speed to 5.0 m/s at night was "
            "associated with a 62% reduction in fatalities, while energy losses were below 1% of annual output. "
            "Our findings support curtailment guidance proposed by Rodrigues et al. (2015, EUROBATS Publication "
            "Series No. 6)."
        ),
        good=[
            Good(
                "preserve",
                "Wind turbines kill large numbers of bats, yet how many die at upland sites in Britain remains "
                "uncertain. To find out, we searched for carcasses under 46 turbines at nine Welsh wind farms "
                "across the autumn migration seasons of 2021 and 2022, adjusting the counts for searcher "
                "efficiency and for carcasses removed by scavengers. We estimated between 0.2 and 3.8 bat deaths "
                "per turbine per month; the species found most often were the common noctule and Nathusius' "
                "pipistrelle. Raising the night-time cut-in wind speed to 5.0 m/s was associated with 62% fewer "
                "fatalities, and the energy lost stayed below 1% of annual output. These results support the "
                "curtailment guidance proposed by Rodrigues et al. (2015, EUROBATS Publication Series No. 6).",
            ),
            Good(
                "preserve",
                "Although bats are killed in large numbers by wind turbines, fatality estimates for British "
                "upland sites remain uncertain. Over the autumn migration seasons of 2021–2022, carcass searches "
                "were carried out beneath 46 turbines at 9 wind farms in Wales, with corrections applied for "
                "searcher efficiency and scavenger removal. Estimated fatality rates were 0.2–3.8 bats per turbine "
                "per month; the common noctule and Nathusius' pipistrelle were recorded most frequently. Raising "
                "the cut-in wind speed to 5.0 m/s at night was associated with a 62% reduction in fatalities, at "
                "an energy loss of less than 1% of annual output. The findings support the curtailment guidance "
                "proposed by Rodrigues et al. (2015, EUROBATS Publication Series No. 6).",
            ),
            Good(
                "pl",
                "Turbiny wiatrowe zabijają duże liczby nietoperzy, jednak szacunki śmiertelności dla terenów "
                "wyżynnych w Wielkiej Brytanii są niepewne. Przez dwa jesienne sezony migracyjne (2021–2022) "
                "przeszukiwaliśmy teren pod 46 turbinami na 9 farmach wiatrowych w Walii w poszukiwaniu martwych "
                "nietoperzy, uwzględniając skuteczność osób szukających i usuwanie szczątków przez padlinożerców. "
                "Szacowana śmiertelność wynosiła od 0,2 do 3,8 nietoperza na turbinę miesięcznie, a najczęściej "
                "znajdowano borowca wielkiego i karlika większego. Podniesienie nocnej prędkości startowej wiatru "
                "do 5,0 m/s wiązało się z 62-procentowym spadkiem śmiertelności, przy stratach energii poniżej 1% "
                "rocznej produkcji. Nasze wyniki przemawiają za wytycznymi dotyczącymi ograniczania pracy turbin "
                "zaproponowanymi przez Rodrigues i in. (2015, EUROBATS Publication Series No. 6).",
            ),
        ],
        bad=[
            Slip(0, [("Rodrigues et al. (2015", "Rodrigues et al. (2008")], "citation"),
            Slip(2, [("62-procentowym", "26-procentowym")], "number"),
            Slip(
                1,
                [
                    (
                        "recorded most frequently.",
                        "recorded most frequently, mainly on warm nights with light winds.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-allotment-tenancy-rules-rent-bonfires",
        source=(
            "Your allotment rent of £48 for a full plot is due on 1 October each year and must be paid within "
            "40 days. Plots must be kept cultivated: at least 75% of the area should be in productive use "
            "during the growing season. You may keep up to six hens, but cockerels are not allowed. Bonfires "
            "are permitted only between 1 November and 31 March, and never on Sundays. Hosepipes must not be "
            "left unattended, and sprinklers may not be used at any time. If a plot is judged neglected, the "
            "committee will write to you and give you 28 days to improve it before any notice to quit is issued."
        ),
        good=[
            Good(
                "preserve",
                "Allotment rules at a glance\n\n"
                "- Rent: £48 for a full plot, due on 1 October every year. You must pay it within 40 days.\n"
                "- Cultivation: your plot must be kept cultivated, and at least 75% of it should be in productive "
                "use during the growing season.\n"
                "- Poultry: you may keep up to six hens. Cockerels are not allowed.\n"
                "- Bonfires: permitted only from 1 November to 31 March, and never on a Sunday.\n"
                "- Watering: hosepipes must not be left unattended, and sprinklers may not be used at any time.\n"
                "- Neglect: if your plot is judged neglected, the committee will write to you and give you 28 days "
                "to improve it before any notice to quit is issued.",
            ),
            Good(
                "preserve",
                "The annual rent for a full plot is £48. It falls due on 1 October and must be paid within 40 "
                "days. Tenants must keep their plots cultivated, and during the growing season at least 75% of "
                "the area should be in productive use. Up to six hens may be kept; cockerels are not allowed. "
                "Bonfires are allowed only between 1 November and 31 March and are never permitted on Sundays. "
                "Hosepipes must not be left unattended, and sprinklers may not be used at any time. Where a plot is "
                "judged to be neglected, the committee will write to the tenant, allowing 28 days for improvement "
                "before any notice to quit is issued.",
            ),
            Good(
                "pl",
                "Czynsz za pełną działkę wynosi 48 £ i jest płatny 1 października każdego roku; należy go "
                "uregulować w ciągu 40 dni. Działka musi być uprawiana: w sezonie wegetacyjnym co najmniej 75% "
                "jej powierzchni powinno być wykorzystywane produkcyjnie. Możesz trzymać do sześciu kur, ale "
                "koguty są niedozwolone. Ogniska można palić wyłącznie od 1 listopada do 31 marca i nigdy w "
                "niedziele. Węży ogrodowych nie wolno zostawiać bez nadzoru, a zraszaczy nie wolno używać "
                "nigdy. Jeśli działka zostanie uznana za zaniedbaną, zarząd wyśle do Ciebie pismo i da Ci "
                "28 dni na poprawę, zanim zostanie wydane jakiekolwiek wypowiedzenie.",
            ),
        ],
        bad=[
            Slip(
                1, [("are never permitted on Sundays", "are also permitted on Sundays")], "negation"
            ),
            Slip(
                0,
                [
                    (
                        "at least 75% of it should be in productive use",
                        "at least 75% of it must be in productive use",
                    )
                ],
                "modality",
            ),
            Slip(2, [("od 1 listopada do 31 marca", "od 1 listopada do 30 kwietnia")], "date"),
        ],
    ),
    Case(
        key="en-research-participant-data-retention-notice",
        source=(
            "Personal data collected in this study will be processed on the basis of Article 6(1)(e) and "
            "Article 9(2)(j) of the UK GDPR, for research in the public interest. Interview recordings will be "
            "transcribed within about two weeks and then deleted; pseudonymised transcripts will be kept for "
            "10 years after the project ends, in line with the university's Research Data Policy. Only the core "
            "research team will have access to identifiable data. You may withdraw from the study at any time "
            "without giving a reason, but data that have already been anonymised and included in the analysis "
            "probably cannot be removed. Questions about your rights can be sent to the Data Protection Officer "
            "at dpo@kingsbridge.ac.uk."
        ),
        good=[
            Good(
                "preserve",
                "How we will use your data\n\n"
                "We process the personal data collected in this study for research in the public interest, "
                "relying on Article 6(1)(e) and Article 9(2)(j) of the UK GDPR. Your interview recording will be "
                "transcribed within about two weeks and then deleted. The pseudonymised transcript will be kept "
                "for 10 years after the project ends, in line with the university's Research Data Policy. Only the "
                "core research team will be able to access identifiable data. You may withdraw at any time, and "
                "you do not need to give a reason; however, once your data have been anonymised and included in "
                "the analysis, they probably cannot be removed. If you have questions about your rights, you can "
                "write to our Data Protection Officer at dpo@kingsbridge.ac.uk.",
            ),
            Good(
                "preserve",
                "- Legal basis: Article 6(1)(e) and Article 9(2)(j) of the UK GDPR (research in the public "
                "interest).\n"
                "- Recordings: transcribed within approximately two weeks, then deleted.\n"
                "- Transcripts: pseudonymised and kept for 10 years after the end of the project, in line with the "
                "university's Research Data Policy.\n"
                "- Access: only the core research team will have access to identifiable data.\n"
                "- Withdrawal: you may withdraw at any time without giving a reason. Data that have already been "
                "anonymised and included in the analysis probably cannot be removed.\n"
                "- Contact: questions about your rights can be sent to the Data Protection Officer at "
                "dpo@kingsbridge.ac.uk.",
            ),
            Good(
                "pl",
                "Dane osobowe zebrane w tym badaniu będą przetwarzane na podstawie art. 6 ust. 1 lit. e oraz "
                "art. 9 ust. 2 lit. j brytyjskiego RODO (UK GDPR) w celu prowadzenia badań naukowych w interesie "
                "publicznym. Nagrania wywiadów zostaną przetranskrybowane w ciągu około dwóch tygodni, a następnie "
                "usunięte; spseudonimizowane transkrypcje będą przechowywane przez 10 lat od zakończenia projektu, "
                "zgodnie z uczelnianą polityką danych badawczych (Research Data Policy). Dostęp do danych "
                "umożliwiających identyfikację będzie miał wyłącznie główny zespół badawczy. Możesz wycofać się z "
                "badania w dowolnym momencie bez podawania przyczyny, jednak danych, które zostały już "
                "zanonimizowane i uwzględnione w analizie, prawdopodobnie nie da się usunąć. Pytania dotyczące "
                "przysługujących Ci praw można kierować do inspektora ochrony danych: dpo@kingsbridge.ac.uk.",
            ),
        ],
        bad=[
            Slip(1, [("Article 9(2)(j)", "Article 9(2)(a)")], "legal_reference"),
            Slip(0, [("they probably cannot be removed", "they cannot be removed")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Dostęp do danych umożliwiających identyfikację będzie miał wyłącznie główny zespół badawczy. "
                        "Możesz wycofać się z badania w dowolnym momencie bez podawania przyczyny, jednak danych, "
                        "które zostały już zanonimizowane i uwzględnione w analizie, prawdopodobnie nie da się usunąć.",
                        "Only the core research team will have access to identifiable data. You may withdraw from "
                        "the study at any time without giving a reason, but data that have already been anonymised "
                        "and included in the analysis probably cannot be removed.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-parcel-api-changelog-deprecation-markdown",
        source=(
            "## v2.8.0 – 14 March 2025\n\n"
            "### Deprecated\n\n"
            "- The `/v1/orders` endpoint is deprecated and will be removed on 30 September 2025. Use "
            "`/v2/orders` instead; see the [migration guide](https://docs.parcelhub.io/migrate-v2).\n"
            "- The `include_archived` query parameter no longer has any effect and should not be sent.\n\n"
            "### Changed\n\n"
            "- Rate limits for free-tier keys rise from 60 to 120 requests per minute.\n"
            "- Timestamps in responses now use ISO 8601 with a UTC offset, e.g. `2025-03-14T09:00:00+00:00`.\n\n"
            "### Fixed\n\n"
            "- `GET /v2/shipments` no longer returns duplicate items when `page_size` exceeds 100."
        ),
        good=[
            Good(
                "preserve",
                "## v2.8.0 – 14 March 2025\n\n"
                "### Deprecated\n\n"
                "- `/v1/orders` is deprecated and is scheduled for removal on 30 September 2025. Switch to "
                "`/v2/orders`; the [migration guide](https://docs.parcelhub.io/migrate-v2) explains how.\n"
                "- The `include_archived` query parameter no longer does anything, and clients should not send it.\n\n"
                "### Changed\n\n"
                "- Free-tier keys now get 120 requests per minute instead of 60.\n"
                "- Response timestamps are now ISO 8601 with a UTC offset, for example "
                "`2025-03-14T09:00:00+00:00`.\n\n"
                "### Fixed\n\n"
                "- When `page_size` is above 100, `GET /v2/shipments` no longer returns duplicate items.",
            ),
            Good(
                "preserve",
                "## v2.8.0 (14 March 2025)\n\n"
                "### Deprecated\n\n"
                "- **`/v1/orders`**: deprecated; it will be removed on 30 September 2025. Please move to "
                "`/v2/orders` with the help of the [migration guide](https://docs.parcelhub.io/migrate-v2).\n"
                "- **`include_archived`**: this query parameter has no effect any more and should not be sent.\n\n"
                "### Changed\n\n"
                "- **Rate limits**: free-tier keys go up from 60 to 120 requests per minute.\n"
                "- **Timestamps**: responses now use ISO 8601 with a UTC offset (e.g. "
                "`2025-03-14T09:00:00+00:00`).\n\n"
                "### Fixed\n\n"
                "- **`GET /v2/shipments`**: duplicate items are no longer returned when `page_size` is greater "
                "than 100.",
            ),
            Good(
                "pl",
                "## v2.8.0 – 14 marca 2025\n\n"
                "### Wycofywane\n\n"
                "- Punkt końcowy `/v1/orders` jest przestarzały i zostanie usunięty 30 września 2025 r. Zamiast "
                "niego używaj `/v2/orders`; zobacz [przewodnik migracji](https://docs.parcelhub.io/migrate-v2).\n"
                "- Parametr zapytania `include_archived` nie ma już żadnego efektu i nie należy go wysyłać.\n\n"
                "### Zmiany\n\n"
                "- Limity dla kluczy w darmowym planie rosną z 60 do 120 żądań na minutę.\n"
                "- Znaczniki czasu w odpowiedziach mają teraz format ISO 8601 z przesunięciem względem UTC, np. "
                "`2025-03-14T09:00:00+00:00`.\n\n"
                "### Poprawki\n\n"
                "- `GET /v2/shipments` nie zwraca już zduplikowanych elementów, gdy `page_size` przekracza 100.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("[migration guide](https://docs.parcelhub.io/migrate-v2)", "migration guide")],
                "markdown",
            ),
            Slip(2, [("`include_archived`", "`include_archive`")], "code"),
            Slip(0, [("on 30 September 2025", "on 30 June 2025")], "date"),
        ],
    ),
    Case(
        key="en-half-marathon-marshal-volunteer-briefing",
        source=(
            "Thank you for volunteering at the Riverside Half Marathon on Sunday 6 April. Marshals should "
            "report to the volunteer tent in Victoria Park by 7:15 am to collect a hi-vis vest and radio; the "
            "race starts at 9:00 and the course closes at 12:30. You will be assigned to one of 28 marshal "
            "points, each staffed by at least two people. Please do not leave your point until the sweep "
            "vehicle has passed, even if runners appear to have finished. Do not give water or food to runners "
            "unless you are at a designated station. If a runner needs medical help, radio channel 3 and stay "
            "with them. Free parking is not available at the park."
        ),
        good=[
            Good(
                "preserve",
                "Riverside Half Marathon: marshal briefing (Sunday 6 April)\n\n"
                "Thanks for volunteering! Here's what you need to know:\n"
                "- You should report to the volunteer tent in Victoria Park by 7:15 am to pick up your hi-vis vest "
                "and radio.\n"
                "- The race starts at 9:00; the course closes at 12:30.\n"
                "- You'll be assigned one of 28 marshal points, each staffed by at least two people.\n"
                "- Please don't leave your point until the sweep vehicle has passed, even if it looks as though "
                "the runners have finished.\n"
                "- Don't give runners water or food unless you're at a designated station.\n"
                "- If a runner needs medical help, call on radio channel 3 and stay with them.\n"
                "- Please note that there is no free parking at the park.",
            ),
            Good(
                "preserve",
                "Thank you for giving up your time to help at the Riverside Half Marathon on Sunday 6 April! On "
                "the day, marshals should arrive at the volunteer tent in Victoria Park by 7:15 am, where you'll "
                "collect a hi-vis vest and a radio. The race begins at 9:00 and the course closes at 12:30. Each "
                "of the 28 marshal points will have at least two people on it, and you'll be assigned to one of "
                "them. Please don't leave your point before the sweep vehicle has gone past, even if the runners "
                "seem to have finished, and don't hand out water or food unless you're at a designated station. "
                "Should a runner need medical help, use radio channel 3 and stay with them. Please be aware that "
                "free parking is not available at the park.",
            ),
            Good(
                "pl",
                "Dziękujemy za zgłoszenie się do pomocy przy półmaratonie Riverside Half Marathon w niedzielę "
                "6 kwietnia. Porządkowi powinni zgłosić się do namiotu wolontariuszy w Victoria Park do 7:15, aby "
                "odebrać kamizelkę odblaskową i radiotelefon; bieg startuje o 9:00, a trasa zostaje zamknięta o "
                "12:30. Zostaniesz przydzielony do jednego z 28 punktów, z których każdy obsługują co najmniej "
                "dwie osoby. Prosimy nie opuszczać swojego punktu, dopóki nie przejedzie pojazd zamykający bieg, "
                "nawet jeśli wydaje się, że biegacze już skończyli. Nie podawaj biegaczom wody ani jedzenia, "
                "chyba że jesteś na wyznaczonym punkcie. Jeśli biegacz potrzebuje pomocy medycznej, zgłoś to "
                "przez radio na kanale 3 i zostań przy nim. Na terenie parku nie ma bezpłatnego parkingu.",
            ),
        ],
        bad=[
            Slip(1, [("Each of the 28 marshal points", "Each of the 22 marshal points")], "number"),
            Slip(
                2,
                [
                    (
                        "Na terenie parku nie ma bezpłatnego parkingu.",
                        "Na terenie parku jest bezpłatny parking.",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "to pick up your hi-vis vest and radio.",
                        "to pick up your hi-vis vest, radio and a packed lunch.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-home-exercise-knee-trial-newsletter",
        source=(
            "A trial published in The Lancet (Okafor et al., 2024; 403: 1122–31) found that a 12-week home "
            "exercise programme reduced knee pain in adults with osteoarthritis by an average of 18% compared "
            "with usual care. The benefit appeared to last for at least six months, although fewer than half of "
            "participants were still exercising by then. The authors caution that the trial was not blinded, "
            "so the effect may have been overestimated. GPs should consider offering structured exercise before "
            "referral for surgery, but patients must not stop prescribed pain medication without discussing it "
            "first. The programme materials can be downloaded free of charge from the trial's website."
        ),
        good=[
            Good(
                "preserve",
                "Exercise at home eases knee pain\n\n"
                "Adults with osteoarthritis who followed a 12-week home exercise programme had on average 18% less "
                "knee pain than those receiving usual care, according to a trial in The Lancet (Okafor et al., "
                "2024; 403: 1122–31). The improvement appeared to last at least six months, even though by that "
                "point fewer than half of the participants were still exercising. Because the trial was not "
                "blinded, the authors caution that the effect may have been overestimated. GPs should consider "
                "offering structured exercise before referring patients for surgery; however, patients must not "
                "stop taking prescribed pain medication without discussing it first. The programme materials are "
                "free to download from the trial's website.",
            ),
            Good(
                "preserve",
                "Key points from Okafor et al. (The Lancet, 2024; 403: 1122–31):\n"
                "- A 12-week home exercise programme reduced knee pain in adults with osteoarthritis by an average "
                "of 18% compared with usual care.\n"
                "- The benefit appeared to persist for at least six months, though fewer than half of participants "
                "were still exercising at that stage.\n"
                "- The trial was not blinded, and the authors caution that the effect may have been "
                "overestimated.\n"
                "- GPs should consider offering structured exercise before a referral for surgery.\n"
                "- Patients must not stop prescribed pain medication without discussing it first.\n"
                "- The programme materials can be downloaded free of charge from the trial's website.",
            ),
            Good(
                "pl",
                "Badanie opublikowane w The Lancet (Okafor i in., 2024; 403: 1122–31) wykazało, że 12-tygodniowy "
                "program ćwiczeń w domu zmniejszył ból kolana u dorosłych z chorobą zwyrodnieniową stawów średnio "
                "o 18% w porównaniu ze standardową opieką. Korzyść wydawała się utrzymywać przez co najmniej sześć "
                "miesięcy, choć do tego czasu ćwiczenia kontynuowała mniej niż połowa uczestników. Autorzy "
                "zastrzegają, że badanie nie było zaślepione, więc efekt mógł zostać przeszacowany. Lekarze "
                "rodzinni powinni rozważyć zaproponowanie ustrukturyzowanych ćwiczeń przed skierowaniem na "
                "operację, ale pacjentom nie wolno odstawiać przepisanych leków przeciwbólowych bez wcześniejszej "
                "konsultacji. Materiały programu można bezpłatnie pobrać ze strony internetowej badania.",
            ),
        ],
        bad=[
            Slip(0, [("403: 1122–31", "403: 1222–31")], "citation"),
            Slip(1, [("The benefit appeared to persist", "The benefit persisted")], "hedge"),
            Slip(
                2, [("pacjentom nie wolno odstawiać", "pacjenci nie powinni odstawiać")], "modality"
            ),
        ],
    ),
    Case(
        key="en-tenancy-deposit-return-dispute-guide",
        source=(
            "When your tenancy ends, your landlord must return your deposit within 10 days of you both agreeing "
            "how much will be paid back. If you agreed in writing that £150 will be deducted for cleaning, the "
            "rest should be returned in full. Landlords cannot keep any part of the deposit for fair wear and "
            "tear, such as slightly faded curtains or minor scuffs. If you cannot agree, you can use the free "
            "dispute service run by your deposit protection scheme; you can check which scheme holds your "
            "deposit at www.gov.uk/deposit-protection-schemes-and-landlords. You do not need a solicitor, and "
            "disputes are usually resolved within 28 days of both sides submitting evidence."
        ),
        good=[
            Good(
                "preserve",
                "Getting your deposit back\n\n"
                "How quickly must my landlord repay it?\n"
                "Within 10 days of you and your landlord agreeing how much you'll get back.\n\n"
                "What if we agreed a deduction?\n"
                "If you agreed in writing to a £150 deduction for cleaning, the rest should be returned in full.\n\n"
                "Can my landlord charge for wear and tear?\n"
                "No. Landlords cannot keep any part of the deposit for fair wear and tear, such as slightly faded "
                "curtains or minor scuffs.\n\n"
                "What if we can't agree?\n"
                "You can use the free dispute service run by your deposit protection scheme. To find out which "
                "scheme holds your deposit, go to www.gov.uk/deposit-protection-schemes-and-landlords. You don't "
                "need a solicitor, and disputes are usually settled within 28 days of both sides submitting "
                "their evidence.",
            ),
            Good(
                "preserve",
                "At the end of a tenancy, the landlord must return the deposit within 10 days of landlord and "
                "tenant agreeing on the amount to be repaid. Where the tenant has agreed in writing to a £150 "
                "deduction for cleaning, the remainder should be repaid in full. No part of the deposit can be "
                "kept for fair wear and tear, for example slightly faded curtains or minor scuffs. If no agreement "
                "can be reached, the tenant can use the free dispute service run by the deposit protection scheme; "
                "which scheme holds the deposit can be checked at "
                "www.gov.uk/deposit-protection-schemes-and-landlords. A solicitor is not needed, and disputes are "
                "usually resolved within 28 days of both parties submitting evidence.",
            ),
            Good(
                "pl",
                "Po zakończeniu najmu właściciel musi zwrócić kaucję w ciągu 10 dni od chwili, gdy oboje "
                "uzgodnicie, jaka kwota zostanie zwrócona. Jeśli pisemnie uzgodniliście potrącenie 150 £ na "
                "sprzątanie, reszta powinna zostać zwrócona w całości. Właściciel nie może zatrzymać żadnej części "
                "kaucji z tytułu normalnego zużycia, takiego jak lekko wyblakłe zasłony czy drobne otarcia. Jeśli "
                "nie możecie dojść do porozumienia, możesz skorzystać z bezpłatnej usługi rozstrzygania sporów "
                "prowadzonej przez Twój system ochrony kaucji; to, który system przechowuje Twoją kaucję, "
                "sprawdzisz na stronie www.gov.uk/deposit-protection-schemes-and-landlords. Nie potrzebujesz "
                "prawnika, a spory są zwykle rozstrzygane w ciągu 28 dni od przedstawienia dowodów przez obie "
                "strony.",
            ),
        ],
        bad=[
            Slip(2, [("potrącenie 150 £", "potrącenie 250 £")], "number"),
            Slip(
                0,
                [
                    (
                        "www.gov.uk/deposit-protection-schemes-and-landlords",
                        "www.gov.uk/tenancy-deposit-protection",
                    )
                ],
                "url",
            ),
            Slip(1, [("A solicitor is not needed", "A solicitor is needed")], "negation"),
        ],
    ),
    Case(
        key="en-dog-booster-vaccination-reminder-letter",
        source=(
            "Bramble is due for her annual booster vaccination on or after 12 June. Boosters protect against "
            "leptospirosis, distemper and parvovirus, and we recommend booking an appointment within two weeks "
            "of the due date. If a dog's booster is more than three months overdue, she may need to restart the "
            "full two-injection course. Kennel cough vaccine is optional but must be given at least 7 days "
            "before your pet stays in boarding kennels. Our clinic is open Monday to Saturday, 8:30 am to 6 pm. "
            "You can book online or call us on 01632 960 418. If Bramble is unwell on the day, please let us "
            "know, as we may postpone the vaccination."
        ),
        good=[
            Good(
                "preserve",
                "Hi! Bramble's annual booster vaccination is due on or after 12 June. Boosters protect against "
                "leptospirosis, distemper and parvovirus, and we recommend booking within two weeks of the due "
                "date. Please note: if a booster is more than three months overdue, she may need to restart the "
                "full two-injection course. Kennel cough vaccine is optional, but it must be given at least 7 days "
                "before a stay in boarding kennels. We're open Monday to Saturday, 8:30 am–6 pm. You can book "
                "online or call 01632 960 418. If Bramble is unwell on the day, please tell us, as we may postpone "
                "the vaccination.",
            ),
            Good(
                "preserve",
                "Dear owner,\n\n"
                "This is a reminder that Bramble's annual booster vaccination falls due on or after 12 June. The "
                "booster protects against leptospirosis, distemper and parvovirus. We recommend that you make an "
                "appointment within two weeks of the due date; where a booster is more than three months overdue, "
                "the full two-injection course may need to be restarted. Vaccination against kennel cough is "
                "optional, although it must be administered at least 7 days before your pet goes into boarding "
                "kennels. Appointments can be booked online or by telephone on 01632 960 418; the clinic is open "
                "from 8:30 am to 6 pm, Monday to Saturday. Should Bramble be unwell on the day, please let us "
                "know, as we may postpone the vaccination.",
            ),
            Good(
                "pl",
                "Termin corocznego szczepienia przypominającego Bramble przypada 12 czerwca lub później. "
                "Szczepienie chroni przed leptospirozą, nosówką i parwowirozą; zalecamy umówienie wizyty w ciągu "
                "dwóch tygodni od tego terminu. Jeśli dawka przypominająca jest opóźniona o ponad trzy miesiące, "
                "może być konieczne rozpoczęcie od nowa pełnego cyklu dwóch zastrzyków. Szczepienie przeciw "
                "kaszlowi kenelowemu jest nieobowiązkowe, ale musi zostać wykonane co najmniej 7 dni przed pobytem "
                "zwierzęcia w hotelu dla psów. Przychodnia jest czynna od poniedziałku do soboty w godz. "
                "8:30–18:00. Wizytę można umówić online lub telefonicznie pod numerem 01632 960 418. Jeśli w dniu "
                "wizyty Bramble będzie się źle czuła, prosimy o informację, ponieważ możemy przełożyć szczepienie.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "it must be administered at least 7 days",
                        "it should be administered at least 7 days",
                    )
                ],
                "modality",
            ),
            Slip(2, [("12 czerwca lub później", "12 lipca lub później")], "date"),
            Slip(
                0,
                [
                    (
                        "call 01632 960 418.",
                        "call 01632 960 418; boosters booked this month are 10% off.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-year8-museum-trip-consent-letter",
        source=(
            "Year 8 pupils will visit the Natural History Museum in London on Thursday 15 May. The coach will "
            "leave school at 8:15 am and should return by about 5:30 pm, depending on traffic. The cost is £18 "
            "per pupil, which covers travel and a workshop; families receiving free school meals will not be "
            "charged. Pupils must wear full school uniform and should bring a packed lunch, as there will be no "
            "opportunity to buy food. Mobile phones may be brought but must stay switched off during the "
            "workshop. Please return the signed consent form and payment by Friday 2 May. Places are limited to "
            "60, and pupils without a signed form cannot attend."
        ),
        good=[
            Good(
                "preserve",
                "Year 8 trip to the Natural History Museum, London: Thursday 15 May\n\n"
                "- Departure: 8:15 am from school. The coach should be back by about 5:30 pm, depending on "
                "traffic.\n"
                "- Cost: £18 per pupil, covering travel and a workshop. Families receiving free school meals will "
                "not be charged.\n"
                "- Uniform: full school uniform must be worn.\n"
                "- Lunch: pupils should bring a packed lunch, as there will be no opportunity to buy food.\n"
                "- Phones: may be brought, but must stay switched off during the workshop.\n"
                "- Deadline: please return the signed consent form and payment by Friday 2 May.\n\n"
                "Places are limited to 60. Pupils without a signed form cannot attend.",
            ),
            Good(
                "preserve",
                "Dear Parents and Carers,\n\n"
                "On Thursday 15 May, Year 8 will be visiting the Natural History Museum in London. The coach "
                "leaves school at 8:15 am and should be back by approximately 5:30 pm, traffic permitting. The trip "
                "costs £18 per pupil, which includes travel and a workshop; there is no charge for families who "
                "receive free school meals. Your child must wear full school uniform and should bring a packed "
                "lunch, because there will be no opportunity to buy food. They may bring a mobile phone, but it "
                "must stay switched off during the workshop. There are only 60 places, and pupils without a signed "
                "consent form cannot attend, so please return the form, together with payment, by Friday 2 May.",
            ),
            Good(
                "pl",
                "W czwartek 15 maja uczniowie Year 8 odwiedzą Muzeum Historii Naturalnej w Londynie. Autokar "
                "wyjedzie spod szkoły o 8:15 i powinien wrócić około 17:30, w zależności od ruchu. Koszt wynosi "
                "18 £ od ucznia i obejmuje przejazd oraz warsztaty; rodziny, których dzieci otrzymują bezpłatne "
                "obiady szkolne, nie ponoszą opłaty. Uczniowie muszą mieć na sobie pełny mundurek szkolny i "
                "powinni zabrać własny prowiant, ponieważ nie będzie możliwości kupienia jedzenia. Telefony "
                "komórkowe można zabrać, ale podczas warsztatów muszą pozostać wyłączone. Prosimy o zwrot "
                "podpisanej zgody i wpłaty do piątku 2 maja. Liczba miejsc jest ograniczona do 60, a uczniowie bez "
                "podpisanej zgody nie mogą wziąć udziału w wycieczce.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Uniform: full school uniform must be worn.",
                        "Uniform: full school uniform should be worn.",
                    )
                ],
                "modality",
            ),
            Slip(2, [("ograniczona do 60", "ograniczona do 80")], "number"),
            Slip(
                1,
                [
                    (
                        "which includes travel and a workshop;",
                        "which includes travel and a fossil-hunting workshop;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
