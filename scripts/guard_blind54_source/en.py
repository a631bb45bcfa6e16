# ruff: noqa: E501, RUF001
"""English source cases of blind set 54: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-car-rental-damage-excess-policy",
        source="""Before you drive away, walk around the vehicle with our staff and record any existing scratches or dents on the check-out form. If the car is returned with new damage, you must pay the repair cost up to the excess of £1,200, unless you purchased Excess Cover at the desk. Excess Cover costs £18 per day and reduces the excess to £0. It does not cover damage to tyres, windscreens or the underside of the vehicle. You must report any accident to us within 24 hours, even if no other vehicle was involved. Keys lost during the rental are charged at £250. We may deduct these amounts from the deposit held on your card.""",
        good=[
            Good(
                "preserve",
                """Before leaving the lot, do a walk-around inspection with a member of our team and note every scratch or dent that is already there on the check-out form. Any new damage found when the car comes back must be paid for by you, up to the £1,200 excess — unless you bought Excess Cover at the desk. That cover is £18 a day and brings your excess down to £0, but it does not extend to tyres, windscreens or the underside of the car. Had an accident? You must tell us within 24 hours, even when no other vehicle was involved. Lost keys cost £250, and we may take any of these charges from the deposit held on your card.""",
            ),
            Good(
                "preserve",
                """Damage policy – key points:

- At check-out, inspect the vehicle together with our staff and record all existing scratches and dents on the check-out form.
- New damage on return: the renter must pay repair costs up to the £1,200 excess, unless Excess Cover was purchased at the desk.
- Excess Cover: £18 per day; reduces the excess to £0; excludes tyres, windscreens and the vehicle's underside.
- Accidents must be reported to us within 24 hours, even where no other vehicle was involved.
- Keys lost during the rental: £250 charge.
- These amounts may be deducted from the deposit held on the renter's card.""",
            ),
            Good(
                "pl",
                """Zanim odjedziesz, obejdź samochód razem z naszym pracownikiem i zapisz w protokole wydania wszystkie istniejące rysy i wgniecenia. Jeśli auto wróci z nowymi uszkodzeniami, musisz pokryć koszt naprawy do wysokości udziału własnego wynoszącego 1200 GBP, chyba że wykupiłeś przy stanowisku ochronę Excess Cover. Kosztuje ona 18 GBP dziennie i obniża udział własny do 0 GBP. Nie obejmuje uszkodzeń opon, szyb przednich ani podwozia. Każdy wypadek musisz zgłosić nam w ciągu 24 godzin, nawet jeśli nie brał w nim udziału żaden inny pojazd. Za klucze zgubione w trakcie wynajmu naliczamy opłatę 250 GBP. Możemy potrącić te kwoty z kaucji zablokowanej na Twojej karcie.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("You must tell us within 24 hours", "You should tell us within 24 hours")],
                "modality",
            ),
            Slip(1, [("Excess Cover: £18 per day", "Excess Cover: £15 per day")], "number"),
            Slip(
                2,
                [
                    (
                        "Nie obejmuje uszkodzeń opon, szyb przednich ani podwozia.",
                        "Obejmuje również uszkodzenia opon, szyb przednich i podwozia.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-astronomy-society-observing-night-notice",
        source="""Members' observing night at Harwood Common: Friday 14 March 2025, from 19:30. We will set up the society's 12-inch Dobsonian and two smaller refractors near the car park. The forecast currently looks promising, but cloud will probably roll in after about 23:00, so the best views of Jupiter and the Orion Nebula are likely to be early in the evening. If the sky is overcast at 17:00, the event will be moved to Saturday 15 March. Please check https://harwoodastro.org.uk/events before setting off. Bring warm clothing and a red torch; white lights are not allowed on the field. Visitors are welcome, and no booking is needed.""",
        good=[
            Good(
                "preserve",
                """Join us for a members' observing night on Harwood Common on Friday 14 March 2025 — we start at 19:30. Near the car park we'll have the society's 12-inch Dobsonian plus two smaller refractors. The forecast looks promising for now, though cloud will probably arrive after about 23:00, so Jupiter and the Orion Nebula are likely to look their best early in the evening. If it's overcast at 17:00, we'll move the session to Saturday 15 March, so please look at https://harwoodastro.org.uk/events before you set off. Dress warmly and bring a red torch, as white lights aren't allowed on the field. No booking is needed, and visitors are welcome.""",
            ),
            Good(
                "preserve",
                """Observing night – Harwood Common

- When: Friday 14 March 2025, from 19:30 (moved to Saturday 15 March if the sky is overcast at 17:00)
- Equipment: the society's 12-inch Dobsonian and two smaller refractors, set up near the car park
- Outlook: promising at the moment, but cloud will probably come in after about 23:00, so early evening is likely to give the best views of Jupiter and the Orion Nebula
- Before you leave: check https://harwoodastro.org.uk/events
- Bring: warm clothes and a red torch (white lights are not allowed on the field)
- Visitors welcome; no booking needed""",
            ),
            Good(
                "pl",
                """Nocna obserwacja dla członków na Harwood Common: piątek 14 marca 2025 r., od 19:30. Przy parkingu rozstawimy należący do towarzystwa 12-calowy teleskop Dobsona i dwa mniejsze refraktory. Prognoza wygląda na razie obiecująco, ale po około 23:00 prawdopodobnie nadciągną chmury, więc Jowisz i Mgławica Oriona będą zapewne najlepiej widoczne wczesnym wieczorem. Jeśli o 17:00 niebo będzie zachmurzone, wydarzenie zostanie przeniesione na sobotę 15 marca. Przed wyjazdem sprawdź https://harwoodastro.org.uk/events. Zabierz ciepłe ubranie i czerwoną latarkę; białe światło jest na polu zabronione. Goście są mile widziani, a rezerwacja nie jest potrzebna.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("move the session to Saturday 15 March", "move the session to Sunday 16 March")],
                "date",
            ),
            Slip(1, [("but cloud will probably come in", "but cloud will come in")], "hedge"),
            Slip(
                2,
                [("https://harwoodastro.org.uk/events", "https://harwoodastro.org/events")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-churn-forecast-readme-setup-usage",
        source="""# churn-forecast

Predicts monthly customer churn from billing and support data using a gradient-boosted model.

## Setup

Requires Python 3.10 or newer. Install the dependencies with:

```
pip install -r requirements.txt
```

## Usage

Run `python train.py --config configs/base.yaml` to train; the model is saved to `models/`. On the 2023 validation set it reaches an AUC of 0.87. Training on the full dataset takes roughly 40 minutes on a laptop CPU.

## Data

The raw CSV files are not included in this repository. Do not commit customer data; see `docs/data_access.md` to request access.""",
        good=[
            Good(
                "preserve",
                """# churn-forecast

A gradient-boosted model that forecasts monthly customer churn using billing and support data.

## Setup

You'll need Python 3.10 or later. To install the dependencies:

```
pip install -r requirements.txt
```

## Usage

To train, run `python train.py --config configs/base.yaml`. The trained model is written to `models/`. It scores an AUC of 0.87 on the 2023 validation set, and a full-dataset training run takes roughly 40 minutes on a laptop CPU.

## Data

This repository does not ship the raw CSV files. Never commit customer data — to request access, follow `docs/data_access.md`.""",
            ),
            Good(
                "preserve",
                """# churn-forecast

Monthly customer churn prediction with a gradient-boosted model, built on billing and support data.

## Setup

- Python 3.10+
- Dependencies:

```
pip install -r requirements.txt
```

## Usage

```
python train.py --config configs/base.yaml
```

- Output: the model is saved in `models/`.
- Validation (2023 set): AUC 0.87.
- Full-dataset training: roughly 40 min on a laptop CPU.

## Data

Raw CSV files are not part of this repo. Customer data must not be committed; request access via `docs/data_access.md`.""",
            ),
            Good(
                "pl",
                """# churn-forecast

Przewiduje miesięczny odpływ klientów na podstawie danych rozliczeniowych i danych z obsługi klienta, wykorzystując model gradient boosting.

## Instalacja

Wymagany jest Python 3.10 lub nowszy. Zależności zainstalujesz poleceniem:

```
pip install -r requirements.txt
```

## Użycie

Aby wytrenować model, uruchom `python train.py --config configs/base.yaml`; model zostanie zapisany w `models/`. Na zbiorze walidacyjnym z 2023 roku osiąga AUC 0,87. Trening na pełnym zbiorze danych trwa około 40 minut na procesorze laptopa.

## Dane

Surowe pliki CSV nie są dołączone do tego repozytorium. Nie commituj danych klientów; aby poprosić o dostęp, zajrzyj do `docs/data_access.md`.""",
            ),
        ],
        bad=[
            Slip(0, [("## Usage\n", "Usage\n")], "markdown"),
            Slip(1, [("--config configs/base.yaml", "--config configs/default.yaml")], "code"),
            Slip(2, [("osiąga AUC 0,87", "osiąga AUC 0,78")], "number"),
        ],
    ),
    Case(
        key="en-school-chemistry-lab-safety-sheet",
        source="""Year 10 Chemistry – Lab Safety Sheet

Safety goggles must be worn at all times once practical work has started, including while you are clearing up. Long hair must be tied back and bags must be stored under the front bench. Never taste any substance, and do not eat or drink in the laboratory. When heating a test tube, point it away from yourself and others. Concentrated acids are handled only by the teacher; students may use dilute solutions up to 1 mol/dm³. Report every spill or breakage to the teacher immediately, however small. If a chemical gets in your eye, rinse it at the eyewash station for at least 10 minutes.""",
        good=[
            Good(
                "preserve",
                """Year 10 Chemistry – Lab Safety Sheet

1. Safety goggles must be worn at all times from the moment practical work starts, including during clear-up.
2. Long hair must be tied back, and bags must be kept under the front bench.
3. Never taste any substance. No eating or drinking in the laboratory.
4. When heating a test tube, keep it pointed away from yourself and from other people.
5. Only the teacher handles concentrated acids. Students may work with dilute solutions of up to 1 mol/dm³.
6. Tell the teacher straight away about any spill or breakage, no matter how small.
7. Chemical in your eye? Rinse it at the eyewash station for at least 10 minutes.""",
            ),
            Good(
                "preserve",
                """Year 10 Chemistry – Lab Safety Sheet

As soon as practical work has started, you must keep your safety goggles on the whole time, even while tidying up. You must tie long hair back and put your bag under the front bench. Eating and drinking are not allowed in the lab, and never taste any substance. Whenever you heat a test tube, aim it away from yourself and everyone else. You may use dilute solutions up to 1 mol/dm³, but concentrated acids are handled by the teacher only. If anything is spilled or broken, however small, tell the teacher immediately. If a chemical gets into your eye, rinse it at the eyewash station for at least 10 minutes.""",
            ),
            Good(
                "pl",
                """Chemia, klasa 10 – karta bezpieczeństwa w pracowni

Od rozpoczęcia zajęć praktycznych okulary ochronne trzeba nosić przez cały czas, także podczas sprzątania. Długie włosy muszą być związane, a torby trzeba odłożyć pod pierwszą ławkę. Nigdy nie smakuj żadnej substancji i nie jedz ani nie pij w pracowni. Podgrzewając probówkę, kieruj jej wylot z dala od siebie i innych. Stężonymi kwasami posługuje się wyłącznie nauczyciel; uczniowie mogą używać roztworów rozcieńczonych o stężeniu do 1 mol/dm³. Każde rozlanie lub stłuczenie, nawet najmniejsze, natychmiast zgłoś nauczycielowi. Jeśli substancja dostanie się do oka, płucz je przy stanowisku do płukania oczu przez co najmniej 10 minut.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Safety goggles must be worn at all times",
                        "Safety goggles should be worn at all times",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Eating and drinking are not allowed in the lab",
                        "Eating and drinking are allowed in the lab",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "przez co najmniej 10 minut.",
                        "przez co najmniej 10 minut, a następnie zgłoś się do gabinetu pielęgniarki szkolnej w sali 12.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-charity-sunrise-walk-participant-rules",
        source="""Riverside Sunrise Walk – participant rules

The 10 km route starts at Millbrook Park at 7:00 on Sunday 8 June. Each walker must raise at least £150 in sponsorship; the registration fee of £20 is non-refundable. Children under 12 may take part only if accompanied by an adult, and dogs are welcome as long as they stay on a lead. The course will close at 11:00, and anyone still walking after that time will be asked to finish in the support minibus. Sponsorship money should be paid in by 30 June through your online fundraising page. Please don't leave any litter along the river path.""",
        good=[
            Good(
                "preserve",
                """Riverside Sunrise Walk – what you need to know

We set off from Millbrook Park at 7:00 on Sunday 8 June for a 10 km route. You must raise at least £150 in sponsorship, and please note that the £20 registration fee can't be refunded. Under-12s may join only with an adult, and dogs are welcome provided they stay on a lead. The course closes at 11:00 — if you're still walking then, we'll ask you to finish in the support minibus. Your sponsorship money should be paid in through your online fundraising page by 30 June. And please don't drop any litter on the river path.""",
            ),
            Good(
                "preserve",
                """Riverside Sunrise Walk: Rules for Participants

Start: Millbrook Park, Sunday 8 June, 7:00. Distance: 10 km. Course closure: 11:00; participants still on the route at that time will be asked to complete the walk in the support minibus.

Each participant is required to raise a minimum of £150 in sponsorship. The £20 registration fee is non-refundable. Sponsorship funds should be submitted via the participant's online fundraising page by 30 June.

Children under twelve may take part only when accompanied by an adult. Dogs are welcome provided they are kept on a lead. Participants are asked not to leave litter anywhere along the river path.""",
            ),
            Good(
                "pl",
                """Riverside Sunrise Walk – zasady dla uczestników

Trasa o długości 10 km startuje z Millbrook Park o 7:00 w niedzielę 8 czerwca. Każdy uczestnik musi zebrać od sponsorów co najmniej 150 GBP; opłata rejestracyjna w wysokości 20 GBP nie podlega zwrotowi. Dzieci poniżej 12 lat mogą wziąć udział tylko pod opieką osoby dorosłej, a psy są mile widziane, o ile pozostają na smyczy. Trasa zostanie zamknięta o 11:00, a osoby, które wciąż będą wtedy w drodze, zostaną poproszone o dokończenie marszu w busie wsparcia. Zebrane pieniądze powinny zostać wpłacone do 30 czerwca przez Twoją internetową stronę zbiórki. Prosimy nie zostawiać żadnych śmieci na ścieżce nad rzeką.""",
            ),
        ],
        bad=[
            Slip(0, [("raise at least £150", "raise at least £100")], "number"),
            Slip(1, [("fundraising page by 30 June", "fundraising page by 30 July")], "date"),
            Slip(
                2, [("Każdy uczestnik musi zebrać", "Każdy uczestnik powinien zebrać")], "modality"
            ),
        ],
    ),
    Case(
        key="en-soil-microbiome-land-use-abstract",
        source="""Abstract. Soil microbial communities are thought to mediate much of the carbon loss that follows land-use change, but field evidence remains limited. We sampled 64 plots across a grassland-to-cropland chronosequence in central Poland and sequenced the 16S rRNA gene from each. Bacterial richness declined by about 18% within five years of conversion, and the relative abundance of Acidobacteria roughly halved. These shifts were associated with, but may not fully explain, a 23% drop in soil organic carbon. Our results are consistent with earlier work on tillage effects (Kowalski et al., 2019, Soil Biology and Biochemistry 135: 212–221) and suggest that microbial indicators could help flag degrading soils early.""",
        good=[
            Good(
                "preserve",
                """Summary. Soil microbes are thought to drive much of the carbon lost after land-use change, although evidence from the field is still limited. The authors sampled 64 plots along a grassland-to-cropland chronosequence in central Poland, sequencing the 16S rRNA gene in each. Within five years of conversion, bacterial richness fell by about 18% and the relative abundance of Acidobacteria roughly halved. These changes were associated with a 23% decline in soil organic carbon, though they may not fully explain it. The findings agree with earlier research on tillage effects (Kowalski et al., 2019, Soil Biology and Biochemistry 135: 212–221) and suggest microbial indicators could help identify degrading soils at an early stage.""",
            ),
            Good(
                "preserve",
                """Abstract. Field evidence for the presumed role of soil microbial communities in mediating carbon loss after land-use change remains limited. Across a grassland-to-cropland chronosequence in central Poland, we sampled 64 plots and sequenced the 16S rRNA gene from each. Within five years of conversion, bacterial richness decreased by approximately 18%, and the relative abundance of Acidobacteria was roughly halved. These shifts were associated with a 23% reduction in soil organic carbon but may not fully account for it. Consistent with previous work on tillage effects (Kowalski et al., 2019, Soil Biology and Biochemistry 135: 212–221), our results suggest that microbial indicators could help flag soil degradation early.""",
            ),
            Good(
                "pl",
                """Streszczenie. Uważa się, że mikroorganizmy glebowe odpowiadają za znaczną część strat węgla następujących po zmianie użytkowania gruntów, jednak dowody terenowe wciąż są ograniczone. Pobraliśmy próbki z 64 poletek wzdłuż chronosekwencji od użytków zielonych do gruntów ornych w centralnej Polsce i z każdej zsekwencjonowaliśmy gen 16S rRNA. W ciągu pięciu lat od przekształcenia bogactwo gatunkowe bakterii spadło o około 18%, a względna liczebność Acidobacteria zmniejszyła się mniej więcej o połowę. Zmiany te wiązały się z 23-procentowym spadkiem zawartości węgla organicznego w glebie, choć mogą go nie wyjaśniać w pełni. Wyniki są zgodne z wcześniejszymi badaniami nad wpływem uprawy roli (Kowalski i in., 2019, Soil Biology and Biochemistry 135: 212–221) i sugerują, że wskaźniki mikrobiologiczne mogłyby pomóc we wczesnym wykrywaniu degradacji gleb.""",
            ),
        ],
        bad=[
            Slip(0, [("Kowalski et al., 2019", "Kowalski et al., 2017")], "citation"),
            Slip(1, [("decreased by approximately 18%", "decreased by 18%")], "hedge"),
            Slip(2, [("z 64 poletek", "z 46 poletek")], "number"),
        ],
    ),
    Case(
        key="en-gym-personal-training-session-terms",
        source="""Personal Training – Terms of Service

Sessions last 60 minutes and are sold in blocks of 10 for £420. A block must be used within 90 days of purchase; unused sessions after that date are not refunded or carried over. If you need to cancel, you must give at least 24 hours' notice through the members' app, otherwise the session counts as used. Your trainer may reschedule a session if they are ill, and in that case you will be offered an alternative slot within 7 days. Before your first session you must complete the health questionnaire. Trainers cannot give medical advice and do not replace a physiotherapist.""",
        good=[
            Good(
                "preserve",
                """Personal Training – Terms of Service

Each session is 60 minutes long, and sessions come in blocks of 10 costing £420. You must use your block within 90 days of buying it; any sessions left after that aren't refunded or carried over. Need to cancel? You must let us know at least 24 hours in advance via the members' app — otherwise the session counts as used. If your trainer is ill, they may reschedule, and you'll then be offered another slot within 7 days. You must fill in the health questionnaire before your first session. Please remember that trainers cannot give medical advice and are not a substitute for a physiotherapist.""",
            ),
            Good(
                "preserve",
                """Personal Training – Terms of Service

- Session length: 60 minutes. Price: £420 per block of 10 sessions.
- Validity: a block must be used within 90 days of purchase. Sessions left unused after that are neither refunded nor carried over.
- Cancellations: at least 24 hours' notice must be given in the members' app; otherwise the session counts as used.
- Trainer illness: the trainer may reschedule, and you will be offered an alternative slot within 7 days.
- Before the first session: the health questionnaire must be completed.
- Trainers cannot give medical advice and do not replace a physiotherapist.""",
            ),
            Good(
                "pl",
                """Treningi personalne – regulamin

Sesja trwa 60 minut; sesje sprzedajemy w pakietach po 10 za 420 GBP. Pakiet musi zostać wykorzystany w ciągu 90 dni od zakupu; sesje niewykorzystane po tym terminie nie podlegają zwrotowi ani przeniesieniu. Jeśli chcesz odwołać sesję, musisz zrobić to co najmniej 24 godziny wcześniej w aplikacji dla członków – w przeciwnym razie sesja zostanie uznana za wykorzystaną. Trener może przełożyć sesję w razie choroby; wówczas zaproponujemy Ci inny termin w ciągu 7 dni. Przed pierwszą sesją musisz wypełnić kwestionariusz zdrowotny. Trenerzy nie mogą udzielać porad medycznych i nie zastępują fizjoterapeuty.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "You must let us know at least 24 hours",
                        "You should let us know at least 24 hours",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [("Trainers cannot give medical advice", "Trainers can give medical advice")],
                "negation",
            ),
            Slip(2, [("w ciągu 90 dni od zakupu", "w ciągu 60 dni od zakupu")], "date"),
        ],
    ),
    Case(
        key="en-broadband-outage-automatic-compensation-policy",
        source="""Broadband outage compensation

If your service stops working completely, we will pay you £9.33 for each calendar day it remains unrepaired, starting two full working days after you report the fault. This is in line with Ofcom's voluntary Automatic Compensation Code of Practice. Compensation is credited to your next bill automatically; you do not need to claim it. It does not apply to faults caused by damage in your home or to outages during planned maintenance that we notified at least 7 days in advance. Most faults are fixed within 48 hours, although repairs that need street works can take longer. Your statutory rights under the Consumer Rights Act 2015, section 49, are not affected.""",
        good=[
            Good(
                "preserve",
                """What happens if my broadband goes down?

If your service stops working completely, you'll receive £9.33 for every calendar day it stays unrepaired, counted from two full working days after you report the fault. This follows Ofcom's voluntary Automatic Compensation Code of Practice. You don't need to claim it: the money is credited to your next bill automatically. Compensation doesn't cover faults caused by damage inside your home, or outages during planned maintenance we told you about at least 7 days beforehand. Most faults are fixed within 48 hours, though repairs requiring street works can take longer. None of this affects your statutory rights under section 49 of the Consumer Rights Act 2015.""",
            ),
            Good(
                "preserve",
                """Compensation for broadband outages

Where the service is lost completely, the customer will be compensated at £9.33 per calendar day for which the fault remains unrepaired, beginning two full working days after the fault is reported, in accordance with Ofcom's voluntary Automatic Compensation Code of Practice. Payment is made automatically as a credit on the next bill and does not need to be claimed. Compensation is not payable for faults resulting from damage within the customer's home, nor for outages during planned maintenance notified at least 7 days in advance. Most faults are repaired within 48 hours; repairs requiring street works can take longer. The customer's statutory rights under the Consumer Rights Act 2015, section 49, are not affected.""",
            ),
            Good(
                "pl",
                """Rekompensata za awarie internetu

Jeśli usługa przestanie całkowicie działać, wypłacimy Ci 9,33 GBP za każdy dzień kalendarzowy, w którym usterka pozostaje nienaprawiona, licząc od upływu dwóch pełnych dni roboczych od zgłoszenia awarii. Jest to zgodne z dobrowolnym kodeksem postępowania Ofcom w sprawie automatycznych rekompensat (Automatic Compensation Code of Practice). Rekompensata zostanie automatycznie zaksięgowana na Twoim kolejnym rachunku – nie musisz o nią wnioskować. Nie dotyczy ona awarii spowodowanych uszkodzeniami w Twoim domu ani przerw w trakcie planowanych prac konserwacyjnych, o których powiadomiliśmy co najmniej 7 dni wcześniej. Większość usterek usuwamy w ciągu 48 godzin, choć naprawy wymagające robót w pasie drogowym mogą trwać dłużej. Nie narusza to Twoich ustawowych praw wynikających z sekcji 49 ustawy Consumer Rights Act 2015.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "section 49 of the Consumer Rights Act 2015",
                        "section 54 of the Consumer Rights Act 2015",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "compensated at £9.33 per calendar day",
                        "compensated at £9.13 per calendar day",
                    )
                ],
                "number",
            ),
            Slip(2, [("mogą trwać dłużej", "trwają dłużej")], "hedge"),
        ],
    ),
    Case(
        key="en-community-choir-spring-rehearsal-schedule",
        source="""Oakfield Community Choir – spring term rehearsals

Rehearsals run every Tuesday from 7 January to 25 March, 19:15–21:15, in the hall of St Luke's Church on Mill Lane. There will be no rehearsal on 18 February because of half term. Please arrive ten minutes early so we can start singing on time. New members don't need to read music or audition; just come along to any of the first three sessions. Scores for the Fauré Requiem will be handed out on 14 January, and we ask for a £5 contribution towards copying costs. The concert is on Saturday 29 March at 19:30. Subs are £45 for the term.""",
        good=[
            Good(
                "preserve",
                """Hello everyone at Oakfield Community Choir! Our spring term rehearsals take place every Tuesday from 7 January to 25 March, 19:15–21:15, in St Luke's Church hall on Mill Lane. Note that there's no rehearsal on 18 February, as it's half term. Please get there ten minutes early so we can begin singing on time. If you're new, you don't need to read music or audition — simply come along to any of the first three sessions. We'll hand out the Fauré Requiem scores on 14 January and ask for a £5 contribution towards copying costs. Term subs are £45, and the concert is on Saturday 29 March at 19:30.""",
            ),
            Good(
                "preserve",
                """Oakfield Community Choir: Spring Term at a Glance

- Rehearsals: Tuesdays, 7 January – 25 March, 19:15–21:15, St Luke's Church hall, Mill Lane
- No rehearsal on 18 February (half term)
- Arrival: ten minutes early, please, so singing can start on time
- New members: no audition and no need to read music — join at any of the first three sessions
- Fauré Requiem scores: handed out on 14 January; £5 contribution towards copying costs
- Term subs: £45
- Concert: Saturday 29 March, 19:30""",
            ),
            Good(
                "pl",
                """Oakfield Community Choir – próby w semestrze wiosennym

Próby odbywają się w każdy wtorek od 7 stycznia do 25 marca w godz. 19:15–21:15 w sali kościoła św. Łukasza przy Mill Lane. 18 lutego próby nie będzie z powodu ferii. Prosimy o przybycie dziesięć minut wcześniej, żebyśmy mogli zacząć śpiewać punktualnie. Nowi członkowie nie muszą znać nut ani przechodzić przesłuchania – wystarczy przyjść na którąkolwiek z pierwszych trzech prób. Nuty do Requiem Faurégo rozdamy 14 stycznia; prosimy o 5 GBP na pokrycie kosztów kopiowania. Koncert odbędzie się w sobotę 29 marca o 19:30. Składka za semestr wynosi 45 GBP.""",
            ),
        ],
        bad=[
            Slip(0, [("Saturday 29 March at 19:30", "Saturday 29 March at 18:30")], "date"),
            Slip(
                1,
                [
                    (
                        "- Concert: Saturday 29 March, 19:30",
                        "- Concert: Saturday 29 March, 19:30, Oakfield Town Hall",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Nowi członkowie nie muszą znać nut ani przechodzić przesłuchania",
                        "Nowi członkowie muszą znać nuty i przejść przesłuchanie",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-home-insurance-claim-step-guide",
        source="""How to make a home insurance claim

1. Make your home safe and prevent further damage, for example by turning off the water at the stopcock. You can arrange emergency repairs up to £1,000 without asking us first.
2. Take photos of the damage before anything is thrown away.
3. Report the claim within 30 days at www.hearthsure.co.uk/claims or by calling 0800 046 2210.
4. If the damage was caused by theft or vandalism, you must also report it to the police and give us the crime reference number.
5. Keep receipts for any repairs. A loss adjuster may visit your home for claims over £5,000.""",
        good=[
            Good(
                "preserve",
                """Making a home insurance claim

First, make your home safe and stop the damage getting worse — for instance, turn off the water at the stopcock. You can arrange emergency repairs costing up to £1,000 without checking with us first. Before you throw anything away, photograph the damage. Then report your claim within 30 days, either online at www.hearthsure.co.uk/claims or by phone on 0800 046 2210. Where theft or vandalism caused the damage, you must also report it to the police and pass the crime reference number on to us. Hold on to receipts for any repairs; for claims over £5,000, a loss adjuster may visit your home.""",
            ),
            Good(
                "preserve",
                """Home insurance claims: step by step

1. Secure your home and stop further damage (e.g. turn off the water at the stopcock). You can go ahead with emergency repairs up to £1,000 without asking us first.
2. Photograph the damage before throwing anything away.
3. Report your claim within 30 days: online at www.hearthsure.co.uk/claims or on 0800 046 2210.
4. Theft or vandalism? You must also report it to the police and give us the crime reference number.
5. Keep all repair receipts. For claims above £5,000, a loss adjuster may come to your home.""",
            ),
            Good(
                "pl",
                """Jak zgłosić szkodę z ubezpieczenia domu

1. Zabezpiecz dom i zapobiegnij dalszym szkodom, na przykład zakręcając główny zawór wody. Możesz zlecić naprawy awaryjne do kwoty 1000 GBP bez wcześniejszego kontaktu z nami.
2. Zanim cokolwiek wyrzucisz, zrób zdjęcia szkód.
3. Zgłoś szkodę w ciągu 30 dni na stronie www.hearthsure.co.uk/claims lub dzwoniąc pod numer 0800 046 2210.
4. Jeśli szkoda powstała w wyniku kradzieży lub wandalizmu, musisz ją również zgłosić na policję i przekazać nam numer sprawy nadany przez policję.
5. Zachowaj rachunki za wszelkie naprawy. Przy szkodach powyżej 5000 GBP dom może odwiedzić likwidator szkód.""",
            ),
        ],
        bad=[
            Slip(0, [("www.hearthsure.co.uk/claims", "www.hearthsure.com/claims")], "url"),
            Slip(
                1,
                [("You must also report it to the police", "You may also report it to the police")],
                "modality",
            ),
            Slip(2, [("do kwoty 1000 GBP", "do kwoty 1500 GBP")], "number"),
        ],
    ),
    Case(
        key="en-tidyfeed-cli-release-notes-markdown",
        source="""## tidyfeed 2.4.0 – release notes

### Breaking changes

- The `--output-dir` flag has been renamed to `--out`. The old name still works but will be removed in 3.0.
- Python 3.8 is no longer supported.

### New

- `tidyfeed dedupe` removes duplicate entries across feeds.
- Config files can now be written in TOML as well as YAML.

### Fixed

- Feeds with more than 10,000 items no longer time out.

Upgrade with `pip install -U tidyfeed`. If you use a custom plugin, do not upgrade until the plugin declares support for the 2.4 API; see the [migration guide](https://tidyfeed.dev/migrate-2.4).""",
        good=[
            Good(
                "preserve",
                """## tidyfeed 2.4.0 – what's changed

### Breaking changes

- `--output-dir` is now called `--out`. The old flag name continues to work for now but will be removed in 3.0.
- Support for Python 3.8 has been dropped.

### New features

- New `tidyfeed dedupe` command for removing duplicate entries across feeds.
- Besides YAML, config files can now also be written in TOML.

### Bug fixes

- Feeds containing more than 10,000 items no longer time out.

To upgrade, run `pip install -U tidyfeed`. Using a custom plugin? Do not upgrade until that plugin declares support for the 2.4 API — the [migration guide](https://tidyfeed.dev/migrate-2.4) has the details.""",
            ),
            Good(
                "preserve",
                """## tidyfeed 2.4.0 – release notes

### Breaking changes

- Renamed flag: `--output-dir` → `--out` (the old name still works; it will be removed in 3.0).
- Python 3.8: no longer supported.

### New

- `tidyfeed dedupe`: removes duplicate entries across feeds.
- TOML config files are now accepted alongside YAML.

### Fixed

- No more timeouts on feeds with over 10,000 items.

**Upgrading:** `pip install -U tidyfeed`. Custom plugin users: do not upgrade until the plugin declares 2.4 API support. See the [migration guide](https://tidyfeed.dev/migrate-2.4).""",
            ),
            Good(
                "pl",
                """## tidyfeed 2.4.0 – informacje o wydaniu

### Zmiany niekompatybilne wstecz

- Flaga `--output-dir` została przemianowana na `--out`. Stara nazwa nadal działa, ale zostanie usunięta w wersji 3.0.
- Python 3.8 nie jest już obsługiwany.

### Nowości

- `tidyfeed dedupe` usuwa zduplikowane wpisy z różnych kanałów.
- Pliki konfiguracyjne można teraz pisać nie tylko w YAML, ale też w TOML.

### Poprawki

- Kanały liczące ponad 10 000 pozycji nie przekraczają już limitu czasu.

Aktualizacja: `pip install -U tidyfeed`. Jeśli używasz własnej wtyczki, nie aktualizuj, dopóki wtyczka nie zadeklaruje obsługi API 2.4; zobacz [przewodnik migracji](https://tidyfeed.dev/migrate-2.4).""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "the [migration guide](https://tidyfeed.dev/migrate-2.4) has the details",
                        "the migration guide has the details",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("→ `--out`", "→ `--output`")], "code"),
            Slip(
                2,
                [("Python 3.8 nie jest już obsługiwany.", "Python 3.8 jest nadal obsługiwany.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-adolescent-caffeine-sleep-meta-analysis",
        source="""Background: Caffeine is widely used to offset sleep loss, yet its effect on next-night sleep in adolescents is less clear. Methods: We pooled data from 11 randomised trials (n = 1,406) published between 2005 and 2022, following the protocol registered as PROSPERO CRD42021245118. Results: Consuming caffeine within six hours of bedtime reduced total sleep time by an average of 41 minutes (95% CI 28–54). The effect appeared larger in girls, although this subgroup analysis was probably underpowered. Conclusions: Limiting caffeine in the afternoon may improve adolescent sleep. These findings extend an earlier study in adults (Drake et al., J Clin Sleep Med 2013;9(11):1195–1200).""",
        good=[
            Good(
                "preserve",
                """Caffeine is widely used to make up for lost sleep, but how it affects adolescents' sleep the following night is less clear. The researchers pooled data from 11 randomised trials published between 2005 and 2022, involving 1,406 participants, following a protocol registered as PROSPERO CRD42021245118. Having caffeine within six hours of going to bed cut total sleep time by an average of 41 minutes (95% CI 28–54). Girls appeared to be more strongly affected, though that subgroup analysis was probably underpowered. Cutting back on caffeine in the afternoon may improve teenagers' sleep. The results extend an earlier study in adults (Drake et al., J Clin Sleep Med 2013;9(11):1195–1200).""",
            ),
            Good(
                "preserve",
                """**Background.** Although caffeine is widely used to counter sleep loss, its effect on adolescents' sleep the next night is less clear.
**Methods.** Pooled analysis of 11 randomised trials (n = 1,406; published 2005–2022), following the protocol registered as PROSPERO CRD42021245118.
**Results.** Caffeine taken within six hours of bedtime shortened total sleep time by 41 minutes on average (95% CI 28–54). A larger effect appeared in girls, but this subgroup analysis was probably underpowered.
**Conclusions.** Limiting afternoon caffeine may improve sleep in adolescents. The findings extend an earlier study in adults (Drake et al., J Clin Sleep Med 2013;9(11):1195–1200).""",
            ),
            Good(
                "pl",
                """Wprowadzenie: Kofeina jest powszechnie stosowana, by zrekompensować niedobór snu, jednak jej wpływ na sen młodzieży następnej nocy jest mniej jasny. Metody: Połączyliśmy dane z 11 randomizowanych badań (n = 1406) opublikowanych w latach 2005–2022, zgodnie z protokołem zarejestrowanym jako PROSPERO CRD42021245118. Wyniki: Spożycie kofeiny w ciągu sześciu godzin przed snem skracało całkowity czas snu średnio o 41 minut (95% CI 28–54). Efekt wydawał się silniejszy u dziewcząt, choć ta analiza podgrup miała prawdopodobnie zbyt małą moc statystyczną. Wnioski: Ograniczenie kofeiny po południu może poprawić sen nastolatków. Wyniki te rozszerzają wcześniejsze badanie przeprowadzone na dorosłych (Drake i in., J Clin Sleep Med 2013;9(11):1195–1200).""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "though that subgroup analysis was probably underpowered",
                        "though that subgroup analysis was underpowered",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [("(Drake et al., J Clin Sleep Med 2013", "(Drake et al., Sleep Med Rev 2013")],
                "citation",
            ),
            Slip(
                2,
                [
                    (
                        "Spożycie kofeiny w ciągu",
                        "Spożycie kofeiny, najczęściej w postaci napojów energetycznych, w ciągu",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-housing-association-subject-access-request",
        source="""Requesting a copy of your personal data

Under Article 15 of the UK GDPR, you have the right to obtain a copy of the personal data we hold about you. Send your request to privacy@larchwoodhousing.org.uk or write to the Data Protection Officer at our Leeds office. We must respond within one month of receiving your request; for complex or numerous requests this can be extended by a further two months, and we will tell you if that happens. We will not charge a fee unless a request is manifestly unfounded or excessive. We may ask you for proof of identity before releasing any information. If you are unhappy with our response, you can complain to the Information Commissioner's Office.""",
        good=[
            Good(
                "preserve",
                """Want a copy of the personal data we hold about you? Article 15 of the UK GDPR gives you the right to obtain one. Email your request to privacy@larchwoodhousing.org.uk, or write to the Data Protection Officer at our Leeds office. Before releasing any information, we may ask you for proof of identity. We must reply within one month of receiving your request. If your request is complex, or you have sent us a number of requests, that period can be extended by a further two months — we'll let you know if so. There's no fee, unless a request is manifestly unfounded or excessive. Not happy with our reply? You can complain to the Information Commissioner's Office.""",
            ),
            Good(
                "preserve",
                """Subject access requests

Article 15 of the UK GDPR entitles you to obtain a copy of the personal data we hold about you. Requests can be made by email to privacy@larchwoodhousing.org.uk or by letter to the Data Protection Officer at our Leeds office. We are required to respond within one month of receipt of your request. Where requests are complex or numerous, this period can be extended by a further two months, in which case we will inform you. No fee is charged unless a request is manifestly unfounded or excessive. Proof of identity may be requested before any information is released. If you are dissatisfied with our response, you can lodge a complaint with the Information Commissioner's Office.""",
            ),
            Good(
                "pl",
                """Jak uzyskać kopię swoich danych osobowych

Zgodnie z art. 15 UK GDPR masz prawo otrzymać kopię danych osobowych, które o Tobie przechowujemy. Wyślij wniosek na adres privacy@larchwoodhousing.org.uk lub napisz do inspektora ochrony danych w naszym biurze w Leeds. Musimy odpowiedzieć w ciągu miesiąca od otrzymania wniosku; w przypadku wniosków złożonych lub licznych termin ten może zostać przedłużony o kolejne dwa miesiące, o czym Cię poinformujemy. Nie pobieramy opłaty, chyba że wniosek jest ewidentnie nieuzasadniony lub nadmierny. Przed udostępnieniem jakichkolwiek informacji możemy poprosić o potwierdzenie tożsamości. Jeśli nie jesteś zadowolony z naszej odpowiedzi, możesz złożyć skargę do Information Commissioner's Office.""",
            ),
        ],
        bad=[
            Slip(
                0, [("Article 15 of the UK GDPR", "Article 17 of the UK GDPR")], "legal_reference"
            ),
            Slip(1, [("within one month of receipt", "within 40 days of receipt")], "date"),
            Slip(2, [("Musimy odpowiedzieć", "Powinniśmy odpowiedzieć")], "modality"),
        ],
    ),
    Case(
        key="en-england-tenancy-deposit-protection-guide",
        source="""Protecting your tenancy deposit

If you rent your home on an assured shorthold tenancy in England, your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it, as required by section 213 of the Housing Act 2004. They must also give you the prescribed information about the scheme in the same period. The deposit cannot be more than five weeks' rent if the annual rent is under £50,000. If your landlord does not protect it, you can take them to court and may be awarded between one and three times the deposit. At the end of the tenancy, your landlord should return the deposit within 10 days of agreeing how much you will get back.""",
        good=[
            Good(
                "preserve",
                """Renting in England on an assured shorthold tenancy? Then your landlord must put your deposit into a government-approved protection scheme within 30 days of receiving it — a requirement of section 213 of the Housing Act 2004. Within the same 30 days, they must also give you the prescribed information about the scheme. Where the annual rent is under £50,000, the deposit cannot exceed five weeks' rent. If a landlord fails to protect it, you can take them to court, and you may be awarded one to three times the deposit. When the tenancy ends, your landlord should pay the deposit back within 10 days of you both agreeing how much you'll receive.""",
            ),
            Good(
                "preserve",
                """Tenancy deposits in England: assured shorthold tenancies

Within 30 days of receiving your deposit, your landlord must:
- protect it in a government-approved scheme (section 213 of the Housing Act 2004), and
- give you the prescribed information about that scheme.

Other rules:
- If the annual rent is below £50,000, the deposit cannot be higher than five weeks' rent.
- If the deposit is not protected, you can take your landlord to court and may be awarded between one and three times its amount.
- At the end of the tenancy, the landlord should return the deposit within 10 days of agreeing how much you will get back.""",
            ),
            Good(
                "pl",
                """Ochrona kaucji za wynajem

Jeśli wynajmujesz mieszkanie w Anglii na podstawie umowy assured shorthold tenancy, wynajmujący musi zabezpieczyć Twoją kaucję w zatwierdzonym przez rząd systemie w ciągu 30 dni od jej otrzymania, zgodnie z wymogiem sekcji 213 ustawy Housing Act 2004. W tym samym terminie musi też przekazać Ci wymagane informacje o tym systemie. Jeśli roczny czynsz jest niższy niż 50 000 GBP, kaucja nie może być wyższa niż czynsz za pięć tygodni. Jeśli wynajmujący jej nie zabezpieczy, możesz pozwać go do sądu, a sąd może przyznać Ci od jednokrotności do trzykrotności kwoty kaucji. Po zakończeniu najmu wynajmujący powinien zwrócić kaucję w ciągu 10 dni od uzgodnienia, jaką kwotę otrzymasz.""",
            ),
        ],
        bad=[
            Slip(
                0, [("cannot exceed five weeks' rent", "cannot exceed six weeks' rent")], "number"
            ),
            Slip(
                1,
                [("section 213 of the Housing Act 2004", "section 213 of the Housing Act 1988")],
                "legal_reference",
            ),
            Slip(2, [("kaucja nie może być wyższa", "kaucja może być wyższa")], "negation"),
        ],
    ),
    Case(
        key="en-harbour-maritime-museum-visiting-rules",
        source="""Visiting the Harbour Maritime Museum

The museum is open Tuesday to Sunday, 10:00–17:00, and admission to the permanent galleries is free. Tickets for the temporary exhibition 'Ships of Ice' cost £12 and should be booked in advance at harbourmaritime.org/tickets, as walk-in places are limited. Large bags and backpacks must be left in the cloakroom. You may take photographs for personal use, but flash and tripods are not permitted in any gallery. Children under 14 must be accompanied by an adult at all times. The café on the ground floor is open until 16:30. Wheelchairs can be borrowed free of charge from the front desk.""",
        good=[
            Good(
                "preserve",
                """Planning a visit to the Harbour Maritime Museum? We're open Tuesday to Sunday from 10:00 to 17:00, and the permanent galleries are free to enter. Tickets for our temporary exhibition 'Ships of Ice' are £12; walk-in places are limited, so you should book ahead at harbourmaritime.org/tickets. Large bags and backpacks must go in the cloakroom. You may take photos for personal use, but flash and tripods aren't permitted in any of the galleries. Children under 14 must be with an adult at all times. Our ground-floor café stays open until 16:30, and you can borrow a wheelchair free of charge at the front desk.""",
            ),
            Good(
                "preserve",
                """Harbour Maritime Museum – visitor information

- Opening hours: Tuesday–Sunday, 10:00–17:00.
- Permanent galleries: free admission.
- 'Ships of Ice' (temporary exhibition): £12; tickets should be booked in advance at harbourmaritime.org/tickets, as walk-in places are limited.
- Large bags and backpacks must be deposited in the cloakroom.
- Photography for personal use is allowed; flash and tripods are not permitted in any gallery.
- Children under 14 must be accompanied by an adult at all times.
- Ground-floor café: open until 16:30.
- Wheelchairs: can be borrowed free of charge from the front desk.""",
            ),
            Good(
                "pl",
                """Zwiedzanie Harbour Maritime Museum

Muzeum jest otwarte od wtorku do niedzieli w godz. 10:00–17:00, a wstęp do galerii stałych jest bezpłatny. Bilety na wystawę czasową „Ships of Ice” kosztują 12 GBP i powinny zostać zarezerwowane z wyprzedzeniem na stronie harbourmaritime.org/tickets, ponieważ liczba miejsc dla osób bez rezerwacji jest ograniczona. Duże torby i plecaki trzeba zostawić w szatni. Można robić zdjęcia do użytku prywatnego, ale w żadnej galerii nie wolno używać lampy błyskowej ani statywów. Dzieci poniżej 14 lat muszą przez cały czas przebywać pod opieką osoby dorosłej. Kawiarnia na parterze jest czynna do 16:30. W recepcji można bezpłatnie wypożyczyć wózek inwalidzki.""",
            ),
        ],
        bad=[
            Slip(0, [("harbourmaritime.org/tickets", "harbourmaritime.org/book")], "url"),
            Slip(
                1,
                [("must be deposited in the cloakroom", "should be deposited in the cloakroom")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Kawiarnia na parterze jest czynna",
                        "Kawiarnia na parterze, serwująca dania z lokalnych ryb, jest czynna",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-nordux-conference-call-for-papers",
        source="""Call for Papers – NordUX 2025

The 9th Nordic Conference on User Experience will be held in Tampere, Finland, on 22–24 October 2025. We invite full papers of up to 10 pages and short papers of up to 4 pages, excluding references. Submissions are due by 15 May 2025 (23:59 AoE) via https://easychair.org/conferences/?conf=nordux2025. All papers will be double-blind reviewed by at least three reviewers. We expect to notify authors by mid-July. Registration is likely to open in June; at least one author of each accepted paper must register and present in person. Questions can be sent to chairs@nordux.org.""",
        good=[
            Good(
                "preserve",
                """NordUX 2025 – Call for Papers

NordUX 2025, the 9th Nordic Conference on User Experience, takes place on 22–24 October 2025 in Tampere, Finland. We welcome full papers (max. 10 pages) and short papers (max. 4 pages), references not included. The submission deadline is 15 May 2025, 23:59 AoE; submit through https://easychair.org/conferences/?conf=nordux2025. Each paper will undergo double-blind review by at least three reviewers, and we expect to notify authors by mid-July. Registration will likely open in June. For every accepted paper, at least one author must register and present in person. Please send any questions to chairs@nordux.org.""",
            ),
            Good(
                "preserve",
                """NordUX 2025: Call for Papers

- Event: 9th Nordic Conference on User Experience, Tampere, Finland, 22–24 October 2025
- Formats: full papers up to 10 pages; short papers up to 4 pages (references excluded)
- Deadline: 15 May 2025, 23:59 AoE
- Submission: https://easychair.org/conferences/?conf=nordux2025
- Review: double-blind, at least three reviewers per paper
- Notification: expected by mid-July
- Registration: likely to open in June; at least one author per accepted paper must register and present in person
- Contact: chairs@nordux.org""",
            ),
            Good(
                "pl",
                """Zaproszenie do nadsyłania prac – NordUX 2025

9. Nordycka Konferencja na temat Doświadczeń Użytkownika (NordUX 2025) odbędzie się w Tampere w Finlandii w dniach 22–24 października 2025 r. Zapraszamy do nadsyłania pełnych artykułów o objętości do 10 stron oraz krótkich artykułów do 4 stron, nie licząc bibliografii. Termin zgłaszania prac upływa 15 maja 2025 r. (23:59 AoE); zgłoszenia przyjmujemy przez https://easychair.org/conferences/?conf=nordux2025. Wszystkie prace zostaną ocenione w trybie podwójnie ślepej recenzji przez co najmniej trzech recenzentów. Spodziewamy się powiadomić autorów do połowy lipca. Rejestracja zostanie prawdopodobnie otwarta w czerwcu; co najmniej jeden autor każdej przyjętej pracy musi się zarejestrować i osobiście zaprezentować pracę. Pytania można kierować na adres chairs@nordux.org.""",
            ),
        ],
        bad=[
            Slip(0, [("22–24 October 2025", "22–24 September 2025")], "date"),
            Slip(
                1,
                [("Registration: likely to open in June", "Registration: opens in June")],
                "hedge",
            ),
            Slip(2, [("chairs@nordux.org", "chair@nordux.org")], "url"),
        ],
    ),
    Case(
        key="en-parcelgrid-api-rate-limit-docs",
        source="""## Rate limits

Requests are limited per API key, depending on your plan:

| Plan | Per minute | Per day |
|------|-----------|---------|
| Free | 100 | 10,000 |
| Pro | 1,000 | 250,000 |

If you exceed either limit, the API responds with `429 Too Many Requests` and a `Retry-After` header. Clients must wait the number of seconds given in `Retry-After` before retrying; requests sent earlier will not be counted as retries and may extend the block. You should also use exponential backoff for `5xx` errors. Limits may change during the beta, so check the [changelog](https://docs.parcelgrid.io/changelog) for updates.""",
        good=[
            Good(
                "preserve",
                """## Rate limits

Limits apply to each API key and depend on the plan you are on:

| Plan | Requests per minute | Requests per day |
|------|--------------------|------------------|
| Free | 100 | 10,000 |
| Pro | 1,000 | 250,000 |

Go over either limit and you'll get a `429 Too Many Requests` response with a `Retry-After` header. Before retrying, your client must wait for the number of seconds specified in `Retry-After` — requests sent sooner won't be counted as retries and may extend the block. For `5xx` errors, you should also apply exponential backoff. Because limits may change during the beta, keep an eye on the [changelog](https://docs.parcelgrid.io/changelog) for updates.""",
            ),
            Good(
                "preserve",
                """## Rate limits

Rate limits are applied per API key and vary by plan:

- **Free:** 100 requests per minute, 10,000 per day
- **Pro:** 1,000 requests per minute, 250,000 per day

When either limit is exceeded, the API returns `429 Too Many Requests` along with a `Retry-After` header.

- Clients must wait the number of seconds in `Retry-After` before retrying. Requests sent earlier will not count as retries and may extend the block.
- You should also use exponential backoff for `5xx` errors.

Limits may change during the beta — see the [changelog](https://docs.parcelgrid.io/changelog) for updates.""",
            ),
            Good(
                "pl",
                """## Limity zapytań

Zapytania są limitowane dla każdego klucza API, w zależności od planu:

| Plan | Na minutę | Na dobę |
|------|-----------|---------|
| Free | 100 | 10 000 |
| Pro | 1000 | 250 000 |

Po przekroczeniu któregokolwiek limitu API zwraca `429 Too Many Requests` wraz z nagłówkiem `Retry-After`. Przed ponowieniem klient musi odczekać liczbę sekund podaną w `Retry-After`; zapytania wysłane wcześniej nie zostaną uznane za ponowienia i mogą wydłużyć blokadę. Przy błędach `5xx` klient powinien też stosować wykładnicze wycofywanie (exponential backoff). W okresie beta limity mogą się zmienić, dlatego sprawdzaj aktualizacje w [dzienniku zmian](https://docs.parcelgrid.io/changelog).""",
            ),
        ],
        bad=[
            Slip(0, [("| Pro | 1,000 | 250,000 |\n", "")], "markdown"),
            Slip(
                1,
                [("**Pro:** 1,000 requests per minute", "**Pro:** 1,500 requests per minute")],
                "number",
            ),
            Slip(2, [("klient musi odczekać", "klient powinien odczekać")], "modality"),
        ],
    ),
    Case(
        key="en-green-roof-wild-bee-review",
        source="""Urban green roofs have been proposed as stepping stones for wild bees, but the evidence is mixed. In a survey of 40 roofs in Berlin, Braun and Lenz (2021) recorded 63 bee species, including several ground-nesting taxa that had not previously been reported on roofs. However, species richness fell sharply on roofs higher than 20 m, and a later study in London found no difference between sedum roofs and bare control roofs (Okafor et al., 2023, Urban Ecosystems 26: 1441–1453). Roof age, substrate depth and the distance to the nearest park are therefore likely to matter more than roof area alone. Few studies have tracked populations for more than two seasons.""",
        good=[
            Good(
                "preserve",
                """Green roofs in cities have been suggested as stepping stones for wild bees, yet the evidence so far is mixed. Braun and Lenz (2021) surveyed 40 Berlin roofs and recorded 63 bee species, among them several ground-nesting taxa not previously reported on roofs. Still, species richness dropped sharply on roofs more than 20 m high, and a later London study found no difference between sedum roofs and bare control roofs (Okafor et al., 2023, Urban Ecosystems 26: 1441–1453). It is therefore likely that roof age, substrate depth and distance to the nearest park matter more than roof area alone. Only a few studies have followed populations for longer than two seasons.""",
            ),
            Good(
                "preserve",
                """Evidence for urban green roofs acting as stepping stones for wild bees is mixed. On the positive side, a survey of 40 roofs in Berlin recorded 63 bee species, several of them ground-nesting taxa not previously reported on roofs (Braun and Lenz, 2021). On the other hand, species richness declined sharply on roofs above 20 m, and a subsequent study in London detected no difference between sedum roofs and bare control roofs (Okafor et al., 2023, Urban Ecosystems 26: 1441–1453). Rather than roof area alone, roof age, substrate depth and distance to the nearest park are therefore likely to be more important. Few studies have monitored populations over more than two seasons.""",
            ),
            Good(
                "pl",
                """Zielone dachy w miastach proponuje się jako „przystanki” dla dzikich pszczół, jednak dowody są niejednoznaczne. W badaniu 40 dachów w Berlinie Braun i Lenz (2021) odnotowali 63 gatunki pszczół, w tym kilka taksonów gniazdujących w ziemi, których wcześniej nie notowano na dachach. Bogactwo gatunkowe gwałtownie jednak spadało na dachach położonych wyżej niż 20 m, a późniejsze badanie w Londynie nie wykazało różnicy między dachami rozchodnikowymi a kontrolnymi dachami bez roślinności (Okafor i in., 2023, Urban Ecosystems 26: 1441–1453). Wiek dachu, głębokość podłoża i odległość od najbliższego parku mają więc prawdopodobnie większe znaczenie niż sama powierzchnia dachu. Niewiele badań śledziło populacje dłużej niż przez dwa sezony.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "found no difference between sedum roofs",
                        "found a clear difference between sedum roofs",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "over more than two seasons.",
                        "over more than two seasons, largely because of short funding cycles.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("Okafor i in., 2023", "Okafor i in., 2021")], "citation"),
        ],
    ),
    Case(
        key="en-staff-flu-vaccination-clinic-notice",
        source="""Staff flu vaccination clinic

Occupational Health will run free flu vaccination sessions in Meeting Room 3B on 7, 8 and 9 October, from 9:00 to 15:00. You do not need an appointment, but please bring your staff ID card. The vaccine is offered to all employees and contractors working on site. You should not attend if you currently have a fever; come to a later session instead. Side effects are usually mild and may include a sore arm or tiredness for a day or two. Anyone who has had a severe allergic reaction to a previous flu vaccine must speak to their GP before being vaccinated. About 600 colleagues were vaccinated last year.""",
        good=[
            Good(
                "preserve",
                """Flu jabs for staff

Occupational Health is holding free flu vaccination sessions in Meeting Room 3B on 7, 8 and 9 October, 9:00–15:00. There's no need to book an appointment — just bring your staff ID card. The vaccine is offered to everyone working on site, employees and contractors alike. If you have a fever at the moment, you should not come; please attend a later session instead. Side effects tend to be mild and may include a sore arm or feeling tired for a day or two. If you have had a severe allergic reaction to a previous flu vaccine, you must talk to your GP before being vaccinated. Last year, about 600 colleagues got vaccinated.""",
            ),
            Good(
                "preserve",
                """Staff flu vaccination clinic

- Dates and times: 7, 8 and 9 October, 9:00–15:00
- Location: Meeting Room 3B (run by Occupational Health)
- Cost: free; no appointment needed, but please bring your staff ID card
- Eligibility: all employees and contractors working on site
- Fever: if you currently have one, you should not attend; please come to a later session
- Side effects: usually mild; may include a sore arm or tiredness for a day or two
- Severe allergic reaction to a previous flu vaccine: you must speak to your GP before being vaccinated
- Last year, approximately 600 colleagues were vaccinated""",
            ),
            Good(
                "pl",
                """Szczepienia przeciw grypie dla pracowników

Dział Medycyny Pracy zorganizuje bezpłatne szczepienia przeciw grypie w sali konferencyjnej 3B w dniach 7, 8 i 9 października, w godz. 9:00–15:00. Nie trzeba się wcześniej umawiać, ale prosimy o zabranie identyfikatora pracowniczego. Szczepionka jest dostępna dla wszystkich pracowników i podwykonawców pracujących na miejscu. Jeśli masz obecnie gorączkę, nie powinieneś przychodzić – przyjdź na późniejszą sesję. Skutki uboczne są zwykle łagodne i mogą obejmować ból ramienia lub zmęczenie przez dzień lub dwa. Osoby, które miały ciężką reakcję alergiczną po wcześniejszej szczepionce przeciw grypie, muszą przed szczepieniem porozmawiać ze swoim lekarzem rodzinnym. W ubiegłym roku zaszczepiło się około 600 naszych współpracowników.""",
            ),
        ],
        bad=[
            Slip(0, [("you must talk to your GP", "you should talk to your GP")], "modality"),
            Slip(1, [("approximately 600 colleagues", "600 colleagues")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Skutki uboczne są zwykle łagodne i mogą obejmować ból ramienia lub zmęczenie przez dzień lub dwa.",
                        "Side effects are usually mild and may include a sore arm or tiredness for a day or two.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-citycycle-bike-share-membership-terms",
        source="""CityCycle membership terms (summary)

An annual membership costs £90 and includes unlimited rides of up to 45 minutes each. Longer rides are charged £1.50 for every additional 15 minutes. E-bikes carry an unlock fee of £1 per ride, even for members. Bikes must be returned to a docking station; leaving a bike anywhere else results in a £40 recovery charge. You must be at least 16 years old to ride, and helmets are recommended but not required. Membership is personal and cannot be shared or transferred. If a bike is damaged, report it in the app before starting your ride so that you are not held responsible.""",
        good=[
            Good(
                "preserve",
                """CityCycle membership – the short version

For £90 a year, you get unlimited rides of up to 45 minutes each. Going over that costs £1.50 for every extra 15 minutes. Members still pay a £1 unlock fee for each e-bike ride. You must return bikes to a docking station — leave one anywhere else and you'll be charged £40 for recovery. You must be at least 16 to ride. We recommend a helmet, but it is not required. Your membership is personal: it cannot be shared or transferred. Spotted damage on a bike? Report it in the app before you start riding, so you aren't held responsible.""",
            ),
            Good(
                "preserve",
                """CityCycle membership terms – summary

1. Annual membership: £90, including unlimited rides of up to 45 minutes each.
2. Rides over 45 minutes: £1.50 per additional 15 minutes.
3. E-bikes: £1 unlock fee per ride, which also applies to members.
4. Bikes must be returned to a docking station. A £40 recovery charge applies to bikes left anywhere else.
5. Riders must be at least 16 years old. Helmets are recommended but not mandatory.
6. Membership is personal and cannot be shared or transferred.
7. Damaged bike? Report it in the app before starting your ride so that you are not held responsible.""",
            ),
            Good(
                "pl",
                """Regulamin członkostwa CityCycle (skrót)

Roczne członkostwo kosztuje 90 GBP i obejmuje nielimitowane przejazdy trwające do 45 minut każdy. Za dłuższe przejazdy pobieramy 1,50 GBP za każde dodatkowe 15 minut. Przy rowerach elektrycznych obowiązuje opłata za odblokowanie w wysokości 1 GBP za przejazd – także dla członków. Rowery muszą być zwracane do stacji dokującej; pozostawienie roweru w innym miejscu skutkuje opłatą za odzyskanie w wysokości 40 GBP. Aby jeździć, musisz mieć co najmniej 16 lat; kask jest zalecany, ale nie obowiązkowy. Członkostwo jest imienne i nie można go udostępniać ani przenosić na inne osoby. Jeśli rower jest uszkodzony, zgłoś to w aplikacji przed rozpoczęciem jazdy, aby nie ponosić odpowiedzialności.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("it cannot be shared or transferred", "it can be shared or transferred")],
                "negation",
            ),
            Slip(1, [("Rides over 45 minutes: £1.50", "Rides over 45 minutes: £2.50")], "number"),
            Slip(
                2,
                [
                    (
                        "Członkostwo jest imienne i nie można go",
                        "Członkostwo jest imienne, obejmuje ubezpieczenie OC i nie można go",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
