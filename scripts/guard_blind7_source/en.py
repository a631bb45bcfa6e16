# ruff: noqa: E501, RUF001
"""Blind-7 guard pairs: English sources, rewritten into English or Polish."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = []

CASES.append(
    Case(
        key="en-clothing-bank",
        source="The Riverside Clothing Bank accepts donations on Tuesdays and Thursdays between 10:00 and 15:30 at Unit 4, Mill Lane. All items must be clean, dry and packed in tied bags. We are not able to accept duvets, pillows or school uniforms with damaged logos. Shoes should be tied together in pairs. If you are donating more than 10 bags, you are advised to book a slot at least 48 hours in advance by e-mailing donate@riversidecb.org.uk. Donations left outside the unit outside opening hours may be removed by the council and will not reach families. Last year we supplied clothing to about 1,200 households.",
        good=[
            Good(
                "preserve",
                "Want to donate clothes? Bring them to Unit 4, Mill Lane, on a Tuesday or Thursday from 10:00 to 15:30. Everything has to be clean and dry, packed in bags that are tied shut. Please tie shoes together in pairs. We can't take duvets, pillows, or school uniforms whose logos are damaged. Bringing over 10 bags? Then it's best to e-mail donate@riversidecb.org.uk and book a slot no less than 48 hours ahead. Please don't leave bags outside the unit when we're closed: the council may clear them away, and they won't get to families. Last year around 1,200 households received clothing from us.",
            ),
            Good(
                "preserve",
                "Riverside Clothing Bank – donation guidelines\n- Drop-off: Unit 4, Mill Lane; Tuesdays and Thursdays, 10:00–15:30.\n- Condition: items are required to be clean and dry and packed in tied bags; shoes should be tied in pairs.\n- Not accepted: duvets, pillows, and school uniforms with damaged logos.\n- Large donations (more than 10 bags): booking a slot at least 48 hours beforehand via donate@riversidecb.org.uk is recommended.\n- Items left outside the unit outside opening hours may be removed by the council and will not reach families.\n- Last year: clothing provided to approximately 1,200 households.",
            ),
            Good(
                "pl",
                "Bank Odzieży Riverside przyjmuje dary we wtorki i czwartki w godzinach 10:00–15:30 w lokalu Unit 4 przy Mill Lane. Wszystkie rzeczy muszą być czyste, suche i zapakowane w zawiązane worki. Nie możemy przyjmować kołder, poduszek ani mundurków szkolnych z uszkodzonymi logo. Buty powinny być powiązane parami. Jeśli przekazujesz więcej niż 10 worków, zalecamy zarezerwowanie terminu co najmniej 48 godzin wcześniej, pisząc na adres donate@riversidecb.org.uk. Rzeczy pozostawione przed lokalem poza godzinami otwarcia mogą zostać usunięte przez radę miasta i nie trafią do rodzin. W zeszłym roku przekazaliśmy odzież około 1200 gospodarstwom domowym.",
            ),
        ],
        bad=[
            Slip(1, [("at least 48 hours beforehand", "at least 24 hours beforehand")], "number"),
            Slip(0, [("it's best to e-mail", "you must e-mail")], "modality"),
            Slip(2, [("około 1200 gospodarstwom", "1200 gospodarstwom")], "hedge"),
        ],
    )
)

CASES.append(
    Case(
        key="en-beehive-lease",
        source="Hollins Parish Council is offering a 3-year lease of two apiary plots at Crane Meadow allotments, starting on 1 April 2025. The annual rent is £45 per plot. Applicants must hold current membership of the British Beekeepers Association and have public liability cover of at least £5 million. Hives may not be placed within 10 metres of a public footpath. Tenants are expected to inspect colonies at least once every 14 days between April and September. The council will probably review the rent at the end of the first year. Applications close at 17:00 on 28 February 2025 and should be sent to clerk@hollinspc.gov.uk.",
        good=[
            Good(
                "preserve",
                "Beekeepers have until 5pm on 28 February 2025 to apply for two apiary plots that Hollins Parish Council is leasing out at the Crane Meadow allotments. The lease runs for three years from 1 April 2025, at £45 a year for each plot. To qualify, applicants need current British Beekeepers Association membership and public liability insurance of no less than £5 million. No hive can stand within 10 metres of a public footpath, and tenants will be expected to check their colonies at least fortnightly from April through September. The council is likely to revisit the rent after the first year. Applications go to clerk@hollinspc.gov.uk.",
            ),
            Good(
                "preserve",
                "Notice of lease: Crane Meadow apiary plots. Hollins Parish Council invites applications for a lease of two apiary plots at the Crane Meadow allotments for a term of three years commencing 1 April 2025, at an annual rent of £45 per plot. Applicants are required to be current members of the British Beekeepers Association and to hold public liability cover of not less than £5 million. Placing hives within 10 metres of a public footpath is not permitted. Between April and September, tenants are expected to inspect colonies no less often than every 14 days. A rent review will probably take place at the end of year one. The deadline is 17:00 on 28 February 2025; applications should be e-mailed to clerk@hollinspc.gov.uk.",
            ),
            Good(
                "pl",
                "Rada Parafii Hollins oferuje trzyletnią dzierżawę dwóch działek pasiecznych na ogródkach Crane Meadow od 1 kwietnia 2025 r. Roczny czynsz wynosi 45 £ za działkę. Kandydaci muszą być aktualnymi członkami British Beekeepers Association i mieć ubezpieczenie OC na co najmniej 5 mln £. Uli nie wolno ustawiać w odległości mniejszej niż 10 metrów od publicznej ścieżki. Od dzierżawców oczekuje się kontroli rodzin pszczelich co najmniej raz na 14 dni w okresie od kwietnia do września. Rada prawdopodobnie zrewiduje wysokość czynszu po pierwszym roku. Zgłoszenia przyjmowane są do 28 lutego 2025 r., do godz. 17:00; prosimy kierować je na adres clerk@hollinspc.gov.uk.",
            ),
        ],
        bad=[
            Slip(0, [("no less than £5 million", "no less than £2 million")], "number"),
            Slip(
                1,
                [("A rent review will probably take place", "A rent review will take place")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Uli nie wolno ustawiać w odległości",
                        "Nie zaleca się ustawiania uli w odległości",
                    )
                ],
                "modality",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-tennis-courts",
        source="Courts at Elm Park Tennis Club can be booked up to 7 days ahead through the online system at elmparktennis.co.uk/book. Each member may hold no more than two bookings at any one time, and a single booking lasts 60 minutes. Non-marking tennis shoes must be worn on all surfaces; running shoes are not permitted on the clay courts. Guests are welcome but must be accompanied by a member and pay a £6 guest fee per visit. Courts 5 and 6 are floodlit until 22:00 from October to March. If you cannot attend, you should cancel at least 4 hours before the start time, otherwise the booking counts towards your limit.",
        good=[
            Good(
                "preserve",
                "Booking a court at Elm Park Tennis Club? You can do it up to a week ahead at elmparktennis.co.uk/book. Each booking is an hour long, and you can't have more than two on the go at once. Non-marking tennis shoes are compulsory on every surface, and running shoes aren't allowed on the clay courts at all. Bring a guest if you like – they just need to be with a member and pay £6 each visit. From October to March, courts 5 and 6 have floodlights until 10pm. Can't make it? Please cancel 4 hours or more before you're due to play; if you don't, the booking still counts towards your limit.",
            ),
            Good(
                "preserve",
                "Elm Park Tennis Club – court rules\n1. Bookings are made via elmparktennis.co.uk/book, no more than 7 days in advance; each booking is for 60 minutes.\n2. A member may hold a maximum of two bookings at a time.\n3. Non-marking tennis shoes are mandatory on all surfaces. Running shoes are prohibited on the clay courts.\n4. Guests are welcome, provided they are accompanied by a member and pay a guest fee of £6 per visit.\n5. Floodlighting on courts 5 and 6 is available until 22:00 between October and March.\n6. Members who cannot attend should cancel no later than 4 hours before the start; otherwise the booking will count towards their limit.",
            ),
            Good(
                "pl",
                "Korty w Elm Park Tennis Club można rezerwować z maksymalnie 7-dniowym wyprzedzeniem przez system online pod adresem elmparktennis.co.uk/book. Każdy członek może mieć jednocześnie nie więcej niż dwie rezerwacje, a pojedyncza rezerwacja trwa 60 minut. Na wszystkich nawierzchniach obowiązkowe jest obuwie tenisowe niepozostawiające śladów; na kortach ziemnych zabrania się gry w butach do biegania. Goście są mile widziani, ale muszą przyjść z członkiem klubu i uiścić opłatę w wysokości 6 £ za każdą wizytę. Od października do marca korty 5 i 6 są oświetlone do godz. 22:00. Jeśli nie możesz przyjść, rezerwację powinno się odwołać co najmniej 4 godziny przed jej rozpoczęciem – w przeciwnym razie zostanie ona wliczona do Twojego limitu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "aren't allowed on the clay courts at all",
                        "aren't recommended on the clay courts",
                    )
                ],
                "modality",
            ),
            Slip(1, [("elmparktennis.co.uk/book", "elmparktennis.com/book")], "url"),
            Slip(2, [("do godz. 22:00", "do godz. 23:00")], "number"),
        ],
    )
)

CASES.append(
    Case(
        key="en-brass-band",
        source="Thornbury Silver Band is recruiting players for its training band, which rehearses every Wednesday from 19:00 to 20:30 at St Mark's Hall. No audition is required, but new members should be able to read basic notation. Instruments can be borrowed free of charge for the first 6 months; after that, a loan fee of £8 per month applies. Players under 16 must be accompanied by a parent or guardian at their first rehearsal. Membership costs £60 a year, and concessions are available only to full-time students. The band usually gives about four concerts a season. To register interest, e-mail recruit@thornburyband.org by 15 September 2025.",
        good=[
            Good(
                "preserve",
                "Thornbury Silver Band wants new players for its training band. Rehearsals run on Wednesdays, 7pm–8:30pm, at St Mark's Hall, and there is no audition – though newcomers should be able to read basic notation. The band lends instruments at no cost for the first six months, after which borrowing costs £8 a month. Anyone under 16 needs a parent or guardian with them at their first rehearsal. Annual membership is £60, with concessions offered solely to full-time students. The band typically performs around four concerts per season. Those interested have until 15 September 2025 to e-mail recruit@thornburyband.org.",
            ),
            Good(
                "preserve",
                "Join the Thornbury Silver Band training band. We meet every Wednesday at St Mark's Hall, 19:00–20:30. You don't have to audition, but you should be able to read basic music notation. You can borrow an instrument for free for your first 6 months. After that, the loan costs £8 per month. If you are under 16, a parent or guardian must come with you to your first rehearsal. Membership is £60 per year. Only full-time students can get a concession. We usually play about four concerts each season. Register your interest by e-mail at recruit@thornburyband.org no later than 15 September 2025.",
            ),
            Good(
                "pl",
                "Orkiestra Thornbury Silver Band szuka muzyków do swojej orkiestry szkoleniowej, która ćwiczy w każdą środę od 19:00 do 20:30 w St Mark's Hall. Przesłuchanie nie jest wymagane, ale nowi członkowie powinni umieć czytać podstawowy zapis nutowy. Przez pierwsze 6 miesięcy instrumenty można wypożyczać bezpłatnie; później obowiązuje opłata w wysokości 8 £ miesięcznie. Muzycy poniżej 16. roku życia muszą przyjść na pierwszą próbę z rodzicem lub opiekunem. Członkostwo kosztuje 60 £ rocznie, a zniżki przysługują wyłącznie studentom studiów stacjonarnych. Orkiestra zwykle daje około czterech koncertów w sezonie. Chęć dołączenia należy zgłosić e-mailem na adres recruit@thornburyband.org do 15 września 2025 r.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("offered solely to full-time students", "offered to full-time students")],
                "negation",
            ),
            Slip(1, [("the loan costs £8 per month", "the loan costs £18 per month")], "number"),
            Slip(
                2,
                [
                    (
                        "w St Mark's Hall.",
                        "w St Mark's Hall. Próby prowadzi dyrygent z ponad 20-letnim doświadczeniem.",
                    )
                ],
                "invented_fact",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-bsl-course",
        source="The Level 1 Award in British Sign Language runs for 12 weeks from 6 January 2026 at Castlegate Adult Learning Centre, on Mondays from 18:30 to 20:30. The course fee is £295, which includes the exam registration fee of £48. Learners must attend at least 80% of sessions to be entered for the assessment. No prior knowledge of BSL is needed. Some learners may be eligible for a fee waiver if they receive Universal Credit; evidence must be provided at enrolment. Places are limited to 14 per group. Recording sessions is not allowed without the tutor's consent. Enrol at castlegate.ac.uk/bsl1 or call 01632 960 412.",
        good=[
            Good(
                "preserve",
                "Course details: Level 1 Award in British Sign Language. Delivered at Castlegate Adult Learning Centre over 12 weeks, beginning 6 January 2026, with sessions on Mondays, 18:30–20:30. The fee of £295 covers the £48 exam registration fee. To be entered for assessment, learners are required to attend a minimum of 80% of sessions. Prior knowledge of BSL is not a requirement. Some learners receiving Universal Credit may qualify for a fee waiver, in which case evidence has to be supplied at enrolment. Each group is capped at 14 places. Sessions may not be recorded unless the tutor consents. Enrolment: castlegate.ac.uk/bsl1 or 01632 960 412.",
            ),
            Good(
                "preserve",
                "Fancy learning British Sign Language? Our Level 1 Award starts on 6 January 2026 at Castlegate Adult Learning Centre and runs for 12 weeks, every Monday 6:30–8:30pm. You don't need to know any BSL beforehand. It costs £295, and that already includes the £48 exam registration fee. To sit the assessment, you'll have to come to at least 80% of the sessions. If you're on Universal Credit, you might be able to get the fee waived – you'll need to bring evidence when you enrol. There are only 14 places per group. Please don't record sessions unless your tutor agrees. Sign up at castlegate.ac.uk/bsl1 or ring 01632 960 412.",
            ),
            Good(
                "pl",
                "Kurs Level 1 Award in British Sign Language trwa 12 tygodni i rozpoczyna się 6 stycznia 2026 r. w Castlegate Adult Learning Centre; zajęcia odbywają się w poniedziałki od 18:30 do 20:30. Opłata za kurs wynosi 295 £ i obejmuje opłatę za rejestrację na egzamin w wysokości 48 £. Aby zostać dopuszczonym do oceny, uczestnik musi być obecny na co najmniej 80% zajęć. Wcześniejsza znajomość BSL nie jest wymagana. Niektórzy uczestnicy pobierający Universal Credit mogą kwalifikować się do zwolnienia z opłaty; dokumenty potwierdzające trzeba przedstawić przy zapisie. Liczba miejsc jest ograniczona do 14 w grupie. Nagrywanie zajęć bez zgody prowadzącego jest zabronione. Zapisy: castlegate.ac.uk/bsl1 lub tel. 01632 960 412.",
            ),
        ],
        bad=[
            Slip(0, [("a minimum of 80% of sessions", "a minimum of 70% of sessions")], "number"),
            Slip(
                1,
                [("you might be able to get the fee waived", "you'll get the fee waived")],
                "hedge",
            ),
            Slip(2, [("6 stycznia 2026 r.", "16 stycznia 2026 r.")], "date"),
        ],
    )
)

CASES.append(
    Case(
        key="en-passport-photos",
        source="Photos submitted with a passport application must be taken within the last month and measure 45mm high by 35mm wide. You must not wear glasses in the photo, unless you cannot remove them for medical reasons, in which case a signed note from your doctor is required. The background should be plain cream or light grey. Children under 6 do not need to have a neutral expression, and babies under 1 year old may have their eyes closed. Photos that have been edited or filtered will be rejected. Digital photos uploaded online must be at least 600 pixels wide and 750 pixels tall. Full guidance is available at gov.uk/photos-for-passports.",
        good=[
            Good(
                "preserve",
                "Passport photo requirements\n- Age of photo: taken no more than one month ago.\n- Size: 45mm tall and 35mm wide.\n- Glasses: not allowed, except where you cannot take them off for medical reasons – then you need a doctor's signed note.\n- Background: plain cream or light grey is recommended.\n- Children under 6 are not required to keep a neutral expression; babies younger than 1 may have closed eyes.\n- Edited or filtered photos are rejected.\n- Digital uploads: at least 600 pixels across and 750 pixels high.\nMore detail: gov.uk/photos-for-passports.",
            ),
            Good(
                "preserve",
                "A photograph accompanying a passport application is required to have been taken in the past month and to measure 45mm by 35mm (height by width). Glasses are not permitted in the photograph; the only exception is where they cannot be removed for medical reasons, and a note signed by a doctor must then be supplied. A plain cream or light grey background should be used. A neutral expression is not required of children under the age of 6, and infants under 1 year may be photographed with their eyes closed. Any photograph that has been edited or had a filter applied will be rejected. For online applications, digital images must measure at least 600 pixels in width and 750 in height. Complete guidance can be found at gov.uk/photos-for-passports.",
            ),
            Good(
                "pl",
                "Zdjęcia dołączane do wniosku paszportowego muszą być wykonane w ciągu ostatniego miesiąca i mieć wymiary 45 mm wysokości na 35 mm szerokości. Na zdjęciu nie wolno mieć okularów, chyba że nie możesz ich zdjąć ze względów medycznych – wtedy wymagane jest podpisane zaświadczenie od lekarza. Tło powinno być jednolite, w kolorze kremowym lub jasnoszarym. Dzieci poniżej 6 lat nie muszą mieć neutralnego wyrazu twarzy, a niemowlęta poniżej 1. roku życia mogą mieć zamknięte oczy. Zdjęcia edytowane lub z nałożonymi filtrami zostaną odrzucone. Zdjęcia cyfrowe przesyłane online muszą mieć co najmniej 600 pikseli szerokości i 750 pikseli wysokości. Pełne wytyczne są dostępne pod adresem gov.uk/photos-for-passports.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Children under 6 are not required", "Children under 6 are required")],
                "negation",
            ),
            Slip(1, [("measure 45mm by 35mm", "measure 45mm by 40mm")], "number"),
            Slip(2, [("Tło powinno być jednolite", "Tło musi być jednolite")], "modality"),
        ],
    )
)

CASES.append(
    Case(
        key="en-dog-registration",
        source="Under section 3 of the Control of Dogs (Registration) Act 2019, every dog aged over 8 weeks must be registered with Harlow District Council. The annual registration fee is €20 per dog, or €140 for a lifetime registration; owners aged 65 or over pay only €10 a year. Registration can be completed online at harlowdc.ie/dogs or at the civic offices. Guide dogs and assistance dogs are exempt from the fee but must still be registered. Owners who fail to register may receive a fixed penalty of €100. The council is not able to refund lifetime registrations if a dog dies or is rehomed. Renewal reminders are usually sent about 30 days before expiry.",
        good=[
            Good(
                "preserve",
                "Dog owners in the Harlow district are reminded that any dog over 8 weeks old has to be registered with the district council, as set out in section 3 of the Control of Dogs (Registration) Act 2019. Registration costs €20 a year per dog, or €140 for life, while owners who are 65 or older pay just €10 annually. It can be done online at harlowdc.ie/dogs or in person at the civic offices. Guide and assistance dogs do not incur the fee but still need to be registered. Failing to register could lead to a €100 fixed penalty. Lifetime registrations cannot be refunded by the council if the dog dies or is rehomed. Reminders to renew typically go out roughly 30 days before a registration expires.",
            ),
            Good(
                "preserve",
                "Dog registration: key points\nLegal basis: section 3 of the Control of Dogs (Registration) Act 2019 requires that every dog older than 8 weeks be registered with Harlow District Council.\nFees: €20 per dog per year; €140 for lifetime registration; €10 per year for owners aged 65 and over.\nHow to register: online at harlowdc.ie/dogs, or at the civic offices.\nExemptions: guide dogs and assistance dogs pay no fee, though registration remains compulsory.\nPenalty: owners who do not register may be issued with a €100 fixed penalty.\nRefunds: lifetime registrations are non-refundable if the dog dies or is rehomed.\nReminders: usually issued around 30 days prior to expiry.",
            ),
            Good(
                "pl",
                "Zgodnie z sekcją 3 ustawy Control of Dogs (Registration) Act 2019 każdy pies w wieku powyżej 8 tygodni musi zostać zarejestrowany w Radzie Okręgu Harlow. Roczna opłata rejestracyjna wynosi 20 € za psa, a rejestracja dożywotnia kosztuje 140 €; właściciele w wieku 65 lat i starsi płacą tylko 10 € rocznie. Rejestracji można dokonać online na stronie harlowdc.ie/dogs lub w urzędzie. Psy przewodnicy i psy asystujące są zwolnione z opłaty, ale nadal trzeba je zarejestrować. Właściciele, którzy nie zarejestrują psa, mogą otrzymać mandat w wysokości 100 €. Rada nie zwraca opłaty za rejestrację dożywotnią w przypadku śmierci psa lub przekazania go nowemu właścicielowi. Przypomnienia o odnowieniu wysyłane są zwykle około 30 dni przed wygaśnięciem rejestracji.",
            ),
        ],
        bad=[
            Slip(0, [("section 3 of the Control", "section 5 of the Control")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "owners who do not register may be issued",
                        "owners who do not register will be issued",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("Rada nie zwraca opłaty", "Rada zwraca opłatę")], "negation"),
        ],
    )
)

CASES.append(
    Case(
        key="en-winter-fuel",
        source="The Winter Fuel Payment for 2025 to 2026 is worth between £100 and £300, depending on your age and household. You will usually get it automatically if you were born before 22 September 1959 and live in England or Wales. Payments are made in November or December, and most people should receive theirs by 31 January 2026. If you have not received a letter by 28 February 2026, you should contact the Winter Fuel Payment Centre on 0800 731 0160. People living abroad are not normally eligible. From this winter, households with a taxable income above £35,000 will have the payment recovered through the tax system unless they opt out before 15 September.",
        good=[
            Good(
                "preserve",
                "You can get a Winter Fuel Payment of £100 to £300 for 2025 to 2026; how much depends on your age and your household. If you were born before 22 September 1959 and you live in England or Wales, it will normally be paid automatically. Payments go out in November or December, and most people should have theirs by 31 January 2026. No letter by 28 February 2026? Then you should call the Winter Fuel Payment Centre on 0800 731 0160. If you live abroad, you usually won't qualify. Starting this winter, if your household's taxable income is more than £35,000, the payment will be clawed back through the tax system – unless you opt out before 15 September.",
            ),
            Good(
                "preserve",
                "People in England and Wales born before 22 September 1959 will, in most cases, receive the 2025–26 Winter Fuel Payment automatically, with amounts ranging from £100 to £300 according to age and household circumstances. The money is paid in November or December, and the majority of recipients should have it by 31 January 2026. Anyone still without a letter by 28 February 2026 is advised to ring the Winter Fuel Payment Centre on 0800 731 0160. Those living overseas are generally not entitled. New this winter: where a household's taxable income exceeds £35,000, the payment will be recovered via the tax system, unless the household opts out before 15 September.",
            ),
            Good(
                "pl",
                "Dodatek Winter Fuel Payment na sezon 2025–2026 wynosi od 100 do 300 £, w zależności od wieku i składu gospodarstwa domowego. Zazwyczaj otrzymuje się go automatycznie, jeśli urodziłeś się przed 22 września 1959 r. i mieszkasz w Anglii lub Walii. Wypłaty są realizowane w listopadzie lub grudniu, a większość osób powinna otrzymać pieniądze do 31 stycznia 2026 r. Jeśli do 28 lutego 2026 r. nie dostaniesz listu, powinieneś skontaktować się z Winter Fuel Payment Centre pod numerem 0800 731 0160. Osoby mieszkające za granicą zwykle nie mają prawa do dodatku. Od tej zimy gospodarstwom domowym o dochodzie podlegającym opodatkowaniu powyżej 35 000 £ dodatek zostanie odebrany za pośrednictwem systemu podatkowego, chyba że zrezygnują z niego przed 15 września.",
            ),
        ],
        bad=[
            Slip(0, [("born before 22 September 1959", "born before 22 September 1960")], "date"),
            Slip(
                1, [("unless the household opts out", "even if the household opts out")], "negation"
            ),
            Slip(2, [("zwykle nie mają prawa", "nie mają prawa")], "hedge"),
        ],
    )
)

CASES.append(
    Case(
        key="en-street-lighting",
        source="Between 3 March and 30 May 2025, contractors working for Weston County Council will replace 4,600 sodium street lights with LED units across the Weston North and Elmfield wards. Work will usually take place between 09:30 and 15:00 to avoid peak traffic. Residents do not need to be at home, and there will be no charge to households. Parking may be suspended for up to 2 hours outside affected properties; vehicles must not be left in coned areas. The new lights are expected to cut energy use by roughly 60% and save about £210,000 a year. Questions can be sent to lighting@westoncc.gov.uk, quoting reference SL-2025-07.",
        good=[
            Good(
                "preserve",
                "A total of 4,600 sodium street lights in the Weston North and Elmfield wards are to be swapped for LED units by contractors for Weston County Council between 3 March and 30 May 2025. To keep clear of peak traffic, crews will generally work from 9:30am to 3pm. Households will not be charged, and residents need not be in. Parking outside affected homes may be suspended for as long as 2 hours, and cars must not be left inside coned-off areas. The council expects the LEDs to reduce energy consumption by around 60%, saving approximately £210,000 annually. Queries can be sent to lighting@westoncc.gov.uk with the reference SL-2025-07.",
            ),
            Good(
                "preserve",
                "Street lighting upgrade – Weston North and Elmfield\nWhat: 4,600 sodium street lights replaced with LED units by Weston County Council's contractors.\nWhen: 3 March – 30 May 2025; work normally 09:30–15:00, outside peak traffic.\nResidents: no need to be at home; no cost to households.\nParking: may be suspended for up to 2 hours outside affected properties. Do not leave vehicles in coned areas.\nExpected benefits: energy use down by roughly 60%; savings of about £210,000 per year.\nContact: lighting@westoncc.gov.uk (quote SL-2025-07).",
            ),
            Good(
                "pl",
                "Od 3 marca do 30 maja 2025 r. wykonawcy działający na zlecenie Rady Hrabstwa Weston wymienią 4600 sodowych latarni ulicznych na oprawy LED w okręgach Weston North i Elmfield. Prace będą zazwyczaj prowadzone w godzinach 9:30–15:00, aby uniknąć godzin szczytu. Mieszkańcy nie muszą być w domu, a gospodarstwa domowe nie poniosą żadnych kosztów. Parkowanie przed budynkami objętymi pracami może zostać wstrzymane na maksymalnie 2 godziny; w miejscach oznaczonych pachołkami nie wolno zostawiać pojazdów. Nowe latarnie mają obniżyć zużycie energii o mniej więcej 60% i przynieść oszczędności rzędu 210 000 £ rocznie. Pytania można kierować na adres lighting@westoncc.gov.uk, podając numer referencyjny SL-2025-07.",
            ),
        ],
        bad=[
            Slip(0, [("SL-2025-07", "SL-2025-01")], "code"),
            Slip(
                1,
                [
                    (
                        "Residents: no need to be at home; no cost to households.",
                        "Residents: no need to be at home; no cost to households. A temporary lamp will be installed if work overruns.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("nie wolno zostawiać pojazdów", "nie zaleca się zostawiania pojazdów")],
                "modality",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-small-grants",
        source="The Ashby Community Fund offers small grants of between £500 and £2,500 to registered charities and constituted community groups working in the borough. Organisations with an annual income above £250,000 are not eligible. Funding can be used for equipment, volunteer expenses or one-off events, but it cannot cover salaries or retrospective costs. Applicants must submit their latest accounts and a safeguarding policy. Each organisation may apply only once in any 12-month period. The panel meets quarterly, and decisions are usually made within 8 weeks of the closing date. The next round closes at noon on 14 November 2025. Apply at ashbyfund.org.uk/grants.",
        good=[
            Good(
                "preserve",
                "Ashby Community Fund: small grants programme. Grants ranging from £500 to £2,500 are available to registered charities and constituted community groups active in the borough. Organisations whose annual income exceeds £250,000 are ineligible. Awards may be spent on equipment, volunteer expenses or one-off events; salaries and retrospective costs will not be funded. Applicants are required to provide their most recent accounts together with a safeguarding policy. No organisation may apply more than once within any 12-month period. The panel meets every quarter, with decisions normally issued within 8 weeks of the closing date. The next round closes at 12:00 on 14 November 2025. Applications: ashbyfund.org.uk/grants.",
            ),
            Good(
                "preserve",
                "Running a charity or community group in the borough? The Ashby Community Fund gives out small grants from £500 up to £2,500 – as long as you're a registered charity or a constituted group and your yearly income isn't over £250,000. You can spend the money on equipment, volunteer expenses or a one-off event, but not on salaries or costs you've already incurred. You'll need to send your latest accounts and your safeguarding policy. You can only apply once in any 12-month period. The panel meets four times a year and usually decides within 8 weeks of the deadline. Next deadline: midday, 14 November 2025. Apply at ashbyfund.org.uk/grants.",
            ),
            Good(
                "pl",
                "Fundusz Ashby Community Fund przyznaje małe granty w wysokości od 500 do 2500 £ zarejestrowanym organizacjom charytatywnym i formalnie ukonstytuowanym grupom społecznym działającym na terenie gminy. Organizacje o rocznym dochodzie powyżej 250 000 £ nie mogą ubiegać się o wsparcie. Środki można przeznaczyć na sprzęt, wydatki wolontariuszy lub jednorazowe wydarzenia, ale nie na wynagrodzenia ani koszty poniesione wcześniej. Wnioskodawcy muszą złożyć najnowsze sprawozdanie finansowe oraz politykę ochrony osób narażonych na krzywdę. Każda organizacja może złożyć wniosek tylko raz w ciągu dowolnych 12 miesięcy. Komisja zbiera się raz na kwartał, a decyzje zapadają zwykle w ciągu 8 tygodni od terminu zamknięcia naboru. Najbliższy nabór kończy się 14 listopada 2025 r. w południe. Wnioski: ashbyfund.org.uk/grants.",
            ),
        ],
        bad=[
            Slip(0, [("exceeds £250,000", "exceeds £150,000")], "number"),
            Slip(1, [("but not on salaries", "and also on salaries")], "negation"),
            Bad(
                "pl",
                "The Ashby Community Fund awards small grants of £500–£2,500 to registered charities and constituted community groups in the borough. Organisations with annual income over £250,000 cannot apply. Grants may pay for equipment, volunteer expenses or one-off events, not salaries or retrospective costs. Applicants must send their latest accounts and a safeguarding policy, and each organisation may apply just once in any 12-month period. The panel sits quarterly; decisions usually come within 8 weeks of the closing date. The next round closes at noon on 14 November 2025: ashbyfund.org.uk/grants.",
                "wrong_language",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-reading-survey",
        source="This preliminary study examined the reading habits of 1,842 adults aged 18 to 75 in three English regions, using an online survey conducted between May and July 2023. Respondents who read print books for at least 30 minutes a day reported slightly higher wellbeing scores than non-readers, although the effect was small (d = 0.18). Audiobook listening showed no significant association with wellbeing. Because the sample was self-selected, the findings probably overstate reading frequency in the general population and should not be used to infer causation. The results broadly agree with earlier work on leisure reading (Okafor and Lind, 2021). Data are available on request from the authors at reading.study@lboro.ac.uk.",
        good=[
            Good(
                "preserve",
                "Drawing on an online survey administered from May to July 2023, this preliminary study investigated the reading habits of 1,842 adults aged between 18 and 75 living in three regions of England. Compared with non-readers, respondents reading print books for 30 minutes or more daily reported marginally higher wellbeing scores; the effect, however, was small (d = 0.18). No significant association was found between listening to audiobooks and wellbeing. Given the self-selected sample, reading frequency in the wider population is probably overestimated, and causal inferences should not be drawn from these findings. Broadly, the results are consistent with previous research on leisure reading (Okafor and Lind, 2021). The data can be requested from the authors via reading.study@lboro.ac.uk.",
            ),
            Good(
                "preserve",
                "Adults who spend at least half an hour a day with a printed book report slightly better wellbeing than people who don't read, according to preliminary findings from a survey of 1,842 adults aged 18–75 in three English regions. The online survey ran from May to July 2023. The effect was small (d = 0.18), and audiobook listening showed no significant link with wellbeing. The researchers caution that, because participants chose to take part, the figures probably overstate how often the general population reads, and the results should not be taken as proof of cause and effect. The findings broadly match earlier work on leisure reading (Okafor and Lind, 2021). The data are available on request at reading.study@lboro.ac.uk.",
            ),
            Good(
                "pl",
                "Niniejsze badanie wstępne dotyczyło nawyków czytelniczych 1842 dorosłych w wieku od 18 do 75 lat z trzech regionów Anglii; dane zebrano za pomocą ankiety internetowej przeprowadzonej w okresie od maja do lipca 2023 r. Respondenci czytający książki drukowane przez co najmniej 30 minut dziennie deklarowali nieco wyższy poziom dobrostanu niż osoby nieczytające, choć efekt był niewielki (d = 0,18). Słuchanie audiobooków nie wykazało istotnego związku z dobrostanem. Ponieważ próba była samoselekcyjna, wyniki prawdopodobnie zawyżają częstotliwość czytania w populacji ogólnej i nie należy na ich podstawie wnioskować o związkach przyczynowych. Wyniki są w dużej mierze zgodne z wcześniejszymi pracami na temat czytania w czasie wolnym (Okafor i Lind, 2021). Dane są dostępne na życzenie u autorów: reading.study@lboro.ac.uk.",
            ),
        ],
        bad=[
            Slip(0, [("(Okafor and Lind, 2021)", "(Okafor and Lind, 2012)")], "citation"),
            Slip(
                1,
                [
                    (
                        "according to preliminary findings from a survey",
                        "according to findings from a survey",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Słuchanie audiobooków nie wykazało istotnego związku",
                        "Słuchanie audiobooków wykazało istotny związek",
                    )
                ],
                "negation",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-lido-season",
        source="Parkside Lido opens for the summer season on Saturday 24 May 2025 and closes on 7 September. Opening hours are 07:00 to 19:00 daily, weather permitting. The water is heated to about 24°C. Children under 8 must be supervised in the water by an adult aged 18 or over, with no more than two children per adult. Diving is not permitted at the shallow end, and glass bottles are banned throughout the site. Swimmers are advised to book online at parksidelido.co.uk, as walk-in tickets are only sold if the session is not full. A single adult swim costs £7.50; season passes cost £160.",
        good=[
            Good(
                "preserve",
                "Good news: Parkside Lido reopens for summer on Saturday 24 May 2025 and stays open until 7 September. We're open every day from 7am to 7pm, as long as the weather allows, and the water is heated to roughly 24°C. Under-8s need an adult (18+) with them in the water, and each adult can look after two children at most. Diving isn't allowed at the shallow end, and remember glass bottles are banned anywhere on site. We'd recommend booking online at parksidelido.co.uk – walk-in tickets are sold only when a session isn't full. An adult swim is £7.50, or get a season pass for £160.",
            ),
            Good(
                "preserve",
                "Parkside Lido – summer season 2025\nSeason: Saturday 24 May to 7 September.\nHours: daily, 07:00–19:00 (weather permitting).\nWater temperature: approximately 24°C.\nSupervision: children under 8 are required to be supervised in the water by an adult aged 18 or over; maximum two children per adult.\nProhibited: diving at the shallow end; glass bottles anywhere on site.\nBooking: online booking at parksidelido.co.uk is advised. Walk-in tickets are available only if the session has spaces.\nPrices: adult single swim £7.50; season pass £160.",
            ),
            Good(
                "pl",
                "Kąpielisko Parkside Lido rozpoczyna sezon letni w sobotę 24 maja 2025 r. i kończy go 7 września. Jest czynne codziennie w godzinach 7:00–19:00, jeśli pozwala na to pogoda. Woda jest podgrzewana do około 24°C. Dzieci poniżej 8 lat muszą przebywać w wodzie pod opieką osoby dorosłej, która ukończyła 18 lat, przy czym jeden dorosły może opiekować się najwyżej dwojgiem dzieci. Skoki do wody na płytkim końcu basenu są zabronione, a na całym terenie obowiązuje zakaz wnoszenia szklanych butelek. Zalecamy rezerwację online na stronie parksidelido.co.uk, ponieważ bilety na miejscu sprzedawane są tylko wtedy, gdy sesja nie jest pełna. Pojedyncze wejście dla dorosłego kosztuje 7,50 £, a karnet sezonowy 160 £.",
            ),
        ],
        bad=[
            Slip(0, [("until 7 September", "until 14 September")], "date"),
            Slip(
                1,
                [
                    (
                        "Booking: online booking at parksidelido.co.uk is advised.",
                        "Booking: online booking at parksidelido.co.uk is required.",
                    )
                ],
                "modality",
            ),
            Slip(2, [("parksidelido.co.uk", "parksidelido.org.uk")], "url"),
        ],
    )
)

CASES.append(
    Case(
        key="en-hospital-visiting",
        source="From 2 June 2025, visiting hours on all adult wards at St Hilda's Hospital will be 11:00 to 20:00. Each patient may have up to two visitors at the bedside at any one time. Children under 12 may visit only with the agreement of the nurse in charge. Visitors must clean their hands on entering and leaving the ward and should not visit if they have had diarrhoea or vomiting in the previous 48 hours. Different arrangements apply on the maternity unit and in critical care; please check with the ward before travelling. Parking for visitors costs £2.80 for up to 4 hours. For more information, call the patient advice service on 0161 496 0832.",
        good=[
            Good(
                "preserve",
                "St Hilda's Hospital: new visiting hours. Starting 2 June 2025, all adult wards will be open to visitors from 11am to 8pm. No more than two visitors can be at a patient's bedside at once. Children under 12 can visit only if the nurse in charge agrees. Everyone has to clean their hands when they come onto the ward and when they leave. If you've had diarrhoea or vomiting in the last 48 hours, please don't visit. The maternity unit and critical care have their own arrangements, so check with the ward before you set off. Visitor parking is £2.80 for up to 4 hours. To find out more, ring the patient advice service on 0161 496 0832.",
            ),
            Good(
                "preserve",
                "With effect from 2 June 2025, visiting on every adult ward at St Hilda's Hospital will take place between 11:00 and 20:00. A maximum of two visitors per patient is permitted at the bedside at any time. Visits by children aged under 12 are allowed solely with the consent of the nurse in charge. Hand cleaning is mandatory for all visitors on arrival at and departure from the ward, and anyone who has experienced diarrhoea or vomiting within the preceding 48 hours is asked not to visit. Separate arrangements are in place for the maternity unit and critical care, and visitors are advised to contact the ward before travelling. Visitor parking is charged at £2.80 for a stay of up to 4 hours. Further information is available from the patient advice service on 0161 496 0832.",
            ),
            Good(
                "pl",
                "Od 2 czerwca 2025 r. odwiedziny na wszystkich oddziałach dla dorosłych w szpitalu St Hilda's będą możliwe w godzinach 11:00–20:00. Przy łóżku pacjenta mogą jednocześnie przebywać maksymalnie dwie osoby odwiedzające. Dzieci poniżej 12 lat mogą odwiedzać pacjentów wyłącznie za zgodą pielęgniarki oddziałowej. Odwiedzający muszą zdezynfekować ręce przy wejściu na oddział i przy wyjściu z niego, a osoby, które w ciągu ostatnich 48 godzin miały biegunkę lub wymioty, nie powinny przychodzić. Na oddziale położniczym i na intensywnej terapii obowiązują inne zasady, dlatego przed przyjazdem prosimy o kontakt z oddziałem. Parking dla odwiedzających kosztuje 2,80 £ za maksymalnie 4 godziny. Więcej informacji udziela biuro porad dla pacjentów pod numerem 0161 496 0832.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "can visit only if the nurse in charge agrees",
                        "can visit if the nurse in charge agrees",
                    )
                ],
                "negation",
            ),
            Slip(1, [("within the preceding 48 hours", "within the preceding 24 hours")], "number"),
            Slip(
                2,
                [
                    (
                        "kosztuje 2,80 £ za maksymalnie 4 godziny.",
                        "kosztuje 2,80 £ za maksymalnie 4 godziny, a posiadacze niebieskiej karty parkują bezpłatnie.",
                    )
                ],
                "invented_fact",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-grounds-tender",
        source="Calder Valley Borough Council invites tenders for the grounds maintenance of 38 parks and open spaces, reference CVBC/2025/GM-114. The contract will run for 4 years from 1 April 2026, with an option to extend by up to 2 further years, and has an estimated total value of £3.2 million excluding VAT. This procurement is being conducted under the Procurement Act 2023. Bidders must be registered on the Central Digital Platform and must hold ISO 14001 certification or equivalent. Clarification questions may be submitted until 12:00 on 9 January 2026. Late tenders will not be considered. Tender documents are available only via the portal at procure.calderbc.gov.uk.",
        good=[
            Good(
                "preserve",
                "Tender notice – grounds maintenance (ref. CVBC/2025/GM-114). Calder Valley Borough Council is seeking tenders for maintaining 38 of its parks and open spaces. The contract, estimated at £3.2 million in total (excluding VAT), is for a term of 4 years starting on 1 April 2026, and may be extended by a maximum of 2 additional years. The procurement is governed by the Procurement Act 2023. Registration on the Central Digital Platform is mandatory for bidders, as is ISO 14001 certification or an equivalent. Questions seeking clarification can be sent until 12:00 on 9 January 2026. Tenders received late will not be considered. The tender documents can be obtained solely through the portal at procure.calderbc.gov.uk.",
            ),
            Good(
                "preserve",
                "Contractors have been invited to bid for a four-year deal to look after 38 parks and open spaces in Calder Valley. The borough council's contract, reference CVBC/2025/GM-114, begins on 1 April 2026, could be extended by up to two more years, and is estimated to be worth £3.2 million in total before VAT. The tender is run under the Procurement Act 2023. Firms will have to be registered on the Central Digital Platform and hold ISO 14001 certification or an equivalent. Clarification questions may be put until noon on 9 January 2026, and late bids will not be considered. Documents are available exclusively through procure.calderbc.gov.uk.",
            ),
            Good(
                "pl",
                "Rada Gminy Calder Valley ogłasza przetarg na utrzymanie terenów zielonych w 38 parkach i przestrzeniach otwartych, numer referencyjny CVBC/2025/GM-114. Umowa zostanie zawarta na 4 lata od 1 kwietnia 2026 r. z możliwością przedłużenia o maksymalnie 2 kolejne lata, a jej szacunkowa łączna wartość wynosi 3,2 mln £ bez VAT. Postępowanie prowadzone jest na podstawie ustawy Procurement Act 2023. Oferenci muszą być zarejestrowani na Central Digital Platform i posiadać certyfikat ISO 14001 lub równoważny. Pytania o wyjaśnienia można zgłaszać do 9 stycznia 2026 r., do godz. 12:00. Oferty złożone po terminie nie będą rozpatrywane. Dokumentacja przetargowa jest dostępna wyłącznie za pośrednictwem portalu procure.calderbc.gov.uk.",
            ),
        ],
        bad=[
            Slip(0, [("ref. CVBC/2025/GM-114", "ref. CVBC/2025/GM-141")], "code"),
            Slip(
                1,
                [("under the Procurement Act 2023", "under the Public Contracts Regulations 2015")],
                "legal_reference",
            ),
            Slip(
                2,
                [("Oferenci muszą być zarejestrowani", "Oferenci powinni być zarejestrowani")],
                "modality",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-lift-inspection",
        source="Please note that the passenger lift in Block C will be out of service on Wednesday 12 March from 08:00 until approximately 13:00 for its statutory six-monthly thorough examination under the Lifting Operations and Lifting Equipment Regulations 1998 (LOLER). The goods lift will remain available, but it may only be used by residents who need step-free access. If the engineer finds a defect, the lift may stay closed for longer; we will post updates on the noticeboard and at harbourhomes.org/blockc. Residents should not attempt to use the lift while barriers are in place. Anyone needing assistance can contact the concierge on extension 2204.",
        good=[
            Good(
                "preserve",
                "Block C passenger lift – out of service\nThe lift will be closed on Wednesday 12 March, from 08:00 until about 13:00, for the thorough examination required by law every six months under the Lifting Operations and Lifting Equipment Regulations 1998 (LOLER). You can still use the goods lift, but only if you need step-free access. The closure may last longer if the engineer finds a defect; updates will go on the noticeboard and at harbourhomes.org/blockc. Please do not try to use the lift while the barriers are up. If you need help, call the concierge on extension 2204.",
            ),
            Good(
                "preserve",
                "Residents are informed that, on Wednesday 12 March, the Block C passenger lift will be unavailable from 08:00 until approximately 13:00 while it undergoes its statutory six-monthly thorough examination, as required by the Lifting Operations and Lifting Equipment Regulations 1998 (LOLER). The goods lift will stay in operation; however, its use is restricted to residents requiring step-free access. Should the engineer identify a defect, the closure may be extended, in which case updates will be published on the noticeboard and at harbourhomes.org/blockc. Residents should not attempt to use the lift while barriers are in place. Assistance is available from the concierge on extension 2204.",
            ),
            Good(
                "pl",
                "Informujemy, że w środę 12 marca winda osobowa w budynku C będzie nieczynna od 8:00 do około 13:00 z powodu obowiązkowego, przeprowadzanego co sześć miesięcy szczegółowego badania zgodnie z przepisami Lifting Operations and Lifting Equipment Regulations 1998 (LOLER). Winda towarowa pozostanie dostępna, ale mogą z niej korzystać wyłącznie mieszkańcy, którzy potrzebują dostępu bez schodów. Jeśli inżynier wykryje usterkę, winda może pozostać wyłączona dłużej; aktualne informacje zamieścimy na tablicy ogłoszeń i na stronie harbourhomes.org/blockc. Mieszkańcy nie powinni próbować korzystać z windy, gdy ustawione są barierki. Osoby potrzebujące pomocy mogą skontaktować się z recepcją pod numerem wewnętrznym 2204.",
            ),
        ],
        bad=[
            Slip(0, [("until about 13:00", "until 13:00")], "hedge"),
            Slip(1, [("Regulations 1998 (LOLER)", "Regulations 1992 (LOLER)")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "ale mogą z niej korzystać wyłącznie mieszkańcy",
                        "i mogą z niej korzystać wszyscy mieszkańcy, zwłaszcza ci",
                    )
                ],
                "negation",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-parking-permits",
        source="Residents' parking permits in Zone K expire on 31 March 2026 and must be renewed online at permits.kingsford.gov.uk/renew. A first permit costs £65 a year and a second permit £110; households may hold no more than two permits. Permits for electric vehicles are discounted by 50%. You will need your vehicle registration number and proof of address dated within the last 3 months. Paper permits are no longer issued, so you do not need to display anything in your windscreen. If your permit is not renewed before it expires, you may receive a penalty charge notice of £70. Blue Badge holders can usually park free of charge in residents' bays.",
        good=[
            Good(
                "preserve",
                "Zone K permit holders: your residents' parking permit runs out on 31 March 2026, and you'll need to renew it online at permits.kingsford.gov.uk/renew. It's £65 a year for your first permit and £110 for a second – and no household can have more than two. Electric vehicles get 50% off. Have your vehicle registration number ready, plus proof of address from the past 3 months. We don't issue paper permits any more, so there's nothing to put in your windscreen. Let your permit lapse without renewing and you could get a £70 penalty charge notice. Blue Badge holders can normally park for free in residents' bays.",
            ),
            Good(
                "preserve",
                "Renewal of residents' parking permits – Zone K. All Zone K residents' parking permits expire on 31 March 2026 and must be renewed online via permits.kingsford.gov.uk/renew. The annual charge is £65 for a first permit and £110 for a second; a maximum of two permits may be held per household. A 50% discount applies to permits for electric vehicles. Applicants will need to provide their vehicle registration number and proof of address dated within the last 3 months. As paper permits are no longer issued, nothing needs to be displayed in the windscreen. Failure to renew before expiry may result in a penalty charge notice of £70. Blue Badge holders are usually able to park free of charge in residents' bays.",
            ),
            Good(
                "pl",
                "Abonamenty parkingowe dla mieszkańców strefy K tracą ważność 31 marca 2026 r. i trzeba je odnowić online na stronie permits.kingsford.gov.uk/renew. Pierwszy abonament kosztuje 65 £ rocznie, a drugi 110 £; jedno gospodarstwo domowe może mieć najwyżej dwa abonamenty. Abonamenty dla pojazdów elektrycznych są tańsze o 50%. Potrzebny będzie numer rejestracyjny pojazdu oraz potwierdzenie adresu z ostatnich 3 miesięcy. Papierowe abonamenty nie są już wydawane, więc nie trzeba niczego umieszczać za przednią szybą. Jeśli abonament nie zostanie odnowiony przed upływem ważności, możesz otrzymać wezwanie do zapłaty kary w wysokości 70 £. Posiadacze karty Blue Badge mogą zwykle parkować bezpłatnie na miejscach dla mieszkańców.",
            ),
        ],
        bad=[
            Slip(0, [("permits.kingsford.gov.uk/renew", "permits.kingsford.gov.uk/apply")], "url"),
            Slip(
                1,
                [
                    (
                        "Blue Badge holders are usually able to park",
                        "Blue Badge holders are able to park",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "nie trzeba niczego umieszczać za przednią szybą",
                        "trzeba umieścić potwierdzenie za przednią szybą",
                    )
                ],
                "negation",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-air-quality",
        source="The 2024 Annual Status Report for Brenton shows that average nitrogen dioxide (NO2) levels fell by about 9% compared with 2023, to 27 µg/m³ across the 42 diffusion tube sites. However, two sites on the A614 still exceeded the national objective of 40 µg/m³. The reduction is probably linked to the Clean Air Zone introduced in July 2023, although weather conditions may also have played a part, as noted in similar studies (Harris et al., 2022). Monitoring will continue at all sites, and the council must publish an updated Air Quality Action Plan by 31 December 2025. The full report can be downloaded from brenton.gov.uk/airquality.",
        good=[
            Good(
                "preserve",
                "Nitrogen dioxide pollution in Brenton dropped by roughly 9% in 2024, according to the town's 2024 Annual Status Report, with the average across 42 diffusion tube sites falling to 27 µg/m³ from its 2023 level. Two sites on the A614, however, remained above the national objective of 40 µg/m³. The fall is probably connected to the Clean Air Zone brought in in July 2023, though the weather may also have contributed – a point made in similar studies (Harris et al., 2022). All sites will continue to be monitored, and the council is required to publish an updated Air Quality Action Plan by 31 December 2025. The full report is available to download at brenton.gov.uk/airquality.",
            ),
            Good(
                "preserve",
                "Key findings of the Brenton 2024 Annual Status Report:\n- Mean NO2 concentration across the 42 diffusion tube sites: 27 µg/m³, a decrease of approximately 9% on 2023.\n- Two A614 sites continued to exceed the 40 µg/m³ national objective.\n- The decrease is probably attributable to the Clean Air Zone introduced in July 2023; weather conditions may also have contributed, as similar studies have noted (Harris et al., 2022).\n- Monitoring is to continue at every site.\n- The council must publish an updated Air Quality Action Plan no later than 31 December 2025.\nFull report: brenton.gov.uk/airquality.",
            ),
            Good(
                "pl",
                "Roczny raport o stanie jakości powietrza w Brenton za 2024 r. pokazuje, że średnie stężenie dwutlenku azotu (NO2) spadło w porównaniu z 2023 r. o około 9% – do 27 µg/m³ w 42 punktach pomiarowych z rurkami dyfuzyjnymi. Dwa punkty przy drodze A614 nadal jednak przekraczały krajowy poziom docelowy 40 µg/m³. Spadek jest prawdopodobnie związany ze strefą czystego powietrza wprowadzoną w lipcu 2023 r., choć pewną rolę mogły odegrać także warunki pogodowe, na co wskazują podobne badania (Harris i in., 2022). Monitoring będzie kontynuowany we wszystkich punktach, a rada musi opublikować zaktualizowany plan działań na rzecz jakości powietrza do 31 grudnia 2025 r. Pełny raport można pobrać ze strony brenton.gov.uk/airquality.",
            ),
        ],
        bad=[
            Slip(0, [("(Harris et al., 2022)", "(Harrison et al., 2022)")], "citation"),
            Slip(
                1,
                [("The decrease is probably attributable to", "The decrease is attributable to")],
                "hedge",
            ),
            Slip(2, [("do 31 grudnia 2025 r.", "do 30 czerwca 2025 r.")], "date"),
        ],
    )
)

CASES.append(
    Case(
        key="en-espresso-manual",
        source="Before first use, rinse the water tank and run two full tanks of water through the machine without coffee. Fill the tank only with cold, fresh water; never use sparkling or distilled water. The machine heats up in approximately 25 seconds. Do not remove the portafilter while the pump is running, as hot water under pressure may escape. Descale the machine every 3 months, or sooner if the descaling light comes on, using only the Velora DS-200 descaler. The warranty does not cover damage caused by limescale. For a double espresso, use 14 to 18 g of ground coffee. Spare parts can be ordered at velora-coffee.com/parts.",
        good=[
            Good(
                "preserve",
                "Getting started with your espresso machine\n1. Before using it for the first time, rinse the water tank and put two full tanks of water through the machine with no coffee.\n2. Use cold, fresh water only. Never fill the tank with sparkling or distilled water.\n3. Heating takes about 25 seconds.\n4. Never take out the portafilter while the pump is running – pressurised hot water could escape.\n5. Descale every 3 months, or earlier if the descaling light comes on. Use the Velora DS-200 descaler and nothing else.\n6. Limescale damage isn't covered by the warranty.\n7. A double espresso needs 14–18 g of ground coffee.\nOrder spare parts at velora-coffee.com/parts.",
            ),
            Good(
                "preserve",
                "Before your first coffee, give the water tank a rinse and then run two full tanks of water through the machine – no coffee yet. Only ever fill the tank with fresh, cold water; sparkling or distilled water must never be used. The machine takes around 25 seconds to heat up. While the pump is running, don't remove the portafilter, because hot water under pressure may escape. Every 3 months – or sooner if the descaling light comes on – descale the machine, using the Velora DS-200 descaler exclusively. Please note that damage from limescale is not covered by the warranty. For a double espresso, use between 14 and 18 g of ground coffee. You can order spare parts from velora-coffee.com/parts.",
            ),
            Good(
                "pl",
                "Przed pierwszym użyciem wypłucz zbiornik na wodę i przepuść przez ekspres dwa pełne zbiorniki wody bez kawy. Do zbiornika wlewaj wyłącznie zimną, świeżą wodę; nigdy nie używaj wody gazowanej ani destylowanej. Ekspres nagrzewa się w około 25 sekund. Nie wyjmuj kolby, gdy pompa pracuje, ponieważ może wydostać się gorąca woda pod ciśnieniem. Odkamieniaj ekspres co 3 miesiące lub wcześniej, jeśli zaświeci się kontrolka odkamieniania, używając wyłącznie odkamieniacza Velora DS-200. Gwarancja nie obejmuje uszkodzeń spowodowanych przez kamień. Na podwójne espresso użyj od 14 do 18 g zmielonej kawy. Części zamienne można zamówić na stronie velora-coffee.com/parts.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Use the Velora DS-200 descaler and nothing else.",
                        "Use the Velora DS-250 descaler and nothing else.",
                    )
                ],
                "code",
            ),
            Slip(
                1,
                [
                    (
                        "damage from limescale is not covered by the warranty",
                        "damage from limescale is covered by the warranty",
                    )
                ],
                "negation",
            ),
            Bad(
                "preserve",
                "Przed pierwszym użyciem należy wypłukać zbiornik na wodę i przepuścić przez urządzenie dwa pełne zbiorniki wody, bez kawy. Zbiornik napełniaj tylko zimną, świeżą wodą – woda gazowana lub destylowana jest niedozwolona. Nagrzewanie trwa około 25 sekund. Kolby nie wolno wyjmować podczas pracy pompy, bo może wytrysnąć gorąca woda pod ciśnieniem. Ekspres trzeba odkamieniać co 3 miesiące albo wcześniej, gdy zapali się kontrolka, stosując jedynie odkamieniacz Velora DS-200. Szkody wywołane kamieniem nie są objęte gwarancją. Podwójne espresso: 14–18 g zmielonej kawy. Części zamienne: velora-coffee.com/parts.",
                "wrong_language",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-hybrid-working",
        source="From 1 October 2025, staff on hybrid contracts are required to work from the office at least 2 days a week, one of which must be Tuesday or Wednesday. Requests to work fully remotely can be made under the statutory flexible working procedure in Part 8A of the Employment Rights Act 1996 and will usually be answered within 4 weeks. Employees must not work from outside the UK for more than 10 working days a year without written approval from HR. Home-working equipment can be claimed up to a limit of £300 per person. Team leaders should review arrangements after 6 months. Questions should be sent to hr.policy@northgate-group.com.",
        good=[
            Good(
                "preserve",
                "Memo: hybrid working arrangements. With effect from 1 October 2025, employees on hybrid contracts must attend the office on a minimum of 2 days per week, one of which must be a Tuesday or a Wednesday. Staff wishing to work entirely remotely may submit a request through the statutory flexible working procedure set out in Part 8A of the Employment Rights Act 1996; a response will normally be given within 4 weeks. Working from outside the UK for more than 10 working days in a year is not permitted unless HR has given written approval. Claims for home-working equipment are capped at £300 per person. Team leaders are advised to review the arrangements after 6 months. Please direct any questions to hr.policy@northgate-group.com.",
            ),
            Good(
                "preserve",
                "Quick update on hybrid working: starting 1 October 2025, if you're on a hybrid contract you'll have to be in the office for 2 days a week or more – and one of those days has to be a Tuesday or Wednesday. Want to go fully remote? You can ask through the statutory flexible working procedure (Part 8A of the Employment Rights Act 1996), and you'll usually get an answer within 4 weeks. Working from abroad is limited: no more than 10 working days outside the UK each year, unless HR approves it in writing. You can claim up to £300 per person for home-working equipment. Team leaders should take another look at arrangements after 6 months. Any questions? Email hr.policy@northgate-group.com.",
            ),
            Good(
                "pl",
                "Od 1 października 2025 r. pracownicy zatrudnieni na umowach hybrydowych mają obowiązek pracować w biurze co najmniej 2 dni w tygodniu, przy czym jednym z nich musi być wtorek lub środa. Wnioski o pracę w pełni zdalną można składać w ramach ustawowej procedury elastycznej organizacji pracy określonej w części 8A ustawy Employment Rights Act 1996; odpowiedź udzielana jest zazwyczaj w ciągu 4 tygodni. Bez pisemnej zgody działu HR pracownikom nie wolno pracować spoza Wielkiej Brytanii dłużej niż 10 dni roboczych w roku. Koszty sprzętu do pracy w domu można zwrócić do kwoty 300 £ na osobę. Kierownicy zespołów powinni dokonać przeglądu ustaleń po 6 miesiącach. Pytania należy kierować na adres hr.policy@northgate-group.com.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Part 8A of the Employment Rights Act 1996",
                        "Part 8A of the Employment Act 2002",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                1,
                [("Team leaders should take another look", "Team leaders must take another look")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Wnioski o pracę w pełni zdalną można składać",
                        "Wnioski o pracę w pełni zdalną należy składać",
                    )
                ],
                "modality",
            ),
        ],
    )
)

CASES.append(
    Case(
        key="en-msc-admissions",
        source="Applications for the MSc in Environmental Data Science for entry in September 2026 open on 1 November 2025. Applicants should normally hold at least an upper second-class honours degree (2:1) in a quantitative subject; applicants with a 2:2 may be considered if they have at least 2 years of relevant work experience. Applicants whose first language is not English must achieve an IELTS score of 6.5 overall, with no component below 6.0. The programme has about 40 places, and early application is strongly recommended. A non-refundable deposit of £500 is required within 28 days of accepting an offer. The programme code is F9P7. Apply via pg.westmere.ac.uk.",
        good=[
            Good(
                "preserve",
                "MSc Environmental Data Science (programme code F9P7), September 2026 entry. Applications open 1 November 2025.\nEntry requirements: normally a 2:1 (upper second-class honours) or higher in a quantitative subject is expected. Applicants with a 2:2 may be considered provided they have 2 or more years of relevant work experience.\nEnglish language: if English is not your first language, an overall IELTS score of 6.5 is required, with no component under 6.0.\nPlaces: approximately 40; applying early is strongly recommended.\nDeposit: £500, non-refundable, payable within 28 days of accepting an offer.\nApply at pg.westmere.ac.uk.",
            ),
            Good(
                "preserve",
                "Entry in September 2026 to the MSc in Environmental Data Science (code F9P7) opens for applications on 1 November 2025. Applicants should normally hold no less than an upper second-class honours degree (2:1) in a quantitative discipline, although those holding a 2:2 may be considered if they can demonstrate a minimum of 2 years' relevant work experience. Where English is not the applicant's first language, an overall IELTS score of 6.5 must be achieved, with no individual component below 6.0. With around 40 places available, candidates are strongly advised to apply early. Within 28 days of accepting an offer, a non-refundable deposit of £500 must be paid. Applications are made through pg.westmere.ac.uk.",
            ),
            Good(
                "pl",
                "Rekrutacja na studia MSc in Environmental Data Science z rozpoczęciem we wrześniu 2026 r. rusza 1 listopada 2025 r. Kandydaci powinni z reguły mieć dyplom z wynikiem co najmniej upper second-class honours (2:1) z dziedziny ilościowej; kandydaci z wynikiem 2:2 mogą zostać wzięci pod uwagę, jeśli mają co najmniej 2 lata odpowiedniego doświadczenia zawodowego. Kandydaci, dla których angielski nie jest językiem ojczystym, muszą uzyskać wynik IELTS 6,5 ogółem, przy czym żadna część nie może być oceniona poniżej 6,0. Program oferuje około 40 miejsc, dlatego zdecydowanie zalecamy wczesne składanie aplikacji. W ciągu 28 dni od przyjęcia oferty wymagana jest wpłata bezzwrotnego depozytu w wysokości 500 £. Kod programu: F9P7. Aplikacje należy składać przez stronę pg.westmere.ac.uk.",
            ),
        ],
        bad=[
            Slip(0, [("with no component under 6.0", "with no component under 5.5")], "number"),
            Slip(
                1,
                [
                    (
                        "candidates are strongly advised to apply early",
                        "candidates are required to apply early",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Program oferuje około 40 miejsc, dlatego",
                        "Program oferuje około 40 miejsc, w tym 10 stypendiów pokrywających czesne, dlatego",
                    )
                ],
                "invented_fact",
            ),
        ],
    )
)
