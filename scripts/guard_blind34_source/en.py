# ruff: noqa: E501, RUF001
"""English source cases of blind set 34: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-dinghy-club-safety-briefing",
        source="""## Safety briefing – Saturday racing, Carrow Water Sailing Club

Before launching, every helm **must** sign the tally board in the dinghy park. Please note:

- Buoyancy aids must be worn at all times on the water, including by experienced sailors.
- The safety boat crew will launch at 13:30; no dinghy may leave the slipway before they are afloat.
- Racing is cancelled if the mean wind speed at the clubhouse exceeds 22 knots.
- Juniors under 12 should sail double-handed with an adult.

If you capsize and cannot right the boat within about 5 minutes, stay with it and wave one arm. Questions: safety@carrowwatersc.org.uk""",
        good=[
            Good(
                "preserve",
                """## Safety briefing: Saturday racing at Carrow Water Sailing Club

Every helm **must** sign the tally board in the dinghy park before launching. Key points:

- You must wear a buoyancy aid at all times on the water – experienced sailors included.
- The safety boat crew launches at 13:30, and no dinghy may leave the slipway until they are afloat.
- If the mean wind speed at the clubhouse is above 22 knots, racing is cancelled.
- Juniors under 12 should sail double-handed with an adult.

Capsized and unable to right the boat within about 5 minutes? Stay with it and wave one arm. Any questions go to safety@carrowwatersc.org.uk.""",
            ),
            Good(
                "preserve",
                """## Saturday racing – your safety briefing (Carrow Water Sailing Club)

Welcome! Before you launch, every helm **must** sign the tally board in the dinghy park. A few things to remember:

- Everyone on the water must wear a buoyancy aid the whole time – yes, even if you've sailed for years.
- Our safety boat crew goes out at 13:30. No dinghy may leave the slipway before they're afloat.
- If the mean wind speed at the clubhouse goes over 22 knots, we cancel racing.
- Juniors under 12 should sail double-handed with an adult.

Capsized? If you can't get the boat upright within about 5 minutes, stay with it and wave one arm. Any questions? Email safety@carrowwatersc.org.uk.""",
            ),
            Good(
                "pl",
                """## Odprawa bezpieczeństwa – sobotnie regaty, Carrow Water Sailing Club

Przed zwodowaniem każdy sternik **musi** wpisać się na tablicę kontrolną w parku łodzi. Pamiętaj:

- Na wodzie wszyscy, także doświadczeni żeglarze, muszą przez cały czas nosić kamizelki asekuracyjne.
- Załoga łodzi ratowniczej wypływa o 13:30; dopóki nie jest na wodzie, żadna łódka nie może opuścić slipu.
- Regaty zostają odwołane, jeśli średnia prędkość wiatru przy budynku klubowym przekracza 22 węzły.
- Juniorzy poniżej 12 lat powinni pływać w załodze dwuosobowej z dorosłym.

Jeśli się wywrócisz i nie zdołasz postawić łodzi w ciągu około 5 minut, zostań przy niej i machaj jedną ręką. Pytania: safety@carrowwatersc.org.uk""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    ("Key points:\n\n- You must wear", "Key points: you must wear"),
                    ("included.\n- The safety", "included; the safety"),
                    ("afloat.\n- If the mean", "afloat; if the mean"),
                    ("cancelled.\n- Juniors", "cancelled; juniors"),
                ],
                "markdown",
            ),
            Slip(1, [("Juniors under 12 should sail", "Juniors under 12 must sail")], "modality"),
            Slip(2, [("przekracza 22 węzły", "przekracza 25 węzłów")], "number"),
        ],
    ),
    Case(
        key="en-quarry-extension-planning-notice",
        source="""Notice under Article 15 of the Town and Country Planning (Development Management Procedure) (England) Order 2015

Application ref. 24/01873/MIN: extension of Hollowmere Quarry, Brackley Lane, to extract approximately 1.2 million tonnes of sand and gravel over 9 years, with restoration to wetland.

Hartsbury County Council gives notice that the application is accompanied by an environmental statement. Plans may be inspected at County Hall, Sealey Road, Monday to Friday, 9:00–16:30, or online at https://planning.hartsbury.gov.uk/24-01873. Copies of the environmental statement can be bought for £35. Any representations must be made in writing no later than 14 March 2025. Comments received after that date may not be considered.""",
        good=[
            Good(
                "preserve",
                """Planning notice (Article 15, Town and Country Planning (Development Management Procedure) (England) Order 2015)

Hartsbury County Council gives notice that application 24/01873/MIN, to extend Hollowmere Quarry on Brackley Lane, comes with an environmental statement. The proposal is to extract about 1.2 million tonnes of sand and gravel over 9 years, with the site restored to wetland.

You can look at the plans at County Hall, Sealey Road, from Monday to Friday between 9:00 and 16:30, or online at https://planning.hartsbury.gov.uk/24-01873. A copy of the environmental statement costs £35. If you want to comment, you must do so in writing by 14 March 2025 at the latest; comments that arrive after that date may not be considered.""",
            ),
            Good(
                "preserve",
                """Hartsbury County Council has published a notice under Article 15 of the Town and Country Planning (Development Management Procedure) (England) Order 2015 concerning application 24/01873/MIN. The application, which is accompanied by an environmental statement, seeks to extend Hollowmere Quarry, Brackley Lane, so that approximately 1.2 million tonnes of sand and gravel can be extracted over a nine-year period, with the site to be restored to wetland. The plans are available for inspection at County Hall, Sealey Road (Monday–Friday, 9:00–16:30) and at https://planning.hartsbury.gov.uk/24-01873. Copies of the environmental statement may be purchased for £35. Written representations must be submitted no later than 14 March 2025; any received after that date may not be considered.""",
            ),
            Good(
                "pl",
                """Ogłoszenie na podstawie art. 15 Town and Country Planning (Development Management Procedure) (England) Order 2015

Wniosek nr 24/01873/MIN: rozbudowa kamieniołomu Hollowmere Quarry przy Brackley Lane w celu wydobycia około 1,2 mln ton piasku i żwiru w ciągu 9 lat, z rekultywacją terenu w kierunku mokradeł.

Rada Hrabstwa Hartsbury informuje, że do wniosku dołączono raport o oddziaływaniu na środowisko. Z planami można zapoznać się w County Hall przy Sealey Road od poniedziałku do piątku w godz. 9:00–16:30 lub online pod adresem https://planning.hartsbury.gov.uk/24-01873. Egzemplarz raportu można kupić za 35 £. Uwagi należy składać na piśmie najpóźniej do 14 marca 2025 r. Uwagi, które wpłyną po tym terminie, mogą nie zostać uwzględnione.""",
            ),
        ],
        bad=[
            Slip(0, [("(Article 15,", "(Article 18,")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "https://planning.hartsbury.gov.uk/24-01873",
                        "https://planning.hartsbury.gov.uk/24-01837",
                    )
                ],
                "url",
            ),
            Slip(2, [("do 14 marca 2025 r.", "do 14 maja 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-subtitle-shifter-cli-release",
        source="""# subshift 3.2.0

**Released 2 June 2025.** This release adds frame-rate conversion and drops support for Python 3.8.

## Changes
- New `--fps-from` and `--fps-to` options convert timings between frame rates, e.g. `subshift movie.srt --fps-from 25 --fps-to 23.976`.
- `--offset` now accepts negative values in milliseconds.
- Files with a byte-order mark are no longer rejected.

## Upgrading
Run `pip install --upgrade subshift`. Config files written for 2.x should be migrated with `subshift migrate-config`; they will not be read after version 4.0.""",
        good=[
            Good(
                "preserve",
                """# subshift 3.2.0

**Released on 2 June 2025**, this version adds frame-rate conversion and removes support for Python 3.8.

## Changes
- Convert timings between frame rates with the new `--fps-from` and `--fps-to` options, for example `subshift movie.srt --fps-from 25 --fps-to 23.976`.
- Negative millisecond values are now accepted by `--offset`.
- Files that have a byte-order mark are no longer rejected.

## Upgrading
Upgrade with `pip install --upgrade subshift`. Config files from 2.x should be migrated using `subshift migrate-config`; after version 4.0 they will not be read.""",
            ),
            Good(
                "preserve",
                """# subshift 3.2.0

**Out on 2 June 2025!** This release brings frame-rate conversion and ends support for Python 3.8.

## Changes
- Two new options, `--fps-from` and `--fps-to`, convert timings from one frame rate to another, for instance `subshift movie.srt --fps-from 25 --fps-to 23.976`.
- You can now pass negative values (in milliseconds) to `--offset`.
- subshift no longer rejects files with a byte-order mark.

## Upgrading
To upgrade, run `pip install --upgrade subshift`. If you have config files written for 2.x, you should migrate them with `subshift migrate-config`: after version 4.0 they will not be read.""",
            ),
            Good(
                "pl",
                """# subshift 3.2.0

**Wydano 2 czerwca 2025 r.** W tej wersji dodano konwersję liczby klatek na sekundę i wycofano obsługę Pythona 3.8.

## Zmiany
- Nowe opcje `--fps-from` i `--fps-to` przeliczają czasy napisów między różnymi liczbami klatek na sekundę, np. `subshift movie.srt --fps-from 25 --fps-to 23.976`.
- `--offset` przyjmuje teraz wartości ujemne w milisekundach.
- Pliki ze znacznikiem kolejności bajtów nie są już odrzucane.

## Aktualizacja
Uruchom `pip install --upgrade subshift`. Pliki konfiguracyjne napisane dla wersji 2.x powinny zostać zmigrowane poleceniem `subshift migrate-config`; po wersji 4.0 nie będą one odczytywane.""",
            ),
        ],
        bad=[
            Slip(0, [("accepted by `--offset`", "accepted by `--shift`")], "code"),
            Slip(
                1,
                [
                    (
                        "migrate them with `subshift migrate-config`",
                        "migrate them with subshift migrate-config",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("nie są już odrzucane", "są teraz odrzucane")], "negation"),
        ],
    ),
    Case(
        key="en-abstract-daylight-saving-collisions",
        source="""We examined whether the spring transition to daylight saving time is associated with a short-term rise in road traffic collisions in Scotland. Using police-recorded collision data for 2005–2019 (n = 148,302), we compared the seven days after each transition with the same weekdays two weeks earlier and later. Collisions involving injury rose by 6.1% (95% CI 2.4–9.9) in the first week, with the largest increase on the Monday morning commute. Consistent with earlier reports (Smith, 2016; Fritz et al., 2020), the effect appears to be driven mainly by sleep loss rather than changes in light. These findings suggest that road-safety campaigns could usefully target the week after the clock change.""",
        good=[
            Good(
                "preserve",
                """This study investigated whether the spring change to daylight saving time is linked to a short-term increase in road traffic collisions in Scotland. Drawing on police-recorded collisions from 2005 to 2019 (n = 148,302), we compared the seven days following each transition with the same weekdays two weeks before and two weeks after. Injury collisions increased by 6.1% (95% CI 2.4–9.9) during the first week, and the steepest rise occurred during the Monday morning commute. In line with previous work (Smith, 2016; Fritz et al., 2020), the effect appears to stem mainly from lost sleep rather than from altered light conditions. The results suggest that road-safety campaigns could usefully focus on the week after the clocks change.""",
            ),
            Good(
                "preserve",
                """Do more road collisions happen in Scotland just after the clocks go forward in spring? To find out, the researchers analysed police-recorded collision data from 2005–2019 (n = 148,302), comparing the seven days after each spring transition to daylight saving time with the same weekdays two weeks earlier and two weeks later. In the first week, collisions in which someone was injured went up by 6.1% (95% CI 2.4–9.9), and the biggest jump came during the Monday morning commute. In line with earlier reports (Smith, 2016; Fritz et al., 2020), the main driver appears to be lost sleep, not the change in light. The findings suggest that road-safety campaigns could usefully target the week after the clock change.""",
            ),
            Good(
                "pl",
                """Zbadaliśmy, czy wiosenna zmiana czasu na letni wiąże się z krótkotrwałym wzrostem liczby wypadków drogowych w Szkocji. Na podstawie policyjnych danych o zdarzeniach drogowych z lat 2005–2019 (n = 148 302) porównaliśmy siedem dni po każdej zmianie czasu z tymi samymi dniami tygodnia dwa tygodnie wcześniej i dwa tygodnie później. Liczba zdarzeń, w których ktoś został ranny, wzrosła w pierwszym tygodniu o 6,1% (95% CI 2,4–9,9), a największy wzrost odnotowano w poniedziałek podczas porannych dojazdów do pracy. Zgodnie z wcześniejszymi doniesieniami (Smith, 2016; Fritz i in., 2020) efekt wydaje się wynikać głównie z niedoboru snu, a nie ze zmian oświetlenia. Wyniki sugerują, że kampanie na rzecz bezpieczeństwa ruchu drogowego mogłyby z pożytkiem skupiać się na tygodniu po zmianie czasu.""",
            ),
        ],
        bad=[
            Slip(0, [("Fritz et al., 2020", "Fritz et al., 2022")], "citation"),
            Slip(
                1,
                [("the main driver appears to be lost sleep", "the main driver is lost sleep")],
                "hedge",
            ),
            Slip(2, [("(Smith, 2016;", "(Smart, 2016;")], "citation"),
        ],
    ),
    Case(
        key="en-cafe-food-hygiene-inspection",
        source="""Food hygiene inspection – The Copper Kettle Café, 14 Mill Street

Inspected on 9 April 2025 by Environmental Health Officer R. Okafor. Food hygiene rating: 2 (improvement necessary).

The walk-in fridge was holding food at 9°C; chilled food must be kept at 8°C or below. Raw chicken was stored above ready-to-eat salads. No written food safety management system was available. The business must correct the fridge temperature within 48 hours and should complete staff allergen training within 28 days. A hygiene improvement notice has been served under section 10 of the Food Safety Act 1990. The operator may request a re-rating visit once the works are done; a fee of £190 applies.""",
        good=[
            Good(
                "preserve",
                """The Copper Kettle Café, 14 Mill Street – food hygiene inspection

Environmental Health Officer R. Okafor inspected the premises on 9 April 2025 and gave a food hygiene rating of 2 (improvement necessary).

Findings: food in the walk-in fridge was at 9°C, although chilled food must be kept at no more than 8°C; raw chicken was stored above ready-to-eat salads; and no written food safety management system was available.

Actions: the fridge temperature must be corrected within 48 hours, and staff allergen training should be completed within 28 days. A hygiene improvement notice has been served under section 10 of the Food Safety Act 1990. Once the works are done, the operator may ask for a re-rating visit, for which a £190 fee applies.""",
            ),
            Good(
                "preserve",
                """On 9 April 2025, Environmental Health Officer R. Okafor inspected The Copper Kettle Café at 14 Mill Street and gave it a food hygiene rating of 2, meaning improvement is necessary. The inspector found the walk-in fridge holding food at 9°C, when chilled food must be kept at 8°C or colder. Raw chicken had been stored above ready-to-eat salads, and no written food safety management system was available. The café must fix the fridge temperature within 48 hours and should get its staff through allergen training within 28 days. It has been served with a hygiene improvement notice under section 10 of the Food Safety Act 1990. When the work is finished, the operator may request a re-rating visit, which costs £190.""",
            ),
            Good(
                "pl",
                """Kontrola higieny żywności – The Copper Kettle Café, 14 Mill Street

Kontrolę przeprowadził 9 kwietnia 2025 r. inspektor ds. zdrowia środowiskowego R. Okafor. Ocena higieny żywności: 2 (wymagana poprawa).

W chłodni żywność przechowywano w temperaturze 9°C, a żywność schłodzona musi być przechowywana w temperaturze nie wyższej niż 8°C. Surowego kurczaka trzymano nad sałatkami gotowymi do spożycia. Nie było dostępnego pisemnego systemu zarządzania bezpieczeństwem żywności. Lokal musi skorygować temperaturę w chłodni w ciągu 48 godzin i powinien przeszkolić personel w zakresie alergenów w ciągu 28 dni. Na podstawie sekcji 10 ustawy Food Safety Act 1990 doręczono nakaz poprawy higieny. Po zakończeniu prac prowadzący lokal może wystąpić o ponowną ocenę; obowiązuje opłata w wysokości 190 £.""",
            ),
        ],
        bad=[
            Slip(0, [("within 48 hours", "within 24 hours")], "number"),
            Slip(
                1,
                [
                    (
                        "under section 10 of the Food Safety Act 1990",
                        "under section 19 of the Food Safety Act 1990",
                    )
                ],
                "legal_reference",
            ),
            Slip(2, [("powinien przeszkolić personel", "musi przeszkolić personel")], "modality"),
        ],
    ),
    Case(
        key="en-workplace-pension-opt-out-faq",
        source="""**Can I opt out of the workplace pension?**
Yes. If you were automatically enrolled, you can opt out within one month of the later of your enrolment date and the date you received your enrolment letter. Opting out in that period means your contributions will be refunded in full, usually within 30 days. You cannot opt out by telling your employer; you must use the form at www.brightlanepensions.co.uk/opt-out.

**Will I be re-enrolled?**
Probably. Under section 5 of the Pensions Act 2008, your employer must normally re-enrol eligible staff about every three years. You can opt out again each time.""",
        good=[
            Good(
                "preserve",
                """**Can I leave the workplace pension?**
Yes. If you were enrolled automatically, you have one month to opt out, counted from your enrolment date or the date your enrolment letter reached you, whichever is later. If you opt out within that month, you'll get all your contributions back, usually within 30 days. Telling your employer is not enough to opt out: you must use the form at www.brightlanepensions.co.uk/opt-out.

**Will I be put back into the scheme?**
Probably. Section 5 of the Pensions Act 2008 means your employer must normally re-enrol eligible staff roughly every three years, and you can opt out again each time.""",
            ),
            Good(
                "preserve",
                """**Is it possible to opt out of the workplace pension scheme?**
Yes. Members who were automatically enrolled may opt out within one month of their enrolment date or of the date on which they received their enrolment letter, whichever is later. Where a member opts out within this period, contributions are refunded in full, usually within 30 days. An opt-out cannot be made by notifying the employer; the form at www.brightlanepensions.co.uk/opt-out must be used.

**Will members be re-enrolled?**
This is likely. Under section 5 of the Pensions Act 2008, employers must normally re-enrol eligible staff approximately every three years. Members may opt out again on each occasion.""",
            ),
            Good(
                "pl",
                """**Czy mogę zrezygnować z pracowniczego programu emerytalnego?**
Tak. Jeśli zapisano Cię automatycznie, możesz zrezygnować w ciągu miesiąca od daty zapisu lub od dnia otrzymania pisma o zapisie – w zależności od tego, która z tych dat jest późniejsza. Rezygnacja w tym terminie oznacza pełny zwrot Twoich składek, zwykle w ciągu 30 dni. Nie możesz zrezygnować, informując o tym pracodawcę; musisz skorzystać z formularza na stronie www.brightlanepensions.co.uk/opt-out.

**Czy zostanę ponownie zapisany?**
Prawdopodobnie tak. Zgodnie z sekcją 5 ustawy Pensions Act 2008 pracodawca musi co do zasady ponownie zapisywać uprawnionych pracowników mniej więcej co trzy lata. Za każdym razem możesz ponownie zrezygnować.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Telling your employer is not enough to opt out",
                        "Telling your employer is enough to opt out",
                    )
                ],
                "negation",
            ),
            Slip(1, [("usually within 30 days", "usually within 14 days")], "number"),
            Slip(
                2, [("Zgodnie z sekcją 5 ustawy", "Zgodnie z sekcją 8 ustawy")], "legal_reference"
            ),
        ],
    ),
    Case(
        key="en-equine-dental-check-reminder",
        source="""Dear Ms Halloran,

Our records show that Juniper (passport no. 826002000417395) is due her annual dental check. Our equine dentist, Tom Reddy, will be at Fernlea Livery Yard on Thursday 22 May, between 10:00 and 15:00. The check costs £68, plus a shared call-out fee of £12 per horse. Sedation is not usually needed, but if it is, the vet will charge an extra £35. Please book a slot by 16 May by replying to this e-mail or calling 01632 960 447. Horses that have not been seen for more than 18 months should have a longer appointment, so let us know if this applies.

Kind regards,
Ashby Equine Practice""",
        good=[
            Good(
                "preserve",
                """Dear Ms Halloran,

According to our records, Juniper (passport no. 826002000417395) is due for her annual dental check. Tom Reddy, our equine dentist, is visiting Fernlea Livery Yard on Thursday 22 May from 10:00 to 15:00. The check is £68, plus a shared call-out fee of £12 per horse. Sedation usually isn't necessary; if it is, the vet will charge £35 on top. To book a slot, please reply to this e-mail or call 01632 960 447 by 16 May. A horse that hasn't been seen for over 18 months should have a longer appointment, so please tell us if that applies.

Kind regards,
Ashby Equine Practice""",
            ),
            Good(
                "preserve",
                """Hi Ms Halloran,

Our records show that Juniper (passport no. 826002000417395) is due her yearly dental check! Tom Reddy, our equine dentist, will be at Fernlea Livery Yard on Thursday 22 May between 10am and 3pm. It's £68 for the check, plus a shared call-out fee of £12 per horse. Usually no sedation is needed, but if it is, the vet will add £35. Please book your slot by 16 May – just reply to this e-mail or ring 01632 960 447. One more thing: if a horse hasn't been seen for more than 18 months, it should have a longer appointment, so do let us know if that applies.

Kind regards,
Ashby Equine Practice""",
            ),
            Good(
                "pl",
                """Szanowna Pani Halloran,

z naszych danych wynika, że u Juniper (paszport nr 826002000417395) przypada termin corocznej kontroli zębów. Nasz dentysta koński, Tom Reddy, będzie w stajni Fernlea Livery Yard w czwartek 22 maja w godz. 10:00–15:00. Kontrola kosztuje 68 £, do tego dochodzi wspólna opłata za dojazd w wysokości 12 £ za konia. Sedacja zwykle nie jest potrzebna, ale jeśli będzie konieczna, lekarz weterynarii doliczy 35 £. Prosimy o zarezerwowanie terminu do 16 maja – wystarczy odpowiedzieć na tę wiadomość lub zadzwonić pod numer 01632 960 447. Konie, których nie badano od ponad 18 miesięcy, powinny mieć dłuższą wizytę, więc prosimy dać znać, jeśli to Pani dotyczy.

Z poważaniem
Ashby Equine Practice""",
            ),
        ],
        bad=[
            Slip(0, [("call 01632 960 447 by 16 May", "call 01632 960 447 by 20 May")], "date"),
            Slip(
                1,
                [
                    (
                        "plus a shared call-out fee of £12 per horse.",
                        "plus a shared call-out fee of £12 per horse, and payment is due on the day.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("Sedacja zwykle nie jest potrzebna", "Sedacja nie jest potrzebna")], "hedge"),
        ],
    ),
    Case(
        key="en-tapestry-exhibition-notice",
        source="""Threads of the North: Tapestries 1450–1600
Ravensby Museum, Gallery 4 · 7 March – 31 August 2025

Twenty-three tapestries, most never shown in Britain before, come together for this exhibition, including the Ashcombe Hunt panel, which is about 6 metres long. Entry is £14 for adults and free for under-18s and Friends of the Museum. Because the textiles are light-sensitive, lighting in the gallery is kept at 50 lux and flash photography is not permitted. Timed tickets are released every 30 minutes; we recommend booking online at ravensbymuseum.org/threads. The gallery is closed on Mondays, except bank holidays.""",
        good=[
            Good(
                "preserve",
                """Threads of the North: Tapestries 1450–1600
Gallery 4, Ravensby Museum, 7 March to 31 August 2025

This exhibition brings together twenty-three tapestries, most of which have never been shown in Britain before, among them the Ashcombe Hunt panel, roughly 6 metres in length. Adults pay £14; under-18s and Friends of the Museum go free. The textiles are sensitive to light, so the gallery is lit at 50 lux and flash photography is not permitted. Timed tickets are released at 30-minute intervals, and we recommend booking online at ravensbymuseum.org/threads. Please note that the gallery is closed on Mondays, apart from bank holidays.""",
            ),
            Good(
                "preserve",
                """Ravensby Museum presents Threads of the North: Tapestries 1450–1600 in Gallery 4 from 7 March until 31 August 2025. Of the 23 tapestries on display, most have never before been exhibited in Britain; among them is the Ashcombe Hunt panel, which is about 6 metres long. Tickets cost £14 for adults, while under-18s and Friends of the Museum get in free. To protect the light-sensitive textiles, lighting is kept at 50 lux and no flash photography is allowed. Timed tickets are released every half hour, and booking online at ravensbymuseum.org/threads is recommended. The gallery is closed on Mondays unless they are bank holidays.""",
            ),
            Good(
                "pl",
                """Threads of the North: Tapestries 1450–1600 (Nici Północy: gobeliny z lat 1450–1600)
Ravensby Museum, sala 4 · 7 marca – 31 sierpnia 2025 r.

Na wystawie zgromadzono dwadzieścia trzy gobeliny, w większości nigdy wcześniej niepokazywane w Wielkiej Brytanii, w tym panel Ashcombe Hunt o długości około 6 metrów. Bilet dla dorosłych kosztuje 14 £; wstęp dla osób poniżej 18 lat i członków Friends of the Museum jest bezpłatny. Ponieważ tkaniny są wrażliwe na światło, natężenie oświetlenia w sali utrzymuje się na poziomie 50 luksów, a fotografowanie z lampą błyskową jest niedozwolone. Bilety na określone godziny udostępniane są co 30 minut; zalecamy rezerwację online na stronie ravensbymuseum.org/threads. Sala jest nieczynna w poniedziałki, chyba że przypada wtedy bank holiday (dzień ustawowo wolny od pracy).""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("flash photography is not permitted", "flash photography is permitted")],
                "negation",
            ),
            Slip(1, [("until 31 August 2025", "until 31 July 2025")], "date"),
            Slip(2, [("na poziomie 50 luksów", "na poziomie 150 luksów")], "number"),
        ],
    ),
    Case(
        key="en-water-sewerage-charges-2025",
        source="""Changes to your water and sewerage charges from 1 April 2025

Dear customer, from 1 April 2025 the standing charge for metered households will rise from £38.20 to £44.60 a year, and the volume charge from £1.92 to £2.11 per cubic metre. For a typical two-person home using about 100 m³ a year, this means an increase of roughly £25. You do not need to do anything if you pay by Direct Debit; your new instalments will be shown on your next bill. If you are struggling to pay, you may be eligible for our WaterSure cap, and you should contact us before your next payment date. Full details: www.tamarwater.co.uk/charges2025.""",
        good=[
            Good(
                "preserve",
                """Your water and sewerage charges are changing on 1 April 2025

Dear customer,
From 1 April 2025, metered households will pay a standing charge of £44.60 a year instead of £38.20, and the volume charge will go up from £1.92 to £2.11 per cubic metre. For a typical home of two people using around 100 m³ a year, that works out at roughly £25 more. If you pay by Direct Debit, there is nothing you need to do – your next bill will show your new instalments. If you're finding it hard to pay, you may qualify for our WaterSure cap, and you should get in touch with us before your next payment date. You can find full details at www.tamarwater.co.uk/charges2025.""",
            ),
            Good(
                "preserve",
                """Water and sewerage charges: changes effective 1 April 2025

Dear customer, with effect from 1 April 2025, the annual standing charge for metered households will increase from £38.20 to £44.60 and the volume charge from £1.92 to £2.11 per m³. A typical two-person household using approximately 100 m³ per year will therefore pay about £25 more. Customers paying by Direct Debit need take no action; revised instalments will appear on the next bill. Customers experiencing difficulty paying may be eligible for the WaterSure cap and should contact us before their next payment date. Full details are available at www.tamarwater.co.uk/charges2025.""",
            ),
            Good(
                "pl",
                """Zmiany opłat za wodę i odprowadzanie ścieków od 1 kwietnia 2025 r.

Szanowni Państwo, od 1 kwietnia 2025 r. opłata stała dla gospodarstw domowych z wodomierzem wzrośnie z 38,20 £ do 44,60 £ rocznie, a opłata za zużycie – z 1,92 £ do 2,11 £ za metr sześcienny. Dla typowego dwuosobowego gospodarstwa zużywającego około 100 m³ rocznie oznacza to wzrost o mniej więcej 25 £. Jeśli płacą Państwo poleceniem zapłaty (Direct Debit), nie muszą Państwo nic robić – nowe raty pojawią się na następnym rachunku. Jeśli mają Państwo trudności z opłacaniem rachunków, mogą Państwo kwalifikować się do limitu WaterSure i powinni Państwo skontaktować się z nami przed kolejnym terminem płatności. Szczegóły: www.tamarwater.co.uk/charges2025.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("a standing charge of £44.60 a year", "a standing charge of £46.40 a year")],
                "number",
            ),
            Slip(1, [("and should contact us before", "and may contact us before")], "modality"),
            Slip(
                2, [("www.tamarwater.co.uk/charges2025", "www.tamarwater.com/charges2025")], "url"
            ),
        ],
    ),
    Case(
        key="en-leaflet-ferrous-fumarate-tablets",
        source="""Ferrous fumarate 210 mg tablets – how to take them

Adults: take one tablet two or three times a day, as directed by your doctor. Take the tablets with water, ideally one hour before a meal; if they upset your stomach, you may take them with food. Do not take them within 2 hours of tea, coffee, milk or antacids, as these reduce absorption. Your stools will probably turn dark or black; this is harmless. Constipation may occur. Keep the tablets out of the sight and reach of children: an overdose of iron can be fatal to a child. Do not stop taking them without talking to your doctor, even if you feel better after a few weeks.""",
        good=[
            Good(
                "preserve",
                """How to take ferrous fumarate 210 mg tablets

If you are an adult, take one tablet two or three times a day, as your doctor tells you. Take it with water, preferably an hour before eating. If the tablets upset your stomach, you may take them with food instead. Leave at least 2 hours between a tablet and any tea, coffee, milk or antacids, because these make it harder for your body to absorb the iron. Your stools will probably become dark or black – this is harmless. You may get constipated. Keep the tablets where children cannot see or reach them, as too much iron can kill a child. Even if you feel better after a few weeks, don't stop taking them without speaking to your doctor.""",
            ),
            Good(
                "preserve",
                """Ferrous fumarate 210 mg tablets: directions for use

Adults: one tablet two or three times daily, as directed by your doctor. Take with water, ideally 1 hour before meals; the tablets may be taken with food if they cause stomach upset. Do not take within 2 hours of tea, coffee, milk or antacids, which reduce absorption. Stools are likely to turn dark or black; this is harmless. Constipation may occur. Keep out of the sight and reach of children – an iron overdose can be fatal in children. Do not stop treatment without consulting your doctor, even if you feel better after a few weeks.""",
            ),
            Good(
                "pl",
                """Fumaran żelaza 210 mg, tabletki – jak stosować

Dorośli: jedna tabletka dwa lub trzy razy na dobę, zgodnie z zaleceniem lekarza. Tabletki należy popijać wodą, najlepiej godzinę przed posiłkiem; jeśli podrażniają żołądek, można je przyjmować z jedzeniem. Nie należy ich przyjmować w odstępie krótszym niż 2 godziny od herbaty, kawy, mleka lub leków zobojętniających kwas żołądkowy, ponieważ zmniejszają one wchłanianie. Stolec prawdopodobnie zmieni kolor na ciemny lub czarny; jest to nieszkodliwe. Może wystąpić zaparcie. Tabletki należy przechowywać w miejscu niewidocznym i niedostępnym dla dzieci: przedawkowanie żelaza może być śmiertelne dla dziecka. Nie należy przerywać stosowania bez konsultacji z lekarzem, nawet jeśli po kilku tygodniach poczujesz się lepiej.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Your stools will probably become dark", "Your stools will become dark")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Do not stop treatment without consulting your doctor",
                        "You can stop treatment without consulting your doctor",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("można je przyjmować z jedzeniem", "należy je przyjmować z jedzeniem")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-tenancy-checkout-deductions",
        source="""Deposit and check-out

Your deposit of £1,150 is protected with the Deposit Protection Service (DPS) under certificate DPS-7741-0932. At the end of the tenancy we will carry out a check-out inspection against the inventory signed on 3 September 2024. We may deduct from the deposit the cost of cleaning, repairs beyond fair wear and tear, and any unpaid rent. We will not charge for minor scuffs or faded paintwork. You should attend the inspection if possible; if you cannot, you may send a representative. We must return the deposit, less any agreed deductions, within 10 days of agreeing the amount. If you dispute a deduction, you can use the DPS free dispute service.""",
        good=[
            Good(
                "preserve",
                """Your deposit and the check-out

We have protected your £1,150 deposit with the Deposit Protection Service (DPS); the certificate number is DPS-7741-0932. When the tenancy ends, we will inspect the property against the inventory signed on 3 September 2024. We may take from the deposit the cost of cleaning, of repairs beyond fair wear and tear, and any rent you have not paid. Minor scuffs and faded paintwork will not be charged for. If possible, you should be at the inspection; if you can't come, you may send someone to represent you. Once the amount is agreed, we must give the deposit back, minus any agreed deductions, within 10 days. If you disagree with a deduction, the DPS offers a free dispute service you can use.""",
            ),
            Good(
                "preserve",
                """Deposit and check-out

Your deposit of £1,150 is protected by the Deposit Protection Service (DPS) under certificate DPS-7741-0932. Upon termination of the tenancy, we will conduct a check-out inspection by reference to the inventory signed on 3 September 2024. We may deduct from the deposit the cost of cleaning, the cost of repairs exceeding fair wear and tear, and any rent arrears. No charge will be made for minor scuffs or faded paintwork. You should attend the inspection where possible and may send a representative if you are unable to attend. We must return the deposit, less any agreed deductions, within 10 days of the amount being agreed. Any disputed deduction may be referred to the free DPS dispute service.""",
            ),
            Good(
                "pl",
                """Kaucja i odbiór lokalu

Twoja kaucja w wysokości 1150 £ jest zabezpieczona w Deposit Protection Service (DPS) na podstawie certyfikatu DPS-7741-0932. Po zakończeniu najmu przeprowadzimy odbiór lokalu, porównując jego stan z protokołem zdawczo-odbiorczym podpisanym 3 września 2024 r. Z kaucji możemy potrącić koszty sprzątania, napraw wykraczających poza normalne zużycie oraz niezapłacony czynsz. Nie będziemy pobierać opłat za drobne otarcia ani wyblakłą farbę. Jeśli to możliwe, powinieneś być obecny przy odbiorze; jeśli nie możesz, możesz wysłać przedstawiciela. Musimy zwrócić kaucję, pomniejszoną o uzgodnione potrącenia, w ciągu 10 dni od uzgodnienia kwoty. Jeśli nie zgadzasz się z potrąceniem, możesz skorzystać z bezpłatnej procedury rozstrzygania sporów DPS.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you should be at the inspection", "you must be at the inspection")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "No charge will be made for minor scuffs",
                        "A charge will be made for minor scuffs",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("w ciągu 10 dni od uzgodnienia kwoty", "w ciągu 30 dni od uzgodnienia kwoty")],
                "number",
            ),
        ],
    ),
    Case(
        key="en-fell-race-compulsory-kit",
        source="""Blackcombe Horseshoe Fell Race – Sunday 14 September 2025

Registration opens at 8:30 in the village hall and closes at 10:15; the race starts at 11:00. Entry is limited to 250 runners aged 18 or over. All runners must carry waterproof jacket and trousers with taped seams, a hat, gloves, a map of the route, a compass and a whistle. Kit may be checked at the start or at the finish, and anyone without the full kit will be disqualified. Runners should also carry some emergency food. There is a cut-off at Stangill checkpoint (6.5 km): anyone arriving after 12:45 must retire. The route is about 19 km with roughly 1,100 m of ascent.""",
        good=[
            Good(
                "preserve",
                """Blackcombe Horseshoe Fell Race, Sunday 14 September 2025

- Registration: village hall, 8:30–10:15. Start: 11:00.
- Entry: limited to 250 runners, minimum age 18.
- Compulsory kit for every runner: waterproof jacket and trousers with taped seams, hat, gloves, route map, compass and whistle. Kit may be checked at the start or finish; anyone without the full kit will be disqualified.
- Runners should also carry some emergency food.
- Cut-off: runners reaching Stangill checkpoint (6.5 km) after 12:45 must retire.
- Route: about 19 km, with roughly 1,100 m of ascent.""",
            ),
            Good(
                "preserve",
                """Join us for the Blackcombe Horseshoe Fell Race on Sunday 14 September 2025! Registration at the village hall runs from 8:30 until 10:15, and the race starts at 11:00. There are places for 250 runners, and you need to be 18 or older. Everyone must carry a waterproof jacket and waterproof trousers with taped seams, a hat, gloves, a map of the route, a compass and a whistle. Your kit may be checked at the start or at the finish, and if you don't have all of it, you'll be disqualified. You should bring some emergency food too. Please note the cut-off at Stangill checkpoint, 6.5 km in: if you get there after 12:45, you must retire. The course is about 19 km long and climbs roughly 1,100 m.""",
            ),
            Good(
                "pl",
                """Bieg górski Blackcombe Horseshoe Fell Race – niedziela, 14 września 2025 r.

Zapisy w świetlicy wiejskiej trwają od 8:30 do 10:15; start o 11:00. Liczba uczestników jest ograniczona do 250 osób w wieku co najmniej 18 lat. Każdy zawodnik musi mieć przy sobie kurtkę i spodnie przeciwdeszczowe z klejonymi szwami, czapkę, rękawiczki, mapę trasy, kompas i gwizdek. Wyposażenie może zostać sprawdzone na starcie lub na mecie, a osoby bez kompletnego wyposażenia zostaną zdyskwalifikowane. Zawodnicy powinni także mieć przy sobie zapas jedzenia na wypadek sytuacji awaryjnej. Na punkcie kontrolnym Stangill (6,5 km) obowiązuje limit czasu: kto dotrze tam po 12:45, musi zejść z trasy. Trasa ma około 19 km i mniej więcej 1100 m przewyższenia.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Start: 11:00.", "Start: 11:00. Parking at the hall costs £5.")],
                "invented_fact",
            ),
            Slip(1, [("on Sunday 14 September 2025", "on Sunday 21 September 2025")], "date"),
            Slip(2, [("Zawodnicy powinni także", "Zawodnicy muszą także")], "modality"),
        ],
    ),
    Case(
        key="en-school-instrumental-lesson-charges",
        source="""Instrumental lessons 2025–26: charges and cancellations

Lessons are taught by Westmoor Music Service tutors in groups of up to four pupils. A term of 10 lessons costs £96 for a group lesson and £182 for an individual lesson. Pupils eligible for free school meals do not pay for lessons, and they can borrow an instrument free of charge. Fees must be paid before the first lesson of each term via ParentPay. Lessons missed because of a school trip or exam will not be refunded. If a tutor is absent, the lesson will be made up later in the term. To stop lessons, parents must give half a term's notice in writing to music@westmoor.sch.uk.""",
        good=[
            Good(
                "preserve",
                """Instrumental lessons 2025–26: what they cost and how to cancel

Westmoor Music Service tutors teach lessons in groups of no more than four pupils. For a term of 10 lessons, group lessons cost £96 and individual lessons £182. If your child is eligible for free school meals, lessons are free and they can borrow an instrument at no cost. You must pay through ParentPay before the first lesson of each term. There are no refunds for lessons missed because of a school trip or an exam. If a tutor is away, the lesson will be made up later in the term. If you want your child to stop, you must give half a term's notice in writing to music@westmoor.sch.uk.""",
            ),
            Good(
                "preserve",
                """Instrumental Lessons 2025–26: Charges and Cancellations

Tuition is provided by tutors from Westmoor Music Service in groups of a maximum of four pupils. The charge for a term of ten lessons is £96 for group tuition and £182 for individual tuition. Pupils who are eligible for free school meals receive lessons free of charge and may borrow an instrument at no cost. Fees must be paid via ParentPay before the first lesson of each term. No refund will be made for lessons missed owing to a school trip or examination. Lessons missed through tutor absence will be made up later in the term. Parents wishing to discontinue lessons must give half a term's notice in writing to music@westmoor.sch.uk.""",
            ),
            Good(
                "pl",
                """Lekcje gry na instrumentach 2025–26: opłaty i rezygnacja

Zajęcia prowadzą nauczyciele z Westmoor Music Service w grupach liczących maksymalnie czterech uczniów. Trymestr obejmujący 10 lekcji kosztuje 96 £ w przypadku lekcji grupowych i 182 £ w przypadku lekcji indywidualnych. Uczniowie uprawnieni do bezpłatnych posiłków w szkole nie płacą za lekcje i mogą bezpłatnie wypożyczyć instrument. Opłata musi zostać wniesiona przez ParentPay przed pierwszą lekcją każdego trymestru. Za lekcje opuszczone z powodu wycieczki szkolnej lub egzaminu nie przysługuje zwrot. Jeśli nauczyciel jest nieobecny, lekcja zostanie odrobiona później w tym samym trymestrze. Aby zrezygnować z lekcji, rodzice muszą złożyć pisemne wypowiedzenie z wyprzedzeniem połowy trymestru na adres music@westmoor.sch.uk.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "before the first lesson of each term.",
                        "before the first lesson of each term; a £10 late-payment charge applies.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("£182 for individual tuition", "£128 for individual tuition")], "number"),
            Slip(2, [("nie płacą za lekcje", "płacą za lekcje")], "negation"),
        ],
    ),
    Case(
        key="en-wheat-grain-storage-guidance",
        source="""Storing harvested wheat safely

Grain going into long-term store should be dried to 14.5% moisture or less; at 16% or above, mould and mites are likely to develop within a few weeks. Cool the grain as quickly as possible: aim to bring it below 15°C within two weeks of harvest and below 5°C by December. Check temperatures at least once a week using probes placed about 1 m deep. A rise of 2°C or more between two readings usually signals insect activity and should be investigated at once. Do not store grain in bins that have not been cleaned since the previous harvest. Farm assurance schemes may require written storage records, so keep them for at least a year.""",
        good=[
            Good(
                "preserve",
                """How to store harvested wheat safely

- Grain for long-term storage should be dried to no more than 14.5% moisture. At 16% or higher, mould and mites are likely to develop within a few weeks.
- Cool the grain as fast as you can: aim for below 15°C within two weeks of harvest and below 5°C by December.
- Check the temperature at least weekly, with probes inserted to a depth of about 1 m.
- If the temperature rises by 2°C or more between two readings, this usually means insects are active, and it should be investigated immediately.
- Do not store grain in bins that have not been cleaned since the last harvest.
- Keep written storage records for at least a year, as farm assurance schemes may require them.""",
            ),
            Good(
                "preserve",
                """Wheat destined for long-term storage should be dried to a moisture content of 14.5% or below, because at 16% or more mould and mites are likely to appear within a few weeks. Cool the grain as quickly as you can, aiming to get it below 15°C within two weeks of harvest and below 5°C by December. Check temperatures at least once a week with probes set roughly 1 m deep. A rise of 2°C or more from one reading to the next usually indicates insect activity and should be investigated straight away. Grain must not be stored in bins that have not been cleaned since the previous harvest. Because farm assurance schemes may require written storage records, keep them for at least a year.""",
            ),
            Good(
                "pl",
                """Bezpieczne przechowywanie zebranej pszenicy

Ziarno przeznaczone do długotrwałego przechowywania powinno zostać dosuszone do wilgotności nie wyższej niż 14,5%; przy wilgotności 16% lub wyższej w ciągu kilku tygodni prawdopodobnie rozwiną się pleśnie i roztocza. Schładzaj ziarno jak najszybciej: staraj się obniżyć jego temperaturę poniżej 15°C w ciągu dwóch tygodni od zbioru i poniżej 5°C do grudnia. Sprawdzaj temperaturę co najmniej raz w tygodniu za pomocą sond umieszczonych na głębokości około 1 m. Wzrost o 2°C lub więcej między dwoma odczytami zwykle świadczy o aktywności owadów i należy go natychmiast sprawdzić. Nie przechowuj ziarna w zasobnikach, których nie wyczyszczono od poprzednich żniw. Systemy certyfikacji gospodarstw mogą wymagać pisemnej dokumentacji przechowywania, dlatego przechowuj ją przez co najmniej rok.""",
            ),
        ],
        bad=[
            Slip(0, [("no more than 14.5% moisture", "no more than 15.5% moisture")], "number"),
            Slip(
                1,
                [("should be investigated straight away", "could be investigated straight away")],
                "modality",
            ),
            Slip(
                2,
                [("zwykle świadczy o aktywności owadów", "świadczy o aktywności owadów")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-stained-glass-weekend-course",
        source="""Stained glass for beginners – weekend course

Over two days (Saturday and Sunday, 10:00–16:00) you will design, cut, lead and solder a small panel of about 30 × 30 cm to take home. The course is led by glass artist Mairi Lennox at Dunmore Craft Studio. The fee of £245 includes all glass, lead and tools, but not lunch. There are places for a maximum of six students. You may bring your own design if it is approved in advance. Closed-toe shoes must be worn in the studio at all times. Because lead is used, the course is not suitable for anyone who is pregnant. A non-refundable deposit of £60 secures your place; the balance is due four weeks before the course.""",
        good=[
            Good(
                "preserve",
                """Fancy trying stained glass? On this beginners' weekend course (Saturday and Sunday, 10:00–16:00) at Dunmore Craft Studio, glass artist Mairi Lennox will guide you as you design, cut, lead and solder your own small panel – roughly 30 × 30 cm – to take home. The £245 fee covers all glass, lead and tools; lunch is not included. We take no more than six students. You're welcome to bring your own design, as long as it is approved beforehand. You must wear closed-toe shoes in the studio at all times. As we work with lead, the course isn't suitable for anyone who is pregnant. Your place is secured with a £60 deposit, which is non-refundable, and the balance is due four weeks before the course.""",
            ),
            Good(
                "preserve",
                """Beginners' stained glass weekend – Dunmore Craft Studio
Tutor: glass artist Mairi Lennox. Saturday and Sunday, 10:00–16:00.
Over the two days you design, cut, lead and solder a small panel (approx. 30 × 30 cm) to take home.
Fee: £245, including all glass, lead and tools; lunch not included. Max. six students.
You may bring your own design if it is approved in advance. Closed-toe shoes must be worn in the studio at all times. Not suitable for anyone who is pregnant, as lead is used.
Booking: a non-refundable £60 deposit secures your place; the balance is due four weeks before the course.""",
            ),
            Good(
                "pl",
                """Witraż dla początkujących – kurs weekendowy

W ciągu dwóch dni (sobota i niedziela, 10:00–16:00) zaprojektujesz, wytniesz, oprawisz w ołów i zlutujesz niewielki panel o wymiarach około 30 × 30 cm, który zabierzesz do domu. Kurs prowadzi artystka zajmująca się szkłem, Mairi Lennox, w Dunmore Craft Studio. Cena 245 £ obejmuje całe szkło, ołów i narzędzia, ale nie obejmuje lunchu. Liczba miejsc: maksymalnie sześć osób. Możesz przynieść własny projekt, jeśli zostanie wcześniej zatwierdzony. W pracowni przez cały czas trzeba nosić obuwie z zakrytymi palcami. Ponieważ używamy ołowiu, kurs nie jest odpowiedni dla osób w ciąży. Miejsce gwarantuje bezzwrotna zaliczka w wysokości 60 £; pozostałą kwotę należy wpłacić cztery tygodnie przed kursem.""",
            ),
        ],
        bad=[
            Slip(0, [("which is non-refundable", "which is refundable")], "negation"),
            Slip(
                1,
                [("Closed-toe shoes must be worn", "Closed-toe shoes should be worn")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Mairi Lennox, w Dunmore Craft Studio.",
                        "Mairi Lennox, która uczy witrażu od 2009 roku, w Dunmore Craft Studio.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-lochbay-bus-winter-timetable",
        source="""Route 57 Lochbay – Portree: winter timetable

From Monday 3 November 2025 to Saturday 28 March 2026, route 57 runs Monday to Saturday only; there is no Sunday service. Buses leave Lochbay at 07:10, 09:45, 13:20 and 17:05, and the journey takes about 55 minutes. The 07:10 does not run on school holidays. Passengers with bicycles should book at least 24 hours ahead by calling 01478 612 809, as only two bikes can be carried per bus. Concessionary passes are valid on all journeys. During severe weather, services may be withdrawn at short notice; check updates at skyelinkbus.co.uk/alerts before travelling.""",
        good=[
            Good(
                "preserve",
                """Route 57 (Lochbay – Portree) winter timetable

Monday 3 November 2025 – Saturday 28 March 2026: buses run Monday to Saturday only, with no service on Sundays.
Departures from Lochbay: 07:10, 09:45, 13:20 and 17:05 (journey time about 55 minutes). The 07:10 does not operate during school holidays.
Bicycles: only two can be carried per bus, so you should book at least 24 hours in advance on 01478 612 809.
Concessionary passes are valid on every journey.
In severe weather, services may be withdrawn at short notice – check skyelinkbus.co.uk/alerts for updates before you travel.""",
            ),
            Good(
                "preserve",
                """Route 57 between Lochbay and Portree switches to its winter timetable on Monday 3 November 2025. Until Saturday 28 March 2026, buses will run from Monday to Saturday only, with no Sunday service. Departures from Lochbay are at 07:10, 09:45, 13:20 and 17:05, and the trip takes around 55 minutes; the 07:10 will not run during school holidays. Each bus can carry only two bicycles, so cyclists should book at least 24 hours beforehand on 01478 612 809. Concessionary passes can be used on all journeys. Services may be withdrawn at short notice in severe weather, so check skyelinkbus.co.uk/alerts for updates before travelling.""",
            ),
            Good(
                "pl",
                """Linia 57 Lochbay – Portree: rozkład zimowy

Od poniedziałku 3 listopada 2025 r. do soboty 28 marca 2026 r. linia 57 kursuje wyłącznie od poniedziałku do soboty; w niedziele autobusy nie jeżdżą. Autobusy odjeżdżają z Lochbay o 07:10, 09:45, 13:20 i 17:05, a podróż trwa około 55 minut. Kurs o 07:10 nie jest realizowany w czasie ferii szkolnych. Pasażerowie z rowerami powinni zarezerwować miejsce co najmniej 24 godziny wcześniej pod numerem 01478 612 809, ponieważ jeden autobus może przewieźć tylko dwa rowery. Karty uprawniające do przejazdów ulgowych są ważne na wszystkich kursach. Przy bardzo złej pogodzie kursy mogą zostać odwołane w krótkim terminie; przed podróżą sprawdź aktualności na stronie skyelinkbus.co.uk/alerts.""",
            ),
        ],
        bad=[
            Slip(0, [("Saturday 28 March 2026", "Saturday 28 February 2026")], "date"),
            Slip(
                1,
                [
                    (
                        "the 07:10 will not run during school holidays",
                        "the 07:10 will run only during school holidays",
                    )
                ],
                "negation",
            ),
            Slip(2, [("09:45, 13:20 i 17:05", "09:45, 13:50 i 17:05")], "number"),
        ],
    ),
    Case(
        key="en-perseid-meteor-viewing-guide",
        source="""How to watch the Perseids this August

The Perseid meteor shower is expected to peak on the night of 12–13 August. Under a truly dark sky you might see up to 60 meteors an hour, but this year the Moon will be 84% illuminated and is likely to wash out the fainter ones. The meteors are debris from comet 109P/Swift–Tuttle, which last passed the Sun in 1992; Earth crosses its dust trail every year (Jenniskens, 2006). You don't need a telescope or binoculars: lie back, give your eyes at least 20 minutes to adapt and look about halfway up the sky. The best views usually come after midnight, when the radiant in the constellation Perseus is higher.""",
        good=[
            Good(
                "preserve",
                """Watching the Perseids this August: a quick guide

The Perseids are expected to be at their best on the night of 12–13 August. With a really dark sky you might catch up to 60 meteors an hour – but this year the Moon will be 84% lit and will probably drown out the fainter ones. Each meteor is a bit of debris from comet 109P/Swift–Tuttle, which last swung past the Sun in 1992; Earth passes through its trail of dust every year (Jenniskens, 2006). No telescope or binoculars needed: just lie back, let your eyes adjust for at least 20 minutes, and look roughly halfway up the sky. Your best chance is usually after midnight, once the radiant in Perseus has climbed higher.""",
            ),
            Good(
                "preserve",
                """The Perseid meteor shower is forecast to reach its peak on the night of 12–13 August. Observers under genuinely dark skies may see as many as 60 meteors per hour, though this year's Moon, 84% illuminated, is likely to wash out fainter meteors. The shower consists of debris from comet 109P/Swift–Tuttle, which last passed the Sun in 1992, and Earth crosses its dust trail annually (Jenniskens, 2006). No telescope or binoculars are required. Observers simply need to lie back, allow their eyes at least 20 minutes to adapt and look about halfway up the sky. Viewing is usually best after midnight, when the radiant in the constellation Perseus is higher.""",
            ),
            Good(
                "pl",
                """Jak obserwować Perseidy tego sierpnia

Maksimum roju meteorów Perseidów spodziewane jest w nocy z 12 na 13 sierpnia. Pod naprawdę ciemnym niebem można zobaczyć nawet 60 meteorów na godzinę, ale w tym roku Księżyc będzie oświetlony w 84% i prawdopodobnie przyćmi słabsze z nich. Meteory to okruchy komety 109P/Swift–Tuttle, która ostatnio minęła Słońce w 1992 roku; Ziemia co roku przecina jej smugę pyłu (Jenniskens, 2006). Nie potrzeba teleskopu ani lornetki: wystarczy się położyć, dać oczom co najmniej 20 minut na przyzwyczajenie się do ciemności i patrzeć mniej więcej w połowę wysokości nieba. Najlepsze widoki są zwykle po północy, gdy radiant w gwiazdozbiorze Perseusza znajduje się wyżej.""",
            ),
        ],
        bad=[
            Slip(0, [("(Jenniskens, 2006)", "(Jenniskens, 2016)")], "citation"),
            Slip(
                1,
                [("is likely to wash out fainter meteors", "will wash out fainter meteors")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "(Jenniskens, 2006).",
                        "(Jenniskens, 2006). Okruchy wpadają w atmosferę z prędkością około 59 km/s.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-bike-shop-repair-delay-email",
        source="""Subject: Your repair job #R-20931 – delay

Hi Daniel,

Thanks for leaving your Cannondale Topstone with us on Tuesday. Unfortunately the replacement rear derailleur (Shimano GRX RD-RX812) is on back order, and our supplier now expects to deliver it on Friday 11 July. We should be able to finish the bike by the following Monday. If you'd rather not wait, we can fit a Shimano RD-RX810 today at no extra cost. Either way, the quoted price of £187.50 won't change, and you don't pay anything until you collect. Please reply to workshop@spokewisecycles.co.uk to tell us which you prefer. You'll need to show your job card when you collect the bike.

Cheers,
Priya – Spokewise Cycles""",
        good=[
            Good(
                "preserve",
                """Subject: Repair job #R-20931 – delay

Dear Daniel,

Thank you for bringing your Cannondale Topstone in on Tuesday. I'm sorry to say that the replacement rear derailleur (Shimano GRX RD-RX812) is on back order; our supplier now expects to deliver it on Friday 11 July, and we should be able to complete the bike by the Monday after that. If you would prefer not to wait, we can fit a Shimano RD-RX810 today at no additional cost. In either case, the quoted price of £187.50 remains the same, and no payment is due until you collect. Please let us know your preference by replying to workshop@spokewisecycles.co.uk. You will need to show your job card when collecting the bike.

Kind regards,
Priya – Spokewise Cycles""",
            ),
            Good(
                "preserve",
                """Subject: Repair #R-20931 delayed

Hi Daniel,

Thanks for dropping off your Cannondale Topstone on Tuesday. Bad news: the new rear derailleur (Shimano GRX RD-RX812) is on back order. Our supplier now expects to deliver it on Friday 11 July, so we should be able to have the bike done by the Monday after. Don't want to wait? We can put on a Shimano RD-RX810 today instead, at no extra cost. Whichever you choose, the price stays at the £187.50 we quoted, and you pay nothing until collection. Just reply to workshop@spokewisecycles.co.uk with your choice – and remember you'll need to show your job card when you pick the bike up.

Cheers,
Priya – Spokewise Cycles""",
            ),
            Good(
                "pl",
                """Temat: Naprawa nr R-20931 – opóźnienie

Cześć, Danielu,

dziękuję za pozostawienie u nas roweru Cannondale Topstone we wtorek. Niestety nowa tylna przerzutka (Shimano GRX RD-RX812) jest chwilowo niedostępna i czeka na dostawę, a nasz dostawca spodziewa się teraz dostarczyć ją w piątek 11 lipca. Rower powinniśmy zdążyć skończyć do następnego poniedziałku. Jeśli wolisz nie czekać, możemy już dziś zamontować przerzutkę Shimano RD-RX810 bez dodatkowych kosztów. W obu przypadkach wyceniona kwota 187,50 £ się nie zmieni, a płacisz dopiero przy odbiorze. Daj nam znać, którą opcję wybierasz, odpowiadając na adres workshop@spokewisecycles.co.uk. Przy odbiorze roweru trzeba będzie okazać kartę zlecenia.

Pozdrawiam
Priya – Spokewise Cycles""",
            ),
        ],
        bad=[
            Slip(0, [("workshop@spokewisecycles.co.uk", "workshop@spokewisecycle.co.uk")], "url"),
            Slip(
                1,
                [("you'll need to show your job card", "you may want to show your job card")],
                "modality",
            ),
            Slip(2, [("w piątek 11 lipca", "w piątek 18 lipca")], "date"),
        ],
    ),
    Case(
        key="en-migraine-diary-app-study",
        source="""Volunteers wanted: migraine diary app study

Researchers at the University of Eastbridge are testing whether a smartphone diary app can help people predict migraine attacks. We are looking for about 120 adults aged 18–65 who have had at least four migraine days a month for the past year. You would use the app for 12 weeks and attend two online interviews of roughly 45 minutes. You must not take part if you are currently enrolled in another clinical study. Participants will receive a £40 voucher after each interview. Taking part is voluntary and you can withdraw at any time without giving a reason. The study has been approved by the university ethics committee (ref. ERC-2025-118). To register interest, visit www.eastbridge.ac.uk/migrainediary or e-mail migraine.study@eastbridge.ac.uk.""",
        good=[
            Good(
                "preserve",
                """Take part in a study of a migraine diary app

A team at the University of Eastbridge wants to find out whether a diary app on a smartphone can help people predict migraine attacks. They are looking for about 120 adults between 18 and 65 who have had at least four migraine days a month over the past year. If you join, you'll use the app for 12 weeks and have two online interviews lasting roughly 45 minutes each. You must not take part if you're currently enrolled in another clinical study. You'll get a £40 voucher after each interview. Taking part is your choice, and you can leave the study at any time without saying why. The university ethics committee has approved the study (ref. ERC-2025-118). Interested? Register at www.eastbridge.ac.uk/migrainediary or e-mail migraine.study@eastbridge.ac.uk.""",
            ),
            Good(
                "preserve",
                """Recruitment of volunteers: migraine diary app study

Researchers at the University of Eastbridge are investigating whether a smartphone diary application can help people to predict migraine attacks. Approximately 120 adults aged 18 to 65 years are sought who have experienced at least four migraine days per month over the previous twelve months. Participants will use the app for 12 weeks and attend two online interviews of approximately 45 minutes. Individuals currently enrolled in another clinical study must not take part. A £40 voucher will be provided after each interview. Participation is voluntary, and participants may withdraw at any time without giving a reason. The study has received approval from the university ethics committee (ref. ERC-2025-118). To register interest, please visit www.eastbridge.ac.uk/migrainediary or e-mail migraine.study@eastbridge.ac.uk.""",
            ),
            Good(
                "pl",
                """Poszukujemy ochotników: badanie aplikacji-dzienniczka migreny

Naukowcy z University of Eastbridge sprawdzają, czy aplikacja na smartfona pełniąca funkcję dzienniczka może pomóc w przewidywaniu napadów migreny. Szukamy około 120 dorosłych w wieku 18–65 lat, którzy w ciągu ostatniego roku mieli co najmniej cztery dni z migreną w miesiącu. Uczestnicy będą korzystać z aplikacji przez 12 tygodni i wezmą udział w dwóch wywiadach online trwających mniej więcej po 45 minut. Nie możesz wziąć udziału, jeśli obecnie uczestniczysz w innym badaniu klinicznym. Po każdym wywiadzie uczestnicy otrzymają bon o wartości 40 £. Udział jest dobrowolny i można się wycofać w dowolnym momencie bez podawania przyczyny. Badanie zostało zatwierdzone przez uczelnianą komisję etyczną (nr ERC-2025-118). Aby zgłosić chęć udziału, wejdź na stronę www.eastbridge.ac.uk/migrainediary lub napisz na adres migraine.study@eastbridge.ac.uk.""",
            ),
        ],
        bad=[
            Slip(0, [("looking for about 120 adults", "looking for 120 adults")], "hedge"),
            Slip(
                1,
                [
                    (
                        "e-mail migraine.study@eastbridge.ac.uk",
                        "e-mail migraine-study@eastbridge.ac.uk",
                    )
                ],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "Udział jest dobrowolny i można się wycofać w dowolnym momencie bez podawania przyczyny.",
                        "Taking part is voluntary and you can withdraw at any time without giving a reason.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-phd-thesis-repository-deposit",
        source="""## Depositing your PhD thesis

After your viva and any corrections, you **must** deposit the final version of your thesis in the [Eastmoor Research Repository](https://repository.eastmoor.ac.uk/deposit) before your award can be confirmed.

1. Save the thesis as a single PDF/A file named `surname_firstname_phd_2025.pdf`.
2. Upload it together with the signed deposit agreement no later than 8 weeks after your corrections are approved.
3. If your thesis contains commercially sensitive material, you may request an embargo of up to 3 years.

Theses should not contain signatures or personal phone numbers. Questions? Contact the Doctoral College at thesis@eastmoor.ac.uk.""",
        good=[
            Good(
                "preserve",
                """## How to deposit your PhD thesis

Once your viva and any corrections are complete, you **must** deposit the final version of your thesis in the [Eastmoor Research Repository](https://repository.eastmoor.ac.uk/deposit); your award cannot be confirmed until you do.

1. Save your thesis as one PDF/A file called `surname_firstname_phd_2025.pdf`.
2. Upload it with the signed deposit agreement within 8 weeks of your corrections being approved.
3. You may request an embargo of up to 3 years if the thesis includes commercially sensitive material.

Your thesis should not contain signatures or personal phone numbers. Any questions can go to the Doctoral College: thesis@eastmoor.ac.uk.""",
            ),
            Good(
                "preserve",
                """## Time to deposit your PhD thesis

When your viva and any corrections are done, you **must** put the final version of your thesis in the [Eastmoor Research Repository](https://repository.eastmoor.ac.uk/deposit) – your award can't be confirmed until it's there.

1. Save the whole thesis as a single PDF/A file with the name `surname_firstname_phd_2025.pdf`.
2. Upload it, along with your signed deposit agreement, no later than 8 weeks after your corrections are approved.
3. Does your thesis include commercially sensitive material? Then you may ask for an embargo of up to 3 years.

Your thesis shouldn't contain signatures or personal phone numbers. If you have questions, get in touch with the Doctoral College at thesis@eastmoor.ac.uk.""",
            ),
            Good(
                "pl",
                """## Złożenie rozprawy doktorskiej

Po obronie (viva) i ewentualnych poprawkach **musisz** złożyć ostateczną wersję rozprawy w [Eastmoor Research Repository](https://repository.eastmoor.ac.uk/deposit), zanim nadanie stopnia będzie mogło zostać potwierdzone.

1. Zapisz rozprawę jako jeden plik PDF/A o nazwie `surname_firstname_phd_2025.pdf`.
2. Prześlij go wraz z podpisaną umową depozytową nie później niż 8 tygodni po zatwierdzeniu poprawek.
3. Jeśli rozprawa zawiera informacje wrażliwe handlowo, możesz wystąpić o embargo na okres do 3 lat.

Rozprawa nie powinna zawierać podpisów ani prywatnych numerów telefonów. Pytania? Skontaktuj się z Doctoral College pod adresem thesis@eastmoor.ac.uk.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "[Eastmoor Research Repository](https://repository.eastmoor.ac.uk/deposit)",
                        "Eastmoor Research Repository",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "no later than 8 weeks after your corrections are approved.",
                        "no later than 8 weeks after your corrections are approved; the repository team checks each file within 5 working days.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("`surname_firstname_phd_2025.pdf`", "`firstname_surname_phd_2025.pdf`")],
                "code",
            ),
        ],
    ),
]
