# ruff: noqa: E501, RUF001
"""English source cases of blind set 36: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-narrowboat-hire-damage-deposit",
        source="Clause 7 – Security deposit and fuel. A refundable security deposit of £250 is payable by card when you collect the boat. It will be returned within 14 days of the end of your hire, less the cost of any damage, lost equipment or extra cleaning. Diesel is not included in the hire price: the tank is dipped at handover and on return, and you will be charged £1.60 per litre used. The hirer must not navigate after sunset or before 8:00. Pets are welcome on request, but no more than two dogs may be carried on any one boat. You should report any grounding or collision to the boatyard on 01234 567890 as soon as it is safe to do so.",
        good=[
            Good(
                "preserve",
                "Clause 7 – Security deposit and fuel. When the boat is collected, the hirer pays by card a refundable security deposit of £250, which is returned within 14 days of the end of the hire after deduction of the cost of any damage, lost equipment or additional cleaning. The hire price does not include diesel; the tank is dipped both at handover and on return, and the fuel used is charged at £1.60 per litre. Navigation is not permitted after sunset or before 8:00. Pets are accepted on request, although a single boat may carry no more than two dogs. Any grounding or collision should be reported to the boatyard on 01234 567890 as soon as it is safe to do so.",
            ),
            Good(
                "preserve",
                "Deposit and fuel (clause 7): When you pick up the boat, you pay a refundable £250 security deposit by card. You get it back within 14 days after your hire ends, minus whatever it costs us to cover any damage, lost equipment or extra cleaning. Diesel isn't part of the hire price. We dip the tank when you set off and again when you come back, and charge £1.60 for each litre you've used. You must not cruise after sunset or before 8:00. Pets are welcome if you ask first, but you may bring no more than two dogs on any one boat. If you run aground or hit something, you should ring the boatyard on 01234 567890 as soon as it's safe to do so.",
            ),
            Good(
                "pl",
                "Punkt 7 – Kaucja i paliwo. Przy odbiorze łodzi wpłaca się kartą zwrotną kaucję w wysokości 250 £. Zostanie ona zwrócona w ciągu 14 dni od zakończenia wynajmu, pomniejszona o koszt ewentualnych szkód, zagubionego wyposażenia lub dodatkowego sprzątania. Olej napędowy nie jest wliczony w cenę wynajmu: poziom paliwa w zbiorniku mierzy się przy przekazaniu łodzi i przy jej zwrocie, a za każdy zużyty litr pobierana jest opłata 1,60 £. Najemcy nie wolno pływać po zachodzie słońca ani przed godziną 8:00. Zwierzęta są mile widziane po wcześniejszym uzgodnieniu, ale na jednej łodzi mogą płynąć najwyżej dwa psy. Każde wejście na mieliznę lub kolizję najemca powinien zgłosić przystani pod numerem 01234 567890, gdy tylko będzie to bezpieczne.",
            ),
        ],
        bad=[
            Slip(0, [("£1.60 per litre", "£1.06 per litre")], "number"),
            Slip(
                1,
                [("Diesel isn't part of the hire price.", "Diesel is part of the hire price.")],
                "negation",
            ),
            Slip(2, [("najemca powinien zgłosić", "najemca może zgłosić")], "modality"),
        ],
    ),
    Case(
        key="en-parish-council-community-grant-round",
        source="Ashbourne Parish Council – Community Grants 2025. Local voluntary groups can apply for grants of between £200 and £1,500 towards projects that benefit residents of the parish. Applications must be submitted on the official form, available at www.ashbourneparish.gov.uk/grants, and returned to the Clerk, Mrs Helen Forde, at clerk@ashbourneparish.gov.uk no later than 5 pm on Friday 14 March 2025. The Grants Committee will meet on Tuesday 8 April, and applicants should expect a decision within ten working days of that meeting. Groups that received funding last year must include a short report on how the money was spent. Grants cannot be used for salaries or for activities that have already taken place.",
        good=[
            Good(
                "preserve",
                "Ashbourne Parish Council invites local voluntary groups to apply for its Community Grants 2025, worth between £200 and £1,500, for projects that benefit parish residents. Applications must be made on the official form (www.ashbourneparish.gov.uk/grants) and sent to the Clerk, Mrs Helen Forde (clerk@ashbourneparish.gov.uk), by 5 pm on Friday 14 March 2025 at the latest. The Grants Committee meets on Tuesday 8 April; applicants should expect a decision within ten working days of the meeting. Groups funded last year must enclose a brief report on how the money was spent. Grants may not be used for salaries or for activities that have already taken place.",
            ),
            Good(
                "preserve",
                "Are you part of a local voluntary group running a project that benefits people living in the parish? Ashbourne Parish Council's Community Grants 2025 offer anything from £200 to £1,500. You must apply on the official form, which you can find at www.ashbourneparish.gov.uk/grants, and send it back to our Clerk, Mrs Helen Forde, at clerk@ashbourneparish.gov.uk. Your application has to reach her by 5 pm on Friday 14 March 2025 at the latest. The Grants Committee meets on Tuesday 8 April, so you should expect to hear our decision within ten working days after that. If we funded your group last year, you must also include a short report on how you spent the money. Please note that grants can't pay for salaries or for activities that have already happened.",
            ),
            Good(
                "pl",
                "Rada Parafialna Ashbourne – Granty Społeczne 2025. Lokalne organizacje wolontariackie mogą ubiegać się o granty w wysokości od 200 £ do 1500 £ na projekty przynoszące korzyść mieszkańcom parafii. Wnioski należy składać na oficjalnym formularzu, dostępnym na stronie www.ashbourneparish.gov.uk/grants, i przesłać do sekretarz rady, pani Helen Forde, na adres clerk@ashbourneparish.gov.uk nie później niż w piątek 14 marca 2025 r. do godziny 17:00. Komisja Grantowa zbierze się we wtorek 8 kwietnia, a wnioskodawcy powinni spodziewać się decyzji w ciągu dziesięciu dni roboczych od tego posiedzenia. Grupy, które otrzymały dofinansowanie w zeszłym roku, muszą dołączyć krótkie sprawozdanie z tego, jak wydały pieniądze. Grantów nie można przeznaczać na wynagrodzenia ani na działania, które już się odbyły.",
            ),
        ],
        bad=[
            Slip(0, [("Friday 14 March 2025", "Friday 21 March 2025")], "date"),
            Slip(1, [("clerk@ashbourneparish.gov.uk", "clerk@ashbourneparish.org.uk")], "url"),
            Slip(
                2,
                [("muszą dołączyć krótkie sprawozdanie", "mogą dołączyć krótkie sprawozdanie")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-flu-vaccine-trial-participant-info",
        source="What will happen if I take part? You will be asked to attend four visits at the Northgate Clinical Research Unit over about six months. At the first visit you will receive a single 0.5 ml injection of either the study vaccine or a placebo; neither you nor the study doctor will know which. A blood sample of 20 ml will be taken at visits 1, 3 and 4. Most side effects are mild and likely to pass within two days, but some people may feel feverish. You do not have to take part, and you can withdraw at any time without giving a reason. You will receive £40 for each completed visit to cover travel costs.",
        good=[
            Good(
                "preserve",
                "If you join the study, you'll be asked to come to the Northgate Clinical Research Unit four times over roughly six months. On your first visit you'll get one 0.5 ml injection. It will be either the study vaccine or a placebo, and neither you nor the study doctor will know which one. We'll take a 20 ml blood sample at visits 1, 3 and 4. Most side effects are mild and will probably be gone within two days, though some people may feel feverish. Taking part is your choice: you don't have to, and you can leave the study at any time without telling us why. For each visit you complete, you'll be paid £40 to cover your travel costs.",
            ),
            Good(
                "preserve",
                "Participation involves four visits to the Northgate Clinical Research Unit over a period of approximately six months. At the first visit, each participant receives a single 0.5 ml injection of either the study vaccine or a placebo; which of the two has been given is concealed from both the participant and the study doctor. A 20 ml blood sample is collected at visits 1, 3 and 4. Side effects are mostly mild and are likely to resolve within two days, although some participants may experience feverishness. Participation is voluntary: participants are not obliged to take part and may withdraw at any time without giving a reason. A payment of £40 is made for each completed visit to cover travel expenses.",
            ),
            Good(
                "pl",
                "Co się stanie, jeśli wezmę udział w badaniu? Zostaniesz poproszony o przyjście na cztery wizyty w Northgate Clinical Research Unit w ciągu około sześciu miesięcy. Podczas pierwszej wizyty otrzymasz jedno wstrzyknięcie 0,5 ml badanej szczepionki albo placebo; ani Ty, ani lekarz prowadzący badanie nie będziecie wiedzieć, który preparat został podany. Podczas wizyt 1, 3 i 4 zostanie pobrana próbka krwi o objętości 20 ml. Większość działań niepożądanych jest łagodna i prawdopodobnie ustąpi w ciągu dwóch dni, ale u niektórych osób może pojawić się uczucie gorączki. Nie musisz brać udziału w badaniu i możesz się z niego wycofać w dowolnym momencie bez podawania przyczyny. Za każdą ukończoną wizytę otrzymasz 40 £ na pokrycie kosztów dojazdu.",
            ),
        ],
        bad=[
            Slip(
                1, [("are likely to resolve within two days", "resolve within two days")], "hedge"
            ),
            Slip(
                2,
                [("Nie musisz brać udziału w badaniu", "Musisz wziąć udział w badaniu")],
                "negation",
            ),
            Slip(0, [("at visits 1, 3 and 4", "at visits 1, 2 and 4")], "number"),
        ],
    ),
    Case(
        key="en-schemacheck-changelog",
        source="""## schemacheck 3.2.0 (2025-02-11)

### Breaking changes
- Python 3.8 is no longer supported; the minimum version is now **3.9**.
- `Field(strict=True)` now rejects numeric strings such as `"42"` instead of converting them.

### Added
- New `--fail-fast` option for the `schemacheck lint` command stops at the first invalid file.

### Fixes
- `validate_many()` no longer leaks memory when given more than 10,000 records (#412).

### Upgrading
Run `pip install --upgrade schemacheck==3.2.0`. Projects that rely on the old coercion should pin `schemacheck<3.2` until they have updated their models.""",
        good=[
            Good(
                "preserve",
                """## schemacheck 3.2.0 – released 2025-02-11

### Breaking changes
- Support for Python 3.8 has been dropped: **3.9** is now the minimum version.
- With `Field(strict=True)`, numeric strings like `"42"` are now rejected rather than converted.

### Added
- The `schemacheck lint` command has a new `--fail-fast` option that stops at the first invalid file.

### Fixes
- Fixed a memory leak in `validate_many()` when it is given more than 10,000 records (#412).

### Upgrading
Upgrade with `pip install --upgrade schemacheck==3.2.0`. If your project relies on the old coercion, you should pin `schemacheck<3.2` until your models have been updated.""",
            ),
            Good(
                "preserve",
                """## What's new in schemacheck 3.2.0 (2025-02-11)

### Breaking changes
- You now need Python **3.9** or newer – Python 3.8 is not supported any more.
- `Field(strict=True)` doesn't convert numeric strings such as `"42"` any longer; it rejects them.

### Added
- `schemacheck lint` accepts a new `--fail-fast` option, which stops at the first invalid file.

### Fixes
- `validate_many()` no longer leaks memory when you pass it more than 10,000 records (#412).

### Upgrading
Run `pip install --upgrade schemacheck==3.2.0`. Still relying on the old coercion? Then you should pin `schemacheck<3.2` until you've updated your models.""",
            ),
            Good(
                "pl",
                """## schemacheck 3.2.0 (2025-02-11)

### Zmiany niezgodne wstecz
- Python 3.8 nie jest już obsługiwany; minimalna wersja to teraz **3.9**.
- `Field(strict=True)` odrzuca teraz ciągi liczbowe, takie jak `"42"`, zamiast je konwertować.

### Nowości
- Nowa opcja `--fail-fast` polecenia `schemacheck lint` zatrzymuje sprawdzanie na pierwszym nieprawidłowym pliku.

### Poprawki
- `validate_many()` nie powoduje już wycieku pamięci, gdy otrzymuje ponad 10 000 rekordów (#412).

### Aktualizacja
Uruchom `pip install --upgrade schemacheck==3.2.0`. Projekty, które polegają na dotychczasowej konwersji typów, powinny przypiąć wersję `schemacheck<3.2`, dopóki nie zaktualizują swoich modeli.""",
            ),
        ],
        bad=[
            Slip(2, [("`--fail-fast`", "`--fail-first`")], "code"),
            Slip(0, [("### Breaking changes\n", "Breaking changes\n")], "markdown"),
            Slip(1, [("more than 10,000 records", "more than 1,000 records")], "number"),
        ],
    ),
    Case(
        key="en-hydrotherapy-pool-access-rules",
        source="Hydrotherapy Pool – Rules for Users. The pool is kept at 34 °C and is open to referred patients and members of the Warm Water Club from Monday to Saturday, 7:30 to 19:00. Sessions last 45 minutes, and no user may stay in the water for longer than one session. You must shower before entering the pool. Children under 8 must be accompanied in the water by an adult at all times. People with open wounds, diarrhoea in the past 48 hours or uncontrolled epilepsy must not use the pool. Please arrive 10 minutes before your booked time; if you are more than 15 minutes late, your session may be given to someone on the waiting list.",
        good=[
            Good(
                "preserve",
                """Hydrotherapy pool: what users need to know
- Water temperature: 34 °C.
- Who can use it: referred patients and Warm Water Club members, Monday to Saturday, 7:30–19:00.
- Each session lasts 45 minutes, and nobody may stay in the water for more than one session.
- Showering before you get in is compulsory.
- Children under 8 must have an adult with them in the water at all times.
- You must not use the pool if you have an open wound, have had diarrhoea in the last 48 hours or have epilepsy that is not controlled.
- Please arrive 10 minutes before your booked time. If you are over 15 minutes late, we may give your session to someone on the waiting list.""",
            ),
            Good(
                "preserve",
                "Rules for users of the hydrotherapy pool: the water is maintained at 34 °C, and the pool is available to referred patients and Warm Water Club members between 7:30 and 19:00, Monday to Saturday. Each session lasts 45 minutes; no user may remain in the water beyond a single session. A shower must be taken before entering the pool, and children under the age of 8 must be accompanied in the water by an adult at all times. The pool must not be used by anyone with open wounds, anyone who has had diarrhoea within the past 48 hours, or anyone with uncontrolled epilepsy. Users are asked to arrive 10 minutes before their booked time; a session may be reallocated to someone on the waiting list if the user is more than 15 minutes late.",
            ),
            Good(
                "pl",
                "Basen do hydroterapii – zasady korzystania. Woda w basenie ma temperaturę 34 °C. Z basenu mogą korzystać pacjenci ze skierowaniem oraz członkowie Warm Water Club od poniedziałku do soboty w godzinach 7:30–19:00. Sesja trwa 45 minut i nikt nie może przebywać w wodzie dłużej niż przez jedną sesję. Przed wejściem do basenu trzeba wziąć prysznic. Dzieciom poniżej 8 lat musi przez cały czas towarzyszyć w wodzie osoba dorosła. Z basenu nie mogą korzystać osoby z otwartymi ranami, osoby, które w ciągu ostatnich 48 godzin miały biegunkę, ani osoby z niekontrolowaną padaczką. Prosimy o przybycie 10 minut przed zarezerwowaną godziną; w razie spóźnienia przekraczającego 15 minut sesja może zostać przekazana osobie z listy oczekujących.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Showering before you get in is compulsory.",
                        "Showering before you get in is recommended.",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "no user may remain in the water beyond a single session",
                        "users may remain in the water beyond a single session",
                    )
                ],
                "negation",
            ),
            Slip(2, [("od poniedziałku do soboty", "od poniedziałku do piątku")], "date"),
        ],
    ),
    Case(
        key="en-national-park-wild-camping-byelaws",
        source="Kestrel Fells National Park Authority Byelaws 2019 (extract). Byelaw 4(2): No person shall pitch a tent on Access Land within 100 metres of a road or a dwelling. Byelaw 4(3): Camping is permitted for a maximum of two consecutive nights in the same place, and groups of more than six people need the written consent of the Authority. Byelaw 7: No person shall light an open fire or use a disposable barbecue anywhere in the Park; gas stoves may be used if they are raised off the ground. Anyone who contravenes these byelaws may be fined up to £500 under section 90 of the National Parks and Access to the Countryside Act 1949.",
        good=[
            Good(
                "preserve",
                """Here is what an extract from the Kestrel Fells National Park Authority Byelaws 2019 says:
- You must not pitch a tent on Access Land within 100 metres of a road or a house (byelaw 4(2)).
- You can camp in the same place for no more than two nights in a row, and a group of more than six people needs written consent from the Authority (byelaw 4(3)).
- Nobody may light an open fire or use a disposable barbecue anywhere in the Park, but you may use a gas stove as long as it is raised off the ground (byelaw 7).
Anyone who breaks these byelaws may be fined up to £500 under section 90 of the National Parks and Access to the Countryside Act 1949.""",
            ),
            Good(
                "preserve",
                "Under byelaw 4(2) of the Kestrel Fells National Park Authority Byelaws 2019, pitching a tent on Access Land within 100 metres of a road or dwelling is prohibited. Byelaw 4(3) allows camping in one place for at most two consecutive nights and requires groups larger than six people to obtain the Authority's written consent. Byelaw 7 forbids lighting open fires and using disposable barbecues anywhere in the Park, while permitting gas stoves that are raised off the ground. A person who contravenes the byelaws may be fined up to £500 under section 90 of the National Parks and Access to the Countryside Act 1949.",
            ),
            Good(
                "pl",
                "Wyciąg z przepisów porządkowych Kestrel Fells National Park Authority z 2019 r. Przepis 4 ust. 2: Nie wolno rozbijać namiotu na terenach ogólnodostępnych (Access Land) w odległości mniejszej niż 100 metrów od drogi lub budynku mieszkalnego. Przepis 4 ust. 3: Biwakowanie w tym samym miejscu jest dozwolone przez maksymalnie dwie kolejne noce, a grupy liczące więcej niż sześć osób muszą uzyskać pisemną zgodę Zarządu Parku. Przepis 7: Na całym terenie Parku nie wolno rozpalać otwartego ognia ani używać jednorazowych grilli; kuchenek gazowych można używać, jeśli są uniesione nad ziemię. Każdemu, kto narusza te przepisy, grozi grzywna do 500 £ na podstawie sekcji 90 ustawy National Parks and Access to the Countryside Act 1949.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 90 of the National Parks", "section 19 of the National Parks")],
                "legal_reference",
            ),
            Slip(1, [("within 100 metres", "within 200 metres")], "number"),
            Slip(2, [("muszą uzyskać pisemną zgodę", "powinny uzyskać pisemną zgodę")], "modality"),
        ],
    ),
    Case(
        key="en-river-sediment-microplastics-abstract",
        source="Abstract. Microplastic contamination of river sediments remains poorly quantified outside urban catchments. We sampled bed sediments at 36 sites along the River Teme and its tributaries between April and September 2022, extracting particles by density separation (ZnCl₂, 1.6 g/cm³) and identifying polymers with µ-FTIR. Mean abundance was 185 particles per kg dry weight, roughly three times higher downstream of wastewater treatment works than upstream. Fibres made up 62% of all particles. Consistent with Horton et al. (2017), our results suggest that treated effluent is probably the dominant source, although agricultural sludge spreading may also contribute. Longer monitoring is needed to confirm seasonal patterns.",
        good=[
            Good(
                "preserve",
                "Little is known about how much microplastic sits in river sediments outside urban catchments. To find out, the researchers sampled bed sediments at 36 sites along the River Teme and its tributaries between April and September 2022. They extracted particles by density separation (ZnCl₂, 1.6 g/cm³) and identified the polymers using µ-FTIR. On average, the sediments held 185 particles per kg of dry weight, and abundance downstream of wastewater treatment works was roughly three times that upstream. Fibres accounted for 62% of all particles. In line with Horton et al. (2017), the findings suggest that treated effluent is probably the dominant source, though the spreading of agricultural sludge may also contribute. Longer monitoring is needed to confirm seasonal patterns.",
            ),
            Good(
                "preserve",
                "Outside urban catchments, microplastic contamination of river sediments is still poorly quantified. Bed sediments were collected from 36 sites on the River Teme and its tributaries (April–September 2022); particles were isolated by ZnCl₂ density separation (1.6 g/cm³) and polymers identified by µ-FTIR. Mean abundance was 185 particles kg⁻¹ dry weight, with approximately threefold higher values downstream of wastewater treatment works than upstream, and 62% of particles were fibres. In agreement with Horton et al. (2017), the data suggest that treated effluent is probably the dominant source, with a possible additional contribution from agricultural sludge spreading. Confirmation of seasonal patterns requires longer monitoring.",
            ),
            Good(
                "pl",
                "Streszczenie. Zanieczyszczenie osadów rzecznych mikroplastikiem wciąż jest słabo zbadane ilościowo poza zlewniami miejskimi. W okresie od kwietnia do września 2022 r. pobraliśmy próbki osadów dennych z 36 stanowisk wzdłuż rzeki Teme i jej dopływów; cząstki wyodrębniono metodą separacji gęstościowej (ZnCl₂, 1,6 g/cm³), a polimery zidentyfikowano za pomocą µ-FTIR. Średnia liczebność wynosiła 185 cząstek na kg suchej masy i była mniej więcej trzykrotnie wyższa poniżej oczyszczalni ścieków niż powyżej nich. Włókna stanowiły 62% wszystkich cząstek. Zgodnie z wynikami Hortona i in. (2017) nasze dane wskazują, że głównym źródłem są prawdopodobnie oczyszczone ścieki, choć swój udział może mieć także rolnicze rozprowadzanie osadów ściekowych. Potwierdzenie wzorców sezonowych wymaga dłuższego monitoringu.",
            ),
        ],
        bad=[
            Slip(0, [("Horton et al. (2017)", "Horton et al. (2019)")], "citation"),
            Slip(
                2,
                [
                    (
                        "głównym źródłem są prawdopodobnie oczyszczone ścieki",
                        "głównym źródłem są oczyszczone ścieki",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("62% of particles were fibres", "26% of particles were fibres")], "number"),
        ],
    ),
    Case(
        key="en-restaurant-allergen-policy-menu",
        source="Allergen policy. All our dishes are prepared in one small kitchen where nuts, sesame, gluten and shellfish are handled every day, so we cannot guarantee that any dish is completely free from traces of allergens. If you have a food allergy or intolerance, you must tell your server before ordering, and our duty manager will go through the allergen matrix for all 14 major allergens with you. We do not serve peanuts in any form. Gluten-free bread is available, but it is toasted in the same toaster as ordinary bread. Guests with a severe allergy should carry their own medication at all times. We are happy to adapt most dishes, but we may not be able to change sauces prepared in advance.",
        good=[
            Good(
                "preserve",
                "A note about allergens: everything we cook comes out of one small kitchen, and nuts, sesame, gluten and shellfish are handled there every day. That means we can't guarantee that any dish is completely free from traces of allergens. If you have a food allergy or intolerance, you must let your server know before you order; our duty manager will then go through the allergen matrix covering all 14 major allergens with you. Peanuts are never served here in any form. We do have gluten-free bread, but please be aware that it goes through the same toaster as our ordinary bread. If your allergy is severe, you should carry your own medication at all times. We're glad to adapt most dishes, although we may not be able to change sauces that are prepared in advance.",
            ),
            Good(
                "preserve",
                "Allergen policy: all dishes are prepared in a single small kitchen in which nuts, sesame, gluten and shellfish are handled daily; consequently, no dish can be guaranteed to be completely free of allergen traces. Guests with a food allergy or intolerance must inform their server before ordering, and the duty manager will review the allergen matrix for all 14 major allergens with them. Peanuts are not served in any form. Gluten-free bread is available, though it is toasted in the same toaster as regular bread. Guests with a severe allergy should carry their own medication at all times. We are happy to adapt most dishes; however, it may not be possible to change sauces prepared in advance.",
            ),
            Good(
                "pl",
                "Polityka dotycząca alergenów. Wszystkie nasze dania przygotowujemy w jednej małej kuchni, w której codziennie używa się orzechów, sezamu, glutenu i skorupiaków, dlatego nie możemy zagwarantować, że którekolwiek danie jest całkowicie wolne od śladowych ilości alergenów. Jeśli masz alergię lub nietolerancję pokarmową, musisz poinformować o tym kelnera przed złożeniem zamówienia, a nasz kierownik zmiany omówi z Tobą tabelę wszystkich 14 głównych alergenów. Nie podajemy orzeszków ziemnych w żadnej postaci. Dostępne jest pieczywo bezglutenowe, ale opiekamy je w tym samym tosterze co zwykłe pieczywo. Goście z ciężką alergią powinni zawsze mieć przy sobie własne leki. Chętnie dostosujemy większość dań, ale możemy nie być w stanie zmienić sosów przygotowanych wcześniej.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "no dish can be guaranteed to be completely free",
                        "every dish can be guaranteed to be completely free",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("musisz poinformować o tym kelnera", "możesz poinformować o tym kelnera")],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "We do have gluten-free bread,",
                        "We do have gluten-free bread from a certified gluten-free bakery in Leeds,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-cash-isa-transfer-faq",
        source="""## Easy Access Cash ISA – FAQs

**Can I transfer an existing ISA to you?**
Yes. Fill in the transfer form at [harbourbank.co.uk/isa-transfer](https://harbourbank.co.uk/isa-transfer) and we will contact your old provider. Cash ISA transfers usually take about 15 working days.

**How much can I pay in?**
You can save up to £20,000 in the 2025/26 tax year across all your ISAs. Transferring money from previous years does not count towards this allowance.

**What is the interest rate?**
The rate is 4.10% AER (variable). Interest is paid monthly and is tax-free.

**Can I withdraw money?**
Yes, at any time and without penalty.""",
        good=[
            Good(
                "preserve",
                """## Easy Access Cash ISA: your questions answered

**Can I move an ISA I already have to you?**
Yes. Complete the transfer form at [harbourbank.co.uk/isa-transfer](https://harbourbank.co.uk/isa-transfer) and we'll get in touch with your old provider. A Cash ISA transfer normally takes around 15 working days.

**What's the most I can pay in?**
Up to £20,000 across all your ISAs in the 2025/26 tax year. Money you transfer from previous years doesn't count towards this allowance.

**What interest will I get?**
4.10% AER (variable), paid every month and free of tax.

**Can I take money out?**
Yes – whenever you like, with no penalty.""",
            ),
            Good(
                "preserve",
                """## Easy Access Cash ISA – Frequently Asked Questions

- **Transfers:** an existing ISA can be transferred to us by completing the form at [harbourbank.co.uk/isa-transfer](https://harbourbank.co.uk/isa-transfer); we will then contact the previous provider. Cash ISA transfers typically take approximately 15 working days.
- **Allowance:** up to £20,000 may be saved across all ISAs in the 2025/26 tax year. Money transferred from previous years does not count towards this allowance.
- **Interest:** 4.10% AER (variable), paid monthly and tax-free.
- **Withdrawals:** permitted at any time, without penalty.""",
            ),
            Good(
                "pl",
                """## Easy Access Cash ISA – najczęściej zadawane pytania

**Czy mogę przenieść do Was istniejące konto ISA?**
Tak. Wypełnij formularz przeniesienia na stronie [harbourbank.co.uk/isa-transfer](https://harbourbank.co.uk/isa-transfer), a my skontaktujemy się z Twoim dotychczasowym dostawcą. Przeniesienie Cash ISA trwa zwykle około 15 dni roboczych.

**Ile mogę wpłacić?**
W roku podatkowym 2025/26 możesz zaoszczędzić łącznie do 20 000 £ na wszystkich swoich kontach ISA. Środki przenoszone z poprzednich lat nie wliczają się do tego limitu.

**Jakie jest oprocentowanie?**
Oprocentowanie wynosi 4,10% AER (zmienne). Odsetki są wypłacane co miesiąc i są wolne od podatku.

**Czy mogę wypłacać pieniądze?**
Tak, w dowolnym momencie i bez żadnych kar.""",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "[harbourbank.co.uk/isa-transfer](https://harbourbank.co.uk/isa-transfer)",
                        "harbourbank.co.uk/isa-transfer",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("4,10% AER", "4,01% AER")], "number"),
            Slip(
                0,
                [
                    (
                        "(https://harbourbank.co.uk/isa-transfer)",
                        "(https://harbourbank.com/isa-transfer)",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-broadband-annual-price-rise-letter",
        source="""Dear Mr Okafor,
We're writing to let you know that from 1 April 2025 the monthly price of your Fibre 150 broadband plan will rise by £3.00, from £29.99 to £32.99. This change was set out in your contract when you signed up on 12 June 2023, so it does not give you the right to cancel without paying early termination charges. Your minimum term ends on 11 June 2025. If you'd like to compare plans, visit skylinkbroadband.co.uk/myplan or reply to billing@skylinkbroadband.co.uk. You don't need to do anything to keep your current service.
Kind regards,
Priya Shah, Customer Billing Team""",
        good=[
            Good(
                "preserve",
                """Dear Mr Okafor,
From 1 April 2025, your Fibre 150 broadband plan will cost £3.00 more each month: £32.99 instead of £29.99. Because this rise was already set out in the contract you signed on 12 June 2023, it doesn't entitle you to cancel without paying early termination charges. Your minimum term runs until 11 June 2025. To compare plans, go to skylinkbroadband.co.uk/myplan or reply to billing@skylinkbroadband.co.uk. If you want to keep your current service, there's nothing you need to do.
Kind regards,
Priya Shah, Customer Billing Team""",
            ),
            Good(
                "preserve",
                """Dear Mr Okafor,
Please be advised that, with effect from 1 April 2025, the monthly charge for your Fibre 150 broadband plan will increase by £3.00, from £29.99 to £32.99. As this increase was provided for in the contract you entered into on 12 June 2023, it does not entitle you to terminate the contract without incurring early termination charges. Your minimum term will end on 11 June 2025. Should you wish to compare plans, please visit skylinkbroadband.co.uk/myplan or reply to billing@skylinkbroadband.co.uk. No action is required on your part to retain your current service.
Yours sincerely,
Priya Shah, Customer Billing Team""",
            ),
            Good(
                "pl",
                """Szanowny Panie Okafor,
informujemy, że od 1 kwietnia 2025 r. miesięczna cena Pana pakietu internetowego Fibre 150 wzrośnie o 3,00 £, z 29,99 £ do 32,99 £. Zmiana ta została przewidziana w umowie zawartej przy zakupie usługi 12 czerwca 2023 r., dlatego nie daje ona Panu prawa do rozwiązania umowy bez uiszczenia opłat za jej wcześniejsze rozwiązanie. Minimalny okres umowy kończy się 11 czerwca 2025 r. Jeśli chciałby Pan porównać dostępne pakiety, prosimy odwiedzić stronę skylinkbroadband.co.uk/myplan lub odpowiedzieć na adres billing@skylinkbroadband.co.uk. Aby zachować obecną usługę, nie musi Pan nic robić.
Z poważaniem
Priya Shah, Dział Rozliczeń Klienta""",
            ),
        ],
        bad=[
            Slip(1, [("will end on 11 June 2025", "will end on 11 July 2025")], "date"),
            Slip(2, [("z 29,99 £ do 32,99 £", "z 29,99 £ do 33,99 £")], "number"),
            Slip(0, [("skylinkbroadband.co.uk/myplan", "skylinkbroadband.co.uk/myplans")], "url"),
        ],
    ),
    Case(
        key="en-field-trip-risk-summary-coast",
        source="Year 8 Geography Field Trip – Risk Assessment Summary for Parents. On Thursday 22 May, 58 pupils will visit Robin's Cove to study coastal erosion, leaving school at 8:15 and returning by about 16:30. The main hazards are tides, falling rocks and slippery surfaces. Pupils will stay at least 10 metres from the foot of the cliffs and will not enter the water at any point. The staff-to-pupil ratio will be 1:10, and a qualified first aider will be present throughout. Pupils must wear sturdy footwear; those who arrive in trainers or sandals may be unable to take part in the beach activities. If your child needs an inhaler or an EpiPen, it must be brought on the day.",
        good=[
            Good(
                "preserve",
                "Dear parents, here is a summary of the risk assessment for the Year 8 Geography field trip. On Thursday 22 May, 58 pupils will go to Robin's Cove to study coastal erosion. We leave school at 8:15 and expect to be back by around 16:30. The main hazards are tides, falling rocks and slippery surfaces, so pupils will keep at least 10 metres away from the foot of the cliffs and will not go into the water at any point. There will be one member of staff for every ten pupils, and a qualified first aider will be with the group the whole time. Your child must wear sturdy footwear; anyone who turns up in trainers or sandals may not be able to join in the beach activities. If your child needs an inhaler or an EpiPen, it must come with them on the day.",
            ),
            Good(
                "preserve",
                "Risk assessment summary for parents – Year 8 Geography field trip. 58 pupils will visit Robin's Cove on Thursday 22 May to study coastal erosion, departing from school at 8:15 and returning at approximately 16:30. Main hazards: tides, falling rocks and slippery surfaces. Controls: pupils remain at least 10 metres from the foot of the cliffs and do not enter the water at any point; staff-to-pupil ratio 1:10; a qualified first aider present throughout. Sturdy footwear is compulsory, and pupils who arrive in trainers or sandals may be unable to take part in beach activities. Any inhaler or EpiPen a pupil needs must be brought on the day.",
            ),
            Good(
                "pl",
                "Wycieczka terenowa z geografii dla Year 8 – podsumowanie oceny ryzyka dla rodziców. W czwartek 22 maja 58 uczniów pojedzie do Robin's Cove, aby badać erozję wybrzeża. Wyjazd ze szkoły nastąpi o 8:15, a powrót około 16:30. Główne zagrożenia to pływy, spadające skały i śliskie powierzchnie. Uczniowie będą trzymać się co najmniej 10 metrów od podnóża klifów i w żadnym momencie nie będą wchodzić do wody. Na 10 uczniów przypadnie jeden opiekun, a przez cały czas na miejscu będzie osoba z uprawnieniami do udzielania pierwszej pomocy. Uczniowie muszą mieć mocne obuwie; ci, którzy przyjdą w tenisówkach lub sandałach, mogą nie móc wziąć udziału w zajęciach na plaży. Jeśli Państwa dziecko potrzebuje inhalatora lub EpiPenu, musi go mieć ze sobą w dniu wycieczki.",
            ),
        ],
        bad=[
            Slip(
                1, [("Sturdy footwear is compulsory", "Sturdy footwear is recommended")], "modality"
            ),
            Slip(
                2,
                [
                    (
                        "i w żadnym momencie nie będą wchodzić do wody",
                        "i w wyznaczonym momencie będą wchodzić do wody",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "will be with the group the whole time.",
                        "will be with the group the whole time, and a coastguard officer will give the pupils a safety talk on arrival.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-auction-catalogue-provenance-note",
        source="Lot 147. Attributed to John Crome (1768–1821), *Wooded Landscape near Norwich*, oil on panel, 41 × 56 cm. Estimate £12,000–18,000. The panel was probably painted around 1810, when Crome was working closely on oak studies; a comparable composition is reproduced in Clifford (1968), plate 42. Provenance: by descent in the Harbord family until sold at Christie's, London, 3 March 1961, lot 88; private collection, Suffolk. The attribution has not been confirmed by the Norwich Castle Museum, and bidders should inspect the work in person or request a condition report before the sale on Wednesday 9 July 2025.",
        good=[
            Good(
                "preserve",
                "Lot 147 is *Wooded Landscape near Norwich*, an oil on panel measuring 41 × 56 cm and attributed to John Crome (1768–1821). It is estimated at £12,000–18,000. Crome probably painted it in about 1810, at a time when he was working closely on studies of oaks; Clifford (1968) reproduces a comparable composition as plate 42. The painting passed by descent in the Harbord family until it was sold at Christie's, London, on 3 March 1961 as lot 88, and it then entered a private collection in Suffolk. Norwich Castle Museum has not confirmed the attribution, so bidders should inspect the work in person or ask for a condition report before the sale on Wednesday 9 July 2025.",
            ),
            Good(
                "preserve",
                """Lot 147 – John Crome (1768–1821), attributed. *Wooded Landscape near Norwich.* Oil on panel, 41 × 56 cm. Estimate: £12,000–18,000.
Likely painted c. 1810, during Crome's period of close work on oak studies; cf. the comparable composition reproduced in Clifford (1968), pl. 42.
Provenance: by descent in the Harbord family until sold at Christie's, London, 3 March 1961, lot 88; private collection, Suffolk.
Note: the attribution has not been confirmed by the Norwich Castle Museum. Bidders should view the work in person or request a condition report prior to the sale on Wednesday 9 July 2025.""",
            ),
            Good(
                "pl",
                "Pozycja 147. Przypisywany Johnowi Crome'owi (1768–1821), *Wooded Landscape near Norwich* (Zalesiony krajobraz pod Norwich), olej na desce, 41 × 56 cm. Estymacja: 12 000–18 000 £. Obraz powstał prawdopodobnie około 1810 r., gdy Crome intensywnie pracował nad studiami dębów; podobną kompozycję reprodukuje Clifford (1968), tablica 42. Proweniencja: w posiadaniu rodziny Harbordów, przekazywany z pokolenia na pokolenie aż do sprzedaży w Christie's w Londynie 3 marca 1961 r., lot 88; kolekcja prywatna, Suffolk. Atrybucja nie została potwierdzona przez Norwich Castle Museum, dlatego licytujący powinni obejrzeć dzieło osobiście lub poprosić o raport o stanie zachowania przed aukcją w środę 9 lipca 2025 r.",
            ),
        ],
        bad=[
            Slip(1, [("pl. 42", "pl. 24")], "citation"),
            Slip(2, [("w środę 9 lipca 2025 r.", "w środę 9 czerwca 2025 r.")], "date"),
            Slip(
                0,
                [("Crome probably painted it in about 1810", "Crome painted it in 1810")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-angling-club-fishery-rules",
        source="Willowmere Angling Club – Fishery Rules. 1. Every member must hold a valid Environment Agency rod licence; fishing without one is an offence under section 27 of the Salmon and Freshwater Fisheries Act 1975. 2. Members may fish from 6:00 until one hour after sunset. 3. No more than two rods may be used at any one time, and rods must never be left unattended. 4. All fish must be returned to the water; keepnets are permitted only during club matches and for no longer than six hours. 5. Barbless hooks should be used wherever possible. 6. The river stretch is closed from 15 March to 15 June inclusive; the lake stays open all year. Guests can fish for £10 a day if accompanied by a member.",
        good=[
            Good(
                "preserve",
                """Willowmere Angling Club: fishery rules
1. You must have a valid Environment Agency rod licence. Fishing without one is an offence under section 27 of the Salmon and Freshwater Fisheries Act 1975.
2. You may fish from 6:00 until an hour after sunset.
3. You can use a maximum of two rods at once, and you must never leave your rods unattended.
4. Every fish must go back into the water. Keepnets are allowed only in club matches, and for six hours at most.
5. You should use barbless hooks wherever possible.
6. The river stretch is closed from 15 March to 15 June inclusive, but the lake is open all year round.
Guests may fish for £10 a day if they are accompanied by a member.""",
            ),
            Good(
                "preserve",
                "The Willowmere Angling Club fishery rules require every member to hold a valid Environment Agency rod licence, as fishing without one is an offence under section 27 of the Salmon and Freshwater Fisheries Act 1975. Fishing is permitted from 6:00 until one hour after sunset. No more than two rods may be used at a time, and rods must never be left unattended. All fish must be returned to the water, and keepnets are allowed only during club matches and for a maximum of six hours. Barbless hooks should be used wherever possible. The river stretch is closed from 15 March to 15 June inclusive, whereas the lake remains open throughout the year. Guests accompanied by a member can fish for £10 per day.",
            ),
            Good(
                "pl",
                "Willowmere Angling Club – regulamin łowiska. 1. Każdy członek musi posiadać ważną licencję wędkarską Environment Agency; łowienie bez niej jest czynem zabronionym na podstawie sekcji 27 ustawy Salmon and Freshwater Fisheries Act 1975. 2. Członkowie mogą łowić od 6:00 do godziny po zachodzie słońca. 3. Jednocześnie wolno używać najwyżej dwóch wędek i nigdy nie wolno zostawiać ich bez nadzoru. 4. Wszystkie ryby trzeba wypuścić z powrotem do wody; siatki do przetrzymywania ryb są dozwolone tylko podczas zawodów klubowych i nie dłużej niż przez sześć godzin. 5. W miarę możliwości powinno się używać haczyków bez zadziorów. 6. Odcinek rzeki jest zamknięty od 15 marca do 15 czerwca włącznie; jezioro pozostaje otwarte przez cały rok. Goście mogą łowić za 10 £ dziennie, jeśli towarzyszy im członek klubu.",
            ),
        ],
        bad=[
            Slip(
                2, [("Każdy członek musi posiadać", "Każdy członek powinien posiadać")], "modality"
            ),
            Slip(
                0,
                [
                    (
                        "you must never leave your rods unattended",
                        "you may leave your rods unattended",
                    )
                ],
                "negation",
            ),
            Slip(1, [("section 27 of the Salmon", "section 72 of the Salmon")], "legal_reference"),
        ],
    ),
    Case(
        key="en-potato-blight-hutton-alert",
        source="Potato blight alert for growers. Hutton Criteria were met at 14 locations across Herefordshire and Shropshire on 18–19 June, meaning that on at least two consecutive days the minimum temperature was 10 °C or higher and relative humidity stayed above 90% for at least six hours. Under these conditions, infection by Phytophthora infestans is likely within the next few days. Growers should apply a protectant fungicide before the next rain and repeat it every 7 days while the risk continues. Do not spray when wind speed exceeds 15 km/h. Early varieties such as Charlotte are thought to be more susceptible (Pryce et al., 2019). Any outbreak must be reported to your agronomist.",
        good=[
            Good(
                "preserve",
                "Blight alert: the Hutton Criteria were met at 14 sites across Herefordshire and Shropshire on 18–19 June. In other words, for at least two days in a row the minimum temperature was 10 °C or more and relative humidity stayed above 90% for six hours or longer. In these conditions Phytophthora infestans is likely to infect crops within the next few days. You should apply a protectant fungicide before the next rain and then repeat it every 7 days for as long as the risk continues. Don't spray if the wind speed is above 15 km/h. Early varieties such as Charlotte are thought to be more susceptible (Pryce et al., 2019). If you find an outbreak, you must report it to your agronomist.",
            ),
            Good(
                "preserve",
                "Potato blight alert. On 18–19 June the Hutton Criteria were fulfilled at 14 locations in Herefordshire and Shropshire: on at least two consecutive days the minimum temperature was not below 10 °C and relative humidity exceeded 90% for a minimum of six hours. Infection by Phytophthora infestans is therefore likely within the next few days. A protectant fungicide should be applied before the next rainfall and repeated at 7-day intervals for as long as the risk persists. Spraying must not take place when the wind speed exceeds 15 km/h. Early varieties, for example Charlotte, are thought to be more susceptible (Pryce et al., 2019). Any outbreak must be reported to the grower's agronomist.",
            ),
            Good(
                "pl",
                "Ostrzeżenie przed zarazą ziemniaka dla plantatorów. W dniach 18–19 czerwca w 14 lokalizacjach w hrabstwach Herefordshire i Shropshire spełnione zostały kryteria Huttona, co oznacza, że przez co najmniej dwa kolejne dni temperatura minimalna wynosiła co najmniej 10 °C, a wilgotność względna utrzymywała się powyżej 90% przez co najmniej sześć godzin. W takich warunkach w ciągu najbliższych kilku dni prawdopodobnie dojdzie do infekcji przez Phytophthora infestans. Plantatorzy powinni zastosować fungicyd ochronny przed kolejnym deszczem i powtarzać zabieg co 7 dni, dopóki utrzymuje się zagrożenie. Nie wolno wykonywać oprysków, gdy prędkość wiatru przekracza 15 km/h. Uważa się, że wczesne odmiany, takie jak Charlotte, są bardziej podatne (Pryce i in., 2019). Każde wystąpienie choroby trzeba zgłosić swojemu agronomowi.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Phytophthora infestans is likely to infect crops",
                        "Phytophthora infestans will infect crops",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("(Pryce i in., 2019)", "(Pryce, 2019)")], "citation"),
            Slip(1, [("repeated at 7-day intervals", "repeated at 10-day intervals")], "number"),
        ],
    ),
    Case(
        key="en-coldcrate-backup-readme",
        source="""# coldcrate

`coldcrate` makes encrypted, incremental backups of a directory to any S3-compatible bucket.

## Quick start

1. Install it with `pipx install coldcrate`.
2. Create a config file: `coldcrate init --bucket my-backups`.
3. Run your first backup: `coldcrate push ~/Documents`.

Backups are encrypted with AES-256 before they leave your machine. **Never** lose your key file (`~/.coldcrate/key`): without it, your backups cannot be restored. You should keep a copy offline. Restores use `coldcrate pull <snapshot-id>`; snapshots older than 90 days are pruned automatically unless you pass `--keep-all`.""",
        good=[
            Good(
                "preserve",
                """# coldcrate

`coldcrate` backs up a directory to any S3-compatible bucket, incrementally and with encryption.

## Quick start

1. Install: `pipx install coldcrate`.
2. Create the config file with `coldcrate init --bucket my-backups`.
3. Make your first backup with `coldcrate push ~/Documents`.

All data is encrypted with AES-256 before it leaves your machine. Your key file (`~/.coldcrate/key`) must **never** be lost: without it, backups cannot be restored, so you should keep an offline copy. To restore, run `coldcrate pull <snapshot-id>`. Snapshots more than 90 days old are pruned automatically unless you pass `--keep-all`.""",
            ),
            Good(
                "preserve",
                """# coldcrate

Need encrypted, incremental backups? `coldcrate` sends a directory of your choice to any S3-compatible bucket.

## Quick start

1. Get it via `pipx install coldcrate`.
2. Set up a config file by running `coldcrate init --bucket my-backups`.
3. Back up for the first time: `coldcrate push ~/Documents`.

Everything is encrypted with AES-256 before it leaves your machine. Whatever you do, **never** lose your key file (`~/.coldcrate/key`) – without it there is no way to restore your backups. You should keep a copy of it offline. When you need to restore, use `coldcrate pull <snapshot-id>`. Heads-up: snapshots older than 90 days get pruned automatically, unless you pass `--keep-all`.""",
            ),
            Good(
                "pl",
                """# coldcrate

`coldcrate` tworzy szyfrowane, przyrostowe kopie zapasowe katalogu w dowolnym zasobniku zgodnym z S3.

## Szybki start

1. Zainstaluj narzędzie poleceniem `pipx install coldcrate`.
2. Utwórz plik konfiguracyjny: `coldcrate init --bucket my-backups`.
3. Wykonaj pierwszą kopię zapasową: `coldcrate push ~/Documents`.

Kopie są szyfrowane algorytmem AES-256, zanim opuszczą Twój komputer. **Nigdy** nie zgub pliku klucza (`~/.coldcrate/key`): bez niego nie da się odtworzyć kopii zapasowych. Powinieneś przechowywać jego kopię offline. Do przywracania służy polecenie `coldcrate pull <snapshot-id>`; migawki starsze niż 90 dni są automatycznie usuwane, chyba że podasz opcję `--keep-all`.""",
            ),
        ],
        bad=[
            Slip(
                2,
                [("`.\n2. Utwórz", "`. 2. Utwórz"), ("`.\n3. Wykonaj", "`. 3. Wykonaj")],
                "markdown",
            ),
            Slip(0, [("`pipx install coldcrate`", "`pip install coldcrate`")], "code"),
            Slip(
                1,
                [
                    (
                        "there is no way to restore your backups",
                        "there is still a way to restore your backups",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-rural-bus-timetable-change",
        source="Route 46 Kelsall – Tarvin – Chester: timetable changes from Sunday 7 September 2025. Buses will run every 40 minutes instead of every 30 minutes between 09:00 and 15:00, Monday to Saturday. The first departure from Kelsall will be at 06:12 and the last bus from Chester bus station will leave at 22:45. There will be no Sunday service beyond Tarvin. Because of roadworks on the A51, journeys are likely to take up to 10 minutes longer until the end of October. Concessionary passes are valid on all journeys after 09:30 on weekdays and at any time at weekends. Full timetables are at www.cheshirelinks.org.uk/46.",
        good=[
            Good(
                "preserve",
                "Passengers on Route 46 between Kelsall, Tarvin and Chester will see timetable changes from Sunday 7 September 2025. From Monday to Saturday, between 09:00 and 15:00, buses will run every 40 minutes rather than every half hour. The first bus will leave Kelsall at 06:12, and the last departure from Chester bus station will be at 22:45. On Sundays, the service will not go beyond Tarvin. Roadworks on the A51 mean journeys are likely to take up to 10 minutes longer until the end of October. Concessionary passes can be used on all journeys after 09:30 on weekdays and at any time at weekends. Full timetables are available at www.cheshirelinks.org.uk/46.",
            ),
            Good(
                "preserve",
                """Route 46 (Kelsall – Tarvin – Chester) – new timetable from Sunday 7 September 2025:
- Monday–Saturday, 09:00–15:00: a bus every 40 minutes (instead of every 30).
- First departure from Kelsall: 06:12. Last bus from Chester bus station: 22:45.
- Sundays: no service beyond Tarvin.
- A51 roadworks: journeys likely to take up to 10 minutes longer until the end of October.
- Concessionary passes: valid on all journeys after 09:30 on weekdays and at any time at weekends.
Full timetables: www.cheshirelinks.org.uk/46""",
            ),
            Good(
                "pl",
                "Linia 46 Kelsall – Tarvin – Chester: zmiany w rozkładzie jazdy od niedzieli 7 września 2025 r. Od poniedziałku do soboty w godzinach 9:00–15:00 autobusy będą kursować co 40 minut zamiast co 30 minut. Pierwszy odjazd z Kelsall nastąpi o 6:12, a ostatni autobus z dworca autobusowego w Chester odjedzie o 22:45. W niedziele autobusy nie będą kursować dalej niż do Tarvin. Z powodu robót drogowych na A51 przejazdy będą prawdopodobnie trwać do 10 minut dłużej aż do końca października. Bilety ulgowe (concessionary passes) są ważne na wszystkie kursy po 9:30 w dni powszednie oraz o dowolnej porze w weekendy. Pełne rozkłady jazdy znajdują się na stronie www.cheshirelinks.org.uk/46.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "new timetable from Sunday 7 September 2025",
                        "new timetable from Sunday 14 September 2025",
                    )
                ],
                "date",
            ),
            Slip(2, [("odjedzie o 22:45", "odjedzie o 23:45")], "number"),
            Slip(
                0,
                [
                    (
                        "Concessionary passes can be used",
                        "Concessionary passes, which now also cover one companion, can be used",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-amoxicillin-capsules-leaflet",
        source="Amoxicillin 500 mg capsules – how to take them. Adults usually take one capsule three times a day, about eight hours apart, for 5 to 7 days, as prescribed by your doctor. Swallow the capsules whole with a glass of water; you can take them with or without food. You must finish the full course, even if you feel better, unless your doctor tells you to stop. Do not take amoxicillin if you have ever had an allergic reaction to penicillin. Diarrhoea is common and may affect up to 1 in 10 people. Seek urgent medical help if you develop a rash with swelling of the face or difficulty breathing. Store below 25 °C.",
        good=[
            Good(
                "preserve",
                """How to take amoxicillin 500 mg capsules
The usual adult dose is one capsule three times a day, roughly eight hours apart, for 5 to 7 days – as your doctor has prescribed. Swallow each capsule whole with a glass of water; it doesn't matter whether you have eaten or not. Even if you start to feel better, you must complete the whole course, unless your doctor tells you to stop. If you have ever had an allergic reaction to penicillin, do not take amoxicillin. Diarrhoea is a common side effect and may affect up to 1 in 10 people. Get urgent medical help if you develop a rash together with a swollen face or difficulty breathing. Keep the capsules below 25 °C.""",
            ),
            Good(
                "preserve",
                "Amoxicillin 500 mg capsules: directions for use. The usual adult dosage is one capsule three times daily at intervals of approximately eight hours for 5 to 7 days, as prescribed by the doctor. The capsules are to be swallowed whole with a glass of water and may be taken with or without food. The full course must be completed even if symptoms improve, unless the doctor instructs the patient to stop. Amoxicillin must not be taken by anyone who has ever had an allergic reaction to penicillin. Diarrhoea is common and may affect up to 1 in 10 people. Urgent medical help is to be sought if a rash develops together with facial swelling or difficulty breathing. Store at a temperature below 25 °C.",
            ),
            Good(
                "pl",
                "Amoksycylina, kapsułki 500 mg – jak stosować. Dorośli zwykle przyjmują jedną kapsułkę trzy razy na dobę, w odstępach około ośmiu godzin, przez 5 do 7 dni, zgodnie z zaleceniem lekarza. Kapsułki należy połykać w całości, popijając szklanką wody; można je przyjmować z posiłkiem lub bez posiłku. Trzeba przyjąć cały cykl leczenia, nawet jeśli samopoczucie się poprawi, chyba że lekarz poleci przerwać leczenie. Nie należy przyjmować amoksycyliny, jeśli kiedykolwiek wystąpiła reakcja alergiczna na penicylinę. Biegunka występuje często i może dotyczyć do 1 na 10 osób. W razie pojawienia się wysypki z obrzękiem twarzy lub trudnościami w oddychaniu należy pilnie zwrócić się o pomoc medyczną. Przechowywać w temperaturze poniżej 25 °C.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Biegunka występuje często i może dotyczyć do 1 na 10 osób",
                        "Biegunka występuje często i dotyczy 1 na 10 osób",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [("you must complete the whole course", "you should complete the whole course")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Amoxicillin must not be taken by anyone",
                        "Amoxicillin can also be taken by anyone",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-pub-darts-league-rules",
        source="Vale Darts League – Match Night Rules. Matches start at 20:00 on Tuesdays; the home team must have the board set up and the oche marked at 2.37 m by 19:45. Each match consists of nine singles legs of 501, double out. A team that cannot field at least four players by 20:15 forfeits the match. Players may not practise on the match board after the first leg has started. Captains should agree any disputed score before the next throw; if they cannot, the league secretary, Dave Morton, will decide. Results must be sent to results@valedarts.org.uk by noon on Wednesday. Home teams may provide food, but it is not compulsory.",
        good=[
            Good(
                "preserve",
                "Match nights in the Vale Darts League: matches start at 20:00 every Tuesday, and by 19:45 the home team must have the board up and the oche marked at 2.37 m. A match is nine singles legs of 501, double out. If a team can't put out at least four players by 20:15, it forfeits the match. Once the first leg has begun, nobody may practise on the match board. If a score is disputed, the captains should agree it before the next throw; if they can't, the league secretary, Dave Morton, will decide. Results must be emailed to results@valedarts.org.uk by noon on Wednesday. Home teams may lay on food, but they don't have to.",
            ),
            Good(
                "preserve",
                "Vale Darts League – Rules for Match Nights. Matches commence at 20:00 on Tuesdays. The home team is required to set up the board and mark the oche at 2.37 m no later than 19:45. Each match comprises nine singles legs of 501, double out. Any team unable to field a minimum of four players by 20:15 forfeits the match. Practice on the match board is not permitted once the first leg has started. Disputed scores should be agreed by the captains before the next throw; failing agreement, the league secretary, Dave Morton, will decide. Results must be submitted to results@valedarts.org.uk by noon on Wednesday. Home teams may provide food, but this is optional.",
            ),
            Good(
                "pl",
                "Vale Darts League – zasady wieczorów meczowych. Mecze rozpoczynają się we wtorki o 20:00; drużyna gospodarzy musi do 19:45 przygotować tarczę i oznaczyć linię rzutu (oche) w odległości 2,37 m. Każdy mecz składa się z dziewięciu pojedynczych legów 501 z zakończeniem na polu podwójnym (double out). Drużyna, która do 20:15 nie wystawi co najmniej czterech zawodników, przegrywa mecz walkowerem. Po rozpoczęciu pierwszego lega nie wolno trenować na tarczy meczowej. Kapitanowie powinni uzgodnić każdy sporny wynik przed kolejnym rzutem; jeśli im się to nie uda, decyzję podejmie sekretarz ligi, Dave Morton. Wyniki trzeba przesłać na adres results@valedarts.org.uk do południa w środę. Gospodarze mogą zapewnić jedzenie, ale nie jest to obowiązkowe.",
            ),
        ],
        bad=[
            Slip(0, [("Results must be emailed", "Results should be emailed")], "modality"),
            Slip(
                1,
                [
                    (
                        "nine singles legs of 501, double out.",
                        "nine singles legs of 501, double out, with a five-minute interval after the fifth leg.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Po rozpoczęciu pierwszego lega nie wolno trenować na tarczy meczowej.",
                        "Players may not practise on the match board after the first leg has started.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-bookbinding-evening-course",
        source="Introduction to Bookbinding – six-week evening course. The course runs on Wednesdays from 1 October to 5 November 2025, 18:30–21:00, at the Fenwick Print Workshop, 12 Quay Street. The fee is £210, which includes all paper, thread and board; you will need to bring your own bone folder and a cutting mat. You will make a pamphlet, a Coptic-stitch notebook and a small case-bound book. The class is limited to eight students, and no previous experience is needed. A non-refundable deposit of £50 secures your place, and the balance must be paid by 17 September. Book at fenwickprint.org/bookbinding or email courses@fenwickprint.org.",
        good=[
            Good(
                "preserve",
                "Fancy learning to bind books? Our six-week evening course, Introduction to Bookbinding, runs every Wednesday from 1 October to 5 November 2025, 18:30–21:00, at the Fenwick Print Workshop, 12 Quay Street. It costs £210, and all paper, thread and board are included, but you will need to bring your own bone folder and cutting mat. Over the six weeks you'll make a pamphlet, a Coptic-stitch notebook and a small case-bound book. There are only eight places, and you don't need any previous experience. A £50 deposit, which is non-refundable, secures your place; the rest must be paid by 17 September. Book at fenwickprint.org/bookbinding or email courses@fenwickprint.org.",
            ),
            Good(
                "preserve",
                """**Introduction to Bookbinding** – six-week evening course
- When: Wednesdays, 1 October – 5 November 2025, 18:30–21:00
- Where: Fenwick Print Workshop, 12 Quay Street
- Fee: £210, including all paper, thread and board (students must bring their own bone folder and cutting mat)
- Projects: a pamphlet, a Coptic-stitch notebook and a small case-bound book
- Class size: maximum eight students; no previous experience required
- Payment: a non-refundable £50 deposit secures a place; the balance must be paid by 17 September
- Booking: fenwickprint.org/bookbinding or courses@fenwickprint.org""",
            ),
            Good(
                "pl",
                "Wprowadzenie do introligatorstwa – sześciotygodniowy kurs wieczorowy. Zajęcia odbywają się w środy od 1 października do 5 listopada 2025 r., w godzinach 18:30–21:00, w Fenwick Print Workshop przy 12 Quay Street. Opłata wynosi 210 £ i obejmuje cały papier, nici i tekturę; własną kostkę introligatorską (bone folder) i matę do cięcia trzeba przynieść ze sobą. Uczestnicy wykonają broszurę, notes szyty ściegiem koptyjskim oraz niewielką książkę w oprawie twardej (case-bound). Grupa liczy maksymalnie osiem osób i nie jest wymagane wcześniejsze doświadczenie. Miejsce gwarantuje bezzwrotna zaliczka w wysokości 50 £, a pozostałą kwotę należy wpłacić do 17 września. Zapisy na stronie fenwickprint.org/bookbinding lub pod adresem courses@fenwickprint.org.",
            ),
        ],
        bad=[
            Slip(2, [("courses@fenwickprint.org", "course@fenwickprint.org")], "url"),
            Slip(
                0,
                [("from 1 October to 5 November 2025", "from 1 October to 12 November 2025")],
                "date",
            ),
            Slip(
                1,
                [
                    (
                        "- Where: Fenwick Print Workshop, 12 Quay Street",
                        "- Where: Fenwick Print Workshop, 12 Quay Street (free parking on site)",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-marquee-hire-terms",
        source="Marquee hire – terms (extract). 5.1 A deposit of 30% of the hire price is due when you confirm your booking; the balance must be paid no later than 28 days before the event. 5.2 If you cancel more than 60 days before the event, your deposit will be refunded in full; after that, it is not refundable. 5.3 Our crew will need vehicle access to within 20 metres of the site and about three hours to put up a 6 × 12 m marquee. 5.4 We may have to take the marquee down if wind speeds are forecast to exceed 40 mph. Nothing in these terms affects your statutory rights under section 49 of the Consumer Rights Act 2015.",
        good=[
            Good(
                "preserve",
                """Here is an extract from our marquee hire terms.
5.1 When you confirm your booking, a deposit of 30% of the hire price is due. The rest must be paid at least 28 days before the event.
5.2 Cancel more than 60 days before the event and we will refund your deposit in full; if you cancel after that, you will not get it back.
5.3 Our crew will need to be able to drive to within 20 metres of the site, and putting up a 6 × 12 m marquee takes them roughly three hours.
5.4 If winds of more than 40 mph are forecast, we may have to take the marquee down.
None of these terms affects your statutory rights under section 49 of the Consumer Rights Act 2015.""",
            ),
            Good(
                "preserve",
                "Marquee hire terms (extract). Clause 5.1: a deposit equal to 30% of the hire price is payable on confirmation of the booking, and the balance must be paid no later than 28 days before the event. Clause 5.2: the deposit is refundable in full where the booking is cancelled more than 60 days before the event; thereafter it is non-refundable. Clause 5.3: the crew will require vehicle access to within 20 metres of the site and will need approximately three hours to erect a 6 × 12 m marquee. Clause 5.4: the marquee may have to be taken down if wind speeds are forecast to exceed 40 mph. The customer's statutory rights under section 49 of the Consumer Rights Act 2015 are not affected by anything in these terms.",
            ),
            Good(
                "pl",
                "Wynajem namiotów – warunki (wyciąg). 5.1 Przy potwierdzeniu rezerwacji należy wpłacić zaliczkę w wysokości 30% ceny wynajmu; pozostałą kwotę trzeba zapłacić nie później niż 28 dni przed wydarzeniem. 5.2 W przypadku rezygnacji na więcej niż 60 dni przed wydarzeniem zaliczka zostanie zwrócona w całości; później nie podlega ona zwrotowi. 5.3 Nasza ekipa będzie potrzebować dojazdu samochodem na odległość do 20 metrów od miejsca montażu oraz około trzech godzin na rozstawienie namiotu o wymiarach 6 × 12 m. 5.4 Jeśli prognozowana prędkość wiatru przekroczy 40 mph, możemy być zmuszeni zdemontować namiot. Żadne z niniejszych postanowień nie narusza Państwa ustawowych praw wynikających z sekcji 49 ustawy Consumer Rights Act 2015.",
            ),
        ],
        bad=[
            Slip(2, [("z sekcji 49 ustawy", "z sekcji 94 ustawy")], "legal_reference"),
            Slip(1, [("will need approximately three hours", "will need three hours")], "hedge"),
            Slip(
                0,
                [
                    (
                        "The rest must be paid at least 28 days before the event.",
                        "The rest must be paid by bank transfer at least 28 days before the event.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
