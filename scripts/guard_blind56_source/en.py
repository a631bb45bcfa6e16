# ruff: noqa: E501, RUF001
"""English source cases of blind set 56: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-pool-lifeguard-rota-june-changes",
        source="From Monday 2 June, the lifeguard rota at Eastfield Community Pool changes to three shifts: 6:30–11:00, 11:00–15:30 and 15:30–20:00. Every session must have at least two qualified lifeguards on poolside, and a third is required whenever more than 40 swimmers are in the water. Staff should swap shifts only through the rota app, not by text message, so that the duty manager can see who is on. If you cannot cover a shift, tell Priya Nair at least 48 hours in advance. Your NPLQ certificate must be valid for the whole month you are rostered; anyone whose certificate expires before 30 June may not be scheduled.",
        good=[
            Good(
                "preserve",
                "Heads-up for everyone at Eastfield Community Pool: starting Monday 2 June, the lifeguard rota moves to three shifts – 6:30–11:00, 11:00–15:30 and 15:30–20:00. At least two qualified lifeguards must be on poolside for every session, and once there are more than 40 swimmers in the water, a third one is required. You should swap shifts only through the rota app rather than by text, so the duty manager can see who's on. Can't cover a shift? Let Priya Nair know at least 48 hours ahead. Your NPLQ certificate must be valid for the entire month you're rostered, and if it expires before 30 June you may not be scheduled.",
            ),
            Good(
                "preserve",
                "Eastfield Community Pool – lifeguard rota from Monday 2 June\n\n"
                "- Shifts: 6:30–11:00, 11:00–15:30 and 15:30–20:00.\n"
                "- Minimum cover: two qualified lifeguards on poolside for every session; a third is required when more than 40 swimmers are in the water.\n"
                "- Shift swaps should be made only via the rota app, not by text message, so the duty manager knows who is on.\n"
                "- Can't cover a shift? Tell Priya Nair at least 48 hours in advance.\n"
                "- NPLQ certificates must be valid for the whole rostered month; anyone whose certificate expires before 30 June may not be scheduled.",
            ),
            Good(
                "pl",
                "Od poniedziałku 2 czerwca grafik ratowników na pływalni Eastfield Community Pool obejmuje trzy zmiany: 6:30–11:00, 11:00–15:30 i 15:30–20:00. Podczas każdej sesji przy niecce musi być co najmniej dwóch wykwalifikowanych ratowników, a trzeci jest wymagany, gdy w wodzie przebywa ponad 40 pływaków. Pracownicy powinni zamieniać się zmianami wyłącznie przez aplikację z grafikiem, a nie SMS-em, aby kierownik zmiany widział, kto jest na dyżurze. Jeśli nie możesz objąć zmiany, powiadom Priyę Nair co najmniej 48 godzin wcześniej. Certyfikat NPLQ musi być ważny przez cały miesiąc, na który jesteś wpisany do grafiku; osoby, którym certyfikat wygasa przed 30 czerwca, nie mogą zostać wpisane do grafiku.",
            ),
        ],
        bad=[
            Slip(1, [("a third is required when", "a third is recommended when")], "modality"),
            Slip(2, [("ponad 40 pływaków", "ponad 30 pływaków")], "number"),
            Slip(0, [("if it expires before 30 June", "if it expires before 30 July")], "date"),
        ],
    ),
    Case(
        key="en-bicycle-courier-employee-status-pay",
        source="Couriers engaged under this agreement are employees, not independent contractors, and are entitled to the rights set out in the Employment Rights Act 1996, including a written statement of particulars under section 1. The basic rate is £12.60 per hour, paid weekly, plus £0.45 for each delivery completed within the target time. Couriers must not be required to work more than 48 hours a week unless they have signed a written opt-out, which they may withdraw with three months' notice. The company provides a helmet, lights and a waterproof jacket; bicycles remain the courier's own property, and a maintenance allowance of £25 per month is paid towards their upkeep.",
        good=[
            Good(
                "preserve",
                "As a courier under this agreement you're an employee, not an independent contractor, so you have the rights set out in the Employment Rights Act 1996 – including a written statement of particulars under section 1. Your basic pay is £12.60 an hour, paid every week, and you get an extra £0.45 for every delivery you complete within the target time. You must not be required to work more than 48 hours a week unless you have signed a written opt-out, and you may withdraw that opt-out by giving three months' notice. We provide a helmet, lights and a waterproof jacket. Your bicycle stays your own property, and we pay a maintenance allowance of £25 per month towards its upkeep.",
            ),
            Good(
                "preserve",
                "Key terms for couriers under this agreement:\n"
                "1. Status: employee, not independent contractor, with the rights under the Employment Rights Act 1996, including a section 1 written statement of particulars.\n"
                "2. Pay: £12.60 per hour, paid weekly, plus £0.45 per delivery completed within the target time.\n"
                "3. Working time: a courier must not be required to work more than 48 hours a week unless they have signed a written opt-out, which may be withdrawn on three months' notice.\n"
                "4. Equipment: helmet, lights and waterproof jacket, provided by the company. Bicycles remain the courier's own property; a £25 monthly maintenance allowance is paid towards their upkeep.",
            ),
            Good(
                "pl",
                "Kurierzy zatrudnieni na podstawie niniejszej umowy są pracownikami, a nie niezależnymi wykonawcami, i przysługują im prawa określone w Employment Rights Act 1996, w tym pisemna informacja o warunkach zatrudnienia zgodnie z sekcją 1. Stawka podstawowa wynosi 12,60 £ za godzinę i jest wypłacana co tydzień, a do tego 0,45 £ za każdą dostawę zrealizowaną w docelowym czasie. Od kurierów nie wolno wymagać pracy dłuższej niż 48 godzin tygodniowo, chyba że podpisali pisemną rezygnację z tego limitu, którą mogą wycofać z trzymiesięcznym wypowiedzeniem. Firma zapewnia kask, oświetlenie i kurtkę przeciwdeszczową; rowery pozostają własnością kurierów, a na ich utrzymanie wypłacany jest dodatek serwisowy w wysokości 25 £ miesięcznie.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "including a section 1 written statement",
                        "including a section 4 written statement",
                    )
                ],
                "legal_reference",
            ),
            Slip(2, [("Od kurierów nie wolno wymagać", "Od kurierów wolno wymagać")], "negation"),
            Slip(0, [("allowance of £25 per month", "allowance of £35 per month")], "number"),
        ],
    ),
    Case(
        key="en-runbook-primary-database-failover-steps",
        source="## Runbook: primary database failover\n\n"
        "**When to use:** the primary Postgres node has been unreachable for more than 5 minutes and `pg_isready` fails from two bastion hosts.\n\n"
        "1. Page the on-call DBA via `#inc-db` before touching anything.\n"
        "2. Promote the replica with `patronictl failover --candidate db-replica-2`.\n"
        "3. Confirm the new primary with `patronictl list`; replication lag should be under 10 MB.\n"
        "4. Update the `DATABASE_HOST` secret and restart the API pods.\n\n"
        "Do **not** delete the old primary's volume: the post-incident review must be able to inspect it. You may skip step 4 only if the service mesh already routes to the new primary.",
        good=[
            Good(
                "preserve",
                "## Runbook: failing over the primary database\n\n"
                "**Use this when** the primary Postgres node has been unreachable for over 5 minutes and `pg_isready` is failing from two bastion hosts.\n\n"
                "1. Before you touch anything, page the on-call DBA through `#inc-db`.\n"
                "2. Run `patronictl failover --candidate db-replica-2` to promote the replica.\n"
                "3. Run `patronictl list` to confirm which node is the new primary; replication lag should be below 10 MB.\n"
                "4. Update the `DATABASE_HOST` secret, then restart the API pods.\n\n"
                "Do **not** delete the volume of the old primary, because the post-incident review must be able to inspect it. Step 4 may be skipped only if the service mesh is already routing to the new primary.",
            ),
            Good(
                "preserve",
                "## Primary database failover runbook\n\n"
                "**Trigger:** primary Postgres node unreachable for more than 5 minutes, with `pg_isready` failing from two bastion hosts.\n\n"
                "1. Page the on-call DBA in `#inc-db` first – before any changes.\n"
                "2. Promote the replica: `patronictl failover --candidate db-replica-2`.\n"
                "3. Verify the new primary: `patronictl list` (replication lag should be under 10 MB).\n"
                "4. Update the `DATABASE_HOST` secret and restart the API pods.\n\n"
                "Keep the old primary's volume – do **not** delete it; the post-incident review must be able to inspect it. You may skip step 4 only when the service mesh already routes traffic to the new primary.",
            ),
            Good(
                "pl",
                "## Runbook: przełączenie awaryjne głównej bazy danych\n\n"
                "**Kiedy stosować:** główny węzeł Postgres jest nieosiągalny od ponad 5 minut, a `pg_isready` kończy się błędem z dwóch hostów bastionowych.\n\n"
                "1. Zanim cokolwiek zmienisz, wezwij dyżurnego DBA przez `#inc-db`.\n"
                "2. Wypromuj replikę poleceniem `patronictl failover --candidate db-replica-2`.\n"
                "3. Potwierdź nowy węzeł główny poleceniem `patronictl list`; opóźnienie replikacji powinno wynosić poniżej 10 MB.\n"
                "4. Zaktualizuj sekret `DATABASE_HOST` i zrestartuj pody API.\n\n"
                "**Nie** usuwaj wolumenu starego węzła głównego: przegląd poincydentalny musi mieć możliwość jego zbadania. Krok 4 możesz pominąć tylko wtedy, gdy service mesh już kieruje ruch do nowego węzła głównego.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "## Runbook: failing over the primary database\n\n",
                        "Runbook: failing over the primary database\n\n",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("--candidate db-replica-2", "--candidate db-replica-1")], "code"),
            Slip(
                2,
                [
                    (
                        "przegląd poincydentalny musi mieć możliwość",
                        "przegląd poincydentalny powinien mieć możliwość",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-wildlife-rescue-daytime-hedgehog-advice",
        source="If you find a hedgehog out in daylight, it is probably unwell: healthy hedgehogs rarely come out before dusk. Do not give it milk or bread, which can cause severe diarrhoea. Instead, place it in a high-sided box lined with a towel, offer a shallow dish of water and, if you have it, a little meaty cat food. Keep the box somewhere quiet and warm, roughly 20°C. Our volunteers will usually call you back within two hours; for animals with visible wounds or fly eggs, ring the 24-hour line on 01632 960 418 rather than waiting. More advice on handling and first aid is available at www.valewildliferescue.org.uk/hedgehogs.",
        good=[
            Good(
                "preserve",
                "Found a hedgehog out during the day? It is probably unwell – healthy hedgehogs rarely come out before dusk. Here's what to do:\n"
                "- Don't give it milk or bread; both can cause severe diarrhoea.\n"
                "- Put it in a high-sided box lined with a towel.\n"
                "- Offer a shallow dish of water and, if you have some, a little meaty cat food.\n"
                "- Keep the box somewhere quiet and warm, at roughly 20°C.\n\n"
                "One of our volunteers will usually ring you back within two hours. If the animal has visible wounds or fly eggs, don't wait – call our 24-hour line on 01632 960 418. You'll find more handling and first-aid advice at www.valewildliferescue.org.uk/hedgehogs.",
            ),
            Good(
                "preserve",
                "A hedgehog seen in daylight is probably unwell, since healthy hedgehogs rarely emerge before dusk. Do not offer it milk or bread, as these can cause severe diarrhoea. Instead, place the animal in a high-sided box lined with a towel, with a shallow dish of water and, if available, a small amount of meaty cat food, and keep it in a quiet, warm spot at roughly 20°C. A volunteer will usually return your call within two hours. Where the animal has visible wounds or fly eggs, do not wait: telephone the 24-hour line on 01632 960 418. Further guidance on handling and first aid can be found at www.valewildliferescue.org.uk/hedgehogs.",
            ),
            Good(
                "pl",
                "Jeśli znajdziesz jeża na zewnątrz w ciągu dnia, prawdopodobnie jest chory: zdrowe jeże rzadko wychodzą przed zmierzchem. Nie dawaj mu mleka ani chleba, bo mogą wywołać ciężką biegunkę. Zamiast tego umieść go w pudełku z wysokimi ściankami wyłożonym ręcznikiem, podstaw płytkie naczynie z wodą i, jeśli masz, odrobinę mięsnej karmy dla kotów. Trzymaj pudełko w cichym i ciepłym miejscu, w temperaturze około 20°C. Nasi wolontariusze zwykle oddzwaniają w ciągu dwóch godzin; jeśli zwierzę ma widoczne rany lub jaja much, nie czekaj, tylko zadzwoń na całodobową linię pod numer 01632 960 418. Więcej porad dotyczących postępowania z jeżami i pierwszej pomocy znajdziesz na stronie www.valewildliferescue.org.uk/hedgehogs.",
            ),
        ],
        bad=[
            Slip(1, [("is probably unwell", "is unwell")], "hedge"),
            Slip(
                0,
                [("If the animal has visible wounds", "If the animal has no visible wounds")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "www.valewildliferescue.org.uk/hedgehogs",
                        "www.valewildliferescue.org/hedgehogs",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-pharmacy-yellow-fever-vaccine-faq",
        source="**Do I need a yellow fever vaccine for my trip?** It depends on where you are going. Some countries, such as Ghana, require proof of vaccination at the border, and you may be refused entry without a valid certificate. The vaccine must be given at least 10 days before you travel, because the certificate only becomes valid after that. A single dose is now considered to give lifelong protection for most adults. The injection costs £85 at our pharmacy and is not available on the NHS. People over 60 may have a slightly higher risk of side effects, so our pharmacist will go through your medical history before vaccinating.",
        good=[
            Good(
                "preserve",
                "**Do I need a yellow fever vaccine for my trip?** That depends on your destination. Some countries, Ghana among them, require proof of vaccination at the border, and you may be turned away without a valid certificate. You must have the vaccine at least 10 days before you travel, since the certificate isn't valid until then. For most adults, one dose is now considered to give protection for life. At our pharmacy the injection costs £85; it isn't available on the NHS. If you're over 60, you may have a slightly higher risk of side effects, so our pharmacist will go through your medical history with you before vaccinating.",
            ),
            Good(
                "preserve",
                "**Is a yellow fever vaccine needed for my trip?** This depends on the destination. Certain countries, including Ghana, require proof of vaccination at the border, and travellers without a valid certificate may be refused entry. Vaccination must take place at least 10 days before departure, as the certificate becomes valid only after that period. A single dose is now considered to confer lifelong protection in most adults. The injection is priced at £85 at our pharmacy and is not available on the NHS. Patients aged over 60 may face a slightly higher risk of side effects; our pharmacist will therefore review their medical history prior to vaccination.",
            ),
            Good(
                "pl",
                "**Czy przed podróżą potrzebuję szczepienia przeciw żółtej gorączce?** To zależy od celu podróży. Niektóre kraje, na przykład Ghana, wymagają na granicy dowodu szczepienia, a bez ważnego certyfikatu możesz nie zostać wpuszczony do kraju. Szczepionka musi zostać podana co najmniej 10 dni przed wyjazdem, ponieważ certyfikat zaczyna obowiązywać dopiero po tym czasie. Obecnie uważa się, że u większości dorosłych jedna dawka zapewnia ochronę na całe życie. Zastrzyk kosztuje w naszej aptece 85 £ i nie jest dostępny w ramach NHS. Osoby po 60. roku życia mogą mieć nieco wyższe ryzyko działań niepożądanych, dlatego przed szczepieniem nasz farmaceuta omówi z Tobą historię choroby.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "one dose is now considered to give protection for life",
                        "one dose gives protection for life",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("kosztuje w naszej aptece 85 £", "kosztuje w naszej aptece 95 £")], "number"),
            Slip(1, [("Vaccination must take place", "Vaccination should take place")], "modality"),
        ],
    ),
    Case(
        key="en-pottery-wheel-course-cancellation-policy",
        source="Cancellation policy for the spring wheel-throwing course (8 Tuesday evenings, 7–9 pm, starting 4 March). If you cancel more than 14 days before the first session, we refund the full £240 fee minus a £20 admin charge. Cancellations made within 14 days of the start are not refunded, but you can transfer your place to a friend at no cost. Missed sessions cannot be made up on other evenings, as every group is full. If we have to cancel a session because of kiln failure or tutor illness, we will add an extra evening at the end of the course. Clay and firing for up to 5 kg of finished work are included.",
        good=[
            Good(
                "preserve",
                "Thinking of cancelling your place on the spring wheel-throwing course? The course runs for 8 Tuesday evenings, 7–9 pm, beginning on 4 March. Cancel more than 14 days before the first session and we'll refund your £240 fee in full, less a £20 admin charge. If you cancel within 14 days of the start, there's no refund – but you can pass your place to a friend free of charge. Missed sessions can't be made up on other evenings, because every group is full. Should we have to cancel a session ourselves due to kiln failure or tutor illness, we'll add an extra evening at the end of the course. Clay and firing are included for up to 5 kg of finished work.",
            ),
            Good(
                "preserve",
                "Spring wheel-throwing course – cancellation policy\n"
                "Course: 8 Tuesday evenings, 7–9 pm, from 4 March.\n\n"
                "• More than 14 days before the first session: full refund of the £240 fee, minus a £20 admin charge.\n"
                "• Within 14 days of the start: no refund, though you can transfer your place to a friend at no cost.\n"
                "• Missed sessions: these cannot be made up on another evening, as all groups are full.\n"
                "• Sessions we have to cancel (kiln failure or tutor illness): an extra evening will be added at the end of the course.\n"
                "• Included: clay and firing for up to 5 kg of finished work.",
            ),
            Good(
                "pl",
                "Zasady rezygnacji z wiosennego kursu toczenia na kole (8 wtorkowych wieczorów, 19:00–21:00, początek 4 marca). Jeśli zrezygnujesz wcześniej niż 14 dni przed pierwszymi zajęciami, zwrócimy pełną opłatę w wysokości 240 £ pomniejszoną o 20 £ opłaty administracyjnej. Za rezygnacje zgłoszone w ciągu 14 dni przed rozpoczęciem kursu nie zwracamy pieniędzy, ale możesz bezpłatnie przekazać swoje miejsce znajomej osobie. Opuszczonych zajęć nie można odrobić w inne wieczory, ponieważ wszystkie grupy są pełne. Jeśli będziemy musieli odwołać zajęcia z powodu awarii pieca lub choroby prowadzącego, dodamy dodatkowy wieczór na koniec kursu. Glina i wypał do 5 kg gotowych prac są wliczone w cenę.",
            ),
        ],
        bad=[
            Slip(0, [("beginning on 4 March", "beginning on 11 March")], "date"),
            Slip(1, [("minus a £20 admin charge", "minus a £40 admin charge")], "number"),
            Slip(
                2,
                [("Opuszczonych zajęć nie można odrobić", "Opuszczone zajęcia można odrobić")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-sociology-young-adult-loneliness-abstract",
        source="This paper examines loneliness among adults aged 18–34 in three mid-sized English cities, using an online survey of 2,146 respondents conducted between October 2022 and January 2023. Loneliness was measured with the three-item UCLA scale (Hughes et al., 2004). Around 41% of respondents reported feeling lonely at least some of the time, a markedly higher share than among older age groups in the national Community Life Survey. Renting privately and working remotely were both associated with higher scores, although the cross-sectional design does not allow causal conclusions. We suggest that local authorities may need to treat young adults as a priority group rather than assuming loneliness is mainly a problem of later life.",
        good=[
            Good(
                "preserve",
                "We looked at loneliness among 18- to 34-year-olds in three mid-sized English cities. Between October 2022 and January 2023, 2,146 people answered our online survey, and we measured loneliness with the three-item UCLA scale (Hughes et al., 2004). About 41% said they felt lonely at least some of the time – a markedly higher share than among older age groups in the national Community Life Survey. Renting privately and working remotely were both linked to higher scores, but because the study is cross-sectional, it does not allow causal conclusions. Our suggestion is that local authorities may need to treat young adults as a priority group, rather than assuming that loneliness is mainly a problem of later life.",
            ),
            Good(
                "preserve",
                "Drawing on an online survey of 2,146 respondents aged 18–34, carried out from October 2022 to January 2023 in three mid-sized English cities, this paper investigates loneliness in early adulthood. Loneliness was assessed using the three-item UCLA scale (Hughes et al., 2004). Approximately 41% of respondents reported feeling lonely at least some of the time, a share markedly higher than that observed among older age groups in the national Community Life Survey. Both private renting and remote working were associated with higher loneliness scores; however, the cross-sectional design does not permit causal conclusions. We suggest that local authorities may need to regard young adults as a priority group instead of assuming that loneliness is chiefly a problem of later life.",
            ),
            Good(
                "pl",
                "Artykuł analizuje samotność wśród dorosłych w wieku 18–34 lat w trzech średniej wielkości miastach Anglii na podstawie ankiety internetowej przeprowadzonej między październikiem 2022 a styczniem 2023 roku wśród 2146 respondentów. Samotność mierzono trzypozycyjną skalą UCLA (Hughes i in., 2004). Około 41% respondentów deklarowało, że przynajmniej czasami czuje się samotnie, czyli wyraźnie więcej niż w starszych grupach wiekowych w ogólnokrajowym badaniu Community Life Survey. Zarówno wynajmowanie mieszkania na rynku prywatnym, jak i praca zdalna wiązały się z wyższymi wynikami, choć przekrojowy charakter badania nie pozwala na wnioski przyczynowe. Sugerujemy, że może zachodzić potrzeba, aby władze lokalne traktowały młodych dorosłych jako grupę priorytetową, zamiast zakładać, że samotność jest przede wszystkim problemem późnego wieku.",
            ),
        ],
        bad=[
            Slip(1, [("(Hughes et al., 2004)", "(Hughes et al., 2006)")], "citation"),
            Slip(0, [("About 41% said", "41% said")], "hedge"),
            Slip(2, [("wśród 2146 respondentów", "wśród 2416 respondentów")], "number"),
        ],
    ),
    Case(
        key="en-parish-council-church-lane-objection",
        source="Little Hadham Parish Council objects to planning application 3/24/1187/FUL for 34 dwellings on land east of Church Lane. The site lies outside the village development boundary and conflicts with Policy GBR2 of the East Herts District Plan 2018. The council is also concerned that the single access point onto Church Lane, which has no footway, would not be safe for pedestrians, particularly children walking to the primary school. We note that the Lead Local Flood Authority has not yet commented, and we ask that no decision be made until its response has been published. Comments on the application close on 21 November 2024.",
        good=[
            Good(
                "preserve",
                "Re: Planning application 3/24/1187/FUL – 34 dwellings, land east of Church Lane\n\n"
                "Little Hadham Parish Council wishes to object to this application. The site is outside the village development boundary and is contrary to Policy GBR2 of the East Herts District Plan 2018. The council is also concerned about access: the scheme relies on a single access point onto Church Lane, a road with no footway, which would not be safe for pedestrians, especially children walking to the primary school. The Lead Local Flood Authority has not yet commented, and we request that no decision is made until its response has been published. The deadline for comments on the application is 21 November 2024.",
            ),
            Good(
                "preserve",
                "Why Little Hadham Parish Council is objecting to application 3/24/1187/FUL (34 homes on land east of Church Lane):\n"
                "- The site is outside the village development boundary, which goes against Policy GBR2 of the East Herts District Plan 2018.\n"
                "- There would be only one access point onto Church Lane, which has no footway. The council is worried this would not be safe for people on foot, especially children walking to the primary school.\n"
                "- The Lead Local Flood Authority hasn't commented yet, and the council is asking for no decision to be made until its response is published.\n\n"
                "Comments close on 21 November 2024.",
            ),
            Good(
                "pl",
                "Rada Parafii Little Hadham sprzeciwia się wnioskowi o pozwolenie na budowę nr 3/24/1187/FUL, dotyczącemu 34 domów na terenie na wschód od Church Lane. Działka leży poza granicą obszaru zabudowy wsi, a inwestycja jest sprzeczna z polityką GBR2 planu East Herts District Plan 2018. Rada obawia się również, że jedyny wjazd na Church Lane, przy której nie ma chodnika, nie byłby bezpieczny dla pieszych, zwłaszcza dla dzieci idących do szkoły podstawowej. Zwracamy uwagę, że Lead Local Flood Authority nie przedstawił jeszcze swojej opinii, i prosimy, aby nie podejmowano decyzji do czasu opublikowania jego stanowiska. Uwagi do wniosku można składać do 21 listopada 2024 r.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Policy GBR2 of the East Herts", "Policy GBR1 of the East Herts")],
                "legal_reference",
            ),
            Slip(2, [("do 21 listopada 2024 r.", "do 21 grudnia 2024 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "onto Church Lane, which has no footway.",
                        "onto Church Lane, which has no footway and has seen three collisions since 2021.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-student-tenancy-deposit-protection-clause",
        source="Clause 7 – Deposit. The Tenant shall pay a deposit of £450 before the start of the tenancy. The Landlord must protect the deposit in a government-approved scheme within 30 days of receiving it, as required by section 213 of the Housing Act 2004, and must give the Tenant the prescribed information within the same period. The deposit will not be used to cover rent during the final month. At the end of the tenancy, the Landlord may deduct reasonable costs for damage beyond fair wear and tear, but shall not deduct for routine cleaning unless the property is left in a worse condition than recorded in the check-in inventory.",
        good=[
            Good(
                "preserve",
                "Clause 7 – Your deposit\n\n"
                "You must pay a £450 deposit before your tenancy starts. Your landlord must protect it in a government-approved scheme within 30 days of receiving it, as section 213 of the Housing Act 2004 requires, and must give you the prescribed information within those same 30 days. Your deposit won't be used to cover rent for the final month. When the tenancy ends, your landlord may deduct reasonable costs for damage that goes beyond fair wear and tear. They must not deduct anything for routine cleaning, unless you leave the property in a worse condition than is recorded in the check-in inventory.",
            ),
            Good(
                "preserve",
                "Clause 7 – Deposit. Before the tenancy commences, the Tenant shall pay a deposit of £450. Within 30 days of receipt, the Landlord must protect that deposit in a government-approved scheme, in accordance with section 213 of the Housing Act 2004, and must provide the Tenant with the prescribed information within the same period. The deposit will not be applied towards rent for the final month. On termination of the tenancy, the Landlord may deduct reasonable costs in respect of damage beyond fair wear and tear; however, the Landlord shall not make deductions for routine cleaning unless the property is left in a worse condition than that recorded in the check-in inventory.",
            ),
            Good(
                "pl",
                "Klauzula 7 – Kaucja. Najemca wpłaci kaucję w wysokości 450 £ przed rozpoczęciem najmu. Wynajmujący musi zabezpieczyć kaucję w zatwierdzonym przez rząd systemie w ciągu 30 dni od jej otrzymania, zgodnie z wymogiem sekcji 213 Housing Act 2004, i w tym samym terminie musi przekazać Najemcy wymagane informacje. Kaucja nie zostanie wykorzystana na pokrycie czynszu za ostatni miesiąc. Po zakończeniu najmu Wynajmujący może potrącić uzasadnione koszty szkód wykraczających poza normalne zużycie, nie może jednak potrącać kosztów rutynowego sprzątania, chyba że lokal zostanie pozostawiony w gorszym stanie niż odnotowany w protokole zdawczo-odbiorczym sporządzonym przy wprowadzeniu.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("sekcji 213 Housing Act 2004", "sekcji 214 Housing Act 2004")],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "the Landlord may deduct reasonable costs",
                        "the Landlord shall deduct reasonable costs",
                    )
                ],
                "modality",
            ),
            Slip(0, [("Your deposit won't be used", "Your deposit will be used")], "negation"),
        ],
    ),
    Case(
        key="en-museum-monthly-late-opening-release",
        source="FOR IMMEDIATE RELEASE – The Harbourside Museum will open until 11 pm on the last Friday of every month from 26 September 2025, starting with a late view of its new exhibition, Salt and Steam: Bristol's Working Docks. Entry after 6 pm costs £8 (£5 for students) and includes a talk by curator Dr Amara Osei at 8 pm. The bar on the mezzanine will serve drinks until 10:30 pm. Tickets are expected to sell out and can be booked at harboursidemuseum.org/lates. Under-18s must be accompanied by an adult. Media enquiries: press@harboursidemuseum.org.",
        good=[
            Good(
                "preserve",
                "FOR IMMEDIATE RELEASE – From 26 September 2025, the Harbourside Museum is staying open until 11 pm on the last Friday of each month. The first late opening offers an evening view of its new exhibition, Salt and Steam: Bristol's Working Docks. Admission after 6 pm is £8, or £5 for students, and includes an 8 pm talk by curator Dr Amara Osei. Drinks will be served at the mezzanine bar until 10:30 pm. Tickets are expected to sell out; they can be booked at harboursidemuseum.org/lates. Under-18s must be accompanied by an adult. For media enquiries, contact press@harboursidemuseum.org.",
            ),
            Good(
                "preserve",
                "Late nights are coming to the Harbourside Museum! Starting 26 September 2025, we'll be open until 11 pm on the last Friday of every month, kicking off with a late view of our new exhibition, Salt and Steam: Bristol's Working Docks. Entry after 6 pm is £8 (students £5), and the ticket includes a talk by curator Dr Amara Osei at 8 pm. Our mezzanine bar will be serving drinks until 10:30 pm. We expect tickets to sell out – you can book at harboursidemuseum.org/lates. Anyone under 18 must be accompanied by an adult. Press enquiries: press@harboursidemuseum.org.",
            ),
            Good(
                "pl",
                "DO NATYCHMIASTOWEJ PUBLIKACJI – Od 26 września 2025 r. Harbourside Museum będzie otwarte do 23:00 w ostatni piątek każdego miesiąca. Na początek muzeum zaprasza na wieczorne zwiedzanie swojej nowej wystawy Salt and Steam: Bristol's Working Docks. Wstęp po 18:00 kosztuje 8 £ (5 £ dla studentów) i obejmuje prelekcję kuratorki dr Amary Osei o 20:00. Bar na antresoli będzie serwował napoje do 22:30. Oczekuje się, że bilety się wyprzedadzą; można je rezerwować na stronie harboursidemuseum.org/lates. Osoby poniżej 18 lat muszą przebywać pod opieką osoby dorosłej. Kontakt dla mediów: press@harboursidemuseum.org.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("on the last Friday of every month", "on the last Saturday of every month")],
                "date",
            ),
            Slip(
                0,
                [("contact press@harboursidemuseum.org", "contact press@harbourside-museum.org")],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "kuratorki dr Amary Osei o 20:00.",
                        "kuratorki dr Amary Osei o 20:00 oraz kieliszek wina na powitanie.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-library-makerspace-3d-printer-rules",
        source="# Makerspace 3D printer rules\n\n"
        "Before your first print you **must** complete the 45-minute induction with a staff member. After that:\n\n"
        "- Book the Prusa MK4 for a maximum of 3 hours per day through the [booking page](https://library.northvale.gov.uk/makerspace).\n"
        "- Use PLA or PETG only; ABS is not allowed because of the fumes.\n"
        "- Filament costs 5p per gram, paid at the front desk.\n"
        "- You should stay in the room for the first layer, and you may leave long prints running only if a staff member agrees.\n\n"
        "Prints left uncollected for 14 days will be recycled.",
        good=[
            Good(
                "preserve",
                "# Rules for the makerspace 3D printer\n\n"
                "You **must** do the 45-minute induction with a member of staff before printing anything for the first time. Once you've done it:\n\n"
                "- Book the Prusa MK4 on the [booking page](https://library.northvale.gov.uk/makerspace), for up to 3 hours a day.\n"
                "- Use only PLA or PETG – ABS isn't allowed because of its fumes.\n"
                "- Filament is charged at 5p per gram; pay at the front desk.\n"
                "- You should stay in the room while the first layer prints. You may leave long prints running only with a staff member's agreement.\n\n"
                "Any print not collected within 14 days will be recycled.",
            ),
            Good(
                "preserve",
                "# 3D printer rules (makerspace)\n\n"
                "First time? You **must** complete a 45-minute induction with a staff member before printing. Then:\n\n"
                "- Booking: Prusa MK4, max 3 hours per day, via the [booking page](https://library.northvale.gov.uk/makerspace).\n"
                "- Materials: PLA or PETG only. ABS is not allowed (fumes).\n"
                "- Cost: 5p per gram of filament, payable at the front desk.\n"
                "- Supervision: you should stay in the room for the first layer; you may leave long prints running only if a staff member agrees.\n\n"
                "Prints left uncollected for 14 days will be recycled.",
            ),
            Good(
                "pl",
                "# Zasady korzystania z drukarki 3D w makerspace\n\n"
                "Przed pierwszym wydrukiem **musisz** przejść 45-minutowe szkolenie wprowadzające z pracownikiem. Następnie:\n\n"
                "- Rezerwuj drukarkę Prusa MK4 maksymalnie na 3 godziny dziennie przez [stronę rezerwacji](https://library.northvale.gov.uk/makerspace).\n"
                "- Używaj wyłącznie PLA lub PETG; ABS jest niedozwolony ze względu na opary.\n"
                "- Filament kosztuje 5 pensów za gram, płatne w recepcji.\n"
                "- Podczas drukowania pierwszej warstwy powinieneś zostać w pomieszczeniu, a długie wydruki możesz zostawić bez nadzoru tylko za zgodą pracownika.\n\n"
                "Wydruki nieodebrane przez 14 dni zostaną przekazane do recyklingu.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("ABS is not allowed (fumes).\n- Cost:", "ABS is not allowed (fumes). Cost:")],
                "markdown",
            ),
            Slip(
                0,
                [
                    (
                        "You **must** do the 45-minute induction",
                        "You **should** do the 45-minute induction",
                    )
                ],
                "modality",
            ),
            Slip(2, [("Filament kosztuje 5 pensów", "Filament kosztuje 8 pensów")], "number"),
        ],
    ),
    Case(
        key="en-allotment-society-hosepipe-ban-notice",
        source="Notice to all plot holders: the water company has warned that a hosepipe ban is likely to be introduced in the region later this month. Until further notice, the society's troughs will be refilled only on Wednesdays and Saturdays, and hoses must not be connected to the standpipes at any time. Please water in the early morning or after 7 pm, when less is lost to evaporation. Water butts are not affected and you may use them freely. The committee estimates that, at current rates, our mains use this summer could be roughly double last year's, which would push up next year's rents. The next committee meeting is on Thursday 17 July at 7:30 pm in the hut.",
        good=[
            Good(
                "preserve",
                "To all plot holders – water use\n\n"
                "The water company has warned that a hosepipe ban is likely to come in across the region later this month. Until further notice:\n"
                "- the society's troughs will only be refilled on Wednesdays and Saturdays;\n"
                "- hoses must not be connected to the standpipes at any time;\n"
                "- please water early in the morning or after 7 pm, when less is lost to evaporation;\n"
                "- water butts aren't affected, and you may use them freely.\n\n"
                "At current rates, the committee estimates that our mains use this summer could be roughly twice last year's, which would push up next year's rents. The next committee meeting is on Thursday 17 July at 7:30 pm in the hut.",
            ),
            Good(
                "preserve",
                "A hosepipe ban is likely to be introduced in our region later this month, the water company has warned. Until further notice, the society's troughs will be refilled only on Wednesdays and Saturdays, and hoses must never be connected to the standpipes. Please water in the early morning or after 7 pm, when evaporation losses are lower. Water butts are not affected – you may use them freely. The committee's estimate is that, at current rates, our mains use this summer could be roughly double last year's, which would mean higher rents next year. Next committee meeting: Thursday 17 July, 7:30 pm, in the hut.",
            ),
            Good(
                "pl",
                "Komunikat do wszystkich działkowców: przedsiębiorstwo wodociągowe ostrzega, że w regionie jeszcze w tym miesiącu prawdopodobnie zostanie wprowadzony zakaz podlewania wężem. Do odwołania koryta stowarzyszenia będą napełniane tylko w środy i soboty, a węży nie wolno w żadnym momencie podłączać do punktów poboru wody. Prosimy podlewać wcześnie rano lub po godzinie 19:00, gdy mniej wody odparowuje. Ograniczenia nie dotyczą beczek na deszczówkę – możecie z nich swobodnie korzystać. Zarząd szacuje, że przy obecnym tempie nasze zużycie wody z sieci tego lata może być mniej więcej dwukrotnie wyższe niż w zeszłym roku, co podniosłoby przyszłoroczne opłaty za działki. Najbliższe zebranie zarządu odbędzie się w czwartek 17 lipca o 19:30 w altanie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- water butts aren't affected, and you may use them freely.",
                        "- water butts are affected too, so you may not use them freely.",
                    )
                ],
                "negation",
            ),
            Slip(
                1, [("could be roughly double last year's", "will be double last year's")], "hedge"
            ),
            Slip(2, [("w czwartek 17 lipca o 19:30", "w czwartek 17 lipca o 17:30")], "date"),
        ],
    ),
    Case(
        key="en-tidewatch-readme-installation-section",
        source="## Installation\n\n"
        "`tidewatch` requires Python 3.10 or later. Install it from PyPI:\n\n"
        "```bash\npip install tidewatch\n```\n\n"
        'If you need the plotting extras, use `pip install "tidewatch[plot]"` instead. The optional NOAA backend needs an API token, which you can request at https://tidewatch.dev/token; set it as the `TIDEWATCH_NOAA_TOKEN` environment variable. The first run downloads about 40 MB of station metadata into `~/.cache/tidewatch`. Windows is not officially supported, although several users report that it works under WSL2.\n\n'
        "See [CONTRIBUTING.md](CONTRIBUTING.md) before opening a pull request.",
        good=[
            Good(
                "preserve",
                "## Installation\n\n"
                "You'll need Python 3.10 or newer to use `tidewatch`. Install it from PyPI:\n\n"
                "```bash\npip install tidewatch\n```\n\n"
                'For the plotting extras, run `pip install "tidewatch[plot]"` instead. To use the optional NOAA backend you need an API token – request one at https://tidewatch.dev/token and put it in the `TIDEWATCH_NOAA_TOKEN` environment variable. On first run, about 40 MB of station metadata is downloaded to `~/.cache/tidewatch`. Windows isn\'t officially supported, though several users report it works under WSL2.\n\n'
                "Please read [CONTRIBUTING.md](CONTRIBUTING.md) before you open a pull request.",
            ),
            Good(
                "preserve",
                "## Installation\n\n"
                "Requirements: Python 3.10+. Install from PyPI:\n\n"
                "```bash\npip install tidewatch\n```\n\n"
                "Notes:\n"
                '- Plotting extras: install with `pip install "tidewatch[plot]"` instead.\n'
                "- NOAA backend (optional): needs an API token, requested at https://tidewatch.dev/token and set as the `TIDEWATCH_NOAA_TOKEN` environment variable.\n"
                "- First run: roughly 40 MB of station metadata is downloaded into `~/.cache/tidewatch`.\n"
                "- Windows: not officially supported; several users report that it works under WSL2.\n\n"
                "Read [CONTRIBUTING.md](CONTRIBUTING.md) before opening a pull request.",
            ),
            Good(
                "pl",
                "## Instalacja\n\n"
                "`tidewatch` wymaga Pythona w wersji 3.10 lub nowszej. Zainstaluj go z PyPI:\n\n"
                "```bash\npip install tidewatch\n```\n\n"
                'Jeśli potrzebujesz dodatków do tworzenia wykresów, użyj zamiast tego `pip install "tidewatch[plot]"`. Opcjonalny backend NOAA wymaga tokenu API, o który możesz poprosić na stronie https://tidewatch.dev/token; ustaw go jako zmienną środowiskową `TIDEWATCH_NOAA_TOKEN`. Przy pierwszym uruchomieniu do `~/.cache/tidewatch` pobieranych jest około 40 MB metadanych stacji. Windows nie jest oficjalnie wspierany, choć kilku użytkowników zgłasza, że biblioteka działa pod WSL2.\n\n'
                "Przed otwarciem pull requesta zapoznaj się z [CONTRIBUTING.md](CONTRIBUTING.md).",
            ),
        ],
        bad=[
            Slip(2, [("```bash\npip install tidewatch\n```", "pip install tidewatch")], "markdown"),
            Slip(0, [("`TIDEWATCH_NOAA_TOKEN`", "`TIDEWATCH_TOKEN`")], "code"),
            Slip(1, [("https://tidewatch.dev/token", "https://tidewatch.io/token")], "url"),
        ],
    ),
    Case(
        key="en-knee-osteoarthritis-trial-recruitment-notice",
        source="We are recruiting adults aged 40–75 with moderate knee osteoarthritis for the STRIDE-2 trial, which compares a 12-week physiotherapist-led exercise programme with usual GP care. The protocol has been published (Patel et al., BMJ Open 2024;14:e081233). Participants must be able to attend a clinic in Leeds once a week and must not have had a knee injection in the past three months. Earlier pilot data suggest the programme may reduce pain scores by around 20%, but this has not yet been confirmed in a larger sample. You can withdraw at any time without giving a reason, and travel costs of up to £15 per visit will be reimbursed.",
        good=[
            Good(
                "preserve",
                "Could you take part in STRIDE-2? We're looking for adults aged 40 to 75 who have moderate osteoarthritis of the knee. The trial compares a 12-week exercise programme led by a physiotherapist with usual care from a GP. To take part, you must be able to get to a clinic in Leeds once a week, and you must not have had a knee injection in the past three months. Results from an earlier pilot suggest the programme may cut pain scores by around 20%, although this has not yet been confirmed in a larger sample. You can withdraw at any time without giving a reason, and we will reimburse travel costs of up to £15 per visit. The trial protocol has been published: Patel et al., BMJ Open 2024;14:e081233.",
            ),
            Good(
                "preserve",
                "STRIDE-2 is recruiting adults aged 40–75 with moderate knee osteoarthritis to compare a 12-week physiotherapist-led exercise programme against usual GP care (published protocol: Patel et al., BMJ Open 2024;14:e081233). Participants must be able to attend a Leeds clinic weekly and must not have received a knee injection within the past three months. Earlier pilot data suggest that the programme may lower pain scores by around 20%; this has not yet been confirmed in a larger sample. Participants can withdraw at any time without giving a reason, and travel costs of up to £15 per visit will be reimbursed.",
            ),
            Good(
                "pl",
                "Rekrutujemy osoby dorosłe w wieku 40–75 lat z umiarkowaną chorobą zwyrodnieniową stawu kolanowego do badania STRIDE-2, w którym 12-tygodniowy program ćwiczeń prowadzony przez fizjoterapeutę porównywany jest ze standardową opieką lekarza rodzinnego. Protokół badania został opublikowany (Patel i in., BMJ Open 2024;14:e081233). Uczestnicy muszą mieć możliwość przyjeżdżania do poradni w Leeds raz w tygodniu i nie mogą być osobami, które w ciągu ostatnich trzech miesięcy otrzymały zastrzyk w kolano. Wcześniejsze dane z badania pilotażowego sugerują, że program może zmniejszać nasilenie bólu o około 20%, ale nie zostało to jeszcze potwierdzone na większej próbie. Możesz wycofać się w dowolnym momencie bez podawania przyczyny, a koszty dojazdu do 15 £ za wizytę zostaną zwrócone.",
            ),
        ],
        bad=[
            Slip(2, [("BMJ Open 2024;14:e081233", "BMJ Open 2023;14:e081233")], "citation"),
            Slip(
                1,
                [("the programme may lower pain scores", "the programme lowers pain scores")],
                "hedge",
            ),
            Slip(
                0,
                [("you must be able to get to a clinic", "you should be able to get to a clinic")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-council-fortnightly-recycling-collection-change",
        source="From Monday 6 January 2025, recycling in the Northgate and Riverside wards will be collected every two weeks instead of weekly, on the same day as your general waste. Glass should go in the new blue box, not in the green wheelie bin, because broken glass contaminates paper and card. Food waste will still be collected every week. Bins must be at the kerb by 7 am on collection day, and crews will not return for bins put out late. Extra bags of recycling placed beside the bin will be taken only in the two weeks after Christmas. You can check your new collection day at northgate.gov.uk/bins.",
        good=[
            Good(
                "preserve",
                "What's changing with your recycling (Northgate and Riverside wards)\n\n"
                "From Monday 6 January 2025:\n"
                "- Recycling will be collected fortnightly rather than weekly, on the same day as your general waste.\n"
                "- Glass should go in the new blue box – not the green wheelie bin – because broken glass contaminates paper and card.\n"
                "- Food waste collections stay weekly.\n"
                "- Your bin must be at the kerb by 7 am on collection day; crews won't come back for bins put out late.\n"
                "- Extra bags of recycling left next to the bin will be taken only in the two weeks after Christmas.\n\n"
                "Check your new collection day at northgate.gov.uk/bins.",
            ),
            Good(
                "preserve",
                "Starting Monday 6 January 2025, households in the Northgate and Riverside wards will have their recycling collected every other week instead of every week, on the same day as general waste. Glass should be put in the new blue box rather than the green wheelie bin, as broken glass contaminates paper and card. Food waste will continue to be collected weekly. Bins must be out at the kerb by 7 am on collection day, and crews will not come back for late bins. Only in the two weeks after Christmas will extra recycling bags left beside the bin be taken. You can look up your new collection day at northgate.gov.uk/bins.",
            ),
            Good(
                "pl",
                "Od poniedziałku 6 stycznia 2025 r. surowce wtórne w okręgach Northgate i Riverside będą odbierane co dwa tygodnie zamiast co tydzień, w tym samym dniu co odpady zmieszane. Szkło powinno trafiać do nowej niebieskiej skrzynki, a nie do zielonego pojemnika na kółkach, ponieważ potłuczone szkło zanieczyszcza papier i tekturę. Odpady spożywcze nadal będą odbierane co tydzień. Pojemniki muszą stać przy krawężniku do 7:00 w dniu odbioru, a ekipy nie wracają po pojemniki wystawione za późno. Dodatkowe worki z surowcami postawione obok pojemnika będą zabierane tylko w ciągu dwóch tygodni po Bożym Narodzeniu. Swój nowy dzień odbioru sprawdzisz na stronie northgate.gov.uk/bins.",
            ),
        ],
        bad=[
            Slip(1, [("at the kerb by 7 am", "at the kerb by 8 am")], "date"),
            Slip(
                2,
                [("a ekipy nie wracają po pojemniki", "a ekipy wracają po pojemniki")],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "- Food waste collections stay weekly.",
                        "- Food waste collections stay weekly, and caddy liners are now free from your local library.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-swiss-glacier-ice-loss-study",
        source="A new study in Nature Geoscience (Lindqvist, Aragón and Mori, 2025, vol. 18, pp. 211–219) estimates that glaciers in the Swiss Alps lost about 10% of their remaining ice volume between 2022 and 2024, the fastest two-year decline on record. The authors used repeat drone and satellite surveys of 176 glaciers. They caution that the figure probably underestimates losses at small glaciers below 3,000 metres, which are poorly covered by satellite imagery. If current warming continues, most glaciers under 1 km² are likely to disappear before 2050. The team has not attempted to model changes in meltwater supply to downstream rivers.",
        good=[
            Good(
                "preserve",
                "Swiss Alpine glaciers lost about 10% of their remaining ice volume between 2022 and 2024 – the fastest two-year decline on record – according to estimates in a new Nature Geoscience study (Lindqvist, Aragón and Mori, 2025, vol. 18, pp. 211–219). Drawing on repeat drone and satellite surveys of 176 glaciers, the researchers caution that this figure probably underestimates losses at small glaciers below 3,000 metres, where satellite coverage is poor. If current warming continues, most glaciers smaller than 1 km² are likely to vanish before 2050. The team has not attempted to model changes in meltwater supply to rivers downstream.",
            ),
            Good(
                "preserve",
                "Key points from a new study by Lindqvist, Aragón and Mori (2025), Nature Geoscience, vol. 18, pp. 211–219:\n"
                "- Estimated loss: about 10% of the remaining ice volume of glaciers in the Swiss Alps in 2022–2024, the fastest two-year decline on record.\n"
                "- Method: repeat drone and satellite surveys of 176 glaciers.\n"
                "- Caveat: the figure probably underestimates losses at small glaciers below 3,000 m, which satellite imagery covers poorly.\n"
                "- Outlook: if current warming continues, most glaciers under 1 km² are likely to disappear before 2050.\n"
                "- Not covered: the team did not attempt to model changes in meltwater supply to downstream rivers.",
            ),
            Good(
                "pl",
                "Nowe badanie opublikowane w Nature Geoscience (Lindqvist, Aragón i Mori, 2025, t. 18, s. 211–219) szacuje, że lodowce w Alpach Szwajcarskich straciły w latach 2022–2024 około 10% pozostałej objętości lodu, co jest najszybszym dwuletnim spadkiem w historii pomiarów. Autorzy wykorzystali powtarzane pomiary z dronów i satelitów obejmujące 176 lodowców. Zastrzegają, że ta wartość prawdopodobnie zaniża straty w przypadku małych lodowców położonych poniżej 3000 m, które są słabo pokryte zobrazowaniami satelitarnymi. Jeśli obecne ocieplenie będzie postępować, większość lodowców o powierzchni poniżej 1 km² prawdopodobnie zniknie przed 2050 rokiem. Zespół nie próbował modelować zmian w zasilaniu rzek położonych niżej wodą z topnienia.",
            ),
        ],
        bad=[
            Slip(0, [("pp. 211–219", "pp. 221–229")], "citation"),
            Slip(2, [("obejmujące 176 lodowców", "obejmujące 167 lodowców")], "number"),
            Slip(
                1,
                [
                    (
                        "most glaciers under 1 km² are likely to disappear",
                        "most glaciers under 1 km² will disappear",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-gym-membership-freeze-terms",
        source="Members on a 12-month contract may freeze their membership once per contract year for between 1 and 3 months. Requests must be made at reception or in the app at least 7 days before the freeze starts. A freeze fee of £5 per month applies, and the end date of your contract will be extended by the length of the freeze. You cannot freeze a membership that has outstanding payments. Medical freezes, supported by a doctor's note, are free and do not count towards your annual limit. Monthly rolling members should cancel and rejoin instead, as freezes are not available on rolling plans.",
        good=[
            Good(
                "preserve",
                "Can I pause my membership? If you're on a 12-month contract, yes: you may freeze it once per contract year, for anything from 1 to 3 months. You must ask at reception or in the app at least 7 days before you want the freeze to start. It costs £5 per month, and your contract end date is pushed back by however long the freeze lasts. You can't freeze a membership while payments are outstanding. Medical freezes backed by a doctor's note are free and don't count towards your yearly limit. If you're on a monthly rolling plan, freezes aren't available – you should cancel and rejoin instead.",
            ),
            Good(
                "preserve",
                "Membership freezes. A member on a 12-month contract may freeze their membership for a period of 1 to 3 months, once in each contract year. A request must be submitted at reception or via the app no later than 7 days before the freeze is due to begin. A fee of £5 per month of freeze is charged, and the contract end date is extended by the duration of the freeze. Memberships with outstanding payments cannot be frozen. Medical freezes supported by a doctor's note carry no charge and do not count towards the annual limit. Freezes are not available on monthly rolling plans; members on such plans should cancel and rejoin instead.",
            ),
            Good(
                "pl",
                "Członkowie z umową 12-miesięczną mogą zawiesić członkostwo raz w roku umownym na okres od 1 do 3 miesięcy. Wniosek musi zostać złożony w recepcji lub w aplikacji co najmniej 7 dni przed rozpoczęciem zawieszenia. Za zawieszenie pobierana jest opłata w wysokości 5 £ miesięcznie, a data zakończenia umowy zostaje przesunięta o czas trwania zawieszenia. Nie można zawiesić członkostwa, jeśli są zaległe płatności. Zawieszenie z przyczyn medycznych, poparte zaświadczeniem lekarskim, jest bezpłatne i nie wlicza się do rocznego limitu. Osoby z miesięcznym planem odnawialnym powinny zamiast tego zrezygnować i zapisać się ponownie, ponieważ w planach odnawialnych zawieszenie nie jest dostępne.",
            ),
        ],
        bad=[
            Slip(1, [("A request must be submitted", "A request should be submitted")], "modality"),
            Slip(
                2,
                [("jest bezpłatne i nie wlicza się", "jest bezpłatne, ale wlicza się")],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "while payments are outstanding.",
                        "while payments are outstanding, and any classes you've booked during the freeze will be cancelled automatically.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-charity-riverside-fun-run-info",
        source="Thank you for signing up for the Riverside 5K Fun Run on Sunday 14 September. Race packs can be collected from the Boathouse Café on Saturday between 10 am and 4 pm; you will need your booking reference. The start is at 9:30 am sharp, and runners should arrive at least 30 minutes early. Dogs are welcome but must be kept on a short lead. Every entrant who raises £100 or more will receive a medal and a T-shirt. Please upload your sponsorship by 30 September at riversidefunrun.org.uk/donate. Water stations are at 2 km and 4 km; there are no bins along the route, so please carry your rubbish to the finish.",
        good=[
            Good(
                "preserve",
                "Thanks for entering the Riverside 5K Fun Run on Sunday 14 September! Here's what you need to know:\n\n"
                "- **Race packs:** collect yours from the Boathouse Café on Saturday, 10 am–4 pm. You'll need your booking reference.\n"
                "- **Start:** 9:30 am sharp – you should arrive at least 30 minutes early.\n"
                "- **Dogs:** welcome, but they must be kept on a short lead.\n"
                "- **Rewards:** raise £100 or more and you'll receive a medal and a T-shirt.\n"
                "- **Sponsorship:** please upload it by 30 September at riversidefunrun.org.uk/donate.\n"
                "- **On the route:** water stations at 2 km and 4 km. There are no bins, so please carry your rubbish to the finish.",
            ),
            Good(
                "preserve",
                "Thank you for registering for the Riverside 5K Fun Run, which takes place on Sunday 14 September. Race packs will be available for collection at the Boathouse Café on Saturday from 10 am to 4 pm; please bring your booking reference, as you will need it. The race starts at 9:30 am sharp, and runners should arrive no less than 30 minutes beforehand. Dogs are welcome but must be kept on a short lead. Each entrant who raises £100 or more will receive a medal and a T-shirt. Please upload your sponsorship at riversidefunrun.org.uk/donate by 30 September. Water stations are located at 2 km and 4 km. As there are no bins along the route, please carry your rubbish with you to the finish.",
            ),
            Good(
                "pl",
                "Dziękujemy za zapisanie się na Riverside 5K Fun Run w niedzielę 14 września. Pakiety startowe można odebrać w Boathouse Café w sobotę w godzinach 10:00–16:00; potrzebny będzie numer rezerwacji. Start następuje punktualnie o 9:30, a biegacze powinni przybyć co najmniej 30 minut wcześniej. Psy są mile widziane, ale muszą być trzymane na krótkiej smyczy. Każdy uczestnik, który zbierze co najmniej 100 £, otrzyma medal i koszulkę. Prosimy o wpisanie zebranych wpłat sponsorskich do 30 września na stronie riversidefunrun.org.uk/donate. Punkty z wodą znajdują się na 2. i 4. kilometrze; na trasie nie ma koszy na śmieci, dlatego prosimy o zabranie swoich odpadów ze sobą do mety.",
            ),
        ],
        bad=[
            Slip(
                1, [("at riversidefunrun.org.uk/donate by", "at riversidefunrun.org.uk by")], "url"
            ),
            Slip(2, [("co najmniej 100 £", "co najmniej 150 £")], "number"),
            Slip(
                0,
                [
                    (
                        "but they must be kept on a short lead",
                        "but they should be kept on a short lead",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-dog-grooming-salon-booking-policy",
        source="Booking policy: appointments can be made by phone or online, and a £15 deposit is taken for every booking. We need at least 24 hours' notice to move or cancel an appointment; otherwise the deposit will not be refunded. Dogs must be up to date with their vaccinations, and we may ask to see the vaccination card on your first visit. We do not groom dogs that are in season or that have fleas, and if fleas are found during the appointment, a £20 treatment charge will be added. For nervous dogs we recommend a shorter introductory session first. Please do not feed your dog in the two hours before grooming.",
        good=[
            Good(
                "preserve",
                "How booking works: you can book by phone or online, and we take a £15 deposit for each appointment. We need at least 24 hours' notice if you want to move or cancel – otherwise you won't get the deposit back. Your dog must be up to date with vaccinations, and on your first visit we may ask to see the vaccination card. We don't groom dogs that are in season or have fleas; if we find fleas during the appointment, we'll add a £20 treatment charge. If your dog is nervous, we recommend starting with a shorter introductory session. Please don't feed your dog in the two hours before grooming.",
            ),
            Good(
                "preserve",
                "Booking policy\n\n"
                "• Book by phone or online; a £15 deposit is taken for every booking.\n"
                "• To move or cancel, give us at least 24 hours' notice – otherwise the deposit is non-refundable.\n"
                "• Vaccinations must be up to date. We may ask to see the vaccination card on your first visit.\n"
                "• We do not groom dogs in season or dogs with fleas. If fleas are found during the appointment, a £20 treatment charge is added.\n"
                "• Nervous dogs: we recommend a shorter introductory session first.\n"
                "• Please do not feed your dog in the two hours before grooming.",
            ),
            Good(
                "pl",
                "Zasady rezerwacji: wizytę można umówić telefonicznie lub online, a przy każdej rezerwacji pobieramy zadatek w wysokości 15 £. Przesunięcie lub odwołanie wizyty wymaga powiadomienia nas co najmniej 24 godziny wcześniej; w przeciwnym razie zadatek nie zostanie zwrócony. Psy muszą mieć aktualne szczepienia, a podczas pierwszej wizyty możemy poprosić o okazanie książeczki szczepień. Nie przyjmujemy na pielęgnację psów w okresie cieczki ani psów z pchłami, a jeśli pchły zostaną wykryte w trakcie wizyty, doliczymy 20 £ za zabieg przeciwpchelny. Psom nerwowym zalecamy najpierw krótszą sesję zapoznawczą. Prosimy nie karmić psa przez dwie godziny przed pielęgnacją.",
            ),
        ],
        bad=[
            Slip(1, [("the deposit is non-refundable", "the deposit is refundable")], "negation"),
            Slip(
                2,
                [
                    (
                        "zalecamy najpierw krótszą sesję zapoznawczą",
                        "zalecamy najpierw krótszą, bezpłatną sesję zapoznawczą",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "on your first visit we may ask to see",
                        "on your first visit we will ask to see",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-coffee-roaster-wholesale-pricing-email",
        source="Hi Tomasz, thanks for your interest in stocking our beans at the café. Our wholesale price for the house espresso blend is £19.50 per kg for orders of 10–24 kg and £17.80 per kg from 25 kg upwards, excluding VAT. We roast on Mondays and Thursdays and dispatch the following day, so beans usually arrive within 48 hours of roasting. Delivery is free on orders over £150; below that we charge a flat £9.95. We don't ask for a minimum contract length, but we'd need the first order to be paid upfront. I've attached our current price list and can send samples next week if that helps. Best, Eleanor",
        good=[
            Good(
                "preserve",
                "Dear Tomasz,\n\n"
                "Thank you for your interest in stocking our beans at the café. For the house espresso blend, our wholesale price is £19.50 per kg for orders of 10 to 24 kg, falling to £17.80 per kg for 25 kg or more (prices exclude VAT). We roast on Mondays and Thursdays and dispatch the following day, so beans usually reach you within 48 hours of roasting. Orders over £150 are delivered free of charge; below that, we charge a flat delivery fee of £9.95. There is no minimum contract length, although we would need the first order to be paid upfront. Please find our current price list attached – I can also send samples next week if that would help.\n\n"
                "Kind regards,\nEleanor",
            ),
            Good(
                "preserve",
                "Hi Tomasz – great to hear you'd like to stock our beans at the café! Quick summary:\n"
                "- House espresso blend: £19.50/kg for 10–24 kg, £17.80/kg for 25 kg and up, excluding VAT.\n"
                "- We roast on Mondays and Thursdays and dispatch the next day, so beans usually arrive within 48 hours of roasting.\n"
                "- Free delivery on orders over £150, otherwise a flat £9.95.\n"
                "- No minimum contract length, but we'd need the first order paid upfront.\n\n"
                "Our current price list is attached, and I can send samples next week if that helps.\n"
                "Best, Eleanor",
            ),
            Good(
                "pl",
                "Cześć Tomaszu, dziękuję za zainteresowanie sprzedażą naszej kawy w kawiarni. Cena hurtowa naszej firmowej mieszanki espresso wynosi 19,50 £ za kg przy zamówieniach od 10 do 24 kg i 17,80 £ za kg od 25 kg wzwyż, bez VAT. Palimy kawę w poniedziałki i czwartki, a wysyłamy ją następnego dnia, więc ziarna zwykle docierają w ciągu 48 godzin od palenia. Dostawa jest bezpłatna przy zamówieniach powyżej 150 £; poniżej tej kwoty pobieramy stałą opłatę 9,95 £. Nie wymagamy minimalnego okresu umowy, ale pierwsze zamówienie musiałoby zostać opłacone z góry. W załączniku przesyłam aktualny cennik, a jeśli to pomoże, w przyszłym tygodniu mogę wysłać próbki. Pozdrawiam, Eleanor",
            ),
        ],
        bad=[
            Slip(0, [("falling to £17.80 per kg", "falling to £17.20 per kg")], "number"),
            Slip(
                2,
                [
                    (
                        "Palimy kawę w poniedziałki i czwartki, a wysyłamy ją następnego dnia, więc ziarna zwykle docierają w ciągu 48 godzin od palenia.",
                        "We roast on Mondays and Thursdays and dispatch the following day, so beans usually arrive within 48 hours of roasting.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [
                    (
                        "- Free delivery on orders over £150, otherwise",
                        "- Free delivery on orders over £150 (we ship with DPD next-day), otherwise",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
