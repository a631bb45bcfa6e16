# ruff: noqa: E501, RUF001
"""English source cases of blind set 122: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-canal-narrowboat-hire-booking-terms",
        source="Thank you for booking with Lockside Narrowboats. Your boat will be ready for collection from 2 pm on Friday 13 June 2025 and must be returned to the yard by 9 am on Friday 20 June. A refundable damage deposit of £250 is payable on arrival, together with a fuel charge of about £40 per week, depending on engine hours. All crew members must attend the 45-minute handover, which covers locks, mooring and the bilge pump. Children under 12 must wear a life jacket at all times on deck. If you are running late, please call the yard on 01827 880 912; we cannot hold boats beyond 6 pm on your start day.",
        good=[
            Good(
                "preserve",
                "Thanks for choosing Lockside Narrowboats! You can pick up your boat from 2 pm on Friday 13 June 2025, and it must be back at the yard by 9 am on Friday 20 June. When you arrive, you'll pay a £250 damage deposit, which is refundable, plus a fuel charge of roughly £40 a week, depending on engine hours. Everyone in your crew must attend the 45-minute handover covering locks, mooring and the bilge pump. Children under 12 must wear a life jacket whenever they are on deck. Running late? Call the yard on 01827 880 912 — we can't hold boats past 6 pm on your start day.",
            ),
            Good(
                "preserve",
                "Lockside Narrowboats – your booking at a glance\n\n- Collection: from 2 pm, Friday 13 June 2025\n- Return: the boat must be back at the yard by 9 am, Friday 20 June\n- On arrival: a refundable £250 damage deposit, plus a fuel charge of about £40 per week depending on engine hours\n- Handover: 45 minutes (locks, mooring, bilge pump); all crew members must attend\n- Safety: children under 12 must wear a life jacket at all times on deck\n- Running late: call 01827 880 912. Boats cannot be held beyond 6 pm on your start day.",
            ),
            Good(
                "pl",
                "Dziękujemy za rezerwację w Lockside Narrowboats. Łódź będzie gotowa do odbioru od 14:00 w piątek 13 czerwca 2025 r. i musi zostać zwrócona do przystani do 9:00 w piątek 20 czerwca. Po przyjeździe pobieramy zwrotną kaucję na wypadek szkód w wysokości 250 GBP oraz opłatę za paliwo w wysokości około 40 GBP tygodniowo, zależnie od liczby motogodzin. Wszyscy członkowie załogi muszą wziąć udział w 45-minutowym instruktażu obejmującym śluzy, cumowanie i pompę zęzową. Dzieci poniżej 12 lat muszą przez cały czas nosić na pokładzie kamizelkę ratunkową. Jeśli się spóźniasz, zadzwoń do przystani pod numer 01827 880 912; nie możemy przetrzymać łodzi dłużej niż do 18:00 w dniu rozpoczęcia rejsu.",
            ),
        ],
        bad=[
            Slip(0, [("Children under 12 must wear", "Children under 12 should wear")], "modality"),
            Slip(
                1,
                [("a refundable £250 damage deposit", "a refundable £200 damage deposit")],
                "number",
            ),
            Slip(2, [("w piątek 20 czerwca", "w sobotę 21 czerwca")], "date"),
        ],
    ),
    Case(
        key="en-falconry-experience-day-joining-info",
        source="Our falconry experience days run from 10 am to roughly 3:30 pm, though timings can vary with the weather and the birds' mood. You will handle at least four species, including a Harris hawk and a barn owl, and fly them to the glove under the supervision of a qualified falconer. No previous experience is needed, but participants must be aged 14 or over. Please wear sturdy walking boots and clothes you don't mind getting muddy; we do not provide footwear. Lunch is not included, so bring a packed lunch. The birds are unlikely to fly in heavy rain, in which case we will probably offer you a new date rather than a refund.",
        good=[
            Good(
                "preserve",
                "Falconry experience days run from 10 am until approximately 3:30 pm; however, timings can vary depending on the weather and the temperament of the birds. Participants handle at least four species, among them a Harris hawk and a barn owl, and fly them to the glove under the supervision of a qualified falconer. No prior experience is required, although all participants must be 14 or older. Please wear sturdy walking boots and clothing you do not mind getting muddy, as footwear is not provided. Lunch is not included; please bring a packed lunch. The birds are unlikely to fly in heavy rain, and if that happens we will probably offer an alternative date rather than a refund.",
            ),
            Good(
                "preserve",
                "You don't need any previous experience for our falconry days, but you must be 14 or over. The day starts at 10 am and finishes at around 3:30 pm, although the weather and the birds' mood can change the timings. Under a qualified falconer's supervision you'll handle at least four species — a Harris hawk and a barn owl among them — and fly them to the glove. Wear sturdy walking boots and clothes that can get muddy, because we don't provide footwear, and bring a packed lunch, as lunch isn't included. In heavy rain the birds are unlikely to fly; if so, we'll probably offer you a new date instead of a refund.",
            ),
            Good(
                "pl",
                "Nasze dni z sokolnictwem trwają od 10:00 do mniej więcej 15:30, choć godziny mogą się zmieniać w zależności od pogody i nastroju ptaków. Będziesz mieć do czynienia z co najmniej czterema gatunkami, w tym z myszołowem towarzyskim (Harris hawk) i płomykówką, i pod okiem wykwalifikowanego sokolnika przywoływać je w locie na rękawicę. Wcześniejsze doświadczenie nie jest potrzebne, ale uczestnicy muszą mieć ukończone 14 lat. Prosimy założyć solidne buty turystyczne i ubranie, którego nie szkoda pobrudzić; nie zapewniamy obuwia. Lunch nie jest wliczony w cenę, więc zabierz własny prowiant. Podczas ulewnego deszczu ptaki raczej nie będą latać – wtedy prawdopodobnie zaproponujemy Ci nowy termin zamiast zwrotu pieniędzy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "No prior experience is required, although",
                        "Prior experience is required, and",
                    )
                ],
                "negation",
            ),
            Slip(2, [("wtedy prawdopodobnie zaproponujemy", "wtedy zaproponujemy")], "hedge"),
            Slip(
                1,
                [
                    (
                        "a Harris hawk and a barn owl among them",
                        "a Harris hawk, a barn owl and a peregrine falcon among them",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-locksmith-emergency-callout-charges",
        source="Our standard emergency callout fee is £85 during the day (8 am–6 pm) and £120 at night, at weekends and on bank holidays, plus parts. The fee covers the first 30 minutes on site; after that, labour is charged at £15 per 15 minutes. We will give you a fixed quote before any work begins, and you may refuse it without paying anything other than a £25 attendance charge. Where you book by phone or online, you have the right to cancel under the Consumer Contracts Regulations 2013, but if you ask us to start work within the 14-day cancellation period, you must pay for the work already done. We always ask to see proof of residence before opening a door.",
        good=[
            Good(
                "preserve",
                "Emergency callout charges:\n\n- Daytime (8 am–6 pm): £85\n- Nights, weekends and bank holidays: £120\n\nParts are extra. The callout fee includes the first 30 minutes on site, after which labour costs £15 for every further 15 minutes. Before starting any work we give you a fixed quote; you may turn it down and pay only a £25 attendance charge. If you book by phone or online, the Consumer Contracts Regulations 2013 give you the right to cancel, but if you ask us to begin within the 14-day cancellation period, you must pay for any work already carried out. We will always ask to see proof of residence before we open a door.",
            ),
            Good(
                "preserve",
                "The standard emergency callout fee is £85 in the daytime, between 8 am and 6 pm, rising to £120 at night, at weekends and on bank holidays; parts are charged in addition. This fee includes the first 30 minutes on site, and any further labour is billed at £15 per 15 minutes. A fixed quote is provided before work starts, and customers may decline it, in which case only a £25 attendance charge is payable. Bookings made by phone or online carry a right to cancel under the Consumer Contracts Regulations 2013; however, a customer who asks for work to begin within the 14-day cancellation period must pay for the work already completed. Proof of residence is always requested before a door is opened.",
            ),
            Good(
                "pl",
                "Standardowa opłata za wezwanie awaryjne wynosi 85 GBP w dzień (8:00–18:00) oraz 120 GBP w nocy, w weekendy i w dni ustawowo wolne (bank holidays), plus koszt części. Opłata obejmuje pierwsze 30 minut na miejscu; potem robocizna kosztuje 15 GBP za każde 15 minut. Przed rozpoczęciem prac podamy Ci stałą wycenę, którą możesz odrzucić, płacąc jedynie 25 GBP opłaty za przyjazd. Jeśli rezerwujesz telefonicznie lub online, przysługuje Ci prawo do odstąpienia od umowy na podstawie Consumer Contracts Regulations 2013, ale jeśli poprosisz o rozpoczęcie prac w ciągu 14-dniowego okresu na odstąpienie, musisz zapłacić za już wykonaną pracę. Zanim otworzymy drzwi, zawsze prosimy o okazanie dowodu zamieszkania.",
            ),
        ],
        bad=[
            Slip(2, [("płacąc jedynie 25 GBP", "płacąc jedynie 45 GBP")], "number"),
            Slip(
                0,
                [
                    (
                        "the Consumer Contracts Regulations 2013 give you",
                        "the Consumer Rights Act 2015 gives you",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "must pay for the work already completed",
                        "should pay for the work already completed",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-bonsai-nursery-winter-care-advice",
        source="Most of the trees we sell are hardy outdoor species and should stay outside over winter; bringing them into a heated house will probably do more harm than good. Deciduous trees such as Japanese maples need a cold dormant period of roughly two to three months below 10 °C. Protect the roots, however, once night temperatures drop below -5 °C: move the pot to an unheated shed or greenhouse, or bury it up to the rim in a sheltered bed. Water sparingly, only when the soil surface feels dry, and do not feed between November and February. Tropical species like the Ficus are the exception and must never be left outdoors when it falls below 12 °C.",
        good=[
            Good(
                "preserve",
                "Most of our trees are hardy outdoor species, so they should stay outside over winter — moving them into a heated house will probably do more harm than good. Deciduous trees, Japanese maples for example, need a cold dormant period of about two to three months below 10 °C. Once nights fall below -5 °C, though, protect the roots by moving the pot to an unheated shed or greenhouse or by burying it up to the rim in a sheltered bed. Water sparingly, only when the surface of the soil feels dry, and don't feed from November to February. The exception is tropical species such as Ficus, which must never be left outdoors below 12 °C.",
            ),
            Good(
                "preserve",
                "Winter care for your bonsai\n\n- Hardy outdoor species (most of the trees we sell) should stay outside; a heated house will probably do them more harm than good.\n- Deciduous trees such as Japanese maples need roughly two to three months of cold dormancy below 10 °C.\n- When night temperatures drop below -5 °C, protect the roots: put the pot in an unheated shed or greenhouse, or bury it up to its rim in a sheltered bed.\n- Water sparingly and only when the soil surface feels dry.\n- Do not feed between November and February.\n- Tropical species such as Ficus are the exception: they must never be left outdoors when it is below 12 °C.",
            ),
            Good(
                "pl",
                "Większość sprzedawanych przez nas drzewek to odporne gatunki ogrodowe, które powinny zimować na zewnątrz; przeniesienie ich do ogrzewanego domu prawdopodobnie bardziej im zaszkodzi, niż pomoże. Drzewa liściaste, takie jak klony japońskie, potrzebują zimnego okresu spoczynku trwającego mniej więcej od dwóch do trzech miesięcy w temperaturze poniżej 10 °C. Gdy nocą temperatura spada poniżej -5 °C, chroń jednak korzenie: przenieś doniczkę do nieogrzewanej szopy lub szklarni albo zakop ją po brzeg w osłoniętej rabacie. Podlewaj oszczędnie, tylko gdy wierzch podłoża jest suchy, i nie nawoź od listopada do lutego. Wyjątkiem są gatunki tropikalne, np. fikus, których nigdy nie wolno zostawiać na zewnątrz, gdy temperatura spada poniżej 12 °C.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("will probably do more harm than good", "will do more harm than good")],
                "hedge",
            ),
            Slip(1, [("when it is below 12 °C", "when it is below 8 °C")], "number"),
            Slip(
                2,
                [("i nie nawoź od listopada do lutego", "i nawoź od listopada do lutego")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-junior-ice-hockey-registration-rules",
        source="## U12 League: Equipment and Registration\n\nAll players **must** wear a full-face cage, neck guard and mouthguard in every game and practice. Officials may remove a player from the ice if any item is missing.\n\nRegistration for the 2025–26 season closes on **31 August 2025**. Please send:\n\n- a signed parental consent form\n- a copy of the player's birth certificate\n- the season fee of £320 (can be paid in two instalments)\n\nBody checking is not permitted at U12 level. Questions? See the [league handbook](https://northvalejhl.org.uk/handbook).",
        good=[
            Good(
                "preserve",
                "## U12 League: Equipment and Registration\n\nIn every game and every practice, players **must** wear a full-face cage, a neck guard and a mouthguard. If any of these items is missing, officials may take the player off the ice.\n\nRegistration for the 2025–26 season closes on **31 August 2025**. To register, please send:\n\n- a signed parental consent form\n- a copy of the player's birth certificate\n- the £320 season fee (it can be paid in two instalments)\n\nBody checking is not allowed at U12 level. For any questions, see the [league handbook](https://northvalejhl.org.uk/handbook).",
            ),
            Good(
                "preserve",
                "## U12 League: Equipment and Registration\n\nSafety first: a full-face cage, neck guard and mouthguard **must** be worn by every player at all games and practices, and officials may remove anyone from the ice who is missing an item.\n\nRegistration for the 2025–26 season is open until **31 August 2025**. Please send us:\n\n- a signed parental consent form\n- a copy of your child's birth certificate\n- the £320 season fee, which can be split into two instalments\n\nRemember that body checking is not permitted at U12 level. Any questions? Check the [league handbook](https://northvalejhl.org.uk/handbook).",
            ),
            Good(
                "pl",
                "## Liga U12: sprzęt i rejestracja\n\nWszyscy zawodnicy **muszą** nosić pełną osłonę twarzy (kratę), ochraniacz szyi i ochraniacz na zęby podczas każdego meczu i treningu. Sędziowie mogą usunąć zawodnika z lodu, jeśli brakuje któregoś z tych elementów.\n\nRejestracja na sezon 2025–26 kończy się **31 sierpnia 2025**. Prosimy o przesłanie:\n\n- podpisanej zgody rodzica\n- kopii aktu urodzenia zawodnika\n- opłaty sezonowej w wysokości 320 GBP (można ją wpłacić w dwóch ratach)\n\nNa poziomie U12 atak ciałem (body checking) jest niedozwolony. Pytania? Zajrzyj do [podręcznika ligi](https://northvalejhl.org.uk/handbook).",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "## U12 League: Equipment and Registration\n\n",
                        "U12 League: Equipment and Registration\n\n",
                    )
                ],
                "markdown",
            ),
            Slip(0, [("players **must** wear", "players **should** wear")], "modality"),
            Slip(2, [("**31 sierpnia 2025**", "**30 września 2025**")], "date"),
        ],
    ),
    Case(
        key="en-community-fridge-donation-rules",
        source="The Elm Street Community Fridge is open to everyone, with no questions asked and no need to register. You can donate fresh fruit and vegetables, sealed dairy products, bread and packaged food that is within its use-by date. Please do not leave raw meat or fish, alcohol, or anything that has been opened or home-cooked, as we cannot check how it was stored. Volunteers check the fridge twice a day and must remove anything past its date. If you would like to help, sign up at elmstreetfridge.org/volunteer or email hello@elmstreetfridge.org. Donations may be dropped off between 8 am and 8 pm, seven days a week.",
        good=[
            Good(
                "preserve",
                "Elm Street Community Fridge – how it works\n\nAnyone can use the fridge: there is no need to register and no one will ask questions.\n\nYou can donate:\n- fresh fruit and vegetables\n- sealed dairy products\n- bread\n- packaged food within its use-by date\n\nPlease don't leave raw meat or fish, alcohol, or anything opened or home-cooked; we have no way of checking how it was stored. Our volunteers check the fridge twice daily and must take out anything past its date. Donations may be dropped off from 8 am to 8 pm, seven days a week. Want to help? Sign up at elmstreetfridge.org/volunteer or write to hello@elmstreetfridge.org.",
            ),
            Good(
                "preserve",
                "Everyone is welcome at the Elm Street Community Fridge – you don't need to register and nobody will ask you any questions. Feel free to bring fresh fruit and veg, sealed dairy, bread and packaged food that's still within its use-by date, any day of the week between 8 am and 8 pm. We can't check how opened or home-cooked food has been stored, so please don't leave it, and please don't bring raw meat, raw fish or alcohol either. Twice a day, volunteers check the fridge, and they must remove anything that's past its date. Fancy helping out? Sign up at elmstreetfridge.org/volunteer or email hello@elmstreetfridge.org.",
            ),
            Good(
                "pl",
                "Lodówka społeczna przy Elm Street jest otwarta dla wszystkich – bez pytań i bez rejestracji. Możesz przekazać świeże owoce i warzywa, zamknięte produkty mleczne, pieczywo oraz pakowaną żywność, której termin przydatności do spożycia jeszcze nie minął. Prosimy nie zostawiać surowego mięsa ani ryb, alkoholu ani niczego, co zostało otwarte lub przygotowane w domu, ponieważ nie możemy sprawdzić, jak było przechowywane. Wolontariusze sprawdzają lodówkę dwa razy dziennie i muszą usuwać wszystko, czemu minął termin. Jeśli chcesz pomóc, zapisz się na elmstreetfridge.org/volunteer lub napisz na hello@elmstreetfridge.org. Produkty można zostawiać od 8:00 do 20:00, siedem dni w tygodniu.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("bez pytań i bez rejestracji", "bez pytań, ale po wcześniejszej rejestracji")],
                "negation",
            ),
            Slip(1, [("they must remove anything", "they may remove anything")], "modality"),
            Slip(
                0,
                [("write to hello@elmstreetfridge.org", "write to help@elmstreetfridge.org")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-tree-surgery-oak-crown-quote",
        source="Quote ref. TS-4471: reduce the crown of the mature oak at the rear of 14 Mill Lane by approximately 25% and remove deadwood over 50 mm in diameter. Total cost £1,380 including VAT, with green waste removed from site. As the property lies within a conservation area, you must give the council six weeks' notice under section 211 of the Town and Country Planning Act 1990 before we can start; we will submit the notice on your behalf. Work will not be carried out during bird nesting season unless an ecological check finds no active nests. This quote is valid for 60 days from 3 March 2025.",
        good=[
            Good(
                "preserve",
                "Quotation TS-4471. The works comprise a crown reduction of approximately 25% to the mature oak at the rear of 14 Mill Lane, together with the removal of deadwood exceeding 50 mm in diameter. The total price is £1,380 inclusive of VAT, and all green waste will be taken off site. Because the property is in a conservation area, you must give the council six weeks' notice under section 211 of the Town and Country Planning Act 1990 before work can begin; we will submit this notice for you. No work will take place during the bird nesting season unless an ecological check confirms there are no active nests. The quotation remains valid for 60 days from 3 March 2025.",
            ),
            Good(
                "preserve",
                "Here is your quote (ref. TS-4471). We'll reduce the crown of the mature oak behind 14 Mill Lane by about 25% and take out any deadwood more than 50 mm in diameter. The total is £1,380 including VAT, and we'll remove the green waste from site. Your property is in a conservation area, so under section 211 of the Town and Country Planning Act 1990 you must give the council six weeks' notice before we can start — we'll send that notice on your behalf. We won't work during bird nesting season unless an ecological check finds no active nests. The quote is valid for 60 days from 3 March 2025.",
            ),
            Good(
                "pl",
                "Wycena nr TS-4471: redukcja korony dojrzałego dębu na tyłach posesji 14 Mill Lane o około 25% oraz usunięcie suchych gałęzi o średnicy powyżej 50 mm. Łączny koszt to 1380 GBP z VAT, łącznie z wywozem odpadów zielonych. Ponieważ nieruchomość leży na obszarze chronionym (conservation area), zanim będziemy mogli zacząć, musisz z sześciotygodniowym wyprzedzeniem powiadomić władze lokalne (council) na podstawie sekcji 211 ustawy Town and Country Planning Act 1990; złożymy to zawiadomienie w Twoim imieniu. Prace nie będą prowadzone w okresie lęgowym ptaków, chyba że kontrola ekologiczna nie wykaże aktywnych gniazd. Wycena jest ważna przez 60 dni od 3 marca 2025 r.",
            ),
        ],
        bad=[
            Slip(1, [("under section 211 of", "under section 198 of")], "legal_reference"),
            Slip(2, [("od 3 marca 2025 r.", "od 3 maja 2025 r.")], "date"),
            Slip(0, [("approximately 25%", "approximately 40%")], "number"),
        ],
    ),
    Case(
        key="en-chimney-sweep-certificate-faq",
        source="After every sweep we issue a certificate showing the date, the appliance and the condition of the flue. Many home insurers expect chimneys in regular use to be swept at least once a year, and some may refuse a fire claim if you cannot show a recent certificate, so keep it somewhere safe. Landlords should keep a copy for each property. Our sweeps are registered with HETAS, and you can check any sweep's registration at hetas.co.uk/find-a-sweep. We do not sweep chimneys where a bird's nest is active; nests must not be disturbed between March and August. If your flue has not been used for more than two years, we will recommend a smoke test before you light a fire.",
        good=[
            Good(
                "preserve",
                "Why does the certificate matter?\nAfter each sweep you'll receive a certificate recording the date, the appliance and the state of the flue. Many home insurers expect a chimney in regular use to be swept at least once a year, and some may turn down a fire claim if you can't produce a recent certificate — so keep yours safe. If you're a landlord, you should keep a copy for every property.\n\nIs my sweep registered?\nAll our sweeps are registered with HETAS; you can check any sweep at hetas.co.uk/find-a-sweep.\n\nAnything else?\nWe don't sweep chimneys with an active bird's nest, because nests must not be disturbed between March and August. If your flue hasn't been used for over two years, we'll recommend a smoke test before you light a fire.",
            ),
            Good(
                "preserve",
                "Each sweep ends with a certificate that records the date, the appliance and the flue's condition. Keep it safe: many home insurers expect a regularly used chimney to be swept at least once a year, and some may reject a fire claim without a recent certificate. Landlords should hold a copy for each property. Every one of our sweeps is registered with HETAS, and any sweep's registration can be checked at hetas.co.uk/find-a-sweep. Active birds' nests must not be disturbed between March and August, so we won't sweep a chimney that has one. Where a flue has been out of use for more than two years, we will recommend a smoke test before a fire is lit.",
            ),
            Good(
                "pl",
                "Po każdym czyszczeniu wystawiamy świadectwo, na którym podajemy datę, urządzenie i stan przewodu kominowego. Wielu ubezpieczycieli domów oczekuje, że regularnie używane kominy będą czyszczone co najmniej raz w roku, a niektórzy mogą odmówić wypłaty odszkodowania za pożar, jeśli nie przedstawisz aktualnego świadectwa – dlatego przechowuj je w bezpiecznym miejscu. Wynajmujący powinni przechowywać kopię dla każdej nieruchomości. Nasi kominiarze są zarejestrowani w HETAS, a rejestrację każdego kominiarza możesz sprawdzić na stronie hetas.co.uk/find-a-sweep. Nie czyścimy kominów, w których jest zasiedlone ptasie gniazdo; gniazd nie wolno naruszać od marca do sierpnia. Jeśli przewód nie był używany dłużej niż dwa lata, przed rozpaleniem ognia zalecimy próbę dymową.",
            ),
        ],
        bad=[
            Slip(0, [("you should keep a copy", "you must keep a copy")], "modality"),
            Slip(
                1,
                [
                    (
                        "so we won't sweep a chimney that has one",
                        "but we will still sweep a chimney that has one",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("na stronie hetas.co.uk/find-a-sweep", "na stronie hetas.org.uk/find-a-sweep")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-hospital-radio-volunteer-open-evening",
        source="Radio Riverside, the hospital radio station at St Anne's, is looking for new volunteers to present request shows, visit wards to collect song requests and help in the studio. No broadcasting experience is needed; full training is given. All volunteers must complete a DBS check and the hospital's infection control module before their first ward visit, which usually takes about four weeks. We ask for a commitment of at least one three-hour shift a fortnight. Our next open evening is on Tuesday 7 October at 6:30 pm in the education centre on level 2. To book a place, email volunteers@radioriverside.org.uk.",
        good=[
            Good(
                "preserve",
                "Fancy being on the radio? Radio Riverside, the hospital radio station at St Anne's, needs new volunteers to present request shows, go round the wards collecting song requests and lend a hand in the studio. You don't need any broadcasting experience, as we give full training. Before your first ward visit you must complete a DBS check and the hospital's infection control module; this usually takes around four weeks. We ask you to commit to at least one three-hour shift every fortnight. Come along to our next open evening on Tuesday 7 October at 6:30 pm in the education centre, level 2 — book your place by emailing volunteers@radioriverside.org.uk.",
            ),
            Good(
                "preserve",
                "Radio Riverside (St Anne's hospital radio) – volunteer roles\n\nVolunteers are sought to:\n- present request shows;\n- visit wards to collect song requests;\n- assist in the studio.\n\nPrevious broadcasting experience is not required, and full training is provided. Every volunteer must complete a DBS check and the hospital's infection control module before visiting a ward for the first time; this process usually takes about four weeks. The minimum commitment is one three-hour shift per fortnight. The next open evening will be held on Tuesday 7 October at 6:30 pm in the education centre, level 2. Places can be booked by email at volunteers@radioriverside.org.uk.",
            ),
            Good(
                "pl",
                "Radio Riverside, szpitalne radio w St Anne's, szuka nowych wolontariuszy, którzy będą prowadzić audycje z piosenkami na życzenie, odwiedzać oddziały, by zbierać prośby o utwory, i pomagać w studiu. Doświadczenie radiowe nie jest potrzebne – zapewniamy pełne szkolenie. Przed pierwszą wizytą na oddziale każdy wolontariusz musi przejść weryfikację DBS oraz szpitalny moduł dotyczący kontroli zakażeń, co zwykle trwa około czterech tygodni. Prosimy o zaangażowanie w wymiarze co najmniej jednego trzygodzinnego dyżuru na dwa tygodnie. Najbliższy wieczór otwarty odbędzie się we wtorek 7 października o 18:30 w centrum edukacyjnym na poziomie 2. Aby zarezerwować miejsce, napisz na adres volunteers@radioriverside.org.uk.",
            ),
        ],
        bad=[
            Slip(
                0, [("on Tuesday 7 October at 6:30 pm", "on Thursday 9 October at 6:30 pm")], "date"
            ),
            Slip(
                1,
                [
                    (
                        "and full training is provided.",
                        "and full training is provided by presenters from BBC Radio Kent.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Prosimy o zaangażowanie w wymiarze co najmniej jednego trzygodzinnego dyżuru na dwa tygodnie. Najbliższy wieczór otwarty odbędzie się we wtorek 7 października o 18:30 w centrum edukacyjnym na poziomie 2.",
                        "We ask for a commitment of at least one three-hour shift a fortnight. Our next open evening is on Tuesday 7 October at 6:30 pm in the education centre on level 2.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-button-making-workshop-booking",
        source="Join us for a two-hour button-making workshop on Saturday mornings at the Threadneedle Studio. You will learn to make covered buttons, Dorset buttons and simple polymer clay buttons, and you can take home everything you make. The price is £35 per person, which includes all materials and a cup of tea. The class is limited to eight people, so booking is essential. It is suitable for beginners, but children under 10 cannot attend because of the small parts and sharp needles. If you cancel at least 48 hours before the start, you may transfer your place to another date; we are unable to offer refunds.",
        good=[
            Good(
                "preserve",
                "Button-making workshop at the Threadneedle Studio\n\n- When: Saturday mornings, two hours\n- What you'll make: covered buttons, Dorset buttons and simple polymer clay buttons — and everything you make is yours to take home\n- Price: £35 per person, all materials and a cup of tea included\n- Group size: maximum eight people, so booking is essential\n- Who can come: beginners are welcome; children under 10 cannot attend because of the small parts and sharp needles\n- Cancellations: cancel at least 48 hours before the start and you may move your place to another date. We can't give refunds.",
            ),
            Good(
                "preserve",
                "Spend two hours on a Saturday morning at the Threadneedle Studio learning to make buttons! In our workshop you'll learn covered buttons, Dorset buttons and simple polymer clay ones, and you can take home everything you make. It costs £35 a person, including all materials and a cup of tea. Beginners are very welcome, though children under 10 can't take part because of the small parts and sharp needles. Places are limited to eight, so booking is essential. Cancel 48 hours or more before the start and you may transfer your place to another date; unfortunately, we can't offer refunds.",
            ),
            Good(
                "pl",
                "Zapraszamy na dwugodzinne warsztaty robienia guzików w sobotnie poranki w Threadneedle Studio. Nauczysz się robić guziki obciągane, guziki typu Dorset i proste guziki z modeliny polimerowej, a wszystko, co zrobisz, możesz zabrać do domu. Cena wynosi 35 GBP od osoby i obejmuje wszystkie materiały oraz filiżankę herbaty. Liczba miejsc jest ograniczona do ośmiu osób, dlatego rezerwacja jest konieczna. Warsztaty są odpowiednie dla początkujących, ale dzieci poniżej 10 lat nie mogą w nich uczestniczyć ze względu na drobne elementy i ostre igły. Jeśli odwołasz udział co najmniej 48 godzin przed rozpoczęciem, możesz przenieść miejsce na inny termin; nie zwracamy pieniędzy.",
            ),
        ],
        bad=[
            Slip(0, [("maximum eight people", "maximum twelve people")], "number"),
            Slip(1, [("so booking is essential", "so booking is recommended")], "modality"),
            Slip(
                2,
                [
                    (
                        "dzieci poniżej 10 lat nie mogą w nich uczestniczyć",
                        "dzieci poniżej 10 lat mogą w nich uczestniczyć",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-screen-curfew-sleep-trial-summary",
        source="A randomised trial by Hartley et al. (2021), published in the Journal of Sleep Research, followed 412 office workers for 12 weeks. Participants who stopped using screens 60 minutes before bed fell asleep on average 9 minutes faster than the control group and reported slightly better sleep quality. The authors note that the effect was modest and may partly reflect participants' expectations, since the study could not be blinded. They also found no measurable change in total sleep time. A follow-up study in older adults is planned, but for now the findings probably should not be generalised beyond working-age adults.",
        good=[
            Good(
                "preserve",
                "In a randomised trial published in the Journal of Sleep Research, Hartley et al. (2021) followed 412 office workers over 12 weeks. Those who put their screens away 60 minutes before bedtime fell asleep 9 minutes faster on average than the control group, and said their sleep quality was slightly better. According to the authors, the effect was modest and may partly be due to participants' expectations, as the study could not be blinded. Total sleep time showed no measurable change. A follow-up in older adults is planned; until then, the results probably should not be generalised beyond working-age adults.",
            ),
            Good(
                "preserve",
                "Key points from Hartley et al. (2021), Journal of Sleep Research:\n\n- Design: randomised trial, 412 office workers, 12 weeks.\n- Result: stopping screen use 60 minutes before bed shortened the time taken to fall asleep by 9 minutes on average compared with the control group, and sleep quality was reported as slightly better.\n- No measurable change in total sleep time.\n- Caveats: the effect was modest and may partly reflect participants' expectations, because the study could not be blinded.\n- Scope: the findings probably should not be generalised beyond working-age adults for now; a follow-up study in older adults is planned.",
            ),
            Good(
                "pl",
                "Randomizowane badanie Hartleya i wsp. (2021), opublikowane w „Journal of Sleep Research”, objęło 412 pracowników biurowych obserwowanych przez 12 tygodni. Uczestnicy, którzy przestawali korzystać z ekranów 60 minut przed snem, zasypiali średnio o 9 minut szybciej niż grupa kontrolna i zgłaszali nieco lepszą jakość snu. Autorzy zaznaczają, że efekt był niewielki i może częściowo wynikać z oczekiwań uczestników, ponieważ badania nie dało się zaślepić. Nie stwierdzono też mierzalnej zmiany całkowitego czasu snu. Planowane jest badanie uzupełniające z udziałem osób starszych, ale na razie wyników prawdopodobnie nie należy uogólniać poza osoby w wieku produkcyjnym.",
            ),
        ],
        bad=[
            Slip(0, [("Hartley et al. (2021)", "Hartley et al. (2019)")], "citation"),
            Slip(
                1,
                [
                    (
                        "the effect was modest and may partly reflect",
                        "the effect was modest and partly reflected",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("o 9 minut szybciej", "o 19 minut szybciej")], "number"),
        ],
    ),
    Case(
        key="en-tidyfeed-cli-readme-install",
        source="# tidyfeed\n\n`tidyfeed` cleans and deduplicates RSS and Atom feeds before you import them.\n\n## Installation\n\nRequires Python 3.10 or newer. Install it from PyPI:\n\n```\npip install tidyfeed\n```\n\n## Usage\n\nRun `tidyfeed clean feeds.opml --out clean.opml` to write a cleaned copy. By default, entries older than 30 days are dropped; pass `--keep-days 0` to keep everything. The tool never modifies the input file.\n\nReport bugs at https://github.com/mbrooke/tidyfeed/issues. Please do not open issues for feature requests; use the discussion board instead.",
        good=[
            Good(
                "preserve",
                "# tidyfeed\n\n`tidyfeed` tidies up RSS and Atom feeds and removes duplicates before you import them.\n\n## Installation\n\nYou need Python 3.10 or later. Install from PyPI with:\n\n```\npip install tidyfeed\n```\n\n## Usage\n\nTo write a cleaned copy, run `tidyfeed clean feeds.opml --out clean.opml`. Entries more than 30 days old are dropped by default; to keep everything, pass `--keep-days 0`. Your input file is never modified.\n\nPlease report bugs at https://github.com/mbrooke/tidyfeed/issues. Feature requests belong on the discussion board, not in the issue tracker — please don't open issues for them.",
            ),
            Good(
                "preserve",
                "# tidyfeed\n\n`tidyfeed` cleans and deduplicates RSS and Atom feeds prior to import.\n\n## Installation\n\nPython 3.10 or newer is required. The package is installed from PyPI:\n\n```\npip install tidyfeed\n```\n\n## Usage\n\nThe command `tidyfeed clean feeds.opml --out clean.opml` writes a cleaned copy. Entries older than 30 days are dropped by default; the option `--keep-days 0` keeps all entries. The input file is never modified.\n\nPlease report bugs at https://github.com/mbrooke/tidyfeed/issues. Do not open issues for feature requests; use the discussion board for those instead.",
            ),
            Good(
                "pl",
                "# tidyfeed\n\n`tidyfeed` czyści kanały RSS i Atom oraz usuwa z nich duplikaty, zanim je zaimportujesz.\n\n## Instalacja\n\nWymaga Pythona 3.10 lub nowszego. Zainstaluj z PyPI:\n\n```\npip install tidyfeed\n```\n\n## Użycie\n\nUruchom `tidyfeed clean feeds.opml --out clean.opml`, aby zapisać oczyszczoną kopię. Domyślnie wpisy starsze niż 30 dni są usuwane; aby zachować wszystkie, podaj `--keep-days 0`. Narzędzie nigdy nie modyfikuje pliku wejściowego.\n\nBłędy zgłaszaj na https://github.com/mbrooke/tidyfeed/issues. Prosimy nie zakładać zgłoszeń z prośbami o nowe funkcje – zamiast tego skorzystaj z forum dyskusyjnego.",
            ),
        ],
        bad=[
            Slip(0, [("pass `--keep-days 0`", "pass `--keep-all`")], "code"),
            Slip(1, [("```\npip install tidyfeed\n```", "pip install tidyfeed")], "markdown"),
            Slip(
                2,
                [
                    (
                        "https://github.com/mbrooke/tidyfeed/issues",
                        "https://gitlab.com/mbrooke/tidyfeed/issues",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-allotment-plot-waiting-list-policy",
        source="Applicants for an allotment plot must live within the parish of Ashford Green and be over 18. There is currently a waiting list of around 70 people, and the average wait is likely to be two to three years. Plots are offered strictly in order of application; we cannot give priority to friends or relatives of existing tenants. When a plot becomes available, you will be contacted by email and must accept or decline within 14 days, otherwise the offer passes to the next person. Tenants may keep up to six hens but are not allowed to keep cockerels. Bonfires are permitted only between October and March.",
        good=[
            Good(
                "preserve",
                "To apply for an allotment plot you must be over 18 and live within the parish of Ashford Green. Around 70 people are currently on the waiting list, and the average wait is likely to be two to three years. We offer plots strictly in the order applications were received, and we cannot prioritise friends or relatives of existing tenants. When a plot comes up, we will email you; you must accept or decline within 14 days, or the offer will go to the next person on the list. Once you are a tenant, you may keep up to six hens, but cockerels are not allowed. Bonfires are permitted only from October to March.",
            ),
            Good(
                "preserve",
                "Ashford Green allotments – waiting list and rules\n\n- Eligibility: applicants must be over 18 and live within the parish of Ashford Green.\n- Waiting list: currently around 70 people; the average wait is likely to be two to three years.\n- Order: plots are offered strictly in order of application, and we cannot give priority to friends or relatives of existing tenants.\n- Offers: made by email; you must accept or decline within 14 days, otherwise the plot goes to the next person.\n- Animals: tenants may keep up to six hens; cockerels are not allowed.\n- Bonfires: permitted only between October and March.",
            ),
            Good(
                "pl",
                "Osoby ubiegające się o działkę muszą mieszkać na terenie parafii Ashford Green i mieć ukończone 18 lat. Obecnie na liście oczekujących jest około 70 osób, a średni czas oczekiwania wyniesie prawdopodobnie od dwóch do trzech lat. Działki przydzielamy ściśle według kolejności zgłoszeń; nie możemy dawać pierwszeństwa znajomym ani krewnym obecnych dzierżawców. Gdy zwolni się działka, skontaktujemy się z Tobą mailowo – musisz przyjąć lub odrzucić ofertę w ciągu 14 dni, w przeciwnym razie przejdzie ona na kolejną osobę. Dzierżawcy mogą trzymać do sześciu kur, ale nie wolno im trzymać kogutów. Ogniska są dozwolone tylko od października do marca.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "you must accept or decline within 14 days",
                        "you should accept or decline within 14 days",
                    )
                ],
                "modality",
            ),
            Slip(1, [("cockerels are not allowed", "cockerels are allowed too")], "negation"),
            Slip(
                2,
                [
                    (
                        "skontaktujemy się z Tobą mailowo",
                        "skontaktuje się z Tobą mailowo sekretarz stowarzyszenia, Margaret Hale",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-pottery-kiln-firing-member-notes",
        source="Kiln firing notes for members. A bisque firing to 1000 °C takes about eight hours, and the kiln then needs at least 24 hours to cool; never open the lid above 100 °C, as the sudden temperature change can crack the ware. Glaze firings are held on Thursdays only and go up to 1240 °C. Work must be completely dry before it is loaded, since trapped moisture is likely to cause pieces to burst. Each member may fire up to two shelves per month; extra space costs £6 per shelf. Firing logs for the current term are kept until 30 June.",
        good=[
            Good(
                "preserve",
                "Kiln firing – notes for members\n\n- Bisque firings reach 1000 °C and take about eight hours; the kiln then needs at least 24 hours to cool.\n- Never open the lid above 100 °C: the sudden change in temperature can crack the ware.\n- Glaze firings run on Thursdays only, up to 1240 °C.\n- All work must be completely dry before loading, because trapped moisture is likely to make pieces burst.\n- Each member may fire up to two shelves a month; additional space is £6 per shelf.\n- This term's firing logs are kept until 30 June.",
            ),
            Good(
                "preserve",
                "A few notes on using the kiln. Bisque firings go to 1000 °C and take roughly eight hours, after which the kiln needs 24 hours or more to cool down. Don't ever open the lid while it's above 100 °C — the sudden temperature change can crack your ware. We only do glaze firings on Thursdays, and they reach 1240 °C. Your work must be completely dry before it goes in, as trapped moisture is likely to cause pieces to burst. You may fire up to two shelves each month, and extra space costs £6 per shelf. Firing logs for the current term are kept until 30 June.",
            ),
            Good(
                "pl",
                "Notatki dla członków dotyczące wypału. Wypał biskwitowy do 1000 °C trwa około ośmiu godzin, a potem piec potrzebuje co najmniej 24 godzin na ostygnięcie; nigdy nie otwieraj pokrywy powyżej 100 °C, bo nagła zmiana temperatury może spowodować pęknięcie wyrobów. Wypały szkliwa odbywają się wyłącznie w czwartki i osiągają 1240 °C. Prace muszą być całkowicie suche przed załadunkiem, ponieważ uwięziona wilgoć prawdopodobnie spowoduje ich rozsadzenie. Każdy członek może wypalić do dwóch półek miesięcznie; dodatkowe miejsce kosztuje 6 GBP za półkę. Dzienniki wypałów z bieżącego semestru są przechowywane do 30 czerwca.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("additional space is £6 per shelf", "additional space is £9 per shelf")],
                "number",
            ),
            Slip(1, [("take roughly eight hours", "take eight hours")], "hedge"),
            Slip(2, [("wyłącznie w czwartki", "wyłącznie we wtorki")], "date"),
        ],
    ),
    Case(
        key="en-library-ebook-audiobook-loan-faq",
        source="Members of Hollin County Libraries can borrow up to 10 ebooks and 5 audiobooks at a time through the Libby app. Loans last 21 days and return themselves automatically, so there are no late fees. You can renew a title if nobody else has reserved it. Some popular titles have long waiting lists because we pay for each licence separately, and publishers may limit how many times a licence can be lent. You will need your library card number and PIN to sign in; if you have forgotten your PIN, reset it at hollinlibraries.gov.uk/pin. Ebooks cannot be downloaded to Kindle devices in the UK.",
        good=[
            Good(
                "preserve",
                "How many titles can I borrow?\nAs a Hollin County Libraries member you can have up to 10 ebooks and 5 audiobooks at once through the Libby app.\n\nHow long are loans?\n21 days. Titles are returned automatically, so there are no late fees. If no one else has reserved a title, you can renew it.\n\nWhy is there a waiting list?\nWe pay for each licence separately, and publishers may limit how many times a licence can be lent, so popular titles can have long queues.\n\nHow do I sign in?\nUse your library card number and PIN. Forgotten your PIN? Reset it at hollinlibraries.gov.uk/pin.\n\nCan I read on a Kindle?\nNot in the UK — ebooks can't be downloaded to Kindle devices here.",
            ),
            Good(
                "preserve",
                "Through the Libby app, Hollin County Libraries members can borrow up to 10 ebooks and 5 audiobooks at any one time. Each loan runs for 21 days and ends automatically, which means no late fees. A title can be renewed as long as nobody else has reserved it. Waiting lists for some popular titles are long, because each licence is paid for separately and publishers may restrict how many times it can be lent. To sign in you need your library card number and PIN; a forgotten PIN can be reset at hollinlibraries.gov.uk/pin. In the UK, ebooks cannot be downloaded to Kindle devices.",
            ),
            Good(
                "pl",
                "Członkowie Hollin County Libraries mogą wypożyczyć jednocześnie do 10 e-booków i 5 audiobooków w aplikacji Libby. Wypożyczenie trwa 21 dni, a tytuły zwracają się automatycznie, więc nie ma opłat za przetrzymanie. Tytuł można przedłużyć, jeśli nikt inny go nie zarezerwował. Na niektóre popularne tytuły czeka się długo, bo za każdą licencję płacimy osobno, a wydawcy mogą ograniczać, ile razy można wypożyczyć jedną licencję. Do zalogowania potrzebny jest numer karty bibliotecznej i PIN; jeśli nie pamiętasz PIN-u, zresetuj go na stronie hollinlibraries.gov.uk/pin. W Wielkiej Brytanii e-booków nie można pobierać na czytniki Kindle.",
            ),
        ],
        bad=[
            Slip(1, [("hollinlibraries.gov.uk/pin", "hollinlibraries.gov.uk/reset")], "url"),
            Slip(
                2,
                [
                    (
                        "e-booków nie można pobierać na czytniki Kindle",
                        "e-booki można pobierać także na czytniki Kindle",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "We pay for each licence separately,",
                        "We pay for each licence separately, usually about three times the price of a printed copy,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-urban-garden-bee-diversity-review",
        source="Urban gardens can support surprisingly diverse bee communities. Baldock et al. (2019), surveying 360 sites across four UK cities, recorded more bee species in allotments and residential gardens than in parks or cemeteries. Similarly, Hall et al. (2017, Conservation Biology 31: 24–29) argue that cities may act as refuges for some pollinators. However, most of these studies are short-term, and urban populations could still decline if green space continues to be lost. Councils should therefore treat allotments and gardens as part of their pollinator strategies, and future surveys ought to run for at least five years to detect trends.",
        good=[
            Good(
                "preserve",
                "Bee communities in urban gardens can be surprisingly diverse. In a survey of 360 sites across four UK cities, Baldock et al. (2019) recorded more bee species in allotments and residential gardens than in parks or cemeteries. Hall et al. (2017, Conservation Biology 31: 24–29) likewise argue that cities may serve as refuges for some pollinators. Most of this research is short-term, though, and if green space keeps being lost, urban populations could still decline. For this reason, councils should include allotments and gardens in their pollinator strategies, and future surveys ought to last at least five years so that trends can be detected.",
            ),
            Good(
                "preserve",
                "Urban gardens can host surprisingly diverse bee communities. Allotments and residential gardens supported more bee species than parks or cemeteries in Baldock et al.'s (2019) survey of 360 sites in four UK cities, and Hall et al. (2017, Conservation Biology 31: 24–29) similarly contend that cities may function as refuges for some pollinators. Because most of these studies are short-term, however, urban populations could still decline should green space continue to be lost. Councils should accordingly incorporate allotments and gardens into their pollinator strategies, while future surveys ought to run for a minimum of five years in order to detect trends.",
            ),
            Good(
                "pl",
                "Ogrody miejskie mogą być siedliskiem zaskakująco zróżnicowanych zespołów pszczół. Baldock i wsp. (2019), badając 360 stanowisk w czterech miastach Wielkiej Brytanii, odnotowali więcej gatunków pszczół w ogródkach działkowych i przydomowych niż w parkach czy na cmentarzach. Podobnie Hall i wsp. (2017, Conservation Biology 31: 24–29) twierdzą, że miasta mogą stanowić schronienie dla niektórych zapylaczy. Większość tych badań jest jednak krótkoterminowa, a populacje miejskie nadal mogą się zmniejszać, jeśli tereny zielone będą dalej znikać. Dlatego samorządy powinny uwzględniać ogródki działkowe i ogrody przydomowe w swoich strategiach ochrony zapylaczy, a przyszłe badania terenowe powinny trwać co najmniej pięć lat, aby można było wykryć trendy.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("Conservation Biology 31: 24–29", "Conservation Biology 31: 42–49")],
                "citation",
            ),
            Slip(0, [("cities may serve as refuges", "cities serve as refuges")], "hedge"),
            Slip(
                1,
                [
                    (
                        "Councils should accordingly incorporate",
                        "Councils must accordingly incorporate",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-gym-membership-privacy-retention-notice",
        source="We process your personal data to manage your gym membership, relying on Article 6(1)(b) UK GDPR (performance of a contract). CCTV footage is kept for 30 days and then deleted automatically, unless it is needed to investigate an incident. Membership records are retained for six years after your membership ends, in line with the limitation period in the Limitation Act 1980. We do not sell your data, and we will only share it with third parties where the law requires us to. You have the right to request a copy of your data; we must respond within one month. Contact our data protection lead at privacy@corefitgyms.co.uk.",
        good=[
            Good(
                "preserve",
                "We use your personal data to run your gym membership. The legal basis is Article 6(1)(b) UK GDPR, performance of a contract. CCTV recordings are deleted automatically after 30 days unless we need them to investigate an incident. We keep membership records for six years after your membership ends, in line with the limitation period in the Limitation Act 1980. Your data is never sold, and we share it with third parties only when the law requires it. You can ask for a copy of your data, and we must reply within one month. To get in touch, email our data protection lead at privacy@corefitgyms.co.uk.",
            ),
            Good(
                "preserve",
                "How we handle your data\n\n- Purpose and legal basis: managing your gym membership, under Article 6(1)(b) UK GDPR (performance of a contract).\n- CCTV: footage is kept for 30 days, then deleted automatically, unless it is needed to investigate an incident.\n- Membership records: retained for six years after your membership ends, in line with the limitation period in the Limitation Act 1980.\n- Sharing: we do not sell your data, and we share it with third parties only where the law requires us to.\n- Your rights: you may request a copy of your data, and we must respond within one month.\n- Contact: our data protection lead, at privacy@corefitgyms.co.uk.",
            ),
            Good(
                "pl",
                "Przetwarzamy Twoje dane osobowe w celu obsługi członkostwa w siłowni, na podstawie art. 6 ust. 1 lit. b UK GDPR (wykonanie umowy). Nagrania z monitoringu są przechowywane przez 30 dni, a następnie automatycznie usuwane, chyba że są potrzebne do wyjaśnienia incydentu. Dokumentację członkowską przechowujemy przez sześć lat od zakończenia członkostwa, zgodnie z okresem przedawnienia określonym w Limitation Act 1980. Nie sprzedajemy Twoich danych i udostępniamy je podmiotom trzecim wyłącznie wtedy, gdy wymaga tego prawo. Masz prawo zażądać kopii swoich danych; musimy odpowiedzieć w ciągu miesiąca. Z osobą odpowiedzialną u nas za ochronę danych skontaktujesz się pod adresem privacy@corefitgyms.co.uk.",
            ),
        ],
        bad=[
            Slip(0, [("Article 6(1)(b) UK GDPR", "Article 6(1)(f) UK GDPR")], "legal_reference"),
            Slip(
                1,
                [("we must respond within one month", "we aim to respond within one month")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "gdy wymaga tego prawo.",
                        "gdy wymaga tego prawo. Wszystkie dane przechowujemy na serwerach w Irlandii.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-buildkit-major-upgrade-migration-notes",
        source="## Upgrading to 4.0\n\nVersion 4.0 drops support for Node.js 16; you need Node.js 18.17 or later.\n\nThe config file has been renamed from `buildkit.json` to `buildkit.config.json`. The old name still works but will be removed in 5.0, so please rename it now.\n\n### Breaking changes\n\n- The `minify` option is now `true` by default.\n- `outDir` no longer accepts absolute paths.\n- `--parallel` now runs 4 workers by default instead of 1.\n- Builds that took longer than 120 seconds used to time out silently; they now fail with exit code 3.\n\nRun `npx buildkit migrate` to update most settings automatically. See the [migration guide](https://buildkit.dev/docs/migrate-4) for details.",
        good=[
            Good(
                "preserve",
                "## Upgrading to 4.0\n\nNode.js 16 is no longer supported as of version 4.0 — you'll need Node.js 18.17 or newer.\n\n`buildkit.json` has been renamed to `buildkit.config.json`. The old name keeps working for now but will be removed in 5.0, so please rename your file now.\n\n### Breaking changes\n\n- `minify` now defaults to `true`.\n- Absolute paths are no longer accepted in `outDir`.\n- `--parallel` now uses 4 workers by default (previously 1).\n- Builds running longer than 120 seconds, which used to time out silently, now fail with exit code 3.\n\nTo update most settings automatically, run `npx buildkit migrate`. Details are in the [migration guide](https://buildkit.dev/docs/migrate-4).",
            ),
            Good(
                "preserve",
                "## Upgrading to 4.0\n\nRequires Node.js 18.17 or later; support for Node.js 16 has been dropped.\n\nConfig file renamed: `buildkit.json` → `buildkit.config.json`. The old name still works, but it will be removed in 5.0 — please rename it now.\n\n### Breaking changes\n\n- `minify` is `true` by default.\n- `outDir` does not accept absolute paths any more.\n- `--parallel` defaults to 4 workers instead of 1.\n- Builds over 120 seconds no longer time out silently; they fail with exit code 3.\n\n`npx buildkit migrate` updates most settings automatically. For details, see the [migration guide](https://buildkit.dev/docs/migrate-4).",
            ),
            Good(
                "pl",
                "## Aktualizacja do wersji 4.0\n\nWersja 4.0 nie obsługuje już Node.js 16; potrzebny jest Node.js 18.17 lub nowszy.\n\nPlik konfiguracyjny zmienił nazwę z `buildkit.json` na `buildkit.config.json`. Stara nazwa nadal działa, ale zostanie usunięta w wersji 5.0, więc prosimy o zmianę nazwy już teraz.\n\n### Zmiany niezgodne wstecz\n\n- Opcja `minify` ma teraz domyślnie wartość `true`.\n- `outDir` nie akceptuje już ścieżek bezwzględnych.\n- `--parallel` domyślnie uruchamia teraz 4 procesy robocze zamiast 1.\n- Kompilacje trwające dłużej niż 120 sekund wcześniej po cichu przekraczały limit czasu; teraz kończą się błędem z kodem wyjścia 3.\n\nUruchom `npx buildkit migrate`, aby automatycznie zaktualizować większość ustawień. Szczegóły znajdziesz w [przewodniku migracji](https://buildkit.dev/docs/migrate-4).",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- `minify` now defaults to `true`.\n- Absolute paths are no longer accepted in `outDir`.",
                        "- `minify` now defaults to `true`, and absolute paths are no longer accepted in `outDir`.",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("defaults to 4 workers", "defaults to 8 workers")], "number"),
            Slip(2, [("na `buildkit.config.json`", "na `buildkit.conf.json`")], "code"),
        ],
    ),
    Case(
        key="en-marathon-race-hydration-evidence-advice",
        source="During a marathon, most runners should drink to thirst rather than follow a fixed schedule. The American College of Sports Medicine's position stand (Sawka et al., 2007) suggests that losing more than 2% of body weight through sweat may impair performance, but drinking far beyond thirst can lead to hyponatraemia, which is potentially fatal. Hew-Butler et al. (2015) report that slower runners finishing in over four hours are probably at greater risk, because they have more time to overdrink. Do not weigh yourself during the race; instead, check your weight before and after a long training run to estimate your sweat rate. Sports drinks are not necessary for runs under an hour.",
        good=[
            Good(
                "preserve",
                "Most runners should drink to thirst during a marathon instead of following a fixed schedule. According to the American College of Sports Medicine's position stand (Sawka et al., 2007), losing more than 2% of your body weight through sweat may impair performance, yet drinking far beyond thirst can lead to hyponatraemia, a potentially fatal condition. Hew-Butler et al. (2015) report that slower runners, those finishing in more than four hours, are probably at greater risk because they have longer to overdrink. Don't weigh yourself mid-race; instead, weigh yourself before and after a long training run to estimate your sweat rate. For runs under an hour, sports drinks aren't necessary.",
            ),
            Good(
                "preserve",
                "Hydration during a marathon – key points\n\n- Most runners should drink to thirst, not to a fixed schedule.\n- Losing more than 2% of body weight through sweat may impair performance, while drinking far beyond thirst can lead to potentially fatal hyponatraemia (ACSM position stand, Sawka et al., 2007).\n- Slower runners, finishing in over four hours, are probably at greater risk, since they have more time to overdrink (Hew-Butler et al., 2015).\n- Do not weigh yourself during the race; to estimate your sweat rate, weigh yourself before and after a long training run instead.\n- Sports drinks are not necessary for runs shorter than an hour.",
            ),
            Good(
                "pl",
                "Podczas maratonu większość biegaczy powinna pić zgodnie z pragnieniem, a nie według ustalonego harmonogramu. Stanowisko American College of Sports Medicine (Sawka i wsp., 2007) wskazuje, że utrata ponad 2% masy ciała z potem może pogorszyć wyniki, ale picie znacznie ponad pragnienie może prowadzić do potencjalnie śmiertelnej hiponatremii. Hew-Butler i wsp. (2015) podają, że wolniejsi biegacze, kończący bieg w czasie powyżej czterech godzin, są prawdopodobnie bardziej narażeni, bo mają więcej czasu, by wypić za dużo. Nie waż się w trakcie biegu; zamiast tego zważ się przed długim biegiem treningowym i po nim, aby oszacować tempo pocenia się. Napoje izotoniczne nie są potrzebne przy biegach krótszych niż godzina.",
            ),
        ],
        bad=[
            Slip(0, [("Hew-Butler et al. (2015)", "Hew-Butler et al. (2005)")], "citation"),
            Slip(1, [("are probably at greater risk", "are at greater risk")], "hedge"),
            Slip(
                2,
                [("Napoje izotoniczne nie są potrzebne", "Napoje izotoniczne są potrzebne")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-tenancy-deposit-return-deductions-guide",
        source="When your tenancy ends, your landlord or letting agent should tell you within 10 days how much of your deposit they plan to keep. In England, a deposit for an assured shorthold tenancy must be protected in a government-approved scheme within 30 days of receipt, and for most tenancies it cannot exceed five weeks' rent where the annual rent is below £50,000. Deductions are only allowed for damage beyond fair wear and tear, unpaid rent or missing items listed in the inventory. If you disagree, you can use the scheme's free dispute resolution service, but you usually need to raise the dispute within three months of the tenancy ending. Keep your check-out photos; they are often the deciding evidence.",
        good=[
            Good(
                "preserve",
                "At the end of your tenancy, your landlord or letting agent should let you know within 10 days how much of the deposit they intend to keep. In England, deposits for assured shorthold tenancies must be protected in a government-approved scheme within 30 days of being received. For most tenancies, the deposit cannot be more than five weeks' rent if the annual rent is below £50,000. The only permitted deductions are for damage beyond fair wear and tear, unpaid rent, or missing items listed in the inventory. If you don't agree, the scheme's dispute resolution service is free to use, although you usually need to raise a dispute within three months of the tenancy ending. Hold on to your check-out photos — they are often the deciding evidence.",
            ),
            Good(
                "preserve",
                "Getting your deposit back – what to know\n\n1. Protection: in England, an assured shorthold tenancy deposit must be placed in a government-approved scheme within 30 days of receipt. For most tenancies it cannot exceed five weeks' rent where the annual rent is below £50,000.\n2. Deductions: your landlord or letting agent should tell you within 10 days of the tenancy ending how much they plan to keep. Deductions are allowed only for damage beyond fair wear and tear, unpaid rent, or missing items listed in the inventory.\n3. Disputes: you can use the scheme's free dispute resolution service, but you usually need to raise the dispute within three months of the tenancy ending.\n4. Evidence: keep your check-out photos, as they are often what decides the case.",
            ),
            Good(
                "pl",
                "Po zakończeniu najmu wynajmujący lub agencja powinni w ciągu 10 dni poinformować Cię, jaką część kaucji zamierzają zatrzymać. W Anglii kaucja w ramach umowy assured shorthold tenancy musi zostać zabezpieczona w zatwierdzonym przez rząd systemie w ciągu 30 dni od jej otrzymania, a w przypadku większości umów nie może przekraczać pięciotygodniowego czynszu, jeśli roczny czynsz wynosi poniżej 50 000 GBP. Potrącenia są dozwolone wyłącznie za szkody wykraczające poza normalne zużycie, niezapłacony czynsz lub brakujące przedmioty wymienione w protokole zdawczo-odbiorczym. Jeśli się nie zgadzasz, możesz skorzystać z bezpłatnej procedury rozstrzygania sporów prowadzonej przez ten system, ale zwykle trzeba zgłosić spór w ciągu trzech miesięcy od zakończenia najmu. Zachowaj zdjęcia z dnia wyprowadzki – często to one przesądzają o wyniku.",
            ),
        ],
        bad=[
            Slip(0, [("below £50,000", "below £40,000")], "number"),
            Slip(
                1,
                [
                    (
                        "within three months of the tenancy ending",
                        "within six months of the tenancy ending",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "często to one przesądzają o wyniku",
                        "w ponad 80% spraw to one przesądzają o wyniku",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
