"""Blind-4 guard pairs: English sources, rewritten into English or Polish."""

# ruff: noqa: E501, RUF001
# Each passage is one literal, as its author wrote it, dashes included.

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES = [
    Case(
        key="en-orchard",
        source="The Hollybrook Community Orchard is open to volunteers every Saturday from 10:00 to 13:00 between March and November. New volunteers must complete a 30-minute induction before using any pruning tools; children under 12 may attend only with a parent or guardian. Fruit picked on site is shared among members, and it must not be sold. Membership costs £15 a year, or £5 for students and those on Universal Credit. We will probably hold the apple-pressing day on 11 October, weather permitting. For questions, write to orchard@hollybrook.org.uk.",
        good=[
            Good(
                "en",
                "Fancy helping out? Hollybrook Community Orchard welcomes volunteers on Saturdays, 10am to 1pm, from March through November. Before you touch any pruning tools you'll have to do a half-hour induction. Kids under 12 can come, but only with a parent or guardian. Whatever fruit gets picked is shared among members, and selling it isn't allowed. It's £15 a year to join (£5 if you're a student or on Universal Credit). The apple-pressing day will probably be on 11 October if the weather plays along. Questions? Email orchard@hollybrook.org.uk.",
            ),
            Good(
                "pl",
                "Sad społeczny Hollybrook Community Orchard przyjmuje wolontariuszy w każdą sobotę w godz. 10:00–13:00, od marca do listopada. Nowi wolontariusze muszą przejść 30-minutowe szkolenie wprowadzające, zanim użyją jakichkolwiek narzędzi do przycinania. Dzieci poniżej 12 lat mogą przychodzić wyłącznie z rodzicem lub opiekunem. Owoce zebrane na miejscu są dzielone między członków i nie wolno ich sprzedawać. Członkostwo kosztuje 15 £ rocznie, a dla studentów i osób pobierających Universal Credit 5 £. Dzień tłoczenia jabłek odbędzie się prawdopodobnie 11 października, jeśli pogoda pozwoli. Pytania prosimy kierować na adres orchard@hollybrook.org.uk.",
            ),
            Good(
                "preserve",
                "Volunteers are welcome at the Hollybrook Community Orchard on Saturdays between 10:00 and 13:00 from March to November. A 30-minute induction is mandatory for new volunteers before any pruning tools may be used, and children under 12 may attend only when accompanied by a parent or guardian. All fruit harvested on site is shared among members and may not be sold. Annual membership is £15 (£5 for students and Universal Credit recipients). The apple-pressing day will probably take place on 11 October, subject to the weather. Enquiries: orchard@hollybrook.org.uk.",
            ),
        ],
        bad=[
            Slip(0, [("probably be on 11 October", "be on 11 October")], "hedge"),
            Slip(1, [("i nie wolno ich sprzedawać", "i można je sprzedawać")], "negation"),
            Slip(0, [("(£5 if", "(£8 if")], "number"),
            Slip(2, [("may not be sold", "may be sold to visitors")], "negation"),
        ],
    ),
    Case(
        key="en-pilotage",
        source="Notice to Mariners No. 14/2026. With effect from 00:01 on 1 July 2026, pilotage is compulsory for all vessels of 60 metres length overall or more entering or leaving Port Kessock, except fishing vessels under 80 metres operated by holders of a valid Pilotage Exemption Certificate. Masters must request a pilot at least 4 hours before ETA via VHF channel 14 or by e-mail to pilots@portkessock.co.uk. Pilot boarding takes place approximately 1.5 nautical miles south of the Outer Buoy. This notice supersedes Notice No. 9/2025 and is issued under section 7 of the Pilotage Act 1987.",
        good=[
            Good(
                "en",
                "Notice to Mariners No. 14/2026: from 00:01 on 1 July 2026, every vessel with a length overall of 60 m or above will need a pilot to enter or leave Port Kessock. The only exception is fishing vessels shorter than 80 m operated by holders of a valid Pilotage Exemption Certificate. Masters have to request a pilot no later than 4 hours before ETA, either on VHF channel 14 or by e-mail (pilots@portkessock.co.uk). Pilots board roughly 1.5 nautical miles south of the Outer Buoy. Issued under section 7 of the Pilotage Act 1987, this notice replaces Notice No. 9/2025.",
            ),
            Good(
                "pl",
                "Komunikat dla żeglarzy nr 14/2026. Od godz. 00:01 dnia 1 lipca 2026 r. pilotaż jest obowiązkowy dla wszystkich statków o długości całkowitej 60 metrów lub większej, które wchodzą do Port Kessock lub z niego wychodzą. Wyjątek stanowią statki rybackie o długości poniżej 80 metrów prowadzone przez posiadaczy ważnego świadectwa zwolnienia z pilotażu (Pilotage Exemption Certificate). Kapitan musi zamówić pilota co najmniej 4 godziny przed przewidywanym czasem przybycia (ETA) przez kanał VHF 14 lub e-mailem na adres pilots@portkessock.co.uk. Pilot wchodzi na statek około 1,5 mili morskiej na południe od boi Outer Buoy. Niniejszy komunikat zastępuje komunikat nr 9/2025 i został wydany na podstawie sekcji 7 ustawy Pilotage Act 1987.",
            ),
        ],
        bad=[
            Slip(0, [("section 7 of", "section 17 of")], "legal_reference"),
            Slip(1, [("Kapitan musi zamówić", "Kapitan powinien zamówić")], "modality"),
            Slip(0, [("1 July 2026", "1 June 2026")], "date"),
        ],
    ),
    Case(
        key="en-boardgames",
        source="## Play Area Rules\n\n- Tables in Hall B are **first come, first served**; you may reserve one for a maximum of 2 hours.\n- Food is not allowed at the game tables, but drinks with lids are fine.\n- Demo copies from the library must be returned by 18:00 each day.\n- Players under 16 must be accompanied by an adult after 20:00.\n\nFull rules: [meeplecon.org/rules](https://meeplecon.org/rules)",
        good=[
            Good(
                "preserve",
                "## Play Area Rules\n\n- Hall B tables are **first come, first served**, and you can book one for 2 hours at most.\n- No food at the game tables, please; drinks are OK as long as they have a lid.\n- Borrowed a demo copy from the library? Bring it back by 18:00 every day.\n- After 20:00, anyone under 16 has to be with an adult.\n\nAll the rules: [meeplecon.org/rules](https://meeplecon.org/rules)",
            ),
            Good(
                "pl",
                "## Zasady strefy gier\n\n- Stoły w Hali B są zajmowane **według kolejności przybycia**; można zarezerwować stół na maksymalnie 2 godziny.\n- Przy stołach do gry nie wolno jeść, ale napoje z pokrywką są dozwolone.\n- Egzemplarze demonstracyjne z wypożyczalni trzeba zwracać codziennie do 18:00.\n- Po 20:00 osoby poniżej 16 lat muszą przebywać pod opieką dorosłego.\n\nPełny regulamin: [meeplecon.org/rules](https://meeplecon.org/rules)",
            ),
        ],
        bad=[
            Slip(0, [("**first come, first served**", "first come, first served")], "markdown"),
            Slip(
                1,
                [("[meeplecon.org/rules](https://meeplecon.org/rules)", "meeplecon.org/rules")],
                "markdown",
            ),
            Slip(
                0, [("(https://meeplecon.org/rules)", "(https://meeplecon.org/rules-2026)")], "url"
            ),
            Slip(1, [("Po 20:00 osoby poniżej 16 lat", "Po 22:00 osoby poniżej 16 lat")], "number"),
        ],
    ),
    Case(
        key="en-optician",
        source="Eye examinations at ClearView Opticians last about 25 minutes and are free for patients under 16, over 60, or receiving income-based benefits; all other adults pay £28. If you wear contact lenses, you should bring your current pair and prescription with you. Appointments cancelled with less than 24 hours' notice may be charged a £10 fee. We do not offer dilated examinations on Saturdays. Book online at clearview-opticians.co.uk/book or call 01632 960 418.",
        good=[
            Good(
                "en",
                "A ClearView Opticians eye examination takes roughly 25 minutes. It costs adults £28, but is free of charge for patients aged under 16 or over 60 and for anyone receiving income-based benefits. Contact lens wearers are advised to bring their current lenses and prescription. Where an appointment is cancelled less than 24 hours in advance, a £10 fee may apply. Dilated examinations are not available on Saturdays. Appointments can be booked at clearview-opticians.co.uk/book or by phone on 01632 960 418.",
            ),
            Good(
                "pl",
                "Badanie wzroku w ClearView Opticians trwa mniej więcej 25 minut. Jeśli masz mniej niż 16 lat, ponad 60 albo dostajesz świadczenia zależne od dochodu, nie płacisz nic; pozostali dorośli płacą 28 £. Nosisz soczewki kontaktowe? Najlepiej weź ze sobą obecną parę i receptę. Jeśli odwołasz wizytę później niż 24 godziny przed terminem, możemy naliczyć opłatę 10 £. W soboty nie robimy badań z rozszerzeniem źrenic. Zapisy: clearview-opticians.co.uk/book albo telefonicznie pod numerem 01632 960 418.",
            ),
        ],
        bad=[
            Slip(0, [("a £10 fee may apply", "a £10 fee will apply")], "modality"),
            Slip(1, [("clearview-opticians.co.uk/book", "clearview-opticians.co.uk")], "url"),
            Slip(0, [("takes roughly 25 minutes", "takes 25 minutes")], "hedge"),
        ],
    ),
    Case(
        key="en-radio",
        source="Holders of a Foundation licence may transmit with a maximum power of 25 W on the HF bands and must include their call sign at least every 15 minutes during a contact. They are not permitted to operate remote stations via the internet, and they may not build their own transmitters unless the design is a published kit. The Intermediate exam costs £37.50 and can be taken online; candidates should first pass the Foundation exam. Licence conditions are set out in the Wireless Telegraphy Act 2006, section 8, and in Ofcom's terms at ofcom.org.uk/amateur.",
        good=[
            Good(
                "en",
                "With a Foundation licence you can transmit at up to 25 W on HF, and you have to give your call sign at least once every 15 minutes in a contact. Operating remote stations over the internet is not allowed. Building your own transmitter is also off-limits, except from a published kit. The Intermediate exam, which can be sat online, costs £37.50, and it is recommended that you pass the Foundation exam first. The conditions come from section 8 of the Wireless Telegraphy Act 2006 and Ofcom's terms at ofcom.org.uk/amateur.",
            ),
            Good(
                "pl",
                "Posiadacze licencji Foundation mogą nadawać z mocą nieprzekraczającą 25 W w pasmach KF i są zobowiązani podawać swój znak wywoławczy co najmniej co 15 minut w trakcie łączności. Nie wolno im obsługiwać stacji zdalnych przez internet ani budować własnych nadajników, chyba że według opublikowanego zestawu (kitu). Egzamin Intermediate kosztuje 37,50 £ i można go zdawać online; kandydaci powinni najpierw zdać egzamin Foundation. Warunki licencji określają sekcja 8 ustawy Wireless Telegraphy Act 2006 oraz regulamin Ofcom dostępny pod adresem ofcom.org.uk/amateur.",
            ),
        ],
        bad=[
            Slip(0, [("up to 25 W", "up to 50 W")], "number"),
            Slip(
                1,
                [
                    (
                        "Nie wolno im obsługiwać stacji zdalnych przez internet ani budować",
                        "Mogą obsługiwać stacje zdalne przez internet, ale nie wolno im budować",
                    )
                ],
                "negation",
            ),
            Slip(0, [("section 8 of", "section 18 of")], "legal_reference"),
        ],
    ),
    Case(
        key="en-planetarium",
        source="The planetarium's new show, Beyond the Kuiper Belt, runs from 6 February to 30 April 2027, with screenings at 11:00, 14:30 and 16:00 daily except Mondays. Each screening lasts 45 minutes and is recommended for ages 7 and up. Tickets cost €9 for adults and €6 for children; latecomers cannot be admitted once the dome lights go down. Seats are unnumbered, so you should arrive around 15 minutes early. Group bookings of 20 or more people must be made at least two weeks in advance at bookings@stellarium-dublin.ie.",
        good=[
            Good(
                "en",
                "Beyond the Kuiper Belt, the planetarium's latest show, opens on 6 February and stays on until 30 April 2027. It screens every day but Monday at 11:00, 14:30 and 16:00, runs for three quarters of an hour and is recommended for viewers aged 7 and over. Adults pay €9, children €6. Seating is unnumbered, so audiences are advised to turn up about a quarter of an hour early: once the dome lights dim, no latecomers will be let in. Groups of 20 or more need to book at least two weeks ahead via bookings@stellarium-dublin.ie.",
            ),
            Good(
                "pl",
                "Nowy seans planetarium, Beyond the Kuiper Belt, będzie wyświetlany od 6 lutego do 30 kwietnia 2027 r. codziennie z wyjątkiem poniedziałków, o godz. 11:00, 14:30 i 16:00. Pokaz trwa 45 minut i jest polecany dla widzów od 7. roku życia. Bilet normalny kosztuje 9 €, a dziecięcy 6 €. Po zgaszeniu świateł pod kopułą spóźnieni widzowie nie zostaną wpuszczeni. Miejsca nie są numerowane, dlatego warto przyjść około 15 minut wcześniej. Rezerwacje grupowe (20 osób i więcej) trzeba złożyć co najmniej dwa tygodnie wcześniej pod adresem bookings@stellarium-dublin.ie.",
            ),
            Good(
                "preserve",
                "New at the planetarium: Beyond the Kuiper Belt, on from 6 February to 30 April 2027! Catch it at 11:00, 14:30 or 16:00 any day except Monday. It's 45 minutes long and recommended for ages 7+. Tickets are €9 for adults and €6 for kids. Heads-up: once the dome lights go down, latecomers can't get in, and since seats aren't numbered, try to arrive about 15 minutes early. Coming with a group of 20 or more? You'll need to book at least two weeks ahead at bookings@stellarium-dublin.ie.",
            ),
        ],
        bad=[
            Slip(0, [("30 April 2027", "30 March 2027")], "date"),
            Slip(
                1,
                [("a dziecięcy 6 €.", "a dziecięcy 6 €; seniorzy wchodzą za darmo.")],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Po zgaszeniu świateł pod kopułą spóźnieni widzowie nie zostaną wpuszczeni.",
                        "Latecomers cannot be admitted once the dome lights go down.",
                    )
                ],
                "wrong_language",
            ),
            Slip(2, [("You'll need to book", "You can book")], "modality"),
        ],
    ),
    Case(
        key="en-motorcycle",
        source="Compulsory Basic Training (CBT) takes one day, usually 6 to 8 hours, and must be completed before you ride a moped or motorcycle on the road with L-plates. The course costs £165, including bike and helmet hire. You must bring your provisional licence; without it, we cannot let you start. Riders who wear glasses should bring them, as an eyesight check at 20 metres is part of the course. A CBT certificate is valid for 2 years. Booking: training@ridesafe-leeds.co.uk.",
        good=[
            Good(
                "en",
                "CBT (Compulsory Basic Training) is a one-day thing, normally somewhere between 6 and 8 hours, and you've got to get it done before you take a moped or motorbike on the road on L-plates. It's £165, and that covers bike and helmet hire. Don't forget your provisional licence: no licence, no start. Wear glasses? Bring them, because part of the day is an eyesight check at 20 metres. Your CBT certificate lasts 2 years. Book at training@ridesafe-leeds.co.uk.",
            ),
            Good(
                "pl",
                "Obowiązkowe szkolenie podstawowe (CBT) trwa jeden dzień, zwykle od 6 do 8 godzin. Trzeba je ukończyć, zanim wyjedzie się na drogę motorowerem lub motocyklem z tablicą L. Kurs kosztuje 165 £, w tym wypożyczenie motocykla i kasku. Należy zabrać ze sobą tymczasowe prawo jazdy; bez niego nie możemy dopuścić kursanta do zajęć. Osoby noszące okulary powinny je zabrać, ponieważ częścią kursu jest badanie wzroku z odległości 20 metrów. Zaświadczenie CBT jest ważne przez 2 lata. Zapisy: training@ridesafe-leeds.co.uk.",
            ),
        ],
        bad=[
            Slip(0, [("lasts 2 years", "lasts 3 years")], "number"),
            Slip(1, [("Należy zabrać ze sobą", "Warto zabrać ze sobą")], "modality"),
            Slip(0, [("normally somewhere between 6 and 8 hours", "6 to 8 hours")], "hedge"),
        ],
    ),
    Case(
        key="en-marrow",
        source="You can join the donor register if you are aged 16 to 30 and in good general health. Joining involves a simple cheek swab, which you can do at home with the kit we post to you; no blood sample is needed at this stage. Around 1 in 800 people on the register will be asked to donate. Most donations (about 90%) are made through the bloodstream rather than from the hip bone. You will stay on the register until your 61st birthday unless you ask to be removed. Register at marrowmatch.org.uk/join.",
        good=[
            Good(
                "en",
                "If you are between 16 and 30 and generally healthy, you can sign up to the donor register. All it takes is a cheek swab, done at home with a kit we send you by post; you won't need to give blood at this point. Roughly one in every 800 people on the register is asked to donate, and around 90% of donations are collected from the bloodstream, not the hip bone. Your name stays on the register until you turn 61, unless you ask us to take it off. Sign up at marrowmatch.org.uk/join.",
            ),
            Good(
                "pl",
                "Do rejestru dawców może dołączyć każda osoba w wieku od 16 do 30 lat, która jest w dobrym ogólnym stanie zdrowia. Wystarczy wymaz z policzka, który można pobrać w domu za pomocą zestawu przesłanego pocztą; na tym etapie nie pobiera się krwi. Mniej więcej jedna na 800 osób z rejestru zostaje poproszona o oddanie szpiku. Większość donacji (około 90%) odbywa się z krwi obwodowej, a nie z kości biodrowej. Dawca pozostaje w rejestrze do 61. urodzin, chyba że poprosi o usunięcie. Rejestracja: marrowmatch.org.uk/join.",
            ),
        ],
        bad=[
            Slip(0, [("one in every 800", "one in every 80")], "number"),
            Slip(
                1,
                [
                    (
                        "na tym etapie nie pobiera się krwi",
                        "na tym etapie pobiera się też próbkę krwi",
                    )
                ],
                "negation",
            ),
            Slip(1, [("(około 90%)", "(90%)")], "hedge"),
        ],
    ),
    Case(
        key="en-filmfest",
        source="Submissions to the 2027 Northlight Short Film Festival open on 1 December 2026 and close at 23:59 GMT on 15 March 2027. Films must be under 20 minutes including credits and must have been completed after 1 January 2025. The entry fee is $25 for early submissions (before 31 January) and $40 afterwards; student films may be entered free of charge. Films not in English must include English subtitles. We do not accept works that have been published online in full. Submit via FilmFreeway at filmfreeway.com/NorthlightShorts.",
        good=[
            Good(
                "en",
                "The 2027 Northlight Short Film Festival accepts submissions from 1 December 2026 until 15 March 2027, 23:59 GMT. Eligible films run for less than 20 minutes, credits included, and were completed after 1 January 2025. Entry costs $25 before 31 January and $40 from then on, while student films can be submitted at no charge. Any film in a language other than English is required to carry English subtitles. Works already available online in their entirety will not be accepted. Entries are handled through FilmFreeway: filmfreeway.com/NorthlightShorts.",
            ),
            Good(
                "pl",
                "Zgłoszenia do Northlight Short Film Festival 2027 przyjmujemy od 1 grudnia 2026 r. do 15 marca 2027 r., godz. 23:59 GMT. Film musi trwać krócej niż 20 minut łącznie z napisami końcowymi i musi być ukończony po 1 stycznia 2025 r. Opłata wynosi 25 USD przy wczesnym zgłoszeniu (przed 31 stycznia) i 40 USD później; filmy studenckie można zgłaszać bezpłatnie. Filmy w języku innym niż angielski muszą mieć angielskie napisy. Nie przyjmujemy utworów, które w całości opublikowano w internecie. Zgłoszenia przez FilmFreeway: filmfreeway.com/NorthlightShorts.",
            ),
        ],
        bad=[
            Slip(0, [("15 March 2027", "15 May 2027")], "date"),
            Slip(1, [("filmfreeway.com/NorthlightShorts", "filmfreeway.com/Northlight")], "url"),
            Slip(
                1,
                [
                    (
                        "Nie przyjmujemy utworów, które w całości opublikowano w internecie.",
                        "We do not accept works that have been published online in full.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-hackathon",
        source="Teams may have between 2 and 5 members, and every participant must be at least 18 on 14 May 2027, the first day of the event. All code must be written during the 48-hour hacking period; you may use open-source libraries and public APIs, but pre-written project code is not allowed. Projects must be pushed to a public repository tagged `hackbridge-2027` before 12:00 on Sunday. The top three teams share a prize pool of €12,000. Judges will probably announce winners by 17:00.",
        good=[
            Good(
                "en",
                "Teams can be 2 to 5 people, and everyone has to be 18 or older on 14 May 2027, which is day one. You've got 48 hours to hack, and every line of code has to be written within them. Open-source libraries and public APIs are fine; bringing project code you wrote earlier isn't. Push your project to a public repo tagged `hackbridge-2027` before 12:00 on Sunday. The best three teams split €12,000 in prizes, and the judges will probably name the winners by 17:00.",
            ),
            Good(
                "pl",
                "Zespół może liczyć od 2 do 5 osób, a każdy uczestnik musi mieć ukończone 18 lat w dniu 14 maja 2027 r., czyli pierwszego dnia wydarzenia. Cały kod należy napisać w ciągu 48-godzinnego hackowania; wolno korzystać z bibliotek open source i publicznych API, ale nie z wcześniej przygotowanego kodu projektu. Projekt trzeba wypchnąć do publicznego repozytorium oznaczonego tagiem `hackbridge-2027` przed 12:00 w niedzielę. Trzy najlepsze zespoły podzielą się pulą nagród w wysokości 12 000 €. Jury prawdopodobnie ogłosi zwycięzców do 17:00.",
            ),
        ],
        bad=[
            Slip(0, [("`hackbridge-2027`", "`hackbridge2027`")], "code"),
            Slip(1, [("Jury prawdopodobnie ogłosi", "Jury ogłosi")], "hedge"),
            Slip(
                0,
                [
                    (
                        "split €12,000 in prizes",
                        "split €12,000 in prizes, and every member of the winning team also gets a laptop",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-repaircafe",
        source="The Repair Café meets on the last Saturday of every month from 10:00 to 13:00 at St Anne's Hall, 42 Mill Lane. Bring up to two broken items per visit; our volunteers will try to fix them with you, but we cannot guarantee a repair. We do not work on microwaves or anything containing refrigerant gas for safety reasons. Repairs are free, though a donation of around £3 is welcome. Spare parts, if needed, must be paid for by the owner.",
        good=[
            Good(
                "en",
                "Every month, on its last Saturday, the Repair Café runs from 10am to 1pm in St Anne's Hall, 42 Mill Lane. You can bring a maximum of two broken items each time, and a volunteer will attempt the repair together with you, although there's no guarantee it will work. For safety, microwaves and anything with refrigerant gas are off the list. There is no charge for repairs, but a donation of about £3 is appreciated. If a spare part is needed, the owner has to pay for it.",
            ),
            Good(
                "pl",
                "Repair Café działa w ostatnią sobotę każdego miesiąca, od 10:00 do 13:00, w St Anne's Hall przy 42 Mill Lane. Za jednym razem możesz przynieść najwyżej dwie zepsute rzeczy; wolontariusze spróbują naprawić je razem z tobą, ale nie obiecujemy, że się uda. Ze względów bezpieczeństwa nie bierzemy się za mikrofalówki ani za nic, co zawiera gaz chłodniczy. Naprawa jest darmowa, choć chętnie przyjmiemy datek, około 3 £. Części zamienne, jeśli będą potrzebne, musisz opłacić sam.",
            ),
        ],
        bad=[
            Slip(
                0, [("a maximum of two broken items", "a maximum of three broken items")], "number"
            ),
            Slip(1, [("ale nie obiecujemy, że się uda", "i gwarantujemy, że się uda")], "negation"),
            Slip(
                0,
                [("the owner has to pay for it", "the owner may be asked to pay for it")],
                "modality",
            ),
            Bad(
                "en",
                "Repair Café działa w ostatnią sobotę każdego miesiąca, od 10:00 do 13:00, w St Anne's Hall przy 42 Mill Lane. Podczas jednej wizyty możesz przynieść najwyżej dwie zepsute rzeczy; wolontariusze spróbują naprawić je razem z tobą, ale nie obiecujemy, że się uda. Ze względów bezpieczeństwa nie bierzemy się za mikrofalówki ani za nic, co zawiera gaz chłodniczy. Naprawa jest darmowa, choć chętnie przyjmiemy datek, około 3 £. Części zamienne, jeśli będą potrzebne, musisz opłacić sam.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-canalboat",
        source="Boats must be returned to the Brinklow marina by 09:00 on the last day of hire; late returns are charged at £60 per hour. Hirers must be at least 21 years old, and at least two adults should be on board at all times. A refundable security deposit of £300 is taken on arrival. Pets are welcome on most boats, up to a maximum of two dogs, for a fee of £40 per week. The speed limit on the canal is 4 mph, and you must not moor on lock landings. Trial lessons take approximately one hour.",
        good=[
            Good(
                "en",
                "Hire boats are to be back at Brinklow marina by 09:00 on the final day of the hire, and late returns are charged at £60 an hour. Anyone hiring a boat must be aged 21 or over, and we recommend having at least two adults on board at all times. On arrival we take a £300 security deposit, which is refundable. Most of our boats accept pets (no more than two dogs) at £40 a week. Keep to the 4 mph canal speed limit and never moor on lock landings. Trial lessons last roughly an hour.",
            ),
            Good(
                "pl",
                "Łódź należy zwrócić do przystani Brinklow do godz. 09:00 ostatniego dnia wynajmu; za spóźnienie pobieramy 60 £ za każdą godzinę. Wynajmujący muszą mieć ukończone 21 lat, a na pokładzie przez cały czas powinny przebywać co najmniej dwie osoby dorosłe. Przy odbiorze pobieramy zwrotną kaucję w wysokości 300 £. Na większość łodzi można zabrać zwierzęta, maksymalnie dwa psy, za opłatą 40 £ tygodniowo. Na kanale obowiązuje ograniczenie prędkości do 4 mph i nie wolno cumować przy pomostach śluz. Lekcja próbna trwa mniej więcej godzinę.",
            ),
        ],
        bad=[
            Slip(0, [("4 mph", "6 mph")], "number"),
            Slip(1, [("powinny przebywać", "muszą przebywać")], "modality"),
            Slip(
                1,
                [("Lekcja próbna trwa mniej więcej godzinę.", "Lekcja próbna trwa godzinę.")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-archery",
        source="New members must complete the club's six-week beginners' course (£85, equipment included) before shooting unsupervised. Juniors aged 8 to 17 may join, but under-14s must be accompanied by a parent at every session. Shooting on the field takes place on Tuesdays and Thursdays from 18:30 to 20:30 between April and September; in winter we move indoors to Harcourt Sports Centre. Nobody may cross the shooting line until the field captain calls \"collect\". Our rules follow Archery GB's Rules of Shooting, Part 2, Rule 203.",
        good=[
            Good(
                "en",
                "Before you shoot without supervision, you have to finish our six-week beginners' course. It costs £85 and equipment is included. Juniors from 8 to 17 are welcome, although anyone under 14 needs a parent with them at every session. From April to September we shoot outdoors on Tuesdays and Thursdays, 6:30 to 8:30 pm; over the winter we move inside to Harcourt Sports Centre. No one is allowed to cross the shooting line until the field captain calls \"collect\". The club follows Archery GB's Rules of Shooting, Part 2, Rule 203.",
            ),
            Good(
                "pl",
                "Nowi członkowie muszą ukończyć sześciotygodniowy kurs dla początkujących (85 £, sprzęt w cenie), zanim zaczną strzelać bez nadzoru. Przyjmujemy juniorów w wieku od 8 do 17 lat, ale dzieci poniżej 14 lat muszą na każde zajęcia przychodzić z rodzicem. Od kwietnia do września strzelamy na polu we wtorki i czwartki w godz. 18:30–20:30, a zimą przenosimy się do hali Harcourt Sports Centre. Nikomu nie wolno przekraczać linii strzału, dopóki kapitan pola nie zawoła „collect”. Zasady klubu opierają się na Rules of Shooting Archery GB, część 2, przepis 203.",
            ),
        ],
        bad=[
            Slip(0, [("Rule 203", "Rule 230")], "legal_reference"),
            Slip(1, [("sześciotygodniowy kurs", "czterotygodniowy kurs")], "number"),
            Slip(
                0,
                [
                    (
                        "Juniors from 8 to 17 are welcome",
                        "Juniors from 8 to 17 are welcome and get a 50% discount on the course",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-escooter",
        source="To ride a ZipGo e-scooter you must be 18 or over and hold a full or provisional driving licence. Unlocking costs £1, then £0.20 per minute; a 30-day pass is available for £39.99. Scooters are limited to 15.5 mph and must not be ridden on pavements. Parking is only allowed in the marked bays shown in the app; if you end a ride outside a bay, we may charge a £25 relocation fee. Helmets are strongly recommended but not mandatory. Full terms: zipgo.co.uk/terms#parking.",
        good=[
            Good(
                "en",
                "You'll need to be at least 18, with a full or provisional driving licence, to hop on a ZipGo e-scooter. It's £1 to unlock and 20p a minute after that, or grab a 30-day pass for £39.99. Top speed is capped at 15.5 mph, and pavements are a no-go. Only park in the marked bays you see in the app; finish a ride anywhere else and you could be hit with a £25 relocation fee. We'd strongly suggest a helmet, but you don't have to wear one. Full terms at zipgo.co.uk/terms#parking.",
            ),
            Good(
                "pl",
                "Aby jeździć hulajnogą elektryczną ZipGo, trzeba mieć co najmniej 18 lat oraz pełne lub tymczasowe prawo jazdy. Odblokowanie kosztuje 1 £, a każda minuta jazdy 0,20 £; dostępny jest też karnet 30-dniowy za 39,99 £. Prędkość hulajnóg jest ograniczona do 15,5 mph i nie wolno nimi jeździć po chodnikach. Parkować można wyłącznie w oznaczonych strefach widocznych w aplikacji; jeśli zakończysz przejazd poza strefą, możemy naliczyć opłatę za przestawienie w wysokości 25 £. Kask jest zdecydowanie zalecany, ale nie obowiązkowy. Pełny regulamin: zipgo.co.uk/terms#parking.",
            ),
        ],
        bad=[
            Slip(0, [("zipgo.co.uk/terms#parking", "zipgo.co.uk/terms")], "url"),
            Slip(
                1,
                [
                    (
                        "Kask jest zdecydowanie zalecany, ale nie obowiązkowy.",
                        "Kask jest obowiązkowy.",
                    )
                ],
                "modality",
            ),
            Slip(0, [("a 30-day pass for £39.99", "a 30-day pass for £49.99")], "number"),
            Bad(
                "en",
                "Żeby jeździć hulajnogą elektryczną ZipGo, trzeba mieć co najmniej 18 lat oraz pełne lub tymczasowe prawo jazdy. Odblokowanie kosztuje 1 £, a każda minuta jazdy 0,20 £; dostępny jest też karnet 30-dniowy za 39,99 £. Prędkość hulajnóg jest ograniczona do 15,5 mph i nie wolno nimi jeździć po chodnikach. Parkować można wyłącznie w oznaczonych strefach widocznych w aplikacji; jeśli zakończysz przejazd poza strefą, możemy naliczyć opłatę za przestawienie w wysokości 25 £. Kask jest zdecydowanie zalecany, ale nie obowiązkowy. Pełny regulamin: zipgo.co.uk/terms#parking.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-greenroofs",
        source="Urban green roofs have been proposed as a means of reducing stormwater runoff (Berndtsson, 2010; Liu & Chen, 2019). We monitored 14 extensive green roofs in Rotterdam between April 2021 and March 2023 and found a mean annual retention of 48% (SD 9%), somewhat lower than the 60% reported by earlier studies [12]. Retention dropped significantly during winter months (p < 0.01). These results suggest that substrate depth, rather than vegetation type, is probably the main driver of performance, although our sample did not include intensive roofs.",
        good=[
            Good(
                "en",
                "Green roofs in cities have been put forward as a way to reduce stormwater runoff (Berndtsson, 2010; Liu & Chen, 2019). Fourteen extensive green roofs in Rotterdam were monitored from April 2021 to March 2023. Mean annual retention was 48% (SD 9%), somewhat below the 60% reported in earlier work [12], and it fell significantly in the winter months (p < 0.01). The findings suggest that performance is probably driven mainly by substrate depth rather than by vegetation type; intensive roofs, however, were not included in the sample.",
            ),
            Good(
                "pl",
                "Zielone dachy w miastach proponuje się jako sposób ograniczania spływu wód opadowych (Berndtsson, 2010; Liu & Chen, 2019). W okresie od kwietnia 2021 r. do marca 2023 r. monitorowano 14 ekstensywnych zielonych dachów w Rotterdamie. Średnia roczna retencja wyniosła 48% (SD 9%), a więc nieco mniej niż 60% odnotowane we wcześniejszych badaniach [12]. W miesiącach zimowych retencja istotnie spadała (p < 0,01). Wyniki wskazują, że głównym czynnikiem decydującym o skuteczności jest prawdopodobnie głębokość substratu, a nie rodzaj roślinności, choć próba nie obejmowała dachów intensywnych.",
            ),
            Good(
                "en",
                "Can green roofs help cities cope with stormwater? They have been proposed for exactly that (Berndtsson, 2010; Liu & Chen, 2019). Between April 2021 and March 2023, researchers monitored 14 extensive green roofs in Rotterdam and found that they retained 48% of rainfall a year on average (SD 9%), somewhat less than the 60% reported by earlier studies [12]. Retention fell significantly in winter (p < 0.01). The results suggest that substrate depth, not the type of vegetation, is probably what matters most, although no intensive roofs were included in the sample.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(Berndtsson, 2010; Liu & Chen, 2019)", "(Berndtsson, 2010; Liu, 2019)")],
                "citation",
            ),
            Slip(1, [("jest prawdopodobnie głębokość", "jest głębokość")], "hedge"),
            Slip(0, [("earlier work [12]", "earlier work [21]")], "citation"),
            Slip(2, [("is probably what matters most", "is what matters most")], "hedge"),
        ],
    ),
    Case(
        key="en-streettrading",
        source="12.—(1) Subject to subsection (4), no person may engage in street trading in a licence street unless authorised to do so by a street trading licence granted under section 3. (2) A licence shall not be granted to a person under the age of 17. (3) A person who contravenes subsection (1) commits an offence and is liable on summary conviction to a fine not exceeding level 3 on the standard scale. (4) Subsection (1) does not apply to the sale of newspapers or periodicals. (5) The council may revoke a licence if the holder has, without reasonable excuse, failed to trade for a period of 28 days or more.",
        good=[
            Good(
                "en",
                "Section 12 means you may not trade in a licence street without a street trading licence granted under section 3. There is one exception, in subsection (4): selling newspapers or periodicals needs no licence. Nobody under 17 can be granted a licence. Trading in breach of subsection (1) is an offence, punishable on summary conviction by a fine of up to level 3 on the standard scale. The council may revoke a licence where the holder, without a reasonable excuse, has not traded for 28 days or longer.",
            ),
            Good(
                "pl",
                "Sekcja 12. (1) Z zastrzeżeniem ust. 4 nikt nie może prowadzić handlu ulicznego na ulicy objętej licencjonowaniem bez licencji na handel uliczny udzielonej na podstawie sekcji 3. (2) Licencji nie udziela się osobie, która nie ukończyła 17 lat. (3) Kto narusza ust. 1, popełnia przestępstwo i podlega w postępowaniu uproszczonym grzywnie nieprzekraczającej poziomu 3 skali standardowej. (4) Ust. 1 nie stosuje się do sprzedaży gazet i czasopism. (5) Rada może cofnąć licencję, jeżeli jej posiadacz bez uzasadnionej przyczyny nie prowadził handlu przez okres 28 dni lub dłuższy.",
            ),
        ],
        bad=[
            Slip(0, [("granted under section 3", "granted under section 13")], "legal_reference"),
            Slip(1, [("która nie ukończyła 17 lat", "która nie ukończyła 18 lat")], "number"),
            Slip(0, [("The council may revoke", "The council must revoke")], "modality"),
            Slip(
                1, [("(4) Ust. 1 nie stosuje się", "(4) Ust. 2 nie stosuje się")], "legal_reference"
            ),
        ],
    ),
    Case(
        key="en-foodbank",
        source="In the year to 31 March 2026, Riverside Food Bank distributed 412,000 meals, up 17% on the previous year, through 9 distribution centres. Total income was £1.84 million, of which 62% came from individual donors and 21% from grants. Around 1,150 volunteers gave an estimated 96,000 hours of their time. Demand continues to outpace supply, and the trustees expect that a second warehouse will probably be needed by 2028. The full accounts are available at riversidefoodbank.org.uk/reports/2026.",
        good=[
            Good(
                "en",
                "Riverside Food Bank handed out 412,000 meals in the twelve months to 31 March 2026, 17% more than a year earlier, from its 9 distribution centres. Its income reached £1.84 million, with individual donors providing 62% and grants 21%. Some 1,150 volunteers put in an estimated 96,000 hours. With demand still outstripping supply, the trustees believe a second warehouse will probably be required by 2028. Full accounts are published at riversidefoodbank.org.uk/reports/2026.",
            ),
            Good(
                "pl",
                "W roku zakończonym 31 marca 2026 r. Riverside Food Bank wydał za pośrednictwem 9 punktów dystrybucji 412 000 posiłków, o 17% więcej niż rok wcześniej. Łączne przychody wyniosły 1,84 mln £, z czego 62% pochodziło od darczyńców indywidualnych, a 21% z grantów. Około 1150 wolontariuszy przepracowało szacunkowo 96 000 godzin. Popyt nadal przewyższa podaż, a zarząd powierniczy spodziewa się, że do 2028 r. prawdopodobnie potrzebny będzie drugi magazyn. Pełne sprawozdanie finansowe jest dostępne pod adresem riversidefoodbank.org.uk/reports/2026.",
            ),
        ],
        bad=[
            Slip(0, [("17% more", "19% more")], "number"),
            Slip(
                1,
                [
                    (
                        "riversidefoodbank.org.uk/reports/2026",
                        "riversidefoodbank.org.uk/reports/2025",
                    )
                ],
                "url",
            ),
            Slip(0, [("Some 1,150 volunteers", "1,150 volunteers")], "hedge"),
        ],
    ),
    Case(
        key="en-job",
        source="Harbourline Logistics is hiring a Warehouse Team Leader for its Felixstowe site. The role is full-time (40 hours a week, including one weekend shift in four) and pays £34,500 a year plus a 10% night-shift allowance. Candidates must hold a valid counterbalance forklift licence and should have at least 2 years' supervisory experience. A degree is not required. The closing date is 9 January 2027; interviews will probably take place in the week of 18 January. Apply with a CV to careers@harbourline.co.uk, quoting reference WTL-0427.",
        good=[
            Good(
                "en",
                "Warehouse Team Leader, Felixstowe: Harbourline Logistics. This full-time post (40 hours per week, with one weekend shift in every four) offers a salary of £34,500 per year plus a 10% allowance for night shifts. A valid counterbalance forklift licence is essential, and ideally you will bring at least 2 years of supervisory experience; no degree is needed. Applications close on 9 January 2027, and interviews are likely to be held in the week beginning 18 January. Send your CV to careers@harbourline.co.uk, quoting reference WTL-0427.",
            ),
            Good(
                "pl",
                "Harbourline Logistics zatrudni kierownika zespołu magazynowego (Warehouse Team Leader) w oddziale w Felixstowe. Praca na pełny etat (40 godzin tygodniowo, w tym jedna zmiana weekendowa na cztery) z wynagrodzeniem 34 500 £ rocznie oraz 10% dodatkiem za pracę w nocy. Kandydaci muszą mieć ważne uprawnienia na wózek widłowy czołowy (counterbalance) i powinni mieć co najmniej 2 lata doświadczenia na stanowisku kierowniczym. Wykształcenie wyższe nie jest wymagane. Termin składania aplikacji upływa 9 stycznia 2027 r.; rozmowy kwalifikacyjne odbędą się prawdopodobnie w tygodniu od 18 stycznia. CV prosimy przesyłać na adres careers@harbourline.co.uk z dopiskiem WTL-0427.",
            ),
        ],
        bad=[
            Slip(0, [("9 January 2027", "19 January 2027")], "date"),
            Slip(
                1,
                [
                    (
                        "Wykształcenie wyższe nie jest wymagane.",
                        "Wymagane jest wykształcenie wyższe.",
                    )
                ],
                "negation",
            ),
            Slip(0, [("WTL-0427", "WTL-0472")], "code"),
        ],
    ),
    Case(
        key="en-labsafety",
        source="Before working with hydrofluoric acid (HF), staff must complete the HF-specific training module and read SOP-CHEM-017. Work must be carried out in a fume hood, and nitrile gloves alone are not sufficient: wear neoprene gloves over nitrile ones. Calcium gluconate gel (2.5%) must be available within reach before any HF container is opened. In case of skin contact, rinse with water for 5 minutes, apply the gel and call extension 4444. Nobody may work with HF alone or outside normal hours (08:00–18:00).",
        good=[
            Good(
                "preserve",
                "Complete the HF-specific training module and read SOP-CHEM-017 before you handle hydrofluoric acid (HF). Always work in a fume hood. Nitrile gloves on their own are not enough, so put neoprene gloves on top of them. Have 2.5% calcium gluconate gel within reach before you open any HF container. If HF touches your skin, rinse with water for 5 minutes, apply the gel and call extension 4444. Never work with HF alone, and never outside normal hours (08:00–18:00).",
            ),
            Good(
                "pl",
                "Przed rozpoczęciem pracy z kwasem fluorowodorowym (HF) pracownicy muszą ukończyć moduł szkoleniowy dotyczący HF i zapoznać się z procedurą SOP-CHEM-017. Prace należy prowadzić pod dygestorium. Same rękawice nitrylowe nie wystarczą: na rękawice nitrylowe trzeba założyć neoprenowe. Zanim otworzy się jakikolwiek pojemnik z HF, w zasięgu ręki musi znajdować się żel z glukonianem wapnia (2,5%). W razie kontaktu ze skórą należy spłukiwać ją wodą przez 5 minut, nałożyć żel i zadzwonić pod numer wewnętrzny 4444. Nikomu nie wolno pracować z HF w pojedynkę ani poza normalnymi godzinami pracy (08:00–18:00).",
            ),
        ],
        bad=[
            Slip(0, [("SOP-CHEM-017", "SOP-CHEM-071")], "code"),
            Slip(
                1,
                [
                    (
                        "Same rękawice nitrylowe nie wystarczą: na rękawice nitrylowe trzeba założyć neoprenowe.",
                        "Wystarczą same rękawice nitrylowe.",
                    )
                ],
                "negation",
            ),
            Slip(
                0, [("rinse with water for 5 minutes", "rinse with water for 15 minutes")], "number"
            ),
        ],
    ),
    Case(
        key="en-patchnotes",
        source="## Patch 3.4.2 — 12 November 2026\n\n### Balance\n- **Frost Archer**: base damage reduced from 48 to 44.\n- The `shield_regen_delay` is now 3.0 s (was 2.5 s).\n\n### Fixes\n- Fixed a crash when leaving a ranked match during the loading screen.\n- Players can no longer stack more than 3 speed buffs.\n\nKnown issue: voice chat may cut out on some Linux systems. See the [full notes](https://forum.emberfall.gg/patch-3-4-2).",
        good=[
            Good(
                "preserve",
                "## Patch 3.4.2 — 12 November 2026\n\n### Balance\n- **Frost Archer** hits a bit softer now: base damage goes down from 48 to 44.\n- `shield_regen_delay` bumped to 3.0 s (it used to be 2.5 s).\n\n### Fixes\n- No more crash if you quit a ranked match while it's still on the loading screen.\n- You can't stack more than 3 speed buffs anymore.\n\nHeads-up: on some Linux systems voice chat might drop out. Everything else is in the [full notes](https://forum.emberfall.gg/patch-3-4-2).",
            ),
            Good(
                "pl",
                "## Łatka 3.4.2 — 12 listopada 2026\n\n### Balans\n- **Frost Archer**: obrażenia bazowe zmniejszone z 48 do 44.\n- `shield_regen_delay` wynosi teraz 3,0 s (wcześniej 2,5 s).\n\n### Poprawki\n- Naprawiono awarię gry przy wychodzeniu z meczu rankingowego podczas ekranu ładowania.\n- Gracze nie mogą już łączyć więcej niż 3 wzmocnień szybkości.\n\nZnany problem: na niektórych systemach Linux czat głosowy może się rozłączać. Szczegóły w [pełnych informacjach o łatce](https://forum.emberfall.gg/patch-3-4-2).",
            ),
        ],
        bad=[
            Slip(0, [("### Fixes\n", "Fixes:\n")], "markdown"),
            Slip(1, [("`shield_regen_delay`", "`shield_regen_time`")], "code"),
            Slip(0, [("from 48 to 44", "from 48 to 40")], "number"),
            Slip(1, [("czat głosowy może się rozłączać", "czat głosowy się rozłącza")], "hedge"),
        ],
    ),
    Case(
        key="en-dishwasher",
        source="Before first use, fill the salt container with about 1 kg of dishwasher salt and set the water hardness level (see section 5.2). Do not use table salt, as it may damage the water softener. The Eco 50° programme takes around 3 h 40 min and is the most efficient for normally soiled loads. Wooden utensils, cast iron and hand-painted porcelain should not be washed in the appliance. If error code E24 appears, check that the drain hose is not kinked; the filter must be cleaned at least once a month.",
        good=[
            Good(
                "en",
                "Fill the salt container with roughly 1 kg of dishwasher salt before using the machine for the first time, then set the water hardness level as described in section 5.2. Don't use table salt: it may damage the water softener. For normally soiled dishes, Eco 50° is the most efficient programme; it runs for about 3 hours 40 minutes. It's best not to put wooden utensils, cast iron or hand-painted porcelain in the dishwasher. Seeing error code E24? Check the drain hose for kinks. The filter has to be cleaned at least once a month.",
            ),
            Good(
                "pl",
                "Przed pierwszym użyciem wsyp do pojemnika na sól około 1 kg soli do zmywarek i ustaw poziom twardości wody (zob. punkt 5.2). Nie używaj soli kuchennej, bo może uszkodzić zmiękczacz wody. Program Eco 50° trwa mniej więcej 3 godz. 40 min i jest najbardziej oszczędny przy normalnie zabrudzonych naczyniach. Drewnianych przyborów, naczyń żeliwnych ani ręcznie malowanej porcelany nie powinno się myć w urządzeniu. Jeśli pojawi się kod błędu E24, sprawdź, czy wąż odpływowy nie jest zagięty. Filtr trzeba czyścić co najmniej raz w miesiącu.",
            ),
        ],
        bad=[
            Slip(0, [("error code E24", "error code E42")], "code"),
            Slip(1, [("(zob. punkt 5.2)", "(zob. punkt 5.3)")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "Nie używaj soli kuchennej, bo może uszkodzić zmiękczacz wody.",
                        "Można też używać soli kuchennej.",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [("The filter has to be cleaned", "The filter should ideally be cleaned")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-boilwater",
        source="Boil water notice, issued 3 December 2026 at 14:00. Following the detection of E. coli at the Westfield reservoir, customers in postcodes HX3 and HX4 must boil all tap water before drinking, brushing teeth or preparing food. Bring water to a rolling boil and let it cool for at least 30 minutes. Tap water is safe for bathing adults, but babies should be washed in boiled, cooled water. Bottled water is available at Westfield Leisure Centre from 08:00 to 20:00. The notice will probably remain in place for at least 72 hours. Updates: calderwater.co.uk/notices.",
        good=[
            Good(
                "en",
                "Households in the HX3 and HX4 postcodes have been told they must boil all tap water before drinking it, cleaning their teeth with it or using it to prepare food, after E. coli was found at Westfield reservoir. The notice was issued at 14:00 on 3 December 2026. Water needs to be brought to a rolling boil and then left to cool for 30 minutes or more. Adults can safely bathe in tap water, but babies should be washed in water that has been boiled and cooled. Bottled water is being handed out at Westfield Leisure Centre between 08:00 and 20:00. The notice will probably stay in force for at least 72 hours; updates are posted at calderwater.co.uk/notices.",
            ),
            Good(
                "pl",
                "Komunikat o konieczności przegotowania wody, wydany 3 grudnia 2026 r. o godz. 14:00. W związku z wykryciem bakterii E. coli w zbiorniku Westfield odbiorcy z kodów pocztowych HX3 i HX4 muszą przegotowywać całą wodę z kranu przed piciem, myciem zębów i przygotowywaniem posiłków. Wodę należy doprowadzić do intensywnego wrzenia i studzić co najmniej 30 minut. Dorośli mogą bezpiecznie kąpać się w wodzie z kranu, ale niemowlęta powinno się myć w wodzie przegotowanej i ostudzonej. Wodę butelkowaną można odebrać w Westfield Leisure Centre w godz. 08:00–20:00. Komunikat prawdopodobnie będzie obowiązywał co najmniej 72 godziny. Aktualizacje: calderwater.co.uk/notices.",
            ),
            Good(
                "en",
                "If you live in postcode HX3 or HX4, boil all your tap water before you drink it, brush your teeth with it or use it for food. E. coli has been found at Westfield reservoir. Heat the water until it is boiling hard, then leave it to cool for at least 30 minutes. Adults can safely bathe in tap water, but babies should be washed in water that has been boiled and cooled. You can pick up bottled water at Westfield Leisure Centre from 08:00 to 20:00. This notice, issued on 3 December 2026 at 14:00, will probably stay in place for at least 72 hours. Check calderwater.co.uk/notices for updates.",
            ),
        ],
        bad=[
            Slip(1, [("co najmniej 72 godziny", "co najmniej 48 godzin")], "number"),
            Slip(0, [("3 December 2026", "2 December 2026")], "date"),
            Slip(
                1,
                [
                    (
                        "Dorośli mogą bezpiecznie kąpać się w wodzie z kranu, ale niemowlęta powinno się myć w wodzie przegotowanej i ostudzonej.",
                        "Tap water is safe for bathing adults, but babies should be washed in boiled, cooled water.",
                    )
                ],
                "wrong_language",
            ),
            Slip(0, [("calderwater.co.uk/notices", "calderwater.co.uk")], "url"),
            Slip(2, [("at least 30 minutes", "at least 10 minutes")], "number"),
        ],
    ),
    Case(
        key="en-factory",
        source='Carrow Ceramics will close its Stoke-on-Trent factory by the end of June 2027, putting 340 jobs at risk, the company said on Tuesday. Production will move to a plant in Portugal, where costs are around 30% lower. Chief executive Helen Marsh said the decision "was not taken lightly" and that staff would be offered redeployment where possible. The GMB union called the move "a betrayal" and said it would seek talks. The site has made tableware since 1896. Local MP Dan Pryce said he had not been consulted.',
        good=[
            Good(
                "preserve",
                '340 jobs are at risk after Carrow Ceramics announced on Tuesday that it will shut its Stoke-on-Trent factory, which has produced tableware since 1896, by the end of June 2027. Manufacturing is moving to a plant in Portugal, where costs are roughly 30% lower. Chief executive Helen Marsh said the decision "was not taken lightly" and that staff would be offered redeployment where possible. The GMB union, which branded the move "a betrayal", said it would seek talks, while local MP Dan Pryce said nobody had consulted him.',
            ),
            Good(
                "pl",
                "Firma Carrow Ceramics zamknie fabrykę w Stoke-on-Trent do końca czerwca 2027 r., poinformowała we wtorek. Zagrożonych jest 340 miejsc pracy. Produkcja zostanie przeniesiona do zakładu w Portugalii, gdzie koszty są o około 30% niższe. Prezes Helen Marsh powiedziała, że decyzja „nie została podjęta lekko”, a pracownikom w miarę możliwości zostaną zaproponowane inne stanowiska. Związek zawodowy GMB nazwał tę decyzję „zdradą” i zapowiedział, że będzie dążył do rozmów. Zakład produkuje zastawę stołową od 1896 r. Miejscowy poseł Dan Pryce stwierdził, że nikt się z nim nie konsultował.",
            ),
        ],
        bad=[
            Slip(0, [("since 1896", "since 1869")], "number"),
            Slip(1, [("o około 30% niższe", "o 30% niższe")], "hedge"),
            Slip(
                0,
                [
                    (
                        "local MP Dan Pryce said nobody had consulted him",
                        "local MP Dan Pryce said he had been consulted",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Zakład produkuje zastawę stołową od 1896 r.",
                        "Zakład produkuje zastawę stołową od 1896 r., a w zeszłym roku przyniósł 12 mln £ straty.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-deposit",
        source="Your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it and give you the prescribed information in writing. The deposit cannot be more than five weeks' rent if the annual rent is under £50,000. At the end of the tenancy, the landlord should agree any deductions with you; if you dispute them, you can use the scheme's free dispute resolution service. You should get your deposit back within 10 days of agreeing the amount. See Housing Act 2004, section 213, or visit gov.uk/tenancy-deposit-protection.",
        good=[
            Good(
                "en",
                "Once your landlord has received your deposit, they have to put it in a government-approved protection scheme within 30 days and give you the prescribed information in writing. Where the yearly rent is below £50,000, the deposit is capped at five weeks' rent. When the tenancy ends, any deductions should be agreed between you and the landlord, and if you disagree with them you can turn to the scheme's dispute resolution service, which costs nothing. Once the amount is agreed, you should receive your deposit within 10 days. The rules are in section 213 of the Housing Act 2004 and at gov.uk/tenancy-deposit-protection.",
            ),
            Good(
                "pl",
                "Wynajmujący musi w ciągu 30 dni od otrzymania kaucji zabezpieczyć ją w zatwierdzonym przez rząd systemie ochrony depozytów i przekazać ci na piśmie wymagane informacje. Jeśli roczny czynsz jest niższy niż 50 000 £, kaucja nie może przekraczać czynszu za pięć tygodni. Po zakończeniu najmu wynajmujący powinien uzgodnić z tobą ewentualne potrącenia; jeśli się z nimi nie zgadzasz, możesz skorzystać z bezpłatnej procedury rozstrzygania sporów prowadzonej przez system. Kaucję powinieneś odzyskać w ciągu 10 dni od uzgodnienia kwoty. Podstawa prawna: Housing Act 2004, sekcja 213; więcej informacji na gov.uk/tenancy-deposit-protection.",
            ),
            Good(
                "pl",
                "Masz wynajmowane mieszkanie i wpłaciłeś kaucję? Właściciel ma 30 dni od jej otrzymania, żeby umieścić ją w zatwierdzonym przez rząd systemie ochrony depozytów, i musi przekazać ci na piśmie wymagane informacje. Przy rocznym czynszu poniżej 50 000 £ kaucja może wynosić najwyżej tyle, ile czynsz za pięć tygodni. Gdy najem się kończy, właściciel powinien uzgodnić z tobą ewentualne potrącenia, a jeśli się nie zgadzasz, możesz skorzystać z darmowego rozstrzygania sporów w ramach systemu. Po uzgodnieniu kwoty pieniądze powinny do ciebie wrócić w ciągu 10 dni. Więcej: sekcja 213 ustawy Housing Act 2004 oraz gov.uk/tenancy-deposit-protection.",
            ),
        ],
        bad=[
            Slip(0, [("section 213", "section 214")], "legal_reference"),
            Slip(1, [("w ciągu 30 dni", "w ciągu 14 dni")], "number"),
            Slip(0, [("gov.uk/tenancy-deposit-protection", "gov.uk/deposit-protection")], "url"),
            Slip(2, [("sekcja 213", "sekcja 231")], "legal_reference"),
        ],
    ),
    Case(
        key="en-choir",
        source="The Aldgate Chamber Choir is holding auditions for sopranos and tenors on 23 and 24 January 2027 at St Botolph's Church. Each audition lasts around 15 minutes and includes a prepared piece of your choice, sight-reading and a short aural test. You do not need to be able to read music fluently, but some experience of choral singing is expected. Successful singers must attend at least 80% of Thursday rehearsals (19:00–21:30). Membership is £120 per term; concessions are available. Book a slot at aldgatechoir.org/auditions by 10 January.",
        good=[
            Good(
                "en",
                "Sopranos and tenors, this one's for you: the Aldgate Chamber Choir is auditioning on 23 and 24 January 2027 at St Botolph's Church. Expect about 15 minutes, covering a piece you've prepared (your pick), some sight-reading and a quick aural test. Fluent music reading isn't a must, though we do expect a bit of choral experience. If you get in, you'll need to make at least 80% of our Thursday rehearsals, 7 to 9:30 pm. It's £120 a term, with concessions available. Grab a slot at aldgatechoir.org/auditions by 10 January.",
            ),
            Good(
                "pl",
                "Chór kameralny Aldgate Chamber Choir zaprasza soprany i tenory na przesłuchania, które odbędą się 23 i 24 stycznia 2027 r. w kościele St Botolph's. Przesłuchanie trwa około 15 minut i obejmuje przygotowany utwór według własnego wyboru, czytanie a vista oraz krótki test słuchu. Nie trzeba biegle czytać nut, ale oczekujemy pewnego doświadczenia w śpiewie chóralnym. Przyjęte osoby muszą uczestniczyć w co najmniej 80% czwartkowych prób (19:00–21:30). Składka wynosi 120 £ za semestr; dostępne są zniżki. Zapisy na konkretną godzinę: aldgatechoir.org/auditions, do 10 stycznia.",
            ),
        ],
        bad=[
            Slip(0, [("23 and 24 January 2027", "24 and 25 January 2027")], "date"),
            Slip(1, [("Nie trzeba biegle czytać nut", "Trzeba biegle czytać nuty")], "negation"),
            Slip(0, [("at least 80% of", "at least 70% of")], "number"),
            Slip(
                1, [("Przesłuchanie trwa około 15 minut", "Przesłuchanie trwa 15 minut")], "hedge"
            ),
        ],
    ),
    Case(
        key="en-nursery",
        source="From 1 April 2027, our full-day rate will rise from £68 to £72 and the half-day rate from £38 to £40. Eligible families can continue to claim up to 30 hours a week of funded childcare for 38 weeks a year; funded hours are not charged, but a consumables fee of £4.50 per day applies. Fees must be paid monthly in advance by the 5th of each month. We may charge £1 per minute for late collection after 18:00. Please note that fees are not reduced for sickness or holidays.",
        good=[
            Good(
                "en",
                "With effect from 1 April 2027, the full-day rate increases to £72 (currently £68) and the half-day rate to £40 (currently £38). Families who are eligible may still claim up to 30 hours per week of funded childcare across 38 weeks of the year. Funded hours are free of charge, but a £4.50 daily consumables fee is payable. Fees are to be paid monthly in advance and are due by the 5th of each month. Collection after 18:00 may incur a late fee of £1 per minute. Fees will not be reduced for absence due to illness or holidays.",
            ),
            Good(
                "pl",
                "Od 1 kwietnia 2027 r. opłata za pełny dzień wzrośnie z 68 £ do 72 £, a za pół dnia z 38 £ do 40 £. Rodziny, które mają do tego prawo, nadal mogą korzystać z maksymalnie 30 godzin finansowanej opieki tygodniowo przez 38 tygodni w roku. Za finansowane godziny nie płacicie, ale obowiązuje opłata za materiały w wysokości 4,50 £ dziennie. Opłaty trzeba wnosić co miesiąc z góry, do 5. dnia każdego miesiąca. Za odebranie dziecka po 18:00 możemy naliczyć 1 £ za każdą minutę spóźnienia. Pamiętajcie, że opłaty nie są obniżane z powodu choroby ani wyjazdów.",
            ),
        ],
        bad=[
            Slip(0, [("1 April 2027", "1 May 2027")], "date"),
            Slip(1, [("możemy naliczyć 1 £", "naliczymy 1 £")], "modality"),
            Slip(0, [("the half-day rate to £40", "the half-day rate to £42")], "number"),
            Slip(
                1,
                [
                    (
                        "Pamiętajcie, że opłaty nie są obniżane z powodu choroby ani wyjazdów.",
                        "Please note that fees are not reduced for sickness or holidays.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-psoriasistrial",
        source="In this randomised, double-blind trial (NCT04812345), 612 adults with moderate plaque psoriasis received either 150 mg of lumetrixab or placebo every 4 weeks. At week 16, 71% of patients in the treatment group achieved PASI 75, compared with 9% on placebo. Serious adverse events occurred in 3.1% and 2.8% of patients, respectively. The drug is not approved for use in children, and it should not be given to people with active tuberculosis. Results may not apply to patients with severe disease, who were excluded (Okafor et al., 2026).",
        good=[
            Good(
                "en",
                "The trial (NCT04812345) was randomised and double-blind. It enrolled 612 adults with moderate plaque psoriasis, who were given either lumetrixab 150 mg or a placebo once every 4 weeks. By week 16, PASI 75 had been reached by 71% of those on the drug versus 9% of those on placebo. Serious adverse events were seen in 3.1% of the treatment group and 2.8% of the placebo group. Lumetrixab is not approved for children and should not be used in people with active tuberculosis. Because patients with severe disease were excluded, the findings may not apply to them (Okafor et al., 2026).",
            ),
            Good(
                "pl",
                "W randomizowanym badaniu z podwójnie ślepą próbą (NCT04812345) 612 dorosłych z umiarkowaną łuszczycą plackowatą otrzymywało co 4 tygodnie 150 mg lumetrixabu lub placebo. W 16. tygodniu odpowiedź PASI 75 uzyskało 71% pacjentów z grupy leczonej wobec 9% w grupie placebo. Ciężkie zdarzenia niepożądane wystąpiły odpowiednio u 3,1% i 2,8% pacjentów. Lek nie jest dopuszczony do stosowania u dzieci i nie powinien być podawany osobom z czynną gruźlicą. Wyniki mogą nie dotyczyć pacjentów z ciężką postacią choroby, których wykluczono z badania (Okafor i wsp., 2026).",
            ),
        ],
        bad=[
            Slip(0, [("NCT04812345", "NCT04812354")], "code"),
            Slip(1, [("(Okafor i wsp., 2026)", "(Okafor i wsp., 2025)")], "citation"),
            Slip(0, [("versus 9% of those", "versus 19% of those")], "number"),
            Slip(1, [("Wyniki mogą nie dotyczyć", "Wyniki nie dotyczą")], "hedge"),
        ],
    ),
    Case(
        key="en-heritagerail",
        source="Santa Specials on the Wensley Valley Railway run on 5, 6, 12, 13 and 19–23 December 2026, departing Redmire at 10:15, 12:00 and 13:45. The return journey takes approximately 75 minutes, including a stop at Castle Bolton where every child meets Father Christmas. Tickets must be booked in advance at wvr.org.uk/santa; none will be sold on the day. Adult fares are £22, children (2–15) £18, and under-2s travel free but do not receive a gift. Please note that the station car park is not available on 20 December.",
        good=[
            Good(
                "en",
                "The Wensley Valley Railway's Santa Specials leave Redmire at 10:15, 12:00 and 13:45 on 5, 6, 12 and 13 December 2026 and every day from 19 to 23 December. The round trip lasts roughly an hour and a quarter and includes a stop at Castle Bolton, where each child gets to meet Father Christmas. Tickets are sold only in advance, at wvr.org.uk/santa, with no sales on the day. Fares are £22 for adults and £18 for children aged 2–15; under-2s ride free of charge, though without a gift. The station car park will be closed on 20 December.",
            ),
            Good(
                "pl",
                "Świąteczne pociągi Santa Specials kolei Wensley Valley Railway kursują 5, 6, 12, 13 oraz 19–23 grudnia 2026 r., z odjazdami ze stacji Redmire o 10:15, 12:00 i 13:45. Przejazd w obie strony trwa około 75 minut, łącznie z postojem w Castle Bolton, gdzie każde dziecko spotka się ze Świętym Mikołajem. Bilety trzeba zarezerwować wcześniej na stronie wvr.org.uk/santa; w dniu przejazdu nie będą sprzedawane. Bilet dla dorosłego kosztuje 22 £, dla dziecka (2–15 lat) 18 £, a dzieci poniżej 2 lat jeżdżą bezpłatnie, ale nie dostają prezentu. Uwaga: 20 grudnia parking przy stacji będzie niedostępny.",
            ),
        ],
        bad=[
            Slip(0, [("from 19 to 23 December", "from 19 to 24 December")], "date"),
            Slip(1, [("wvr.org.uk/santa", "wvr.org.uk/santa-specials")], "url"),
            Slip(1, [("ale nie dostają prezentu", "i też dostają prezent")], "negation"),
        ],
    ),
    Case(
        key="en-crematorium",
        source="From 4 January 2027, services at Oakfield Crematorium will be booked in 45-minute slots, of which up to 30 minutes may be used for the ceremony itself. Funeral directors must confirm the order of service no later than 48 hours before the service. Music can be played from our Wesley system or streamed; live webcasts cost £45 and recordings are kept for 28 days. Flowers may be left in the Garden of Remembrance but must not be placed on the lawns. Ashes are usually available for collection within 3 working days.",
        good=[
            Good(
                "en",
                "As of 4 January 2027, Oakfield Crematorium will allocate services in 45-minute slots, with a maximum of 30 minutes available for the ceremony. The funeral director has to confirm the order of service at least 48 hours in advance. Music may be played through our Wesley system or streamed. A live webcast is available for £45, and recordings are retained for 28 days. Flowers can be left in the Garden of Remembrance, but not on the lawns. Ashes can usually be collected within 3 working days.",
            ),
            Good(
                "pl",
                "Od 4 stycznia 2027 r. uroczystości w krematorium Oakfield będą rezerwowane w 45-minutowych przedziałach, z których na samą ceremonię można przeznaczyć maksymalnie 30 minut. Zakład pogrzebowy musi potwierdzić program uroczystości najpóźniej 48 godzin przed jej rozpoczęciem. Muzykę można odtwarzać z naszego systemu Wesley lub przez streaming; transmisja na żywo kosztuje 45 £, a nagrania przechowujemy przez 28 dni. Kwiaty można zostawić w Ogrodzie Pamięci, ale nie wolno kłaść ich na trawnikach. Prochy są zwykle gotowe do odbioru w ciągu 3 dni roboczych.",
            ),
        ],
        bad=[
            Slip(0, [("at least 48 hours in advance", "at least 24 hours in advance")], "number"),
            Slip(1, [("Prochy są zwykle gotowe", "Prochy są zawsze gotowe")], "hedge"),
            Slip(
                0,
                [
                    (
                        "recordings are retained for 28 days",
                        "recordings are retained for 28 days and can be ordered on DVD for £20",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("a nagrania przechowujemy przez 28 dni", "and recordings are kept for 28 days")],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-lasercutter",
        source="# Laser Cutter Rules\n\nYou **must** complete the induction before booking the Trotec Speedy 300. Bookings are made at [makerspace-hull.org/book](https://makerspace-hull.org/book) in slots of up to 2 hours.\n\n1. Never leave the cutter unattended while it is running.\n2. PVC and vinyl are **not allowed**, as they release chlorine gas.\n3. Acrylic up to 8 mm may be cut; thicker sheets need approval from a steward.\n\nMaterial costs are about £0.50 per minute of cutting time.",
        good=[
            Good(
                "preserve",
                "# Laser Cutter Rules\n\nThe Trotec Speedy 300 can only be booked once you have done the induction, which is **mandatory**. Book slots of 2 hours at most at [makerspace-hull.org/book](https://makerspace-hull.org/book).\n\n1. Stay with the cutter the whole time it is running.\n2. **No PVC or vinyl**: cutting them releases chlorine gas.\n3. You can cut acrylic up to 8 mm thick; for thicker sheets, get a steward's approval first.\n\nMaterials cost roughly £0.50 per minute of cutting.",
            ),
            Good(
                "pl",
                "# Zasady korzystania z wycinarki laserowej\n\nPrzed zarezerwowaniem urządzenia Trotec Speedy 300 **musisz** przejść szkolenie wprowadzające. Rezerwacje w blokach do 2 godzin przyjmujemy na stronie [makerspace-hull.org/book](https://makerspace-hull.org/book).\n\n1. Nigdy nie zostawiaj pracującej wycinarki bez nadzoru.\n2. PVC i winyl są **zabronione**, ponieważ wydzielają chlor.\n3. Można ciąć akryl o grubości do 8 mm; grubsze płyty wymagają zgody opiekuna pracowni.\n\nKoszt materiałów wynosi około 0,50 £ za minutę cięcia.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    ("1. Stay with", "Stay with"),
                    ("2. **No PVC", "**No PVC"),
                    ("3. You can cut", "You can cut"),
                ],
                "markdown",
            ),
            Slip(1, [("akryl o grubości do 8 mm", "akryl o grubości do 10 mm")], "number"),
            Slip(
                0,
                [("(https://makerspace-hull.org/book)", "(https://makerspace-hull.org/booking)")],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "# Zasady korzystania z wycinarki laserowej\n\n",
                        "Zasady korzystania z wycinarki laserowej\n\n",
                    )
                ],
                "markdown",
            ),
        ],
    ),
    Case(
        key="en-sleepreview",
        source="Adolescents who sleep fewer than 8 hours a night show poorer attention and mood regulation (Carskadon, 2011; Owens et al., 2014). A meta-analysis of 23 studies found that delaying school start times by at least 30 minutes increased average sleep by 29 minutes [4]. However, most of the included studies were observational, and effects on academic performance remain uncertain (Minges & Redeker, 2016). Some evidence suggests that evening screen use may partly explain the association, although this has not been confirmed in randomised trials [7, 9].",
        good=[
            Good(
                "en",
                "Poorer attention and mood regulation have been observed in adolescents sleeping less than 8 hours per night (Carskadon, 2011; Owens et al., 2014). According to a meta-analysis of 23 studies, moving school start times later by 30 minutes or more added an average of 29 minutes of sleep [4]. Most of the studies included were, however, observational, and whether academic performance is affected remains uncertain (Minges & Redeker, 2016). There is some evidence that screen use in the evening may partly account for the association, but randomised trials have not confirmed this [7, 9].",
            ),
            Good(
                "pl",
                "U nastolatków, którzy śpią mniej niż 8 godzin na dobę, obserwuje się gorszą uwagę i regulację nastroju (Carskadon, 2011; Owens i wsp., 2014). Metaanaliza 23 badań wykazała, że przesunięcie początku lekcji o co najmniej 30 minut wydłużało średni czas snu o 29 minut [4]. Większość uwzględnionych badań miała jednak charakter obserwacyjny, a wpływ na wyniki w nauce pozostaje niepewny (Minges i Redeker, 2016). Niektóre dane wskazują, że korzystanie z ekranów wieczorem może częściowo wyjaśniać ten związek, choć nie potwierdzono tego w badaniach randomizowanych [7, 9].",
            ),
        ],
        bad=[
            Slip(0, [("(Minges & Redeker, 2016)", "(Minges, 2016)")], "citation"),
            Slip(1, [("[7, 9]", "[7]")], "citation"),
            Slip(
                1,
                [
                    (
                        "Większość uwzględnionych badań miała jednak charakter obserwacyjny, a wpływ na wyniki w nauce pozostaje niepewny (Minges i Redeker, 2016).",
                        "However, most of the included studies were observational, and effects on academic performance remain uncertain (Minges & Redeker, 2016).",
                    )
                ],
                "wrong_language",
            ),
            Slip(0, [("may partly account", "partly accounts")], "hedge"),
        ],
    ),
    Case(
        key="en-coworking",
        source="## Members' Guide\n\n**Opening hours:** 07:00–22:00 on weekdays, 09:00–18:00 at weekends.\n\n- Hot desks cannot be reserved; fixed desks cost £240/month.\n- Meeting rooms may be booked for up to 3 hours via the `DeskHub` app.\n- Guests must be signed in at reception and may stay for a maximum of 2 days per month.\n\nWi-Fi network: `Loom-Members` (the password changes on the 1st of each month). Questions: [hello@loomwork.co](mailto:hello@loomwork.co)",
        good=[
            Good(
                "preserve",
                "## Members' Guide\n\n**Opening hours:** weekdays 07:00–22:00, weekends 09:00–18:00.\n\n- You can't reserve a hot desk; if you want a fixed one, it's £240/month.\n- Need a meeting room? Book it for up to 3 hours in the `DeskHub` app.\n- Bringing a guest? You have to sign them in at reception, and they can come for 2 days a month at most.\n\nWi-Fi: `Loom-Members`, and the password changes on the 1st of every month. Got questions? [hello@loomwork.co](mailto:hello@loomwork.co)",
            ),
            Good(
                "pl",
                "## Przewodnik dla członków\n\n**Godziny otwarcia:** w dni robocze 07:00–22:00, w weekendy 09:00–18:00.\n\n- Biurek rotacyjnych (hot desk) nie można rezerwować; stałe biurko kosztuje 240 £ miesięcznie.\n- Salki spotkań można rezerwować maksymalnie na 3 godziny w aplikacji `DeskHub`.\n- Goście muszą zostać wpisani w recepcji i mogą przebywać u nas najwyżej 2 dni w miesiącu.\n\nSieć Wi-Fi: `Loom-Members` (hasło zmienia się 1. dnia każdego miesiąca). Pytania: [hello@loomwork.co](mailto:hello@loomwork.co)",
            ),
        ],
        bad=[
            Slip(0, [("**Opening hours:**", "Opening hours:")], "markdown"),
            Slip(1, [("`Loom-Members`", "`Loom-Guest`")], "code"),
            Slip(0, [("You can't reserve a hot desk", "You can reserve a hot desk")], "negation"),
            Slip(
                1,
                [
                    (
                        "Goście muszą zostać wpisani w recepcji",
                        "Goście mogą zostać wpisani w recepcji",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "[hello@loomwork.co](mailto:hello@loomwork.co)",
                        "[hello@loomwork.com](mailto:hello@loomwork.com)",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-birdhide",
        source="The bird hide at Marsh Lane nature reserve will be closed for repairs from 8 to 19 February while the roof is replaced. The boardwalk and the main car park remain open as usual, and the feeding station by the visitor centre is unaffected. We apologise for any inconvenience and thank visitors for their patience. Sightings of bitterns have been reported near the reedbed in recent weeks, so it is still well worth a visit; please keep to the marked paths so that nesting birds are not disturbed.",
        good=[
            Good(
                "en",
                "Marsh Lane nature reserve's bird hide is shutting from 8 to 19 February so that its roof can be replaced. Visitors can still use the boardwalk and the main car park, and the feeding station next to the visitor centre is not affected. Bitterns have been spotted near the reedbed in the past few weeks, which makes a trip still worthwhile; the reserve asks everyone to stay on the marked paths to avoid disturbing nesting birds. It has apologised for the inconvenience and thanked visitors for their patience.",
            ),
            Good(
                "pl",
                "Czatownia ornitologiczna w rezerwacie Marsh Lane będzie zamknięta z powodu remontu od 8 do 19 lutego, kiedy wymieniany będzie dach. Kładka i główny parking pozostają otwarte jak zwykle, a karmnik przy centrum dla odwiedzających działa bez zmian. Przepraszamy za utrudnienia i dziękujemy za cierpliwość. W ostatnich tygodniach w pobliżu trzcinowiska widywano bąki, więc wizyta nadal jest warta zachodu; prosimy trzymać się oznakowanych ścieżek, aby nie płoszyć gniazdujących ptaków.",
            ),
        ],
        bad=[
            Slip(0, [("from 8 to 19 February", "from 8 to 16 February")], "date"),
            Slip(
                1,
                [
                    (
                        "Kładka i główny parking pozostają otwarte jak zwykle",
                        "Kładka i główny parking również będą zamknięte",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [("Bitterns have been spotted", "Bitterns and a pair of otters have been spotted")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-microplastics",
        source="Microplastic concentrations in the surface waters of Lake Vättern were measured at 36 sites in August 2024 using a 300 µm manta trawl, following the protocol of Eriksen et al. (2013). Mean abundance was 0.41 particles per m³, roughly half the value reported for Lake Geneva (Faure et al., 2015). Fibres accounted for 58% of particles. Concentrations were higher near the outflows of the two largest wastewater plants, although the difference was not statistically significant (p = 0.08). Sampling in a single month may not capture seasonal variation [18].",
        good=[
            Good(
                "en",
                "In August 2024, microplastics in the surface waters of Lake Vättern were sampled at 36 sites with a 300 µm manta trawl according to the protocol of Eriksen et al. (2013). The mean abundance of 0.41 particles per m³ was approximately half that reported for Lake Geneva (Faure et al., 2015), and 58% of the particles were fibres. Higher concentrations were recorded near the outflows of the two largest wastewater treatment plants; this difference, however, did not reach statistical significance (p = 0.08). Because sampling was limited to one month, seasonal variation may not have been captured [18].",
            ),
            Good(
                "pl",
                "Stężenie mikroplastiku w wodach powierzchniowych jeziora Vättern zmierzono w sierpniu 2024 r. w 36 punktach za pomocą sieci typu manta o oczku 300 µm, zgodnie z protokołem Eriksena i wsp. (2013). Średnia liczebność wyniosła 0,41 cząstki na m³, czyli mniej więcej połowę wartości podawanej dla Jeziora Genewskiego (Faure i wsp., 2015). Włókna stanowiły 58% cząstek. W pobliżu wylotów dwóch największych oczyszczalni ścieków stężenia były wyższe, choć różnica nie była istotna statystycznie (p = 0,08). Pobieranie próbek tylko w jednym miesiącu może nie uchwycić zmienności sezonowej [18].",
            ),
        ],
        bad=[
            Slip(0, [("(Faure et al., 2015)", "(Faure et al., 2017)")], "citation"),
            Slip(1, [("Eriksena i wsp. (2013)", "Eriksena (2013)")], "citation"),
            Slip(
                0,
                [
                    (
                        "this difference, however, did not reach statistical significance",
                        "this difference was statistically significant",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("Włókna stanowiły 58% cząstek.", "Fibres accounted for 58% of particles.")],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-bikeworkshop",
        source="### Bike Workshop — winter opening\n\nThe community bike workshop at **Unit 4, Canal Yard** is open on Wednesdays (17:00–20:00) and Saturdays (10:00–14:00) until 28 February.\n\n- Use of tools and stands is free for members.\n- Non-members pay £5 per session.\n- Children under 14 cannot use the workshop unless an adult stays with them.\n\nWe'll probably add a Sunday session in March. Details: [canalbikes.org/workshop](https://canalbikes.org/workshop)",
        good=[
            Good(
                "preserve",
                "### Bike Workshop — winter opening\n\nUntil 28 February you'll find the community bike workshop at **Unit 4, Canal Yard** open on Wednesdays from 17:00 to 20:00 and on Saturdays from 10:00 to 14:00.\n\n- Members can use the tools and stands for free.\n- If you're not a member, a session costs £5.\n- Under-14s can only use the workshop with an adult staying alongside them.\n\nA Sunday session will probably be added in March. More at [canalbikes.org/workshop](https://canalbikes.org/workshop)",
            ),
            Good(
                "pl",
                "### Warsztat rowerowy — godziny zimowe\n\nDo 28 lutego społeczny warsztat rowerowy w **Unit 4, Canal Yard** jest czynny w środy (17:00–20:00) i soboty (10:00–14:00).\n\n- Członkowie korzystają z narzędzi i stojaków bezpłatnie.\n- Osoby niebędące członkami płacą 5 £ za wizytę.\n- Dzieci poniżej 14 lat mogą korzystać z warsztatu tylko wtedy, gdy zostaje z nimi osoba dorosła.\n\nW marcu prawdopodobnie dojdzie niedzielny termin otwarcia. Szczegóły: [canalbikes.org/workshop](https://canalbikes.org/workshop)",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    ("- Members can", "Members can"),
                    ("- If you're", "If you're"),
                    ("- Under-14s", "Under-14s"),
                ],
                "markdown",
            ),
            Slip(
                1,
                [("### Warsztat rowerowy — godziny zimowe", "Warsztat rowerowy — godziny zimowe")],
                "markdown",
            ),
            Slip(
                0,
                [("A Sunday session will probably be added", "A Sunday session will be added")],
                "hedge",
            ),
            Slip(1, [("5 £ za wizytę", "3 £ za wizytę")], "number"),
        ],
    ),
    Case(
        key="en-kettlerecall",
        source="Brightway Appliances is recalling its KH-220 electric kettle, sold between 1 March and 30 September 2026, because the lid hinge may overheat. Check the batch code under the base: only codes beginning with 26A or 26B are affected. Stop using the kettle immediately and do not return it to the shop; we will collect it free of charge and issue a full refund of £34.99. To arrange collection, call 0800 046 1122 (Monday–Friday, 08:00–18:00) or visit brightway.co.uk/recall-kh220. No injuries have been reported.",
        good=[
            Good(
                "en",
                "Brightway Appliances has recalled its KH-220 electric kettle over fears that the lid hinge may overheat. The recall covers kettles sold from 1 March to 30 September 2026 whose batch code, printed under the base, starts with 26A or 26B; no other codes are affected. Owners are told to stop using the kettle straight away and not to take it back to the shop. Instead, the company will collect it at no cost and refund the full £34.99. Collections can be booked on 0800 046 1122, Monday to Friday between 08:00 and 18:00, or at brightway.co.uk/recall-kh220. No injuries have been reported.",
            ),
            Good(
                "pl",
                "Firma Brightway Appliances wycofuje z rynku czajnik elektryczny KH-220 sprzedawany od 1 marca do 30 września 2026 r., ponieważ zawias pokrywki może się przegrzewać. Sprawdź kod partii pod podstawą: problem dotyczy wyłącznie kodów zaczynających się od 26A lub 26B. Natychmiast przestań używać czajnika i nie zwracaj go do sklepu; odbierzemy go bezpłatnie i zwrócimy całą kwotę 34,99 £. Aby umówić odbiór, zadzwoń pod numer 0800 046 1122 (od poniedziałku do piątku, 08:00–18:00) lub wejdź na brightway.co.uk/recall-kh220. Nie odnotowano żadnych obrażeń.",
            ),
        ],
        bad=[
            Slip(0, [("starts with 26A or 26B", "starts with 26A or 28B")], "code"),
            Slip(1, [("brightway.co.uk/recall-kh220", "brightway.co.uk/recall")], "url"),
            Slip(
                0,
                [("No injuries have been reported.", "Two minor burns have been reported.")],
                "invented_fact",
            ),
            Slip(1, [("i nie zwracaj go do sklepu", "lub zwróć go do sklepu")], "negation"),
            Slip(0, [("30 September 2026", "30 November 2026")], "date"),
        ],
    ),
    Case(
        key="en-drones",
        source="Under Article 4(1) of Regulation (EU) 2019/947, drones in the 'open' category must be kept below a height of 120 metres and within the remote pilot's visual line of sight. Operators of drones weighing 250 g or more, or fitted with a camera, must register with the national aviation authority in accordance with Article 14(5). Flying over assemblies of people is not permitted in the open category. Remote pilots should check local airspace restrictions before every flight, and national rules may add further no-fly zones, for example within 5 km of airports.",
        good=[
            Good(
                "en",
                "Article 4(1) of Regulation (EU) 2019/947 says that in the 'open' category you have to fly below 120 metres and keep the drone within your own visual line of sight. If your drone weighs 250 g or more, or has a camera, you must register as an operator with the national aviation authority (Article 14(5)). You are not allowed to fly over assemblies of people in the open category. It's a good idea to check local airspace restrictions before every flight, since national rules may add more no-fly zones, for example within 5 km of an airport.",
            ),
            Good(
                "pl",
                "Zgodnie z art. 4 ust. 1 rozporządzenia (UE) 2019/947 drony w kategorii „otwartej” muszą latać poniżej 120 metrów i pozostawać w zasięgu wzroku pilota. Operatorzy dronów o masie 250 g lub większej albo wyposażonych w kamerę muszą zarejestrować się w krajowym urzędzie lotnictwa cywilnego, zgodnie z art. 14 ust. 5. W kategorii otwartej nie wolno latać nad zgromadzeniami ludzi. Piloci powinni przed każdym lotem sprawdzić lokalne ograniczenia przestrzeni powietrznej, a przepisy krajowe mogą wprowadzać dodatkowe strefy zakazu lotów, na przykład w promieniu 5 km od lotnisk.",
            ),
        ],
        bad=[
            Slip(1, [("art. 14 ust. 5", "art. 14 ust. 6")], "legal_reference"),
            Slip(0, [("below 120 metres", "below 150 metres")], "number"),
            Slip(
                1,
                [
                    (
                        "Piloci powinni przed każdym lotem sprawdzić",
                        "Piloci mogą przed lotem sprawdzić",
                    )
                ],
                "modality",
            ),
            Slip(0, [("Regulation (EU) 2019/947", "Regulation (EU) 2019/945")], "legal_reference"),
        ],
    ),
]
