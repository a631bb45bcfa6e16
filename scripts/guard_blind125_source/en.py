# ruff: noqa: E501, RUF001
"""English source cases of blind set 125: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-lido-reopening-after-winter-repairs",
        source="""Hillfield Lido will reopen on Saturday 17 May 2025 after the winter repairs to the main pool's filtration plant. Opening hours for the first fortnight are 7am to 7pm daily, and the learner pool will stay closed until early June while its tiles are replaced. Season tickets bought last year remain valid, so you do not need to renew them. Swimmers must shower before entering the water, and children under 8 must be accompanied in the water by an adult at all times. The café will not open on the first weekend. Updates are posted at www.hillfieldlido.org.uk/news.""",
        good=[
            Good(
                "preserve",
                """Good news: Hillfield Lido reopens on Saturday 17 May 2025, once the winter repairs to the main pool's filtration plant are done. For the first two weeks you can swim every day from 7am to 7pm. The learner pool stays shut until early June while it is retiled. If you bought a season ticket last year, it is still valid – there's no need to renew it. Please remember that you must shower before getting in, and any child under 8 must have an adult with them in the water at all times. The café won't be open on the first weekend. For updates, see www.hillfieldlido.org.uk/news.""",
            ),
            Good(
                "preserve",
                """Hillfield Lido – reopening notice

- Reopening date: Saturday, May 17, 2025, following winter repairs to the main pool's filtration plant
- Hours for the first fortnight: 07:00–19:00, every day
- Learner pool: closed until early June for tile replacement
- Season tickets bought last year: still valid, no renewal needed
- Before swimming: all swimmers must shower
- Children under 8: must be accompanied in the water by an adult at all times
- Café: not open on the first weekend

News and updates: www.hillfieldlido.org.uk/news""",
            ),
            Good(
                "pl",
                """Odkryty basen Hillfield Lido zostanie ponownie otwarty w sobotę 17 maja 2025 r., po zimowym remoncie instalacji filtracyjnej głównego basenu. Przez pierwsze dwa tygodnie będzie czynny codziennie od 7:00 do 19:00, a basen do nauki pływania pozostanie zamknięty do początku czerwca z powodu wymiany płytek. Karnety sezonowe kupione w zeszłym roku zachowują ważność, więc nie trzeba ich odnawiać. Przed wejściem do wody pływacy muszą wziąć prysznic, a dzieci poniżej 8 lat muszą przez cały czas przebywać w wodzie pod opieką osoby dorosłej. W pierwszy weekend kawiarnia nie będzie czynna. Aktualne informacje: www.hillfieldlido.org.uk/news.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "The café won't be open on the first weekend.",
                        "The café will be open on the first weekend.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("Saturday, May 17, 2025", "Saturday, May 24, 2025")], "date"),
            Slip(
                2,
                [
                    (
                        "więc nie trzeba ich odnawiać.",
                        "więc nie trzeba ich odnawiać, a ich posiadacze dostaną dodatkowo miesiąc pływania gratis.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-livery-yard-winter-turnout-terms",
        source="""From 1 November, Brookside Livery Yard moves to its winter turnout routine. Horses on full livery will be turned out for around four hours a day, weather permitting; the fields may be closed entirely after heavy rain. Part-livery clients should bring in their own horses by 3.30pm, as staff cannot guarantee a late bring-in. Full livery is £165 per week and part livery £95, with hay charged separately at £6 a bale. Every horse must have an up-to-date flu and tetanus vaccination record held in the office. Please give at least one month's written notice if you plan to leave the yard.""",
        good=[
            Good(
                "preserve",
                """With effect from 1 November, Brookside Livery Yard will switch to its winter turnout routine. Full-livery horses will be turned out for approximately four hours daily, subject to the weather, and the fields may be shut completely following heavy rain. Clients on part livery should bring their horses in themselves by 3:30pm, because staff cannot guarantee a late bring-in. The weekly rates are £165 for full livery and £95 for part livery; hay is charged in addition at £6 per bale. An up-to-date flu and tetanus vaccination record for every horse must be held in the office. Anyone planning to leave the yard is asked to give no less than one month's notice in writing.""",
            ),
            Good(
                "preserve",
                """Winter routine at Brookside starts on 1 November.

If your horse is on full livery, it'll go out for about four hours a day when the weather allows – though after heavy rain the fields may be closed altogether. On part livery? You should bring your horse in yourself by 3.30pm, since our staff can't guarantee a late bring-in.

Prices: full livery £165 a week, part livery £95 a week, plus hay at £6 a bale.

We must have a current flu and tetanus vaccination record for every horse in the office. And if you're planning to move on, please give us at least a month's notice in writing.""",
            ),
            Good(
                "pl",
                """Od 1 listopada stajnia Brookside Livery Yard przechodzi na zimowy tryb wypuszczania koni na padok. Konie w pełnym pensjonacie będą wychodzić na około cztery godziny dziennie, jeśli pozwoli na to pogoda; po ulewnych deszczach padoki mogą zostać całkowicie zamknięte. Klienci korzystający z częściowego pensjonatu powinni sami sprowadzić swoje konie do 15:30, ponieważ personel nie może zagwarantować późnego sprowadzenia. Pełny pensjonat kosztuje 165 funtów tygodniowo, a częściowy 95 funtów; siano jest płatne osobno – 6 funtów za balot. Każdy koń musi mieć w biurze aktualną dokumentację szczepień przeciw grypie i tężcowi. Jeśli planujesz opuścić stajnię, złóż pisemne wypowiedzenie z co najmniej miesięcznym wyprzedzeniem.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Clients on part livery should bring", "Clients on part livery must bring")],
                "modality",
            ),
            Slip(1, [("part livery £95 a week", "part livery £85 a week")], "number"),
            Slip(
                2,
                [
                    (
                        "ponieważ personel nie może zagwarantować późnego sprowadzenia.",
                        "ponieważ personel nie może zagwarantować późnego sprowadzenia – po 16:00 w stajni nie ma już nikogo z obsługi.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-allotment-polytunnel-rules-greenlane-plots",
        source="""## Polytunnel rules – Greenlane Allotments

Polytunnels are allowed on full plots only, with the committee's written approval.

- Maximum footprint: 3 m × 6 m, and no more than 2.5 m high.
- The tunnel must be placed at least 1 m from any shared path.
- Covers must be anchored; loose polythene is a hazard in high winds.
- Tunnels may not be used for storing fuel or chemicals.

Damaged covers should be repaired within 28 days. If a tunnel is left derelict, the committee may remove it at the tenant's cost. Questions go to the plot secretary at plots@greenlane-allotments.org.""",
        good=[
            Good(
                "preserve",
                """## Greenlane Allotments: polytunnel rules

You can put up a polytunnel only on a full plot, and only once the committee has approved it in writing.

- Size limit: a footprint of no more than 3 m × 6 m and a height of 2.5 m at most.
- The tunnel must stand at least 1 m away from every shared path.
- Covers must be anchored down, because loose polythene is dangerous in strong winds.
- You may not store fuel or chemicals in a tunnel.

If your cover gets damaged, you should repair it within 28 days. A derelict tunnel may be removed by the committee, with the tenant bearing the cost. Send any questions to the plot secretary: plots@greenlane-allotments.org.""",
            ),
            Good(
                "preserve",
                """## Polytunnel Rules (Greenlane Allotments)

Polytunnels are permitted on full plots only and require the committee's written approval.

1. Footprint: 3 m × 6 m maximum; height: 2.5 m maximum.
2. The tunnel must be sited at least 1 m from any shared path.
3. Covers must be securely anchored, as loose polythene poses a hazard in high winds.
4. Tunnels may not be used to store fuel or chemicals.

Damaged covers should be repaired within 28 days. Where a tunnel is left derelict, the committee may remove it at the tenant's expense. Please address questions to the plot secretary at plots@greenlane-allotments.org.""",
            ),
            Good(
                "pl",
                """## Zasady dotyczące tuneli foliowych – ogródki Greenlane Allotments

Tunele foliowe są dozwolone wyłącznie na pełnych działkach i tylko za pisemną zgodą zarządu.

- Maksymalna powierzchnia: 3 m × 6 m, wysokość nie większa niż 2,5 m.
- Tunel musi stać co najmniej 1 m od każdej wspólnej ścieżki.
- Folia musi być zakotwiczona; luźna folia stanowi zagrożenie przy silnym wietrze.
- W tunelach nie wolno przechowywać paliwa ani chemikaliów.

Uszkodzona folia powinna zostać naprawiona w ciągu 28 dni. Jeśli tunel zostanie zaniedbany, zarząd może go usunąć na koszt dzierżawcy. Pytania prosimy kierować do sekretarza działek: plots@greenlane-allotments.org.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "## Greenlane Allotments: polytunnel rules",
                        "Greenlane Allotments: polytunnel rules",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [("Damaged covers should be repaired", "Damaged covers must be repaired")],
                "modality",
            ),
            Slip(
                2,
                [("W tunelach nie wolno przechowywać", "W tunelach wolno przechowywać")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-vintage-bus-rally-visitor-info",
        source="""The 34th Riverside Vintage Bus Rally takes place on Sunday 7 September at the old Corporation depot on Mill Lane. Around 60 buses and coaches are expected, the oldest probably a 1929 Leyland Titan, though the final line-up depends on which vehicles pass their pre-rally checks. Free heritage bus rides to the town centre will run every 20 minutes from 10:30 until 16:00. Entry is £8 for adults, and under-16s go free. Parking on site is very limited, so visitors are encouraged to arrive by train. The running order and a map are available at riversidebusrally.co.uk/visit.""",
        good=[
            Good(
                "preserve",
                """Sunday 7 September sees the 34th Riverside Vintage Bus Rally come to the old Corporation depot on Mill Lane. Organisers expect roughly 60 buses and coaches – the oldest is probably a 1929 Leyland Titan, although the final line-up will depend on which vehicles pass their pre-rally checks. Between 10:30 and 16:00, free heritage bus rides will leave for the town centre every 20 minutes. Adults pay £8; under-16s get in free. There is very little parking on site, so we encourage you to come by train. See riversidebusrally.co.uk/visit for the running order and a map.""",
            ),
            Good(
                "preserve",
                """Riverside Vintage Bus Rally (34th edition)

When: Sunday, 7 September
Where: the old Corporation depot, Mill Lane
On show: about 60 buses and coaches are expected, the oldest likely to be a 1929 Leyland Titan – the final line-up depends on which vehicles pass their pre-rally checks
Free heritage rides: to the town centre every 20 minutes, 10.30am–4pm
Tickets: adults £8, under-16s free
Getting there: on-site parking is very limited, so please consider coming by train
Running order and map: riversidebusrally.co.uk/visit""",
            ),
            Good(
                "pl",
                """34. zlot zabytkowych autobusów Riverside Vintage Bus Rally odbędzie się w niedzielę 7 września w dawnej zajezdni Corporation przy Mill Lane. Spodziewanych jest około 60 autobusów i autokarów; najstarszym będzie prawdopodobnie Leyland Titan z 1929 roku, choć ostateczny skład zależy od tego, które pojazdy przejdą kontrole przed zlotem. Bezpłatne przejazdy zabytkowymi autobusami do centrum miasta będą kursować co 20 minut od 10:30 do 16:00. Wstęp dla dorosłych kosztuje 8 funtów, a osoby poniżej 16 lat wchodzą za darmo. Miejsc parkingowych na miejscu jest bardzo mało, dlatego zachęcamy do przyjazdu pociągiem. Harmonogram i mapa są dostępne na stronie riversidebusrally.co.uk/visit.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("See riversidebusrally.co.uk/visit for", "See riversidebusrally.com/visit for")],
                "url",
            ),
            Slip(1, [("When: Sunday, 7 September", "When: Sunday, 14 September")], "date"),
            Slip(
                2,
                [
                    (
                        "najstarszym będzie prawdopodobnie Leyland Titan",
                        "najstarszym będzie Leyland Titan",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="en-food-hygiene-rating-appeal-guidance",
        source="""If you disagree with the food hygiene rating given to your business, you can appeal to the local authority within 21 days of being notified of it (this includes weekends and bank holidays). In Wales, the appeal process is set out in section 5 of the Food Hygiene Rating (Wales) Act 2013. An appeal is not the same as a request for a re-visit: it is about whether the rating was correct at the time of the inspection, not about improvements you have made since. Your rating will not be published online until the appeal period has ended. Appeals are decided by a lead food officer who did not carry out the original inspection.""",
        good=[
            Good(
                "preserve",
                """Think your business's food hygiene rating is wrong? You can appeal to the local authority, but you have 21 days from being notified to do so – and weekends and bank holidays count towards that period. For businesses in Wales, section 5 of the Food Hygiene Rating (Wales) Act 2013 sets out how appeals work. Bear in mind that appealing is different from asking for a re-visit. An appeal looks at whether the rating was right when the inspection took place, not at anything you have improved since. Until the appeal period is over, your rating won't be published online. The decision is made by a lead food officer who was not involved in the original inspection.""",
            ),
            Good(
                "preserve",
                """Appealing your food hygiene rating

If you disagree with the rating awarded to your business:
- you may appeal to the local authority within 21 days of being notified; weekends and bank holidays count towards this period;
- in Wales, the procedure is laid down in section 5 of the Food Hygiene Rating (Wales) Act 2013;
- note that an appeal is not a re-visit request – it considers whether the rating was correct at the time of inspection, not improvements made since;
- your rating will not be published online before the appeal period ends;
- the appeal will be decided by a lead food officer who did not carry out the original inspection.""",
            ),
            Good(
                "pl",
                """Jeśli nie zgadzasz się z oceną higieny żywności przyznaną Twojej firmie, możesz odwołać się do władz lokalnych w ciągu 21 dni od otrzymania powiadomienia o ocenie (do tego terminu wliczają się weekendy i dni ustawowo wolne od pracy). W Walii procedurę odwoławczą określa sekcja 5 ustawy Food Hygiene Rating (Wales) Act 2013. Odwołanie to nie to samo co wniosek o ponowną kontrolę: dotyczy tego, czy ocena była prawidłowa w chwili inspekcji, a nie ulepszeń wprowadzonych później. Twoja ocena nie zostanie opublikowana w internecie, dopóki nie upłynie termin na odwołanie. O odwołaniu rozstrzyga główny inspektor ds. żywności, który nie przeprowadzał pierwotnej kontroli.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "section 5 of the Food Hygiene Rating (Wales) Act 2013",
                        "section 7 of the Food Hygiene Rating (Wales) Act 2013",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                1,
                [("within 21 days of being notified", "within 14 days of being notified")],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "który nie przeprowadzał pierwotnej kontroli",
                        "który przeprowadzał pierwotną kontrolę",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-community-cider-press-day-notice",
        source="""Our community cider press day is on Saturday 11 October, 10am–3pm, in the orchard behind St Mary's hall. Bring your own apples (windfalls are fine, but cut out any rotten bits) and clean containers with lids; as a rough guide, 10 kg of apples makes about 6 litres of juice. Pressing costs £2 per batch to cover cleaning and repairs to the scratter. We can't pasteurise juice on site, so it should be drunk within three days or frozen. If it rains hard, the event will probably move into the hall, and we'll post a note on the village Facebook page by 8am.""",
        good=[
            Good(
                "preserve",
                """Bring your apples to the community cider press day! It runs from 10am to 3pm on Saturday 11 October in the orchard behind St Mary's hall. Windfalls are welcome as long as you cut out the rotten bits, and please bring clean containers with lids. Roughly speaking, 10 kg of apples will give you about 6 litres of juice. Each batch costs £2 to press, which covers cleaning and repairs to the scratter. There's no way for us to pasteurise the juice on site, so you should drink it within three days or freeze it. In heavy rain we'll probably move indoors to the hall – check the village Facebook page, where we'll post a note by 8am.""",
            ),
            Good(
                "preserve",
                """Community cider press day
• Date and time: Saturday 11 October, 10:00–15:00
• Place: the orchard behind St Mary's hall
• What to bring: your own apples (windfalls are OK if the rotten parts are cut out) and clean, lidded containers
• Yield: as a rough guide, about 6 litres of juice from 10 kg of apples
• Cost: £2 per batch, towards cleaning and scratter repairs
• Storage: the juice can't be pasteurised on site, so it should be drunk within three days or frozen
• Bad weather: if it rains hard, the event will probably move into the hall; a note will go up on the village Facebook page by 8am""",
            ),
            Good(
                "pl",
                """Wspólne tłoczenie cydru odbędzie się w sobotę 11 października w godzinach 10:00–15:00 w sadzie za salą St Mary's. Przynieś własne jabłka (spady też się nadają, ale wytnij zgniłe fragmenty) oraz czyste pojemniki z pokrywkami; orientacyjnie z 10 kg jabłek uzyskuje się około 6 litrów soku. Tłoczenie kosztuje 2 funty za partię – to pokrywa czyszczenie i naprawy rozdrabniacza. Nie możemy pasteryzować soku na miejscu, dlatego powinien zostać wypity w ciągu trzech dni albo zamrożony. Jeśli będzie mocno padać, wydarzenie zostanie prawdopodobnie przeniesione do sali, a informację zamieścimy na wiejskiej stronie na Facebooku do 8:00.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "which covers cleaning and repairs to the scratter.",
                        "which covers cleaning and repairs to the scratter we bought from Ashdown Farm last spring.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "the event will probably move into the hall",
                        "the event will move into the hall",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("2 funty za partię", "3 funty za partię")], "number"),
        ],
    ),
    Case(
        key="en-youth-theatre-spring-auditions-call",
        source="""Auditions for Northgate Youth Theatre's spring production of *The Wind in the Willows* will be held on 24 and 25 January at the Corn Exchange studio. They are open to young people aged 11 to 18; you don't need any previous acting experience. Everyone should prepare a one-minute speech of their own choice, and you may also sing 16 bars of a song if you want to be considered for a singing role. Anyone under 16 must be signed in by a parent or carer. Slots are 20 minutes long and must be booked in advance at northgateyt.org/auditions by 17 January.""",
        good=[
            Good(
                "preserve",
                """Want to be in *The Wind in the Willows*? Northgate Youth Theatre is holding auditions for its spring production on 24 and 25 January in the Corn Exchange studio. If you're aged 11 to 18, you can audition, and you don't need any previous acting experience. Everyone should come with a one-minute speech of their own choosing. Hoping for a singing role? Then you may also sing 16 bars of a song. Under-16s must be signed in by a parent or carer. Slots last 20 minutes and must be booked in advance at northgateyt.org/auditions by 17 January.""",
            ),
            Good(
                "preserve",
                """Northgate Youth Theatre will hold auditions for its spring production, *The Wind in the Willows*, at the Corn Exchange studio on 24–25 January. Auditions are open to those aged 11–18, and no prior acting experience is required. Each candidate should prepare a one-minute speech of their choice. Candidates wishing to be considered for a singing role may, in addition, sing 16 bars of a song. Participants under the age of 16 must be signed in by a parent or carer. Audition slots last 20 minutes and must be booked in advance, no later than 17 January, via northgateyt.org/auditions.""",
            ),
            Good(
                "pl",
                """Przesłuchania do wiosennego spektaklu *O czym szumią wierzby* w Northgate Youth Theatre odbędą się 24 i 25 stycznia w studiu Corn Exchange. Mogą w nich wziąć udział osoby w wieku od 11 do 18 lat; nie potrzeba żadnego wcześniejszego doświadczenia aktorskiego. Każdy uczestnik powinien przygotować jednominutowy monolog własnego wyboru, a osoby, które chcą ubiegać się o rolę śpiewaną, mogą również zaśpiewać 16 taktów piosenki. Osoby poniżej 16 roku życia muszą zostać wpisane na listę obecności przez rodzica lub opiekuna. Każde przesłuchanie trwa 20 minut i trzeba je zarezerwować z wyprzedzeniem, do 17 stycznia, na stronie northgateyt.org/auditions.""",
            ),
        ],
        bad=[
            Slip(0, [("Everyone should come with", "Everyone must come with")], "modality"),
            Slip(1, [("no later than 17 January", "no later than 19 January")], "date"),
            Slip(2, [("northgateyt.org/auditions", "northgateyt.org/tickets")], "url"),
        ],
    ),
    Case(
        key="en-canoe-club-paddling-safety-rules",
        source="""All paddlers on club sessions must wear a buoyancy aid, correctly fastened, at all times on the water. Helmets are compulsory on moving water and recommended on the canal. Juniors under 14 may only paddle when a coach holding at least a Paddle UK Paddlesport Instructor award is present. Do not launch if the river gauge at Kingsbridge reads above 1.2 m, and never paddle alone, whatever your experience. Sessions are capped at 12 boats per coach. Before your first session you should complete a 50 m swim test in the leisure centre pool; you don't need to be a strong swimmer to pass.""",
        good=[
            Good(
                "preserve",
                """Safety on club sessions
- Every paddler must wear a correctly fastened buoyancy aid at all times on the water.
- Helmets: compulsory on moving water, recommended on the canal.
- Juniors under 14 may paddle only if a coach with at least the Paddle UK Paddlesport Instructor award is present.
- Don't launch when the Kingsbridge river gauge shows more than 1.2 m.
- Never paddle on your own, however experienced you are.
- A maximum of 12 boats per coach on any session.
- You should do a 50 m swim test in the leisure centre pool before your first session – you don't have to be a strong swimmer to pass it.""",
            ),
            Good(
                "preserve",
                """Never go out alone, however experienced you are. On every club session, each paddler must have a buoyancy aid on and correctly fastened for the whole time they are on the water. Helmets are compulsory on moving water; on the canal they are recommended. A junior under 14 may only paddle if a coach is present who holds at least the Paddle UK Paddlesport Instructor award. If the gauge at Kingsbridge reads over 1.2 m, do not launch. Each coach can take no more than 12 boats. Newcomers should complete a 50 m swim test in the leisure centre pool before their first session, though being a strong swimmer isn't required to pass.""",
            ),
            Good(
                "pl",
                """Wszyscy uczestnicy zajęć klubowych muszą przez cały czas na wodzie mieć na sobie prawidłowo zapiętą kamizelkę asekuracyjną. Kaski są obowiązkowe na wodzie płynącej i zalecane na kanale. Juniorzy poniżej 14 lat mogą pływać tylko wtedy, gdy obecny jest trener z co najmniej uprawnieniami Paddle UK Paddlesport Instructor. Nie wodujcie łodzi, jeśli wodowskaz w Kingsbridge pokazuje więcej niż 1,2 m, i nigdy nie pływajcie w pojedynkę, bez względu na doświadczenie. Na jednego trenera przypada maksymalnie 12 łodzi. Przed pierwszymi zajęciami powinniście zaliczyć test pływacki na 50 m na basenie w centrum rekreacji; nie trzeba być dobrym pływakiem, żeby go zdać.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Helmets: compulsory on moving water, recommended on the canal.",
                        "Helmets: compulsory on moving water and on the canal.",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "though being a strong swimmer isn't required to pass",
                        "though being a strong swimmer is required to pass",
                    )
                ],
                "negation",
            ),
            Slip(2, [("więcej niż 1,2 m", "więcej niż 1,5 m")], "number"),
        ],
    ),
    Case(
        key="en-solway-solar-coop-share-prospectus",
        source="""Solway Community Energy is raising £480,000 through a community share offer to build a 1.1 MW solar array on farmland near Annan. The minimum investment is £100 and the maximum £40,000. We expect to pay interest of around 4% a year from year three, but returns are not guaranteed and you could lose some or all of the money you invest. Shares are withdrawable, not transferable, and are not covered by the Financial Services Compensation Scheme. The society is registered under the Co-operative and Community Benefit Societies Act 2014 (registration number 8123). The offer closes on 30 June or earlier if fully subscribed.""",
        good=[
            Good(
                "preserve",
                """Solway Community Energy wants to raise £480,000 through a community share offer. The money will pay for a 1.1 MW solar array on farmland near Annan. You can invest anything from £100 up to £40,000. From year three we expect to pay about 4% interest a year – but this isn't guaranteed, and you could lose part or all of what you put in. You can withdraw your shares, but you can't transfer them, and they aren't protected by the Financial Services Compensation Scheme. The society is registered under the Co-operative and Community Benefit Societies Act 2014, registration number 8123. The offer closes on 30 June, or sooner if it is fully subscribed.""",
            ),
            Good(
                "preserve",
                """Solway Community Energy – share offer at a glance
- Target: £480,000, to build a 1.1 MW solar array on farmland near Annan
- Investment: minimum £100, maximum £40,000
- Interest: expected to be around 4% per year from year three; returns are not guaranteed and you could lose some or all of your investment
- Shares: withdrawable but not transferable; not covered by the Financial Services Compensation Scheme
- Registration: Co-operative and Community Benefit Societies Act 2014, no. 8123
- Closing date: 30 June, or earlier if the offer is fully subscribed""",
            ),
            Good(
                "pl",
                """Solway Community Energy zbiera 480 000 funtów w ramach społecznej oferty udziałów, aby zbudować instalację fotowoltaiczną o mocy 1,1 MW na gruntach rolnych w pobliżu Annan. Minimalna inwestycja wynosi 100 funtów, a maksymalna 40 000 funtów. Od trzeciego roku spodziewamy się wypłacać odsetki w wysokości około 4% rocznie, ale zyski nie są gwarantowane i możesz stracić część lub całość zainwestowanych pieniędzy. Udziały można wycofać, ale nie można ich zbywać, i nie są objęte systemem gwarancji Financial Services Compensation Scheme. Spółdzielnia jest zarejestrowana na podstawie ustawy Co-operative and Community Benefit Societies Act 2014 (numer rejestracyjny 8123). Oferta zostanie zamknięta 30 czerwca lub wcześniej, jeśli wszystkie udziały zostaną objęte.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Co-operative and Community Benefit Societies Act 2014",
                        "Industrial and Provident Societies Act 1965",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "expected to be around 4% per year from year three",
                        "4% per year from year three",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("o mocy 1,1 MW", "o mocy 1,5 MW")], "number"),
        ],
    ),
    Case(
        key="en-hearing-aid-clinic-dropin-sessions",
        source="""The NHS hearing aid clinic at Westbrook Health Centre now runs drop-in sessions on Tuesdays from 9:30 to 12:00 for battery replacement and tubing changes. You do not need an appointment for these, but repairs and re-programming still have to be booked by phone on 01632 960 482. We encourage patients to wear their aids for most of the day. A randomised trial (Lin et al., The Lancet, 2023) suggested that hearing support may slow cognitive decline in some older adults at higher risk, although the evidence is not yet conclusive. Please bring your brown NHS record book to every visit. Batteries are free, but replacing a lost hearing aid may incur a charge.""",
        good=[
            Good(
                "preserve",
                """Drop-in sessions are now available at the NHS hearing aid clinic in Westbrook Health Centre every Tuesday, 9:30–12:00, for new batteries and tubing changes – no appointment is needed. Repairs and re-programming, however, must still be booked by phone on 01632 960 482. We'd encourage you to wear your hearing aids for most of the day. Findings from a randomised trial (Lin et al., The Lancet, 2023) suggest that, in some older adults at higher risk, hearing support may slow cognitive decline; the evidence, however, is not yet conclusive. Remember to bring your brown NHS record book every time you visit. Batteries cost nothing, but you may be charged for replacing a hearing aid you have lost.""",
            ),
            Good(
                "preserve",
                """Westbrook Health Centre – NHS hearing aid clinic

Need new batteries or tubing? Just drop in on a Tuesday between 9:30 and 12:00; you don't need an appointment.
Need a repair or re-programming? These still have to be booked – call 01632 960 482.

We encourage you to wear your aids for most of the day. A randomised trial (Lin et al., The Lancet, 2023) suggested that hearing support may slow cognitive decline in some older adults at higher risk, although the evidence is not yet conclusive.

Please bring your brown NHS record book to every visit. Batteries are free; replacing a lost hearing aid may incur a charge.""",
            ),
            Good(
                "pl",
                """Poradnia NHS ds. aparatów słuchowych w Westbrook Health Centre prowadzi teraz we wtorki w godzinach 9:30–12:00 dyżury bez zapisów, podczas których można wymienić baterie i wężyki. Na te wizyty nie trzeba się umawiać, ale naprawy i ponowne programowanie aparatów nadal wymagają rezerwacji telefonicznej pod numerem 01632 960 482. Zachęcamy pacjentów, by nosili aparaty przez większą część dnia. Badanie randomizowane (Lin i in., The Lancet, 2023) sugeruje, że wsparcie słuchu może spowalniać pogorszenie funkcji poznawczych u części starszych osób z grupy podwyższonego ryzyka, choć dowody nie są jeszcze rozstrzygające. Prosimy przynosić na każdą wizytę brązową książeczkę NHS. Baterie są bezpłatne, ale za wymianę zgubionego aparatu może zostać naliczona opłata.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "hearing support may slow cognitive decline",
                        "hearing support slows cognitive decline",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [("(Lin et al., The Lancet, 2023)", "(Lin et al., The Lancet, 2021)")],
                "citation",
            ),
            Slip(
                2,
                [("Na te wizyty nie trzeba się umawiać", "Na te wizyty trzeba się umawiać")],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-tidyfeed-cli-install-readme-section",
        source="""## Installing `tidyfeed`

`tidyfeed` requires Python 3.10 or later. Install it from PyPI with:

```bash
pip install tidyfeed
```

Then run `tidyfeed init` in your project folder to create a `tidyfeed.toml` config file. By default the tool does not fetch feeds more often than once every 30 minutes; you can change this with the `min_interval` key. Do not commit your `tidyfeed.toml` if it contains API tokens. Full docs are at https://tidyfeed.readthedocs.io.""",
        good=[
            Good(
                "preserve",
                """## How to install `tidyfeed`

You'll need Python 3.10 or newer. To install `tidyfeed` from PyPI, run:

```bash
pip install tidyfeed
```

Next, go to your project folder and run `tidyfeed init`; this creates a config file called `tidyfeed.toml`. Out of the box, the tool won't fetch any feed more than once every 30 minutes – set the `min_interval` key to change that. If your `tidyfeed.toml` holds API tokens, don't commit it. See https://tidyfeed.readthedocs.io for the full documentation.""",
            ),
            Good(
                "preserve",
                """## Installing `tidyfeed`

Requirements: Python 3.10+.

1. Install the package from PyPI:

   ```bash
   pip install tidyfeed
   ```

2. In your project folder, run `tidyfeed init` to generate the `tidyfeed.toml` config file.

By default, feeds are not fetched more often than once per 30 minutes; adjust this with the `min_interval` key. Never commit `tidyfeed.toml` when it contains API tokens.

Full documentation: https://tidyfeed.readthedocs.io""",
            ),
            Good(
                "pl",
                """## Instalacja `tidyfeed`

`tidyfeed` wymaga Pythona 3.10 lub nowszego. Zainstaluj go z PyPI poleceniem:

```bash
pip install tidyfeed
```

Następnie uruchom `tidyfeed init` w folderze projektu, aby utworzyć plik konfiguracyjny `tidyfeed.toml`. Domyślnie narzędzie nie pobiera kanałów częściej niż raz na 30 minut; możesz to zmienić za pomocą klucza `min_interval`. Nie commituj pliku `tidyfeed.toml`, jeśli zawiera tokeny API. Pełna dokumentacja jest dostępna pod adresem https://tidyfeed.readthedocs.io.""",
            ),
        ],
        bad=[
            Slip(0, [("```bash\npip install tidyfeed\n```", "pip install tidyfeed")], "markdown"),
            Slip(
                1,
                [("Never commit `tidyfeed.toml` when", "Always commit `tidyfeed.toml` when")],
                "negation",
            ),
            Slip(
                2,
                [("za pomocą klucza `min_interval`", "za pomocą klucza `fetch_interval`")],
                "code",
            ),
        ],
    ),
    Case(
        key="en-night-noise-sleep-evidence-brief",
        source="""Night-time road traffic noise is associated with poorer sleep, although how much it matters for long-term health is still debated. A systematic review by Basner and McGuire (2018) in the International Journal of Environmental Research and Public Health found that the odds of being highly sleep-disturbed roughly double with each 10 dB increase in night-time noise. On that basis, the WHO Environmental Noise Guidelines recommend keeping road traffic noise below 45 dB Lnight. Councils should treat this as a target rather than a legal limit. Simple measures such as quieter road surfaces may reduce exposure by a few decibels, but they are unlikely to be enough on their own.""",
        good=[
            Good(
                "preserve",
                """Road traffic noise at night goes hand in hand with worse sleep, but experts still disagree on how much it matters for long-term health. Basner and McGuire (2018), in a systematic review in the International Journal of Environmental Research and Public Health, found that every 10 dB rise in night-time noise roughly doubles the odds of someone being highly sleep-disturbed. Building on this, the WHO Environmental Noise Guidelines recommend that road traffic noise be kept below 45 dB Lnight. That figure is a target, not a legal limit, and councils should treat it as such. Quieter road surfaces and similar simple measures may cut exposure by a few decibels, but on their own they are unlikely to be enough.""",
            ),
            Good(
                "preserve",
                """Evidence links night-time road traffic noise with poorer sleep; its significance for long-term health, however, remains a matter of debate. According to a systematic review published in the International Journal of Environmental Research and Public Health (Basner & McGuire, 2018), each 10 dB increase in night-time noise is associated with roughly a doubling of the odds of being highly sleep-disturbed. The WHO Environmental Noise Guidelines accordingly recommend that road traffic noise be kept below 45 dB Lnight. Local authorities should regard this value as a target rather than a legal limit. Simple interventions, such as quieter road surfaces, may reduce exposure by a few decibels but are unlikely to suffice in isolation.""",
            ),
            Good(
                "pl",
                """Nocny hałas drogowy wiąże się z gorszym snem, choć wciąż trwa dyskusja o tym, jakie ma to znaczenie dla zdrowia w dłuższej perspektywie. Przegląd systematyczny Basnera i McGuire (2018) opublikowany w International Journal of Environmental Research and Public Health wykazał, że z każdym wzrostem hałasu nocnego o 10 dB szanse na silne zaburzenia snu mniej więcej się podwajają. Na tej podstawie wytyczne WHO dotyczące hałasu w środowisku (Environmental Noise Guidelines) zalecają utrzymywanie hałasu drogowego poniżej 45 dB Lnight. Samorządy powinny traktować tę wartość jako cel, a nie prawny limit. Proste środki, takie jak cichsze nawierzchnie, mogą zmniejszyć narażenie o kilka decybeli, ale raczej nie wystarczą same w sobie.""",
            ),
        ],
        bad=[
            Slip(0, [("Basner and McGuire (2018)", "Basner and McGuire (2011)")], "citation"),
            Slip(
                1,
                [("but are unlikely to suffice in isolation", "but will not suffice in isolation")],
                "hedge",
            ),
            Slip(2, [("poniżej 45 dB Lnight", "poniżej 55 dB Lnight")], "number"),
        ],
    ),
    Case(
        key="en-tenancy-deposit-protection-rights-explainer",
        source="""Your landlord must protect your deposit in a government-approved scheme within 30 days of receiving it. This requirement comes from section 213 of the Housing Act 2004. Within the same 30 days, the landlord must also give you the 'prescribed information', which explains how the deposit is protected and how to get it back. If they fail to do either, you can apply to the county court under section 214, and the court may order them to pay you between one and three times the deposit. At the end of the tenancy, you should ask for the deposit back in writing. Deductions must be agreed or decided by the scheme's dispute service, which is free to use.""",
        good=[
            Good(
                "preserve",
                """Does my landlord have to protect my deposit?
Yes. Under section 213 of the Housing Act 2004, they must put it in a government-approved scheme within 30 days of receiving it. In that same 30-day period, they must also give you the 'prescribed information', explaining how the deposit is protected and how you can get it back.

What if they don't do one or both of these?
You can apply to the county court under section 214. The court may order the landlord to pay you between one and three times the amount of the deposit.

How do I get it back?
When the tenancy ends, you should ask for your deposit back in writing. Any deductions must be either agreed or decided by the scheme's dispute service, which is free to use.""",
            ),
            Good(
                "preserve",
                """A landlord who receives a tenancy deposit must protect it in a government-approved scheme within 30 days, as required by section 213 of the Housing Act 2004, and must provide the tenant with the 'prescribed information' – setting out how the deposit is protected and how it can be recovered – within the same period. Where the landlord fails to meet either obligation, the tenant can apply to the county court under section 214; the court may then order the landlord to pay the tenant an amount equal to one to three times the deposit. When the tenancy ends, the tenant should request the return of the deposit in writing. Any deductions must be agreed or determined by the scheme's dispute service, which is free of charge.""",
            ),
            Good(
                "pl",
                """Wynajmujący musi zabezpieczyć Twoją kaucję w zatwierdzonym przez rząd systemie w ciągu 30 dni od jej otrzymania. Obowiązek ten wynika z sekcji 213 ustawy Housing Act 2004. W tym samym terminie 30 dni wynajmujący musi też przekazać Ci tzw. „prescribed information”, czyli informacje o tym, jak kaucja jest zabezpieczona i jak ją odzyskać. Jeśli nie dopełni któregokolwiek z tych obowiązków, możesz złożyć wniosek do sądu hrabstwa (county court) na podstawie sekcji 214, a sąd może nakazać mu zapłatę kwoty od jednokrotności do trzykrotności kaucji. Po zakończeniu najmu powinieneś poprosić o zwrot kaucji na piśmie. Wszelkie potrącenia muszą zostać uzgodnione albo rozstrzygnięte przez bezpłatny serwis rozstrzygania sporów prowadzony w ramach systemu.""",
            ),
        ],
        bad=[
            Slip(0, [("under section 214", "under section 212")], "legal_reference"),
            Slip(1, [("within 30 days, as required", "within 14 days, as required")], "date"),
            Slip(
                2,
                [("powinieneś poprosić o zwrot kaucji", "musisz poprosić o zwrot kaucji")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-library-ebook-lending-faq-guide",
        source="""You can borrow e-books and e-audiobooks free of charge with your Marlow Libraries card through the Libby app or at marlowlibraries.overdrive.com. Up to 10 titles can be on loan at once, for 14 or 21 days. Titles are returned automatically at the end of the loan period, so there are never any late fees. Some popular titles have waiting lists; you can place up to 5 holds at a time. E-books cannot be downloaded to Kindle devices in the UK, but they work on most tablets, phones and other e-readers. If you have forgotten your PIN, email ebooks@marlowlibraries.org.uk from the address linked to your card.""",
        good=[
            Good(
                "preserve",
                """With a Marlow Libraries card, e-books and e-audiobooks are yours to borrow for free – use the Libby app or go to marlowlibraries.overdrive.com. You can have as many as 10 titles out at once, with loans of 14 or 21 days. When a loan ends, the title returns itself, which means you'll never pay a late fee. Popular books sometimes have a waiting list, and you can hold up to 5 titles at a time. In the UK, e-books can't be downloaded to Kindle devices, but they'll work on most tablets, phones and other e-readers. Forgotten your PIN? Email ebooks@marlowlibraries.org.uk from the email address linked to your card.""",
            ),
            Good(
                "preserve",
                """Borrowing e-books from Marlow Libraries
- Cost: free with your library card (e-books and e-audiobooks)
- Where: the Libby app or marlowlibraries.overdrive.com
- Loans: up to 10 titles at a time, for 14 or 21 days
- Returns: automatic at the end of the loan, so no late fees – ever
- Holds: some popular titles have waiting lists; up to 5 holds at a time
- Devices: not downloadable to Kindle devices in the UK; works on most tablets, phones and other e-readers
- Forgotten PIN: email ebooks@marlowlibraries.org.uk from the address linked to your card""",
            ),
            Good(
                "pl",
                """Z kartą Marlow Libraries możesz bezpłatnie wypożyczać e-booki i audiobooki przez aplikację Libby lub na stronie marlowlibraries.overdrive.com. Jednocześnie możesz mieć wypożyczonych do 10 tytułów, na 14 lub 21 dni. Po upływie okresu wypożyczenia tytuły są zwracane automatycznie, więc nigdy nie płacisz kar za przetrzymanie. Na niektóre popularne tytuły trzeba czekać w kolejce; jednocześnie możesz zarezerwować do 5 pozycji. W Wielkiej Brytanii e-booków nie można pobierać na czytniki Kindle, ale działają one na większości tabletów, telefonów i innych czytników. Jeśli nie pamiętasz numeru PIN, napisz na adres ebooks@marlowlibraries.org.uk z adresu e-mail powiązanego z Twoją kartą.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Forgotten your PIN? Email",
                        "Forgotten your PIN? You can reset it at any branch, or email",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("email ebooks@marlowlibraries.org.uk", "email ebooks@marlowlibraries.co.uk")],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "W Wielkiej Brytanii e-booków nie można pobierać",
                        "W Wielkiej Brytanii e-booki można pobierać",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-year6-museum-trip-parent-letter",
        source="""Dear parents and carers,
Year 6 will visit the Science Museum in London on Thursday 13 March. The coach leaves school at 8:15am sharp and should be back by about 5pm. The cost is £18.50 per child, which covers travel and entry to the Wonderlab gallery; please pay through ParentPay by Friday 28 February. Children must bring a packed lunch in a disposable bag and should wear school uniform. Mobile phones may not be brought on the trip. If your child needs travel sickness medication, please hand it to the class teacher in a named envelope on the morning of the visit.
Many thanks,
Mrs K. Adeyemi""",
        good=[
            Good(
                "preserve",
                """Dear parents and carers,
On Thursday 13 March, Year 6 are off to the Science Museum in London! The coach will leave school at 8:15am sharp, and we should be back at about 5pm. The trip costs £18.50 per child, covering travel and entry to the Wonderlab gallery – please pay on ParentPay by Friday 28 February. Your child must bring a packed lunch in a disposable bag and should come in school uniform. Mobile phones may not be brought on the trip. If your child needs travel sickness medication, please give it to the class teacher on the morning of the trip, in an envelope with their name on it.
Many thanks,
Mrs K. Adeyemi""",
            ),
            Good(
                "preserve",
                """Dear parents and carers,

Here are the details of the Year 6 trip to the Science Museum, London:
- Date: Thursday, March 13
- Departure: 8:15am sharp from school; we should be back by about 5pm
- Cost: £18.50 per child (travel plus Wonderlab gallery entry), payable via ParentPay by Friday, February 28
- Lunch: children must bring a packed lunch in a disposable bag
- Clothing: school uniform should be worn
- Mobile phones: may not be brought
- Travel sickness medication: hand it to the class teacher in a named envelope on the morning of the visit

Many thanks,
Mrs K. Adeyemi""",
            ),
            Good(
                "pl",
                """Szanowni Rodzice i Opiekunowie,
uczniowie Year 6 pojadą w czwartek 13 marca do Science Museum w Londynie. Autokar odjeżdża spod szkoły punktualnie o 8:15 i powinien wrócić około 17:00. Koszt wynosi 18,50 funta za dziecko i obejmuje przejazd oraz wstęp do galerii Wonderlab; prosimy o wpłatę przez ParentPay do piątku 28 lutego. Dzieci muszą zabrać suchy prowiant w jednorazowej torbie i powinny mieć na sobie mundurek szkolny. Na wycieczkę nie wolno zabierać telefonów komórkowych. Jeśli Państwa dziecko potrzebuje leków na chorobę lokomocyjną, prosimy przekazać je wychowawcy klasy w podpisanej kopercie rano w dniu wycieczki.
Z podziękowaniami
Mrs K. Adeyemi""",
            ),
        ],
        bad=[
            Slip(0, [("by Friday 28 February", "by Friday 7 March")], "date"),
            Slip(1, [("£18.50 per child", "£15.50 per child")], "number"),
            Slip(
                2,
                [
                    (
                        "powinny mieć na sobie mundurek szkolny",
                        "muszą mieć na sobie mundurek szkolny",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-client-library-v4-upgrade-notes",
        source="""### Upgrading to v4.0

Version 4.0 drops support for Node.js 16; you must be on Node.js 18.17 or later. The `createClient()` function no longer accepts a callback and now returns a Promise. The `retry` option has been renamed to `retries`; the old name still works in 4.x but will be removed in 5.0, so you should update your config now. Logging is now off by default — set `debug: true` to turn it on. We do not recommend upgrading in the middle of a release cycle, as the new connection pool may behave differently under load. See MIGRATION.md for a full list of breaking changes.""",
        good=[
            Good(
                "preserve",
                """### Moving to v4.0

Node.js 16 is no longer supported in version 4.0, so you must run Node.js 18.17 or newer. `createClient()` now returns a Promise and no longer takes a callback. The `retry` option is now called `retries`. The old name keeps working throughout 4.x but will go away in 5.0, so you should change your config now. Logging is off by default; to enable it, set `debug: true`. We don't recommend upgrading mid-release-cycle, because the new connection pool may behave differently under load. For the full list of breaking changes, see MIGRATION.md.""",
            ),
            Good(
                "preserve",
                """### Upgrading to v4.0

Breaking and notable changes:

- **Node.js:** support for Node.js 16 is dropped; you must be on Node.js 18.17 or later.
- **`createClient()`:** no longer accepts a callback; it returns a Promise instead.
- **Options:** `retry` is renamed to `retries`. The old name still works in 4.x but will be removed in 5.0 – you should update your config now.
- **Logging:** now off by default; set `debug: true` to turn it on.

We do not recommend upgrading in the middle of a release cycle: the new connection pool may behave differently under load. See MIGRATION.md for all breaking changes.""",
            ),
            Good(
                "pl",
                """### Aktualizacja do v4.0

Wersja 4.0 nie obsługuje już Node.js 16; musisz używać Node.js 18.17 lub nowszego. Funkcja `createClient()` nie przyjmuje już callbacku i zwraca teraz obiekt Promise. Opcja `retry` została przemianowana na `retries`; stara nazwa nadal działa w wersjach 4.x, ale zostanie usunięta w 5.0, więc powinieneś już teraz zaktualizować konfigurację. Logowanie jest teraz domyślnie wyłączone — aby je włączyć, ustaw `debug: true`. Nie zalecamy aktualizacji w trakcie cyklu wydawniczego, ponieważ nowa pula połączeń może zachowywać się inaczej pod obciążeniem. Pełną listę zmian niezgodnych wstecz znajdziesz w pliku MIGRATION.md.""",
            ),
        ],
        bad=[
            Slip(0, [("set `debug: true`", "set `verbose: true`")], "code"),
            Slip(1, [("We do not recommend upgrading", "We recommend upgrading")], "negation"),
            Slip(
                2,
                [
                    (
                        "więc powinieneś już teraz zaktualizować",
                        "więc możesz już teraz zaktualizować",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-vitamin-d-fracture-trial-summary",
        source="""Vitamin D supplements are widely taken to prevent fractures, but in people who are not deficient they probably do not help. In the VITAL trial, reported by LeBoff et al. in the New England Journal of Medicine (2022; 387:299–309), 25,871 adults were randomised to 2,000 IU of vitamin D3 a day or placebo. After a median of 5.3 years, there was no significant difference in total, hip or non-vertebral fractures between the groups. The findings do not necessarily apply to people with vitamin D deficiency, low bone mass or osteoporosis, as participants were not selected for these conditions. Anyone already prescribed vitamin D should not stop taking it without talking to their doctor.""",
        good=[
            Good(
                "preserve",
                """Many people take vitamin D supplements to prevent fractures, yet for those who are not deficient, the supplements probably don't help. The VITAL trial (LeBoff et al., New England Journal of Medicine, 2022; 387:299–309) randomly assigned 25,871 adults to either 2,000 IU of vitamin D3 daily or a placebo. After a median follow-up of 5.3 years, the two groups did not differ significantly in total, hip or non-vertebral fractures. Because participants were not selected for vitamin D deficiency, low bone mass or osteoporosis, the findings do not necessarily apply to people with these conditions. If you have already been prescribed vitamin D, you should not stop taking it without talking to your doctor first.""",
            ),
            Good(
                "preserve",
                """Does vitamin D prevent fractures?
Probably not in people who aren't deficient – even though many take it for that reason.

The evidence: the VITAL trial (LeBoff et al., N Engl J Med 2022;387:299–309) randomised 25,871 adults to 2,000 IU of vitamin D3 per day or placebo. Over a median of 5.3 years, there was no significant difference between the groups in total, hip or non-vertebral fractures.

Limits: participants were not selected for vitamin D deficiency, low bone mass or osteoporosis, so the results do not necessarily apply to people with those conditions.

Advice: if you are already prescribed vitamin D, you should not stop taking it without speaking to your doctor.""",
            ),
            Good(
                "pl",
                """Suplementy witaminy D są powszechnie przyjmowane w celu zapobiegania złamaniom, jednak u osób bez niedoboru prawdopodobnie nie pomagają. W badaniu VITAL, opisanym przez LeBoff i wsp. w New England Journal of Medicine (2022; 387:299–309), 25 871 dorosłych losowo przydzielono do przyjmowania 2000 j.m. witaminy D3 dziennie albo placebo. Po medianie 5,3 roku nie stwierdzono istotnej różnicy między grupami w częstości złamań ogółem, złamań biodra ani złamań pozakręgowych. Uczestników nie dobierano pod kątem niedoboru witaminy D, niskiej masy kostnej ani osteoporozy, więc wyniki niekoniecznie dotyczą osób z tymi schorzeniami. Osoby, którym już przepisano witaminę D, nie powinny przerywać jej przyjmowania bez konsultacji z lekarzem.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "the two groups did not differ significantly",
                        "the two groups differed significantly",
                    )
                ],
                "negation",
            ),
            Slip(
                1, [("N Engl J Med 2022;387:299–309", "N Engl J Med 2022;386:299–309")], "citation"
            ),
            Slip(
                2,
                [
                    (
                        "Uczestników nie dobierano pod kątem niedoboru witaminy D, niskiej masy kostnej ani osteoporozy, więc wyniki niekoniecznie dotyczą osób z tymi schorzeniami.",
                        "The findings do not necessarily apply to people with vitamin D deficiency, low bone mass or osteoporosis, as participants were not selected for these conditions.",
                    ),
                    (
                        "Osoby, którym już przepisano witaminę D, nie powinny przerywać jej przyjmowania bez konsultacji z lekarzem.",
                        "Anyone already prescribed vitamin D should not stop taking it without talking to their doctor.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-credit-union-subject-access-request",
        source="""You have the right to ask Harbour Credit Union for a copy of the personal data we hold about you. This is known as a subject access request and is provided for in Article 15 of the UK GDPR. You can make a request in writing or verbally, and we will normally respond within one month. If your request is complex, we may extend this by up to two further months, but we must tell you within the first month and explain why. We will not usually charge a fee. We may ask you for proof of identity before we release any information. Requests should be sent to our Data Protection Officer at dpo@harbourcu.co.uk.""",
        good=[
            Good(
                "preserve",
                """Under Article 15 of the UK GDPR, you are entitled to ask Harbour Credit Union for a copy of the personal data we hold about you – this is called a 'subject access request'. Requests can be made in writing or verbally, and we will normally reply within one month. Where a request is complex, we may extend that period by up to two more months, but we must let you know within the first month and give our reasons. Usually, there is no fee. Before releasing any information, we may ask you to prove your identity. Requests should go to our Data Protection Officer at dpo@harbourcu.co.uk.""",
            ),
            Good(
                "preserve",
                """Getting a copy of your data (subject access request)

You have the right to ask Harbour Credit Union for a copy of the personal data we hold about you. This right is set out in Article 15 of the UK GDPR.

How it works:
1. You can make your request in writing or verbally. Requests should be sent to our Data Protection Officer at dpo@harbourcu.co.uk.
2. We may ask for proof of identity before releasing any information.
3. We will normally respond within one month. For complex requests we may extend this by up to two further months; if so, we must tell you within the first month and explain why.
4. We will not usually charge a fee.""",
            ),
            Good(
                "pl",
                """Masz prawo zwrócić się do Harbour Credit Union o kopię przechowywanych przez nas danych osobowych, które Cię dotyczą. Jest to tzw. wniosek o dostęp do danych, przewidziany w art. 15 UK GDPR. Wniosek możesz złożyć na piśmie lub ustnie, a my zwykle odpowiemy w ciągu miesiąca. Jeśli wniosek jest złożony, możemy wydłużyć ten termin maksymalnie o dwa kolejne miesiące, ale musimy poinformować Cię o tym w ciągu pierwszego miesiąca i podać powód. Zazwyczaj nie pobieramy opłaty. Zanim udostępnimy jakiekolwiek informacje, możemy poprosić o potwierdzenie tożsamości. Wnioski powinny trafiać do naszego inspektora ochrony danych: dpo@harbourcu.co.uk.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Usually, there is no fee.",
                        "Usually, there is no fee, and members can also collect their data in person at our Queen Street branch.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("We may ask for proof of identity", "We must ask for proof of identity")],
                "modality",
            ),
            Slip(2, [("art. 15 UK GDPR", "art. 17 UK GDPR")], "legal_reference"),
        ],
    ),
    Case(
        key="en-bike-share-fare-change-notice",
        source="""From 1 April, a single ride on CityCycle costs £1.50 for the first 30 minutes, then 10p per extra minute. E-bikes cost an extra 50p per ride. The monthly pass price stays at £12 and includes unlimited 45-minute rides. Fares have not gone up since 2021, and the increase is expected to raise about £200,000 a year, which the council says will probably be spent on adding around 40 new docking stations. Riders who hold a concessionary travel card can still get 50% off the monthly pass. Bikes must be returned to a dock; leaving one elsewhere may result in a £20 charge.""",
        good=[
            Good(
                "preserve",
                """From 1 April, a single CityCycle ride will cost £1.50 for the first 30 minutes and 10p for every minute after that; e-bikes cost 50p more per ride. The monthly pass stays at £12, with unlimited rides of up to 45 minutes. This is the first fare rise since 2021. It is expected to bring in about £200,000 a year, and according to the council the money will probably go towards around 40 new docking stations. If you have a concessionary travel card, you can still get half price on the monthly pass. You must return bikes to a dock – leave one anywhere else and you may be charged £20.""",
            ),
            Good(
                "preserve",
                """CityCycle fares from 1 April

| Ticket | Price |
|---|---|
| Single ride, first 30 minutes | £1.50 |
| Each extra minute | 10p |
| E-bike supplement | +50p per ride |
| Monthly pass (unlimited 45-minute rides) | £12 (unchanged) |

Concessionary travel card holders can still get 50% off the monthly pass. Fares have not risen since 2021; the increase is expected to raise roughly £200,000 a year, which the council says will probably fund around 40 new docking stations. Bikes must be returned to a dock, and leaving one elsewhere may lead to a £20 charge.""",
            ),
            Good(
                "pl",
                """Od 1 kwietnia pojedynczy przejazd rowerem CityCycle kosztuje 1,50 funta za pierwsze 30 minut, a potem 10 pensów za każdą dodatkową minutę. Za rower elektryczny dopłaca się 50 pensów za przejazd. Cena karnetu miesięcznego pozostaje bez zmian – 12 funtów – i obejmuje nielimitowane przejazdy do 45 minut. Opłaty nie wzrosły od 2021 roku, a podwyżka ma według szacunków przynieść około 200 000 funtów rocznie; według rady miasta pieniądze zostaną prawdopodobnie przeznaczone na około 40 nowych stacji dokujących. Posiadacze ulgowej karty przejazdowej nadal mogą otrzymać 50% zniżki na karnet miesięczny. Rowery trzeba zwracać do stacji dokującej; pozostawienie roweru w innym miejscu może skutkować opłatą w wysokości 20 funtów.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "If you have a concessionary travel card, you can still get half price on the monthly pass.",
                        "Posiadacze ulgowej karty przejazdowej nadal mogą otrzymać 50% zniżki na karnet miesięczny.",
                    ),
                    (
                        "You must return bikes to a dock – leave one anywhere else and you may be charged £20.",
                        "Rowery trzeba zwracać do stacji dokującej; pozostawienie roweru w innym miejscu może skutkować opłatą w wysokości 20 funtów.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [("which the council says will probably fund", "which the council says will fund")],
                "hedge",
            ),
            Slip(2, [("10 pensów za każdą", "20 pensów za każdą")], "number"),
        ],
    ),
    Case(
        key="en-pi-weather-logger-setup-guide",
        source="""## Setting up the weather station logger

The logger runs on a Raspberry Pi 4 with at least 2 GB of RAM. Clone the repository and copy `config.example.yaml` to `config.yaml`, then set `sample_interval` to the number of seconds between readings (the default is 60). Start the service with `sudo systemctl enable --now wxlogger`. Readings are written to `/var/lib/wxlogger/readings.db`, which grows by roughly 15 MB a month at the default interval. The BME280 sensor should be mounted in the shade, at least 1.5 m above the ground; in direct sun it will probably read several degrees too high.""",
        good=[
            Good(
                "preserve",
                """## Weather station logger: setup

You'll need a Raspberry Pi 4 with 2 GB of RAM or more. After cloning the repository, copy `config.example.yaml` to `config.yaml` and set `sample_interval` to how many seconds you want between readings – 60 by default. To start the service, run `sudo systemctl enable --now wxlogger`. Readings go into `/var/lib/wxlogger/readings.db`; at the default interval, expect it to grow by roughly 15 MB each month. You should mount the BME280 sensor in the shade, at least 1.5 m off the ground – in direct sunlight it will probably read several degrees too high.""",
            ),
            Good(
                "preserve",
                """## Setting up the weather station logger

**Hardware:** Raspberry Pi 4, 2 GB RAM minimum.

1. Clone the repository.
2. Copy `config.example.yaml` to `config.yaml`.
3. Set `sample_interval` to the number of seconds between readings (default: 60).
4. Start the service: `sudo systemctl enable --now wxlogger`

Data is stored in `/var/lib/wxlogger/readings.db`, which grows by roughly 15 MB per month at the default interval.

The BME280 sensor should be mounted in the shade, at least 1.5 m above ground level – in direct sun it will probably read several degrees too high.""",
            ),
            Good(
                "pl",
                """## Konfiguracja rejestratora stacji pogodowej

Rejestrator działa na Raspberry Pi 4 z co najmniej 2 GB pamięci RAM. Sklonuj repozytorium i skopiuj `config.example.yaml` do `config.yaml`, a następnie ustaw `sample_interval` na liczbę sekund między odczytami (domyślnie 60). Uruchom usługę poleceniem `sudo systemctl enable --now wxlogger`. Odczyty są zapisywane w pliku `/var/lib/wxlogger/readings.db`, który przy domyślnym interwale rośnie mniej więcej o 15 MB miesięcznie. Czujnik BME280 powinien być zamontowany w cieniu, co najmniej 1,5 m nad ziemią; w pełnym słońcu prawdopodobnie będzie zawyżał odczyty o kilka stopni.""",
            ),
        ],
        bad=[
            Slip(0, [("roughly 15 MB each month", "roughly 50 MB each month")], "number"),
            Slip(
                1,
                [("`sudo systemctl enable --now wxlogger`", "`sudo systemctl start wxlogger`")],
                "code",
            ),
            Slip(
                2,
                [
                    (
                        "co najmniej 1,5 m nad ziemią;",
                        "co najmniej 1,5 m nad ziemią, najlepiej od północnej strony budynku;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
