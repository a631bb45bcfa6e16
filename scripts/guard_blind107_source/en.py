# ruff: noqa: E501, RUF001
"""English source cases of blind set 107: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-ice-hockey-youth-camp-registration",
        source=(
            "The Northside Ice Hockey Youth Camp runs from Monday 14 July to Friday 18 July 2025 at Riverside Arena. "
            "It is open to players aged 8 to 14 of all abilities, but children who cannot skate forward and stop unaided are not eligible. "
            "Each day starts at 8:30 and finishes at 15:30, with two on-ice sessions and one off-ice workshop. "
            "The fee is £245 per player, including a jersey and lunch; siblings get 10% off. "
            "Full equipment, including a helmet with a full face cage, must be worn on the ice at all times. "
            "Places are limited to 60, and registration closes on 20 June."
        ),
        good=[
            Good(
                "preserve",
                "Got a young player at home? The Northside Ice Hockey Youth Camp takes place at Riverside Arena from Monday 14 July to Friday 18 July 2025, "
                "and it welcomes players aged 8 to 14 of every ability level. "
                "Please note that children who can't yet skate forward and stop on their own are not eligible. "
                "Days run from 8:30 to 15:30 and include two on-ice sessions plus one off-ice workshop. "
                "The £245 fee per player covers a jersey and lunch, and siblings receive a 10% discount. "
                "On the ice, your child must wear full equipment at all times, including a helmet with a full face cage. "
                "There are only 60 places, and registration closes on 20 June.",
            ),
            Good(
                "preserve",
                "**Northside Ice Hockey Youth Camp – key facts**\n"
                "- Dates and venue: Monday 14 July – Friday 18 July 2025, Riverside Arena\n"
                "- Who can join: players aged 8–14, all abilities (children unable to skate forward and stop unaided are not eligible)\n"
                "- Daily schedule: 8:30–15:30, with two on-ice sessions and one off-ice workshop\n"
                "- Fee: £245 per player, jersey and lunch included; 10% off for siblings\n"
                "- Safety: full equipment, including a helmet with a full face cage, must be worn on the ice at all times\n"
                "- Places: limited to 60; registration closes on 20 June",
            ),
            Good(
                "pl",
                "Młodzieżowy obóz hokejowy Northside odbędzie się od poniedziałku 14 lipca do piątku 18 lipca 2025 r. w Riverside Arena. "
                "Mogą w nim wziąć udział zawodnicy w wieku od 8 do 14 lat na każdym poziomie zaawansowania, jednak dzieci, które nie potrafią samodzielnie jechać do przodu i hamować, nie zostaną przyjęte. "
                "Każdy dzień zaczyna się o 8:30 i kończy o 15:30; w programie są dwa treningi na lodzie i jeden warsztat poza lodem. "
                "Opłata wynosi 245 GBP od zawodnika i obejmuje koszulkę oraz obiad; rodzeństwo otrzymuje 10% zniżki. "
                "Na lodzie zawodnik musi przez cały czas mieć na sobie pełny sprzęt, w tym kask z pełną kratą ochronną. "
                "Liczba miejsc jest ograniczona do 60, a zapisy kończą się 20 czerwca.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("stop on their own are not eligible", "stop on their own are eligible too")],
                "negation",
            ),
            Slip(1, [("Places: limited to 60", "Places: limited to 80")], "number"),
            Slip(2, [("zapisy kończą się 20 czerwca", "zapisy kończą się 30 czerwca")], "date"),
        ],
    ),
    Case(
        key="en-beach-hut-rental-booking-terms",
        source=(
            "Beach hut 27 on East Promenade can be rented by the day or by the week between 1 April and 31 October. "
            "A day booking costs £35 and a week costs £180; a refundable deposit of £50 is taken at check-in. "
            "Keys are collected from the seafront kiosk from 9:00 and must be returned by 18:00 on the last day. "
            "Overnight stays are not permitted, and barbecues may only be used on the sand, never inside the hut. "
            "Dogs may be brought along outside the seasonal beach ban (1 May to 30 September). "
            "Bookings are made online at www.eastprombeachhuts.co.uk; cancellations made at least 14 days ahead are refunded in full."
        ),
        good=[
            Good(
                "preserve",
                "You can rent beach hut 27 on East Promenade for a day or for a whole week at any point between 1 April and 31 October. "
                "It's £35 for a day or £180 for a week, plus a £50 refundable deposit taken when you check in. "
                "Pick up the keys from the seafront kiosk from 9:00, and you must hand them back by 18:00 on your last day. "
                "Sleeping in the hut overnight is not permitted, and barbecues may only be used on the sand – never inside the hut. "
                "Your dog may come along outside the seasonal beach ban (1 May to 30 September). "
                "Book online at www.eastprombeachhuts.co.uk; if you cancel at least 14 days in advance, you get a full refund.",
            ),
            Good(
                "preserve",
                "Bookings for beach hut 27, East Promenade, are made online at www.eastprombeachhuts.co.uk and are available daily or weekly from 1 April to 31 October. "
                "Rates: £35 per day, £180 per week. A £50 deposit, which is refundable, is collected at check-in. "
                "Keys are available from the seafront kiosk from 9:00 and must be returned no later than 18:00 on the final day of the booking. "
                "Overnight stays are not permitted. Barbecues may be used only on the sand and never inside the hut. "
                "Dogs may be brought outside the seasonal beach ban, which runs from 1 May to 30 September. "
                "Cancellations made 14 or more days in advance receive a full refund.",
            ),
            Good(
                "pl",
                "Domek plażowy nr 27 przy East Promenade można wynająć na dzień lub na tydzień w okresie od 1 kwietnia do 31 października. "
                "Wynajem na dzień kosztuje 35 GBP, a na tydzień 180 GBP; przy zameldowaniu pobierana jest zwrotna kaucja w wysokości 50 GBP. "
                "Klucze odbiera się w kiosku na nabrzeżu od 9:00 i trzeba je zwrócić do 18:00 ostatniego dnia. "
                "Nocowanie w domku jest niedozwolone, a z grilla wolno korzystać wyłącznie na piasku, nigdy w środku domku. "
                "Psy można zabierać poza okresem sezonowego zakazu wstępu na plażę (od 1 maja do 30 września). "
                "Rezerwacji dokonuje się online na stronie www.eastprombeachhuts.co.uk; przy rezygnacji co najmniej 14 dni wcześniej zwracana jest cała kwota.",
            ),
        ],
        bad=[
            Slip(0, [("you must hand them back", "you should hand them back")], "modality"),
            Slip(1, [("£180 per week", "£160 per week")], "number"),
            Slip(2, [("www.eastprombeachhuts.co.uk", "www.eastpromhuts.co.uk")], "url"),
        ],
    ),
    Case(
        key="en-public-piano-square-house-rules",
        source=(
            "Keys in the Square: rules for players\n"
            "Five street pianos will stand in public squares around the harbour from 2 June until the end of August. "
            "Anyone may play them, whatever their level, between 8:00 and 21:00. "
            "Please keep sessions to about 20 minutes if others are waiting. "
            "Pianos must not be moved, painted or stood on, and drinks should not be placed on the lid. "
            "Volunteers cover the pianos every night; in heavy rain they will probably be closed early. "
            "Tuning is done every two weeks, so some notes may sound slightly off in between. "
            "Please report any damage to pianos@harbourarts.org."
        ),
        good=[
            Good(
                "preserve",
                "From 2 June until the end of August, the Keys in the Square project is placing five street pianos in public squares around the harbour. "
                "Anyone may play, at any level, from 8:00 to 21:00 – and if people are waiting, please limit yourself to about 20 minutes. "
                "Do not move, paint or stand on the pianos, and drinks shouldn't go on the lid. "
                "Volunteers cover the pianos every night, and in heavy rain they will probably close early. "
                "Because tuning happens every two weeks, a few notes may sound slightly off in between. "
                "If you spot any damage, please report it to pianos@harbourarts.org.",
            ),
            Good(
                "preserve",
                "Keys in the Square – house rules\n"
                "- Five street pianos stand in squares around the harbour from 2 June to the end of August.\n"
                "- Everyone may play, whatever their level, between 8:00 and 21:00.\n"
                "- When others are waiting, please keep to roughly 20 minutes.\n"
                "- Pianos must not be moved, painted or stood on.\n"
                "- Drinks should not be put on the lid.\n"
                "- Volunteers cover the pianos each night; heavy rain will probably mean an early close.\n"
                "- The pianos are tuned every two weeks, so between tunings some notes may sound a little off.\n"
                "- Please report any damage to pianos@harbourarts.org.",
            ),
            Good(
                "pl",
                "Keys in the Square – zasady dla grających\n"
                "Od 2 czerwca do końca sierpnia na placach wokół portu stanie pięć ulicznych pianin. "
                "Każdy może na nich grać, niezależnie od poziomu, w godzinach 8:00–21:00. "
                "Jeśli ktoś czeka, prosimy ograniczyć grę do około 20 minut. "
                "Pianin nie wolno przesuwać, malować ani na nich stawać, a na klapie nie powinno się stawiać napojów. "
                "Na noc wolontariusze przykrywają instrumenty; podczas ulewnego deszczu prawdopodobnie zostaną one zamknięte wcześniej. "
                "Strojenie odbywa się co dwa tygodnie, więc w międzyczasie niektóre dźwięki mogą brzmieć lekko fałszywie. "
                "Uszkodzenia prosimy zgłaszać na adres pianos@harbourarts.org.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Volunteers cover the pianos every night",
                        "Volunteers do not cover the pianos at night",
                    )
                ],
                "negation",
            ),
            Slip(1, [("- Pianos must not be moved", "- Pianos should not be moved")], "modality"),
            Slip(2, [("prawdopodobnie zostaną one zamknięte", "zostaną one zamknięte")], "hedge"),
        ],
    ),
    Case(
        key="en-optician-contact-lens-free-trial",
        source=(
            "Our free contact lens trial gives you 10 pairs of daily disposable lenses to try before you buy. "
            "You will need an up-to-date eye examination (carried out within the last 24 months) and a 30-minute fitting appointment, "
            "during which an optometrist teaches you how to insert and remove the lenses. "
            "Most new wearers adapt within a week, although some people may feel mild dryness at first. "
            "A 2019 review by Harwood and colleagues in Contact Lens & Anterior Eye found that daily disposables were associated with fewer corneal infections than reusable lenses. "
            "If your eyes become red or painful, remove the lenses and call us on 01632 960 418."
        ),
        good=[
            Good(
                "preserve",
                "Want to find out whether contact lenses suit you? Our free trial gives you 10 pairs of daily disposable lenses to try before you decide to buy. "
                "First, you'll need an eye examination from the last 24 months and a 30-minute fitting appointment, where an optometrist will show you how to put the lenses in and take them out. "
                "Most people new to lenses get used to them within a week, though some may notice mild dryness at the start. "
                "In a 2019 review published in Contact Lens & Anterior Eye, Harwood and colleagues found that daily disposables were associated with fewer corneal infections than reusable lenses. "
                "If your eyes turn red or painful, take the lenses out and ring us on 01632 960 418.",
            ),
            Good(
                "preserve",
                "The practice offers a free trial of 10 pairs of daily disposable contact lenses before purchase. "
                "Two things are required: a current eye examination, carried out within the past 24 months, and a 30-minute fitting appointment at which an optometrist demonstrates how to insert and remove the lenses. "
                "The majority of first-time wearers adapt within one week; some may experience mild dryness initially. "
                "According to a 2019 review (Harwood et al., Contact Lens & Anterior Eye), daily disposable lenses were associated with fewer corneal infections than reusable ones. "
                "If your eyes become red or painful, remove the lenses and call the practice on 01632 960 418.",
            ),
            Good(
                "pl",
                "Dzięki naszemu bezpłatnemu programowi próbnemu otrzymasz 10 par jednodniowych soczewek kontaktowych do wypróbowania przed zakupem. "
                "Potrzebne będzie aktualne badanie wzroku (wykonane w ciągu ostatnich 24 miesięcy) oraz 30-minutowa wizyta dopasowująca, podczas której optometrysta nauczy cię zakładać i zdejmować soczewki. "
                "Większość nowych użytkowników przyzwyczaja się do nich w ciągu tygodnia, choć niektóre osoby mogą początkowo odczuwać lekką suchość oczu. "
                "Według przeglądu z 2019 roku, opublikowanego przez Harwooda i współpracowników w czasopiśmie Contact Lens & Anterior Eye, soczewki jednodniowe wiązały się z mniejszą liczbą zakażeń rogówki niż soczewki wielokrotnego użytku. "
                "Jeśli oczy się zaczerwienią lub zaczną boleć, zdejmij soczewki i zadzwoń do nas pod numer 01632 960 418.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("though some may notice mild dryness", "though some notice mild dryness")],
                "hedge",
            ),
            Slip(1, [("(Harwood et al.,", "(Harrison et al.,")], "citation"),
            Slip(2, [("otrzymasz 10 par", "otrzymasz 5 par")], "number"),
        ],
    ),
    Case(
        key="en-old-town-walking-guide-licence",
        source=(
            "Anyone who leads paid walking tours in the Old Town must hold a guide licence issued by the City Tourism Office under section 12 of the Local Tourism Bylaw 2021. "
            "To apply, you must be at least 18, complete the 16-hour heritage course and pass a written test on local history. "
            "Licences are valid for three years and should be displayed on a lanyard during every tour. "
            "Applications submitted by 31 January are normally processed by 15 March, in time for the spring season. "
            "Guiding without a licence can lead to a fine of up to €500 under section 19. "
            "Free tours led by volunteers are exempt."
        ),
        good=[
            Good(
                "preserve",
                "Planning to lead paid walking tours in the Old Town? Then you must hold a guide licence from the City Tourism Office, issued under section 12 of the Local Tourism Bylaw 2021. "
                "To qualify, you must be 18 or older, complete the 16-hour heritage course and pass a written test on local history. "
                "A licence lasts three years, and you should display it on a lanyard on every tour. "
                "If you apply by 31 January, your application will normally be processed by 15 March, ready for the spring season. "
                "Free tours led by volunteers are exempt, but guiding without a licence can result in a fine of up to €500 under section 19.",
            ),
            Good(
                "preserve",
                "Old Town guide licence – what you need to know\n"
                "1. Legal basis: anyone leading paid walking tours in the Old Town is required to hold a licence from the City Tourism Office (section 12, Local Tourism Bylaw 2021). Free tours run by volunteers are exempt.\n"
                "2. Eligibility: applicants must be at least 18, must complete the 16-hour heritage course and must pass a written test on local history.\n"
                "3. Validity: three years. The licence should be displayed on a lanyard during each tour.\n"
                "4. Timing: applications received by 31 January are normally processed by 15 March, before the spring season.\n"
                "5. Penalties: guiding without a licence can lead to a fine of up to €500 (section 19).",
            ),
            Good(
                "pl",
                "Każdy, kto prowadzi płatne wycieczki piesze po Starym Mieście, musi mieć licencję przewodnika wydaną przez Miejskie Biuro Turystyki na podstawie sekcji 12 lokalnego regulaminu turystycznego (Local Tourism Bylaw 2021). "
                "Aby ją uzyskać, trzeba mieć co najmniej 18 lat, ukończyć 16-godzinny kurs o dziedzictwie miasta i zdać pisemny test z historii lokalnej. "
                "Licencja jest ważna przez trzy lata i podczas każdej wycieczki powinna być widoczna na smyczy. "
                "Wnioski złożone do 31 stycznia są zwykle rozpatrywane do 15 marca, czyli przed sezonem wiosennym. "
                "Za oprowadzanie bez licencji może grozić grzywna do 500 euro na podstawie sekcji 19. "
                "Bezpłatne wycieczki prowadzone przez wolontariuszy są zwolnione z tego obowiązku.",
            ),
        ],
        bad=[
            Slip(
                0, [("issued under section 12 of", "issued under section 21 of")], "legal_reference"
            ),
            Slip(1, [("must complete the 16-hour", "should complete the 16-hour")], "modality"),
            Slip(2, [("Wnioski złożone do 31 stycznia", "Wnioski złożone do 28 lutego")], "date"),
        ],
    ),
    Case(
        key="en-sauna-aufguss-etiquette-spa-notice",
        source=(
            "Aufguss etiquette at Birchwood Spa\n"
            "Aufguss sessions take place in the large sauna every hour on the hour from 14:00 to 21:00 and last around 12 minutes. "
            "Please arrive before the session starts: the door stays closed once the sauna master begins, and nobody is let in late. "
            "Sit on a towel large enough that no part of your body touches the wood. "
            "Talking is not allowed during the ritual. "
            "If you feel dizzy, you may leave at any time – just move quietly towards the door. "
            "Most guests find the upper benches too hot for a first session, so the lower ones are probably a better place to start. "
            "Drink water between rounds."
        ),
        good=[
            Good(
                "preserve",
                "Coming to an Aufguss at Birchwood Spa? Sessions run in the large sauna every hour on the hour between 14:00 and 21:00, and each lasts around 12 minutes. "
                "Be there before it starts: once the sauna master begins, the door stays shut and latecomers are not let in. "
                "Sit on a towel big enough that no part of you touches the wood, and remember that talking isn't allowed during the ritual. "
                "Feeling dizzy? You may leave whenever you need to – simply make your way quietly to the door. "
                "For a first session, most guests find the upper benches too hot, so you'd probably do better to start lower down. "
                "Between rounds, drink some water.",
            ),
            Good(
                "preserve",
                "Birchwood Spa – Aufguss etiquette\n"
                "- Sessions: large sauna, every hour on the hour, 14:00–21:00; duration approximately 12 minutes.\n"
                "- Arrival: be seated before the start. Once the sauna master begins, the door remains closed and no late entry is permitted.\n"
                "- Towels: use a towel large enough that no part of the body is in contact with the wood.\n"
                "- Silence: talking is not permitted during the ritual.\n"
                "- Feeling unwell: guests who feel dizzy may leave at any time, moving quietly to the door.\n"
                "- Benches: most guests find the upper benches too hot for a first session; the lower benches are probably a better starting point.\n"
                "- Hydration: drink water between rounds.",
            ),
            Good(
                "pl",
                "Zasady Aufguss w Birchwood Spa\n"
                "Seanse Aufguss odbywają się w dużej saunie co godzinę, o pełnej godzinie, od 14:00 do 21:00 i trwają około 12 minut. "
                "Prosimy przyjść przed rozpoczęciem: gdy mistrz sauny zacznie, drzwi pozostają zamknięte i nikt spóźniony nie zostanie wpuszczony. "
                "Usiądź na ręczniku na tyle dużym, aby żadna część ciała nie dotykała drewna. "
                "Podczas rytuału nie wolno rozmawiać. "
                "Jeśli zakręci ci się w głowie, możesz wyjść w dowolnym momencie – po prostu cicho podejdź do drzwi. "
                "Większość gości uważa, że górne ławki są zbyt gorące na pierwszy seans, więc na początek lepsze będą prawdopodobnie dolne. "
                "Między rundami pij wodę.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Feeling dizzy? You may leave whenever you need to – simply make your way quietly to the door.",
                        "Jeśli zakręci ci się w głowie, możesz wyjść w dowolnym momencie – po prostu cicho podejdź do drzwi.",
                    )
                ],
                "wrong_language",
            ),
            Slip(1, [("duration approximately 12 minutes", "duration 12 minutes")], "hedge"),
            Slip(
                2,
                [("Podczas rytuału nie wolno rozmawiać.", "Podczas rytuału wolno rozmawiać.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-allotment-honey-stall-sales-rules",
        source=(
            "Plot holders who keep bees may sell surplus honey at the allotment gate stall on Saturday mornings. "
            "Jars must carry a label showing the word “honey”, the net weight, a best-before date, and your name and address, as required by the Honey (England) Regulations 2015. "
            "Small sales from the stall do not need council registration, but anyone selling more than 50 kg a year should register as a food business under Regulation (EC) No 852/2004. "
            "Honey must not be blended with syrup or sold in reused jam jars that still carry old labels. "
            "The association takes 5% of sales towards the upkeep of the stall."
        ),
        good=[
            Good(
                "preserve",
                "If you keep bees on your plot, you may sell your spare honey at the allotment gate stall on Saturday mornings. "
                "Under the Honey (England) Regulations 2015, every jar must be labelled with the word “honey”, its net weight, a best-before date, and your name and address. "
                "You don't need to register with the council for small sales from the stall; however, if you sell more than 50 kg a year, you should register as a food business under Regulation (EC) No 852/2004. "
                "Honey must not be mixed with syrup, and it must not be sold in reused jam jars that still have their old labels. "
                "The association keeps 5% of sales to help maintain the stall.",
            ),
            Good(
                "preserve",
                "Honey sales at the gate stall\n"
                "- Who and when: plot holders who keep bees may sell surplus honey on Saturday mornings.\n"
                "- Labels (Honey (England) Regulations 2015): each jar must show the word “honey”, the net weight, a best-before date, and the seller's name and address.\n"
                "- Registration: not needed with the council for small stall sales; anyone selling more than 50 kg a year should register as a food business under Regulation (EC) No 852/2004.\n"
                "- Not allowed: blending honey with syrup, or selling it in reused jam jars that still carry old labels.\n"
                "- Stall fee: 5% of sales goes to the association for the upkeep of the stall.",
            ),
            Good(
                "pl",
                "Działkowcy, którzy trzymają pszczoły, mogą sprzedawać nadwyżki miodu na straganie przy bramie ogrodów w sobotnie poranki. "
                "Zgodnie z Honey (England) Regulations 2015 każdy słoik musi mieć etykietę ze słowem „honey”, masą netto, datą minimalnej trwałości oraz imieniem, nazwiskiem i adresem sprzedawcy. "
                "Drobna sprzedaż na straganie nie wymaga rejestracji w urzędzie, ale osoby sprzedające ponad 50 kg rocznie powinny zarejestrować się jako przedsiębiorstwo spożywcze na podstawie rozporządzenia (WE) nr 852/2004. "
                "Miodu nie wolno mieszać z syropem ani sprzedawać w używanych słoikach po dżemie, na których zostały stare etykiety. "
                "Stowarzyszenie pobiera 5% wartości sprzedaży na utrzymanie straganu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Regulation (EC) No 852/2004", "Regulation (EC) No 853/2004")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "Registration: not needed with the council for",
                        "Registration: needed with the council even for",
                    )
                ],
                "negation",
            ),
            Slip(2, [("ponad 50 kg rocznie", "ponad 30 kg rocznie")], "number"),
        ],
    ),
    Case(
        key="en-meadow-farm-car-boot-sellers",
        source=(
            "Sunday car boot sales at Meadow Farm run from April to October, weather permitting. "
            "Sellers can arrive from 6:30 and must be set up by 8:00, when buyers are let in. "
            "A standard car pitch costs £12 and a van or car with trailer costs £18; payment is cash only at the gate. "
            "Each pitch is about 5 metres wide, and you should bring your own table. "
            "Selling food, alcohol, knives or counterfeit goods is strictly prohibited. "
            "Sellers must take all unsold items and rubbish home with them. "
            "Pitches cannot be reserved in advance, so it is first come, first served."
        ),
        good=[
            Good(
                "preserve",
                "Fancy selling at Meadow Farm? The car boot sales take place on Sundays from April to October, weather permitting. "
                "You can arrive from 6:30, but you must be set up by 8:00, when buyers are let in. "
                "Pitches cost £12 for a standard car and £18 for a van or a car with a trailer, paid at the gate – cash only. "
                "Each one is roughly 5 metres wide, and you should bring your own table. "
                "Food, alcohol, knives and counterfeit goods are strictly prohibited. "
                "Anything you don't sell, plus your rubbish, must go home with you. "
                "You can't reserve a pitch in advance; it's first come, first served.",
            ),
            Good(
                "preserve",
                "Meadow Farm Sunday car boot sale – seller information\n"
                "Season: April to October (weather permitting).\n"
                "Arrival: from 6:30; set-up must be completed by 8:00, when buyers are admitted.\n"
                "Pitch fees: standard car £12; van or car with trailer £18. Cash only, payable at the gate.\n"
                "Pitch size: approximately 5 metres wide. Sellers should bring their own table.\n"
                "Strictly prohibited: food, alcohol, knives and counterfeit goods.\n"
                "Departure: sellers must take all unsold items and rubbish away with them.\n"
                "Booking: pitches cannot be reserved in advance; allocation is first come, first served.",
            ),
            Good(
                "pl",
                "Niedzielne wyprzedaże z bagażnika na Meadow Farm odbywają się od kwietnia do października, jeśli pozwala na to pogoda. "
                "Sprzedawcy mogą przyjeżdżać od 6:30 i muszą być rozłożeni do 8:00, kiedy wpuszczani są kupujący. "
                "Standardowe stanowisko dla samochodu kosztuje 12 GBP, a dla furgonetki lub auta z przyczepą 18 GBP; płatność wyłącznie gotówką przy bramie. "
                "Każde stanowisko ma około 5 metrów szerokości, a stół powinno się przywieźć własny. "
                "Sprzedaż żywności, alkoholu, noży i podróbek jest surowo zabroniona. "
                "Sprzedawcy muszą zabrać ze sobą wszystkie niesprzedane rzeczy i śmieci. "
                "Stanowisk nie można rezerwować z wyprzedzeniem – decyduje kolejność przybycia.",
            ),
        ],
        bad=[
            Slip(0, [("£18 for a van", "£15 for a van")], "number"),
            Slip(
                1,
                [("set-up must be completed by 8:00", "set-up should be completed by 8:00")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "płatność wyłącznie gotówką przy bramie.",
                        "płatność wyłącznie gotówką przy bramie, a cały dochód z opłat trafia do miejscowego hospicjum.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-mountain-hut-winter-room-notice",
        source=(
            "From 1 November to 30 April the main building of the Rauher Kogel hut is closed, but the winter room stays open all year. "
            "It sleeps 12 on mattresses with blankets, and there is a wood stove. "
            "Firewood is usually stocked in autumn, though it may run out by late winter, so bring a small supply if you can. "
            "There is no running water and no mobile signal at the hut; the nearest signal is about 400 m down the path towards the valley. "
            "Overnight fees (€15 for members, €25 for non-members) are paid afterwards by bank transfer using the form on the table. "
            "Please never leave food behind, and sweep the floor before you go. The emergency number is 112."
        ),
        good=[
            Good(
                "preserve",
                "The winter room at the Rauher Kogel hut is open all year round, even while the main building is closed from 1 November to 30 April. "
                "You'll find 12 places on mattresses with blankets, plus a wood stove. "
                "Firewood is usually stocked in autumn but may run out by late winter, so if you can, bring a small supply of your own. "
                "The hut has no running water and no mobile signal; the nearest signal is about 400 m down the path towards the valley, and the emergency number is 112. "
                "Pay the overnight fee – €15 for members, €25 for non-members – afterwards by bank transfer, using the form on the table. "
                "Before leaving, sweep the floor, and please never leave any food behind.",
            ),
            Good(
                "preserve",
                "Rauher Kogel hut – winter room\n"
                "- Main building closed 1 November – 30 April; the winter room is open all year.\n"
                "- 12 sleeping places on mattresses with blankets; wood stove.\n"
                "- Firewood is usually stocked in autumn but may run out by late winter – bring a small supply if possible.\n"
                "- No running water and no mobile signal at the hut. Nearest signal: about 400 m down the path towards the valley.\n"
                "- Overnight fee: €15 (members) / €25 (non-members), paid afterwards by bank transfer using the form on the table.\n"
                "- Never leave food behind, and sweep the floor before you go.\n"
                "- Emergency number: 112.",
            ),
            Good(
                "pl",
                "Od 1 listopada do 30 kwietnia główny budynek schroniska Rauher Kogel jest zamknięty, ale pokój zimowy jest otwarty przez cały rok. "
                "Jest w nim 12 miejsc do spania na materacach z kocami oraz piec na drewno. "
                "Drewno zwykle uzupełnia się jesienią, ale pod koniec zimy może go zabraknąć, więc jeśli możesz, przynieś niewielki zapas. "
                "W schronisku nie ma bieżącej wody ani zasięgu telefonii komórkowej; najbliższy zasięg jest około 400 m niżej, na ścieżce w stronę doliny. "
                "Opłatę za nocleg (15 € dla członków, 25 € dla osób niezrzeszonych) uiszcza się później przelewem, korzystając z formularza leżącego na stole. "
                "Prosimy nigdy nie zostawiać jedzenia i zamiatać podłogę przed wyjściem. Numer alarmowy to 112.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "The hut has no running water and no mobile signal",
                        "The hut has running water but no mobile signal",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("Firewood is usually stocked in autumn", "Firewood is stocked in autumn")],
                "hedge",
            ),
            Slip(2, [("Od 1 listopada do 30 kwietnia", "Od 1 listopada do 31 marca")], "date"),
        ],
    ),
    Case(
        key="en-seniors-digital-skills-library-course",
        source=(
            "Click with Confidence is a free digital skills course for people aged 60 and over, run by Eastfield Library. "
            "Over six weekly sessions, participants learn to use email, make video calls, shop online safely and spot common scams. "
            "Sessions take place on Tuesdays from 10:00 to 12:00, starting on 3 March. "
            "No previous experience is needed, but you should bring your own smartphone or tablet if you have one; the library can lend a few laptops. "
            "Groups are kept to 8 learners, so booking is essential. "
            "To book, call 0161 496 0732 or register at eastfieldlibrary.org/click. "
            "Carers may attend with a learner free of charge."
        ),
        good=[
            Good(
                "preserve",
                "Would you like to feel more at home online? Eastfield Library runs Click with Confidence, a free digital skills course for anyone aged 60 or over. "
                "Across six weekly sessions, you'll learn how to use email, make video calls, shop safely online and recognise common scams. "
                "We meet on Tuesdays from 10:00 to 12:00, beginning on 3 March. "
                "You don't need any previous experience, but if you have a smartphone or tablet, you should bring it along; the library can lend a few laptops. "
                "Because groups are limited to 8 learners, booking is essential – ring 0161 496 0732 or sign up at eastfieldlibrary.org/click. "
                "Carers may come with a learner free of charge.",
            ),
            Good(
                "preserve",
                "Click with Confidence (Eastfield Library)\n"
                "A free digital skills course for people aged 60+, run over six weekly sessions.\n"
                "Topics: email, video calls, safe online shopping and spotting common scams.\n"
                "When: Tuesdays, 10:00–12:00, from 3 March.\n"
                "What to bring: no previous experience is needed. Learners should bring their own smartphone or tablet if they have one; the library can lend a few laptops.\n"
                "Group size: 8 learners at most, so booking is essential (tel. 0161 496 0732 or eastfieldlibrary.org/click).\n"
                "Carers may accompany a learner at no charge.",
            ),
            Good(
                "pl",
                "Click with Confidence to bezpłatny kurs umiejętności cyfrowych dla osób w wieku 60 lat i starszych, prowadzony przez Eastfield Library. "
                "Podczas sześciu cotygodniowych zajęć uczestnicy uczą się korzystać z poczty e-mail, prowadzić rozmowy wideo, bezpiecznie robić zakupy w internecie i rozpoznawać popularne oszustwa. "
                "Zajęcia odbywają się we wtorki w godz. 10:00–12:00, począwszy od 3 marca. "
                "Wcześniejsze doświadczenie nie jest potrzebne, ale jeśli masz własny smartfon lub tablet, powinieneś go przynieść; biblioteka może wypożyczyć kilka laptopów. "
                "Grupy liczą najwyżej 8 osób, dlatego rezerwacja jest konieczna. "
                "Zapisy: tel. 0161 496 0732 lub eastfieldlibrary.org/click. "
                "Opiekunowie mogą bezpłatnie towarzyszyć uczestnikowi.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "sign up at eastfieldlibrary.org/click",
                        "sign up at eastfieldlibrary.org/courses",
                    )
                ],
                "url",
            ),
            Slip(1, [("so booking is essential", "so booking is recommended")], "modality"),
            Slip(
                2,
                [
                    (
                        "Opiekunowie mogą bezpłatnie towarzyszyć uczestnikowi.",
                        "Opiekunowie mogą bezpłatnie towarzyszyć uczestnikowi. Po ukończeniu kursu każdy uczestnik otrzymuje certyfikat.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-tidyrss-cli-readme-install-usage",
        source=(
            "## Installation\n\n"
            "`tidyrss` requires Python 3.10 or newer. Install it from PyPI:\n\n"
            "```bash\npip install tidyrss\n```\n\n"
            "## Usage\n\n"
            "Run `tidyrss clean feeds.opml` to remove dead feeds from an OPML file. "
            "By default the tool only reports problems and does not modify the file; add `--write` to save the cleaned version. "
            "Feeds that fail three checks in a row are treated as dead. "
            "Do not run it against a file that is open in your feed reader, as changes may be lost.\n\n"
            "See the [documentation](https://tidyrss.readthedocs.io) for all options."
        ),
        good=[
            Good(
                "preserve",
                "## Installation\n\n"
                "You'll need Python 3.10 or later to use `tidyrss`. Get it from PyPI with:\n\n"
                "```bash\npip install tidyrss\n```\n\n"
                "## Usage\n\n"
                "To strip dead feeds out of an OPML file, run `tidyrss clean feeds.opml`. "
                "Out of the box, the tool just reports problems and leaves the file untouched; pass `--write` if you want the cleaned version saved. "
                "A feed is treated as dead once it fails three checks in a row. "
                "Don't run it on a file your feed reader currently has open, because changes may be lost.\n\n"
                "All options are described in the [documentation](https://tidyrss.readthedocs.io).",
            ),
            Good(
                "preserve",
                "## Installation\n\n"
                "`tidyrss` needs Python 3.10+ and is installed from PyPI:\n\n"
                "```bash\npip install tidyrss\n```\n\n"
                "## Usage\n\n"
                "- `tidyrss clean feeds.opml` removes dead feeds from an OPML file.\n"
                "- By default, it only reports problems and does not change the file.\n"
                "- Add `--write` to save the cleaned version.\n"
                "- A feed counts as dead after failing three checks in a row.\n"
                "- Do not run the tool on a file that is open in your feed reader – changes may be lost.\n\n"
                "For every option, see the [documentation](https://tidyrss.readthedocs.io).",
            ),
            Good(
                "pl",
                "## Instalacja\n\n"
                "`tidyrss` wymaga Pythona 3.10 lub nowszego. Zainstaluj go z PyPI:\n\n"
                "```bash\npip install tidyrss\n```\n\n"
                "## Użycie\n\n"
                "Polecenie `tidyrss clean feeds.opml` usuwa martwe kanały z pliku OPML. "
                "Domyślnie narzędzie tylko zgłasza problemy i nie modyfikuje pliku; aby zapisać oczyszczoną wersję, dodaj `--write`. "
                "Kanały, które trzy razy z rzędu nie przejdą sprawdzenia, są uznawane za martwe. "
                "Nie uruchamiaj go na pliku otwartym w czytniku kanałów, ponieważ zmiany mogą zostać utracone.\n\n"
                "Wszystkie opcje opisano w [dokumentacji](https://tidyrss.readthedocs.io).",
            ),
        ],
        bad=[
            Slip(0, [("pass `--write` if", "pass `--save` if")], "code"),
            Slip(1, [("## Usage\n\n", "Usage\n\n")], "markdown"),
            Slip(
                2,
                [
                    (
                        "tylko zgłasza problemy i nie modyfikuje pliku",
                        "zgłasza problemy i modyfikuje plik",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-backup-retention-config-docs-table",
        source=(
            "### Configuring retention\n\n"
            "Backups are kept according to the `retention` block in `backup.yaml`. "
            "The default keeps 7 daily and 4 weekly snapshots:\n\n"
            "```yaml\nretention:\n  daily: 7\n  weekly: 4\n```\n\n"
            "| Key | Meaning |\n|-----|---------|\n"
            "| `daily` | number of daily snapshots to keep |\n"
            "| `weekly` | number of weekly snapshots to keep |\n\n"
            "Changes take effect at the next scheduled run; you do not need to restart the service. "
            "Setting a value to `0` disables that tier. "
            "Run `snapback prune --dry-run` first to see which snapshots would be deleted."
        ),
        good=[
            Good(
                "preserve",
                "### Configuring retention\n\n"
                "How long backups are kept is controlled by the `retention` block in `backup.yaml`. "
                "Out of the box, 7 daily and 4 weekly snapshots are retained:\n\n"
                "```yaml\nretention:\n  daily: 7\n  weekly: 4\n```\n\n"
                "| Key | Meaning |\n|-----|---------|\n"
                "| `daily` | how many daily snapshots are kept |\n"
                "| `weekly` | how many weekly snapshots are kept |\n\n"
                "There is no need to restart the service: changes apply from the next scheduled run. "
                "A value of `0` turns that tier off. "
                "Before pruning for real, run `snapback prune --dry-run` to check which snapshots would be removed.",
            ),
            Good(
                "preserve",
                "### Configuring retention\n\n"
                "Snapshot retention is set in the `retention` block of `backup.yaml`. "
                "By default, 7 daily snapshots and 4 weekly ones are kept:\n\n"
                "```yaml\nretention:\n  daily: 7\n  weekly: 4\n```\n\n"
                "| Key | Meaning |\n|-----|---------|\n"
                "| `daily` | daily snapshots to keep |\n"
                "| `weekly` | weekly snapshots to keep |\n\n"
                "Notes:\n"
                "- New settings are picked up at the next scheduled run, so you don't have to restart the service.\n"
                "- Set a value to `0` to disable that tier.\n"
                "- Start with `snapback prune --dry-run` to preview which snapshots would be deleted.",
            ),
            Good(
                "pl",
                "### Konfiguracja retencji\n\n"
                "To, jak długo przechowywane są kopie zapasowe, określa blok `retention` w pliku `backup.yaml`. "
                "Domyślnie zachowywanych jest 7 migawek dziennych i 4 tygodniowe:\n\n"
                "```yaml\nretention:\n  daily: 7\n  weekly: 4\n```\n\n"
                "| Klucz | Znaczenie |\n|-------|-----------|\n"
                "| `daily` | liczba przechowywanych migawek dziennych |\n"
                "| `weekly` | liczba przechowywanych migawek tygodniowych |\n\n"
                "Zmiany zaczynają obowiązywać przy następnym zaplanowanym uruchomieniu; nie trzeba restartować usługi. "
                "Ustawienie wartości `0` wyłącza dany poziom. "
                "Najpierw uruchom `snapback prune --dry-run`, aby zobaczyć, które migawki zostałyby usunięte.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "run `snapback prune --dry-run` to check",
                        "run `snapback prune --preview` to check",
                    )
                ],
                "code",
            ),
            Slip(
                1,
                [
                    (
                        "| `daily` | daily snapshots to keep |\n| `weekly` | weekly snapshots to keep |\n",
                        "| `daily` | daily snapshots to keep |\n",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "Ustawienie wartości `0` wyłącza dany poziom.",
                        "Ustawienie wartości `0` wyłącza dany poziom. Migawki starsze niż 90 dni są zawsze usuwane automatycznie.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-urban-trees-heat-research-summary",
        source=(
            "Urban trees and summer heat\n"
            "A growing body of research suggests that street trees can lower local air temperatures on hot days. "
            "In a study of 12 European cities, Lindqvist and colleagues (2022, Urban Climate) found that tree cover was associated with land surface temperatures about 2–4 °C lower than in built-up areas. "
            "The cooling effect appears strongest in central Europe and weaker in southern cities with dry summers. "
            "However, the authors caution that satellite measurements do not directly capture the air temperature people feel at street level. "
            "The council's target of 30% canopy cover by 2040 is therefore likely to help, but its exact benefit is uncertain."
        ),
        good=[
            Good(
                "preserve",
                "A growing number of studies suggest that street trees can help cool the air on hot days. "
                "Lindqvist and colleagues (2022, Urban Climate) looked at 12 European cities and found that tree cover was associated with land surface temperatures roughly 2–4 °C lower than in built-up areas. "
                "The effect appears to be strongest in central Europe and weaker in southern cities where summers are dry. "
                "The authors warn, however, that satellite data do not directly capture the air temperature people actually feel at street level. "
                "So the council's goal of 30% canopy cover by 2040 will likely help, although exactly how much is uncertain.",
            ),
            Good(
                "preserve",
                "**Urban trees and summer heat – summary**\n"
                "- A growing body of research suggests street trees can lower local air temperatures on hot days.\n"
                "- Lindqvist et al. (2022, *Urban Climate*): across 12 European cities, tree cover was associated with land surface temperatures about 2–4 °C below those of built-up areas.\n"
                "- Cooling appears strongest in central Europe and weaker in southern cities with dry summers.\n"
                "- Caveat from the authors: satellite measurements do not directly capture the air temperature felt at street level.\n"
                "- Implication: the council's target of 30% canopy cover by 2040 is likely to help, but the exact benefit is uncertain.",
            ),
            Good(
                "pl",
                "Drzewa w mieście a letnie upały\n"
                "Coraz więcej badań wskazuje, że drzewa przyuliczne mogą obniżać lokalną temperaturę powietrza w upalne dni. "
                "W badaniu obejmującym 12 europejskich miast Lindqvist i współpracownicy (2022, Urban Climate) stwierdzili, że pokrycie drzewami wiązało się z temperaturą powierzchni terenu niższą o około 2–4 °C niż na obszarach zabudowanych. "
                "Efekt chłodzący wydaje się najsilniejszy w Europie Środkowej, a słabszy w miastach południowych o suchych latach. "
                "Autorzy zastrzegają jednak, że pomiary satelitarne nie oddają bezpośrednio temperatury powietrza odczuwanej na poziomie ulicy. "
                "Dlatego przyjęty przez radę miasta cel 30% pokrycia koronami drzew do 2040 r. prawdopodobnie pomoże, choć jego dokładny efekt jest niepewny.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Lindqvist and colleagues (2022, Urban Climate)",
                        "Lindqvist and colleagues (2020, Urban Climate)",
                    )
                ],
                "citation",
            ),
            Slip(1, [("- Cooling appears strongest in", "- Cooling is strongest in")], "hedge"),
            Slip(
                2,
                [("obejmującym 12 europejskich miast", "obejmującym 21 europejskich miast")],
                "number",
            ),
        ],
    ),
    Case(
        key="en-lighthouse-letters-museum-exhibition",
        source=(
            "The Harbour Museum's new exhibition, Letters from the Lighthouse, opens on Saturday 8 March and runs until 29 June 2025. "
            "It brings together 46 letters written by keeper Thomas Avery between 1881 and 1903, most of them never shown in public before. "
            "The selection follows the catalogue compiled by historian Margaret Hale in Lighthouse Lives (Northbridge Press, 2016, pp. 112–140). "
            "Admission is included in the standard museum ticket, and under-16s go free. "
            "Some letters are fragile and will be rotated halfway through the run, so the display may change between visits. "
            "Guided tours take place on the first Sunday of each month at 14:00."
        ),
        good=[
            Good(
                "preserve",
                "Letters from the Lighthouse, the Harbour Museum's latest exhibition, is on from Saturday 8 March to 29 June 2025. "
                "On display are 46 letters that keeper Thomas Avery wrote between 1881 and 1903; most have never been shown publicly before. "
                "The choice of letters follows the catalogue compiled by historian Margaret Hale in Lighthouse Lives (Northbridge Press, 2016, pp. 112–140). "
                "Entry is covered by the standard museum ticket, and visitors under 16 get in free. "
                "Because some of the letters are fragile, they will be swapped halfway through the run, so what you see may differ from one visit to the next. "
                "Guided tours run at 14:00 on the first Sunday of every month.",
            ),
            Good(
                "preserve",
                "Letters from the Lighthouse – Harbour Museum\n"
                "Dates: Saturday 8 March – 29 June 2025.\n"
                "What: 46 letters by lighthouse keeper Thomas Avery, written 1881–1903, most of them never before on public display. "
                "The selection follows historian Margaret Hale's catalogue in Lighthouse Lives (Northbridge Press, 2016, pp. 112–140).\n"
                "Tickets: included in standard museum admission; free for under-16s.\n"
                "Please note: fragile letters will be rotated halfway through the exhibition, so the display may change between visits.\n"
                "Guided tours: first Sunday of each month, 14:00.",
            ),
            Good(
                "pl",
                "Nowa wystawa Harbour Museum, „Letters from the Lighthouse”, zostanie otwarta w sobotę 8 marca i potrwa do 29 czerwca 2025 r. "
                "Prezentuje 46 listów napisanych przez latarnika Thomasa Avery’ego w latach 1881–1903, z których większość nigdy wcześniej nie była pokazywana publicznie. "
                "Wybór opiera się na katalogu opracowanym przez historyczkę Margaret Hale w książce Lighthouse Lives (Northbridge Press, 2016, s. 112–140). "
                "Wstęp jest wliczony w standardowy bilet do muzeum, a osoby poniżej 16 roku życia wchodzą bezpłatnie. "
                "Niektóre listy są delikatne i w połowie trwania wystawy zostaną wymienione, więc ekspozycja może się różnić między wizytami. "
                "Oprowadzanie z przewodnikiem odbywa się w pierwszą niedzielę każdego miesiąca o 14:00.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "from Saturday 8 March to 29 June 2025",
                        "from Saturday 8 March to 29 July 2025",
                    )
                ],
                "date",
            ),
            Slip(
                1,
                [
                    (
                        "(Northbridge Press, 2016, pp. 112–140)",
                        "(Northbridge Press, 2016, pp. 121–140)",
                    )
                ],
                "citation",
            ),
            Slip(
                2,
                [
                    (
                        "Prezentuje 46 listów napisanych",
                        "Prezentuje 46 listów, odnalezionych w 2019 r. na strychu latarni, napisanych",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-swimming-club-privacy-notice-gdpr",
        source=(
            "How we use your data – Riverside Swimming Club\n"
            "We process members' names, contact details and emergency contacts to manage memberships and keep swimmers safe. "
            "Our lawful basis is the performance of the membership contract under Article 6(1)(b) UK GDPR; for health information we rely on explicit consent under Article 9(2)(a). "
            "We do not sell your data or share it with sponsors. "
            "Records are kept for two years after membership ends and then deleted. "
            "You have the right to access, correct or request deletion of your data. "
            "To make a request, email privacy@riversidesc.org.uk; we will respond within one month. "
            "You can also complain to the ICO at ico.org.uk."
        ),
        good=[
            Good(
                "preserve",
                "Riverside Swimming Club: how your data is used\n"
                "We use members' names, contact details and emergency contacts to run memberships and to keep swimmers safe. "
                "We do this because it is necessary to perform the membership contract (Article 6(1)(b) UK GDPR), and for health information we rely on your explicit consent (Article 9(2)(a)). "
                "We don't sell your data, and we don't share it with sponsors. "
                "Once your membership ends, we keep your records for two years and then delete them. "
                "You have the right to see your data, have it corrected or ask us to delete it – just email privacy@riversidesc.org.uk, and we will reply within one month. "
                "You can also complain to the ICO at ico.org.uk.",
            ),
            Good(
                "preserve",
                "Privacy notice – Riverside Swimming Club\n"
                "- Data processed: members' names, contact details and emergency contacts, used to administer memberships and keep swimmers safe.\n"
                "- Lawful basis: performance of the membership contract, Article 6(1)(b) UK GDPR; explicit consent under Article 9(2)(a) for health information.\n"
                "- Sharing: the club does not sell personal data and does not share it with sponsors.\n"
                "- Retention: two years after membership ends, followed by deletion.\n"
                "- Your rights: access to your data, correction and deletion requests. To make a request, email privacy@riversidesc.org.uk; a reply will follow within one month.\n"
                "- Complaints: you can also complain to the ICO (ico.org.uk).",
            ),
            Good(
                "pl",
                "Jak wykorzystujemy Twoje dane – Riverside Swimming Club\n"
                "Przetwarzamy imiona i nazwiska członków, ich dane kontaktowe oraz dane osób do kontaktu w nagłych wypadkach, aby zarządzać członkostwem i dbać o bezpieczeństwo pływaków. "
                "Podstawą prawną jest wykonanie umowy członkowskiej zgodnie z art. 6 ust. 1 lit. b UK GDPR; w przypadku informacji o zdrowiu opieramy się na wyraźnej zgodzie zgodnie z art. 9 ust. 2 lit. a. "
                "Nie sprzedajemy Twoich danych ani nie udostępniamy ich sponsorom. "
                "Dane przechowujemy przez dwa lata od zakończenia członkostwa, a następnie je usuwamy. "
                "Masz prawo dostępu do swoich danych, ich sprostowania oraz żądania ich usunięcia. "
                "Aby złożyć wniosek, napisz na adres privacy@riversidesc.org.uk; odpowiemy w ciągu miesiąca. "
                "Możesz też złożyć skargę do ICO (ico.org.uk).",
            ),
        ],
        bad=[
            Slip(0, [("(Article 9(2)(a))", "(Article 9(2)(h))")], "legal_reference"),
            Slip(
                1,
                [("and does not share it with sponsors", "but does share it with sponsors")],
                "negation",
            ),
            Slip(2, [("privacy@riversidesc.org.uk", "privacy@riversidesc.org")], "url"),
        ],
    ),
    Case(
        key="en-landlord-deposit-scheme-deductions-notice",
        source=(
            "Your tenancy deposit\n"
            "The deposit of £1,150 (five weeks' rent) must be protected in a government-approved scheme within 30 days of receipt, as required by section 213 of the Housing Act 2004. "
            "We will give you the scheme's prescribed information at the same time. "
            "At the end of the tenancy, we should agree any deductions with you in writing, and the deposit must be returned within 10 days of that agreement. "
            "Deductions may be made only for unpaid rent, damage beyond fair wear and tear, or missing items listed on the inventory. "
            "If you disagree, you can use the scheme's free dispute resolution service."
        ),
        good=[
            Good(
                "preserve",
                "About your deposit: the £1,150 you pay, equal to five weeks' rent, must be placed in a government-approved protection scheme within 30 days of us receiving it. "
                "This is required by section 213 of the Housing Act 2004, and we will send you the scheme's prescribed information at the same time. "
                "When the tenancy ends, we should agree any deductions with you in writing; once they are agreed, your deposit must be returned within 10 days. "
                "We may deduct money only for unpaid rent, damage beyond fair wear and tear, or missing items listed on the inventory. "
                "If you don't agree, you can use the scheme's free dispute resolution service.",
            ),
            Good(
                "preserve",
                "Tenancy deposit – key points\n"
                "1. Amount: £1,150 (five weeks' rent).\n"
                "2. Protection: it must be protected in a government-approved scheme within 30 days of receipt (Housing Act 2004, section 213). You will receive the scheme's prescribed information at the same time.\n"
                "3. End of tenancy: any deductions should be agreed with you in writing, and the deposit must then be returned within 10 days of that agreement.\n"
                "4. Deductions: these may be made only for unpaid rent, damage beyond fair wear and tear, or missing items listed on the inventory.\n"
                "5. Disputes: if you disagree, you can use the scheme's free dispute resolution service.",
            ),
            Good(
                "pl",
                "Kaucja za najem\n"
                "Kaucja w wysokości 1150 GBP (równowartość czynszu za pięć tygodni) musi zostać zabezpieczona w zatwierdzonym przez rząd systemie ochrony kaucji w ciągu 30 dni od jej otrzymania, zgodnie z wymogiem sekcji 213 ustawy Housing Act 2004. "
                "Jednocześnie przekażemy Ci wymagane informacje o tym systemie. "
                "Po zakończeniu najmu powinniśmy uzgodnić z Tobą na piśmie ewentualne potrącenia, a kaucja musi zostać zwrócona w ciągu 10 dni od tego uzgodnienia. "
                "Potrąceń można dokonać wyłącznie z tytułu niezapłaconego czynszu, szkód wykraczających poza normalne zużycie lub brakujących przedmiotów wymienionych w protokole zdawczo-odbiorczym. "
                "Jeśli się nie zgadzasz, możesz skorzystać z bezpłatnej usługi rozstrzygania sporów oferowanej przez ten system.",
            ),
        ],
        bad=[
            Slip(0, [("the £1,150 you pay", "the £1,350 you pay")], "number"),
            Slip(
                1,
                [("(Housing Act 2004, section 213)", "(Housing Act 2004, section 214)")],
                "legal_reference",
            ),
            Slip(
                2, [("kaucja musi zostać zwrócona", "kaucja powinna zostać zwrócona")], "modality"
            ),
        ],
    ),
    Case(
        key="en-api-changelog-deprecation-release-notes",
        source=(
            "## v3.2.0 – released 12 May 2025\n\n"
            "- Added the `export_csv()` helper to `reports.summary`.\n"
            "- The `--timeout` flag now defaults to 30 seconds instead of 10.\n"
            "- Python 3.8 is no longer supported; the minimum version is now 3.9.\n"
            "- Fixed a bug where `sync` did not retry after a network error.\n\n"
            "Upgrading from 3.1 does not require any database migration.\n\n"
            "**Deprecation:** `load_config(path=...)` will be removed in v4.0, planned for early 2026. "
            "Use `Config.from_file()` instead. "
            "Existing code will keep working until then, but it now emits a `DeprecationWarning`."
        ),
        good=[
            Good(
                "preserve",
                "## v3.2.0 – released 12 May 2025\n\n"
                "This release adds an `export_csv()` helper to `reports.summary` and raises the default for the `--timeout` flag from 10 to 30 seconds. "
                "Support for Python 3.8 has been dropped, so you now need at least Python 3.9. "
                "We also fixed a bug that stopped `sync` from retrying after a network error. "
                "Upgrading from 3.1 does not require any database migration.\n\n"
                "**Deprecation:** `load_config(path=...)` is scheduled for removal in v4.0, planned for early 2026; use `Config.from_file()` instead. "
                "Until then your existing code will keep working, although it now emits a `DeprecationWarning`.",
            ),
            Good(
                "preserve",
                "## v3.2.0 (12 May 2025)\n\n"
                "**New**\n"
                "- `reports.summary` gains an `export_csv()` helper.\n\n"
                "**Changed**\n"
                "- The default `--timeout` is now 30 seconds (previously 10).\n"
                "- The minimum Python version is 3.9; Python 3.8 is no longer supported.\n\n"
                "**Fixed**\n"
                "- `sync` now retries after a network error (previously it did not).\n\n"
                "No database migration is needed when upgrading from 3.1.\n\n"
                "**Deprecation:** `load_config(path=...)` will be removed in v4.0 (planned for early 2026). "
                "Switch to `Config.from_file()`. Existing code keeps working until then but now emits a `DeprecationWarning`.",
            ),
            Good(
                "pl",
                "## v3.2.0 – wydano 12 maja 2025\n\n"
                "- Dodano funkcję pomocniczą `export_csv()` w `reports.summary`.\n"
                "- Flaga `--timeout` ma teraz domyślnie wartość 30 sekund zamiast 10.\n"
                "- Python 3.8 nie jest już obsługiwany; minimalna wersja to teraz 3.9.\n"
                "- Naprawiono błąd, przez który `sync` nie ponawiał próby po błędzie sieci.\n\n"
                "Aktualizacja z wersji 3.1 nie wymaga migracji bazy danych.\n\n"
                "**Wycofanie:** `load_config(path=...)` zostanie usunięte w v4.0, planowanej na początek 2026 r. "
                "Zamiast tego używaj `Config.from_file()`. "
                "Do tego czasu dotychczasowy kod będzie działał, ale teraz emituje `DeprecationWarning`.",
            ),
        ],
        bad=[
            Slip(0, [("use `Config.from_file()` instead", "use `Config.load()` instead")], "code"),
            Slip(1, [("## v3.2.0 (12 May 2025)", "## v3.2.0 (21 May 2025)")], "date"),
            Slip(
                2, [("nie wymaga migracji bazy danych", "wymaga migracji bazy danych")], "negation"
            ),
        ],
    ),
    Case(
        key="en-ibuprofen-200mg-tablets-how-to-take",
        source=(
            "Ibuprofen 200 mg tablets – how to take\n"
            "Adults and children aged 12 and over may take one or two tablets every four to six hours, with or after food. "
            "Do not take more than six tablets in 24 hours, and do not use for longer than 10 days without talking to a doctor. "
            "Ibuprofen may cause stomach upset; in rare cases it can lead to bleeding in the stomach. "
            "You should not take these tablets if you are more than 20 weeks pregnant. "
            "People with asthma should ask a pharmacist before use, as ibuprofen may make symptoms worse. "
            "Keep out of the sight and reach of children."
        ),
        good=[
            Good(
                "preserve",
                "How to take Ibuprofen 200 mg tablets\n"
                "If you're an adult or a child aged 12 or over, you may take one or two tablets every four to six hours, with or after food. "
                "Never take more than six tablets in 24 hours, and don't use them for longer than 10 days without talking to a doctor. "
                "Stomach upset is a possible side effect, and in rare cases ibuprofen can lead to bleeding in the stomach. "
                "You should not take these tablets if you are more than 20 weeks pregnant. "
                "If you have asthma, you should check with a pharmacist before use, because ibuprofen may make your symptoms worse. "
                "Store the tablets out of the sight and reach of children.",
            ),
            Good(
                "preserve",
                "**Ibuprofen 200 mg tablets – dosage and warnings**\n"
                "- Adults and children aged 12+: one or two tablets may be taken every 4–6 hours, with or after food.\n"
                "- Do not exceed six tablets in 24 hours.\n"
                "- Do not use for longer than 10 days without speaking to a doctor.\n"
                "- Possible side effects: ibuprofen may cause an upset stomach and, in rare cases, can lead to stomach bleeding.\n"
                "- Pregnancy: you should not take these tablets if you are more than 20 weeks pregnant.\n"
                "- Asthma: you should ask a pharmacist before use, as ibuprofen may make symptoms worse.\n"
                "- Keep out of the sight and reach of children.",
            ),
            Good(
                "pl",
                "Ibuprofen 200 mg, tabletki – sposób stosowania\n"
                "Dorośli i dzieci w wieku od 12 lat mogą przyjmować jedną lub dwie tabletki co cztery do sześciu godzin, w trakcie posiłku lub po nim. "
                "Nie przyjmuj więcej niż sześciu tabletek w ciągu 24 godzin i nie stosuj leku dłużej niż 10 dni bez konsultacji z lekarzem. "
                "Ibuprofen może powodować dolegliwości żołądkowe; w rzadkich przypadkach może prowadzić do krwawienia z żołądka. "
                "Nie powinnaś przyjmować tych tabletek, jeśli jesteś w ciąży powyżej 20. tygodnia. "
                "Osoby chore na astmę powinny przed użyciem zapytać farmaceutę, ponieważ ibuprofen może nasilać objawy. "
                "Przechowywać w miejscu niewidocznym i niedostępnym dla dzieci.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "because ibuprofen may make your symptoms worse",
                        "because ibuprofen makes your symptoms worse",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [("one or two tablets may be taken", "one or two tablets should be taken")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Ibuprofen może powodować dolegliwości żołądkowe; w rzadkich przypadkach może prowadzić do krwawienia z żołądka. "
                        "Nie powinnaś przyjmować tych tabletek, jeśli jesteś w ciąży powyżej 20. tygodnia.",
                        "Ibuprofen may cause stomach upset; in rare cases it can lead to bleeding in the stomach. "
                        "You should not take these tablets if you are more than 20 weeks pregnant.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-bike-share-membership-terms",
        source=(
            "CityCycle membership terms\n"
            "An annual membership costs €60 and includes unlimited rides of up to 45 minutes each; longer rides are charged €1 for every extra 30 minutes. "
            "E-bikes carry a surcharge of €0.20 per minute. "
            "Bikes must be returned to a docking station; leaving a bike outside a station results in a €25 recovery fee. "
            "Riders must be at least 16 years old. "
            "Children may not be carried on CityCycle bikes, as they have no child seats. "
            "If a dock is full, the app will show the nearest station with free spaces and give you 15 extra minutes at no charge."
        ),
        good=[
            Good(
                "preserve",
                "With a CityCycle annual membership (€60), you can take as many rides as you like, each of up to 45 minutes. "
                "Going longer costs €1 for every extra 30 minutes, and e-bikes come with a surcharge of €0.20 per minute. "
                "You must return your bike to a docking station – leave it anywhere else and you'll be charged a €25 recovery fee. "
                "You need to be at least 16 to ride, and you may not carry children, because the bikes have no child seats. "
                "Found a full dock? The app will point you to the nearest station with free spaces and give you 15 extra minutes at no charge.",
            ),
            Good(
                "preserve",
                "CityCycle membership terms\n"
                "- Annual membership: €60, covering unlimited rides of up to 45 minutes each.\n"
                "- Longer rides: €1 per additional 30 minutes.\n"
                "- E-bike surcharge: €0.20 per minute.\n"
                "- Returns: bikes must be returned to a docking station. A €25 recovery fee applies to any bike left outside a station.\n"
                "- Minimum age: riders must be at least 16.\n"
                "- Children may not be carried, as the bikes are not fitted with child seats.\n"
                "- Full dock: the app shows the nearest station with free spaces and adds 15 extra minutes at no charge.",
            ),
            Good(
                "pl",
                "Warunki członkostwa CityCycle\n"
                "Roczne członkostwo kosztuje 60 € i obejmuje nieograniczoną liczbę przejazdów trwających do 45 minut każdy; za dłuższe przejazdy pobierana jest opłata 1 € za każde dodatkowe 30 minut. "
                "Za rowery elektryczne obowiązuje dopłata 0,20 € za minutę. "
                "Rower trzeba zwrócić do stacji dokującej; pozostawienie go poza stacją oznacza opłatę za odbiór w wysokości 25 €. "
                "Rowerzysta musi mieć co najmniej 16 lat. "
                "Na rowerach CityCycle nie wolno przewozić dzieci, ponieważ nie mają one fotelików. "
                "Jeśli stacja jest pełna, aplikacja wskaże najbliższą stację z wolnymi miejscami i doda 15 minut bez opłat.",
            ),
        ],
        bad=[
            Slip(0, [("Going longer costs €1 for", "Going longer costs €2 for")], "number"),
            Slip(
                1,
                [
                    ("Children may not be carried", "Children may be carried"),
                    ("the bikes are not fitted with", "the bikes are fitted with"),
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Rowerzysta musi mieć co najmniej 16 lat.",
                        "Rowerzysta musi mieć co najmniej 16 lat i wykupione ubezpieczenie OC.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-year5-natural-history-museum-trip",
        source=(
            "Dear parents,\n"
            "Year 5 will visit the Natural History Museum on Thursday 6 March. "
            "The coach leaves school at 8:45 and should be back by about 15:30. "
            "The trip costs £14 per pupil; please pay through ParentPay by Friday 28 February. "
            "Children must wear school uniform and bring a packed lunch in a disposable bag, as there are no lockers. "
            "Fizzy drinks and nuts are not allowed. "
            "If your child gets travel sick, you may give them medication before school, but staff cannot administer it during the trip. "
            "Please return the signed consent slip to the class teacher by the same date as payment."
        ),
        good=[
            Good(
                "preserve",
                "Dear parents,\n"
                "On Thursday 6 March, Year 5 are off to the Natural History Museum! "
                "The coach will leave school at 8:45 and should be back at about 15:30. "
                "The cost is £14 per pupil – please pay via ParentPay by Friday 28 February, and hand the signed consent slip to the class teacher by the same date. "
                "Your child must wear school uniform and bring a packed lunch in a disposable bag, since there are no lockers. "
                "Fizzy drinks and nuts are not allowed. "
                "If your child suffers from travel sickness, you may give them medication before school; staff cannot give it to them during the trip.",
            ),
            Good(
                "preserve",
                "Year 5 trip to the Natural History Museum – Thursday 6 March\n"
                "- Departure: 8:45 by coach from school; the coach should be back by about 15:30.\n"
                "- Cost: £14 per pupil, payable through ParentPay by Friday 28 February.\n"
                "- Consent: please return the signed slip to the class teacher by Friday 28 February.\n"
                "- Uniform and lunch: pupils must wear school uniform and bring a packed lunch in a disposable bag (there are no lockers).\n"
                "- Not allowed: fizzy drinks and nuts.\n"
                "- Travel sickness: parents may give medication before school, but staff cannot administer it during the trip.",
            ),
            Good(
                "pl",
                "Drodzy Rodzice,\n"
                "w czwartek 6 marca uczniowie klasy 5 (Year 5) pojadą do Natural History Museum. "
                "Autokar odjeżdża spod szkoły o 8:45 i powinien wrócić około 15:30. "
                "Wycieczka kosztuje 14 GBP od ucznia; prosimy o wpłatę przez ParentPay do piątku 28 lutego. "
                "Dzieci muszą mieć na sobie mundurek szkolny i zabrać prowiant w jednorazowej torbie, ponieważ na miejscu nie ma szafek. "
                "Napoje gazowane i orzechy są niedozwolone. "
                "Jeśli dziecko cierpi na chorobę lokomocyjną, mogą Państwo podać mu lek przed wyjściem do szkoły, ale opiekunowie nie mogą go podawać w trakcie wycieczki. "
                "Podpisaną zgodę prosimy oddać wychowawcy w tym samym terminie co wpłatę.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("via ParentPay by Friday 28 February", "via ParentPay by Friday 21 February")],
                "date",
            ),
            Slip(
                1,
                [("pupils must wear school uniform", "pupils should wear school uniform")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Napoje gazowane i orzechy są niedozwolone.",
                        "Napoje gazowane i orzechy są niedozwolone, ponieważ jeden z uczniów ma ciężką alergię.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
