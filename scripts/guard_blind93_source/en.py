# ruff: noqa: E501, RUF001
"""English source cases of blind set 93: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-allotment-plot-inspection-bonfire-rules",
        source="Dear members, this year's plot inspection will take place on Saturday 14 June. The committee will check that every plot is mainly cultivated for fruit and vegetables, as required by section 22 of the Allotments Act 1922, and that at least 75% of its area is in use. Sheds must not be larger than 6 square metres, and no greenhouse may be put up without written permission from the committee. Bonfires are not allowed between 1 April and 30 September. Tenants whose plots are found neglected will get a written warning and 28 days to put things right. Rent for the 2026 season is £42 per full plot.",
        good=[
            Good(
                "preserve",
                "Hello everyone! Our plot inspection is on Saturday 14 June. The committee will be checking two things: that your plot is mainly cultivated for fruit and vegetables, as section 22 of the Allotments Act 1922 requires, and that at least 75% of it is in use. A few reminders: sheds must not be bigger than 6 square metres, you need the committee's written permission before putting up a greenhouse, and bonfires are not allowed from 1 April to 30 September. If your plot is found neglected, you'll get a written warning and 28 days to sort it out. Rent for the 2026 season is £42 per full plot.",
            ),
            Good(
                "preserve",
                """Plot inspection: Saturday 14 June

The committee will verify that:
- each plot is mainly cultivated for fruit and vegetables (section 22 of the Allotments Act 1922);
- at least 75% of each plot is in use.

Rules to note:
- Sheds must not exceed 6 square metres.
- Greenhouses may not be erected without the committee's written permission.
- Bonfires are prohibited between 1 April and 30 September.

Tenants of neglected plots will receive a written warning and will have 28 days to remedy the situation. Rent for the 2026 season: £42 per full plot.""",
            ),
            Good(
                "pl",
                "Drodzy działkowcy, tegoroczny przegląd działek odbędzie się w sobotę 14 czerwca. Zarząd sprawdzi, czy każda działka jest użytkowana głównie do uprawy owoców i warzyw, jak wymaga tego sekcja 22 ustawy Allotments Act 1922, oraz czy w użyciu jest co najmniej 75% jej powierzchni. Szopy nie mogą mieć więcej niż 6 metrów kwadratowych, a szklarnię wolno postawić wyłącznie za pisemną zgodą zarządu. Palenie ognisk jest zabronione od 1 kwietnia do 30 września. Użytkownicy zaniedbanych działek otrzymają pisemne upomnienie i 28 dni na uporządkowanie terenu. Opłata za sezon 2026 wynosi 42 funty za pełną działkę.",
            ),
        ],
        bad=[
            Slip(0, [("bonfires are not allowed from", "bonfires are allowed from")], "negation"),
            Slip(1, [("at least 75% of each plot", "at least 50% of each plot")], "number"),
            Slip(2, [("sekcja 22 ustawy", "sekcja 12 ustawy")], "legal_reference"),
        ],
    ),
    Case(
        key="en-3d-print-service-file-preparation",
        source="""## Preparing your files

We accept models in `.stl`, `.3mf` and `.obj` format, up to 200 MB per file. Before uploading, run a mesh check in your slicer; files with non-manifold edges must be repaired first, or the order will be put on hold.

- Minimum wall thickness for PLA and PETG is 1.2 mm.
- Resin prints should be hollowed if they are larger than 5 cm in any direction.
- Text and embossed details should be at least 0.8 mm deep.

Orders placed before 2 p.m. usually ship within 3 working days. For large batches, contact us at orders@layerworks.co.uk.""",
        good=[
            Good(
                "preserve",
                """## Getting your files ready

You can upload models as `.stl`, `.3mf` or `.obj`, with a limit of 200 MB per file. Please run a mesh check in your slicer before you upload: any file with non-manifold edges must be repaired first, otherwise we'll put the order on hold. For PLA and PETG, walls need to be at least 1.2 mm thick. If a resin print is larger than 5 cm in any direction, it should be hollowed, and text or embossed details should be at least 0.8 mm deep.

Orders placed before 2 p.m. usually ship within 3 working days. Planning a large batch? Email us at orders@layerworks.co.uk.""",
            ),
            Good(
                "preserve",
                """## File preparation

Accepted formats: `.stl`, `.3mf`, `.obj` (max. 200 MB per file).

Run a mesh check in your slicer before uploading. Files with non-manifold edges must be repaired beforehand; otherwise, the order is put on hold.

- PLA and PETG: walls at least 1.2 mm thick.
- Resin: prints larger than 5 cm in any direction should be hollowed.
- Text and embossed details: at least 0.8 mm deep.

Orders placed before 2 p.m. usually ship within 3 working days. For large batches, write to orders@layerworks.co.uk.""",
            ),
            Good(
                "pl",
                """## Przygotowanie plików

Przyjmujemy modele w formatach `.stl`, `.3mf` i `.obj`, do 200 MB na plik. Przed wysłaniem sprawdź siatkę w slicerze: pliki z krawędziami non-manifold trzeba najpierw naprawić, w przeciwnym razie zamówienie zostanie wstrzymane.

- Minimalna grubość ścianek dla PLA i PETG to 1,2 mm.
- Wydruki żywiczne większe niż 5 cm w dowolnym wymiarze powinny być wydrążone.
- Napisy i wypukłe detale powinny mieć co najmniej 0,8 mm głębokości.

Zamówienia złożone przed 14:00 zwykle wysyłamy w ciągu 3 dni roboczych. W przypadku dużych serii napisz na adres orders@layerworks.co.uk.""",
            ),
        ],
        bad=[
            Slip(0, [("`.3mf`", "`.amf`")], "code"),
            Slip(1, [("thick.\n- Resin:", "thick. Resin:")], "markdown"),
            Slip(2, [("trzeba najpierw naprawić", "warto najpierw naprawić")], "modality"),
        ],
    ),
    Case(
        key="en-pine-ridge-wildfire-evacuation-order",
        source="EVACUATION ORDER – Pine Ridge and Cedar Flats. Effective immediately, residents of the area north of Highway 38 between Miller Road and Fawn Creek must leave now. Do not wait for a door-to-door notice and do not return until the order is lifted. An evacuation centre is open at Crestview High School, 2150 Oak Avenue, until at least 10 p.m. Sunday. Large animals can be taken to the county fairgrounds. If you need transport, call 211. Current fire maps and road closures are posted at www.sbcounty.gov/fireupdates. A shelter-in-place warning remains in effect for Lake Arrow, where residents should be ready to leave at short notice.",
        good=[
            Good(
                "preserve",
                """EVACUATION ORDER: Pine Ridge and Cedar Flats

If you live north of Highway 38 between Miller Road and Fawn Creek, you must leave now – the order is effective immediately.
- Do not wait for someone to come to your door with a notice.
- Do not go back until the order has been lifted.
- Evacuation centre: Crestview High School, 2150 Oak Avenue, open until at least 10 p.m. on Sunday.
- Large animals: these can go to the county fairgrounds.
- Need transport? Call 211.

Fire maps and road closures are kept up to date at www.sbcounty.gov/fireupdates. Lake Arrow remains under a shelter-in-place warning; residents there should be prepared to leave at short notice.""",
            ),
            Good(
                "preserve",
                "Pine Ridge and Cedar Flats are under an evacuation order, effective immediately. Everyone living north of Highway 38 between Miller Road and Fawn Creek must leave now. Don't wait for a door-to-door notice, and don't return until the order is lifted. Crestview High School (2150 Oak Avenue) is open as an evacuation centre until at least 10 p.m. Sunday, and large animals can be taken to the county fairgrounds. Anyone who needs transport can call 211. In Lake Arrow, a shelter-in-place warning is still in effect, and residents should be ready to leave at short notice. For current fire maps and road closures, see www.sbcounty.gov/fireupdates.",
            ),
            Good(
                "pl",
                "NAKAZ EWAKUACJI – Pine Ridge i Cedar Flats. Ze skutkiem natychmiastowym mieszkańcy obszaru na północ od Highway 38, między Miller Road a Fawn Creek, muszą natychmiast opuścić ten obszar. Nie czekajcie na powiadomienie od drzwi do drzwi i nie wracajcie, dopóki nakaz nie zostanie odwołany. Centrum ewakuacyjne działa w Crestview High School przy 2150 Oak Avenue co najmniej do 22:00 w niedzielę. Duże zwierzęta można przewieźć na tereny targowe hrabstwa. Jeśli potrzebujecie transportu, dzwońcie pod numer 211. Aktualne mapy pożaru i informacje o zamkniętych drogach są dostępne na stronie www.sbcounty.gov/fireupdates. W Lake Arrow nadal obowiązuje ostrzeżenie o pozostaniu w domach; tamtejsi mieszkańcy powinni być gotowi do wyjazdu w każdej chwili.",
            ),
        ],
        bad=[
            Slip(0, [("- Do not wait for someone", "- Wait for someone")], "negation"),
            Slip(1, [("10 p.m. Sunday", "10 p.m. Saturday")], "date"),
            Slip(2, [("www.sbcounty.gov/fireupdates", "www.sbcounty.gov/fire")], "url"),
        ],
    ),
    Case(
        key="en-knitting-pattern-personal-licence-terms",
        source='By purchasing this pattern you receive a personal licence to knit the design as many times as you like. You may sell finished items made from it in small quantities – up to 50 pieces per year – provided the listing credits "Design by Marta Hollis". You must not share, resell or republish the pattern itself, in print or digitally, and you may not use the photographs in your own listings. Knitting groups and yarn shops that want to teach from the pattern should contact me at licensing@hollisknits.com for a class licence, which is free for charity events. Translations are not covered by this licence.',
        good=[
            Good(
                "preserve",
                """What your purchase includes:
- A personal licence to knit this design as often as you like.
- Permission to sell items you've knitted from it in small numbers (no more than 50 pieces a year), as long as your listing credits "Design by Marta Hollis".

What you must not do:
- Share, resell or republish the pattern itself, whether printed or digital.
- Use the pattern photos in your own listings.

Teaching from the pattern? Knitting groups and yarn shops should email licensing@hollisknits.com about a class licence, which is free for charity events. Please note that translations aren't covered by this licence.""",
            ),
            Good(
                "preserve",
                'Purchasing this pattern grants you a personal licence to knit the design an unlimited number of times. Finished items made from it may be sold in small quantities, up to 50 pieces per year, on condition that the listing credits "Design by Marta Hollis". The pattern itself must not be shared, resold or republished in any form, printed or digital, and its photographs may not be used in your listings. Knitting groups and yarn shops wishing to teach from the pattern should request a class licence at licensing@hollisknits.com; this licence is free for charity events. This licence does not cover translations.',
            ),
            Good(
                "pl",
                "Kupując ten wzór, otrzymujesz licencję osobistą, która pozwala wydziergać projekt dowolną liczbę razy. Gotowe wyroby możesz sprzedawać w niewielkich ilościach – do 50 sztuk rocznie – pod warunkiem, że w ofercie podasz informację „Design by Marta Hollis”. Nie wolno udostępniać, odsprzedawać ani ponownie publikować samego wzoru, ani w formie drukowanej, ani cyfrowej, a zdjęć wzoru nie możesz wykorzystywać we własnych ofertach. Koła dziewiarskie i sklepy z włóczką, które chcą prowadzić zajęcia na podstawie wzoru, powinny napisać na adres licensing@hollisknits.com w sprawie licencji na zajęcia – na wydarzenia charytatywne jest ona bezpłatna. Licencja nie obejmuje tłumaczeń.",
            ),
        ],
        bad=[
            Slip(0, [("yarn shops should email", "yarn shops must email")], "modality"),
            Slip(
                1,
                [
                    (
                        "free for charity events.",
                        "free for charity events and school knitting clubs.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("Licencja nie obejmuje tłumaczeń.", "Licencja obejmuje także tłumaczenia.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-sunrise-balloon-flight-booking-info",
        source="Our sunrise flights meet at the launch field at 5:45 a.m. and last about one hour in the air; with inflation, landing and the traditional champagne toast, allow roughly four hours in total. Each basket carries up to 12 passengers, and the maximum passenger weight is 120 kg. Flights depend entirely on the weather: around one in three scheduled flights is cancelled, usually because of wind or low cloud. If we cancel, your ticket stays valid for 24 months and you can rebook free of charge. Children must be at least 8 years old and 1.4 m tall. Vouchers bought before 1 March 2025 remain valid until their printed expiry date.",
        good=[
            Good(
                "preserve",
                """When do we meet? At the launch field at 5:45 a.m. for sunrise flights. You'll spend about an hour in the air, but with inflation, landing and the traditional champagne toast, plan on roughly four hours altogether.

How many people fly? Up to 12 passengers per basket, each weighing no more than 120 kg.

What about the weather? Flights depend entirely on it, and around one in three scheduled flights is cancelled, mostly because of wind or low cloud. If we cancel, your ticket remains valid for 24 months and you can rebook free of charge.

Can children come? Only if they are at least 8 years old and 1.4 m tall.

Vouchers purchased before 1 March 2025 are valid until the expiry date printed on them.""",
            ),
            Good(
                "preserve",
                "Sunrise flights: meet at the launch field at 5:45 a.m. The flight itself lasts about an hour, but allow roughly four hours overall for inflation, landing and the traditional champagne toast. Baskets take up to 12 passengers, with a maximum weight of 120 kg per passenger; children must be at least 8 years old and 1.4 m tall. Because flights depend entirely on the weather, around one in three scheduled flights is cancelled, usually due to wind or low cloud. If we cancel, your ticket stays valid for 24 months and can be rebooked free of charge. Vouchers bought before 1 March 2025 remain valid until the expiry date printed on them.",
            ),
            Good(
                "pl",
                "Na loty o wschodzie słońca spotykamy się na polu startowym o 5:45. Sam lot trwa około godziny, ale wliczając napełnianie balonu, lądowanie i tradycyjny toast szampanem, trzeba zarezerwować sobie mniej więcej cztery godziny. Kosz mieści do 12 pasażerów, a maksymalna waga pasażera to 120 kg. Loty całkowicie zależą od pogody: mniej więcej co trzeci zaplanowany lot jest odwoływany, zwykle z powodu wiatru lub niskich chmur. Jeśli odwołamy lot, bilet zachowuje ważność przez 24 miesiące i można bezpłatnie przełożyć go na inny termin. Dzieci muszą mieć co najmniej 8 lat i 1,4 m wzrostu. Vouchery kupione przed 1 marca 2025 r. zachowują ważność do daty ważności wydrukowanej na voucherze.",
            ),
        ],
        bad=[
            Slip(
                0, [("Up to 12 passengers per basket", "Up to 16 passengers per basket")], "number"
            ),
            Slip(
                1,
                [("around one in three scheduled flights", "one in three scheduled flights")],
                "hedge",
            ),
            Slip(2, [("przed 1 marca 2025 r.", "przed 1 maja 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-spa-sauna-floor-etiquette-rules",
        source="Welcome to the Löyly sauna floor. Please shower before entering any sauna and sit on a towel large enough for your whole body. Swimwear is not permitted in the Finnish saunas, but it may be worn in the steam room and the pool area. Löyly sessions with the sauna master start every hour on the half hour; the door stays closed for the full ten minutes, so please enter before the session begins. Phones and cameras must not be brought past the changing rooms. Guests with heart conditions or high blood pressure should consult a doctor before using the sauna, and everyone should drink plenty of water between rounds.",
        good=[
            Good(
                "preserve",
                """Welcome to the Löyly sauna floor! A few house rules:
- Shower before you go into any sauna.
- Sit on a towel that's big enough for your whole body.
- No swimwear in the Finnish saunas – you may wear it in the steam room and the pool area, though.
- Löyly sessions with the sauna master begin every hour at half past. The door stays shut for the whole ten minutes, so come in before the session starts.
- Phones and cameras must stay in the changing rooms – don't take them any further.
- If you have a heart condition or high blood pressure, you should check with a doctor before using the sauna.
- Everyone should drink plenty of water between rounds.""",
            ),
            Good(
                "preserve",
                "Welcome to the Löyly sauna floor. Guests are asked to shower before entering any of the saunas and to sit on a towel large enough for the whole body. Swimwear may be worn in the steam room and the pool area, but not in the Finnish saunas. Löyly sessions led by the sauna master begin every hour on the half hour and last ten minutes, during which the door remains closed; please enter before a session begins. Phones and cameras must not be taken beyond the changing rooms. Anyone with a heart condition or high blood pressure should consult a doctor before using the sauna, and all guests should drink plenty of water between rounds.",
            ),
            Good(
                "pl",
                "Witamy na piętrze saun Löyly. Przed wejściem do którejkolwiek sauny prosimy wziąć prysznic, a w saunie siadać na ręczniku na tyle dużym, by mieściło się na nim całe ciało. W saunach fińskich nie wolno przebywać w stroju kąpielowym, ale można go nosić w łaźni parowej i w strefie basenowej. Seanse löyly z saunamistrzem zaczynają się co godzinę o wpół do; drzwi pozostają zamknięte przez pełne dziesięć minut, dlatego prosimy wejść przed rozpoczęciem seansu. Telefonów i aparatów nie wolno wnosić dalej niż do szatni. Osoby z chorobami serca lub nadciśnieniem powinny przed skorzystaniem z sauny skonsultować się z lekarzem, a wszyscy powinni pić dużo wody między kolejnymi wejściami.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Löyly sessions with the sauna master begin",
                        "Löyly sessions with the sauna master, which include a honey scrub, begin",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1, [("but not in the Finnish saunas", "and also in the Finnish saunas")], "negation"
            ),
            Slip(2, [("powinny przed skorzystaniem", "muszą przed skorzystaniem")], "modality"),
        ],
    ),
    Case(
        key="en-numismatic-society-spring-auction-notice",
        source="The Northfield Numismatic Society's spring auction will be held on Thursday 17 April at 7:30 p.m. in the parish hall. Members may submit up to 10 lots each; the deadline for lot descriptions is 3 April. Please describe British coins using the numbering in Spink's Coins of England and the United Kingdom (59th edition, 2024) and state the grade honestly. Our commission is 5% on the hammer price, with a minimum of £2 per lot. Unsold lots must be collected on the night. At last month's meeting, Dr Alan Price presented his research on the Tower mint, published in the British Numismatic Journal, vol. 92 (2022), pp. 71–98.",
        good=[
            Good(
                "preserve",
                """Spring auction – Northfield Numismatic Society

- When and where: Thursday 17 April, 7:30 p.m., parish hall
- Lots: up to 10 per member; lot descriptions are due by 3 April
- Descriptions: for British coins, use the numbering in Spink's Coins of England and the United Kingdom (59th edition, 2024), and state the grade honestly
- Commission: 5% of the hammer price, minimum £2 per lot
- Unsold lots must be collected on the night

Also: at last month's meeting Dr Alan Price presented his research on the Tower mint, which appeared in the British Numismatic Journal, vol. 92 (2022), pp. 71–98.""",
            ),
            Good(
                "preserve",
                "The Northfield Numismatic Society's spring auction takes place in the parish hall on Thursday 17 April, starting at 7:30 p.m. Each member may enter up to 10 lots, and lot descriptions are due by 3 April. For British coins, please follow the numbering of Spink's Coins of England and the United Kingdom (59th edition, 2024), and give an honest grade. The society charges 5% commission on the hammer price (£2 minimum per lot). Any lots that don't sell must be collected the same evening. For those who missed last month's meeting: Dr Alan Price presented his Tower mint research there, published in the British Numismatic Journal, vol. 92 (2022), pp. 71–98.",
            ),
            Good(
                "pl",
                "Wiosenna aukcja Northfield Numismatic Society odbędzie się w czwartek 17 kwietnia o 19:30 w sali parafialnej. Każdy członek może zgłosić do 10 pozycji; opisy należy przesłać do 3 kwietnia. Monety brytyjskie prosimy opisywać według numeracji z katalogu Spink's Coins of England and the United Kingdom (59. wydanie, 2024) i rzetelnie podawać stan zachowania. Prowizja wynosi 5% ceny wylicytowanej, nie mniej niż 2 funty za pozycję. Niesprzedane pozycje trzeba odebrać tego samego wieczoru. Na zeszłomiesięcznym spotkaniu dr Alan Price przedstawił swoje badania nad mennicą Tower, opublikowane w British Numismatic Journal, t. 92 (2022), s. 71–98.",
            ),
        ],
        bad=[
            Slip(0, [("are due by 3 April", "are due by 10 April")], "date"),
            Slip(1, [("pp. 71–98", "pp. 171–198")], "citation"),
            Slip(2, [("Prowizja wynosi 5%", "Prowizja wynosi 8%")], "number"),
        ],
    ),
    Case(
        key="en-rifugio-summer-booking-deposit-conditions",
        source="Reservations for the Rifugio Vallelunga open on 1 March for the summer season, which runs from 20 June to 20 September. Bookings can only be made online at least 48 hours in advance; we do not take reservations by phone. A deposit of €30 per person is required to confirm your place. If you cancel more than 7 days before arrival, the deposit is refunded in full; after that, it is not refundable. Guests must bring a sleeping-bag liner, as blankets are provided but sheets are not. Half board costs €68 per night. Please note that the hut has no card terminal, so the balance must be paid in cash.",
        good=[
            Good(
                "preserve",
                "Planning a stay at Rifugio Vallelunga? Bookings for the summer season (20 June – 20 September) open on 1 March. You can only book online, at least 48 hours ahead – we don't take phone reservations. To confirm your place, a deposit of €30 per person is required. Cancel more than 7 days before you arrive and you get the whole deposit back; after that, it isn't refundable. Blankets are provided but sheets aren't, so you must bring a sleeping-bag liner. Half board is €68 a night. There's no card terminal at the hut, so you must pay the balance in cash.",
            ),
            Good(
                "preserve",
                """Rifugio Vallelunga – booking conditions

1. Summer season: 20 June to 20 September. Reservations open on 1 March.
2. Bookings are accepted online only, no later than 48 hours before arrival. Telephone reservations are not accepted.
3. A deposit of €30 per person is required to confirm a booking. It is refunded in full for cancellations made more than 7 days before arrival and is non-refundable thereafter.
4. Blankets are provided, but sheets are not; guests must bring a sleeping-bag liner.
5. Half board: €68 per night.
6. The hut has no card terminal; the balance must be paid in cash.""",
            ),
            Good(
                "pl",
                "Rezerwacje w Rifugio Vallelunga na sezon letni, trwający od 20 czerwca do 20 września, ruszają 1 marca. Zarezerwować można wyłącznie przez internet, najpóźniej 48 godzin przed przyjazdem; nie przyjmujemy rezerwacji telefonicznych. Aby potwierdzić miejsce, trzeba wpłacić zadatek w wysokości 30 € od osoby. W razie rezygnacji na więcej niż 7 dni przed przyjazdem zwracamy cały zadatek; później nie podlega on zwrotowi. Goście muszą zabrać własną wkładkę do śpiwora – zapewniamy koce, ale nie prześcieradła. Półpensja kosztuje 68 € za noc. Uwaga: w schronisku nie ma terminala płatniczego, więc pozostałą kwotę trzeba zapłacić gotówką.",
            ),
        ],
        bad=[
            Slip(
                0, [("after that, it isn't refundable", "after that, it is refundable")], "negation"
            ),
            Slip(
                1,
                [
                    (
                        "guests must bring a sleeping-bag liner",
                        "guests are advised to bring a sleeping-bag liner",
                    )
                ],
                "modality",
            ),
            Slip(2, [("ruszają 1 marca", "ruszają 15 marca")], "date"),
        ],
    ),
    Case(
        key="en-textile-bank-clothing-donation-guide",
        source="Our textile banks accept clean, dry clothing, bedding, curtains and paired shoes, tied together or bagged. Please do not put in wet or mouldy items, duvets or carpets, as a single wet bag can spoil a whole container. Items in good condition are sorted for resale, while worn-out fabric is shredded for insulation and industrial wipes. According to our 2023 figures, we collected around 1,850 tonnes, and roughly 60% of it was suitable for reuse. It is estimated that extending the life of a garment by nine months reduces its carbon footprint by about 20–30%. Banks are emptied twice a week; if one is full, please report it rather than leaving bags beside it.",
        good=[
            Good(
                "preserve",
                """What can go in our textile banks?
- Yes: clean, dry clothing, bedding and curtains, plus shoes in pairs – tied together or bagged.
- No: wet or mouldy items, duvets or carpets. A single wet bag can spoil a whole container.

What happens next? Anything in good condition is sorted for resale, and worn-out fabric is shredded to make insulation and industrial wipes. Our 2023 figures show we collected around 1,850 tonnes, of which roughly 60% could be reused. It's estimated that wearing a garment for nine months longer cuts its carbon footprint by about 20–30%.

We empty the banks twice a week. If you find one full, please report it instead of leaving bags next to it.""",
            ),
            Good(
                "preserve",
                "Textile banks take clean, dry clothing, bedding, curtains and paired shoes, either tied together or in bags. Please don't deposit wet or mouldy items, duvets or carpets, since one wet bag can spoil an entire container. Good-quality items are sorted for resale; worn-out fabric is shredded for use as insulation and industrial wipes. Our 2023 figures show that around 1,850 tonnes were collected, of which roughly 60% was suitable for reuse. Extending a garment's life by nine months is estimated to cut its carbon footprint by about 20–30%. The banks are emptied twice a week, so if you find a full one, please report it rather than leaving bags beside it.",
            ),
            Good(
                "pl",
                "Do naszych pojemników na tekstylia można wrzucać czystą, suchą odzież, pościel, zasłony oraz buty w parach – związane ze sobą lub zapakowane w worki. Prosimy nie wrzucać rzeczy mokrych ani zapleśniałych, kołder ani dywanów, ponieważ jeden mokry worek może zniszczyć zawartość całego pojemnika. Rzeczy w dobrym stanie są sortowane i trafiają do ponownej sprzedaży, a zużyte tkaniny są rozdrabniane na materiał izolacyjny i czyściwo przemysłowe. Według naszych danych za 2023 rok zebraliśmy około 1850 ton, z czego mniej więcej 60% nadawało się do ponownego użycia. Szacuje się, że przedłużenie używania ubrania o dziewięć miesięcy zmniejsza jego ślad węglowy o około 20–30%. Pojemniki opróżniamy dwa razy w tygodniu; jeśli któryś jest pełny, prosimy to zgłosić, zamiast zostawiać worki obok.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "worn-out fabric is shredded to make",
                        "worn-out fabric is sent to our partner plant in Leicester and shredded to make",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("around 1,850 tonnes", "around 1,580 tonnes")], "number"),
            Slip(2, [("Szacuje się, że przedłużenie", "Przedłużenie")], "hedge"),
        ],
    ),
    Case(
        key="en-translation-agency-sworn-certified-rates",
        source="Our standard rate for translation from English into Polish is £0.11 per source word, with a minimum charge of £45 per order. Certified translations for UK authorities are charged per page at £28 and include a signed statement of accuracy. Documents for use in Poland must be translated by a sworn translator (tłumacz przysięgły) under the Act of 25 November 2004 on the Profession of Sworn Translator; we charge these at £35 per page of 1,125 characters. Express delivery within 24 hours adds 50% to the price. Quotes are free and valid for 14 days.",
        good=[
            Good(
                "preserve",
                """Translation rates (English → Polish)

- Standard translation: £0.11 per source word, minimum £45 per order
- Certified translation for UK authorities: £28 per page, signed statement of accuracy included
- Sworn translation for documents to be used in Poland: £35 per page of 1,125 characters

Documents intended for Poland must be translated by a sworn translator (tłumacz przysięgły), as required by the Act of 25 November 2004 on the Profession of Sworn Translator. Need it fast? Express delivery within 24 hours costs an extra 50%. Quotes are free and remain valid for 14 days.""",
            ),
            Good(
                "preserve",
                "We charge £0.11 per source word for standard English-to-Polish translation, with a £45 minimum per order. If your documents will be used in Poland, they must be translated by a sworn translator (tłumacz przysięgły) under the Act of 25 November 2004 on the Profession of Sworn Translator; this service costs £35 per page of 1,125 characters. Certified translations for UK authorities cost £28 per page, and a signed statement of accuracy is included. For delivery within 24 hours, an express surcharge of 50% applies. All quotes are free of charge and valid for 14 days.",
            ),
            Good(
                "pl",
                "Standardowa stawka za tłumaczenie z angielskiego na polski wynosi 0,11 £ za słowo tekstu źródłowego, przy minimalnej opłacie 45 £ za zlecenie. Tłumaczenia poświadczone dla urzędów w Wielkiej Brytanii rozliczamy za stronę – 28 £ – i dołączamy do nich podpisane oświadczenie o wierności tłumaczenia. Dokumenty przeznaczone do użytku w Polsce musi przetłumaczyć tłumacz przysięgły zgodnie z ustawą z dnia 25 listopada 2004 r. o zawodzie tłumacza przysięgłego; za takie tłumaczenie pobieramy 35 £ za stronę obejmującą 1125 znaków. Ekspresowa realizacja w ciągu 24 godzin podnosi cenę o 50%. Wyceny są bezpłatne i ważne przez 14 dni.",
            ),
        ],
        bad=[
            Slip(0, [("Act of 25 November 2004", "Act of 25 November 2014")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "a signed statement of accuracy is included",
                        "a signed statement of accuracy and free tracked postage are included",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("podnosi cenę o 50%", "podnosi cenę o 30%")], "number"),
        ],
    ),
    Case(
        key="en-csvtidy-command-line-tool-readme",
        source="""# csvtidy

A small command-line tool that normalises CSV files: it fixes delimiters, trims whitespace and converts encodings to UTF-8.

## Installation

Requires Python 3.10 or newer. Install from PyPI:

```
pip install csvtidy
```

## Usage

Run `csvtidy input.csv -o clean.csv`. By default the original file is never modified. Use `--delimiter ';'` if your file does not use commas. Large files (over 1 GB) should be processed with `--stream`, which keeps memory use low.

Report bugs at https://github.com/mkowal/csvtidy/issues.""",
        good=[
            Good(
                "preserve",
                """# csvtidy

csvtidy is a lightweight command-line utility for normalising CSV files. It fixes delimiters, trims whitespace and converts encodings to UTF-8.

## Installation

You need Python 3.10 or later. Install it from PyPI:

```
pip install csvtidy
```

## Usage

```
csvtidy input.csv -o clean.csv
```

By default, your original file is never modified. If the file isn't comma-separated, pass `--delimiter ';'`. Large files (over 1 GB) should be processed with `--stream` to keep memory use low.

Found a bug? Please report it at https://github.com/mkowal/csvtidy/issues.""",
            ),
            Good(
                "preserve",
                """# csvtidy

Command-line tool for normalising CSV files: delimiter fixes, whitespace trimming and conversion to UTF-8.

## Installation

Python 3.10+ is required. Install from PyPI:

```
pip install csvtidy
```

## Usage

- Basic run: `csvtidy input.csv -o clean.csv` (by default, the original file is never modified).
- Files that don't use commas: add `--delimiter ';'`.
- Large files (over 1 GB): these should be processed with `--stream`, which keeps memory use low.

Bugs: https://github.com/mkowal/csvtidy/issues""",
            ),
            Good(
                "pl",
                """# csvtidy

Niewielkie narzędzie wiersza poleceń do normalizacji plików CSV: poprawia separatory, przycina białe znaki i konwertuje kodowanie na UTF-8.

## Instalacja

Wymaga Pythona 3.10 lub nowszego. Instalacja z PyPI:

```
pip install csvtidy
```

## Użycie

Uruchom `csvtidy input.csv -o clean.csv`. Domyślnie oryginalny plik nigdy nie jest modyfikowany. Jeśli plik nie używa przecinków jako separatora, dodaj `--delimiter ';'`. Duże pliki (powyżej 1 GB) powinny być przetwarzane z opcją `--stream`, która ogranicza zużycie pamięci.

Błędy zgłaszaj na https://github.com/mkowal/csvtidy/issues.""",
            ),
        ],
        bad=[
            Slip(0, [("## Usage", "Usage")], "markdown"),
            Slip(1, [("`--stream`", "`--streaming`")], "code"),
            Slip(
                2,
                [("https://github.com/mkowal/csvtidy/issues", "https://github.com/mkowal/csvtidy")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-teen-smartphone-sleep-study-summary",
        source="A study published in JAMA Pediatrics (Hale et al., 2023) followed 2,140 adolescents aged 13–16 for two years. Those who used a smartphone in bed after lights-out slept on average 38 minutes less per night than those who did not. The authors caution that the study was observational, so it cannot show that screens cause the shorter sleep; teenagers who already sleep poorly may simply reach for their phones more often. Still, they suggest that keeping phones out of the bedroom is likely to help, and they call for randomised trials. A similar link was reported earlier by Carter et al. (2016) in a meta-analysis of 20 studies.",
        good=[
            Good(
                "preserve",
                "Researchers followed 2,140 teenagers aged 13 to 16 for two years, in a study published in JAMA Pediatrics (Hale et al., 2023). Teens who used their smartphone in bed after the lights were off slept, on average, 38 minutes less a night than those who didn't. Because the study was observational, the authors warn, it can't show that screens cause the shorter sleep – teens who already sleep badly may simply pick up their phones more often. Even so, they suggest that keeping phones out of the bedroom is likely to help, and they are calling for randomised trials. Carter et al. (2016) had already reported a similar link in a meta-analysis of 20 studies.",
            ),
            Good(
                "preserve",
                """Key points from Hale et al. (2023), JAMA Pediatrics:

- Participants: 2,140 adolescents aged 13–16, followed for two years.
- Finding: those who used a smartphone in bed after lights-out slept an average of 38 minutes less per night than those who didn't.
- Limitation: the study was observational, so it cannot show that screens cause the shorter sleep; teenagers who already sleep poorly may simply use their phones more often.
- Advice: the authors suggest that keeping phones out of the bedroom is likely to help, and they call for randomised trials.
- Context: Carter et al. (2016) had earlier reported a similar link in a meta-analysis of 20 studies.""",
            ),
            Good(
                "pl",
                "Badanie opublikowane w JAMA Pediatrics (Hale i in., 2023) objęło 2140 nastolatków w wieku 13–16 lat, których obserwowano przez dwa lata. Ci, którzy po zgaszeniu światła korzystali w łóżku ze smartfona, spali średnio o 38 minut na noc krócej niż pozostali. Autorzy zastrzegają, że było to badanie obserwacyjne, więc nie może wykazać, że to ekrany powodują krótszy sen – nastolatki, które już wcześniej źle sypiają, mogą po prostu częściej sięgać po telefon. Mimo to sugerują, że trzymanie telefonów poza sypialnią prawdopodobnie pomoże, i postulują przeprowadzenie badań randomizowanych. Podobny związek opisali wcześniej Carter i in. (2016) w metaanalizie 20 badań.",
            ),
        ],
        bad=[
            Slip(0, [("Carter et al. (2016)", "Carter et al. (2019)")], "citation"),
            Slip(1, [("38 minutes less per night", "48 minutes less per night")], "number"),
            Slip(2, [("prawdopodobnie pomoże", "na pewno pomoże")], "hedge"),
        ],
    ),
    Case(
        key="en-gym-chain-member-privacy-notice",
        source="FitBay Gyms Ltd processes your personal data to manage your membership, on the basis of contract performance under Article 6(1)(b) of the UK GDPR. CCTV footage is recorded for security reasons under our legitimate interests (Article 6(1)(f)) and is automatically deleted after 30 days unless it is needed to investigate an incident. We keep membership records for 6 years after your membership ends, as required for tax purposes. We do not sell your data to third parties. You may request a copy of your data at any time; we must respond within one month. If you are unhappy with how we handle your data, you can complain to the Information Commissioner's Office.",
        good=[
            Good(
                "preserve",
                """How FitBay Gyms Ltd uses your data

- Membership: we process your personal data to manage your membership. The legal basis is performance of a contract (UK GDPR, Article 6(1)(b)).
- CCTV: we record footage for security reasons, relying on our legitimate interests (Article 6(1)(f)). Recordings are deleted automatically after 30 days, unless we need them to investigate an incident.
- Records: we keep membership records for 6 years after your membership ends, because tax rules require this.
- Selling data: we do not sell your data to third parties.
- Your rights: you may ask for a copy of your data at any time, and we must reply within one month. If you're not happy with how we handle your data, you can complain to the Information Commissioner's Office.""",
            ),
            Good(
                "preserve",
                "FitBay Gyms Ltd processes your personal data in order to manage your membership; the lawful basis is the performance of a contract under Article 6(1)(b) of the UK GDPR. For security reasons, and on the basis of our legitimate interests under Article 6(1)(f), we record CCTV footage, which is automatically erased after 30 days unless it is needed to investigate an incident. Membership records are retained for 6 years after your membership ends, as required for tax purposes. Your data is not sold to third parties. You may request a copy of your data at any time, and we must respond within one month. Should you be unhappy with how we handle your data, you can lodge a complaint with the Information Commissioner's Office.",
            ),
            Good(
                "pl",
                "FitBay Gyms Ltd przetwarza Twoje dane osobowe w celu obsługi Twojego członkostwa, na podstawie wykonania umowy zgodnie z art. 6 ust. 1 lit. b UK GDPR. Nagrania z monitoringu są rejestrowane ze względów bezpieczeństwa w ramach naszego prawnie uzasadnionego interesu (art. 6 ust. 1 lit. f) i są automatycznie usuwane po 30 dniach, chyba że są potrzebne do wyjaśnienia incydentu. Dokumentację członkostwa przechowujemy przez 6 lat od jego zakończenia, co wynika z wymogów podatkowych. Nie sprzedajemy Twoich danych podmiotom trzecim. W każdej chwili możesz poprosić o kopię swoich danych; musimy odpowiedzieć w ciągu miesiąca. Jeśli nie jesteś zadowolony z tego, jak postępujemy z Twoimi danymi, możesz złożyć skargę do Information Commissioner's Office.",
            ),
        ],
        bad=[
            Slip(0, [("after 30 days", "after 60 days")], "date"),
            Slip(1, [("Article 6(1)(b)", "Article 6(1)(a)")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "musimy odpowiedzieć w ciągu miesiąca",
                        "staramy się odpowiedzieć w ciągu miesiąca",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-england-tenancy-deposit-protection-rules",
        source="If you rent your home on an assured shorthold tenancy in England, your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it, as set out in section 213 of the Housing Act 2004. Since 1 June 2019, the Tenant Fees Act 2019 has capped deposits at five weeks' rent where the annual rent is under £50,000. Your landlord cannot take money from the deposit for normal wear and tear. If the deposit is not protected, you may be able to claim compensation of between one and three times the deposit amount. You should get your deposit back within 10 days of agreeing how much will be returned.",
        good=[
            Good(
                "preserve",
                """Renting on an assured shorthold tenancy in England? Here's what the law says about your deposit:

- Your landlord must put it in a government-approved protection scheme within 30 days of receiving it (Housing Act 2004, section 213).
- Since 1 June 2019, the Tenant Fees Act 2019 has limited deposits to five weeks' rent when the annual rent is below £50,000.
- Your landlord can't deduct anything for normal wear and tear.
- If your deposit isn't protected, you may be able to claim compensation of one to three times the deposit.
- Once you've agreed how much you'll get back, you should receive it within 10 days.""",
            ),
            Good(
                "preserve",
                "Landlords in England who let a home on an assured shorthold tenancy must, under section 213 of the Housing Act 2004, protect the tenant's deposit in a government-approved scheme within 30 days of receiving it. Where the annual rent is under £50,000, the Tenant Fees Act 2019 has, since 1 June 2019, capped the deposit at five weeks' rent. Deductions for normal wear and tear are not allowed. A tenant whose deposit has not been protected may be able to claim compensation of between one and three times the deposit amount. The deposit should be returned within 10 days of agreeing how much will be paid back.",
            ),
            Good(
                "pl",
                "Jeśli wynajmujesz mieszkanie w Anglii na podstawie umowy assured shorthold tenancy, wynajmujący musi w ciągu 30 dni od otrzymania kaucji zabezpieczyć ją w zatwierdzonym przez rząd systemie ochrony depozytów – tak stanowi sekcja 213 ustawy Housing Act 2004. Od 1 czerwca 2019 r. ustawa Tenant Fees Act 2019 ogranicza wysokość kaucji do równowartości czynszu za pięć tygodni, jeśli roczny czynsz jest niższy niż 50 000 funtów. Wynajmujący nie może potrącać z kaucji kosztów zwykłego zużycia. Jeżeli kaucja nie została zabezpieczona, możesz mieć prawo do odszkodowania w wysokości od jednokrotności do trzykrotności kaucji. Kaucję powinieneś odzyskać w ciągu 10 dni od uzgodnienia, jaka kwota zostanie zwrócona.",
            ),
        ],
        bad=[
            Slip(0, [("five weeks' rent", "six weeks' rent")], "number"),
            Slip(
                1,
                [
                    (
                        "Deductions for normal wear and tear are not allowed.",
                        "Deductions for normal wear and tear are allowed.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("sekcja 213 ustawy", "sekcja 214 ustawy")], "legal_reference"),
        ],
    ),
    Case(
        key="en-community-pharmacy-flu-jab-clinic",
        source="Free flu vaccinations are available at Greenway Pharmacy from 1 October for adults aged 65 and over, pregnant women and people with certain long-term conditions. You do not need an appointment on Tuesday and Thursday mornings, but on other days you should book online. Please tell the pharmacist if you have ever had a serious allergic reaction to a vaccine. Most people have no side effects, although your arm may feel sore for a day or two and some people get a mild temperature. The vaccine usually takes about two weeks to protect you, so it is best to have it before flu starts spreading, which is often in December.",
        good=[
            Good(
                "preserve",
                "From 1 October, Greenway Pharmacy is offering free flu jabs to adults aged 65 and over, pregnant women and people with certain long-term conditions. On Tuesday and Thursday mornings you don't need an appointment – just walk in; on other days you should book online. If you've ever had a serious allergic reaction to a vaccine, please let the pharmacist know. Most people don't get any side effects, though your arm may feel sore for a day or two and some people develop a mild temperature. It usually takes about two weeks for the vaccine to protect you, so it's best to get it before flu starts to spread – often in December.",
            ),
            Good(
                "preserve",
                """Free flu vaccinations at Greenway Pharmacy – from 1 October

Who can get one: adults aged 65 and over, pregnant women, and people with certain long-term conditions.

Appointments: not needed on Tuesday and Thursday mornings; on other days, you should book online.

Before your jab: tell the pharmacist if you have ever had a serious allergic reaction to a vaccine.

Side effects: most people have none, although your arm may feel sore for a day or two and some people get a mild temperature.

Timing: the vaccine usually takes about two weeks to protect you, so it is best to have it before flu starts spreading, which is often in December.""",
            ),
            Good(
                "pl",
                "Od 1 października w Greenway Pharmacy można się bezpłatnie zaszczepić przeciw grypie. Szczepienie przysługuje osobom w wieku 65 lat i starszym, kobietom w ciąży oraz osobom z niektórymi chorobami przewlekłymi. We wtorki i czwartki rano nie trzeba się umawiać, ale w pozostałe dni powinni Państwo zarezerwować wizytę przez internet. Jeśli kiedykolwiek wystąpiła u Państwa poważna reakcja alergiczna na szczepionkę, prosimy poinformować o tym farmaceutę. U większości osób nie występują żadne skutki uboczne, choć ramię może boleć przez dzień lub dwa, a u niektórych pojawia się lekko podwyższona temperatura. Szczepionka zwykle zaczyna chronić po około dwóch tygodniach, dlatego najlepiej zaszczepić się, zanim grypa zacznie się rozprzestrzeniać, co często następuje w grudniu.",
            ),
        ],
        bad=[
            Slip(0, [("It usually takes about two weeks", "It takes two weeks")], "hedge"),
            Slip(
                1,
                [("on other days, you should book online", "on other days, you must book online")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "U większości osób nie występują żadne skutki uboczne, choć ramię może boleć przez dzień lub dwa, a u niektórych pojawia się lekko podwyższona temperatura.",
                        "Most people have no side effects, although your arm may feel sore for a day or two and some people get a mild temperature.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-beekeeping-association-apiary-registration-reminder",
        source="All beekeepers in the county are asked to register their apiaries on BeeBase before 31 March. Registration is free and lets the Regional Bee Inspector warn you about disease outbreaks nearby. Colonies must not be moved out of a standstill zone while an American foulbrood investigation is under way. The association recommends treating for varroa in late summer, after the honey harvest, and again in December or January when colonies are broodless. Honey supers must never be on the hive during treatment. Our next hive inspection workshop is on Saturday 10 May at 10:00 at the Elm Lane apiary; bring your own veil and gloves.",
        good=[
            Good(
                "preserve",
                """Reminders from the association:

- All beekeepers in the county: please register your apiary on BeeBase before 31 March. It's free, and it lets the Regional Bee Inspector warn you about disease outbreaks nearby.
- While an American foulbrood investigation is under way, colonies must not be moved out of the standstill zone.
- We recommend treating for varroa in late summer, once the honey has been harvested, and again in December or January, when colonies have no brood.
- Honey supers must never be on the hive during treatment.
- Hive inspection workshop: Saturday 10 May, 10:00, Elm Lane apiary. Bring your own veil and gloves.""",
            ),
            Good(
                "preserve",
                "Every beekeeper in the county is asked to register their apiary on BeeBase before 31 March. Registration costs nothing and allows the Regional Bee Inspector to alert you to disease outbreaks in your area. While an American foulbrood investigation is under way, no colonies may be moved out of the standstill zone. For varroa, the association recommends treatment in late summer after the honey harvest, followed by a second treatment in December or January, when colonies are broodless; honey supers must never be on the hive during treatment. The next hive inspection workshop takes place at the Elm Lane apiary on Saturday 10 May at 10:00. Please bring your own veil and gloves.",
            ),
            Good(
                "pl",
                "Wszystkich pszczelarzy z hrabstwa prosimy o zarejestrowanie pasiek w systemie BeeBase przed 31 marca. Rejestracja jest bezpłatna i pozwala regionalnemu inspektorowi pszczelarskiemu ostrzegać pszczelarzy o ogniskach chorób w okolicy. W trakcie dochodzenia w sprawie zgnilca amerykańskiego nie wolno wywozić rodzin pszczelich ze strefy zakazu przemieszczania. Stowarzyszenie zaleca zwalczanie warrozy późnym latem, po miodobraniu, i ponownie w grudniu lub styczniu, gdy w rodzinach nie ma czerwiu. Podczas zabiegów na ulu nigdy nie mogą znajdować się nadstawki miodowe. Najbliższe warsztaty z przeglądu uli odbędą się w sobotę 10 maja o 10:00 w pasiece przy Elm Lane; prosimy zabrać własny kapelusz z siatką i rękawice.",
            ),
        ],
        bad=[
            Slip(0, [("colonies must not be moved out", "colonies must be moved out")], "negation"),
            Slip(1, [("Saturday 10 May at 10:00", "Saturday 17 May at 10:00")], "date"),
            Slip(
                2,
                [
                    (
                        "zwalczanie warrozy późnym latem",
                        "zwalczanie warrozy kwasem szczawiowym późnym latem",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-history-department-chicago-referencing-guide",
        source="The School of History uses the Chicago Manual of Style, 17th edition, notes and bibliography system. Footnotes must give the page number for every direct quotation, e.g. Eric Hobsbawm, The Age of Revolution (London: Weidenfeld & Nicolson, 1962), 45. Students may use Zotero or EndNote to manage references, but they should check every automatically generated note by hand. Online sources should include a stable URL or DOI and the date you accessed them. Further examples are available in the library's guide at https://library.kelham.ac.uk/guides/chicago. Essays that repeatedly omit references may be referred to the academic integrity panel.",
        good=[
            Good(
                "preserve",
                """Referencing in the School of History

We use the notes and bibliography system of the Chicago Manual of Style (17th edition).

- Every direct quotation needs a footnote that gives the page number, for example: Eric Hobsbawm, The Age of Revolution (London: Weidenfeld & Nicolson, 1962), 45.
- You may manage your references with Zotero or EndNote, but you should check every automatically generated note by hand.
- Online sources should include a stable URL or DOI and the date you accessed them.
- More examples are in the library's guide: https://library.kelham.ac.uk/guides/chicago.

Please note that essays which repeatedly leave out references may be referred to the academic integrity panel.""",
            ),
            Good(
                "preserve",
                "The School of History follows the notes and bibliography system of the Chicago Manual of Style, 17th edition. For each direct quotation, the footnote must give the page number, as in: Eric Hobsbawm, The Age of Revolution (London: Weidenfeld & Nicolson, 1962), 45. Zotero or EndNote may be used to manage references, but every note they generate automatically should be checked by hand. For online sources, a stable URL or DOI and the date of access should be given. More examples can be found in the library guide (https://library.kelham.ac.uk/guides/chicago). Essays that repeatedly omit references may be referred to the academic integrity panel.",
            ),
            Good(
                "pl",
                "Instytut Historii stosuje system przypisów i bibliografii według Chicago Manual of Style, wydanie 17. Przy każdym cytacie dosłownym przypis musi zawierać numer strony, np. Eric Hobsbawm, The Age of Revolution (London: Weidenfeld & Nicolson, 1962), 45. Studenci mogą zarządzać bibliografią w programie Zotero lub EndNote, ale każdy automatycznie wygenerowany przypis powinni sprawdzić ręcznie. W przypadku źródeł internetowych powinno się podać stały adres URL lub DOI oraz datę dostępu. Więcej przykładów znajduje się w przewodniku biblioteki: https://library.kelham.ac.uk/guides/chicago. Prace, w których wielokrotnie brakuje przypisów, mogą zostać skierowane do komisji ds. uczciwości akademickiej.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "https://library.kelham.ac.uk/guides/chicago",
                        "https://library.kelham.ac.uk/guides",
                    )
                ],
                "url",
            ),
            Slip(
                1, [("references may be referred to", "references will be referred to")], "modality"
            ),
            Slip(2, [("Weidenfeld & Nicolson, 1962)", "Weidenfeld & Nicolson, 1968)")], "citation"),
        ],
    ),
    Case(
        key="en-citycycle-ebike-surcharge-late-return-terms",
        source="An annual CityCycle membership costs $129 and includes unlimited rides of up to 45 minutes; longer trips are charged at $0.20 per extra minute. E-bikes carry a surcharge of $0.15 per minute, and members are not allowed to lock them anywhere other than a station or a marked virtual dock. Riders must be at least 16 years old. Helmets are not provided, so we recommend bringing your own. If a bike is not returned within 24 hours, it may be reported as stolen and a fee of up to $1,200 can be charged. On busy summer weekends, stations in the city centre are likely to be full by around 9 a.m.",
        good=[
            Good(
                "preserve",
                """CityCycle annual membership – the essentials

- Price: $129 a year, including unlimited rides of up to 45 minutes. Each extra minute costs $0.20.
- E-bikes: a $0.15 per minute surcharge applies, and you may only lock them at a station or a marked virtual dock.
- Age: riders must be at least 16.
- Helmets: we don't provide them, so we recommend bringing your own.
- Late returns: a bike that isn't returned within 24 hours may be reported as stolen, and you can be charged a fee of up to $1,200.
- Tip: on busy summer weekends, city-centre stations are likely to be full by around 9 a.m.""",
            ),
            Good(
                "preserve",
                "CityCycle's annual membership is priced at $129 and covers unlimited rides lasting up to 45 minutes, with longer trips billed at $0.20 for each additional minute. E-bike use carries a surcharge of $0.15 per minute, and members may not lock e-bikes anywhere except at a station or a marked virtual dock. The minimum age for riders is 16. As helmets are not provided, we recommend that you bring your own. A bike not returned within 24 hours may be reported as stolen, in which case a fee of up to $1,200 can be charged. On busy summer weekends, city-centre stations are likely to fill up by around 9 a.m.",
            ),
            Good(
                "pl",
                "Roczny abonament CityCycle kosztuje 129 dolarów i obejmuje nieograniczoną liczbę przejazdów trwających do 45 minut; za dłuższe przejazdy naliczamy 0,20 dolara za każdą dodatkową minutę. Za rowery elektryczne obowiązuje dopłata 0,15 dolara za minutę, a członkowie nie mogą przypinać ich nigdzie poza stacją lub oznaczonym wirtualnym punktem zwrotu. Rowerzyści muszą mieć ukończone 16 lat. Nie zapewniamy kasków, dlatego zalecamy zabranie własnego. Jeśli rower nie zostanie zwrócony w ciągu 24 godzin, może zostać zgłoszony jako skradziony, a opłata może wynieść nawet 1200 dolarów. W ruchliwe letnie weekendy stacje w centrum miasta prawdopodobnie będą pełne już około 9:00.",
            ),
        ],
        bad=[
            Slip(0, [("are likely to be full by around 9 a.m.", "are full by 9 a.m.")], "hedge"),
            Slip(1, [("$0.15 per minute", "$0.25 per minute")], "number"),
            Slip(
                2, [("Nie zapewniamy kasków, dlatego", "Zapewniamy kaski, ale mimo to")], "negation"
            ),
        ],
    ),
    Case(
        key="en-geoparse-major-version-upgrade-notes",
        source="""## Upgrading to geoparse 3.0

Version 3.0 drops support for Python 3.8. The `parse_coords()` function now returns a `Point` object instead of a tuple; code that unpacks the result must be updated to use `point.lat` and `point.lon`. The old `legacy=True` flag still works but is deprecated and will be removed in 4.0, so you should not rely on it in new code. Caching is now enabled by default; set `GEOPARSE_CACHE=0` to turn it off. We have not changed the on-disk format, so existing caches can be reused. Most projects should be able to upgrade in under an hour.""",
        good=[
            Good(
                "preserve",
                """## Upgrading to geoparse 3.0

What changes in 3.0:

- Python 3.8 is no longer supported.
- `parse_coords()` returns a `Point` object rather than a tuple. If your code unpacks the result, you must update it to use `point.lat` and `point.lon`.
- The `legacy=True` flag still works, but it is deprecated and will be removed in 4.0 – you should not rely on it in new code.
- Caching is on by default. To turn it off, set `GEOPARSE_CACHE=0`.
- The on-disk format has not changed, so you can reuse existing caches.

Most projects should be able to upgrade in less than an hour.""",
            ),
            Good(
                "preserve",
                """## Moving to geoparse 3.0

Heads-up: 3.0 no longer supports Python 3.8. The biggest change is in `parse_coords()`, which now gives you a `Point` object instead of a tuple, so any code that unpacks the result must be updated to use `point.lat` and `point.lon`. You can still pass `legacy=True`, but the flag is deprecated and will be removed in 4.0; you should not rely on it in new code. Caching is now switched on by default (set `GEOPARSE_CACHE=0` if you want it off). Because the on-disk format is unchanged, your existing caches can be reused. Most projects should be able to upgrade in under an hour.""",
            ),
            Good(
                "pl",
                """## Aktualizacja do geoparse 3.0

Wersja 3.0 nie obsługuje już Pythona 3.8. Funkcja `parse_coords()` zwraca teraz obiekt `Point` zamiast krotki; kod, który rozpakowuje wynik, trzeba zaktualizować tak, aby korzystał z `point.lat` i `point.lon`. Stara flaga `legacy=True` nadal działa, ale jest przestarzała i zostanie usunięta w wersji 4.0, dlatego nie powinno się na niej polegać w nowym kodzie. Pamięć podręczna (cache) jest teraz domyślnie włączona; aby ją wyłączyć, ustaw `GEOPARSE_CACHE=0`. Nie zmieniliśmy formatu danych na dysku, więc istniejącą pamięć podręczną można wykorzystać ponownie. Większość projektów powinna móc przejść na nową wersję w mniej niż godzinę.""",
            ),
        ],
        bad=[
            Slip(0, [("you must update it", "you may want to update it")], "modality"),
            Slip(
                1,
                [
                    (
                        "Caching is now switched on by default",
                        "Caching is now switched on by default and makes repeated lookups about five times faster",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("`point.lon`", "`point.lng`")], "code"),
        ],
    ),
    Case(
        key="en-eastside-boil-water-advisory-notice",
        source="BOIL WATER ADVISORY – Eastside district. Following a water main break on Harper Street, tap water in the Eastside district may be contaminated. Until further notice, do not drink tap water without boiling it first: bring it to a rolling boil for at least one minute, then let it cool. Boiled or bottled water should also be used for brushing teeth and preparing baby formula. You do not need to boil water for showering or laundry, but young children should not swallow bath water. The advisory is expected to remain in place for at least 48 hours while samples are tested. Updates will be posted on the council's website and social media.",
        good=[
            Good(
                "preserve",
                """Boil water advisory: Eastside district

After a water main break on Harper Street, tap water in Eastside may be contaminated. Until further notice:

- Don't drink tap water unless you've boiled it first. Bring it to a rolling boil for at least one minute, then let it cool.
- You should also use boiled or bottled water to brush your teeth and to prepare baby formula.
- There's no need to boil water for showering or laundry, but young children should not swallow bath water.

The advisory is expected to stay in place for at least 48 hours while samples are tested. Updates will be posted on the council's website and social media.""",
            ),
            Good(
                "preserve",
                "Eastside district: boil water advisory. Because of a water main break on Harper Street, tap water in the Eastside district may be contaminated. Until further notice, do not drink tap water unless it has first been brought to a rolling boil for at least one minute and then allowed to cool. Boiled or bottled water should also be used for brushing teeth and for preparing baby formula. Water used for showering or laundry does not need to be boiled; however, young children should not swallow bath water. The advisory is expected to remain in effect for at least 48 hours while samples are tested, and updates will be published on the council's website and social media channels.",
            ),
            Good(
                "pl",
                "KOMUNIKAT: PRZEGOTOWUJ WODĘ – dzielnica Eastside. W związku z awarią magistrali wodociągowej na Harper Street woda z kranu w dzielnicy Eastside może być skażona. Do odwołania nie pij wody z kranu bez wcześniejszego przegotowania: doprowadź ją do intensywnego wrzenia na co najmniej minutę, a następnie ostudź. Przegotowanej lub butelkowanej wody powinno się też używać do mycia zębów i przygotowywania mleka modyfikowanego dla niemowląt. Wody do prysznica i prania nie trzeba przegotowywać, ale małe dzieci nie powinny połykać wody podczas kąpieli. Przewiduje się, że komunikat pozostanie w mocy co najmniej 48 godzin, w czasie gdy badane będą próbki. Aktualne informacje będą publikowane na stronie internetowej urzędu miasta i w mediach społecznościowych.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "The advisory is expected to stay in place for at least 48 hours while samples are tested.",
                        "Przewiduje się, że komunikat pozostanie w mocy co najmniej 48 godzin, w czasie gdy badane będą próbki.",
                    )
                ],
                "wrong_language",
            ),
            Slip(1, [("is expected to remain in effect", "will remain in effect")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Wody do prysznica i prania nie trzeba przegotowywać, ale",
                        "Wodę do prysznica i prania również trzeba przegotowywać, a",
                    )
                ],
                "negation",
            ),
        ],
    ),
]
