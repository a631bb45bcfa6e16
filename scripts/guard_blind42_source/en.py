# ruff: noqa: E501, RUF001
"""English source cases of blind set 42: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-stroke-unit-visiting-hours-rules",
        source=(
            "Visiting on Ward 7 (Acute Stroke Unit) is open daily from 2 pm to 8 pm, and you do not need to book a slot in advance. "
            "Each patient may have no more than two visitors at the bedside at any one time. "
            "Children under 12 must be accompanied by an adult and should not visit during the protected mealtime from 6 pm to 7 pm. "
            "Visitors must not bring flowers or outside food onto the ward, as many patients have swallowing difficulties. "
            "If you have had diarrhoea or vomiting, please do not visit until you have been symptom-free for 48 hours. "
            "Out-of-hours visits can be arranged with the nurse in charge on 0161 496 0732."
        ),
        good=[
            Good(
                "preserve",
                "You're welcome to visit Ward 7, our Acute Stroke Unit, any day between 2 pm and 8 pm, and you don't need to book a slot beforehand. "
                "Each patient may have a maximum of two visitors at their bedside at once. "
                "Children under 12 must come with an adult, and they should not visit during our protected mealtime, 6 pm to 7 pm. "
                "Please remember that you must not bring flowers or food from outside onto the ward: many of our patients find it hard to swallow. "
                "If you've had diarrhoea or vomiting, please don't visit until you've been free of symptoms for 48 hours. "
                "Need to come outside visiting hours? Ring the nurse in charge on 0161 496 0732 and they can arrange it.",
            ),
            Good(
                "preserve",
                "Ward 7 (Acute Stroke Unit): visiting rules\n\n"
                "- Visiting hours are 2 pm to 8 pm every day; no advance booking is needed.\n"
                "- No more than two visitors may be at a patient's bedside at any one time.\n"
                "- Children under 12 must be accompanied by an adult and should not visit during the protected mealtime (6 pm to 7 pm).\n"
                "- Flowers and outside food must not be brought onto the ward, because many patients have difficulty swallowing.\n"
                "- If you have had diarrhoea or vomiting, please do not visit until you have been symptom-free for 48 hours.\n"
                "- Visits outside these hours can be arranged with the nurse in charge: 0161 496 0732.",
            ),
            Good(
                "pl",
                "Oddział 7 (ostry oddział udarowy) przyjmuje odwiedzających codziennie w godzinach 14:00–20:00 i nie trzeba wcześniej rezerwować terminu. "
                "Przy łóżku jednego pacjenta mogą jednocześnie przebywać najwyżej dwie osoby odwiedzające. "
                "Dzieci poniżej 12 lat muszą przychodzić pod opieką osoby dorosłej i nie powinny odwiedzać pacjentów w chronionej porze posiłku, od 18:00 do 19:00. "
                "Odwiedzającym nie wolno wnosić na oddział kwiatów ani jedzenia z zewnątrz, ponieważ wielu pacjentów ma trudności z przełykaniem. "
                "Jeśli mieli Państwo biegunkę lub wymioty, prosimy nie przychodzić, dopóki nie minie 48 godzin bez objawów. "
                "Odwiedziny poza tymi godzinami można uzgodnić z pielęgniarką kierującą zmianą pod numerem 0161 496 0732.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "you don't need to book a slot beforehand",
                        "you need to book a slot beforehand",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Children under 12 must be accompanied",
                        "Children under 12 should be accompanied",
                    )
                ],
                "modality",
            ),
            Slip(2, [("od 18:00 do 19:00", "od 17:00 do 19:00")], "date"),
        ],
    ),
    Case(
        key="en-hmrc-trading-allowance-self-assessment-guidance",
        source=(
            "If your gross income from self-employment is £1,000 or less in a tax year, you do not need to tell HMRC or file a Self Assessment return for it, "
            "thanks to the trading allowance in section 783A of the Income Tax (Trading and Other Income) Act 2005. "
            "If your income is above £1,000, you must register for Self Assessment by 5 October following the end of the tax year in which you started trading. "
            "You can then choose to deduct either the £1,000 allowance or your actual allowable expenses, but not both. "
            "The online return for the 2024 to 2025 tax year must be filed by 31 January 2026."
        ),
        good=[
            Good(
                "preserve",
                "The trading allowance, set out in section 783A of the Income Tax (Trading and Other Income) Act 2005, means that if you earn £1,000 or less "
                "(before expenses) from self-employment in a tax year, you don't have to tell HMRC about it or send a Self Assessment return for it. "
                "Earn more than £1,000? Then you must register for Self Assessment by 5 October after the end of the tax year in which you started trading. "
                "After that, you can deduct either the £1,000 allowance or your actual allowable expenses – you can't claim both. "
                "For the 2024 to 2025 tax year, the online return must be filed by 31 January 2026.",
            ),
            Good(
                "preserve",
                "Trading allowance (Income Tax (Trading and Other Income) Act 2005, section 783A)\n\n"
                "1. Gross self-employment income of £1,000 or less in a tax year does not need to be reported to HMRC, and no Self Assessment return is required for it.\n"
                "2. Where income exceeds £1,000, you must register for Self Assessment by 5 October following the end of the tax year in which trading began.\n"
                "3. You may then deduct either the £1,000 allowance or your actual allowable expenses, but not both.\n"
                "4. The online return for the 2024–25 tax year must be filed by 31 January 2026.",
            ),
            Good(
                "pl",
                "Jeśli Twój przychód brutto z samozatrudnienia w danym roku podatkowym wynosi 1000 £ lub mniej, nie musisz zgłaszać go do HMRC ani składać "
                "za niego zeznania Self Assessment – dzięki uldze trading allowance z sekcji 783A ustawy Income Tax (Trading and Other Income) Act 2005. "
                "Jeżeli przychód przekracza 1000 £, musisz zarejestrować się w systemie Self Assessment do 5 października po zakończeniu roku podatkowego, "
                "w którym rozpocząłeś działalność. Następnie możesz odliczyć albo ulgę w wysokości 1000 £, albo faktycznie poniesione koszty podlegające "
                "odliczeniu – ale nie jedno i drugie. Zeznanie online za rok podatkowy 2024/2025 musi zostać złożone do 31 stycznia 2026 r.",
            ),
        ],
        bad=[
            Slip(0, [("section 783A", "section 738A")], "legal_reference"),
            Slip(1, [("by 5 October", "by 5 November")], "date"),
            Slip(2, [("przekracza 1000 £", "przekracza 10 000 £")], "number"),
        ],
    ),
    Case(
        key="en-arena-game-patch-notes-balance",
        source=(
            "## Patch 2.4.1 – Balance and Fixes\n\n"
            "### Heroes\n\n"
            "- **Vexa**: *Shadow Step* cooldown increased from 12 to 14 seconds.\n"
            "- **Brann**: *Bulwark* shield now absorbs 320 damage (was 280).\n\n"
            "### Ranked\n\n"
            "- Players who leave three matches within 24 hours will receive a 30-minute queue ban.\n"
            "- Season 6 ends on 18 June; rewards will be sent out within 72 hours.\n\n"
            "### Known issues\n\n"
            "- Some players may experience audio desync on Linux. As a workaround, launch the game with `--audio-backend=pulse`.\n"
            "- The `party_invite_timeout` setting is not saved between sessions yet. We are working on a fix."
        ),
        good=[
            Good(
                "preserve",
                "## Patch 2.4.1 – Balance and Fixes\n\n"
                "### Heroes\n\n"
                "- **Vexa**: the cooldown of *Shadow Step* goes up from 12 to 14 seconds.\n"
                "- **Brann**: the *Bulwark* shield now absorbs 320 damage, up from 280.\n\n"
                "### Ranked\n\n"
                "- Leave three matches within 24 hours and you'll get a 30-minute queue ban.\n"
                "- Season 6 ends on 18 June, and rewards will be sent out within 72 hours.\n\n"
                "### Known issues\n\n"
                "- On Linux, some players may run into audio desync. Workaround: start the game with `--audio-backend=pulse`.\n"
                "- The `party_invite_timeout` setting isn't saved between sessions yet; a fix is in the works.",
            ),
            Good(
                "preserve",
                "## Patch 2.4.1 – Balance and Fixes\n\n"
                "### Heroes\n\n"
                "- **Vexa**: *Shadow Step* cooldown 12 → 14 seconds.\n"
                "- **Brann**: *Bulwark* shield absorption 280 → 320 damage.\n\n"
                "### Ranked\n\n"
                "- Leaving three matches in 24 hours results in a 30-minute queue ban.\n"
                "- Season 6 ends 18 June. Rewards go out within 72 hours.\n\n"
                "### Known issues\n\n"
                "- Audio desync may occur for some Linux players; launching with `--audio-backend=pulse` works around it.\n"
                "- `party_invite_timeout` is not yet saved between sessions. A fix is being worked on.",
            ),
            Good(
                "pl",
                "## Łatka 2.4.1 – balans i poprawki\n\n"
                "### Bohaterowie\n\n"
                "- **Vexa**: czas odnowienia *Shadow Step* wydłużony z 12 do 14 sekund.\n"
                "- **Brann**: tarcza *Bulwark* pochłania teraz 320 obrażeń (wcześniej 280).\n\n"
                "### Tryb rankingowy\n\n"
                "- Gracze, którzy opuszczą trzy mecze w ciągu 24 godzin, otrzymają 30-minutową blokadę kolejki.\n"
                "- Sezon 6 kończy się 18 czerwca; nagrody zostaną rozesłane w ciągu 72 godzin.\n\n"
                "### Znane problemy\n\n"
                "- U części graczy na Linuksie może występować desynchronizacja dźwięku. Obejście: uruchom grę z opcją `--audio-backend=pulse`.\n"
                "- Ustawienie `party_invite_timeout` nie jest jeszcze zapisywane między sesjami. Pracujemy nad poprawką.",
            ),
        ],
        bad=[
            Slip(0, [("### Ranked\n\n", "Ranked\n\n")], "markdown"),
            Slip(1, [("280 → 320 damage", "280 → 350 damage")], "number"),
            Slip(2, [("`--audio-backend=pulse`", "`--audio-backend=alsa`")], "code"),
        ],
    ),
    Case(
        key="en-cat-dental-extraction-aftercare-sheet",
        source=(
            "Your cat has had two teeth extracted under general anaesthetic today. "
            "She may be drowsy and a little unsteady for the next 12 to 24 hours, which is normal. "
            "Offer a small meal of soft food this evening, but do not give any dry biscuits for 7 days. "
            "Give 0.5 ml of Metacam (meloxicam) by mouth once daily with food for the next 4 days. "
            "You must not give her any human painkillers, as these can be fatal to cats. "
            "A little blood-tinged saliva is common on the first day. "
            "Please book a free check-up in 10 days, or call us on 01632 960 418 straight away if she has not eaten by tomorrow evening."
        ),
        good=[
            Good(
                "preserve",
                "Aftercare following your cat's dental surgery\n\n"
                "Today your cat had two teeth removed under general anaesthetic.\n\n"
                "- For the next 12 to 24 hours she may be sleepy and slightly wobbly. This is normal.\n"
                "- This evening, offer her a small meal of soft food. Do not give any dry biscuits for 7 days.\n"
                "- Medication: 0.5 ml of Metacam (meloxicam) by mouth, once a day with food, for the next 4 days.\n"
                "- You must not give her any human painkillers – they can be fatal to cats.\n"
                "- Some blood-tinged saliva on the first day is common.\n"
                "- Book a free check-up in 10 days. If she has not eaten by tomorrow evening, call us straight away on 01632 960 418.",
            ),
            Good(
                "preserve",
                "Today your cat had two teeth extracted under general anaesthetic. Over the next 12 to 24 hours she may be drowsy and a little "
                "unsteady on her feet, which is normal. This evening, offer her a small meal of soft food, but please don't give her dry biscuits for 7 days. "
                "She needs 0.5 ml of Metacam (meloxicam) by mouth once a day with food for the next 4 days. "
                "You must not give her any human painkillers, because they can be fatal to cats. "
                "Seeing a little blood-tinged saliva on the first day is common. "
                "Please book her free check-up for 10 days' time, and if she hasn't eaten by tomorrow evening, ring us straight away on 01632 960 418.",
            ),
            Good(
                "pl",
                "Dziś Twojej kotce usunięto dwa zęby w znieczuleniu ogólnym. Przez najbliższe 12–24 godziny może być senna i trochę chwiejna na nogach – to normalne. "
                "Wieczorem podaj jej niewielki posiłek z miękkiej karmy, ale przez 7 dni nie dawaj żadnej suchej karmy. "
                "Przez kolejne 4 dni podawaj 0,5 ml leku Metacam (meloksykam) doustnie raz dziennie z jedzeniem. "
                "Nie wolno podawać jej żadnych leków przeciwbólowych przeznaczonych dla ludzi, ponieważ mogą być dla kotów śmiertelne. "
                "Niewielka ilość śliny podbarwionej krwią jest w pierwszym dniu częsta. "
                "Umów bezpłatną wizytę kontrolną za 10 dni, a jeśli do jutrzejszego wieczoru kotka nic nie zje, natychmiast zadzwoń do nas pod numer 01632 960 418.",
            ),
        ],
        bad=[
            Slip(0, [("she may be sleepy", "she will be sleepy")], "hedge"),
            Slip(
                1,
                [
                    (
                        "You must not give her any human painkillers",
                        "You should not give her any human painkillers",
                    )
                ],
                "modality",
            ),
            Slip(2, [("– to normalne.", "– to nie jest normalne.")], "negation"),
        ],
    ),
    Case(
        key="en-riverside-marathon-race-pack-collection",
        source=(
            "Race packs for the Riverside Marathon can be collected from the Civic Hall on Friday 11 April, 12:00–20:00, or Saturday 12 April, 09:00–17:00. "
            "There is no pack collection on race morning. The race starts at 08:30 on Sunday 13 April, and all runners must be in their start pens by 08:10. "
            "Bags can be left at the baggage trucks on Quay Street until 07:50 and must not weigh more than 5 kg. "
            "Water stations are roughly every 5 km, with energy gels handed out at 15 km and 30 km. "
            "The course closes 6 hours 30 minutes after the start. Live tracking will be available at results.riversidemarathon.co.uk/live."
        ),
        good=[
            Good(
                "preserve",
                "Collect your Riverside Marathon race pack from the Civic Hall on Friday 11 April (12:00–20:00) or Saturday 12 April (09:00–17:00) – "
                "packs can't be collected on race morning. On Sunday 13 April the race starts at 08:30, and you must be in your start pen by 08:10. "
                "Before that, you can leave your bag at the baggage trucks on Quay Street until 07:50; it must not weigh more than 5 kg. "
                "Along the course you'll find water stations roughly every 5 km, plus energy gels at 15 km and 30 km. "
                "The course closes 6 hours 30 minutes after the start, and live tracking will be available at results.riversidemarathon.co.uk/live.",
            ),
            Good(
                "preserve",
                "Riverside Marathon – key race-day information\n\n"
                "- Pack collection: Civic Hall, Friday 11 April 12:00–20:00 or Saturday 12 April 09:00–17:00. Packs cannot be collected on race morning.\n"
                "- Start: 08:30 on Sunday 13 April. All runners must be in their start pens by 08:10 at the latest.\n"
                "- Baggage: trucks on Quay Street, open until 07:50. Bags must not weigh more than 5 kg.\n"
                "- On the course: water approximately every 5 km; energy gels at 15 km and 30 km.\n"
                "- Cut-off: the course closes 6 h 30 min after the start.\n"
                "- Live tracking: results.riversidemarathon.co.uk/live",
            ),
            Good(
                "pl",
                "Pakiety startowe Riverside Marathon można odebrać w Civic Hall w piątek 11 kwietnia w godz. 12:00–20:00 lub w sobotę 12 kwietnia w godz. 9:00–17:00. "
                "W dniu biegu rano pakietów nie wydajemy. Start nastąpi w niedzielę 13 kwietnia o 8:30, a wszyscy zawodnicy muszą być w swoich strefach startowych do 8:10. "
                "Bagaż można zostawić w ciężarówkach depozytowych na Quay Street do 7:50; torba nie może ważyć więcej niż 5 kg. "
                "Punkty z wodą rozmieszczono mniej więcej co 5 km, a żele energetyczne będą wydawane na 15. i 30. kilometrze. "
                "Trasa zostanie zamknięta 6 godzin i 30 minut po starcie. Śledzenie zawodników na żywo będzie dostępne na stronie results.riversidemarathon.co.uk/live.",
            ),
        ],
        bad=[
            Slip(0, [("more than 5 kg", "more than 7 kg")], "number"),
            Slip(1, [("by 08:10 at the latest", "by 08:20 at the latest")], "date"),
            Slip(
                2,
                [
                    (
                        "stronie results.riversidemarathon.co.uk/live",
                        "stronie riversidemarathon.co.uk/live",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-record-office-search-room-rules",
        source=(
            "Readers must show a valid reader's ticket every time they visit the Record Office search room. "
            "Only pencils may be used; pens, highlighters and correction fluid are not allowed anywhere in the room. "
            "Bags, coats and food must be left in the lockers on the ground floor, which take a refundable £1 coin. "
            "You may photograph most documents with your own camera or phone, provided the flash is switched off, "
            "but items marked with a red label cannot be photographed for copyright reasons. "
            "Up to three original documents may be ordered at a time, and the last orders are taken at 15:45. "
            "Fragile maps must be handled using the foam supports provided."
        ),
        good=[
            Good(
                "preserve",
                "You must show a valid reader's ticket each time you come to the Record Office search room. "
                "You may only use pencils: pens, highlighters and correction fluid are not allowed anywhere in the room. "
                "You must leave bags, coats and food in the ground-floor lockers, which take a £1 coin that you get back. "
                "Most documents can be photographed with your own camera or phone as long as the flash is off; "
                "however, items with a red label cannot be photographed, for copyright reasons. "
                "You can order up to three original documents at a time, with last orders at 15:45. "
                "When handling fragile maps, you must use the foam supports provided.",
            ),
            Good(
                "preserve",
                "Search room rules – Record Office\n\n"
                "1. A valid reader's ticket must be shown on every visit.\n"
                "2. Pencils only: pens, highlighters and correction fluid are not permitted anywhere in the room.\n"
                "3. Bags, coats and food must be left in the ground-floor lockers (refundable £1 coin required).\n"
                "4. Most documents may be photographed with your own camera or phone, with the flash switched off. "
                "Items bearing a red label cannot be photographed for copyright reasons.\n"
                "5. Readers may order up to three original documents at a time; last orders are at 15:45.\n"
                "6. Fragile maps must be handled using the foam supports provided.",
            ),
            Good(
                "pl",
                "Czytelnicy muszą okazywać ważną kartę czytelnika przy każdej wizycie w czytelni Record Office. "
                "W sali wolno używać wyłącznie ołówków – długopisy, zakreślacze i korektory są niedozwolone w całym pomieszczeniu. "
                "Torby, płaszcze i jedzenie trzeba zostawić w szafkach na parterze, na monetę 1 £, która jest zwracana. "
                "Większość dokumentów można fotografować własnym aparatem lub telefonem, pod warunkiem że lampa błyskowa jest wyłączona, "
                "ale obiektów oznaczonych czerwoną etykietą nie można fotografować ze względu na prawa autorskie. "
                "Jednorazowo można zamówić maksymalnie trzy oryginalne dokumenty, a ostatnie zamówienia przyjmujemy o 15:45. "
                "Delikatne mapy muszą być przeglądane z użyciem udostępnionych podpórek piankowych.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "items with a red label cannot be photographed",
                        "items with a red label can be photographed",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("6. Fragile maps must be handled", "6. Fragile maps should be handled")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "ostatnie zamówienia przyjmujemy o 15:45.",
                        "ostatnie zamówienia przyjmujemy o 15:45, czyli godzinę przed zamknięciem czytelni.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-abstract-kelp-forest-urchin-barrens",
        source=(
            "Kelp forests along the northern California coast declined by more than 90% between 2014 and 2016, following a marine heatwave and the loss "
            "of the sunflower sea star (Pycnopodia helianthoides) to wasting disease (Harvell et al., 2019). "
            "We surveyed 42 subtidal sites between 2019 and 2022 and found that purple urchin densities remained about ten times higher than before 2014. "
            "Kelp recovery was observed at only 6 sites, all of which had been subject to sustained urchin culling. "
            "Our results suggest that, without intervention, urchin barrens are likely to persist for decades. "
            "We recommend combining culling with predator reintroduction where feasible (Rogers-Bennett & Catton, 2019)."
        ),
        good=[
            Good(
                "preserve",
                "Between 2014 and 2016, kelp forests on the northern California coast shrank by more than 90%. This followed a marine heatwave and the loss "
                "of the sunflower sea star (Pycnopodia helianthoides) to wasting disease (Harvell et al., 2019). "
                "From 2019 to 2022 we surveyed 42 subtidal sites: purple urchin densities were still about ten times higher than before 2014, "
                "and kelp had recovered at just 6 sites – every one of them a place where urchins had been culled on a sustained basis. "
                "Our results suggest that without intervention, urchin barrens are likely to persist for decades. "
                "Where feasible, we recommend pairing culling with the reintroduction of predators (Rogers-Bennett & Catton, 2019).",
            ),
            Good(
                "preserve",
                "Following a marine heatwave and the loss of the sunflower sea star (Pycnopodia helianthoides) to wasting disease (Harvell et al., 2019), "
                "kelp forests on the northern California coast declined by more than 90% between 2014 and 2016. "
                "Surveys of 42 subtidal sites conducted in 2019–2022 showed that purple urchin densities remained approximately ten times higher than pre-2014 levels. "
                "Kelp had recovered at only 6 sites, each of which had undergone sustained urchin culling. "
                "These findings suggest that urchin barrens are likely to persist for decades in the absence of intervention. "
                "Combining culling with predator reintroduction, where feasible, is recommended (Rogers-Bennett & Catton, 2019).",
            ),
            Good(
                "pl",
                "W latach 2014–2016 lasy kelpowe u wybrzeży północnej Kalifornii skurczyły się o ponad 90% po morskiej fali upałów i utracie populacji "
                "rozgwiazdy Pycnopodia helianthoides wskutek choroby wyniszczającej (Harvell et al., 2019). "
                "W latach 2019–2022 zbadaliśmy 42 stanowiska sublitoralne i stwierdziliśmy, że zagęszczenie jeżowców purpurowych pozostawało około "
                "dziesięciokrotnie wyższe niż przed 2014 rokiem. Odrost kelpu zaobserwowano tylko na 6 stanowiskach, a na każdym z nich prowadzono stały odłów jeżowców. "
                "Nasze wyniki sugerują, że bez interwencji pustynie jeżowcowe prawdopodobnie utrzymają się przez dziesięciolecia. "
                "Zalecamy łączenie odłowu z reintrodukcją drapieżników tam, gdzie jest to możliwe (Rogers-Bennett & Catton, 2019).",
            ),
        ],
        bad=[
            Slip(0, [("Harvell et al., 2019", "Harvell et al., 2017")], "citation"),
            Slip(1, [("are likely to persist", "will persist")], "hedge"),
            Slip(2, [("zbadaliśmy 42 stanowiska", "zbadaliśmy 24 stanowiska")], "number"),
        ],
    ),
    Case(
        key="en-boutique-hotel-deposit-cancellation-policy",
        source=(
            "Bookings at The Linden House can be cancelled free of charge up to 14 days before your arrival date. "
            "If you cancel between 13 and 3 days before arrival, we will keep your deposit, which is 30% of the total cost of your stay. "
            "Cancellations made less than 72 hours before arrival, and no-shows, are charged the full amount. "
            "Non-refundable rates cannot be cancelled, changed or transferred to another guest. "
            "All cancellations must be confirmed in writing to reservations@lindenhouse.co.uk; we do not accept cancellations by phone. "
            "We strongly recommend that guests take out travel insurance. Check-in is from 3 pm and check-out is by 11 am."
        ),
        good=[
            Good(
                "preserve",
                "You can cancel your booking at The Linden House free of charge up to 14 days before you arrive. "
                "Cancel between 13 and 3 days before arrival and we'll keep your deposit (30% of the total cost of your stay); "
                "cancel less than 72 hours before arrival, or don't turn up, and you'll be charged the full amount. "
                "Please note that non-refundable rates can't be cancelled, changed or transferred to another guest. "
                "Every cancellation must be confirmed in writing to reservations@lindenhouse.co.uk – we don't accept cancellations over the phone. "
                "We strongly recommend taking out travel insurance. Check-in starts at 3 pm, and check-out is by 11 am.",
            ),
            Good(
                "preserve",
                "Cancellation policy – The Linden House\n\n"
                "- 14 days or more before arrival: free cancellation.\n"
                "- 13 to 3 days before arrival: your deposit (30% of the total stay) is retained.\n"
                "- Less than 72 hours before arrival, or no-show: the full amount is charged.\n"
                "- Non-refundable rates: cannot be cancelled, changed or transferred to another guest.\n\n"
                "All cancellations must be confirmed in writing to reservations@lindenhouse.co.uk; cancellations by phone are not accepted. "
                "Guests are strongly advised to take out travel insurance. Check-in from 3 pm; check-out by 11 am.",
            ),
            Good(
                "pl",
                "Rezerwację w The Linden House można bezpłatnie anulować najpóźniej 14 dni przed datą przyjazdu. "
                "W przypadku rezygnacji na 13–3 dni przed przyjazdem zatrzymujemy zadatek w wysokości 30% całkowitego kosztu pobytu. "
                "Za rezygnację na mniej niż 72 godziny przed przyjazdem oraz za niestawienie się pobieramy pełną kwotę. "
                "Rezerwacji w taryfach bezzwrotnych nie można anulować, zmienić ani przenieść na innego gościa. "
                "Każdą rezygnację trzeba potwierdzić pisemnie na adres reservations@lindenhouse.co.uk; nie przyjmujemy rezygnacji telefonicznych. "
                "Gościom zdecydowanie zalecamy wykupienie ubezpieczenia podróżnego. Zameldowanie od 15:00, wymeldowanie do 11:00.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "We strongly recommend taking out travel insurance.",
                        "You must take out travel insurance.",
                    )
                ],
                "modality",
            ),
            Slip(
                1, [("- 14 days or more before arrival", "- 7 days or more before arrival")], "date"
            ),
            Slip(
                2,
                [
                    (
                        "nie przyjmujemy rezygnacji telefonicznych",
                        "przyjmujemy również rezygnacje telefoniczne",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-primary-school-museum-trip-newsletter",
        source=(
            "Dear Parents and Carers, our Year 4 trip to Thinktank Science Museum will take place on Thursday 6 March. "
            "The coach will leave school at 8:45 am sharp and return at about 3:30 pm, so children should bring a packed lunch in a disposable bag. "
            "The cost is £14.50, payable through ParentPay by Friday 28 February. "
            "If the cost is a barrier for your family, please speak to Mrs Okafor in the school office in confidence. "
            "A reminder that school closes for half term on Friday 14 February and reopens on Monday 24 February. "
            "The full newsletter and photos from the Year 6 residential are at www.hollybankprimary.org.uk/news."
        ),
        good=[
            Good(
                "preserve",
                "Dear Parents and Carers, Year 4 are off to Thinktank Science Museum on Thursday 6 March! "
                "The coach leaves school at 8:45 am sharp and gets back at about 3:30 pm, so your child should bring a packed lunch in a disposable bag. "
                "Please pay the £14.50 through ParentPay by Friday 28 February – and if the cost is a barrier for your family, "
                "have a confidential word with Mrs Okafor in the school office. "
                "Don't forget: school closes for half term on Friday 14 February and reopens on Monday 24 February. "
                "You'll find the full newsletter and photos from the Year 6 residential at www.hollybankprimary.org.uk/news.",
            ),
            Good(
                "preserve",
                "Dear Parents and Carers,\n\n"
                "Year 4 trip – Thinktank Science Museum, Thursday 6 March\n"
                "- The coach departs from school at 8:45 am sharp and returns at approximately 3:30 pm.\n"
                "- Children should bring a packed lunch in a disposable bag.\n"
                "- Cost: £14.50, to be paid on ParentPay by Friday 28 February. If this cost is a barrier for your family, "
                "please speak to Mrs Okafor in the school office, in confidence.\n\n"
                "Half term: school closes on Friday 14 February and reopens on Monday 24 February.\n\n"
                "The full newsletter, along with photos from the Year 6 residential, is available at www.hollybankprimary.org.uk/news.",
            ),
            Good(
                "pl",
                "Drodzy Rodzice i Opiekunowie, wycieczka klasy 4 (Year 4) do muzeum nauki Thinktank odbędzie się w czwartek 6 marca. "
                "Autokar odjedzie spod szkoły punktualnie o 8:45 i wróci około 15:30, dlatego dzieci powinny zabrać suchy prowiant w jednorazowej torbie. "
                "Koszt wynosi 14,50 £ i jest płatny przez ParentPay do piątku 28 lutego. "
                "Jeśli koszt stanowi dla Państwa rodziny przeszkodę, prosimy o poufną rozmowę z panią Okafor w sekretariacie szkoły. "
                "Przypominamy, że w piątek 14 lutego szkoła zostaje zamknięta na ferie (half term) i wznawia zajęcia w poniedziałek 24 lutego. "
                "Pełny biuletyn oraz zdjęcia z wyjazdu klasy 6 znajdą Państwo na stronie www.hollybankprimary.org.uk/news.",
            ),
        ],
        bad=[
            Slip(0, [("by Friday 28 February", "by Friday 21 February")], "date"),
            Slip(
                1,
                [
                    (
                        "in the school office, in confidence.",
                        "in the school office, in confidence; the PTA will then cover the full cost.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2, [("www.hollybankprimary.org.uk/news", "www.hollybankprimary.co.uk/news")], "url"
            ),
        ],
    ),
    Case(
        key="en-variable-tariff-price-change-letter",
        source=(
            "We're writing to let you know that the prices on your Flex Standard tariff will change from 1 July 2025. "
            "Your electricity unit rate will rise from 24.50p to 25.73p per kWh, and your daily standing charge from 53.68p to 54.75p. "
            "Based on your usage over the last 12 months, we estimate that your annual bill will go up by around £38, "
            "although what you actually pay will depend on how much energy you use. You don't need to do anything to stay on this tariff. "
            "If you'd like to switch to a fixed deal, you can compare our current tariffs at www.brightwattenergy.co.uk/tariffs or call us on 0330 088 4210. "
            "There are no exit fees on your tariff, so you're free to switch supplier at any time."
        ),
        good=[
            Good(
                "preserve",
                "Please be advised that the prices on your Flex Standard tariff will change with effect from 1 July 2025. "
                "The electricity unit rate will increase from 24.50p to 25.73p per kWh, and the daily standing charge from 53.68p to 54.75p. "
                "On the basis of your consumption over the past 12 months, we estimate an increase in your annual bill of approximately £38; "
                "your actual costs will, however, depend on the amount of energy you use. No action is required on your part to remain on this tariff. "
                "Should you wish to move to a fixed deal, you can compare our current tariffs at www.brightwattenergy.co.uk/tariffs or call us on 0330 088 4210. "
                "Your tariff carries no exit fees, so you are free to switch supplier at any time.",
            ),
            Good(
                "preserve",
                "Your Flex Standard prices are changing from 1 July 2025. Here are the new rates:\n\n"
                "- Electricity unit rate: 24.50p → 25.73p per kWh\n"
                "- Daily standing charge: 53.68p → 54.75p\n\n"
                "Looking at your usage over the last 12 months, we estimate your bill will go up by around £38 a year – "
                "but what you actually pay depends on how much energy you use.\n\n"
                "To stay on this tariff, you don't need to do anything. Prefer a fixed deal? Compare our current tariffs at "
                "www.brightwattenergy.co.uk/tariffs or give us a call on 0330 088 4210. "
                "Your tariff has no exit fees, so you can switch supplier whenever you like.",
            ),
            Good(
                "pl",
                "Informujemy, że od 1 lipca 2025 r. zmienią się ceny w Twojej taryfie Flex Standard. "
                "Stawka za jednostkę energii elektrycznej wzrośnie z 24,50 p do 25,73 p za kWh, a dzienna opłata stała – z 53,68 p do 54,75 p. "
                "Na podstawie Twojego zużycia z ostatnich 12 miesięcy szacujemy, że roczny rachunek wzrośnie o około 38 £, "
                "przy czym faktyczne koszty będą zależeć od tego, ile energii zużyjesz. Aby pozostać w tej taryfie, nie musisz nic robić. "
                "Jeśli chcesz przejść na taryfę o stałej cenie, możesz porównać nasze aktualne taryfy na stronie www.brightwattenergy.co.uk/tariffs "
                "lub zadzwonić pod numer 0330 088 4210. Twoja taryfa nie przewiduje opłat za wcześniejsze wyjście, więc możesz zmienić dostawcę w dowolnym momencie.",
            ),
        ],
        bad=[
            Slip(0, [("24.50p to 25.73p", "24.50p to 27.53p")], "number"),
            Slip(
                1,
                [
                    (
                        "we estimate your bill will go up by around £38 a year",
                        "your bill will go up by £38 a year",
                    )
                ],
                "hedge",
            ),
            Slip(
                2, [("www.brightwattenergy.co.uk/tariffs", "www.brightwatt.co.uk/tariffs")], "url"
            ),
        ],
    ),
    Case(
        key="en-irs-home-office-simplified-method",
        source=(
            "If you use part of your home regularly and exclusively for business, you may be able to deduct expenses for it under section 280A "
            "of the Internal Revenue Code. With the simplified method, the deduction is $5 per square foot of the area used, up to a maximum of "
            "300 square feet, so the largest possible deduction is $1,500. You cannot deduct depreciation for that part of your home when using this method. "
            "Employees who receive a Form W-2 are not eligible for this deduction for tax years 2018 through 2025. "
            "Self-employed taxpayers using the simplified method enter the deduction directly on Schedule C, line 30, without filing Form 8829. "
            "For full details, see IRS Publication 587."
        ),
        good=[
            Good(
                "preserve",
                "Do you use part of your home regularly and exclusively for business? Then you may be able to deduct the expenses for it under "
                "section 280A of the Internal Revenue Code. Using the simplified method, you deduct $5 for each square foot of the business area, "
                "capped at 300 square feet – a maximum deduction of $1,500. If you choose this method, you can't deduct depreciation for that part of your home. "
                "If you're an employee receiving a Form W-2, you aren't eligible for the deduction in tax years 2018 through 2025. "
                "If you're self-employed and use the simplified method, you enter the deduction directly on Schedule C, line 30, without filing Form 8829. "
                "IRS Publication 587 has the full details.",
            ),
            Good(
                "preserve",
                "Under section 280A of the Internal Revenue Code, taxpayers who use part of their home regularly and exclusively for business may be able "
                "to deduct the related expenses. The simplified method allows $5 per square foot of business-use area, for up to 300 square feet, "
                "giving a maximum deduction of $1,500; depreciation on that part of the home cannot be deducted under this method. "
                "For tax years 2018 through 2025, employees receiving a Form W-2 are not eligible for the deduction. "
                "Self-employed taxpayers who use the simplified method report the deduction directly on Schedule C, line 30, and do not file Form 8829. "
                "Full details are given in IRS Publication 587.",
            ),
            Good(
                "pl",
                "Jeśli regularnie i wyłącznie wykorzystujesz część domu do celów działalności gospodarczej, możesz mieć prawo do odliczenia związanych "
                "z tym wydatków na podstawie sekcji 280A Internal Revenue Code. W metodzie uproszczonej odliczenie wynosi 5 USD za każdą stopę kwadratową "
                "wykorzystywanej powierzchni, maksymalnie do 300 stóp kwadratowych, więc najwyższe możliwe odliczenie to 1500 USD. "
                "Stosując tę metodę, nie możesz odliczyć amortyzacji tej części domu. "
                "Pracownicy otrzymujący formularz W-2 nie mają prawa do tego odliczenia w latach podatkowych 2018–2025. "
                "Osoby samozatrudnione stosujące metodę uproszczoną wpisują odliczenie bezpośrednio w Schedule C, w wierszu 30, bez składania formularza 8829. "
                "Szczegółowe informacje zawiera publikacja IRS nr 587 (Publication 587).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you can't deduct depreciation", "you can also deduct depreciation")],
                "negation",
            ),
            Slip(1, [("Under section 280A", "Under section 280B")], "legal_reference"),
            Slip(2, [("maksymalnie do 300 stóp", "maksymalnie do 250 stóp")], "number"),
        ],
    ),
    Case(
        key="en-readme-logroll-log-rotation-tool",
        source=(
            "# logroll\n\n"
            "A small tool that rotates and compresses application log files.\n\n"
            "## Installation\n\n"
            "logroll requires Python 3.10 or newer. Install it with:\n\n"
            "```\npip install logroll==1.8.2\n```\n\n"
            "## Usage\n\n"
            "Run `logroll --config /etc/logroll.toml` from cron once a day. Files older than `keep_days` (default: 14) are deleted; "
            "you should not set it below 3. You must run logroll as the user that owns the log directory; it does not need root privileges.\n\n"
            "Read the [changelog](https://github.com/ashgrove-tools/logroll/blob/main/CHANGELOG.md) before upgrading from 0.x."
        ),
        good=[
            Good(
                "preserve",
                "# logroll\n\n"
                "logroll is a small utility for rotating and compressing application log files.\n\n"
                "## Installation\n\n"
                "You'll need Python 3.10 or later. To install:\n\n"
                "```\npip install logroll==1.8.2\n```\n\n"
                "## Usage\n\n"
                "Schedule `logroll --config /etc/logroll.toml` to run once a day from cron. Any file older than `keep_days` (14 by default) is deleted, "
                "and you shouldn't set this value below 3. logroll doesn't need root privileges, but you must run it as the user who owns the log directory.\n\n"
                "If you're upgrading from 0.x, read the [changelog](https://github.com/ashgrove-tools/logroll/blob/main/CHANGELOG.md) first.",
            ),
            Good(
                "preserve",
                "# logroll\n\n"
                "Small tool for rotating and compressing application log files.\n\n"
                "## Installation\n\n"
                "Requires Python 3.10+.\n\n"
                "```\npip install logroll==1.8.2\n```\n\n"
                "## Usage\n\n"
                "Run once a day from cron: `logroll --config /etc/logroll.toml`\n\n"
                "- Files older than `keep_days` are deleted (default: 14). You should not set `keep_days` below 3.\n"
                "- You must run logroll as the user that owns the log directory. Root privileges are not needed.\n\n"
                "Upgrading from 0.x? Read the [changelog](https://github.com/ashgrove-tools/logroll/blob/main/CHANGELOG.md) first.",
            ),
            Good(
                "pl",
                "# logroll\n\n"
                "Niewielkie narzędzie do rotacji i kompresji plików logów aplikacji.\n\n"
                "## Instalacja\n\n"
                "logroll wymaga Pythona 3.10 lub nowszego. Zainstaluj go poleceniem:\n\n"
                "```\npip install logroll==1.8.2\n```\n\n"
                "## Użycie\n\n"
                "Uruchamiaj `logroll --config /etc/logroll.toml` z crona raz dziennie. Pliki starsze niż `keep_days` (domyślnie 14) są usuwane; "
                "nie powinno się ustawiać tej wartości poniżej 3. Musisz uruchamiać logroll jako użytkownik będący właścicielem katalogu z logami; "
                "uprawnienia roota nie są potrzebne.\n\n"
                "Przed aktualizacją z wersji 0.x przeczytaj [listę zmian](https://github.com/ashgrove-tools/logroll/blob/main/CHANGELOG.md).",
            ),
        ],
        bad=[
            Slip(0, [("older than `keep_days`", "older than `max_days`")], "code"),
            Slip(
                1,
                [("You must run logroll as the user", "You should run logroll as the user")],
                "modality",
            ),
            Slip(2, [("## Użycie\n\n", "**Użycie**\n\n")], "markdown"),
        ],
    ),
    Case(
        key="en-hay-fever-nasal-spray-leaflet",
        source=(
            "Adults and children aged 12 and over: use two sprays in each nostril once a day, ideally in the morning. "
            "Once your symptoms are under control, you may be able to reduce the dose to one spray in each nostril. "
            "It can take 3 to 4 days before you feel the full benefit, so keep using the spray every day. "
            "Do not use more than the recommended dose, and do not use it for longer than 3 months without talking to your doctor. "
            "This medicine is not recommended for children under 12. "
            "Side effects are usually mild, but about 1 in 10 people may get nosebleeds or a dry, irritated nose. "
            "Shake the bottle gently before each use."
        ),
        good=[
            Good(
                "preserve",
                "How to use the spray (adults and children aged 12 and over)\n\n"
                "- Shake the bottle gently before each use.\n"
                "- Use two sprays in each nostril once a day, ideally in the morning.\n"
                "- When your symptoms are under control, you may be able to cut the dose to one spray in each nostril.\n"
                "- It can take 3 to 4 days to feel the full benefit, so keep using the spray every day.\n"
                "- Do not go over the recommended dose, and do not use the spray for longer than 3 months without talking to your doctor.\n\n"
                "This medicine is not recommended for children under 12. Side effects are usually mild, although about 1 in 10 people may get "
                "nosebleeds or a dry, irritated nose.",
            ),
            Good(
                "preserve",
                "If you are an adult or a child aged 12 or over, use two sprays into each nostril once daily, preferably in the morning, "
                "and shake the bottle gently each time before use. You may be able to lower the dose to one spray per nostril once your symptoms "
                "are under control. It can take 3 to 4 days for the full benefit to be felt, so carry on using the spray every day. "
                "Never use more than the recommended dose, and don't use the spray for longer than 3 months unless you have talked to your doctor. "
                "The spray is not recommended for children under 12. Side effects tend to be mild; about 1 in 10 people may get nosebleeds "
                "or a dry, irritated nose.",
            ),
            Good(
                "pl",
                "Dorośli i dzieci w wieku 12 lat i starsze: dwa rozpylenia do każdego otworu nosowego raz na dobę, najlepiej rano. "
                "Gdy objawy zostaną opanowane, być może będzie można zmniejszyć dawkę do jednego rozpylenia do każdego otworu nosowego. "
                "Pełne działanie może wystąpić dopiero po 3–4 dniach, dlatego stosuj aerozol codziennie. "
                "Nie stosuj większej dawki niż zalecana i nie używaj leku dłużej niż 3 miesiące bez konsultacji z lekarzem. "
                "Lek nie jest zalecany u dzieci w wieku poniżej 12 lat. "
                "Działania niepożądane są zwykle łagodne, ale u około 1 na 10 osób może wystąpić krwawienie z nosa lub suchość i podrażnienie nosa. "
                "Przed każdym użyciem delikatnie wstrząśnij butelką.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("although about 1 in 10 people may get", "although 1 in 10 people get")],
                "hedge",
            ),
            Slip(
                1, [("You may be able to lower the dose", "You should lower the dose")], "modality"
            ),
            Slip(2, [("Lek nie jest zalecany u dzieci", "Lek jest zalecany u dzieci")], "negation"),
        ],
    ),
    Case(
        key="en-abstract-swift-spring-arrival-timing",
        source=(
            "Using geolocator data from 58 common swifts (Apus apus) tagged in southern Sweden between 2012 and 2021, we examined whether spring "
            "arrival dates have shifted in response to warming along the flyway. Mean arrival advanced by approximately 2.1 days per decade, "
            "a considerably smaller shift than that reported for short-distance migrants (Lehikoinen et al., 2019). "
            "Departure from the wintering grounds in the Congo Basin appears to be governed largely by photoperiod, which may limit the species' "
            "ability to track earlier insect emergence in Europe. These findings are consistent with the mismatch hypothesis (Both & Visser, 2001), "
            "although our sample was too small to test for effects of age or sex."
        ),
        good=[
            Good(
                "preserve",
                "We tracked 58 common swifts (Apus apus), fitted with geolocators in southern Sweden between 2012 and 2021, to find out whether their "
                "spring arrival has shifted as the flyway has warmed. On average, arrival advanced by approximately 2.1 days per decade – a considerably "
                "smaller change than has been reported for short-distance migrants (Lehikoinen et al., 2019). When the swifts leave their wintering grounds "
                "in the Congo Basin seems to depend largely on day length (photoperiod), and this may limit their ability to keep up with earlier insect "
                "emergence in Europe. Our results are consistent with the mismatch hypothesis (Both & Visser, 2001), though the sample was too small "
                "for us to test whether age or sex has an effect.",
            ),
            Good(
                "preserve",
                "We analysed geolocator data from 58 common swifts (Apus apus) tagged in southern Sweden in 2012–2021 to test whether spring arrival "
                "dates have shifted in response to warming along the flyway. Mean arrival date advanced by approximately 2.1 days per decade, "
                "a considerably smaller shift than that reported for short-distance migrants (Lehikoinen et al., 2019). Photoperiod appears to be "
                "the main factor governing departure from the Congo Basin wintering grounds, potentially limiting the species' capacity to track "
                "earlier insect emergence in Europe. The results are consistent with the mismatch hypothesis (Both & Visser, 2001); however, "
                "the sample was too small to test for age or sex effects.",
            ),
            Good(
                "pl",
                "Na podstawie danych z geolokatorów założonych 58 jerzykom (Apus apus) w południowej Szwecji w latach 2012–2021 zbadaliśmy, "
                "czy terminy wiosennego przylotu przesunęły się w odpowiedzi na ocieplenie wzdłuż szlaku migracji. Średni termin przylotu "
                "przesuwał się na wcześniej o około 2,1 dnia na dekadę, czyli znacznie mniej, niż podawano dla migrantów krótkodystansowych "
                "(Lehikoinen et al., 2019). Wylot z zimowisk w Kotlinie Konga wydaje się w dużej mierze zależeć od fotoperiodu, co może "
                "ograniczać zdolność gatunku do nadążania za wcześniejszym pojawianiem się owadów w Europie. Wyniki są zgodne z hipotezą "
                "niedopasowania (mismatch hypothesis; Both & Visser, 2001), choć nasza próba była zbyt mała, by zbadać wpływ wieku lub płci.",
            ),
        ],
        bad=[
            Slip(
                0, [("and this may limit their ability", "and this limits their ability")], "hedge"
            ),
            Slip(
                1,
                [
                    (
                        "earlier insect emergence in Europe.",
                        "earlier insect emergence in Europe, which has already cut nestling survival in the study colony by 15%.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("Both & Visser, 2001", "Both & Visser, 2011")], "citation"),
        ],
    ),
    Case(
        key="en-section-13-rent-increase-notice",
        source=(
            "Under section 13 of the Housing Act 1988, your landlord is proposing to increase the rent for 14 Marlow Court from £1,150 to £1,210 "
            "per calendar month. The new rent will take effect on 1 September 2025, which meets the minimum notice period of one month for a monthly "
            "periodic tenancy. You do not have to agree to the increase. If you think the new rent is too high, you can refer the notice to the "
            "First-tier Tribunal (Property Chamber) before the date it takes effect. Please note that the rent can normally be increased only once "
            "in any 12-month period. If you have any questions, please contact us at lettings@harbourandpine.co.uk."
        ),
        good=[
            Good(
                "preserve",
                "Your landlord proposes, under section 13 of the Housing Act 1988, to raise the rent for 14 Marlow Court from £1,150 to £1,210 "
                "per calendar month, with effect from 1 September 2025. This date satisfies the minimum one-month notice period applicable to a "
                "monthly periodic tenancy. You are not obliged to agree to the increase. Should you consider the proposed rent too high, you may "
                "refer the notice to the First-tier Tribunal (Property Chamber) before the new rent takes effect. Please be aware that rent can "
                "normally be increased no more than once in any 12-month period. Any questions may be directed to lettings@harbourandpine.co.uk.",
            ),
            Good(
                "preserve",
                "Your landlord wants to put the rent for 14 Marlow Court up from £1,150 to £1,210 per calendar month, starting on 1 September 2025. "
                "This is being done under section 13 of the Housing Act 1988, and the date meets the minimum notice period of one month for a monthly "
                "periodic tenancy. You don't have to agree to the increase. If you think the new rent is too high, you can refer the notice to the "
                "First-tier Tribunal (Property Chamber), as long as you do so before the new rent starts. Remember that rent can normally only go up "
                "once in any 12-month period. Any questions? Email us at lettings@harbourandpine.co.uk.",
            ),
            Good(
                "pl",
                "Na podstawie sekcji 13 ustawy Housing Act 1988 wynajmujący proponuje podwyższenie czynszu za lokal 14 Marlow Court z 1150 £ do 1210 £ "
                "za miesiąc kalendarzowy. Nowy czynsz zacznie obowiązywać od 1 września 2025 r., co spełnia wymóg minimalnego jednomiesięcznego okresu "
                "wypowiedzenia przy najmie okresowym rozliczanym miesięcznie. Nie mają Państwo obowiązku zgadzać się na podwyżkę. Jeśli uważają Państwo, "
                "że nowy czynsz jest zbyt wysoki, mogą Państwo skierować zawiadomienie do First-tier Tribunal (Property Chamber) przed datą jego wejścia "
                "w życie. Prosimy pamiętać, że czynsz można zwykle podwyższyć tylko raz w dowolnym okresie 12 miesięcy. W razie pytań prosimy o kontakt "
                "pod adresem lettings@harbourandpine.co.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 13 of the Housing Act 1988", "section 21 of the Housing Act 1988")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "You don't have to agree to the increase.",
                        "You have to agree to the increase.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("od 1 września 2025 r.", "od 1 października 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-leisure-centre-membership-direct-debit-terms",
        source=(
            "Your Active Plus membership runs on a rolling monthly basis and costs £34.99 a month, collected by Direct Debit on the 1st of each month. "
            "There is no joining fee and no minimum term. You can freeze your membership for up to 3 months in any 12-month period for £5 a month; "
            "freezes must be requested at reception at least 7 days before your next payment date. To cancel, you must give one full calendar "
            "month's notice in writing. Members may bring a guest twice a month, and guests must be aged 16 or over. "
            "Classes can be booked up to 7 days in advance through the app."
        ),
        good=[
            Good(
                "preserve",
                "Active Plus membership – key terms\n\n"
                "- Price: £34.99 per month, collected by Direct Debit on the 1st of every month, on a rolling monthly basis.\n"
                "- No joining fee and no minimum term.\n"
                "- Freezing: up to 3 months in any 12-month period, at £5 per month. You must request a freeze at reception at least 7 days before your next payment date.\n"
                "- Cancellation: you must give one full calendar month's notice in writing.\n"
                "- Guests: members may bring a guest twice a month; guests must be 16 or older.\n"
                "- Classes: can be booked through the app up to 7 days in advance.",
            ),
            Good(
                "preserve",
                "Active Plus is a rolling monthly membership costing £34.99 a month, which we collect by Direct Debit on the 1st of each month – "
                "with no joining fee and no minimum term. Need a break? You can freeze your membership for up to 3 months in any 12-month period "
                "for £5 a month, but freezes must be requested at reception at least 7 days before your next payment date. If you want to cancel, "
                "you must give us one full calendar month's notice in writing. You may bring a guest along twice a month, provided they are aged "
                "16 or over. And you can book classes in the app up to 7 days in advance.",
            ),
            Good(
                "pl",
                "Karnet Active Plus działa w formie umowy odnawianej co miesiąc i kosztuje 34,99 £ miesięcznie; opłata jest pobierana poleceniem "
                "zapłaty (Direct Debit) 1. dnia każdego miesiąca. Nie ma opłaty wpisowej ani minimalnego okresu umowy. Członkostwo można zawiesić "
                "maksymalnie na 3 miesiące w dowolnym okresie 12 miesięcy za opłatą 5 £ miesięcznie; wniosek o zawieszenie musi zostać złożony "
                "w recepcji co najmniej 7 dni przed kolejną datą płatności. Aby zrezygnować, musisz złożyć pisemne wypowiedzenie z zachowaniem "
                "jednego pełnego miesiąca kalendarzowego. Członkowie mogą przyprowadzić gościa dwa razy w miesiącu, a goście muszą mieć ukończone "
                "16 lat. Zajęcia można rezerwować w aplikacji do 7 dni wcześniej.",
            ),
        ],
        bad=[
            Slip(0, [("Cancellation: you must give", "Cancellation: you should give")], "modality"),
            Slip(1, [("£34.99", "£39.99")], "number"),
            Slip(
                2,
                [
                    (
                        "Nie ma opłaty wpisowej ani minimalnego okresu umowy.",
                        "Nie ma opłaty wpisowej ani minimalnego okresu umowy, a pierwszy miesiąc jest bezpłatny.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-cordless-hand-blender-recall-notice",
        source=(
            "Kitchora is recalling its KB-450 cordless hand blender, sold between March 2024 and January 2025 in shops and online. "
            "In a small number of units, the blade guard can come loose during use, posing a risk of cuts. "
            "Affected units have batch codes from 2403 to 2501, printed on the underside of the motor unit. "
            "If you own an affected blender, stop using it immediately and do not try to repair it yourself. "
            "You will receive a full refund of £49.99 or a free replacement, and you do not need a receipt. "
            "To check your batch code and arrange a free collection, visit www.kitchora.com/recall or call 0800 028 6391 (Monday to Friday, 8 am to 6 pm)."
        ),
        good=[
            Good(
                "preserve",
                "Safety recall: Kitchora KB-450 cordless hand blender. Kitchora is recalling KB-450 blenders sold in shops and online between "
                "March 2024 and January 2025, because on a small number of units the blade guard can come loose during use and cause cuts. "
                "You'll find the batch code on the underside of the motor unit; affected codes run from 2403 to 2501. If yours is affected, "
                "stop using it right away and please don't try to repair it yourself. You'll get a full £49.99 refund or a free replacement – "
                "no receipt needed. To check your batch code and book a free collection, go to www.kitchora.com/recall or phone 0800 028 6391 "
                "(Monday to Friday, 8 am to 6 pm).",
            ),
            Good(
                "preserve",
                "PRODUCT RECALL – Kitchora KB-450 cordless hand blender\n\n"
                "Product: KB-450 cordless hand blender, sold in shops and online from March 2024 to January 2025.\n"
                "Problem: in a small number of units, the blade guard can come loose during use, creating a risk of cuts.\n"
                "Affected batch codes: 2403 to 2501 (printed on the underside of the motor unit).\n\n"
                "What to do: if you own an affected blender, stop using it immediately and do not attempt to repair it yourself. "
                "You will receive a full refund of £49.99 or a free replacement; no receipt is required.\n\n"
                "Check your batch code and arrange a free collection at www.kitchora.com/recall or by calling 0800 028 6391 (Monday to Friday, 8 am to 6 pm).",
            ),
            Good(
                "pl",
                "Firma Kitchora wycofuje z rynku bezprzewodowy blender ręczny KB-450 sprzedawany od marca 2024 r. do stycznia 2025 r. "
                "w sklepach stacjonarnych i internetowych. W niewielkiej liczbie egzemplarzy osłona ostrza może się poluzować podczas pracy, "
                "co grozi skaleczeniem. Wadliwe egzemplarze mają numery partii od 2403 do 2501, nadrukowane na spodzie korpusu silnika. "
                "Jeśli masz wadliwy blender, natychmiast przestań go używać i nie próbuj samodzielnie go naprawiać. "
                "Otrzymasz pełny zwrot 49,99 £ lub bezpłatny egzemplarz zastępczy, a paragon nie jest potrzebny. "
                "Aby sprawdzić numer partii i umówić bezpłatny odbiór, wejdź na stronę www.kitchora.com/recall lub zadzwoń pod numer "
                "0800 028 6391 (od poniedziałku do piątku, 8:00–18:00).",
            ),
        ],
        bad=[
            Slip(0, [("go to www.kitchora.com/recall", "go to www.kitchora.com")], "url"),
            Slip(1, [("£49.99", "£39.99")], "number"),
            Slip(
                2,
                [
                    (
                        "Jeśli masz wadliwy blender, natychmiast przestań go używać i nie próbuj samodzielnie go naprawiać.",
                        "If you own an affected blender, stop using it immediately and do not try to repair it yourself.",
                    ),
                    (
                        "Otrzymasz pełny zwrot 49,99 £ lub bezpłatny egzemplarz zastępczy, a paragon nie jest potrzebny.",
                        "You will receive a full refund of £49.99 or a free replacement, and you do not need a receipt.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-heritage-nlp-workshop-call-papers",
        source=(
            "## Call for Papers: NLP4Heritage 2025\n\n"
            "We invite submissions on language technology for archives, libraries and museums.\n\n"
            "### Submission guidelines\n\n"
            "- **Long papers**: up to 8 pages, excluding references.\n"
            "- **Short papers**: up to 4 pages, excluding references.\n"
            "- Submissions must be anonymised and use the ACL template.\n"
            "- Papers under review elsewhere may be submitted, but authors should inform the chairs.\n\n"
            "### Important dates\n\n"
            "| Milestone | Date |\n"
            "|---|---|\n"
            "| Submission deadline | 14 March 2025 |\n"
            "| Notification | 18 April 2025 |\n"
            "| Workshop | 29 May 2025 |\n\n"
            "Submit via [OpenReview](https://openreview.net/group?id=NLP4Heritage/2025)."
        ),
        good=[
            Good(
                "preserve",
                "## Call for Papers: NLP4Heritage 2025\n\n"
                "We welcome submissions on language technology for archives, libraries and museums.\n\n"
                "### Submission guidelines\n\n"
                "- **Long papers**: a maximum of 8 pages, not counting references.\n"
                "- **Short papers**: a maximum of 4 pages, not counting references.\n"
                "- All submissions must be anonymised and prepared with the ACL template.\n"
                "- You may submit papers that are under review elsewhere, but you should let the chairs know.\n\n"
                "### Important dates\n\n"
                "| Milestone | Date |\n"
                "|---|---|\n"
                "| Submission deadline | 14 March 2025 |\n"
                "| Notification | 18 April 2025 |\n"
                "| Workshop | 29 May 2025 |\n\n"
                "Please submit your paper through [OpenReview](https://openreview.net/group?id=NLP4Heritage/2025).",
            ),
            Good(
                "preserve",
                "## Call for Papers: NLP4Heritage 2025\n\n"
                "We are looking for papers on language technology for archives, libraries and museums.\n\n"
                "### Important dates\n\n"
                "| Milestone | Date |\n"
                "|---|---|\n"
                "| Submission deadline | 14 March 2025 |\n"
                "| Notification | 18 April 2025 |\n"
                "| Workshop | 29 May 2025 |\n\n"
                "### Submission guidelines\n\n"
                "- **Long papers**: up to 8 pages (references not included).\n"
                "- **Short papers**: up to 4 pages (references not included).\n"
                "- Submissions must be anonymised and must use the ACL template.\n"
                "- Papers under review at another venue may also be submitted, but authors should inform the chairs.\n\n"
                "Submissions are made via [OpenReview](https://openreview.net/group?id=NLP4Heritage/2025).",
            ),
            Good(
                "pl",
                "## Zaproszenie do nadsyłania prac: NLP4Heritage 2025\n\n"
                "Zapraszamy do zgłaszania prac dotyczących technologii językowych dla archiwów, bibliotek i muzeów.\n\n"
                "### Wytyczne dotyczące zgłoszeń\n\n"
                "- **Artykuły długie**: do 8 stron, nie licząc bibliografii.\n"
                "- **Artykuły krótkie**: do 4 stron, nie licząc bibliografii.\n"
                "- Zgłoszenia muszą być zanonimizowane i przygotowane w szablonie ACL.\n"
                "- Można zgłaszać prace będące w recenzji gdzie indziej, ale autorzy powinni poinformować o tym przewodniczących.\n\n"
                "### Ważne terminy\n\n"
                "| Etap | Termin |\n"
                "|---|---|\n"
                "| Termin nadsyłania prac | 14 marca 2025 |\n"
                "| Powiadomienie o decyzji | 18 kwietnia 2025 |\n"
                "| Warsztaty | 29 maja 2025 |\n\n"
                "Prace prosimy przesyłać przez [OpenReview](https://openreview.net/group?id=NLP4Heritage/2025).",
            ),
        ],
        bad=[
            Slip(0, [("### Important dates\n\n", "Important dates\n\n")], "markdown"),
            Slip(
                1,
                [
                    (
                        "- **Short papers**: up to 4 pages (references not included).\n",
                        "- **Short papers**: up to 4 pages (references not included).\n- Accepted papers will be published in the ACL Anthology.\n",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("Zgłoszenia muszą być zanonimizowane", "Zgłoszenia powinny być zanonimizowane")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-abstract-seagrass-carbon-burial-estuaries",
        source=(
            "Seagrass meadows are thought to bury carbon up to 35 times faster per unit area than tropical rainforests (Fourqurean et al., 2012), "
            "yet measurements from temperate estuaries remain scarce. We collected 64 sediment cores from Zostera marina meadows in three estuaries "
            "in south-west England and dated them using lead-210. Mean carbon burial was 38 ± 9 g C m⁻² yr⁻¹, roughly half the global average for "
            "the species. Burial rates were highest in sheltered, fine-grained sediments and possibly declined with increasing mooring density. "
            "These results suggest that blue-carbon inventories based on global means may overestimate the climate benefit of seagrass restoration in the UK."
        ),
        good=[
            Good(
                "preserve",
                "Seagrass meadows are believed to bury carbon up to 35 times faster per unit area than tropical rainforests (Fourqurean et al., 2012), "
                "but there are still few measurements from temperate estuaries. We took 64 sediment cores from Zostera marina meadows in three estuaries "
                "in south-west England and dated them with lead-210. On average, the meadows buried 38 ± 9 g C m⁻² yr⁻¹ – roughly half the global average "
                "for this species. Burial was highest in sheltered, fine-grained sediments and possibly fell as mooring density increased. Our findings "
                "suggest that blue-carbon inventories built on global means may overestimate how much seagrass restoration in the UK benefits the climate.",
            ),
            Good(
                "preserve",
                "Although seagrass meadows are thought to bury carbon up to 35 times faster per unit area than tropical rainforests "
                "(Fourqurean et al., 2012), data from temperate estuaries remain scarce. Sixty-four sediment cores were collected from Zostera marina "
                "meadows in three south-west England estuaries and dated by lead-210. Mean carbon burial was 38 ± 9 g C m⁻² yr⁻¹, approximately half "
                "the global average for the species, with the highest rates in sheltered, fine-grained sediments and a possible decline with increasing "
                "mooring density. These results suggest that blue-carbon inventories relying on global means may overestimate the climate benefit "
                "of UK seagrass restoration.",
            ),
            Good(
                "pl",
                "Uważa się, że łąki trawy morskiej zakopują węgiel w przeliczeniu na jednostkę powierzchni nawet 35 razy szybciej niż tropikalne lasy "
                "deszczowe (Fourqurean et al., 2012), jednak pomiarów z estuariów strefy umiarkowanej wciąż jest niewiele. Pobraliśmy 64 rdzenie osadów "
                "z łąk Zostera marina w trzech estuariach w południowo-zachodniej Anglii i datowaliśmy je metodą ołowiu-210. Średnie tempo depozycji "
                "węgla wynosiło 38 ± 9 g C m⁻² rok⁻¹, czyli mniej więcej połowę średniej światowej dla tego gatunku. Tempo depozycji było najwyższe "
                "w osłoniętych, drobnoziarnistych osadach i być może malało wraz ze wzrostem zagęszczenia miejsc cumowniczych. Wyniki te sugerują, "
                "że inwentaryzacje błękitnego węgla oparte na średnich globalnych mogą zawyżać korzyści klimatyczne z odtwarzania łąk trawy morskiej "
                "w Wielkiej Brytanii.",
            ),
        ],
        bad=[
            Slip(0, [("We took 64 sediment cores", "We took 46 sediment cores")], "number"),
            Slip(1, [("Fourqurean et al., 2012", "Fourqurean et al., 2021")], "citation"),
            Slip(2, [("i być może malało wraz", "i malało wraz")], "hedge"),
        ],
    ),
    Case(
        key="en-regional-airline-cabin-baggage-allowance",
        source=(
            "Every passenger may bring one small personal item on board free of charge, such as a handbag or laptop bag, measuring no more than "
            "40 × 30 × 20 cm. It must fit under the seat in front of you. If you have bought a Flex or Plus fare, you may also bring one cabin bag "
            "of up to 10 kg and 55 × 40 × 23 cm, which must go in the overhead locker. Basic fares do not include a cabin bag. "
            "Liquids must be in containers of 100 ml or less, packed in one clear resealable bag. Power banks must be carried in your cabin baggage "
            "and must never be put in checked luggage. Bags that exceed these limits at the gate will be charged £60."
        ),
        good=[
            Good(
                "preserve",
                "What you can take on board\n\n"
                "- All passengers: one small personal item free of charge (for example a handbag or laptop bag), no larger than 40 × 30 × 20 cm. "
                "It must fit under the seat in front of you.\n"
                "- Flex or Plus fare: you may also bring one cabin bag, up to 10 kg and 55 × 40 × 23 cm, which must go in the overhead locker.\n"
                "- Basic fare: a cabin bag is not included.\n"
                "- Liquids: must be in containers of 100 ml or less, packed in one clear resealable bag.\n"
                "- Power banks: must be carried in your cabin baggage – never put them in checked luggage.\n\n"
                "If your bags exceed these limits at the gate, you will be charged £60.",
            ),
            Good(
                "preserve",
                "Each passenger is permitted to take one small personal item on board at no charge, such as a handbag or laptop bag, with maximum "
                "dimensions of 40 × 30 × 20 cm; it must fit under the seat in front. Passengers travelling on a Flex or Plus fare may additionally "
                "bring one cabin bag weighing up to 10 kg and measuring up to 55 × 40 × 23 cm, which must be placed in the overhead locker. "
                "A cabin bag is not included in Basic fares. Liquids must be carried in containers of no more than 100 ml, in a single clear resealable bag. "
                "Power banks must be kept in cabin baggage and must never be placed in checked luggage. "
                "A charge of £60 applies to bags that exceed these limits at the gate.",
            ),
            Good(
                "pl",
                "Każdy pasażer może bezpłatnie wnieść na pokład jeden mały przedmiot osobisty, np. torebkę lub torbę na laptopa, o wymiarach nie "
                "większych niż 40 × 30 × 20 cm. Musi się on zmieścić pod siedzeniem przed Tobą. Jeśli kupiłeś taryfę Flex lub Plus, możesz dodatkowo "
                "zabrać jeden bagaż kabinowy o wadze do 10 kg i wymiarach do 55 × 40 × 23 cm, który musi zostać umieszczony w schowku nad głową. "
                "Taryfy Basic nie obejmują bagażu kabinowego. Płyny muszą znajdować się w pojemnikach o pojemności maksymalnie 100 ml, zapakowanych "
                "w jedną przezroczystą, zamykaną torebkę. Powerbanki trzeba przewozić w bagażu kabinowym i nigdy nie wolno ich umieszczać w bagażu "
                "rejestrowanym. Za bagaż przekraczający te limity przy bramce pobierana jest opłata 60 £.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- Basic fare: a cabin bag is not included.",
                        "- Basic fare: a cabin bag is included.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "which must be placed in the overhead locker",
                        "which should be placed in the overhead locker",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Taryfy Basic nie obejmują bagażu kabinowego.",
                        "Taryfy Basic nie obejmują bagażu kabinowego, ale rodzice podróżujący z niemowlęciem mogą bezpłatnie nadać wózek.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
