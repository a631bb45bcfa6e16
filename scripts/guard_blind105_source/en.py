# ruff: noqa: E501, RUF001
"""English source cases of blind set 105: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-cotswold-classic-rally-entry-rules",
        source="Entries for the 2025 Cotswold Classic Rally open on 3 March and close at midnight on 18 April. The rally is limited to 60 cars, all of which must have been built before 1 January 1985; cars with modern replica bodies are not eligible. Each crew must consist of a driver and a navigator, and the entry fee is £185 per car, including two dinner tickets. Late entries will not be accepted under any circumstances. Cars must hold a valid MOT or be registered as historic vehicles, and every crew should carry a fire extinguisher of at least 1 kg. Scrutineering takes place at Bourton Village Hall from 8:00 on the morning of the start. Questions about eligibility can be sent to entries@cotswoldclassic.org.uk.",
        good=[
            Good(
                "preserve",
                "Thinking of entering the 2025 Cotswold Classic Rally? Entries open on 3 March and close at midnight on 18 April, and the field is limited to 60 cars. Your car must have been built before 1 January 1985, and cars with modern replica bodies are not eligible. Your crew must be made up of a driver and a navigator. The fee is £185 per car, which includes two dinner tickets. Please note that late entries will not be accepted under any circumstances. Your car must either hold a valid MOT or be registered as a historic vehicle, and you should carry a fire extinguisher of at least 1 kg. Scrutineering starts at 8:00 on the morning of the start, at Bourton Village Hall. Any questions about eligibility can go to entries@cotswoldclassic.org.uk.",
            ),
            Good(
                "preserve",
                "2025 Cotswold Classic Rally – entry at a glance\n\n- Entries: open 3 March, close at midnight on 18 April. Late entries will not be accepted under any circumstances.\n- Field: limited to 60 cars.\n- Eligibility: cars must have been built before 1 January 1985; modern replica bodies are not eligible.\n- Crew: must consist of a driver and a navigator.\n- Fee: £185 per car, including two dinner tickets.\n- Documents: a valid MOT or historic-vehicle registration is required.\n- Safety: each crew should carry a fire extinguisher of at least 1 kg.\n- Scrutineering: Bourton Village Hall, from 8:00 on the morning of the start.\n- Eligibility questions: entries@cotswoldclassic.org.uk",
            ),
            Good(
                "pl",
                "Zgłoszenia do Cotswold Classic Rally 2025 przyjmujemy od 3 marca do północy 18 kwietnia. Liczba uczestników jest ograniczona do 60 samochodów, a każdy z nich musi być wyprodukowany przed 1 stycznia 1985 r.; auta z nowoczesnymi replikami nadwozi nie są dopuszczane. Załoga musi składać się z kierowcy i pilota, a wpisowe wynosi 185 £ od samochodu i obejmuje dwa bilety na kolację. Zgłoszenia po terminie w żadnym wypadku nie będą przyjmowane. Samochód musi mieć ważne badanie techniczne MOT lub być zarejestrowany jako pojazd zabytkowy, a każda załoga powinna mieć ze sobą gaśnicę o masie co najmniej 1 kg. Odbiór techniczny odbędzie się w Bourton Village Hall od godziny 8:00 rano w dniu startu. Pytania dotyczące warunków udziału prosimy kierować na adres entries@cotswoldclassic.org.uk.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "cars with modern replica bodies are not eligible",
                        "cars with modern replica bodies are also eligible",
                    )
                ],
                "negation",
            ),
            Slip(1, [("limited to 60 cars", "limited to 50 cars")], "number"),
            Slip(2, [("do północy 18 kwietnia", "do północy 8 kwietnia")], "date"),
        ],
    ),
    Case(
        key="en-hearing-dog-puppy-raiser-guide",
        source="As a volunteer puppy raiser, you will look after one of our hearing-dog puppies in your home from about eight weeks of age until it is roughly 14 months old. You must attend a puppy class every fortnight, and you should update your puppy's training diary after each session. Puppies may not be left alone for more than three hours at a time, so raisers usually work part-time or from home. We cover food, equipment and vet bills; you only need to provide a loving home and transport. Most puppies will probably go on to qualify, but some are better suited to other careers, and we will discuss any change with you first.",
        good=[
            Good(
                "preserve",
                "Volunteer puppy raisers care for one of the charity's hearing-dog puppies in their own home, from approximately eight weeks of age until the dog is roughly 14 months old. Attendance at a puppy class every fortnight is compulsory, and raisers should update the puppy's training diary after each session. Because puppies may not be left alone for more than three hours at a time, raisers usually work part-time or from home. The charity covers food, equipment and veterinary bills; the raiser needs to provide only a loving home and transport. Most puppies will probably go on to qualify, although some are better suited to other careers, and any change will be discussed with the raiser first.",
            ),
            Good(
                "preserve",
                "Raising a hearing-dog puppy means having one live with you from about eight weeks old until it's roughly 14 months. You must come along to puppy class every two weeks, and you should fill in the training diary after every session. Puppies may not be left on their own for longer than three hours at a time, which is why most raisers work part-time or from home. We pay for food, equipment and vet bills – all you provide is a loving home and transport. Most of our puppies will probably qualify, but some are better suited to other careers; if that happens, we'll talk it through with you first.",
            ),
            Good(
                "pl",
                "Jako wolontariusz wychowujący szczeniaka będziesz opiekować się u siebie w domu jednym z naszych szczeniąt szkolonych na psy asystujące osobom niesłyszącym – od około ósmego tygodnia życia do mniej więcej 14. miesiąca. Musisz co dwa tygodnie uczestniczyć w zajęciach dla szczeniąt i powinieneś po każdych zajęciach uzupełniać dziennik szkolenia. Szczeniąt nie wolno zostawiać samych na dłużej niż trzy godziny, dlatego wolontariusze zwykle pracują w niepełnym wymiarze godzin lub z domu. Pokrywamy koszty jedzenia, wyposażenia i weterynarza; Ty zapewniasz jedynie kochający dom i transport. Większość szczeniąt prawdopodobnie uzyska kwalifikacje, ale niektóre lepiej sprawdzą się w innej roli – o każdej takiej zmianie najpierw z Tobą porozmawiamy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "any change will be discussed with the raiser first.",
                        "any change will be discussed with the raiser first, and the raiser will be offered the chance to adopt the dog.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("Most of our puppies will probably qualify", "Most of our puppies will qualify")],
                "hedge",
            ),
            Slip(
                2,
                [("Musisz co dwa tygodnie uczestniczyć", "Warto co dwa tygodnie uczestniczyć")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-hartwell-watermill-guided-tour-info",
        source="Guided tours of Hartwell Watermill run every Saturday and Sunday from 5 April to 26 October, starting at 11:00 and 14:30. Each tour lasts about 75 minutes and is limited to 15 people, so booking online at www.hartwellmill.org/tours is strongly recommended. Tickets cost £9 for adults and £4.50 for children aged 5–15; under-fives go free. The upper floors are reached by steep wooden ladders and are not accessible to wheelchair users, but the ground-floor exhibition and the millpond walk are. Dogs are welcome in the grounds but not inside the mill. On the first Sunday of each month the millers grind flour, and you may buy a 1.5 kg bag in the shop.",
        good=[
            Good(
                "preserve",
                "Hartwell Watermill guided tours\n\n- When: Saturdays and Sundays, 5 April – 26 October, at 11:00 and 14:30\n- Length: about 75 minutes; maximum 15 people per tour\n- Booking: strongly recommended, online at www.hartwellmill.org/tours\n- Prices: adults £9, children aged 5–15 £4.50, under-fives free\n- Access: the upper floors are reached by steep wooden ladders and are not accessible to wheelchair users; the ground-floor exhibition and the millpond walk are\n- Dogs: welcome in the grounds, not inside the mill\n- Milling days: first Sunday of each month, when you may buy a 1.5 kg bag of flour in the shop",
            ),
            Good(
                "preserve",
                "Hartwell Watermill offers guided tours on Saturdays and Sundays between 5 April and 26 October, with two start times: 11:00 and 14:30. Tours take about 75 minutes and are capped at 15 people, so we strongly recommend booking online at www.hartwellmill.org/tours. Adult tickets are £9, children aged 5–15 pay £4.50, and under-fives go free. Please be aware that the upper floors can only be reached by steep wooden ladders and are not wheelchair accessible; the ground-floor exhibition and the millpond walk, however, are. Dogs are welcome in the grounds, though not inside the mill. On the first Sunday of every month the millers grind flour, and you may buy it in 1.5 kg bags in the shop.",
            ),
            Good(
                "pl",
                "Zwiedzanie młyna wodnego Hartwell z przewodnikiem odbywa się w każdą sobotę i niedzielę od 5 kwietnia do 26 października, o 11:00 i 14:30. Wycieczka trwa około 75 minut, a grupa liczy najwyżej 15 osób, dlatego zdecydowanie zalecamy rezerwację online na stronie www.hartwellmill.org/tours. Bilet dla dorosłych kosztuje 9 £, dla dzieci w wieku 5–15 lat 4,50 £, a dzieci poniżej piątego roku życia wchodzą bezpłatnie. Na wyższe piętra prowadzą strome drewniane drabiny, więc nie są one dostępne dla osób na wózkach; dostępne są natomiast wystawa na parterze i ścieżka wokół stawu młyńskiego. Psy są mile widziane na terenie posiadłości, ale nie wewnątrz młyna. W pierwszą niedzielę każdego miesiąca młynarze mielą mąkę, którą można kupić w sklepie w workach po 1,5 kg.",
            ),
        ],
        bad=[
            Slip(0, [("children aged 5–15 £4.50", "children aged 5–15 £5.50")], "number"),
            Slip(1, [("www.hartwellmill.org/tours", "www.hartwellmill.com/tours")], "url"),
            Slip(2, [("od 5 kwietnia do 26 października", "od 5 kwietnia do 26 września")], "date"),
        ],
    ),
    Case(
        key="en-shiftdb-three-upgrade-migration-notes",
        source="## Upgrading to Shiftdb 3.0\n\nShiftdb 3.0 drops support for PostgreSQL 11 and earlier. Before upgrading, you must run `shiftdb verify --strict` against every environment; the command must not report any checksum mismatches.\n\n- The config key `migrations_dir` is now `migrations.path`.\n- Repeatable migrations must be renamed from the `R__` prefix to `repeat__`.\n- The `--dry-run` flag should be used for the first production deploy.\n\nRolling back to 2.x is not supported once the new history table has been created. See the [migration guide](https://docs.shiftdb.dev/upgrade/3.0) for details.",
        good=[
            Good(
                "preserve",
                "## Upgrading to Shiftdb 3.0\n\nVersion 3.0 no longer supports PostgreSQL 11 or any earlier release. Before you upgrade, you must run `shiftdb verify --strict` against each of your environments, and it must not report a single checksum mismatch.\n\n- `migrations_dir` has been renamed to `migrations.path` in the config.\n- Repeatable migrations must switch from the `R__` prefix to `repeat__`.\n- For your first production deploy, you should use the `--dry-run` flag.\n\nOnce the new history table exists, rolling back to 2.x is not supported. Full details are in the [migration guide](https://docs.shiftdb.dev/upgrade/3.0).",
            ),
            Good(
                "preserve",
                "## Upgrading to Shiftdb 3.0\n\nNote that Shiftdb 3.0 does not support PostgreSQL 11 or earlier.\n\n1. First run `shiftdb verify --strict` against every environment. This step is required, and the command must not report any checksum mismatches.\n2. Rename the config key `migrations_dir` to `migrations.path`.\n3. Rename your repeatable migrations: the `R__` prefix must become `repeat__`.\n4. For the first production deploy, you should use the `--dry-run` flag.\n\nBe aware that rolling back to 2.x is not supported once the new history table has been created. See the [migration guide](https://docs.shiftdb.dev/upgrade/3.0) for details.",
            ),
            Good(
                "pl",
                "## Aktualizacja do Shiftdb 3.0\n\nShiftdb 3.0 nie obsługuje już PostgreSQL 11 ani wcześniejszych wersji. Przed aktualizacją musisz uruchomić `shiftdb verify --strict` dla każdego środowiska; polecenie nie może zgłosić żadnej niezgodności sum kontrolnych.\n\n- Klucz konfiguracji `migrations_dir` nazywa się teraz `migrations.path`.\n- Migracje powtarzalne muszą zmienić prefiks z `R__` na `repeat__`.\n- Przy pierwszym wdrożeniu produkcyjnym powinieneś użyć flagi `--dry-run`.\n\nPo utworzeniu nowej tabeli historii powrót do wersji 2.x nie jest obsługiwany. Szczegóły znajdziesz w [przewodniku po migracji](https://docs.shiftdb.dev/upgrade/3.0).",
            ),
        ],
        bad=[
            Slip(0, [("`shiftdb verify --strict`", "`shiftdb verify --safe`")], "code"),
            Slip(
                1, [("## Upgrading to Shiftdb 3.0\n\n", "Upgrading to Shiftdb 3.0\n")], "markdown"
            ),
            Slip(
                2,
                [
                    (
                        "Migracje powtarzalne muszą zmienić prefiks",
                        "Migracje powtarzalne mogą zmienić prefiks",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-crux-climbing-gym-belay-test",
        source="Before you can belay at Crux Climbing Centre without supervision, you must pass our belay test. The test takes about 20 minutes and costs £12, which is refunded if you sign up for a course within 30 days. You will be asked to tie a figure-eight follow-through, carry out at least three partner checks and hold a lead fall. If you fail, you may retake the test after 7 days. Belay devices with assisted braking are recommended but not mandatory. Climbers under 16 cannot take the test and must belay under the supervision of a registered adult. Your belay card is valid for 12 months and must be shown at reception on request.",
        good=[
            Good(
                "preserve",
                "Unsupervised belaying at Crux Climbing Centre is permitted only after you have passed the centre's belay test. The test takes approximately 20 minutes and costs £12; this fee is refunded if you book a course within 30 days. Candidates are asked to tie a figure-eight follow-through, carry out at least three partner checks and hold a lead fall. A failed test may be retaken after 7 days. Assisted-braking belay devices are recommended but not mandatory. Climbers under 16 cannot take the test and must belay under the supervision of a registered adult. Belay cards are valid for 12 months and must be shown at reception on request.",
            ),
            Good(
                "preserve",
                "Want to belay on your own at Crux Climbing Centre? You must first pass our belay test:\n\n- It takes about 20 minutes and costs £12, refunded if you sign up for a course within 30 days.\n- You'll tie a figure-eight follow-through, do at least three partner checks and hold a lead fall.\n- Didn't pass? You may try again after 7 days.\n- Assisted-braking belay devices are recommended, but you don't have to use one.\n- Under-16s cannot take the test; they must belay under the supervision of a registered adult.\n- Your belay card is valid for 12 months, and you must show it at reception if asked.",
            ),
            Good(
                "pl",
                "Aby samodzielnie asekurować w Crux Climbing Centre, musisz zdać nasz test asekuracji. Test trwa około 20 minut i kosztuje 12 £; opłata jest zwracana, jeśli w ciągu 30 dni zapiszesz się na kurs. Poprosimy Cię o zawiązanie ósemki przewiązanej, wykonanie co najmniej trzech kontroli partnerskich i wyłapanie lotu na prowadzeniu. Jeśli nie zdasz, możesz podejść do testu ponownie po 7 dniach. Przyrządy asekuracyjne ze wspomaganiem hamowania są zalecane, ale nie obowiązkowe. Osoby poniżej 16. roku życia nie mogą przystąpić do testu i muszą asekurować pod nadzorem zarejestrowanej osoby dorosłej. Karta asekuracyjna jest ważna 12 miesięcy i należy ją okazać w recepcji na żądanie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Climbers under 16 cannot take the test and must belay",
                        "Climbers under 16 can take the test but must belay",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("do at least three partner checks", "do at least two partner checks")],
                "number",
            ),
            Slip(
                2,
                [("musisz zdać nasz test asekuracji", "powinieneś zdać nasz test asekuracji")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-oakfield-school-canteen-allergy-menu",
        source="From Monday 2 September, the canteen at Oakfield Primary will publish its weekly menu with all 14 major allergens marked, in line with Regulation (EU) No 1169/2011 as retained in UK law. Parents of children with a food allergy must complete the dietary form and return it with a doctor's letter. Please note that our kitchen is not a nut-free environment, and although we take great care, we cannot guarantee that any dish is completely free from traces of allergens. Packed lunches containing nuts are not permitted. The special menu will probably change each half-term, and any changes will be emailed to parents at least one week in advance.",
        good=[
            Good(
                "preserve",
                "Starting on Monday 2 September, Oakfield Primary's canteen will publish its weekly menu with all 14 major allergens marked, in line with Regulation (EU) No 1169/2011 as retained in UK law. If your child has a food allergy, you must fill in the dietary form and send it back together with a doctor's letter. Our kitchen is not nut-free: we take great care, but we cannot guarantee that any dish is completely free from traces of allergens. Nuts are not allowed in packed lunches. The special menu will probably change every half-term, and we will email you about any changes at least one week beforehand.",
            ),
            Good(
                "preserve",
                "Allergy information – Oakfield Primary canteen\n\nIn line with Regulation (EU) No 1169/2011 as retained in UK law, the weekly canteen menu will show all 14 major allergens from Monday 2 September. Parents whose children have a food allergy must return the completed dietary form along with a doctor's letter. The kitchen is not a nut-free environment; while every care is taken, it cannot be guaranteed that any dish is entirely free from traces of allergens. Packed lunches must not contain nuts. The special menu is likely to change each half-term, and parents will be notified of any changes by email at least a week in advance.",
            ),
            Good(
                "pl",
                "Od poniedziałku 2 września stołówka w Oakfield Primary będzie publikować cotygodniowe menu z oznaczeniem wszystkich 14 głównych alergenów, zgodnie z rozporządzeniem (UE) nr 1169/2011 w brzmieniu przyjętym do prawa Wielkiej Brytanii. Rodzice dzieci z alergią pokarmową muszą wypełnić formularz dietetyczny i oddać go wraz z zaświadczeniem lekarskim. Prosimy pamiętać, że nasza kuchnia nie jest strefą wolną od orzechów i choć dokładamy wszelkich starań, nie możemy zagwarantować, że którekolwiek danie jest całkowicie wolne od śladów alergenów. Drugie śniadania przynoszone z domu nie mogą zawierać orzechów. Specjalne menu prawdopodobnie będzie się zmieniać co pół semestru, a o wszelkich zmianach poinformujemy rodziców e-mailem z co najmniej tygodniowym wyprzedzeniem.",
            ),
        ],
        bad=[
            Slip(0, [("Our kitchen is not nut-free:", "Our kitchen is nut-free:")], "negation"),
            Slip(
                1,
                [("Regulation (EU) No 1169/2011", "Regulation (EU) No 1169/2013")],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "Specjalne menu prawdopodobnie będzie się zmieniać",
                        "Specjalne menu będzie się zmieniać",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-snow-groomer-night-work-notice",
        source="Please be aware that snow groomers will be working on the slopes every night from 20 December to 6 April, between 17:30 and 7:00. During these hours all pistes are closed, and skiing, ski touring and sledging on them are strictly prohibited. Groomers may use winch cables that are stretched across the piste and are not visible in the dark; the cables can be anchored up to 1,000 metres above the machine. Ski tourers may use only the marked uphill route from the Talstation car park, and not before 7:00. Anyone found on a closed piste may be fined. For updates, check the daily bulletin posted at the lift office.",
        good=[
            Good(
                "preserve",
                "Snow groomers will be out on the slopes every night from 20 December to 6 April, from 17:30 until 7:00. At those times all pistes are closed, and you are strictly prohibited from skiing, ski touring or sledging on them. Watch out: groomers may use winch cables stretched across the piste that you will not be able to see in the dark, and these can be anchored as far as 1,000 metres above the machine. If you are ski touring, you may use only the marked uphill route from the Talstation car park, and not before 7:00. You may be fined if you are found on a closed piste. Check the daily bulletin at the lift office for updates.",
            ),
            Good(
                "preserve",
                "NIGHT GROOMING – 20 December to 6 April\n\nSnow groomers work on the slopes every night between 17:30 and 7:00. All pistes are closed during this time; skiing, ski touring and sledging on them are strictly prohibited.\n\nDanger: winch cables may be stretched across the piste. They are not visible in the dark and can be anchored up to 1,000 metres above the groomer.\n\nSki tourers may use only the marked uphill route from the Talstation car park, and not before 7:00. Anyone found on a closed piste may be fined. Updates: daily bulletin at the lift office.",
            ),
            Good(
                "pl",
                "Informujemy, że od 20 grudnia do 6 kwietnia ratraki będą pracować na stokach każdej nocy w godzinach 17:30–7:00. W tym czasie wszystkie trasy są zamknięte, a jazda na nartach, skitouring i zjazdy na sankach są na nich surowo zabronione. Ratraki mogą korzystać z lin wyciągarek rozpiętych w poprzek trasy, niewidocznych w ciemności; liny te mogą być zakotwiczone nawet 1000 metrów powyżej maszyny. Skiturowcy mogą korzystać wyłącznie z oznakowanej trasy podejścia od parkingu Talstation i nie wcześniej niż o 7:00. Każda osoba zastana na zamkniętej trasie może zostać ukarana mandatem. Aktualne informacje znajdziesz w codziennym komunikacie wywieszonym w kasie wyciągu.",
            ),
        ],
        bad=[
            Slip(0, [("from 17:30 until 7:00", "from 19:30 until 7:00")], "date"),
            Slip(
                1,
                [("They are not visible in the dark", "They are visible in the dark")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "może zostać ukarana mandatem.",
                        "może zostać ukarana mandatem, a jej karnet zostanie unieważniony.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-greenfield-archery-club-membership-fees",
        source="Membership fees for the 2025/26 season at Greenfield Archers are now due. Adult membership costs £165 a year, juniors (under 18) pay £70, and a family of up to four pays £340. Fees include Archery GB affiliation and insurance. New members must complete the six-week beginners' course (£95) before joining, and the course fee will be deducted from their first year's membership. Payment should be made by bank transfer by 31 October; members who have not paid by then may not shoot at club sessions. You can pay in two instalments if you contact the treasurer. Full details are at greenfieldarchers.org.uk/membership.",
        good=[
            Good(
                "preserve",
                "Greenfield Archers – 2025/26 membership fees (now due)\n\n- Adult: £165 per year\n- Junior (under 18): £70\n- Family (up to four people): £340\n\nAll fees include Archery GB affiliation and insurance. New members must first complete the six-week beginners' course (£95); the course fee will be deducted from the first year's membership. Payment should be made by bank transfer by 31 October, and members who have not paid by then may not shoot at club sessions. If you would like to pay in two instalments, contact the treasurer. Full details: greenfieldarchers.org.uk/membership",
            ),
            Good(
                "preserve",
                "It's time to renew your Greenfield Archers membership for the 2025/26 season. A year's adult membership is £165, juniors under 18 pay £70, and families of up to four pay £340, all including Archery GB affiliation and insurance. If you're new to the club, you must complete our six-week beginners' course (£95) before you join, and we'll deduct that fee from your first year's membership. You should pay by bank transfer by 31 October; if you haven't paid by then, you may not shoot at club sessions. Prefer to split it? Contact the treasurer and you can pay in two instalments. Everything is explained at greenfieldarchers.org.uk/membership.",
            ),
            Good(
                "pl",
                "Nadszedł termin płatności składek członkowskich w Greenfield Archers na sezon 2025/26. Składka dla dorosłych wynosi 165 £ rocznie, juniorzy (poniżej 18 lat) płacą 70 £, a rodzina licząca do czterech osób – 340 £. Składki obejmują przynależność do Archery GB i ubezpieczenie. Nowi członkowie muszą przed przystąpieniem do klubu ukończyć sześciotygodniowy kurs dla początkujących (95 £), a opłata za kurs zostanie odliczona od składki za pierwszy rok. Składki powinny zostać opłacone przelewem do 31 października; członkowie, którzy do tego czasu nie zapłacą, nie mogą strzelać podczas zajęć klubowych. Po kontakcie ze skarbnikiem można zapłacić w dwóch ratach. Wszystkie szczegóły znajdziesz na stronie greenfieldarchers.org.uk/membership.",
            ),
        ],
        bad=[
            Slip(0, [("Family (up to four people)", "Family (up to five people)")], "number"),
            Slip(
                1,
                [("greenfieldarchers.org.uk/membership", "greenfieldarchers.co.uk/membership")],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "Nowi członkowie muszą przed przystąpieniem",
                        "Nowi członkowie powinni przed przystąpieniem",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-zipcar-go-fuel-card-rules",
        source="Every ZipCar Go vehicle has a fuel card in the glovebox. You may use it only to refuel the car you have booked, and only at Shell or BP stations. If the tank is below a quarter when you finish your trip, you must refuel before returning the car; members who leave less than 25% will be charged a £15 fee. The card must never be used for car washes, snacks or other vehicles. Always enter the car's current mileage when the pump asks for it. If the card is declined, do not pay with your own money unless the tank is nearly empty; call us on 0800 123 4567 first. Receipts should be left in the glovebox.",
        good=[
            Good(
                "preserve",
                "ZipCar Go fuel card – the rules\n\n1. Every vehicle has a fuel card in the glovebox.\n2. You may use it only to refuel the car you have booked, and only at Shell or BP stations.\n3. If the tank is below a quarter at the end of your trip, you must refuel before you return the car. Leaving less than 25% means a £15 fee.\n4. Never use the card for car washes, snacks or other vehicles.\n5. Always enter the car's current mileage when the pump asks for it.\n6. If the card is declined, call us on 0800 123 4567 first, and do not pay with your own money unless the tank is nearly empty.\n7. Receipts should be left in the glovebox.",
            ),
            Good(
                "preserve",
                "You'll find a fuel card in the glovebox of every ZipCar Go vehicle. It may be used only for refuelling the car you have booked and only at Shell or BP stations – never for car washes, snacks or other vehicles. When the pump asks for the mileage, always enter the car's current reading. If you end your trip with less than a quarter of a tank, you must refuel before returning the car, or you will be charged a £15 fee for leaving under 25%. Should the card be declined, do not pay with your own money unless the tank is nearly empty; call us first on 0800 123 4567. Receipts should be left in the glovebox.",
            ),
            Good(
                "pl",
                "W schowku każdego samochodu ZipCar Go znajduje się karta paliwowa. Możesz jej używać wyłącznie do tankowania zarezerwowanego przez siebie auta i tylko na stacjach Shell lub BP. Jeśli na koniec przejazdu w baku jest mniej niż ćwierć zbiornika, musisz zatankować przed zwrotem samochodu; za pozostawienie mniej niż 25% paliwa naliczamy opłatę 15 £. Karty nigdy nie wolno używać do myjni, zakupu przekąsek ani tankowania innych pojazdów. Zawsze wpisuj aktualny przebieg samochodu, gdy dystrybutor o to poprosi. Jeśli karta zostanie odrzucona, nie płać własnymi pieniędzmi, chyba że bak jest prawie pusty – najpierw zadzwoń do nas pod numer 0800 123 4567. Paragony powinny zostać w schowku.",
            ),
        ],
        bad=[
            Slip(
                0, [("4. Never use the card for", "4. You can also use the card for")], "negation"
            ),
            Slip(
                1,
                [
                    (
                        "you must refuel before returning the car",
                        "you should refuel before returning the car",
                    )
                ],
                "modality",
            ),
            Slip(2, [("opłatę 15 £", "opłatę 25 £")], "number"),
        ],
    ),
    Case(
        key="en-midlands-stamp-exchange-fair-notice",
        source="The Midlands Philatelic Society will hold its spring exchange fair on Saturday 10 May 2025 at St Martin's Community Centre, Leicester, from 9:30 to 15:00. Admission is free for visitors. Around 40 dealers are expected, along with a beginners' table where volunteers will help value small collections. Members who want a trading table must book it by 25 April; tables cost £20 each and are allocated in order of booking. Please note that the centre has no cash machine, and not all dealers accept cards. Refreshments will be available in the main hall throughout the day.",
        good=[
            Good(
                "preserve",
                "Spring exchange fair – Midlands Philatelic Society\n\nDate: Saturday 10 May 2025, 9:30–15:00\nVenue: St Martin's Community Centre, Leicester\n\nEntry is free for visitors. We expect around 40 dealers, plus a beginners' table where volunteers will help you value small collections. If you are a member and want a trading table, you must book it by 25 April; each table costs £20, and tables are allocated in the order in which bookings are received. There is no cash machine at the centre, and not every dealer takes cards. Refreshments will be available in the main hall all day.",
            ),
            Good(
                "preserve",
                "On Saturday 10 May 2025 the Midlands Philatelic Society is holding its spring exchange fair at St Martin's Community Centre in Leicester, open from 9:30 until 15:00, with free admission for visitors. About 40 dealers are expected to attend, and there will be a beginners' table staffed by volunteers who will help value small collections. Members wanting a trading table must book one by 25 April; each costs £20, and they will be allocated in the order bookings arrive. Bear in mind that there is no cash machine on site and not all dealers accept card payments. Refreshments are available in the main hall throughout the day.",
            ),
            Good(
                "pl",
                "Midlands Philatelic Society organizuje wiosenną giełdę wymiany w sobotę 10 maja 2025 r. w St Martin's Community Centre w Leicesterze, w godzinach 9:30–15:00. Wstęp dla zwiedzających jest bezpłatny. Spodziewamy się około 40 handlarzy; będzie też stolik dla początkujących, przy którym wolontariusze pomogą wycenić niewielkie kolekcje. Członkowie, którzy chcą mieć własny stół wymiany, muszą go zarezerwować do 25 kwietnia; stół kosztuje 20 £, a przydział odbywa się według kolejności rezerwacji. Uwaga: w ośrodku nie ma bankomatu, a nie wszyscy handlarze akceptują karty. Przez cały dzień w głównej sali dostępny będzie poczęstunek.",
            ),
        ],
        bad=[
            Slip(0, [("you must book it by 25 April", "you must book it by 5 May")], "date"),
            Slip(
                1,
                [
                    (
                        "Bear in mind that there is no cash machine on site and not all dealers accept card payments.",
                        "Pamiętaj, że na miejscu nie ma bankomatu, a nie wszyscy handlarze przyjmują płatności kartą.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                2,
                [
                    (
                        "Spodziewamy się około 40 handlarzy;",
                        "Spodziewamy się około 40 handlarzy, w tym kilku z Niemiec i Holandii;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-short-sleep-diabetes-cohort-summary",
        source="A large cohort study by Hendriks et al. (2021), published in Sleep Medicine (vol. 84, pp. 112–120), followed 3,412 adults aged 40–70 for an average of 6.5 years. Participants who slept less than six hours a night were about 30% more likely to develop type 2 diabetes than those who slept seven to eight hours. The authors stress that the study was observational and cannot show that short sleep causes diabetes; poor sleep may simply reflect other risk factors such as shift work or obesity. They suggest that sleep duration should probably be considered alongside diet and physical activity in future prevention trials.",
        good=[
            Good(
                "preserve",
                "In a large cohort study, Hendriks et al. (2021) tracked 3,412 adults aged between 40 and 70 for an average of 6.5 years, reporting their findings in Sleep Medicine (vol. 84, pp. 112–120). People who slept under six hours a night had roughly a 30% higher chance of developing type 2 diabetes than people who slept seven to eight hours. However, the authors point out that this was an observational study, so it cannot show that short sleep causes diabetes – poor sleep may just be a sign of other risk factors, such as shift work or obesity. In their view, future prevention trials should probably look at sleep duration alongside diet and physical activity.",
            ),
            Good(
                "preserve",
                "In a large cohort study (Hendriks et al., 2021, Sleep Medicine, 84, 112–120), 3,412 adults aged 40–70 were followed for a mean of 6.5 years. Compared with participants sleeping seven to eight hours per night, those sleeping fewer than six hours showed an approximately 30% higher likelihood of developing type 2 diabetes. The authors emphasise the observational design, which cannot establish that short sleep causes diabetes; poor sleep may merely reflect other risk factors, such as shift work or obesity. They propose that future prevention trials should probably consider sleep duration alongside diet and physical activity.",
            ),
            Good(
                "pl",
                "W dużym badaniu kohortowym Hendriksa i wsp. (2021), opublikowanym w „Sleep Medicine” (t. 84, s. 112–120), przez średnio 6,5 roku obserwowano 3412 dorosłych w wieku 40–70 lat. U osób śpiących krócej niż sześć godzin na dobę ryzyko zachorowania na cukrzycę typu 2 było o około 30% wyższe niż u osób śpiących od siedmiu do ośmiu godzin. Autorzy podkreślają, że było to badanie obserwacyjne, które nie może wykazać, że krótki sen powoduje cukrzycę; słaby sen może po prostu odzwierciedlać inne czynniki ryzyka, takie jak praca zmianowa czy otyłość. Sugerują, że w przyszłych badaniach profilaktycznych należałoby prawdopodobnie uwzględniać czas snu obok diety i aktywności fizycznej.",
            ),
        ],
        bad=[
            Slip(0, [("(vol. 84, pp. 112–120)", "(vol. 48, pp. 112–120)")], "citation"),
            Slip(
                1,
                [
                    (
                        "showed an approximately 30% higher likelihood",
                        "showed a 30% higher likelihood",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("obserwowano 3412 dorosłych", "obserwowano 3142 dorosłych")], "number"),
        ],
    ),
    Case(
        key="en-harbour-lettings-deposit-protection-letter",
        source="Dear Ms Patel,\n\nThank you for your deposit of £1,250, received on 14 August 2024. Under section 213 of the Housing Act 2004, we must protect it in a government-approved scheme within 30 days and give you the prescribed information. Your deposit has been registered with the Deposit Protection Service under certificate number DPS-884213. We will not make any deductions without first sending you an itemised list, and you may challenge any deduction through the scheme's free dispute service. The deposit should normally be returned within 10 days of agreeing the amount at the end of your tenancy.\n\nYours sincerely,\nHarbour Lettings",
        good=[
            Good(
                "preserve",
                "Dear Ms Patel,\n\nWe received your £1,250 deposit on 14 August 2024 – thank you. Section 213 of the Housing Act 2004 requires us to protect it in a government-approved scheme within 30 days and to give you the prescribed information. We have registered your deposit with the Deposit Protection Service; the certificate number is DPS-884213. No deductions will be made unless we have first sent you an itemised list, and you may challenge any deduction using the scheme's free dispute service. At the end of your tenancy, the deposit should normally be returned within 10 days of the amount being agreed.\n\nYours sincerely,\nHarbour Lettings",
            ),
            Good(
                "preserve",
                "Dear Ms Patel,\n\nWe acknowledge receipt of your deposit of £1,250 on 14 August 2024. In accordance with section 213 of the Housing Act 2004, we are obliged to protect it in a government-approved scheme within 30 days and to provide you with the prescribed information. The deposit is now registered with the Deposit Protection Service (certificate no. DPS-884213). We will make no deductions without first sending you an itemised list, and you are entitled to challenge any deduction via the scheme's free dispute service. At the end of the tenancy, the deposit should normally be returned within 10 days once the amount has been agreed.\n\nYours sincerely,\nHarbour Lettings",
            ),
            Good(
                "pl",
                "Szanowna Pani Patel,\n\ndziękujemy za kaucję w wysokości 1250 £, którą otrzymaliśmy 14 sierpnia 2024 r. Zgodnie z sekcją 213 ustawy Housing Act 2004 musimy w ciągu 30 dni zabezpieczyć ją w systemie zatwierdzonym przez rząd i przekazać Pani wymagane informacje. Kaucja została zarejestrowana w Deposit Protection Service pod numerem certyfikatu DPS-884213. Nie dokonamy żadnych potrąceń bez wcześniejszego przesłania Pani szczegółowego wykazu, a każde potrącenie może Pani zakwestionować w ramach bezpłatnej procedury rozstrzygania sporów prowadzonej przez ten system. Po zakończeniu najmu kaucja powinna zostać zwrócona zwykle w ciągu 10 dni od uzgodnienia kwoty.\n\nZ poważaniem\nHarbour Lettings",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Section 213 of the Housing Act 2004", "Section 214 of the Housing Act 2004")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "We will make no deductions without first sending you",
                        "We will make deductions without first sending you",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "którą otrzymaliśmy 14 sierpnia 2024 r.",
                        "którą otrzymaliśmy 4 sierpnia 2024 r.",
                    )
                ],
                "date",
            ),
        ],
    ),
    Case(
        key="en-tidyfeed-readme-installation-section",
        source="# tidyfeed\n\n`tidyfeed` cleans up RSS and Atom feeds before you import them into a reader.\n\n## Installation\n\nYou need Python 3.10 or newer. Install the latest release from PyPI:\n\n```bash\npip install tidyfeed\n```\n\nThen create a config file at `~/.config/tidyfeed/config.toml`. The `max_items` key defaults to 200; setting it above 1000 is not recommended. Do not commit your config file if it contains API tokens.\n\nBug reports are welcome at https://github.com/tidyfeed/tidyfeed/issues.",
        good=[
            Good(
                "preserve",
                "# tidyfeed\n\n`tidyfeed` tidies up RSS and Atom feeds before they go into your feed reader.\n\n## Installation\n\nPython 3.10 or newer is required. Get the latest release from PyPI:\n\n```bash\npip install tidyfeed\n```\n\nNext, create a config file at `~/.config/tidyfeed/config.toml`. By default `max_items` is 200, and we don't recommend setting it above 1000. If your config file contains API tokens, do not commit it.\n\nPlease report bugs at https://github.com/tidyfeed/tidyfeed/issues.",
            ),
            Good(
                "preserve",
                "# tidyfeed\n\n`tidyfeed` cleans RSS and Atom feeds before you import them into a reader.\n\n## Installation\n\n1. Make sure you have Python 3.10 or newer.\n2. Install the latest release from PyPI:\n\n   ```bash\n   pip install tidyfeed\n   ```\n\n3. Create a config file at `~/.config/tidyfeed/config.toml`. The `max_items` key defaults to 200; values above 1000 are not recommended.\n\nDo not commit your config file if it contains API tokens. Found a bug? Report it at https://github.com/tidyfeed/tidyfeed/issues.",
            ),
            Good(
                "pl",
                "# tidyfeed\n\n`tidyfeed` porządkuje kanały RSS i Atom, zanim zaimportujesz je do czytnika.\n\n## Instalacja\n\nPotrzebujesz Pythona w wersji 3.10 lub nowszej. Zainstaluj najnowsze wydanie z PyPI:\n\n```bash\npip install tidyfeed\n```\n\nNastępnie utwórz plik konfiguracyjny `~/.config/tidyfeed/config.toml`. Klucz `max_items` ma domyślnie wartość 200; nie zaleca się ustawiania go powyżej 1000. Nie commituj pliku konfiguracyjnego, jeśli zawiera tokeny API.\n\nZgłoszenia błędów przyjmujemy pod adresem https://github.com/tidyfeed/tidyfeed/issues.",
            ),
        ],
        bad=[
            Slip(0, [("`~/.config/tidyfeed/config.toml`", "`~/.tidyfeed/config.toml`")], "code"),
            Slip(
                1,
                [("   ```bash\n   pip install tidyfeed\n   ```", "   pip install tidyfeed")],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "https://github.com/tidyfeed/tidyfeed/issues",
                        "https://github.com/tidyfeed/issues",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-uk-gdpr-access-request-reply-letter",
        source="Thank you for your request of 3 February, which we have treated as a subject access request under Article 15 of the UK GDPR. We must respond within one month, so you will receive a copy of your personal data by 3 March at the latest. If your request turns out to be complex, we may extend this period by up to two further months under Article 12(3), and we will tell you if we do. We will not charge a fee. Please note that we cannot disclose information about other people, such as the names of colleagues who handled your complaint. You also have the right to complain to the Information Commissioner's Office.",
        good=[
            Good(
                "preserve",
                "Your request of 3 February is being treated as a subject access request under Article 15 of the UK GDPR. We are required to reply within one month, which means you will get a copy of your personal data by 3 March at the latest. Should the request prove complex, Article 12(3) allows us to extend this period by up to two further months; we will let you know if that happens. There is no fee. We cannot, however, disclose information about other people, for example the names of colleagues who dealt with your complaint. You also have the right to lodge a complaint with the Information Commissioner's Office.",
            ),
            Good(
                "preserve",
                "Thank you for your request of 3 February. We're handling it as a subject access request under Article 15 of the UK GDPR. We must respond within one month, so you'll have a copy of your personal data by 3 March at the latest. If your request turns out to be complex, we may extend this by up to two more months under Article 12(3) – and if we do, we'll tell you. We won't charge you a fee. Please understand that we cannot share information about other people, such as the names of colleagues who handled your complaint. You also have the right to complain to the Information Commissioner's Office.",
            ),
            Good(
                "pl",
                "Dziękujemy za wniosek z 3 lutego, który potraktowaliśmy jako żądanie dostępu do danych osobowych na podstawie art. 15 UK GDPR. Musimy odpowiedzieć w ciągu miesiąca, więc kopię swoich danych osobowych otrzymają Państwo najpóźniej 3 marca. Jeśli wniosek okaże się złożony, na podstawie art. 12 ust. 3 możemy przedłużyć ten termin maksymalnie o dwa kolejne miesiące – w takim przypadku poinformujemy Państwa o tym. Nie pobierzemy żadnej opłaty. Informujemy, że nie możemy ujawniać informacji o innych osobach, np. nazwisk współpracowników, którzy zajmowali się Państwa skargą. Przysługuje Państwu również prawo do wniesienia skargi do Information Commissioner's Office.",
            ),
        ],
        bad=[
            Slip(0, [("Article 12(3) allows us", "Article 13(3) allows us")], "legal_reference"),
            Slip(
                1,
                [("We must respond within one month", "We aim to respond within one month")],
                "modality",
            ),
            Slip(2, [("Nie pobierzemy żadnej opłaty.", "Pobierzemy za to opłatę.")], "negation"),
        ],
    ),
    Case(
        key="en-holderness-cliff-retreat-lidar-abstract",
        source="Cliff retreat along the Holderness coast has been measured since the 1950s. Using aerial LiDAR surveys from 2008 to 2022, we estimate a mean retreat rate of 1.8 m per year, with local maxima of about 4 m per year south of Withernsea. These rates are broadly consistent with earlier estimates by Quinn et al. (2009) and with the long-term record compiled by Valentin (1954). Retreat appears to be accelerating slightly, possibly because of more frequent winter storms, but the 14-year record is too short to confirm a trend. We did not find a link between retreat and beach width at the sites surveyed. The data are available under doi:10.5285/a3f7c1e2.",
        good=[
            Good(
                "preserve",
                "How fast are the Holderness cliffs retreating? Measurements go back to the 1950s, and this study used aerial LiDAR surveys from 2008 to 2022. It estimates that the cliffs retreat by 1.8 m a year on average, with local maxima of about 4 m a year south of Withernsea. That broadly agrees with earlier estimates by Quinn et al. (2009) and with the long-term record compiled by Valentin (1954). Retreat appears to be speeding up slightly, possibly because of more frequent winter storms, but 14 years of data are too few to confirm a trend. No link was found between retreat and beach width at the surveyed sites. The data are available under doi:10.5285/a3f7c1e2.",
            ),
            Good(
                "preserve",
                "Cliff retreat on the Holderness coast has been monitored since the 1950s. Based on aerial LiDAR surveys covering 2008–2022, the mean retreat rate is estimated at 1.8 m per year, with local maxima of approximately 4 m per year south of Withernsea. These values are broadly in line with previous estimates (Quinn et al., 2009) and with the long-term record compiled by Valentin (1954). The rate of retreat appears to be increasing slightly, possibly as a result of more frequent winter storms, although a 14-year record is too short to confirm any trend. No relationship between retreat and beach width was found at the surveyed sites. The data are available at doi:10.5285/a3f7c1e2.",
            ),
            Good(
                "pl",
                "Cofanie się klifów na wybrzeżu Holderness jest mierzone od lat 50. XX wieku. Na podstawie lotniczych pomiarów LiDAR z lat 2008–2022 szacujemy, że średnie tempo cofania się wynosi 1,8 m rocznie, a lokalne maksima na południe od Withernsea sięgają około 4 m rocznie. Wartości te są zasadniczo zgodne z wcześniejszymi szacunkami Quinna i wsp. (2009) oraz z długoterminowym zapisem opracowanym przez Valentina (1954). Cofanie się klifów wydaje się nieznacznie przyspieszać, być może z powodu częstszych sztormów zimowych, ale 14-letni zapis jest zbyt krótki, aby potwierdzić ten trend. W badanych miejscach nie stwierdziliśmy związku między cofaniem się klifów a szerokością plaży. Dane są dostępne pod doi:10.5285/a3f7c1e2.",
            ),
        ],
        bad=[
            Slip(0, [("Quinn et al. (2009)", "Quinn et al. (2019)")], "citation"),
            Slip(
                1,
                [
                    (
                        "possibly as a result of more frequent winter storms",
                        "as a result of more frequent winter storms",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("wynosi 1,8 m rocznie", "wynosi 2,8 m rocznie")], "number"),
        ],
    ),
    Case(
        key="en-riverside-community-garden-plot-rules",
        source="Plots at Riverside Community Garden are allocated once a year, in February. Applicants must live within the borough, and each household may hold only one plot. A full plot costs £48 a year and a half plot £26; concessions are available for pensioners and students. Plot holders should visit at least once a fortnight during the growing season, and a plot that is left uncultivated for more than eight weeks may be reallocated. Hosepipes are not allowed between June and August, and bonfires are never permitted. Sheds must not exceed 1.8 m in height. The waiting list is currently about 18 months long.",
        good=[
            Good(
                "preserve",
                "Riverside Community Garden allocates its plots once a year, in February. To apply, you must live in the borough, and each household may hold only one plot. You'll pay £48 a year for a full plot or £26 for a half plot, with concessions for pensioners and students. During the growing season you should visit your plot at least once every two weeks; if it's left uncultivated for more than eight weeks, it may be given to someone else. You can't use hosepipes between June and August, and bonfires are never permitted. Your shed must not be taller than 1.8 m. At the moment the waiting list is about 18 months long.",
            ),
            Good(
                "preserve",
                "Riverside Community Garden – plot rules\n\n• Allocation: once a year, in February.\n• Eligibility: applicants must live within the borough; only one plot per household.\n• Rent: £48 a year for a full plot, £26 for a half plot; concessions available for pensioners and students.\n• Attendance: plot holders should visit at least once a fortnight during the growing season. Plots left uncultivated for more than eight weeks may be reallocated.\n• Hosepipes: not allowed between June and August.\n• Bonfires: never permitted.\n• Sheds: must not exceed 1.8 m in height.\n• Waiting list: currently about 18 months.",
            ),
            Good(
                "pl",
                "Działki w Riverside Community Garden przydzielane są raz w roku, w lutym. Wnioskodawcy muszą mieszkać na terenie dzielnicy, a jedno gospodarstwo domowe może mieć tylko jedną działkę. Cała działka kosztuje 48 £ rocznie, a pół działki 26 £; emeryci i studenci mogą skorzystać ze zniżek. Działkowicze powinni w sezonie wegetacyjnym odwiedzać działkę co najmniej raz na dwa tygodnie, a działka nieuprawiana przez ponad osiem tygodni może zostać przydzielona komuś innemu. Od czerwca do sierpnia nie wolno używać węży ogrodowych, a palenie ognisk jest zawsze zabronione. Szopy nie mogą być wyższe niż 1,8 m. Obecnie czas oczekiwania na działkę wynosi około 18 miesięcy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "with concessions for pensioners and students.",
                        "with concessions for pensioners, students and anyone receiving Universal Credit.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "• Hosepipes: not allowed between June and August.",
                        "• Hosepipes: allowed between June and August.",
                    )
                ],
                "negation",
            ),
            Slip(
                2, [("Działkowicze powinni w sezonie", "Działkowicze muszą w sezonie")], "modality"
            ),
        ],
    ),
    Case(
        key="en-ibuprofen-tablet-leaflet-dosage-section",
        source="Take one 200 mg tablet every four to six hours with water, preferably after food. Do not take more than six tablets in 24 hours. If your symptoms last longer than three days, you should talk to your doctor or pharmacist. This medicine may cause stomach upset, and in rare cases it can cause bleeding in the stomach. Older people are more likely to experience side effects. You must not take this medicine if you are more than 20 weeks pregnant. It is probably safe to take while breastfeeding, but ask a pharmacist first. Keep out of the sight and reach of children.",
        good=[
            Good(
                "preserve",
                "How to take it: swallow one 200 mg tablet with water every four to six hours, preferably after food. Do not take more than six tablets in 24 hours. If your symptoms last longer than three days, you should speak to your doctor or pharmacist.\n\nSide effects: this medicine may upset your stomach and, in rare cases, it can cause bleeding in the stomach. Side effects are more likely in older people.\n\nPregnancy and breastfeeding: you must not take it if you are more than 20 weeks pregnant. It is probably safe while breastfeeding, but ask a pharmacist first.\n\nKeep it out of the sight and reach of children.",
            ),
            Good(
                "preserve",
                "Dosage: one 200 mg tablet with water every four to six hours, preferably after a meal. Do not exceed six tablets in any 24-hour period. Patients whose symptoms persist for longer than three days should consult a doctor or pharmacist. Stomach upset may occur, and in rare cases this medicine can cause gastric bleeding; older patients are more likely to experience side effects. This medicine must not be taken after the 20th week of pregnancy. It is probably safe during breastfeeding, but ask a pharmacist first. Keep out of the sight and reach of children.",
            ),
            Good(
                "pl",
                "Przyjmuj jedną tabletkę 200 mg co cztery do sześciu godzin, popijając wodą, najlepiej po posiłku. Nie przyjmuj więcej niż sześciu tabletek w ciągu 24 godzin. Jeśli objawy utrzymują się dłużej niż trzy dni, powinieneś porozmawiać z lekarzem lub farmaceutą. Lek może powodować dolegliwości żołądkowe, a w rzadkich przypadkach może wywołać krwawienie z żołądka. U osób starszych działania niepożądane występują z większym prawdopodobieństwem. Nie wolno przyjmować tego leku po ukończeniu 20. tygodnia ciąży. Lek jest prawdopodobnie bezpieczny w okresie karmienia piersią, ale najpierw zapytaj farmaceutę. Przechowywać w miejscu niewidocznym i niedostępnym dla dzieci.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("this medicine may upset your stomach", "this medicine upsets your stomach")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "This medicine must not be taken after",
                        "This medicine should not be taken after",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "U osób starszych działania niepożądane",
                        "U osób starszych, zwłaszcza po 75. roku życia, działania niepożądane",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-kelland-unpaid-parental-leave-policy",
        source="Employees with at least one year's continuous service are entitled to up to 18 weeks of unpaid parental leave for each child, which must be taken before the child's 18th birthday, as set out in the Maternity and Parental Leave etc. Regulations 1999. Leave is normally taken in blocks of one week, and no more than four weeks may be taken for each child in any year. You must give at least 21 days' notice. In exceptional cases the company may postpone leave by up to six months, but not if the request is made immediately after a birth or adoption. Processing usually takes about five working days. Contact HR at hr@kellandgroup.co.uk.",
        good=[
            Good(
                "preserve",
                "Who is eligible? Employees with at least one year's continuous service.\n\nHow much leave? Up to 18 weeks of unpaid parental leave per child, which must be taken before the child turns 18, as set out in the Maternity and Parental Leave etc. Regulations 1999.\n\nHow is it taken? Normally in one-week blocks, with no more than four weeks per child in any year.\n\nNotice: you must give at least 21 days' notice. In exceptional cases the company may postpone your leave by up to six months – but not if you ask for it immediately after a birth or adoption.\n\nProcessing usually takes about five working days. Questions? Email HR at hr@kellandgroup.co.uk.",
            ),
            Good(
                "preserve",
                "Under the Maternity and Parental Leave etc. Regulations 1999, employees who have completed at least one year's continuous service are entitled to up to 18 weeks of unpaid parental leave per child, which must be used before the child's 18th birthday. Leave is normally taken in one-week blocks, and no more than four weeks may be taken per child in any one year. At least 21 days' notice is required. The company may, in exceptional circumstances, postpone leave by up to six months; this does not apply where leave is requested immediately after a birth or adoption. Requests usually take about five working days to process. HR can be contacted at hr@kellandgroup.co.uk.",
            ),
            Good(
                "pl",
                "Pracownicy z co najmniej rocznym nieprzerwanym stażem mają prawo do maksymalnie 18 tygodni bezpłatnego urlopu rodzicielskiego na każde dziecko, który musi zostać wykorzystany przed ukończeniem przez dziecko 18 lat, zgodnie z Maternity and Parental Leave etc. Regulations 1999. Urlop bierze się zwykle w blokach tygodniowych, a na każde dziecko można wykorzystać nie więcej niż cztery tygodnie w roku. Musisz zgłosić urlop z co najmniej 21-dniowym wyprzedzeniem. W wyjątkowych przypadkach firma może przesunąć urlop maksymalnie o sześć miesięcy, ale nie wtedy, gdy wniosek złożono bezpośrednio po narodzinach lub adopcji dziecka. Rozpatrzenie wniosku trwa zazwyczaj około pięciu dni roboczych. Kontakt z działem HR: hr@kellandgroup.co.uk.",
            ),
        ],
        bad=[
            Slip(0, [("etc. Regulations 1999", "etc. Regulations 2002")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "At least 21 days' notice is required.",
                        "At least 14 days' notice is required.",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [("trwa zazwyczaj około pięciu dni roboczych", "trwa pięć dni roboczych")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-dunmore-archive-reading-room-rules",
        source="The reading room of the Dunmore County Archive is open Tuesday to Friday, 10:00–16:30. Visitors must book a seat at least two working days ahead and bring photo ID. Pens, food and drink are not allowed; pencils and laptops are. You may photograph documents for private research without a flash, but you may not publish the images without written permission. When citing our holdings, please give the full reference, for example: Dunmore County Archive, Hartley Family Papers, DCA/HFP/4/12, folio 37. The collection is described in detail in Pearson (2009), pp. 41–58. Staff cannot carry out research on your behalf.",
        good=[
            Good(
                "preserve",
                "You can use the Dunmore County Archive reading room from Tuesday to Friday, 10:00–16:30. You must book a seat at least two working days in advance and bring photo ID with you. Pencils and laptops are fine, but pens, food and drink are not allowed. You may photograph documents for private research as long as you don't use a flash; however, you may not publish the images without written permission. Please cite our holdings with the full reference, e.g. Dunmore County Archive, Hartley Family Papers, DCA/HFP/4/12, folio 37. For a detailed description of the collection, see Pearson (2009), pp. 41–58. Please note that staff cannot carry out research for you.",
            ),
            Good(
                "preserve",
                "Dunmore County Archive – reading room rules\n\n- Opening hours: Tuesday–Friday, 10:00–16:30.\n- Booking: seats must be booked at least two working days ahead; bring photo ID.\n- Allowed: pencils and laptops. Not allowed: pens, food and drink.\n- Photography: permitted for private research, without flash. Images may not be published without written permission.\n- Citing: please give the full reference, e.g. Dunmore County Archive, Hartley Family Papers, DCA/HFP/4/12, folio 37.\n- Further reading: Pearson (2009), pp. 41–58, describes the collection in detail.\n- Staff cannot carry out research on your behalf.",
            ),
            Good(
                "pl",
                "Czytelnia Archiwum Hrabstwa Dunmore jest czynna od wtorku do piątku w godzinach 10:00–16:30. Odwiedzający muszą zarezerwować miejsce co najmniej dwa dni robocze wcześniej i mieć przy sobie dokument tożsamości ze zdjęciem. Długopisy, jedzenie i napoje są zabronione; ołówki i laptopy są dozwolone. Dokumenty można fotografować bez lampy błyskowej na potrzeby prywatnych badań, ale nie wolno publikować zdjęć bez pisemnej zgody. Cytując nasze zbiory, prosimy podawać pełną sygnaturę, np. Dunmore County Archive, Hartley Family Papers, DCA/HFP/4/12, folio 37. Szczegółowy opis zbioru zawiera publikacja Pearson (2009), s. 41–58. Pracownicy nie mogą prowadzić kwerend w Państwa imieniu.",
            ),
        ],
        bad=[
            Slip(0, [("see Pearson (2009)", "see Pearson (2006)")], "citation"),
            Slip(
                1,
                [
                    (
                        "- Staff cannot carry out research on your behalf.",
                        "- Staff can carry out research on your behalf.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Dokumenty można fotografować bez lampy błyskowej na potrzeby prywatnych badań, ale nie wolno publikować zdjęć bez pisemnej zgody.",
                        "You may photograph documents for private research without a flash, but you may not publish the images without written permission.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-build-server-nightly-backup-cron",
        source="Nightly backups on the build server are handled by `backup.sh`, which cron runs at 02:15 via the entry in `/etc/cron.d/nightly-backup`. The script compresses `/srv/data` with `zstd -19` and uploads the archive to the `ci-backups` bucket. We keep 14 daily and 8 weekly archives; anything older is deleted automatically. A full run currently takes about 40 minutes and uses roughly 12 GB of temporary space in `/var/tmp`, so do not schedule other heavy jobs before 03:00. If a run fails, the script sends an alert to #ops-alerts. Do not edit the crontab by hand; change `BACKUP_HOUR` in `backup.env` instead.",
        good=[
            Good(
                "preserve",
                "**Nightly backups (build server)**\n\n- `backup.sh` is run by cron at 02:15, via the entry in `/etc/cron.d/nightly-backup`.\n- It compresses `/srv/data` with `zstd -19` and uploads the archive to the `ci-backups` bucket.\n- Retention: 14 daily and 8 weekly archives; older ones are deleted automatically.\n- A full run currently takes about 40 minutes and uses roughly 12 GB of temporary space in `/var/tmp`, so don't schedule other heavy jobs before 03:00.\n- Failed runs trigger an alert to #ops-alerts.\n- Don't edit the crontab by hand; change `BACKUP_HOUR` in `backup.env` instead.",
            ),
            Good(
                "preserve",
                "On the build server, cron runs `backup.sh` every night at 02:15 through the entry in `/etc/cron.d/nightly-backup`. The script compresses `/srv/data` using `zstd -19` and uploads the resulting archive to the `ci-backups` bucket. Fourteen daily and eight weekly archives are kept, and anything older is removed automatically. At present a full run takes about 40 minutes and needs roughly 12 GB of temporary space in `/var/tmp`, so please do not schedule other heavy jobs before 03:00. When a run fails, the script sends an alert to #ops-alerts. Do not edit the crontab by hand – set `BACKUP_HOUR` in `backup.env` instead.",
            ),
            Good(
                "pl",
                "Nocne kopie zapasowe na serwerze buildów wykonuje skrypt `backup.sh`, uruchamiany przez cron o 02:15 na podstawie wpisu w `/etc/cron.d/nightly-backup`. Skrypt kompresuje `/srv/data` poleceniem `zstd -19` i wysyła archiwum do zasobnika `ci-backups`. Przechowujemy 14 archiwów dziennych i 8 tygodniowych; starsze są usuwane automatycznie. Pełne uruchomienie trwa obecnie około 40 minut i zajmuje mniej więcej 12 GB miejsca tymczasowego w `/var/tmp`, dlatego nie planuj innych ciężkich zadań przed 03:00. Jeśli uruchomienie się nie powiedzie, skrypt wysyła alert na kanał #ops-alerts. Nie edytuj crontaba ręcznie; zamiast tego zmień `BACKUP_HOUR` w `backup.env`.",
            ),
        ],
        bad=[
            Slip(0, [("`zstd -19`", "`zstd -9`")], "code"),
            Slip(
                1,
                [
                    (
                        "the script sends an alert to #ops-alerts.",
                        "the script sends an alert to #ops-alerts and pages the on-call engineer.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("Przechowujemy 14 archiwów dziennych", "Przechowujemy 7 archiwów dziennych")],
                "number",
            ),
        ],
    ),
]
