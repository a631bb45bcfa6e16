# ruff: noqa: E501, RUF001
"""English source cases of blind set 45: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-gp-same-day-appointment-release",
        source="Same-day appointments at Riverside Medical Practice are released at 8:00 each weekday and are reserved for urgent problems. Please do not call before 8:00, as the phone lines will not be open. Routine appointments can be booked up to 4 weeks in advance online or at reception. If you cannot attend, you must cancel at least 24 hours beforehand; patients who miss 3 appointments in 12 months may be sent a warning letter. Telephone consultations usually last about 10 minutes. Repeat prescription requests should be made online and take 2 working days to process. We do not accept prescription requests over the phone.",
        good=[
            Good(
                "preserve",
                "At Riverside Medical Practice, same-day appointments go live at 8:00 every weekday and are kept for urgent problems only. Our phone lines won't be open before 8:00, so please don't ring earlier. For anything routine, you can book up to four weeks ahead, either online or at reception. If you can't make it, you must cancel at least 24 hours in advance — miss 3 appointments within 12 months and you may receive a warning letter. A telephone consultation usually takes about 10 minutes. Repeat prescriptions should be requested online and take 2 working days to process; we don't accept prescription requests over the phone.",
            ),
            Good(
                "preserve",
                "Riverside Medical Practice – appointment policy\n\n- Same-day appointments: released at 8:00 each weekday, for urgent problems only. The phone lines are not open before 8:00, so please do not call earlier.\n- Routine appointments: can be booked online or at reception up to 4 weeks in advance.\n- Cancellations: if you cannot attend, you must cancel at least 24 hours beforehand. Missing 3 appointments in 12 months may lead to a warning letter.\n- Telephone consultations: usually about 10 minutes.\n- Repeat prescriptions: requests should be made online and take 2 working days to process. We do not accept prescription requests by phone.",
            ),
            Good(
                "pl",
                "W przychodni Riverside Medical Practice wizyty na ten sam dzień są udostępniane w każdy dzień roboczy o 8:00 i przeznaczone wyłącznie dla pilnych problemów zdrowotnych. Prosimy nie dzwonić przed 8:00, ponieważ linie telefoniczne nie będą jeszcze czynne. Wizyty rutynowe można rezerwować do 4 tygodni naprzód przez internet lub w rejestracji. Jeśli nie możesz przyjść, musisz odwołać wizytę co najmniej 24 godziny wcześniej; pacjenci, którzy opuszczą 3 wizyty w ciągu 12 miesięcy, mogą otrzymać list z ostrzeżeniem. Konsultacje telefoniczne trwają zwykle około 10 minut. Prośby o recepty na leki stałe powinny być składane przez internet, a ich realizacja trwa 2 dni robocze. Nie przyjmujemy próśb o recepty przez telefon.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "we don't accept prescription requests over the phone",
                        "we also accept prescription requests over the phone",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("Missing 3 appointments in 12 months", "Missing 5 appointments in 12 months")],
                "number",
            ),
            Slip(2, [("musisz odwołać wizytę", "powinieneś odwołać wizytę")], "modality"),
        ],
    ),
    Case(
        key="en-council-tax-reduction-eligibility-guide",
        source="Council Tax Reduction (CTR) helps people on a low income pay their council tax bill. Under the Council Tax Reduction Schemes (Prescribed Requirements) (England) Regulations 2012, pensioners are assessed under the national scheme, while working-age residents are assessed under our local scheme. From 1 April 2025, the maximum reduction for working-age households is 80% of the bill. You will not qualify if you have savings over £16,000. Apply online within 1 month of moving in or of your income falling; backdating beyond 6 months is not normally possible. If you disagree with our decision, you can appeal to the Valuation Tribunal under section 16 of the Local Government Finance Act 1992.",
        good=[
            Good(
                "preserve",
                "What is Council Tax Reduction?\nCTR is help with your council tax bill if you're on a low income.\n\nWhich scheme applies to me?\nAs set out in the Council Tax Reduction Schemes (Prescribed Requirements) (England) Regulations 2012, pensioners are assessed under the national scheme and working-age residents under our local one.\n\nHow much can I get?\nFrom 1 April 2025, working-age households can have their bill cut by at most 80%. If your savings are over £16,000, you won't qualify.\n\nHow do I apply?\nApply online within 1 month of moving in or of your income dropping. We can't normally backdate a claim by more than 6 months.\n\nWhat if I disagree?\nYou can appeal against our decision to the Valuation Tribunal under section 16 of the Local Government Finance Act 1992.",
            ),
            Good(
                "preserve",
                "Council Tax Reduction (CTR) assists low-income residents with their council tax bill. In accordance with the Council Tax Reduction Schemes (Prescribed Requirements) (England) Regulations 2012, applicants of pension age are assessed under the national scheme and working-age applicants under the council's local scheme. With effect from 1 April 2025, the reduction for working-age households is capped at 80% of the bill. Applicants with savings in excess of £16,000 do not qualify. Apply online within one month of moving into the property or of a fall in income; backdating for longer than six months is not normally possible. A decision you disagree with can be appealed to the Valuation Tribunal under section 16 of the Local Government Finance Act 1992.",
            ),
            Good(
                "pl",
                "Obniżka podatku lokalnego (Council Tax Reduction, CTR) pomaga osobom o niskich dochodach opłacić rachunek za council tax. Zgodnie z Council Tax Reduction Schemes (Prescribed Requirements) (England) Regulations 2012 emeryci są oceniani według programu krajowego, a mieszkańcy w wieku produkcyjnym – według naszego programu lokalnego. Od 1 kwietnia 2025 r. maksymalna obniżka dla gospodarstw domowych w wieku produkcyjnym wynosi 80% rachunku. Nie zakwalifikujesz się, jeśli masz oszczędności powyżej 16 000 £. Złóż wniosek online w ciągu 1 miesiąca od wprowadzenia się lub od spadku dochodów; przyznanie obniżki wstecz za okres dłuższy niż 6 miesięcy zwykle nie jest możliwe. Jeśli nie zgadzasz się z naszą decyzją, możesz odwołać się do Valuation Tribunal na podstawie sekcji 16 Local Government Finance Act 1992.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "under section 16 of the Local Government Finance Act 1992",
                        "under section 61 of the Local Government Finance Act 1992",
                    )
                ],
                "legal_reference",
            ),
            Slip(1, [("With effect from 1 April 2025", "With effect from 1 April 2026")], "date"),
            Slip(2, [("powyżej 16 000 £", "powyżej 6 000 £")], "number"),
        ],
    ),
    Case(
        key="en-trailmate-android-release-notes-md",
        source="## What's new in Trailmate 4.12.0\n\n- Offline maps now download up to 40% faster on Wi-Fi.\n- New `Export GPX` option in the route menu.\n- Battery use while recording is reduced by about 15%.\n- Fixed a crash when opening saved routes on Android 14.\n\n### Known issues\n\n- Background sync may stop after the device restarts; reopen the app to resume it.\n\n### Requirements\n\nTrailmate 4.12.0 requires Android 9 (API level 28) or later. Devices on Android 8 will keep version 4.11.3 but will not receive new features. Full changelog: [trailmate.app/changelog](https://trailmate.app/changelog)",
        good=[
            Good(
                "preserve",
                "## Trailmate 4.12.0: what's new\n\n- On Wi-Fi, offline maps download up to 40% faster.\n- The route menu has a new `Export GPX` option.\n- Recording now uses about 15% less battery.\n- We fixed a crash that happened when saved routes were opened on Android 14.\n\n### Known issues\n\n- After a device restart, background sync may stop. To resume it, reopen the app.\n\n### Requirements\n\nYou need Android 9 (API level 28) or later to run Trailmate 4.12.0. Devices running Android 8 will stay on version 4.11.3 and won't get new features. See the full changelog at [trailmate.app/changelog](https://trailmate.app/changelog).",
            ),
            Good(
                "preserve",
                "## Trailmate 4.12.0 release notes\n\n- Faster offline maps: downloads over Wi-Fi are up to 40% quicker.\n- `Export GPX` added to the route menu.\n- Battery drain while recording cut by around 15%.\n- Crash on opening saved routes (Android 14) fixed.\n\n### Known issues\n\n- Background sync may stop once the device restarts. Reopen the app to get it going again.\n\n### Requirements\n\nAndroid 9 (API level 28) or newer is required for Trailmate 4.12.0. Android 8 devices will remain on 4.11.3 and will not get new features. Full changelog: [trailmate.app/changelog](https://trailmate.app/changelog)",
            ),
            Good(
                "pl",
                "## Co nowego w Trailmate 4.12.0\n\n- Mapy offline pobierają się przez Wi-Fi nawet o 40% szybciej.\n- Nowa opcja `Export GPX` w menu trasy.\n- Zużycie baterii podczas nagrywania spadło o około 15%.\n- Naprawiono awarię przy otwieraniu zapisanych tras na Androidzie 14.\n\n### Znane problemy\n\n- Synchronizacja w tle może się zatrzymać po ponownym uruchomieniu urządzenia; aby ją wznowić, otwórz ponownie aplikację.\n\n### Wymagania\n\nTrailmate 4.12.0 wymaga Androida 9 (poziom API 28) lub nowszego. Urządzenia z Androidem 8 pozostaną przy wersji 4.11.3, ale nie będą otrzymywać nowych funkcji. Pełna lista zmian: [trailmate.app/changelog](https://trailmate.app/changelog)",
            ),
        ],
        bad=[
            Slip(
                0, [("option.\n- Recording now uses", "option, and recording now uses")], "markdown"
            ),
            Slip(1, [("cut by around 15%", "cut by around 25%")], "number"),
            Slip(2, [("`Export GPX`", "`Export KML`")], "code"),
        ],
    ),
    Case(
        key="en-zoo-annual-membership-card-terms",
        source="Annual membership of Hollins Park Zoo is valid for 12 months from the date of purchase and gives unlimited daytime entry. Your membership card is not transferable and must be shown with photo ID at the gate. Members may bring up to two guests per visit at a 25% discount on the standard ticket price. Membership does not include entry to special evening events such as Zoo Lights. If you renew before your expiry date, you will receive one extra month free. Refunds are available only within 14 days of purchase, and only if the card has not been used. The zoo is closed on 25 December.",
        good=[
            Good(
                "preserve",
                "Your Hollins Park Zoo annual membership:\n\n- lasts 12 months from the day you buy it and lets you visit as often as you like during the day;\n- can't be transferred to anyone else, and you must show your card together with photo ID at the gate;\n- lets you bring up to two guests per visit, who get 25% off the standard ticket price;\n- doesn't cover special evening events such as Zoo Lights.\n\nRenew before your expiry date and you'll get one extra month free. You can only get a refund within 14 days of purchase, and only if you haven't used the card. Please note that the zoo is closed on 25 December.",
            ),
            Good(
                "preserve",
                "Hollins Park Zoo annual membership entitles the holder to unlimited daytime admission for 12 months from the date of purchase. Cards are non-transferable and must be presented at the gate together with photo identification. On each visit, members may be accompanied by a maximum of two guests, who receive a 25% discount on the standard ticket price. Special evening events, including Zoo Lights, are not included. Members who renew before their expiry date will receive an additional month free of charge. Refunds are given only within 14 days of purchase and only where the card has not been used. Please note that the zoo is closed on 25 December.",
            ),
            Good(
                "pl",
                "Roczne członkostwo w Hollins Park Zoo jest ważne przez 12 miesięcy od daty zakupu i uprawnia do nieograniczonego wstępu w ciągu dnia. Karta członkowska nie może być przekazana innej osobie i musi być okazywana przy bramie razem z dokumentem tożsamości ze zdjęciem. Członkowie mogą zabrać ze sobą maksymalnie dwóch gości na jedną wizytę, którzy otrzymują 25% zniżki od standardowej ceny biletu. Członkostwo nie obejmuje wstępu na specjalne wydarzenia wieczorne, takie jak Zoo Lights. Jeśli przedłużysz członkostwo przed datą wygaśnięcia, otrzymasz jeden dodatkowy miesiąc gratis. Zwrot pieniędzy jest możliwy wyłącznie w ciągu 14 dni od zakupu i tylko wtedy, gdy karta nie była używana. Zoo jest zamknięte 25 grudnia.",
            ),
        ],
        bad=[
            Slip(0, [("you must show your card", "you should show your card")], "modality"),
            Slip(
                1,
                [
                    (
                        "Special evening events, including Zoo Lights, are not included.",
                        "Special evening events, including Zoo Lights, are included.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("zamknięte 25 grudnia", "zamknięte 24 grudnia")], "date"),
        ],
    ),
    Case(
        key="en-dinghy-club-water-safety-rules",
        source="All members and visitors must wear a buoyancy aid whenever they are on the water or on the pontoons, regardless of swimming ability. No dinghy may launch when the wind at the clubhouse exceeds 25 knots or when the red flag is flying. Juniors under 16 must not sail without a qualified instructor or a parent on the water in a safety boat. Before launching, every helm should sign out on the board in the dinghy park and sign back in on return. The safety boat is normally crewed from 10:00 to 16:00 on Saturdays and Sundays; outside these hours you sail at your own risk. Alcohol must not be consumed before sailing.",
        good=[
            Good(
                "preserve",
                "Club safety rules\n\n1. You must wear a buoyancy aid at all times on the water and on the pontoons. This applies to every member and visitor, however well they swim.\n2. Dinghies may not launch if the red flag is flying or if the wind at the clubhouse is above 25 knots.\n3. Juniors under 16 must not sail unless a qualified instructor or a parent is on the water in a safety boat.\n4. Each helm should sign out on the board in the dinghy park before launching and sign back in when they return.\n5. The safety boat is normally crewed on Saturdays and Sundays from 10:00 to 16:00. Outside those hours, you sail at your own risk.\n6. You must not drink alcohol before sailing.",
            ),
            Good(
                "preserve",
                "Whatever your swimming ability, you must wear a buoyancy aid on the water and on the pontoons — this goes for visitors as well as members. Launching is not permitted while the red flag is flying or when the wind measured at the clubhouse is over 25 knots. Sailors under 16 must not go out unless a qualified instructor or a parent is afloat in a safety boat. Before you launch, you should sign out on the board in the dinghy park, and you should sign back in when you come ashore. Drinking alcohol before sailing is not allowed. At weekends the safety boat is normally crewed between 10:00 and 16:00; if you sail outside those hours, you do so at your own risk.",
            ),
            Good(
                "pl",
                "Wszyscy członkowie i goście muszą nosić kamizelkę asekuracyjną zawsze, gdy są na wodzie lub na pomostach, niezależnie od umiejętności pływania. Żadna łódź nie może zostać zwodowana, gdy wiatr przy budynku klubu przekracza 25 węzłów lub gdy wywieszona jest czerwona flaga. Juniorzy poniżej 16 lat nie mogą żeglować bez wykwalifikowanego instruktora lub rodzica na wodzie w łodzi asekuracyjnej. Przed wypłynięciem każdy sternik powinien wypisać się na tablicy na placu łodzi, a po powrocie wpisać się z powrotem. Łódź asekuracyjna jest zwykle obsadzona w soboty i niedziele od 10:00 do 16:00; poza tymi godzinami żeglujesz na własne ryzyko. Przed żeglowaniem nie wolno spożywać alkoholu.",
            ),
        ],
        bad=[
            Slip(0, [("is above 25 knots", "is above 35 knots")], "number"),
            Slip(
                1, [("you must wear a buoyancy aid", "you should wear a buoyancy aid")], "modality"
            ),
            Slip(
                2,
                [
                    (
                        "Przed żeglowaniem nie wolno spożywać alkoholu.",
                        "Przed żeglowaniem wolno spożywać alkohol.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-eurocomp-early-career-travel-grants",
        source="The Society offers travel grants of up to €600 to help early-career researchers attend EUROCOMP 2025 in Lisbon (8–11 September). Applicants must be PhD students or within 3 years of completing their doctorate and must be presenting a paper or poster. Applications close at 23:59 CET on 15 May 2025 and should be submitted through the form at https://eurocomp2025.org/grants. Decisions will be announced by 20 June. Grants are paid after the conference on receipt of original receipts; advance payments are not possible. Questions can be sent to grants@eurocomp2025.org. Previous grant holders are not eligible.",
        good=[
            Good(
                "preserve",
                "Heading to EUROCOMP 2025 in Lisbon (8–11 September)? If you're an early-career researcher, the Society can cover up to €600 of your travel costs. To apply, you must be a PhD student or within 3 years of finishing your doctorate, and you must be presenting a paper or a poster. If you've held one of these grants before, you're not eligible. Applications should be submitted through the form at https://eurocomp2025.org/grants by 23:59 CET on 15 May 2025, and decisions will be announced by 20 June. We can't pay in advance: grants are paid after the conference once we receive your original receipts. Any questions? Email grants@eurocomp2025.org.",
            ),
            Good(
                "preserve",
                "The Society's travel grants for EUROCOMP 2025 (Lisbon, 8–11 September)\n\n- Amount: up to €600, for early-career researchers.\n- Eligibility: applicants must be PhD students or within 3 years of completing their doctorate, and must be presenting a paper or poster. Previous grant holders are not eligible.\n- Deadline: 15 May 2025, 23:59 CET. Applications should be submitted via the form at https://eurocomp2025.org/grants.\n- Decisions: announced by 20 June.\n- Payment: after the conference, on receipt of original receipts; advance payments are not possible.\n- Questions: grants@eurocomp2025.org",
            ),
            Good(
                "pl",
                "Towarzystwo oferuje granty podróżne w wysokości do 600 € dla młodych naukowców, aby ułatwić im udział w konferencji EUROCOMP 2025 w Lizbonie (8–11 września). Wnioskodawcy muszą być doktorantami lub osobami, które uzyskały doktorat nie dawniej niż 3 lata temu, i muszą prezentować referat lub plakat. Nabór wniosków kończy się 15 maja 2025 r. o 23:59 CET; wnioski powinny być składane przez formularz na stronie https://eurocomp2025.org/grants. Decyzje zostaną ogłoszone do 20 czerwca. Granty są wypłacane po konferencji, po otrzymaniu oryginałów rachunków; wypłata zaliczek nie jest możliwa. Pytania można kierować na adres grants@eurocomp2025.org. Osoby, które już wcześniej otrzymały taki grant, nie mogą się o niego ubiegać.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "the Society can cover up to €600 of your travel costs.",
                        "the Society can cover up to €600 of your travel costs, plus your conference registration fee.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("grants@eurocomp2025.org", "grant@eurocomp2025.org")], "url"),
            Slip(2, [("do 20 czerwca", "do 20 lipca")], "date"),
        ],
    ),
    Case(
        key="en-isoprene-soa-chamber-yield-abstract",
        source="Isoprene emitted by broadleaf forests is a major precursor of secondary organic aerosol (SOA), but its yield under low-NOx conditions remains uncertain. We report chamber experiments at 298 K and 40% relative humidity in which SOA mass yields ranged from 1.8% to 4.6%, roughly twice the values assumed in most global models. Building on the epoxydiol pathway described by Paulot et al. (2009, Science 325, 730–733), we show that acidic seed particles enhance uptake of IEPOX. Our results suggest that current models probably underestimate isoprene-derived SOA over the south-eastern United States by 30–50%, which may partly explain the persistent summertime bias reported by Kim et al. (2015).",
        good=[
            Good(
                "preserve",
                "Broadleaf forests emit isoprene, a major precursor of secondary organic aerosol (SOA), yet how much SOA it yields when NOx is low is still uncertain. In chamber experiments at 298 K and 40% relative humidity, we measured SOA mass yields of 1.8% to 4.6% — roughly double the values most global models assume. Extending the epoxydiol pathway described by Paulot et al. (2009, Science 325, 730–733), we show that acidic seed particles increase the uptake of IEPOX. These findings suggest that current models probably underestimate isoprene-derived SOA over the south-eastern United States by 30–50%, which may partly account for the persistent summertime bias reported by Kim et al. (2015).",
            ),
            Good(
                "preserve",
                "Isoprene, which is emitted by broadleaf forests, is a major precursor of secondary organic aerosol (SOA); however, its SOA yield under low-NOx conditions is still uncertain. Here, chamber experiments were carried out at 298 K and 40% relative humidity. Measured SOA mass yields were between 1.8% and 4.6%, about two times the values assumed in most global models. Following the epoxydiol pathway described by Paulot et al. (2009, Science 325, 730–733), we demonstrate that IEPOX uptake is enhanced by acidic seed particles. The results suggest that isoprene-derived SOA over the south-eastern United States is probably underestimated in current models by 30–50%. This may partly explain the persistent summertime bias reported by Kim et al. (2015).",
            ),
            Good(
                "pl",
                "Izopren emitowany przez lasy liściaste jest ważnym prekursorem wtórnego aerozolu organicznego (SOA), jednak jego wydajność w warunkach niskiego stężenia NOx pozostaje niepewna. Przedstawiamy wyniki eksperymentów komorowych w temperaturze 298 K i przy wilgotności względnej 40%, w których masowa wydajność SOA wynosiła od 1,8% do 4,6%, czyli mniej więcej dwukrotnie więcej niż wartości przyjmowane w większości modeli globalnych. Opierając się na szlaku epoksydiolowym opisanym przez Paulota i in. (2009, Science 325, 730–733), pokazujemy, że kwaśne cząstki zarodkowe zwiększają wychwyt IEPOX. Nasze wyniki sugerują, że obecne modele prawdopodobnie zaniżają ilość SOA pochodzącego z izoprenu nad południowo-wschodnimi Stanami Zjednoczonymi o 30–50%, co może częściowo wyjaśniać utrzymujące się letnie odchylenie opisane przez Kima i in. (2015).",
            ),
        ],
        bad=[
            Slip(0, [("Kim et al. (2015)", "Kim et al. (2017)")], "citation"),
            Slip(1, [("is probably underestimated", "is underestimated")], "hedge"),
            Slip(2, [("od 1,8% do 4,6%", "od 1,8% do 6,4%")], "number"),
        ],
    ),
    Case(
        key="en-bath-toy-suction-cup-recall",
        source="Product safety notice: Wobbly Whale bath toy (batch codes WW2403 to WW2411)\n\nWe have found that the suction cup on some Wobbly Whale bath toys can detach and poses a choking hazard. The toy therefore does not meet the requirements of the Toys (Safety) Regulations 2011 (SI 2011/1881). Please stop using the toy immediately and keep it out of reach of children. Do not return it to the shop. Instead, register for a full refund at www.bubbleplay.co.uk/recall or call 0800 123 4567 (free, Monday–Friday, 9am–5pm). You do not need a receipt. Other Bubbleplay products are not affected.",
        good=[
            Good(
                "preserve",
                "Safety notice – Wobbly Whale bath toy, batch codes WW2403 to WW2411\n\nWe have found that on some of these bath toys the suction cup can come off, which poses a choking hazard. As a result, the toy does not meet the requirements of the Toys (Safety) Regulations 2011 (SI 2011/1881).\n\nWhat to do:\n- Stop using the toy straight away and keep it out of children's reach.\n- Don't take it back to the shop.\n- Instead, register for a full refund at www.bubbleplay.co.uk/recall, or ring 0800 123 4567 (free, 9am–5pm, Monday to Friday). No receipt is needed.\n\nNo other Bubbleplay products are affected.",
            ),
            Good(
                "preserve",
                "We have identified that the suction cup on certain Wobbly Whale bath toys (batch codes WW2403–WW2411) can detach, creating a choking hazard; the toy consequently fails to meet the requirements of the Toys (Safety) Regulations 2011 (SI 2011/1881). Please stop using it at once and keep it out of the reach of children. Please do not return the toy to the shop: instead, a full refund can be claimed by registering at www.bubbleplay.co.uk/recall or by calling 0800 123 4567 (free of charge, Monday to Friday, 9am to 5pm). A receipt is not required. No other Bubbleplay products are affected.",
            ),
            Good(
                "pl",
                "Komunikat dotyczący bezpieczeństwa produktu: zabawka do kąpieli Wobbly Whale (kody partii od WW2403 do WW2411)\n\nStwierdziliśmy, że przyssawka w niektórych zabawkach do kąpieli Wobbly Whale może się odczepić i stwarza ryzyko zadławienia. W związku z tym zabawka nie spełnia wymagań Toys (Safety) Regulations 2011 (SI 2011/1881). Prosimy natychmiast przestać używać zabawki i przechowywać ją poza zasięgiem dzieci. Prosimy nie zwracać jej do sklepu. Zamiast tego można zarejestrować się po pełny zwrot pieniędzy na stronie www.bubbleplay.co.uk/recall lub zadzwonić pod numer 0800 123 4567 (bezpłatnie, od poniedziałku do piątku, 9:00–17:00). Paragon nie jest potrzebny. Inne produkty Bubbleplay nie są objęte tym problemem.",
            ),
        ],
        bad=[
            Slip(0, [("No receipt is needed.", "A receipt is needed.")], "negation"),
            Slip(1, [("www.bubbleplay.co.uk/recall", "www.bubbleplay.com/recall")], "url"),
            Slip(2, [("SI 2011/1881", "SI 2011/1811")], "legal_reference"),
        ],
    ),
    Case(
        key="en-allotment-waiting-list-position-letter",
        source="Dear Ms Okafor,\n\nThank you for applying for an allotment at Beech Lane. You have been added to our waiting list and are currently number 37. Around 10 to 15 plots usually become available each year, so we expect the wait to be roughly 2 to 3 years, although we cannot guarantee this. You do not need to reapply, but you must confirm by 31 January each year that you still want to stay on the list; if we do not hear from you, your name will be removed. Please tell us if your address or email changes. We are not able to offer plots on other sites.\n\nYours sincerely,\nAllotments Officer",
        good=[
            Good(
                "preserve",
                "Dear Ms Okafor,\n\nThanks for your application for an allotment at Beech Lane. We've put you on our waiting list, where you're currently number 37. Usually around 10 to 15 plots come free each year, so we expect you'll wait roughly 2 to 3 years — but we can't guarantee that.\n\nThere's no need to reapply. However, you must confirm every year by 31 January that you still want to stay on the list, or your name will be removed. Please let us know if your address or email changes. Unfortunately, we can't offer plots on other sites.\n\nYours sincerely,\nAllotments Officer",
            ),
            Good(
                "preserve",
                "Dear Ms Okafor,\n\nWe acknowledge receipt of your application for an allotment at Beech Lane. Your name has been entered on our waiting list, on which you are currently in position 37. As approximately 10 to 15 plots typically become vacant each year, we anticipate a waiting time of roughly 2 to 3 years; however, this cannot be guaranteed.\n\nA new application is not required. You must, however, confirm by 31 January of each year that you wish to remain on the list. Should we not hear from you, your name will be removed. Please inform us of any change to your address or email. We are unable to offer plots at other sites.\n\nYours sincerely,\nAllotments Officer",
            ),
            Good(
                "pl",
                "Szanowna Pani Okafor,\n\ndziękujemy za złożenie wniosku o działkę przy Beech Lane. Została Pani wpisana na naszą listę oczekujących i obecnie zajmuje na niej 37. miejsce. Co roku zwykle zwalnia się około 10–15 działek, dlatego przewidujemy, że oczekiwanie potrwa mniej więcej 2–3 lata, choć nie możemy tego zagwarantować. Nie musi Pani ponownie składać wniosku, ale co roku do 31 stycznia musi Pani potwierdzić, że nadal chce Pani pozostać na liście; jeśli nie otrzymamy od Pani odpowiedzi, Pani nazwisko zostanie usunięte. Prosimy o informację w razie zmiany adresu lub adresu e-mail. Nie możemy zaoferować działek na innych terenach.\n\nZ poważaniem\nSpecjalista ds. działek",
            ),
        ],
        bad=[
            Slip(0, [("by 31 January", "by 31 March")], "date"),
            Slip(
                1,
                [
                    (
                        "become vacant each year,",
                        "become vacant each year, mostly when tenants move away from the area,",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("Nie musi Pani ponownie składać wniosku", "Musi Pani ponownie złożyć wniosek")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-museum-loan-object-care-clause",
        source="4. Care of objects\n\n4.1 The Borrower shall display the Objects only in the galleries named in Schedule 2 and shall not move them to any other venue without the Lender's prior written consent.\n4.2 Relative humidity in display cases must be kept at 50% ± 5% and light levels must not exceed 50 lux.\n4.3 The Borrower may photograph the Objects for condition reports and press purposes, but shall not permit flash photography by visitors.\n4.4 The Objects are likely to require a period of acclimatisation of approximately 24 hours before unpacking; the Lender's courier will advise on site.\n4.5 Insurance shall be provided under the Government Indemnity Scheme in accordance with section 16 of the National Heritage Act 1980.",
        good=[
            Good(
                "preserve",
                "4. Care of objects\n\n4.1 The Borrower must display the Objects only in the galleries listed in Schedule 2 and must not move them to any other venue unless the Lender has given prior written consent.\n4.2 In display cases, relative humidity must be maintained at 50% ± 5%, and light levels must be no higher than 50 lux.\n4.3 The Borrower may take photographs of the Objects for condition reports and for press purposes, but must not allow visitors to use flash photography.\n4.4 Before unpacking, the Objects are likely to need approximately 24 hours to acclimatise; the Lender's courier will give advice on site.\n4.5 Insurance must be provided under the Government Indemnity Scheme, in accordance with section 16 of the National Heritage Act 1980.",
            ),
            Good(
                "preserve",
                "Summary of clause 4 (Care of objects). Under clause 4.1, the Borrower shall display the Objects only in the galleries named in Schedule 2 and shall not move them to any other venue without the Lender's prior written consent. Clause 4.2 requires relative humidity in display cases to be kept at 50% ± 5% and light levels not to exceed 50 lux. Under clause 4.3, the Borrower may photograph the Objects for condition reports and press use but shall not permit visitors to take flash photographs. Clause 4.4 notes that the Objects are likely to need around 24 hours of acclimatisation before they are unpacked, and that the Lender's courier will advise on site. Under clause 4.5, insurance shall be provided through the Government Indemnity Scheme in accordance with section 16 of the National Heritage Act 1980.",
            ),
            Good(
                "pl",
                "4. Opieka nad obiektami\n\n4.1 Biorący jest zobowiązany eksponować Obiekty wyłącznie w salach wymienionych w Załączniku 2 i nie może przenosić ich do żadnego innego miejsca bez uprzedniej pisemnej zgody Użyczającego.\n4.2 Wilgotność względna w gablotach musi być utrzymywana na poziomie 50% ± 5%, a natężenie światła nie może przekraczać 50 luksów.\n4.3 Biorący może fotografować Obiekty na potrzeby raportów o stanie zachowania oraz w celach prasowych, ale nie może zezwalać zwiedzającym na fotografowanie z lampą błyskową.\n4.4 Obiekty będą prawdopodobnie wymagały aklimatyzacji trwającej około 24 godzin przed rozpakowaniem; kurier Użyczającego udzieli wskazówek na miejscu.\n4.5 Ubezpieczenie musi zostać zapewnione w ramach Government Indemnity Scheme zgodnie z sekcją 16 National Heritage Act 1980.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "section 16 of the National Heritage Act 1980",
                        "section 18 of the National Heritage Act 1980",
                    )
                ],
                "legal_reference",
            ),
            Slip(1, [("are likely to need around 24 hours", "will need around 24 hours")], "hedge"),
            Slip(
                2,
                [("nie może zezwalać zwiedzającym", "nie powinien zezwalać zwiedzającym")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-european-rural-ozone-trend-abstract",
        source="Surface ozone at European rural background sites has shown no significant trend since 2005, despite reductions of roughly 40% in anthropogenic NOx emissions over the same period. Using 18 years of hourly data from 62 EMEP stations, we find that summertime peak ozone decreased by 1.2 ppb per decade, while winter medians increased. The increase is most likely due to reduced titration by NO rather than to changes in hemispheric background ozone, in line with the attribution of Yan et al. (2018, Atmos. Chem. Phys. 18, 5589–5605). These results indicate that further NOx cuts may temporarily raise ozone in urban areas before lowering it.",
        good=[
            Good(
                "preserve",
                "Although anthropogenic NOx emissions have fallen by roughly 40% since 2005, surface ozone at rural background sites in Europe has shown no significant trend over that period. Our analysis of 18 years of hourly measurements from 62 EMEP stations shows that peak ozone in summer fell by 1.2 ppb per decade, whereas winter medians rose. This rise is most likely caused by weaker titration by NO, not by shifts in hemispheric background ozone, which agrees with the attribution by Yan et al. (2018, Atmos. Chem. Phys. 18, 5589–5605). The results indicate that further NOx reductions may temporarily increase ozone in urban areas before bringing it down.",
            ),
            Good(
                "preserve",
                "Key findings:\n\n- Since 2005, surface ozone at European rural background sites has shown no significant trend, even though anthropogenic NOx emissions dropped by roughly 40% over that time.\n- Based on 18 years of hourly data from 62 EMEP stations, summertime peak ozone declined by 1.2 ppb per decade, while winter medians went up.\n- The winter increase is most likely explained by less titration by NO rather than by changes in hemispheric background ozone, consistent with the attribution of Yan et al. (2018, Atmos. Chem. Phys. 18, 5589–5605).\n- The results indicate that further cuts in NOx may temporarily raise urban ozone before lowering it.",
            ),
            Good(
                "pl",
                "Stężenie ozonu przy powierzchni ziemi na europejskich wiejskich stacjach tła nie wykazuje istotnego trendu od 2005 r., mimo że antropogeniczne emisje NOx zmniejszyły się w tym okresie o około 40%. Na podstawie 18 lat danych godzinowych z 62 stacji EMEP stwierdzamy, że letnie maksima ozonu spadały o 1,2 ppb na dekadę, podczas gdy mediany zimowe wzrosły. Wzrost ten wynika najprawdopodobniej ze słabszego miareczkowania przez NO, a nie ze zmian w tle ozonu na półkuli, co jest zgodne z atrybucją Yana i in. (2018, Atmos. Chem. Phys. 18, 5589–5605). Wyniki te wskazują, że dalsze ograniczanie emisji NOx może przejściowo zwiększyć stężenie ozonu na obszarach miejskich, zanim doprowadzi do jego spadku.",
            ),
        ],
        bad=[
            Slip(0, [("This rise is most likely caused by", "This rise is caused by")], "hedge"),
            Slip(
                1,
                [
                    (
                        "- Based on 18 years of hourly data from 62 EMEP stations, summertime peak ozone declined by 1.2 ppb per decade, while winter medians went up.",
                        "- Na podstawie 18 lat danych godzinowych z 62 stacji EMEP letnie maksima ozonu spadały o 1,2 ppb na dekadę, a mediany zimowe wzrosły.",
                    )
                ],
                "wrong_language",
            ),
            Slip(2, [("Yana i in. (2018,", "Yana i in. (2016,")], "citation"),
        ],
    ),
    Case(
        key="en-tidyclip-cli-readme-install-usage",
        source="## Installation\n\n`tidyclip` requires Python 3.10 or newer. Install it from PyPI:\n\n```bash\npip install tidyclip==2.3.1\n```\n\n## Usage\n\nRun `tidyclip --dry-run ./videos` to preview which files would be renamed; nothing is changed on disk. To apply the changes, drop the `--dry-run` flag. By default, hidden files are not processed. Configuration is read from `~/.config/tidyclip/config.toml`; if the file does not exist, the defaults are used.\n\n> **Note:** Windows is not supported yet. Do not run tidyclip on network drives, as renames are not atomic there.",
        good=[
            Good(
                "preserve",
                "## Installation\n\nYou'll need Python 3.10 or later for `tidyclip`. Install it from PyPI:\n\n```bash\npip install tidyclip==2.3.1\n```\n\n## Usage\n\nTo preview which files would be renamed, run `tidyclip --dry-run ./videos` — nothing on disk is changed. When you're ready to apply the changes, run it again without the `--dry-run` flag. Hidden files are not processed by default. Settings are read from `~/.config/tidyclip/config.toml`, and if that file doesn't exist, the defaults apply.\n\n> **Note:** Windows isn't supported yet. Don't run tidyclip on network drives, because renames there are not atomic.",
            ),
            Good(
                "preserve",
                "## Installation\n\n`tidyclip` needs Python 3.10+. It is available on PyPI:\n\n```bash\npip install tidyclip==2.3.1\n```\n\n## Usage\n\n`tidyclip --dry-run ./videos` shows which files would be renamed without changing anything on disk. Omit the `--dry-run` flag to actually apply the changes. Hidden files are skipped by default. The configuration file is `~/.config/tidyclip/config.toml`; when it is missing, the default settings are used.\n\n> **Note:** There is no Windows support yet. Do not run tidyclip on network drives: renames on them are not atomic.",
            ),
            Good(
                "pl",
                "## Instalacja\n\n`tidyclip` wymaga Pythona 3.10 lub nowszego. Zainstaluj go z PyPI:\n\n```bash\npip install tidyclip==2.3.1\n```\n\n## Użycie\n\nUruchom `tidyclip --dry-run ./videos`, aby zobaczyć, które pliki zostałyby przemianowane; nic na dysku nie zostanie zmienione. Aby zastosować zmiany, pomiń flagę `--dry-run`. Domyślnie pliki ukryte nie są przetwarzane. Konfiguracja jest wczytywana z `~/.config/tidyclip/config.toml`; jeśli ten plik nie istnieje, używane są ustawienia domyślne.\n\n> **Uwaga:** Windows nie jest jeszcze obsługiwany. Nie uruchamiaj tidyclip na dyskach sieciowych, ponieważ zmiana nazw nie jest tam operacją atomową.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Hidden files are not processed by default.",
                        "Hidden files are processed by default.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("pip install tidyclip==2.3.1", "pip install tidyclip==2.1.3")], "code"),
            Slip(
                2,
                [("```bash\npip install tidyclip==2.3.1\n```", "pip install tidyclip==2.3.1")],
                "markdown",
            ),
        ],
    ),
    Case(
        key="en-tenancy-deposit-protection-key-points",
        source="Your deposit of £1,150 has been protected with the Deposit Protection Service (DPS) within 30 days of receipt, as required by section 213 of the Housing Act 2004. At the end of the tenancy, the landlord and tenant should try to agree any deductions. The landlord must return the undisputed amount within 10 days of agreement. If you cannot agree, either party may refer the dispute to the DPS's free adjudication service; this must be done within 3 months of the tenancy ending. Deductions can only be made for damage beyond fair wear and tear, unpaid rent or missing items listed in the inventory.",
        good=[
            Good(
                "preserve",
                "Your £1,150 deposit is protected: it was registered with the Deposit Protection Service (DPS) within 30 days of receipt, as section 213 of the Housing Act 2004 requires. When your tenancy ends, you and your landlord should try to agree on any deductions; once you have agreed, the landlord must pay back the undisputed amount within 10 days. If you can't agree, either of you may take the dispute to the DPS's free adjudication service — but this must happen within 3 months of the tenancy ending. Deductions can only be made for damage beyond fair wear and tear, unpaid rent, or missing items listed in the inventory.",
            ),
            Good(
                "preserve",
                "Tenancy deposit – key points\n\n- Amount: £1,150, protected with the Deposit Protection Service (DPS).\n- Timing: protected within 30 days of receipt, as required by section 213 of the Housing Act 2004.\n- End of tenancy: landlord and tenant should try to agree any deductions; the landlord must return the undisputed amount within 10 days of agreement.\n- Disagreements: either party may refer the dispute to the DPS's free adjudication service, which must be done within 3 months of the tenancy ending.\n- Deductions: can only be made for damage beyond fair wear and tear, unpaid rent, or missing items listed in the inventory.",
            ),
            Good(
                "pl",
                "Twoja kaucja w wysokości 1150 £ została zabezpieczona w Deposit Protection Service (DPS) w ciągu 30 dni od jej otrzymania, zgodnie z wymogiem sekcji 213 Housing Act 2004. Po zakończeniu najmu wynajmujący i najemca powinni spróbować uzgodnić ewentualne potrącenia. Wynajmujący musi zwrócić bezsporną kwotę w ciągu 10 dni od osiągnięcia porozumienia. Jeśli nie dojdziecie do porozumienia, każda ze stron może skierować spór do bezpłatnej procedury rozstrzygania sporów prowadzonej przez DPS; musi to nastąpić w ciągu 3 miesięcy od zakończenia najmu. Potrącenia mogą dotyczyć wyłącznie szkód wykraczających poza normalne zużycie, niezapłaconego czynszu lub brakujących przedmiotów wymienionych w protokole zdawczo-odbiorczym.",
            ),
        ],
        bad=[
            Slip(0, [("Your £1,150 deposit", "Your £1,500 deposit")], "number"),
            Slip(
                1,
                [
                    (
                        "the landlord must return the undisputed amount",
                        "the landlord should return the undisputed amount",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("sekcji 213 Housing Act 2004", "sekcji 214 Housing Act 2004")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="en-year8-museum-trip-parent-letter",
        source="Dear Parents and Carers,\n\nYear 8 will visit the Natural History Museum in London on Thursday 13 March. The coach will leave school at 8:15 and should return by about 16:30. The trip costs £18 per pupil, payable through ParentPay by Friday 28 February. No pupil will be left behind because of cost; please contact the school office in confidence if you need help. Pupils should bring a packed lunch and a drink, but no fizzy drinks or glass bottles. School uniform must be worn. Mobile phones may be brought but must be kept switched off on the coach.\n\nMrs J. Patel, Head of Year 8",
        good=[
            Good(
                "preserve",
                "Dear Parents and Carers,\n\nOn Thursday 13 March, Year 8 are going to the Natural History Museum in London. The coach leaves school at 8:15 and should be back by about 16:30.\n\nThe cost is £18 per pupil, to be paid through ParentPay by Friday 28 February. No pupil will miss out because of cost — if you need help, please contact the school office in confidence.\n\nPupils should bring a packed lunch and a drink (no fizzy drinks or glass bottles), and they must wear school uniform. They may bring mobile phones, but phones must be kept switched off on the coach.\n\nMrs J. Patel, Head of Year 8",
            ),
            Good(
                "preserve",
                "Dear Parents and Carers,\n\nHere are the details of the Year 8 trip to the Natural History Museum in London:\n\n- Date: Thursday 13 March\n- Times: the coach leaves school at 8:15 and should return by about 16:30\n- Cost: £18 per pupil, payable through ParentPay by Friday 28 February. No pupil will be left behind because of cost, so please get in touch with the school office in confidence if you need help.\n- Pupils should bring: a packed lunch and a drink — no fizzy drinks and no glass bottles\n- Dress: school uniform must be worn\n- Phones: may be brought, but must be kept switched off on the coach\n\nMrs J. Patel, Head of Year 8",
            ),
            Good(
                "pl",
                "Szanowni Rodzice i Opiekunowie,\n\nw czwartek 13 marca uczniowie Year 8 pojadą do Natural History Museum w Londynie. Autokar odjedzie spod szkoły o 8:15 i powinien wrócić do około 16:30. Koszt wycieczki wynosi 18 £ od ucznia, płatne przez ParentPay do piątku 28 lutego. Żaden uczeń nie zostanie wykluczony z wyjazdu z powodu kosztów; jeśli potrzebują Państwo pomocy, prosimy o poufny kontakt z sekretariatem szkoły. Uczniowie powinni zabrać własny prowiant i napój, ale bez napojów gazowanych i szklanych butelek. Uczniowie muszą mieć na sobie mundurek szkolny. Telefony komórkowe można zabrać, ale w autokarze muszą być wyłączone.\n\nMrs J. Patel, koordynatorka Year 8",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Year 8 are going to the Natural History Museum in London.",
                        "Year 8 are going to the Natural History Museum in London for a guided tour of the dinosaur gallery.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "no fizzy drinks and no glass bottles",
                        "fizzy drinks and glass bottles are fine",
                    )
                ],
                "negation",
            ),
            Slip(2, [("do piątku 28 lutego", "do piątku 7 marca")], "date"),
        ],
    ),
    Case(
        key="en-ibuprofen-tablet-dosage-leaflet-section",
        source="How to take ibuprofen 200 mg tablets\n\nAdults and children aged 12 and over: take 1 or 2 tablets up to three times a day, with or after food. Leave at least 4 hours between doses and do not take more than 6 tablets in 24 hours. Do not give to children under 12. If your symptoms last more than 3 days, talk to a doctor or pharmacist.\n\nPossible side effects: ibuprofen may cause indigestion or stomach pain in about 1 in 10 people. Rarely, it can cause stomach bleeding, which is more likely if you are over 65. Do not take this medicine if you have ever had a stomach ulcer.",
        good=[
            Good(
                "preserve",
                "Ibuprofen 200 mg tablets – how to take them\n\n- Who: adults and children aged 12 and over. Do not give them to children under 12.\n- How much: 1 or 2 tablets, up to three times a day, with or after food.\n- How often: leave at least 4 hours between doses, and take no more than 6 tablets in 24 hours.\n- When to get advice: if your symptoms last longer than 3 days, speak to a doctor or pharmacist.\n\nSide effects: about 1 in 10 people may get indigestion or stomach pain. In rare cases ibuprofen can cause stomach bleeding; this is more likely if you are over 65. If you have ever had a stomach ulcer, do not take this medicine.",
            ),
            Good(
                "preserve",
                "If you're 12 or older, take one or two 200 mg ibuprofen tablets up to three times a day, with food or after eating. Wait at least 4 hours between doses, and never take more than 6 tablets in any 24 hours. Do not give ibuprofen to children under 12. Speak to a doctor or pharmacist if your symptoms go on for more than 3 days. Ibuprofen may cause indigestion or stomach pain in about 1 in 10 people. Rarely, it can also cause stomach bleeding, which is more likely if you are over 65. Don't take it if you have ever had a stomach ulcer.",
            ),
            Good(
                "pl",
                "Jak przyjmować ibuprofen w tabletkach 200 mg\n\nDorośli i dzieci w wieku 12 lat i starsze: 1 lub 2 tabletki do trzech razy na dobę, w trakcie posiłku lub po nim. Należy zachować co najmniej 4 godziny odstępu między dawkami i nie przyjmować więcej niż 6 tabletek w ciągu 24 godzin. Nie podawać dzieciom poniżej 12 lat. Jeśli objawy utrzymują się dłużej niż 3 dni, należy porozmawiać z lekarzem lub farmaceutą.\n\nMożliwe działania niepożądane: ibuprofen może powodować niestrawność lub ból brzucha u około 1 na 10 osób. Rzadko może wywołać krwawienie z żołądka, które jest bardziej prawdopodobne u osób powyżej 65. roku życia. Nie należy przyjmować tego leku, jeśli kiedykolwiek wystąpił u Ciebie wrzód żołądka.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "take no more than 6 tablets in 24 hours",
                        "take no more than 8 tablets in 24 hours",
                    )
                ],
                "number",
            ),
            Slip(1, [("Ibuprofen may cause indigestion", "Ibuprofen causes indigestion")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Nie podawać dzieciom poniżej 12 lat.",
                        "Można podawać dzieciom poniżej 12 lat.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-kennel-boarding-vaccination-requirements",
        source="All dogs staying at Oakfield Kennels must be fully vaccinated against distemper, parvovirus, hepatitis and leptospirosis, and you must bring the vaccination card on arrival. We strongly recommend the kennel cough vaccine, which should be given at least 2 weeks before the stay. Dogs that have been unwell in the 7 days before boarding may be refused. Check-in is between 9:00 and 11:00, and collection between 15:00 and 17:00. Most dogs settle within a day or two, although some may eat less than usual at first. You can bring your dog's own bed and food, but we cannot accept responsibility for lost items.",
        good=[
            Good(
                "preserve",
                "Before your dog stays with us at Oakfield Kennels, it must be fully vaccinated against distemper, parvovirus, hepatitis and leptospirosis, and you must bring the vaccination card when you arrive. We strongly recommend the kennel cough vaccine too; it should be given at least 2 weeks before the stay. If your dog has been unwell in the 7 days before boarding, we may refuse it. Check-in runs from 9:00 to 11:00 and collection from 15:00 to 17:00. Most dogs settle in within a day or two, though some may eat less than usual at first. You're welcome to bring your dog's own bed and food, but we can't accept responsibility for anything that gets lost.",
            ),
            Good(
                "preserve",
                "Oakfield Kennels – boarding requirements\n\n- Vaccinations: every dog must be fully vaccinated against distemper, parvovirus, hepatitis and leptospirosis. You must bring the vaccination card on arrival.\n- Kennel cough: the vaccine is strongly recommended and should be given at least 2 weeks before the stay.\n- Illness: dogs that have been unwell in the 7 days before boarding may be refused.\n- Times: check-in 9:00–11:00; collection 15:00–17:00.\n- Settling in: most dogs settle within a day or two, although some may eat less than usual at first.\n- Belongings: you can bring your dog's own bed and food, but we cannot accept responsibility for lost items.",
            ),
            Good(
                "pl",
                "Wszystkie psy przebywające w Oakfield Kennels muszą mieć pełne szczepienia przeciwko nosówce, parwowirozie, zakaźnemu zapaleniu wątroby i leptospirozie, a w dniu przyjazdu musisz przywieźć książeczkę szczepień. Zdecydowanie zalecamy szczepienie przeciwko kaszlowi kenelowemu, które powinno zostać podane co najmniej 2 tygodnie przed pobytem. Psy, które chorowały w ciągu 7 dni przed przyjęciem, mogą nie zostać przyjęte. Przyjęcia odbywają się w godzinach 9:00–11:00, a odbiór w godzinach 15:00–17:00. Większość psów aklimatyzuje się w ciągu jednego lub dwóch dni, choć niektóre mogą na początku jeść mniej niż zwykle. Możesz przywieźć własne legowisko i karmę psa, ale nie możemy brać odpowiedzialności za zagubione rzeczy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Most dogs settle in within a day or two",
                        "Your dog will settle in within a day or two",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "should be given at least 2 weeks before the stay",
                        "must be given at least 2 weeks before the stay",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "a odbiór w godzinach 15:00–17:00.",
                        "a odbiór w godzinach 15:00–17:00. W niedziele hotel jest zamknięty.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-urban-tree-canopy-cooling-abstract",
        source="Urban tree canopy can lower daytime land surface temperatures, but the size of the effect varies widely between cities. We combined Landsat 8 imagery from 2015–2022 with canopy maps for 214 European cities and found that, on average, areas with tree cover were 8.2 °C cooler in summer than unshaded urban fabric. The cooling effect was weaker in southern Europe, consistent with the findings of Marando et al. (2022, Sustainable Cities and Society 77, 103564). Increasing canopy cover from 15% to 30% could prevent an estimated one third of heat-related deaths in the study cities. These estimates rely on satellite data and may not reflect air temperatures at street level.",
        good=[
            Good(
                "preserve",
                "Tree canopy in cities can reduce daytime land surface temperatures, although how strongly varies widely from city to city. By combining Landsat 8 imagery for 2015–2022 with canopy maps of 214 European cities, we found that tree-covered areas were on average 8.2 °C cooler in summer than unshaded urban fabric. Cooling was weaker in southern Europe, in line with the findings of Marando et al. (2022, Sustainable Cities and Society 77, 103564). We estimate that raising canopy cover from 15% to 30% could prevent one third of heat-related deaths in the study cities. Because these estimates are based on satellite data, they may not reflect street-level air temperatures.",
            ),
            Good(
                "preserve",
                "Urban tree canopy is able to lower daytime land surface temperatures, but the magnitude of this effect differs widely across cities. In this study, Landsat 8 imagery from 2015–2022 was combined with canopy maps for 214 European cities. On average, areas under tree cover were 8.2 °C cooler in summer than unshaded urban fabric, and the cooling was weaker in southern Europe, consistent with Marando et al. (2022, Sustainable Cities and Society 77, 103564). It is estimated that an increase in canopy cover from 15% to 30% could prevent one third of heat-related deaths in the study cities. As these estimates rely on satellite data, they may not reflect air temperatures at street level.",
            ),
            Good(
                "pl",
                "Korony drzew w miastach mogą obniżać dzienną temperaturę powierzchni terenu, jednak skala tego efektu znacznie różni się między miastami. Połączyliśmy zobrazowania Landsat 8 z lat 2015–2022 z mapami zadrzewienia dla 214 miast europejskich i stwierdziliśmy, że obszary pokryte drzewami były latem średnio o 8,2 °C chłodniejsze niż niezacieniona zabudowa miejska. Efekt chłodzący był słabszy w Europie Południowej, co jest zgodne z wynikami Marando i in. (2022, Sustainable Cities and Society 77, 103564). Szacuje się, że zwiększenie pokrycia koronami drzew z 15% do 30% mogłoby zapobiec jednej trzeciej zgonów związanych z upałem w badanych miastach. Szacunki te opierają się na danych satelitarnych i mogą nie odzwierciedlać temperatury powietrza na poziomie ulicy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Cooling was weaker in southern Europe,",
                        "Cooling was weaker in southern Europe, where drought-stressed trees transpire less,",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Marando et al. (2022,", "Marando et al. (2019,")], "citation"),
            Slip(2, [("o 8,2 °C chłodniejsze", "o 2,8 °C chłodniejsze")], "number"),
        ],
    ),
    Case(
        key="en-orders-api-v1-deprecation-notice",
        source="### Deprecation of the v1 Orders API\n\nThe v1 Orders API (`/v1/orders`) will be switched off on 30 June 2025. After that date, requests to v1 endpoints will return `410 Gone`. All integrations must migrate to `/v2/orders` before then.\n\nKey changes in v2:\n\n- The `customer_id` field is renamed to `buyer_id`.\n- Pagination uses cursors instead of page numbers; pass the `next_cursor` value from each response.\n- Rate limits rise from 100 to 300 requests per minute.\n\nYou should test your migration in the sandbox at https://sandbox.shopgrid.io before switching. The full migration guide is at https://docs.shopgrid.io/migrate/v2.",
        good=[
            Good(
                "preserve",
                "### v1 Orders API deprecation\n\nOn 30 June 2025 the v1 Orders API (`/v1/orders`) will be switched off. From then on, any request to a v1 endpoint will get a `410 Gone` response, so every integration must move to `/v2/orders` before that date.\n\nWhat changes in v2:\n\n- The `customer_id` field has been renamed `buyer_id`.\n- Cursors replace page numbers for pagination: pass along the `next_cursor` value from each response.\n- The rate limit goes up from 100 to 300 requests per minute.\n\nBefore you switch, you should test your migration in the sandbox (https://sandbox.shopgrid.io). See https://docs.shopgrid.io/migrate/v2 for the full migration guide.",
            ),
            Good(
                "preserve",
                "### Deprecation notice: v1 Orders API\n\nThe v1 Orders API (`/v1/orders`) will be switched off on 30 June 2025, after which all requests to v1 endpoints will return `410 Gone`. Integrations must be migrated to `/v2/orders` before this date.\n\nPrincipal changes in v2:\n\n- `customer_id` becomes `buyer_id`.\n- Page-number pagination is replaced by cursors; supply the `next_cursor` value returned in each response.\n- The rate limit is raised from 100 to 300 requests per minute.\n\nMigrations should be tested in the sandbox at https://sandbox.shopgrid.io prior to switching. A complete migration guide is available at https://docs.shopgrid.io/migrate/v2.",
            ),
            Good(
                "pl",
                "### Wycofanie API zamówień v1\n\nAPI zamówień v1 (`/v1/orders`) zostanie wyłączone 30 czerwca 2025 r. Po tej dacie żądania do punktów końcowych v1 będą zwracać `410 Gone`. Wszystkie integracje muszą zostać przeniesione na `/v2/orders` przed tym terminem.\n\nNajważniejsze zmiany w v2:\n\n- Pole `customer_id` zmienia nazwę na `buyer_id`.\n- Paginacja korzysta z kursorów zamiast numerów stron; przekazuj wartość `next_cursor` z każdej odpowiedzi.\n- Limity zapytań rosną ze 100 do 300 żądań na minutę.\n\nPrzed przełączeniem powinno się przetestować migrację w środowisku sandbox pod adresem https://sandbox.shopgrid.io. Pełny przewodnik po migracji znajduje się pod adresem https://docs.shopgrid.io/migrate/v2.",
            ),
        ],
        bad=[
            Slip(0, [("renamed `buyer_id`", "renamed `buyerId`")], "code"),
            Slip(
                1,
                [("Integrations must be migrated", "Integrations should be migrated")],
                "modality",
            ),
            Slip(
                2,
                [("https://docs.shopgrid.io/migrate/v2", "https://docs.shopgrid.io/migrate")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-hybrid-working-policy-staff-summary",
        source="Hybrid working policy (summary)\n\nStaff may work from home on up to 3 days per week, subject to their manager's agreement. Tuesdays and Thursdays are team days, when everyone is expected in the office unless they are on leave. Employees working remotely must be reachable on Teams during core hours (10:00–15:00) and must not work from public Wi-Fi without the company VPN. Working from abroad is not permitted, even for short periods, because of tax and data protection rules. Home-office equipment can be requested through the IT portal; the company will not reimburse furniture bought privately.",
        good=[
            Good(
                "preserve",
                "Hybrid working: the essentials\n\nIf your manager agrees, you may work from home on up to 3 days a week. Tuesdays and Thursdays are team days, and everyone is expected in the office then unless they are on leave. When you work remotely, you must be reachable on Teams during core hours (10:00–15:00), and you must not work over public Wi-Fi without the company VPN. Working from abroad is not permitted, not even for short periods, because of tax and data protection rules. You can request home-office equipment through the IT portal, but the company will not reimburse furniture you buy privately.",
            ),
            Good(
                "preserve",
                "Hybrid working policy – summary\n\n- Home working: staff may work from home on up to 3 days per week, with their manager's agreement.\n- Team days: Tuesdays and Thursdays; everyone is expected in the office unless on leave.\n- Core hours (10:00–15:00): remote staff must be reachable on Teams.\n- Security: staff must not work from public Wi-Fi without the company VPN.\n- Working abroad: not permitted, even briefly, owing to tax and data protection rules.\n- Equipment: can be requested via the IT portal. Furniture bought privately will not be reimbursed.",
            ),
            Good(
                "pl",
                "Zasady pracy hybrydowej (podsumowanie)\n\nPracownicy mogą pracować z domu maksymalnie 3 dni w tygodniu, pod warunkiem zgody przełożonego. Wtorki i czwartki to dni zespołowe, w które oczekuje się obecności wszystkich w biurze, chyba że przebywają na urlopie. Osoby pracujące zdalnie muszą być dostępne na Teams w godzinach podstawowych (10:00–15:00) i nie mogą pracować przez publiczne Wi-Fi bez firmowego VPN. Praca z zagranicy jest niedozwolona, nawet przez krótki czas, ze względu na przepisy podatkowe i przepisy o ochronie danych. Sprzęt do domowego biura można zamówić przez portal IT; firma nie zwraca kosztów mebli kupionych prywatnie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "but the company will not reimburse furniture",
                        "and the company will reimburse furniture",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "remote staff must be reachable on Teams",
                        "remote staff should be reachable on Teams",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Praca z zagranicy jest niedozwolona, nawet przez krótki czas, ze względu na przepisy podatkowe i przepisy o ochronie danych.",
                        "Working from abroad is not permitted, even for short periods, because of tax and data protection rules.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-fenland-sportive-rider-information",
        source="The Fenland 100 sportive starts at Ely Leisure Centre on Sunday 7 September 2025. Riders on the 100-mile route set off between 7:00 and 8:00; the 50-mile route starts from 8:30. Entry costs £42 and includes timing, three feed stations and mechanical support. Helmets are compulsory. Roads are not closed, so you must follow the Highway Code at all times. Based on previous years, most riders finish the long route in roughly 6 to 7 hours. The final feed station will probably close at about 15:30, and riders who have not reached it by then may be asked to take a shortcut back. Entries close on 24 August.",
        good=[
            Good(
                "preserve",
                "Join us on Sunday 7 September 2025 for the Fenland 100 sportive, starting at Ely Leisure Centre. If you're riding the 100-mile route, you'll set off between 7:00 and 8:00; 50-mile riders start from 8:30. Your £42 entry covers timing, three feed stations and mechanical support. You must wear a helmet, and because the roads aren't closed, you must follow the Highway Code at all times. Going by previous years, most riders complete the long route in roughly 6 to 7 hours. The last feed station will probably close at about 15:30 — if you haven't reached it by then, you may be asked to take a shortcut back. Entries close on 24 August.",
            ),
            Good(
                "preserve",
                "Fenland 100 sportive – rider information\n\n- Date and start: Sunday 7 September 2025, Ely Leisure Centre.\n- Start times: 100-mile route 7:00–8:00; 50-mile route from 8:30.\n- Entry: £42, including timing, three feed stations and mechanical support.\n- Safety: helmets are compulsory. The roads are not closed, so riders must follow the Highway Code at all times.\n- Expected times: based on previous years, most riders take roughly 6 to 7 hours for the long route.\n- Cut-off: the final feed station will probably close at about 15:30; riders who have not reached it by then may be asked to return by a shortcut.\n- Entries close: 24 August.",
            ),
            Good(
                "pl",
                "Rajd rowerowy Fenland 100 startuje spod Ely Leisure Centre w niedzielę 7 września 2025 r. Uczestnicy trasy 100-milowej ruszają między 7:00 a 8:00; trasa 50-milowa startuje od 8:30. Wpisowe wynosi 42 £ i obejmuje pomiar czasu, trzy bufety oraz wsparcie techniczne. Kaski są obowiązkowe. Drogi nie są zamknięte dla ruchu, dlatego przez cały czas musisz przestrzegać przepisów Highway Code. Na podstawie poprzednich lat większość uczestników pokonuje długą trasę w mniej więcej 6–7 godzin. Ostatni bufet zostanie prawdopodobnie zamknięty około 15:30, a uczestnicy, którzy nie dotrą do niego do tego czasu, mogą zostać poproszeni o powrót skrótem. Zapisy kończą się 24 sierpnia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "three feed stations and mechanical support.",
                        "three feed stations, mechanical support and a finisher's medal.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Entries close: 24 August.", "Entries close: 31 August.")], "date"),
            Slip(2, [("zostanie prawdopodobnie zamknięty", "zostanie zamknięty")], "hedge"),
        ],
    ),
]
