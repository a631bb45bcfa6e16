# ruff: noqa: E501, RUF001
"""English source cases of blind set 53: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-airline-cabin-bag-size-limits",
        source=(
            "Each passenger may bring one cabin bag of up to 8 kg and no larger than 55 x 40 x 23 cm, including handles and wheels, "
            "plus one small personal item such as a handbag or laptop case that fits under the seat in front. Passengers travelling "
            "on Basic fares are not entitled to a cabin bag and may only bring the personal item. Bags that exceed the limits at the "
            "gate will be placed in the hold for a fee of EUR 60. Liquids must be carried in containers of 100 ml or less inside a "
            "single resealable bag. Infants do not receive a separate cabin allowance. For full details, see www.skyvale.com/baggage "
            "before you fly."
        ),
        good=[
            Good(
                "preserve",
                "You may take one cabin bag weighing up to 8 kg and measuring no more than 55 x 40 x 23 cm (handles and wheels "
                "included), as well as one small personal item, such as a handbag or laptop case, that fits under the seat in front "
                "of you. If you are on a Basic fare, you are not entitled to a cabin bag and may bring only the personal item. Any bag "
                "found to be over these limits at the gate will go in the hold, and you will be charged EUR 60 for it. Liquids must be "
                "carried in containers of 100 ml or less, packed in a single resealable bag. Infants do not get their own cabin "
                "allowance. Check www.skyvale.com/baggage for full details before you fly.",
            ),
            Good(
                "preserve",
                "Cabin baggage at a glance:\n\n"
                "- One cabin bag per passenger: max. 8 kg and no larger than 55 x 40 x 23 cm, handles and wheels included.\n"
                "- One small personal item (e.g. a handbag or laptop case) that fits under the seat in front.\n"
                "- Basic fares: no cabin bag entitlement; only the personal item may be brought.\n"
                "- Bags over the limits at the gate are placed in the hold for a fee of EUR 60.\n"
                "- Liquids must be carried in containers of 100 ml or less, inside one resealable bag.\n"
                "- Infants: no separate cabin allowance.\n\n"
                "Please check the full details at www.skyvale.com/baggage before flying.",
            ),
            Good(
                "pl",
                "Każdy pasażer może zabrać na pokład jeden bagaż podręczny o wadze do 8 kg i wymiarach nieprzekraczających "
                "55 x 40 x 23 cm (łącznie z uchwytami i kółkami) oraz jeden mały przedmiot osobisty, np. torebkę lub torbę na laptopa, "
                "który zmieści się pod fotelem z przodu. Pasażerom podróżującym w taryfie Basic nie przysługuje bagaż podręczny – mogą "
                "zabrać wyłącznie przedmiot osobisty. Bagaże przekraczające limity przy wyjściu do samolotu zostaną nadane do luku za "
                "opłatą 60 EUR. Płyny muszą być przewożone w pojemnikach o pojemności maksymalnie 100 ml, umieszczonych w jednej "
                "zamykanej torebce. Niemowlętom nie przysługuje osobny limit bagażu podręcznego. Przed podróżą zapoznaj się ze "
                "szczegółami na stronie www.skyvale.com/baggage.",
            ),
        ],
        bad=[
            Slip(0, [("weighing up to 8 kg", "weighing up to 10 kg")], "number"),
            Slip(1, [("www.skyvale.com/baggage", "www.skyvale.com/bags")], "url"),
            Slip(
                2,
                [
                    (
                        "Niemowlętom nie przysługuje osobny limit",
                        "Niemowlętom przysługuje osobny limit",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-tidewater-contributing-pr-checklist-markdown",
        source=(
            "## Submitting a pull request\n\n"
            "1. Fork the repository and create a branch from `main`, e.g. `fix/issue-482`.\n"
            "2. Run `make lint` and `make test` locally; all checks must pass before you open a PR.\n"
            "3. Add an entry to `CHANGELOG.md` under **Unreleased**.\n\n"
            "Please keep each pull request focused on a single change. Large refactors should be discussed in an issue first. "
            "Do not force-push after a review has started, as it makes earlier comments hard to follow. A maintainer will usually "
            "respond within 5 working days; if you hear nothing after that, feel free to ping `@tidewater/maintainers`. See the "
            "[code of conduct](https://github.com/tidewater/tidewater/blob/main/CODE_OF_CONDUCT.md) for community rules."
        ),
        good=[
            Good(
                "preserve",
                "## How to submit a pull request\n\n"
                "1. Fork the repo and branch off `main` (for example `fix/issue-482`).\n"
                "2. Run `make lint` and `make test` on your machine. Every check must pass before you open the PR.\n"
                "3. Add an entry to `CHANGELOG.md` under **Unreleased**.\n\n"
                "Keep each pull request limited to one change. If you are planning a large refactor, it should be discussed in an "
                "issue first. Please don't force-push once a review is under way, because it makes the earlier comments hard to "
                "follow. Maintainers usually reply within 5 working days; if there is no response after that, feel free to ping "
                "`@tidewater/maintainers`. Community rules are in the "
                "[code of conduct](https://github.com/tidewater/tidewater/blob/main/CODE_OF_CONDUCT.md).",
            ),
            Good(
                "preserve",
                "## Submitting a pull request\n\n"
                "1. Fork the repository and create a branch from `main`, such as `fix/issue-482`.\n"
                "2. Run `make lint` and `make test` locally. All checks must pass before a PR is opened.\n"
                "3. Record the change in `CHANGELOG.md` under **Unreleased**.\n\n"
                "A few more guidelines:\n\n"
                "- Please keep each pull request focused on a single change.\n"
                "- Large refactors should first be discussed in an issue.\n"
                "- Do not force-push after a review has begun; it makes earlier comments difficult to follow.\n"
                "- A maintainer will usually respond within 5 working days. If you receive no reply after that, you are welcome "
                "to ping `@tidewater/maintainers`.\n"
                "- Community rules are set out in the "
                "[code of conduct](https://github.com/tidewater/tidewater/blob/main/CODE_OF_CONDUCT.md).",
            ),
            Good(
                "pl",
                "## Zgłaszanie pull requesta\n\n"
                "1. Zrób fork repozytorium i utwórz gałąź od `main`, np. `fix/issue-482`.\n"
                "2. Uruchom lokalnie `make lint` i `make test`; wszystkie sprawdzenia muszą przejść pomyślnie, zanim otworzysz PR.\n"
                "3. Dodaj wpis do `CHANGELOG.md` w sekcji **Unreleased**.\n\n"
                "Dbaj o to, aby każdy pull request dotyczył jednej zmiany. Duże refaktoryzacje powinny najpierw zostać omówione w "
                "zgłoszeniu (issue). Nie rób force-pusha po rozpoczęciu przeglądu, bo utrudnia to śledzenie wcześniejszych "
                "komentarzy. Opiekun projektu zwykle odpowiada w ciągu 5 dni roboczych; jeśli po tym czasie nie dostaniesz "
                "odpowiedzi, śmiało oznacz `@tidewater/maintainers`. Zasady obowiązujące w społeczności opisuje "
                "[kodeks postępowania](https://github.com/tidewater/tidewater/blob/main/CODE_OF_CONDUCT.md).",
            ),
        ],
        bad=[
            Slip(0, [("Run `make lint`", "Run `make check`")], "code"),
            Slip(
                1,
                [("## Submitting a pull request\n\n", "Submitting a pull request\n\n")],
                "markdown",
            ),
            Slip(
                2,
                [("wszystkie sprawdzenia muszą przejść", "wszystkie sprawdzenia powinny przejść")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-geology-coastal-field-trip-briefing",
        source=(
            "Field trip to Rhossili Bay, Saturday 14 June. The coach leaves the Earth Sciences building at 07:30 sharp and returns "
            "at about 18:00. Hard hats and high-visibility vests must be worn at all times below the cliffs, and you must not hammer "
            "the cliff face or collect from the overhang, which is unstable after the winter storms. The tide turns at 13:40, so "
            "everyone must be back on the upper path by 13:00. Stout boots are essential; trainers are not acceptable. If you have a "
            "medical condition we should know about, tell Dr Okafor before Friday. Mobile signal on the beach is unreliable, so stay "
            "within sight of your group leader."
        ),
        good=[
            Good(
                "preserve",
                "Rhossili Bay field trip – Saturday 14 June\n\n"
                "- Departure: 07:30 sharp from the Earth Sciences building; return at about 18:00.\n"
                "- Below the cliffs, you must wear your hard hat and high-visibility vest at all times.\n"
                "- You must not hammer the cliff face or collect from the overhang: it is unstable after the winter storms.\n"
                "- The tide turns at 13:40, so you must be back on the upper path by 13:00.\n"
                "- Stout boots are essential. Trainers are not acceptable.\n"
                "- If you have a medical condition we should know about, let Dr Okafor know before Friday.\n"
                "- Phone signal on the beach is unreliable, so stay where you can see your group leader.",
            ),
            Good(
                "preserve",
                "On Saturday 14 June the field trip will visit Rhossili Bay. The coach departs from the Earth Sciences building at "
                "07:30 sharp and returns at about 18:00. Stout boots are essential, and trainers will not be accepted. Below "
                "the cliffs, hard hats and high-visibility vests must be worn at all times. Hammering the cliff face or collecting from "
                "the overhang is not permitted, as the overhang is unstable following the winter storms. Because the tide turns at "
                "13:40, all participants must be back on the upper path by 13:00. Anyone with a medical condition we should be aware "
                "of is asked to inform Dr Okafor before Friday. As mobile signal on the beach is unreliable, please remain within "
                "sight of your group leader.",
            ),
            Good(
                "pl",
                "Wyjazd terenowy do Rhossili Bay, sobota 14 czerwca. Autokar odjeżdża spod budynku Nauk o Ziemi punktualnie o 7:30 "
                "i wraca około 18:00. Poniżej klifów przez cały czas trzeba mieć na sobie kask i kamizelkę odblaskową; nie wolno "
                "uderzać młotkiem w ścianę klifu ani zbierać okazów spod nawisu, który po zimowych sztormach jest niestabilny. Zmiana "
                "pływu następuje o 13:40, więc wszyscy muszą wrócić na górną ścieżkę do 13:00. Solidne buty są niezbędne – obuwie "
                "sportowe nie jest akceptowane. Jeśli masz schorzenie, o którym powinniśmy wiedzieć, poinformuj dr Okafor przed "
                "piątkiem. Zasięg telefonii komórkowej na plaży jest zawodny, dlatego nie oddalaj się z pola widzenia opiekuna "
                "swojej grupy.",
            ),
        ],
        bad=[
            Slip(0, [("upper path by 13:00", "upper path by 14:00")], "date"),
            Slip(1, [("trainers will not be accepted", "trainers will be accepted")], "negation"),
            Slip(2, [("wszyscy muszą wrócić", "wszyscy powinni wrócić")], "modality"),
        ],
    ),
    Case(
        key="en-hospital-cardiology-ward-visiting-times",
        source=(
            "Visiting hours on Ward 7 (Cardiology) are 14:00–16:00 and 18:00–20:00 every day. A maximum of two visitors may be at "
            "a bedside at any one time. Children under 12 are welcome but must be accompanied by an adult at all times. Please do not "
            "visit if you have had diarrhoea, vomiting or flu-like symptoms in the past 48 hours. Flowers are not permitted on the "
            "ward for infection-control reasons. Outside these hours, visits can be arranged with the nurse in charge for patients "
            "receiving end-of-life care. Protected mealtimes run from 12:00 to 13:00 and from 17:00 to 18:00, when only visitors "
            "helping with feeding may stay."
        ),
        good=[
            Good(
                "preserve",
                "Ward 7 (Cardiology) – visiting information\n\n"
                "- Visiting times, every day: 2–4 pm and 6–8 pm.\n"
                "- No more than two visitors may be at a bedside at once.\n"
                "- Children under 12 are welcome, but an adult must be with them at all times.\n"
                "- Please do not visit if you have had diarrhoea, vomiting or flu-like symptoms in the last 48 hours.\n"
                "- For infection-control reasons, flowers are not allowed on the ward.\n"
                "- For patients receiving end-of-life care, visits outside these times can be arranged with the nurse in charge.\n"
                "- Protected mealtimes: 12:00–13:00 and 17:00–18:00. During these times only visitors who help with feeding may stay.",
            ),
            Good(
                "preserve",
                "You can visit patients on Ward 7 (Cardiology) every day between 14:00 and 16:00 and between 18:00 and 20:00. Up to "
                "two visitors may be at a bedside at any one time. Children under 12 are welcome, but they must be accompanied by an "
                "adult at all times. If you have had diarrhoea, vomiting or flu-like symptoms in the past 48 hours, please do not "
                "visit. To help control infection, we do not permit flowers on the ward. During protected mealtimes, from 12:00 to "
                "13:00 and from 17:00 to 18:00, only visitors helping with feeding may stay. For patients receiving end-of-life care, "
                "visits outside these hours can be arranged with the nurse in charge.",
            ),
            Good(
                "pl",
                "Odwiedziny na Oddziale 7 (Kardiologia) odbywają się codziennie w godzinach 14:00–16:00 i 18:00–20:00. Przy łóżku "
                "pacjenta mogą jednocześnie przebywać najwyżej dwie osoby odwiedzające. Dzieci poniżej 12 lat są mile widziane, ale "
                "przez cały czas muszą być pod opieką osoby dorosłej. Prosimy nie przychodzić, jeśli w ciągu ostatnich 48 godzin "
                "wystąpiły u Państwa biegunka, wymioty lub objawy grypopodobne. Ze względów epidemiologicznych kwiaty nie są dozwolone "
                "na oddziale. W przypadku pacjentów objętych opieką u kresu życia odwiedziny poza tymi godzinami można uzgodnić z "
                "pielęgniarką kierującą zmianą. Chronione pory posiłków trwają od 12:00 do 13:00 i od 17:00 do 18:00; w tym czasie "
                "mogą zostać tylko osoby pomagające pacjentom w jedzeniu.",
            ),
        ],
        bad=[
            Slip(0, [("2–4 pm and 6–8 pm", "2–4 pm and 6–9 pm")], "date"),
            Slip(1, [("we do not permit flowers", "we permit flowers")], "negation"),
            Slip(2, [("najwyżej dwie osoby", "najwyżej trzy osoby")], "number"),
        ],
    ),
    Case(
        key="en-crop-rotation-wheat-yield-abstract",
        source=(
            "We evaluated the effect of a four-year rotation (winter wheat – oilseed rape – spring barley – field beans) against "
            "continuous winter wheat in a long-term trial at two sites in eastern England between 2016 and 2023. Wheat grown in the "
            "rotation yielded on average 11% more than continuous wheat, and take-all incidence was roughly halved. Nitrogen "
            "fertiliser requirement after field beans was reduced by about 40 kg N/ha. The yield benefit was not significant in the "
            "drought year of 2018, which suggests that rotation may offer limited protection under severe water stress. These "
            "results are consistent with earlier findings by Sieling and Christen (2015, European Journal of Agronomy 68: 1–11) and "
            "indicate that diversified rotations could reduce input costs without a yield penalty."
        ),
        good=[
            Good(
                "preserve",
                "This long-term trial, run at two sites in eastern England from 2016 to 2023, compared continuous winter wheat with a "
                "four-year rotation of winter wheat, oilseed rape, spring barley and field beans. On average, wheat in the rotation "
                "yielded 11% more than continuous wheat, and take-all incidence fell by roughly half. After field beans, the crop "
                "needed about 40 kg N/ha less nitrogen fertiliser. In the 2018 drought, however, the yield benefit was not "
                "significant, suggesting that rotation may offer only limited protection when water stress is severe. The findings "
                "agree with earlier work by Sieling and Christen (2015, European Journal of Agronomy 68: 1–11) and indicate that "
                "diversified rotations could cut input costs without a yield penalty.",
            ),
            Good(
                "preserve",
                "Background: The study compared a four-year rotation (winter wheat, oilseed rape, spring barley, field beans) with "
                "continuous winter wheat.\n"
                "Methods: A long-term trial was conducted at two sites in eastern England between 2016 and 2023.\n"
                "Results: Rotational wheat yielded on average 11% more than continuous wheat, and take-all incidence was approximately "
                "halved. Following field beans, the nitrogen fertiliser requirement decreased by about 40 kg N/ha. In the drought "
                "year of 2018, the yield benefit was not significant.\n"
                "Conclusions: This suggests that rotation may provide limited protection under severe water stress. In line with "
                "Sieling and Christen (2015, European Journal of Agronomy 68: 1–11), the results indicate that diversified rotations "
                "could lower input costs without a yield penalty.",
            ),
            Good(
                "pl",
                "Oceniliśmy wpływ czteroletniego zmianowania (pszenica ozima – rzepak – jęczmień jary – bobik) w porównaniu z uprawą "
                "pszenicy ozimej w monokulturze w wieloletnim doświadczeniu prowadzonym w dwóch lokalizacjach we wschodniej Anglii w "
                "latach 2016–2023. Pszenica uprawiana w zmianowaniu plonowała średnio o 11% wyżej niż w monokulturze, a występowanie "
                "zgorzeli podstawy źdźbła zmniejszyło się mniej więcej o połowę. Po bobiku zapotrzebowanie na nawożenie azotem "
                "spadło o około 40 kg N/ha. W suchym roku 2018 przewaga plonu nie była istotna, co sugeruje, że zmianowanie może "
                "zapewniać jedynie ograniczoną ochronę w warunkach silnego niedoboru wody. Wyniki są zgodne z wcześniejszymi "
                "ustaleniami, które opisali Sieling i Christen (2015, European Journal of Agronomy 68: 1–11), i wskazują, że "
                "zróżnicowane zmianowania mogłyby obniżyć koszty nakładów bez spadku plonów.",
            ),
        ],
        bad=[
            Slip(0, [("(2015, European", "(2013, European")], "citation"),
            Slip(
                1,
                [("take-all incidence was approximately halved", "take-all incidence was halved")],
                "hedge",
            ),
            Slip(2, [("średnio o 11% wyżej", "średnio o 17% wyżej")], "number"),
        ],
    ),
    Case(
        key="en-council-tax-reduction-claim-guide",
        source=(
            "You may be entitled to Council Tax Reduction if you are on a low income or receive certain benefits. The scheme is "
            "administered under Section 13A of the Local Government Finance Act 1992, and each council sets its own rules for "
            "working-age claimants. Pensioners are assessed under the national scheme. You must apply online or by post; the council "
            "will not backdate a reduction automatically. If you disagree with a decision, you should write to the council within "
            "two months of the decision letter, and you can then appeal to the Valuation Tribunal. Applications received by 31 March "
            "will be considered for the current financial year. Savings over £16,000 will usually make you ineligible unless you "
            "receive the guarantee element of Pension Credit."
        ),
        good=[
            Good(
                "preserve",
                "**Who can get Council Tax Reduction?**\n"
                "You may qualify if you have a low income or get certain benefits. If you have savings above £16,000, you will "
                "usually not be eligible, unless you receive the guarantee element of Pension Credit.\n\n"
                "**What rules apply?**\n"
                "The scheme operates under Section 13A of the Local Government Finance Act 1992. Each council sets its own rules for "
                "working-age claimants, while pensioners are assessed under the national scheme.\n\n"
                "**How do I apply?**\n"
                "You must apply online or by post – the council will not backdate a reduction automatically. Applications received "
                "by 31 March will be considered for the current financial year.\n\n"
                "**What if I disagree?**\n"
                "You should write to the council within two months of the decision letter. After that, you can appeal to the "
                "Valuation Tribunal.",
            ),
            Good(
                "preserve",
                "Council Tax Reduction may be available to people on a low income or in receipt of certain benefits. It is "
                "administered under Section 13A of the Local Government Finance Act 1992: councils set their own rules for "
                "working-age claimants, and pensioners are assessed under the national scheme. A claim must be made online or by "
                "post, as the council will not backdate a reduction automatically. Applications received by 31 March will be "
                "considered for the current financial year. Savings of more than £16,000 will usually make a claimant ineligible, "
                "except where they receive the guarantee element of Pension Credit. Anyone who disagrees with a decision should "
                "write to the council within two months of the decision letter and can then appeal to the Valuation Tribunal.",
            ),
            Good(
                "pl",
                "Możesz mieć prawo do obniżki podatku lokalnego (Council Tax Reduction), jeśli masz niskie dochody lub otrzymujesz "
                "określone świadczenia. Program działa na podstawie sekcji 13A ustawy Local Government Finance Act 1992, a każda "
                "rada (council) ustala własne zasady dla osób w wieku produkcyjnym. Emeryci są oceniani według programu krajowego. "
                "Wniosek musisz złożyć przez internet lub pocztą; rada nie przyzna obniżki z mocą wsteczną automatycznie. Jeśli nie "
                "zgadzasz się z decyzją, powinieneś napisać do rady w ciągu dwóch miesięcy od daty pisma z decyzją, a następnie "
                "możesz odwołać się do Valuation Tribunal. Wnioski otrzymane do 31 marca zostaną rozpatrzone w bieżącym roku "
                "budżetowym. Oszczędności powyżej 16 000 funtów zwykle wykluczają prawo do obniżki, chyba że otrzymujesz "
                "gwarantowaną część Pension Credit.",
            ),
        ],
        bad=[
            Slip(0, [("Section 13A", "Section 13")], "legal_reference"),
            Slip(1, [("received by 31 March", "received by 30 April")], "date"),
            Slip(
                2,
                [
                    (
                        "rada nie przyzna obniżki z mocą wsteczną automatycznie",
                        "rada automatycznie przyzna obniżkę z mocą wsteczną",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-climbing-wall-induction-house-rules",
        source=(
            "All new climbers must complete an induction before using the wall unsupervised. The induction takes about 45 minutes "
            "and costs £8. You must be 18 or over to climb unsupervised; climbers aged 14 to 17 may climb with a consent form signed "
            "by a parent or guardian. Everyone must check their partner's knot and belay device before every climb. Bouldering mats "
            "are not a substitute for a spotter, so do not boulder alone above 3 m. Chalk balls are allowed, but loose chalk is not. "
            "Staff may ask you to repeat the induction if they see unsafe practice. Lost belay cards can be replaced at reception "
            "for £2."
        ),
        good=[
            Good(
                "preserve",
                "Before you climb with us\n\n"
                "1. Induction: all new climbers must complete one before using the wall unsupervised. It takes about 45 minutes and "
                "costs £8.\n"
                "2. Age: you must be 18 or over to climb unsupervised. If you are 14 to 17, you may climb with a consent form signed "
                "by a parent or guardian.\n"
                "3. Partner checks: everyone must check their partner's knot and belay device before every climb.\n"
                "4. Bouldering: mats are no substitute for a spotter, so do not boulder alone above 3 m.\n"
                "5. Chalk: chalk balls are fine; loose chalk is not allowed.\n"
                "6. Staff may ask you to redo the induction if they see unsafe practice, and a lost belay card can be replaced at "
                "reception for £2.",
            ),
            Good(
                "preserve",
                "An induction is compulsory for all new climbers before they use the wall unsupervised; it lasts approximately 45 "
                "minutes and costs £8. Only climbers aged 18 or over may climb unsupervised, although those aged 14 to 17 may climb "
                "if they have a consent form signed by a parent or guardian. Before every climb, each climber must check their "
                "partner's knot and belay device. Because bouldering mats cannot replace a spotter, bouldering alone above 3 m is not "
                "allowed. Chalk balls are permitted; loose chalk is not. Staff may ask a climber to repeat the induction if they "
                "observe unsafe practice. Lost belay cards can be replaced at reception for £2.",
            ),
            Good(
                "pl",
                "Wszyscy nowi wspinacze muszą przejść szkolenie wstępne, zanim zaczną korzystać ze ściany bez nadzoru. Szkolenie "
                "trwa około 45 minut i kosztuje 8 funtów. Aby wspinać się bez nadzoru, trzeba mieć ukończone 18 lat; osoby w wieku "
                "od 14 do 17 lat mogą się wspinać na podstawie zgody podpisanej przez rodzica lub opiekuna. Przed każdą drogą każdy "
                "musi sprawdzić węzeł i przyrząd asekuracyjny partnera. Materace do boulderingu nie zastępują osoby asekurującej "
                "(spottera), więc nie wspinaj się samotnie na boulderach powyżej 3 m. Woreczki z magnezją są dozwolone, ale sypka "
                "magnezja nie. Obsługa może poprosić o powtórzenie szkolenia, jeśli zauważy niebezpieczne zachowanie. Zgubioną "
                "kartę asekuracyjną można wymienić w recepcji za 2 funty.",
            ),
        ],
        bad=[
            Slip(0, [("you must be 18 or over", "you should be 18 or over")], "modality"),
            Slip(1, [("loose chalk is not.", "loose chalk is too.")], "negation"),
            Slip(2, [("kosztuje 8 funtów", "kosztuje 10 funtów")], "number"),
        ],
    ),
    Case(
        key="en-meal-kit-weekly-box-terms",
        source=(
            "Your subscription renews automatically every week until you cancel. You can skip a delivery or cancel at any time in "
            "your account, but changes must be made by 23:59 on the Wednesday before your next delivery; after that, the box has "
            "already been packed and you will be charged. Boxes cannot be returned once delivered because they contain perishable "
            "food. If an ingredient is missing or damaged, contact us within 48 hours and we will usually issue a credit to your "
            "account. Introductory discounts apply to the first three boxes only. We may change recipes or substitute ingredients "
            "when suppliers are short."
        ),
        good=[
            Good(
                "preserve",
                "Your plan renews automatically each week until you decide to cancel. You can skip a week or cancel whenever you like "
                "from your account, but any change must be made by 23:59 on the Wednesday before your next delivery. After that, "
                "your box has already been packed and you'll be charged for it. Because the boxes contain perishable food, they "
                "can't be returned once they've been delivered. Missing or damaged ingredient? Get in touch within 48 hours and "
                "we'll usually add a credit to your account. Introductory discounts apply only to your first three boxes, and we may "
                "change recipes or swap ingredients when suppliers are short.",
            ),
            Good(
                "preserve",
                "Subscription terms\n\n"
                "- Renewal: the subscription renews automatically every week until cancelled.\n"
                "- Skipping and cancelling: possible at any time in your account. Changes must be made by 23:59 on the Wednesday "
                "before the next delivery; after that, the box is already packed and you will be charged.\n"
                "- Returns: delivered boxes cannot be returned, as they contain perishable food.\n"
                "- Missing or damaged ingredients: contact us within 48 hours and we will usually credit your account.\n"
                "- Introductory discounts: first three boxes only.\n"
                "- Recipes: we may change recipes or substitute ingredients when suppliers are short.",
            ),
            Good(
                "pl",
                "Subskrypcja odnawia się automatycznie co tydzień, dopóki jej nie anulujesz. W dowolnym momencie możesz na swoim "
                "koncie pominąć dostawę lub anulować subskrypcję, ale zmian trzeba dokonać do godz. 23:59 w środę poprzedzającą "
                "kolejną dostawę; później pudełko jest już spakowane i zostaniesz obciążony opłatą. Dostarczonych pudełek nie można "
                "zwrócić, ponieważ zawierają łatwo psującą się żywność. Jeśli brakuje jakiegoś składnika lub jest on uszkodzony, "
                "skontaktuj się z nami w ciągu 48 godzin – zwykle przyznamy wtedy środki na Twoje konto. Rabaty powitalne obejmują "
                "tylko pierwsze trzy pudełka. Możemy zmieniać przepisy lub zastępować składniki, gdy dostawcom brakuje towaru.",
            ),
        ],
        bad=[
            Slip(0, [("by 23:59 on the Wednesday", "by 23:59 on the Thursday")], "date"),
            Slip(
                1,
                [
                    (
                        "we will usually credit your account.",
                        "we will usually credit your account or send a free replacement box the next day.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("ale zmian trzeba dokonać", "ale zmian najlepiej dokonać")], "modality"),
        ],
    ),
    Case(
        key="en-museum-object-loan-agreement-conditions",
        source=(
            "The Borrower shall display the Object only at the venue named in Schedule 1 and shall not lend it to any third party. "
            "The Object must remain in its showcase at a relative humidity of 50% ± 5% and a temperature of 18–22 °C, and light "
            "levels must not exceed 50 lux. The Borrower shall insure the Object on a nail-to-nail basis for the value stated in "
            "Schedule 2. No photography for commercial purposes is permitted without the Lender's prior written consent. Condition "
            "checks are likely to take about two hours at each end of the loan. This Agreement is governed by the law of England and "
            "Wales, and clause 14 (Termination) survives its expiry."
        ),
        good=[
            Good(
                "preserve",
                "The Borrower must display the Object only at the venue listed in Schedule 1 and must not lend it to any third party. "
                "The Object has to stay in its showcase at 50% ± 5% relative humidity and 18–22 °C, with light levels no higher than "
                "50 lux. The Borrower must insure it nail to nail for the value given in Schedule 2. Commercial photography is not "
                "allowed unless the Lender has given prior written consent. Condition checks will likely take around two hours at "
                "the start and at the end of the loan. The Agreement is governed by the law of England and Wales, and clause 14 "
                "(Termination) continues to apply after it expires.",
            ),
            Good(
                "preserve",
                "Main conditions of the loan:\n\n"
                "1. The Borrower shall display the Object only at the venue named in Schedule 1 and shall not lend it to any third "
                "party.\n"
                "2. The Object must be kept in its showcase at 50% ± 5% relative humidity and 18–22 °C; light levels must not exceed "
                "50 lux.\n"
                "3. The Borrower shall insure the Object nail-to-nail for the value stated in Schedule 2.\n"
                "4. Commercial photography is not permitted without the Lender's prior written consent.\n\n"
                "Condition checks are likely to last about two hours at each end of the loan. The Agreement is governed by the law of "
                "England and Wales; clause 14 (Termination) survives its expiry.",
            ),
            Good(
                "pl",
                "Biorący w użyczenie zobowiązuje się wystawiać Obiekt wyłącznie w miejscu wskazanym w Załączniku 1 i nie użyczać go "
                "żadnym osobom trzecim. Obiekt musi pozostawać w gablocie przy wilgotności względnej 50% ± 5% i temperaturze "
                "18–22 °C, a natężenie oświetlenia nie może przekraczać 50 luksów. Biorący w użyczenie ubezpieczy Obiekt w systemie "
                "„od gwoździa do gwoździa” (nail-to-nail) na wartość określoną w Załączniku 2. Fotografowanie w celach komercyjnych "
                "jest niedozwolone bez uprzedniej pisemnej zgody Użyczającego. Sprawdzenie stanu Obiektu zajmie prawdopodobnie około "
                "dwóch godzin na początku i na końcu wypożyczenia. Umowa podlega prawu Anglii i Walii, a klauzula 14 (Rozwiązanie "
                "umowy) obowiązuje również po jej wygaśnięciu.",
            ),
        ],
        bad=[
            Slip(0, [("clause 14", "clause 12")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "4. Commercial photography is not permitted",
                        "4. Commercial photography is permitted",
                    )
                ],
                "negation",
            ),
            Slip(2, [("zajmie prawdopodobnie około dwóch godzin", "zajmie dwie godziny")], "hedge"),
        ],
    ),
    Case(
        key="en-employee-travel-expense-reimbursement-rules",
        source=(
            "Employees must book rail and air travel through the company portal at travel.northwind-corp.com unless an exception "
            "has been approved by their line manager. Economy class is standard for flights under six hours; business class may be "
            "used for longer flights with director approval. Hotel costs are reimbursed up to £150 per night in London and £110 "
            "elsewhere in the UK. Claims must be submitted within 30 days of the trip, with itemised receipts for any expense over "
            "£25. Mileage for private cars is paid at 45p per mile for the first 10,000 miles in a tax year. Alcohol is not "
            "reimbursable. Questions should be sent to expenses@northwind-corp.com."
        ),
        good=[
            Good(
                "preserve",
                "You must book rail and air travel through the company portal (travel.northwind-corp.com) unless your line manager "
                "has approved an exception. For flights under six hours, economy class is standard; on longer flights you may use "
                "business class if a director approves it. We reimburse hotel costs up to £150 a night in London and £110 a night "
                "elsewhere in the UK. Your claim must be submitted within 30 days of the trip, with itemised receipts for any expense "
                "over £25. If you use your own car, mileage is paid at 45p per mile for the first 10,000 miles in a tax year. "
                "Alcohol cannot be reimbursed. Questions should go to expenses@northwind-corp.com.",
            ),
            Good(
                "preserve",
                "Travel expenses in brief:\n\n"
                "- Booking: rail and air travel must be booked via travel.northwind-corp.com; exceptions need line manager approval.\n"
                "- Flights: economy class is standard below six hours; for longer flights, business class may be used with director "
                "approval.\n"
                "- Hotels: reimbursed up to £150 per night in London and £110 per night elsewhere in the UK.\n"
                "- Claims: must be submitted within 30 days of the trip; itemised receipts are required for any expense over £25.\n"
                "- Private car mileage: 45p per mile for the first 10,000 miles in a tax year.\n"
                "- Alcohol: not reimbursable.\n"
                "- Questions: should be sent to expenses@northwind-corp.com.",
            ),
            Good(
                "pl",
                "Pracownicy muszą rezerwować podróże koleją i samolotem przez firmowy portal travel.northwind-corp.com, chyba że "
                "przełożony zatwierdził wyjątek. Przy lotach krótszych niż sześć godzin standardem jest klasa ekonomiczna; przy "
                "dłuższych lotach można korzystać z klasy biznes za zgodą dyrektora. Koszty hotelu są zwracane do 150 funtów za noc "
                "w Londynie i do 110 funtów za noc w pozostałej części Wielkiej Brytanii. Wnioski o zwrot muszą zostać złożone w "
                "ciągu 30 dni od podróży, wraz ze szczegółowymi paragonami za każdy wydatek powyżej 25 funtów. Za przejazdy "
                "prywatnym samochodem przysługuje 45 pensów za milę za pierwsze 10 000 mil w roku podatkowym. Alkohol nie podlega "
                "zwrotowi. Pytania powinny być kierowane na adres expenses@northwind-corp.com.",
            ),
        ],
        bad=[
            Slip(0, [("£110 a night", "£120 a night")], "number"),
            Slip(1, [("- Claims: must be submitted", "- Claims: should be submitted")], "modality"),
            Slip(2, [("expenses@northwind-corp.com", "expenses@northwind.com")], "url"),
        ],
    ),
    Case(
        key="en-tenancy-deposit-protection-confirmation-letter",
        source=(
            "Dear Ms Achterberg,\n\n"
            "Your deposit of £1,200 for 14 Larch Road has been protected with the Deposit Protection Service, as required by "
            "section 213 of the Housing Act 2004. Your certificate number is DPS-4471-9920. We have to give you the prescribed "
            "information within 30 days of receiving the deposit, and this letter, sent on 9 September 2024, fulfils that duty. At "
            "the end of the tenancy, we will return the deposit within 10 days of agreeing the amount, less any deductions for "
            "damage beyond fair wear and tear. If we cannot agree, you can use the free dispute resolution service. Please keep this "
            "letter safe.\n\n"
            "Yours sincerely,\n"
            "Harbour Lettings"
        ),
        good=[
            Good(
                "preserve",
                "Dear Ms Achterberg,\n\n"
                "We confirm that your deposit of £1,200 for 14 Larch Road is protected with the Deposit Protection Service, in "
                "accordance with section 213 of the Housing Act 2004. The certificate number is DPS-4471-9920. We are required to "
                "provide you with the prescribed information within 30 days of receiving the deposit; this letter, sent on "
                "9 September 2024, meets that requirement. When the tenancy ends, we will repay the deposit within 10 days of the "
                "amount being agreed, minus any deductions for damage beyond fair wear and tear. Should we be unable to reach "
                "agreement, you may use the free dispute resolution service. Please keep this letter in a safe place.\n\n"
                "Yours sincerely,\n"
                "Harbour Lettings",
            ),
            Good(
                "preserve",
                "Dear Ms Achterberg,\n\n"
                "Your £1,200 deposit for 14 Larch Road is now protected with the Deposit Protection Service (certificate number "
                "DPS-4471-9920), as section 213 of the Housing Act 2004 requires. We must give you the prescribed information within "
                "30 days of receiving your deposit, and this letter, sent on 9 September 2024, does that. When your tenancy ends, "
                "we'll pay the deposit back within 10 days of agreeing the amount, minus deductions for any damage beyond fair wear "
                "and tear. If we can't agree, you can use the free dispute resolution service. Please keep this letter somewhere "
                "safe.\n\n"
                "Yours sincerely,\n"
                "Harbour Lettings",
            ),
            Good(
                "pl",
                "Szanowna Pani Achterberg,\n\n"
                "Pani kaucja w wysokości 1200 funtów za lokal przy 14 Larch Road została zabezpieczona w Deposit Protection Service, "
                "zgodnie z wymogiem sekcji 213 ustawy Housing Act 2004. Numer certyfikatu to DPS-4471-9920. Mamy obowiązek przekazać "
                "Pani wymagane informacje w ciągu 30 dni od otrzymania kaucji, a niniejszy list, wysłany 9 września 2024 r., "
                "wypełnia ten obowiązek. Po zakończeniu najmu zwrócimy kaucję w ciągu 10 dni od uzgodnienia kwoty, po potrąceniu "
                "ewentualnych kosztów szkód wykraczających poza normalne zużycie. Jeśli nie dojdziemy do porozumienia, może Pani "
                "skorzystać z bezpłatnej usługi rozstrzygania sporów. Prosimy zachować ten list w bezpiecznym miejscu.\n\n"
                "Z poważaniem\n"
                "Harbour Lettings",
            ),
        ],
        bad=[
            Slip(0, [("section 213", "section 214")], "legal_reference"),
            Slip(1, [("sent on 9 September 2024", "sent on 19 September 2024")], "date"),
            Slip(
                2,
                [
                    (
                        "z bezpłatnej usługi rozstrzygania sporów.",
                        "z bezpłatnej usługi rozstrzygania sporów prowadzonej przez Rzecznika ds. Nieruchomości.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-quillmap-readme-install-config-section",
        source=(
            "## Installation\n\n"
            "`quillmap` requires Python 3.9 or later. Install it from PyPI:\n\n"
            "```bash\n"
            "pip install quillmap==2.3.1\n"
            "```\n\n"
            'If you need the optional PostGIS backend, install the extra with `pip install "quillmap[postgis]"`. Do not install it '
            "on Python 3.8; the wheels are not built for that version and the install will probably fail with a compiler error.\n\n"
            "## Configuration\n\n"
            "Settings are read from `quillmap.toml` in the working directory. The `cache_dir` key defaults to `~/.cache/quillmap`; "
            "set `QUILLMAP_CACHE` to override it. See the [full reference](https://quillmap.readthedocs.io/en/latest/config.html) "
            "for every option."
        ),
        good=[
            Good(
                "preserve",
                "## Installation\n\n"
                "You'll need Python 3.9 or newer to use `quillmap`. Install it from PyPI:\n\n"
                "```bash\n"
                "pip install quillmap==2.3.1\n"
                "```\n\n"
                'For the optional PostGIS backend, add the extra: `pip install "quillmap[postgis]"`. Don\'t install it on Python '
                "3.8 – no wheels are built for that version, so the install will probably fail with a compiler error.\n\n"
                "## Configuration\n\n"
                "`quillmap` reads its settings from `quillmap.toml` in the working directory. By default, the `cache_dir` key points "
                "to `~/.cache/quillmap`; to override it, set `QUILLMAP_CACHE`. Every option is described in the "
                "[full reference](https://quillmap.readthedocs.io/en/latest/config.html).",
            ),
            Good(
                "preserve",
                "## Installation\n\n"
                "Requires Python 3.9+. Install from PyPI:\n\n"
                "```bash\n"
                "pip install quillmap==2.3.1\n"
                "```\n\n"
                'Optional PostGIS backend: `pip install "quillmap[postgis]"`. Do not install it on Python 3.8 – wheels are not built '
                "for that version, and the install will probably fail with a compiler error.\n\n"
                "## Configuration\n\n"
                "- Config file: `quillmap.toml` in the working directory.\n"
                "- `cache_dir` defaults to `~/.cache/quillmap`; override it with `QUILLMAP_CACHE`.\n"
                "- All options: [full reference](https://quillmap.readthedocs.io/en/latest/config.html).",
            ),
            Good(
                "pl",
                "## Instalacja\n\n"
                "`quillmap` wymaga Pythona 3.9 lub nowszego. Zainstaluj go z PyPI:\n\n"
                "```bash\n"
                "pip install quillmap==2.3.1\n"
                "```\n\n"
                'Jeśli potrzebujesz opcjonalnego backendu PostGIS, zainstaluj dodatek poleceniem `pip install "quillmap[postgis]"`. '
                "Nie instaluj go na Pythonie 3.8 – dla tej wersji nie są budowane pakiety wheel i instalacja prawdopodobnie "
                "zakończy się błędem kompilatora.\n\n"
                "## Konfiguracja\n\n"
                "Ustawienia są odczytywane z pliku `quillmap.toml` w katalogu roboczym. Klucz `cache_dir` domyślnie wskazuje "
                "`~/.cache/quillmap`; aby to zmienić, ustaw zmienną `QUILLMAP_CACHE`. Wszystkie opcje opisano w "
                "[pełnej dokumentacji](https://quillmap.readthedocs.io/en/latest/config.html).",
            ),
        ],
        bad=[
            Slip(0, [("pip install quillmap==2.3.1", "pip install quillmap==2.1.3")], "code"),
            Slip(
                1,
                [("```bash\npip install quillmap==2.3.1\n```", "pip install quillmap==2.3.1")],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "Nie instaluj go na Pythonie 3.8 – dla tej wersji nie są budowane pakiety wheel i instalacja prawdopodobnie "
                        "zakończy się błędem kompilatora.",
                        "Do not install it on Python 3.8; the wheels are not built for that version and the install will probably "
                        "fail with a compiler error.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-teen-phone-sleep-study-press-release",
        source=(
            "Teenagers who use their phones in bed after lights-out may get around 40 minutes less sleep per night than those who "
            "do not, according to a study published in JAMA Pediatrics (Lindqvist et al., 2024). The researchers followed 2,310 "
            "students aged 13 to 17 in Sweden for one school year. The association remained after adjusting for age and sex, but "
            "the study was observational, so it cannot show that phone use causes shorter sleep. “Parents should not panic,” said "
            "lead author Dr Maja Lindqvist. “Simple routines, such as charging phones outside the bedroom, are likely to help.” The "
            "authors call for randomised trials to test this."
        ),
        good=[
            Good(
                "preserve",
                "Using a phone in bed after lights-out may cost teenagers around 40 minutes of sleep a night compared with peers who "
                "don't, according to a study in JAMA Pediatrics (Lindqvist et al., 2024). The team tracked 2,310 students in Sweden "
                "aged 13 to 17 over one school year. The link held after adjustment for age and sex. Because the study was "
                "observational, however, it cannot show that phone use causes shorter sleep. “Parents should not panic,” lead author "
                "Dr Maja Lindqvist said, adding that simple routines such as charging phones outside the bedroom “are likely to "
                "help.” The authors are calling for randomised trials to test this.",
            ),
            Good(
                "preserve",
                "Key points from Lindqvist et al. (2024), published in JAMA Pediatrics:\n\n"
                "- Teenagers who use their phones in bed after lights-out may sleep around 40 minutes less per night than those who "
                "don't.\n"
                "- 2,310 students aged 13–17 in Sweden were followed for one school year.\n"
                "- The association persisted after adjusting for age and sex.\n"
                "- As the study was observational, it cannot show that phone use causes shorter sleep.\n"
                "- Lead author Dr Maja Lindqvist: parents should not panic, and simple routines like charging phones outside the "
                "bedroom are likely to help.\n"
                "- The authors call for randomised trials to test this.",
            ),
            Good(
                "pl",
                "Nastolatki, które korzystają z telefonu w łóżku po zgaszeniu światła, mogą spać około 40 minut krócej każdej nocy "
                "niż rówieśnicy, którzy tego nie robią – wynika z badania opublikowanego w JAMA Pediatrics (Lindqvist i in., 2024). "
                "Naukowcy przez jeden rok szkolny obserwowali 2310 uczniów w wieku 13–17 lat w Szwecji. Związek utrzymywał się po "
                "uwzględnieniu wieku i płci, jednak było to badanie obserwacyjne, więc nie może wykazać, że korzystanie z telefonu "
                "powoduje skrócenie snu. „Rodzice nie powinni panikować” – powiedziała główna autorka, dr Maja Lindqvist. „Proste "
                "nawyki, takie jak ładowanie telefonu poza sypialnią, prawdopodobnie pomogą”. Autorzy apelują o badania z "
                "randomizacją, które pozwolą to sprawdzić.",
            ),
        ],
        bad=[
            Slip(0, [("(Lindqvist et al., 2024)", "(Lindqvist et al., 2023)")], "citation"),
            Slip(1, [("may sleep around 40 minutes less", "sleep 40 minutes less")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Autorzy apelują",
                        "Badanie sfinansowała Szwedzka Rada ds. Badań Naukowych. Autorzy apelują",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-bank-subject-access-request-procedure",
        source=(
            "When a customer asks for a copy of their personal data, treat it as a subject access request under Article 15 of the "
            "GDPR. You must log the request in the privacy register on the day it arrives and verify the requester's identity "
            "before disclosing anything. We have one month to respond; this can be extended by two further months for complex "
            "requests, but the customer must be told about the extension within the first month. Do not charge a fee unless the "
            "request is manifestly unfounded or excessive. Requests to delete data fall under Article 17 and should be forwarded to "
            "the Data Protection Officer at dpo@lumenbank.eu. Staff may not refuse a request without consulting the DPO."
        ),
        good=[
            Good(
                "preserve",
                "Handling subject access requests\n\n"
                "1. If a customer asks for a copy of their personal data, treat it as a subject access request under Article 15 of "
                "the GDPR.\n"
                "2. You must log the request in the privacy register on the day it arrives.\n"
                "3. You must verify the requester's identity before disclosing anything.\n"
                "4. Respond within one month. For complex requests this can be extended by two further months, but the customer "
                "must be told about the extension within the first month.\n"
                "5. Do not charge a fee unless the request is manifestly unfounded or excessive.\n\n"
                "Deletion requests fall under Article 17 and should be forwarded to the Data Protection Officer (dpo@lumenbank.eu). "
                "Staff may not refuse a request without first consulting the DPO.",
            ),
            Good(
                "preserve",
                "A request from a customer for a copy of their personal data is to be treated as a subject access request under "
                "Article 15 of the GDPR. It must be logged in the privacy register on the day of receipt, and the requester's "
                "identity must be verified before any information is disclosed. The response is due within one month; for complex "
                "requests this period can be extended by two further months, but the customer must be notified of the extension "
                "within the first month. No fee is to be charged unless the request is manifestly unfounded or excessive. Erasure "
                "requests come under Article 17 and should be passed to the Data Protection Officer at dpo@lumenbank.eu. No member "
                "of staff may refuse a request without consulting the DPO.",
            ),
            Good(
                "pl",
                "Gdy klient prosi o kopię swoich danych osobowych, traktuj to jako żądanie dostępu do danych na podstawie art. 15 "
                "RODO. Musisz zarejestrować żądanie w rejestrze prywatności w dniu jego wpłynięcia i zweryfikować tożsamość "
                "wnioskodawcy, zanim cokolwiek ujawnisz. Na odpowiedź mamy miesiąc; w przypadku złożonych żądań termin ten można "
                "przedłużyć o kolejne dwa miesiące, ale klient musi zostać poinformowany o przedłużeniu w ciągu pierwszego miesiąca. "
                "Nie pobieraj opłaty, chyba że żądanie jest ewidentnie nieuzasadnione lub nadmierne. Żądania usunięcia danych "
                "podlegają art. 17 i powinny być przekazywane inspektorowi ochrony danych na adres dpo@lumenbank.eu. Pracownicy nie "
                "mogą odmówić realizacji żądania bez konsultacji z inspektorem.",
            ),
        ],
        bad=[
            Slip(0, [("fall under Article 17", "fall under Article 16")], "legal_reference"),
            Slip(1, [("It must be logged", "It should be logged")], "modality"),
            Slip(2, [("Pracownicy nie mogą odmówić", "Pracownicy mogą odmówić")], "negation"),
        ],
    ),
    Case(
        key="en-eastfield-boil-water-notice-update",
        source=(
            "Update, Tuesday 8 April: The boil water notice for the Eastfield and Milbrook areas remains in place. Tests from 3 of "
            "the 12 sampling points still show traces of E. coli, probably caused by a damaged main near Station Road. Until further "
            "notice, do not drink tap water without boiling it first, and do not use it to make up baby formula unless it has been "
            "boiled and cooled. Water is safe for washing and bathing. Bottled water is available at Milbrook Leisure Centre, "
            "limited to 6 litres per household per day. We expect the notice to be lifted in about three days, once two "
            "consecutive sets of samples come back clear."
        ),
        good=[
            Good(
                "preserve",
                "**Boil water notice – update, Tuesday 8 April**\n\n"
                "The notice for Eastfield and Milbrook is still in place.\n\n"
                "- Why: traces of E. coli are still found at 3 of the 12 sampling points, probably because of a damaged main near "
                "Station Road.\n"
                "- Drinking: until further notice, do not drink tap water unless you have boiled it first.\n"
                "- Baby formula: do not make it up with tap water unless the water has been boiled and cooled.\n"
                "- Washing and bathing: tap water is safe.\n"
                "- Bottled water: available at Milbrook Leisure Centre, up to 6 litres per household per day.\n"
                "- When will it end? We expect to lift the notice in about three days, once two consecutive sets of samples come "
                "back clear.",
            ),
            Good(
                "preserve",
                "As of Tuesday 8 April, the boil water notice covering Eastfield and Milbrook has not been lifted. Traces of E. coli "
                "are still showing up at 3 of the 12 sampling points, and the likely cause is a damaged main near Station Road. Until "
                "further notice, make sure you boil tap water before you drink it, and do not use it for baby formula unless it has been "
                "boiled and cooled. You can safely use tap water for washing and bathing. Bottled water can be collected from "
                "Milbrook Leisure Centre, with a limit of 6 litres per household per day. We expect to lift the notice in about three "
                "days, after two consecutive rounds of samples come back clear.",
            ),
            Good(
                "pl",
                "Aktualizacja, wtorek 8 kwietnia: nakaz gotowania wody dla rejonów Eastfield i Milbrook nadal obowiązuje. Próbki z 3 "
                "spośród 12 punktów poboru wciąż wykazują śladowe ilości bakterii E. coli, prawdopodobnie z powodu uszkodzonej "
                "magistrali wodociągowej w pobliżu Station Road. Do odwołania nie pij wody z kranu bez wcześniejszego przegotowania i "
                "nie używaj jej do przygotowywania mleka modyfikowanego dla niemowląt, chyba że została przegotowana i ostudzona. "
                "Woda nadaje się do mycia i kąpieli. Wodę butelkowaną można odebrać w Milbrook Leisure Centre – limit wynosi 6 litrów "
                "na gospodarstwo domowe dziennie. Spodziewamy się, że nakaz zostanie zniesiony za około trzy dni, gdy dwie kolejne "
                "serie próbek dadzą wynik negatywny.",
            ),
        ],
        bad=[
            Slip(0, [("probably because of a damaged main", "because of a damaged main")], "hedge"),
            Slip(1, [("a limit of 6 litres", "a limit of 10 litres")], "number"),
            Slip(2, [("Woda nadaje się do mycia", "Woda nie nadaje się do mycia")], "negation"),
        ],
    ),
    Case(
        key="en-speech-workshop-call-for-papers",
        source=(
            "Call for Papers: 9th Workshop on Low-Resource Speech Technology (LRST 2025), co-located with Interspeech in Rotterdam. "
            "We invite submissions of up to 4 pages plus references on speech recognition, synthesis and evaluation for "
            "under-resourced languages. Papers must be submitted via OpenReview at openreview.net/group?id=LRST/2025 by 20 June 2025 "
            "(23:59 AoE); notifications will be sent by 18 July. Submissions must be anonymised and must not have been published "
            "elsewhere. At least one author of each accepted paper is expected to register and present in person. Questions can be "
            "sent to chairs@lrst-workshop.org."
        ),
        good=[
            Good(
                "preserve",
                "LRST 2025 – Call for Papers\n\n"
                "The 9th Workshop on Low-Resource Speech Technology will be co-located with Interspeech in Rotterdam.\n\n"
                "- Topics: speech recognition, synthesis and evaluation for under-resourced languages.\n"
                "- Length: up to 4 pages, plus references.\n"
                "- Submission: papers must be submitted via OpenReview (openreview.net/group?id=LRST/2025). They must be anonymised "
                "and must not have been published elsewhere.\n"
                "- Deadline: 20 June 2025, 23:59 AoE.\n"
                "- Notification: by 18 July.\n"
                "- Attendance: at least one author of each accepted paper is expected to register and present in person.\n"
                "- Contact: chairs@lrst-workshop.org.",
            ),
            Good(
                "preserve",
                "We invite you to submit to LRST 2025, the 9th Workshop on Low-Resource Speech Technology, co-located with "
                "Interspeech in Rotterdam. We welcome papers of up to 4 pages (plus references) on speech recognition, synthesis and "
                "evaluation for under-resourced languages. Your paper must be anonymised, must not have been published elsewhere, "
                "and must be submitted via OpenReview at openreview.net/group?id=LRST/2025 by 23:59 AoE on June 20, 2025. "
                "Notifications will be sent by July 18. If your paper is accepted, at least one author is expected to register and "
                "present in person. Any questions? Write to chairs@lrst-workshop.org.",
            ),
            Good(
                "pl",
                "Zaproszenie do nadsyłania prac: 9. Warsztaty z Technologii Mowy dla Języków o Niskich Zasobach (LRST 2025), "
                "organizowane wspólnie z konferencją Interspeech w Rotterdamie. Zapraszamy do zgłaszania prac o objętości do 4 stron "
                "(plus bibliografia) dotyczących rozpoznawania mowy, syntezy mowy i ewaluacji dla języków o ograniczonych zasobach. "
                "Prace muszą zostać przesłane przez OpenReview pod adresem openreview.net/group?id=LRST/2025 do 20 czerwca 2025 r. "
                "(23:59 AoE); powiadomienia zostaną wysłane do 18 lipca. Zgłoszenia muszą być zanonimizowane i nie mogą być wcześniej "
                "nigdzie publikowane. Oczekuje się, że co najmniej jeden autor każdej przyjętej pracy zarejestruje się i osobiście ją "
                "zaprezentuje. Pytania można kierować na adres chairs@lrst-workshop.org.",
            ),
        ],
        bad=[
            Slip(0, [("chairs@lrst-workshop.org", "chairs@lrst2025.org")], "url"),
            Slip(
                1,
                [
                    (
                        "Any questions?",
                        "Selected papers will also be invited to a special issue of Computer Speech & Language. Any questions?",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("do 20 czerwca 2025 r.", "do 30 czerwca 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-backyard-poultry-bird-flu-advice",
        source=(
            "Avian influenza: advice for backyard poultry keepers. The risk of bird flu in poultry is currently assessed as medium, "
            "and it is likely to rise over the winter as wild birds migrate. If you keep 50 or more birds, you must register them "
            "with the Animal and Plant Health Agency; keepers of smaller flocks are encouraged to register voluntarily. You should "
            "feed and water your birds indoors or under cover so that wild birds cannot get to the feed. Do not let visitors into "
            "bird areas unless it is necessary, and never touch dead wild birds. If your birds show signs of illness, you must "
            "report it immediately, even if you are not sure it is bird flu."
        ),
        good=[
            Good(
                "preserve",
                "Bird flu: what backyard poultry keepers need to know\n\n"
                "The risk to poultry is currently assessed as medium, and it is likely to increase over the winter as wild birds "
                "migrate.\n\n"
                "- Registration: if you keep 50 or more birds, you must register them with the Animal and Plant Health Agency. "
                "Keepers with fewer birds are encouraged to register voluntarily.\n"
                "- Feeding: you should feed and water your birds indoors or under cover, so wild birds can't get to the feed.\n"
                "- Visitors: keep them out of bird areas unless it is necessary.\n"
                "- Dead wild birds: never touch them.\n"
                "- Illness: if your birds show signs of illness, you must report it immediately, even if you aren't sure it is bird "
                "flu.",
            ),
            Good(
                "preserve",
                "This guidance on avian influenza is for keepers of backyard poultry. The risk in poultry is currently assessed as "
                "medium and is likely to rise during the winter, when wild birds migrate. Registration with the Animal and Plant "
                "Health Agency is compulsory for keepers of 50 or more birds, while those with smaller flocks are encouraged to "
                "register voluntarily. Birds should be fed and watered indoors or under cover so that wild birds cannot reach the "
                "feed. Do not allow visitors into bird areas unless necessary, and never touch dead wild birds. Any signs of illness "
                "in your birds must be reported immediately, even if you are unsure whether it is bird flu.",
            ),
            Good(
                "pl",
                "Ptasia grypa: porady dla przydomowych hodowców drobiu. Ryzyko wystąpienia ptasiej grypy u drobiu jest obecnie "
                "oceniane jako średnie i prawdopodobnie wzrośnie zimą, gdy dzikie ptaki będą migrować. Jeśli utrzymujesz 50 lub "
                "więcej ptaków, musisz je zarejestrować w Animal and Plant Health Agency; właścicieli mniejszych stad zachęca się do "
                "dobrowolnej rejestracji. Ptaki powinno się karmić i poić w pomieszczeniu lub pod zadaszeniem, tak aby dzikie ptaki "
                "nie miały dostępu do paszy. Nie wpuszczaj odwiedzających na teren, gdzie przebywają ptaki, chyba że jest to "
                "konieczne, i nigdy nie dotykaj martwych dzikich ptaków. Jeśli Twoje ptaki wykazują objawy choroby, musisz "
                "natychmiast to zgłosić, nawet jeśli nie masz pewności, że to ptasia grypa.",
            ),
        ],
        bad=[
            Slip(0, [("it is likely to increase", "it will increase")], "hedge"),
            Slip(
                1,
                [
                    (
                        "Health Agency is compulsory for keepers",
                        "Health Agency is recommended for keepers",
                    )
                ],
                "modality",
            ),
            Slip(2, [("dzikie ptaki nie miały dostępu", "dzikie ptaki miały dostęp")], "negation"),
        ],
    ),
    Case(
        key="en-ferrolink-database-upgrade-maintenance-window",
        source=(
            "Scheduled maintenance: on Sunday 16 March from 02:00 to 05:00 UTC we will upgrade the primary database cluster to "
            "PostgreSQL 16.2. During this window the API at api.ferrolink.io will be read-only, and write requests will return HTTP "
            "503. Background jobs will be paused and should resume automatically afterwards. If you run the self-hosted agent, you "
            "must upgrade it to version 3.8.0 or later before the window, otherwise it will not be able to reconnect; run "
            "`ferro-agent update --channel stable`. We do not expect any data loss. Status updates will be posted at "
            "status.ferrolink.io."
        ),
        good=[
            Good(
                "preserve",
                "**Scheduled maintenance: Sunday 16 March, 02:00–05:00 UTC**\n\n"
                "We're upgrading the primary database cluster to PostgreSQL 16.2. What this means for you:\n\n"
                "- The API (api.ferrolink.io) will be read-only during the window; write requests will return HTTP 503.\n"
                "- Background jobs will be paused and should resume automatically once the work is done.\n"
                "- If you run the self-hosted agent, you must upgrade it to version 3.8.0 or later before the window starts, or it "
                "won't be able to reconnect. Run `ferro-agent update --channel stable`.\n"
                "- We don't expect any data loss.\n\n"
                "Status updates will be posted at status.ferrolink.io.",
            ),
            Good(
                "preserve",
                "Between 02:00 and 05:00 UTC on Sunday 16 March, the primary database cluster will be upgraded to PostgreSQL 16.2. "
                "While the work is under way, api.ferrolink.io will be read-only, and any write request will get an HTTP 503 "
                "response. Background jobs will be paused and should then resume on their own. Anyone running the self-hosted agent "
                "must upgrade it to version 3.8.0 or later before maintenance begins, by running "
                "`ferro-agent update --channel stable`; otherwise the agent will not be able to reconnect. No data loss is expected. "
                "We will post status updates at status.ferrolink.io.",
            ),
            Good(
                "pl",
                "Planowane prace serwisowe: w niedzielę 16 marca w godzinach 02:00–05:00 UTC zaktualizujemy główny klaster bazy "
                "danych do PostgreSQL 16.2. W tym czasie API pod adresem api.ferrolink.io będzie działać tylko w trybie odczytu, a "
                "żądania zapisu będą zwracać błąd HTTP 503. Zadania w tle zostaną wstrzymane i po zakończeniu prac powinny wznowić "
                "się automatycznie. Jeśli korzystasz z agenta w wersji self-hosted, musisz przed rozpoczęciem prac zaktualizować go "
                "do wersji 3.8.0 lub nowszej, w przeciwnym razie nie będzie mógł ponownie się połączyć; uruchom "
                "`ferro-agent update --channel stable`. Nie spodziewamy się utraty danych. Informacje o przebiegu prac będziemy "
                "publikować na status.ferrolink.io.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "`ferro-agent update --channel stable`",
                        "`ferro-agent upgrade --channel stable`",
                    )
                ],
                "code",
            ),
            Slip(
                1,
                [("must upgrade it to version 3.8.0", "should upgrade it to version 3.8.0")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Nie spodziewamy się utraty danych.",
                        "Nie spodziewamy się utraty danych; przed rozpoczęciem prac wykonamy pełną kopię zapasową w drugim regionie.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-adult-leisure-reading-literature-review",
        source=(
            "Research on leisure reading among adults has produced mixed results. In a survey of 4,120 UK adults, Clarke and Picton "
            "(2019) found that 58% read for pleasure at least once a month, although self-reported figures probably overstate actual "
            "reading. Mol and Bus (2011, p. 271) concluded in their meta-analysis of 99 studies that print exposure explains around "
            "12% of the variance in reading comprehension among university students. More recent work suggests that audiobooks may "
            "offer comparable benefits for vocabulary (Best, 2020), but the evidence base remains small and mostly cross-sectional. "
            "It is therefore difficult to draw firm conclusions about causality."
        ),
        good=[
            Good(
                "preserve",
                "Findings on adult leisure reading are mixed. Clarke and Picton (2019) surveyed 4,120 UK adults and reported that 58% "
                "read for pleasure at least once a month, though self-reported figures probably overstate how much people actually "
                "read. In a meta-analysis of 99 studies, Mol and Bus (2011, p. 271) concluded that print exposure accounts for around "
                "12% of the variance in reading comprehension among university students. More recent research suggests that "
                "audiobooks may bring comparable vocabulary benefits (Best, 2020); however, the evidence base is still small and "
                "mostly cross-sectional, which makes firm conclusions about causality difficult to draw.",
            ),
            Good(
                "preserve",
                "Studies of adults' leisure reading don't all agree. Clarke and Picton (2019) surveyed 4,120 adults in the UK and "
                "found that 58% read for pleasure at least once a month. These are self-reported figures, though, and they probably "
                "overstate real reading. A meta-analysis of 99 studies by Mol and Bus (2011, p. 271) concluded that print exposure "
                "explains around 12% of the variance in reading comprehension among university students. Newer work suggests that "
                "audiobooks may give similar benefits for vocabulary (Best, 2020). But the evidence base is still small, and most of "
                "it is cross-sectional. So it is hard to draw firm conclusions about causality.",
            ),
            Good(
                "pl",
                "Badania nad czytaniem dla przyjemności wśród dorosłych przyniosły niejednoznaczne wyniki. W ankiecie "
                "przeprowadzonej wśród 4120 dorosłych w Wielkiej Brytanii Clarke i Picton (2019) ustalili, że 58% z nich czyta dla "
                "przyjemności co najmniej raz w miesiącu, choć deklaracje respondentów prawdopodobnie zawyżają faktyczny poziom "
                "czytelnictwa. Mol i Bus (2011, s. 271) w metaanalizie 99 badań stwierdzili, że kontakt ze słowem drukowanym "
                "wyjaśnia około 12% wariancji w rozumieniu czytanego tekstu wśród studentów. Nowsze prace sugerują, że audiobooki "
                "mogą przynosić porównywalne korzyści dla zasobu słownictwa (Best, 2020), jednak baza dowodowa pozostaje niewielka i "
                "opiera się głównie na badaniach przekrojowych. Trudno zatem wyciągać stanowcze wnioski co do związków "
                "przyczynowych.",
            ),
        ],
        bad=[
            Slip(0, [("(2011, p. 271)", "(2011, p. 217)")], "citation"),
            Slip(
                1,
                [("they probably overstate real reading", "they overstate real reading")],
                "hedge",
            ),
            Slip(2, [("58% z nich", "68% z nich")], "number"),
        ],
    ),
    Case(
        key="en-public-library-card-renewal-faq",
        source=(
            "How do I renew my library card? Adult cards are valid for three years and can be renewed online at any time in the "
            "last 30 days before they expire. You will need your card number and PIN. If your card has already expired, please "
            "visit any branch with a photo ID and proof of address dated within the last three months. Renewal is free, but a "
            "replacement for a lost card costs £3. You can borrow up to 15 items at once, and loans last three weeks. Fines are not "
            "charged on children's books. If you have forgotten your PIN, staff can reset it at the desk."
        ),
        good=[
            Good(
                "preserve",
                "**How do I renew my library card?**\n"
                "Adult cards are valid for three years. You can renew online at any point during the final 30 days before expiry, "
                "using your card number and PIN. If your card has already expired, please come to any branch with photo ID and proof "
                "of address dated within the last three months.\n\n"
                "**Does it cost anything?**\n"
                "Renewal is free. Replacing a lost card costs £3.\n\n"
                "**How much can I borrow?**\n"
                "Up to 15 items at a time, and loans last three weeks.\n\n"
                "**Anything else?**\n"
                "Fines are not charged on children's books, and if you've forgotten your PIN, staff at the desk can reset it.",
            ),
            Good(
                "preserve",
                "Adult library cards are valid for three years. They may be renewed online at any time within the last 30 days "
                "before they expire; the card number and PIN are needed. Where a card has already expired, the holder is asked to "
                "visit any branch with photo identification and proof of address dated within the last three months. Renewal is "
                "free of charge, while a replacement for a lost card costs £3. Members can borrow up to 15 items at once, and the "
                "loan period is three weeks. Fines are not charged on children's books. Forgotten PINs can be reset by staff at the "
                "desk.",
            ),
            Good(
                "pl",
                "Jak przedłużyć kartę biblioteczną? Karty dla dorosłych są ważne przez trzy lata i można je przedłużyć online w "
                "dowolnym momencie w ciągu ostatnich 30 dni przed upływem ważności. Potrzebny będzie numer karty i PIN. Jeśli karta "
                "już straciła ważność, prosimy o wizytę w dowolnej filii z dokumentem tożsamości ze zdjęciem i potwierdzeniem adresu "
                "wystawionym w ciągu ostatnich trzech miesięcy. Przedłużenie jest bezpłatne, ale wydanie nowej karty w miejsce "
                "zgubionej kosztuje 3 funty. Jednocześnie można wypożyczyć do 15 pozycji, a okres wypożyczenia wynosi trzy tygodnie. "
                "Za książki dla dzieci nie nalicza się kar. Jeśli zapomnisz PIN-u, pracownicy mogą go zresetować przy ladzie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Replacing a lost card costs £3.",
                        "Replacing a lost card costs £3, and the new card is posted to your home address.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("up to 15 items at once", "up to 20 items at once")], "number"),
            Slip(
                2,
                [
                    (
                        "Jednocześnie można wypożyczyć do 15 pozycji, a okres wypożyczenia wynosi trzy tygodnie.",
                        "You can borrow up to 15 items at once, and loans last three weeks.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
]
