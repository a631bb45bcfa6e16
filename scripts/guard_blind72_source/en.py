# ruff: noqa: E501, RUF001
"""English source cases of blind set 72: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-jury-summons-deferral-crown-court",
        source="You have been summoned for jury service at Leeds Crown Court starting on Monday 9 June 2025. Please arrive by 9:15 am on your first day and bring this letter and photo identification. Jurors usually sit for two weeks, but some trials may last longer. If you cannot attend, you must apply to defer within 7 days of receiving this summons, using the reply form or online at www.gov.uk/jury-service. Under section 9A of the Juries Act 1974, a deferral may be granted only once. Failing to attend without a reasonable excuse is an offence and you could be fined up to £1,000. Your employer must let you take time off, although it does not have to pay you.",
        good=[
            Good(
                "preserve",
                "Your jury service at Leeds Crown Court begins on Monday 9 June 2025. On the first day, get there by 9:15 am and have both this letter and a photo ID with you. Jurors usually sit for two weeks, though some trials may run longer. Can't attend? You must ask for a deferral within 7 days of getting this summons, either on the reply form or online at www.gov.uk/jury-service. Under section 9A of the Juries Act 1974, you may be granted a deferral only once. Not turning up without a reasonable excuse is an offence, and you could be fined up to £1,000. Your employer must give you the time off, but it does not have to pay you.",
            ),
            Good(
                "preserve",
                "Jury service summons – Leeds Crown Court\n\n- Start date: Monday, 9 June 2025. Please arrive no later than 9:15 am on the first day.\n- Bring: this letter and photographic identification.\n- Length: jurors usually sit for two weeks; some trials may last longer.\n- If you are unable to attend, you must apply for a deferral within seven days of receiving this summons, via the reply form or at www.gov.uk/jury-service. Under section 9A of the Juries Act 1974, a deferral may be granted only once.\n- Failing to attend without a reasonable excuse is an offence, and you could be fined up to £1,000.\n- Your employer must allow you time off but does not have to pay you.",
            ),
            Good(
                "pl",
                "Otrzymujesz wezwanie do pełnienia funkcji przysięgłego w Leeds Crown Court od poniedziałku 9 czerwca 2025 r. Pierwszego dnia prosimy przybyć do godz. 9:15 i zabrać ze sobą to pismo oraz dokument tożsamości ze zdjęciem. Przysięgli zwykle orzekają przez dwa tygodnie, ale niektóre procesy mogą trwać dłużej. Jeśli nie możesz się stawić, musisz w ciągu 7 dni od otrzymania wezwania złożyć wniosek o odroczenie – na formularzu odpowiedzi lub online pod adresem www.gov.uk/jury-service. Zgodnie z sekcją 9A ustawy Juries Act 1974 odroczenie może zostać przyznane tylko raz. Niestawienie się bez uzasadnionej przyczyny jest przestępstwem i grozi za nie grzywna do 1000 £. Pracodawca musi udzielić ci wolnego, choć nie ma obowiązku ci za nie płacić.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 9A of the Juries Act", "section 9B of the Juries Act")],
                "legal_reference",
            ),
            Slip(
                1,
                [("you must apply for a deferral", "you should apply for a deferral")],
                "modality",
            ),
            Slip(2, [("przybyć do godz. 9:15", "przybyć do godz. 9:45")], "date"),
        ],
    ),
    Case(
        key="en-hospital-parking-charges-blue-badge",
        source="Parking at St Anne's Hospital is managed by ParkSafe Ltd. Patients and visitors pay £2.50 for up to two hours and £6 for a full day, using the machines near the main entrance or the ParkSafe app. Blue Badge holders park free of charge in the marked bays but must display their badge clearly. Parents of children staying on the neonatal unit can apply for a weekly pass costing £10 at the Patient Advice desk. Staff must not use the visitor car park between 8 am and 6 pm. Penalty notices cannot be cancelled at the hospital; appeals should be made online at parksafe.co.uk/appeals within 28 days.",
        good=[
            Good(
                "preserve",
                "ParkSafe Ltd runs the parking at St Anne's Hospital. If you're a patient or visitor, it costs £2.50 for up to two hours or £6 for the whole day – pay at the machines by the main entrance or through the ParkSafe app. With a Blue Badge you can park for free in the marked bays, but you must display your badge clearly. If your child is staying on the neonatal unit, you can apply at the Patient Advice desk for a weekly pass, which costs £10. Hospital staff must not use the visitor car park between 8 am and 6 pm. The hospital can't cancel penalty notices; if you get one, you should appeal online at parksafe.co.uk/appeals within 28 days.",
            ),
            Good(
                "preserve",
                "St Anne's Hospital parking is operated by ParkSafe Ltd. Patients and visitors are charged £2.50 for a stay of up to two hours and £6 for a full day, payable at the machines near the main entrance or via the ParkSafe app. Blue Badge holders may park free in the marked bays but must display the badge clearly. A weekly pass costing £10 is available to parents of children on the neonatal unit, on application at the Patient Advice desk. Between 8 am and 6 pm, staff must not use the visitor car park. Penalty notices cannot be cancelled by the hospital; any appeal should be submitted online at parksafe.co.uk/appeals within 28 days.",
            ),
            Good(
                "pl",
                "Parkingiem przy szpitalu St Anne's zarządza firma ParkSafe Ltd. Pacjenci i odwiedzający płacą 2,50 £ za maksymalnie dwie godziny i 6 £ za cały dzień – w automatach przy wejściu głównym lub w aplikacji ParkSafe. Posiadacze karty Blue Badge parkują bezpłatnie na oznaczonych miejscach, ale muszą wyraźnie wyeksponować kartę. Rodzice dzieci przebywających na oddziale neonatologicznym mogą złożyć w punkcie Patient Advice wniosek o abonament tygodniowy w cenie 10 £. Personelowi nie wolno korzystać z parkingu dla odwiedzających w godzinach 8:00–18:00. Mandatów nie można anulować w szpitalu; odwołania powinny być składane online na stronie parksafe.co.uk/appeals w ciągu 28 dni.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "The hospital can't cancel penalty notices",
                        "The hospital can cancel penalty notices",
                    )
                ],
                "negation",
            ),
            Slip(1, [("parksafe.co.uk/appeals", "parksafe.com/appeals")], "url"),
            Slip(2, [("w cenie 10 £", "w cenie 15 £")], "number"),
        ],
    ),
    Case(
        key="en-phone-repair-warranty-claim-terms",
        source="Every screen or battery repair carried out by FixPoint comes with a 12-month warranty covering parts and labour. The warranty does not cover accidental damage, liquid damage or repairs attempted by anyone else after our visit. To make a claim, you must bring the device and your original receipt to the store where the repair was done. We will usually inspect the phone within 48 hours, and most claims are settled with a free repair. If the same fault appears three times, we may offer a refund instead. Please note that water resistance is likely to be reduced after any repair, so you should avoid exposing the phone to water.",
        good=[
            Good(
                "preserve",
                "FixPoint repair warranty – the essentials:\n\n1. Screen and battery repairs are guaranteed for 12 months, parts and labour included.\n2. Not covered: accidental damage, liquid damage, or any repair attempted by someone else after our visit.\n3. To claim, you must bring the device and your original receipt to the store that did the repair.\n4. We usually inspect the phone within 48 hours; most claims end with a free repair.\n5. If the same fault appears three times, we may offer you a refund instead.\n6. Any repair is likely to reduce water resistance, so you should avoid exposing the phone to water.",
            ),
            Good(
                "preserve",
                "All screen and battery repairs performed by FixPoint carry a twelve-month warranty on both parts and labour. Accidental damage, liquid damage and repairs attempted by third parties after our visit are not covered. Claims must be made in person at the store that carried out the repair, with the device and the original receipt. Phones are usually inspected within 48 hours, and most claims are resolved with a free repair; where the same fault occurs three times, a refund may be offered instead. As water resistance is likely to be reduced by any repair, you should avoid exposing the phone to water.",
            ),
            Good(
                "pl",
                "Każda naprawa ekranu lub baterii wykonana przez FixPoint jest objęta 12-miesięczną gwarancją na części i robociznę. Gwarancja nie obejmuje przypadkowych uszkodzeń, uszkodzeń spowodowanych cieczą ani napraw podejmowanych przez inne osoby po naszej wizycie. Aby złożyć reklamację, musisz przynieść urządzenie wraz z oryginalnym paragonem do punktu, w którym wykonano naprawę. Zwykle sprawdzamy telefon w ciągu 48 godzin, a większość reklamacji kończy się bezpłatną naprawą. Jeśli ta sama usterka wystąpi trzy razy, możemy zamiast tego zaproponować zwrot pieniędzy. Pamiętaj, że po każdej naprawie wodoszczelność prawdopodobnie będzie mniejsza, dlatego powinno się unikać kontaktu telefonu z wodą.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Any repair is likely to reduce water resistance",
                        "Any repair will reduce water resistance",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [("Claims must be made in person", "Claims should be made in person")],
                "modality",
            ),
            Slip(2, [("wystąpi trzy razy", "wystąpi dwa razy")], "number"),
        ],
    ),
    Case(
        key="en-hamstring-strain-rehab-physio-advice",
        source="Most grade 1 and grade 2 hamstring strains heal within three to eight weeks, although recovery times vary widely between athletes. Early loading appears to speed up return to play: in a randomised trial of 75 footballers, Askling et al. (2013, British Journal of Sports Medicine) found that lengthening exercises shortened the time to return by about 23 days. Athletes should begin gentle isometric work within the first five days if pain allows. Sprinting must not be reintroduced until the athlete can complete a full-speed test without pain. Roughly one in three athletes may suffer a recurrence, most often in the first two weeks back.",
        good=[
            Good(
                "preserve",
                "Most grade 1 and grade 2 hamstring strains heal in three to eight weeks, but how long it takes differs a lot from one athlete to another. Loading the muscle early seems to get you back playing sooner: in a randomised trial with 75 footballers, Askling et al. (2013, British Journal of Sports Medicine) showed that lengthening exercises cut return time by about 23 days. You should start gentle isometric exercises within the first five days, provided pain allows. You must not go back to sprinting until you can finish a full-speed test pain-free. Roughly one athlete in three may injure the muscle again, usually within the first two weeks back.",
            ),
            Good(
                "preserve",
                "Recovery from most grade 1 and grade 2 hamstring strains takes three to eight weeks, with wide variation between athletes. Early loading appears to accelerate return to play; in a randomised trial of 75 footballers, Askling et al. (2013, British Journal of Sports Medicine) reported that lengthening exercises reduced time to return by approximately 23 days. Gentle isometric exercise should begin within the first five days, pain permitting. Sprinting must not be reintroduced before the athlete can complete a full-speed test without pain. A recurrence may affect roughly one in three athletes and occurs most often during the first two weeks after return.",
            ),
            Good(
                "pl",
                "Większość naciągnięć mięśni kulszowo-goleniowych stopnia 1 i 2 goi się w ciągu trzech do ośmiu tygodni, choć czas powrotu do zdrowia bardzo różni się u poszczególnych sportowców. Wczesne obciążanie wydaje się przyspieszać powrót do gry: w randomizowanym badaniu z udziałem 75 piłkarzy Askling i wsp. (2013, British Journal of Sports Medicine) wykazali, że ćwiczenia w wydłużeniu skróciły czas powrotu o około 23 dni. Sportowiec powinien rozpocząć delikatne ćwiczenia izometryczne w ciągu pierwszych pięciu dni, jeśli pozwala na to ból. Sprintów nie wolno wprowadzać ponownie, dopóki zawodnik nie przejdzie bez bólu testu przy pełnej prędkości. Mniej więcej co trzeci sportowiec może doznać nawrotu urazu, najczęściej w pierwszych dwóch tygodniach po powrocie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "You should start gentle isometric exercises",
                        "You must start gentle isometric exercises",
                    )
                ],
                "modality",
            ),
            Slip(1, [("Askling et al. (2013,", "Askling et al. (2016,")], "citation"),
            Slip(2, [("wydaje się przyspieszać", "przyspiesza")], "hedge"),
        ],
    ),
    Case(
        key="en-horse-livery-yard-prices-rules",
        source="Welcome to Brook Farm Livery. Full livery costs £165 per week and includes hay, hard feed, mucking out and turnout; DIY stables are £45 per week. Rent is paid monthly in advance by standing order. All horses must have up-to-date flu and tetanus vaccinations, and new arrivals are kept apart from the herd for 14 days. Clipping and rug changes are charged as extras. Riders under 16 must not ride unaccompanied, and no one may ride in the arena without a hat. The yard is staffed from 7 am to 8 pm; outside these hours please call Sarah on 07700 900461 only in an emergency.",
        good=[
            Good(
                "preserve",
                "Welcome to Brook Farm Livery! Full livery is £165 a week and covers hay, hard feed, mucking out and turnout, while a DIY stable costs £45 a week. You pay monthly in advance by standing order. Your horse must be up to date with its flu and tetanus vaccinations, and every new arrival is kept away from the herd for 14 days. Clipping and rug changes cost extra. Hats are compulsory for anyone riding in the arena, and riders under 16 are never allowed to ride unaccompanied. Staff are on the yard from 7 am to 8 pm; outside those hours, please ring Sarah on 07700 900461, but only in an emergency.",
            ),
            Good(
                "preserve",
                "Brook Farm Livery – prices and yard rules\n\n- Full livery: £165 per week (hay, hard feed, mucking out and turnout included).\n- DIY stable: £45 per week.\n- Payment: monthly in advance, by standing order.\n- Extras: clipping and rug changes.\n- Health: flu and tetanus vaccinations must be up to date; new horses are kept apart from the herd for 14 days.\n- Safety: nobody may ride in the arena without a hat, and riders under 16 must not ride unaccompanied.\n- Staffed hours: 7 am–8 pm. Outside them, call Sarah (07700 900461) in emergencies only.",
            ),
            Good(
                "pl",
                "Witamy w pensjonacie dla koni Brook Farm Livery. Pełny pensjonat kosztuje 165 £ tygodniowo i obejmuje siano, paszę treściwą, sprzątanie boksu i wypuszczanie na padok; boks z samodzielną obsługą kosztuje 45 £ tygodniowo. Opłatę wnosi się co miesiąc z góry, w formie zlecenia stałego. Wszystkie konie muszą mieć aktualne szczepienia przeciw grypie i tężcowi, a nowo przybyłe przez 14 dni przebywają z dala od stada. Strzyżenie i zmiana derek są płatne dodatkowo. Jeźdźcom poniżej 16 lat nie wolno jeździć bez opieki, a na ujeżdżalni nikt nie może jeździć bez kasku. Stajnia jest obsługiwana od 7:00 do 20:00; poza tymi godzinami prosimy dzwonić do Sarah pod numer 07700 900461 wyłącznie w nagłych przypadkach.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "are never allowed to ride unaccompanied",
                        "are always allowed to ride unaccompanied",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "kept apart from the herd for 14 days.",
                        "kept apart from the herd for 14 days in the quarantine paddock behind the hay barn.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("kosztuje 165 £ tygodniowo", "kosztuje 185 £ tygodniowo")], "number"),
        ],
    ),
    Case(
        key="en-linux-release-upgrade-notes-2404",
        source="## Upgrading from 23.10 to 24.04\n\nBack up `/etc` and your home directory before you start. The upgrade must be run from a terminal, not over an unstable SSH connection:\n\n```\nsudo do-release-upgrade\n```\n\n- Third-party repositories are disabled during the upgrade and should be re-enabled manually afterwards.\n- If you use the proprietary NVIDIA driver, you may need to reinstall it.\n- The old `python3.11` packages are removed automatically.\n\nThe process usually takes 30–60 minutes. Do not reboot until it reports that it has finished. See the [release notes](https://wiki.example-linux.org/ReleaseNotes/24.04) for known issues.",
        good=[
            Good(
                "preserve",
                "## How to upgrade from 23.10 to 24.04\n\n1. Back up your home directory and `/etc`.\n2. Open a terminal and run the command below. The upgrade must be run from a terminal, not over an unstable SSH connection.\n\n   ```\n   sudo do-release-upgrade\n   ```\n\n3. Wait: it usually takes 30–60 minutes. Do not reboot until the tool reports that it has finished.\n\nAfter the upgrade:\n\n- Third-party repositories will have been disabled, and you should re-enable them by hand.\n- If you run the proprietary NVIDIA driver, you may need to reinstall it.\n- The old `python3.11` packages are removed for you automatically.\n\nKnown issues are listed in the [release notes](https://wiki.example-linux.org/ReleaseNotes/24.04).",
            ),
            Good(
                "preserve",
                "## Upgrade notes: 23.10 → 24.04\n\nBefore you begin, make a backup of `/etc` and of your home directory. You must run the upgrade from a terminal, not over an unstable SSH connection:\n\n```\nsudo do-release-upgrade\n```\n\nThings to know:\n\n- During the upgrade, third-party repositories are disabled; they should be switched back on manually once it is done.\n- Users of the proprietary NVIDIA driver may need to reinstall it.\n- Old `python3.11` packages get removed automatically.\n\nThe upgrade usually takes between 30 and 60 minutes; do not reboot until it reports that it has finished. For known issues, see the [release notes](https://wiki.example-linux.org/ReleaseNotes/24.04).",
            ),
            Good(
                "pl",
                "## Aktualizacja z 23.10 do 24.04\n\nZanim zaczniesz, zrób kopię zapasową katalogu `/etc` i swojego katalogu domowego. Aktualizację trzeba uruchomić z terminala, a nie przez niestabilne połączenie SSH:\n\n```\nsudo do-release-upgrade\n```\n\n- Repozytoria zewnętrzne są wyłączane na czas aktualizacji i po jej zakończeniu powinno się je ręcznie włączyć z powrotem.\n- Jeśli używasz własnościowego sterownika NVIDIA, być może trzeba będzie zainstalować go ponownie.\n- Stare pakiety `python3.11` są usuwane automatycznie.\n\nCały proces trwa zwykle 30–60 minut. Nie uruchamiaj komputera ponownie, dopóki program nie zgłosi, że zakończył pracę. Znane problemy opisano w [informacjach o wydaniu](https://wiki.example-linux.org/ReleaseNotes/24.04).",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "\n\n   ```\n   sudo do-release-upgrade\n   ```\n\n",
                        "\n   sudo do-release-upgrade\n\n",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "they should be switched back on manually",
                        "they may be switched back on manually",
                    )
                ],
                "modality",
            ),
            Slip(2, [("Stare pakiety `python3.11`", "Stare pakiety `python3.12`")], "code"),
        ],
    ),
    Case(
        key="en-birdwatching-estuary-winter-walk",
        source="Join us for a winter birdwatching walk on the Exe Estuary on Saturday 18 January 2025. We will meet at 8:30 am in the car park at Powderham church, and the walk is about 5 km on flat paths, finishing around 12:30 pm. High tide is at 10:40, when waders are pushed closer to the shore, so this is usually the best time for avocets and black-tailed godwits. Brent geese are almost certain to be present in good numbers. Bring binoculars, warm waterproof clothing and a flask; a few spare binoculars will be available. The walk costs £8 for members and £12 for non-members. Dogs are not allowed.",
        good=[
            Good(
                "preserve",
                "Winter birdwatching on the Exe Estuary – Saturday 18 January 2025. Meet at 8:30 am in the Powderham church car park. The route is about 5 km, all on flat paths, and we expect to finish at around 12:30 pm. The tide is high at 10:40, pushing waders closer to the shore, which usually makes it the best moment for avocets and black-tailed godwits. Brent geese are almost certain to be around in good numbers too. Please bring binoculars, warm waterproofs and a flask – we'll have a few spare pairs of binoculars. Members pay £8 and non-members £12. Sorry, no dogs allowed.",
            ),
            Good(
                "preserve",
                "Exe Estuary winter bird walk\n\n- When: Saturday, January 18, 2025, 8:30 am to around 12:30 pm\n- Meeting point: car park at Powderham church\n- Distance: about 5 km on flat paths\n- Highlights: high tide at 10:40 pushes waders closer to the shore, usually the best time for avocets and black-tailed godwits. Brent geese are almost certain to be present in good numbers.\n- Bring: binoculars, warm waterproof clothing, a flask (a few spare binoculars available)\n- Price: £8 members, £12 non-members\n- Dogs are not allowed",
            ),
            Good(
                "pl",
                "Zapraszamy na zimowy spacer ornitologiczny nad estuarium rzeki Exe w sobotę 18 stycznia 2025 r. Zbiórka o 8:30 na parkingu przy kościele w Powderham. Trasa liczy około 5 km po płaskich ścieżkach i zakończy się około 12:30. Przypływ osiąga szczyt o 10:40, kiedy ptaki siewkowe są spychane bliżej brzegu, więc zwykle jest to najlepsza pora na obserwację szablodziobów i szlamników. Niemal na pewno zobaczymy też liczne bernikle obrożne. Zabierz lornetkę, ciepłą nieprzemakalną odzież i termos; będziemy mieć kilka zapasowych lornetek. Udział kosztuje 8 £ dla członków i 12 £ dla pozostałych osób. Psy nie są dozwolone.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Meet at 8:30 am in the Powderham church car park.",
                        "Meet at 8:30 am in the Powderham church car park, where our guide, local warden Mike Ellis, will hand out checklists.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Brent geese are almost certain to be present in good numbers.",
                        "Brent geese will be present in good numbers.",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("w sobotę 18 stycznia 2025 r.", "w sobotę 25 stycznia 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-self-storage-unit-rental-terms",
        source="Your storage unit at SafeStore Hartley is rented on a rolling four-week basis at £89.99 per period, payable in advance. You must give at least 14 days' written notice to end the agreement. Access is available daily from 6 am to 10 pm with your personal PIN code, which must not be shared. You may not store food, flammable liquids, firearms or anything living. Contents are not insured by us; you must either buy our cover or prove you have your own. If rent is more than 42 days overdue, we may sell the goods to recover the debt, in line with section 12 of the Torts (Interference with Goods) Act 1977.",
        good=[
            Good(
                "preserve",
                "You rent your SafeStore Hartley unit on a rolling four-week basis, paying £89.99 in advance for each period. To end the agreement, you must give us at least 14 days' notice in writing. You can get in every day between 6 am and 10 pm using your personal PIN, and you must not share that PIN. Food, flammable liquids, firearms and anything living may not be stored. We don't insure what you keep in the unit, so you must either take out our cover or prove that you have your own. If your rent is more than 42 days overdue, we may sell your goods to recover the debt, in line with section 12 of the Torts (Interference with Goods) Act 1977.",
            ),
            Good(
                "preserve",
                "Key terms – SafeStore Hartley\n\n1. Rent: £89.99 per rolling four-week period, payable in advance.\n2. Ending the agreement: at least 14 days' written notice is required.\n3. Access: daily, 6 am–10 pm, with your personal PIN code; the PIN must not be shared.\n4. Prohibited items: food, flammable liquids, firearms and anything living.\n5. Insurance: contents are not insured by SafeStore; you must buy our cover or provide proof of your own.\n6. Arrears: where rent is more than 42 days overdue, the goods may be sold to recover the debt, in accordance with section 12 of the Torts (Interference with Goods) Act 1977.",
            ),
            Good(
                "pl",
                "Boks magazynowy w SafeStore Hartley wynajmujesz w systemie odnawialnych okresów czterotygodniowych za 89,99 £ za okres, płatne z góry. Aby rozwiązać umowę, musisz złożyć pisemne wypowiedzenie z co najmniej 14-dniowym wyprzedzeniem. Dostęp jest możliwy codziennie od 6:00 do 22:00 za pomocą osobistego kodu PIN, którego nie wolno nikomu udostępniać. Nie wolno przechowywać żywności, łatwopalnych cieczy, broni palnej ani niczego żywego. Nie ubezpieczamy zawartości boksu – musisz wykupić naszą ochronę albo udowodnić, że masz własne ubezpieczenie. Jeśli zaległość w czynszu przekroczy 42 dni, możemy sprzedać przechowywane rzeczy w celu odzyskania długu, zgodnie z sekcją 12 ustawy Torts (Interference with Goods) Act 1977.",
            ),
        ],
        bad=[
            Slip(0, [("section 12 of the Torts", "section 13 of the Torts")], "legal_reference"),
            Slip(
                1,
                [("contents are not insured by SafeStore", "contents are insured by SafeStore")],
                "negation",
            ),
            Slip(2, [("za 89,99 £ za okres", "za 79,99 £ za okres")], "number"),
        ],
    ),
    Case(
        key="en-upholstery-weekend-course-booking",
        source="Our two-day traditional upholstery course runs on 14–15 March 2026 at the Mill Workshop, Hebden Bridge, from 10 am to 4 pm each day. You will re-cover a drop-in seat or small footstool using webbing, hessian, horsehair and calico. All tools are provided, but you should bring your own top fabric (about 1 metre). Places are limited to six students, and the fee of £240 includes materials and lunch. A deposit of £60 secures your place; it is non-refundable unless we cancel the course. Book online at millworkshop.co.uk/courses or email hello@millworkshop.co.uk with any questions. No previous experience is needed.",
        good=[
            Good(
                "preserve",
                "Learn traditional upholstery over two days – 14 and 15 March 2026 – at the Mill Workshop in Hebden Bridge, from 10 am to 4 pm on both days. You'll re-cover either a drop-in seat or a small footstool, working with webbing, hessian, horsehair and calico. We supply all the tools, but you should bring your own top fabric, roughly a metre of it. There are only six places. The £240 fee covers materials and lunch, and a £60 deposit secures your place – the deposit is non-refundable unless we cancel the course. You don't need any previous experience. Book at millworkshop.co.uk/courses, and send any questions to hello@millworkshop.co.uk.",
            ),
            Good(
                "preserve",
                "Traditional upholstery – two-day course\n\n- Dates: March 14–15, 2026, 10:00–16:00 each day\n- Venue: Mill Workshop, Hebden Bridge\n- Project: re-cover a drop-in seat or small footstool (webbing, hessian, horsehair, calico)\n- Tools: all provided; you should bring your own top fabric (about 1 m)\n- Group size: maximum six students\n- Fee: £240 including materials and lunch; a £60 deposit secures your place and is non-refundable unless we cancel the course\n- Experience: none needed\n- Booking: millworkshop.co.uk/courses; questions to hello@millworkshop.co.uk",
            ),
            Good(
                "pl",
                "Nasz dwudniowy kurs tradycyjnego tapicerstwa odbędzie się 14–15 marca 2026 r. w Mill Workshop w Hebden Bridge, w obu dniach w godz. 10:00–16:00. Obijesz na nowo wyjmowane siedzisko krzesła lub mały podnóżek, używając pasów tapicerskich, juty, włosia końskiego i surówki bawełnianej. Wszystkie narzędzia zapewniamy, ale powinieneś przynieść własną tkaninę obiciową (około 1 metra). Liczba miejsc jest ograniczona do sześciu uczestników, a opłata w wysokości 240 £ obejmuje materiały i obiad. Miejsce gwarantuje zaliczka w wysokości 60 £, która nie podlega zwrotowi, chyba że to my odwołamy kurs. Zapisy online: millworkshop.co.uk/courses; pytania prosimy kierować na adres hello@millworkshop.co.uk. Wcześniejsze doświadczenie nie jest wymagane.",
            ),
        ],
        bad=[
            Slip(0, [("hello@millworkshop.co.uk", "hello@millworkshop.com")], "url"),
            Slip(1, [("maximum six students", "maximum eight students")], "number"),
            Slip(2, [("14–15 marca 2026 r.", "15–16 marca 2026 r.")], "date"),
        ],
    ),
    Case(
        key="en-tidal-island-causeway-safe-crossing",
        source="The causeway to Holy Island is safe to cross only within the published safe crossing times, which change every day with the tide. On Sunday 6 July, for example, it is safe from 7:10 am to 1:45 pm and again from 8:05 pm. Never attempt to cross outside these times, even if the road looks clear: the water rises quickly and several cars are stranded every year. Sat-nav and tide apps are not a reliable guide, so use the council's official table. If you are caught by the tide, you must leave your vehicle, climb to the refuge box and call 999. Walkers following the Pilgrims' Way should allow at least two hours and must check the times before setting off.",
        good=[
            Good(
                "preserve",
                "You can only cross the causeway to Holy Island safely during the published safe crossing times, and these change daily with the tide. On Sunday 6 July, for instance, the safe windows are 7:10 am to 1:45 pm and then from 8:05 pm onwards. Never try to cross outside those times, however clear the road looks – the sea comes in fast, and several cars get stranded every year. Sat-nav and tide apps aren't a reliable guide, so use the council's official table instead. If the tide catches you, you must leave your vehicle, climb up to the refuge box and call 999. Walking the Pilgrims' Way? You should allow at least two hours, and you must check the times before you set off.",
            ),
            Good(
                "preserve",
                "Holy Island causeway – crossing safely\n\n1. Cross only within the published safe crossing times; they change every day with the tide (on Sunday 6 July, for example: 7:10 am–1:45 pm, and again from 8:05 pm).\n2. Never attempt a crossing outside these times, even when the road appears clear. The water rises rapidly, and several vehicles are stranded every year.\n3. Sat-nav systems and tide apps are not a reliable guide; use the council's official table.\n4. If caught by the tide, you must leave your vehicle, climb to the refuge box and call 999.\n5. Walkers on the Pilgrims' Way should allow at least two hours and must check the crossing times before setting off.",
            ),
            Good(
                "pl",
                "Przejazd groblą na Holy Island jest bezpieczny wyłącznie w opublikowanych godzinach bezpiecznej przeprawy, które zmieniają się codziennie wraz z pływami. Na przykład w niedzielę 6 lipca można bezpiecznie przejechać od 7:10 do 13:45 i ponownie od 20:05. Nigdy nie próbuj przeprawiać się poza tymi godzinami, nawet jeśli droga wygląda na przejezdną: woda przybiera szybko, a co roku przypływ odcina kilka samochodów. Nawigacja samochodowa i aplikacje z tablicami pływów nie są wiarygodnym źródłem, dlatego korzystaj z oficjalnej tabeli publikowanej przez władze lokalne. Jeśli zaskoczy cię przypływ, musisz opuścić pojazd, wejść do schronu ratunkowego i zadzwonić pod numer 999. Piesi idący Szlakiem Pielgrzymów (Pilgrims' Way) powinni przeznaczyć na przejście co najmniej dwie godziny i przed wyruszeniem muszą sprawdzić godziny przeprawy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Sat-nav and tide apps aren't a reliable guide",
                        "Sat-nav and tide apps are a reliable guide",
                    )
                ],
                "negation",
            ),
            Slip(1, [("7:10 am–1:45 pm", "7:10 am–2:45 pm")], "date"),
            Slip(
                2,
                [("przed wyruszeniem muszą sprawdzić", "przed wyruszeniem mogą sprawdzić")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-letting-agent-deposit-certificate-patel",
        source="Dear Ms Patel,\n\nThank you for your deposit of £1,350 for 14 Elm Road, paid on 2 September 2025. As required by section 213 of the Housing Act 2004, we have protected it with the Deposit Protection Service within 30 days of receipt; your certificate number is DPS-4471-2208. You should keep this letter and the certificate in a safe place. At the end of the tenancy, any deductions must be agreed in writing, and the balance will be returned within 10 days of that agreement. If we cannot agree, either of us may refer the dispute to the free adjudication service.\n\nKind regards,\nHollins Lettings",
        good=[
            Good(
                "preserve",
                "Dear Ms Patel,\n\nWe've received your £1,350 deposit for 14 Elm Road, paid on 2 September 2025 – thank you. Section 213 of the Housing Act 2004 requires us to protect it, and we did so with the Deposit Protection Service within 30 days of receiving it. Your certificate number is DPS-4471-2208; you should keep this letter and the certificate somewhere safe.\n\nWhen the tenancy ends, any deductions must be agreed in writing, and we will return the rest within 10 days of that agreement. If we can't agree, either of us may take the dispute to the free adjudication service.\n\nKind regards,\nHollins Lettings",
            ),
            Good(
                "preserve",
                "Dear Ms Patel,\n\nWe acknowledge receipt of your deposit of £1,350 in respect of 14 Elm Road, paid on 2 September 2025. In accordance with section 213 of the Housing Act 2004, the deposit was protected with the Deposit Protection Service within 30 days of receipt (certificate no. DPS-4471-2208). You should retain this letter and the certificate in a safe place. On termination of the tenancy, any deductions must be agreed in writing, and the remaining balance will be repaid within 10 days of such agreement. Should agreement not be reached, either party may refer the dispute to the free adjudication service.\n\nYours sincerely,\nHollins Lettings",
            ),
            Good(
                "pl",
                "Szanowna Pani Patel,\n\ndziękujemy za wpłatę kaucji w wysokości 1350 £ za lokal przy 14 Elm Road, dokonaną 2 września 2025 r. Zgodnie z wymogiem sekcji 213 ustawy Housing Act 2004 zabezpieczyliśmy ją w Deposit Protection Service w ciągu 30 dni od otrzymania; numer Pani certyfikatu to DPS-4471-2208. Powinna Pani przechowywać ten list i certyfikat w bezpiecznym miejscu. Po zakończeniu najmu wszelkie potrącenia muszą zostać uzgodnione na piśmie, a pozostała kwota zostanie zwrócona w ciągu 10 dni od tego uzgodnienia. Jeśli nie dojdziemy do porozumienia, każda ze stron może skierować spór do bezpłatnej procedury rozstrzygania sporów (adjudication).\n\nZ poważaniem\nHollins Lettings",
            ),
        ],
        bad=[
            Slip(0, [("your £1,350 deposit", "your £1,530 deposit")], "number"),
            Slip(
                1,
                [("section 213 of the Housing Act 2004", "section 213 of the Housing Act 1988")],
                "legal_reference",
            ),
            Slip(
                2, [("każda ze stron może skierować", "każda ze stron musi skierować")], "modality"
            ),
        ],
    ),
    Case(
        key="en-teen-screen-time-sleep-study",
        source="A large cohort study suggests that teenagers who use screens for more than three hours after 9 pm may sleep around 40 minutes less per night than their peers. Okafor and colleagues (2021, Journal of Adolescent Health, 68(4), 702–709) followed 2,134 pupils aged 13 to 17 for two school years. The association remained after adjusting for age, sex and homework load, but the authors caution that it does not prove that screens cause shorter sleep. Reduced sleep was also linked to lower mood scores. The researchers recommend that schools should include sleep hygiene in health education, and say that further trials are needed.",
        good=[
            Good(
                "preserve",
                "Teenagers who spend more than three hours on screens after 9 pm may get around 40 minutes less sleep a night than others their age, a large cohort study suggests. The researchers, Okafor and colleagues (2021, Journal of Adolescent Health, 68(4), 702–709), tracked 2,134 pupils aged 13 to 17 over two school years. The link held after accounting for age, sex and homework load, though the authors warn that this does not prove screens cause shorter sleep. Less sleep also went hand in hand with lower mood scores. The team recommends that schools should teach sleep hygiene as part of health education, and says further trials are needed.",
            ),
            Good(
                "preserve",
                "In a large cohort study, Okafor et al. (2021, Journal of Adolescent Health, 68(4), 702–709) followed 2,134 pupils aged 13–17 across two school years. Their findings suggest that adolescents using screens for over three hours after 9 pm may sleep approximately 40 minutes less per night than their peers. The association persisted after adjustment for age, sex and homework load; however, the authors caution that it does not prove a causal effect of screens on sleep duration. Shorter sleep was additionally associated with lower mood scores. The authors recommend that schools should incorporate sleep hygiene into health education and state that further trials are needed.",
            ),
            Good(
                "pl",
                "Duże badanie kohortowe sugeruje, że nastolatki korzystające z ekranów dłużej niż trzy godziny po 21:00 mogą spać około 40 minut krócej każdej nocy niż ich rówieśnicy. Okafor i współpracownicy (2021, Journal of Adolescent Health, 68(4), 702–709) obserwowali 2134 uczniów w wieku 13–17 lat przez dwa lata szkolne. Związek utrzymywał się po uwzględnieniu wieku, płci i ilości prac domowych, jednak autorzy zastrzegają, że nie dowodzi to, iż ekrany powodują skrócenie snu. Krótszy sen wiązał się także z niższymi wynikami w skalach nastroju. Badacze zalecają, by szkoły uwzględniały higienę snu w edukacji zdrowotnej, i podkreślają, że potrzebne są dalsze badania interwencyjne.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("may get around 40 minutes less sleep", "get around 40 minutes less sleep")],
                "hedge",
            ),
            Slip(1, [("68(4), 702–709", "68(4), 712–719")], "citation"),
            Slip(2, [("obserwowali 2134 uczniów", "obserwowali 1234 uczniów")], "number"),
        ],
    ),
    Case(
        key="en-tidewatch-repo-contributor-checklist",
        source="# Contributing to tidewatch\n\nThanks for helping! Before opening a pull request:\n\n1. Fork the repository and create a branch from `main`.\n2. Install the dev dependencies with `pip install -e .[dev]`.\n3. Run `pytest -q` and make sure all tests pass.\n4. Format your code with `ruff format`.\n\nPlease do not commit generated files from the `build/` folder. Bug reports should go to the [issue tracker](https://github.com/tidewatch/tidewatch/issues); security problems must instead be reported privately to security@tidewatch.dev. We usually review pull requests within a week. By contributing, you agree that your code is released under the MIT licence.",
        good=[
            Good(
                "preserve",
                "# Contributing to tidewatch\n\nThank you for wanting to help! Here's what to do before you open a pull request:\n\n1. Fork the repo and branch off `main`.\n2. Install the development dependencies: `pip install -e .[dev]`.\n3. Run `pytest -q` and check that every test passes.\n4. Format the code with `ruff format`.\n\nPlease don't commit any generated files from the `build/` folder.\n\nBugs should be reported in the [issue tracker](https://github.com/tidewatch/tidewatch/issues). Security problems are different: they must be reported privately to security@tidewatch.dev. We usually review pull requests within a week, and by contributing you agree that your code is released under the MIT licence.",
            ),
            Good(
                "preserve",
                "# Contributing to tidewatch\n\nThanks for your help! Before you open a pull request:\n\n1. Fork the repository and create a branch from `main`.\n2. Run `pip install -e .[dev]` to install the dev dependencies.\n3. Run `pytest -q` — all tests must pass.\n4. Run `ruff format` to format your code.\n\nPlease do not commit generated files from `build/`. Bug reports should go to the [issue tracker](https://github.com/tidewatch/tidewatch/issues), but security problems must be reported privately, to security@tidewatch.dev. Pull requests are usually reviewed within a week. By contributing, you agree that your code is released under the MIT licence.",
            ),
            Good(
                "pl",
                "# Jak współtworzyć tidewatch\n\nDziękujemy za pomoc! Zanim otworzysz pull request:\n\n1. Zrób fork repozytorium i utwórz gałąź od `main`.\n2. Zainstaluj zależności deweloperskie poleceniem `pip install -e .[dev]`.\n3. Uruchom `pytest -q` i upewnij się, że wszystkie testy przechodzą.\n4. Sformatuj kod za pomocą `ruff format`.\n\nProsimy nie commitować wygenerowanych plików z katalogu `build/`. Zgłoszenia błędów powinny trafiać do [systemu zgłoszeń](https://github.com/tidewatch/tidewatch/issues); problemy z bezpieczeństwem trzeba natomiast zgłaszać prywatnie na adres security@tidewatch.dev. Pull requesty przeglądamy zwykle w ciągu tygodnia. Przekazując kod, zgadzasz się na jego udostępnienie na licencji MIT.",
            ),
        ],
        bad=[
            Slip(0, [("security@tidewatch.dev", "security@tidewatch.io")], "url"),
            Slip(
                1,
                [
                    (
                        "Run `pytest -q` — all tests must pass.",
                        "Run `pytest -x` — all tests must pass.",
                    )
                ],
                "code",
            ),
            Slip(
                2,
                [
                    (
                        "testy przechodzą.\n4. Sformatuj kod",
                        "testy przechodzą, a następnie sformatuj kod",
                    )
                ],
                "markdown",
            ),
        ],
    ),
    Case(
        key="en-school-museum-trip-consent-letter",
        source="Year 8 will visit the Natural History Museum in London on Thursday 12 March. The coach leaves school at 8:00 am and should be back by about 5:30 pm. The cost is £18, which covers travel and a workshop; families receiving free school meals do not need to pay. Pupils must wear school uniform and should bring a packed lunch and a drink in a bag labelled with their name. Mobile phones may be brought but must be switched off during the workshop. Please return the signed consent slip to the school office by Friday 27 February. Pupils without a signed slip cannot take part.",
        good=[
            Good(
                "preserve",
                "Dear parents and carers,\n\nOn Thursday 12 March, Year 8 are going to the Natural History Museum in London. The coach will leave school at 8:00 am and should be back by about 5:30 pm. The trip costs £18, covering travel and a workshop, but if your family receives free school meals you do not need to pay. Your child must wear school uniform and should bring a packed lunch and a drink in a bag with their name on it. Phones may be brought, but they must be switched off during the workshop. Please hand the signed consent slip in to the school office by Friday 27 February – pupils without a signed slip cannot take part.",
            ),
            Good(
                "preserve",
                "Year 8 trip – Natural History Museum, London\n\n- Date: Thursday 12 March\n- Departure: 8:00 am from school; the coach should be back by about 5:30 pm\n- Cost: £18 (travel and workshop); no payment needed for families receiving free school meals\n- Uniform: must be worn\n- Lunch: pupils should bring a packed lunch and a drink in a bag labelled with their name\n- Phones: may be brought, but must be switched off during the workshop\n- Consent: return the signed slip to the school office by Friday 27 February; pupils without one cannot take part",
            ),
            Good(
                "pl",
                "Uczniowie Year 8 pojadą w czwartek 12 marca do Muzeum Historii Naturalnej w Londynie. Autokar odjeżdża spod szkoły o 8:00 i powinien wrócić około 17:30. Koszt wynosi 18 £ i obejmuje przejazd oraz warsztaty; rodziny otrzymujące bezpłatne posiłki szkolne nie muszą płacić. Uczniowie muszą przyjść w mundurku szkolnym i powinni zabrać drugie śniadanie oraz napój w torbie podpisanej swoim imieniem. Telefony komórkowe można zabrać, ale podczas warsztatów muszą być wyłączone. Podpisaną zgodę prosimy oddać w sekretariacie szkoły do piątku 27 lutego. Uczniowie bez podpisanej zgody nie mogą wziąć udziału w wycieczce.",
            ),
        ],
        bad=[
            Slip(0, [("you do not need to pay", "you need to pay")], "negation"),
            Slip(
                1,
                [
                    (
                        "- Departure: 8:00 am from school;",
                        "- Departure: 8:00 am from school, with five teachers accompanying the group;",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("powinni zabrać drugie śniadanie", "muszą zabrać drugie śniadanie")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-community-garden-allotment-plot-lottery",
        source="Applications for allotment plots at Riverside Community Garden open on 1 February and close on 28 February 2026. There are 24 full plots (250 m²) and 16 half plots available this year. The annual rent is £45 for a full plot and £25 for a half plot, with a 50% discount for pensioners and students. Plots are allocated by lottery in the first week of March, and successful applicants will be contacted by email. Tenants must cultivate at least three-quarters of their plot and may keep up to six hens, but bonfires are not permitted. Unused plots may be reallocated after a warning.",
        good=[
            Good(
                "preserve",
                "Want a plot at Riverside Community Garden? Applications open on 1 February and close on 28 February 2026. This year 24 full plots of 250 m² and 16 half plots are up for grabs. A full plot costs £45 a year and a half plot £25, and pensioners and students get 50% off. Plots will be allocated by lottery in the first week of March, and successful applicants will hear from us by email. If you get a plot, you must cultivate at least three-quarters of it; you may keep up to six hens, but bonfires are not permitted. Plots left unused may be reallocated after a warning.",
            ),
            Good(
                "preserve",
                "Riverside Community Garden – 2026 plot allocation\n\n- Application period: 1–28 February 2026\n- Available this year: 24 full plots (250 m²) and 16 half plots\n- Annual rent: £45 (full plot), £25 (half plot); pensioners and students receive a 50% discount\n- Allocation: by lottery during the first week of March; successful applicants will be contacted by email\n- Conditions: at least 75% of the plot must be cultivated; up to six hens may be kept; bonfires are not permitted; unused plots may be reallocated following a warning",
            ),
            Good(
                "pl",
                "Nabór wniosków o działki w ogrodzie społecznym Riverside Community Garden rusza 1 lutego i kończy się 28 lutego 2026 r. W tym roku dostępne są 24 pełne działki (250 m²) i 16 połówek działek. Roczny czynsz wynosi 45 £ za pełną działkę i 25 £ za połówkę, a emeryci i studenci mają 50% zniżki. Działki zostaną przydzielone w drodze losowania w pierwszym tygodniu marca, a osoby wylosowane otrzymają wiadomość e-mail. Dzierżawcy muszą uprawiać co najmniej trzy czwarte swojej działki i mogą trzymać do sześciu kur, nie wolno jednak palić ognisk. Nieużytkowane działki mogą zostać przydzielone innym osobom po upomnieniu.",
            ),
        ],
        bad=[
            Slip(0, [("close on 28 February 2026", "close on 28 March 2026")], "date"),
            Slip(1, [("24 full plots (250 m²)", "24 full plots (150 m²)")], "number"),
            Slip(
                2,
                [
                    (
                        "Roczny czynsz wynosi 45 £ za pełną działkę i 25 £ za połówkę, a emeryci i studenci mają 50% zniżki. Działki zostaną przydzielone w drodze losowania w pierwszym tygodniu marca, a osoby wylosowane otrzymają wiadomość e-mail.",
                        "The annual rent is £45 for a full plot and £25 for a half plot, with a 50% discount for pensioners and students. Plots are allocated by lottery in the first week of March, and successful applicants will be contacted by email.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-county-record-office-reading-room",
        source="The Reading Room of the County Record Office is open Tuesday to Friday, 9:30 am to 4:30 pm, and is closed on bank holidays. Seats do not need to be booked in advance, but you do need a free reader's ticket, which can be issued on arrival if you bring proof of address. Pens are not allowed; please use pencils only. Items must be ordered by 3:45 pm, and no more than three documents can be issued at a time. When quoting material in publications, you should cite the full reference, for example: Ashworth Estate Papers, DD/ASH/4/17, letter dated 3 May 1788. Photography without flash is permitted for private study with a £5 day permit.",
        good=[
            Good(
                "preserve",
                "You can use the County Record Office Reading Room from Tuesday to Friday, 9:30 am–4:30 pm; it is closed on bank holidays. There's no need to book a seat in advance, but you will need a reader's ticket – it's free and can be issued when you arrive, as long as you bring proof of address. Pens aren't allowed, so please use pencils only. Items must be ordered by 3:45 pm, and no more than three documents can be issued to you at a time. If you quote material in a publication, you should give the full reference, e.g. Ashworth Estate Papers, DD/ASH/4/17, letter dated 3 May 1788. For private study, you may take photographs without flash if you buy a £5 day permit.",
            ),
            Good(
                "preserve",
                "County Record Office – Reading Room information\n\n- Opening hours: Tuesday–Friday, 9.30 am–4.30 pm (closed on bank holidays)\n- Seats: no advance booking needed\n- Admission: a free reader's ticket is required; it can be issued on arrival on production of proof of address\n- Writing materials: pencils only – pens are not allowed\n- Ordering: items must be ordered by 3.45 pm; no more than three documents can be issued at a time\n- Citation: when quoting material in publications, you should cite the full reference, e.g. Ashworth Estate Papers, DD/ASH/4/17, letter dated 3 May 1788\n- Photography: permitted without flash for private study, with a £5 day permit",
            ),
            Good(
                "pl",
                "Czytelnia archiwum County Record Office jest czynna od wtorku do piątku w godz. 9:30–16:30, a w dni ustawowo wolne od pracy pozostaje zamknięta. Nie trzeba wcześniej rezerwować miejsca, ale potrzebna jest bezpłatna karta czytelnika, którą można otrzymać na miejscu po okazaniu potwierdzenia adresu. Długopisy są niedozwolone – prosimy używać wyłącznie ołówków. Materiały trzeba zamówić do 15:45, a jednorazowo można otrzymać nie więcej niż trzy dokumenty. Cytując materiały w publikacjach, powinno się podawać pełną sygnaturę, np. Ashworth Estate Papers, DD/ASH/4/17, list z 3 maja 1788 r. Fotografowanie bez lampy błyskowej jest dozwolone do celów prywatnych badań po wykupieniu jednodniowego pozwolenia za 5 £.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "it is closed on bank holidays.",
                        "it is closed on bank holidays and for the first two weeks of August for stocktaking.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("- Seats: no advance booking needed", "- Seats: advance booking needed")],
                "negation",
            ),
            Slip(2, [("DD/ASH/4/17", "DD/ASH/4/71")], "citation"),
        ],
    ),
    Case(
        key="en-gas-boiler-annual-service-reminder",
        source="Your gas boiler is due for its annual service. Regular servicing helps the boiler run efficiently and can reduce your energy bills by up to 10%, although the saving depends on the age of the appliance. The visit usually takes about 45 minutes. Our engineer will check the flue, burner and safety devices, test carbon monoxide levels and may recommend replacing worn parts. The service costs £85 including VAT, or £8 a month on our care plan. Please note that most manufacturers' warranties are likely to become invalid if the boiler is not serviced every 12 months. To book, call 0345 600 1234 or reply to this email.",
        good=[
            Good(
                "preserve",
                "It's time for your gas boiler's annual service. Servicing it regularly helps it run efficiently and can cut your energy bills by up to 10% – how much you save depends on how old the boiler is. The visit usually lasts about 45 minutes: our engineer will check the flue, burner and safety devices, test carbon monoxide levels and may suggest replacing any worn parts. It costs £85 including VAT, or £8 a month on our care plan. Bear in mind that most manufacturers' warranties are likely to become invalid if the boiler isn't serviced every 12 months. To book, call 0345 600 1234 or simply reply to this email.",
            ),
            Good(
                "preserve",
                "Annual service reminder: your gas boiler is now due. Regular servicing helps maintain efficiency and can lower energy bills by up to 10%, although the saving depends on the appliance's age. During the visit, which usually takes about 45 minutes, the engineer will inspect the flue, burner and safety devices, test carbon monoxide levels and may recommend the replacement of worn parts. Price: £85 including VAT, or £8 per month under our care plan. Note: if the boiler is not serviced every 12 months, most manufacturers' warranties are likely to be invalidated. Booking: call 0345 600 1234 or reply to this email.",
            ),
            Good(
                "pl",
                "Twój kocioł gazowy wymaga corocznego przeglądu. Regularny serwis pomaga utrzymać sprawność kotła i może obniżyć rachunki za energię nawet o 10%, choć oszczędność zależy od wieku urządzenia. Wizyta trwa zwykle około 45 minut. Nasz serwisant sprawdzi przewód spalinowy, palnik i zabezpieczenia, zmierzy poziom tlenku węgla i może zalecić wymianę zużytych części. Przegląd kosztuje 85 £ z VAT lub 8 £ miesięcznie w ramach naszego planu serwisowego. Pamiętaj, że jeśli kocioł nie jest serwisowany co 12 miesięcy, większość gwarancji producentów prawdopodobnie straci ważność. Aby umówić wizytę, zadzwoń pod numer 0345 600 1234 lub odpowiedz na tę wiadomość.",
            ),
        ],
        bad=[
            Slip(0, [("It costs £85 including VAT", "It costs £95 including VAT")], "number"),
            Slip(
                1,
                [
                    (
                        "test carbon monoxide levels and may recommend",
                        "test carbon monoxide levels, bleed all radiators free of charge and may recommend",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "większość gwarancji producentów prawdopodobnie straci ważność",
                        "większość gwarancji producentów straci ważność",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-cycling-sportive-rider-briefing-table",
        source="### Rider briefing – Dales 100 sportive\n\n| Route | Distance | Start window |\n|---|---|---|\n| Long | 162 km | 7:00–8:00 |\n| Medium | 110 km | 8:00–9:00 |\n| Short | 58 km | 9:00–9:30 |\n\nHelmets **must** be worn at all times. Roads are not closed, so you must obey the Highway Code and should ride no more than two abreast. Feed stations are at 45 km and 95 km. Riders who reach the 95 km feed station after 1:30 pm may be diverted onto the medium route. Headphones are not permitted.",
        good=[
            Good(
                "preserve",
                "### Dales 100 sportive – what riders need to know\n\n| Route | Distance | Start window |\n|---|---|---|\n| Long | 162 km | 7:00–8:00 |\n| Medium | 110 km | 8:00–9:00 |\n| Short | 58 km | 9:00–9:30 |\n\nYou **must** wear a helmet at all times. The roads are not closed, so you must follow the Highway Code, and you should ride no more than two abreast. You'll find feed stations at 45 km and 95 km. If you reach the 95 km feed station after 1:30 pm, you may be diverted onto the medium route. Headphones are not permitted.",
            ),
            Good(
                "preserve",
                "### Rider briefing: Dales 100 sportive\n\n| Route | Distance | Start window |\n|---|---|---|\n| Long | 162 km | 7:00–8:00 |\n| Medium | 110 km | 8:00–9:00 |\n| Short | 58 km | 9:00–9:30 |\n\n- Helmets **must** be worn at all times.\n- The roads are not closed to traffic, so the Highway Code must be obeyed, and riders should stay no more than two abreast.\n- Feed stations: 45 km and 95 km.\n- Riders arriving at the 95 km feed station after 1:30 pm may be diverted onto the medium route.\n- No headphones.",
            ),
            Good(
                "pl",
                "### Odprawa dla uczestników – Dales 100 sportive\n\n| Trasa | Dystans | Okno startowe |\n|---|---|---|\n| Długa | 162 km | 7:00–8:00 |\n| Średnia | 110 km | 8:00–9:00 |\n| Krótka | 58 km | 9:00–9:30 |\n\nKask **trzeba** mieć na głowie przez cały czas. Drogi nie są zamknięte dla ruchu, więc musisz przestrzegać Highway Code i powinieneś jechać co najwyżej dwójkami obok siebie. Punkty żywieniowe znajdują się na 45. i 95. kilometrze. Uczestnicy, którzy dotrą do punktu żywieniowego na 95. km po 13:30, mogą zostać skierowani na trasę średnią. Nie wolno jeździć w słuchawkach.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "you may be diverted onto the medium route",
                        "you will be diverted onto the medium route",
                    )
                ],
                "modality",
            ),
            Slip(1, [("| Medium | 110 km | 8:00–9:00 |\n", "")], "markdown"),
            Slip(
                2,
                [("Drogi nie są zamknięte dla ruchu", "Drogi są zamknięte dla ruchu")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-ibuprofen-tablets-patient-dosing-leaflet",
        source="Ibuprofen 200 mg tablets: adults and children over 12 may take one or two tablets every four to six hours, with or after food. Do not take more than six tablets in 24 hours. You should not take this medicine if you have ever had a stomach ulcer or if you are in the last three months of pregnancy. Side effects are usually mild; the most common are indigestion and nausea, which may affect up to 1 in 10 people. Ibuprofen can make asthma worse in some people. If symptoms persist for more than three days, you must speak to a pharmacist or doctor.",
        good=[
            Good(
                "preserve",
                "Ibuprofen 200 mg tablets. If you are an adult or a child over 12, you may take one or two tablets every four to six hours, with or after food. Do not take more than six tablets in 24 hours. You should not take them if you have ever had a stomach ulcer or if you are in the last three months of pregnancy. In some people, ibuprofen can make asthma worse. Side effects are usually mild: indigestion and nausea are the most common and may affect up to 1 in 10 people. If your symptoms last more than three days, you must talk to a pharmacist or doctor.",
            ),
            Good(
                "preserve",
                "Ibuprofen 200 mg tablets – how to use\n\n- Adults and children over 12 may take 1–2 tablets every 4–6 hours, with or after food.\n- Do not take more than 6 tablets in 24 hours.\n- You should not take this medicine if you have ever had a stomach ulcer, or during the last three months of pregnancy.\n- Side effects are usually mild. Indigestion and nausea are the most common and may affect up to 1 in 10 people.\n- In some people, ibuprofen can make asthma worse.\n- If symptoms persist for more than three days, you must speak to a pharmacist or doctor.",
            ),
            Good(
                "pl",
                "Ibuprofen 200 mg, tabletki: dorośli i dzieci powyżej 12 lat mogą przyjmować jedną lub dwie tabletki co cztery do sześciu godzin, w trakcie posiłku lub po nim. Nie należy przyjmować więcej niż sześciu tabletek w ciągu 24 godzin. Tego leku nie powinno się przyjmować, jeśli kiedykolwiek wystąpił u ciebie wrzód żołądka lub jeśli jesteś w ostatnich trzech miesiącach ciąży. Działania niepożądane są zwykle łagodne; najczęstsze to niestrawność i nudności, które mogą wystąpić maksymalnie u 1 na 10 osób. U niektórych osób ibuprofen może nasilać astmę. Jeśli objawy utrzymują się dłużej niż trzy dni, musisz skonsultować się z farmaceutą lub lekarzem.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("if you have ever had a stomach ulcer", "if you have never had a stomach ulcer")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "- In some people, ibuprofen can make asthma worse.",
                        "- Ibuprofen makes asthma worse.",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("musisz skonsultować się", "możesz skonsultować się")], "modality"),
        ],
    ),
    Case(
        key="en-volunteer-beach-clean-registration-saltburn",
        source="Join our spring beach clean at Saltburn on Sunday 27 April 2025, from 10 am to 1 pm. Meet at the lifeboat station; we will provide litter pickers, gloves and bags, but please bring sturdy shoes and water. Under-16s are welcome if accompanied by an adult. Last year more than 140 volunteers collected around 380 kg of litter, much of it plastic. Because we need to plan equipment, please register by Thursday 24 April at saltburncleanup.org/register. If the weather is dangerous, the event may be postponed and we will let everyone know by 8 am on the day. Questions? Email volunteers@saltburncleanup.org.",
        good=[
            Good(
                "preserve",
                "Come and help at our spring beach clean in Saltburn on Sunday 27 April 2025, 10 am–1 pm! We'll meet at the lifeboat station. Litter pickers, gloves and bags are provided, but please bring sturdy shoes and some water. Under-16s are very welcome as long as an adult comes with them. Last year, over 140 volunteers picked up around 380 kg of litter, a lot of it plastic. We need to plan equipment, so please sign up by Thursday 24 April at saltburncleanup.org/register. If the weather turns dangerous, the event may be postponed, and we'll tell everyone by 8 am on the day. Any questions? Email volunteers@saltburncleanup.org.",
            ),
            Good(
                "preserve",
                "Saltburn spring beach clean\n\n- When: Sunday, April 27, 2025, 10:00 am to 1:00 pm\n- Where: meet at the lifeboat station\n- We provide: litter pickers, gloves, bags\n- Please bring: sturdy shoes and water\n- Under-16s: welcome if accompanied by an adult\n- Registration: by Thursday, April 24, at saltburncleanup.org/register (we need this to plan equipment)\n- Bad weather: if conditions are dangerous, the event may be postponed – we'll let everyone know by 8 am on the day\n- Questions: volunteers@saltburncleanup.org\n\nLast year, more than 140 volunteers collected around 380 kg of litter, much of it plastic.",
            ),
            Good(
                "pl",
                "Zapraszamy na wiosenne sprzątanie plaży w Saltburn w niedzielę 27 kwietnia 2025 r., w godz. 10:00–13:00. Zbiórka przy stacji ratownictwa morskiego; zapewniamy chwytaki do śmieci, rękawice i worki, ale prosimy zabrać solidne buty i wodę. Osoby poniżej 16 lat są mile widziane pod opieką dorosłego. W zeszłym roku ponad 140 wolontariuszy zebrało około 380 kg śmieci, w dużej części plastiku. Ponieważ musimy zaplanować sprzęt, prosimy o rejestrację do czwartku 24 kwietnia na stronie saltburncleanup.org/register. Jeśli pogoda będzie niebezpieczna, wydarzenie może zostać przełożone – poinformujemy o tym wszystkich do 8:00 w dniu wydarzenia. Pytania? Napisz na volunteers@saltburncleanup.org.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "we'll tell everyone by 8 am on the day",
                        "we'll tell everyone by 10 am on the day",
                    )
                ],
                "date",
            ),
            Slip(1, [("at saltburncleanup.org/register", "at saltburncleanup.org/signup")], "url"),
            Slip(
                2,
                [
                    (
                        "Osoby poniżej 16 lat są mile widziane pod opieką dorosłego.",
                        "Osoby poniżej 16 lat są mile widziane pod opieką dorosłego. Po zakończeniu akcji wszyscy uczestnicy dostaną darmowe lody od kawiarni Sea Glass.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
