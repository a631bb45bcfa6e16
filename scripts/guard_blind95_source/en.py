# ruff: noqa: E501, RUF001
"""English source cases of blind set 95: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-bat-emergence-survey-timing-guidance",
        source="Dusk emergence surveys should start 15 minutes before sunset and continue for at least 1.5 hours afterwards. Following the Bat Conservation Trust guidelines (Collins, 2016), a building with moderate roost potential needs two separate surveys between May and September, at least one of them before 31 August. Surveyors must not use white torches near a suspected roost entrance; use infrared or red-filtered lights instead. Temperatures at sunset should be 10°C or above, and surveys are likely to be unreliable in heavy rain or strong wind. If bats are found, the developer will probably need a licence from Natural England before any work begins.",
        good=[
            Good(
                "preserve",
                "Your dusk emergence survey should start 15 minutes before sunset and keep going for at least an hour and a half afterwards. Under the Bat Conservation Trust guidelines (Collins, 2016), a building with moderate roost potential needs two separate surveys between May and September, and at least one of them has to take place before 31 August. You must not use a white torch near a suspected roost entrance — switch to infrared or red-filtered lighting instead. The temperature at sunset should be at least 10°C; in heavy rain or strong wind, your results are likely to be unreliable. If you do find bats, the developer will probably need a Natural England licence before any work can start.",
            ),
            Good(
                "preserve",
                "Bat survey checklist (Bat Conservation Trust guidelines, Collins, 2016)\n\n- Timing: dusk emergence surveys should begin 15 minutes before sunset and continue for at least 1.5 hours after it.\n- Moderate roost potential: two separate surveys are needed between May and September, with at least one before 31 August.\n- Lighting: surveyors must not use white torches near a suspected roost entrance; use infrared or red-filtered lights instead.\n- Weather: the sunset temperature should be 10°C or above; heavy rain or strong wind is likely to make results unreliable.\n- Bats found: the developer will probably need a licence from Natural England before any work begins.",
            ),
            Good(
                "pl",
                "Obserwacje wylotu nietoperzy o zmierzchu powinny rozpoczynać się 15 minut przed zachodem słońca i trwać co najmniej półtorej godziny po nim. Zgodnie z wytycznymi Bat Conservation Trust (Collins, 2016) budynek o umiarkowanym potencjale jako kryjówka wymaga dwóch odrębnych obserwacji w okresie od maja do września, przy czym co najmniej jedna musi się odbyć przed 31 sierpnia. W pobliżu wejścia do podejrzewanej kryjówki nie wolno używać białych latarek – zamiast nich stosuj oświetlenie podczerwone lub z czerwonym filtrem. Temperatura w chwili zachodu słońca powinna wynosić co najmniej 10°C, a przy ulewnym deszczu lub silnym wietrze wyniki prawdopodobnie będą niewiarygodne. Jeśli nietoperze zostaną wykryte, inwestor będzie zapewne potrzebował licencji Natural England przed rozpoczęciem jakichkolwiek prac.",
            ),
        ],
        bad=[
            Slip(0, [("(Collins, 2016)", "(Collins, 2012)")], "citation"),
            Slip(
                1, [("is likely to make results unreliable", "makes results unreliable")], "hedge"
            ),
            Slip(2, [("przed 31 sierpnia", "przed 31 lipca")], "date"),
        ],
    ),
    Case(
        key="en-cider-pressing-day-apple-rules",
        source="Our community cider pressing days run every Saturday in October from 10am to 3pm at Hollins Farm. Bring your own apples, at least 20 kg per batch, and clean containers for the juice; we cannot bottle it for you. Windfalls are fine, but please do not bring fruit that is mouldy or has been on the ground for more than a week. Each household may press up to three batches per day. The press costs £5 per batch, payable in cash or by card on the day. Children are welcome but must be supervised by an adult at all times near the scratter.",
        good=[
            Good(
                "preserve",
                "Come and press your apples with us! Our community pressing days take place at Hollins Farm every Saturday in October, 10:00–15:00. You'll need to bring your own apples (a minimum of 20 kg per batch) plus clean containers for the juice, as we're unable to bottle it for you. Windfalls are welcome, but please don't bring any fruit that's mouldy or has been lying on the ground for over a week. Every household may press up to three batches a day, at £5 a batch, paid in cash or by card on the day. Kids are welcome too, though an adult must supervise them at all times near the scratter.",
            ),
            Good(
                "preserve",
                "Community cider pressing days\n\n- When and where: every Saturday in October, 10am–3pm, at Hollins Farm.\n- What to bring: your own apples (at least 20 kg per batch) and clean containers for the juice. We cannot bottle the juice for you.\n- Fruit: windfalls are acceptable; please do not bring mouldy fruit or fruit that has lain on the ground for more than a week.\n- Limit: each household may press up to three batches per day.\n- Price: £5 per batch, cash or card, paid on the day.\n- Children: welcome, but they must be supervised by an adult at all times near the scratter.",
            ),
            Good(
                "pl",
                "Nasze sąsiedzkie dni tłoczenia cydru odbywają się w każdą sobotę października w godzinach 10:00–15:00 w Hollins Farm. Przynieście własne jabłka – co najmniej 20 kg na jedną partię – oraz czyste pojemniki na sok; nie możemy rozlać go za Was do butelek. Spady są w porządku, ale prosimy nie przynosić owoców spleśniałych ani takich, które leżały na ziemi dłużej niż tydzień. Każde gospodarstwo domowe może wytłoczyć maksymalnie trzy partie dziennie. Skorzystanie z prasy kosztuje 5 funtów za partię, płatne gotówką lub kartą w dniu tłoczenia. Dzieci są mile widziane, ale w pobliżu rozdrabniacza muszą przez cały czas pozostawać pod opieką dorosłego.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("as we're unable to bottle it for you", "and we're able to bottle it for you")],
                "negation",
            ),
            Slip(1, [("at least 20 kg per batch", "at least 25 kg per batch")], "number"),
            Slip(2, [("muszą przez cały czas", "powinny przez cały czas")], "modality"),
        ],
    ),
    Case(
        key="en-ferry-vehicle-booking-check-in",
        source="Vehicle bookings on the Kilbrannan ferry must be made at least 24 hours before departure at www.kilbrannanferries.co.uk/book. Cars up to 5 metres long pay the standard fare of £38 each way; vans, motorhomes and vehicles towing trailers are charged per metre. Please check in at the terminal no later than 30 minutes before sailing, or your space may be released to standby traffic. Foot passengers do not need to book. If a sailing is cancelled because of weather, you can transfer to the next available crossing free of charge or request a full refund.",
        good=[
            Good(
                "preserve",
                "If you're taking a vehicle on the Kilbrannan ferry, you must book it at www.kilbrannanferries.co.uk/book no less than 24 hours before departure. The standard fare for a car up to 5 metres long is £38 each way, while vans, motorhomes and anything towing a trailer are priced per metre. Make sure you check in at the terminal at least 30 minutes before the sailing; otherwise your space may be given to standby traffic. There's no need to book if you're travelling on foot. Should the weather force a cancellation, you can move to the next available crossing at no charge or ask for a full refund.",
            ),
            Good(
                "preserve",
                "Do I need to book?\nYes, if you're bringing a vehicle: bookings must be made at www.kilbrannanferries.co.uk/book at least 24 hours before departure. Foot passengers do not need to book.\n\nHow much does it cost?\nCars up to 5 metres long pay £38 each way. Vans, motorhomes and vehicles with trailers are charged per metre.\n\nWhen should I arrive?\nCheck in at the terminal no later than 30 minutes before sailing, or your space may be released to standby traffic.\n\nWhat if my sailing is cancelled?\nIf it is cancelled because of weather, you can transfer free of charge to the next available crossing or request a full refund.",
            ),
            Good(
                "pl",
                "Rezerwacja przewozu pojazdu na promie Kilbrannan musi zostać dokonana co najmniej 24 godziny przed odpłynięciem na stronie www.kilbrannanferries.co.uk/book. Samochody o długości do 5 metrów płacą standardową opłatę 38 funtów w jedną stronę; za furgonetki, kampery i pojazdy z przyczepą opłata naliczana jest od metra. Prosimy o odprawę w terminalu najpóźniej 30 minut przed rejsem – w przeciwnym razie miejsce może zostać przekazane pojazdom oczekującym na wolne miejsca. Pasażerowie piesi nie muszą dokonywać rezerwacji. Jeśli rejs zostanie odwołany z powodu pogody, można bezpłatnie przenieść się na najbliższą dostępną przeprawę albo poprosić o pełny zwrot pieniędzy.",
            ),
        ],
        bad=[
            Slip(0, [("you must book it at", "you should book it at")], "modality"),
            Slip(1, [("£38", "£48")], "number"),
            Slip(
                2, [("www.kilbrannanferries.co.uk/book", "www.kilbrannanferry.co.uk/book")], "url"
            ),
        ],
    ),
    Case(
        key="en-cold-water-club-beginner-safety",
        source="New members of the Hartwell Lido Cold Water Club must complete an induction session before swimming unsupervised. Water temperatures in January and February usually fall to about 4°C, so most beginners should limit their first swims to two or three minutes. Never swim alone, and do not jump or dive straight into cold water, as the sudden shock can cause gasping and loss of breath control. A brightly coloured hat and a tow float are strongly recommended. Afterwards, warm up gradually with dry layers and a warm drink rather than a hot shower, which may make you feel faint. Sessions run daily from 7:00 to 9:00.",
        good=[
            Good(
                "preserve",
                "Cold water safety at the Hartwell Lido Cold Water Club\n\n1. Induction: as a new member, you must complete an induction session before you swim unsupervised.\n2. Temperature: in January and February the water usually drops to around 4°C, so most beginners should keep their first swims to two or three minutes.\n3. Entry: never swim alone, and don't jump or dive straight into cold water — the sudden shock can cause gasping and loss of breath control.\n4. Kit: a brightly coloured hat and a tow float are strongly recommended.\n5. Afterwards: warm up gradually with dry layers and a warm drink rather than a hot shower, which may make you feel faint.\n\nSessions run every day, 7:00–9:00.",
            ),
            Good(
                "preserve",
                "Every new member of the Hartwell Lido Cold Water Club must do an induction session before swimming without supervision. The club swims daily between 7:00 and 9:00. In January and February the water typically falls to roughly 4°C, which is why most beginners should stick to two or three minutes on their first swims. Don't ever swim on your own, and don't jump or dive straight into the cold water: the sudden shock can make you gasp and lose control of your breathing. We strongly recommend a brightly coloured hat and a tow float. Once you're out, warm up slowly with dry layers and a warm drink instead of a hot shower, as a hot shower may make you feel faint.",
            ),
            Good(
                "pl",
                "Nowi członkowie Hartwell Lido Cold Water Club muszą przejść szkolenie wprowadzające, zanim zaczną pływać bez nadzoru. W styczniu i lutym temperatura wody zwykle spada do około 4°C, dlatego większość początkujących powinna ograniczyć pierwsze kąpiele do dwóch–trzech minut. Nigdy nie pływaj sam i nie wskakuj ani nie nurkuj od razu do zimnej wody – nagły szok może wywołać gwałtowne łapanie powietrza i utratę kontroli nad oddechem. Zdecydowanie zalecamy jaskrawy czepek i bojkę asekuracyjną. Po wyjściu z wody rozgrzewaj się stopniowo, zakładając suche warstwy ubrań i pijąc ciepły napój, zamiast brać gorący prysznic, po którym możesz poczuć się słabo. Zajęcia odbywają się codziennie w godzinach 7:00–9:00.",
            ),
        ],
        bad=[
            Slip(0, [("which may make you feel faint", "which will make you feel faint")], "hedge"),
            Slip(
                1,
                [
                    (
                        "Don't ever swim on your own, and don't jump",
                        "You can swim on your own, but don't jump",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Zajęcia odbywają się codziennie w godzinach 7:00–9:00.",
                        "Zajęcia odbywają się codziennie w godzinach 7:00–9:00, a na brzegu zawsze dyżuruje ratownik.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-repair-cafe-house-rules-markdown",
        source="## House rules\n\nThe Millbrook Repair Café is open on the **first Sunday of every month**, 1–4pm, at St Anne's Hall.\n\n- Volunteers repair items for free, but donations are welcome.\n- You must stay with your item while it is being repaired.\n- We do not repair microwaves, gas appliances or anything with a damaged lithium battery.\n- Bring any spare parts you have already bought, plus the manual if you still have it.\n- Repairs are not guaranteed; volunteers may decide an item is unsafe to fix.\n\nRead the full safety policy on [our website](https://millbrookrepaircafe.org/safety) before your visit.",
        good=[
            Good(
                "preserve",
                "## House rules\n\nThe Millbrook Repair Café meets at St Anne's Hall on the **first Sunday of each month**, from 1pm to 4pm.\n\n- Our volunteers fix things free of charge, though donations are appreciated.\n- You must remain with your item for the whole repair.\n- We don't take on microwaves, gas appliances or anything with a damaged lithium battery.\n- If you've already bought spare parts, bring them along, together with the manual if you still have it.\n- We can't guarantee any repair, and a volunteer may decide that an item is unsafe to fix.\n\nBefore you come, please read the full safety policy on [our website](https://millbrookrepaircafe.org/safety).",
            ),
            Good(
                "preserve",
                "## House rules\n\n**When:** the first Sunday of every month, 1–4pm  \n**Where:** St Anne's Hall (Millbrook Repair Café)\n\n1. Repairs are carried out by volunteers at no cost; donations are welcome.\n2. Owners must stay with their items while they are being repaired.\n3. Microwaves, gas appliances and items with a damaged lithium battery will not be repaired.\n4. Please bring any spare parts you have already purchased and, if you still have it, the manual.\n5. No repair is guaranteed, and volunteers may decide that an item is unsafe to fix.\n\nThe full safety policy is available on [our website](https://millbrookrepaircafe.org/safety); please read it before visiting.",
            ),
            Good(
                "pl",
                "## Regulamin\n\nMillbrook Repair Café działa w **pierwszą niedzielę każdego miesiąca** w godz. 13:00–16:00 w St Anne's Hall.\n\n- Wolontariusze naprawiają przedmioty bezpłatnie, ale datki są mile widziane.\n- Podczas naprawy musisz pozostać przy swoim przedmiocie.\n- Nie naprawiamy kuchenek mikrofalowych, urządzeń gazowych ani niczego z uszkodzoną baterią litową.\n- Przynieś części zamienne, jeśli już je kupiłeś, oraz instrukcję obsługi, jeśli nadal ją masz.\n- Nie gwarantujemy skuteczności napraw; wolontariusze mogą uznać, że naprawa danego przedmiotu jest niebezpieczna.\n\nPrzed wizytą przeczytaj pełne zasady bezpieczeństwa na [naszej stronie](https://millbrookrepaircafe.org/safety).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("[our website](https://millbrookrepaircafe.org/safety)", "our website")],
                "markdown",
            ),
            Slip(1, [("will not be repaired", "will be repaired")], "negation"),
            Slip(2, [("musisz pozostać", "możesz pozostać")], "modality"),
        ],
    ),
    Case(
        key="en-school-uniform-exchange-pta-notice",
        source="The PTA's uniform exchange will take place on Thursday 10 July from 3:15 to 5pm in the school hall. Parents can donate clean, undamaged items from 30 June in the box by reception; we cannot accept anything with holes, stains or old name labels that are still sewn in. All items are free to take, though a suggested donation of £1 per item helps fund school trips. There is no limit on how many items a family can take, but please take only what you need. Anything left over will go to Kidswear Reuse, a local charity.",
        good=[
            Good(
                "preserve",
                "PTA uniform exchange: Thursday 10 July, 3:15–5:00pm, school hall\n\nDonating: from 30 June, parents can leave clean, undamaged items in the box by reception. We can't accept anything with holes, stains or old name labels still sewn in.\n\nTaking: everything is free. A suggested donation of £1 per item helps pay for school trips. There's no limit on how many items a family can take, but please only take what you need.\n\nLeftovers: anything left over will go to Kidswear Reuse, a local charity.",
            ),
            Good(
                "preserve",
                "Our PTA is running a uniform exchange in the school hall on Thursday, July 10, between 3:15 and 5pm. From June 30 you can drop off donations in the box by reception, as long as they are clean and undamaged — we can't accept items with holes, stains or old name labels that are still sewn in. Everything at the exchange is free to take; if you'd like to give the suggested £1 per item, it goes towards funding school trips. Families may take any number of items, although we ask that you take only what you need. Whatever is left over will be passed on to Kidswear Reuse, a local charity.",
            ),
            Good(
                "pl",
                "Wymiana mundurków szkolnych organizowana przez PTA (stowarzyszenie rodziców i nauczycieli) odbędzie się w czwartek 10 lipca w godz. 15:15–17:00 w auli szkolnej. Od 30 czerwca rodzice mogą zostawiać czyste, nieuszkodzone ubrania w pudle przy recepcji; nie możemy przyjąć niczego, co ma dziury, plamy lub wciąż przyszyte stare metki z imieniem. Wszystkie rzeczy można zabrać za darmo, choć sugerowany datek w wysokości 1 funta za sztukę pomaga finansować wycieczki szkolne. Nie ma limitu liczby rzeczy, które może zabrać jedna rodzina, ale prosimy brać tylko to, czego naprawdę potrzebujecie. Wszystko, co zostanie, trafi do Kidswear Reuse, lokalnej organizacji charytatywnej.",
            ),
        ],
        bad=[
            Slip(0, [("from 30 June", "from 3 June")], "date"),
            Slip(1, [("the suggested £1 per item", "the suggested £2 per item")], "number"),
            Slip(
                2,
                [("nie możemy przyjąć niczego, co ma", "możemy przyjąć także rzeczy, które mają")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-dog-grooming-appointment-policy-notice",
        source="Appointments at Pawfect Grooming can be booked up to six weeks ahead by phone on 01632 960 418. Please arrive five minutes early; if you are more than 15 minutes late, we may have to shorten the groom or rebook you. Dogs must be fully vaccinated, and we ask owners to tell us about any skin conditions, allergies or behavioural issues when booking. Cancellations need at least 48 hours' notice, otherwise a £15 fee applies. A full groom for a medium dog usually takes around two hours. We are closed on Sundays and bank holidays.",
        good=[
            Good(
                "preserve",
                "You can book your dog in at Pawfect Grooming up to six weeks in advance — just call us on 01632 960 418. Please arrive five minutes before your slot; if you're over 15 minutes late, we may have to cut the groom short or rebook you. All dogs must be fully vaccinated. When you book, please let us know about any skin conditions, allergies or behavioural issues. To cancel, give us at least 48 hours' notice, or a £15 fee applies. For a medium-sized dog, a full groom usually takes about two hours. Note that we're closed on Sundays and bank holidays.",
            ),
            Good(
                "preserve",
                "Pawfect Grooming – appointment information\n\n• Booking: by phone on 01632 960 418, up to 6 weeks ahead.\n• Arrival: please arrive 5 minutes early. If you are more than fifteen minutes late, we may have to shorten the groom or rebook your appointment.\n• Health: dogs must be fully vaccinated. Please tell us about any skin conditions, allergies or behavioural issues when you book.\n• Cancellations: at least 48 hours' notice is required; otherwise a £15 fee will be charged.\n• Duration: a full groom for a medium dog usually takes around 2 hours.\n• Closed: Sundays and bank holidays.",
            ),
            Good(
                "pl",
                "Wizyty w Pawfect Grooming można rezerwować telefonicznie, pod numerem 01632 960 418, z maksymalnie sześciotygodniowym wyprzedzeniem. Prosimy o przybycie pięć minut wcześniej; w przypadku spóźnienia przekraczającego 15 minut możemy być zmuszeni skrócić zabieg lub przełożyć wizytę. Psy muszą mieć komplet szczepień, a przy rezerwacji prosimy właścicieli o informację o wszelkich chorobach skóry, alergiach lub problemach z zachowaniem. Odwołanie wizyty wymaga co najmniej 48-godzinnego wyprzedzenia, w przeciwnym razie pobieramy opłatę w wysokości 15 funtów. Pełna pielęgnacja psa średniej wielkości trwa zwykle około dwóch godzin. W niedziele i dni ustawowo wolne od pracy salon jest nieczynny.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("All dogs must be fully vaccinated.", "All dogs should be fully vaccinated.")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "at least 48 hours' notice is required",
                        "at least 24 hours' notice is required",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "trwa zwykle około dwóch godzin.",
                        "trwa zwykle około dwóch godzin i obejmuje bezpłatne obcięcie pazurów.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-tree-surgery-oak-quote-letter",
        source="Thank you for requesting a quote for work on the oak at 14 Larch Road. We estimate the crown reduction will take two climbers about a day and a half, and our price is £1,240 plus VAT, including removal of all arisings. Because the property is in a conservation area, we must give the council six weeks' notice under section 211 of the Town and Country Planning Act 1990 before starting; we will submit this for you. The tree does not appear to be covered by a Tree Preservation Order, but we will confirm this with the council. This quote is valid for 60 days.",
        good=[
            Good(
                "preserve",
                "Quote: oak tree, 14 Larch Road\n\nThank you for your enquiry. Our price for the crown reduction is £1,240 plus VAT, which includes removing all arisings, and we estimate the job will take two climbers roughly a day and a half. As the property lies within a conservation area, section 211 of the Town and Country Planning Act 1990 requires us to give the council six weeks' notice before we start; we will submit this notice on your behalf. The tree does not appear to be protected by a Tree Preservation Order, although we will confirm this with the council. This quote remains valid for 60 days.",
            ),
            Good(
                "preserve",
                "Thanks for asking us to quote for your oak at 14 Larch Road. We reckon reducing the crown will take two of our climbers about a day and a half, and the price is £1,240 + VAT, with all arisings taken away. Your property is in a conservation area, so before we start we must give the council six weeks' notice under section 211 of the Town and Country Planning Act 1990 — don't worry, we'll submit it for you. It doesn't look as though the tree is covered by a Tree Preservation Order, but we'll confirm that with the council. The quote is valid for sixty days.",
            ),
            Good(
                "pl",
                "Dziękujemy za zapytanie o wycenę prac przy dębie pod adresem 14 Larch Road. Szacujemy, że redukcja korony zajmie dwóm arborystom około półtora dnia, a nasza cena wynosi 1240 funtów plus VAT, łącznie z wywozem wszystkich odpadów po cięciu. Ponieważ nieruchomość znajduje się na obszarze chronionym (conservation area), przed rozpoczęciem prac musimy z sześciotygodniowym wyprzedzeniem powiadomić urząd zgodnie z sekcją 211 ustawy Town and Country Planning Act 1990; zgłoszenie złożymy w Państwa imieniu. Drzewo nie wydaje się objęte nakazem ochrony (Tree Preservation Order), ale potwierdzimy to w urzędzie. Wycena jest ważna przez 60 dni.",
            ),
        ],
        bad=[
            Slip(0, [("section 211", "section 215")], "legal_reference"),
            Slip(1, [("£1,240 + VAT", "£1,420 + VAT")], "number"),
            Slip(2, [("Drzewo nie wydaje się objęte", "Drzewo nie jest objęte")], "hedge"),
        ],
    ),
    Case(
        key="en-heritage-railway-volunteer-requirements",
        source="Volunteers on the Wensley Valley Railway must be at least 16 years old, and anyone under 18 needs a signed consent form from a parent or guardian. No previous railway experience is required: all training is provided. Track-side roles, such as lineside clearance or permanent way work, require a valid Personal Track Safety certificate, which we will arrange. You should commit to at least two days a month, although we understand that shifts sometimes have to change. Volunteers may not drive or fire locomotives until they have completed the full footplate training programme, which usually takes several years.",
        good=[
            Good(
                "preserve",
                "To volunteer with the Wensley Valley Railway you must be 16 or over, and if you're under 18 you'll need a consent form signed by a parent or guardian. No previous railway experience is needed — we provide all the training. For track-side roles like lineside clearance or permanent way work, you'll need a valid Personal Track Safety certificate, which we'll arrange for you. You should commit to at least two days a month, though we understand that shifts sometimes have to change. You may not drive or fire a locomotive until you've completed the full footplate training programme, which usually takes several years.",
            ),
            Good(
                "preserve",
                "Volunteering requirements – Wensley Valley Railway\n\n- Minimum age: 16. Volunteers under 18 need a consent form signed by a parent or guardian.\n- Experience: no previous railway experience is required; all training is provided.\n- Track-side roles (e.g. lineside clearance, permanent way work): a valid Personal Track Safety certificate is required, and we will arrange it.\n- Commitment: you should give at least two days per month; we understand that shifts sometimes have to change.\n- Locomotives: volunteers may not drive or fire locomotives until they have completed the full footplate training programme, which usually takes several years.",
            ),
            Good(
                "pl",
                "Wolontariusze Wensley Valley Railway muszą mieć ukończone 16 lat, a osoby poniżej 18. roku życia potrzebują zgody podpisanej przez rodzica lub opiekuna. Wcześniejsze doświadczenie kolejowe nie jest wymagane – zapewniamy pełne szkolenie. Do prac przy torach, takich jak wycinka roślinności wzdłuż linii czy prace przy nawierzchni torowej, potrzebny jest ważny certyfikat Personal Track Safety, który dla Ciebie załatwimy. Powinieneś zobowiązać się do co najmniej dwóch dni w miesiącu, choć rozumiemy, że dyżury czasem trzeba zmieniać. Wolontariuszom nie wolno prowadzić lokomotyw ani palić w nich, dopóki nie ukończą pełnego programu szkolenia na stanowisku maszynisty i palacza, co zwykle trwa kilka lat.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "No previous railway experience is needed",
                        "Previous railway experience is needed",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "you should give at least two days per month",
                        "you must give at least two days per month",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Wcześniejsze doświadczenie kolejowe nie jest wymagane – zapewniamy pełne szkolenie.",
                        "No previous railway experience is required: all training is provided.",
                    ),
                    (
                        "Do prac przy torach, takich jak wycinka roślinności wzdłuż linii czy prace przy nawierzchni torowej, potrzebny jest ważny certyfikat Personal Track Safety, który dla Ciebie załatwimy.",
                        "Track-side roles, such as lineside clearance or permanent way work, require a valid Personal Track Safety certificate, which we will arrange.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-pantomime-ticket-sale-dates-prices",
        source="Tickets for this year's pantomime, Jack and the Beanstalk, go on sale to Friends of the Playhouse on 2 September and to the general public on 9 September. Book online at tickets.marlowplayhouse.co.uk or call the box office on 01632 960 771. Adult tickets cost £24, children under 16 pay £16, and a family ticket for two adults and two children is £70. There is a maximum of 10 tickets per booking. Babes in arms under 2 do not need a ticket but must sit on an adult's lap. Performances run from 29 November to 4 January.",
        good=[
            Good(
                "preserve",
                "This year's pantomime: Jack and the Beanstalk – ticket information\n\n- On sale: 2 September for Friends of the Playhouse, 9 September for the general public.\n- How to book: online at tickets.marlowplayhouse.co.uk, or call the box office on 01632 960 771.\n- Prices: adults £24; children under 16 £16; family ticket (2 adults + 2 children) £70.\n- Limit: a maximum of 10 tickets per booking.\n- Under-2s: babes in arms don't need a ticket but must sit on an adult's lap.\n- Performances: 29 November to 4 January.",
            ),
            Good(
                "preserve",
                "This year's pantomime is Jack and the Beanstalk, running from November 29 to January 4. Friends of the Playhouse can buy tickets from September 2, and general sale opens on September 9. You can book at tickets.marlowplayhouse.co.uk or ring the box office on 01632 960 771. Tickets are £24 for adults and £16 for children under 16, or £70 for a family of two adults and two children. Each booking is limited to ten tickets. Babes in arms under 2 don't need their own ticket, but they must sit on an adult's lap.",
            ),
            Good(
                "pl",
                "Bilety na tegoroczną pantomimę „Jack and the Beanstalk” trafią do sprzedaży 2 września dla członków Friends of the Playhouse, a 9 września dla wszystkich pozostałych. Można je kupić online na stronie tickets.marlowplayhouse.co.uk lub telefonicznie w kasie pod numerem 01632 960 771. Bilet dla dorosłego kosztuje 24 funty, dla dziecka poniżej 16 lat – 16 funtów, a bilet rodzinny dla dwojga dorosłych i dwojga dzieci – 70 funtów. W jednej rezerwacji można kupić maksymalnie 10 biletów. Niemowlęta poniżej 2 lat nie potrzebują biletu, ale muszą siedzieć na kolanach dorosłego. Przedstawienia odbywają się od 29 listopada do 4 stycznia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("9 September for the general public", "19 September for the general public")],
                "date",
            ),
            Slip(1, [("£70 for a family", "£75 for a family")], "number"),
            Slip(2, [("tickets.marlowplayhouse.co.uk", "tickets.marlowplayhouse.com")], "url"),
        ],
    ),
    Case(
        key="en-allotment-tenancy-rules-rent-waiting",
        source="Under Rule 7 of the Hazelbrook Allotment Tenancy Agreement, plot holders must keep at least 75% of their plot under cultivation throughout the growing season. Sheds and greenhouses may not exceed 2.4 m in height and require written permission from the committee before construction. Bonfires are not allowed between 1 April and 30 September. The annual rent is £58 for a full plot and £32 for a half plot. Our waiting list is currently around 40 names long, so new applicants will probably wait more than a year. Tenancies can be terminated with one month's notice under section 1 of the Allotments Act 1922 if the rent is unpaid for 40 days.",
        good=[
            Good(
                "preserve",
                "Key rules for Hazelbrook plot holders\n\n1. Cultivation (Rule 7 of the Hazelbrook Allotment Tenancy Agreement): at least 75% of your plot must be kept under cultivation throughout the growing season.\n2. Sheds and greenhouses: no higher than 2.4 m, and you need the committee's written permission before building one.\n3. Bonfires: not allowed from 1 April to 30 September.\n4. Rent: £58 a year for a full plot, £32 a year for a half plot.\n5. Waiting list: about 40 names at the moment, so new applicants will probably wait over a year.\n6. Termination: if rent is unpaid for 40 days, the tenancy can be ended with one month's notice under section 1 of the Allotments Act 1922.",
            ),
            Good(
                "preserve",
                "If you hold a plot at Hazelbrook, Rule 7 of the Hazelbrook Allotment Tenancy Agreement says you must keep at least 75% of it under cultivation for the whole growing season. Any shed or greenhouse must be no taller than 2.4 m and needs the committee's written permission before it is built. You can't light bonfires between 1 April and 30 September. Rent is £58 a year for a full plot or £32 for a half plot. There are roughly 40 names on the waiting list right now, so if you apply, you will probably be waiting for more than a year. Under section 1 of the Allotments Act 1922, a tenancy can be terminated on one month's notice when rent has gone unpaid for 40 days.",
            ),
            Good(
                "pl",
                "Zgodnie z Regułą 7 umowy dzierżawy Hazelbrook Allotment Tenancy Agreement działkowcy muszą przez cały sezon wegetacyjny uprawiać co najmniej 75% powierzchni swojej działki. Szopy i szklarnie nie mogą przekraczać 2,4 m wysokości, a ich budowa wymaga uprzedniej pisemnej zgody zarządu. Ogniska są zabronione od 1 kwietnia do 30 września. Roczny czynsz wynosi 58 funtów za całą działkę i 32 funty za pół działki. Na liście oczekujących jest obecnie około 40 nazwisk, więc nowi kandydaci prawdopodobnie poczekają ponad rok. Na podstawie sekcji 1 ustawy Allotments Act 1922 umowę można rozwiązać z miesięcznym wypowiedzeniem, jeśli czynsz pozostaje niezapłacony przez 40 dni.",
            ),
        ],
        bad=[
            Slip(0, [("Rule 7 of the Hazelbrook", "Rule 9 of the Hazelbrook")], "legal_reference"),
            Slip(1, [("You can't light bonfires", "You can light bonfires")], "negation"),
            Slip(2, [("prawdopodobnie poczekają ponad rok", "poczekają ponad rok")], "hedge"),
        ],
    ),
    Case(
        key="en-tidyfeed-readme-install-usage-markdown",
        source="## Installation\n\n`tidyfeed` requires Python 3.10 or later. Install it from PyPI:\n\n```bash\npip install tidyfeed==2.3.1\n```\n\nThen create a config file at `~/.config/tidyfeed/config.toml` and set `max_items` to the number of entries you want to keep per feed (the default is 50).\n\n## Usage\n\nRun `tidyfeed sync --dry-run` first to see what would be deleted. Nothing is removed unless you drop the `--dry-run` flag. Syncing a large feed list can take several minutes, so you may want to run it from cron overnight.",
        good=[
            Good(
                "preserve",
                "## Installation\n\nYou'll need Python 3.10 or newer to run `tidyfeed`. Install it from PyPI with:\n\n```bash\npip install tidyfeed==2.3.1\n```\n\nNext, create a config file at `~/.config/tidyfeed/config.toml`. In it, set `max_items` to how many entries you'd like to keep per feed; if you leave it out, the default is 50.\n\n## Usage\n\nStart with `tidyfeed sync --dry-run` to preview what would be deleted — nothing is actually removed until you run the command without the `--dry-run` flag. With a large list of feeds, a sync can take several minutes, so you might prefer to schedule it overnight with cron.",
            ),
            Good(
                "preserve",
                "## Installation\n\n1. Make sure you have Python 3.10+ (required by `tidyfeed`).\n2. Install it from PyPI:\n\n   ```bash\n   pip install tidyfeed==2.3.1\n   ```\n\n3. Create `~/.config/tidyfeed/config.toml` and set `max_items` to the number of entries to keep per feed (default: 50).\n\n## Usage\n\nFirst run `tidyfeed sync --dry-run` to see what would be deleted. Nothing is removed unless you leave out the `--dry-run` flag. Syncing a large feed list can take several minutes; you may want to run it overnight from cron.",
            ),
            Good(
                "pl",
                "## Instalacja\n\n`tidyfeed` wymaga Pythona 3.10 lub nowszego. Zainstaluj go z PyPI:\n\n```bash\npip install tidyfeed==2.3.1\n```\n\nNastępnie utwórz plik konfiguracyjny `~/.config/tidyfeed/config.toml` i ustaw w nim `max_items` na liczbę wpisów, które chcesz zachować dla każdego kanału (domyślnie 50).\n\n## Użycie\n\nNajpierw uruchom `tidyfeed sync --dry-run`, aby zobaczyć, co zostałoby usunięte. Nic nie zostanie usunięte, dopóki nie pominiesz flagi `--dry-run`. Synchronizacja dużej listy kanałów może potrwać kilka minut, więc warto rozważyć uruchamianie jej nocą przez cron.",
            ),
        ],
        bad=[
            Slip(0, [("set `max_items`", "set `max_entries`")], "code"),
            Slip(1, [("## Usage", "Usage")], "markdown"),
            Slip(2, [("(domyślnie 50)", "(domyślnie 30)")], "number"),
        ],
    ),
    Case(
        key="en-park-proximity-depression-cohort-summary",
        source="A 2019 cohort study by Hartmann and colleagues in The Lancet Planetary Health (vol. 3, pp. 412–420) followed 8,200 adults in three German cities for six years. Participants living within 300 metres of a park had a roughly 12% lower risk of developing depression than those living further away, after adjusting for income and age. The authors caution that the association may partly reflect healthier people choosing greener neighbourhoods, and they did not measure how often participants actually used the parks. A randomised trial would be needed to show that green space itself reduces risk.",
        good=[
            Good(
                "preserve",
                "In a cohort study published in 2019 in The Lancet Planetary Health (vol. 3, pp. 412–420), Hartmann and colleagues tracked 8,200 adults across three German cities for six years. After accounting for income and age, people who lived within 300 metres of a park had about a 12% lower risk of developing depression than those who lived further away. However, the authors warn that this association might partly be because healthier people choose greener neighbourhoods, and the study did not measure how often participants actually went to the parks. Showing that green space itself reduces the risk would need a randomised trial.",
            ),
            Good(
                "preserve",
                "Hartmann et al. (2019, The Lancet Planetary Health, 3, 412–420) conducted a six-year cohort study of 8,200 adults in three German cities. Adjusted for income and age, living within 300 m of a park was associated with an approximately 12% lower risk of developing depression compared with living further away. The authors note that the association may partly reflect healthier people selecting greener neighbourhoods; how often participants actually used the parks was not measured. Demonstrating that green space itself reduces risk would require a randomised trial.",
            ),
            Good(
                "pl",
                "W badaniu kohortowym opublikowanym w 2019 roku w „The Lancet Planetary Health” (t. 3, s. 412–420) Hartmann i współpracownicy przez sześć lat obserwowali 8200 dorosłych z trzech niemieckich miast. Po uwzględnieniu dochodu i wieku osoby mieszkające w odległości do 300 metrów od parku miały o około 12% niższe ryzyko zachorowania na depresję niż osoby mieszkające dalej. Autorzy zastrzegają, że związek ten może częściowo wynikać z tego, że zdrowsi ludzie wybierają bardziej zielone okolice, a ponadto nie mierzono, jak często uczestnicy faktycznie korzystali z parków. Aby wykazać, że to sama zieleń zmniejsza ryzyko, potrzebne byłoby badanie z randomizacją.",
            ),
        ],
        bad=[
            Slip(0, [("might partly be because", "is partly because")], "hedge"),
            Slip(1, [("3, 412–420", "3, 312–320")], "citation"),
            Slip(
                2,
                [
                    (
                        "z trzech niemieckich miast.",
                        "z trzech niemieckich miast, w tym z Berlina i Monachium.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-housing-subject-access-request-guidance",
        source="You have the right to ask us for a copy of the personal data we hold about you under Article 15 of the UK GDPR. Send your request to privacy@northgate-housing.org.uk or by post to our Data Protection Officer. We must respond within one month of receiving your request, although we may extend this by a further two months if the request is complex; we will tell you if this happens. We will not usually charge a fee. We may ask you for proof of identity before we release any information, and the one-month period starts only once we have received it.",
        good=[
            Good(
                "preserve",
                "Requesting your personal data\n\nRight of access: under Article 15 of the UK GDPR, you are entitled to request a copy of the personal data we hold about you.\n\nHow to apply: email privacy@northgate-housing.org.uk or write to our Data Protection Officer.\n\nResponse time: we must reply within one month of receiving your request. If the request is complex, we may extend this by a further two months, and we will tell you if we do.\n\nFees: we will not usually charge a fee.\n\nIdentification: we may ask for proof of identity before releasing any information; the one-month period then starts only once we have received it.",
            ),
            Good(
                "preserve",
                "Want a copy of the personal data we hold about you? Article 15 of the UK GDPR gives you the right to ask for it. Just email privacy@northgate-housing.org.uk, or post your request to our Data Protection Officer. We have to respond within a month of getting your request, but if it's complex we may extend that by another two months — and we'll tell you if so. Normally there's no fee. Before we release anything, we may ask you for proof of identity, and in that case the one-month clock only starts once we've received it.",
            ),
            Good(
                "pl",
                "Na podstawie art. 15 UK GDPR mają Państwo prawo zażądać od nas kopii danych osobowych, które o Państwu przechowujemy. Wniosek można wysłać na adres privacy@northgate-housing.org.uk lub pocztą do naszego inspektora ochrony danych. Musimy odpowiedzieć w ciągu jednego miesiąca od otrzymania wniosku, choć w przypadku skomplikowanych wniosków możemy przedłużyć ten termin o kolejne dwa miesiące – poinformujemy Państwa, jeśli tak się stanie. Zazwyczaj nie pobieramy opłat. Przed udostępnieniem jakichkolwiek informacji możemy poprosić o potwierdzenie tożsamości, a miesięczny termin zaczyna biec dopiero od chwili jego otrzymania.",
            ),
        ],
        bad=[
            Slip(0, [("under Article 15", "under Article 17")], "legal_reference"),
            Slip(1, [("by another two months", "by another three months")], "date"),
            Slip(2, [("Musimy odpowiedzieć", "Staramy się odpowiedzieć")], "modality"),
        ],
    ),
    Case(
        key="en-library-makerspace-3d-printing-rules",
        source="Before using the 3D printers at Eastgate Library Makerspace, you must complete the 45-minute induction. Slice your model in PrusaSlicer with the `eastgate_mk4_pla.ini` profile, export it as a `.bgcode` file and copy it onto the printer's USB stick. Do not use other filament brands or your own profiles: the printers are calibrated for the PLA we supply. Prints are limited to four hours, and staff will not start jobs after 6pm. Filament costs 5p per gram, paid at the front desk when you collect your print.",
        good=[
            Good(
                "preserve",
                "How to print at Eastgate Library Makerspace\n\n1. Complete the 45-minute induction first; you must do this before using the 3D printers.\n2. Slice your model in PrusaSlicer using the `eastgate_mk4_pla.ini` profile.\n3. Export it as a `.bgcode` file and copy it onto the printer's USB stick.\n4. Don't use other filament brands or your own profiles — the printers are calibrated for the PLA we supply.\n\nPrints can run for four hours at most, and staff won't start any jobs after 6pm. Filament is 5p per gram; you pay at the front desk when you collect your print.",
            ),
            Good(
                "preserve",
                "Anyone wanting to use the 3D printers at Eastgate Library Makerspace must first complete the 45-minute induction. Because the printers are calibrated for the PLA supplied by the makerspace, other filament brands and your own profiles must not be used. Instead, slice your model in PrusaSlicer with the `eastgate_mk4_pla.ini` profile, export a `.bgcode` file and copy it onto the printer's USB stick. Each print is limited to four hours, and no jobs will be started by staff after 6pm. Filament is charged at 5p per gram, payable at the front desk when you collect the print.",
            ),
            Good(
                "pl",
                "Zanim skorzystasz z drukarek 3D w Eastgate Library Makerspace, musisz ukończyć 45-minutowe szkolenie wprowadzające. Potnij model w PrusaSlicerze, używając profilu `eastgate_mk4_pla.ini`, wyeksportuj go jako plik `.bgcode` i skopiuj na pendrive drukarki. Nie używaj filamentów innych marek ani własnych profili: drukarki są skalibrowane pod dostarczany przez nas PLA. Wydruk może trwać najwyżej cztery godziny, a po 18:00 obsługa nie uruchamia już żadnych zleceń. Filament kosztuje 5 pensów za gram; płatność w recepcji przy odbiorze wydruku.",
            ),
        ],
        bad=[
            Slip(0, [("`eastgate_mk4_pla.ini`", "`eastgate_mk3_pla.ini`")], "code"),
            Slip(
                1,
                [
                    (
                        "no jobs will be started by staff after 6pm",
                        "jobs will still be started by staff after 6pm",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "płatność w recepcji przy odbiorze wydruku.",
                        "płatność w recepcji przy odbiorze wydruku, wyłącznie kartą.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-kenya-travel-vaccination-clinic-advice",
        source="If you are travelling to Kenya, you should ideally see a practice nurse at least eight weeks before you leave, as some vaccines need more than one dose. A yellow fever certificate may be required at the border, depending on your route, and the vaccine is only available from registered centres. Malaria tablets are likely to be recommended for most areas below 2,500 metres. The hepatitis A vaccine is free on the NHS, but rabies vaccination is not and costs about £60 per dose. Do not assume that a previous course still protects you; bring your vaccination record to the appointment.",
        good=[
            Good(
                "preserve",
                "Travelling to Kenya? Here's what you need to know:\n\n- You should ideally see a practice nurse at least eight weeks before you leave, because some vaccines need more than one dose.\n- Depending on your route, a yellow fever certificate may be required at the border. The vaccine is only available from registered centres.\n- Malaria tablets are likely to be recommended for most areas below 2,500 m.\n- Hepatitis A vaccination is free on the NHS; rabies vaccination isn't, and costs roughly £60 per dose.\n- Don't assume an earlier course still protects you — bring your vaccination record to the appointment.",
            ),
            Good(
                "preserve",
                "Travellers to Kenya should ideally consult a practice nurse no later than eight weeks before departure, since some vaccines require more than one dose. Depending on the route taken, a yellow fever certificate may be required at the border; this vaccine can be obtained only from registered centres. For most areas below 2,500 metres, malaria tablets are likely to be recommended. Hepatitis A vaccine is provided free of charge on the NHS, whereas rabies vaccine is not and costs approximately £60 per dose. Do not assume that a previous course still protects you, and bring your vaccination record to the appointment.",
            ),
            Good(
                "pl",
                "Jeśli wybierasz się do Kenii, najlepiej zgłoś się do pielęgniarki w przychodni co najmniej osiem tygodni przed wyjazdem, ponieważ niektóre szczepionki wymagają więcej niż jednej dawki. W zależności od trasy na granicy może być wymagane świadectwo szczepienia przeciw żółtej gorączce, a szczepionka jest dostępna wyłącznie w zarejestrowanych ośrodkach. Na większości obszarów położonych poniżej 2500 m prawdopodobnie zalecone zostaną tabletki przeciwmalaryczne. Szczepienie przeciw WZW typu A jest bezpłatne w ramach NHS, ale szczepienie przeciw wściekliźnie już nie – kosztuje około 60 funtów za dawkę. Nie zakładaj, że wcześniejszy cykl szczepień nadal cię chroni; zabierz na wizytę swoją dokumentację szczepień.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Malaria tablets are likely to be recommended",
                        "Malaria tablets are recommended",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [("costs approximately £60 per dose", "costs approximately £90 per dose")],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "Nie zakładaj, że wcześniejszy cykl szczepień nadal cię chroni",
                        "Możesz założyć, że wcześniejszy cykl szczepień nadal cię chroni",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-riverside-pool-early-opening-notice",
        source="From Monday 6 January, Riverside Leisure Centre's main pool will open at 6:30am on weekdays instead of 7am. Lane swimming runs until 9am, when the pool is split for aqua aerobics and public swimming. Children under 8 must be accompanied in the water by an adult aged 16 or over, and each adult may supervise no more than two children under 8. Swimmers should shower before entering the pool. The learner pool will be closed for retiling until the end of February. Members can book sessions up to seven days ahead through the app; non-members can pay at reception.",
        good=[
            Good(
                "preserve",
                "Timetable changes at Riverside Leisure Centre\n\n- Main pool: from Monday 6 January, weekday opening moves from 7am to 6:30am.\n- Lane swimming: until 9am, after which the pool is split for aqua aerobics and public swimming.\n- Under-8s: must be accompanied in the water by an adult aged 16 or over; each adult may supervise no more than two children under 8.\n- Showers: swimmers should shower before entering the pool.\n- Learner pool: closed for retiling until the end of February.\n- Booking: members can book sessions up to seven days ahead in the app; non-members can pay at reception.",
            ),
            Good(
                "preserve",
                "Early birds, take note: starting Monday, January 6, the main pool at Riverside Leisure Centre opens at 6:30am on weekdays rather than 7am. Lane swimming continues until 9am; after that, the pool is split for aqua aerobics and public swimming. If you bring children under 8, an adult aged 16 or older must be in the water with them, and one adult may look after no more than two under-8s. Please remember that you should shower before you get in. The learner pool is closed for retiling until the end of February. Members can book sessions up to a week ahead through the app, and non-members can pay at reception.",
            ),
            Good(
                "pl",
                "Od poniedziałku 6 stycznia główny basen Riverside Leisure Centre będzie w dni powszednie otwierany o 6:30 zamiast o 7:00. Pływanie torowe trwa do 9:00, po czym basen jest dzielony na część do aqua aerobiku i część dla pływających rekreacyjnie. Dzieci poniżej 8 lat muszą przebywać w wodzie pod opieką osoby dorosłej w wieku co najmniej 16 lat, a jeden dorosły może opiekować się maksymalnie dwojgiem dzieci poniżej 8 lat. Przed wejściem do basenu pływacy powinni wziąć prysznic. Basen do nauki pływania będzie zamknięty do końca lutego z powodu wymiany płytek. Członkowie mogą rezerwować zajęcia w aplikacji z maksymalnie siedmiodniowym wyprzedzeniem, a osoby niebędące członkami mogą zapłacić w recepcji.",
            ),
        ],
        bad=[
            Slip(0, [("from Monday 6 January", "from Monday 13 January")], "date"),
            Slip(
                1,
                [
                    (
                        "an adult aged 16 or older must be in the water",
                        "an adult aged 16 or older should be in the water",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "z powodu wymiany płytek.",
                        "z powodu wymiany płytek i instalacji nowego systemu filtracji.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-rural-hedgehog-decline-report-summary",
        source="According to The State of Britain's Hedgehogs 2022 (Wembridge et al.), rural hedgehog populations in Britain have declined by between 30% and 75% since 2000, while urban populations appear to be stabilising. The report does not attribute the rural decline to a single cause; loss of hedgerows, intensive farming and road traffic all play a part. Gardeners can help by cutting a 13 cm by 13 cm gap at the bottom of fences so hedgehogs can move between gardens. Never give hedgehogs milk, which they cannot digest; meaty cat or dog food and fresh water are suitable.",
        good=[
            Good(
                "preserve",
                "Since 2000, Britain's rural hedgehog populations have fallen by between 30% and 75%, according to The State of Britain's Hedgehogs 2022 (Wembridge et al.). Urban populations, by contrast, appear to be stabilising. The report doesn't blame any single cause for the rural decline: hedgerow loss, intensive farming and road traffic all play a part. If you have a garden, you can help by cutting a 13 × 13 cm gap at the bottom of your fence so hedgehogs can travel between gardens. And never give them milk, because hedgehogs can't digest it; meaty cat or dog food and fresh water are suitable instead.",
            ),
            Good(
                "preserve",
                "Key points from The State of Britain's Hedgehogs 2022 (Wembridge et al.):\n\n- Rural hedgehog populations in Britain have declined by between 30% and 75% since 2000.\n- Urban populations appear to be stabilising.\n- The rural decline is not attributed to a single cause; loss of hedgerows, intensive farming and road traffic all play a part.\n\nHow gardeners can help:\n\n- Cut a 13 cm by 13 cm gap at the bottom of fences so hedgehogs can move from garden to garden.\n- Never give hedgehogs milk, as they cannot digest it; meaty cat or dog food and fresh water are suitable.",
            ),
            Good(
                "pl",
                "Według raportu The State of Britain's Hedgehogs 2022 (Wembridge i in.) wiejskie populacje jeży w Wielkiej Brytanii zmniejszyły się od 2000 roku o 30–75%, podczas gdy populacje miejskie wydają się stabilizować. Raport nie przypisuje spadku na terenach wiejskich jednej przyczynie – swoją rolę odgrywają zanik żywopłotów, intensywne rolnictwo i ruch drogowy. Ogrodnicy mogą pomóc, wycinając u dołu ogrodzenia otwór o wymiarach 13 na 13 cm, dzięki któremu jeże będą mogły przechodzić między ogrodami. Nigdy nie dawaj jeżom mleka, którego nie trawią; odpowiednie są mięsna karma dla kotów lub psów oraz świeża woda.",
            ),
        ],
        bad=[
            Slip(0, [("(Wembridge et al.)", "(Whitfield et al.)")], "citation"),
            Slip(1, [("between 30% and 75%", "between 30% and 57%")], "number"),
            Slip(
                2,
                [
                    (
                        "Raport nie przypisuje spadku na terenach wiejskich jednej przyczynie",
                        "Raport przypisuje spadek na terenach wiejskich jednej przyczynie",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-university-staff-expense-claim-policy",
        source="Staff must submit expense claims through the finance portal at https://finance.brightwater.ac.uk/claims within 30 days of incurring the cost. Receipts are required for every item over £10. Mileage is reimbursed at 45p per mile for the first 10,000 business miles in a tax year, in line with HMRC approved mileage rates under section 230 of the Income Tax (Earnings and Pensions) Act 2003. You should book rail travel through the university's travel agent where possible, as tickets bought elsewhere may not be reimbursed in full. Alcohol cannot be claimed in any circumstances. Questions can be sent to expenses@brightwater.ac.uk.",
        good=[
            Good(
                "preserve",
                "Expenses: what you need to know\n\n- Claims must be submitted via the finance portal (https://finance.brightwater.ac.uk/claims) within 30 days of incurring the cost.\n- Every item over £10 needs a receipt.\n- Mileage: 45p per mile for the first 10,000 business miles in a tax year, in line with HMRC approved mileage rates (section 230 of the Income Tax (Earnings and Pensions) Act 2003).\n- Rail travel: where possible, you should book through the university's travel agent; tickets bought elsewhere may not be reimbursed in full.\n- Alcohol: cannot be claimed under any circumstances.\n- Questions: email expenses@brightwater.ac.uk.",
            ),
            Good(
                "preserve",
                "Once you incur a cost, you have 30 days to claim it back, and you must do so through the finance portal at https://finance.brightwater.ac.uk/claims. You'll need a receipt for any item costing more than £10. Mileage is paid at 45p a mile for the first 10,000 business miles in each tax year, in line with the HMRC approved mileage rates under section 230 of the Income Tax (Earnings and Pensions) Act 2003. Wherever possible, you should book train travel with the university's travel agent, because tickets bought elsewhere may not be refunded in full. Alcohol can never be claimed. If you have any questions, write to expenses@brightwater.ac.uk.",
            ),
            Good(
                "pl",
                "Pracownicy muszą składać wnioski o zwrot wydatków przez portal finansowy https://finance.brightwater.ac.uk/claims w ciągu 30 dni od poniesienia kosztu. Paragony są wymagane dla każdej pozycji powyżej 10 funtów. Przejazdy samochodem zwracane są według stawki 45 pensów za milę za pierwsze 10 000 mil służbowych w roku podatkowym, zgodnie ze stawkami zatwierdzonymi przez HMRC na podstawie sekcji 230 ustawy Income Tax (Earnings and Pensions) Act 2003. W miarę możliwości bilety kolejowe powinno się rezerwować przez biuro podróży uczelni, ponieważ bilety kupione gdzie indziej mogą nie zostać zwrócone w całości. Alkoholu nie można rozliczyć w żadnych okolicznościach. Pytania można kierować na adres expenses@brightwater.ac.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "(https://finance.brightwater.ac.uk/claims)",
                        "(https://finance.brightwater.ac.uk)",
                    )
                ],
                "url",
            ),
            Slip(1, [("you should book train travel", "you must book train travel")], "modality"),
            Slip(2, [("sekcji 230", "sekcji 203")], "legal_reference"),
        ],
    ),
    Case(
        key="en-trailnotes-offline-map-migration-notes",
        source="Version 4.2 of the Trailnotes app changes how offline maps are stored. After updating, open Settings → Storage and tap Migrate maps; until you do, previously downloaded regions will not be available offline. The migration usually takes a few minutes per region and should not be interrupted. If you use the command-line exporter, the `--format gpx` option has been renamed to `--output gpx`, and the old flag will stop working in version 5.0. Routes and waypoints are not affected. If anything goes wrong, contact support@trailnotes.app and include the log file `trailnotes-migrate.log`.",
        good=[
            Good(
                "preserve",
                "Trailnotes 4.2: what's changed\n\nOffline maps are now stored differently. To keep using them:\n\n1. After updating, go to Settings → Storage and tap Migrate maps. Until you do, regions you downloaded earlier won't be available offline.\n2. Let the migration finish: it usually takes a few minutes per region and should not be interrupted.\n\nUsing the command-line exporter? The `--format gpx` option is now called `--output gpx`, and the old flag will stop working in version 5.0.\n\nRoutes and waypoints are not affected. If anything goes wrong, email support@trailnotes.app and include the log file `trailnotes-migrate.log`.",
            ),
            Good(
                "preserve",
                "Trailnotes 4.2 stores offline maps in a new way, so once you've updated, open Settings → Storage and tap Migrate maps. Regions you downloaded before won't be available offline until you've done this. The migration usually takes a few minutes for each region, and you shouldn't interrupt it. Your routes and waypoints aren't affected. For command-line exporter users, `--format gpx` has been renamed to `--output gpx`; the old flag will stop working in version 5.0. Should anything go wrong, contact support@trailnotes.app and include the `trailnotes-migrate.log` log file.",
            ),
            Good(
                "pl",
                "Wersja 4.2 aplikacji Trailnotes zmienia sposób przechowywania map offline. Po aktualizacji otwórz Settings → Storage i stuknij Migrate maps; dopóki tego nie zrobisz, wcześniej pobrane regiony nie będą dostępne offline. Migracja trwa zwykle kilka minut na region i nie powinno się jej przerywać. Jeśli korzystasz z eksportera wiersza poleceń, opcja `--format gpx` została przemianowana na `--output gpx`, a stara flaga przestanie działać w wersji 5.0. Zmiana nie dotyczy tras ani punktów nawigacyjnych. W razie problemów napisz na support@trailnotes.app i dołącz plik dziennika `trailnotes-migrate.log`.",
            ),
        ],
        bad=[
            Slip(0, [("`--output gpx`", "`--output-format gpx`")], "code"),
            Slip(
                1,
                [
                    (
                        "Regions you downloaded before won't be available offline until you've done this.",
                        "Wcześniej pobrane regiony nie będą dostępne offline, dopóki tego nie zrobisz.",
                    ),
                    (
                        "Your routes and waypoints aren't affected.",
                        "Zmiana nie dotyczy Twoich tras ani punktów nawigacyjnych.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(
                2,
                [
                    (
                        "i dołącz plik dziennika `trailnotes-migrate.log`.",
                        "i dołącz plik dziennika `trailnotes-migrate.log` – odpowiadamy w ciągu 24 godzin.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
