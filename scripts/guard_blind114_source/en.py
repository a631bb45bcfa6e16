# ruff: noqa: E501, RUF001
"""English source cases of blind set 114: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-ferry-vehicle-booking-height-terms",
        source="Vehicle bookings on all routes must include the vehicle's registration number and its total height, including any roof box or bike rack. Vehicles over 1.85 m high are charged at the high-vehicle rate, and vehicles longer than 6 metres must be booked through our freight desk on 0330 123 4567. Check-in closes 45 minutes before departure; if you arrive after that, we may transfer you to the next available sailing at no extra cost, but we cannot guarantee space. Amendments made up to 24 hours before travel are free of charge; later changes incur a £15 fee per booking. These terms apply to sailings from 1 April 2025.",
        good=[
            Good(
                "preserve",
                "When you book a vehicle on any of our routes, you must give its registration number and its total height, counting any roof box or bike rack. If your vehicle is over 1.85 m high, you'll pay the high-vehicle rate, and anything longer than 6 metres must be booked with our freight desk on 0330 123 4567. Check-in closes 45 minutes before departure. Arrive later than that and we may move you to the next available sailing at no extra cost, though we cannot guarantee you a space. You can amend your booking free of charge up to 24 hours before you travel; later changes carry a £15 fee per booking. These terms apply to sailings from 1 April 2025.",
            ),
            Good(
                "preserve",
                "Vehicle booking terms (sailings from 1 April 2025):\n- Every vehicle booking must state the registration number and the total height, roof boxes and bike racks included.\n- Vehicles taller than 1.85 m pay the high-vehicle rate.\n- Vehicles over 6 metres long must be booked via the freight desk (0330 123 4567).\n- Check-in closes 45 minutes before departure. Late arrivals may be transferred to the next available sailing at no extra cost, but space cannot be guaranteed.\n- Changes are free up to 24 hours before travel; after that, a £15 fee per booking applies.",
            ),
            Good(
                "pl",
                "Rezerwacje pojazdów na wszystkich trasach muszą zawierać numer rejestracyjny pojazdu oraz jego całkowitą wysokość, łącznie z ewentualnym boksem dachowym lub bagażnikiem rowerowym. Pojazdy o wysokości powyżej 1,85 m są objęte stawką dla pojazdów wysokich, a pojazdy dłuższe niż 6 metrów muszą być rezerwowane przez nasz dział frachtu pod numerem 0330 123 4567. Odprawa kończy się 45 minut przed odpłynięciem; jeśli przybędziesz później, możemy bez dodatkowych opłat przenieść Cię na następny dostępny rejs, ale nie możemy zagwarantować miejsca. Zmiany wprowadzone najpóźniej 24 godziny przed podróżą są bezpłatne; za późniejsze zmiany pobieramy opłatę 15 £ za rezerwację. Warunki dotyczą rejsów od 1 kwietnia 2025 r.",
            ),
        ],
        bad=[
            Slip(0, [("over 1.85 m high", "over 1.95 m high")], "number"),
            Slip(
                1,
                [("Late arrivals may be transferred", "Late arrivals will be transferred")],
                "modality",
            ),
            Slip(2, [("od 1 kwietnia 2025 r.", "od 1 marca 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-piano-exam-syllabus-change-notice",
        source="Piano syllabus update: the 2021–2022 piano syllabus will remain valid until 31 December 2025, after which only pieces from the new 2026 syllabus will be accepted in exams. Candidates entering for Grades 1–8 should choose three pieces, one from each of Lists A, B and C. The scales and arpeggios requirements have not changed. Please note that candidates may not substitute an own-choice piece for any list, even with a teacher's recommendation. The full syllabus, including the revised sight-reading parameters, can be downloaded free of charge from www.pianoexams.org.uk/syllabus. Queries should be sent to syllabus@pianoexams.org.uk.",
        good=[
            Good(
                "preserve",
                "A note for teachers and candidates: you can keep using the 2021–2022 piano syllabus until 31 December 2025. From then on, exams will accept only pieces from the new 2026 syllabus. For Grades 1–8, candidates should pick three pieces, one each from Lists A, B and C. Nothing has changed in the scales and arpeggios requirements. Own-choice pieces may not replace any list piece — not even on a teacher's recommendation. You can download the full syllabus, revised sight-reading parameters included, free of charge at www.pianoexams.org.uk/syllabus, and any queries should go to syllabus@pianoexams.org.uk.",
            ),
            Good(
                "preserve",
                "Notice of syllabus change. The 2021–2022 piano syllabus remains valid until 31 December 2025; thereafter, only pieces from the new 2026 syllabus will be accepted in examinations. Candidates for Grades 1–8 should select three pieces, one from each of Lists A, B and C. The requirements for scales and arpeggios are unchanged. Candidates may not substitute an own-choice piece for any list, even where a teacher recommends it. The complete syllabus, with the revised sight-reading parameters, is available as a free download from www.pianoexams.org.uk/syllabus. Please send any queries to syllabus@pianoexams.org.uk.",
            ),
            Good(
                "pl",
                "Aktualizacja programu egzaminów fortepianowych: program na lata 2021–2022 zachowuje ważność do 31 grudnia 2025 r., a po tej dacie na egzaminach będą przyjmowane wyłącznie utwory z nowego programu na rok 2026. Kandydaci przystępujący do stopni 1–8 powinni wybrać trzy utwory, po jednym z list A, B i C. Wymagania dotyczące gam i pasaży nie uległy zmianie. Prosimy pamiętać, że kandydaci nie mogą zastąpić utworu z żadnej listy utworem własnego wyboru, nawet za rekomendacją nauczyciela. Pełny program, w tym zmienione parametry czytania a vista, można bezpłatnie pobrać ze strony www.pianoexams.org.uk/syllabus. Pytania prosimy kierować na adres syllabus@pianoexams.org.uk.",
            ),
        ],
        bad=[
            Slip(0, [("until 31 December 2025", "until 31 December 2024")], "date"),
            Slip(1, [("Candidates may not substitute", "Candidates may substitute")], "negation"),
            Slip(
                2,
                [("na adres syllabus@pianoexams.org.uk", "na adres exams@pianoexams.org.uk")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-building-society-easy-access-saver",
        source="Easy Access Saver (Issue 7). This account pays a variable rate of 4.10% AER on balances from £1 to £250,000. Interest is calculated daily and paid annually on 31 March. You can make up to three penalty-free withdrawals in each account year; any further withdrawal loses 30 days' interest on the amount withdrawn. We review our savings rates regularly, and if the Bank of England base rate falls, this rate is likely to be reduced. You have the right to cancel within 14 days of opening the account under the Financial Services (Distance Marketing) Regulations 2004. Eligible deposits are protected by the FSCS up to £85,000 per person.",
        good=[
            Good(
                "preserve",
                "Easy Access Saver (Issue 7) at a glance. You'll earn a variable 4.10% AER on any balance between £1 and £250,000. We work out interest every day and pay it once a year, on 31 March. Each account year you can take money out three times with no penalty; for every withdrawal after that, you lose 30 days' interest on the amount you take out. We review our savings rates regularly, and if the Bank of England base rate falls, we're likely to reduce this rate. Under the Financial Services (Distance Marketing) Regulations 2004, you have the right to cancel within 14 days of opening the account. Your eligible deposits are protected by the FSCS up to £85,000 per person.",
            ),
            Good(
                "preserve",
                "**Easy Access Saver (Issue 7) – key terms**\n- Rate: 4.10% AER variable, on balances of £1–£250,000.\n- Interest: calculated daily, paid annually on 31 March.\n- Withdrawals: up to three penalty-free withdrawals per account year; each further withdrawal loses 30 days' interest on the sum withdrawn.\n- Rate changes: we review savings rates regularly; a fall in the Bank of England base rate is likely to lead to a reduction in this rate.\n- Cancellation: you have the right to cancel within 14 days of opening, under the Financial Services (Distance Marketing) Regulations 2004.\n- Protection: eligible deposits are covered by the FSCS up to £85,000 per person.",
            ),
            Good(
                "pl",
                "Easy Access Saver (emisja 7). Konto jest oprocentowane według zmiennej stopy 4,10% AER dla sald od 1 £ do 250 000 £. Odsetki naliczane są codziennie i wypłacane raz w roku, 31 marca. W każdym roku rozliczeniowym konta możesz dokonać maksymalnie trzech wypłat bez kary; przy każdej kolejnej wypłacie tracisz odsetki za 30 dni od wypłacanej kwoty. Regularnie weryfikujemy oprocentowanie oszczędności i jeśli stopa bazowa Banku Anglii spadnie, oprocentowanie tego konta prawdopodobnie zostanie obniżone. Masz prawo odstąpić od umowy w ciągu 14 dni od otwarcia konta na podstawie Financial Services (Distance Marketing) Regulations 2004. Kwalifikujące się depozyty są chronione przez FSCS do kwoty 85 000 £ na osobę.",
            ),
        ],
        bad=[
            Slip(0, [("up to £85,000 per person", "up to £75,000 per person")], "number"),
            Slip(
                1,
                [
                    (
                        "(Distance Marketing) Regulations 2004",
                        "(Distance Marketing) Regulations 2014",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "oprocentowanie tego konta prawdopodobnie zostanie obniżone",
                        "oprocentowanie tego konta zostanie obniżone",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-village-cricket-club-fixtures-update",
        source="Fixtures update from Little Ashby Cricket Club. Our opening league match against Thornby is on Saturday 3 May, starting at 1:30 pm at the Recreation Ground. The Sunday friendly against the Wanderers on 11 May has been moved to Sunday 18 May because the pitch is being re-seeded. Teas are provided at home games, but we can no longer cater for away fixtures, so please bring your own. Players who have not paid their £40 annual subscription by 30 April will not be selected. Nets run every Wednesday from 6 pm; juniors under 14 must be accompanied by an adult. The full fixture list is at littleashbycc.play-cricket.com.",
        good=[
            Good(
                "preserve",
                "Here's the latest fixtures news from Little Ashby Cricket Club. We open our league campaign against Thornby on Saturday 3 May, with a 1:30 pm start at the Recreation Ground. Because the pitch is being re-seeded, the Sunday friendly against the Wanderers has moved from 11 May to Sunday 18 May. We'll still provide teas at home games, but we can't cater for away fixtures any more, so please bring your own. If your £40 annual subscription isn't paid by 30 April, you won't be selected. Nets are every Wednesday from 6 pm, and juniors under 14 must come with an adult. You'll find the full fixture list at littleashbycc.play-cricket.com.",
            ),
            Good(
                "preserve",
                "Little Ashby CC – fixtures update\n1. League opener: v Thornby, Saturday 3 May, 1:30 pm start, Recreation Ground.\n2. Sunday friendly v the Wanderers: moved from 11 May to Sunday 18 May while the pitch is re-seeded.\n3. Teas: provided at home games; we are no longer able to cater for away fixtures, so please bring your own.\n4. Subscriptions: players who have not paid the £40 annual subscription by 30 April will not be selected.\n5. Nets: every Wednesday from 6 pm. Juniors under 14 must be accompanied by an adult.\nFull fixture list: littleashbycc.play-cricket.com",
            ),
            Good(
                "pl",
                "Aktualizacja terminarza klubu krykietowego Little Ashby. Nasz pierwszy mecz ligowy z Thornby odbędzie się w sobotę 3 maja o 13:30 na Recreation Ground. Niedzielny mecz towarzyski z Wanderers zaplanowany na 11 maja został przeniesiony na niedzielę 18 maja, ponieważ boisko jest ponownie obsiewane. Podczas meczów domowych zapewniamy poczęstunek, ale na meczach wyjazdowych nie jesteśmy już w stanie go zapewnić, więc prosimy o zabranie własnego. Zawodnicy, którzy do 30 kwietnia nie opłacą rocznej składki w wysokości 40 £, nie zostaną wybrani do składu. Treningi w siatkach odbywają się w każdą środę od 18:00; juniorzy poniżej 14 lat muszą przychodzić pod opieką osoby dorosłej. Pełny terminarz znajduje się na stronie littleashbycc.play-cricket.com.",
            ),
        ],
        bad=[
            Slip(0, [("you won't be selected", "you'll still be selected")], "negation"),
            Slip(1, [("to Sunday 18 May", "to Sunday 25 May")], "date"),
            Slip(
                2,
                [("z Thornby odbędzie", "z Thornby, zeszłorocznym mistrzem ligi, odbędzie")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-hospital-parking-concessions-weekly-pass",
        source="Parking concessions at St Mary's Hospital. Free parking is available to blue badge holders, parents of children staying overnight, and frequent outpatient visitors attending at least three times a month for treatment such as dialysis or chemotherapy. Relatives of patients who have been in hospital for more than 7 days can buy a weekly pass for £10. To apply, you must show your appointment letter or a ward confirmation slip at the main reception desk. Concession permits are not valid in the multi-storey car park and must be displayed clearly on the dashboard. Staff cannot issue permits retrospectively, so please apply before your visit ends.",
        good=[
            Good(
                "preserve",
                "Who can park free at St Mary's Hospital? You can if you hold a blue badge, if you're the parent of a child staying overnight, or if you come in at least three times a month for outpatient treatment such as dialysis or chemotherapy. If a relative of yours has been in hospital for more than 7 days, you can buy a weekly pass for £10. When you apply at the main reception desk, you must show your appointment letter or a ward confirmation slip. Concession permits aren't valid in the multi-storey car park, and you must display yours clearly on the dashboard. Staff can't issue permits retrospectively, so please apply before your visit ends.",
            ),
            Good(
                "preserve",
                "St Mary's Hospital offers the following parking concessions. Blue badge holders, parents of children staying overnight and frequent outpatient visitors (those attending at least three times a month for treatment such as dialysis or chemotherapy) may park free of charge. A weekly pass costing £10 can be bought by relatives of patients who have been in hospital for more than 7 days. Applicants must present an appointment letter or a ward confirmation slip at the main reception desk. Concession permits must be clearly displayed on the dashboard and are not valid in the multi-storey car park. As permits cannot be issued retrospectively, please apply before the end of your visit.",
            ),
            Good(
                "pl",
                "Ulgi parkingowe w szpitalu St Mary's. Z bezpłatnego parkowania mogą korzystać posiadacze niebieskiej karty parkingowej (blue badge), rodzice dzieci pozostających w szpitalu na noc oraz pacjenci ambulatoryjni, którzy co najmniej trzy razy w miesiącu przyjeżdżają na leczenie, np. dializy lub chemioterapię. Krewni pacjentów hospitalizowanych dłużej niż 7 dni mogą kupić karnet tygodniowy za 10 £. Aby złożyć wniosek, musisz okazać w recepcji głównej list z terminem wizyty lub potwierdzenie z oddziału. Karty ulgowe nie są ważne na parkingu wielopoziomowym i muszą być wyraźnie wyłożone na desce rozdzielczej. Personel nie może wydawać kart z mocą wsteczną, dlatego prosimy o złożenie wniosku przed zakończeniem wizyty.",
            ),
        ],
        bad=[
            Slip(0, [("a weekly pass for £10", "a weekly pass for £12")], "number"),
            Slip(1, [("Applicants must present", "Applicants should present")], "modality"),
            Slip(
                2,
                [
                    (
                        "Karty ulgowe nie są ważne na parkingu wielopoziomowym",
                        "Karty ulgowe są ważne również na parkingu wielopoziomowym",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-sea-kayak-farne-islands-trip",
        source="Sea kayak day trip: Farne Islands. The trip lasts about six hours, including a 45-minute lunch stop on a sheltered beach, and covers roughly 14 km of paddling. Participants should be able to swim 50 metres and must have paddled at least twice before; this is not a beginners' trip. All boats, paddles, buoyancy aids and cags are supplied, but you will need to bring a wetsuit or thermal layers and a packed lunch. Conditions around the islands can change quickly, and the guide may shorten or cancel the trip on the day. The price is £95 per person, with a maximum group size of eight.",
        good=[
            Good(
                "preserve",
                "Join our sea kayak day trip around the Farne Islands. Expect to be out for about six hours, with roughly 14 km of paddling and a 45-minute lunch stop on a sheltered beach. It isn't a beginners' trip: you must have paddled at least twice before, and you should be able to swim 50 metres. We supply all boats, paddles, buoyancy aids and cags; you'll need to bring a wetsuit or thermal layers, plus a packed lunch. Because conditions around the islands can change quickly, the guide may shorten or cancel the trip on the day. It costs £95 per person, and groups are capped at eight.",
            ),
            Good(
                "preserve",
                "Farne Islands sea kayak day trip – what to know\n- Duration: about six hours, including a 45-minute lunch stop on a sheltered beach.\n- Distance: roughly 14 km of paddling.\n- Experience: not suitable for beginners. You must have paddled at least twice before and should be able to swim 50 metres.\n- Provided: boats, paddles, buoyancy aids and cags.\n- Bring: a wetsuit or thermal layers, and a packed lunch.\n- Weather: conditions around the islands can change quickly, and the guide may shorten or cancel the trip on the day.\n- Cost and group size: £95 per person, maximum eight per group.",
            ),
            Good(
                "pl",
                "Jednodniowa wyprawa kajakami morskimi: Wyspy Farne. Wyprawa trwa około sześciu godzin, łącznie z 45-minutową przerwą na lunch na osłoniętej plaży, a do przepłynięcia jest mniej więcej 14 km. Uczestnicy powinni umieć przepłynąć 50 metrów i muszą mieć za sobą co najmniej dwa wcześniejsze wypłynięcia kajakiem; nie jest to wyprawa dla początkujących. Zapewniamy wszystkie kajaki, wiosła, kamizelki asekuracyjne i kurtki kajakowe, ale musisz zabrać piankę lub odzież termoaktywną oraz prowiant na lunch. Warunki wokół wysp mogą się szybko zmieniać, a przewodnik może w dniu wyprawy ją skrócić lub odwołać. Cena wynosi 95 £ od osoby, a grupa liczy maksymalnie osiem osób.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Expect to be out for about six hours", "Expect to be out for six hours")],
                "hedge",
            ),
            Slip(
                1,
                [("should be able to swim 50 metres", "must be able to swim 50 metres")],
                "modality",
            ),
            Slip(2, [("maksymalnie osiem osób", "maksymalnie dziesięć osób")], "number"),
        ],
    ),
    Case(
        key="en-community-radio-volunteer-induction-rules",
        source="Welcome to Riverside FM. Before you present your first show, you must complete the two-part induction: a 90-minute studio session and an online module on broadcasting compliance. The module covers the Ofcom Broadcasting Code, in particular Section Five on due impartiality and Section Two on harm and offence. Volunteers must not play music containing offensive language before 9 pm, and any live guest should be briefed on these rules beforehand. You may record shows in advance, but pre-recorded programmes must be uploaded to the shared drive at least 48 hours before broadcast. Induction sessions run on the first Tuesday of each month; book yours with the station manager.",
        good=[
            Good(
                "preserve",
                "Welcome aboard at Riverside FM! There's a two-part induction you must finish before presenting your first show: a 90-minute session in the studio, plus an online module on broadcasting compliance. That module walks you through the Ofcom Broadcasting Code, especially Section Five (due impartiality) and Section Two (harm and offence). You must not play music with offensive language before 9 pm, and you should brief any live guest on these rules beforehand. You may pre-record shows, but you must upload them to the shared drive at least 48 hours before they go out. Induction sessions are held on the first Tuesday of every month, so book your place with the station manager.",
            ),
            Good(
                "preserve",
                "Riverside FM volunteer induction. Every volunteer must complete a two-part induction before presenting their first show: a 90-minute studio session and an online broadcasting-compliance module. The module focuses on the Ofcom Broadcasting Code, particularly Section Two (harm and offence) and Section Five (due impartiality). Music containing offensive language must not be played before 9 pm, and live guests should be briefed on these rules in advance. Shows may be recorded ahead of time; however, pre-recorded programmes must be uploaded to the shared drive no later than 48 hours before broadcast. Induction sessions take place on the first Tuesday of each month and can be booked with the station manager.",
            ),
            Good(
                "pl",
                "Witamy w Riverside FM. Zanim poprowadzisz swoją pierwszą audycję, musisz ukończyć dwuczęściowe szkolenie wprowadzające: 90-minutową sesję w studiu oraz moduł online dotyczący zgodności audycji z przepisami. Moduł omawia Ofcom Broadcasting Code, w szczególności Sekcję Piątą dotyczącą należytej bezstronności i Sekcję Drugą dotyczącą szkodliwych i obraźliwych treści. Wolontariuszom nie wolno puszczać muzyki zawierającej wulgaryzmy przed 21:00, a każdy gość na żywo powinien zostać wcześniej zapoznany z tymi zasadami. Audycje możesz nagrywać z wyprzedzeniem, ale nagrane programy muszą zostać wgrane na wspólny dysk co najmniej 48 godzin przed emisją. Szkolenia odbywają się w pierwszy wtorek każdego miesiąca; zapisz się u kierownika stacji.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Section Five (due impartiality)", "Section Three (due impartiality)")],
                "legal_reference",
            ),
            Slip(1, [("live guests should be briefed", "live guests must be briefed")], "modality"),
            Slip(
                2,
                [
                    (
                        "zapisz się u kierownika stacji.",
                        "zapisz się u kierownika stacji, Marka Holdena.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-tree-preservation-order-works-consent",
        source="Works to protected trees. If a tree is covered by a Tree Preservation Order, you must not cut down, top, lop or uproot it without the council's written consent. Applications are made under the Town and Country Planning (Tree Preservation) (England) Regulations 2012, and we aim to decide them within 8 weeks. For trees in a conservation area that are not protected by an order, you must instead give us six weeks' notice under section 211 of the Town and Country Planning Act 1990. Carrying out unauthorised work is a criminal offence and can lead to an unlimited fine. Dead trees may be exempt, but you should contact the tree officer at least five working days before any work starts.",
        good=[
            Good(
                "preserve",
                "Is your tree protected by a Tree Preservation Order? Then you must not cut it down, top it, lop it or uproot it unless the council has given written consent. You apply under the Town and Country Planning (Tree Preservation) (England) Regulations 2012, and our aim is to reach a decision within 8 weeks. If the tree stands in a conservation area but isn't covered by an order, you must instead give us six weeks' notice under section 211 of the Town and Country Planning Act 1990. Unauthorised work is a criminal offence and can result in an unlimited fine. Dead trees may be exempt, but you should still contact the tree officer at least five working days before any work begins.",
            ),
            Good(
                "preserve",
                "Protected trees: works and consent. A tree subject to a Tree Preservation Order must not be cut down, topped, lopped or uprooted without the council's written consent. Applications are made under the Town and Country Planning (Tree Preservation) (England) Regulations 2012; the council aims to decide them within 8 weeks. Where a tree in a conservation area is not protected by an order, six weeks' notice must be given instead, under section 211 of the Town and Country Planning Act 1990. Unauthorised work is a criminal offence and can lead to an unlimited fine. Although dead trees may be exempt, the tree officer should be contacted at least five working days before any work starts.",
            ),
            Good(
                "pl",
                "Prace przy drzewach chronionych. Jeśli drzewo jest objęte nakazem ochrony (Tree Preservation Order), bez pisemnej zgody rady nie wolno go ściąć, ogłowić, przyciąć ani wykarczować. Wnioski składa się na podstawie Town and Country Planning (Tree Preservation) (England) Regulations 2012, a decyzję staramy się wydać w ciągu 8 tygodni. W przypadku drzew w strefie ochrony konserwatorskiej, które nie są objęte nakazem, musisz zamiast tego powiadomić nas z sześciotygodniowym wyprzedzeniem, zgodnie z sekcją 211 Town and Country Planning Act 1990. Wykonanie prac bez zezwolenia jest przestępstwem i może skutkować grzywną bez górnego limitu. Drzewa martwe mogą podlegać zwolnieniu, ale powinieneś skontaktować się z urzędnikiem ds. drzew co najmniej pięć dni roboczych przed rozpoczęciem jakichkolwiek prac.",
            ),
        ],
        bad=[
            Slip(0, [("section 211 of", "section 221 of")], "legal_reference"),
            Slip(1, [("six weeks' notice", "four weeks' notice")], "date"),
            Slip(2, [("które nie są objęte nakazem", "które są objęte nakazem")], "negation"),
        ],
    ),
    Case(
        key="en-craft-beer-festival-entry-tickets",
        source="Entry to the Harbourside Craft Beer Festival (12–14 September) is by advance ticket only; there will be no sales on the door. A standard ticket costs £18 and includes a souvenir glass and four half-pint tokens. Designated driver tickets are £6 and include unlimited soft drinks. Everyone must bring photo ID, and under-18s will not be admitted to evening sessions, even with an adult. The festival is cash-free, so please bring a card or phone to pay. Tickets are non-refundable but can be transferred to another person up to 48 hours before your session. Dogs are welcome at the Saturday afternoon session only.",
        good=[
            Good(
                "preserve",
                "Heading to the Harbourside Craft Beer Festival, 12–14 September? You'll need to buy your ticket in advance, because there won't be any sales on the door. A standard ticket is £18 and gets you a souvenir glass and four half-pint tokens, while a designated driver ticket costs £6 and includes unlimited soft drinks. Everyone must bring photo ID, and under-18s won't be admitted to evening sessions, even with an adult. The festival is cash-free, so please bring a card or phone to pay. Tickets can't be refunded, but you can transfer yours to someone else up to 48 hours before your session. Dogs are welcome at the Saturday afternoon session only.",
            ),
            Good(
                "preserve",
                "Harbourside Craft Beer Festival, 12–14 September – entry information\n- Advance tickets only: no tickets will be sold on the door.\n- Standard ticket: £18, including a souvenir glass and four half-pint tokens.\n- Designated driver ticket: £6, including unlimited soft drinks.\n- ID: everyone must bring photo ID.\n- Under-18s: not admitted to evening sessions, even when accompanied by an adult.\n- Payment: the festival is cash-free; please bring a card or phone.\n- Refunds: tickets are non-refundable, but can be transferred to another person up to 48 hours before your session.\n- Dogs: welcome at the Saturday afternoon session only.",
            ),
            Good(
                "pl",
                "Wstęp na Harbourside Craft Beer Festival (12–14 września) wyłącznie z biletami kupionymi w przedsprzedaży; na miejscu nie będzie sprzedaży biletów. Bilet standardowy kosztuje 18 £ i obejmuje pamiątkową szklankę oraz cztery żetony na pół pinty. Bilety dla kierowców kosztują 6 £ i obejmują nielimitowane napoje bezalkoholowe. Każdy musi mieć ze sobą dokument tożsamości ze zdjęciem, a osoby poniżej 18 lat nie zostaną wpuszczone na sesje wieczorne, nawet w towarzystwie dorosłego. Festiwal jest bezgotówkowy, więc prosimy zabrać kartę lub telefon do płatności. Bilety nie podlegają zwrotowi, ale można je przekazać innej osobie najpóźniej 48 godzin przed Twoją sesją. Psy są mile widziane wyłącznie na sobotniej sesji popołudniowej.",
            ),
        ],
        bad=[
            Slip(0, [("four half-pint tokens", "five half-pint tokens")], "number"),
            Slip(
                1,
                [
                    (
                        "Under-18s: not admitted to evening sessions, even when accompanied by an adult.",
                        "Under-18s: admitted to evening sessions when accompanied by an adult.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "nielimitowane napoje bezalkoholowe.",
                        "nielimitowane napoje bezalkoholowe oraz bezpłatne miejsce parkingowe.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-blue-badge-renewal-reminder-letter",
        source="Renewing your Blue Badge. Your badge is valid for up to three years, and we will write to you about 12 weeks before it expires. You should apply to renew at least 8 weeks before the expiry date printed on the badge, as applications can take up to 12 weeks to process. Renew online at www.gov.uk/apply-blue-badge or by calling 01632 960 450. You will need a recent digital photo and your National Insurance number. There is a £10 fee, which you pay only if your application is approved. You must not use an expired badge; if your new badge has not arrived, you must pay for parking.",
        good=[
            Good(
                "preserve",
                "How to renew your Blue Badge. A badge lasts for up to three years, and we'll write to you about 12 weeks before yours runs out. You should apply to renew at least 8 weeks before the expiry date printed on the badge, because processing can take up to 12 weeks. You can renew online at www.gov.uk/apply-blue-badge or by phone on 01632 960 450. Have a recent digital photo and your National Insurance number ready. The fee is £10, and you only pay it if your application is approved. You must not use an expired badge: if the new one hasn't arrived yet, you must pay for parking.",
            ),
            Good(
                "preserve",
                "Blue Badge renewal – what you need to know\n1. Validity: a badge lasts up to three years; we will write to you about 12 weeks before it expires.\n2. When to apply: you should apply at least 8 weeks before the expiry date printed on your badge, since processing can take up to 12 weeks.\n3. How to apply: online at www.gov.uk/apply-blue-badge, or by phone on 01632 960 450.\n4. What you need: a recent digital photo and your National Insurance number.\n5. Fee: £10, payable only if your application is approved.\n6. Expired badges: you must not use one. If your new badge has not arrived, you must pay for parking.",
            ),
            Good(
                "pl",
                "Odnawianie karty parkingowej Blue Badge. Karta jest ważna maksymalnie trzy lata, a mniej więcej 12 tygodni przed upływem jej ważności wyślemy do Ciebie list. Wniosek o odnowienie powinieneś złożyć co najmniej 8 tygodni przed datą ważności wydrukowaną na karcie, ponieważ jego rozpatrzenie może potrwać do 12 tygodni. Kartę odnowisz online na stronie www.gov.uk/apply-blue-badge lub telefonicznie pod numerem 01632 960 450. Potrzebne będą aktualne zdjęcie cyfrowe i numer National Insurance. Opłata wynosi 10 £ i płacisz ją tylko wtedy, gdy wniosek zostanie zatwierdzony. Nie wolno korzystać z karty, której ważność wygasła; jeśli nowa karta jeszcze nie dotarła, musisz płacić za parkowanie.",
            ),
        ],
        bad=[
            Slip(0, [("www.gov.uk/apply-blue-badge", "www.gov.uk/blue-badge")], "url"),
            Slip(1, [("at least 8 weeks before", "at least 4 weeks before")], "date"),
            Slip(
                2,
                [("Wniosek o odnowienie powinieneś złożyć", "Wniosek o odnowienie musisz złożyć")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-tidyfeed-readme-install-configuration",
        source="## Installation\n\nInstall the latest release with pip:\n\n```\npip install tidyfeed==2.3.1\n```\n\nTidyFeed requires Python 3.10 or later. After installing, run `tidyfeed init` to create a `tidyfeed.toml` file in your project root.\n\n## Configuration\n\n- `fetch_interval` sets how often feeds are polled, in minutes (default: 30).\n- `max_items` limits how many entries are kept per feed (default: 200).\n- Set `strict = true` if you want invalid feeds to stop the run instead of being skipped.\n\nYou should not edit the cache directory by hand; use `tidyfeed clean` instead. Logs are written to `~/.tidyfeed/logs` and rotated weekly.",
        good=[
            Good(
                "preserve",
                "## Installation\n\nGrab the latest release from pip:\n\n```\npip install tidyfeed==2.3.1\n```\n\nYou'll need Python 3.10 or newer. Once it's installed, run `tidyfeed init`, which creates a `tidyfeed.toml` file in the root of your project.\n\n## Configuration\n\n- `fetch_interval`: how often feeds are polled, in minutes (defaults to 30).\n- `max_items`: the maximum number of entries kept for each feed (defaults to 200).\n- `strict = true`: makes invalid feeds stop the run rather than being skipped.\n\nYou shouldn't edit the cache directory by hand; use `tidyfeed clean` instead. Logs go to `~/.tidyfeed/logs` and are rotated every week.",
            ),
            Good(
                "preserve",
                "## Installation\n\nInstall the latest release using pip:\n\n```\npip install tidyfeed==2.3.1\n```\n\nRequirement: Python 3.10 or later. After installation, run `tidyfeed init` to generate `tidyfeed.toml` in your project root.\n\n## Configuration\n\n- `fetch_interval` — feed polling interval in minutes (default: 30).\n- `max_items` — maximum number of entries kept per feed (default: 200).\n- `strict = true` — invalid feeds stop the run instead of being skipped.\n\nThe cache directory should not be edited manually; use `tidyfeed clean` instead. Logs are stored in `~/.tidyfeed/logs` with weekly rotation.",
            ),
            Good(
                "pl",
                "## Instalacja\n\nZainstaluj najnowsze wydanie za pomocą pip:\n\n```\npip install tidyfeed==2.3.1\n```\n\nTidyFeed wymaga Pythona 3.10 lub nowszego. Po instalacji uruchom `tidyfeed init`, aby utworzyć plik `tidyfeed.toml` w katalogu głównym projektu.\n\n## Konfiguracja\n\n- `fetch_interval` określa, jak często (w minutach) sprawdzane są kanały (domyślnie: 30).\n- `max_items` ogranicza liczbę wpisów przechowywanych dla każdego kanału (domyślnie: 200).\n- Ustaw `strict = true`, jeśli chcesz, aby nieprawidłowe kanały przerywały działanie zamiast być pomijane.\n\nNie powinieneś ręcznie edytować katalogu pamięci podręcznej; zamiast tego użyj `tidyfeed clean`. Logi są zapisywane w `~/.tidyfeed/logs` i rotowane co tydzień.",
            ),
        ],
        bad=[
            Slip(0, [("run `tidyfeed init`", "run `tidyfeed setup`")], "code"),
            Slip(
                1,
                [("```\npip install tidyfeed==2.3.1\n```", "pip install tidyfeed==2.3.1")],
                "markdown",
            ),
            Slip(
                2,
                [("Nie powinieneś ręcznie edytować", "Nie wolno Ci ręcznie edytować")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-api-rate-limits-docs-section",
        source="### Rate limits\n\nOn the Free plan, each API key may make up to 600 requests per minute. If you exceed the limit, the API returns HTTP `429 Too Many Requests` with a `Retry-After` header giving the number of seconds to wait.\n\n| Plan | Requests/min | Burst |\n|------|--------------|-------|\n| Free | 600 | 50 |\n| Pro | 3,000 | 300 |\n\nClients should back off exponentially and must not retry more than 5 times. Bulk exports are not subject to these limits; see [Bulk exports](https://docs.acme.dev/exports) for their own quotas.",
        good=[
            Good(
                "preserve",
                "### Rate limits\n\nOn the Free plan, an API key may make up to 600 requests a minute. Go over the limit and the API responds with HTTP `429 Too Many Requests`, along with a `Retry-After` header that tells you how many seconds to wait.\n\n| Plan | Requests/min | Burst |\n|------|--------------|-------|\n| Free | 600 | 50 |\n| Pro | 3,000 | 300 |\n\nYour client should use exponential backoff and must not retry more than 5 times. These limits don't apply to bulk exports, which have their own quotas: see [Bulk exports](https://docs.acme.dev/exports).",
            ),
            Good(
                "preserve",
                "### Rate limits\n\n| Plan | Requests/min | Burst |\n|------|--------------|-------|\n| Free | 600 | 50 |\n| Pro | 3,000 | 300 |\n\nFree-plan API keys may make up to 600 requests per minute. Requests over the limit receive HTTP `429 Too Many Requests` and a `Retry-After` header stating how many seconds to wait.\n\nClients should back off exponentially, and they must not retry more than 5 times.\n\nBulk exports are exempt from these limits and have separate quotas: see [Bulk exports](https://docs.acme.dev/exports).",
            ),
            Good(
                "pl",
                "### Limity zapytań\n\nW planie Free każdy klucz API może wysłać do 600 zapytań na minutę. Po przekroczeniu limitu API zwraca HTTP `429 Too Many Requests` z nagłówkiem `Retry-After`, który podaje, ile sekund należy odczekać.\n\n| Plan | Zapytania/min | Burst |\n|------|---------------|-------|\n| Free | 600 | 50 |\n| Pro | 3000 | 300 |\n\nKlienci powinni stosować wykładnicze wydłużanie odstępów (exponential backoff) i nie mogą ponawiać zapytań więcej niż 5 razy. Eksporty zbiorcze nie podlegają tym limitom; ich własne limity opisano w sekcji [Eksporty zbiorcze](https://docs.acme.dev/exports).",
            ),
        ],
        bad=[
            Slip(0, [("a `Retry-After` header", "an `X-RateLimit-Reset` header")], "code"),
            Slip(1, [("| Pro | 3,000 | 300 |\n", "")], "markdown"),
            Slip(2, [("więcej niż 5 razy", "więcej niż 3 razy")], "number"),
        ],
    ),
    Case(
        key="en-sleep-duration-diabetes-cohort-summary",
        source="A large cohort study by Okafor and colleagues (2019), published in the Journal of Sleep Research, followed 4,812 adults for ten years and found that those who regularly slept fewer than six hours a night had a higher risk of developing type 2 diabetes. The authors caution that the study was observational, so it cannot show that short sleep causes diabetes; other factors, such as shift work, may partly explain the link. Even so, the findings suggest that improving sleep could be a useful part of prevention programmes. The full paper is available at doi:10.1111/jsr.12874.",
        good=[
            Good(
                "preserve",
                "Adults who regularly slept fewer than six hours a night had a higher risk of developing type 2 diabetes, according to a large cohort study by Okafor and colleagues (2019) in the Journal of Sleep Research, which followed 4,812 adults over ten years. Because the study was observational, the authors caution, it cannot show that short sleep causes diabetes, and other factors such as shift work may partly explain the link. Still, the results suggest that better sleep could be a useful part of prevention programmes. You can read the full paper at doi:10.1111/jsr.12874.",
            ),
            Good(
                "preserve",
                "Okafor et al. (2019, Journal of Sleep Research) conducted a ten-year cohort study of 4,812 adults. Participants who regularly slept less than six hours per night showed a higher risk of developing type 2 diabetes. As the authors caution, the observational design means the study cannot show that short sleep causes diabetes, and factors such as shift work may partly account for the association. The findings nonetheless suggest that improving sleep could be a useful component of prevention programmes (full paper: doi:10.1111/jsr.12874).",
            ),
            Good(
                "pl",
                "Duże badanie kohortowe przeprowadzone przez Okafor i współpracowników (2019), opublikowane w „Journal of Sleep Research”, objęło 4812 dorosłych obserwowanych przez dziesięć lat. Wykazało ono, że osoby regularnie śpiące krócej niż sześć godzin na dobę miały wyższe ryzyko rozwoju cukrzycy typu 2. Autorzy zastrzegają, że było to badanie obserwacyjne, więc nie może wykazać, że krótki sen powoduje cukrzycę; związek ten mogą częściowo tłumaczyć inne czynniki, np. praca zmianowa. Mimo to wyniki sugerują, że poprawa snu mogłaby być użytecznym elementem programów profilaktycznych. Pełny artykuł jest dostępny pod adresem doi:10.1111/jsr.12874.",
            ),
        ],
        bad=[
            Slip(0, [("(2019)", "(2017)")], "citation"),
            Slip(
                1,
                [
                    (
                        "suggest that improving sleep could be a useful component",
                        "show that improving sleep is a useful component",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "opublikowane w „Journal of Sleep Research”,",
                        "opublikowane w „Journal of Sleep Research” i sfinansowane przez Wellcome Trust,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-pm25-child-asthma-evidence-brief",
        source="Short-term exposure to high levels of PM2.5 is probably linked to an increase in hospital admissions for asthma among children. A systematic review by Fernandes and Lindqvist (2021) in Environmental Health Perspectives pooled 27 studies and estimated that each 10 µg/m³ rise in PM2.5 is associated with roughly a 4% increase in admissions. The review did not find a clear effect in adults over 65, though the authors note this may reflect smaller sample sizes. Schools are not required to close on high-pollution days, but they should avoid outdoor PE when the Daily Air Quality Index reaches 7 or above.",
        good=[
            Good(
                "preserve",
                "Short-term exposure to high PM2.5 levels is probably linked to more children being admitted to hospital with asthma. Pooling 27 studies, a systematic review by Fernandes and Lindqvist (2021), published in Environmental Health Perspectives, estimated that every 10 µg/m³ increase in PM2.5 is associated with roughly 4% more admissions. It did not find a clear effect in adults over 65, although the authors point out that this may reflect smaller sample sizes. Schools don't have to close on high-pollution days, but they should avoid outdoor PE once the Daily Air Quality Index reaches 7 or more.",
            ),
            Good(
                "preserve",
                "Key points:\n- High short-term PM2.5 exposure is probably linked to more hospital admissions for asthma in children.\n- Fernandes and Lindqvist (2021, Environmental Health Perspectives) pooled 27 studies in a systematic review: each 10 µg/m³ rise in PM2.5 was associated with an estimated increase in admissions of roughly 4%.\n- The review found no clear effect in adults over 65; the authors note that this may reflect smaller sample sizes.\n- Schools are not required to close on high-pollution days, but should avoid outdoor PE when the Daily Air Quality Index is 7 or above.",
            ),
            Good(
                "pl",
                "Krótkotrwałe narażenie na wysokie stężenia PM2.5 jest prawdopodobnie związane ze wzrostem liczby hospitalizacji dzieci z powodu astmy. W przeglądzie systematycznym Fernandes i Lindqvist (2021), opublikowanym w „Environmental Health Perspectives”, zestawiono wyniki 27 badań i oszacowano, że każdy wzrost stężenia PM2.5 o 10 µg/m³ wiąże się ze wzrostem liczby hospitalizacji o około 4%. W przeglądzie nie stwierdzono wyraźnego efektu u dorosłych powyżej 65. roku życia, choć autorzy zauważają, że może to wynikać z mniejszej liczebności prób. Szkoły nie mają obowiązku zamykania się w dni wysokiego zanieczyszczenia, ale powinny unikać lekcji WF na świeżym powietrzu, gdy indeks Daily Air Quality Index osiągnie 7 lub więcej.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Environmental Health Perspectives", "Environmental Research Letters")],
                "citation",
            ),
            Slip(1, [("is probably linked to", "is linked to")], "hedge"),
            Slip(
                2, [("nie stwierdzono wyraźnego efektu", "stwierdzono wyraźny efekt")], "negation"
            ),
        ],
    ),
    Case(
        key="en-school-newsletter-reading-slot-results",
        source="Why we're keeping the 20-minute reading slot. Last term, Year 4 pupils read independently for 20 minutes after lunch each day. Our approach follows the Education Endowment Foundation's 2021 guidance report on improving literacy, which recommends regular, sustained reading practice, and a study by Hartley and Moss (2018, p. 112) that found daily reading time improved pupils' reading fluency. Over the term, 68% of the class moved up at least one reading band, compared with 41% the year before. We know these are small numbers and cannot say for certain that the reading slot was the reason, but parents' feedback has been very positive. We'll review the results again in July.",
        good=[
            Good(
                "preserve",
                "The 20-minute reading slot is staying, and here's why. Last term, Year 4 pupils spent 20 minutes reading on their own after lunch every day. We based this on the Education Endowment Foundation's 2021 guidance report on improving literacy, which recommends regular, sustained reading practice, and on a study by Hartley and Moss (2018, p. 112) finding that daily reading time improved pupils' reading fluency. By the end of the term, 68% of the class had gone up at least one reading band, against 41% the year before. We know these are small numbers, and we can't say for certain that the reading slot made the difference, but feedback from parents has been very positive. We'll look at the results again in July.",
            ),
            Good(
                "preserve",
                "Continuation of the 20-minute reading slot. During the last term, Year 4 pupils read independently for 20 minutes each day after lunch. This approach draws on the Education Endowment Foundation's 2021 guidance report on improving literacy, which recommends regular, sustained reading practice, and on Hartley and Moss (2018, p. 112), who found that daily reading time improved pupils' reading fluency. Over the term, 68% of the class progressed by at least one reading band, compared with 41% in the previous year. Although these are small numbers and we cannot say for certain that the reading slot was responsible, parental feedback has been very positive. The results will be reviewed again in July.",
            ),
            Good(
                "pl",
                "Dlaczego zostawiamy 20-minutowy czas na czytanie. W minionym semestrze uczniowie klasy Year 4 codziennie po obiedzie czytali samodzielnie przez 20 minut. Nasze podejście opiera się na raporcie Education Endowment Foundation z 2021 r. z wytycznymi dotyczącymi rozwijania umiejętności czytania i pisania, który zaleca regularną, systematyczną praktykę czytania, oraz na badaniu Hartley i Moss (2018, s. 112), które wykazało, że codzienny czas na czytanie poprawił płynność czytania uczniów. W ciągu semestru 68% klasy przeszło o co najmniej jeden poziom czytania wyżej, w porównaniu z 41% rok wcześniej. Wiemy, że to niewielkie liczby, i nie możemy z całą pewnością stwierdzić, że przyczyną był czas na czytanie, ale opinie rodziców są bardzo pozytywne. Ponownie przeanalizujemy wyniki w lipcu.",
            ),
        ],
        bad=[
            Slip(0, [("68% of the class", "78% of the class")], "number"),
            Slip(
                1,
                [("Hartley and Moss (2018, p. 112)", "Hartley and Moss (2018, p. 121)")],
                "citation",
            ),
            Slip(
                2,
                [
                    (
                        "ale opinie rodziców są bardzo pozytywne.",
                        "ale opinie rodziców są bardzo pozytywne, a od września program obejmie także klasę Year 3.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-allotment-society-agm-notes",
        source="# Allotment Society – AGM notes\n\n**Date:** Thursday 6 March 2025, 7 pm, Village Hall\n\n## Decisions\n- Annual plot rent rises to £42 from 1 October 2025.\n- Bonfires are allowed only between 1 November and 31 March, and must be put out before dusk.\n- Plot holders may keep up to six hens, but not cockerels.\n\n## Actions\n- The committee will get quotes for a new water trough by the next meeting.\n- All plot holders should clear shared paths of tools and hoses.\n\nNext committee meeting: Tuesday 8 April, 7:30 pm.",
        good=[
            Good(
                "preserve",
                "# Allotment Society AGM – notes\n\n**When and where:** Thursday 6 March 2025 at 7 pm, Village Hall\n\n## Decisions\n- From 1 October 2025, the annual plot rent goes up to £42.\n- Bonfires are permitted only from 1 November to 31 March and must be extinguished before dusk.\n- Up to six hens may be kept on a plot; cockerels are not allowed.\n\n## Actions\n- The committee will obtain quotes for a new water trough by the next meeting.\n- All plot holders should keep shared paths clear of tools and hoses.\n\nThe next committee meeting is on Tuesday 8 April at 7:30 pm.",
            ),
            Good(
                "preserve",
                "# Allotment Society AGM notes\n\n**Date:** 7 pm, Thursday 6 March 2025, Village Hall\n\n## Decisions\n- The annual plot rent will be £42 from 1 October 2025.\n- Bonfires: allowed only between 1 November and 31 March; they must be out before dusk.\n- Hens: plot holders may keep up to six, but no cockerels.\n\n## Actions\n- Committee: get quotes for a new water trough by the next meeting.\n- All plot holders: you should clear tools and hoses off shared paths.\n\nNext committee meeting: 7:30 pm, Tuesday 8 April.",
            ),
            Good(
                "pl",
                "# Stowarzyszenie Działkowców – notatki z dorocznego walnego zebrania\n\n**Data:** czwartek, 6 marca 2025 r., godz. 19:00, świetlica wiejska\n\n## Decyzje\n- Roczny czynsz za działkę wzrośnie do 42 £ od 1 października 2025 r.\n- Ogniska są dozwolone wyłącznie od 1 listopada do 31 marca i muszą zostać wygaszone przed zmierzchem.\n- Działkowcy mogą trzymać do sześciu kur, ale nie koguty.\n\n## Działania\n- Zarząd zbierze oferty na nowe koryto na wodę do następnego zebrania.\n- Wszyscy działkowcy powinni uprzątnąć narzędzia i węże ze wspólnych ścieżek.\n\nNastępne zebranie zarządu: wtorek, 8 kwietnia, godz. 19:30.",
            ),
        ],
        bad=[
            Slip(0, [("## Decisions\n", "Decisions:\n")], "markdown"),
            Slip(1, [("Tuesday 8 April", "Tuesday 15 April")], "date"),
            Slip(
                2,
                [
                    (
                        "muszą zostać wygaszone przed zmierzchem",
                        "powinny zostać wygaszone przed zmierzchem",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-library-ebook-lending-libby-guide",
        source="Borrowing e-books from Westmoor Libraries. With your library card number and PIN you can borrow up to 10 e-books at a time through the Libby app or at westmoor.overdrive.com. Loans last 21 days and return themselves automatically, so you will never be charged a late fee. Popular titles often have waiting lists; the app shows an estimated wait, but this is only a guide and may be longer during school holidays. E-books cannot be downloaded to some older Kindle models outside the US. If you have trouble signing in, email ebooks@westmoor.gov.uk and we will usually reply within two working days.",
        good=[
            Good(
                "preserve",
                "Want to borrow e-books from Westmoor Libraries? You'll need your library card number and PIN. You can have up to 10 e-books at a time, borrowing them through the Libby app or at westmoor.overdrive.com. Each loan lasts 21 days and returns itself automatically, which means you'll never be charged a late fee. Popular titles often have waiting lists. The app gives an estimated wait, but treat it as a guide only: it may be longer during school holidays. Some older Kindle models outside the US can't download e-books. Having trouble signing in? Email ebooks@westmoor.gov.uk and we'll usually reply within two working days.",
            ),
            Good(
                "preserve",
                "**How many e-books can I borrow?** Up to 10 at a time, using your library card number and PIN in the Libby app or at westmoor.overdrive.com.\n**How long is a loan?** 21 days. E-books are returned automatically, so you will never be charged a late fee.\n**Why is there a wait?** Popular titles often have waiting lists. The estimated wait shown in the app is only a guide and may be longer during school holidays.\n**Does it work on Kindle?** E-books cannot be downloaded to some older Kindle models outside the US.\n**Can't sign in?** Email ebooks@westmoor.gov.uk; we will usually reply within two working days.",
            ),
            Good(
                "pl",
                "Wypożyczanie e-booków w bibliotekach Westmoor. Mając numer karty bibliotecznej i PIN, możesz wypożyczyć jednocześnie do 10 e-booków w aplikacji Libby lub na stronie westmoor.overdrive.com. Wypożyczenie trwa 21 dni, a e-book zwraca się automatycznie, więc nigdy nie zapłacisz kary za przetrzymanie. Na popularne tytuły często są kolejki oczekujących; aplikacja pokazuje szacowany czas oczekiwania, ale jest on jedynie orientacyjny, a w czasie ferii szkolnych może być dłuższy. Na niektóre starsze modele Kindle poza USA nie da się pobrać e-booków. Jeśli masz problem z zalogowaniem się, napisz na adres ebooks@westmoor.gov.uk, a zwykle odpowiemy w ciągu dwóch dni roboczych.",
            ),
        ],
        bad=[
            Slip(0, [("westmoor.overdrive.com", "westmoor.libbyapp.com")], "url"),
            Slip(
                1,
                [
                    (
                        "E-books cannot be downloaded to some older Kindle models",
                        "E-books can be downloaded to some older Kindle models",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "a zwykle odpowiemy w ciągu dwóch dni roboczych",
                        "a odpowiemy w ciągu dwóch dni roboczych",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-citycycle-annual-membership-ride-rules",
        source="CityCycle membership terms. An annual membership costs £90 and covers unlimited rides of up to 30 minutes; longer rides are charged at £1.50 for each extra 30 minutes. Riders must be at least 16 years old, and under-18s need a parent or guardian to accept these terms. You must end every ride by docking the bike at an official station and checking that the light turns green. Bikes left outside a station may incur a £25 recovery fee. We recommend wearing a helmet, but it is not compulsory. Report any damage or faults through the app before starting your ride.",
        good=[
            Good(
                "preserve",
                "Your CityCycle membership explained. For £90 a year you get unlimited rides of up to 30 minutes, and each extra 30 minutes on a longer ride costs £1.50. You must be at least 16 to ride; if you're under 18, a parent or guardian needs to accept these terms for you. You must end each ride by docking the bike at an official station and making sure the light turns green. If you leave a bike outside a station, you may be charged a £25 recovery fee. We recommend a helmet, though it isn't compulsory. Before you set off, report any damage or faults through the app.",
            ),
            Good(
                "preserve",
                "CityCycle membership – key terms\n- Price: £90 per year, covering unlimited rides of up to 30 minutes.\n- Longer rides: £1.50 for each additional 30 minutes.\n- Age: riders must be 16 or over; under-18s need a parent or guardian to accept these terms.\n- Ending a ride: you must dock the bike at an official station and check that the light turns green.\n- Parking: bikes left outside a station may incur a £25 recovery fee.\n- Helmets: recommended, but not compulsory.\n- Damage or faults: report them through the app before starting your ride.",
            ),
            Good(
                "pl",
                "Warunki członkostwa CityCycle. Roczne członkostwo kosztuje 90 £ i obejmuje nielimitowane przejazdy trwające do 30 minut; za dłuższe przejazdy pobieramy 1,50 £ za każde dodatkowe 30 minut. Użytkownicy muszą mieć ukończone 16 lat, a w przypadku osób poniżej 18 lat niniejsze warunki musi zaakceptować rodzic lub opiekun. Każdy przejazd musisz zakończyć, odstawiając rower do oficjalnej stacji i sprawdzając, czy lampka zmieniła kolor na zielony. Za rower pozostawiony poza stacją może zostać naliczona opłata za jego odzyskanie w wysokości 25 £. Zalecamy jazdę w kasku, ale nie jest to obowiązkowe. Wszelkie uszkodzenia lub usterki zgłaszaj w aplikacji przed rozpoczęciem przejazdu.",
            ),
        ],
        bad=[
            Slip(0, [("costs £1.50", "costs £2.50")], "number"),
            Slip(
                1,
                [
                    (
                        "bikes left outside a station may incur",
                        "bikes left outside a station will incur",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Zalecamy jazdę w kasku, ale nie jest to obowiązkowe. Wszelkie uszkodzenia lub usterki zgłaszaj w aplikacji przed rozpoczęciem przejazdu.",
                        "We recommend wearing a helmet, but it is not compulsory. Report any damage or faults through the app before starting your ride.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-dental-practice-missed-appointments-policy",
        source="Missed appointments policy. If you cannot attend, please give us at least 24 hours' notice by phone or through the online portal. Patients who miss two appointments in a 12-month period without notice may be removed from the practice list. For private patients, a missed appointment fee of £35 applies; NHS patients are not charged for missed appointments. We understand that emergencies happen, and the practice manager will usually waive the fee in genuine cases. Waiting times for routine check-ups are currently around six weeks, so a missed slot is likely to delay treatment for someone else.",
        good=[
            Good(
                "preserve",
                "Can't make your appointment? Please let us know at least 24 hours in advance, by phone or through the online portal. If you miss two appointments within 12 months without telling us, you may be removed from the practice list. Private patients are charged £35 for a missed appointment, but NHS patients are not charged. We know emergencies happen, and in genuine cases the practice manager will usually waive the fee. Routine check-ups currently have a wait of around six weeks, so a missed slot is likely to hold up treatment for someone else.",
            ),
            Good(
                "preserve",
                "Policy on missed appointments. Patients who are unable to attend are asked to give at least 24 hours' notice, either by telephone or via the online portal. Anyone who misses two appointments within a 12-month period without giving notice may be removed from the practice list. A £35 missed appointment fee is charged to private patients; NHS patients are not charged for missed appointments. We appreciate that emergencies occur, and in genuine cases the fee will usually be waived by the practice manager. As routine check-ups currently have a waiting time of around six weeks, a missed slot is likely to delay someone else's treatment.",
            ),
            Good(
                "pl",
                "Zasady dotyczące nieodwołanych wizyt. Jeśli nie możesz przyjść, prosimy o powiadomienie nas co najmniej 24 godziny wcześniej, telefonicznie lub przez portal internetowy. Pacjenci, którzy w ciągu 12 miesięcy dwukrotnie nie stawią się na wizytę bez uprzedzenia, mogą zostać skreśleni z listy pacjentów gabinetu. Pacjentów prywatnych obowiązuje opłata 35 £ za nieodwołaną wizytę; pacjenci NHS nie ponoszą opłat za nieodwołane wizyty. Rozumiemy, że zdarzają się nagłe sytuacje, i w uzasadnionych przypadkach kierownik gabinetu zazwyczaj odstępuje od pobrania opłaty. Czas oczekiwania na rutynowe przeglądy wynosi obecnie około sześciu tygodni, więc niewykorzystany termin prawdopodobnie opóźni leczenie innej osoby.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "by phone or through the online portal",
                        "by phone on 01632 960 118 or through the online portal",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1, [("NHS patients are not charged", "NHS patients are also charged")], "negation"
            ),
            Slip(
                2,
                [("wynosi obecnie około sześciu tygodni", "wynosi obecnie sześć tygodni")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-northdale-bulky-waste-collection-booking",
        source="Bulky waste collections. We can collect up to five large household items, such as furniture, mattresses or white goods, for a fee of £38. Each extra item costs £8, up to a maximum of ten items per collection. Book online at www.northdale.gov.uk/bulkywaste at least three working days before your chosen date. Items must be left outside your property by 7 am on the collection day, but they should not block the pavement. We cannot collect building rubble, garden waste or anything containing asbestos. Fridges and freezers can be collected, although they may need to be picked up separately by a specialist crew.",
        good=[
            Good(
                "preserve",
                "Need to get rid of something bulky? For £38 we can collect up to five large household items, for example furniture, mattresses or white goods. Each additional item is £8, with a maximum of ten items per collection. Book online at www.northdale.gov.uk/bulkywaste at least three working days before the date you want. You must leave the items outside your property by 7 am on collection day, but they shouldn't block the pavement. We can't take building rubble, garden waste or anything containing asbestos. We can collect fridges and freezers too, though a specialist crew may need to pick them up separately.",
            ),
            Good(
                "preserve",
                "Bulky waste collection – how it works\n- Cost: £38 for up to five large household items (e.g. furniture, mattresses, white goods), plus £8 for each extra item.\n- Limit: a maximum of ten items per collection.\n- Booking: online at www.northdale.gov.uk/bulkywaste, at least three working days before your chosen date.\n- On the day: items must be outside your property by 7 am and should not block the pavement.\n- Not collected: building rubble, garden waste and anything containing asbestos.\n- Fridges and freezers: can be collected, but may need to be picked up separately by a specialist crew.",
            ),
            Good(
                "pl",
                "Odbiór odpadów wielkogabarytowych. Za opłatą 38 £ możemy odebrać do pięciu dużych przedmiotów z gospodarstwa domowego, takich jak meble, materace czy duży sprzęt AGD. Każdy dodatkowy przedmiot kosztuje 8 £, przy czym podczas jednego odbioru zabieramy maksymalnie dziesięć przedmiotów. Zarezerwuj odbiór online na stronie www.northdale.gov.uk/bulkywaste co najmniej trzy dni robocze przed wybranym terminem. Przedmioty muszą zostać wystawione przed posesję do godz. 7:00 w dniu odbioru, ale nie powinny blokować chodnika. Nie możemy odebrać gruzu budowlanego, odpadów ogrodowych ani niczego, co zawiera azbest. Lodówki i zamrażarki również możemy odebrać, choć może być konieczne, by zabrała je osobno wyspecjalizowana ekipa.",
            ),
        ],
        bad=[
            Slip(
                0, [("www.northdale.gov.uk/bulkywaste", "www.northdale.gov.uk/bulky-waste")], "url"
            ),
            Slip(
                1,
                [
                    (
                        "items must be outside your property by 7 am",
                        "items should be outside your property by 7 am",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("maksymalnie dziesięć przedmiotów", "maksymalnie dwanaście przedmiotów")],
                "number",
            ),
        ],
    ),
]
