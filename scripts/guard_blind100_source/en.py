# ruff: noqa: E501, RUF001
"""English source cases of blind set 100: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-carillon-sunday-recitals-tower-climbs",
        source="The Riverside Carillon Summer Series returns for its 14th season. Free recitals take place every Sunday at 4:00 pm from June 8 to August 31, 2025, and each lasts about 45 minutes. This year's guest carillonneurs come from Leuven, Utrecht and Ottawa. The best listening spot is the lawn on the north side of the tower; the plaza directly below is too close for a balanced sound. Bring a blanket or a folding chair, as seating is not provided. Tower climbs for up to 12 visitors are offered after each recital for $5 per person. The full programme and performer bios are posted at www.riversidecarillon.org/summer. In case of thunderstorms, the recital is cancelled.",
        good=[
            Good(
                "preserve",
                "The Riverside Carillon Summer Series is back for season 14! From June 8 through August 31, 2025, you can hear a free recital every Sunday at 4 p.m., each running roughly 45 minutes. Guest carillonneurs this summer are coming from Leuven, Utrecht and Ottawa. For the most balanced sound, settle on the lawn north of the tower rather than the plaza right underneath it, which is too close. Seating isn't provided, so bring a blanket or a folding chair. After every recital, up to 12 visitors can climb the tower for $5 each. If there's a thunderstorm, the recital is cancelled. See the full programme and performer bios at www.riversidecarillon.org/summer.",
            ),
            Good(
                "preserve",
                "Riverside Carillon Summer Series – 14th season\n\n- When: Sundays at 4:00 pm, June 8 – August 31, 2025; each recital lasts about 45 minutes.\n- Cost: free.\n- Guest performers: carillonneurs from Leuven, Utrecht and Ottawa.\n- Where to sit: the lawn on the tower's north side. The plaza directly below is too close for a balanced sound.\n- Seating: none provided – bring a blanket or a folding chair.\n- Tower climbs: after each recital, $5 per person, maximum 12 visitors.\n- Weather: recitals are cancelled if there are thunderstorms.\n- Programme and bios: www.riversidecarillon.org/summer",
            ),
            Good(
                "pl",
                "Letni cykl koncertów carillonowych Riverside wraca na swój 14. sezon. Bezpłatne recitale odbywają się w każdą niedzielę o 16:00 od 8 czerwca do 31 sierpnia 2025 r., a każdy z nich trwa około 45 minut. W tym roku gościnnie wystąpią carilloniści z Leuven, Utrechtu i Ottawy. Najlepiej słuchać z trawnika po północnej stronie wieży; plac tuż pod nią jest zbyt blisko, by brzmienie było wyważone. Nie zapewniamy miejsc siedzących, więc zabierz koc lub składane krzesło. Po każdym recitalu do 12 osób może wejść na wieżę, płacąc 5 USD od osoby. Pełny program i biogramy wykonawców znajdziesz na stronie www.riversidecarillon.org/summer. W razie burzy recital zostaje odwołany.",
            ),
        ],
        bad=[
            Slip(0, [("From June 8 through", "From June 15 through")], "date"),
            Slip(1, [("maximum 12 visitors", "maximum 20 visitors")], "number"),
            Slip(
                2, [("www.riversidecarillon.org/summer", "www.riversidecarillon.com/summer")], "url"
            ),
        ],
    ),
    Case(
        key="en-ice-fishing-thickness-safety-checklist",
        source="Before you walk onto any frozen lake, check the ice thickness with an auger or spud bar every few metres. Clear, solid ice should be at least 10 cm (4 inches) thick for a person on foot and at least 20 cm for a snowmobile. Never go out alone, and always tell someone when you expect to be back. White or 'snow' ice is only about half as strong as clear ice, so double the thickness guidelines for it. Ice near inlets, outlets and pressure ridges is often weaker and may not be safe even in midwinter. Carry ice picks around your neck and a throw rope of at least 15 metres. If you fall through, do not try to climb straight out; kick your legs and slide forward onto the ice, then roll away from the hole.",
        good=[
            Good(
                "preserve",
                "Ice fishing safety checklist:\n1. Before stepping onto a frozen lake, and every few metres as you go, test the ice thickness with an auger or spud bar.\n2. Clear, solid ice should be at least 10 cm (4 in) thick if you are on foot, and at least 20 cm if you are on a snowmobile.\n3. White 'snow' ice has only about half the strength of clear ice, so double those thicknesses for it.\n4. Take care around inlets, outlets and pressure ridges: the ice there is often weaker and may be unsafe even in the middle of winter.\n5. Never head out on your own, and always let someone know when you expect to return.\n6. Wear ice picks around your neck and carry a throw rope at least 15 m long.\n7. If the ice gives way, don't try to haul yourself straight up. Kick your legs, slide forward onto the surface, then roll away from the hole.",
            ),
            Good(
                "preserve",
                "Never go onto the ice alone, and always tell someone when you expect to be back. Before walking out on a frozen lake, test its thickness every few metres using an auger or spud bar. Clear, solid ice should be at least 10 cm (4 inches) thick for someone on foot and at least 20 cm for a snowmobile. White or 'snow' ice is only about half as strong as clear ice, so double these figures for it. Ice near inlets, outlets and pressure ridges is often weaker and may be unsafe even in midwinter. Wear ice picks around your neck and bring a throw rope of 15 metres or more. Should you fall through, don't attempt to climb straight out: kick your legs, slide forward onto the ice and roll away from the hole.",
            ),
            Good(
                "pl",
                "Zanim wejdziesz na jakiekolwiek zamarznięte jezioro, co kilka metrów sprawdzaj grubość lodu świdrem lub pierzchnią. Czysty, zwarty lód powinien mieć co najmniej 10 cm (4 cale) grubości dla osoby pieszej i co najmniej 20 cm dla skutera śnieżnego. Nigdy nie wychodź na lód sam i zawsze mów komuś, kiedy zamierzasz wrócić. Biały, „śnieżny” lód jest mniej więcej o połowę słabszy od czystego, więc przyjmij dla niego dwukrotnie większe grubości. Lód przy dopływach, odpływach i wałach lodowych często jest słabszy i może nie być bezpieczny nawet w środku zimy. Noś na szyi kolce ratunkowe i miej przy sobie linę ratunkową o długości co najmniej 15 metrów. Jeśli wpadniesz pod lód, nie próbuj wydostać się prosto w górę; pracuj nogami, wysuń się do przodu na lód, a potem odturlaj się od przerębli.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "If the ice gives way, don't try to haul yourself straight up.",
                        "If the ice gives way, try to haul yourself straight up.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("15 metres or more", "5 metres or more")], "number"),
            Slip(2, [("mniej więcej o połowę słabszy", "o połowę słabszy")], "hedge"),
        ],
    ),
    Case(
        key="en-snowmobile-rental-helmet-deposit-terms",
        source="Northwoods Sled Rentals – rental conditions. Drivers must be at least 18 and carry a valid driver's licence. Passengers aged 8 to 15 may ride only on a two-up sled with a parent or guardian driving. Under section 19 of the Motorized Snow Vehicles Act (R.S.O. 1990, c. M.44), every rider must wear an approved helmet; we lend helmets free of charge. A security deposit of $500 is held on your credit card and released within 5 business days of the sled's return. Trail permits are included in the daily rate of $289. Riders should stay on marked trails and keep speed below 50 km/h on lake crossings. Fuel is not included.",
        good=[
            Good(
                "preserve",
                "Renting a sled from Northwoods? Here's what you need to know. You must be 18 or older and hold a valid driver's licence to drive. Kids aged 8 to 15 may come along as passengers, but only on a two-up sled driven by their parent or guardian. Every rider has to wear an approved helmet – that's section 19 of the Motorized Snow Vehicles Act (R.S.O. 1990, c. M.44) – and we'll lend you one at no charge. The daily rate of $289 covers your trail permit but not fuel. We hold a $500 security deposit on your credit card and release it within 5 business days after you bring the sled back. You should stay on the marked trails and keep below 50 km/h when crossing lakes.",
            ),
            Good(
                "preserve",
                "Northwoods Sled Rentals: Conditions of Rental\n• Drivers: minimum age 18; a valid driver's licence is required.\n• Passengers: ages 8–15 may ride only on a two-up sled driven by a parent or guardian.\n• Helmets: an approved helmet must be worn by every rider, as required by section 19 of the Motorized Snow Vehicles Act (R.S.O. 1990, c. M.44). Helmets are lent free of charge.\n• Rate: $289 per day, trail permits included; fuel not included.\n• Deposit: $500, held on a credit card and released within 5 business days of the sled's return.\n• Riding: riders should keep to marked trails and stay under 50 km/h on lake crossings.",
            ),
            Good(
                "pl",
                "Northwoods Sled Rentals – warunki wynajmu. Kierowca musi mieć ukończone 18 lat i ważne prawo jazdy. Pasażerowie w wieku od 8 do 15 lat mogą jechać wyłącznie na skuterze dwuosobowym prowadzonym przez rodzica lub opiekuna. Zgodnie z sekcją 19 ustawy Motorized Snow Vehicles Act (R.S.O. 1990, c. M.44) każda osoba jadąca skuterem musi mieć na głowie homologowany kask; kaski wypożyczamy bezpłatnie. Na karcie kredytowej blokujemy kaucję w wysokości 500 USD, którą zwalniamy w ciągu 5 dni roboczych od zwrotu skutera. Opłata dzienna w wysokości 289 USD obejmuje zezwolenia na korzystanie z tras. Uczestnicy powinni trzymać się oznakowanych tras, a na przejazdach przez jeziora nie przekraczać 50 km/h. Paliwo nie jest wliczone w cenę.",
            ),
        ],
        bad=[
            Slip(0, [("Every rider has to wear", "Every rider is encouraged to wear")], "modality"),
            Slip(1, [("Deposit: $500", "Deposit: $300")], "number"),
            Slip(2, [("sekcją 19", "sekcją 9")], "legal_reference"),
        ],
    ),
    Case(
        key="en-ski-patrol-wind-closure-notice",
        source="SKI PATROL NOTICE – Saturday, 15 February\nDue to overnight wind loading, Eagle Bowl and the Back Chutes will remain closed until at least 1 pm while patrol carries out avalanche control. Do not enter closed terrain or duck under rope lines; violators will lose their lift pass. Skiers in the Glades must ride with a partner and should carry a transceiver, shovel and probe. The Summit T-bar will not run today because of high winds, so upper-mountain access is via the Express Quad only. Uphill skinning is not permitted on groomed runs during lift operating hours. Updates will be posted on the boards at the base lodge and announced on mountain radio. Report any injury or accident to the nearest patrol hut or call 555-0142.",
        good=[
            Good(
                "preserve",
                "Ski Patrol notice for Saturday, 15 February. Overnight winds have loaded Eagle Bowl and the Back Chutes with snow, so both will stay closed until 1 pm at the earliest while patrol does avalanche control. Stay out of closed terrain and don't duck under rope lines – anyone who does will lose their lift pass. In the Glades, you must ski with a partner, and you should carry a transceiver, shovel and probe. High winds mean the Summit T-bar is not running today; the Express Quad is the only way to the upper mountain. Skinning uphill on groomed runs is not allowed while the lifts are operating. Watch the boards at the base lodge and listen to mountain radio for updates. Report any injury or accident to the nearest patrol hut or by calling 555-0142.",
            ),
            Good(
                "preserve",
                "**Ski Patrol – Saturday, 15 February**\n- Eagle Bowl and Back Chutes: closed until at least 1 pm for avalanche control after overnight wind loading.\n- Closed terrain: do not enter it or duck rope lines. Anyone caught will lose their lift pass.\n- Glades: riding with a partner is mandatory; carrying a transceiver, shovel and probe is recommended.\n- Summit T-bar: not operating today due to high winds. Use the Express Quad to reach the upper mountain.\n- Uphill skinning: not permitted on groomed runs during lift operating hours.\n- Updates: boards at the base lodge and mountain radio.\n- Accidents and injuries: report to the nearest patrol hut or call 555-0142.",
            ),
            Good(
                "pl",
                "KOMUNIKAT PATROLU NARCIARSKIEGO – sobota, 15 lutego\nZ powodu nawiania śniegu w nocy Eagle Bowl i Back Chutes pozostaną zamknięte co najmniej do 13:00, ponieważ patrol prowadzi kontrolowane wyzwalanie lawin. Nie wchodź na zamknięty teren i nie przechodź pod linami odgradzającymi; osobom łamiącym zakaz odbierzemy karnet. Narciarze w Glades muszą jeździć z partnerem i powinni mieć przy sobie detektor lawinowy, łopatę i sondę. Orczyk Summit T-bar nie będzie dziś kursował z powodu silnego wiatru, więc na górną część stoku można dostać się wyłącznie kolejką Express Quad. Podchodzenie na fokach po ratrakowanych trasach jest zabronione w godzinach pracy wyciągów. Aktualne informacje będą publikowane na tablicach w budynku przy dolnej stacji oraz w radiu stokowym. Każdy wypadek lub uraz zgłoś w najbliższej budce patrolu albo pod numerem 555-0142.",
            ),
        ],
        bad=[
            Slip(0, [("you must ski with a partner", "you should ski with a partner")], "modality"),
            Slip(1, [("closed until at least 1 pm", "closed until at least 11 am")], "date"),
            Slip(2, [("jest zabronione", "jest dozwolone")], "negation"),
        ],
    ),
    Case(
        key="en-yurt-checkin-firewood-pets-markdown",
        source="## Yurt check-in\n\n- Check-in is from **3 pm**; check-out is by **11 am**.\n- Each yurt sleeps up to **6 guests** on two bunk beds and a futon.\n- Quiet hours run from 10 pm to 7 am.\n\n## What to bring\n\nBedding and towels are not supplied, so you must bring your own sleeping bags or sheets. The wood stove may be used only with firewood sold at the camp store ($8 per bundle). Pets are welcome in yurts 3 and 5 for a fee of $15 per night.",
        good=[
            Good(
                "preserve",
                "## Checking in to your yurt\n\n- You can check in from **3 pm** and need to check out by **11 am**.\n- Up to **6 guests** can sleep in each yurt (two bunk beds plus a futon).\n- Quiet hours: 10 pm – 7 am.\n\n## Packing list\n\nWe don't provide bedding or towels, so you must bring your own sleeping bags or sheets. You may use the wood stove only with firewood bought at the camp store, which sells it at $8 a bundle. Pets are welcome in yurts 3 and 5 for $15 per night.",
            ),
            Good(
                "preserve",
                "## Yurt check-in\n\n- Check-in begins at **3 pm**, and check-out is no later than **11 am**.\n- Every yurt accommodates a maximum of **6 guests**, with two bunk beds and a futon.\n- Quiet hours are observed between 10 pm and 7 am.\n\n## What to bring\n\nSince bedding and towels are not supplied, guests must bring their own sleeping bags or sheets. Only firewood purchased from the camp store ($8 per bundle) may be used in the wood stove. Pets are permitted in yurts 3 and 5 at a charge of $15 per night.",
            ),
            Good(
                "pl",
                "## Zameldowanie w jurcie\n\n- Zameldowanie od **15:00**, wymeldowanie do **11:00**.\n- W każdej jurcie może spać maksymalnie **6 osób** – na dwóch łóżkach piętrowych i futonie.\n- Cisza nocna obowiązuje od 22:00 do 7:00.\n\n## Co zabrać\n\nNie zapewniamy pościeli ani ręczników, więc musisz przywieźć własne śpiwory lub prześcieradła. Piecyk na drewno można rozpalać wyłącznie drewnem kupionym w sklepie kempingowym (8 USD za wiązkę). Zwierzęta są mile widziane w jurtach nr 3 i 5 za opłatą 15 USD za noc.",
            ),
        ],
        bad=[
            Slip(0, [("## Packing list", "Packing list")], "markdown"),
            Slip(
                1,
                [("guests must bring their own", "guests may want to bring their own")],
                "modality",
            ),
            Slip(2, [("**6 osób**", "**8 osób**")], "number"),
        ],
    ),
    Case(
        key="en-treehouse-hotel-guest-welcome-info",
        source="Welcome to the Canopy Treehouse Hotel. Our eleven treehouses stand between 6 and 9 metres above the forest floor and are reached by suspension bridges, so they are not suitable for guests with limited mobility or a fear of heights. Children under 10 are not allowed in the Owl's Nest and Skyloft suites. Breakfast is delivered to your door in a basket pulley between 8 and 9:30 am. There is no Wi-Fi in the treehouses, but a signal is available in the main lodge. Please book spa treatments at least 24 hours in advance at spa@canopytreehouse.com. Directions and parking information are at canopytreehouse.com/getting-here.",
        good=[
            Good(
                "preserve",
                "Welcome to Canopy Treehouse Hotel! Our eleven treehouses sit 6 to 9 metres above the forest floor, and you reach them over suspension bridges – which means they aren't suitable if you have limited mobility or are afraid of heights. The Owl's Nest and Skyloft suites don't accept children under 10. Each morning between 8 and 9:30 am, breakfast comes up to your door in a basket on a pulley. You won't find Wi-Fi in the treehouses, though you can get a signal in the main lodge. Want a spa treatment? Please book it at least 24 hours ahead by emailing spa@canopytreehouse.com. For directions and parking, see canopytreehouse.com/getting-here.",
            ),
            Good(
                "preserve",
                "Canopy Treehouse Hotel has eleven treehouses, each 6–9 metres above the forest floor and reached by suspension bridges. For that reason they are unsuitable for guests with limited mobility or a fear of heights. Children under 10 are not permitted in the Owl's Nest or Skyloft suites. Between 8 and 9:30 am, breakfast is sent up to your door by basket pulley. The treehouses have no Wi-Fi; a signal is available in the main lodge. Please book spa treatments at least 24 hours in advance via spa@canopytreehouse.com. Directions and parking details: canopytreehouse.com/getting-here.",
            ),
            Good(
                "pl",
                "Witamy w Canopy Treehouse Hotel. Nasze jedenaście domków na drzewach znajduje się od 6 do 9 metrów nad ziemią, a prowadzą do nich mosty wiszące, dlatego nie nadają się dla osób o ograniczonej sprawności ruchowej ani dla osób z lękiem wysokości. Dzieci poniżej 10 lat nie mogą przebywać w apartamentach Owl's Nest i Skyloft. Śniadanie dostarczamy pod drzwi w koszu na wyciągu linowym między 8:00 a 9:30. W domkach nie ma Wi-Fi, ale zasięg jest dostępny w głównym budynku. Zabiegi w spa prosimy rezerwować co najmniej 24 godziny wcześniej, pisząc na adres spa@canopytreehouse.com. Wskazówki dojazdu i informacje o parkingu znajdziesz na stronie canopytreehouse.com/getting-here.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Welcome to Canopy Treehouse Hotel!",
                        "Welcome to Canopy Treehouse Hotel, voted Oregon's best boutique stay in 2023!",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "The treehouses have no Wi-Fi; a signal is available",
                        "The treehouses have Wi-Fi; a signal is also available",
                    )
                ],
                "negation",
            ),
            Slip(2, [("spa@canopytreehouse.com", "spa@canopy-treehouse.com")], "url"),
        ],
    ),
    Case(
        key="en-shannon-houseboat-hire-bye-laws",
        source="Houseboat hire on the Shannon: what you need to know. No boating licence is required to hire one of our cruisers, but the skipper must complete our 2-hour handover session before departure. Under the Shannon Navigation Bye-laws 1992 (S.I. No. 179 of 1992), boats must not travel after sunset, and the speed limit within 100 metres of a jetty is 5 km/h. Each cruiser carries a lifejacket for every passenger, and children under 16 must wear theirs at all times on deck. A fuel deposit of €250 is payable on arrival. You may moor overnight at any public jetty free of charge for up to 5 consecutive days.",
        good=[
            Good(
                "preserve",
                "Hiring a houseboat on the Shannon – key points:\n1. You don't need a boating licence to hire one of our cruisers. However, the skipper must complete our 2-hour handover session before setting off.\n2. The Shannon Navigation Bye-laws 1992 (S.I. No. 179 of 1992) prohibit boats from travelling after sunset and set a 5 km/h speed limit within 100 metres of a jetty.\n3. There is a lifejacket on board for every passenger; children under 16 must wear theirs at all times when they are on deck.\n4. A €250 fuel deposit is payable when you arrive.\n5. You may moor overnight at any public jetty free of charge, for up to 5 consecutive days.",
            ),
            Good(
                "preserve",
                "Hiring a cruiser on the Shannon does not require a boating licence; however, before departure the skipper must attend our two-hour handover session. The Shannon Navigation Bye-laws 1992 (S.I. No. 179 of 1992) state that boats must not travel after sunset and limit speed to 5 km/h within 100 metres of any jetty. Every cruiser has a lifejacket for each passenger, and children under 16 must wear one at all times while on deck. On arrival, a fuel deposit of €250 is payable. Overnight mooring at public jetties is free of charge, and you may stay for up to 5 consecutive days.",
            ),
            Good(
                "pl",
                "Wynajem łodzi mieszkalnej na rzece Shannon – najważniejsze informacje. Do wynajęcia jednej z naszych łodzi nie są potrzebne uprawnienia do prowadzenia jednostek pływających, ale przed wypłynięciem sternik musi przejść u nas dwugodzinne szkolenie wprowadzające. Zgodnie z Shannon Navigation Bye-laws 1992 (S.I. No. 179 of 1992) łodzie nie mogą pływać po zachodzie słońca, a w promieniu 100 metrów od pomostu obowiązuje ograniczenie prędkości do 5 km/h. Na każdej łodzi jest kamizelka ratunkowa dla każdego pasażera, a dzieci poniżej 16 lat muszą mieć ją na sobie przez cały czas, gdy przebywają na pokładzie. Przy przyjeździe pobierana jest kaucja paliwowa w wysokości 250 euro. Przy każdym publicznym pomoście można bezpłatnie cumować na noc, maksymalnie przez 5 kolejnych dni.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("children under 16 must wear theirs", "children under 16 should wear theirs")],
                "modality",
            ),
            Slip(1, [("(S.I. No. 179 of 1992)", "(S.I. No. 197 of 1992)")], "legal_reference"),
            Slip(2, [("100 metrów", "200 metrów")], "number"),
        ],
    ),
    Case(
        key="en-zipline-park-rider-requirements-weather",
        source="Before your zipline tour at Ridgeback Adventure Park, please read the following. Riders must weigh between 30 and 120 kg and be at least 1.3 m tall; staff will weigh every guest at check-in. Closed-toe shoes are mandatory, and loose items such as phones may only be carried in a zipped pocket. The full course of 9 lines usually takes around two and a half hours, depending on group size. Guests who are pregnant or have had recent surgery should not ride. Lines may close temporarily if wind speeds exceed 60 km/h or lightning is detected within 15 km. Refunds are not given for weather closures, but tours can be rebooked for any date this season.",
        good=[
            Good(
                "preserve",
                "Heading out on a zipline tour at Ridgeback Adventure Park? Please read this first. To ride, you must weigh 30–120 kg and be at least 1.3 m tall, and our staff will weigh every guest at check-in. You must wear closed-toe shoes, and you may carry loose items like phones only in a zipped pocket. All 9 lines usually take about two and a half hours to complete, depending on how big your group is. If you're pregnant or have recently had surgery, you should not ride. Lines may close for a while if winds top 60 km/h or if lightning is detected within 15 km. We don't refund weather closures, but you can rebook your tour for any date this season.",
            ),
            Good(
                "preserve",
                "Ridgeback Adventure Park – zipline tour information\n- Weight and height: riders must weigh 30 to 120 kg and stand at least 1.3 m tall. Every guest is weighed at check-in.\n- Footwear: closed-toe shoes are mandatory.\n- Loose items: phones and similar items may only be carried in a zipped pocket.\n- Duration: the complete 9-line course usually takes around 2.5 hours, depending on group size.\n- Health: guests who are pregnant or have had recent surgery should not ride.\n- Weather: lines may close temporarily when wind speeds exceed 60 km/h or lightning is detected within 15 km. Weather closures are not refunded, but tours can be rebooked for any date this season.",
            ),
            Good(
                "pl",
                "Przed przejazdem tyrolkami w Ridgeback Adventure Park prosimy o zapoznanie się z poniższymi informacjami. Uczestnicy muszą ważyć od 30 do 120 kg i mieć co najmniej 1,3 m wzrostu; przy rejestracji obsługa waży każdą osobę. Obuwie z zakrytymi palcami jest obowiązkowe, a luźne przedmioty, takie jak telefony, można mieć przy sobie wyłącznie w zapinanej kieszeni. Przejście całej trasy liczącej 9 linii zajmuje zwykle około dwóch i pół godziny, zależnie od wielkości grupy. Osoby w ciąży lub po niedawno przebytej operacji nie powinny korzystać z tyrolek. Linie mogą być czasowo zamykane, jeśli prędkość wiatru przekroczy 60 km/h lub w promieniu 15 km zostaną wykryte wyładowania atmosferyczne. Za zamknięcia z powodu pogody nie zwracamy pieniędzy, ale przejazd można przełożyć na dowolny termin w tym sezonie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("You must wear closed-toe shoes", "You should wear closed-toe shoes")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Weather closures are not refunded, but tours",
                        "Weather closures are refunded, or tours",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("zajmuje zwykle około dwóch i pół godziny", "zajmuje dwie i pół godziny")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-paintball-field-rules-walk-on",
        source="Splat Zone Paintball – field rules. All players must wear a full-face mask approved to ASTM F1776 at all times inside the netted area. Markers must be chronographed before play and may not shoot faster than 280 feet per second. Minimum age is 10; players under 18 need a waiver signed by a parent or guardian. Blind firing and shooting at anyone closer than 5 metres are not allowed – call a surrender instead. Our walk-on sessions run on Saturdays from 9 am to 3 pm and cost $45, which includes rental gear and 500 paintballs. Extra paint is $20 per 500. Outside paint is not permitted.",
        good=[
            Good(
                "preserve",
                "Splat Zone Paintball field rules\n1. Inside the netted area, every player must wear an ASTM F1776-approved full-face mask at all times.\n2. Each marker must be chronographed before play and may not shoot faster than 280 feet per second.\n3. Players must be at least 10 years old. If you're under 18, you need a waiver signed by a parent or guardian.\n4. No blind firing, and no shooting at anyone closer than 5 metres – call a surrender instead.\n5. Walk-on sessions: Saturdays, 9 am – 3 pm, $45 including rental gear and 500 paintballs. Extra paint costs $20 per 500.\n6. Outside paint is not permitted.",
            ),
            Good(
                "preserve",
                "At Splat Zone Paintball, you must wear a full-face mask approved to ASTM F1776 the whole time you're inside the netting. Your marker must be chronographed before you play, and it may not shoot faster than 280 feet per second. You need to be 10 or older to play, and under-18s need a waiver signed by a parent or guardian. Blind firing isn't allowed, and neither is shooting at anyone closer than 5 metres – call a surrender instead. Walk-on sessions run on Saturdays from 9 am to 3 pm; $45 gets you rental gear and 500 paintballs, and extra paint is $20 per 500. You can't bring outside paint.",
            ),
            Good(
                "pl",
                "Splat Zone Paintball – regulamin pola. Na terenie ogrodzonym siatką wszyscy gracze muszą przez cały czas nosić maskę pełnotwarzową z atestem ASTM F1776. Markery muszą zostać sprawdzone chronografem przed grą i nie mogą strzelać szybciej niż 280 stóp na sekundę. Minimalny wiek to 10 lat; gracze poniżej 18 lat potrzebują zgody podpisanej przez rodzica lub opiekuna. Strzelanie na ślepo i strzelanie do osób znajdujących się bliżej niż 5 metrów jest zabronione – zamiast tego wezwij przeciwnika do poddania się. Sesje otwarte odbywają się w soboty od 9:00 do 15:00 i kosztują 45 USD, w tym wypożyczenie sprzętu i 500 kulek. Dodatkowe 500 kulek kosztuje 20 USD. Nie wolno używać kulek przyniesionych z zewnątrz.",
            ),
        ],
        bad=[
            Slip(0, [("280 feet per second", "300 feet per second")], "number"),
            Slip(
                1,
                [("Your marker must be chronographed", "Your marker should be chronographed")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Dodatkowe 500 kulek kosztuje 20 USD.",
                        "Dodatkowe 500 kulek kosztuje 20 USD, a w niedziele pole jest dostępne wyłącznie dla grup zorganizowanych.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-trampoline-park-hours-one-jumper",
        source="Bounce Yard trampoline park – opening hours and safety. From 1 March we are open Monday to Friday 2–8 pm and weekends 9 am–9 pm; we are closed on Easter Sunday. Only one jumper is allowed per trampoline at a time, and somersaults are not permitted on the main court. Grip socks are compulsory and cost £2.50 if you don't have your own. Children under 6 can only jump during our Little Bouncers sessions on Tuesday and Thursday mornings. Our insurer estimates that roughly two thirds of trampoline injuries happen when several people share one bed, which is why the one-jumper rule is strictly enforced.",
        good=[
            Good(
                "preserve",
                "Here's what you need to know about Bounce Yard. From 1 March, we're open 2–8 pm on weekdays and 9 am–9 pm on Saturdays and Sundays, but we're closed on Easter Sunday. Only one person may jump on each trampoline at a time, and no somersaults are allowed on the main court. Grip socks are a must – if you haven't got your own, they're £2.50. Under-6s can jump only at our Little Bouncers sessions on Tuesday and Thursday mornings. We enforce the one-jumper rule strictly because our insurer estimates that roughly two thirds of trampoline injuries happen when several people share one bed.",
            ),
            Good(
                "preserve",
                "Bounce Yard – hours and safety\n\nOpening hours (from 1 March): Monday–Friday 2 pm–8 pm; Saturday and Sunday 9 am–9 pm. Closed on Easter Sunday.\n\nSafety rules:\n- One jumper per trampoline at a time. This rule is strictly enforced, since our insurer estimates that around two thirds of trampoline injuries occur when several people share one bed.\n- No somersaults on the main court.\n- Grip socks are compulsory (£2.50 if you don't have your own).\n- Children under 6 may jump only in Little Bouncers sessions, held on Tuesday and Thursday mornings.",
            ),
            Good(
                "pl",
                "Park trampolin Bounce Yard – godziny otwarcia i zasady bezpieczeństwa. Od 1 marca jesteśmy otwarci od poniedziałku do piątku w godz. 14:00–20:00, a w weekendy w godz. 9:00–21:00; w Niedzielę Wielkanocną park jest nieczynny. Na jednej trampolinie może jednocześnie skakać tylko jedna osoba, a na głównym polu nie wolno wykonywać salt. Skarpetki antypoślizgowe są obowiązkowe; jeśli nie masz własnych, kosztują 2,50 GBP. Dzieci poniżej 6 lat mogą skakać wyłącznie podczas zajęć Little Bouncers we wtorki i czwartki rano. Nasz ubezpieczyciel szacuje, że mniej więcej dwie trzecie urazów na trampolinach zdarza się, gdy z jednej trampoliny korzysta kilka osób, dlatego zasady „jedna osoba na trampolinie” ściśle pilnujemy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "no somersaults are allowed on the main court",
                        "somersaults are allowed on the main court",
                    )
                ],
                "negation",
            ),
            Slip(1, [("Opening hours (from 1 March)", "Opening hours (from 1 May)")], "date"),
            Slip(
                2,
                [
                    (
                        "Nasz ubezpieczyciel szacuje, że mniej więcej dwie trzecie",
                        "Według danych naszego ubezpieczyciela dwie trzecie",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-carillon-revival-mechelen-denyn-history",
        source="The carillon at St Rombout's Cathedral in Mechelen played a central role in the instrument's modern revival. The Mechelen carillon school, founded in 1922 by Jef Denyn, was the first institution to train carillonneurs systematically. According to Rombouts (2014, p. 211), Denyn's Monday evening concerts drew audiences of several thousand by 1910, although attendance figures from that period were probably inflated by local newspapers. Lehr (1991) argues that improvements in bell tuning by the Taylor and Gillett & Johnston foundries after 1896 were at least as important as Denyn's playing. Both views are likely compatible: the revival seems to have depended on better instruments and a charismatic performer at the same time.",
        good=[
            Good(
                "preserve",
                "Mechelen's St Rombout's Cathedral carillon was central to the modern revival of the instrument. In 1922 Jef Denyn founded the Mechelen carillon school, the first institution to train carillonneurs in a systematic way. Rombouts (2014, p. 211) reports that by 1910 Denyn's Monday evening concerts were attracting audiences of several thousand, though local newspapers probably exaggerated the attendance figures of the time. Lehr (1991), by contrast, argues that the better bell tuning achieved by the Taylor and Gillett & Johnston foundries after 1896 mattered at least as much as Denyn's playing. The two positions are likely compatible: the revival seems to have needed both improved instruments and a charismatic performer at once.",
            ),
            Good(
                "preserve",
                "The modern revival of the carillon owed much to the instrument at St Rombout's Cathedral, Mechelen. Jef Denyn established the Mechelen carillon school in 1922, and it became the first institution to offer systematic training for carillonneurs. Rombouts (2014, p. 211) notes that Denyn's Monday evening concerts had drawn several thousand listeners by 1910; attendance figures from that period, however, were probably inflated by local newspapers. Lehr (1991) contends that advances in bell tuning made after 1896 by the Taylor and Gillett & Johnston foundries were at least as significant as Denyn's performances. These accounts are likely compatible, since the revival appears to have rested simultaneously on better instruments and a charismatic performer.",
            ),
            Good(
                "pl",
                "Carillon w katedrze św. Rumolda w Mechelen odegrał kluczową rolę we współczesnym odrodzeniu tego instrumentu. Założona w 1922 roku przez Jefa Denyna szkoła carillonowa w Mechelen była pierwszą instytucją, która systematycznie kształciła carillonistów. Według Romboutsa (2014, s. 211) poniedziałkowe wieczorne koncerty Denyna już w 1910 roku gromadziły po kilka tysięcy słuchaczy, choć dane o frekwencji z tamtego okresu były prawdopodobnie zawyżane przez lokalne gazety. Lehr (1991) twierdzi, że ulepszenia w strojeniu dzwonów wprowadzone po 1896 roku przez odlewnie Taylor oraz Gillett & Johnston były co najmniej tak samo ważne jak gra Denyna. Oba poglądy dają się prawdopodobnie pogodzić: odrodzenie zależało, jak się wydaje, jednocześnie od lepszych instrumentów i od charyzmatycznego wykonawcy.",
            ),
        ],
        bad=[
            Slip(0, [("Rombouts (2014, p. 211)", "Rombouts (2014, p. 112)")], "citation"),
            Slip(
                1,
                [
                    (
                        "were probably inflated by local newspapers",
                        "were inflated by local newspapers",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("wprowadzone po 1896 roku", "wprowadzone po 1906 roku")], "date"),
        ],
    ),
    Case(
        key="en-ice-fall-cold-shock-principle",
        source="Most ice-fishing deaths are not caused by hypothermia itself. Giesbrecht and Wilkerson (2006, pp. 44–47) describe the '1-10-1' principle: after falling through the ice you have about 1 minute to get your breathing under control, roughly 10 minutes of useful movement before your arms and legs stop working, and up to 1 hour before you lose consciousness from hypothermia. The first minute is the most dangerous, because the cold-shock response can make you inhale water. For this reason, instructors advise against swimming towards shore; you should instead turn back towards the ice you came from, which is known to have held your weight. A flotation suit does not prevent cold shock, but it does keep your head above water.",
        good=[
            Good(
                "preserve",
                "Hypothermia itself isn't what kills most people in ice-fishing accidents. Giesbrecht and Wilkerson (2006, pp. 44–47) explain it with the '1-10-1' principle. Once you go through the ice, you have about 1 minute to get control of your breathing, roughly 10 minutes of useful movement before your arms and legs give out, and up to 1 hour before hypothermia knocks you unconscious. That first minute is the most dangerous: the cold-shock response can make you breathe in water. This is why instructors advise against swimming for shore. Instead, you should turn back towards the ice you came from, since you know it held your weight. A flotation suit won't prevent cold shock, but it will keep your head above water.",
            ),
            Good(
                "preserve",
                "Most deaths in ice-fishing accidents are not caused by hypothermia as such. Giesbrecht and Wilkerson (2006, pp. 44–47) summarise what happens after a fall through the ice as the '1-10-1' principle:\n- about 1 minute to bring breathing under control;\n- roughly 10 minutes of useful movement before the arms and legs fail;\n- up to 1 hour before hypothermia causes loss of consciousness.\nThe first minute carries the greatest danger, as the cold-shock response can cause water to be inhaled. Instructors therefore advise against swimming towards shore; the person should instead turn back towards the ice they came from, which is known to have held their weight. A flotation suit does not prevent cold shock, although it does keep the head above water.",
            ),
            Good(
                "pl",
                "Większość zgonów podczas wędkowania podlodowego nie jest spowodowana samą hipotermią. Giesbrecht i Wilkerson (2006, s. 44–47) opisują zasadę „1-10-1”: po wpadnięciu pod lód masz około 1 minuty na opanowanie oddechu, mniej więcej 10 minut sprawnego poruszania się, zanim ręce i nogi odmówią posłuszeństwa, oraz do 1 godziny, zanim stracisz przytomność z powodu hipotermii. Najgroźniejsza jest pierwsza minuta, ponieważ reakcja na szok zimna może sprawić, że zachłyśniesz się wodą. Dlatego instruktorzy odradzają płynięcie w stronę brzegu; zamiast tego powinieneś zawrócić w stronę lodu, z którego wpadłeś, bo wiadomo, że utrzymał on twój ciężar. Kombinezon wypornościowy nie zapobiega szokowi zimna, ale utrzymuje głowę nad wodą.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "A flotation suit won't prevent cold shock, but it will",
                        "A flotation suit will prevent cold shock, and it will",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Giesbrecht and Wilkerson (2006, pp. 44–47)",
                        "Giesbrecht and Wilkerson (2008, pp. 44–47)",
                    )
                ],
                "citation",
            ),
            Slip(2, [("mniej więcej 10 minut", "mniej więcej 20 minut")], "number"),
        ],
    ),
    Case(
        key="en-patrol-log-cli-readme-sync",
        source='# patrol-log\n\nA small command-line tool for ski patrollers to record incidents from a phone or laptop.\n\n## Install\n\nRequires Python 3.10 or newer:\n\n```\npip install patrol-log\n```\n\n## Usage\n\nRun `patrol-log new --run "Eagle Bowl"` to open a new incident report. Reports are saved locally as JSON in `~/.patrol-log/` and are not uploaded until you run `patrol-log sync`. Set `PATROL_LOG_SERVER` to your resort\'s server address before syncing.\n\nSee the [full documentation](https://patrol-log.readthedocs.io/en/latest/) for configuration options.',
        good=[
            Good(
                "preserve",
                "# patrol-log\n\npatrol-log is a lightweight command-line tool that lets ski patrollers log incidents from a phone or a laptop.\n\n## Install\n\nYou'll need Python 3.10 or later:\n\n```\npip install patrol-log\n```\n\n## Usage\n\nTo start a new incident report, run `patrol-log new --run \"Eagle Bowl\"`. Reports stay on your device as JSON files in `~/.patrol-log/`; nothing is uploaded until you run `patrol-log sync`. Before syncing, set `PATROL_LOG_SERVER` to your resort's server address.\n\nConfiguration options are covered in the [full documentation](https://patrol-log.readthedocs.io/en/latest/).",
            ),
            Good(
                "preserve",
                '# patrol-log\n\npatrol-log is a compact command-line utility with which ski patrollers can record incidents on a phone or laptop.\n\n## Install\n\nPython 3.10 or newer is required.\n\n```\npip install patrol-log\n```\n\n## Usage\n\nA new incident report is opened with `patrol-log new --run "Eagle Bowl"`. Reports are stored locally as JSON in `~/.patrol-log/` and are uploaded only when `patrol-log sync` is run. Before syncing, `PATROL_LOG_SERVER` must be set to the resort\'s server address.\n\nFor configuration options, refer to the [full documentation](https://patrol-log.readthedocs.io/en/latest/).',
            ),
            Good(
                "pl",
                '# patrol-log\n\nNiewielkie narzędzie wiersza poleceń, dzięki któremu ratownicy narciarscy mogą rejestrować zdarzenia z telefonu lub laptopa.\n\n## Instalacja\n\nWymaga Pythona 3.10 lub nowszego:\n\n```\npip install patrol-log\n```\n\n## Użycie\n\nAby otworzyć nowy raport o zdarzeniu, uruchom `patrol-log new --run "Eagle Bowl"`. Raporty są zapisywane lokalnie jako pliki JSON w katalogu `~/.patrol-log/` i nie są wysyłane, dopóki nie uruchomisz `patrol-log sync`. Przed synchronizacją ustaw zmienną `PATROL_LOG_SERVER` na adres serwera swojego ośrodka.\n\nOpcje konfiguracji opisano w [pełnej dokumentacji](https://patrol-log.readthedocs.io/en/latest/).',
            ),
        ],
        bad=[
            Slip(0, [("```\npip install patrol-log\n```", "pip install patrol-log")], "markdown"),
            Slip(1, [("`patrol-log sync`", "`patrol-log push`")], "code"),
            Slip(
                2,
                [
                    (
                        "https://patrol-log.readthedocs.io/en/latest/",
                        "https://patrol-log.readthedocs.io/pl/latest/",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-summit-ridge-avalanche-advisory-thursday",
        source="Avalanche advisory for the Summit Ridge backcountry area, issued Thursday at 7 am. The danger rating is Considerable (3) above treeline and Moderate (2) below treeline. About 40 cm of new snow fell over the past 48 hours, accompanied by strong south-west winds, and wind slabs are likely on north- and east-facing slopes. Human-triggered avalanches are possible, and natural releases may occur on steep, sun-exposed slopes in the afternoon. Travellers should avoid slopes steeper than 30 degrees and must carry a transceiver, shovel and probe. Conditions will probably improve over the weekend as temperatures drop. The next advisory will be issued on Friday morning.",
        good=[
            Good(
                "preserve",
                "Summit Ridge backcountry avalanche advisory – issued Thursday, 7 am. Above treeline the danger is Considerable (3); below treeline it is Moderate (2). In the last 48 hours roughly 40 cm of new snow has fallen with strong south-west winds, so wind slabs are likely on slopes facing north and east. Avalanches triggered by people are possible, and steep slopes in the sun may release naturally in the afternoon. You should avoid slopes steeper than 30 degrees, and you must carry a transceiver, a shovel and a probe. As temperatures fall, conditions will probably get better over the weekend. Look for the next advisory on Friday morning.",
            ),
            Good(
                "preserve",
                "**Summit Ridge backcountry – avalanche advisory (Thursday, 7 am)**\n- Danger rating: Considerable (3) above treeline, Moderate (2) below treeline.\n- Recent weather: about 40 cm of new snow in 48 hours, with strong south-west winds.\n- Main concern: wind slabs, likely on north- and east-facing slopes.\n- Human-triggered avalanches are possible; steep, sun-exposed slopes may release naturally in the afternoon.\n- Advice: travellers should avoid slopes steeper than 30 degrees and must carry a transceiver, shovel and probe.\n- Outlook: conditions will probably improve over the weekend as temperatures drop.\n- Next advisory: Friday morning.",
            ),
            Good(
                "pl",
                "Komunikat lawinowy dla terenów pozatrasowych Summit Ridge, wydany w czwartek o 7:00. Zagrożenie lawinowe wynosi 3 (znaczne) powyżej górnej granicy lasu i 2 (umiarkowane) poniżej niej. W ciągu ostatnich 48 godzin spadło około 40 cm świeżego śniegu przy silnym wietrze z południowego zachodu; na stokach o wystawie północnej i wschodniej prawdopodobne są deski śnieżne. Możliwe jest wyzwolenie lawiny przez człowieka, a po południu na stromych, nasłonecznionych stokach mogą schodzić lawiny samoistne. Osoby poruszające się w terenie powinny unikać stoków o nachyleniu powyżej 30 stopni i muszą mieć przy sobie detektor lawinowy, łopatę i sondę. Warunki prawdopodobnie poprawią się w weekend wraz ze spadkiem temperatury. Kolejny komunikat zostanie wydany w piątek rano.",
            ),
        ],
        bad=[
            Slip(
                0, [("conditions will probably get better", "conditions will get better")], "hedge"
            ),
            Slip(
                1, [("travellers should avoid slopes", "travellers must avoid slopes")], "modality"
            ),
            Slip(
                2,
                [
                    (
                        "Możliwe jest wyzwolenie lawiny przez człowieka, a",
                        "Możliwe jest wyzwolenie lawiny przez człowieka – w środę skiturowiec wyzwolił niewielką lawinę w Północnym Żlebie – a",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-continuous-cruiser-boat-licence-rules",
        source="Living aboard without a home mooring\nIf you do not have a permanent mooring, you can still license your boat as a continuous cruiser. Section 17(3)(c)(ii) of the British Waterways Act 1995 requires that such a boat is used bona fide for navigation throughout the period of the licence. In practice, you must not stay in the same place for more than 14 days, or longer if reasonable in the circumstances, and you should move to a different neighbourhood each time. Your boat must also hold a valid Boat Safety Scheme certificate and third-party insurance of at least £2 million. A 12-month licence for a 17-metre narrowboat currently costs around £1,300. Questions can be sent to enquiries.boatlicensing@canalrivertrust.org.uk.",
        good=[
            Good(
                "preserve",
                "No home mooring? You can still license your boat as a continuous cruiser. Under section 17(3)(c)(ii) of the British Waterways Act 1995, a boat licensed this way has to be used bona fide for navigation for the whole licence period. What that means in practice: you must not stay in one place for more than 14 days (or longer if that's reasonable in the circumstances), and each time you should move on to a different neighbourhood. Your boat must also have a valid Boat Safety Scheme certificate and third-party insurance of no less than £2 million. At the moment, a 12-month licence for a 17-metre narrowboat costs around £1,300. You can send any questions to enquiries.boatlicensing@canalrivertrust.org.uk.",
            ),
            Good(
                "preserve",
                "Living aboard without a home mooring\n\nBoats without a permanent mooring can still be licensed as continuous cruisers. Key points:\n- Legal basis: section 17(3)(c)(ii) of the British Waterways Act 1995 requires the boat to be used bona fide for navigation throughout the licence period.\n- Moving on: you must not stay in the same place for more than 14 days, or longer if reasonable in the circumstances, and you should move to a different neighbourhood each time.\n- Paperwork: the boat must also hold a valid Boat Safety Scheme certificate and third-party insurance of at least £2 million.\n- Cost: currently around £1,300 for a 12-month licence on a 17-metre narrowboat.\n- Questions: enquiries.boatlicensing@canalrivertrust.org.uk",
            ),
            Good(
                "pl",
                "Mieszkanie na łodzi bez stałego miejsca cumowania\nJeśli nie masz stałego miejsca cumowania, nadal możesz uzyskać dla swojej łodzi licencję typu „continuous cruiser”. Zgodnie z sekcją 17(3)(c)(ii) ustawy British Waterways Act 1995 taka łódź musi być w dobrej wierze wykorzystywana do żeglugi przez cały okres obowiązywania licencji. W praktyce oznacza to, że nie wolno ci stać w jednym miejscu dłużej niż 14 dni – lub dłużej, jeśli jest to uzasadnione okolicznościami – a za każdym razem powinieneś przenosić się do innej okolicy. Łódź musi też mieć ważny certyfikat Boat Safety Scheme oraz ubezpieczenie od odpowiedzialności cywilnej na co najmniej 2 mln funtów. Roczna licencja dla 17-metrowej łodzi typu narrowboat kosztuje obecnie około 1300 funtów. Pytania można kierować na adres enquiries.boatlicensing@canalrivertrust.org.uk.",
            ),
        ],
        bad=[
            Slip(0, [("section 17(3)(c)(ii)", "section 17(3)(b)(ii)")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "you should move to a different neighbourhood each time",
                        "you must move to a different neighbourhood each time",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("nie wolno ci stać w jednym miejscu", "wolno ci stać w jednym miejscu")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-husky-sledding-tours-winter-season",
        source="Husky sledding tours – winter 2025/26. Our half-day tours run daily from 15 December 2025 to 31 March 2026, departing at 9:30 am and 1:30 pm from the kennel at Lake Inari. Each sled is pulled by a team of 6 dogs and carries two people, who take turns driving. The route is 18 km long and includes a hot-drink break in a Sámi-style kota hut. The price is €195 per adult and €120 per child aged 4–14. Warm overalls, boots and mittens are provided. Please arrive 30 minutes before departure for a safety briefing. Tours are not suitable for children under 4 or for pregnant guests.",
        good=[
            Good(
                "preserve",
                "Half-day husky sledding tours, winter 2025/26\n- Season: daily from 15 December 2025 until 31 March 2026.\n- Departures: 9:30 am and 1:30 pm from our kennel at Lake Inari.\n- Sleds: two people per sled, taking turns to drive a team of 6 dogs.\n- Route: 18 km, with a hot-drink stop in a Sámi-style kota hut.\n- Prices: adults €195; children aged 4–14 €120.\n- Included: warm overalls, boots and mittens.\n- Arrival: please be there 30 minutes before departure for the safety briefing.\n- Not suitable for: children under 4 or pregnant guests.",
            ),
            Good(
                "preserve",
                "Join us for a half-day husky sledding tour this winter! From 15 December 2025 through 31 March 2026, tours leave our kennel at Lake Inari every day at 9:30 am and 1:30 pm. You'll share a sled with one other person and take turns driving a team of 6 dogs along an 18 km route, with a break for hot drinks in a Sámi-style kota hut. Adults pay €195 and children aged 4–14 pay €120. We provide warm overalls, boots and mittens. Please arrive 30 minutes before departure so you can attend the safety briefing. Note that the tours are not suitable for pregnant guests or children under 4.",
            ),
            Good(
                "pl",
                "Półdniowe wycieczki psimi zaprzęgami – zima 2025/26. Wycieczki odbywają się codziennie od 15 grudnia 2025 r. do 31 marca 2026 r., z wyjazdami o 9:30 i 13:30 z hodowli psów nad jeziorem Inari. Każde sanie ciągnie zaprzęg 6 husky; jadą nimi dwie osoby, które na zmianę powożą. Trasa ma 18 km i obejmuje przerwę na gorący napój w saamskiej chacie typu kota. Cena wynosi 195 euro za osobę dorosłą i 120 euro za dziecko w wieku 4–14 lat. Zapewniamy ciepłe kombinezony, buty i rękawice. Prosimy o przybycie 30 minut przed wyjazdem na instruktaż bezpieczeństwa. Wycieczki nie są odpowiednie dla dzieci poniżej 4 lat ani dla kobiet w ciąży.",
            ),
        ],
        bad=[
            Slip(0, [("Route: 18 km", "Route: 25 km")], "number"),
            Slip(1, [("From 15 December 2025", "From 1 December 2025")], "date"),
            Slip(
                2,
                [
                    (
                        "Zapewniamy ciepłe kombinezony, buty i rękawice.",
                        "Zapewniamy ciepłe kombinezony, buty i rękawice, a po wycieczce zapraszamy na bezpłatny obiad w naszej restauracji.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-climbing-wall-first-visit-markdown",
        source="## Your first visit to Vertical Limits\n\n1. **Sign the waiver** online at [vertical-limits.co.uk/waiver](https://vertical-limits.co.uk/waiver) before you arrive; it takes about 5 minutes.\n2. **Book an induction.** Everyone who wants to use the roped walls must pass a 45-minute belay induction (£18).\n3. **Bouldering** needs no induction, but you should watch the safety video at reception.\n\n### Good to know\n\n- Climbing shoes can be hired for £4.\n- Under-16s must be supervised by an adult at all times.\n- Chalk balls are allowed; loose chalk is not.",
        good=[
            Good(
                "preserve",
                "## First time at Vertical Limits?\n\n1. **Complete the waiver** online at [vertical-limits.co.uk/waiver](https://vertical-limits.co.uk/waiver) before you come in – it takes roughly 5 minutes.\n2. **Book an induction.** To use the roped walls, you must pass our 45-minute belay induction, which costs £18.\n3. **Bouldering** doesn't require an induction, but you should watch the safety video at reception.\n\n### Good to know\n\n- You can hire climbing shoes for £4.\n- Anyone under 16 must be supervised by an adult at all times.\n- Chalk balls are fine, but loose chalk isn't allowed.",
            ),
            Good(
                "preserve",
                "## Your first visit to Vertical Limits\n\n1. **Waiver:** sign it online at [vertical-limits.co.uk/waiver](https://vertical-limits.co.uk/waiver) before arriving (about 5 minutes).\n2. **Induction:** a 45-minute belay induction (£18) must be passed by anyone wishing to climb on the roped walls.\n3. **Bouldering:** no induction needed, though you should watch the safety video at reception.\n\n### Good to know\n\n- Climbing shoe hire: £4.\n- Under-16s: must be supervised by an adult at all times.\n- Chalk: chalk balls allowed, loose chalk not allowed.",
            ),
            Good(
                "pl",
                "## Twoja pierwsza wizyta w Vertical Limits\n\n1. **Podpisz oświadczenie** online na stronie [vertical-limits.co.uk/waiver](https://vertical-limits.co.uk/waiver) przed przyjściem; zajmie to około 5 minut.\n2. **Zarezerwuj szkolenie.** Każdy, kto chce korzystać ze ścian z asekuracją linową, musi zaliczyć 45-minutowe szkolenie z asekuracji (18 GBP).\n3. **Bouldering** nie wymaga szkolenia, ale powinieneś obejrzeć film o bezpieczeństwie dostępny w recepcji.\n\n### Warto wiedzieć\n\n- Buty wspinaczkowe można wypożyczyć za 4 GBP.\n- Osoby poniżej 16 lat muszą przez cały czas pozostawać pod opieką osoby dorosłej.\n- Kulki z magnezją są dozwolone, sypka magnezja – nie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- You can hire climbing shoes for £4.\n- Anyone under 16",
                        "- You can hire climbing shoes for £4. Anyone under 16",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [("must be passed by anyone wishing", "is recommended for anyone wishing")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "(https://vertical-limits.co.uk/waiver)",
                        "(https://vertical-limits.com/waiver)",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-campground-guest-wifi-login-help",
        source="Connecting to the campground Wi-Fi. Join the network `PineHollow-Guest` and open any web page; the login screen will ask for the code printed on your site receipt. Each code works on up to 3 devices for 24 hours. The network does not support streaming video, and ports other than 80 and 443 are blocked. If the login page does not appear, go to http://10.0.0.1/login manually. On Linux you can renew your address with `sudo dhclient -r && sudo dhclient`. The signal does not reach sites 40–52 by the river; use the pavilion instead.",
        good=[
            Good(
                "preserve",
                "How to get online at the campground:\n1. Connect to the `PineHollow-Guest` network.\n2. Open any web page. A login screen will appear and ask for the code printed on your site receipt.\n3. If it doesn't appear, go to http://10.0.0.1/login yourself.\n\nEach code is valid for 24 hours on up to 3 devices. Streaming video isn't supported, and all ports except 80 and 443 are blocked. Linux users can renew their address with `sudo dhclient -r && sudo dhclient`. Sites 40–52 by the river are out of range, so use the pavilion instead.",
            ),
            Good(
                "preserve",
                "To use the campground Wi-Fi, join `PineHollow-Guest` and open a web page; you'll be asked for the code printed on your site receipt. A code covers up to 3 devices for 24 hours. The network doesn't support video streaming, and only ports 80 and 443 are open. No login page? Go to http://10.0.0.1/login manually. On Linux, `sudo dhclient -r && sudo dhclient` renews your address. The riverside sites 40–52 get no signal – head to the pavilion instead.",
            ),
            Good(
                "pl",
                "Jak połączyć się z Wi-Fi na kempingu. Połącz się z siecią `PineHollow-Guest` i otwórz dowolną stronę internetową; ekran logowania poprosi o kod wydrukowany na paragonie za miejsce kempingowe. Każdy kod działa na maksymalnie 3 urządzeniach przez 24 godziny. Sieć nie obsługuje strumieniowania wideo, a porty inne niż 80 i 443 są zablokowane. Jeśli strona logowania się nie pojawi, wejdź ręcznie na http://10.0.0.1/login. W systemie Linux adres można odnowić poleceniem `sudo dhclient -r && sudo dhclient`. Sygnał nie dociera do miejsc 40–52 nad rzeką; w takim przypadku skorzystaj z pawilonu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("`sudo dhclient -r && sudo dhclient`", "`sudo dhclient -x && sudo dhclient`")],
                "code",
            ),
            Slip(
                1,
                [
                    (
                        "A code covers up to 3 devices for 24 hours.",
                        "A code covers up to 3 devices for 24 hours, and extra codes can be bought at the camp store for $5.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Sieć nie obsługuje strumieniowania wideo",
                        "Sieć obsługuje strumieniowanie wideo",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-home-trampoline-fracture-research-summary",
        source="Home trampolines remain one of the most common causes of fractures in children. In a review of 1,002 emergency department visits, Hartley and Osei (2019) found that roughly 60% of trampoline injuries involved children aged 5 to 14, and fractures made up about 29% of cases. The American Academy of Pediatrics (Pediatrics, 2012;130(4):774–779) advises against recreational trampoline use at home. It notes that safety nets may reduce falls off the trampoline but probably do little to prevent injuries on the mat itself. Most injuries appear to happen when more than one person is jumping, with the smallest jumper at greatest risk.",
        good=[
            Good(
                "preserve",
                "Trampolines at home are still among the most common causes of broken bones in children. Hartley and Osei (2019) reviewed 1,002 emergency department visits and found that roughly 60% of trampoline injuries involved children aged 5 to 14, with fractures accounting for about 29% of cases. The American Academy of Pediatrics advises against using trampolines at home for recreation (Pediatrics, 2012;130(4):774–779). According to the Academy, safety nets may cut down on falls from the trampoline but probably do little against injuries on the mat itself. It appears that most injuries happen when more than one person is jumping, and the smallest jumper is most at risk.",
            ),
            Good(
                "preserve",
                "Home trampolines remain among the most common causes of paediatric fractures. Reviewing 1,002 emergency department visits, Hartley and Osei (2019) reported that approximately 60% of trampoline injuries involved children between 5 and 14 years of age and that about 29% of cases were fractures. The American Academy of Pediatrics (Pediatrics, 2012;130(4):774–779) advises against recreational home trampoline use, observing that safety nets may reduce falls off the trampoline yet probably do little to prevent injuries on the mat itself. The majority of injuries appear to occur when more than one person is jumping, and the smallest jumper faces the greatest risk.",
            ),
            Good(
                "pl",
                "Domowe trampoliny wciąż należą do najczęstszych przyczyn złamań u dzieci. Po przeanalizowaniu 1002 wizyt na szpitalnych oddziałach ratunkowych Hartley i Osei (2019) stwierdzili, że mniej więcej 60% urazów na trampolinach dotyczyło dzieci w wieku od 5 do 14 lat, a złamania stanowiły około 29% przypadków. Amerykańska Akademia Pediatrii (Pediatrics, 2012;130(4):774–779) odradza rekreacyjne korzystanie z trampolin w warunkach domowych. Zauważa, że siatki zabezpieczające mogą ograniczać upadki z trampoliny, ale prawdopodobnie niewiele pomagają w zapobieganiu urazom na samej macie. Wydaje się, że do większości urazów dochodzi, gdy skacze więcej niż jedna osoba, a najbardziej zagrożony jest najmniejszy skaczący.",
            ),
        ],
        bad=[
            Slip(
                0, [("safety nets may cut down on falls", "safety nets cut down on falls")], "hedge"
            ),
            Slip(1, [("Hartley and Osei (2019)", "Hartley and Owens (2019)")], "citation"),
            Slip(2, [("około 29% przypadków", "około 39% przypadków")], "number"),
        ],
    ),
    Case(
        key="en-ice-hotel-cancellation-policy-changes",
        source="Booking changes and cancellations – Frostlight Ice Hotel. The ice hotel is open from 20 December 2025 to 29 March 2026, weather permitting. You can cancel free of charge up to 30 days before arrival; after that, 50% of the booking value is charged, and no refund is given for cancellations made within 7 days of arrival. Date changes are possible once per booking, subject to availability. If the ice rooms have to close early because of mild weather, we will move you to a heated cabin or refund the difference. Requests should be sent by e-mail to bookings@frostlight.se, quoting your booking number.",
        good=[
            Good(
                "preserve",
                "Need to change or cancel your Frostlight Ice Hotel booking? Weather permitting, the ice hotel is open from 20 December 2025 until 29 March 2026. Cancellation is free up to 30 days before you arrive. After that we charge 50% of the booking value, and if you cancel within 7 days of arrival you won't get a refund. You can change your dates once per booking, as long as there's availability. If mild weather forces the ice rooms to close early, we'll move you to a heated cabin or refund the difference. Your request should be e-mailed to bookings@frostlight.se, with your booking number quoted.",
            ),
            Good(
                "preserve",
                "Frostlight Ice Hotel – changes and cancellations\n- Season: 20 December 2025 – 29 March 2026 (weather permitting).\n- Free cancellation: up to 30 days before arrival.\n- Later cancellations: 50% of the booking value is charged; cancellations within 7 days of arrival are non-refundable.\n- Date changes: possible once per booking, subject to availability.\n- Early closure due to mild weather: you will be moved to a heated cabin or refunded the difference.\n- Requests: should be sent by e-mail to bookings@frostlight.se, quoting your booking number.",
            ),
            Good(
                "pl",
                "Zmiany i anulowanie rezerwacji – Frostlight Ice Hotel. Hotel lodowy jest czynny od 20 grudnia 2025 r. do 29 marca 2026 r., o ile pozwoli na to pogoda. Rezerwację można bezpłatnie anulować najpóźniej 30 dni przed przyjazdem; później pobieramy 50% wartości rezerwacji, a w przypadku anulowania w ciągu 7 dni przed przyjazdem pieniądze nie są zwracane. Termin można zmienić raz w ramach jednej rezerwacji, w zależności od dostępności. Jeśli z powodu łagodnej pogody pokoje lodowe trzeba będzie wcześniej zamknąć, przeniesiemy Cię do ogrzewanego domku lub zwrócimy różnicę. Prośby powinny być wysyłane e-mailem na adres bookings@frostlight.se z podaniem numeru rezerwacji.",
            ),
        ],
        bad=[
            Slip(0, [("until 29 March 2026", "until 29 April 2026")], "date"),
            Slip(
                1,
                [
                    (
                        "refunded the difference.",
                        "refunded the difference, plus a complimentary sauna session.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Termin można zmienić raz w ramach jednej rezerwacji, w zależności od dostępności.",
                        "Date changes are possible once per booking, subject to availability.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
]
