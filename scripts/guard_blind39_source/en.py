# ruff: noqa: E501, RUF001
"""English source cases of blind set 39: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-orchard-volunteer-pruning-day",
        source="Winter Pruning Day at Ashcombe Community Orchard takes place on Saturday 8 February, from 9:30 am to 3:00 pm. Volunteers must sign the register at the tool shed before picking up loppers or saws, and under-16s may only take part with a parent or guardian present. Please do not climb the trees: ladders are not permitted either, so all high cuts will be done by our two qualified arborists using pole saws. Bring gloves and sturdy boots; we can lend about 20 pairs of gloves. Soup is served at 12:30. Prunings should be stacked by the hedge, not burned, as the bonfire licence expired in 2023. Questions to orchard@ashcombe-green.org.uk.",
        good=[
            Good(
                "preserve",
                "Join us for Winter Pruning Day at Ashcombe Community Orchard on Saturday 8 February, 9:30 am–3:00 pm! Before you pick up any loppers or saws, you must sign the register at the tool shed. Under-16s may only join in if a parent or guardian is there with them. Please don't climb the trees, and ladders aren't allowed either: our two qualified arborists will do all the high cuts with pole saws. Bring gloves and sturdy boots – we can lend about 20 pairs of gloves. Soup will be served at 12:30. Please stack prunings by the hedge rather than burning them, because the bonfire licence expired in 2023. Any questions? Email orchard@ashcombe-green.org.uk.",
            ),
            Good(
                "preserve",
                "Ashcombe Community Orchard – Winter Pruning Day: Saturday 8 February, 9:30 am to 3:00 pm. All volunteers must sign the register at the tool shed before collecting loppers or saws. Participants under 16 may take part only when accompanied by a parent or guardian. Please do not climb the trees; ladders are likewise not permitted, and all high cuts will be carried out by two qualified arborists with pole saws. Please bring gloves and sturdy boots; approximately 20 pairs of gloves are available on loan. Soup will be served at 12:30. Prunings should be stacked by the hedge and not burned, since the bonfire licence expired in 2023. Enquiries: orchard@ashcombe-green.org.uk.",
            ),
            Good(
                "pl",
                "Zimowy dzień przycinania w Ashcombe Community Orchard odbędzie się w sobotę 8 lutego w godz. 9:30–15:00. Przed pobraniem sekatorów lub pił wolontariusze muszą wpisać się na listę w szopie na narzędzia, a osoby poniżej 16 lat mogą uczestniczyć tylko w obecności rodzica lub opiekuna. Prosimy nie wchodzić na drzewa; drabiny również są niedozwolone, więc wszystkie wysokie cięcia wykonają nasi dwaj wykwalifikowani arboryści przy użyciu pił na wysięgniku. Przynieście rękawice i solidne buty; możemy wypożyczyć około 20 par rękawic. Zupa zostanie podana o 12:30. Ścięte gałęzie należy układać przy żywopłocie, a nie palić, ponieważ pozwolenie na ognisko wygasło w 2023 roku. Pytania prosimy kierować na adres orchard@ashcombe-green.org.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Please don't climb the trees, and ladders aren't allowed either:",
                        "You're welcome to climb the trees, but ladders aren't allowed:",
                    )
                ],
                "negation",
            ),
            Slip(1, [("two qualified arborists", "three qualified arborists")], "number"),
            Slip(
                2,
                [("wolontariusze muszą wpisać się", "wolontariusze powinni wpisać się")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-rail-cycle-reservation-policy",
        source="Cycle reservations on Northvale Rail. From Sunday 1 June 2025, a free cycle reservation is required on all Intercity services between Leeds and Aberdeen. Each train carries up to 6 bicycles, and spaces are allocated first come, first served. Reservations can be made up to 12 weeks ahead and no later than 2 hours before departure at northvalerail.co.uk/cycles or at any staffed ticket office. Folding bikes that are fully folded do not need a reservation. Tandems, tricycles and e-scooters cannot be carried under any circumstances. If you miss your booked train, staff may let you travel on the next service only if a cycle space is free. Reservations are non-transferable.",
        good=[
            Good(
                "preserve",
                "Taking your bike on Northvale Rail: from Sunday 1 June 2025 you will need a cycle reservation (it's free) for every Intercity train between Leeds and Aberdeen. There is room for no more than 6 bikes on each train, and spaces go to whoever books first. You can book up to 12 weeks in advance, but no later than 2 hours before the train leaves, either at northvalerail.co.uk/cycles or at any staffed ticket office. Fully folded folding bikes don't need a reservation. Tandems, tricycles and e-scooters can never be taken on board. If you miss the train you booked, staff may allow you onto the next one, but only if it has a free cycle space. You can't transfer a reservation to someone else.",
            ),
            Good(
                "preserve",
                "Northvale Rail – cycle reservation policy. With effect from Sunday 1 June 2025, passengers travelling with a bicycle on any Intercity service between Leeds and Aberdeen must hold a cycle reservation, which is issued free of charge. A maximum of 6 bicycles can be carried per train, with spaces allocated on a first-come, first-served basis. Reservations may be made from 12 weeks before departure until 2 hours before departure at the latest, online at northvalerail.co.uk/cycles or at any staffed ticket office. No reservation is needed for folding bicycles that are fully folded. Under no circumstances can tandems, tricycles or e-scooters be carried. Passengers who miss their booked train may be permitted by staff to travel on the next service, provided that a cycle space is available. Reservations are not transferable.",
            ),
            Good(
                "pl",
                "Rezerwacje miejsc na rowery w Northvale Rail. Od niedzieli 1 czerwca 2025 r. we wszystkich pociągach Intercity między Leeds a Aberdeen wymagana jest bezpłatna rezerwacja miejsca na rower. Każdy pociąg może przewieźć maksymalnie 6 rowerów, a miejsca przydziela się według kolejności zgłoszeń. Rezerwacji można dokonać najwcześniej 12 tygodni przed odjazdem i nie później niż 2 godziny przed odjazdem na stronie northvalerail.co.uk/cycles lub w każdej kasie biletowej z obsługą. Całkowicie złożone rowery składane nie wymagają rezerwacji. Tandemów, rowerów trójkołowych i hulajnóg elektrycznych nie przewozi się w żadnym wypadku. Jeśli spóźnisz się na zarezerwowany pociąg, obsługa może pozwolić ci pojechać następnym, ale tylko wtedy, gdy będzie w nim wolne miejsce na rower. Rezerwacji nie można przenieść na inną osobę.",
            ),
        ],
        bad=[
            Slip(0, [("from Sunday 1 June 2025", "from Sunday 1 July 2025")], "date"),
            Slip(2, [("maksymalnie 6 rowerów", "maksymalnie 8 rowerów")], "number"),
            Slip(
                1,
                [
                    (
                        "No reservation is needed for folding bicycles",
                        "A reservation is also needed for folding bicycles, even",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-abstract-swallow-arrival-timing",
        source="Abstract. Using 41 years of ringing records (1982–2022) from 14 coastal observatories, we examined whether barn swallows (Hirundo rustica) now arrive earlier in southern England. Mean first-arrival date advanced by 6.3 days over the period (95% CI 4.1–8.5), a shift broadly consistent with the trend reported by Sparks et al. (2007) but smaller than that found for central Europe (Kolářová & Adamík, 2019). Arrival was most strongly associated with March temperatures along the Iberian flyway. Because observer effort rose by roughly 30% after 2000, part of the advance is likely an artefact of detection, and we caution against treating it as a purely climatic signal.",
        good=[
            Good(
                "preserve",
                "Are barn swallows (Hirundo rustica) reaching southern England earlier than they used to? To find out, the authors analysed 41 years of ringing records, from 1982 to 2022, collected at 14 coastal observatories. Over that period the mean first-arrival date moved forward by 6.3 days (95% CI 4.1–8.5). This broadly matches the trend described by Sparks et al. (2007), although it is smaller than the shift found for central Europe (Kolářová & Adamík, 2019). March temperatures along the Iberian flyway showed the strongest association with arrival. However, observer effort grew by roughly 30% after 2000, so part of the advance is likely a detection artefact, and the authors caution against reading it as a purely climatic signal.",
            ),
            Good(
                "preserve",
                "Abstract. We analysed ringing records spanning 41 years (1982–2022) from 14 coastal observatories to test whether barn swallows (Hirundo rustica) are now arriving earlier in southern England. Over this period, mean first-arrival date advanced by 6.3 days (95% CI 4.1–8.5). This shift is broadly in line with the trend reported by Sparks et al. (2007), yet smaller than that observed for central Europe (Kolářová & Adamík, 2019). The strongest correlate of arrival was March temperature along the Iberian flyway. Since observer effort increased by roughly 30% after 2000, part of the advance is likely a detection artefact, and we caution against interpreting it as a purely climatic signal.",
            ),
            Good(
                "pl",
                "Streszczenie. Na podstawie 41 lat danych z obrączkowania (1982–2022) z 14 obserwatoriów przybrzeżnych zbadaliśmy, czy jaskółki dymówki (Hirundo rustica) przylatują obecnie wcześniej do południowej Anglii. W badanym okresie średnia data pierwszego przylotu przesunęła się o 6,3 dnia na wcześniej (95% CI 4,1–8,5), co jest ogólnie zgodne z trendem opisanym przez Sparksa i in. (2007), ale stanowi mniejsze przesunięcie niż stwierdzone dla Europy Środkowej (Kolářová i Adamík, 2019). Przylot był najsilniej powiązany z temperaturami marcowymi wzdłuż szlaku iberyjskiego. Ponieważ po 2000 roku nakład pracy obserwatorów wzrósł o mniej więcej 30%, część tego przyspieszenia jest prawdopodobnie artefaktem wykrywalności, dlatego przestrzegamy przed traktowaniem go jako sygnału czysto klimatycznego.",
            ),
        ],
        bad=[
            Slip(1, [("Sparks et al. (2007)", "Sparks et al. (2009)")], "citation"),
            Slip(2, [("jest prawdopodobnie artefaktem", "jest artefaktem")], "hedge"),
            Slip(0, [("at 14 coastal observatories", "at 16 coastal observatories")], "number"),
        ],
    ),
    Case(
        key="en-securitymd-quillstore-reporting",
        source="# Security Policy\n\n## Supported versions\nOnly the latest minor release of `quillstore` receives security fixes; currently that is **4.2.x**. Versions below 4.0 are end-of-life.\n\n## Reporting a vulnerability\nPlease **do not** open a public GitHub issue. Instead, email security@quillstore.dev or use the [private advisory form](https://github.com/quillstore/quillstore/security/advisories/new). Include the output of `quill doctor --verbose` and the steps to reproduce.\n\n- We aim to acknowledge reports within 3 working days.\n- A fix is usually released within 30 days, though complex issues may take longer.\n- We will credit you in the changelog unless you ask us not to.",
        good=[
            Good(
                "preserve",
                "# Security Policy\n\n## Which versions get fixes?\nWe only ship security fixes for the latest minor release of `quillstore`, which right now is **4.2.x**. Anything older than 4.0 has reached end-of-life.\n\n## How to report a vulnerability\nPlease **don't** file a public GitHub issue. Email us at security@quillstore.dev instead, or use our [private advisory form](https://github.com/quillstore/quillstore/security/advisories/new). Tell us the steps to reproduce the problem and attach the output of `quill doctor --verbose`.\n\n- Our aim is to acknowledge your report within 3 working days.\n- Fixes usually come out within 30 days, but complex issues may take longer.\n- Unless you ask us not to, we'll credit you in the changelog.",
            ),
            Good(
                "preserve",
                "# Security Policy\n\n## Supported versions\nSecurity fixes are provided only for the most recent minor release of `quillstore`, currently **4.2.x**. All versions earlier than 4.0 are end-of-life.\n\n## Reporting a vulnerability\nPlease do **not** report vulnerabilities through public GitHub issues. Send them to security@quillstore.dev or submit them via the [private advisory form](https://github.com/quillstore/quillstore/security/advisories/new), including the steps to reproduce and the output of `quill doctor --verbose`.\n\n- We aim to acknowledge each report within 3 working days.\n- Fixes are usually released within 30 days; complex issues may take longer.\n- You will be credited in the changelog unless you request otherwise.",
            ),
            Good(
                "pl",
                "# Polityka bezpieczeństwa\n\n## Wspierane wersje\nPoprawki bezpieczeństwa otrzymuje wyłącznie najnowsze wydanie minor pakietu `quillstore`; obecnie jest to **4.2.x**. Wersje starsze niż 4.0 osiągnęły koniec cyklu życia (end-of-life).\n\n## Zgłaszanie podatności\nProsimy **nie** zakładać publicznego zgłoszenia (issue) na GitHubie. Zamiast tego napisz na adres security@quillstore.dev lub skorzystaj z [prywatnego formularza zgłoszeń](https://github.com/quillstore/quillstore/security/advisories/new). Dołącz wynik polecenia `quill doctor --verbose` oraz kroki pozwalające odtworzyć problem.\n\n- Staramy się potwierdzać otrzymanie zgłoszenia w ciągu 3 dni roboczych.\n- Poprawka jest zwykle publikowana w ciągu 30 dni, choć złożone problemy mogą wymagać więcej czasu.\n- Wymienimy cię w changelogu, chyba że poprosisz, abyśmy tego nie robili.",
            ),
        ],
        bad=[
            Slip(0, [("security@quillstore.dev", "security@quillstore.io")], "url"),
            Slip(
                1,
                [
                    (
                        "`quill doctor --verbose`.\n\n- We aim to acknowledge each report within 3 working days.\n- Fixes are usually released within 30 days; complex issues may take longer.\n- You will",
                        "`quill doctor --verbose`. We aim to acknowledge each report within 3 working days. Fixes are usually released within 30 days; complex issues may take longer. You will",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("`quill doctor --verbose`", "`quill doctor --debug`")], "code"),
        ],
    ),
    Case(
        key="en-physio-late-cancellation-fee",
        source="Cancellation policy – Riverside Physiotherapy. We understand that plans change, but late cancellations stop other patients from being seen. If you need to cancel or rearrange, please give us at least 24 hours' notice by phone (01632 960 481) or through the online portal. Appointments cancelled with less notice, or missed altogether, will be charged at 50% of the session fee (£32 for a standard 45-minute session). A second missed appointment within 6 months means we may ask for full payment when booking. We do not charge if you are admitted to hospital or have a documented emergency. Late-cancellation fees are not covered by insurers and must be paid by you directly.",
        good=[
            Good(
                "preserve",
                "Riverside Physiotherapy: our cancellation policy. Plans change, we know – but when appointments are cancelled late, other patients miss out on being seen. To cancel or rearrange, please let us know at least 24 hours beforehand, either by phone on 01632 960 481 or via the online portal. If you cancel with less notice than that, or don't turn up at all, we will charge 50% of the session fee, which is £32 for a standard 45-minute session. If you miss a second appointment within 6 months, we may ask you to pay in full when you book. There is no charge if you are admitted to hospital or have a documented emergency. Insurers do not cover late-cancellation fees; you must pay them directly.",
            ),
            Good(
                "preserve",
                "Riverside Physiotherapy – Cancellation Policy. While we appreciate that circumstances change, late cancellations prevent other patients from being seen. Patients wishing to cancel or reschedule are asked to provide a minimum of 24 hours' notice, by telephone (01632 960 481) or via the online portal. Appointments cancelled at shorter notice, and appointments not attended, will incur a charge of 50% of the session fee (£32 for a standard 45-minute session). Following a second missed appointment within a 6-month period, we may require full payment at the time of booking. No charge applies where a patient is admitted to hospital or has a documented emergency. Late-cancellation fees are not covered by insurers and must be paid by the patient directly.",
            ),
            Good(
                "pl",
                "Zasady odwoływania wizyt – Riverside Physiotherapy. Rozumiemy, że plany się zmieniają, ale późne odwołania sprawiają, że inni pacjenci nie mogą zostać przyjęci. Jeśli chcesz odwołać lub przełożyć wizytę, prosimy o powiadomienie nas co najmniej 24 godziny wcześniej telefonicznie (01632 960 481) lub przez portal internetowy. Za wizyty odwołane z krótszym wyprzedzeniem lub nieodbyte bez odwołania pobieramy opłatę w wysokości 50% ceny sesji (32 £ za standardową 45-minutową sesję). Po drugiej nieodbytej wizycie w ciągu 6 miesięcy możemy poprosić o pełną płatność przy rezerwacji. Nie pobieramy opłaty, jeśli zostaniesz przyjęty do szpitala lub wystąpi udokumentowany nagły wypadek. Opłaty za późne odwołanie nie są pokrywane przez ubezpieczycieli i musisz uiścić je bezpośrednio.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("co najmniej 24 godziny wcześniej", "co najmniej 12 godzin wcześniej")],
                "number",
            ),
            Slip(
                0,
                [
                    (
                        "There is no charge if you are admitted",
                        "There is still a charge if you are admitted",
                    )
                ],
                "negation",
            ),
            Slip(1, [("we may require full payment", "we will require full payment")], "modality"),
        ],
    ),
    Case(
        key="en-reservoir-hosepipe-restriction-notice",
        source="Notice of Temporary Use Ban. Following the driest spring since 1976, Wealdmoor Water is introducing a Temporary Use Ban under section 76 of the Water Industry Act 1991. From 00:01 on Friday 18 July 2025, customers must not use a hosepipe to water gardens, clean cars or fill paddling pools. You may still use a watering can or a bucket, and water from water butts can be used freely. Blue Badge holders are exempt from the garden-watering restriction. Anyone who breaks the ban could be fined up to £1,000. We expect the ban to remain in place until reservoir levels recover, probably in the autumn. Details: wealdmoorwater.co.uk/tub.",
        good=[
            Good(
                "preserve",
                "Hosepipe ban from Friday 18 July 2025. This spring has been the driest since 1976, so Wealdmoor Water is bringing in a Temporary Use Ban under section 76 of the Water Industry Act 1991. From 00:01 on that day you must not use a hosepipe to water your garden, clean your car or fill a paddling pool. Watering cans and buckets are still fine, and you can use water from water butts freely. If you hold a Blue Badge, the garden-watering restriction does not apply to you. Breaking the ban could lead to a fine of up to £1,000. We expect the ban to stay in place until reservoir levels recover, probably in the autumn. Find out more at wealdmoorwater.co.uk/tub.",
            ),
            Good(
                "preserve",
                "Temporary Use Ban – official notice. As a result of the driest spring since 1976, Wealdmoor Water is imposing a Temporary Use Ban pursuant to section 76 of the Water Industry Act 1991. With effect from 00:01 on Friday 18 July 2025, customers are prohibited from using a hosepipe to water gardens, clean cars or fill paddling pools. The use of watering cans and buckets remains permitted, and water from water butts may be used without restriction. Blue Badge holders are exempt from the restriction on garden watering. Breaches of the ban could result in a fine of up to £1,000. The ban is expected to remain in force until reservoir levels have recovered, probably in the autumn. Further details are available at wealdmoorwater.co.uk/tub.",
            ),
            Good(
                "pl",
                "Ogłoszenie o czasowym zakazie używania wody. W związku z najsuchszą wiosną od 1976 roku Wealdmoor Water wprowadza czasowy zakaz używania wody (Temporary Use Ban) na podstawie sekcji 76 ustawy Water Industry Act 1991. Od godziny 00:01 w piątek 18 lipca 2025 r. klientom nie wolno używać węży ogrodowych do podlewania ogrodów, mycia samochodów ani napełniania brodzików dla dzieci. Nadal można korzystać z konewki lub wiadra, a wodę ze zbiorników na deszczówkę wolno wykorzystywać bez ograniczeń. Posiadacze karty Blue Badge są zwolnieni z zakazu podlewania ogrodów. Osoby łamiące zakaz mogą zostać ukarane grzywną w wysokości do 1000 £. Spodziewamy się, że zakaz będzie obowiązywał, dopóki poziom wody w zbiornikach się nie odbuduje, co nastąpi prawdopodobnie jesienią. Szczegóły: wealdmoorwater.co.uk/tub.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "section 76 of the Water Industry Act 1991",
                        "section 67 of the Water Industry Act 1991",
                    )
                ],
                "legal_reference",
            ),
            Slip(2, [("w piątek 18 lipca 2025 r.", "w piątek 25 lipca 2025 r.")], "date"),
            Slip(
                0,
                [
                    (
                        "the garden-watering restriction does not apply to you",
                        "the garden-watering restriction still applies to you",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-playhouse-evacuation-procedure",
        source="Evacuation procedure – The Lyric Playhouse, Kettering. If the fire alarm sounds during a performance, the house lights will come up and a recorded announcement will ask you to leave. Please leave by the nearest exit marked with a green sign; do not use the lift. Ushers in red lanyards will guide you, and you must follow their instructions. Do not stop to collect coats or bags from the cloakroom. The assembly point is the car park on Market Street, about 150 metres from the main doors. Wheelchair users in the circle should wait in the refuge area by door C, where staff will assist them. Do not re-enter the building until the duty manager says it is safe.",
        good=[
            Good(
                "preserve",
                "What happens if the fire alarm sounds during a performance at The Lyric Playhouse, Kettering? The house lights will come up and a recorded announcement will ask everyone to leave. Head for the nearest exit with a green sign, and do not use the lift. Ushers wearing red lanyards will guide you; you must follow their instructions. Don't stop to pick up coats or bags from the cloakroom. Gather at the assembly point, the car park on Market Street, roughly 150 metres from the main doors. Wheelchair users seated in the circle should wait in the refuge area next to door C, where staff will help them. Stay out of the building until the duty manager says it is safe to go back in.",
            ),
            Good(
                "preserve",
                "The Lyric Playhouse, Kettering – evacuation procedure. Should the fire alarm sound during a performance, the house lights will be raised and a recorded announcement will ask the audience to leave. Patrons are asked to exit by the nearest door marked with a green sign and not to use the lift. Ushers wearing red lanyards will direct you, and their instructions must be followed. Do not stop to collect coats or bags from the cloakroom. The assembly point is the Market Street car park, approximately 150 metres from the main entrance. Wheelchair users in the circle should remain in the refuge area beside door C, where they will be assisted by staff. Re-entry to the building is not permitted until the duty manager confirms that it is safe.",
            ),
            Good(
                "pl",
                "Procedura ewakuacji – The Lyric Playhouse, Kettering. Jeśli podczas spektaklu włączy się alarm pożarowy, zapalą się światła na widowni, a nagrany komunikat poprosi Państwa o opuszczenie budynku. Prosimy wyjść najbliższym wyjściem oznaczonym zielonym znakiem i nie korzystać z windy. Bileterzy z czerwonymi smyczami wskażą drogę, a Państwo muszą stosować się do ich poleceń. Prosimy nie zatrzymywać się, aby odebrać płaszcze lub torby z szatni. Miejscem zbiórki jest parking przy Market Street, około 150 metrów od głównego wejścia. Osoby na wózkach siedzące na balkonie powinny zaczekać w strefie schronienia przy drzwiach C, gdzie pomoże im personel. Nie wolno wracać do budynku, dopóki kierownik zmiany nie potwierdzi, że jest to bezpieczne.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you must follow their instructions", "you should follow their instructions")],
                "modality",
            ),
            Slip(2, [("i nie korzystać z windy", "i korzystać z windy")], "negation"),
            Slip(
                1,
                [
                    (
                        "approximately 150 metres from the main entrance.",
                        "approximately 150 metres from the main entrance, where ushers will take a roll call of all ticket holders.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-heritage-places-fund-call",
        source="Heritage Places Fund: call for applications. Thanks to National Lottery players, the Fenland Heritage Trust is offering grants of £10,000 to £75,000 for repairs to historic buildings that are open to the public at least 40 days a year. Applicants must be registered charities or parish councils; private owners are not eligible. Projects should start within 9 months of an award and may include training volunteers in traditional skills. The fund covers up to 80% of eligible costs, so you need to secure the remaining 20% from other sources. The deadline is 12:00 noon on Wednesday 15 October 2025, and decisions are expected in January 2026. Apply at fenlandheritage.org.uk/places-fund.",
        good=[
            Good(
                "preserve",
                "A new call for applications has opened for the Heritage Places Fund. Funded by National Lottery players, the Fenland Heritage Trust is offering grants of between £10,000 and £75,000 to repair historic buildings that open to the public on at least 40 days a year. Only registered charities and parish councils can apply; private owners are not eligible. Work should begin within 9 months of an award, and projects may include training volunteers in traditional skills. Grants cover up to 80% of eligible costs, so applicants need to raise the other 20% from other sources. Applications close at 12:00 noon on Wednesday 15 October 2025, with decisions expected in January 2026, and can be made at fenlandheritage.org.uk/places-fund.",
            ),
            Good(
                "preserve",
                "Heritage Places Fund – now open for applications. With money raised by National Lottery players, the Fenland Heritage Trust is giving grants from £10,000 to £75,000 to repair historic buildings that are open to the public for at least 40 days each year. To apply, you must be a registered charity or a parish council; private owners are not eligible. Your project should start within 9 months of receiving an award, and it may include training volunteers in traditional skills. The fund will pay up to 80% of eligible costs, which means you need to find the remaining 20% from other sources. The deadline is 12:00 noon on Wednesday 15 October 2025. Decisions are expected in January 2026. Apply online at fenlandheritage.org.uk/places-fund.",
            ),
            Good(
                "pl",
                "Fundusz Heritage Places – nabór wniosków. Dzięki graczom National Lottery organizacja Fenland Heritage Trust oferuje granty w wysokości od 10 000 £ do 75 000 £ na remonty zabytkowych budynków udostępnianych zwiedzającym przez co najmniej 40 dni w roku. Wnioskodawcami muszą być zarejestrowane organizacje charytatywne lub rady parafialne; właściciele prywatni nie kwalifikują się do dofinansowania. Projekty powinny rozpocząć się w ciągu 9 miesięcy od przyznania grantu i mogą obejmować szkolenie wolontariuszy w zakresie tradycyjnych umiejętności. Fundusz pokrywa do 80% kosztów kwalifikowalnych, więc pozostałe 20% trzeba pozyskać z innych źródeł. Termin składania wniosków upływa w środę 15 października 2025 r. o godz. 12:00, a decyzje spodziewane są w styczniu 2026 r. Wnioski można składać na stronie fenlandheritage.org.uk/places-fund.",
            ),
        ],
        bad=[
            Slip(0, [("between £10,000 and £75,000", "between £10,000 and £57,000")], "number"),
            Slip(
                1,
                [
                    (
                        "Decisions are expected in January 2026.",
                        "Decisions are expected in March 2026.",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [("fenlandheritage.org.uk/places-fund", "fenlandheritage.org/places-fund")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-hot-glass-studio-booking-terms",
        source="Booking terms – Emberline Hot Glass Studio. Our two-hour beginners' class costs £95 per person and includes all materials and one finished piece, usually a paperweight or tumbler. Full payment is taken at booking. Participants must be aged 14 or over, and those under 18 must be accompanied by an adult who has also booked. You must wear closed-toe shoes and natural-fibre clothing; synthetic fabrics are not allowed near the furnace. Pieces need to cool slowly in the annealer and are normally ready for collection after 48 hours; we can post them for £8. If you cancel at least 7 days before your class, we will refund you in full; after that, refunds are not available, but you may transfer your place to a friend.",
        good=[
            Good(
                "preserve",
                "Booking with Emberline Hot Glass Studio: the terms. The beginners' class lasts two hours and costs £95 per person, covering all materials plus one finished piece (usually a paperweight or a tumbler). We take full payment when you book. You need to be 14 or older to take part, and anyone under 18 must come with an adult who has booked a place too. Closed-toe shoes and natural-fibre clothing are compulsory, as synthetic fabrics aren't allowed near the furnace. Your piece has to cool slowly in the annealer, so it's normally ready to collect after 48 hours – or we can post it to you for £8. Cancel at least 7 days before the class and you'll get a full refund; after that we can't give refunds, but you're welcome to transfer your place to a friend.",
            ),
            Good(
                "preserve",
                "Emberline Hot Glass Studio – Terms of Booking. The beginners' class lasts two hours and is priced at £95 per person, inclusive of all materials and one finished piece, usually a paperweight or tumbler. Payment in full is taken at the time of booking. The minimum age for participants is 14, and participants under 18 must be accompanied by an adult holding a booking of their own. Closed-toe footwear and natural-fibre clothing must be worn, since synthetic fabrics are not permitted near the furnace. Finished pieces must cool slowly in the annealer and are normally available for collection after 48 hours; alternatively, they can be posted for £8. Cancellations made at least 7 days before the class will be refunded in full. No refunds are available for later cancellations, although you may transfer your place to a friend.",
            ),
            Good(
                "pl",
                "Warunki rezerwacji – Emberline Hot Glass Studio. Dwugodzinne zajęcia dla początkujących kosztują 95 £ od osoby; cena obejmuje wszystkie materiały i jeden gotowy wyrób, zwykle przycisk do papieru lub szklankę. Pełną kwotę pobieramy przy rezerwacji. Uczestnicy muszą mieć co najmniej 14 lat, a osoby poniżej 18 lat muszą przyjść z osobą dorosłą, która również dokonała rezerwacji. Obowiązkowe jest obuwie z zakrytymi palcami i odzież z naturalnych włókien, ponieważ tkaniny syntetyczne są niedozwolone w pobliżu pieca. Wyroby muszą powoli stygnąć w odprężarce i zwykle są gotowe do odbioru po 48 godzinach; możemy je też wysłać pocztą za 8 £. Jeśli odwołasz udział co najmniej 7 dni przed zajęciami, zwrócimy ci całą kwotę; później zwroty nie przysługują, ale możesz przekazać swoje miejsce znajomej osobie.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Uczestnicy muszą mieć co najmniej 14 lat",
                        "Uczestnicy powinni mieć co najmniej 14 lat",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "No refunds are available for later cancellations",
                        "Partial refunds are available for later cancellations",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "it's normally ready to collect after 48 hours",
                        "it's always ready to collect after 48 hours",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-a4130-overnight-resurfacing",
        source="Road resurfacing: A4130 Henley Road, Wallingford. Oxfordshire County Council will resurface the A4130 between the Crowmarsh roundabout and Howbery Park from Monday 3 November to Friday 14 November 2025. Work will take place overnight, between 8 pm and 6 am, so the road will be closed in both directions during those hours; it will reopen each morning. A signed diversion via the A4074 and Benson adds about 12 minutes to journeys. Access for emergency vehicles will be maintained at all times. Residents inside the closure can drive in and out, but may face delays of up to 20 minutes. Bus route 139 will not serve the Crowmarsh Gifford stops during the works. The dates could change if it rains heavily.",
        good=[
            Good(
                "preserve",
                "Overnight closures on the A4130 Henley Road in Wallingford. Oxfordshire County Council is resurfacing the A4130 between the Crowmarsh roundabout and Howbery Park from Monday 3 November to Friday 14 November 2025. Because the work will be done overnight, the road will be shut in both directions from 8 pm to 6 am, reopening every morning. The signed diversion, via the A4074 and Benson, adds roughly 12 minutes to a journey. Emergency vehicles will be able to get through at all times. Residents within the closed section can still drive in and out, although they may be held up for as long as 20 minutes. During the works, bus route 139 will not serve the Crowmarsh Gifford stops. Heavy rain could change the dates.",
            ),
            Good(
                "preserve",
                "Notice of road resurfacing – A4130 Henley Road, Wallingford. Oxfordshire County Council will carry out resurfacing of the A4130 between the Crowmarsh roundabout and Howbery Park from Monday 3 November to Friday 14 November 2025. The works will be undertaken overnight; the road will therefore be closed in both directions between 20:00 and 06:00 and reopened each morning. A signed diversion will operate via the A4074 and Benson, adding approximately 12 minutes to journey times. Emergency vehicle access will be maintained throughout. Residents within the closure will be able to enter and leave by car but may experience delays of up to 20 minutes. Bus route 139 will not serve the Crowmarsh Gifford stops while the works are in progress. The dates may change in the event of heavy rain.",
            ),
            Good(
                "pl",
                "Remont nawierzchni: A4130 Henley Road, Wallingford. Rada hrabstwa Oxfordshire (Oxfordshire County Council) wyremontuje nawierzchnię drogi A4130 na odcinku od ronda Crowmarsh do Howbery Park w dniach od poniedziałku 3 listopada do piątku 14 listopada 2025 r. Prace będą prowadzone nocą, w godzinach 20:00–6:00, i w tym czasie droga będzie zamknięta w obu kierunkach; każdego ranka zostanie ponownie otwarta. Oznakowany objazd przez A4074 i Benson wydłuża przejazd o około 12 minut. Dojazd dla pojazdów uprzywilejowanych będzie zapewniony przez cały czas. Mieszkańcy zamkniętego odcinka mogą wjeżdżać i wyjeżdżać samochodem, ale mogą napotkać opóźnienia sięgające 20 minut. W czasie prac autobusy linii 139 nie będą obsługiwać przystanków Crowmarsh Gifford. W razie intensywnych opadów deszczu terminy mogą ulec zmianie.",
            ),
        ],
        bad=[
            Slip(0, [("Friday 14 November 2025", "Friday 21 November 2025")], "date"),
            Slip(1, [("delays of up to 20 minutes", "delays of up to 40 minutes")], "number"),
            Slip(
                2,
                [
                    (
                        "będzie zapewniony przez cały czas.",
                        "będzie zapewniony przez cały czas. Kierowcom, którzy zignorują objazd, grozi mandat w wysokości 100 £.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-cough-syrup-dextromethorphan-leaflet",
        source="Package leaflet: Tussiclear Dry Cough 15 mg/5 ml oral solution (dextromethorphan hydrobromide). Adults and children aged 12 and over: take 10 ml every 6 to 8 hours as needed. Do not take more than 4 doses in 24 hours. Do not give to children under 12. You must not take this medicine if you are taking an MAOI antidepressant or have stopped one in the last 14 days. Talk to your pharmacist before use if you have asthma or a productive cough. This medicine may cause drowsiness; if affected, do not drive. If your cough lasts longer than 7 days, see a doctor. Store below 25°C and use within 3 months of opening.",
        good=[
            Good(
                "preserve",
                "Tussiclear Dry Cough 15 mg/5 ml oral solution (dextromethorphan hydrobromide): what you need to know. If you are an adult or a child aged 12 or over, take 10 ml every 6 to 8 hours when needed, and never take more than 4 doses in 24 hours. Do not give this medicine to children under 12. You must not take it if you are on an MAOI antidepressant, or if you have stopped taking one in the last 14 days. If you have asthma or a cough that brings up phlegm, speak to your pharmacist before using it. It may make you drowsy; if it does, don't drive. See a doctor if your cough goes on for more than 7 days. Keep it below 25°C and use it within 3 months of opening.",
            ),
            Good(
                "preserve",
                "Tussiclear Dry Cough 15 mg/5 ml oral solution (dextromethorphan hydrobromide) – package leaflet. Dosage for adults and children aged 12 years and over: 10 ml every 6 to 8 hours as required, with no more than 4 doses in any 24-hour period. The medicine must not be given to children under 12 years of age. It must not be taken by patients who are using a monoamine oxidase inhibitor (MAOI) antidepressant or who have stopped one within the last 14 days. Talk to a pharmacist before use if you have asthma or a productive cough. This medicine may cause drowsiness; if affected, do not drive. Consult a doctor if the cough persists for more than 7 days. Store below 25°C and use within 3 months of opening.",
            ),
            Good(
                "pl",
                "Ulotka dołączona do opakowania: Tussiclear Dry Cough, 15 mg/5 ml, roztwór doustny (bromowodorek dekstrometorfanu). Dorośli i dzieci w wieku 12 lat i starsze: 10 ml co 6–8 godzin w razie potrzeby. Nie należy przyjmować więcej niż 4 dawek w ciągu 24 godzin. Nie podawać dzieciom w wieku poniżej 12 lat. Nie wolno stosować tego leku, jeśli pacjent przyjmuje lek przeciwdepresyjny z grupy inhibitorów MAO lub przestał go przyjmować w ciągu ostatnich 14 dni. Przed zastosowaniem należy porozmawiać z farmaceutą, jeśli pacjent choruje na astmę lub ma kaszel z odkrztuszaniem. Lek może powodować senność; w takim przypadku nie należy prowadzić pojazdów. Jeśli kaszel utrzymuje się dłużej niż 7 dni, należy zgłosić się do lekarza. Przechowywać w temperaturze poniżej 25°C i zużyć w ciągu 3 miesięcy od otwarcia.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "The medicine must not be given to children",
                        "The medicine should preferably not be given to children",
                    )
                ],
                "modality",
            ),
            Slip(2, [("Lek może powodować senność", "Lek powoduje senność")], "hedge"),
            Slip(0, [("if it does, don't drive", "if it does, you can still drive")], "negation"),
        ],
    ),
    Case(
        key="en-conservatoire-practice-room-rules",
        source="## Practice rooms: house rules\n\nPractice rooms in the Hallé Wing are open **7:00–22:00, Monday to Saturday**. Please read these rules before booking through the [room planner](https://rooms.northgatemusic.ac.uk).\n\n1. Bookings are limited to 2 hours per student per day; pianists may book an extra hour in the Steinway rooms.\n2. If you have not arrived within 15 minutes of your slot, the room may be given to someone else.\n3. Food is not allowed; water in a closed bottle is fine.\n4. Percussionists must use rooms P1–P4 only.\n5. Do not move pianos. Report damage to porters@northgatemusic.ac.uk.",
        good=[
            Good(
                "preserve",
                "## House rules for the practice rooms\n\nYou can use the practice rooms in the Hallé Wing from **7:00 to 22:00, Monday to Saturday**. Before booking through the [room planner](https://rooms.northgatemusic.ac.uk), please read the rules below.\n\n1. Each student can book up to 2 hours a day; pianists may add one extra hour in the Steinway rooms.\n2. If you haven't turned up within 15 minutes of the start of your slot, the room may go to someone else.\n3. No food, please; water in a closed bottle is fine.\n4. Percussionists must use rooms P1–P4 and no others.\n5. Don't move the pianos, and report any damage to porters@northgatemusic.ac.uk.",
            ),
            Good(
                "preserve",
                "## Practice room regulations\n\nThe Hallé Wing practice rooms are open **Monday to Saturday, 7:00–22:00**. Please read the following rules before booking via the [room planner](https://rooms.northgatemusic.ac.uk).\n\n1. No student may book more than 2 hours per day; pianists may book one additional hour in the Steinway rooms.\n2. A room may be reallocated if the student has not arrived within 15 minutes of the start of the booked slot.\n3. Food is not permitted; water in a closed bottle is allowed.\n4. Percussionists must use rooms P1–P4 only.\n5. Pianos must not be moved. Any damage is to be reported to porters@northgatemusic.ac.uk.",
            ),
            Good(
                "pl",
                "## Sale ćwiczeń: regulamin\n\nSale ćwiczeń w skrzydle Hallé są czynne **od poniedziałku do soboty w godz. 7:00–22:00**. Przed rezerwacją w [planerze sal](https://rooms.northgatemusic.ac.uk) prosimy zapoznać się z poniższymi zasadami.\n\n1. Każdy student może zarezerwować maksymalnie 2 godziny dziennie; pianiści mogą zarezerwować dodatkową godzinę w salach ze Steinwayami.\n2. Jeśli nie przyjdziesz w ciągu 15 minut od początku rezerwacji, sala może zostać przydzielona komuś innemu.\n3. Jedzenie jest zabronione; woda w zamkniętej butelce jest dozwolona.\n4. Perkusiści muszą korzystać wyłącznie z sal P1–P4.\n5. Nie przestawiaj fortepianów. Uszkodzenia zgłaszaj na adres porters@northgatemusic.ac.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "## House rules for the practice rooms\n\n",
                        "House rules for the practice rooms. ",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "Percussionists must use rooms P1–P4 only.",
                        "Percussionists should preferably use rooms P1–P4.",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "3. Jedzenie jest zabronione; woda w zamkniętej butelce jest dozwolona.",
                        "3. Food is not allowed; water in a closed bottle is fine.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-caving-club-novice-trip-safety",
        source="Safety guidance for novice trips – Mendip Underground Club. Every novice trip must be led by a club member who holds the LCMLA Level 1 award or higher, and groups may not exceed 6 people including the leader. Each caver must carry two independent light sources; phone torches do not count. Before entering, the leader has to leave a call-out time with a named surface contact, normally 3 hours after the planned exit. Heavy rain can flood the lower series of Swildon's Hole within about 30 minutes, so trips there will be cancelled if the Met Office issues a yellow rain warning. Helmets and belts can be borrowed from the hut free of charge; wetsuits are £5 per trip.",
        good=[
            Good(
                "preserve",
                "Mendip Underground Club: staying safe on novice trips. A club member with the LCMLA Level 1 award or higher must lead every novice trip, and a group can have no more than 6 people, including the leader. Everyone must carry two independent light sources – a phone torch doesn't count as one. Before going underground, the leader has to leave a call-out time with a named person on the surface; this is normally 3 hours after the planned exit. The lower series of Swildon's Hole can flood within about 30 minutes of heavy rain, so trips there will be called off whenever the Met Office issues a yellow rain warning. You can borrow helmets and belts from the hut for free, and wetsuits cost £5 per trip.",
            ),
            Good(
                "preserve",
                "Mendip Underground Club – safety guidance for novice trips. All novice trips must be led by a club member holding the LCMLA Level 1 award or a higher qualification, and no group may exceed 6 people, the leader included. Each caver must carry two independent light sources; phone torches are not counted as such. Prior to entry, the leader must leave a call-out time with a named surface contact, normally 3 hours after the planned exit. Because heavy rain can flood the lower series of Swildon's Hole within approximately 30 minutes, trips to that cave will be cancelled if the Met Office issues a yellow rain warning. Helmets and belts may be borrowed from the hut free of charge; wetsuits cost £5 per trip.",
            ),
            Good(
                "pl",
                "Zasady bezpieczeństwa podczas wypraw dla początkujących – Mendip Underground Club. Każdą wyprawę dla początkujących musi prowadzić członek klubu z uprawnieniami LCMLA Level 1 lub wyższymi, a grupa nie może liczyć więcej niż 6 osób łącznie z prowadzącym. Każdy grotołaz musi mieć przy sobie dwa niezależne źródła światła; latarki w telefonach się nie liczą. Przed wejściem do jaskini prowadzący musi zostawić wyznaczonej osobie kontaktowej na powierzchni godzinę alarmową, zwykle 3 godziny po planowanym wyjściu. Ulewny deszcz może zalać dolne partie Swildon's Hole w ciągu około 30 minut, dlatego wyprawy do tej jaskini będą odwoływane, jeśli Met Office wyda żółte ostrzeżenie przed opadami. Kaski i pasy można bezpłatnie wypożyczyć w chatce klubowej; pianka kosztuje 5 £ za wyprawę.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("phone torches are not counted as such", "phone torches are counted as such")],
                "negation",
            ),
            Slip(
                0, [("can flood within about 30 minutes", "will flood within 30 minutes")], "hedge"
            ),
            Slip(2, [("prowadzący musi zostawić", "prowadzący może zostawić")], "modality"),
        ],
    ),
    Case(
        key="en-observatory-partial-eclipse-event",
        source="Partial solar eclipse at Kielder Observatory. On Wednesday 12 August 2026 the Moon will cover about 90% of the Sun as seen from Northumberland. The eclipse begins at 18:18, reaches its maximum at 19:13 and is still under way at sunset. Our viewing event on the south lawn runs from 17:45 to 20:00; tickets cost £12 for adults and £6 for under-16s, and must be booked in advance at kielderobservatory.org. Never look directly at the Sun, not even briefly: ordinary sunglasses do not protect your eyes. We will hand out ISO 12312-2 certified eclipse glasses and set up two filtered telescopes. If the sky is overcast, the event will go ahead with a live stream from Spain.",
        good=[
            Good(
                "preserve",
                "Join us at Kielder Observatory for a partial solar eclipse! On Wednesday 12 August 2026, about 90% of the Sun will be covered by the Moon as seen from Northumberland. The eclipse starts at 18:18, peaks at 19:13 and will still be going on at sunset. Our viewing event on the south lawn runs from 17:45 to 20:00. Tickets are £12 for adults and £6 for under-16s, and you must book them in advance at kielderobservatory.org. Never look straight at the Sun, not even for a moment – ordinary sunglasses won't protect your eyes. We'll be handing out eclipse glasses certified to ISO 12312-2, and we'll set up two filtered telescopes. If it's overcast, the event will still go ahead, with a live stream from Spain.",
            ),
            Good(
                "preserve",
                "Kielder Observatory: partial solar eclipse event. On Wednesday 12 August 2026, approximately 90% of the Sun will be obscured by the Moon as viewed from Northumberland. The eclipse begins at 18:18 and reaches its maximum at 19:13; it will still be in progress at sunset. The viewing event takes place on the south lawn from 17:45 to 20:00. Tickets (adults £12, under-16s £6) must be booked in advance at kielderobservatory.org. Do not look directly at the Sun at any time, however briefly; ordinary sunglasses offer no eye protection. ISO 12312-2 certified eclipse glasses will be provided, and two filtered telescopes will be set up. In the event of overcast skies, the event will proceed with a live stream from Spain.",
            ),
            Good(
                "pl",
                "Częściowe zaćmienie Słońca w Kielder Observatory. W środę 12 sierpnia 2026 r. Księżyc zakryje około 90% tarczy Słońca, patrząc z Northumberland. Zaćmienie rozpocznie się o 18:18, maksimum osiągnie o 19:13 i będzie nadal trwać w chwili zachodu Słońca. Nasze wydarzenie obserwacyjne na południowym trawniku potrwa od 17:45 do 20:00; bilety kosztują 12 £ dla dorosłych i 6 £ dla osób poniżej 16 lat i trzeba je zarezerwować z wyprzedzeniem na stronie kielderobservatory.org. Nigdy nie patrz bezpośrednio na Słońce, nawet przez chwilę: zwykłe okulary przeciwsłoneczne nie chronią oczu. Rozdamy okulary do obserwacji zaćmień z certyfikatem ISO 12312-2 i ustawimy dwa teleskopy z filtrami. Jeśli niebo będzie zachmurzone, wydarzenie i tak się odbędzie – z transmisją na żywo z Hiszpanii.",
            ),
        ],
        bad=[
            Slip(2, [("W środę 12 sierpnia 2026 r.", "W środę 21 sierpnia 2026 r.")], "date"),
            Slip(
                0,
                [
                    (
                        "ordinary sunglasses won't protect your eyes",
                        "ordinary sunglasses will protect your eyes",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "two filtered telescopes will be set up.",
                        "two filtered telescopes will be set up, each staffed by a volunteer from the Royal Astronomical Society.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-hospice-charity-annual-summary",
        source="Annual summary 2024–25 – St Aidan's Hospice, Darlington. In the year to 31 March 2025 our nurses cared for 1,214 patients, 38% of them in their own homes. Our 11-bed inpatient unit ran at an average occupancy of 87%. Total income was £9.6 million, of which only 29% came from NHS contracts; the rest was raised through our 14 charity shops, legacies and events such as the Riverside Walk, which alone brought in £212,000. Around 640 volunteers gave an estimated 95,000 hours. We did not meet our target of opening a second day hospice, which has been postponed to 2026 because building costs rose by roughly a fifth.",
        good=[
            Good(
                "preserve",
                "St Aidan's Hospice in Darlington has published its summary for 2024–25. In the twelve months to 31 March 2025, its nurses looked after 1,214 patients, 38% of whom were cared for in their own homes. The 11-bed inpatient unit had an average occupancy of 87%. The hospice's income totalled £9.6 million, but just 29% of that came from NHS contracts. The remainder was raised by its 14 charity shops, legacies and events – the Riverside Walk alone made £212,000. Some 640 volunteers gave an estimated 95,000 hours. The hospice missed its target of opening a second day hospice; the project has been pushed back to 2026 after building costs went up by roughly a fifth.",
            ),
            Good(
                "preserve",
                "St Aidan's Hospice, Darlington – summary of the year 2024–25. During the year ending 31 March 2025, our nurses cared for 1,214 patients, 38% of whom were looked after in their own homes. Average occupancy of our 11-bed inpatient unit was 87%. Total income amounted to £9.6 million, with only 29% coming from NHS contracts; the balance was raised through our 14 charity shops, legacies and events, among them the Riverside Walk, which by itself raised £212,000. Approximately 640 volunteers contributed an estimated 95,000 hours. Our target of opening a second day hospice was not achieved: because building costs increased by roughly a fifth, the opening has been postponed to 2026.",
            ),
            Good(
                "pl",
                "Podsumowanie roku 2024–25 – St Aidan's Hospice, Darlington. W roku zakończonym 31 marca 2025 r. nasze pielęgniarki opiekowały się 1214 pacjentami, z czego 38% we własnych domach. Średnie obłożenie naszego 11-łóżkowego oddziału stacjonarnego wyniosło 87%. Łączne przychody wyniosły 9,6 mln £, z czego tylko 29% pochodziło z kontraktów z NHS; resztę zebraliśmy dzięki naszym 14 sklepom charytatywnym, zapisom testamentowym i wydarzeniom, takim jak Riverside Walk, który sam przyniósł 212 000 £. Około 640 wolontariuszy przepracowało szacunkowo 95 000 godzin. Nie udało nam się zrealizować celu, jakim było otwarcie drugiego hospicjum dziennego; otwarcie przesunięto na 2026 r., ponieważ koszty budowy wzrosły mniej więcej o jedną piątą.",
            ),
        ],
        bad=[
            Slip(1, [("1,214 patients", "1,412 patients")], "number"),
            Slip(
                2,
                [("przepracowało szacunkowo 95 000 godzin", "przepracowało 95 000 godzin")],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "Some 640 volunteers gave an estimated 95,000 hours.",
                        "Some 640 volunteers gave an estimated 95,000 hours, and the hospice was rated Outstanding by the Care Quality Commission.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-release-notes-tidewatch-cli",
        source="## tidewatch 3.1.0 – release notes (4 March 2025)\n\n- New `tidewatch export --format parquet` option for writing station data to Parquet files.\n- The default polling interval is now 10 minutes (previously 15).\n- Python 3.8 is no longer supported; you need Python 3.9 or later.\n- The `--legacy-units` flag is deprecated and will be removed in 4.0.\n\nTo upgrade, run `pip install --upgrade tidewatch==3.1.0`. If you use a custom config, rename `stations.yml` to `stations.yaml` before upgrading, otherwise your stations will not load. Thanks to 23 contributors, including first-timers @mbaker and @rkowal.",
        good=[
            Good(
                "preserve",
                "## tidewatch 3.1.0 release notes – 4 March 2025\n\n- You can now write station data to Parquet files with the new `tidewatch export --format parquet` option.\n- Polling now happens every 10 minutes by default, instead of every 15.\n- Support for Python 3.8 has been dropped: you need Python 3.9 or newer.\n- The `--legacy-units` flag is deprecated and will be removed in 4.0.\n\nUpgrade with `pip install --upgrade tidewatch==3.1.0`. Using a custom config? Rename `stations.yml` to `stations.yaml` before you upgrade, or your stations won't load. Thank you to our 23 contributors, among them first-time contributors @mbaker and @rkowal.",
            ),
            Good(
                "preserve",
                "## Release notes: tidewatch 3.1.0 (4 March 2025)\n\n- A new option, `tidewatch export --format parquet`, allows station data to be written to Parquet files.\n- The default polling interval has been changed from 15 minutes to 10 minutes.\n- Python 3.8 is no longer supported; Python 3.9 or later is required.\n- The `--legacy-units` flag has been deprecated and will be removed in version 4.0.\n\nTo upgrade, run `pip install --upgrade tidewatch==3.1.0`. Users with a custom configuration must rename `stations.yml` to `stations.yaml` before upgrading; otherwise, their stations will not load. We thank the 23 contributors to this release, including first-time contributors @mbaker and @rkowal.",
            ),
            Good(
                "pl",
                "## tidewatch 3.1.0 – informacje o wydaniu (4 marca 2025 r.)\n\n- Nowa opcja `tidewatch export --format parquet` pozwala zapisywać dane ze stacji do plików Parquet.\n- Domyślny interwał odpytywania wynosi teraz 10 minut (wcześniej 15).\n- Python 3.8 nie jest już wspierany; wymagany jest Python 3.9 lub nowszy.\n- Flaga `--legacy-units` jest przestarzała i zostanie usunięta w wersji 4.0.\n\nAby zaktualizować, uruchom `pip install --upgrade tidewatch==3.1.0`. Jeśli używasz własnej konfiguracji, przed aktualizacją zmień nazwę pliku `stations.yml` na `stations.yaml`, w przeciwnym razie twoje stacje się nie wczytają. Dziękujemy 23 współtwórcom, w tym debiutantom @mbaker i @rkowal.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "`pip install --upgrade tidewatch==3.1.0`",
                        "`pip install --upgrade tidewatch==3.0.1`",
                    )
                ],
                "code",
            ),
            Slip(2, [("Flaga `--legacy-units`", "Flaga `--legacy-unit`")], "code"),
            Slip(1, [("from 15 minutes to 10 minutes", "from 15 minutes to 5 minutes")], "number"),
        ],
    ),
    Case(
        key="en-tenancy-deposit-clause-seven",
        source="Clause 7 – Tenancy deposit. The Tenant shall pay a deposit of £1,150, equal to five weeks' rent, on or before the start date. In accordance with section 213 of the Housing Act 2004, the Landlord must protect the deposit in an authorised scheme within 30 days of receiving it and give the Tenant the prescribed information within the same period. The deposit may not be used by the Tenant as payment of the last month's rent. Deductions may be made only for unpaid rent, damage beyond fair wear and tear, or missing items listed in the inventory. Under Schedule 2 of the Tenant Fees Act 2019, the deposit must not exceed five weeks' rent where annual rent is below £50,000.",
        good=[
            Good(
                "preserve",
                "Clause 7 – Your tenancy deposit. As the tenant, you must pay a deposit of £1,150, which equals five weeks' rent, no later than the start date. Section 213 of the Housing Act 2004 requires the landlord to protect the deposit in an authorised scheme within 30 days of receiving it, and to give you the prescribed information within those same 30 days. You may not use the deposit to pay your last month's rent. Deductions can be made only for unpaid rent, damage beyond fair wear and tear, or missing items that are listed in the inventory. Under Schedule 2 of the Tenant Fees Act 2019, where the annual rent is below £50,000, the deposit must not be more than five weeks' rent.",
            ),
            Good(
                "preserve",
                "Clause 7 (Tenancy deposit). On or before the start date, the Tenant shall pay a deposit of £1,150, which is equivalent to five weeks' rent. Pursuant to section 213 of the Housing Act 2004, the Landlord must, within 30 days of receipt, protect the deposit in an authorised scheme and provide the Tenant with the prescribed information. The Tenant may not apply the deposit towards the last month's rent. Deductions are permitted solely in respect of unpaid rent, damage exceeding fair wear and tear, or missing items listed in the inventory. Where the annual rent is less than £50,000, Schedule 2 of the Tenant Fees Act 2019 provides that the deposit must not exceed five weeks' rent.",
            ),
            Good(
                "pl",
                "Klauzula 7 – Kaucja. Najemca wpłaci kaucję w wysokości 1150 £, odpowiadającą czynszowi za pięć tygodni, najpóźniej w dniu rozpoczęcia najmu. Zgodnie z sekcją 213 ustawy Housing Act 2004 wynajmujący musi w ciągu 30 dni od otrzymania kaucji zabezpieczyć ją w autoryzowanym systemie ochrony kaucji i w tym samym terminie przekazać najemcy wymagane informacje. Najemca nie może wykorzystać kaucji jako zapłaty czynszu za ostatni miesiąc. Potrąceń można dokonywać wyłącznie z tytułu niezapłaconego czynszu, szkód wykraczających poza normalne zużycie lub brakujących przedmiotów wymienionych w protokole zdawczo-odbiorczym. Na mocy załącznika 2 do ustawy Tenant Fees Act 2019, jeśli roczny czynsz jest niższy niż 50 000 £, kaucja nie może przekraczać czynszu za pięć tygodni.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Section 213 of the Housing Act 2004", "Section 231 of the Housing Act 2004")],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "załącznika 2 do ustawy Tenant Fees Act 2019",
                        "załącznika 3 do ustawy Tenant Fees Act 2019",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "the Landlord must, within 30 days of receipt,",
                        "the Landlord should, within 30 days of receipt,",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-abstract-allotment-soil-microplastics",
        source="Background: Microplastic contamination of urban garden soils remains poorly quantified. Methods: We sampled topsoil (0–10 cm) from 52 allotment plots in Sheffield and Leeds between April and September 2023 and extracted particles by density separation, following Thomas, Nguyen and Okafor (2021). Results: Median abundance was 2,400 particles per kg dry soil; fibres accounted for 61% of particles. Plots that had received municipal compost contained roughly three times as many particles as those that had not, in line with earlier estimates (Weithmann et al., 2018). Conclusions: Compost is probably a major pathway, although we could not rule out atmospheric deposition. The sampling design does not support causal inference.",
        good=[
            Good(
                "preserve",
                "Background: The extent of microplastic contamination in urban garden soils is still poorly quantified. Methods: Topsoil (0–10 cm) was collected from 52 allotment plots in Sheffield and Leeds from April to September 2023, and particles were extracted by density separation according to the method of Thomas, Nguyen and Okafor (2021). Results: The median abundance was 2,400 particles per kg of dry soil, with fibres making up 61% of particles. Plots that had received municipal compost held roughly three times as many particles as plots that had not, consistent with earlier estimates (Weithmann et al., 2018). Conclusions: Compost is probably a major pathway, but atmospheric deposition could not be ruled out. Causal inference is not supported by the sampling design.",
            ),
            Good(
                "preserve",
                "Background: We still know little, in numbers, about how much microplastic contaminates urban garden soils. Methods: Between April and September 2023 we took topsoil samples (the top 0–10 cm) from 52 allotment plots in Sheffield and Leeds and separated out the particles by density, using the method of Thomas, Nguyen and Okafor (2021). Results: The median was 2,400 particles per kg of dry soil, and 61% of the particles were fibres. Plots that had been given municipal compost had roughly three times as many particles as plots that had not, which matches earlier estimates (Weithmann et al., 2018). Conclusions: Compost is probably a major route for microplastics, though we could not rule out atmospheric deposition. Our sampling design does not allow causal conclusions.",
            ),
            Good(
                "pl",
                "Wprowadzenie: Skala zanieczyszczenia miejskich gleb ogrodowych mikroplastikiem wciąż jest słabo określona ilościowo. Metody: Od kwietnia do września 2023 r. pobraliśmy próbki wierzchniej warstwy gleby (0–10 cm) z 52 działek w ogrodach działkowych w Sheffield i Leeds, a cząstki wyodrębniliśmy metodą separacji gęstościowej według Thomasa, Nguyena i Okafora (2021). Wyniki: Mediana liczebności wyniosła 2400 cząstek na kg suchej gleby; włókna stanowiły 61% cząstek. Działki, na które trafił kompost komunalny, zawierały mniej więcej trzy razy więcej cząstek niż pozostałe, co jest zgodne z wcześniejszymi szacunkami (Weithmann i in., 2018). Wnioski: Kompost jest prawdopodobnie jedną z głównych dróg przedostawania się mikroplastiku do gleby, choć nie mogliśmy wykluczyć depozycji atmosferycznej. Schemat pobierania próbek nie pozwala na wnioskowanie przyczynowe.",
            ),
        ],
        bad=[
            Slip(0, [("Thomas, Nguyen and Okafor (2021)", "Thomas and Okafor (2021)")], "citation"),
            Slip(2, [("(Weithmann i in., 2018)", "(Weithmann i in., 2016)")], "citation"),
            Slip(1, [("Compost is probably a major route", "Compost is a major route")], "hedge"),
        ],
    ),
    Case(
        key="en-travel-insurance-baggage-section",
        source="Section 4: Baggage cover. We will pay up to £1,500 per insured person for baggage that is lost, stolen or damaged during your trip, subject to a single-item limit of £300 and an excess of £75 per claim. Valuables left unattended in a vehicle are not covered at any time. You must report theft to the local police within 24 hours and obtain a written report; without it, we may decline your claim. Claims should be submitted within 31 days of your return. Complaints can be referred to the Financial Ombudsman Service, as set out in DISP 1.3 of the FCA Handbook. This policy is governed by the Consumer Insurance (Disclosure and Representations) Act 2012.",
        good=[
            Good(
                "preserve",
                "Section 4: cover for your baggage. If your baggage is lost, stolen or damaged on your trip, we will pay up to £1,500 for each insured person. There is a limit of £300 for any single item, and an excess of £75 applies to each claim. We never cover valuables that are left unattended in a vehicle. If something is stolen, you must report it to the local police within 24 hours and get a written report – without one, we may turn down your claim. You should send us your claim within 31 days of getting home. Complaints can be taken to the Financial Ombudsman Service, as explained in DISP 1.3 of the FCA Handbook. The Consumer Insurance (Disclosure and Representations) Act 2012 governs this policy.",
            ),
            Good(
                "preserve",
                "Section 4 – Baggage. We will pay up to £1,500 per insured person in respect of baggage lost, stolen or damaged during the trip, subject to a limit of £300 for any single item and an excess of £75 per claim. Cover does not apply at any time to valuables left unattended in a vehicle. Any theft must be reported to the local police within 24 hours and a written report obtained; failing this, we may decline the claim. Claims should be submitted no later than 31 days after your return. Complaints may be referred to the Financial Ombudsman Service in accordance with DISP 1.3 of the FCA Handbook. This policy is governed by the Consumer Insurance (Disclosure and Representations) Act 2012.",
            ),
            Good(
                "pl",
                "Sekcja 4: Ubezpieczenie bagażu. Wypłacimy do 1500 £ na każdą ubezpieczoną osobę za bagaż utracony, skradziony lub uszkodzony w czasie podróży, z zastrzeżeniem limitu 300 £ na jeden przedmiot i udziału własnego w wysokości 75 £ na każde roszczenie. Kosztowności pozostawione bez opieki w pojeździe nigdy nie są objęte ochroną. Kradzież musisz zgłosić miejscowej policji w ciągu 24 godzin i uzyskać pisemny protokół; bez niego możemy odmówić wypłaty odszkodowania. Roszczenia należy zgłaszać w ciągu 31 dni od powrotu. Skargi można kierować do Financial Ombudsman Service, zgodnie z DISP 1.3 podręcznika FCA (FCA Handbook). Niniejsza polisa podlega ustawie Consumer Insurance (Disclosure and Representations) Act 2012.",
            ),
        ],
        bad=[
            Slip(2, [("zgodnie z DISP 1.3", "zgodnie z DISP 1.6")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "Claims should be submitted no later than 31 days after your return.",
                        "Roszczenia należy zgłaszać nie później niż 31 dni po powrocie.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                0,
                [
                    (
                        "There is a limit of £300 for any single item,",
                        "There is a limit of £300 for any single item (£500 for laptops and cameras),",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-junior-rowing-regatta-entries",
        source="Entries for the Tamar Junior Regatta open on Monday 2 March and close at 18:00 on Friday 27 March 2026. The regatta itself takes place on Saturday 25 April at Calstock, with racing from 09:00 until about 17:30. Crews must enter through British Rowing's BROE2 system at broe2.britishrowing.org; postal entries are not accepted. The entry fee is £14 per seat, so an eight with a cox costs £126. Every competitor must hold a valid British Rowing racing licence and be able to swim 50 metres in light clothing. Coxes under 14 may race only in J14 and J13 events. Withdrawals after the closing date will not be refunded.",
        good=[
            Good(
                "preserve",
                "Tamar Junior Regatta – entry information. Entries open on Monday 2 March and close at 18:00 on Friday 27 March 2026. The regatta will be held at Calstock on Saturday 25 April, with racing from 09:00 until approximately 17:30. All crews must enter via British Rowing's BROE2 system at broe2.britishrowing.org; entries by post will not be accepted. The entry fee is £14 per seat, meaning that a coxed eight costs £126. Every competitor must hold a valid British Rowing racing licence and must be able to swim 50 metres in light clothing. Coxes aged under 14 are permitted to race only in J14 and J13 events. No refunds will be given for withdrawals after the closing date.",
            ),
            Good(
                "preserve",
                "Racing at the Tamar Junior Regatta? Here's what you need to know. You can enter from Monday 2 March until 18:00 on Friday 27 March 2026. The regatta is on Saturday 25 April at Calstock, and racing runs from 09:00 to about 17:30. Your crew must enter through British Rowing's BROE2 system (broe2.britishrowing.org) – we don't accept entries by post. It costs £14 per seat, so a coxed eight comes to £126. Every competitor must have a valid British Rowing racing licence and be able to swim 50 metres in light clothing. If your cox is under 14, they may race only in J14 and J13 events. If you withdraw after the closing date, you won't get a refund.",
            ),
            Good(
                "pl",
                "Zgłoszenia do regat Tamar Junior Regatta będą przyjmowane od poniedziałku 2 marca do piątku 27 marca 2026 r., do godz. 18:00. Same regaty odbędą się w sobotę 25 kwietnia w Calstock, a wyścigi potrwają od 9:00 do około 17:30. Załogi muszą zgłaszać się przez system BROE2 British Rowing na stronie broe2.britishrowing.org; zgłoszenia pocztowe nie są przyjmowane. Opłata startowa wynosi 14 £ od miejsca w łodzi, więc ósemka ze sternikiem kosztuje 126 £. Każdy zawodnik musi mieć ważną licencję wyścigową British Rowing i umieć przepłynąć 50 metrów w lekkim ubraniu. Sternicy poniżej 14 lat mogą startować wyłącznie w konkurencjach J14 i J13. W przypadku wycofania się po terminie zamknięcia zgłoszeń opłata nie zostanie zwrócona.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("until 18:00 on Friday 27 March 2026", "until 18:00 on Friday 3 April 2026")],
                "date",
            ),
            Slip(
                0,
                [
                    (
                        "meaning that a coxed eight costs £126.",
                        "meaning that a coxed eight costs £126. Medals will be awarded to the first three crews in every event.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("na stronie broe2.britishrowing.org", "na stronie broe.britishrowing.org")],
                "url",
            ),
        ],
    ),
]
