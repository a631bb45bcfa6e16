# ruff: noqa: E501, RUF001
"""English source cases of blind set 65: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-ballet-school-uniform-attendance-policy",
        source=(
            "Uniform and attendance policy for Grades 1–5. All students must wear the school leotard in navy "
            "(Grades 1–3) or burgundy (Grades 4–5), pink tights and canvas ballet shoes. Hair must be secured in a "
            "bun; loose ponytails are not permitted in class. Jewellery should be removed before the lesson, although "
            "small stud earrings may be kept in. Students who miss more than three classes in a term without notice "
            "will not be entered for the summer exam. If your child is unwell, please email "
            "attendance@northgatedance.co.uk before 9:00 on the day. Uniform can be ordered from the studio shop, "
            "which is open on Saturdays from 10:00 to 13:00."
        ),
        good=[
            Good(
                "preserve",
                "Here is what students in Grades 1–5 need to know about uniform and attendance:\n\n"
                "- Uniform: every student must wear the school leotard (navy for Grades 1–3, burgundy for Grades 4–5), pink tights and canvas ballet shoes.\n"
                "- Hair: it must be secured in a bun. Loose ponytails are not allowed in class.\n"
                "- Jewellery: it should be taken off before the lesson, though small stud earrings may stay in.\n"
                "- Attendance: a student who misses more than three classes in a term without notice will not be entered for the summer exam.\n"
                "- Illness: email attendance@northgatedance.co.uk before 9:00 on the day.\n"
                "- Ordering uniform: use the studio shop, open Saturdays 10:00–13:00.",
            ),
            Good(
                "preserve",
                "Please make sure your child comes to class in the correct uniform: the school leotard – navy for "
                "Grades 1 to 3, burgundy for Grades 4 and 5 – with pink tights and canvas ballet shoes. This applies "
                "to all students. Hair must be tied up in a bun, as loose ponytails are not permitted in class. Your "
                "child should take off any jewellery before the lesson, but small stud earrings may be kept in. If "
                "your child is unwell, email attendance@northgatedance.co.uk before 9:00 that day. Please note that a "
                "student who misses more than three classes in a term without letting us know will not be entered "
                "for the summer exam. You can order uniform from the studio shop on Saturdays between 10:00 and 13:00.",
            ),
            Good(
                "pl",
                "Zasady dotyczące stroju i obecności dla klas 1–5. Wszyscy uczniowie muszą nosić szkolny trykot w "
                "kolorze granatowym (klasy 1–3) lub bordowym (klasy 4–5), różowe rajstopy oraz płócienne baletki. "
                "Włosy muszą być upięte w kok; luźne kucyki nie są dozwolone na zajęciach. Biżuterię powinno się "
                "zdjąć przed lekcją, choć małe kolczyki sztyfty można zostawić. Uczniowie, którzy opuszczą więcej niż "
                "trzy zajęcia w semestrze bez uprzedzenia, nie zostaną zgłoszeni do letniego egzaminu. Jeśli dziecko "
                "jest chore, prosimy o e-mail na adres attendance@northgatedance.co.uk przed 9:00 w danym dniu. Strój "
                "można zamówić w sklepie studia, czynnym w soboty od 10:00 do 13:00.",
            ),
        ],
        bad=[
            Slip(1, [("will not be entered", "will still be entered")], "negation"),
            Slip(2, [("więcej niż trzy zajęcia", "więcej niż pięć zajęć")], "number"),
            Slip(0, [("Hair: it must be secured", "Hair: it should be secured")], "modality"),
        ],
    ),
    Case(
        key="en-pharmacy-repeat-prescription-ordering-notice",
        source=(
            "Repeat prescriptions at Elm Street Pharmacy. You can request your repeat medication online at "
            "www.elmstreetpharmacy.co.uk/repeats or by dropping the slip into the box by the counter. Please allow at "
            "least 3 working days between ordering and collection, as the request has to be approved by your GP "
            "practice first. We are unable to process requests made by phone. Controlled drugs, such as some strong "
            "painkillers, cannot be ordered through the online service and need a separate request to your GP. The "
            "pharmacy is closed on bank holidays, so if you need medication over Easter, order before Thursday 17 "
            "April. Questions? Email repeats@elmstreetpharmacy.co.uk."
        ),
        good=[
            Good(
                "preserve",
                "To order repeat medication from Elm Street Pharmacy, use www.elmstreetpharmacy.co.uk/repeats or put "
                "your slip in the box next to the counter. Phone requests can't be processed. Your GP practice has to "
                "approve each request first, so leave at least 3 working days between ordering and collecting. Some "
                "medicines – controlled drugs, for example certain strong painkillers – cannot be ordered online; "
                "they need a separate request to your GP. We close on bank holidays: if you'll need medication over "
                "Easter, place your order before Thursday 17 April. Any questions can go to "
                "repeats@elmstreetpharmacy.co.uk.",
            ),
            Good(
                "preserve",
                "**Repeat prescription service – Elm Street Pharmacy**\n\n"
                "1. Ordering: requests can be submitted online at www.elmstreetpharmacy.co.uk/repeats or by placing "
                "the repeat slip in the box beside the counter. Requests made by telephone cannot be processed.\n"
                "2. Timing: each request must first be approved by your GP practice, so please allow a minimum of "
                "three working days from ordering to collection.\n"
                "3. Controlled drugs (including some strong painkillers) are not available via the online service "
                "and require a separate request to your GP.\n"
                "4. Bank holidays: the pharmacy is closed. For medication needed over Easter, please order before "
                "Thursday 17 April.\n"
                "5. Enquiries: repeats@elmstreetpharmacy.co.uk",
            ),
            Good(
                "pl",
                "Recepty na leki przyjmowane stale w Elm Street Pharmacy. Kolejną partię leków możesz zamówić online "
                "pod adresem www.elmstreetpharmacy.co.uk/repeats albo wrzucając formularz do skrzynki przy ladzie. "
                "Między zamówieniem a odbiorem zaplanuj co najmniej 3 dni robocze, ponieważ prośbę musi najpierw "
                "zatwierdzić Twoja przychodnia lekarza rodzinnego. Nie możemy realizować zamówień składanych "
                "telefonicznie. Leków kontrolowanych, takich jak niektóre silne leki przeciwbólowe, nie można "
                "zamawiać przez serwis internetowy – wymagają one osobnej prośby do lekarza rodzinnego. W dni "
                "ustawowo wolne apteka jest zamknięta, więc jeśli potrzebujesz leków na Wielkanoc, zamów je przed "
                "czwartkiem 17 kwietnia. Pytania? Napisz na repeats@elmstreetpharmacy.co.uk.",
            ),
        ],
        bad=[
            Slip(2, [("przed czwartkiem 17 kwietnia", "przed czwartkiem 24 kwietnia")], "date"),
            Slip(
                0,
                [("www.elmstreetpharmacy.co.uk/repeats", "www.elmstreetpharmacy.com/repeats")],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "Requests made by telephone cannot be processed.",
                        "Requests made by telephone can also be processed.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-camper-van-hire-insurance-excess",
        source=(
            "Insurance cover. All vehicles are covered by comprehensive insurance with an excess of £1,500 per "
            "claim. You may reduce the excess to £250 by buying Excess Protection at £18 per day when you collect "
            "the van. Drivers must be aged 25 to 75 and must have held a full licence for at least 3 years. Damage "
            "to the roof, underbody or awning is not covered under any option, and the hirer is liable for the full "
            "repair cost. In accordance with section 143 of the Road Traffic Act 1988, the vehicle must not be "
            "driven by anyone not named on the rental agreement. Any accident must be reported to us within 24 hours."
        ),
        good=[
            Good(
                "preserve",
                "Every van comes with comprehensive insurance, and the excess is £1,500 per claim. When you pick up "
                "the van, you may buy Excess Protection for £18 a day, which brings the excess down to £250. To drive, "
                "you must be between 25 and 75 years old and must have held a full licence for at least three years. "
                "No option covers damage to the roof, underbody or awning; if it happens, you are liable for the whole "
                "cost of the repair. The vehicle must not be driven by anyone who is not named on the rental agreement "
                "(section 143, Road Traffic Act 1988). You must report any accident to us within 24 hours.",
            ),
            Good(
                "preserve",
                "Insurance – key terms\n"
                "- Cover: comprehensive insurance on all vehicles; excess £1,500 per claim.\n"
                "- Excess Protection: may be bought at collection for £18 per day; it lowers the excess to £250.\n"
                "- Drivers: must be aged 25–75 and must have held a full licence for a minimum of 3 years.\n"
                "- Exclusions: roof, underbody and awning damage is not covered under any option; the hirer is liable for the full repair cost.\n"
                "- Named drivers: under section 143 of the Road Traffic Act 1988, anyone not named on the rental agreement must not drive the vehicle.\n"
                "- Accidents: must be reported to us within 24 hours.",
            ),
            Good(
                "pl",
                "Ubezpieczenie. Wszystkie pojazdy są objęte kompleksowym ubezpieczeniem z udziałem własnym w wysokości "
                "1500 GBP za każdą szkodę. Przy odbiorze kampera możesz obniżyć udział własny do 250 GBP, wykupując "
                "Excess Protection za 18 GBP dziennie. Kierowcy muszą mieć od 25 do 75 lat i muszą posiadać pełne "
                "prawo jazdy od co najmniej 3 lat. Uszkodzenia dachu, podwozia i markizy nie są objęte żadną opcją "
                "ubezpieczenia, a najemca odpowiada za pełny koszt naprawy. Zgodnie z sekcją 143 ustawy Road Traffic "
                "Act 1988 pojazdu nie może prowadzić nikt, kto nie jest wpisany do umowy najmu. Każdy wypadek musi "
                "zostać nam zgłoszony w ciągu 24 godzin.",
            ),
        ],
        bad=[
            Slip(1, [("it lowers the excess to £250", "it lowers the excess to £150")], "number"),
            Slip(2, [("sekcją 143", "sekcją 134")], "legal_reference"),
            Slip(
                0, [("You must report any accident", "You should report any accident")], "modality"
            ),
        ],
    ),
    Case(
        key="en-charting-library-changelog-release-notes",
        source="""## [4.2.0] – 2025-03-11

### Added
- `legend.position` now accepts `"inside"` for line and area charts.
- New `tooltip.formatter` callback receives the full data point.

### Changed
- Default animation duration reduced from 400 ms to 250 ms.
- Minimum supported Node.js version is now 18.

### Deprecated
- `axis.tickCount` is deprecated and will be removed in 5.0; use `axis.ticks.count` instead.

### Fixed
- Bar labels no longer overlap when `stacked: true` is set (#1873).

> **Note:** `chart.destroy()` must be called before re-rendering into the same canvas; otherwise memory may leak.""",
        good=[
            Good(
                "preserve",
                """## [4.2.0] – 11 March 2025

### Added
- For line and area charts, `legend.position` can now be set to `"inside"`.
- A new callback, `tooltip.formatter`, is passed the complete data point.

### Changed
- The default animation now lasts 250 ms instead of 400 ms.
- Node.js 18 is now the minimum supported version.

### Deprecated
- `axis.tickCount` is deprecated and will be removed in 5.0 – switch to `axis.ticks.count`.

### Fixed
- With `stacked: true`, bar labels no longer overlap (#1873).

> **Note:** you must call `chart.destroy()` before re-rendering into the same canvas, or memory may leak.""",
            ),
            Good(
                "preserve",
                """## [4.2.0] – 2025-03-11

### Added
- Line and area charts: `"inside"` is now an accepted value for `legend.position`.
- `tooltip.formatter`: a new callback that receives the full data point.

### Changed
- Default animation duration: 400 ms → 250 ms.
- Minimum supported Node.js version: 18.

### Deprecated
- `axis.tickCount` – deprecated, to be removed in 5.0. Use `axis.ticks.count` instead.

### Fixed
- Bar labels no longer overlap when `stacked: true` is set (#1873).

> **Note:** before you re-render into the same canvas, `chart.destroy()` must be called; if it isn't, memory may leak.""",
            ),
            Good(
                "pl",
                """## [4.2.0] – 2025-03-11

### Dodano
- `legend.position` przyjmuje teraz wartość `"inside"` w wykresach liniowych i warstwowych.
- Nowe wywołanie zwrotne `tooltip.formatter` otrzymuje pełny punkt danych.

### Zmieniono
- Domyślny czas trwania animacji skrócono z 400 ms do 250 ms.
- Minimalna obsługiwana wersja Node.js to teraz 18.

### Przestarzałe
- `axis.tickCount` jest przestarzałe i zostanie usunięte w wersji 5.0; zamiast tego użyj `axis.ticks.count`.

### Poprawiono
- Etykiety słupków nie nachodzą już na siebie, gdy ustawiono `stacked: true` (#1873).

> **Uwaga:** przed ponownym renderowaniem w tym samym elemencie canvas musisz wywołać `chart.destroy()`; w przeciwnym razie może dojść do wycieku pamięci.""",
            ),
        ],
        bad=[
            Slip(0, [("switch to `axis.ticks.count`", "switch to `axis.tick.count`")], "code"),
            Slip(1, [("### Fixed\n", "**Fixed**\n")], "markdown"),
            Slip(2, [("z 400 ms do 250 ms", "z 400 ms do 200 ms")], "number"),
        ],
    ),
    Case(
        key="en-cardiology-outpatient-appointment-letter-ecg",
        source=(
            "Dear Mr Okafor,\n\n"
            "You have an appointment at the Cardiology Outpatient Clinic, Level 2, St Aldhelm's Hospital, on Tuesday "
            "14 October 2025 at 10:40 with Dr Priya Raman. Please arrive 15 minutes early so that we can take an ECG "
            "before you see the doctor. Do not stop taking any of your usual medicines unless you have been told to. "
            "Bring a list of your current medication and this letter. You do not need to fast before this "
            "appointment. If you cannot attend, please call 01632 960 418 at least 48 hours beforehand so that the "
            "slot can be offered to another patient. Patients who miss two appointments without letting us know may "
            "be referred back to their GP."
        ),
        good=[
            Good(
                "preserve",
                "Dear Mr Okafor,\n\n"
                "Your cardiology appointment:\n"
                "- When: Tuesday 14 October 2025, 10:40\n"
                "- Where: Cardiology Outpatient Clinic, Level 2, St Aldhelm's Hospital\n"
                "- Who: Dr Priya Raman\n\n"
                "Please come 15 minutes before your appointment time, because we will take an ECG before you see the "
                "doctor. Do not stop any of your usual medicines unless you have been told to. Please bring this "
                "letter and a list of the medication you currently take. You don't need to fast beforehand.\n\n"
                "Can't make it? Ring 01632 960 418 at least 48 hours in advance so the slot can go to another "
                "patient. If you miss two appointments without telling us, you may be referred back to your GP.",
            ),
            Good(
                "preserve",
                "Dear Mr Okafor,\n\n"
                "We are writing to confirm your appointment with Dr Priya Raman at the Cardiology Outpatient Clinic "
                "(Level 2, St Aldhelm's Hospital). It is on Tuesday, 14 October 2025, at 10:40. An ECG will be carried "
                "out before your consultation, so please arrive 15 minutes early. You are not required to fast. Please "
                "bring this letter together with a list of your current medication, and do not stop taking any of your "
                "usual medicines unless you have been instructed to do so. Should you be unable to attend, telephone "
                "01632 960 418 no less than 48 hours beforehand so that the appointment can be offered to another "
                "patient. Please note that patients who miss two appointments without informing us may be referred "
                "back to their GP.",
            ),
            Good(
                "pl",
                "Szanowny Panie Okafor,\n\n"
                "ma Pan wyznaczoną wizytę w Poradni Kardiologicznej (poziom 2, St Aldhelm's Hospital) we wtorek "
                "14 października 2025 r. o godz. 10:40 u dr Priyi Raman. Prosimy przyjść 15 minut wcześniej, abyśmy "
                "mogli wykonać EKG przed wizytą u lekarza. Proszę nie odstawiać żadnego z leków przyjmowanych na stałe, "
                "chyba że otrzymał Pan takie zalecenie. Proszę zabrać ze sobą listę aktualnie przyjmowanych leków oraz "
                "ten list. Przed wizytą nie trzeba być na czczo. Jeśli nie może Pan przyjść, prosimy zadzwonić pod "
                "numer 01632 960 418 co najmniej 48 godzin wcześniej, aby termin mógł zostać zaproponowany innemu "
                "pacjentowi. Pacjenci, którzy dwukrotnie nie stawią się na wizytę bez uprzedzenia, mogą zostać "
                "skierowani z powrotem do lekarza rodzinnego.",
            ),
        ],
        bad=[
            Slip(1, [("Tuesday, 14 October 2025", "Tuesday, 21 October 2025")], "date"),
            Slip(
                0,
                [("You don't need to fast beforehand.", "You need to fast beforehand.")],
                "negation",
            ),
            Slip(
                2,
                [("oraz ten list.", "oraz ten list. Wizyta potrwa około 30 minut.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-foodbank-referral-criteria-vouchers",
        source=(
            "Who can be referred? The Riverside Foodbank accepts referrals for households living in the BN1 and BN2 "
            "postcode areas who are in short-term financial crisis. Referrals must come from a registered agency such "
            "as Citizens Advice, a GP surgery or a school; we cannot accept self-referrals. Each voucher provides "
            "about three days of emergency food, and a household can normally receive up to 3 vouchers in any "
            "6-month period. Agencies should check that the person is not already receiving regular support from "
            "another foodbank. In our experience, most households need only one or two vouchers before their "
            "situation improves. Collection is from St Mark's Hall on Mondays and Thursdays, 11:00–14:00."
        ),
        good=[
            Good(
                "preserve",
                "If you work for a registered agency – Citizens Advice, a GP surgery or a school, for example – you "
                "can refer households to Riverside Foodbank when they live in the BN1 or BN2 postcode areas and are "
                "facing a short-term financial crisis. We can't take self-referrals, so every referral must come "
                "through an agency like yours. One voucher gives roughly three days of emergency food, and a "
                "household can normally have up to 3 vouchers in any 6-month period. Before referring, you should "
                "check that the person isn't already getting regular support from another foodbank. From what we've "
                "seen, most households need just one or two vouchers before things improve. Food is collected from "
                "St Mark's Hall on Mondays and Thursdays, 11:00–14:00.",
            ),
            Good(
                "preserve",
                "Riverside Foodbank – referral criteria\n\n"
                "- Eligibility: households in the BN1 and BN2 postcode areas that are in short-term financial crisis.\n"
                "- Who refers: the referral must come from a registered agency (e.g. Citizens Advice, a GP surgery or a school). Self-referrals cannot be accepted.\n"
                "- Vouchers: each one covers about three days of emergency food; a household can normally receive a maximum of three vouchers within any six-month period.\n"
                "- Checks: agencies should confirm that the person is not already receiving regular support from another foodbank.\n"
                "- Typical need: in our experience, most households need only one or two vouchers before their situation improves.\n"
                "- Collection: St Mark's Hall, Mondays and Thursdays, 11:00–14:00.",
            ),
            Good(
                "pl",
                "Kogo można skierować? Bank Żywności Riverside przyjmuje skierowania dla gospodarstw domowych z "
                "obszarów kodów pocztowych BN1 i BN2, które znalazły się w krótkotrwałym kryzysie finansowym. "
                "Skierowania muszą pochodzić od zarejestrowanej instytucji, takiej jak Citizens Advice, przychodnia "
                "lekarza rodzinnego lub szkoła; nie możemy przyjmować zgłoszeń od samych zainteresowanych. Każdy bon "
                "zapewnia żywność awaryjną na około trzy dni, a gospodarstwo domowe może zwykle otrzymać maksymalnie "
                "3 bony w dowolnym okresie 6 miesięcy. Instytucje powinny sprawdzić, czy dana osoba nie otrzymuje już "
                "stałego wsparcia z innego banku żywności. Z naszego doświadczenia wynika, że większość gospodarstw "
                "potrzebuje tylko jednego lub dwóch bonów, zanim ich sytuacja się poprawi. Odbiór odbywa się w "
                "St Mark's Hall w poniedziałki i czwartki w godz. 11:00–14:00.",
            ),
        ],
        bad=[
            Slip(2, [("maksymalnie 3 bony", "maksymalnie 4 bony")], "number"),
            Slip(0, [("every referral must come", "every referral should come")], "modality"),
            Slip(1, [("each one covers about three days", "each one covers three days")], "hedge"),
        ],
    ),
    Case(
        key="en-archery-club-range-safety-rules",
        source=(
            "Range safety rules – Oakfield Archers\n\n"
            "1. Nobody may shoot until the Field Captain has signalled with one whistle blast.\n"
            "2. Never draw a bow unless the arrow is pointing down the range.\n"
            "3. Five or more blasts mean stop shooting immediately, whatever stage you are at.\n"
            "4. Juniors under 14 must be supervised by a qualified coach at all times.\n"
            "5. Arrows must not be collected until three blasts have been given.\n"
            "6. Spectators should stay at least 5 metres behind the waiting line.\n"
            "7. Crossbows are not permitted on club ranges.\n\n"
            "Anyone who ignores these rules may be asked to leave the range."
        ),
        good=[
            Good(
                "preserve",
                "Safety on the range at Oakfield Archers\n\n"
                "You may not shoot until the Field Captain has signalled with one blast of the whistle, and you must "
                "never draw your bow unless the arrow is pointing down the range. If you hear five or more blasts, "
                "stop shooting at once, whatever stage you have reached. You must not go forward to collect arrows "
                "until three blasts have been given. Juniors under 14 must have a qualified coach supervising them at "
                "all times, and spectators should keep at least 5 metres behind the waiting line. Crossbows are not "
                "permitted on club ranges. If you ignore these rules, you may be asked to leave the range.",
            ),
            Good(
                "preserve",
                "Oakfield Archers – range safety\n"
                "1. No one may shoot before the Field Captain's single whistle blast.\n"
                "2. Only draw a bow when the arrow is pointing down the range – never otherwise.\n"
                "3. Five or more blasts: stop shooting immediately, whatever stage you are at.\n"
                "4. Arrows must not be collected before three blasts have been given.\n"
                "5. Juniors under 14 must be supervised by a qualified coach at all times.\n"
                "6. Spectators should remain at least 5 metres behind the waiting line.\n"
                "7. Crossbows are not permitted on club ranges.\n"
                "Anyone ignoring these rules may be asked to leave the range.",
            ),
            Good(
                "pl",
                "Zasady bezpieczeństwa na torze – Oakfield Archers\n\n"
                "1. Nikt nie może strzelać, dopóki Field Captain nie da sygnału jednym gwizdkiem.\n"
                "2. Nigdy nie naciągaj łuku, jeśli strzała nie jest skierowana w stronę toru.\n"
                "3. Pięć lub więcej gwizdków oznacza natychmiastowe przerwanie strzelania, niezależnie od etapu.\n"
                "4. Juniorzy poniżej 14 lat muszą przez cały czas być pod opieką wykwalifikowanego trenera.\n"
                "5. Strzał nie wolno zbierać, dopóki nie padną trzy gwizdki.\n"
                "6. Widzowie powinni stać co najmniej 5 metrów za linią oczekiwania.\n"
                "7. Kusze nie są dozwolone na torach klubu.\n\n"
                "Osoby ignorujące te zasady mogą zostać poproszone o opuszczenie toru.",
            ),
        ],
        bad=[
            Slip(2, [("Kusze nie są dozwolone", "Kusze są dozwolone")], "negation"),
            Slip(0, [("Juniors under 14", "Juniors under 12")], "number"),
            Slip(1, [("Spectators should remain", "Spectators must remain")], "modality"),
        ],
    ),
    Case(
        key="en-heritage-railway-volunteer-induction-guidance",
        source=(
            "Welcome to the volunteer team at the Wensley Valley Railway. Before your first turn of duty you must "
            "complete the half-day track safety course, which runs on the first Saturday of each month from 09:30 at "
            "Castle Mill station. New volunteers normally start as station porters or in the buffet and can apply to "
            "train for footplate roles after 12 months. You should wear the hi-vis vest provided whenever you are "
            "within 3 metres of the running line. Please sign the duty book on arrival and on leaving. The 2025 "
            "running season starts on 29 March and ends on 2 November; rosters are sent out by email four weeks in "
            "advance. Volunteers may claim travel expenses of up to £15 per turn."
        ),
        good=[
            Good(
                "preserve",
                "Volunteering at the Wensley Valley Railway – the essentials\n\n"
                "- Training: you must complete the half-day track safety course before your first turn of duty. It is held at Castle Mill station on the first Saturday of every month, starting at 09:30.\n"
                "- Starting out: new volunteers usually begin as station porters or in the buffet; after 12 months you can apply to train for footplate roles.\n"
                "- Hi-vis: you should wear the vest provided whenever you are within 3 metres of the running line.\n"
                "- Duty book: sign it when you arrive and when you leave.\n"
                "- Season: 29 March to 2 November 2025. Rosters are emailed four weeks ahead.\n"
                "- Expenses: you may claim travel expenses of up to £15 per turn.",
            ),
            Good(
                "preserve",
                "Thank you for joining the volunteers at the Wensley Valley Railway! Our 2025 running season runs "
                "from 29 March until 2 November, and rosters will be emailed to you four weeks in advance. Before "
                "your first turn of duty, you must complete the half-day track safety course, held at Castle Mill "
                "station on the first Saturday of each month from 09:30. Newcomers normally start as station porters "
                "or in the buffet, and after 12 months you can apply to train for footplate roles. Whenever you're "
                "within 3 metres of the running line, you should wear the hi-vis vest provided. Please remember to "
                "sign the duty book when you arrive and when you leave. You may claim travel expenses of up to £15 "
                "per turn.",
            ),
            Good(
                "pl",
                "Witamy w zespole wolontariuszy kolei Wensley Valley Railway. Przed pierwszym dyżurem musisz ukończyć "
                "półdniowy kurs bezpieczeństwa na torach, który odbywa się w pierwszą sobotę każdego miesiąca od 9:30 "
                "na stacji Castle Mill. Nowi wolontariusze zwykle zaczynają jako bagażowi na stacji lub w bufecie, a "
                "po 12 miesiącach mogą ubiegać się o szkolenie do pracy na lokomotywie (footplate). Zawsze gdy "
                "znajdujesz się w odległości do 3 metrów od czynnego toru, powinieneś nosić wydaną kamizelkę "
                "odblaskową. Prosimy wpisywać się do książki dyżurów przy przyjściu i przy wyjściu. Sezon 2025 "
                "rozpoczyna się 29 marca i kończy 2 listopada; grafiki są wysyłane e-mailem z czterotygodniowym "
                "wyprzedzeniem. Wolontariusze mogą rozliczać koszty dojazdu do 15 GBP za dyżur.",
            ),
        ],
        bad=[
            Slip(1, [("until 2 November", "until 2 October")], "date"),
            Slip(
                2,
                [
                    (
                        "do 15 GBP za dyżur.",
                        "do 15 GBP za dyżur i otrzymują bezpłatny obiad w bufecie.",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("Training: you must complete", "Training: you should complete")], "modality"),
        ],
    ),
    Case(
        key="en-mindfulness-anxiety-meta-analysis-summary",
        source=(
            "A meta-analysis by Hofmann and colleagues (Journal of Consulting and Clinical Psychology, 2010, 78(2), "
            "169–183) pooled 39 studies with a total of 1,140 participants. Mindfulness-based therapy was associated "
            "with a moderate reduction in anxiety symptoms (Hedges' g = 0.63) across the full sample. The effect "
            "appeared larger in participants with a diagnosed anxiety disorder (g = 0.97). Effect sizes were not "
            "related to the year of publication or the number of treatment sessions. However, many of the included "
            "trials were small and uncontrolled, so the true effect may well be smaller than these estimates "
            "suggest. Further randomised trials with active control conditions are likely to be needed before firm "
            "conclusions can be drawn."
        ),
        good=[
            Good(
                "preserve",
                "Hofmann and colleagues combined the results of 39 studies involving 1,140 people in total (Journal "
                "of Consulting and Clinical Psychology, 2010, 78(2), 169–183). Overall, mindfulness-based therapy was "
                "linked to a moderate drop in anxiety symptoms (Hedges' g = 0.63), and the effect appeared bigger for "
                "people diagnosed with an anxiety disorder (g = 0.97). The size of the effect was not related to the "
                "year of publication or to how many treatment sessions there were. Many of the trials, though, were "
                "small and lacked a control group, so the real effect may well be smaller than these figures suggest. "
                "More randomised trials using active control conditions will likely be needed before anyone can draw "
                "firm conclusions.",
            ),
            Good(
                "preserve",
                "Key findings (Hofmann et al., 2010, Journal of Consulting and Clinical Psychology, 78(2), 169–183):\n"
                "- Scope: a meta-analysis of 39 studies with 1,140 participants in total.\n"
                "- Whole sample: mindfulness-based therapy was associated with a moderate reduction in anxiety symptoms (Hedges' g = 0.63).\n"
                "- Diagnosed anxiety disorders: the effect appeared larger (g = 0.97).\n"
                "- Moderators: effect sizes were unrelated to publication year or the number of treatment sessions.\n"
                "- Caveat: many included trials were small and uncontrolled, so the true effect may well be smaller than estimated.\n"
                "- Next steps: further randomised trials with active control conditions are likely to be needed before firm conclusions can be drawn.",
            ),
            Good(
                "pl",
                "Metaanaliza Hofmanna i współpracowników (Journal of Consulting and Clinical Psychology, 2010, 78(2), "
                "169–183) objęła 39 badań z łącznym udziałem 1140 osób. W całej próbie terapia oparta na uważności "
                "wiązała się z umiarkowanym zmniejszeniem objawów lękowych (g Hedgesa = 0,63). U osób ze "
                "zdiagnozowanym zaburzeniem lękowym efekt wydawał się większy (g = 0,97). Wielkość efektu nie "
                "zależała od roku publikacji ani od liczby sesji terapeutycznych. Wiele uwzględnionych badań było "
                "jednak niewielkich i pozbawionych grupy kontrolnej, więc rzeczywisty efekt może być mniejszy, niż "
                "sugerują te szacunki. Zanim będzie można wyciągnąć jednoznaczne wnioski, prawdopodobnie potrzebne "
                "będą kolejne badania randomizowane z aktywnymi grupami kontrolnymi.",
            ),
        ],
        bad=[
            Slip(1, [("Hofmann et al., 2010", "Hofmann et al., 2012")], "citation"),
            Slip(
                0, [("the real effect may well be smaller", "the real effect is smaller")], "hedge"
            ),
            Slip(2, [("łącznym udziałem 1140 osób", "łącznym udziałem 1410 osób")], "number"),
        ],
    ),
    Case(
        key="en-landlord-annual-gas-safety-notice",
        source=(
            "Notice to tenants: annual gas safety check\n\n"
            "Under regulation 36 of the Gas Safety (Installation and Use) Regulations 1998, your landlord must "
            "arrange for every gas appliance, flue and fitting in the property to be checked by a Gas Safe registered "
            "engineer at least once every 12 months. The engineer will visit Flat 4, 22 Carrow Road, on Wednesday "
            "5 November between 08:00 and 12:00. Please make sure someone aged 18 or over is at home to give access. "
            "You will receive a copy of the gas safety record within 28 days of the check. Do not attempt to repair "
            "or adjust any gas appliance yourself. If you smell gas, call the National Gas Emergency Service on "
            "0800 111 999 straight away."
        ),
        good=[
            Good(
                "preserve",
                "Your annual gas safety check is coming up. A Gas Safe registered engineer will come to Flat 4, "
                "22 Carrow Road, on Wednesday 5 November, some time between 08:00 and 12:00. Please make sure that "
                "someone aged 18 or over is in to let them in. The law – regulation 36 of the Gas Safety (Installation "
                "and Use) Regulations 1998 – says your landlord must have every gas appliance, flue and fitting in the "
                "property checked at least once every 12 months, and you'll get a copy of the gas safety record within "
                "28 days of the visit. Please don't try to repair or adjust any gas appliance yourself. If you smell "
                "gas, ring the National Gas Emergency Service on 0800 111 999 immediately.",
            ),
            Good(
                "preserve",
                "NOTICE TO TENANTS – ANNUAL GAS SAFETY CHECK\n\n"
                "- Legal basis: regulation 36 of the Gas Safety (Installation and Use) Regulations 1998 requires your landlord to arrange for all gas appliances, flues and fittings in the property to be checked by a Gas Safe registered engineer no less than once every 12 months.\n"
                "- Appointment: Wednesday 5 November, 08:00–12:00, at Flat 4, 22 Carrow Road.\n"
                "- Access: please ensure that someone aged 18 or over is at home to let the engineer in.\n"
                "- Record: you will be given a copy of the gas safety record within 28 days of the check.\n"
                "- Repairs: do not attempt to repair or adjust any gas appliance yourself.\n"
                "- Emergencies: if you smell gas, call the National Gas Emergency Service on 0800 111 999 without delay.",
            ),
            Good(
                "pl",
                "Zawiadomienie dla najemców: coroczny przegląd instalacji gazowej\n\n"
                "Zgodnie z przepisem 36 rozporządzenia Gas Safety (Installation and Use) Regulations 1998 wynajmujący "
                "musi zlecić sprawdzenie wszystkich urządzeń gazowych, przewodów kominowych i złączek w lokalu "
                "inżynierowi zarejestrowanemu w Gas Safe co najmniej raz na 12 miesięcy. Inżynier przyjdzie do "
                "mieszkania Flat 4, 22 Carrow Road, w środę 5 listopada między 8:00 a 12:00. Prosimy zadbać, aby w domu "
                "była osoba w wieku co najmniej 18 lat, która go wpuści. Kopię świadectwa bezpieczeństwa gazowego "
                "otrzymają Państwo w ciągu 28 dni od przeglądu. Prosimy nie próbować samodzielnie naprawiać ani "
                "regulować żadnego urządzenia gazowego. Jeśli poczują Państwo zapach gazu, należy natychmiast "
                "zadzwonić do National Gas Emergency Service pod numer 0800 111 999.",
            ),
        ],
        bad=[
            Slip(1, [("regulation 36", "regulation 39")], "legal_reference"),
            Slip(2, [("w środę 5 listopada", "w środę 15 listopada")], "date"),
            Slip(0, [("Please don't try to repair", "Please try to repair")], "negation"),
        ],
    ),
    Case(
        key="en-housing-association-data-access-acknowledgement",
        source=(
            "Thank you for your subject access request, which we received on 3 February 2025. Under Article 15 of "
            "the UK GDPR, you have the right to obtain a copy of the personal data we hold about you. We will respond "
            "within one month of receipt, although this may be extended by up to two further months if your request "
            "is complex, as permitted by Article 12(3). We will not charge a fee unless the request is manifestly "
            "unfounded or excessive. To protect your information, we need to verify your identity before we can "
            "release anything, so please send a copy of your passport or driving licence to dpo@harlowhomes.org.uk. "
            "If you are unhappy with our response, you can complain to the Information Commissioner's Office."
        ),
        good=[
            Good(
                "preserve",
                "We received your subject access request on 3 February 2025 – thank you. Article 15 of the UK GDPR "
                "gives you the right to a copy of the personal data we hold about you. We'll reply within one month "
                "of receiving it; if your request is complex, Article 12(3) allows this to be extended by up to two "
                "more months. There's no fee unless the request is manifestly unfounded or excessive. Before we can "
                "release anything, we need to verify who you are, so please send a copy of your passport or driving "
                "licence to dpo@harlowhomes.org.uk. If you're not happy with our reply, you can complain to the "
                "Information Commissioner's Office.",
            ),
            Good(
                "preserve",
                "We acknowledge receipt of your subject access request on 3 February 2025. Article 15 of the UK GDPR "
                "entitles you to obtain a copy of the personal data that we hold about you. A response will be "
                "provided within one month of receipt; where a request is complex, that period may be extended by a "
                "maximum of two further months, as Article 12(3) permits. No fee will be charged unless the request "
                "is manifestly unfounded or excessive. In order to protect your information, we need to verify your "
                "identity before releasing any data. Please therefore send a copy of your passport or driving licence "
                "to dpo@harlowhomes.org.uk. Should you be dissatisfied with our response, you may lodge a complaint "
                "with the Information Commissioner's Office.",
            ),
            Good(
                "pl",
                "Dziękujemy za wniosek o dostęp do danych osobowych, który otrzymaliśmy 3 lutego 2025 r. Na podstawie "
                "art. 15 UK GDPR przysługuje Państwu prawo do uzyskania kopii danych osobowych, które na Państwa temat "
                "przechowujemy. Odpowiemy w ciągu miesiąca od otrzymania wniosku, choć w przypadku skomplikowanego "
                "wniosku termin ten może zostać przedłużony maksymalnie o dwa kolejne miesiące, na co pozwala art. 12 "
                "ust. 3. Nie pobierzemy opłaty, chyba że wniosek okaże się ewidentnie nieuzasadniony lub nadmierny. "
                "Aby chronić Państwa informacje, przed udostępnieniem jakichkolwiek danych musimy potwierdzić Państwa "
                "tożsamość, dlatego prosimy o przesłanie kopii paszportu lub prawa jazdy na adres "
                "dpo@harlowhomes.org.uk. Jeśli nasza odpowiedź nie będzie dla Państwa satysfakcjonująca, mogą Państwo "
                "złożyć skargę do Information Commissioner's Office.",
            ),
        ],
        bad=[
            Slip(0, [("Article 12(3)", "Article 12(5)")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "A response will be provided within",
                        "A response will be provided by our Data Protection Officer, Ms Helen Carter, within",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Nie pobierzemy opłaty, chyba że wniosek okaże się ewidentnie nieuzasadniony lub nadmierny.",
                        "We will not charge a fee unless the request is manifestly unfounded or excessive.",
                    ),
                    (
                        "Jeśli nasza odpowiedź nie będzie dla Państwa satysfakcjonująca, mogą Państwo złożyć skargę do Information Commissioner's Office.",
                        "If you are unhappy with our response, you can complain to the Information Commissioner's Office.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-city-bike-share-hire-terms",
        source=(
            "CityCycle – how to hire\n\n"
            "Download the CityCycle app or visit https://www.citycycle.co.uk/join to create an account. The first "
            "30 minutes of every ride are free for annual members; after that, each extra 30 minutes costs £1.50. "
            "Bikes must be returned to an official docking station – you will not be able to end a ride anywhere "
            "else. If a bike is returned damaged, a repair charge may apply. During very busy periods, such as "
            "weekday mornings between 07:30 and 09:00, central stations are likely to be full, so it is worth "
            "checking availability in the app before you set off. Children under 14 cannot hire a bike. For help, "
            "email help@citycycle.co.uk."
        ),
        good=[
            Good(
                "preserve",
                "CityCycle: hiring a bike\n\n"
                "How do I sign up? Create an account in the CityCycle app or at https://www.citycycle.co.uk/join.\n\n"
                "What does it cost? Annual members ride free for the first 30 minutes of every trip; each additional 30 minutes is £1.50.\n\n"
                "Where do I leave the bike? You must return it to an official docking station – you won't be able to end a ride anywhere else.\n\n"
                "What if it gets damaged? If you return a damaged bike, a repair charge may apply.\n\n"
                "Any tips? At very busy times, for example weekday mornings from 07:30 to 09:00, central stations are likely to be full, so it's worth checking availability in the app before you set off.\n\n"
                "Can children hire? Not if they are under 14.\n\n"
                "Need help? Email help@citycycle.co.uk.",
            ),
            Good(
                "preserve",
                "To hire a CityCycle bike, first set up an account via the CityCycle app or at "
                "https://www.citycycle.co.uk/join. Annual members get the first 30 minutes of each ride free, then pay "
                "£1.50 for every further 30 minutes. When you finish, the bike must go back to an official docking "
                "station, as rides cannot be ended anywhere else. Returning a damaged bike may result in a repair "
                "charge. At very busy times – weekday mornings between 07:30 and 09:00, for instance – central "
                "stations are likely to be full, so it's worth looking at availability in the app before you leave. "
                "Under-14s cannot hire a bike. Questions? Write to help@citycycle.co.uk.",
            ),
            Good(
                "pl",
                "CityCycle – jak wypożyczyć rower\n\n"
                "Pobierz aplikację CityCycle lub wejdź na https://www.citycycle.co.uk/join, aby założyć konto. Dla "
                "posiadaczy rocznego abonamentu pierwsze 30 minut każdej jazdy jest bezpłatne; każde kolejne 30 minut "
                "kosztuje 1,50 GBP. Rowery muszą być zwracane do oficjalnej stacji dokującej – nie da się zakończyć "
                "jazdy w innym miejscu. Jeśli rower zostanie zwrócony uszkodzony, może zostać naliczona opłata za "
                "naprawę. W okresach dużego ruchu, np. w dni powszednie rano między 7:30 a 9:00, stacje w centrum "
                "prawdopodobnie będą pełne, więc warto przed wyjazdem sprawdzić dostępność w aplikacji. Dzieci poniżej "
                "14 lat nie mogą wypożyczać rowerów. Pomoc: help@citycycle.co.uk.",
            ),
        ],
        bad=[
            Slip(
                1, [("https://www.citycycle.co.uk/join", "https://www.citycycle.com/join")], "url"
            ),
            Slip(
                0,
                [("central stations are likely to be full", "central stations are full")],
                "hedge",
            ),
            Slip(2, [("nie mogą wypożyczać rowerów", "mogą wypożyczać rowery")], "negation"),
        ],
    ),
    Case(
        key="en-feed-merger-cli-readme-usage",
        source="""# tidyfeeds

`tidyfeeds` merges several RSS or Atom feeds into a single, de-duplicated feed.

## Installation

Python 3.10 or newer is required.

```bash
pip install tidyfeeds
```

## Usage

```bash
tidyfeeds merge feeds.txt --out merged.xml --max-items 200
```

Each line of `feeds.txt` must contain one feed URL. By default, items older than 30 days are dropped; use `--keep-all` to disable this. You should not run more than one merge against the same output file at a time, as the lock file is not shared between processes.

See the [configuration guide](https://tidyfeeds.readthedocs.io/en/latest/config.html) for all options.""",
        good=[
            Good(
                "preserve",
                """# tidyfeeds

Combine several RSS or Atom feeds into one de-duplicated feed with `tidyfeeds`.

## Installation

You need Python 3.10 or later.

```bash
pip install tidyfeeds
```

## Usage

```bash
tidyfeeds merge feeds.txt --out merged.xml --max-items 200
```

Every line of `feeds.txt` must hold exactly one feed URL. Items more than 30 days old are removed by default; pass `--keep-all` if you want to turn that off. Because the lock file is not shared between processes, you should not run more than one merge against the same output file at once.

All options are described in the [configuration guide](https://tidyfeeds.readthedocs.io/en/latest/config.html).""",
            ),
            Good(
                "preserve",
                """# tidyfeeds

A tool that merges several RSS/Atom feeds into a single feed without duplicates.

## Installation

Requires Python 3.10+.

```bash
pip install tidyfeeds
```

## Usage

```bash
tidyfeeds merge feeds.txt --out merged.xml --max-items 200
```

- `feeds.txt` must list one feed URL per line.
- Items older than 30 days are dropped by default (disable this with `--keep-all`).
- You should not run more than one merge on the same output file at a time: the lock file is not shared between processes.

For the full list of options, see the [configuration guide](https://tidyfeeds.readthedocs.io/en/latest/config.html).""",
            ),
            Good(
                "pl",
                """# tidyfeeds

`tidyfeeds` łączy kilka kanałów RSS lub Atom w jeden kanał bez duplikatów.

## Instalacja

Wymagany jest Python 3.10 lub nowszy.

```bash
pip install tidyfeeds
```

## Użycie

```bash
tidyfeeds merge feeds.txt --out merged.xml --max-items 200
```

Każdy wiersz pliku `feeds.txt` musi zawierać jeden adres URL kanału. Domyślnie pozycje starsze niż 30 dni są pomijane; aby to wyłączyć, użyj `--keep-all`. Nie powinno się uruchamiać więcej niż jednego scalania dla tego samego pliku wyjściowego jednocześnie, ponieważ plik blokady nie jest współdzielony między procesami.

Wszystkie opcje opisano w [przewodniku po konfiguracji](https://tidyfeeds.readthedocs.io/en/latest/config.html).""",
            ),
        ],
        bad=[
            Slip(2, [("użyj `--keep-all`", "użyj `--keep-old`")], "code"),
            Slip(0, [("```bash\npip install tidyfeeds\n```", "pip install tidyfeeds")], "markdown"),
            Slip(
                1,
                [("`feeds.txt` must list one feed URL", "`feeds.txt` should list one feed URL")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-teen-sleep-school-start-times",
        source=(
            "Teenagers and school start times. A frequently cited study by Wahlstrom (2002), published in NASSP "
            "Bulletin, followed Minneapolis high schools after start times moved from 07:15 to 08:40. Students "
            "reported getting about an hour more sleep on school nights, and attendance rates appeared to improve. "
            "A later multi-site report by Wahlstrom and colleagues (2014) found similar patterns, although the "
            "authors noted that the data were largely self-reported and may overstate the benefit. Later start times "
            "probably do not help every student equally; young people with long bus journeys or early sports "
            "practice may see smaller gains. Researchers generally recommend that secondary schools should not start "
            "before 08:30."
        ),
        good=[
            Good(
                "preserve",
                "What happens when schools start later? In a frequently cited study, Wahlstrom (2002, NASSP Bulletin) "
                "followed Minneapolis high schools after their start time moved from 07:15 to 08:40. Students said "
                "they got roughly an hour more sleep on school nights, and attendance seemed to improve. A later "
                "multi-site report by Wahlstrom and colleagues (2014) found similar patterns – but the authors pointed "
                "out that the data were mostly self-reported and might overstate the benefit. A later start probably "
                "does not help every student equally: those with long bus journeys or early sports practice may gain "
                "less. Researchers generally recommend that secondary schools should not start before 08:30.",
            ),
            Good(
                "preserve",
                "Teenagers and school start times – summary\n"
                "- Wahlstrom (2002), NASSP Bulletin: after Minneapolis high schools moved their start time from 07:15 to 08:40, students reported about an hour's extra sleep on school nights, and attendance appeared to improve.\n"
                "- Wahlstrom and colleagues (2014), multi-site report: similar patterns, though, as the authors noted, the data were largely self-reported and may overstate the benefit.\n"
                "- Caveat: later starts probably do not benefit every student equally – students with long bus journeys or early sports practice may see smaller gains.\n"
                "- Recommendation: researchers generally advise that secondary schools should not start before 08:30.",
            ),
            Good(
                "pl",
                "Nastolatki a godzina rozpoczęcia lekcji. W często cytowanym badaniu Wahlstrom (2002), opublikowanym "
                "w NASSP Bulletin, śledzono licea w Minneapolis po przesunięciu początku lekcji z 7:15 na 8:40. "
                "Uczniowie deklarowali, że w noce przed dniami szkolnymi śpią około godziny dłużej, a frekwencja "
                "wydawała się poprawić. Późniejszy, wieloośrodkowy raport Wahlstrom i współpracowników (2014) wykazał "
                "podobne zależności, choć autorzy zauważyli, że dane pochodziły głównie z samoopisu i mogą zawyżać "
                "korzyści. Późniejszy początek lekcji prawdopodobnie nie pomaga wszystkim uczniom w równym stopniu; "
                "młodzież z długimi dojazdami autobusem lub wczesnymi treningami sportowymi może odnosić mniejsze "
                "korzyści. Badacze na ogół zalecają, aby szkoły średnie nie rozpoczynały zajęć przed 8:30.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Wahlstrom (2002), NASSP Bulletin",
                        "Wahlstrom (2002), Journal of Adolescent Health",
                    )
                ],
                "citation",
            ),
            Slip(2, [("prawdopodobnie nie pomaga", "nie pomaga")], "hedge"),
            Slip(
                0,
                [
                    (
                        "on school nights, and attendance",
                        "on school nights because they went to bed earlier, and attendance",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-shared-parental-leave-policy-extract",
        source=(
            "Shared Parental Leave policy (extract). Eligible employees may share up to 50 weeks of leave and up to "
            "37 weeks of statutory pay with their partner, in line with the Shared Parental Leave Regulations 2014. "
            "You must give us at least 8 weeks' written notice before each period of leave begins. You can book up "
            "to three separate blocks of leave; a request for a discontinuous block can be refused, but a continuous "
            "block cannot be refused if notice is given correctly. During leave you may work up to 20 Shared Parental "
            "Leave in Touch (SPLIT) days without ending your leave. Company-enhanced pay is not available to "
            "employees with less than 26 weeks' service at the 15th week before the expected week of childbirth."
        ),
        good=[
            Good(
                "preserve",
                "Shared Parental Leave – what you need to know:\n\n"
                "- If you are eligible, you and your partner may share up to 50 weeks of leave and up to 37 weeks of statutory pay (Shared Parental Leave Regulations 2014).\n"
                "- You must give us written notice at least 8 weeks before each period of leave starts.\n"
                "- You can book a maximum of three separate blocks. We can refuse a request for a discontinuous block, but not for a continuous block if you have given notice correctly.\n"
                "- While on leave, you may work up to 20 SPLIT (Shared Parental Leave in Touch) days without your leave ending.\n"
                "- You will not get company-enhanced pay if you have less than 26 weeks' service at the 15th week before the expected week of childbirth.",
            ),
            Good(
                "preserve",
                "In accordance with the Shared Parental Leave Regulations 2014, eligible employees may share up to "
                "50 weeks of leave and up to 37 weeks of statutory pay with their partner. Written notice of at least "
                "eight weeks must be given before the start of each period of leave. Employees can book no more than "
                "three separate blocks of leave. Although the company can refuse a request for a discontinuous block, "
                "it cannot refuse a continuous block where notice has been correctly given. Up to 20 Shared Parental "
                "Leave in Touch (SPLIT) days may be worked during leave without bringing it to an end. Employees with "
                "less than 26 weeks' service at the 15th week before the expected week of childbirth are not eligible "
                "for company-enhanced pay.",
            ),
            Good(
                "pl",
                "Zasady wspólnego urlopu rodzicielskiego (fragment). Uprawnieni pracownicy mogą dzielić z partnerem "
                "lub partnerką do 50 tygodni urlopu i do 37 tygodni ustawowego wynagrodzenia, zgodnie z Shared "
                "Parental Leave Regulations 2014. Przed rozpoczęciem każdego okresu urlopu musisz złożyć nam pisemne "
                "zawiadomienie z co najmniej 8-tygodniowym wyprzedzeniem. Możesz zaplanować maksymalnie trzy oddzielne "
                "bloki urlopu; wniosek o blok nieciągły może zostać odrzucony, ale bloku ciągłego nie można odrzucić, "
                "jeśli zawiadomienie złożono prawidłowo. W trakcie urlopu możesz przepracować do 20 dni SPLIT (Shared "
                "Parental Leave in Touch) bez przerywania urlopu. Podwyższone wynagrodzenie firmowe nie przysługuje "
                "pracownikom, którzy w 15. tygodniu przed przewidywanym tygodniem porodu mają mniej niż 26 tygodni "
                "stażu.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "the Shared Parental Leave Regulations 2014",
                        "the Maternity and Parental Leave etc. Regulations 1999",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                0,
                [("You will not get company-enhanced pay", "You will get company-enhanced pay")],
                "negation",
            ),
            Slip(2, [("do 20 dni SPLIT", "do 10 dni SPLIT")], "number"),
        ],
    ),
    Case(
        key="en-public-library-borrowing-fines-rules",
        source=(
            "Borrowing at Ashcombe Public Library. Adult members can borrow up to 12 items at a time, and children's "
            "cards allow 8. Books are loaned for three weeks and DVDs for one week. You may renew an item twice, "
            "online or at the desk, unless another member has reserved it. Overdue fines are 25p per day for adult "
            "books, up to a maximum of £6 per item; children's items never incur fines. Lost or damaged items must "
            "be paid for at the replacement cost shown on your account. Reference books and the local history "
            "collection cannot be taken out of the building. You should bring your library card each time you borrow."
        ),
        good=[
            Good(
                "preserve",
                "Borrowing at Ashcombe Public Library\n"
                "- Limits: adults up to 12 items at once; children up to 8.\n"
                "- Loan periods: books three weeks, DVDs one week.\n"
                "- Renewals: you may renew each item twice, online or at the desk, unless someone else has reserved it.\n"
                "- Fines: 25p a day on overdue adult books, capped at £6 per item. There are never fines on children's items.\n"
                "- Lost or damaged items: these must be paid for at the replacement cost shown on your account.\n"
                "- Not for loan: reference books and the local history collection can't leave the building.\n"
                "- Library card: you should bring it every time you borrow.",
            ),
            Good(
                "preserve",
                "You can take out up to 12 items at a time on an adult card, or 8 on a children's card. Books can be "
                "kept for three weeks, DVDs for one. If nobody else has reserved an item, you may renew it twice, "
                "either online or at the desk. Late adult books cost 25p per day, up to a maximum of £6 per item, but "
                "children's items never incur fines. If you lose or damage something, you must pay the replacement "
                "cost shown on your account. Please note that reference books and the local history collection cannot "
                "be taken out of the building, and you should bring your library card whenever you borrow.",
            ),
            Good(
                "pl",
                "Wypożyczanie w Bibliotece Publicznej w Ashcombe. Dorośli czytelnicy mogą wypożyczyć jednocześnie do "
                "12 pozycji, a na kartę dziecięcą – 8. Książki wypożyczamy na trzy tygodnie, a płyty DVD na tydzień. "
                "Każdą pozycję możesz przedłużyć dwa razy, online lub przy ladzie, chyba że zarezerwował ją inny "
                "czytelnik. Kara za przetrzymanie książek dla dorosłych wynosi 25 pensów dziennie, maksymalnie 6 GBP za "
                "pozycję; za materiały dla dzieci nigdy nie nalicza się kar. Za zgubione lub zniszczone pozycje trzeba "
                "zapłacić według kosztu odtworzenia widocznego na Twoim koncie. Księgozbioru podręcznego i zbiorów "
                "historii lokalnej nie można wynosić z budynku. Przy każdym wypożyczeniu powinieneś mieć przy sobie "
                "kartę biblioteczną.",
            ),
        ],
        bad=[
            Slip(
                1, [("up to a maximum of £6 per item", "up to a maximum of £8 per item")], "number"
            ),
            Slip(
                2,
                [("Każdą pozycję możesz przedłużyć", "Każdą pozycję musisz przedłużyć")],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "There are never fines on children's items.",
                        "There are also fines on children's items.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-river-flood-alert-update-message",
        source=(
            "Flood alert for the River Tame at Tamworth, issued 06:15 on Saturday 8 February 2025. Heavy rain "
            "overnight is expected to cause river levels to rise through today, and flooding of low-lying land and "
            "roads near the river is possible from this afternoon. River levels are likely to peak between 18:00 and "
            "midnight. We do not currently expect properties to flood, but the situation may change if further rain "
            "falls. Avoid walking or driving through flood water: 30 cm of moving water can be enough to float a "
            "car. We will update this message by 14:00 today. Check the latest information at "
            "www.gov.uk/check-flooding or call Floodline on 0345 988 1188."
        ),
        good=[
            Good(
                "preserve",
                "Flood alert – River Tame at Tamworth (issued 06:15, Saturday 8 February 2025). After heavy rain "
                "overnight, river levels are expected to rise through today, and low-lying land and roads near the "
                "river could flood from this afternoon. The peak is likely between 18:00 and midnight. At the moment "
                "we do not expect properties to flood, though this may change if more rain falls. Don't walk or drive "
                "through flood water – just 30 cm of moving water can be enough to float a car. This message will be "
                "updated by 14:00 today. For the latest information, visit www.gov.uk/check-flooding or call Floodline "
                "on 0345 988 1188.",
            ),
            Good(
                "preserve",
                "FLOOD ALERT: River Tame at Tamworth\n"
                "Issued: 06:15, Saturday 8 February 2025\n\n"
                "- What is happening: heavy overnight rain is expected to make river levels rise through today. Flooding of low-lying land and roads close to the river is possible from this afternoon.\n"
                "- Peak: river levels will probably peak between 18:00 and midnight.\n"
                "- Properties: flooding of properties is not currently expected, but this may change if there is further rain.\n"
                "- Safety: avoid walking or driving through flood water; 30 cm of moving water can be enough to float a car.\n"
                "- Next update: by 14:00 today.\n"
                "- More information: www.gov.uk/check-flooding or Floodline on 0345 988 1188.",
            ),
            Good(
                "pl",
                "Ostrzeżenie powodziowe dla rzeki Tame w Tamworth, wydane o 6:15 w sobotę 8 lutego 2025 r. Po "
                "intensywnych nocnych opadach poziom wody w rzece ma według prognoz rosnąć przez cały dzień, a od "
                "popołudnia możliwe jest zalanie nisko położonych terenów i dróg w pobliżu rzeki. Kulminacja "
                "prawdopodobnie nastąpi między 18:00 a północą. Obecnie nie spodziewamy się zalania budynków, ale "
                "sytuacja może się zmienić, jeśli spadnie więcej deszczu. Unikaj chodzenia i jazdy przez wodę "
                "powodziową: 30 cm płynącej wody może wystarczyć, by unieść samochód. Zaktualizujemy ten komunikat do "
                "14:00 dzisiaj. Najnowsze informacje: www.gov.uk/check-flooding lub Floodline pod numerem "
                "0345 988 1188.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("river levels will probably peak between", "river levels will peak between")],
                "hedge",
            ),
            Slip(2, [("komunikat do 14:00", "komunikat do 16:00")], "date"),
            Slip(
                0,
                [
                    (
                        "The peak is likely between 18:00 and midnight.",
                        "The peak is likely between 18:00 and midnight, and Bolebridge Street will be closed to traffic from 16:00.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-geoparse-package-installation-docs",
        source=(
            "Installing geoparse-lite\n\n"
            "geoparse-lite supports Python 3.9 to 3.12 on Linux and macOS; Windows is not officially supported. "
            "Install it from PyPI with `pip install geoparse-lite==2.3.1`. If you need the optional shapefile "
            'reader, install the extra instead: `pip install "geoparse-lite[shp]==2.3.1"`. After installation, run '
            "`geoparse --version` to confirm that the command-line tool is on your PATH. The package downloads about "
            "40 MB of boundary data on first use and stores it in `~/.cache/geoparse`; set `GEOPARSE_CACHE_DIR` to "
            "use a different location. Release notes are published at "
            "https://geoparse-lite.readthedocs.io/en/stable/changelog.html, and bugs should be reported on GitHub."
        ),
        good=[
            Good(
                "preserve",
                "How to install geoparse-lite\n\n"
                "1. Check your platform: Python 3.9–3.12 on Linux or macOS. Windows isn't officially supported.\n"
                '2. Install from PyPI: `pip install geoparse-lite==2.3.1`. For the optional shapefile reader, install the extra instead: `pip install "geoparse-lite[shp]==2.3.1"`.\n'
                "3. Confirm that the command-line tool is on your PATH by running `geoparse --version`.\n\n"
                "On first use, about 40 MB of boundary data is downloaded and stored in `~/.cache/geoparse`. To use a "
                "different location, set `GEOPARSE_CACHE_DIR`. You'll find the release notes at "
                "https://geoparse-lite.readthedocs.io/en/stable/changelog.html; bugs should be reported on GitHub.",
            ),
            Good(
                "preserve",
                "geoparse-lite runs on Linux and macOS with Python 3.9 through 3.12 (Windows is not officially "
                "supported). To install it from PyPI, run `pip install geoparse-lite==2.3.1` or, if you need the "
                'optional shapefile reader, `pip install "geoparse-lite[shp]==2.3.1"`. Then check that the '
                "command-line tool is on your PATH with `geoparse --version`. The first time you use the package, it "
                "downloads about 40 MB of boundary data into `~/.cache/geoparse`; you can point it elsewhere by "
                "setting `GEOPARSE_CACHE_DIR`. Release notes are available at "
                "https://geoparse-lite.readthedocs.io/en/stable/changelog.html. Bugs should be reported on GitHub.",
            ),
            Good(
                "pl",
                "Instalacja geoparse-lite\n\n"
                "geoparse-lite obsługuje Pythona w wersjach od 3.9 do 3.12 w systemach Linux i macOS; system Windows "
                "nie jest oficjalnie wspierany. Zainstaluj pakiet z PyPI poleceniem `pip install geoparse-lite==2.3.1`. "
                "Jeśli potrzebujesz opcjonalnego czytnika plików shapefile, zainstaluj zamiast tego wariant z "
                'dodatkiem: `pip install "geoparse-lite[shp]==2.3.1"`. Po instalacji uruchom `geoparse --version`, '
                "aby sprawdzić, czy narzędzie wiersza poleceń jest dostępne w PATH. Przy pierwszym użyciu pakiet "
                "pobiera około 40 MB danych o granicach i zapisuje je w `~/.cache/geoparse`; aby użyć innej "
                "lokalizacji, ustaw `GEOPARSE_CACHE_DIR`. Informacje o wydaniach są publikowane pod adresem "
                "https://geoparse-lite.readthedocs.io/en/stable/changelog.html, a błędy powinny być zgłaszane na "
                "GitHubie.",
            ),
        ],
        bad=[
            Slip(1, [("setting `GEOPARSE_CACHE_DIR`", "setting `GEOPARSE_CACHE_PATH`")], "code"),
            Slip(
                2,
                [
                    (
                        "https://geoparse-lite.readthedocs.io/en/stable/changelog.html",
                        "https://geoparse-lite.readthedocs.io/en/stable/releases.html",
                    )
                ],
                "url",
            ),
            Slip(
                0,
                [
                    (
                        "On first use, about 40 MB of boundary data is downloaded and stored in `~/.cache/geoparse`. To use a different location, set `GEOPARSE_CACHE_DIR`.",
                        "Przy pierwszym użyciu pobieranych jest około 40 MB danych o granicach, które trafiają do `~/.cache/geoparse`. Aby użyć innej lokalizacji, ustaw `GEOPARSE_CACHE_DIR`.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-vitamin-d-respiratory-infection-evidence",
        source=(
            "Vitamin D and respiratory infections: what the evidence says. An individual participant data "
            "meta-analysis by Martineau et al. (BMJ 2017;356:i6583) combined 25 randomised controlled trials "
            "involving 11,321 participants. Vitamin D supplementation reduced the risk of acute respiratory infection "
            "overall, with an adjusted odds ratio of 0.88. The benefit appeared greatest in people who were very "
            "deficient at baseline and who took daily or weekly doses rather than large single boluses. The findings "
            "suggest supplementation may be a reasonable option for groups at high risk of deficiency. However, "
            "patients should not exceed 4,000 IU a day without medical advice, and the results cannot be applied to "
            "treating an infection that has already started."
        ),
        good=[
            Good(
                "preserve",
                "What does the evidence say about vitamin D and respiratory infections? Martineau et al. pooled "
                "individual participant data from 25 randomised controlled trials with 11,321 participants in total "
                "(BMJ 2017;356:i6583). Overall, taking vitamin D supplements lowered the risk of acute respiratory "
                "infection (adjusted odds ratio 0.88). People who were very deficient to begin with, and who took "
                "daily or weekly doses rather than large one-off boluses, appeared to benefit most. The findings "
                "suggest that supplements may be a reasonable option for groups at high risk of deficiency. Patients "
                "should not, however, take more than 4,000 IU a day without medical advice, and the results cannot be "
                "applied to treating an infection that has already begun.",
            ),
            Good(
                "preserve",
                "Vitamin D and respiratory infections – evidence summary\n"
                "- Source: Martineau et al., BMJ 2017;356:i6583 – an individual participant data meta-analysis of 25 randomised controlled trials (11,321 participants).\n"
                "- Main result: supplementation reduced the overall risk of acute respiratory infection (adjusted odds ratio 0.88).\n"
                "- Who benefited most: apparently people who were very deficient at baseline and took daily or weekly doses instead of large single boluses.\n"
                "- Implication: the findings suggest supplementation may be a reasonable option for groups at high risk of deficiency.\n"
                "- Cautions: patients should not exceed 4,000 IU daily without medical advice; the results cannot be applied to treating an infection that has already started.",
            ),
            Good(
                "pl",
                "Witamina D a infekcje dróg oddechowych – co mówią dowody. Metaanaliza danych indywidualnych "
                "uczestników autorstwa Martineau i wsp. (BMJ 2017;356:i6583) objęła 25 randomizowanych badań "
                "kontrolowanych z udziałem 11 321 osób. Suplementacja witaminy D ogółem zmniejszała ryzyko ostrej "
                "infekcji dróg oddechowych (skorygowany iloraz szans 0,88). Korzyść wydawała się największa u osób z "
                "głębokim niedoborem na początku badania, przyjmujących dawki codzienne lub cotygodniowe zamiast "
                "dużych jednorazowych dawek (bolusów). Wyniki sugerują, że suplementacja może być rozsądną opcją dla "
                "grup wysokiego ryzyka niedoboru. Pacjenci nie powinni jednak przekraczać 4000 j.m. dziennie bez "
                "porady lekarza, a wyników nie można odnosić do leczenia infekcji, która już się rozwinęła.",
            ),
        ],
        bad=[
            Slip(2, [("BMJ 2017;356:i6583", "BMJ 2017;356:i6853")], "citation"),
            Slip(
                1,
                [("Who benefited most: apparently people", "Who benefited most: people")],
                "hedge",
            ),
            Slip(0, [("Patients should not, however,", "Patients must not, however,")], "modality"),
        ],
    ),
    Case(
        key="en-year-eight-coast-fieldtrip-letter",
        source=(
            "Year 8 trip to the Jurassic Coast\n\n"
            "Dear parents and carers,\n\n"
            "On Thursday 12 June, Year 8 will visit Lulworth Cove and Durdle Door as part of their geography "
            "fieldwork. The coach will leave school at 08:15 and should be back by about 16:30. The cost is £24, "
            "which covers transport and entry to the visitor centre. Students must bring a packed lunch, a "
            "waterproof coat and sturdy shoes; trainers with worn soles are not suitable for the cliff paths. Mobile "
            "phones may be brought but will not be needed for the fieldwork. Please return the consent form and "
            "payment via ParentPay by Friday 30 May. No student will be left out because of cost – contact Mrs Hale "
            "in confidence if this is a concern."
        ),
        good=[
            Good(
                "preserve",
                "Year 8 Jurassic Coast trip – key details\n\n"
                "- Date: Thursday 12 June – geography fieldwork at Lulworth Cove and Durdle Door.\n"
                "- Times: the coach leaves school at 08:15 and should be back by about 16:30.\n"
                "- Cost: £24, covering transport and entry to the visitor centre.\n"
                "- What students must bring: a packed lunch, a waterproof coat and sturdy shoes. Trainers with worn soles are not suitable for the cliff paths.\n"
                "- Phones: students may bring them, but they will not be needed for the fieldwork.\n"
                "- Deadline: return the consent form and payment via ParentPay by Friday 30 May.\n\n"
                "No student will be left out because of cost; if this is a concern, please contact Mrs Hale in confidence.",
            ),
            Good(
                "preserve",
                "Dear parents and carers,\n\n"
                "As part of their geography fieldwork, Year 8 students are going to Lulworth Cove and Durdle Door on "
                "the Jurassic Coast on Thursday 12 June. The coach will depart from school at 08:15 and should be "
                "back by about 16:30. The trip costs £24, including transport and entry to the visitor centre. Your "
                "child must bring a packed lunch, a waterproof coat and sturdy shoes, as trainers with worn soles are "
                "not suitable for the cliff paths. Phones may be brought along, although they will not be needed for "
                "the fieldwork. Please return the consent form and pay through ParentPay no later than Friday 30 May. "
                "No student will be left out because of cost, so if this is a worry, please speak to Mrs Hale in "
                "confidence.",
            ),
            Good(
                "pl",
                "Wycieczka uczniów Year 8 na Wybrzeże Jurajskie\n\n"
                "Szanowni Rodzice i Opiekunowie,\n\n"
                "w czwartek 12 czerwca uczniowie Year 8 odwiedzą Lulworth Cove i Durdle Door w ramach zajęć terenowych "
                "z geografii. Autokar odjedzie spod szkoły o 8:15 i powinien wrócić około 16:30. Koszt wynosi 24 GBP i "
                "obejmuje przejazd oraz wstęp do centrum dla zwiedzających. Uczniowie muszą zabrać suchy prowiant, "
                "kurtkę przeciwdeszczową i solidne obuwie; tenisówki ze startymi podeszwami nie nadają się na ścieżki "
                "na klifach. Telefony komórkowe można zabrać, ale nie będą potrzebne podczas zajęć terenowych. Prosimy "
                "o przesłanie zgody i wpłaty przez ParentPay do piątku 30 maja. Żaden uczeń nie zostanie pominięty z "
                "powodu kosztów – w razie obaw prosimy o poufny kontakt z panią Hale.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "including transport and entry to the visitor centre.",
                        "including transport, entry to the visitor centre and a guided fossil walk.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("nie nadają się na ścieżki", "nadają się na ścieżki")], "negation"),
            Slip(0, [("by Friday 30 May", "by Friday 6 June")], "date"),
        ],
    ),
]
