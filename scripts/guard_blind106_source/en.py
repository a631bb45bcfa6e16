# ruff: noqa: E501, RUF001
"""English source cases of blind set 106: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-ceramic-studio-membership-terms",
        source="Membership at Clayworks Studio costs £65 per month and includes 12 hours of open-studio time, shelf space and access to the glaze room. Members must complete a one-hour induction before using the wheels or the slab roller. Kiln firing is charged separately at £0.04 per cubic inch, and pieces must not exceed 40 cm in any direction. You may bring your own clay, but it must be cone 6 stoneware; earthenware is not allowed in the shared kilns. Unused hours do not roll over to the next month. To pause your membership, give us at least 14 days' notice by email to members@clayworksstudio.co.uk.",
        good=[
            Good(
                "preserve",
                "A Clayworks Studio membership is £65 a month. For that you get 12 hours of open-studio time, a shelf and use of the glaze room. Before you use the wheels or the slab roller, you must complete a one-hour induction. Kiln firings are billed separately at £0.04 per cubic inch, and your pieces must not be bigger than 40 cm in any direction. You may bring your own clay as long as it's cone 6 stoneware — earthenware isn't allowed in the shared kilns. Hours you don't use do not carry over to the following month. Want to pause your membership? Email members@clayworksstudio.co.uk at least 14 days in advance.",
            ),
            Good(
                "preserve",
                "Clayworks Studio membership – the essentials:\n\n- Cost: £65 a month, which covers 12 hours of open-studio time, shelf space and use of the glaze room.\n- Induction: every member must complete a one-hour induction before using the wheels or the slab roller.\n- Kiln firing: charged separately at £0.04 per cubic inch; pieces must not exceed 40 cm in any direction.\n- Clay: you may bring your own, provided it is cone 6 stoneware. Earthenware is not permitted in the shared kilns.\n- Hours: unused hours do not roll over to the next month.\n- Pausing: email members@clayworksstudio.co.uk at least 14 days beforehand.",
            ),
            Good(
                "pl",
                "Członkostwo w Clayworks Studio kosztuje 65 funtów miesięcznie i obejmuje 12 godzin pracy w otwartej pracowni, miejsce na półce oraz dostęp do pomieszczenia ze szkliwami. Przed skorzystaniem z kół garncarskich lub wałkarki do plastrów każdy członek musi przejść godzinne szkolenie wprowadzające. Wypał w piecu jest płatny osobno – 0,04 funta za cal sześcienny – a prace nie mogą przekraczać 40 cm w żadnym wymiarze. Możesz przynieść własną glinę, ale musi to być kamionka wypalana na stożek 6; gliny fajansowej nie wolno wypalać we wspólnych piecach. Niewykorzystane godziny nie przechodzą na kolejny miesiąc. Jeśli chcesz zawiesić członkostwo, powiadom nas o tym e-mailem na adres members@clayworksstudio.co.uk co najmniej 14 dni wcześniej.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "you must complete a one-hour induction",
                        "you should complete a one-hour induction",
                    )
                ],
                "modality",
            ),
            Slip(1, [("covers 12 hours", "covers 15 hours")], "number"),
            Slip(
                2,
                [("Niewykorzystane godziny nie przechodzą", "Niewykorzystane godziny przechodzą")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-marina-fuel-dock-hours",
        source="From 1 May to 30 September, the fuel dock at Harbour Point Marina is open daily from 7:00 to 19:00. Outside that period it opens only on Fridays, Saturdays and Sundays, from 9:00 to 16:00. We sell unleaded petrol and marine diesel; we do not sell LPG. Please call the dock on VHF channel 80 or on 01202 555 318 before coming alongside, as the pontoon takes a maximum of two boats at a time. Card payments are accepted, but cash is not. During refuelling, engines must be switched off and nobody may smoke within 15 metres of the pumps.",
        good=[
            Good(
                "preserve",
                "Harbour Point Marina's fuel dock opens every day from 7 am to 7 pm between May 1 and September 30. For the rest of the year, it is open on Fridays, Saturdays and Sundays only, 9 am to 4 pm. Unleaded petrol and marine diesel are available, but LPG is not. The pontoon can take no more than two boats at once, so call the dock on VHF channel 80 or 01202 555 318 before you come alongside. We take cards but not cash. While you refuel, engines must be off, and no one may smoke within 15 metres of the pumps.",
            ),
            Good(
                "preserve",
                "Fuel dock opening hours – Harbour Point Marina\n\n- 1 May to 30 September: daily, 07:00–19:00\n- Rest of the year: Friday to Sunday only, 09:00–16:00\n\nFuels available: unleaded petrol and marine diesel (no LPG). Payment by card only; cash is not accepted. The pontoon holds a maximum of two vessels at a time, so please contact the dock before coming alongside (VHF channel 80 or tel. 01202 555 318). Engines must be switched off during refuelling, and smoking is not permitted within 15 metres of the pumps.",
            ),
            Good(
                "pl",
                "Od 1 maja do 30 września stacja paliw w marinie Harbour Point jest czynna codziennie w godzinach 7:00–19:00. Poza tym okresem działa tylko w piątki, soboty i niedziele, od 9:00 do 16:00. Sprzedajemy benzynę bezołowiową i olej napędowy do łodzi; nie sprzedajemy LPG. Przy pomoście mogą jednocześnie stać najwyżej dwie łodzie, dlatego przed podejściem prosimy o kontakt na kanale VHF 80 lub pod numerem 01202 555 318. Przyjmujemy płatności kartą, gotówki nie. Podczas tankowania silniki muszą być wyłączone, a w promieniu 15 metrów od dystrybutorów nikomu nie wolno palić.",
            ),
        ],
        bad=[
            Slip(0, [("from 7 am to 7 pm", "from 7 am to 9 pm")], "date"),
            Slip(1, [("a maximum of two vessels", "a maximum of four vessels")], "number"),
            Slip(
                2,
                [
                    (
                        "Przyjmujemy płatności kartą, gotówki nie.",
                        "Przyjmujemy płatności kartą, gotówki nie. Rezydenci mariny otrzymują 5% zniżki na paliwo.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-open-water-swim-briefing",
        source="Race briefing for Sunday's 3 km open-water swim. The water temperature is expected to be around 16°C, so wetsuits are compulsory for this distance. Every swimmer must wear the orange cap provided at registration; you must not swap caps with anyone. The course is two laps of a triangle, and you should keep all yellow buoys on your left. If you get into difficulty, roll onto your back and raise one arm, and a kayaker will reach you within seconds. Swimmers who have not finished the first lap within 50 minutes will probably be asked to leave the water. Do not swim before the start signal; a false start may lead to disqualification.",
        good=[
            Good(
                "preserve",
                "Briefing for Sunday's 3 km open-water swim:\n\n1. We expect the water to be around 16°C, so wetsuits are compulsory for this distance.\n2. You must wear the orange cap you were given at registration, and you must not swap it with anyone.\n3. The course is two laps of a triangle; you should keep every yellow buoy on your left.\n4. If you get into difficulty, roll onto your back and raise one arm – a kayaker will be with you within seconds.\n5. If you haven't completed the first lap within 50 minutes, you will probably be asked to leave the water.\n6. Don't start swimming before the signal: a false start may result in disqualification.",
            ),
            Good(
                "preserve",
                "Sunday's open-water race is 3 km. Because the water is expected to be around 16°C, wetsuits are compulsory at this distance. At registration you'll be given an orange cap: every swimmer must wear it, and caps must not be swapped. You'll swim two laps of a triangular course, and you should keep all the yellow buoys to your left. Don't set off before the start signal, as a false start may lead to disqualification. Anyone who has not finished the first lap within 50 minutes will probably be asked to get out of the water. If you run into difficulty, roll onto your back and raise an arm, and a kayaker will get to you within seconds.",
            ),
            Good(
                "pl",
                "Odprawa przed niedzielnym wyścigiem pływackim na wodach otwartych na dystansie 3 km. Temperatura wody ma wynosić około 16°C, dlatego na tym dystansie pianki są obowiązkowe. Każdy zawodnik musi mieć na głowie pomarańczowy czepek otrzymany przy rejestracji; nie wolno zamieniać się czepkami z nikim. Trasa to dwa okrążenia trójkąta, a wszystkie żółte boje powinno się mieć po lewej stronie. Jeśli znajdziesz się w tarapatach, przewróć się na plecy i unieś jedną rękę – kajakarz dotrze do ciebie w ciągu kilku sekund. Zawodnicy, którzy nie ukończą pierwszego okrążenia w ciągu 50 minut, prawdopodobnie zostaną poproszeni o wyjście z wody. Nie wolno ruszać przed sygnałem startu; falstart może skutkować dyskwalifikacją.",
            ),
        ],
        bad=[
            Slip(0, [("wetsuits are compulsory", "wetsuits are not compulsory")], "negation"),
            Slip(1, [("will probably be asked", "will be asked")], "hedge"),
            Slip(2, [("Każdy zawodnik musi mieć", "Każdy zawodnik powinien mieć")], "modality"),
        ],
    ),
    Case(
        key="en-translation-bureau-urgent-orders",
        source="Urgent orders at LinguaBridge Translations are accepted Monday to Friday until 14:00 CET. Documents of up to 2,000 words received before that time are delivered by 10:00 the next working day. The urgent surcharge is 50% of the standard rate, with a minimum fee of €40 per order. Sworn translations cannot be handled as urgent orders, because each page has to be stamped and signed in person. Please send files in an editable format, such as DOCX or XLSX, to urgent@linguabridge.eu and put the word URGENT in the subject line. Orders sent on Friday after 14:00 are treated as received on Monday morning.",
        good=[
            Good(
                "preserve",
                "Need something translated fast? LinguaBridge Translations accepts urgent orders from Monday to Friday up to 14:00 CET. If your document is no longer than 2,000 words and arrives before that cut-off, you'll receive the translation by 10:00 on the next working day. Urgent work costs 50% more than the standard rate, and the minimum charge is €40 per order. Please email your files in an editable format (DOCX or XLSX, for example) to urgent@linguabridge.eu with URGENT in the subject line. Anything sent after 14:00 on a Friday is treated as received on Monday morning. Note that sworn translations cannot be processed as urgent, since every page has to be stamped and signed in person.",
            ),
            Good(
                "preserve",
                "LinguaBridge Translations – urgent service\n\n• Order deadline: Monday–Friday, 14:00 CET.\n• Turnaround: documents of up to 2,000 words received before the deadline are delivered by 10:00 on the following working day.\n• Price: the standard rate plus a 50% surcharge; minimum fee €40 per order.\n• How to send: editable files (e.g. DOCX, XLSX) to urgent@linguabridge.eu, with “URGENT” in the subject line.\n• Friday orders sent after 14:00 are deemed received on Monday morning.\n• Exclusion: sworn translations cannot be ordered as urgent, as each page must be stamped and signed in person.",
            ),
            Good(
                "pl",
                "Zlecenia pilne biuro LinguaBridge Translations przyjmuje od poniedziałku do piątku do godziny 14:00 CET. Dokumenty liczące do 2000 słów, które dotrą przed tą godziną, dostarczamy do 10:00 następnego dnia roboczego. Dopłata za tryb pilny wynosi 50% stawki standardowej, przy czym minimalna opłata to 40 € za zlecenie. Tłumaczeń przysięgłych nie można realizować w trybie pilnym, ponieważ każdą stronę trzeba osobiście opieczętować i podpisać. Prosimy o przesyłanie plików w formacie edytowalnym, np. DOCX lub XLSX, na adres urgent@linguabridge.eu, z dopiskiem URGENT w temacie wiadomości. Zlecenia wysłane w piątek po 14:00 traktujemy jako otrzymane w poniedziałek rano.",
            ),
        ],
        bad=[
            Slip(0, [("costs 50% more", "costs 25% more")], "number"),
            Slip(1, [("to urgent@linguabridge.eu", "to orders@linguabridge.eu")], "url"),
            Slip(2, [("otrzymane w poniedziałek rano", "otrzymane we wtorek rano")], "date"),
        ],
    ),
    Case(
        key="en-vintage-market-stall-terms",
        source="Stalls at the Canal Street Vintage Market are let by the day and cost £35 on Saturdays and £25 on Sundays. Each pitch is 3 m by 2 m and comes with one table; rails are not provided, so traders should bring their own. Setup starts at 7:30 and stalls must be ready by 9:30, when the doors open to the public. Only genuine vintage items, at least 20 years old, may be sold; new or reproduction clothing is not permitted. Traders may sell accessories and jewellery, but food and drink are not allowed. Cancellations made less than seven days before market day will not be refunded.",
        good=[
            Good(
                "preserve",
                "Thinking of trading at the Canal Street Vintage Market? Pitches are hired by the day: £35 on a Saturday, £25 on a Sunday. You get a 3 m × 2 m pitch and one table. Clothes rails aren't supplied, so you should bring your own. You can start setting up at 7:30, and your stall must be ready by 9:30, when the public is let in. You may only sell genuine vintage pieces that are at least 20 years old – new or reproduction clothing isn't permitted. Accessories and jewellery are fine to sell, but food and drink are not allowed. If you cancel less than seven days before market day, you won't get a refund.",
            ),
            Good(
                "preserve",
                "Canal Street Vintage Market – stall terms\n\n- Daily hire: £35 (Saturday), £25 (Sunday).\n- Pitch: 3 m x 2 m with one table. Rails are not provided; traders should bring their own.\n- Setup from 7:30; stalls must be ready by 9:30, when doors open to the public.\n- Stock: genuine vintage only, at least 20 years old. New or reproduction clothing is not permitted. Accessories and jewellery may be sold; food and drink may not.\n- Cancellations less than seven days before market day will not be refunded.",
            ),
            Good(
                "pl",
                "Stoiska na Canal Street Vintage Market wynajmowane są na jeden dzień: w sobotę kosztują 35 funtów, a w niedzielę 25 funtów. Każde stanowisko ma wymiary 3 × 2 m i jest wyposażone w jeden stół; wieszaków nie zapewniamy, więc wystawcy powinni przywieźć własne. Rozstawianie zaczyna się o 7:30, a stoiska muszą być gotowe do 9:30, kiedy otwieramy drzwi dla publiczności. Sprzedawać można wyłącznie autentyczne rzeczy vintage, mające co najmniej 20 lat; nowa odzież ani repliki nie są dozwolone. Wystawcy mogą sprzedawać dodatki i biżuterię, ale jedzenie i napoje są zabronione. Przy rezygnacji zgłoszonej później niż siedem dni przed dniem targu opłata nie zostanie zwrócona.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("your stall must be ready by 9:30", "your stall should be ready by 9:30")],
                "modality",
            ),
            Slip(1, [("will not be refunded", "will be refunded")], "negation"),
            Slip(
                2, [("w jeden stół;", "w jeden stół oraz gniazdko elektryczne;")], "invented_fact"
            ),
        ],
    ),
    Case(
        key="en-community-fridge-food-safety",
        source="Our community fridge on Elm Road is open to everyone, and you don't need to register or show ID. To keep it safe, we follow the hygiene rules in Regulation (EC) No 852/2004 and the Food Safety Act 1990. Please do not leave raw meat, raw fish, unpasteurised dairy or anything past its use-by date. Homemade cooked dishes are not accepted either. Label every item you drop off with the date. The fridge should stay below 5°C; volunteers check it twice a day, and readings above 8°C probably mean the door was left open. Food that has been in the fridge for more than three days is usually composted.",
        good=[
            Good(
                "preserve",
                "Anyone can use the community fridge on Elm Road – you don't have to register or show any ID. We keep it safe by following the hygiene rules set out in Regulation (EC) No 852/2004 and the Food Safety Act 1990. When you drop food off, please label each item with the date, and don't leave raw meat, raw fish, unpasteurised dairy products or anything past its use-by date. We can't accept homemade cooked dishes either. The fridge should be kept below 5°C. Volunteers check it twice daily, and a reading above 8°C probably means someone left the door open. Food that has been in the fridge for over three days is usually composted.",
            ),
            Good(
                "preserve",
                "Elm Road community fridge: food safety\n\nThe fridge is open to all, with no registration or ID required. It is run in line with the hygiene rules of Regulation (EC) No 852/2004 and the Food Safety Act 1990.\n\nNot accepted: raw meat, raw fish, unpasteurised dairy, anything past its use-by date, and homemade cooked dishes.\n\nPlease date-label every item you donate. The fridge should stay below 5°C; volunteers take a reading twice a day, and a reading above 8°C is probably a sign that the door was left open. Items that have been in the fridge for more than three days are usually composted.",
            ),
            Good(
                "pl",
                "Nasza lodówka społeczna przy Elm Road jest otwarta dla wszystkich – nie trzeba się rejestrować ani okazywać dokumentu tożsamości. Dla bezpieczeństwa przestrzegamy zasad higieny określonych w rozporządzeniu (WE) nr 852/2004 oraz w ustawie Food Safety Act 1990. Prosimy nie zostawiać surowego mięsa, surowych ryb, niepasteryzowanego nabiału ani produktów po upływie terminu przydatności do spożycia. Nie przyjmujemy też domowych gotowanych potraw. Każdy zostawiany produkt oznacz datą. Temperatura w lodówce powinna utrzymywać się poniżej 5°C; wolontariusze sprawdzają ją dwa razy dziennie, a odczyt powyżej 8°C prawdopodobnie oznacza, że ktoś zostawił otwarte drzwi. Żywność, która leży w lodówce dłużej niż trzy dni, zwykle trafia do kompostu.",
            ),
        ],
        bad=[
            Slip(0, [("you don't have to register", "you have to register")], "negation"),
            Slip(1, [("is probably a sign", "is a sign")], "hedge"),
            Slip(2, [("nr 852/2004", "nr 882/2004")], "legal_reference"),
        ],
    ),
    Case(
        key="en-climbing-crag-access-agreement",
        source="Under the access agreement with the landowner, climbing at Raven Tor Quarry is permitted from 1 August to 28 February only. The crag is closed from 1 March to 31 July each year to protect nesting peregrine falcons, and this restriction applies to all routes, including the boulders by the lower track. Climbers must park in the lay-by on Mill Lane, not in the farm gateway. Groups larger than eight must contact the BMC access rep in advance. No new bolts may be placed without the agreement of the local bolt fund. Breaching the agreement could lead to the landowner withdrawing access altogether.",
        good=[
            Good(
                "preserve",
                "Raven Tor Quarry: what the access agreement means for you\n\nYou can climb here between 1 August and 28 February only. From 1 March to 31 July every year the crag is closed to protect nesting peregrine falcons, and the closure covers every route, the boulders by the lower track included. You must park in the lay-by on Mill Lane, not in the farm gateway. If you're in a group of more than eight, you must contact the BMC access rep beforehand. No new bolts may go in unless the local bolt fund has agreed. Any breach of the agreement could lead the landowner to withdraw access completely.",
            ),
            Good(
                "preserve",
                "The landowner's access agreement allows climbing at Raven Tor Quarry from 1 August to 28 February, and at no other time. Between 1 March and 31 July each year the crag is closed because peregrine falcons nest there; the closure applies to all routes, including the boulders next to the lower track. Climbers must use the Mill Lane lay-by for parking rather than the farm gateway. Groups of more than eight climbers must get in touch with the BMC access representative in advance, and new bolts may not be placed without the local bolt fund's agreement. If the agreement is breached, the landowner could withdraw access entirely.",
            ),
            Good(
                "pl",
                "Zgodnie z umową o dostępie zawartą z właścicielem terenu wspinanie w kamieniołomie Raven Tor jest dozwolone wyłącznie od 1 sierpnia do 28 lutego. Co roku od 1 marca do 31 lipca skała jest zamknięta, aby chronić gniazdujące sokoły wędrowne; ograniczenie dotyczy wszystkich dróg, w tym bulderów przy dolnej ścieżce. Wspinacze muszą parkować w zatoczce przy Mill Lane, a nie w bramie gospodarstwa. Grupy liczące więcej niż osiem osób muszą wcześniej skontaktować się z przedstawicielem BMC ds. dostępu. Nowych spitów nie wolno osadzać bez zgody lokalnego funduszu spitowego. Naruszenie umowy może doprowadzić do tego, że właściciel całkowicie cofnie zgodę na dostęp.",
            ),
        ],
        bad=[
            Slip(0, [("31 July", "30 June")], "date"),
            Slip(1, [("must get in touch with", "should get in touch with")], "modality"),
            Slip(2, [("Nowych spitów nie wolno osadzać", "Nowe spity wolno osadzać")], "negation"),
        ],
    ),
    Case(
        key="en-school-uniform-swap-shop",
        source="The Greenfield Primary uniform swap shop runs in the school hall on the first Wednesday of every month, from 3:15 to 4:30 pm. Everything is free: you don't have to donate anything to take items. Families can take up to five items per child per visit. We accept clean, undamaged sweatshirts, polo shirts, skirts, trousers and PE kits with the school logo or in plain bottle green. Please don't bring shoes, underwear or anything with names written inside that can't be removed. Items left unclaimed for six months may be passed to the Oakleigh charity shop. Questions can go to the PTA at pta@greenfieldprimary.org.",
        good=[
            Good(
                "preserve",
                "Greenfield Primary's uniform swap shop takes place in the school hall on the first Wednesday of each month, 3:15–4:30 pm. It's completely free, and you don't need to donate anything in order to take something. You can take up to five items per child on each visit. We welcome clean, undamaged sweatshirts, polo shirts, skirts, trousers and PE kits, either with the school logo or in plain bottle green. Please don't bring shoes or underwear, or any item with a name written inside that can't be removed. Anything left unclaimed for six months may go to the Oakleigh charity shop. Any questions? Email the PTA at pta@greenfieldprimary.org.",
            ),
            Good(
                "preserve",
                "Uniform swap shop – Greenfield Primary\n\nWhen: first Wednesday of every month, 3:15 to 4:30 pm, in the school hall.\nCost: nothing. There's no need to donate in order to take.\nLimit: five items per child, per visit.\nWe accept: clean, undamaged sweatshirts, polo shirts, skirts, trousers and PE kits, with the school logo or in plain bottle green.\nWe don't accept: shoes, underwear, or items with names written inside that can't be removed.\nItems nobody claims within six months may be given to the Oakleigh charity shop.\nQuestions: the PTA, pta@greenfieldprimary.org.",
            ),
            Good(
                "pl",
                "Szkolny punkt wymiany mundurków Greenfield Primary działa w auli szkoły w pierwszą środę każdego miesiąca, w godzinach 15:15–16:30. Wszystko jest bezpłatne: aby coś wziąć, nie trzeba niczego oddawać. Rodziny mogą zabrać maksymalnie pięć rzeczy na dziecko podczas jednej wizyty. Przyjmujemy czyste, niezniszczone bluzy, koszulki polo, spódnice, spodnie i stroje na WF z logo szkoły lub w jednolitym butelkowozielonym kolorze. Prosimy nie przynosić butów, bielizny ani ubrań z napisanym w środku imieniem, którego nie da się usunąć. Rzeczy, po które nikt się nie zgłosi przez sześć miesięcy, mogą zostać przekazane do sklepu charytatywnego Oakleigh. Pytania prosimy kierować do rady rodziców (PTA): pta@greenfieldprimary.org.",
            ),
        ],
        bad=[
            Slip(0, [("up to five items", "up to three items")], "number"),
            Slip(1, [("may be given to", "will be given to")], "modality"),
            Slip(
                2,
                [
                    (
                        "Przyjmujemy czyste, niezniszczone bluzy, koszulki polo, spódnice, spodnie i stroje na WF z logo szkoły lub w jednolitym butelkowozielonym kolorze. Prosimy nie przynosić butów, bielizny ani ubrań z napisanym w środku imieniem, którego nie da się usunąć.",
                        "We accept clean, undamaged sweatshirts, polo shirts, skirts, trousers and PE kits with the school logo or in plain bottle green. Please don't bring shoes, underwear or anything with names written inside that can't be removed.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-ferry-vehicle-booking-terms",
        source="Vehicle bookings on the Kellan Sound ferry must be made at least 24 hours before departure. Standard cars up to 5 m long and 1.85 m high travel at the car fare of £48 each way; longer or taller vehicles, including vans with roof boxes, pay the large-vehicle fare of £79. Drivers must check in no later than 30 minutes before sailing, or the space may be released to standby traffic. Changes are free up to 48 hours before departure. Under section 4.2 of our Conditions of Carriage, we cannot carry vehicles leaking fuel or carrying gas cylinders over 15 kg. Passenger rights are set out in Regulation (EU) No 1177/2010.",
        good=[
            Good(
                "preserve",
                "You must book your vehicle on the Kellan Sound ferry at least 24 hours before it departs. A standard car – no more than 5 m long and 1.85 m high – travels at the car fare of £48 each way. Anything longer or taller, vans with roof boxes included, pays the large-vehicle fare of £79. You must check in at least 30 minutes before sailing; if you don't, your space may be released to standby traffic. You can change your booking free of charge up to 48 hours before departure. Section 4.2 of our Conditions of Carriage means we cannot carry vehicles that are leaking fuel or carrying gas cylinders heavier than 15 kg. Your rights as a passenger are set out in Regulation (EU) No 1177/2010.",
            ),
            Good(
                "preserve",
                "Kellan Sound ferry – vehicle booking terms\n\n1. Vehicles must be booked at least 24 hours ahead of departure.\n2. Standard cars (maximum 5 m long and 1.85 m high) pay the car fare: £48 each way.\n3. Longer or taller vehicles, vans with roof boxes among them, pay the large-vehicle fare: £79.\n4. Drivers must check in no later than 30 minutes before sailing; otherwise the space may be released to standby traffic.\n5. Bookings can be changed free of charge until 48 hours before departure.\n6. Vehicles leaking fuel or carrying gas cylinders over 15 kg cannot be carried (Conditions of Carriage, section 4.2).\n7. Passenger rights: see Regulation (EU) No 1177/2010.",
            ),
            Good(
                "pl",
                "Rezerwacja przewozu pojazdu promem Kellan Sound musi zostać dokonana co najmniej 24 godziny przed odpłynięciem. Standardowe samochody o długości do 5 m i wysokości do 1,85 m płacą taryfę samochodową – 48 funtów w jedną stronę; pojazdy dłuższe lub wyższe, w tym furgonetki z boksami dachowymi, płacą taryfę dla dużych pojazdów – 79 funtów. Kierowcy muszą odprawić się najpóźniej 30 minut przed rejsem, w przeciwnym razie miejsce może zostać przekazane osobom czekającym na wolne miejsca. Zmiany są bezpłatne do 48 godzin przed odpłynięciem. Zgodnie z punktem 4.2 naszych Warunków przewozu nie możemy przewozić pojazdów, z których wycieka paliwo, ani pojazdów wiozących butle gazowe o masie powyżej 15 kg. Prawa pasażerów określa rozporządzenie (UE) nr 1177/2010.",
            ),
        ],
        bad=[
            Slip(0, [("1.85 m high", "2.1 m high")], "number"),
            Slip(1, [("30 minutes before sailing", "15 minutes before sailing")], "date"),
            Slip(2, [("z punktem 4.2", "z punktem 2.4")], "legal_reference"),
        ],
    ),
    Case(
        key="en-citizen-science-frog-survey",
        source="This spring's citizen science frog survey runs from 1 March to 30 April. Volunteers visit a pond after dark, count spawn clumps and listen for calling males for ten minutes. Last year's results suggest common frog numbers in the county may have fallen by about 12% since 2019, although the decline could partly reflect fewer ponds being surveyed. Similar patterns have been reported nationally (Harding & Ortiz, 2021, Journal of Amphibian Ecology 14: 201–215). Please do not handle frogs or spawn, and disinfect your boots between sites to avoid spreading chytrid fungus. Register your pond and submit records at www.froglife-count.org.uk/survey.",
        good=[
            Good(
                "preserve",
                "This spring, the citizen science frog survey runs from 1 March until 30 April. As a volunteer, you'll visit a pond after dark, count the clumps of spawn and spend ten minutes listening for calling males. Last year's results suggest the number of common frogs in the county may have dropped by roughly 12% since 2019 – though part of that decline could simply be because fewer ponds were surveyed. Similar trends have been reported across the country (Harding & Ortiz, 2021, Journal of Amphibian Ecology 14: 201–215). Please don't handle frogs or spawn, and disinfect your boots between sites so you don't spread chytrid fungus. You can register your pond and send in your records at www.froglife-count.org.uk/survey.",
            ),
            Good(
                "preserve",
                "Spring frog survey – notes for volunteers\n\n- Dates: 1 March – 30 April.\n- Method: visit a pond after dark, count spawn clumps, and listen for calling males for ten minutes.\n- Background: last year's data suggest that common frog numbers in the county may have fallen by about 12% since 2019, although fewer ponds being surveyed could partly explain the drop. Comparable patterns have been reported nationally (Harding & Ortiz, 2021, Journal of Amphibian Ecology 14: 201–215).\n- Biosecurity: do not handle frogs or spawn; disinfect your boots between sites to avoid spreading chytrid fungus.\n- Registration and records: www.froglife-count.org.uk/survey",
            ),
            Good(
                "pl",
                "Tegoroczne wiosenne obywatelskie liczenie żab trwa od 1 marca do 30 kwietnia. Wolontariusze odwiedzają staw po zmroku, liczą skupiska skrzeku i przez dziesięć minut nasłuchują nawołujących samców. Zeszłoroczne wyniki wskazują, że liczebność żaby trawnej w hrabstwie mogła od 2019 roku spaść o około 12%, choć spadek ten może częściowo wynikać z tego, że zbadano mniej stawów. Podobne tendencje odnotowano w skali kraju (Harding i Ortiz, 2021, Journal of Amphibian Ecology 14: 201–215). Prosimy nie dotykać żab ani skrzeku i dezynfekować obuwie między stanowiskami, aby nie przenosić grzyba wywołującego chytridiomikozę. Zarejestruj swój staw i prześlij obserwacje na stronie www.froglife-count.org.uk/survey.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Last year's results suggest the number of common frogs in the county may have dropped",
                        "Last year's results show the number of common frogs in the county has dropped",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("Harding & Ortiz", "Harding & Ortega")], "citation"),
            Slip(2, [("www.froglife-count.org.uk/survey", "www.froglife-count.org/survey")], "url"),
        ],
    ),
    Case(
        key="en-snapvault-restore-readme-section",
        source="## Restoring from a backup\n\nTo restore a snapshot, run `snapvault restore --from <snapshot-id> --target ./restore`. The target directory must be empty; the command will refuse to overwrite existing files unless you pass `--force`. Restoring requires snapvault 2.3 or later.\n\nBefore restoring, you should verify the snapshot:\n\n```\nsnapvault verify <snapshot-id>\n```\n\nSnapshots older than 90 days are pruned automatically and cannot be restored. Restores of large repositories can take several hours. See [the restore guide](https://docs.snapvault.dev/restore) for details on partial restores.",
        good=[
            Good(
                "preserve",
                "## How to restore a backup\n\nRestore a snapshot with `snapvault restore --from <snapshot-id> --target ./restore`. You'll need snapvault 2.3 or newer. The target directory must be empty, because the command won't overwrite existing files unless you add `--force`.\n\nYou should verify the snapshot before you restore it:\n\n```\nsnapvault verify <snapshot-id>\n```\n\nKeep in mind that snapshots are pruned automatically once they are older than 90 days, and they cannot be restored after that. Restoring a large repository can take several hours. For partial restores, see [the restore guide](https://docs.snapvault.dev/restore).",
            ),
            Good(
                "preserve",
                "## Restoring from a backup\n\nRequirements: snapvault 2.3 or later. The target directory must be empty.\n\n1. You should verify the snapshot first:\n\n   ```\n   snapvault verify <snapshot-id>\n   ```\n\n2. Restore it with `snapvault restore --from <snapshot-id> --target ./restore`. Existing files will not be overwritten unless you pass `--force`.\n\nNotes:\n\n- Snapshots older than 90 days are pruned automatically and can't be restored.\n- Large repositories can take several hours to restore.\n- Partial restores are covered in [the restore guide](https://docs.snapvault.dev/restore).",
            ),
            Good(
                "pl",
                "## Przywracanie z kopii zapasowej\n\nAby przywrócić migawkę, uruchom `snapvault restore --from <snapshot-id> --target ./restore`. Katalog docelowy musi być pusty; polecenie odmówi nadpisania istniejących plików, chyba że dodasz `--force`. Przywracanie wymaga snapvault w wersji 2.3 lub nowszej.\n\nPrzed przywróceniem powinno się zweryfikować migawkę:\n\n```\nsnapvault verify <snapshot-id>\n```\n\nMigawki starsze niż 90 dni są automatycznie usuwane i nie można ich przywrócić. Przywracanie dużych repozytoriów może trwać kilka godzin. Szczegóły dotyczące częściowego przywracania znajdziesz w [przewodniku po przywracaniu](https://docs.snapvault.dev/restore).",
            ),
        ],
        bad=[
            Slip(0, [("unless you add `--force`", "unless you add `--overwrite`")], "code"),
            Slip(
                1,
                [
                    (
                        "   ```\n   snapvault verify <snapshot-id>\n   ```",
                        "   snapvault verify <snapshot-id>",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [("Katalog docelowy musi być pusty", "Katalog docelowy powinien być pusty")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-teen-screen-time-sleep-summary",
        source="A 2019 cohort study of 2,865 teenagers found that those who spent more than three hours a day on screens slept on average 34 minutes less per night than their peers (Okafor et al., 2019, Sleep Health 5(4): 412–419). The authors note that the link is probably not entirely causal: teenagers who already struggle to sleep may simply reach for their phones more often. A later meta-analysis of 18 studies reported a smaller effect, of roughly 20 minutes (Lindqvist & Barros, 2022, doi:10.1016/j.smrv.2022.101654). Neither study measured sleep quality directly, so conclusions about quality should be treated with caution.",
        good=[
            Good(
                "preserve",
                "In a 2019 cohort study of 2,865 teenagers, those who spent over three hours a day on screens slept, on average, 34 minutes less per night than other teens (Okafor et al., 2019, Sleep Health 5(4): 412–419). According to the authors, the relationship is probably not entirely causal, since teenagers who already have trouble sleeping may simply use their phones more. A subsequent meta-analysis of 18 studies found a smaller effect of about 20 minutes (Lindqvist & Barros, 2022, doi:10.1016/j.smrv.2022.101654). Because neither study measured sleep quality directly, any conclusions about quality should be treated with caution.",
            ),
            Good(
                "preserve",
                "Okafor et al. (2019, Sleep Health 5(4): 412–419) followed a cohort of 2,865 teenagers and found that those with more than three hours of daily screen time slept on average 34 minutes less per night than their peers. The authors caution that the association is probably not wholly causal, as teenagers who already sleep badly may just turn to their phones more often. A later meta-analysis pooling 18 studies (Lindqvist & Barros, 2022, doi:10.1016/j.smrv.2022.101654) reported a smaller effect, of roughly 20 minutes. Sleep quality was not measured directly in either study, so conclusions about it should be treated with caution.",
            ),
            Good(
                "pl",
                "W badaniu kohortowym z 2019 roku, obejmującym 2865 nastolatków, osoby spędzające przed ekranem ponad trzy godziny dziennie spały średnio o 34 minuty krócej każdej nocy niż ich rówieśnicy (Okafor i in., 2019, Sleep Health 5(4): 412–419). Autorzy zaznaczają, że związek ten prawdopodobnie nie jest w pełni przyczynowy: nastolatki, które już mają problemy ze snem, mogą po prostu częściej sięgać po telefon. Późniejsza metaanaliza 18 badań wykazała mniejszy efekt – około 20 minut (Lindqvist i Barros, 2022, doi:10.1016/j.smrv.2022.101654). Żadne z badań nie mierzyło bezpośrednio jakości snu, dlatego wnioski dotyczące jakości powinno się traktować z ostrożnością.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("doi:10.1016/j.smrv.2022.101654", "doi:10.1016/j.smrv.2021.101654")],
                "citation",
            ),
            Slip(
                1,
                [("a smaller effect, of roughly 20 minutes", "a smaller effect, of 20 minutes")],
                "hedge",
            ),
            Slip(2, [("metaanaliza 18 badań", "metaanaliza 28 badań")], "number"),
        ],
    ),
    Case(
        key="en-makerspace-3d-printer-rules",
        source="# 3D printer bookings\n\nThe makerspace has **two Prusa MK4 printers** available to members.\n\n- Book a slot of up to 4 hours in the online calendar.\n- You may book no more than 3 slots per week.\n- Only PLA and PETG filament are allowed; ABS is not permitted because of the fumes.\n- Print jobs must not be left running after the space closes at 21:00.\n\nFilament costs £0.05 per gram and is paid for at the front desk. If a print fails because of a printer fault, you will not be charged. Questions? Ask in the #3d-printing channel.",
        good=[
            Good(
                "preserve",
                "# Booking the 3D printers\n\nMembers can use the makerspace's **two Prusa MK4 printers**.\n\n- Reserve slots in the online calendar; each slot can be up to 4 hours long.\n- You may book a maximum of 3 slots a week.\n- Use PLA or PETG filament only. ABS is not permitted because of its fumes.\n- Prints must not be left running once the space closes at 21:00.\n\nFilament is charged at £0.05 per gram, payable at the front desk. You won't be charged for a print that fails due to a printer fault. Got a question? Post it in the #3d-printing channel.",
            ),
            Good(
                "preserve",
                "# 3D printer bookings\n\nMembers have access to **two Prusa MK4 printers**. The rules:\n\n| Rule | Details |\n|---|---|\n| Slot length | up to 4 hours, booked in the online calendar |\n| Weekly limit | you may book no more than 3 slots |\n| Filament | PLA and PETG only; ABS is not permitted (fumes) |\n| Closing time | jobs must not be left running after the space closes at 21:00 |\n\nFilament costs £0.05 per gram, paid at the front desk. Prints that fail because of a printer fault are not charged. For questions, use the #3d-printing channel.",
            ),
            Good(
                "pl",
                "# Rezerwacja drukarek 3D\n\nCzłonkowie makerspace'u mogą korzystać z **dwóch drukarek Prusa MK4**.\n\n- Termin trwający do 4 godzin rezerwujesz w kalendarzu online.\n- Możesz zarezerwować najwyżej 3 terminy w tygodniu.\n- Dozwolony jest wyłącznie filament PLA i PETG; ABS jest zabroniony ze względu na opary.\n- Wydruki nie mogą pozostać uruchomione po zamknięciu pracowni o 21:00.\n\nFilament kosztuje 0,05 funta za gram, a płaci się za niego w recepcji. Jeśli wydruk nie uda się z powodu usterki drukarki, nie zapłacisz za niego. Masz pytania? Zadaj je na kanale #3d-printing.",
            ),
        ],
        bad=[
            Slip(0, [("\n- You may book a maximum", " You may book a maximum")], "markdown"),
            Slip(1, [("are not charged", "are charged")], "negation"),
            Slip(2, [("do 4 godzin", "do 6 godzin")], "number"),
        ],
    ),
    Case(
        key="en-tenant-repairs-landlord-notice",
        source="Dear tenants, under section 11 of the Landlord and Tenant Act 1985, we are responsible for repairs to the structure and exterior of your flat, as well as to the heating, hot water and sanitation installations. Please report any repair through the tenant portal rather than by phone, so that there is a written record. For emergencies such as a gas leak or flooding, you must call the 24-hour line on 0800 321 4477. Except in an emergency, we will give you at least 24 hours' written notice before entering your home, as required by section 11(6) of the Act. You are responsible for minor tasks such as replacing light bulbs and keeping drains clear of grease.",
        good=[
            Good(
                "preserve",
                "Dear tenants,\n\nSection 11 of the Landlord and Tenant Act 1985 makes us responsible for repairing the structure and exterior of your flat, together with its heating, hot water and sanitation installations. Please report repairs through the tenant portal, not by phone, so that a written record exists. In an emergency – a gas leak or a flood, for example – you must ring our 24-hour line on 0800 321 4477. Except in emergencies, we will give you written notice at least 24 hours before we enter your home, as section 11(6) of the Act requires. Small jobs, like changing light bulbs and keeping drains free of grease, are your responsibility.",
            ),
            Good(
                "preserve",
                "Dear tenants,\n\nOur repair obligations arise under section 11 of the Landlord and Tenant Act 1985 and cover:\n- the structure and exterior of your flat;\n- the heating and hot water installations;\n- the sanitation installations.\n\nReporting: please use the tenant portal rather than the phone, so that a written record is kept. In an emergency (e.g. a gas leak or flooding) you must call the 24-hour line: 0800 321 4477.\n\nAccess: apart from emergencies, we will give at least 24 hours' written notice before entering your home, in line with section 11(6) of the Act.\n\nYour responsibilities: minor tasks such as replacing light bulbs and keeping drains clear of grease.",
            ),
            Good(
                "pl",
                "Szanowni Najemcy,\n\nzgodnie z sekcją 11 ustawy Landlord and Tenant Act 1985 odpowiadamy za naprawy konstrukcji i części zewnętrznych Państwa mieszkania, a także instalacji grzewczej, ciepłej wody i sanitarnej. Prosimy zgłaszać wszelkie naprawy przez portal najemcy, a nie telefonicznie, aby pozostał ślad na piśmie. W nagłych przypadkach, takich jak wyciek gazu lub zalanie, muszą Państwo zadzwonić na całodobową linię 0800 321 4477. Poza sytuacjami awaryjnymi przed wejściem do Państwa mieszkania powiadomimy Państwa na piśmie z co najmniej 24-godzinnym wyprzedzeniem, zgodnie z wymogiem sekcji 11(6) ustawy. Po Państwa stronie leżą drobne czynności, takie jak wymiana żarówek i utrzymywanie odpływów wolnych od tłuszczu.",
            ),
        ],
        bad=[
            Slip(0, [("section 11(6)", "section 12(6)")], "legal_reference"),
            Slip(
                1, [("you must call the 24-hour line", "you may call the 24-hour line")], "modality"
            ),
            Slip(
                2,
                [
                    (
                        "aby pozostał ślad na piśmie.",
                        "aby pozostał ślad na piśmie. Zgłoszenia z portalu realizujemy w ciągu trzech dni roboczych.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-community-orchard-volunteer-days",
        source="Volunteer days at Hill Lane Community Orchard take place on the second Saturday of each month from 10:00 to 13:00. This autumn's apple harvest will probably start around 14 September, depending on the weather, and we expect roughly 400 kg of fruit. You don't need any experience, and all tools and gloves are provided. Children under 16 are welcome but must be accompanied by an adult. Please don't climb the trees or use ladders unless a team leader is present. Most of the fruit will go to the local food bank, and the rest will be pressed into juice at our open day on 5 October.",
        good=[
            Good(
                "preserve",
                "Come and volunteer at Hill Lane Community Orchard on the second Saturday of every month, 10 am to 1 pm. You don't need any experience, and we provide all the tools and gloves. Under-16s are very welcome, but they must be accompanied by an adult. Weather permitting, this autumn's apple harvest will probably begin around 14 September, and we're expecting roughly 400 kg of fruit. Most of it will go to the local food bank; the rest will be pressed into juice at our open day on 5 October. Please don't climb the trees or use ladders unless a team leader is there.",
            ),
            Good(
                "preserve",
                "Hill Lane Community Orchard – volunteering\n\n- When: second Saturday of each month, 10:00–13:00.\n- Experience: none needed; all tools and gloves are provided.\n- Children: under-16s are welcome but must be accompanied by an adult.\n- Safety: do not climb the trees or use ladders unless a team leader is present.\n- Harvest: expected to start around 14 September, depending on the weather, with roughly 400 kg of fruit anticipated.\n- Where the fruit goes: most to the local food bank; the rest pressed into juice at our open day on 5 October.",
            ),
            Good(
                "pl",
                "Dni wolontariatu w sadzie społecznym Hill Lane odbywają się w drugą sobotę każdego miesiąca w godzinach 10:00–13:00. Tegoroczne jesienne zbiory jabłek rozpoczną się prawdopodobnie około 14 września, w zależności od pogody; spodziewamy się mniej więcej 400 kg owoców. Nie musisz mieć żadnego doświadczenia, a wszystkie narzędzia i rękawice zapewniamy. Dzieci poniżej 16 lat są mile widziane, ale muszą przyjść pod opieką osoby dorosłej. Prosimy nie wchodzić na drzewa ani nie korzystać z drabin, jeśli nie ma przy tym lidera zespołu. Większość owoców trafi do lokalnego banku żywności, a z reszty wyciśniemy sok podczas naszego dnia otwartego 5 października.",
            ),
        ],
        bad=[
            Slip(0, [("on 5 October", "on 15 October")], "date"),
            Slip(
                1, [("expected to start around 14 September", "starting on 14 September")], "hedge"
            ),
            Slip(
                2,
                [("Nie musisz mieć żadnego doświadczenia", "Musisz mieć pewne doświadczenie")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-tidewave-release-notes-upgrade",
        source="## v3.2.0 — released 18 March 2025\n\n### Breaking changes\n- The config key `cache.ttl` has been renamed to `cache.max_age`. The old key will be ignored from v3.3.0.\n- Python 3.8 is no longer supported.\n\n### Fixes\n- `sync --dry-run` no longer writes a lock file.\n\nTo upgrade, run `pip install --upgrade tidewave==3.2.0` and update your `tidewave.toml`. Support for the v2 branch ends on 30 June 2025; after that date, security fixes will only be released for v3.",
        good=[
            Good(
                "preserve",
                "## v3.2.0 (18 March 2025)\n\n### Breaking changes\n- `cache.ttl` is now called `cache.max_age`. From v3.3.0 onwards, the old key will be ignored.\n- Support for Python 3.8 has been dropped.\n\n### Fixes\n- Running `sync --dry-run` no longer creates a lock file.\n\nUpgrade with `pip install --upgrade tidewave==3.2.0`, then update your `tidewave.toml`. The v2 branch is supported until 30 June 2025; after that, security fixes will be released for v3 only.",
            ),
            Good(
                "preserve",
                "## Release v3.2.0 — 18 March 2025\n\n### Breaking changes\n- Config key renamed: `cache.ttl` → `cache.max_age`. Starting with v3.3.0, the old name will be ignored.\n- Python 3.8 is not supported any more.\n\n### Fixes\n- `sync --dry-run` does not write a lock file any more.\n\n**Upgrading:** run `pip install --upgrade tidewave==3.2.0`, then update `tidewave.toml`. Support for the v2 branch ends on 30 June 2025, after which security fixes will only ship for v3.",
            ),
            Good(
                "pl",
                "## v3.2.0 — wydana 18 marca 2025\n\n### Zmiany niekompatybilne wstecz\n- Klucz konfiguracji `cache.ttl` zmienił nazwę na `cache.max_age`. Od wersji v3.3.0 stary klucz będzie ignorowany.\n- Python 3.8 nie jest już obsługiwany.\n\n### Poprawki\n- `sync --dry-run` nie zapisuje już pliku blokady.\n\nAby zaktualizować, uruchom `pip install --upgrade tidewave==3.2.0` i zaktualizuj plik `tidewave.toml`. Wsparcie dla gałęzi v2 kończy się 30 czerwca 2025 r.; po tej dacie poprawki bezpieczeństwa będą wydawane tylko dla v3.",
            ),
        ],
        bad=[
            Slip(0, [("### Fixes\n", "Fixes:\n")], "markdown"),
            Slip(1, [("`cache.max_age`", "`cache.maxAge`")], "code"),
            Slip(2, [("30 czerwca 2025", "30 września 2025")], "date"),
        ],
    ),
    Case(
        key="en-bronze-age-hoard-museum-blog",
        source="The bronze hoard found near Ashcombe in 2023 probably dates from around 1000 BC, according to the museum's preliminary report. It contains 37 objects, mostly axe heads and fragments of spearheads. Similar hoards from the region have been interpreted as ritual deposits rather than hidden wealth (Pryce, 2016, Antiquaries Journal 96: 45–71), but our curators stress that this interpretation is not yet confirmed for Ashcombe. Metal analysis is expected to finish next spring and may show whether the copper came from Wales. The hoard will go on display in the main gallery from 12 June, with free entry.",
        good=[
            Good(
                "preserve",
                "According to the museum's preliminary report, the bronze hoard discovered near Ashcombe in 2023 probably dates to about 1000 BC. Of its 37 objects, most are axe heads and pieces of spearheads. Comparable hoards from the region have been read as ritual offerings rather than concealed wealth (Pryce, 2016, Antiquaries Journal 96: 45–71), although our curators point out that this has not yet been confirmed for the Ashcombe find. The metal analysis is expected to be completed next spring and may reveal whether the copper came from Wales. From 12 June you can see the hoard in the main gallery, and entry is free.",
            ),
            Good(
                "preserve",
                "A bronze hoard of 37 objects – mostly axe heads and spearhead fragments – was found near Ashcombe in 2023. According to the museum's preliminary report, it probably dates from around 1000 BC. Other hoards from the area have been interpreted as ritual deposits, not hidden wealth (Pryce, 2016, Antiquaries Journal 96: 45–71); our curators stress, however, that this reading is not yet confirmed for Ashcombe. Metal analysis, expected to finish next spring, may show whether the copper came from Wales. The hoard will be on display in the main gallery from 12 June, and entry will be free.",
            ),
            Good(
                "pl",
                "Według wstępnego raportu muzeum skarb przedmiotów z brązu znaleziony w 2023 roku w pobliżu Ashcombe pochodzi prawdopodobnie z około 1000 roku p.n.e. Składa się z 37 przedmiotów, głównie ostrzy siekier i fragmentów grotów włóczni. Podobne skarby z tego regionu interpretowano jako depozyty rytualne, a nie ukryte bogactwo (Pryce, 2016, Antiquaries Journal 96: 45–71), jednak nasi kuratorzy podkreślają, że w przypadku Ashcombe ta interpretacja nie została jeszcze potwierdzona. Analiza metalu ma się zakończyć wiosną przyszłego roku i może wykazać, czy miedź pochodziła z Walii. Od 12 czerwca skarb będzie można oglądać w głównej galerii, a wstęp będzie bezpłatny.",
            ),
        ],
        bad=[
            Slip(
                0, [("Antiquaries Journal 96: 45–71", "Antiquaries Journal 69: 45–71")], "citation"
            ),
            Slip(1, [("it probably dates from", "it dates from")], "hedge"),
            Slip(
                2,
                [
                    (
                        "znaleziony w 2023 roku w pobliżu Ashcombe",
                        "znaleziony w 2023 roku przez miejscowego rolnika w pobliżu Ashcombe",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-riverside-bike-repair-cafe",
        source="The Riverside Bike Repair Café meets every Saturday from 10:00 to 14:00 at the Old Fire Station, 22 Quay Street. Volunteer mechanics will show you how to fix your own bike; they don't do the repair for you. There is no charge for labour, but we ask for a donation of about £5 towards tools. Spare parts are sold at cost, and inner tubes are £4. We can't work on e-bike motors or batteries. Booking isn't required, but if you want to reserve one of the six repair stands, use the form at riversidebikecafe.org/book. Bikes left with us for more than two weeks will be donated.",
        good=[
            Good(
                "preserve",
                "Every Saturday, 10:00–14:00, the Riverside Bike Repair Café sets up at the Old Fire Station, 22 Quay Street. Our volunteer mechanics won't fix your bike for you – they'll show you how to do it yourself. Labour is free, though we ask for a donation of around £5 towards tools. Spare parts are sold at cost (an inner tube is £4). E-bike motors and batteries are something we can't work on. You don't need to book, but you can reserve one of our six repair stands using the form at riversidebikecafe.org/book. Bikes left with us for more than two weeks will be donated.",
            ),
            Good(
                "preserve",
                "Riverside Bike Repair Café\n\n- Every Saturday, 10 am–2 pm, Old Fire Station, 22 Quay Street\n- Volunteer mechanics show you how to repair your own bike; they don't repair it for you\n- No charge for labour; we ask for a donation of about £5 towards tools\n- Spare parts at cost; inner tubes £4\n- We can't work on e-bike motors or batteries\n- No booking needed; to reserve one of the six repair stands, use riversidebikecafe.org/book\n- Bikes left for more than two weeks will be donated",
            ),
            Good(
                "pl",
                "Riverside Bike Repair Café, kawiarnia naprawy rowerów, spotyka się w każdą sobotę od 10:00 do 14:00 w budynku Old Fire Station przy 22 Quay Street. Wolontariusze-mechanicy pokażą Ci, jak samodzielnie naprawić rower – nie naprawiają go za Ciebie. Za robociznę nie pobieramy opłat, ale prosimy o datek w wysokości około 5 funtów na narzędzia. Części zamienne sprzedajemy po kosztach, a dętka kosztuje 4 funty. Nie zajmujemy się silnikami ani akumulatorami rowerów elektrycznych. Rezerwacja nie jest wymagana, ale jeśli chcesz zarezerwować jedno z sześciu stanowisk naprawczych, skorzystaj z formularza na stronie riversidebikecafe.org/book. Rowery zostawione u nas na dłużej niż dwa tygodnie zostaną oddane w darowiźnie.",
            ),
        ],
        bad=[
            Slip(0, [("riversidebikecafe.org/book", "riversidebikecafe.org/booking")], "url"),
            Slip(1, [("No booking needed;", "Booking required;")], "negation"),
            Slip(2, [("jedno z sześciu stanowisk", "jedno z ośmiu stanowisk")], "number"),
        ],
    ),
    Case(
        key="en-heat-pump-grant-eligibility",
        source="Homeowners in the borough can apply for a grant of up to £7,500 towards an air-source heat pump. To qualify, your property must have an energy performance certificate issued in the last ten years, and the installer must be MCS-certified. The grant cannot be combined with other government heating grants. Applications should be submitted before work starts; grants are not paid retrospectively. Once your application is approved, you have 90 days to complete the installation. Our advisers can visit your home to check whether it is suitable, which usually takes about an hour. Apply online or call 0300 123 9090.",
        good=[
            Good(
                "preserve",
                "If you own a home in the borough, you can apply for a grant of up to £7,500 towards an air-source heat pump. To qualify, your home must have an energy performance certificate issued within the last ten years, and your installer must be MCS-certified. You can't combine this grant with other government heating grants. You should apply before any work begins, because grants aren't paid retrospectively. After your application is approved, you'll have 90 days to get the installation finished. One of our advisers can come to your home to check whether it's suitable – this usually takes about an hour. To apply, go online or call 0300 123 9090.",
            ),
            Good(
                "preserve",
                "Air-source heat pump grant – key points\n\n- Who can apply: homeowners in the borough.\n- Amount: up to £7,500.\n- Conditions: the property must have an energy performance certificate issued in the past ten years, and the installer must be MCS-certified.\n- It cannot be combined with other government heating grants.\n- Timing: applications should be submitted before work starts, as grants are not paid retrospectively. Once approved, you have 90 days to complete the installation.\n- Home visit: an adviser can check whether your home is suitable; this usually takes about an hour.\n- How to apply: online or by phone on 0300 123 9090.",
            ),
            Good(
                "pl",
                "Właściciele domów w gminie mogą ubiegać się o dotację w wysokości do 7500 funtów na powietrzną pompę ciepła. Aby się zakwalifikować, nieruchomość musi mieć świadectwo charakterystyki energetycznej wydane w ciągu ostatnich dziesięciu lat, a instalator musi mieć certyfikat MCS. Dotacji nie można łączyć z innymi rządowymi dotacjami na ogrzewanie. Wnioski powinny zostać złożone przed rozpoczęciem prac; dotacje nie są wypłacane z mocą wsteczną. Po zatwierdzeniu wniosku masz 90 dni na zakończenie instalacji. Nasi doradcy mogą odwiedzić Twój dom i sprawdzić, czy nadaje się on do takiej instalacji; zwykle trwa to około godziny. Wniosek można złożyć online lub pod numerem 0300 123 9090.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "your installer must be MCS-certified",
                        "your installer should be MCS-certified",
                    )
                ],
                "modality",
            ),
            Slip(1, [("up to £7,500", "up to £5,000")], "number"),
            Slip(
                2,
                [("Nasi doradcy mogą odwiedzić", "Nasi doradcy mogą bezpłatnie odwiedzić")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-northgate-tool-library-lending",
        source="The Northgate Tool Library lends drills, ladders, garden tools and more to members for a yearly fee of £20, or £10 for those on benefits. You can borrow up to three tools at a time for one week, and you may renew once if nobody else has reserved the item. Power tools must be returned clean and with their batteries charged. Late returns are charged at £1 per tool per day. Members must be over 18 and show proof of address when joining. The full catalogue and reservation system are at northgatetools.org/catalogue, and you can email questions to hello@northgatetools.org.",
        good=[
            Good(
                "preserve",
                "Join the Northgate Tool Library for £20 a year (£10 if you're on benefits) and you can borrow drills, ladders, garden tools and more. You can take up to three tools at once for a week, and you may renew once, as long as no one else has reserved the item. Power tools must come back clean, with their batteries charged. If you return something late, it costs £1 per tool per day. To join, you must be over 18 and show proof of address. Browse the full catalogue and make reservations at northgatetools.org/catalogue, or email your questions to hello@northgatetools.org.",
            ),
            Good(
                "preserve",
                "Northgate Tool Library – how it works\n\n- Membership: £20 per year, or £10 if you receive benefits. Members must be over 18 and show proof of address when they join.\n- What you can borrow: drills, ladders, garden tools and more.\n- Loans: up to three tools at a time, for one week. You may renew once if no one else has reserved the item.\n- Returns: power tools must be returned clean, with charged batteries. Late returns cost £1 per tool per day.\n- Catalogue and reservations: northgatetools.org/catalogue\n- Questions: hello@northgatetools.org",
            ),
            Good(
                "pl",
                "Biblioteka narzędzi Northgate wypożycza swoim członkom wiertarki, drabiny, narzędzia ogrodnicze i wiele innych za roczną opłatą 20 funtów lub 10 funtów w przypadku osób pobierających świadczenia. Jednorazowo można wypożyczyć do trzech narzędzi na tydzień, a wypożyczenie można raz przedłużyć, jeśli nikt inny nie zarezerwował danego przedmiotu. Elektronarzędzia muszą być zwracane czyste i z naładowanymi akumulatorami. Za spóźniony zwrot pobieramy 1 funt za każde narzędzie za każdy dzień. Członkowie muszą mieć powyżej 18 lat i przy zapisie okazać potwierdzenie adresu. Pełny katalog i system rezerwacji znajdziesz na stronie northgatetools.org/catalogue, a pytania możesz wysyłać na adres hello@northgatetools.org.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "with their batteries charged.",
                        "with their batteries charged. Every tool is safety-checked by a volunteer before it goes out.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("power tools must be returned clean", "power tools should be returned clean")],
                "modality",
            ),
            Slip(2, [("hello@northgatetools.org", "help@northgatetools.org")], "url"),
        ],
    ),
]
