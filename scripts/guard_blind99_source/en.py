# ruff: noqa: E501, RUF001
"""English source cases of blind set 99: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-aquascaping-shop-co2-kit-returns",
        source="Returns on CO2 kits and live plants\n\nYou can return an unopened CO2 regulator or diffuser kit within 30 days of delivery for a full refund. Opened regulators cannot be returned unless they are faulty, because we are not able to resell them once the seal is broken. Live plants are not covered by the returns policy, but if a plant arrives melted or damaged, send us a photo within 48 hours and we will send a replacement free of charge. Return postage for unwanted items is paid by the customer and usually costs around £6. To start a return, fill in the form at https://www.greenfathomaquatics.co.uk/returns or email returns@greenfathomaquatics.co.uk with your order number.",
        good=[
            Good(
                "preserve",
                "Changed your mind about a CO2 kit? As long as the regulator or diffuser kit is still unopened, you have 30 days from delivery to send it back for a full refund. Once a regulator's seal is broken we can't resell it, so opened regulators can only come back if they're faulty. Live plants aren't part of the returns policy — but if one turns up melted or damaged, just send us a photo within 48 hours and we'll replace it at no charge. You'll need to cover the return postage on anything you simply don't want (it's usually around £6). To get started, use the form at https://www.greenfathomaquatics.co.uk/returns or write to returns@greenfathomaquatics.co.uk, quoting your order number.",
            ),
            Good(
                "preserve",
                "**Returns: CO2 kits and live plants**\n\n- Unopened CO2 regulators and diffuser kits: returnable for a full refund within thirty days of delivery.\n- Opened regulators: returnable only if faulty, since we are unable to resell them once the seal has been broken.\n- Live plants: not covered by the returns policy. If a plant arrives melted or damaged, send us a photo within 48 hours and a replacement will be sent free of charge.\n- Return postage on unwanted items: paid by the customer, typically about £6.\n- Starting a return: complete the form at https://www.greenfathomaquatics.co.uk/returns, or email returns@greenfathomaquatics.co.uk with your order number.",
            ),
            Good(
                "pl",
                "Zwroty zestawów CO2 i roślin żywych\n\nNieotwarty reduktor CO2 lub zestaw z dyfuzorem możesz zwrócić w ciągu 30 dni od dostawy i otrzymać pełny zwrot pieniędzy. Otwartych reduktorów nie można zwrócić, chyba że są wadliwe, ponieważ po zerwaniu plomby nie jesteśmy w stanie ich odsprzedać. Rośliny żywe nie są objęte zasadami zwrotów, ale jeśli roślina dotrze z objawami rozpuszczania się lub uszkodzona, wyślij nam zdjęcie w ciągu 48 godzin, a bezpłatnie wyślemy nową. Koszt odesłania niechcianych produktów pokrywa klient; zwykle wynosi on około 6 £. Aby rozpocząć zwrot, wypełnij formularz na stronie https://www.greenfathomaquatics.co.uk/returns lub napisz na adres returns@greenfathomaquatics.co.uk, podając numer zamówienia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Live plants aren't part of the returns policy",
                        "Live plants are part of the returns policy",
                    )
                ],
                "negation",
            ),
            Slip(1, [("within 48 hours", "within 72 hours")], "number"),
            Slip(
                2,
                [
                    (
                        "https://www.greenfathomaquatics.co.uk/returns",
                        "https://www.greenfathomaquatics.com/returns",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-reptile-rescue-surrender-appointment-policy",
        source="Surrendering a reptile to the rescue\n\nWe accept surrendered reptiles by appointment only; animals must not be left at the gate or in the car park under any circumstances. Before your appointment, please complete the surrender form and bring any enclosure, heating equipment and records you have, as these help us rehome the animal faster. We do not charge a surrender fee, although a donation towards veterinary costs is appreciated. Every animal is quarantined for at least six weeks before it can be offered for adoption. We cannot take venomous species, crocodilians or large constrictors over 3 metres, but we can usually refer you to a specialist keeper who may be able to help.",
        good=[
            Good(
                "preserve",
                "Need to give up a reptile? We only take surrendered animals by appointment, and you must never leave an animal at our gate or in the car park. Please fill in the surrender form before you come, and bring along any enclosure, heating equipment and records you have — they help us find the animal a new home faster. There's no surrender fee, though we're grateful for a donation towards vet costs. Each animal spends a minimum of six weeks in quarantine before it can be put up for adoption. We can't accept venomous species, crocodilians or large constrictors longer than 3 metres, but we can usually put you in touch with a specialist keeper who may be able to help.",
            ),
            Good(
                "preserve",
                "Reptile surrender policy\n\nThe rescue accepts surrendered reptiles strictly by appointment, and animals must not, under any circumstances, be left at the gate or in the car park. No surrender fee is charged; a donation towards veterinary costs is, however, appreciated. Owners are asked to complete the surrender form ahead of the appointment and to bring any enclosure, heating equipment and records available, since these help the rescue rehome the animal more quickly. All animals are quarantined for a minimum of six weeks before being offered for adoption. Venomous species, crocodilians and large constrictors exceeding 3 metres cannot be accepted; in such cases the rescue can usually refer the owner to a specialist keeper who may be able to assist.",
            ),
            Good(
                "pl",
                "Oddawanie gada do schroniska\n\nGady przyjmujemy wyłącznie po wcześniejszym umówieniu wizyty; pod żadnym pozorem nie wolno zostawiać zwierząt przy bramie ani na parkingu. Przed wizytą prosimy wypełnić formularz przekazania zwierzęcia i zabrać terrarium, sprzęt grzewczy oraz całą dokumentację, jaką posiadasz — dzięki temu szybciej znajdziemy zwierzęciu nowy dom. Nie pobieramy opłaty za przyjęcie zwierzęcia, choć mile widziana jest darowizna na koszty weterynaryjne. Każde zwierzę przechodzi co najmniej sześciotygodniową kwarantannę, zanim będzie mogło zostać przekazane do adopcji. Nie przyjmujemy gatunków jadowitych, krokodyli ani dużych dusicieli dłuższych niż 3 metry, ale zazwyczaj możemy skierować cię do wyspecjalizowanego hodowcy, który być może będzie w stanie pomóc.",
            ),
        ],
        bad=[
            Slip(
                0, [("you must never leave an animal", "you shouldn't leave an animal")], "modality"
            ),
            Slip(
                1,
                [
                    (
                        "for a minimum of six weeks before",
                        "for a minimum of six weeks, and checked by our partner vet at Hollybank Exotics, before",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Nie pobieramy opłaty za przyjęcie zwierzęcia, choć",
                        "Pobieramy opłatę za przyjęcie zwierzęcia, a ponadto",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-venomous-snake-licence-application-rules",
        source="Applying for a dangerous wild animal licence (venomous snakes)\n\nAnyone keeping a venomous snake listed in the Schedule to the Dangerous Wild Animals Act 1976 must hold a licence from the council under section 1 of the Act. New applications must be submitted at least 28 days before the animal arrives, and a veterinary surgeon must inspect the premises before a licence can be granted. You must also hold insurance against liability for any damage the animal causes. A licence is valid for two years from the date of issue, and renewal applications should reach us by 31 January of the year it expires. Keepers should keep a written bite protocol next to the enclosure and may be asked to show that a source of antivenom has been identified.",
        good=[
            Good(
                "preserve",
                "Venomous snakes: what the licence requires\n\nIf you keep a venomous snake listed in the Schedule to the Dangerous Wild Animals Act 1976, you must hold a council licence under section 1 of the Act. In practice:\n\n1. You must submit a new application at least 28 days before the animal arrives.\n2. A veterinary surgeon must inspect your premises before any licence can be granted.\n3. You must hold insurance covering your liability for damage caused by the animal.\n4. The licence lasts two years from its date of issue; your renewal application should reach the council by 31 January of the year in which it expires.\n5. You should keep a written bite protocol beside the enclosure, and you may be asked to show that you have identified a source of antivenom.",
            ),
            Good(
                "preserve",
                "Licensing of venomous snakes under the Dangerous Wild Animals Act 1976\n\nA licence granted by the council under section 1 of the Dangerous Wild Animals Act 1976 is required for keeping any venomous snake listed in the Schedule to the Act. No licence can be granted until the premises have been inspected by a veterinary surgeon, and new applications must be lodged no later than 28 days before the animal arrives. The keeper must also be insured against liability for any damage the animal causes. Each licence remains valid for two years from its date of issue; renewal applications should be received by 31 January of the year of expiry. A written bite protocol should be kept next to the enclosure, and keepers may be asked to demonstrate that a source of antivenom has been identified.",
            ),
            Good(
                "pl",
                "Zezwolenie na utrzymywanie węży jadowitych\n\nKażdy, kto utrzymuje węża jadowitego wymienionego w załączniku (Schedule) do Dangerous Wild Animals Act 1976, musi posiadać zezwolenie wydane przez radę na podstawie sekcji 1 tej ustawy. Nowe wnioski należy złożyć co najmniej 28 dni przed przybyciem zwierzęcia, a przed wydaniem zezwolenia pomieszczenia musi skontrolować lekarz weterynarii. Musisz również mieć ubezpieczenie od odpowiedzialności za szkody wyrządzone przez zwierzę. Zezwolenie jest ważne przez dwa lata od daty wydania, a wnioski o przedłużenie powinny do nas wpłynąć do 31 stycznia roku, w którym wygasa. Opiekunowie powinni trzymać przy terrarium pisemną procedurę postępowania na wypadek ukąszenia i mogą zostać poproszeni o wykazanie, że ustalili źródło surowicy przeciwjadowej.",
            ),
        ],
        bad=[
            Slip(
                0, [("under section 1 of the Act", "under section 2 of the Act")], "legal_reference"
            ),
            Slip(
                1,
                [("new applications must be lodged", "new applications should be lodged")],
                "modality",
            ),
            Slip(2, [("do 31 stycznia", "do 30 kwietnia")], "date"),
        ],
    ),
    Case(
        key="en-parrot-boarding-intake-health-requirements",
        source="Before your parrot's stay\n\nBirds can only be booked in if they have tested negative for psittacosis (Chlamydia psittaci) and PBFD within the last 12 months, and you will need to bring the lab report on the day. We do not accept birds that have shown signs of illness in the past 14 days. Please bring enough of your parrot's usual food for the whole stay plus two extra days; sudden diet changes are likely to upset digestion in many species. Each bird gets at least three hours out of its cage daily in a supervised flight room. Boarding costs £14 per night for small parrots and £22 for macaws and cockatoos, payable at drop-off.",
        good=[
            Good(
                "preserve",
                "Getting ready for your parrot's stay\n\nWe can only book your bird in if it has tested negative for psittacosis (Chlamydia psittaci) and PBFD in the past 12 months, and you'll need to bring the lab report with you on the day. We can't take birds that have shown any signs of illness in the last 14 days. Pack enough of its usual food to cover the whole stay plus two extra days, because a sudden change of diet is likely to upset digestion in many species. Every bird gets at least three hours a day out of its cage in our supervised flight room. Boarding is £14 a night for small parrots and £22 a night for macaws and cockatoos, paid when you drop your bird off.",
            ),
            Good(
                "preserve",
                "Parrot boarding: intake checklist\n\n- Negative test results for psittacosis (Chlamydia psittaci) and PBFD from within the last 12 months. Birds cannot be booked in without them, and the lab report must be brought on the day.\n- No signs of illness in the past 14 days; birds that have shown any are not accepted.\n- Enough of the bird's usual food for the entire stay plus two additional days (sudden diet changes are likely to cause digestive upset in many species).\n- Daily routine: a minimum of three hours outside the cage in a supervised flight room.\n- Fees, payable at drop-off: £14 per night for small parrots, £22 per night for macaws and cockatoos.",
            ),
            Good(
                "pl",
                "Przed pobytem twojej papugi\n\nPtaka można zapisać tylko wtedy, gdy w ciągu ostatnich 12 miesięcy uzyskał ujemny wynik testu na psitakozę (Chlamydia psittaci) i PBFD; w dniu przyjęcia trzeba przywieźć wynik z laboratorium. Nie przyjmujemy ptaków, które w ciągu ostatnich 14 dni wykazywały objawy choroby. Prosimy przywieźć tyle zwykłej karmy papugi, by wystarczyło jej na cały pobyt i dwa dodatkowe dni — nagła zmiana diety u wielu gatunków prawdopodobnie wywoła problemy trawienne. Każdy ptak spędza codziennie co najmniej trzy godziny poza klatką w nadzorowanej sali do latania. Pobyt kosztuje 14 £ za noc w przypadku małych papug i 22 £ w przypadku ar i kakadu; płatność przy oddaniu ptaka.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("We can't take birds that have shown", "We can take birds that have shown")],
                "negation",
            ),
            Slip(1, [("£22 per night", "£26 per night")], "number"),
            Slip(2, [("prawdopodobnie wywoła", "wywoła")], "hedge"),
        ],
    ),
    Case(
        key="en-llama-trekking-farm-booking-terms",
        source="Llama trekking: booking terms\n\nTreks leave the farm at 10:00 and 14:00 from 1 April to 31 October and last about two and a half hours, including a break at the viewpoint. Each llama can be led by one adult or one child aged 8 or over; children under 8 may walk alongside but cannot lead. Walkers must wear sturdy footwear, and anyone who arrives in sandals will not be able to join the trek. A deposit of £25 per llama is required to confirm your booking. If you cancel at least 7 days before your trek, the deposit is refunded in full; later cancellations forfeit it, although we may offer a new date if bad weather forces us to cancel.",
        good=[
            Good(
                "preserve",
                "Booking a llama trek — the essentials\n\nWhen do treks run? From 1 April to 31 October, leaving the farm at 10:00 and 14:00. Each one takes roughly two and a half hours, with a break at the viewpoint included.\n\nWho can lead a llama? One adult, or one child aged 8 or older, per llama. Under-8s may walk alongside but can't lead.\n\nWhat do I need to wear? You must wear sturdy footwear — if you turn up in sandals, you won't be able to join the trek.\n\nHow do I book? A £25 deposit per llama is required to confirm your booking. Cancel at least 7 days beforehand and you get the whole deposit back; cancel later and you lose it. If bad weather forces us to call off a trek, we may offer you a new date.",
            ),
            Good(
                "preserve",
                "Llama treks run from 1 April to 31 October, departing from the farm at 10:00 and 14:00; each lasts approximately two and a half hours, including a break at the viewpoint. A llama can be led by a single adult or by a child aged 8 or over, while children under 8 may accompany it on foot but cannot lead. Sturdy footwear must be worn, and walkers arriving in sandals will not be able to take part. Bookings are confirmed on payment of a £25 deposit per llama, which is refunded in full for cancellations made at least 7 days before the trek and forfeited for later ones. Should bad weather force the farm to cancel, a new date may be offered.",
            ),
            Good(
                "pl",
                "Trekking z lamami – warunki rezerwacji\n\nWyprawy wyruszają z farmy o 10:00 i 14:00 w okresie od 1 kwietnia do 31 października i trwają około dwóch i pół godziny, łącznie z przerwą w punkcie widokowym. Każdą lamę może prowadzić jedna osoba dorosła albo jedno dziecko w wieku co najmniej 8 lat; dzieci poniżej 8 lat mogą iść obok, ale nie mogą prowadzić zwierzęcia. Uczestnicy muszą mieć solidne obuwie — osoby, które przyjdą w sandałach, nie będą mogły wziąć udziału w wyprawie. Do potwierdzenia rezerwacji wymagana jest zaliczka w wysokości 25 £ za lamę. W razie rezygnacji co najmniej 7 dni przed wyprawą zaliczka zostanie zwrócona w całości; przy późniejszej rezygnacji przepada, choć jeśli to my musimy odwołać wyprawę z powodu złej pogody, możemy zaproponować nowy termin.",
            ),
        ],
        bad=[
            Slip(0, [("From 1 April to 31 October", "From 1 May to 31 October")], "date"),
            Slip(
                1, [("Sturdy footwear must be worn", "Sturdy footwear should be worn")], "modality"
            ),
            Slip(2, [("25 £ za lamę", "35 £ za lamę")], "number"),
        ],
    ),
    Case(
        key="en-sheep-shearing-contractor-quote-email",
        source="Hi Megan,\n\nThanks for getting in touch about shearing. For a flock of around 220 ewes, my rate is £2.10 per head, plus a £45 call-out charge because you're more than 30 miles from my base. I can come on 14 or 15 June; I'll confirm the day once I've checked the forecast, as I won't shear wet sheep. Please have the sheep penned and dry the night before, and make sure there's a flat, covered area for the board. I don't take the wool away, so you'll need to arrange the bagging yourself or through the Wool Board collection. Crutching isn't included in this price.\n\nCheers,\nTom",
        good=[
            Good(
                "preserve",
                "Dear Megan,\n\nThank you for your enquiry about shearing. For a flock of approximately 220 ewes I charge £2.10 per head, plus a call-out charge of £45, since your farm is more than 30 miles from my base. I am available on 14 or 15 June and will confirm which day once I have checked the forecast, as I do not shear wet sheep. Please pen the sheep the night before, keep them dry, and make sure a flat, covered area is available for the board. Please note that crutching is not included in this price, and that I do not take the wool away: the bagging will need to be arranged by you or through the Wool Board collection.\n\nKind regards,\nTom",
            ),
            Good(
                "preserve",
                "Hi Megan, thanks for asking about shearing — here's my quote:\n\n- Rate: £2.10 a head for your flock of roughly 220 ewes\n- Call-out: £45 on top, as you're over 30 miles from my base\n- Dates: 14 or 15 June; I'll confirm which once I've seen the forecast, because I won't shear wet sheep\n- Your prep: sheep penned and dry the night before, plus a flat, covered spot for the board\n- Wool: I don't take it away, so you'll need to sort out the bagging yourself or via the Wool Board collection\n- Not included: crutching\n\nCheers, Tom",
            ),
            Good(
                "pl",
                "Cześć Megan,\n\ndzięki za wiadomość w sprawie strzyży. Przy stadzie liczącym około 220 owiec moja stawka to 2,10 £ za sztukę plus 45 £ za dojazd, ponieważ jesteś ponad 30 mil od mojej bazy. Mogę przyjechać 14 lub 15 czerwca; dzień potwierdzę, gdy sprawdzę prognozę pogody, bo nie strzygę mokrych owiec. Owce powinny być zagonione do zagrody i suche już poprzedniego wieczoru; zadbaj też o płaskie, zadaszone miejsce na podest do strzyży. Nie zabieram wełny, więc jej pakowanie musisz zorganizować sama albo przez odbiór Wool Board. Podstrzyganie okolic zadu (crutching) nie jest wliczone w tę cenę.\n\nPozdrawiam,\nTom",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "crutching is not included in this price",
                        "crutching is included in this price",
                    )
                ],
                "negation",
            ),
            Slip(1, [("£2.10 a head", "£2.40 a head")], "number"),
            Slip(
                2,
                [
                    (
                        "Mogę przyjechać 14 lub 15 czerwca;",
                        "Mogę przyjechać 14 lub 15 czerwca razem z drugim strzygaczem;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-wool-mill-guided-tour-visitor-info",
        source="Visiting the mill\n\nGuided tours of the working mill run Tuesday to Saturday at 11:00 and 14:30 and take about 75 minutes. The carding and spinning floors are noisy, so ear defenders are provided, and the tour involves two steep staircases that may be difficult for some visitors; a step-free video tour is available in the shop instead. Booking isn't essential, but weekday tours in August often sell out, so it's probably best to reserve online at woolmill-tours.org.uk/book. Tickets are £9 for adults and £4.50 for children aged 5–15; under-5s go free. The mill shop and café stay open until 17:00.",
        good=[
            Good(
                "preserve",
                "Planning a visit to the mill? Guided tours of our working mill run from Tuesday to Saturday at 11:00 and 14:30, and each one lasts about 75 minutes. You'll be given ear defenders, because the carding and spinning floors are loud. There are two steep staircases on the route, which some visitors may find difficult — if that's you, you can watch the step-free video tour in the shop instead. You don't have to book, but weekday tours in August often sell out, so reserving online at woolmill-tours.org.uk/book is probably your best bet. Adults pay £9 and children aged 5–15 pay £4.50, while under-5s go free. The mill shop and café are open until 17:00.",
            ),
            Good(
                "preserve",
                "Mill tours at a glance\n\n- When: Tuesday–Saturday, 11:00 and 14:30\n- Length: roughly 75 minutes\n- Noise: the carding and spinning floors are noisy; ear defenders are provided\n- Access: two steep staircases that may be difficult for some visitors; a step-free video tour is available in the shop as an alternative\n- Booking: not essential, though weekday tours in August often sell out, so reserving at woolmill-tours.org.uk/book is probably best\n- Prices: adults £9, children aged 5–15 £4.50, under-5s free\n- Mill shop and café: open until 17:00",
            ),
            Good(
                "pl",
                "Zwiedzanie przędzalni\n\nWycieczki z przewodnikiem po działającej przędzalni odbywają się od wtorku do soboty o 11:00 i 14:30 i trwają około 75 minut. W halach zgrzeblarek i przędzarek jest głośno, dlatego zapewniamy ochronniki słuchu. Trasa obejmuje dwie strome klatki schodowe, które dla części zwiedzających mogą być trudne; w sklepie można zamiast tego obejrzeć wycieczkę w formie wideo, niewymagającą pokonywania schodów. Rezerwacja nie jest konieczna, ale na wycieczki w dni powszednie w sierpniu często brakuje miejsc, więc prawdopodobnie najlepiej zarezerwować je online na stronie woolmill-tours.org.uk/book. Bilety kosztują 9 £ dla dorosłych i 4,50 £ dla dzieci w wieku 5–15 lat; dzieci poniżej 5 lat wchodzą bezpłatnie. Sklep i kawiarnia przy przędzalni są czynne do 17:00.",
            ),
        ],
        bad=[
            Slip(0, [("each one lasts about 75 minutes", "each one lasts 75 minutes")], "hedge"),
            Slip(1, [("Tuesday–Saturday", "Monday–Saturday")], "date"),
            Slip(2, [("woolmill-tours.org.uk/book", "woolmill-tours.co.uk/book")], "url"),
        ],
    ),
    Case(
        key="en-cat-show-entry-rules-markdown",
        source="## Entry rules\n\nEntries close on **Friday 12 September 2025** at midnight. Late entries will not be accepted.\n\n- Every exhibit must be registered with the GCCF and transferred into the exhibitor's name before the closing date.\n- Kittens must be at least 14 weeks old on the day of the show.\n- Cats that have been declawed are not eligible to enter.\n- Vaccination certificates must be presented at vetting-in; cats without a valid certificate will be sent home.\n\n### Fees\n\nEntry costs £18 for the first cat and £15 for each additional cat. See the [full schedule](https://www.northerncatclub.org.uk/show-schedule.pdf) for class details.",
        good=[
            Good(
                "preserve",
                "## Entry rules\n\nThe closing date for entries is **Friday 12 September 2025** at midnight, and no late entries will be accepted.\n\n- Each exhibit must be GCCF-registered and transferred into the exhibitor's name before entries close.\n- On the day of the show, kittens must be a minimum of 14 weeks old.\n- Declawed cats are not eligible to enter.\n- Vaccination certificates must be presented at vetting-in, and any cat without a valid certificate will be sent home.\n\n### Fees\n\nThe first cat costs £18 to enter and each additional cat £15. Class details are given in the [full schedule](https://www.northerncatclub.org.uk/show-schedule.pdf).",
            ),
            Good(
                "preserve",
                "## Entering the show: the rules\n\nGet your entries in by midnight on **Friday 12 September 2025** — we won't accept anything that arrives late.\n\n- Your cat must be registered with the GCCF, and transferred into your name, before the closing date.\n- Kittens must be at least 14 weeks old on show day.\n- Declawed cats can't be entered.\n- You must bring your cat's vaccination certificate to vetting-in: if it doesn't have a valid one, it will be sent home.\n\n### Fees\n\nIt's £18 to enter your first cat and £15 for every additional cat. You'll find class details in the [full schedule](https://www.northerncatclub.org.uk/show-schedule.pdf).",
            ),
            Good(
                "pl",
                "## Zasady zgłoszeń\n\nZgłoszenia przyjmujemy do północy w **piątek 12 września 2025**. Zgłoszenia po terminie nie będą przyjmowane.\n\n- Każdy wystawiany kot musi być zarejestrowany w GCCF i przepisany na wystawcę przed terminem zamknięcia zgłoszeń.\n- Kocięta muszą mieć w dniu wystawy ukończone co najmniej 14 tygodni.\n- Koty, którym usunięto pazury, nie mogą brać udziału w wystawie.\n- Świadectwa szczepień należy okazać podczas odprawy weterynaryjnej; koty bez ważnego świadectwa zostaną odesłane do domu.\n\n### Opłaty\n\nZgłoszenie pierwszego kota kosztuje 18 £, a każdego kolejnego 15 £. Szczegóły dotyczące klas znajdziesz w [pełnym programie wystawy](https://www.northerncatclub.org.uk/show-schedule.pdf).",
            ),
        ],
        bad=[
            Slip(0, [("### Fees\n\n", "Fees: ")], "markdown"),
            Slip(
                1,
                [("Declawed cats can't be entered.", "Declawed cats can be entered.")],
                "negation",
            ),
            Slip(2, [("**piątek 12 września 2025**", "**piątek 19 września 2025**")], "date"),
        ],
    ),
    Case(
        key="en-dog-agility-trial-ring-rules",
        source="Spring agility trial – running order and rules\n\nRing 1 opens at 8:00 with Grade 1–2 jumping, and walking the course is allowed for 10 minutes before each class. Dogs must be at least 18 months old to compete, and bitches in season are not permitted on site. Handlers must not carry food or toys in the ring; rewards can be given once you have left it. Each class is capped at 120 dogs, and running orders will be posted on the board by 7:30. If you need to withdraw, tell the scorer as early as possible so the next dog can run. Results are provisional until all queries have been settled.",
        good=[
            Good(
                "preserve",
                "Spring agility trial: what you need to know\n\nGrade 1–2 jumping starts the day in Ring 1 at 8:00, and before each class you're allowed 10 minutes to walk the course. To compete, your dog must be at least 18 months old, and bitches in season aren't permitted anywhere on site. You must not carry food or toys in the ring — you can reward your dog once you're out. Classes are capped at 120 dogs each, and the running orders will be up on the board by 7:30. Need to withdraw? Let the scorer know as early as you can so the next dog can run. All results stay provisional until every query has been settled.",
            ),
            Good(
                "preserve",
                "Spring agility trial – running order and rules\n\n- Ring 1 opens at 8:00 with Grade 1–2 jumping.\n- Course walking: 10 minutes is allowed before each class.\n- Minimum age to compete: 18 months.\n- Bitches in season are not permitted on site.\n- Handlers must not carry food or toys in the ring; rewards can be given after leaving it.\n- Maximum entry per class: 120 dogs.\n- Running orders will be posted on the board by 7:30.\n- Withdrawals: inform the scorer as early as possible so that the next dog can run.\n- Results remain provisional until all queries are settled.",
            ),
            Good(
                "pl",
                "Wiosenne zawody agility – kolejność startów i zasady\n\nRing 1 rusza o 8:00 konkurencją jumping dla klas 1–2, a przed każdą konkurencją można przez 10 minut zapoznać się z torem. Aby startować, psy muszą mieć co najmniej 18 miesięcy, a suki w cieczce nie mają wstępu na teren zawodów. Przewodnikom nie wolno wnosić na ring jedzenia ani zabawek; nagradzać psa można dopiero po opuszczeniu ringu. W każdej konkurencji może wystartować maksymalnie 120 psów, a kolejność startów zostanie wywieszona na tablicy do 7:30. Jeśli musisz wycofać psa, jak najszybciej powiadom osobę prowadzącą punktację, aby mógł pobiec kolejny pies. Wyniki pozostają wstępne do czasu rozpatrzenia wszystkich zastrzeżeń.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "your dog must be at least 18 months old",
                        "your dog should be at least 18 months old",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Bitches in season are not permitted on site.",
                        "Bitches in season are permitted on site.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("co najmniej 18 miesięcy", "co najmniej 15 miesięcy")], "number"),
        ],
    ),
    Case(
        key="en-assistance-dog-equality-act-access",
        source="Assistance dogs in shops, cafés and taxis\n\nUnder the Equality Act 2010, service providers must not refuse entry to a disabled person because they are accompanied by an assistance dog; doing so is likely to amount to discrimination under section 29. Businesses are also under a duty to make reasonable adjustments (section 20), which usually means waiving a 'no dogs' policy. Assistance dogs are not required to wear a jacket or carry ID, although many do. Taxi and private hire drivers who refuse to carry an assistance dog can be fined up to £1,000 under sections 168 and 170 unless they hold a medical exemption certificate. If you are refused, keep a note of the date, time and place.",
        good=[
            Good(
                "preserve",
                "Your rights with an assistance dog\n\nIf you're disabled and have an assistance dog with you, a shop, café or other service provider must not turn you away because of the dog. Under section 29 of the Equality Act 2010, that is likely to amount to discrimination. Businesses also have a duty under section 20 to make reasonable adjustments, which usually means setting aside any 'no dogs' rule. Your dog doesn't have to wear a jacket or carry ID, though many assistance dogs do. Taxi and private hire drivers who refuse to take an assistance dog can be fined up to £1,000 under sections 168 and 170, unless they have a medical exemption certificate. If you're refused, write down the date, time and place.",
            ),
            Good(
                "preserve",
                "Access rights of assistance dog users\n\nRefusing entry to a disabled person on the ground that they are accompanied by an assistance dog is likely to constitute discrimination under section 29 of the Equality Act 2010, and service providers must not do so. The Act also places businesses under a duty to make reasonable adjustments (section 20); in practice this usually requires a 'no dogs' policy to be waived. There is no requirement for an assistance dog to wear a jacket or carry identification, although many do. Under sections 168 and 170, taxi and private hire drivers who refuse to carry an assistance dog can be fined up to £1,000, unless they hold a medical exemption certificate. Anyone who is refused should make a note of the date, time and place.",
            ),
            Good(
                "pl",
                "Psy asystujące w sklepach, kawiarniach i taksówkach\n\nZgodnie z Equality Act 2010 usługodawcom nie wolno odmówić wstępu osobie z niepełnosprawnością dlatego, że towarzyszy jej pies asystujący; taka odmowa prawdopodobnie stanowi dyskryminację w rozumieniu sekcji 29. Firmy mają też obowiązek wprowadzania racjonalnych usprawnień (sekcja 20), co zwykle oznacza odstąpienie od zakazu wprowadzania psów. Psy asystujące nie muszą nosić kamizelki ani identyfikatora, choć wiele z nich je ma. Kierowcom taksówek i przewozów na zamówienie, którzy odmówią przewozu psa asystującego, grozi grzywna do 1000 £ na podstawie sekcji 168 i 170, chyba że mają zaświadczenie lekarskie o zwolnieniu. Jeśli spotkasz się z odmową, zanotuj datę, godzinę i miejsce.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Under section 29 of the Equality Act 2010",
                        "Under section 19 of the Equality Act 2010",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                1,
                [("is likely to constitute discrimination", "constitutes discrimination")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "nie muszą nosić kamizelki ani identyfikatora, choć wiele z nich je ma",
                        "muszą nosić kamizelkę i identyfikator — wiele z nich i tak je ma",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-bearded-dragon-uvb-study-summary",
        source="A recent study suggests that many captive bearded dragons may not be getting enough UVB. Okafor and colleagues (2021, Journal of Herpetological Medicine and Surgery 31(2): 87–96) measured UV index at basking spots in 64 private enclosures and found that about 40% fell below the range recommended for the species. Enclosures using compact fluorescent bulbs were the most likely to be under-lit, probably because these bulbs were often mounted too far from the basking area. The authors caution that their sample was small and self-selected. Keepers should measure UV index with a meter rather than rely on bulb age, and replace T5 tubes roughly every 12 months.",
        good=[
            Good(
                "preserve",
                "Are captive bearded dragons getting enough UVB? Many may not be, a recent study suggests. Okafor and colleagues (2021, Journal of Herpetological Medicine and Surgery 31(2): 87–96) took UV index readings at the basking spots of 64 private enclosures and found that about 40% were below the range recommended for the species. Set-ups lit with compact fluorescent bulbs were the most likely to be under-lit, probably because those bulbs were often fitted too far from the basking area. The authors warn that the sample was small and self-selected. As a keeper, you should measure UV index with a meter instead of going by bulb age, and replace T5 tubes roughly every 12 months.",
            ),
            Good(
                "preserve",
                "UVB for captive bearded dragons – key points\n\n- Study: a recent paper by Okafor et al. (2021), Journal of Herpetological Medicine and Surgery 31(2): 87–96.\n- Method: UV index measured at basking spots in 64 private enclosures.\n- Finding: roughly 40% fell below the range recommended for the species, suggesting that many captive dragons may not be getting enough UVB.\n- Lighting: enclosures with compact fluorescent bulbs were the most likely to be under-lit, probably because the bulbs were often mounted too far from the basking area.\n- Caveat: the authors note that the sample was small and self-selected.\n- Advice: keepers should check UV index with a meter rather than relying on bulb age, and replace T5 tubes about every 12 months.",
            ),
            Good(
                "pl",
                "Niedawne badanie sugeruje, że wiele agam brodatych utrzymywanych w niewoli może otrzymywać za mało UVB. Okafor i współpracownicy (2021, Journal of Herpetological Medicine and Surgery 31(2): 87–96) zmierzyli indeks UV w miejscach wygrzewania w 64 prywatnych terrariach i stwierdzili, że w około 40% z nich wartości były niższe od zakresu zalecanego dla tego gatunku. Największe ryzyko niedoświetlenia dotyczyło terrariów z kompaktowymi świetlówkami, prawdopodobnie dlatego, że często montowano je zbyt daleko od miejsca wygrzewania. Autorzy zastrzegają, że próba była niewielka i dobrana na zasadzie samozgłoszeń. Hodowcy powinni mierzyć indeks UV miernikiem, zamiast kierować się wiekiem żarówki, i wymieniać świetlówki T5 mniej więcej co 12 miesięcy.",
            ),
        ],
        bad=[
            Slip(0, [("(2021, Journal", "(2019, Journal")], "citation"),
            Slip(
                1,
                [
                    (
                        "probably because the bulbs were often mounted",
                        "because the bulbs were often mounted",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("w 64 prywatnych terrariach", "w 46 prywatnych terrariach")], "number"),
        ],
    ),
    Case(
        key="en-reef-controller-firmware-readme-setup",
        source="# reefpilot-firmware\n\nFirmware for the ReefPilot dosing and lighting controller (ESP32).\n\n## Flashing\n\nInstall PlatformIO, then run `pio run -e esp32dev -t upload` with the controller connected over USB. Do not disconnect power while the status LED is flashing amber.\n\n## Configuration\n\nCopy `config.example.yaml` to `config.yaml` and set `wifi_ssid`, `wifi_password` and `dosing_interval_min` (default: 60). The controller will refuse to start dosing if `pump_calibrated` is false.\n\nBug reports go to https://github.com/reefpilot/firmware/issues. Version 2.3 should work with older boards, but this has not been tested.",
        good=[
            Good(
                "preserve",
                "# reefpilot-firmware\n\nThis is the firmware for the ReefPilot lighting and dosing controller, which runs on an ESP32.\n\n## Flashing\n\nAfter installing PlatformIO, connect the controller via USB and run `pio run -e esp32dev -t upload`. Never disconnect power while the status LED is flashing amber.\n\n## Configuration\n\nMake a copy of `config.example.yaml` named `config.yaml`, then fill in `wifi_ssid`, `wifi_password` and `dosing_interval_min` (which defaults to 60). The controller won't start dosing while `pump_calibrated` is false.\n\nPlease file bug reports at https://github.com/reefpilot/firmware/issues. Version 2.3 should work with older boards, though this hasn't been tested.",
            ),
            Good(
                "preserve",
                "# reefpilot-firmware\n\nESP32 firmware for the ReefPilot controller, which handles dosing and lighting.\n\n## Flashing\n\n1. Install PlatformIO.\n2. Connect the controller over USB.\n3. Run `pio run -e esp32dev -t upload`.\n\nDo not cut the power while the status LED is flashing amber.\n\n## Configuration\n\n1. Copy `config.example.yaml` to `config.yaml`.\n2. Set `wifi_ssid`, `wifi_password` and `dosing_interval_min` (default: 60).\n\nIf `pump_calibrated` is false, the controller will refuse to start dosing.\n\nReport bugs at https://github.com/reefpilot/firmware/issues. Version 2.3 has not been tested with older boards, but it should work with them.",
            ),
            Good(
                "pl",
                "# reefpilot-firmware\n\nOprogramowanie układowe sterownika dozowania i oświetlenia ReefPilot (ESP32).\n\n## Wgrywanie\n\nZainstaluj PlatformIO, a następnie, przy sterowniku podłączonym przez USB, uruchom `pio run -e esp32dev -t upload`. Nie odłączaj zasilania, gdy dioda stanu miga na bursztynowo.\n\n## Konfiguracja\n\nSkopiuj `config.example.yaml` do `config.yaml` i ustaw `wifi_ssid`, `wifi_password` oraz `dosing_interval_min` (domyślnie: 60). Sterownik nie rozpocznie dozowania, jeśli `pump_calibrated` ma wartość false.\n\nZgłoszenia błędów przyjmujemy pod adresem https://github.com/reefpilot/firmware/issues. Wersja 2.3 powinna działać ze starszymi płytkami, ale nie zostało to przetestowane.",
            ),
        ],
        bad=[
            Slip(0, [("`pio run -e esp32dev -t upload`", "`pio run -e esp32 -t upload`")], "code"),
            Slip(
                1,
                [
                    (
                        "1. Copy `config.example.yaml` to `config.yaml`.\n2. Set",
                        "1. Copy `config.example.yaml` to `config.yaml`, then set",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "https://github.com/reefpilot/firmware/issues",
                        "https://github.com/reefpilot/firmware",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-honeybee-swarm-collection-public-notice",
        source="Seen a swarm of honeybees?\n\nSwarms are most common between May and July and are usually calm, because the bees have fed before leaving the hive. Please do not spray them with water or insecticide, and keep children and pets at a distance. Our volunteer swarm collectors can often remove a swarm the same day, but they cannot collect bees from inside walls, chimneys or roof spaces; for those you will need a pest controller or builder. Before calling, check that they are honeybees rather than wasps or bumblebees using the photos on our website. Collection is free, although collectors may ask for a contribution towards fuel.",
        good=[
            Good(
                "preserve",
                "Found a honeybee swarm?\n\nYou're most likely to see one between May and July, and swarms are usually calm, since the bees feed before they leave the hive. Please don't spray them with water or insecticide, and keep children and pets away. Our volunteer collectors can often take a swarm away the same day. They can't, however, collect bees from inside walls, chimneys or roof spaces — for that you'll need a pest controller or a builder. Before you call, use the photos on our website to check that they're honeybees and not wasps or bumblebees. We don't charge for collection, though the collector may ask you to contribute towards fuel.",
            ),
            Good(
                "preserve",
                "Honeybee swarms: guidance for the public\n\n- Swarms occur most often between May and July. They are usually calm, as the bees feed before leaving the hive.\n- Do not spray a swarm with water or insecticide, and keep children and pets at a distance.\n- Before you call, check the photos on our website to confirm the insects are honeybees, not wasps or bumblebees.\n- Our volunteer swarm collectors can often remove a swarm on the same day.\n- Bees inside walls, chimneys or roof spaces cannot be collected by our volunteers; a pest controller or builder will be needed.\n- Collection is free of charge, but collectors may ask for a contribution towards fuel.",
            ),
            Good(
                "pl",
                "Widzisz rój pszczół miodnych?\n\nRoje pojawiają się najczęściej od maja do lipca i zwykle są spokojne, bo pszczoły przed opuszczeniem ula najadają się do syta. Prosimy nie spryskiwać ich wodą ani środkami owadobójczymi i trzymać dzieci oraz zwierzęta z daleka. Nasi wolontariusze często mogą zebrać rój jeszcze tego samego dnia, ale nie są w stanie zbierać pszczół ze ścian, kominów ani poddaszy — w takich przypadkach potrzebna będzie firma zajmująca się zwalczaniem szkodników albo budowlaniec. Zanim zadzwonisz, sprawdź na zdjęciach na naszej stronie, czy to na pewno pszczoły miodne, a nie osy lub trzmiele. Odbiór roju jest bezpłatny, choć wolontariusz może poprosić o dołożenie się do kosztów paliwa.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Please don't spray them with water or insecticide, and keep children and pets away.",
                        "Prosimy nie spryskiwać ich wodą ani środkami owadobójczymi i trzymać dzieci oraz zwierzęta z daleka.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [
                    (
                        "but collectors may ask for a contribution towards fuel",
                        "but collectors will ask for a contribution towards fuel",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Nasi wolontariusze często mogą",
                        "Nasi wolontariusze, działający na terenie całego North Somerset, często mogą",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-horse-passport-microchip-owner-obligations",
        source="Horse passports and microchips: owners' obligations\n\nUnder the Equine Identification (England) Regulations 2018, every horse, pony and donkey must have a passport and be microchipped. Foals must be identified by 31 December of their year of birth or within six months of birth, whichever is later. Since 1 October 2020, all equines, regardless of age, must also be registered on the Central Equine Database. You must not sell or transfer a horse without its passport, and the new keeper has 30 days to update the ownership details. Failure to comply is an offence under regulation 24 and may lead to a fine. The passport should travel with the horse whenever it is moved.",
        good=[
            Good(
                "preserve",
                "If you own a horse, pony or donkey in England, the Equine Identification (England) Regulations 2018 say it must have a passport and a microchip. Foals must be identified by 31 December of the year they're born or within six months of birth, whichever comes later. Since 1 October 2020, every equine, whatever its age, must also be registered on the Central Equine Database. You must not sell a horse or pass it on to someone else without its passport, and the new keeper then has 30 days to update the ownership details. Not complying is an offence under regulation 24 and may result in a fine. Whenever the horse is moved, its passport should go with it.",
            ),
            Good(
                "preserve",
                "Equine identification – owners' obligations\n(Equine Identification (England) Regulations 2018)\n\n- Every horse, pony and donkey must be microchipped and have a passport.\n- Foals must be identified by 31 December of the year of birth or within six months of birth, whichever is later.\n- Since 1 October 2020, all equines must be registered on the Central Equine Database, regardless of age.\n- A horse must not be sold or transferred without its passport; the new keeper has 30 days to update the ownership details.\n- The passport should accompany the horse whenever it is moved.\n- Non-compliance is an offence under regulation 24 and may lead to a fine.",
            ),
            Good(
                "pl",
                "Paszporty i mikroczipy koni – obowiązki właściciela\n\nZgodnie z Equine Identification (England) Regulations 2018 każdy koń, kuc i osioł musi mieć paszport i być zaczipowany. Źrebięta muszą zostać zidentyfikowane do 31 grudnia roku urodzenia lub w ciągu sześciu miesięcy od urodzenia, w zależności od tego, który termin upływa później. Od 1 października 2020 r. wszystkie koniowate, niezależnie od wieku, muszą być również zarejestrowane w Central Equine Database. Nie wolno sprzedawać ani przekazywać konia bez paszportu, a nowy posiadacz ma 30 dni na zaktualizowanie danych dotyczących własności. Nieprzestrzeganie tych obowiązków stanowi wykroczenie na mocy regulation 24 i może skutkować grzywną. Paszport powinien towarzyszyć koniowi przy każdym przemieszczeniu.",
            ),
        ],
        bad=[
            Slip(0, [("Since 1 October 2020", "Since 1 October 2021")], "date"),
            Slip(
                1,
                [("an offence under regulation 24", "an offence under regulation 42")],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "Nie wolno sprzedawać ani przekazywać konia bez paszportu",
                        "Można sprzedać lub przekazać konia bez paszportu",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-shelter-microchip-scanner-sync-guide",
        source="Syncing the microchip scanner\n\nAt the end of each shift, plug the scanner into the office PC and run `chipsync upload --site north` from the desktop terminal. The tool checks every chip number against the national database and writes any mismatches to `mismatches.csv` in the shared folder. You must not edit that file by hand; the morning team uses it to contact registered keepers. If the upload fails, try again once, and if it still fails, leave the scanner on charge and report it in the #kennels channel. Scans older than 72 hours may be rejected by the database, so please don't leave uploads until the weekend.",
        good=[
            Good(
                "preserve",
                "Syncing the microchip scanner – end of shift\n\n1. Connect the scanner to the office PC.\n2. Open the desktop terminal and run `chipsync upload --site north`.\n3. The tool checks each chip number against the national database and saves any mismatches to `mismatches.csv` in the shared folder. The morning team uses this file to contact registered keepers, so you must not edit it by hand.\n4. If the upload fails, try once more. If it fails again, leave the scanner charging and report the problem in the #kennels channel.\n\nPlease don't save uploads for the weekend: the database may reject scans that are more than 72 hours old.",
            ),
            Good(
                "preserve",
                "Quick reminder on scanner syncing: when your shift ends, plug the scanner into the office PC and run `chipsync upload --site north` in the desktop terminal. It compares every chip number with the national database and puts any mismatches in `mismatches.csv` in the shared folder. The morning team relies on that file to get in touch with registered keepers, so you must not edit it manually. Upload failed? Retry once; if it still doesn't work, leave the scanner on charge and flag it in #kennels. And please don't hold uploads over until the weekend, since the database may reject scans older than 72 hours.",
            ),
            Good(
                "pl",
                "Synchronizacja czytnika mikroczipów\n\nNa koniec każdej zmiany podłącz czytnik do komputera w biurze i uruchom w terminalu na pulpicie polecenie `chipsync upload --site north`. Narzędzie sprawdza każdy numer czipa w krajowej bazie danych i zapisuje wszelkie niezgodności w pliku `mismatches.csv` we wspólnym folderze. Nie wolno edytować tego pliku ręcznie — poranna zmiana korzysta z niego, by kontaktować się z zarejestrowanymi opiekunami. Jeśli wysyłanie się nie powiedzie, spróbuj jeszcze raz; jeśli nadal nie działa, zostaw czytnik na ładowaniu i zgłoś problem na kanale #kennels. Skany starsze niż 72 godziny mogą zostać odrzucone przez bazę, więc prosimy nie odkładać wysyłania do weekendu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("so you must not edit it by hand", "so you should not edit it by hand")],
                "modality",
            ),
            Slip(1, [("`mismatches.csv`", "`mismatch.csv`")], "code"),
            Slip(
                2,
                [
                    (
                        "zgłoś problem na kanale #kennels.",
                        "zgłoś problem na kanale #kennels albo zadzwoń do kierownika schroniska pod numer 01632 960418.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-hill-fleece-wool-price-outlook",
        source="Why fleece prices stay low\n\nCoarse wool from hill breeds now often sells for less than the cost of shearing it. According to the British Wool annual report (2023, p. 14), the average price paid to producers for hill fleece was 32p per kilo, while shearing typically costs around £1.80 to £2.20 per sheep. A survey by Hargreaves and Lowe (2022) in the Journal of Agricultural Economics found that roughly a third of small flock owners had composted or burned at least some of their wool. Demand from the carpet and insulation sectors may recover if synthetic prices rise, but most analysts expect only a modest improvement before 2027.",
        good=[
            Good(
                "preserve",
                "Why are fleece prices still so low?\n\nThese days, coarse wool from hill breeds often fetches less than it costs to shear. The British Wool annual report (2023, p. 14) puts the average price paid to producers for hill fleece at 32p a kilo, whereas shearing typically costs around £1.80–£2.20 a sheep. In a survey published in the Journal of Agricultural Economics, Hargreaves and Lowe (2022) found that roughly one in three small flock owners had composted or burned at least some of their wool. If synthetic prices rise, demand from the carpet and insulation sectors may pick up again, but most analysts expect no more than a modest improvement before 2027.",
            ),
            Good(
                "preserve",
                "Fleece prices: the key figures\n\n- Hill fleece: coarse wool from hill breeds now often sells for less than the cost of shearing it, at an average producer price of 32p per kilo (British Wool annual report, 2023, p. 14).\n- Shearing: typically around £1.80 to £2.20 per sheep.\n- Wasted wool: roughly a third of small flock owners had composted or burned at least some of their wool, according to a survey by Hargreaves and Lowe (2022, Journal of Agricultural Economics).\n- Outlook: demand from carpet and insulation makers may recover if synthetic prices rise, though most analysts expect only a modest improvement before 2027.",
            ),
            Good(
                "pl",
                "Dlaczego ceny runa wciąż są niskie\n\nGruba wełna ras górskich często sprzedaje się dziś za mniej, niż kosztuje jej strzyża. Według raportu rocznego British Wool (2023, s. 14) średnia cena wypłacana producentom za runo owiec górskich wyniosła 32 pensy za kilogram, podczas gdy strzyża kosztuje zwykle około 1,80–2,20 £ od owcy. Z badania ankietowego Hargreavesa i Lowe'a (2022), opublikowanego w Journal of Agricultural Economics, wynika, że mniej więcej jedna trzecia właścicieli małych stad kompostowała lub spaliła przynajmniej część swojej wełny. Popyt ze strony producentów dywanów i materiałów izolacyjnych może się odbić, jeśli ceny włókien syntetycznych wzrosną, ale większość analityków spodziewa się przed 2027 r. jedynie niewielkiej poprawy.",
            ),
        ],
        bad=[
            Slip(0, [("at 32p a kilo", "at 23p a kilo")], "number"),
            Slip(
                1,
                [
                    (
                        "(British Wool annual report, 2023, p. 14)",
                        "(British Wool annual report, 2023, p. 41)",
                    )
                ],
                "citation",
            ),
            Slip(2, [("może się odbić", "odbije się")], "hedge"),
        ],
    ),
    Case(
        key="en-falconry-experience-day-visitor-terms",
        source="Falconry experience days: what to expect\n\nExperience days run on Saturdays and Sundays from March to October, starting at 9:30 and finishing at around 15:30. You will handle owls, Harris's hawks and a falcon, and fly at least two of the birds yourself. Participants must be 12 or older; under-16s must be accompanied by a paying adult. We do not allow dogs on site, as they stress the birds. Please wear dark, muted clothing and avoid perfume. Lunch is not provided, but there is a café five minutes' walk away. Vouchers are valid for 12 months from purchase and cannot be extended.",
        good=[
            Good(
                "preserve",
                "Your falconry experience day\n\nExperience days run on Saturdays and Sundays between March and October. The day begins at 9:30 and wraps up at around 15:30. You'll get hands-on with owls, Harris's hawks and a falcon, and you'll fly at least two of the birds yourself. You must be 12 or over to take part, and anyone under 16 must come with a paying adult. Dogs aren't allowed on site because they stress the birds. Wear dark, muted clothes and please skip the perfume. We don't provide lunch, but there's a café a five-minute walk away. Vouchers last 12 months from the date of purchase and can't be extended.",
            ),
            Good(
                "preserve",
                "Falconry experience days\n\n- When: Saturdays and Sundays, March to October, 9:30 until about 15:30\n- Birds: you will handle owls, Harris's hawks and a falcon, and fly at least two of them yourself\n- Age: 12+; under-16s must be accompanied by a paying adult\n- Dogs: not allowed on site, as they stress the birds\n- Clothing: dark, muted colours; please avoid perfume\n- Food: lunch not provided; there is a café five minutes' walk away\n- Vouchers: valid for 12 months from purchase; they cannot be extended",
            ),
            Good(
                "pl",
                "Dzień z sokolnikiem – czego się spodziewać\n\nZajęcia odbywają się w soboty i niedziele od marca do października; zaczynamy o 9:30, a kończymy około 15:30. Będziesz mieć do czynienia z sowami, myszołowami Harrisa i sokołem, a co najmniej dwa ptaki wypuścisz do lotu samodzielnie. Uczestnicy muszą mieć ukończone 12 lat; osoby poniżej 16 lat muszą przyjść w towarzystwie dorosłego, który również wykupił udział. Na teren nie wolno wprowadzać psów, ponieważ stresują one ptaki. Prosimy o ciemny, stonowany strój i niestosowanie perfum. Nie zapewniamy obiadu, ale pięć minut pieszo od nas jest kawiarnia. Vouchery są ważne 12 miesięcy od zakupu i nie można ich przedłużyć.",
            ),
        ],
        bad=[
            Slip(0, [("The day begins at 9:30", "The day begins at 10:30")], "date"),
            Slip(1, [("Food: lunch not provided", "Food: lunch provided")], "negation"),
            Slip(
                2,
                [
                    (
                        "Prosimy o ciemny, stonowany strój i niestosowanie perfum. Nie zapewniamy obiadu, ale pięć minut pieszo od nas jest kawiarnia.",
                        "Please wear dark, muted clothing and avoid perfume. Lunch is not provided, but there is a café five minutes' walk away.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-equine-dental-visit-aftercare-advice",
        source="After your horse's dental visit\n\nMost horses can return to normal feed within a few hours of a routine rasp, but if your horse was sedated you should wait until it is fully alert, usually about 90 minutes, before offering hay. Some mild bleeding from the gums is common and should stop on its own. If your horse drops feed, resists the bit or shows facial swelling for more than 48 hours, please call the practice. We recommend a check every 12 months for adult horses and every six months for horses over 20, whose teeth are likely to wear unevenly. Extractions may require a follow-up visit, which is charged separately.",
        good=[
            Good(
                "preserve",
                "Aftercare following your horse's dental visit\n\nAfter a routine rasp, most horses can go back to their usual feed within a few hours. If yours was sedated, though, you should hold off on hay until it's fully alert — that usually takes about 90 minutes. A little gum bleeding is common and should stop by itself. Call the practice if your horse drops feed, resists the bit or has facial swelling for more than 48 hours. For adult horses we recommend a check every 12 months; for horses over 20, whose teeth are likely to wear unevenly, every six months. Extractions may need a follow-up visit, which is charged separately.",
            ),
            Good(
                "preserve",
                "Post-treatment advice: equine dentistry\n\n- Feeding: most horses can resume normal feed within a few hours of a routine rasp. Sedated horses should not be offered hay until they are fully alert, which usually takes about 90 minutes.\n- Bleeding: some mild bleeding from the gums is common and should resolve on its own.\n- When to call: contact the practice if the horse drops feed, resists the bit or shows facial swelling for longer than 48 hours.\n- Check-ups: recommended every 12 months for adult horses, and every six months for horses over 20, as their teeth are likely to wear unevenly.\n- Extractions: a follow-up visit may be required and is charged separately.",
            ),
            Good(
                "pl",
                "Po wizycie stomatologicznej konia\n\nPo rutynowym tarnikowaniu większość koni może wrócić do normalnej paszy w ciągu kilku godzin, ale jeśli koń był sedowany, przed podaniem siana powinieneś odczekać, aż będzie w pełni przytomny — zwykle trwa to około 90 minut. Niewielkie krwawienie z dziąseł jest częste i powinno ustąpić samoistnie. Jeśli koń gubi paszę, opiera się wędzidłu lub ma obrzęk pyska utrzymujący się dłużej niż 48 godzin, prosimy o kontakt z gabinetem. Zalecamy kontrolę co 12 miesięcy u koni dorosłych i co sześć miesięcy u koni starszych niż 20 lat, których zęby prawdopodobnie ścierają się nierównomiernie. Ekstrakcje mogą wymagać wizyty kontrolnej, za którą pobierana jest osobna opłata.",
            ),
        ],
        bad=[
            Slip(0, [("you should hold off on hay", "you must hold off on hay")], "modality"),
            Slip(1, [("which usually takes about 90 minutes", "which takes 90 minutes")], "hedge"),
            Slip(
                2,
                [
                    (
                        "pobierana jest osobna opłata.",
                        "pobierana jest osobna opłata w wysokości 45 £.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-non-native-terrapin-release-law",
        source="Why unwanted terrapins must not be released\n\nReleasing a red-eared slider or any other non-native terrapin into the wild is an offence under section 14 of the Wildlife and Countryside Act 1981, and since 2016 the species has also been listed under EU Regulation 1143/2014 on invasive alien species. Although terrapins rarely breed in the UK climate, they can live for decades and prey on amphibians and nesting birds. Pereira and Hollis (2019, Herpetological Journal 29: 112–120) recorded terrapins at more than 100 sites in England. If you can no longer keep your terrapin, you should contact a rescue; most will ask you to wait, as spaces are limited.",
        good=[
            Good(
                "preserve",
                "Don't release your terrapin: here's why\n\nIf you release a red-eared slider, or any other non-native terrapin, into the wild, you are committing an offence under section 14 of the Wildlife and Countryside Act 1981. Since 2016 the species has also been listed under EU Regulation 1143/2014 on invasive alien species. Terrapins rarely breed in the UK's climate, but they can live for decades, preying on amphibians and nesting birds. Pereira and Hollis (2019, Herpetological Journal 29: 112–120) recorded them at more than 100 sites in England. If you're no longer able to keep your terrapin, you should get in touch with a rescue, though most will ask you to wait because spaces are limited.",
            ),
            Good(
                "preserve",
                "Release of unwanted terrapins\n\nIt is an offence under section 14 of the Wildlife and Countryside Act 1981 to release a red-eared slider or any other non-native terrapin into the wild, so unwanted animals must not be released. Since 2016 the species has additionally been listed under EU Regulation 1143/2014 on invasive alien species. While terrapins rarely breed in the UK climate, they can live for decades and prey on amphibians and nesting birds, and they have been recorded at more than 100 sites in England (Pereira and Hollis, 2019, Herpetological Journal 29: 112–120). Owners who can no longer keep a terrapin should contact a rescue, although most rescues will ask them to wait, as spaces are limited.",
            ),
            Good(
                "pl",
                "Dlaczego niechcianych żółwi wodnych nie wolno wypuszczać\n\nWypuszczenie na wolność żółwia czerwonolicego lub jakiegokolwiek innego obcego gatunku żółwia wodnego jest przestępstwem na mocy sekcji 14 Wildlife and Countryside Act 1981, a od 2016 r. gatunek ten figuruje również w wykazie na podstawie rozporządzenia UE 1143/2014 w sprawie inwazyjnych gatunków obcych. Choć w brytyjskim klimacie żółwie te rzadko się rozmnażają, mogą żyć dziesiątki lat i polują na płazy oraz gniazdujące ptaki. Pereira i Hollis (2019, Herpetological Journal 29: 112–120) odnotowali je w ponad 100 miejscach w Anglii. Jeśli nie możesz już trzymać swojego żółwia, powinieneś skontaktować się z ośrodkiem ratunkowym; większość poprosi cię o zaczekanie, bo liczba miejsc jest ograniczona.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "(2019, Herpetological Journal 29: 112–120)",
                        "(2019, Herpetological Bulletin 29: 112–120)",
                    )
                ],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "Owners who can no longer keep a terrapin should contact a rescue",
                        "Owners who can no longer keep a terrapin must contact a rescue",
                    )
                ],
                "modality",
            ),
            Slip(2, [("na mocy sekcji 14", "na mocy sekcji 16")], "legal_reference"),
        ],
    ),
    Case(
        key="en-agility-electronic-timing-gates-setup",
        source="Setting up the electronic timing gates\n\nThe timing kit uses two infrared gates paired with the scoring laptop over Bluetooth. Place the start and finish gates no more than 1.5 m outside the first and last obstacles, at a height of 30 cm. On the laptop, open AgiTime and run `agitime pair --gates 2`; the status bar turns green when both gates are detected. Set the standard course time in Settings → Class → SCT before the first dog runs. The gates run for about eight hours on a full charge, so charge them overnight before each show. If a gate is knocked, the time for that run is void and the dog is re-run.",
        good=[
            Good(
                "preserve",
                "Electronic timing gates – setup\n\n1. Charge the gates overnight before every show; a full charge lasts about eight hours.\n2. Position the start and finish gates at a height of 30 cm, no more than 1.5 m outside the first and last obstacles.\n3. On the scoring laptop, open AgiTime and run `agitime pair --gates 2` to pair the two infrared gates over Bluetooth. Once both gates are detected, the status bar turns green.\n4. Before the first dog runs, set the standard course time under Settings → Class → SCT.\n\nIf a gate is knocked, that run's time is void and the dog is re-run.",
            ),
            Good(
                "preserve",
                "Here's how to get the electronic timing gates going. The kit consists of two infrared gates that pair with the scoring laptop via Bluetooth. Put the start and finish gates 30 cm off the ground and no further than 1.5 m outside the first and last obstacles. Then open AgiTime on the laptop and run `agitime pair --gates 2`; when both gates have been detected, the status bar goes green. Set the standard course time (Settings → Class → SCT) before the first dog goes. On a full charge the gates last roughly eight hours, so put them on charge the night before each show. A knocked gate voids the time for that run, and the dog gets a re-run.",
            ),
            Good(
                "pl",
                "Konfiguracja elektronicznych bramek pomiaru czasu\n\nZestaw do pomiaru czasu składa się z dwóch bramek na podczerwień sparowanych z laptopem sędziowskim przez Bluetooth. Ustaw bramkę startową i bramkę mety na wysokości 30 cm, nie dalej niż 1,5 m przed pierwszą i za ostatnią przeszkodą. Na laptopie otwórz AgiTime i uruchom `agitime pair --gates 2`; pasek stanu zmieni kolor na zielony, gdy obie bramki zostaną wykryte. Przed startem pierwszego psa ustaw standardowy czas przebiegu w Settings → Class → SCT. Na pełnym naładowaniu bramki działają około ośmiu godzin, więc ładuj je przez noc przed każdymi zawodami. Jeśli bramka zostanie potrącona, czas tego przebiegu jest unieważniany, a pies biegnie ponownie.",
            ),
        ],
        bad=[
            Slip(0, [("`agitime pair --gates 2`", "`agitime pair --gate 2`")], "code"),
            Slip(
                1,
                [
                    (
                        "and the dog gets a re-run.",
                        "and the dog gets a re-run at the end of the class.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("na wysokości 30 cm", "na wysokości 50 cm")], "number"),
        ],
    ),
]
