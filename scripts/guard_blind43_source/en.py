# ruff: noqa: E501, RUF001
"""English source cases of blind set 43: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-car-rental-fuel-mileage-policy",
        source="Fuel and mileage. Every vehicle is supplied with a full tank and must be returned with a full tank. If the car comes back with less fuel, we will charge a refuelling fee of £25 plus the cost of the missing fuel at £2.10 per litre. Rentals include 200 miles per day; additional miles are billed at 25p per mile. Vehicles must not be taken outside the United Kingdom without written consent from the branch manager. Electric vehicles are not subject to the refuelling fee, but should be returned with at least 70% charge. Drivers may add a second named driver at the counter for £12 per day.",
        good=[
            Good(
                "preserve",
                "Fuel and mileage: you'll get the car with a full tank, and you must bring it back full. If it comes back with less fuel, we'll charge you a £25 refuelling fee plus £2.10 for every missing litre. Each rental day includes 200 miles, and any extra miles cost 25p each. You must not take the vehicle outside the United Kingdom unless the branch manager has given written consent. If you're renting an electric vehicle, no refuelling fee applies, but you should return it with at least 70% charge. You may add a second named driver at the counter for £12 a day.",
            ),
            Good(
                "preserve",
                """Fuel and mileage at a glance:
- Full to full: the vehicle is handed over with a full tank and must be returned the same way. Otherwise a £25 refuelling fee applies, plus the missing fuel at £2.10 per litre.
- Mileage: 200 miles per day are included; each additional mile is charged at 25p.
- Travel abroad: the vehicle must not leave the United Kingdom without the branch manager's written consent.
- Electric vehicles: exempt from the refuelling fee, but they should come back with a charge of at least 70%.
- Second driver: a second named driver may be added at the counter for £12 per day.""",
            ),
            Good(
                "pl",
                "Paliwo i przebieg. Każdy pojazd jest wydawany z pełnym bakiem i musi zostać zwrócony z pełnym bakiem. Jeśli samochód wróci z mniejszą ilością paliwa, naliczymy opłatę za tankowanie w wysokości 25 GBP oraz koszt brakującego paliwa po 2,10 GBP za litr. W cenie wynajmu jest 200 mil dziennie; każda dodatkowa mila kosztuje 25 pensów. Pojazdu nie wolno wywozić poza Wielką Brytanię bez pisemnej zgody kierownika oddziału. Pojazdy elektryczne nie podlegają opłacie za tankowanie, ale powinny zostać zwrócone naładowane co najmniej w 70%. Przy ladzie można dopisać do umowy drugiego kierowcę za 12 GBP dziennie.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Pojazdy elektryczne nie podlegają opłacie za tankowanie, ale",
                        "Pojazdy elektryczne podlegają opłacie za tankowanie i",
                    )
                ],
                "negation",
            ),
            Slip(
                1, [("200 miles per day are included", "250 miles per day are included")], "number"
            ),
            Slip(
                0,
                [
                    (
                        "but you should return it with at least 70% charge",
                        "but you must return it with at least 70% charge",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-garden-moth-night-survey-guide",
        source="Garden Moth Night runs from 18 to 26 July 2025. Set your trap out on any night in that window, ideally when the temperature stays above 12°C, and record every moth you can identify. Photos of uncertain species can be uploaded at https://mothcount.org.uk/submit for checking by a county recorder. Please submit your records by 15 August 2025 so they can be included in the national summary. Beginners usually find around 20 species in a suburban garden, although numbers are likely to be lower on windy nights. Release all moths at dusk the following evening, close to where they were caught.",
        good=[
            Good(
                "preserve",
                "Here's how to take part in Garden Moth Night (18–26 July 2025). Pick any night in that period, preferably one when the temperature stays above 12°C, put your trap out and record every moth you're able to identify. If you're unsure about a species, upload a photo at https://mothcount.org.uk/submit and a county recorder will check it. To have your records included in the national summary, please send them in by 15 August 2025. As a beginner in a suburban garden you'll usually find around 20 species, though on windy nights the count is likely to be lower. Let all the moths go at dusk the next evening, near the spot where you caught them.",
            ),
            Good(
                "preserve",
                """Garden Moth Night: 18 July – 26 July 2025
1. Trap on any night within this period, ideally when temperatures remain above 12°C.
2. Record every moth you can identify.
3. Upload photographs of uncertain species at https://mothcount.org.uk/submit, where a county recorder will check them.
4. Submit your records by 15 August 2025 for inclusion in the national summary.
5. Release all moths at dusk on the following evening, close to where they were caught.
Note: beginners usually find around 20 species in a suburban garden, although totals are likely to be lower on windy nights.""",
            ),
            Good(
                "pl",
                "Garden Moth Night trwa od 18 do 26 lipca 2025 r. Wystaw pułapkę w dowolną noc w tym okresie, najlepiej wtedy, gdy temperatura utrzymuje się powyżej 12°C, i zapisz każdą ćmę, którą uda ci się rozpoznać. Zdjęcia gatunków budzących wątpliwości można przesłać na stronie https://mothcount.org.uk/submit, gdzie sprawdzi je koordynator obserwacji z danego hrabstwa. Prosimy o przesłanie obserwacji do 15 sierpnia 2025 r., aby mogły zostać uwzględnione w podsumowaniu krajowym. Początkujący znajdują zwykle w podmiejskim ogrodzie około 20 gatunków, choć w wietrzne noce liczba ta będzie prawdopodobnie mniejsza. Wszystkie ćmy wypuść o zmierzchu następnego dnia, blisko miejsca, w którym zostały złowione.",
            ),
        ],
        bad=[
            Slip(0, [("by 15 August 2025", "by 25 August 2025")], "date"),
            Slip(1, [("https://mothcount.org.uk/submit", "https://mothcount.org/submit")], "url"),
            Slip(2, [("będzie prawdopodobnie mniejsza", "będzie mniejsza")], "hedge"),
        ],
    ),
    Case(
        key="en-viking-silver-hoard-museum-label",
        source="The Ravensholt Hoard. This hoard of 38 silver coins, four arm-rings and a quantity of hacksilver was found by a metal detectorist in a field near Thornbury in 2011. Most of the coins were struck in York and Dublin, which suggests the hoard was buried around 905, probably by a Norse trader or raider moving between the two cities. Why it was never recovered is unknown. The arm-rings are of a type common in Ireland and may have been used as currency as well as jewellery. The hoard weighs about 1.2 kg in total. It was acquired by the museum with support from the Art Fund.",
        good=[
            Good(
                "preserve",
                "The Ravensholt Hoard. In 2011 a metal detectorist found this hoard in a field near Thornbury. It contains 38 silver coins, four arm-rings and some hacksilver. The coins, most of them struck in York and Dublin, suggest that the hoard was buried around 905, probably by a Norse trader or raider travelling between the two cities. Nobody knows why it was never recovered. The arm-rings are of a type that was common in Ireland, and they may have served as currency as well as jewellery. Altogether the hoard weighs about 1.2 kg. The museum acquired it with support from the Art Fund.",
            ),
            Good(
                "preserve",
                "Acquired by the museum with the support of the Art Fund, the Ravensholt Hoard was discovered in 2011 by a metal detectorist in a field close to Thornbury. It comprises 38 silver coins, four arm-rings and a quantity of hacksilver, with a total weight of about 1.2 kg. The majority of the coins were minted in York and Dublin, suggesting burial around 905, probably by a Norse trader or raider who moved between the two cities. The reason it was never recovered remains unknown. The arm-rings belong to a type common in Ireland and may have functioned both as jewellery and as currency.",
            ),
            Good(
                "pl",
                "Skarb z Ravensholt. Ten skarb, złożony z 38 srebrnych monet, czterech naramienników i pewnej ilości siekańców, znalazł w 2011 roku poszukiwacz z wykrywaczem metali na polu niedaleko Thornbury. Większość monet wybito w Yorku i Dublinie, co wskazuje, że skarb został zakopany około 905 roku, prawdopodobnie przez nordyckiego kupca lub łupieżcę podróżującego między tymi dwoma miastami. Nie wiadomo, dlaczego nigdy go nie odzyskano. Naramienniki należą do typu powszechnego w Irlandii i mogły służyć zarówno jako ozdoba, jak i jako środek płatniczy. Skarb waży łącznie około 1,2 kg. Muzeum nabyło go dzięki wsparciu Art Fund.",
            ),
        ],
        bad=[
            Slip(1, [("38 silver coins", "48 silver coins")], "number"),
            Slip(2, [("około 905 roku, prawdopodobnie przez", "około 905 roku przez")], "hedge"),
            Slip(
                0,
                [
                    (
                        "with support from the Art Fund.",
                        "with support from the Art Fund and the National Lottery Heritage Fund.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-storm-damage-home-insurance-claim",
        source="How to make a storm damage claim. Report the damage to us within 30 days of the storm by calling 0345 600 2210 or using the online claim form. Take photos of all damage before you start any repairs, and keep any damaged items until our assessor has seen them, unless they pose a health risk. You may carry out emergency repairs up to £1,500 without our approval, but you must keep the invoices. We will not pay for damage to fences or gates caused by wind alone. Your statutory rights, including those under section 14 of the Insurance Act 2015, are not affected. Claims are normally settled within 10 working days of the assessor's visit.",
        good=[
            Good(
                "preserve",
                """Making a storm damage claim – what you need to do:
- Tell us about the damage within 30 days of the storm, either by phone on 0345 600 2210 or through the online claim form.
- Photograph all of the damage before any repairs begin.
- Hold on to damaged items until our assessor has seen them, unless they pose a health risk.
- Emergency repairs costing up to £1,500 may be done without our approval, but you must keep the invoices.
Please note that we will not pay for damage to fences or gates caused by wind alone. This does not affect your statutory rights, including those under section 14 of the Insurance Act 2015. Once the assessor has visited, claims are normally settled within 10 working days.""",
            ),
            Good(
                "preserve",
                "If a storm has damaged your property, you have 30 days from the storm to report it to us, either on 0345 600 2210 or via our online claim form. Before starting any repairs, photograph all the damage, and unless they pose a health risk, keep damaged items until our assessor has inspected them. Emergency repairs up to £1,500 may be carried out without our approval, but you must keep the invoices. Damage to fences or gates caused by wind alone is not covered. Your statutory rights, including those under section 14 of the Insurance Act 2015, remain unaffected. We normally settle claims within 10 working days of the assessor's visit.",
            ),
            Good(
                "pl",
                "Jak zgłosić szkodę spowodowaną przez burzę. Szkodę należy zgłosić w ciągu 30 dni od burzy, dzwoniąc pod numer 0345 600 2210 lub wypełniając formularz online. Zanim rozpoczniesz jakiekolwiek naprawy, zrób zdjęcia wszystkich uszkodzeń i zachowaj uszkodzone przedmioty do czasu oględzin przez naszego rzeczoznawcę, chyba że stanowią zagrożenie dla zdrowia. Naprawy awaryjne do kwoty 1500 GBP możesz wykonać bez naszej zgody, ale musisz zachować faktury. Nie pokrywamy szkód w ogrodzeniach ani bramach spowodowanych wyłącznie przez wiatr. Nie wpływa to na Twoje ustawowe prawa, w tym prawa wynikające z sekcji 14 ustawy Insurance Act 2015. Szkody likwidujemy zwykle w ciągu 10 dni roboczych od wizyty rzeczoznawcy.",
            ),
        ],
        bad=[
            Slip(
                1, [("you have 30 days from the storm", "you have 60 days from the storm")], "date"
            ),
            Slip(
                2,
                [("sekcji 14 ustawy Insurance Act 2015", "sekcji 17 ustawy Insurance Act 2015")],
                "legal_reference",
            ),
            Slip(
                0,
                [("we will not pay for damage to fences", "we will pay for damage to fences")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-acid-base-titration-lab-handout",
        source="Practical 4: Acid–base titration. Wear safety glasses at all times, including while washing up. Fill the burette with 0.10 mol/dm³ sodium hydroxide using a funnel, then remove the funnel before you take the initial reading; never fill the burette above eye level. Pipette 25.0 cm³ of the hydrochloric acid into a conical flask and add three drops of phenolphthalein. Titrate until the solution turns a faint pink that persists for 30 seconds. You should repeat the titration until two results agree within 0.10 cm³. Do not pipette by mouth. Spills of sodium hydroxide must be reported to the technician immediately.",
        good=[
            Good(
                "preserve",
                """Practical 4 – Acid–base titration
Safety first: wear safety glasses at all times, even while washing up, do not pipette by mouth, and you must report any sodium hydroxide spill to the technician immediately.
1. Using a funnel, fill the burette with 0.10 mol/dm³ sodium hydroxide. Never fill it above eye level, and take the funnel out before you take the initial reading.
2. Pipette 25.0 cm³ of the hydrochloric acid into a conical flask and add three drops of phenolphthalein.
3. Titrate until a faint pink colour appears and persists for 30 seconds.
4. You should repeat the titration until two results agree within 0.10 cm³.""",
            ),
            Good(
                "preserve",
                "In Practical 4 (acid–base titration), safety glasses must be worn at all times, including during washing up. The burette is filled with 0.10 mol/dm³ sodium hydroxide through a funnel, which is removed before the initial reading is taken; the burette must never be filled above eye level. Next, 25.0 cm³ of the hydrochloric acid is pipetted into a conical flask and three drops of phenolphthalein are added. The titration is continued until a faint pink colour persists for 30 seconds, and it should be repeated until two results agree within 0.10 cm³. Pipetting by mouth is not permitted. Any spill of sodium hydroxide must be reported to the technician immediately.",
            ),
            Good(
                "pl",
                "Ćwiczenie 4: miareczkowanie alkacymetryczne. Okulary ochronne noś przez cały czas, także podczas zmywania. Napełnij biuretę przez lejek roztworem wodorotlenku sodu o stężeniu 0,10 mol/dm³, a następnie wyjmij lejek, zanim odczytasz początkowy poziom; nigdy nie napełniaj biurety powyżej poziomu oczu. Odpipetuj 25,0 cm³ kwasu solnego do kolby stożkowej i dodaj trzy krople fenoloftaleiny. Miareczkuj, aż roztwór przybierze bladoróżowe zabarwienie utrzymujące się przez 30 sekund. Miareczkowanie powinno się powtarzać, aż dwa wyniki będą zgodne z dokładnością do 0,10 cm³. Nie pipetuj ustami. Każde rozlanie wodorotlenku sodu trzeba natychmiast zgłosić technikowi.",
            ),
        ],
        bad=[
            Slip(1, [("it should be repeated until", "it may be repeated until")], "modality"),
            Slip(2, [("25,0 cm³", "20,0 cm³")], "number"),
            Slip(0, [("Never fill it above eye level", "Fill it above eye level")], "negation"),
        ],
    ),
    Case(
        key="en-git-rebase-feature-branch-docs",
        source="""## Updating your feature branch

Before opening a pull request, rebase your branch on the latest `main`:

```bash
git fetch origin
git rebase origin/main
```

- Resolve conflicts file by file, then run `git rebase --continue`.
- You **must not** force-push to `main` or `release/*` branches.
- On your own feature branch, use `git push --force-with-lease` rather than `--force`.
- Pull requests should contain no more than 400 changed lines; larger changes may be split into several PRs.

See [CONTRIBUTING.md](CONTRIBUTING.md) for the review checklist.""",
        good=[
            Good(
                "preserve",
                """## Keeping your feature branch up to date

Rebase your branch onto the latest `main` before you open a pull request:

```bash
git fetch origin
git rebase origin/main
```

- Work through conflicts one file at a time, then run `git rebase --continue`.
- Force-pushing to `main` or to any `release/*` branch is something you **must not** do.
- When pushing your own feature branch, use `git push --force-with-lease`, not `--force`.
- A pull request should have at most 400 changed lines; bigger changes may be split across several PRs.

The review checklist is in [CONTRIBUTING.md](CONTRIBUTING.md).""",
            ),
            Good(
                "preserve",
                """## Updating a feature branch

Before you open a pull request, rebase the branch on the latest `main`:

```bash
git fetch origin
git rebase origin/main
```

- Conflicts are resolved one file at a time, after which `git rebase --continue` is run.
- `main` and `release/*` branches **must not** be force-pushed.
- For your own feature branch, `git push --force-with-lease` is used instead of `--force`.
- A pull request should contain at most 400 changed lines; larger changes may be divided into several PRs.

For the review checklist, see [CONTRIBUTING.md](CONTRIBUTING.md).""",
            ),
            Good(
                "pl",
                """## Aktualizacja gałęzi z funkcją

Zanim otworzysz pull request, zrób rebase swojej gałęzi na najnowszy `main`:

```bash
git fetch origin
git rebase origin/main
```

- Rozwiązuj konflikty plik po pliku, a potem uruchom `git rebase --continue`.
- **Nie wolno** robić force-push do gałęzi `main` ani `release/*`.
- Na własnej gałęzi z funkcją używaj `git push --force-with-lease` zamiast `--force`.
- Pull request powinien zawierać nie więcej niż 400 zmienionych linii; większe zmiany można podzielić na kilka PR-ów.

Listę kontrolną do przeglądu znajdziesz w [CONTRIBUTING.md](CONTRIBUTING.md).""",
            ),
        ],
        bad=[
            Slip(0, [("git rebase origin/main", "git merge origin/main")], "code"),
            Slip(
                1,
                [
                    (
                        "```bash\ngit fetch origin\ngit rebase origin/main\n```",
                        "git fetch origin\ngit rebase origin/main",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("Pull request powinien zawierać", "Pull request musi zawierać")], "modality"),
        ],
    ),
    Case(
        key="en-pm25-dementia-cohort-study-abstract",
        source="Background: Long-term exposure to fine particulate matter (PM2.5) has been linked to dementia, but evidence from low-pollution settings is limited. Methods: We followed 48,312 adults aged 60 or over in the Northern Health Cohort from 2008 to 2020 and estimated residential PM2.5 using the land-use regression model described by Hallan et al. (2019). Results: During follow-up, 3,127 participants were diagnosed with dementia. Each 2 µg/m³ increase in PM2.5 was associated with an 8% higher risk (hazard ratio 1.08; 95% CI 1.02–1.15). Conclusions: Even at concentrations below current WHO guidelines, PM2.5 exposure may contribute to dementia risk, although residual confounding cannot be ruled out.",
        good=[
            Good(
                "preserve",
                "Long-term exposure to fine particulate matter (PM2.5) has been linked to dementia, but there is limited evidence from places with low pollution. In the Northern Health Cohort, researchers followed 48,312 adults aged 60 or over between 2008 and 2020, estimating PM2.5 levels at their homes with the land-use regression model described by Hallan et al. (2019). Over the follow-up period, 3,127 of them were diagnosed with dementia. Every 2 µg/m³ increase in PM2.5 was associated with an 8% higher risk (hazard ratio 1.08; 95% CI 1.02–1.15). The authors conclude that PM2.5 exposure may contribute to dementia risk even at concentrations below current WHO guidelines, although residual confounding cannot be ruled out.",
            ),
            Good(
                "preserve",
                """Background: Although long-term PM2.5 (fine particulate matter) exposure has been linked to dementia, evidence from low-pollution settings is limited.
Methods: Adults aged 60 years or over in the Northern Health Cohort (n = 48,312) were followed from 2008 to 2020; residential PM2.5 was estimated with the land-use regression model of Hallan et al. (2019).
Results: Dementia was diagnosed in 3,127 participants during follow-up. An 8% higher risk was associated with each 2 µg/m³ increment in PM2.5 (HR 1.08; 95% CI 1.02–1.15).
Conclusions: PM2.5 exposure may contribute to dementia risk even at concentrations below current WHO guidelines, although residual confounding cannot be excluded.""",
            ),
            Good(
                "pl",
                "Wprowadzenie: Długotrwałe narażenie na pył drobny (PM2,5) wiązano z demencją, jednak dane z obszarów o niskim zanieczyszczeniu powietrza są ograniczone. Metody: Obserwowaliśmy 48 312 osób w wieku 60 lat i starszych z kohorty Northern Health Cohort w latach 2008–2020, a stężenie PM2,5 w miejscu zamieszkania szacowaliśmy za pomocą modelu regresji użytkowania terenu opisanego przez Hallana i wsp. (2019). Wyniki: W okresie obserwacji u 3127 uczestników rozpoznano demencję. Każdy wzrost stężenia PM2,5 o 2 µg/m³ wiązał się z ryzykiem wyższym o 8% (współczynnik hazardu 1,08; 95% CI 1,02–1,15). Wnioski: Nawet przy stężeniach niższych niż obecne wytyczne WHO narażenie na PM2,5 może przyczyniać się do ryzyka demencji, choć nie można wykluczyć resztkowego zakłócenia.",
            ),
        ],
        bad=[
            Slip(0, [("Hallan et al. (2019)", "Hallan et al. (2017)")], "citation"),
            Slip(
                1,
                [
                    (
                        "PM2.5 exposure may contribute to dementia risk",
                        "PM2.5 exposure contributes to dementia risk",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("u 3127 uczestników", "u 3217 uczestników")], "number"),
        ],
    ),
    Case(
        key="en-riverside-festival-ticket-refund-terms",
        source="Tickets for Riverside Sounds 2025 (8–10 August) are non-refundable except where the festival is cancelled or moved to a different date. If that happens, you can request a full refund of the ticket price through https://riversidesounds.co.uk/refunds until 30 September 2025. Booking fees are not refunded. Tickets may be transferred to another person free of charge up to 14 days before the festival, using the name-change tool in your account. Resale above face value is not permitted, and tickets bought from unofficial sellers will not be accepted at the gate. Questions can be sent to tickets@riversidesounds.co.uk.",
        good=[
            Good(
                "preserve",
                """Can I get my money back? Only if Riverside Sounds 2025 (8–10 August) is cancelled or moved to another date – otherwise tickets are non-refundable. In that case, you can ask for a full refund of the ticket price at https://riversidesounds.co.uk/refunds until 30 September 2025, though booking fees won't be refunded.
Can someone else use my ticket? Yes – you may transfer it to another person free of charge up to 14 days before the festival, using the name-change tool in your account.
Can I resell it? Not above face value. Also note that tickets bought from unofficial sellers won't be accepted at the gate.
Any other questions? Email tickets@riversidesounds.co.uk.""",
            ),
            Good(
                "preserve",
                "Riverside Sounds 2025 takes place on 8–10 August. Tickets are non-refundable unless the festival is cancelled or rescheduled to a different date, in which case a full refund of the ticket price may be requested via https://riversidesounds.co.uk/refunds until 30 September 2025; booking fees are not refunded. Tickets may be transferred to another person at no charge up to 14 days before the festival by means of the name-change tool in your account. Resale above face value is prohibited, and tickets purchased from unofficial sellers will not be accepted at the gate. Please send any questions to tickets@riversidesounds.co.uk.",
            ),
            Good(
                "pl",
                "Bilety na Riverside Sounds 2025 (8–10 sierpnia) nie podlegają zwrotowi, chyba że festiwal zostanie odwołany lub przeniesiony na inny termin. W takim przypadku do 30 września 2025 r. możesz złożyć wniosek o pełny zwrot ceny biletu na stronie https://riversidesounds.co.uk/refunds. Opłaty rezerwacyjne nie są zwracane. Bilet można bezpłatnie przekazać innej osobie najpóźniej 14 dni przed festiwalem za pomocą narzędzia do zmiany nazwiska na Twoim koncie. Odsprzedaż powyżej ceny nominalnej jest zabroniona, a bilety kupione od nieoficjalnych sprzedawców nie będą honorowane przy wejściu. Pytania prosimy kierować na adres tickets@riversidesounds.co.uk.",
            ),
        ],
        bad=[
            Slip(2, [("tickets@riversidesounds.co.uk", "tickets@riversidesounds.com")], "url"),
            Slip(1, [("until 30 September 2025", "until 30 October 2025")], "date"),
            Slip(
                0, [("won't be accepted at the gate", "will be accepted at the gate")], "negation"
            ),
        ],
    ),
    Case(
        key="en-allotment-bonfire-hosepipe-rules",
        source="Allotment rules: fires and water. Bonfires are permitted only between 1 November and 31 March, and must not be lit before 4 pm or left unattended. Burn only dry garden waste from your own plot; plastics, treated timber and household rubbish must never be burned. Hosepipes may be used for filling water butts but not for watering beds directly. During a hosepipe ban declared by the water company, the communal troughs should be used instead. Plot holders who break these rules may receive a written warning, and repeated breaches can lead to termination of the tenancy under clause 9 of the tenancy agreement.",
        good=[
            Good(
                "preserve",
                """Fires and water – what the allotment rules say:
- Bonfires: allowed only from 1 November to 31 March. They must not be lit before 4 pm and must not be left unattended.
- What you can burn: only dry garden waste from your own plot. Plastics, treated timber and household rubbish must never be burned.
- Hosepipes: you may use one to fill water butts, but not to water beds directly.
- Hosepipe bans: if the water company declares one, you should use the communal troughs instead.
- Breaking the rules: you may receive a written warning, and repeated breaches can lead to your tenancy being terminated under clause 9 of the tenancy agreement.""",
            ),
            Good(
                "preserve",
                "Bonfires are allowed only between 1 November and 31 March; they must not be lit before 4 pm and must not be left unattended. Only dry garden waste from your own plot may go on them – plastics, treated timber and household rubbish must never be burned. A hosepipe may be used to fill water butts but not to water beds directly, and while a hosepipe ban declared by the water company is in force, plot holders should use the communal troughs instead. Anyone who breaks these rules may receive a written warning; repeated breaches can result in the tenancy being terminated under clause 9 of the tenancy agreement.",
            ),
            Good(
                "pl",
                "Regulamin działek: ogień i woda. Ogniska są dozwolone wyłącznie w okresie od 1 listopada do 31 marca; nie wolno ich rozpalać przed godziną 16:00 ani zostawiać bez nadzoru. Palić można tylko suche odpady ogrodowe z własnej działki; plastiku, impregnowanego drewna i odpadów domowych nigdy nie wolno spalać. Węży ogrodowych można używać do napełniania zbiorników na deszczówkę, ale nie do bezpośredniego podlewania grządek. W czasie zakazu używania węży ogłoszonego przez przedsiębiorstwo wodociągowe powinno się korzystać ze wspólnych koryt z wodą. Działkowcy łamiący te zasady mogą otrzymać pisemne ostrzeżenie, a powtarzające się naruszenia mogą doprowadzić do rozwiązania umowy dzierżawy na podstawie punktu 9 tej umowy.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "plot holders should use the communal troughs",
                        "plot holders must use the communal troughs",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "ale nie do bezpośredniego podlewania grządek",
                        "a także do bezpośredniego podlewania grządek",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "use the communal troughs instead",
                        "use the communal troughs by the main gate instead",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-apache-licence-redistribution-faq",
        source='Do I need to include the licence when I redistribute Lumen? Yes. Under Section 4(a) of the Apache License 2.0, you must give every recipient a copy of the licence, and under Section 4(d) you must include the contents of the `NOTICE` file that ships with the project. Any files you modify must carry prominent notices stating that you changed them (Section 4(b)). You do not have to publish your own source code. Section 6 does not grant permission to use our trademarks, so please do not name your fork "Lumen" or use our logo. If in doubt, contact legal@lumenproject.org.',
        good=[
            Good(
                "preserve",
                """Yes – if you redistribute Lumen, the licence has to go with it. In short:
- Give every recipient a copy of the licence (Apache License 2.0, Section 4(a)).
- Include the contents of the `NOTICE` file that ships with the project (Section 4(d)).
- Mark any files you modify with prominent notices stating that you changed them (Section 4(b)).
You don't have to publish your own source code. Section 6 grants no permission to use our trademarks, so please don't call your fork "Lumen" or use our logo. Not sure? Contact legal@lumenproject.org.""",
            ),
            Good(
                "preserve",
                'Redistributing Lumen requires including the licence. Section 4(a) of the Apache License 2.0 obliges you to provide every recipient with a copy of the licence, and Section 4(d) obliges you to include the contents of the `NOTICE` file shipped with the project. Under Section 4(b), any files you modify must carry prominent notices stating that you changed them. There is no obligation to publish your own source code. As Section 6 grants no permission to use our trademarks, we ask that you do not name your fork "Lumen" or use our logo. If in doubt, please contact legal@lumenproject.org.',
            ),
            Good(
                "pl",
                "Czy przy redystrybucji Lumen muszę dołączyć licencję? Tak. Zgodnie z sekcją 4(a) licencji Apache License 2.0 musisz przekazać każdemu odbiorcy kopię licencji, a zgodnie z sekcją 4(d) musisz dołączyć treść pliku `NOTICE` dostarczanego z projektem. Wszystkie zmodyfikowane przez Ciebie pliki muszą zawierać wyraźną informację, że zostały przez Ciebie zmienione (sekcja 4(b)). Nie musisz publikować własnego kodu źródłowego. Sekcja 6 nie daje prawa do używania naszych znaków towarowych, dlatego prosimy, nie nazywaj swojego forka „Lumen” i nie używaj naszego logo. W razie wątpliwości napisz na adres legal@lumenproject.org.",
            ),
        ],
        bad=[
            Slip(0, [("(Section 4(d))", "(Section 4(c))")], "legal_reference"),
            Slip(2, [("pliku `NOTICE`", "pliku `README`")], "code"),
            Slip(
                1,
                [
                    (
                        "There is no obligation to publish your own source code.",
                        "There is also an obligation to publish your own source code.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-measles-outbreak-genotype-d8-abstract",
        source="Between January and June 2024, 212 measles cases were notified in the Westmoor region, of whom 81% had not received two doses of MMR vaccine. The median age was 7 years, and 34 patients (16%) were admitted to hospital; no deaths were recorded. Genotyping of 58 isolates identified genotype D8 in all samples, consistent with importation from a single source. Two-dose coverage at age five had fallen to 84.5% in 2023, below the 95% threshold recommended by WHO. Our findings support catch-up vaccination in primary schools, as previously proposed by Okafor and Lind (Vaccine, 2021; 39:4412–4419).",
        good=[
            Good(
                "preserve",
                "In the first half of 2024 (January to June), 212 measles cases were notified in the Westmoor region; 81% of these patients had not had two doses of MMR vaccine. Patients had a median age of 7 years. Thirty-four of them (16%) were admitted to hospital, and no deaths were recorded. All 58 genotyped isolates were genotype D8, which is consistent with importation from a single source. In 2023, two-dose coverage at age five had dropped to 84.5%, under the 95% threshold that WHO recommends. These findings support catch-up vaccination in primary schools, as Okafor and Lind previously proposed (Vaccine, 2021; 39:4412–4419).",
            ),
            Good(
                "preserve",
                """Measles in Westmoor, January–June 2024
- Notified cases: 212, of whom 81% had not received two MMR doses.
- Median age: 7 years.
- Hospital admissions: 34 (16%); no deaths recorded.
- Genotyping: all 58 isolates were genotype D8, consistent with importation from a single source.
- Two-dose coverage at age five: down to 84.5% in 2023, below the 95% threshold recommended by WHO.
These findings support catch-up vaccination in primary schools, as previously proposed by Okafor and Lind (Vaccine, 2021; 39:4412–4419).""",
            ),
            Good(
                "pl",
                "Od stycznia do czerwca 2024 r. w regionie Westmoor zgłoszono 212 przypadków odry; 81% chorych nie otrzymało dwóch dawek szczepionki MMR. Mediana wieku wynosiła 7 lat, a 34 pacjentów (16%) hospitalizowano; nie odnotowano zgonów. Genotypowanie 58 izolatów wykazało we wszystkich próbkach genotyp D8, co jest zgodne z zawleczeniem wirusa z jednego źródła. Odsetek pięciolatków zaszczepionych dwiema dawkami spadł w 2023 r. do 84,5%, poniżej progu 95% zalecanego przez WHO. Nasze wyniki przemawiają za szczepieniami uzupełniającymi w szkołach podstawowych, co wcześniej zaproponowali Okafor i Lind (Vaccine, 2021; 39:4412–4419).",
            ),
        ],
        bad=[
            Slip(
                1, [("(Vaccine, 2021; 39:4412–4419)", "(Vaccine, 2012; 39:4412–4419)")], "citation"
            ),
            Slip(0, [("under the 95% threshold", "under the 90% threshold")], "number"),
            Slip(
                2,
                [
                    (
                        "Nasze wyniki przemawiają za szczepieniami uzupełniającymi w szkołach podstawowych, co wcześniej zaproponowali Okafor i Lind",
                        "Our findings support catch-up vaccination in primary schools, as previously proposed by Okafor and Lind",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-flemish-tapestry-gallery-visitor-label",
        source="Gallery 7: Woven Worlds. The tapestries in this room were made in Flemish workshops between about 1520 and 1560 and are shown in rotation to limit light damage. Light levels are kept at 50 lux, so your eyes may need a minute to adjust. Please do not touch the textiles or lean on the display cases. Flash photography is not allowed in this gallery, but you may take photographs without flash. The large hunting scene on the north wall will be removed for conservation on 3 March 2026 and is expected to return in autumn 2027. Free guided tours start here every Thursday at 2 pm.",
        good=[
            Good(
                "preserve",
                "Welcome to Gallery 7, Woven Worlds. The tapestries here were made in Flemish workshops between about 1520 and 1560. They are shown in rotation to limit light damage. The light level is kept at 50 lux, so your eyes may need a minute to adjust. Please don't touch the textiles or lean on the display cases. You may take photos in this gallery, but not with flash. On 3 March 2026 the large hunting scene on the north wall will be taken down for conservation; we expect it to return in autumn 2027. Free guided tours leave from this spot every Thursday at 2 pm.",
            ),
            Good(
                "preserve",
                """Gallery 7 – Woven Worlds
Tapestries from Flemish workshops, made between about 1520 and 1560 and displayed in rotation to limit light damage.
Light level: 50 lux – your eyes may need a minute to adjust.
Please do not touch the textiles or lean on the display cases.
Photography without flash is permitted; flash photography is not allowed in this gallery.
The large hunting scene (north wall) will be removed for conservation on 3 March 2026 and is expected back in autumn 2027.
Free guided tours: every Thursday at 2 pm, starting here.""",
            ),
            Good(
                "pl",
                "Sala 7: Tkane światy. Gobeliny w tej sali powstały we flamandzkich warsztatach mniej więcej w latach 1520–1560 i są eksponowane rotacyjnie, aby ograniczyć szkody wywołane światłem. Natężenie oświetlenia utrzymujemy na poziomie 50 luksów, dlatego oczy mogą potrzebować minuty, by się przyzwyczaić. Prosimy nie dotykać tkanin i nie opierać się o gabloty. W tej sali nie wolno fotografować z lampą błyskową, ale można robić zdjęcia bez flesza. Duża scena myśliwska na północnej ścianie zostanie zdjęta do konserwacji 3 marca 2026 r.; jej powrót przewiduje się jesienią 2027 r. Bezpłatne oprowadzanie z przewodnikiem zaczyna się tutaj w każdy czwartek o 14:00.",
            ),
        ],
        bad=[
            Slip(2, [("3 marca 2026 r.", "3 maja 2026 r.")], "date"),
            Slip(
                0,
                [
                    (
                        "Please don't touch the textiles or lean on the display cases.",
                        "You should try to avoid touching the textiles or leaning on the display cases.",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "every Thursday at 2 pm, starting here.",
                        "every Thursday at 2 pm, starting here and led by curator Anna Verbeke.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-car-hire-damage-excess-waiver",
        source="Damage excess and waiver. If the car is damaged during your rental, you are liable for the first £1,200 of repair costs (the excess). You can reduce this to £0 by buying our Excess Waiver at £18 per day when you collect the car. The waiver does not cover damage to tyres, windscreens or the underside of the vehicle, or damage caused by driving under the influence of alcohol. A deposit equal to the excess is held on your credit card and is usually released within 7 to 10 working days after return, although some banks may take longer. Debit cards are not accepted for the deposit.",
        good=[
            Good(
                "preserve",
                "What happens if the car gets damaged? During your rental you're liable for the first £1,200 of any repair costs – this is the excess. Want to bring that down to £0? Buy our Excess Waiver for £18 a day when you collect the car. Keep in mind that the waiver doesn't cover damage to tyres, windscreens or the underside of the vehicle, or damage caused by driving under the influence of alcohol. We hold a deposit equal to the excess on your credit card (debit cards aren't accepted for the deposit). It's usually released within 7–10 working days after you return the car, although some banks may take longer.",
            ),
            Good(
                "preserve",
                "Excess and waiver: the renter is liable for the first £1,200 of repair costs for any damage to the car during the rental (the excess). This can be reduced to £0 by purchasing the Excess Waiver, at £18 per day, on collection of the car. Damage to tyres, windscreens or the vehicle's underside, and damage caused by driving under the influence of alcohol, are not covered by the waiver. A deposit equal to the excess is held on the renter's credit card; it is usually released within seven to ten working days after return, though some banks may take longer. Debit cards are not accepted for the deposit.",
            ),
            Good(
                "pl",
                "Udział własny i jego zniesienie. Jeśli samochód zostanie uszkodzony w trakcie wynajmu, odpowiadasz za pierwsze 1200 GBP kosztów naprawy (tzw. udział własny). Możesz obniżyć tę kwotę do 0 GBP, wykupując przy odbiorze samochodu naszą ochronę Excess Waiver za 18 GBP dziennie. Ochrona nie obejmuje uszkodzeń opon, szyb przednich ani podwozia pojazdu, a także szkód spowodowanych jazdą pod wpływem alkoholu. Na Twojej karcie kredytowej blokujemy kaucję w wysokości udziału własnego; zwykle zwalniamy ją w ciągu 7–10 dni roboczych od zwrotu samochodu, choć w niektórych bankach może to potrwać dłużej. Kaucji nie można wnieść kartą debetową.",
            ),
        ],
        bad=[
            Slip(1, [("at £18 per day", "at £15 per day")], "number"),
            Slip(2, [("zwykle zwalniamy ją", "zwalniamy ją")], "hedge"),
            Slip(
                0,
                [
                    (
                        "although some banks may take longer",
                        "although some banks, such as Barclays, may take longer",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-river-watch-water-sampling-guide",
        source="River Watch sampling guide. Take your sample from the same spot each month, at least 2 metres from the bank and never from a bridge or storm drain outlet. Fill the 250 ml bottle about 10 cm below the surface, facing upstream. Nitrate and phosphate strips must be read exactly 60 seconds after dipping; readings taken later are not reliable. Record the water temperature and note any unusual colour or smell. You should not enter the water if it is above knee height or flowing fast. Children under 16 may take part only with an adult. Upload results within 48 hours through the River Watch app.",
        good=[
            Good(
                "preserve",
                """River Watch – how to take a sample
1. Sample from the same spot every month, at least 2 metres from the bank. Never sample from a bridge or a storm drain outlet.
2. Facing upstream, fill the 250 ml bottle about 10 cm below the surface.
3. You must read the nitrate and phosphate strips exactly 60 seconds after dipping them – later readings are not reliable.
4. Record the water temperature and note any unusual colour or smell.
5. Upload your results through the River Watch app within 48 hours.
Safety: you should not go into the water if it is above knee height or flowing fast, and children under 16 may take part only with an adult.""",
            ),
            Good(
                "preserve",
                "Each month, take your sample from the same place, at least 2 metres from the bank – never from a bridge or a storm drain outlet. Face upstream and fill the 250 ml bottle roughly 10 cm below the surface. The nitrate and phosphate strips must be read exactly 60 seconds after you dip them, because readings taken later are not reliable. Write down the water temperature and any unusual colour or smell. If the water is above knee height or flowing fast, you should not go in. Under-16s may take part only if an adult is with them. Upload your results via the River Watch app within 48 hours.",
            ),
            Good(
                "pl",
                "Przewodnik River Watch: pobieranie próbek. Próbkę pobieraj co miesiąc w tym samym miejscu, co najmniej 2 metry od brzegu i nigdy z mostu ani z wylotu kanalizacji deszczowej. Napełnij butelkę 250 ml około 10 cm pod powierzchnią, stojąc twarzą pod prąd. Paski do pomiaru azotanów i fosforanów trzeba odczytać dokładnie 60 sekund po zanurzeniu; późniejsze odczyty nie są wiarygodne. Zapisz temperaturę wody i zanotuj nietypowy kolor lub zapach. Nie powinno się wchodzić do wody, jeśli sięga powyżej kolan lub płynie szybko. Dzieci poniżej 16 lat mogą brać udział wyłącznie z osobą dorosłą. Wyniki prześlij w ciągu 48 godzin przez aplikację River Watch.",
            ),
        ],
        bad=[
            Slip(2, [("butelkę 250 ml", "butelkę 500 ml")], "number"),
            Slip(
                0,
                [("later readings are not reliable", "later readings are still reliable")],
                "negation",
            ),
            Slip(1, [("strips must be read exactly", "strips should be read exactly")], "modality"),
        ],
    ),
    Case(
        key="en-festival-campsite-wristband-rules",
        source="Camping at Greenfold Festival. The campsites open at 10 am on Thursday 19 June and close at noon on Monday 23 June. Your camping wristband must be worn at all times and cannot be replaced if lost or removed. Gas canisters up to 3 kg may be brought in, but open fires and glass bottles are banned. Quiet hours in the family field run from 11 pm to 7 am. Campervans need a separate pass, which costs £75 and should be booked in advance because spaces are limited. Anything left behind after the site closes will be collected and donated to local charities.",
        good=[
            Good(
                "preserve",
                """Greenfold Festival camping – the essentials:
- Opening times: the campsites open on Thursday 19 June at 10 am and close on Monday 23 June at 12 noon.
- Wristbands: you must wear your camping wristband at all times. If it is lost or removed, it cannot be replaced.
- What to bring: gas canisters up to 3 kg are allowed; open fires and glass bottles are banned.
- Family field: quiet hours are 11 pm–7 am.
- Campervans: a separate £75 pass is needed, and you should book it in advance, as spaces are limited.
- Left-behind items: anything still on site after it closes will be collected and donated to local charities.""",
            ),
            Good(
                "preserve",
                "Our campsites open at 10 am on Thursday 19 June and close at midday on Monday 23 June. You must keep your camping wristband on at all times – if you lose it or take it off, it can't be replaced. You may bring gas canisters of up to 3 kg, but open fires and glass bottles are banned. If you're staying in the family field, quiet hours run from 11 pm until 7 am. Coming in a campervan? You'll need a separate pass costing £75, and because spaces are limited, it should be booked in advance. Anything left behind once the site has closed will be collected and donated to local charities.",
            ),
            Good(
                "pl",
                "Kemping na Greenfold Festival. Pola namiotowe zostaną otwarte w czwartek 19 czerwca o 10:00 i zamknięte w poniedziałek 23 czerwca w południe. Opaskę kempingową trzeba nosić przez cały czas; w razie zgubienia lub zdjęcia nie można jej wymienić na nową. Można wnieść butle gazowe o wadze do 3 kg, ale otwarty ogień i szklane butelki są zakazane. Cisza nocna na polu rodzinnym obowiązuje od 23:00 do 7:00. Kampery wymagają osobnej przepustki, która kosztuje 75 GBP i powinna zostać zarezerwowana z wyprzedzeniem, ponieważ liczba miejsc jest ograniczona. Wszystko, co zostanie pozostawione po zamknięciu terenu, zostanie zebrane i przekazane lokalnym organizacjom charytatywnym.",
            ),
        ],
        bad=[
            Slip(0, [("you should book it in advance", "you must book it in advance")], "modality"),
            Slip(
                2,
                [
                    (
                        "przekazane lokalnym organizacjom charytatywnym.",
                        "przekazane lokalnym organizacjom charytatywnym, m.in. oddziałowi Czerwonego Krzyża w Greenfold.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("at 10 am on Thursday 19 June", "at 10 am on Friday 20 June")], "date"),
        ],
    ),
    Case(
        key="en-python-release-tagging-checklist",
        source="""# Release checklist

1. Make sure CI is green on `main`.
2. Update `CHANGELOG.md` and bump the version in `pyproject.toml`.
3. Create an annotated tag:

   ```bash
   git tag -a v2.4.0 -m "Release 2.4.0"
   git push origin v2.4.0
   ```

4. Wait for the `publish` workflow to upload the package to PyPI.

> **Note:** never reuse or move a tag that has already been pushed. If a release is broken, publish a new patch version (e.g. `v2.4.1`) instead.

Do not release on Fridays unless a maintainer approves it.""",
        good=[
            Good(
                "preserve",
                """# Release checklist

1. Check that CI passes on `main`.
2. Update `CHANGELOG.md`, then bump the version in `pyproject.toml`.
3. Tag the release with an annotated tag:

   ```bash
   git tag -a v2.4.0 -m "Release 2.4.0"
   git push origin v2.4.0
   ```

4. Wait until the `publish` workflow has uploaded the package to PyPI.

> **Note:** a tag that has already been pushed must never be reused or moved. If a release turns out to be broken, publish a new patch version instead (for example `v2.4.1`).

Don't release on a Friday unless a maintainer has approved it.""",
            ),
            Good(
                "preserve",
                """# Release checklist

1. Confirm that CI on `main` is green.
2. Bump the version in `pyproject.toml` and update `CHANGELOG.md`.
3. Create and push an annotated tag:

   ```bash
   git tag -a v2.4.0 -m "Release 2.4.0"
   git push origin v2.4.0
   ```

4. Wait for the `publish` workflow to upload the package to PyPI.

> **Note:** once a tag has been pushed, never reuse or move it. If a release is broken, publish a new patch version (e.g. `v2.4.1`) instead.

Releases are not made on Fridays unless a maintainer has approved them.""",
            ),
            Good(
                "pl",
                """# Lista kontrolna wydania

1. Upewnij się, że CI na `main` świeci na zielono.
2. Zaktualizuj `CHANGELOG.md` i podbij wersję w `pyproject.toml`.
3. Utwórz tag z adnotacją:

   ```bash
   git tag -a v2.4.0 -m "Release 2.4.0"
   git push origin v2.4.0
   ```

4. Poczekaj, aż workflow `publish` wyśle pakiet do PyPI.

> **Uwaga:** nigdy nie używaj ponownie ani nie przesuwaj tagu, który został już wypchnięty. Jeśli wydanie jest wadliwe, opublikuj zamiast tego nową wersję poprawkową (np. `v2.4.1`).

Nie wydawaj wersji w piątki, chyba że zgodzi się na to maintainer.""",
            ),
        ],
        bad=[
            Slip(0, [("git push origin v2.4.0", "git push origin main")], "code"),
            Slip(2, [("# Lista kontrolna wydania\n", "Lista kontrolna wydania\n")], "markdown"),
            Slip(
                1,
                [("Releases are not made on Fridays", "Releases are made on Fridays")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-travel-insurance-lost-baggage-claim",
        source="Lost or delayed baggage. If your checked baggage is lost or delayed, you must obtain a Property Irregularity Report (PIR) from the airline before leaving the airport. We will reimburse essential purchases up to €300 if your bags are delayed by more than 12 hours, provided you keep the receipts. For permanently lost baggage, cover is limited to €2,000 per person and €250 for any single item. You should first claim compensation from the airline, which is liable under Article 17 of the Montreal Convention. Submit your claim at https://claims.alderinsure.eu/baggage within 28 days of returning home.",
        good=[
            Good(
                "preserve",
                "Checked baggage lost or delayed? Before you leave the airport, you must get a Property Irregularity Report (PIR) from the airline. You should claim compensation from the airline first, as it is liable under Article 17 of the Montreal Convention. If your bags are more than 12 hours late, we'll reimburse essential purchases up to €300, as long as you keep the receipts. If your baggage is lost for good, cover is limited to €2,000 per person and €250 for any single item. Send us your claim at https://claims.alderinsure.eu/baggage within 28 days of getting home.",
            ),
            Good(
                "preserve",
                """Lost or delayed checked baggage
- A Property Irregularity Report (PIR) must be obtained from the airline before you leave the airport.
- Compensation should first be claimed from the airline, which is liable under Article 17 of the Montreal Convention.
- Delay of more than 12 hours: essential purchases are reimbursed up to €300, provided you keep the receipts.
- Permanent loss: cover is limited to €2,000 per person and €250 for any single item.
- Claims are submitted at https://claims.alderinsure.eu/baggage within 28 days of returning home.""",
            ),
            Good(
                "pl",
                "Zagubiony lub opóźniony bagaż. Jeśli Twój bagaż rejestrowany zaginie lub się opóźni, przed opuszczeniem lotniska musisz uzyskać od linii lotniczej raport o nieprawidłowościach bagażowych (PIR). Jeśli bagaż dotrze z opóźnieniem przekraczającym 12 godzin, zwrócimy koszt niezbędnych zakupów do 300 €, pod warunkiem że zachowasz paragony. W przypadku trwałej utraty bagażu ochrona jest ograniczona do 2000 € na osobę i 250 € za pojedynczy przedmiot. Najpierw powinieneś dochodzić odszkodowania od linii lotniczej, która ponosi odpowiedzialność na podstawie art. 17 konwencji montrealskiej. Roszczenie zgłoś na stronie https://claims.alderinsure.eu/baggage w ciągu 28 dni od powrotu do domu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Article 17 of the Montreal Convention",
                        "Article 19 of the Montreal Convention",
                    )
                ],
                "legal_reference",
            ),
            Slip(2, [("250 € za pojedynczy przedmiot", "500 € za pojedynczy przedmiot")], "number"),
            Slip(
                1,
                [("https://claims.alderinsure.eu/baggage", "https://claims.alderinsure.eu/travel")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-teaching-lab-chemical-waste-disposal",
        source="Waste disposal in the teaching lab. Solutions containing heavy metals such as copper or lead must never be poured down the sink; collect them in the labelled container in fume cupboard 3. Small volumes of dilute acids and alkalis (below 0.5 mol/dm³) can usually be neutralised and flushed away with plenty of water, but check with the technician first. Organic solvents go in the red solvent drum, which should not be filled beyond 80%. Broken glass belongs in the cardboard glass bin, not the general waste. The procedure follows the CLEAPSS Laboratory Handbook (2023), section 7.4, which explains why mixing waste streams can produce toxic gases.",
        good=[
            Good(
                "preserve",
                """Teaching lab waste – where things go:
- Solutions containing heavy metals such as copper or lead: these must never be poured down the sink. Collect them in the labelled container in fume cupboard 3.
- Small volumes of dilute acids and alkalis (below 0.5 mol/dm³): these can usually be neutralised and flushed away with plenty of water, but check with the technician first.
- Organic solvents: into the red solvent drum, which should not be filled beyond 80%.
- Broken glass: the cardboard glass bin, not the general waste.
This procedure follows section 7.4 of the CLEAPSS Laboratory Handbook (2023), which explains why mixing waste streams can produce toxic gases.""",
            ),
            Good(
                "preserve",
                "Solutions with heavy metals such as copper or lead must never go down the sink; collect them in the labelled container in fume cupboard 3 instead. After checking with the technician, you can usually neutralise small volumes of dilute acids and alkalis (under 0.5 mol/dm³) and flush them away with plenty of water. Organic solvents are collected in the red solvent drum, which shouldn't be filled to more than 80%. Put broken glass in the cardboard glass bin rather than the general waste. This procedure follows the CLEAPSS Laboratory Handbook (2023), section 7.4, which explains why mixing waste streams can produce toxic gases.",
            ),
            Good(
                "pl",
                "Utylizacja odpadów w pracowni dydaktycznej. Roztworów zawierających metale ciężkie, takie jak miedź czy ołów, nigdy nie wolno wylewać do zlewu; zbieraj je do oznakowanego pojemnika w dygestorium nr 3. Niewielkie ilości rozcieńczonych kwasów i zasad (poniżej 0,5 mol/dm³) można zwykle zneutralizować i spłukać dużą ilością wody, ale najpierw skonsultuj się z technikiem. Rozpuszczalniki organiczne wlewa się do czerwonego pojemnika na rozpuszczalniki, którego nie należy napełniać powyżej 80%. Potłuczone szkło wyrzuca się do kartonowego pojemnika na szkło, a nie do odpadów ogólnych. Procedura jest zgodna z podręcznikiem CLEAPSS Laboratory Handbook (2023), sekcja 7.4, w którym wyjaśniono, dlaczego mieszanie różnych strumieni odpadów może prowadzić do powstawania toksycznych gazów.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("CLEAPSS Laboratory Handbook (2023)", "CLEAPSS Laboratory Handbook (2019)")],
                "citation",
            ),
            Slip(1, [("you can usually neutralise", "you can neutralise")], "hedge"),
            Slip(2, [("a nie do odpadów ogólnych", "albo do odpadów ogólnych")], "negation"),
        ],
    ),
    Case(
        key="en-allotment-annual-rent-notice",
        source="Annual rent notice. Rents for the 2025–26 season are due by 31 October 2025. A full plot costs £64 and a half plot £36; members over 65 receive a 20% discount. You can pay by bank transfer, quoting your plot number, or in cash at the hut on Saturday mornings between 9 and 11 am. If your rent has not been received by the due date, the committee will send a reminder, and plots unpaid by 30 November will be offered to the next person on the waiting list. Plot holders must also complete at least one work party during the year.",
        good=[
            Good(
                "preserve",
                "Your allotment rent for the 2025–26 season is due by 31 October 2025. It's £64 for a full plot and £36 for a half plot, and members over 65 get a 20% discount. You can pay by bank transfer (quote your plot number) or in cash at the hut on Saturday mornings, between 9 and 11 am. If we haven't received your rent by the due date, the committee will send you a reminder; any plot still unpaid by 30 November will be offered to the next person on the waiting list. Please remember that you must also complete at least one work party during the year.",
            ),
            Good(
                "preserve",
                """Annual rent notice – 2025–26 season
- Due date: 31 October 2025.
- Rates: full plot £64; half plot £36; members over 65 receive a 20% discount.
- How to pay: by bank transfer quoting your plot number, or in cash at the hut on Saturday mornings between 9 and 11 am.
- Late payment: the committee will send a reminder if rent has not been received by the due date, and plots unpaid by 30 November will be offered to the next person on the waiting list.
- Work parties: every plot holder must also complete at least one during the year.""",
            ),
            Good(
                "pl",
                "Coroczne zawiadomienie o czynszu. Czynsz za sezon 2025–26 należy wpłacić do 31 października 2025 r. Cała działka kosztuje 64 GBP, a pół działki 36 GBP; członkowie w wieku powyżej 65 lat otrzymują 20% zniżki. Możesz zapłacić przelewem, podając numer działki, albo gotówką w altanie w soboty rano, między 9:00 a 11:00. Jeśli czynsz nie wpłynie do terminu płatności, zarząd wyśle przypomnienie, a działki nieopłacone do 30 listopada zostaną zaoferowane następnej osobie z listy oczekujących. Działkowcy muszą też w ciągu roku wziąć udział w co najmniej jednej akcji wspólnych prac.",
            ),
        ],
        bad=[
            Slip(1, [("plots unpaid by 30 November", "plots unpaid by 31 December")], "date"),
            Slip(
                0,
                [
                    (
                        "Please remember that you must also complete at least one work party during the year.",
                        "Pamiętaj też, że w ciągu roku musisz wziąć udział w co najmniej jednej akcji wspólnych prac.",
                    )
                ],
                "wrong_language",
            ),
            Slip(2, [("Działkowcy muszą też", "Działkowcy powinni też")], "modality"),
        ],
    ),
    Case(
        key="en-mpl-licence-commercial-use-faq",
        source="Can I use Tessel in a commercial product? Yes. Tessel is released under the Mozilla Public License 2.0, which allows commercial use. If you modify any of Tessel's source files, Section 3.2 requires you to make the source code of those files available to recipients under the MPL, but your own files can remain under any licence you choose. We believe most SaaS deployments do not trigger these obligations, since the MPL applies on distribution; this is not legal advice, however. The 1.x releases were published under the Apache License 2.0 and remain available under those terms. For a commercial support contract, email sales@tessel.dev.",
        good=[
            Good(
                "preserve",
                "Yes, you can use Tessel in a commercial product: it's released under the Mozilla Public License 2.0, which allows commercial use. If you modify any of Tessel's source files, Section 3.2 requires you to make the source code of those files available to recipients under the MPL; your own files can stay under whatever licence you choose. Because the MPL applies on distribution, we believe most SaaS deployments don't trigger these obligations – but this is not legal advice. The 1.x releases were published under the Apache License 2.0 and are still available under those terms. If you'd like a commercial support contract, email sales@tessel.dev.",
            ),
            Good(
                "preserve",
                """Commercial use of Tessel is allowed: the project is released under the Mozilla Public License 2.0, which permits it. What you need to know:
- Modifying Tessel's source files: under Section 3.2 you are required to make the source code of those files available to recipients under the MPL.
- Your own files: these can remain under any licence you choose.
- SaaS: we believe most SaaS deployments do not trigger these obligations, since the MPL applies on distribution (this is not legal advice, however).
- Older versions: the 1.x releases were published under the Apache License 2.0 and remain available under those terms.
- Commercial support contracts: email sales@tessel.dev.""",
            ),
            Good(
                "pl",
                "Czy mogę używać Tessel w produkcie komercyjnym? Tak. Tessel jest udostępniany na licencji Mozilla Public License 2.0, która zezwala na użytek komercyjny. Jeśli zmodyfikujesz którykolwiek z plików źródłowych Tessel, sekcja 3.2 wymaga, abyś udostępnił odbiorcom kod źródłowy tych plików na licencji MPL, ale Twoje własne pliki mogą pozostać na dowolnej wybranej przez Ciebie licencji. Uważamy, że większość wdrożeń SaaS nie uruchamia tych obowiązków, ponieważ MPL ma zastosowanie przy dystrybucji; nie stanowi to jednak porady prawnej. Wydania 1.x zostały opublikowane na licencji Apache License 2.0 i nadal są dostępne na tych warunkach. W sprawie komercyjnej umowy wsparcia napisz na adres sales@tessel.dev.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("under Section 3.2 you are required", "under Section 3.3 you are required")],
                "legal_reference",
            ),
            Slip(
                0,
                [
                    (
                        "we believe most SaaS deployments don't trigger",
                        "most SaaS deployments don't trigger",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Wydania 1.x zostały opublikowane",
                        "Wydania 1.x, rozwijane do 2021 r. przez firmę Northwind Labs, zostały opublikowane",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
