# ruff: noqa: E501, RUF001
"""English source cases of blind set 67: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-makers-market-stall-application-rules",
        source="Applications for a stall at the Riverside Makers' Market open on 3 March 2025 and close at 5 pm on 28 March 2025. Each applicant may submit up to three product photos and must describe how the items are made. We do not accept resold or mass-produced goods, and stalls cannot be shared between two businesses. The pitch fee is £45 per Saturday, payable within 14 days of an offer. Traders must hold public liability insurance of at least £5 million. If you are not offered a pitch, your application will stay on our waiting list for 12 months unless you ask us to remove it.",
        good=[
            Good(
                "preserve",
                "Applying for a Riverside Makers' Market stall: the key points\n\n"
                "- The application window runs from 3 March 2025 until 5 pm on 28 March 2025.\n"
                "- You may send up to three product photos, and you must explain how your items are made.\n"
                "- Resold or mass-produced goods are not accepted, and two businesses cannot share a stall.\n"
                "- Pitches cost £45 per Saturday; pay within 14 days of receiving an offer.\n"
                "- You must have public liability insurance of at least £5 million.\n"
                "- If you aren't offered a pitch, your application stays on our waiting list for 12 months unless you ask us to remove it.",
            ),
            Good(
                "preserve",
                "The Riverside Makers' Market will accept stall applications from March 3, 2025, until 5 pm on March 28, 2025. Applicants may include a maximum of three product photographs and are required to describe how their items are made. Resold and mass-produced goods are not accepted, and a single stall cannot be shared by two businesses. A pitch fee of £45 per Saturday applies, payable within fourteen days of an offer being made. All traders must hold public liability insurance of no less than £5 million. Applicants who are not offered a pitch will remain on the waiting list for twelve months unless they ask to be removed.",
            ),
            Good(
                "pl",
                "Zgłoszenia na stoisko na Riverside Makers' Market przyjmujemy od 3 marca 2025 r. do 28 marca 2025 r., do godz. 17:00. Każdy zgłaszający może przesłać maksymalnie trzy zdjęcia produktów i musi opisać, w jaki sposób powstają jego wyroby. Nie przyjmujemy towarów odsprzedawanych ani produkowanych masowo, a jednego stoiska nie mogą dzielić dwie firmy. Opłata za miejsce wynosi 45 funtów za sobotę i trzeba ją uiścić w ciągu 14 dni od otrzymania oferty. Sprzedawcy muszą mieć ubezpieczenie OC na kwotę co najmniej 5 mln funtów. Jeśli nie otrzymasz miejsca, Twoje zgłoszenie pozostanie na liście rezerwowej przez 12 miesięcy, chyba że poprosisz o jego usunięcie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("two businesses cannot share a stall", "two businesses can share a stall")],
                "negation",
            ),
            Slip(
                1,
                [("A pitch fee of £45 per Saturday", "A pitch fee of £54 per Saturday")],
                "number",
            ),
            Slip(2, [("do 28 marca 2025 r.", "do 21 marca 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-home-broadband-fixed-price-rise-letter",
        source="From 1 April 2025, the monthly price of your Fibre 150 broadband plan will rise by £3, from £29.99 to £32.99. This change was set out in your contract when you signed up, in line with Ofcom General Condition C1.8, so it does not give you the right to leave without paying early termination charges. Your speeds, data allowance and any add-ons will not change. If you would like to compare plans or move to a cheaper one, visit www.brightlinebroadband.co.uk/myplan or call us on 0330 088 4120. You can view a copy of your contract terms at any time in the My Account app.",
        good=[
            Good(
                "preserve",
                "A quick heads-up: from 1 April 2025 your Fibre 150 broadband plan goes up by £3 a month, from £29.99 to £32.99. This rise was written into your contract when you joined, in line with Ofcom General Condition C1.8, so it doesn't entitle you to leave without paying early termination charges. Nothing else changes: your speeds, data allowance and add-ons stay exactly as they are. Want to compare plans or switch to a cheaper one? Head to www.brightlinebroadband.co.uk/myplan or ring us on 0330 088 4120. Your contract terms are available to view at any time in the My Account app.",
            ),
            Good(
                "preserve",
                "Price change notice. With effect from April 1, 2025, the Fibre 150 broadband plan will cost £32.99 per month instead of £29.99, an increase of £3. The increase was specified in your contract at sign-up, consistent with Ofcom General Condition C1.8; it therefore does not give you the right to end your contract without early termination charges. There will be no change to your speeds, data allowance or add-ons. To compare plans or move to a lower-priced one, please visit www.brightlinebroadband.co.uk/myplan or telephone 0330 088 4120. A copy of your contract terms can be viewed at any time in the My Account app.",
            ),
            Good(
                "pl",
                "Od 1 kwietnia 2025 r. miesięczna cena Twojego pakietu internetu Fibre 150 wzrośnie o 3 funty – z 29,99 do 32,99 funta. Ta zmiana była zapisana w umowie, którą zawarłeś przy zakupie usługi, zgodnie z Warunkiem Ogólnym C1.8 Ofcom, dlatego nie daje Ci prawa do rozwiązania umowy bez opłat za wcześniejsze rozwiązanie. Prędkość, limit danych i wszelkie usługi dodatkowe pozostają bez zmian. Jeśli chcesz porównać pakiety lub przejść na tańszy, wejdź na www.brightlinebroadband.co.uk/myplan albo zadzwoń pod numer 0330 088 4120. Kopię warunków umowy możesz w każdej chwili obejrzeć w aplikacji My Account.",
            ),
        ],
        bad=[
            Slip(2, [("z 29,99 do 32,99 funta", "z 29,99 do 33,99 funta")], "number"),
            Slip(
                1,
                [("Ofcom General Condition C1.8", "Ofcom General Condition C1.3")],
                "legal_reference",
            ),
            Slip(
                0,
                [("www.brightlinebroadband.co.uk/myplan", "www.brightlinebroadband.co.uk/plans")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-hartley-museum-membership-terms",
        source="Annual membership of the Hartley Museum runs for 12 months from the date of purchase. Members get free entry to all paid exhibitions and may bring one adult guest per visit. Membership cards are personal and must not be lent to another person; staff may ask to see photo ID. Members also receive 10% off in the museum shop, although the discount cannot be combined with other offers. Memberships are non-refundable, but you can transfer yours to a family member once, within the first 30 days. Please note that free entry does not apply to ticketed evening events, which members can book at a reduced rate.",
        good=[
            Good(
                "preserve",
                "Hartley Museum annual membership at a glance:\n\n"
                "- Valid for 12 months from the day you buy it.\n"
                "- Free entry to every paid exhibition; you may bring one adult guest per visit.\n"
                "- Your card is personal: you must not lend it to anyone else, and staff may ask for photo ID.\n"
                "- 10% off in the museum shop (cannot be combined with other offers).\n"
                "- No refunds, but you can transfer your membership to a family member once, within the first 30 days.\n"
                "- Ticketed evening events are not covered by free entry; members can book them at a reduced rate.",
            ),
            Good(
                "preserve",
                "A Hartley Museum annual membership is valid for 12 months from its purchase date. It entitles the holder to free admission to all paid exhibitions, and members may be accompanied by one adult guest on each visit. Free admission does not extend to ticketed evening events, although members can book these at a reduced rate. In the museum shop, members receive a 10% discount, which cannot be used together with other offers. Each card is personal and must not be lent to anyone else; staff may request photo ID. Memberships are not refundable; however, a membership can be transferred once to a family member within the first 30 days.",
            ),
            Good(
                "pl",
                "Roczne członkostwo w Hartley Museum obowiązuje przez 12 miesięcy od dnia zakupu. Członkowie mają bezpłatny wstęp na wszystkie płatne wystawy i mogą przyprowadzić jednego dorosłego gościa podczas każdej wizyty. Karta członkowska jest imienna i nie wolno jej pożyczać innym osobom; personel może poprosić o okazanie dokumentu tożsamości ze zdjęciem. Członkowie otrzymują też 10% zniżki w sklepie muzealnym, ale rabatu nie można łączyć z innymi promocjami. Opłata za członkostwo nie podlega zwrotowi, możesz jednak raz przekazać członkostwo komuś z rodziny w ciągu pierwszych 30 dni. Bezpłatny wstęp nie obejmuje biletowanych wydarzeń wieczornych, na które członkowie mogą rezerwować miejsca po obniżonej cenie.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("nie wolno jej pożyczać innym osobom", "wolno ją pożyczać innym osobom")],
                "negation",
            ),
            Slip(0, [("staff may ask for photo ID", "staff will ask for photo ID")], "modality"),
            Slip(
                1,
                [
                    (
                        "free admission to all paid exhibitions,",
                        "free admission to all paid exhibitions and a complimentary exhibition catalogue,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-snapvault-backup-cli-changelog-release",
        source="## snapvault 2.4.0 — 14 January 2025\n\n"
        "### Added\n"
        "- New `--exclude-from FILE` flag reads exclusion patterns from a file.\n"
        "- `snapvault verify` now checks 100% of chunks by default (previously a 10% sample).\n\n"
        "### Changed\n"
        "- The default compression level is now `zstd:3` instead of `zstd:1`.\n\n"
        "### Fixed\n"
        "- Restores no longer fail on paths longer than 255 characters.\n\n"
        "Upgrading from 2.3.x does not require re-initialising the repository, but you should run `snapvault migrate` once before the first backup. See the [upgrade guide](https://snapvault.dev/docs/upgrade) for details.",
        good=[
            Good(
                "preserve",
                "## snapvault 2.4.0 (released 14 January 2025)\n\n"
                "### Added\n"
                "- `--exclude-from FILE`: a new flag that loads exclusion patterns from a file.\n"
                "- By default, `snapvault verify` now checks every chunk (100%) rather than a 10% sample.\n\n"
                "### Changed\n"
                "- Default compression changes from `zstd:1` to `zstd:3`.\n\n"
                "### Fixed\n"
                "- Paths longer than 255 characters no longer cause restores to fail.\n\n"
                "You don't need to re-initialise your repository when upgrading from 2.3.x, but you should run `snapvault migrate` once before your first backup. Details are in the [upgrade guide](https://snapvault.dev/docs/upgrade).",
            ),
            Good(
                "preserve",
                "## snapvault 2.4.0 — January 14, 2025\n\n"
                "### Added\n"
                "- Flag `--exclude-from FILE`, which takes exclusion patterns from a file.\n"
                "- `snapvault verify` verifies all chunks (100%) by default; earlier versions checked a 10% sample.\n\n"
                "### Changed\n"
                "- `zstd:3` replaces `zstd:1` as the default compression level.\n\n"
                "### Fixed\n"
                "- Restoring paths over 255 characters long no longer fails.\n\n"
                "No repository re-initialisation is required when upgrading from 2.3.x. You should still run `snapvault migrate` once before the first backup; the [upgrade guide](https://snapvault.dev/docs/upgrade) explains more.",
            ),
            Good(
                "pl",
                "## snapvault 2.4.0 — 14 stycznia 2025\n\n"
                "### Dodano\n"
                "- Nowa flaga `--exclude-from FILE` wczytuje wzorce wykluczeń z pliku.\n"
                "- `snapvault verify` domyślnie sprawdza teraz 100% fragmentów (wcześniej próbkę 10%).\n\n"
                "### Zmieniono\n"
                "- Domyślny poziom kompresji to teraz `zstd:3` zamiast `zstd:1`.\n\n"
                "### Naprawiono\n"
                "- Przywracanie nie kończy się już błędem dla ścieżek dłuższych niż 255 znaków.\n\n"
                "Aktualizacja z wersji 2.3.x nie wymaga ponownej inicjalizacji repozytorium, ale przed pierwszą kopią zapasową powinieneś raz uruchomić `snapvault migrate`. Szczegóły znajdziesz w [przewodniku aktualizacji](https://snapvault.dev/docs/upgrade).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("- `--exclude-from FILE`: a new flag", "- `--exclude-file FILE`: a new flag")],
                "code",
            ),
            Slip(1, [("### Changed\n", "Changed:\n")], "markdown"),
            Slip(2, [("dłuższych niż 255 znaków", "dłuższych niż 260 znaków")], "number"),
        ],
    ),
    Case(
        key="en-physio-clinic-late-cancellation-policy",
        source="If you need to cancel or rearrange a physiotherapy appointment, please give us at least 24 hours' notice. Appointments cancelled with less notice, or missed without contacting us, will be charged at 50% of the session fee (£30 for a standard 40-minute session). If you miss two appointments in a row without notice, we may ask you to pay in advance for future bookings. You can cancel by phone on 01632 960 415 between 8 am and 6 pm, Monday to Friday, or by replying to your reminder text at any time. We understand that emergencies happen, and the clinic manager may waive the fee at their discretion.",
        good=[
            Good(
                "preserve",
                "Need to cancel or move your physiotherapy appointment? Here's how it works:\n\n"
                "1. Please let us know at least 24 hours beforehand.\n"
                "2. Late cancellations, and appointments missed without contacting us, are charged at 50% of the session fee: £30 for a standard 40-minute session.\n"
                "3. Miss two appointments in a row without notice and we may ask you to pay upfront for future bookings.\n"
                "4. To cancel, call 01632 960 415 (Monday to Friday, 8 am to 6 pm) or reply to your reminder text at any time.\n\n"
                "We know emergencies happen, and the clinic manager may waive the fee at their discretion.",
            ),
            Good(
                "preserve",
                "Patients who wish to cancel or reschedule a physiotherapy appointment are asked to provide a minimum of 24 hours' notice. Where less notice is given, or where an appointment is missed without contact, a charge of 50% of the session fee will apply; for a standard 40-minute session this amounts to £30. Patients who miss two consecutive appointments without notice may be asked to pay in advance for subsequent bookings. Cancellations can be made by telephone on 01632 960 415, Monday to Friday from 8 am to 6 pm, or at any time by replying to the appointment reminder text. The clinic recognises that emergencies occur, and the clinic manager may waive the charge at their discretion.",
            ),
            Good(
                "pl",
                "Jeśli musisz odwołać lub przełożyć wizytę u fizjoterapeuty, prosimy o informację co najmniej 24 godziny wcześniej. Za wizyty odwołane później lub opuszczone bez kontaktu z nami pobieramy opłatę w wysokości 50% ceny sesji (30 funtów za standardową 40-minutową sesję). Jeśli opuścisz dwie wizyty z rzędu bez uprzedzenia, możemy poprosić Cię o płatność z góry za kolejne rezerwacje. Wizytę możesz odwołać telefonicznie pod numerem 01632 960 415 od poniedziałku do piątku w godz. 8:00–18:00 albo w dowolnym momencie, odpowiadając na SMS z przypomnieniem. Rozumiemy, że zdarzają się nagłe sytuacje, a kierownik przychodni może według własnego uznania odstąpić od pobrania opłaty.",
            ),
        ],
        bad=[
            Slip(
                0, [("we may ask you to pay upfront", "we will ask you to pay upfront")], "modality"
            ),
            Slip(
                1,
                [("a charge of 50% of the session fee", "a charge of 75% of the session fee")],
                "number",
            ),
            Slip(
                2, [("co najmniej 24 godziny wcześniej", "co najmniej 48 godzin wcześniej")], "date"
            ),
        ],
    ),
    Case(
        key="en-food-hygiene-rating-appeal-wales",
        source="Under section 5 of the Food Hygiene Rating (Wales) Act 2013, a food business operator can appeal against its hygiene rating within 21 days of being notified. Appeals must be made in writing to the local authority's lead food officer, using the form on the council website. An appeal is not a request for a re-visit: if you have already fixed the problems, you should ask for a re-rating instead. While an appeal is being considered, your new rating will not be published online and you do not have to display the sticker. The authority will usually tell you the outcome within 21 days of receiving your appeal.",
        good=[
            Good(
                "preserve",
                "Can I appeal against my food hygiene rating? Yes. Section 5 of the Food Hygiene Rating (Wales) Act 2013 allows a food business operator to appeal within 21 days of being notified of the rating. You must appeal in writing to the local authority's lead food officer, using the form on the council's website. Note that an appeal is different from asking for a re-visit: if the problems have already been put right, you should request a re-rating instead. Until the appeal is decided, your new rating won't be published online, and you don't have to display the sticker. You will usually hear the outcome within 21 days of the authority receiving your appeal.",
            ),
            Good(
                "preserve",
                "You have 21 days from being told your food hygiene rating to appeal against it. This right comes from section 5 of the Food Hygiene Rating (Wales) Act 2013. Appeals must be in writing, on the form on the council website, and sent to the local authority's lead food officer. An appeal is not the same as asking for a re-visit. If you have already fixed the problems, you should request a re-rating instead. During the appeal, your new rating is not published online and you do not need to display the sticker. The authority usually gives its decision within 21 days of getting your appeal.",
            ),
            Good(
                "pl",
                "Zgodnie z sekcją 5 ustawy Food Hygiene Rating (Wales) Act 2013 przedsiębiorca prowadzący działalność spożywczą może odwołać się od przyznanej oceny higieny w ciągu 21 dni od otrzymania powiadomienia. Odwołanie musi zostać złożone na piśmie do głównego inspektora ds. żywności w urzędzie, na formularzu dostępnym na stronie internetowej rady. Odwołanie nie jest wnioskiem o ponowną wizytę: jeśli problemy zostały już usunięte, powinieneś raczej wystąpić o ponowną ocenę. W trakcie rozpatrywania odwołania nowa ocena nie zostanie opublikowana w internecie i nie musisz wywieszać naklejki. Urząd zazwyczaj informuje o wyniku w ciągu 21 dni od otrzymania odwołania.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Section 5 of the Food Hygiene Rating (Wales) Act 2013",
                        "Section 7 of the Food Hygiene Rating (Wales) Act 2013",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                1,
                [("you do not need to display the sticker", "you need to display the sticker")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "w ciągu 21 dni od otrzymania powiadomienia",
                        "w ciągu 14 dni od otrzymania powiadomienia",
                    )
                ],
                "date",
            ),
        ],
    ),
    Case(
        key="en-sailing-club-junior-water-safety",
        source="Junior sailors aged 8 to 15 must wear a correctly fitted buoyancy aid at all times on the pontoon and on the water. No junior may launch unless a safety boat with at least two qualified crew is on the water. Juniors under 12 must sail within the marked training area, and capsize drills should not take place when the water is below 10°C. Parents must sign juniors in and out at the clubhouse; instructors will not release a child to anyone who is not on the signing sheet. If the wind exceeds 18 knots, the duty officer may cancel junior sessions, and that decision cannot be overruled.",
        good=[
            Good(
                "preserve",
                "Junior safety rules (ages 8 to 15)\n\n"
                "1. You must wear a correctly fitted buoyancy aid at all times, both on the pontoon and on the water.\n"
                "2. You may not launch unless a safety boat with at least two qualified crew is on the water.\n"
                "3. If you are under 12, you must sail within the marked training area.\n"
                "4. Capsize drills should not take place when the water is below 10°C.\n"
                "5. A parent must sign you in and out at the clubhouse. Instructors will not hand you over to anyone who is not on the signing sheet.\n"
                "6. If the wind is above 18 knots, the duty officer may cancel junior sessions, and that decision cannot be overruled.",
            ),
            Good(
                "preserve",
                "All junior sailors between 8 and 15 years old must wear a properly fitted buoyancy aid on the pontoon and on the water at all times. Juniors are not permitted to launch unless a safety boat crewed by at least two qualified people is on the water, and those under 12 must keep within the marked training area. Capsize drills should not be held if the water temperature is below 10°C. In winds above 18 knots, the duty officer may cancel junior sessions; this decision cannot be overruled. Parents must sign their children in and out at the clubhouse, and instructors will not release a child to anyone who is not on the signing sheet.",
            ),
            Good(
                "pl",
                "Młodzi żeglarze w wieku od 8 do 15 lat muszą przez cały czas nosić prawidłowo dopasowaną kamizelkę asekuracyjną – zarówno na pomoście, jak i na wodzie. Żaden junior nie może wypłynąć, jeśli na wodzie nie ma łodzi asekuracyjnej z co najmniej dwiema osobami wykwalifikowanej załogi. Dzieci poniżej 12 lat muszą pływać w wyznaczonym obszarze szkoleniowym, a ćwiczeń z wywrotki nie należy prowadzić, gdy temperatura wody jest niższa niż 10°C. Rodzice muszą wpisywać i wypisywać dzieci w budynku klubu; instruktorzy nie wydadzą dziecka nikomu, kogo nie ma na liście. Jeśli wiatr przekracza 18 węzłów, oficer dyżurny może odwołać zajęcia juniorów, a tej decyzji nie można podważyć.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("those under 12 must keep within", "those under 12 should keep within")],
                "modality",
            ),
            Slip(
                0,
                [("Instructors will not hand you over", "Instructors will hand you over")],
                "negation",
            ),
            Slip(2, [("przekracza 18 węzłów", "przekracza 25 węzłów")], "number"),
        ],
    ),
    Case(
        key="en-mill-lane-overnight-resurfacing-closure",
        source="Mill Lane, between the junction with Station Road and the entrance to Oakfield Primary School, will be closed to all traffic from 7 pm on Monday 9 June to 6 am on Saturday 14 June 2025 while the carriageway is resurfaced. Work will take place overnight only. A signed diversion will run via Station Road, the A614 and Church Street. Access for emergency vehicles will be maintained at all times, and residents will be able to reach their properties on foot. Bins should be put out as normal. Timings may change if the weather is poor. Updates will be posted at www.eastmere.gov.uk/roadworks.",
        good=[
            Good(
                "preserve",
                "Road closure: Mill Lane resurfacing\n\n"
                "- Where: Mill Lane, from the Station Road junction to the entrance of Oakfield Primary School.\n"
                "- When: 7 pm Monday 9 June until 6 am Saturday 14 June 2025, with work overnight only.\n"
                "- Closed to all traffic. A signed diversion will run via Station Road, the A614 and Church Street.\n"
                "- Emergency vehicles will have access at all times, and residents can reach their properties on foot.\n"
                "- Bins should be put out as normal.\n"
                "- Timings may change in poor weather. Updates: www.eastmere.gov.uk/roadworks",
            ),
            Good(
                "preserve",
                "Dear resident, we're resurfacing Mill Lane, so the stretch between the Station Road junction and the entrance to Oakfield Primary School will be closed to all traffic from 7 pm on Monday 9 June until 6 am on Saturday 14 June 2025. The work will happen at night only. Drivers can follow a signed diversion via Station Road, the A614 and Church Street. Emergency vehicles will be able to get through at all times, and you'll still be able to reach your property on foot. Your bins should be put out as usual. If the weather is poor, the timings may change; we'll post updates at www.eastmere.gov.uk/roadworks.",
            ),
            Good(
                "pl",
                "Odcinek Mill Lane od skrzyżowania ze Station Road do wejścia do szkoły Oakfield Primary School zostanie zamknięty dla całego ruchu od godz. 19:00 w poniedziałek 9 czerwca do godz. 6:00 w sobotę 14 czerwca 2025 r. w związku z wymianą nawierzchni jezdni. Prace będą prowadzone wyłącznie w nocy. Oznakowany objazd poprowadzi przez Station Road, drogę A614 i Church Street. Dojazd dla pojazdów uprzywilejowanych będzie zapewniony przez cały czas, a mieszkańcy będą mogli dojść do swoich posesji pieszo. Pojemniki na odpady powinny być wystawiane jak zwykle. Przy złej pogodzie terminy mogą ulec zmianie. Aktualne informacje będą publikowane na stronie www.eastmere.gov.uk/roadworks.",
            ),
        ],
        bad=[
            Slip(0, [("7 pm Monday 9 June", "9 pm Monday 9 June")], "date"),
            Slip(1, [("www.eastmere.gov.uk/roadworks", "www.eastmere.gov.uk/roads")], "url"),
            Slip(
                2,
                [
                    (
                        "Prace będą prowadzone wyłącznie w nocy.",
                        "Prace, które wykona firma Kier Highways, będą prowadzone wyłącznie w nocy.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-review-summary-exercise-sleep-quality",
        source="A systematic review by Kovacs and Brennan (2023), published in Sleep Medicine Reviews (vol. 68, 101742), pooled 34 randomised trials involving 2,816 adults. Regular moderate exercise was associated with better self-reported sleep quality, with an average improvement of about 1.5 points on the Pittsburgh Sleep Quality Index. The benefit appeared larger in people over 60 and in programmes lasting at least 12 weeks. However, most trials were small and at moderate risk of bias, so the authors describe the evidence as low to moderate certainty. Exercise probably does not shorten the time it takes to fall asleep, and effects on objectively measured sleep remain unclear.",
        good=[
            Good(
                "preserve",
                "What does the evidence say about exercise and sleep? Kovacs and Brennan (2023) pooled 34 randomised trials with 2,816 adults in a systematic review in Sleep Medicine Reviews (vol. 68, 101742). Regular moderate exercise was linked to better self-reported sleep quality, roughly 1.5 points better on the Pittsburgh Sleep Quality Index on average. The benefit seemed bigger for people over 60 and for programmes of 12 weeks or more. Because most trials were small and at moderate risk of bias, the authors rate the certainty of the evidence as low to moderate. Exercise probably doesn't shorten how long it takes to fall asleep, and its effect on objectively measured sleep is still unclear.",
            ),
            Good(
                "preserve",
                "Key findings (Kovacs & Brennan, 2023, Sleep Medicine Reviews, vol. 68, 101742)\n\n"
                "- Design: systematic review pooling 34 randomised trials with 2,816 adults.\n"
                "- Regular moderate exercise was associated with better self-reported sleep quality: an average gain of about 1.5 points on the Pittsburgh Sleep Quality Index.\n"
                "- The benefit appeared greater in people over 60 and in programmes of at least 12 weeks.\n"
                "- Exercise probably does not reduce the time needed to fall asleep.\n"
                "- Effects on objectively measured sleep remain unclear.\n"
                "- Certainty of evidence: low to moderate, as most trials were small and at moderate risk of bias.",
            ),
            Good(
                "pl",
                "Przegląd systematyczny autorstwa Kovacs i Brennan (2023), opublikowany w „Sleep Medicine Reviews” (t. 68, 101742), objął łącznie 34 badania z randomizacją z udziałem 2816 dorosłych. Regularny umiarkowany wysiłek fizyczny wiązał się z lepszą jakością snu w ocenie samych uczestników – średnio o około 1,5 punktu w Pittsburskim Indeksie Jakości Snu. Korzyść wydawała się większa u osób po 60. roku życia oraz w programach trwających co najmniej 12 tygodni. Większość badań była jednak niewielka i obarczona umiarkowanym ryzykiem błędu systematycznego, dlatego autorzy oceniają pewność dowodów jako niską do umiarkowanej. Ćwiczenia prawdopodobnie nie skracają czasu zasypiania, a ich wpływ na obiektywnie mierzony sen pozostaje niejasny.",
            ),
        ],
        bad=[
            Slip(0, [("Kovacs and Brennan (2023)", "Kovacs and Brennan (2021)")], "citation"),
            Slip(
                1, [("- Exercise probably does not reduce", "- Exercise does not reduce")], "hedge"
            ),
            Slip(2, [("z udziałem 2816 dorosłych", "z udziałem 3816 dorosłych")], "number"),
        ],
    ),
    Case(
        key="en-plan2-student-loan-payroll-repayments",
        source="If you took out a Plan 2 student loan, you repay 9% of your income above the threshold, which is £27,295 a year (£2,274 a month) for the 2024/25 tax year. If you are employed, repayments are taken automatically through PAYE, so you should not normally need to do anything. If you are self-employed, you must report your income through Self Assessment. Your repayments will probably change if your salary changes, and the threshold may rise in future years. Any balance left after 30 years is written off. You can make voluntary extra payments at any time, but it is usually worth checking first whether you are likely to repay the loan in full.",
        good=[
            Good(
                "preserve",
                "How Plan 2 repayments work\n\n"
                "- You repay 9% of whatever you earn above the threshold. For the 2024/25 tax year that threshold is £27,295 a year, or £2,274 a month.\n"
                "- Employees: repayments come out automatically through PAYE, so normally you shouldn't need to do anything.\n"
                "- Self-employed: you must report your income through Self Assessment.\n"
                "- If your salary changes, your repayments will probably change too, and the threshold may go up in future years.\n"
                "- Whatever is left after 30 years is written off.\n"
                "- You can pay extra voluntarily whenever you like, but it's usually worth checking first whether you're likely to pay off the loan in full.",
            ),
            Good(
                "preserve",
                "Borrowers on Plan 2 repay 9% of any income above the repayment threshold, set at £27,295 per year (£2,274 per month) for the 2024/25 tax year. For employees, deductions are made automatically via PAYE and normally no action should be needed; self-employed borrowers must report their income through Self Assessment. Repayment amounts will probably vary as salary changes, and the threshold may increase in later years. Voluntary additional payments can be made at any time, although it is usually worth checking beforehand whether the loan is likely to be repaid in full. Any outstanding balance is written off after 30 years.",
            ),
            Good(
                "pl",
                "Jeśli masz pożyczkę studencką w ramach Plan 2, spłacasz 9% dochodu powyżej progu, który w roku podatkowym 2024/25 wynosi 27 295 funtów rocznie (2274 funty miesięcznie). Jeśli jesteś zatrudniony na etacie, raty są pobierane automatycznie przez system PAYE, więc zwykle nie powinno być potrzeby niczego robić. Jeśli prowadzisz działalność na własny rachunek, musisz wykazywać swój dochód w zeznaniu Self Assessment. Wysokość rat prawdopodobnie zmieni się, gdy zmieni się Twoja pensja, a próg może w kolejnych latach wzrosnąć. Saldo pozostałe po 30 latach zostaje umorzone. W każdej chwili możesz dokonywać dobrowolnych dodatkowych wpłat, ale zwykle warto najpierw sprawdzić, czy prawdopodobnie spłacisz pożyczkę w całości.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("You repay 9% of whatever you earn", "You repay 6% of whatever you earn")],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "self-employed borrowers must report their income",
                        "self-employed borrowers may report their income",
                    )
                ],
                "modality",
            ),
            Slip(
                2, [("Wysokość rat prawdopodobnie zmieni się", "Wysokość rat zmieni się")], "hedge"
            ),
        ],
    ),
    Case(
        key="en-tenancy-deposit-protection-landlord-duties",
        source="If you rent a home in England on an assured shorthold tenancy, your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it, as required by section 213 of the Housing Act 2004. They must also give you the prescribed information about the scheme. If they do not, you can apply to the county court, which may order them to pay you between one and three times the deposit. Your landlord cannot serve a valid section 21 notice while the deposit is unprotected. Deposits are capped at five weeks' rent where the annual rent is below £50,000, under the Tenant Fees Act 2019. Disputes at the end of a tenancy are usually resolved more quickly through the scheme's free adjudication service.",
        good=[
            Good(
                "preserve",
                "Renting in England on an assured shorthold tenancy? Here is what the law says about your deposit:\n\n"
                "- Your landlord must put it in a government-approved protection scheme within 30 days of receiving it (section 213 of the Housing Act 2004).\n"
                "- They must also give you the prescribed information about the scheme.\n"
                "- If they don't, you can apply to the county court, which may order them to pay you between one and three times the deposit.\n"
                "- While your deposit is unprotected, your landlord cannot serve a valid section 21 notice.\n"
                "- Under the Tenant Fees Act 2019, the deposit is capped at five weeks' rent if the annual rent is below £50,000.\n"
                "- End-of-tenancy disputes are usually resolved more quickly through the scheme's free adjudication service.",
            ),
            Good(
                "preserve",
                "Section 213 of the Housing Act 2004 requires landlords who let homes in England on assured shorthold tenancies to protect the tenant's deposit in a government-approved scheme within 30 days of receipt. Landlords must also provide the tenant with the prescribed information about that scheme. Where a landlord fails to do so, the tenant can apply to the county court, which may order the landlord to pay between one and three times the amount of the deposit. A valid section 21 notice cannot be served while the deposit remains unprotected. The Tenant Fees Act 2019 caps deposits at five weeks' rent where annual rent is below £50,000. Disputes at the end of a tenancy are usually settled more quickly via the scheme's free adjudication service.",
            ),
            Good(
                "pl",
                "Jeśli wynajmujesz mieszkanie w Anglii na podstawie umowy typu assured shorthold tenancy, wynajmujący musi zabezpieczyć Twoją kaucję w zatwierdzonym przez rząd systemie w ciągu 30 dni od jej otrzymania, zgodnie z sekcją 213 ustawy Housing Act 2004. Musi też przekazać Ci wymagane informacje o tym systemie. Jeśli tego nie zrobi, możesz zwrócić się do sądu hrabstwa (county court), który może nakazać mu zapłatę od jednokrotności do trzykrotności kwoty kaucji. Dopóki kaucja nie jest zabezpieczona, wynajmujący nie może skutecznie doręczyć wypowiedzenia na podstawie sekcji 21. Zgodnie z ustawą Tenant Fees Act 2019 kaucja nie może przekraczać równowartości czynszu za pięć tygodni, jeśli roczny czynsz jest niższy niż 50 000 funtów. Spory po zakończeniu najmu zwykle szybciej rozstrzyga się w ramach bezpłatnej procedury rozstrzygania sporów oferowanej przez system.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("The Tenant Fees Act 2019 caps", "The Tenant Fees Act 2021 caps")],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "wynajmujący nie może skutecznie doręczyć",
                        "wynajmujący może skutecznie doręczyć",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "End-of-tenancy disputes are usually resolved",
                        "End-of-tenancy disputes are resolved",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-geotiler-readme-install-configuration",
        source="## Installation\n\n"
        "geotiler requires Python 3.10 or later. Install it from PyPI:\n\n"
        "```bash\npip install geotiler\n```\n\n"
        'If you need raster support, install the optional extras with `pip install "geotiler[raster]"`. GDAL must be installed separately; on Ubuntu, run `sudo apt install gdal-bin`.\n\n'
        "### Configuration\n\n"
        "Settings are read from `~/.config/geotiler/config.toml`. You should not commit this file, because it may contain API keys. See the [configuration reference](https://geotiler.readthedocs.io/en/latest/config.html) for all options.",
        good=[
            Good(
                "preserve",
                "## Installation\n\n"
                "You'll need Python 3.10 or newer to use geotiler. Install the package from PyPI:\n\n"
                "```bash\npip install geotiler\n```\n\n"
                'For raster support, add the optional extras: `pip install "geotiler[raster]"`. GDAL must be installed separately; on Ubuntu, use `sudo apt install gdal-bin`.\n\n'
                "### Configuration\n\n"
                "geotiler reads its settings from `~/.config/geotiler/config.toml`. You shouldn't commit this file, as it may contain API keys. All available options are listed in the [configuration reference](https://geotiler.readthedocs.io/en/latest/config.html).",
            ),
            Good(
                "preserve",
                "## Installation\n\n"
                "1. Make sure you have Python 3.10 or later, which geotiler requires.\n"
                "2. Install geotiler from PyPI:\n\n"
                "   ```bash\n   pip install geotiler\n   ```\n\n"
                '3. Need raster support? Install the optional extras with `pip install "geotiler[raster]"`.\n'
                "4. Install GDAL separately, as it is required. On Ubuntu: `sudo apt install gdal-bin`.\n\n"
                "### Configuration\n\n"
                "Settings live in `~/.config/geotiler/config.toml`. This file should not be committed, since it may contain API keys. For the full list of options, see the [configuration reference](https://geotiler.readthedocs.io/en/latest/config.html).",
            ),
            Good(
                "pl",
                "## Instalacja\n\n"
                "geotiler wymaga Pythona 3.10 lub nowszego. Zainstaluj pakiet z PyPI:\n\n"
                "```bash\npip install geotiler\n```\n\n"
                'Jeśli potrzebujesz obsługi danych rastrowych, zainstaluj opcjonalne dodatki poleceniem `pip install "geotiler[raster]"`. GDAL trzeba zainstalować osobno; w Ubuntu uruchom `sudo apt install gdal-bin`.\n\n'
                "### Konfiguracja\n\n"
                "Ustawienia są wczytywane z pliku `~/.config/geotiler/config.toml`. Nie powinieneś commitować tego pliku, ponieważ może zawierać klucze API. Wszystkie opcje opisuje [dokumentacja konfiguracji](https://geotiler.readthedocs.io/en/latest/config.html).",
            ),
        ],
        bad=[
            Slip(2, [("`sudo apt install gdal-bin`", "`sudo apt install gdal-dev`")], "code"),
            Slip(0, [("```bash\npip install geotiler\n```", "pip install geotiler")], "markdown"),
            Slip(
                1,
                [("This file should not be committed", "This file must not be committed")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-ibuprofen-tablets-patient-leaflet-dosing",
        source="Ibuprofen 200 mg tablets are not suitable for children under 12. Adults and children aged 12 and over may take one or two tablets every 4 to 6 hours, as needed. Do not take more than 6 tablets in 24 hours, and do not take them for longer than 10 days without speaking to a doctor. You should take the tablets with or after food. Ibuprofen may cause stomach upset, and it can occasionally cause bleeding in the stomach, especially in people over 65. Do not take this medicine if you are more than 20 weeks pregnant. If you have asthma, ibuprofen might make your symptoms worse, so ask a pharmacist before using it.",
        good=[
            Good(
                "preserve",
                "How to take ibuprofen 200 mg tablets\n\n"
                "- Who: adults and children aged 12 and over. The tablets are not suitable for children under 12.\n"
                "- Dose: you may take one or two tablets every 4 to 6 hours when needed. You should take them with or after food.\n"
                "- Limits: do not take more than 6 tablets in 24 hours, and do not take them for longer than 10 days without talking to a doctor.\n"
                "- Side effects: ibuprofen may upset your stomach, and it can occasionally cause stomach bleeding, especially if you are over 65.\n"
                "- Pregnancy: do not take it if you are more than 20 weeks pregnant.\n"
                "- Asthma: ibuprofen might make your symptoms worse, so ask a pharmacist before using it.",
            ),
            Good(
                "preserve",
                "Adults and children aged 12 and over may take one or two ibuprofen 200 mg tablets every 4 to 6 hours as required; the tablets should be taken with or after food. They are not suitable for children under 12. Do not exceed 6 tablets in 24 hours, and do not continue treatment for longer than 10 days without speaking to a doctor. Ibuprofen may cause stomach upset and can occasionally cause stomach bleeding, particularly in people over 65. Do not take this medicine if you are more than 20 weeks pregnant. If you have asthma, ask a pharmacist before use, because ibuprofen might worsen your symptoms.",
            ),
            Good(
                "pl",
                "Ibuprofen 200 mg w tabletkach nie jest przeznaczony dla dzieci poniżej 12 lat. Dorośli i dzieci w wieku od 12 lat mogą przyjmować jedną lub dwie tabletki co 4–6 godzin, w razie potrzeby. Nie przyjmuj więcej niż 6 tabletek w ciągu 24 godzin i nie stosuj leku dłużej niż 10 dni bez konsultacji z lekarzem. Tabletki powinno się przyjmować w trakcie posiłku lub po nim. Ibuprofen może wywoływać dolegliwości żołądkowe, a niekiedy może powodować krwawienie z żołądka, zwłaszcza u osób powyżej 65. roku życia. Nie przyjmuj tego leku, jeśli jesteś w ciąży powyżej 20. tygodnia. Jeśli masz astmę, ibuprofen może nasilić jej objawy, dlatego przed zastosowaniem leku zapytaj farmaceutę.",
            ),
        ],
        bad=[
            Slip(
                0, [("ibuprofen may upset your stomach", "ibuprofen upsets your stomach")], "hedge"
            ),
            Slip(
                1,
                [
                    (
                        "They are not suitable for children under 12.",
                        "They are suitable for children under 12.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Tabletki powinno się przyjmować w trakcie posiłku",
                        "Tabletki można przyjmować w trakcie posiłku",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-urban-tree-canopy-heatwave-study",
        source="Neighbourhoods with more tree canopy may be noticeably cooler during heatwaves, according to a study by Marchetti et al. published in Nature Cities in 2024 (doi:10.1038/s44284-024-00112-3). Analysing satellite data for 310 European cities, the authors estimate that increasing canopy cover from 10% to 30% could lower peak surface temperatures by around 2°C. The effect seemed strongest in dense southern cities. The researchers caution that surface temperature is not the same as the air temperature people feel, and that planting alone is unlikely to offset the heat from further urban expansion. They suggest the findings could help councils prioritise where to plant.",
        good=[
            Good(
                "preserve",
                "Neighbourhoods with more tree canopy may be noticeably cooler in a heatwave, a study suggests. In a 2024 Nature Cities paper (doi:10.1038/s44284-024-00112-3), Marchetti et al. analysed satellite data from 310 European cities and estimate that raising canopy cover from 10% to 30% could cut peak surface temperatures by around 2°C. The effect seemed to be strongest in dense cities in the south. The team warns, though, that surface temperature differs from the air temperature people actually feel, and that planting on its own is unlikely to make up for the heat from further urban growth. The authors suggest councils could use the findings to prioritise where to plant.",
            ),
            Good(
                "preserve",
                "A 2024 study in Nature Cities by Marchetti et al. (doi:10.1038/s44284-024-00112-3) suggests that neighbourhoods with greater tree canopy may be noticeably cooler during heatwaves. Based on satellite data covering 310 European cities, the authors estimate that an increase in canopy cover from 10% to 30% could reduce peak surface temperatures by approximately 2°C, with the effect appearing strongest in dense southern cities. They caution that surface temperature does not equal the air temperature experienced by people, and that tree planting alone is unlikely to offset the heat from further urban expansion. The findings, they suggest, could help councils prioritise planting locations.",
            ),
            Good(
                "pl",
                "Jak wynika z badania Marchettiego i współpracowników opublikowanego w 2024 r. w „Nature Cities” (doi:10.1038/s44284-024-00112-3), dzielnice o większym zadrzewieniu mogą być podczas fal upałów wyraźnie chłodniejsze. Na podstawie danych satelitarnych z 310 europejskich miast autorzy szacują, że zwiększenie pokrycia koronami drzew z 10% do 30% mogłoby obniżyć szczytową temperaturę powierzchni o około 2°C. Efekt wydawał się najsilniejszy w gęsto zabudowanych miastach na południu. Badacze zastrzegają, że temperatura powierzchni to nie to samo co temperatura powietrza odczuwana przez ludzi, a samo sadzenie drzew raczej nie zrównoważy ciepła wynikającego z dalszej rozbudowy miast. Ich zdaniem wyniki mogą pomóc samorządom w wyborze miejsc do nasadzeń.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("doi:10.1038/s44284-024-00112-3", "doi:10.1038/s44284-024-00121-3")],
                "citation",
            ),
            Slip(2, [("o około 2°C", "o 2°C")], "hedge"),
            Slip(
                0,
                [
                    (
                        "The effect seemed to be strongest in dense cities in the south.",
                        "The effect seemed to be strongest in dense cities in the south, with Seville showing the largest drop.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-clinic-subject-access-request-guidance",
        source="Under Article 15 of the UK GDPR, you have the right to ask us for a copy of the personal data we hold about you. You can make a request in writing or verbally, and you do not have to use a particular form or say that you are making a 'subject access request'. We must respond without undue delay and within one month of receiving your request. If your request is complex, we may extend this by up to two further months, but we will tell you why within the first month. We will not normally charge a fee. Requests can be sent to dpo@harbourhealth.co.uk.",
        good=[
            Good(
                "preserve",
                "Your right of access\n\n"
                "Article 15 of the UK GDPR gives you the right to ask us for a copy of the personal data we hold about you.\n\n"
                "- How to ask: in writing or verbally. You don't have to use any particular form or call it a 'subject access request'.\n"
                "- How long we have: we must reply without undue delay and within one month of receiving your request. For complex requests we may extend this by up to two further months, and we will tell you why within the first month.\n"
                "- Cost: we will not normally charge a fee.\n"
                "- Where to send it: dpo@harbourhealth.co.uk",
            ),
            Good(
                "preserve",
                "Individuals have the right, under Article 15 of the UK GDPR, to obtain a copy of the personal data we hold about them. Requests may be made verbally or in writing; no particular form is required, nor is it necessary to describe the request as a 'subject access request'. We are required to respond without undue delay and no later than one month after receipt. Where a request is complex, this period may be extended by up to two further months, in which case we will explain the reasons within the first month. A fee will not normally be charged. Requests can be sent to dpo@harbourhealth.co.uk.",
            ),
            Good(
                "pl",
                "Zgodnie z art. 15 UK GDPR masz prawo poprosić nas o kopię danych osobowych, które o Tobie przechowujemy. Wniosek możesz złożyć pisemnie lub ustnie i nie musisz korzystać z żadnego konkretnego formularza ani nazywać go „wnioskiem o dostęp do danych”. Musimy odpowiedzieć bez zbędnej zwłoki, nie później niż w ciągu miesiąca od otrzymania wniosku. Jeśli wniosek jest skomplikowany, możemy przedłużyć ten termin o maksymalnie dwa kolejne miesiące, ale w ciągu pierwszego miesiąca poinformujemy Cię o przyczynach. Zwykle nie pobieramy opłaty. Wnioski można wysyłać na adres dpo@harbourhealth.co.uk.",
            ),
        ],
        bad=[
            Slip(
                0, [("Article 15 of the UK GDPR", "Article 17 of the UK GDPR")], "legal_reference"
            ),
            Slip(
                1,
                [("no later than one month after receipt", "no later than 40 days after receipt")],
                "date",
            ),
            Slip(2, [("Zwykle nie pobieramy opłaty.", "Zwykle pobieramy opłatę.")], "negation"),
        ],
    ),
    Case(
        key="en-ledgerly-payments-api-v1-sunset",
        source="Version 1 of the Ledgerly Payments API will be switched off on 30 September 2025. From that date, requests to `https://api.ledgerly.com/v1/` will return HTTP 410. To keep your integration working, you must migrate to v2 before the deadline. The main change is that `amount` is now sent in minor units (for example, 1050 for €10.50) rather than as a decimal string, and the `customer_ref` field has been renamed to `customer_id`. Webhook signatures are unchanged, so you should not need to update your verification code. Our migration guide is at https://docs.ledgerly.com/migrate-v2, and you can test against the sandbox at no cost.",
        good=[
            Good(
                "preserve",
                "**Ledgerly Payments API v1 shutdown: what you need to know**\n\n"
                "- v1 will be switched off on 30 September 2025. From then on, calls to `https://api.ledgerly.com/v1/` return HTTP 410.\n"
                "- You must move to v2 before the deadline to keep your integration working.\n"
                "- `amount` is now sent in minor units (e.g. 1050 for €10.50) instead of as a decimal string.\n"
                "- `customer_ref` has been renamed to `customer_id`.\n"
                "- Webhook signatures have not changed, so you should not need to update your verification code.\n"
                "- Migration guide: https://docs.ledgerly.com/migrate-v2. Testing against the sandbox is free.",
            ),
            Good(
                "preserve",
                "On September 30, 2025, Ledgerly will switch off version 1 of its Payments API, after which any request to `https://api.ledgerly.com/v1/` will receive an HTTP 410 response. Integrations must be migrated to v2 before this date in order to keep working. In v2, the `amount` field is expressed in minor units (1050 for €10.50, for instance) instead of a decimal string, and the field formerly called `customer_ref` is now `customer_id`. Because webhook signatures remain the same, your verification code should not need updating. A migration guide is available at https://docs.ledgerly.com/migrate-v2, and the sandbox can be used for testing free of charge.",
            ),
            Good(
                "pl",
                "Wersja 1 interfejsu Ledgerly Payments API zostanie wyłączona 30 września 2025 r. Od tego dnia żądania wysyłane do `https://api.ledgerly.com/v1/` będą zwracać kod HTTP 410. Aby Twoja integracja nadal działała, musisz przejść na v2 przed upływem tego terminu. Najważniejsza zmiana polega na tym, że pole `amount` przesyła się teraz w najmniejszych jednostkach waluty (np. 1050 dla 10,50 €), a nie jako ciąg dziesiętny, a pole `customer_ref` zmieniło nazwę na `customer_id`. Podpisy webhooków się nie zmieniły, więc aktualizacja kodu weryfikującego nie powinna być potrzebna. Przewodnik po migracji znajdziesz pod adresem https://docs.ledgerly.com/migrate-v2, a testy w środowisku sandbox możesz prowadzić bezpłatnie.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "the field formerly called `customer_ref` is now `customer_id`",
                        "the field formerly called `customer_ref` is now `customerId`",
                    )
                ],
                "code",
            ),
            Slip(
                2,
                [("https://docs.ledgerly.com/migrate-v2", "https://docs.ledgerly.com/migration")],
                "url",
            ),
            Slip(
                0,
                [
                    (
                        "You must move to v2 before the deadline",
                        "You should move to v2 before the deadline",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-library-volunteer-shift-briefing-notes",
        source="Thank you for volunteering at Elmbridge Community Library. Shifts run from 10 am to 1 pm or from 2 pm to 5 pm, and we ask you to sign in at the front desk when you arrive. Volunteers do not handle cash; if someone wants to pay a fine or buy a used book, please call a staff member. You may help visitors use the public computers, but you must not log in to anyone's personal accounts on their behalf. Children under 10 must be accompanied by an adult at all times. If you cannot make a shift, let the coordinator know at least 48 hours in advance.",
        good=[
            Good(
                "preserve",
                "Welcome, and thanks for volunteering with Elmbridge Community Library! A few things to remember:\n\n"
                "- Shifts are 10 am to 1 pm or 2 pm to 5 pm. Please sign in at the front desk when you arrive.\n"
                "- Volunteers don't handle cash. If someone wants to pay a fine or buy a used book, please call a member of staff.\n"
                "- You may help visitors with the public computers, but you must not log in to anyone's personal accounts for them.\n"
                "- Children under 10 must be with an adult at all times.\n"
                "- Can't make a shift? Let the coordinator know at least 48 hours in advance.",
            ),
            Good(
                "preserve",
                "Elmbridge Community Library thanks you for volunteering. There are two shifts, 10 am to 1 pm and 2 pm to 5 pm, and volunteers are asked to sign in at the front desk on arrival. Volunteers do not handle cash: if a visitor wishes to pay a fine or purchase a used book, please call a staff member. Volunteers may assist visitors with the public computers but must not log in to personal accounts on a visitor's behalf. Children under 10 must be accompanied by an adult at all times. If you are unable to attend a shift, please inform the coordinator at least 48 hours in advance.",
            ),
            Good(
                "pl",
                "Dziękujemy, że zostałeś wolontariuszem w Elmbridge Community Library. Dyżury trwają od 10:00 do 13:00 lub od 14:00 do 17:00; po przyjściu prosimy o wpisanie się na listę w recepcji. Wolontariusze nie obsługują płatności gotówkowych – jeśli ktoś chce zapłacić karę lub kupić używaną książkę, zawołaj pracownika biblioteki. Możesz pomagać odwiedzającym w korzystaniu z komputerów publicznych, ale nie wolno Ci logować się w ich imieniu na ich prywatne konta. Dzieci poniżej 10 lat muszą przez cały czas przebywać pod opieką dorosłego. Jeśli nie możesz przyjść na dyżur, poinformuj koordynatora co najmniej 48 godzin wcześniej.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Dzieci poniżej 10 lat muszą przez cały czas przebywać pod opieką dorosłego. Jeśli nie możesz przyjść na dyżur, poinformuj koordynatora co najmniej 48 godzin wcześniej.",
                        "Children under 10 must be accompanied by an adult at all times. If you cannot make a shift, please let the coordinator know at least 48 hours in advance.",
                    )
                ],
                "wrong_language",
            ),
            Slip(0, [("- Volunteers don't handle cash.", "- Volunteers handle cash.")], "negation"),
            Slip(
                1,
                [
                    (
                        "please inform the coordinator at least 48 hours",
                        "please inform the coordinator, Margaret Hale, at least 48 hours",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-northvale-community-arts-small-grants",
        source="The Northvale Community Arts Fund is now accepting applications for small grants of between £500 and £2,500. Projects must take place in the borough between 1 September 2025 and 31 March 2026 and be open to the public. Community groups, charities and unincorporated associations can apply; individuals and schools cannot. Applications close at noon on Friday 27 June 2025, and decisions will be sent by 31 July 2025. Around 25 grants are expected to be awarded this round. Successful applicants must submit a short report with at least three photos within eight weeks of their project ending.",
        good=[
            Good(
                "preserve",
                "Northvale Community Arts Fund: small grants now open\n\n"
                "- Grant size: £500 to £2,500.\n"
                "- Projects must take place in the borough between 1 September 2025 and 31 March 2026 and be open to the public.\n"
                "- Who can apply: community groups, charities and unincorporated associations (not individuals or schools).\n"
                "- Deadline: noon on Friday 27 June 2025. Decisions will be sent by 31 July 2025.\n"
                "- Around 25 grants are expected to be awarded this round.\n"
                "- If you are successful, you must submit a short report with at least three photos within eight weeks of your project ending.",
            ),
            Good(
                "preserve",
                "Got an arts project in mind? The Northvale Community Arts Fund is now open for small grant applications, with awards of £500 to £2,500. Your project must take place in the borough between September 1, 2025, and March 31, 2026, and must be open to the public. Community groups, charities and unincorporated associations can apply, but individuals and schools cannot. Applications close at 12 noon on Friday, June 27, 2025, and we'll send out decisions by July 31, 2025. We expect to award around 25 grants this round. If you receive one, you must send us a short report with at least three photos within eight weeks of your project finishing.",
            ),
            Good(
                "pl",
                "Fundusz Northvale Community Arts Fund przyjmuje wnioski o małe granty w wysokości od 500 do 2500 funtów. Projekty muszą być realizowane na terenie gminy między 1 września 2025 r. a 31 marca 2026 r. i być otwarte dla publiczności. O grant mogą ubiegać się grupy społeczne, organizacje charytatywne i stowarzyszenia nieposiadające osobowości prawnej; osoby prywatne i szkoły nie mogą składać wniosków. Nabór kończy się w piątek 27 czerwca 2025 r. w południe, a decyzje zostaną przesłane do 31 lipca 2025 r. W tej edycji przewiduje się przyznanie około 25 grantów. Beneficjenci muszą w ciągu ośmiu tygodni od zakończenia projektu złożyć krótkie sprawozdanie z co najmniej trzema zdjęciami.",
            ),
        ],
        bad=[
            Slip(0, [("- Grant size: £500 to £2,500.", "- Grant size: £500 to £5,000.")], "number"),
            Slip(
                1,
                [
                    (
                        "Community groups, charities and unincorporated associations can apply, but individuals and schools cannot.",
                        "O grant mogą ubiegać się grupy społeczne, organizacje charytatywne i stowarzyszenia nieposiadające osobowości prawnej, ale osoby prywatne i szkoły już nie.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                2,
                [
                    (
                        "decyzje zostaną przesłane do 31 lipca 2025 r.",
                        "decyzje zostaną przesłane do 31 sierpnia 2025 r.",
                    )
                ],
                "date",
            ),
        ],
    ),
    Case(
        key="en-state-of-birds-farmland-decline-summary",
        source="Farmland bird numbers in the UK have fallen by an estimated 58% since 1970, according to the State of the UK's Birds report (RSPB and BTO, 2023, p. 14). Species such as the turtle dove and grey partridge have declined most steeply. The report attributes much of the loss to changes in farming practice, including the loss of hedgerows and winter stubble, although climate change is likely to play a growing role. Agri-environment schemes appear to have slowed the decline in some areas, but the authors note that the evidence is patchy and that recovery has not been seen at a national scale.",
        good=[
            Good(
                "preserve",
                "Since 1970, the UK has lost an estimated 58% of its farmland birds, says the State of the UK's Birds report (RSPB and BTO, 2023, p. 14). Among the species hit hardest are the turtle dove and the grey partridge. The report puts much of the loss down to changes in farming practice, such as disappearing hedgerows and winter stubble, though climate change is likely to play a growing part. In some areas, agri-environment schemes appear to have slowed the decline, but the authors point out that the evidence is patchy and that no recovery has been seen at a national scale.",
            ),
            Good(
                "preserve",
                "Farmland birds: State of the UK's Birds (RSPB and BTO, 2023, p. 14)\n\n"
                "- Numbers have fallen by an estimated 58% since 1970.\n"
                "- The steepest declines include the turtle dove and grey partridge.\n"
                "- Much of the loss is attributed to changes in farming practice, including the loss of hedgerows and winter stubble; climate change is likely to play a growing role.\n"
                "- Agri-environment schemes appear to have slowed the decline in some areas, but the authors note that the evidence is patchy and recovery has not been seen nationally.",
            ),
            Good(
                "pl",
                "Według raportu State of the UK's Birds (RSPB i BTO, 2023, s. 14) liczebność ptaków krajobrazu rolniczego w Wielkiej Brytanii spadła od 1970 r. o szacunkowo 58%. Najbardziej zmalały populacje takich gatunków jak turkawka i kuropatwa. Raport przypisuje znaczną część tych strat zmianom w praktykach rolniczych, m.in. zanikowi żywopłotów i ściernisk pozostawianych na zimę, choć zmiana klimatu prawdopodobnie będzie odgrywać coraz większą rolę. Wygląda na to, że programy rolno-środowiskowe spowolniły spadki na niektórych obszarach, ale autorzy zauważają, że dowody są fragmentaryczne, a w skali całego kraju nie odnotowano odbudowy populacji.",
            ),
        ],
        bad=[
            Slip(0, [("(RSPB and BTO, 2023, p. 14)", "(RSPB and BTO, 2023, p. 41)")], "citation"),
            Slip(
                1,
                [
                    (
                        "- Numbers have fallen by an estimated 58% since 1970.",
                        "- Numbers have fallen by 58% since 1970.",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Najbardziej zmalały populacje takich gatunków jak turkawka i kuropatwa.",
                        "Najbardziej zmalały populacje takich gatunków jak turkawka i kuropatwa, głównie z powodu stosowania neonikotynoidów.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-kingsway-house-fire-drill-notice",
        source="A fire drill will take place at Kingsway House on Wednesday 15 October 2025 at about 11 am. When the alarm sounds, all staff and visitors must leave the building by the nearest exit and go to the assembly point in the rear car park. Do not use the lifts, and do not stop to collect personal belongings. Fire wardens should check their floors and report to the incident controller. Staff with a personal emergency evacuation plan may leave five minutes early if they wish. Nobody may re-enter the building until a warden confirms it is safe. The drill should last no more than 20 minutes.",
        good=[
            Good(
                "preserve",
                "Hi all, just a heads-up that we're holding a fire drill at Kingsway House at about 11 am on Wednesday 15 October 2025.\n\n"
                "When you hear the alarm:\n"
                "- Everyone, staff and visitors alike, must leave by the nearest exit and go to the assembly point in the rear car park.\n"
                "- Don't use the lifts, and don't stop to collect your belongings.\n"
                "- Fire wardens should check their floors and then report to the incident controller.\n"
                "- If you have a personal emergency evacuation plan, you may leave five minutes early if you wish.\n"
                "- No one may go back in until a warden confirms it's safe.\n\n"
                "The drill should last no more than 20 minutes.",
            ),
            Good(
                "preserve",
                "Kingsway House will hold a fire drill at approximately 11 am on Wednesday, October 15, 2025. On hearing the alarm, all staff and visitors must leave the building by the nearest exit and proceed to the assembly point in the rear car park. Do not use the lifts or stop to collect personal belongings. Fire wardens should check their floors and report to the incident controller. Staff who have a personal emergency evacuation plan may, if they wish, leave five minutes early. No one may re-enter the building until a warden has confirmed that it is safe. The drill should take no longer than 20 minutes.",
            ),
            Good(
                "pl",
                "W środę 15 października 2025 r. około godz. 11:00 w budynku Kingsway House odbędą się ćwiczenia przeciwpożarowe. Po usłyszeniu alarmu wszyscy pracownicy i goście muszą opuścić budynek najbliższym wyjściem i udać się na miejsce zbiórki na tylnym parkingu. Nie korzystaj z wind i nie zatrzymuj się, by zabrać rzeczy osobiste. Osoby odpowiedzialne za ewakuację (fire wardens) powinny sprawdzić swoje piętra i zgłosić się do kierującego akcją. Pracownicy, którzy mają indywidualny plan ewakuacji, mogą, jeśli chcą, wyjść pięć minut wcześniej. Nikt nie może wrócić do budynku, dopóki osoba odpowiedzialna za ewakuację nie potwierdzi, że jest to bezpieczne. Ćwiczenia powinny trwać nie dłużej niż 20 minut.",
            ),
        ],
        bad=[
            Slip(0, [("- Don't use the lifts,", "- Use the lifts,")], "negation"),
            Slip(
                1,
                [("Fire wardens should check their floors", "Fire wardens may check their floors")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "udać się na miejsce zbiórki na tylnym parkingu.",
                        "udać się na miejsce zbiórki na tylnym parkingu, gdzie zostanie sprawdzona lista obecności.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
