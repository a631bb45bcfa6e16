# ruff: noqa: E501, RUF001
"""English source cases of blind set 77: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-wildlife-rescue-injured-bird-advice",
        source="If you find an injured wild bird, do not give it food or water. Place it gently in a ventilated cardboard box lined with a towel and keep it somewhere dark, quiet and warm, away from children and pets. Most birds brought to us in spring are probably fledglings that do not need rescuing at all, so watch from a distance for about two hours before stepping in. Our hotline, 0300 555 0172, is staffed from 8 a.m. to 8 p.m. every day. Please do not attempt to splint a wing yourself; roughly 40% of the fractures we treat have been made worse by well-meant handling. Bring the bird to the centre within 24 hours if possible.",
        good=[
            Good(
                "preserve",
                "Found an injured wild bird? Here's what to do:\n\n- Don't give it any food or water.\n- Put it gently into a ventilated cardboard box lined with a towel.\n- Keep the box somewhere dark, quiet and warm, away from children and pets.\n- Don't try to splint a wing yourself: roughly 40% of the fractures we treat were made worse by well-meant handling.\n- If possible, bring the bird to the centre within 24 hours.\n\nIn spring, most of the birds people bring us are probably fledglings that don't need rescuing at all, so watch from a distance for about two hours before you step in. You can reach our hotline on 0300 555 0172 from 8 a.m. to 8 p.m., every day.",
            ),
            Good(
                "preserve",
                "Do not offer an injured wild bird food or water. Instead, lift it gently into a ventilated cardboard box lined with a towel, and keep it in a dark, quiet, warm place out of reach of children and pets. In spring, most of the birds brought to the centre are probably fledglings that need no rescue at all, so observe from a distance for about two hours before intervening. Please do not try to splint a wing yourself, as roughly 40% of the fractures we treat have been worsened by well-intentioned handling. If possible, bring the bird to the centre within 24 hours. The hotline, 0300 555 0172, is staffed daily from 8 a.m. to 8 p.m.",
            ),
            Good(
                "pl",
                "Jeśli znajdziesz rannego dzikiego ptaka, nie dawaj mu jedzenia ani wody. Delikatnie umieść go w przewiewnym kartonie wyłożonym ręcznikiem i trzymaj w ciemnym, cichym i ciepłym miejscu, z dala od dzieci i zwierząt domowych. Większość ptaków, które trafiają do nas wiosną, to prawdopodobnie podloty, których w ogóle nie trzeba ratować, dlatego zanim zainterweniujesz, obserwuj je z daleka przez około dwie godziny. Nasza infolinia, 0300 555 0172, działa codziennie od 8:00 do 20:00. Prosimy nie próbować samodzielnie usztywniać skrzydła: mniej więcej 40% leczonych przez nas złamań pogorszyła dobrze zamierzona pomoc. Jeśli to możliwe, przywieź ptaka do ośrodka w ciągu 24 godzin.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Don't give it any food or water.", "Give it some food and water.")],
                "negation",
            ),
            Slip(1, [("are probably fledglings", "are fledglings")], "hedge"),
            Slip(2, [("mniej więcej 40%", "mniej więcej 60%")], "number"),
        ],
    ),
    Case(
        key="en-coworking-meeting-room-booking-policy",
        source="Members on the Flex and Resident plans can book the meeting rooms on the second floor through the member app. Each booking may last up to three hours, and Flex members receive 6 free room hours per month; additional hours are billed at €15 per hour. Bookings must be cancelled at least 24 hours in advance, otherwise the full time is charged. From 1 March 2025, rooms left unused for 15 minutes after the start of a booking will be released automatically. Please leave the room as you found it and wipe the whiteboard when you finish. Day-pass holders cannot book meeting rooms but may use the phone booths on a first-come, first-served basis.",
        good=[
            Good(
                "preserve",
                "If you're on the Flex or Resident plan, you can reserve the second-floor meeting rooms in the member app. A single booking can run for up to three hours. Flex members get 6 room hours a month free of charge, and anything beyond that is billed at €15 an hour. Need to cancel? You must do it at least 24 hours ahead, or you'll be charged for the full time. Starting March 1, 2025, if a room is still unused 15 minutes after a booking starts, it will be released automatically. When you're done, please leave the room as you found it and wipe the whiteboard. Day-pass holders can't book meeting rooms, but they may use the phone booths on a first-come, first-served basis.",
            ),
            Good(
                "preserve",
                "Meeting-room rules (second floor):\n\n1. Flex and Resident members can book rooms through the member app. Day-pass holders cannot book rooms, though they may use the phone booths on a first-come, first-served basis.\n2. A booking may last up to three hours.\n3. Flex members have 6 free room hours per month; each additional hour costs €15.\n4. Cancellations must be made at least 24 hours in advance; otherwise the full booked time is charged.\n5. From 1 March 2025, a room left unused for 15 minutes after the booking's start will be released automatically.\n6. Leave the room as you found it and wipe the whiteboard after use.",
            ),
            Good(
                "pl",
                "Członkowie z planami Flex i Resident mogą rezerwować sale spotkań na drugim piętrze w aplikacji dla członków. Jedna rezerwacja może trwać maksymalnie trzy godziny. W planie Flex przysługuje 6 bezpłatnych godzin w sali miesięcznie, a każda dodatkowa godzina kosztuje 15 €. Rezerwację trzeba odwołać co najmniej 24 godziny wcześniej — w przeciwnym razie naliczana jest opłata za cały zarezerwowany czas. Od 1 marca 2025 r. sala, która pozostanie niewykorzystana przez 15 minut od początku rezerwacji, będzie automatycznie zwalniana. Po zakończeniu prosimy zostawić salę w takim stanie, w jakim ją zastaliście, i wytrzeć tablicę. Osoby z karnetem dziennym nie mogą rezerwować sal, ale mogą korzystać z budek telefonicznych według kolejności przybycia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "You must do it at least 24 hours ahead",
                        "You should do it at least 24 hours ahead",
                    )
                ],
                "modality",
            ),
            Slip(1, [("From 1 March 2025", "From 1 May 2025")], "date"),
            Slip(
                2,
                [
                    (
                        "w aplikacji dla członków.",
                        "w aplikacji dla członków; każda z nich mieści do ośmiu osób i ma ekran do prezentacji.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-support-data-retention-policy-markdown",
        source="## Retention of customer support data\n\nWe keep support tickets for **24 months** after the ticket is closed, after which they are deleted automatically.\n\n- Call recordings are kept for 90 days and are not used for training models.\n- Attachments containing ID documents are deleted within 7 days of verification.\n- Billing records are retained for 6 years, as required by section 388 of the Companies Act 2006.\n\nCustomers may request earlier deletion under Article 17 of the UK GDPR by writing to privacy@tallyworks.io. We do not delete data that is subject to a legal hold.",
        good=[
            Good(
                "preserve",
                "## Retention of customer support data\n\nSupport tickets are kept for **24 months** from the date they are closed and are then deleted automatically.\n\n- Call recordings: kept for 90 days; they are not used to train models.\n- Attachments with ID documents: deleted within 7 days of verification.\n- Billing records: retained for 6 years, as section 388 of the Companies Act 2006 requires.\n\nIf you would like your data deleted sooner, you may ask for this under Article 17 of the UK GDPR by emailing privacy@tallyworks.io. Data under a legal hold is not deleted.",
            ),
            Good(
                "preserve",
                "## Retention of customer support data\n\n| Data | How long we keep it |\n|---|---|\n| Support tickets | **24 months** after closure, then deleted automatically |\n| Call recordings | 90 days (not used for model training) |\n| Attachments with ID documents | Deleted within 7 days of verification |\n| Billing records | 6 years, as required by section 388 of the Companies Act 2006 |\n\nUnder Article 17 of the UK GDPR, customers may ask for earlier deletion by writing to privacy@tallyworks.io. Data that is subject to a legal hold is not deleted.",
            ),
            Good(
                "pl",
                "## Przechowywanie danych z obsługi klienta\n\nZgłoszenia do działu wsparcia przechowujemy przez **24 miesiące** od ich zamknięcia, a następnie są one automatycznie usuwane.\n\n- Nagrania rozmów przechowujemy przez 90 dni i nie wykorzystujemy ich do trenowania modeli.\n- Załączniki zawierające dokumenty tożsamości usuwamy w ciągu 7 dni od weryfikacji.\n- Dokumentację rozliczeniową przechowujemy przez 6 lat, zgodnie z wymogiem sekcji 388 Companies Act 2006.\n\nKlienci mogą zażądać wcześniejszego usunięcia danych na podstawie art. 17 UK GDPR, pisząc na adres privacy@tallyworks.io. Nie usuwamy danych objętych blokadą prawną (legal hold).",
            ),
        ],
        bad=[
            Slip(0, [("## Retention", "Retention")], "markdown"),
            Slip(
                1,
                [
                    (
                        "section 388 of the Companies Act 2006",
                        "section 386 of the Companies Act 2006",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "i nie wykorzystujemy ich do trenowania modeli",
                        "i wykorzystujemy je do trenowania modeli",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-child-car-seat-rear-facing-guidance",
        source="Children should ride rear-facing for as long as possible, and at least until they are 15 months old. Under UN Regulation R129 (i-Size), a child must not be moved to a forward-facing seat before that age. Rear-facing seats reduce the risk of serious neck injury in a frontal crash; one Swedish study (Jakobsson et al., 2005) found them to be about five times safer for children under two. Never place a rear-facing seat in front of an active airbag. Check that the harness is snug: you should not be able to pinch any slack at the shoulder. Booster cushions without a backrest are approved only for children taller than 125 cm and heavier than 22 kg.",
        good=[
            Good(
                "preserve",
                "Your child should travel rear-facing for as long as possible — and at least until they're 15 months old. UN Regulation R129 (i-Size) says a child must not be turned forward-facing before that age. In a frontal crash, a rear-facing seat cuts the risk of serious neck injury: a Swedish study (Jakobsson et al., 2005) found such seats to be about five times safer for children under two. Never put a rear-facing seat in front of an active airbag. Make sure the harness is snug — you shouldn't be able to pinch any slack at the shoulder. Booster cushions with no backrest are approved only for children over 125 cm tall and over 22 kg.",
            ),
            Good(
                "preserve",
                "Children should travel in a rear-facing position for as long as possible, and in any case until they are at least 15 months old; UN Regulation R129 (i-Size) states that a child must not be placed in a forward-facing seat before then. In frontal collisions, rear-facing seats lower the risk of serious neck injuries, and a Swedish study (Jakobsson et al., 2005) found them to be about five times safer for children under two. A rear-facing seat must never be placed in front of an active airbag. Check the harness is snug: it should not be possible to pinch any slack at the shoulder. Backless booster cushions are approved only for children taller than 125 cm and heavier than 22 kg.",
            ),
            Good(
                "pl",
                "Dziecko powinno podróżować tyłem do kierunku jazdy tak długo, jak to możliwe, a co najmniej do ukończenia 15 miesięcy. Zgodnie z regulaminem EKG ONZ nr R129 (i-Size) przed osiągnięciem tego wieku dziecka nie wolno przesadzać do fotelika montowanego przodem do kierunku jazdy. Foteliki montowane tyłem zmniejszają ryzyko poważnego urazu szyi podczas zderzenia czołowego; według szwedzkiego badania (Jakobsson i in., 2005) są one około pięciu razy bezpieczniejsze dla dzieci w wieku poniżej dwóch lat. Nigdy nie montuj fotelika tyłem do kierunku jazdy przed aktywną poduszką powietrzną. Sprawdź, czy szelki dobrze przylegają: na wysokości ramienia nie powinno dać się uchwycić luzu. Podkładki bez oparcia są dopuszczone wyłącznie dla dzieci mających ponad 125 cm wzrostu i ważących ponad 22 kg.",
            ),
        ],
        bad=[
            Slip(0, [("(Jakobsson et al., 2005)", "(Jakobsson et al., 2015)")], "citation"),
            Slip(1, [("taller than 125 cm", "taller than 135 cm")], "number"),
            Slip(2, [("Dziecko powinno podróżować", "Dziecko może podróżować")], "modality"),
        ],
    ),
    Case(
        key="en-airline-unaccompanied-minor-service-rules",
        source="Our unaccompanied minor service is mandatory for children aged 5 to 11 travelling without an adult and optional for those aged 12 to 15. Children under 5 cannot travel alone. The service costs €70 per direction on domestic and European flights and must be booked at least 48 hours before departure through skyhop.com/um or by phone. On the day of travel, please arrive at the check-in desk no later than 90 minutes before departure. The adult dropping the child off must stay at the airport until the flight has taken off, and the person collecting the child must show the same ID that was entered in the booking. The service is not available on flights departing after 21:00.",
        good=[
            Good(
                "preserve",
                "Children flying alone: what parents need to know\n\n- Children aged 5 to 11 travelling without an adult must use our unaccompanied minor service; for ages 12 to 15 it is optional.\n- Children under 5 cannot fly alone.\n- The service costs €70 each way on domestic and European flights. It must be booked at least 48 hours before departure, either at skyhop.com/um or by phone.\n- On the day, come to the check-in desk no later than 90 minutes before departure.\n- Whoever drops the child off must stay at the airport until the plane has taken off, and whoever collects the child must show the same ID that was entered in the booking.\n- The service isn't available on flights departing after 21:00.",
            ),
            Good(
                "preserve",
                "Children aged 5 to 11 who travel without an adult are required to use the unaccompanied minor service, while for children aged 12 to 15 it is optional; children under 5 may not travel alone. The fee is €70 per direction on domestic and European routes, and the service must be booked at least 48 hours before departure, by phone or at skyhop.com/um. It is not available on flights that depart after 21:00. On the day of travel, please report to the check-in desk no later than 90 minutes before departure. The adult who drops off the child must remain at the airport until the flight has taken off, and the person collecting the child must present the same ID that was given in the booking.",
            ),
            Good(
                "pl",
                "Usługa opieki nad dzieckiem podróżującym bez opiekuna jest obowiązkowa dla dzieci w wieku od 5 do 11 lat lecących bez osoby dorosłej, a dla dzieci w wieku od 12 do 15 lat — opcjonalna. Dzieci poniżej 5 lat nie mogą podróżować same. Usługa kosztuje 70 € w jedną stronę na lotach krajowych i europejskich i trzeba ją zarezerwować najpóźniej 48 godzin przed wylotem przez stronę skyhop.com/um lub telefonicznie. W dniu podróży prosimy zgłosić się do stanowiska odprawy nie później niż 90 minut przed odlotem. Osoba dorosła odprowadzająca dziecko musi pozostać na lotnisku do startu samolotu, a osoba odbierająca dziecko musi okazać ten sam dokument tożsamości, który podano w rezerwacji. Usługa nie jest dostępna na lotach odlatujących po godzinie 21:00.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Children under 5 cannot fly alone.", "Children under 5 can fly alone.")],
                "negation",
            ),
            Slip(1, [("at skyhop.com/um", "at skyhop.com/minors")], "url"),
            Slip(2, [("po godzinie 21:00", "po godzinie 23:00")], "date"),
        ],
    ),
    Case(
        key="en-makerspace-laser-cutter-safety-rules",
        source="# Laser cutter rules\n\nOnly members who have completed the induction may use the laser cutter. Book a slot on the calendar; sessions are limited to 2 hours.\n\n1. Never leave the machine unattended while it is cutting, not even for a minute.\n2. Do not cut PVC, vinyl or anything containing chlorine — the fumes are toxic and corrode the optics.\n3. Keep the extraction fan on for at least 5 minutes after the job ends.\n4. You must clean the honeycomb bed when you finish.\n\nIf a fire starts, press the red stop button and close the lid. Use the CO₂ extinguisher only if the flames do not go out.",
        good=[
            Good(
                "preserve",
                "# Laser cutter rules\n\nYou may use the laser cutter only once you have completed the induction. Reserve a slot on the calendar — each session is limited to 2 hours.\n\n1. Never leave the machine unattended while it is cutting, not even for a minute.\n2. No PVC, vinyl or other materials containing chlorine: their fumes are toxic and corrode the optics.\n3. Leave the extraction fan running for at least 5 minutes after the job has finished.\n4. When you finish, you must clean the honeycomb bed.\n\nIn case of fire, hit the red stop button and close the lid. Reach for the CO₂ extinguisher only if the flames don't go out.",
            ),
            Good(
                "preserve",
                "# Laser cutter rules\n\nThe laser cutter may be used only by members who have completed the induction. Book a slot on the calendar; no session may last longer than 2 hours.\n\n1. Do not leave the machine unattended at any point while it is cutting — not even for a minute.\n2. Never cut PVC, vinyl or any material that contains chlorine; the fumes are toxic and corrode the optics.\n3. After the job ends, keep the extraction fan on for at least 5 minutes.\n4. Cleaning the honeycomb bed when you finish is mandatory.\n\nShould a fire start, press the red stop button and close the lid, and use the CO₂ extinguisher only if the flames do not go out.",
            ),
            Good(
                "pl",
                "# Zasady korzystania z wycinarki laserowej\n\nZ wycinarki laserowej mogą korzystać wyłącznie członkowie, którzy przeszli szkolenie wstępne. Zarezerwuj termin w kalendarzu; sesja może trwać maksymalnie 2 godziny.\n\n1. Nigdy nie zostawiaj pracującej maszyny bez nadzoru, nawet na minutę.\n2. Nie wycinaj PVC, winylu ani niczego, co zawiera chlor — opary są toksyczne i powodują korozję optyki.\n3. Po zakończeniu zadania pozostaw włączony wyciąg na co najmniej 5 minut.\n4. Po skończonej pracy musisz wyczyścić stół typu plaster miodu.\n\nJeśli wybuchnie pożar, naciśnij czerwony przycisk zatrzymania i zamknij pokrywę. Gaśnicy CO₂ użyj tylko wtedy, gdy płomienie nie zgasną.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    ("corrode the optics.\n3. Leave", "corrode the optics; leave"),
                    ("4. When you finish", "3. When you finish"),
                ],
                "markdown",
            ),
            Slip(
                1,
                [("when you finish is mandatory.", "when you finish is not mandatory.")],
                "negation",
            ),
            Slip(2, [("musisz wyczyścić", "warto wyczyścić")], "modality"),
        ],
    ),
    Case(
        key="en-wastewater-lab-effluent-exceedance-reporting",
        source="Results for final effluent samples must be entered into the reporting system within 5 working days of analysis. Any exceedance of the permit limits — 25 mg/L for BOD₅ or 35 mg/L for suspended solids — must be reported to the regulator within 24 hours, as required by Regulation 38 of the Environmental Permitting Regulations 2016. Analysts should flag results that are likely to be affected by sample holding times beyond 48 hours, since these may underestimate the true concentration. The ammonia method is probably accurate only down to about 0.5 mg/L, so values below this should be reported as '<0.5'. Do not round results before they are entered.",
        good=[
            Good(
                "preserve",
                "Effluent reporting — key points:\n\n- Final effluent results must go into the reporting system within 5 working days of analysis.\n- Any breach of the permit limits (BOD₅: 25 mg/L; suspended solids: 35 mg/L) must be reported to the regulator within 24 hours, as Regulation 38 of the Environmental Permitting Regulations 2016 requires.\n- Analysts should flag results likely to be affected by holding times over 48 hours, as these may underestimate the true concentration.\n- The ammonia method is probably accurate only down to about 0.5 mg/L, so anything lower should be reported as '<0.5'.\n- Results must not be rounded before they are entered.",
            ),
            Good(
                "preserve",
                "Exceedances of the permit limits, which are 25 mg/L for BOD₅ and 35 mg/L for suspended solids, must be reported to the regulator within 24 hours under Regulation 38 of the Environmental Permitting Regulations 2016. All final effluent results must be entered in the reporting system within 5 working days of analysis, and they must not be rounded first. Where a sample was held for longer than 48 hours, analysts should flag the result as likely to be affected, because such results may underestimate the true concentration. As the ammonia method is probably accurate only down to about 0.5 mg/L, lower values should be reported as '<0.5'.",
            ),
            Good(
                "pl",
                "Wyniki dla próbek ścieków oczyszczonych należy wprowadzić do systemu sprawozdawczego w ciągu 5 dni roboczych od wykonania analizy. Każde przekroczenie limitów z pozwolenia — 25 mg/l dla BZT₅ lub 35 mg/l dla zawiesiny ogólnej — trzeba zgłosić organowi nadzoru w ciągu 24 godzin, zgodnie z wymogiem regulacji 38 Environmental Permitting Regulations 2016. Analitycy powinni oznaczać wyniki, na które prawdopodobnie wpłynął czas przechowywania próbki dłuższy niż 48 godzin, ponieważ mogą one zaniżać rzeczywiste stężenie. Metoda oznaczania amoniaku jest prawdopodobnie dokładna tylko do poziomu około 0,5 mg/l, dlatego niższe wartości należy raportować jako „<0,5”. Nie zaokrąglaj wyników przed ich wprowadzeniem.",
            ),
        ],
        bad=[
            Slip(0, [("suspended solids: 35 mg/L", "suspended solids: 30 mg/L")], "number"),
            Slip(
                1,
                [
                    (
                        "As the ammonia method is probably accurate only",
                        "As the ammonia method is accurate only",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("regulacji 38", "regulacji 36")], "legal_reference"),
        ],
    ),
    Case(
        key="en-theatre-ticket-refund-exchange-policy",
        source="Tickets are not refundable once purchased, except when a performance is cancelled or rescheduled by the theatre. In that case you will receive a full refund, including the booking fee, within 14 days of the cancellation notice. If you cannot attend, you may exchange your tickets for another performance of the same production up to 48 hours before the curtain, subject to a £3 fee per ticket and availability. Exchanges can be made online at courtyardtheatre.co.uk/exchange or at the box office, which is open Monday to Saturday from 10:00 to 18:00. Tickets bought through third-party resellers are not covered by this policy. This policy applies to performances from 1 September 2025.",
        good=[
            Good(
                "preserve",
                "Can I get a refund? Once purchased, tickets are not refundable — unless the theatre itself cancels or reschedules the performance. If that happens, you'll get a full refund, booking fee included, within 14 days of the cancellation notice.\n\nCan't make it? You may swap your tickets for another performance of the same production up to 48 hours before curtain-up. Exchanges cost £3 per ticket and depend on availability; you can arrange them online at courtyardtheatre.co.uk/exchange or at the box office (Monday–Saturday, 10:00–18:00).\n\nPlease note that tickets from third-party resellers aren't covered by this policy, which applies to performances from 1 September 2025 onwards.",
            ),
            Good(
                "preserve",
                "Ticket refunds and exchanges (performances from September 1, 2025)\n\nPurchased tickets are non-refundable unless the theatre cancels or reschedules the performance, in which case the full amount, including the booking fee, is refunded within 14 days of the cancellation notice. Ticket holders who cannot attend may exchange their tickets for another performance of the same production up to 48 hours before the curtain, subject to availability and a fee of £3 per ticket. Exchanges are handled online at courtyardtheatre.co.uk/exchange and at the box office, open Monday to Saturday, 10:00 to 18:00. Tickets purchased via third-party resellers are not covered by this policy.",
            ),
            Good(
                "pl",
                "Zakupione bilety nie podlegają zwrotowi, chyba że teatr odwoła spektakl lub zmieni jego termin. Wówczas otrzymasz pełny zwrot pieniędzy, łącznie z opłatą rezerwacyjną, w ciągu 14 dni od powiadomienia o odwołaniu. Jeśli nie możesz przyjść, możesz wymienić bilety na inny termin tego samego spektaklu najpóźniej 48 godzin przed podniesieniem kurtyny — za opłatą 3 £ za bilet i w miarę dostępności miejsc. Wymiany można dokonać online na stronie courtyardtheatre.co.uk/exchange lub w kasie, czynnej od poniedziałku do soboty w godzinach 10:00–18:00. Bilety kupione u zewnętrznych pośredników nie są objęte tymi zasadami. Zasady obowiązują w odniesieniu do spektakli od 1 września 2025 r.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "tickets from third-party resellers aren't covered",
                        "tickets from third-party resellers are covered",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "online at courtyardtheatre.co.uk/exchange",
                        "online at courtyardtheatre.co.uk/refunds",
                    )
                ],
                "url",
            ),
            Slip(2, [("od poniedziałku do soboty", "od poniedziałku do piątku")], "date"),
        ],
    ),
    Case(
        key="en-beach-lifeguard-flag-meanings-guide",
        source="Lifeguards patrol this beach daily from 10:00 to 18:00 between late May and mid-September. Always swim between the red and yellow flags: this is the area the lifeguards watch most closely. A black and white chequered flag marks a zone for surfboards and kayaks, and you should not swim there. A red flag means it is dangerous to enter the water, and you must not go in under any circumstances. An orange windsock shows offshore winds, so inflatables should not be used. If you get caught in a rip current, do not try to swim against it; float, raise one hand and shout for help. Rip currents may form even on calm days.",
        good=[
            Good(
                "preserve",
                "Beach safety at a glance\n\nLifeguards are on patrol every day from 10:00 to 18:00, from late May to mid-September.\n\n- Red and yellow flags: always swim between them — it's the area the lifeguards watch most closely.\n- Black and white chequered flag: a zone for surfboards and kayaks. You should not swim there.\n- Red flag: it's dangerous to go in the water. You must not go in under any circumstances.\n- Orange windsock: the wind is blowing offshore, so inflatables should not be used.\n\nCaught in a rip current? Don't try to swim against it. Float, raise one hand and shout for help. Remember that rip currents may form even on calm days.",
            ),
            Good(
                "preserve",
                "Between late May and mid-September, lifeguards patrol the beach every day from 10:00 to 18:00. Always swim between the red and yellow flags, since that is where the lifeguards keep the closest watch. The black and white chequered flag indicates an area for surfboards and kayaks, where you should not swim. When the red flag is flying, entering the water is dangerous and you must not go in under any circumstances. An orange windsock signals offshore winds, meaning inflatables should not be used. Rip currents may form even on calm days; if one catches you, do not try to swim against it, but float, raise one hand and shout for help.",
            ),
            Good(
                "pl",
                "Ratownicy pełnią dyżur na tej plaży codziennie od 10:00 do 18:00, od końca maja do połowy września. Zawsze pływaj między flagami czerwono-żółtymi — to obszar, który ratownicy obserwują najuważniej. Flaga w czarno-białą szachownicę oznacza strefę dla desek surfingowych i kajaków i nie powinno się tam pływać. Czerwona flaga oznacza, że wejście do wody jest niebezpieczne, i w żadnym wypadku nie wolno do niej wchodzić. Pomarańczowy rękaw wiatrowy wskazuje wiatr wiejący od lądu, dlatego nie należy używać sprzętu dmuchanego. Jeśli porwie cię prąd strugowy, nie próbuj płynąć pod prąd; utrzymuj się na wodzie, unieś jedną rękę i wołaj o pomoc. Prądy strugowe mogą tworzyć się nawet przy spokojnej pogodzie.",
            ),
        ],
        bad=[
            Slip(0, [("Don't try to swim against it.", "Try to swim against it.")], "negation"),
            Slip(
                1,
                [("you must not go in under any circumstances", "you should not go in")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "od końca maja do połowy września.",
                        "od końca maja do połowy września, a punkt pierwszej pomocy znajduje się obok wypożyczalni leżaków.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-observatory-public-observing-night-info",
        source="Public observing nights take place on the first Friday of every month from October to March, starting at 19:30. Tickets cost £8 for adults and £4 for children under 16, and must be booked in advance, as each session is limited to 40 visitors. If the sky is cloudy, the evening will go ahead with a planetarium show and a talk instead of telescope viewing; we usually decide by 16:00 on the day and post an update on our website. Dress warmly: the dome is not heated and temperatures inside can drop below freezing. Children must be accompanied by an adult at all times. Saturn will probably be visible during the October and November sessions.",
        good=[
            Good(
                "preserve",
                "Our public observing nights run on the first Friday of each month, October through March, and begin at 19:30. Because every session is capped at 40 visitors, tickets must be booked in advance: they're £8 for adults and £4 for under-16s. Cloudy sky? The evening still goes ahead, just with a planetarium show and a talk instead of time at the telescopes. We usually make the call by 16:00 on the day and post an update on our website. Wrap up warm — the dome isn't heated, and it can get below freezing inside. Children must be with an adult at all times. Saturn will probably be visible at the October and November sessions.",
            ),
            Good(
                "preserve",
                "Public observing nights\n\n- When: the first Friday of every month, October to March, from 19:30.\n- Tickets: £8 for adults, £4 for children under 16. Advance booking is required, as sessions are limited to 40 visitors.\n- Bad weather: if it is cloudy, there will be a planetarium show and a talk instead of telescope viewing. We usually decide by 16:00 on the day and post an update on our website.\n- What to wear: warm clothes. The dome is unheated and the temperature inside can fall below freezing.\n- Children must be accompanied by an adult at all times.\n- Saturn will probably be visible during the October and November sessions.",
            ),
            Good(
                "pl",
                "Publiczne noce obserwacyjne odbywają się w pierwszy piątek każdego miesiąca od października do marca i zaczynają się o 19:30. Bilety kosztują 8 £ dla dorosłych i 4 £ dla dzieci poniżej 16 lat. Trzeba je zarezerwować z wyprzedzeniem, ponieważ w każdej sesji może uczestniczyć maksymalnie 40 osób. Jeśli niebo będzie zachmurzone, wieczór się odbędzie, ale zamiast obserwacji przez teleskop będzie pokaz w planetarium i prelekcja; decyzję podejmujemy zwykle do 16:00 w dniu wydarzenia i publikujemy informację na naszej stronie internetowej. Ubierz się ciepło: kopuła nie jest ogrzewana, a temperatura w środku może spaść poniżej zera. Dzieci muszą przez cały czas przebywać pod opieką osoby dorosłej. Saturn będzie prawdopodobnie widoczny podczas sesji październikowej i listopadowej.",
            ),
        ],
        bad=[
            Slip(0, [("begin at 19:30", "begin at 20:30")], "date"),
            Slip(1, [("Saturn will probably be visible", "Saturn will be visible")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Ubierz się ciepło: kopuła nie jest ogrzewana, a temperatura w środku może spaść poniżej zera.",
                        "Dress warmly: the dome is not heated and temperatures inside can drop below freezing.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-logtrim-cli-readme-install-config",
        source="## Installation\n\n`logtrim` requires Python 3.10 or newer. Install it from PyPI:\n\n```\npip install logtrim==2.4.1\n```\n\n## Configuration\n\nBy default, logtrim keeps 14 days of logs, compresses files older than 3 days and rotates any file larger than 50 MB. To change these limits, edit `retention_days`, `compress_after` and `max_size_mb` in `~/.config/logtrim/config.toml`. Run `logtrim --dry-run` first to see which files would be removed; nothing is deleted in this mode. Note that version 2.x cannot read config files written for 1.x. Full documentation: https://logtrim.readthedocs.io/en/stable/",
        good=[
            Good(
                "preserve",
                "## Installation\n\nYou need Python 3.10 or later to run `logtrim`. Install it from PyPI with:\n\n```\npip install logtrim==2.4.1\n```\n\n## Configuration\n\nOut of the box, logtrim retains 14 days of logs, compresses files once they are more than 3 days old, and rotates any file that grows beyond 50 MB. You can adjust these limits through the `retention_days`, `compress_after` and `max_size_mb` keys in `~/.config/logtrim/config.toml`. Start with `logtrim --dry-run`: it lists the files that would be removed without deleting anything. Config files written for 1.x cannot be read by version 2.x. See https://logtrim.readthedocs.io/en/stable/ for the full documentation.",
            ),
            Good(
                "preserve",
                "## Installation\n\n`logtrim` needs Python 3.10+. Install it from PyPI:\n\n```\npip install logtrim==2.4.1\n```\n\n## Configuration\n\nDefaults: 14 days of logs are kept, files older than 3 days are compressed, and files over 50 MB are rotated. Change them with `retention_days`, `compress_after` and `max_size_mb` in `~/.config/logtrim/config.toml`.\n\nTry `logtrim --dry-run` first — it shows which files would be removed and deletes nothing. Version 2.x can't read 1.x config files. Full docs: https://logtrim.readthedocs.io/en/stable/",
            ),
            Good(
                "pl",
                "## Instalacja\n\n`logtrim` wymaga Pythona w wersji 3.10 lub nowszej. Zainstaluj go z PyPI:\n\n```\npip install logtrim==2.4.1\n```\n\n## Konfiguracja\n\nDomyślnie logtrim przechowuje logi z 14 dni, kompresuje pliki starsze niż 3 dni i rotuje każdy plik większy niż 50 MB. Aby zmienić te limity, edytuj klucze `retention_days`, `compress_after` i `max_size_mb` w pliku `~/.config/logtrim/config.toml`. Najpierw uruchom `logtrim --dry-run`, aby zobaczyć, które pliki zostałyby usunięte; w tym trybie nic nie jest kasowane. Pamiętaj, że wersja 2.x nie odczyta plików konfiguracyjnych utworzonych dla wersji 1.x. Pełna dokumentacja: https://logtrim.readthedocs.io/en/stable/",
            ),
        ],
        bad=[
            Slip(0, [("`compress_after`", "`compress_days`")], "code"),
            Slip(1, [("files over 50 MB are rotated", "files over 500 MB are rotated")], "number"),
            Slip(
                2,
                [
                    (
                        "https://logtrim.readthedocs.io/en/stable/",
                        "https://logtrim.readthedocs.io/en/latest/",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-research-summary-screen-light-sleep",
        source="Evening exposure to light from screens may delay sleep, but the effect appears smaller than popular accounts suggest. In a laboratory study of 12 adults, reading on a light-emitting e-reader for four hours before bed delayed sleep onset by about 10 minutes on average compared with reading a printed book (Chang et al., 2015, PNAS 112(4): 1232–1237). A Cochrane review of 17 trials (Singh et al., 2023) concluded that blue-light-filtering glasses probably make little or no difference to eye strain and that their effect on sleep is uncertain. Most of the studies were short and involved young, healthy participants, so the findings may not apply to older adults or to people with insomnia.",
        good=[
            Good(
                "preserve",
                "Exposure to screen light in the evening may delay sleep, but the effect seems to be smaller than popular accounts suggest. In one laboratory study, 12 adults who read on a light-emitting e-reader for four hours before bed fell asleep about 10 minutes later on average than when they read a printed book (Chang et al., 2015, PNAS 112(4): 1232–1237). As for blue-light-filtering glasses, a Cochrane review of 17 trials (Singh et al., 2023) concluded that they probably make little or no difference to eye strain, and that their effect on sleep is uncertain. Because most of these studies were short and involved young, healthy people, the findings may not apply to older adults or to people with insomnia.",
            ),
            Good(
                "preserve",
                "Key findings on evening screen light and sleep:\n\n- Evening exposure to screen light may delay sleep, although the effect appears smaller than popular accounts suggest.\n- Laboratory study (Chang et al., 2015, PNAS 112(4): 1232–1237): among 12 adults, four hours of reading on a light-emitting e-reader before bed delayed sleep onset by about 10 minutes on average, relative to reading a printed book.\n- Cochrane review of 17 trials (Singh et al., 2023): blue-light-filtering glasses probably make little or no difference to eye strain; their effect on sleep is uncertain.\n- Limitation: most studies were short and involved young, healthy participants, so the results may not apply to older adults or to people with insomnia.",
            ),
            Good(
                "pl",
                "Wieczorny kontakt ze światłem ekranów może opóźniać zasypianie, ale efekt wydaje się mniejszy, niż sugerują popularne opracowania. W badaniu laboratoryjnym z udziałem 12 dorosłych czytanie na emitującym światło czytniku e-booków przez cztery godziny przed snem opóźniało zaśnięcie średnio o około 10 minut w porównaniu z czytaniem drukowanej książki (Chang i in., 2015, PNAS 112(4): 1232–1237). Autorzy przeglądu Cochrane obejmującego 17 badań (Singh i in., 2023) doszli do wniosku, że okulary filtrujące światło niebieskie prawdopodobnie mają niewielki wpływ na zmęczenie oczu albo nie mają go wcale, a ich wpływ na sen pozostaje niepewny. Większość badań była krótka i obejmowała młodych, zdrowych uczestników, więc wyniki mogą nie odnosić się do osób starszych ani do osób cierpiących na bezsenność.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "that they probably make little or no difference",
                        "that they make little or no difference",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("among 12 adults", "among 21 adults")], "number"),
            Slip(2, [("(Singh i in., 2023)", "(Singh i in., 2021)")], "citation"),
        ],
    ),
    Case(
        key="en-warehouse-cctv-employee-privacy-notice",
        source="CCTV cameras operate in the warehouse, the loading bays and the car park, but not in changing rooms, toilets or break areas. We process the footage on the basis of our legitimate interest in protecting staff and property, under Article 6(1)(f) of the UK GDPR. Recordings are kept for 30 days and then overwritten, unless they are needed to investigate a specific incident. Only the site security manager and HR may view footage, and managers must not use it to monitor individual productivity. You have the right to request a copy of recordings in which you appear; such requests should be sent to dataprotection@harcourtlogistics.co.uk and will normally be answered within one month.",
        good=[
            Good(
                "preserve",
                "Where are the cameras? CCTV covers the warehouse, the loading bays and the car park. There are no cameras in changing rooms, toilets or break areas.\n\nWhy do we record? Our legal basis is our legitimate interest in protecting staff and property (Article 6(1)(f) UK GDPR).\n\nHow long do we keep it? 30 days, after which the footage is overwritten — unless it is needed to investigate a specific incident.\n\nWho can see it? Only the site security manager and HR may view footage. Managers must not use it to monitor individual productivity.\n\nYour rights: you can ask for a copy of any recording you appear in. Requests should be sent to dataprotection@harcourtlogistics.co.uk, and we will normally reply within one month.",
            ),
            Good(
                "preserve",
                "The warehouse, loading bays and car park are monitored by CCTV; changing rooms, toilets and break areas are not. Footage is processed under Article 6(1)(f) of the UK GDPR, on the basis of our legitimate interest in protecting staff and property. It is retained for 30 days and then overwritten, except where it is needed to investigate a specific incident. Only the site security manager and HR may view it, and managers must not use the recordings to monitor the productivity of individual employees. You are entitled to request a copy of recordings in which you appear. Such requests should be addressed to dataprotection@harcourtlogistics.co.uk and will normally be answered within one month.",
            ),
            Good(
                "pl",
                "Kamery monitoringu działają w magazynie, w strefach załadunku i na parkingu, ale nie w przebieralniach, toaletach ani w pomieszczeniach socjalnych. Nagrania przetwarzamy na podstawie naszego prawnie uzasadnionego interesu, jakim jest ochrona pracowników i mienia, zgodnie z art. 6 ust. 1 lit. f UK GDPR. Nagrania przechowujemy przez 30 dni, a następnie są nadpisywane, chyba że są potrzebne do wyjaśnienia konkretnego incydentu. Nagrania mogą przeglądać wyłącznie kierownik ds. bezpieczeństwa obiektu oraz dział HR, a kierownikom nie wolno wykorzystywać ich do monitorowania wydajności poszczególnych pracowników. Masz prawo zażądać kopii nagrań, na których jesteś widoczny; wnioski należy kierować na adres dataprotection@harcourtlogistics.co.uk, a odpowiedź udzielana jest zwykle w ciągu miesiąca.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "30 days, after which the footage is overwritten",
                        "30 days on a server at our Leeds head office, after which the footage is overwritten",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Article 6(1)(f)", "Article 6(1)(e)")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "a kierownikom nie wolno wykorzystywać",
                        "a kierownicy nie powinni wykorzystywać",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-allotment-society-plot-fee-bonfire-rules",
        source="Plot holders pay an annual fee of £45, due by 31 March. Each plot must be cultivated: at least 75% of its area should be under crops by the end of June, and plots left untended for more than eight weeks may be reallocated after one written warning. Hosepipes are not allowed between June and August; please use the water butts instead. Bonfires are permitted only from November to February, and never on Sundays. Structures taller than 2 metres need the committee's approval. The compost bays near the gate are shared, so do not put in diseased plants or perennial weeds. Our next work party is on Saturday 12 April at 10:00.",
        good=[
            Good(
                "preserve",
                "Allotment rules in brief:\n\n- Annual fee: £45, payable by 31 March.\n- Plots must be cultivated. By the end of June, at least 75% of your plot should be under crops. A plot left untended for more than eight weeks may be reallocated after one written warning.\n- No hosepipes from June to August — please use the water butts instead.\n- Bonfires: November to February only, and never on a Sunday.\n- Any structure over 2 metres tall needs the committee's approval.\n- The compost bays by the gate are shared: don't add diseased plants or perennial weeds.\n\nNext work party: Saturday 12 April, 10:00.",
            ),
            Good(
                "preserve",
                "The yearly fee for a plot is £45 and is due by 31 March. Every plot must be cultivated, and by the end of June at least 75% of its area should be under crops; if a plot goes untended for more than eight weeks, it may be given to someone else after one written warning. Hosepipes aren't allowed between June and August, so please use the water butts instead. You may light bonfires only from November to February, and never on Sundays. If you want to put up a structure taller than 2 metres, you'll need the committee's approval. The compost bays near the gate are shared, so please keep diseased plants and perennial weeds out of them. Our next work party is on Saturday 12 April at 10:00.",
            ),
            Good(
                "pl",
                "Działkowicze wnoszą roczną opłatę w wysokości 45 £, płatną do 31 marca. Każda działka musi być uprawiana: do końca czerwca co najmniej 75% jej powierzchni powinno być obsadzone roślinami uprawnymi, a działki pozostawione bez opieki dłużej niż osiem tygodni mogą zostać przydzielone komuś innemu po jednym pisemnym upomnieniu. Od czerwca do sierpnia nie wolno używać węży ogrodowych; prosimy korzystać z beczek na deszczówkę. Ogniska są dozwolone tylko od listopada do lutego i nigdy w niedziele. Konstrukcje wyższe niż 2 metry wymagają zgody zarządu. Kompostowniki przy bramie są wspólne, więc nie wrzucaj do nich chorych roślin ani chwastów wieloletnich. Najbliższe wspólne prace porządkowe odbędą się w sobotę 12 kwietnia o 10:00.",
            ),
        ],
        bad=[
            Slip(0, [("at least 75% of your plot", "at least 50% of your plot")], "number"),
            Slip(1, [("is due by 31 March", "is due by 30 April")], "date"),
            Slip(
                2,
                [("nie wolno używać węży ogrodowych", "wolno używać węży ogrodowych")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-city-library-interlibrary-loan-terms",
        source="If a book is not held by any branch of the city library, you can request it through interlibrary loan. Each request costs £2.50, which is not refunded if the lending library cannot supply the item. Most requests are filled within two to three weeks, although items from university libraries may take longer. You will be notified by email when the book arrives, and you must collect it within seven days. Loan periods are set by the lending library, usually three weeks, and renewals are rarely possible. Some items may be marked 'library use only', in which case you can read them in the reading room but cannot take them home. Members may have up to five requests open at a time.",
        good=[
            Good(
                "preserve",
                "Interlibrary loan: how it works\n\n- If no branch of the city library has the book, you can request it through interlibrary loan.\n- Each request costs £2.50. This fee isn't refunded if the lending library can't supply the item.\n- Most requests are filled within two to three weeks; items from university libraries may take longer.\n- We'll email you when the book arrives, and you must collect it within seven days.\n- The lending library sets the loan period (usually three weeks), and renewals are rarely possible.\n- Some items may be marked 'library use only': you can read them in the reading room but can't take them home.\n- You may have up to five requests open at a time.",
            ),
            Good(
                "preserve",
                "Books that are not held by any branch of the city library can be requested through interlibrary loan for a fee of £2.50 per request; the fee is not refunded if the lending library is unable to supply the item. Most requests are fulfilled within two to three weeks, though items from university libraries may take longer. Members are notified by email when a book arrives and must collect it within seven days. The loan period, usually three weeks, is determined by the lending library, and renewals are rarely possible. Some items may be marked 'library use only'; these can be read in the reading room but cannot be taken home. Each member may have up to five requests open at a time.",
            ),
            Good(
                "pl",
                "Jeśli żadna filia biblioteki miejskiej nie ma danej książki, możesz zamówić ją w ramach wypożyczenia międzybibliotecznego. Każde zamówienie kosztuje 2,50 £, a opłata nie jest zwracana, jeśli biblioteka wypożyczająca nie będzie mogła dostarczyć egzemplarza. Większość zamówień jest realizowana w ciągu dwóch–trzech tygodni, choć w przypadku pozycji z bibliotek uniwersyteckich może to potrwać dłużej. Gdy książka dotrze, powiadomimy cię e-mailem; musisz ją odebrać w ciągu siedmiu dni. Okres wypożyczenia ustala biblioteka wypożyczająca — zwykle są to trzy tygodnie — a prolongata rzadko jest możliwa. Niektóre pozycje mogą mieć oznaczenie „tylko na miejscu”: można je czytać w czytelni, ale nie można ich zabrać do domu. Czytelnik może mieć jednocześnie maksymalnie pięć otwartych zamówień.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "you must collect it within seven days",
                        "you should collect it within seven days",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Members are notified by email when a book arrives",
                        "Members are notified by email and text message when a book arrives",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("— zwykle są to trzy tygodnie —", "— są to trzy tygodnie —")], "hedge"),
        ],
    ),
    Case(
        key="en-flu-vaccine-side-effects-patient-leaflet",
        source="The flu injection cannot give you flu, because it does not contain live virus that can infect you. Around 1 in 10 people have a sore arm or a mild temperature for a day or two afterwards; these effects are usually mild and pass without treatment. Serious allergic reactions are very rare, occurring in roughly 1 in 750,000 doses according to a US safety analysis (McNeil et al., J Allergy Clin Immunol 2016; 137(3): 868–878). Protection probably starts about two weeks after the injection. If you have had a severe reaction to a previous flu vaccine, do not book online; speak to your GP first. You should not come for vaccination if you have a high fever on the day.",
        good=[
            Good(
                "preserve",
                "Can the flu injection give me flu? No. It does not contain live virus that can infect you, so it cannot give you flu.\n\nAround 1 in 10 people get a sore arm or a mild temperature for a day or two afterwards. These effects are usually mild and clear up without treatment.\n\nSerious allergic reactions are very rare: roughly 1 in 750,000 doses, according to a US safety analysis (McNeil et al., J Allergy Clin Immunol 2016; 137(3): 868–878).\n\nProtection probably starts about two weeks after the injection.\n\nHad a severe reaction to a previous flu vaccine? Don't book online — speak to your GP first. And if you have a high fever on the day, you shouldn't come for vaccination.",
            ),
            Good(
                "preserve",
                "The flu injection does not contain live virus capable of infecting you and therefore cannot give you flu. Approximately 1 in 10 people experience a sore arm or a mild temperature for a day or two afterwards; these effects are usually mild and resolve without treatment. Serious allergic reactions are very rare: a US safety analysis (McNeil et al., J Allergy Clin Immunol 2016; 137(3): 868–878) put them at roughly 1 in 750,000 doses. Protection probably begins about two weeks after the injection. If you have previously had a severe reaction to a flu vaccine, do not book online, but talk to your GP first. Anyone with a high fever on the day should not come for vaccination.",
            ),
            Good(
                "pl",
                "Szczepionka przeciw grypie podawana w zastrzyku nie może wywołać grypy, ponieważ nie zawiera żywego wirusa zdolnego do zakażenia. Około 1 na 10 osób ma potem przez dzień lub dwa bolące ramię lub lekko podwyższoną temperaturę; objawy te są zwykle łagodne i ustępują bez leczenia. Ciężkie reakcje alergiczne są bardzo rzadkie — według amerykańskiej analizy bezpieczeństwa (McNeil i in., J Allergy Clin Immunol 2016; 137(3): 868–878) występują mniej więcej raz na 750 000 dawek. Ochrona zaczyna się prawdopodobnie około dwóch tygodni po szczepieniu. Jeśli po poprzedniej szczepionce przeciw grypie wystąpiła u ciebie ciężka reakcja, nie umawiaj się przez internet — najpierw porozmawiaj ze swoim lekarzem rodzinnym. Nie powinieneś przychodzić na szczepienie, jeśli w danym dniu masz wysoką gorączkę.",
            ),
        ],
        bad=[
            Slip(0, [("J Allergy Clin Immunol 2016", "J Allergy Clin Immunol 2018")], "citation"),
            Slip(1, [("Protection probably begins", "Protection begins")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Nie powinieneś przychodzić na szczepienie",
                        "Powinieneś przyjść na szczepienie",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-landlord-tenancy-deposit-protection-guide",
        source="If you rent out a property on an assured shorthold tenancy in England, you must protect the tenant's deposit in a government-approved scheme within 30 days of receiving it. Under section 213 of the Housing Act 2004, you must also give the tenant the prescribed information about the scheme within the same period. Since 1 June 2019, the Tenant Fees Act 2019 caps deposits at five weeks' rent where the annual rent is below £50,000. If you fail to protect the deposit, the tenant may take you to court, and you could be ordered to pay up to three times the deposit. You also cannot use a section 21 notice to end the tenancy until the deposit is protected.",
        good=[
            Good(
                "preserve",
                "Letting in England on an assured shorthold tenancy? Your deposit checklist:\n\n1. You must protect the tenant's deposit in a government-approved scheme within 30 days of receiving it.\n2. Within the same 30 days, you must also give the tenant the prescribed information about the scheme (Housing Act 2004, section 213).\n3. Where the annual rent is below £50,000, the deposit is capped at five weeks' rent under the Tenant Fees Act 2019, in force since 1 June 2019.\n\nIf you don't protect the deposit, the tenant may take you to court, and you could be ordered to pay up to three times its amount. Until the deposit is protected, you also cannot end the tenancy with a section 21 notice.",
            ),
            Good(
                "preserve",
                "Landlords who let a property in England on an assured shorthold tenancy must place the tenant's deposit in a government-approved protection scheme within 30 days of receiving it, and within the same period they must also provide the tenant with the prescribed information about the scheme, as section 213 of the Housing Act 2004 requires. A landlord who fails to protect the deposit may be taken to court by the tenant and could be ordered to pay up to three times the deposit; nor can a section 21 notice be used to end the tenancy until the deposit is protected. In addition, since 1 June 2019 the Tenant Fees Act 2019 has capped deposits at five weeks' rent where the annual rent is below £50,000.",
            ),
            Good(
                "pl",
                "Jeśli wynajmujesz nieruchomość w Anglii na podstawie umowy assured shorthold tenancy, musisz w ciągu 30 dni od otrzymania kaucji zabezpieczyć ją w zatwierdzonym przez rząd systemie ochrony depozytów. Zgodnie z sekcją 213 Housing Act 2004 w tym samym terminie musisz też przekazać najemcy wymagane informacje o tym systemie. Od 1 czerwca 2019 r. ustawa Tenant Fees Act 2019 ogranicza wysokość kaucji do równowartości pięciu tygodni czynszu, jeśli roczny czynsz jest niższy niż 50 000 £. Jeśli nie zabezpieczysz kaucji, najemca może pozwać cię do sądu, a sąd może nakazać ci zapłatę kwoty sięgającej trzykrotności kaucji. Dopóki kaucja nie zostanie zabezpieczona, nie możesz też wypowiedzieć umowy zawiadomieniem na podstawie sekcji 21.",
            ),
        ],
        bad=[
            Slip(0, [("capped at five weeks' rent", "capped at six weeks' rent")], "number"),
            Slip(
                1,
                [("they must also provide the tenant", "they should also provide the tenant")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Zgodnie z sekcją 213 Housing Act 2004",
                        "Zgodnie z sekcją 214 Housing Act 2004",
                    )
                ],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="en-orders-database-backup-restore-runbook",
        source="Nightly backups of the orders database run at 02:30 UTC and are written to `s3://acme-db-backups/orders/`. Full backups are taken every Sunday; on other days only incremental backups are made. Backups are kept for 35 days. To restore to a staging host, run `./restore.sh --target staging --date YYYY-MM-DD` and then check the row counts with `make verify-restore`. Never restore directly to production without approval from the on-call lead. The script does not stop the application, so put the site into maintenance mode first. A restore of the full 180 GB dataset usually takes about 40 minutes.",
        good=[
            Good(
                "preserve",
                "Orders database backups:\n\n- Schedule: nightly at 02:30 UTC, written to `s3://acme-db-backups/orders/`.\n- Type: a full backup every Sunday, incremental backups on all other days.\n- Retention: 35 days.\n\nRestoring to a staging host:\n\n1. Put the site into maintenance mode first — the script does not stop the application.\n2. Run `./restore.sh --target staging --date YYYY-MM-DD`.\n3. Check the row counts with `make verify-restore`.\n\nRestoring the full 180 GB dataset usually takes about 40 minutes. Never restore directly to production without approval from the on-call lead.",
            ),
            Good(
                "preserve",
                "The orders database is backed up every night at 02:30 UTC to `s3://acme-db-backups/orders/`. On Sundays the backup is full; on the other days it is only incremental. Each backup is kept for 35 days. To restore onto a staging host, first put the site into maintenance mode, because the script does not stop the application, then run `./restore.sh --target staging --date YYYY-MM-DD` and verify the row counts with `make verify-restore`. Restoring the full 180 GB dataset usually takes about 40 minutes. A restore must never go directly to production without the on-call lead's approval.",
            ),
            Good(
                "pl",
                "Nocne kopie zapasowe bazy danych zamówień wykonywane są o 02:30 UTC i zapisywane w `s3://acme-db-backups/orders/`. Pełna kopia powstaje w każdą niedzielę, w pozostałe dni wykonywane są tylko kopie przyrostowe. Kopie przechowujemy przez 35 dni. Aby odtworzyć bazę na hoście stagingowym, uruchom `./restore.sh --target staging --date YYYY-MM-DD`, a następnie sprawdź liczbę wierszy poleceniem `make verify-restore`. Nigdy nie odtwarzaj kopii bezpośrednio na produkcji bez zgody dyżurnego lidera. Skrypt nie zatrzymuje aplikacji, więc najpierw przełącz serwis w tryb konserwacji. Odtworzenie pełnego zbioru danych o rozmiarze 180 GB trwa zwykle około 40 minut.",
            ),
        ],
        bad=[
            Slip(0, [("a full backup every Sunday", "a full backup every Saturday")], "date"),
            Slip(1, [("--target staging", "--env staging")], "code"),
            Slip(
                2, [("Skrypt nie zatrzymuje aplikacji", "Skrypt zatrzymuje aplikację")], "negation"
            ),
        ],
    ),
    Case(
        key="en-coach-trip-consent-packed-lunch-letter",
        source="Dear parents and carers, Year 8 will visit the Natural History Museum in London on Thursday 15 May. The coach will leave school at 8:15 and should return by about 16:30. The trip costs £18 per pupil, which covers transport and entry; please pay through ParentPay by 2 May. Pupils must wear school uniform and should bring a packed lunch and a water bottle, as there will not be time to buy food. Mobile phones may be brought but must stay switched off during the visit. If your child needs medication, please tell Ms Okafor before the trip. Signed consent forms must be returned by Friday 9 May; pupils without a form cannot take part.",
        good=[
            Good(
                "preserve",
                "Dear parents and carers,\n\nOn Thursday 15 May, Year 8 are going to the Natural History Museum in London. The coach leaves school at 8:15 and should be back by about 16:30.\n\n- Cost: £18 per pupil, covering transport and entry. Please pay via ParentPay by 2 May.\n- Uniform: pupils must wear school uniform.\n- Lunch: pupils should bring a packed lunch and a water bottle — there won't be time to buy food.\n- Phones: pupils may bring them, but they must stay switched off during the visit.\n- Medication: if your child needs any, please let Ms Okafor know before the trip.\n\nSigned consent forms must be returned by Friday 9 May; pupils without one cannot take part.",
            ),
            Good(
                "preserve",
                "Dear parents and carers,\n\nWe are writing to let you know that Year 8 pupils will be visiting the Natural History Museum in London on Thursday 15 May. The coach will depart from school at 8:15 and should return at about 16:30. The cost of £18 per pupil covers transport and entry; please make the payment through ParentPay by 2 May. School uniform must be worn. Pupils should bring a packed lunch and a water bottle, since there will be no time to buy food. They may bring mobile phones, but these must remain switched off throughout the visit. Please inform Ms Okafor before the trip if your child needs medication. Signed consent forms must be returned by Friday 9 May, and pupils who have not returned a form cannot take part.",
            ),
            Good(
                "pl",
                "Szanowni Rodzice i Opiekunowie,\n\nw czwartek 15 maja uczniowie klasy Year 8 pojadą do Natural History Museum w Londynie. Autokar odjedzie spod szkoły o 8:15 i powinien wrócić około 16:30. Koszt wycieczki wynosi 18 £ od ucznia i obejmuje przejazd oraz bilety wstępu; prosimy o wpłatę przez ParentPay do 2 maja. Uczniowie muszą mieć na sobie mundurek szkolny i powinni zabrać suchy prowiant oraz butelkę wody, ponieważ nie będzie czasu na kupienie jedzenia. Telefony komórkowe można zabrać, ale podczas zwiedzania muszą pozostać wyłączone. Jeśli Państwa dziecko potrzebuje leków, prosimy poinformować o tym panią Okafor przed wyjazdem. Podpisane zgody należy oddać do piątku 9 maja; uczniowie bez zgody nie mogą wziąć udziału w wycieczce.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "The coach leaves school at 8:15 and should be back by about 16:30.",
                        "Autokar odjeżdża spod szkoły o 8:15 i powinien wrócić około 16:30.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [("Pupils should bring a packed lunch", "Pupils may bring a packed lunch")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "w Londynie. Autokar",
                        "w Londynie, gdzie wezmą udział w warsztatach o dinozaurach. Autokar",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-smart-thermostat-firmware-update-notice",
        source="Firmware 4.2.0 for the Hearth T3 thermostat will be rolled out gradually over the next two weeks. The update adds support for heat pumps and reduces standby power use by about 12%. It installs automatically overnight while the thermostat is connected to Wi-Fi, and your heating schedule will not be changed. The thermostat may restart up to twice during installation, which typically takes under 10 minutes. If you manage devices through our API, note that the `away_mode` field has been renamed to `eco_away`; the old name will keep working until version 5.0. To check your current version, open Settings > About in the Hearth app.",
        good=[
            Good(
                "preserve",
                "What's new in firmware 4.2.0 for your Hearth T3\n\nWe're rolling this update out gradually over the next two weeks. It adds heat-pump support and cuts standby power use by about 12%.\n\nThe update installs automatically overnight as long as your thermostat is connected to Wi-Fi, and your heating schedule won't be changed. Installation typically takes under 10 minutes, and the thermostat may restart up to twice.\n\nUsing our API? The `away_mode` field is now called `eco_away`. The old name will keep working until version 5.0.\n\nTo see which version you have, open Settings > About in the Hearth app.",
            ),
            Good(
                "preserve",
                "Hearth T3 thermostat — firmware 4.2.0\n\nRollout: gradual, over the next two weeks.\n\nChanges:\n- Support for heat pumps.\n- Standby power use reduced by about 12%.\n- API: the `away_mode` field has been renamed to `eco_away` (the old name keeps working until version 5.0).\n\nInstallation: automatic and overnight, while the thermostat is connected to Wi-Fi. It typically takes under 10 minutes, and the thermostat may restart up to twice. Your heating schedule will not be changed.\n\nTo check your current version, go to Settings > About in the Hearth app.",
            ),
            Good(
                "pl",
                "Oprogramowanie układowe 4.2.0 dla termostatu Hearth T3 będzie udostępniane stopniowo w ciągu najbliższych dwóch tygodni. Aktualizacja dodaje obsługę pomp ciepła i zmniejsza pobór energii w trybie czuwania o około 12%. Instaluje się automatycznie w nocy, gdy termostat jest połączony z Wi-Fi, a Twój harmonogram ogrzewania nie zostanie zmieniony. Podczas instalacji, która trwa zwykle niecałe 10 minut, termostat może uruchomić się ponownie maksymalnie dwa razy. Jeśli zarządzasz urządzeniami przez nasze API, pamiętaj, że pole `away_mode` zmieniło nazwę na `eco_away`; stara nazwa będzie działać do wersji 5.0. Aby sprawdzić aktualną wersję, otwórz w aplikacji Hearth Settings > About.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "It adds heat-pump support",
                        "It adds heat-pump support, fixes the display flicker some users reported",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("renamed to `eco_away`", "renamed to `eco_mode`")], "code"),
            Slip(2, [("maksymalnie dwa razy", "maksymalnie trzy razy")], "number"),
        ],
    ),
]
