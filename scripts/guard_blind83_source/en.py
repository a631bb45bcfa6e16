# ruff: noqa: E501, RUF001
"""English source cases of blind set 83: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-glacier-rope-team-safety-briefing",
        source="""Before we step onto the Morteratsch glacier, a few rules. Everyone must stay roped up from the moraine edge until we are back on solid ground; nobody unclips, not even for a photo. Keep at least 8 metres of rope between you and the person in front. Crampons must be fitted at the hut, not on the ice. If you feel unwell or your boots start to rub, tell your guide straight away — we would rather turn around early than carry someone down. We expect to be on the ice for about four hours and to be back at the Boval hut by 15:30. Phones may be used for photos only while we are stopped and anchored.""",
        good=[
            Good(
                "preserve",
                """Here's what you need to know before we head onto the Morteratsch glacier:
- You must stay roped up from the edge of the moraine until we're back on solid ground. Nobody unclips, not even for a quick photo.
- Leave at least 8 metres of rope between yourself and the person ahead of you.
- Your crampons must go on at the hut, not out on the ice.
- Feeling unwell, or are your boots starting to rub? Tell your guide right away. We'd much rather turn back early than have to carry someone down.
- We expect to spend about four hours on the ice and to be back at the Boval hut by 15:30.
- You may use your phone for photos, but only while we're stopped and anchored.""",
            ),
            Good(
                "preserve",
                """Safety briefing for the Morteratsch glacier. Our time on the ice is expected to be approximately four hours, and we plan to be back at the Boval hut by 15:30. Crampons must be fitted at the hut rather than on the ice. From the edge of the moraine until the group is back on solid ground, every participant must remain roped up; no one unclips, not even to take a photograph. Maintain at least 8 metres of rope between yourself and the person in front. Anyone who feels unwell or whose boots begin to rub is asked to tell their guide immediately: turning back early is far preferable to carrying someone down. Phones may be used for photographs only when the group has stopped and is anchored.""",
            ),
            Good(
                "pl",
                """Zanim wejdziemy na lodowiec Morteratsch, kilka zasad. Od krawędzi moreny aż do powrotu na stały grunt każdy musi być związany liną; nikt się nie odpina, nawet do zdjęcia. Zachowaj co najmniej 8 metrów liny między sobą a osobą przed tobą. Raki trzeba założyć w schronisku, a nie na lodzie. Jeśli źle się poczujesz albo buty zaczną obcierać, od razu powiedz o tym przewodnikowi — wolimy zawrócić wcześniej, niż znosić kogoś na dół. Spodziewamy się, że spędzimy na lodzie około czterech godzin i wrócimy do schroniska Boval do 15:30. Telefonów można używać do zdjęć tylko wtedy, gdy stoimy i jesteśmy zabezpieczeni.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Nobody unclips, not even for a quick photo.",
                        "Nobody unclips, except for a quick photo.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("at least 8 metres of rope", "at least 5 metres of rope")], "number"),
            Slip(
                2,
                [("każdy musi być związany liną", "każdy powinien być związany liną")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-pawnbroker-loan-redemption-terms-notice",
        source="""Loan terms. Your loan runs for 30 days from the date on the ticket. Interest is charged at 4% per month on the amount lent, plus a one-off storage fee of £5. You can redeem your item at any time before the due date by paying the loan and interest to date. If you cannot repay, you may extend the loan once for another 30 days by paying the interest owed. Items not redeemed within 14 days after the due date may be sold, as permitted under section 120 of the Consumer Credit Act 1974. Any surplus from the sale above what you owe will be paid to you. Bring photo ID to every visit.""",
        good=[
            Good(
                "preserve",
                """How your loan works
Your loan lasts thirty days, counted from the date printed on your ticket. We charge interest of 4% a month on the sum we lend you, and there's a single storage fee of £5. You can collect your item whenever you like before the due date — just pay back the loan plus the interest that has built up so far. Can't repay in time? You may extend the loan one time, for a further thirty days, by paying the interest you owe. If an item is still unredeemed 14 days after the due date, it may be sold, as section 120 of the Consumer Credit Act 1974 permits. If the sale raises more than you owe, we will pay you the difference. Please bring photo ID each time you visit.""",
            ),
            Good(
                "preserve",
                """Terms of the loan:
1. Term: 30 days from the date shown on the pawn ticket.
2. Interest: 4% per month on the amount lent, together with a one-off storage charge of £5.
3. Redemption: the item can be redeemed at any point before the due date on payment of the loan and the interest accrued to that date.
4. Extension: a borrower who is unable to repay may extend the loan once, for a further 30 days, by paying the interest owed.
5. Unredeemed items: items not redeemed within 14 days after the due date may be sold, as permitted under section 120 of the Consumer Credit Act 1974. Any surplus from the sale over the amount owed will be paid to the borrower.
6. Identification: please bring photo ID to every visit.""",
            ),
            Good(
                "pl",
                """Warunki pożyczki. Pożyczka jest udzielana na 30 dni od daty widniejącej na kwicie. Odsetki wynoszą 4% miesięcznie od pożyczonej kwoty, a do tego dochodzi jednorazowa opłata za przechowanie w wysokości 5 £. Przedmiot możesz wykupić w dowolnym momencie przed terminem spłaty, płacąc pożyczkę wraz z odsetkami naliczonymi do tego dnia. Jeśli nie możesz spłacić, możesz jeden raz przedłużyć pożyczkę o kolejne 30 dni, płacąc należne odsetki. Przedmioty niewykupione w ciągu 14 dni od terminu spłaty mogą zostać sprzedane, na co pozwala sekcja 120 ustawy Consumer Credit Act 1974. Nadwyżka ze sprzedaży ponad kwotę Twojego zadłużenia zostanie Ci wypłacona. Na każdą wizytę przynieś dokument tożsamości ze zdjęciem.""",
            ),
        ],
        bad=[
            Slip(2, [("sekcja 120 ustawy", "sekcja 129 ustawy")], "legal_reference"),
            Slip(0, [("still unredeemed 14 days after", "still unredeemed 7 days after")], "date"),
            Slip(1, [("4% per month", "6% per month")], "number"),
        ],
    ),
    Case(
        key="en-hearing-test-appointment-preparation-guide",
        source="""Preparing for your hearing test
Please arrive 15 minutes before your appointment so we can update your details. Avoid loud noise, such as concerts, power tools or headphones at high volume, for at least 24 hours beforehand, as recent exposure can temporarily affect your results. If you have a build-up of earwax, your audiologist may not be able to complete the test; we recommend having your ears checked by your GP practice nurse about a week before. Do not use ear drops on the day of the test. The assessment usually takes around 45 minutes. To change or cancel, use the form at https://www.harbourhearing.co.uk/appointments or call 0161 496 0728.""",
        good=[
            Good(
                "preserve",
                """Getting ready for your hearing test
- Come 15 minutes ahead of your appointment time so we can bring your details up to date.
- For at least 24 hours before the test, steer clear of loud noise: concerts, power tools, headphones turned up high. Recent exposure can temporarily affect your results.
- A build-up of earwax may mean your audiologist can't complete the test, so we recommend asking your GP practice nurse to check your ears about a week beforehand.
- Don't use any ear drops on the day of the test.
- The assessment usually lasts around 45 minutes.

Need to change or cancel? Use the form at https://www.harbourhearing.co.uk/appointments or ring 0161 496 0728.""",
            ),
            Good(
                "preserve",
                """Before your hearing test, please arrive 15 minutes early so that your details can be updated. Because recent exposure to loud noise (concerts, power tools or headphones at high volume, for example) can temporarily affect the results, avoid it for at least 24 hours beforehand. Do not use ear drops on the day of the test. Earwax build-up may prevent the audiologist from completing the test, so we recommend that your GP practice nurse checks your ears about a week before. The assessment usually takes around 45 minutes. Appointments can be changed or cancelled via the form at https://www.harbourhearing.co.uk/appointments or by phone on 0161 496 0728.""",
            ),
            Good(
                "pl",
                """Jak przygotować się do badania słuchu
Prosimy przyjść 15 minut przed wizytą, abyśmy mogli zaktualizować Twoje dane. Przez co najmniej 24 godziny przed badaniem unikaj głośnego hałasu, np. koncertów, elektronarzędzi czy słuchawek ustawionych na dużą głośność, ponieważ niedawna ekspozycja może chwilowo wpłynąć na wyniki. Jeśli masz nagromadzoną woskowinę, audiolog może nie być w stanie przeprowadzić badania do końca; zalecamy, aby mniej więcej tydzień wcześniej uszy sprawdziła Ci pielęgniarka w Twojej przychodni. W dniu badania nie stosuj kropli do uszu. Badanie trwa zwykle około 45 minut. Aby zmienić lub odwołać wizytę, skorzystaj z formularza na stronie https://www.harbourhearing.co.uk/appointments albo zadzwoń pod numer 0161 496 0728.""",
            ),
        ],
        bad=[
            Slip(1, [("usually takes around 45 minutes", "takes 45 minutes")], "hedge"),
            Slip(
                2,
                [
                    (
                        "W dniu badania nie stosuj kropli do uszu.",
                        "W dniu badania zastosuj krople do uszu.",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "https://www.harbourhearing.co.uk/appointments",
                        "https://www.harbourhearing.com/appointments",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="en-covehithe-cliff-retreat-erosion-report",
        source="""Between 2001 and 2021 the cliff line at Covehithe retreated by an average of 4.2 metres per year, one of the fastest rates recorded on the East Anglian coast (Brooks and Spencer, 2012; updated survey 2022). The monitoring team estimates that a further 60 to 90 metres of farmland is likely to be lost by 2050 if current storm patterns continue. Retreat is not uniform: sections protected by beach sediment from the north have lost less, while the southern end has probably been affected by the removal of offshore sand banks. The report does not recommend new hard defences, citing cost and the likely knock-on effects on neighbouring beaches.""",
        good=[
            Good(
                "preserve",
                """At Covehithe, the cliff line moved back by an average of 4.2 metres a year between 2001 and 2021 — among the fastest rates recorded anywhere on the East Anglian coast (Brooks and Spencer, 2012; updated survey 2022). If today's storm patterns carry on, the monitoring team estimates that another 60 to 90 metres of farmland is likely to be lost by 2050. The retreat is uneven. Stretches shielded by beach sediment coming from the north have lost less ground, whereas the southern end has probably suffered from the removal of sand banks offshore. Because of the cost, and the likely knock-on effects on nearby beaches, the report does not recommend building new hard defences.""",
            ),
            Good(
                "preserve",
                """Key findings: Covehithe cliffs
- Average retreat of 4.2 m per year from 2001 to 2021, one of the fastest rates recorded on the East Anglian coast (Brooks and Spencer, 2012; updated survey 2022).
- Projected loss: the monitoring team estimates that a further 60–90 m of farmland is likely to go by 2050, assuming current storm patterns continue.
- Uneven retreat: sections protected by beach sediment from the north have lost less; the southern end has probably been affected by the removal of offshore sand banks.
- Defences: the report does not recommend new hard defences, given the cost and the likely knock-on effects on neighbouring beaches.""",
            ),
            Good(
                "pl",
                """W latach 2001–2021 linia klifu w Covehithe cofała się średnio o 4,2 metra rocznie, co stanowi jedno z najszybszych temp odnotowanych na wybrzeżu Anglii Wschodniej (Brooks i Spencer, 2012; zaktualizowany pomiar z 2022 r.). Zespół monitorujący szacuje, że jeśli obecny charakter sztormów się utrzyma, do 2050 r. prawdopodobnie zostanie utracone kolejne 60–90 metrów gruntów rolnych. Klif nie cofa się równomiernie: odcinki chronione przez osady plażowe napływające z północy straciły mniej, natomiast południowy kraniec prawdopodobnie ucierpiał wskutek usunięcia przybrzeżnych ławic piaskowych. Raport nie zaleca budowy nowych twardych umocnień, wskazując na koszty i prawdopodobne skutki uboczne dla sąsiednich plaż.""",
            ),
        ],
        bad=[
            Slip(0, [("is likely to be lost by 2050", "will be lost by 2050")], "hedge"),
            Slip(1, [("Brooks and Spencer, 2012", "Brooks and Spencer, 2014")], "citation"),
            Slip(2, [("o 4,2 metra rocznie", "o 2,4 metra rocznie")], "number"),
        ],
    ),
    Case(
        key="en-model-railway-layout-use-bylaws",
        source="""## Section 4: Use of the club layout

1. Members may run their own locomotives on the main layout only after they have passed a running test with a committee member.
2. All rolling stock must be fitted with Kadee-compatible couplers and metal wheels.
3. Digital (DCC) locomotives must use addresses from the club register; do not use address 3.
4. Visitors are not allowed to operate trains unless accompanied by a member.
5. The layout must be powered down and the control room locked by the last member to leave.

Questions about these rules should be sent to the secretary.""",
        good=[
            Good(
                "preserve",
                """## Section 4: Using the club layout

1. A member may run their own locomotives on the main layout only once they have passed a running test with a committee member.
2. Every piece of rolling stock must have metal wheels and Kadee-compatible couplers.
3. DCC (digital) locomotives must take their addresses from the club register. Do not use address 3.
4. Visitors are not permitted to operate trains unless a member accompanies them.
5. The last member to leave must power down the layout and lock the control room.

Any questions about these rules should go to the secretary.""",
            ),
            Good(
                "preserve",
                """## Section 4: Club layout use

- **Own locomotives:** members may run them on the main layout, but only after passing a running test with a committee member.
- **Rolling stock:** must be fitted with metal wheels and Kadee-compatible couplers.
- **DCC locomotives:** must use an address from the club register; address 3 is not to be used.
- **Visitors:** not allowed to operate trains unless accompanied by a member.
- **Closing up:** the last member to leave must power down the layout and lock the control room.

Questions about these rules should be addressed to the secretary.""",
            ),
            Good(
                "pl",
                """## Rozdział 4: Korzystanie z makiety klubowej

1. Członkowie mogą jeździć własnymi lokomotywami po głównej makiecie dopiero po zdaniu testu jazdy w obecności członka zarządu.
2. Cały tabor musi mieć sprzęgi zgodne z Kadee oraz metalowe koła.
3. Lokomotywy cyfrowe (DCC) muszą używać adresów z rejestru klubowego; nie używaj adresu 3.
4. Goście nie mogą prowadzić pociągów, chyba że towarzyszy im członek klubu.
5. Ostatni wychodzący członek musi wyłączyć zasilanie makiety i zamknąć sterownię na klucz.

Pytania dotyczące tych zasad powinny być kierowane do sekretarza.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("## Section 4: Using the club layout", "Section 4: Using the club layout")],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "the last member to leave must power down",
                        "the last member to leave should power down",
                    )
                ],
                "modality",
            ),
            Slip(2, [("nie używaj adresu 3", "używaj adresu 3")], "negation"),
        ],
    ),
    Case(
        key="en-embryo-storage-consent-form-terms",
        source="""Consent to the storage of embryos
By signing this form you consent to the storage of your embryos for an initial period of 10 years, in line with the Human Fertilisation and Embryology Act 1990 (as amended in 2022). You must renew your consent in writing before the end of each 10-year period; if you do not, the embryos may be allowed to perish. Either partner can withdraw consent at any time before the embryos are used, and the clinic will notify the other partner. Freezing and thawing is generally safe, but some embryos will probably not survive thawing: on average, around 90% do. Please read Schedule 3 of the Act, summarised in leaflet C4, before you sign.""",
        good=[
            Good(
                "preserve",
                """Consenting to embryo storage
When you sign this form, you agree to your embryos being stored for an initial 10 years, in accordance with the Human Fertilisation and Embryology Act 1990 (as amended in 2022). Before each 10-year period ends, you must renew your consent in writing — if you don't, the embryos may be allowed to perish. Either of you can withdraw consent at any point before the embryos are used; if that happens, the clinic will let the other partner know. Freezing and thawing are generally safe, although some embryos will probably not survive being thawed; on average, around 90% do. Before signing, please read Schedule 3 of the Act, which is summarised in leaflet C4.""",
            ),
            Good(
                "preserve",
                """Consent to embryo storage: key points
1. Signing this form constitutes consent to the storage of your embryos for an initial period of ten years, in line with the Human Fertilisation and Embryology Act 1990 (as amended in 2022).
2. Consent must be renewed in writing before the end of every ten-year period. Where it is not renewed, the embryos may be allowed to perish.
3. Either partner can withdraw consent at any time before the embryos are used. The clinic will notify the other partner.
4. Freezing and thawing are generally safe; however, some embryos will probably not survive thawing. On average, around 90% survive.
5. Before signing, please read Schedule 3 of the Act (summarised in leaflet C4).""",
            ),
            Good(
                "pl",
                """Zgoda na przechowywanie zarodków
Podpisując ten formularz, wyrażasz zgodę na przechowywanie swoich zarodków przez początkowy okres 10 lat, zgodnie z ustawą Human Fertilisation and Embryology Act 1990 (w brzmieniu zmienionym w 2022 r.). Przed upływem każdego 10-letniego okresu musisz odnowić zgodę na piśmie; jeśli tego nie zrobisz, zarodki mogą zostać pozostawione do obumarcia. Każdy z partnerów może wycofać zgodę w dowolnym momencie przed wykorzystaniem zarodków, a klinika powiadomi o tym drugiego partnera. Mrożenie i rozmrażanie jest na ogół bezpieczne, ale część zarodków prawdopodobnie nie przetrwa rozmrożenia: średnio przeżywa ich około 90%. Przed podpisaniem prosimy zapoznać się z załącznikiem 3 (Schedule 3) do ustawy, streszczonym w ulotce C4.""",
            ),
        ],
        bad=[
            Slip(
                0, [("read Schedule 3 of the Act", "read Schedule 4 of the Act")], "legal_reference"
            ),
            Slip(
                1,
                [
                    (
                        "some embryos will probably not survive thawing",
                        "some embryos will not survive thawing",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [("musisz odnowić zgodę na piśmie", "możesz odnowić zgodę na piśmie")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-typewriter-repair-workshop-service-terms",
        source="""Service terms
A standard clean and adjust costs £85 for manual portables and £110 for desktop and electric machines; parts and new ribbons are charged separately. We will send you a written estimate within 5 working days of receiving your typewriter, and no work begins until you approve it. Turnaround is currently about three weeks from approval. Repairs are guaranteed for 6 months, but the guarantee does not cover damage from drops or from liquids. Machines not collected within 90 days of our completion notice may be sold to recover costs. We are closed on Mondays and throughout August.""",
        good=[
            Good(
                "preserve",
                """What does it cost? A standard clean and adjust is £85 for a manual portable and £110 for a desktop or electric machine. Parts and new ribbons are extra.

How does it work? Within 5 working days of your typewriter arriving, we'll send you a written estimate, and we won't start any work until you've approved it. At the moment, turnaround is roughly three weeks from your approval.

Is the work guaranteed? Yes, for 6 months, although the guarantee doesn't cover damage caused by drops or liquids.

What if I don't collect my machine? Machines not collected within 90 days of our completion notice may be sold to cover our costs.

When are you closed? Every Monday, and for the whole of August.""",
            ),
            Good(
                "preserve",
                """Terms of service. Standard cleaning and adjustment is priced at £85 for manual portables and £110 for desktop and electric models, with parts and replacement ribbons charged separately. A written estimate will be sent within five working days of receipt of the typewriter, and no work will commence until the estimate has been approved. The current turnaround time is approximately three weeks from approval. All repairs carry a six-month guarantee, which excludes damage resulting from drops or liquids. Machines not collected within 90 days of the completion notice may be sold to recover costs. The workshop is closed on Mondays and for the entire month of August.""",
            ),
            Good(
                "pl",
                """Warunki serwisu
Standardowe czyszczenie i regulacja kosztują 85 £ w przypadku przenośnych maszyn manualnych i 110 £ w przypadku maszyn biurkowych i elektrycznych; części i nowe taśmy są płatne osobno. Pisemny kosztorys wyślemy w ciągu 5 dni roboczych od otrzymania maszyny do pisania, a żadnych prac nie rozpoczniemy przed jego akceptacją. Obecnie czas realizacji wynosi około trzech tygodni od akceptacji. Na naprawy udzielamy 6 miesięcy gwarancji, która nie obejmuje jednak uszkodzeń spowodowanych upadkiem ani zalaniem. Maszyny nieodebrane w ciągu 90 dni od naszego powiadomienia o zakończeniu naprawy mogą zostać sprzedane w celu pokrycia kosztów. Jesteśmy nieczynni w poniedziałki oraz przez cały sierpień.""",
            ),
        ],
        bad=[
            Slip(0, [("£110", "£120")], "number"),
            Slip(1, [("for the entire month of August", "for the entire month of July")], "date"),
            Slip(
                2,
                [
                    (
                        "Na naprawy udzielamy 6 miesięcy gwarancji",
                        "Naprawy wykonujemy wyłącznie na oryginalnych częściach fabrycznych i udzielamy na nie 6 miesięcy gwarancji",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-codling-moth-orchard-pest-alert",
        source="""Orchard pest alert – codling moth, week 22
Trap catches across the Vale rose sharply last week, with several sites above the threshold of 5 moths per trap per week. Egg hatch is likely to begin around 6 June if the warm weather holds. Growers relying on granulosis virus should apply the first spray just before hatch, then repeat every 7 to 10 days. Do not spray during blossom on varieties that are still flowering, to protect pollinators. Damage from this generation is probably lower in orchards where mating disruption dispensers were hung before 15 May. The next alert will be issued on Friday 7 June.""",
        good=[
            Good(
                "preserve",
                """Codling moth alert, week 22
- Trap catches: up sharply across the Vale last week, with several sites over the threshold of 5 moths per trap per week.
- Egg hatch: likely to start around 6 June, provided the warm weather holds.
- Using granulosis virus? You should apply the first spray just before hatch and repeat it every 7–10 days.
- Protecting pollinators: don't spray varieties that are still in blossom.
- Mating disruption: where dispensers went up before 15 May, damage from this generation is probably lower.

Next alert: Friday 7 June.""",
            ),
            Good(
                "preserve",
                """Week 22 pest alert: codling moth. Last week, trap catches rose steeply throughout the Vale, and at several sites they exceeded the threshold of 5 moths per trap per week. If the warm spell continues, egg hatch is likely to get under way around 6 June. Where growers rely on granulosis virus, the first spray should go on just before hatch and be repeated every 7 to 10 days. To protect pollinators, varieties that are still flowering must not be sprayed during blossom. In orchards where mating disruption dispensers were hung before 15 May, damage from this generation is probably lower. The next alert is due on Friday 7 June.""",
            ),
            Good(
                "pl",
                """Ostrzeżenie dla sadowników – owocówka jabłkóweczka, 22. tydzień
W zeszłym tygodniu odłowy w pułapkach w całej dolinie Vale gwałtownie wzrosły, a w kilku miejscach przekroczyły próg 5 motyli na pułapkę tygodniowo. Jeśli utrzyma się ciepła pogoda, wylęg gąsienic prawdopodobnie rozpocznie się około 6 czerwca. Sadownicy stosujący wirus granulozy powinni wykonać pierwszy zabieg tuż przed wylęgiem, a następnie powtarzać go co 7–10 dni. Aby chronić owady zapylające, nie opryskuj w czasie kwitnienia odmian, które jeszcze kwitną. Szkody wyrządzone przez to pokolenie są prawdopodobnie mniejsze w sadach, w których dyspensery do dezorientacji zawieszono przed 15 maja. Kolejne ostrzeżenie ukaże się w piątek 7 czerwca.""",
            ),
        ],
        bad=[
            Slip(2, [("w piątek 7 czerwca", "w piątek 14 czerwca")], "date"),
            Slip(
                1,
                [
                    (
                        "damage from this generation is probably lower",
                        "damage from this generation is lower",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [
                    (
                        "don't spray varieties that are still in blossom",
                        "spray varieties that are still in blossom",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-paragliding-training-hill-student-rules",
        source="""Rules for students at the training hill
All students must wear a certified helmet and back protector for every flight, including ground handling sessions longer than 10 minutes. You may only launch when an instructor has checked your pre-flight and given a clear signal by radio. Flying is suspended when the wind at take-off exceeds 20 km/h or gusts vary by more than 8 km/h. Students with fewer than 25 logged flights should not fly after 17:00, when thermals on the south slope can become unpredictable. Keep your radio switched on and tuned to channel 4 at all times.""",
        good=[
            Good(
                "preserve",
                """Training hill rules for students
1. You must wear a certified helmet and a back protector on every flight, and for any ground handling session lasting more than 10 minutes.
2. You may launch only once an instructor has checked your pre-flight and given you a clear signal by radio.
3. We stop flying if the wind at take-off goes above 20 km/h, or if gusts vary by more than 8 km/h.
4. If you have fewer than 25 logged flights, you should not fly after 17:00: thermals on the south slope can become unpredictable then.
5. Keep your radio on and set to channel 4 the whole time.""",
            ),
            Good(
                "preserve",
                """Every student is required to wear a certified helmet and back protector for each flight, as well as for ground handling sessions exceeding 10 minutes. Launching is permitted only after an instructor has checked the student's pre-flight and given a clear radio signal. Flights are suspended whenever the take-off wind exceeds 20 km/h or gusts vary by over 8 km/h. Because thermals on the south slope can become unpredictable after 17:00, students with fewer than 25 logged flights should not fly after that time. Radios are to remain switched on and tuned to channel 4 at all times.""",
            ),
            Good(
                "pl",
                """Zasady dla kursantów na górce szkoleniowej
Wszyscy kursanci muszą podczas każdego lotu nosić certyfikowany kask i protektor pleców, również w czasie ćwiczeń naziemnych trwających dłużej niż 10 minut. Startować możesz wyłącznie wtedy, gdy instruktor sprawdzi Twoje przygotowanie przedlotowe i da wyraźny sygnał przez radio. Loty są wstrzymywane, gdy wiatr na starcie przekracza 20 km/h lub porywy wahają się o więcej niż 8 km/h. Kursanci, którzy mają w dzienniku mniej niż 25 lotów, nie powinni latać po godzinie 17:00, ponieważ termika na południowym stoku może wtedy stać się nieprzewidywalna. Radio miej przez cały czas włączone i ustawione na kanał 4.""",
            ),
        ],
        bad=[
            Slip(
                1,
                [("Every student is required to wear", "Every student is encouraged to wear")],
                "modality",
            ),
            Slip(0, [("goes above 20 km/h", "goes above 30 km/h")], "number"),
            Slip(
                2,
                [
                    (
                        "Loty są wstrzymywane, gdy",
                        "Zgodnie z wytycznymi Polskiego Stowarzyszenia Paralotniowego loty są wstrzymywane, gdy",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-archive-reading-room-visitor-rules",
        source="""Reading Room rules
Original documents must be ordered in advance through our online catalogue at https://catalogue.northfieldarchives.org.uk by 16:00 on the working day before your visit. Only pencils may be used in the Reading Room; pens, food and drinks are not permitted. Bags and coats must be left in the lockers on the ground floor. Photography without flash is allowed for research purposes, but you may not photograph items marked 'Restricted'. From 3 March 2025 the Reading Room will be open Tuesday to Saturday, 9:30–16:30, and closed on Mondays. Enquiries: search@northfieldarchives.org.uk.""",
        good=[
            Good(
                "preserve",
                """Visiting the Reading Room
Original documents must be ordered ahead of time in our online catalogue (https://catalogue.northfieldarchives.org.uk), no later than 16:00 on the working day before you come. In the Reading Room you may use pencils only; pens, food and drinks aren't permitted. Your bags and coats must go in the lockers on the ground floor. You're welcome to take photos without flash for research purposes, but you may not photograph anything marked 'Restricted'. From 3 March 2025 we'll be open Tuesday to Saturday, 9:30–16:30, and closed on Mondays. Any questions? Email search@northfieldarchives.org.uk.""",
            ),
            Good(
                "preserve",
                """Reading Room regulations
- Ordering: original documents must be ordered in advance via the online catalogue, https://catalogue.northfieldarchives.org.uk, by 16:00 on the preceding working day.
- Writing materials: pencils only. Pens, food and drinks are not permitted.
- Belongings: bags and coats must be left in the ground-floor lockers.
- Photography: allowed without flash for research purposes; items marked 'Restricted' may not be photographed.
- Opening hours from 3 March 2025: Tuesday to Saturday, 9:30–16:30; closed on Mondays.
- Enquiries: search@northfieldarchives.org.uk""",
            ),
            Good(
                "pl",
                """Zasady korzystania z czytelni
Oryginalne dokumenty należy zamawiać z wyprzedzeniem w katalogu online pod adresem https://catalogue.northfieldarchives.org.uk, najpóźniej do 16:00 w dniu roboczym poprzedzającym wizytę. W czytelni wolno używać wyłącznie ołówków; długopisy, jedzenie i napoje są niedozwolone. Torby i płaszcze należy zostawić w szafkach na parterze. Fotografowanie bez lampy błyskowej jest dozwolone w celach badawczych, ale nie wolno fotografować materiałów oznaczonych jako „Restricted” (zastrzeżone). Od 3 marca 2025 r. czytelnia będzie czynna od wtorku do soboty w godz. 9:30–16:30, a w poniedziałki zamknięta. Pytania prosimy kierować na adres search@northfieldarchives.org.uk.""",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "items marked 'Restricted' may not be photographed",
                        "items marked 'Restricted' may also be photographed",
                    )
                ],
                "negation",
            ),
            Slip(
                0, [("search@northfieldarchives.org.uk", "search@northfieldarchive.org.uk")], "url"
            ),
            Slip(2, [("Od 3 marca 2025 r.", "Od 3 maja 2025 r.")], "date"),
        ],
    ),
    Case(
        key="en-tidewatch-client-pip-install-readme",
        source="""## Installation

Install the package from PyPI:

```bash
pip install tidewatch==2.3.1
```

Python 3.10 or newer is required. Before the first run, you must set the `TIDEWATCH_API_KEY` environment variable; the client will not start without it. You can optionally point it at a self-hosted server with `--endpoint`. See the [configuration guide](https://docs.tidewatch.dev/config) for all options.

Note: version 2.x should not be used with config files from 1.x — run `tidewatch migrate` first.""",
        good=[
            Good(
                "preserve",
                """## Installation

1. Install the package from PyPI:

   ```bash
   pip install tidewatch==2.3.1
   ```

2. Make sure you have Python 3.10 or newer; it is required.
3. You must set the `TIDEWATCH_API_KEY` environment variable before the first run. Without it, the client will not start.
4. Optionally, you can point the client at a self-hosted server with `--endpoint`.

All options are described in the [configuration guide](https://docs.tidewatch.dev/config).

> **Note:** version 2.x should not be used with config files from 1.x. Run `tidewatch migrate` first.""",
            ),
            Good(
                "preserve",
                """## Installation

Install from PyPI:

```bash
pip install tidewatch==2.3.1
```

Requires Python 3.10 or newer. You must set `TIDEWATCH_API_KEY` in your environment before running it for the first time, or the client won't start. To use a self-hosted server instead, you can optionally pass `--endpoint`. The [configuration guide](https://docs.tidewatch.dev/config) lists every option.

Note: config files from 1.x should not be used with version 2.x; run `tidewatch migrate` first.""",
            ),
            Good(
                "pl",
                """## Instalacja

Zainstaluj pakiet z PyPI:

```bash
pip install tidewatch==2.3.1
```

Wymagany jest Python 3.10 lub nowszy. Przed pierwszym uruchomieniem musisz ustawić zmienną środowiskową `TIDEWATCH_API_KEY`; bez niej klient się nie uruchomi. Opcjonalnie możesz wskazać własny serwer za pomocą `--endpoint`. Wszystkie opcje opisano w [przewodniku po konfiguracji](https://docs.tidewatch.dev/config).

Uwaga: wersji 2.x nie należy używać z plikami konfiguracyjnymi z wersji 1.x — najpierw uruchom `tidewatch migrate`.""",
            ),
        ],
        bad=[
            Slip(1, [("`TIDEWATCH_API_KEY`", "`TIDEWATCH_TOKEN`")], "code"),
            Slip(
                0,
                [
                    (
                        "[configuration guide](https://docs.tidewatch.dev/config)",
                        "configuration guide",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "Wymagany jest Python 3.10 lub nowszy.",
                        "Zalecany jest Python 3.10 lub nowszy.",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-swarm-collection-volunteer-spring-update",
        source="""Swarm collection volunteers – spring update
This season the association has 14 trained volunteers covering the county, and we aim to reach any reported swarm within two hours. If you are called out, never try to collect a swarm from a chimney, cavity wall or roof space; these jobs must be passed to a registered pest controller. You will need your own veil and gloves, but the association provides boxes and will reimburse fuel at 45p per mile. Please do not move collected swarms into your own apiary until they have been checked for disease by the seasonal bee inspector. Claims must be submitted by the end of each month.""",
        good=[
            Good(
                "preserve",
                """Spring update for swarm collection volunteers
We have 14 trained volunteers covering the county this season, and our aim is to reach every reported swarm within two hours. When you're called out, never attempt to collect a swarm from a chimney, a cavity wall or a roof space: those jobs must be handed over to a registered pest controller. You'll need to bring your own veil and gloves; the association supplies the boxes and will pay your fuel back at 45p a mile. Please don't put collected swarms into your own apiary until the seasonal bee inspector has checked them for disease. Claims must be in by the end of each month.""",
            ),
            Good(
                "preserve",
                """Swarm collection: spring update for volunteers
- Coverage: 14 trained volunteers across the county. Our aim is to reach any reported swarm within two hours.
- Unsafe sites: never try to collect swarms from chimneys, cavity walls or roof spaces. Such jobs must be passed to a registered pest controller.
- Equipment: you will need your own veil and gloves. Boxes are provided by the association.
- Fuel: reimbursed at 45p per mile.
- Disease: do not move collected swarms into your own apiary until the seasonal bee inspector has checked them for disease.
- Claims: must be submitted by the end of each month.""",
            ),
            Good(
                "pl",
                """Wolontariusze zbierający roje – wiosenna aktualizacja
W tym sezonie stowarzyszenie ma 14 przeszkolonych wolontariuszy na terenie całego hrabstwa, a naszym celem jest dotarcie do każdego zgłoszonego roju w ciągu dwóch godzin. Jeśli zostaniesz wezwany, nigdy nie próbuj zbierać roju z komina, ściany szczelinowej ani przestrzeni pod dachem; takie zlecenia należy przekazać zarejestrowanej firmie zajmującej się zwalczaniem szkodników. Będziesz potrzebować własnego kapelusza z siatką i rękawic, ale stowarzyszenie zapewnia skrzynki i zwraca koszty paliwa w wysokości 45 pensów za milę. Prosimy nie przenosić zebranych rojów do własnej pasieki, dopóki sezonowy inspektor pszczelarski nie sprawdzi ich pod kątem chorób. Rozliczenia należy składać do końca każdego miesiąca.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Please don't put collected swarms into your own apiary until the seasonal bee inspector has checked them for disease.",
                        "Prosimy nie umieszczać zebranych rojów we własnej pasiece, dopóki sezonowy inspektor pszczelarski nie sprawdzi ich pod kątem chorób.",
                    )
                ],
                "wrong_language",
            ),
            Slip(1, [("reimbursed at 45p per mile", "reimbursed at 54p per mile")], "number"),
            Slip(
                2,
                [
                    (
                        "nigdy nie próbuj zbierać roju z komina, ściany szczelinowej ani przestrzeni pod dachem",
                        "próbuj zbierać rój także z komina, ściany szczelinowej lub przestrzeni pod dachem",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-knee-osteoarthritis-exercise-trial-summary",
        source="""Plain-language summary
In a randomised trial of 412 adults with chronic knee osteoarthritis, a 12-week supervised exercise programme reduced pain scores by about 30% compared with usual care (Hendricks et al., 2023, Journal of Orthopaedic Rehabilitation, 41(2): 88–97). Benefits appeared to last for at least six months in most participants, although follow-up beyond that point was limited. The authors suggest that exercise may delay the need for knee replacement in some patients, but the trial was not designed to test this. Side effects were mild and mostly involved temporary muscle soreness.""",
        good=[
            Good(
                "preserve",
                """What the study found
Researchers randomly assigned 412 adults with long-term knee osteoarthritis either to usual care or to a supervised exercise programme lasting 12 weeks. Compared with usual care, the programme cut pain scores by about 30% (Hendricks et al., 2023, Journal of Orthopaedic Rehabilitation, 41(2): 88–97). For most participants the benefits appeared to last at least six months, though follow-up after that was limited. The authors suggest exercise may delay the need for a knee replacement in some patients, but the trial wasn't designed to test that. Side effects were mild, mostly short-lived muscle soreness.""",
            ),
            Good(
                "preserve",
                """Summary in plain language
- Who: 412 adults with chronic knee osteoarthritis, in a randomised trial.
- What: a 12-week supervised exercise programme, compared with usual care.
- Result: pain scores fell by about 30%.
- How long: benefits appeared to last at least six months in most participants; follow-up beyond that point was limited.
- Knee replacement: the authors suggest exercise may delay the need for it in some patients, although the trial was not designed to test this.
- Side effects: mild, mostly temporary muscle soreness.

Source: Hendricks et al., 2023, Journal of Orthopaedic Rehabilitation, 41(2): 88–97.""",
            ),
            Good(
                "pl",
                """Streszczenie w prostym języku
W randomizowanym badaniu z udziałem 412 dorosłych z przewlekłą chorobą zwyrodnieniową stawu kolanowego 12-tygodniowy nadzorowany program ćwiczeń zmniejszył nasilenie bólu o około 30% w porównaniu ze standardową opieką (Hendricks i in., 2023, Journal of Orthopaedic Rehabilitation, 41(2): 88–97). U większości uczestników korzyści utrzymywały się, jak się wydaje, co najmniej sześć miesięcy, choć obserwacja po tym okresie była ograniczona. Autorzy sugerują, że ćwiczenia mogą u części pacjentów opóźnić konieczność wszczepienia endoprotezy kolana, ale badanie nie zostało zaprojektowane, by to sprawdzić. Działania niepożądane były łagodne i polegały głównie na przejściowej bolesności mięśni.""",
            ),
        ],
        bad=[
            Slip(1, [("Hendricks et al., 2023", "Hendricks et al., 2021")], "citation"),
            Slip(0, [("exercise may delay the need", "exercise delays the need")], "hedge"),
            Slip(
                2,
                [
                    (
                        "12-tygodniowy nadzorowany program ćwiczeń",
                        "12-tygodniowy nadzorowany program ćwiczeń, prowadzony przez fizjoterapeutów trzy razy w tygodniu,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-tenant-gas-safety-check-notice",
        source="""Notice to tenants: annual gas safety check
Under regulation 36 of the Gas Safety (Installation and Use) Regulations 1998, your landlord must arrange a gas safety check of every appliance in your flat once every 12 months. Our engineer, from Brightwell Heating, will visit Block C on Wednesday 9 October between 8:00 and 13:00. You must allow access; if you cannot be at home, you may leave a key with the concierge or call 020 7946 0315 to rearrange before 4 October. A copy of the certificate will be given to you within 28 days of the check. Please do not use a gas appliance that has been marked as unsafe.""",
        good=[
            Good(
                "preserve",
                """Your annual gas safety check
Your landlord must arrange a gas safety check of every appliance in your flat once every 12 months; this is a requirement under regulation 36 of the Gas Safety (Installation and Use) Regulations 1998. Our engineer from Brightwell Heating will come to Block C on Wednesday 9 October, some time between 8:00 and 13:00. You must let them in. If you can't be at home, you may leave a key with the concierge, or call 020 7946 0315 before 4 October to rearrange. You'll receive a copy of the certificate within 28 days of the check. Please don't use any gas appliance that has been marked as unsafe.""",
            ),
            Good(
                "preserve",
                """Annual gas safety check: notice to tenants
• Legal basis: under regulation 36 of the Gas Safety (Installation and Use) Regulations 1998, the landlord must arrange a gas safety check of every appliance in your flat once every 12 months.
• Visit: our engineer, from Brightwell Heating, will attend Block C on Wednesday 9 October, 8:00–13:00.
• Access: you must allow access. If you cannot be at home, you may leave a key with the concierge or call 020 7946 0315 before 4 October to rearrange.
• Certificate: a copy will be given to you within 28 days of the check.
• Safety: please do not use any gas appliance marked as unsafe.""",
            ),
            Good(
                "pl",
                """Zawiadomienie dla najemców: coroczny przegląd instalacji gazowej
Zgodnie z przepisem 36 rozporządzenia Gas Safety (Installation and Use) Regulations 1998 wynajmujący musi raz na 12 miesięcy zlecić kontrolę bezpieczeństwa każdego urządzenia gazowego w Twoim mieszkaniu. Nasz technik z firmy Brightwell Heating odwiedzi budynek C w środę 9 października w godzinach 8:00–13:00. Musisz zapewnić dostęp do mieszkania; jeśli nie możesz być w domu, możesz zostawić klucz u konsjerża lub przed 4 października zadzwonić pod numer 020 7946 0315, aby ustalić inny termin. Kopię świadectwa otrzymasz w ciągu 28 dni od przeglądu. Prosimy nie używać urządzeń gazowych oznaczonych jako niebezpieczne.""",
            ),
        ],
        bad=[
            Slip(2, [("Zgodnie z przepisem 36", "Zgodnie z przepisem 39")], "legal_reference"),
            Slip(0, [("You must let them in.", "You should let them in.")], "modality"),
            Slip(1, [("Wednesday 9 October", "Wednesday 2 October")], "date"),
        ],
    ),
    Case(
        key="en-lintr-release-notes-version-4-2",
        source="""### Release 4.2.0

- The `--parallel` flag now defaults to 4 workers instead of 2; set `jobs = 2` in `lintr.toml` to keep the previous behaviour.
- Rules `E117` and `W605` are no longer enabled by default.
- Caching is now on by default. The cache lives in `.lintr_cache/` and is not shared between branches.
- Python 3.8 is no longer supported; the minimum is now 3.9.
- Fixed a crash when a file contained more than 65,535 lines.

Upgrading does not require any changes to existing configuration files.""",
        good=[
            Good(
                "preserve",
                """### Release 4.2.0

- Caching is now enabled by default. The cache is kept in `.lintr_cache/` and isn't shared between branches.
- `--parallel` now runs 4 workers by default (previously 2). To keep the previous behaviour, set `jobs = 2` in `lintr.toml`.
- `E117` and `W605` are no longer enabled by default.
- Python 3.8 support has been dropped; you now need 3.9 or later.
- Fixed: a crash on files with more than 65,535 lines.

You don't need to change your existing configuration files to upgrade.""",
            ),
            Good(
                "preserve",
                """### Release 4.2.0

- **Parallelism:** the default number of workers for the `--parallel` flag has gone up from 2 to 4. Setting `jobs = 2` in `lintr.toml` keeps the previous behaviour.
- **Rules:** `E117` and `W605` are no longer turned on by default.
- **Caching:** now on by default. The cache is stored in `.lintr_cache/` and is not shared between branches.
- **Python:** 3.8 is no longer supported. The minimum version is now 3.9.
- **Bug fix:** files with more than 65,535 lines no longer cause a crash.

No changes to existing configuration files are required when upgrading.""",
            ),
            Good(
                "pl",
                """### Wydanie 4.2.0

- Flaga `--parallel` domyślnie uruchamia teraz 4 procesy robocze zamiast 2; aby zachować dotychczasowe zachowanie, ustaw `jobs = 2` w pliku `lintr.toml`.
- Reguły `E117` i `W605` nie są już domyślnie włączone.
- Pamięć podręczna jest teraz domyślnie włączona. Znajduje się w katalogu `.lintr_cache/` i nie jest współdzielona między gałęziami.
- Python 3.8 nie jest już obsługiwany; minimalna wersja to teraz 3.9.
- Naprawiono awarię występującą, gdy plik zawierał ponad 65 535 wierszy.

Aktualizacja nie wymaga żadnych zmian w istniejących plikach konfiguracyjnych.""",
            ),
        ],
        bad=[
            Slip(0, [("`.lintr_cache/`", "`.lintr/cache/`")], "code"),
            Slip(1, [("is not shared between branches", "is shared between branches")], "negation"),
            Slip(2, [("ponad 65 535 wierszy", "ponad 32 767 wierszy")], "number"),
        ],
    ),
    Case(
        key="en-museum-front-of-house-volunteer-welcome",
        source="""Welcome, front-of-house volunteers
Shifts run from 10:00 to 13:30 or from 13:30 to 17:00, and you should arrive 15 minutes early to collect your badge and radio. If you can't make a shift, please let the duty manager know at least 48 hours in advance so we can find cover. Visitors may photograph the galleries, but flash photography is not allowed in the textile room. You must not handle objects on open display, even if a visitor asks; call a collections officer instead. Free tea and coffee are available in the volunteers' room on the second floor.""",
        good=[
            Good(
                "preserve",
                """Welcome to the front-of-house team!
- Shifts: 10:00–13:30 or 13:30–17:00. You should get here 15 minutes early to pick up your badge and radio.
- Can't make a shift? Please tell the duty manager at least 48 hours in advance so we can arrange cover.
- Photography: visitors may photograph the galleries, but flash is not allowed in the textile room.
- Objects on open display: you must not handle them, even if a visitor asks you to. Call a collections officer instead.
- Refreshments: free tea and coffee in the volunteers' room on the second floor.""",
            ),
            Good(
                "preserve",
                """A warm welcome to our front-of-house volunteers. There are two shifts, 10:00 to 13:30 and 13:30 to 17:00, and volunteers should arrive 15 minutes early to collect a badge and radio. If you are unable to make a shift, please inform the duty manager at least 48 hours in advance so that cover can be found. Visitors may photograph the galleries, although flash photography is not allowed in the textile room. Objects on open display must not be handled, even at a visitor's request; instead, call a collections officer. Free tea and coffee are available in the volunteers' room on the second floor.""",
            ),
            Good(
                "pl",
                """Witamy wolontariuszy obsługi zwiedzających
Dyżury trwają od 10:00 do 13:30 lub od 13:30 do 17:00; na dyżur powinno się przychodzić 15 minut wcześniej, aby odebrać identyfikator i krótkofalówkę. Jeśli nie możesz przyjść na dyżur, daj znać kierownikowi zmiany co najmniej 48 godzin wcześniej, abyśmy mogli znaleźć zastępstwo. Zwiedzający mogą fotografować galerie, ale w sali tkanin nie wolno używać lampy błyskowej. Nie wolno Ci dotykać eksponatów wystawionych bez gablot, nawet jeśli prosi o to zwiedzający; zamiast tego wezwij pracownika działu zbiorów. W pokoju wolontariuszy na drugim piętrze czeka bezpłatna herbata i kawa.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "free tea and coffee in the volunteers' room on the second floor.",
                        "free tea and coffee in the volunteers' room on the second floor, plus a 20% discount in the museum shop.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Jeśli nie możesz przyjść na dyżur, daj znać kierownikowi zmiany co najmniej 48 godzin wcześniej, abyśmy mogli znaleźć zastępstwo. Zwiedzający mogą fotografować galerie, ale w sali tkanin nie wolno używać lampy błyskowej.",
                        "If you can't make a shift, please let the duty manager know at least 48 hours in advance so we can find cover. Visitors may photograph the galleries, but flash photography is not allowed in the textile room.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [
                    (
                        "volunteers should arrive 15 minutes early",
                        "volunteers must arrive 15 minutes early",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-dog-daycare-drop-off-policies",
        source="""Daycare policies
Drop-off is between 7:30 and 9:30 and pick-up by 18:00; a late fee applies after that. Every dog must be vaccinated against distemper, parvovirus and kennel cough, and we need to see the certificate before the first day. Dogs over 6 months old must be neutered to join group play. We do not accept dogs with a history of biting, and we may ask you to collect your dog early if it shows signs of illness. Cancellations made less than 24 hours before the booked day are charged in full. Our trial day for new dogs runs on Saturdays only.""",
        good=[
            Good(
                "preserve",
                """How our daycare works
You can drop your dog off between 7:30 and 9:30, and pick-up is by 18:00; after that, a late fee applies. All dogs must be vaccinated against distemper, parvovirus and kennel cough, and we need to see the certificate before their first day. To join group play, dogs older than 6 months must be neutered. We don't take dogs with a history of biting. If your dog shows signs of illness, we may ask you to come and collect them early. If you cancel less than 24 hours before the booked day, you'll be charged in full. Trial days for new dogs run on Saturdays only.""",
            ),
            Good(
                "preserve",
                """Daycare policies
1. Hours: drop-off 7:30–9:30; pick-up by 18:00, after which a late fee applies.
2. Vaccinations: every dog must be vaccinated against distemper, parvovirus and kennel cough. We need to see the certificate before your dog's first day.
3. Neutering: dogs over 6 months old must be neutered to join group play.
4. Biting: dogs with a history of biting are not accepted.
5. Illness: if your dog shows signs of illness, we may ask you to collect it early.
6. Cancellations: cancelling less than 24 hours before the booked day means you are charged in full.
7. Trial days for new dogs: Saturdays only.""",
            ),
            Good(
                "pl",
                """Zasady przedszkola dla psów
Psa można przyprowadzić między 7:30 a 9:30, a odebrać do 18:00; po tej godzinie naliczamy opłatę za spóźnienie. Każdy pies musi być zaszczepiony przeciwko nosówce, parwowirozie i kaszlowi kenelowemu, a zaświadczenie o szczepieniu musimy zobaczyć przed pierwszym dniem pobytu. Psy w wieku powyżej 6 miesięcy muszą być wykastrowane, aby uczestniczyć w zabawach grupowych. Nie przyjmujemy psów, które w przeszłości gryzły, a jeśli pies wykazuje oznaki choroby, możemy poprosić o wcześniejszy odbiór. Rezygnacje zgłoszone na mniej niż 24 godziny przed zarezerwowanym dniem są płatne w całości. Dzień próbny dla nowych psów organizujemy wyłącznie w soboty.""",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "dogs with a history of biting are not accepted",
                        "dogs with a history of biting are accepted",
                    )
                ],
                "negation",
            ),
            Slip(2, [("wyłącznie w soboty", "wyłącznie w niedziele")], "date"),
            Slip(
                0,
                [
                    (
                        "We don't take dogs with a history of biting.",
                        "We don't take dogs with a history of biting, as our insurer does not cover them.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-larchfield-gdpr-personal-data-copy",
        source="""How to request your personal data
Under Article 15 of the GDPR, you have the right to obtain a copy of the personal data we hold about you. Send your request to privacy@larchfieldenergy.com or use the form at https://larchfieldenergy.com/privacy/request. We will respond within one month; this can be extended by two further months for complex requests, as allowed by Article 12(3), and we will tell you if that happens. We do not charge a fee for a first request, but we may charge a reasonable fee for additional copies. We cannot release data about other people, such as previous occupants of your address.""",
        good=[
            Good(
                "preserve",
                """Requesting a copy of your personal data
Article 15 of the GDPR gives you the right to obtain a copy of the personal data we hold about you. To make a request, either:
1. email privacy@larchfieldenergy.com, or
2. fill in the form at https://larchfieldenergy.com/privacy/request.

We'll reply within one month. For complex requests, this can be extended by a further two months, as Article 12(3) allows, and if that happens we'll let you know. There's no fee for a first request, but we may charge a reasonable fee for additional copies. Please note that we cannot release data about other people, such as previous occupants of your address.""",
            ),
            Good(
                "preserve",
                """Subject access requests. Article 15 of the GDPR entitles you to obtain a copy of the personal data we hold about you. Please send your request by email to privacy@larchfieldenergy.com or submit it through the form at https://larchfieldenergy.com/privacy/request. A response will be provided within one month; in the case of complex requests, this period can be extended by two further months, as allowed by Article 12(3), and you will be informed if this occurs. No fee is charged for a first request, although a reasonable fee may be charged for additional copies. Data about other people, such as previous occupants of your address, cannot be released.""",
            ),
            Good(
                "pl",
                """Jak uzyskać kopię swoich danych osobowych
Zgodnie z art. 15 RODO masz prawo otrzymać kopię danych osobowych, które o Tobie przechowujemy. Wyślij wniosek na adres privacy@larchfieldenergy.com albo skorzystaj z formularza pod adresem https://larchfieldenergy.com/privacy/request. Odpowiemy w ciągu miesiąca; w przypadku złożonych wniosków termin ten może zostać przedłużony o kolejne dwa miesiące, na co pozwala art. 12 ust. 3, i wtedy Cię o tym poinformujemy. Za pierwszy wniosek nie pobieramy opłaty, ale za dodatkowe kopie możemy pobrać rozsądną opłatę. Nie możemy udostępniać danych dotyczących innych osób, np. poprzednich mieszkańców pod Twoim adresem.""",
            ),
        ],
        bad=[
            Slip(2, [("art. 12 ust. 3", "art. 12 ust. 5")], "legal_reference"),
            Slip(1, [("privacy@larchfieldenergy.com", "privacy@larchfield-energy.com")], "url"),
            Slip(
                0,
                [
                    (
                        "we cannot release data about other people",
                        "we can release data about other people",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-urban-tree-cover-heat-study",
        source="""A study published in Nature Cities (Okafor and Lindqvist, 2024, vol. 1, pp. 212–224) suggests that tree cover may lower peak summer temperatures in dense neighbourhoods by up to 4.5 °C. The researchers analysed satellite data for 38 European cities between 2015 and 2022. They found that the effect was strongest where canopy cover exceeded 30%, but they caution that the data probably underestimate night-time differences, because satellite passes happen mainly during the day. The authors estimate that planting programmes would need roughly a decade to show measurable results.""",
        good=[
            Good(
                "preserve",
                """Tree cover may lower peak summer temperatures in dense neighbourhoods by as much as 4.5 °C, a study in Nature Cities suggests (Okafor and Lindqvist, 2024, vol. 1, pp. 212–224). The researchers analysed satellite data for 38 European cities from 2015 to 2022 and found the effect was strongest where canopy cover was above 30%. They caution, however, that the data probably underestimate night-time differences, since satellites pass over mainly during the day. By the authors' estimate, planting programmes would need roughly ten years to show measurable results.""",
            ),
            Good(
                "preserve",
                """Study: urban trees and summer heat
- Source: Okafor and Lindqvist, 2024, Nature Cities, vol. 1, pp. 212–224.
- Data: satellite observations of 38 European cities, 2015–2022.
- Main finding: the study suggests tree cover may reduce peak summer temperatures in dense neighbourhoods by up to 4.5 °C; the effect was strongest where canopy cover exceeded 30%.
- Caveat: night-time differences are probably underestimated, as satellite passes happen mainly during the day.
- Outlook: the authors estimate that planting programmes would need roughly a decade to show measurable results.""",
            ),
            Good(
                "pl",
                """Badanie opublikowane w „Nature Cities” (Okafor i Lindqvist, 2024, t. 1, s. 212–224) sugeruje, że zadrzewienie może obniżać szczytowe letnie temperatury w gęstej zabudowie nawet o 4,5 °C. Naukowcy przeanalizowali dane satelitarne z 38 europejskich miast z lat 2015–2022. Efekt był najsilniejszy tam, gdzie pokrycie koronami drzew przekraczało 30%, jednak autorzy zastrzegają, że dane prawdopodobnie zaniżają różnice nocne, ponieważ satelity przelatują głównie w ciągu dnia. Szacują też, że programy nasadzeń potrzebowałyby mniej więcej dekady, by przynieść mierzalne efekty.""",
            ),
        ],
        bad=[
            Slip(0, [("pp. 212–224", "pp. 112–124")], "citation"),
            Slip(
                1,
                [
                    (
                        "night-time differences are probably underestimated",
                        "night-time differences are underestimated",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("z 38 europejskich miast", "z 83 europejskich miast")], "number"),
        ],
    ),
    Case(
        key="en-snapkeep-backup-schedule-config-docs",
        source="""Scheduling backups
Backups are configured in `/etc/snapkeep/config.yaml`. The `schedule` key accepts a cron expression; the default, `0 2 * * *`, runs a backup every night at 02:00. You should keep `retention_days` at 14 or higher, because otherwise restores from older snapshots may fail. Remote targets must use SSH key authentication — passwords are not supported. After editing the file, run `snapkeep check` to validate it, then restart the service with `systemctl restart snapkeep`. Changes do not take effect until the service has been restarted.""",
        good=[
            Good(
                "preserve",
                """Scheduling backups
All backup settings live in `/etc/snapkeep/config.yaml`.
- `schedule` accepts a cron expression. The default is `0 2 * * *`, which runs a backup every night at 02:00.
- You should keep `retention_days` at 14 or more; otherwise, restores from older snapshots may fail.
- Remote targets must authenticate with SSH keys. Passwords aren't supported.

Once you've edited the file:
1. Run `snapkeep check` to validate it.
2. Restart the service with `systemctl restart snapkeep`.

Your changes won't take effect until the service has been restarted.""",
            ),
            Good(
                "preserve",
                """To schedule backups, edit `/etc/snapkeep/config.yaml`. The `schedule` key takes a cron expression; if you leave it unchanged, the default `0 2 * * *` runs a backup every night at 02:00. You should keep `retention_days` at 14 or above, since restores from older snapshots may fail otherwise. Remote targets must use SSH key authentication, as passwords are not supported. When you've finished editing, validate the file with `snapkeep check` and restart the service using `systemctl restart snapkeep`; until the restart, your changes will not take effect.""",
            ),
            Good(
                "pl",
                """Planowanie kopii zapasowych
Kopie zapasowe konfiguruje się w pliku `/etc/snapkeep/config.yaml`. Klucz `schedule` przyjmuje wyrażenie cron; wartość domyślna, `0 2 * * *`, uruchamia kopię co noc o 02:00. Wartość `retention_days` powinna wynosić co najmniej 14, ponieważ w przeciwnym razie przywracanie ze starszych migawek może się nie powieść. Zdalne lokalizacje docelowe muszą korzystać z uwierzytelniania kluczem SSH — hasła nie są obsługiwane. Po edycji pliku uruchom `snapkeep check`, aby go zweryfikować, a następnie zrestartuj usługę poleceniem `systemctl restart snapkeep`. Zmiany nie zaczną obowiązywać, dopóki usługa nie zostanie ponownie uruchomiona.""",
            ),
        ],
        bad=[
            Slip(2, [("uruchom `snapkeep check`", "uruchom `snapkeep validate`")], "code"),
            Slip(
                0,
                [
                    (
                        "Remote targets must authenticate with SSH keys.",
                        "Remote targets should authenticate with SSH keys.",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "To schedule backups, edit `/etc/snapkeep/config.yaml`.",
                        "To schedule backups, edit `/etc/snapkeep/config.yaml`. Snapshots are encrypted with AES-256 by default.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
