# ruff: noqa: E501, RUF001
"""English source cases of blind set 35: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-hostel-fire-evacuation-notice",
        source="FIRE SAFETY NOTICE – Harbourside Hostel, 14 Quay Street. If you hear the alarm (a continuous bell), leave the building immediately by the nearest marked exit. Do not use the lift and do not stop to collect luggage. The assembly point is the car park opposite, beside the blue recycling bins. Staff will check names against the guest register, so you must report to the duty manager when you arrive there. Fire doors must never be wedged open. The alarm is tested every Tuesday at 10:30 for about 20 seconds; you do not need to leave during the test. Smoking, candles and incense are not permitted anywhere in the hostel. Guests who tamper with a smoke detector will be charged £150 and may be asked to leave.",
        good=[
            Good(
                "preserve",
                "Fire safety at Harbourside Hostel (14 Quay Street): when the alarm goes off – a continuous bell – get out straight away through the nearest marked exit. Don't take the lift, and don't stop for your luggage. Head for the assembly point in the car park opposite, next to the blue recycling bins, and report to the duty manager as soon as you get there, because staff will be checking names against the guest register. Never wedge a fire door open. Every Tuesday at 10:30 we test the alarm for about 20 seconds, and you don't need to leave during this test. Smoking, candles and incense aren't allowed anywhere in the hostel. If you tamper with a smoke detector, you will be charged £150 and may be asked to leave.",
            ),
            Good(
                "preserve",
                "Harbourside Hostel, 14 Quay Street – Fire Safety Notice. On hearing the alarm, which is a continuous bell, all occupants must leave the building at once via the nearest marked exit. The lift is not to be used, and no one is to stop to collect luggage. The assembly point is located in the car park opposite, beside the blue recycling bins. As staff will check names against the guest register, every guest must report to the duty manager upon arrival at the assembly point. Fire doors must never be wedged open. The alarm is tested each Tuesday at 10:30 and sounds for approximately 20 seconds; evacuation is not required during the test. Smoking, candles and incense are prohibited throughout the hostel. Any guest who tampers with a smoke detector will be charged £150 and may be asked to leave.",
            ),
            Good(
                "pl",
                "INFORMACJA PRZECIWPOŻAROWA – Harbourside Hostel, 14 Quay Street. Jeśli usłyszysz alarm (ciągły dzwonek), natychmiast opuść budynek najbliższym oznaczonym wyjściem. Nie korzystaj z windy i nie zatrzymuj się, żeby zabrać bagaż. Miejsce zbiórki znajduje się na parkingu naprzeciwko, obok niebieskich pojemników do recyklingu. Personel będzie sprawdzał nazwiska z księgą meldunkową, dlatego po dotarciu na miejsce musisz zgłosić się do dyżurnego kierownika. Drzwi przeciwpożarowych nigdy nie wolno klinować w pozycji otwartej. Alarm jest testowany w każdy wtorek o 10:30 i trwa około 20 sekund; podczas testu nie musisz wychodzić z budynku. Palenie tytoniu, świece i kadzidełka są zabronione w całym hostelu. Gość, który majstruje przy czujniku dymu, zostanie obciążony kwotą 150 funtów i może zostać poproszony o opuszczenie hostelu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "and you don't need to leave during this test",
                        "and you need to leave during this test",
                    )
                ],
                "negation",
            ),
            Slip(2, [("kwotą 150 funtów", "kwotą 250 funtów")], "number"),
            Slip(
                1,
                [
                    (
                        "every guest must report to the duty manager",
                        "every guest may report to the duty manager",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-abstract-saltmarsh-sediment-accretion",
        source="Abstract. Saltmarshes can keep pace with sea-level rise only if vertical accretion matches or exceeds the local rate of relative sea-level rise (Kirwan et al., 2016). We measured surface elevation change at 36 stations across three marshes in the Severn Estuary between March 2019 and March 2023, using rod surface elevation tables and feldspar marker horizons. Mean accretion was 4.2 mm per year, compared with a local relative sea-level rise of 3.1 mm per year. However, the lowest 20% of stations lost elevation, probably because of wave-driven edge erosion similar to that reported for the Wadden Sea (van der Wal & Pye, 2004). Our results suggest that the upper marsh is likely to keep pace until at least 2050, whereas the seaward fringe may continue to retreat. Data are available from the corresponding author on request.",
        good=[
            Good(
                "preserve",
                "Saltmarshes can keep pace with sea-level rise only when vertical accretion equals or exceeds the local rate of relative sea-level rise (Kirwan et al., 2016). Using rod surface elevation tables and feldspar marker horizons, we monitored surface elevation change at 36 stations in three Severn Estuary marshes from March 2019 to March 2023. Accretion averaged 4.2 mm per year, against a local relative sea-level rise of 3.1 mm per year. The lowest 20% of stations, however, lost elevation, probably as a result of wave-driven edge erosion similar to that reported for the Wadden Sea (van der Wal & Pye, 2004). The findings suggest that the upper marsh will likely keep pace until at least 2050, while the seaward fringe may continue to retreat. Data can be obtained from the corresponding author on request.",
            ),
            Good(
                "preserve",
                "Salt marshes can only keep up with rising seas if they build up vertically at least as fast as the local relative sea level rises (Kirwan et al., 2016). Between March 2019 and March 2023, the researchers tracked changes in surface height at 36 stations on three marshes in the Severn Estuary, using rod surface elevation tables and feldspar marker horizons. On average, the marshes built up by 4.2 mm a year, while local relative sea level rose by 3.1 mm a year. But the lowest-lying 20% of stations actually lost height, most likely because waves were eroding the marsh edge – a pattern similar to that reported for the Wadden Sea (van der Wal & Pye, 2004). The results suggest the upper marsh is likely to keep pace until at least 2050, although the seaward fringe may keep retreating. The data are available from the corresponding author on request.",
            ),
            Good(
                "pl",
                "Streszczenie. Marsze pływowe mogą nadążać za wzrostem poziomu morza tylko wtedy, gdy tempo ich akrecji pionowej dorównuje lokalnemu tempu względnego wzrostu poziomu morza lub je przewyższa (Kirwan i in., 2016). Od marca 2019 do marca 2023 r. mierzyliśmy zmiany wysokości powierzchni na 36 stanowiskach w trzech marszach estuarium Severnu, wykorzystując prętowe stoły do pomiaru wysokości powierzchni oraz skaleniowe poziomy znacznikowe. Średnia akrecja wyniosła 4,2 mm rocznie, podczas gdy lokalny względny wzrost poziomu morza wynosił 3,1 mm rocznie. Jednak najniżej położone 20% stanowisk straciło wysokość, prawdopodobnie wskutek erozji krawędzi wywołanej falowaniem, podobnej do opisanej dla Morza Wattowego (van der Wal i Pye, 2004). Wyniki wskazują, że górna część marszu prawdopodobnie nadąży za wzrostem poziomu morza co najmniej do 2050 r., natomiast jego część od strony morza może nadal się cofać. Dane są dostępne na żądanie u autora korespondencyjnego.",
            ),
        ],
        bad=[
            Slip(0, [("(van der Wal & Pye, 2004)", "(van der Wal & Pye, 2008)")], "citation"),
            Slip(
                1,
                [("most likely because waves were eroding", "because waves were eroding")],
                "hedge",
            ),
            Slip(2, [("wyniosła 4,2 mm rocznie", "wyniosła 4,7 mm rocznie")], "number"),
        ],
    ),
    Case(
        key="en-release-notes-tilemapper",
        source="## tilemapper 2.4.0 (released 12 May 2025)\n\n- **Breaking:** the `--tile-size` flag now expects pixels instead of map units; scripts that pass `--tile-size 0.5` must be updated.\n- New `tilemapper prune` command removes cached tiles older than 30 days. It does not touch tiles marked as pinned.\n- Rendering of large GeoJSON files is about 35% faster in our benchmarks.\n- Python 3.8 is no longer supported; the minimum is now Python 3.10.\n- Upgrade with `pip install --upgrade tilemapper==2.4.0`.\n\nSee the [migration guide](https://tilemapper.dev/docs/migrate-2.4) for details.",
        good=[
            Good(
                "preserve",
                "## tilemapper 2.4.0 – released 12 May 2025\n\n- **Breaking change:** `--tile-size` now takes a value in pixels, not map units, so any script passing `--tile-size 0.5` must be updated.\n- The new `tilemapper prune` command deletes cached tiles older than 30 days; tiles marked as pinned are left untouched.\n- In our benchmarks, large GeoJSON files render about 35% faster.\n- Support for Python 3.8 has been dropped – Python 3.10 is now the minimum.\n- To upgrade, run `pip install --upgrade tilemapper==2.4.0`.\n\nFor details, read the [migration guide](https://tilemapper.dev/docs/migrate-2.4).",
            ),
            Good(
                "preserve",
                "## What's new in tilemapper 2.4.0 (released 12 May 2025)\n\n1. **Breaking:** `--tile-size` is now measured in pixels rather than map units. If your scripts pass `--tile-size 0.5`, you must update them.\n2. There's a new `tilemapper prune` command that clears out cached tiles more than 30 days old – it won't touch anything you've marked as pinned.\n3. Large GeoJSON files now render roughly 35% faster in our benchmarks.\n4. We've dropped support for Python 3.8; you'll need Python 3.10 or newer.\n5. Upgrade with `pip install --upgrade tilemapper==2.4.0`.\n\nThe [migration guide](https://tilemapper.dev/docs/migrate-2.4) has all the details.",
            ),
            Good(
                "pl",
                "## tilemapper 2.4.0 (wydany 12 maja 2025)\n\n- **Zmiana niekompatybilna:** flaga `--tile-size` oczekuje teraz wartości w pikselach zamiast w jednostkach mapy; skrypty, które przekazują `--tile-size 0.5`, muszą zostać zaktualizowane.\n- Nowe polecenie `tilemapper prune` usuwa z pamięci podręcznej kafelki starsze niż 30 dni. Nie narusza kafelków oznaczonych jako przypięte.\n- W naszych testach porównawczych renderowanie dużych plików GeoJSON jest o około 35% szybsze.\n- Python 3.8 nie jest już obsługiwany; minimalna wersja to teraz Python 3.10.\n- Aktualizacja: `pip install --upgrade tilemapper==2.4.0`.\n\nSzczegóły znajdziesz w [przewodniku migracji](https://tilemapper.dev/docs/migrate-2.4).",
            ),
        ],
        bad=[
            Slip(
                0, [("## tilemapper 2.4.0 – released", "tilemapper 2.4.0 – released")], "markdown"
            ),
            Slip(
                1,
                [("a new `tilemapper prune` command", "a new `tilemapper purge` command")],
                "code",
            ),
            Slip(
                2,
                [
                    (
                        "Nie narusza kafelków oznaczonych jako przypięte.",
                        "Usuwa również kafelki oznaczone jako przypięte.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-leaflet-ibuprofen-gel",
        source="Ibuprofen 5% w/w Gel – patient information (extract). Adults and children aged 14 years and over: squeeze 4 to 10 cm of gel onto your fingertips and massage it gently into the painful area until it is absorbed. Use up to 3 times a day, leaving at least 4 hours between applications. Wash your hands after each use unless you are treating them. You should not use the gel on broken skin, near the eyes or on the lips. If your symptoms have not improved after 2 weeks, you must talk to a doctor or pharmacist. The gel may cause skin redness or itching in some people; this is usually mild. Do not use it in the last three months of pregnancy.",
        good=[
            Good(
                "preserve",
                "Ibuprofen 5% w/w Gel: what you need to know (extract from the leaflet). This is for adults and children aged 14 and over. Squeeze 4–10 cm of gel onto your fingertips and gently rub it into the sore area until it has soaked in. Use it no more than 3 times a day, with at least 4 hours between applications. After each use, wash your hands – unless your hands are what you are treating. You shouldn't put the gel on broken skin, near your eyes or on your lips. If you feel no better after 2 weeks, you must speak to a doctor or pharmacist. In some people the gel may cause red or itchy skin, but this is usually mild. Do not use it in the last three months of pregnancy.",
            ),
            Good(
                "preserve",
                "Ibuprofen 5% w/w Gel – extract from the patient information leaflet. For adults and children aged 14 years and over. Apply 4 to 10 cm of gel to the fingertips and massage gently into the affected area until fully absorbed. The gel may be applied up to 3 times daily, with an interval of at least 4 hours between applications. Wash the hands after each application unless they are the area being treated. The gel should not be applied to broken skin, near the eyes or to the lips. If symptoms have not improved after 2 weeks, a doctor or pharmacist must be consulted. In some individuals the gel may cause skin redness or itching, which is usually mild. The gel must not be used during the last three months of pregnancy.",
            ),
            Good(
                "pl",
                "Ibuprofen, żel 5% m/m – informacja dla pacjenta (fragment). Dorośli i dzieci w wieku od 14 lat: wyciśnij od 4 do 10 cm żelu na opuszki palców i delikatnie wmasowuj go w bolące miejsce aż do wchłonięcia. Stosuj do 3 razy dziennie, zachowując co najmniej 4 godziny odstępu między kolejnymi aplikacjami. Po każdym użyciu umyj ręce, chyba że to właśnie one są leczonym miejscem. Nie powinieneś stosować żelu na uszkodzoną skórę, w okolicy oczu ani na usta. Jeśli po 2 tygodniach nie nastąpi poprawa, musisz porozmawiać z lekarzem lub farmaceutą. U niektórych osób żel może powodować zaczerwienienie lub swędzenie skóry; zwykle są one łagodne. Nie stosuj żelu w ostatnich trzech miesiącach ciąży.",
            ),
        ],
        bad=[
            Slip(0, [("but this is usually mild", "but this is mild")], "hedge"),
            Slip(
                1, [("The gel must not be used during", "The gel may be used during")], "negation"
            ),
            Slip(
                2, [("musisz porozmawiać z lekarzem", "możesz porozmawiać z lekarzem")], "modality"
            ),
        ],
    ),
    Case(
        key="en-sheep-scab-treatment-notice",
        source="Notice to flock keepers – Upper Teme Valley. Following confirmed cases of sheep scab on two holdings near Knighton, all sheep grazing the common at Black Hill must be treated before 30 September 2025. Treatment may be by plunge dipping with an approved organophosphate product or by two injections of an approved macrocyclic lactone given 7 days apart. Keepers must record the product, batch number and date of treatment and keep that record for at least 3 years. Under article 5 of the Sheep Scab (Wales) Order 2018, an inspector may require a flock to be gathered for examination. Untreated sheep must not be returned to the common. Spent dip should be disposed of through a licensed contractor. Questions: animalhealth@uppertemevalley.gov.uk.",
        good=[
            Good(
                "preserve",
                "A notice for flock keepers in the Upper Teme Valley. Sheep scab has been confirmed on two holdings near Knighton, so every sheep grazing the Black Hill common must be treated before 30 September 2025. You can treat them either by plunge dipping with an approved organophosphate product, or with two injections of an approved macrocyclic lactone given 7 days apart. You must write down the product, the batch number and the treatment date, and keep this record for at least 3 years. Article 5 of the Sheep Scab (Wales) Order 2018 allows an inspector to require a flock to be gathered for examination. Sheep that have not been treated must not go back onto the common. Used dip should be disposed of through a licensed contractor. Any questions? Email animalhealth@uppertemevalley.gov.uk.",
            ),
            Good(
                "preserve",
                "Upper Teme Valley: notice to flock keepers. In view of confirmed cases of sheep scab on two holdings in the vicinity of Knighton, all sheep grazing the common at Black Hill are required to be treated before 30 September 2025. Permitted treatments are plunge dipping using an approved organophosphate product, or two injections of an approved macrocyclic lactone administered 7 days apart. Keepers must record the product used, its batch number and the date of treatment, and must retain this record for a minimum of 3 years. An inspector may, under article 5 of the Sheep Scab (Wales) Order 2018, require a flock to be gathered for examination. No untreated sheep may be returned to the common. Spent dip should be disposed of via a licensed contractor. Enquiries: animalhealth@uppertemevalley.gov.uk.",
            ),
            Good(
                "pl",
                "Komunikat dla hodowców owiec – dolina Upper Teme. W związku z potwierdzonymi przypadkami świerzbu owiec w dwóch gospodarstwach w pobliżu Knighton wszystkie owce wypasane na pastwisku wspólnym Black Hill muszą zostać poddane zabiegowi przed 30 września 2025 r. Zabieg można przeprowadzić przez kąpiel zanurzeniową z użyciem zatwierdzonego preparatu fosforoorganicznego albo przez dwa wstrzyknięcia zatwierdzonego laktonu makrocyklicznego, podane w odstępie 7 dni. Hodowcy muszą zapisać nazwę preparatu, numer serii i datę zabiegu oraz przechowywać ten zapis przez co najmniej 3 lata. Na podstawie art. 5 rozporządzenia Sheep Scab (Wales) Order 2018 inspektor może zażądać spędzenia stada w celu jego zbadania. Owiec, które nie przeszły zabiegu, nie wolno wypuszczać z powrotem na pastwisko wspólne. Zużyty płyn do kąpieli powinien zostać zutylizowany za pośrednictwem licencjonowanego wykonawcy. Pytania: animalhealth@uppertemevalley.gov.uk.",
            ),
        ],
        bad=[
            Slip(
                0, [("Used dip should be disposed of", "Used dip must be disposed of")], "modality"
            ),
            Slip(
                1, [("treated before 30 September 2025", "treated before 30 October 2025")], "date"
            ),
            Slip(
                2,
                [("Na podstawie art. 5 rozporządzenia", "Na podstawie art. 8 rozporządzenia")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="en-rowing-club-winter-water-rules",
        source="Riverside Rowing Club – winter water rules (November to February). No crew may boat when the river level board shows red, and juniors under 16 may not boat on amber unless a coach follows in a launch. Every single sculler must wear a lifejacket or buoyancy aid between 1 November and 28 February. Crews should be off the water by sunset, and lights are required on every boat that is out after 16:00. Before going out, write your crew, boat and expected return time in the logbook at the boathouse. The water is often below 8 °C at this time of year, so a capsize can quickly become serious. Members who break these rules may be suspended from boating for up to 4 weeks.",
        good=[
            Good(
                "preserve",
                "Winter on the water at Riverside Rowing Club (November–February): the rules. If the river level board is on red, nobody goes out. On amber, juniors under 16 can only boat if a coach follows them in a launch. If you're in a single scull, you must wear a lifejacket or buoyancy aid from 1 November to 28 February. Crews should be off the water by sunset, and any boat still out after 16:00 needs lights. Before you launch, note your crew, your boat and when you expect to be back in the logbook at the boathouse. At this time of year the water is often colder than 8 °C, so a capsize can turn serious fast. Break these rules and you may be suspended from boating for up to 4 weeks.",
            ),
            Good(
                "preserve",
                "Riverside Rowing Club – winter water rules, applicable from November to February. Boating is prohibited for all crews when the river level board shows red; on amber, juniors under 16 may boat only when accompanied by a coach in a launch. Single scullers must wear a lifejacket or buoyancy aid from 1 November to 28 February. Crews should return from the water by sunset, and any boat on the water after 16:00 must carry lights. Before boating, members must enter their crew, boat and expected time of return in the boathouse logbook. As the water temperature at this time of year is frequently below 8 °C, a capsize can rapidly become serious. Any member who breaches these rules may be suspended from boating for up to 4 weeks.",
            ),
            Good(
                "pl",
                "Riverside Rowing Club – zimowe zasady pływania (od listopada do lutego). Żadna osada nie może wypłynąć, gdy wskaźnik poziomu rzeki pokazuje kolor czerwony, a juniorzy poniżej 16 lat nie mogą pływać przy kolorze żółtym, chyba że za nimi płynie trener w motorówce. Każdy skifista musi mieć na sobie kamizelkę ratunkową lub asekuracyjną w okresie od 1 listopada do 28 lutego. Osady powinny zejść z wody przed zachodem słońca, a każda łódź, która jest na wodzie po 16:00, musi mieć światła. Przed wypłynięciem wpisz do dziennika w hangarze skład osady, łódź i przewidywaną godzinę powrotu. O tej porze roku temperatura wody często spada poniżej 8 °C, więc wywrotka może szybko stać się groźna. Członkowie łamiący te zasady mogą zostać zawieszeni w prawie do pływania na maksymalnie 4 tygodnie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "If the river level board is on red, nobody goes out.",
                        "If the river level board is on red, crews can still go out.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("on the water after 16:00", "on the water after 17:00")], "number"),
            Slip(
                2,
                [
                    (
                        "musi mieć światła.",
                        "musi mieć światła, a sternik musi mieć przy sobie naładowany telefon.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-skip-permit-highway",
        source="Placing a skip on the road. If you want a skip on the public highway outside your home, the skip company must hold a permit from Northbrook Borough Council under section 139 of the Highways Act 1980. A permit costs £45 for up to 14 days and can be extended once, for a further 14 days, for £30. Apply at least 5 working days before delivery at www.northbrook.gov.uk/skip-permits. The skip must be lit at night, marked with the company's name and phone number, and must not block a dropped kerb or a fire hydrant. From 1 April 2026, skips left on the road without a valid permit will be removed, and the owner may be fined up to £1,000.",
        good=[
            Good(
                "preserve",
                "Want a skip on the road outside your home? If it will stand on the public highway, the skip company must have a permit from Northbrook Borough Council, as section 139 of the Highways Act 1980 requires. The permit costs £45 and lasts up to 14 days; it can be extended once, for another 14 days, for £30. Apply at www.northbrook.gov.uk/skip-permits at least 5 working days before the skip is delivered. The skip must be lit at night and marked with the company's name and phone number, and it must not block a dropped kerb or a fire hydrant. From 1 April 2026, any skip left on the road without a valid permit will be removed, and its owner may be fined up to £1,000.",
            ),
            Good(
                "preserve",
                "Skips on the public highway. A skip may be placed on the road outside a home only if the skip company holds a permit issued by Northbrook Borough Council under section 139 of the Highways Act 1980. The fee is £45 for a period of up to 14 days; a single extension of a further 14 days is available for £30. Applications must be made via www.northbrook.gov.uk/skip-permits at least 5 working days before delivery. Skips must be lit at night and marked with the company's name and telephone number, and must not obstruct a dropped kerb or a fire hydrant. With effect from 1 April 2026, skips left on the road without a valid permit will be removed and the owner may be fined up to £1,000.",
            ),
            Good(
                "pl",
                "Ustawianie kontenera na drodze. Jeśli chcesz postawić kontener na drodze publicznej przed swoim domem, firma dostarczająca kontener musi mieć zezwolenie wydane przez Radę Gminy Northbrook na podstawie sekcji 139 ustawy Highways Act 1980. Zezwolenie kosztuje 45 funtów za okres do 14 dni i można je przedłużyć jeden raz, o kolejne 14 dni, za 30 funtów. Wniosek złóż co najmniej 5 dni roboczych przed dostawą na stronie www.northbrook.gov.uk/skip-permits. Kontener musi być w nocy oświetlony i oznaczony nazwą firmy oraz jej numerem telefonu, a ponadto nie może blokować obniżonego krawężnika ani hydrantu. Od 1 kwietnia 2026 r. kontenery pozostawione na drodze bez ważnego zezwolenia będą usuwane, a ich właściciel może zostać ukarany grzywną w wysokości do 1000 funtów.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("www.northbrook.gov.uk/skip-permits", "www.northbrook.gov.uk/skip-permit")],
                "url",
            ),
            Slip(1, [("With effect from 1 April 2026", "With effect from 1 May 2026")], "date"),
            Slip(2, [("na podstawie sekcji 139", "na podstawie sekcji 193")], "legal_reference"),
        ],
    ),
    Case(
        key="en-travel-insurance-winter-sports",
        source="Winter Sports Extension – key conditions. The extension covers skiing and snowboarding on marked pistes for up to 21 days in total per policy year. Off-piste skiing is covered only when you are accompanied by a qualified mountain guide. Your own ski equipment is covered up to £600 per person, with a single-item limit of £300, but we will not pay for equipment left unattended unless it was secured in a locked ski rack. If all lifts in your resort are closed because of lack of snow, we will pay £25 for each full day you cannot ski, up to a maximum of £250. You must buy the extension before you travel; it cannot be added once your trip has started. An excess of £75 applies to each claim.",
        good=[
            Good(
                "preserve",
                "Winter Sports Extension: the main conditions. You're covered for skiing and snowboarding on marked pistes for up to 21 days in total in each policy year. Off-piste skiing is only covered if a qualified mountain guide is with you. We cover your own ski equipment up to £600 per person, with no more than £300 for any one item. If you leave equipment unattended, we won't pay unless it was locked in a ski rack. If lack of snow closes all the lifts in your resort, you'll get £25 for every full day you can't ski, up to £250 in total. You have to buy the extension before you travel – it can't be added after your trip has begun. Each claim is subject to a £75 excess.",
            ),
            Good(
                "preserve",
                "Winter Sports Extension: principal conditions. Cover applies to skiing and snowboarding on marked pistes for a maximum of 21 days in total in each policy year. Off-piste skiing is covered solely where the insured person is accompanied by a qualified mountain guide. The insured person's own ski equipment is covered up to £600 per person, subject to a limit of £300 for any single item; no payment will be made for equipment left unattended unless it had been secured in a locked ski rack. Where all lifts in the resort are closed owing to a lack of snow, £25 will be paid for each full day on which skiing is not possible, up to a maximum of £250. The extension must be purchased before departure and cannot be added once the trip has commenced. An excess of £75 applies to each claim.",
            ),
            Good(
                "pl",
                "Rozszerzenie Sporty Zimowe – najważniejsze warunki. Rozszerzenie obejmuje jazdę na nartach i snowboardzie po oznakowanych trasach łącznie przez maksymalnie 21 dni w każdym roku polisowym. Jazda poza trasami jest objęta ochroną wyłącznie wtedy, gdy towarzyszy Ci wykwalifikowany przewodnik górski. Twój własny sprzęt narciarski jest ubezpieczony do kwoty 600 funtów na osobę, z limitem 300 funtów na pojedynczy przedmiot, ale nie zapłacimy za sprzęt pozostawiony bez opieki, chyba że był zabezpieczony w zamykanym stojaku na narty. Jeśli z powodu braku śniegu wszystkie wyciągi w Twoim ośrodku są zamknięte, wypłacimy 25 funtów za każdy pełny dzień, w którym nie możesz jeździć, maksymalnie 250 funtów. Rozszerzenie musisz wykupić przed wyjazdem; nie można go dodać po rozpoczęciu podróży. Każde roszczenie podlega udziałowi własnemu w wysokości 75 funtów.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "we won't pay unless it was locked in a ski rack",
                        "we will pay even if it wasn't locked in a ski rack",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "The extension must be purchased before departure",
                        "The extension should be purchased before departure",
                    )
                ],
                "modality",
            ),
            Slip(2, [("maksymalnie 21 dni", "maksymalnie 31 dni")], "number"),
        ],
    ),
    Case(
        key="en-tram-line-engineering-works",
        source="Engineering works: Line 3 (Market Square – Elmfield). From Saturday 8 November to Sunday 16 November 2025, no trams will run between Castle Gate and Elmfield while the track at the Bridge Street junction is renewed. Replacement buses will leave Castle Gate every 10 minutes from 06:00 to 23:30 and call at all stops on the closed section, where temporary signs will be posted. Journeys will take about 15 minutes longer than usual. Trams between Market Square and Castle Gate will run as normal. Tickets and passes valid on trams are accepted on replacement buses. Wheelchair users should allow extra time, as not all replacement stops have level boarding. Updates: www.cityrail-trams.co.uk/works.",
        good=[
            Good(
                "preserve",
                "Trams on Line 3 (Market Square – Elmfield) will not run between Castle Gate and Elmfield from Saturday 8 November to Sunday 16 November 2025, while the track at the Bridge Street junction is renewed. Between Market Square and Castle Gate, trams will operate as normal. Replacement buses will depart from Castle Gate every 10 minutes between 06:00 and 23:30, serving every stop on the closed section, where temporary signs will be put up. Journeys will take about 15 minutes longer than usual. Tickets and passes valid on trams will be accepted on the buses. Because not all replacement stops offer level boarding, wheelchair users should allow extra time. Updates are posted at www.cityrail-trams.co.uk/works.",
            ),
            Good(
                "preserve",
                "Line 3 (Market Square – Elmfield): engineering works, Saturday 8 November to Sunday 16 November 2025. What's happening: the track at the Bridge Street junction is being renewed, so there will be no trams between Castle Gate and Elmfield. Trams between Market Square and Castle Gate run as normal. How to travel: replacement buses leave Castle Gate every 10 minutes from 06:00 to 23:30 and stop at all stops on the closed section – look for the temporary signs. Journeys take about 15 minutes longer than usual. Any ticket or pass valid on trams is valid on the buses. Wheelchair users: you should allow extra time, because not every replacement stop has level boarding. Updates: www.cityrail-trams.co.uk/works.",
            ),
            Good(
                "pl",
                "Prace torowe: linia 3 (Market Square – Elmfield). Od soboty 8 listopada do niedzieli 16 listopada 2025 r. tramwaje nie będą kursować między Castle Gate a Elmfield z powodu wymiany torowiska na skrzyżowaniu z Bridge Street. Autobusy zastępcze będą odjeżdżać z Castle Gate co 10 minut w godzinach 06:00–23:30 i zatrzymywać się na wszystkich przystankach zamkniętego odcinka, gdzie zostaną ustawione tymczasowe oznakowania. Podróż potrwa około 15 minut dłużej niż zwykle. Tramwaje między Market Square a Castle Gate będą kursować normalnie. Bilety i karty okresowe ważne w tramwajach są honorowane w autobusach zastępczych. Osoby poruszające się na wózkach powinny zarezerwować sobie więcej czasu, ponieważ nie wszystkie przystanki zastępcze umożliwiają wsiadanie bez stopni. Aktualne informacje: www.cityrail-trams.co.uk/works.",
            ),
        ],
        bad=[
            Slip(0, [("to Sunday 16 November 2025", "to Sunday 23 November 2025")], "date"),
            Slip(1, [("every 10 minutes", "every 20 minutes")], "number"),
            Slip(
                2,
                [
                    (
                        "będą kursować normalnie.",
                        "będą kursować normalnie, ale w weekendy tylko co 20 minut.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-exhibition-lacquer-kyoto-coromandel",
        source="Shining Surfaces: Lacquer from Kyoto to Coromandel. Opening on 21 February 2026 in the Linden Gallery, this exhibition brings together around 140 objects, including a 17th-century writing box lent by the Kyoto National Museum and a twelve-panel Coromandel screen that has not been shown in public since 1968. Curator Dr Amara Feld traces how lacquer techniques travelled along trade routes and were imitated in Europe. The screen is thought to have been made in the 1690s. Because lacquer is sensitive to light, the gallery is kept at 50 lux, and flash photography is not allowed. The exhibition closes on 14 June 2026. Entry is free for members and for children under 12; other visitors pay £12.",
        good=[
            Good(
                "preserve",
                "Around 140 objects go on display in the Linden Gallery from 21 February 2026 in Shining Surfaces: Lacquer from Kyoto to Coromandel. Among them are a 17th-century writing box on loan from the Kyoto National Museum and a twelve-panel Coromandel screen, believed to date from the 1690s, which has not been seen in public since 1968. Curator Dr Amara Feld follows lacquer techniques as they travelled along trade routes and were imitated in Europe. Lacquer is sensitive to light, so the gallery is kept at 50 lux and flash photography is banned. The show closes on 14 June 2026. Members and children under 12 get in free; everyone else pays £12.",
            ),
            Good(
                "preserve",
                "The Linden Gallery presents Shining Surfaces: Lacquer from Kyoto to Coromandel, opening on 21 February 2026. The exhibition assembles approximately 140 objects. Highlights include a writing box from the 17th century, lent by the Kyoto National Museum, and a twelve-panel Coromandel screen, probably made in the 1690s, that has not been exhibited publicly since 1968. The curator, Dr Amara Feld, explores how lacquer techniques spread along trade routes and came to be imitated in Europe. Owing to the light sensitivity of lacquer, light levels in the gallery are maintained at 50 lux, and flash photography is not permitted. The exhibition closes on 14 June 2026. Admission is free for members and children under 12; all other visitors are charged £12.",
            ),
            Good(
                "pl",
                "Wystawa „Shining Surfaces: Lacquer from Kyoto to Coromandel”, otwierana 21 lutego 2026 r. w Linden Gallery, gromadzi około 140 obiektów, w tym XVII-wieczną szkatułkę na przybory do pisania wypożyczoną z Muzeum Narodowego w Kioto oraz dwunastoskrzydłowy parawan koromandelski, który nie był pokazywany publicznie od 1968 r. Kuratorka, dr Amara Feld, pokazuje, jak techniki wykonywania laki wędrowały szlakami handlowymi i jak naśladowano je w Europie. Uważa się, że parawan powstał w latach 90. XVII wieku. Ponieważ laka jest wrażliwa na światło, natężenie oświetlenia w sali utrzymuje się na poziomie 50 luksów, a fotografowanie z lampą błyskową jest zabronione. Wystawa zostanie zamknięta 14 czerwca 2026 r. Wstęp jest bezpłatny dla członków oraz dzieci poniżej 12 lat; pozostali zwiedzający płacą 12 funtów.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Curator Dr Amara Feld follows",
                        "Curator Dr Amara Feld, who spent three years in Kyoto preparing the show, follows",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [(", probably made in the 1690s,", ", made in the 1690s,")], "hedge"),
            Slip(2, [("publicznie od 1968 r.", "publicznie od 1986 r.")], "date"),
        ],
    ),
    Case(
        key="en-darkroom-membership-faq",
        source="### Darkroom membership FAQ\n\n**Do I need experience?** Before booking on your own, you must complete our 3-hour induction (£35), which runs on the first Saturday of each month.\n\n**How do I book?** Use the [booking calendar](https://lightbox-collective.org/book). Sessions last 4 hours, and members may book up to 2 sessions a week.\n\n**Can I bring my own chemicals?** Only with prior approval from the technician. All used chemistry must go into the labelled waste containers, never down the sink.\n\n**What does it cost?** Membership is £20 a month plus £8 per session.",
        good=[
            Good(
                "preserve",
                "### Darkroom membership: your questions answered\n\n**Do I need experience?** You'll need to complete our 3-hour induction (£35) before you can book on your own. It runs on the first Saturday of every month.\n\n**How do I book?** Through the [booking calendar](https://lightbox-collective.org/book). Each session is 4 hours long, and you may book up to 2 sessions a week.\n\n**Can I bring my own chemicals?** Yes, but only if the technician approves them in advance. All used chemistry must be poured into the labelled waste containers – never down the sink.\n\n**How much does it cost?** £20 a month for membership, plus £8 for each session.",
            ),
            Good(
                "preserve",
                "### Darkroom membership – FAQ\n\n- **Experience:** a 3-hour induction (£35) must be completed before you book alone; it takes place on the first Saturday of each month.\n- **Booking:** via the [booking calendar](https://lightbox-collective.org/book). Sessions are 4 hours long; members may book a maximum of 2 per week.\n- **Own chemicals:** allowed only with the technician's prior approval. Used chemistry must always go into the labelled waste containers and never down the sink.\n- **Cost:** £20 per month for membership, plus £8 per session.",
            ),
            Good(
                "pl",
                "### Członkostwo w ciemni – najczęstsze pytania\n\n**Czy potrzebuję doświadczenia?** Zanim zaczniesz rezerwować samodzielnie, musisz ukończyć nasze 3-godzinne szkolenie wprowadzające (35 funtów), które odbywa się w pierwszą sobotę każdego miesiąca.\n\n**Jak zarezerwować?** Skorzystaj z [kalendarza rezerwacji](https://lightbox-collective.org/book). Sesje trwają 4 godziny, a członkowie mogą rezerwować do 2 sesji tygodniowo.\n\n**Czy mogę przynieść własne odczynniki?** Tylko za wcześniejszą zgodą technika. Wszystkie zużyte odczynniki muszą trafić do oznakowanych pojemników na odpady, nigdy do zlewu.\n\n**Ile to kosztuje?** Członkostwo kosztuje 20 funtów miesięcznie plus 8 funtów za każdą sesję.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("https://lightbox-collective.org/book", "https://lightbox-collective.org/books")],
                "url",
            ),
            Slip(
                1,
                [("[booking calendar](https://lightbox-collective.org/book)", "booking calendar")],
                "markdown",
            ),
            Slip(2, [("musisz ukończyć nasze", "powinieneś ukończyć nasze")], "modality"),
        ],
    ),
    Case(
        key="en-email-grinder-warranty-claim",
        source="Dear Ms Okonkwo, thank you for your message of 3 March about your Verano B40 coffee grinder (serial number VB40-227318). As the grinder was bought on 19 August 2024, it is still within its 2-year warranty. Please do not attempt to open the motor housing, as this would void the warranty. We will e-mail you a prepaid courier label within 2 working days; the courier will collect the grinder from your address, and you do not need to include the hopper or the original box. Repairs normally take 7 to 10 working days. If the grinder cannot be repaired, we will replace it with the same model or an equivalent one. Kind regards, Tomasz Wren, Customer Care, Verano Appliances",
        good=[
            Good(
                "preserve",
                "Hello Ms Okonkwo, thanks for getting in touch on 3 March about your Verano B40 coffee grinder (serial number VB40-227318). You bought it on 19 August 2024, so it's still covered by its 2-year warranty. Please don't try to open the motor housing – doing so would void the warranty. Within 2 working days we'll e-mail you a prepaid courier label, and a courier will pick the grinder up from your address. There's no need to send the hopper or the original box. Repairs usually take 7–10 working days, and if we can't repair the grinder, we'll replace it with the same model or an equivalent one. Best wishes, Tomasz Wren, Customer Care, Verano Appliances",
            ),
            Good(
                "preserve",
                "Dear Ms Okonkwo, We acknowledge receipt of your message of 3 March concerning your Verano B40 coffee grinder, serial number VB40-227318. Since the grinder was purchased on 19 August 2024, it remains within its 2-year warranty period. We kindly ask that you do not attempt to open the motor housing, as doing so would invalidate the warranty. A prepaid courier label will be sent to you by e-mail within 2 working days, and the courier will collect the grinder from your address. It is not necessary to include the hopper or the original packaging. Repairs normally take between 7 and 10 working days. Should the grinder prove impossible to repair, it will be replaced with the same model or an equivalent. Yours sincerely, Tomasz Wren, Customer Care, Verano Appliances",
            ),
            Good(
                "pl",
                "Szanowna Pani Okonkwo, dziękujemy za wiadomość z 3 marca dotyczącą młynka do kawy Verano B40 (numer seryjny VB40-227318). Ponieważ młynek został kupiony 19 sierpnia 2024 r., nadal obejmuje go 2-letnia gwarancja. Prosimy nie próbować otwierać obudowy silnika, ponieważ spowodowałoby to utratę gwarancji. W ciągu 2 dni roboczych wyślemy Pani e-mailem opłaconą etykietę kurierską; kurier odbierze młynek spod Pani adresu. Nie trzeba dołączać pojemnika na ziarna ani oryginalnego pudełka. Naprawa trwa zwykle od 7 do 10 dni roboczych. Jeśli młynka nie da się naprawić, wymienimy go na ten sam model lub równoważny. Z poważaniem, Tomasz Wren, Dział Obsługi Klienta, Verano Appliances",
            ),
        ],
        bad=[
            Slip(
                0, [("You bought it on 19 August 2024", "You bought it on 19 August 2023")], "date"
            ),
            Slip(
                1,
                [
                    (
                        "It is not necessary to include the hopper",
                        "It is necessary to include the hopper",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Naprawa trwa zwykle od 7 do 10 dni roboczych.",
                        "Repairs normally take 7 to 10 working days.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-stained-glass-workshop-terms",
        source="Stained Glass for Beginners – booking terms. The workshop runs over two Sundays, 10 and 17 May, from 10:00 to 16:00 at Old Forge Studio. The fee of £165 includes all glass, lead came, solder and the use of tools; a £50 deposit secures your place, and the balance is due 14 days before the first session. Places are limited to 8 students, and participants must be 16 or over. You should wear closed-toe shoes and bring an apron. Cancellations made more than 14 days before the course are refunded in full except for the deposit; after that, no refund can be given, but you may transfer your place to a friend. Lead is handled during the course, so pregnant participants should consult their doctor before booking.",
        good=[
            Good(
                "preserve",
                "Stained Glass for Beginners: how booking works. The workshop takes place at Old Forge Studio on two Sundays, 10 and 17 May, from 10 am to 4 pm. The £165 fee covers all the glass, lead came and solder, plus use of the tools. Paying a £50 deposit secures your place, and the rest is due 14 days before the first session. There are only 8 places, and you must be 16 or over to take part. You should wear closed-toe shoes and bring an apron. If you cancel more than 14 days before the course, we'll refund everything except the deposit. After that we can't give refunds, but you may pass your place on to a friend. You'll be handling lead, so if you're pregnant, you should consult your doctor before booking.",
            ),
            Good(
                "preserve",
                "Stained Glass for Beginners: terms of booking. The workshop is held at Old Forge Studio on two Sundays, 10 and 17 May, between 10:00 and 16:00. The course fee of £165 covers all glass, lead came and solder, together with the use of tools. A place is secured by a deposit of £50; the balance is payable 14 days before the first session. Enrolment is limited to 8 students, and all participants must be aged 16 or over. Participants should wear closed-toe shoes and bring an apron. For cancellations made more than 14 days before the course, all fees except the deposit will be refunded; thereafter no refunds can be made, although a place may be transferred to a friend. As lead is handled during the course, pregnant participants should consult their doctor before booking.",
            ),
            Good(
                "pl",
                "Witraż dla początkujących – warunki rezerwacji. Warsztaty odbywają się w dwie niedziele, 10 i 17 maja, w godzinach 10:00–16:00 w Old Forge Studio. Opłata w wysokości 165 funtów obejmuje całe szkło, profile ołowiane, lut oraz korzystanie z narzędzi; miejsce gwarantuje zaliczka w wysokości 50 funtów, a pozostała kwota jest płatna 14 dni przed pierwszymi zajęciami. Liczba miejsc jest ograniczona do 8 uczestników, a każdy uczestnik musi mieć ukończone 16 lat. Powinieneś przyjść w obuwiu z zakrytymi palcami i zabrać fartuch. Przy rezygnacji zgłoszonej ponad 14 dni przed kursem zwracamy całą kwotę z wyjątkiem zaliczki; później zwrot nie jest możliwy, ale możesz przekazać swoje miejsce znajomemu. Podczas kursu pracuje się z ołowiem, dlatego uczestniczki w ciąży powinny przed rezerwacją skonsultować się z lekarzem.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "plus use of the tools.",
                        "plus use of the tools and a light lunch on both days.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("The course fee of £165", "The course fee of £145")], "number"),
            Slip(2, [("musi mieć ukończone 16 lat", "powinien mieć ukończone 16 lat")], "modality"),
        ],
    ),
    Case(
        key="en-orienteering-night-score-entry",
        source="Beacon Hill Night Score – entry details. Entries open on 1 October and close at midnight on 24 October, or earlier if the limit of 150 runners is reached; there are no entries on the day. Enter online at https://www.midlandsorienteering.org.uk/events/beacon-night. Fees are £9 for seniors and £4 for juniors (under 21). Every competitor must carry a head torch, a whistle and a waterproof jacket, and kit will be checked at the start. Courses are expected to take 60 to 75 minutes, and competitors returning after 90 minutes will lose points. Juniors under 16 may run alone only with written consent from a parent. The terrain is steep in places and likely to be muddy after rain.",
        good=[
            Good(
                "preserve",
                "Beacon Hill Night Score: how to enter. You can enter from 1 October until midnight on 24 October – or until the limit of 150 runners is reached, if that happens first. You can't enter on the day. Entries are made online at https://www.midlandsorienteering.org.uk/events/beacon-night. Seniors pay £9 and juniors (under 21) pay £4. Everyone must carry a head torch, a whistle and a waterproof jacket, and we'll check your kit at the start. We expect courses to take 60 to 75 minutes; anyone who gets back after 90 minutes will lose points. Juniors under 16 can run on their own only if a parent gives written consent. Parts of the terrain are steep, and it is likely to be muddy after rain.",
            ),
            Good(
                "preserve",
                "Beacon Hill Night Score – entry information. Entries open on 1 October and close at midnight on 24 October, or sooner should the limit of 150 runners be reached. Entries on the day will not be accepted. Online entry: https://www.midlandsorienteering.org.uk/events/beacon-night. Entry fees: seniors £9; juniors (under 21) £4. All competitors must carry a head torch, a whistle and a waterproof jacket; kit checks will take place at the start. Courses are expected to take 60–75 minutes, and competitors returning after 90 minutes will incur a points penalty. Juniors under the age of 16 may run unaccompanied only with the written consent of a parent. The terrain is steep in places and is likely to be muddy after rain.",
            ),
            Good(
                "pl",
                "Beacon Hill Night Score – informacje o zapisach. Zapisy rozpoczynają się 1 października i kończą o północy 24 października lub wcześniej, jeśli zostanie osiągnięty limit 150 zawodników; w dniu zawodów zapisy nie są przyjmowane. Zgłoszenia przyjmujemy online pod adresem https://www.midlandsorienteering.org.uk/events/beacon-night. Opłata wynosi 9 funtów dla seniorów i 4 funty dla juniorów (poniżej 21 lat). Każdy zawodnik musi mieć przy sobie czołówkę, gwizdek i kurtkę przeciwdeszczową; wyposażenie zostanie sprawdzone na starcie. Przewiduje się, że pokonanie tras zajmie od 60 do 75 minut, a zawodnicy, którzy wrócą po upływie 90 minut, stracą punkty. Juniorzy poniżej 16 lat mogą biec samodzielnie wyłącznie za pisemną zgodą rodzica. Teren jest miejscami stromy i po deszczu prawdopodobnie będzie błotnisty.",
            ),
        ],
        bad=[
            Slip(
                0, [("it is likely to be muddy after rain", "it will be muddy after rain")], "hedge"
            ),
            Slip(
                1,
                [
                    (
                        "https://www.midlandsorienteering.org.uk/events/beacon-night",
                        "https://www.midlandorienteering.org.uk/events/beacon-night",
                    )
                ],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "w dniu zawodów zapisy nie są przyjmowane",
                        "w dniu zawodów zapisy są również przyjmowane",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-perseids-observatory-evening",
        source="Perseids Evening at Kielder Ridge Observatory. Join us on Wednesday 12 August 2026 from 21:30 until 01:00 to watch the Perseid meteor shower, which peaks that night. Under dark skies you can expect to see around 60 meteors per hour, although moonlight and cloud may reduce this considerably. Our volunteers will give short talks every 45 minutes and, if the sky is clear, offer views of Saturn through the 0.5-metre telescope. Tickets cost £14 for adults and £7 for children and must be booked in advance; we cannot admit visitors without a ticket. The event will go ahead even if it is cloudy, but the telescope viewing will then be replaced by a planetarium show. Bring warm clothing and a red torch.",
        good=[
            Good(
                "preserve",
                "Come and watch the Perseids with us at Kielder Ridge Observatory! On Wednesday 12 August 2026, from 21:30 to 01:00, we'll be watching the Perseid meteor shower on the night of its peak. With dark skies you can expect around 60 meteors an hour, though moonlight and cloud may cut that considerably. Our volunteers will give a short talk every 45 minutes, and if the sky is clear they'll show you Saturn through the 0.5-metre telescope. Tickets are £14 for adults and £7 for children. You must book in advance – without a ticket we can't let you in. Cloudy? The event still goes ahead, but a planetarium show will replace the telescope viewing. Bring warm clothes and a red torch.",
            ),
            Good(
                "preserve",
                "Kielder Ridge Observatory will hold a Perseids Evening on Wednesday 12 August 2026, from 21:30 until 01:00, to coincide with the peak of the Perseid meteor shower that night. Under dark skies, observers can expect to see roughly 60 meteors per hour, although moonlight and cloud may reduce this number considerably. Volunteers will deliver short talks at 45-minute intervals and, should the sky be clear, will offer views of Saturn through the 0.5-metre telescope. Tickets, priced at £14 for adults and £7 for children, must be booked in advance, as visitors without a ticket cannot be admitted. The event will take place even in cloudy conditions, in which case a planetarium show will replace the telescope viewing. Please bring warm clothing and a red torch.",
            ),
            Good(
                "pl",
                "Wieczór z Perseidami w Obserwatorium Kielder Ridge. Zapraszamy w środę 12 sierpnia 2026 r. w godzinach 21:30–01:00 na obserwację roju meteorów Perseidów, którego maksimum przypada właśnie tej nocy. Przy ciemnym niebie można spodziewać się około 60 meteorów na godzinę, choć światło Księżyca i chmury mogą znacznie zmniejszyć tę liczbę. Nasi wolontariusze będą co 45 minut wygłaszać krótkie prelekcje, a jeśli niebo będzie bezchmurne, pokażą Saturna przez 0,5-metrowy teleskop. Bilety kosztują 14 funtów dla dorosłych i 7 funtów dla dzieci i trzeba je zarezerwować z wyprzedzeniem; nie możemy wpuścić osób bez biletu. Wydarzenie odbędzie się nawet przy zachmurzeniu, ale wtedy obserwacje przez teleskop zastąpi pokaz w planetarium. Zabierz ciepłe ubranie i czerwoną latarkę.",
            ),
        ],
        bad=[
            Slip(0, [("Tickets are £14 for adults", "Tickets are £16 for adults")], "number"),
            Slip(
                1,
                [("can expect to see roughly 60 meteors per hour", "will see 60 meteors per hour")],
                "hedge",
            ),
            Slip(2, [("w środę 12 sierpnia 2026 r.", "w czwartek 12 sierpnia 2026 r.")], "date"),
        ],
    ),
    Case(
        key="en-contributing-quillmark",
        source="# Contributing to quillmark\n\nThanks for helping! Before you open a pull request:\n\n1. Fork the repository and create a branch from `main` named `fix/<short-description>` or `feat/<short-description>`.\n2. Run `make lint` and `make test`; both must pass locally.\n3. Sign off every commit with `git commit -s` to confirm the Developer Certificate of Origin.\n4. Add an entry to `CHANGELOG.md` under **Unreleased**.\n\nWe do not accept pull requests that change generated files in `docs/api/`. Large changes should be discussed in an issue first. A maintainer will usually respond within 5 working days.",
        good=[
            Good(
                "preserve",
                "# How to contribute to quillmark\n\nThank you for helping out! Work through these steps before opening a pull request:\n\n1. Fork the repository, then branch off `main`, naming your branch `fix/<short-description>` or `feat/<short-description>`.\n2. Run `make lint` and `make test` locally – both must pass.\n3. Use `git commit -s` to sign off each commit, confirming the Developer Certificate of Origin.\n4. Record your change in `CHANGELOG.md` under **Unreleased**.\n\nPull requests that modify the generated files in `docs/api/` are not accepted. If your change is large, it should be discussed in an issue first. You will usually hear from a maintainer within 5 working days.",
            ),
            Good(
                "preserve",
                "# Contributing to quillmark\n\nThanks for your help. Before opening a pull request:\n\n- fork the repo and create a branch from `main` called `fix/<short-description>` or `feat/<short-description>`;\n- make sure `make lint` and `make test` both pass locally;\n- sign off every commit (`git commit -s`) to confirm the Developer Certificate of Origin;\n- add an entry under **Unreleased** in `CHANGELOG.md`.\n\nWe don't accept pull requests that change generated files in `docs/api/`. Large changes should first be discussed in an issue. A maintainer usually replies within 5 working days.",
            ),
            Good(
                "pl",
                "# Jak współtworzyć quillmark\n\nDziękujemy za pomoc! Zanim otworzysz pull request:\n\n1. Zrób fork repozytorium i utwórz gałąź od `main` o nazwie `fix/<short-description>` lub `feat/<short-description>`.\n2. Uruchom `make lint` i `make test`; oba muszą przejść lokalnie.\n3. Podpisz każdy commit poleceniem `git commit -s`, aby potwierdzić Developer Certificate of Origin.\n4. Dodaj wpis do `CHANGELOG.md` w sekcji **Unreleased**.\n\nNie przyjmujemy pull requestów, które zmieniają wygenerowane pliki w `docs/api/`. Większe zmiany powinny zostać najpierw omówione w zgłoszeniu (issue). Opiekun projektu zwykle odpowiada w ciągu 5 dni roboczych.",
            ),
        ],
        bad=[
            Slip(
                0, [("Use `git commit -s` to sign off", "Use `git commit -S` to sign off")], "code"
            ),
            Slip(1, [("We don't accept pull requests", "We accept pull requests")], "negation"),
            Slip(2, [("Dodaj wpis do `CHANGELOG.md`", "Dodaj wpis do `CHANGES.md`")], "code"),
        ],
    ),
    Case(
        key="en-tenancy-deposit-protection",
        source="Protecting your tenancy deposit. If you rent a home in England on an assured shorthold tenancy that began after 6 April 2007, your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it. Under section 213 of the Housing Act 2004, they must also give you the prescribed information about the scheme within the same period. If they do not, you can apply to the county court, which may order them to pay you between one and three times the deposit. A landlord who has not protected the deposit cannot normally use a section 21 notice to end the tenancy. At the end of the tenancy, the deposit should be returned within 10 days of you both agreeing how much you will get back.",
        good=[
            Good(
                "preserve",
                "Tenancy deposit protection. Where a home in England is let on an assured shorthold tenancy that began after 6 April 2007, the landlord must place the tenant's deposit in a government-approved scheme within 30 days of receiving it. Section 213 of the Housing Act 2004 further requires the landlord to give the tenant the prescribed information about the scheme within the same period. If the landlord fails to do so, the tenant can apply to the county court, which may order the landlord to pay the tenant between one and three times the deposit. A landlord who has not protected the deposit cannot normally use a section 21 notice to end the tenancy. When the tenancy ends, the deposit should be returned within 10 days of the landlord and tenant agreeing how much the tenant will get back.",
            ),
            Good(
                "preserve",
                "Your tenancy deposit and how it must be protected. Renting in England on an assured shorthold tenancy that started after 6 April 2007? Then your landlord must put your deposit into a government-approved scheme within 30 days of getting it. Under section 213 of the Housing Act 2004, they must also give you the prescribed information about the scheme within that same period. If they don't, you can apply to the county court, and the court may order them to pay you one to three times the amount of the deposit. If your landlord hasn't protected your deposit, they normally can't use a section 21 notice to end your tenancy. When the tenancy ends, your deposit should be returned within 10 days of you and your landlord agreeing how much you'll get back.",
            ),
            Good(
                "pl",
                "Ochrona kaucji najemcy. Jeśli wynajmujesz mieszkanie w Anglii na podstawie umowy assured shorthold tenancy, która rozpoczęła się po 6 kwietnia 2007 r., wynajmujący musi zabezpieczyć Twoją kaucję w zatwierdzonym przez rząd systemie w ciągu 30 dni od jej otrzymania. Zgodnie z sekcją 213 ustawy Housing Act 2004 musi on również w tym samym terminie przekazać Ci wymagane informacje o tym systemie. Jeśli tego nie zrobi, możesz złożyć wniosek do sądu hrabstwa (county court), który może nakazać mu zapłatę na Twoją rzecz kwoty od jednokrotności do trzykrotności kaucji. Wynajmujący, który nie zabezpieczył kaucji, zazwyczaj nie może skorzystać z wypowiedzenia na podstawie sekcji 21, aby zakończyć najem. Po zakończeniu najmu kaucja powinna zostać zwrócona w ciągu 10 dni od uzgodnienia przez obie strony, jaką kwotę otrzymasz z powrotem.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Section 213 of the Housing Act 2004", "Section 231 of the Housing Act 2004")],
                "legal_reference",
            ),
            Slip(1, [("within 30 days of getting it", "within 14 days of getting it")], "number"),
            Slip(2, [("zazwyczaj nie może skorzystać", "zazwyczaj może skorzystać")], "negation"),
        ],
    ),
    Case(
        key="en-pharmacy-repeat-prescriptions",
        source="Repeat prescriptions at Meadowbank Pharmacy. Please order your repeat medicines at least 7 days before you run out; we can then usually have them ready within 3 working days. You can order through the NHS App, by e-mail to repeats@meadowbankpharmacy.co.uk, or in person at the counter. We cannot take repeat orders by telephone. Controlled drugs, such as some strong painkillers, must be collected within 28 days of the date on the prescription, and you may be asked to show ID. If someone else collects for you, they should know your full name, address and date of birth. Prescriptions are free for people aged 60 or over; otherwise the charge in England is currently £9.90 per item.",
        good=[
            Good(
                "preserve",
                "Meadowbank Pharmacy – repeat prescriptions. Patients are asked to order repeat medicines no later than 7 days before their supply runs out, which usually allows us to have them ready within 3 working days. Orders may be placed via the NHS App, by e-mail to repeats@meadowbankpharmacy.co.uk, or in person at the counter; repeat orders cannot be accepted by telephone. Controlled drugs, such as certain strong painkillers, must be collected within 28 days of the date on the prescription, and proof of identity may be requested. Anyone collecting on a patient's behalf should know the patient's full name, address and date of birth. Prescriptions are free of charge for people aged 60 or over; for everyone else, the current charge in England is £9.90 per item.",
            ),
            Good(
                "preserve",
                "Need a repeat prescription from Meadowbank Pharmacy? Please order at least 7 days before your medicines run out – that way we can usually have them ready in 3 working days. You can order in the NHS App, by e-mailing repeats@meadowbankpharmacy.co.uk, or in person at the counter, but not by phone. Controlled drugs (for example, some strong painkillers) must be picked up within 28 days of the date on the prescription, and we may ask to see your ID. If someone else is collecting for you, they should know your full name, address and date of birth. If you're 60 or over, your prescriptions are free; otherwise you currently pay £9.90 per item in England.",
            ),
            Good(
                "pl",
                "Recepty na leki stale przyjmowane w Meadowbank Pharmacy. Prosimy zamawiać kolejną porcję leków co najmniej 7 dni przed ich wyczerpaniem; wtedy zazwyczaj możemy je przygotować w ciągu 3 dni roboczych. Zamówienie można złożyć przez aplikację NHS App, e-mailem na adres repeats@meadowbankpharmacy.co.uk lub osobiście przy ladzie. Nie przyjmujemy takich zamówień telefonicznie. Leki kontrolowane, takie jak niektóre silne środki przeciwbólowe, muszą zostać odebrane w ciągu 28 dni od daty widniejącej na recepcie, a przy odbiorze możemy poprosić o okazanie dokumentu tożsamości. Jeśli ktoś odbiera leki w Twoim imieniu, powinien znać Twoje imię i nazwisko, adres oraz datę urodzenia. Recepty są bezpłatne dla osób w wieku 60 lat i starszych; pozostali płacą obecnie w Anglii 9,90 funta za każdą pozycję.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("must be collected within 28 days", "should be collected within 28 days")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "but not by phone.",
                        "but not by phone. We can also deliver to your home for £2.50 per order.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("zazwyczaj możemy je przygotować", "na pewno przygotujemy je")], "hedge"),
        ],
    ),
    Case(
        key="en-cctv-privacy-notice-business-centre",
        source="CCTV privacy notice – Granary Wharf Business Centre. We operate CCTV in the car park, reception and stairwells to prevent crime and to protect the safety of tenants and visitors. Our lawful basis is legitimate interests under Article 6(1)(f) of the UK GDPR. Cameras do not record audio and are not installed in toilets or changing areas. Footage is kept for 31 days and then automatically overwritten, unless it is needed to investigate an incident. Under Article 15 you have the right to request a copy of footage in which you appear, and we will respond within one month. Requests should include the date, approximate time and location, and a description of yourself. Contact our data protection lead, Priya Nair, at privacy@granarywharf.co.uk.",
        good=[
            Good(
                "preserve",
                "Granary Wharf Business Centre – privacy notice for CCTV. CCTV is in operation in the car park, the reception area and the stairwells for the purposes of preventing crime and protecting the safety of tenants and visitors. The lawful basis for this processing is legitimate interests under Article 6(1)(f) of the UK GDPR. The cameras do not record sound, and none are installed in toilets or changing areas. Recordings are retained for 31 days and are then overwritten automatically, except where they are needed to investigate an incident. Article 15 gives you the right to request a copy of any footage in which you appear; we will reply within one month. Each request should state the date, the approximate time and the location, together with a description of yourself. Our data protection lead, Priya Nair, can be contacted at privacy@granarywharf.co.uk.",
            ),
            Good(
                "preserve",
                "How we use CCTV at Granary Wharf Business Centre. We have CCTV cameras in the car park, in reception and on the stairwells. They are there to prevent crime and to keep tenants and visitors safe. Our lawful basis for this is legitimate interests, under Article 6(1)(f) of the UK GDPR. The cameras don't record any sound, and there are none in toilets or changing areas. We keep recordings for 31 days, after which they are overwritten automatically – unless we need them to investigate an incident. You have the right, under Article 15, to ask for a copy of footage that shows you, and we'll reply within one month. Your request should tell us the date, the approximate time and the place, and describe what you look like. To get in touch, e-mail Priya Nair, our data protection lead, at privacy@granarywharf.co.uk.",
            ),
            Good(
                "pl",
                "Informacja o prywatności dotycząca monitoringu wizyjnego – Granary Wharf Business Centre. Prowadzimy monitoring wizyjny na parkingu, w recepcji i na klatkach schodowych, aby zapobiegać przestępstwom oraz chronić bezpieczeństwo najemców i odwiedzających. Podstawą prawną jest nasz prawnie uzasadniony interes na podstawie art. 6 ust. 1 lit. f UK GDPR. Kamery nie rejestrują dźwięku i nie są zainstalowane w toaletach ani w przebieralniach. Nagrania przechowujemy przez 31 dni, a następnie są one automatycznie nadpisywane, chyba że są potrzebne do wyjaśnienia incydentu. Na podstawie art. 15 masz prawo zażądać kopii nagrań, na których jesteś widoczny, a my odpowiemy w ciągu miesiąca. Wniosek powinien zawierać datę, przybliżoną godzinę i miejsce oraz Twój opis. Z osobą odpowiedzialną u nas za ochronę danych, Priyą Nair, można się skontaktować pod adresem privacy@granarywharf.co.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("under Article 6(1)(f) of the UK GDPR", "under Article 6(1)(e) of the UK GDPR")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "unless we need them to investigate an incident.",
                        "unless we need them to investigate an incident or the police ask us for them.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Kamery nie rejestrują dźwięku i nie są zainstalowane w toaletach ani w przebieralniach.",
                        "Cameras do not record audio and are not installed in toilets or changing areas.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-food-bank-annual-report-summary",
        source="Annual report 2024–25: summary. Eastgate Community Food Bank distributed 18,420 emergency food parcels between 1 April 2024 and 31 March 2025, 12% more than in the previous year. About 41% of referrals came from GP surgeries and schools. An independent evaluation (Hartley & Osei, 2025) found that clients who were also offered debt advice were less likely to need a fourth referral within six months, which is consistent with national findings (Bramley et al., 2021, p. 47). Our 212 volunteers gave an estimated 23,000 hours. The trustees believe the food bank should not become a permanent substitute for adequate incomes, and they must review the referral criteria by December 2025.",
        good=[
            Good(
                "preserve",
                "Eastgate Community Food Bank handed out 18,420 emergency food parcels from 1 April 2024 to 31 March 2025 – 12% more than the year before – according to the summary of its 2024–25 annual report. Roughly 41% of referrals came from GP surgeries and schools. An independent evaluation (Hartley & Osei, 2025) found that clients who were also offered debt advice were less likely to need a fourth referral within six months, in line with national findings (Bramley et al., 2021, p. 47). The food bank's 212 volunteers gave an estimated 23,000 hours. Its trustees believe the food bank should not become a permanent substitute for adequate incomes, and they must review the referral criteria by December 2025.",
            ),
            Good(
                "preserve",
                "Summary of the 2024–25 annual report. Between 1 April 2024 and 31 March 2025, Eastgate Community Food Bank distributed 18,420 emergency food parcels, an increase of 12% on the previous year. Approximately 41% of referrals were made by GP surgeries and schools. According to an independent evaluation (Hartley & Osei, 2025), clients who were additionally offered debt advice were less likely to require a fourth referral within six months – a result consistent with national findings (Bramley et al., 2021, p. 47). The food bank's 212 volunteers contributed an estimated 23,000 hours. In the trustees' view, the food bank should not become a permanent substitute for adequate incomes; the trustees must review the referral criteria by December 2025.",
            ),
            Good(
                "pl",
                "Raport roczny 2024–25: podsumowanie. Od 1 kwietnia 2024 r. do 31 marca 2025 r. Eastgate Community Food Bank wydał 18 420 paczek żywnościowych w ramach pomocy doraźnej, o 12% więcej niż w poprzednim roku. Około 41% skierowań pochodziło z przychodni lekarzy rodzinnych i ze szkół. Niezależna ewaluacja (Hartley i Osei, 2025) wykazała, że klienci, którym zaproponowano również doradztwo w sprawie zadłużenia, rzadziej potrzebowali czwartego skierowania w ciągu sześciu miesięcy, co jest zgodne z wynikami ogólnokrajowymi (Bramley i in., 2021, s. 47). Naszych 212 wolontariuszy przepracowało szacunkowo 23 000 godzin. Powiernicy uważają, że bank żywności nie powinien stać się trwałym substytutem odpowiednich dochodów, i muszą do grudnia 2025 r. przeanalizować kryteria kierowania.",
            ),
        ],
        bad=[
            Slip(0, [("(Hartley & Osei, 2025)", "(Hartley, 2025)")], "citation"),
            Slip(
                1, [("(Bramley et al., 2021, p. 47)", "(Bramley et al., 2021, p. 74)")], "citation"
            ),
            Slip(2, [("i muszą do grudnia 2025 r.", "i mogą do grudnia 2025 r.")], "modality"),
        ],
    ),
]
