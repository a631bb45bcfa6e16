# ruff: noqa: E501, RUF001
"""English source cases of blind set 38: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-rowing-regatta-competitor-notice",
        source="Notice to Competitors – Henford Spring Regatta, Saturday 17 May 2025. Crews must register at Race Control in the boathouse no later than 60 minutes before their first race; late crews will not be permitted to boat. The upstream traffic lane is closed from 08:30 until 18:00, so all crews must warm up downstream of the railway bridge. Coxes under 16 must wear an inflatable lifejacket at all times afloat. Bow numbers are issued against a £20 cash deposit, refunded on return. Crews should arrive at the start at least 10 minutes before their scheduled time; the umpire may start a race without a crew that is not at the stake boat. Entry queries: entries@henfordrc.org.uk.",
        good=[
            Good(
                "preserve",
                "Henford Spring Regatta, Saturday 17 May 2025 – notice to competitors. Every crew must register at Race Control in the boathouse at least an hour before its first race; crews that arrive late will not be allowed to boat. Because the upstream traffic lane is closed between 08:30 and 18:00, all crews must do their warm-up downstream of the railway bridge. Coxes aged under 16 must wear an inflatable lifejacket whenever they are afloat. Bow numbers are handed out against a cash deposit of £20, which is refunded when they are returned. Crews should be at the start no less than 10 minutes before their scheduled race time, and the umpire may start a race without any crew that is not at the stake boat. Questions about entries: entries@henfordrc.org.uk.",
            ),
            Good(
                "preserve",
                "Racing at the Henford Spring Regatta on Saturday 17 May 2025? Here's what you need to know. You must register at Race Control in the boathouse no later than 60 minutes before your first race – if you're late, you won't be permitted to boat. The upstream traffic lane is closed from 08:30 to 18:00, so you must do your warm-up downstream of the railway bridge. If your cox is under 16, they must wear an inflatable lifejacket the whole time they're afloat. You'll get your bow numbers in exchange for a £20 cash deposit, which we refund when you hand them back. You should reach the start at least 10 minutes before your scheduled time: the umpire may start a race without any crew that isn't at the stake boat. Any questions about entries? Email entries@henfordrc.org.uk.",
            ),
            Good(
                "pl",
                "Komunikat dla zawodników – Regaty Wiosenne w Henford, sobota 17 maja 2025 r. Osady muszą zarejestrować się w biurze zawodów (Race Control) w hangarze najpóźniej 60 minut przed swoim pierwszym biegiem; spóźnione osady nie zostaną dopuszczone do wypłynięcia. Tor ruchu w górę rzeki jest zamknięty od 8:30 do 18:00, dlatego wszystkie osady muszą rozgrzewać się w dół rzeki od mostu kolejowego. Sternicy w wieku poniżej 16 lat muszą przez cały czas pobytu na wodzie nosić pneumatyczną kamizelkę ratunkową. Numery dziobowe są wydawane za kaucją w wysokości 20 GBP w gotówce, zwracaną po ich oddaniu. Osady powinny stawić się na starcie co najmniej 10 minut przed wyznaczoną godziną; sędzia może rozpocząć bieg bez osady, która nie czeka przy łodzi startowej (stake boat). Pytania dotyczące zgłoszeń: entries@henfordrc.org.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "at least an hour before its first race",
                        "at least half an hour before its first race",
                    )
                ],
                "number",
            ),
            Slip(1, [("so you must do your warm-up", "so you should do your warm-up")], "modality"),
            Slip(2, [("sobota 17 maja 2025 r.", "sobota 24 maja 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-householder-appeal-side-extension-dismissed",
        source="Appeal Ref: APP/K3605/D/24/3341872 – 14 Orchard Rise, Walton. The appeal is made under section 78 of the Town and Country Planning Act 1990 against the refusal of Elmbridge Borough Council to grant planning permission for a two-storey side extension. The Inspector, Ms R. Okafor, visited the site on 3 September 2024. She found that the extension would not harm the character of the street but would cause an unacceptable loss of daylight to the kitchen window of No. 12, contrary to Policy DM10 of the Development Management Plan 2015. The appeal is dismissed. No application for costs was made by either party. The decision was issued on 26 September 2024 and may be challenged in the High Court within six weeks.",
        good=[
            Good(
                "preserve",
                "This is a summary of appeal APP/K3605/D/24/3341872, which concerns 14 Orchard Rise, Walton. Elmbridge Borough Council refused planning permission for a two-storey side extension, and the appeal against that refusal was brought under section 78 of the Town and Country Planning Act 1990. The Inspector, Ms R. Okafor, made a site visit on 3 September 2024. In her view the extension would not harm the character of the street, but it would take an unacceptable amount of daylight from the kitchen window of No. 12, which goes against Policy DM10 of the Development Management Plan 2015. The appeal was therefore dismissed. Neither party applied for costs. The decision was issued on 26 September 2024, and it may be challenged in the High Court within six weeks.",
            ),
            Good(
                "preserve",
                "A planning inspector has dismissed an appeal over a two-storey side extension at 14 Orchard Rise, Walton (ref. APP/K3605/D/24/3341872). The appeal, made under section 78 of the Town and Country Planning Act 1990, challenged Elmbridge Borough Council's refusal of planning permission. After visiting the site on 3 September 2024, Inspector Ms R. Okafor concluded that the scheme would not harm the street's character. It would, however, cause an unacceptable loss of daylight to the kitchen window of No. 12, in conflict with Policy DM10 of the Development Management Plan 2015. Neither side made an application for costs. The decision, issued on 26 September 2024, may be challenged in the High Court within six weeks.",
            ),
            Good(
                "pl",
                "Odwołanie nr APP/K3605/D/24/3341872 – 14 Orchard Rise, Walton. Odwołanie wniesiono na podstawie art. 78 ustawy o planowaniu przestrzennym z 1990 r. (Town and Country Planning Act 1990) od odmowy wydania przez Radę Gminy Elmbridge (Elmbridge Borough Council) pozwolenia na budowę dwukondygnacyjnej dobudówki bocznej. Inspektor, pani R. Okafor, przeprowadziła oględziny nieruchomości 3 września 2024 r. Uznała, że dobudówka nie zaszkodzi charakterowi ulicy, ale spowoduje niedopuszczalne ograniczenie dopływu światła dziennego do okna kuchennego w budynku nr 12, co jest sprzeczne z zasadą DM10 Planu Zarządzania Zabudową z 2015 r. (Development Management Plan 2015). Odwołanie zostało oddalone. Żadna ze stron nie złożyła wniosku o zwrot kosztów. Decyzję wydano 26 września 2024 r.; można ją zaskarżyć do Wysokiego Trybunału (High Court) w terminie sześciu tygodni.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "In her view the extension would not harm",
                        "In her view the extension would harm",
                    )
                ],
                "negation",
            ),
            Slip(1, [("issued on 26 September 2024", "issued on 26 October 2024")], "date"),
            Slip(2, [("art. 78", "art. 87")], "legal_reference"),
        ],
    ),
    Case(
        key="en-hearing-aid-study-participant-information",
        source="Participant information: the CLEAR-2 hearing aid study. You are invited to take part because you are aged 55–80 and have mild to moderate hearing loss. If you agree, you will wear a rechargeable behind-the-ear hearing aid for 12 weeks and attend three visits at the Audiology Research Unit, each lasting about 90 minutes. You should wear the aid for at least 8 hours a day. You do not have to take part, and you may withdraw at any time without giving a reason; your NHS care will not be affected. Some people find the aid uncomfortable at first, and mild ear irritation is possible but usually settles within a week. You will receive £25 per visit towards travel costs. To ask questions, email clear2.study@kingsbridge.ac.uk or call 020 7946 0321.",
        good=[
            Good(
                "preserve",
                "About the CLEAR-2 hearing aid study. We are asking you to join because you are between 55 and 80 years old and have mild to moderate hearing loss. If you say yes, you will wear a rechargeable hearing aid that sits behind your ear for 12 weeks. You will also come to the Audiology Research Unit three times, and each visit takes about 90 minutes. You should wear the aid for at least 8 hours every day. You do not have to take part. You can leave the study at any time, and you do not need to say why. Your NHS care will not be affected. At first, some people find the aid uncomfortable. Your ear may become mildly irritated, but this usually gets better within a week. We will give you £25 for each visit to help with travel costs. Questions? Email clear2.study@kingsbridge.ac.uk or phone 020 7946 0321.",
            ),
            Good(
                "preserve",
                "CLEAR-2 Hearing Aid Study – Information for Participants. You are being invited to participate as you are aged between 55 and 80 years and have mild to moderate hearing loss. Should you agree, you will wear a rechargeable behind-the-ear hearing aid for a period of 12 weeks and attend three visits at the Audiology Research Unit, each of approximately 90 minutes' duration. The aid should be worn for a minimum of 8 hours daily. You are under no obligation to take part, and you may withdraw at any time without providing a reason; this will have no effect on your NHS care. Some participants initially find the aid uncomfortable, and mild irritation of the ear may occur, although it generally resolves within one week. A payment of £25 per visit is made towards travel costs. Enquiries may be directed to clear2.study@kingsbridge.ac.uk or 020 7946 0321.",
            ),
            Good(
                "pl",
                "Informacja dla uczestnika: badanie aparatów słuchowych CLEAR-2. Zapraszamy Pana/Panią do udziału, ponieważ jest Pan/Pani w wieku 55–80 lat i ma lekki lub umiarkowany ubytek słuchu. Jeśli wyrazi Pan/Pani zgodę, przez 12 tygodni będzie Pan/Pani nosić ładowalny aparat słuchowy typu zausznego i odbędzie trzy wizyty w Pracowni Badań Audiologicznych (Audiology Research Unit), z których każda potrwa około 90 minut. Aparat powinien być noszony co najmniej 8 godzin dziennie. Udział nie jest obowiązkowy i można z niego zrezygnować w dowolnym momencie bez podawania przyczyny; nie wpłynie to na opiekę w ramach NHS. Niektóre osoby początkowo odczuwają dyskomfort podczas noszenia aparatu; możliwe jest też lekkie podrażnienie ucha, które zwykle ustępuje w ciągu tygodnia. Za każdą wizytę otrzyma Pan/Pani 25 GBP na pokrycie kosztów dojazdu. Pytania można kierować na adres clear2.study@kingsbridge.ac.uk lub pod numer 020 7946 0321.",
            ),
        ],
        bad=[
            Slip(0, [("clear2.study@kingsbridge.ac.uk", "clear2.study@kingsbridge.co.uk")], "url"),
            Slip(
                1,
                [
                    (
                        "although it generally resolves within one week",
                        "although it resolves within one week",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("Aparat powinien być noszony", "Aparat musi być noszony")], "modality"),
        ],
    ),
    Case(
        key="en-changelog-tempora-date-library-4-2",
        source="""## tempora 4.2.0 (2025-03-11)

### Breaking changes
- `parseISO()` now throws a `RangeError` for invalid dates instead of returning `null`.
- Node.js 16 is no longer supported; the minimum version is **Node.js 18**.

### Fixes
- `addMonths(date, 1)` on 31 January now returns 28 or 29 February, not 3 March.
- Week numbers follow ISO 8601 when `weekStartsOn: 1` is set.

Upgrade with `npm install tempora@4.2.0`. The bundle size fell by about 12% (to 18.4 kB gzipped). See the [migration guide](https://tempora.dev/docs/migrate-4) before upgrading.""",
        good=[
            Good(
                "preserve",
                """## tempora 4.2.0 – released 2025-03-11

### Breaking changes
- Invalid dates passed to `parseISO()` no longer return `null`; a `RangeError` is thrown instead.
- Support for Node.js 16 has been dropped – **Node.js 18** is now the minimum version.

### Fixes
- Calling `addMonths(date, 1)` on 31 January now returns 28 or 29 February rather than 3 March.
- When `weekStartsOn: 1` is set, week numbers follow ISO 8601.

To upgrade, run `npm install tempora@4.2.0`. The bundle is about 12% smaller, at 18.4 kB gzipped. Please read the [migration guide](https://tempora.dev/docs/migrate-4) before you upgrade.""",
            ),
            Good(
                "preserve",
                """## What's new in tempora 4.2.0 (2025-03-11)

### Breaking changes
1. `parseISO()` throws a `RangeError` when it receives an invalid date; previously it returned `null`.
2. The minimum supported version is now **Node.js 18**; Node.js 16 is no longer supported.

### Fixes
1. `addMonths(date, 1)` applied to 31 January now gives 28 or 29 February instead of 3 March.
2. If `weekStartsOn: 1` is set, week numbers follow ISO 8601.

Install the release with `npm install tempora@4.2.0`. The bundle shrank by about 12% to 18.4 kB gzipped. Before upgrading, see the [migration guide](https://tempora.dev/docs/migrate-4).""",
            ),
            Good(
                "pl",
                """## tempora 4.2.0 (2025-03-11)

### Zmiany niezgodne wstecz
- `parseISO()` zgłasza teraz wyjątek `RangeError` dla nieprawidłowych dat, zamiast zwracać `null`.
- Node.js 16 nie jest już obsługiwany; minimalna wersja to **Node.js 18**.

### Poprawki
- `addMonths(date, 1)` wywołane dla 31 stycznia zwraca teraz 28 lub 29 lutego, a nie 3 marca.
- Numery tygodni są zgodne z ISO 8601, gdy ustawiono `weekStartsOn: 1`.

Aktualizacja: `npm install tempora@4.2.0`. Rozmiar pakietu zmniejszył się o około 12% (do 18,4 kB po kompresji gzip). Przed aktualizacją zapoznaj się z [przewodnikiem migracji](https://tempora.dev/docs/migrate-4).""",
            ),
        ],
        bad=[
            Slip(0, [("`npm install tempora@4.2.0`", "`npm install tempora@4.0.2`")], "code"),
            Slip(1, [("about 12% to 18.4 kB", "about 21% to 18.4 kB")], "number"),
            Slip(
                2,
                [
                    ("a nie 3 marca.\n- Numery tygodni", "a nie 3 marca. Numery tygodni"),
                    ("### Poprawki\n- `addMonths", "### Poprawki\n`addMonths"),
                ],
                "markdown",
            ),
        ],
    ),
    Case(
        key="en-leisure-centre-thermal-suite-rules",
        source="Thermal Suite – rules for users. The sauna and steam room are open to adults aged 18 and over; under-18s are not permitted at any time. Please shower before entering. Sessions should not exceed 15 minutes, and you must leave at least 10 minutes between sessions to cool down. Swimwear must be worn; towels may be used to sit on but must not be placed on the sauna heater. Do not pour more than two ladles of water on the stones. If you are pregnant or have heart problems or high blood pressure, you should consult your GP before use. The suite closes for cleaning daily from 13:00 to 13:30. Staff may ask anyone breaching these rules to leave.",
        good=[
            Good(
                "preserve",
                "Using our Thermal Suite? Here are the rules. The sauna and steam room are for adults aged 18 and over only – under-18s are not allowed in at any time. Please take a shower before you go in. Your sessions shouldn't last longer than 15 minutes, and you must allow at least 10 minutes between them to cool down. You must wear swimwear. You may sit on a towel, but you must not put a towel on the sauna heater. Please don't pour more than two ladles of water onto the stones. If you're pregnant or have heart problems or high blood pressure, you should check with your GP before using the suite. Every day between 13:00 and 13:30 the suite is closed for cleaning. Staff may ask anyone who breaks these rules to leave.",
            ),
            Good(
                "preserve",
                """Thermal Suite rules:
- Sauna and steam room: adults aged 18+ only; under-18s are not permitted at any time.
- Shower before entering.
- Sessions should be no longer than 15 minutes; you must leave at least 10 minutes between sessions to cool down.
- Swimwear must be worn. Towels may be used to sit on but must not be placed on the sauna heater.
- Pour no more than two ladles of water on the stones.
- If you are pregnant or have heart problems or high blood pressure, you should consult your GP before use.
- Closed for cleaning every day, 13:00–13:30.
- Staff may ask anyone breaching these rules to leave.""",
            ),
            Good(
                "pl",
                "Strefa termalna – regulamin dla użytkowników. Z sauny i łaźni parowej mogą korzystać wyłącznie osoby pełnoletnie (od 18 lat); osoby poniżej 18 lat nie mają wstępu w żadnym wypadku. Przed wejściem prosimy wziąć prysznic. Pojedyncza sesja nie powinna trwać dłużej niż 15 minut, a między sesjami trzeba zrobić co najmniej 10-minutową przerwę na schłodzenie organizmu. Strój kąpielowy jest obowiązkowy; na ręcznikach można siedzieć, ale nie wolno kłaść ich na piecu do sauny. Nie należy wylewać na kamienie więcej niż dwóch chochli wody. Kobiety w ciąży oraz osoby z chorobami serca lub nadciśnieniem powinny przed skorzystaniem ze strefy skonsultować się z lekarzem rodzinnym. Strefa jest codziennie zamykana na sprzątanie w godzinach 13:00–13:30. Personel może wyprosić każdą osobę naruszającą niniejszy regulamin.",
            ),
        ],
        bad=[
            Slip(0, [("between 13:00 and 13:30", "between 13:00 and 14:30")], "number"),
            Slip(
                1,
                [
                    (
                        "Sessions should be no longer than 15 minutes",
                        "Sessions must be no longer than 15 minutes",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("ale nie wolno kłaść ich na piecu", "a także wolno kłaść je na piecu")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-coast-path-cliff-fall-closure",
        source="Coast Path closure: Porthmellin Head to Kenwyn Cove. Following a cliff fall on 9 January 2025, Cornwall Council has closed a 1.2 km section of the South West Coast Path between Porthmellin Head and Kenwyn Cove under a temporary traffic regulation order. The closure is expected to last until at least 31 March 2025 while geotechnical surveys are carried out. Walkers must follow the signed inland diversion via Trevose Lane, which adds about 2.5 km and includes a steep climb. Do not climb over the barriers: the cliff edge remains unstable and further falls are likely. Dogs should be kept on a lead on the diversion, which crosses working farmland. Updates: www.cornwall.gov.uk/coastpathclosures.",
        good=[
            Good(
                "preserve",
                "A 1.2 km stretch of the South West Coast Path between Porthmellin Head and Kenwyn Cove has been closed by Cornwall Council after a cliff fall on 9 January 2025. The section is shut under a temporary traffic regulation order, and the closure is expected to stay in place until at least 31 March 2025 while geotechnical surveys take place. Walkers must use the signed inland diversion along Trevose Lane; it is roughly 2.5 km longer and includes a steep climb. People are warned not to climb over the barriers, because the cliff edge is still unstable and more falls are likely. On the diversion, which crosses working farmland, dogs should be kept on a lead. Updates are posted at www.cornwall.gov.uk/coastpathclosures.",
            ),
            Good(
                "preserve",
                "Coast Path closed between Porthmellin Head and Kenwyn Cove. What happened: a cliff fall on 9 January 2025, after which Cornwall Council closed 1.2 km of the South West Coast Path here under a temporary traffic regulation order. How long: the closure is expected to last until at least 31 March 2025, while geotechnical surveys are carried out. What you must do: follow the signed inland diversion via Trevose Lane. It adds about 2.5 km and has a steep climb. Do not climb over the barriers – the cliff edge is still unstable and further falls are likely. You should keep dogs on a lead on the diversion, as it crosses working farmland. For updates, see www.cornwall.gov.uk/coastpathclosures.",
            ),
            Good(
                "pl",
                "Zamknięcie szlaku nadmorskiego: odcinek Porthmellin Head – Kenwyn Cove. Po osunięciu się klifu 9 stycznia 2025 r. Rada Kornwalii (Cornwall Council) zamknęła na mocy tymczasowego zarządzenia w sprawie organizacji ruchu 1,2-kilometrowy odcinek szlaku South West Coast Path między Porthmellin Head a Kenwyn Cove. Przewiduje się, że zamknięcie potrwa co najmniej do 31 marca 2025 r.; w tym czasie prowadzone będą badania geotechniczne. Piesi muszą korzystać z oznakowanego objazdu w głąb lądu przez Trevose Lane, który wydłuża trasę o około 2,5 km i obejmuje strome podejście. Nie wolno przechodzić przez barierki: krawędź klifu nadal jest niestabilna, a kolejne osunięcia są prawdopodobne. Na objeździe, który prowadzi przez użytkowane grunty rolne, psy powinny być prowadzone na smyczy. Aktualne informacje: www.cornwall.gov.uk/coastpathclosures.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("after a cliff fall on 9 January 2025", "after a cliff fall on 19 January 2025")],
                "date",
            ),
            Slip(
                1,
                [("www.cornwall.gov.uk/coastpathclosures", "www.cornwall.gov.uk/coastpathclosure")],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "Nie wolno przechodzić przez barierki:",
                        "Nie wolno przechodzić przez barierki (grozi za to mandat w wysokości 100 GBP):",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-abstract-seagrass-sediment-carbon-stocks",
        source="Seagrass meadows are often cited as efficient 'blue carbon' sinks, yet estimates for temperate Zostera marina beds remain sparse (Fourqurean et al., 2012). We sampled sediment cores to 1 m depth at 46 sites across four estuaries in south-west England between May and August 2023. Mean organic carbon stock was 74 ± 18 Mg C ha⁻¹, roughly 40% lower than the global average reported by Kennedy and Björk (2009), and stocks in nearby unvegetated sediments were about half those in the meadows. Carbon stocks increased with meadow age and fine-sediment content but were not related to shoot density. These results suggest that temperate meadows probably store less carbon than assumed in national inventories, and that protecting older meadows may deliver the greatest climate benefit.",
        good=[
            Good(
                "preserve",
                "Although seagrass meadows are frequently described as efficient 'blue carbon' sinks, estimates for temperate Zostera marina beds are still scarce (Fourqurean et al., 2012). Between May and August 2023, we collected sediment cores to a depth of 1 m at 46 sites in four estuaries in south-west England. The mean organic carbon stock was 74 ± 18 Mg C ha⁻¹, approximately 40% below the global average reported by Kennedy and Björk (2009); nearby unvegetated sediments held roughly half the stock found in the meadows. Stocks rose with meadow age and with fine-sediment content, but showed no relationship with shoot density. Our findings suggest that temperate meadows probably hold less carbon than national inventories assume, and that protecting older meadows may yield the largest climate benefit.",
            ),
            Good(
                "preserve",
                "Seagrass is often praised as an efficient 'blue carbon' store, but there are few estimates for temperate beds of Zostera marina (Fourqurean et al., 2012). The researchers took sediment cores down to 1 m at 46 sites in four estuaries in south-west England from May to August 2023. On average the meadows held 74 ± 18 Mg of organic carbon per hectare – roughly 40% less than the global average given by Kennedy and Björk (2009). Bare sediment nearby held only about half as much as the meadows. Older meadows and those with more fine sediment stored more carbon, while shoot density made no difference. The results suggest that temperate meadows probably store less carbon than national inventories assume, and that protecting older meadows may bring the biggest climate benefit.",
            ),
            Good(
                "pl",
                "Łąki trawy morskiej są często przywoływane jako wydajne pochłaniacze „błękitnego węgla”, jednak szacunki dla łąk Zostera marina w strefie umiarkowanej wciąż są nieliczne (Fourqurean i in., 2012). W okresie od maja do sierpnia 2023 r. pobraliśmy rdzenie osadów do głębokości 1 m na 46 stanowiskach w czterech estuariach w południowo-zachodniej Anglii. Średni zasób węgla organicznego wyniósł 74 ± 18 Mg C ha⁻¹, czyli był o około 40% niższy od średniej światowej podanej w pracy Kennedy i Björk (2009), a w pobliskich osadach pozbawionych roślinności zasoby stanowiły mniej więcej połowę zasobów na łąkach. Zasoby węgla rosły wraz z wiekiem łąki i zawartością drobnego osadu, nie były natomiast związane z zagęszczeniem pędów. Wyniki wskazują, że łąki strefy umiarkowanej prawdopodobnie magazynują mniej węgla, niż zakłada się w krajowych inwentaryzacjach, a ochrona starszych łąk może przynieść największe korzyści klimatyczne.",
            ),
        ],
        bad=[
            Slip(0, [("at 46 sites", "at 64 sites")], "number"),
            Slip(1, [("(Fourqurean et al., 2012)", "(Fourqurean et al., 2015)")], "citation"),
            Slip(2, [("prawdopodobnie magazynują", "magazynują")], "hedge"),
        ],
    ),
    Case(
        key="en-student-hall-fire-alarm-policy",
        source="Fire alarm policy – Ashdown Hall of Residence. When the alarm sounds, all residents must leave the building immediately by the nearest exit and go to the assembly point in Car Park B; do not stop to collect belongings and never use the lifts. Fire doors must not be wedged open. Cooking is permitted only in the shared kitchens, and you should never leave a hob unattended. If a false alarm is caused by burnt food or steam, the flat will be charged £150 per call-out. Tampering with detectors or extinguishers is an offence under article 32 of the Regulatory Reform (Fire Safety) Order 2005 and may lead to eviction. Weekly alarm tests take place every Wednesday at 10:00 and last no more than one minute.",
        good=[
            Good(
                "preserve",
                "Ashdown Hall of Residence: Fire Alarm Policy. On hearing the alarm, every resident must evacuate the building without delay by the nearest exit and proceed to the assembly point in Car Park B. Residents must not stop to collect belongings, and the lifts must never be used. Fire doors must not be wedged open. Cooking is allowed in the shared kitchens only, and a hob should never be left unattended. Where a false alarm is caused by burnt food or steam, the flat will be charged £150 per call-out. Tampering with detectors or extinguishers constitutes an offence under article 32 of the Regulatory Reform (Fire Safety) Order 2005 and may result in eviction. The alarm is tested weekly, every Wednesday at 10:00, for no longer than one minute.",
            ),
            Good(
                "preserve",
                "Fire alarm? Here's what to do in Ashdown Hall. As soon as the alarm goes off, you must get out of the building straight away through the nearest exit and head to the assembly point in Car Park B. Don't stop to grab your things, and never use the lifts. Fire doors must not be propped open. You're allowed to cook only in the shared kitchens, and you should never walk away from a hob and leave it unattended. If burnt food or steam sets off a false alarm, your flat will be charged £150 for each call-out. Tampering with detectors or extinguishers is an offence under article 32 of the Regulatory Reform (Fire Safety) Order 2005, and it may get you evicted. We test the alarm every Wednesday at 10:00, and the test lasts one minute at most.",
            ),
            Good(
                "pl",
                "Zasady przeciwpożarowe – dom studencki Ashdown Hall. Po usłyszeniu alarmu wszyscy mieszkańcy muszą natychmiast opuścić budynek najbliższym wyjściem i udać się na miejsce zbiórki na parkingu B; nie wolno zatrzymywać się, by zabrać swoje rzeczy, i nigdy nie wolno korzystać z wind. Drzwi przeciwpożarowych nie wolno blokować w pozycji otwartej. Gotowanie jest dozwolone wyłącznie we wspólnych kuchniach, a włączonej płyty kuchennej nigdy nie powinno się zostawiać bez nadzoru. Jeżeli fałszywy alarm zostanie wywołany przez przypalone jedzenie lub parę, mieszkanie zostanie obciążone opłatą w wysokości 150 GBP za każde wezwanie. Manipulowanie czujkami lub gaśnicami stanowi przestępstwo na podstawie art. 32 rozporządzenia Regulatory Reform (Fire Safety) Order 2005 i może skutkować usunięciem z akademika. Cotygodniowe testy alarmu odbywają się w każdą środę o 10:00 i trwają nie dłużej niż minutę.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("a hob should never be left unattended", "a hob must never be left unattended")],
                "modality",
            ),
            Slip(1, [("Don't stop to grab your things", "Stop to grab your things")], "negation"),
            Slip(2, [("art. 32", "art. 23")], "legal_reference"),
        ],
    ),
    Case(
        key="en-bakery-gluten-cross-contact-statement",
        source="Our gluten statement. Everything at Crumb & Co. is baked in one kitchen where wheat, rye and barley flour are used every day. Our 'gluten-free' brownies and almond cakes are made without gluten-containing ingredients, and independent testing in October 2024 found less than 20 ppm of gluten in them, the legal threshold for a gluten-free claim. However, airborne flour means cross-contact is possible, so we cannot guarantee that any product is completely free of gluten. We do not recommend our bakery to customers with coeliac disease who are highly sensitive. Staff are happy to show you the full ingredient list, but they are not able to give medical advice. Questions: hello@crumbandco.co.uk.",
        good=[
            Good(
                "preserve",
                "About gluten at Crumb & Co. We bake everything in a single kitchen, and wheat, rye and barley flour are used there every day. Our 'gluten-free' brownies and almond cakes are made with no ingredients that contain gluten. When they were tested independently in October 2024, they had less than 20 ppm of gluten, which is the legal threshold for calling a product gluten-free. Because flour gets into the air, cross-contact may happen, so we cannot promise that any of our products is totally free of gluten. If you have coeliac disease and are highly sensitive, we do not recommend our bakery for you. Our staff will gladly show you the full ingredient list, but they cannot give medical advice. Any questions? Write to hello@crumbandco.co.uk.",
            ),
            Good(
                "preserve",
                "Gluten statement – Crumb & Co. All of our products are baked in a single kitchen in which wheat, rye and barley flour are handled daily. Our brownies and almond cakes labelled 'gluten-free' are prepared without any ingredients containing gluten; independent tests carried out in October 2024 showed gluten levels below 20 ppm, the legal threshold for a gluten-free claim. Owing to airborne flour, cross-contact cannot be ruled out, and we are therefore unable to guarantee that any product is entirely free of gluten. Our bakery is not recommended for highly sensitive customers with coeliac disease. Staff will willingly provide the full ingredient list but are unable to offer medical advice. Enquiries: hello@crumbandco.co.uk.",
            ),
            Good(
                "pl",
                "Informacja o glutenie. Wszystkie wyroby Crumb & Co. pieczemy w jednej kuchni, w której codziennie używa się mąki pszennej, żytniej i jęczmiennej. Nasze „bezglutenowe” brownie i ciasta migdałowe są wytwarzane bez składników zawierających gluten, a niezależne badanie z października 2024 r. wykazało w nich mniej niż 20 ppm glutenu, czyli poniżej progu prawnego uprawniającego do oznaczenia „bezglutenowy”. Ponieważ mąka unosi się w powietrzu, możliwy jest kontakt krzyżowy, dlatego nie możemy zagwarantować, że którykolwiek produkt jest całkowicie wolny od glutenu. Nie polecamy naszej piekarni bardzo wrażliwym klientom chorym na celiakię. Personel chętnie pokaże pełną listę składników, ale nie może udzielać porad medycznych. Pytania: hello@crumbandco.co.uk.",
            ),
        ],
        bad=[
            Slip(0, [("cross-contact may happen", "cross-contact will happen")], "hedge"),
            Slip(
                1,
                [("Our bakery is not recommended for", "Our bakery is recommended for")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Nasze „bezglutenowe” brownie i ciasta migdałowe są wytwarzane",
                        "Nasze „bezglutenowe” brownie i ciasta migdałowe, pieczone wyłącznie w poniedziałki rano, są wytwarzane",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-sportive-rider-briefing-dales-100",
        source="""# Dales 100 Sportive – rider briefing

**Start:** Sunday 8 June 2025, Skipton Auction Mart, rolling start from 07:00 to 08:15.

- Helmets **must** be worn at all times; riders without one will not be allowed to start.
- The route is 162 km with 2,450 m of climbing. The feed station at Hawes (km 78) closes at 12:30.
- Roads are **not** closed: obey the Highway Code and ride no more than two abreast.
- You should carry two inner tubes, a pump and a charged phone.
- Riders who have not reached Hawes by 12:30 may be diverted onto the 100 km route.

Full route file: [dales100.co.uk/route](https://dales100.co.uk/route)""",
        good=[
            Good(
                "preserve",
                """# Rider briefing: Dales 100 Sportive

**Start:** Skipton Auction Mart on Sunday 8 June 2025. The start is rolling, between 07:00 and 08:15.

- You **must** wear a helmet at all times. Anyone without a helmet will not be allowed to start.
- Distance: 162 km, with 2,450 m of climbing. The Hawes feed station (km 78) closes at 12:30.
- The roads are **not** closed, so obey the Highway Code and never ride more than two abreast.
- You should have two inner tubes, a pump and a charged phone with you.
- If you haven't reached Hawes by 12:30, you may be diverted onto the 100 km route.

Full route file: [dales100.co.uk/route](https://dales100.co.uk/route)""",
            ),
            Good(
                "preserve",
                """# Dales 100 Sportive: Briefing for Riders

**Start:** Sunday 8 June 2025 at Skipton Auction Mart (rolling start, 07:00–08:15).

1. Helmets are **mandatory** at all times; no rider without a helmet will be permitted to start.
2. The course measures 162 km and includes 2,450 m of ascent. The feed station at Hawes, at km 78, closes at 12:30.
3. The roads will **not** be closed. Riders must obey the Highway Code and must not ride more than two abreast.
4. Riders should carry two inner tubes, a pump and a charged mobile phone.
5. Any rider who has not reached Hawes by 12:30 may be diverted onto the 100 km route.

The full route file is available at [dales100.co.uk/route](https://dales100.co.uk/route).""",
            ),
            Good(
                "pl",
                """# Dales 100 Sportive – odprawa dla uczestników

**Start:** niedziela 8 czerwca 2025 r., Skipton Auction Mart; start rozłożony w czasie, od 7:00 do 8:15.

- Kask **musi** być noszony przez cały czas; zawodnicy bez kasku nie zostaną dopuszczeni do startu.
- Trasa ma 162 km i 2450 m przewyższenia. Bufet w Hawes (78. km) zamyka się o 12:30.
- Drogi **nie** są zamknięte dla ruchu: przestrzegaj przepisów ruchu drogowego (Highway Code) i jedź najwyżej dwójkami obok siebie.
- Każdy uczestnik powinien mieć przy sobie dwie dętki, pompkę i naładowany telefon.
- Zawodnicy, którzy nie dotrą do Hawes do 12:30, mogą zostać skierowani na trasę 100 km.

Pełny plik trasy: [dales100.co.uk/route](https://dales100.co.uk/route)""",
            ),
        ],
        bad=[
            Slip(0, [("Distance: 162 km", "Distance: 126 km")], "number"),
            Slip(
                1,
                [
                    (
                        "# Dales 100 Sportive: Briefing for Riders\n",
                        "Dales 100 Sportive: Briefing for Riders\n",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "Każdy uczestnik powinien mieć przy sobie",
                        "Każdy uczestnik musi mieć przy sobie",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-premium-bonds-prize-payment-faq",
        source="**How are prizes paid?** Premium Bonds prizes are drawn each month by ERNIE, and winners are usually notified within the first few working days of the month. If you have chosen direct payment, the prize is paid into your bank account within about 3 working days. You must hold bonds for one clear calendar month before they become eligible: bonds bought in March first enter the May draw. The current prize fund rate is 4.0% a year, and the odds of each £1 bond winning are 22,000 to 1. Prizes are tax-free. Unclaimed prizes never expire – you can check for them at any time at nsandi.com/prize-checker. You cannot hold more than £50,000 in Premium Bonds.",
        good=[
            Good(
                "preserve",
                "**How are prizes paid?** ERNIE draws Premium Bonds prizes every month, and winners are usually told within the first few working days of the month. With direct payment selected, your prize is paid into your bank account within about 3 working days. Bonds only become eligible once they have been held for one clear calendar month, so bonds bought in March are first entered into the May draw. The prize fund rate is currently 4.0% a year, and each £1 bond has odds of 22,000 to 1 of winning. Prizes are free of tax. There is no time limit on claiming prizes – check for unclaimed ones whenever you like at nsandi.com/prize-checker. The maximum you can hold in Premium Bonds is £50,000.",
            ),
            Good(
                "preserve",
                "**How do I get my prize?** Every month ERNIE draws the Premium Bonds prizes, and if you win you'll usually hear within the first few working days of the month. If you've chosen direct payment, the prize will be paid into your bank account within about 3 working days. Remember that you must hold your bonds for one clear calendar month before they become eligible – for example, bonds you buy in March go into the May draw for the first time. Right now the prize fund rate is 4.0% a year, and the odds of any £1 bond winning are 22,000 to 1. You pay no tax on prizes. Unclaimed prizes never expire, so you can look for them at any time at nsandi.com/prize-checker. You can hold up to £50,000 in Premium Bonds, but no more.",
            ),
            Good(
                "pl",
                "**Jak wypłacane są nagrody?** Nagrody w Premium Bonds losuje co miesiąc ERNIE, a zwycięzcy są zwykle powiadamiani w ciągu pierwszych kilku dni roboczych miesiąca. Jeśli wybrano wypłatę bezpośrednią, nagroda trafia na rachunek bankowy w ciągu około 3 dni roboczych. Obligacje trzeba posiadać przez jeden pełny miesiąc kalendarzowy, zanim zaczną uczestniczyć w losowaniach: obligacje kupione w marcu po raz pierwszy biorą udział w losowaniu majowym. Obecne oprocentowanie funduszu nagród wynosi 4,0% rocznie, a szansa wygranej dla każdej obligacji o wartości 1 GBP wynosi 1 do 22 000. Nagrody są wolne od podatku. Nieodebrane nagrody nigdy nie przepadają – można je sprawdzić w dowolnym momencie na stronie nsandi.com/prize-checker. Nie można posiadać obligacji Premium Bonds o wartości większej niż 50 000 GBP.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Prizes are free of tax.",
                        "Prizes are free of tax, although any prize over £100,000 must be declared to HMRC.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("nsandi.com/prize-checker", "nsandi.co.uk/prize-checker")], "url"),
            Slip(2, [("4,0% rocznie", "4,4% rocznie")], "number"),
        ],
    ),
    Case(
        key="en-cattery-booking-vaccination-terms",
        source="Booking terms – Whiskers Lodge Cattery. All cats must be vaccinated against cat flu and enteritis at least 14 days before arrival; we cannot accept a cat without its vaccination card. A 25% non-refundable deposit is required to confirm a booking. Over Christmas (20 December to 3 January) the minimum stay is five nights. Check-in is between 09:00 and 11:00 and check-out between 15:00 and 17:00, Monday to Saturday; we are closed on Sundays. Owners may bring their cat's own bedding and toys, but we cannot guarantee their return if they become soiled. Unneutered toms over six months old will not be accepted. Medication can be given at no extra charge.",
        good=[
            Good(
                "preserve",
                "Booking with Whiskers Lodge Cattery. Your cat must have been vaccinated against cat flu and enteritis at least 14 days before it arrives, and we can't take any cat that comes without its vaccination card. To confirm your booking, you need to pay a 25% deposit, which is non-refundable. Over Christmas, from 20 December to 3 January, cats must stay for at least five nights. You can check in from 09:00 to 11:00 and check out from 15:00 to 17:00, Monday to Saturday – we're closed on Sundays. You're welcome to bring your cat's own bedding and toys, though if they get soiled we can't guarantee you'll get them back. We won't accept unneutered toms older than six months. We can give medication at no extra charge.",
            ),
            Good(
                "preserve",
                """Whiskers Lodge Cattery – booking terms
- Vaccinations: all cats must be vaccinated against cat flu and enteritis at least 14 days before arrival. A cat without its vaccination card cannot be accepted.
- Deposit: 25%, non-refundable, required to confirm the booking.
- Christmas (20 December – 3 January): minimum stay of five nights.
- Check-in 09:00–11:00, check-out 15:00–17:00, Monday to Saturday. Closed on Sundays.
- Owners may bring their cat's own bedding and toys; their return cannot be guaranteed if they become soiled.
- Unneutered toms over six months old: not accepted.
- Medication: can be given at no extra charge.""",
            ),
            Good(
                "pl",
                "Warunki rezerwacji – hotel dla kotów Whiskers Lodge. Wszystkie koty muszą być zaszczepione przeciwko kociemu katarowi i zakaźnemu zapaleniu jelit co najmniej 14 dni przed przyjazdem; nie możemy przyjąć kota bez książeczki szczepień. Do potwierdzenia rezerwacji wymagana jest bezzwrotna zaliczka w wysokości 25%. W okresie świątecznym (od 20 grudnia do 3 stycznia) minimalny pobyt wynosi pięć nocy. Przyjęcia odbywają się w godzinach 9:00–11:00, a odbiory w godzinach 15:00–17:00, od poniedziałku do soboty; w niedziele jesteśmy nieczynni. Właściciele mogą przywieźć własne posłanie i zabawki kota, ale nie gwarantujemy ich zwrotu, jeśli zostaną zabrudzone. Niekastrowane kocury w wieku powyżej sześciu miesięcy nie będą przyjmowane. Leki możemy podawać bez dodatkowej opłaty.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Your cat must have been vaccinated", "Your cat should have been vaccinated")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Unneutered toms over six months old: not accepted.",
                        "Unneutered toms over six months old: accepted.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("od 20 grudnia do 3 stycznia", "od 20 grudnia do 6 stycznia")], "date"),
        ],
    ),
    Case(
        key="en-council-tax-discretionary-rebate-letter",
        source="""Dear Resident,

Council tax account 40071239 – 2025/26 rebate. Following a review of your account, you are entitled to a rebate of £186.40 under the council's Discretionary Reduction Scheme, made under section 13A(1)(c) of the Local Government Finance Act 1992. The rebate has been applied to your 2025/26 bill, so from July your monthly instalments will fall from £162.00 to £141.29 for the remaining nine instalments. You do not need to do anything. If your circumstances change, you must tell us within 21 days. If you disagree with this decision, you may ask for a review in writing within one month of the date of this letter.

Yours faithfully,
Revenues Team, Northdale District Council""",
        good=[
            Good(
                "preserve",
                """Dear Resident,

About your council tax account 40071239: a rebate for 2025/26. We have reviewed your account, and you are entitled to a rebate of £186.40. It is given under the council's Discretionary Reduction Scheme, which is made under section 13A(1)(c) of the Local Government Finance Act 1992. We have taken the rebate off your 2025/26 bill. This means that from July each of your remaining nine monthly instalments will go down from £162.00 to £141.29. You don't have to do anything. If your circumstances change, you must let us know within 21 days. If you don't agree with this decision, you can ask us in writing to review it within one month of the date of this letter.

Yours faithfully,
Revenues Team, Northdale District Council""",
            ),
            Good(
                "preserve",
                """Dear Resident,

Re: council tax account 40071239 – rebate for 2025/26

Your account has been reviewed, and you qualify for a rebate of £186.40 under the council's Discretionary Reduction Scheme, established under section 13A(1)(c) of the Local Government Finance Act 1992. This sum has been credited against your 2025/26 bill; consequently, your remaining nine monthly instalments will be reduced from £162.00 to £141.29 with effect from July. No action is required on your part. You must notify us of any change in your circumstances within 21 days. Should you disagree with this decision, you may request a review in writing within one month of the date of this letter.

Yours faithfully,
Revenues Team
Northdale District Council""",
            ),
            Good(
                "pl",
                """Szanowni Państwo,

konto podatku lokalnego (council tax) nr 40071239 – zwrot za rok 2025/26. Po przeglądzie Państwa konta przysługuje Państwu zwrot w wysokości 186,40 GBP w ramach uznaniowego programu ulg rady (Discretionary Reduction Scheme), ustanowionego na podstawie art. 13A ust. 1 lit. c ustawy o finansach samorządu lokalnego z 1992 r. (Local Government Finance Act 1992). Zwrot został zaliczony na poczet rachunku za rok 2025/26, dlatego od lipca każda z pozostałych dziewięciu miesięcznych rat zmniejszy się ze 162,00 GBP do 141,29 GBP. Nie muszą Państwo nic robić. W razie zmiany Państwa sytuacji muszą Państwo powiadomić nas o tym w ciągu 21 dni. Jeśli nie zgadzają się Państwo z tą decyzją, mogą Państwo na piśmie wystąpić o jej ponowne rozpatrzenie w ciągu miesiąca od daty niniejszego pisma.

Z poważaniem
Dział Dochodów, Rada Dystryktu Northdale (Northdale District Council)""",
            ),
        ],
        bad=[
            Slip(0, [("from £162.00 to £141.29", "from £162.00 to £114.29")], "number"),
            Slip(1, [("section 13A(1)(c)", "section 13A(1)(a)")], "legal_reference"),
            Slip(
                2,
                [("Nie muszą Państwo nic robić.", "You do not need to do anything.")],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-school-swimming-lessons-parent-letter",
        source="""Dear Parents and Carers,

Year 4 swimming lessons will take place at Riverside Leisure Centre every Thursday afternoon from 9 January to 27 March 2025 (except half-term week, 17–21 February). The coach leaves school at 13:15 and returns at about 15:10. Children must bring a swimming costume or trunks, a towel and a named swimming hat; goggles may be worn only with a signed consent form. Jewellery must not be worn. If your child cannot swim for medical reasons, please send a note to the class teacher. A voluntary contribution of £3 per week towards the coach is requested, but no child will be excluded if you do not pay. Most children should be able to swim 25 metres by the end of the course.

Mrs K. Adeyemi, Head of Year 4""",
        good=[
            Good(
                "preserve",
                """Dear Parents and Carers,

Our Year 4 children will have swimming lessons at Riverside Leisure Centre on Thursday afternoons from 9 January to 27 March 2025. There will be no lesson in half-term week (17–21 February). The coach sets off from school at 13:15 and gets back at about 15:10. Your child must bring a swimming costume or trunks, a towel and a swimming hat with their name on it. Goggles may only be worn if we have a signed consent form. Jewellery must not be worn. If your child is unable to swim for medical reasons, please send a note to their class teacher. We are asking for a voluntary contribution of £3 a week towards the coach, but no child will be left out if you don't pay. By the end of the course, most children should be able to swim 25 metres.

Mrs K. Adeyemi, Head of Year 4""",
            ),
            Good(
                "preserve",
                """Dear Parents and Carers,

Swimming lessons for Year 4 will be held at Riverside Leisure Centre each Thursday afternoon between 9 January and 27 March 2025, with the exception of half-term week (17–21 February). The coach will depart from school at 13:15 and return at approximately 15:10. Pupils are required to bring a swimming costume or trunks, a towel and a swimming hat marked with their name; goggles are permitted only where a signed consent form has been provided. Pupils must not wear jewellery. Should your child be unable to swim for medical reasons, please send a note to the class teacher. We request a voluntary contribution of £3 per week towards the cost of the coach; however, no child will be excluded for non-payment. We expect most children to be able to swim 25 metres by the end of the course.

Mrs K. Adeyemi
Head of Year 4""",
            ),
            Good(
                "pl",
                """Drodzy Rodzice i Opiekunowie,

lekcje pływania dla klasy 4 (Year 4) będą się odbywać w centrum rekreacyjnym Riverside Leisure Centre w każdy czwartek po południu od 9 stycznia do 27 marca 2025 r. (z wyjątkiem tygodnia ferii śródsemestralnych, 17–21 lutego). Autokar odjeżdża spod szkoły o 13:15 i wraca około 15:10. Dzieci muszą przynieść kostium kąpielowy lub kąpielówki, ręcznik oraz czepek pływacki podpisany imieniem i nazwiskiem; okulary pływackie można nosić wyłącznie po dostarczeniu podpisanej zgody. Nie wolno nosić biżuterii. Jeśli Państwa dziecko nie może pływać ze względów zdrowotnych, prosimy o przekazanie pisemnej informacji wychowawcy klasy. Prosimy o dobrowolną wpłatę 3 GBP tygodniowo na pokrycie kosztów autokaru, ale żadne dziecko nie zostanie wykluczone z powodu braku wpłaty. Do końca kursu większość dzieci powinna umieć przepłynąć 25 metrów.

Mrs K. Adeyemi, koordynatorka klas czwartych (Head of Year 4)""",
            ),
        ],
        bad=[
            Slip(0, [("gets back at about 15:10", "gets back at 15:10")], "hedge"),
            Slip(
                1,
                [("between 9 January and 27 March 2025", "between 9 January and 27 May 2025")],
                "date",
            ),
            Slip(2, [("Dzieci muszą przynieść", "Dzieci mogą przynieść")], "modality"),
        ],
    ),
    Case(
        key="en-classic-car-auction-lot-e-type",
        source="Lot 214 – 1961 Jaguar E-Type Series 1 3.8 Roadster. Chassis number 876231, registration 1 VHP. Supplied new to Henlys of London in May 1961, this car is believed to be one of the first 500 right-hand-drive roadsters built, although the factory records are incomplete. It received a bare-metal restoration between 2016 and 2019, costing over £140,000 according to invoices on file. The engine is not the original unit but a correct-type 3.8-litre replacement. The odometer shows 48,310 miles, which is thought to be genuine. Estimate: £160,000–£190,000. Viewing is by appointment only on Friday 12 September, 10:00–16:00. A buyer's premium of 15% plus VAT applies.",
        good=[
            Good(
                "preserve",
                "Lot 214: 1961 Jaguar E-Type Series 1 3.8 Roadster (chassis no. 876231, registration 1 VHP). Supplied new to Henlys of London in May 1961, it is believed to be among the first 500 right-hand-drive roadsters made, though the factory records are incomplete. A bare-metal restoration was carried out from 2016 to 2019; invoices on file show it cost more than £140,000. The engine is a correct-type 3.8-litre replacement rather than the original unit. The 48,310 miles on the odometer are thought to be genuine. Estimate £160,000–£190,000. Viewing by appointment only, Friday 12 September, 10:00–16:00. Buyer's premium: 15% plus VAT.",
            ),
            Good(
                "preserve",
                "Lot 214 is a 1961 Jaguar E-Type Series 1 3.8 Roadster, chassis number 876231, registered 1 VHP. The car was supplied new to Henlys of London in May 1961. The factory records are incomplete, but it is believed to be one of the first 500 right-hand-drive roadsters built. Between 2016 and 2019 it was restored to bare metal, at a cost of over £140,000 according to the invoices on file. Its 3.8-litre engine is a correct-type replacement, not the original unit, while the recorded mileage of 48,310 is thought to be genuine. The car is estimated at £160,000–£190,000. It can be viewed on Friday 12 September between 10:00 and 16:00, strictly by appointment. A buyer's premium of 15% plus VAT is payable.",
            ),
            Good(
                "pl",
                "Pozycja 214 – Jaguar E-Type Series 1 3.8 Roadster z 1961 r. Numer podwozia 876231, numer rejestracyjny 1 VHP. Samochód dostarczono jako nowy do firmy Henlys of London w maju 1961 r.; uważa się, że jest jednym z pierwszych 500 roadsterów z kierownicą po prawej stronie, choć dokumentacja fabryczna jest niekompletna. W latach 2016–2019 przeszedł renowację do gołej blachy, która według dołączonych faktur kosztowała ponad 140 000 GBP. Silnik nie jest oryginalny – to właściwy dla modelu zamiennik o pojemności 3,8 litra. Licznik wskazuje 48 310 mil i przebieg ten uważa się za prawdziwy. Szacunkowa wartość: 160 000–190 000 GBP. Oględziny wyłącznie po wcześniejszym umówieniu, w piątek 12 września w godz. 10:00–16:00. Obowiązuje opłata aukcyjna kupującego w wysokości 15% plus VAT.",
            ),
        ],
        bad=[
            Slip(0, [("cost more than £140,000", "cost more than £104,000")], "number"),
            Slip(1, [("is thought to be genuine", "is genuine")], "hedge"),
            Slip(
                2,
                [
                    (
                        "w maju 1961 r.;",
                        "w maju 1961 r. dla pierwszego właściciela, dr. Alana Pierce'a;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-readme-gpxtrim-track-cleaner",
        source="""# gpxtrim

`gpxtrim` removes GPS noise and idle points from GPX tracks.

## Installation

Requires Python 3.10 or newer:

```
pip install gpxtrim
```

## Usage

- `gpxtrim ride.gpx -o clean.gpx` writes a trimmed copy; the input file is never modified.
- `--max-speed 90` drops points implying a speed above 90 km/h (default: 120).
- `--dry-run` prints a summary without writing anything.

Files larger than 200 MB are not supported. Report bugs at [github.com/okapi-tools/gpxtrim/issues](https://github.com/okapi-tools/gpxtrim/issues).""",
        good=[
            Good(
                "preserve",
                """# gpxtrim

With `gpxtrim` you can strip GPS noise and idle points out of GPX tracks.

## Installation

You need Python 3.10 or later. Install with:

```
pip install gpxtrim
```

## Usage

- Run `gpxtrim ride.gpx -o clean.gpx` to write a trimmed copy. The input file is never changed.
- Pass `--max-speed 90` to drop points that imply a speed above 90 km/h (the default is 120).
- Use `--dry-run` to print a summary without writing anything.

Files over 200 MB are not supported. Please report bugs at [github.com/okapi-tools/gpxtrim/issues](https://github.com/okapi-tools/gpxtrim/issues).""",
            ),
            Good(
                "preserve",
                """# gpxtrim

Cleans GPX tracks by removing GPS noise and idle points.

## Installation

Python 3.10+ is required.

```
pip install gpxtrim
```

## Usage

- `gpxtrim ride.gpx -o clean.gpx` – save a trimmed copy (the input file is never modified).
- `--max-speed 90` – discard points implying more than 90 km/h (default: 120).
- `--dry-run` – print a summary, write nothing.

Not supported: files larger than 200 MB. Bug reports: [github.com/okapi-tools/gpxtrim/issues](https://github.com/okapi-tools/gpxtrim/issues).""",
            ),
            Good(
                "pl",
                """# gpxtrim

`gpxtrim` usuwa szum GPS i punkty postoju ze śladów GPX.

## Instalacja

Wymagany jest Python 3.10 lub nowszy:

```
pip install gpxtrim
```

## Użycie

- `gpxtrim ride.gpx -o clean.gpx` zapisuje przyciętą kopię; plik wejściowy nigdy nie jest modyfikowany.
- `--max-speed 90` odrzuca punkty, z których wynika prędkość powyżej 90 km/h (domyślnie: 120).
- `--dry-run` wyświetla podsumowanie, niczego nie zapisując.

Pliki większe niż 200 MB nie są obsługiwane. Błędy zgłaszaj na [github.com/okapi-tools/gpxtrim/issues](https://github.com/okapi-tools/gpxtrim/issues).""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Run `gpxtrim ride.gpx -o clean.gpx` to write",
                        "Run gpxtrim ride.gpx -o clean.gpx to write",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "(https://github.com/okapi-tools/gpxtrim/issues)",
                        "(https://github.com/okapi-tool/gpxtrim/issues)",
                    )
                ],
                "url",
            ),
            Slip(2, [("`--dry-run` wyświetla", "`--no-write` wyświetla")], "code"),
        ],
    ),
    Case(
        key="en-abstract-urban-fox-scat-diet",
        source="Urban red foxes (Vulpes vulpes) are widely assumed to depend on food deliberately provided by householders (Harris and Baker, 2001). We analysed 312 scats collected in Bristol between October 2022 and September 2023 using DNA metabarcoding. Anthropogenic food occurred in 58% of samples, while small mammals appeared in 31% and earthworms in 22%. Deliberate feeding accounted for an estimated 35% of dietary biomass, markedly less than the 60% reported by Contesse et al. (2004) for Zurich. Diet did not differ significantly between males and females. Our results indicate that scavenging from bins and compost probably matters more than direct feeding, and that restricting feeding alone is unlikely to reduce fox densities.",
        good=[
            Good(
                "preserve",
                "It is commonly assumed that urban red foxes (Vulpes vulpes) rely on food put out deliberately by householders (Harris and Baker, 2001). Using DNA metabarcoding, we examined 312 scats gathered in Bristol from October 2022 to September 2023. Anthropogenic food was present in 58% of samples, small mammals in 31% and earthworms in 22%. Deliberate feeding was estimated to contribute 35% of dietary biomass, considerably less than the 60% that Contesse et al. (2004) reported for Zurich. No significant difference in diet was found between males and females. The findings indicate that scavenging from bins and compost probably plays a larger role than direct feeding, and that restricting feeding alone is unlikely to lower fox densities.",
            ),
            Good(
                "preserve",
                "Do city foxes really live on handouts? That is the common assumption (Harris and Baker, 2001), but a study from Bristol points elsewhere. Researchers used DNA metabarcoding to analyse 312 fox scats collected in the city between October 2022 and September 2023. Food of human origin turned up in 58% of samples, small mammals in 31% and earthworms in 22%. Deliberate feeding made up an estimated 35% of the foxes' dietary biomass – well below the 60% that Contesse et al. (2004) found in Zurich. Males and females did not eat significantly differently. According to the authors, raiding bins and compost probably matters more than being fed directly, and restricting feeding on its own is unlikely to reduce fox densities.",
            ),
            Good(
                "pl",
                "Powszechnie zakłada się, że miejskie lisy rude (Vulpes vulpes) są zależne od pożywienia celowo wystawianego przez mieszkańców (Harris i Baker, 2001). Metodą metabarkodowania DNA przeanalizowaliśmy 312 próbek odchodów zebranych w Bristolu od października 2022 r. do września 2023 r. Pożywienie pochodzenia antropogenicznego wystąpiło w 58% próbek, drobne ssaki w 31%, a dżdżownice w 22%. Celowe dokarmianie odpowiadało według szacunków za 35% biomasy pokarmu, czyli wyraźnie mniej niż 60% odnotowane przez Contesse i in. (2004) w Zurychu. Dieta samców i samic nie różniła się istotnie. Wyniki wskazują, że wyjadanie resztek z pojemników na śmieci i kompostowników ma prawdopodobnie większe znaczenie niż bezpośrednie dokarmianie oraz że samo ograniczenie dokarmiania raczej nie zmniejszy zagęszczenia lisów.",
            ),
        ],
        bad=[
            Slip(0, [("Contesse et al. (2004)", "Contesse et al. (2014)")], "citation"),
            Slip(
                1,
                [
                    (
                        "Males and females did not eat significantly differently.",
                        "Males and females ate significantly differently.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("ma prawdopodobnie większe znaczenie", "ma większe znaczenie")], "hedge"),
        ],
    ),
    Case(
        key="en-museum-longcase-clocks-exhibition",
        source="Time in the Parlour: Longcase Clocks of the Welsh Borders opens at the Shropshire Museum of Horology on Saturday 5 April 2025 and runs until 28 September 2025. The exhibition brings together 23 clocks made between 1720 and 1850, including a rare eight-day movement by Samuel Roberts of Llanfair Caereinion, dated 1784. Drawing on the research of Iorwerth Peate (Clock and Watch Makers in Wales, 1945), the displays show how rural makers adapted London designs. Admission is £8, free for under-16s. The clocks are not wound during opening hours, but curator Dr Helen Pryce will demonstrate a striking movement every Sunday at 14:00. Photography without flash is allowed.",
        good=[
            Good(
                "preserve",
                "The Shropshire Museum of Horology will open Time in the Parlour: Longcase Clocks of the Welsh Borders on Saturday 5 April 2025, and the exhibition runs until 28 September 2025. It gathers 23 clocks made between 1720 and 1850, among them a rare eight-day movement dated 1784 by Samuel Roberts of Llanfair Caereinion. Building on Iorwerth Peate's research (Clock and Watch Makers in Wales, 1945), the displays explore how rural makers adapted designs from London. Tickets cost £8, and under-16s go free. The clocks are not wound while the museum is open, but every Sunday at 14:00 curator Dr Helen Pryce will demonstrate a striking movement. Visitors may take photographs as long as they do not use flash.",
            ),
            Good(
                "preserve",
                "Come and see Time in the Parlour: Longcase Clocks of the Welsh Borders at the Shropshire Museum of Horology, from Saturday 5 April to 28 September 2025. You'll find 23 clocks made between 1720 and 1850 – including a rare eight-day movement by Samuel Roberts of Llanfair Caereinion, dated 1784. Based on Iorwerth Peate's research in Clock and Watch Makers in Wales (1945), the displays show how country makers adapted London designs. Entry is £8 (under-16s free). We don't wind the clocks during opening hours, but every Sunday at 14:00 curator Dr Helen Pryce demonstrates a striking movement. You're welcome to take photos, but without flash, please.",
            ),
            Good(
                "pl",
                "Wystawa „Time in the Parlour: Longcase Clocks of the Welsh Borders” (Czas w salonie: zegary szafkowe z pogranicza walijskiego) zostanie otwarta w Shropshire Museum of Horology w sobotę 5 kwietnia 2025 r. i potrwa do 28 września 2025 r. Prezentuje 23 zegary wykonane w latach 1720–1850, w tym rzadki mechanizm ośmiodniowy autorstwa Samuela Robertsa z Llanfair Caereinion, datowany na 1784 r. Ekspozycja, oparta na badaniach Iorwertha Peate'a (Clock and Watch Makers in Wales, 1945), pokazuje, jak wiejscy zegarmistrzowie adaptowali londyńskie wzory. Bilet kosztuje 8 GBP, a wstęp dla osób poniżej 16 lat jest bezpłatny. Zegary nie są nakręcane w godzinach otwarcia, ale w każdą niedzielę o 14:00 kuratorka dr Helen Pryce zaprezentuje działanie mechanizmu bijącego. Fotografowanie bez lampy błyskowej jest dozwolone.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Tickets cost £8, and under-16s go free.",
                        "Tickets cost £8, and under-16s go free; the exhibition is sponsored by the Worshipful Company of Clockmakers.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Clock and Watch Makers in Wales (1945)",
                        "Clock and Watch Makers in Wales (1954)",
                    )
                ],
                "citation",
            ),
            Slip(2, [("w sobotę 5 kwietnia 2025 r.", "w sobotę 12 kwietnia 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-dairy-farm-open-day-visitor-guidance",
        source="Open Farm Sunday at Brook Hollow Dairy – visitor guidance. The farm is open on 8 June from 10:00 to 16:00; entry is free, but parking costs £5 per car. For biosecurity, all visitors must use the boot wash on arrival and wash their hands before eating. Children must be supervised by an adult at all times and must not climb on gates or machinery. You may stroke the calves in the petting pen, but please do not enter any other animal housing. Dogs, except assistance dogs, are not allowed on the farm. Pregnant women should avoid contact with ewes and lambs. Milking demonstrations take place at 11:00 and 14:30 in the parlour; places are limited to 30 per session.",
        good=[
            Good(
                "preserve",
                "Visiting Brook Hollow Dairy for Open Farm Sunday? We're open on 8 June, 10:00–16:00. Entry costs nothing, though parking is £5 per car. For biosecurity reasons, everyone must use the boot wash when they arrive and wash their hands before eating. Children must be supervised by an adult the whole time and must not climb on gates or machinery. You're welcome to stroke the calves in the petting pen, but please stay out of all other animal housing. No dogs are allowed on the farm, apart from assistance dogs. If you're pregnant, you should avoid contact with ewes and lambs. Milking demonstrations take place in the parlour at 11:00 and 14:30, and each session has room for 30 people at most.",
            ),
            Good(
                "preserve",
                "Brook Hollow Dairy – Open Farm Sunday: Guidance for Visitors. The farm will be open to the public on 8 June between 10:00 and 16:00. Admission is free; a parking charge of £5 per car applies. For biosecurity reasons, all visitors are required to use the boot wash on arrival and to wash their hands before eating. Children must remain under adult supervision at all times and are not permitted to climb on gates or machinery. Visitors may stroke the calves in the petting pen but are asked not to enter any other animal housing. With the exception of assistance dogs, dogs are not permitted on the farm. Pregnant women should avoid contact with ewes and lambs. Milking demonstrations will be held in the parlour at 11:00 and 14:30, with a maximum of 30 places per session.",
            ),
            Good(
                "pl",
                "Open Farm Sunday w gospodarstwie mlecznym Brook Hollow Dairy – wskazówki dla odwiedzających. Gospodarstwo będzie otwarte 8 czerwca w godzinach 10:00–16:00; wstęp jest bezpłatny, ale parking kosztuje 5 GBP za samochód. Ze względu na bioasekurację wszyscy odwiedzający muszą po przybyciu skorzystać z myjki do obuwia i umyć ręce przed jedzeniem. Dzieci muszą przez cały czas pozostawać pod opieką osoby dorosłej i nie wolno im wspinać się na bramy ani maszyny. Cielęta w zagrodzie do głaskania można głaskać, ale prosimy nie wchodzić do żadnych innych pomieszczeń dla zwierząt. Psy, z wyjątkiem psów asystujących, nie mają wstępu na teren gospodarstwa. Kobiety w ciąży powinny unikać kontaktu z owcami matkami i jagniętami. Pokazy dojenia odbywają się w hali udojowej o 11:00 i 14:30; liczba miejsc jest ograniczona do 30 na pokaz.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "please stay out of all other animal housing",
                        "feel free to go into all the other animal housing",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Admission is free;",
                        "Admission is free and includes a complimentary glass of milk;",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Dzieci muszą przez cały czas pozostawać",
                        "Dzieci powinny przez cały czas pozostawać",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-island-air-link-winter-timetable",
        source="Winter timetable – Skerrow Air Link, valid 1 November 2025 to 14 March 2026. Flights operate from Hartland Airfield on Mondays, Wednesdays and Fridays, departing at 09:30 and returning from the island at 10:15; the flight takes about 20 minutes. Each passenger may bring one bag of no more than 10 kg. Passengers must check in at least 45 minutes before departure, and passengers arriving after check-in closes will not be carried. Flights are weather-dependent: if a flight is cancelled, you will be offered a seat on the next available flight or a full refund. Single fare £145; children under 12 pay £95. Infants under 2 travel free but must sit on an adult's lap.",
        good=[
            Good(
                "preserve",
                "Skerrow Air Link winter timetable: 1 November 2025 – 14 March 2026. Flights leave Hartland Airfield at 09:30 on Mondays, Wednesdays and Fridays, and the return flight leaves the island at 10:15. Flying time is approximately 20 minutes. One bag of up to 10 kg is allowed per passenger. Check-in is compulsory no later than 45 minutes before departure; anyone who arrives after check-in has closed will not be carried. All flights depend on the weather. When a flight is cancelled, you will be offered either a seat on the next available flight or a full refund. Fares: £145 single, £95 for children under 12. Infants under 2 fly free but must sit on an adult's lap.",
            ),
            Good(
                "preserve",
                "Flying to Skerrow this winter? Our winter timetable runs from 1 November 2025 to 14 March 2026. We fly from Hartland Airfield on Mondays, Wednesdays and Fridays at 09:30 and come back from the island at 10:15; the flight lasts about 20 minutes. You may bring one bag weighing 10 kg or less. You must check in at least 45 minutes before departure – if you turn up after check-in closes, we won't carry you. Every flight depends on the weather, and if yours is cancelled we'll offer you a seat on the next available flight or a full refund. A single ticket costs £145, or £95 for children under 12. Infants under 2 fly free, but they must sit on an adult's lap.",
            ),
            Good(
                "pl",
                "Rozkład zimowy – Skerrow Air Link, ważny od 1 listopada 2025 r. do 14 marca 2026 r. Loty odbywają się z lotniska Hartland Airfield w poniedziałki, środy i piątki, z odlotem o 9:30 i powrotem z wyspy o 10:15; lot trwa około 20 minut. Każdy pasażer może zabrać jedną torbę o wadze nie większej niż 10 kg. Pasażerowie muszą zgłosić się do odprawy co najmniej 45 minut przed odlotem, a osoby, które przybędą po zamknięciu odprawy, nie zostaną zabrane na pokład. Loty zależą od pogody: w razie odwołania lotu zaproponujemy Państwu miejsce w najbliższym dostępnym locie lub pełny zwrot kosztów. Bilet w jedną stronę kosztuje 145 GBP; dzieci poniżej 12 lat płacą 95 GBP. Niemowlęta poniżej 2 lat podróżują bezpłatnie, ale muszą siedzieć na kolanach osoby dorosłej.",
            ),
        ],
        bad=[
            Slip(0, [("One bag of up to 10 kg", "One bag of up to 15 kg")], "number"),
            Slip(
                1,
                [
                    (
                        "You must check in at least 45 minutes",
                        "You should check in at least 45 minutes",
                    )
                ],
                "modality",
            ),
            Slip(2, [("nie zostaną zabrane na pokład", "zostaną zabrane na pokład")], "negation"),
        ],
    ),
]
