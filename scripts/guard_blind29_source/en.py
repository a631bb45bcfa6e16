# ruff: noqa: E501, RUF001
"""English source cases of blind set 29: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES = [
    Case(
        key="en-readme-mdtidy-install",
        source="## Installation\n\nInstall **mdtidy** from PyPI with `pip install mdtidy` (Python 3.9 or newer is required). To check a folder, run `mdtidy check docs/`; add `--fix` to rewrite files in place. Settings are read from `.mdtidy.toml` in the project root, if one exists. The tool never uploads your files anywhere.\n\n- Report bugs at https://github.com/mdtidy/mdtidy/issues\n- Read the full guide at https://mdtidy.readthedocs.io\n\nVersion 2.0 removed the `--legacy` flag, so scripts that still pass it will fail.",
        good=[
            Good(
                "preserve",
                "## Installation\n\nYou need Python 3.9 or newer. Install **mdtidy** from PyPI:\n\n`pip install mdtidy`\n\nThen check a folder with `mdtidy check docs/`. If you want the files rewritten in place, add `--fix`. When the project root contains a `.mdtidy.toml` file, mdtidy reads its settings from there. Your files are never uploaded anywhere.\n\n- Bug reports: https://github.com/mdtidy/mdtidy/issues\n- Full guide: https://mdtidy.readthedocs.io\n\nThe `--legacy` flag was removed in version 2.0; any script that still passes it will fail.",
            ),
            Good(
                "preserve",
                "## Installation\n\nGrab **mdtidy** from PyPI with `pip install mdtidy` — just make sure you're on Python 3.9 or later. Want to check a folder? Run `mdtidy check docs/`, and tack on `--fix` if you'd like the files rewritten in place. Got a `.mdtidy.toml` in your project root? Then that's where the settings come from. And don't worry, the tool never sends your files anywhere.\n\n- Found a bug? Tell us at https://github.com/mdtidy/mdtidy/issues\n- The full guide lives at https://mdtidy.readthedocs.io\n\nHeads-up: version 2.0 dropped the `--legacy` flag, so scripts that still pass it will break.",
            ),
            Good(
                "pl",
                "## Instalacja\n\n**mdtidy** instaluje się z PyPI poleceniem `pip install mdtidy`; wymagany jest Python w wersji 3.9 lub nowszej. Aby sprawdzić katalog, należy uruchomić `mdtidy check docs/`, a dodanie opcji `--fix` powoduje poprawienie plików w miejscu. Jeżeli w katalogu głównym projektu znajduje się plik `.mdtidy.toml`, narzędzie pobiera z niego ustawienia. Pliki użytkownika nie są nigdzie przesyłane.\n\n- Zgłoszenia błędów: https://github.com/mdtidy/mdtidy/issues\n- Pełny przewodnik: https://mdtidy.readthedocs.io\n\nW wersji 2.0 usunięto opcję `--legacy`, dlatego skrypty, które nadal jej używają, zakończą się błędem.",
            ),
        ],
        bad=[
            Slip(0, [("`mdtidy check docs/`", "`mdtidy lint docs/`")], "code"),
            Slip(2, [("**mdtidy** instaluje", "mdtidy instaluje")], "markdown"),
            Slip(1, [("https://mdtidy.readthedocs.io", "https://mdtidy.readthedocs.org")], "url"),
        ],
    ),
    Case(
        key="en-cctv-privacy-notice-shopping-centre",
        source="CCTV operates throughout Harbourside Shopping Centre to prevent and detect crime and to keep visitors safe. Our lawful basis is legitimate interests under Article 6(1)(f) of the UK GDPR. Cameras do not record audio, and none are installed in toilets or changing rooms. Footage is kept for 31 days and then automatically deleted, unless it is needed for an ongoing police investigation. You may ask for a copy of footage showing you by writing to dpo@harbourside-centre.co.uk; we will normally reply within one month. This notice was last reviewed on 14 March 2025.",
        good=[
            Good(
                "preserve",
                "Harbourside Shopping Centre operates CCTV across the entire site for two purposes: preventing and detecting crime, and keeping visitors safe. The processing relies on legitimate interests, as set out in Article 6(1)(f) of the UK GDPR. No audio is recorded, and no cameras are installed in toilets or changing rooms. Recordings are retained for 31 days and deleted automatically thereafter, except where they are needed for an ongoing police investigation. Individuals may request a copy of footage in which they appear by writing to dpo@harbourside-centre.co.uk; a response will normally be provided within one month. Notice last reviewed: 14 March 2025.",
            ),
            Good(
                "preserve",
                "We use CCTV all over Harbourside Shopping Centre. It helps us prevent and detect crime and keeps visitors safe. The law allows this because we have a legitimate interest (UK GDPR, Article 6(1)(f)). The cameras don't record sound. There are no cameras in the toilets or changing rooms. We keep footage for 31 days, and then it is deleted automatically. The only exception is footage that the police need for an investigation that is still going on. If you want a copy of footage that shows you, write to dpo@harbourside-centre.co.uk. We usually answer within one month. We last reviewed this notice on 14 March 2025.",
            ),
            Good(
                "pl",
                "Monitoring wizyjny obejmuje cały teren Harbourside Shopping Centre – ma zapobiegać przestępstwom, pomagać je wykrywać i zapewniać bezpieczeństwo odwiedzającym. Jako podstawę prawną centrum wskazuje prawnie uzasadniony interes, czyli art. 6 ust. 1 lit. f UK GDPR. Kamery nie rejestrują dźwięku, a w toaletach i przebieralniach nie ma ich wcale. Nagrania są przechowywane przez 31 dni, po czym zostają automatycznie usunięte – chyba że są potrzebne w toczącym się dochodzeniu policji. Każdy, kto chce otrzymać kopię nagrania ze swoim udziałem, może napisać na adres dpo@harbourside-centre.co.uk; odpowiedź przychodzi zwykle w ciągu miesiąca. Informację ostatnio zweryfikowano 14 marca 2025 r.",
            ),
        ],
        bad=[
            Slip(2, [("art. 6 ust. 1 lit. f", "art. 6 ust. 1 lit. e")], "legal_reference"),
            Slip(0, [("No audio is recorded, and", "Audio is recorded, and")], "negation"),
            Slip(1, [("14 March 2025", "14 May 2025")], "date"),
        ],
    ),
    Case(
        key="en-faulty-goods-returns-page",
        source="If something you bought from us turns out to be faulty, the Consumer Rights Act 2015 protects you. Under section 22 you have a short-term right to reject the item and get a full refund within 30 days of delivery. After 30 days, we must first be given one chance to repair or replace it (section 23); if that fails, you can ask for a refund or a price reduction. Please keep your receipt or order confirmation, because we cannot process a claim without proof of purchase. Change-of-mind returns are accepted within 14 days, but sale items are excluded.",
        good=[
            Good(
                "preserve",
                "Customers whose purchase from us turns out to be faulty are protected by the Consumer Rights Act 2015. Section 22 grants a short-term right to reject the goods and obtain a full refund within 30 days of delivery. Once those 30 days have passed, we must first be given one opportunity to repair or replace the item (section 23); if this is unsuccessful, the customer may request a refund or a price reduction. Claims cannot be processed without proof of purchase, so please retain your receipt or order confirmation. Returns for a change of mind are accepted within 14 days, with the exception of sale items.",
            ),
            Good(
                "preserve",
                "Got something faulty from us? You're covered by the Consumer Rights Act 2015. For the first 30 days after delivery, section 22 gives you a short-term right to reject it and get your money back in full. Once those 30 days are up, we must first get one shot at repairing or replacing it (that's section 23) — and if that doesn't work, you can ask for a refund or a price reduction. Hang on to your receipt or order confirmation, please: without proof of purchase we can't process your claim. Just changed your mind? You can return things within 14 days, but not sale items.",
            ),
            Good(
                "pl",
                "Jeśli kupiony u nas towar okaże się wadliwy, chroni Cię ustawa Consumer Rights Act 2015. Zgodnie z sekcją 22 w ciągu 30 dni od dostawy masz krótkoterminowe prawo odrzucić towar i otrzymać pełny zwrot pieniędzy. Po upływie 30 dni musisz najpierw dać nam jedną szansę na naprawę lub wymianę (sekcja 23). Jeśli to się nie uda, możesz poprosić o zwrot pieniędzy lub obniżenie ceny. Zachowaj paragon albo potwierdzenie zamówienia, bo bez dowodu zakupu nie możemy rozpatrzyć reklamacji. Zwroty, gdy po prostu zmienisz zdanie, przyjmujemy w ciągu 14 dni, ale nie dotyczy to towarów z wyprzedaży.",
            ),
        ],
        bad=[
            Slip(0, [("Section 22 grants", "Section 20 grants")], "legal_reference"),
            Slip(2, [("w ciągu 14 dni", "w ciągu 21 dni")], "number"),
            Slip(1, [("you can ask for a refund", "you have to ask for a refund")], "modality"),
        ],
    ),
    Case(
        key="en-hot-work-permit-procedure",
        source="Hot work (welding, grinding, brazing or any task using an open flame) must not start until the shift supervisor has signed a hot work permit. Each permit is valid for one shift only, up to a maximum of 8 hours. Before starting, clear combustible materials from a radius of at least 10 metres or cover them with fire-resistant blankets, and make sure a charged extinguisher is within reach. A trained fire watcher must stay in the area during the work and for 60 minutes after it ends. Hot work is never permitted in the paint store, even with a permit.",
        good=[
            Good(
                "preserve",
                "Hot work means welding, grinding, brazing or any job that uses an open flame. Before it can start, the shift supervisor has to sign a hot work permit. A permit covers one shift only and never more than 8 hours. First, clear anything that can burn within a radius of at least 10 metres, or cover it with fire-resistant blankets. Make sure a charged extinguisher is within reach. A trained fire watcher must stay in the area while you work and for an hour after you finish. You can never do hot work in the paint store, even if you have a permit.",
            ),
            Good(
                "preserve",
                "For the purposes of this procedure, hot work comprises welding, grinding, brazing and any other task involving an open flame. Such work shall not commence before a hot work permit has been signed by the shift supervisor. The validity of each permit is limited to a single shift, with a maximum duration of 8 hours. Prior to commencement, all combustible materials within a radius of no less than 10 metres must either be removed or covered with fire-resistant blankets, and a charged extinguisher must be within reach. Throughout the work, and for 60 minutes following its completion, a trained fire watcher is required to remain in the area. Hot work in the paint store is prohibited without exception, irrespective of whether a permit has been issued.",
            ),
            Good(
                "pl",
                "Prace pożarowo niebezpieczne (spawanie, szlifowanie, lutowanie twarde oraz wszelkie czynności z użyciem otwartego ognia) można rozpocząć dopiero po podpisaniu zezwolenia przez kierownika zmiany. Zezwolenie obowiązuje wyłącznie przez jedną zmianę, maksymalnie 8 godzin. Przed rozpoczęciem prac należy usunąć materiały palne w promieniu co najmniej 10 metrów lub przykryć je kocami ognioodpornymi oraz upewnić się, że w zasięgu ręki znajduje się naładowana gaśnica. Przeszkolony obserwator pożarowy ma obowiązek przebywać w rejonie prac przez cały czas ich trwania i jeszcze przez 60 minut po ich zakończeniu. W magazynie farb prace pożarowo niebezpieczne są zakazane bezwzględnie – nawet na podstawie zezwolenia.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "a trained fire watcher is required to remain",
                        "a trained fire watcher is advised to remain",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "You can never do hot work in the paint store, even if",
                        "You can do hot work in the paint store only if",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("w promieniu co najmniej 10 metrów", "w promieniu co najmniej 5 metrów")],
                "number",
            ),
        ],
    ),
    Case(
        key="en-abstract-birdsong-traffic-noise",
        source="Urban noise is known to alter bird vocal behaviour (Slabbekoorn and Peet, 2003), but few studies have tracked these changes across a full breeding season. We recorded 1,240 dawn choruses at 36 sites in Bristol between March and July 2022 and related song frequency to traffic noise levels. Great tits at the noisiest sites sang, on average, about 190 Hz higher than those at quiet sites. Song rate did not differ significantly between site types. These results suggest that frequency shifts may be a flexible short-term response rather than a fixed local adaptation, although longer-term data are needed to confirm this.",
        good=[
            Good(
                "preserve",
                "Although urban noise is known to modify the vocal behaviour of birds (Slabbekoorn and Peet, 2003), changes over an entire breeding season have rarely been tracked. Between March and July 2022, 1,240 dawn choruses were recorded at 36 sites in Bristol, and song frequency was analysed in relation to traffic noise levels. On average, great tits at the noisiest sites sang approximately 190 Hz higher than conspecifics at quiet sites, whereas song rate showed no significant difference between site types. The findings suggest that frequency shifts may constitute a flexible short-term response rather than a fixed local adaptation; confirmation, however, requires longer-term data.",
            ),
            Good(
                "preserve",
                "Urban noise is already known to change the way birds sing (Slabbekoorn and Peet, 2003), yet researchers have seldom followed those changes through a whole breeding season. That is what a study in Bristol set out to do. Between March and July 2022, the team recorded 1,240 dawn choruses at 36 sites across the city and compared song frequency with traffic noise levels. Great tits living at the noisiest sites sang on average about 190 Hz higher than birds at quiet ones, although their song rate was not significantly different. According to the authors, this suggests the shift in frequency may be a flexible, short-term response rather than a fixed local adaptation – but longer-term data are needed to confirm it.",
            ),
            Good(
                "pl",
                "Wiadomo, że hałas w miastach zmienia sposób, w jaki śpiewają ptaki (Slabbekoorn i Peet, 2003). Rzadko jednak badano te zmiany przez cały sezon lęgowy. Od marca do lipca 2022 r. nagraliśmy 1240 porannych chórów ptaków w 36 miejscach w Bristolu. Porównaliśmy częstotliwość śpiewu z poziomem hałasu drogowego. Bogatki z najgłośniejszych miejsc śpiewały średnio o około 190 Hz wyżej niż te z cichych miejsc. Tempo śpiewu nie różniło się istotnie między rodzajami miejsc. Wyniki sugerują, że przesunięcie częstotliwości może być elastyczną, krótkotrwałą reakcją, a nie stałym lokalnym przystosowaniem. Aby to potwierdzić, potrzebne są jednak dane z dłuższego okresu.",
            ),
        ],
        bad=[
            Slip(1, [("(Slabbekoorn and Peet, 2003)", "(Slabbekoorn and Peet, 2008)")], "citation"),
            Slip(
                0,
                [
                    ("The findings suggest that", "The findings show that"),
                    ("may constitute", "constitute"),
                ],
                "hedge",
            ),
            Slip(2, [("w 36 miejscach", "w 38 miejscach")], "number"),
        ],
    ),
    Case(
        key="en-abstract-bilingual-children-attention",
        source="Earlier work has linked bilingualism to better attentional control in children (Bialystok et al., 2012), yet replication attempts have produced mixed results. In this preregistered study, 412 children aged 7 to 10 completed a flanker task and a sustained attention test. After controlling for socioeconomic status and vocabulary, bilingual children responded around 20 milliseconds faster on incongruent trials, a small effect (d = 0.21). No difference was found for sustained attention. The advantage, if real, is probably modest, and it may depend on how often children switch between languages in daily life.",
        good=[
            Good(
                "preserve",
                "Bilingualism in children has previously been associated with superior attentional control (Bialystok et al., 2012); however, attempts at replication have yielded mixed findings. The present preregistered study administered a flanker task and a sustained attention test to 412 children between 7 and 10 years of age. With socioeconomic status and vocabulary controlled for, bilingual participants responded approximately 20 milliseconds faster on incongruent trials, corresponding to a small effect (d = 0.21). Sustained attention did not differ between groups. Should the advantage be genuine, it is probably modest, and it may be contingent on the frequency with which children switch between languages in everyday life.",
            ),
            Good(
                "preserve",
                "Earlier research (Bialystok et al., 2012) linked bilingualism in kids to better control over attention — but when people tried to replicate it, the results were mixed. So this preregistered study gave 412 children aged 7 to 10 a flanker task and a sustained attention test. Once socioeconomic status and vocabulary were taken into account, the bilingual kids were around 20 milliseconds quicker on incongruent trials. That's a small effect (d = 0.21). For sustained attention, there was no difference. So if the advantage is real, it's probably a modest one — and it might depend on how often kids switch between languages in daily life.",
            ),
            Good(
                "pl",
                "Wcześniejsze badania wiązały dwujęzyczność z lepszą kontrolą uwagi u dzieci (Bialystok i in., 2012), ale próby ich powtórzenia przyniosły niejednoznaczne wyniki. Autorzy wstępnie zarejestrowanego badania poddali 412 dzieci w wieku od 7 do 10 lat zadaniu flankerów oraz testowi uwagi podtrzymywanej. Po uwzględnieniu statusu społeczno-ekonomicznego i zasobu słownictwa okazało się, że dzieci dwujęzyczne reagowały w próbach niezgodnych o około 20 milisekund szybciej – to niewielki efekt (d = 0,21). W zakresie uwagi podtrzymywanej różnic nie stwierdzono. Jak piszą badacze, przewaga – o ile w ogóle istnieje – jest zapewne skromna i może zależeć od tego, jak często dzieci na co dzień przełączają się między językami.",
            ),
        ],
        bad=[
            Slip(2, [("(Bialystok i in., 2012)", "(Bialystok i in., 2002)")], "citation"),
            Slip(1, [("it's probably a modest one", "it's a modest one")], "hedge"),
            Slip(
                0,
                [
                    (
                        "to 412 children between",
                        "to 412 children from 14 London primary schools between",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-press-release-library-reopening",
        source="Millbrook Central Library will reopen on Saturday 6 September 2025 after an 18-month refurbishment costing £4.2 million. The building now has a children's floor, 40 public computers and a rooftop reading terrace, which will be open from May to September. Opening hours will be 9am to 7pm on weekdays and 10am to 4pm on Saturdays; the library will remain closed on Sundays. “We expect it to become the busiest library in the county,” said councillor Ruth Okafor. Full details are available at www.millbrook.gov.uk/library.",
        good=[
            Good(
                "preserve",
                "After an 18-month refurbishment costing £4.2 million, Millbrook Central Library is set to reopen its doors on Saturday 6 September 2025. Visitors will find a children's floor, 40 public computers and a rooftop reading terrace, the latter open from May to September. The library will operate from 9am to 7pm on weekdays and from 10am to 4pm on Saturdays, and it will stay closed on Sundays. “We expect it to become the busiest library in the county,” councillor Ruth Okafor said. Full details can be found at www.millbrook.gov.uk/library.",
            ),
            Good(
                "preserve",
                "Millbrook, your Central Library is back on Saturday 6 September 2025! The refurb took 18 months and cost £4.2 million, and here's what it got you: a whole children's floor, 40 public computers and a reading terrace up on the roof (open May to September). You can drop in 9am–7pm Monday to Friday and 10am–4pm on Saturdays, but not on Sundays, when it stays shut. As councillor Ruth Okafor put it: “We expect it to become the busiest library in the county.” All the details are at www.millbrook.gov.uk/library.",
            ),
            Good(
                "pl",
                "Po 18 miesiącach modernizacji o wartości 4,2 mln funtów Millbrook Central Library zostanie ponownie otwarta w sobotę 6 września 2025 r. W budynku znajdują się obecnie piętro dla dzieci, 40 ogólnodostępnych komputerów oraz taras czytelniczy na dachu, czynny od maja do września. Biblioteka będzie otwarta w dni powszednie w godzinach 9:00–19:00, a w soboty w godzinach 10:00–16:00; w niedziele pozostanie zamknięta. „Spodziewamy się, że stanie się najczęściej odwiedzaną biblioteką w hrabstwie” – powiedziała radna Ruth Okafor. Szczegółowe informacje są dostępne pod adresem www.millbrook.gov.uk/library.",
            ),
        ],
        bad=[
            Slip(1, [("Saturday 6 September 2025", "Saturday 13 September 2025")], "date"),
            Slip(
                0,
                [
                    (
                        "40 public computers and a rooftop",
                        "40 public computers, a community café and a rooftop",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("www.millbrook.gov.uk/library", "www.millbrook.gov.uk/libraries")], "url"),
        ],
    ),
    Case(
        key="en-lane-swimming-session-rules",
        source="Lane swimming sessions at Eastfield Pool run every weekday from 6:30 to 8:30am. Lanes are marked slow, medium and fast; please choose the one that matches your pace and always swim clockwise. You may overtake only at the shallow end wall, never mid-length. Fins and paddles are allowed in the fast lane but not in the other two. Children under 16 cannot join these sessions unless accompanied by a swimming adult. Sessions are capped at 8 swimmers per lane, so booking online at least 2 hours in advance is strongly recommended.",
        good=[
            Good(
                "preserve",
                "Fancy some lane swimming? Eastfield Pool runs sessions from 6:30 to 8:30am every weekday. Lanes are split into slow, medium and fast, so pick the one that fits your pace, and always swim clockwise. Need to get past someone? Wait until the wall at the shallow end — no overtaking mid-length. Fins and paddles are fine in the fast lane, but leave them out of the slow and medium ones. Under-16s can only come along with an adult who's swimming too. Each lane takes a maximum of 8 swimmers, so we'd strongly recommend booking online at least 2 hours ahead.",
            ),
            Good(
                "preserve",
                "Eastfield Pool offers lane swimming sessions Monday to Friday, 6:30–8:30am. Each lane is designated slow, medium or fast; swimmers are asked to select the lane appropriate to their pace and to swim clockwise at all times. Overtaking is permitted solely at the shallow-end wall and never mid-length. The use of fins and paddles is restricted to the fast lane. Participants under 16 years of age are admitted only when accompanied by an adult who is also swimming. As capacity is limited to 8 swimmers per lane, we strongly recommend booking online no later than 2 hours before the session.",
            ),
            Good(
                "pl",
                "Pływanie na torach na basenie Eastfield Pool odbywa się w każdy dzień powszedni od 6:30 do 8:30. Tory są oznaczone jako wolny, średni i szybki. Wybierz tor pasujący do Twojego tempa i zawsze płyń zgodnie z ruchem wskazówek zegara. Wyprzedzać można tylko przy ścianie po płytkiej stronie basenu, nigdy w połowie długości. Płetw i łopatek wolno używać tylko na torze szybkim. Dzieci poniżej 16 lat mogą przyjść na te zajęcia tylko z dorosłym, który też pływa. Na jednym torze może być najwyżej 8 osób, dlatego zdecydowanie zalecamy rezerwację online co najmniej 2 godziny wcześniej.",
            ),
        ],
        bad=[
            Slip(1, [("and never mid-length", "and also mid-length")], "negation"),
            Slip(
                0,
                [("so we'd strongly recommend booking online", "so you must book online")],
                "modality",
            ),
            Slip(2, [("od 6:30 do 8:30", "od 6:30 do 9:30")], "number"),
        ],
    ),
    Case(
        key="en-colonoscopy-bowel-prep-letter",
        source="Your colonoscopy is booked at the Endoscopy Unit, Level 2, St Anne's Hospital. For the two days before the test, eat a low-fibre diet: white bread, white rice, eggs and chicken are fine, but avoid fruit, vegetables and wholegrains. On the day before, take the first sachet of Moviprep at 5pm and the second at 8pm, drinking at least one extra litre of clear fluids. You may drink water until 2 hours before your appointment. Do not stop blood thinners without first speaking to your GP. You must bring someone to drive you home, as you cannot drive for 24 hours after sedation.",
        good=[
            Good(
                "preserve",
                "Your colonoscopy will take place in the Endoscopy Unit on Level 2 of St Anne's Hospital. A low-fibre diet is required for the two days preceding the procedure; white bread, white rice, eggs and chicken are permitted, whereas fruit, vegetables and wholegrains are to be avoided. On the day before the test, the first sachet of Moviprep is to be taken at 5pm and the second at 8pm, together with at least one additional litre of clear fluids. Water may be consumed until 2 hours prior to the appointment. Blood thinners must not be discontinued unless you have first consulted your GP. As you may not drive for 24 hours following sedation, you are required to bring someone to drive you home.",
            ),
            Good(
                "preserve",
                "Your colonoscopy's at St Anne's Hospital — head to the Endoscopy Unit on Level 2. For the two days before the test, stick to low-fibre food: white bread, white rice, eggs and chicken are all OK, but steer clear of fruit, veg and wholegrains. The day before, have your first Moviprep sachet at 5pm and the second one at 8pm, and drink at least an extra litre of clear fluids. Water's fine right up to 2 hours before your appointment. On blood thinners? Don't stop taking them unless you've talked to your GP first. And you must bring someone to drive you home — no driving for 24 hours after sedation.",
            ),
            Good(
                "pl",
                "Kolonoskopia odbędzie się w Pracowni Endoskopii na poziomie 2 w szpitalu St Anne's. Przez dwa dni przed badaniem jedz posiłki ubogie w błonnik. Możesz jeść biały chleb, biały ryż, jajka i kurczaka. Unikaj owoców, warzyw i produktów pełnoziarnistych. Dzień przed badaniem przyjmij pierwszą saszetkę Moviprep o 17:00, a drugą o 20:00. Wypij też co najmniej jeden dodatkowy litr klarownych płynów. Wodę możesz pić do 2 godzin przed wizytą. Nie odstawiaj leków przeciwzakrzepowych, zanim nie porozmawiasz z lekarzem rodzinnym. Musisz przyjść z kimś, kto odwiezie Cię do domu, bo przez 24 godziny po sedacji nie możesz prowadzić samochodu.",
            ),
        ],
        bad=[
            Slip(1, [("the second one at 8pm", "the second one at 9pm")], "number"),
            Slip(
                2,
                [("Nie odstawiaj leków przeciwzakrzepowych", "Odstaw leki przeciwzakrzepowe")],
                "negation",
            ),
            Slip(
                0,
                [("you are required to bring someone", "you may wish to bring someone")],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-university-laptop-loans",
        source="The library lends laptops to registered students for up to 4 hours at a time, from the self-service lockers on the ground floor. You will need your student card and a PIN, which is sent to your university email when you first borrow. Laptops must be returned to a locker, not to the help desk. Late returns are charged at £1 per 15 minutes, capped at £20, and borrowing is suspended until the fine is paid. Please note that the service will be unavailable from 22 to 26 December 2025 while the lockers are upgraded.",
        good=[
            Good(
                "preserve",
                "Registered students can borrow a laptop from the library for up to 4 hours at a time. The laptops are in self-service lockers on the ground floor. To borrow one, you need your student card and a PIN. The first time you borrow, the PIN is sent to your university email. Always return the laptop to a locker, never to the help desk. If you are late, you pay £1 for every 15 minutes, up to a maximum of £20, and you cannot borrow again until you have paid. Please note: the service will not be available from 22 to 26 December 2025, because the lockers are being upgraded.",
            ),
            Good(
                "preserve",
                "Laptop loans are available to registered students for a maximum of 4 hours per loan, via the self-service lockers located on the ground floor of the library. Borrowers are required to present their student card and enter a PIN; the PIN is issued to the student's university email address upon their first loan. All laptops must be returned to a locker rather than to the help desk. Overdue items incur a charge of £1 per 15-minute period, up to a cap of £20, and borrowing rights remain suspended until the charge has been settled. Kindly note that, owing to a locker upgrade, the service will be unavailable from 22 to 26 December 2025.",
            ),
            Good(
                "pl",
                "Potrzebujesz laptopa? Jeśli jesteś zarejestrowanym studentem, biblioteka pożyczy Ci go maksymalnie na 4 godziny naraz – laptopy czekają w samoobsługowych szafkach na parterze. Potrzebna będzie legitymacja studencka i PIN, który przy pierwszym wypożyczeniu dostaniesz na uczelnianego maila. Laptopa musisz oddać do szafki, a nie do punktu obsługi. Spóźnienie kosztuje 1 funta za każde 15 minut, ale maksymalnie 20 funtów, a dopóki nie zapłacisz, możliwość wypożyczania jest zawieszona. I uwaga: od 22 do 26 grudnia 2025 r. usługa nie będzie działać, bo szafki przechodzą modernizację.",
            ),
        ],
        bad=[
            Slip(0, [("up to a maximum of £20", "up to a maximum of £25")], "number"),
            Slip(2, [("od 22 do 26 grudnia 2025 r.", "od 22 do 28 grudnia 2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "All laptops must be returned to a locker",
                        "All laptops should preferably be returned to a locker",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="en-canoe-kayak-hire-terms",
        source="Canoes and kayaks can be hired from our boathouse at Ferry Lane between 9am and 5pm, April to October. Everyone on the water must wear the buoyancy aid we provide, and children under 12 must share a boat with an adult. The stretch below Hallam Weir is closed to all craft. River levels can rise quickly after heavy rain, so trips may be cancelled at short notice; if we cancel, you will get a full refund. Most paddlers take around 3 hours to reach the pick-up point at Oakbridge, where our minibus runs back every hour.",
        good=[
            Good(
                "preserve",
                "You can hire canoes and kayaks from our boathouse on Ferry Lane, 9am to 5pm, from April through October. Everyone on the water has to wear one of our buoyancy aids, and kids under 12 must share a boat with an adult. Don't head below Hallam Weir, though — that stretch is closed to all craft. After heavy rain the river can come up fast, so we might have to cancel a trip at short notice. If we do, you'll get all your money back. Most people take around 3 hours to paddle down to the pick-up point at Oakbridge, and our minibus brings you back from there every hour.",
            ),
            Good(
                "preserve",
                "From April to October, the boathouse on Ferry Lane hires out canoes and kayaks between 9am and 5pm. On the water, every paddler must wear a buoyancy aid supplied by the boathouse, and children under 12 must be in the same boat as an adult. The river below Hallam Weir is off limits to all craft. Because water levels can rise quickly after heavy rain, trips may be called off at short notice – in which case customers receive a full refund. Most paddlers need around three hours to reach the Oakbridge pick-up point, from which a minibus returns hourly.",
            ),
            Good(
                "pl",
                "Kajaki i kanadyjki można wypożyczyć w przystani przy Ferry Lane od kwietnia do października, w godzinach 9:00–17:00. Każda osoba na wodzie ma obowiązek nosić zapewnioną przez nas kamizelkę asekuracyjną, a dzieci poniżej 12 lat muszą płynąć w jednej łodzi z osobą dorosłą. Odcinek rzeki poniżej jazu Hallam Weir jest zamknięty dla wszystkich jednostek. Po intensywnych opadach poziom wody może szybko wzrosnąć, dlatego spływy mogą zostać odwołane w krótkim terminie; w przypadku odwołania przez nas zwracamy pełną kwotę. Większość uczestników dociera do punktu odbioru w Oakbridge w około 3 godziny, skąd nasz minibus kursuje z powrotem co godzinę.",
            ),
        ],
        bad=[
            Slip(1, [("around three hours", "three hours")], "hedge"),
            Slip(
                2,
                [
                    (
                        "jest zamknięty dla wszystkich jednostek",
                        "jest otwarty dla wszystkich jednostek",
                    )
                ],
                "negation",
            ),
            Bad(
                "pl",
                "Canoes and kayaks may be hired at the Ferry Lane boathouse from April to October, from 9am to 5pm. Every person on the water is obliged to wear the buoyancy aid we provide, and children under 12 must travel in one boat with an adult. The section of river below Hallam Weir is closed to all craft. After heavy rainfall the water level may rise quickly, so trips may be cancelled at short notice; if we cancel, we refund the full amount. Most participants reach the Oakbridge pick-up point in around 3 hours, from where our minibus runs back every hour.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="en-tattoo-studio-aftercare",
        source="Keep the cling film on your new tattoo for 2 to 4 hours, then wash it gently with lukewarm water and unscented soap. Apply a thin layer of the aftercare balm twice a day for two weeks. Do not swim, use a sauna or sunbathe until the skin has fully healed, which usually takes 3 to 4 weeks. Some redness and light scabbing are normal, but never pick or scratch the scabs. If swelling gets worse after day 3 or you develop a fever, contact your GP. Touch-ups are free within 8 weeks of your appointment.",
        good=[
            Good(
                "preserve",
                "Leave the cling film on your new tattoo for 2 to 4 hours. Then wash the tattoo gently with lukewarm water and soap with no scent. For two weeks, put a thin layer of the aftercare balm on it twice a day. Until the skin has fully healed, do not swim, use a sauna or sunbathe. Healing usually takes 3 to 4 weeks. Some redness and light scabbing are normal, but never pick or scratch the scabs. Contact your GP if the swelling gets worse after day 3 or if you get a fever. If you need a touch-up within 8 weeks of your appointment, it is free.",
            ),
            Good(
                "preserve",
                "Fresh ink? Keep the cling film on for 2–4 hours, then give it a gentle wash with lukewarm water and unscented soap. Twice a day for the next two weeks, apply a thin layer of the aftercare balm. No swimming, saunas or sunbathing until your skin's fully healed — that's usually 3 to 4 weeks. It's normal to see some redness and a bit of light scabbing, but whatever you do, never pick or scratch the scabs. If the swelling's getting worse after day 3, or you come down with a fever, get in touch with your GP. Oh, and touch-ups are on us within 8 weeks of your appointment.",
            ),
            Good(
                "pl",
                "Folię ochronną należy pozostawić na świeżym tatuażu przez 2–4 godziny, a następnie delikatnie umyć skórę letnią wodą z użyciem bezzapachowego mydła. Przez dwa tygodnie należy dwa razy dziennie nakładać cienką warstwę balsamu pielęgnacyjnego. Do czasu pełnego wygojenia skóry, które trwa zazwyczaj od 3 do 4 tygodni, nie wolno pływać, korzystać z sauny ani opalać się. Pewne zaczerwienienie i niewielkie strupy są zjawiskiem prawidłowym; strupów nie należy jednak w żadnym wypadku zdrapywać ani drapać. W przypadku narastania obrzęku po 3. dniu lub wystąpienia gorączki należy skontaktować się z lekarzem rodzinnym. Poprawki wykonywane w ciągu 8 tygodni od daty wizyty są bezpłatne.",
            ),
        ],
        bad=[
            Slip(0, [("Contact your GP if", "You might want to contact your GP if")], "modality"),
            Slip(1, [("that's usually 3 to 4 weeks", "that's 3 to 4 weeks")], "hedge"),
            Slip(2, [("od daty wizyty są bezpłatne", "od daty wizyty są płatne")], "negation"),
        ],
    ),
    Case(
        key="en-grant-youth-music-bursary",
        source="The Riverside Music Trust is offering bursaries of up to £1,500 to musicians aged 16 to 21 who live in Greater Manchester. Funds can cover tuition, instrument purchase or repair, and travel to auditions, but not living costs. Applicants must submit a two-minute video performance and a 300-word statement via https://riversidemusictrust.org/apply by 5pm on Friday 31 October 2025. Shortlisted candidates will be interviewed in early December. Around 25 awards are expected this year. Questions can be sent to grants@riversidemusictrust.org.",
        good=[
            Good(
                "preserve",
                "Bursaries of up to £1,500 are available from the Riverside Music Trust for musicians aged 16 to 21 resident in Greater Manchester. Eligible costs include tuition, the purchase or repair of instruments, and travel to auditions; living costs are not covered. Each application must comprise a two-minute video performance and a 300-word statement, submitted via https://riversidemusictrust.org/apply no later than 5pm on Friday 31 October 2025. Interviews with shortlisted candidates will take place in early December. The Trust expects to make around 25 awards this year. Enquiries may be sent to grants@riversidemusictrust.org.",
            ),
            Good(
                "preserve",
                "Young musicians who live in Greater Manchester can now apply for bursaries worth up to £1,500 from the Riverside Music Trust. The scheme is open to those aged 16 to 21 and will pay for tuition, buying or repairing an instrument, and travel to auditions – though not for living costs. To apply, candidates must send a two-minute video of themselves performing, along with a 300-word statement, through https://riversidemusictrust.org/apply. The deadline is 5pm on Friday 31 October 2025, and those who make the shortlist will be interviewed in early December. The trust expects to hand out around 25 awards this year; questions can be emailed to grants@riversidemusictrust.org.",
            ),
            Good(
                "pl",
                "Masz od 16 do 21 lat, grasz i mieszkasz w Greater Manchester? Riverside Music Trust daje stypendia do 1500 funtów! Kasę można wydać na lekcje, kupno albo naprawę instrumentu i dojazdy na przesłuchania – ale nie na koszty utrzymania. Żeby się zgłosić, musisz wysłać przez https://riversidemusictrust.org/apply dwuminutowe nagranie wideo ze swoim występem i tekst na 300 słów. Czas masz do piątku 31 października 2025 r., do 17:00. Osoby z krótkiej listy zostaną zaproszone na rozmowy na początku grudnia. W tym roku fundacja przewiduje około 25 stypendiów. Pytania? Pisz na grants@riversidemusictrust.org.",
            ),
        ],
        bad=[
            Slip(1, [("Friday 31 October 2025", "Friday 24 October 2025")], "date"),
            Slip(2, [("grants@riversidemusictrust.org", "grant@riversidemusictrust.org")], "url"),
            Slip(
                0,
                [
                    (
                        "resident in Greater Manchester.",
                        "resident in Greater Manchester who are not in full-time employment.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-glacier-walk-tour-info",
        source="Our guided glacier walk on Sólheimajökull lasts about 3 hours, including 1.5 hours on the ice. Crampons, helmets and ice axes are provided, but you must wear waterproof hiking boots with ankle support; trainers are not accepted, and boots can be rented at the base for 2,500 ISK. The minimum age is 10. Groups are limited to 12 people per guide. Tours may be shortened or cancelled in strong winds or heavy rain, in which case we offer a new date or a full refund. Please arrive 20 minutes before departure.",
        good=[
            Good(
                "preserve",
                "The guided glacier walk on Sólheimajökull has a duration of approximately 3 hours, of which 1.5 hours are spent on the ice. Crampons, helmets and ice axes are supplied; however, participants are required to wear waterproof hiking boots with ankle support. Trainers are not accepted. Suitable boots may be hired at the base for 2,500 ISK. Participants must be at least 10 years old, and each guide leads a maximum of 12 people. In the event of strong winds or heavy rain, tours may be shortened or cancelled, and guests will be offered either a new date or a full refund. Please arrive 20 minutes prior to departure.",
            ),
            Good(
                "preserve",
                "The guided walk on the Sólheimajökull glacier takes about 3 hours. You spend an hour and a half of that time on the ice. We give you crampons, a helmet and an ice axe. You must wear waterproof hiking boots that support your ankles. Trainers are not accepted. If you have no boots, you can rent some at the base for 2,500 ISK. Everyone must be at least 10 years old. There are no more than 12 people for each guide. In strong winds or heavy rain, we may make the tour shorter or cancel it. If that happens, we offer you a new date or all your money back. Please come 20 minutes before the tour starts.",
            ),
            Good(
                "pl",
                "Nasz spacer po lodowcu Sólheimajökull z przewodnikiem trwa około 3 godzin, z czego półtorej godziny spędzisz na lodzie. Raki, kask i czekan dostaniesz od nas, ale buty to Twoja sprawa: muszą być nieprzemakalne, trekkingowe i trzymać kostkę. W adidasach Cię nie wpuścimy – jak nie masz butów, wypożyczysz je na miejscu w bazie za 2500 ISK. Trzeba mieć skończone 10 lat. Na jednego przewodnika przypada maksymalnie 12 osób. Przy silnym wietrze albo ulewie wycieczkę możemy skrócić lub odwołać – wtedy proponujemy nowy termin albo pełny zwrot kasy. Bądź na miejscu 20 minut przed startem.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("participants are required to wear", "participants are advised to wear")],
                "modality",
            ),
            Slip(2, [("przypada maksymalnie 12 osób", "przypada maksymalnie 15 osób")], "number"),
            Slip(
                1,
                [("a helmet and an ice axe", "a helmet, an ice axe and a harness")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-leaf-collection-westbury",
        source="Autumn leaf collections in Westbury will run from Monday 3 November to Friday 12 December 2025. Residents may leave up to 5 bags of leaves at the kerbside on their normal bin day; please use paper sacks, which are free from the Civic Centre. Plastic bags will not be collected. Leaves must not be swept into the road or into drains, as this can cause flooding. Dumping garden waste on public land is fly-tipping under section 33 of the Environmental Protection Act 1990 and can lead to a fine. For more details, see westbury.gov.uk/leaves.",
        good=[
            Good(
                "preserve",
                "Westbury's autumn leaf collections get under way on Monday 3 November and will continue until Friday 12 December 2025. Residents can put out as many as 5 bags of leaves at the kerbside on their usual bin day, but the council is asking them to use paper sacks, available free of charge from the Civic Centre – leaves in plastic bags will not be collected. Sweeping leaves into the road or down drains is banned, as it can cause flooding. The council also warns that dumping garden waste on public land counts as fly-tipping under section 33 of the Environmental Protection Act 1990 and can result in a fine. More details are at westbury.gov.uk/leaves.",
            ),
            Good(
                "preserve",
                "Leaf season's here! From Monday 3 November to Friday 12 December 2025, Westbury will pick up your autumn leaves. Just pop up to 5 bags out by the kerb on your normal bin day. Use paper sacks, please — you can grab them for free at the Civic Centre — because plastic bags won't be collected. And don't sweep leaves into the road or down the drains; that can cause flooding. Dumping garden waste on public land? That's fly-tipping under section 33 of the Environmental Protection Act 1990, and you could get fined. More info at westbury.gov.uk/leaves.",
            ),
            Good(
                "pl",
                "Jesienny odbiór liści w Westbury potrwa od poniedziałku 3 listopada do piątku 12 grudnia 2025 r. W zwykły dzień wywozu śmieci możesz wystawić przy krawężniku najwyżej 5 worków z liśćmi. Prosimy używać papierowych worków. Można je dostać za darmo w Civic Centre. Worki plastikowe nie będą odbierane. Nie wolno zamiatać liści na jezdnię ani do studzienek, bo może to spowodować zalanie. Wyrzucanie odpadów z ogrodu na terenie publicznym to nielegalne porzucanie odpadów w rozumieniu sekcji 33 ustawy Environmental Protection Act 1990. Można za to dostać grzywnę. Więcej informacji: westbury.gov.uk/leaves.",
            ),
        ],
        bad=[
            Slip(0, [("Friday 12 December 2025", "Friday 19 December 2025")], "date"),
            Slip(
                1,
                [("section 33 of the Environmental", "section 34 of the Environmental")],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "Worki plastikowe nie będą odbierane.",
                        "Worki plastikowe również będą odbierane.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="en-readme-pipewatch-registry-migration",
        source="## Registry migration\n\nFrom **1 February 2026**, images for `pipewatch` will be published only to GitHub Container Registry. Update your pull commands from `docker pull pipewatch/agent:3` to `docker pull ghcr.io/pipewatch/agent:3`. The old Docker Hub repository will stay read-only until 30 June 2026 and will then be deleted. Tags and digests are unchanged, so no rebuild is needed. If you mirror images internally, you probably only need to change the source URL in `mirror.yaml`.\n\nSee the [migration guide](https://docs.pipewatch.dev/migrate) for Kubernetes examples.",
        good=[
            Good(
                "preserve",
                "## Registry migration\n\nEffective **1 February 2026**, `pipewatch` images will be published exclusively to GitHub Container Registry. Please update your pull commands from `docker pull pipewatch/agent:3` to `docker pull ghcr.io/pipewatch/agent:3`. The existing Docker Hub repository will remain available in read-only mode until 30 June 2026, after which it will be deleted. As tags and digests remain unchanged, no rebuild is required. Teams that mirror images internally will probably only need to change the source URL in `mirror.yaml`.\n\nKubernetes examples are provided in the [migration guide](https://docs.pipewatch.dev/migrate).",
            ),
            Good(
                "preserve",
                "## Registry migration\n\nHeads-up: starting **1 February 2026**, `pipewatch` images will only be published to GitHub Container Registry. So swap `docker pull pipewatch/agent:3` for `docker pull ghcr.io/pipewatch/agent:3` in your pull commands. The old Docker Hub repo sticks around read-only until 30 June 2026, and after that it gets deleted. Tags and digests haven't changed, so there's nothing to rebuild. Mirroring images internally? You'll probably just need to change the source URL in `mirror.yaml`.\n\nWant Kubernetes examples? They're in the [migration guide](https://docs.pipewatch.dev/migrate).",
            ),
            Good(
                "pl",
                "## Migracja rejestru\n\nOd **1 lutego 2026 r.** obrazy `pipewatch` będą publikowane wyłącznie w GitHub Container Registry. W związku z tym w poleceniach pobierania należy zastąpić `docker pull pipewatch/agent:3` poleceniem `docker pull ghcr.io/pipewatch/agent:3`. Dotychczasowe repozytorium w Docker Hub pozostanie dostępne w trybie tylko do odczytu do 30 czerwca 2026 r., po czym zostanie usunięte. Ponieważ tagi i skróty (digesty) nie ulegają zmianie, ponowne budowanie obrazów nie jest konieczne. W przypadku wewnętrznego mirrorowania obrazów prawdopodobnie wystarczy zmienić źródłowy adres URL w pliku `mirror.yaml`.\n\nPrzykłady dla Kubernetesa zawiera [przewodnik migracji](https://docs.pipewatch.dev/migrate).",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "`docker pull ghcr.io/pipewatch/agent:3`",
                        "`docker pull ghcr.io/pipewatch/agent:latest`",
                    )
                ],
                "code",
            ),
            Slip(1, [("until 30 June 2026", "until 30 April 2026")], "date"),
            Slip(0, [("## Registry migration\n\n", "Registry migration\n\n")], "markdown"),
        ],
    ),
    Case(
        key="en-physio-knee-arthroscopy-exercises",
        source="Do these exercises twice a day, starting the day after your knee arthroscopy. For straight leg raises, tighten your thigh, lift your leg about 20 cm off the bed, hold for 5 seconds and lower slowly; repeat 10 times. You can use ice packs for up to 15 minutes at a time to reduce swelling, but always wrap them in a towel. Mild discomfort is expected and should ease within a few days. Stop and call the physiotherapy team on 0161 496 0732 if the pain becomes sharp. Most patients return to desk work after 1 to 2 weeks.",
        good=[
            Good(
                "preserve",
                "The following exercises are to be performed twice daily, commencing on the day after knee arthroscopy. Straight leg raises: contract the thigh muscles, raise the leg approximately 20 cm above the bed, maintain this position for 5 seconds and lower it slowly; complete 10 repetitions. To reduce swelling, ice packs may be applied for a maximum of 15 minutes at a time; they must always be wrapped in a towel. Mild discomfort is to be expected and should subside within a few days. Should the pain become sharp, stop and contact the physiotherapy team on 0161 496 0732. The majority of patients resume desk work after 1 to 2 weeks.",
            ),
            Good(
                "preserve",
                "Twice a day, starting the day after your knee arthroscopy — that's how often to do these. Straight leg raises: tighten your thigh, lift your leg roughly 20 cm off the bed, hold it there for 5 seconds, then lower it slowly. Do that 10 times. To bring swelling down, you can use ice packs for up to 15 minutes at a go, but always wrap them in a towel. A bit of discomfort is expected and should settle down within a few days. If the pain turns sharp, stop and ring the physio team on 0161 496 0732. Most people are back at desk work after a week or two.",
            ),
            Good(
                "pl",
                "Wykonuj te ćwiczenia dwa razy dziennie. Zacznij następnego dnia po artroskopii kolana. Unoszenie prostej nogi: napnij mięśnie uda, unieś nogę około 20 cm nad łóżko, przytrzymaj przez 5 sekund i powoli opuść. Powtórz 10 razy. Aby zmniejszyć obrzęk, możesz przykładać okłady z lodu, najwyżej na 15 minut za jednym razem. Zawsze owijaj je ręcznikiem. Lekki dyskomfort jest spodziewany i powinien minąć w ciągu kilku dni. Jeśli ból stanie się ostry, przerwij ćwiczenia i zadzwoń do zespołu fizjoterapeutów pod numer 0161 496 0732. Większość pacjentów wraca do pracy biurowej po 1–2 tygodniach.",
            ),
        ],
        bad=[
            Slip(2, [("przytrzymaj przez 5 sekund", "przytrzymaj przez 10 sekund")], "number"),
            Slip(1, [("Most people are back", "Everyone is back")], "hedge"),
            Slip(0, [("ice packs may be applied", "ice packs must be applied")], "modality"),
        ],
    ),
    Case(
        key="en-orienteering-night-score-rules",
        source="**Entry rules – Hollins Wood Night Score, 15 November 2025**\n\n- All competitors must carry a whistle and a working head torch.\n- Juniors under 14 must run with an adult; pairs of juniors aged 14–17 may run unaccompanied.\n- GPS watches may be worn, but navigation apps on phones are not allowed.\n- Dogs are not permitted in the forest.\n\nEntries close at midnight on 9 November. Late entries may be accepted on the night if maps are still available, at a surcharge of £3.",
        good=[
            Good(
                "preserve",
                "**Entry rules – Hollins Wood Night Score, 15 November 2025**\n\n- Every competitor must carry a whistle and a head torch that works.\n- Juniors under 14 must run with an adult. Juniors aged 14–17 may run without an adult if they run as a pair.\n- You may wear a GPS watch. You may not use navigation apps on a phone.\n- Dogs are not allowed in the forest.\n\nYou can enter until midnight on 9 November. If there are still maps left on the night, late entries may be accepted. A late entry costs £3 extra.",
            ),
            Good(
                "preserve",
                "**Entry rules – Hollins Wood Night Score, 15 November 2025**\n\n- A whistle and a functioning head torch are mandatory for all competitors.\n- Juniors under 14 are required to run with an adult, whereas juniors aged 14–17 are permitted to run unaccompanied in pairs.\n- The use of phone navigation apps is prohibited; GPS watches, however, may be worn.\n- No dogs are permitted in the forest.\n\nThe entry deadline is midnight on 9 November. Late entries may be accepted on the night where maps remain available, with a £3 surcharge.",
            ),
            Good(
                "pl",
                "**Zasady zapisów – Hollins Wood Night Score, 15 listopada 2025**\n\n- Każdy zawodnik musi mieć przy sobie gwizdek i sprawną czołówkę.\n- Juniorzy poniżej 14 lat muszą biec z dorosłym; pary juniorów w wieku 14–17 lat mogą biec bez opiekuna.\n- Zegarek z GPS możesz mieć na ręce, ale z apek nawigacyjnych w telefonie korzystać nie wolno.\n- Psów do lasu zabierać nie wolno.\n\nZapisy zamykamy o północy 9 listopada. Na miejscu możemy jeszcze przyjąć spóźnione zgłoszenia, jeśli zostaną mapy – z dopłatą 3 funtów.",
            ),
        ],
        bad=[
            Slip(
                0, [("You may not use navigation apps", "You may use navigation apps")], "negation"
            ),
            Slip(
                2,
                [("Juniorzy poniżej 14 lat muszą biec", "Juniorzy poniżej 14 lat mogą biec")],
                "modality",
            ),
            Slip(1, [("\n- No dogs are permitted", " No dogs are permitted")], "markdown"),
        ],
    ),
    Case(
        key="en-hedgerow-dataset-reuse-terms",
        source="The Lowland Hedgerow Survey dataset (2015–2023) is released under the CC BY 4.0 licence, so you may copy, adapt and redistribute it, including for commercial purposes, provided you give appropriate credit. Please cite it as: Marsh, T. and Iqbal, S. (2024) Lowland Hedgerow Survey 2015–2023, doi:10.5285/7f3c1e2a. Location data for nesting sites of protected species have been removed and will not be shared on request. Raw files are about 2.3 GB; a smaller summary version is available at https://data.hedgerows.org.uk/summary.",
        good=[
            Good(
                "preserve",
                "The Lowland Hedgerow Survey dataset, covering the years 2015–2023, is distributed under a CC BY 4.0 licence. Users are therefore permitted to copy, adapt and redistribute the data, commercial use included, on condition that appropriate credit is given. The dataset should be cited as follows: Marsh, T. and Iqbal, S. (2024) Lowland Hedgerow Survey 2015–2023, doi:10.5285/7f3c1e2a. Locations of nesting sites of protected species have been removed from the dataset and will not be made available on request. The raw files amount to approximately 2.3 GB; a smaller summary version can be accessed at https://data.hedgerows.org.uk/summary.",
            ),
            Good(
                "preserve",
                "Want to use the Lowland Hedgerow Survey data (2015–2023)? It's under CC BY 4.0, so you're free to copy it, adapt it and share it again — even commercially — as long as you give appropriate credit. Here's how to cite it, please: Marsh, T. and Iqbal, S. (2024) Lowland Hedgerow Survey 2015–2023, doi:10.5285/7f3c1e2a. We've taken out the locations of protected species' nesting sites, and we won't share them even if you ask. Heads-up, the raw files are around 2.3 GB — there's a smaller summary version at https://data.hedgerows.org.uk/summary.",
            ),
            Good(
                "pl",
                "Zbiór danych Lowland Hedgerow Survey (2015–2023) udostępniono na licencji CC BY 4.0. Oznacza to, że można go kopiować, adaptować i rozpowszechniać, również w celach komercyjnych, pod warunkiem odpowiedniego wskazania autorstwa. Prosimy o cytowanie w następującej formie: Marsh, T. and Iqbal, S. (2024) Lowland Hedgerow Survey 2015–2023, doi:10.5285/7f3c1e2a. Lokalizacje miejsc gniazdowania gatunków chronionych zostały usunięte i nie będą udostępniane na wniosek. Surowe pliki zajmują około 2,3 GB; mniejsza wersja zbiorcza jest dostępna pod adresem https://data.hedgerows.org.uk/summary.",
            ),
        ],
        bad=[
            Slip(2, [("(2024)", "(2023)")], "citation"),
            Slip(
                0,
                [("https://data.hedgerows.org.uk/summary", "https://data.hedgerows.org/summary")],
                "url",
            ),
            Slip(
                1,
                [
                    (
                        "protected species' nesting sites,",
                        "protected species' nesting sites and badger setts,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="en-overtime-approval-procedure",
        source="Overtime must be approved in advance by your line manager through the HR portal; unapproved hours will not be paid. Approved overtime is paid at 1.5 times your basic hourly rate, or 2 times on public holidays. Alternatively, you can choose time off in lieu, which must be taken within 3 months. No one may work more than 48 hours a week averaged over 17 weeks unless they have signed an opt-out. Claims submitted by the 5th of the month are normally included in that month's payroll.",
        good=[
            Good(
                "preserve",
                "All overtime requires advance approval from your line manager via the HR portal; hours worked without approval will not be paid. Approved overtime is paid at 1.5 times the basic hourly rate, rising to 2 times on public holidays. Employees may instead opt for time off in lieu, which must be taken within 3 months. Unless an opt-out has been signed, no employee may work more than 48 hours per week, averaged over a 17-week period. Claims submitted by the 5th of the month will normally be included in that month's payroll.",
            ),
            Good(
                "preserve",
                "Before you work overtime, your line manager must approve it on the HR portal. If the hours were not approved, you will not be paid for them. We pay approved overtime at one and a half times your basic hourly rate. On public holidays we pay double. Instead of money, you can choose time off in lieu. You must take it within 3 months. Nobody may work more than 48 hours a week, on average over 17 weeks, unless they have signed an opt-out. If you send your claim by the 5th of the month, it is normally paid with that month's payroll.",
            ),
            Good(
                "pl",
                "Nadgodziny? Najpierw musi je zatwierdzić Twój przełożony w portalu HR – za godziny bez akceptacji nie dostaniesz pieniędzy. Za zatwierdzone nadgodziny płacimy 1,5-krotność Twojej podstawowej stawki godzinowej, a w święta – dwukrotność. Możesz też zamiast kasy wziąć czas wolny, tylko trzeba go wykorzystać w ciągu 3 miesięcy. Nikt nie może pracować więcej niż 48 godzin tygodniowo (średnio w okresie 17 tygodni), chyba że podpisał opt-out. Jeśli zgłosisz nadgodziny do 5. dnia miesiąca, zwykle trafią one do wypłaty za ten miesiąc.",
            ),
        ],
        bad=[
            Slip(
                0, [("averaged over a 17-week period", "averaged over a 12-week period")], "number"
            ),
            Slip(1, [("it is normally paid with", "it is always paid with")], "hedge"),
            Slip(
                2,
                [("Twój przełożony w portalu HR", "Twój przełożony i dział kadr w portalu HR")],
                "invented_fact",
            ),
        ],
    ),
]
