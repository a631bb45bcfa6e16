# ruff: noqa: E501, RUF001
"""English source cases of blind set 49: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-city-farm-visitor-hand-washing",
        source="Welcome to Hollins Lane City Farm. The farm is open from 10am to 4pm, Tuesday to Sunday, and entry is free, although we suggest a donation of £3 per adult. Visitors must wash their hands at the sinks by the goat pens before eating and after touching any animal. Please do not feed the animals: food brought from home can make them seriously ill. Dogs are not allowed on site, with the exception of assistance dogs. Children under 12 must be supervised by an adult at all times. Pregnant visitors should avoid the lambing shed between February and April, because ewes can carry infections harmful to unborn babies.",
        good=[
            Good(
                "preserve",
                "Hello and welcome to Hollins Lane City Farm! We're open Tuesday to Sunday, 10am–4pm. There's no entry charge, but we suggest a £3 donation for each adult. Before you eat, and after you touch any animal, you must wash your hands at the sinks next to the goat pens. Please don't feed the animals – food from home can make them seriously ill. Dogs aren't allowed on the farm, apart from assistance dogs. If you bring children under 12, an adult must supervise them at all times. If you are pregnant, you should avoid the lambing shed from February to April, as ewes can carry infections that harm unborn babies.",
            ),
            Good(
                "preserve",
                """Hollins Lane City Farm – visitor rules

- Opening hours: Tuesday to Sunday, 10:00–16:00.
- Entry: free, with a suggested donation of £3 per adult.
- Hand washing: required before eating and after touching any animal – use the sinks beside the goat pens.
- Feeding: please don't feed the animals, as food brought from home can make them seriously ill.
- Dogs: not allowed, except assistance dogs.
- Children under 12: must be supervised by an adult at all times.
- Pregnant visitors: should stay away from the lambing shed between February and April, since ewes can carry infections harmful to unborn babies.""",
            ),
            Good(
                "pl",
                "Witamy w miejskiej farmie Hollins Lane. Farma jest czynna od wtorku do niedzieli w godzinach 10:00–16:00, a wstęp jest bezpłatny, choć sugerujemy datek w wysokości 3 funtów od osoby dorosłej. Odwiedzający muszą myć ręce przy umywalkach obok zagród dla kóz przed jedzeniem i po dotknięciu jakiegokolwiek zwierzęcia. Prosimy nie karmić zwierząt: jedzenie przyniesione z domu może wywołać u nich poważną chorobę. Psy nie mają wstępu na teren farmy, z wyjątkiem psów asystujących. Dzieci poniżej 12 lat muszą przez cały czas pozostawać pod opieką dorosłego. Kobiety w ciąży powinny unikać owczarni, w której odbywają się wykoty, między lutym a kwietniem, ponieważ owce mogą przenosić infekcje groźne dla nienarodzonych dzieci.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Dogs aren't allowed on the farm, apart from assistance dogs.",
                        "Dogs are allowed on the farm, as are assistance dogs.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "with a suggested donation of £3 per adult",
                        "with a suggested donation of £5 per adult",
                    )
                ],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "Dzieci poniżej 12 lat muszą przez cały czas",
                        "Dzieci poniżej 12 lat powinny przez cały czas",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-lab-induction-fume-cupboard-sessions",
        source="Induction notes – Chemistry teaching labs, Building C. All new postgraduate demonstrators must attend a two-hour safety induction before their first lab session. Sessions run on 16 September and 23 September 2025, starting at 9:30am in room C.104. You must bring your university ID card; without it, we cannot issue swipe access. Lab coats and safety glasses are provided, but you may bring your own if they meet EN 166. Never work alone in a lab after 6pm. Anyone who misses both sessions should contact the lab manager, Dr Priya Nair, to arrange a catch-up; demonstrating duties cannot start until the induction has been completed.",
        good=[
            Good(
                "preserve",
                """Building C chemistry teaching labs: induction for new postgraduate demonstrators

Before your first lab session, you must complete a two-hour safety induction. It is offered on two dates – 16 September and 23 September 2025 – beginning at 9:30am in room C.104. You must bring your university ID card, as swipe access cannot be issued without it. We provide lab coats and safety glasses; you may use your own instead, provided they meet EN 166. Never work alone in a lab after 6pm. If you miss both sessions, you should get in touch with the lab manager, Dr Priya Nair, to arrange a catch-up. Until you have completed the induction, you cannot begin your demonstrating duties.""",
            ),
            Good(
                "preserve",
                """Chemistry teaching labs (Building C) – induction essentials

- Every new postgraduate demonstrator must attend a 2-hour safety induction before their first lab session.
- Dates: 16 and 23 September 2025, 9:30am, room C.104.
- Bring your university ID card (required) – without it, we cannot issue swipe access.
- Lab coats and safety glasses are supplied; your own may be used if they meet EN 166.
- Never work alone in a lab after 6pm.
- Missed both sessions? You should contact the lab manager, Dr Priya Nair, to arrange a catch-up. Demonstrating duties cannot start until the induction is complete.""",
            ),
            Good(
                "pl",
                "Notatki wprowadzające – laboratoria dydaktyczne chemii, budynek C. Wszyscy nowi doktoranci prowadzący zajęcia laboratoryjne muszą przed pierwszymi zajęciami odbyć dwugodzinne szkolenie BHP. Szkolenia odbędą się 16 i 23 września 2025 r. o godz. 9:30 w sali C.104. Musisz mieć ze sobą legitymację uczelnianą – bez niej nie możemy wydać dostępu na kartę. Fartuchy laboratoryjne i okulary ochronne zapewniamy, ale możesz przynieść własne, jeśli spełniają normę EN 166. Nigdy nie pracuj sam w laboratorium po godzinie 18:00. Osoby, które opuszczą oba terminy, powinny skontaktować się z kierowniczką laboratorium, dr Priyą Nair, aby ustalić termin dodatkowy; prowadzenie zajęć nie może się rozpocząć przed ukończeniem szkolenia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "you must complete a two-hour safety induction",
                        "you should complete a two-hour safety induction",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [("- Dates: 16 and 23 September 2025", "- Dates: 16 and 30 September 2025")],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "prowadzenie zajęć nie może się rozpocząć przed ukończeniem szkolenia",
                        "prowadzenie zajęć może się rozpocząć przed ukończeniem szkolenia",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-pharmacy-repeat-prescription-ordering-window",
        source="Repeat prescriptions at Greenway Pharmacy. Please order your repeat medication at least 7 working days before you run out, so that we have time to request the prescription from your GP and prepare it. You can order online at www.greenwaypharmacy.co.uk/repeats, by dropping your right-hand slip into the box at the counter, or by phone on 01632 960 418 between 2pm and 4pm, Monday to Friday. We are unable to accept requests for controlled drugs by phone. Prescriptions not collected within 28 days will be returned to stock, and you will need to reorder. Our delivery service is free for housebound patients.",
        good=[
            Good(
                "preserve",
                """How to order repeat prescriptions from Greenway Pharmacy

Please order your repeat medication no later than 7 working days before it runs out. That gives us time to ask your GP for the prescription and get it ready. There are three ways to order:

1. Online at www.greenwaypharmacy.co.uk/repeats
2. By putting your right-hand slip in the box at our counter
3. By phone on 01632 960 418, Monday to Friday, 2pm–4pm

Please note that we can't take phone requests for controlled drugs. If you don't collect a prescription within 28 days, it goes back into stock and you'll have to order it again. Delivery is free of charge for housebound patients.""",
            ),
            Good(
                "preserve",
                "Greenway Pharmacy asks patients to place repeat medication orders a minimum of seven working days before their supply runs out, allowing time for the prescription to be requested from the GP and prepared. Orders can be placed online (www.greenwaypharmacy.co.uk/repeats), by leaving the right-hand slip in the box at the counter, or by telephone on 01632 960 418 from 2pm to 4pm on weekdays. Requests for controlled drugs cannot be accepted by telephone. Any prescription that is not collected within 28 days will be returned to stock and will need to be reordered. For housebound patients, our delivery service is free.",
            ),
            Good(
                "pl",
                "Recepty na leki przyjmowane stale w Greenway Pharmacy. Prosimy zamawiać leki co najmniej 7 dni roboczych przed ich wyczerpaniem, abyśmy mieli czas wystąpić o receptę do lekarza rodzinnego i ją przygotować. Zamówienie można złożyć online na stronie www.greenwaypharmacy.co.uk/repeats, wrzucając prawy odcinek recepty do skrzynki przy ladzie lub telefonicznie pod numerem 01632 960 418 od poniedziałku do piątku w godz. 14:00–16:00. Nie przyjmujemy telefonicznie zamówień na leki kontrolowane. Recepty nieodebrane w ciągu 28 dni wracają do magazynu i trzeba je zamówić ponownie. Dla pacjentów niewychodzących z domu dostawa jest bezpłatna.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "1. Online at www.greenwaypharmacy.co.uk/repeats",
                        "1. Online at www.greenwaypharmacy.com/repeats",
                    )
                ],
                "url",
            ),
            Slip(1, [("by telephone on 01632 960 418", "by telephone on 01632 906 418")], "number"),
            Slip(
                2,
                [
                    (
                        "od poniedziałku do piątku w godz. 14:00–16:00",
                        "od poniedziałku do piątku w godz. 12:00–16:00",
                    )
                ],
                "date",
            ),
        ],
    ),
    Case(
        key="en-bird-ringing-permit-trainee-guidance",
        source="Ringing permits: guidance for trainees. In Great Britain, catching and ringing wild birds is only lawful under a licence issued under section 16 of the Wildlife and Countryside Act 1981. Trainees do not hold their own permit; they ring under the supervision of a trainer who holds an A or C permit. Before handling Schedule 1 species at or near the nest, your trainer must hold an additional endorsement, and you must be named on it. Mist nets should be checked at least every 30 minutes, more often in cold or wet weather. Trainees may apply for an independent C permit once their trainer is satisfied with their competence, typically after 12 to 18 months.",
        good=[
            Good(
                "preserve",
                """Guidance for trainee ringers on permits

Catching and ringing wild birds in Great Britain is lawful only under a licence issued under section 16 of the Wildlife and Countryside Act 1981. As a trainee, you don't have a permit of your own: you ring under the supervision of a trainer with an A or C permit. If you are going to handle Schedule 1 species at or near the nest, your trainer must hold an extra endorsement, and your name must appear on it. You should check mist nets at least every 30 minutes – and more frequently in cold or wet weather. Once your trainer is satisfied that you are competent, typically after 12 to 18 months, you may apply for your own independent C permit.""",
            ),
            Good(
                "preserve",
                """Trainee ringers – key points on permits:

- Legal basis: in Great Britain, catching and ringing wild birds is lawful only under a licence issued under section 16 of the Wildlife and Countryside Act 1981.
- Trainees hold no permit of their own and ring under the supervision of a trainer holding an A or C permit.
- Schedule 1 species at or near the nest: the trainer must hold an additional endorsement, and the trainee must be named on it.
- Mist nets: should be checked at least every 30 minutes, and more often when it is cold or wet.
- Independent C permit: trainees may apply once their trainer is satisfied with their competence – typically after 12–18 months.""",
            ),
            Good(
                "pl",
                "Pozwolenia na obrączkowanie – wskazówki dla osób szkolących się. W Wielkiej Brytanii odławianie i obrączkowanie dzikich ptaków jest zgodne z prawem wyłącznie na podstawie licencji wydanej na mocy sekcji 16 ustawy Wildlife and Countryside Act 1981. Osoby szkolące się nie mają własnego pozwolenia – obrączkują pod nadzorem trenera posiadającego pozwolenie kategorii A lub C. Zanim zaczniesz pracować z gatunkami z wykazu Schedule 1 przy gnieździe lub w jego pobliżu, twój trener musi mieć dodatkowe uprawnienie, a ty musisz być w nim wymieniony. Sieci ornitologiczne powinny być sprawdzane co najmniej co 30 minut, a przy zimnej lub deszczowej pogodzie częściej. O samodzielne pozwolenie kategorii C można się ubiegać, gdy trener uzna twoje kompetencje za wystarczające – zwykle po 12–18 miesiącach.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "typically after 12 to 18 months, you may apply",
                        "typically after 12 to 18 months and a written assessment, you may apply",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "section 16 of the Wildlife and Countryside Act 1981",
                        "section 61 of the Wildlife and Countryside Act 1981",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "twój trener musi mieć dodatkowe uprawnienie",
                        "twój trener powinien mieć dodatkowe uprawnienie",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-static-site-generator-build-config",
        source="""## Configuring the build

Quarry reads its settings from `quarry.toml` in the project root. The two keys you will change most often are `base_url` and `output_dir`:

```toml
base_url = "https://docs.example.org/"
output_dir = "public"
```

Run `quarry build --minify` to generate the site. By default, pages with `draft = true` in their front matter are **not** built; add `--drafts` to include them. Builds of up to 2,000 pages usually finish in under 10 seconds. Since version 0.14, the old `quarry.yaml` format is no longer supported, so convert it with `quarry migrate` before upgrading.""",
        good=[
            Good(
                "preserve",
                """## Build configuration

All of Quarry's settings live in `quarry.toml`, at the root of your project. The two keys you'll change most often are `base_url` and `output_dir`:

```toml
base_url = "https://docs.example.org/"
output_dir = "public"
```

To generate the site, run `quarry build --minify`. Pages whose front matter sets `draft = true` are **not** built by default – pass `--drafts` if you want them included. A build of up to 2,000 pages usually completes in less than 10 seconds.

> **Upgrading?** The old `quarry.yaml` format has not been supported since version 0.14. Convert your file with `quarry migrate` before you upgrade.""",
            ),
            Good(
                "preserve",
                """## Configuring the build

Quarry takes its settings from `quarry.toml` in the project root. Key points:

- The keys you'll change most often are `base_url` and `output_dir`, for example:

  ```toml
  base_url = "https://docs.example.org/"
  output_dir = "public"
  ```

- Generate the site with `quarry build --minify`.
- Pages with `draft = true` in their front matter are **not** built by default; include them with `--drafts`.
- Builds of up to 2,000 pages usually take under 10 seconds.
- `quarry.yaml` is no longer supported as of version 0.14 – run `quarry migrate` to convert it before upgrading.""",
            ),
            Good(
                "pl",
                """## Konfiguracja budowania

Quarry odczytuje ustawienia z pliku `quarry.toml` w katalogu głównym projektu. Najczęściej będziesz zmieniać dwa klucze: `base_url` i `output_dir`:

```toml
base_url = "https://docs.example.org/"
output_dir = "public"
```

Aby wygenerować witrynę, uruchom `quarry build --minify`. Domyślnie strony z `draft = true` we front matter **nie** są budowane; dodaj `--drafts`, aby je uwzględnić. Budowanie do 2000 stron zwykle kończy się w czasie poniżej 10 sekund. Od wersji 0.14 stary format `quarry.yaml` nie jest już obsługiwany, więc przed aktualizacją przekonwertuj go poleceniem `quarry migrate`.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    ("```toml\nbase_url", "base_url"),
                    ('output_dir = "public"\n```\n', 'output_dir = "public"\n'),
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "- Generate the site with `quarry build --minify`.",
                        "- Generate the site with `quarry build --minimize`.",
                    )
                ],
                "code",
            ),
            Slip(2, [("Budowanie do 2000 stron", "Budowanie do 5000 stron")], "number"),
        ],
    ),
    Case(
        key="en-glaciology-abstract-outlet-glacier-thinning",
        source="Outlet glaciers draining the southern Patagonian Icefield have thinned rapidly since 2000, but the contribution of calving to this loss remains poorly constrained. We combine repeat digital elevation models from 2000–2022 with surface velocities derived from Sentinel-1 imagery for 14 outlet glaciers. Mean surface lowering at the termini was 3.1 ± 0.4 m per year, roughly twice the rate reported for 1975–2000 by Willis et al. (2012). Our results suggest that calving flux probably accounts for about 40% of total mass loss, although this estimate depends on poorly known ice thickness at the calving front. Lake-terminating glaciers thinned faster than land-terminating ones, which may indicate a feedback between proglacial lake growth and ice dynamics.",
        good=[
            Good(
                "preserve",
                "Since 2000, the outlet glaciers that drain the southern Patagonian Icefield have been thinning quickly, yet how much of this loss comes from calving is still poorly constrained. For 14 outlet glaciers, we combined repeat digital elevation models covering 2000–2022 with surface velocities from Sentinel-1 imagery. At the termini, the surface lowered by a mean of 3.1 ± 0.4 m a year – roughly double the 1975–2000 rate reported by Willis et al. (2012). The results suggest that calving flux probably makes up about 40% of the total mass loss; this estimate, however, depends on the poorly known ice thickness at the calving front. Glaciers ending in lakes thinned faster than those ending on land, which may point to a feedback between the growth of proglacial lakes and ice dynamics.",
            ),
            Good(
                "preserve",
                "The outlet glaciers of the southern Patagonian Icefield have thinned rapidly since 2000, but how much calving contributes to this loss remains poorly constrained. Using repeat DEMs (2000–2022) and Sentinel-1 surface velocities for 14 outlet glaciers, we find a mean surface lowering at the termini of 3.1 ± 0.4 m yr⁻¹, roughly twice the 1975–2000 rate of Willis et al. (2012). Calving flux probably accounts for about 40% of total mass loss, our results suggest, though this figure hinges on poorly known ice thickness at the calving front. Lake-terminating glaciers thinned faster than land-terminating ones, possibly indicating a feedback between proglacial lake growth and ice dynamics.",
            ),
            Good(
                "pl",
                "Lodowce wypływowe odprowadzające lód z południowej części Patagońskiego Pola Lodowego od 2000 roku szybko tracą grubość, jednak udział cielenia się w tej utracie wciąż jest słabo określony. Łączymy powtarzane numeryczne modele wysokościowe z lat 2000–2022 z prędkościami powierzchniowymi wyznaczonymi na podstawie zobrazowań Sentinel-1 dla 14 lodowców wypływowych. Średnie obniżenie powierzchni przy czołach lodowców wyniosło 3,1 ± 0,4 m rocznie, czyli mniej więcej dwa razy więcej niż tempo podane dla lat 1975–2000 przez Willisa i in. (2012). Nasze wyniki sugerują, że strumień cielenia się odpowiada prawdopodobnie za około 40% całkowitej utraty masy, choć szacunek ten zależy od słabo znanej grubości lodu przy czole cielącym. Lodowce kończące się w jeziorach cieniały szybciej niż te kończące się na lądzie, co może wskazywać na sprzężenie zwrotne między powiększaniem się jezior proglacjalnych a dynamiką lodu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("reported by Willis et al. (2012)", "reported by Willis et al. (2016)")],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "Calving flux probably accounts for about 40%",
                        "Calving flux accounts for about 40%",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("dla 14 lodowców wypływowych", "dla 12 lodowców wypływowych")], "number"),
        ],
    ),
    Case(
        key="en-tenants-association-boiler-replacement-update",
        source="Riverside Court Tenants' Association – April newsletter. Good news: after two years of campaigning, Northfield Homes has agreed to replace the communal boilers in Blocks A and B. Work is scheduled to start on Monday 12 May and should take around six weeks. During this time, hot water may be off for up to four hours on some weekdays; the contractor will post notices at least 48 hours in advance. Nobody will have to move out while the work is done. Our next open meeting is on Thursday 24 April at 7pm in the community room. Please don't sign anything the contractor gives you before speaking to one of the committee.",
        good=[
            Good(
                "preserve",
                """Riverside Court Tenants' Association – April newsletter

We have good news! Two years of campaigning have paid off: Northfield Homes has agreed to replace the communal boilers in Blocks A and B. The work is due to begin on Monday 12 May and should last around six weeks. No one will need to move out while it is carried out. On some weekdays, the hot water may be off for up to four hours, and the contractor will put up notices at least 48 hours beforehand. One request: please don't sign anything the contractor hands you until you've spoken to a committee member. Our next open meeting is on Thursday 24 April at 7pm in the community room.""",
            ),
            Good(
                "preserve",
                """Riverside Court Tenants' Association – April newsletter

After two years of campaigning, Northfield Homes has agreed to replace the communal boilers in Blocks A and B. What you need to know:

- Start date: Monday 12 May; the work should take about six weeks.
- Hot water may be off for up to four hours on some weekdays. The contractor will post notices at least 48 hours ahead.
- Nobody will have to move out during the work.
- Please do not sign anything the contractor gives you before talking to a committee member.

Next open meeting: Thursday 24 April, 7pm, community room.""",
            ),
            Good(
                "pl",
                "Stowarzyszenie Lokatorów Riverside Court – biuletyn kwietniowy. Dobra wiadomość: po dwóch latach starań Northfield Homes zgodziło się wymienić wspólne kotły w blokach A i B. Prace mają się rozpocząć w poniedziałek 12 maja i powinny potrwać około sześciu tygodni. W tym czasie w niektóre dni robocze może nie być ciepłej wody nawet przez cztery godziny; wykonawca wywiesi ogłoszenia z co najmniej 48-godzinnym wyprzedzeniem. Nikt nie będzie musiał się wyprowadzać na czas prac. Nasze następne otwarte zebranie odbędzie się w czwartek 24 kwietnia o 19:00 w świetlicy. Prosimy nie podpisywać niczego, co przekaże wykonawca, przed rozmową z kimś z zarządu stowarzyszenia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "should last around six weeks.",
                        "should last around six weeks, and every household will receive a rent rebate for that period.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("- Start date: Monday 12 May;", "- Start date: Monday 19 May;")], "date"),
            Slip(
                2,
                [
                    (
                        "Nikt nie będzie musiał się wyprowadzać na czas prac.",
                        "Część lokatorów będzie musiała się wyprowadzić na czas prac.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-electric-car-charging-tariff-change",
        source="Changes to our public charging tariffs from 1 July 2025. The price for AC charging (up to 22 kW) will rise from 49p to 55p per kWh. Rapid DC charging (50 kW and above) stays at 72p per kWh. An overstay fee of 10p per minute will apply if your car remains connected more than 15 minutes after charging has finished, capped at £15 per session. Members on the Plus plan (£7.99 a month) will continue to pay 20% less on all charging. We expect most drivers' monthly costs to rise by roughly £3 to £5. Full details are at chargeway.co.uk/tariffs, and you can cancel your membership at any time without a fee.",
        good=[
            Good(
                "preserve",
                """From 1 July 2025, our public charging tariffs change as follows:

- AC charging (up to 22 kW): rises from 49p to 55p per kWh.
- Rapid DC charging (50 kW and above): unchanged at 72p per kWh.
- Overstay fee: 10p per minute if your car is still connected more than 15 minutes after charging ends, up to a maximum of £15 per session.
- Plus plan members (£7.99/month): still 20% off all charging.

We expect that for most drivers this will add roughly £3–£5 a month. You'll find full details at chargeway.co.uk/tariffs, and you can cancel your membership whenever you like, with no fee.""",
            ),
            Good(
                "preserve",
                "With effect from 1 July 2025, the price of AC charging (up to 22 kW) on our public network will increase from 49p to 55p per kWh, while rapid DC charging (50 kW and above) remains at 72p per kWh. Drivers whose cars stay connected for more than 15 minutes after charging has finished will pay an overstay fee of 10p per minute, capped at £15 per session. Plus plan members, who pay £7.99 a month, will keep their 20% discount on all charging. We anticipate that most drivers will see their monthly costs go up by roughly £3 to £5. Memberships can be cancelled at any time free of charge; full details are available at chargeway.co.uk/tariffs.",
            ),
            Good(
                "pl",
                "Zmiany w cenniku publicznego ładowania od 1 lipca 2025 r. Cena ładowania AC (do 22 kW) wzrośnie z 49 do 55 pensów za kWh. Szybkie ładowanie DC (od 50 kW wzwyż) nadal kosztuje 72 pensy za kWh. Jeśli samochód pozostanie podłączony dłużej niż 15 minut po zakończeniu ładowania, naliczymy opłatę postojową w wysokości 10 pensów za minutę, maksymalnie 15 funtów za sesję. Członkowie planu Plus (7,99 funta miesięcznie) nadal będą płacić o 20% mniej za każde ładowanie. Spodziewamy się, że miesięczne koszty większości kierowców wzrosną mniej więcej o 3–5 funtów. Wszystkie szczegóły znajdziesz na stronie chargeway.co.uk/tariffs, a członkostwo możesz anulować w dowolnym momencie bez żadnych opłat.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "full details at chargeway.co.uk/tariffs",
                        "full details at chargeway.co.uk/prices",
                    )
                ],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "We anticipate that most drivers will see their monthly costs go up by roughly £3 to £5.",
                        "Most drivers will see their monthly costs go up by £3 to £5.",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("z 49 do 55 pensów", "z 49 do 59 pensów")], "number"),
        ],
    ),
    Case(
        key="en-youth-orchestra-audition-entry-terms",
        source="Audition terms – Westvale Youth Orchestra, 2025/26 season. Auditions are open to players aged 13 to 21 who live or study in the county. Applications must be submitted by 5pm on Friday 6 June; late applications will not be considered. Each candidate should prepare two contrasting pieces lasting no more than eight minutes in total, and will also be asked to sight-read a short passage. Percussionists may bring their own sticks and mallets, but the timpani and marimba will be provided. There is no audition fee. Results will be sent by e-mail within three weeks of the audition date, and the panel's decision is final.",
        good=[
            Good(
                "preserve",
                """Westvale Youth Orchestra – audition terms for the 2025/26 season

You can audition if you are aged 13 to 21 and live or study in the county. Your application must reach us by 5pm on Friday 6 June – we will not consider late applications. You should prepare two contrasting pieces, no longer than eight minutes altogether; you will also be asked to sight-read a short passage. If you play percussion, you may bring your own sticks and mallets, but we will provide the timpani and marimba. Auditioning is free of charge. We will e-mail your results within three weeks of your audition, and the panel's decision is final.""",
            ),
            Good(
                "preserve",
                """Westvale Youth Orchestra: 2025/26 audition terms

1. Eligibility: players aged 13–21 who live or study in the county.
2. Deadline: applications must be submitted by 5pm on Friday 6 June. Late applications will not be considered.
3. Programme: candidates should prepare two contrasting pieces, no more than eight minutes in total, and will also be asked to sight-read a short passage.
4. Percussion: players may bring their own sticks and mallets; timpani and marimba will be provided.
5. Fee: there is no audition fee.
6. Results: sent by e-mail within three weeks of the audition date. The panel's decision is final.""",
            ),
            Good(
                "pl",
                "Warunki przesłuchań – Westvale Youth Orchestra, sezon 2025/26. W przesłuchaniach mogą wziąć udział muzycy w wieku od 13 do 21 lat, którzy mieszkają lub uczą się w hrabstwie. Zgłoszenia muszą wpłynąć do piątku 6 czerwca, do godz. 17:00; zgłoszenia spóźnione nie będą rozpatrywane. Każdy kandydat powinien przygotować dwa kontrastujące utwory trwające łącznie nie dłużej niż osiem minut; zostanie też poproszony o zagranie a vista krótkiego fragmentu. Perkusiści mogą przynieść własne pałki i pałeczki, ale kotły i marimbę zapewniamy. Przesłuchania są bezpłatne. Wyniki zostaną przesłane e-mailem w ciągu trzech tygodni od daty przesłuchania, a decyzja komisji jest ostateczna.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Your application must reach us by 5pm",
                        "Your application should reach us by 5pm",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "sent by e-mail within three weeks of the audition date",
                        "sent by e-mail within two weeks of the audition date",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "Perkusiści mogą przynieść własne pałki i pałeczki, ale kotły i marimbę zapewniamy.",
                        "Percussionists may bring their own sticks and mallets, but the timpani and marimba will be provided.",
                    ),
                    ("Przesłuchania są bezpłatne.", "There is no audition fee."),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-footpath-diversion-order-objection-period",
        source="Notice of a public path diversion order. Ashcombe District Council has made an order under section 119 of the Highways Act 1980 to divert part of Public Footpath No. 14 at Lower Hayes Farm, Ashcombe. The existing path, running 340 metres across the farmyard, will be replaced by a new route of 410 metres along the western field edge. The order will not take effect unless it is confirmed. Copies of the order and map may be inspected free of charge at the Council Offices, Market Street, between 9am and 4pm on weekdays. Any representations or objections must be made in writing and sent to the Council no later than 30 October 2025.",
        good=[
            Good(
                "preserve",
                "Ashcombe District Council has made an order, under section 119 of the Highways Act 1980, diverting part of Public Footpath No. 14 at Lower Hayes Farm, Ashcombe. The section that currently crosses the farmyard (340 metres) is to be replaced by a 410-metre route along the western edge of the field. Unless the order is confirmed, it will not come into effect. You may inspect copies of the order and map free of charge at the Council Offices, Market Street, on weekdays between 9am and 4pm. If you wish to make a representation or objection, it must be in writing and must be sent to the Council no later than 30 October 2025.",
            ),
            Good(
                "preserve",
                """PUBLIC PATH DIVERSION ORDER – NOTICE
Highways Act 1980, section 119

Ashcombe District Council has made an order diverting part of Public Footpath No. 14 at Lower Hayes Farm, Ashcombe. The current 340-metre route through the farmyard will be replaced by a new 410-metre route following the western field edge. The order does not take effect unless confirmed.

The order and map may be inspected, free of charge, at the Council Offices, Market Street, 9am–4pm, Monday to Friday.

Representations and objections must be made in writing and sent to the Council no later than 30 October 2025.""",
            ),
            Good(
                "pl",
                "Zawiadomienie o zarządzeniu w sprawie zmiany przebiegu ścieżki publicznej. Rada Dystryktu Ashcombe wydała na podstawie sekcji 119 ustawy Highways Act 1980 zarządzenie zmieniające przebieg części publicznej ścieżki pieszej nr 14 przy Lower Hayes Farm w Ashcombe. Obecna ścieżka, biegnąca na długości 340 metrów przez podwórze gospodarstwa, zostanie zastąpiona nową trasą o długości 410 metrów wzdłuż zachodniej krawędzi pola. Zarządzenie nie wejdzie w życie, jeśli nie zostanie zatwierdzone. Kopie zarządzenia i mapy można bezpłatnie przejrzeć w siedzibie Rady przy Market Street w dni robocze w godz. 9:00–16:00. Wszelkie uwagi lub sprzeciwy muszą zostać sporządzone na piśmie i przesłane do Rady najpóźniej do 30 października 2025 r.",
            ),
        ],
        bad=[
            Slip(0, [("no later than 30 October 2025", "no later than 30 November 2025")], "date"),
            Slip(
                1,
                [("Highways Act 1980, section 119", "Highways Act 1980, section 118")],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "Zarządzenie nie wejdzie w życie, jeśli nie zostanie zatwierdzone.",
                        "Zarządzenie wejdzie w życie, nawet jeśli nie zostanie zatwierdzone.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-cli-backup-tool-readme-restore",
        source="""# Restoring from a snapshot

To restore files, first list the available snapshots:

```sh
stashbox snapshots --repo /mnt/backup
```

Then restore the one you need by its ID:

```sh
stashbox restore 4f2a9c --target ~/restored
```

- The target directory must be empty; `stashbox` will refuse to overwrite existing files unless you pass `--force`.
- Restores from remote repositories may be slow: expect roughly 30 MB/s on a typical home connection.
- You should verify the result with `stashbox check --read-data` after large restores.

See [the FAQ](https://stashbox.dev/faq) if a restore fails with `error: lock held`.""",
        good=[
            Good(
                "preserve",
                """# Restoring from a snapshot

Start by listing the snapshots that are available:

```sh
stashbox snapshots --repo /mnt/backup
```

Next, restore the snapshot you want, using its ID:

```sh
stashbox restore 4f2a9c --target ~/restored
```

- The target directory must be empty. Unless you pass `--force`, `stashbox` will refuse to overwrite existing files.
- Restoring from a remote repository may be slow – on a typical home connection, expect roughly 30 MB/s.
- After a large restore, you should check the result with `stashbox check --read-data`.

If a restore fails with `error: lock held`, see [the FAQ](https://stashbox.dev/faq).""",
            ),
            Good(
                "preserve",
                """# Restoring from a snapshot

1. List the available snapshots:

   ```sh
   stashbox snapshots --repo /mnt/backup
   ```

2. Restore the snapshot you need by its ID:

   ```sh
   stashbox restore 4f2a9c --target ~/restored
   ```

3. After large restores, you should verify the result with `stashbox check --read-data`.

Notes:

- The target directory must be empty: `stashbox` won't overwrite existing files unless you pass `--force`.
- Restores from remote repositories may be slow – expect roughly 30 MB/s on a typical home connection.
- If a restore fails with `error: lock held`, see [the FAQ](https://stashbox.dev/faq).""",
            ),
            Good(
                "pl",
                """# Przywracanie z migawki

Aby przywrócić pliki, najpierw wyświetl listę dostępnych migawek:

```sh
stashbox snapshots --repo /mnt/backup
```

Następnie przywróć potrzebną migawkę, podając jej identyfikator:

```sh
stashbox restore 4f2a9c --target ~/restored
```

- Katalog docelowy musi być pusty; `stashbox` odmówi nadpisania istniejących plików, chyba że podasz `--force`.
- Przywracanie ze zdalnych repozytoriów może być powolne: na typowym domowym łączu spodziewaj się około 30 MB/s.
- Po dużych operacjach przywracania powinno się zweryfikować wynik poleceniem `stashbox check --read-data`.

Jeśli przywracanie zakończy się błędem `error: lock held`, zajrzyj do [FAQ](https://stashbox.dev/faq).""",
            ),
        ],
        bad=[
            Slip(0, [("`stashbox check --read-data`", "`stashbox check --read-all`")], "code"),
            Slip(
                1,
                [
                    (
                        "- The target directory must be empty:",
                        "- The target directory should be empty:",
                    )
                ],
                "modality",
            ),
            Slip(2, [("zajrzyj do [FAQ](https://stashbox.dev/faq)", "zajrzyj do FAQ")], "markdown"),
        ],
    ),
    Case(
        key="en-peatland-carbon-abstract-drainage-effects",
        source="Drained blanket bogs are a major but uncertain source of carbon emissions in the UK uplands. We measured net ecosystem CO2 exchange at six paired drained and undrained sites in the Pennines over three years (2019–2021) using closed chambers. Drained plots emitted on average 2.4 t CO2 ha⁻¹ yr⁻¹ more than undrained plots, a difference that was largest in dry summers. Ditch blocking reduced water-table depth by 8 cm within two years, but emissions did not decline significantly over the study period. These findings are consistent with the modelling of Holden et al. (2018, Journal of Hydrology 562: 412–425) and suggest that recovery of the carbon sink is likely to take more than a decade.",
        good=[
            Good(
                "preserve",
                "Drained blanket bogs are a significant, but uncertain, source of carbon emissions in the UK uplands. Over three years (2019–2021), we used closed chambers to measure net ecosystem CO2 exchange at six paired drained and undrained sites in the Pennines. On average, drained plots emitted 2.4 t CO2 ha⁻¹ yr⁻¹ more than undrained ones, and the gap was greatest in dry summers. Within two years, ditch blocking reduced water-table depth by 8 cm; emissions, however, showed no significant decline during the study. The results agree with the modelling by Holden et al. (2018, Journal of Hydrology 562: 412–425) and suggest that the carbon sink is likely to need more than a decade to recover.",
            ),
            Good(
                "preserve",
                "In the UK uplands, drained blanket bogs are a major yet uncertain source of carbon emissions. Using closed chambers, we monitored net ecosystem CO2 exchange for three years (2019–2021) at six paired drained and undrained sites in the Pennines. Drained plots released on average 2.4 t CO2 ha⁻¹ yr⁻¹ more than undrained plots, with the largest differences in dry summers. Although ditch blocking cut water-table depth by 8 cm within two years, emissions did not fall significantly over the study period. In line with the modelling of Holden et al. (2018, Journal of Hydrology 562: 412–425), our findings suggest that the carbon sink will likely take more than a decade to recover.",
            ),
            Good(
                "pl",
                "Osuszone torfowiska kocowe są ważnym, choć niepewnym źródłem emisji węgla na obszarach wyżynnych Wielkiej Brytanii. Przez trzy lata (2019–2021) mierzyliśmy metodą komór zamkniętych wymianę netto CO2 ekosystemu na sześciu parach stanowisk osuszonych i nieosuszonych w Górach Pennińskich. Osuszone poletka emitowały średnio o 2,4 t CO2 ha⁻¹ rok⁻¹ więcej niż nieosuszone, a różnica była największa w suche lata. Blokowanie rowów zmniejszyło w ciągu dwóch lat głębokość zalegania wody gruntowej o 8 cm, lecz emisje nie spadły istotnie w okresie badań. Wyniki te są zgodne z modelowaniem Holdena i in. (2018, Journal of Hydrology 562: 412–425) i sugerują, że odbudowa pochłaniacza węgla prawdopodobnie potrwa ponad dekadę.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "and suggest that the carbon sink is likely to need more than a decade",
                        "and show that the carbon sink will need more than a decade",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [("Journal of Hydrology 562: 412–425", "Journal of Hydrology 526: 412–425")],
                "citation",
            ),
            Slip(
                2,
                [
                    (
                        "lecz emisje nie spadły istotnie w okresie badań.",
                        "lecz emisje nie spadły istotnie w okresie badań, głównie z powodu wypasu owiec na stanowiskach osuszonych.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-interlibrary-loan-request-policy-limits",
        source="Interlibrary loans: what you need to know. Registered students and staff can request books and articles that the University Library does not hold. Each postgraduate may have up to 10 requests open at once; undergraduates are limited to 5. Requests are free for articles, but a charge of £4 applies to each book borrowed from a library outside the UK. Books usually arrive within 7–10 working days. You must return borrowed books by the due date set by the lending library; renewals are not guaranteed and must be requested at least three days before the due date. Articles are supplied as PDFs and must not be shared with anyone else.",
        good=[
            Good(
                "preserve",
                """Interlibrary loans – the essentials

If you are a registered student or member of staff, you can ask us to obtain books and articles that the University Library doesn't hold. Postgraduates may have up to 10 requests open at the same time; for undergraduates, the limit is 5. Article requests are free. For each book borrowed from a library outside the UK, there is a £4 charge. Books normally arrive within 7–10 working days. You must return borrowed books by the due date the lending library sets. Renewals aren't guaranteed, and you must request them at least three days before that date. Articles come as PDFs, and you must not share them with anyone else.""",
            ),
            Good(
                "preserve",
                """Interlibrary loans at a glance:

- Who can request: registered students and staff, for books and articles the University Library does not hold.
- Limits: each postgraduate may have up to 10 requests open at once; undergraduates, 5.
- Cost: articles are free; each book borrowed from a library outside the UK costs £4.
- Delivery: books usually take 7–10 working days.
- Returns: books must be returned by the due date set by the lending library.
- Renewals: not guaranteed; they must be requested at least 3 days before the due date.
- Articles: supplied as PDFs, which must not be shared with anyone else.""",
            ),
            Good(
                "pl",
                "Wypożyczenia międzybiblioteczne – co warto wiedzieć. Zarejestrowani studenci i pracownicy mogą zamawiać książki i artykuły, których nie ma w zbiorach Biblioteki Uniwersyteckiej. Każdy student studiów magisterskich lub doktoranckich może mieć jednocześnie do 10 otwartych zamówień; studentów studiów licencjackich obowiązuje limit 5. Zamówienia artykułów są bezpłatne, ale za każdą książkę wypożyczoną z biblioteki spoza Wielkiej Brytanii obowiązuje opłata w wysokości 4 funtów. Książki docierają zwykle w ciągu 7–10 dni roboczych. Wypożyczone książki musisz zwrócić w terminie wyznaczonym przez bibliotekę wypożyczającą; przedłużenie nie jest gwarantowane i trzeba o nie poprosić co najmniej trzy dni przed terminem zwrotu. Artykuły dostarczamy w formacie PDF i nie wolno ich udostępniać nikomu innemu.",
            ),
        ],
        bad=[
            Slip(0, [("Renewals aren't guaranteed", "Renewals are guaranteed")], "negation"),
            Slip(1, [("undergraduates, 5.", "undergraduates, 3.")], "number"),
            Slip(
                2,
                [
                    (
                        "Wypożyczone książki musisz zwrócić w terminie",
                        "Wypożyczone książki powinny zostać zwrócone w terminie",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-community-orchard-friends-harvest-update",
        source="Orchard update from the Friends of Millbrook Community Orchard. The wet spring has probably reduced pollination, so we expect a smaller apple crop this year, perhaps half of last year's 600 kg. Pruning days will continue on the first Saturday of each month from 10am; volunteers should wear sturdy boots and bring gloves if they have them. Children are welcome but must stay with a parent or carer. We may be able to offer a few spare grafting rootstocks to members in February, though this depends on what the nursery can supply. Please do not pick fruit before the harvest day, which will be announced by e-mail.",
        good=[
            Good(
                "preserve",
                """News from the Friends of Millbrook Community Orchard

Because of the wet spring, pollination has probably suffered, so we're expecting a smaller apple crop this year – perhaps half of last year's 600 kg. Our pruning days will continue on the first Saturday of every month, starting at 10am. If you're volunteering, you should wear sturdy boots and bring gloves if you have them. Children are very welcome, but they must stay with a parent or carer. In February, we may be able to offer members a few spare grafting rootstocks, depending on what the nursery can supply. Please don't pick any fruit before harvest day – we'll announce the date by e-mail.""",
            ),
            Good(
                "preserve",
                """Millbrook Community Orchard – update from the Friends

- Crop: the wet spring has probably reduced pollination; we expect a smaller apple harvest this year, perhaps half of last year's 600 kg.
- Pruning days: first Saturday of each month, from 10am. Volunteers should wear sturdy boots and bring gloves if they have any.
- Children: welcome, but must stay with a parent or carer.
- Rootstocks: we may be able to offer members a few spare grafting rootstocks in February, depending on what the nursery can supply.
- Fruit: please do not pick any before harvest day; the date will be announced by e-mail.""",
            ),
            Good(
                "pl",
                "Wieści od Przyjaciół Sadu Społecznego Millbrook. Mokra wiosna prawdopodobnie ograniczyła zapylanie, dlatego spodziewamy się w tym roku mniejszych zbiorów jabłek – być może połowy zeszłorocznych 600 kg. Dni przycinania drzew będą nadal odbywać się w pierwszą sobotę każdego miesiąca od godz. 10:00; wolontariusze powinni założyć solidne buty i zabrać rękawice, jeśli je mają. Dzieci są mile widziane, ale muszą pozostawać z rodzicem lub opiekunem. W lutym być może uda nam się zaoferować członkom kilka zapasowych podkładek do szczepienia, choć zależy to od tego, co dostarczy szkółka. Prosimy nie zrywać owoców przed dniem zbiorów, o którym poinformujemy e-mailem.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "they must stay with a parent or carer",
                        "they should stay with a parent or carer",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "- Crop: the wet spring has probably reduced pollination;",
                        "- Crop: the wet spring has reduced pollination;",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [("co dostarczy szkółka.", "co dostarczy szkółka Brambley Nurseries z Hereford.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-docs-site-deploy-preview-notes",
        source="""## Deploy previews

Every pull request against `main` gets its own preview site, built automatically by CI. The preview URL follows the pattern `https://pr-<number>.preview.fieldnotes.dev` and is posted as a comment on the pull request within a few minutes.

### Things to keep in mind

- Previews are **not** indexed by search engines and are deleted 14 days after the pull request is closed.
- Do not share preview links outside the team: they may contain unreleased content.
- Builds that take longer than 20 minutes are cancelled.

Questions? Ask in the #docs-infra channel or e-mail docs-team@fieldnotes.dev.""",
        good=[
            Good(
                "preserve",
                """## Deploy previews

CI automatically builds a separate preview site for every pull request against `main`. Within a few minutes, the preview URL – which follows the pattern `https://pr-<number>.preview.fieldnotes.dev` – is posted as a comment on the pull request.

### Points to remember

- Search engines do **not** index previews, and each preview is deleted 14 days after its pull request is closed.
- Don't share preview links with anyone outside the team, as they may contain unreleased content.
- Any build that runs for more than 20 minutes is cancelled.

If you have questions, ask in the #docs-infra channel or e-mail docs-team@fieldnotes.dev.""",
            ),
            Good(
                "preserve",
                """## Deploy previews

For each pull request against `main`, CI automatically builds a preview site and, within a few minutes, comments on the pull request with its URL (pattern: `https://pr-<number>.preview.fieldnotes.dev`).

### Keep in mind

- Previews are **not** indexed by search engines.
- Previews are deleted 14 days after the pull request is closed.
- Preview links may contain unreleased content, so do not share them outside the team.
- Builds running longer than 20 minutes are cancelled.

Questions go to the #docs-infra channel or to docs-team@fieldnotes.dev.""",
            ),
            Good(
                "pl",
                """## Podglądy wdrożeń

Każdy pull request do gałęzi `main` dostaje własną witrynę podglądu, budowaną automatycznie przez CI. Adres podglądu ma postać `https://pr-<number>.preview.fieldnotes.dev` i w ciągu kilku minut pojawia się jako komentarz w pull requeście.

### O czym pamiętać

- Podglądy **nie** są indeksowane przez wyszukiwarki i są usuwane 14 dni po zamknięciu pull requesta.
- Nie udostępniaj linków do podglądów poza zespołem: mogą zawierać nieopublikowane treści.
- Buildy trwające dłużej niż 20 minut są anulowane.

Pytania? Zadaj je na kanale #docs-infra lub napisz na docs-team@fieldnotes.dev.""",
            ),
        ],
        bad=[
            Slip(0, [("e-mail docs-team@fieldnotes.dev", "e-mail docs@fieldnotes.dev")], "url"),
            Slip(1, [("### Keep in mind\n", "Keep in mind:\n")], "markdown"),
            Slip(
                2,
                [("- Podglądy **nie** są indeksowane", "- Podglądy **są** indeksowane")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-rowing-club-privacy-notice-retention",
        source="How Harbourside Rowing Club uses your personal data. We process members' names, contact details, dates of birth and emergency contacts to administer membership, on the basis of our contract with you (Article 6(1)(b) UK GDPR). Health information you give us, such as medical conditions relevant to training, is processed only with your explicit consent under Article 9(2)(a). Only the 4 committee officers can access the membership database. We keep membership records for six years after your membership ends and then delete them. We do not sell your data. You may withdraw your consent at any time, and you have the right to complain to the Information Commissioner's Office. We must answer requests for a copy of your data within one month.",
        good=[
            Good(
                "preserve",
                """Your personal data at Harbourside Rowing Club

To run your membership, we use your name, contact details, date of birth and emergency contacts. Our legal basis is the contract between us (UK GDPR Article 6(1)(b)). If you tell us about your health – for example, a medical condition that matters for training – we process that only with your explicit consent, under Article 9(2)(a). Access to the membership database is limited to our 4 committee officers. Membership records are kept for six years after your membership ends and are then deleted. We do not sell your data. You may withdraw your consent at any time, and you have the right to complain to the Information Commissioner's Office. If you ask for a copy of your data, we must reply within one month.""",
            ),
            Good(
                "preserve",
                """Harbourside Rowing Club – privacy notice

- What we process and why: members' names, contact details, dates of birth and emergency contacts, to administer membership, based on our contract with you (Article 6(1)(b) UK GDPR).
- Health information (e.g. medical conditions relevant to training): processed only with your explicit consent, under Article 9(2)(a).
- Access: only the 4 committee officers can access the membership database.
- Retention: six years after your membership ends, after which records are deleted.
- Selling data: we do not sell your data.
- Your rights: you may withdraw your consent at any time, and you have the right to complain to the Information Commissioner's Office. We must respond to requests for a copy of your data within one month.""",
            ),
            Good(
                "pl",
                "Jak Harbourside Rowing Club wykorzystuje Twoje dane osobowe. Przetwarzamy imiona i nazwiska członków, ich dane kontaktowe, daty urodzenia oraz dane osób do kontaktu w nagłych wypadkach w celu obsługi członkostwa, na podstawie zawartej z Tobą umowy (art. 6 ust. 1 lit. b UK GDPR). Informacje o zdrowiu, które nam przekazujesz, np. o schorzeniach istotnych dla treningów, przetwarzamy wyłącznie za Twoją wyraźną zgodą, na podstawie art. 9 ust. 2 lit. a. Dostęp do bazy danych członków mają wyłącznie 4 osoby z zarządu klubu. Dokumentację członkowską przechowujemy przez sześć lat od zakończenia członkostwa, a następnie ją usuwamy. Nie sprzedajemy Twoich danych. Możesz w każdej chwili wycofać zgodę i masz prawo złożyć skargę do Information Commissioner's Office. Na wnioski o kopię danych musimy odpowiedzieć w ciągu miesiąca.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("limited to our 4 committee officers", "limited to our 6 committee officers")],
                "number",
            ),
            Slip(1, [("under Article 9(2)(a)", "under Article 9(2)(h)")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "Na wnioski o kopię danych musimy odpowiedzieć",
                        "Na wnioski o kopię danych powinniśmy odpowiedzieć",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-green-roofs-stormwater-research-summary",
        source="Research summary: green roofs and stormwater. A monitoring study in Sheffield by Okafor and colleagues (2023, Water Research, vol. 229, article 119432) compared nine extensive green roofs with conventional roofs over 18 months. The green roofs retained on average 43% of annual rainfall, although retention fell sharply during prolonged winter rain, when substrates were already saturated. Peak runoff was delayed by roughly 20 to 40 minutes in most summer storms. The authors caution that the roofs did not reduce flooding on their own and that results may not transfer to climates with heavier rainfall. They conclude that green roofs are likely to be most useful as one part of a wider drainage strategy.",
        good=[
            Good(
                "preserve",
                """Green roofs and stormwater – a research summary

Over 18 months, a monitoring study in Sheffield by Okafor and colleagues (2023, Water Research, vol. 229, article 119432) compared nine extensive green roofs with conventional roofs. On average, the green roofs held back 43% of annual rainfall, but this retention dropped sharply in long spells of winter rain, when the substrates were already saturated. In most summer storms, peak runoff was delayed by roughly 20–40 minutes. The authors warn that the roofs did not reduce flooding on their own, and that the results may not carry over to climates with heavier rainfall. Their conclusion: green roofs are likely to be most useful as one part of a broader drainage strategy.""",
            ),
            Good(
                "preserve",
                """Research summary – green roofs and stormwater

Source: Okafor et al. (2023), Water Research, vol. 229, article 119432 – an 18-month monitoring study in Sheffield comparing nine extensive green roofs with conventional roofs.

Key findings:
- Average retention was 43% of annual rainfall, falling sharply during prolonged winter rain, when substrates were already saturated.
- In most summer storms, peak runoff was delayed by roughly 20 to 40 minutes.

Caveats from the authors:
- The roofs did not reduce flooding on their own.
- Results may not transfer to climates with heavier rainfall.

Conclusion: green roofs are likely to be most useful as one part of a wider drainage strategy.""",
            ),
            Good(
                "pl",
                "Podsumowanie badań: zielone dachy a wody opadowe. W badaniu monitoringowym przeprowadzonym w Sheffield przez Okafora i współpracowników (2023, Water Research, t. 229, artykuł 119432) przez 18 miesięcy porównywano dziewięć ekstensywnych zielonych dachów z dachami konwencjonalnymi. Zielone dachy zatrzymywały średnio 43% rocznych opadów, choć retencja gwałtownie spadała podczas długotrwałych zimowych deszczy, gdy podłoże było już nasycone wodą. W większości letnich burz szczytowy odpływ był opóźniony o mniej więcej 20–40 minut. Autorzy zastrzegają, że same dachy nie ograniczyły powodzi i że wyniki mogą nie przekładać się na klimaty o większych opadach. Wnioskują, że zielone dachy będą prawdopodobnie najbardziej przydatne jako jeden z elementów szerszej strategii odwadniania.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "the roofs did not reduce flooding on their own",
                        "the roofs reduced flooding on their own",
                    )
                ],
                "negation",
            ),
            Slip(1, [("article 119432", "article 119423")], "citation"),
            Slip(
                2,
                [("będą prawdopodobnie najbardziej przydatne", "będą najbardziej przydatne")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-leisure-centre-pool-timetable-changes",
        source="Pool timetable changes at Eastfield Leisure Centre. From Monday 3 March, the main pool will close at 8:30pm instead of 9:30pm on weekdays, because of reduced lifeguard numbers. Early-bird lane swimming will continue from 6:30am, with four lanes available. The learner pool will be closed for retiling from 10 to 21 March; swimming lessons in that period will move to the main pool and will not be cancelled. Adult swims cost £5.20 and juniors (under 16) swim for £2.60. Parent-and-toddler sessions remain on Tuesday and Thursday mornings. We apologise for any inconvenience and will review the new hours in June.",
        good=[
            Good(
                "preserve",
                """Eastfield Leisure Centre: pool timetable changes

- From Monday 3 March, the main pool will close at 8:30pm rather than 9:30pm on weekdays, due to reduced lifeguard numbers.
- Early-bird lane swimming continues from 6:30am, with four lanes available.
- The learner pool will close for retiling from 10 to 21 March. Swimming lessons during that time move to the main pool – none will be cancelled.
- Prices: adults £5.20, juniors (under 16) £2.60.
- Parent-and-toddler sessions stay on Tuesday and Thursday mornings.

We're sorry for any inconvenience, and we'll review the new hours in June.""",
            ),
            Good(
                "preserve",
                "We're making some changes to the pool timetable at Eastfield Leisure Centre. Because we have fewer lifeguards, the main pool will close at 8:30pm on weekdays from Monday 3 March, instead of the current 9:30pm. You can still swim early-bird lengths from 6:30am in one of four lanes. Between 10 and 21 March, the learner pool is closed for retiling, but swimming lessons won't be cancelled – they'll take place in the main pool instead. A swim costs £5.20 for adults and £2.60 for juniors under 16. Parent-and-toddler sessions are still on Tuesday and Thursday mornings. Sorry for any inconvenience – we'll review the new hours in June.",
            ),
            Good(
                "pl",
                "Zmiany w grafiku basenu w Eastfield Leisure Centre. Od poniedziałku 3 marca basen główny będzie w dni powszednie zamykany o 20:30 zamiast o 21:30 z powodu mniejszej liczby ratowników. Poranne pływanie na torach (early bird) nadal zaczyna się o 6:30, a do dyspozycji są cztery tory. Basen do nauki pływania zostanie zamknięty z powodu wymiany płytek od 10 do 21 marca; lekcje pływania w tym okresie zostaną przeniesione na basen główny i nie będą odwoływane. Wejście dla dorosłych kosztuje 5,20 funta, a dla juniorów (poniżej 16 lat) 2,60 funta. Zajęcia dla rodziców z maluchami pozostają we wtorki i czwartki rano. Przepraszamy za utrudnienia; nowe godziny otwarcia zweryfikujemy w czerwcu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- Parent-and-toddler sessions stay on Tuesday and Thursday mornings.",
                        "- Parent-and-toddler sessions stay on Tuesday and Thursday mornings, led by our new instructor, Karen Doyle.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Between 10 and 21 March", "Between 10 and 28 March")], "date"),
            Slip(
                2,
                [
                    (
                        "a dla juniorów (poniżej 16 lat) 2,60 funta",
                        "a dla juniorów (poniżej 16 lat) 3,60 funta",
                    )
                ],
                "number",
            ),
        ],
    ),
    Case(
        key="en-beach-clean-volunteer-safety-briefing",
        source="Safety briefing for Saturday's beach clean at Sandy Haven. No previous experience is needed. High tide is at 11:40am, so we will work on the upper shore from 9am and should finish by 11am. Everyone must wear gloves, which we will provide, and you should use the litter pickers for anything sharp. Do not touch syringes, gas canisters or unidentified drums; mark the spot with a flag and tell a team leader. The cliffs are unstable in places, and rockfalls are possible after heavy rain, so never sit or stand directly below them. Children aged under 16 may take part only if accompanied by an adult. We will probably collect around 40 bags, judging by last month's clean.",
        good=[
            Good(
                "preserve",
                """Sandy Haven beach clean – Saturday safety briefing

You don't need any previous experience. High tide is at 11:40am, so we'll be working on the upper shore from 9am and should be finished by 11am.

- Everyone must wear gloves – we'll provide them.
- You should use the litter pickers for anything sharp.
- Don't touch syringes, gas canisters or unidentified drums. Mark the spot with a flag and let a team leader know.
- The cliffs are unstable in places and rockfalls are possible after heavy rain: never sit or stand directly beneath them.
- Under-16s may take part only if an adult accompanies them.

Judging by last month's clean, we'll probably fill around 40 bags.""",
            ),
            Good(
                "preserve",
                "This is the safety briefing for Saturday's beach clean at Sandy Haven. No previous experience is required. As high tide is at 11:40am, work will take place on the upper shore from 9am, and we should finish by 11am. All participants must wear gloves (provided by us) and should use litter pickers for any sharp items. Syringes, gas canisters and unidentified drums must not be touched: mark the location with a flag and inform a team leader. Because parts of the cliffs are unstable and rockfalls are possible after heavy rain, never sit or stand directly below them. Children under 16 may only take part if accompanied by an adult. Based on last month's clean, we will probably collect around 40 bags.",
            ),
            Good(
                "pl",
                "Odprawa bezpieczeństwa przed sobotnim sprzątaniem plaży Sandy Haven. Wcześniejsze doświadczenie nie jest potrzebne. Przypływ osiąga szczyt o 11:40, dlatego od 9:00 pracujemy w górnej części plaży i powinniśmy skończyć do 11:00. Wszyscy muszą nosić rękawice, które zapewniamy, a do ostrych przedmiotów powinno się używać chwytaków. Nie dotykaj strzykawek, butli z gazem ani niezidentyfikowanych beczek – oznacz miejsce chorągiewką i powiadom lidera zespołu. Klify są miejscami niestabilne, a po ulewnych deszczach możliwe są obrywy skał, więc nigdy nie siadaj ani nie stawaj bezpośrednio pod nimi. Dzieci poniżej 16 lat mogą wziąć udział wyłącznie pod opieką dorosłego. Sądząc po zeszłomiesięcznym sprzątaniu, prawdopodobnie zbierzemy około 40 worków.",
            ),
        ],
        bad=[
            Slip(0, [("we'll probably fill around 40 bags", "we'll fill 40 bags")], "hedge"),
            Slip(
                1,
                [("No previous experience is required.", "Previous experience is required.")],
                "negation",
            ),
            Slip(
                2, [("Wszyscy muszą nosić rękawice", "Wszyscy powinni nosić rękawice")], "modality"
            ),
        ],
    ),
    Case(
        key="en-map-tiles-library-release-notes",
        source="Tessera 3.2.0 release notes. This release adds support for vector tiles in the MBTiles format and reduces memory use when rendering large maps by about 25% in our benchmarks. The minimum supported Python version is now 3.10; Python 3.9 is no longer tested. The `render_tile()` function has a new `dpi` argument, which defaults to 96. Tile caching is now enabled by default with a limit of 512 MB; you can change this with the `TESSERA_CACHE_MB` environment variable. Windows builds remain experimental. The full changelog is at https://tessera-maps.org/changelog/3.2, and bugs should be reported on the issue tracker, not by e-mail.",
        good=[
            Good(
                "preserve",
                """## Tessera 3.2.0

What's new:
- Vector tiles in the MBTiles format are now supported.
- Rendering large maps uses about 25% less memory in our benchmarks.
- `render_tile()` takes a new `dpi` argument (default: 96).
- Tile caching is now enabled by default, limited to 512 MB – set the `TESSERA_CACHE_MB` environment variable to change it.

Compatibility:
- Python 3.10 is now the minimum supported version; 3.9 is no longer tested.
- Windows builds are still experimental.

See https://tessera-maps.org/changelog/3.2 for the full changelog. Bugs should be reported on the issue tracker, not by e-mail.""",
            ),
            Good(
                "preserve",
                "Tessera 3.2.0 is out. It introduces support for vector tiles in the MBTiles format and, in our benchmarks, cuts memory use by about 25% when rendering large maps. Python 3.10 is now the minimum supported version, and Python 3.9 is no longer tested. There is a new `dpi` argument on the `render_tile()` function, defaulting to 96. Tile caching is now switched on by default, with a 512 MB limit that you can adjust through the `TESSERA_CACHE_MB` environment variable. Windows builds are still experimental. For the full changelog, visit https://tessera-maps.org/changelog/3.2. Bugs should be reported on the issue tracker, not by e-mail.",
            ),
            Good(
                "pl",
                "Informacje o wydaniu Tessera 3.2.0. To wydanie dodaje obsługę kafelków wektorowych w formacie MBTiles i – według naszych testów porównawczych – zmniejsza zużycie pamięci podczas renderowania dużych map o około 25%. Minimalna obsługiwana wersja Pythona to teraz 3.10; Python 3.9 nie jest już testowany. Funkcja `render_tile()` ma nowy argument `dpi`, którego wartość domyślna to 96. Buforowanie kafelków jest teraz domyślnie włączone z limitem 512 MB; można to zmienić za pomocą zmiennej środowiskowej `TESSERA_CACHE_MB`. Kompilacje dla Windows nadal mają status eksperymentalny. Pełna lista zmian jest dostępna pod adresem https://tessera-maps.org/changelog/3.2, a błędy powinny być zgłaszane w systemie zgłoszeń (issue tracker), a nie e-mailem.",
            ),
        ],
        bad=[
            Slip(0, [("limited to 512 MB", "limited to 256 MB")], "number"),
            Slip(
                1,
                [
                    (
                        "Windows builds are still experimental.",
                        "Windows builds are still experimental and will become stable in version 3.3.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("https://tessera-maps.org/changelog/3.2", "https://tessera-maps.org/changelog")],
                "url",
            ),
        ],
    ),
]
