# ruff: noqa: E501, RUF001
"""Blind set 18: English source passages with their faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="en-resit-policy",
        source="Northfield University, School of Engineering – Resit Policy. Students who fail a module assessment with a mark below 40% are entitled to one resit opportunity. Resits for semester 2 modules take place between 11 and 22 August 2025; the timetable will be published by 18 July. You must register for each resit through the Student Portal no later than 25 July, otherwise you will not be entered. Resit marks are capped at 40%, unless the original attempt was affected by accepted mitigating circumstances, in which case the full mark stands. A resit fee of £50 per module applies. Students who do not attend a registered resit without good reason will normally be recorded as having failed. Queries: exams@northfield.ac.uk.",
        good=[
            Good(
                "preserve",
                """Who can resit?
Any student in the School of Engineering at Northfield University who fails a module assessment – that is, scores below 40% – gets one resit attempt.

When are the resits?
Semester 2 resits run from 11 to 22 August 2025. The timetable will be out by 18 July.

How do I register?
Through the Student Portal, separately for each resit, by 25 July at the latest. Miss that deadline and you won't be entered.

What mark can I get?
A maximum of 40% – unless your first attempt was affected by mitigating circumstances that were accepted, in which case you keep the full mark.

Does it cost anything?
Yes, £50 per module.

What if I don't turn up?
If you miss a resit you registered for without good reason, you will normally be recorded as having failed.

Any other questions?
Email exams@northfield.ac.uk.""",
            ),
            Good(
                "preserve",
                "Northfield University, School of Engineering: Resit Policy. A student who fails a module assessment, having obtained a mark below 40%, is entitled to a single resit opportunity. Resit examinations for semester 2 modules will be held between 11 and 22 August 2025, and the timetable will be published no later than 18 July. Students are required to register for each resit via the Student Portal by 25 July; those who fail to do so will not be entered. Marks for resits are capped at 40%, except where the original attempt was affected by mitigating circumstances that have been accepted, in which case the full mark will stand. A fee of £50 is payable per module. Absence from a registered resit without good reason will normally result in a fail being recorded. Enquiries should be addressed to exams@northfield.ac.uk.",
            ),
            Good(
                "pl",
                "Zasady poprawek – Wydział Inżynierii, Northfield University. Student, który nie zaliczy modułu, uzyskując wynik poniżej 40%, ma prawo do jednej poprawki. Poprawki z modułów semestru 2 odbędą się w dniach 11–22 sierpnia 2025 r., a harmonogram zostanie opublikowany do 18 lipca. Na każdą poprawkę trzeba zapisać się przez Student Portal najpóźniej do 25 lipca – w przeciwnym razie student nie zostanie na nią wpisany. Ocena z poprawki jest ograniczona do 40%, chyba że na pierwsze podejście wpłynęły uznane okoliczności łagodzące; wtedy zalicza się pełny wynik. Opłata za poprawkę wynosi 50 funtów za moduł. Nieobecność bez uzasadnionej przyczyny na poprawce, na którą student się zapisał, zwykle oznacza wpisanie oceny niedostatecznej. Pytania: exams@northfield.ac.uk.",
            ),
        ],
        bad=[
            Slip(0, [("Yes, £50 per module.", "Yes, £55 per module.")], "number"),
            Slip(
                1,
                [
                    (
                        "Students are required to register for each resit",
                        "Students are encouraged to register for each resit",
                    )
                ],
                "modality",
            ),
            Slip(2, [("do 18 lipca", "do 28 lipca")], "date"),
        ],
    ),
    Case(
        key="en-api-deprecation",
        source="""## Deprecation notice: `v1/orders` endpoint

The `GET /v1/orders` endpoint is deprecated and will be removed on **31 March 2026**. From that date, requests to it will return `410 Gone`. Please migrate to `GET /v2/orders`, which supports cursor-based pagination via the `next_cursor` field.

- Until removal, `v1` responses include a `Sunset` header with the shutdown date.
- The `page` query parameter is not supported in `v2`; use `cursor` instead.
- Rate limits stay at 600 requests per minute per API key.

Most integrations can usually be migrated in under a day. See the migration guide at https://docs.parcelhub.io/api/v2-migration or contact api-support@parcelhub.io.""",
        good=[
            Good(
                "preserve",
                """## `v1/orders` deprecated

`GET /v1/orders` is deprecated; removal on **31 March 2026**, after which calls return `410 Gone`. Migrate to `GET /v2/orders` (cursor pagination via `next_cursor`).

- `v1` responses carry a `Sunset` header with the shutdown date until removal.
- `v2` doesn't support the `page` query parameter – use `cursor`.
- Rate limit unchanged: 600 requests/minute per API key.

Migration usually takes under a day for most integrations. Guide: https://docs.parcelhub.io/api/v2-migration · Support: api-support@parcelhub.io""",
            ),
            Good(
                "preserve",
                """## The `v1/orders` endpoint is being retired

`GET /v1/orders` is deprecated. It will be removed on **31 March 2026**, and after that any request to it will get a `410 Gone` response. Please move to `GET /v2/orders` instead; it uses cursor-based pagination through the `next_cursor` field.

- Until the endpoint is removed, every `v1` response will include a `Sunset` header giving the shutdown date.
- `v2` does not accept the `page` query parameter, so use `cursor` instead.
- Rate limits do not change: 600 requests per minute for each API key.

For most integrations the move usually takes less than a day. The migration guide is at https://docs.parcelhub.io/api/v2-migration, and you can also write to api-support@parcelhub.io.""",
            ),
            Good(
                "pl",
                """## Komunikat o wycofaniu endpointu `v1/orders`

Endpoint `GET /v1/orders` jest przestarzały i zostanie usunięty **31 marca 2026 r.** Od tego dnia zapytania do niego będą zwracać `410 Gone`. Prosimy o migrację do `GET /v2/orders`, który obsługuje paginację kursorową za pomocą pola `next_cursor`.

- Do czasu usunięcia odpowiedzi `v1` zawierają nagłówek `Sunset` z datą wyłączenia.
- Parametr zapytania `page` nie jest obsługiwany w `v2` – zamiast niego używaj `cursor`.
- Limity zapytań pozostają bez zmian: 600 zapytań na minutę na klucz API.

Migracja większości integracji trwa zwykle krócej niż jeden dzień. Przewodnik po migracji: https://docs.parcelhub.io/api/v2-migration; kontakt: api-support@parcelhub.io.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("cursor pagination via `next_cursor`", "cursor pagination via `next_page`")],
                "code",
            ),
            Slip(
                1,
                [
                    (
                        "## The `v1/orders` endpoint is being retired",
                        "The v1/orders endpoint is being retired",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("**31 marca 2026 r.**", "**31 maja 2026 r.**")], "date"),
        ],
    ),
    Case(
        key="en-trial-abstract",
        source="Background: Vitamin D supplementation has been proposed to reduce acute respiratory infections, but earlier trials reported mixed results (Martineau et al., 2017). Methods: In this double-blind, placebo-controlled trial, 1,204 adults aged 60–84 in Scotland were randomised to 2,000 IU of vitamin D3 daily or placebo for 12 months. Results: Infections occurred in 31.2% of the vitamin D group and 33.9% of the placebo group (risk ratio 0.92; 95% CI 0.81–1.05). The difference was not statistically significant. Adverse events were rare and similar between groups. Conclusions: Daily vitamin D3 probably does not prevent respiratory infections in older adults with adequate baseline levels, although a small benefit cannot be ruled out.",
        good=[
            Good(
                "preserve",
                "It has been suggested that taking vitamin D could cut acute respiratory infections, but earlier trials gave mixed results (Martineau et al., 2017). In this double-blind, placebo-controlled trial, 1,204 adults in Scotland aged between 60 and 84 were randomly assigned to take either 2,000 IU of vitamin D3 a day or a placebo for 12 months. Infections affected 31.2% of those taking vitamin D and 33.9% of those on placebo (risk ratio 0.92; 95% CI 0.81–1.05), a difference that was not statistically significant. Adverse events were rare and occurred at similar rates in both groups. The conclusion is that a daily vitamin D3 supplement probably does not prevent respiratory infections in older adults whose vitamin D levels are adequate at the start, though a small benefit cannot be excluded.",
            ),
            Good(
                "preserve",
                "Background: vitamin D has been proposed to reduce acute respiratory infections; prior trials mixed (Martineau et al., 2017). Methods: double-blind, placebo-controlled trial; 1,204 Scottish adults aged 60–84 randomised to vitamin D3 2,000 IU/day or placebo for 12 months. Results: infections in 31.2% (vitamin D) vs 33.9% (placebo); RR 0.92, 95% CI 0.81–1.05 – not statistically significant. Adverse events rare, similar across groups. Conclusions: daily D3 probably does not prevent respiratory infections in older adults with adequate baseline levels; a small benefit cannot be ruled out.",
            ),
            Good(
                "pl",
                "Wprowadzenie: Zaproponowano, że suplementacja witaminy D może zmniejszać liczbę ostrych infekcji dróg oddechowych, jednak wcześniejsze badania przyniosły niejednoznaczne wyniki (Martineau i in., 2017). Metody: W tym podwójnie zaślepionym badaniu z grupą placebo 1204 osoby dorosłe w wieku 60–84 lat ze Szkocji przydzielono losowo do przyjmowania codziennie 2000 IU witaminy D3 lub placebo przez 12 miesięcy. Wyniki: Infekcje wystąpiły u 31,2% osób z grupy witaminy D i u 33,9% z grupy placebo (ryzyko względne 0,92; 95% CI 0,81–1,05). Różnica nie była istotna statystycznie. Zdarzenia niepożądane były rzadkie i podobnie częste w obu grupach. Wnioski: Codzienne przyjmowanie witaminy D3 prawdopodobnie nie zapobiega infekcjom dróg oddechowych u starszych dorosłych z prawidłowym wyjściowym poziomem witaminy D, choć nie można wykluczyć niewielkiej korzyści.",
            ),
        ],
        bad=[
            Slip(0, [("(Martineau et al., 2017)", "(Martineau et al., 2019)")], "citation"),
            Slip(1, [("daily D3 probably does not prevent", "daily D3 does not prevent")], "hedge"),
            Slip(2, [("u 33,9% z grupy placebo", "u 35,9% z grupy placebo")], "number"),
        ],
    ),
    Case(
        key="en-tribunal-notice",
        source="Notice of Claim – Employment Tribunals (England and Wales). Case number 2401234/2025. The claimant, Ms Priya Shah, has brought a claim of unfair dismissal under section 111 of the Employment Rights Act 1996 against Harbourside Logistics Ltd. The respondent must present its response on form ET3 within 28 days of the date this notice was sent, that is by 14 October 2025. If no response is received in time, an employment judge may issue a judgment under rule 21 of the Employment Tribunals Rules of Procedure 2013 without a hearing. A preliminary hearing by video will take place on 3 November 2025 at 10:00. The parties are encouraged to consider conciliation through Acas.",
        good=[
            Good(
                "preserve",
                "Employment Tribunals (England and Wales) – Notice of Claim, case no. 2401234/2025. Ms Priya Shah (the claimant) has presented a complaint of unfair dismissal against Harbourside Logistics Ltd pursuant to section 111 of the Employment Rights Act 1996. The respondent is required to submit its response, using form ET3, within 28 days of the date on which this notice was sent, namely by 14 October 2025. Should no response be received within that period, an employment judge may, without a hearing, issue a judgment under rule 21 of the Employment Tribunals Rules of Procedure 2013. A preliminary hearing will be conducted by video on 3 November 2025 at 10:00. Both parties are encouraged to give consideration to conciliation through Acas.",
            ),
            Good(
                "preserve",
                """What is this notice about?
Ms Priya Shah has made an unfair dismissal claim against Harbourside Logistics Ltd under section 111 of the Employment Rights Act 1996. The Employment Tribunals (England and Wales) case number is 2401234/2025.

What does the respondent have to do?
Harbourside Logistics Ltd must file its response on form ET3 within 28 days of the date this notice was sent – in other words, by 14 October 2025.

What happens if it doesn't respond in time?
An employment judge may decide the claim without a hearing, issuing a judgment under rule 21 of the Employment Tribunals Rules of Procedure 2013.

Is there a hearing?
Yes: a preliminary hearing by video on 3 November 2025 at 10:00.

Is there an alternative?
The parties are encouraged to consider conciliation through Acas.""",
            ),
            Good(
                "pl",
                "Zawiadomienie o pozwie – Employment Tribunals (Anglia i Walia), sprawa nr 2401234/2025. Powódka, Priya Shah, wniosła przeciwko Harbourside Logistics Ltd pozew o nieuzasadnione zwolnienie (unfair dismissal) na podstawie sekcji 111 ustawy Employment Rights Act 1996. Pozwana spółka musi złożyć odpowiedź na formularzu ET3 w ciągu 28 dni od daty wysłania niniejszego zawiadomienia, tj. do 14 października 2025 r. Jeżeli odpowiedź nie wpłynie w terminie, sędzia trybunału pracy może wydać orzeczenie bez rozprawy na podstawie reguły 21 Employment Tribunals Rules of Procedure 2013. Posiedzenie wstępne w formie wideokonferencji odbędzie się 3 listopada 2025 r. o godz. 10:00. Zachęca się strony do rozważenia postępowania pojednawczego za pośrednictwem Acas.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "section 111 of the Employment Rights Act 1996",
                        "section 113 of the Employment Rights Act 1996",
                    )
                ],
                "legal_reference",
            ),
            Slip(1, [("by 14 October 2025", "by 17 October 2025")], "date"),
            Slip(2, [("Pozwana spółka musi złożyć", "Pozwana spółka może złożyć")], "modality"),
        ],
    ),
    Case(
        key="en-home-insurance-claim",
        source="How to make a home insurance claim with Meridian Home Cover. Report the loss or damage as soon as possible, and in any case within 30 days, by calling 0345 600 7321 (8am–8pm, Monday to Saturday) or online at meridianhome.co.uk/claims. For theft or vandalism, you must also report the incident to the police and give us the crime reference number. Do not throw away damaged items until our loss adjuster has seen them, unless they pose a health risk. You may carry out emergency repairs to prevent further damage, but keep all receipts. Your policy excess is £250, which is deducted from every claim. Most claims are settled within 10 working days once we have all the documents we need.",
        good=[
            Good(
                "preserve",
                """Making a home insurance claim with Meridian Home Cover:
- Tell us about the loss or damage as soon as you can – no later than 30 days.
- Ways to report: phone 0345 600 7321 (Monday–Saturday, 8am–8pm) or go online at meridianhome.co.uk/claims.
- Theft or vandalism: you must report it to the police as well and pass the crime reference number on to us.
- Damaged items: keep them until our loss adjuster has seen them, unless they are a health risk.
- Emergency repairs: you may do them to stop further damage – just keep every receipt.
- Excess: £250, taken off each claim.
- Timescale: most claims are settled within 10 working days once we have all the documents we need.""",
            ),
            Good(
                "preserve",
                "Need to claim on your Meridian Home Cover policy? Here's how it works. Let us know about the loss or damage as soon as you can – 30 days is the absolute limit. You can call us on 0345 600 7321 (8am to 8pm, Monday to Saturday) or claim online at meridianhome.co.uk/claims. If something's been stolen or vandalised, you'll also need to report it to the police and give us the crime reference number. Hang on to damaged items until our loss adjuster has had a look – the only exception is anything that's a health risk. It's fine to do emergency repairs so things don't get worse, but keep all the receipts. Bear in mind there's a £250 excess, deducted from every claim. Once we've got all the paperwork we need, most claims are settled within 10 working days.",
            ),
            Good(
                "pl",
                "Jak zgłosić szkodę z ubezpieczenia domu w Meridian Home Cover. Utratę lub uszkodzenie mienia zgłoś jak najszybciej, a w każdym razie w ciągu 30 dni – telefonicznie pod numerem 0345 600 7321 (od poniedziałku do soboty, 8:00–20:00) lub online na meridianhome.co.uk/claims. W przypadku kradzieży lub wandalizmu musisz również zawiadomić policję i przekazać nam numer sprawy nadany przez policję. Nie wyrzucaj uszkodzonych przedmiotów, dopóki nie obejrzy ich nasz likwidator szkód, chyba że stanowią zagrożenie dla zdrowia. Możesz przeprowadzić naprawy awaryjne, aby zapobiec dalszym szkodom, ale zachowaj wszystkie rachunki. Udział własny w polisie wynosi 250 funtów i jest potrącany z każdego odszkodowania. Większość szkód likwidujemy w ciągu 10 dni roboczych od otrzymania wszystkich potrzebnych dokumentów.",
            ),
        ],
        bad=[
            Slip(0, [("Excess: £250", "Excess: £150")], "number"),
            Slip(
                1,
                [("Hang on to damaged items until", "No need to hang on to damaged items until")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "ale zachowaj wszystkie rachunki.",
                        "ale zachowaj wszystkie rachunki – zwrócimy koszty do 1000 funtów.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-uniform-swap",
        source="St Aidan's Primary School – Uniform Swap Shop. Our next swap shop will be held in the school hall on Friday 7 March 2025 from 3:15pm to 4:30pm. Donations of clean, good-condition uniform can be left in the blue box by the school office from 24 February. We accept jumpers, polo shirts, PE kits and book bags with the school logo; we cannot take underwear, socks or shoes. All items are free, and you do not need to have donated to take something. Please take only what your family needs so that there is enough for everyone. Any items left over will probably go to the Year 6 leavers' sale. Questions: PTA, pta@staidans.sch.uk.",
        good=[
            Good(
                "preserve",
                "Uniform Swap Shop at St Aidan's Primary School! Pop into the school hall on Friday 7 March 2025, any time between 3:15pm and 4:30pm. Got uniform your kids have grown out of? If it's clean and in good condition, drop it in the blue box by the school office – from 24 February onwards. We're happy to take jumpers, polo shirts, PE kits and book bags with the school logo, but sorry, no underwear, socks or shoes. Everything is free, and you don't have to have donated anything to take something home. Please just take what your family needs, so there's enough to go round. Whatever's left over will probably end up in the Year 6 leavers' sale. Any questions? Email the PTA at pta@staidans.sch.uk.",
            ),
            Good(
                "preserve",
                "St Aidan's Primary School Uniform Swap Shop: Fri 7 March 2025, 3:15–4:30pm, school hall. Donations (clean, good condition) in the blue box by the school office from 24 February. Accepted, with school logo: jumpers, polo shirts, PE kits, book bags. Not accepted: underwear, socks, shoes. Everything free; no donation needed to take items. Please take only what your family needs, so there's enough for all. Leftovers will probably go to the Year 6 leavers' sale. Questions: PTA, pta@staidans.sch.uk.",
            ),
            Good(
                "pl",
                "Szkoła Podstawowa St Aidan's – wymiana mundurków szkolnych. Najbliższa wymiana odbędzie się w auli szkolnej w piątek 7 marca 2025 r. w godz. 15:15–16:30. Czyste i zadbane elementy mundurka można od 24 lutego zostawiać w niebieskim pudle przy sekretariacie. Przyjmujemy swetry, koszulki polo, stroje na WF i torby na książki z logo szkoły; nie możemy przyjąć bielizny, skarpet ani butów. Wszystko jest bezpłatne i żeby coś wziąć, nie trzeba niczego wcześniej oddać. Prosimy brać tylko to, czego potrzebuje Wasza rodzina, aby wystarczyło dla wszystkich. Pozostałe rzeczy prawdopodobnie trafią na kiermasz uczniów kończących klasę 6 (Year 6). Pytania: Rada Rodziców (PTA), pta@staidans.sch.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "drop it in the blue box by the school office",
                        "drop it in the blue box by the school office (it's emptied every Monday)",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("no donation needed to take items", "donation needed to take items")],
                "negation",
            ),
            Bad(
                "pl",
                "Szkoła Podstawowa St Aidan's – wymiana mundurków szkolnych. Najbliższa wymiana odbędzie się w auli szkolnej w piątek 7 marca 2025 r. w godz. 15:15–16:30. Czyste i zadbane elementy mundurka można od 24 lutego zostawiać w niebieskim pudle przy sekretariacie. Przyjmujemy swetry, koszulki polo, stroje na WF i torby na książki z logo szkoły; wolelibyśmy nie przyjmować bielizny, skarpet ani butów. Wszystko jest bezpłatne i żeby coś wziąć, nie trzeba niczego wcześniej oddać. Prosimy brać tylko to, czego potrzebuje Wasza rodzina, aby wystarczyło dla wszystkich. Pozostałe rzeczy prawdopodobnie trafią na kiermasz uczniów kończących klasę 6 (Year 6). Pytania: Rada Rodziców (PTA), pta@staidans.sch.uk.",
                "modality",
            ),
        ],
    ),
    Case(
        key="en-driving-cancellation",
        source="Cancellation policy – Sam Turner Driving School. Lessons cost £38 per hour, or £180 for a block of five one-hour lessons paid in advance. If you need to cancel or rearrange a lesson, you must give at least 48 hours' notice by text or phone on 07700 900461; otherwise the full lesson fee is payable. This does not apply if you are ill and can provide a GP's note. If I have to cancel, you will be offered a replacement lesson within 7 days at no extra charge. Lessons will not go ahead if you arrive without your provisional licence. If you are more than 15 minutes late, the lesson may be shortened or cancelled.",
        good=[
            Good(
                "preserve",
                """How much do lessons with Sam Turner Driving School cost?
£38 for one hour, or £180 if you pay upfront for a block of five one-hour lessons.

How do I cancel or move a lesson?
Text or call 07700 900461, giving at least 48 hours' notice. With less notice, you'll be charged the full lesson fee.

Are there exceptions?
Yes – if you're ill and can show a note from your GP, the fee doesn't apply.

What if my instructor cancels?
You'll be offered a replacement lesson within 7 days, at no extra charge.

What do I need to bring?
Your provisional licence. Without it, the lesson won't go ahead.

What if I'm running late?
If you're over 15 minutes late, your lesson may be cut short or cancelled.""",
            ),
            Good(
                "preserve",
                "Sam Turner Driving School – cancelling lessons. A lesson costs £38 an hour. If you pay in advance for a block of five one-hour lessons, the price is £180. To cancel or rearrange, text or phone 07700 900461 at least 48 hours beforehand; if you give less notice, you must pay the full fee for the lesson. The exception is illness, provided you can show a note from your GP. If I cancel a lesson myself, I will offer you another one within 7 days, and it won't cost you anything extra. Please bring your provisional licence every time, because without it the lesson cannot go ahead. Arrive more than 15 minutes late and the lesson may be shortened or called off.",
            ),
            Good(
                "pl",
                "Zasady odwoływania jazd – Szkoła Jazdy Sama Turnera (Sam Turner Driving School). Godzina jazdy kosztuje 38 funtów, a pakiet pięciu godzinnych lekcji opłacony z góry – 180 funtów. Jeśli musisz odwołać lub przełożyć jazdę, zrób to co najmniej 48 godzin wcześniej, SMS-em lub telefonicznie pod numerem 07700 900461; w przeciwnym razie obowiązuje pełna opłata za lekcję. Nie dotyczy to sytuacji, gdy jesteś chory i możesz przedstawić zaświadczenie od lekarza rodzinnego. Jeżeli to ja muszę odwołać jazdę, zaproponuję Ci lekcję zastępczą w ciągu 7 dni bez dodatkowych opłat. Jazda się nie odbędzie, jeśli przyjdziesz bez tymczasowego prawa jazdy (provisional licence). Przy spóźnieniu przekraczającym 15 minut lekcja może zostać skrócona lub odwołana.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("giving at least 48 hours' notice", "giving at least 24 hours' notice")],
                "number",
            ),
            Slip(
                1,
                [("you must pay the full fee", "you may be asked to pay the full fee")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Nie dotyczy to sytuacji, gdy jesteś chory",
                        "Dotyczy to także sytuacji, gdy jesteś chory",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-cycling-club",
        source="""# Ride rules – Fenland Wheelers Cycling Club

Club rides leave from the Market Square, Ely, every Sunday at **8:30am**. Please read these rules before joining us.

- **Helmets are compulsory** on all club rides.
- Riders must carry a spare inner tube, a pump and a charged phone.
- Ride no more than two abreast, and single out when the ride leader calls it.
- No tri-bars in the group.

The B group averages 25–28 km/h and normally regroups every 20 km. Rides are usually cancelled if the Met Office issues a yellow warning for ice or wind; check the club WhatsApp by 7:30am. Non-members may join up to three rides before becoming members.""",
        good=[
            Good(
                "preserve",
                """# Fenland Wheelers Cycling Club – ride rules

**When and where:** every Sunday at **8:30am** from the Market Square, Ely. Read these rules before you join us.

**On every club ride:**
- **Helmets are compulsory.**
- Carry a spare inner tube, a pump and a charged phone.
- Maximum two abreast; go single file when the ride leader calls it.
- No tri-bars in the group.

**Good to know:**
- B group: averages 25–28 km/h, normally regrouping every 20 km.
- Met Office yellow warning for ice or wind: the ride is usually cancelled – check the club WhatsApp by 7:30am.
- Non-members can come on up to three rides before they become members.""",
            ),
            Good(
                "preserve",
                """# Riding with Fenland Wheelers? Here's the deal

We head out every Sunday at **8:30am** from the Market Square in Ely – have a quick read of these rules before you come along.

- **You have to wear a helmet** on every club ride, no exceptions.
- Bring a spare inner tube, a pump and a phone that's charged – these aren't optional.
- Never ride more than two side by side, and drop into single file when the ride leader calls it.
- Tri-bars are banned in the group.

The B group rolls along at 25–28 km/h on average and will normally regroup every 20 km. If the Met Office puts out a yellow warning for ice or wind, the ride's usually off – keep an eye on the club WhatsApp by 7:30am. Not a member yet? You can come on up to three rides before signing up.""",
            ),
            Good(
                "pl",
                """# Zasady jazdy – Klub Kolarski Fenland Wheelers

Przejazdy klubowe startują z Market Square w Ely w każdą niedzielę o **8:30**. Przed dołączeniem do nas przeczytaj poniższe zasady.

- **Kask jest obowiązkowy** podczas wszystkich przejazdów klubowych.
- Każdy uczestnik musi mieć przy sobie zapasową dętkę, pompkę i naładowany telefon.
- Jedziemy najwyżej parami, a na sygnał prowadzącego przechodzimy do jazdy jeden za drugim.
- W grupie nie wolno używać lemondek (tri-bars).

Grupa B jedzie ze średnią prędkością 25–28 km/h i zwykle co 20 km zatrzymuje się, by się zebrać. Przejazdy są zazwyczaj odwoływane, jeśli Met Office wyda żółte ostrzeżenie przed oblodzeniem lub wiatrem – sprawdź klubowy WhatsApp do 7:30. Osoby spoza klubu mogą wziąć udział w maksymalnie trzech przejazdach, zanim zostaną członkami.""",
            ),
        ],
        bad=[
            Slip(0, [("- **Helmets are compulsory.**", "- Helmets are compulsory.")], "markdown"),
            Slip(1, [("the ride's usually off", "the ride's off")], "hedge"),
            Slip(
                2,
                [("i naładowany telefon.", "i naładowany telefon oraz tylną lampkę.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-drone-code",
        source="The Drone and Model Aircraft Code: key rules. If your drone weighs 250g or more, or has a camera and is not a toy, you must register with the Civil Aviation Authority and display your Operator ID (for example GBR-OP-7QK2M4X9RT1Z) on the aircraft. Registration costs £11.79 and lasts one year. Always keep your drone in direct sight and never fly it more than 120m (400ft) above the ground. Keep at least 50m away from people who are not involved in the flight, and never fly over crowds. You must not fly in an airport's flight restriction zone without permission. Endangering people or property is an offence under article 241 of the Air Navigation Order 2016.",
        good=[
            Good(
                "preserve",
                "Drone and Model Aircraft Code – essentials. Registration with the Civil Aviation Authority required if your drone is 250g+ or has a camera and isn't a toy; display your Operator ID (e.g. GBR-OP-7QK2M4X9RT1Z) on it. Cost: £11.79, valid for one year. Keep the drone in direct sight at all times; max height 120m (400ft) above the ground. Stay 50m+ from people not involved in the flight; never over crowds. No flying in an airport's flight restriction zone without permission. Endangering people or property: an offence under article 241 of the Air Navigation Order 2016.",
            ),
            Good(
                "preserve",
                """Do I need to register my drone?
Yes, with the Civil Aviation Authority, if it weighs 250g or more, or if it has a camera and isn't a toy. You then have to display your Operator ID – for example GBR-OP-7QK2M4X9RT1Z – on the drone.

How much does registration cost?
£11.79, and it lasts one year.

How high can I fly, and how far away?
Never higher than 120m (400ft) above the ground, and always within direct sight.

How close to people can I get?
No closer than 50m to anyone not involved in the flight – and never over crowds.

What about airports?
You must not fly in an airport's flight restriction zone unless you have permission.

What if I put people or property at risk?
That is an offence under article 241 of the Air Navigation Order 2016.""",
            ),
            Good(
                "pl",
                "Kodeks dronów i modeli latających (Drone and Model Aircraft Code) – najważniejsze zasady. Jeśli Twój dron waży 250 g lub więcej albo ma kamerę i nie jest zabawką, musisz zarejestrować się w brytyjskim Urzędzie Lotnictwa Cywilnego (Civil Aviation Authority) i umieścić na dronie swój identyfikator operatora (np. GBR-OP-7QK2M4X9RT1Z). Rejestracja kosztuje 11,79 funta i jest ważna przez rok. Zawsze utrzymuj drona w zasięgu wzroku i nigdy nie wznoś go wyżej niż 120 m (400 stóp) nad ziemią. Trzymaj się co najmniej 50 m od osób niebiorących udziału w locie i nigdy nie lataj nad tłumem. Bez zezwolenia nie wolno latać w strefie ograniczeń lotów wokół lotniska. Narażenie ludzi lub mienia na niebezpieczeństwo jest przestępstwem w rozumieniu art. 241 Air Navigation Order 2016.",
            ),
        ],
        bad=[
            Slip(0, [("GBR-OP-7QK2M4X9RT1Z", "GBR-OP-7QK2M4X9RT12")], "code"),
            Slip(
                1,
                [
                    (
                        "article 241 of the Air Navigation Order 2016",
                        "article 214 of the Air Navigation Order 2016",
                    )
                ],
                "legal_reference",
            ),
            Slip(2, [("co najmniej 50 m", "co najmniej 30 m")], "number"),
        ],
    ),
    Case(
        key="en-cathedral-tower",
        source="Climb the 212 steps of the central tower of St Wendreda's Cathedral for views across three counties. Guided tours run at 11:00, 13:00 and 15:00 from Monday to Saturday, last about 60 minutes and are limited to 12 people. Tickets cost £12 for adults and £8 for children aged 10–16; children under 10 are not permitted on the tower. Under-16s must be accompanied by an adult. The climb is steep and narrow, so it is not suitable for visitors with heart conditions, vertigo or limited mobility. Bags larger than A4 must be left in the lockers. Tours may be cancelled at short notice in high winds or during services.",
        good=[
            Good(
                "preserve",
                "Fancy a view across three counties? Head up the central tower of St Wendreda's Cathedral – it's 212 steps to the top! Guided tours go at 11:00, 13:00 and 15:00, Monday to Saturday, take roughly an hour and have room for just 12 people. Tickets are £12 for adults and £8 for 10- to 16-year-olds. Sorry, but under-10s can't go up the tower at all, and anyone under 16 needs to come with an adult. It's a steep, narrow climb, so it isn't suitable if you have a heart condition, suffer from vertigo or have limited mobility. Anything bigger than an A4 bag has to go in the lockers. Heads up: tours may be cancelled at short notice if it's very windy or there's a service on.",
            ),
            Good(
                "preserve",
                "St Wendreda's Cathedral offers visitors the opportunity to ascend the 212 steps of its central tower, from which views extend across three counties. Guided tours depart at 11:00, 13:00 and 15:00, Monday to Saturday; each lasts approximately 60 minutes and is limited to 12 participants. Admission is £12 for adults and £8 for children aged 10 to 16. Children under the age of 10 are not permitted on the tower, and visitors under 16 must be accompanied by an adult. Owing to the steep and narrow ascent, the tour is unsuitable for visitors with heart conditions, vertigo or limited mobility. Bags exceeding A4 size must be deposited in the lockers. Tours may be cancelled at short notice in the event of high winds or during services.",
            ),
            Good(
                "pl",
                "Wejdź po 212 stopniach na wieżę centralną katedry św. Wendredy (St Wendreda's Cathedral) i podziwiaj widok na trzy hrabstwa. Zwiedzanie z przewodnikiem odbywa się od poniedziałku do soboty o 11:00, 13:00 i 15:00, trwa około 60 minut, a w grupie może być najwyżej 12 osób. Bilety kosztują 12 funtów dla dorosłych i 8 funtów dla dzieci w wieku 10–16 lat; dzieci poniżej 10 lat nie mogą wchodzić na wieżę. Osoby poniżej 16 lat muszą być pod opieką dorosłego. Wejście jest strome i wąskie, dlatego nie jest odpowiednie dla osób z chorobami serca, zawrotami głowy lub ograniczoną sprawnością ruchową. Torby większe niż format A4 trzeba zostawić w szafkach. Przy silnym wietrze lub w czasie nabożeństw zwiedzanie może zostać odwołane w ostatniej chwili.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("under-10s can't go up the tower at all", "under-10s can go up the tower too")],
                "negation",
            ),
            Slip(1, [("limited to 12 participants", "limited to 15 participants")], "number"),
            Slip(
                2,
                [
                    (
                        "Osoby poniżej 16 lat muszą być pod opieką dorosłego.",
                        "Osoby poniżej 16 lat powinny w miarę możliwości być pod opieką dorosłego.",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-ice-cream-licence",
        source="Street trading consent for ice cream vans – Harrowgate District Council. Under Schedule 4 to the Local Government (Miscellaneous Provisions) Act 1982, you must hold a street trading consent before selling from a vehicle on any street in the district. Consents for the 2026 season run from 1 April to 30 September 2026 and cost £420. Applications open on 5 January 2026 and must be received by 13 February 2026. Vans may not stop within 100 metres of a school entrance between 8am and 5pm on school days, and chimes may be sounded for no more than 12 seconds at a time. Applications usually take around six weeks to process. Apply at harrowgate.gov.uk/streettrading.",
        good=[
            Good(
                "preserve",
                "Harrowgate District Council – street trading consent for ice cream vans. Pursuant to Schedule 4 to the Local Government (Miscellaneous Provisions) Act 1982, a street trading consent must be held before any sales are made from a vehicle on a street within the district. Consents for the 2026 season are valid from 1 April to 30 September 2026, at a fee of £420. The application window opens on 5 January 2026; applications must reach the Council no later than 13 February 2026. Vans are prohibited from stopping within 100 metres of a school entrance between 8am and 5pm on school days, and chimes must not be sounded for longer than 12 seconds at a time. Processing generally takes approximately six weeks. Applications may be made at harrowgate.gov.uk/streettrading.",
            ),
            Good(
                "preserve",
                "If you want to sell ice cream from a van on any street in the Harrowgate district, you need a street trading consent from Harrowgate District Council first. This is required by Schedule 4 to the Local Government (Miscellaneous Provisions) Act 1982. A consent for the 2026 season covers 1 April to 30 September 2026 and costs £420. You can apply from 5 January 2026, and your application must arrive by 13 February 2026. On school days, between 8am and 5pm, your van must not stop within 100 metres of a school entrance. You can play your chimes for 12 seconds at a time at most. It usually takes around six weeks to process an application. Apply online at harrowgate.gov.uk/streettrading.",
            ),
            Good(
                "pl",
                "Zezwolenie na handel uliczny dla furgonetek z lodami – Rada Dystryktu Harrowgate. Zgodnie z załącznikiem 4 do ustawy Local Government (Miscellaneous Provisions) Act 1982 przed rozpoczęciem sprzedaży z pojazdu na jakiejkolwiek ulicy w dystrykcie trzeba mieć zezwolenie na handel uliczny. Zezwolenia na sezon 2026 obowiązują od 1 kwietnia do 30 września 2026 r. i kosztują 420 funtów. Nabór wniosków rusza 5 stycznia 2026 r., a wnioski muszą wpłynąć do 13 lutego 2026 r. W dni nauki szkolnej w godz. 8:00–17:00 furgonetki nie mogą zatrzymywać się w odległości mniejszej niż 100 metrów od wejścia do szkoły, a melodyjka może być odtwarzana jednorazowo przez maksymalnie 12 sekund. Rozpatrzenie wniosku trwa zwykle około sześciu tygodni. Wnioski składa się na stronie harrowgate.gov.uk/streettrading.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(Miscellaneous Provisions) Act 1982", "(Miscellaneous Provisions) Act 1976")],
                "legal_reference",
            ),
            Slip(1, [("must arrive by 13 February 2026", "must arrive by 13 March 2026")], "date"),
            Slip(2, [("trwa zwykle około sześciu tygodni", "trwa sześć tygodni")], "hedge"),
        ],
    ),
    Case(
        key="en-christmas-market",
        source="Christmas Market 2025 – stall applications. Norbridge City Council invites traders to apply for a stall at this year's Christmas Market in Cathedral Square, open daily from 21 November to 23 December 2025, 10am to 8pm. A standard 3m x 3m wooden chalet costs £1,950 for the full season; a half-season pitch (either 21 November–7 December or 8–23 December) costs £1,100. All traders must hold public liability insurance of at least £5 million and, if selling food, a food hygiene rating of 4 or 5. Generators are not allowed. Apply online at norbridge.gov.uk/christmasmarket by 30 June 2025; successful applicants will probably be notified by the end of August.",
        good=[
            Good(
                "preserve",
                "Norbridge City Council – Christmas Market 2025, Cathedral Square: stall applications open. Dates: 21 November–23 December 2025, daily, 10am–8pm. Standard 3m x 3m wooden chalet: £1,950 for the full season; half season (21 November–7 December or 8–23 December): £1,100. All traders: public liability insurance of £5 million or more; food sellers also need a food hygiene rating of 4 or 5. No generators. Apply online by 30 June 2025 at norbridge.gov.uk/christmasmarket – successful applicants probably notified by end of August.",
            ),
            Good(
                "preserve",
                "Want a stall at this year's Christmas Market? Norbridge City Council is now taking applications from traders. The market runs every day from 21 November to 23 December 2025, 10am–8pm, in Cathedral Square. A standard 3m x 3m wooden chalet for the whole season will set you back £1,950, or you can go for half a season – 21 November to 7 December, or 8 to 23 December – for £1,100. You'll need public liability insurance of at least £5 million, and if you're selling food, a food hygiene rating of 4 or 5. Generators are a no-go. Get your application in online at norbridge.gov.uk/christmasmarket by 30 June 2025. If you're successful, you'll probably hear by the end of August.",
            ),
            Good(
                "pl",
                "Jarmark Bożonarodzeniowy 2025 – nabór wystawców. Rada Miasta Norbridge zaprasza handlowców do składania wniosków o stoisko na tegorocznym Jarmarku Bożonarodzeniowym na Cathedral Square, czynnym codziennie od 21 listopada do 23 grudnia 2025 r. w godz. 10:00–20:00. Standardowy drewniany domek 3 × 3 m kosztuje 1950 funtów za cały sezon, a miejsce na pół sezonu (21 listopada–7 grudnia albo 8–23 grudnia) – 1100 funtów. Wszyscy wystawcy muszą mieć ubezpieczenie OC na kwotę co najmniej 5 mln funtów, a sprzedający żywność – ocenę higieny żywności 4 lub 5. Agregaty prądotwórcze są zabronione. Wnioski należy składać online na norbridge.gov.uk/christmasmarket do 30 czerwca 2025 r.; wybrani wystawcy zostaną prawdopodobnie powiadomieni do końca sierpnia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("norbridge.gov.uk/christmasmarket", "norbridge.gov.uk/christmas-market")],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "You'll need public liability insurance",
                        "It's a good idea to have public liability insurance",
                    )
                ],
                "modality",
            ),
            Slip(2, [("– 1100 funtów", "– 1150 funtów")], "number"),
        ],
    ),
    Case(
        key="en-conservation-area",
        source="Notice of proposed Article 4 Direction – Old Quay Conservation Area, Penmouth. Penmouth Town Council intends to make a direction under article 4(1) of the Town and Country Planning (General Permitted Development) (England) Order 2015. If confirmed, planning permission will be needed to replace front windows or doors, paint previously unpainted brickwork, or remove front boundary walls on the 86 properties listed in the schedule. The direction will not affect internal alterations or rear extensions. You can view the map and schedule at the Town Hall, Fore Street, or online at penmouth.gov.uk/oldquay. Comments must be made in writing by 12 December 2025. The Council expects to decide whether to confirm the direction in early 2026.",
        good=[
            Good(
                "preserve",
                "Penmouth Town Council is proposing an Article 4 Direction for the Old Quay Conservation Area in Penmouth, to be made under article 4(1) of the Town and Country Planning (General Permitted Development) (England) Order 2015. If the direction is confirmed, the 86 properties listed in the schedule will need planning permission to replace front windows or doors, to paint brickwork that has not been painted before, or to take down front boundary walls. Work inside the buildings and rear extensions will not be affected. The map and schedule can be seen at the Town Hall on Fore Street or at penmouth.gov.uk/oldquay. Any comments must be sent in writing by 12 December 2025. The Council expects to decide early in 2026 whether to confirm the direction.",
            ),
            Good(
                "preserve",
                "Proposed Article 4 Direction, Old Quay Conservation Area, Penmouth – notice by Penmouth Town Council under article 4(1), Town and Country Planning (General Permitted Development) (England) Order 2015. If confirmed, the 86 scheduled properties will need planning permission to: replace front windows or doors; paint previously unpainted brickwork; remove front boundary walls. Internal alterations and rear extensions unaffected. Map and schedule: Town Hall, Fore Street, or penmouth.gov.uk/oldquay. Written comments required by 12 December 2025. Decision on confirmation expected early 2026.",
            ),
            Good(
                "pl",
                "Zawiadomienie o planowanej dyrektywie z art. 4 (Article 4 Direction) – obszar ochrony konserwatorskiej Old Quay w Penmouth. Rada Miasta Penmouth zamierza wydać dyrektywę na podstawie art. 4 ust. 1 rozporządzenia Town and Country Planning (General Permitted Development) (England) Order 2015. Jeśli zostanie ona zatwierdzona, w przypadku 86 nieruchomości wymienionych w wykazie zgoda planistyczna (planning permission) będzie wymagana przy wymianie frontowych okien lub drzwi, malowaniu niemalowanej dotąd cegły oraz usuwaniu frontowych murków granicznych. Dyrektywa nie obejmie zmian wewnątrz budynków ani rozbudowy od tyłu. Mapę i wykaz można obejrzeć w ratuszu przy Fore Street lub na stronie penmouth.gov.uk/oldquay. Uwagi należy składać na piśmie do 12 grudnia 2025 r. Rada spodziewa się zdecydować na początku 2026 r., czy zatwierdzić dyrektywę.",
            ),
        ],
        bad=[
            Slip(0, [("by 12 December 2025", "by 21 December 2025")], "date"),
            Slip(
                1,
                [
                    (
                        "Internal alterations and rear extensions unaffected.",
                        "Internal alterations and rear extensions also affected.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "w ratuszu przy Fore Street",
                        "w ratuszu przy Fore Street (w dni robocze 9:00–16:00)",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-graduate-visa",
        source="Graduate route: guidance for international students. The Graduate visa lets you stay in the UK to work or look for work after completing an eligible course. You can usually stay for 2 years, or 3 years if you completed a PhD. You must apply from inside the UK before your Student visa expires, and your university must first report that you have successfully completed your course. The application fee is £880, and you will normally also pay the Immigration Health Surcharge. You will need your CAS number (for example E4G8H2K9L1M3N5) and your BRP or eVisa details. You cannot extend a Graduate visa. Decisions are usually made within 8 weeks. Contact the International Student Advice Team at visas@kingsbridge.ac.uk.",
        good=[
            Good(
                "preserve",
                """What is the Graduate visa?
It allows you to stay in the UK to work, or to look for work, once you have completed an eligible course.

How long can I stay?
Usually 2 years – or 3 years if you completed a PhD.

When and where do I apply?
From inside the UK, before your Student visa runs out. Your university has to report that you have successfully completed your course before you apply.

What does it cost?
The application fee is £880, and you will normally have to pay the Immigration Health Surcharge too.

What will I need?
Your CAS number (e.g. E4G8H2K9L1M3N5) and your BRP or eVisa details.

Can I extend it?
No, a Graduate visa cannot be extended.

How long does a decision take?
Decisions usually come within 8 weeks.

Who can help?
The International Student Advice Team: visas@kingsbridge.ac.uk.""",
            ),
            Good(
                "preserve",
                "Graduate route – guidance for international students. The Graduate visa permits holders to remain in the United Kingdom in order to work or seek work following the completion of an eligible course. The permitted period of stay is ordinarily 2 years, or 3 years for those who have completed a PhD. Applications must be submitted from within the UK prior to the expiry of the applicant's Student visa, and only after the university has reported the successful completion of the course. The application fee is £880; applicants will normally also be liable for the Immigration Health Surcharge. Applicants will be required to provide their CAS number (for example, E4G8H2K9L1M3N5) together with their BRP or eVisa details. The Graduate visa cannot be extended. A decision is usually issued within 8 weeks. Enquiries should be directed to the International Student Advice Team at visas@kingsbridge.ac.uk.",
            ),
            Good(
                "pl",
                "Ścieżka Graduate – informacje dla studentów zagranicznych. Wiza Graduate pozwala pozostać w Wielkiej Brytanii, aby pracować lub szukać pracy po ukończeniu kwalifikującego się kierunku studiów. Zwykle można zostać przez 2 lata, a po ukończeniu doktoratu – przez 3 lata. Wniosek trzeba złożyć z terytorium Wielkiej Brytanii przed wygaśnięciem wizy studenckiej (Student visa), a wcześniej uczelnia musi zgłosić, że pomyślnie ukończyłeś studia. Opłata za wniosek wynosi 880 funtów; zazwyczaj trzeba też uiścić dopłatę zdrowotną (Immigration Health Surcharge). Potrzebny będzie numer CAS (np. E4G8H2K9L1M3N5) oraz dane BRP lub eVisa. Wizy Graduate nie można przedłużyć. Decyzja zapada zwykle w ciągu 8 tygodni. Kontakt: International Student Advice Team, visas@kingsbridge.ac.uk.",
            ),
        ],
        bad=[
            Slip(0, [("Usually 2 years – or 3 years", "2 years – or 3 years")], "hedge"),
            Slip(1, [("E4G8H2K9L1M3N5", "E4G8H2K9L1N3M5")], "code"),
            Slip(
                2,
                [
                    (
                        "Wizy Graduate nie można przedłużyć. Decyzja zapada zwykle w ciągu 8 tygodni.",
                        "You cannot extend a Graduate visa. Decisions are usually made within 8 weeks.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-rent-increase",
        source="Dear Mr Okafor, Re: Flat 3, 27 Belmont Road, Bristol BS6 5AT. I am writing to give you notice of a rent increase under section 13 of the Housing Act 1988, using the prescribed Form 4A enclosed. Your rent will rise from £1,150 to £1,210 per calendar month from 1 August 2025, which is at least one month after this notice. If you do not agree, you can refer the notice to the First-tier Tribunal (Property Chamber) before the new rent takes effect; the rent will not change until the tribunal decides. All other terms of your tenancy remain the same. Please continue to pay by standing order on the 1st of each month. Yours sincerely, Helen Marsh, Marsh Lettings.",
        good=[
            Good(
                "preserve",
                """Dear Mr Okafor,

Re: Flat 3, 27 Belmont Road, Bristol BS6 5AT

Please accept this letter, together with the enclosed prescribed Form 4A, as formal notice of a rent increase pursuant to section 13 of the Housing Act 1988. With effect from 1 August 2025 – a date falling not less than one month after this notice – your rent will increase from £1,150 to £1,210 per calendar month. Should you disagree with the increase, you are entitled to refer this notice to the First-tier Tribunal (Property Chamber) before the new rent takes effect, in which case the rent will remain unchanged pending the tribunal's decision. All other terms of your tenancy are unaffected. I should be grateful if you would continue to make payment by standing order on the 1st of each month.

Yours sincerely,
Helen Marsh
Marsh Lettings""",
            ),
            Good(
                "preserve",
                """Hi Mr Okafor,

Re: Flat 3, 27 Belmont Road, Bristol BS6 5AT

Just letting you know that your rent is going up. From 1 August 2025 it'll be £1,210 a calendar month instead of £1,150 – that's at least a month after this notice. This is a section 13 notice under the Housing Act 1988, and the official Form 4A is enclosed. If you're not happy with it, you can refer the notice to the First-tier Tribunal (Property Chamber), as long as you do it before the new rent kicks in – and your rent stays as it is until the tribunal decides. Nothing else about your tenancy changes. Please keep paying by standing order on the 1st of every month.

Best wishes,
Helen Marsh, Marsh Lettings""",
            ),
            Good(
                "pl",
                """Szanowny Panie Okafor,

Dotyczy: Flat 3, 27 Belmont Road, Bristol BS6 5AT

Niniejszym zawiadamiam o podwyżce czynszu na podstawie sekcji 13 ustawy Housing Act 1988; w załączeniu przesyłam urzędowy formularz Form 4A. Od 1 sierpnia 2025 r., czyli co najmniej miesiąc po dacie tego zawiadomienia, czynsz wzrośnie z 1150 do 1210 funtów za miesiąc kalendarzowy. Jeśli nie zgadza się Pan z podwyżką, może Pan skierować zawiadomienie do First-tier Tribunal (Property Chamber) przed wejściem w życie nowej stawki; do czasu rozstrzygnięcia trybunału czynsz nie ulegnie zmianie. Pozostałe warunki najmu pozostają bez zmian. Proszę nadal regulować czynsz zleceniem stałym 1. dnia każdego miesiąca.

Z poważaniem
Helen Marsh, Marsh Lettings""",
            ),
        ],
        bad=[
            Slip(0, [("from £1,150 to £1,210", "from £1,150 to £1,260")], "number"),
            Slip(1, [("you can refer the notice", "you must refer the notice")], "modality"),
            Slip(2, [("czynsz nie ulegnie zmianie", "czynsz ulegnie zmianie")], "negation"),
        ],
    ),
    Case(
        key="en-halls-noise",
        source="Quiet hours in Riverside Halls run from 11pm to 8am every night, and from 7pm during the exam period (5 May–13 June 2025). Outside quiet hours, music must still not be audible outside your flat. Parties of more than 10 people are not allowed in flats at any time. Residents affected by noise should first speak to the people involved if they feel safe to do so; otherwise, call the Residence Life team on 0113 496 0720, available 24 hours a day. A first breach will normally result in a written warning; repeated breaches may lead to a £50 fine or referral under the Student Disciplinary Procedure. Guests must leave by midnight on weeknights.",
        good=[
            Good(
                "preserve",
                "Living in Riverside Halls? Here's the deal on noise. Quiet hours are 11pm to 8am, every night – and during the exam period (5 May to 13 June 2025) they start earlier, at 7pm. Even outside quiet hours, your music mustn't be heard outside your flat. Parties of more than 10 people in flats are banned, full stop. If noise is bothering you, try having a word with the people making it first – but only if you feel safe doing that. If not, ring the Residence Life team on 0113 496 0720; they're there 24/7. Break the rules once and you'll normally get a written warning. Keep doing it and you could face a £50 fine or be referred under the Student Disciplinary Procedure. Oh, and guests have to leave by midnight on weeknights.",
            ),
            Good(
                "preserve",
                """Riverside Halls – noise rules
- Quiet hours: 11pm–8am every night; from 7pm during the exam period (5 May–13 June 2025).
- Outside quiet hours: music must still not be audible outside your flat.
- Parties: more than 10 people in a flat is never allowed.
- Noise problem: first talk to those involved, if you feel safe doing so; otherwise call Residence Life on 0113 496 0720 (24 hours a day).
- First breach: normally a written warning.
- Repeated breaches: possibly a £50 fine or referral under the Student Disciplinary Procedure.
- Guests: must leave by midnight on weeknights.""",
            ),
            Good(
                "pl",
                "W akademiku Riverside Halls cisza nocna obowiązuje codziennie od 23:00 do 8:00, a w okresie sesji egzaminacyjnej (5 maja–13 czerwca 2025 r.) – już od 19:00. Również poza godzinami ciszy muzyka nie może być słyszalna poza Twoim mieszkaniem. Imprezy powyżej 10 osób są w mieszkaniach zakazane o każdej porze. Mieszkańcy, którym przeszkadza hałas, powinni najpierw porozmawiać z osobami, które go powodują, jeśli czują się przy tym bezpiecznie; w przeciwnym razie należy zadzwonić do zespołu Residence Life pod numer 0113 496 0720, dostępny całą dobę. Pierwsze naruszenie zwykle kończy się pisemnym upomnieniem; powtarzające się naruszenia mogą skutkować karą 50 funtów lub skierowaniem sprawy do postępowania dyscyplinarnego (Student Disciplinary Procedure). Goście muszą wyjść do północy w dni powszednie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Parties of more than 10 people in flats are banned, full stop.",
                        "Parties of more than 10 people in flats are allowed, full stop.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("First breach: normally a written warning.", "First breach: a written warning.")],
                "hedge",
            ),
            Slip(
                2,
                [("muzyka nie może być słyszalna", "muzyka nie powinna być słyszalna")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-release-notes",
        source="""## Tessera 4.2.0 – release notes (14 October 2025)

### New
- `tessera export` now supports the `--format parquet` option.
- Added a dark theme to the web dashboard.

### Fixed
- Imports no longer fail on CSV files larger than 2 GB (#1874).
- Fixed a memory leak in the scheduler that could occur after about 72 hours of uptime (#1901).

### Breaking changes
- Python 3.9 is no longer supported; the minimum version is now 3.10.

Upgrade with `pip install --upgrade tessera==4.2.0`. Back up your config before upgrading, as the settings file format may change in 5.0. Full changelog: https://github.com/tessera-dev/tessera/releases/tag/v4.2.0""",
        good=[
            Good(
                "preserve",
                """## Tessera 4.2.0 (14 October 2025)

### New
- `tessera export`: new `--format parquet` option.
- Web dashboard: dark theme.

### Fixed
- CSV imports over 2 GB no longer fail (#1874).
- Scheduler memory leak that could occur after ~72 hours of uptime (#1901).

### Breaking changes
- Python 3.9 dropped; minimum is now 3.10.

Upgrade: `pip install --upgrade tessera==4.2.0`. Back up your config first – the settings file format may change in 5.0. Changelog: https://github.com/tessera-dev/tessera/releases/tag/v4.2.0""",
            ),
            Good(
                "preserve",
                """## What's new in Tessera 4.2.0 (released 14 October 2025)

### New
- You can now pass `--format parquet` to `tessera export`.
- The web dashboard has a dark theme.

### Fixed
- Importing CSV files bigger than 2 GB no longer fails (#1874).
- Fixed a memory leak that could hit the scheduler after roughly 72 hours of uptime (#1901).

### Breaking changes
- Support for Python 3.9 has ended – you now need Python 3.10 or later.

To upgrade, run `pip install --upgrade tessera==4.2.0`. Make a backup of your config before you upgrade, because the format of the settings file may change in 5.0. The full changelog is at https://github.com/tessera-dev/tessera/releases/tag/v4.2.0""",
            ),
            Good(
                "pl",
                """## Tessera 4.2.0 – informacje o wydaniu (14 października 2025 r.)

### Nowości
- `tessera export` obsługuje teraz opcję `--format parquet`.
- Panel webowy otrzymał ciemny motyw.

### Poprawki
- Import plików CSV większych niż 2 GB już nie kończy się błędem (#1874).
- Naprawiono wyciek pamięci w harmonogramie zadań, który mógł wystąpić po około 72 godzinach działania (#1901).

### Zmiany niekompatybilne
- Python 3.9 nie jest już obsługiwany; minimalna wersja to teraz 3.10.

Aktualizacja: `pip install --upgrade tessera==4.2.0`. Przed aktualizacją zrób kopię zapasową konfiguracji, ponieważ format pliku ustawień może się zmienić w wersji 5.0. Pełna lista zmian: https://github.com/tessera-dev/tessera/releases/tag/v4.2.0""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "### Breaking changes\n- Python 3.9 dropped",
                        "Breaking changes: Python 3.9 dropped",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "https://github.com/tessera-dev/tessera/releases",
                        "https://github.com/tessera/tessera/releases",
                    )
                ],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "- Panel webowy otrzymał ciemny motyw.",
                        "- Panel webowy otrzymał ciemny motyw i nowy widok statystyk.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-tenancy-transfer",
        source="Applying for a tenancy transfer – Ashdown Borough Council Housing. Council tenants who want to move to another council home can apply for a transfer through the Housing Register at ashdown.gov.uk/housingregister. You must have held your tenancy for at least 12 months and have a clear rent account, unless you are moving because of domestic abuse or a serious medical need. Transfer applicants are placed in Band C unless they are overcrowded or under-occupying, in which case they go into Band B. Mutual exchanges are a separate scheme and do not need a transfer application. From 6 January 2026, applications will be reviewed every 12 months. Call 01632 960 455 with any questions.",
        good=[
            Good(
                "preserve",
                "Ashdown Borough Council Housing – tenancy transfers. If you're a council tenant and want to move to a different council home, you can apply for a transfer on the Housing Register at ashdown.gov.uk/housingregister. You need to have been a tenant for at least 12 months and have no rent arrears – unless you're moving because of domestic abuse or a serious medical need. Transfer applicants go into Band C, except for those who are overcrowded or under-occupying, who go into Band B. You don't need a transfer application for a mutual exchange; that's a separate scheme. Applications will be reviewed every 12 months from 6 January 2026. Questions? Ring 01632 960 455.",
            ),
            Good(
                "preserve",
                "Ashdown Borough Council Housing: Tenancy Transfer Applications. Council tenants wishing to move to alternative council accommodation may apply for a transfer via the Housing Register at ashdown.gov.uk/housingregister. Applicants are required to have held their tenancy for a minimum of 12 months and to have a clear rent account; these conditions do not apply where the move is sought on the grounds of domestic abuse or serious medical need. Transfer applicants will be placed in Band C, save where they are overcrowded or under-occupying, in which case they will be placed in Band B. Mutual exchanges are administered as a separate scheme and do not require a transfer application. With effect from 6 January 2026, applications will be subject to review at 12-monthly intervals. Enquiries may be made by telephone on 01632 960 455.",
            ),
            Good(
                "pl",
                "Wniosek o przeniesienie do innego mieszkania komunalnego – dział mieszkaniowy Rady Gminy Ashdown (Ashdown Borough Council Housing). Najemcy lokali komunalnych, którzy chcą przeprowadzić się do innego mieszkania komunalnego, mogą złożyć wniosek o przeniesienie przez rejestr mieszkaniowy (Housing Register) na stronie ashdown.gov.uk/housingregister. Trzeba być najemcą od co najmniej 12 miesięcy i nie mieć zaległości czynszowych, chyba że przeprowadzka wynika z przemocy domowej lub poważnych potrzeb zdrowotnych. Wnioskodawcy trafiają do grupy C, chyba że mieszkają w przeludnionym lokalu albo zajmują lokal zbyt duży w stosunku do potrzeb – wówczas trafiają do grupy B. Zamiana mieszkań między najemcami (mutual exchange) to odrębny program i nie wymaga wniosku o przeniesienie. Od 6 stycznia 2026 r. wnioski będą weryfikowane co 12 miesięcy. Pytania: tel. 01632 960 455.",
            ),
        ],
        bad=[
            Slip(0, [("ashdown.gov.uk/housingregister", "ashdown.gov.uk/housing-register")], "url"),
            Slip(
                1, [("With effect from 6 January 2026", "With effect from 6 January 2025")], "date"
            ),
            Slip(
                2,
                [
                    (
                        "i nie wymaga wniosku o przeniesienie",
                        "i również wymaga wniosku o przeniesienie",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-screen-sleep-abstract",
        source="Abstract. Evening screen use has been linked to shorter sleep in adolescents (Hale and Guan, 2015), but most evidence comes from cross-sectional surveys. We followed 1,312 pupils aged 13–16 from 18 secondary schools in Wales over two school years, using wrist actigraphy for 7 nights at each wave. Each additional hour of screen use after 9pm was associated with 11 minutes less sleep on school nights. The association was weaker at weekends and was not explained by caffeine intake. Consistent with Twenge et al. (2018), effects appeared largest for social media use. Because the design is observational, the results do not establish causation, but they suggest that limiting late-evening screen time may help adolescents sleep longer.",
        good=[
            Good(
                "preserve",
                "Abstract. Although evening screen use has been associated with reduced sleep duration among adolescents (Hale and Guan, 2015), the available evidence derives predominantly from cross-sectional surveys. The present study followed 1,312 pupils aged 13 to 16, drawn from 18 secondary schools in Wales, across two school years; sleep was measured by wrist actigraphy over 7 nights at each wave. Every additional hour of screen use after 9pm was associated with 11 minutes less sleep on school nights. This association was weaker at weekends and could not be accounted for by caffeine intake. In keeping with Twenge et al. (2018), the effects appeared most pronounced for social media use. Given the observational design, causation cannot be established; nonetheless, the findings suggest that restricting late-evening screen time may help adolescents to sleep for longer.",
            ),
            Good(
                "preserve",
                "Evening screen use has been linked to shorter adolescent sleep (Hale and Guan, 2015), though mostly in cross-sectional surveys. Cohort: 1,312 pupils aged 13–16, 18 Welsh secondary schools, followed over two school years; wrist actigraphy for 7 nights per wave. Each extra hour of screens after 9pm: 11 minutes less sleep on school nights. Weaker association at weekends; not explained by caffeine. As in Twenge et al. (2018), effects looked largest for social media. Observational design, so no proof of causation – but limiting late-evening screen time may help adolescents sleep longer.",
            ),
            Good(
                "pl",
                "Streszczenie. Korzystanie z ekranów wieczorem wiązano z krótszym snem u nastolatków (Hale i Guan, 2015), jednak większość dowodów pochodzi z badań przekrojowych. Przez dwa lata szkolne obserwowaliśmy 1312 uczniów w wieku 13–16 lat z 18 szkół średnich w Walii, mierząc sen za pomocą aktygrafii nadgarstkowej przez 7 nocy w każdej fali badania. Każda dodatkowa godzina korzystania z ekranów po 21:00 wiązała się z 11 minutami krótszego snu w noce przed dniami szkolnymi. W weekendy związek był słabszy i nie wyjaśniało go spożycie kofeiny. Podobnie jak u Twenge i in. (2018), efekty wydawały się największe w przypadku mediów społecznościowych. Ze względu na obserwacyjny charakter badania wyniki nie dowodzą związku przyczynowego, ale sugerują, że ograniczenie korzystania z ekranów późnym wieczorem może pomóc nastolatkom dłużej spać.",
            ),
        ],
        bad=[
            Slip(0, [("(Hale and Guan, 2015)", "(Hale and Guan, 2016)")], "citation"),
            Slip(1, [("Twenge et al. (2018)", "Turner et al. (2018)")], "citation"),
            Slip(2, [("efekty wydawały się największe", "efekty były największe")], "hedge"),
        ],
    ),
    Case(
        key="en-first-aid-course",
        source="First Aid at Work course – booking terms. Our three-day First Aid at Work course meets HSE guidance and runs from 9am to 4:30pm each day at our Leicester training centre, 14 Granby Street. The course costs £285 + VAT per person, including a manual and lunch. Certificates are valid for 3 years; we strongly recommend annual refresher training. Candidates must attend every session and pass a practical assessment; anyone who misses more than 30 minutes may need to rebook. Cancellations made at least 14 days before the start date receive a full refund; after that, no refund is given, but you may send a colleague in your place. Book at 0116 496 0881 or bookings@lifelinetraining.co.uk.",
        good=[
            Good(
                "preserve",
                "Booking terms for our First Aid at Work course. The course lasts three days, meets HSE guidance and takes place at our Leicester training centre, 14 Granby Street, from 9am to 4:30pm each day. It costs £285 + VAT per person, which includes a manual and lunch. The certificate is valid for 3 years, and we strongly recommend taking refresher training every year. You must attend every session and pass a practical assessment; if you miss more than 30 minutes, you may need to rebook. If you cancel 14 days or more before the course starts, we refund you in full. Later cancellations are not refunded, but you can send a colleague instead. To book, call 0116 496 0881 or email bookings@lifelinetraining.co.uk.",
            ),
            Good(
                "preserve",
                "Thinking of booking our First Aid at Work course? Here's what you need to know. It's a three-day course that meets HSE guidance, running 9am–4:30pm each day at our Leicester training centre on 14 Granby Street. It's £285 + VAT per person, and that covers a manual and your lunch. Your certificate lasts 3 years, but we'd strongly recommend a refresher every year. You'll have to be there for every session and pass a practical assessment – miss more than 30 minutes and you might have to rebook. Need to cancel? Do it at least 14 days before the start date and you'll get all your money back. After that there's no refund, though you're welcome to send a colleague in your place. Give us a ring on 0116 496 0881 or drop an email to bookings@lifelinetraining.co.uk.",
            ),
            Good(
                "pl",
                "Kurs „First Aid at Work” – warunki rezerwacji. Nasz trzydniowy kurs pierwszej pomocy w pracy jest zgodny z wytycznymi HSE i odbywa się codziennie w godz. 9:00–16:30 w centrum szkoleniowym w Leicester przy 14 Granby Street. Kurs kosztuje 285 funtów + VAT za osobę, w tym podręcznik i lunch. Certyfikat jest ważny przez 3 lata; zdecydowanie zalecamy coroczne szkolenie przypominające. Uczestnicy muszą być obecni na wszystkich zajęciach i zaliczyć egzamin praktyczny; osoba, która opuści więcej niż 30 minut, może być zmuszona zapisać się ponownie. Rezygnacja zgłoszona co najmniej 14 dni przed rozpoczęciem kursu uprawnia do pełnego zwrotu kosztów; później zwrot nie przysługuje, ale w swoje miejsce można wysłać współpracownika. Rezerwacje: tel. 0116 496 0881 lub bookings@lifelinetraining.co.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "which includes a manual and lunch",
                        "which includes a manual, lunch and free parking",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "You'll have to be there for every session",
                        "Try to be there for every session",
                    )
                ],
                "modality",
            ),
            Slip(2, [("więcej niż 30 minut", "więcej niż 60 minut")], "number"),
        ],
    ),
]
