# ruff: noqa: E501, RUF001
"""English source cases of blind set 40: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-airline-checked-baggage-allowance-fees",
        source="Each passenger travelling in Economy may check one bag of up to 23 kg free of charge; Business passengers may check two bags of up to 32 kg each. Bags weighing between 23 and 32 kg in Economy incur an overweight fee of EUR 60 per bag, per direction. No single item may exceed 32 kg or 158 cm in total dimensions (length + width + height). Lithium batteries above 100 Wh must not be placed in checked baggage and must be carried in the cabin with the airline's approval. Sports equipment such as golf bags counts towards the free allowance. Extra bags must be booked at least 24 hours before departure at www.skylinea.com/baggage.",
        good=[
            Good(
                "preserve",
                "Flying Economy? You may check one bag of up to 23 kg at no cost. In Business, you may check two bags, each weighing up to 32 kg. If your Economy bag weighs between 23 and 32 kg, you'll pay an overweight fee of EUR 60 per bag for each direction. No item may weigh more than 32 kg or measure more than 158 cm when you add up length, width and height. Lithium batteries over 100 Wh must not go in checked baggage: they must travel in the cabin, with the airline's approval. Sports gear such as golf bags is counted as part of your free allowance. You must book extra bags at www.skylinea.com/baggage no later than 24 hours before departure.",
            ),
            Good(
                "preserve",
                """Checked baggage rules:
- Economy: you may check one bag free of charge, maximum 23 kg.
- Business: you may check two bags free of charge, maximum 32 kg each.
- Overweight bags in Economy (23–32 kg): EUR 60 per bag, per direction.
- Limit for any single item: 32 kg or 158 cm in total dimensions (length + width + height).
- Lithium batteries above 100 Wh must not be checked in; they must be carried in the cabin with the airline's approval.
- Sports equipment (e.g. golf bags) counts towards the free allowance.
- Additional bags must be booked at www.skylinea.com/baggage at least 24 hours before departure.""",
            ),
            Good(
                "pl",
                "Pasażerowie klasy ekonomicznej mogą bezpłatnie nadać jedną sztukę bagażu o wadze do 23 kg, a pasażerowie klasy biznes – dwie sztuki o wadze do 32 kg każda. Za bagaż ważący od 23 do 32 kg w klasie ekonomicznej pobierana jest opłata za nadwagę w wysokości 60 EUR za sztukę w każdą stronę. Żadna sztuka bagażu nie może przekraczać 32 kg ani 158 cm sumy wymiarów (długość + szerokość + wysokość). Baterii litowych o pojemności powyżej 100 Wh nie wolno umieszczać w bagażu rejestrowanym – muszą być przewożone w kabinie za zgodą linii lotniczej. Sprzęt sportowy, np. torby golfowe, wlicza się do bezpłatnego limitu. Dodatkowy bagaż trzeba zarezerwować na stronie www.skylinea.com/baggage najpóźniej 24 godziny przed odlotem.",
            ),
        ],
        bad=[
            Slip(0, [("is counted as part of", "is not counted as part of")], "negation"),
            Slip(1, [("EUR 60 per bag", "EUR 80 per bag")], "number"),
            Slip(
                2,
                [("Dodatkowy bagaż trzeba zarezerwować", "Dodatkowy bagaż warto zarezerwować")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-contributing-guide-pull-request-steps",
        source="""## Submitting a pull request

1. Fork the repository and create a branch from `main`.
2. Run `make lint` and `pytest -q` locally; both must pass before you open a PR.
3. Keep each PR focused on a single change. Large refactors should be discussed in an issue first.
4. Add an entry to `CHANGELOG.md` under **Unreleased**.

Do not force-push after a review has started, because it hides the reviewer's comments. Maintainers may close PRs that have been inactive for 30 days. For security problems, do not open a public issue; follow [our security policy](https://github.com/tidewater/tidewater/security/policy) instead.""",
        good=[
            Good(
                "preserve",
                """## How to submit a pull request

1. Fork the repo and branch off `main`.
2. Run `make lint` and `pytest -q` on your machine. Both must pass before a PR is opened.
3. Limit every PR to one change. Big refactors should be raised in an issue first.
4. Record the change in `CHANGELOG.md`, under **Unreleased**.

Once a review is underway, don't force-push: doing so hides the reviewer's comments. PRs with no activity for 30 days may be closed by maintainers. Don't report a security problem in a public issue — follow [our security policy](https://github.com/tidewater/tidewater/security/policy) instead.""",
            ),
            Good(
                "preserve",
                """## Opening a pull request

Here's the process:

1. Fork the repository, then create your branch from `main`.
2. Before opening a PR, run `make lint` and `pytest -q` locally — both must pass.
3. Focus each PR on a single change. If you're planning a large refactor, it should be discussed in an issue first.
4. Add a `CHANGELOG.md` entry in the **Unreleased** section.

Please don't force-push once a review has begun; it hides your reviewer's comments. PRs that stay inactive for 30 days may be closed by maintainers. If you find a security problem, don't open a public issue — follow [our security policy](https://github.com/tidewater/tidewater/security/policy) instead.""",
            ),
            Good(
                "pl",
                """## Zgłaszanie pull requestu

1. Zrób fork repozytorium i utwórz gałąź z `main`.
2. Uruchom lokalnie `make lint` i `pytest -q`; oba polecenia muszą zakończyć się powodzeniem, zanim otworzysz PR.
3. Każdy PR ogranicz do jednej zmiany. Duże refaktoryzacje powinny być najpierw omówione w issue.
4. Dodaj wpis do `CHANGELOG.md` w sekcji **Unreleased**.

Nie rób force-pusha po rozpoczęciu przeglądu, ponieważ ukrywa to komentarze recenzenta. Opiekunowie mogą zamykać PR-y nieaktywne od 30 dni. Problemów z bezpieczeństwem nie zgłaszaj w publicznym issue – zamiast tego postępuj zgodnie z [naszą polityką bezpieczeństwa](https://github.com/tidewater/tidewater/security/policy).""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("## How to submit a pull request\n", "How to submit a pull request\n")],
                "markdown",
            ),
            Slip(1, [("`pytest -q` locally", "`pytest -x` locally")], "code"),
            Slip(
                2,
                [("oba polecenia muszą zakończyć się", "oba polecenia powinny zakończyć się")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-clinical-trial-glenatide-cardiovascular-outcomes",
        source="In the phase III CARDIA-2 trial, 4,812 adults with type 2 diabetes were randomly assigned to once-weekly glenatide or placebo and followed for a median of 3.1 years. The primary outcome, a composite of heart attack, stroke or cardiovascular death, occurred in 6.4% of the glenatide group and 8.1% of the placebo group. The authors suggest that the benefit is probably driven mainly by lower rates of non-fatal stroke, although the trial was not powered to show this. Nausea was the most common side effect and led to discontinuation in about 5% of participants. Full results were published by Okafor et al. in The Lancet (2024; 403: 1127–1138).",
        good=[
            Good(
                "preserve",
                "CARDIA-2 was a phase III trial involving 4,812 adults with type 2 diabetes. Participants were randomly given either glenatide once a week or a placebo, and were followed for a median of 3.1 years. Heart attack, stroke or death from cardiovascular causes — the combined primary outcome — happened in 6.4% of people on glenatide versus 8.1% of those on placebo. The authors suggest that the benefit probably comes mainly from fewer non-fatal strokes, but the trial was not designed with enough power to show this. The most frequent side effect was nausea, which made about 5% of participants stop treatment. Okafor et al. published the full results in The Lancet (2024; 403: 1127–1138).",
            ),
            Good(
                "preserve",
                """Design: phase III randomised trial (CARDIA-2) of once-weekly glenatide versus placebo in 4,812 adults with type 2 diabetes; median follow-up 3.1 years.
Primary outcome (composite of heart attack, stroke or cardiovascular death): 6.4% with glenatide vs 8.1% with placebo.
Interpretation: the authors suggest the benefit is probably driven mainly by fewer non-fatal strokes, although the trial was not powered to demonstrate this.
Safety: nausea was the most common side effect, leading to discontinuation in about 5% of participants.
Reference: Okafor et al., The Lancet 2024; 403: 1127–1138.""",
            ),
            Good(
                "pl",
                "W badaniu III fazy CARDIA-2 wzięło udział 4812 dorosłych z cukrzycą typu 2, których losowo przydzielono do grupy otrzymującej glenatyd raz w tygodniu lub do grupy placebo; mediana okresu obserwacji wyniosła 3,1 roku. Pierwszorzędowy złożony punkt końcowy – zawał serca, udar mózgu lub zgon z przyczyn sercowo-naczyniowych – wystąpił u 6,4% osób w grupie glenatydu i u 8,1% w grupie placebo. Autorzy sugerują, że korzyść wynika prawdopodobnie głównie z rzadszego występowania udarów niezakończonych zgonem, choć badanie nie miało wystarczającej mocy, by to wykazać. Najczęstszym działaniem niepożądanym były nudności, które u około 5% uczestników doprowadziły do przerwania leczenia. Pełne wyniki opublikowali Okafor i wsp. w „The Lancet” (2024; 403: 1127–1138).",
            ),
        ],
        bad=[
            Slip(0, [("happened in 6.4% of people", "happened in 4.6% of people")], "number"),
            Slip(
                1,
                [("the authors suggest the benefit is probably driven", "the benefit is driven")],
                "hedge",
            ),
            Slip(2, [("opublikowali Okafor i wsp.", "opublikowali Okoro i wsp.")], "citation"),
        ],
    ),
    Case(
        key="en-school-trip-science-museum-consent",
        source="""Dear Parents and Carers,
Year 6 will visit the National Science Museum on Thursday 13 March. The coach leaves school at 8:30 a.m. and will return by 4:00 p.m. The cost is £18 per pupil, which covers transport and entry; please pay via ParentPay by Friday 7 March. Pupils must bring a packed lunch and a refillable water bottle. Please do not send money for the gift shop, as there will be no time to visit it. If your child needs medication during the day, you must inform the school office in writing. Please sign and return the consent slip below by 7 March. Children without a signed slip cannot take part in the trip.""",
        good=[
            Good(
                "preserve",
                """Dear Parents and Carers,
Here are the details of the Year 6 trip to the National Science Museum:
- Date: Thursday 13 March
- Coach departs school: 8:30 a.m.; back by 4:00 p.m.
- Cost: £18 per pupil (transport and entry included), payable via ParentPay by Friday 7 March
- Pupils must bring a packed lunch and a refillable water bottle.
- Please don't send gift-shop money – there won't be time to visit the shop.
- If your child needs medication during the day, you must tell the school office in writing.
Please sign the consent slip below and return it by 7 March. Children who do not have a signed slip cannot take part.""",
            ),
            Good(
                "preserve",
                """Dear Parents and Carers,
On Thursday 13 March, Year 6 are off to the National Science Museum! The coach will leave school at 8:30 a.m. and be back by 4:00 p.m. The trip costs £18 per pupil, covering both transport and entry — please pay through ParentPay by Friday 7 March. Your child must bring a packed lunch and a refillable water bottle. There won't be any time for the gift shop, so please don't send money for it. If your child will need medication during the day, you must let the school office know in writing. Finally, please sign the consent slip below and return it by 7 March: children without a signed slip cannot go on the trip.""",
            ),
            Good(
                "pl",
                """Szanowni Rodzice i Opiekunowie,
w czwartek 13 marca uczniowie Year 6 pojadą do National Science Museum. Autokar odjeżdża spod szkoły o 8:30 i wróci do 16:00. Koszt wynosi 18 £ od ucznia i obejmuje przejazd oraz bilety wstępu; prosimy o wpłatę przez ParentPay do piątku 7 marca. Uczniowie muszą zabrać ze sobą prowiant na lunch i butelkę wielokrotnego użytku na wodę. Prosimy nie dawać dzieciom pieniędzy na sklep z pamiątkami, ponieważ nie będzie czasu, żeby do niego zajrzeć. Jeśli dziecko musi w ciągu dnia przyjmować leki, muszą Państwo pisemnie poinformować o tym sekretariat szkoły. Prosimy podpisać poniższą zgodę i zwrócić ją do 7 marca. Dzieci bez podpisanej zgody nie mogą wziąć udziału w wycieczce.""",
            ),
        ],
        bad=[
            Slip(0, [("Date: Thursday 13 March", "Date: Thursday 20 March")], "date"),
            Slip(1, [("Your child must bring", "Your child may bring")], "modality"),
            Slip(2, [("nie mogą wziąć udziału", "mogą wziąć udział")], "negation"),
        ],
    ),
    Case(
        key="en-council-planning-notice-mill-lane",
        source="""NOTICE OF PLANNING APPLICATION
Town and Country Planning (Development Management Procedure) (England) Order 2015, Article 15
Application no.: 24/01873/FUL
Proposal: Demolition of existing garage and erection of a two-storey, three-bedroom dwelling with associated parking.
Site: Land adjacent to 14 Mill Lane, Ashcombe.
The application and plans may be inspected online at planning.ashcombe.gov.uk by searching for the reference number. Anyone wishing to comment must do so in writing by 27 June 2025. Comments cannot be treated as confidential and will be published on the council's website. Please note that the council is not able to acknowledge individual representations.""",
        good=[
            Good(
                "preserve",
                "A planning application (ref. 24/01873/FUL) has been made to demolish the existing garage on land next to 14 Mill Lane, Ashcombe, and to build a two-storey, three-bedroom house with associated parking. This notice is given under Article 15 of the Town and Country Planning (Development Management Procedure) (England) Order 2015. You may view the application and plans online at planning.ashcombe.gov.uk – just search for the reference number. If you wish to comment, you must do so in writing no later than 27 June 2025. Comments cannot be kept confidential and will be published on the council's website, and the council is unable to acknowledge individual representations.",
            ),
            Good(
                "preserve",
                """Planning application notice — Article 15, Town and Country Planning (Development Management Procedure) (England) Order 2015
Reference: 24/01873/FUL
Location: land adjacent to 14 Mill Lane, Ashcombe
Proposed works: demolition of the existing garage; erection of a two-storey dwelling with three bedrooms and associated parking
Viewing: the application and plans may be inspected online at planning.ashcombe.gov.uk (search using the reference number)
Comments: must be made in writing by 27 June 2025. They cannot be treated as confidential and will be published on the council's website. The council is not able to acknowledge individual representations.""",
            ),
            Good(
                "pl",
                """ZAWIADOMIENIE O WNIOSKU O POZWOLENIE NA BUDOWĘ
Town and Country Planning (Development Management Procedure) (England) Order 2015, art. 15
Nr wniosku: 24/01873/FUL
Przedmiot wniosku: rozbiórka istniejącego garażu i budowa dwukondygnacyjnego domu z trzema sypialniami wraz z miejscami parkingowymi.
Lokalizacja: teren przylegający do posesji 14 Mill Lane, Ashcombe.
Z wnioskiem i planami można zapoznać się online na stronie planning.ashcombe.gov.uk, wyszukując numer referencyjny. Osoby, które chcą zgłosić uwagi, muszą to zrobić na piśmie do 27 czerwca 2025 r. Uwagi nie mogą być traktowane jako poufne i zostaną opublikowane na stronie internetowej rady. Rada nie ma możliwości potwierdzania odbioru poszczególnych uwag.""",
            ),
        ],
        bad=[
            Slip(0, [("under Article 15 of", "under Article 13 of")], "legal_reference"),
            Slip(
                1,
                [("online at planning.ashcombe.gov.uk", "online at planning.ashcombe.org.uk")],
                "url",
            ),
            Slip(2, [("do 27 czerwca 2025 r.", "do 27 lipca 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-recipe-card-lemon-drizzle-loaf",
        source="""Lemon drizzle loaf (serves 8)
Heat the oven to 180°C (160°C fan, gas mark 4) and line a 900 g loaf tin. Beat 175 g softened butter with 175 g caster sugar until pale, then add 2 large eggs one at a time. Fold in 175 g self-raising flour, the zest of 2 lemons and 4 tbsp milk. Bake for 45–50 minutes, until a skewer comes out clean. Don't open the oven door during the first 30 minutes, or the loaf may sink. While the cake is still warm, prick it all over and pour over the juice of 1½ lemons mixed with 85 g icing sugar. The loaf will keep for about 3 days in an airtight tin but does not freeze well.""",
        good=[
            Good(
                "preserve",
                """Lemon drizzle loaf – serves 8
1. Preheat the oven to 180°C (160°C fan, gas mark 4). Line a 900 g loaf tin.
2. Cream 175 g softened butter and 175 g caster sugar until pale. Add 2 large eggs, one at a time.
3. Fold in 175 g self-raising flour, the zest of 2 lemons and 4 tbsp milk.
4. Bake for 45–50 minutes, until a skewer comes out clean. Keep the oven door shut for the first 30 minutes – opening it may make the loaf sink.
5. While it's still warm, prick the cake all over and pour over the juice of 1½ lemons mixed with 85 g icing sugar.
Stored in an airtight tin, it will keep for about 3 days; it does not freeze well.""",
            ),
            Good(
                "preserve",
                "To make a lemon drizzle loaf for 8, start by heating your oven to 180°C (160°C fan, gas mark 4) and lining a 900 g loaf tin. Beat 175 g of softened butter with 175 g of caster sugar until pale, then add 2 large eggs one by one. Next, fold in 175 g of self-raising flour, the zest of 2 lemons and 4 tbsp of milk. Bake for 45–50 minutes, until a skewer comes out clean — and don't open the oven door in the first 30 minutes, or the loaf may sink. While the cake is still warm, prick it all over and pour on the juice of 1½ lemons mixed with 85 g of icing sugar. In an airtight tin it will keep for about 3 days, but it doesn't freeze well.",
            ),
            Good(
                "pl",
                """Ciasto cytrynowe z polewą (lemon drizzle) – 8 porcji
Nagrzej piekarnik do 180°C (160°C z termoobiegiem, gaz – stopień 4) i wyłóż keksówkę o pojemności 900 g. Utrzyj 175 g miękkiego masła ze 175 g drobnego cukru na jasną masę, a następnie dodawaj po jednym 2 duże jajka. Delikatnie wmieszaj 175 g mąki samorosnącej, skórkę otartą z 2 cytryn i 4 łyżki mleka. Piecz 45–50 minut, aż wbity patyczek będzie suchy. Nie otwieraj piekarnika przez pierwsze 30 minut, bo ciasto może opaść. Jeszcze ciepłe ciasto nakłuj w wielu miejscach i polej sokiem z 1½ cytryny wymieszanym z 85 g cukru pudru. W szczelnym pojemniku ciasto zachowa świeżość przez około 3 dni, ale nie nadaje się do mrożenia.""",
            ),
        ],
        bad=[
            Slip(0, [("175 g caster sugar", "125 g caster sugar")], "number"),
            Slip(1, [("but it doesn't freeze well", "and it freezes well")], "negation"),
            Slip(2, [("przez około 3 dni", "przez 3 dni")], "hedge"),
        ],
    ),
    Case(
        key="en-gym-membership-rolling-monthly-terms",
        source="""Membership terms – FlexFit Monthly
Your membership runs on a rolling monthly basis, with a minimum term of 3 months. The monthly fee of £34.99 is collected by direct debit on the 1st of each month. To cancel, you must give at least one full calendar month's notice in writing or through the member app; cancellations cannot be made by phone. You may freeze your membership for up to 2 months per year for a fee of £5 per month. Guests may visit up to four times a year and must be accompanied by a member at all times. Members under 16 may use the gym only during supervised sessions. We may change opening hours with 14 days' notice.""",
        good=[
            Good(
                "preserve",
                """FlexFit Monthly — the key terms
- Rolling monthly membership with a minimum term of 3 months.
- £34.99 a month, taken by direct debit on the 1st of every month.
- Cancelling: you must give at least one full calendar month's notice, in writing or via the member app. Cancellations cannot be made by phone.
- Freezing: you may freeze your membership for up to 2 months a year, at £5 per month.
- Guests: up to four visits a year; they must be with a member at all times.
- Under-16s may use the gym only during supervised sessions.
- We may change opening hours with 14 days' notice.""",
            ),
            Good(
                "preserve",
                "FlexFit Monthly membership is a rolling monthly arrangement subject to a minimum term of three months. A fee of £34.99 per month is collected by direct debit on the first day of each month. Members wishing to cancel must provide at least one full calendar month's notice, either in writing or via the member app; cancellation by telephone is not possible. Membership may be frozen for a maximum of two months per year, at a charge of £5 per month. Guests may attend up to four times per year and must be accompanied by a member throughout their visit. Members aged under 16 may use the gym only during supervised sessions. Opening hours may be changed by us on 14 days' notice.",
            ),
            Good(
                "pl",
                """Warunki członkostwa – FlexFit Monthly
Członkostwo przedłuża się automatycznie co miesiąc, a minimalny okres umowy wynosi 3 miesiące. Miesięczna opłata w wysokości 34,99 £ jest pobierana w formie polecenia zapłaty 1. dnia każdego miesiąca. Aby zrezygnować, musisz złożyć wypowiedzenie z wyprzedzeniem co najmniej jednego pełnego miesiąca kalendarzowego – na piśmie lub w aplikacji dla członków; rezygnacji nie można złożyć telefonicznie. Możesz zawiesić członkostwo maksymalnie na 2 miesiące w roku za opłatą 5 £ miesięcznie. Goście mogą przychodzić do czterech razy w roku i przez cały czas muszą przebywać w towarzystwie członka klubu. Osoby poniżej 16. roku życia mogą korzystać z siłowni wyłącznie podczas zajęć nadzorowanych. Możemy zmienić godziny otwarcia z 14-dniowym wyprzedzeniem.""",
            ),
        ],
        bad=[
            Slip(0, [("they must be with a member", "they should be with a member")], "modality"),
            Slip(1, [("on 14 days' notice", "on 7 days' notice")], "date"),
            Slip(
                2,
                [
                    (
                        "za opłatą 5 £ miesięcznie.",
                        "za opłatą 5 £ miesięcznie, pod warunkiem przedstawienia zaświadczenia lekarskiego.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-astronomy-news-webb-distant-galaxy",
        source="Astronomers using the James Webb Space Telescope have detected what may be the most distant galaxy observed so far. Named JADES-GS-z14-0, it appears to have existed about 290 million years after the Big Bang, when the universe was roughly 2% of its current age. The galaxy is unexpectedly bright and is estimated to be about 1,600 light-years across, which suggests that large galaxies formed earlier than many models predicted. The team cautions that the distance measurement still needs to be confirmed by further observations. The findings, posted on the arXiv preprint server, have not yet been peer reviewed.",
        good=[
            Good(
                "preserve",
                "A galaxy spotted by the James Webb Space Telescope may be the most distant one ever observed. JADES-GS-z14-0 appears to date from about 290 million years after the Big Bang, when the universe was roughly 2% of its present age. It is surprisingly bright and is estimated to measure about 1,600 light-years across, which suggests that large galaxies formed earlier than many models predicted. The researchers caution that the distance measurement still has to be confirmed by further observations, and their findings, posted on the arXiv preprint server, have not yet been peer reviewed.",
            ),
            Good(
                "preserve",
                "Has the James Webb Space Telescope found the most distant galaxy yet? Possibly. Astronomers report that a galaxy called JADES-GS-z14-0 appears to have existed about 290 million years after the Big Bang — when the universe was roughly 2% of the age it is now. The galaxy is unexpectedly bright, and its width is estimated at about 1,600 light-years. That suggests big galaxies formed earlier than many models predicted. However, the team cautions that further observations are still needed to confirm the distance measurement. The results were posted on the arXiv preprint server and have not yet been peer reviewed.",
            ),
            Good(
                "pl",
                "Astronomowie korzystający z Kosmicznego Teleskopu Jamesa Webba wykryli galaktykę, która może być najodleglejszą z dotychczas zaobserwowanych. Wydaje się, że obiekt o nazwie JADES-GS-z14-0 istniał już około 290 milionów lat po Wielkim Wybuchu, gdy wszechświat miał mniej więcej 2% obecnego wieku. Galaktyka jest nieoczekiwanie jasna, a jej średnicę szacuje się na około 1600 lat świetlnych, co sugeruje, że duże galaktyki powstawały wcześniej, niż przewidywało wiele modeli. Zespół zastrzega, że pomiar odległości wymaga jeszcze potwierdzenia kolejnymi obserwacjami. Wyniki zamieszczono na serwerze preprintów arXiv i nie przeszły one jeszcze recenzji naukowej.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "may be the most distant one ever observed",
                        "is the most distant one ever observed",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Astronomers report that",
                        "Astronomers at the Max Planck Institute for Astronomy report that",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2, [("mniej więcej 2% obecnego wieku", "mniej więcej 5% obecnego wieku")], "number"
            ),
        ],
    ),
    Case(
        key="en-dental-practice-privacy-notice-gdpr",
        source="""How we use your data
Brightwell Dental Ltd processes your personal data to book appointments, provide treatment and send reminders. Our lawful basis is Article 6(1)(b) UK GDPR (performance of a contract), and for health data Article 9(2)(h). We keep clinical records for at least 11 years after your last treatment, or until a child patient turns 25, whichever is longer. We do not sell your data or use it for marketing without your consent. You may request a copy of your data, ask us to correct it, or object to certain processing by emailing privacy@brightwelldental.co.uk. We must respond within one month. If you are unhappy, you can complain to the ICO at ico.org.uk.""",
        good=[
            Good(
                "preserve",
                """How we use your data
At Brightwell Dental Ltd, we use your personal data to book your appointments, treat you and send you reminders. We rely on Article 6(1)(b) UK GDPR (performance of a contract) as our lawful basis, and on Article 9(2)(h) for health data. Your clinical records are kept for at least 11 years after your last treatment or until a child patient reaches 25, whichever is longer. We do not sell your data, and we don't use it for marketing unless you consent. To get a copy of your data, have it corrected or object to certain processing, you may email privacy@brightwelldental.co.uk — we must reply within one month. Not happy? You can complain to the ICO at ico.org.uk.""",
            ),
            Good(
                "preserve",
                """Use of your personal data — Brightwell Dental Ltd
- Purposes: booking appointments, providing treatment and sending reminders.
- Lawful basis: Article 6(1)(b) UK GDPR (performance of a contract); for health data, Article 9(2)(h).
- Retention: clinical records are retained for a minimum of 11 years after your last treatment, or until a child patient turns 25, whichever period is longer.
- Sharing: your data is not sold, nor used for marketing without your consent.
- Your rights: you may request a copy of your data, ask for it to be corrected or object to certain processing by writing to privacy@brightwelldental.co.uk. We are required to respond within one month.
- Complaints: if you are unhappy, you can complain to the ICO at ico.org.uk.""",
            ),
            Good(
                "pl",
                """Jak wykorzystujemy Twoje dane
Brightwell Dental Ltd przetwarza Twoje dane osobowe w celu umawiania wizyt, prowadzenia leczenia i wysyłania przypomnień. Podstawą prawną jest art. 6 ust. 1 lit. b UK GDPR (wykonanie umowy), a w przypadku danych dotyczących zdrowia – art. 9 ust. 2 lit. h. Dokumentację medyczną przechowujemy przez co najmniej 11 lat od ostatniego leczenia lub do ukończenia 25 lat przez pacjenta, który był dzieckiem – w zależności od tego, który okres jest dłuższy. Nie sprzedajemy Twoich danych ani nie wykorzystujemy ich do celów marketingowych bez Twojej zgody. Możesz zażądać kopii swoich danych, poprosić o ich sprostowanie lub sprzeciwić się niektórym formom przetwarzania, pisząc na adres privacy@brightwelldental.co.uk. Musimy odpowiedzieć w ciągu miesiąca. Jeśli nie jesteś zadowolony, możesz złożyć skargę do ICO (ico.org.uk).""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "you may email privacy@brightwelldental.co.uk",
                        "you may email privacy@brightwell.co.uk",
                    )
                ],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "We are required to respond within one month.",
                        "We aim to respond within one month.",
                    )
                ],
                "modality",
            ),
            Slip(2, [("art. 9 ust. 2 lit. h", "art. 9 ust. 2 lit. a")], "legal_reference"),
        ],
    ),
    Case(
        key="en-cordless-power-tool-warranty-terms",
        source="""Warranty terms – Kestrel cordless power tools
Kestrel tools are covered by a 3-year warranty from the date of purchase, extended to 5 years if you register the tool at kestreltools.com/register within 30 days. Batteries and chargers carry a 2-year warranty, which cannot be extended. The warranty covers defects in materials and workmanship. It does not cover normal wear of parts such as carbon brushes, chucks and blades, or damage caused by misuse, overloading or unauthorised repairs. To make a claim, return the tool to the retailer with proof of purchase. We will repair or replace the tool free of charge; refunds are not offered under this warranty. Your statutory rights are not affected.""",
        good=[
            Good(
                "preserve",
                """How long is my Kestrel cordless tool covered?
For 3 years from the date of purchase — or 5 years if you register it at kestreltools.com/register within 30 days. Batteries and chargers have a 2-year warranty that cannot be extended.

What's covered?
Defects in materials and workmanship. Normal wear of parts such as carbon brushes, chucks and blades is not covered, and neither is damage caused by misuse, overloading or unauthorised repairs.

How do I claim?
Return the tool to the retailer along with proof of purchase. We'll repair or replace it free of charge, but this warranty does not offer refunds. Your statutory rights are not affected.""",
            ),
            Good(
                "preserve",
                "Kestrel cordless power tools carry a three-year warranty from the date of purchase. Registering the tool at kestreltools.com/register within 30 days extends this to five years. Batteries and chargers have a two-year warranty that cannot be extended. Covered: defects in materials and workmanship. Not covered: normal wear of parts (e.g. carbon brushes, chucks, blades) and damage resulting from misuse, overloading or unauthorised repairs. Claims are made by returning the tool, with proof of purchase, to the retailer, after which we will repair or replace it free of charge. No refunds are offered under this warranty. This does not affect your statutory rights.",
            ),
            Good(
                "pl",
                """Warunki gwarancji – bezprzewodowe elektronarzędzia Kestrel
Narzędzia Kestrel są objęte 3-letnią gwarancją od daty zakupu, która zostaje przedłużona do 5 lat, jeśli w ciągu 30 dni zarejestrujesz narzędzie na stronie kestreltools.com/register. Akumulatory i ładowarki mają 2-letnią gwarancję, której nie można przedłużyć. Gwarancja obejmuje wady materiałowe i wykonawcze. Nie obejmuje naturalnego zużycia części, takich jak szczotki węglowe, uchwyty i ostrza, ani uszkodzeń spowodowanych niewłaściwym użytkowaniem, przeciążeniem lub nieautoryzowanymi naprawami. Aby złożyć reklamację, zwróć narzędzie sprzedawcy wraz z dowodem zakupu. Naprawimy lub wymienimy narzędzie bezpłatnie; w ramach tej gwarancji nie zwracamy pieniędzy. Nie wpływa to na Twoje ustawowe prawa.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "a 2-year warranty that cannot be extended",
                        "a 2-year warranty that can be extended",
                    )
                ],
                "negation",
            ),
            Slip(1, [("within 30 days extends", "within 60 days extends")], "number"),
            Slip(
                2,
                [
                    (
                        "Naprawimy lub wymienimy narzędzie bezpłatnie;",
                        "Naprawimy lub wymienimy narzędzie bezpłatnie w ciągu 14 dni roboczych;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-public-library-borrowing-rules-fines",
        source="""Borrowing at Eastfield Library
Adult members can borrow up to 12 items at a time. Books are lent for 3 weeks, DVDs for 1 week. You can renew an item up to twice online, by phone or at the desk, unless another member has reserved it. Overdue books are charged at 25p per day, up to a maximum of £6 per item; children's items carry no fines. Interlibrary loans usually arrive within 10 working days, although some requests may take longer. Lost or damaged items must be paid for at replacement cost. The library is closed on Sundays and bank holidays; items due on those days may be returned on the next opening day without a charge.""",
        good=[
            Good(
                "preserve",
                """Borrowing at Eastfield Library — the essentials
- Adult members: up to 12 items at a time.
- Loan periods: books 3 weeks, DVDs 1 week.
- Renewals: up to two per item (online, by phone or at the desk), unless another member has reserved the item.
- Overdue books: 25p a day, capped at £6 per item. Children's items: no fines.
- Interlibrary loans usually arrive within 10 working days, though some requests may take longer.
- Lost or damaged items must be paid for at replacement cost.
- Closed on Sundays and bank holidays. If an item is due on one of those days, you may return it on the next opening day at no charge.""",
            ),
            Good(
                "preserve",
                "If you're an adult member of Eastfield Library, you can have up to 12 items out at a time. You can keep books for 3 weeks and DVDs for 1 week, and you can renew each item up to twice — online, by phone or at the desk — as long as no other member has reserved it. Late books cost 25p a day, to a maximum of £6 per item, but there are no fines on children's items. Interlibrary loans normally take up to 10 working days to arrive, though some requests may take longer. If you lose or damage an item, you must pay its replacement cost. We're closed on Sundays and bank holidays; anything due on those days may be returned on the next day we're open, free of charge.",
            ),
            Good(
                "pl",
                """Wypożyczanie w Eastfield Library
Dorośli czytelnicy mogą mieć wypożyczonych jednocześnie do 12 pozycji. Książki wypożyczamy na 3 tygodnie, a płyty DVD na 1 tydzień. Każdą pozycję można przedłużyć najwyżej dwa razy – przez internet, telefonicznie lub przy ladzie – chyba że zarezerwował ją inny czytelnik. Za przetrzymanie książek naliczamy 25 pensów dziennie, maksymalnie 6 £ za pozycję; za materiały dla dzieci nie pobieramy kar. Wypożyczenia międzybiblioteczne docierają zwykle w ciągu 10 dni roboczych, choć niektóre zamówienia mogą trwać dłużej. Za zgubione lub zniszczone pozycje trzeba zapłacić równowartość kosztu ich zastąpienia. Biblioteka jest nieczynna w niedziele i święta państwowe (bank holidays); pozycje, których termin zwrotu przypada w te dni, można bez opłaty oddać w najbliższym dniu otwarcia.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Lost or damaged items must be paid for",
                        "Lost or damaged items should be paid for",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Interlibrary loans normally take up to 10 working days to arrive, though some requests may take longer.",
                        "Interlibrary loans arrive within 10 working days.",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [("Książki wypożyczamy na 3 tygodnie", "Książki wypożyczamy na 2 tygodnie")],
                "date",
            ),
        ],
    ),
    Case(
        key="en-cli-release-notes-breaking-changes",
        source="""# Release 2.8.0

## Breaking changes
- Python 3.8 is no longer supported; the minimum version is now **3.9**.
- The `--legacy-output` flag has been removed. Use `--format=v1` instead.

## Improvements
- Parsing large CSV files is about 40% faster on our benchmarks.
- `quarry sync` now retries failed uploads up to 3 times before giving up.

## Upgrading
Run `pip install --upgrade quarry-cli==2.8.0`. If you pinned `quarry-cli<2.8`, you must update your requirements file. See the [migration guide](https://quarry.dev/docs/migrate-2.8) for details.""",
        good=[
            Good(
                "preserve",
                """# Release 2.8.0

## Breaking changes
- Support for Python 3.8 has been dropped — you now need at least **3.9**.
- We removed the `--legacy-output` flag; please use `--format=v1` in its place.

## Improvements
- On our benchmarks, large CSV files now parse roughly 40% faster.
- When an upload fails, `quarry sync` now retries it up to 3 times before giving up.

## Upgrading
To upgrade, run `pip install --upgrade quarry-cli==2.8.0`. Anyone who pinned `quarry-cli<2.8` must update their requirements file. Details are in the [migration guide](https://quarry.dev/docs/migrate-2.8).""",
            ),
            Good(
                "preserve",
                """# Release 2.8.0

## Breaking changes
- Minimum Python version raised to **3.9** (3.8 is no longer supported).
- `--legacy-output` removed; use `--format=v1` instead.

## Improvements
- Large CSV files parse about 40% faster (on our benchmarks).
- `quarry sync` retries failed uploads up to 3 times before giving up.

## Upgrading
`pip install --upgrade quarry-cli==2.8.0`

If your requirements file pins `quarry-cli<2.8`, you must update it. Full details: [migration guide](https://quarry.dev/docs/migrate-2.8).""",
            ),
            Good(
                "pl",
                """# Wydanie 2.8.0

## Zmiany niekompatybilne wstecz
- Python 3.8 nie jest już obsługiwany; minimalna wersja to teraz **3.9**.
- Usunięto flagę `--legacy-output`. Zamiast niej użyj `--format=v1`.

## Usprawnienia
- W naszych testach wydajności parsowanie dużych plików CSV jest około 40% szybsze.
- `quarry sync` ponawia teraz nieudane przesyłanie do 3 razy, zanim zrezygnuje.

## Aktualizacja
Uruchom `pip install --upgrade quarry-cli==2.8.0`. Jeśli masz przypiętą wersję `quarry-cli<2.8`, musisz zaktualizować plik z wymaganiami. Szczegóły znajdziesz w [przewodniku migracji](https://quarry.dev/docs/migrate-2.8).""",
            ),
        ],
        bad=[
            Slip(0, [("please use `--format=v1`", "please use `--format=v2`")], "code"),
            Slip(
                1,
                [
                    (
                        "(on our benchmarks).\n- `quarry sync` retries",
                        "(on our benchmarks), and `quarry sync` retries",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("do 3 razy", "do 5 razy")], "number"),
        ],
    ),
    Case(
        key="en-remote-work-productivity-literature-review",
        source="Evidence on the effect of remote work on productivity remains mixed. A randomised experiment at a Chinese travel agency found that working from home raised performance by 13% (Bloom et al., 2015, Quarterly Journal of Economics, 130(1), 165–218). However, later studies of fully remote teams suggest that collaboration and innovation may suffer when employees rarely meet in person (Yang et al., 2022, Nature Human Behaviour, 6, 43–54). Hybrid arrangements appear to offer a compromise: Bloom, Han and Liang (2024) report that two days of home working per week did not reduce performance ratings or promotion rates. These results should not be generalised to all sectors, since most of the evidence comes from office-based knowledge work.",
        good=[
            Good(
                "preserve",
                "The evidence on how remote work affects productivity is still mixed. In a randomised experiment at a Chinese travel agency, working from home increased performance by 13% (Bloom et al., 2015, Quarterly Journal of Economics, 130(1), 165–218). Subsequent research on fully remote teams, however, suggests that when employees seldom meet face to face, collaboration and innovation may suffer (Yang et al., 2022, Nature Human Behaviour, 6, 43–54). Hybrid working appears to be a compromise: according to Bloom, Han and Liang (2024), working from home two days a week did not lower performance ratings or promotion rates. Because most of this evidence comes from office-based knowledge work, these findings should not be generalised to every sector.",
            ),
            Good(
                "preserve",
                "Does working remotely make people more or less productive? The research is still mixed. One randomised experiment, at a travel agency in China, found that working from home boosted performance by 13% (Bloom et al., 2015, Quarterly Journal of Economics, 130(1), 165–218). But later studies of fully remote teams suggest that collaboration and innovation may suffer if employees rarely see each other in person (Yang et al., 2022, Nature Human Behaviour, 6, 43–54). Hybrid work appears to be a middle ground: Bloom, Han and Liang (2024) report that two home-working days a week did not reduce performance ratings or promotion rates. Still, these results shouldn't be generalised to all sectors, as most of the evidence comes from office-based knowledge work.",
            ),
            Good(
                "pl",
                "Dane na temat wpływu pracy zdalnej na produktywność pozostają niejednoznaczne. Randomizowany eksperyment w chińskim biurze podróży wykazał, że praca z domu zwiększyła wydajność o 13% (Bloom i in., 2015, Quarterly Journal of Economics, 130(1), 165–218). Późniejsze badania zespołów pracujących w pełni zdalnie sugerują jednak, że współpraca i innowacyjność mogą ucierpieć, gdy pracownicy rzadko spotykają się osobiście (Yang i in., 2022, Nature Human Behaviour, 6, 43–54). Kompromisem wydaje się model hybrydowy: Bloom, Han i Liang (2024) podają, że dwa dni pracy z domu w tygodniu nie obniżyły ocen wyników ani wskaźników awansów. Wyników tych nie należy uogólniać na wszystkie sektory, ponieważ większość danych pochodzi z biurowej pracy opartej na wiedzy.",
            ),
        ],
        bad=[
            Slip(0, [("(Yang et al., 2022,", "(Yang et al., 2021,")], "citation"),
            Slip(
                1,
                [
                    (
                        "did not reduce performance ratings or promotion rates",
                        "reduced performance ratings and promotion rates",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "współpraca i innowacyjność mogą ucierpieć",
                        "współpraca i innowacyjność cierpią",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-vet-dental-aftercare-dog-instructions",
        source="""Aftercare following your dog's dental procedure
Your dog had a general anaesthetic today and may be drowsy for the next 24 hours. Offer a small meal (about a quarter of the usual portion) this evening, and water in small amounts. For the next 7 days, feed only soft food and do not give chews, bones or hard toys. Give the prescribed meloxicam once daily with food; do not use human painkillers, as these can be toxic to dogs. Some blood-tinged saliva is normal for the first day. You must contact us on 01632 960 418 if your dog has not eaten by tomorrow evening or seems to be in pain. A free check-up should be booked in 10 days.""",
        good=[
            Good(
                "preserve",
                """Caring for your dog after its dental procedure
- Your dog had a general anaesthetic today and may be sleepy for the next 24 hours.
- This evening, offer a small meal (about a quarter of a normal portion) and water in small amounts.
- For the next 7 days: soft food only — no chews, bones or hard toys.
- Give the prescribed meloxicam once a day with food. Do not use human painkillers; they can be toxic to dogs.
- A little blood-tinged saliva is normal for the first day.
- You must call us on 01632 960 418 if your dog hasn't eaten by tomorrow evening or seems to be in pain.
- You should book a free check-up in 10 days.""",
            ),
            Good(
                "preserve",
                "Today your dog had a dental procedure under general anaesthetic, so they may be drowsy for the next 24 hours. This evening, give a small meal — about a quarter of their usual portion — and small amounts of water. Stick to soft food for the next 7 days, and don't give chews, bones or hard toys. Give the prescribed meloxicam once a day with food. Please don't use human painkillers: these can be toxic to dogs. It's normal to see some blood-tinged saliva for the first day. If your dog hasn't eaten by tomorrow evening or seems to be in pain, you must contact us on 01632 960 418. You should also book a free check-up in 10 days.",
            ),
            Good(
                "pl",
                """Opieka po zabiegu stomatologicznym u psa
Pies przeszedł dziś znieczulenie ogólne i przez najbliższe 24 godziny może być senny. Wieczorem podaj mu mały posiłek (około jednej czwartej zwykłej porcji) i wodę w małych ilościach. Przez następne 7 dni karm go wyłącznie miękką karmą i nie dawaj mu gryzaków, kości ani twardych zabawek. Podawaj przepisany meloksykam raz dziennie z jedzeniem; nie stosuj leków przeciwbólowych dla ludzi, ponieważ mogą być toksyczne dla psów. Niewielka ilość śliny zabarwionej krwią jest w pierwszym dniu normalna. Musisz się z nami skontaktować pod numerem 01632 960 418, jeśli pies nic nie zje do jutrzejszego wieczoru lub będzie wyglądał na obolałego. Powinno się też umówić bezpłatną wizytę kontrolną za 10 dni.""",
            ),
        ],
        bad=[
            Slip(0, [("You must call us on", "You may call us on")], "modality"),
            Slip(
                1,
                [("about a quarter of their usual portion", "about half of their usual portion")],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "Przez następne 7 dni karm go wyłącznie miękką karmą i nie dawaj mu gryzaków, kości ani twardych zabawek. Podawaj przepisany meloksykam raz dziennie z jedzeniem; nie stosuj leków przeciwbólowych dla ludzi, ponieważ mogą być toksyczne dla psów.",
                        "For the next 7 days, feed only soft food and do not give chews, bones or hard toys. Give the prescribed meloxicam once daily with food; do not use human painkillers, as these can be toxic to dogs.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-section-13-rent-increase-notice",
        source="""Notice of rent increase
This notice is served under section 13(2) of the Housing Act 1988. Your landlord proposes to increase the rent for Flat 3, 22 Orchard Row, from £1,150 to £1,210 per calendar month, starting on 1 September 2025. The new rent will be payable on the same day each month as now. If you agree, you do not need to do anything. If you do not agree, you may refer this notice to the First-tier Tribunal before the new rent starts, using form Adj1. The tribunal cannot set a rent higher than the open-market rent. Your landlord may not increase the rent again within 52 weeks of this increase.""",
        good=[
            Good(
                "preserve",
                """Notice of rent increase
Your landlord is serving this notice under section 13(2) of the Housing Act 1988 and proposes to raise the rent for Flat 3, 22 Orchard Row, from £1,150 to £1,210 per calendar month from 1 September 2025. You will pay the new rent on the same day of the month as you do now. If you're happy with the increase, you don't need to do anything. If you disagree, you may use form Adj1 to refer the notice to the First-tier Tribunal before the new rent begins. The tribunal cannot set a rent above the open-market rent, and your landlord may not raise the rent again within 52 weeks of this increase.""",
            ),
            Good(
                "preserve",
                """Notice of rent increase (section 13(2), Housing Act 1988)
Property: Flat 3, 22 Orchard Row
Current rent: £1,150 per calendar month
Proposed rent: £1,210 per calendar month from 1 September 2025, payable on the same day each month as at present
Your options:
- If you agree, you do not need to take any action.
- If you do not agree, you may refer this notice to the First-tier Tribunal on form Adj1 before the new rent takes effect.
Please note: the tribunal cannot set a rent higher than the open-market rent, and the landlord may not increase the rent again within 52 weeks of this increase.""",
            ),
            Good(
                "pl",
                """Zawiadomienie o podwyżce czynszu
Niniejsze zawiadomienie doręcza się na podstawie sekcji 13(2) Housing Act 1988. Wynajmujący proponuje podwyższenie czynszu za lokal Flat 3, 22 Orchard Row, z 1150 £ do 1210 £ za miesiąc kalendarzowy od 1 września 2025 r. Nowy czynsz będzie płatny tego samego dnia miesiąca co obecnie. Jeśli się zgadzasz, nie musisz nic robić. Jeśli się nie zgadzasz, możesz – przed wejściem w życie nowego czynszu – skierować to zawiadomienie do First-tier Tribunal, korzystając z formularza Adj1. Trybunał nie może ustalić czynszu wyższego niż czynsz rynkowy. Wynajmujący nie może ponownie podwyższyć czynszu przed upływem 52 tygodni od tej podwyżki.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "per calendar month from 1 September 2025",
                        "per calendar month from 1 August 2025",
                    )
                ],
                "date",
            ),
            Slip(
                1,
                [("(section 13(2), Housing Act 1988)", "(section 13(4), Housing Act 1988)")],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "Trybunał nie może ustalić czynszu wyższego",
                        "Trybunał może ustalić czynsz wyższy",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-urban-sound-dataset-citation-card",
        source="The UrbanNoise-5K dataset contains 5,000 ten-second audio clips recorded at 48 kHz in Kraków and Wrocław between March 2021 and February 2022. Each clip is labelled with one of 12 sound classes by at least two annotators; clips on which the annotators disagreed were not included. The dataset is released under the CC BY 4.0 licence and can be downloaded from https://zenodo.org/records/10493822. If you use it, please cite Nowak and Fischer (2023), 'UrbanNoise-5K: a labelled corpus of city soundscapes', Applied Acoustics 211, 109512, doi:10.1016/j.apacoust.2023.109512. Version 1.1, released on 15 January 2024, corrected 37 mislabelled clips.",
        good=[
            Good(
                "preserve",
                """UrbanNoise-5K at a glance
- Content: 5,000 audio clips, each ten seconds long, recorded at 48 kHz in Kraków and Wrocław from March 2021 to February 2022.
- Labels: 12 sound classes; every clip was labelled by at least two annotators, and clips the annotators disagreed on were excluded.
- Licence: CC BY 4.0. Download: https://zenodo.org/records/10493822
- Version 1.1 (released 15 January 2024) corrected 37 mislabelled clips.
- If you use the dataset, please cite: Nowak and Fischer (2023), 'UrbanNoise-5K: a labelled corpus of city soundscapes', Applied Acoustics 211, 109512, doi:10.1016/j.apacoust.2023.109512.""",
            ),
            Good(
                "preserve",
                "Recorded in Kraków and Wrocław between March 2021 and February 2022, UrbanNoise-5K consists of 5,000 ten-second audio clips sampled at 48 kHz. At least two annotators assigned each clip to one of 12 sound classes, and any clip they disagreed on was left out. You can download the dataset, which is licensed under CC BY 4.0, from https://zenodo.org/records/10493822. If you use it, please cite Nowak and Fischer (2023), 'UrbanNoise-5K: a labelled corpus of city soundscapes', Applied Acoustics 211, 109512, doi:10.1016/j.apacoust.2023.109512. Version 1.1, released on 15 January 2024, fixed 37 clips that had been mislabelled.",
            ),
            Good(
                "pl",
                "Zbiór danych UrbanNoise-5K zawiera 5000 dziesięciosekundowych nagrań audio zarejestrowanych z częstotliwością 48 kHz w Krakowie i Wrocławiu między marcem 2021 a lutym 2022 r. Każde nagranie zostało przypisane do jednej z 12 klas dźwięków przez co najmniej dwóch anotatorów; nagrania, co do których anotatorzy się nie zgadzali, nie zostały uwzględnione. Zbiór udostępniono na licencji CC BY 4.0 i można go pobrać ze strony https://zenodo.org/records/10493822. Korzystając z niego, prosimy o cytowanie pracy: Nowak i Fischer (2023), „UrbanNoise-5K: a labelled corpus of city soundscapes”, Applied Acoustics 211, 109512, doi:10.1016/j.apacoust.2023.109512. Wersja 1.1, wydana 15 stycznia 2024 r., poprawiła 37 błędnie oznaczonych nagrań.",
            ),
        ],
        bad=[
            Slip(0, [("(released 15 January 2024)", "(released 15 June 2024)")], "date"),
            Slip(
                1,
                [
                    (
                        "from https://zenodo.org/records/10493822",
                        "from https://zenodo.org/records/10493228",
                    )
                ],
                "url",
            ),
            Slip(
                2, [("Applied Acoustics 211, 109512", "Applied Acoustics 212, 109512")], "citation"
            ),
        ],
    ),
    Case(
        key="en-maritime-museum-visitor-information-page",
        source="""Visiting the Harbour Maritime Museum
The museum is open Tuesday to Sunday, 10:00–17:00, with last entry at 16:15. Tickets cost £14 for adults and £7 for children aged 5–15; under-5s go free. Booking online is recommended at weekends but is not required. Large bags and rucksacks must be left in the cloakroom, which is free. Photography without flash is allowed in most galleries, but not in the Shipwreck Gallery. The lightship moored outside can only be visited on a guided tour, which lasts about 40 minutes and must be booked on arrival at the front desk. Step-free access is available to all floors except the lightship's lower deck.""",
        good=[
            Good(
                "preserve",
                """Planning your visit to the Harbour Maritime Museum
- Opening hours: Tuesday–Sunday, 10:00–17:00 (last entry 16:15).
- Tickets: adults £14, children aged 5–15 £7, under-5s free.
- Booking: recommended online at weekends, but not required.
- Bags: large bags and rucksacks must be left in the cloakroom, which is free.
- Photography: allowed without flash in most galleries — but not in the Shipwreck Gallery.
- Lightship: can only be visited on a guided tour (about 40 minutes), which must be booked at the front desk when you arrive.
- Access: step-free to all floors except the lightship's lower deck.""",
            ),
            Good(
                "preserve",
                "The Harbour Maritime Museum welcomes visitors from Tuesday to Sunday, 10:00 to 17:00; last entry is at 16:15. Adult tickets are £14 and children aged 5–15 pay £7, while under-5s get in free. You don't have to book, though booking online is recommended at weekends. Large bags and rucksacks must be left in the cloakroom, which costs nothing to use. You're welcome to take photos without flash in most galleries, but not in the Shipwreck Gallery. The lightship moored outside can be visited only on a guided tour lasting about 40 minutes, which you must book at the front desk when you arrive. There is step-free access to every floor apart from the lightship's lower deck.",
            ),
            Good(
                "pl",
                """Zwiedzanie Harbour Maritime Museum
Muzeum jest otwarte od wtorku do niedzieli w godz. 10:00–17:00, ostatnie wejście o 16:15. Bilety kosztują 14 £ dla dorosłych i 7 £ dla dzieci w wieku 5–15 lat; dzieci poniżej 5 lat wchodzą bezpłatnie. W weekendy zalecamy rezerwację online, ale nie jest ona obowiązkowa. Duże torby i plecaki trzeba zostawić w szatni, która jest bezpłatna. Fotografowanie bez lampy błyskowej jest dozwolone w większości galerii, ale nie w Shipwreck Gallery. Latarniowiec zacumowany przed muzeum można zwiedzać wyłącznie z przewodnikiem; zwiedzanie trwa około 40 minut i należy je zarezerwować po przybyciu, w recepcji. Dostęp bez schodów zapewniono na wszystkie piętra z wyjątkiem dolnego pokładu latarniowca.""",
            ),
        ],
        bad=[
            Slip(0, [("children aged 5–15 £7", "children aged 5–15 £9")], "number"),
            Slip(
                1,
                [
                    (
                        "which costs nothing to use.",
                        "which costs nothing to use; coin-operated lockers for valuables are also available.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("i należy je zarezerwować", "i można je zarezerwować")], "modality"),
        ],
    ),
    Case(
        key="en-shipping-api-rate-limit-table",
        source="""### Rate limits

Limits are applied per API key and depend on your plan:

| Plan | Requests/min | Burst |
|------|--------------|-------|
| Free | 60 | 10 |
| Pro | 600 | 100 |

If you exceed the limit, the API returns `429 Too Many Requests` with a `Retry-After` header, and clients must wait at least that many seconds before retrying. Batch endpoints count as one request per item, not per call. You should not share a key between services. Higher limits may be requested through [the support portal](https://support.parcelwise.io/limits).""",
        good=[
            Good(
                "preserve",
                """### Rate limits

Rate limits apply to each API key separately and vary by plan:

| Plan | Requests/min | Burst |
|------|--------------|-------|
| Free | 60 | 10 |
| Pro | 600 | 100 |

Going over the limit makes the API respond with `429 Too Many Requests` and a `Retry-After` header; your client must then wait at least that number of seconds before it retries. For batch endpoints, each item counts as one request — not each call. You should not share one key across several services. If you need higher limits, you may request them through [the support portal](https://support.parcelwise.io/limits).""",
            ),
            Good(
                "preserve",
                """### Rate limits

Limits are per API key and depend on the plan:

| Plan | Requests/min | Burst |
|------|--------------|-------|
| Free | 60 | 10 |
| Pro | 600 | 100 |

Things to know:
- Exceeding the limit returns `429 Too Many Requests` plus a `Retry-After` header. Clients must wait at least that many seconds before retrying.
- Batch endpoints count one request per item, not per call.
- Keys should not be shared between services.
- Higher limits may be requested via [the support portal](https://support.parcelwise.io/limits).""",
            ),
            Good(
                "pl",
                """### Limity zapytań

Limity są naliczane osobno dla każdego klucza API i zależą od planu:

| Plan | Zapytania/min | Burst |
|------|---------------|-------|
| Free | 60 | 10 |
| Pro | 600 | 100 |

Po przekroczeniu limitu API zwraca `429 Too Many Requests` z nagłówkiem `Retry-After`, a klient musi odczekać co najmniej tyle sekund, zanim ponowi próbę. W przypadku endpointów wsadowych jako jedno zapytanie liczy się każdy element, a nie każde wywołanie. Nie powinno się współdzielić klucza między usługami. O wyższe limity można wnioskować przez [portal wsparcia](https://support.parcelwise.io/limits).""",
            ),
        ],
        bad=[
            Slip(0, [("your client must then wait", "your client should then wait")], "modality"),
            Slip(1, [("| Free | 60 | 10 |\n", "")], "markdown"),
            Slip(
                2,
                [
                    (
                        "(https://support.parcelwise.io/limits)",
                        "(https://support.parcelwise.com/limits)",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-company-travel-expenses-policy-summary",
        source="""Travel and expenses – summary of the policy
Economy class must be used for all flights under 6 hours; business class may be booked for longer flights only with director approval. Hotel costs are reimbursed up to £150 per night in London and £110 elsewhere in the UK. The daily meal allowance is £35, and alcohol is not reimbursed. Mileage for private cars is paid at 45p per mile for the first 10,000 miles in a tax year. Claims must be submitted through Expensify within 60 days of the expense, with itemised receipts for anything over £25. Late claims will not be paid unless your line manager agrees an exception in writing.""",
        good=[
            Good(
                "preserve",
                """Travel and expenses: what you need to know
- Flights under 6 hours: you must fly economy. For longer flights you may book business class, but only with director approval.
- Hotels: reimbursed up to £150 a night in London and £110 a night elsewhere in the UK.
- Meals: £35 daily allowance; alcohol is not reimbursed.
- Private car: 45p per mile for the first 10,000 miles in each tax year.
- Claims: these must be submitted through Expensify within 60 days of the expense, with itemised receipts for anything over £25.
- Late claims will not be paid unless your line manager agrees an exception in writing.""",
            ),
            Good(
                "preserve",
                "All flights shorter than six hours must be booked in economy class; for longer flights, business class may be booked only if a director approves it. Hotel accommodation is reimbursed up to £150 per night in London and up to £110 per night in the rest of the UK. Employees receive a daily meal allowance of £35; alcohol is not reimbursable. Use of a private car is compensated at 45p per mile for the first 10,000 miles in a tax year. Every claim must be submitted via Expensify within 60 days of the expense, with itemised receipts for any amount over £25. Claims submitted late will not be paid unless the line manager agrees to an exception in writing.",
            ),
            Good(
                "pl",
                """Podróże służbowe i wydatki – podsumowanie zasad
Na wszystkie loty krótsze niż 6 godzin trzeba wybierać klasę ekonomiczną; klasę biznes na dłuższe loty można zarezerwować wyłącznie za zgodą dyrektora. Koszty hotelu są zwracane do 150 £ za noc w Londynie i do 110 £ w pozostałej części Wielkiej Brytanii. Dzienna dieta na posiłki wynosi 35 £, a alkohol nie podlega zwrotowi. Za przejazdy prywatnym samochodem przysługuje 45 pensów za milę za pierwsze 10 000 mil w roku podatkowym. Wnioski trzeba składać przez Expensify w ciągu 60 dni od poniesienia wydatku, dołączając szczegółowe rachunki dla każdej kwoty powyżej 25 £. Wnioski złożone po terminie nie zostaną rozliczone, chyba że przełożony pisemnie zgodzi się na wyjątek.""",
            ),
        ],
        bad=[
            Slip(0, [("alcohol is not reimbursed", "alcohol is reimbursed")], "negation"),
            Slip(
                1,
                [
                    (
                        "a daily meal allowance of £35;",
                        "a daily meal allowance of £35, paid with the following month's salary;",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("do 110 £", "do 120 £")], "number"),
        ],
    ),
    Case(
        key="en-amber-heat-health-alert-advice",
        source="""Amber heat-health alert: West Midlands
The Met Office expects temperatures to reach 31–33°C from Wednesday afternoon until at least Saturday, with overnight lows probably staying above 18°C. The heat is likely to increase demand on health services and may affect people over 65, young children and those with heart or lung conditions most. Check on elderly neighbours, keep curtains closed during the day, and avoid strenuous exercise between 11 a.m. and 3 p.m. Never leave children or pets in parked cars. Tap water is safe to drink; there is no need to buy bottled water. The alert is expected to be reviewed on Friday morning.""",
        good=[
            Good(
                "preserve",
                """Amber heat-health alert for the West Midlands
What to expect: the Met Office expects 31–33°C from Wednesday afternoon until at least Saturday, and overnight lows will probably stay above 18°C. The heat is likely to put extra demand on health services and may affect people over 65, young children and those with heart or lung conditions the most.
What to do:
- Check on elderly neighbours.
- Keep curtains closed during the day.
- Avoid strenuous exercise between 11 a.m. and 3 p.m.
- Never leave children or pets in parked cars.
Tap water is safe to drink, so there's no need to buy bottled water. The alert is expected to be reviewed on Friday morning.""",
            ),
            Good(
                "preserve",
                "An amber heat-health alert is in place for the West Midlands. From Wednesday afternoon until at least Saturday, the Met Office expects temperatures of 31–33°C, and overnight lows will probably remain above 18°C. The hot weather is likely to increase demand on health services, and those most affected may be people over 65, young children and anyone with a heart or lung condition. Please keep your curtains closed during the day, avoid strenuous exercise between 11 a.m. and 3 p.m., and check on elderly neighbours. Never leave children or pets in parked cars. There's no need to buy bottled water: tap water is safe to drink. The alert is expected to be reviewed on Friday morning.",
            ),
            Good(
                "pl",
                """Alert upałowy stopnia amber (pomarańczowy): West Midlands
Met Office przewiduje, że od środowego popołudnia co najmniej do soboty temperatura osiągnie 31–33°C, a w nocy prawdopodobnie nie spadnie poniżej 18°C. Upał zapewne zwiększy obciążenie służby zdrowia i może najbardziej dotknąć osoby powyżej 65. roku życia, małe dzieci oraz osoby z chorobami serca lub płuc. Zajrzyj do starszych sąsiadów, w ciągu dnia trzymaj zasłony zaciągnięte i unikaj intensywnego wysiłku między 11:00 a 15:00. Nigdy nie zostawiaj dzieci ani zwierząt w zaparkowanych samochodach. Woda z kranu nadaje się do picia – nie trzeba kupować wody butelkowanej. Ponowna ocena alertu jest przewidziana na piątek rano.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "overnight lows will probably stay above 18°C",
                        "overnight lows will stay above 18°C",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "is in place for the West Midlands.",
                        "is in place for the West Midlands, issued after three people were taken to hospital with heatstroke last week.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Woda z kranu nadaje się do picia – nie trzeba kupować wody butelkowanej.",
                        "Woda z kranu nie nadaje się do picia – trzeba kupować wodę butelkowaną.",
                    )
                ],
                "negation",
            ),
        ],
    ),
]
