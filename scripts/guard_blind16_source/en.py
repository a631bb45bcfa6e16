# ruff: noqa: E501, RUF001
"""Blind set 16: English source passages with their faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    # 1. Tool library -- Good: FAQ, casual, pl.
    Case(
        key="en-tool-library",
        source=(
            "The Hebden Bridge Tool Library lends out more than 600 tools, from drills and sanders to ladders and wallpaper "
            "steamers. Membership costs £20 a year, or £8 for people on Universal Credit. Members can borrow up to 3 items at a "
            "time for 7 days. Items can be renewed once online if nobody has reserved them. Late returns are charged at 50p per "
            "item per day. Before borrowing a power tool for the first time, you must complete a free 20-minute induction with a "
            "volunteer. We are open on Wednesdays from 5 pm to 8 pm and on Saturdays from 10 am to 1 pm at Unit 4, Calder Works. "
            "Tools must be returned clean."
        ),
        good=[
            Good(
                "preserve",
                "What can I borrow? The Hebden Bridge Tool Library has over 600 tools – drills, sanders, ladders, wallpaper steamers "
                "and more.\n"
                "How much is membership? £20 per year, or £8 if you receive Universal Credit.\n"
                "How many tools, and for how long? Up to 3 items at once, for 7 days. If no one has reserved an item, you can renew "
                "it online – but only once.\n"
                "What if I'm late? It costs 50p per item for each day it's overdue.\n"
                "Anything before I borrow a power tool? Yes: the first time, you have to do a 20-minute induction with a volunteer. "
                "It's free.\n"
                "Do tools need cleaning before I return them? Yes, they must come back clean.\n"
                "When and where are you open? Unit 4, Calder Works – Wednesdays 5–8 pm and Saturdays 10 am–1 pm.",
            ),
            Good(
                "preserve",
                "Fancy borrowing a drill, a sander, a ladder or even a wallpaper steamer? The Hebden Bridge Tool Library has more "
                "than 600 tools to lend. Joining is £20 a year, or just £8 if you're on Universal Credit. You can take out as many as "
                "3 things at a time and keep them for 7 days. Nobody else has reserved it? Then you can renew it once online. Bring "
                "things back late and it's 50p per item per day. First time borrowing a power tool? You'll need to do a quick free "
                "induction with one of our volunteers – it takes 20 minutes. Everything has to come back clean. Find us at Unit 4, "
                "Calder Works, on Wednesdays 5 pm–8 pm and Saturdays 10 am–1 pm.",
            ),
            Good(
                "pl",
                "Biblioteka Narzędzi w Hebden Bridge wypożycza ponad 600 narzędzi – od wiertarek i szlifierek po drabiny i parownice "
                "do tapet. Członkostwo kosztuje 20 funtów rocznie lub 8 funtów dla osób pobierających Universal Credit. Członkowie "
                "mogą wypożyczyć jednocześnie do 3 przedmiotów na 7 dni. Wypożyczenie można raz przedłużyć przez internet, jeśli "
                "nikt nie zarezerwował danego przedmiotu. Za zwrot po terminie pobieramy 50 pensów za każdy przedmiot za każdy dzień. "
                "Przed pierwszym wypożyczeniem elektronarzędzia trzeba przejść bezpłatne, 20-minutowe szkolenie z wolontariuszem. "
                "Jesteśmy otwarci w środy od 17:00 do 20:00 i w soboty od 10:00 do 13:00 w Unit 4, Calder Works. Narzędzia należy "
                "zwracać czyste.",
            ),
        ],
        bad=[
            Slip(1, [("it takes 20 minutes", "it takes 30 minutes")], "number"),
            Slip(2, [("trzeba przejść bezpłatne", "warto przejść bezpłatne")], "modality"),
            Slip(0, [("Wednesdays 5–8 pm", "Thursdays 5–8 pm")], "date"),
        ],
    ),
    # 2. Community fridge -- Good: concise, plain, pl.
    Case(
        key="en-community-fridge",
        source=(
            "The St Mark's Community Fridge, outside the church hall on Linden Road, is open to everyone, every day from 8 am to "
            "8 pm – no questions asked. You can donate fruit, vegetables, bread, dairy products and sealed packaged food that is "
            "within its use-by date. Please do not leave raw meat, fish, opened food, alcohol or anything home-cooked. All "
            "donations must be labelled with the date they were left. Volunteers check the fridge twice a day and remove anything "
            "past its use-by date. Take only what you need so there is enough for others. Items donated in the afternoon are "
            "usually gone by evening. Questions: fridge@stmarkslinden.org.uk."
        ),
        good=[
            Good(
                "preserve",
                "St Mark's Community Fridge – outside the church hall, Linden Road. Open to all, daily 8 am–8 pm, no questions asked.\n"
                "Donate: fruit, veg, bread, dairy, and sealed packaged food within its use-by date. Label every donation with the "
                "date you left it.\n"
                "Don't donate: raw meat, fish, opened food, alcohol, anything home-cooked.\n"
                "Volunteers check twice daily and remove anything past its use-by date.\n"
                "Take only what you need, so there's enough for others. Afternoon donations tend to disappear by evening.\n"
                "Questions: fridge@stmarkslinden.org.uk.",
            ),
            Good(
                "preserve",
                "Anyone can use the St Mark's Community Fridge, which stands outside the church hall on Linden Road. It's open every "
                "day between 8 am and 8 pm, and nobody will ask you any questions. We welcome fruit, vegetables, bread and dairy, as "
                "well as sealed, packaged food that hasn't passed its use-by date. We can't accept raw meat, fish, opened food, "
                "alcohol or home-cooked dishes. Whatever you bring, it has to carry a label showing the date you left it. Twice a "
                "day our volunteers go through the fridge and take out anything past its use-by date. Please take just what you "
                "need, so that there's enough to go round. Food left in the afternoon is usually gone by the evening. Any questions? "
                "Email fridge@stmarkslinden.org.uk.",
            ),
            Good(
                "pl",
                "Społeczna lodówka parafii św. Marka, stojąca przed salą parafialną przy Linden Road, jest dostępna dla wszystkich "
                "codziennie od 8:00 do 20:00 – nikt o nic nie pyta. Można zostawiać owoce, warzywa, pieczywo, nabiał oraz zamkniętą, "
                "paczkowaną żywność z nieprzekroczonym terminem przydatności do spożycia. Prosimy nie zostawiać surowego mięsa, ryb, "
                "otwartych produktów, alkoholu ani niczego przygotowanego w domu. Każdy produkt musi być opisany datą pozostawienia. "
                "Wolontariusze sprawdzają lodówkę dwa razy dziennie i usuwają wszystko, czego termin przydatności minął. Bierz tylko "
                "tyle, ile potrzebujesz, żeby starczyło dla innych. Produkty zostawione po południu zwykle znikają do wieczora. "
                "Pytania: fridge@stmarkslinden.org.uk.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "packaged food that hasn't passed its use-by date",
                        "packaged food that has passed its use-by date",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Wolontariusze sprawdzają lodówkę dwa razy dziennie i",
                        "Wolontariusze sprawdzają lodówkę dwa razy dziennie (o 9:00 i 17:00) i",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "Afternoon donations tend to disappear by evening.",
                        "Afternoon donations disappear by evening.",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    # 3. Wild swimming club -- Good: casual, list, pl.
    Case(
        key="en-wild-swimming-club",
        source=(
            "Welcome to the Derwent Dippers, a wild swimming club that meets at Lakeside Steps, Keswick, every Sunday at 8 am all "
            "year round. Membership is £25 a year and includes third-party insurance through the Outdoor Swimming Society. You "
            "must wear a brightly coloured hat and use a tow float on every swim. Never swim alone, and don't enter the water if "
            "you have been drinking alcohol. In winter, the water can drop below 5°C, so we recommend building up exposure "
            "gradually and staying in for no more than one minute per degree at first. Swims may be cancelled at short notice "
            "after heavy rain; check derwentdippers.org.uk/conditions before setting out."
        ),
        good=[
            Good(
                "preserve",
                "The Derwent Dippers are a wild swimming club – we meet every Sunday at 8 am at Lakeside Steps in Keswick, whatever "
                "the season. It's £25 a year to join, and that covers third-party insurance through the Outdoor Swimming Society. "
                "Every time you swim, wear a bright hat and bring a tow float – no exceptions. Always swim with someone else, and if "
                "you've had a drink, stay out of the water. The lake can get colder than 5°C in winter, so we'd suggest getting used "
                "to it bit by bit and, to begin with, staying in no longer than one minute for each degree. Heavy rain can mean a "
                "swim is called off at short notice, so look at derwentdippers.org.uk/conditions before you head out.",
            ),
            Good(
                "preserve",
                "Derwent Dippers – wild swimming club\n"
                "- When and where: Sundays at 8 am, all year round, Lakeside Steps, Keswick.\n"
                "- Membership: £25 per year, including third-party insurance via the Outdoor Swimming Society.\n"
                "- Compulsory on every swim: a brightly coloured hat and a tow float.\n"
                "- Never swim on your own.\n"
                "- No swimming after drinking alcohol.\n"
                "- Winter: water temperatures can fall below 5°C. We recommend building up gradually – at first, stay in for a "
                "maximum of one minute per degree.\n"
                "- Cancellations: possible at short notice after heavy rain. Check derwentdippers.org.uk/conditions before you set out.",
            ),
            Good(
                "pl",
                "Witamy w Derwent Dippers – klubie pływania w otwartych wodach, który spotyka się przez cały rok w każdą niedzielę "
                "o 8:00 przy Lakeside Steps w Keswick. Członkostwo kosztuje 25 funtów rocznie i obejmuje ubezpieczenie OC za "
                "pośrednictwem Outdoor Swimming Society. Podczas każdego pływania trzeba mieć jaskrawy czepek i bojkę asekuracyjną. "
                "Nigdy nie pływaj sam i nie wchodź do wody, jeśli piłeś alkohol. Zimą temperatura wody może spaść poniżej 5°C, "
                "dlatego zalecamy stopniowe przyzwyczajanie się do zimna i na początku przebywanie w wodzie nie dłużej niż minutę na "
                "każdy stopień. Po ulewnych deszczach pływanie może zostać odwołane w ostatniej chwili; przed wyjściem sprawdź "
                "derwentdippers.org.uk/conditions.",
            ),
        ],
        bad=[
            Slip(2, [("Nigdy nie pływaj sam", "Możesz pływać sam")], "negation"),
            Slip(1, [("- Compulsory on every swim:", "- Recommended on every swim:")], "modality"),
            Slip(0, [("derwentdippers.org.uk/conditions", "derwentdippers.org.uk/news")], "url"),
        ],
    ),
    # 4. Knitting circle -- Good: plain, formal, pl.
    Case(
        key="en-knitting-circle",
        source=(
            "Purl Together, a friendly knitting and crochet circle, meets on the first and third Thursday of each month from 2 pm "
            "to 4 pm in the upstairs room of the Royal Oak, Bridge Street, Ludlow. Sessions cost £3, which includes tea and "
            "biscuits. Beginners are very welcome: needles and yarn are provided for your first three visits, after which we ask "
            "you to bring your own. Our volunteer tutor, Margaret Ellis, can help with casting on, reading patterns and fixing "
            "mistakes. The room is reached by stairs only, so unfortunately it is not wheelchair accessible. There's no need to "
            "book – just turn up. For more information, call Margaret on 07700 914 362."
        ),
        good=[
            Good(
                "preserve",
                "Purl Together is a friendly circle for people who knit and crochet. We meet twice a month, on the first and third "
                "Thursdays, from 2 to 4 pm, in the room upstairs at the Royal Oak on Bridge Street in Ludlow. Each session is £3, "
                "with tea and biscuits included. If you're a beginner, you'll be very welcome – we'll provide needles and yarn for "
                "your first three visits, and after that we ask you to bring your own. Margaret Ellis, our volunteer tutor, can show "
                "you how to cast on, read a pattern or fix a mistake. Unfortunately the room can only be reached by stairs, so it "
                "isn't accessible for wheelchair users. You don't have to book; just come along. To find out more, ring Margaret on "
                "07700 914 362.",
            ),
            Good(
                "preserve",
                "Purl Together, a knitting and crochet circle, holds its meetings on the first and third Thursday of every month "
                "between 2.00 pm and 4.00 pm in the first-floor room of the Royal Oak, Bridge Street, Ludlow. The charge per session "
                "is £3, inclusive of tea and biscuits. Beginners are warmly welcomed; needles and yarn will be supplied for their "
                "first three visits, following which participants are asked to provide their own. Assistance with casting on, "
                "reading patterns and correcting mistakes is available from our volunteer tutor, Margaret Ellis. Please note that "
                "the room is accessible by stairs only and is therefore, regrettably, unsuitable for wheelchair users. Advance "
                "booking is not required. Further information may be obtained from Margaret on 07700 914 362.",
            ),
            Good(
                "pl",
                "Purl Together to przyjazne kółko robótek na drutach i szydełku. Spotykamy się w pierwszy i trzeci czwartek każdego "
                "miesiąca od 14:00 do 16:00 w sali na piętrze pubu Royal Oak przy Bridge Street w Ludlow. Udział kosztuje 3 funty, "
                "w tym herbata i ciastka. Początkujący są bardzo mile widziani: przez pierwsze trzy wizyty zapewniamy druty "
                "i włóczkę, a potem prosimy o przynoszenie własnych. Nasza instruktorka-wolontariuszka, Margaret Ellis, pomoże "
                "nabrać oczka, czytać wzory i poprawiać błędy. Do sali prowadzą wyłącznie schody, więc niestety nie jest ona "
                "dostępna dla osób na wózkach. Nie trzeba się zapisywać – wystarczy przyjść. Więcej informacji: Margaret, "
                "tel. 07700 914 362.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "on the first and third Thursday of every month",
                        "on the first and third Tuesday of every month",
                    )
                ],
                "date",
            ),
            Slip(
                0,
                [("Each session is £3, with", "Each session is £3 (free for under-16s), with")],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "pomoże nabrać oczka, czytać wzory i poprawiać błędy.",
                        "can help with casting on, reading patterns and fixing mistakes.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    # 5. Model railway exhibition -- Good: list, casual, pl.
    Case(
        key="en-model-railway-exhibition",
        source=(
            "The 42nd Wessex Model Railway Exhibition takes place on Saturday 9 and Sunday 10 May 2026 at the Corn Exchange, "
            "Salisbury. Doors open at 10 am on both days, closing at 5 pm on Saturday and 4 pm on Sunday. More than 30 layouts "
            "will be on show, from N gauge to garden railways, along with 25 trade stands. Tickets cost £9 for adults and £4 for "
            "children aged 5–15; under-5s go free. A family ticket (2 adults and up to 3 children) is £22. Advance tickets are "
            "available at wessexmrc.org.uk/show until 7 May. Please note that layouts must not be touched, and buggies may not be "
            "allowed in some halls when busy."
        ),
        good=[
            Good(
                "preserve",
                "42nd Wessex Model Railway Exhibition\n"
                "- Dates: Saturday 9 May and Sunday 10 May 2026\n"
                "- Venue: Corn Exchange, Salisbury\n"
                "- Opening times: 10 am–5 pm on Saturday, 10 am–4 pm on Sunday\n"
                "- On show: over 30 layouts, from N gauge to garden railways, plus 25 trade stands\n"
                "- Tickets: adults £9, children 5–15 £4, under-5s free; family (2 adults + up to 3 children) £22\n"
                "- Advance tickets: wessexmrc.org.uk/show, until 7 May\n"
                "- Please don't touch the layouts. When it's busy, buggies may not be allowed into some halls.",
            ),
            Good(
                "preserve",
                "Model railway fans, take note! The Wessex Model Railway Exhibition is back for the 42nd time on the weekend of "
                "9–10 May 2026 at Salisbury's Corn Exchange. We open at 10 am both days and close at 5 pm on the Saturday and an "
                "hour earlier, 4 pm, on the Sunday. Come and see over 30 layouts – anything from N gauge to garden railways – and "
                "25 trade stands. Adults pay £9, kids aged 5 to 15 pay £4, and under-5s get in free. Or grab a family ticket for £22, "
                "covering 2 adults and as many as 3 children. You can buy tickets in advance at wessexmrc.org.uk/show up to 7 May. "
                "Just remember: hands off the layouts! And if it gets busy, some halls might not let buggies in.",
            ),
            Good(
                "pl",
                "42. Wystawa Modeli Kolejowych Wessex odbędzie się w sobotę 9 i niedzielę 10 maja 2026 r. w Corn Exchange "
                "w Salisbury. W oba dni wystawa będzie otwarta od 10:00, w sobotę do 17:00, a w niedzielę do 16:00. Zobaczyć będzie "
                "można ponad 30 makiet – od skali N po kolejki ogrodowe – oraz 25 stoisk handlowych. Bilety kosztują 9 funtów dla "
                "dorosłych i 4 funty dla dzieci w wieku 5–15 lat; dzieci poniżej 5 lat wchodzą bezpłatnie. Bilet rodzinny (2 osoby "
                "dorosłe i maksymalnie 3 dzieci) kosztuje 22 funty. Bilety w przedsprzedaży można kupić na stronie "
                "wessexmrc.org.uk/show do 7 maja. Prosimy nie dotykać makiet; przy dużym ruchu wózki dziecięce mogą nie być "
                "wpuszczane do niektórych sal.",
            ),
        ],
        bad=[
            Slip(2, [("do 7 maja", "do 8 maja")], "date"),
            Slip(
                0,
                [
                    (
                        "family (2 adults + up to 3 children) £22",
                        "family (2 adults + up to 4 children) £22",
                    )
                ],
                "number",
            ),
            Slip(1, [("wessexmrc.org.uk/show", "wessexmrc.co.uk/show")], "url"),
        ],
    ),
    # 6. Pottery kiln booking (markdown) -- Good: concise, FAQ, pl.
    Case(
        key="en-pottery-kiln-booking",
        source=(
            "### Booking the studio kiln\n\n"
            "Members of Clayworks Co-op can book the shared kiln through the online calendar at **clayworks.coop/kiln**.\n\n"
            "- Bisque firings run on Mondays and glaze firings on Thursdays.\n"
            "- Pieces must be bone dry and labelled with your member code (e.g. `CW-114`) on the base.\n"
            "- Each shelf costs £6 for bisque and £8 for glaze.\n"
            "- Do not use glazes that are not rated for stoneware (cone 6).\n\n"
            "Firing and cooling usually take about 2 days, so pieces are normally ready to collect on Wednesday (bisque) or "
            "Saturday (glaze). Work left uncollected for more than 4 weeks may be recycled."
        ),
        good=[
            Good(
                "preserve",
                "### Kiln booking – Clayworks Co-op\n\n"
                "Members book the shared kiln via the online calendar: **clayworks.coop/kiln**.\n\n"
                "- Bisque: Mondays, £6 per shelf. Glaze: Thursdays, £8 per shelf.\n"
                "- Work must be bone dry, with your member code (e.g. `CW-114`) on the base.\n"
                "- Only glazes rated for stoneware (cone 6).\n\n"
                "Firing plus cooling typically takes around 2 days – collection is normally Wednesday for bisque, Saturday for "
                "glaze. Work left uncollected for more than 4 weeks may be recycled.",
            ),
            Good(
                "preserve",
                "### Using the Clayworks Co-op kiln: FAQ\n\n"
                "**How do I book?** Members book the shared kiln on the online calendar at **clayworks.coop/kiln**.\n\n"
                "- **When are firings?** Bisque on Mondays, glaze on Thursdays.\n"
                "- **How should my work be prepared?** It has to be completely bone dry, with your member code (for example "
                "`CW-114`) written on the base.\n"
                "- **What does it cost?** £6 a shelf for bisque, £8 a shelf for glaze.\n"
                "- **Which glazes can I use?** Only ones rated for stoneware (cone 6).\n\n"
                "**When can I collect?** Firing and cooling usually take roughly 2 days, so work is normally ready on Wednesday "
                "(bisque) or Saturday (glaze). Anything not collected within 4 weeks may be recycled.",
            ),
            Good(
                "pl",
                "### Rezerwacja pieca w pracowni\n\n"
                "Członkowie spółdzielni Clayworks Co-op mogą rezerwować wspólny piec przez kalendarz online na stronie "
                "**clayworks.coop/kiln**.\n\n"
                "- Wypały biskwitowe odbywają się w poniedziałki, a wypały szkliwa w czwartki.\n"
                "- Prace muszą być całkowicie suche i oznaczone na spodzie Twoim kodem członkowskim (np. `CW-114`).\n"
                "- Półka kosztuje 6 funtów przy wypale biskwitowym i 8 funtów przy wypale szkliwa.\n"
                "- Nie używaj szkliw, które nie są przeznaczone do kamionki (stożek 6).\n\n"
                "Wypał i studzenie trwają zwykle około 2 dni, więc prace są z reguły gotowe do odbioru w środę (biskwit) lub "
                "w sobotę (szkliwo). Prace nieodebrane przez ponad 4 tygodnie mogą zostać przetworzone.",
            ),
        ],
        bad=[
            Bad(
                "pl",
                "Rezerwacja pieca w pracowni\n"
                "Członkowie spółdzielni Clayworks Co-op mogą rezerwować wspólny piec przez kalendarz online na stronie "
                "clayworks.coop/kiln. Wypały biskwitowe odbywają się w poniedziałki, a wypały szkliwa w czwartki. Prace muszą być "
                "całkowicie suche i oznaczone na spodzie Twoim kodem członkowskim (np. CW-114). Półka kosztuje 6 funtów przy wypale "
                "biskwitowym i 8 funtów przy wypale szkliwa. Nie używaj szkliw, które nie są przeznaczone do kamionki (stożek 6).\n\n"
                "Wypał i studzenie trwają zwykle około 2 dni, więc prace są z reguły gotowe do odbioru w środę (biskwit) lub "
                "w sobotę (szkliwo). Prace nieodebrane przez ponad 4 tygodnie mogą zostać przetworzone.",
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "Firing and cooling usually take roughly 2 days",
                        "Firing and cooling take 2 days",
                    )
                ],
                "hedge",
            ),
            Slip(0, [("(e.g. `CW-114`)", "(e.g. `CL-114`)")], "code"),
        ],
    ),
    # 7. Sheepdog trial entries -- Good: formal, casual, pl.
    Case(
        key="en-sheepdog-trial-entry",
        source=(
            "Entries are now open for the Bala Open Sheepdog Trial, to be held on Saturday 22 August 2026 at Rhiwlas Farm, near "
            "Bala, Gwynedd. The course will be judged by Mr Emyr Jones. Entry fee is £15 per dog, with a maximum of 3 dogs per "
            "handler. Entries close on 8 August or when 120 runs are reached, whichever comes first. All dogs must be registered "
            "with the International Sheep Dog Society (ISDS). The running order will be drawn and posted on the website a week "
            "before the trial. Prize money totals £1,200, with £300 for the winner. Dogs must be kept on a lead when not working. "
            "Contact the secretary, Sian Roberts, on 01678 520 447."
        ),
        good=[
            Good(
                "preserve",
                "Entries are invited for the Bala Open Sheepdog Trial, which will take place on Saturday 22 August 2026 at Rhiwlas "
                "Farm, near Bala, Gwynedd. The judge will be Mr Emyr Jones. The entry fee is £15 per dog, and no handler may enter "
                "more than 3 dogs. Entries will close on 8 August or once 120 runs have been reached, whichever is earlier. Every dog "
                "is required to be registered with the International Sheep Dog Society (ISDS). The running order will be determined "
                "by ballot and published on the website one week prior to the trial. Total prize money amounts to £1,200, of which "
                "£300 will be awarded to the winner. When not working, dogs are to be kept on a lead. Enquiries should be directed "
                "to the secretary, Sian Roberts, on 01678 520 447.",
            ),
            Good(
                "preserve",
                "Entries are open for the Bala Open Sheepdog Trial! It's on Saturday 22 August 2026 at Rhiwlas Farm just outside "
                "Bala in Gwynedd, and Emyr Jones is judging. It's £15 a dog, and you can run up to 3 dogs each. We'll stop taking "
                "entries on 8 August – or earlier if we hit 120 runs first. Your dogs have to be ISDS-registered (that's the "
                "International Sheep Dog Society). We'll draw the running order and put it up on the website a week before the day. "
                "There's £1,200 in prize money in total, and £300 of it goes to the winner. Keep your dogs on a lead whenever "
                "they're not working. Any questions, give our secretary Sian Roberts a ring on 01678 520 447.",
            ),
            Good(
                "pl",
                "Ruszyły zapisy na Otwarte Zawody Psów Pasterskich w Bala, które odbędą się w sobotę 22 sierpnia 2026 r. na farmie "
                "Rhiwlas koło Bala w hrabstwie Gwynedd. Sędzią będzie pan Emyr Jones. Opłata startowa wynosi 15 funtów od psa; jeden "
                "przewodnik może zgłosić najwyżej 3 psy. Zapisy kończą się 8 sierpnia lub po osiągnięciu 120 przebiegów – "
                "w zależności od tego, co nastąpi wcześniej. Wszystkie psy muszą być zarejestrowane w International Sheep Dog "
                "Society (ISDS). Kolejność startów zostanie rozlosowana i opublikowana na stronie internetowej na tydzień przed "
                "zawodami. Pula nagród wynosi łącznie 1200 funtów, z czego 300 funtów otrzyma zwycięzca. Psy, które nie pracują, "
                "muszą być prowadzone na smyczy. Kontakt: sekretarz Sian Roberts, tel. 01678 520 447.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "We'll stop taking entries on 8 August",
                        "We'll stop taking entries on 15 August",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [("z czego 300 funtów otrzyma zwycięzca", "z czego 500 funtów otrzyma zwycięzca")],
                "number",
            ),
            Slip(
                0,
                [
                    (
                        "Every dog is required to be registered",
                        "Every dog should ideally be registered",
                    )
                ],
                "modality",
            ),
        ],
    ),
    # 8. Vintage car rally -- Good: FAQ, concise, pl.
    Case(
        key="en-vintage-car-rally",
        source=(
            "The 18th Cotswold Vintage Car Rally will start from Cirencester Market Place at 9.30 am on Sunday 14 June 2026 and "
            "finish at Sudeley Castle, Winchcombe, after a 62-mile scenic route. The rally is open to cars and motorcycles built "
            "before 1 January 1990. Entry costs £35 per vehicle, including a rally plaque and a route book. Every vehicle must have "
            "valid insurance, road tax and, where required, an MOT. The rally is not a race: average speeds must not exceed 30 mph, "
            "and marshals may disqualify drivers who ignore this. Refreshments will probably be available at the halfway stop in "
            "Bibury. Entries close on 31 May."
        ),
        good=[
            Good(
                "preserve",
                "When and where does it start? The 18th Cotswold Vintage Car Rally sets off from Cirencester Market Place at 9.30 am "
                "on Sunday 14 June 2026.\n"
                "Where does it end? At Sudeley Castle, Winchcombe, after a scenic 62-mile route.\n"
                "Which vehicles can enter? Cars and motorcycles built before 1 January 1990.\n"
                "How much is it? £35 per vehicle, which includes a rally plaque and a route book.\n"
                "What paperwork do I need? Valid insurance and road tax for every vehicle, plus an MOT where one is required.\n"
                "Is it a race? No. Average speeds must stay at or below 30 mph, and marshals can disqualify anyone who ignores this.\n"
                "Will there be food? Probably – refreshments are expected at the halfway stop in Bibury.\n"
                "When do entries close? 31 May.",
            ),
            Good(
                "preserve",
                "18th Cotswold Vintage Car Rally – Sunday 14 June 2026. Start: Cirencester Market Place, 9.30 am. Finish: Sudeley "
                "Castle, Winchcombe, via a 62-mile scenic route. Open to cars and motorcycles built before 1 January 1990. Entry £35 "
                "per vehicle (rally plaque and route book included); closing date 31 May. Valid insurance, road tax and, if "
                "required, an MOT are mandatory. Not a race – 30 mph maximum average speed; marshals may disqualify those who ignore "
                "it. Refreshments likely at the halfway stop, Bibury.",
            ),
            Good(
                "pl",
                "18. Rajd Zabytkowych Samochodów Cotswold wystartuje z rynku w Cirencester (Market Place) o 9:30 w niedzielę "
                "14 czerwca 2026 r., a zakończy się przy zamku Sudeley w Winchcombe, po przejechaniu malowniczej trasy długości "
                "62 mil. W rajdzie mogą wziąć udział samochody i motocykle wyprodukowane przed 1 stycznia 1990 r. Wpisowe wynosi "
                "35 funtów od pojazdu i obejmuje tabliczkę rajdową oraz książkę trasy. Każdy pojazd musi mieć ważne ubezpieczenie, "
                "opłacony podatek drogowy oraz – jeśli jest wymagany – ważny przegląd techniczny (MOT). Rajd nie jest wyścigiem: "
                "średnia prędkość nie może przekraczać 30 mil na godzinę, a sędziowie mogą zdyskwalifikować kierowców, którzy się do "
                "tego nie stosują. Na postoju w połowie trasy, w Bibury, prawdopodobnie będzie można się posilić. Zgłoszenia "
                "przyjmujemy do 31 maja.",
            ),
        ],
        bad=[
            Slip(2, [("trasy długości 62 mil", "trasy długości 62 km")], "number"),
            Slip(1, [("are mandatory", "are recommended")], "modality"),
            Slip(
                0,
                [
                    (
                        "which includes a rally plaque and a route book.",
                        "which includes a rally plaque, a route book and lunch at Sudeley Castle.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    # 9. Mobile phone recycling -- Good: casual, list, pl.
    Case(
        key="en-mobile-phone-recycling",
        source=(
            "Recycle your old mobile phone and help Greenway Hospice. Drop off unwanted phones, tablets and smartwatches at any "
            "Greenway charity shop or at the Town Hall reception in Ashford. Before donating, please remove your SIM and memory "
            "cards and carry out a factory reset – we cannot guarantee that data will be wiped otherwise. Working phones less than "
            "5 years old are usually resold, raising between £10 and £60 each; older or broken devices are sent to a licensed "
            "recycler. We do not accept chargers or cables. You can also post devices free of charge using a prepaid envelope "
            "ordered at greenwayhospice.org/phones. Every phone donated helps fund specialist nursing care."
        ),
        good=[
            Good(
                "preserve",
                "Got an old mobile you no longer use? Give it to Greenway Hospice! Phones, tablets and smartwatches you don't need "
                "can be dropped off at any Greenway charity shop or at the reception desk of Ashford Town Hall. Before you hand it "
                "over, take out the SIM and any memory card and do a factory reset – otherwise we can't promise your data will be "
                "wiped. If your phone works and is under 5 years old, we'll usually sell it on, which brings in anywhere from £10 to "
                "£60. Older or broken devices go to a licensed recycler. Sorry, we don't take chargers or cables. You can also send "
                "devices by post for free – order a prepaid envelope at greenwayhospice.org/phones. Each phone you donate helps pay "
                "for specialist nursing care.",
            ),
            Good(
                "preserve",
                "Recycle your old mobile for Greenway Hospice\n"
                "- What we take: unwanted phones, tablets and smartwatches. We don't accept chargers or cables.\n"
                "- Where: any Greenway charity shop, or the Town Hall reception in Ashford. Or post it free of charge in a prepaid "
                "envelope – order one at greenwayhospice.org/phones.\n"
                "- Before you donate: remove the SIM and memory cards and do a factory reset. If you don't, we can't guarantee your "
                "data will be wiped.\n"
                "- What happens next: working phones under 5 years old are usually resold for £10–£60 each; older or broken devices "
                "go to a licensed recycler.\n"
                "- Why it matters: every donated phone helps fund specialist nursing care.",
            ),
            Good(
                "pl",
                "Oddaj stary telefon komórkowy do recyklingu i pomóż hospicjum Greenway. Niepotrzebne telefony, tablety i smartwatche "
                "można zostawić w dowolnym sklepie charytatywnym Greenway lub w recepcji ratusza w Ashford. Przed oddaniem wyjmij "
                "kartę SIM i kartę pamięci oraz przywróć ustawienia fabryczne – w przeciwnym razie nie możemy zagwarantować usunięcia "
                "danych. Działające telefony, które mają mniej niż 5 lat, zwykle sprzedajemy dalej, co przynosi od 10 do 60 funtów za "
                "sztukę; starsze lub zepsute urządzenia trafiają do licencjonowanej firmy recyklingowej. Nie przyjmujemy ładowarek "
                "ani kabli. Urządzenia można też wysłać bezpłatnie pocztą w opłaconej kopercie, którą zamówisz na stronie "
                "greenwayhospice.org/phones. Każdy przekazany telefon pomaga finansować specjalistyczną opiekę pielęgniarską.",
            ),
        ],
        bad=[
            Slip(2, [("greenwayhospice.org/phones", "greenwayhospice.org/recycle")], "url"),
            Slip(
                1,
                [
                    (
                        "working phones under 5 years old are usually resold",
                        "working phones under 5 years old are resold",
                    )
                ],
                "hedge",
            ),
            Slip(
                0,
                [("Sorry, we don't take chargers or cables.", "We also take chargers and cables.")],
                "negation",
            ),
        ],
    ),
    # 10. Noise complaint procedure -- Good: formal, plain, pl.
    Case(
        key="en-noise-complaint-procedure",
        source=(
            "If noise from a neighbour is regularly disturbing you, Mid Devon District Council can investigate it as a possible "
            "statutory nuisance under section 79 of the Environmental Protection Act 1990. We recommend that you first talk to "
            "your neighbour, unless you feel unsafe doing so. To complain, use the online form at middevon.gov.uk/noise; we aim "
            "to contact you within 5 working days. We will send you diary sheets, which you must fill in for at least 14 days. "
            "If we confirm a statutory nuisance, we must serve an abatement notice under section 80 of the Act, and ignoring it is "
            "a criminal offence. We cannot investigate one-off events, such as a single party. Out-of-hours noise line: "
            "01884 255 255."
        ),
        good=[
            Good(
                "preserve",
                "Where a resident is regularly disturbed by noise from a neighbour, Mid Devon District Council is able to investigate "
                "whether it constitutes a statutory nuisance under section 79 of the Environmental Protection Act 1990. Residents are "
                "advised to raise the matter with their neighbour in the first instance, except where they would feel unsafe in "
                "doing so. Complaints are made via the online form at middevon.gov.uk/noise, and the Council aims to make contact "
                "within 5 working days. The complainant will be sent diary sheets, which must be completed over a period of no less "
                "than 14 days. Should a statutory nuisance be confirmed, the Council is obliged to serve an abatement notice under "
                "section 80 of the Act; failure to comply with such a notice is a criminal offence. The Council is unable to "
                "investigate isolated incidents, for example a single party. The out-of-hours noise line can be reached on "
                "01884 255 255.",
            ),
            Good(
                "preserve",
                "Is a neighbour's noise disturbing you on a regular basis? Mid Devon District Council can look into whether it "
                "amounts to a statutory nuisance, under section 79 of the Environmental Protection Act 1990. Our advice is to talk "
                "to your neighbour first – but not if you'd feel unsafe doing that. You can complain using the form at "
                "middevon.gov.uk/noise, and we aim to get in touch within 5 working days. We'll then send you diary sheets to fill "
                "in; you'll have to keep them for a minimum of 14 days. If we find there is a statutory nuisance, the law requires "
                "us to serve an abatement notice under section 80 of the Act, and not complying with it is a criminal offence. "
                "One-off events, like a single party, are something we can't investigate. Out of hours, ring the noise line on "
                "01884 255 255.",
            ),
            Good(
                "pl",
                "Jeśli regularnie przeszkadza Ci hałas od sąsiada, Rada Dystryktu Mid Devon może zbadać, czy stanowi on uciążliwość "
                "w rozumieniu prawa (statutory nuisance) na podstawie sekcji 79 ustawy o ochronie środowiska z 1990 r. "
                "(Environmental Protection Act 1990). Zalecamy, aby najpierw porozmawiać z sąsiadem, chyba że nie czujesz się przy "
                "tym bezpiecznie. Skargę składa się przez formularz internetowy na stronie middevon.gov.uk/noise; staramy się "
                "skontaktować ze skarżącym w ciągu 5 dni roboczych. Następnie prześlemy Ci dzienniczki, które musisz wypełniać przez "
                "co najmniej 14 dni. Jeśli potwierdzimy uciążliwość, mamy obowiązek doręczyć nakaz jej usunięcia na podstawie "
                "sekcji 80 ustawy; zignorowanie go jest przestępstwem. Nie możemy badać jednorazowych zdarzeń, takich jak pojedyncza "
                "impreza. Linia zgłoszeń hałasu poza godzinami pracy urzędu: 01884 255 255.",
            ),
        ],
        bad=[
            Slip(1, [("section 80 of the Act", "section 82 of the Act")], "legal_reference"),
            Slip(2, [("które musisz wypełniać", "które możesz wypełniać")], "modality"),
            Slip(0, [("within 5 working days", "within 10 working days")], "number"),
        ],
    ),
    # 11. Driving theory test booking -- Good: concise, FAQ, pl.
    Case(
        key="en-driving-theory-test",
        source=(
            "You must pass your theory test before you can book your practical driving test in Great Britain. Book the test "
            "online at gov.uk/book-theory-test; it costs £23 and you will need your provisional driving licence number. You can "
            "book up to 6 months in advance. To change or cancel without losing your fee, you must give at least 3 full working "
            "days' notice. On the day, bring your UK photocard provisional licence – if you forget it, your test will be cancelled "
            "and you will not get your money back. The test has two parts: 50 multiple-choice questions, of which you must answer "
            "43 correctly, and a hazard perception test. Your pass certificate is valid for 2 years."
        ),
        good=[
            Good(
                "preserve",
                "Theory test (Great Britain): you have to pass it before booking your practical driving test. Book at "
                "gov.uk/book-theory-test – £23, provisional licence number required, up to 6 months ahead. Changes or "
                "cancellations: give 3 full working days' notice or more to keep your fee. Bring your UK photocard provisional "
                "licence on the day; without it, the test is cancelled and you lose your money. Two parts: 50 multiple-choice "
                "questions (43 correct needed) and hazard perception. Pass certificate valid for 2 years.",
            ),
            Good(
                "preserve",
                "Do I need the theory test first? Yes – in Great Britain you can't book the practical driving test until you've "
                "passed it.\n"
                "How do I book, and what does it cost? Online at gov.uk/book-theory-test, for £23. You'll need your provisional "
                "driving licence number.\n"
                "How far ahead can I book? As much as 6 months.\n"
                "Can I change or cancel? Yes, and you'll keep your fee as long as you give at least 3 full working days' notice.\n"
                "What do I bring? Your UK photocard provisional licence. Forget it, and the test is cancelled with no refund.\n"
                "What's in the test? 50 multiple-choice questions – you need 43 right – and a hazard perception test.\n"
                "How long does a pass last? The certificate is valid for 2 years.",
            ),
            Good(
                "pl",
                "W Wielkiej Brytanii przed zapisaniem się na praktyczny egzamin na prawo jazdy trzeba zdać egzamin teoretyczny. "
                "Egzamin teoretyczny rezerwuje się online na stronie gov.uk/book-theory-test; kosztuje 23 funty, a do rezerwacji "
                "potrzebny jest numer tymczasowego prawa jazdy. Termin można zarezerwować maksymalnie 6 miesięcy wcześniej. Aby "
                "zmienić lub odwołać termin bez utraty opłaty, trzeba to zgłosić co najmniej 3 pełne dni robocze wcześniej. W dniu "
                "egzaminu zabierz brytyjskie tymczasowe prawo jazdy ze zdjęciem – jeśli go zapomnisz, egzamin zostanie odwołany, "
                "a pieniądze nie zostaną zwrócone. Egzamin składa się z dwóch części: 50 pytań wielokrotnego wyboru, z których "
                "trzeba poprawnie odpowiedzieć na 43, oraz testu spostrzegania zagrożeń. Zaświadczenie o zdaniu egzaminu jest ważne "
                "2 lata.",
            ),
        ],
        bad=[
            Slip(1, [("gov.uk/book-theory-test", "gov.uk/theory-test-booking")], "url"),
            Slip(2, [("poprawnie odpowiedzieć na 43", "poprawnie odpowiedzieć na 45")], "number"),
            Slip(
                0,
                [("you have to pass it before booking", "ideally pass it before booking")],
                "modality",
            ),
        ],
    ),
    # 12. Adult literacy -- Good: plain, FAQ, pl.
    Case(
        key="en-adult-literacy-classes",
        source=(
            "Read Easy Northfield offers free, one-to-one reading lessons for adults who find reading difficult. You don't need to "
            "be able to read at all to join – many of our readers start from scratch. Each reader is paired with a trained "
            "volunteer coach and meets them twice a week for 30 minutes in a public place such as a community centre. Most readers "
            "complete the programme within 12 to 18 months, although some take longer. Everything is confidential: we will not "
            "tell your employer, family or benefits office. You can be referred by a friend, a support worker or yourself. Call "
            "0121 496 0378 or email northfield@readeasy.org.uk."
        ),
        good=[
            Good(
                "preserve",
                "Read Easy Northfield gives free one-to-one reading lessons to adults who struggle with reading. Even if you can't "
                "read at all, you can join – lots of our readers begin from nothing. You'll be matched with a trained volunteer "
                "coach and meet them two times a week, for half an hour, somewhere public, for example a community centre. Most "
                "people finish the programme in 12 to 18 months, though some need longer. It's all confidential: your employer, "
                "your family and the benefits office won't hear about it from us. A friend or a support worker can refer you, or "
                "you can refer yourself. Phone 0121 496 0378 or email northfield@readeasy.org.uk.",
            ),
            Good(
                "preserve",
                "Who is it for? Adults who find reading hard. Read Easy Northfield gives them free, one-to-one reading lessons.\n"
                "Do I need to read a bit already? No – many of our readers start from scratch.\n"
                "How does it work? You're paired with a trained volunteer coach. You meet twice a week for 30 minutes in a public "
                "place, such as a community centre.\n"
                "How long does it take? Most readers finish within 12–18 months, but some take longer.\n"
                "Will anyone find out? Not from us. Everything is confidential – we won't tell your employer, your family or the "
                "benefits office.\n"
                "How do I join? You can be referred by a friend or a support worker, or refer yourself. Call 0121 496 0378 or email "
                "northfield@readeasy.org.uk.",
            ),
            Good(
                "pl",
                "Read Easy Northfield prowadzi bezpłatne, indywidualne lekcje czytania dla dorosłych, którym czytanie sprawia "
                "trudność. Aby dołączyć, nie trzeba w ogóle umieć czytać – wielu naszych uczestników zaczyna od zera. Każdy "
                "uczestnik dostaje przeszkolonego wolontariusza-trenera i spotyka się z nim dwa razy w tygodniu na 30 minut "
                "w miejscu publicznym, np. w centrum społecznym. Większość osób kończy program w ciągu 12–18 miesięcy, choć niektórym "
                "zajmuje to dłużej. Wszystko jest poufne: nie poinformujemy Twojego pracodawcy, rodziny ani urzędu wypłacającego "
                "zasiłki. Zgłosić Cię może znajomy lub pracownik socjalny, możesz też zgłosić się sam. Zadzwoń pod numer "
                "0121 496 0378 lub napisz na northfield@readeasy.org.uk.",
            ),
        ],
        bad=[
            Slip(2, [("nie trzeba w ogóle umieć czytać", "trzeba umieć czytać")], "negation"),
            Slip(
                0,
                [
                    (
                        "Most people finish the programme in 12 to 18 months, though some need longer.",
                        "Everyone finishes the programme in 12 to 18 months.",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "such as a community centre.",
                        "such as a community centre, and we cover your bus fares.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    # 13. Guide dog puppy walkers -- Good: casual, formal, pl.
    Case(
        key="en-guide-dog-puppy-walkers",
        source=(
            "Guide Dogs is looking for volunteer puppy walkers in the Leeds and Bradford area. You'll look after a puppy from "
            "about 7 weeks old until it is 12 to 16 months old, teaching it basic obedience and getting it used to buses, shops "
            "and busy streets. We cover all costs, including food, equipment and vet bills. A puppy must not be left alone for "
            "more than 4 hours a day, so at least one adult in the household should be at home for most of the day. You don't "
            "need a garden, but you must live within 30 miles of our Leeds centre. A supervisor will visit you every few weeks. "
            "Apply at guidedogs.org.uk/puppywalking."
        ),
        good=[
            Good(
                "preserve",
                "Fancy raising a future guide dog? Guide Dogs needs volunteer puppy walkers around Leeds and Bradford. You'd take "
                "on a puppy at roughly 7 weeks old and look after it until it's somewhere between 12 and 16 months, teaching it the "
                "basics of obedience and getting it comfortable with buses, shops and busy streets. We pay for everything – food, "
                "equipment, vet bills, the lot. Puppies can't be left on their own for more than 4 hours a day, which means at least "
                "one adult in your home should be around for most of the day. No garden? No problem – but you do have to live no "
                "more than 30 miles from our Leeds centre. A supervisor will drop in every few weeks. Apply at "
                "guidedogs.org.uk/puppywalking.",
            ),
            Good(
                "preserve",
                "Guide Dogs is recruiting volunteer puppy walkers in the Leeds and Bradford area. Puppy walkers care for a puppy from "
                "approximately 7 weeks of age until it reaches 12 to 16 months, during which time they teach basic obedience and "
                "accustom the puppy to buses, shops and busy streets. All costs, including food, equipment and veterinary fees, are "
                "met by Guide Dogs. As puppies may not be left alone for longer than 4 hours per day, at least one adult in the "
                "household should be at home for the majority of the day. A garden is not required; however, applicants must "
                "reside within 30 miles of the Leeds centre. A supervisor will visit at intervals of a few weeks. Applications can "
                "be made at guidedogs.org.uk/puppywalking.",
            ),
            Good(
                "pl",
                "Organizacja Guide Dogs szuka wolontariuszy do wychowywania szczeniąt na terenie Leeds i Bradford. Zaopiekujesz się "
                "szczeniakiem od wieku około 7 tygodni do wieku 12–16 miesięcy, ucząc go podstaw posłuszeństwa i przyzwyczajając do "
                "autobusów, sklepów i ruchliwych ulic. Pokrywamy wszystkie koszty, w tym karmę, sprzęt i rachunki od weterynarza. "
                "Szczeniaka nie wolno zostawiać samego na dłużej niż 4 godziny dziennie, dlatego co najmniej jedna osoba dorosła "
                "w gospodarstwie domowym powinna być w domu przez większą część dnia. Ogród nie jest potrzebny, ale musisz mieszkać "
                "nie dalej niż 30 mil od naszego ośrodka w Leeds. Co kilka tygodni odwiedzi Cię opiekun. Zgłoszenia: "
                "guidedogs.org.uk/puppywalking.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("within 30 miles of the Leeds centre", "within 50 miles of the Leeds centre")],
                "number",
            ),
            Slip(2, [("Ogród nie jest potrzebny", "Ogród jest potrzebny")], "negation"),
            Slip(
                0,
                [
                    (
                        "but you do have to live no more than 30 miles",
                        "but ideally you'd live no more than 30 miles",
                    )
                ],
                "modality",
            ),
        ],
    ),
    # 14. Memorial headstone permit -- Good: FAQ, concise, pl.
    Case(
        key="en-memorial-headstone-permit",
        source=(
            "Before a memorial headstone can be placed in any of Wyre Forest District Council's cemeteries, a memorial permit must "
            "be obtained. Applications are made by a registered stonemason on the owner's behalf and must include a scale drawing "
            "and the grave deed number. From 1 April 2026 the permit fee is £120 for a headstone and £60 for an additional "
            "inscription. Under article 10 of the Local Authorities' Cemeteries Order 1977, no memorial may be erected without the "
            "burial authority's permission. We recommend waiting at least 6 months after a burial before a headstone is fixed, "
            "because the ground needs time to settle. Permits are usually processed within 10 working days. Headstones must not "
            "exceed 1.2 metres in height."
        ),
        good=[
            Good(
                "preserve",
                "Do I need permission for a headstone? Yes. No headstone can be placed in a Wyre Forest District Council cemetery "
                "until a memorial permit has been obtained. Article 10 of the Local Authorities' Cemeteries Order 1977 says no "
                "memorial may go up without the burial authority's permission.\n"
                "Who applies? A registered stonemason, on behalf of the owner. The application has to include a scale drawing and "
                "the grave deed number.\n"
                "What does it cost? From 1 April 2026: £120 for a headstone, £60 for an additional inscription.\n"
                "How soon after a burial can a headstone go up? We advise waiting 6 months or more, as the ground needs time to settle.\n"
                "How long does a permit take? Usually within 10 working days.\n"
                "Is there a height limit? Yes – 1.2 metres maximum.",
            ),
            Good(
                "preserve",
                "Wyre Forest District Council cemeteries – memorial permits. A permit is required before any headstone is placed. "
                "Applications: by a registered stonemason for the owner, with a scale drawing and the grave deed number. Fees from "
                "1 April 2026: £120 per headstone, £60 per additional inscription. Legal basis: article 10 of the Local Authorities' "
                "Cemeteries Order 1977 – no memorial without the burial authority's permission. Recommended wait after burial: at "
                "least 6 months, to let the ground settle. Processing: normally within 10 working days. Maximum headstone height: "
                "1.2 m.",
            ),
            Good(
                "pl",
                "Zanim na którymkolwiek cmentarzu Rady Dystryktu Wyre Forest zostanie postawiony nagrobek, trzeba uzyskać pozwolenie "
                "na pomnik. Wniosek składa w imieniu właściciela zarejestrowany kamieniarz; musi on zawierać rysunek w skali oraz "
                "numer aktu własności grobu. Od 1 kwietnia 2026 r. opłata za pozwolenie wynosi 120 funtów za nagrobek i 60 funtów "
                "za dodatkową inskrypcję. Zgodnie z art. 10 rozporządzenia Local Authorities' Cemeteries Order 1977 żaden pomnik nie "
                "może zostać wzniesiony bez zgody zarządcy cmentarza. Zalecamy odczekanie co najmniej 6 miesięcy od pochówku przed "
                "ustawieniem nagrobka, ponieważ ziemia musi się osiąść. Pozwolenia są zwykle rozpatrywane w ciągu 10 dni roboczych. "
                "Nagrobki nie mogą być wyższe niż 1,2 metra.",
            ),
        ],
        bad=[
            Slip(1, [("Cemeteries Order 1977", "Cemeteries Order 1997")], "legal_reference"),
            Slip(2, [("Od 1 kwietnia 2026 r.", "Od 1 kwietnia 2025 r.")], "date"),
            Slip(0, [("Usually within 10 working days.", "Within 10 working days.")], "hedge"),
        ],
    ),
    # 15. Street party road closure -- Good: plain, list, pl.
    Case(
        key="en-street-party-road-closure",
        source=(
            "Planning a street party for a special occasion? Residents can apply to Norwich City Council for a free temporary "
            "road closure under section 21 of the Town Police Clauses Act 1847. Applications must be received at least 6 weeks "
            "before the event via norwich.gov.uk/streetparty. The road must be a quiet residential street – we cannot close bus "
            "routes or main roads. You must tell every household on the street about your plans and give them a chance to object. "
            "Public liability insurance is recommended but not required for small private parties. If you plan to sell alcohol or "
            "charge for entry, you will need a Temporary Event Notice, which costs £21."
        ),
        good=[
            Good(
                "preserve",
                "If you're organising a street party for a special occasion, as a resident you can ask Norwich City Council to "
                "close your road temporarily, free of charge. The closure is made under section 21 of the Town Police Clauses Act "
                "1847. Apply at norwich.gov.uk/streetparty, and make sure your application reaches us 6 weeks or more before the "
                "party. Only quiet residential streets can be closed – not bus routes or main roads. Every household on the street "
                "has to be told about your plans and given the opportunity to object. For small private parties, public liability "
                "insurance isn't compulsory, though we do recommend it. Selling alcohol or charging people to get in? Then you'll "
                "need a Temporary Event Notice, which costs £21.",
            ),
            Good(
                "preserve",
                "Street parties in Norwich – temporary road closures\n"
                "- Who can apply: residents, to Norwich City Council. The closure is free and is made under section 21 of the Town "
                "Police Clauses Act 1847.\n"
                "- Deadline: your application must reach us at least 6 weeks before the event.\n"
                "- How: online at norwich.gov.uk/streetparty.\n"
                "- Which roads: quiet residential streets only. Bus routes and main roads cannot be closed.\n"
                "- Neighbours: you are required to inform every household on the street and give them a chance to object.\n"
                "- Insurance: public liability cover is recommended, but not compulsory for small private parties.\n"
                "- Alcohol sales or paid entry: you will need a Temporary Event Notice (£21).",
            ),
            Good(
                "pl",
                "Planujesz imprezę sąsiedzką na ulicy z okazji ważnego wydarzenia? Mieszkańcy mogą wystąpić do Rady Miasta Norwich "
                "o bezpłatne tymczasowe zamknięcie drogi na podstawie sekcji 21 ustawy Town Police Clauses Act 1847. Wnioski muszą "
                "wpłynąć przez stronę norwich.gov.uk/streetparty co najmniej 6 tygodni przed wydarzeniem. Musi to być spokojna "
                "ulica mieszkaniowa – nie możemy zamykać tras autobusowych ani głównych dróg. Trzeba poinformować o planach każde "
                "gospodarstwo domowe przy ulicy i dać mieszkańcom możliwość zgłoszenia sprzeciwu. Ubezpieczenie OC jest zalecane, "
                "ale przy małych prywatnych imprezach nie jest wymagane. Jeśli zamierzasz sprzedawać alkohol lub pobierać opłatę za "
                "wstęp, potrzebne będzie zgłoszenie Temporary Event Notice, które kosztuje 21 funtów.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "section 21 of the Town Police Clauses Act",
                        "section 12 of the Town Police Clauses Act",
                    )
                ],
                "legal_reference",
            ),
            Slip(
                1,
                [
                    (
                        "- Neighbours: you are required to inform",
                        "- Neighbours: it's a good idea to inform",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Ubezpieczenie OC jest zalecane,",
                        "Ubezpieczenie OC (od ok. 30 funtów) jest zalecane,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    # 16. Film society membership -- Good: concise, FAQ, pl.
    Case(
        key="en-film-society-membership",
        source=(
            "The Aldeburgh Film Society screens classic and world cinema at the Jubilee Hall on alternate Friday evenings from "
            "October to April, starting at 7.30 pm. Season membership costs £45 and covers all 14 screenings; there are no "
            "tickets for individual films. Members may bring one guest per screening for £6, but a guest may attend no more than "
            "3 times a season. Films rated 18 are shown from time to time, so under-18s cannot become members. The 2026–27 season "
            "opens on Friday 2 October 2026 with Kurosawa's Ikiru. Membership renewals open on 1 August. Seats cannot be reserved."
        ),
        good=[
            Good(
                "preserve",
                "Aldeburgh Film Society: classic and world cinema, Jubilee Hall, every other Friday evening, October–April, 7.30 pm. "
                "Season membership £45 for all 14 screenings – individual film tickets aren't sold. Guests: one per member per "
                "screening, £6, max. 3 visits per guest per season. Some films are rated 18, so members must be 18 or over. 2026–27 "
                "season opens Friday 2 October 2026 with Kurosawa's Ikiru. Renewals open 1 August. No seat reservations.",
            ),
            Good(
                "preserve",
                "What does the Aldeburgh Film Society show? Classic and world cinema, on alternate Friday evenings from October to "
                "April at the Jubilee Hall, starting at 7.30 pm.\n"
                "How do I get in? With a season membership: £45 covers all 14 screenings. We don't sell tickets for single films.\n"
                "Can I bring a friend? Yes – one guest per screening, at £6. Each guest can come at most 3 times a season.\n"
                "Can under-18s join? No, because we sometimes show 18-rated films.\n"
                "When does the next season start? The 2026–27 season opens on Friday 2 October 2026 with Ikiru by Kurosawa. "
                "Renewals open on 1 August.\n"
                "Can I reserve a seat? No, seats can't be reserved.",
            ),
            Good(
                "pl",
                "Towarzystwo Filmowe w Aldeburgh wyświetla klasykę i kino światowe w Jubilee Hall co drugi piątek wieczorem, "
                "od października do kwietnia, o godz. 19:30. Karnet członkowski na sezon kosztuje 45 funtów i obejmuje wszystkie "
                "14 pokazów; nie sprzedajemy biletów na pojedyncze filmy. Członkowie mogą przyprowadzić na pokaz jednego gościa za "
                "6 funtów, ale jeden gość może przyjść najwyżej 3 razy w sezonie. Od czasu do czasu pokazujemy filmy z kategorią 18, "
                "dlatego osoby poniżej 18 lat nie mogą zostać członkami. Sezon 2026–27 rozpocznie się w piątek 2 października "
                "2026 r. filmem „Ikiru” Kurosawy. Odnawianie członkostwa rusza 1 sierpnia. Nie można rezerwować miejsc.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "Yes – one guest per screening, at £6.",
                        "Yes – one guest per screening, at £6 (£4 for students).",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("w piątek 2 października", "w piątek 9 października")], "date"),
            Slip(0, [("No seat reservations.", "Seat reservations available.")], "negation"),
        ],
    ),
    # 17. Skate park rules (markdown) -- Good: casual, formal, pl.
    Case(
        key="en-skate-park-rules",
        source=(
            "## Riverside Skate Park – rules\n\n"
            "Open daily from 8 am until dusk. Use of the park is free and at your own risk.\n\n"
            "1. **Helmets are strongly recommended**; under-12s must wear a helmet at all times.\n"
            "2. Children under 8 must be accompanied by an adult.\n"
            "3. Skateboards, scooters, BMX bikes and inline skates are welcome. No motorised vehicles.\n"
            "4. Do not use the park when the surface is wet – it is likely to be slippery.\n"
            "5. No glass, alcohol or smoking.\n\n"
            "Report damage or injuries to Ribble Valley Borough Council on 01200 425 111. In an emergency, call 999."
        ),
        good=[
            Good(
                "preserve",
                "## Riverside Skate Park – the rules\n\n"
                "We're open every day from 8 am till dusk. It's free to use, but you skate at your own risk.\n\n"
                "1. **We strongly recommend a helmet** – and if you're under 12, you have to wear one the whole time.\n"
                "2. Under-8s need an adult with them.\n"
                "3. Bring your skateboard, scooter, BMX or inline skates – but nothing with a motor.\n"
                "4. Wet surface? Stay off it – it'll likely be slippery.\n"
                "5. No glass, no alcohol, no smoking.\n\n"
                "Spotted damage or had an injury? Let Ribble Valley Borough Council know on 01200 425 111. Emergency? Call 999.",
            ),
            Good(
                "preserve",
                "## Riverside Skate Park – conditions of use\n\n"
                "The park is open every day from 8 am until dusk. Admission is free of charge; users skate at their own risk.\n\n"
                "1. **The wearing of helmets is strongly recommended.** Users under the age of 12 are required to wear a helmet at "
                "all times.\n"
                "2. Children aged under 8 must be accompanied by an adult.\n"
                "3. Skateboards, scooters, BMX bikes and inline skates are permitted; motorised vehicles are prohibited.\n"
                "4. The park must not be used when the surface is wet, as it is likely to be slippery.\n"
                "5. Glass, alcohol and smoking are not permitted.\n\n"
                "Any damage or injury is to be reported to Ribble Valley Borough Council on 01200 425 111. In an emergency, dial 999.",
            ),
            Good(
                "pl",
                "## Skatepark Riverside – regulamin\n\n"
                "Czynny codziennie od 8:00 do zmroku. Korzystanie jest bezpłatne i na własną odpowiedzialność.\n\n"
                "1. **Zdecydowanie zalecamy kask**; dzieci poniżej 12 lat muszą mieć kask przez cały czas.\n"
                "2. Dzieci poniżej 8 lat muszą przebywać pod opieką dorosłego.\n"
                "3. Zapraszamy z deskorolkami, hulajnogami, rowerami BMX i rolkami. Pojazdy z napędem silnikowym są zabronione.\n"
                "4. Nie korzystaj ze skateparku, gdy nawierzchnia jest mokra – prawdopodobnie będzie śliska.\n"
                "5. Zakaz szkła, alkoholu i palenia.\n\n"
                "Uszkodzenia i wypadki zgłaszaj do Rady Okręgu Ribble Valley pod numerem 01200 425 111. W nagłych przypadkach "
                "dzwoń pod 999.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "**The wearing of helmets is strongly recommended.**",
                        "The wearing of helmets is strongly recommended.",
                    ),
                    ("all times.\n2. Children", "all times. 2. Children"),
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "Pojazdy z napędem silnikowym są zabronione.",
                        "Pojazdy z napędem silnikowym są dozwolone.",
                    )
                ],
                "negation",
            ),
            Slip(0, [("it'll likely be slippery", "it'll be slippery")], "hedge"),
        ],
    ),
    # 18. SDK release note (markdown) -- Good: concise, plain, pl.
    Case(
        key="en-sdk-release-note",
        source=(
            "## Tidewater Python SDK 4.2.0 — release notes (12 March 2026)\n\n"
            "- **New:** `Client.upload()` now supports resumable uploads for files larger than 100 MB.\n"
            "- **Changed:** the default request timeout is now 30 seconds (previously 60).\n"
            "- **Deprecated:** `Client.put_object()` will be removed in 5.0; use `Client.upload()` instead.\n"
            "- **Fixed:** retries no longer duplicate requests when the server returns HTTP 429.\n\n"
            "Python 3.8 is no longer supported; you must use Python 3.9 or later. Upgrading from 4.1.x should not require code "
            "changes, but if you set `timeout=None`, requests may hang indefinitely. Install with `pip install tidewater==4.2.0`."
        ),
        good=[
            Good(
                "preserve",
                "## Tidewater Python SDK 4.2.0 (released 12 March 2026)\n\n"
                "- **New:** resumable uploads for files over 100 MB in `Client.upload()`.\n"
                "- **Changed:** default request timeout 30 s (was 60 s).\n"
                "- **Deprecated:** `Client.put_object()` — removal in 5.0; switch to `Client.upload()`.\n"
                "- **Fixed:** no more duplicated requests on retry after HTTP 429.\n\n"
                "Requires Python 3.9+ (3.8 support dropped). No code changes should be needed when upgrading from 4.1.x; note that "
                "with `timeout=None`, requests may hang indefinitely. Install: `pip install tidewater==4.2.0`.",
            ),
            Good(
                "preserve",
                "## What's new in Tidewater Python SDK 4.2.0 (12 March 2026)\n\n"
                "- **New:** you can now resume uploads of files bigger than 100 MB with `Client.upload()`.\n"
                "- **Changed:** requests now time out after 30 seconds by default instead of 60.\n"
                "- **Deprecated:** `Client.put_object()` is going away in 5.0, so move to `Client.upload()`.\n"
                "- **Fixed:** when the server answers with HTTP 429, retries no longer send duplicate requests.\n\n"
                "This release drops support for Python 3.8 — you need Python 3.9 or newer. If you're coming from 4.1.x, you "
                "shouldn't have to change any code, but be aware that setting `timeout=None` may leave requests hanging "
                "indefinitely. To install, run `pip install tidewater==4.2.0`.",
            ),
            Good(
                "pl",
                "## Tidewater Python SDK 4.2.0 — informacje o wydaniu (12 marca 2026 r.)\n\n"
                "- **Nowość:** `Client.upload()` obsługuje teraz wznawianie przesyłania plików większych niż 100 MB.\n"
                "- **Zmiana:** domyślny limit czasu żądania wynosi teraz 30 sekund (wcześniej 60).\n"
                "- **Wycofywane:** `Client.put_object()` zostanie usunięte w wersji 5.0; zamiast tego używaj `Client.upload()`.\n"
                "- **Poprawka:** ponowne próby nie powodują już duplikowania żądań, gdy serwer zwraca HTTP 429.\n\n"
                "Python 3.8 nie jest już obsługiwany; wymagany jest Python 3.9 lub nowszy. Aktualizacja z 4.1.x nie powinna wymagać "
                "zmian w kodzie, ale jeśli ustawisz `timeout=None`, żądania mogą zawieszać się bez końca. Instalacja: "
                "`pip install tidewater==4.2.0`.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Install: `pip install tidewater==4.2.0`.",
                        "Install: pip install tidewater==4.2.0.",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "zamiast tego używaj `Client.upload()`",
                        "zamiast tego używaj `Client.upload_file()`",
                    )
                ],
                "code",
            ),
            Slip(
                1,
                [("you need Python 3.9 or newer", "we recommend Python 3.9 or newer")],
                "modality",
            ),
        ],
    ),
    # 19. Journal abstract with citations -- Good: plain, formal, pl.
    Case(
        key="en-journal-abstract-gardening",
        source=(
            "Background: Community gardening has been linked to improved wellbeing (Soga et al., 2017), but evidence for older "
            "adults remains limited. Methods: We conducted a cluster-randomised trial in 24 sheltered housing schemes in Sheffield "
            "between 2021 and 2023, allocating 386 residents aged 65 or over to a weekly gardening programme or usual activities. "
            "Results: After 12 months, loneliness scores (UCLA-3) fell by 0.8 points more in the gardening group (95% CI 0.3 to "
            "1.3). Effects were larger among residents living alone. Conclusions: Gardening programmes may reduce loneliness in "
            "sheltered housing, consistent with earlier qualitative work (Milligan, Gatrell and Bingley, 2004). Longer follow-up "
            "is needed to establish whether benefits persist."
        ),
        good=[
            Good(
                "preserve",
                "Community gardening has been associated with better wellbeing (Soga et al., 2017), yet there is still little "
                "evidence about older adults. We therefore ran a cluster-randomised trial in 24 sheltered housing schemes in "
                "Sheffield from 2021 to 2023. A total of 386 residents aged 65 and over were allocated either to a weekly gardening "
                "programme or to their usual activities. Twelve months later, loneliness scores on the UCLA-3 scale had dropped by "
                "0.8 points more in the gardening group (95% CI 0.3 to 1.3), and the effect was bigger for residents who lived "
                "alone. Gardening programmes may therefore reduce loneliness in sheltered housing, which fits with earlier "
                "qualitative research (Milligan, Gatrell and Bingley, 2004). Whether the benefits last will need longer follow-up "
                "to establish.",
            ),
            Good(
                "preserve",
                "Background: Although an association between community gardening and improved wellbeing has been reported (Soga "
                "et al., 2017), the evidence concerning older adults is still limited. Methods: A cluster-randomised trial was "
                "carried out in 24 sheltered housing schemes in Sheffield between 2021 and 2023; 386 residents aged ≥65 years were "
                "allocated to either a weekly gardening programme or usual activities. Results: At 12 months, the reduction in "
                "UCLA-3 loneliness scores was 0.8 points greater in the gardening arm (95% CI 0.3–1.3), with larger effects observed "
                "in residents living alone. Conclusions: In keeping with previous qualitative findings (Milligan, Gatrell and "
                "Bingley, 2004), gardening programmes may reduce loneliness among residents of sheltered housing. Whether these "
                "benefits are sustained remains to be established through longer follow-up.",
            ),
            Good(
                "pl",
                "Wprowadzenie: Ogrodnictwo społeczne wiąże się z lepszym samopoczuciem (Soga i in., 2017), jednak dowody dotyczące "
                "osób starszych są wciąż ograniczone. Metody: W latach 2021–2023 przeprowadziliśmy randomizowane badanie klastrowe "
                "w 24 ośrodkach mieszkań chronionych w Sheffield, przydzielając 386 mieszkańców w wieku 65 lat lub starszych do "
                "cotygodniowego programu ogrodniczego albo do zwykłych zajęć. Wyniki: Po 12 miesiącach wynik samotności (UCLA-3) "
                "spadł w grupie ogrodniczej o 0,8 punktu bardziej (95% CI 0,3–1,3). Efekty były większe u mieszkańców żyjących "
                "samotnie. Wnioski: Programy ogrodnicze mogą zmniejszać poczucie samotności w mieszkaniach chronionych, co jest "
                "zgodne z wcześniejszymi badaniami jakościowymi (Milligan, Gatrell i Bingley, 2004). Potrzebna jest dłuższa "
                "obserwacja, aby ustalić, czy korzyści się utrzymują.",
            ),
        ],
        bad=[
            Slip(
                1,
                [("(Milligan, Gatrell and Bingley, 2004)", "(Milligan and Bingley, 2004)")],
                "citation",
            ),
            Slip(2, [("(Soga i in., 2017)", "(Soga i in., 2019)")], "citation"),
            Slip(
                0,
                [("in 24 sheltered housing schemes", "in 34 sheltered housing schemes")],
                "number",
            ),
        ],
    ),
    # 20. Planning appeal decision -- Good: plain, list, pl.
    Case(
        key="en-planning-appeal-decision",
        source=(
            "Appeal Ref: APP/K2420/W/25/3361042. The appeal is made under section 78 of the Town and Country Planning Act 1990 "
            "against the refusal of Hinckley and Bosworth Borough Council to grant permission for the erection of 9 dwellings at "
            "Land off Station Road, Market Bosworth. The main issue is the effect on the character of the area. The site lies "
            "outside the settlement boundary defined in Policy DM4 of the Site Allocations and Development Management Policies "
            "DPD (2016). Having regard to paragraph 11(d) of the National Planning Policy Framework and to Suffolk Coastal DC v "
            "Hopkins Homes [2017] UKSC 37, I find that the harm would not be outweighed by the benefits. The appeal is dismissed. "
            "Inspector: J. Whitfield BA MRTPI."
        ),
        good=[
            Good(
                "preserve",
                "Appeal APP/K2420/W/25/3361042 was brought under section 78 of the Town and Country Planning Act 1990. It "
                "challenged Hinckley and Bosworth Borough Council's refusal of planning permission to build 9 dwellings on Land off "
                "Station Road, Market Bosworth. The key question was how the scheme would affect the character of the area. The "
                "site is outside the settlement boundary set by Policy DM4 of the Site Allocations and Development Management "
                "Policies DPD (2016). Taking into account paragraph 11(d) of the National Planning Policy Framework and the judgment "
                "in Suffolk Coastal DC v Hopkins Homes [2017] UKSC 37, the inspector, J. Whitfield BA MRTPI, concluded that the "
                "benefits would not outweigh the harm, and dismissed the appeal.",
            ),
            Good(
                "preserve",
                "- Appeal: APP/K2420/W/25/3361042, made under section 78 of the Town and Country Planning Act 1990.\n"
                "- Against: Hinckley and Bosworth Borough Council's refusal of permission for 9 dwellings at Land off Station Road, "
                "Market Bosworth.\n"
                "- Main issue: effect on the character of the area.\n"
                "- Policy: the site lies outside the settlement boundary in Policy DM4 of the Site Allocations and Development "
                "Management Policies DPD (2016).\n"
                "- Reasoning: having regard to NPPF paragraph 11(d) and Suffolk Coastal DC v Hopkins Homes [2017] UKSC 37, the "
                "benefits would not outweigh the harm.\n"
                "- Decision: appeal dismissed.\n"
                "- Inspector: J. Whitfield BA MRTPI.",
            ),
            Good(
                "pl",
                "Sygnatura odwołania: APP/K2420/W/25/3361042. Odwołanie wniesiono na podstawie sekcji 78 ustawy Town and Country "
                "Planning Act 1990 od odmowy wydania przez Radę Okręgu Hinckley and Bosworth pozwolenia na budowę 9 budynków "
                "mieszkalnych na terenie przy Station Road w Market Bosworth. Główną kwestią jest wpływ inwestycji na charakter "
                "okolicy. Działka leży poza granicą zabudowy określoną w polityce DM4 dokumentu Site Allocations and Development "
                "Management Policies DPD (2016). Biorąc pod uwagę pkt 11(d) National Planning Policy Framework oraz wyrok w sprawie "
                "Suffolk Coastal DC v Hopkins Homes [2017] UKSC 37, uznaję, że korzyści nie przeważają nad szkodą. Odwołanie zostaje "
                "oddalone. Inspektor: J. Whitfield BA MRTPI.",
            ),
        ],
        bad=[
            Slip(2, [("sekcji 78 ustawy", "sekcji 73 ustawy")], "legal_reference"),
            Slip(1, [("Hopkins Homes [2017] UKSC 37", "Hopkins Homes [2016] UKSC 37")], "citation"),
            Slip(
                0,
                [
                    (
                        "concluded that the benefits would not outweigh the harm",
                        "concluded that the benefits would outweigh the harm",
                    )
                ],
                "negation",
            ),
        ],
    ),
]
