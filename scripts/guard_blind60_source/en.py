# ruff: noqa: E501, RUF001
"""English source cases of blind set 60: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-country-park-drone-flying-rules",
        source="Drone flying at Hollinwood Country Park is permitted only in the designated zone on the north meadow, marked by yellow posts. Pilots must hold a valid Flyer ID and must keep their aircraft below 50 metres at all times. Drones weighing more than 250 g may not be flown at weekends between 10:00 and 16:00, when the meadow is busiest. You should notify the ranger office before your first flight; the quickest way is the online form at www.hollinwoodpark.org.uk/drones. Flights over the lake, the car park or the children's play area are not allowed under any circumstances. Rangers may ask you to land immediately if wildlife is being disturbed.",
        good=[
            Good(
                "preserve",
                "Want to fly your drone at Hollinwood Country Park? You can, but only in the designated zone on the north meadow – look for the yellow posts. You must have a valid Flyer ID, and you must keep your drone under 50 metres the whole time. If it weighs over 250 g, you may not fly it at weekends between 10:00 and 16:00, because that's when the meadow gets busiest. Before your first flight you should let the ranger office know; the online form at www.hollinwoodpark.org.uk/drones is the fastest option. Flying over the lake, the car park or the children's play area is not allowed under any circumstances. And if wildlife is being disturbed, rangers may ask you to land straight away.",
            ),
            Good(
                "preserve",
                """Drone rules – Hollinwood Country Park

- Flying is permitted only within the designated zone on the north meadow (marked with yellow posts).
- All pilots must hold a valid Flyer ID.
- Aircraft must stay below 50 metres at all times.
- Drones heavier than 250 g may not be flown at weekends from 10:00 to 16:00, the meadow's busiest period.
- Pilots should notify the ranger office before their first flight, most quickly via the online form at www.hollinwoodpark.org.uk/drones.
- Flying over the lake, the car park or the children's play area is prohibited in all circumstances.
- Rangers may ask pilots to land immediately if wildlife is being disturbed.""",
            ),
            Good(
                "pl",
                "Latanie dronem w Hollinwood Country Park jest dozwolone wyłącznie w wyznaczonej strefie na północnej łące, oznaczonej żółtymi słupkami. Pilot musi mieć ważny identyfikator Flyer ID i przez cały czas musi utrzymywać drona poniżej 50 metrów. Dronów ważących ponad 250 g nie wolno używać w weekendy między 10:00 a 16:00, kiedy na łące jest najwięcej ludzi. Przed pierwszym lotem pilot powinien powiadomić biuro strażników parku – najszybciej przez formularz online na stronie www.hollinwoodpark.org.uk/drones. W żadnym wypadku nie wolno latać nad jeziorem, parkingiem ani placem zabaw dla dzieci. Jeśli dron niepokoi dzikie zwierzęta, strażnicy mogą poprosić o natychmiastowe lądowanie.",
            ),
        ],
        bad=[
            Slip(0, [("you must keep your drone", "you should keep your drone")], "modality"),
            Slip(1, [("heavier than 250 g", "heavier than 500 g")], "number"),
            Slip(2, [("www.hollinwoodpark.org.uk/drones", "www.hollinwoodpark.org/drones")], "url"),
        ],
    ),
    Case(
        key="en-pottery-studio-kiln-booking-policy",
        source="Kiln bookings at Riverside Clay Studio open every Monday at 9 a.m. for the following week. Each member may book up to two firings per week, and bisque and glaze loads cannot be mixed in the same firing. Work must be dry and placed on the loading shelf by 6 p.m. on the day before your slot; pieces that arrive later will not be loaded. A standard firing costs £14, and a private full-kiln firing costs £45. If you cancel less than 48 hours before your slot, the fee is not refunded. Staff will not fire pieces decorated with glazes that are not labelled cone 6.",
        good=[
            Good(
                "preserve",
                "Booking the kiln at Riverside Clay Studio: slots for the next week open at 9 a.m. every Monday. You may book a maximum of two firings a week, and you can't put bisque and glaze work in the same firing. Your pieces must be dry and on the loading shelf by 6 p.m. the day before your slot – anything that turns up later won't be loaded. A standard firing is £14; a private full-kiln firing is £45. Cancel with less than 48 hours to go and you won't get the fee back. Please also note that staff won't fire any piece decorated with a glaze that isn't labelled cone 6.",
            ),
            Good(
                "preserve",
                """Riverside Clay Studio – kiln booking policy

1. Bookings for the following week open each Monday at 09:00.
2. Members may book no more than two firings per week.
3. Bisque and glaze loads cannot be combined in a single firing.
4. Work must be dry and left on the loading shelf by 18:00 on the day preceding the booked slot. Late pieces will not be loaded.
5. Fees: standard firing £14; private full-kiln firing £45.
6. Cancellations made less than 48 hours before the slot are non-refundable.
7. Staff will not fire pieces decorated with glazes not labelled cone 6.""",
            ),
            Good(
                "pl",
                "Zapisy na wypał w Riverside Clay Studio otwierają się w każdy poniedziałek o 9:00 i dotyczą kolejnego tygodnia. Każdy członek może zarezerwować najwyżej dwa wypały w tygodniu; w jednym wypale nie można łączyć biskwitu ze szkliwem. Prace muszą być suche i stać na półce załadunkowej do 18:00 w dniu poprzedzającym zarezerwowany termin – prace dostarczone później nie zostaną załadowane. Standardowy wypał kosztuje 14 funtów, a prywatny wypał całego pieca 45 funtów. W razie rezygnacji na mniej niż 48 godzin przed terminem opłata nie jest zwracana. Personel nie wypala prac pokrytych szkliwami, które nie mają oznaczenia cone 6.",
            ),
        ],
        bad=[
            Slip(0, [("you won't get the fee back", "you'll get the fee back")], "negation"),
            Slip(1, [("by 18:00 on the day", "by 20:00 on the day")], "date"),
            Slip(2, [("całego pieca 45 funtów", "całego pieca 40 funtów")], "number"),
        ],
    ),
    Case(
        key="en-heat-pump-installation-warranty-terms",
        source="Your Aerotherm heat pump is covered by a 7-year parts and labour warranty, provided it was installed by an accredited installer and serviced once every 12 months. Proof of each annual service must be kept and may be requested when you make a claim. The warranty does not cover damage caused by frost, flooding or incorrect system pressure. In our experience, most faults are likely to be resolved in a single visit, although some repairs may need parts ordered from the manufacturer. These terms do not affect your statutory rights under the Consumer Rights Act 2015, including your right to a repair or replacement under section 23.",
        good=[
            Good(
                "preserve",
                "Aerotherm gives your heat pump a 7-year warranty covering parts and labour, as long as an accredited installer fitted it and it has been serviced every 12 months. You must keep proof of every annual service; we may ask for it when you claim. Damage from frost, flooding or incorrect system pressure isn't covered. From our experience, most faults are likely to be fixed in one visit, though some repairs may need parts ordered from the manufacturer. None of this affects your statutory rights under the Consumer Rights Act 2015, including the right to a repair or replacement under section 23.",
            ),
            Good(
                "preserve",
                "These terms do not affect the customer's statutory rights under the Consumer Rights Act 2015, including the right to repair or replacement under section 23. Subject to installation by an accredited installer and servicing at 12-month intervals, the Aerotherm heat pump carries a seven-year warranty on parts and labour. Evidence of each annual service must be retained and may be requested at the time of a claim. Damage caused by frost, flooding or incorrect system pressure is excluded. Experience indicates that most faults are likely to be resolved in a single visit; certain repairs may, however, require parts to be ordered from the manufacturer.",
            ),
            Good(
                "pl",
                "Pompa ciepła Aerotherm jest objęta 7-letnią gwarancją na części i robociznę, pod warunkiem że zainstalował ją akredytowany instalator i była serwisowana co 12 miesięcy. Musisz zachować dowód każdego corocznego przeglądu – możemy poprosić o niego przy zgłaszaniu reklamacji. Gwarancja nie obejmuje szkód spowodowanych mrozem, zalaniem ani nieprawidłowym ciśnieniem w instalacji. Z naszego doświadczenia wynika, że większość usterek prawdopodobnie da się usunąć podczas jednej wizyty, choć niektóre naprawy mogą wymagać zamówienia części u producenta. Niniejsze warunki nie naruszają Twoich praw ustawowych wynikających z Consumer Rights Act 2015, w tym prawa do naprawy lub wymiany na podstawie sekcji 23.",
            ),
        ],
        bad=[
            Slip(0, [("You must keep proof", "You should keep proof")], "modality"),
            Slip(1, [("faults are likely to be resolved", "faults are resolved")], "hedge"),
            Slip(2, [("na podstawie sekcji 23", "na podstawie sekcji 32")], "legal_reference"),
        ],
    ),
    Case(
        key="en-library-of-things-lending-terms",
        source="Members of the Eastgate Library of Things can borrow up to three items at a time for a standard loan period of 7 days. Loans can be renewed once, online or at the desk, unless another member has reserved the item. Borrowing fees range from £1 for small hand tools to £6 for the carpet cleaner. All items are checked and cleaned on return, but please bring them back clean and with every accessory. Late returns are charged at 50p per day. Items with electrical plugs are PAT tested every six months, and you must not repair or modify any item yourself; report faults to staff instead.",
        good=[
            Good(
                "preserve",
                "How does borrowing work at the Eastgate Library of Things? As a member, you can have up to three items out at once, each on a standard 7-day loan. You can renew a loan once, either online or at the desk – unless someone else has reserved the item. Fees go from £1 for small hand tools up to £6 for the carpet cleaner, and returning something late costs 50p a day. We check and clean everything that comes back, but please return items clean and with all their accessories. Anything with an electrical plug is PAT tested every six months. You must not repair or modify an item yourself – report any fault to staff instead.",
            ),
            Good(
                "preserve",
                """Eastgate Library of Things – lending terms
• Limit: three items per member at any one time.
• Loan period: 7 days as standard; one renewal allowed (online or at the desk) unless the item has been reserved by another member.
• Fees: from £1 (small hand tools) to £6 (carpet cleaner).
• Late returns: 50p per day.
• Returns: every item is checked and cleaned on return, but please bring items back clean and complete with all accessories.
• Safety: items with electrical plugs are PAT tested every six months. Members must not repair or modify items themselves – report any faults to staff.""",
            ),
            Good(
                "pl",
                "Członkowie Eastgate Library of Things mogą wypożyczyć jednocześnie maksymalnie trzy przedmioty na standardowy okres 7 dni. Wypożyczenie można przedłużyć jeden raz – online lub przy ladzie – chyba że przedmiot zarezerwował inny członek. Opłaty wynoszą od 1 funta za drobne narzędzia ręczne do 6 funtów za odkurzacz piorący do dywanów. Za każdy dzień spóźnienia ze zwrotem pobieramy 50 pensów. Każdy zwrócony przedmiot sprawdzamy i czyścimy, ale prosimy o oddawanie rzeczy czystych i z kompletem akcesoriów. Urządzenia z wtyczką elektryczną co sześć miesięcy przechodzą test PAT. Nie wolno samodzielnie naprawiać ani przerabiać żadnych przedmiotów – usterki zgłaszaj obsłudze.",
            ),
        ],
        bad=[
            Slip(0, [("up to three items out at once", "up to five items out at once")], "number"),
            Slip(
                1,
                [
                    (
                        "every item is checked and cleaned on return,",
                        "every item is checked and cleaned on return by volunteers from the Eastgate Repair Café,",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Nie wolno samodzielnie naprawiać ani przerabiać żadnych przedmiotów",
                        "Można samodzielnie naprawiać i przerabiać przedmioty",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-rust-rate-limiter-crate-readme",
        source="""# throttlekit

A small, lock-free token-bucket rate limiter for async Rust.

## Installation

Add it to your `Cargo.toml`:

```toml
throttlekit = "0.4"
```

## Usage

Create a limiter with `RateLimiter::new(100, Duration::from_secs(1))` to allow 100 requests per second. Call `limiter.acquire().await` before each request; it waits until a token is free. The limiter is `Send + Sync`, so you can share it across tasks with an `Arc`.

## Notes

- Requires Rust 1.70 or newer.
- The `tokio` feature is enabled by default; disable it if you use another runtime.
- Do not create a new limiter per request, or no limit will be applied.""",
        good=[
            Good(
                "preserve",
                """# throttlekit

A lightweight, lock-free rate limiter for async Rust, built on the token-bucket algorithm.

## Installation

Put the following in your `Cargo.toml`:

```toml
throttlekit = "0.4"
```

## Usage

To allow 100 requests per second, build a limiter with `RateLimiter::new(100, Duration::from_secs(1))`. Before every request, call `limiter.acquire().await`, which waits until a token becomes available. Because the limiter is `Send + Sync`, you can wrap it in an `Arc` and share it between tasks.

## Notes

- Rust 1.70 or later is required.
- The `tokio` feature is on by default; turn it off if you are using a different runtime.
- Don't create a fresh limiter for each request – otherwise no limit is applied at all.""",
            ),
            Good(
                "preserve",
                """# throttlekit

Lock-free token-bucket rate limiting for async Rust – small and simple.

## Installation

In `Cargo.toml`:

```toml
throttlekit = "0.4"
```

## Usage

- Construct: `RateLimiter::new(100, Duration::from_secs(1))` gives you 100 requests per second.
- Before each request: `limiter.acquire().await` – it waits for a free token.
- Sharing: the limiter is `Send + Sync`, so with an `Arc` you can use it across tasks.

## Notes

- Minimum supported Rust version: 1.70.
- `tokio` is a default feature; disable it if you use another runtime.
- Never create one limiter per request, or nothing will be limited.""",
            ),
            Good(
                "pl",
                """# throttlekit

Niewielki, bezblokadowy (lock-free) ogranicznik liczby żądań dla asynchronicznego Rusta, oparty na algorytmie kubełka żetonów (token bucket).

## Instalacja

Dodaj do pliku `Cargo.toml`:

```toml
throttlekit = "0.4"
```

## Użycie

Aby dopuścić 100 żądań na sekundę, utwórz ogranicznik wywołaniem `RateLimiter::new(100, Duration::from_secs(1))`. Przed każdym żądaniem wywołaj `limiter.acquire().await` – metoda czeka, aż zwolni się żeton. Ogranicznik implementuje `Send + Sync`, więc możesz współdzielić go między zadaniami za pomocą `Arc`.

## Uwagi

- Wymaga Rusta w wersji 1.70 lub nowszej.
- Funkcja `tokio` jest domyślnie włączona; wyłącz ją, jeśli używasz innego środowiska uruchomieniowego.
- Nie twórz nowego ogranicznika dla każdego żądania – w przeciwnym razie żaden limit nie zostanie zastosowany.""",
            ),
        ],
        bad=[
            Slip(0, [('```toml\nthrottlekit = "0.4"\n```', 'throttlekit = "0.4"')], "markdown"),
            Slip(1, [("`limiter.acquire().await`", "`limiter.try_acquire().await`")], "code"),
            Slip(
                2,
                [
                    (
                        "- Wymaga Rusta w wersji 1.70 lub nowszej.",
                        "- Zalecany jest Rust w wersji 1.70 lub nowszej.",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-eye-drops-patient-leaflet-use",
        source="""How to use Clarivue eye drops
Wash your hands before each use. Tilt your head back, pull down the lower eyelid and apply one drop into the affected eye up to four times a day. Do not let the tip of the bottle touch your eye or any other surface. If you wear soft contact lenses, you must remove them before applying the drops and wait at least 15 minutes before putting them back in. Your vision may be blurred for a few minutes after use; do not drive until it clears. Once opened, the bottle should be used within 28 days. Talk to your pharmacist if symptoms persist for more than 48 hours.""",
        good=[
            Good(
                "preserve",
                """Using Clarivue eye drops – step by step
1. Wash your hands every time before using the drops.
2. Tilt your head back and pull the lower eyelid down.
3. Put one drop into the affected eye. You can do this up to four times a day.
4. Make sure the tip of the bottle does not touch your eye or any other surface.

Soft contact lenses must be taken out before you use the drops, and you must wait at least 15 minutes before putting them back in. For a few minutes afterwards your vision may be blurred – do not drive until it is clear again. You should use the bottle within 28 days of opening it. If your symptoms last longer than 48 hours, talk to your pharmacist.""",
            ),
            Good(
                "preserve",
                "Before each use of Clarivue eye drops, wash your hands. With your head tilted back and the lower lid pulled down, place one drop in the affected eye, no more than four times a day. Don't let the bottle tip touch your eye or any other surface. Soft contact lens wearers must remove their lenses first and wait at least 15 minutes before putting them back in. The drops may blur your vision for a few minutes, so don't drive until your sight is clear. An opened bottle should be used within 28 days. If symptoms continue for more than 48 hours, talk to your pharmacist.",
            ),
            Good(
                "pl",
                """Jak stosować krople do oczu Clarivue
Przed każdym użyciem umyj ręce. Odchyl głowę do tyłu, odciągnij dolną powiekę i wkrop jedną kroplę do chorego oka, nie częściej niż cztery razy na dobę. Nie dotykaj końcówką butelki oka ani żadnej innej powierzchni. Jeśli nosisz miękkie soczewki kontaktowe, musisz je zdjąć przed zakropleniem i odczekać co najmniej 15 minut, zanim założysz je ponownie. Przez kilka minut po zakropleniu widzenie może być nieostre – do tego czasu nie prowadź pojazdów. Otwartą butelkę powinno się zużyć w ciągu 28 dni. Jeśli objawy utrzymują się dłużej niż 48 godzin, porozmawiaj z farmaceutą.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Soft contact lenses must be taken out",
                        "Soft contact lenses should be taken out",
                    )
                ],
                "modality",
            ),
            Slip(
                1, [("The drops may blur your vision", "The drops will blur your vision")], "hedge"
            ),
            Slip(
                2,
                [("do tego czasu nie prowadź pojazdów", "do tego czasu możesz prowadzić pojazdy")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-canal-boat-mooring-licence-terms",
        source="Mooring licences on the Kennet Basin run from 1 April to 31 March and must be renewed by 15 March each year. The annual fee is £68 per metre of boat length, with a minimum charge for 6 metres. Licence holders must display their licence number on both sides of the vessel in letters at least 75 mm high. Boats may not be left unattended for more than 14 consecutive days without written notice to the harbour office. Under section 17 of the Kennet Navigation Byelaws 2019, the Trust may remove any vessel that is moored without a valid licence and recover the cost from the owner.",
        good=[
            Good(
                "preserve",
                "Your Kennet Basin mooring licence covers 1 April to 31 March, and you must renew it by 15 March every year. The fee is £68 a year for each metre of your boat, and you'll be charged for at least 6 metres. You must show your licence number on both sides of the boat, in letters no smaller than 75 mm. You may not leave your boat unattended for more than 14 days in a row unless you've given the harbour office written notice. Section 17 of the Kennet Navigation Byelaws 2019 allows the Trust to remove any boat moored without a valid licence and to recover the cost from its owner.",
            ),
            Good(
                "preserve",
                """Kennet Basin mooring licence – key terms
- Licence period: 1 April – 31 March. Licences must be renewed by 15 March each year.
- Annual fee: £68 per metre of boat length (minimum charge: 6 metres).
- The licence number must be displayed on both sides of the vessel in lettering at least 75 mm high.
- Vessels may not be left unattended for over 14 consecutive days unless written notice has been given to the harbour office.
- Under section 17 of the Kennet Navigation Byelaws 2019, the Trust may remove any vessel moored without a valid licence and recover the cost from the owner.""",
            ),
            Good(
                "pl",
                "Licencje na cumowanie w Kennet Basin obowiązują od 1 kwietnia do 31 marca i trzeba je odnawiać co roku do 15 marca. Roczna opłata wynosi 68 funtów za każdy metr długości łodzi, przy czym minimalna opłata jest naliczana za 6 metrów. Posiadacz licencji musi umieścić jej numer po obu stronach jednostki, literami o wysokości co najmniej 75 mm. Łodzi nie wolno pozostawiać bez opieki dłużej niż 14 kolejnych dni bez pisemnego powiadomienia biura portu. Zgodnie z sekcją 17 Kennet Navigation Byelaws 2019 Trust może usunąć każdą jednostkę zacumowaną bez ważnej licencji i obciążyć kosztami jej właściciela.",
            ),
        ],
        bad=[
            Slip(0, [("Section 17 of the Kennet", "Section 71 of the Kennet")], "legal_reference"),
            Slip(1, [("renewed by 15 March", "renewed by 1 March")], "date"),
            Slip(2, [("co najmniej 75 mm", "co najmniej 50 mm")], "number"),
        ],
    ),
    Case(
        key="en-chess-club-rapid-tournament-rules",
        source="The Saturday rapid tournament at Millbrook Chess Club is a 6-round Swiss with a time control of 15 minutes plus 10 seconds per move. Registration closes at 9:30 a.m., and round 1 starts at 10:00. Players arriving more than 15 minutes after a round starts will forfeit that game. Mobile phones must be switched off and kept in a bag; a phone that rings during play results in an immediate loss. Players may request one half-point bye in rounds 1–4, but not in the last two rounds. The entry fee is £12, or £6 for juniors, and the event is rated by the ECF.",
        good=[
            Good(
                "preserve",
                "Our Saturday rapid at Millbrook Chess Club is a six-round Swiss, played at 15 minutes plus a 10-second increment per move. Registration closes at 9:30 a.m.; round 1 begins at 10:00. If you turn up more than 15 minutes after a round has started, you forfeit that game. Your phone must be switched off and stay in your bag – if it rings during play, you lose the game on the spot. You may ask for one half-point bye in rounds 1–4, but not in the final two rounds. Entry costs £12 (£6 for juniors), and the tournament is ECF-rated.",
            ),
            Good(
                "preserve",
                """Millbrook Chess Club – Saturday rapid: rules at a glance
- Format: Swiss, 6 rounds; time control 15 min + 10 s per move.
- Registration closes 9:30 a.m.; round 1 at 10:00.
- Arriving more than 15 minutes after the start of a round means forfeiting that game.
- Phones must be switched off and kept in a bag. A phone ringing during play = immediate loss.
- One half-point bye may be requested in rounds 1–4; no half-point byes in the last two rounds.
- Entry: £12; juniors £6. Rated by the ECF.""",
            ),
            Good(
                "pl",
                "Sobotni turniej szachów szybkich w Millbrook Chess Club rozgrywany jest systemem szwajcarskim na 6 rund, w tempie 15 minut plus 10 sekund na ruch. Zapisy kończą się o 9:30, a pierwsza runda rusza o 10:00. Zawodnik, który pojawi się później niż 15 minut po rozpoczęciu rundy, przegrywa tę partię walkowerem. Telefony komórkowe muszą być wyłączone i schowane w torbie; dzwonek telefonu w trakcie gry oznacza natychmiastową porażkę. W rundach 1–4 można poprosić o jedną pauzę (bye) za pół punktu, ale nie w dwóch ostatnich rundach. Wpisowe wynosi 12 funtów, a dla juniorów 6 funtów; turniej jest zgłaszany do rankingu ECF.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("but not in the final two rounds", "and also in the final two rounds")],
                "negation",
            ),
            Slip(1, [("Phones must be switched off", "Phones should be switched off")], "modality"),
            Slip(2, [("na 6 rund", "na 7 rund")], "number"),
        ],
    ),
    Case(
        key="en-migraine-prevention-antibody-trial-summary",
        source="In a 24-week randomised trial published in The Lancet Neurology (Harlow et al., 2023), 412 adults with episodic migraine received either the monoclonal antibody relvezumab or placebo. Participants on the active drug had on average 4.1 fewer migraine days per month, compared with 2.7 fewer days in the placebo group. About 38% of treated participants reported at least a 50% reduction in migraine days. The authors note that the trial was not designed to compare relvezumab with other preventive treatments, and that the benefit may be smaller in people who have tried several medications without success. Longer follow-up is probably needed to assess safety.",
        good=[
            Good(
                "preserve",
                "Harlow and colleagues (The Lancet Neurology, 2023) ran a 24-week randomised trial in 412 adults with episodic migraine, giving each person either the monoclonal antibody relvezumab or a placebo. On average, those taking the drug had 4.1 fewer migraine days a month; in the placebo group the drop was 2.7 days. About 38% of people on treatment reported that their migraine days fell by at least 50%. The trial was not set up to compare relvezumab with other preventive treatments, the authors point out, and the benefit may be smaller for people who have already tried several medications without success. Safety will probably need to be assessed over a longer follow-up.",
            ),
            Good(
                "preserve",
                """Key findings (Harlow et al., 2023, The Lancet Neurology)
- Design: 24-week randomised trial; 412 adults with episodic migraine; the monoclonal antibody relvezumab vs placebo.
- Monthly migraine days fell by an average of 4.1 with relvezumab versus 2.7 with placebo.
- About 38% of treated participants reported a reduction of at least 50% in migraine days.
- Limitations: the trial was not designed to compare relvezumab with other preventive therapies, and the benefit may be smaller in patients who have previously tried several medications without success.
- Longer follow-up is probably needed to assess safety.""",
            ),
            Good(
                "pl",
                "W 24-tygodniowym badaniu z randomizacją, opublikowanym w „The Lancet Neurology” (Harlow i wsp., 2023), 412 dorosłych z migreną epizodyczną otrzymywało przeciwciało monoklonalne relvezumab albo placebo. U osób przyjmujących lek liczba dni z migreną spadła średnio o 4,1 w miesiącu, wobec 2,7 dnia w grupie placebo. Około 38% leczonych uczestników zgłosiło co najmniej 50-procentowe zmniejszenie liczby dni z migreną. Autorzy zaznaczają, że badanie nie zostało zaprojektowane do porównania relvezumabu z innymi metodami profilaktyki, a korzyść może być mniejsza u osób, które bez powodzenia próbowały już kilku leków. Do oceny bezpieczeństwa prawdopodobnie potrzebna jest dłuższa obserwacja.",
            ),
        ],
        bad=[
            Slip(0, [("Safety will probably need", "Safety will need")], "hedge"),
            Slip(1, [("Harlow et al., 2023", "Harlow et al., 2021")], "citation"),
            Slip(2, [("Około 38%", "Około 48%")], "number"),
        ],
    ),
    Case(
        key="en-council-bulky-waste-collection-notice",
        source="Bulky waste collections in Ashford Vale are changing. From Monday 3 March 2025, collections will take place on Tuesdays and Thursdays only, and bookings must be made at least five working days in advance at ashfordvale.gov.uk/bulkywaste. The charge remains £25 for up to three items, plus £8 for each additional item, up to a maximum of eight. Items should be left at the front of your property by 7 a.m. on the collection day. We cannot collect fridges, plasterboard, tyres or garden waste. Residents receiving Council Tax Reduction may be eligible for one free collection per year.",
        good=[
            Good(
                "preserve",
                "Bulky waste collections in Ashford Vale are changing. Starting Monday 3 March 2025, we will collect only on Tuesdays and Thursdays, and you must book at least five working days ahead at ashfordvale.gov.uk/bulkywaste. The price stays at £25 for up to three items, plus £8 for every extra item, up to a maximum of eight. You should leave your items at the front of your property by 7 a.m. on collection day. We can't take fridges, plasterboard, tyres or garden waste. If you receive Council Tax Reduction, you may be eligible for one free collection a year.",
            ),
            Good(
                "preserve",
                """Notice: changes to bulky waste collections in Ashford Vale

From Monday, 3 March 2025:
• Collection days: Tuesdays and Thursdays only.
• Booking: bookings must be made at ashfordvale.gov.uk/bulkywaste at least five working days in advance.
• Price: unchanged at £25 for up to three items; each additional item £8 (up to a maximum of eight).
• Putting items out: items should be left at the front of the property by 7 a.m. on collection day.
• Not collected: fridges, plasterboard, tyres, garden waste.

Residents receiving Council Tax Reduction may qualify for one free collection per year.""",
            ),
            Good(
                "pl",
                "Zmienia się odbiór odpadów wielkogabarytowych w Ashford Vale. Od poniedziałku 3 marca 2025 r. odbiory będą się odbywać wyłącznie we wtorki i czwartki, a zgłoszenia trzeba składać co najmniej pięć dni roboczych wcześniej na stronie ashfordvale.gov.uk/bulkywaste. Opłata pozostaje bez zmian: 25 funtów za maksymalnie trzy przedmioty oraz 8 funtów za każdy kolejny, łącznie do ośmiu. Przedmioty powinny zostać wystawione przed posesję do 7:00 rano w dniu odbioru. Nie możemy odebrać lodówek, płyt gipsowo-kartonowych, opon ani odpadów zielonych. Mieszkańcy korzystający z Council Tax Reduction mogą mieć prawo do jednego bezpłatnego odbioru w roku.",
            ),
        ],
        bad=[
            Slip(0, [("ashfordvale.gov.uk/bulkywaste", "ashfordvale.gov.uk/bulky-waste")], "url"),
            Slip(1, [("From Monday, 3 March 2025:", "From Monday, 10 March 2025:")], "date"),
            Slip(
                2,
                [
                    (
                        "Nie możemy odebrać lodówek",
                        "Przedmioty w dobrym stanie przekazujemy do lokalnego sklepu charytatywnego. Nie możemy odebrać lodówek",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-community-garden-plot-holder-rules",
        source="Plot holders at Greenfield Community Garden must cultivate at least two-thirds of their plot during the growing season. Hosepipes may be used only between 6 p.m. and 9 a.m., and sprinklers are not permitted at any time. You should collect rainwater in the butts provided wherever possible. Bonfires are not allowed, and chemical weedkillers must not be used on shared paths. Structures taller than 1.8 m, such as polytunnels, need prior approval from the committee. If a plot is left untended for eight weeks, the committee may reallocate it after giving the holder two written warnings.",
        good=[
            Good(
                "preserve",
                "As a plot holder at Greenfield Community Garden, you must cultivate at least two-thirds of your plot during the growing season. You may use a hosepipe only between 6 p.m. and 9 a.m., and sprinklers are never permitted. Wherever you can, you should collect rainwater in the butts we provide. Bonfires aren't allowed, and you must not use chemical weedkillers on the shared paths. Anything taller than 1.8 m, polytunnels included, needs the committee's approval before it goes up. If your plot is left untended for eight weeks, the committee may reallocate it, but only after giving you two written warnings.",
            ),
            Good(
                "preserve",
                """Greenfield Community Garden – plot rules
1. At least two-thirds of each plot must be cultivated during the growing season.
2. Hosepipes may be used only from 6 p.m. to 9 a.m.; sprinklers are prohibited at all times.
3. Plot holders should, wherever possible, collect rainwater in the water butts provided.
4. Bonfires are not allowed.
5. Chemical weedkillers must not be used on shared paths.
6. Any structure over 1.8 m in height (e.g. a polytunnel) requires the committee's prior approval.
7. A plot left untended for eight weeks may be reallocated by the committee once the holder has received two written warnings.""",
            ),
            Good(
                "pl",
                "Działkowicze w Greenfield Community Garden muszą uprawiać co najmniej dwie trzecie swojej działki w sezonie wegetacyjnym. Z węża ogrodowego można korzystać wyłącznie w godzinach od 18:00 do 9:00, a zraszacze są zabronione przez cały czas. W miarę możliwości działkowicze powinni zbierać deszczówkę do udostępnionych beczek. Palenie ognisk jest zabronione, a na wspólnych ścieżkach nie wolno stosować chemicznych środków chwastobójczych. Konstrukcje wyższe niż 1,8 m, np. tunele foliowe, wymagają wcześniejszej zgody zarządu. Jeżeli działka pozostaje nieuprawiana przez osiem tygodni, zarząd może przydzielić ją komuś innemu po dwukrotnym pisemnym upomnieniu działkowicza.",
            ),
        ],
        bad=[
            Slip(0, [("Bonfires aren't allowed", "Bonfires are allowed")], "negation"),
            Slip(
                1,
                [
                    (
                        "4. Bonfires are not allowed.",
                        "4. Bonfires are not allowed, following complaints from neighbours on Elm Road.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("muszą uprawiać", "powinni uprawiać")], "modality"),
        ],
    ),
    Case(
        key="en-router-firmware-release-notes-update",
        source="""## Firmware 3.2.1 for the NetHome AX3000 router

Released 14 October 2024. This update fixes a bug that could cause the 5 GHz band to drop connections after about 72 hours of uptime, and it adds WPA3 support for the guest network.

### Before you update

- Back up your settings under **System > Backup**.
- Do not power off the router while the update is running; it usually takes 4–6 minutes.

### Updating from the command line

Run `nethome-cli firmware install --file ax3000-3.2.1.bin` and then `nethome-cli reboot`.

See the [full changelog](https://support.nethome.com/ax3000/changelog) for details.""",
        good=[
            Good(
                "preserve",
                """## NetHome AX3000 router: firmware 3.2.1

Version 3.2.1 came out on 14 October 2024. It adds WPA3 support for the guest network and fixes a bug that could make the 5 GHz band drop connections after roughly 72 hours of uptime.

### Before updating

- Save a backup of your settings via **System > Backup**.
- Don't switch the router off while the update is running – it usually takes 4–6 minutes.

### Command-line update

First run `nethome-cli firmware install --file ax3000-3.2.1.bin`, then `nethome-cli reboot`.

Details are in the [full changelog](https://support.nethome.com/ax3000/changelog).""",
            ),
            Good(
                "preserve",
                """## Firmware 3.2.1 – NetHome AX3000

*Release date: 14 October 2024*

New: WPA3 support on the guest network. Fixed: a bug that could cause 5 GHz connections to drop after about 72 hours of uptime.

### Before you update

- Back up your settings (**System > Backup**).
- Do not turn the router off during the update, which usually takes 4–6 minutes.

### Updating from the command line

```
nethome-cli firmware install --file ax3000-3.2.1.bin
nethome-cli reboot
```

Full details: [changelog](https://support.nethome.com/ax3000/changelog).""",
            ),
            Good(
                "pl",
                """## Oprogramowanie 3.2.1 dla routera NetHome AX3000

Data wydania: 14 października 2024 r. Aktualizacja usuwa błąd, przez który pasmo 5 GHz mogło zrywać połączenia po mniej więcej 72 godzinach nieprzerwanej pracy, i dodaje obsługę WPA3 w sieci dla gości.

### Zanim zaktualizujesz

- Utwórz kopię zapasową ustawień w menu **System > Backup**.
- Nie wyłączaj routera w trakcie aktualizacji; zwykle trwa ona 4–6 minut.

### Aktualizacja z wiersza poleceń

Uruchom `nethome-cli firmware install --file ax3000-3.2.1.bin`, a następnie `nethome-cli reboot`.

Szczegóły znajdziesz w [pełnym dzienniku zmian](https://support.nethome.com/ax3000/changelog).""",
            ),
        ],
        bad=[
            Slip(0, [("roughly 72 hours", "roughly 48 hours")], "number"),
            Slip(1, [("nethome-cli reboot", "nethome-cli restart")], "code"),
            Slip(
                2,
                [("### Aktualizacja z wiersza poleceń", "Aktualizacja z wiersza poleceń")],
                "markdown",
            ),
        ],
    ),
    Case(
        key="en-brightwell-homes-personal-data-request",
        source="You have the right to ask us for a copy of the personal data we hold about you. This is known as a subject access request and is set out in Article 15 of the UK GDPR. We will normally respond within one month of receiving your request. If your request is complex or you have made several requests, we may extend this by up to two further months, and we will tell you within the first month if we need to. We do not usually charge a fee. Requests can be sent to dataprotection@brightwellhomes.co.uk. We will probably need to ask you for proof of identity before we can release any information.",
        good=[
            Good(
                "preserve",
                "Under Article 15 of the UK GDPR, individuals are entitled to ask us for a copy of the personal data we hold about them; this is referred to as a subject access request. We will normally respond within one month of receiving the request. Where a request is complex, or where several requests have been made, this period may be extended by up to two further months, in which case we will inform the requester within the first month. A fee is not usually charged. Requests can be sent to dataprotection@brightwellhomes.co.uk. We will probably need to ask for proof of identity before any information can be released.",
            ),
            Good(
                "preserve",
                """Can I see the personal data you hold about me?
Yes. You have the right to ask for a copy – this is called a subject access request, and the right is set out in Article 15 of the UK GDPR. You can send your request to dataprotection@brightwellhomes.co.uk, and there is usually no fee. We'll normally reply within one month of receiving it. If your request is complex, or if you've made several, we may take up to two more months; if we need to, we'll tell you within the first month. Before we release anything, we will probably need to ask you for proof of identity.""",
            ),
            Good(
                "pl",
                "Masz prawo poprosić nas o kopię danych osobowych, które o Tobie przechowujemy. Jest to tzw. żądanie dostępu do danych, uregulowane w art. 15 UK GDPR. Zwykle odpowiadamy w ciągu miesiąca od otrzymania żądania. Jeśli żądanie jest złożone lub złożyłeś ich kilka, możemy wydłużyć ten termin o maksymalnie dwa kolejne miesiące – jeśli będzie to konieczne, poinformujemy Cię o tym w ciągu pierwszego miesiąca. Zazwyczaj nie pobieramy opłat. Żądania można wysyłać na adres dataprotection@brightwellhomes.co.uk. Przed udostępnieniem jakichkolwiek informacji prawdopodobnie będziemy musieli poprosić Cię o potwierdzenie tożsamości.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Under Article 15 of the UK GDPR", "Under Article 17 of the UK GDPR")],
                "legal_reference",
            ),
            Slip(
                1, [("within one month of receiving it", "within 14 days of receiving it")], "date"
            ),
            Slip(2, [("prawdopodobnie będziemy musieli", "będziemy musieli")], "hedge"),
        ],
    ),
    Case(
        key="en-bedtime-screens-sleep-meta-analysis",
        source="Children and teenagers who use a phone or tablet at bedtime appear to sleep less and sleep worse, according to a meta-analysis by Carter and colleagues published in JAMA Pediatrics in 2016 (vol. 170, pp. 1202–1208). Pooling 20 studies involving more than 125,000 children, the authors found that bedtime use of a media device was associated with roughly double the odds of not getting enough sleep. Because most of the included studies were cross-sectional, the results point to an association rather than proof that screens cause poor sleep. Even so, keeping devices out of the bedroom is probably a low-cost step that families could try.",
        good=[
            Good(
                "preserve",
                "According to a 2016 meta-analysis by Carter and colleagues in JAMA Pediatrics (vol. 170, pp. 1202–1208), children and teenagers who use a phone or tablet at bedtime seem to sleep less and less well. The researchers combined 20 studies covering more than 125,000 children and found that using a media device at bedtime was linked to about twice the odds of not getting enough sleep. Most of those studies were cross-sectional, though, so the results show an association, not proof that screens cause poor sleep. Still, keeping devices out of the bedroom is probably a cheap step families could try.",
            ),
            Good(
                "preserve",
                "Carter and colleagues (JAMA Pediatrics, 2016; 170: 1202–1208) pooled 20 studies comprising over 125,000 children in a meta-analysis. Bedtime media device use was associated with approximately twice the odds of inadequate sleep, and children and adolescents using a phone or tablet at bedtime appeared to have shorter and poorer sleep. As most included studies were cross-sectional, the evidence indicates an association rather than proving that screens cause poor sleep. Nonetheless, removing devices from the bedroom is probably a low-cost measure that families could try.",
            ),
            Good(
                "pl",
                "Według metaanalizy Cartera i współpracowników, opublikowanej w 2016 r. w „JAMA Pediatrics” (t. 170, s. 1202–1208), dzieci i nastolatki korzystające z telefonu lub tabletu przed snem wydają się spać krócej i gorzej. Po zebraniu wyników 20 badań obejmujących ponad 125 000 dzieci autorzy stwierdzili, że korzystanie z urządzeń multimedialnych przed snem wiązało się z mniej więcej dwukrotnie wyższym ilorazem szans niewystarczającej ilości snu. Ponieważ większość uwzględnionych badań miała charakter przekrojowy, wyniki wskazują na związek, a nie dowodzą, że ekrany powodują gorszy sen. Mimo to trzymanie urządzeń poza sypialnią to prawdopodobnie tani krok, który rodziny mogłyby wypróbować.",
            ),
        ],
        bad=[
            Slip(0, [("seem to sleep less", "sleep less")], "hedge"),
            Slip(1, [("170: 1202–1208", "170: 1102–1108")], "citation"),
            Slip(
                2,
                [
                    (
                        "Ponieważ większość",
                        "Efekt był najsilniejszy u nastolatków w wieku 15–17 lat. Ponieważ większość",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-leisure-centre-lane-swimming-rules",
        source="Lane swimming at Northgate Leisure Pool runs from 6:30 to 9:00 every weekday morning. Lanes are marked slow, medium and fast; please choose the lane that matches your pace. Swimmers must swim clockwise and should only overtake at the wall. Fins and hand paddles may be used in the fast lane only. Children under 16 are not allowed in lane sessions unless they are members of a swimming club. A maximum of 12 swimmers is allowed per lane. You must shower before entering the pool, and diving is not permitted at the shallow end, where the water is 1.0 m deep.",
        good=[
            Good(
                "preserve",
                "Northgate Leisure Pool has lane swimming every weekday morning from 6:30 to 9:00. There are slow, medium and fast lanes, so please pick the one that suits your pace. You must swim clockwise, and you should only overtake at the wall. You may use fins and hand paddles, but only in the fast lane. Under-16s aren't allowed in lane sessions unless they belong to a swimming club. No more than 12 swimmers are allowed in each lane. You must shower before getting in, and you may not dive at the shallow end, which is 1.0 m deep.",
            ),
            Good(
                "preserve",
                """Lane swimming – Northgate Leisure Pool
Weekday mornings, 6:30–9:00
• Lanes: slow, medium and fast – please choose the one that matches your pace.
• Direction: swimmers must swim clockwise and should overtake only at the wall.
• Fins and hand paddles: may be used in the fast lane only.
• Under-16s: not allowed unless they are members of a swimming club.
• Capacity: a maximum of 12 swimmers per lane.
• Showering before entering the pool is required.
• Diving is not permitted at the shallow end (depth 1.0 m).""",
            ),
            Good(
                "pl",
                "Pływanie na torach w Northgate Leisure Pool odbywa się w dni powszednie rano, od 6:30 do 9:00. Tory są oznaczone jako wolny, średni i szybki – prosimy wybrać tor odpowiedni do swojego tempa. Pływacy muszą płynąć zgodnie z ruchem wskazówek zegara i powinni wyprzedzać tylko przy ścianie. Płetw i łapek do pływania można używać wyłącznie na szybkim torze. Dzieci poniżej 16 lat nie mogą brać udziału w sesjach na torach, chyba że należą do klubu pływackiego. Na jednym torze może przebywać maksymalnie 12 osób. Przed wejściem do basenu trzeba wziąć prysznic, a w płytkiej części, gdzie głębokość wynosi 1,0 m, nie wolno skakać do wody.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("You must shower before getting in", "You should shower before getting in")],
                "modality",
            ),
            Slip(1, [("a maximum of 12 swimmers", "a maximum of 15 swimmers")], "number"),
            Slip(2, [("nie wolno skakać do wody", "wolno skakać do wody")], "negation"),
        ],
    ),
    Case(
        key="en-accessible-computing-workshop-call-papers",
        source="The 9th Nordic Workshop on Accessible Computing will be held in Tampere, Finland, on 11–12 June 2025. We invite full papers of up to 8 pages and short papers of up to 4 pages, excluding references. Submissions must be anonymised and uploaded through EasyChair at easychair.org/conferences/?conf=nwac2025 by 17 February 2025, 23:59 AoE. Authors will be notified by 14 April. At least one author of each accepted paper must register and present in person; remote presentation is not possible this year. Questions may be sent to the chairs at chairs@nwac2025.org.",
        good=[
            Good(
                "preserve",
                "Call for papers: the 9th Nordic Workshop on Accessible Computing takes place on 11–12 June 2025 in Tampere, Finland. You can submit a full paper (up to 8 pages) or a short paper (up to 4 pages); references don't count towards the limit. Papers must be anonymised and uploaded via EasyChair – easychair.org/conferences/?conf=nwac2025 – no later than 17 February 2025, 23:59 AoE. Authors will hear back by 14 April. For every accepted paper, at least one author must register and present in person; remote presentation isn't possible this year. Any questions? You can email the chairs at chairs@nwac2025.org.",
            ),
            Good(
                "preserve",
                """9th Nordic Workshop on Accessible Computing – call for papers
• When and where: 11–12 June 2025, Tampere, Finland
• Paper types: full papers (max. 8 pages) and short papers (max. 4 pages), references excluded
• Submission: papers must be anonymised and uploaded via EasyChair (easychair.org/conferences/?conf=nwac2025)
• Deadline: 17 February 2025, 23:59 AoE
• Notification: by 14 April
• Presentation: at least one author per accepted paper must register and present in person; remote presentation is not possible this year
• Contact: chairs@nwac2025.org""",
            ),
            Good(
                "pl",
                "9. Nordic Workshop on Accessible Computing odbędzie się w dniach 11–12 czerwca 2025 r. w Tampere w Finlandii. Zapraszamy do nadsyłania pełnych artykułów o objętości do 8 stron oraz krótkich artykułów do 4 stron, nie licząc bibliografii. Zgłoszenia muszą być zanonimizowane i przesłane przez system EasyChair pod adresem easychair.org/conferences/?conf=nwac2025 do 17 lutego 2025 r., godz. 23:59 AoE. Autorzy otrzymają powiadomienia do 14 kwietnia. Co najmniej jeden autor każdego przyjętego artykułu musi się zarejestrować i osobiście wygłosić prezentację; w tym roku prezentacja zdalna nie jest możliwa. Pytania można kierować do przewodniczących na adres chairs@nwac2025.org.",
            ),
        ],
        bad=[
            Slip(0, [("no later than 17 February 2025", "no later than 27 February 2025")], "date"),
            Slip(1, [("Contact: chairs@nwac2025.org", "Contact: chairs@nwac.org")], "url"),
            Slip(
                2,
                [
                    (
                        "w Tampere w Finlandii.",
                        "w Tampere w Finlandii, na kampusie Hervanta Uniwersytetu w Tampere.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-logpipe-cli-installation-docs",
        source="""## Installing logpipe

logpipe runs on Linux and macOS; Windows is not supported yet.

1. Install Python 3.10 or later.
2. Run `pipx install logpipe` (recommended) or `pip install --user logpipe`.
3. Check the installation with `logpipe --version`.

You should not install logpipe with `sudo pip`, because it can overwrite system packages. If you need shell completion, run `logpipe completion bash` and add the output to your `~/.bashrc`.

> **Note:** the configuration file must be named `logpipe.toml` and placed in your project root.""",
        good=[
            Good(
                "preserve",
                """## How to install logpipe

logpipe works on Linux and macOS. Windows isn't supported yet.

1. Make sure you have Python 3.10 or newer installed.
2. Install with `pipx install logpipe` (recommended) or with `pip install --user logpipe`.
3. Confirm it worked by running `logpipe --version`.

You shouldn't install logpipe with `sudo pip`, since it can overwrite system packages. For shell completion, run `logpipe completion bash` and append the output to your `~/.bashrc`.

> **Note:** your configuration file must be called `logpipe.toml` and must sit in the project root.""",
            ),
            Good(
                "preserve",
                """## Installing logpipe

Supported platforms: Linux and macOS (Windows is not supported yet).

1. Install Python 3.10+.
2. Run `pipx install logpipe` – the recommended option – or `pip install --user logpipe`.
3. Run `logpipe --version` to check that the installation worked.

`sudo pip` should not be used to install logpipe: it can overwrite system packages. Need shell completion? Run `logpipe completion bash` and add what it prints to your `~/.bashrc`.

> **Note:** the configuration file must be named `logpipe.toml` and must be placed in the root of your project.""",
            ),
            Good(
                "pl",
                """## Instalacja logpipe

logpipe działa w systemach Linux i macOS; Windows nie jest jeszcze obsługiwany.

1. Zainstaluj Pythona w wersji 3.10 lub nowszej.
2. Uruchom `pipx install logpipe` (zalecane) lub `pip install --user logpipe`.
3. Sprawdź instalację poleceniem `logpipe --version`.

Nie powinno się instalować logpipe za pomocą `sudo pip`, ponieważ może to nadpisać pakiety systemowe. Jeśli potrzebujesz uzupełniania poleceń w powłoce, uruchom `logpipe completion bash` i dopisz wynik do pliku `~/.bashrc`.

> **Uwaga:** plik konfiguracyjny musi nosić nazwę `logpipe.toml` i znajdować się w katalogu głównym projektu.""",
            ),
        ],
        bad=[
            Slip(0, [("Windows isn't supported yet.", "Windows is supported too.")], "negation"),
            Slip(
                1,
                [
                    (
                        "or `pip install --user logpipe`.\n3. Run `logpipe --version` to check",
                        "or `pip install --user logpipe`, then run `logpipe --version` to check",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "plik konfiguracyjny musi nosić nazwę",
                        "plik konfiguracyjny powinien nosić nazwę",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-coffee-health-umbrella-review-summary",
        source="Moderate coffee drinking is probably more likely to benefit health than to harm it, according to an umbrella review by Poole and colleagues in The BMJ (2017; 359: j5024). Drawing on 201 meta-analyses of observational studies, the authors reported that three to four cups a day was associated with the largest reduction in relative risk for various health outcomes. However, the evidence was mostly of low quality, and higher intake during pregnancy was linked to low birth weight and pregnancy loss. The authors noted that these findings do not apply to pregnant women or to women at increased risk of fracture.",
        good=[
            Good(
                "preserve",
                "According to an umbrella review by Poole and colleagues, published in The BMJ (2017; 359: j5024), drinking coffee in moderation is probably more likely to do your health good than harm. The authors looked at 201 meta-analyses of observational studies and found that three to four cups a day was linked to the biggest drop in relative risk across a range of health outcomes. Most of the evidence was of low quality, though, and in pregnancy higher intake was associated with low birth weight and pregnancy loss. The authors pointed out that these findings do not apply to pregnant women or to women at increased risk of fracture.",
            ),
            Good(
                "preserve",
                "Poole et al. (BMJ 2017; 359: j5024) conducted an umbrella review drawing on 201 meta-analyses of observational studies. Moderate coffee consumption was probably more likely to benefit health than to harm it, with the largest relative risk reduction across various outcomes at three to four cups per day. Evidence quality was, however, mostly low, and higher intake in pregnancy was associated with low birth weight and pregnancy loss. The findings, the authors noted, do not apply to pregnant women or to women at increased risk of fracture.",
            ),
            Good(
                "pl",
                "Jak wynika z przeglądu parasolowego Poole’a i współpracowników opublikowanego w „The BMJ” (2017; 359: j5024), umiarkowane picie kawy prawdopodobnie częściej przynosi zdrowiu korzyści niż szkody. Na podstawie 201 metaanaliz badań obserwacyjnych autorzy ustalili, że z największym spadkiem ryzyka względnego w przypadku różnych skutków zdrowotnych wiązało się picie trzech–czterech filiżanek dziennie. Dowody były jednak w większości niskiej jakości, a większe spożycie w ciąży wiązało się z niską masą urodzeniową i utratą ciąży. Autorzy zaznaczyli, że wnioski te nie dotyczą kobiet w ciąży ani kobiet o zwiększonym ryzyku złamań.",
            ),
        ],
        bad=[
            Slip(0, [("is probably more likely", "is more likely")], "hedge"),
            Slip(1, [("Poole et al.", "Poore et al.")], "citation"),
            Slip(
                2,
                [
                    (
                        "Autorzy zaznaczyli, że wnioski te nie dotyczą kobiet w ciąży ani kobiet o zwiększonym ryzyku złamań.",
                        "The authors noted that these findings do not apply to pregnant women or to women at increased risk of fracture.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-tenancy-deposit-protection-tenant-guide",
        source="Your landlord must protect your tenancy deposit in a government-approved scheme within 30 days of receiving it, and must give you the prescribed information about the scheme within the same period. For most tenancies, the deposit cannot be more than five weeks' rent if the annual rent is under £50,000. At the end of the tenancy, you should agree any deductions with your landlord in writing. If you cannot agree, either of you may use the scheme's free dispute resolution service. Your landlord may be ordered to pay you up to three times the deposit if they failed to protect it.",
        good=[
            Good(
                "preserve",
                "A landlord must protect a tenant's deposit in a government-approved scheme within 30 days of receiving it and, within the same period, must give the tenant the prescribed information about that scheme. For most tenancies where the annual rent is under £50,000, the deposit cannot exceed five weeks' rent. Any deductions at the end of the tenancy should be agreed in writing between tenant and landlord. Failing agreement, either party may use the scheme's free dispute resolution service. A landlord who failed to protect the deposit may be ordered to pay the tenant up to three times its amount.",
            ),
            Good(
                "preserve",
                """Tenancy deposits: what you need to know
- Within 30 days of getting your deposit, your landlord must protect it in a government-approved scheme and must give you the prescribed information about the scheme.
- On most tenancies with an annual rent under £50,000, the deposit can't be more than five weeks' rent.
- When the tenancy ends, you should agree any deductions with your landlord in writing.
- Can't agree? Either of you may use the scheme's free dispute resolution service.
- If your landlord failed to protect your deposit, they may be ordered to pay you up to three times the amount.""",
            ),
            Good(
                "pl",
                "Wynajmujący musi zabezpieczyć Twoją kaucję w zatwierdzonym przez rząd systemie ochrony depozytów w ciągu 30 dni od jej otrzymania i w tym samym terminie musi przekazać Ci wymagane informacje o tym systemie. W przypadku większości umów najmu kaucja nie może przekraczać pięciotygodniowego czynszu, jeśli roczny czynsz jest niższy niż 50 000 funtów. Po zakończeniu najmu powinieneś uzgodnić z wynajmującym ewentualne potrącenia na piśmie. Jeśli nie dojdziecie do porozumienia, każda ze stron może skorzystać z bezpłatnej usługi rozstrzygania sporów oferowanej przez system. Jeśli wynajmujący nie zabezpieczył kaucji, może zostać zobowiązany do zapłaty na Twoją rzecz nawet trzykrotności jej kwoty.",
            ),
        ],
        bad=[
            Slip(0, [("should be agreed in writing", "must be agreed in writing")], "modality"),
            Slip(
                1,
                [
                    (
                        "the scheme's free dispute resolution service.",
                        "the scheme's free dispute resolution service, whose decision is final and cannot be appealed.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("niższy niż 50 000 funtów", "niższy niż 25 000 funtów")], "number"),
        ],
    ),
    Case(
        key="en-city-bike-share-price-changes",
        source="From 1 July 2025, CityCycle is changing its prices. A single ride will cost £1.50 for the first 30 minutes and 10p per minute after that. The monthly pass will go up to £18 and will still include unlimited 45-minute rides. E-bikes are not included in the monthly pass; they cost an extra 15p per minute. Existing annual members will not be affected until their membership renews. Bikes must be returned to a docking station, and rides that end outside a station will incur a £20 charge. Full details are on citycycle.co.uk/pricing, and questions can be sent to help@citycycle.co.uk.",
        good=[
            Good(
                "preserve",
                "CityCycle prices change on 1 July 2025. A single ride will be £1.50 for the first 30 minutes, then 10p for every minute after that. The monthly pass goes up to £18 and still gives you unlimited 45-minute rides. E-bikes aren't included in the monthly pass – they cost an extra 15p a minute. If you're already an annual member, you won't be affected until your membership renews. You must return bikes to a docking station; if you end a ride anywhere else, you'll be charged £20. See citycycle.co.uk/pricing for full details, and send any questions to help@citycycle.co.uk.",
            ),
            Good(
                "preserve",
                """CityCycle price changes – effective 1 July 2025
• Single ride: £1.50 for the first 30 minutes, then 10p per minute.
• Monthly pass: rises to £18; unlimited 45-minute rides are still included.
• E-bikes: not included in the monthly pass; an extra 15p per minute applies.
• Existing annual members: not affected until their membership renews.
• Returns: bikes must be returned to a docking station – ending a ride outside a station incurs a £20 charge.
Full details: citycycle.co.uk/pricing · Questions: help@citycycle.co.uk""",
            ),
            Good(
                "pl",
                "Od 1 lipca 2025 r. CityCycle zmienia ceny. Pojedynczy przejazd będzie kosztował 1,50 funta za pierwsze 30 minut, a potem 10 pensów za każdą kolejną minutę. Karnet miesięczny zdrożeje do 18 funtów i nadal będzie obejmował nielimitowane przejazdy do 45 minut. Rowery elektryczne nie są objęte karnetem miesięcznym – kosztują dodatkowo 15 pensów za minutę. Zmiany nie dotyczą obecnych członków z abonamentem rocznym aż do odnowienia ich członkostwa. Rowery trzeba zwracać do stacji dokującej, a za zakończenie przejazdu poza stacją naliczana jest opłata 20 funtów. Wszystkie szczegóły znajdziesz na stronie citycycle.co.uk/pricing, a pytania można wysyłać na adres help@citycycle.co.uk.",
            ),
        ],
        bad=[
            Slip(0, [("change on 1 July 2025", "change on 1 June 2025")], "date"),
            Slip(
                1,
                [("Full details: citycycle.co.uk/pricing", "Full details: citycycle.com/pricing")],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "Rowery elektryczne nie są objęte karnetem",
                        "Rowery elektryczne są objęte karnetem",
                    )
                ],
                "negation",
            ),
        ],
    ),
]
