# ruff: noqa: E501, RUF001
"""English source cases of blind set 85: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-tidal-causeway-crossing-safe-times",
        source="Holy Island causeway: safe crossing times for Saturday 14 June 2025 are from 08:40 until 15:10. Do not start to cross outside these times, even if the road looks dry. The tide covers the causeway quickly and the water can be deeper than it appears. If you are caught by the tide, abandon your vehicle and climb to the refuge box, then call 999 and ask for the Coastguard. Rescues cost the volunteer lifeboat crew time and money, and a car recovered after salt-water immersion is probably beyond repair. Crossing times are published by Northumberland County Council and may change at short notice in strong winds.",
        good=[
            Good(
                "preserve",
                "Planning to drive over to Holy Island on Saturday 14 June 2025? It is safe to cross the causeway between 08:40 and 15:10. Don't set off outside that window, even if the road looks dry: the tide comes in fast and the water can be deeper than it looks. If the tide does catch you, leave your car, climb up to the refuge box, and then dial 999 and ask for the Coastguard. Rescues cost the volunteer lifeboat crew time and money, and once a car has been in salt water it is probably beyond repair. Northumberland County Council publishes the crossing times, and in strong winds they may change at short notice.",
            ),
            Good(
                "preserve",
                """**Holy Island causeway – Saturday 14 June 2025**

- Safe crossing times: 08:40 to 15:10.
- Never begin to cross outside these times, even when the road appears dry. The tide floods the causeway quickly, and the water can be deeper than it seems.
- If the tide catches you, leave the vehicle, climb to the refuge box, call 999 and ask for the Coastguard.
- Rescues cost the volunteer lifeboat crew time and money, and a car recovered after being submerged in salt water is probably beyond repair.
- Crossing times are published by Northumberland County Council and may change at short notice in strong winds.""",
            ),
            Good(
                "pl",
                "Grobla na Holy Island: w sobotę 14 czerwca 2025 r. bezpieczna przeprawa jest możliwa od 08:40 do 15:10. Nie rozpoczynaj przeprawy poza tymi godzinami, nawet jeśli droga wygląda na suchą. Przypływ szybko zalewa groblę, a woda może być głębsza, niż się wydaje. Jeśli zaskoczy cię przypływ, porzuć pojazd i wejdź do schronu ratunkowego, a następnie zadzwoń pod numer 999 i poproś o połączenie ze strażą przybrzeżną (Coastguard). Akcje ratunkowe kosztują ochotniczą załogę łodzi ratunkowej czas i pieniądze, a samochód wyciągnięty po zanurzeniu w słonej wodzie prawdopodobnie nie nadaje się już do naprawy. Godziny przeprawy publikuje Rada Hrabstwa Northumberland; przy silnym wietrze mogą zostać zmienione z niewielkim wyprzedzeniem.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Don't set off outside that window, even if the road looks dry",
                        "You can set off outside that window, as long as the road looks dry",
                    )
                ],
                "negation",
            ),
            Slip(1, [("08:40 to 15:10", "08:40 to 16:10")], "date"),
            Slip(2, [("prawdopodobnie nie nadaje się", "nie nadaje się")], "hedge"),
        ],
    ),
    Case(
        key="en-hearing-dog-partner-access-guidance",
        source="Guidance for hearing dog partners. Your dog has been trained to alert you to sounds such as the doorbell, a smoke alarm and an alarm clock. Under section 29 of the Equality Act 2010, shops, cafés and other service providers must not refuse you entry because you are accompanied by your dog, and section 168 of the same Act requires taxi drivers to carry assistance dogs at no extra charge. You should carry your dog's ID book whenever you go out, as staff may ask to see it. Please do not allow members of the public to feed or distract your dog while it is wearing its burgundy jacket. Your dog must be checked by a vet at least once a year, and you must tell your partnership instructor about any change in its health within 7 days.",
        good=[
            Good(
                "preserve",
                """Hearing dog partners – key points

1. Your dog is trained to let you know about sounds like the doorbell, a smoke alarm or an alarm clock.
2. Shops, cafés and other service providers must not turn you away because your dog is with you (Equality Act 2010, section 29). Under section 168 of the same Act, taxi drivers are required to take assistance dogs without charging extra.
3. You should take your dog's ID book with you whenever you go out, because staff may ask to see it.
4. While your dog is wearing its burgundy jacket, please don't let members of the public feed or distract it.
5. Your dog must have a vet check at least once a year, and you must let your partnership instructor know about any change in its health within 7 days.""",
            ),
            Good(
                "preserve",
                "This guidance is for people partnered with a hearing dog. The dog has been trained to alert its partner to sounds including the doorbell, a smoke alarm and an alarm clock. Service providers such as shops and cafés must not refuse you entry on the grounds that your dog is with you; this is set out in section 29 of the Equality Act 2010, while section 168 of that Act obliges taxi drivers to carry assistance dogs at no additional cost. Because staff may ask to see it, you should have your dog's ID book with you every time you go out. Please do not let members of the public feed or distract the dog while it wears its burgundy jacket. A vet must examine the dog at least once a year, and any change in its health must be reported to your partnership instructor within 7 days.",
            ),
            Good(
                "pl",
                "Wskazówki dla osób korzystających z pomocy psa sygnalizującego dźwięki. Twój pies został wyszkolony, aby informować cię o dźwiękach takich jak dzwonek do drzwi, czujnik dymu czy budzik. Zgodnie z sekcją 29 ustawy Equality Act 2010 sklepy, kawiarnie i inni usługodawcy nie mogą odmówić ci wstępu z tego powodu, że towarzyszy ci pies, a sekcja 168 tej samej ustawy zobowiązuje taksówkarzy do przewożenia psów asystujących bez dodatkowej opłaty. Zawsze, gdy wychodzisz z domu, powinieneś mieć przy sobie książeczkę identyfikacyjną psa, ponieważ personel może poprosić o jej okazanie. Prosimy nie pozwalać osobom postronnym karmić ani rozpraszać psa, gdy ma na sobie bordową kamizelkę. Pies musi co najmniej raz w roku przejść kontrolę u weterynarza, a o każdej zmianie jego stanu zdrowia musisz poinformować swojego instruktora (partnership instructor) w ciągu 7 dni.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Under section 168 of the same Act", "Under section 186 of the same Act")],
                "legal_reference",
            ),
            Slip(1, [("A vet must examine the dog", "A vet should examine the dog")], "modality"),
            Slip(2, [("nie mogą odmówić ci wstępu", "mogą odmówić ci wstępu")], "negation"),
        ],
    ),
    Case(
        key="en-vineyard-harvest-volunteer-picking-terms",
        source="Harvest volunteers 2025: terms. Picking at Hollow Lane Vineyard is expected to start around 15 September and usually lasts two to three weeks, depending on the weather. Volunteers must be at least 18 years old and must commit to a minimum of three consecutive days. We provide lunch, gloves and secateurs; you should bring sturdy boots, a hat and waterproofs. Work starts at 7:30 and finishes by 14:00, with a 20-minute break mid-morning. Volunteers are not paid, but each person receives six bottles of the estate's wine at the end of the harvest. Accommodation is not included. To take part, register by 31 August at harvest@hollowlanevineyard.co.uk.",
        good=[
            Good(
                "preserve",
                "Want to help with the 2025 harvest at Hollow Lane Vineyard? Here's what you need to know. We expect picking to begin around 15 September, and it usually runs for two to three weeks, depending on the weather. You must be 18 or older and must be able to commit to at least three days in a row. Lunch, gloves and secateurs are on us – you should bring sturdy boots, a hat and waterproofs. The working day starts at 7:30 and is over by 14:00, with a 20-minute break mid-morning. The work is unpaid, but at the end of the harvest every volunteer gets six bottles of the estate's wine. Accommodation isn't included. Sign up by 31 August at harvest@hollowlanevineyard.co.uk.",
            ),
            Good(
                "preserve",
                """Hollow Lane Vineyard – terms for harvest volunteers, 2025

- Dates: picking is expected to start around 15 September and typically lasts two to three weeks, depending on the weather.
- Eligibility: volunteers must be aged 18 or over and must commit to no fewer than three consecutive days.
- Provided: lunch, gloves and secateurs. Volunteers should bring sturdy boots, a hat and waterproofs.
- Hours: from 7:30, finishing by 14:00, with a 20-minute mid-morning break.
- Reward: volunteering is unpaid; each volunteer receives six bottles of the estate's wine when the harvest ends.
- Accommodation: not included.
- Registration: by 31 August, via harvest@hollowlanevineyard.co.uk.""",
            ),
            Good(
                "pl",
                "Wolontariat przy winobraniu 2025 – warunki. Zbiór winogron w winnicy Hollow Lane ma się rozpocząć około 15 września i zwykle trwa od dwóch do trzech tygodni, w zależności od pogody. Wolontariusze muszą mieć ukończone 18 lat i muszą zobowiązać się do pracy przez co najmniej trzy kolejne dni. Zapewniamy lunch, rękawice i sekatory; powinieneś zabrać ze sobą solidne buty, kapelusz i odzież przeciwdeszczową. Praca zaczyna się o 7:30 i kończy najpóźniej o 14:00, z 20-minutową przerwą w połowie przedpołudnia. Wolontariusze nie otrzymują wynagrodzenia, ale po zakończeniu zbiorów każdy dostaje sześć butelek wina z winnicy. Zakwaterowanie nie jest zapewnione. Aby wziąć udział, zgłoś się do 31 sierpnia pod adresem harvest@hollowlanevineyard.co.uk.",
            ),
        ],
        bad=[
            Slip(0, [("six bottles", "twelve bottles")], "number"),
            Slip(
                1,
                [("Volunteers should bring sturdy boots", "Volunteers may bring sturdy boots")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Zakwaterowanie nie jest zapewnione.",
                        "Zakwaterowanie nie jest zapewnione, ale pobliski kemping w Ditchling oferuje wolontariuszom zniżkę.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-static-caravan-park-owner-rules",
        source="Site rules for static caravan owners. The park is open from 1 March to 31 December, and caravans must not be occupied during January and February. Caravans may be used for holidays only and must not be used as a main or permanent residence. Owners may let their caravan to family and friends, but commercial sub-letting is not allowed without written permission from the park office. The speed limit on all park roads is 5 mph, and no more than two cars may be parked at each pitch. Gas cylinders must be stored upright in the cage provided, and barbecues must be kept at least 3 metres from any caravan. Pitch fees for 2026 are £3,450, payable by 1 March.",
        good=[
            Good(
                "preserve",
                """Static caravan owners – site rules

1. The park opens on 1 March and closes on 31 December. No caravan may be occupied in January or February.
2. Caravans are for holiday use only; they must not be used as anyone's main or permanent residence.
3. You may let your caravan to family and friends. Commercial sub-letting is not allowed without written permission from the park office.
4. A 5 mph speed limit applies on all park roads.
5. No more than two cars may be parked at each pitch.
6. Gas cylinders must be stored upright in the cage provided. Barbecues must be kept at least 3 metres away from any caravan.
7. The 2026 pitch fee is £3,450, payable by 1 March.""",
            ),
            Good(
                "preserve",
                "Please keep to these rules if you own a static caravan on the park. We are open from 1 March to 31 December, and your caravan must not be occupied in January or February. You may use it for holidays only – it must not become your main or permanent home. You may let it to family and friends, but you are not allowed to sub-let it commercially unless the park office has given written permission. The speed limit on every park road is 5 mph, and no more than two cars may be parked on each pitch. Gas cylinders must be stored upright in the cage provided, and barbecues must be kept at least 3 metres from every caravan. The pitch fee for 2026 is £3,450, due by 1 March.",
            ),
            Good(
                "pl",
                "Regulamin dla właścicieli domków holenderskich. Park jest czynny od 1 marca do 31 grudnia; w styczniu i lutym w domkach nie wolno przebywać. Domki mogą służyć wyłącznie do celów wypoczynkowych i nie mogą być wykorzystywane jako główne ani stałe miejsce zamieszkania. Właściciele mogą wynajmować domek rodzinie i znajomym, jednak komercyjny podnajem bez pisemnej zgody biura parku jest niedozwolony. Na wszystkich drogach w parku obowiązuje ograniczenie prędkości do 5 mph, a przy każdym stanowisku mogą parkować najwyżej dwa samochody. Butle z gazem muszą być przechowywane w pozycji pionowej w przeznaczonej do tego klatce, a grille muszą stać co najmniej 3 metry od każdego domku. Opłata za stanowisko na 2026 rok wynosi 3450 GBP i jest płatna do 1 marca.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "No caravan may be occupied in January or February.",
                        "Caravans may be occupied in January or February.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("at least 3 metres", "at least 2 metres")], "number"),
            Slip(2, [("a grille muszą stać", "a grille powinny stać")], "modality"),
        ],
    ),
    Case(
        key="en-ambulance-trust-quarterly-response-times",
        source="In the quarter from July to September 2024, the trust answered 312,400 emergency calls, up about 6% on the same period last year. The mean response time for Category 1 calls, which cover life-threatening conditions such as cardiac arrest, was 8 minutes 12 seconds, against a national standard of 7 minutes. Category 2 calls, including suspected strokes, were reached in a mean of 34 minutes, nearly double the 18-minute target. Delays in handing patients over at hospitals are likely to have been the main cause: crews lost an estimated 41,000 hours waiting outside emergency departments. The next quarterly report will be published on 15 January 2025.",
        good=[
            Good(
                "preserve",
                "Between July and September 2024 the trust answered 312,400 emergency calls – about 6% more than in the same quarter a year earlier. Category 1 calls (life-threatening cases such as cardiac arrest) got a response in 8 minutes 12 seconds on average; the national standard is 7 minutes. For Category 2 calls, which include suspected strokes, the average was 34 minutes, close to twice the 18-minute target. The main cause was likely hospital handover delays: crews lost an estimated 41,000 hours waiting outside emergency departments. The next quarterly report is due out on 15 January 2025.",
            ),
            Good(
                "preserve",
                """Quarterly performance, July–September 2024

- Emergency calls answered: 312,400, roughly 6% up on the same period last year.
- Category 1 (life-threatening conditions, e.g. cardiac arrest): mean response time 8 min 12 s, against a national standard of 7 minutes.
- Category 2 (including suspected strokes): mean response time 34 minutes, almost double the 18-minute target.

Hospital handover delays were probably the main factor, with crews losing an estimated 41,000 hours waiting outside emergency departments. The next quarterly report will be published on 15 January 2025.""",
            ),
            Good(
                "pl",
                "W kwartale od lipca do września 2024 r. pogotowie odebrało 312 400 zgłoszeń alarmowych, o około 6% więcej niż w analogicznym okresie ubiegłego roku. Średni czas dotarcia do zgłoszeń kategorii 1, obejmujących stany zagrożenia życia, takie jak zatrzymanie krążenia, wyniósł 8 minut i 12 sekund, przy krajowym standardzie wynoszącym 7 minut. Do zgłoszeń kategorii 2, w tym podejrzeń udaru, zespoły docierały średnio po 34 minutach, czyli niemal dwa razy dłużej niż zakłada docelowe 18 minut. Główną przyczyną były prawdopodobnie opóźnienia w przekazywaniu pacjentów w szpitalach: szacuje się, że załogi straciły 41 000 godzin, czekając przed szpitalnymi oddziałami ratunkowymi. Kolejny raport kwartalny zostanie opublikowany 15 stycznia 2025 r.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "The main cause was likely hospital handover delays",
                        "The main cause was hospital handover delays",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("312,400", "321,400")], "number"),
            Slip(2, [("15 stycznia 2025 r.", "25 stycznia 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-quilting-guild-challenge-entry-rules",
        source="Rules for the 2025 Guild Quilt Challenge. Each member may enter no more than two quilts. Entries must be the entrant's own work and must not have been shown in any previous guild competition. Quilts must measure no more than 180 cm on any side and must have a 10 cm hanging sleeve sewn to the back. The entry fee is £8 per quilt. Machine quilting is allowed, but long-arm quilting by a paid professional is not. Entry forms can be downloaded from www.marshfieldquilters.org.uk/challenge and must reach the show secretary by 30 April. The judges' decisions are final and no correspondence will be entered into.",
        good=[
            Good(
                "preserve",
                "Entering the 2025 Guild Quilt Challenge? Here are the rules. You may enter up to two quilts. Each one must be your own work, and it must not have been shown in any earlier guild competition. No side of the quilt may be longer than 180 cm, and you must sew a 10 cm hanging sleeve to the back. Entry costs £8 per quilt. Quilting by machine is fine, but long-arm quilting done by a paid professional is not allowed. Download an entry form from www.marshfieldquilters.org.uk/challenge – it must reach the show secretary by 30 April. The judges' decisions are final, and no correspondence will be entered into.",
            ),
            Good(
                "preserve",
                """2025 Guild Quilt Challenge – Rules

1. A member may submit a maximum of two quilts.
2. All entries must be the entrant's own work and must not previously have been exhibited in a guild competition.
3. Quilts must not exceed 180 cm on any side and must have a 10 cm hanging sleeve sewn to the back.
4. The entry fee is £8 for each quilt.
5. Machine quilting is permitted; long-arm quilting by a paid professional is not.
6. Entry forms are available for download at www.marshfieldquilters.org.uk/challenge and must be received by the show secretary no later than 30 April.
7. The judges' decisions are final; no correspondence will be entered into.""",
            ),
            Good(
                "pl",
                "Regulamin konkursu Guild Quilt Challenge 2025. Każdy członek może zgłosić najwyżej dwa quilty. Zgłoszone prace muszą być własnym dziełem uczestnika i nie mogą być wcześniej pokazywane w żadnym konkursie gildii. Żaden bok quiltu nie może przekraczać 180 cm, a na odwrocie musi być przyszyty 10-centymetrowy tunel do zawieszenia. Opłata wpisowa wynosi 8 GBP za quilt. Pikowanie maszynowe jest dozwolone, ale pikowanie na maszynie long-arm wykonane przez opłaconego profesjonalistę – nie. Formularze zgłoszeniowe można pobrać ze strony www.marshfieldquilters.org.uk/challenge; muszą one dotrzeć do sekretarza wystawy do 30 kwietnia. Decyzje jury są ostateczne i nie prowadzimy w ich sprawie korespondencji.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "but long-arm quilting done by a paid professional is not allowed",
                        "and so is long-arm quilting done by a paid professional",
                    )
                ],
                "negation",
            ),
            Slip(1, [("£8 for each quilt", "£10 for each quilt")], "number"),
            Slip(
                2,
                [
                    (
                        "www.marshfieldquilters.org.uk/challenge",
                        "www.marshfieldquilters.org.uk/competition",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-council-snow-clearance-winter-policy",
        source="Winter service policy: snow clearance. Section 41(1A) of the Highways Act 1980 places a duty on the council to ensure, so far as is reasonably practicable, that safe passage along a highway is not endangered by snow or ice. Priority 1 routes, which make up about 34% of the road network, are gritted whenever road surface temperatures are forecast to fall below 1°C. Residential cul-de-sacs are not normally treated. Residents may use salt from the yellow grit bins on public roads and footways but should not take it for private driveways. We aim to clear priority footways within 48 hours of snowfall ending, although heavy or prolonged snow is likely to cause delays.",
        good=[
            Good(
                "preserve",
                """How does the council deal with snow?

The council has a legal duty under section 41(1A) of the Highways Act 1980 to ensure, so far as is reasonably practicable, that snow or ice does not endanger safe passage along a highway.

**Which roads are gritted?** Priority 1 routes – about 34% of the road network – are gritted whenever road surface temperatures are forecast to drop below 1°C. Residential cul-de-sacs are not normally treated.

**Can I use the grit bins?** Yes, you may use salt from the yellow grit bins on public roads and footways, but you should not take it for your private driveway.

**How quickly are footways cleared?** We aim to clear priority footways within 48 hours after the snow stops falling, although heavy or prolonged snow is likely to cause delays.""",
            ),
            Good(
                "preserve",
                "Snow clearance under our winter service policy. The council is under a duty, set out in section 41(1A) of the Highways Act 1980, to ensure so far as is reasonably practicable that safe passage along a highway is not endangered by snow or ice. We grit Priority 1 routes, roughly 34% of the road network, whenever road surface temperatures are forecast to fall below 1°C; residential cul-de-sacs are not normally treated. Salt from the yellow grit bins may be used by residents on public roads and footways but should not be taken for private driveways. Our aim is to clear priority footways within 48 hours of the end of snowfall, though delays are likely when snow is heavy or prolonged.",
            ),
            Good(
                "pl",
                "Zasady zimowego utrzymania dróg: odśnieżanie. Zgodnie z sekcją 41(1A) ustawy Highways Act 1980 rada ma obowiązek zapewnić, w zakresie, w jakim jest to racjonalnie wykonalne, aby śnieg ani lód nie zagrażały bezpiecznemu poruszaniu się po drodze publicznej. Trasy o priorytecie 1, stanowiące około 34% sieci drogowej, są posypywane zawsze wtedy, gdy prognozy wskazują spadek temperatury nawierzchni poniżej 1°C. Ślepe uliczki na osiedlach mieszkaniowych zwykle nie są posypywane. Mieszkańcy mogą używać soli z żółtych pojemników na publicznych drogach i chodnikach, ale nie powinni zabierać jej na prywatne podjazdy. Staramy się odśnieżyć priorytetowe chodniki w ciągu 48 godzin od ustania opadów, choć przy intensywnych lub długotrwałych opadach śniegu prawdopodobne są opóźnienia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "section 41(1A) of the Highways Act 1980",
                        "section 14(1A) of the Highways Act 1980",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "but should not be taken for private driveways",
                        "but must not be taken for private driveways",
                    )
                ],
                "modality",
            ),
            Slip(2, [("zwykle nie są posypywane", "nie są posypywane")], "hedge"),
        ],
    ),
    Case(
        key="en-snapback-cli-restore-snapshot-docs",
        source="""## Restoring a snapshot

To restore files from a snapshot, run:

```
snapback restore --snapshot 2024-11-03T02:00 --target ./restore
```

The `--target` directory must be empty: snapback will not overwrite existing files unless you also pass `--force`.

- Restored files are verified against the stored SHA-256 checksums.
- For encrypted repositories, set the passphrase in `SNAPBACK_PASSWORD` or enter it when prompted.
- To restore only part of a snapshot, add `--include 'docs/**'`.

See the [restore guide](https://snapback.dev/docs/restore) for more options.""",
        good=[
            Good(
                "preserve",
                """## Restoring a snapshot

1. Make sure the `--target` directory is empty. snapback won't overwrite files that already exist there unless you also pass `--force`.
2. If the repository is encrypted, set the passphrase in `SNAPBACK_PASSWORD`, or type it in when snapback prompts you.
3. Run the restore:

```
snapback restore --snapshot 2024-11-03T02:00 --target ./restore
```

Every restored file is verified against its stored SHA-256 checksum. Need only part of the snapshot? Add `--include 'docs/**'`. More options are described in the [restore guide](https://snapback.dev/docs/restore).""",
            ),
            Good(
                "preserve",
                """## Restoring a snapshot

Run the following command to restore files from a snapshot:

```
snapback restore --snapshot 2024-11-03T02:00 --target ./restore
```

Notes:

- `--target` has to point to an empty directory; existing files are not overwritten unless `--force` is also passed.
- Restored files are verified against the stored SHA-256 checksums.
- Encrypted repositories: provide the passphrase in `SNAPBACK_PASSWORD` or at the prompt.
- Partial restore: add `--include 'docs/**'`.

Further options are covered in the [restore guide](https://snapback.dev/docs/restore).""",
            ),
            Good(
                "pl",
                """## Przywracanie migawki

Aby przywrócić pliki z migawki, uruchom:

```
snapback restore --snapshot 2024-11-03T02:00 --target ./restore
```

Katalog `--target` musi być pusty: snapback nie nadpisze istniejących plików, chyba że dodasz również opcję `--force`.

- Przywrócone pliki są weryfikowane na podstawie zapisanych sum kontrolnych SHA-256.
- W przypadku zaszyfrowanych repozytoriów ustaw hasło w zmiennej `SNAPBACK_PASSWORD` lub wpisz je, gdy program o nie poprosi.
- Aby przywrócić tylko część migawki, dodaj `--include 'docs/**'`.

Więcej opcji znajdziesz w [przewodniku po przywracaniu](https://snapback.dev/docs/restore).""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "--snapshot 2024-11-03T02:00 --target ./restore",
                        "--snapshot 2024-11-03T02:00 --output ./restore",
                    )
                ],
                "code",
            ),
            Slip(
                1,
                [
                    (
                        "```\nsnapback restore --snapshot 2024-11-03T02:00 --target ./restore\n```",
                        "snapback restore --snapshot 2024-11-03T02:00 --target ./restore",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "snapback nie nadpisze istniejących plików",
                        "snapback nadpisze istniejące pliki",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-tattoo-studio-aftercare-healing-advice",
        source="Aftercare for your new tattoo. Leave the wrap on for 2 to 4 hours, then wash the tattoo gently with lukewarm water and unscented soap and pat it dry with clean kitchen roll. Apply a thin layer of aftercare balm two or three times a day for the first two weeks. Do not pick or scratch any scabs, and avoid swimming, baths and saunas until the skin has fully healed, which usually takes around four weeks. Some redness and swelling are normal for the first few days. If the redness spreads, or the area becomes hot or starts to weep yellow fluid, you should contact your GP, as this may be a sign of infection.",
        good=[
            Good(
                "preserve",
                """Looking after your new tattoo

1. Keep the wrap on for 2–4 hours.
2. Wash the tattoo gently with lukewarm water and unscented soap, then pat it dry with clean kitchen roll.
3. For the first two weeks, apply a thin layer of aftercare balm two or three times a day.
4. Don't pick or scratch any scabs.
5. Avoid swimming, baths and saunas until your skin has fully healed – this usually takes about four weeks.

Some redness and swelling in the first few days is normal. But if the redness spreads, the area feels hot or it starts weeping yellow fluid, you should get in touch with your GP, because this may be a sign of infection.""",
            ),
            Good(
                "preserve",
                "Once your tattoo is done, leave the wrap on for 2 to 4 hours. Then wash the area gently using lukewarm water and an unscented soap, and pat it dry with clean kitchen roll. During the first two weeks, put on a thin layer of aftercare balm two or three times daily. Never pick or scratch at scabs, and keep away from swimming, baths and saunas until the skin is fully healed, usually after around four weeks. Expect some redness and swelling over the first few days – that's normal. You should contact your GP if the redness spreads or the area turns hot or begins to weep yellow fluid, since this may signal an infection.",
            ),
            Good(
                "pl",
                "Pielęgnacja nowego tatuażu. Zostaw opatrunek na 2–4 godziny, a następnie delikatnie umyj tatuaż letnią wodą z bezzapachowym mydłem i osusz go, przykładając czysty ręcznik papierowy. Przez pierwsze dwa tygodnie nakładaj cienką warstwę balsamu pielęgnacyjnego dwa lub trzy razy dziennie. Nie zdrapuj ani nie drap strupów i unikaj pływania, kąpieli w wannie oraz sauny, dopóki skóra całkowicie się nie zagoi – zwykle trwa to około czterech tygodni. Pewne zaczerwienienie i obrzęk w pierwszych dniach są czymś normalnym. Jeśli zaczerwienienie się rozszerza, skóra w tym miejscu staje się gorąca lub zaczyna sączyć się z niej żółty płyn, powinieneś skontaktować się ze swoim lekarzem rodzinnym, ponieważ może to świadczyć o zakażeniu.",
            ),
        ],
        bad=[
            Slip(0, [("this usually takes about four weeks", "this takes four weeks")], "hedge"),
            Slip(1, [("You should contact your GP", "You must contact your GP")], "modality"),
            Slip(
                2,
                [
                    (
                        "nakładaj cienką warstwę balsamu pielęgnacyjnego",
                        "nakładaj cienką warstwę balsamu pielęgnacyjnego, który otrzymasz od nas gratis przy kolejnej wizycie,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-ferry-pet-travel-portsmouth-caen",
        source="Travelling with pets on our Portsmouth–Caen route. Dogs, cats and ferrets can travel on all sailings but must be booked in advance, and we accept up to 4 pets per vehicle. During the crossing, pets must stay in your vehicle or in the on-board kennels, which cost £25 each way. Since 1 January 2021, pets travelling from Great Britain to the EU have needed an animal health certificate issued by an official vet no more than 10 days before travel. Dogs must also be treated for tapeworm between 24 and 120 hours before arriving back in Great Britain. Foot passengers cannot travel with pets. Full details are at www.channelseaways.com/pets.",
        good=[
            Good(
                "preserve",
                """Bringing your pet on the Portsmouth–Caen crossing

- **Who can travel:** dogs, cats and ferrets, on any sailing. They must be booked in advance, and we accept up to 4 pets per vehicle.
- **On board:** your pet must stay either in your vehicle or in the on-board kennels (£25 each way).
- **Paperwork:** since 1 January 2021, pets going from Great Britain to the EU have needed an animal health certificate, issued by an official vet no more than 10 days before you travel.
- **Coming home:** dogs must also be treated for tapeworm between 24 and 120 hours before you arrive back in Great Britain.
- **Foot passengers:** you cannot travel with a pet.

Full details: www.channelseaways.com/pets""",
            ),
            Good(
                "preserve",
                "Pets on the Portsmouth–Caen route: dogs, cats and ferrets are accepted on every sailing, provided they are booked in advance, with a maximum of 4 pets per vehicle. For the duration of the crossing, animals must remain in the owner's vehicle or in the on-board kennels, at a cost of £25 each way. Since 1 January 2021, any pet travelling from Great Britain to the EU has required an animal health certificate issued by an official vet not more than 10 days prior to travel. In addition, dogs must receive tapeworm treatment between 24 and 120 hours before they arrive back in Great Britain. Pets cannot travel with foot passengers. Full details are available at www.channelseaways.com/pets.",
            ),
            Good(
                "pl",
                "Podróż ze zwierzętami na trasie Portsmouth–Caen. Psy, koty i fretki mogą podróżować wszystkimi rejsami, ale trzeba je wcześniej zarezerwować; na jeden pojazd przyjmujemy maksymalnie 4 zwierzęta. Podczas rejsu zwierzęta muszą pozostawać w pojeździe lub w pokładowych kojcach, które kosztują 25 GBP w jedną stronę. Od 1 stycznia 2021 r. zwierzęta podróżujące z Wielkiej Brytanii do UE muszą mieć świadectwo zdrowia zwierzęcia (animal health certificate) wystawione przez urzędowego lekarza weterynarii nie wcześniej niż 10 dni przed podróżą. Psy muszą ponadto przejść zabieg przeciw tasiemcom od 24 do 120 godzin przed powrotem do Wielkiej Brytanii. Pasażerowie piesi nie mogą podróżować ze zwierzętami. Szczegółowe informacje: www.channelseaways.com/pets.",
            ),
        ],
        bad=[
            Slip(0, [("since 1 January 2021", "since 1 January 2020")], "date"),
            Slip(1, [("at a cost of £25 each way", "at a cost of £35 each way")], "number"),
            Slip(2, [("www.channelseaways.com/pets", "www.channelseaways.co.uk/pets")], "url"),
        ],
    ),
    Case(
        key="en-allotment-society-summer-water-rules",
        source="Allotment society: water use this summer. Following the hosepipe ban announced by South East Water, hosepipes and sprinklers must not be used on any plot until further notice. You may fill watering cans from the troughs, but please do not dip cans straight into the storage tanks, as this can spread plant disease. Water butts should be fitted with lids to stop mosquitoes breeding. The troughs are refilled on Monday and Thursday mornings. If a trough is empty, do not use the mains tap by the tool shed, which is reserved for the polytunnel. Plot holders who break these rules may lose their plot at the next annual review.",
        good=[
            Good(
                "preserve",
                """Watering your allotment this summer

South East Water has announced a hosepipe ban, so until further notice hosepipes and sprinklers must not be used on any plot. Here's how to water instead:

- You may fill watering cans from the troughs – but please don't dip cans straight into the storage tanks, because this can spread plant disease.
- The troughs are refilled on Monday and Thursday mornings.
- If a trough has run dry, don't use the mains tap next to the tool shed; it's reserved for the polytunnel.
- Water butts should have lids fitted to stop mosquitoes breeding.

Please note that plot holders who break these rules may lose their plot at the next annual review.""",
            ),
            Good(
                "preserve",
                "Notice to plot holders regarding water use this summer. In view of the hosepipe ban announced by South East Water, the use of hosepipes and sprinklers on any plot is prohibited until further notice. Watering cans may be filled from the troughs; however, plot holders are asked not to dip cans directly into the storage tanks, since this can spread plant disease. Lids should be fitted to water butts to prevent mosquitoes from breeding. Troughs are refilled on Monday and Thursday mornings. Should a trough be empty, please do not use the mains tap beside the tool shed, as it is reserved for the polytunnel. Any plot holder who breaks these rules may lose their plot at the next annual review.",
            ),
            Good(
                "pl",
                "Stowarzyszenie działkowców: korzystanie z wody tego lata. W związku z zakazem używania węży ogrodowych ogłoszonym przez South East Water do odwołania nie wolno używać węży ani zraszaczy na żadnej działce. Konewki można napełniać z koryt, ale prosimy nie zanurzać ich bezpośrednio w zbiornikach, ponieważ może to przenosić choroby roślin. Beczki na deszczówkę powinny mieć założone pokrywy, aby nie rozmnażały się w nich komary. Koryta są napełniane w poniedziałki i czwartki rano. Jeśli koryto jest puste, nie korzystaj z kranu z wodą wodociągową przy szopie na narzędzia – jest on zarezerwowany dla tunelu foliowego. Działkowicze, którzy złamią te zasady, mogą stracić działkę podczas najbliższego corocznego przeglądu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "If a trough has run dry, don't use the mains tap",
                        "If a trough has run dry, use the mains tap",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Any plot holder who breaks these rules may lose their plot",
                        "Any plot holder who breaks these rules will lose their plot",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Beczki na deszczówkę powinny mieć założone pokrywy, aby nie rozmnażały się w nich komary. Koryta są napełniane w poniedziałki i czwartki rano.",
                        "Water butts should be fitted with lids to stop mosquitoes breeding. The troughs are refilled on Monday and Thursday mornings.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-insomnia-cbt-trial-research-summary",
        source="A randomised trial by Okafor et al. (2023), published in the Journal of Sleep Research (vol. 32, e13891), followed 214 adults with chronic insomnia for 12 weeks. Participants who completed six sessions of cognitive behavioural therapy for insomnia (CBT-I) fell asleep on average 19 minutes faster than those in the control group. The authors suggest that the effect is probably driven by the sleep-restriction component, although the study was not designed to test this directly. The benefits may fade over time: at the 12-month follow-up, roughly a third of the improvement had been lost. The full dataset is available at doi:10.1111/jsr.13891.",
        good=[
            Good(
                "preserve",
                "In a randomised trial (Okafor et al., 2023, Journal of Sleep Research, vol. 32, e13891), researchers followed 214 adults with chronic insomnia for 12 weeks. Those who completed six sessions of cognitive behavioural therapy for insomnia (CBT-I) got to sleep 19 minutes faster, on average, than people in the control group. According to the authors, the sleep-restriction part of the therapy is probably what drives the effect – though the study wasn't designed to test this directly. The gains may fade with time: by the 12-month follow-up, roughly a third of the improvement had been lost. You can find the full dataset at doi:10.1111/jsr.13891.",
            ),
            Good(
                "preserve",
                "Okafor et al. (2023) report a randomised trial, published in the Journal of Sleep Research (vol. 32, e13891), in which 214 adults with chronic insomnia were followed for 12 weeks. Compared with the control group, participants who completed six sessions of CBT-I (cognitive behavioural therapy for insomnia) fell asleep 19 minutes faster on average. The authors suggest that the sleep-restriction component is probably responsible for the effect, while noting that the study was not designed to test this directly. The benefits may diminish over time; at the 12-month follow-up, approximately one third of the improvement had been lost. The full dataset is available at doi:10.1111/jsr.13891.",
            ),
            Good(
                "pl",
                "Randomizowane badanie Okafor i wsp. (2023), opublikowane w Journal of Sleep Research (t. 32, e13891), objęło 214 dorosłych z przewlekłą bezsennością, których obserwowano przez 12 tygodni. Uczestnicy, którzy ukończyli sześć sesji terapii poznawczo-behawioralnej bezsenności (CBT-I), zasypiali średnio o 19 minut szybciej niż osoby z grupy kontrolnej. Autorzy sugerują, że za efekt prawdopodobnie odpowiada komponent ograniczania snu, choć badanie nie zostało zaprojektowane tak, by bezpośrednio to sprawdzić. Korzyści mogą z czasem słabnąć: w obserwacji po 12 miesiącach utracono mniej więcej jedną trzecią poprawy. Pełny zbiór danych jest dostępny pod adresem doi:10.1111/jsr.13891.",
            ),
        ],
        bad=[
            Slip(0, [("Okafor et al., 2023", "Okafor et al., 2021")], "citation"),
            Slip(
                1,
                [("The benefits may diminish over time", "The benefits diminish over time")],
                "hedge",
            ),
            Slip(2, [("objęło 214 dorosłych", "objęło 241 dorosłych")], "number"),
        ],
    ),
    Case(
        key="en-tenancy-deposit-protection-tenant-notice",
        source="Your tenancy deposit. Your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it, as required by section 213 of the Housing Act 2004. Within the same 30 days, they must also give you the prescribed information about the scheme. If they do not, you can apply to the county court, which may order them to pay you between one and three times the amount of the deposit. At the end of the tenancy, your landlord should return the deposit within 10 days of you both agreeing how much you will get back. Deductions cannot be made for fair wear and tear. This applies to assured shorthold tenancies that started on or after 6 April 2007.",
        good=[
            Good(
                "preserve",
                "If you rent on an assured shorthold tenancy that started on or after 6 April 2007, your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it. This is a requirement of section 213 of the Housing Act 2004. Within those same 30 days, they must also give you the prescribed information about the scheme. If they don't, you can apply to the county court, and the court may order them to pay you between one and three times the amount of the deposit. When the tenancy ends, your landlord should give the deposit back within 10 days of you both agreeing how much you will get back. No deductions can be made for fair wear and tear.",
            ),
            Good(
                "preserve",
                "Tenancy deposits. A landlord who receives a deposit must protect it in a government-approved scheme within 30 days, as section 213 of the Housing Act 2004 requires, and must provide the tenant with the prescribed information about the scheme within the same 30-day period. Where the landlord fails to do so, the tenant can apply to the county court, which may order the landlord to pay between one and three times the deposit amount. At the end of the tenancy, the landlord should return the deposit within 10 days of both parties agreeing how much the tenant will get back. Fair wear and tear cannot be deducted. These rules apply to assured shorthold tenancies that began on or after 6 April 2007.",
            ),
            Good(
                "pl",
                "Twoja kaucja za najem. Wynajmujący musi zabezpieczyć twoją kaucję w systemie zatwierdzonym przez rząd w ciągu 30 dni od jej otrzymania, czego wymaga sekcja 213 ustawy Housing Act 2004. W tym samym terminie 30 dni musi również przekazać ci wymagane przepisami informacje o tym systemie. Jeśli tego nie zrobi, możesz wystąpić do sądu hrabstwa (county court), który może nakazać mu zapłatę od jednokrotności do trzykrotności kwoty kaucji. Po zakończeniu najmu wynajmujący powinien zwrócić kaucję w ciągu 10 dni od chwili, gdy oboje uzgodnicie, ile pieniędzy otrzymasz z powrotem. Z kaucji nie można potrącać kosztów normalnego zużycia. Dotyczy to umów najmu typu assured shorthold, które rozpoczęły się 6 kwietnia 2007 r. lub później.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 213 of the Housing Act 2004", "section 213 of the Housing Act 1988")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "within 10 days of both parties agreeing",
                        "within 14 days of both parties agreeing",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "Z kaucji nie można potrącać kosztów normalnego zużycia.",
                        "Z kaucji można potrącać koszty normalnego zużycia.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-catalogue-api-rate-limit-docs",
        source="""# Rate limits

On the Free plan, the Catalogue API allows **100 requests per minute** per API key. If you exceed the limit, the server responds with `429 Too Many Requests` and a `Retry-After` header giving the number of seconds to wait.

| Plan | Requests per minute | Daily cap |
|------|---------------------|-----------|
| Free | 100 | 10,000 |
| Partner | 600 | 250,000 |

Clients should back off exponentially and must not retry a request more than 5 times. For bulk exports, use the `/v2/exports` endpoint instead of paging through `/v2/records`.""",
        good=[
            Good(
                "preserve",
                """# Rate limits

On the Free plan, each API key can make up to **100 requests per minute** to the Catalogue API. Go over that and the server returns `429 Too Many Requests`, along with a `Retry-After` header that tells you how many seconds to wait.

| Plan | Requests per minute | Daily cap |
|------|---------------------|-----------|
| Free | 100 | 10,000 |
| Partner | 600 | 250,000 |

Your client should back off exponentially, and it must not retry any request more than 5 times. If you need a bulk export, use the `/v2/exports` endpoint rather than paging through `/v2/records`.""",
            ),
            Good(
                "preserve",
                """# Rate limits

Catalogue API limits per API key:

| Plan | Requests per minute | Daily cap |
|------|---------------------|-----------|
| Free | 100 | 10,000 |
| Partner | 600 | 250,000 |

So a Free key gets **100 requests per minute**. When a key goes over its limit:

- the server responds with `429 Too Many Requests`;
- the `Retry-After` header gives the number of seconds to wait.

Clients should back off exponentially and must not retry a request more than 5 times. For bulk exports, use `/v2/exports` instead of paging through `/v2/records`.""",
            ),
            Good(
                "pl",
                """# Limity zapytań

Na planie Free każdy klucz API może wysłać do Catalogue API maksymalnie **100 zapytań na minutę**. Po przekroczeniu limitu serwer zwraca `429 Too Many Requests` oraz nagłówek `Retry-After` z liczbą sekund, które trzeba odczekać.

| Plan | Zapytania na minutę | Limit dzienny |
|------|---------------------|---------------|
| Free | 100 | 10 000 |
| Partner | 600 | 250 000 |

Klienci powinni stosować wykładnicze wydłużanie odstępów między próbami (exponential backoff) i nie mogą ponawiać zapytania więcej niż 5 razy. Do eksportów masowych używaj punktu końcowego `/v2/exports` zamiast stronicowania przez `/v2/records`.""",
            ),
        ],
        bad=[
            Slip(0, [("use the `/v2/exports` endpoint", "use the `/v2/export` endpoint")], "code"),
            Slip(1, [("| Partner | 600 | 250,000 |\n", "")], "markdown"),
            Slip(2, [("więcej niż 5 razy", "więcej niż 3 razy")], "number"),
        ],
    ),
    Case(
        key="en-school-coach-trip-payment-letter",
        source="""Dear Parents and Carers,

Year 8 will visit the Natural History Museum in London on Wednesday 12 March 2025. The coach will leave school at 8:15 and is expected to return at about 17:30. The cost is £18 per pupil, which covers travel and entry to the workshops; please pay through ParentPay by Friday 28 February. Pupils must wear school uniform and should bring a packed lunch and a drink in a plastic bottle, as glass is not allowed. Mobile phones may be brought but must stay switched off during the workshops. If your child has any medical needs, please let Mrs Hallam know before the trip.

Yours sincerely,
D. Pearce, Head of Year 8""",
        good=[
            Good(
                "preserve",
                """Dear Parents and Carers,

On Wednesday 12 March 2025, Year 8 are off to the Natural History Museum in London. The coach will leave school at 8:15, and we expect to be back at about 17:30.

The trip costs £18 per pupil, covering travel and entry to the workshops. Please pay on ParentPay by Friday 28 February.

On the day, pupils must wear school uniform. They should bring a packed lunch and a drink in a plastic bottle – glass is not allowed. Mobile phones may be brought, but they must stay switched off during the workshops.

Please let Mrs Hallam know before the trip if your child has any medical needs.

Yours sincerely,
D. Pearce, Head of Year 8""",
            ),
            Good(
                "preserve",
                """Dear Parents and Carers,

Here are the details of the Year 8 trip to the Natural History Museum, London:

- Date: Wednesday 12 March 2025
- Coach leaves school: 8:15; expected return: about 17:30
- Cost: £18 per pupil (travel and entry to the workshops), to be paid through ParentPay by Friday 28 February
- Dress: school uniform must be worn
- Pupils should bring: a packed lunch and a drink in a plastic bottle (glass is not allowed)
- Mobile phones: may be brought, but must stay switched off during the workshops

If your child has any medical needs, please tell Mrs Hallam before the trip.

Yours sincerely,
D. Pearce, Head of Year 8""",
            ),
            Good(
                "pl",
                """Szanowni Rodzice i Opiekunowie,

w środę 12 marca 2025 r. uczniowie Year 8 pojadą do Muzeum Historii Naturalnej w Londynie. Autokar odjedzie spod szkoły o 8:15, a jego powrót przewidujemy około 17:30. Koszt wynosi 18 GBP od ucznia i obejmuje przejazd oraz wstęp na warsztaty; prosimy o wpłatę przez ParentPay do piątku 28 lutego. Uczniowie muszą mieć na sobie mundurek szkolny i powinni zabrać suchy prowiant na lunch oraz napój w plastikowej butelce, ponieważ szkło jest niedozwolone. Telefony komórkowe można zabrać, ale podczas warsztatów muszą pozostać wyłączone. Jeśli Państwa dziecko ma jakiekolwiek potrzeby zdrowotne, prosimy poinformować o tym panią Hallam przed wycieczką.

Z wyrazami szacunku
D. Pearce, koordynator Year 8""",
            ),
        ],
        bad=[
            Slip(0, [("by Friday 28 February", "by Friday 21 February")], "date"),
            Slip(
                1,
                [("Dress: school uniform must be worn", "Dress: school uniform should be worn")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Autokar odjedzie spod szkoły",
                        "Autokar firmy Redline Travel odjedzie spod szkoły",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-vitamin-d-supplement-advice-summary",
        source="Vitamin D: a summary of the advice. Public Health England (2016) recommends that everyone over the age of one should consider taking a daily supplement containing 10 micrograms of vitamin D during autumn and winter. The advice followed the SACN report Vitamin D and Health (2016), which found that sunlight in the UK is unlikely to provide enough vitamin D between October and March. People who rarely go outdoors should consider taking a supplement all year round. Supplements are not a substitute for a balanced diet, and adults should not take more than 100 micrograms a day, as very high doses over a long period may cause hypercalcaemia.",
        good=[
            Good(
                "preserve",
                "Between October and March, sunlight in the UK is unlikely to give you enough vitamin D – that was the finding of the SACN report Vitamin D and Health (2016). Following that report, Public Health England (2016) recommends that everyone over the age of one should consider taking a daily supplement of 10 micrograms of vitamin D in autumn and winter. If you rarely go outdoors, you should consider taking a supplement all year round. Remember that supplements are not a substitute for a balanced diet. Adults should not take more than 100 micrograms a day, because very high doses over a long period may cause hypercalcaemia.",
            ),
            Good(
                "preserve",
                """Vitamin D – summary of advice

- **Public Health England (2016):** everyone over the age of one should consider a daily supplement containing 10 micrograms of vitamin D during autumn and winter.
- **Basis:** the SACN report Vitamin D and Health (2016) found that UK sunlight is unlikely to provide enough vitamin D between October and March.
- **Rarely outdoors?** You should consider taking a supplement throughout the year.
- **Diet:** supplements are not a substitute for a balanced diet.
- **Upper limit:** adults should not take more than 100 micrograms a day; very high doses over a long period may cause hypercalcaemia.""",
            ),
            Good(
                "pl",
                "Witamina D – podsumowanie zaleceń. Public Health England (2016) zaleca, aby każdy w wieku powyżej jednego roku rozważył przyjmowanie jesienią i zimą codziennego suplementu zawierającego 10 mikrogramów witaminy D. Zalecenie to wydano po opublikowaniu raportu SACN Vitamin D and Health (2016), w którym stwierdzono, że w Wielkiej Brytanii od października do marca światło słoneczne prawdopodobnie nie zapewnia wystarczającej ilości witaminy D. Osoby, które rzadko wychodzą na zewnątrz, powinny rozważyć przyjmowanie suplementu przez cały rok. Suplementy nie zastępują zbilansowanej diety, a dorośli nie powinni przyjmować więcej niż 100 mikrogramów dziennie, ponieważ bardzo wysokie dawki przyjmowane przez długi czas mogą powodować hiperkalcemię.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Following that report, Public Health England (2016)",
                        "Following that report, NICE (2016)",
                    )
                ],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "very high doses over a long period may cause hypercalcaemia",
                        "very high doses over a long period cause hypercalcaemia",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Suplementy nie zastępują zbilansowanej diety",
                        "Suplementy zastępują zbilansowaną dietę",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-housing-association-subject-access-requests",
        source="Handling subject access requests. Under Article 15 of the UK GDPR, any individual may ask us for a copy of the personal data we hold about them. We must respond without undue delay and at the latest within one month of receiving the request. Where a request is complex, or the person has made several requests, Article 12(3) allows us to extend the deadline by a further two months, but we must inform the requester within the first month and explain why. We will not normally charge a fee. Any member of staff who receives a request, whether by email, letter or phone, must forward it to the Data Protection Officer at privacy@lindenhousing.org.uk within 2 working days.",
        good=[
            Good(
                "preserve",
                """Subject access requests – what staff need to know

1. Any individual may ask us for a copy of the personal data we hold about them (Article 15 of the UK GDPR).
2. If you receive a request – by email, letter or phone – you must forward it to the Data Protection Officer at privacy@lindenhousing.org.uk within 2 working days.
3. We must reply without undue delay, and no later than one month after receiving the request.
4. If a request is complex, or the person has made several requests, Article 12(3) lets us extend the deadline by a further two months. We must tell the requester within the first month and explain why.
5. We will not normally charge a fee.""",
            ),
            Good(
                "preserve",
                "This note explains how we handle subject access requests. Article 15 of the UK GDPR gives any individual the right to ask us for a copy of the personal data we hold about them. A response must be given without undue delay and, at the latest, within one month of the request being received. Article 12(3) allows this deadline to be extended by a further two months where a request is complex or the person has made several requests; in that case the requester must be informed, with reasons, within the first month. A fee will not normally be charged. Staff who receive a request by email, letter or phone must pass it to the Data Protection Officer (privacy@lindenhousing.org.uk) within 2 working days.",
            ),
            Good(
                "pl",
                "Obsługa żądań dostępu do danych. Zgodnie z art. 15 UK GDPR każda osoba może zwrócić się do nas o kopię przechowywanych przez nas danych osobowych, które jej dotyczą. Musimy odpowiedzieć bez zbędnej zwłoki, a najpóźniej w ciągu miesiąca od otrzymania żądania. Jeżeli żądanie jest złożone lub dana osoba złożyła kilka żądań, art. 12 ust. 3 pozwala nam przedłużyć ten termin o kolejne dwa miesiące, ale musimy poinformować o tym wnioskodawcę w ciągu pierwszego miesiąca i podać przyczyny. Co do zasady nie pobieramy opłaty. Każdy pracownik, który otrzyma żądanie – e-mailem, listownie lub telefonicznie – musi w ciągu 2 dni roboczych przekazać je inspektorowi ochrony danych na adres privacy@lindenhousing.org.uk.",
            ),
        ],
        bad=[
            Slip(0, [("Article 12(3) lets us", "Article 12(5) lets us")], "legal_reference"),
            Slip(1, [("within 2 working days", "within 5 working days")], "date"),
            Slip(
                2,
                [
                    (
                        "przekazać je inspektorowi ochrony danych na adres",
                        "przekazać je inspektorowi ochrony danych, Jamesowi Ellisowi, na adres",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-city-bike-share-rider-terms",
        source="Using the city bike share. You must be 16 or over to register, and riders under 18 need a parent's or guardian's consent. For annual members, the first 30 minutes of every ride are free; after that, you will be charged £1.50 for each additional 30 minutes. Bikes must be returned to a docking station, and leaving a bike anywhere else will incur a £20 fee. Do not ride on pavements, and do not carry passengers. Helmets are not provided, but we strongly recommend that you wear one. To report a damaged bike, use the app or email support@ridewestbikes.co.uk.",
        good=[
            Good(
                "preserve",
                """City bike share – the essentials

- You must be 16 or over to register; if you're under 18, you'll need consent from a parent or guardian.
- Annual members ride free for the first 30 minutes of every trip, then pay £1.50 for each additional 30 minutes.
- Bikes must be returned to a docking station. Leaving one anywhere else incurs a £20 fee.
- Don't ride on pavements, and don't carry passengers.
- We don't provide helmets, but we strongly recommend wearing one.
- Damaged bike? Report it in the app or email support@ridewestbikes.co.uk.""",
            ),
            Good(
                "preserve",
                "To register for the city bike share you must be at least 16 years old, and riders under 18 need consent from a parent or guardian. Annual members get the first 30 minutes of each ride free, and are charged £1.50 for every additional 30 minutes after that. You must return bikes to a docking station; a £20 fee applies if a bike is left anywhere else. Riding on pavements and carrying passengers are not permitted. Although helmets are not provided, we strongly recommend that you wear one. Damaged bikes can be reported in the app or by email to support@ridewestbikes.co.uk.",
            ),
            Good(
                "pl",
                "Korzystanie z miejskiego systemu rowerowego. Aby się zarejestrować, musisz mieć ukończone 16 lat, a osoby poniżej 18 roku życia potrzebują zgody rodzica lub opiekuna. Dla posiadaczy abonamentu rocznego pierwsze 30 minut każdej jazdy jest bezpłatne; później pobieramy 1,50 GBP za każde kolejne 30 minut. Rowery muszą być zwracane do stacji dokującej, a pozostawienie roweru w innym miejscu wiąże się z opłatą 20 GBP. Nie jeździj po chodnikach i nie przewoź pasażerów. Nie zapewniamy kasków, ale zdecydowanie zalecamy jazdę w kasku. Uszkodzony rower zgłoś w aplikacji lub e-mailem na adres support@ridewestbikes.co.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "We don't provide helmets, but we strongly recommend",
                        "We provide helmets, and we strongly recommend",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "a £20 fee applies if a bike is left anywhere else.",
                        "a £20 fee applies if a bike is left anywhere else, and repeat offenders have their membership suspended.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("support@ridewestbikes.co.uk", "support@ridewestbike.co.uk")], "url"),
        ],
    ),
    Case(
        key="en-digital-heritage-conference-call-papers",
        source="Call for papers: 11th Northern Conference on Digital Heritage, York, 16–18 June 2026. We invite abstracts of up to 300 words on the preservation, interpretation and reuse of digital cultural heritage. Submissions must be anonymised and should follow the template in the author guidelines. Authors may submit more than one abstract, but each person may present no more than two papers. This year's keynote will be given by Professor Amara Lindqvist, whose book Fragile Archives (Routledge, 2022) inspired the conference theme. Accepted papers will be published in open-access proceedings. The submission deadline is 20 January 2026, and notifications will be sent in early March.",
        good=[
            Good(
                "preserve",
                """**11th Northern Conference on Digital Heritage – Call for Papers**
York, 16–18 June 2026

We welcome abstracts of up to 300 words on preserving, interpreting and reusing digital cultural heritage. All submissions must be anonymised and should follow the template in the author guidelines. You may submit more than one abstract, but each person may present no more than two papers.

The conference theme was inspired by Fragile Archives (Routledge, 2022), the book by this year's keynote speaker, Professor Amara Lindqvist. Accepted papers will be published in open-access proceedings.

Submission deadline: 20 January 2026. Notifications will be sent in early March.""",
            ),
            Good(
                "preserve",
                "The 11th Northern Conference on Digital Heritage takes place in York on 16–18 June 2026, and the organisers are calling for papers. Abstracts of up to 300 words are invited on the preservation, interpretation and reuse of digital cultural heritage; they must be anonymised and should follow the template in the author guidelines. Authors may submit more than one abstract, although each person may present no more than two papers. Professor Amara Lindqvist, whose book Fragile Archives (Routledge, 2022) inspired this year's theme, will give the keynote. Accepted papers will be published in open-access proceedings. Submissions close on 20 January 2026, and notifications will be sent in early March.",
            ),
            Good(
                "pl",
                "Zaproszenie do nadsyłania referatów: 11. Northern Conference on Digital Heritage, York, 16–18 czerwca 2026 r. Zapraszamy do przesyłania abstraktów o objętości do 300 słów, dotyczących zachowania, interpretacji i ponownego wykorzystania cyfrowego dziedzictwa kulturowego. Zgłoszenia muszą być zanonimizowane i powinny być przygotowane zgodnie z szablonem zawartym w wytycznych dla autorów. Autorzy mogą przesłać więcej niż jeden abstrakt, ale każda osoba może wygłosić najwyżej dwa referaty. Wykład plenarny wygłosi w tym roku prof. Amara Lindqvist, której książka Fragile Archives (Routledge, 2022) stała się inspiracją dla tematu konferencji. Przyjęte referaty zostaną opublikowane w materiałach konferencyjnych w otwartym dostępie. Termin nadsyłania zgłoszeń upływa 20 stycznia 2026 r., a powiadomienia zostaną wysłane na początku marca.",
            ),
        ],
        bad=[
            Slip(0, [("(Routledge, 2022)", "(Palgrave, 2022)")], "citation"),
            Slip(
                1,
                [
                    (
                        "Accepted papers will be published in open-access proceedings. Submissions close on 20 January 2026, and notifications will be sent in early March.",
                        "Przyjęte referaty zostaną opublikowane w materiałach konferencyjnych w otwartym dostępie. Termin nadsyłania zgłoszeń upływa 20 stycznia 2026 r., a powiadomienia zostaną wysłane na początku marca.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                2,
                [("Zgłoszenia muszą być zanonimizowane", "Zgłoszenia powinny być zanonimizowane")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-tidyframe-release-notes-deprecation",
        source="""## tidyframe 3.2.0

This release drops support for Python 3.8; the minimum supported version is now Python 3.9.

- `read_sheet()` gains an `engine` parameter, which defaults to `"openpyxl"`.
- The `load_xlsx()` alias is deprecated and will be removed in tidyframe 4.0. Calling it now emits a `DeprecationWarning`.
- Loading large CSV files is roughly 25% faster thanks to chunked parsing.

The on-disk cache format has not changed, so existing caches do not need to be rebuilt. To upgrade, run `pip install --upgrade tidyframe`.""",
        good=[
            Good(
                "preserve",
                """## tidyframe 3.2.0

Python 3.8 is no longer supported as of this release: the minimum supported version is now Python 3.9. There is a new `engine` parameter for `read_sheet()`, defaulting to `"openpyxl"`. The `load_xlsx()` alias has been deprecated – calling it now emits a `DeprecationWarning`, and it will be removed in tidyframe 4.0. Thanks to chunked parsing, large CSV files load roughly 25% faster. Existing caches don't need to be rebuilt, because the on-disk cache format is unchanged. Upgrade with `pip install --upgrade tidyframe`.""",
            ),
            Good(
                "preserve",
                """## tidyframe 3.2.0

**Python:** support for 3.8 has been dropped; the minimum supported version is now 3.9.

- **New:** `read_sheet()` takes an `engine` parameter (default `"openpyxl"`).
- **Deprecated:** the `load_xlsx()` alias now emits a `DeprecationWarning` and will be removed in tidyframe 4.0.
- **Faster:** large CSV files load about 25% faster with chunked parsing.
- **Unchanged:** the on-disk cache format, so there is no need to rebuild existing caches.

Upgrade: `pip install --upgrade tidyframe`""",
            ),
            Good(
                "pl",
                """## tidyframe 3.2.0

W tym wydaniu rezygnujemy ze wsparcia dla Pythona 3.8; minimalna obsługiwana wersja to teraz Python 3.9.

- Funkcja `read_sheet()` zyskuje parametr `engine`, którego wartość domyślna to `"openpyxl"`.
- Alias `load_xlsx()` jest przestarzały i zostanie usunięty w tidyframe 4.0. Jego wywołanie powoduje teraz zgłoszenie ostrzeżenia `DeprecationWarning`.
- Wczytywanie dużych plików CSV jest mniej więcej o 25% szybsze dzięki parsowaniu porcjami.

Format pamięci podręcznej na dysku się nie zmienił, więc istniejących pamięci podręcznych nie trzeba przebudowywać. Aby zaktualizować pakiet, uruchom `pip install --upgrade tidyframe`.""",
            ),
        ],
        bad=[
            Slip(0, [('defaulting to `"openpyxl"`', 'defaulting to `"xlrd"`')], "code"),
            Slip(1, [("about 25% faster", "about 40% faster")], "number"),
            Slip(
                2,
                [
                    (
                        "dzięki parsowaniu porcjami.",
                        "dzięki parsowaniu porcjami i nowemu silnikowi napisanemu w Ruście.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
