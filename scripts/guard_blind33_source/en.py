# ruff: noqa: E501, RUF001
"""English source cases of blind set 33: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES = [
    Case(
        key="en-funicular-winter-closure",
        source="""The Castle Hill Funicular will close for its annual winter maintenance from Monday 6 January to Friday 14 February 2025. During this period engineers will replace the haul cable and inspect both cars, work that is required every five years under the operator's safety certificate. The lower station café will stay open from 9:00 to 16:00 daily, but the upper station will not be accessible by the footpath while the scaffolding is up. Season tickets will be extended by 40 days automatically; holders do not need to apply. Visitors with reduced mobility may use the free shuttle bus from Harbour Square, which runs every 20 minutes. Updates will be posted at www.castlehillfunicular.co.uk/winter.""",
        good=[
            Good(
                "preserve",
                """From Monday 6 January until Friday 14 February 2025, the Castle Hill Funicular is closed for its yearly winter maintenance. Engineers will fit a new haul cable and inspect both cars – the operator's safety certificate requires this work every five years. The café at the lower station remains open every day from 9:00 to 16:00. The upper station, however, cannot be reached via the footpath while the scaffolding is in place. All season tickets will be extended by 40 days automatically, so holders don't need to apply. Visitors with reduced mobility may take the free shuttle bus from Harbour Square, which runs every 20 minutes. For updates, see www.castlehillfunicular.co.uk/winter.""",
            ),
            Good(
                "preserve",
                """Heads up: the Castle Hill Funicular is taking its annual winter break from Monday 6 January to Friday 14 February 2025. While it's shut, our engineers are swapping the haul cable and checking over both cars – a job the operator's safety certificate says has to be done every five years. You can still grab a coffee at the lower station café, open daily 9:00–16:00, but please note that you won't be able to get to the upper station on the footpath while the scaffolding is up. Got a season ticket? We'll add 40 days to it automatically – there's no need to apply. If you have reduced mobility, you're welcome to hop on the free shuttle bus from Harbour Square; it comes every 20 minutes. Keep an eye on www.castlehillfunicular.co.uk/winter for updates.""",
            ),
            Good(
                "pl",
                """Kolej linowo-terenowa Castle Hill zostanie zamknięta na coroczny przegląd zimowy od poniedziałku 6 stycznia do piątku 14 lutego 2025 r. W tym czasie technicy wymienią linę napędową i skontrolują oba wagony – zgodnie ze świadectwem bezpieczeństwa operatora prace te są wymagane co pięć lat. Kawiarnia na dolnej stacji będzie czynna codziennie od 9:00 do 16:00, natomiast do górnej stacji nie będzie można dojść ścieżką pieszą, dopóki stoją rusztowania. Bilety sezonowe zostaną automatycznie przedłużone o 40 dni; ich posiadacze nie muszą składać wniosku. Osoby o ograniczonej sprawności ruchowej mogą skorzystać z bezpłatnego autobusu wahadłowego z Harbour Square, który kursuje co 20 minut. Aktualne informacje będą publikowane na stronie www.castlehillfunicular.co.uk/winter.""",
            ),
        ],
        bad=[
            Slip(0, [("Friday 14 February 2025", "Friday 21 February 2025")], "date"),
            Slip(
                2,
                [("www.castlehillfunicular.co.uk/winter", "www.castlehill-funicular.co.uk/winter")],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "you won't be able to get to the upper station",
                        "you'll still be able to get to the upper station",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-harp-loan-scheme",
        source="""## Harp Loan Scheme 2025/26

The Northbridge Harp Trust lends **lever harps** to pupils aged 8 to 16 who are new to the instrument.

- Loans last for **one academic year** and may be renewed once.
- A refundable deposit of £150 is required before collection.
- Harps must be insured by the family; the Trust's policy does not cover home use.
- Pupils should take at least 10 lessons per term with a registered teacher.

Applications close on 30 June. Please send the form to loans@northbridgeharp.org.uk. We usually reply within two weeks.""",
        good=[
            Good(
                "preserve",
                """## Harp Loan Scheme 2025/26

Are you aged 8 to 16 and just starting out on the harp? The Northbridge Harp Trust can lend you a **lever harp**.

- Each loan runs for **one academic year**, and you may renew it once.
- Before you collect the harp, you need to pay a refundable deposit of £150.
- Your family must insure the harp, because the Trust's policy does not cover it at home.
- You should have at least 10 lessons a term with a registered teacher.

The deadline for applications is 30 June. Send your form to loans@northbridgeharp.org.uk – we usually get back to you within two weeks.""",
            ),
            Good(
                "preserve",
                """## Harp Loan Scheme 2025/26

**Lever harps** are lent by the Northbridge Harp Trust to beginner pupils between the ages of 8 and 16.

- The loan period is **one academic year**; a single renewal is permitted.
- Collection is conditional on payment of a refundable £150 deposit.
- Insurance is mandatory and is the family's responsibility, as home use is not covered by the Trust's policy.
- A minimum of 10 lessons per term with a registered teacher is expected.

The application deadline is 30 June. Completed forms should be sent to loans@northbridgeharp.org.uk. A reply can usually be expected within two weeks.""",
            ),
            Good(
                "pl",
                """## Program wypożyczania harf 2025/26

Northbridge Harp Trust wypożycza **harfy celtyckie** uczniom w wieku od 8 do 16 lat, którzy dopiero zaczynają naukę gry na tym instrumencie.

- Wypożyczenie trwa **jeden rok szkolny** i można je raz przedłużyć.
- Przed odbiorem wymagana jest zwrotna kaucja w wysokości 150 £.
- Harfę musi ubezpieczyć rodzina; polisa fundacji nie obejmuje użytkowania w domu.
- Uczeń powinien odbyć co najmniej 10 lekcji w semestrze u zarejestrowanego nauczyciela.

Zgłoszenia przyjmujemy do 30 czerwca. Formularz prosimy przesłać na adres loans@northbridgeharp.org.uk. Zwykle odpowiadamy w ciągu dwóch tygodni.""",
            ),
        ],
        bad=[
            Slip(1, [("## Harp Loan Scheme 2025/26\n", "Harp Loan Scheme 2025/26\n")], "markdown"),
            Slip(2, [("150 £", "250 £")], "number"),
            Slip(
                0,
                [("Your family must insure the harp", "Your family may want to insure the harp")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-glassblowing-taster-session",
        source="""Glassblowing Taster Session – booking terms

Sessions run on Saturdays and last 2.5 hours. Each group has a maximum of six participants, and the minimum age is 14; under-18s must be accompanied by a paying adult. The price of £85 per person includes all materials and one finished paperweight, which can be collected after 48 hours once it has cooled in the annealing oven. Closed-toe shoes and cotton clothing are required; synthetic fabrics are not permitted near the furnace. We cannot offer refunds for cancellations made less than 7 days before the session, but you may transfer your place to a friend at no charge.""",
        good=[
            Good(
                "preserve",
                """Glassblowing Taster Session – how booking works

Our taster sessions take place on Saturdays and last two and a half hours. There are never more than six people in a group, and you need to be at least 14 to join; if you're under 18, a paying adult must come with you. For £85 per person you get all your materials plus one finished paperweight, ready to collect after 48 hours once it has cooled in the annealing oven. You'll need closed-toe shoes and cotton clothes – these are required, and synthetic fabrics aren't allowed near the furnace. If you cancel less than 7 days before your session we can't give you a refund, but you're free to pass your place on to a friend at no charge.""",
            ),
            Good(
                "preserve",
                """Glassblowing Taster Session: Terms of Booking

Sessions are held on Saturdays and have a duration of 2.5 hours. Group size is limited to six participants. Participants must be aged 14 or over, and those under 18 must be accompanied by an adult who has also paid. The fee of £85 per person covers all materials and one finished paperweight; the paperweight may be collected after 48 hours, once it has cooled in the annealing oven. Closed-toe footwear and cotton clothing are mandatory, and synthetic fabrics are prohibited in the vicinity of the furnace. No refund is available for cancellations received less than 7 days before the session; however, a place may be transferred to a friend free of charge.""",
            ),
            Good(
                "pl",
                """Warsztaty dmuchania szkła dla początkujących – zasady rezerwacji

Zajęcia odbywają się w soboty i trwają 2,5 godziny. W grupie może być najwyżej sześć osób, a minimalny wiek uczestnika to 14 lat; osoby poniżej 18 roku życia muszą przyjść z dorosłym, który również opłacił udział. Cena 85 £ za osobę obejmuje wszystkie materiały oraz jeden gotowy przycisk do papieru, który można odebrać po 48 godzinach, gdy ostygnie w piecu odprężającym. Obowiązkowe są buty z zakrytymi palcami i bawełniana odzież; tkaniny syntetyczne są niedozwolone w pobliżu pieca. W przypadku rezygnacji na mniej niż 7 dni przed zajęciami nie możemy zwrócić opłaty, ale można bezpłatnie przekazać swoje miejsce znajomej osobie.""",
            ),
        ],
        bad=[
            Slip(2, [("najwyżej sześć osób", "najwyżej osiem osób")], "number"),
            Slip(1, [("No refund is available", "A refund is available")], "negation"),
            Slip(
                0,
                [
                    (
                        "ready to collect after 48 hours",
                        "ready to collect from our Mill Lane shop after 48 hours",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-falconry-experience",
        source="""Falconry Experience – what to expect

Your experience lasts around three hours and includes handling at least four species, including our Harris hawks and a European eagle owl. Birds are living animals and may refuse to fly in heavy rain or strong wind; if this happens, we will usually offer a rebooking rather than a refund. Gloves are provided, and you must not bring dogs onto the site. Children aged 10 to 15 can take part if an adult joins them, and the price for a child is £45 instead of £75. Photography is allowed, but flash should be switched off near the owls.""",
        good=[
            Good(
                "preserve",
                """Falconry Experience – what to expect

The experience takes about three hours. You will handle at least four species, among them our Harris hawks and a European eagle owl. Because the birds are living animals, they may refuse to fly in heavy rain or strong wind. If that happens, we'll usually offer to rebook you instead of giving a refund. We provide gloves. Dogs must not be brought onto the site. Children aged 10 to 15 can join in if an adult takes part with them, and they pay £45 rather than £75. You're allowed to take photos, but you should switch off your flash near the owls.""",
            ),
            Good(
                "preserve",
                """Falconry Experience: What's Involved

Plan on spending roughly three hours with us. Over that time you'll get hands-on with a minimum of four species – our Harris hawks and a European eagle owl among them. Bear in mind that these are living animals: in heavy rain or strong wind they may refuse to fly, and in that case we will usually suggest rebooking rather than refunding you. Gloves are supplied. No dogs may be brought onto the site. Young people aged 10 to 15 are welcome provided an adult joins them, at a child price of £45 instead of £75. Feel free to take pictures, though flash should be turned off around the owls.""",
            ),
            Good(
                "pl",
                """Zajęcia z sokolnictwa – czego się spodziewać

Zajęcia trwają około trzech godzin, a w ich trakcie będziesz mieć kontakt z co najmniej czterema gatunkami ptaków, w tym z naszymi myszołowami towarzyskimi i puchaczem europejskim. Ptaki to żywe zwierzęta i mogą odmówić lotu przy ulewnym deszczu lub silnym wietrze; w takiej sytuacji zwykle proponujemy zmianę terminu zamiast zwrotu pieniędzy. Rękawice zapewniamy, a na teren nie wolno wprowadzać psów. Dzieci w wieku od 10 do 15 lat mogą wziąć udział, jeśli towarzyszy im dorosły; cena dla dziecka wynosi 45 £ zamiast 75 £. Można robić zdjęcia, ale w pobliżu sów należy wyłączyć lampę błyskową.""",
            ),
        ],
        bad=[
            Slip(0, [("they may refuse to fly", "they refuse to fly")], "hedge"),
            Slip(2, [("co najmniej czterema", "co najmniej pięcioma")], "number"),
            Slip(1, [("flash should be turned off", "flash must be turned off")], "modality"),
        ],
    ),
    Case(
        key="en-abstract-octopus-den-sharing",
        source="""Common octopuses (Octopus vulgaris) are generally regarded as solitary, yet recent field reports suggest that den sharing may be more frequent than assumed (Ferreira & Lunn, 2019). We monitored 42 artificial dens off the Algarve coast with time-lapse cameras over 14 months. Den sharing was recorded on 117 occasions, most often when suitable shelter was scarce. Shared occupancy did not appear to increase aggressive encounters, in contrast to laboratory observations (Okamoto et al., 2016). These results indicate that shelter availability, rather than social tolerance alone, probably drives co-occupation, although the small sample of sites limits generalisation.""",
        good=[
            Good(
                "preserve",
                """The common octopus (Octopus vulgaris) is generally thought of as a loner, but recent field reports suggest that octopuses may share dens more often than assumed (Ferreira & Lunn, 2019). Using time-lapse cameras, we watched 42 artificial dens off the Algarve coast for 14 months. We saw dens being shared 117 times, most often when good shelter was in short supply. Sharing did not appear to lead to more aggressive encounters, unlike what has been observed in the laboratory (Okamoto et al., 2016). Our results indicate that the availability of shelter, and not social tolerance alone, is probably what drives octopuses to live together, though because we studied only a small number of sites, the findings are of limited generality.""",
            ),
            Good(
                "preserve",
                """Although Octopus vulgaris is generally considered a solitary species, recent field observations suggest that den sharing may occur more frequently than previously assumed (Ferreira & Lunn, 2019). Over a 14-month period, 42 artificial dens off the Algarve coast were monitored using time-lapse cameras. A total of 117 den-sharing events were recorded, predominantly when suitable shelter was scarce. Contrary to laboratory observations (Okamoto et al., 2016), shared occupancy did not appear to be associated with an increase in aggressive encounters. The findings indicate that co-occupation is probably driven by shelter availability rather than by social tolerance alone; however, generalisation is limited by the small sample of sites.""",
            ),
            Good(
                "pl",
                """Ośmiornica zwyczajna (Octopus vulgaris) jest powszechnie uważana za gatunek samotniczy, jednak najnowsze doniesienia terenowe sugerują, że współdzielenie kryjówek może zdarzać się częściej, niż sądzono (Ferreira & Lunn, 2019). Przez 14 miesięcy monitorowaliśmy za pomocą kamer poklatkowych 42 sztuczne kryjówki u wybrzeży Algarve. Współdzielenie kryjówki odnotowano 117 razy, najczęściej wtedy, gdy brakowało odpowiednich schronień. Wspólne zajmowanie kryjówek nie wydawało się zwiększać liczby agresywnych interakcji, w przeciwieństwie do obserwacji laboratoryjnych (Okamoto et al., 2016). Wyniki wskazują, że współzamieszkiwanie jest prawdopodobnie napędzane dostępnością schronień, a nie wyłącznie tolerancją społeczną, choć niewielka próba stanowisk ogranicza możliwość uogólnienia wniosków.""",
            ),
        ],
        bad=[
            Slip(1, [("(Okamoto et al., 2016)", "(Okamoto et al., 2018)")], "citation"),
            Slip(2, [("jest prawdopodobnie napędzane", "jest napędzane")], "hedge"),
            Slip(0, [("shared 117 times", "shared 171 times")], "number"),
        ],
    ),
    Case(
        key="en-abstract-streetlight-bat-dimming",
        source="""Artificial light at night is known to alter the behaviour of many bat species (Stone et al., 2009), but the effect of dimming schemes has rarely been tested. We recorded bat activity with acoustic detectors at 36 streetlight sites in two English towns before and after lights were dimmed by 50% between midnight and 5 a.m. Activity of light-averse Myotis species rose by 28% at dimmed sites, whereas Pipistrellus activity did not change significantly. The results suggest that part-night dimming may benefit light-sensitive bats without affecting more tolerant species, consistent with modelling by Azam and Kerbiriou (2018). Longer monitoring is needed to assess seasonal effects.""",
        good=[
            Good(
                "preserve",
                """Many bat species are known to behave differently under artificial light at night (Stone et al., 2009), yet what happens when the lights are dimmed has rarely been tested. We used acoustic detectors to record bat activity at 36 streetlight sites in two English towns, before and after the lights were turned down by 50% between midnight and 5 a.m. At the dimmed sites, activity of Myotis species, which avoid light, went up by 28%, while Pipistrellus activity showed no significant change. This suggests that dimming for part of the night may help light-sensitive bats without affecting more tolerant species, which matches the modelling by Azam and Kerbiriou (2018). Monitoring over a longer period is needed to assess seasonal effects.""",
            ),
            Good(
                "preserve",
                """Artificial light changes how many bats behave after dark – that much is known (Stone et al., 2009). What has rarely been tested is whether dimming schemes make a difference. Researchers placed acoustic detectors at 36 streetlight sites across two English towns and compared bat activity before and after the lamps were dimmed by half between midnight and 5 a.m. Light-shy Myotis bats became 28% more active at the dimmed sites, while Pipistrellus activity did not change significantly. The authors suggest that part-night dimming may therefore benefit light-sensitive bats without affecting more tolerant species, in line with modelling by Azam and Kerbiriou (2018). Longer monitoring, they add, is needed to assess seasonal effects.""",
            ),
            Good(
                "pl",
                """Wiadomo, że sztuczne światło w nocy zmienia zachowanie wielu gatunków nietoperzy (Stone et al., 2009), jednak wpływ przyciemniania oświetlenia rzadko był badany. Za pomocą detektorów akustycznych rejestrowaliśmy aktywność nietoperzy w 36 punktach z latarniami ulicznymi w dwóch angielskich miastach, przed i po przyciemnieniu oświetlenia o 50% w godzinach od północy do 5:00. W miejscach z przyciemnionym światłem aktywność unikających światła nocków (Myotis) wzrosła o 28%, natomiast aktywność karlików (Pipistrellus) nie zmieniła się istotnie. Wyniki sugerują, że przyciemnianie oświetlenia przez część nocy może sprzyjać nietoperzom wrażliwym na światło, nie wpływając na gatunki bardziej tolerancyjne, co jest zgodne z modelowaniem Azama i Kerbiriou (2018). Do oceny efektów sezonowych potrzebny jest dłuższy monitoring.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("the modelling by Azam and Kerbiriou (2018)", "the modelling by Azam (2018)")],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "The authors suggest that part-night dimming may therefore benefit",
                        "The authors show that part-night dimming therefore benefits",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("nie zmieniła się istotnie", "zmieniła się istotnie")], "negation"),
        ],
    ),
    Case(
        key="en-abstract-classroom-plants-attention",
        source="""Indoor plants are often claimed to improve concentration, but evidence from real classrooms is limited (Han, 2009; Daly et al., 2010). In this cluster-randomised trial, 24 primary school classes in Utrecht received either six potted plants or no plants for one school term. Sustained attention was measured with a computerised task at baseline and after 12 weeks. Pupils in classes with plants scored slightly higher, but the difference was small and not statistically significant (p = 0.08). Teachers' ratings of classroom atmosphere improved. Schools should not expect plants alone to raise attention, although they may still be worth adding for other reasons.""",
        good=[
            Good(
                "preserve",
                """People often say that indoor plants help with concentration, but there is little evidence from real classrooms (Han, 2009; Daly et al., 2010). In this cluster-randomised trial, 24 primary school classes in Utrecht were given either six potted plants or no plants for one school term. Pupils' sustained attention was measured with a computer task at the start and again after 12 weeks. Children in classes with plants scored slightly higher, but the difference was small and not statistically significant (p = 0.08). Teachers' ratings of the classroom atmosphere improved. Schools should not expect plants on their own to improve attention, though adding them may still be worthwhile for other reasons.""",
            ),
            Good(
                "preserve",
                """Although indoor plants are frequently said to enhance concentration, classroom-based evidence remains limited (Han, 2009; Daly et al., 2010). We conducted a cluster-randomised trial in which 24 primary school classes in Utrecht were allocated either six potted plants or no plants for the duration of one school term. Sustained attention was assessed using a computerised task at baseline and at 12 weeks. Scores were slightly higher among pupils in classes with plants; however, this small difference did not reach statistical significance (p = 0.08). Teacher-rated classroom atmosphere improved. Plants alone should not be expected to raise attention, although their introduction may still be justified on other grounds.""",
            ),
            Good(
                "pl",
                """Często twierdzi się, że rośliny doniczkowe poprawiają koncentrację, jednak dowodów z prawdziwych klas szkolnych jest niewiele (Han, 2009; Daly et al., 2010). W tym randomizowanym badaniu klastrowym 24 klasy szkół podstawowych w Utrechcie otrzymały na jeden semestr sześć roślin doniczkowych albo nie otrzymały żadnych roślin. Uwagę długotrwałą mierzono za pomocą zadania komputerowego na początku badania i po 12 tygodniach. Uczniowie z klas z roślinami uzyskali nieco wyższe wyniki, ale różnica była niewielka i nieistotna statystycznie (p = 0,08). Poprawiła się natomiast ocena atmosfery w klasie dokonywana przez nauczycieli. Szkoły nie powinny oczekiwać, że same rośliny poprawią uwagę uczniów, choć być może nadal warto je wprowadzić z innych powodów.""",
            ),
        ],
        bad=[
            Slip(2, [("(Han, 2009; Daly et al., 2010)", "(Daly et al., 2010)")], "citation"),
            Bad(
                "pl",
                """Indoor plants are often said to sharpen concentration, yet real-classroom evidence is limited (Han, 2009; Daly et al., 2010). In a cluster-randomised trial, 24 primary school classes in Utrecht got either six potted plants or none for one school term. Sustained attention was tested with a computerised task at baseline and after 12 weeks. Classes with plants scored slightly higher, but the small difference was not statistically significant (p = 0.08). Teachers' ratings of classroom atmosphere improved. Schools should not expect plants alone to raise attention, though they may still be worth adding for other reasons.""",
                "wrong_language",
            ),
            Slip(
                1,
                [
                    (
                        "although their introduction may still be justified on other grounds",
                        "although they should still be introduced on other grounds",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-rust-crate-changelog-tomlsort",
        source="""## [0.9.0] – 2024-11-18

### Changed
- **Breaking:** `sort_tables()` now returns `Result<(), SortError>` instead of panicking on invalid keys.
- The minimum supported Rust version is now 1.74.

### Added
- A `--check` flag that exits with code 1 if any file would be reformatted.

### Fixed
- Comments attached to array items are no longer dropped when `--in-place` is used.

### Deprecated
- The `legacy-order` feature will be removed in 1.0; it should not be enabled in new projects.""",
        good=[
            Good(
                "preserve",
                """## [0.9.0] – 2024-11-18

### Changed
- **Breaking:** rather than panicking on an invalid key, `sort_tables()` now returns `Result<(), SortError>`.
- Rust 1.74 is now the minimum supported version.

### Added
- New `--check` flag: the command exits with code 1 if any file would be reformatted.

### Fixed
- Using `--in-place` no longer drops comments attached to array items.

### Deprecated
- The `legacy-order` feature is going away in 1.0, so you should not enable it in new projects.""",
            ),
            Good(
                "preserve",
                """## [0.9.0] – 2024-11-18

### Changed
- **Breaking:** on invalid keys, `sort_tables()` no longer panics; it returns `Result<(), SortError>` instead.
- MSRV raised: the minimum supported Rust version is now 1.74.

### Added
- A `--check` flag, which makes the tool exit with code 1 when any file would be reformatted.

### Fixed
- When `--in-place` is used, comments attached to array items are now preserved instead of being dropped.

### Deprecated
- The `legacy-order` feature is scheduled for removal in 1.0 and should not be enabled in new projects.""",
            ),
            Good(
                "pl",
                """## [0.9.0] – 2024-11-18

### Zmienione
- **Zmiana niezgodna wstecz:** `sort_tables()` zwraca teraz `Result<(), SortError>` zamiast panikować przy nieprawidłowych kluczach.
- Minimalna obsługiwana wersja Rusta to teraz 1.74.

### Dodane
- Flaga `--check`, która kończy działanie z kodem 1, jeśli którykolwiek plik zostałby przeformatowany.

### Naprawione
- Komentarze dołączone do elementów tablic nie są już usuwane przy użyciu `--in-place`.

### Wycofywane
- Funkcja `legacy-order` zostanie usunięta w wersji 1.0; nie należy jej włączać w nowych projektach.""",
            ),
        ],
        bad=[
            Slip(2, [("`--in-place`", "`--inplace`")], "code"),
            Slip(1, [("### Fixed\n", "Fixed:\n")], "markdown"),
            Slip(
                0,
                [
                    (
                        "Using `--in-place` no longer drops comments",
                        "Using `--in-place` now drops comments",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-readme-litemig-sqlite-migrations",
        source="""# litemig

`litemig` applies numbered SQL migrations to a SQLite database.

## Install

```
pip install litemig
```

Python 3.10 or newer is required. Run `litemig up --db app.sqlite` to apply pending migrations; each file in `migrations/` must be named like `0001_create_users.sql`. Migrations are applied in a single transaction, so a failed step should leave the database unchanged. You may pass `--dry-run` to print the SQL without executing it. Downgrades are not supported. Report bugs at https://github.com/ostrava-dev/litemig/issues.""",
        good=[
            Good(
                "preserve",
                """# litemig

`litemig` is a small tool that applies numbered SQL migrations to a SQLite database.

## Install

```
pip install litemig
```

You need Python 3.10 or newer. To apply any pending migrations, run `litemig up --db app.sqlite`. Every file in `migrations/` must follow the naming pattern `0001_create_users.sql`. Because all migrations run in a single transaction, a step that fails should leave the database unchanged. If you want to see the SQL without executing it, you may add `--dry-run`. Downgrades are not supported. Please report bugs at https://github.com/ostrava-dev/litemig/issues.""",
            ),
            Good(
                "preserve",
                """# litemig

With `litemig` you can apply numbered SQL migrations to a SQLite database.

## Install

```
pip install litemig
```

Requirement: Python 3.10 or newer.

- Apply pending migrations: `litemig up --db app.sqlite`
- Files in `migrations/` are required to be named in the form `0001_create_users.sql`.
- Optionally, pass `--dry-run` to print the SQL without executing it.

All migrations run inside a single transaction, so a failed step should leave the database untouched. There is no support for downgrades. Bugs go to https://github.com/ostrava-dev/litemig/issues.""",
            ),
            Good(
                "pl",
                """# litemig

`litemig` stosuje ponumerowane migracje SQL do bazy danych SQLite.

## Instalacja

```
pip install litemig
```

Wymagany jest Python 3.10 lub nowszy. Aby zastosować oczekujące migracje, uruchom `litemig up --db app.sqlite`; każdy plik w katalogu `migrations/` musi mieć nazwę w rodzaju `0001_create_users.sql`. Migracje są wykonywane w jednej transakcji, więc nieudany krok powinien pozostawić bazę danych bez zmian. Możesz dodać `--dry-run`, aby wypisać SQL bez jego wykonywania. Cofanie migracji nie jest obsługiwane. Błędy zgłaszaj na https://github.com/ostrava-dev/litemig/issues.""",
            ),
        ],
        bad=[
            Slip(
                1, [("`litemig up --db app.sqlite`", "`litemig upgrade --db app.sqlite`")], "code"
            ),
            Slip(
                0,
                [
                    (
                        "https://github.com/ostrava-dev/litemig/issues",
                        "https://github.com/ostravadev/litemig/issues",
                    )
                ],
                "url",
            ),
            Slip(2, [("musi mieć nazwę", "powinien mieć nazwę")], "modality"),
        ],
    ),
    Case(
        key="en-precommit-spellguard-hook",
        source="""### Using the `spellguard` hook

Add the hook to your `.pre-commit-config.yaml` and run `pre-commit install` once per clone. The hook checks only staged Markdown files by default; pass `--all-files` if you also want to scan files that are not staged. It does not modify files unless `--fix` is given. Note that the old `spellguard-legacy` hook id is deprecated and will stop working after 30 June 2025, so you should migrate before then. Custom dictionaries must be stored in `.spellguard/words.txt`, one word per line.""",
        good=[
            Good(
                "preserve",
                """### Using the `spellguard` hook

To set it up, add the hook to your `.pre-commit-config.yaml`, then run `pre-commit install` – once per clone is enough. By default the hook checks only Markdown files that are staged; if you'd like it to scan unstaged files too, pass `--all-files`. Your files are not modified unless you give `--fix`. The old hook id `spellguard-legacy` is deprecated and will stop working after 30 June 2025, so you should migrate before that date. Custom dictionaries have to be stored in `.spellguard/words.txt`, with one word per line.""",
            ),
            Good(
                "preserve",
                """### Using the `spellguard` hook

Setup consists of adding the hook to `.pre-commit-config.yaml` and running `pre-commit install` once for each clone. By default, only staged Markdown files are checked; to include files that are not staged, supply the `--all-files` option. The hook leaves files unmodified unless the `--fix` option is given. The `spellguard-legacy` hook id has been deprecated and will cease to work after 30 June 2025; migration before that date is recommended. Any custom dictionary must be placed in `.spellguard/words.txt`, with one word on each line.""",
            ),
            Good(
                "pl",
                """### Korzystanie z hooka `spellguard`

Dodaj hook do pliku `.pre-commit-config.yaml` i uruchom `pre-commit install` – raz dla każdego klona repozytorium. Domyślnie hook sprawdza wyłącznie pliki Markdown dodane do poczekalni (staged); jeśli chcesz skanować także pliki spoza poczekalni, użyj `--all-files`. Hook nie modyfikuje plików, chyba że podasz `--fix`. Uwaga: dotychczasowy identyfikator hooka `spellguard-legacy` jest przestarzały i przestanie działać po 30 czerwca 2025 r., dlatego migrację powinno się przeprowadzić przed tym terminem. Własne słowniki muszą znajdować się w pliku `.spellguard/words.txt`, po jednym słowie w wierszu.""",
            ),
        ],
        bad=[
            Slip(0, [("`.spellguard/words.txt`", "`.spellguard/dictionary.txt`")], "code"),
            Slip(
                2,
                [("Hook nie modyfikuje plików, chyba że", "Hook modyfikuje pliki, chyba że")],
                "negation",
            ),
            Slip(1, [("after 30 June 2025", "after 30 June 2026")], "date"),
        ],
    ),
    Case(
        key="en-digital-content-faulty-download-rights",
        source="""Your rights if a download is faulty

Under section 34 of the Consumer Rights Act 2015, digital content you buy from us must be of satisfactory quality. If an app, e-book or game does not meet this standard, you are entitled to a repair or replacement under section 43. Where a repair is not possible or would take an unreasonable time, section 44 gives you the right to a price reduction, which may be up to the full amount paid. You do not have a right to reject digital content in the same way as physical goods. Contact support@pagebeam.com within 30 days of noticing the fault.""",
        good=[
            Good(
                "preserve",
                """What you can do if a download is faulty

Section 34 of the Consumer Rights Act 2015 says that any digital content you buy from us must be of satisfactory quality. If an app, e-book or game falls short of this, section 43 entitles you to a repair or a replacement. If a repair isn't possible, or would take an unreasonable time, you have the right under section 44 to a price reduction – and that reduction may be as much as the full amount you paid. Unlike physical goods, digital content doesn't come with a right to reject it in the same way. Get in touch with support@pagebeam.com within 30 days of noticing the fault.""",
            ),
            Good(
                "preserve",
                """Remedies for Faulty Digital Content

Pursuant to section 34 of the Consumer Rights Act 2015, all digital content purchased from us is required to be of satisfactory quality. Where an app, e-book or game fails to meet that standard, section 43 entitles the customer to repair or replacement. Should repair be impossible, or achievable only within an unreasonable time, the customer has a right under section 44 to a reduction in price of up to the full amount paid. The right to reject that applies to physical goods is not available for digital content in the same way. Please contact support@pagebeam.com within 30 days of noticing the fault.""",
            ),
            Good(
                "pl",
                """Twoje prawa w razie wadliwego pobrania

Zgodnie z sekcją 34 ustawy Consumer Rights Act 2015 treści cyfrowe kupione u nas muszą mieć zadowalającą jakość. Jeśli aplikacja, e-book lub gra nie spełnia tego standardu, na podstawie sekcji 43 przysługuje Ci naprawa lub wymiana. Gdy naprawa jest niemożliwa albo zajęłaby nieracjonalnie dużo czasu, sekcja 44 daje Ci prawo do obniżenia ceny, które może sięgnąć nawet całej zapłaconej kwoty. Nie przysługuje Ci prawo do odrzucenia treści cyfrowych w taki sam sposób jak w przypadku towarów fizycznych. Skontaktuj się z support@pagebeam.com w ciągu 30 dni od zauważenia wady.""",
            ),
        ],
        bad=[
            Slip(1, [("section 43 entitles", "section 42 entitles")], "legal_reference"),
            Slip(
                2,
                [("Nie przysługuje Ci prawo do odrzucenia", "Przysługuje Ci prawo do odrzucenia")],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "within 30 days of noticing the fault.",
                        "within 30 days of noticing the fault, quoting your order number and device model.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-houseboat-residential-mooring",
        source="""Notice to holders of residential mooring licences – Eastmere Marina

Your licence renews on 1 April each year. Under clause 7.2 of the licence and section 17 of the British Waterways Act 1995, every boat must hold a valid Boat Safety Scheme certificate and third-party insurance of at least £3 million. Copies must reach the marina office by 15 March. Boats without valid documents will not be relicensed. Owners may carry out minor maintenance at the mooring, but hull blacking and engine removal are only permitted in the boatyard. Generators should not be run between 20:00 and 08:00.""",
        good=[
            Good(
                "preserve",
                """Eastmere Marina – notice for residential mooring licence holders

Each year your licence renews on 1 April. Clause 7.2 of the licence and section 17 of the British Waterways Act 1995 require every boat to have a valid Boat Safety Scheme certificate and third-party insurance covering at least £3 million. Copies of both must reach the marina office by 15 March. We will not relicense any boat whose documents aren't valid. You may do minor maintenance at your mooring, but hull blacking and removing an engine are only allowed in the boatyard. You should not run generators between 20:00 and 08:00.""",
            ),
            Good(
                "preserve",
                """Eastmere Marina: Notice to Residential Mooring Licence Holders

Licences are renewed annually on 1 April. In accordance with clause 7.2 of the licence and section 17 of the British Waterways Act 1995, each vessel is required to hold a valid Boat Safety Scheme certificate together with third-party insurance of no less than £3 million. Copies of these documents must be received by the marina office no later than 15 March. Relicensing will be refused for any boat lacking valid documents. Minor maintenance may be undertaken at the mooring; hull blacking and engine removal, however, are permitted solely in the boatyard. Generators should not be operated between 20:00 and 08:00.""",
            ),
            Good(
                "pl",
                """Zawiadomienie dla posiadaczy licencji na cumowanie mieszkalne – Eastmere Marina

Licencja odnawia się co roku 1 kwietnia. Zgodnie z pkt 7.2 licencji oraz sekcją 17 ustawy British Waterways Act 1995 każda łódź musi mieć ważny certyfikat Boat Safety Scheme oraz ubezpieczenie OC na kwotę co najmniej 3 mln £. Kopie dokumentów muszą dotrzeć do biura mariny do 15 marca. Łodzie bez ważnych dokumentów nie otrzymają ponownie licencji. Właściciele mogą wykonywać drobne prace konserwacyjne przy miejscu cumowania, ale smołowanie kadłuba i demontaż silnika są dozwolone wyłącznie na terenie warsztatu szkutniczego. Agregatów prądotwórczych nie powinno się uruchamiać w godzinach od 20:00 do 08:00.""",
            ),
        ],
        bad=[
            Slip(2, [("sekcją 17", "sekcją 71")], "legal_reference"),
            Slip(0, [("by 15 March", "by 31 March")], "date"),
            Slip(
                1,
                [("Generators should not be operated", "Generators must not be operated")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-street-collection-permits",
        source="""Street collection permits – Harrowgate Borough Council

Charities wishing to collect money in a public street must obtain a permit under section 5 of the Police, Factories, etc. (Miscellaneous Provisions) Act 1916. Applications should be made at least one month before the collection date. Each organisation may hold no more than four collection days per calendar year, and collectors must be aged 16 or over. Collecting tins must be sealed and numbered; collectors must not approach people in a persistent manner. Within 30 days of the collection, a statement of the amounts received must be returned, as required by regulation 14 of the council's street collection regulations.""",
        good=[
            Good(
                "preserve",
                """Harrowgate Borough Council – permits for street collections

If your charity wants to collect money on a public street, you must get a permit under section 5 of the Police, Factories, etc. (Miscellaneous Provisions) Act 1916. You should apply at least one month before the day of the collection. An organisation may hold a maximum of four collection days in each calendar year, and everyone collecting must be 16 or older. Tins must be sealed and numbered, and collectors must not approach people persistently. Regulation 14 of the council's street collection regulations requires you to send in a statement of the amounts received within 30 days of the collection.""",
            ),
            Good(
                "preserve",
                """Harrowgate Borough Council: Street Collection Permits

A permit issued under section 5 of the Police, Factories, etc. (Miscellaneous Provisions) Act 1916 is mandatory for any charity intending to collect money in a public street. Applicants are advised to apply no less than one month ahead of the proposed collection date. No organisation may hold more than four collection days in a single calendar year, and the minimum age for collectors is 16. All collecting tins must be sealed and numbered, and persistent approaches to members of the public are prohibited. In accordance with regulation 14 of the council's street collection regulations, a statement of amounts received must be returned within 30 days of the collection.""",
            ),
            Good(
                "pl",
                """Zezwolenia na zbiórki uliczne – Rada Gminy Harrowgate

Organizacje charytatywne, które chcą zbierać pieniądze na ulicy publicznej, muszą uzyskać zezwolenie na podstawie sekcji 5 ustawy Police, Factories, etc. (Miscellaneous Provisions) Act 1916. Wniosek powinien zostać złożony co najmniej miesiąc przed datą zbiórki. Każda organizacja może przeprowadzić najwyżej cztery dni zbiórek w roku kalendarzowym, a kwestujący muszą mieć ukończone 16 lat. Puszki muszą być zaplombowane i ponumerowane; kwestującym nie wolno natarczywie zaczepiać przechodniów. W ciągu 30 dni od zbiórki musi zostać złożone zestawienie zebranych kwot – wymaga tego przepis 14 regulaminu zbiórek ulicznych rady.""",
            ),
        ],
        bad=[
            Slip(0, [("under section 5 of", "under section 15 of")], "legal_reference"),
            Slip(
                1,
                [("the minimum age for collectors is 16", "the minimum age for collectors is 18")],
                "number",
            ),
            Slip(
                2,
                [("Puszki muszą być zaplombowane", "Puszki nie muszą być zaplombowane")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-pet-goats-holding-registration",
        source="""Keeping goats at home: what the law requires

Even if you keep only one or two pet goats, you must register your land with the Rural Payments Agency and obtain a county parish holding (CPH) number before the animals arrive. Under article 6 of the Sheep and Goats (Records, Identification and Movement) (England) Order 2009, each goat must be identified with an ear tag within nine months of birth. From 1 October 2025, every movement must be reported through ARAMS within three days, and your holding register should be kept for three years after the last animal leaves. You may use a vet to tag the animals, but this is not compulsory.""",
        good=[
            Good(
                "preserve",
                """Keeping goats at home – what the law says

Even if you only have one or two goats as pets, you must register your land with the Rural Payments Agency and get a county parish holding (CPH) number before they arrive. Article 6 of the Sheep and Goats (Records, Identification and Movement) (England) Order 2009 says each goat must be identified with an ear tag within nine months of being born. From 1 October 2025, you must report every movement through ARAMS within three days. You should keep your holding register for three years after your last animal has left. You're free to ask a vet to do the tagging, but you don't have to.""",
            ),
            Good(
                "preserve",
                """Goat Keeping on Domestic Premises: Legal Requirements

Registering the land with the Rural Payments Agency and obtaining a county parish holding (CPH) number are mandatory steps before any goats arrive, even where only one or two are kept as pets. Article 6 of the Sheep and Goats (Records, Identification and Movement) (England) Order 2009 requires each goat to be identified by means of an ear tag within nine months of birth. With effect from 1 October 2025, all movements must be reported through ARAMS within three days. The holding register should be retained for three years following the departure of the last animal. Tagging may be carried out by a vet, although this is not compulsory.""",
            ),
            Good(
                "pl",
                """Hodowla kóz w przydomowym gospodarstwie – wymogi prawne

Nawet jeśli trzymasz tylko jedną lub dwie kozy jako zwierzęta domowe, musisz zarejestrować swoją działkę w Rural Payments Agency i uzyskać numer gospodarstwa CPH (county parish holding), zanim zwierzęta do Ciebie trafią. Zgodnie z art. 6 rozporządzenia Sheep and Goats (Records, Identification and Movement) (England) Order 2009 każda koza musi zostać oznakowana kolczykiem usznym w ciągu dziewięciu miesięcy od urodzenia. Od 1 października 2025 r. każde przemieszczenie musi zostać zgłoszone przez system ARAMS w ciągu trzech dni. Rejestr gospodarstwa powinien być przechowywany przez trzy lata od opuszczenia gospodarstwa przez ostatnie zwierzę. Możesz zlecić oznakowanie weterynarzowi, ale nie jest to obowiązkowe.""",
            ),
        ],
        bad=[
            Slip(1, [("Article 6 of", "Article 9 of")], "legal_reference"),
            Slip(
                0,
                [("You should keep your holding register", "You must keep your holding register")],
                "modality",
            ),
            Slip(2, [("Od 1 października 2025 r.", "Od 1 października 2026 r.")], "date"),
        ],
    ),
    Case(
        key="en-piano-tuning-confirmation",
        source="""Dear Ms Okafor,

Thank you for booking a tuning with Keystone Piano Services. Your technician, Daniel Reyes, will visit on Thursday 12 June between 13:00 and 15:00. The appointment normally takes about 90 minutes. Please make sure the room is at its usual temperature and that the top of the piano is cleared. If you need to rearrange, let us know at least 48 hours in advance via bookings@keystonepiano.co.uk; later cancellations may incur a £30 fee. Payment of £95 is due on the day by card or bank transfer; we do not accept cheques.

Kind regards,
Keystone Piano Services""",
        good=[
            Good(
                "preserve",
                """Hi Ms Okafor,

Thanks for booking your tuning with Keystone Piano Services! Daniel Reyes will be your technician, and he'll visit on Thursday 12 June between 13:00 and 15:00. A tuning normally takes around an hour and a half. Before he comes, please clear the top of the piano and make sure the room is at its usual temperature. Need to change the appointment? Just email bookings@keystonepiano.co.uk at least 48 hours beforehand – if you cancel later than that, there may be a £30 fee. The £95 payment is due on the day, by card or bank transfer (sorry, we don't take cheques).

Best wishes,
Keystone Piano Services""",
            ),
            Good(
                "preserve",
                """Dear Ms Okafor,

We are writing to confirm your piano tuning with Keystone Piano Services. Our technician, Daniel Reyes, is scheduled to attend on Thursday 12 June between 13:00 and 15:00, and the appointment normally lasts approximately 90 minutes. We would be grateful if you could ensure that the top of the piano is clear and that the room is kept at its usual temperature. Should you need to rearrange, please notify us at bookings@keystonepiano.co.uk no less than 48 hours in advance; cancellations made after that point may be subject to a £30 fee. The fee of £95 is payable on the day by card or bank transfer. Please note that cheques are not accepted.

Yours sincerely,
Keystone Piano Services""",
            ),
            Good(
                "pl",
                """Szanowna Pani Okafor,

dziękujemy za zarezerwowanie strojenia w Keystone Piano Services. Nasz stroiciel, Daniel Reyes, przyjedzie w czwartek 12 czerwca między 13:00 a 15:00. Wizyta trwa zwykle około 90 minut. Prosimy zadbać o to, aby w pomieszczeniu panowała zwykła temperatura, a z wierzchu pianina usunąć wszystkie przedmioty. Jeśli chce Pani zmienić termin, prosimy o informację co najmniej 48 godzin wcześniej na adres bookings@keystonepiano.co.uk; za późniejsze odwołanie może zostać naliczona opłata 30 £. Należność w wysokości 95 £ jest płatna w dniu wizyty kartą lub przelewem; nie przyjmujemy czeków.

Z poważaniem
Keystone Piano Services""",
            ),
        ],
        bad=[
            Slip(2, [("między 13:00 a 15:00", "między 15:00 a 17:00")], "date"),
            Slip(1, [("bookings@keystonepiano.co.uk", "bookings@keystonepianos.co.uk")], "url"),
            Slip(
                0,
                [("(sorry, we don't take cheques)", "(sorry, we don't take cheques or cash)")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-tidal-causeway-crossing",
        source="""Crossing to St Elwin's Island

The causeway is usually safe to cross from about two hours after high tide until three hours before the next high tide. On Saturday 9 August, safe crossing is expected between 10:15 and 16:40. Strong onshore winds may cover the causeway earlier than the tables suggest, so always check the noticeboard at the car park before setting out. Do not attempt to cross once water is on the road surface. Vehicles over 3.5 tonnes are not permitted. If you are cut off, stay in your vehicle or go to the refuge tower and call 999, asking for the Coastguard.""",
        good=[
            Good(
                "preserve",
                """Getting to St Elwin's Island

As a rule, the causeway is safe to cross from roughly two hours after high tide until three hours before the next one. On Saturday 9 August, the safe crossing window is expected to be 10:15 to 16:40. In strong onshore winds, the water may cover the causeway sooner than the tide tables suggest, so always look at the noticeboard in the car park before you set off. Once there is water on the road, do not try to cross. Vehicles heavier than 3.5 tonnes are not allowed. If you get cut off, stay in your vehicle or head to the refuge tower, then dial 999 and ask for the Coastguard.""",
            ),
            Good(
                "preserve",
                """St Elwin's Island: crossing safely

- Safe crossing times: usually from about 2 hours after high tide to 3 hours before the following high tide.
- Saturday 9 August: crossing is expected to be safe between 10:15 and 16:40.
- Strong onshore winds may bring water over the causeway earlier than the tables suggest – always check the car park noticeboard before you leave.
- Do not attempt the crossing once water is on the road surface.
- No vehicles over 3.5 tonnes.
- Cut off? Stay in your vehicle or go to the refuge tower, and call 999, asking for the Coastguard.""",
            ),
            Good(
                "pl",
                """Przeprawa na wyspę St Elwin's

Groblą zwykle można bezpiecznie przejść lub przejechać od około dwóch godzin po szczycie przypływu do trzech godzin przed kolejnym szczytem przypływu. Przewiduje się, że w sobotę 9 sierpnia bezpieczna przeprawa będzie możliwa między 10:15 a 16:40. Przy silnym wietrze od morza woda może zalać groblę wcześniej, niż wynika to z tabel, dlatego przed wyruszeniem zawsze sprawdzaj tablicę ogłoszeń na parkingu. Nie próbuj przeprawy, gdy na nawierzchni drogi jest już woda. Pojazdy o masie powyżej 3,5 tony nie mają wstępu. Jeśli woda Cię odetnie, pozostań w pojeździe lub udaj się do wieży ratunkowej i zadzwoń pod numer 999, prosząc o połączenie ze strażą przybrzeżną.""",
            ),
        ],
        bad=[
            Slip(1, [("usually from about 2 hours", "from about 2 hours")], "hedge"),
            Slip(0, [("10:15 to 16:40", "10:15 to 17:40")], "date"),
            Slip(2, [("nie mają wstępu", "mają wstęp")], "negation"),
        ],
    ),
    Case(
        key="en-blacksmithing-weekend-course",
        source="""# Introduction to Blacksmithing – Weekend Course

**Dates:** 14–15 March, 09:30–16:30 both days
**Price:** £240, including lunch and all steel

## Before you come
- You **must** wear leather boots or steel-toe shoes and natural-fibre clothing.
- Safety glasses and ear defenders are provided; you may bring your own if you prefer.
- The course is not suitable for anyone under 16.

Each participant works at their own forge and usually completes two or three small items, such as a hook and a fire poker. Places are limited to five.""",
        good=[
            Good(
                "preserve",
                """# Weekend Course: Introduction to Blacksmithing

**When:** 14–15 March, from 09:30 to 16:30 on both days
**Cost:** £240 – lunch and all the steel you need are included

## What to know before you arrive
- Leather boots or steel-toe shoes and natural-fibre clothing are **compulsory**.
- We provide safety glasses and ear defenders, though you're welcome to bring your own.
- The course isn't suitable for under-16s.

You'll have a forge to yourself and will usually finish two or three small pieces, for example a hook and a fire poker. There are only five places.""",
            ),
            Good(
                "preserve",
                """# Introduction to Blacksmithing – Weekend Course

**Dates:** 14 and 15 March, 09:30–16:30 each day
**Price:** £240 (lunch and all steel included)

## Preparation
- Participants **must** wear leather boots or steel-toe footwear, together with clothing made of natural fibres.
- Safety glasses and ear defenders will be provided; participants who prefer their own may bring them.
- The course is unsuitable for anyone aged under 16.

Every participant is allocated an individual forge and will usually complete two or three small items – a hook and a fire poker, for instance. The course is limited to five places.""",
            ),
            Good(
                "pl",
                """# Wprowadzenie do kowalstwa – kurs weekendowy

**Terminy:** 14–15 marca, w oba dni 09:30–16:30
**Cena:** 240 £, w tym obiad i cała stal

## Zanim przyjdziesz
- **Musisz** mieć na sobie skórzane buty lub obuwie ze stalowymi noskami oraz odzież z włókien naturalnych.
- Okulary ochronne i nauszniki zapewniamy; jeśli wolisz, możesz przynieść własne.
- Kurs nie jest odpowiedni dla osób, które nie ukończyły 16 lat.

Każdy uczestnik pracuje przy własnym palenisku i zwykle wykonuje dwa lub trzy drobne przedmioty, np. hak i pogrzebacz do kominka. Liczba miejsc jest ograniczona do pięciu.""",
            ),
        ],
        bad=[
            Slip(2, [("240 £", "270 £")], "number"),
            Slip(
                1,
                [
                    (
                        "(lunch and all steel included)",
                        "(lunch, all steel and a leather apron included)",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("are **compulsory**", "are **recommended**")], "modality"),
        ],
    ),
    Case(
        key="en-cider-pressing-day",
        source="""Community Cider Pressing – Saturday 11 October, Hollow Barn

Bring your own apples and we'll help you press them on our two traditional racks. Sessions are free, but donations towards equipment are welcome. Apples should be washed and free of rot; windfalls are fine if they are sound. Juice is not pasteurised on site, so it will probably only keep for two to three days in the fridge unless you freeze it. Please bring clean containers with lids — we cannot supply bottles. Children are welcome but must be supervised at all times. Drop in between 10:00 and 15:00; no booking needed.""",
        good=[
            Good(
                "preserve",
                """Community Cider Pressing at Hollow Barn – Saturday 11 October

Come along with your own apples and we'll help you press them on our two traditional racks. It won't cost you anything, although we're grateful for donations towards the equipment. Please wash your apples and make sure they're free of rot – sound windfalls are fine. We don't pasteurise the juice on site, so unless you freeze it, it will probably only last two to three days in the fridge. Please bring clean containers with lids, as we can't provide bottles. Kids are welcome, but they must be supervised the whole time. Just drop in any time from 10:00 to 15:00 – there's no need to book.""",
            ),
            Good(
                "preserve",
                """Hollow Barn, Saturday 11 October: Community Cider Pressing

Everyone is invited to bring their own apples, and the organisers will help press them on the barn's two traditional racks. There is no charge for the sessions; donations towards equipment are nevertheless welcome. Apples should be washed and free from rot, and sound windfalls are acceptable. Because the juice is not pasteurised on site, it is likely to keep for only two to three days in a refrigerator unless frozen. Participants are asked to bring clean lidded containers, since bottles cannot be supplied. Children are welcome provided they are supervised at all times. The event is drop-in from 10:00 to 15:00 and does not require booking.""",
            ),
            Good(
                "pl",
                """Wspólne tłoczenie cydru – sobota 11 października, Hollow Barn

Przynieś własne jabłka, a pomożemy Ci je wytłoczyć na naszych dwóch tradycyjnych prasach. Udział jest bezpłatny, ale chętnie przyjmiemy datki na sprzęt. Jabłka powinny być umyte i bez zgnilizny; spady też się nadają, o ile są zdrowe. Sok nie jest pasteryzowany na miejscu, więc w lodówce wytrzyma prawdopodobnie tylko dwa–trzy dni, chyba że go zamrozisz. Prosimy o przyniesienie czystych pojemników z pokrywkami – nie możemy zapewnić butelek. Dzieci są mile widziane, ale muszą przez cały czas pozostawać pod opieką. Można przyjść bez zapisów w godz. 10:00–15:00.""",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Because the juice is not pasteurised on site",
                        "Because the juice is pasteurised on site",
                    )
                ],
                "negation",
            ),
            Slip(2, [("wytrzyma prawdopodobnie tylko", "wytrzyma tylko")], "hedge"),
            Slip(
                0,
                [
                    (
                        "on our two traditional racks",
                        "on our two traditional racks and an electric press",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-parish-magazine-advert-rates",
        source="""Advertising in The Linwick Messenger

The Messenger is delivered free to around 1,450 homes ten times a year (there are no issues in January or August). A quarter-page advert costs £18 per issue, a half page £32 and a full page £60; a 10% discount applies if you book all ten issues in advance. Artwork must be supplied as a PDF or high-resolution JPEG by the 10th of the month before publication. We may decline adverts that are not in keeping with the magazine's community character. To book, email adverts@linwickmessenger.org.uk.""",
        good=[
            Good(
                "preserve",
                """Want to advertise in The Linwick Messenger?

The Messenger goes free to roughly 1,450 homes, ten times a year – we don't publish in January or August. Prices per issue are £18 for a quarter page, £32 for a half page and £60 for a full page, and if you book all ten issues in advance you'll get 10% off. Your artwork must reach us as a PDF or a high-resolution JPEG by the 10th of the month before the issue comes out. We may turn down adverts that don't fit the magazine's community character. To book a space, email adverts@linwickmessenger.org.uk.""",
            ),
            Good(
                "preserve",
                """The Linwick Messenger – Advertising Rates

Circulation: approximately 1,450 households, free of charge, ten issues per year (no January or August editions).
Rates per issue: quarter page £18; half page £32; full page £60. Advance booking of all ten issues attracts a 10% discount.
Artwork must be supplied as a PDF or high-resolution JPEG no later than the 10th of the month preceding publication.
The editors reserve the right to decline any advertisement not in keeping with the magazine's community character.
Bookings: adverts@linwickmessenger.org.uk""",
            ),
            Good(
                "pl",
                """Reklama w „The Linwick Messenger”

„Messenger” trafia bezpłatnie do około 1450 domów dziesięć razy w roku (w styczniu i sierpniu nie ukazuje się). Reklama na ćwierć strony kosztuje 18 £ za wydanie, na pół strony 32 £, a na całą stronę 60 £; przy rezerwacji z góry wszystkich dziesięciu wydań przysługuje 10% rabatu. Materiały graficzne muszą zostać dostarczone w formacie PDF lub jako JPEG w wysokiej rozdzielczości do 10. dnia miesiąca poprzedzającego publikację. Możemy odmówić przyjęcia reklam, które nie pasują do społecznościowego charakteru pisma. Rezerwacje: adverts@linwickmessenger.org.uk.""",
            ),
        ],
        bad=[
            Slip(0, [("£32 for a half page", "£35 for a half page")], "number"),
            Bad(
                "preserve",
                """Ogłoszenia w „The Linwick Messenger”

Pismo dociera za darmo do mniej więcej 1450 gospodarstw domowych dziesięć razy w roku – nie wychodzi w styczniu ani w sierpniu. Za jedno wydanie ćwierć strony kosztuje 18 £, pół strony 32 £, a cała strona 60 £; kto zarezerwuje z wyprzedzeniem wszystkie dziesięć wydań, dostanie 10% zniżki. Projekt trzeba przesłać jako PDF albo JPEG w wysokiej rozdzielczości najpóźniej 10. dnia miesiąca przed wydaniem. Redakcja może odrzucić ogłoszenia niepasujące do społecznościowego charakteru pisma. Zamówienia: adverts@linwickmessenger.org.uk.""",
                "wrong_language",
            ),
            Slip(
                2,
                [("Możemy odmówić przyjęcia reklam", "Musimy odmówić przyjęcia reklam")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-tutoring-platform-terms",
        source="""Terms of use – TutorLink (extract)

Lessons are booked in blocks of 45 or 60 minutes and paid for in advance. If you cancel at least 24 hours before the start, the full fee is returned to your TutorLink wallet; later cancellations are not refunded. Tutors are independent and are not employed by TutorLink, although we check each tutor's identity and qualifications. Lessons may be recorded only if both parties agree. Learners under 18 need a parent or guardian's consent to open an account. Response times vary, but tutors usually reply to messages within one working day.""",
        good=[
            Good(
                "preserve",
                """TutorLink terms of use – extract

You book lessons in 45- or 60-minute blocks and pay before the lesson. Cancel at least 24 hours ahead and the whole fee goes back into your TutorLink wallet; if you cancel later than that, you won't get a refund. Tutors work independently – TutorLink does not employ them – but we do check every tutor's identity and qualifications. A lesson may only be recorded if both sides agree. If you are under 18, you need consent from a parent or guardian to open an account. Response times vary, but tutors usually answer messages within one working day.""",
            ),
            Good(
                "preserve",
                """TutorLink – Terms of Use (Extract)

Lessons are available in 45-minute or 60-minute blocks and require payment in advance. Where a cancellation is made no less than 24 hours before the lesson begins, the full fee will be credited back to the user's TutorLink wallet; no refund is given for later cancellations. Tutors operate independently and are not TutorLink employees; TutorLink nevertheless verifies the identity and qualifications of every tutor. Recording of a lesson is permitted only with the agreement of both parties. Learners under 18 require the consent of a parent or guardian to open an account. While response times vary, tutors usually reply to messages within one working day.""",
            ),
            Good(
                "pl",
                """Regulamin TutorLink (fragment)

Lekcje rezerwuje się w blokach po 45 lub 60 minut i opłaca z góry. Jeśli odwołasz lekcję co najmniej 24 godziny przed jej rozpoczęciem, pełna opłata wróci do Twojego portfela TutorLink; za późniejsze odwołania nie zwracamy pieniędzy. Korepetytorzy są niezależni i nie są zatrudnieni przez TutorLink, choć sprawdzamy tożsamość i kwalifikacje każdego z nich. Lekcje można nagrywać wyłącznie za zgodą obu stron. Uczący się, którzy nie ukończyli 18 lat, potrzebują zgody rodzica lub opiekuna prawnego na założenie konta. Czas odpowiedzi bywa różny, ale korepetytorzy zwykle odpowiadają na wiadomości w ciągu jednego dnia roboczego.""",
            ),
        ],
        bad=[
            Slip(1, [("no less than 24 hours", "no less than 12 hours")], "number"),
            Slip(
                0, [("but tutors usually answer messages", "but tutors answer messages")], "hedge"
            ),
            Slip(
                2,
                [
                    (
                        "sprawdzamy tożsamość i kwalifikacje każdego z nich",
                        "sprawdzamy tożsamość, kwalifikacje i niekaralność każdego z nich",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
