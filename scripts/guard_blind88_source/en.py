# ruff: noqa: E501, RUF001
"""English source cases of blind set 88: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-mountain-rescue-volunteer-entry-requirements",
        source="Thank you for your interest in joining Glen Arran Mountain Rescue Team. Applicants must be at least 18 years old and live or work within 30 minutes' drive of the Brodick base. You will need to attend a minimum of two training evenings per month during your first year, and you should expect to spend around 120 hours in training before becoming a full team member. Previous hill experience is essential, but you do not need any medical qualifications: we provide first aid training to the Casualty Care standard. Probationary members may not attend call-outs on their own. Applications for the 2025 intake close on 31 January.",
        good=[
            Good(
                "preserve",
                "Interested in joining Glen Arran Mountain Rescue Team? Thank you – here's what you need to know. You must be 18 or older and live or work no more than 30 minutes' drive from our Brodick base. In your first year you'll need to come to at least two training evenings a month, and you should expect to put in roughly 120 hours of training before you become a full team member. You must already have hill experience, but you don't need any medical qualifications, because we'll train you in first aid to the Casualty Care standard. While you're on probation, you may not attend call-outs on your own. Applications for the 2025 intake close on 31 January.",
            ),
            Good(
                "preserve",
                "Joining Glen Arran Mountain Rescue Team – the requirements\n"
                "- Applicants must be at least 18 years old.\n"
                "- You must live or work within a 30-minute drive of the Brodick base.\n"
                "- First-year commitment: a minimum of two training evenings each month.\n"
                "- You should expect around 120 hours of training before full membership.\n"
                "- Previous hill experience is essential; medical qualifications are not needed, as we provide first aid training to the Casualty Care standard.\n"
                "- Probationary members may not attend call-outs alone.\n\n"
                "Applications for the 2025 intake close on 31 January. Thank you for your interest.",
            ),
            Good(
                "pl",
                "Dziękujemy za zainteresowanie dołączeniem do zespołu Glen Arran Mountain Rescue Team. Kandydaci muszą mieć ukończone co najmniej 18 lat oraz mieszkać lub pracować w odległości nie większej niż 30 minut jazdy od bazy w Brodick. W pierwszym roku trzeba uczestniczyć w co najmniej dwóch wieczorach szkoleniowych w miesiącu, a przed uzyskaniem pełnego członkostwa w zespole kandydat powinien liczyć się z około 120 godzinami szkolenia. Wcześniejsze doświadczenie górskie jest niezbędne, ale nie są wymagane żadne kwalifikacje medyczne – zapewniamy szkolenie z pierwszej pomocy na poziomie Casualty Care. Członkowie w okresie próbnym nie mogą samodzielnie brać udziału w akcjach ratunkowych. Zgłoszenia do naboru na 2025 rok przyjmujemy do 31 stycznia.",
            ),
        ],
        bad=[
            Slip(0, [("you may not attend call-outs", "you may attend call-outs")], "negation"),
            Slip(1, [("two training evenings", "three training evenings")], "number"),
            Slip(2, [("Kandydaci muszą mieć", "Kandydaci powinni mieć")], "modality"),
        ],
    ),
    Case(
        key="en-rowing-club-adult-novice-course",
        source="Our next Learn to Row course for adult novices starts on Saturday 12 April and runs for six consecutive Saturdays, 8:00 to 10:00 am, at the Riverside boathouse. The course costs £95, which includes three months' membership after you finish. Participants must be able to swim 50 metres in light clothing, and you will be asked to confirm this when you book. You should wear close-fitting sportswear; loose tops can catch in the sliding seat. Most people are ready to join the club's recreational squad after the course, although some may need a few extra sessions. Places are limited to 16, so early booking is recommended.",
        good=[
            Good(
                "preserve",
                "Learn to Row for adult beginners\n\n"
                "When: six Saturdays in a row, starting Saturday 12 April, 8–10 am\n"
                "Where: Riverside boathouse\n"
                "Price: £95, including three months of membership once you've finished the course\n\n"
                "Before you book:\n"
                "• You must be able to swim 50 metres in light clothing – we'll ask you to confirm this when you book.\n"
                "• You should wear close-fitting sportswear, as loose tops can catch in the sliding seat.\n\n"
                "Most people are ready to join the club's recreational squad after the course, though some may need a few extra sessions. There are only 16 places, so we recommend booking early.",
            ),
            Good(
                "preserve",
                "The Riverside boathouse will host our next Learn to Row course for adult novices, beginning on Saturday 12 April and continuing over six consecutive Saturdays from 8:00 to 10:00 am. The fee of £95 covers the course and three months' membership following its completion. All participants must be able to swim 50 metres in light clothing and will be asked to confirm this on booking. Close-fitting sportswear should be worn, since loose tops can become caught in the sliding seat. While most participants are ready to join the club's recreational squad at the end of the course, some may require a few additional sessions. Numbers are capped at 16, and early booking is recommended.",
            ),
            Good(
                "pl",
                "Najbliższy kurs Learn to Row dla dorosłych początkujących rozpoczyna się w sobotę 12 kwietnia i obejmuje sześć kolejnych sobót, w godz. 8:00–10:00, w przystani Riverside. Kurs kosztuje 95 funtów, a w cenie są trzy miesiące członkostwa po jego ukończeniu. Uczestnicy muszą umieć przepłynąć 50 metrów w lekkim ubraniu – przy rezerwacji poprosimy o potwierdzenie tego. Uczestnicy powinni nosić dopasowaną odzież sportową, bo luźne koszulki mogą zaczepić się o ruchome siedzenie. Większość osób po kursie jest gotowa dołączyć do rekreacyjnej sekcji klubu, choć niektórzy mogą potrzebować kilku dodatkowych zajęć. Liczba miejsc jest ograniczona do 16, dlatego zalecamy wcześniejszą rezerwację.",
            ),
        ],
        bad=[
            Slip(1, [("beginning on Saturday 12 April", "beginning on Saturday 19 April")], "date"),
            Slip(
                0,
                [
                    (
                        "though some may need a few extra sessions",
                        "though some will need a few extra sessions",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("Uczestnicy muszą umieć", "Uczestnicy powinni umieć")], "modality"),
        ],
    ),
    Case(
        key="en-school-clothing-grant-low-income",
        source="Families on a low income can apply for a school clothing grant of £150 per child for the 2025/26 school year. You can apply if your child attends a council-run school in the borough and you receive Universal Credit with household earnings under £7,400 a year, or certain other benefits. The grant is paid once per school year, directly into your bank account, usually within 15 working days of approval. You do not need to reapply if you received the grant last year and your circumstances have not changed. Apply online at www.northvale.gov.uk/uniformgrant or email schoolgrants@northvale.gov.uk for a paper form.",
        good=[
            Good(
                "preserve",
                "School clothing grant 2025/26\n\n"
                "What is it? A payment of £150 for each child, for families on a low income.\n\n"
                "Who can apply? You can, if your child goes to a council-run school in the borough and you get Universal Credit with household earnings below £7,400 a year, or certain other benefits.\n\n"
                "How is it paid? Once per school year, straight into your bank account – usually within 15 working days of approval.\n\n"
                "Do I need to reapply? Not if you got the grant last year and your circumstances haven't changed.\n\n"
                "How do I apply? Online at www.northvale.gov.uk/uniformgrant, or email schoolgrants@northvale.gov.uk to ask for a paper form.",
            ),
            Good(
                "preserve",
                "If your family is on a low income, you can apply for a £150 school clothing grant for each child for the 2025/26 school year. You are eligible if your child attends a council-run school in the borough and you receive either Universal Credit (with household earnings of less than £7,400 a year) or certain other benefits. The grant is paid once each school year, straight into your bank account, normally within 15 working days of approval. If you received the grant last year and your circumstances have not changed, you do not have to apply again. Apply at www.northvale.gov.uk/uniformgrant, or request a paper form by emailing schoolgrants@northvale.gov.uk.",
            ),
            Good(
                "pl",
                "Rodziny o niskich dochodach mogą ubiegać się o dofinansowanie do odzieży szkolnej w wysokości 150 funtów na każde dziecko na rok szkolny 2025/26. Wniosek możesz złożyć, jeśli Twoje dziecko uczęszcza do szkoły prowadzonej przez samorząd na terenie gminy (borough), a Ty pobierasz Universal Credit przy dochodach gospodarstwa domowego poniżej 7400 funtów rocznie lub niektóre inne świadczenia. Dofinansowanie jest wypłacane raz w roku szkolnym bezpośrednio na konto bankowe, zwykle w ciągu 15 dni roboczych od zatwierdzenia. Jeśli otrzymałeś je w zeszłym roku, a Twoja sytuacja się nie zmieniła, nie musisz ponownie składać wniosku. Wniosek można złożyć online na stronie www.northvale.gov.uk/uniformgrant lub poprosić o formularz papierowy, pisząc na adres schoolgrants@northvale.gov.uk.",
            ),
        ],
        bad=[
            Slip(2, [("150 funtów", "120 funtów")], "number"),
            Slip(
                0,
                [("email schoolgrants@northvale.gov.uk", "email schoolgrant@northvale.gov.uk")],
                "url",
            ),
            Slip(1, [("you do not have to apply again", "you have to apply again")], "negation"),
        ],
    ),
    Case(
        key="en-pharmacy-walk-in-flu-clinic",
        source="Our walk-in flu vaccine clinic runs every Tuesday and Thursday from 2 pm to 6 pm between 1 October and 13 December. The vaccine is free for adults aged 65 and over, pregnant women and people with certain long-term conditions; everyone else can have it for £16. You should bring your NHS number if you know it. Please tell the pharmacist before your vaccination if you have ever had a serious allergic reaction. You must wait in the pharmacy for 15 minutes after the injection. Children under 12 cannot be vaccinated here and should be seen by their GP surgery instead.",
        good=[
            Good(
                "preserve",
                "Need your flu jab? Just walk in on a Tuesday or Thursday between 2 and 6 pm, any time from 1 October to 13 December. It's free if you're 65 or over, pregnant, or living with certain long-term conditions; for everyone else it costs £16. If you know your NHS number, you should bring it with you. If you've ever had a serious allergic reaction, please let the pharmacist know before you're vaccinated. After the injection, you must stay in the pharmacy for 15 minutes. We can't vaccinate children under 12 here – they should go to their GP surgery instead.",
            ),
            Good(
                "preserve",
                "Flu vaccine walk-in clinic\n"
                "- Days and times: Tuesdays and Thursdays, 2 pm–6 pm\n"
                "- Dates: 1 October to 13 December\n"
                "- Free for: adults aged 65+, pregnant women and people with certain long-term conditions\n"
                "- Everyone else: £16\n\n"
                "Before your vaccination, please tell the pharmacist if you have ever had a serious allergic reaction. You should bring your NHS number if you know it. You must remain in the pharmacy for 15 minutes after the injection. Children under 12 cannot be vaccinated here and should be seen at their GP surgery instead.",
            ),
            Good(
                "pl",
                "Nasz punkt szczepień przeciw grypie bez wcześniejszej rejestracji działa w każdy wtorek i czwartek w godz. 14:00–18:00, od 1 października do 13 grudnia. Szczepienie jest bezpłatne dla dorosłych w wieku 65 lat i starszych, kobiet w ciąży oraz osób z niektórymi chorobami przewlekłymi; pozostałe osoby mogą się zaszczepić za 16 funtów. Jeśli znasz swój numer NHS, powinieneś go zabrać ze sobą. Jeżeli kiedykolwiek wystąpiła u Ciebie ciężka reakcja alergiczna, poinformuj o tym farmaceutę przed szczepieniem. Po zastrzyku musisz pozostać w aptece przez 15 minut. Dzieci poniżej 12 lat nie mogą być tu szczepione – powinny zamiast tego zgłosić się do swojej przychodni (GP).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you must stay in the pharmacy", "you should stay in the pharmacy")],
                "modality",
            ),
            Slip(1, [("1 October to 13 December", "1 October to 20 December")], "date"),
            Slip(
                2,
                [
                    (
                        "mogą się zaszczepić za 16 funtów.",
                        "mogą się zaszczepić za 16 funtów, płatnych wyłącznie kartą.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-podcast-network-sponsorship-host-rules",
        source="Sponsored segments in any show on our network must be clearly identified as advertising before they begin, using words such as “This episode is sponsored by”. Hosts may read ads in their own words, but they must not make claims about a product that the sponsor cannot substantiate. Under rule 2.1 of the CAP Code, marketing communications must be obviously identifiable as such. We do not accept sponsorship from gambling operators, payday lenders or e-cigarette brands. Hosts should disclose any personal relationship with a sponsor to the network editor. Ad reads should not exceed 90 seconds per slot, and no episode may carry more than three sponsor slots.",
        good=[
            Good(
                "preserve",
                "Sponsorship guidelines for hosts\n\n"
                "1. Every sponsored segment on the network must be clearly flagged as advertising before it starts – for example with “This episode is sponsored by”.\n"
                "2. You may read ads in your own words, but you must not make product claims that the sponsor cannot substantiate.\n"
                "3. Rule 2.1 of the CAP Code requires marketing communications to be obviously identifiable as such.\n"
                "4. We do not take sponsorship from gambling operators, payday lenders or e-cigarette brands.\n"
                "5. You should tell the network editor about any personal relationship you have with a sponsor.\n"
                "6. An ad read should last no longer than 90 seconds per slot, and an episode may not carry more than three sponsor slots.",
            ),
            Good(
                "preserve",
                "Our network does not accept sponsorship from gambling operators, payday lenders or e-cigarette brands. Where a show carries a sponsored segment, it must be clearly identified as advertising before it begins, with a phrase such as “This episode is sponsored by”; this reflects rule 2.1 of the CAP Code, under which marketing communications must be obviously identifiable as such. Hosts may put ads into their own words, but must make no claims about a product that the sponsor cannot substantiate. Any personal relationship between a host and a sponsor should be disclosed to the network editor. No ad read should exceed 90 seconds per slot, and no episode may include more than three sponsor slots.",
            ),
            Good(
                "pl",
                "Segmenty sponsorowane w każdej audycji naszej sieci muszą być wyraźnie oznaczone jako reklama przed ich rozpoczęciem, np. słowami „Sponsorem tego odcinka jest”. Prowadzący mogą czytać reklamy własnymi słowami, ale nie wolno im formułować na temat produktu twierdzeń, których sponsor nie jest w stanie udowodnić. Zgodnie z zasadą 2.1 kodeksu CAP komunikaty marketingowe muszą być jednoznacznie rozpoznawalne jako takie. Nie przyjmujemy sponsorowania od operatorów gier hazardowych, firm udzielających chwilówek ani marek e-papierosów. Prowadzący powinni ujawniać redaktorowi sieci wszelkie osobiste powiązania ze sponsorem. Odczyt reklamy nie powinien przekraczać 90 sekund na jeden blok, a żaden odcinek nie może zawierać więcej niż trzech bloków sponsorskich.",
            ),
        ],
        bad=[
            Slip(1, [("rule 2.1 of the CAP Code", "rule 3.1 of the CAP Code")], "legal_reference"),
            Slip(0, [("We do not take sponsorship from", "We take sponsorship from")], "negation"),
            Slip(2, [("Prowadzący powinni ujawniać", "Prowadzący mogą ujawniać")], "modality"),
        ],
    ),
    Case(
        key="en-parish-hall-private-hire-terms",
        source="St Mary's Parish Hall can be hired for private functions at £25 per hour, with a minimum booking of three hours. A refundable deposit of £100 is payable when you book and will be returned within 14 days of your event, provided the hall is left clean and undamaged. All events must finish by 11 pm, and the building must be vacated by 11:30 pm. Alcohol may be served only with the prior written agreement of the parish office. No confetti, glitter or naked flames are allowed anywhere in the hall. Cancellations made less than four weeks before the event will not be refunded.",
        good=[
            Good(
                "preserve",
                "Hiring St Mary's Parish Hall\n"
                "• Rate: £25 an hour for private functions, minimum three hours.\n"
                "• Deposit: £100, refundable, paid when you book; we return it within 14 days of the event as long as the hall is left clean and undamaged.\n"
                "• Times: your event must end by 11 pm, and everyone must have left the building by 11:30 pm.\n"
                "• Alcohol: may be served only if the parish office has agreed in writing beforehand.\n"
                "• Not allowed: confetti, glitter or naked flames anywhere in the hall.\n"
                "• Cancellations: no refund if you cancel less than four weeks before the event.",
            ),
            Good(
                "preserve",
                "You can hire St Mary's Parish Hall for a private function for £25 per hour; the minimum booking is three hours. When you book, you pay a £100 deposit, which we refund within 14 days of your event provided the hall is left clean and undamaged. Your event must finish by 11 pm, and the building must be empty by 11:30 pm. You may serve alcohol only if the parish office has given its written agreement in advance. Confetti, glitter and naked flames are not permitted anywhere in the hall. If you cancel less than four weeks before the event, you will not receive a refund.",
            ),
            Good(
                "pl",
                "Salę parafialną St Mary's można wynająć na imprezy prywatne za 25 funtów za godzinę, przy minimalnym czasie rezerwacji wynoszącym trzy godziny. Przy rezerwacji pobierana jest zwrotna kaucja w wysokości 100 funtów, którą zwracamy w ciągu 14 dni od wydarzenia, pod warunkiem że sala zostanie pozostawiona czysta i nieuszkodzona. Wszystkie imprezy muszą zakończyć się do godz. 23:00, a budynek musi zostać opuszczony do 23:30. Alkohol można podawać wyłącznie za uprzednią pisemną zgodą biura parafialnego. W całej sali zabronione jest używanie konfetti, brokatu i otwartego ognia. W przypadku odwołania rezerwacji na mniej niż cztery tygodnie przed wydarzeniem opłata nie podlega zwrotowi.",
            ),
        ],
        bad=[
            Slip(0, [("Deposit: £100", "Deposit: £150")], "number"),
            Slip(1, [("empty by 11:30 pm", "empty by 12:30 am")], "date"),
            Slip(
                2,
                [("W całej sali zabronione jest używanie", "W całej sali dozwolone jest używanie")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-reservoir-fishing-permit-licence-rules",
        source="Anglers fishing Hollowmere Reservoir must hold both a valid Environment Agency rod licence and a day or season permit from the lodge. Day permits cost £18 and allow you to take up to two trout; season permits cost £320. Fishing is permitted from one hour before sunrise until one hour after sunset. Boats may be used only from the designated jetty, and buoyancy aids must be worn at all times on the water. Fishing without a rod licence is an offence under section 27 of the Salmon and Freshwater Fisheries Act 1975 and may lead to a fine of up to £2,500. Bailiffs may ask to see your documents at any time.",
        good=[
            Good(
                "preserve",
                "Hollowmere Reservoir – what you need to know\n"
                "- You must hold a valid Environment Agency rod licence and a day or season permit from the lodge.\n"
                "- Day permit: £18, and you may take up to two trout. Season permit: £320.\n"
                "- Fishing hours: from one hour before sunrise to one hour after sunset.\n"
                "- Boats may be used only from the designated jetty, and you must wear a buoyancy aid at all times on the water.\n"
                "- Fishing without a rod licence is an offence under section 27 of the Salmon and Freshwater Fisheries Act 1975 and may lead to a fine of up to £2,500.\n"
                "- Bailiffs may ask to see your documents at any time.",
            ),
            Good(
                "preserve",
                "A valid Environment Agency rod licence, together with a day or season permit from the lodge, is required to fish Hollowmere Reservoir. A day permit, priced at £18, entitles you to take up to two trout, while a season permit costs £320. Fishing is allowed between one hour before sunrise and one hour after sunset. The use of boats is restricted to the designated jetty, and buoyancy aids must be worn at all times when afloat. Under section 27 of the Salmon and Freshwater Fisheries Act 1975, fishing without a rod licence is an offence, which may result in a fine of up to £2,500. A bailiff may ask you to show your documents at any time.",
            ),
            Good(
                "pl",
                "Wędkarze łowiący na zbiorniku Hollowmere muszą mieć zarówno ważną licencję wędkarską Environment Agency, jak i zezwolenie dzienne lub sezonowe wydane w budynku łowiska (lodge). Zezwolenie dzienne kosztuje 18 funtów i pozwala zabrać maksymalnie dwa pstrągi; sezonowe kosztuje 320 funtów. Łowić wolno od godziny przed wschodem do godziny po zachodzie słońca. Z łodzi można korzystać wyłącznie przy wyznaczonym pomoście, a na wodzie przez cały czas trzeba mieć na sobie kamizelkę asekuracyjną. Łowienie bez licencji jest przestępstwem na mocy sekcji 27 ustawy Salmon and Freshwater Fisheries Act 1975 i może skutkować grzywną w wysokości do 2500 funtów. Strażnicy rybaccy mogą w każdej chwili poprosić o okazanie dokumentów.",
            ),
        ],
        bad=[
            Slip(0, [("section 27 of the Salmon", "section 35 of the Salmon")], "legal_reference"),
            Slip(2, [("maksymalnie dwa pstrągi", "maksymalnie cztery pstrągi")], "number"),
            Slip(1, [("buoyancy aids must be worn", "buoyancy aids should be worn")], "modality"),
        ],
    ),
    Case(
        key="en-dementia-cafe-volunteer-callout",
        source="The Forget-Me-Not Café meets on the first Wednesday of each month, 10:30 am to 12:30 pm, at Holmfield Community Centre. We are looking for volunteers to welcome guests, serve tea and join in conversation or activities. You do not need any previous experience of dementia care: every volunteer attends a two-hour Dementia Friends session before their first shift. A basic DBS check is required, and we will arrange it free of charge. Volunteers are not expected to provide personal care. Feedback from families suggests the café may help carers as much as the people they look after. To find out more, call Janet Ellis on 01632 960 418.",
        good=[
            Good(
                "preserve",
                "Could you volunteer at the Forget-Me-Not Café? We meet at Holmfield Community Centre on the first Wednesday of every month, from 10:30 am to 12:30 pm, and we need people to greet guests, serve tea and take part in conversation or activities. No previous experience of dementia care is needed – before your first shift you'll attend a two-hour Dementia Friends session. You will need a basic DBS check, which we'll arrange at no cost to you. You won't be expected to provide personal care. What families tell us suggests the café may help carers as much as the people they look after. Interested? Call Janet Ellis on 01632 960 418.",
            ),
            Good(
                "preserve",
                "Volunteers wanted – Forget-Me-Not Café\n\n"
                "When: first Wednesday of the month, 10:30 am–12:30 pm\n"
                "Where: Holmfield Community Centre\n"
                "Role: welcoming guests, serving tea, joining in conversation or activities; you are not expected to provide personal care\n"
                "Experience: no previous dementia care experience needed – every volunteer does a two-hour Dementia Friends session before their first shift\n"
                "Checks: a basic DBS check is required, and we arrange it free of charge\n\n"
                "Family feedback suggests the café may help carers as much as the people they look after. To find out more, call Janet Ellis on 01632 960 418.",
            ),
            Good(
                "pl",
                "Kawiarnia Forget-Me-Not spotyka się w pierwszą środę każdego miesiąca w godz. 10:30–12:30 w Holmfield Community Centre. Szukamy wolontariuszy, którzy będą witać gości, podawać herbatę i uczestniczyć w rozmowach lub zajęciach. Nie potrzebujesz wcześniejszego doświadczenia w opiece nad osobami z demencją – każdy wolontariusz przed pierwszym dyżurem bierze udział w dwugodzinnym szkoleniu Dementia Friends. Wymagane jest podstawowe zaświadczenie DBS o niekaralności, które załatwimy bezpłatnie. Od wolontariuszy nie oczekuje się zapewniania opieki osobistej. Opinie rodzin wskazują, że kawiarnia może pomagać opiekunom w tym samym stopniu co osobom, którymi się opiekują. Aby dowiedzieć się więcej, zadzwoń do Janet Ellis pod numer 01632 960 418.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "What families tell us suggests the café may help carers",
                        "The café helps carers",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "you are not expected to provide personal care",
                        "you are expected to provide personal care",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("które załatwimy bezpłatnie.", "które załatwimy bezpłatnie w ciągu tygodnia.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-kubernetes-payments-rollback-runbook-note",
        source=(
            "## Rolling back a failed deployment\n\n"
            "If the new release of `payments-api` fails its readiness checks, roll back before paging anyone:\n\n"
            "1. Check the rollout status with `kubectl rollout status deployment/payments-api -n prod`.\n"
            "2. Roll back to the previous revision with `kubectl rollout undo deployment/payments-api -n prod`.\n"
            "3. Confirm that all 6 replicas report `Ready` within 5 minutes.\n\n"
            "You must not edit the live manifest with `kubectl edit`; every change should go through the GitOps repository so that Argo CD does not revert it. "
            "If the rollback itself fails, page the on-call SRE via the `#payments-incident` channel. "
            "See the [deployment guide](https://wiki.example.internal/payments/deploy) for details."
        ),
        good=[
            Good(
                "preserve",
                "## Rolling back a failed deployment\n\n"
                "Whenever a new `payments-api` release fails its readiness checks, roll it back before you page anyone:\n\n"
                "1. Look at the rollout status: `kubectl rollout status deployment/payments-api -n prod`.\n"
                "2. Revert to the previous revision: `kubectl rollout undo deployment/payments-api -n prod`.\n"
                "3. Make sure all 6 replicas show `Ready` within 5 minutes.\n\n"
                "You must not edit the live manifest with `kubectl edit`. Every change should instead go through the GitOps repository, so that Argo CD doesn't revert it. "
                "Should the rollback itself fail, page the on-call SRE in the `#payments-incident` channel. "
                "Details are in the [deployment guide](https://wiki.example.internal/payments/deploy).",
            ),
            Good(
                "preserve",
                "## Rolling back a failed deployment\n\n"
                "If a fresh `payments-api` release doesn't pass its readiness checks, your first step is a rollback – don't page anyone before that:\n\n"
                "1. Run `kubectl rollout status deployment/payments-api -n prod` to see the rollout status.\n"
                "2. Run `kubectl rollout undo deployment/payments-api -n prod` to return to the previous revision.\n"
                "3. Verify that all 6 replicas are `Ready` within 5 minutes.\n\n"
                "Editing the live manifest with `kubectl edit` is not allowed; every change should go through the GitOps repository so that Argo CD won't revert it. "
                "If the rollback fails too, page the on-call SRE through the `#payments-incident` channel. "
                "The [deployment guide](https://wiki.example.internal/payments/deploy) has the details.",
            ),
            Good(
                "pl",
                "## Wycofywanie nieudanego wdrożenia\n\n"
                "Jeśli nowe wydanie `payments-api` nie przejdzie testów gotowości (readiness checks), wycofaj je, zanim kogokolwiek wezwiesz:\n\n"
                "1. Sprawdź stan wdrożenia poleceniem `kubectl rollout status deployment/payments-api -n prod`.\n"
                "2. Przywróć poprzednią rewizję poleceniem `kubectl rollout undo deployment/payments-api -n prod`.\n"
                "3. Upewnij się, że w ciągu 5 minut wszystkie 6 replik ma stan `Ready`.\n\n"
                "Nie wolno edytować działającego manifestu za pomocą `kubectl edit`; każda zmiana powinna przechodzić przez repozytorium GitOps, aby Argo CD jej nie cofnął. "
                "Jeśli samo wycofanie się nie powiedzie, wezwij dyżurnego SRE przez kanał `#payments-incident`. "
                "Szczegóły znajdziesz w [przewodniku wdrożeniowym](https://wiki.example.internal/payments/deploy).",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "undo deployment/payments-api -n prod",
                        "undo deployment/payments-api -n staging",
                    )
                ],
                "code",
            ),
            Slip(
                0,
                [
                    (
                        "## Rolling back a failed deployment\n\n",
                        "Rolling back a failed deployment\n\n",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [("każda zmiana powinna przechodzić", "każda zmiana może przechodzić")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-breakfast-club-trial-study-summary",
        source="A randomised trial in 106 primary schools in England (Crawford et al., 2016, Institute for Fiscal Studies) found that offering a free, universal breakfast club before school was associated with gains in attainment of roughly two months' progress for pupils in Year 2. The effect appears to come from what happened in the classroom rather than from breakfast itself, possibly through better behaviour and concentration. Take-up among eligible pupils was about 30%. The authors caution that the results may not generalise to secondary schools, and they did not find a significant effect on attendance. A follow-up evaluation by the Education Endowment Foundation (2023) reported similar results.",
        good=[
            Good(
                "preserve",
                "What did the study find? In a randomised trial across 106 primary schools in England (Crawford et al., 2016, Institute for Fiscal Studies), offering a free breakfast club to all pupils before school was linked to Year 2 pupils making roughly two months' extra progress in attainment. The gain seems to come from what went on in the classroom, possibly better behaviour and concentration, rather than from the breakfast itself. About 30% of eligible pupils took up the offer. The researchers found no significant effect on attendance, and they warn that the findings may not carry over to secondary schools. A 2023 follow-up evaluation by the Education Endowment Foundation reported similar results.",
            ),
            Good(
                "preserve",
                "Key points – breakfast club study\n"
                "- Design: randomised trial in 106 primary schools in England (Crawford et al., 2016, Institute for Fiscal Studies).\n"
                "- Result: a free, universal before-school breakfast club was associated with roughly two months' additional progress in attainment for Year 2 pupils.\n"
                "- Mechanism: the effect appears to lie in what happened in the classroom rather than in the breakfast itself, possibly via improved behaviour and concentration.\n"
                "- Take-up: about 30% of eligible pupils.\n"
                "- Attendance: no significant effect found.\n"
                "- Caveat: the authors caution that results may not generalise to secondary schools.\n"
                "- Follow-up: an evaluation by the Education Endowment Foundation (2023) reported similar results.",
            ),
            Good(
                "pl",
                "Randomizowane badanie przeprowadzone w 106 szkołach podstawowych w Anglii (Crawford i in., 2016, Institute for Fiscal Studies) wykazało, że oferowanie bezpłatnego, powszechnego klubu śniadaniowego przed lekcjami wiązało się u uczniów klasy Year 2 z postępami w wynikach odpowiadającymi mniej więcej dwóm miesiącom nauki. Efekt wydaje się wynikać z tego, co działo się w klasie, a nie z samego śniadania – być może dzięki lepszemu zachowaniu i koncentracji. Z oferty skorzystało około 30% uprawnionych uczniów. Autorzy zastrzegają, że wyniki mogą nie przenosić się na szkoły średnie; nie stwierdzili też istotnego wpływu na frekwencję. Ewaluacja uzupełniająca przeprowadzona przez Education Endowment Foundation (2023) przyniosła podobne wyniki.",
            ),
        ],
        bad=[
            Slip(2, [("Crawford i in., 2016", "Crawford i in., 2019")], "citation"),
            Slip(0, [("The gain seems to come from", "The gain comes from")], "hedge"),
            Slip(1, [("about 30% of eligible", "about 45% of eligible")], "number"),
        ],
    ),
    Case(
        key="en-tidyfeeds-cli-readme-markdown",
        source=(
            "# tidyfeeds\n\n"
            "`tidyfeeds` is a small command-line tool that merges several RSS or Atom feeds into one clean, deduplicated feed.\n\n"
            "## Installation\n\n"
            "Install it from PyPI with `pip install tidyfeeds`. Python 3.10 or newer is required; older versions are not supported.\n\n"
            "## Usage\n\n"
            "Run `tidyfeeds merge feeds.txt -o combined.xml`, where `feeds.txt` lists one feed URL per line. "
            "The tool does not fetch feeds more often than once every 15 minutes, so repeated runs are safe.\n\n"
            "## Contributing\n\n"
            "Bug reports and pull requests are welcome at https://github.com/lenaborg/tidyfeeds. Please read `CONTRIBUTING.md` first."
        ),
        good=[
            Good(
                "preserve",
                "# tidyfeeds\n\n"
                "`tidyfeeds` is a lightweight command-line utility that combines multiple RSS or Atom feeds into a single, clean feed with duplicates removed.\n\n"
                "## Installation\n\n"
                "Get it from PyPI: `pip install tidyfeeds`. You need Python 3.10 or later – older versions aren't supported.\n\n"
                "## Usage\n\n"
                "```\n"
                "tidyfeeds merge feeds.txt -o combined.xml\n"
                "```\n\n"
                "Here `feeds.txt` contains one feed URL per line. Because the tool never fetches feeds more often than once every 15 minutes, you can safely run it repeatedly.\n\n"
                "## Contributing\n\n"
                "We welcome bug reports and pull requests at https://github.com/lenaborg/tidyfeeds – please read `CONTRIBUTING.md` before you start.",
            ),
            Good(
                "preserve",
                "# tidyfeeds\n\n"
                "A small CLI that merges several RSS or Atom feeds into one clean, deduplicated feed.\n\n"
                "## Installation\n\n"
                "- Requires Python 3.10 or newer (older versions are not supported).\n"
                "- Install from PyPI: `pip install tidyfeeds`\n\n"
                "## Usage\n\n"
                "- Put one feed URL per line in `feeds.txt`.\n"
                "- Run `tidyfeeds merge feeds.txt -o combined.xml`.\n"
                "- Feeds are not fetched more often than once every 15 minutes, so running it repeatedly is safe.\n\n"
                "## Contributing\n\n"
                "Please read `CONTRIBUTING.md` first; bug reports and pull requests are welcome at https://github.com/lenaborg/tidyfeeds.",
            ),
            Good(
                "pl",
                "# tidyfeeds\n\n"
                "`tidyfeeds` to niewielkie narzędzie wiersza poleceń, które łączy kilka kanałów RSS lub Atom w jeden uporządkowany kanał bez duplikatów.\n\n"
                "## Instalacja\n\n"
                "Zainstaluj je z PyPI poleceniem `pip install tidyfeeds`. Wymagany jest Python 3.10 lub nowszy; starsze wersje nie są obsługiwane.\n\n"
                "## Użycie\n\n"
                "Uruchom `tidyfeeds merge feeds.txt -o combined.xml`, gdzie plik `feeds.txt` zawiera po jednym adresie URL kanału w każdym wierszu. "
                "Narzędzie nie pobiera kanałów częściej niż raz na 15 minut, więc wielokrotne uruchamianie jest bezpieczne.\n\n"
                "## Współtworzenie\n\n"
                "Zgłoszenia błędów i pull requesty są mile widziane pod adresem https://github.com/lenaborg/tidyfeeds. Najpierw przeczytaj plik `CONTRIBUTING.md`.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "```\ntidyfeeds merge feeds.txt -o combined.xml\n```",
                        "tidyfeeds merge feeds.txt -o combined.xml",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [("https://github.com/lenaborg/tidyfeeds", "https://github.com/lenaborg/tidyfeed")],
                "url",
            ),
            Slip(2, [("Narzędzie nie pobiera kanałów", "Narzędzie pobiera kanały")], "negation"),
        ],
    ),
    Case(
        key="en-later-school-start-adolescent-sleep-evidence",
        source="Later school start times may improve adolescents' sleep. A systematic review of six studies by Minges and Redeker (2016, Sleep Medicine Reviews, 28, 86–95) found that delaying start times was generally associated with longer weeknight sleep and less daytime sleepiness. Because most of the included studies were small and non-randomised, the evidence on academic performance is weaker. In Seattle, Dunster et al. (2018, Science Advances) reported a median gain of 34 minutes of sleep after high school start times moved from 7:50 to 8:45 am. The benefits are probably greatest for teenagers who are natural 'night owls', although this has not been tested directly.",
        good=[
            Good(
                "preserve",
                "Starting school later may help teenagers sleep better. Minges and Redeker (2016, Sleep Medicine Reviews, 28, 86–95) systematically reviewed six studies and found that later start times generally went along with more sleep on weeknights and less sleepiness during the day. Most of those studies were small and not randomised, however, so the evidence about academic performance is weaker. When Seattle high schools moved their start time from 7:50 to 8:45 am, Dunster et al. (2018, Science Advances) found that students' median sleep rose by 34 minutes. Teenagers who are natural 'night owls' probably benefit most, though this hasn't been tested directly.",
            ),
            Good(
                "preserve",
                "Delaying school start times may improve sleep in adolescents. In their systematic review of six studies, Minges and Redeker (2016, Sleep Medicine Reviews, 28, 86–95) reported that later start times were generally associated with longer weeknight sleep and reduced daytime sleepiness. The evidence regarding academic performance is weaker, since most included studies were small and non-randomised. Dunster et al. (2018, Science Advances) observed a median increase of 34 minutes of sleep among Seattle high school students after start times shifted from 7:50 to 8:45 am. The greatest benefit probably accrues to adolescents with a 'night owl' chronotype, although this has not been directly tested.",
            ),
            Good(
                "pl",
                "Późniejsze rozpoczynanie lekcji może poprawiać sen nastolatków. W przeglądzie systematycznym sześciu badań Minges i Redeker (2016, Sleep Medicine Reviews, 28, 86–95) stwierdzili, że przesunięcie godziny rozpoczęcia zajęć na później wiązało się zazwyczaj z dłuższym snem w dni powszednie i mniejszą sennością w ciągu dnia. Ponieważ większość uwzględnionych badań była niewielka i nierandomizowana, dowody dotyczące wyników w nauce są słabsze. W Seattle Dunster i wsp. (2018, Science Advances) odnotowali wzrost mediany czasu snu o 34 minuty po przesunięciu początku lekcji w szkołach średnich z 7:50 na 8:45. Największe korzyści odnoszą prawdopodobnie nastolatki o chronotypie „sowy”, choć nie zostało to bezpośrednio zbadane.",
            ),
        ],
        bad=[
            Slip(1, [("28, 86–95", "28, 68–75")], "citation"),
            Slip(2, [("odnoszą prawdopodobnie nastolatki", "odnoszą nastolatki")], "hedge"),
            Slip(
                0,
                [
                    (
                        "median sleep rose by 34 minutes.",
                        "median sleep rose by 34 minutes and their grades improved.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-library-ebook-lending-libby-switch",
        source="From 3 March 2025, Eastbrook Libraries will move its e-book and audiobook lending to the Libby app. You can borrow up to 10 titles at a time for 21 days each, and you may place up to 15 holds. Your existing loans in the old BorrowBox app will remain available until they expire, but new loans must be made through Libby. To sign in, you will need your library card number and PIN; if you have forgotten your PIN, you can reset it at eastbrook.gov.uk/libraries/pin. The service is free, but you should check that your device runs iOS 15 or Android 8 or later.",
        good=[
            Good(
                "preserve",
                "Changes to e-book and audiobook lending\n\n"
                "Starting 3 March 2025, Eastbrook Libraries is moving to the Libby app.\n"
                "- You can borrow up to 10 titles at once, each for 21 days.\n"
                "- You may place up to 15 holds.\n"
                "- Any current loans in the old BorrowBox app stay available until they expire, but new loans must be made in Libby.\n"
                "- Sign in with your library card number and PIN. Forgotten your PIN? You can reset it at eastbrook.gov.uk/libraries/pin.\n\n"
                "The service costs nothing, but you should check that your device runs iOS 15 or Android 8 or later.",
            ),
            Good(
                "preserve",
                "Eastbrook Libraries will transfer its e-book and audiobook lending service to the Libby app with effect from March 3, 2025. Members can borrow a maximum of 10 titles at a time, each for a loan period of 21 days, and may place up to 15 holds. Loans already in the old BorrowBox app will remain accessible until they expire; however, all new loans must be made via Libby. Signing in requires your library card number and PIN, and a forgotten PIN can be reset at eastbrook.gov.uk/libraries/pin. Although the service is free of charge, you should confirm that your device runs iOS 15 or Android 8 or later.",
            ),
            Good(
                "pl",
                "Od 3 marca 2025 r. biblioteki Eastbrook Libraries przenoszą wypożyczanie e-booków i audiobooków do aplikacji Libby. Możesz wypożyczyć jednocześnie do 10 tytułów, każdy na 21 dni, i złożyć do 15 rezerwacji. Dotychczasowe wypożyczenia w starej aplikacji BorrowBox pozostaną dostępne do czasu ich wygaśnięcia, ale nowe wypożyczenia muszą odbywać się przez Libby. Do zalogowania potrzebny jest numer karty bibliotecznej i PIN; jeśli nie pamiętasz PIN-u, możesz go zresetować na stronie eastbrook.gov.uk/libraries/pin. Usługa jest bezpłatna, ale powinieneś sprawdzić, czy Twoje urządzenie działa na systemie iOS 15 lub Android 8 albo nowszym.",
            ),
        ],
        bad=[
            Slip(0, [("eastbrook.gov.uk/libraries/pin", "eastbrook.gov.uk/library/pin")], "url"),
            Slip(1, [("March 3, 2025", "March 13, 2025")], "date"),
            Slip(
                2,
                [("nowe wypożyczenia muszą odbywać się", "nowe wypożyczenia mogą odbywać się")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-housing-association-subject-access-notice",
        source="Under Article 15 of the UK GDPR, you have the right to ask us for a copy of the personal data we hold about you. We will respond within one calendar month of receiving your request, although this can be extended by a further two months if your request is complex; we will tell you if this applies. We do not charge a fee in most cases, but we may charge a reasonable fee if a request is manifestly unfounded or excessive. Please send your request to dpo@harlowfield-housing.org.uk or write to the Data Protection Officer at 14 Mill Lane, Harlowfield HF2 7QT. We may need to ask you for proof of identity before we can respond.",
        good=[
            Good(
                "preserve",
                "Asking for a copy of your data\n\n"
                "Article 15 of the UK GDPR gives you the right to ask us for a copy of the personal data we hold about you.\n\n"
                "How long will it take? We'll reply within one calendar month of getting your request. If your request is complex, this can be extended by a further two months, and we will let you know if that applies.\n\n"
                "Is there a fee? In most cases, no. We may charge a reasonable fee if a request is manifestly unfounded or excessive.\n\n"
                "How do I ask? Email dpo@harlowfield-housing.org.uk or write to the Data Protection Officer, 14 Mill Lane, Harlowfield HF2 7QT. We may need to ask you for proof of identity before we can respond.",
            ),
            Good(
                "preserve",
                "You have the right, under Article 15 of the UK GDPR, to obtain a copy of the personal data we hold about you. Please address your request to the Data Protection Officer, either by email at dpo@harlowfield-housing.org.uk or by post to 14 Mill Lane, Harlowfield HF2 7QT. Before responding, we may need to ask you for proof of identity. We will respond within one calendar month of receipt; for complex requests this period can be extended by a further two months, in which case we will inform you. In most cases no fee is charged; however, a reasonable fee may be charged where a request is manifestly unfounded or excessive.",
            ),
            Good(
                "pl",
                "Zgodnie z art. 15 UK GDPR masz prawo poprosić nas o kopię przechowywanych przez nas danych osobowych, które Cię dotyczą. Odpowiemy w ciągu jednego miesiąca kalendarzowego od otrzymania wniosku, przy czym w przypadku złożonego wniosku termin ten może zostać przedłużony o kolejne dwa miesiące – poinformujemy Cię, jeśli tak się stanie. W większości przypadków nie pobieramy opłaty, ale możemy pobrać rozsądną opłatę, jeśli wniosek jest ewidentnie nieuzasadniony lub nadmierny. Wniosek prosimy przesłać na adres dpo@harlowfield-housing.org.uk lub pocztą do inspektora ochrony danych: 14 Mill Lane, Harlowfield HF2 7QT. Zanim udzielimy odpowiedzi, możemy poprosić Cię o potwierdzenie tożsamości.",
            ),
        ],
        bad=[
            Slip(2, [("art. 15 UK GDPR", "art. 17 UK GDPR")], "legal_reference"),
            Slip(0, [("within one calendar month", "within two weeks")], "date"),
            Slip(
                1,
                [("In most cases no fee is charged", "In most cases a fee is charged")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-hosepipe-ban-household-customers-notice",
        source="Because reservoir levels are about 20% below normal for the time of year, a temporary use ban (hosepipe ban) will apply to all household customers in the Wessex North area. You must not use a hosepipe to water gardens, clean cars or fill paddling pools. Watering cans and buckets filled from the tap may still be used. Customers who are registered blind or who hold a Blue Badge are exempt. Anyone found breaching the ban may be fined up to £1,000. We expect the restrictions to last at least until the end of September, and we will probably need to keep them in place longer if rainfall stays low. You should report suspected leaks on 0800 917 2020.",
        good=[
            Good(
                "preserve",
                "Hosepipe ban: what it means for you\n\n"
                "Reservoir levels are around 20% below normal for this time of year, so a temporary use ban will apply to every household customer in the Wessex North area.\n\n"
                "- You must not use a hosepipe to water your garden, clean your car or fill a paddling pool.\n"
                "- You may still use watering cans and buckets filled from the tap.\n"
                "- If you are registered blind or hold a Blue Badge, you are exempt.\n"
                "- If you are found breaching the ban, you may be fined up to £1,000.\n\n"
                "We expect the restrictions to last until at least the end of September, and probably longer if rainfall stays low. You should report any suspected leak on 0800 917 2020.",
            ),
            Good(
                "preserve",
                "A hosepipe ban (temporary use ban) will apply to all household customers in Wessex North, because reservoir levels are roughly 20% lower than usual for the time of year. Under the ban, hosepipes must not be used to water gardens, wash cars or fill paddling pools, although watering cans or buckets filled from the tap may still be used. Blue Badge holders and customers registered blind are exempt, and anyone found breaching the ban may be fined up to £1,000. The restrictions are expected to last at least until the end of September and will probably need to stay in place longer if rainfall remains low. If you suspect a leak, you should report it on 0800 917 2020.",
            ),
            Good(
                "pl",
                "Ponieważ poziom wody w zbiornikach jest o około 20% niższy niż zwykle o tej porze roku, wszystkich odbiorców indywidualnych w rejonie Wessex North obejmie tymczasowy zakaz używania węży ogrodowych. Nie wolno używać węża do podlewania ogrodu, mycia samochodu ani napełniania brodzików. Nadal można korzystać z konewek i wiader napełnianych z kranu. Zwolnione z zakazu są osoby zarejestrowane jako niewidome oraz posiadacze karty Blue Badge. Osobom, które naruszą zakaz, grozi grzywna w wysokości do 1000 funtów. Spodziewamy się, że ograniczenia potrwają co najmniej do końca września, a jeśli opadów nadal będzie mało, prawdopodobnie będziemy musieli utrzymać je dłużej. Podejrzewane wycieki powinni Państwo zgłaszać pod numerem 0800 917 2020.",
            ),
        ],
        bad=[
            Slip(0, [("and probably longer if rainfall", "and longer if rainfall")], "hedge"),
            Slip(1, [("fined up to £1,000", "fined up to £2,000")], "number"),
            Slip(2, [("Nie wolno używać węża", "Nie zaleca się używania węża")], "modality"),
        ],
    ),
    Case(
        key="en-website-relaunch-decisions-actions-notes",
        source=(
            "### Website relaunch – meeting notes, 6 May\n\n"
            "**Attendees:** Priya, Tom, Agnieszka, Marcus\n\n"
            "**Decisions**\n"
            "- Launch date moves from 2 June to 16 June to allow two more weeks of accessibility testing.\n"
            "- The budget for stock photography is capped at £1,200.\n"
            "- We will not migrate blog posts older than 2019.\n\n"
            "**Actions**\n"
            "- Tom: fix the 14 broken links flagged in the audit by Friday 9 May.\n"
            "- Agnieszka: send the final copy for the pricing page to Marcus by 13 May.\n"
            "- Priya: book the usability sessions with 8 customers.\n\n"
            "Next meeting: Tuesday 20 May, 10:00, Room 3B."
        ),
        good=[
            Good(
                "preserve",
                "### Website relaunch: notes from the meeting on 6 May\n\n"
                "**Present:** Priya, Tom, Agnieszka, Marcus\n\n"
                "**Decided**\n"
                "- The launch is pushed back from 2 June to 16 June, giving us two extra weeks for accessibility testing.\n"
                "- Stock photography spending is capped at £1,200.\n"
                "- Blog posts older than 2019 won't be migrated.\n\n"
                "**To do**\n"
                "- Tom – by Friday 9 May, fix the 14 broken links the audit flagged.\n"
                "- Agnieszka – by 13 May, send Marcus the final copy for the pricing page.\n"
                "- Priya – book the usability sessions with 8 customers.\n\n"
                "Next meeting: Tuesday 20 May at 10:00 in Room 3B.",
            ),
            Good(
                "preserve",
                "Hi all, here's a summary of the website relaunch meeting on 6 May (Priya, Tom, Agnieszka and Marcus attended).\n\n"
                "We agreed to move the launch from 2 June to 16 June so we get two more weeks of accessibility testing, to cap stock photography spending at £1,200, and not to migrate any blog posts older than 2019.\n\n"
                "Actions: Tom will fix the 14 broken links flagged in the audit by Friday 9 May; Agnieszka will send Marcus the final copy for the pricing page by 13 May; Priya will book the usability sessions with 8 customers.\n\n"
                "We'll meet next on Tuesday 20 May at 10:00 in Room 3B.",
            ),
            Good(
                "pl",
                "### Relaunch strony internetowej – notatki ze spotkania, 6 maja\n\n"
                "**Obecni:** Priya, Tom, Agnieszka, Marcus\n\n"
                "**Decyzje**\n"
                "- Data uruchomienia zostaje przesunięta z 2 czerwca na 16 czerwca, aby zyskać dwa dodatkowe tygodnie na testy dostępności.\n"
                "- Budżet na zdjęcia stockowe jest ograniczony do 1200 funtów.\n"
                "- Nie przenosimy wpisów blogowych sprzed 2019 roku.\n\n"
                "**Zadania**\n"
                "- Tom: do piątku 9 maja naprawić 14 niedziałających linków wskazanych w audycie.\n"
                "- Agnieszka: do 13 maja wysłać Marcusowi ostateczne teksty strony z cennikiem.\n"
                "- Priya: umówić sesje testów użyteczności z 8 klientami.\n\n"
                "Następne spotkanie: wtorek 20 maja, 10:00, sala 3B.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("wskazanych w audycie.\n- Agnieszka:", "wskazanych w audycie. Agnieszka:")],
                "markdown",
            ),
            Slip(1, [("Tuesday 20 May at 10:00", "Tuesday 27 May at 10:00")], "date"),
            Slip(
                0,
                [("usability sessions with 8 customers", "usability sessions with 6 customers")],
                "number",
            ),
        ],
    ),
    Case(
        key="en-urban-street-trees-cooling-review",
        source="Urban street trees can lower local air temperatures, but the size of the effect varies widely. In a systematic review and meta-analysis, Bowler et al. (2010, Landscape and Urban Planning, 97(3), 147–155) estimated that parks were on average about 0.94 °C cooler than surrounding built-up areas during the day. Evidence for individual street trees is thinner and comes mostly from short summer measurement campaigns. Effects on air pollution are less clear: trees can trap particulate matter, yet in narrow street canyons dense canopies may reduce ventilation and trap pollutants at street level (Gromke and Ruck, 2007). Planting decisions should therefore consider street geometry as well as species.",
        good=[
            Good(
                "preserve",
                "Street trees can cool the air around them, although by how much varies a great deal. In their systematic review and meta-analysis, Bowler et al. (2010, Landscape and Urban Planning, 97(3), 147–155) estimated that, during the day, parks were on average about 0.94 °C cooler than the built-up areas around them. There is less evidence for single street trees, and most of it comes from short measurement campaigns in summer. The picture for air pollution is less clear. Trees can capture particulate matter, but in narrow street canyons a dense canopy may reduce ventilation and trap pollutants at street level (Gromke and Ruck, 2007). When deciding what to plant, street geometry should therefore be considered alongside species.",
            ),
            Good(
                "preserve",
                "Urban trees and local climate – summary\n\n"
                "- Cooling: street trees can lower local air temperatures, but the effect varies widely. A systematic review and meta-analysis by Bowler et al. (2010, Landscape and Urban Planning, 97(3), 147–155) estimated that parks were on average about 0.94 °C cooler than surrounding built-up areas by day.\n"
                "- Individual street trees: the evidence is thinner and comes mostly from short summer measurement campaigns.\n"
                "- Air pollution: less clear. Trees can trap particulate matter, but in narrow street canyons dense canopies may reduce ventilation and trap pollutants at street level (Gromke and Ruck, 2007).\n"
                "- Implication: planting decisions should take account of street geometry as well as species.",
            ),
            Good(
                "pl",
                "Drzewa przyuliczne mogą obniżać lokalną temperaturę powietrza, ale skala tego efektu jest bardzo zróżnicowana. W przeglądzie systematycznym z metaanalizą Bowler i wsp. (2010, Landscape and Urban Planning, 97(3), 147–155) oszacowali, że w ciągu dnia parki były średnio o około 0,94 °C chłodniejsze niż otaczająca je zabudowa. Dowody dotyczące pojedynczych drzew przyulicznych są skromniejsze i pochodzą głównie z krótkich letnich kampanii pomiarowych. Wpływ na zanieczyszczenie powietrza jest mniej jednoznaczny: drzewa mogą zatrzymywać pył zawieszony, jednak w wąskich kanionach ulicznych gęste korony mogą ograniczać przewietrzanie i zatrzymywać zanieczyszczenia na poziomie ulicy (Gromke i Ruck, 2007). Decyzje o nasadzeniach powinny zatem uwzględniać zarówno geometrię ulicy, jak i gatunek drzew.",
            ),
        ],
        bad=[
            Slip(0, [("(Gromke and Ruck, 2007)", "(Gromke and Ruck, 2009)")], "citation"),
            Slip(
                1,
                [("dense canopies may reduce ventilation", "dense canopies reduce ventilation")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "krótkich letnich kampanii pomiarowych.",
                        "krótkich letnich kampanii pomiarowych prowadzonych w Londynie.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-dales-sportive-cycling-registration-notice",
        source="Registration for the Dales Loop Sportive on Sunday 7 September is now open at www.dalesloop.co.uk/enter. Riders can choose the 62-mile or the 100-mile route; entry costs £38 and £45 respectively, including chip timing and a finisher's medal. Riders must be 16 or over on the day, and under-18s need a signed consent form from a parent or guardian. Helmets are compulsory. This is not a race: the roads are not closed, and you must follow the Highway Code at all times. Entries are non-refundable, but you can transfer your place to another rider until 24 August. Questions? Email hello@dalesloop.co.uk.",
        good=[
            Good(
                "preserve",
                "Dales Loop Sportive – Sunday 7 September\n\n"
                "Entries are open now at www.dalesloop.co.uk/enter.\n\n"
                "- Routes: 62 miles (£38) or 100 miles (£45); both prices include chip timing and a finisher's medal.\n"
                "- Age: you must be 16 or over on the day, and if you're under 18 you'll need a consent form signed by a parent or guardian.\n"
                "- Helmets: compulsory.\n"
                "- It's not a race – the roads stay open to traffic, and you must follow the Highway Code at all times.\n"
                "- Refunds: entries are non-refundable, but you can transfer your place to another rider until 24 August.\n\n"
                "Any questions? Email hello@dalesloop.co.uk.",
            ),
            Good(
                "preserve",
                "You can now sign up for the Dales Loop Sportive, taking place on Sunday 7 September, at www.dalesloop.co.uk/enter. Pick the 62-mile route for £38 or the 100-mile route for £45 – chip timing and a finisher's medal are included in both. Everyone riding must be 16 or older on the day, and riders under 18 need a consent form signed by a parent or guardian. You must wear a helmet. Remember that this isn't a race and the roads won't be closed, so you must follow the Highway Code at all times. We can't refund entries, but you can transfer your place to another rider until 24 August. For any questions, email hello@dalesloop.co.uk.",
            ),
            Good(
                "pl",
                "Ruszyły zapisy na Dales Loop Sportive, który odbędzie się w niedzielę 7 września – zgłoszenia przyjmujemy na stronie www.dalesloop.co.uk/enter. Do wyboru są trasy o długości 62 i 100 mil; wpisowe wynosi odpowiednio 38 i 45 funtów i obejmuje elektroniczny pomiar czasu oraz medal dla każdego, kto ukończy trasę. W dniu imprezy uczestnicy muszą mieć ukończone 16 lat, a osoby poniżej 18 lat potrzebują zgody podpisanej przez rodzica lub opiekuna. Kask jest obowiązkowy. To nie są zawody: drogi nie będą zamknięte, a przez cały czas trzeba przestrzegać przepisów ruchu drogowego (Highway Code). Wpisowe nie podlega zwrotowi, ale do 24 sierpnia można przekazać swoje miejsce innemu uczestnikowi. Pytania prosimy kierować na adres hello@dalesloop.co.uk.",
            ),
        ],
        bad=[
            Slip(1, [("www.dalesloop.co.uk/enter", "www.dalesloop.com/enter")], "url"),
            Slip(2, [("odpowiednio 38 i 45 funtów", "odpowiednio 38 i 48 funtów")], "number"),
            Slip(0, [("It's not a race", "It's a race")], "negation"),
        ],
    ),
    Case(
        key="en-leisure-centre-lane-swimming-booking",
        source="From Monday 2 June, lane swimming sessions at Kestrel Leisure Centre must be booked in advance through the Kestrel app or at reception. Each session lasts 45 minutes, and you may book up to seven days ahead. Lanes are marked slow, medium and fast; please choose the lane that matches your pace and swim clockwise. If you cannot attend, you should cancel at least two hours before the session so that someone else can use the space. Members who miss three booked sessions in a month without cancelling may have their booking rights suspended for two weeks. Swimming caps are recommended but not compulsory.",
        good=[
            Good(
                "preserve",
                "Lane swimming at Kestrel Leisure Centre is changing. From Monday 2 June, you must book every session in advance, either in the Kestrel app or at reception. Sessions last 45 minutes, and you may book up to seven days ahead. Lanes are marked slow, medium and fast, so please pick the one that suits your pace – and swim clockwise. Can't make it? You should cancel at least two hours beforehand so someone else can use the space. If you miss three booked sessions in a month without cancelling, your booking rights may be suspended for two weeks. Swimming caps are recommended, but they aren't compulsory.",
            ),
            Good(
                "preserve",
                "Kestrel Leisure Centre – lane swimming booking rules from Monday 2 June\n\n"
                "- All sessions must be booked in advance, via the Kestrel app or at reception.\n"
                "- Each session lasts 45 minutes; bookings may be made up to seven days ahead.\n"
                "- Please choose the slow, medium or fast lane to match your pace, and swim clockwise.\n"
                "- If you cannot attend, you should cancel at least two hours before the session so that someone else can use the space.\n"
                "- Members who miss three booked sessions in a month without cancelling may have their booking rights suspended for two weeks.\n"
                "- Swimming caps: recommended, not compulsory.",
            ),
            Good(
                "pl",
                "Od poniedziałku 2 czerwca na pływanie torowe w Kestrel Leisure Centre trzeba rezerwować miejsce z wyprzedzeniem – w aplikacji Kestrel lub w recepcji. Każda sesja trwa 45 minut, a rezerwacji można dokonać maksymalnie z siedmiodniowym wyprzedzeniem. Tory są oznaczone jako wolny, średni i szybki; wybierz tor odpowiadający Twojemu tempu i pływaj zgodnie z ruchem wskazówek zegara. Jeśli nie możesz przyjść, powinieneś odwołać rezerwację co najmniej dwie godziny przed sesją, aby ktoś inny mógł skorzystać z miejsca. Członkom, którzy w ciągu miesiąca opuszczą trzy zarezerwowane sesje bez odwołania, może zostać zawieszone prawo do rezerwacji na dwa tygodnie. Czepki pływackie są zalecane, ale nie są obowiązkowe.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Każda sesja trwa 45 minut, a rezerwacji można dokonać maksymalnie z siedmiodniowym wyprzedzeniem.",
                        "Each session lasts 45 minutes, and you may book up to seven days ahead.",
                    ),
                    (
                        "Czepki pływackie są zalecane, ale nie są obowiązkowe.",
                        "Swimming caps are recommended but not compulsory.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(
                0,
                [
                    (
                        "you must book every session in advance",
                        "you should book every session in advance",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "- Swimming caps: recommended, not compulsory.",
                        "- Swimming caps: recommended, not compulsory; caps are on sale at reception for £3.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-geoparse-major-version-upgrade-note",
        source="Version 3.0 of `geoparse` drops support for Python 3.8 and removes the deprecated `parse_legacy()` function. If your code still calls it, switch to `parse(text, strict=False)`, which returns the same result in nearly all cases. The new release is roughly 40% faster on large files, according to our benchmarks on a 2 GB sample. Before upgrading, pin your current version with `geoparse==2.7.4` and run your test suite with the `GEOPARSE_WARN=1` environment variable set: any remaining deprecation warnings will be printed. Version 2.7 will continue to receive security fixes until 31 March 2026, but no new features will be added.",
        good=[
            Good(
                "preserve",
                "Upgrading to geoparse 3.0\n\n"
                "What changes: Python 3.8 is no longer supported, and the deprecated `parse_legacy()` function has been removed.\n\n"
                "What to do:\n"
                "1. Before upgrading, pin your current version: `geoparse==2.7.4`.\n"
                "2. Run your test suite with the `GEOPARSE_WARN=1` environment variable set, so that any remaining deprecation warnings are printed.\n"
                "3. Replace any calls to `parse_legacy()` with `parse(text, strict=False)`, which returns the same result in nearly all cases.\n\n"
                "Why upgrade: according to our benchmarks on a 2 GB sample, 3.0 is roughly 40% faster on large files.\n\n"
                "Version 2.7 will keep receiving security fixes until 31 March 2026, but it won't get any new features.",
            ),
            Good(
                "preserve",
                "`geoparse` 3.0 no longer supports Python 3.8, and the deprecated `parse_legacy()` function is gone: if you still call it, switch to `parse(text, strict=False)`, which gives the same result in nearly all cases. Based on our benchmarks with a 2 GB sample, the new release is roughly 40% faster on large files. Before you upgrade, pin your current version (`geoparse==2.7.4`) and run your tests with `GEOPARSE_WARN=1` set in the environment; this prints any deprecation warnings that remain. Security fixes for 2.7 will continue until March 31, 2026, though no new features will be added to it.",
            ),
            Good(
                "pl",
                "Wersja 3.0 biblioteki `geoparse` kończy wsparcie dla Pythona 3.8 i usuwa przestarzałą funkcję `parse_legacy()`. Jeśli Twój kod nadal ją wywołuje, przejdź na `parse(text, strict=False)`, która niemal we wszystkich przypadkach zwraca ten sam wynik. Według naszych testów wydajności na próbce o rozmiarze 2 GB nowe wydanie jest mniej więcej o 40% szybsze przy dużych plikach. Przed aktualizacją przypnij obecną wersję za pomocą `geoparse==2.7.4` i uruchom testy z ustawioną zmienną środowiskową `GEOPARSE_WARN=1` – zostaną wtedy wyświetlone wszystkie pozostałe ostrzeżenia o przestarzałych elementach. Wersja 2.7 będzie otrzymywać poprawki bezpieczeństwa do 31 marca 2026 r., ale nie zostaną do niej dodane żadne nowe funkcje.",
            ),
        ],
        bad=[
            Slip(1, [("strict=False", "strict=True")], "code"),
            Slip(2, [("o 40% szybsze", "o 60% szybsze")], "number"),
            Slip(
                0,
                [
                    (
                        "roughly 40% faster on large files.",
                        "roughly 40% faster on large files and uses about half as much memory.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
