# ruff: noqa: E501, RUF001
"""English source cases of blind set 74: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-drone-operator-registration-and-limits",
        source="If you fly a drone weighing 250 g or more, or any drone fitted with a camera, you must register as an operator with the Civil Aviation Authority before your first flight. Registration costs £11.79 and is valid for one year. Under Article 14 of Regulation (EU) 2019/947, your operator ID must be displayed on every aircraft you own. Pilots of drones in the Open category must also pass the free online theory test, which has 40 multiple-choice questions; you need at least 30 correct answers to pass. You may not fly above 120 metres or within 5 km of an airport boundary without permission.",
        good=[
            Good(
                "preserve",
                "Before your first flight, you must register as an operator with the Civil Aviation Authority if your drone weighs 250 g or more or carries a camera of any kind. It costs £11.79 and lasts one year. Article 14 of Regulation (EU) 2019/947 requires your operator ID to be displayed on every aircraft you own. If you fly in the Open category, you must also pass the free online theory test: 40 multiple-choice questions, with a pass mark of at least 30 correct answers. Without permission, you may not fly higher than 120 metres or within 5 km of an airport boundary.",
            ),
            Good(
                "preserve",
                """Drone operator registration – key points:
- You must register with the Civil Aviation Authority before your first flight if your drone weighs 250 g or more or has a camera.
- The fee is £11.79, and registration is valid for one year.
- Your operator ID must be displayed on every aircraft you own (Article 14 of Regulation (EU) 2019/947).
- Open-category pilots must also pass the free online theory test (40 multiple-choice questions; pass mark: at least 30 correct answers).
- Without permission, you may not fly above 120 metres or within 5 km of an airport boundary.""",
            ),
            Good(
                "pl",
                "Jeśli latasz dronem o masie 250 g lub większej albo dowolnym dronem wyposażonym w kamerę, przed pierwszym lotem musisz zarejestrować się jako operator w Urzędzie Lotnictwa Cywilnego (Civil Aviation Authority). Rejestracja kosztuje 11,79 GBP i jest ważna przez rok. Zgodnie z art. 14 rozporządzenia (UE) 2019/947 Twój numer identyfikacyjny operatora musi być umieszczony na każdym posiadanym przez Ciebie statku powietrznym. Piloci dronów w kategorii otwartej muszą również zdać bezpłatny test teoretyczny online, który składa się z 40 pytań wielokrotnego wyboru; aby go zaliczyć, potrzeba co najmniej 30 poprawnych odpowiedzi. Bez zezwolenia nie wolno latać wyżej niż 120 metrów ani w promieniu 5 km od granicy lotniska.",
            ),
        ],
        bad=[
            Slip(0, [("Article 14 of Regulation", "Article 16 of Regulation")], "legal_reference"),
            Slip(
                1,
                [("Open-category pilots must also pass", "Open-category pilots should also pass")],
                "modality",
            ),
            Slip(2, [("z 40 pytań", "z 50 pytań")], "number"),
        ],
    ),
    Case(
        key="en-vaccine-fridge-temperature-excursion-steps",
        source='Vaccines must be stored between 2 °C and 8 °C at all times. Check and record the fridge\'s minimum and maximum temperatures twice a day, at the start and end of each clinic session. If a reading falls outside the range, do not discard the vaccines straight away: label them "Do not use", keep them refrigerated and contact the immunisation coordinator. Most excursions of less than 30 minutes are probably harmless, but the manufacturer makes the final decision. Never store vaccines in the fridge door or next to the cooling plate. A data logger with an accuracy of ±0.5 °C is recommended for every fridge holding more than 100 doses.',
        good=[
            Good(
                "preserve",
                """Vaccines must be kept at 2–8 °C at all times. In practice:
1. Twice a day – at the start and end of every clinic session – check the fridge's minimum and maximum temperatures and record them.
2. If a reading is out of range, don't throw the vaccines away immediately. Mark them "Do not use", leave them in the fridge and call the immunisation coordinator. Most excursions shorter than 30 minutes are probably harmless, though the manufacturer has the final say.
3. Never put vaccines in the fridge door or beside the cooling plate.
4. For any fridge holding more than 100 doses, a data logger accurate to ±0.5 °C is recommended.""",
            ),
            Good(
                "preserve",
                "At all times, vaccines must be kept between 2 °C and 8 °C. Twice a day, at the beginning and at the end of every clinic session, check the fridge's minimum and maximum temperatures and write them down. Found a reading outside the range? Don't discard the vaccines right away. Label them \"Do not use\", keep them in the fridge and get in touch with the immunisation coordinator. Most excursions under 30 minutes are probably harmless, but it is the manufacturer who makes the final call. Never keep vaccines in the fridge door or by the cooling plate. For every fridge with more than 100 doses, a data logger with an accuracy of ±0.5 °C is recommended.",
            ),
            Good(
                "pl",
                "Szczepionki muszą być przez cały czas przechowywane w temperaturze od 2 °C do 8 °C. Dwa razy dziennie, na początku i na końcu każdej sesji szczepień, sprawdzaj i zapisuj minimalną i maksymalną temperaturę w lodówce. Jeśli odczyt wykracza poza ten zakres, nie wyrzucaj szczepionek od razu: oznacz je etykietą „Nie używać”, pozostaw w lodówce i skontaktuj się z koordynatorem szczepień. Większość odchyleń trwających krócej niż 30 minut jest prawdopodobnie nieszkodliwa, ale ostateczną decyzję podejmuje producent. Nigdy nie przechowuj szczepionek w drzwiach lodówki ani przy płycie chłodzącej. W każdej lodówce, w której jest ponad 100 dawek, zaleca się stosowanie rejestratora danych o dokładności ±0,5 °C.",
            ),
        ],
        bad=[
            Slip(0, [("more than 100 doses", "more than 50 doses")], "number"),
            Slip(
                1,
                [
                    (
                        "Most excursions under 30 minutes are probably harmless",
                        "Most excursions under 30 minutes are harmless",
                    )
                ],
                "hedge",
            ),
            Slip(
                2, [("nie wyrzucaj szczepionek od razu", "wyrzuć szczepionki od razu")], "negation"
            ),
        ],
    ),
    Case(
        key="en-escape-room-liability-waiver-terms",
        source="By signing this waiver, you confirm that you take part in the escape room game at your own risk. Players under 16 must be accompanied by an adult for the entire game, and children under 8 may not enter the rooms. Game masters may end a session early if a player damages props or ignores safety instructions; in that case the booking fee is not refunded. Do not climb on furniture or force locks – every puzzle can be solved without physical strength. Bookings can be moved free of charge up to 48 hours before the start time. This waiver remains valid until 31 December 2025 for all future visits.",
        good=[
            Good(
                "preserve",
                """When you sign this waiver, you agree that you play the escape room game at your own risk.

Age rules: anyone under 16 must have an adult with them for the whole game, and children under 8 may not enter the rooms.

Our game masters may stop a session early if a player damages props or ignores the safety instructions, and the booking fee is then not refunded. Don't climb on furniture or force locks – no puzzle needs physical strength to solve.

You can move your booking free of charge up to 48 hours before it starts. The waiver stays valid for all future visits until 31 December 2025.""",
            ),
            Good(
                "preserve",
                "The signatory of this waiver confirms that they participate in the escape room game at their own risk. An adult must accompany players under the age of 16 throughout the game, and children under 8 may not enter the rooms. If a player damages props or disregards safety instructions, the game master may end the session early, and the booking fee is not refunded in such a case. Climbing on furniture and forcing locks are prohibited, as every puzzle can be solved without physical strength. Bookings can be rescheduled free of charge up to 48 hours before the start time. This waiver is valid for all future visits until 31 December 2025.",
            ),
            Good(
                "pl",
                "Podpisując to oświadczenie, potwierdzasz, że bierzesz udział w grze w escape roomie na własne ryzyko. Gracze poniżej 16 lat muszą przez całą grę przebywać pod opieką osoby dorosłej, a dzieci poniżej 8 lat nie mogą wchodzić do pokojów. Prowadzący grę mogą zakończyć sesję wcześniej, jeśli gracz uszkodzi rekwizyty lub zignoruje instrukcje bezpieczeństwa; w takim przypadku opłata za rezerwację nie podlega zwrotowi. Nie wspinaj się na meble i nie forsuj zamków – każdą zagadkę można rozwiązać bez użycia siły. Rezerwację można bezpłatnie przenieść najpóźniej 48 godzin przed godziną rozpoczęcia. Oświadczenie zachowuje ważność w odniesieniu do wszystkich przyszłych wizyt do 31 grudnia 2025 r.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("anyone under 16 must have an adult", "anyone under 16 should have an adult")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "the booking fee is not refunded in such a case",
                        "the booking fee is refunded in such a case",
                    )
                ],
                "negation",
            ),
            Slip(2, [("do 31 grudnia 2025 r.", "do 31 grudnia 2026 r.")], "date"),
        ],
    ),
    Case(
        key="en-solar-panel-warranty-claim-process",
        source="Your SunCrest panels come with a 25-year product warranty and a linear performance guarantee: output will not fall below 84.8% of the rated power by the end of year 25. To make a claim, submit the online form at https://suncrest-solar.com/warranty/claims together with the serial numbers, the original invoice and photos of the damage. Claims must be filed within 60 days of discovering the defect. Panels installed by an uncertified installer are not covered, and you should keep the installation certificate with your invoice. Our team usually replies within 10 working days; questions can be sent to warranty@suncrest-solar.com.",
        good=[
            Good(
                "preserve",
                """Your SunCrest warranty at a glance
- Product warranty: 25 years.
- Linear performance guarantee: output will not fall below 84.8% of rated power by the end of year 25.
- How to claim: fill in the online form at https://suncrest-solar.com/warranty/claims and attach the serial numbers, the original invoice and photos of the damage.
- Deadline: claims must be filed within 60 days of discovering the defect.
- Not covered: panels installed by an uncertified installer. You should keep the installation certificate together with your invoice.
- Response time: usually within 10 working days. Questions: warranty@suncrest-solar.com""",
            ),
            Good(
                "preserve",
                "If you need to claim under your SunCrest warranty, use the online form at https://suncrest-solar.com/warranty/claims and include the serial numbers, your original invoice and photos showing the damage. You must file the claim within 60 days of finding the defect. The panels carry a 25-year product warranty plus a linear performance guarantee, under which output will not drop below 84.8% of rated power by the end of the 25th year. Note that panels fitted by an uncertified installer are not covered, so you should keep your installation certificate with the invoice. We usually answer within 10 working days, and you can send any questions to warranty@suncrest-solar.com.",
            ),
            Good(
                "pl",
                "Panele SunCrest objęte są 25-letnią gwarancją produktową oraz liniową gwarancją wydajności: do końca 25. roku moc nie spadnie poniżej 84,8% mocy znamionowej. Aby złożyć reklamację, wypełnij formularz online na stronie https://suncrest-solar.com/warranty/claims i dołącz numery seryjne, oryginalną fakturę oraz zdjęcia uszkodzeń. Reklamacje muszą zostać zgłoszone w ciągu 60 dni od wykrycia wady. Gwarancja nie obejmuje paneli zamontowanych przez instalatora bez certyfikatu, a certyfikat instalacji powinieneś przechowywać razem z fakturą. Zazwyczaj odpowiadamy w ciągu 10 dni roboczych; pytania można kierować na adres warranty@suncrest-solar.com.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "https://suncrest-solar.com/warranty/claims",
                        "https://suncrest-solar.com/warranty",
                    )
                ],
                "url",
            ),
            Slip(1, [("below 84.8% of rated power", "below 80.8% of rated power")], "number"),
            Slip(
                2,
                [("Reklamacje muszą zostać zgłoszone", "Reklamacje powinny zostać zgłoszone")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-marathon-race-day-runner-briefing",
        source="Race day is Sunday 12 October. Bag drop opens at 6:30 and closes at 7:40; bags handed in later will not be accepted. The wave starts begin at 8:00 from Harbour Street, and your wave is printed on your bib. Wear your bib on the front of your shirt – it must not be folded, because the timing chip is on the back. Water stations are located roughly every 5 km, and there is an energy gel station at km 28. The course closes 6 hours after the last wave starts; runners who are behind the sweeper bus will be asked to move to the pavement.",
        good=[
            Good(
                "preserve",
                "Your race is on Sunday 12 October. Drop your bag between 6:30 and 7:40 – we won't accept bags after that. Waves set off from Harbour Street from 8:00; check your bib to see which wave you're in. Wear the bib on the front of your shirt and don't fold it, as the timing chip sits on the back. You'll find water roughly every 5 km and energy gels at km 28. The course closes 6 hours after the final wave starts, and if you fall behind the sweeper bus, you'll be asked to move onto the pavement.",
            ),
            Good(
                "preserve",
                """Race-day essentials (Sunday 12 October)
• Bag drop: open 6:30–7:40. Late bags will not be accepted.
• Start: waves go from 8:00 on Harbour Street; your wave is printed on your bib.
• Bib: worn on the front of your shirt and never folded – the timing chip is on the back.
• Refreshments: water stations roughly every 5 km, energy gel station at km 28.
• Cut-off: the course closes 6 hours after the last wave starts. Runners behind the sweeper bus will be asked to move to the pavement.""",
            ),
            Good(
                "pl",
                "Bieg odbędzie się w niedzielę 12 października. Depozyt otwiera się o 6:30 i zamyka o 7:40; worki oddane później nie będą przyjmowane. Starty falowe rozpoczynają się o 8:00 przy Harbour Street, a Twoja fala jest wydrukowana na numerze startowym. Numer startowy noś z przodu koszulki – nie wolno go zginać, ponieważ chip do pomiaru czasu znajduje się z tyłu. Punkty z wodą rozmieszczone są mniej więcej co 5 km, a na 28. kilometrze znajduje się punkt z żelami energetycznymi. Trasa zamyka się 6 godzin po starcie ostatniej fali; biegacze, którzy znajdą się za autobusem zamykającym stawkę, zostaną poproszeni o zejście na chodnik.",
            ),
        ],
        bad=[
            Slip(0, [("Sunday 12 October", "Sunday 19 October")], "date"),
            Slip(
                1, [("Late bags will not be accepted.", "Late bags will be accepted.")], "negation"
            ),
            Slip(
                2,
                [
                    (
                        "zostaną poproszeni o zejście na chodnik.",
                        "zostaną poproszeni o zejście na chodnik. Każdy, kto ukończy bieg, otrzyma na mecie medal i ciepły posiłek.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-printer-firmware-release-notes-update",
        source="""# Forgeline firmware 2.4.1

Released 3 March 2025. This update is recommended for all Forgeline M2 and M2 Pro printers.

## Fixes
- Fixed a layer shift that could occur above 150 mm/s on the Y axis.
- The bed no longer cools down during pauses longer than 10 minutes.

## Changes
- Input shaping is now enabled by default. To turn it off, set `input_shaper.enabled: false` in `printer.cfg`.

## Upgrading
Download `forgeline-2.4.1.bin` from the [releases page](https://github.com/forgeline/firmware/releases) and flash it over USB. Do not power off the printer while the update runs; it takes about 4 minutes.""",
        good=[
            Good(
                "preserve",
                """# Forgeline firmware 2.4.1

Release date: 3 March 2025. We recommend installing this update on all Forgeline M2 and M2 Pro printers.

## Fixes
- Fixed the layer shift that could happen on the Y axis at speeds above 150 mm/s.
- Pauses longer than 10 minutes no longer make the bed cool down.

## Changes
- Input shaping is now on by default. You can turn it off by setting `input_shaper.enabled: false` in `printer.cfg`.

## Upgrading
Get `forgeline-2.4.1.bin` from the [releases page](https://github.com/forgeline/firmware/releases) and flash it via USB. The update takes about 4 minutes – do not switch the printer off while it is running.""",
            ),
            Good(
                "preserve",
                """# Forgeline firmware 2.4.1

Out on 3 March 2025 and recommended for every Forgeline M2 and M2 Pro printer.

## Fixes
- Fixed a Y-axis layer shift that could occur above 150 mm/s.
- The bed no longer cools down when a pause lasts over 10 minutes.

## Changes
- Input shaping is enabled by default now; disable it with `input_shaper.enabled: false` in `printer.cfg`.

## Upgrading
1. Download `forgeline-2.4.1.bin` from the [releases page](https://github.com/forgeline/firmware/releases).
2. Flash it over USB.
3. Don't power off the printer during the update – it takes about 4 minutes.""",
            ),
            Good(
                "pl",
                """# Oprogramowanie układowe Forgeline 2.4.1

Wydano 3 marca 2025 r. Aktualizacja jest zalecana dla wszystkich drukarek Forgeline M2 i M2 Pro.

## Poprawki
- Naprawiono przesunięcie warstw, które mogło występować na osi Y przy prędkościach powyżej 150 mm/s.
- Stół nie stygnie już podczas pauz dłuższych niż 10 minut.

## Zmiany
- Kształtowanie wejściowe (input shaping) jest teraz domyślnie włączone. Aby je wyłączyć, ustaw `input_shaper.enabled: false` w pliku `printer.cfg`.

## Aktualizacja
Pobierz `forgeline-2.4.1.bin` ze [strony z wydaniami](https://github.com/forgeline/firmware/releases) i wgraj plik przez USB. Nie wyłączaj drukarki w trakcie aktualizacji; trwa ona około 4 minut.""",
            ),
        ],
        bad=[
            Slip(0, [("## Changes\n", "Changes\n")], "markdown"),
            Slip(1, [("`input_shaper.enabled: false`", "`input_shaper.enable: false`")], "code"),
            Slip(2, [("powyżej 150 mm/s", "powyżej 180 mm/s")], "number"),
        ],
    ),
    Case(
        key="en-cat-dog-microchipping-keeper-duties",
        source="Under section 3 of the Microchipping of Cats and Dogs (England) Regulations 2023, every cat in England must be microchipped by the time it is 20 weeks old. Dogs have had to be chipped by 8 weeks of age since 2016. The keeper must also register the chip number and their own name and address on a compliant database, and must update those details within 21 days of moving house or rehoming the animal. A vet may scan an animal during any appointment, and owners who fail to comply may be fined up to £500. The deadline for cats already over 20 weeks old was 10 June 2024.",
        good=[
            Good(
                "preserve",
                """Do I need to chip my cat?
Yes. If you live in England, section 3 of the Microchipping of Cats and Dogs (England) Regulations 2023 says your cat must be microchipped by the time it is 20 weeks old. For cats that were already older than 20 weeks, the deadline was 10 June 2024. (Dogs have had to be chipped by 8 weeks of age since 2016.)

What else do I have to do?
You must register the chip number, along with your name and address, on a compliant database, and you must update those details within 21 days if you move house or rehome the animal.

What if I don't?
A vet may scan your pet at any appointment, and if you fail to comply you may be fined up to £500.""",
            ),
            Good(
                "preserve",
                """Microchipping requirements in England (Microchipping of Cats and Dogs (England) Regulations 2023, section 3):
- Cats must be microchipped by 20 weeks of age. For cats already older than 20 weeks, the deadline was 10 June 2024.
- Dogs have been required to be chipped by 8 weeks of age since 2016.
- Keepers must register the chip number and their name and address on a compliant database.
- Keepers must update these details within 21 days of moving house or rehoming the animal.
- Vets may scan an animal during any appointment; owners who fail to comply may be fined up to £500.""",
            ),
            Good(
                "pl",
                "Zgodnie z sekcją 3 rozporządzenia Microchipping of Cats and Dogs (England) Regulations 2023 każdy kot w Anglii musi zostać zaczipowany najpóźniej w wieku 20 tygodni. Psy muszą być czipowane najpóźniej w wieku 8 tygodni już od 2016 roku. Opiekun zwierzęcia musi również zarejestrować numer czipa oraz swoje imię, nazwisko i adres w bazie danych spełniającej wymogi przepisów, a w razie przeprowadzki lub przekazania zwierzęcia nowemu opiekunowi musi zaktualizować te dane w ciągu 21 dni. Weterynarz może zeskanować zwierzę podczas każdej wizyty, a właściciele, którzy nie stosują się do przepisów, mogą zostać ukarani grzywną do 500 funtów. Termin dla kotów, które miały już ponad 20 tygodni, upłynął 10 czerwca 2024 r.",
            ),
        ],
        bad=[
            Slip(0, [("section 3 of the", "section 7 of the")], "legal_reference"),
            Slip(
                1,
                [("Keepers must update these details", "Keepers should update these details")],
                "modality",
            ),
            Slip(2, [("upłynął 10 czerwca 2024 r.", "upłynął 10 czerwca 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-record-office-reading-room-rules",
        source="Welcome to the Reading Room of the County Record Office. Please read these rules before your first visit. Only pencils may be used; pens, highlighters and sticky notes are not allowed anywhere in the room. Bags and coats must be left in the lockers by the entrance. You may order up to six items per visit, and orders placed after 15:30 will be fetched the next working day. Original documents must never be leaned on, traced or marked. Photography without flash is permitted for personal research, but you need to complete a copying declaration first. Staff may refuse access to fragile items and offer a digital surrogate instead.",
        good=[
            Good(
                "preserve",
                """Reading Room rules – County Record Office
Please read these before your first visit.
1. Pencils only. Pens, highlighters and sticky notes are not allowed anywhere in the room.
2. Bags and coats must be left in the lockers at the entrance.
3. You may order up to six items per visit. Orders placed after 15:30 will be fetched on the next working day.
4. Original documents must never be leaned on, traced or marked.
5. Flash-free photography is permitted for personal research once you have completed a copying declaration.
6. Staff may refuse access to fragile items and offer you a digital surrogate instead.""",
            ),
            Good(
                "preserve",
                "Before your first visit to the County Record Office Reading Room, please take a moment to read these rules. Bags and coats must go into the lockers by the entrance. In the room you may only use pencils – pens, highlighters and sticky notes are not allowed anywhere. You may order up to six items each visit; anything ordered after 15:30 will be fetched the next working day. Original documents must never be leaned on, traced or marked. You are permitted to take photographs without flash for personal research, but you need to fill in a copying declaration first. If an item is fragile, staff may refuse access and offer a digital surrogate instead.",
            ),
            Good(
                "pl",
                "Witamy w czytelni Archiwum Hrabstwa (County Record Office). Przed pierwszą wizytą prosimy o zapoznanie się z poniższym regulaminem. Wolno używać wyłącznie ołówków; długopisy, zakreślacze i karteczki samoprzylepne są niedozwolone w całej sali. Torby i płaszcze należy zostawić w szafkach przy wejściu. Podczas jednej wizyty można zamówić maksymalnie sześć jednostek, a zamówienia złożone po 15:30 zostaną dostarczone w następnym dniu roboczym. Nigdy nie wolno opierać się na oryginalnych dokumentach, odrysowywać ich ani robić na nich żadnych oznaczeń. Fotografowanie bez lampy błyskowej jest dozwolone do celów własnych badań, ale najpierw trzeba wypełnić deklarację kopiowania. Personel może odmówić udostępnienia delikatnych materiałów i zaproponować w zamian kopię cyfrową.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("are not allowed anywhere in the room", "are allowed anywhere in the room")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Bags and coats must go into the lockers",
                        "Bags and coats should go into the lockers",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "zaproponować w zamian kopię cyfrową.",
                        "zaproponować w zamian kopię cyfrową, przesyłaną bezpłatnie na adres e-mail czytelnika.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-hackathon-conduct-reporting-and-sanctions",
        source="All participants, mentors, sponsors and volunteers at HackNorth must follow this code of conduct. We do not tolerate harassment in any form, including offensive comments, unwanted photography or sustained disruption of talks. If you experience or witness unacceptable behaviour, tell any organiser wearing a red lanyard or write to conduct@hacknorth.dev; reports can be anonymous. You should not confront the person yourself. Organisers may warn the offender, remove them from the event or disqualify their team. Photos of participants may only be published with their consent. The full policy is available at https://hacknorth.dev/conduct.",
        good=[
            Good(
                "preserve",
                "Everyone at HackNorth – participants, mentors, sponsors and volunteers alike – must follow this code of conduct. Harassment of any kind is not tolerated, whether that's offensive comments, unwanted photography or sustained disruption of talks. If something unacceptable happens to you or you see it happen, let any organiser in a red lanyard know, or email conduct@hacknorth.dev – you can report anonymously. You shouldn't confront the person yourself. Organisers may warn the offender, remove them from the event or disqualify their team. Photos of participants may only be published if they consent. You can read the full policy at https://hacknorth.dev/conduct.",
            ),
            Good(
                "preserve",
                """HackNorth code of conduct – summary
- Who: all participants, mentors, sponsors and volunteers must follow it.
- What we don't tolerate: harassment in any form, including offensive comments, unwanted photography and sustained disruption of talks.
- How to report: if you experience or witness unacceptable behaviour, speak to any organiser wearing a red lanyard or write to conduct@hacknorth.dev. Anonymous reports are accepted.
- What not to do: you should not confront the person yourself.
- Consequences: organisers may warn the offender, remove them from the event or disqualify their team.
- Photos: participants' photos may be published only with their consent.
- Full policy: https://hacknorth.dev/conduct""",
            ),
            Good(
                "pl",
                "Wszyscy uczestnicy, mentorzy, sponsorzy i wolontariusze HackNorth muszą przestrzegać niniejszego kodeksu postępowania. Nie tolerujemy nękania w żadnej formie, w tym obraźliwych komentarzy, niechcianego fotografowania ani uporczywego zakłócania wystąpień. Jeśli doświadczysz niewłaściwego zachowania lub będziesz jego świadkiem, powiedz o tym dowolnemu organizatorowi z czerwoną smyczą albo napisz na adres conduct@hacknorth.dev; zgłoszenia mogą być anonimowe. Nie powinieneś sam konfrontować się z tą osobą. Organizatorzy mogą udzielić sprawcy ostrzeżenia, usunąć go z wydarzenia lub zdyskwalifikować jego zespół. Zdjęcia uczestników mogą być publikowane wyłącznie za ich zgodą. Pełna treść zasad jest dostępna pod adresem https://hacknorth.dev/conduct.",
            ),
        ],
        bad=[
            Slip(0, [("email conduct@hacknorth.dev", "email conduct@hacknorth.com")], "url"),
            Slip(
                1,
                [("Anonymous reports are accepted.", "Anonymous reports are not accepted.")],
                "negation",
            ),
            Slip(2, [("muszą przestrzegać", "powinni przestrzegać")], "modality"),
        ],
    ),
    Case(
        key="en-crop-insurance-hail-damage-claims",
        source="If your crops are damaged by hail, you must notify us within 72 hours of the storm by calling 0800 123 4567 or through the AgriCover app. Do not harvest or plough the affected fields until a loss adjuster has inspected them, usually within 5 working days. The adjuster will estimate the yield loss; for winter wheat, payouts start when the loss exceeds 10% of the insured yield. Claims for the 2025 season must be closed by 30 November 2025. Payment is normally made within 30 days of the adjuster's report, although complex claims may take longer.",
        good=[
            Good(
                "preserve",
                """Hail damage: what to do
1. You must notify us within 72 hours of the storm, either by phone on 0800 123 4567 or in the AgriCover app.
2. Don't harvest or plough the affected fields until a loss adjuster has inspected them – this usually happens within 5 working days.
3. The adjuster estimates your yield loss. For winter wheat, a payout is triggered once the loss is above 10% of the insured yield.
4. Payment normally follows within 30 days of the adjuster's report, though complex claims may take longer.

All claims for the 2025 season must be closed by 30 November 2025.""",
            ),
            Good(
                "preserve",
                "Hail damage to insured crops must be reported within 72 hours of the storm, either by telephone on 0800 123 4567 or via the AgriCover app. The affected fields must not be harvested or ploughed before a loss adjuster has inspected them; the inspection usually takes place within 5 working days. The adjuster will then estimate the yield loss, and for winter wheat a payout is made once the loss exceeds 10% of the insured yield. Payment is normally issued within 30 days of the adjuster's report, but complex claims may take longer. Every claim for the 2025 season must be closed by 30 November 2025.",
            ),
            Good(
                "pl",
                "Jeśli Twoje uprawy zostały uszkodzone przez grad, musisz nas o tym powiadomić w ciągu 72 godzin od burzy, dzwoniąc pod numer 0800 123 4567 lub za pośrednictwem aplikacji AgriCover. Nie zbieraj plonów ani nie orz uszkodzonych pól, dopóki nie obejrzy ich rzeczoznawca – zwykle następuje to w ciągu 5 dni roboczych. Rzeczoznawca oszacuje utratę plonu; w przypadku pszenicy ozimej odszkodowanie przysługuje, gdy strata przekracza 10% ubezpieczonego plonu. Szkody z sezonu 2025 muszą zostać zamknięte do 30 listopada 2025 r. Wypłata następuje zwykle w ciągu 30 dni od raportu rzeczoznawcy, choć w przypadku skomplikowanych szkód może to potrwać dłużej.",
            ),
        ],
        bad=[
            Slip(0, [("within 72 hours of the storm", "within 7 days of the storm")], "date"),
            Slip(
                1,
                [("exceeds 10% of the insured yield", "exceeds 15% of the insured yield")],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "zwykle następuje to w ciągu 5 dni roboczych",
                        "następuje to w ciągu 5 dni roboczych",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-short-sleep-diabetes-risk-evidence",
        source="A large cohort study by Walker and Lindqvist (2021), published in Sleep Medicine Reviews, followed 8,400 adults for six years. Participants who regularly slept less than six hours a night were about 30% more likely to develop type 2 diabetes than those sleeping seven to eight hours. The authors note that the association may partly reflect shift work and diet, which were not fully controlled for. A smaller trial (Osei et al., 2019, p. 214) suggests that extending sleep by one hour could improve insulin sensitivity, but the evidence is still limited and no causal link has been established.",
        good=[
            Good(
                "preserve",
                "In a large cohort study published in Sleep Medicine Reviews, Walker and Lindqvist (2021) tracked 8,400 adults over six years. People who regularly got less than six hours of sleep a night were about 30% more likely to develop type 2 diabetes than people who slept seven to eight hours. According to the authors, the association may partly reflect shift work and diet, which the study did not fully control for. A smaller trial (Osei et al., 2019, p. 214) suggests that one extra hour of sleep could improve insulin sensitivity; however, the evidence remains limited, and no causal link has been established.",
            ),
            Good(
                "preserve",
                """Short sleep and type 2 diabetes: what the evidence shows
- Large cohort study: Walker and Lindqvist (2021), Sleep Medicine Reviews; 8,400 adults followed for six years.
- Finding: adults regularly sleeping less than six hours per night were about 30% more likely to develop type 2 diabetes than those sleeping seven to eight hours.
- Caveat: the authors note that the association may partly reflect shift work and diet, which were not fully controlled for.
- Intervention: a smaller trial (Osei et al., 2019, p. 214) suggests that sleeping one hour longer could improve insulin sensitivity.
- Overall: the evidence is still limited, and no causal link has been established.""",
            ),
            Good(
                "pl",
                "Duże badanie kohortowe autorstwa Walker i Lindqvist (2021), opublikowane w czasopiśmie Sleep Medicine Reviews, objęło 8400 dorosłych obserwowanych przez sześć lat. U osób, które regularnie spały krócej niż sześć godzin na dobę, ryzyko rozwoju cukrzycy typu 2 było o około 30% wyższe niż u osób śpiących od siedmiu do ośmiu godzin. Autorzy zauważają, że ten związek może częściowo wynikać z pracy zmianowej i diety, których nie uwzględniono w pełni w analizie. Mniejsze badanie (Osei i in., 2019, s. 214) sugeruje, że wydłużenie snu o godzinę mogłoby poprawić wrażliwość na insulinę, jednak dowody są wciąż ograniczone i nie wykazano związku przyczynowego.",
            ),
        ],
        bad=[
            Slip(0, [("(Osei et al., 2019, p. 214)", "(Osei et al., 2017, p. 214)")], "citation"),
            Slip(1, [("were about 30% more likely", "were 30% more likely")], "hedge"),
            Slip(2, [("8400 dorosłych", "4800 dorosłych")], "number"),
        ],
    ),
    Case(
        key="en-payments-sdk-version-four-migration",
        source="""## Migrating from v3 to v4

Version 4 of `paylink-sdk` drops support for Node.js 16. You must upgrade to Node.js 18 or later before installing it:

```bash
npm install paylink-sdk@4
```

The `createCharge()` method has been renamed to `createPayment()`. The old name still works in 4.0 but logs a deprecation warning and will be removed in 5.0, so you should update your calls now. Webhook signatures are now verified by default; if you verify them yourself, you may disable this with `verifySignatures: false`. See the [changelog](https://paylink.dev/changelog#v4) for the full list.""",
        good=[
            Good(
                "preserve",
                """## Migrating from v3 to v4

Before you install version 4 of `paylink-sdk`, you must be on Node.js 18 or later – support for Node.js 16 has been dropped. Then run:

```bash
npm install paylink-sdk@4
```

What changed:
- `createCharge()` is now called `createPayment()`. The old name keeps working in 4.0 but logs a deprecation warning, and it will be removed in 5.0 – you should update your calls now.
- Webhook signatures are verified by default. If you verify them yourself, you may turn this off with `verifySignatures: false`.

The full list is in the [changelog](https://paylink.dev/changelog#v4).""",
            ),
            Good(
                "preserve",
                """## Migrating from v3 to v4

`paylink-sdk` 4 no longer supports Node.js 16, so you must upgrade to Node.js 18 or later first and then install it:

```bash
npm install paylink-sdk@4
```

`createCharge()` has a new name: `createPayment()`. In 4.0 the old name still works, but it logs a deprecation warning and will be removed in 5.0, so you should update your calls now. Signature verification for webhooks is now on by default; you may disable it with `verifySignatures: false` if you verify signatures yourself. For every change, see the [changelog](https://paylink.dev/changelog#v4).""",
            ),
            Good(
                "pl",
                """## Migracja z v3 do v4

Wersja 4 pakietu `paylink-sdk` nie obsługuje już Node.js 16. Przed jej instalacją musisz zaktualizować Node.js do wersji 18 lub nowszej:

```bash
npm install paylink-sdk@4
```

Metoda `createCharge()` zmieniła nazwę na `createPayment()`. W wersji 4.0 stara nazwa nadal działa, ale zapisuje w logach ostrzeżenie o wycofaniu i zostanie usunięta w wersji 5.0, dlatego powinieneś już teraz zaktualizować swoje wywołania. Podpisy webhooków są teraz domyślnie weryfikowane; jeśli weryfikujesz je samodzielnie, możesz wyłączyć tę funkcję za pomocą `verifySignatures: false`. Pełną listę zmian znajdziesz w [dzienniku zmian](https://paylink.dev/changelog#v4).""",
            ),
        ],
        bad=[
            Slip(0, [("[changelog](https://paylink.dev/changelog#v4)", "changelog")], "markdown"),
            Slip(1, [("`createPayment()`", "`createPayments()`")], "code"),
            Slip(2, [("dlatego powinieneś już teraz", "dlatego możesz już teraz")], "modality"),
        ],
    ),
    Case(
        key="en-apartment-block-water-shutoff-notice",
        source="Notice to all residents of Maple Court: the water supply will be shut off on Tuesday 14 January from 9:00 to 15:00 while the main riser valve is replaced. Please fill a few containers beforehand and do not use washing machines or dishwashers during the works. When the water comes back, it may look cloudy for a short time; run the cold tap for two or three minutes until it clears. The lifts will not be affected. If the works overrun, we will post an update on the noticeboard in the lobby. For urgent problems, call the building manager on 07700 900123.",
        good=[
            Good(
                "preserve",
                """Hi everyone at Maple Court – a quick heads-up: we're replacing the main riser valve, so the water will be off on Tuesday 14 January between 9:00 and 15:00.

Before then, please fill a few containers, and please don't use washing machines or dishwashers while the work is going on. Once the supply is back, the water may look cloudy for a short while – just run the cold tap for two or three minutes until it's clear. The lifts won't be affected.

If the work overruns, we'll put an update on the lobby noticeboard. Anything urgent? Call the building manager on 07700 900123.""",
            ),
            Good(
                "preserve",
                """Maple Court – planned water shut-off
Date and time: Tuesday 14 January, 9:00–15:00
Reason: replacement of the main riser valve

Residents are asked to:
- fill a few containers in advance;
- not use washing machines or dishwashers during the works;
- run the cold tap for two to three minutes once the supply is restored, as the water may look cloudy for a short time.

The lifts will not be affected. If the works overrun, an update will be posted on the lobby noticeboard. For urgent problems, please call the building manager on 07700 900123.""",
            ),
            Good(
                "pl",
                "Informacja dla wszystkich mieszkańców Maple Court: we wtorek 14 stycznia w godzinach 9:00–15:00 dopływ wody zostanie wstrzymany w związku z wymianą głównego zaworu pionu. Prosimy wcześniej napełnić kilka pojemników i nie korzystać z pralek ani zmywarek w trakcie prac. Po przywróceniu dostaw woda może przez krótki czas być mętna; odkręć wtedy kran z zimną wodą na dwie–trzy minuty, aż się wyklaruje. Prace nie wpłyną na działanie wind. Jeśli prace się przedłużą, zamieścimy informację na tablicy ogłoszeń w holu. W pilnych sprawach prosimy dzwonić do zarządcy budynku pod numer 07700 900123.",
            ),
        ],
        bad=[
            Slip(0, [("between 9:00 and 15:00", "between 9:00 and 13:00")], "date"),
            Slip(
                1, [("The lifts will not be affected.", "The lifts will be affected.")], "negation"
            ),
            Slip(
                2,
                [
                    (
                        "w związku z wymianą głównego zaworu pionu.",
                        "w związku z wymianą głównego zaworu pionu, którą przeprowadzi firma hydrauliczna AquaServ.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-caffeine-pregnancy-guidance-evidence-summary",
        source="Current guidance from the European Food Safety Authority (EFSA, 2015) states that pregnant women should limit caffeine to 200 mg a day, roughly two mugs of instant coffee. A meta-analysis by Chen et al. (2016) in BMC Medicine found that each additional 100 mg per day was associated with a 7% higher risk of low birth weight. Because most of the included studies were observational, the results may be affected by confounding. Clinicians may advise lower limits for women with a history of miscarriage, but the guidance does not require complete avoidance. Energy drinks, which can contain up to 160 mg per can, must be counted towards the daily total.",
        good=[
            Good(
                "preserve",
                "Pregnant? The current guidance from the European Food Safety Authority (EFSA, 2015) is that you should limit caffeine to 200 mg a day, which is roughly two mugs of instant coffee. Energy drinks must be counted towards that daily total; they can contain up to 160 mg per can. In a meta-analysis published in BMC Medicine, Chen et al. (2016) found that every extra 100 mg a day was associated with a 7% higher risk of low birth weight. Most of the studies it pooled were observational, though, so the results may be affected by confounding. Your clinician may advise a lower limit if you have a history of miscarriage, but the guidance does not require you to avoid caffeine completely.",
            ),
            Good(
                "preserve",
                """Caffeine in pregnancy – summary of the evidence
- Guidance: according to the European Food Safety Authority (EFSA, 2015), pregnant women should limit caffeine intake to 200 mg per day (roughly two mugs of instant coffee).
- Evidence: a meta-analysis by Chen et al. (2016) in BMC Medicine associated each additional 100 mg per day with a 7% higher risk of low birth weight.
- Limitations: most included studies were observational, so the results may be affected by confounding.
- Special cases: clinicians may advise lower limits for women with a history of miscarriage; the guidance does not require complete avoidance.
- Energy drinks: these can contain up to 160 mg per can and must be counted towards the daily total.""",
            ),
            Good(
                "pl",
                "Zgodnie z aktualnymi wytycznymi Europejskiego Urzędu ds. Bezpieczeństwa Żywności (EFSA, 2015) kobiety w ciąży powinny ograniczać spożycie kofeiny do 200 mg dziennie, czyli mniej więcej dwóch kubków kawy rozpuszczalnej. Metaanaliza Chen i wsp. (2016) opublikowana w BMC Medicine wykazała, że każde dodatkowe 100 mg dziennie wiązało się z ryzykiem niskiej masy urodzeniowej wyższym o 7%. Ponieważ większość uwzględnionych badań miała charakter obserwacyjny, na wyniki mogły wpłynąć czynniki zakłócające. Lekarze mogą zalecać niższe limity kobietom z poronieniami w wywiadzie, jednak wytyczne nie wymagają całkowitej rezygnacji z kofeiny. Napoje energetyczne, które mogą zawierać do 160 mg w puszce, muszą być wliczane do dziennej sumy.",
            ),
        ],
        bad=[
            Slip(0, [("Chen et al. (2016)", "Chen et al. (2019)")], "citation"),
            Slip(
                1,
                [
                    (
                        "so the results may be affected by confounding",
                        "so the results are affected by confounding",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [("kobiety w ciąży powinny ograniczać", "kobiety w ciąży muszą ograniczać")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-clinic-patient-data-access-requests",
        source="Under Article 15 of the GDPR, you have the right to obtain a copy of the personal data we hold about you. Send your request to privacy@northwind-health.eu or by post to our Data Protection Officer. We will respond within one month of receiving it; for complex or numerous requests, this period may be extended by two further months, as allowed by Article 12(3). We do not charge a fee for the first copy, but we may charge a reasonable fee for additional copies. We will not release data about you to anyone else without your written authorisation. This policy was last updated on 2 April 2024.",
        good=[
            Good(
                "preserve",
                """Can I see the data you hold about me?
Yes. Article 15 of the GDPR gives you the right to a copy of the personal data we hold about you. To ask for it, email privacy@northwind-health.eu or write to our Data Protection Officer.

How quickly will you reply?
Within one month of receiving your request. If requests are complex or numerous, we may extend this by two further months, as Article 12(3) allows.

Does it cost anything?
We don't charge for the first copy, but we may charge a reasonable fee for any additional copies.

Will anyone else see my data?
We will not release it to anyone else without your written authorisation.

(Policy last updated: 2 April 2024.)""",
            ),
            Good(
                "preserve",
                "Article 15 of the GDPR entitles you to obtain a copy of the personal data we hold about you. Please send your request by email to privacy@northwind-health.eu or by post to our Data Protection Officer. We will respond within one month of receipt; where requests are complex or numerous, this period may be extended by two further months, as permitted by Article 12(3). No fee is charged for the first copy, although we may charge a reasonable fee for additional copies. We will not disclose your data to any other party without your written authorisation. This policy was last updated on 2 April 2024.",
            ),
            Good(
                "pl",
                "Zgodnie z art. 15 RODO masz prawo uzyskać kopię przechowywanych przez nas danych osobowych, które Cię dotyczą. Żądanie wyślij na adres privacy@northwind-health.eu lub pocztą do naszego inspektora ochrony danych. Odpowiemy w ciągu miesiąca od jego otrzymania; w przypadku żądań skomplikowanych lub licznych termin ten może zostać przedłużony o kolejne dwa miesiące, na co pozwala art. 12 ust. 3. Nie pobieramy opłaty za pierwszą kopię, ale za kolejne kopie możemy pobrać rozsądną opłatę. Nie przekażemy Twoich danych nikomu innemu bez Twojej pisemnej zgody. Niniejsza polityka została ostatnio zaktualizowana 2 kwietnia 2024 r.",
            ),
        ],
        bad=[
            Slip(0, [("as Article 12(3) allows", "as Article 12(4) allows")], "legal_reference"),
            Slip(
                1, [("extended by two further months", "extended by three further months")], "date"
            ),
            Slip(
                2,
                [
                    (
                        "Nie pobieramy opłaty za pierwszą kopię, ale",
                        "Pobieramy opłatę za pierwszą kopię, a",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-riverside-allotment-plot-rent-hens",
        source="Plots at Riverside Community Garden are allocated each February from the waiting list, which currently has 43 names. A full plot costs £35 a year and a half plot £20; concessions pay half price. Plot holders must cultivate at least 75% of their plot during the growing season, and plots left untended for eight weeks may be reallocated after one written warning. You may keep up to six hens but no cockerels. Hosepipes can be used only before 9 am or after 6 pm. Sheds must not be taller than 2 metres and need the committee's approval before they are built.",
        good=[
            Good(
                "preserve",
                """Riverside Community Garden – plot rules
- Allocation: every February, from the waiting list (43 names at present).
- Rent: £35 a year for a full plot, £20 for a half plot; concessions pay half price.
- Cultivation: you must cultivate at least 75% of your plot during the growing season. A plot left untended for eight weeks may be reallocated after one written warning.
- Hens: you may keep up to six, but no cockerels.
- Hosepipes: can be used only before 9 am or after 6 pm.
- Sheds: must not be taller than 2 metres and need the committee's approval before they are built.""",
            ),
            Good(
                "preserve",
                "We allocate plots at Riverside Community Garden every February from our waiting list, which has 43 names on it right now. A full plot is £35 a year and a half plot is £20, with concessions paying half price. Once you have a plot, you must cultivate at least 75% of it during the growing season; if it is left untended for eight weeks, it may be reallocated after one written warning. You may keep up to six hens, but no cockerels. You can only use a hosepipe before 9 am or after 6 pm. Sheds must not be taller than 2 metres, and you need the committee's approval before building one.",
            ),
            Good(
                "pl",
                "Działki w ogrodzie społecznym Riverside Community Garden są przydzielane co roku w lutym z listy oczekujących, na której znajdują się obecnie 43 osoby. Pełna działka kosztuje 35 funtów rocznie, a pół działki 20 funtów; osoby uprawnione do zniżki płacą połowę ceny. Dzierżawcy muszą uprawiać co najmniej 75% swojej działki w sezonie wegetacyjnym, a działki pozostawione bez opieki przez osiem tygodni mogą zostać przydzielone komuś innemu po jednym pisemnym upomnieniu. Można trzymać maksymalnie sześć kur, ale żadnych kogutów. Z węży ogrodowych wolno korzystać tylko przed 9:00 lub po 18:00. Szopy nie mogą być wyższe niż 2 metry, a przed ich postawieniem wymagana jest zgoda komitetu.",
            ),
        ],
        bad=[
            Slip(0, [("(43 names at present)", "(34 names at present)")], "number"),
            Slip(
                1,
                [
                    (
                        "it may be reallocated after one written warning",
                        "it will be reallocated after one written warning",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Można trzymać maksymalnie sześć kur, ale żadnych kogutów. Z węży ogrodowych wolno korzystać tylko przed 9:00 lub po 18:00.",
                        "You may keep up to six hens but no cockerels. Hosepipes can be used only before 9 am or after 6 pm.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-conference-travel-expense-reimbursement-policy",
        source="Staff attending conferences can claim travel and accommodation costs through the expenses portal at https://expenses.ardent-labs.com within 30 days of returning. Economy-class rail or air travel is reimbursed in full; first-class tickets are not. The nightly hotel limit is €180 in capital cities and €130 elsewhere, including breakfast. Meals are covered by a flat daily allowance of €45, so individual restaurant receipts are not needed. Claims above €2,000 must be approved by your department head before submission. If you have questions, contact finance@ardent-labs.com.",
        good=[
            Good(
                "preserve",
                """Conference travel expenses – how it works
1. You can claim travel and accommodation costs in the expenses portal (https://expenses.ardent-labs.com) within 30 days of getting back.
2. Economy-class rail and air fares are reimbursed in full. First-class tickets are not.
3. Hotels: up to €180 a night in capital cities and €130 elsewhere, breakfast included.
4. Meals: a flat daily allowance of €45 applies, so individual restaurant receipts are not needed.
5. Any claim above €2,000 must be approved by your department head before you submit it.

Questions? Contact finance@ardent-labs.com.""",
            ),
            Good(
                "preserve",
                "If you travel to a conference for work, you can claim back your travel and accommodation costs via the expenses portal at https://expenses.ardent-labs.com within 30 days of your return. We reimburse economy-class rail or air travel in full, but not first-class tickets. Hotels are covered up to €180 per night in capital cities and €130 per night elsewhere, breakfast included. For meals you get a flat €45 daily allowance, which means individual restaurant receipts aren't needed. Claims over €2,000 must be approved by your department head before you submit them. Any questions can go to finance@ardent-labs.com.",
            ),
            Good(
                "pl",
                "Pracownicy uczestniczący w konferencjach mogą rozliczyć koszty podróży i zakwaterowania przez portal wydatków https://expenses.ardent-labs.com w ciągu 30 dni od powrotu. Podróż koleją lub samolotem w klasie ekonomicznej jest zwracana w całości; bilety w pierwszej klasie nie podlegają zwrotowi. Limit za nocleg w hotelu wynosi 180 euro w stolicach i 130 euro w pozostałych miejscowościach, wliczając śniadanie. Posiłki pokrywa zryczałtowana dieta w wysokości 45 euro dziennie, więc rachunki z poszczególnych restauracji nie są potrzebne. Wnioski na kwotę powyżej 2000 euro muszą przed złożeniem zostać zatwierdzone przez kierownika działu. W razie pytań prosimy o kontakt pod adresem finance@ardent-labs.com.",
            ),
        ],
        bad=[
            Slip(
                0, [("https://expenses.ardent-labs.com", "https://expenses.ardent-lab.com")], "url"
            ),
            Slip(1, [("up to €180 per night", "up to €200 per night")], "number"),
            Slip(
                2,
                [("wliczając śniadanie.", "wliczając śniadanie i parking hotelowy.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-contributing-guide-pull-request-rules",
        source="""# Contributing to tidewater

Thanks for helping out! A few ground rules:

- Open an issue before starting work on a large feature, so we can agree on the design.
- Every pull request must include tests. Run `make test` locally before pushing.
- Do not commit generated files from the `build/` directory.
- Keep commits focused; we will probably ask you to squash fixup commits before merging.

Reviews usually take two to three days. If nobody has responded after a week, feel free to ping @tidewater/maintainers in the PR.

By contributing, you agree that your code will be released under the Apache-2.0 licence.""",
        good=[
            Good(
                "preserve",
                """# Contributing to tidewater

Thank you for contributing! Please stick to these ground rules:

- For a large feature, open an issue before you start working on it, so that we can agree on the design.
- Each pull request must come with tests; run `make test` locally before you push.
- Don't commit generated files from the `build/` directory.
- Keep your commits focused. We'll probably ask you to squash fixup commits before we merge.

A review usually takes two to three days. If you haven't heard from anyone after a week, feel free to ping @tidewater/maintainers in the PR.

By contributing, you agree that your code will be released under the Apache-2.0 licence.""",
            ),
            Good(
                "preserve",
                """# Contributing to tidewater

We appreciate your help! Here are the ground rules:

- Planning a large feature? Open an issue before you start, so we can agree on the design.
- Tests are mandatory: every pull request must include them. Run `make test` locally before pushing.
- Never commit generated files from the `build/` directory.
- Keep commits focused – we will probably ask you to squash fixup commits before merging.

Reviews usually take two to three days. Nobody has responded after a week? Feel free to ping @tidewater/maintainers in the PR.

By contributing, you agree that your code will be released under the Apache-2.0 licence.""",
            ),
            Good(
                "pl",
                """# Jak współtworzyć tidewater

Dziękujemy za pomoc! Kilka podstawowych zasad:

- Zanim zaczniesz pracę nad dużą funkcją, otwórz zgłoszenie (issue), abyśmy mogli uzgodnić projekt.
- Każdy pull request musi zawierać testy. Przed wypchnięciem zmian uruchom lokalnie `make test`.
- Nie commituj wygenerowanych plików z katalogu `build/`.
- Dbaj o to, by commity były spójne i dotyczyły jednej rzeczy; przed scaleniem prawdopodobnie poprosimy Cię o połączenie commitów typu fixup (squash).

Przegląd trwa zwykle od dwóch do trzech dni. Jeśli po tygodniu nikt nie odpowie, śmiało oznacz @tidewater/maintainers w PR.

Wnosząc wkład, zgadzasz się, że Twój kod zostanie opublikowany na licencji Apache-2.0.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "run `make test` locally before you push.\n- Don't commit",
                        "run `make test` locally before you push. Don't commit",
                    )
                ],
                "markdown",
            ),
            Slip(
                1, [("Never commit generated files", "Always commit generated files")], "negation"
            ),
            Slip(
                2,
                [("przed scaleniem prawdopodobnie poprosimy", "przed scaleniem poprosimy")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-urban-tree-canopy-cooling-briefing",
        source="A study by Ziter et al. (2019), published in PNAS, measured air temperatures by bicycle across Madison, Wisconsin, on summer afternoons. Blocks with at least 40% tree canopy cover were up to 5 °C cooler than blocks with no canopy. The cooling effect grew sharply once canopy cover passed the 40% threshold, which suggests that small, scattered plantings may do less than a few dense clusters. For our city, where canopy cover is currently 23%, the council's 2030 target is 30%. Reaching it would mean planting roughly 12,000 trees, according to the parks department.",
        good=[
            Good(
                "preserve",
                "In a study published in PNAS, Ziter et al. (2019) measured air temperatures from a bicycle across Madison, Wisconsin, on summer afternoons. Blocks with 40% or more tree canopy cover turned out to be up to 5 °C cooler than blocks without any canopy. Once cover passed that 40% threshold, the cooling effect grew sharply – which suggests that a few dense clusters may do more than small, scattered plantings. In our city, canopy cover currently stands at 23%, and the council's target for 2030 is 30%. According to the parks department, reaching it would mean planting roughly 12,000 trees.",
            ),
            Good(
                "preserve",
                """Tree canopy and urban heat – briefing
- Evidence: Ziter et al. (2019), PNAS. Air temperatures were measured by bicycle across Madison, Wisconsin, on summer afternoons.
- Result: blocks with at least 40% canopy cover were up to 5 °C cooler than blocks with no canopy.
- Threshold: above 40% cover, the cooling effect grew sharply. This suggests that small, scattered plantings may do less than a few dense clusters.
- Our city: canopy cover is currently 23%; the council's target for 2030 is 30%.
- What it takes: roughly 12,000 trees would need to be planted, according to the parks department.""",
            ),
            Good(
                "pl",
                "W badaniu Ziter i in. (2019), opublikowanym w PNAS, mierzono z roweru temperaturę powietrza w różnych częściach Madison w stanie Wisconsin w letnie popołudnia. Kwartały, w których korony drzew pokrywały co najmniej 40% powierzchni, były nawet o 5 °C chłodniejsze niż kwartały bez drzew. Efekt chłodzący gwałtownie rósł po przekroczeniu progu 40%, co sugeruje, że małe, rozproszone nasadzenia mogą dawać mniej niż kilka gęstych skupisk. W naszym mieście pokrycie koronami drzew wynosi obecnie 23%, a cel rady miasta na 2030 rok to 30%. Według wydziału parków osiągnięcie go oznaczałoby posadzenie około 12 000 drzew.",
            ),
        ],
        bad=[
            Slip(0, [("published in PNAS", "published in Science")], "citation"),
            Slip(1, [("canopy cover is currently 23%", "canopy cover is currently 25%")], "number"),
            Slip(
                2,
                [
                    (
                        "posadzenie około 12 000 drzew.",
                        "posadzenie około 12 000 drzew, głównie lip i klonów.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-wildfire-smoke-air-quality-advisory",
        source="Smoke from wildfires north of the valley is expected to reach town on Thursday afternoon and will likely persist through the weekend. Air quality may reach the 'unhealthy' category, especially in the early morning. People with asthma, heart disease or lung conditions, older adults and children should limit time outdoors and keep windows closed. If you use a portable air cleaner, choose one with a HEPA filter. Cloth masks do not protect against smoke particles; an N95 respirator offers better protection if it fits well. Live readings are published at https://air.valleycounty.gov/now, and updates are posted on the county's social media accounts.",
        good=[
            Good(
                "preserve",
                """Wildfire smoke advisory
Smoke from the wildfires north of the valley is expected to arrive in town on Thursday afternoon and will likely stay through the weekend. Air quality may reach the 'unhealthy' category, particularly early in the morning.

What you can do:
- People with asthma, heart disease or lung conditions, older adults and children should limit their time outdoors and keep windows closed.
- If you run a portable air cleaner, pick one with a HEPA filter.
- Cloth masks don't protect against smoke particles. An N95 respirator gives better protection, as long as it fits well.

Live readings: https://air.valleycounty.gov/now. Updates are also posted on the county's social media accounts.""",
            ),
            Good(
                "preserve",
                "Smoke from wildfires to the north of the valley is expected in town from Thursday afternoon and will likely linger through the weekend, with air quality possibly reaching the 'unhealthy' category, particularly in the early morning. Children, older adults and anyone with asthma, heart disease or a lung condition should limit their time outdoors and keep windows closed. If you use a portable air cleaner, go for one with a HEPA filter. Note that cloth masks do not protect against smoke particles, whereas an N95 respirator offers better protection, provided it fits well. For live readings, visit https://air.valleycounty.gov/now; updates are also posted on the county's social media accounts.",
            ),
            Good(
                "pl",
                "Według prognoz dym z pożarów lasów na północ od doliny dotrze do miasta w czwartek po południu i prawdopodobnie utrzyma się przez cały weekend. Jakość powietrza może osiągnąć kategorię „niezdrowa”, zwłaszcza wczesnym rankiem. Osoby z astmą, chorobami serca lub płuc, osoby starsze i dzieci powinny ograniczyć przebywanie na zewnątrz i trzymać okna zamknięte. Jeśli korzystasz z przenośnego oczyszczacza powietrza, wybierz model z filtrem HEPA. Maseczki materiałowe nie chronią przed cząstkami dymu; respirator N95 zapewnia lepszą ochronę, o ile jest dobrze dopasowany. Bieżące odczyty są publikowane na stronie https://air.valleycounty.gov/now, a aktualizacje pojawiają się w mediach społecznościowych hrabstwa.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("https://air.valleycounty.gov/now", "https://air.valleycounty.gov/live")],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "and will likely linger through the weekend",
                        "and will linger through the weekend",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [("zwłaszcza wczesnym rankiem.", "zwłaszcza wczesnym rankiem, gdy wiatr słabnie.")],
                "invented_fact",
            ),
        ],
    ),
]
