# ruff: noqa: E501, RUF001
"""English source cases of blind set 25: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="en-sourdough-recipe",
        source="Sourdough loaf (makes one 900 g loaf). Mix 500 g strong white flour, 350 ml lukewarm water and 100 g active starter, then rest the dough for 30 minutes before adding 10 g salt. Over the next 3 hours, perform four sets of stretch and folds, spaced roughly 45 minutes apart. Shape the dough and refrigerate it overnight, ideally for 12 to 16 hours. Bake in a preheated Dutch oven at 250°C for 20 minutes with the lid on, then 25 minutes uncovered at 230°C. You must not cut the loaf until it has cooled for at least one hour, as the crumb is still setting. Wholemeal flour can replace up to 20% of the white flour, but you should add an extra 15 ml of water. The crust will usually darken more with wholemeal.",
        good=[
            Good(
                "preserve",
                "This recipe makes one 900 g sourdough loaf. Combine 500 g of strong white flour with 350 ml of lukewarm water and 100 g of active starter, and leave the dough to rest for 30 minutes; then add 10 g of salt. During the following 3 hours, give the dough four sets of stretch and folds, roughly 45 minutes apart. After shaping, put it in the fridge overnight – ideally for 12 to 16 hours. Bake it in a preheated Dutch oven at 250°C, lid on, for 20 minutes, then remove the lid and bake for another 25 minutes at 230°C. Do not slice the loaf until it has cooled for at least an hour, because the crumb is still setting. You can swap up to 20% of the white flour for wholemeal, but you should then add an extra 15 ml of water; with wholemeal, the crust will usually come out darker.",
            ),
            Good(
                "preserve",
                "**Sourdough, one 900 g loaf**\n- Mix 500 g strong white flour, 350 ml lukewarm water and 100 g active starter; rest 30 min, then add 10 g salt.\n- Next 3 hours: four rounds of stretch and folds, about 45 min apart.\n- Shape, then chill overnight (12–16 hours is ideal).\n- Preheat a Dutch oven; bake 20 min at 250°C lid on, then 25 min at 230°C lid off.\n- Let it cool for at least 1 hour before cutting – no earlier, the crumb is still setting.\n- Up to 20% of the white flour can be wholemeal; if so, you should add 15 ml more water. The crust usually gets darker.",
            ),
            Good(
                "pl",
                "Przepis na jeden bochenek chleba na zakwasie o wadze 900 g. Wymieszaj 500 g mocnej mąki pszennej, 350 ml letniej wody i 100 g aktywnego zakwasu, odstaw ciasto na 30 minut, a potem dodaj 10 g soli. Przez kolejne 3 godziny wykonaj cztery serie rozciągania i składania w odstępach mniej więcej 45 minut. Uformuj bochenek i wstaw go na noc do lodówki, najlepiej na 12–16 godzin. Piecz w nagrzanym garnku żeliwnym w 250°C przez 20 minut pod przykryciem, a potem 25 minut bez pokrywki w 230°C. Nie wolno kroić chleba, zanim nie będzie stygł co najmniej godzinę, bo miękisz wciąż się stabilizuje. Do 20% białej mąki można zastąpić mąką pełnoziarnistą, ale powinno się wtedy dodać dodatkowe 15 ml wody. Skórka przy mące pełnoziarnistej zwykle bardziej ciemnieje.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("for another 25 minutes at 230°C", "for another 35 minutes at 230°C")],
                "number",
            ),
            Slip(1, [("about 45 min apart", "45 min apart")], "hedge"),
            Slip(2, [("zwykle bardziej ciemnieje", "zwykle nie ciemnieje bardziej")], "negation"),
        ],
    ),
    Case(
        key="en-stand-mixer-manual",
        source="## Using your Korva KM-5 stand mixer\n\n- Place the mixer on a dry, level worktop at least **10 cm** from the edge.\n- Do not run the motor for more than 8 minutes at a time; let it rest for about 15 minutes between batches.\n- The bowl holds 5 litres, but you should not knead more than 1.5 kg of dough at once.\n- The bowl and beaters can go in the dishwasher; the dough hook must be washed by hand.\n- Always unplug the mixer before changing attachments.\n\nSpare parts and manuals: korva-home.example.co.uk/spares.",
        good=[
            Good(
                "preserve",
                "## Getting started with the Korva KM-5 stand mixer\n\n- Set the mixer on a level, dry worktop, keeping it at least **10 cm** back from the edge.\n- Never run the motor for longer than 8 minutes in one go, and give it roughly 15 minutes' rest between batches.\n- Although the bowl has a 5-litre capacity, you should knead no more than 1.5 kg of dough at a time.\n- The bowl and beaters are dishwasher-safe, but the dough hook must be washed by hand.\n- Unplug the mixer every time before you change attachments.\n\nFor spare parts and manuals, visit korva-home.example.co.uk/spares.",
            ),
            Good(
                "preserve",
                "Put your Korva KM-5 stand mixer on a dry, level worktop, at least 10 cm from the edge. Don't let the motor run for more than 8 minutes at a time, and let it rest for about 15 minutes between batches. The bowl takes 5 litres, but you shouldn't knead more than 1.5 kg of dough at once. You can put the bowl and beaters in the dishwasher, but the dough hook has to be washed by hand. Always unplug the mixer before swapping attachments. Spare parts and manuals are at korva-home.example.co.uk/spares.",
            ),
            Good(
                "pl",
                "## Korzystanie z robota planetarnego Korva KM-5\n\n- Postaw robot na suchym, równym blacie, co najmniej **10 cm** od krawędzi.\n- Nie uruchamiaj silnika na dłużej niż 8 minut bez przerwy; między kolejnymi porcjami pozwól mu odpocząć przez około 15 minut.\n- Misa mieści 5 litrów, ale nie powinno się w niej wyrabiać więcej niż 1,5 kg ciasta naraz.\n- Misę i końcówki do ubijania można myć w zmywarce; hak do ciasta trzeba myć ręcznie.\n- Zawsze odłączaj robot od zasilania przed zmianą końcówek.\n\nCzęści zamienne i instrukcje: korva-home.example.co.uk/spares.",
            ),
        ],
        bad=[
            Slip(0, [("\n- The bowl and beaters are", " The bowl and beaters are")], "markdown"),
            Slip(
                1,
                [
                    (
                        "the dough hook has to be washed by hand",
                        "the dough hook can be washed by hand",
                    )
                ],
                "modality",
            ),
            Slip(
                1, [("more than 8 minutes at a time", "more than 18 minutes at a time")], "number"
            ),
        ],
    ),
    Case(
        key="en-robot-vacuum-manual",
        source="Before the first run, charge the Vela R5 robot vacuum for at least 4 hours on its dock. A full charge usually gives around 120 minutes of cleaning on hard floors, but noticeably less on thick carpet. Remove cables, socks and pet bowls from the floor; the robot cannot detect objects lower than 2 cm. Do not use the mopping pad on untreated wood or rugs. The dustbin holds 450 ml and should be emptied after every run. You can set no-go zones in the Vela app (version 3.2 or later), and you may schedule up to 7 cleanings per week. The side brush must be replaced every 6 months; spare kits cost £14.99 at vela-home.example.com/parts.",
        good=[
            Good(
                "preserve",
                "Vela R5 – quick start\n• First run: charge it on the dock for at least 4 hours.\n• A full charge usually lasts around 120 minutes on hard floors, noticeably less on thick carpet.\n• Clear cables, socks and pet bowls off the floor first – objects under 2 cm are not detected.\n• Never use the mopping pad on untreated wood or on rugs.\n• You should empty the 450 ml dustbin after every run.\n• No-go zones can be set in the Vela app (v3.2 or later); up to 7 cleanings a week may be scheduled.\n• The side brush must be swapped every 6 months – spare kits are £14.99 at vela-home.example.com/parts.",
            ),
            Good(
                "preserve",
                "Prior to first use, the Vela R5 robot vacuum must be charged on its dock for a minimum of 4 hours. On hard floors, a full charge typically provides approximately 120 minutes of cleaning; on thick carpet, runtime is noticeably shorter. Cables, socks and pet bowls need to be cleared from the floor, as the robot is unable to detect objects lower than 2 cm. The mopping pad must not be used on untreated wood or rugs. We recommend emptying the 450 ml dustbin after each run. No-go zones can be configured in the Vela app (version 3.2 or later), and up to 7 cleanings per week may be scheduled. The side brush must be replaced every 6 months; replacement kits are available for £14.99 at vela-home.example.com/parts.",
            ),
            Good(
                "pl",
                "Przed pierwszym uruchomieniem ładuj robota sprzątającego Vela R5 w stacji dokującej przez co najmniej 4 godziny. Pełne naładowanie zwykle wystarcza na około 120 minut sprzątania twardych podłóg, ale na grubym dywanie wyraźnie krócej. Usuń z podłogi kable, skarpetki i miski dla zwierząt – robot nie wykrywa przedmiotów niższych niż 2 cm. Nie używaj nakładki mopującej na nieimpregnowanym drewnie ani na dywanikach. Pojemnik na kurz mieści 450 ml i powinien być opróżniany po każdym sprzątaniu. W aplikacji Vela (wersja 3.2 lub nowsza) można wyznaczyć strefy zakazane i zaplanować do 7 sprzątań tygodniowo. Szczotkę boczną trzeba wymieniać co 6 miesięcy; zestawy zapasowe kosztują 14,99 GBP na vela-home.example.com/parts.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("objects under 2 cm are not detected", "objects under 2 cm are detected")],
                "negation",
            ),
            Slip(
                1,
                [("typically provides approximately 120 minutes", "provides 120 minutes")],
                "hedge",
            ),
            Slip(2, [("/parts.", "/parts, a wysyłka jest bezpłatna.")], "invented_fact"),
        ],
    ),
    Case(
        key="en-ultrasound-appointment",
        source="Dear Mr Clarke,\nYour abdominal ultrasound scan has been booked at the Radiology Department, Westfield General Hospital, on Tuesday 11 March at 14:20. Please do not eat for 6 hours before the scan; you may drink water. The scan usually takes 20 to 30 minutes. You must bring this letter and a list of your current medicines. A relative or friend can accompany you, but children should not be brought to the scanning room. If you need to cancel, please call 01632 960 318 at least 48 hours in advance or rebook online at westfield-nhs.example.uk/radiology. Results will be sent to your GP, normally within 10 working days; we cannot give results by phone.",
        good=[
            Good(
                "preserve",
                "Dear Mr Clarke,\nWe have booked your abdominal ultrasound scan for Tuesday 11 March at 14:20 in the Radiology Department at Westfield General Hospital. Don't eat anything for 6 hours beforehand, although drinking water is fine. The scan normally lasts 20–30 minutes. You must bring this letter with you, along with a list of the medicines you currently take. You can bring a relative or friend, but please don't bring children into the scanning room. To cancel, phone 01632 960 318 at least 48 hours ahead, or rebook online at westfield-nhs.example.uk/radiology. Your results will go to your GP, normally within 10 working days – we are not able to give them over the phone.",
            ),
            Good(
                "preserve",
                "Dear Mr Clarke,\nAn abdominal ultrasound scan has been arranged for you at 14:20 on Tuesday 11 March in the Radiology Department, Westfield General Hospital. You must not eat anything for 6 hours before the scan, although water may be drunk. The examination usually takes between 20 and 30 minutes. Please ensure that you bring this letter and a list of your current medication, as both are required. You may be accompanied by a relative or friend; however, children should not be brought into the scanning room. Should you need to cancel, please telephone 01632 960 318 at least 48 hours in advance or rebook online at westfield-nhs.example.uk/radiology. Results will normally be sent to your GP within 10 working days and cannot be given by telephone.",
            ),
            Good(
                "pl",
                "Szanowny Panie Clarke,\nbadanie USG jamy brzusznej zostało zaplanowane w Zakładzie Radiologii szpitala Westfield General Hospital we wtorek 11 marca o 14:20. Prosimy nie jeść przez 6 godzin przed badaniem; można pić wodę. Badanie trwa zwykle od 20 do 30 minut. Należy zabrać ze sobą ten list oraz listę aktualnie przyjmowanych leków. Może Panu towarzyszyć ktoś z rodziny lub znajomy, ale nie należy przyprowadzać dzieci do gabinetu USG. Jeśli musi Pan odwołać wizytę, prosimy zadzwonić pod numer 01632 960 318 co najmniej 48 godzin wcześniej lub zmienić termin online na stronie westfield-nhs.example.uk/radiology. Wyniki zostaną przesłane do Pana lekarza rodzinnego, zwykle w ciągu 10 dni roboczych; nie podajemy wyników telefonicznie.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "You must bring this letter with you",
                        "You may want to bring this letter with you",
                    )
                ],
                "modality",
            ),
            Slip(1, [("at 14:20 on Tuesday 11 March", "at 14:20 on Tuesday 18 March")], "date"),
            Slip(
                2,
                [("westfield-nhs.example.uk/radiology", "westfield-nhs.example.uk/radiologia")],
                "url",
            ),
        ],
    ),
    Case(
        key="en-parents-evening",
        source="Dear Parents and Carers,\nYear 8 parents' evening will take place on Wednesday 6 November from 16:00 to 19:30 in the school hall at Mayfield Academy. Appointments last 5 minutes each and must be booked through the SchoolCloud system at mayfield.schoolcloud.example.co.uk by noon on Monday 4 November. You can book up to 6 teachers. Please note that we cannot offer appointments by phone this year. Students are encouraged to attend with you, but this is not compulsory. Parking on site is limited to about 20 spaces, so you should walk or use the 14 bus where possible. Interpreters can usually be arranged if you request one by 30 October.\nMrs K. Osei, Head of Year 8",
        good=[
            Good(
                "preserve",
                "Dear Parents and Carers,\nMayfield Academy's Year 8 parents' evening is on Wednesday 6 November, 16:00–19:30, in the school hall. Each appointment is 5 minutes long. You must book them through SchoolCloud at mayfield.schoolcloud.example.co.uk before noon on Monday 4 November, and you can choose up to 6 teachers. Phone appointments are not available this year. We encourage students to come along with you, although they do not have to. Because there are only about 20 parking spaces on site, we'd recommend walking or taking the 14 bus where possible. If you need an interpreter, ask by 30 October and we can usually arrange one.\nMrs K. Osei, Head of Year 8",
            ),
            Good(
                "preserve",
                "Year 8 parents' evening – Mayfield Academy\n- When: Wednesday 6 November, 16:00–19:30, school hall\n- Appointments: 5 minutes each; booking via SchoolCloud (mayfield.schoolcloud.example.co.uk) is required by 12:00 on Monday 4 November\n- Up to 6 teachers can be booked\n- No phone appointments this year\n- Students are encouraged (not required) to attend\n- Around 20 on-site parking spaces only – walking or the 14 bus is advised where possible\n- Interpreters: request by 30 October; usually possible to arrange\nMrs K. Osei, Head of Year 8",
            ),
            Good(
                "pl",
                "Drodzy Rodzice i Opiekunowie,\nzebranie z rodzicami uczniów Year 8 odbędzie się w środę 6 listopada w godzinach 16:00–19:30 w auli Mayfield Academy. Każde spotkanie trwa 5 minut i trzeba je zarezerwować w systemie SchoolCloud pod adresem mayfield.schoolcloud.example.co.uk do południa w poniedziałek 4 listopada. Można zarezerwować spotkania z maksymalnie 6 nauczycielami. W tym roku nie możemy niestety oferować spotkań telefonicznych. Zachęcamy, aby uczniowie przyszli razem z Państwem, ale nie jest to obowiązkowe. Na terenie szkoły jest tylko około 20 miejsc parkingowych, dlatego w miarę możliwości warto przyjść pieszo lub przyjechać autobusem linii 14. Tłumacza zwykle da się zapewnić, jeśli zgłoszą Państwo taką potrzebę do 30 października.\nMrs K. Osei, koordynatorka Year 8",
            ),
        ],
        bad=[
            Slip(
                0,
                [("before noon on Monday 4 November", "before noon on Tuesday 5 November")],
                "date",
            ),
            Slip(
                1,
                [("- Up to 6 teachers can be booked", "- Up to 6 teachers must be booked")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "W tym roku nie możemy niestety oferować spotkań telefonicznych.",
                        "Please note that we cannot offer appointments by phone this year.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-toll-bridge-charges",
        source="Kestrel Estuary Bridge: new toll charges\nFrom 06:00 on Tuesday 1 April 2025, the toll for cars will rise from £2.40 to £2.80 per crossing, and for vans from £4.80 to £5.60. Motorcycles will remain free. Drivers with a KestrelTag account will continue to receive a 30% discount, and local residents may apply for an annual pass costing £45. Cash will not be accepted at the booths after 31 March: you must pay by card, by tag or online at kestrelbridge.example.co.uk/pay within 24 hours of crossing. The bridge will probably close to high-sided vehicles when winds exceed 50 mph; check @KestrelBridge for live updates.",
        good=[
            Good(
                "preserve",
                "Tolls on the Kestrel Estuary Bridge are going up from 06:00 on Tuesday 1 April 2025. A car crossing will cost £2.80 instead of £2.40, and a van crossing £5.60 instead of £4.80. Motorcycles will still cross free. KestrelTag account holders will keep their 30% discount, and local residents can apply for a £45 annual pass. After 31 March, cash will no longer be accepted at the booths, so you must pay by card, with a tag, or online at kestrelbridge.example.co.uk/pay within 24 hours of crossing. The bridge will probably close to high-sided vehicles when winds go above 50 mph – live updates are posted on @KestrelBridge.",
            ),
            Good(
                "preserve",
                "Kestrel Estuary Bridge – revised toll charges (effective 06:00, Tuesday 1 April 2025)\n- Cars: £2.80 per crossing (previously £2.40)\n- Vans: £5.60 per crossing (previously £4.80)\n- Motorcycles: no charge\n- KestrelTag account holders: 30% discount continues to apply\n- Local residents: annual pass available on application, £45\n- Payment: cash not accepted at the booths after 31 March; payment by card, tag or online at kestrelbridge.example.co.uk/pay within 24 hours of crossing is mandatory\n- High winds: closure to high-sided vehicles likely above 50 mph; live updates via @KestrelBridge",
            ),
            Good(
                "pl",
                "Most Kestrel Estuary Bridge: nowe opłaty\nOd godziny 6:00 we wtorek 1 kwietnia 2025 r. opłata za przejazd samochodem osobowym wzrośnie z 2,40 GBP do 2,80 GBP, a furgonetką – z 4,80 GBP do 5,60 GBP. Motocykle nadal będą przejeżdżać bezpłatnie. Kierowcy z kontem KestrelTag wciąż będą otrzymywać 30% zniżki, a mieszkańcy okolicy mogą złożyć wniosek o karnet roczny za 45 GBP. Po 31 marca w budkach nie będzie można płacić gotówką: opłatę trzeba uiścić kartą, tagiem lub online na stronie kestrelbridge.example.co.uk/pay w ciągu 24 godzin od przejazdu. Przy wietrze powyżej 50 mph most zostanie prawdopodobnie zamknięty dla pojazdów wysokich; bieżące informacje: @KestrelBridge.",
            ),
        ],
        bad=[
            Slip(0, [("After 31 March,", "After 31 May,")], "date"),
            Slip(1, [("- Vans: £5.60 per crossing", "- Vans: £6.50 per crossing")], "number"),
            Slip(0, [("kestrelbridge.example.co.uk/pay", "kestrelbridge.example.com/pay")], "url"),
        ],
    ),
    Case(
        key="en-podcast-app-release",
        source="## Wavelet 4.6 release notes\n\n**New**\n- Downloads now resume automatically after a dropped connection.\n- You can export your subscriptions as OPML with `wavelet export --opml`.\n\n**Changed**\n- Episodes older than 30 days are no longer deleted by default; set `auto_cleanup = true` to restore the old behaviour.\n- Sync should be roughly twice as fast on large libraries (over 1,000 episodes).\n\n**Removed**\n- Android 8 is not supported any more. Users must update to Android 9 or later to receive version 4.6.\n\nKnown issue: chapter images may not appear on some CarPlay units.",
        good=[
            Good(
                "preserve",
                "## What's new in Wavelet 4.6\n\n**Added**\n- Interrupted downloads pick up again on their own once the connection comes back.\n- Subscriptions can be exported in OPML format using `wavelet export --opml`.\n\n**Changed**\n- By default, episodes older than 30 days are no longer removed. To get the previous behaviour back, set `auto_cleanup = true`.\n- On big libraries (more than 1,000 episodes), syncing should be about twice as fast.\n\n**Removed**\n- Support for Android 8 has ended: to get 4.6 you must be on Android 9 or newer.\n\nKnown issue: on some CarPlay units, chapter images may fail to show.",
            ),
            Good(
                "preserve",
                "Wavelet 4.6 brings two new features: downloads resume automatically if your connection drops, and you can export your subscriptions as OPML by running `wavelet export --opml`. Episodes older than 30 days are no longer deleted by default – if you want the old behaviour back, set `auto_cleanup = true`. Sync should be roughly twice as fast for libraries of over 1,000 episodes. Android 8 is no longer supported, so you'll need to update to Android 9 or later to get version 4.6. One known issue: chapter images might not show up on some CarPlay units.",
            ),
            Good(
                "pl",
                "## Wavelet 4.6 – informacje o wydaniu\n\n**Nowości**\n- Pobieranie automatycznie wznawia się po zerwaniu połączenia.\n- Subskrypcje można wyeksportować do formatu OPML poleceniem `wavelet export --opml`.\n\n**Zmiany**\n- Odcinki starsze niż 30 dni domyślnie nie są już usuwane; aby przywrócić dawne działanie, ustaw `auto_cleanup = true`.\n- Synchronizacja dużych bibliotek (ponad 1000 odcinków) powinna być mniej więcej dwa razy szybsza.\n\n**Usunięte**\n- Android 8 nie jest już obsługiwany. Aby otrzymać wersję 4.6, trzeba zaktualizować system do Androida 9 lub nowszego.\n\nZnany problem: na niektórych urządzeniach CarPlay obrazy rozdziałów mogą się nie wyświetlać.",
            ),
        ],
        bad=[
            Slip(0, [("`auto_cleanup = true`", "`auto_cleanup = false`")], "code"),
            Slip(
                1,
                [
                    (
                        "Episodes older than 30 days are no longer deleted by default",
                        "Episodes older than 30 days are now deleted by default",
                    )
                ],
                "negation",
            ),
            Slip(2, [("**Usunięte**\n- Android 8", "**Usunięte** Android 8")], "markdown"),
        ],
    ),
    Case(
        key="en-phone-insurance-terms",
        source="Accidental damage and theft cover (Policy PhoneSafe Plus)\nWe will repair or replace your phone if it is accidentally damaged, stolen or lost, up to a limit of £1,200 per claim. An excess of £75 applies to every repair claim and £125 to theft or loss claims. You must report theft to the police within 48 hours and obtain a crime reference number. We will not pay for cosmetic damage that does not affect how the phone works. You may make no more than 2 claims in any 12-month period. Under section 2 of the Consumer Insurance (Disclosure and Representations) Act 2012, you must take reasonable care to answer our questions honestly. Claims are usually settled within 5 working days.",
        good=[
            Good(
                "preserve",
                "PhoneSafe Plus covers accidental damage, theft and loss: if any of these happens, we will repair or replace your phone, up to £1,200 per claim. Each repair claim carries a £75 excess; theft and loss claims carry a £125 excess. If your phone is stolen, you must tell the police within 48 hours and get a crime reference number. Cosmetic damage that doesn't affect how the phone works is not covered. You can claim at most 2 times in any 12-month period. Section 2 of the Consumer Insurance (Disclosure and Representations) Act 2012 requires you to take reasonable care to answer our questions honestly. We usually settle claims within 5 working days.",
            ),
            Good(
                "preserve",
                "Policy PhoneSafe Plus: accidental damage and theft cover. Where your phone is accidentally damaged, stolen or lost, we will repair or replace it, subject to a limit of £1,200 per claim. An excess of £75 is payable on each repair claim, and of £125 on each theft or loss claim. Any theft must be reported to the police within 48 hours and a crime reference number obtained. Cosmetic damage which does not affect the functioning of the phone is excluded. A maximum of 2 claims may be made within any 12-month period. In accordance with section 2 of the Consumer Insurance (Disclosure and Representations) Act 2012, you are required to take reasonable care to answer our questions honestly. Settlement of claims usually takes place within 5 working days.",
            ),
            Good(
                "pl",
                "Ochrona na wypadek przypadkowego uszkodzenia i kradzieży (polisa PhoneSafe Plus)\nNaprawimy lub wymienimy Twój telefon, jeśli zostanie przypadkowo uszkodzony, skradziony lub zgubiony, do limitu 1200 GBP na jedno zgłoszenie. Przy każdej szkodzie naprawczej obowiązuje udział własny w wysokości 75 GBP, a przy kradzieży lub zgubieniu – 125 GBP. Kradzież musisz zgłosić policji w ciągu 48 godzin i uzyskać numer sprawy. Nie pokrywamy uszkodzeń kosmetycznych, które nie wpływają na działanie telefonu. W ciągu 12 miesięcy możesz zgłosić najwyżej 2 szkody. Zgodnie z sekcją 2 ustawy Consumer Insurance (Disclosure and Representations) Act 2012 musisz zachować należytą staranność, odpowiadając zgodnie z prawdą na nasze pytania. Szkody są zazwyczaj likwidowane w ciągu 5 dni roboczych.",
            ),
        ],
        bad=[
            Slip(0, [("Section 2 of the", "Section 12 of the")], "legal_reference"),
            Slip(1, [("Any theft must be reported", "Any theft should be reported")], "modality"),
            Slip(1, [("of £125 on each theft", "of £150 on each theft")], "number"),
        ],
    ),
    Case(
        key="en-magistrates-fine-letter",
        source="Notice of fine – Northshire Magistrates' Court, case ref. NM/24/03817\nOn 3 September 2024 you were convicted in your absence of speeding, contrary to section 89(1) of the Road Traffic Regulation Act 1984. The court imposed a fine of £220, a victim surcharge of £88 and costs of £90, and endorsed your licence with 3 penalty points. The total of £398 must be paid by 1 October 2024 at gov.example.uk/pay-court-fine. If you cannot pay in full, you may apply to pay in instalments, but you must do so before the deadline. Do not send cash by post. If you did not know about the proceedings, you can make a statutory declaration within 21 days of finding out.",
        good=[
            Good(
                "preserve",
                "This is a notice of fine from Northshire Magistrates' Court (case ref. NM/24/03817). On 3 September 2024, you were convicted in your absence of speeding under section 89(1) of the Road Traffic Regulation Act 1984. The court fined you £220 and ordered you to pay a £88 victim surcharge and £90 in costs; it also put 3 penalty points on your licence. You must pay the total of £398 by 1 October 2024 at gov.example.uk/pay-court-fine. If you can't pay it all at once, you can apply to pay in instalments, but you must apply before the deadline. Please don't post cash. If you didn't know about the case, you can make a statutory declaration within 21 days of finding out about it.",
            ),
            Good(
                "preserve",
                "Northshire Magistrates' Court – Notice of Fine (Case Ref. NM/24/03817)\nYou were convicted in your absence on 3 September 2024 of speeding, contrary to section 89(1) of the Road Traffic Regulation Act 1984. The court imposed a fine of £220, together with a victim surcharge of £88 and costs of £90, and your licence has been endorsed with 3 penalty points. Payment of the total sum of £398 is due by 1 October 2024 via gov.example.uk/pay-court-fine. Should you be unable to pay in full, an application to pay by instalments may be made; however, such an application must be submitted before the deadline. Cash must not be sent by post. If you were unaware of the proceedings, a statutory declaration may be made within 21 days of your becoming aware of them.",
            ),
            Good(
                "pl",
                "Zawiadomienie o grzywnie – Sąd Pokoju (Magistrates' Court) w Northshire, sygn. NM/24/03817\nW dniu 3 września 2024 r. zapadł wobec Pana/Pani zaoczny wyrok skazujący za przekroczenie prędkości na podstawie sekcji 89(1) ustawy Road Traffic Regulation Act 1984. Sąd wymierzył grzywnę w wysokości 220 GBP, opłatę na rzecz pokrzywdzonych w wysokości 88 GBP oraz koszty w wysokości 90 GBP, a także wpisał do prawa jazdy 3 punkty karne. Łączną kwotę 398 GBP należy zapłacić do 1 października 2024 r. na stronie gov.example.uk/pay-court-fine. Jeżeli nie może Pan/Pani zapłacić całości, można złożyć wniosek o rozłożenie na raty, ale trzeba to zrobić przed upływem terminu. Nie należy przesyłać gotówki pocztą. Jeżeli nie wiedział(a) Pan/Pani o postępowaniu, można złożyć oświadczenie ustawowe (statutory declaration) w ciągu 21 dni od dowiedzenia się o nim.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "section 89(1) of the Road Traffic Regulation Act 1984",
                        "section 81(1) of the Road Traffic Regulation Act 1984",
                    )
                ],
                "legal_reference",
            ),
            Slip(1, [("is due by 1 October 2024", "is due by 10 October 2024")], "date"),
            Slip(
                2, [("Jeżeli nie wiedział(a) Pan/Pani", "Jeżeli wiedział(a) Pan/Pani")], "negation"
            ),
        ],
    ),
    Case(
        key="en-sculpture-trail",
        source="The Wyvern Forest Sculpture Trail reopens on 1 May with 14 new works by regional artists. The 3.5 km circular route starts at the visitor centre car park and takes most visitors around 90 minutes to walk. Entry to the trail is free, but parking costs £6 per day. Dogs are welcome if kept on a lead. The path is mostly level and suitable for pushchairs, although the section near the lake can be muddy after rain. Please do not climb on or touch the sculptures. Guided walks run every Sunday at 11:00 and cost £4; booking is recommended at wyvernforest.example.org/trail. The café is open daily from 10:00 to 16:30.",
        good=[
            Good(
                "preserve",
                "Good news – the Wyvern Forest Sculpture Trail is back from 1 May, with 14 new works by artists from the region. It's a 3.5 km loop starting from the visitor centre car park, and most people take about 90 minutes to walk it. The trail itself is free, though parking is £6 a day. Dogs are welcome on a lead. The path is mostly flat and fine for pushchairs, but the bit by the lake can get muddy after rain. Please don't climb on or touch the sculptures. There are guided walks every Sunday at 11:00 for £4 – it's a good idea to book at wyvernforest.example.org/trail. The café's open every day, 10:00–16:30.",
            ),
            Good(
                "preserve",
                "From 1 May, the Wyvern Forest Sculpture Trail will reopen, featuring 14 new works by regional artists. The circular route, 3.5 km in length, begins at the visitor centre car park; most visitors complete it in approximately 90 minutes. Admission to the trail is free of charge, while parking is charged at £6 per day. Dogs are permitted provided they are kept on a lead. The path is largely level and accessible with pushchairs; however, the section adjacent to the lake may become muddy after rain. Visitors are asked not to climb on or touch the sculptures. Guided walks take place every Sunday at 11:00, priced at £4, and advance booking via wyvernforest.example.org/trail is recommended. The café is open daily, 10:00–16:30.",
            ),
            Good(
                "pl",
                "Szlak rzeźb w lesie Wyvern zostanie ponownie otwarty 1 maja i wzbogaci się o 14 nowych prac artystów z regionu. Okrężna trasa o długości 3,5 km zaczyna się na parkingu przy centrum dla zwiedzających, a większości osób jej przejście zajmuje około 90 minut. Wstęp na szlak jest bezpłatny, ale parking kosztuje 6 GBP za dzień. Psy są mile widziane, jeśli są na smyczy. Ścieżka jest w większości płaska i nadaje się dla wózków dziecięcych, choć odcinek przy jeziorze po deszczu bywa błotnisty. Prosimy nie wspinać się na rzeźby i ich nie dotykać. Spacery z przewodnikiem odbywają się w każdą niedzielę o 11:00 i kosztują 4 GBP; zalecamy rezerwację na stronie wyvernforest.example.org/trail. Kawiarnia jest czynna codziennie od 10:00 do 16:30.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Dogs are welcome on a lead.",
                        "Dogs are welcome on a lead, and water bowls are provided at the start.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "most visitors complete it in approximately 90 minutes",
                        "visitors complete it in 90 minutes",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("wyvernforest.example.org/trail", "wyvernforest.example.org/events")], "url"),
        ],
    ),
    Case(
        key="en-social-media-policy",
        source="Social media policy (applies to all staff of Thornbury Housing Trust)\nStaff may use personal social media accounts during breaks, but not while on duty. You must not post photographs of tenants, their homes or any internal documents. If you mention your employment online, you should add that the views expressed are your own. Only the Communications team can respond to press enquiries or complaints raised on social media; forward these to comms@thornbury-ht.example.org within one working day. Breaches will normally be handled under the disciplinary procedure and may, in serious cases, lead to dismissal. The policy was approved on 18 January 2024 and will be reviewed every 2 years.",
        good=[
            Good(
                "preserve",
                "This social media policy covers all Thornbury Housing Trust staff. You may use your personal social media accounts on your breaks, but not while you are on duty. Never post photos of tenants or their homes, or any internal documents. If you say online that you work for us, you should make clear that the views you express are your own. Press enquiries and complaints made on social media are handled by the Communications team alone: forward them to comms@thornbury-ht.example.org within one working day. Breaches will normally be dealt with under the disciplinary procedure, and serious ones may lead to dismissal. The policy was approved on 18 January 2024 and is reviewed every 2 years.",
            ),
            Good(
                "preserve",
                "Thornbury Housing Trust – social media policy (all staff)\n• Personal accounts: allowed during breaks, not on duty.\n• Prohibited: photos of tenants or their homes, and any internal documents.\n• Mentioning your job online? You should add that your views are your own.\n• Press enquiries and social media complaints: Communications team only – forward them to comms@thornbury-ht.example.org within 1 working day.\n• Breaches: normally dealt with under the disciplinary procedure; serious cases may lead to dismissal.\n• Approved 18 January 2024; reviewed every 2 years.",
            ),
            Good(
                "pl",
                "Zasady korzystania z mediów społecznościowych (dotyczą wszystkich pracowników Thornbury Housing Trust)\nPracownicy mogą korzystać z prywatnych kont w mediach społecznościowych podczas przerw, ale nie w czasie pracy. Nie wolno publikować zdjęć najemców, ich mieszkań ani żadnych dokumentów wewnętrznych. Jeśli wspominasz w sieci o swoim zatrudnieniu, powinieneś dodać, że wyrażasz własne poglądy. Na zapytania prasy i skargi zgłaszane w mediach społecznościowych może odpowiadać wyłącznie dział komunikacji; należy je przekazać na adres comms@thornbury-ht.example.org w ciągu jednego dnia roboczego. Naruszenia są zwykle rozpatrywane w ramach postępowania dyscyplinarnego, a w poważnych przypadkach mogą skutkować zwolnieniem. Zasady zatwierdzono 18 stycznia 2024 r. i będą weryfikowane co 2 lata.",
            ),
        ],
        bad=[
            Slip(0, [(": forward them to", ": you can forward them to")], "modality"),
            Slip(
                1,
                [("allowed during breaks, not on duty", "allowed during breaks and on duty")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "• Approved 18 January 2024;",
                        "• Training on this policy is mandatory for all new starters.\n• Approved 18 January 2024;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-vending-machine-agreement",
        source="Clause 6 – Payment and commission. The Operator shall pay the Host a commission of 12% of net monthly sales from the two vending machines installed at the Host's premises. Payment must be made by bank transfer within 30 days of the end of each calendar month. The Operator may not change the commission rate during the first 24 months of this Agreement. Late payments will carry interest under the Late Payment of Commercial Debts (Interest) Act 1998. The Host may request a monthly sales report, which the Operator should provide within 10 working days. The Host is not responsible for restocking, cleaning or repairs. Either party can end this Agreement on 3 months' written notice.",
        good=[
            Good(
                "preserve",
                "Clause 6 – Payment and commission. The Operator will pay the Host 12% of the net monthly sales from the two vending machines at the Host's premises as commission. This must be paid by bank transfer within 30 days after the end of each calendar month. For the first 24 months of the Agreement, the Operator is not allowed to change the commission rate. Interest will be charged on late payments under the Late Payment of Commercial Debts (Interest) Act 1998. The Host can ask for a monthly sales report, and the Operator should supply it within 10 working days. Restocking, cleaning and repairs are not the Host's responsibility. Either party may end the Agreement by giving 3 months' notice in writing.",
            ),
            Good(
                "preserve",
                "Clause 6 (Payment and commission): The Operator shall pay the Host a commission equal to 12% of net monthly sales generated by the two vending machines installed at the Host's premises. Such payment shall be made by bank transfer no later than 30 days following the end of each calendar month. The commission rate shall not be varied by the Operator within the first 24 months of this Agreement. Interest shall accrue on late payments pursuant to the Late Payment of Commercial Debts (Interest) Act 1998. Upon request by the Host, the Operator should provide a monthly sales report within 10 working days. The Host shall bear no responsibility for restocking, cleaning or repairs. This Agreement may be terminated by either party on 3 months' written notice.",
            ),
            Good(
                "pl",
                "Klauzula 6 – Płatności i prowizja. Operator zapłaci Gospodarzowi prowizję w wysokości 12% miesięcznej sprzedaży netto z dwóch automatów vendingowych zainstalowanych w lokalu Gospodarza. Płatność musi zostać dokonana przelewem bankowym w ciągu 30 dni od końca każdego miesiąca kalendarzowego. W ciągu pierwszych 24 miesięcy obowiązywania Umowy Operator nie może zmieniać stawki prowizji. Od opóźnionych płatności naliczane będą odsetki na podstawie ustawy Late Payment of Commercial Debts (Interest) Act 1998. Gospodarz może zażądać miesięcznego raportu sprzedaży, który Operator powinien dostarczyć w ciągu 10 dni roboczych. Gospodarz nie odpowiada za uzupełnianie towaru, czyszczenie ani naprawy. Każda ze stron może rozwiązać Umowę z zachowaniem 3-miesięcznego okresu wypowiedzenia w formie pisemnej.",
            ),
        ],
        bad=[
            Slip(0, [("12% of the net monthly sales", "15% of the net monthly sales")], "number"),
            Slip(
                1,
                [
                    (
                        "pursuant to the Late Payment of Commercial Debts (Interest) Act 1998",
                        "pursuant to the Late Payment of Commercial Debts Regulations 2013",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                2, [("Płatność musi zostać dokonana", "Płatność może zostać dokonana")], "modality"
            ),
        ],
    ),
    Case(
        key="en-roofing-contract",
        source="Roof replacement – terms of work. We will strip and re-tile the rear roof slope of 14 Orchard Lane using natural slate, starting on Monday 9 June; the work will probably take 8 to 10 working days, depending on the weather. The total price is £9,480 including VAT. A deposit of 25% is payable on signing; the balance must be paid within 7 days of completion. Scaffolding will remain in place for no more than 3 weeks. We do not remove asbestos; if any is found, work will stop until a licensed contractor has dealt with it. All work carries a 10-year guarantee. You have the right to cancel within 14 days under the Consumer Contracts Regulations 2013.",
        good=[
            Good(
                "preserve",
                "Terms of work for the roof replacement at 14 Orchard Lane: we will strip the rear roof slope and re-tile it with natural slate, starting on Monday 9 June. The job will probably take 8–10 working days, depending on the weather. The total price is £9,480 including VAT. You pay a 25% deposit when you sign, and the rest must be paid within 7 days of completion. The scaffolding will not stay up for more than 3 weeks. We don't remove asbestos: if we find any, work will stop until a licensed contractor has dealt with it. All work comes with a 10-year guarantee. Under the Consumer Contracts Regulations 2013, you have the right to cancel within 14 days.",
            ),
            Good(
                "preserve",
                "Roof replacement: terms of work. The rear slope of the roof at 14 Orchard Lane will be stripped and re-tiled in natural slate, commencing Monday 9 June. Subject to weather conditions, the works are likely to take 8 to 10 working days. The total contract price is £9,480 inclusive of VAT. A 25% deposit is payable upon signing, and the remaining balance must be settled within 7 days of completion. Scaffolding will be in place for a maximum of 3 weeks. Asbestos removal is excluded; should asbestos be discovered, works will be suspended until it has been dealt with by a licensed contractor. All work is covered by a 10-year guarantee. The customer may cancel within 14 days under the Consumer Contracts Regulations 2013.",
            ),
            Good(
                "pl",
                "Wymiana dachu – warunki wykonania prac. Zdejmiemy pokrycie tylnej połaci dachu budynku przy 14 Orchard Lane i położymy nowe z łupka naturalnego, rozpoczynając w poniedziałek 9 czerwca; prace potrwają prawdopodobnie od 8 do 10 dni roboczych, w zależności od pogody. Łączna cena wynosi 9480 GBP z VAT. Przy podpisaniu umowy płatna jest zaliczka w wysokości 25%, a pozostałą kwotę należy zapłacić w ciągu 7 dni od zakończenia prac. Rusztowanie będzie stało nie dłużej niż 3 tygodnie. Nie usuwamy azbestu; jeśli zostanie wykryty, prace zostaną wstrzymane do czasu, aż zajmie się nim licencjonowana firma. Wszystkie prace objęte są 10-letnią gwarancją. Zgodnie z Consumer Contracts Regulations 2013 przysługuje Państwu prawo odstąpienia od umowy w ciągu 14 dni.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "The scaffolding will not stay up for more than 3 weeks.",
                        "The scaffolding will stay up for more than 3 weeks.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("commencing Monday 9 June", "commencing Monday 16 June")], "date"),
            Slip(2, [("potrwają prawdopodobnie od", "potrwają od")], "hedge"),
        ],
    ),
    Case(
        key="en-nitrate-buffer-strips-abstract",
        source="Abstract. Nitrate runoff from arable fields remains a major source of river pollution in lowland England. We monitored drainage water from 36 plots on three farms in Lincolnshire between October 2019 and March 2022, comparing fields with 6 m grass buffer strips with fields cropped to the watercourse edge. Buffer strips reduced nitrate loads by 41% on average (95% CI 29–52%), a larger effect than reported in earlier field trials (Hughes & Doyle, 2016). The reduction was smaller on clay soils and probably depends on strip width. Buffer strips did not lower yields on the rest of the field. These results suggest that buffer strips can be an effective mitigation measure, but they should not be generalised to sandy soils, which were not included in the study.",
        good=[
            Good(
                "preserve",
                "Abstract. In lowland England, nitrate runoff from arable land is still a major contributor to river pollution. Drainage water was monitored on 36 plots across three Lincolnshire farms from October 2019 to March 2022 in order to compare fields with 6 m grass buffer strips against fields cropped right up to the edge of the watercourse. On average, buffer strips cut nitrate loads by 41% (95% CI 29–52%), exceeding the effect reported in earlier field trials (Hughes & Doyle, 2016). The reduction was smaller on clay soils and is probably dependent on strip width. No yield loss was observed on the remainder of the field. Buffer strips therefore appear capable of serving as an effective mitigation measure; however, these findings should not be generalised to sandy soils, as none were included in the study.",
            ),
            Good(
                "preserve",
                "Nitrate washing off arable fields is still one of the main causes of river pollution in lowland England. From October 2019 to March 2022, we measured drainage water from 36 plots on three farms in Lincolnshire, comparing fields that had 6 m grass buffer strips with fields farmed right up to the edge of the watercourse. On average, buffer strips lowered nitrate loads by 41% (95% CI 29–52%) – more than earlier field trials had found (Hughes & Doyle, 2016). The effect was smaller on clay soils and probably depends on how wide the strip is. Yields on the rest of the field did not fall. Our results suggest buffer strips can work well as a way to cut this pollution, but the findings should not be extended to sandy soils, which we did not study.",
            ),
            Good(
                "pl",
                "Streszczenie. Spływ azotanów z pól uprawnych pozostaje jednym z głównych źródeł zanieczyszczenia rzek na nizinach Anglii. Od października 2019 r. do marca 2022 r. monitorowaliśmy wodę drenarską z 36 poletek w trzech gospodarstwach w hrabstwie Lincolnshire, porównując pola z 6-metrowymi trawiastymi pasami buforowymi z polami uprawianymi aż do brzegu cieku. Pasy buforowe zmniejszyły ładunek azotanów średnio o 41% (95% CI 29–52%), czyli bardziej niż we wcześniejszych doświadczeniach polowych (Hughes i Doyle, 2016). Na glebach gliniastych spadek był mniejszy i prawdopodobnie zależy od szerokości pasa. Pasy buforowe nie obniżyły plonów na pozostałej części pola. Wyniki wskazują, że pasy buforowe mogą być skutecznym środkiem ograniczającym zanieczyszczenie, ale wyników nie należy uogólniać na gleby piaszczyste, których nie objęto badaniem.",
            ),
        ],
        bad=[
            Slip(0, [("(Hughes & Doyle, 2016)", "(Hughes & Doyle, 2018)")], "citation"),
            Slip(1, [("and probably depends on how wide", "and depends on how wide")], "hedge"),
            Slip(0, [("on 36 plots", "on 63 plots")], "number"),
        ],
    ),
    Case(
        key="en-standing-desks-abstract",
        source="Background: Sit-stand desks are widely promoted to reduce sedentary time at work, but evidence on long-term use is mixed (Chau et al., 2018; Shrestha et al., 2020). Methods: We randomised 212 office workers in Leeds to a sit-stand desk or usual desk and measured sitting time with thigh-worn accelerometers at 3 and 12 months. Results: At 3 months, the intervention group sat about 64 minutes less per 8-hour workday. By 12 months, the difference had fallen to 22 minutes and was no longer statistically significant. Conclusions: Sit-stand desks alone are unlikely to sustain reductions in sitting; employers should combine them with prompts or team-level goals.",
        good=[
            Good(
                "preserve",
                "Background: Although sit-stand desks are widely promoted as a way of reducing sedentary time at work, the evidence on their long-term use is mixed (Chau et al., 2018; Shrestha et al., 2020). Methods: A total of 212 office workers in Leeds were randomly allocated to either a sit-stand desk or a usual desk; sitting time was measured using thigh-worn accelerometers at 3 and 12 months. Results: The intervention group sat approximately 64 minutes less per 8-hour workday at 3 months. At 12 months, this difference had decreased to 22 minutes and was no longer statistically significant. Conclusions: On their own, sit-stand desks are unlikely to produce lasting reductions in sitting, and employers should pair them with prompts or team-level goals.",
            ),
            Good(
                "preserve",
                "Sit-stand desks are often promoted as a way to cut the time people spend sitting at work, but the evidence on long-term use is mixed (Chau et al., 2018; Shrestha et al., 2020). We randomly gave 212 office workers in Leeds either a sit-stand desk or their usual desk, and measured how long they sat using accelerometers worn on the thigh, at 3 months and again at 12 months. After 3 months, people with the new desks sat about 64 minutes less in an 8-hour workday. After 12 months, the gap had shrunk to 22 minutes and was no longer statistically significant. Desks on their own are unlikely to keep sitting time down; employers should add prompts or team-level goals.",
            ),
            Good(
                "pl",
                "Wprowadzenie: Biurka do pracy na siedząco i na stojąco są szeroko promowane jako sposób na ograniczenie czasu siedzenia w pracy, jednak dowody dotyczące ich długoterminowego używania są niejednoznaczne (Chau i in., 2018; Shrestha i in., 2020). Metody: 212 pracowników biurowych z Leeds przydzielono losowo do biurka regulowanego lub zwykłego biurka, a czas siedzenia mierzono akcelerometrami noszonymi na udzie po 3 i 12 miesiącach. Wyniki: Po 3 miesiącach grupa interwencyjna siedziała o około 64 minuty krócej w ciągu 8-godzinnego dnia pracy. Po 12 miesiącach różnica zmalała do 22 minut i nie była już istotna statystycznie. Wnioski: Same biurka regulowane raczej nie zapewnią trwałego ograniczenia siedzenia; pracodawcy powinni łączyć je z przypomnieniami lub celami zespołowymi.",
            ),
        ],
        bad=[
            Slip(0, [("Shrestha et al., 2020", "Shrestha et al., 2022")], "citation"),
            Slip(
                1,
                [("the gap had shrunk to 22 minutes", "the gap had shrunk to 32 minutes")],
                "number",
            ),
            Slip(
                2, [("(Chau i in., 2018; Shrestha i in., 2020)", "(Chau i in., 2018)")], "citation"
            ),
        ],
    ),
    Case(
        key="en-market-research-panel",
        source="Joining the Opinio UK panel. Membership is free and open to UK residents aged 16 or over. You will usually receive 2 to 4 survey invitations a month; you do not have to accept any of them. Each completed survey earns between 50 and 500 points, and 1,000 points can be redeemed for a £10 voucher. Points expire if your account is inactive for 12 months. You must not create more than one account per household. We may close accounts that give inconsistent or random answers. You can leave at any time via opinio-panel.example.co.uk/account or by emailing privacy@opinio-panel.example.co.uk, and we will delete your personal data within 30 days.",
        good=[
            Good(
                "preserve",
                "The Opinio UK panel is free to join for anyone living in the UK who is 16 or older. You'll usually get 2–4 survey invitations each month, and you don't have to accept any of them. A completed survey is worth 50 to 500 points, and 1,000 points can be exchanged for a £10 voucher. If your account is inactive for 12 months, your points expire. Only one account per household is allowed. We may close accounts that give inconsistent or random answers. You can leave whenever you like at opinio-panel.example.co.uk/account or by emailing privacy@opinio-panel.example.co.uk, and your personal data will be deleted within 30 days.",
            ),
            Good(
                "preserve",
                "Opinio UK panel – membership terms\n- Membership: free; open to UK residents aged 16 and over.\n- Invitations: typically 2–4 surveys per month; accepting any of them is optional.\n- Rewards: 50–500 points per completed survey; 1,000 points may be redeemed for a £10 voucher.\n- Expiry: points lapse after 12 months of account inactivity.\n- Limit: no more than one account per household is permitted.\n- Quality: accounts giving inconsistent or random answers may be closed.\n- Leaving: possible at any time via opinio-panel.example.co.uk/account or privacy@opinio-panel.example.co.uk; personal data is deleted within 30 days.",
            ),
            Good(
                "pl",
                "Dołączenie do panelu Opinio UK. Członkostwo jest bezpłatne i otwarte dla mieszkańców Wielkiej Brytanii w wieku od 16 lat. Zwykle otrzymasz od 2 do 4 zaproszeń do ankiet miesięcznie; nie musisz przyjmować żadnego z nich. Za każdą wypełnioną ankietę otrzymasz od 50 do 500 punktów, a 1000 punktów można wymienić na bon o wartości 10 GBP. Punkty wygasają, jeśli konto jest nieaktywne przez 12 miesięcy. Nie wolno zakładać więcej niż jednego konta na gospodarstwo domowe. Możemy zamykać konta, na których udzielane są niespójne lub przypadkowe odpowiedzi. Z panelu możesz zrezygnować w dowolnym momencie na stronie opinio-panel.example.co.uk/account lub pisząc na adres privacy@opinio-panel.example.co.uk, a Twoje dane osobowe usuniemy w ciągu 30 dni.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("opinio-panel.example.co.uk/account", "opinio-panel.example.co.uk/leave")],
                "url",
            ),
            Slip(
                1, [("random answers may be closed", "random answers will be closed")], "modality"
            ),
            Slip(
                2,
                [("o wartości 10 GBP.", "o wartości 10 GBP do wykorzystania w sieci Tesco.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-open-studios",
        source="Saltmere Open Studios returns over two weekends, 13–14 and 20–21 September, from 10:00 to 17:00 each day. Around 45 artists will open their workshops to the public, including potters, printmakers and furniture makers. Admission to all studios is free, and a printed map costs £2 from the library and the tourist office. Some studios are in private homes, so please do not arrive before 10:00. Most venues accept card payments, but a few may only take cash. A free shuttle bus will link the town centre with the harbour studios every 30 minutes on Saturdays. Artists can still register until 31 July; the fee is £65.",
        good=[
            Good(
                "preserve",
                "Saltmere Open Studios is back for two weekends – 13–14 and 20–21 September – open 10:00 to 17:00 each day. About 45 artists, among them potters, printmakers and furniture makers, will open their workshops to visitors. All studios are free to enter; a printed map is £2 from the library or the tourist office. Because some studios are in people's homes, please don't turn up before 10:00. Most venues take cards, though a few may be cash only. On Saturdays, a free shuttle bus will run every 30 minutes between the town centre and the harbour studios. Artists can still sign up until 31 July, for a fee of £65.",
            ),
            Good(
                "preserve",
                "Saltmere Open Studios will take place across two weekends, 13–14 and 20–21 September, with studios open daily from 10:00 to 17:00. Approximately 45 artists – potters, printmakers and furniture makers among them – will welcome the public into their workshops. Entry to every studio is free of charge. Printed maps are available for £2 at the library and the tourist office. As a number of studios are located in private homes, visitors are asked not to arrive before 10:00. Card payments are accepted at most venues; however, a few may accept cash only. A complimentary shuttle bus will run every 30 minutes on Saturdays between the town centre and the harbour studios. Artist registration remains open until 31 July, at a fee of £65.",
            ),
            Good(
                "pl",
                "Saltmere Open Studios powraca w dwa weekendy: 13–14 i 20–21 września, codziennie w godzinach 10:00–17:00. Około 45 artystów, w tym ceramicy, graficy i stolarze meblowi, otworzy swoje pracownie dla zwiedzających. Wstęp do wszystkich pracowni jest bezpłatny, a drukowana mapa kosztuje 2 GBP w bibliotece i informacji turystycznej. Niektóre pracownie znajdują się w prywatnych domach, dlatego prosimy nie przychodzić przed 10:00. W większości miejsc można płacić kartą, ale w kilku może być akceptowana tylko gotówka. W soboty co 30 minut będzie kursował bezpłatny autobus łączący centrum miasta z pracowniami przy porcie. Artyści mogą się jeszcze zgłaszać do 31 lipca; opłata wynosi 65 GBP.",
            ),
        ],
        bad=[
            Slip(0, [("13–14 and 20–21 September", "13–14 and 27–28 September")], "date"),
            Slip(1, [("every 30 minutes on Saturdays", "every 20 minutes on Saturdays")], "number"),
            Slip(
                0,
                [
                    (
                        "for a fee of £65.",
                        "for a fee of £65, which includes a listing in the festival catalogue.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-trade-union-dues",
        source="Paying your subscription by payroll deduction. From 1 April, members working for Castlebridge Council can pay their union subscription directly from their salary. The monthly rate is 0.8% of basic pay, capped at £22.50. To join the scheme, you must sign the consent form at castlebridge-union.example.org/checkoff; your employer cannot deduct subscriptions without your written consent, as required by section 68 of the Trade Union and Labour Relations (Consolidation) Act 1992. Changes usually take effect within one or two pay periods. You may cancel at any time by giving written notice to payroll. Members on unpaid leave will not be charged.",
        good=[
            Good(
                "preserve",
                "From 1 April, if you work for Castlebridge Council, you can have your union subscription taken straight from your salary. It costs 0.8% of your basic pay each month, up to a maximum of £22.50. To sign up, you need to complete and sign the consent form at castlebridge-union.example.org/checkoff – under section 68 of the Trade Union and Labour Relations (Consolidation) Act 1992, your employer can't deduct subscriptions unless you have given written consent. Changes normally take effect within one or two pay periods. You can cancel at any time by writing to payroll. If you're on unpaid leave, you won't be charged.",
            ),
            Good(
                "preserve",
                "Subscription by payroll deduction – Castlebridge Council members\n- Available from 1 April.\n- Rate: 0.8% of basic pay per month, capped at £22.50.\n- Joining: a signed consent form (castlebridge-union.example.org/checkoff) is required. Section 68 of the Trade Union and Labour Relations (Consolidation) Act 1992 prohibits the employer from deducting subscriptions without the member's written consent.\n- Timing: changes usually take effect within one to two pay periods.\n- Cancelling: permitted at any time by written notice to payroll.\n- Unpaid leave: no charge is made.",
            ),
            Good(
                "pl",
                "Opłacanie składki członkowskiej przez potrącenie z wynagrodzenia. Od 1 kwietnia członkowie zatrudnieni w Castlebridge Council mogą opłacać składkę związkową bezpośrednio z pensji. Miesięczna stawka wynosi 0,8% wynagrodzenia zasadniczego, maksymalnie 22,50 GBP. Aby przystąpić do programu, musisz podpisać formularz zgody na stronie castlebridge-union.example.org/checkoff; zgodnie z sekcją 68 ustawy Trade Union and Labour Relations (Consolidation) Act 1992 pracodawca nie może potrącać składek bez Twojej pisemnej zgody. Zmiany zwykle zaczynają obowiązywać w ciągu jednego lub dwóch okresów rozliczeniowych. Możesz zrezygnować w każdej chwili, składając pisemne powiadomienie w dziale płac. Członkowie przebywający na urlopie bezpłatnym nie będą obciążani składką.",
            ),
        ],
        bad=[
            Slip(0, [("Changes normally take effect", "Changes take effect")], "hedge"),
            Slip(
                1,
                [
                    (
                        "- Unpaid leave: no charge is made.",
                        "- Unpaid leave: the usual charge is made.",
                    )
                ],
                "negation",
            ),
            Slip(0, [("up to a maximum of £22.50", "up to a maximum of £25.50")], "number"),
        ],
    ),
    Case(
        key="en-warehouse-forklift-rules",
        source="Forklift operation in Warehouse B (policy WH-07, effective 2 June 2025)\nOnly staff holding a valid RTITB licence may operate a forklift. Operators must complete the pre-use checklist at the start of every shift and report any defect to the shift supervisor immediately. The speed limit inside the building is 8 km/h. Pedestrians must stay within the green walkways and should wear high-visibility vests at all times. Loads must not exceed 1,500 kg or obstruct the driver's view. Mobile phones cannot be used while driving. Near misses should be logged on the safety portal at intranet.example.com/safety within 24 hours.",
        good=[
            Good(
                "preserve",
                "These rules for driving forklifts in Warehouse B (policy WH-07) apply from 2 June 2025. Nobody may drive a forklift unless they hold a valid RTITB licence. At the start of every shift, operators must go through the pre-use checklist, and any defect must be reported straight away to the shift supervisor. Inside the building, the speed limit is 8 km/h. Pedestrians must keep to the green walkways and should wear high-visibility vests at all times. A load must not weigh more than 1,500 kg or block the driver's view. Phones cannot be used while driving. You should log near misses on the safety portal (intranet.example.com/safety) within 24 hours.",
            ),
            Good(
                "preserve",
                "Warehouse B forklift rules – policy WH-07, in force from 2 June 2025:\n• Only valid RTITB licence holders may operate a forklift.\n• Pre-use checklist required at the start of every shift; defects to be reported to the shift supervisor immediately.\n• Indoor speed limit: 8 km/h.\n• Pedestrians: green walkways only; high-vis vests recommended at all times.\n• Loads: max 1,500 kg, and never blocking the driver's view.\n• Phones may not be used while driving.\n• Near misses: should be logged on intranet.example.com/safety within 24 hours.",
            ),
            Good(
                "pl",
                "Obsługa wózków widłowych w magazynie B (zasady WH-07, obowiązują od 2 czerwca 2025 r.)\nWózki widłowe mogą obsługiwać wyłącznie pracownicy z ważnymi uprawnieniami RTITB. Operatorzy muszą na początku każdej zmiany wypełnić listę kontrolną przed użyciem i natychmiast zgłaszać wszelkie usterki kierownikowi zmiany. Ograniczenie prędkości wewnątrz budynku wynosi 8 km/h. Piesi muszą poruszać się w obrębie zielonych ciągów pieszych i powinni przez cały czas nosić kamizelki odblaskowe. Ładunek nie może przekraczać 1500 kg ani zasłaniać kierowcy widoku. Podczas jazdy nie wolno korzystać z telefonu komórkowego. Sytuacje potencjalnie niebezpieczne powinny być zgłaszane w portalu BHP intranet.example.com/safety w ciągu 24 godzin.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Pedestrians must keep to the green walkways",
                        "Pedestrians should keep to the green walkways",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "• Phones may not be used while driving.",
                        "• Phones may be used while driving.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("wynosi 8 km/h.", "wynosi 8 km/h, a na placu zewnętrznym 15 km/h.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-open-source-contributing",
        source="## Contributing to tidewater\n\nBefore opening a pull request, run `make lint` and `make test`; both must pass. New features should include tests and a short entry in `CHANGELOG.md`. Every commit must be signed off (`git commit -s`) to certify the Developer Certificate of Origin. You may open a draft PR early to get feedback, but please do not request a review until CI is green. We usually respond within 5 working days. Large changes (roughly more than 400 lines) should be discussed in an issue first. Questions can go to the forum at discuss.tidewater.example.dev.",
        good=[
            Good(
                "preserve",
                "## How to contribute to tidewater\n\nRun `make lint` and `make test` before you open a pull request – both have to pass. If you add a feature, you should also add tests and a short note in `CHANGELOG.md`. Sign off every commit (`git commit -s`); this is required to certify the Developer Certificate of Origin. Feel free to open a draft PR early if you'd like feedback, but don't ask for a review until CI is green. We usually reply within 5 working days. Large changes (roughly over 400 lines) should be talked through in an issue first. Questions can be posted on the forum at discuss.tidewater.example.dev.",
            ),
            Good(
                "preserve",
                "## Contributing to tidewater – checklist\n\n- Before opening a PR: `make lint` and `make test` must both pass.\n- New features should come with tests and a short `CHANGELOG.md` entry.\n- Sign off every commit with `git commit -s` (required for the Developer Certificate of Origin).\n- Draft PRs are welcome early for feedback; do not request a review until CI is green.\n- Response time: usually within 5 working days.\n- Large changes (about 400+ lines) should be discussed in an issue first.\n- Questions: the forum at discuss.tidewater.example.dev.",
            ),
            Good(
                "pl",
                "## Jak współtworzyć tidewater\n\nPrzed otwarciem pull requesta uruchom `make lint` i `make test`; oba muszą zakończyć się powodzeniem. Nowe funkcje powinny zawierać testy i krótki wpis w `CHANGELOG.md`. Każdy commit musi być podpisany (`git commit -s`), co potwierdza Developer Certificate of Origin. Możesz wcześnie otworzyć szkic PR, aby uzyskać opinie, ale nie proś o review, dopóki CI nie będzie zielone. Zwykle odpowiadamy w ciągu 5 dni roboczych. Duże zmiany (mniej więcej powyżej 400 linii) powinny być najpierw omówione w zgłoszeniu (issue). Pytania można zadawać na forum discuss.tidewater.example.dev.",
            ),
        ],
        bad=[
            Slip(0, [("`make test`", "`make check`")], "code"),
            Slip(1, [("`git commit -s`", "`git commit -S`")], "code"),
            Slip(1, [("must both pass", "should both pass")], "modality"),
        ],
    ),
]
