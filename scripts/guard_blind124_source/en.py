# ruff: noqa: E501, RUF001
"""English source cases of blind set 124: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-mobile-library-van-winter-timetable",
        source="From Monday 6 January 2025, the mobile library van will follow its winter timetable. The van stops at Hollins Green village hall every second Tuesday from 10:15 to 11:45, and at Croft Primary School on Thursdays from 13:30 to 14:30. Borrowers do not need to book, but you must bring your library card or the app barcode to take out items. You can borrow up to 12 books at a time, and loans last three weeks. If the van cannot run because of snow or ice, we will post an update on the council website by 8:00 that morning. Items cannot be returned at the school stop during term holidays.",
        good=[
            Good(
                "preserve",
                "Heads up: the mobile library van switches to its winter timetable from Monday 6 January 2025. You'll find it at Hollins Green village hall every second Tuesday, 10:15–11:45, and at Croft Primary School every Thursday, 13:30–14:30. There's no need to book, but you must bring your library card (or the barcode in the app) to take anything out. You can have up to 12 books at once, and each loan lasts three weeks. If snow or ice stops the van from running, we'll put an update on the council website by 8:00 that morning. Please note that during term holidays, items can't be returned at the school stop.",
            ),
            Good(
                "preserve",
                """Winter timetable for the mobile library van (from Monday 6 January 2025):
- Hollins Green village hall: every second Tuesday, 10:15–11:45
- Croft Primary School: Thursdays, 13:30–14:30

No booking is needed. To borrow items, you must show your library card or the barcode in the app. You can borrow up to 12 books at a time, for three weeks. If snow or ice prevents the van from running, an update will be posted on the council website by 8:00 on the morning in question. During term holidays, items cannot be returned at the school stop.""",
            ),
            Good(
                "pl",
                "Od poniedziałku 6 stycznia 2025 r. bibliobus będzie kursował według rozkładu zimowego. Zatrzymuje się przy świetlicy wiejskiej w Hollins Green co drugi wtorek w godz. 10:15–11:45 oraz przy szkole podstawowej Croft Primary School w czwartki w godz. 13:30–14:30. Czytelnicy nie muszą się wcześniej zapisywać, ale aby coś wypożyczyć, trzeba mieć przy sobie kartę biblioteczną lub kod kreskowy w aplikacji. Jednorazowo można wypożyczyć do 12 książek, a wypożyczenie trwa trzy tygodnie. Jeśli z powodu śniegu lub oblodzenia bibliobus nie będzie mógł wyjechać, do 8:00 tego ranka opublikujemy informację na stronie internetowej rady. W czasie ferii szkolnych nie można zwracać wypożyczonych pozycji na przystanku przy szkole.",
            ),
        ],
        bad=[
            Slip(0, [("from Monday 6 January 2025", "from Monday 13 January 2025")], "date"),
            Slip(1, [("items cannot be returned", "items can be returned")], "negation"),
            Slip(2, [("trzeba mieć przy sobie", "warto mieć przy sobie")], "modality"),
        ],
    ),
    Case(
        key="en-whisky-distillery-classic-tour-booking",
        source="Our Classic Tour runs daily at 11:00, 13:00 and 15:00 and lasts about 75 minutes, finishing with a tasting of three single malts. Tickets cost £18 per adult; designated drivers pay £14 and receive miniature samples to take home instead. Visitors must be 18 or over to join the tasting, though children aged 8 and above may accompany an adult on the production floor. Groups of more than ten should book at least a week ahead by emailing tours@glenarrochdistillery.co.uk. All other bookings can be made online at www.glenarrochdistillery.co.uk/visit. Photography is not permitted inside the still house for safety reasons.",
        good=[
            Good(
                "preserve",
                "You can book the Classic Tour online at www.glenarrochdistillery.co.uk/visit; if you're coming as a group of more than ten, you should instead email tours@glenarrochdistillery.co.uk at least a week in advance. Tours run every day at 11:00, 13:00 and 15:00, take roughly 75 minutes and end with a tasting of three single malts. Adult tickets are £18. Designated drivers pay £14 and get miniature samples to take home instead. You must be 18 or over to join the tasting, but children aged 8 and up may come onto the production floor with an adult. For safety reasons, photography isn't allowed inside the still house.",
            ),
            Good(
                "preserve",
                """Classic Tour – key details
- Daily at 11:00, 13:00 and 15:00; about 75 minutes, ending with a tasting of three single malts.
- £18 per adult. Designated drivers pay £14 and receive miniature samples to take home instead.
- Tasting guests must be 18 or over; children aged 8 and above may accompany an adult on the production floor.
- Groups of more than ten should book at least a week ahead by emailing tours@glenarrochdistillery.co.uk.
- All other bookings: online at www.glenarrochdistillery.co.uk/visit.
- Photography is not permitted inside the still house, for safety reasons.""",
            ),
            Good(
                "pl",
                "Klasyczna trasa zwiedzania odbywa się codziennie o 11:00, 13:00 i 15:00, trwa około 75 minut i kończy się degustacją trzech whisky single malt. Bilet dla osoby dorosłej kosztuje 18 £; kierowcy płacą 14 £ i zamiast degustacji dostają miniaturki do zabrania do domu. Aby wziąć udział w degustacji, trzeba mieć ukończone 18 lat, natomiast dzieci od 8 lat mogą wejść z dorosłym na halę produkcyjną. Grupy liczące ponad dziesięć osób powinny zarezerwować wizytę co najmniej tydzień wcześniej, pisząc na adres tours@glenarrochdistillery.co.uk. Pozostałe rezerwacje można składać online na stronie www.glenarrochdistillery.co.uk/visit. Ze względów bezpieczeństwa w budynku z alembikami nie wolno robić zdjęć.",
            ),
        ],
        bad=[
            Slip(1, [("Designated drivers pay £14", "Designated drivers pay £12")], "number"),
            Slip(2, [("powinny zarezerwować", "muszą zarezerwować")], "modality"),
            Slip(
                0,
                [("www.glenarrochdistillery.co.uk/visit", "www.glenarrochdistillery.com/visit")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-beekeeping-extractor-loan-scheme-rules",
        source="The association's equipment loan scheme lets members borrow an extractor, a settling tank and uncapping tools for up to four days at a time. A refundable deposit of £40 is taken when you collect the kit from the apiary shed, and it is returned once the equipment comes back clean. Please note that we do not lend protective suits, as they cannot be disinfected reliably between users. Demand peaks in late August, so slots are likely to fill quickly; last season roughly 60 members used the scheme. New beekeepers should have attended at least one extraction demonstration before borrowing the extractor.",
        good=[
            Good(
                "preserve",
                "Members can borrow the association's extractor, settling tank and uncapping tools for a maximum of four days at a time. When you pick up the kit from the apiary shed, you pay a refundable £40 deposit, which you get back once everything is returned clean. Protective suits are not available to borrow, because they can't be reliably disinfected between users. Late August is the busiest period and slots will probably go fast — around 60 members used the scheme last season. If you're new to beekeeping, you should have been to at least one extraction demonstration before you borrow the extractor.",
            ),
            Good(
                "preserve",
                "Under the equipment loan scheme, members may borrow an extractor, a settling tank and uncapping tools for periods of up to four days. New beekeepers should have attended at least one extraction demonstration before they borrow the extractor. A refundable £40 deposit is payable on collection from the apiary shed and is returned when the equipment is brought back clean. Protective suits are not lent out, since they cannot be disinfected reliably between users. Demand is highest in late August, when slots are likely to be taken quickly; roughly 60 members made use of the scheme last season.",
            ),
            Good(
                "pl",
                "W ramach programu wypożyczania sprzętu członkowie stowarzyszenia mogą pożyczyć miodarkę, odstojnik i narzędzia do odsklepiania na maksymalnie cztery dni. Przy odbiorze sprzętu z szopy przy pasiece pobieramy zwrotną kaucję w wysokości 40 funtów, którą oddajemy, gdy sprzęt wróci czysty. Nie wypożyczamy kombinezonów ochronnych, ponieważ nie da się ich niezawodnie zdezynfekować między kolejnymi użytkownikami. Największe zainteresowanie przypada na koniec sierpnia, więc terminy prawdopodobnie szybko się zapełnią; w zeszłym sezonie z programu skorzystało około 60 członków. Początkujący pszczelarze powinni przed wypożyczeniem miodarki wziąć udział w co najmniej jednym pokazie odwirowywania miodu.",
            ),
        ],
        bad=[
            Slip(2, [("40 funtów", "50 funtów")], "number"),
            Slip(0, [("slots will probably go fast", "slots will go fast")], "hedge"),
            Slip(
                1,
                [("Protective suits are not lent out", "Protective suits are lent out")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-riverside-skate-park-user-rules",
        source="Riverside Skate Park is open from 8:00 until dusk. Under Byelaw 7 of the Parks and Open Spaces Byelaws 2019, motorised scooters and bikes must not be used anywhere in the park. Helmets are strongly recommended for all users and must be worn by anyone under 12. Please do not bring glass bottles onto the site. The bowl is reserved for beginners on Sunday mornings until 10:00, and more experienced riders should give them space. There is no staff on site, so if someone is injured, call 999 first and then report the incident to the parks team on 01632 960 418.",
        good=[
            Good(
                "preserve",
                """Welcome to Riverside Skate Park! A few rules:
• Open from 8:00 until dusk.
• No motorised scooters or bikes anywhere in the park (Byelaw 7, Parks and Open Spaces Byelaws 2019).
• Helmets are strongly recommended for everyone and must be worn if you're under 12.
• Please don't bring glass bottles onto the site.
• On Sunday mornings until 10:00 the bowl is for beginners — experienced riders should give them space.
• There are no staff on site. If someone gets hurt, call 999 first, then report it to the parks team on 01632 960 418.""",
            ),
            Good(
                "preserve",
                "Riverside Skate Park opens at 8:00 and closes at dusk. Byelaw 7 of the Parks and Open Spaces Byelaws 2019 prohibits the use of motorised scooters and bikes anywhere in the park. All users are strongly advised to wear a helmet, and those under 12 are required to do so. Visitors are asked not to bring glass bottles onto the site. On Sunday mornings, until 10:00, the bowl is set aside for beginners, and more experienced riders should give them room. As the park is unstaffed, in the event of an injury call 999 first and then report the incident to the parks team on 01632 960 418.",
            ),
            Good(
                "pl",
                "Skatepark Riverside jest otwarty od 8:00 do zmroku. Zgodnie z przepisem 7 regulaminu Parks and Open Spaces Byelaws 2019 na terenie całego parku nie wolno używać skuterów ani rowerów z napędem silnikowym. Kask jest zdecydowanie zalecany dla wszystkich, a osoby poniżej 12 lat muszą go nosić. Prosimy nie przynosić na teren parku szklanych butelek. W niedzielne poranki do godz. 10:00 niecka jest zarezerwowana dla początkujących, a bardziej doświadczeni jeżdżący powinni zostawić im miejsce. Na miejscu nie ma obsługi, dlatego w razie wypadku najpierw zadzwoń pod numer 999, a potem zgłoś zdarzenie zespołowi ds. parków pod numerem 01632 960 418.",
            ),
        ],
        bad=[
            Slip(0, [("Byelaw 7,", "Byelaw 9,")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "those under 12 are required to do so",
                        "those under 12 are encouraged to do so",
                    )
                ],
                "modality",
            ),
            Slip(2, [("Na miejscu nie ma obsługi", "Na miejscu jest obsługa")], "negation"),
        ],
    ),
    Case(
        key="en-bridal-alterations-fitting-timeline-costs",
        source="Thank you for choosing us for your bridal alterations. For a wedding on Saturday 14 June, your first fitting should take place no later than 12 April, with the final fitting in the week of 2 June. Please bring the shoes and underwear you plan to wear on the day to every appointment. Standard alterations — hem, bustle and taking in the side seams — usually cost between £180 and £260, depending on the number of layers. We require a 50% deposit before any cutting begins. Rush work in under three weeks may be possible, but it carries a surcharge of £75 and cannot be guaranteed.",
        good=[
            Good(
                "preserve",
                "Thanks for trusting us with your bridal alterations. As your wedding is on Saturday 14 June, you should have your first fitting by 12 April at the latest, and your final fitting in the week of 2 June. Please bring the shoes and underwear you'll wear on the day to each appointment. A standard set of alterations (hem, bustle, taking in the side seams) usually comes to £180–£260, depending on how many layers the dress has. We need a 50% deposit before we start cutting. If you need the work done in under three weeks, we may be able to do it, but there's a £75 surcharge and we can't guarantee it.",
            ),
            Good(
                "preserve",
                "We are grateful that you have chosen us for your bridal alterations. Given a wedding date of Saturday 14 June, the first fitting should be held by 12 April at the latest and the final fitting during the week of 2 June. Kindly bring the shoes and underwear you intend to wear on the day to each appointment. Standard alterations (hem, bustle and side seams taken in) usually cost £180 to £260, depending on the number of layers. A 50% deposit is required before any cutting begins. Rush work taking under three weeks may be possible; however, it incurs a £75 surcharge and cannot be guaranteed.",
            ),
            Good(
                "pl",
                "Dziękujemy za powierzenie nam poprawek sukni ślubnej. Przy ślubie w sobotę 14 czerwca pierwsza przymiarka powinna odbyć się najpóźniej 12 kwietnia, a ostatnia — w tygodniu, w którym przypada 2 czerwca. Na każdą wizytę prosimy zabierać buty i bieliznę, które planujesz założyć w dniu ślubu. Standardowe poprawki — skrócenie, upięcie trenu i zwężenie w bocznych szwach — kosztują zwykle od 180 do 260 funtów, w zależności od liczby warstw. Przed rozpoczęciem krojenia wymagamy zaliczki w wysokości 50%. Ekspresowe wykonanie w czasie krótszym niż trzy tygodnie może być możliwe, ale wiąże się z dopłatą 75 funtów i nie możemy go zagwarantować.",
            ),
        ],
        bad=[
            Slip(1, [("by 12 April at the latest", "by 19 April at the latest")], "date"),
            Slip(2, [("zaliczki w wysokości 50%", "zaliczki w wysokości 30%")], "number"),
            Slip(
                0,
                [
                    (
                        "We need a 50% deposit before we start cutting.",
                        "We need a 50% deposit before we start cutting, and the balance is due at the final fitting.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-rescue-hen-adoption-what-to-expect",
        source="Our rescued hens come from commercial farms at around 18 months old, when they are no longer considered productive. Most adapt to garden life within two to three weeks, although some may take longer to grow back their feathers. We rehome hens in groups of at least three, because a single hen kept alone is likely to become stressed. Your coop should allow roughly one square metre of floor space per bird, and it must be fox-proof. We ask for a suggested donation of £5 per hen, which helps cover transport and vet checks. Hens are not suitable for homes that cannot offer daily access to a secure outdoor run.",
        good=[
            Good(
                "preserve",
                "Thinking of adopting? Here's what to expect. Our hens are rescued from commercial farms at about 18 months old, once they're no longer seen as productive. Most settle into garden life within two to three weeks, though some may need longer to regrow their feathers. We only rehome them in groups of three or more, since a hen on her own is likely to get stressed. Your coop should give each bird roughly one square metre of floor space, and it must be fox-proof. We ask for a suggested donation of £5 per hen to help cover transport and vet checks. If you can't offer daily access to a secure outdoor run, hens aren't suitable for your home.",
            ),
            Good(
                "preserve",
                """Adopting rescue hens – the essentials
- Origin: commercial farms, at around 18 months old, when they're no longer considered productive.
- Settling in: most hens adapt to garden life within two to three weeks; some may take longer to grow their feathers back.
- Group size: at least three hens, as a hen kept on her own is likely to become stressed.
- Coop: should allow roughly 1 m² of floor space per bird and must be fox-proof.
- Donation: £5 per hen suggested, towards transport and vet checks.
- Not suitable for homes that cannot offer daily access to a secure outdoor run.""",
            ),
            Good(
                "pl",
                "Nasze uratowane kury pochodzą z ferm komercyjnych i trafiają do nas w wieku około 18 miesięcy, gdy przestają być uznawane za wydajne. Większość przyzwyczaja się do życia w ogrodzie w ciągu dwóch–trzech tygodni, choć niektórym odrastanie piór może zająć więcej czasu. Kury oddajemy w grupach liczących co najmniej trzy ptaki, ponieważ kura trzymana samotnie prawdopodobnie będzie zestresowana. Kurnik powinien zapewniać mniej więcej metr kwadratowy powierzchni na ptaka i musi być zabezpieczony przed lisami. Prosimy o sugerowaną darowiznę w wysokości 5 funtów za kurę, która pomaga pokryć koszty transportu i badań weterynaryjnych. Kury nie nadają się do domów, które nie mogą zapewnić im codziennego dostępu do bezpiecznego wybiegu.",
            ),
        ],
        bad=[
            Slip(0, [("at about 18 months old", "at 18 months old")], "hedge"),
            Slip(
                1,
                [
                    (
                        "- Group size:",
                        "- Health: every hen is wormed and vaccinated before rehoming.\n- Group size:",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("co najmniej trzy ptaki", "co najmniej dwa ptaki")], "number"),
        ],
    ),
    Case(
        key="en-orienteering-spring-score-event-notes",
        source="""# Spring Score Event: Hollowmoor Woods

Starts are open from **10:00 to 11:30 on Sunday 23 March 2025**, and all courses close at 13:30.

## Entries
- Online entry closes on **Wednesday 19 March** at [entries.hollowmoor-oc.org.uk](https://entries.hollowmoor-oc.org.uk).
- Entry on the day is available only if maps remain.

## Kit
- Whistles are compulsory on all courses.
- Full leg cover may be required if the ground is wet.

Dogs are not allowed in the assembly area. Results will be posted at https://hollowmoor-oc.org.uk/results by the evening.""",
        good=[
            Good(
                "preserve",
                """# Spring Score Event: Hollowmoor Woods

You can start any time between **10:00 and 11:30 on Sunday 23 March 2025**; every course closes at 13:30.

## Entries
- Enter online at [entries.hollowmoor-oc.org.uk](https://entries.hollowmoor-oc.org.uk) before online entry closes on **Wednesday 19 March**.
- On the day, you can only enter if there are maps left.

## Kit
- A whistle is compulsory on every course.
- If the ground is wet, full leg cover may be required.

Dogs are not allowed in the assembly area. Results will go up at https://hollowmoor-oc.org.uk/results by the evening.""",
            ),
            Good(
                "preserve",
                """# Spring Score Event: Hollowmoor Woods

**Sunday 23 March 2025**: starts 10:00–11:30, all courses close 13:30.

## Entries
- Online: closes **Wednesday 19 March**, via [entries.hollowmoor-oc.org.uk](https://entries.hollowmoor-oc.org.uk).
- On the day: only while maps remain.

## Kit
- Whistle: compulsory on all courses.
- Full leg cover: may be required in wet conditions.

No dogs in the assembly area. Results at https://hollowmoor-oc.org.uk/results by the evening.""",
            ),
            Good(
                "pl",
                """# Wiosenne zawody typu scorelauf: Hollowmoor Woods

Starty odbywają się **w niedzielę 23 marca 2025 r. w godz. 10:00–11:30**, a wszystkie trasy zamykamy o 13:30.

## Zgłoszenia
- Zgłoszenia online przyjmujemy do **środy 19 marca** na stronie [entries.hollowmoor-oc.org.uk](https://entries.hollowmoor-oc.org.uk).
- Zgłoszenie w dniu zawodów będzie możliwe tylko wtedy, gdy zostaną wolne mapy.

## Wyposażenie
- Gwizdek jest obowiązkowy na wszystkich trasach.
- Przy mokrym terenie może być wymagane pełne zakrycie nóg.

Psy nie mają wstępu na teren centrum zawodów. Wyniki opublikujemy do wieczora na stronie https://hollowmoor-oc.org.uk/results.""",
            ),
        ],
        bad=[
            Slip(0, [("## Kit\n", "Kit\n")], "markdown"),
            Slip(
                1,
                [("https://hollowmoor-oc.org.uk/results", "https://hollowmoor-oc.org.uk/news")],
                "url",
            ),
            Slip(2, [("do **środy 19 marca**", "do **środy 12 marca**")], "date"),
        ],
    ),
    Case(
        key="en-mushroom-foraging-walk-safety-brief",
        source="Our autumn foraging walks are led by a mycologist and last around three hours. The aim is identification, not collecting for the pot: you may pick a small number of specimens to examine, but you must not eat anything found on the walk unless the leader has confirmed it is safe. Even experienced foragers can confuse edible species with poisonous lookalikes, and some toxic mushrooms may cause symptoms only after 24 hours. Children are welcome but should stay within sight of an adult at all times. Walks go ahead in light rain; we will cancel only if there is a weather warning for the area.",
        good=[
            Good(
                "preserve",
                "Join one of our autumn foraging walks, led by a mycologist and lasting about three hours. We focus on identifying fungi, not on collecting them for the pot. You may pick a few specimens to look at more closely, but you must not eat anything you find on the walk unless the leader has confirmed it's safe. Even seasoned foragers can mix up edible species and their poisonous lookalikes, and some toxic mushrooms may only cause symptoms after 24 hours. Kids are welcome, but they should stay within sight of an adult the whole time. Light rain won't stop us — we'll only cancel if there's a weather warning for the area.",
            ),
            Good(
                "preserve",
                """Autumn foraging walks – what you need to know
- Led by a mycologist; around three hours long.
- Purpose: identification, not collecting for the pot.
- You may pick a small number of specimens to examine.
- You must not eat anything found on the walk unless the leader has confirmed it is safe: even experienced foragers can confuse edible species with poisonous lookalikes, and some toxic mushrooms may cause symptoms only after 24 hours.
- Children are welcome but should remain within sight of an adult at all times.
- Walks take place in light rain and are cancelled only if there is a weather warning for the area.""",
            ),
            Good(
                "pl",
                "Nasze jesienne spacery grzybiarskie prowadzi mykolog, a każdy trwa około trzech godzin. Chodzi o rozpoznawanie gatunków, a nie o zbieranie grzybów do garnka: można zerwać kilka okazów, żeby im się przyjrzeć, ale nie wolno jeść niczego znalezionego podczas spaceru, dopóki prowadzący nie potwierdzi, że jest to bezpieczne. Nawet doświadczeni grzybiarze mogą pomylić gatunki jadalne z trującymi sobowtórami, a niektóre toksyczne grzyby mogą wywołać objawy dopiero po 24 godzinach. Dzieci są mile widziane, ale powinny przez cały czas pozostawać w zasięgu wzroku dorosłego. Spacery odbywają się przy lekkim deszczu; odwołujemy je tylko wtedy, gdy dla okolicy wydano ostrzeżenie pogodowe.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "identification, not collecting for the pot",
                        "identification and collecting for the pot",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "some toxic mushrooms may only cause symptoms",
                        "some toxic mushrooms only cause symptoms",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("można zerwać kilka okazów", "należy zerwać kilka okazów")], "modality"),
        ],
    ),
    Case(
        key="en-tidal-island-causeway-crossing-window",
        source="The causeway to St Bride's Island is safe to cross for approximately two hours either side of low tide. On Saturday 9 August, low tide is at 14:20, so the safe crossing window runs from about 12:20 to 16:20. Do not start across after the closing time shown on the board at the causeway head, even if the road still looks dry; the tide comes in faster than most people expect. The crossing is 1.6 km long and takes walkers about 25 minutes. Vehicles are not permitted on the island between 1 July and 31 August. Tide times are published at www.stbridesisland.org/tides.",
        good=[
            Good(
                "preserve",
                "You can safely cross the causeway to St Bride's Island for roughly two hours on either side of low tide. On Saturday 9 August, low tide is at 14:20, which gives a safe window of about 12:20–16:20. Never set off after the closing time on the board at the head of the causeway, even if the road still looks dry — the tide comes in faster than most people think. The causeway is 1.6 km long, and walking it takes about 25 minutes. From 1 July to 31 August, vehicles aren't allowed on the island. You'll find tide times at www.stbridesisland.org/tides.",
            ),
            Good(
                "preserve",
                """St Bride's Island crossing – Saturday 9 August
- Low tide: 14:20
- Safe crossing window: approximately 12:20 to 16:20 (about two hours either side of low tide)
- Distance: 1.6 km, roughly 25 minutes on foot
- No vehicles permitted on the island from 1 July to 31 August

Do not begin crossing after the closing time displayed on the board at the causeway head, even if the road appears dry: the tide rises faster than most people expect. Tide times: www.stbridesisland.org/tides""",
            ),
            Good(
                "pl",
                "Przez groblę na wyspę St Bride's można bezpiecznie przejść w okresie około dwóch godzin przed niską wodą i po niej. W sobotę 9 sierpnia niska woda przypada o 14:20, więc bezpieczne okno trwa mniej więcej od 12:20 do 16:20. Nie wchodź na groblę po godzinie zamknięcia podanej na tablicy przy jej początku, nawet jeśli droga wciąż wygląda na suchą — przypływ nadchodzi szybciej, niż większość ludzi się spodziewa. Grobla ma 1,6 km długości, a piesi pokonują ją w około 25 minut. Od 1 lipca do 31 sierpnia pojazdy nie mają wstępu na wyspę. Godziny pływów są publikowane na stronie www.stbridesisland.org/tides.",
            ),
        ],
        bad=[
            Slip(1, [("Saturday 9 August", "Saturday 16 August")], "date"),
            Slip(2, [("1,6 km", "2,6 km")], "number"),
            Slip(
                0,
                [("vehicles aren't allowed on the island", "vehicles are allowed on the island")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-thornbury-brass-band-new-players",
        source="Thornbury Silver Band is looking for new players, especially cornets, a tenor horn and a second baritone. We rehearse on Tuesday evenings from 19:30 to 21:30 at the Methodist hall on Mill Lane, and we play around 15 engagements a year, from village fêtes to the Remembrance Sunday parade. You don't need to read music fluently, but you should be able to play a scale and follow a simple part. The band can lend instruments to players who need one. Membership is £8 a month. If you'd like to come along to a rehearsal first, email our secretary at secretary@thornburysilverband.org.uk.",
        good=[
            Good(
                "preserve",
                "Thornbury Silver Band is recruiting! We'd love to hear from new players, particularly cornets, a tenor horn and a second baritone. Rehearsals are on Tuesday evenings, 19:30–21:30, at the Methodist hall on Mill Lane, and we play roughly 15 engagements a year, from village fêtes to the Remembrance Sunday parade. You don't have to be a fluent reader of music, though you should be able to play a scale and follow a simple part. If you need an instrument, the band can lend you one. Membership costs £8 a month. Fancy trying a rehearsal first? Email our secretary at secretary@thornburysilverband.org.uk.",
            ),
            Good(
                "preserve",
                "Thornbury Silver Band is recruiting new players and is particularly seeking cornets, a tenor horn and a second baritone. The band rehearses on Tuesday evenings between 19:30 and 21:30 at the Methodist hall, Mill Lane, and fulfils approximately 15 engagements each year, ranging from village fêtes to the Remembrance Sunday parade. Fluency in reading music is not necessary; however, players should be able to play a scale and follow a simple part. Instruments can be lent by the band to those who need them, and membership is £8 per month. Anyone wishing to attend a rehearsal first is invited to email the secretary at secretary@thornburysilverband.org.uk.",
            ),
            Good(
                "pl",
                "Orkiestra Thornbury Silver Band szuka nowych muzyków — szczególnie grających na kornecie, tenor hornie i drugim barytonie. Próby odbywają się we wtorki wieczorem od 19:30 do 21:30 w sali metodystów przy Mill Lane, a w ciągu roku gramy około 15 występów: od wiejskich festynów po paradę w Niedzielę Pamięci. Nie musisz biegle czytać nut, ale powinieneś umieć zagrać gamę i poradzić sobie z prostą partią. Orkiestra może wypożyczyć instrument osobom, które go potrzebują. Składka członkowska wynosi 8 funtów miesięcznie. Jeśli chcesz najpierw przyjść na próbę, napisz do naszego sekretarza: secretary@thornburysilverband.org.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Membership costs £8 a month.",
                        "Membership costs £8 a month, and your first three months are free.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "players should be able to play a scale",
                        "players must be able to play a scale",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("secretary@thornburysilverband.org.uk", "sekretarz@thornburysilverband.org.uk")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-allotment-tenancy-key-terms-letter",
        source="Your allotment tenancy runs from 1 October to 30 September and is renewed automatically unless either party gives notice. The annual rent for a full plot (250 square metres) is £62, payable within 28 days of the invoice. Water charges are not included in the rent. Under section 1 of the Allotments Act 1922, the council must give you at least twelve months' notice to quit, expiring on or before 6 April or on or after 29 September. Tenants must not sublet their plot or keep livestock other than hens and rabbits without written permission. At least 75% of the plot should be under cultivation throughout the growing season.",
        good=[
            Good(
                "preserve",
                "Your tenancy covers 1 October to 30 September and renews automatically unless you or the council give notice. A full plot is 250 square metres, and its yearly rent of £62 is due within 28 days of the invoice. Water charges aren't included in the rent. If the council wants to end your tenancy, section 1 of the Allotments Act 1922 says it must give you at least twelve months' notice, expiring on or before 6 April or on or after 29 September. Without written permission, you must not sublet your plot or keep any livestock other than hens and rabbits. Throughout the growing season, at least 75% of the plot should be cultivated.",
            ),
            Good(
                "preserve",
                """Allotment tenancy: key terms
1. Term: 1 October to 30 September, renewing automatically unless either party gives notice.
2. Rent: £62 a year for a full plot (250 m²), payable within 28 days of the invoice. Water charges are not included.
3. Notice to quit: under section 1 of the Allotments Act 1922, the council must give at least twelve months' notice, expiring on or before 6 April or on or after 29 September.
4. Restrictions: tenants must not sublet the plot or keep livestock other than hens and rabbits without written permission.
5. Cultivation: at least 75% of the plot should be under cultivation throughout the growing season.""",
            ),
            Good(
                "pl",
                "Twoja umowa dzierżawy działki obowiązuje od 1 października do 30 września i przedłuża się automatycznie, chyba że któraś ze stron ją wypowie. Roczny czynsz za pełną działkę (250 m²) wynosi 62 funty i jest płatny w ciągu 28 dni od wystawienia faktury. Opłaty za wodę nie są wliczone w czynsz. Zgodnie z sekcją 1 ustawy Allotments Act 1922 rada musi dać ci co najmniej dwunastomiesięczne wypowiedzenie, upływające najpóźniej 6 kwietnia lub najwcześniej 29 września. Dzierżawcom nie wolno bez pisemnej zgody podnajmować działki ani trzymać zwierząt innych niż kury i króliki. Przez cały sezon wegetacyjny co najmniej 75% działki powinno być uprawiane.",
            ),
        ],
        bad=[
            Slip(1, [("Allotments Act 1922", "Allotments Act 1925")], "legal_reference"),
            Slip(2, [("62 funty", "72 funty")], "number"),
            Slip(
                0,
                [
                    (
                        "Water charges aren't included in the rent.",
                        "Water charges are included in the rent.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-snapvault-backup-cli-readme-usage",
        source="""## Installation

`snapvault` requires Python 3.10 or later. Install it from PyPI:

```bash
pip install snapvault==2.4.1
```

## Usage

Run `snapvault init --repo ~/backups` once to create a repository, then `snapvault run` to take a snapshot. By default, snapshots older than 30 days are pruned; set `retention_days` in `snapvault.toml` to change this. Do not point two machines at the same repository: concurrent writes are not supported and may corrupt the index.""",
        good=[
            Good(
                "preserve",
                """## Installation

You'll need Python 3.10 or later to use `snapvault`. Install it from PyPI with:

```bash
pip install snapvault==2.4.1
```

## Usage

First, create a repository (you only need to do this once) with `snapvault init --repo ~/backups`. After that, take a snapshot by running `snapvault run`. Snapshots older than 30 days are pruned by default — to change that, set `retention_days` in `snapvault.toml`. Never point two machines at the same repository: concurrent writes aren't supported and may corrupt the index.""",
            ),
            Good(
                "preserve",
                """## Installation

`snapvault` needs Python 3.10+. Install from PyPI:

```bash
pip install snapvault==2.4.1
```

## Usage

1. Create a repository (once): `snapvault init --repo ~/backups`
2. Take a snapshot: `snapvault run`

Snapshots older than 30 days are pruned by default. To change the retention period, set `retention_days` in `snapvault.toml`.

> Do not point two machines at the same repository. Concurrent writes are not supported and may corrupt the index.""",
            ),
            Good(
                "pl",
                """## Instalacja

`snapvault` wymaga Pythona w wersji 3.10 lub nowszej. Zainstaluj go z PyPI:

```bash
pip install snapvault==2.4.1
```

## Użycie

Najpierw jednorazowo uruchom `snapvault init --repo ~/backups`, aby utworzyć repozytorium, a następnie `snapvault run`, aby wykonać migawkę. Domyślnie migawki starsze niż 30 dni są usuwane; aby to zmienić, ustaw `retention_days` w pliku `snapvault.toml`. Nie kieruj dwóch maszyn do tego samego repozytorium: równoczesne zapisy nie są obsługiwane i mogą uszkodzić indeks.""",
            ),
        ],
        bad=[
            Slip(0, [("set `retention_days`", "set `retain_days`")], "code"),
            Slip(
                1,
                [("```bash\npip install snapvault==2.4.1\n```", "pip install snapvault==2.4.1")],
                "markdown",
            ),
            Slip(2, [("starsze niż 30 dni", "starsze niż 14 dni")], "number"),
        ],
    ),
    Case(
        key="en-marchetti-olsen-canopy-heat-findings",
        source="Street trees appear to make a measurable difference to summer heat. In a study of 14 mid-sized European cities, Marchetti and Olsen (2022, Urban Climate 44, 101198) found that streets with at least 30% canopy cover were on average 1.8 °C cooler at 15:00 than comparable streets without trees. The effect was strongest on narrow residential streets and weakest near large car parks. The authors caution that surface temperature readings from satellites may overstate the benefit felt at pedestrian level, and they suggest that new planting would probably take 10 to 15 years to deliver similar cooling.",
        good=[
            Good(
                "preserve",
                "Trees along streets seem to make a measurable dent in summer heat. Marchetti and Olsen (2022, Urban Climate 44, 101198) looked at 14 mid-sized European cities and found that, at 15:00, streets with canopy cover of 30% or more were on average 1.8 °C cooler than similar streets with no trees. The cooling was greatest on narrow residential streets and smallest close to large car parks. However, the authors warn that satellite surface-temperature readings may overstate how much of the benefit is actually felt by pedestrians, and they suggest newly planted trees would probably need 10 to 15 years to provide comparable cooling.",
            ),
            Good(
                "preserve",
                "Evidence suggests that street trees measurably reduce summer heat. Examining 14 mid-sized European cities, Marchetti and Olsen (2022, Urban Climate 44, 101198) reported that streets with at least 30% canopy cover were, on average, 1.8 °C cooler at 15:00 than comparable treeless streets. The effect was most pronounced on narrow residential streets and least pronounced near large car parks. The authors note that satellite-derived surface temperatures may overstate the benefit experienced at pedestrian level, and suggest that new planting would probably take 10–15 years to achieve similar cooling.",
            ),
            Good(
                "pl",
                "Wygląda na to, że drzewa przyuliczne w wymierny sposób łagodzą letnie upały. W badaniu obejmującym 14 średniej wielkości miast europejskich Marchetti i Olsen (2022, Urban Climate 44, 101198) ustalili, że ulice, na których korony drzew pokrywały co najmniej 30% powierzchni, były o 15:00 średnio o 1,8 °C chłodniejsze niż porównywalne ulice bez drzew. Efekt był najsilniejszy na wąskich ulicach osiedlowych, a najsłabszy w pobliżu dużych parkingów. Autorzy zastrzegają, że satelitarne pomiary temperatury powierzchni mogą zawyżać korzyść odczuwalną na poziomie pieszych, i sugerują, że nowe nasadzenia prawdopodobnie potrzebowałyby 10–15 lat, by zapewnić podobne ochłodzenie.",
            ),
        ],
        bad=[
            Slip(1, [("(2022, Urban Climate 44", "(2020, Urban Climate 44")], "citation"),
            Slip(
                2,
                [
                    (
                        "nowe nasadzenia prawdopodobnie potrzebowałyby",
                        "nowe nasadzenia potrzebowałyby",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "smallest close to large car parks.",
                        "smallest close to large car parks, where heat stored in the asphalt cancelled out the shade.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-larch-road-deposit-dps-letter",
        source="""Dear Ms Okafor,

Your deposit of £1,150 for 14 Larch Road has been protected with the Deposit Protection Service, as required by section 213 of the Housing Act 2004. Your tenancy ends on 31 May 2025. Within 10 days of the end of the tenancy, you should let us know whether you agree with any proposed deductions. If we cannot agree, either of us may refer the dispute to the scheme's free adjudication service. Please note that we must return the undisputed part of the deposit within 10 days of agreeing the amount.

Kind regards,
Harbour Lettings""",
        good=[
            Good(
                "preserve",
                """Dear Ms Okafor,

We have protected your £1,150 deposit for 14 Larch Road with the Deposit Protection Service, as section 213 of the Housing Act 2004 requires. Your tenancy will end on 31 May 2025, and within 10 days after that you should tell us whether you accept any deductions we propose. If we can't reach agreement, either of us may take the dispute to the scheme's free adjudication service. We must pay back the part of the deposit that isn't in dispute within 10 days of the amount being agreed.

Kind regards,
Harbour Lettings""",
            ),
            Good(
                "preserve",
                """Dear Ms Okafor,

We write to confirm the following regarding your tenancy at 14 Larch Road:
- Your deposit of £1,150 is protected with the Deposit Protection Service, in accordance with section 213 of the Housing Act 2004.
- The tenancy ends on 31 May 2025.
- Within 10 days of the tenancy ending, you should inform us whether you agree with any proposed deductions.
- If we are unable to agree, either party may refer the dispute to the scheme's free adjudication service.
- We are obliged to return the undisputed portion of the deposit within 10 days of the amount being agreed.

Yours sincerely,
Harbour Lettings""",
            ),
            Good(
                "pl",
                """Szanowna Pani Okafor,

Pani kaucja w wysokości 1150 funtów za lokal przy 14 Larch Road została zabezpieczona w Deposit Protection Service, zgodnie z wymogiem sekcji 213 ustawy Housing Act 2004. Najem kończy się 31 maja 2025 r. W ciągu 10 dni od zakończenia najmu powinna Pani poinformować nas, czy zgadza się Pani z proponowanymi potrąceniami. Jeśli nie dojdziemy do porozumienia, każda ze stron może skierować spór do bezpłatnej procedury rozstrzygania sporów prowadzonej w ramach tego systemu. Informujemy, że niesporną część kaucji musimy zwrócić w ciągu 10 dni od uzgodnienia kwoty.

Z poważaniem
Harbour Lettings""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 213 of the Housing Act 2004", "section 214 of the Housing Act 2004")],
                "legal_reference",
            ),
            Slip(
                1,
                [("The tenancy ends on 31 May 2025.", "The tenancy ends on 30 June 2025.")],
                "date",
            ),
            Slip(
                2, [("każda ze stron może skierować", "każda ze stron musi skierować")], "modality"
            ),
        ],
    ),
    Case(
        key="en-late-caffeine-sleep-trial-summary",
        source="Drinking coffee late in the afternoon may cut into your sleep more than you think. In a small crossover trial, Haddad et al. (2023, Journal of Sleep Research, 32(4), e13852) gave 24 healthy adults either 200 mg of caffeine 6 hours before bedtime or a placebo. On caffeine nights, participants slept on average 41 minutes less, according to wrist actigraphy, yet most did not report feeling that their sleep was worse. The authors stress that the sample was small and that habitual heavy coffee drinkers were excluded, so the results might not apply to everyone.",
        good=[
            Good(
                "preserve",
                "That late-afternoon coffee may be costing you more sleep than you realise. Haddad et al. (2023, Journal of Sleep Research, 32(4), e13852) ran a small crossover trial in which 24 healthy adults were given either 200 mg of caffeine 6 hours before bed or a placebo. Wrist actigraphy showed that on caffeine nights they slept 41 minutes less on average — yet most of them didn't report feeling that their sleep had been worse. As the authors stress, the sample was small and habitual heavy coffee drinkers were left out, so the findings might not apply to everyone.",
            ),
            Good(
                "preserve",
                "Late-afternoon caffeine intake may reduce sleep more than is commonly assumed. In a small crossover trial (Haddad et al., 2023, Journal of Sleep Research, 32(4), e13852), 24 healthy adults received either 200 mg of caffeine 6 hours before bedtime or a placebo. Wrist actigraphy indicated that mean sleep duration was 41 minutes shorter on caffeine nights, although most participants did not report perceiving their sleep as worse. The authors emphasise the small sample and the exclusion of habitual heavy coffee drinkers, noting that the results might not generalise to everyone.",
            ),
            Good(
                "pl",
                "Kawa wypita późnym popołudniem może odbierać ci więcej snu, niż myślisz. W niewielkim badaniu krzyżowym Haddad i wsp. (2023, Journal of Sleep Research, 32(4), e13852) podawali 24 zdrowym dorosłym 200 mg kofeiny na 6 godzin przed snem albo placebo. Według pomiarów aktygrafem noszonym na nadgarstku w noce z kofeiną uczestnicy spali średnio o 41 minut krócej, a mimo to większość z nich nie zgłaszała, że ich sen był gorszy. Autorzy podkreślają, że próba była mała, a osoby regularnie pijące dużo kawy zostały wykluczone, więc wyniki mogą nie dotyczyć wszystkich.",
            ),
        ],
        bad=[
            Slip(2, [("32(4), e13852", "32(4), e13825")], "citation"),
            Slip(0, [("24 healthy adults", "42 healthy adults")], "number"),
            Slip(
                1,
                [
                    (
                        "Late-afternoon caffeine intake may reduce sleep",
                        "Late-afternoon caffeine intake reduces sleep",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-pottery-studio-kiln-booking-wiki",
        source="""### Booking the kiln

Members can book firings through the studio calendar at least 48 hours in advance. Each bisque firing costs £12 per shelf; glaze firings cost £15.

**Before loading:**
1. Check that pieces are completely dry — damp work may crack or explode.
2. Wipe glaze off the base of every pot.
3. Set the controller to program `P3` for bisque or `P5` for stoneware glaze.

Only trained members may load or unload the kiln. You must never open the lid above 200 °C.""",
        good=[
            Good(
                "preserve",
                """### Booking the kiln

Members can book a firing in the studio calendar, as long as it's at least 48 hours ahead. Bisque firings are £12 per shelf and glaze firings are £15.

**Before loading:**
1. Make sure every piece is completely dry — damp work may crack or even explode.
2. Wipe any glaze off the base of each pot.
3. Choose controller program `P3` for bisque, or `P5` for stoneware glaze.

Loading and unloading the kiln may only be done by trained members, and the lid must never be opened above 200 °C.""",
            ),
            Good(
                "preserve",
                """### Booking the kiln

Members can book firings in the studio calendar, no less than 48 hours beforehand. Prices: bisque £12 per shelf, glaze £15.

**Before loading:**
1. Ensure pieces are fully dry, as damp work may crack or explode.
2. Remove any glaze from the base of each pot.
3. Select program `P3` (bisque) or `P5` (stoneware glaze) on the controller.

Only trained members may load or unload the kiln, and you must never open the lid above 200 °C.""",
            ),
            Good(
                "pl",
                """### Rezerwacja pieca

Członkowie mogą rezerwować wypały w kalendarzu pracowni z co najmniej 48-godzinnym wyprzedzeniem. Wypał biskwitowy kosztuje 12 funtów za półkę, a wypał szkliwa 15 funtów.

**Przed załadunkiem:**
1. Sprawdź, czy prace są całkowicie suche — wilgotne mogą pęknąć lub eksplodować.
2. Zetrzyj szkliwo ze spodu każdego naczynia.
3. Ustaw na sterowniku program `P3` dla biskwitu lub `P5` dla szkliwa kamionkowego.

Piec mogą ładować i rozładowywać tylko przeszkoleni członkowie. Nigdy nie wolno otwierać pokrywy powyżej 200 °C.""",
            ),
        ],
        bad=[
            Slip(2, [("eksplodować.\n2. Zetrzyj", "eksplodować. Zetrzyj")], "markdown"),
            Slip(
                0, [("the lid must never be opened", "the lid should never be opened")], "modality"
            ),
            Slip(1, [("`P5` (stoneware glaze)", "`P4` (stoneware glaze)")], "code"),
        ],
    ),
    Case(
        key="en-repair-cafe-monthly-session-info",
        source="The Repair Café meets on the last Saturday of every month from 10:00 to 13:00 at St Anne's community centre. Volunteer fixers look at small electricals, bikes, clothing and furniture; we do not repair microwaves or anything with a gas connection. Repairs are free, although donations towards tools and insurance are welcome. Visitors stay with their item while it is being fixed and learn how to do it themselves. We can't promise every item will be repaired, and parts need to be bought by the owner. To volunteer, fill in the form at repaircafe-stannes.org/volunteer or drop us a line at hello@repaircafe-stannes.org.",
        good=[
            Good(
                "preserve",
                "Got something broken? Bring it to the Repair Café, held on the last Saturday of each month, 10:00–13:00, at St Anne's community centre. Our volunteer fixers handle small electricals, bikes, clothes and furniture — but we don't repair microwaves or anything with a gas connection. Repairs cost nothing, though donations towards tools and insurance are welcome. You'll stay with your item while it's fixed and learn how to do the repair yourself. We can't promise that every item will be fixed, and you'll need to buy any parts yourself. Want to volunteer? Fill in the form at repaircafe-stannes.org/volunteer or email hello@repaircafe-stannes.org.",
            ),
            Good(
                "preserve",
                "The Repair Café takes place from 10:00 to 13:00 on the last Saturday of each month at St Anne's community centre. Volunteer repairers work on small electrical appliances, bicycles, clothing and furniture, but microwaves and any items with a gas connection are not repaired. No fee is charged, although donations towards tools and insurance are welcome. Visitors remain with their item during the repair and learn how to carry it out themselves. Successful repair cannot be promised in every case, and any parts need to be purchased by the owner. Prospective volunteers are invited to complete the form at repaircafe-stannes.org/volunteer or to write to hello@repaircafe-stannes.org.",
            ),
            Good(
                "pl",
                "Repair Café spotyka się w ostatnią sobotę każdego miesiąca w godz. 10:00–13:00 w centrum społecznym St Anne's. Wolontariusze naprawiają drobny sprzęt elektryczny, rowery, ubrania i meble; nie naprawiamy kuchenek mikrofalowych ani niczego, co ma podłączenie gazowe. Naprawy są bezpłatne, choć chętnie przyjmujemy datki na narzędzia i ubezpieczenie. Odwiedzający zostają przy swoim przedmiocie podczas naprawy i uczą się, jak zrobić to samodzielnie. Nie możemy obiecać, że uda się naprawić każdą rzecz, a części musi kupić właściciel. Aby zostać wolontariuszem, wypełnij formularz na stronie repaircafe-stannes.org/volunteer lub napisz na adres hello@repaircafe-stannes.org.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "w centrum społecznym St Anne's.",
                        "w centrum społecznym St Anne's, tuż obok dworca kolejowego.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("Successful repair cannot be promised", "Successful repair can be promised")],
                "negation",
            ),
            Slip(
                0,
                [("repaircafe-stannes.org/volunteer", "repaircafe-stannes.org/volunteers")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-local-history-society-canal-wharf-talk",
        source="The Wendle Local History Society's next talk takes place on Thursday 16 October at 19:30 in the upstairs room of the Corn Exchange. Dr Helen Marsh will discuss the town's lost canal wharf, drawing on her recent article in the Journal of Transport History (vol. 44, no. 2, pp. 211–234). She argues that the wharf probably closed around 1868, two decades earlier than local guidebooks claim. Admission is £3 for visitors and free for members. The room is reached by stairs only; please let us know in advance if you need the talk recorded instead.",
        good=[
            Good(
                "preserve",
                "Join the Wendle Local History Society for its next talk on Thursday 16 October at 19:30, in the upstairs room at the Corn Exchange. Dr Helen Marsh will talk about the town's lost canal wharf, drawing on her recent article in the Journal of Transport History (vol. 44, no. 2, pp. 211–234). Her argument is that the wharf probably closed around 1868 — two decades earlier than local guidebooks say. Members get in free; visitors pay £3. The room can only be reached by stairs, so please tell us in advance if you need the talk recorded instead.",
            ),
            Good(
                "preserve",
                """The Wendle Local History Society's next talk: Thursday 16 October, 19:30, upstairs room, Corn Exchange.

Dr Helen Marsh will speak on the town's lost canal wharf, based on her recent article in the Journal of Transport History (vol. 44, no. 2, pp. 211–234), in which she argues that the wharf probably closed in about 1868, two decades before the date given in local guidebooks. Admission: free for members, £3 for visitors. Please note that the room is accessible by stairs only; if you need the talk to be recorded instead, kindly let us know in advance.""",
            ),
            Good(
                "pl",
                "Najbliższy wykład Towarzystwa Historii Lokalnej Wendle odbędzie się w czwartek 16 października o 19:30 w sali na piętrze budynku Corn Exchange. Dr Helen Marsh opowie o zaginionym nabrzeżu kanałowym w mieście, opierając się na swoim niedawnym artykule w „Journal of Transport History” (t. 44, nr 2, s. 211–234). Twierdzi, że nabrzeże prawdopodobnie zamknięto około 1868 roku, czyli dwie dekady wcześniej, niż podają lokalne przewodniki. Wstęp kosztuje 3 funty dla gości, a członkowie wchodzą bezpłatnie. Do sali można dostać się wyłącznie po schodach; jeśli potrzebujesz zamiast tego nagrania wykładu, daj nam znać z wyprzedzeniem.",
            ),
        ],
        bad=[
            Slip(0, [("pp. 211–234", "pp. 121–134")], "citation"),
            Slip(1, [("closed in about 1868", "closed in about 1886")], "date"),
            Slip(
                2,
                [
                    (
                        "Wstęp kosztuje 3 funty dla gości, a członkowie wchodzą bezpłatnie. Do sali można dostać się wyłącznie po schodach; jeśli potrzebujesz zamiast tego nagrania wykładu, daj nam znać z wyprzedzeniem.",
                        "Admission is £3 for visitors and free for members. The room is reached by stairs only; please let us know in advance if you need the talk recorded instead.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-early-morning-lane-swim-rules",
        source="Lane swimming sessions run Monday to Friday from 6:30 to 9:00 and are split into slow, medium and fast lanes. Please choose the lane that matches your pace and swim clockwise. If you need to rest, you should stop at the end of the lane and let others turn. Overtaking is allowed only at the wall, not mid-length. Swimmers may use kickboards and pull buoys, but fins are not allowed during busy periods. Sessions are capped at 32 swimmers, and a session costs £4.60, or £3.20 with a Leisure Card. Under-16s must be able to swim 100 metres unaided.",
        good=[
            Good(
                "preserve",
                "Lane swimming runs Monday–Friday, 6:30–9:00, with slow, medium and fast lanes. Please pick the lane that suits your pace, and swim clockwise. Need a breather? You should stop at the end of the lane so others can turn. Overtake only at the wall, never mid-length. You may use kickboards and pull buoys, but fins aren't allowed at busy times. Each session has a limit of 32 swimmers and costs £4.60, or £3.20 if you have a Leisure Card. Swimmers under 16 must be able to swim 100 metres without help.",
            ),
            Good(
                "preserve",
                """Lane swimming – rules
- Sessions: Monday to Friday, 6:30–9:00, with slow, medium and fast lanes.
- Please choose a lane that matches your pace and swim clockwise.
- To rest, you should stop at the end of the lane and allow others to turn.
- Overtaking is allowed only at the wall, not in the middle of a length.
- Kickboards and pull buoys may be used; fins are not permitted during busy periods.
- Maximum 32 swimmers per session.
- Price: £4.60 per session, or £3.20 with a Leisure Card.
- Under-16s must be able to swim 100 metres unaided.""",
            ),
            Good(
                "pl",
                "Sesje pływania torowego odbywają się od poniedziałku do piątku w godz. 6:30–9:00, a tory są podzielone na wolne, średnie i szybkie. Prosimy wybrać tor odpowiedni do swojego tempa i pływać zgodnie z ruchem wskazówek zegara. Jeśli potrzebujesz odpoczynku, powinieneś zatrzymać się na końcu toru i pozwolić innym zawrócić. Wyprzedzać można tylko przy ścianie, nie w połowie długości basenu. Można korzystać z desek i ósemek do pływania, ale w godzinach największego ruchu płetwy są niedozwolone. Limit na sesję wynosi 32 osoby, a wejście kosztuje 4,60 funta lub 3,20 funta z kartą Leisure Card. Osoby poniżej 16 lat muszą umieć samodzielnie przepłynąć 100 metrów.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Under-16s must be able to swim", "Under-16s should be able to swim")],
                "modality",
            ),
            Slip(
                0,
                [("fins aren't allowed at busy times", "fins are allowed at busy times")],
                "negation",
            ),
            Slip(2, [("3,20 funta", "2,20 funta")], "number"),
        ],
    ),
    Case(
        key="en-oakfield-community-fridge-guidelines",
        source="The community fridge outside Oakfield library is open to everyone, and you don't need to register or explain why you're taking food. Donations must be labelled with the date they were made or bought, and cooked food should be no more than two days old. We cannot accept raw meat, fish, alcohol or baby formula. Volunteers check the fridge twice a day and will remove anything past its use-by date. Last year the fridge probably saved around four tonnes of food from the bin, although we only started weighing donations in March, so the real figure may be higher.",
        good=[
            Good(
                "preserve",
                "Anyone can use the community fridge outside Oakfield library — you don't need to sign up or tell us why you're taking food. If you're donating, you must label it with the date it was made or bought, and cooked food should be no more than two days old. We can't accept raw meat, fish, alcohol or baby formula. Volunteers check the fridge twice daily and will take out anything past its use-by date. Last year the fridge probably kept around four tonnes of food out of the bin — though we only began weighing donations in March, so the true figure may be higher.",
            ),
            Good(
                "preserve",
                """Community fridge (outside Oakfield library) – guidelines
- Open to everyone; you don't need to register or explain why you're taking food.
- All donations must be labelled with the date they were made or bought.
- Cooked food should be no more than two days old.
- We cannot accept raw meat, fish, alcohol or baby formula.
- Volunteers check the fridge twice a day and will remove anything past its use-by date.

Last year, the fridge probably saved roughly four tonnes of food from being thrown away. We only started weighing donations in March, however, so the actual figure may be higher.""",
            ),
            Good(
                "pl",
                "Lodówka społeczna przed biblioteką w Oakfield jest otwarta dla wszystkich — nie trzeba się rejestrować ani tłumaczyć, dlaczego bierze się jedzenie. Przekazywane produkty muszą być opisane datą przygotowania lub zakupu, a gotowane potrawy powinny mieć nie więcej niż dwa dni. Nie możemy przyjmować surowego mięsa, ryb, alkoholu ani mleka modyfikowanego dla niemowląt. Wolontariusze sprawdzają lodówkę dwa razy dziennie i usuwają wszystko, czemu minął termin przydatności do spożycia. W zeszłym roku lodówka prawdopodobnie uratowała przed wyrzuceniem około czterech ton jedzenia, ale donacje zaczęliśmy ważyć dopiero w marcu, więc rzeczywista ilość może być większa.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "- Volunteers check the fridge",
                        "- Volunteers from Oakfield Rotary Club check the fridge",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("lodówka prawdopodobnie uratowała", "lodówka uratowała")], "hedge"),
            Slip(0, [("you must label it", "you should label it")], "modality"),
        ],
    ),
]
