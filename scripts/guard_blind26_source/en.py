# ruff: noqa: E501, RUF001
"""English source cases of blind set 26: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-cli-pgsnap-restore",
        source="""`pgsnap restore` rebuilds a database from a snapshot archive. Since version 2.4.0 the command refuses to write into a non-empty database unless you pass `--clean`, which drops existing objects first. Use `--jobs 4` (or any value up to 16) to restore tables in parallel; higher values are ignored. Restores of archives larger than 50 GB usually take about 40 minutes on a standard SSD. Never run a restore against the primary while replication is active: stop the replica first with `pgsnap replica pause`. Full option reference: https://docs.pgsnap.dev/cli/restore.""",
        good=[
            Good(
                "preserve",
                """The `pgsnap restore` command rebuilds a database from a snapshot archive. As of version 2.4.0, it will not write into a database that already contains objects unless the `--clean` flag is given; that flag drops the existing objects before restoring. To restore tables in parallel, pass `--jobs 4` or another value of at most 16 — anything higher is ignored. For archives over 50 GB, a restore on a standard SSD usually takes around 40 minutes. Do not ever restore against the primary while replication is running; pause the replica beforehand using `pgsnap replica pause`. The complete option reference is at https://docs.pgsnap.dev/cli/restore.""",
            ),
            Good(
                "preserve",
                """Need to rebuild a database from a snapshot archive? That's what `pgsnap restore` does. Heads-up: from version 2.4.0 on, it won't write into a non-empty database unless you add `--clean`, which wipes the existing objects first. Want parallel table restores? Add `--jobs 4` — you can go as high as 16, but anything above that gets ignored. If your archive is bigger than 50 GB, the restore will usually take roughly 40 minutes on a standard SSD. And never restore against the primary while replication is on: pause the replica first with `pgsnap replica pause`. All the options are documented at https://docs.pgsnap.dev/cli/restore.""",
            ),
            Good(
                "pl",
                """`pgsnap restore` odtwarza bazę danych z archiwum migawki. Od wersji 2.4.0 polecenie odmawia zapisu do niepustej bazy, chyba że podasz `--clean` – ta opcja najpierw usuwa istniejące obiekty. Aby odtwarzać tabele równolegle, użyj `--jobs 4` (lub dowolnej wartości do 16); wyższe wartości są ignorowane. Odtworzenie archiwum większego niż 50 GB trwa zwykle około 40 minut na standardowym dysku SSD. Nigdy nie uruchamiaj odtwarzania na serwerze głównym, gdy replikacja jest aktywna – najpierw wstrzymaj replikę poleceniem `pgsnap replica pause`. Pełny opis opcji: https://docs.pgsnap.dev/cli/restore.""",
            ),
        ],
        bad=[
            Slip(0, [("`--clean` flag", "`--clear` flag")], "code"),
            Slip(2, [("dowolnej wartości do 16", "dowolnej wartości do 32")], "number"),
            Slip(1, [("And never restore against", "And always restore against")], "negation"),
        ],
    ),
    Case(
        key="en-docs-chart-upgrade-v5",
        source="""## Upgrading from 4.x to 5.0

Version 5.0 of the `orbit-gateway` chart renames several values and **must not** be applied with `helm upgrade --reuse-values`.

- Back up your release values with `helm get values orbit-gateway > values-4x.yaml`.
- Rename `ingress.host` to `ingress.hosts` (it is now a list).
- Kubernetes 1.27 or newer is required; older clusters should stay on 4.9.2.
- Expect about 2 minutes of downtime while the StatefulSet is recreated.

If the upgrade fails, roll back with `helm rollback orbit-gateway` and open an issue.""",
        good=[
            Good(
                "preserve",
                """## Upgrading from 4.x to 5.0

Because release 5.0 of the `orbit-gateway` chart renames several values, it **must never** be applied using `helm upgrade --reuse-values`.

- Save your current release values first: `helm get values orbit-gateway > values-4x.yaml`.
- Change `ingress.host` to `ingress.hosts`, which is now a list.
- A cluster running Kubernetes 1.27 or later is required; clusters on older versions should remain on chart 4.9.2.
- Plan for roughly 2 minutes of downtime while the StatefulSet is being recreated.

If the upgrade fails, roll back using `helm rollback orbit-gateway` and open an issue.""",
            ),
            Good(
                "preserve",
                """## 4.x → 5.0 upgrade

`orbit-gateway` 5.0 renames several values, so you **must not** upgrade with `helm upgrade --reuse-values`.

- Back up values: `helm get values orbit-gateway > values-4x.yaml`.
- `ingress.host` becomes `ingress.hosts` (now a list).
- Requires Kubernetes 1.27+; on older clusters you should stay on 4.9.2.
- Expect approximately 2 minutes of downtime as the StatefulSet is recreated.

Upgrade failed? Roll back with `helm rollback orbit-gateway` and open an issue.""",
            ),
            Good(
                "pl",
                """## Aktualizacja z wersji 4.x do 5.0

Wersja 5.0 chartu `orbit-gateway` zmienia nazwy kilku wartości, dlatego **nie wolno** jej wdrażać poleceniem `helm upgrade --reuse-values`.

- Zrób kopię wartości wydania: `helm get values orbit-gateway > values-4x.yaml`.
- Zmień `ingress.host` na `ingress.hosts` (teraz jest to lista).
- Wymagany jest Kubernetes 1.27 lub nowszy; starsze klastry powinny pozostać przy wersji 4.9.2.
- Licz się z około 2 minutami przestoju podczas ponownego tworzenia StatefulSetu.

Jeśli aktualizacja się nie powiedzie, wycofaj ją poleceniem `helm rollback orbit-gateway` i zgłoś problem (issue).""",
            ),
        ],
        bad=[
            Slip(
                2, [("values-4x.yaml`.\n- Zmień", "values-4x.yaml`, a następnie zmień")], "markdown"
            ),
            Slip(0, [("`ingress.hosts`, which", "`ingress.hostnames`, which")], "code"),
            Slip(1, [("you **must not** upgrade", "you **should not** upgrade")], "modality"),
        ],
    ),
    Case(
        key="en-docs-api-cursor-pagination",
        source="""List endpoints in the Quillbase API v3 are paginated with cursors rather than page numbers. Each response includes a `next_cursor` field; pass its value as `?cursor=` on your next request to fetch the following page. The default page size is 50 items and the maximum is 200, set with `limit`. Cursors typically expire after about 15 minutes, so you should not store them for later use. When `next_cursor` is `null`, you have reached the last page. Requests with an expired cursor return HTTP 410. Migration notes for clients still using `page=` are at https://developer.quillbase.io/v3/pagination.""",
        good=[
            Good(
                "preserve",
                """The Quillbase API v3 splits the results of its list endpoints into pages using cursors, not page numbers. Every response has a `next_cursor` field. To get the next page, send that value as `?cursor=` in your following request. By default you get 50 items per page; you can change this with `limit`, up to a maximum of 200. A cursor usually stops working after roughly 15 minutes, so you shouldn't keep cursors for later use. A `next_cursor` of `null` means you are on the last page. If you send an expired cursor, you'll get HTTP 410. If your client still uses `page=`, see the migration notes at https://developer.quillbase.io/v3/pagination.""",
            ),
            Good(
                "preserve",
                """**How does pagination work?** Quillbase API v3 list endpoints use cursors instead of page numbers. Read `next_cursor` from each response and send it as `?cursor=` to fetch the next page.
**How many items per page?** 50 by default; use `limit` to set up to 200.
**How long do cursors last?** Typically around 15 minutes, so you should not store them for later. An expired cursor returns HTTP 410.
**How do I know I'm done?** `next_cursor` is `null` on the last page.
**Still using `page=`?** Migration notes: https://developer.quillbase.io/v3/pagination.""",
            ),
            Good(
                "pl",
                """Punkty końcowe zwracające listy w Quillbase API v3 dzielą wyniki na strony za pomocą kursorów, a nie numerów stron. Każda odpowiedź zawiera pole `next_cursor`; aby pobrać kolejną stronę, przekaż jego wartość jako `?cursor=` w następnym żądaniu. Domyślny rozmiar strony to 50 elementów, a maksymalny – 200; ustawia się go parametrem `limit`. Kursory zwykle wygasają po około 15 minutach, dlatego nie należy ich przechowywać do późniejszego użycia. Gdy `next_cursor` ma wartość `null`, jesteś na ostatniej stronie. Żądania z wygasłym kursorem zwracają HTTP 410. Uwagi dotyczące migracji dla klientów, którzy nadal używają `page=`, znajdziesz pod adresem https://developer.quillbase.io/v3/pagination.""",
            ),
        ],
        bad=[
            Slip(1, [("https://developer.quillbase.io", "https://developers.quillbase.io")], "url"),
            Slip(2, [("jako `?cursor=`", "jako `?page_cursor=`")], "code"),
            Slip(
                0,
                [
                    (
                        "usually stops working after roughly 15 minutes",
                        "stops working after 15 minutes",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-docs-rust-msrv-policy",
        source="""The `fernwood` crate currently requires Rust 1.74 as its minimum supported Rust version (MSRV). We may raise the MSRV in any minor release, but never in a patch release, and we will announce each change in CHANGELOG.md at least 30 days beforehand. The next bump, to Rust 1.79, is planned for the 0.9.0 release on 14 April 2025. Users who cannot upgrade their compiler should pin `fernwood = "~0.8"` in Cargo.toml. Security fixes will be backported to the 0.8 line until 31 December 2025.""",
        good=[
            Good(
                "preserve",
                """At present, the `fernwood` crate requires Rust 1.74 as its minimum supported Rust version (MSRV). The MSRV may be raised in any minor release, though never in a patch release. Every such change will be announced in CHANGELOG.md no less than 30 days in advance. The next increase, to Rust 1.79, is scheduled for release 0.9.0 on 14 April 2025. Users who are unable to upgrade their compiler should pin `fernwood = "~0.8"` in Cargo.toml. Security fixes will continue to be backported to the 0.8 series until 31 December 2025.""",
            ),
            Good(
                "preserve",
                """Right now `fernwood` needs Rust 1.74 — that's our minimum supported Rust version (MSRV). We might bump it in any minor release (never in a patch release, though), and we'll give you at least 30 days' notice of every change in CHANGELOG.md. Next up: Rust 1.79, planned to land with 0.9.0 on 14 April 2025. Can't upgrade your compiler? You should pin `fernwood = "~0.8"` in your Cargo.toml. We'll keep backporting security fixes to the 0.8 line until 31 December 2025.""",
            ),
            Good(
                "pl",
                """Crate `fernwood` wymaga obecnie Rusta 1.74 – to jego minimalna obsługiwana wersja Rusta (MSRV). MSRV możemy podnieść w dowolnym wydaniu minor, ale nigdy w wydaniu patch; każdą taką zmianę ogłosimy w CHANGELOG.md z co najmniej 30-dniowym wyprzedzeniem. Kolejne podniesienie, do Rusta 1.79, planujemy w wydaniu 0.9.0 14 kwietnia 2025 r. Użytkownicy, którzy nie mogą zaktualizować kompilatora, powinni przypiąć `fernwood = "~0.8"` w pliku Cargo.toml. Poprawki bezpieczeństwa będą przenoszone do linii 0.8 do 31 grudnia 2025 r.""",
            ),
        ],
        bad=[
            Slip(2, [("14 kwietnia 2025 r.", "24 kwietnia 2025 r.")], "date"),
            Slip(1, [("You should pin", "You must pin")], "modality"),
            Slip(
                0, [("though never in a patch release", "and also in a patch release")], "negation"
            ),
        ],
    ),
    Case(
        key="en-manual-pressure-cooker",
        source="""Before each use, check that the sealing ring is seated correctly and the steam vent is clear. Never fill the pot more than two-thirds full, or more than half full when cooking beans, rice or other foods that expand. Do not attempt to open the lid while the float valve is raised; after cooking, allow natural release for at least 10 minutes, or use quick release for foods that are not foamy. The sealing ring should be replaced every 12–18 months, or sooner if it is cracked. Use only genuine Kelvara spare parts (model KV-6L).""",
        good=[
            Good(
                "preserve",
                """Each time you use the cooker, first make sure the sealing ring sits properly and the steam vent isn't blocked. The pot must never be more than two-thirds full — and never more than half full for beans, rice or anything else that expands. Don't try to open the lid while the float valve is up. Once cooking is finished, let the pressure release naturally for 10 minutes or longer, or use quick release if the food isn't foamy. You should replace the sealing ring every 12 to 18 months, or earlier if it has cracked. Only ever use genuine Kelvara spare parts (model KV-6L).""",
            ),
            Good(
                "preserve",
                """Prior to every use, verify that the sealing ring is correctly seated and that the steam vent is unobstructed. The pot must not be filled beyond two-thirds of its capacity, or beyond half when cooking beans, rice or other expanding foods. Never attempt to open the lid while the float valve is raised. After cooking, use natural release for a minimum of 10 minutes, or quick release for non-foamy foods. The sealing ring should be replaced at intervals of 12–18 months, or earlier if cracked. Only genuine Kelvara spare parts (model KV-6L) may be used.""",
            ),
            Good(
                "pl",
                """Przed każdym użyciem sprawdź, czy uszczelka jest prawidłowo założona, a zawór pary drożny. Nigdy nie napełniaj garnka powyżej dwóch trzecich pojemności, a w przypadku fasoli, ryżu i innych produktów, które pęcznieją – powyżej połowy. Nie próbuj otwierać pokrywy, gdy zawór pływakowy jest podniesiony; po zakończeniu gotowania pozwól, by ciśnienie schodziło naturalnie przez co najmniej 10 minut, albo – w przypadku potraw, które się nie pienią – użyj szybkiego upuszczania pary. Uszczelkę powinno się wymieniać co 12–18 miesięcy, a jeśli pęknie – wcześniej. Używaj wyłącznie oryginalnych części zamiennych Kelvara (model KV-6L).""",
            ),
        ],
        bad=[
            Slip(0, [("for 10 minutes or longer", "for 15 minutes or longer")], "number"),
            Slip(
                1,
                [("quick release for non-foamy foods", "quick release for foamy foods")],
                "negation",
            ),
            Slip(
                2,
                [("(model KV-6L).", "(model KV-6L). Garnek i pokrywę można myć w zmywarce.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-manual-oil-filled-radiator",
        source="""Oil-filled radiator OR-2000: safety instructions. Place the heater on a flat, stable floor at least 1 metre away from curtains, bedding and furniture. Do not use it in bathrooms, laundry rooms or near a swimming pool. The heater must be plugged directly into a wall socket; extension leads and multi-plug adaptors must not be used. Never cover the heater or dry clothes on it. The surface may become hot enough to cause burns, so keep young children away. If the power cord is damaged, it must be replaced by the manufacturer or a qualified person. Registration and manuals: www.warmline-appliances.co.uk/support.""",
        good=[
            Good(
                "preserve",
                """Safety instructions for the OR-2000 oil-filled radiator. Stand the heater on a flat, stable floor, keeping it 1 metre or more from curtains, bedding and furniture. Don't use it in a bathroom or laundry room, or close to a swimming pool. It has to go straight into a wall socket — you must not use extension leads or multi-plug adaptors. Never put anything over the heater, and never dry clothes on it. Its surface may get hot enough to burn, so keep young children away from it. A damaged power cord must be replaced by the manufacturer or a qualified person. To register the heater or get manuals, go to www.warmline-appliances.co.uk/support.""",
            ),
            Good(
                "preserve",
                """**OR-2000 oil-filled radiator – safety instructions**

- Position it on a flat, stable floor at a minimum distance of 1 metre from curtains, bedding and furniture.
- Do not use it in bathrooms, laundry rooms or in the vicinity of a swimming pool.
- Plug it directly into a wall socket; extension leads and multi-plug adaptors must not be used.
- Never cover it, and never use it to dry clothes.
- Its surface may get hot enough to cause burns: keep young children away.
- A damaged power cord must be replaced by the manufacturer or a qualified person.

Registration and manuals: www.warmline-appliances.co.uk/support""",
            ),
            Good(
                "pl",
                """Grzejnik olejowy OR-2000 – instrukcja bezpieczeństwa. Ustaw grzejnik na płaskiej, stabilnej podłodze, co najmniej 1 metr od zasłon, pościeli i mebli. Nie używaj go w łazienkach, pralniach ani w pobliżu basenu. Grzejnik należy podłączać bezpośrednio do gniazdka ściennego; nie wolno korzystać z przedłużaczy ani rozgałęźników. Nigdy nie przykrywaj grzejnika i nie susz na nim ubrań. Jego powierzchnia może nagrzać się na tyle, że grozi oparzeniem, dlatego trzymaj małe dzieci z daleka. Uszkodzony przewód zasilający musi wymienić producent lub wykwalifikowana osoba. Rejestracja i instrukcje: www.warmline-appliances.co.uk/support.""",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "nie wolno korzystać z przedłużaczy",
                        "nie zaleca się korzystania z przedłużaczy",
                    )
                ],
                "modality",
            ),
            Slip(1, [("www.warmline-appliances.co.uk", "www.warmline-appliance.co.uk")], "url"),
            Slip(
                0,
                [
                    (
                        "Don't use it in a bathroom or laundry room, or close to a swimming pool.",
                        "You can use it in a bathroom or laundry room, but not close to a swimming pool.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-manual-loft-ladder",
        source="""## Loft ladder: before first use

- The ladder is rated for a **maximum load of 150 kg**, including anything you carry.
- Only one person may be on the ladder at a time.
- Check that all three sections are fully extended and the locking arms have clicked into place.
- Do not stand on the top two rungs.
- Inspect the hinges and rivets every 6 months; stop using the ladder if any part is bent or loose.

Installation must be carried out by two adults. For the FL-3 model the ceiling opening needs to be at least 110 × 60 cm.""",
        good=[
            Good(
                "preserve",
                """## Before you use your loft ladder for the first time

- The **maximum load is 150 kg**, and that includes whatever you are carrying.
- No more than one person may be on the ladder at once.
- Make sure all three sections are fully extended and the locking arms have clicked into place.
- Never stand on the top two rungs.
- Every 6 months, check the hinges and rivets; if any part is bent or loose, stop using the ladder.

Two adults must carry out the installation. The FL-3 model needs a ceiling opening of at least 110 × 60 cm.""",
            ),
            Good(
                "preserve",
                """## Loft ladder – first use

- **Max load: 150 kg**, items carried included.
- One person on the ladder at a time, never more.
- Check all three sections are fully extended and the locking arms have clicked into place.
- Keep off the top two rungs.
- Inspect hinges and rivets every 6 months; don't use the ladder if any part is bent or loose.

Installation requires two adults. FL-3 model: ceiling opening of at least 110 × 60 cm.""",
            ),
            Good(
                "pl",
                """## Drabina strychowa – przed pierwszym użyciem

- Drabina ma **maksymalne obciążenie 150 kg**, wliczając wszystko, co niesiesz.
- Na drabinie może przebywać tylko jedna osoba naraz.
- Sprawdź, czy wszystkie trzy segmenty są całkowicie rozłożone, a ramiona blokujące zatrzasnęły się na swoim miejscu.
- Nie stawaj na dwóch najwyższych szczeblach.
- Co 6 miesięcy kontroluj zawiasy i nity; jeśli którakolwiek część jest wygięta lub poluzowana, przestań używać drabiny.

Montaż muszą wykonać dwie osoby dorosłe. W modelu FL-3 otwór w suficie musi mieć co najmniej 110 × 60 cm.""",
            ),
        ],
        bad=[
            Slip(0, [("## Before you use", "Before you use")], "markdown"),
            Slip(2, [("co najmniej 110 × 60 cm", "co najmniej 100 × 60 cm")], "number"),
            Slip(
                1,
                [("Installation requires two adults.", "Installation is best done by two adults.")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-abstract-cold-water-immersion",
        source="""Cold-water immersion (CWI) is widely used after exercise, but its effect on muscle adaptation remains unclear. We randomised 48 recreationally active adults to 10 minutes of CWI at 10 °C or passive recovery after each of 24 resistance-training sessions over 12 weeks. Gains in quadriceps cross-sectional area were smaller with CWI (mean 4.1% vs 6.9%), which is consistent with earlier work (Roberts et al., 2015). Strength outcomes did not differ significantly between groups. These findings suggest that regular CWI may blunt hypertrophy, although the small sample limits firm conclusions (cf. Fyfe, Broatch and Trewin, 2019).""",
        good=[
            Good(
                "preserve",
                """People often use cold-water immersion (CWI) after exercise, yet it is still unclear how it affects muscle adaptation. In this trial, 48 recreationally active adults were randomly assigned to either 10 minutes of CWI at 10 °C or passive recovery following each of 24 resistance-training sessions across 12 weeks. The CWI group gained less quadriceps cross-sectional area (mean 4.1% vs 6.9%), in line with previous research (Roberts et al., 2015). There was no significant difference between the groups in strength outcomes. The results suggest that using CWI regularly may dampen hypertrophy, though the small sample limits how firm any conclusions can be (cf. Fyfe, Broatch and Trewin, 2019).""",
            ),
            Good(
                "preserve",
                """Although cold-water immersion (CWI) is common post-exercise practice, its influence on muscle adaptation is uncertain. Forty-eight recreationally active adults were randomised to 10 min of CWI at 10 °C or to passive recovery after each of 24 resistance-training sessions over a 12-week period. CWI was associated with smaller gains in quadriceps cross-sectional area (mean 4.1% vs 6.9%), consistent with Roberts et al. (2015); strength outcomes showed no significant between-group difference. These findings suggest that regular CWI may blunt hypertrophy, though the small sample size limits firm conclusions (cf. Fyfe, Broatch and Trewin, 2019).""",
            ),
            Good(
                "pl",
                """Immersja w zimnej wodzie (CWI) jest powszechnie stosowana po wysiłku, jednak jej wpływ na adaptację mięśni pozostaje niejasny. Losowo przydzieliliśmy 48 rekreacyjnie aktywnych dorosłych do 10-minutowej CWI w temperaturze 10 °C lub do biernej regeneracji po każdej z 24 sesji treningu oporowego w ciągu 12 tygodni. Przyrost pola przekroju poprzecznego mięśnia czworogłowego uda był mniejszy w grupie CWI (średnio 4,1% wobec 6,9%), co jest zgodne z wcześniejszymi badaniami (Roberts i in., 2015). Wyniki dotyczące siły nie różniły się istotnie między grupami. Wyniki sugerują, że regularna CWI może osłabiać hipertrofię, choć mała liczebność próby ogranicza możliwość wyciągania jednoznacznych wniosków (por. Fyfe, Broatch i Trewin, 2019).""",
            ),
        ],
        bad=[
            Slip(
                1, [("cf. Fyfe, Broatch and Trewin, 2019", "cf. Fyfe and Trewin, 2019")], "citation"
            ),
            Slip(0, [("may dampen hypertrophy", "dampens hypertrophy")], "hedge"),
            Slip(2, [("4,1% wobec 6,9%", "4,1% wobec 9,6%")], "number"),
        ],
    ),
    Case(
        key="en-abstract-ride-hailing-congestion",
        source="""Using trip-level data from 14 US metropolitan areas between 2012 and 2019, we estimate the effect of ride-hailing entry on road congestion. Entry is associated with an increase of roughly 2.5% in peak-hour travel time, although estimates vary widely across cities. The effect appears larger in dense urban cores and is not statistically significant in suburban counties. Our results broadly align with Erhardt et al. (2019) but are smaller than those reported by Schaller (2017). Because we cannot fully separate ride-hailing from concurrent changes in freight deliveries, the estimates should be interpreted as upper bounds.""",
        good=[
            Good(
                "preserve",
                """We use trip-level data from 14 US metropolitan areas covering 2012 to 2019 to estimate how the arrival of ride-hailing services affects road congestion. Ride-hailing entry is associated with a rise of about 2.5% in peak-hour travel time, though the estimates differ a great deal from city to city. The effect seems stronger in dense urban cores, while in suburban counties it is not statistically significant. These findings are broadly in line with Erhardt et al. (2019), but smaller than what Schaller (2017) reported. Since ride-hailing cannot be completely disentangled from simultaneous changes in freight deliveries, the estimates should be read as upper bounds.""",
            ),
            Good(
                "preserve",
                """This study estimates the effect of ride-hailing market entry on road congestion, drawing on trip-level data for 14 US metropolitan areas over 2012–2019. Entry is associated with an approximately 2.5% increase in peak-hour travel time, with considerable variation in estimates across cities. The effect appears to be larger in dense urban cores and does not reach statistical significance in suburban counties. The results are broadly consistent with Erhardt et al. (2019), though smaller than those of Schaller (2017). As ride-hailing cannot be fully separated from concurrent changes in freight deliveries, the estimates should be interpreted as upper bounds.""",
            ),
            Good(
                "pl",
                """Na podstawie danych o pojedynczych przejazdach z 14 obszarów metropolitalnych w USA z lat 2012–2019 szacujemy wpływ wejścia usług przewozu na żądanie (ride-hailing) na zatłoczenie dróg. Wejście tych usług wiąże się ze wzrostem czasu przejazdu w godzinach szczytu o mniej więcej 2,5%, choć oszacowania znacznie różnią się między miastami. Efekt wydaje się większy w gęsto zabudowanych centrach miast, a w hrabstwach podmiejskich nie jest istotny statystycznie. Nasze wyniki są zasadniczo zgodne z ustaleniami Erhardta i in. (2019), ale niższe niż te, które podał Schaller (2017). Ponieważ nie możemy w pełni oddzielić wpływu przewozów na żądanie od równoczesnych zmian w dostawach towarowych, oszacowania należy traktować jako górne granice.""",
            ),
        ],
        bad=[
            Slip(0, [("Schaller (2017)", "Schaller (2018)")], "citation"),
            Slip(1, [("The effect appears to be larger", "The effect is larger")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Efekt wydaje się większy w gęsto zabudowanych centrach miast, a w hrabstwach podmiejskich nie jest istotny statystycznie.",
                        "The effect appears larger in dense urban cores and is not statistically significant in suburban counties.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-abstract-infant-antibiotics-microbiome",
        source="""We analysed stool samples from 312 infants in the Northern Birth Cohort collected at 6 weeks, 6 months and 12 months of age between March 2018 and June 2021. Infants who received antibiotics in the first month of life showed lower Bifidobacterium abundance at 6 weeks, but differences were no longer detectable by 12 months. Caesarean delivery did not modify this association. These results are in line with Bokulich et al. (2016) and with the review by Korpela and de Vos (2018), and suggest that early-life antibiotic effects on the gut microbiome may be largely transient. Longer follow-up is needed.""",
        good=[
            Good(
                "preserve",
                """The researchers studied stool samples from 312 infants in the Northern Birth Cohort, taken at ages 6 weeks, 6 months and 12 months between March 2018 and June 2021. Babies given antibiotics during their first month of life had less Bifidobacterium at 6 weeks, but by 12 months the differences could no longer be detected. Being born by caesarean section did not change this link. The findings agree with Bokulich et al. (2016) and with the review by Korpela and de Vos (2018), and suggest that the effects of early-life antibiotics on the gut microbiome may be mostly short-lived. Longer follow-up is needed.""",
            ),
            Good(
                "preserve",
                """Stool samples collected from 312 Northern Birth Cohort infants at 6 weeks, 6 months and 12 months of age (March 2018 – June 2021) were analysed. Antibiotic exposure in the first month of life was associated with reduced Bifidobacterium abundance at 6 weeks; however, differences were no longer detectable by 12 months. The association was not modified by caesarean delivery. Consistent with Bokulich et al. (2016) and the review by Korpela and de Vos (2018), these findings suggest that the impact of early-life antibiotics on the gut microbiome may be largely transient. Longer follow-up is required.""",
            ),
            Good(
                "pl",
                """Przeanalizowaliśmy próbki kału 312 niemowląt z kohorty Northern Birth Cohort, pobrane w wieku 6 tygodni, 6 miesięcy i 12 miesięcy w okresie od marca 2018 r. do czerwca 2021 r. U niemowląt, które otrzymały antybiotyki w pierwszym miesiącu życia, liczebność Bifidobacterium w 6. tygodniu była niższa, jednak do 12. miesiąca różnice przestały być wykrywalne. Poród cesarskim cięciem nie zmieniał tego związku. Wyniki są zgodne z pracą Bokulicha i in. (2016) oraz z przeglądem Korpeli i de Vosa (2018) i sugerują, że wpływ antybiotyków stosowanych we wczesnym okresie życia na mikrobiom jelitowy może być w dużej mierze przejściowy. Potrzebna jest dłuższa obserwacja.""",
            ),
        ],
        bad=[
            Slip(1, [("Korpela and de Vos (2018)", "Korpela (2018)")], "citation"),
            Slip(2, [("nie zmieniał tego związku", "zmieniał ten związek")], "negation"),
            Slip(0, [("June 2021", "June 2020")], "date"),
        ],
    ),
    Case(
        key="en-pharmacy-hay-fever-antihistamines",
        source="""## Hay fever: what your pharmacist can offer

**Non-drowsy antihistamines** such as cetirizine 10 mg or loratadine 10 mg are taken **once a day**. Cetirizine can still make some people sleepy, so you should not drive until you know how it affects you.

- Steroid nasal sprays usually take a few days to work fully, so start them about 2 weeks before your symptoms normally begin.
- Children under 6 must see a GP before using a steroid nasal spray.
- If you are pregnant or breastfeeding, speak to a pharmacist first.

Ask at the counter; no appointment is needed.""",
        good=[
            Good(
                "preserve",
                """## Hay fever? Here's what your pharmacist can offer

**Non-drowsy antihistamines** like cetirizine 10 mg or loratadine 10 mg are taken just **once a day**. Cetirizine can still make some people drowsy, though, so you shouldn't drive until you know how it affects you.

- Steroid nasal sprays usually need a few days to work fully, so start using them about 2 weeks before your symptoms normally kick in.
- Children under 6 have to see a GP before they use a steroid nasal spray.
- Pregnant or breastfeeding? Talk to a pharmacist first.

Just ask at the counter — you don't need an appointment.""",
            ),
            Good(
                "preserve",
                """## Hay fever: treatments available from your pharmacist

**Non-drowsy antihistamines**, for example cetirizine 10 mg or loratadine 10 mg, are taken **once daily**. Because cetirizine may still cause drowsiness in some people, you should not drive until you know how it affects you.

- Steroid nasal sprays generally take a few days to reach full effect; begin using them approximately 2 weeks before your symptoms usually start.
- A child under 6 must be seen by a GP before using a steroid nasal spray.
- If you are pregnant or breastfeeding, speak to a pharmacist first.

Enquire at the counter; an appointment is not required.""",
            ),
            Good(
                "pl",
                """## Katar sienny: co może zaproponować farmaceuta

**Niepowodujące senności leki przeciwhistaminowe**, takie jak cetyryzyna 10 mg czy loratadyna 10 mg, przyjmuje się **raz dziennie**. Cetyryzyna mimo to może u niektórych osób wywoływać senność, dlatego nie powinieneś prowadzić pojazdów, dopóki nie sprawdzisz, jak na ciebie działa.

- Sterydowe aerozole do nosa zwykle potrzebują kilku dni, by zadziałać w pełni, więc zacznij je stosować około 2 tygodni przed tym, jak zwykle pojawiają się objawy.
- W przypadku dzieci poniżej 6 lat przed zastosowaniem sterydowego aerozolu do nosa konieczna jest wizyta u lekarza rodzinnego.
- Jeśli jesteś w ciąży lub karmisz piersią, najpierw porozmawiaj z farmaceutą.

Zapytaj przy ladzie – nie trzeba umawiać wizyty.""",
            ),
        ],
        bad=[
            Slip(2, [("konieczna jest wizyta", "zalecana jest wizyta")], "modality"),
            Slip(1, [("generally take a few days", "take a few days")], "hedge"),
            Slip(
                0,
                [
                    (
                        "you don't need an appointment.",
                        "you don't need an appointment, and the pharmacy is open until 9 pm.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-clinic-spirometry-preparation",
        source="""Your spirometry test is booked for Tuesday 9 September at 8:40 am at the Respiratory Clinic, Level 2, Westgate Health Centre. Please arrive 10 minutes early. Do not use your reliever inhaler (e.g. salbutamol) for 6 hours before the test, and avoid long-acting inhalers for 24 hours, unless you become breathless — your safety comes first. You should not smoke on the day of the test or eat a large meal in the 2 hours beforehand. Wear loose clothing. The test usually takes about 30 minutes. If you have had a heart attack or surgery in the last 6 weeks, you must call us on 020 7946 0321 before attending.""",
        good=[
            Good(
                "preserve",
                """Your spirometry appointment is on Tuesday 9 September at 8:40 am in the Respiratory Clinic, Level 2, Westgate Health Centre. Please come 10 minutes before your appointment time. Unless you become breathless — your safety comes first — do not use your reliever inhaler (for example salbutamol) during the 6 hours before the test, and avoid long-acting inhalers for 24 hours. On the day of the test you should not smoke, nor should you eat a large meal within the 2 hours before it. Please wear loose-fitting clothes. The test normally lasts around 30 minutes. Anyone who has had a heart attack or an operation in the past 6 weeks must telephone us on 020 7946 0321 before attending.""",
            ),
            Good(
                "preserve",
                """**When and where?** Tuesday 9 September, 8:40 am, Respiratory Clinic, Level 2, Westgate Health Centre. Please get there 10 minutes early.
**Inhalers?** Don't use your reliever inhaler (such as salbutamol) for 6 hours before the test, and steer clear of long-acting inhalers for 24 hours — unless you get breathless: your safety comes first.
**Anything else?** You shouldn't smoke on the test day or have a big meal in the 2 hours before. Wear loose clothes. The test usually takes about 30 minutes.
**Had a heart attack or surgery in the last 6 weeks?** You must call us on 020 7946 0321 before you come in.""",
            ),
            Good(
                "pl",
                """Badanie spirometryczne zaplanowano na wtorek 9 września o godz. 8:40 w Poradni Chorób Płuc (Respiratory Clinic), poziom 2, Westgate Health Centre. Prosimy o przybycie 10 minut wcześniej. Na 6 godzin przed badaniem nie używaj inhalatora doraźnego (np. salbutamolu), a przez 24 godziny unikaj inhalatorów długo działających – chyba że pojawi się duszność, bo najważniejsze jest Twoje bezpieczeństwo. W dniu badania nie powinieneś palić ani jeść obfitego posiłku w ciągu 2 godzin przed badaniem. Załóż luźne ubranie. Badanie trwa zwykle około 30 minut. Jeśli w ciągu ostatnich 6 tygodni przeszedłeś zawał serca lub operację, przed przyjściem musisz zadzwonić do nas pod numer 020 7946 0321.""",
            ),
        ],
        bad=[
            Slip(1, [("8:40 am", "8:15 am")], "date"),
            Slip(
                2, [("nie używaj inhalatora doraźnego", "używaj inhalatora doraźnego")], "negation"
            ),
            Slip(0, [("must telephone us", "may telephone us")], "modality"),
        ],
    ),
    Case(
        key="en-clinic-earwax-microsuction",
        source="""Earwax removal by microsuction is available at Brookfield Hearing Clinic for £65 for one ear or £80 for both ears. Use olive oil drops twice a day for 3 to 5 days before your appointment to soften the wax. Most appointments last about 20 minutes. Microsuction is generally painless, although some patients notice a brief feeling of dizziness or a loud noise during the procedure. A small number of people may need a second visit, which is charged at £40. Book online at brookfieldhearing.co.uk/book or email appointments@brookfieldhearing.co.uk.""",
        good=[
            Good(
                "preserve",
                """Brookfield Hearing Clinic offers earwax removal by microsuction: £65 for one ear, £80 for both. To soften the wax, use olive oil drops twice daily for 3–5 days before your appointment. Most appointments take around 20 minutes. The procedure is generally painless, but some patients briefly feel dizzy or notice a loud noise while it is done. A few people may need a second visit, which costs £40. Book at brookfieldhearing.co.uk/book or via appointments@brookfieldhearing.co.uk.""",
            ),
            Good(
                "preserve",
                """At Brookfield Hearing Clinic you can have your earwax removed by microsuction — it's £65 for one ear or £80 for both. For 3 to 5 days before you come in, put olive oil drops in twice a day to soften the wax. Most appointments take roughly 20 minutes. Microsuction generally doesn't hurt, though some people briefly feel a bit dizzy or hear a loud noise while it's being done. A small number of patients may need to come back for a second visit, charged at £40. You can book online at brookfieldhearing.co.uk/book or email appointments@brookfieldhearing.co.uk.""",
            ),
            Good(
                "pl",
                """W Brookfield Hearing Clinic można usunąć woskowinę metodą mikrosukcji – zabieg kosztuje 65 funtów za jedno ucho lub 80 funtów za oba. Przez 3–5 dni przed wizytą stosuj dwa razy dziennie krople z oliwy z oliwek, aby zmiękczyć woskowinę. Większość wizyt trwa około 20 minut. Mikrosukcja jest zazwyczaj bezbolesna, choć niektórzy pacjenci odczuwają podczas zabiegu krótkotrwałe zawroty głowy lub słyszą głośny dźwięk. Niewielka część osób może potrzebować drugiej wizyty, za którą pobierana jest opłata 40 funtów. Zapisy online: brookfieldhearing.co.uk/book lub e-mailem: appointments@brookfieldhearing.co.uk.""",
            ),
        ],
        bad=[
            Slip(0, [("£80 for both", "£85 for both")], "number"),
            Slip(
                2,
                [("Mikrosukcja jest zazwyczaj bezbolesna", "Mikrosukcja jest bezbolesna")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "email appointments@brookfieldhearing.co.uk",
                        "email appointment@brookfieldhearing.co.uk",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-pharmacy-head-lice-lotion",
        source="""Head lice treatments such as dimeticone 4% lotion are available from the pharmacy without a prescription. Apply the lotion to dry hair, leave it on for at least 8 hours or overnight, then wash it out. You must repeat the treatment after 7 days to kill any lice that have hatched since. Do not use it on babies under 6 months old. Children do not need to stay off school once treatment has started. Check everyone in the household with a detection comb, but only treat people in whom live lice are found. Our Saturday clinic runs from 9:00 to 12:30.""",
        good=[
            Good(
                "preserve",
                """You can buy head lice treatments like dimeticone 4% lotion at the pharmacy — no prescription needed. Put the lotion on dry hair, leave it for 8 hours or more (or overnight), and then wash it out. The treatment has to be repeated 7 days later to kill any lice that have hatched in the meantime. It must not be used on babies younger than 6 months. Once treatment has begun, children don't have to be kept off school. Use a detection comb to check everyone who lives in the home, but only treat those who have live lice. Our Saturday clinic is open 9:00–12:30.""",
            ),
            Good(
                "preserve",
                """Head lice treatments, for example dimeticone 4% lotion, can be bought at the pharmacy without a prescription.

1. Apply the lotion to dry hair.
2. Leave it on for at least 8 hours, or overnight.
3. Wash it out.
4. You must repeat the treatment after 7 days, to kill any lice that have hatched since.

Never use it on babies under 6 months. There is no need to keep children off school once treatment has started. Check the whole household with a detection comb, but treat only those with live lice. Saturday clinic: 9:00 to 12:30.""",
            ),
            Good(
                "pl",
                """Preparaty na wszy, takie jak płyn z dimetykonem 4%, są dostępne w aptece bez recepty. Nałóż płyn na suche włosy, pozostaw go na co najmniej 8 godzin lub na noc, a następnie zmyj. Zabieg trzeba powtórzyć po 7 dniach, aby zabić wszy, które w tym czasie się wykluły. Nie stosuj preparatu u niemowląt poniżej 6. miesiąca życia. Po rozpoczęciu leczenia nie ma potrzeby zatrzymywać dzieci w domu zamiast posyłać je do szkoły. Sprawdź grzebieniem do wyczesywania wszystkich domowników, ale lecz tylko osoby, u których znaleziono żywe wszy. Nasza sobotnia poradnia działa w godz. 9:00–12:30.""",
            ),
        ],
        bad=[
            Slip(
                1, [("Saturday clinic: 9:00 to 12:30.", "Saturday clinic: 9:00 to 13:30.")], "date"
            ),
            Slip(
                2,
                [("nie ma potrzeby zatrzymywać dzieci w domu", "trzeba zatrzymać dzieci w domu")],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "It must not be used on babies younger than 6 months.",
                        "Nie wolno go stosować u niemowląt poniżej 6. miesiąca życia.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-charity-raffle-incidental-lottery",
        source="""Running a raffle at your fundraising event? An incidental lottery held at a fête, dinner or similar event does not need a licence under Schedule 11 of the Gambling Act 2005, as long as tickets are sold only at the event and the draw is held there. You may spend no more than £500 on prizes bought for the draw; donated prizes are not capped. Deductions for expenses must not exceed £100. If you want to sell tickets before the day, you will probably need to register a small society lottery with your local council, which costs £40 plus £20 a year.""",
        good=[
            Good(
                "preserve",
                """Raffles at fundraising events: an incidental lottery held at a fête, dinner or comparable event requires no licence under Schedule 11 of the Gambling Act 2005, provided that tickets are sold exclusively at the event and the draw takes place there. Expenditure on purchased prizes must not exceed £500, while there is no cap on donated prizes. Deductions for expenses must not exceed £100. Should you wish to sell tickets in advance of the day, registration of a small society lottery with your local council will probably be necessary, at a cost of £40 plus £20 annually.""",
            ),
            Good(
                "preserve",
                """Planning a raffle at your fundraiser? If it's an incidental lottery at a fête, dinner or similar event, you don't need a licence under Schedule 11 of the Gambling Act 2005 — as long as you only sell tickets at the event and hold the draw there too. You can spend up to £500 on prizes you buy for the draw, and there's no limit on donated prizes. Expenses you take off can't be more than £100. Want to sell tickets ahead of the day? Then you'll probably have to register a small society lottery with your local council; that costs £40 plus £20 a year.""",
            ),
            Good(
                "pl",
                """Organizujesz loterię fantową podczas imprezy charytatywnej? Loteria towarzysząca (incidental lottery) przeprowadzana na festynie, kolacji lub podobnym wydarzeniu nie wymaga licencji na podstawie załącznika 11 do ustawy Gambling Act 2005, pod warunkiem że losy są sprzedawane wyłącznie podczas imprezy i tam też odbywa się losowanie. Na nagrody kupione do losowania można wydać najwyżej 500 funtów; nagrody przekazane w darowiźnie nie podlegają limitowi. Potrącenia na pokrycie kosztów nie mogą przekroczyć 100 funtów. Jeśli chcesz sprzedawać losy przed dniem imprezy, prawdopodobnie będziesz musiał zarejestrować małą loterię stowarzyszenia (small society lottery) w lokalnej radzie; kosztuje to 40 funtów plus 20 funtów rocznie.""",
            ),
        ],
        bad=[
            Slip(0, [("Schedule 11", "Schedule 12")], "legal_reference"),
            Slip(2, [("najwyżej 500 funtów", "najwyżej 1000 funtów")], "number"),
            Slip(
                1,
                [
                    (
                        "Expenses you take off can't be more than £100.",
                        "Expenses you take off shouldn't be more than £100.",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-grant-oral-history-heritage",
        source="""The Riverside Heritage Fund offers grants of £3,000 to £10,000 for community oral history projects in the borough. Applications open on 3 February 2025 and close at 5 pm on 28 March 2025; late applications will not be considered. Groups must be constituted and have a bank account in the organisation's name. Projects should be completed within 12 months, and recordings must be deposited with the borough archive. Up to 10% of the grant may be spent on equipment. Decisions are usually announced within eight weeks of the closing date.""",
        good=[
            Good(
                "preserve",
                """Community oral history projects in the borough can apply to the Riverside Heritage Fund for grants of between £3,000 and £10,000. You can apply from 3 February 2025 until 5 pm on 28 March 2025; applications that arrive late won't be considered. Your group has to be constituted and must hold a bank account in the organisation's name. Projects should finish within 12 months, and the recordings must be lodged with the borough archive. You may use up to 10% of the grant for equipment. You will usually hear the decision within eight weeks of the closing date.""",
            ),
            Good(
                "preserve",
                """**Riverside Heritage Fund – community oral history grants**

- Grant size: £3,000–£10,000, for projects in the borough.
- Applications: open 3 February 2025, close 28 March 2025 at 5 pm. Late applications will not be considered.
- Eligibility: groups must be constituted and hold a bank account in the organisation's name.
- Timescale: projects should be completed within 12 months.
- Recordings: must be deposited with the borough archive.
- Equipment: up to 10% of the grant may be spent on it.
- Decisions: usually announced within eight weeks of the closing date.""",
            ),
            Good(
                "pl",
                """Riverside Heritage Fund przyznaje granty w wysokości od 3000 do 10 000 funtów na społeczne projekty historii mówionej realizowane w dzielnicy. Nabór wniosków rusza 3 lutego 2025 r. i kończy się 28 marca 2025 r. o godz. 17:00; wnioski złożone po terminie nie będą rozpatrywane. Grupy muszą mieć formalnie przyjęty statut i rachunek bankowy na nazwę organizacji. Projekty powinny zostać zrealizowane w ciągu 12 miesięcy, a nagrania trzeba przekazać do archiwum dzielnicy. Na sprzęt można przeznaczyć do 10% grantu. Decyzje ogłaszane są zazwyczaj w ciągu ośmiu tygodni od zamknięcia naboru.""",
            ),
        ],
        bad=[
            Slip(1, [("close 28 March 2025", "close 31 March 2025")], "date"),
            Slip(
                0,
                [
                    (
                        "You may use up to 10% of the grant for equipment.",
                        "You may use up to 10% of the grant for equipment. Each group may submit only one application per year.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("do 10% grantu", "do 15% grantu")], "number"),
        ],
    ),
    Case(
        key="en-charity-volunteer-mileage-expenses",
        source="""## Volunteer expenses

We reimburse reasonable out-of-pocket costs so that volunteering with Harbourlight never leaves you out of pocket.

- Mileage is paid at 45p per mile for the first 10,000 miles in a tax year.
- Public transport fares are refunded in full; taxis only with prior approval from your coordinator.
- Claims must be submitted within 3 months, with receipts attached.
- We do not pay for time, and we never make flat-rate payments, as these could be treated as wages.

Use the claim form on the volunteer portal.""",
        good=[
            Good(
                "preserve",
                """## Expenses for volunteers

Harbourlight reimburses reasonable out-of-pocket costs so that volunteering with us never leaves you out of pocket.

- Mileage: 45p per mile is paid for the first 10,000 miles in each tax year.
- Public transport: fares are reimbursed in full. Taxis: only where your coordinator has approved them in advance.
- Claims: must be made within 3 months and accompanied by receipts.
- We do not pay for volunteers' time and never make flat-rate payments, since these could be treated as wages.

Please claim using the form on the volunteer portal.""",
            ),
            Good(
                "preserve",
                """## Claiming your volunteer expenses

We pay back reasonable out-of-pocket costs, so volunteering with Harbourlight never leaves you out of pocket.

- Driving? You get 45p a mile for your first 10,000 miles in the tax year.
- Public transport fares are refunded in full. Taxis are only covered if your coordinator OKs them beforehand.
- You must send your claim within 3 months, with your receipts attached.
- We don't pay for your time, and we never pay flat rates, because those could count as wages.

Just use the claim form on the volunteer portal.""",
            ),
            Good(
                "pl",
                """## Zwrot kosztów wolontariuszy

Zwracamy uzasadnione wydatki poniesione z własnej kieszeni, tak aby wolontariat w Harbourlight nigdy nie narażał cię na koszty.

- Za przejazdy samochodem płacimy 45 pensów za milę za pierwsze 10 000 mil w roku podatkowym.
- Bilety komunikacji publicznej zwracamy w całości; taksówki – tylko za wcześniejszą zgodą koordynatora.
- Wnioski trzeba złożyć w ciągu 3 miesięcy i dołączyć do nich paragony.
- Nie płacimy za poświęcony czas i nigdy nie wypłacamy ryczałtów, ponieważ mogłyby zostać uznane za wynagrodzenie.

Skorzystaj z formularza wniosku na portalu wolontariusza.""",
            ),
        ],
        bad=[
            Slip(1, [("45p a mile", "40p a mile")], "number"),
            Slip(2, [("Nie płacimy za poświęcony czas", "Płacimy za poświęcony czas")], "negation"),
            Slip(
                0,
                [
                    (
                        "fares are reimbursed in full.",
                        "fares are reimbursed in full, including first-class rail travel.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-insurance-escape-of-water",
        source="""Section 4.2 – Escape of water. We will pay for loss or damage caused by water escaping from any fixed water or heating installation in your home. We will not pay the first £350 of any claim under this section (your excess), nor the cost of repairing the pipe, tank or appliance from which the water escaped, unless the damage is covered under section 4.7 (Trace and access). We will not pay for damage caused by water that has escaped gradually over time, such as from a worn shower seal. If the home is unoccupied for more than 60 consecutive days, this cover is suspended. Claims are usually settled within 10 working days of receiving your completed claim form.""",
        good=[
            Good(
                "preserve",
                """Section 4.2 – Escape of water. This section covers loss or damage caused by water escaping from any fixed water or heating installation in your home. You pay the first £350 of every claim under this section (that is your excess). We also don't pay the cost of repairing the pipe, tank or appliance the water escaped from, unless the damage falls under section 4.7 (Trace and access). Damage from water that has leaked gradually over time — from a worn shower seal, for example — is not covered. This cover is suspended if your home is unoccupied for more than 60 consecutive days. We usually settle claims within 10 working days of receiving your completed claim form.""",
            ),
            Good(
                "preserve",
                """Section 4.2 (Escape of water) covers loss or damage resulting from water escaping from any fixed water or heating installation in the home. Excluded are: the first £350 of each claim under this section (the excess); the cost of repairing the pipe, tank or appliance from which the water escaped, except where the damage is covered by section 4.7 (Trace and access); and damage from water escaping gradually over time, e.g. from a worn shower seal. Cover is suspended if the home is unoccupied for more than 60 consecutive days. Claims are usually settled within 10 working days of receipt of a completed claim form.""",
            ),
            Good(
                "pl",
                """Punkt 4.2 – Wyciek wody. Pokrywamy straty lub szkody spowodowane wyciekiem wody z dowolnej stałej instalacji wodnej lub grzewczej w Twoim domu. Nie pokrywamy pierwszych 350 funtów każdego roszczenia z tego punktu (udział własny) ani kosztów naprawy rury, zbiornika lub urządzenia, z którego wyciekła woda, chyba że szkoda jest objęta punktem 4.7 (Lokalizacja i dostęp). Nie pokrywamy szkód spowodowanych wodą wyciekającą stopniowo przez dłuższy czas, np. przez zużytą uszczelkę prysznica. Jeżeli dom pozostaje niezamieszkany dłużej niż 60 kolejnych dni, ta ochrona zostaje zawieszona. Roszczenia likwidujemy zwykle w ciągu 10 dni roboczych od otrzymania wypełnionego formularza zgłoszenia szkody.""",
            ),
        ],
        bad=[
            Slip(2, [("punktem 4.7", "punktem 4.6")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "of receipt of a completed claim form.",
                        "of receipt of a completed claim form, which is available by calling 0800 123 4567.",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("is not covered.", "is covered.")], "negation"),
        ],
    ),
    Case(
        key="en-insurance-unoccupied-home-clause",
        source="""Unoccupied property conditions (clause 9.3). If your home will be unoccupied for more than 30 days in a row, you must tell us before the 31st day. While the home is unoccupied, someone must inspect the inside at least once every 7 days, and you should keep a written record of each inspection. Between 1 November and 31 March you must also turn off the water supply at the mains and drain the heating and water system. If these conditions are not met, we may refuse a claim for escape of water, theft or malicious damage under clause 9.4.""",
        good=[
            Good(
                "preserve",
                """Clause 9.3 sets out the conditions for an unoccupied home. If your home is going to be empty for more than 30 consecutive days, you have to let us know before day 31. For as long as it stays empty, someone has to check inside it at least once every 7 days, and you should keep a written note of each check. From 1 November to 31 March, you must also switch off the water at the mains and drain the heating and water system. If you don't meet these conditions, we may turn down a claim for escape of water, theft or malicious damage under clause 9.4.""",
            ),
            Good(
                "preserve",
                """Clause 9.3 – Unoccupied property. Where the home is to be unoccupied for more than 30 consecutive days, the policyholder is required to notify us before the 31st day. Throughout any period of unoccupancy, the interior of the home must be inspected by someone no less than once every 7 days, and a written record of each inspection should be kept. In addition, between 1 November and 31 March the water supply must be turned off at the mains and the heating and water system drained. Failure to comply with these conditions may result in our refusing a claim for escape of water, theft or malicious damage under clause 9.4.""",
            ),
            Good(
                "pl",
                """Warunki dotyczące niezamieszkanej nieruchomości (klauzula 9.3). Jeśli Twój dom będzie niezamieszkany dłużej niż 30 dni z rzędu, musisz nas o tym poinformować przed 31. dniem. Dopóki dom pozostaje niezamieszkany, ktoś musi sprawdzać jego wnętrze co najmniej raz na 7 dni; powinieneś też prowadzić pisemny rejestr każdej kontroli. Od 1 listopada do 31 marca musisz ponadto zakręcić główny zawór wody i spuścić wodę z instalacji grzewczej i wodnej. Jeśli te warunki nie zostaną spełnione, możemy odmówić wypłaty odszkodowania z tytułu wycieku wody, kradzieży lub złośliwego uszkodzenia na podstawie klauzuli 9.4.""",
            ),
        ],
        bad=[
            Slip(1, [("under clause 9.4", "under clause 9.2")], "legal_reference"),
            Slip(2, [("Od 1 listopada do 31 marca", "Od 1 grudnia do 31 marca")], "date"),
            Slip(
                0,
                [("someone has to check inside it", "someone should check inside it")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-insurance-key-care-addon",
        source="""## Key Care add-on

**What is covered:** if your house or car keys are lost or stolen, we will pay up to £1,500 per claim for replacement keys, a locksmith and, if needed, new locks. You can make up to 2 claims in any 12-month period.

- Losses must be reported to us within 7 days of discovery.
- Thefts must also be reported to the police, and you must give us a crime reference number.
- We do not cover keys lost outside the UK.

Replacement keys usually arrive within 5 working days. See clause 12.1 of your policy booklet for full terms.""",
        good=[
            Good(
                "preserve",
                """## Key Care add-on

**What you're covered for:** if your house or car keys are lost or stolen, we'll pay up to £1,500 per claim for replacement keys, a locksmith and, where necessary, new locks. You can claim up to 2 times in any 12-month period.

- You must tell us about a loss within 7 days of discovering it.
- A theft must also be reported to the police, and you have to give us the crime reference number.
- Keys lost outside the UK are not covered.

You'll usually get replacement keys within 5 working days. Full terms are in clause 12.1 of your policy booklet.""",
            ),
            Good(
                "preserve",
                """## Key Care add-on

**Cover:** where house or car keys are lost or stolen, we will pay a maximum of £1,500 per claim for replacement keys, locksmith services and, if required, replacement locks. A maximum of 2 claims may be made in any 12-month period.

- Any loss is required to be reported to us within 7 days of being discovered.
- Any theft must additionally be reported to the police, and a crime reference number must be provided to us.
- Keys lost outside the UK are excluded.

Replacement keys are usually delivered within 5 working days. Full terms are set out in clause 12.1 of the policy booklet.""",
            ),
            Good(
                "pl",
                """## Dodatek Key Care

**Zakres ochrony:** jeśli klucze do domu lub samochodu zostaną zgubione albo skradzione, pokryjemy do 1500 funtów na jedno zgłoszenie za nowe klucze, ślusarza oraz, w razie potrzeby, nowe zamki. W ciągu każdych 12 miesięcy możesz zgłosić maksymalnie 2 szkody.

- Zgubienie kluczy należy zgłosić nam w ciągu 7 dni od jego stwierdzenia.
- Kradzież trzeba ponadto zgłosić policji i przekazać nam numer sprawy nadany przez policję.
- Nie obejmujemy ochroną kluczy zgubionych poza Zjednoczonym Królestwem.

Nowe klucze docierają zwykle w ciągu 5 dni roboczych. Pełne warunki znajdziesz w klauzuli 12.1 broszury z warunkami polisy.""",
            ),
        ],
        bad=[
            Slip(0, [("clause 12.1", "clause 12.4")], "legal_reference"),
            Slip(2, [("nowe zamki.", "nowe zamki, a także taksówkę do domu.")], "invented_fact"),
            Slip(1, [("are usually delivered", "are delivered")], "hedge"),
        ],
    ),
]
