# ruff: noqa: E501, RUF001
"""English source cases of blind set 102: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-funeral-prepaid-plan-cancellation-terms",
        source="Thank you for choosing a pre-paid funeral plan with Hartwell & Daughters. Your plan is held in a trust that is independent of the funeral home, and your payments are protected under the FCA's Funeral Plan: Conduct of Business sourcebook (FPCOB 4.2). You may cancel at any time. If you cancel within 30 days of receiving your plan documents, we will refund every penny you have paid. After that period, a cancellation fee of £250 applies, and the refund is usually paid within 14 days. If you pay by instalments, you must keep up the monthly payments; if two consecutive payments are missed, we will write to you before taking any further action.",
        good=[
            Good(
                "preserve",
                "Your pre-paid funeral plan with Hartwell & Daughters is held in a trust that is separate from the funeral home, and the money you pay is protected under the FCA's Funeral Plan: Conduct of Business sourcebook (FPCOB 4.2). You can cancel whenever you like. Cancel within 30 days of receiving your plan documents and you get back every penny you have paid. Cancel later and a £250 cancellation fee applies; refunds are usually paid within 14 days. If you're paying in instalments, you must keep up the monthly payments. Should two consecutive payments be missed, we will write to you before we take any further action. Thank you for choosing us.",
            ),
            Good(
                "preserve",
                """Thank you for choosing Hartwell & Daughters for your pre-paid funeral plan. The key points:

- **Protection:** your plan sits in a trust independent of the funeral home, and your payments are protected under FPCOB 4.2, part of the FCA's Funeral Plan: Conduct of Business sourcebook.
- **Cancelling:** you may cancel at any time. Cancel within 30 days of receiving your plan documents and we refund everything you have paid; after that, a £250 cancellation fee applies.
- **Refund timing:** refunds are usually paid within 14 days.
- **Instalments:** you must keep up the monthly payments. If two payments in a row are missed, we will write to you before taking any further action.""",
            ),
            Good(
                "pl",
                "Dziękujemy za wybór przedpłaconego planu pogrzebowego w Hartwell & Daughters. Państwa plan jest przechowywany w funduszu powierniczym niezależnym od zakładu pogrzebowego, a wpłaty są chronione na mocy zasad FCA dotyczących planów pogrzebowych (Funeral Plan: Conduct of Business sourcebook, FPCOB 4.2). Z planu można zrezygnować w dowolnym momencie. W przypadku rezygnacji w ciągu 30 dni od otrzymania dokumentów planu zwracamy całą wpłaconą kwotę. Po tym terminie pobierana jest opłata za rezygnację w wysokości 250 GBP, a zwrot następuje zazwyczaj w ciągu 14 dni. Osoby płacące w ratach muszą regularnie wnosić miesięczne wpłaty; jeśli dwie kolejne raty nie zostaną zapłacone, przed podjęciem jakichkolwiek dalszych kroków skontaktujemy się z Państwem listownie.",
            ),
        ],
        bad=[
            Slip(
                1, [("protected under FPCOB 4.2", "protected under FPCOB 3.2")], "legal_reference"
            ),
            Slip(2, [("250 GBP", "150 GBP")], "number"),
            Slip(
                0,
                [
                    (
                        "you must keep up the monthly payments",
                        "you should try to keep up the monthly payments",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-ice-climbing-wall-induction-sessions",
        source="Before you can book the ice wall on your own, you need to complete a two-hour induction with one of our instructors. Inductions run every Tuesday and Thursday at 6:30 pm and on Saturday mornings at 9:00. You'll learn how to fit crampons, swing an ice axe efficiently and belay using our auto-locking devices. Nobody is signed off on their first visit unless they can already show safe belaying. Bring warm gloves and a spare layer: the chamber is kept at around −8 °C. Helmets are provided, and we don't allow personal ice tools on the wall because they damage the ice surface faster.",
        good=[
            Good(
                "preserve",
                "To book the ice wall by yourself, you'll first need to complete a two-hour induction with one of our instructors. We run them on Tuesdays and Thursdays at 6:30 pm and on Saturday mornings at 9:00. During the session you'll learn to fit crampons, swing an ice axe efficiently and belay with our auto-locking devices. You won't be signed off on your first visit unless you can already demonstrate safe belaying. The chamber is kept at around −8 °C, so bring warm gloves and a spare layer. We provide helmets. Personal ice tools aren't allowed on the wall, because they wear down the ice surface faster.",
            ),
            Good(
                "preserve",
                """Ice wall induction: what you need to know

1. Before booking the wall on your own, you need a two-hour induction with one of our instructors.
2. Sessions: Tuesdays and Thursdays at 6:30 pm, and Saturday mornings at 9:00.
3. You'll learn to fit crampons, swing an ice axe efficiently and belay with our auto-locking devices.
4. Sign-off on a first visit is only possible if you can already show safe belaying.
5. The chamber is kept at around −8 °C, so bring warm gloves and an extra layer.
6. Helmets are provided. Personal ice tools are not allowed on the wall, as they damage the ice surface faster.""",
            ),
            Good(
                "pl",
                "Zanim będziesz mógł samodzielnie rezerwować ścianę lodową, musisz przejść dwugodzinne szkolenie wprowadzające z jednym z naszych instruktorów. Szkolenia odbywają się we wtorki i czwartki o 18:30 oraz w soboty rano o 9:00. Nauczysz się zakładać raki, sprawnie operować czekanem i asekurować za pomocą naszych przyrządów samoblokujących. Nikt nie zostaje dopuszczony do samodzielnego wspinania podczas pierwszej wizyty, chyba że już potrafi wykazać się bezpieczną asekuracją. Zabierz ciepłe rękawice i dodatkową warstwę ubrania: w komorze utrzymujemy temperaturę około −8 °C. Kaski zapewniamy, a własnych narzędzi lodowych nie wolno używać na ścianie, ponieważ szybciej niszczą powierzchnię lodu.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "własnych narzędzi lodowych nie wolno używać",
                        "własnych narzędzi lodowych wolno używać",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("Tuesdays and Thursdays at 6:30 pm", "Tuesdays and Thursdays at 7:30 pm")],
                "date",
            ),
            Slip(
                0,
                [("The chamber is kept at around −8 °C", "The chamber is kept at −8 °C")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-community-orchard-plot-rental-rules",
        source="Plots in the Millbrook Community Orchard are let for one growing season, from 1 March to 30 November. Each plot holds three to four fruit trees and costs £45 a year, or £25 for concession holders. Plot holders must attend at least two of the six shared work mornings, where we prune, mulch and repair the fencing together. You may plant soft fruit bushes between your trees, but please ask before planting anything taller than 2 metres. Applications open on 15 January at millbrookorchard.org.uk/plots; if more people apply than there are plots, places are allocated by ballot.",
        good=[
            Good(
                "preserve",
                "Millbrook Community Orchard plots are let for a single growing season running from 1 March to 30 November. A plot accommodates three to four fruit trees; the annual fee is £45, reduced to £25 for concession holders. Every plot holder must attend a minimum of two of the six shared work mornings, at which pruning, mulching and fence repairs are carried out together. Soft fruit bushes may be planted between the trees, but we ask that you check with us before planting anything taller than 2 metres. Applications open on 15 January at millbrookorchard.org.uk/plots. Where applications exceed the number of plots available, places are allocated by ballot.",
            ),
            Good(
                "preserve",
                """Renting a plot at Millbrook Community Orchard

- Season: 1 March to 30 November (one growing season).
- Size: room for three to four fruit trees.
- Cost: £45 per year, or £25 with a concession.
- Commitment: you must come to at least two of our six shared work mornings (pruning, mulching and fixing the fence together).
- Planting: you may put soft fruit bushes between your trees; please ask us first before planting anything over 2 metres tall.
- Applying: applications open on 15 January at millbrookorchard.org.uk/plots. If more people apply than there are plots, places go to a ballot.""",
            ),
            Good(
                "pl",
                "Działki w sadzie społecznym Millbrook Community Orchard wynajmujemy na jeden sezon wegetacyjny, od 1 marca do 30 listopada. Na każdej działce mieszczą się trzy–cztery drzewa owocowe, a jej koszt wynosi 45 GBP rocznie lub 25 GBP dla osób uprawnionych do zniżki. Dzierżawcy działek muszą uczestniczyć w co najmniej dwóch z sześciu wspólnych porannych prac, podczas których razem przycinamy drzewa, ściółkujemy i naprawiamy ogrodzenie. Między drzewami można sadzić krzewy owocowe, ale przed posadzeniem czegokolwiek wyższego niż 2 metry prosimy o kontakt. Nabór wniosków rusza 15 stycznia na stronie millbrookorchard.org.uk/plots; jeśli chętnych będzie więcej niż działek, o przydziale zdecyduje losowanie.",
            ),
        ],
        bad=[
            Slip(1, [("£25 with a concession", "£35 with a concession")], "number"),
            Slip(2, [("millbrookorchard.org.uk/plots", "millbrookorchard.org/plots")], "url"),
            Slip(
                0,
                [
                    (
                        "Every plot holder must attend a minimum",
                        "Every plot holder is encouraged to attend a minimum",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-paragliding-tandem-flight-waiver-conditions",
        source="Tandem flights with Skyline Paragliding are flown by instructors licensed by the national federation, but paragliding carries inherent risks that cannot be eliminated entirely. By signing this waiver, you confirm that you weigh between 25 and 110 kg, are not pregnant, and have no heart condition, epilepsy or recent spinal injury. You must tell your pilot about any medication you are taking. Flights may be postponed or cancelled at the pilot's discretion if the wind exceeds safe limits; in that case, you can rebook or receive a full refund. Passengers under 18 need a parent or guardian to sign on their behalf.",
        good=[
            Good(
                "preserve",
                "All Skyline Paragliding tandem flights are flown by instructors holding a national federation licence. Even so, paragliding has inherent risks that can never be removed completely. When you sign this waiver, you are confirming that you weigh 25–110 kg, that you are not pregnant, and that you have no heart condition, epilepsy or recent spinal injury. You must let your pilot know about any medication you take. If the wind goes beyond safe limits, your pilot may decide to postpone or cancel the flight, and you can then either rebook or get a full refund. If you are under 18, a parent or guardian needs to sign for you.",
            ),
            Good(
                "preserve",
                """Waiver summary

The passenger acknowledges that paragliding involves inherent risks which cannot be entirely eliminated, although all Skyline Paragliding tandem flights are piloted by instructors licensed by the national federation. By signing, the passenger confirms that they:

- weigh between 25 and 110 kg;
- are not pregnant;
- have no heart condition, epilepsy or recent spinal injury.

The passenger must inform the pilot of any medication being taken. The pilot may, at their discretion, postpone or cancel a flight when the wind exceeds safe limits; the passenger can then rebook or receive a full refund. For passengers under 18, a parent or guardian needs to sign on their behalf.""",
            ),
            Good(
                "pl",
                "Loty tandemowe w Skyline Paragliding wykonują instruktorzy z licencją krajowej federacji, jednak paralotniarstwo wiąże się z nieodłącznym ryzykiem, którego nie da się całkowicie wyeliminować. Podpisując to oświadczenie, potwierdzasz, że ważysz od 25 do 110 kg, nie jesteś w ciąży oraz nie masz choroby serca, padaczki ani niedawnego urazu kręgosłupa. Musisz poinformować pilota o wszystkich przyjmowanych lekach. Jeśli wiatr przekroczy bezpieczne wartości, pilot może według własnego uznania przełożyć lub odwołać lot; w takim przypadku możesz zarezerwować nowy termin albo otrzymać pełny zwrot pieniędzy. W imieniu osób poniżej 18. roku życia oświadczenie musi podpisać rodzic lub opiekun prawny.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("which cannot be entirely eliminated", "which can be entirely eliminated")],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "holding a national federation licence.",
                        "holding a national federation licence and full passenger insurance cover.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("Musisz poinformować pilota", "Warto poinformować pilota")], "modality"),
        ],
    ),
    Case(
        key="en-youth-orchestra-audition-requirements-notice",
        source="""## Youth Orchestra Auditions 2025

Auditions for the Northvale Regional Youth Orchestra take place on **Saturday 8 March 2025** at Northvale Music Centre. Players aged 12 to 21 are welcome on all orchestral instruments.

Please prepare:

- two contrasting pieces, together no longer than 8 minutes;
- the scales listed for your instrument on our website;
- a short sight-reading extract, which the panel will give you on the day.

You should arrive 30 minutes before your slot to warm up. Accompanists are not provided, but you may bring your own. Register by **14 February** at [northvaleyouth.org/auditions](https://northvaleyouth.org/auditions).""",
        good=[
            Good(
                "preserve",
                """## Youth Orchestra Auditions 2025

The Northvale Regional Youth Orchestra is holding auditions on **Saturday 8 March 2025** at Northvale Music Centre. They are open to players aged 12–21 on any orchestral instrument.

What to prepare:

- two contrasting pieces with a combined length of no more than 8 minutes;
- the scales for your instrument, as listed on our website;
- a short sight-reading extract, which the panel will hand you on the day.

You should get there 30 minutes before your slot so you can warm up. We don't provide accompanists, though you may bring your own. The registration deadline is **14 February**: sign up at [northvaleyouth.org/auditions](https://northvaleyouth.org/auditions).""",
            ),
            Good(
                "preserve",
                """## Youth Orchestra Auditions 2025

Do you play an orchestral instrument, and are you between 12 and 21? Come and audition for the Northvale Regional Youth Orchestra on **Saturday 8 March 2025** at Northvale Music Centre.

Please prepare:

- two contrasting pieces lasting no more than 8 minutes in total;
- the scales for your instrument (see the list on our website);
- a short sight-reading extract – the panel will give it to you on the day.

You should arrive 30 minutes ahead of your slot to warm up. We can't provide an accompanist, but you may bring one with you. Registration closes on **14 February**; register at [northvaleyouth.org/auditions](https://northvaleyouth.org/auditions).""",
            ),
            Good(
                "pl",
                """## Przesłuchania do orkiestry młodzieżowej 2025

Przesłuchania do Northvale Regional Youth Orchestra odbędą się w **sobotę 8 marca 2025 r.** w Northvale Music Centre. Zapraszamy muzyków w wieku od 12 do 21 lat grających na wszystkich instrumentach orkiestrowych.

Prosimy przygotować:

- dwa kontrastujące utwory, łącznie nie dłuższe niż 8 minut;
- gamy wskazane dla danego instrumentu na naszej stronie internetowej;
- krótki fragment do czytania a vista, który komisja wręczy na miejscu.

Kandydaci powinni przyjść 30 minut przed wyznaczoną godziną, aby się rozegrać. Nie zapewniamy akompaniatorów, ale można przyjść z własnym. Zgłoszenia przyjmujemy do **14 lutego** na stronie [northvaleyouth.org/auditions](https://northvaleyouth.org/auditions).""",
            ),
        ],
        bad=[
            Slip(2, [("do **14 lutego**", "do **24 lutego**")], "date"),
            Slip(
                0,
                [("## Youth Orchestra Auditions 2025\n", "Youth Orchestra Auditions 2025\n")],
                "markdown",
            ),
            Slip(
                1,
                [("You should arrive 30 minutes ahead", "You must arrive 30 minutes ahead")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-cargo-bike-library-borrowing-guide",
        source="The Eastgate Cargo Bike Library lends electric and non-electric cargo bikes free of charge for up to 7 days at a time. The front box carries up to 100 kg. To borrow, you need a library membership, a valid photo ID and proof of an address in the borough. Bikes are collected from and returned to the depot at 14 Canal Street, open Wednesday to Sunday, 10:00–17:00. Children may ride in the front box only if they are wearing a helmet and are strapped in with the harness. If a bike is damaged or stolen while on loan, report it to hello@eastgatecargobikes.org within 24 hours; you will not be charged for normal wear and tear.",
        good=[
            Good(
                "preserve",
                """How borrowing works at the Eastgate Cargo Bike Library

- What: electric and non-electric cargo bikes, free of charge.
- How long: up to 7 days per loan.
- Load: up to 100 kg in the front box.
- What you need: a library membership, valid photo ID and proof of an address in the borough.
- Where: pick up and drop off at our depot, 14 Canal Street (Wednesday to Sunday, 10:00–17:00).
- Kids: they may ride in the front box only when wearing a helmet and strapped in with the harness.
- Damage or theft: email hello@eastgatecargobikes.org within 24 hours. You won't be charged for normal wear and tear.""",
            ),
            Good(
                "preserve",
                "The Eastgate Cargo Bike Library will lend you an electric or non-electric cargo bike for up to 7 days at a time, and it costs nothing. Its front box takes loads of up to 100 kg. Bring your library membership, a valid photo ID and proof of an address in the borough to our depot at 14 Canal Street, which is open from Wednesday to Sunday, 10:00 to 17:00; that is also where you return the bike. Children may travel in the front box, but only if they wear a helmet and are strapped in with the harness. Should the bike be damaged or stolen during your loan, let us know at hello@eastgatecargobikes.org within 24 hours. Ordinary wear and tear won't cost you anything.",
            ),
            Good(
                "pl",
                "Biblioteka Rowerów Cargo Eastgate bezpłatnie wypożycza elektryczne i tradycyjne rowery towarowe na maksymalnie 7 dni. Przednia skrzynia ma udźwig do 100 kg. Aby wypożyczyć rower, potrzebujesz członkostwa w bibliotece, ważnego dokumentu tożsamości ze zdjęciem oraz potwierdzenia adresu w naszej dzielnicy. Rowery odbiera się i zwraca w punkcie przy 14 Canal Street, czynnym od środy do niedzieli w godz. 10:00–17:00. Dzieci mogą jechać w przedniej skrzyni tylko w kasku i przypięte szelkami. Jeśli rower zostanie uszkodzony lub skradziony w trakcie wypożyczenia, zgłoś to na adres hello@eastgatecargobikes.org w ciągu 24 godzin; za normalne zużycie nie pobieramy opłat.",
            ),
        ],
        bad=[
            Slip(1, [("hello@eastgatecargobikes.org", "help@eastgatecargobikes.org")], "url"),
            Slip(
                2,
                [
                    (
                        "za normalne zużycie nie pobieramy opłat",
                        "za normalne zużycie pobieramy opłaty",
                    )
                ],
                "negation",
            ),
            Slip(0, [("up to 100 kg in the front box", "up to 150 kg in the front box")], "number"),
        ],
    ),
    Case(
        key="en-dental-implant-aftercare-first-days",
        source="For the first 24 hours after your implant surgery, do not rinse your mouth, spit forcefully or drink through a straw, as this can dislodge the blood clot. Some swelling and bruising is normal and usually peaks after two to three days. You should take the painkillers you were prescribed as directed and avoid smoking for at least two weeks, because smoking is likely to slow healing. From the second day, rinse gently with warm salt water after meals. Stick to soft foods and chew on the other side of your mouth. If bleeding does not stop after applying pressure for 30 minutes, or you develop a fever, you must contact the practice on 020 7946 0321.",
        good=[
            Good(
                "preserve",
                """Caring for your implant

1. For the first 24 hours, don't rinse your mouth, spit forcefully or use a straw: any of these can dislodge the blood clot.
2. Some swelling and bruising is normal; it usually peaks after two to three days.
3. You should take your prescribed painkillers as directed and avoid smoking for at least two weeks, since smoking is likely to slow healing.
4. From day two, rinse gently with warm salt water after eating.
5. Stick to soft foods and chew on the opposite side.
6. If bleeding hasn't stopped after 30 minutes of pressure, or you get a fever, you must call the practice on 020 7946 0321.""",
            ),
            Good(
                "preserve",
                "In the first 24 hours following implant surgery, do not rinse your mouth, spit forcefully or drink through a straw, since this can dislodge the blood clot. A degree of swelling and bruising is normal, usually reaching its peak after two to three days. You should take the painkillers prescribed to you as instructed, and you should avoid smoking for a minimum of two weeks, as it is likely to slow healing. Beginning on the second day, rinse gently with warm salt water after meals; eat soft foods and chew on the other side. You must contact the practice on 020 7946 0321 if you develop a fever or if bleeding continues after 30 minutes of applied pressure.",
            ),
            Good(
                "pl",
                "Przez pierwsze 24 godziny po zabiegu wszczepienia implantu nie płucz ust, nie spluwaj energicznie i nie pij przez słomkę, ponieważ może to naruszyć skrzep. Niewielki obrzęk i siniaki są normalne i zwykle są najsilniejsze po dwóch–trzech dniach. Przepisane leki przeciwbólowe powinno się przyjmować zgodnie z zaleceniami, a palenia powinno się unikać przez co najmniej dwa tygodnie, ponieważ palenie prawdopodobnie spowolni gojenie. Od drugiego dnia po posiłkach delikatnie płucz usta ciepłą wodą z solą. Jedz miękkie pokarmy i gryź drugą stroną. Jeśli krwawienie nie ustąpi po 30 minutach uciskania lub pojawi się gorączka, musisz skontaktować się z gabinetem pod numerem 020 7946 0321.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("since smoking is likely to slow healing", "since smoking slows healing")],
                "hedge",
            ),
            Slip(
                1, [("You must contact the practice", "You can contact the practice")], "modality"
            ),
            Slip(
                2,
                [
                    (
                        "nie spluwaj energicznie i nie pij przez słomkę",
                        "nie spluwaj energicznie i pij przez słomkę",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-cable-park-water-ski-safety-rules",
        source="""# Cable Park Rules

Welcome to Lakeside Cable Park. To keep everyone safe on the water:

1. A buoyancy aid and helmet must be worn at all times on the cable, whatever your level.
2. Riders under 14 must be accompanied by an adult who stays on the jetty.
3. Only one rider is allowed per carrier, and you must not let go of the handle near the start dock.
4. If you fall, swim straight to the nearest bank; never cross the path of the cable.
5. Wetsuits are required when the water is below 15 °C.

Session passes last 2 hours. Alcohol is not permitted on site.""",
        good=[
            Good(
                "preserve",
                """# Cable Park Rules

Welcome to Lakeside Cable Park! For everyone's safety on the water, please follow these rules:

1. Wear a buoyancy aid and a helmet at all times on the cable – this applies to every rider, beginner or expert.
2. Riders under 14 must have an adult with them, and that adult stays on the jetty.
3. One rider per carrier only, and you must not let go of the handle near the start dock.
4. After a fall, swim directly to the closest bank, and never cross the cable's path.
5. When the water is below 15 °C, a wetsuit is required.

A session pass is valid for 2 hours. No alcohol is permitted anywhere on site.""",
            ),
            Good(
                "preserve",
                """# Cable Park Rules

Lakeside Cable Park applies the following safety rules on the water:

1. Every rider, regardless of level, must wear a buoyancy aid and a helmet at all times while on the cable.
2. Riders aged under 14 must be accompanied by an adult, who remains on the jetty.
3. Each carrier is limited to one rider; riders must not release the handle close to the start dock.
4. Riders who fall must swim straight to the nearest bank and must never cross the cable's path.
5. A wetsuit is required if the water temperature is below 15 °C.

A session pass lasts 2 hours. Alcohol is not permitted on site.""",
            ),
            Good(
                "pl",
                """# Regulamin wyciągu

Witamy w Lakeside Cable Park. Aby wszyscy byli bezpieczni na wodzie:

1. Na wyciągu przez cały czas obowiązuje kamizelka asekuracyjna i kask, niezależnie od poziomu umiejętności.
2. Osoby poniżej 14 lat muszą przebywać pod opieką osoby dorosłej, która pozostaje na pomoście.
3. Na jednym zaczepie może jechać tylko jedna osoba; w pobliżu pomostu startowego nie wolno puszczać uchwytu.
4. Po upadku płyń prosto do najbliższego brzegu; nigdy nie przecinaj toru liny.
5. Gdy temperatura wody spada poniżej 15 °C, pianka jest obowiązkowa.

Karnet na sesję jest ważny 2 godziny. Na terenie obiektu obowiązuje zakaz spożywania alkoholu.""",
            ),
        ],
        bad=[
            Slip(1, [("cable's path.\n5. A wetsuit", "cable's path. A wetsuit")], "markdown"),
            Slip(0, [("Riders under 14 must", "Riders under 12 must")], "number"),
            Slip(2, [("nie wolno puszczać uchwytu", "wolno puszczać uchwyt")], "negation"),
        ],
    ),
    Case(
        key="en-city-archive-digitisation-request-process",
        source="Hallbridge City Archive accepts requests to digitise items from its collections through the online form at hallbridgearchives.org.uk/digitise. Standard requests are completed within 20 working days; larger orders may take longer, and we will tell you the expected date when we confirm your order. Scans are supplied as 400 dpi TIFF files. Material still in copyright can only be copied for non-commercial research or private study under section 29 of the Copyright, Designs and Patents Act 1988, and you will be asked to sign a declaration. Fragile volumes are not scanned on request; they are added to our own digitisation programme instead.",
        good=[
            Good(
                "preserve",
                "You can ask Hallbridge City Archive to digitise items from its collections by filling in the online form at hallbridgearchives.org.uk/digitise. We complete standard requests within 20 working days. Larger orders may take longer, and we'll let you know the expected date when we confirm your order. You'll receive the scans as 400 dpi TIFF files. If the material is still in copyright, it can only be copied for non-commercial research or private study under section 29 of the Copyright, Designs and Patents Act 1988, and we'll ask you to sign a declaration. We don't scan fragile volumes on request; instead, they go into our own digitisation programme.",
            ),
            Good(
                "preserve",
                """Digitisation requests – Hallbridge City Archive

- How to apply: use the online form at hallbridgearchives.org.uk/digitise.
- Turnaround: 20 working days for standard requests. Larger orders may take longer; we give the expected date when we confirm the order.
- Format: 400 dpi TIFF files.
- Copyright: material still in copyright can be copied only for non-commercial research or private study, under section 29 of the Copyright, Designs and Patents Act 1988. You will be asked to sign a declaration.
- Fragile volumes: not scanned on request, but added to the Archive's own digitisation programme instead.""",
            ),
            Good(
                "pl",
                "Archiwum Miejskie w Hallbridge przyjmuje zamówienia na digitalizację obiektów ze swoich zbiorów za pośrednictwem formularza online pod adresem hallbridgearchives.org.uk/digitise. Standardowe zamówienia realizujemy w ciągu 20 dni roboczych; większe mogą potrwać dłużej, a przewidywany termin podamy przy potwierdzeniu zamówienia. Skany dostarczamy jako pliki TIFF w rozdzielczości 400 dpi. Materiały nadal chronione prawem autorskim można kopiować wyłącznie do niekomercyjnych celów badawczych lub na użytek prywatny, na podstawie sekcji 29 ustawy Copyright, Designs and Patents Act 1988; poprosimy też o podpisanie oświadczenia. Kruchych woluminów nie skanujemy na zamówienie – zamiast tego włączamy je do naszego własnego programu digitalizacji.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("hallbridgearchives.org.uk/digitise", "hallbridgearchive.org.uk/digitise")],
                "url",
            ),
            Slip(2, [("w ciągu 20 dni roboczych", "w ciągu 10 dni roboczych")], "date"),
            Slip(1, [("under section 29 of", "under section 30 of")], "legal_reference"),
        ],
    ),
    Case(
        key="en-pigeon-racing-club-ring-orders",
        source="Ring orders for the 2026 season are now open. Members of the Dearne Valley Flying Club should order their rings through the club secretary, not directly from the national union, so that all orders can be sent in one batch. Rings cost £0.85 each and are sold in strips of 20; the minimum order is one strip. Please pay by bank transfer using your membership number as the reference. The deadline for orders is Friday 31 October 2025, and rings will probably arrive in the first week of December. Late orders can still be placed, but we cannot guarantee they will reach you before the first young birds hatch.",
        good=[
            Good(
                "preserve",
                "You can now order rings for the 2026 season! Dearne Valley Flying Club members should place their orders with the club secretary rather than directly with the national union, so that everything can go off in a single batch. Rings are £0.85 each and come in strips of 20, with a minimum order of one strip. Please pay by bank transfer, quoting your membership number as the reference. Get your order in by Friday 31 October 2025; the rings will probably arrive during the first week of December. You can still order after the deadline, but we can't guarantee late rings will reach you before your first young birds hatch.",
            ),
            Good(
                "preserve",
                """2026 ring orders – Dearne Valley Flying Club

Orders are now open. Members should order through the club secretary, not directly from the national union, so that all orders go off in one batch.

- Price: £0.85 per ring
- Sold in strips of 20 (minimum order: one strip)
- Payment: bank transfer, with your membership number as the reference
- Deadline: Friday 31 October 2025
- Expected delivery: probably the first week of December

Late orders can still be placed, but we cannot guarantee they will arrive before the first young birds hatch.""",
            ),
            Good(
                "pl",
                "Ruszyły zamówienia na obrączki na sezon 2026. Członkowie Dearne Valley Flying Club powinni zamawiać obrączki za pośrednictwem sekretarza klubu, a nie bezpośrednio w związku krajowym, aby wszystkie zamówienia można było wysłać jedną partią. Obrączki kosztują 0,85 GBP za sztukę i są sprzedawane w paskach po 20 sztuk; minimalne zamówienie to jeden pasek. Prosimy o płatność przelewem, z numerem członkowskim w tytule. Termin składania zamówień upływa w piątek 31 października 2025 r., a obrączki prawdopodobnie dotrą w pierwszym tygodniu grudnia. Zamówienia po terminie nadal można składać, ale nie możemy zagwarantować, że dotrą przed wykluciem się pierwszych młodych ptaków.",
            ),
        ],
        bad=[
            Slip(1, [("Sold in strips of 20", "Sold in strips of 10")], "number"),
            Slip(0, [("by Friday 31 October 2025", "by Friday 24 October 2025")], "date"),
            Slip(
                2,
                [
                    (
                        "w pierwszym tygodniu grudnia.",
                        "w pierwszym tygodniu grudnia i będzie je można odebrać na grudniowym zebraniu klubu.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-evening-screen-use-teen-sleep-evidence",
        source="A growing body of evidence suggests that evening use of screens may delay sleep onset in adolescents. In a cohort of 2,134 secondary-school students, Lund and colleagues (2021) found that those who used a phone in bed fell asleep on average 23 minutes later than those who did not. A meta-analysis by Carter et al. (2016, JAMA Pediatrics 170(12): 1202–1208) reported that bedtime media device use was associated with roughly double the odds of inadequate sleep. However, most studies are cross-sectional, so it is not yet possible to conclude that screens cause poorer sleep rather than simply accompany it.",
        good=[
            Good(
                "preserve",
                "There is growing evidence that using screens in the evening may make teenagers fall asleep later. Lund and colleagues (2021) studied a cohort of 2,134 secondary-school students and found that those who used a phone in bed fell asleep, on average, 23 minutes later than those who didn't. A meta-analysis by Carter et al. (2016, JAMA Pediatrics 170(12): 1202–1208) linked using media devices at bedtime with roughly twice the odds of not getting enough sleep. Most of these studies are cross-sectional, though, so we can't yet conclude that screens actually cause worse sleep rather than simply going along with it.",
            ),
            Good(
                "preserve",
                "Evidence increasingly suggests that evening screen use may delay sleep onset among adolescents. Studying a cohort of 2,134 secondary-school students, Lund and colleagues (2021) observed that those who used a phone in bed fell asleep 23 minutes later on average than those who did not. Similarly, Carter et al.'s (2016) meta-analysis in JAMA Pediatrics (170(12): 1202–1208) found bedtime media device use to be associated with approximately double the odds of inadequate sleep. As most available studies are cross-sectional, however, it cannot yet be concluded that screens cause poorer sleep rather than merely accompanying it.",
            ),
            Good(
                "pl",
                "Coraz więcej danych wskazuje, że korzystanie z ekranów wieczorem może opóźniać zasypianie u nastolatków. W kohorcie 2134 uczniów szkół średnich Lund i współpracownicy (2021) stwierdzili, że osoby korzystające z telefonu w łóżku zasypiały średnio o 23 minuty później niż pozostałe. Metaanaliza Cartera i wsp. (2016, JAMA Pediatrics 170(12): 1202–1208) wykazała, że korzystanie z urządzeń multimedialnych przed snem wiązało się z mniej więcej dwukrotnie wyższymi szansami na niewystarczającą ilość snu. Większość badań ma jednak charakter przekrojowy, dlatego nie można jeszcze stwierdzić, że ekrany powodują gorszy sen, a nie jedynie mu towarzyszą.",
            ),
        ],
        bad=[
            Slip(1, [("Carter et al.'s (2016)", "Carter et al.'s (2018)")], "citation"),
            Slip(
                0,
                [("may make teenagers fall asleep later", "makes teenagers fall asleep later")],
                "hedge",
            ),
            Slip(2, [("W kohorcie 2134 uczniów", "W kohorcie 1234 uczniów")], "number"),
        ],
    ),
    Case(
        key="en-tidyframe-readme-install-configuration",
        source="""## Installation

`tidyframe` requires Python 3.10 or later. Install it from PyPI:

```bash
pip install tidyframe==2.4.1
```

Do not install it with `sudo`; use a virtual environment instead. If you also need Parquet support, install the optional extra with `pip install "tidyframe[parquet]"`.

## Configuration

Settings are read from `~/.config/tidyframe/config.toml`. You can override this location with the `TIDYFRAME_CONFIG` environment variable. You must set `default_engine` before the first run; the other keys are optional. To check your setup, run `tidyframe doctor`, which should finish without warnings.""",
        good=[
            Good(
                "preserve",
                """## Installation

You'll need Python 3.10 or newer to run `tidyframe`. Install it from PyPI:

```bash
pip install tidyframe==2.4.1
```

Don't install it with `sudo`; work in a virtual environment instead. For Parquet support, add the optional extra: `pip install "tidyframe[parquet]"`.

## Configuration

`tidyframe` reads its settings from `~/.config/tidyframe/config.toml`; to use a different location, set the `TIDYFRAME_CONFIG` environment variable. Before the first run you must set `default_engine`. All other keys are optional. Run `tidyframe doctor` to check your setup – it should complete without any warnings.""",
            ),
            Good(
                "preserve",
                """## Installation

Requirements: Python 3.10 or later. Install from PyPI:

```bash
pip install tidyframe==2.4.1
```

Install into a virtual environment, not with `sudo`. Parquet support is an optional extra: `pip install "tidyframe[parquet]"`.

## Configuration

- Config file: `~/.config/tidyframe/config.toml` (override with the `TIDYFRAME_CONFIG` environment variable).
- `default_engine` must be set before the first run.
- All other keys are optional.

Verify your setup with `tidyframe doctor`; it should finish with no warnings.""",
            ),
            Good(
                "pl",
                """## Instalacja

`tidyframe` wymaga Pythona 3.10 lub nowszego. Zainstaluj pakiet z PyPI:

```bash
pip install tidyframe==2.4.1
```

Nie instaluj go za pomocą `sudo`; zamiast tego użyj środowiska wirtualnego. Jeśli potrzebujesz też obsługi formatu Parquet, zainstaluj opcjonalny dodatek poleceniem `pip install "tidyframe[parquet]"`.

## Konfiguracja

Ustawienia są odczytywane z pliku `~/.config/tidyframe/config.toml`. Tę lokalizację można zmienić za pomocą zmiennej środowiskowej `TIDYFRAME_CONFIG`. Przed pierwszym uruchomieniem musisz ustawić `default_engine`; pozostałe klucze są opcjonalne. Aby sprawdzić konfigurację, uruchom `tidyframe doctor` – polecenie powinno zakończyć się bez ostrzeżeń.""",
            ),
        ],
        bad=[
            Slip(
                2, [("musisz ustawić `default_engine`", "musisz ustawić `default_backend`")], "code"
            ),
            Slip(
                1,
                [("```bash\npip install tidyframe==2.4.1\n```", "pip install tidyframe==2.4.1")],
                "markdown",
            ),
            Slip(
                0,
                [("Before the first run you must set", "Before the first run you should set")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-social-landlord-personal-data-copies",
        source="Under Article 15 of the UK GDPR, you have the right to ask us for a copy of the personal data we hold about you. We must respond without undue delay and at the latest within one month of receiving your request. If your request is complex or you send us several requests, we may extend this by up to two further months, but we will tell you within the first month and explain why. We do not normally charge a fee. We may ask you for proof of identity before we release any information, and the time limit starts only once we have received it. Send your request to dpo@brightwaterhousing.co.uk.",
        good=[
            Good(
                "preserve",
                "You have the right, under Article 15 of the UK GDPR, to request a copy of the personal data we hold about you. Email your request to dpo@brightwaterhousing.co.uk. We must reply without undue delay, and no later than one month after we receive it. For complex requests, or if you send us several, we may extend this by up to two more months; if we do, we will tell you within the first month and explain why. Normally, there is no fee. Before releasing any information, we may ask you to prove your identity, in which case the time limit only starts once we have received that proof.",
            ),
            Good(
                "preserve",
                """Subject access requests

Article 15 of the UK GDPR gives you the right to ask for a copy of the personal data we hold about you. Please send your request to dpo@brightwaterhousing.co.uk.

- Response time: we must respond without undue delay, and within one month of receipt at the latest.
- Extension: for complex or multiple requests we may extend this by up to two further months; if so, we will tell you within the first month and explain why.
- Fee: we do not normally charge one.
- Identity: we may ask for proof of identity before releasing any information, and the time limit starts only once we have received it.""",
            ),
            Good(
                "pl",
                "Na podstawie art. 15 UK GDPR masz prawo zwrócić się do nas o kopię danych osobowych, które o Tobie przechowujemy. Musimy odpowiedzieć bez zbędnej zwłoki, a najpóźniej w ciągu miesiąca od otrzymania żądania. Jeśli żądanie jest złożone lub przesyłasz nam kilka żądań, możemy przedłużyć ten termin o maksymalnie dwa kolejne miesiące, ale poinformujemy Cię o tym w ciągu pierwszego miesiąca i podamy powody. Zwykle nie pobieramy opłaty. Przed udostępnieniem jakichkolwiek informacji możemy poprosić o potwierdzenie tożsamości, a termin zaczyna biec dopiero od jego otrzymania. Żądanie wyślij na adres dpo@brightwaterhousing.co.uk.",
            ),
        ],
        bad=[
            Slip(
                1, [("Article 15 of the UK GDPR", "Article 17 of the UK GDPR")], "legal_reference"
            ),
            Slip(
                0,
                [
                    (
                        "no later than one month after we receive it",
                        "no later than 40 days after we receive it",
                    )
                ],
                "date",
            ),
            Slip(2, [("Zwykle nie pobieramy opłaty.", "Zwykle pobieramy opłatę.")], "negation"),
        ],
    ),
    Case(
        key="en-coral-bleaching-recovery-interval-note",
        source="Mass coral bleaching on the Great Barrier Reef has become more frequent since the late 1990s. Hughes et al. (2018, Science 359: 80–83) estimated that the typical interval between severe bleaching events at sites worldwide has shrunk from 25–30 years in the early 1980s to about six years by 2016. Recovery of fast-growing corals can take at least a decade, so reefs may not have enough time to recover between events. Local measures such as improving water quality probably help, but on their own they are unlikely to prevent bleaching driven by marine heatwaves.",
        good=[
            Good(
                "preserve",
                "Since the late 1990s, mass bleaching has hit the Great Barrier Reef more and more often. Hughes et al. (2018, Science 359: 80–83) estimated that the typical gap between severe bleaching events at reef sites around the world fell from 25–30 years in the early 1980s to about six years by 2016. Because fast-growing corals can need at least ten years to recover, reefs may not get enough time to bounce back between events. Local action, like improving water quality, probably helps, but on its own it is unlikely to stop bleaching caused by marine heatwaves.",
            ),
            Good(
                "preserve",
                """Key points on coral bleaching:

- Mass bleaching on the Great Barrier Reef has become more frequent since the late 1990s.
- Worldwide, the typical interval between severe bleaching events at a site is estimated to have shrunk from 25–30 years in the early 1980s to about six years by 2016 (Hughes et al., 2018, Science 359: 80–83).
- Fast-growing corals can take at least a decade to recover, so reefs may lack time to recover between events.
- Local measures such as better water quality probably help, but alone they are unlikely to prevent bleaching driven by marine heatwaves.""",
            ),
            Good(
                "pl",
                "Masowe bielenie koralowców na Wielkiej Rafie Koralowej występuje coraz częściej od końca lat 90. XX wieku. Hughes i wsp. (2018, Science 359: 80–83) oszacowali, że typowy odstęp między poważnymi epizodami bielenia w różnych miejscach na świecie wynosił na początku lat 80. 25–30 lat, a do 2016 roku skrócił się do około sześciu lat. Odbudowa szybko rosnących koralowców może trwać co najmniej dekadę, więc rafy mogą nie mieć dość czasu na regenerację między kolejnymi epizodami. Działania lokalne, takie jak poprawa jakości wody, prawdopodobnie pomagają, ale same w sobie raczej nie zapobiegną bieleniu wywołanemu morskimi falami upałów.",
            ),
        ],
        bad=[
            Slip(2, [("(2018, Science 359: 80–83)", "(2018, Nature 359: 80–83)")], "citation"),
            Slip(
                0,
                [
                    (
                        "like improving water quality, probably helps",
                        "like improving water quality, clearly helps",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "more frequent since the late 1990s.",
                        "more frequent since the late 1990s, with the northern third of the reef hit hardest.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-honey-bee-swarm-collection-service",
        source="If you find a swarm of honey bees between April and July, please do not spray it or try to move it yourself. Swarming bees are usually calm because they have no brood or stores to defend, but they can still sting if disturbed. Call our swarm line on 01632 960 482 and a volunteer beekeeper will normally reach you within a few hours. We collect swarms free of charge from gardens, hedges and trees. We cannot remove bees from chimneys, wall cavities or roofs; for those, you will need a pest controller or a specialist bee remover. Keep children and pets indoors until the swarm has been collected.",
        good=[
            Good(
                "preserve",
                "Found a swarm of honey bees between April and July? Please don't spray it or try to move it yourself. Swarms are usually calm, since they have no brood or stores to defend, but they can still sting if they're disturbed. Ring our swarm line on 01632 960 482 and a volunteer beekeeper will normally be with you within a few hours. Collection from gardens, hedges and trees is free of charge. We're not able to remove bees from chimneys, wall cavities or roofs; you'll need a pest controller or a specialist bee remover for those. Until the swarm has been collected, keep children and pets indoors.",
            ),
            Good(
                "preserve",
                """Honey bee swarms (April to July): what to do

Please do not spray the swarm or try to move it yourself. Swarming bees are usually calm, as they have no brood or stores to defend, but they can still sting if disturbed.

Call our swarm line on 01632 960 482. A volunteer beekeeper will normally reach you within a few hours. Keep children and pets indoors until the swarm has been collected.

We collect swarms free of charge from gardens, hedges and trees. We cannot remove bees from chimneys, wall cavities or roofs; in those cases you will need a pest controller or a specialist bee remover.""",
            ),
            Good(
                "pl",
                "Jeśli między kwietniem a lipcem znajdziesz rój pszczół miodnych, prosimy, nie opryskuj go ani nie próbuj samodzielnie go przenosić. Pszczoły w roju są zwykle spokojne, bo nie mają czerwiu ani zapasów do obrony, ale zaniepokojone wciąż mogą żądlić. Zadzwoń na naszą linię rojową pod numer 01632 960 482, a pszczelarz wolontariusz zwykle dotrze do Ciebie w ciągu kilku godzin. Roje z ogrodów, żywopłotów i drzew zbieramy bezpłatnie. Nie możemy usuwać pszczół z kominów, pustek w ścianach ani dachów – w takich przypadkach potrzebna będzie firma zwalczająca szkodniki lub wyspecjalizowana firma usuwająca pszczoły. Do czasu zabrania roju trzymaj dzieci i zwierzęta domowe w domu.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Roje z ogrodów, żywopłotów i drzew zbieramy bezpłatnie.",
                        "We collect swarms free of charge from gardens, hedges and trees.",
                    ),
                    (
                        "Do czasu zabrania roju trzymaj dzieci i zwierzęta domowe w domu.",
                        "Keep children and pets indoors until the swarm has been collected.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(
                0,
                [
                    (
                        "you'll need a pest controller or a specialist bee remover for those",
                        "you might want to try a pest controller or a specialist bee remover for those",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [("We cannot remove bees from chimneys", "We can also remove bees from chimneys")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-search-api-rate-limit-changelog",
        source="""### v3.2.0 — released 12 May 2025

- The default rate limit for the `/v3/search` endpoint rises from 60 to 120 requests per minute per API key.
- Responses now include the `X-RateLimit-Reset` header, giving the time in seconds until your quota resets.
- The `legacy_auth` option is deprecated and will be removed in v4.0. Existing integrations will keep working until then, but new projects should use OAuth tokens.
- Requests that exceed the limit return HTTP 429; clients must wait for the reset before retrying and should not retry in a tight loop.""",
        good=[
            Good(
                "preserve",
                """### v3.2.0 — released 12 May 2025

This release raises the default rate limit for the `/v3/search` endpoint from 60 to 120 requests per minute per API key, and responses now carry an `X-RateLimit-Reset` header that tells you how many seconds remain until your quota resets. The `legacy_auth` option is deprecated and will be removed in v4.0; existing integrations will keep working until then, but new projects should use OAuth tokens. If you go over the limit, you'll get HTTP 429, and your client must wait for the reset before retrying. It should not retry in a tight loop.""",
            ),
            Good(
                "preserve",
                """### v3.2.0 (released 12 May 2025)

- `/v3/search`: default rate limit raised from 60 to 120 requests/minute per API key.
- New `X-RateLimit-Reset` response header: seconds until your quota resets.
- Deprecated: `legacy_auth`, to be removed in v4.0. Existing integrations keep working until then; new projects should use OAuth tokens.
- Over the limit: HTTP 429. Clients must wait for the reset before retrying and should not retry in a tight loop.""",
            ),
            Good(
                "pl",
                """### v3.2.0 — wydana 12 maja 2025 r.

- Domyślny limit zapytań dla endpointu `/v3/search` wzrasta z 60 do 120 zapytań na minutę na klucz API.
- Odpowiedzi zawierają teraz nagłówek `X-RateLimit-Reset`, podający liczbę sekund do odnowienia limitu.
- Opcja `legacy_auth` jest przestarzała i zostanie usunięta w wersji v4.0. Istniejące integracje będą działać do tego czasu, ale nowe projekty powinny korzystać z tokenów OAuth.
- Zapytania przekraczające limit zwracają HTTP 429; klienci muszą poczekać na odnowienie limitu przed ponowieniem próby i nie powinni ponawiać zapytań w ciasnej pętli.""",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "New `X-RateLimit-Reset` response header",
                        "New `X-RateLimit-Remaining` response header",
                    )
                ],
                "code",
            ),
            Slip(2, [("z 60 do 120 zapytań", "z 60 do 100 zapytań")], "number"),
            Slip(
                0,
                [("### v3.2.0 — released 12 May 2025", "### v3.2.0 — released 21 May 2025")],
                "date",
            ),
        ],
    ),
    Case(
        key="en-adult-ward-visiting-hours-policy",
        source="Visiting hours on our adult wards are 11:00 to 20:00 every day. Each patient may have up to two visitors at the bedside at one time. Children under 12 are welcome but must be supervised by an adult throughout their visit. Please do not visit if you have had diarrhoea, vomiting or flu-like symptoms in the last 48 hours, as you could pass an infection to patients. Flowers are not allowed in the intensive care unit. Ward staff may ask visitors to leave during medical rounds or if a patient needs rest, and we ask that you respect their decision.",
        good=[
            Good(
                "preserve",
                "You can visit patients on our adult wards every day between 11:00 and 20:00, with no more than two visitors at a bedside at any one time. Children under 12 are welcome, but an adult must supervise them for the whole visit. If you've had diarrhoea, vomiting or flu-like symptoms in the past 48 hours, please don't come in, because you could pass an infection on to patients. Flowers aren't allowed in the intensive care unit. Ward staff may ask you to leave during medical rounds or when a patient needs rest; we ask that you respect their decision.",
            ),
            Good(
                "preserve",
                """Visiting our adult wards

- Hours: 11:00–20:00, every day.
- Up to two visitors per patient at the bedside at one time.
- Children under 12 are welcome but must be supervised by an adult at all times during the visit.
- Please do not visit if you have had diarrhoea, vomiting or flu-like symptoms in the last 48 hours: you could pass an infection to patients.
- No flowers in the intensive care unit.
- Ward staff may ask visitors to leave during medical rounds or if a patient needs rest. Please respect their decision.""",
            ),
            Good(
                "pl",
                "Odwiedziny na naszych oddziałach dla dorosłych są możliwe codziennie w godzinach 11:00–20:00. Przy łóżku pacjenta mogą jednocześnie przebywać maksymalnie dwie osoby odwiedzające. Dzieci poniżej 12 lat są mile widziane, ale przez cały czas wizyty muszą pozostawać pod opieką osoby dorosłej. Prosimy nie przychodzić, jeśli w ciągu ostatnich 48 godzin wystąpiły u Państwa biegunka, wymioty lub objawy grypopodobne, ponieważ mogą Państwo przenieść infekcję na pacjentów. Na oddział intensywnej terapii nie wolno wnosić kwiatów. Personel oddziału może poprosić odwiedzających o wyjście podczas obchodu lekarskiego lub gdy pacjent potrzebuje odpoczynku – prosimy o uszanowanie tej decyzji.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "must be supervised by an adult at all times",
                        "should be supervised by an adult at all times",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "Flowers aren't allowed in the intensive care unit.",
                        "Flowers aren't allowed in the intensive care unit, as they can carry bacteria onto the ward.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("nie wolno wnosić kwiatów", "wolno wnosić kwiaty")], "negation"),
        ],
    ),
    Case(
        key="en-museum-temporary-exhibition-loan-conditions",
        source="Objects lent to the Riverside Museum for temporary exhibitions are displayed at 45–55% relative humidity and 18–22 °C, with light levels of no more than 50 lux for paper and textiles. We insure every loan nail-to-nail at the value agreed with the lender. Couriers are usually only needed for objects valued above £100,000, or where the lender specifically requests one. Condition reports are completed at unpacking and again before return. Loan request forms and facility reports can be obtained from loans@riversidemuseum.org; please allow approximately six months between request and opening for international loans.",
        good=[
            Good(
                "preserve",
                """Loans for temporary exhibitions at the Riverside Museum

- Environment: 45–55% relative humidity, 18–22 °C.
- Light: no more than 50 lux for paper and textiles.
- Insurance: every loan is insured nail-to-nail, at the value agreed with the lender.
- Couriers: usually only needed for objects valued above £100,000, or when the lender specifically requests one.
- Condition reports: completed at unpacking and again before return.
- Forms: loan request forms and facility reports are available from loans@riversidemuseum.org.
- Timing: for international loans, allow approximately six months between request and opening.""",
            ),
            Good(
                "preserve",
                "If you lend an object to the Riverside Museum for a temporary exhibition, it will be displayed at 18–22 °C and 45–55% relative humidity, and paper and textiles are shown at no more than 50 lux. We insure every loan nail-to-nail, at the value agreed with you. A courier is usually only needed if the object is valued at over £100,000 or if you specifically request one. We complete a condition report when the object is unpacked and again before it is returned. You can get loan request forms and facility reports from loans@riversidemuseum.org. For international loans, please allow approximately six months between your request and the opening.",
            ),
            Good(
                "pl",
                "Obiekty użyczane Muzeum Riverside na wystawy czasowe eksponujemy przy wilgotności względnej 45–55% i temperaturze 18–22 °C, a papier i tkaniny przy natężeniu światła nieprzekraczającym 50 luksów. Każde wypożyczenie ubezpieczamy w systemie „od gwoździa do gwoździa” na wartość uzgodnioną z użyczającym. Kurier jest zwykle potrzebny tylko w przypadku obiektów o wartości powyżej 100 000 GBP lub gdy użyczający wyraźnie o to poprosi. Protokoły stanu zachowania sporządzamy przy rozpakowaniu i ponownie przed zwrotem. Formularze wniosków o wypożyczenie oraz raporty o warunkach ekspozycji (facility reports) można otrzymać pod adresem loans@riversidemuseum.org; w przypadku wypożyczeń międzynarodowych prosimy przewidzieć około sześciu miesięcy między złożeniem wniosku a otwarciem wystawy.",
            ),
        ],
        bad=[
            Slip(2, [("nieprzekraczającym 50 luksów", "nieprzekraczającym 150 luksów")], "number"),
            Slip(
                1, [("please allow approximately six months", "please allow six months")], "hedge"
            ),
            Slip(0, [("loans@riversidemuseum.org", "loans@riverside-museum.org")], "url"),
        ],
    ),
    Case(
        key="en-low-cost-pet-vaccination-clinic-day",
        source="Our low-cost vaccination clinic returns on Saturday 14 June, from 9:30 am to 1:00 pm, at the Greenfield Community Hall. Dogs can receive their annual booster for £28 and cats for £24; first vaccinations for puppies and kittens cost £45 for the full course of two injections. No appointment is needed, but you should bring your pet's vaccination card if you have one. Dogs must be on a lead and cats must be in a secure carrier. Pets that seem unwell on the day may be referred to the main surgery instead of being vaccinated.",
        good=[
            Good(
                "preserve",
                "Our low-cost vaccination clinic is back! Join us at the Greenfield Community Hall on Saturday 14 June between 9:30 am and 1:00 pm. An annual booster costs £28 for dogs and £24 for cats, and the full first-vaccination course for puppies and kittens (two injections) is £45. You don't need an appointment, but you should bring your pet's vaccination card if you have one. Dogs must be kept on a lead, and cats must come in a secure carrier. If your pet seems unwell on the day, we may refer them to the main surgery rather than vaccinate them.",
            ),
            Good(
                "preserve",
                """Low-cost vaccination clinic – back again

When: Saturday 14 June, 9:30 am – 1:00 pm
Where: Greenfield Community Hall

Prices:
- Annual booster: dogs £28, cats £24
- First vaccinations for puppies and kittens: £45 for the full course of two injections

No appointment needed; you should bring your pet's vaccination card if you have one. Dogs must be on a lead and cats must be in a secure carrier. Any pet that seems unwell on the day may be referred to the main surgery instead of being vaccinated.""",
            ),
            Good(
                "pl",
                "Nasza klinika szczepień w obniżonych cenach wraca w sobotę 14 czerwca, w godz. 9:30–13:00, w Greenfield Community Hall. Coroczne szczepienie przypominające kosztuje 28 GBP dla psów i 24 GBP dla kotów; pierwsze szczepienia szczeniąt i kociąt kosztują 45 GBP za pełny cykl dwóch zastrzyków. Nie trzeba umawiać wizyty, ale właściciel powinien zabrać książeczkę szczepień zwierzęcia, jeśli ją posiada. Psy muszą być na smyczy, a koty w zamkniętym transporterze. Zwierzęta, które w dniu szczepienia wydają się chore, mogą zostać skierowane do naszej głównej lecznicy, zamiast zostać zaszczepione.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Psy muszą być na smyczy, a koty w zamkniętym transporterze.",
                        "Psy powinny być na smyczy, a koty w zamkniętym transporterze.",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "No appointment needed;",
                        "No appointment needed, and microchipping will be available at the same session;",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("£24 for cats", "£22 for cats")], "number"),
        ],
    ),
    Case(
        key="en-home-working-trials-quit-rates-summary",
        source="Evidence on whether remote work changes productivity is mixed. A randomised trial at a Chinese travel agency found that employees working from home were about 13% more productive, largely because they took fewer breaks and sick days (Bloom et al., 2015, Quarterly Journal of Economics 130(1): 165–218). A later trial at the same firm reported that hybrid work reduced quit rates by roughly a third without measurable harm to performance (Bloom, Han and Liang, 2024, Nature 630: 920–925). Results from other sectors are less consistent, and the effects probably depend on the type of task and how well teams coordinate.",
        good=[
            Good(
                "preserve",
                "The research on remote work and productivity is mixed. In a randomised trial at a Chinese travel agency, staff who worked from home turned out to be about 13% more productive, mostly because they took fewer breaks and fewer sick days (Bloom et al., 2015, Quarterly Journal of Economics 130(1): 165–218). A later trial at the same company found that hybrid work cut quit rates by roughly a third, with no measurable harm to performance (Bloom, Han and Liang, 2024, Nature 630: 920–925). Findings from other sectors are less consistent; the effects probably depend on the kind of task and on how well teams coordinate.",
            ),
            Good(
                "preserve",
                "The evidence on the productivity effects of remote work remains mixed. Bloom et al. (2015, Quarterly Journal of Economics 130(1): 165–218) ran a randomised trial at a Chinese travel agency and found that home-based employees were approximately 13% more productive, chiefly because they took fewer breaks and sick days. In a subsequent trial at the same firm, Bloom, Han and Liang (2024, Nature 630: 920–925) reported that hybrid working lowered quit rates by roughly one third without any measurable harm to performance. Findings from other sectors are less consistent, and the effects are probably contingent on the type of task and on how well teams coordinate.",
            ),
            Good(
                "pl",
                "Dane na temat wpływu pracy zdalnej na produktywność są niejednoznaczne. W randomizowanym badaniu przeprowadzonym w chińskim biurze podróży pracownicy pracujący z domu byli o około 13% bardziej produktywni, głównie dlatego, że robili mniej przerw i rzadziej brali zwolnienia chorobowe (Bloom i wsp., 2015, Quarterly Journal of Economics 130(1): 165–218). Późniejsze badanie w tej samej firmie wykazało, że praca hybrydowa zmniejszyła liczbę odejść z pracy o mniej więcej jedną trzecią bez mierzalnej szkody dla wyników (Bloom, Han i Liang, 2024, Nature 630: 920–925). Wyniki z innych sektorów są mniej spójne, a efekty prawdopodobnie zależą od rodzaju zadań i od tego, jak dobrze zespoły się koordynują.",
            ),
        ],
        bad=[
            Slip(0, [("(Bloom, Han and Liang, 2024", "(Bloom, Han and Liu, 2024")], "citation"),
            Slip(
                1,
                [("the effects are probably contingent on", "the effects are contingent on")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Wyniki z innych sektorów są mniej spójne",
                        "Wyniki z innych sektorów, zwłaszcza z bankowości, są mniej spójne",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
