# ruff: noqa: E501, RUF001
"""English source cases of blind set 84: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-lighthouse-museum-tower-visitor-rules",
        source="""Welcome to the Cape Harrow Lighthouse Museum. The tower is open to visitors from 10:00 to 17:00, April to October, and the last climb starts at 16:30. Because the spiral staircase has 137 steps and a narrow gallery, no more than 12 people may be in the tower at one time. Children under 8 must be accompanied by an adult on the stairs, and pushchairs cannot be taken beyond the ground floor. Please do not touch the lens or the brass fittings in the lantern room; they are original and easily scratched. Drones must not be flown within 500 metres of the tower without written permission from the museum office. Dogs are welcome in the garden but not inside the buildings.""",
        good=[
            Good(
                "preserve",
                """Thanks for visiting the Cape Harrow Lighthouse Museum! You can climb the tower between 10:00 and 17:00 from April to October, with the last climb beginning at 16:30. The spiral staircase has 137 steps and the gallery is narrow, so no more than 12 people are allowed in the tower at once. If you bring children under 8, an adult must go up the stairs with them, and pushchairs can't be taken past the ground floor. In the lantern room, please don't touch the lens or the brass fittings – they're original and scratch easily. You must not fly a drone within 500 metres of the tower unless the museum office has given you written permission. Your dog is welcome in the garden, though not inside the buildings.""",
            ),
            Good(
                "preserve",
                """Cape Harrow Lighthouse Museum – visitor rules

- Tower opening hours: 10:00–17:00, April–October; last climb at 16:30.
- Maximum 12 people in the tower at any one time (137-step spiral staircase, narrow gallery).
- Children under 8 must be accompanied by an adult on the stairs.
- Pushchairs cannot go beyond the ground floor.
- Do not touch the lens or brass fittings in the lantern room – they are original and scratch easily.
- Drones must not be flown within 500 m of the tower without the museum office's written permission.
- Dogs: welcome in the garden, not inside the buildings.""",
            ),
            Good(
                "pl",
                """Witamy w Muzeum Latarni Morskiej Cape Harrow. Wieża jest otwarta dla zwiedzających od 10:00 do 17:00, od kwietnia do października, a ostatnie wejście na górę zaczyna się o 16:30. Kręte schody liczą 137 stopni, a galeria jest wąska, dlatego w wieży może jednocześnie przebywać nie więcej niż 12 osób. Dzieci poniżej 8 lat muszą wchodzić po schodach pod opieką osoby dorosłej, a wózków dziecięcych nie można zabierać dalej niż na parter. Prosimy nie dotykać soczewki ani mosiężnych elementów w pomieszczeniu laterny – są oryginalne i łatwo je zarysować. Bez pisemnej zgody biura muzeum nie wolno puszczać dronów w promieniu 500 metrów od wieży. Psy są mile widziane w ogrodzie, ale nie wewnątrz budynków.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "an adult must go up the stairs with them",
                        "an adult should go up the stairs with them",
                    )
                ],
                "modality",
            ),
            Slip(
                1, [("Maximum 12 people in the tower", "Maximum 15 people in the tower")], "number"
            ),
            Slip(
                2,
                [
                    (
                        "Psy są mile widziane w ogrodzie, ale nie wewnątrz budynków.",
                        "Psy są mile widziane w ogrodzie, a także wewnątrz budynków.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-septic-tank-pumping-inspection-guide",
        source="""Most household septic tanks need pumping every three to five years, although a tank serving a large family or a home with a garbage disposal will probably fill faster. You should have the tank inspected at least once a year by a licensed contractor, who will measure the sludge and scum layers. If the sludge layer is within 30 cm of the outlet pipe, the tank must be pumped. Avoid flushing wipes, cooking fat or paint, and do not park vehicles or plant trees over the drain field. A typical pump-out for a 4,000-litre tank costs around £250–£350, depending on access. Slow drains and a sewage smell near the tank may be early signs that the system is failing.""",
        good=[
            Good(
                "preserve",
                """Plan on pumping your septic tank every three to five years – that's what most households need, but if you have a big family or a garbage disposal, it will probably fill up sooner. You should have a licensed contractor inspect it at least once a year; they'll measure the sludge and scum layers. Once the sludge is within 30 cm of the outlet pipe, the tank must be pumped. Avoid flushing wipes, cooking fat or paint, and don't park vehicles or plant trees on top of the drain field. Expect to pay around £250–£350 to pump out a typical 4,000-litre tank, depending on how easy it is to reach. Slow drains or a sewage smell near the tank may be early warning signs that the system is failing.""",
            ),
            Good(
                "preserve",
                """Septic tank care at a glance

Pumping: most household tanks need it every three to five years. A tank serving a large family or a home with a garbage disposal will probably need it sooner.
Inspection: should be carried out at least once a year by a licensed contractor, who measures the sludge and scum layers. The tank must be pumped when the sludge comes within 30 cm of the outlet pipe.
Avoid: flushing wipes, cooking fat or paint.
Do not: park vehicles or plant trees over the drain field.
Cost: around £250–£350 for a typical 4,000-litre tank, depending on access.
Warning signs: slow drains and a sewage smell near the tank may be early signs of system failure.""",
            ),
            Good(
                "pl",
                """Większość przydomowych osadników gnilnych trzeba opróżniać co trzy do pięciu lat, choć zbiornik obsługujący dużą rodzinę lub dom z rozdrabniaczem odpadków w zlewie prawdopodobnie zapełni się szybciej. Co najmniej raz w roku zbiornik powinien skontrolować licencjonowany wykonawca, który zmierzy grubość warstwy osadu i kożucha. Jeśli osad znajduje się w odległości 30 cm od rury odpływowej lub bliżej, zbiornik musi zostać opróżniony. Unikaj spłukiwania w toalecie chusteczek nawilżanych, tłuszczu kuchennego i farby, a nad polem drenażowym nie parkuj pojazdów ani nie sadź drzew. Typowe opróżnienie zbiornika o pojemności 4000 litrów kosztuje około 250–350 funtów, w zależności od dojazdu. Wolno spływająca woda i zapach ścieków w pobliżu zbiornika mogą być wczesnymi oznakami awarii systemu.""",
            ),
        ],
        bad=[
            Slip(0, [("it will probably fill up sooner", "it will fill up sooner")], "hedge"),
            Slip(
                1,
                [
                    (
                        "comes within 30 cm of the outlet pipe",
                        "comes within 50 cm of the outlet pipe",
                    )
                ],
                "number",
            ),
            Slip(
                2,
                [("zbiornik musi zostać opróżniony", "zbiornik powinien zostać opróżniony")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-orthodontic-clear-aligner-treatment-letter",
        source="""Dear Ms Okafor, following your consultation on 14 March, we recommend treatment with clear aligners for approximately 18 months. Your first set of aligners will be fitted on 2 April at 9:15, and you will then change to a new set every two weeks. Aligners should be worn for at least 22 hours a day and removed only for eating, drinking anything other than water, and brushing. Results cannot be guaranteed if aligners are worn less than prescribed. Review appointments are scheduled every eight weeks. After treatment you will need to wear a retainer at night; retainers are not included in the treatment fee and are charged separately.""",
        good=[
            Good(
                "preserve",
                """Dear Ms Okafor,

Thank you for coming in for your consultation on 14 March. Our recommendation is clear aligner treatment lasting approximately 18 months. We'll fit your first aligners on 2 April at 9:15, and after that you'll switch to a new set every two weeks. You should wear them for at least 22 hours a day, taking them out only to eat, to brush, or to drink anything other than water. Please bear in mind that if you wear the aligners less than prescribed, we cannot guarantee the results. We'll see you for a review every eight weeks. Once treatment ends, you will need to wear a retainer at night – retainers aren't included in the treatment fee and are charged separately.""",
            ),
            Good(
                "preserve",
                """Dear Ms Okafor,

Further to your consultation on 14 March, we recommend clear aligner treatment with an expected duration of approximately 18 months. Your treatment plan:

1. First aligners fitted on 2 April at 9:15.
2. A new set of aligners every two weeks thereafter.
3. Review appointments every eight weeks.
4. After treatment, you will need to wear a retainer at night (not included in the treatment fee; charged separately).

Aligners should be worn for a minimum of 22 hours per day and removed only for eating, brushing and drinking anything other than water. Results cannot be guaranteed if they are worn for less time than prescribed.""",
            ),
            Good(
                "pl",
                """Szanowna Pani Okafor,

po konsultacji z 14 marca zalecamy leczenie przezroczystymi nakładkami ortodontycznymi, które potrwa około 18 miesięcy. Pierwszy zestaw nakładek założymy 2 kwietnia o 9:15, a następnie co dwa tygodnie będzie Pani zmieniać go na nowy. Nakładki powinny być noszone co najmniej 22 godziny na dobę i zdejmowane wyłącznie do jedzenia, picia napojów innych niż woda oraz mycia zębów. Jeśli nakładki będą noszone krócej, niż zalecono, nie możemy zagwarantować efektów leczenia. Wizyty kontrolne zaplanowano co osiem tygodni. Po zakończeniu leczenia konieczne będzie noszenie retainera na noc; retainery nie są wliczone w cenę leczenia i są płatne osobno.""",
            ),
        ],
        bad=[
            Slip(0, [("on 2 April at 9:15", "on 2 April at 9:45")], "date"),
            Slip(
                1,
                [
                    (
                        "3. Review appointments every eight weeks.",
                        "3. Review appointments every eight weeks with Dr Hannah Reyes.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "retainery nie są wliczone w cenę leczenia i są płatne osobno",
                        "retainery są wliczone w cenę leczenia",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-pottery-studio-bisque-kiln-schedule",
        source="""## Bisque firing schedule (Kiln 2)

Load only bone-dry greenware; pieces that still feel cool to the touch must not go in.

| Segment | Rate (°C/h) | Target (°C) | Hold |
|---|---|---|---|
| 1 | 80 | 600 | 0 |
| 2 | 150 | 1000 | 10 min |

- Leave the bung out until the kiln reaches 600 °C.
- The full firing takes about 11 hours; cooling should take at least 24 hours.
- Do not open the lid above 100 °C.

Members may book Kiln 2 through the studio calendar, but only staff can start a firing.""",
        good=[
            Good(
                "preserve",
                """## Kiln 2: bisque firing schedule

Only bone-dry greenware goes in – if a piece still feels cool to the touch, it must not be loaded.

| Segment | Rate (°C/h) | Target (°C) | Hold |
|---|---|---|---|
| 1 | 80 | 600 | 0 |
| 2 | 150 | 1000 | 10 min |

- Keep the bung out until the temperature reaches 600 °C.
- Expect the whole firing to take about 11 hours; cooling should last at least 24 hours.
- Don't open the lid while the kiln is above 100 °C.

You may book Kiln 2 via the studio calendar, but only staff can start a firing.""",
            ),
            Good(
                "preserve",
                """## Bisque Firing Schedule – Kiln 2

Only bone-dry greenware is to be loaded; any piece that still feels cool to the touch must not be placed in the kiln.

| Segment | Rate (°C/h) | Target (°C) | Hold |
|---|---|---|---|
| 1 | 80 | 600 | 0 |
| 2 | 150 | 1000 | 10 min |

- The bung is to remain out until the kiln reaches 600 °C.
- A complete firing takes about 11 hours, and cooling should take no less than 24 hours.
- The lid must not be opened above 100 °C.

Kiln 2 may be booked by members through the studio calendar; however, firings can only be started by staff.""",
            ),
            Good(
                "pl",
                """## Harmonogram wypału biskwitowego (Piec 2)

Do pieca wkładamy wyłącznie całkowicie suche surowe wyroby; elementów, które w dotyku są jeszcze chłodne, nie wolno wkładać.

| Segment | Tempo (°C/h) | Temperatura docelowa (°C) | Wytrzymanie |
|---|---|---|---|
| 1 | 80 | 600 | 0 |
| 2 | 150 | 1000 | 10 min |

- Nie wkładaj zatyczki do otworu, dopóki piec nie osiągnie 600 °C.
- Cały wypał trwa około 11 godzin; studzenie powinno trwać co najmniej 24 godziny.
- Nie otwieraj pokrywy powyżej 100 °C.

Członkowie mogą rezerwować Piec 2 w kalendarzu pracowni, ale wypał mogą uruchamiać tylko pracownicy.""",
            ),
        ],
        bad=[
            Slip(0, [("| 2 | 150 | 1000 | 10 min |", "| 2 | 150 | 1100 | 10 min |")], "number"),
            Slip(1, [("| 1 | 80 | 600 | 0 |\n", "")], "markdown"),
            Slip(
                2,
                [("Członkowie mogą rezerwować Piec 2", "Członkowie muszą rezerwować Piec 2")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-astronomy-society-spring-observing-nights",
        source="""Northfield Astronomical Society – spring observing nights

Our public observing nights will be held on Friday 7 March, Friday 4 April and Friday 2 May, starting at 20:00 at the Hollins Farm dark-sky site. If the sky is overcast, the session will not go ahead; we post a final decision by 16:00 on the day at northfieldastro.org.uk/observing. You don't need to book, and entry is free, but please bring a red torch and do not use white lights or phone screens near the telescopes. Members who want to set up their own equipment should arrive by 19:30. Questions can be sent to nights@northfieldastro.org.uk.""",
        good=[
            Good(
                "preserve",
                """Northfield Astronomical Society: spring observing nights

- Dates: Friday 7 March, Friday 4 April and Friday 2 May, from 20:00.
- Place: the Hollins Farm dark-sky site.
- Cloudy skies: if it's overcast, the session won't go ahead. The final decision is posted by 16:00 on the day at northfieldastro.org.uk/observing.
- No booking needed, and entry is free.
- Bring a red torch, and please don't use white lights or phone screens near the telescopes.
- Members setting up their own equipment should arrive by 19:30.
- Questions: nights@northfieldastro.org.uk""",
            ),
            Good(
                "preserve",
                """Join the Northfield Astronomical Society under the stars this spring! Our public observing nights at the Hollins Farm dark-sky site begin at 20:00 on three Fridays: 7 March, 4 April and 2 May. There's no need to book and it's free to come along. Please bring a red torch, and don't use white lights or phone screens near the telescopes. If the sky is overcast, the session won't go ahead – check northfieldastro.org.uk/observing, where we'll post the final decision by 16:00 on the day. Members bringing their own equipment to set up should be there by 19:30. Any questions? Email nights@northfieldastro.org.uk.""",
            ),
            Good(
                "pl",
                """Northfield Astronomical Society – wiosenne noce obserwacyjne

Publiczne noce obserwacyjne odbędą się w piątek 7 marca, w piątek 4 kwietnia i w piątek 2 maja na terenie ciemnego nieba Hollins Farm i rozpoczną się o 20:00. Jeśli niebo będzie zachmurzone, spotkanie się nie odbędzie; ostateczną decyzję publikujemy do 16:00 w dniu spotkania na stronie northfieldastro.org.uk/observing. Nie trzeba się zapisywać, a wstęp jest bezpłatny, ale prosimy zabrać czerwoną latarkę i nie używać białego światła ani ekranów telefonów w pobliżu teleskopów. Członkowie, którzy chcą rozstawić własny sprzęt, powinni przyjechać do 19:30. Pytania można przesyłać na adres nights@northfieldastro.org.uk.""",
            ),
        ],
        bad=[
            Slip(0, [("Friday 4 April", "Friday 11 April")], "date"),
            Slip(
                1,
                [("check northfieldastro.org.uk/observing", "check northfieldastro.org/observing")],
                "url",
            ),
            Slip(2, [("Nie trzeba się zapisywać", "Trzeba się zapisać")], "negation"),
        ],
    ),
    Case(
        key="en-grain-silo-confined-space-entry",
        source="""Entry into a grain silo is permit-required confined space work under 29 CFR 1910.272 and must never be carried out alone. Before anyone enters, all unloading augers and conveyors must be locked out and tagged out, and the atmosphere must be tested for oxygen, carbon dioxide and fumigant residues. Workers must wear a body harness attached to a lifeline, and an attendant must remain outside the bin throughout the entry. Do not walk on crusted or bridged grain: it can collapse without warning and engulf a person within seconds. Entry is not permitted while grain is being loaded or unloaded. Supervisors should review the entry permit with the whole crew before each entry.""",
        good=[
            Good(
                "preserve",
                """Grain silo entry – key rules

Entering a grain silo is permit-required confined space work under 29 CFR 1910.272, and it must never be done alone. Before anyone goes in:

1. Lock out and tag out all unloading augers and conveyors.
2. Test the atmosphere for oxygen, carbon dioxide and fumigant residues.
3. Make sure every worker is wearing a body harness attached to a lifeline.
4. Station an attendant outside the bin, who must stay there for the whole entry.

Do not walk on crusted or bridged grain – it can collapse without warning and engulf a person within seconds. No entry is permitted while grain is being loaded or unloaded. Supervisors should go through the entry permit with the whole crew before each entry.""",
            ),
            Good(
                "preserve",
                """Under 29 CFR 1910.272, grain silo entry is classed as permit-required confined space work, and it must never be performed by a person working alone. Prior to any entry, every unloading auger and conveyor must be locked out and tagged out, and the atmosphere must be tested for oxygen, carbon dioxide and fumigant residues. Each worker must wear a body harness connected to a lifeline, while an attendant must stay outside the bin for the entire entry. Crusted or bridged grain must not be walked on, as it can give way without warning and engulf a person in seconds. Entry is not allowed while grain is being loaded or unloaded. Before each entry, supervisors should review the entry permit with the entire crew.""",
            ),
            Good(
                "pl",
                """Wejście do silosu zbożowego jest pracą w przestrzeni zamkniętej wymagającą zezwolenia zgodnie z 29 CFR 1910.272 i nigdy nie może być wykonywane w pojedynkę. Zanim ktokolwiek wejdzie do środka, wszystkie przenośniki ślimakowe i taśmowe do rozładunku muszą zostać zablokowane i oznakowane, a atmosfera musi zostać zbadana pod kątem zawartości tlenu, dwutlenku węgla i pozostałości fumigantów. Pracownicy muszą mieć na sobie szelki bezpieczeństwa przypięte do liny asekuracyjnej, a przez cały czas trwania wejścia na zewnątrz zbiornika musi pozostawać osoba asekurująca. Nie wchodź na zbrylone ani zawieszone ziarno: może się ono bez ostrzeżenia zapaść i w ciągu kilku sekund pochłonąć człowieka. Wejście jest niedozwolone podczas załadunku lub rozładunku ziarna. Przed każdym wejściem kierownicy powinni omówić zezwolenie na wejście z całą ekipą.""",
            ),
        ],
        bad=[
            Slip(0, [("under 29 CFR 1910.272", "under 29 CFR 1910.146")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "Each worker must wear a body harness",
                        "Each worker should wear a body harness",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Wejście jest niedozwolone podczas załadunku",
                        "Wejście jest dozwolone podczas załadunku",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-microbrewery-tapboard-release-notes",
        source="""# Hopwell Brewing – TapBoard 3.2.0 release notes

Released 12 June 2025. This update changes how the taproom screens pull data from the cellar system.

- Keg levels now refresh every 60 seconds instead of every 5 minutes.
- The new `show_abv_warning` option flags beers above 8% ABV on the menu; it is off by default.
- Run `tapboard migrate --to 3.2` before restarting the screens, or the price list will not load.
- Support for the old CSV price import has been removed.

Screens running versions older than 3.0 cannot be upgraded directly and must be updated to 3.0 first.""",
        good=[
            Good(
                "preserve",
                """# TapBoard 3.2.0 release notes – Hopwell Brewing

Out on 12 June 2025, this release changes the way the taproom screens get their data from the cellar system.

- Keg levels now refresh every 60 seconds, rather than every 5 minutes.
- A new option, `show_abv_warning`, marks beers over 8% ABV on the menu. It is switched off by default.
- Before restarting the screens, run `tapboard migrate --to 3.2`; otherwise the price list won't load.
- The old CSV price import is no longer supported.

Screens on a version older than 3.0 cannot be upgraded directly – they must be updated to 3.0 first.""",
            ),
            Good(
                "preserve",
                """# Hopwell Brewing: TapBoard 3.2.0

**Release date:** 12 June 2025
**Summary:** changes how the taproom screens fetch data from the cellar system.

**Changes**
- Keg level refresh interval: 5 minutes → 60 seconds.
- Added `show_abv_warning` (default: off) to flag beers above 8% ABV on the menu.
- Removed: support for the old CSV price import.

**Upgrade notes**
- Run `tapboard migrate --to 3.2` before restarting the screens, or the price list will not load.
- Screens running versions older than 3.0 cannot be upgraded directly and must be updated to 3.0 first.""",
            ),
            Good(
                "pl",
                """# Hopwell Brewing – informacje o wydaniu TapBoard 3.2.0

Wydano 12 czerwca 2025 r. Ta aktualizacja zmienia sposób, w jaki ekrany w sali degustacyjnej pobierają dane z systemu piwnicy.

- Poziomy w kegach odświeżają się teraz co 60 sekund zamiast co 5 minut.
- Nowa opcja `show_abv_warning` oznacza w menu piwa o zawartości alkoholu powyżej 8% ABV; domyślnie jest wyłączona.
- Przed ponownym uruchomieniem ekranów wykonaj `tapboard migrate --to 3.2`, w przeciwnym razie cennik się nie wczyta.
- Usunięto obsługę starego importu cennika z plików CSV.

Ekranów z wersją starszą niż 3.0 nie można zaktualizować bezpośrednio – muszą najpierw zostać zaktualizowane do wersji 3.0.""",
            ),
        ],
        bad=[
            Slip(0, [("run `tapboard migrate --to 3.2`", "run `tapboard migrate 3.2`")], "code"),
            Slip(1, [("5 minutes → 60 seconds", "5 minutes → 30 seconds")], "number"),
            Slip(
                2,
                [
                    (
                        "Usunięto obsługę starego importu cennika z plików CSV.",
                        "Usunięto obsługę starego importu cennika z plików CSV, ponieważ powodował błędy przy polskich znakach w nazwach piw.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-wedding-venue-barn-booking-terms",
        source="""To secure your wedding date at Ashcombe Barn, a non-refundable booking fee of £1,500 is payable when you sign the contract. The remaining balance must be paid no later than 12 weeks before the wedding. Final guest numbers should be confirmed by 1 September for weddings in October to December, and by 14 days before the event for all other dates. The barn holds a maximum of 140 seated guests. Amplified music must end at 23:00 and guests must leave the site by midnight. Couples may bring their own caterer, provided the caterer holds public liability insurance of at least £5 million. Confetti may be used outdoors only.""",
        good=[
            Good(
                "preserve",
                """Booking Ashcombe Barn for your wedding? Here's how it works. To secure your date, you'll pay a non-refundable £1,500 booking fee when you sign the contract, and the rest of the balance must be paid no later than 12 weeks before the big day. You should confirm your final guest numbers by 1 September if you're marrying between October and December, or 14 days before the event for any other date. The barn seats up to 140 guests. Amplified music must stop at 23:00, and everyone must be off the site by midnight. You may bring your own caterer, as long as they hold public liability insurance of at least £5 million. Confetti may be used outdoors only.""",
            ),
            Good(
                "preserve",
                """Ashcombe Barn – wedding booking terms

1. Booking fee: £1,500, non-refundable, payable on signing the contract to secure your date.
2. Balance: must be paid no later than 12 weeks before the wedding.
3. Final guest numbers: should be confirmed by 1 September for October–December weddings, and 14 days before the event for all other dates.
4. Capacity: maximum 140 seated guests.
5. Curfew: amplified music must end at 23:00; guests must leave the site by midnight.
6. Catering: couples may bring their own caterer, provided it holds public liability insurance of at least £5 million.
7. Confetti: may be used outdoors only.""",
            ),
            Good(
                "pl",
                """Aby zarezerwować termin ślubu w Ashcombe Barn, przy podpisaniu umowy należy wnieść bezzwrotną opłatę rezerwacyjną w wysokości 1500 funtów. Pozostała kwota musi zostać zapłacona najpóźniej 12 tygodni przed ślubem. Ostateczna liczba gości powinna zostać potwierdzona do 1 września w przypadku ślubów w okresie od października do grudnia, a w przypadku pozostałych terminów – 14 dni przed uroczystością. Stodoła mieści maksymalnie 140 gości przy stołach. Muzyka z nagłośnieniem musi ucichnąć o 23:00, a goście muszą opuścić teren do północy. Para młoda może zatrudnić własną firmę cateringową, pod warunkiem że ma ona ubezpieczenie OC na kwotę co najmniej 5 milionów funtów. Konfetti można używać wyłącznie na zewnątrz.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("The barn seats up to 140 guests.", "The barn seats up to 180 guests.")],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "no later than 12 weeks before the wedding",
                        "no later than 8 weeks before the wedding",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "Pozostała kwota musi zostać zapłacona",
                        "Pozostała kwota powinna zostać zapłacona",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-farrier-shoeing-service-terms",
        source="""Farrier visits are booked in rounds, usually every six to eight weeks, though some horses may need shoeing more often. Horses must be caught, dry and tied up in a clean, level area before I arrive; I will not shoe a horse standing in mud or in a field. An adult owner or handler should be present for every appointment. Cancellations with less than 48 hours' notice will be charged in full. I do not sedate horses; if your horse is difficult to shoe, a vet may need to attend. Payment is due on the day, by bank transfer or card. Hot shoeing is likely to produce some smoke, which can unsettle young horses.""",
        good=[
            Good(
                "preserve",
                """How my farrier visits work: I book horses in rounds, usually every six to eight weeks, although some horses may need shoeing more often. Before I arrive, your horse must be caught, dry and tied up on clean, level ground – I won't shoe a horse that's standing in mud or in a field. An adult owner or handler should be there for every appointment. If you cancel with less than 48 hours' notice, you'll be charged in full. I don't sedate horses, so if yours is difficult to shoe, a vet may need to attend. Payment is due on the day, by bank transfer or card. Bear in mind that hot shoeing is likely to produce some smoke, which can unsettle young horses.""",
            ),
            Good(
                "preserve",
                """Farrier service terms

- Scheduling: visits are booked in rounds, usually every six to eight weeks; some horses may need shoeing more often.
- Preparation: horses must be caught, dry and tied up in a clean, level area before the farrier arrives. Horses standing in mud or in a field will not be shod.
- Handling: an adult owner or handler should be present at every appointment.
- Cancellations: less than 48 hours' notice means the visit is charged in full.
- Sedation: not provided by the farrier. If a horse is difficult to shoe, a vet may need to attend.
- Payment: due on the day, by bank transfer or card.
- Hot shoeing: likely to produce some smoke, which can unsettle young horses.""",
            ),
            Good(
                "pl",
                """Wizyty kowala umawiane są w cyklach, zwykle co sześć do ośmiu tygodni, choć niektóre konie mogą wymagać częstszego kucia. Przed moim przyjazdem koń musi być złapany, suchy i uwiązany w czystym, równym miejscu; nie podkuwam koni stojących w błocie ani na pastwisku. Przy każdej wizycie powinien być obecny dorosły właściciel lub opiekun konia. Za odwołanie wizyty z wyprzedzeniem krótszym niż 48 godzin pobieram pełną opłatę. Nie podaję koniom środków uspokajających; jeśli koń jest trudny do kucia, może być konieczna obecność weterynarza. Płatność następuje w dniu wizyty, przelewem lub kartą. Kucie na gorąco prawdopodobnie wytworzy trochę dymu, który może niepokoić młode konie.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "An adult owner or handler should be there",
                        "An adult owner or handler must be there",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [("Sedation: not provided by the farrier.", "Sedation: provided by the farrier.")],
                "negation",
            ),
            Slip(2, [("prawdopodobnie wytworzy trochę dymu", "wytwarza trochę dymu")], "hedge"),
        ],
    ),
    Case(
        key="en-dialysis-unit-new-patient-guide",
        source="""Welcome to the Riverside Renal Dialysis Unit. Most patients attend three sessions a week, each lasting about four hours. Please arrive 15 minutes before your slot so that we can weigh you and check your blood pressure. Between sessions, you should limit your fluid intake to around 1 litre a day plus the amount you pass as urine, unless your consultant advises otherwise. Foods high in potassium, such as bananas and potatoes, may need to be restricted; your dietitian will give you a personal plan. You must tell the nurses if your fistula arm feels hot, painful or swollen. Transport can be arranged for patients who live more than 5 miles away.""",
        good=[
            Good(
                "preserve",
                """Welcome to the Riverside Renal Dialysis Unit – here's what to expect.

• Sessions: most patients come three times a week, and each session lasts about four hours.
• Arrival: please come 15 minutes before your slot so we can weigh you and check your blood pressure.
• Fluids: between sessions, you should keep your fluid intake to around 1 litre a day plus whatever you pass as urine, unless your consultant advises otherwise.
• Diet: you may need to restrict foods high in potassium, such as bananas and potatoes. Your dietitian will give you a personal plan.
• Your fistula: you must tell the nurses if your fistula arm feels hot, painful or swollen.
• Transport: this can be arranged if you live more than 5 miles away.""",
            ),
            Good(
                "preserve",
                """The Riverside Renal Dialysis Unit welcomes you. Most patients attend three times a week for sessions lasting about four hours each, and you are asked to arrive 15 minutes before your appointment so that you can be weighed and have your blood pressure checked. Unless your consultant advises otherwise, you should restrict your fluid intake between sessions to around 1 litre daily plus the volume you pass as urine. Foods rich in potassium, such as bananas and potatoes, may need to be restricted, and your dietitian will provide a personal plan. It is essential that you inform the nurses if your fistula arm becomes hot, painful or swollen. For patients living more than 5 miles away, transport can be arranged.""",
            ),
            Good(
                "pl",
                """Witamy w Oddziale Dializ Riverside Renal. Większość pacjentów przychodzi na trzy zabiegi w tygodniu, a każdy z nich trwa około czterech godzin. Prosimy o przybycie 15 minut przed wyznaczoną godziną, abyśmy mogli Państwa zważyć i zmierzyć ciśnienie krwi. Między zabiegami spożycie płynów powinno być ograniczone do około 1 litra dziennie plus tyle, ile wydalają Państwo z moczem, chyba że lekarz prowadzący zaleci inaczej. Może być konieczne ograniczenie produktów bogatych w potas, takich jak banany i ziemniaki; dietetyk przygotuje dla Państwa indywidualny plan. Trzeba poinformować pielęgniarki, jeśli ramię z przetoką jest gorące, bolesne lub obrzęknięte. Pacjentom mieszkającym dalej niż 5 mil od oddziału można zorganizować transport.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "please come 15 minutes before your slot",
                        "please come 30 minutes before your slot",
                    )
                ],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "It is essential that you inform the nurses",
                        "It is advisable to inform the nurses",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("ograniczone do około 1 litra dziennie", "ograniczone do 1 litra dziennie")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-allotment-soil-lead-study-summary",
        source="""A survey of 212 urban allotment plots in Sheffield found that about 9% had topsoil lead concentrations above the 450 mg/kg screening value (Harrow and Osei, 2021, Environmental Geochemistry and Health 43: 1187–1201). Plots near older housing and former railway land were more likely to exceed the threshold. The authors note that leafy greens and root vegetables grown in contaminated soil may take up more lead than fruiting crops such as tomatoes or beans. They suggest that washing produce thoroughly and peeling root vegetables probably reduces exposure, although the study did not measure intake directly. Raised beds filled with imported soil are recommended where testing shows high levels.""",
        good=[
            Good(
                "preserve",
                """Researchers surveyed 212 urban allotment plots in Sheffield and found that about 9% had topsoil lead levels above the 450 mg/kg screening value (Harrow and Osei, 2021, Environmental Geochemistry and Health 43: 1187–1201). Plots close to older housing or former railway land were more likely to be over the threshold. According to the authors, leafy greens and root vegetables grown in contaminated soil may absorb more lead than fruiting crops like tomatoes or beans. Thoroughly washing produce and peeling root vegetables probably cuts exposure, they suggest – though the study did not measure intake directly. Where testing shows high levels, raised beds filled with imported soil are recommended.""",
            ),
            Good(
                "preserve",
                """Lead in Sheffield allotment soil – key points (Harrow and Osei, 2021, Environmental Geochemistry and Health 43: 1187–1201):

- Of 212 urban plots surveyed, about 9% exceeded the 450 mg/kg screening value for lead in topsoil.
- Plots near older housing and former railway land were more likely to exceed it.
- Leafy greens and root vegetables from contaminated soil may take up more lead than fruiting crops such as tomatoes or beans.
- Washing produce thoroughly and peeling root vegetables probably reduces exposure, the authors suggest, although intake was not measured directly.
- Where testing shows high levels, raised beds filled with imported soil are recommended.""",
            ),
            Good(
                "pl",
                """Badanie 212 miejskich działek ogrodniczych w Sheffield wykazało, że na około 9% z nich stężenie ołowiu w wierzchniej warstwie gleby przekraczało wartość progową 450 mg/kg (Harrow i Osei, 2021, Environmental Geochemistry and Health 43: 1187–1201). Działki położone w pobliżu starszej zabudowy mieszkaniowej i dawnych terenów kolejowych częściej przekraczały ten próg. Autorzy zauważają, że warzywa liściowe i korzeniowe uprawiane na skażonej glebie mogą pobierać więcej ołowiu niż rośliny owocujące, takie jak pomidory czy fasola. Sugerują, że dokładne mycie plonów i obieranie warzyw korzeniowych prawdopodobnie zmniejsza narażenie, choć w badaniu nie mierzono bezpośrednio spożycia. Tam, gdzie badania gleby wykażą wysokie stężenia, zaleca się podwyższone grządki wypełnione przywiezioną ziemią.""",
            ),
        ],
        bad=[
            Slip(0, [("(Harrow and Osei, 2021,", "(Harrow and Osei, 2019,")], "citation"),
            Slip(1, [("may take up more lead", "take up more lead")], "hedge"),
            Slip(
                2,
                [
                    (
                        "częściej przekraczały ten próg.",
                        "częściej przekraczały ten próg, zwłaszcza w dzielnicy Attercliffe.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-beekeeping-club-swarm-collection-policy",
        source="""If you find a swarm of honeybees, please do not try to move it yourself and do not spray it with insecticide. Call the Dunmore Beekeepers' swarm line on 01632 960 418 or report it at dunmorebees.org/swarm, ideally with a photo and the exact location. Our volunteers collect honeybee swarms free of charge within the Dunmore district, usually within 24 hours. We cannot remove wasp or bumblebee nests; for those, contact the council's pest control service. Swarms are most common between May and July and are generally not aggressive, but keep children and pets at a distance. Volunteers will not climb above 3 metres or enter roof spaces.""",
        good=[
            Good(
                "preserve",
                """Found a swarm of honeybees? Please don't try to move it yourself, and don't spray it with insecticide. Instead, ring the Dunmore Beekeepers' swarm line on 01632 960 418 or report it online at dunmorebees.org/swarm, ideally including a photo and the exact location. Our volunteers will collect the swarm free of charge anywhere in the Dunmore district, usually within 24 hours. They won't climb higher than 3 metres or go into roof spaces. We can't remove wasp or bumblebee nests – for those, please contact the council's pest control service. Swarms are most common from May to July. They are generally not aggressive, but keep children and pets at a distance.""",
            ),
            Good(
                "preserve",
                """Honeybee swarm? What to do

1. Do not try to move the swarm yourself, and do not spray it with insecticide.
2. Call the Dunmore Beekeepers' swarm line (01632 960 418) or report it at dunmorebees.org/swarm, ideally with a photo and the exact location.
3. Keep children and pets at a distance, even though swarms are generally not aggressive.

Good to know: our volunteers collect honeybee swarms free of charge within the Dunmore district, usually within 24 hours. They will not climb above 3 metres or enter roof spaces. We cannot remove wasp or bumblebee nests; contact the council's pest control service for those. Swarms are most common between May and July.""",
            ),
            Good(
                "pl",
                """Jeśli znajdziesz rój pszczół miodnych, nie próbuj go samodzielnie przenosić i nie spryskuj go środkiem owadobójczym. Zadzwoń na linię rojową Dunmore Beekeepers pod numer 01632 960 418 lub zgłoś rój na stronie dunmorebees.org/swarm, najlepiej ze zdjęciem i dokładną lokalizacją. Nasi wolontariusze bezpłatnie zbierają roje pszczół miodnych na terenie okręgu Dunmore, zwykle w ciągu 24 godzin. Nie możemy usuwać gniazd os ani trzmieli – w takich przypadkach skontaktuj się z gminną służbą zwalczania szkodników. Roje pojawiają się najczęściej od maja do lipca i zazwyczaj nie są agresywne, ale trzymaj dzieci i zwierzęta domowe z daleka. Wolontariusze nie będą wchodzić wyżej niż na 3 metry ani wchodzić na poddasza.""",
            ),
        ],
        bad=[
            Slip(0, [("dunmorebees.org/swarm", "dunmorebees.org.uk/swarm")], "url"),
            Slip(
                1,
                [
                    (
                        "usually within 24 hours.",
                        "usually within 24 hours, and the bees are rehomed at the club apiary in Kilbride.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("i zazwyczaj nie są agresywne", "i zazwyczaj są agresywne")], "negation"),
        ],
    ),
    Case(
        key="en-parish-council-cctv-privacy-notice",
        source="""Ashby Green Parish Council operates CCTV cameras at the village hall car park and the recreation ground to prevent crime and protect public property. The lawful basis for this processing is Article 6(1)(e) UK GDPR, as the task is carried out in the public interest. Recordings are kept for 31 days and then automatically overwritten, unless they are needed for a police investigation. Footage is not shared with third parties other than the police or insurers. You have the right to request a copy of footage showing you; send your request to clerk@ashbygreen-pc.gov.uk and we will respond within one month. This notice was last reviewed on 3 February 2025.""",
        good=[
            Good(
                "preserve",
                """Why we use CCTV: Ashby Green Parish Council has cameras at the village hall car park and the recreation ground to prevent crime and protect public property.
Our lawful basis: Article 6(1)(e) UK GDPR – the processing is a task carried out in the public interest.
How long we keep recordings: 31 days, after which they are automatically overwritten, unless they are needed for a police investigation.
Who we share footage with: no third parties other than the police or insurers.
Your rights: you can ask for a copy of footage that shows you. Email clerk@ashbygreen-pc.gov.uk and we'll respond within one month.
Last reviewed: 3 February 2025.""",
            ),
            Good(
                "preserve",
                """CCTV cameras are operated by Ashby Green Parish Council at the recreation ground and the village hall car park for the purposes of crime prevention and the protection of public property. This processing relies on Article 6(1)(e) UK GDPR as its lawful basis, being a task carried out in the public interest. Recordings are retained for 31 days before being automatically overwritten, except where they are needed for a police investigation. Apart from the police or insurers, no third parties receive footage. Individuals have the right to request a copy of footage in which they appear by writing to clerk@ashbygreen-pc.gov.uk; the council will respond within one month. Date of last review of this notice: 3 February 2025.""",
            ),
            Good(
                "pl",
                """Rada Parafialna Ashby Green prowadzi monitoring wizyjny (CCTV) na parkingu przy świetlicy wiejskiej oraz na terenie rekreacyjnym w celu zapobiegania przestępstwom i ochrony mienia publicznego. Podstawą prawną tego przetwarzania jest art. 6 ust. 1 lit. e UK GDPR, ponieważ jest to zadanie realizowane w interesie publicznym. Nagrania są przechowywane przez 31 dni, a następnie automatycznie nadpisywane, chyba że są potrzebne do postępowania prowadzonego przez policję. Nagrania nie są udostępniane podmiotom trzecim innym niż policja lub ubezpieczyciele. Masz prawo zażądać kopii nagrania, na którym jesteś widoczny; wyślij wniosek na adres clerk@ashbygreen-pc.gov.uk, a odpowiemy w ciągu jednego miesiąca. Data ostatniego przeglądu niniejszej informacji: 3 lutego 2025 r.""",
            ),
        ],
        bad=[
            Slip(
                0, [("Last reviewed: 3 February 2025.", "Last reviewed: 13 February 2025.")], "date"
            ),
            Slip(
                1,
                [("relies on Article 6(1)(e) UK GDPR", "relies on Article 6(1)(f) UK GDPR")],
                "legal_reference",
            ),
            Slip(2, [("clerk@ashbygreen-pc.gov.uk", "clerk@ashbygreen.gov.uk")], "url"),
        ],
    ),
    Case(
        key="en-library-makerspace-laser-cutter-readme",
        source="""# Laser cutter (Glowforge Pro) – makerspace rules

You must complete the **induction** before using the cutter; book one at [makerspace.eastlib.org/induction](https://makerspace.eastlib.org/induction).

## Before you cut
- Check the material is on the approved list. PVC and vinyl must never be cut: they release chlorine gas.
- Turn on the extractor and confirm the `AIR ASSIST` light is green.

## While cutting
- Never leave the cutter unattended, even for a minute.
- Jobs longer than 45 minutes need a staff member's approval.

Export designs as SVG at 96 DPI and name the file `surname_date.svg`.""",
        good=[
            Good(
                "preserve",
                """# Makerspace rules: laser cutter (Glowforge Pro)

Before you use the cutter, you must complete the **induction**. You can book a session at [makerspace.eastlib.org/induction](https://makerspace.eastlib.org/induction).

## Before cutting
- Make sure your material is on the approved list. Never cut PVC or vinyl – they release chlorine gas.
- Switch on the extractor and check that the `AIR ASSIST` light is green.

## During a cut
- Don't leave the cutter unattended, not even for a minute.
- Any job longer than 45 minutes needs approval from a member of staff.

Export your design as SVG at 96 DPI and name the file `surname_date.svg`.""",
            ),
            Good(
                "preserve",
                """# Glowforge Pro laser cutter – makerspace rules

The **induction** must be completed before you use the cutter: book it at [makerspace.eastlib.org/induction](https://makerspace.eastlib.org/induction).

## Before you cut
- Confirm that the material is on the approved list. PVC and vinyl must never be cut, as they release chlorine gas.
- Switch the extractor on and confirm that the `AIR ASSIST` light shows green.

## While cutting
- The cutter must never be left unattended, even for a minute.
- Staff approval is needed for any job longer than 45 minutes.

Save designs as SVG at 96 DPI, using the filename `surname_date.svg`.""",
            ),
            Good(
                "pl",
                """# Wycinarka laserowa (Glowforge Pro) – zasady pracowni

Przed użyciem wycinarki musisz ukończyć **szkolenie wstępne**; zapisz się na nie na stronie [makerspace.eastlib.org/induction](https://makerspace.eastlib.org/induction).

## Przed cięciem
- Sprawdź, czy materiał jest na liście zatwierdzonych. Nigdy nie wolno ciąć PCV ani winylu: wydzielają gazowy chlor.
- Włącz wyciąg i upewnij się, że kontrolka `AIR ASSIST` świeci na zielono.

## Podczas cięcia
- Nigdy nie zostawiaj wycinarki bez nadzoru, nawet na minutę.
- Zadania dłuższe niż 45 minut wymagają zgody pracownika.

Eksportuj projekty do formatu SVG w rozdzielczości 96 DPI i nazywaj plik `surname_date.svg`.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "[makerspace.eastlib.org/induction](https://makerspace.eastlib.org/induction)",
                        "makerspace.eastlib.org/induction",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "using the filename `surname_date.svg`",
                        "using the filename `date_surname.svg`",
                    )
                ],
                "code",
            ),
            Slip(2, [("w rozdzielczości 96 DPI", "w rozdzielczości 72 DPI")], "number"),
        ],
    ),
    Case(
        key="en-trail-marathon-race-day-rules",
        source="""Race day information – Kestrel Ridge Trail Marathon, Sunday 21 September 2025. Registration at the Ridge Hall opens at 06:30 and closes at 07:45; bib numbers will not be posted in advance. The race starts at 08:15 sharp. Every runner must carry a waterproof jacket, a foil blanket and at least 500 ml of water; kit checks may be done at the start or at any checkpoint. The cut-off at Checkpoint 3 (kilometre 28) is 13:00, and runners who miss it will be taken back to the finish by minibus. Headphones are not allowed on the road sections. The course closes 8 hours after the start.""",
        good=[
            Good(
                "preserve",
                """Kestrel Ridge Trail Marathon – race day, Sunday 21 September 2025

Timings
- Registration (Ridge Hall): 06:30–07:45
- Start: 08:15 sharp
- Checkpoint 3 (km 28) cut-off: 13:00 – if you miss it, you'll be taken back to the finish by minibus
- Course closes: 8 hours after the start

Mandatory kit: waterproof jacket, foil blanket and at least 500 ml of water. Kit checks may be done at the start or at any checkpoint.

Also note: bib numbers will not be posted in advance, and headphones are not allowed on the road sections.""",
            ),
            Good(
                "preserve",
                """The Kestrel Ridge Trail Marathon takes place on Sunday 21 September 2025. You can register at the Ridge Hall between 06:30 and 07:45 – we won't be posting bib numbers in advance – and the race starts at 08:15 sharp. You must carry a waterproof jacket, a foil blanket and a minimum of 500 ml of water, and we may check your kit at the start or at any checkpoint. If you don't reach Checkpoint 3, at kilometre 28, by the 13:00 cut-off, a minibus will take you back to the finish. Headphones aren't allowed on the road sections. The course closes eight hours after the start.""",
            ),
            Good(
                "pl",
                """Informacje na dzień zawodów – Kestrel Ridge Trail Marathon, niedziela 21 września 2025 r. Rejestracja w Ridge Hall rozpoczyna się o 6:30 i kończy o 7:45; numery startowe nie zostaną opublikowane wcześniej. Start punktualnie o 8:15. Każdy zawodnik musi mieć przy sobie kurtkę przeciwdeszczową, folię NRC i co najmniej 500 ml wody; kontrola wyposażenia może się odbyć na starcie lub na dowolnym punkcie kontrolnym. Limit czasu na punkcie kontrolnym nr 3 (28. kilometr) upływa o 13:00, a zawodnicy, którzy się w nim nie zmieszczą, zostaną przewiezieni na metę busem. Na odcinkach drogowych nie wolno używać słuchawek. Trasa zostaje zamknięta 8 godzin po starcie.""",
            ),
        ],
        bad=[
            Slip(0, [("Start: 08:15 sharp", "Start: 08:45 sharp")], "date"),
            Slip(1, [("a minimum of 500 ml of water", "a minimum of 250 ml of water")], "number"),
            Slip(
                2,
                [
                    (
                        "Na odcinkach drogowych nie wolno używać słuchawek.",
                        "Na odcinkach drogowych wolno używać słuchawek.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-vet-clinic-rabbit-vaccination-advice",
        source="""All pet rabbits in the UK should be vaccinated against myxomatosis and both strains of rabbit haemorrhagic disease (RHDV1 and RHDV2). A combined vaccine is now available and gives protection for about 12 months, so a yearly booster is recommended. RHDV2 has spread rapidly since it was first confirmed in the UK in 2014, and a recent survey suggests that up to a third of pet rabbits may be unvaccinated (Rooney et al., 2023, Veterinary Record 192(4): e2471). Rabbits kept indoors can still be infected, since the virus may be carried on shoes, hay or insects. Kits can be vaccinated from five weeks of age. Your rabbit must be healthy on the day of vaccination.""",
        good=[
            Good(
                "preserve",
                """Does my indoor rabbit really need vaccinating? Yes – every pet rabbit in the UK should be vaccinated against myxomatosis and both strains of rabbit haemorrhagic disease, RHDV1 and RHDV2. Even rabbits kept indoors can still be infected, because the virus may be carried in on shoes, hay or insects. A combined vaccine is now available; it protects for about 12 months, so we recommend a booster every year. RHDV2 has spread quickly since it was first confirmed in the UK in 2014, and a recent survey suggests that as many as a third of pet rabbits may be unvaccinated (Rooney et al., 2023, Veterinary Record 192(4): e2471). Young rabbits (kits) can be vaccinated from five weeks of age, and your rabbit must be healthy on the day of vaccination.""",
            ),
            Good(
                "preserve",
                """Rabbit vaccination – clinic guidance

- Every pet rabbit in the UK should be vaccinated against myxomatosis and both strains of rabbit haemorrhagic disease (RHDV1 and RHDV2).
- A combined vaccine is now available. It provides protection for about 12 months, so annual boosters are recommended.
- Kits can be vaccinated from five weeks of age; your rabbit must be healthy on the day of vaccination.
- Indoor rabbits can still be infected, as the virus may be carried on shoes, hay or insects.
- RHDV2 has spread rapidly since it was first confirmed in the UK in 2014. A recent survey suggests that up to a third of pet rabbits may be unvaccinated (Rooney et al., 2023, Veterinary Record 192(4): e2471).""",
            ),
            Good(
                "pl",
                """Wszystkie domowe króliki w Wielkiej Brytanii powinny być szczepione przeciwko myksomatozie oraz obu szczepom wirusowej krwotocznej choroby królików (RHDV1 i RHDV2). Dostępna jest już szczepionka skojarzona, która chroni przez około 12 miesięcy, dlatego zaleca się coroczne szczepienie przypominające. RHDV2 szybko się rozprzestrzenił od czasu, gdy po raz pierwszy potwierdzono go w Wielkiej Brytanii w 2014 roku, a niedawne badanie ankietowe sugeruje, że nawet jedna trzecia domowych królików może nie być zaszczepiona (Rooney i in., 2023, Veterinary Record 192(4): e2471). Króliki trzymane w domu również mogą się zarazić, ponieważ wirus może zostać przeniesiony na butach, w sianie lub przez owady. Młode króliki można szczepić od piątego tygodnia życia. W dniu szczepienia królik musi być zdrowy.""",
            ),
        ],
        bad=[
            Slip(0, [("it protects for about 12 months", "it protects for 12 months")], "hedge"),
            Slip(1, [("(Rooney et al., 2023,", "(Mooney et al., 2023,")], "citation"),
            Slip(
                2,
                [
                    (
                        "W dniu szczepienia królik musi być zdrowy.",
                        "W dniu szczepienia królik powinien być zdrowy.",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-coworking-space-member-house-rules",
        source="""House rules for members of The Loom coworking space. The building is open 24/7 to resident members, while flex members have access from 08:00 to 20:00 on weekdays. Phone and video calls should be taken in the booths or meeting rooms, not at the shared desks. Meeting rooms can be booked for up to two hours at a time through the member app. Guests are welcome but must be signed in at reception, and you are responsible for them while they are in the building. Please do not leave personal items on hot desks overnight; anything left will be moved to lost property. Pets are not allowed, with the exception of assistance dogs.""",
        good=[
            Good(
                "preserve",
                """The Loom – house rules for members

- Opening hours: the building is open 24/7 to resident members; flex members have access 08:00–20:00 on weekdays.
- Calls: phone and video calls should be taken in the booths or meeting rooms, not at the shared desks.
- Meeting rooms: book them through the member app, for up to two hours at a time.
- Guests: welcome, but they must be signed in at reception, and you're responsible for them while they're in the building.
- Hot desks: please don't leave personal items on them overnight – anything left will be moved to lost property.
- Pets: not allowed, except assistance dogs.""",
            ),
            Good(
                "preserve",
                """These house rules apply to all members of The Loom coworking space. Resident members have access to the building 24/7, whereas flex members have access between 08:00 and 20:00 on weekdays. Phone and video calls should be taken in the booths or meeting rooms rather than at the shared desks. Meeting rooms can be booked via the member app for a maximum of two hours at a time. Guests are welcome, but they must be signed in at reception and remain your responsibility while in the building. Personal items should not be left on hot desks overnight; any items left will be moved to lost property. With the exception of assistance dogs, pets are not permitted.""",
            ),
            Good(
                "pl",
                """Regulamin dla członków przestrzeni coworkingowej The Loom. Budynek jest otwarty całą dobę, 7 dni w tygodniu, dla członków ze stałym abonamentem (resident), a członkowie z abonamentem elastycznym (flex) mają dostęp w dni robocze od 8:00 do 20:00. Rozmowy telefoniczne i wideo powinny odbywać się w budkach lub salach spotkań, a nie przy wspólnych biurkach. Sale spotkań można rezerwować w aplikacji dla członków maksymalnie na dwie godziny jednorazowo. Goście są mile widziani, ale muszą zostać wpisani w recepcji, a Ty odpowiadasz za nich przez cały czas ich pobytu w budynku. Prosimy nie zostawiać rzeczy osobistych na noc na rotacyjnych biurkach (hot desk); pozostawione przedmioty zostaną przeniesione do rzeczy znalezionych. Zwierzęta nie są dozwolone, z wyjątkiem psów asystujących.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "in the booths or meeting rooms, not at the shared desks",
                        "in the booths or meeting rooms, or at the shared desks",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "for a maximum of two hours at a time.",
                        "for a maximum of two hours at a time, and bookings are free of charge for resident members.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Sale spotkań można rezerwować w aplikacji dla członków maksymalnie na dwie godziny jednorazowo.",
                        "Meeting rooms can be booked for up to two hours at a time through the member app.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-assured-shorthold-deposit-scheme-deadlines",
        source="""If you let a property in England on an assured shorthold tenancy, you must protect the tenant's deposit in a government-approved scheme within 30 days of receiving it. Under section 213 of the Housing Act 2004, you must also give the tenant the prescribed information about the scheme within the same 30 days. For most tenancies, the deposit cannot exceed five weeks' rent where the annual rent is below £50,000 (Tenant Fees Act 2019). If you fail to protect the deposit, a court may order you to pay the tenant up to three times the deposit, and you may not be able to use a section 21 notice to end the tenancy. Landlords should keep evidence of when the deposit was received.""",
        good=[
            Good(
                "preserve",
                """Protecting a tenant's deposit (England, assured shorthold tenancies)

1. Within 30 days of receiving the deposit, you must protect it in a government-approved scheme.
2. Within the same 30 days, you must also give your tenant the prescribed information about the scheme, as required by section 213 of the Housing Act 2004.
3. Check the amount: for most tenancies where the annual rent is below £50,000, the deposit cannot exceed five weeks' rent (Tenant Fees Act 2019).
4. You should keep evidence of when you received the deposit.

If you don't protect the deposit, a court may order you to pay the tenant up to three times the deposit, and you may not be able to use a section 21 notice to end the tenancy.""",
            ),
            Good(
                "preserve",
                """Landlords letting a property in England on an assured shorthold tenancy must act within 30 days of receiving a deposit: within that time, the deposit must be protected in a government-approved scheme and, under section 213 of the Housing Act 2004, the tenant must be given the prescribed information about that scheme. The Tenant Fees Act 2019 caps the deposit for most tenancies at five weeks' rent where the annual rent is below £50,000. If the deposit is not protected, a court may order the landlord to pay the tenant up to three times the deposit, and the landlord may not be able to end the tenancy with a section 21 notice. Landlords should keep evidence of the date the deposit was received.""",
            ),
            Good(
                "pl",
                """Jeśli wynajmujesz nieruchomość w Anglii na podstawie umowy assured shorthold tenancy, musisz w ciągu 30 dni od otrzymania kaucji zabezpieczyć ją w zatwierdzonym przez rząd systemie ochrony depozytów. Zgodnie z sekcją 213 ustawy Housing Act 2004 w tym samym terminie 30 dni musisz także przekazać najemcy wymagane informacje o tym systemie. W przypadku większości najmów kaucja nie może przekraczać równowartości pięciotygodniowego czynszu, jeśli roczny czynsz wynosi mniej niż 50 000 funtów (Tenant Fees Act 2019). Jeśli nie zabezpieczysz kaucji, sąd może nakazać Ci zapłatę na rzecz najemcy kwoty do trzykrotności kaucji, a Ty możesz nie mieć możliwości zakończenia najmu wypowiedzeniem na podstawie sekcji 21. Wynajmujący powinni przechowywać dowody potwierdzające, kiedy otrzymali kaucję.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 213 of the Housing Act 2004", "section 214 of the Housing Act 2004")],
                "legal_reference",
            ),
            Slip(1, [("up to three times the deposit", "up to two times the deposit")], "number"),
            Slip(
                2,
                [
                    (
                        "Wynajmujący powinni przechowywać dowody",
                        "Wynajmujący muszą przechowywać dowody",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-community-radio-volunteer-first-month",
        source="""## Your first month at Wavelength FM

Welcome aboard! New volunteers start with a **studio induction**, held on the first Saturday of each month at 10:00.

1. Read the [Ofcom broadcasting code](https://www.ofcom.org.uk/tv-radio-and-on-demand/broadcast-codes) before your first shift.
2. Shadow an experienced presenter for at least two shows.
3. Submit your show idea using the form at wavelengthfm.org/pitch by 15 November.

You can't go on air unsupervised until a station manager has signed you off. Rotas are published every Monday on the volunteers' noticeboard, and swaps should be agreed at least 48 hours in advance.""",
        good=[
            Good(
                "preserve",
                """## Wavelength FM: your first month

Great to have you with us! Every new volunteer begins with a **studio induction**, which runs at 10:00 on the first Saturday of every month.

1. Before your first shift, read the [Ofcom broadcasting code](https://www.ofcom.org.uk/tv-radio-and-on-demand/broadcast-codes).
2. Shadow an experienced presenter for two shows or more.
3. Pitch your show idea through the form at wavelengthfm.org/pitch no later than 15 November.

Until a station manager signs you off, you can't go on air without supervision. Rotas go up on the volunteers' noticeboard every Monday, and any swaps should be agreed at least 48 hours beforehand.""",
            ),
            Good(
                "preserve",
                """## The First Month for New Wavelength FM Volunteers

Welcome to the station. All new volunteers begin with a **studio induction**, which takes place at 10:00 on the first Saturday of each month.

1. Prior to your first shift, read the [Ofcom broadcasting code](https://www.ofcom.org.uk/tv-radio-and-on-demand/broadcast-codes).
2. Shadow an experienced presenter for a minimum of two shows.
3. Submit a show proposal via the form at wavelengthfm.org/pitch by 15 November.

Volunteers may not broadcast unsupervised until they have been signed off by a station manager. Rotas are posted on the volunteers' noticeboard each Monday, and shift swaps should be agreed no less than 48 hours in advance.""",
            ),
            Good(
                "pl",
                """## Twój pierwszy miesiąc w Wavelength FM

Witamy na pokładzie! Nowi wolontariusze zaczynają od **szkolenia w studiu**, które odbywa się w pierwszą sobotę każdego miesiąca o 10:00.

1. Przed pierwszym dyżurem przeczytaj [kodeks nadawczy Ofcom](https://www.ofcom.org.uk/tv-radio-and-on-demand/broadcast-codes).
2. Przez co najmniej dwie audycje towarzysz doświadczonemu prowadzącemu i obserwuj jego pracę.
3. Zgłoś pomysł na audycję za pomocą formularza na stronie wavelengthfm.org/pitch do 15 listopada.

Nie możesz wchodzić na antenę bez nadzoru, dopóki kierownik stacji nie zatwierdzi Twojej gotowości. Grafiki dyżurów są publikowane w każdy poniedziałek na tablicy ogłoszeń dla wolontariuszy, a zamiany powinny być uzgadniane co najmniej 48 godzin wcześniej.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("## Wavelength FM: your first month", "Wavelength FM: your first month")],
                "markdown",
            ),
            Slip(
                1,
                [("the form at wavelengthfm.org/pitch", "the form at wavelengthfm.org/apply")],
                "url",
            ),
            Slip(2, [("do 15 listopada", "do 15 października")], "date"),
        ],
    ),
    Case(
        key="en-urban-tree-canopy-heat-study",
        source="""A study of 93 European cities estimated that increasing tree cover to 30% could have prevented roughly a third of the deaths attributed to urban heat islands in summer 2015 (Iungman et al., 2023, The Lancet 401(10376): 577–589). On average, cities were about 1.5 °C warmer than their surroundings during the summer months. The authors caution that the model relies on several assumptions and that the benefits would likely vary between cities depending on climate and building density. Trees take years to reach full canopy size, so planting decisions made now will mainly affect temperatures in the 2030s and beyond. The findings do not mean that trees alone can solve urban overheating.""",
        good=[
            Good(
                "preserve",
                """Could more trees save lives in hot summers? Research covering 93 European cities estimated that if tree cover had been increased to 30%, roughly one in three deaths attributed to urban heat islands in summer 2015 could have been prevented (Iungman et al., 2023, The Lancet 401(10376): 577–589). During the summer months, the cities were on average about 1.5 °C warmer than their surroundings. The authors caution that their model rests on several assumptions, and that the benefits would likely differ from city to city depending on climate and building density. Because trees need years to reach full canopy size, today's planting decisions will mainly affect temperatures in the 2030s and beyond. The findings do not mean that trees on their own can solve urban overheating.""",
            ),
            Good(
                "preserve",
                """Key points: tree cover and urban heat (Iungman et al., 2023, The Lancet 401(10376): 577–589)

- Scope: 93 European cities, summer 2015.
- Estimate: increasing tree cover to 30% could have prevented roughly a third of the deaths attributed to urban heat islands.
- Heat island effect: during the summer months, cities were on average about 1.5 °C warmer than their surroundings.
- Caveats: the model relies on several assumptions, and the benefits would likely vary between cities depending on climate and building density.
- Timescale: trees take years to reach full canopy size, so planting decisions made now will mainly affect temperatures in the 2030s and beyond.
- Limits: the findings do not mean that trees alone can solve urban overheating.""",
            ),
            Good(
                "pl",
                """W badaniu obejmującym 93 miasta europejskie oszacowano, że zwiększenie pokrycia drzewami do 30% mogło zapobiec mniej więcej jednej trzeciej zgonów przypisywanych miejskim wyspom ciepła latem 2015 roku (Iungman i in., 2023, The Lancet 401(10376): 577–589). W miesiącach letnich miasta były średnio o około 1,5 °C cieplejsze niż ich otoczenie. Autorzy zastrzegają, że model opiera się na kilku założeniach, a korzyści prawdopodobnie różniłyby się między miastami w zależności od klimatu i gęstości zabudowy. Drzewa potrzebują lat, by osiągnąć pełną wielkość korony, więc decyzje o nasadzeniach podejmowane dziś wpłyną na temperatury głównie w latach 30. XXI wieku i później. Wyniki nie oznaczają, że same drzewa mogą rozwiązać problem przegrzewania się miast.""",
            ),
        ],
        bad=[
            Slip(0, [("the benefits would likely differ", "the benefits would differ")], "hedge"),
            Slip(1, [("(Iungman et al., 2023,", "(Nieuwenhuijsen et al., 2023,")], "citation"),
            Slip(
                2,
                [
                    (
                        "cieplejsze niż ich otoczenie.",
                        "cieplejsze niż ich otoczenie, a największą różnicę odnotowano w Barcelonie.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
