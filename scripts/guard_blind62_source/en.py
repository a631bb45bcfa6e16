# ruff: noqa: E501, RUF001
"""English source cases of blind set 62: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-laser-tag-party-booking-terms",
        source="Booking terms for private parties at Zone Blast Laser Arena. A non-refundable deposit of £50 is required to secure your slot, and the remaining balance must be paid no later than 7 days before the event. Parties run for 90 minutes, including 40 minutes of game time and a 30-minute food break in the party room. Groups may bring their own birthday cake, but no other outside food or drinks are permitted. Players must be at least 7 years old, and every group of up to 12 children should be accompanied by one adult. If you cancel less than 48 hours before your booking, the full balance will be charged.",
        good=[
            Good(
                "preserve",
                "Planning a party at Zone Blast Laser Arena? Here's what you need to know. To hold your slot you'll need to pay a £50 deposit, which is non-refundable, and the rest of the balance must be paid at least 7 days before the party. Each party lasts 90 minutes: 40 minutes of games plus a 30-minute food break in the party room. You're welcome to bring your own birthday cake, but no other food or drinks from outside are allowed. All players must be 7 or older, and there should be one adult with every group of up to 12 children. Cancel less than 48 hours before your booking and you'll be charged the full balance.",
            ),
            Good(
                "preserve",
                "**Zone Blast Laser Arena – private party terms**\n\n- Deposit: £50, non-refundable, required to secure the slot.\n- Balance: must be paid no later than seven days before the event.\n- Duration: 90 minutes in total (40 minutes of play and a 30-minute food break in the party room).\n- Food: you may bring your own birthday cake; no other outside food or drink is permitted.\n- Age and supervision: players must be at least 7 years old; one adult should accompany each group of up to 12 children.\n- Late cancellation: cancellations made less than 48 hours before the booking will be charged the full balance.",
            ),
            Good(
                "pl",
                "Warunki rezerwacji imprez prywatnych w Zone Blast Laser Arena. Aby zarezerwować termin, należy wpłacić bezzwrotny zadatek w wysokości 50 £, a pozostałą kwotę trzeba uregulować najpóźniej 7 dni przed imprezą. Impreza trwa 90 minut, w tym 40 minut gry i 30-minutową przerwę na posiłek w sali imprezowej. Grupy mogą przynieść własny tort urodzinowy, ale żadne inne jedzenie ani napoje z zewnątrz nie są dozwolone. Gracze muszą mieć co najmniej 7 lat, a każdej grupie liczącej do 12 dzieci powinien towarzyszyć jeden dorosły. W przypadku odwołania rezerwacji później niż 48 godzin przed jej terminem pobierana jest pełna pozostała kwota.",
            ),
        ],
        bad=[
            Slip(0, [("there should be one adult", "there must be one adult")], "modality"),
            Slip(1, [("Deposit: £50", "Deposit: £30")], "number"),
            Slip(2, [("później niż 48 godzin", "później niż 24 godziny")], "date"),
        ],
    ),
    Case(
        key="en-wildlife-rescue-volunteer-induction-info",
        source="Thank you for your interest in volunteering at Hollowbrook Wildlife Rescue. New volunteers are asked to commit to at least one four-hour shift per week for a minimum of three months. Before your first shift you will attend a two-hour induction, held on the first Saturday of every month. Volunteers do not handle animals during their first four weeks; instead you will help with cleaning enclosures, preparing feeds and washing bedding. Hedgehog season is usually our busiest time, and we will probably need extra help from July to October. Please note that we cannot reimburse travel costs, and you should not visit the centre with pets.",
        good=[
            Good(
                "preserve",
                "Thanks for wanting to volunteer with Hollowbrook Wildlife Rescue! Here's what we ask of new volunteers:\n\n1. Commit to at least one four-hour shift a week for no less than three months.\n2. Attend a two-hour induction before your first shift – these take place on the first Saturday of each month.\n3. For your first four weeks, you won't handle animals. Instead, you'll help clean enclosures, prepare feeds and wash bedding.\n\nHedgehog season is usually when we're busiest, and we'll probably need extra hands from July to October. Please be aware that we can't reimburse travel costs, and you shouldn't bring pets when you visit the centre.",
            ),
            Good(
                "preserve",
                "Hollowbrook Wildlife Rescue thanks you for your interest in volunteering. New volunteers are asked to undertake a minimum of one four-hour shift weekly over a period of at least three months, and to attend a two-hour induction before their first shift; inductions are held on the first Saturday of every month. During the first four weeks, volunteers do not handle animals but assist instead with cleaning enclosures, preparing feeds and washing bedding. Our busiest period is usually hedgehog season, and additional help will probably be required from July to October. Travel costs cannot be reimbursed, and volunteers should not bring pets to the centre.",
            ),
            Good(
                "pl",
                "Dziękujemy za zainteresowanie wolontariatem w Hollowbrook Wildlife Rescue. Prosimy nowych wolontariuszy o zobowiązanie się do co najmniej jednego czterogodzinnego dyżuru tygodniowo przez minimum trzy miesiące. Przed pierwszym dyżurem weźmiesz udział w dwugodzinnym szkoleniu wprowadzającym, które odbywa się w pierwszą sobotę każdego miesiąca. Przez pierwsze cztery tygodnie nie będziesz zajmować się zwierzętami – zamiast tego pomożesz w sprzątaniu wybiegów, przygotowywaniu karmy i praniu posłań. Sezon jeżowy to zwykle nasz najbardziej pracowity okres i prawdopodobnie będziemy potrzebować dodatkowej pomocy od lipca do października. Pamiętaj, że nie możemy zwracać kosztów dojazdu, a do ośrodka nie powinno się przychodzić ze zwierzętami domowymi.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("we can't reimburse travel costs", "we can reimburse travel costs")],
                "negation",
            ),
            Slip(
                1,
                [("additional help will probably be required", "additional help will be required")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "od lipca do października.",
                        "od lipca do października, zwłaszcza po ulewnych deszczach, gdy do ośrodka trafia nawet 40 jeży tygodniowo.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-gym-member-data-retention-policy",
        source="How long we keep your data. FitCore Gyms Ltd processes members' personal data in line with Article 5(1)(e) of the UK GDPR, which requires that data is kept no longer than necessary. Membership records are kept for 6 years after your membership ends, as required for tax and accounting purposes. CCTV footage is stored for 30 days and then automatically overwritten, unless it is needed to investigate an incident. Entry logs from the turnstiles are deleted after 12 months. We do not sell your data to third parties. You can ask us to erase your data at any time by emailing privacy@fitcore.co.uk, although we may need to keep some records where the law requires it.",
        good=[
            Good(
                "preserve",
                "Here is how long FitCore Gyms Ltd holds on to your information. We follow Article 5(1)(e) of the UK GDPR, which requires that personal data is not kept for longer than necessary. We keep your membership records for 6 years after your membership ends, because tax and accounting rules require it. CCTV footage is kept for 30 days and then overwritten automatically, unless we need it to investigate an incident. Turnstile entry logs are deleted after 12 months. We don't sell your data to third parties. If you want your data erased, email privacy@fitcore.co.uk at any time – but we may need to keep some records where the law requires us to.",
            ),
            Good(
                "preserve",
                "FitCore Gyms Ltd – data retention\n\nWe process members' personal data in accordance with Article 5(1)(e) of the UK GDPR, which requires that data be kept for no longer than necessary. Our retention periods are:\n\n- membership records: 6 years after the membership ends (a tax and accounting requirement);\n- CCTV footage: 30 days, after which it is automatically overwritten, unless needed to investigate an incident;\n- turnstile entry logs: 12 months, then deleted.\n\nYour data is not sold to third parties. You can request erasure at any time by writing to privacy@fitcore.co.uk; however, we may need to retain some records where the law requires it.",
            ),
            Good(
                "pl",
                "Jak długo przechowujemy Twoje dane. FitCore Gyms Ltd przetwarza dane osobowe członków zgodnie z art. 5 ust. 1 lit. e) UK GDPR, który wymaga, aby dane nie były przechowywane dłużej, niż jest to niezbędne. Dokumentację członkostwa przechowujemy przez 6 lat od zakończenia członkostwa, ponieważ wymagają tego przepisy podatkowe i rachunkowe. Nagrania z monitoringu przechowujemy przez 30 dni, po czym są automatycznie nadpisywane, chyba że są potrzebne do wyjaśnienia incydentu. Rejestry wejść z bramek są usuwane po 12 miesiącach. Nie sprzedajemy Twoich danych podmiotom trzecim. W każdej chwili możesz poprosić o usunięcie swoich danych, pisząc na adres privacy@fitcore.co.uk, choć niektóre dane możemy być zobowiązani zachować, jeśli wymaga tego prawo.",
            ),
        ],
        bad=[
            Slip(0, [("Article 5(1)(e)", "Article 5(1)(c)")], "legal_reference"),
            Slip(1, [("CCTV footage: 30 days", "CCTV footage: 90 days")], "date"),
            Slip(
                2,
                [
                    (
                        "Nie sprzedajemy Twoich danych podmiotom trzecim.",
                        "Sprzedajemy Twoje dane podmiotom trzecim.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-kubernetes-operator-readme-install-notes",
        source="# pgshard-operator\n\nA Kubernetes operator that manages sharded PostgreSQL clusters.\n\n## Installation\n\nThe operator requires Kubernetes 1.27 or later and Helm 3.12+. Install it with:\n\n```bash\nhelm install pgshard oci://ghcr.io/pgshard/charts/pgshard-operator --version 0.9.2 -n pgshard-system --create-namespace\n```\n\n## Notes\n\n- Do not run more than one operator replica unless leader election is enabled (`--leader-elect=true`).\n- Backups to S3 are supported but still experimental.\n- Full documentation is at https://pgshard.dev/docs.\n\nReport bugs on the GitHub issue tracker; security issues should be sent privately to security@pgshard.dev instead.",
        good=[
            Good(
                "preserve",
                "# pgshard-operator\n\npgshard-operator is a Kubernetes operator for managing sharded PostgreSQL clusters.\n\n## Installation\n\nYou'll need Kubernetes 1.27 or newer and Helm 3.12 or above. Then run:\n\n```bash\nhelm install pgshard oci://ghcr.io/pgshard/charts/pgshard-operator --version 0.9.2 -n pgshard-system --create-namespace\n```\n\n## Notes\n\n- Don't run more than one replica of the operator unless leader election is turned on (`--leader-elect=true`).\n- S3 backups are supported, but they're still experimental.\n- You'll find the full docs at https://pgshard.dev/docs.\n\nPlease report bugs on the GitHub issue tracker. Security issues, however, should go privately to security@pgshard.dev.",
            ),
            Good(
                "preserve",
                "# pgshard-operator\n\nManages sharded PostgreSQL clusters on Kubernetes.\n\n## Installation\n\nRequirements: Kubernetes 1.27+ and Helm 3.12+.\n\n```bash\nhelm install pgshard oci://ghcr.io/pgshard/charts/pgshard-operator --version 0.9.2 -n pgshard-system --create-namespace\n```\n\n## Notes\n\n- Running more than one operator replica is not allowed unless leader election is enabled (`--leader-elect=true`).\n- S3 backup support exists but is still experimental.\n- Full documentation: https://pgshard.dev/docs\n\nBugs belong on the GitHub issue tracker; security issues should instead be sent privately to security@pgshard.dev.",
            ),
            Good(
                "pl",
                "# pgshard-operator\n\nOperator Kubernetes do zarządzania shardowanymi klastrami PostgreSQL.\n\n## Instalacja\n\nOperator wymaga Kubernetes w wersji 1.27 lub nowszej oraz Helm 3.12+. Instalacja:\n\n```bash\nhelm install pgshard oci://ghcr.io/pgshard/charts/pgshard-operator --version 0.9.2 -n pgshard-system --create-namespace\n```\n\n## Uwagi\n\n- Nie uruchamiaj więcej niż jednej repliki operatora, chyba że włączony jest wybór lidera (`--leader-elect=true`).\n- Kopie zapasowe do S3 są obsługiwane, ale wciąż mają charakter eksperymentalny.\n- Pełna dokumentacja znajduje się pod adresem https://pgshard.dev/docs.\n\nBłędy zgłaszaj w systemie zgłoszeń na GitHubie; problemy dotyczące bezpieczeństwa powinny natomiast trafiać prywatnie na adres security@pgshard.dev.",
            ),
        ],
        bad=[
            Slip(0, [("(`--leader-elect=true`)", "(`--leader-election=true`)")], "code"),
            Slip(
                1,
                [
                    ("```bash\nhelm install", "helm install"),
                    ("--create-namespace\n```", "--create-namespace"),
                ],
                "markdown",
            ),
            Slip(2, [("https://pgshard.dev/docs", "https://pgshard.io/docs")], "url"),
        ],
    ),
    Case(
        key="en-child-asthma-reliever-inhaler-leaflet",
        source="Using your child's blue reliever inhaler (salbutamol 100 micrograms per puff). Always use the inhaler with a spacer; children under 3 will also need a face mask attached. If your child is wheezy or short of breath, give 2 puffs, one at a time, with about 30 seconds between them. If symptoms do not improve, you can give up to 10 puffs in total. Call 999 if your child is still struggling to breathe after 10 puffs or if they are too breathless to talk. The inhaler may cause a fast heartbeat or shaky hands, which usually pass within an hour. Do not use an inhaler after the expiry date printed on the canister.",
        good=[
            Good(
                "preserve",
                "How to use your child's blue reliever inhaler (salbutamol, 100 micrograms per puff):\n\n1. Always use it with a spacer. Children under 3 will also need a face mask attached to the spacer.\n2. If your child is wheezy or short of breath, give 2 puffs, one puff at a time, waiting about 30 seconds between them.\n3. If their symptoms don't improve, you can give up to 10 puffs altogether.\n4. Call 999 if your child is still struggling to breathe after 10 puffs, or if they're too breathless to talk.\n\nThe inhaler may make your child's heart beat fast or their hands shake; this usually passes within an hour. Never use an inhaler once the expiry date printed on the canister has passed.",
            ),
            Good(
                "preserve",
                "Your child's blue reliever inhaler contains salbutamol, 100 micrograms per puff. Always give it through a spacer, and for children under 3, attach a face mask as well. When your child is wheezy or short of breath, give 2 puffs, one at a time, about 30 seconds apart. You can give up to 10 puffs in total if the symptoms do not improve. If your child is too breathless to talk, or is still struggling to breathe after 10 puffs, call 999. Possible side effects are a fast heartbeat or shaky hands, which usually go away within an hour. Do not use the inhaler after the expiry date printed on the canister.",
            ),
            Good(
                "pl",
                "Jak stosować niebieski inhalator doraźny dziecka (salbutamol, 100 mikrogramów na dawkę). Inhalator należy zawsze stosować z komorą inhalacyjną (spejserem); dzieci poniżej 3 lat będą potrzebowały również dołączonej do niej maseczki. Jeśli dziecko świszczy lub brakuje mu tchu, podaj 2 dawki, po jednej, w odstępie około 30 sekund. Jeśli objawy nie ustępują, możesz podać łącznie do 10 dawek. Zadzwoń pod numer 999, jeśli po 10 dawkach dziecko nadal ma trudności z oddychaniem lub jest tak zadyszane, że nie może mówić. Inhalator może powodować szybkie bicie serca lub drżenie rąk, które zwykle mijają w ciągu godziny. Nie stosuj inhalatora po upływie terminu ważności wydrukowanego na pojemniku.",
            ),
        ],
        bad=[
            Slip(
                0, [("give up to 10 puffs altogether", "give up to 20 puffs altogether")], "number"
            ),
            Slip(
                1,
                [("which usually go away within an hour", "which go away within an hour")],
                "hedge",
            ),
            Slip(
                2,
                [("Inhalator należy zawsze stosować", "Inhalator warto zawsze stosować")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-student-residence-licence-agreement-terms",
        source="Elm Court student residence: licence agreement 2025/26. This agreement is a licence to occupy, not a tenancy, so you do not have exclusive possession of your room. The licence fee is £168 per week, payable in three instalments due on 26 September 2025, 9 January 2026 and 24 April 2026. Because this is not an assured shorthold tenancy, your £250 deposit is not protected under section 213 of the Housing Act 2004. If you want to leave early, you must give at least 28 days' written notice, and you will remain liable for the fee until a replacement student moves in. Staff may enter your room with 24 hours' notice for inspections, or without notice in an emergency.",
        good=[
            Good(
                "preserve",
                "Your Elm Court student residence licence agreement for 2025/26, in plain terms:\n\n- This is a licence to occupy, not a tenancy, which means you don't have exclusive possession of your room.\n- You pay £168 a week, in three instalments due on 26 September 2025, 9 January 2026 and 24 April 2026.\n- As this isn't an assured shorthold tenancy, your £250 deposit isn't protected under section 213 of the Housing Act 2004.\n- To leave early, you must give at least 28 days' notice in writing, and you'll keep paying the fee until a replacement student moves in.\n- Staff may come into your room for inspections if they give you 24 hours' notice, or without any notice in an emergency.",
            ),
            Good(
                "preserve",
                "Elm Court Student Residence – Licence Agreement 2025/26. The agreement grants a licence to occupy rather than a tenancy; accordingly, the student does not have exclusive possession of the room. A licence fee of £168 per week is payable in three instalments, due on 26 September 2025, 9 January 2026 and 24 April 2026. As the arrangement is not an assured shorthold tenancy, the £250 deposit is not protected under section 213 of the Housing Act 2004. A student who wishes to leave early must give no less than 28 days' written notice and will remain liable for the fee until a replacement student moves in. Staff may enter the room for inspections on 24 hours' notice, or without notice in an emergency.",
            ),
            Good(
                "pl",
                "Akademik Elm Court – umowa licencyjna na rok 2025/26. Umowa ta jest licencją na zajmowanie pokoju, a nie umową najmu, dlatego nie masz wyłącznego posiadania swojego pokoju. Opłata licencyjna wynosi 168 £ tygodniowo i jest płatna w trzech ratach, w terminach 26 września 2025 r., 9 stycznia 2026 r. i 24 kwietnia 2026 r. Ponieważ nie jest to najem typu assured shorthold tenancy, Twoja kaucja w wysokości 250 £ nie jest chroniona na podstawie sekcji 213 ustawy Housing Act 2004. Jeśli chcesz wyprowadzić się wcześniej, musisz złożyć pisemne wypowiedzenie z co najmniej 28-dniowym wyprzedzeniem, a do czasu wprowadzenia się innego studenta na Twoje miejsce nadal odpowiadasz za opłatę. Personel może wejść do Twojego pokoju w celu inspekcji po uprzedzeniu Cię z 24-godzinnym wyprzedzeniem, a w sytuacji awaryjnej – bez uprzedzenia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("section 213 of the Housing Act 2004", "section 21 of the Housing Act 1988")],
                "legal_reference",
            ),
            Slip(
                1,
                [("must give no less than 28 days'", "should give no less than 28 days'")],
                "modality",
            ),
            Slip(2, [("168 £ tygodniowo", "186 £ tygodniowo")], "number"),
        ],
    ),
    Case(
        key="en-vintage-car-rally-entry-rules",
        source="Entry rules – Cotswold Classic Road Rally, Sunday 14 September 2025. The rally is open to cars built before 1 January 1990; replicas and kit cars are not eligible. Entries close at midnight on 15 August 2025 and are limited to 120 cars. The entry fee is £95 per car, which covers the driver, one navigator and the route book. Every car must hold a valid MOT (unless exempt as a historic vehicle) and must be insured for road use on the day. The rally is not a race: average speeds on all sections are set below 30 mph, and any crew found speeding will be excluded. Scrutineering opens at 7:30 am at Bourton Showground.",
        good=[
            Good(
                "preserve",
                "Thinking of entering the Cotswold Classic Road Rally on Sunday 14 September 2025? Your car has to have been built before 1 January 1990 – replicas and kit cars aren't eligible. Entries close at midnight on 15 August 2025, and there's a limit of 120 cars. It costs £95 per car, which covers the driver, one navigator and the route book. Your car must have a valid MOT (unless it's exempt as a historic vehicle) and must be insured for road use on the day. Remember, this isn't a race: average speeds on every section are set below 30 mph, and any crew caught speeding will be excluded. Scrutineering opens at 7:30 am at Bourton Showground.",
            ),
            Good(
                "preserve",
                "Cotswold Classic Road Rally – Sunday, 14 September 2025: entry rules\n\n- Eligibility: cars built before 1 January 1990 only; replicas and kit cars cannot enter.\n- Entries: limited to 120 cars, closing at midnight on 15 August 2025.\n- Fee: £95 per car, covering the driver, one navigator and the route book.\n- Documents: every car must have a valid MOT (unless exempt as a historic vehicle) and must be insured for road use on the day.\n- Speed: this is not a race. Average speeds on all sections are set below 30 mph, and crews found speeding will be excluded.\n- Scrutineering: opens at 7:30 am at Bourton Showground.",
            ),
            Good(
                "pl",
                "Regulamin zgłoszeń – Cotswold Classic Road Rally, niedziela 14 września 2025 r. W rajdzie mogą wziąć udział samochody wyprodukowane przed 1 stycznia 1990 r.; repliki i samochody typu kit car nie są dopuszczane. Zgłoszenia przyjmujemy do północy 15 sierpnia 2025 r., a liczba miejsc jest ograniczona do 120 samochodów. Wpisowe wynosi 95 £ za samochód i obejmuje kierowcę, jednego pilota oraz książkę drogową. Każdy samochód musi mieć ważne badanie techniczne MOT (chyba że jako pojazd zabytkowy jest z niego zwolniony) i musi być ubezpieczony do jazdy po drogach publicznych w dniu rajdu. Rajd nie jest wyścigiem: średnie prędkości na wszystkich odcinkach ustalono poniżej 30 mil/h, a każda załoga przyłapana na przekroczeniu prędkości zostanie wykluczona. Odbiór techniczny rozpoczyna się o 7:30 na terenie Bourton Showground.",
            ),
        ],
        bad=[
            Slip(0, [("midnight on 15 August 2025", "midnight on 25 August 2025")], "date"),
            Slip(
                1,
                [("replicas and kit cars cannot enter", "replicas and kit cars can enter")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "oraz książkę drogową.",
                        "oraz książkę drogową, a także obiad dla załogi po zakończeniu rajdu.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-planning-application-neighbour-consultation-letter",
        source="Dear Resident,\n\nPlanning application 25/01874/FUL: erection of a two-storey rear extension and loft conversion at 42 Marlow Road.\n\nAs a neighbouring occupier, you are being consulted on this application. You can view the plans and supporting documents online at https://planning.westbury.gov.uk/25/01874 or at the Council Offices, Monday to Friday, 9 am to 4 pm. If you wish to comment, you must do so in writing by 3 October 2025. Comments received after this date may not be taken into account. Please note that all comments will be published on the Council's website, although your email address and telephone number will not be shown. We cannot consider issues such as loss of property value.\n\nYours faithfully,\nDevelopment Management",
        good=[
            Good(
                "preserve",
                "Dear Resident,\n\nRe: planning application 25/01874/FUL – two-storey rear extension and loft conversion at 42 Marlow Road\n\nBecause you are a neighbouring occupier, we are asking for your views on this application. The plans and supporting documents are available online at https://planning.westbury.gov.uk/25/01874, or you can see them at the Council Offices between 9 am and 4 pm, Monday to Friday. If you want to comment, you must do so in writing by 3 October 2025; comments that arrive after that date may not be taken into account. All comments will be published on the Council's website, but your email address and phone number won't be shown. Please be aware that we can't consider matters such as loss of property value.\n\nYours faithfully,\nDevelopment Management",
            ),
            Good(
                "preserve",
                "Dear Resident,\n\nYou are being consulted, as a neighbouring occupier, on planning application 25/01874/FUL for the erection of a two-storey rear extension and loft conversion at 42 Marlow Road.\n\nThe plans and supporting documents can be viewed at https://planning.westbury.gov.uk/25/01874 or at the Council Offices (Monday–Friday, 9 am–4 pm). Should you wish to comment, you must do so in writing by 3 October 2025. Comments received later may not be taken into account.\n\nAll comments will be published on the Council's website; email addresses and telephone numbers will not be displayed. Issues such as loss of property value cannot be considered.\n\nYours faithfully,\nDevelopment Management",
            ),
            Good(
                "pl",
                "Szanowni Państwo,\n\ndotyczy wniosku planistycznego nr 25/01874/FUL: budowa dwukondygnacyjnej dobudowy z tyłu budynku oraz adaptacja poddasza pod adresem 42 Marlow Road.\n\nJako sąsiadów prosimy Państwa o opinię w sprawie tego wniosku. Plany i dokumenty uzupełniające można obejrzeć online pod adresem https://planning.westbury.gov.uk/25/01874 lub w siedzibie urzędu (Council Offices) od poniedziałku do piątku w godzinach 9:00–16:00. Jeśli chcą Państwo zgłosić uwagi, należy to zrobić na piśmie do 3 października 2025 r. Uwagi, które wpłyną po tym terminie, mogą nie zostać uwzględnione. Wszystkie uwagi zostaną opublikowane na stronie internetowej urzędu, przy czym Państwa adres e-mail i numer telefonu nie będą widoczne. Nie możemy rozpatrywać kwestii takich jak spadek wartości nieruchomości.\n\nZ poważaniem\nWydział Zarządzania Zabudową (Development Management)",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "https://planning.westbury.gov.uk/25/01874",
                        "https://planning.westbury.gov.uk/25/01847",
                    )
                ],
                "url",
            ),
            Slip(1, [("by 3 October 2025", "by 13 October 2025")], "date"),
            Slip(2, [("należy to zrobić na piśmie", "można to zrobić na piśmie")], "modality"),
        ],
    ),
    Case(
        key="en-urban-heat-island-study-abstract",
        source="Abstract. Urban heat islands are expected to intensify as cities grow, yet their effect on night-time temperatures in mid-sized European cities remains poorly quantified. Using land surface temperature data from Landsat 8 and 41 ground stations in Leipzig between 2015 and 2022, we estimate that dense built-up districts were on average 3.4 °C warmer at night than surrounding rural areas during heatwaves. Tree canopy cover above 30% was associated with a reduction of roughly 1.2 °C, although this relationship may partly reflect differences in building density. Our findings are consistent with those of Schwarz et al. (2011) and suggest that street-tree planting could be a cost-effective adaptation measure. Data and code are available at https://doi.org/10.5281/zenodo.8812345.",
        good=[
            Good(
                "preserve",
                "In short: as cities grow, urban heat islands are expected to get stronger, but we still know little about how much they raise night-time temperatures in mid-sized European cities. We looked at Leipzig, combining Landsat 8 land surface temperature data with readings from 41 ground stations between 2015 and 2022. During heatwaves, dense built-up districts were, by our estimate, on average 3.4 °C warmer at night than the surrounding countryside. Where tree canopy cover exceeded 30%, it was associated with temperatures roughly 1.2 °C lower, though this link may partly reflect differences in building density. These results are in line with Schwarz et al. (2011) and suggest that planting street trees could be a cost-effective way to adapt. The data and code can be found at https://doi.org/10.5281/zenodo.8812345.",
            ),
            Good(
                "preserve",
                "Abstract. Although urban heat islands are projected to intensify with urban growth, their influence on nocturnal temperatures in mid-sized European cities remains poorly quantified. We combined Landsat 8 land surface temperature data with records from 41 ground stations in Leipzig (2015–2022). Our estimates indicate that, during heatwaves, dense built-up districts were on average 3.4 °C warmer at night than the surrounding rural areas. A tree canopy cover exceeding 30% was associated with a reduction of approximately 1.2 °C; this relationship may, however, partly reflect differences in building density. The findings agree with those of Schwarz et al. (2011) and suggest that street-tree planting could serve as a cost-effective adaptation measure. Data and code: https://doi.org/10.5281/zenodo.8812345.",
            ),
            Good(
                "pl",
                "Streszczenie. Oczekuje się, że wraz z rozwojem miast miejskie wyspy ciepła będą się nasilać, jednak ich wpływ na temperatury nocne w średniej wielkości miastach europejskich wciąż jest słabo zbadany ilościowo. Na podstawie danych o temperaturze powierzchni terenu z satelity Landsat 8 oraz z 41 stacji naziemnych w Lipsku z lat 2015–2022 szacujemy, że podczas fal upałów gęsto zabudowane dzielnice były nocą średnio o 3,4 °C cieplejsze niż otaczające je tereny wiejskie. Pokrycie koronami drzew powyżej 30% wiązało się ze spadkiem temperatury o mniej więcej 1,2 °C, choć zależność ta może częściowo odzwierciedlać różnice w gęstości zabudowy. Nasze wyniki są zgodne z ustaleniami Schwarza i in. (2011) i sugerują, że sadzenie drzew przyulicznych mogłoby być opłacalnym sposobem adaptacji. Dane i kod są dostępne pod adresem https://doi.org/10.5281/zenodo.8812345.",
            ),
        ],
        bad=[
            Slip(0, [("Schwarz et al. (2011)", "Schwarz et al. (2017)")], "citation"),
            Slip(
                1,
                [
                    (
                        "this relationship may, however, partly reflect",
                        "this relationship does, however, partly reflect",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("z 41 stacji naziemnych", "z 14 stacji naziemnych")], "number"),
        ],
    ),
    Case(
        key="en-makerspace-laser-cutter-induction-rules",
        source="## Laser cutter (Trotec Speedy 300) – induction rules\n\nYou **must** complete the 45-minute induction before using the laser cutter unsupervised. Inductions run every Tuesday at 6:30 pm; book via the #laser channel on Slack.\n\n- Never leave the cutter running unattended, not even for a minute.\n- Do not cut PVC, vinyl or anything containing chlorine: it releases toxic gas.\n- Materials up to 6 mm thick may be cut; thicker sheets should be engraved only.\n- Turn on the extractor before you start and leave it running for 2 minutes after the job ends.\n\nUse of the cutter costs £3 per 15 minutes, payable through the members' portal.",
        good=[
            Good(
                "preserve",
                "## Trotec Speedy 300 laser cutter: induction and rules\n\nBefore you use the laser cutter without supervision, you **must** finish the 45-minute induction. Inductions take place every Tuesday at 6:30 pm, and you book a place through the #laser channel on Slack.\n\nThe rules:\n\n- Never leave the cutter unattended while it is running – not even for a minute.\n- Don't cut PVC, vinyl or anything else containing chlorine, because it gives off toxic gas.\n- You may cut materials up to 6 mm thick; anything thicker should only be engraved.\n- Switch the extractor on before starting, and keep it running for 2 minutes after the job has finished.\n\nThe cutter costs £3 per 15 minutes, paid through the members' portal.",
            ),
            Good(
                "preserve",
                "## Laser cutter induction rules (Trotec Speedy 300)\n\nCompleting the 45-minute induction is **mandatory** before you use the laser cutter unsupervised. Inductions are held every Tuesday at 6:30 pm and are booked through the #laser channel on Slack.\n\n1. Never leave the cutter running unattended, even for a minute.\n2. Never cut PVC, vinyl or any material that contains chlorine, as it releases toxic gas.\n3. Materials up to 6 mm thick may be cut; thicker sheets should be engraved only.\n4. Start the extractor before you begin and leave it on for 2 minutes after the job ends.\n\nCutter time is charged at £3 per 15 minutes, payable via the members' portal.",
            ),
            Good(
                "pl",
                "## Wycinarka laserowa (Trotec Speedy 300) – zasady szkolenia wstępnego\n\nZanim zaczniesz samodzielnie korzystać z wycinarki laserowej, **musisz** ukończyć 45-minutowe szkolenie wstępne. Szkolenia odbywają się w każdy wtorek o 18:30; zapisy przez kanał #laser na Slacku.\n\n- Nigdy nie zostawiaj pracującej wycinarki bez nadzoru, nawet na minutę.\n- Nie tnij PCW, winylu ani niczego, co zawiera chlor: wydziela się wtedy toksyczny gaz.\n- Można ciąć materiały o grubości do 6 mm; grubsze arkusze powinny być tylko grawerowane.\n- Włącz wyciąg przed rozpoczęciem pracy i nie wyłączaj go jeszcze przez 2 minuty po zakończeniu zadania.\n\nKorzystanie z wycinarki kosztuje 3 £ za 15 minut; opłatę uiszcza się przez portal członkowski.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("## Trotec Speedy 300 laser cutter", "Trotec Speedy 300 laser cutter")],
                "markdown",
            ),
            Slip(1, [("2. Never cut PVC", "2. Cut PVC")], "negation"),
            Slip(2, [("**musisz** ukończyć", "**powinieneś** ukończyć")], "modality"),
        ],
    ),
    Case(
        key="en-library-ebook-lending-help-page",
        source="Borrowing e-books with your Northfield Libraries card. You can borrow up to 8 e-books and 4 e-audiobooks at a time through the Libby app or at https://northfield.overdrive.com. Loans last 21 days and are returned automatically, so there are no late fees. You cannot renew a title if another member has placed a hold on it. Popular titles often have waiting lists, and you will receive an email when your hold is ready; you then have 3 days to borrow it. If you don't have a PIN, ask at any branch or email ebooks@northfieldlibraries.org.uk. Please note that e-books cannot be sent to Kindle devices in the UK.",
        good=[
            Good(
                "preserve",
                "**How many e-books can I borrow?** With your Northfield Libraries card you can have up to 8 e-books and 4 e-audiobooks out at once, using the Libby app or https://northfield.overdrive.com.\n\n**How long are loans?** 21 days. Titles are returned automatically, so there are no late fees.\n\n**Can I renew?** Not if another member has placed a hold on the title.\n\n**What about waiting lists?** Popular titles often have them. We'll email you when your hold is ready, and you'll then have 3 days to borrow it.\n\n**No PIN?** Ask at any branch or email ebooks@northfieldlibraries.org.uk.\n\n**Kindle?** In the UK, e-books can't be sent to Kindle devices.",
            ),
            Good(
                "preserve",
                "Your Northfield Libraries card lets you borrow as many as 8 e-books and 4 e-audiobooks at once, either in the Libby app or at https://northfield.overdrive.com. Each loan lasts 21 days and is returned automatically, which means there are no late fees. A title cannot be renewed if another member has a hold on it. Waiting lists are common for popular titles: when your hold is ready, you will get an email and have 3 days to borrow the book. Members without a PIN can ask at any branch or write to ebooks@northfieldlibraries.org.uk. Note that e-books cannot be sent to Kindle devices in the UK.",
            ),
            Good(
                "pl",
                "Wypożyczanie e-booków na kartę Northfield Libraries. Za pomocą aplikacji Libby lub strony https://northfield.overdrive.com możesz wypożyczyć jednocześnie do 8 e-booków i 4 audiobooków. Wypożyczenie trwa 21 dni, a tytuły są zwracane automatycznie, więc nie ma opłat za przetrzymanie. Nie możesz przedłużyć wypożyczenia tytułu, jeśli inny czytelnik go zarezerwował. Na popularne tytuły często są kolejki; gdy rezerwacja będzie gotowa, otrzymasz e-mail i będziesz mieć 3 dni na wypożyczenie. Jeśli nie masz numeru PIN, zapytaj w dowolnej filii lub napisz na adres ebooks@northfieldlibraries.org.uk. Pamiętaj, że w Wielkiej Brytanii e-booków nie można przesyłać na czytniki Kindle.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "email ebooks@northfieldlibraries.org.uk",
                        "email ebooks@northfieldlibrary.org.uk",
                    )
                ],
                "url",
            ),
            Slip(1, [("as many as 8 e-books", "as many as 10 e-books")], "number"),
            Slip(
                2,
                [
                    (
                        "e-booków nie można przesyłać na czytniki Kindle",
                        "e-booki można przesyłać na czytniki Kindle",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-sourdough-bakery-allergen-information-notice",
        source="Allergen information – Rye & Crumb Bakery. All our bread is baked on site in a kitchen that also handles wheat, rye, sesame, milk, eggs and tree nuts. Although our sourdough loaves contain no added milk or eggs, we cannot guarantee that any product is free from traces of these allergens. Our gluten-free range is made in a separate area, but it may still contain traces of gluten and is probably not suitable for people with coeliac disease. Ingredients can change, so please check the label on each product or ask a member of staff before you buy. If you have a severe allergy, you should speak to the manager before ordering a celebration cake.",
        good=[
            Good(
                "preserve",
                "A note on allergens from Rye & Crumb Bakery. We bake all our bread here on site, in a kitchen that also handles wheat, rye, sesame, milk, eggs and tree nuts. Our sourdough loaves have no added milk or eggs, but we can't guarantee that any of our products are free from traces of these allergens. The gluten-free range is made in a separate area, yet it may still contain traces of gluten, so it's probably not suitable if you have coeliac disease. Because ingredients can change, please check the label on each product or ask one of our staff before buying. If you have a severe allergy, you should talk to the manager before you order a celebration cake.",
            ),
            Good(
                "preserve",
                "Rye & Crumb Bakery – allergen information\n\n- All bread is baked on the premises, in a kitchen that also handles wheat, rye, sesame, milk, eggs and tree nuts.\n- Sourdough loaves contain no added milk or eggs; nevertheless, we cannot guarantee that any product is free from traces of these allergens.\n- The gluten-free range is prepared in a separate area but may still contain traces of gluten, and is probably unsuitable for people with coeliac disease.\n- Ingredients are subject to change: please check each product's label or ask a member of staff before purchase.\n- Customers with a severe allergy should speak to the manager before ordering a celebration cake.",
            ),
            Good(
                "pl",
                "Informacja o alergenach – piekarnia Rye & Crumb. Całe nasze pieczywo wypiekamy na miejscu, w kuchni, w której przetwarza się także pszenicę, żyto, sezam, mleko, jaja i orzechy. Choć nasze chleby na zakwasie nie zawierają dodatku mleka ani jaj, nie możemy zagwarantować, że którykolwiek produkt jest wolny od śladowych ilości tych alergenów. Produkty bezglutenowe przygotowujemy w wydzielonej strefie, ale mimo to mogą zawierać śladowe ilości glutenu i prawdopodobnie nie nadają się dla osób z celiakią. Składniki mogą się zmieniać, dlatego przed zakupem sprawdź etykietę każdego produktu lub zapytaj kogoś z obsługi. Osoby z poważną alergią powinny porozmawiać z kierownikiem przed zamówieniem tortu okolicznościowego.",
            ),
        ],
        bad=[
            Slip(0, [("so it's probably not suitable", "so it's not suitable")], "hedge"),
            Slip(
                1,
                [
                    (
                        "Customers with a severe allergy should speak",
                        "Customers with a severe allergy must speak",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("wypiekamy na miejscu,", "wypiekamy na miejscu każdego ranka od 4:00,")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-cycling-club-winter-ride-guidelines",
        source="Winter ride guidelines – Harbourside Cycling Club. From 1 November to 28 February, Sunday club rides start at 9:30 am instead of 8:30 am to avoid icy roads in the early morning. Rides will be cancelled if the Met Office issues an ice warning for the area; cancellations are posted on the club forum by 7 pm the evening before. Mudguards are compulsory on all winter rides, and front and rear lights must be fitted even in daylight. The B group rides at an average of 24–26 km/h and does not drop riders. Please don't turn up without a spare inner tube and a pump, as ride leaders cannot carry spares for everyone.",
        good=[
            Good(
                "preserve",
                "Harbourside Cycling Club – winter riding\n\n- Between 1 November and 28 February, Sunday club rides start at 9:30 am rather than 8:30 am, so we avoid icy roads early in the morning.\n- If the Met Office issues an ice warning for the area, the ride is cancelled. We post cancellations on the club forum by 7 pm the evening before.\n- Mudguards are compulsory on every winter ride, and you must have front and rear lights fitted, even in daylight.\n- The B group averages 24–26 km/h and doesn't drop riders.\n- Don't turn up without a spare inner tube and a pump: ride leaders can't carry spares for everyone.",
            ),
            Good(
                "preserve",
                "Riding with Harbourside Cycling Club this winter? From 1 November until 28 February, our Sunday rides leave at 9:30 am instead of 8:30 am, to keep us off icy roads early in the day. If the Met Office puts out an ice warning for our area, the ride will be called off, and you'll find the cancellation on the club forum by 7 pm the night before. Mudguards are compulsory on all winter rides, and your bike must have front and rear lights fitted even in daylight. The B group averages 24–26 km/h and doesn't drop anyone. Please don't come without a spare inner tube and a pump – ride leaders can't carry spares for everyone.",
            ),
            Good(
                "pl",
                "Zasady jazd zimowych – Harbourside Cycling Club. Od 1 listopada do 28 lutego niedzielne przejazdy klubowe startują o 9:30 zamiast o 8:30, abyśmy unikali oblodzonych dróg wczesnym rankiem. Przejazd zostanie odwołany, jeśli Met Office wyda dla naszego regionu ostrzeżenie przed oblodzeniem; informacje o odwołaniu publikujemy na forum klubu do 19:00 poprzedniego dnia. Błotniki są obowiązkowe podczas wszystkich zimowych przejazdów, a przednie i tylne światła muszą być zamontowane nawet za dnia. Grupa B jedzie ze średnią prędkością 24–26 km/h i nie zostawia nikogo z tyłu. Nie przychodź bez zapasowej dętki i pompki – prowadzący nie są w stanie wozić części zapasowych dla wszystkich.",
            ),
        ],
        bad=[
            Slip(0, [("by 7 pm the evening before", "by 9 pm the evening before")], "date"),
            Slip(1, [("averages 24–26 km/h", "averages 28–30 km/h")], "number"),
            Slip(2, [("Błotniki są obowiązkowe", "Błotniki nie są obowiązkowe")], "negation"),
        ],
    ),
    Case(
        key="en-psoriasis-cream-trial-recruitment-summary",
        source="We are recruiting adults aged 18–65 with moderate plaque psoriasis for a 24-week randomised, double-blind trial comparing a new topical cream with placebo. Earlier work (Lindqvist et al., 2023, J Dermatol Sci 110:45–52) suggested the cream may reduce itching within two weeks, but its long-term safety has not yet been established. Participants will attend 6 clinic visits at St Anne's Hospital and must not use other psoriasis treatments during the study. You will be reimbursed up to £40 per visit for travel. Taking part is voluntary, and you can withdraw at any time without giving a reason. The study has been approved by the London – Bloomsbury Research Ethics Committee (ref. 24/LO/0193).",
        good=[
            Good(
                "preserve",
                "Could you help us test a new cream for psoriasis? We're looking for adults aged 18 to 65 with moderate plaque psoriasis to join a 24-week trial. It is randomised and double-blind, and compares the new topical cream with a placebo. Earlier work (Lindqvist et al., 2023, J Dermatol Sci 110:45–52) suggested that the cream may reduce itching within two weeks, but its long-term safety has not yet been established. You would come to St Anne's Hospital for 6 clinic visits and must not use any other psoriasis treatments while the study is running. We'll reimburse your travel costs up to £40 per visit. Taking part is voluntary, and you can withdraw at any time without giving a reason. The London – Bloomsbury Research Ethics Committee has approved the study (ref. 24/LO/0193).",
            ),
            Good(
                "preserve",
                "Recruitment: topical cream trial in moderate plaque psoriasis\n\n- Who: adults aged 18–65 with moderate plaque psoriasis.\n- Design: 24-week randomised, double-blind comparison of a new topical cream with placebo.\n- Background: earlier work (Lindqvist et al., 2023, J Dermatol Sci 110:45–52) suggested the cream may reduce itching within two weeks; its long-term safety has not yet been established.\n- What is involved: 6 clinic visits at St Anne's Hospital; other psoriasis treatments must not be used during the study.\n- Expenses: travel reimbursed up to £40 per visit.\n- Participation is voluntary, and participants can withdraw at any time without giving a reason.\n- Ethics approval: London – Bloomsbury Research Ethics Committee, ref. 24/LO/0193.",
            ),
            Good(
                "pl",
                "Poszukujemy osób dorosłych w wieku 18–65 lat z umiarkowaną łuszczycą plackowatą do 24-tygodniowego randomizowanego badania z podwójnie ślepą próbą, w którym nowy krem do stosowania miejscowego porównywany jest z placebo. Wcześniejsze prace (Lindqvist i in., 2023, J Dermatol Sci 110:45–52) sugerowały, że krem może łagodzić świąd w ciągu dwóch tygodni, ale jego długoterminowe bezpieczeństwo nie zostało jeszcze potwierdzone. Uczestnicy odbędą 6 wizyt w przychodni szpitala St Anne's Hospital i w trakcie badania nie mogą stosować innych leków na łuszczycę. Koszty dojazdu zwracamy do kwoty 40 £ za wizytę. Udział jest dobrowolny i można się z niego wycofać w dowolnym momencie bez podawania przyczyny. Badanie zostało zatwierdzone przez komisję etyczną London – Bloomsbury Research Ethics Committee (nr ref. 24/LO/0193).",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Lindqvist et al., 2023, J Dermatol Sci 110:45–52",
                        "Lindqvist et al., 2021, J Dermatol Sci 110:45–52",
                    )
                ],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "suggested the cream may reduce itching",
                        "showed that the cream reduces itching",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [("nie mogą stosować innych leków", "nie powinni stosować innych leków")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-python-library-major-release-changelog",
        source="## tidyframe 3.0.0 – released 12 March 2025\n\n### Breaking changes\n\n- Python 3.8 is no longer supported; the minimum version is now 3.10.\n- `read_table()` no longer guesses the delimiter. Pass `sep=` explicitly, or set `TIDYFRAME_LEGACY_SNIFF=1` to restore the old behaviour until 3.2.\n- The `fast` engine is now the default and is roughly 40% quicker on large files.\n\n### Upgrading\n\nMost projects should upgrade without changes. Run `tidyframe doctor` to list the calls that need updating. See the [migration guide](https://tidyframe.readthedocs.io/en/stable/migrate-3.html) for details.",
        good=[
            Good(
                "preserve",
                "## tidyframe 3.0.0 (12 March 2025)\n\n### Breaking changes\n\n- Support for Python 3.8 has been dropped: you now need Python 3.10 or newer.\n- `read_table()` doesn't guess the delimiter any more. Either pass `sep=` explicitly or set `TIDYFRAME_LEGACY_SNIFF=1` to get the old behaviour back until 3.2.\n- The `fast` engine is now the default; it's roughly 40% quicker on large files.\n\n### Upgrading\n\nMost projects should upgrade with no changes. To list the calls you need to update, run `tidyframe doctor`. Full details are in the [migration guide](https://tidyframe.readthedocs.io/en/stable/migrate-3.html).",
            ),
            Good(
                "preserve",
                "## tidyframe 3.0.0 — 12 March 2025\n\n### Breaking changes\n\n- Python 3.8 is dropped; 3.10 is now the minimum supported version.\n- `read_table()` no longer sniffs the delimiter: pass `sep=` explicitly, or set `TIDYFRAME_LEGACY_SNIFF=1` to keep the old behaviour until 3.2.\n- `fast` is now the default engine (roughly 40% quicker on large files).\n\n### Upgrading\n\nMost projects should upgrade without any changes. `tidyframe doctor` lists the calls that need updating; the [migration guide](https://tidyframe.readthedocs.io/en/stable/migrate-3.html) has the details.",
            ),
            Good(
                "pl",
                "## tidyframe 3.0.0 – wydano 12 marca 2025\n\n### Zmiany niekompatybilne wstecz\n\n- Python 3.8 nie jest już obsługiwany; minimalna wersja to teraz 3.10.\n- `read_table()` nie zgaduje już separatora. Przekaż `sep=` jawnie albo ustaw `TIDYFRAME_LEGACY_SNIFF=1`, aby przywrócić dotychczasowe działanie do wersji 3.2.\n- Silnik `fast` jest teraz domyślny i działa mniej więcej o 40% szybciej na dużych plikach.\n\n### Aktualizacja\n\nWiększość projektów powinna dać się zaktualizować bez zmian. Uruchom `tidyframe doctor`, aby wyświetlić wywołania wymagające aktualizacji. Szczegóły znajdziesz w [przewodniku migracji](https://tidyframe.readthedocs.io/en/stable/migrate-3.html).",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "[migration guide](https://tidyframe.readthedocs.io/en/stable/migrate-3.html)",
                        "migration guide",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("`TIDYFRAME_LEGACY_SNIFF=1`", "`TIDYFRAME_LEGACY_SNIFF=true`")], "code"),
            Slip(2, [("o 40% szybciej", "o 60% szybciej")], "number"),
        ],
    ),
    Case(
        key="en-tenancy-deposit-protection-rights-guide",
        source="Protecting your tenancy deposit. If you rent on an assured shorthold tenancy that began after 6 April 2007, your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it. If they fail to do so, you can apply to the county court, which may order them to pay you between one and three times the deposit under section 214 of the Housing Act 2004. While the deposit is unprotected, your landlord cannot serve a valid section 21 notice. At the end of the tenancy, the deposit should be returned within 10 days of you and your landlord agreeing how much you will get back. You should not be charged for fair wear and tear.",
        good=[
            Good(
                "preserve",
                "Your tenancy deposit: what the law says\n\n- If your assured shorthold tenancy began after 6 April 2007, your landlord must put your deposit into a government-approved scheme within 30 days of getting it.\n- If they don't, you can apply to the county court. Under section 214 of the Housing Act 2004, the court may order the landlord to pay you between one and three times the deposit.\n- As long as the deposit is unprotected, your landlord cannot serve a valid section 21 notice.\n- When the tenancy ends, your deposit should be returned within 10 days of you and your landlord agreeing how much you'll get back.\n- You should not be charged for fair wear and tear.",
            ),
            Good(
                "preserve",
                "Landlords letting on an assured shorthold tenancy that began after 6 April 2007 must protect the tenant's deposit in a government-approved scheme within 30 days of receipt. Where a landlord fails to do so, the tenant can apply to the county court, which may, under section 214 of the Housing Act 2004, order the landlord to pay the tenant one to three times the amount of the deposit. No valid section 21 notice can be served by the landlord while the deposit remains unprotected. Once the tenancy ends, the deposit should be returned within 10 days of the parties agreeing how much is to be repaid. Tenants should not be charged for fair wear and tear.",
            ),
            Good(
                "pl",
                "Ochrona kaucji najemcy. Jeśli wynajmujesz mieszkanie na podstawie umowy typu assured shorthold tenancy, która rozpoczęła się po 6 kwietnia 2007 r., Twój wynajmujący musi zabezpieczyć kaucję w zatwierdzonym przez rząd systemie ochrony kaucji w ciągu 30 dni od jej otrzymania. Jeśli tego nie zrobi, możesz wystąpić do sądu hrabstwa (county court), który na podstawie sekcji 214 ustawy Housing Act 2004 może nakazać wynajmującemu zapłatę na Twoją rzecz kwoty od jednokrotności do trzykrotności kaucji. Dopóki kaucja nie jest zabezpieczona, wynajmujący nie może skutecznie doręczyć wypowiedzenia na podstawie sekcji 21. Po zakończeniu najmu kaucja powinna zostać zwrócona w ciągu 10 dni od uzgodnienia przez Ciebie i wynajmującego, jaką kwotę otrzymasz. Nie powinno się Cię obciążać kosztami normalnego zużycia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Under section 214 of the Housing Act 2004",
                        "Under section 214 of the Housing Act 1988",
                    )
                ],
                "legal_reference",
            ),
            Slip(1, [("Tenants should not be charged", "Tenants should be charged")], "negation"),
            Slip(2, [("musi zabezpieczyć kaucję", "powinien zabezpieczyć kaucję")], "modality"),
        ],
    ),
    Case(
        key="en-coral-bleaching-review-background-paragraph",
        source="Mass coral bleaching events have become more frequent since the 1980s, and the 2016 event on the Great Barrier Reef killed an estimated 30% of shallow-water corals in the northern sector (Hughes et al., 2018, Nature 556:492–496). Recovery between events typically takes 10 to 15 years for fast-growing species, but the interval between severe bleaching events has shrunk to about six years. Some studies suggest that corals exposed to moderate heat stress may become more tolerant, although the evidence remains limited and largely drawn from laboratory experiments. It is therefore unlikely that acclimatisation alone will protect reefs if warming continues at the current rate.",
        good=[
            Good(
                "preserve",
                "Since the 1980s, mass coral bleaching has become more frequent. In 2016, a bleaching event on the Great Barrier Reef killed an estimated 30% of shallow-water corals in the reef's northern sector (Hughes et al., 2018, Nature 556:492–496). Fast-growing species typically need 10 to 15 years to recover between events, yet the gap between severe bleaching events has shrunk to about six years. Some studies suggest that corals exposed to moderate heat stress may become more tolerant, but the evidence is still limited and comes mostly from laboratory experiments. So if warming continues at today's rate, acclimatisation alone is unlikely to protect reefs.",
            ),
            Good(
                "preserve",
                "The frequency of mass coral bleaching events has increased since the 1980s. During the 2016 event on the Great Barrier Reef, an estimated 30% of shallow-water corals in the northern sector died (Hughes et al., 2018, Nature 556:492–496). Although fast-growing species typically take 10 to 15 years to recover between events, the interval separating severe bleaching episodes has fallen to about six years. Exposure to moderate heat stress may make corals more tolerant, as some studies suggest; however, the supporting evidence remains limited and derives largely from laboratory experiments. Should warming continue at its current rate, acclimatisation alone is therefore unlikely to protect reefs.",
            ),
            Good(
                "pl",
                "Od lat 80. XX wieku masowe blaknięcie koralowców występuje coraz częściej, a zdarzenie z 2016 r. na Wielkiej Rafie Koralowej spowodowało obumarcie szacunkowo 30% płytkowodnych koralowców w północnej części rafy (Hughes i in., 2018, Nature 556:492–496). Regeneracja gatunków szybko rosnących między kolejnymi zdarzeniami trwa zazwyczaj od 10 do 15 lat, tymczasem odstęp między silnymi epizodami blaknięcia skrócił się do około sześciu lat. Niektóre badania sugerują, że koralowce poddane umiarkowanemu stresowi termicznemu mogą stać się bardziej odporne, choć dowody wciąż są ograniczone i pochodzą głównie z eksperymentów laboratoryjnych. Dlatego jest mało prawdopodobne, by sama aklimatyzacja ochroniła rafy, jeśli ocieplenie będzie postępować w obecnym tempie.",
            ),
        ],
        bad=[
            Slip(0, [("Nature 556:492–496", "Science 556:492–496")], "citation"),
            Slip(
                1,
                [
                    (
                        "died (Hughes et al., 2018, Nature 556:492–496).",
                        "died, mainly because of an unusually strong El Niño combined with fertiliser runoff from sugar-cane farms (Hughes et al., 2018, Nature 556:492–496).",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("obumarcie szacunkowo 30%", "obumarcie 30%")], "hedge"),
        ],
    ),
    Case(
        key="en-year8-natural-history-museum-trip-letter",
        source="Dear Parents and Carers,\n\nYear 8 will visit the Natural History Museum in London on Thursday 20 November 2025. The coach will leave school at 8:15 am and is expected to return by about 5:30 pm. The cost of the trip is £28, which must be paid through ParentPay by Friday 7 November. Students should bring a packed lunch and a refillable water bottle; fizzy drinks are not allowed on the coach. Students may bring up to £10 spending money for the museum shop. If you would like your child to take part, please complete the consent form on ParentPay. Places cannot be confirmed until both the form and the payment have been received.\n\nMrs J. Okafor, Head of Year 8",
        good=[
            Good(
                "preserve",
                "Dear Parents and Carers,\n\nOn Thursday 20 November 2025, Year 8 are off to the Natural History Museum in London! The coach leaves school at 8:15 am, and we expect to be back by about 5:30 pm. The trip costs £28, which must be paid on ParentPay by Friday 7 November. Your child should bring a packed lunch and a refillable water bottle – please note that fizzy drinks aren't allowed on the coach. They may also bring up to £10 to spend in the museum shop. If you'd like your child to go, please fill in the consent form on ParentPay. We can't confirm a place until we've received both the form and the payment.\n\nMrs J. Okafor, Head of Year 8",
            ),
            Good(
                "preserve",
                "Dear Parents and Carers,\n\nHere are the details of the Year 8 trip to the Natural History Museum, London:\n\n- Date: Thursday, November 20, 2025\n- Departure: 8:15 am from school; expected return by about 5:30 pm\n- Cost: £28, which must be paid via ParentPay by Friday, November 7\n- What to bring: students should bring a packed lunch and a refillable water bottle; fizzy drinks are not allowed on the coach\n- Spending money: students may bring up to £10 for the museum shop\n\nIf you would like your child to take part, please complete the consent form on ParentPay. A place cannot be confirmed until we have received both the form and the payment.\n\nMrs J. Okafor, Head of Year 8",
            ),
            Good(
                "pl",
                "Szanowni Rodzice i Opiekunowie,\n\nw czwartek 20 listopada 2025 r. uczniowie rocznika Year 8 odwiedzą Muzeum Historii Naturalnej w Londynie. Autokar odjedzie spod szkoły o 8:15, a powrót przewidywany jest około 17:30. Koszt wycieczki wynosi 28 £ i należy go uiścić przez ParentPay do piątku 7 listopada. Uczniowie powinni zabrać prowiant na obiad i butelkę wielokrotnego użytku na wodę; w autokarze obowiązuje zakaz napojów gazowanych. Uczniowie mogą zabrać do 10 £ kieszonkowego na zakupy w sklepie muzealnym. Jeśli chcą Państwo, aby dziecko wzięło udział w wycieczce, prosimy o wypełnienie formularza zgody w ParentPay. Miejsca nie mogą zostać potwierdzone, dopóki nie otrzymamy zarówno formularza, jak i płatności.\n\nMrs J. Okafor, koordynatorka rocznika Year 8",
            ),
        ],
        bad=[
            Slip(0, [("by Friday 7 November", "by Friday 14 November")], "date"),
            Slip(1, [("students may bring up to £10", "students may bring up to £20")], "number"),
            Slip(2, [("Uczniowie powinni zabrać", "Uczniowie mogą zabrać")], "modality"),
        ],
    ),
    Case(
        key="en-freelance-translator-invoice-payment-terms",
        source="Payment terms. Invoices are issued on completion of each project and are payable within 30 days of the invoice date by bank transfer to the account shown on the invoice. I do not accept payment by cheque. For projects over 10,000 words, a 40% advance is required before work begins. Late payments will incur interest at 8% above the Bank of England base rate, as permitted under the Late Payment of Commercial Debts (Interest) Act 1998. Rush jobs delivered within 48 hours are charged at a 25% surcharge. Queries about an invoice should be sent to accounts@mariakowal-translations.com within 14 days; after that, the invoice will be considered accepted.",
        good=[
            Good(
                "preserve",
                "How payment works. I'll send you an invoice when each project is finished; it is payable within 30 days of the invoice date by bank transfer to the account shown on it. I don't accept cheques. If your project is over 10,000 words, a 40% advance is required before I start work. If you pay late, interest will be charged at 8% above the Bank of England base rate, as the Late Payment of Commercial Debts (Interest) Act 1998 permits. Rush jobs delivered within 48 hours carry a 25% surcharge. Any questions about an invoice should be sent to accounts@mariakowal-translations.com within 14 days; after that, I'll consider the invoice accepted.",
            ),
            Good(
                "preserve",
                "Payment terms\n\n1. Invoices are issued on completion of each project and are payable within 30 days of the invoice date, by bank transfer to the account shown on the invoice.\n2. Cheques are not accepted.\n3. Projects over 10,000 words require a 40% advance before work begins.\n4. Late payments incur interest at 8% above the Bank of England base rate, as permitted under the Late Payment of Commercial Debts (Interest) Act 1998.\n5. Rush jobs delivered within 48 hours are subject to a 25% surcharge.\n6. Invoice queries should be sent to accounts@mariakowal-translations.com within 14 days, after which the invoice will be considered accepted.",
            ),
            Good(
                "pl",
                "Warunki płatności. Faktury wystawiam po zakończeniu każdego projektu; są one płatne w ciągu 30 dni od daty wystawienia przelewem na rachunek wskazany na fakturze. Nie przyjmuję płatności czekiem. W przypadku projektów liczących ponad 10 000 słów przed rozpoczęciem pracy wymagana jest zaliczka w wysokości 40%. Od opóźnionych płatności naliczane będą odsetki w wysokości 8% powyżej stopy bazowej Banku Anglii, na co zezwala ustawa Late Payment of Commercial Debts (Interest) Act 1998. Za zlecenia ekspresowe realizowane w ciągu 48 godzin pobierana jest dopłata w wysokości 25%. Pytania dotyczące faktury powinny być przesyłane na adres accounts@mariakowal-translations.com w ciągu 14 dni; po tym terminie faktura zostanie uznana za zaakceptowaną.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("accounts@mariakowal-translations.com", "accounts@mariakowal-translation.com")],
                "url",
            ),
            Slip(1, [("2. Cheques are not accepted.", "2. Cheques are accepted.")], "negation"),
            Slip(
                2,
                [
                    (
                        "Nie przyjmuję płatności czekiem.",
                        "Nie przyjmuję płatności czekiem ani kartą kredytową.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-parish-allotment-waiting-list-rules",
        source="Allotment waiting list – Fernhill Parish Council. There are currently 63 people on the waiting list for 48 plots, and the average wait is about two years. To join, you must live within the parish boundary and be 18 or over. Only one application per household is accepted. When a plot becomes available, we will contact you by email and you will have 10 days to accept it; if we do not hear from you, the plot will be offered to the next person on the list. Half plots cost £32 a year and full plots £58, payable each October. New tenants should keep at least 75% of their plot under cultivation, and plots are inspected twice a year.",
        good=[
            Good(
                "preserve",
                "Joining the Fernhill Parish Council allotment waiting list. Right now 63 people are waiting for 48 plots, and the average wait is about two years. You must live within the parish boundary and be 18 or over to join. We accept only one application per household. When a plot comes up, we'll email you and you'll have 10 days to accept it; if you don't reply, we'll offer it to the next person on the list. A half plot costs £32 a year and a full plot £58, paid every October. As a new tenant, you should keep at least 75% of your plot cultivated. We inspect plots twice a year.",
            ),
            Good(
                "preserve",
                "Fernhill Parish Council – allotment waiting list\n\n- Current demand: 63 people on the list for 48 plots; average wait about two years.\n- Eligibility: applicants must live within the parish boundary and be at least 18.\n- One application per household only.\n- Offers: when a plot is free, we will email you and you will have 10 days to accept it. If we don't hear from you, the plot goes to the next person on the list.\n- Rent: £32 a year for a half plot, £58 for a full plot, payable each October.\n- New tenants should keep at least three-quarters of their plot under cultivation. Plots are inspected twice a year.",
            ),
            Good(
                "pl",
                "Lista oczekujących na działki – Fernhill Parish Council. Obecnie na liście oczekujących znajdują się 63 osoby, a działek jest 48; średni czas oczekiwania wynosi około dwóch lat. Aby zapisać się na listę, musisz mieszkać w granicach parafii i mieć ukończone 18 lat. Przyjmujemy tylko jeden wniosek na gospodarstwo domowe. Gdy zwolni się działka, skontaktujemy się z Tobą e-mailem i będziesz mieć 10 dni na jej przyjęcie; jeśli się nie odezwiesz, działka zostanie zaproponowana kolejnej osobie z listy. Pół działki kosztuje 32 £ rocznie, a cała działka 58 £; opłatę uiszcza się co roku w październiku. Nowi dzierżawcy powinni uprawiać co najmniej 75% powierzchni działki, a działki są kontrolowane dwa razy w roku.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "As a new tenant, you should keep at least 75% of your plot cultivated. We inspect plots twice a year.",
                        "Jako nowy dzierżawca powinieneś uprawiać co najmniej 75% powierzchni działki. Działki kontrolujemy dwa razy w roku.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [
                    (
                        "One application per household only.",
                        "One application per household only; priority is given to residents over 65.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("znajdują się 63 osoby", "znajdują się 83 osoby")], "number"),
        ],
    ),
]
