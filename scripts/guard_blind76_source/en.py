# ruff: noqa: E501, RUF001
"""English source cases of blind set 76: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-pine-lake-kayak-rental-rules",
        source="Kayak rentals at Pine Lake Outfitters run from 8:00 a.m. to 6:00 p.m. daily between May 15 and September 30. Single kayaks cost $25 for the first two hours and $10 for each additional hour; tandems are $40 for two hours. Every paddler must wear the life jacket we provide, and children under 12 must paddle with an adult in a tandem. Kayaks may not be taken past the red buoys at the north end of the lake. If the wind picks up above 15 mph, staff may call all boats back to the dock, and no refunds are given for time lost to weather. Please arrive 15 minutes early to sign the waiver.",
        good=[
            Good(
                "preserve",
                "Planning to paddle at Pine Lake Outfitters? We rent kayaks every day from May 15 to September 30, 8:00 a.m. to 6:00 p.m. A single kayak is $25 for the first two hours plus $10 for every extra hour, and a tandem costs $40 for two hours. You must wear the life jacket we give you, and kids under 12 must be in a tandem with an adult. Don't take your kayak beyond the red buoys at the lake's north end. Staff may call every boat back to the dock if the wind rises above 15 mph, and we don't refund time lost to weather. Please get here 15 minutes early so you can sign the waiver.",
            ),
            Good(
                "preserve",
                "Pine Lake Outfitters – kayak rental rules\n\n"
                "- Hours: daily, 8:00 a.m.–6:00 p.m., May 15 through September 30.\n"
                "- Prices: single kayak $25 for the first two hours, then $10 per additional hour; tandem kayak $40 for two hours.\n"
                "- Safety: every paddler must wear the life jacket provided; children under 12 must paddle with an adult in a tandem.\n"
                "- Boundaries: kayaks may not go past the red buoys at the north end of the lake.\n"
                "- Weather: if winds exceed 15 mph, staff may recall all boats to the dock; no refunds are given for time lost to weather.\n"
                "- Arrival: please come 15 minutes early to sign the waiver.",
            ),
            Good(
                "pl",
                "Wypożyczalnia kajaków Pine Lake Outfitters działa codziennie od 15 maja do 30 września, w godzinach 8:00–18:00. Kajak jednoosobowy kosztuje 25 USD za pierwsze dwie godziny i 10 USD za każdą kolejną godzinę, a dwuosobowy – 40 USD za dwie godziny. Każdy uczestnik musi mieć na sobie kamizelkę ratunkową, którą zapewniamy, a dzieci poniżej 12 lat muszą płynąć z dorosłym w kajaku dwuosobowym. Kajakami nie wolno wypływać za czerwone boje na północnym krańcu jeziora. Gdy wiatr przekroczy 15 mil na godzinę, obsługa może wezwać wszystkie łodzie z powrotem do przystani; za czas utracony z powodu pogody nie zwracamy pieniędzy. Prosimy przyjść 15 minut wcześniej, aby podpisać oświadczenie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("kids under 12 must be in a tandem", "kids under 12 should be in a tandem")],
                "modality",
            ),
            Slip(1, [("then $10 per additional hour", "then $15 per additional hour")], "number"),
            Slip(2, [("Kajakami nie wolno wypływać", "Kajakami wolno wypływać")], "negation"),
        ],
    ),
    Case(
        key="en-smart-meter-installation-appointment-letter",
        source="Your electricity supplier, Northgrid Energy, will replace your current meter with a smart meter free of charge. The installation appointment is booked for Tuesday, 14 October 2025, between 8:00 and 12:00. An adult aged 18 or over must be at home to let the engineer in. The work usually takes about 90 minutes, and your power will be switched off for around 30 minutes during that time. You should unplug sensitive equipment such as computers before the visit. If the engineer finds asbestos near the meter board, the installation may have to be postponed. To rearrange, call 0800 412 9070 at least 48 hours before your appointment.",
        good=[
            Good(
                "preserve",
                "Northgrid Energy, your electricity supplier, is going to swap your existing meter for a smart meter at no cost to you. Your appointment is on Tuesday 14 October 2025, some time between 8:00 and 12:00, and someone aged 18 or older must be at home to let the engineer in. The job normally takes about 90 minutes, with the power off for roughly 30 minutes of it, so you should unplug sensitive devices like computers beforehand. Should the engineer find asbestos near the meter board, the installation may need to be postponed. Need a different time? Call 0800 412 9070 no later than 48 hours before the appointment.",
            ),
            Good(
                "preserve",
                "Dear customer,\n\n"
                "Northgrid Energy will install a smart meter in place of your current meter, free of charge, on Tuesday, October 14, 2025, between 8:00 and 12:00. Please note the following:\n\n"
                "1. An adult (18 or over) must be present to give the engineer access.\n"
                "2. The installation usually lasts about 90 minutes; the electricity supply will be off for around 30 minutes.\n"
                "3. You should disconnect sensitive equipment, such as computers, before the visit.\n"
                "4. If asbestos is found near the meter board, the installation may have to be postponed.\n\n"
                "To rearrange the appointment, please call 0800 412 9070 at least 48 hours in advance.",
            ),
            Good(
                "pl",
                "Twój dostawca energii, Northgrid Energy, bezpłatnie wymieni obecny licznik na licznik inteligentny. Wizyta montażowa jest zaplanowana na wtorek, 14 października 2025 r., w godzinach 8:00–12:00. W domu musi być osoba dorosła (mająca co najmniej 18 lat), która wpuści montera. Prace trwają zwykle około 90 minut, a prąd zostanie w tym czasie wyłączony na mniej więcej 30 minut. Przed wizytą powinieneś odłączyć wrażliwe urządzenia, np. komputery. Jeśli monter znajdzie azbest w pobliżu tablicy licznikowej, może być konieczne przełożenie montażu. Aby zmienić termin, zadzwoń pod numer 0800 412 9070 co najmniej 48 godzin przed wizytą.",
            ),
        ],
        bad=[
            Slip(0, [("normally takes about 90 minutes", "takes 90 minutes")], "hedge"),
            Slip(1, [("Tuesday, October 14, 2025", "Tuesday, October 21, 2025")], "date"),
            Slip(
                2,
                [("W domu musi być osoba dorosła", "W domu powinna być osoba dorosła")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-lrst-workshop-openreview-submission-call",
        source="The 9th Workshop on Low-Resource Speech Technology (LRST 2026) invites submissions of long papers (up to 8 pages) and short papers (up to 4 pages), excluding references. Submissions must be anonymised and uploaded through OpenReview at https://openreview.net/group?id=LRST/2026. Papers that have been published or are under review elsewhere will not be considered. The submission deadline is 20 February 2026, 23:59 AoE; notifications will be sent by 3 April 2026. At least one author of each accepted paper must register and present in person in Lisbon. Questions can be sent to the organisers at lrst2026-chairs@googlegroups.com.",
        good=[
            Good(
                "preserve",
                "**LRST 2026 – Call for Papers**\n\n"
                "The 9th Workshop on Low-Resource Speech Technology welcomes:\n\n"
                "- long papers of up to 8 pages,\n"
                "- short papers of up to 4 pages\n\n"
                "(reference pages are not counted).\n\n"
                "All submissions must be anonymised and submitted via OpenReview: https://openreview.net/group?id=LRST/2026. We will not consider papers already published or currently under review at another venue.\n\n"
                "Key dates: submissions close on 20 February 2026 at 23:59 AoE, and authors will be notified by 3 April 2026. For every accepted paper, at least one author must register and present in person in Lisbon. Questions? Contact the organisers at lrst2026-chairs@googlegroups.com.",
            ),
            Good(
                "preserve",
                "We're looking for your work! LRST 2026, the ninth Workshop on Low-Resource Speech Technology, accepts long papers (8 pages max) and short papers (4 pages max), with references not counted toward the limit. Your paper must be anonymised and submitted on OpenReview (https://openreview.net/group?id=LRST/2026) by February 20, 2026, 23:59 AoE; anything already published or under review elsewhere will not be considered. We'll send decisions by April 3, 2026. If your paper is accepted, at least one author must register and present it in person in Lisbon. Any questions? Write to lrst2026-chairs@googlegroups.com.",
            ),
            Good(
                "pl",
                "9. Warsztaty z Technologii Mowy dla Języków o Niskich Zasobach (LRST 2026) zapraszają do nadsyłania artykułów długich (do 8 stron) i krótkich (do 4 stron), bez wliczania bibliografii. Zgłoszenia muszą być zanonimizowane i przesłane przez OpenReview pod adresem https://openreview.net/group?id=LRST/2026. Prace już opublikowane lub recenzowane w innym miejscu nie będą rozpatrywane. Termin nadsyłania zgłoszeń upływa 20 lutego 2026 r. o 23:59 AoE, a powiadomienia zostaną wysłane do 3 kwietnia 2026 r. Co najmniej jeden autor każdej przyjętej pracy musi się zarejestrować i osobiście wygłosić referat w Lizbonie. Pytania można kierować do organizatorów na adres lrst2026-chairs@googlegroups.com.",
            ),
        ],
        bad=[
            Slip(0, [("lrst2026-chairs@googlegroups.com", "lrst-chairs@googlegroups.com")], "url"),
            Slip(1, [("by April 3, 2026", "by April 13, 2026")], "date"),
            Slip(2, [("nie będą rozpatrywane", "będą rozpatrywane")], "negation"),
        ],
    ),
    Case(
        key="en-fcc-technician-licence-exam-rules",
        source="Under FCC rules, every amateur radio station must transmit its assigned call sign at the end of each communication and at least every 10 minutes during a communication (47 CFR § 97.119(a)). A Technician licence, the entry-level class, requires passing a 35-question written exam; you need at least 26 correct answers. The licence is valid for 10 years. Technicians may operate on all amateur frequencies above 50 MHz but have only limited privileges on the HF bands. Exams are given by volunteer examiners, and the FCC application fee is $35. You may not use amateur frequencies for any business communication (§ 97.113).",
        good=[
            Good(
                "preserve",
                "How do you get and keep a Technician licence? The entry-level Technician class requires you to pass a 35-question written exam, answering at least 26 questions correctly. Exams are run by volunteer examiners, the FCC charges a $35 application fee, and the licence lasts 10 years. With it you may operate on every amateur frequency above 50 MHz, though your HF privileges are limited. Two FCC rules matter from day one: your station must send its call sign at the end of each communication and at least every 10 minutes during one (47 CFR § 97.119(a)), and you may not use amateur frequencies for business communications of any kind (§ 97.113).",
            ),
            Good(
                "preserve",
                "Key facts about the FCC Technician licence:\n"
                "- Exam: 35 written questions, with a pass mark of 26 correct answers; administered by volunteer examiners.\n"
                "- Fee: $35 FCC application fee.\n"
                "- Term: valid for ten years.\n"
                "- Privileges: Technicians may operate on all amateur frequencies above 50 MHz, with only limited HF privileges.\n"
                "- Identification: every station must transmit its call sign at the end of each communication and at least every ten minutes during it (47 CFR § 97.119(a)).\n"
                "- Restrictions: amateur frequencies may not be used for any business communication (§ 97.113).",
            ),
            Good(
                "pl",
                "Zgodnie z przepisami FCC każda amatorska stacja radiowa musi nadawać przydzielony jej znak wywoławczy na końcu każdej łączności oraz co najmniej co 10 minut w jej trakcie (47 CFR § 97.119(a)). Aby uzyskać licencję Technician, czyli podstawową klasę licencji, trzeba zdać pisemny egzamin z 35 pytań i udzielić co najmniej 26 poprawnych odpowiedzi. Licencja jest ważna 10 lat. Posiadacze licencji Technician mogą pracować na wszystkich częstotliwościach amatorskich powyżej 50 MHz, ale na pasmach KF mają jedynie ograniczone uprawnienia. Egzaminy przeprowadzają egzaminatorzy-wolontariusze, a opłata za wniosek w FCC wynosi 35 USD. Częstotliwości amatorskich nie wolno wykorzystywać do jakiejkolwiek łączności biznesowej (§ 97.113).",
            ),
        ],
        bad=[
            Slip(0, [("(§ 97.113)", "(§ 97.111)")], "legal_reference"),
            Slip(
                1,
                [("pass mark of 26 correct answers", "pass mark of 24 correct answers")],
                "number",
            ),
            Slip(2, [("musi nadawać przydzielony", "powinna nadawać przydzielony")], "modality"),
        ],
    ),
    Case(
        key="en-food-bank-sorting-shift-welcome",
        source="Thank you for signing up to volunteer at the Eastside Community Food Bank! Sorting shifts run on Wednesdays from 9:30 to 12:30 and on Saturdays from 10:00 to 13:00. Please check in at the side entrance on Harlow Street, not the main door, at least ten minutes before your shift starts. Closed-toe shoes are required in the warehouse; sandals are not allowed for safety reasons. Volunteers under 16 must be accompanied by a parent or guardian. If you can't make your shift, let us know by 5 p.m. the day before so we can find a replacement. We do not need any prior experience — our coordinators will show you everything on your first day.",
        good=[
            Good(
                "preserve",
                "Thanks for volunteering with the Eastside Community Food Bank! Sorting shifts are Wednesdays 9:30–12:30 and Saturdays 10:00–13:00. Check in at the Harlow Street side entrance (not the main door) at least ten minutes before your shift begins. Closed-toe shoes are a must in the warehouse — for safety reasons, sandals aren't allowed. Anyone under 16 must come with a parent or guardian. Can't make it? Tell us by 5 p.m. the day before so we can find someone to cover. No prior experience is needed: on your first day, our coordinators will show you everything.",
            ),
            Good(
                "preserve",
                "Welcome aboard, and thank you for signing up at the Eastside Community Food Bank. A few things to know before your first sorting shift:\n\n"
                "* When: Wednesdays, 9:30 a.m.–12:30 p.m., or Saturdays, 10:00 a.m.–1:00 p.m.\n"
                "* Where: use the side entrance on Harlow Street rather than the main door, and check in at least 10 minutes before the shift starts.\n"
                "* What to wear: closed-toe shoes are required in the warehouse; for safety reasons, sandals are not allowed.\n"
                "* Age: volunteers under 16 must be accompanied by a parent or guardian.\n"
                "* Cancelling: please let us know by 5 p.m. on the day before your shift so we can arrange a replacement.\n\n"
                "You don't need any previous experience — our coordinators will walk you through everything on day one.",
            ),
            Good(
                "pl",
                "Dziękujemy za zgłoszenie się do wolontariatu w banku żywności Eastside Community Food Bank! Dyżury przy sortowaniu odbywają się w środy od 9:30 do 12:30 i w soboty od 10:00 do 13:00. Prosimy meldować się przy bocznym wejściu od strony Harlow Street, a nie przy głównych drzwiach, co najmniej dziesięć minut przed rozpoczęciem dyżuru. W magazynie obowiązuje obuwie z zakrytymi palcami; ze względów bezpieczeństwa sandały są niedozwolone. Wolontariusze poniżej 16 lat muszą przychodzić z rodzicem lub opiekunem. Jeśli nie możesz przyjść na swój dyżur, daj nam znać do 17:00 dnia poprzedniego, abyśmy mogli znaleźć zastępstwo. Nie wymagamy żadnego doświadczenia – pierwszego dnia nasi koordynatorzy wszystko Ci pokażą.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "our coordinators will show you everything.",
                        "our coordinators will show you everything, and lunch is provided after every shift.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1, [("Saturdays, 10:00 a.m.–1:00 p.m.", "Saturdays, 10:00 a.m.–2:00 p.m.")], "date"
            ),
            Slip(2, [("sandały są niedozwolone", "sandały są dozwolone")], "negation"),
        ],
    ),
    Case(
        key="en-foundation-grant-interim-final-reports",
        source="As a condition of your grant from the Riverside Foundation, you must submit an interim report by 31 July 2025 and a final report within 60 days of the end of the grant period, which closes on 31 March 2026. Both reports should be submitted through the grantee portal and include a budget-to-actual comparison. Any variance of more than 10% in a budget line must be explained in writing. Unspent funds over $500 must be returned to the Foundation unless we approve an extension. Photos and participant stories are welcome but not required. Late reports may affect your eligibility for future funding.",
        good=[
            Good(
                "preserve",
                "Reporting requirements for Riverside Foundation grantees\n\n"
                "As a condition of your grant, you must submit:\n"
                "1. an interim report no later than 31 July 2025;\n"
                "2. a final report within 60 days after the grant period ends on 31 March 2026.\n\n"
                "Both reports should be filed via the grantee portal and should contain a budget-to-actual comparison. Where a budget line varies by more than 10%, the variance must be explained in writing. Unspent funds exceeding $500 must be returned to the Foundation unless we approve an extension. Photos and participant stories are welcome, though not required. Please note that late reports may affect your eligibility for future grants.",
            ),
            Good(
                "preserve",
                "Your Riverside Foundation grant period ends on March 31, 2026. As a condition of the grant, you must send us two reports: an interim report by July 31, 2025, and a final report no more than 60 days after the grant period closes. You should file both through the grantee portal, each with a comparison of budgeted and actual spending. If any budget line is off by more than 10%, you must explain why in writing. If more than $500 is left unspent, you must return it to the Foundation unless we approve an extension. You're welcome to add photos and participant stories, but you don't have to. Keep in mind that late reports may affect whether you are eligible for future funding.",
            ),
            Good(
                "pl",
                "Zgodnie z warunkami grantu Riverside Foundation muszą Państwo złożyć raport śródokresowy do 31 lipca 2025 r. oraz raport końcowy w ciągu 60 dni od zakończenia okresu grantowego, który kończy się 31 marca 2026 r. Oba raporty powinny zostać złożone za pośrednictwem portalu grantobiorcy i zawierać zestawienie budżetu planowanego z wykonanym. Każde odchylenie przekraczające 10% w danej pozycji budżetu musi zostać wyjaśnione na piśmie. Niewykorzystane środki powyżej 500 USD muszą zostać zwrócone Fundacji, chyba że zatwierdzimy przedłużenie. Zdjęcia i historie uczestników są mile widziane, ale nie są wymagane. Spóźnione raporty mogą wpłynąć na możliwość otrzymania finansowania w przyszłości.",
            ),
        ],
        bad=[
            Slip(0, [("varies by more than 10%", "varies by more than 15%")], "number"),
            Slip(
                1,
                [("you must explain why in writing", "you should explain why in writing")],
                "modality",
            ),
            Slip(2, [("do 31 lipca 2025 r.", "do 30 czerwca 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-python-library-release-checklist-markdown",
        source="## Release checklist\n\n"
        "1. Bump the version in `pyproject.toml` and add a dated entry to `CHANGELOG.md`.\n"
        "2. Run `make test` on a clean checkout; do not release if any test fails.\n"
        "3. Tag the commit with `git tag -s v2.4.0` and push the tag.\n"
        "4. The CI workflow builds the wheels and publishes them to PyPI — never upload by hand.\n"
        "5. Check that the docs at [docs.fernlib.dev](https://docs.fernlib.dev) show the new version within an hour.\n\n"
        "Patch releases may skip step 5. Major releases must also be announced on the mailing list at least one week in advance.",
        good=[
            Good(
                "preserve",
                "## How to cut a release\n\n"
                "1. Update the version in `pyproject.toml`, then add a new, dated entry to `CHANGELOG.md`.\n"
                "2. On a clean checkout, run `make test`. If any test fails, do not release.\n"
                "3. Tag the commit with `git tag -s v2.4.0`, then push the tag.\n"
                "4. Let the CI workflow build the wheels and publish them to PyPI; never upload them manually.\n"
                "5. Within an hour, confirm that [docs.fernlib.dev](https://docs.fernlib.dev) shows the new version.\n\n"
                "Step 5 may be skipped for patch releases. For major releases, you must also announce the release on the mailing list at least a week ahead.",
            ),
            Good(
                "preserve",
                "## Release checklist\n\n"
                "- [ ] Version bumped in `pyproject.toml`; dated entry added to `CHANGELOG.md`.\n"
                "- [ ] `make test` run on a clean checkout — do not release if any test fails.\n"
                "- [ ] Commit tagged with `git tag -s v2.4.0` and the tag pushed.\n"
                "- [ ] Wheels built and published to PyPI by the CI workflow — never by a manual upload.\n"
                "- [ ] New version visible at [docs.fernlib.dev](https://docs.fernlib.dev) within an hour.\n\n"
                "Patch releases may skip the last item. Major releases must additionally be announced on the mailing list at least one week beforehand.",
            ),
            Good(
                "pl",
                "## Lista kontrolna wydania\n\n"
                "1. Podnieś wersję w `pyproject.toml` i dodaj wpis z datą do `CHANGELOG.md`.\n"
                "2. Uruchom `make test` na czystej kopii repozytorium; nie wydawaj wersji, jeśli którykolwiek test nie przejdzie.\n"
                "3. Oznacz commit poleceniem `git tag -s v2.4.0` i wypchnij tag.\n"
                "4. Workflow CI buduje pakiety wheel i publikuje je w PyPI — nigdy nie wysyłaj ich ręcznie.\n"
                "5. Sprawdź, czy w ciągu godziny dokumentacja pod adresem [docs.fernlib.dev](https://docs.fernlib.dev) pokazuje nową wersję.\n\n"
                "Wydania poprawkowe mogą pominąć krok 5. Wydania główne muszą też zostać ogłoszone na liście mailingowej co najmniej tydzień wcześniej.",
            ),
        ],
        bad=[
            Slip(0, [("## How to cut a release\n\n", "How to cut a release\n\n")], "markdown"),
            Slip(1, [("`git tag -s v2.4.0`", "`git tag -a v2.4.0`")], "code"),
            Slip(
                2,
                [
                    (
                        "nie wydawaj wersji, jeśli którykolwiek",
                        "wydaj wersję, nawet jeśli którykolwiek",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-harbourview-hotel-cancellation-policy-terms",
        source="Reservations at the Harbourview Hotel can be cancelled free of charge up to 72 hours before the arrival date. Cancellations made later than that will be charged one night's stay, and no-shows will be charged 100% of the booked stay. Prepaid Saver rates are non-refundable and cannot be changed. Guests must present a valid photo ID and the card used for booking at check-in. During major events, such as the city marathon in October, stricter terms may apply, and these will be shown at the time of booking. Refunds are usually processed within 5 to 7 business days, although some banks may take longer.",
        good=[
            Good(
                "preserve",
                "Need to cancel your Harbourview Hotel booking? You can do it free of charge up to 72 hours before your arrival date. If you cancel after that, we'll charge one night's stay, and if you don't show up, you'll be charged 100% of the stay you booked. Please note that prepaid Saver rates are non-refundable and can't be changed. When you check in, you must show a valid photo ID along with the card you booked with. Stricter terms may apply during major events such as the city marathon in October; if so, you'll see them when you book. Refunds usually take 5 to 7 business days to process, though some banks may take longer.",
            ),
            Good(
                "preserve",
                "Harbourview Hotel – cancellation policy\n"
                "• Free cancellation: up to 72 hours prior to the date of arrival.\n"
                "• Late cancellation (less than 72 hours before arrival): a charge equal to one night's stay.\n"
                "• No-show: 100% of the booked stay is charged.\n"
                "• Prepaid Saver rates: non-refundable; no changes possible.\n"
                "• Check-in: a valid photo ID and the payment card used for the booking must be presented.\n"
                "• Major events (e.g. the city marathon in October): stricter terms may apply and will be displayed at the time of booking.\n"
                "• Refunds: normally processed within 5–7 business days; some banks may take longer.",
            ),
            Good(
                "pl",
                "Rezerwację w hotelu Harbourview można bezpłatnie anulować najpóźniej 72 godziny przed datą przyjazdu. Za późniejsze anulowanie pobierana jest opłata w wysokości jednej doby, a w przypadku niestawienia się – 100% wartości zarezerwowanego pobytu. Przedpłacone stawki Saver są bezzwrotne i nie można ich zmienić. Przy zameldowaniu gość musi okazać ważny dokument tożsamości ze zdjęciem oraz kartę użytą do rezerwacji. W czasie dużych wydarzeń, takich jak październikowy maraton miejski, mogą obowiązywać surowsze warunki, które zostaną podane podczas rezerwacji. Zwroty są zazwyczaj realizowane w ciągu 5–7 dni roboczych, choć w niektórych bankach może to potrwać dłużej.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("you must show a valid photo ID", "you should show a valid photo ID")],
                "modality",
            ),
            Slip(
                1,
                [("No-show: 100% of the booked stay", "No-show: 50% of the booked stay")],
                "number",
            ),
            Slip(2, [("Zwroty są zazwyczaj realizowane", "Zwroty są realizowane")], "hedge"),
        ],
    ),
    Case(
        key="en-year8-science-museum-trip-consent",
        source="Year 8 students will visit the Thinktank Science Museum in Birmingham on Thursday 12 March 2026. The coach will leave school at 8:45 and is expected to return by about 16:00. The cost is £18 per student, which covers travel and entry; families receiving free school meals will not be charged. Students should bring a packed lunch and a water bottle, and must wear school uniform. Mobile phones may be brought but will not be used during the visit. Please return the signed consent form and payment to the school office by Friday 27 February. Without a signed form, your child cannot take part in the trip.",
        good=[
            Good(
                "preserve",
                "Dear parents and carers,\n\n"
                "On Thursday 12 March 2026, Year 8 will be visiting the Thinktank Science Museum in Birmingham. The coach leaves school at 8:45 and we expect to be back by about 16:00. The trip costs £18 per student, covering travel and entry, and there is no charge for families who receive free school meals. Your child should bring a packed lunch and a water bottle and must wear school uniform. Phones may be brought along but will not be used during the visit. Please hand in the signed consent form and payment at the school office by Friday 27 February — children without a signed form cannot join the trip.",
            ),
            Good(
                "preserve",
                "Year 8 trip: Thinktank Science Museum, Birmingham\n\n"
                "- Date: Thursday, 12 March 2026\n"
                "- Departure and return: coach leaves school at 8:45; expected back by about 4 p.m.\n"
                "- Cost: £18 per student (travel and entry included); no charge for families receiving free school meals\n"
                "- What to bring: students should bring a packed lunch and a water bottle\n"
                "- Dress: school uniform must be worn\n"
                "- Phones: may be brought, but will not be used during the visit\n"
                "- Deadline: signed consent form and payment to the school office by Friday, 27 February\n\n"
                "A student cannot go on the trip without a signed form.",
            ),
            Good(
                "pl",
                "Uczniowie klasy Year 8 odwiedzą muzeum nauki Thinktank w Birmingham w czwartek 12 marca 2026 r. Autokar odjedzie spod szkoły o 8:45, a powrót przewidywany jest około 16:00. Koszt wynosi 18 £ od ucznia i obejmuje przejazd oraz bilety wstępu; rodziny, które otrzymują bezpłatne posiłki szkolne, nie ponoszą opłaty. Uczniowie powinni zabrać suchy prowiant i butelkę wody, a także muszą mieć na sobie mundurek szkolny. Telefony komórkowe można zabrać, ale nie będą używane podczas wizyty. Prosimy o dostarczenie podpisanej zgody wraz z opłatą do sekretariatu szkoły do piątku 27 lutego. Bez podpisanego formularza dziecko nie może wziąć udziału w wycieczce.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "The coach leaves school at 8:45",
                        "The coach, provided by Midland Travel, leaves school at 8:45",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Thursday, 12 March 2026", "Thursday, 19 March 2026")], "date"),
            Slip(2, [("dziecko nie może wziąć udziału", "dziecko może wziąć udział")], "negation"),
        ],
    ),
    Case(
        key="en-compounded-omeprazole-suspension-dosing-label",
        source="Your compounded omeprazole oral suspension (2 mg/mL) has been prepared specially for your child. Give 5 mL once a day, 30 minutes before breakfast, using the oral syringe supplied; do not use a kitchen spoon. Shake the bottle well for at least 10 seconds before each dose. The suspension must be stored in the refrigerator at 2–8 °C, and any remaining liquid must be thrown away 30 days after the preparation date printed on the label. It may turn slightly yellow over time, which is probably harmless, but do not use it if it becomes brown. Contact the pharmacy if your child vomits within 15 minutes of a dose.",
        good=[
            Good(
                "preserve",
                "How to use your child's omeprazole oral suspension (2 mg/mL, compounded specially for your child):\n\n"
                "1. Shake the bottle well for at least 10 seconds before every dose.\n"
                "2. Measure 5 mL with the oral syringe provided; do not use a kitchen spoon.\n"
                "3. Give it once a day, 30 minutes before breakfast.\n"
                "4. The bottle must be kept in the fridge (2–8 °C), and any liquid left must be discarded 30 days after the preparation date on the label.\n\n"
                "The liquid may become slightly yellow with time; this is probably harmless, but do not use it if it turns brown. If your child vomits within 15 minutes of taking a dose, contact the pharmacy.",
            ),
            Good(
                "preserve",
                "This omeprazole oral suspension (2 mg/mL) was made up specially for your child. Once a day, 30 minutes before breakfast, give 5 mL using the oral syringe we supplied — not a kitchen spoon. Before each dose, shake the bottle well for at least 10 seconds. It must be kept refrigerated at 2 to 8 °C, and whatever is left must be thrown out 30 days after the preparation date shown on the label. Over time the suspension may take on a slight yellow tint, which is probably harmless; if it turns brown, though, do not use it. Please contact the pharmacy if your child vomits within 15 minutes after a dose.",
            ),
            Good(
                "pl",
                "Zawiesina doustna omeprazolu (2 mg/ml) została przygotowana recepturowo specjalnie dla Twojego dziecka. Podawaj 5 ml raz dziennie, 30 minut przed śniadaniem, za pomocą dołączonej strzykawki doustnej; nie używaj łyżki kuchennej. Przed każdą dawką dobrze wstrząśnij butelką przez co najmniej 10 sekund. Zawiesinę trzeba przechowywać w lodówce w temperaturze 2–8 °C, a pozostały płyn należy wyrzucić po 30 dniach od daty przygotowania podanej na etykiecie. Z czasem zawiesina może lekko zżółknąć, co prawdopodobnie jest nieszkodliwe, ale nie używaj jej, jeśli zrobi się brązowa. Skontaktuj się z apteką, jeśli dziecko zwymiotuje w ciągu 15 minut od podania dawki.",
            ),
        ],
        bad=[
            Slip(0, [("this is probably harmless", "this is harmless")], "hedge"),
            Slip(
                1, [("It must be kept refrigerated", "It should be kept refrigerated")], "modality"
            ),
            Slip(2, [("Podawaj 5 ml raz dziennie", "Podawaj 10 ml raz dziennie")], "number"),
        ],
    ),
    Case(
        key="en-daily-steps-mortality-cohort-summary",
        source="A large cohort study published in JAMA Network Open (Marquez et al., 2023) followed 41,500 adults aged 40 to 69 for a median of 8.2 years. Participants who walked at least 7,000 steps a day had a roughly 30% lower risk of death from any cause than those who walked fewer than 4,000. The authors note that the association appears to level off above about 10,000 steps. Because the study was observational, it cannot show that walking itself caused the lower risk; people who walk more may simply be healthier to begin with. The findings are consistent with an earlier meta-analysis (Paluch et al., 2022).",
        good=[
            Good(
                "preserve",
                "Walking more is linked to a lower risk of death, according to a large cohort study in JAMA Network Open (Marquez et al., 2023). Researchers tracked 41,500 adults aged 40–69 over a median of 8.2 years. Those taking at least 7,000 steps daily had a risk of death from any cause that was roughly 30% lower than that of people taking under 4,000. The association appears to flatten out above about 10,000 steps, the authors note. However, the study was observational, so it cannot prove that walking caused the lower risk — people who walk more may just be healthier in the first place. The results match those of an earlier meta-analysis (Paluch et al., 2022).",
            ),
            Good(
                "preserve",
                "Marquez et al. (2023), writing in JAMA Network Open, report a cohort study of 41,500 adults aged 40 to 69 who were followed for a median of 8.2 years. Compared with participants walking fewer than 4,000 steps per day, those walking 7,000 or more had an approximately 30% lower all-cause mortality risk, with the association appearing to plateau beyond roughly 10,000 steps. Given the observational design, the study cannot establish that walking itself caused this difference, since individuals who walk more may simply have been healthier at baseline. These results are in line with a previous meta-analysis by Paluch et al. (2022).",
            ),
            Good(
                "pl",
                "Duże badanie kohortowe opublikowane w JAMA Network Open (Marquez i wsp., 2023) objęło 41 500 dorosłych w wieku od 40 do 69 lat, obserwowanych przez medianę 8,2 roku. Osoby, które robiły co najmniej 7000 kroków dziennie, miały o około 30% niższe ryzyko zgonu z jakiejkolwiek przyczyny niż osoby robiące mniej niż 4000 kroków. Autorzy zauważają, że powyżej mniej więcej 10 000 kroków zależność wydaje się wypłaszczać. Ponieważ było to badanie obserwacyjne, nie może ono wykazać, że to samo chodzenie spowodowało niższe ryzyko; osoby, które więcej chodzą, mogą po prostu od początku być zdrowsze. Wyniki są zgodne z wcześniejszą metaanalizą (Paluch i wsp., 2022).",
            ),
        ],
        bad=[
            Slip(0, [("that was roughly 30% lower", "that was 30% lower")], "hedge"),
            Slip(1, [("Paluch et al. (2022)", "Paluch et al. (2021)")], "citation"),
            Slip(2, [("objęło 41 500 dorosłych", "objęło 14 500 dorosłych")], "number"),
        ],
    ),
    Case(
        key="en-uk-gdpr-subject-access-request",
        source="Under Article 15 of the UK GDPR, you have the right to ask us for a copy of the personal data we hold about you. You can make a request by emailing privacy@castlebridgehomes.co.uk or by using the form at https://www.castlebridgehomes.co.uk/privacy/request. We will not charge a fee in most cases. We must respond without undue delay and within one month of receiving your request, although this may be extended by two further months if the request is complex. We may ask you for proof of identity before we release any information. If you are unhappy with our response, you can complain to the Information Commissioner's Office.",
        good=[
            Good(
                "preserve",
                "Can I see the data you hold about me? Yes. Article 15 of the UK GDPR gives you the right to request a copy of the personal data we hold about you. Just email privacy@castlebridgehomes.co.uk or fill in the form at https://www.castlebridgehomes.co.uk/privacy/request. In most cases, there is no fee. We must reply without undue delay and within one month of getting your request; for complex requests, this may be extended by two more months. Before releasing any information, we may ask you to prove your identity. If you're not happy with our reply, you can complain to the Information Commissioner's Office.",
            ),
            Good(
                "preserve",
                "Right of access (Article 15, UK GDPR)\n\n"
                "You are entitled to request a copy of the personal data we hold about you. Requests may be submitted by email to privacy@castlebridgehomes.co.uk or via the online form at https://www.castlebridgehomes.co.uk/privacy/request. In most cases no fee will be charged. We are required to respond without undue delay and in any event within one month of receipt; where a request is complex, this period may be extended by a further two months. We may request proof of identity before disclosing any information. Should you be dissatisfied with our response, you may lodge a complaint with the Information Commissioner's Office.",
            ),
            Good(
                "pl",
                "Na podstawie art. 15 UK GDPR masz prawo zwrócić się do nas o kopię danych osobowych, które o Tobie przechowujemy. Wniosek możesz złożyć e-mailem na adres privacy@castlebridgehomes.co.uk lub za pomocą formularza pod adresem https://www.castlebridgehomes.co.uk/privacy/request. W większości przypadków nie pobieramy opłaty. Musimy odpowiedzieć bez zbędnej zwłoki, w ciągu miesiąca od otrzymania wniosku, choć w przypadku złożonych wniosków termin ten może zostać przedłużony o kolejne dwa miesiące. Przed udostępnieniem jakichkolwiek informacji możemy poprosić o potwierdzenie tożsamości. Jeśli nie jesteś zadowolony z naszej odpowiedzi, możesz złożyć skargę do Information Commissioner's Office.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "within one month of getting your request",
                        "within 14 days of getting your request",
                    )
                ],
                "date",
            ),
            Slip(
                1,
                [
                    (
                        "https://www.castlebridgehomes.co.uk/privacy/request",
                        "https://www.castlebridgehomes.co.uk/privacy",
                    )
                ],
                "url",
            ),
            Slip(
                2,
                [("Na podstawie art. 15 UK GDPR", "Na podstawie art. 17 UK GDPR")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="en-tidyjson-cli-readme-usage",
        source="# tidyjson\n\n"
        "`tidyjson` formats and validates JSON files from the command line. It requires Python 3.9 or newer.\n\n"
        "## Installation\n\n"
        "```\npip install tidyjson\n```\n\n"
        "## Usage\n\n"
        "Run `tidyjson --check data/*.json` to validate files without changing them. Add `--indent 4` to set the indentation; the default is 2 spaces. Exit code 1 means at least one file is invalid. The tool never rewrites a file that fails to parse. Full documentation is at https://tidyjson.readthedocs.io, and bugs should be reported on [GitHub](https://github.com/mkowal/tidyjson/issues).",
        good=[
            Good(
                "preserve",
                "# tidyjson\n\n"
                "A command-line tool that formats and validates JSON files. You'll need Python 3.9 or later.\n\n"
                "## Installation\n\n"
                "```\npip install tidyjson\n```\n\n"
                "## Usage\n\n"
                "To validate files without modifying them, run `tidyjson --check data/*.json`. An exit code of 1 means that at least one file is invalid. Indentation defaults to 2 spaces; pass `--indent 4` to change it. Files that fail to parse are never rewritten. See https://tidyjson.readthedocs.io for the full documentation; bugs should be reported on [GitHub](https://github.com/mkowal/tidyjson/issues).",
            ),
            Good(
                "preserve",
                "# tidyjson\n\n"
                "`tidyjson` is a command-line formatter and validator for JSON files (requires Python 3.9+).\n\n"
                "## Installation\n\n"
                "```\npip install tidyjson\n```\n\n"
                "## Usage\n\n"
                "- `tidyjson --check data/*.json` validates files without changing them.\n"
                "- `--indent 4` sets the indentation (default: 2 spaces).\n"
                "- Exit code 1 means at least one file is invalid.\n"
                "- A file that fails to parse is never rewritten.\n\n"
                "Full docs: https://tidyjson.readthedocs.io. Bugs should be reported on [GitHub](https://github.com/mkowal/tidyjson/issues).",
            ),
            Good(
                "pl",
                "# tidyjson\n\n"
                "`tidyjson` formatuje i waliduje pliki JSON z poziomu wiersza poleceń. Wymaga Pythona w wersji 3.9 lub nowszej.\n\n"
                "## Instalacja\n\n"
                "```\npip install tidyjson\n```\n\n"
                "## Użycie\n\n"
                "Uruchom `tidyjson --check data/*.json`, aby sprawdzić poprawność plików bez ich zmieniania. Dodaj `--indent 4`, aby ustawić wcięcie; domyślnie wynosi ono 2 spacje. Kod wyjścia 1 oznacza, że co najmniej jeden plik jest niepoprawny. Narzędzie nigdy nie nadpisuje pliku, którego nie da się sparsować. Pełna dokumentacja jest dostępna pod adresem https://tidyjson.readthedocs.io, a błędy powinny być zgłaszane na [GitHubie](https://github.com/mkowal/tidyjson/issues).",
            ),
        ],
        bad=[
            Slip(
                0, [("`tidyjson --check data/*.json`", "`tidyjson --validate data/*.json`")], "code"
            ),
            Slip(
                1,
                [
                    (
                        "Full docs: https://tidyjson.readthedocs.io.",
                        "Full docs: https://tidyjson.readthedocs.org.",
                    )
                ],
                "url",
            ),
            Slip(2, [("```\npip install tidyjson\n```", "pip install tidyjson")], "markdown"),
        ],
    ),
    Case(
        key="en-alder-road-community-garden-rules",
        source="Plot holders at the Alder Road Community Garden must keep their plots weeded and planted between April and October. A plot left untended for more than four weeks may be reassigned after one written warning. Only organic fertilisers and pest controls are permitted; chemical weedkillers must not be used anywhere on site. Hoses may be used before 9 a.m. and after 6 p.m. only, to save water during the day. Tools in the shared shed should be cleaned and returned after each use. The annual fee is £30 for a full plot and £15 for a half plot, payable by 1 March. Dogs are not allowed in the garden, except assistance dogs.",
        good=[
            Good(
                "preserve",
                "Alder Road Community Garden – rules for plot holders\n\n"
                "1. From April to October, plots must be kept weeded and planted.\n"
                "2. A plot left untended for over four weeks may be reassigned after one written warning.\n"
                "3. Only organic fertilisers and pest controls are allowed. Chemical weedkillers must not be used anywhere on site.\n"
                "4. To save water during the day, hoses may be used only before 9 a.m. and after 6 p.m.\n"
                "5. Tools from the shared shed should be cleaned and put back after each use.\n"
                "6. Annual fee: £30 for a full plot, £15 for a half plot, due by 1 March.\n"
                "7. No dogs in the garden, apart from assistance dogs.",
            ),
            Good(
                "preserve",
                "Welcome to the Alder Road Community Garden! Here's what we ask of plot holders. Between April and October you must keep your plot weeded and planted; if it's left untended for more than four weeks, it may be given to someone else after a single written warning. Only organic fertilisers and pest controls are permitted, and chemical weedkillers must not be used anywhere on site. To save water in the daytime, you may use hoses only before 9 a.m. or after 6 p.m. When you borrow tools from the shared shed, you should clean them and return them after each use. The yearly fee is £30 for a full plot or £15 for a half plot, payable by 1 March. Please note that dogs aren't allowed in the garden, except assistance dogs.",
            ),
            Good(
                "pl",
                "Działkowicze w ogrodzie społecznym Alder Road Community Garden muszą od kwietnia do października utrzymywać swoje działki odchwaszczone i obsadzone. Działka pozostawiona bez opieki dłużej niż cztery tygodnie może zostać przydzielona komuś innemu po jednym pisemnym upomnieniu. Dozwolone są wyłącznie organiczne nawozy i środki ochrony roślin; na terenie ogrodu nie wolno stosować chemicznych środków chwastobójczych. Z węży ogrodowych można korzystać tylko przed 9:00 i po 18:00, aby w ciągu dnia oszczędzać wodę. Narzędzia ze wspólnej szopy powinny być po każdym użyciu czyszczone i odkładane na miejsce. Roczna opłata wynosi 30 £ za całą działkę i 15 £ za pół działki, płatna do 1 marca. Psy nie mają wstępu do ogrodu, z wyjątkiem psów asystujących.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("due by 1 March.", "due by 1 March at the parish council office.")],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "you must keep your plot weeded and planted",
                        "you should keep your plot weeded and planted",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "nie wolno stosować chemicznych środków chwastobójczych",
                        "wolno stosować chemiczne środki chwastobójcze",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-winter-vitamin-d-supplement-advice",
        source="Should you take vitamin D in winter? In the UK, public health guidance suggests that most adults consider a daily supplement of 10 micrograms (400 IU) between October and March, when sunlight is too weak for the skin to make enough. Evidence on wider benefits is mixed: a large trial, VITAL (Manson et al., New England Journal of Medicine, 2019), found no significant reduction in cancer or cardiovascular events. Taking more is not necessarily better; adults should not exceed 100 micrograms a day unless advised by a doctor. People who rarely go outdoors may need a supplement all year round.",
        good=[
            Good(
                "preserve",
                "Thinking about vitamin D this winter? In the UK, public health guidance suggests that most adults consider a daily 10-microgram (400 IU) supplement from October to March, because sunlight is then too weak for the skin to make enough. The evidence for broader benefits is mixed. In the large VITAL trial (Manson et al., New England Journal of Medicine, 2019), supplements did not significantly reduce cancer or cardiovascular events. More isn't necessarily better, either: adults should not go above 100 micrograms a day unless a doctor advises it. If you rarely get outdoors, you may need a supplement throughout the year.",
            ),
            Good(
                "preserve",
                "Vitamin D in winter: UK public health guidance suggests that most adults consider a daily supplement of 10 micrograms (400 IU) from October to March, when sunlight is insufficient for the skin to produce enough. People who seldom go outdoors may need to supplement all year round. The evidence for additional benefits is mixed; the large VITAL trial (Manson et al., New England Journal of Medicine, 2019) found no significant reduction in cancer or cardiovascular events. Higher doses are not necessarily better, and adults should not exceed 100 micrograms per day unless advised to by a doctor.",
            ),
            Good(
                "pl",
                "Czy zimą przyjmować witaminę D? W Wielkiej Brytanii zalecenia zdrowia publicznego sugerują, by większość dorosłych rozważyła codzienną suplementację 10 mikrogramów (400 IU) od października do marca, kiedy światło słoneczne jest zbyt słabe, by skóra wytworzyła jej wystarczająco dużo. Dowody na szersze korzyści są niejednoznaczne: duże badanie VITAL (Manson i wsp., New England Journal of Medicine, 2019) nie wykazało istotnego zmniejszenia liczby zachorowań na nowotwory ani zdarzeń sercowo-naczyniowych. Więcej nie zawsze znaczy lepiej; dorośli nie powinni przekraczać 100 mikrogramów dziennie, chyba że zaleci to lekarz. Osoby, które rzadko wychodzą na zewnątrz, mogą potrzebować suplementacji przez cały rok.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("supplements did not significantly reduce", "supplements significantly reduced")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "(Manson et al., New England Journal of Medicine, 2019)",
                        "(Manson et al., The Lancet, 2019)",
                    )
                ],
                "citation",
            ),
            Slip(2, [("mogą potrzebować suplementacji", "potrzebują suplementacji")], "hedge"),
        ],
    ),
    Case(
        key="en-working-time-rest-break-entitlements",
        source="Under regulation 12 of the Working Time Regulations 1998, adult workers are entitled to an uninterrupted rest break of at least 20 minutes if their working day is longer than six hours. They are also entitled to 11 consecutive hours of rest in each 24-hour period (regulation 10). The break can be unpaid, and employers do not have to allow it to be taken at the start or end of the working day. Workers aged under 18 must be given a 30-minute break if they work more than four and a half hours. Staff who wish to opt out of the 48-hour weekly limit must do so in writing.",
        good=[
            Good(
                "preserve",
                "Breaks and rest at work – what the law says\n\n"
                "If you are an adult and your working day is longer than six hours, you are entitled to an uninterrupted break of at least 20 minutes (regulation 12, Working Time Regulations 1998). You are also entitled to 11 hours' rest in a row in every 24-hour period (regulation 10). Your break can be unpaid, and your employer does not have to let you take it at the start or end of your working day. If you are under 18, you must be given a 30-minute break whenever you work more than four and a half hours. If you wish to opt out of the 48-hour weekly limit, you must do so in writing.",
            ),
            Good(
                "preserve",
                "Working Time Regulations 1998 – rest entitlements\n\n"
                "- Rest break (reg. 12): adult workers are entitled to an uninterrupted break of 20 minutes or more when the working day exceeds six hours. It may be unpaid, and employers are not required to allow it at the start or end of the working day.\n"
                "- Daily rest (reg. 10): 11 consecutive hours in each 24-hour period.\n"
                "- Workers under 18: must be given a 30-minute break if they work more than 4.5 hours.\n"
                "- Opting out of the 48-hour weekly limit: must be done in writing.",
            ),
            Good(
                "pl",
                "Zgodnie z regulacją 12 Working Time Regulations 1998 dorośli pracownicy mają prawo do nieprzerwanej przerwy trwającej co najmniej 20 minut, jeśli ich dzień pracy trwa dłużej niż sześć godzin. Przysługuje im też 11 kolejnych godzin odpoczynku w każdym okresie 24 godzin (regulacja 10). Przerwa może być nieodpłatna, a pracodawca nie musi pozwalać na jej wykorzystanie na początku ani na końcu dnia pracy. Pracownikom poniżej 18 lat trzeba zapewnić 30-minutową przerwę, jeśli pracują dłużej niż cztery i pół godziny. Pracownicy, którzy chcą zrezygnować z 48-godzinnego tygodniowego limitu czasu pracy, muszą to zrobić na piśmie.",
            ),
        ],
        bad=[
            Slip(0, [("If you are under 18,", "If you are under 16,")], "number"),
            Slip(1, [("Daily rest (reg. 10)", "Daily rest (reg. 11)")], "legal_reference"),
            Slip(2, [("muszą to zrobić na piśmie", "powinni to zrobić na piśmie")], "modality"),
        ],
    ),
    Case(
        key="en-board-meeting-minutes-june-budget",
        source="## Board meeting – 4 June 2025\n\n"
        "**Present:** A. Okafor (chair), L. Brandt, M. Sousa, T. Nakamura\n\n"
        "### Decisions\n"
        "- The 2025 budget of €84,000 was approved unanimously.\n"
        "- The website redesign is postponed until the new treasurer starts.\n"
        "- Membership fees stay at €45 for the next year.\n\n"
        "### Actions\n"
        "- L. Brandt to send the signed budget to the bank by 13 June.\n"
        "- M. Sousa to collect quotes from at least three web agencies.\n\n"
        "The next meeting will probably be held online in September; the date has not been fixed yet.",
        good=[
            Good(
                "preserve",
                "## Board meeting, 4 June 2025\n\n"
                "**Attendees:** A. Okafor (chair), L. Brandt, M. Sousa, T. Nakamura\n\n"
                "### Decisions\n"
                "- 2025 budget (€84,000): approved unanimously.\n"
                "- Website redesign: postponed until the new treasurer takes up the post.\n"
                "- Membership fees: unchanged at €45 for the coming year.\n\n"
                "### Action items\n"
                "- L. Brandt will send the signed budget to the bank by 13 June.\n"
                "- M. Sousa will gather quotes from at least three web agencies.\n\n"
                "The next meeting will probably take place online in September, but no date has been set yet.",
            ),
            Good(
                "preserve",
                "## Board meeting – 4 June 2025\n\n"
                "**Present:** A. Okafor (chair), L. Brandt, M. Sousa, T. Nakamura\n\n"
                "### Decisions\n"
                "- The board unanimously approved the 2025 budget of €84,000.\n"
                "- The website redesign will wait until the new treasurer starts.\n"
                "- Membership fees remain at €45 for next year.\n\n"
                "### Actions\n"
                "| Who | What | When |\n"
                "|---|---|---|\n"
                "| L. Brandt | Send the signed budget to the bank | by 13 June |\n"
                "| M. Sousa | Collect quotes from at least three web agencies | – |\n\n"
                "Next meeting: probably online in September (date not fixed yet).",
            ),
            Good(
                "pl",
                "## Posiedzenie zarządu – 4 czerwca 2025\n\n"
                "**Obecni:** A. Okafor (przewodnictwo), L. Brandt, M. Sousa, T. Nakamura\n\n"
                "### Decyzje\n"
                "- Budżet na 2025 rok w wysokości 84 000 € został przyjęty jednogłośnie.\n"
                "- Przebudowa strony internetowej zostaje odłożona do czasu, aż nowy skarbnik obejmie funkcję.\n"
                "- Składki członkowskie pozostają na poziomie 45 € w przyszłym roku.\n\n"
                "### Zadania\n"
                "- L. Brandt wyśle podpisany budżet do banku do 13 czerwca.\n"
                "- M. Sousa zbierze oferty od co najmniej trzech agencji internetowych.\n\n"
                "Następne posiedzenie odbędzie się prawdopodobnie online we wrześniu; termin nie został jeszcze ustalony.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "until the new treasurer takes up the post.",
                        "until the new treasurer, J. Keller, takes up the post.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("| M. Sousa | Collect quotes from at least three web agencies | – |\n", "")],
                "markdown",
            ),
            Slip(2, [("84 000 €", "48 000 €")], "number"),
        ],
    ),
    Case(
        key="en-harbour-maritime-museum-visit-planning",
        source="The Harbour Maritime Museum is open Tuesday to Sunday, 10:00–17:00, and closed on Mondays except bank holidays. Tickets can be bought at the door, but we recommend booking online at https://harbourmaritime.org/tickets, as the museum can get busy at weekends. Children under 5 go free, and visitors under 14 must be accompanied by an adult at all times. Large bags and backpacks must be left in the cloakroom. Photography without flash is allowed in most galleries. The café on the ground floor serves light lunches until 15:30. For group bookings of 10 or more, contact groups@harbourmaritime.org at least two weeks in advance.",
        good=[
            Good(
                "preserve",
                "Plan your visit to the Harbour Maritime Museum\n\n"
                "- Opening hours: Tuesday–Sunday, 10:00–17:00. Closed on Mondays, except bank holidays.\n"
                "- Tickets: available at the door, but we recommend booking online at https://harbourmaritime.org/tickets, as weekends can get busy.\n"
                "- Children: under-5s go free; visitors under 14 must be accompanied by an adult at all times.\n"
                "- Bags: large bags and backpacks must be left in the cloakroom.\n"
                "- Photography: allowed without flash in most galleries.\n"
                "- Café: on the ground floor, serving light lunches until 15:30.\n"
                "- Groups of 10 or more: email groups@harbourmaritime.org at least two weeks ahead.",
            ),
            Good(
                "preserve",
                "You can visit the Harbour Maritime Museum from Tuesday to Sunday between 10:00 and 17:00; we're closed on Mondays unless it's a bank holiday. Tickets are on sale at the door, but since the museum can get busy at weekends, we recommend booking online at https://harbourmaritime.org/tickets. Entry is free for children under 5, and anyone under 14 must be with an adult at all times. Please note that you must leave large bags and backpacks in the cloakroom. You're welcome to take photos without flash in most galleries. Our ground-floor café serves light lunches until 15:30. Bringing a group of 10 or more? Contact groups@harbourmaritime.org at least two weeks before your visit.",
            ),
            Good(
                "pl",
                "Muzeum Harbour Maritime Museum jest otwarte od wtorku do niedzieli w godzinach 10:00–17:00; w poniedziałki jest zamknięte, z wyjątkiem dni świątecznych (bank holidays). Bilety można kupić na miejscu, ale zalecamy rezerwację online pod adresem https://harbourmaritime.org/tickets, ponieważ w weekendy w muzeum bywa tłoczno. Dzieci poniżej 5 lat wchodzą bezpłatnie, a osoby poniżej 14 lat muszą przez cały czas przebywać pod opieką dorosłego. Duże torby i plecaki trzeba zostawić w szatni. W większości sal można fotografować bez lampy błyskowej. Kawiarnia na parterze serwuje lekkie lunche do 15:30. Rezerwacje dla grup liczących 10 lub więcej osób prosimy zgłaszać na adres groups@harbourmaritime.org co najmniej dwa tygodnie wcześniej.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "large bags and backpacks must be left in the cloakroom",
                        "large bags and backpacks can be left in the cloakroom",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Our ground-floor café serves light lunches until 15:30.",
                        "Our ground-floor café serves light lunches until 15:30 and gives ticket holders a 10% discount.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("https://harbourmaritime.org/tickets", "https://harbourmaritime.org/bilety")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-urban-heat-island-literature-review",
        source="Urban heat islands can make city centres considerably warmer than surrounding rural areas. A review by Oke (1982, Quarterly Journal of the Royal Meteorological Society, 108, pp. 1–24) attributed the effect mainly to heat storage in buildings and reduced evaporation. More recent satellite studies suggest that daytime surface temperatures in large European cities are, on average, about 4 °C higher than in nearby countryside, although the difference varies widely with season. Street trees appear to reduce local air temperatures by 1–2 °C in summer (Bowler et al., 2010). However, most of these studies were conducted in temperate climates, so the results may not transfer to arid cities.",
        good=[
            Good(
                "preserve",
                "City centres can be considerably warmer than the countryside around them — the so-called urban heat island. Oke's review (1982, Quarterly Journal of the Royal Meteorological Society, 108, pp. 1–24) put this down mainly to heat stored in buildings and to reduced evaporation. Newer satellite research suggests that, on average, daytime surface temperatures in large European cities run about 4 °C above those in the nearby countryside, though the gap varies widely from season to season. Street trees appear to lower local air temperatures by 1–2 °C in summer (Bowler et al., 2010). Most of this work, however, was done in temperate climates, so the findings may not transfer to arid cities.",
            ),
            Good(
                "preserve",
                "The urban heat island effect can leave city centres considerably warmer than the surrounding rural areas. Oke (1982, Quarterly Journal of the Royal Meteorological Society, 108, pp. 1–24) attributed it mainly to heat storage in buildings and reduced evaporation. More recent satellite evidence suggests an average daytime surface temperature excess of about 4 °C for large European cities relative to nearby countryside, albeit with wide seasonal variation, while street trees appear to lower local summer air temperatures by 1–2 °C (Bowler et al., 2010). Since most of these studies were carried out in temperate climates, however, their results may not be transferable to arid cities.",
            ),
            Good(
                "pl",
                "Miejskie wyspy ciepła mogą sprawiać, że centra miast są znacznie cieplejsze niż otaczające je tereny wiejskie. Przegląd Oke'a (1982, Quarterly Journal of the Royal Meteorological Society, 108, s. 1–24) przypisywał to zjawisko głównie magazynowaniu ciepła w budynkach i ograniczonemu parowaniu. Nowsze badania satelitarne sugerują, że w dzień temperatura powierzchni w dużych miastach europejskich jest średnio o około 4 °C wyższa niż na pobliskich terenach wiejskich, choć różnica ta mocno zmienia się w zależności od pory roku. Drzewa przyuliczne wydają się obniżać lokalną temperaturę powietrza latem o 1–2 °C (Bowler i wsp., 2010). Większość tych badań przeprowadzono jednak w klimacie umiarkowanym, więc ich wyniki mogą nie przekładać się na miasta w klimacie suchym.",
            ),
        ],
        bad=[
            Slip(0, [("by 1–2 °C in summer", "by 3–4 °C in summer")], "number"),
            Slip(1, [("while street trees appear to lower", "while street trees lower")], "hedge"),
            Slip(2, [("108, s. 1–24", "108, s. 124–148")], "citation"),
        ],
    ),
    Case(
        key="en-riverside-10k-charity-run-details",
        source="The Riverside 10K charity run starts at 9:00 on Sunday 21 September 2025 from the north gate of Victoria Park. Registration closes on 14 September or when all 1,200 places are taken, whichever comes first. The entry fee is £22, and every runner is asked to raise at least £100 for the Riverside Children's Hospice. Race numbers will not be posted; you must collect yours from the park pavilion on the Saturday before the race. Headphones are discouraged but not banned. There is no bag drop at the start, so please bring only what you can carry. Results will be published online within 48 hours.",
        good=[
            Good(
                "preserve",
                "When and where? The Riverside 10K charity run sets off at 9:00 on Sunday 21 September 2025 from Victoria Park's north gate.\n\n"
                "How do I enter? Registration closes on 14 September, or earlier if all 1,200 places fill up first. Entry costs £22, and we ask every runner to raise at least £100 for the Riverside Children's Hospice.\n\n"
                "How do I get my race number? Numbers won't be sent by post — you must pick yours up at the park pavilion on the Saturday before the race.\n\n"
                "Anything else? Headphones are discouraged, but they aren't banned. There's no bag drop at the start, so please bring only what you can carry. Results will go online within 48 hours.",
            ),
            Good(
                "preserve",
                "Riverside 10K charity run – key information\n\n"
                "- Start: Sunday, September 21, 2025, 9:00, north gate of Victoria Park\n"
                "- Registration: closes September 14 or once all 1,200 places are gone, whichever happens first\n"
                "- Fee: £22; each runner is asked to raise a minimum of £100 for the Riverside Children's Hospice\n"
                "- Race numbers: not posted — you must collect yours at the park pavilion on the Saturday before race day\n"
                "- Headphones: discouraged, not banned\n"
                "- Bags: no bag drop at the start; please bring only what you can carry\n"
                "- Results: online within 48 hours",
            ),
            Good(
                "pl",
                "Charytatywny bieg Riverside 10K wystartuje w niedzielę 21 września 2025 r. o 9:00 spod północnej bramy Victoria Park. Zapisy kończą się 14 września lub wcześniej, jeśli wszystkie 1200 miejsc zostanie zajętych. Opłata startowa wynosi 22 £, a każdego biegacza prosimy o zebranie co najmniej 100 £ na rzecz Riverside Children's Hospice. Numery startowe nie będą wysyłane pocztą; swój numer musisz odebrać w pawilonie w parku w sobotę przed biegiem. Odradzamy bieganie ze słuchawkami, ale nie jest ono zakazane. Na starcie nie ma przechowalni bagażu, więc zabierz tylko to, co możesz unieść. Wyniki zostaną opublikowane online w ciągu 48 godzin.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Headphones are discouraged, but they aren't banned.",
                        "Headphones are discouraged, and they are banned.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "- Results: online within 48 hours",
                        "- Results: online within 48 hours; every finisher receives a medal",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Na starcie nie ma przechowalni bagażu, więc zabierz tylko to, co możesz unieść. Wyniki zostaną opublikowane online w ciągu 48 godzin.",
                        "There is no bag drop at the start, so please bring only what you can carry. Results will be published online within 48 hours.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
]
