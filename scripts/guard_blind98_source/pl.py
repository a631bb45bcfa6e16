# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 98: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-curling-club-membership-ice-time",
        source="Członkostwo w Klubie Curlingowym Biały Kamień kosztuje 480 zł rocznie i obejmuje dwie godziny lodu tygodniowo. Składkę należy opłacić do 15 października; po tym terminie rezerwacje zostają zawieszone. Nowi członkowie muszą ukończyć kurs wprowadzający (trzy spotkania po 90 minut), zanim otrzymają własne godziny na torze. Nie wolno wchodzić na lód w obuwiu ulicznym — klub wypożycza nakładki ślizgowe za 10 zł. Niewykorzystanych godzin nie przenosi się na kolejny tydzień. Rezerwacje przyjmujemy przez system klubowy najpóźniej 48 godzin przed rozpoczęciem gry, a odwołania zgłoszone później niż 24 godziny przed meczem są liczone jak wykorzystana godzina.",
        good=[
            Good(
                "preserve",
                """Najważniejsze zasady Klubu Curlingowego Biały Kamień:
- Roczna składka członkowska wynosi 480 zł; w jej ramach przysługują Ci dwie godziny lodu w tygodniu.
- Opłać ją do 15 października – jeśli tego nie zrobisz, Twoje rezerwacje zostaną zawieszone.
- Jako nowy członek musisz ukończyć kurs wprowadzający (trzy spotkania, każde po 90 minut), zanim dostaniesz własne godziny na torze.
- Na lód nie wchodzimy w obuwiu ulicznym. Nakładki ślizgowe wypożyczysz w klubie za 10 zł.
- Niewykorzystane godziny nie przechodzą na kolejny tydzień.
- Rezerwuj przez system klubowy najpóźniej 48 godzin przed grą. Odwołanie zgłoszone później niż 24 godziny przed meczem liczy się jak wykorzystana godzina.""",
            ),
            Good(
                "preserve",
                "Zanim nowy członek Klubu Curlingowego Biały Kamień otrzyma własne godziny na torze, musi przejść kurs wprowadzający, na który składają się trzy 90-minutowe spotkania. Roczna składka to 480 zł i w jej cenie mieszczą się dwie godziny lodu w każdym tygodniu; termin jej opłacenia upływa 15 października, a po nim rezerwacje są zawieszane. Godzin niewykorzystanych nie można przenieść na kolejny tydzień. Rezerwacji dokonuje się w systemie klubowym co najmniej 48 godzin przed grą, a rezygnacja zgłoszona później niż na 24 godziny przed meczem liczy się jako wykorzystana godzina. Wejście na lód w obuwiu ulicznym jest zabronione; nakładki ślizgowe można wypożyczyć w klubie za 10 zł.",
            ),
            Good(
                "en",
                "Membership of the Biały Kamień Curling Club costs PLN 480 a year and includes two hours of ice time per week. The fee must be paid by 15 October; after that date, bookings are suspended. New members have to complete an introductory course (three sessions of 90 minutes each) before they are given their own sheet time. Street shoes are not allowed on the ice — the club rents out sliders for PLN 10. Unused hours do not carry over to the following week. Bookings are made through the club system no later than 48 hours before play, and cancellations made less than 24 hours before a game count as a used hour.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("nie przechodzą na kolejny tydzień", "przechodzą na kolejny tydzień")],
                "negation",
            ),
            Slip(1, [("trzy 90-minutowe spotkania", "trzy 60-minutowe spotkania")], "number"),
            Slip(2, [("must be paid by 15 October", "must be paid by 31 October")], "date"),
        ],
    ),
    Case(
        key="pl-fencing-school-enrolment-rules",
        source="Szkoła Szermierki Floret przyjmuje zapisy na rok szkolny 2025/2026 od 1 do 20 września. Do grupy początkującej przyjmujemy dzieci w wieku od 8 do 12 lat; liczba miejsc jest ograniczona do 16. Rodzic musi dostarczyć zaświadczenie lekarskie o braku przeciwwskazań do uprawiania sportu, a na pierwszych zajęciach powinien być obecny osobiście. Sprzęt ochronny (maska, kurtka i rękawica) zapewnia szkoła przez pierwsze trzy miesiące; potem zawodnik może kupić własny lub dalej go wypożyczać za 40 zł miesięcznie. Opłata za zajęcia wynosi 260 zł miesięcznie. Dane osobowe przetwarzamy na podstawie art. 6 ust. 1 lit. b RODO wyłącznie w celu realizacji umowy.",
        good=[
            Good(
                "preserve",
                "Zapisy do Szkoły Szermierki Floret na rok szkolny 2025/2026 trwają od 1 do 20 września. W grupie dla początkujących czekamy na dzieci w wieku 8–12 lat, ale mamy tylko 16 miejsc. Jako rodzic musisz przynieść zaświadczenie lekarskie potwierdzające brak przeciwwskazań do uprawiania sportu, a na pierwszych zajęciach powinieneś też być obecny osobiście. Maskę, kurtkę i rękawicę zapewniamy przez pierwsze trzy miesiące; później młody szermierz może kupić własny sprzęt albo dalej go wypożyczać za 40 zł miesięcznie. Zajęcia kosztują 260 zł na miesiąc. Dane osobowe przetwarzamy wyłącznie w celu realizacji umowy, na podstawie art. 6 ust. 1 lit. b RODO.",
            ),
            Good(
                "preserve",
                """Zapisy – Szkoła Szermierki Floret, rok szkolny 2025/2026
1. Termin zapisów: 1–20 września.
2. Grupa początkująca: dzieci w wieku 8–12 lat, maksymalnie 16 miejsc.
3. Wymagane: zaświadczenie lekarskie o braku przeciwwskazań do uprawiania sportu, dostarczone przez rodzica.
4. Pierwsze zajęcia: rodzic powinien być obecny osobiście.
5. Sprzęt ochronny (maska, kurtka, rękawica): zapewnia szkoła przez pierwsze trzy miesiące; później zawodnik może kupić własny lub dalej wypożyczać go za 40 zł miesięcznie.
6. Opłata za zajęcia: 260 zł miesięcznie.
7. Dane osobowe: przetwarzane wyłącznie w celu realizacji umowy (art. 6 ust. 1 lit. b RODO).""",
            ),
            Good(
                "en",
                "Floret Fencing School is taking enrolments for the 2025/2026 school year from 1 to 20 September. The beginners' group is open to children aged 8 to 12 and is limited to 16 places. A parent must provide a medical certificate confirming that there are no contraindications to practising sport, and should attend the first sessions in person. The school supplies protective gear (mask, jacket and glove) for the first three months; after that, the fencer may buy their own or keep renting it for PLN 40 a month. Classes cost PLN 260 per month. Personal data are processed under Article 6(1)(b) GDPR solely for the purpose of performing the contract.",
            ),
        ],
        bad=[
            Slip(0, [("powinieneś też być obecny", "musisz też być obecny")], "modality"),
            Slip(1, [("art. 6 ust. 1 lit. b", "art. 9 ust. 2 lit. a")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "Classes cost PLN 260 per month.",
                        "Classes cost PLN 260 per month and are taught by a former national team fencer.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-origami-workshop-library-signup",
        source="Warsztaty origami „Żuraw i wachlarz” odbędą się w sobotę 8 marca w Bibliotece Miejskiej przy ul. Lipowej 12, w godzinach 11:00–14:00. Prowadząca, Hanna Sowa, pokaże około dziesięciu form, od prostego żurawia po modułową kulę kusudama. Papier kami w formacie 15 × 15 cm zapewniamy na miejscu, ale warto przynieść własną kostkę do zaginania. Liczba miejsc wynosi 24, a udział kosztuje 35 zł od osoby; dzieci poniżej 10 lat mogą uczestniczyć wyłącznie z opiekunem. Zapisy przyjmujemy przez formularz na stronie https://biblioteka-lipowa.pl/origami lub mailowo: warsztaty@biblioteka-lipowa.pl. Osoby zapisane, które nie mogą przyjść, prosimy o wcześniejsze odwołanie rezerwacji.",
        good=[
            Good(
                "preserve",
                "W sobotę 8 marca, od 11:00 do 14:00, w Bibliotece Miejskiej (ul. Lipowa 12) odbędą się warsztaty origami „Żuraw i wachlarz”. Hanna Sowa pokaże około dziesięciu form – od prostego żurawia aż po modułową kulę kusudama. Papier kami 15 × 15 cm dostaniecie na miejscu, choć dobrze jest mieć ze sobą własną kostkę do zaginania. Mamy 24 miejsca, a udział kosztuje 35 zł za osobę. Dzieci, które nie skończyły 10 lat, mogą wziąć udział tylko z opiekunem. Zapisać się można przez formularz na https://biblioteka-lipowa.pl/origami albo pisząc na warsztaty@biblioteka-lipowa.pl. Jeśli jesteś zapisany, a nie możesz przyjść, prosimy, odwołaj rezerwację wcześniej.",
            ),
            Good(
                "preserve",
                """**Warsztaty origami „Żuraw i wachlarz”**
- Kiedy: sobota, 8 marca, godz. 11:00–14:00
- Gdzie: Biblioteka Miejska, ul. Lipowa 12
- Prowadzenie: Hanna Sowa – około dziesięciu form, od prostego żurawia po modułową kulę kusudama
- Materiały: papier kami 15 × 15 cm na miejscu; warto przynieść własną kostkę do zaginania
- Miejsca: 24; koszt: 35 zł/os.
- Dzieci poniżej 10 lat – wyłącznie z opiekunem
- Zapisy: formularz https://biblioteka-lipowa.pl/origami lub e-mail warsztaty@biblioteka-lipowa.pl

Jeśli jesteś zapisany, ale nie możesz przyjść, prosimy o wcześniejsze odwołanie rezerwacji.""",
            ),
            Good(
                "en",
                "The origami workshop “Crane and Fan” will take place on Saturday 8 March from 11:00 to 14:00 at the Municipal Library, ul. Lipowa 12. The instructor, Hanna Sowa, will demonstrate about ten models, from a simple crane to a modular kusudama ball. Kami paper (15 × 15 cm) is provided on site, but it is worth bringing your own bone folder. There are 24 places and participation costs PLN 35 per person; children under 10 may take part only with a guardian. Sign up via the form at https://biblioteka-lipowa.pl/origami or by e-mail at warsztaty@biblioteka-lipowa.pl. If you have registered but cannot come, please cancel your booking in advance.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Hanna Sowa pokaże", "Hanna Sowa, autorka trzech książek o origami, pokaże")],
                "invented_fact",
            ),
            Slip(1, [("Miejsca: 24", "Miejsca: 20")], "number"),
            Slip(
                2,
                [
                    (
                        "https://biblioteka-lipowa.pl/origami",
                        "https://biblioteka-lipowa.pl/warsztaty",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-orchid-society-show-exhibitors",
        source="Wystawa Polskiego Towarzystwa Miłośników Storczyków odbędzie się w dniach 14–16 listopada w palmiarni ogrodu botanicznego. Rośliny do oceny należy dostarczyć w czwartek 13 listopada między 16:00 a 19:00; okazów przywiezionych później nie przyjmujemy do konkursu. Każdy wystawca może zgłosić najwyżej pięć roślin, a każda musi mieć etykietę z pełną nazwą taksonu. Okazy z objawami chorób lub szkodników zostaną odesłane. Nie zezwala się na sprzedaż roślin na stoiskach wystawowych — handel odbywa się wyłącznie w wyznaczonej strefie kiermaszu. Rośliny należy odebrać w niedzielę 16 listopada po 17:00. Jury może przyznać nagrodę specjalną za najlepiej przygotowany okaz botaniczny.",
        good=[
            Good(
                "preserve",
                """Informacje dla wystawców – wystawa Polskiego Towarzystwa Miłośników Storczyków (palmiarnia ogrodu botanicznego, 14–16 listopada):
1. Rośliny do oceny dostarcz w czwartek 13 listopada w godzinach 16:00–19:00. Okazy przywiezione później nie zostaną przyjęte do konkursu.
2. Możesz zgłosić maksymalnie pięć roślin; każda musi mieć etykietę z pełną nazwą taksonu.
3. Okazy z objawami chorób lub szkodników odeślemy.
4. Sprzedaż roślin na stoiskach wystawowych jest niedozwolona – handel jest możliwy tylko w wyznaczonej strefie kiermaszu.
5. Odbiór roślin: niedziela 16 listopada, po 17:00.

Jury może przyznać nagrodę specjalną za najlepiej przygotowany okaz botaniczny.""",
            ),
            Good(
                "preserve",
                "Od 14 do 16 listopada palmiarnia ogrodu botanicznego będzie gościć wystawę Polskiego Towarzystwa Miłośników Storczyków. Każdy wystawca może zgłosić nie więcej niż pięć roślin, przy czym każda z nich musi być opatrzona etykietą z pełną nazwą taksonu. Rośliny przeznaczone do oceny przyjmujemy w czwartek 13 listopada od 16:00 do 19:00 – okazy przywiezione po tym czasie nie wezmą udziału w konkursie. Rośliny z objawami chorób lub szkodników będą odsyłane. Na stoiskach wystawowych obowiązuje zakaz sprzedaży; handlować można jedynie w wyznaczonej strefie kiermaszu. Okazy należy odebrać w niedzielę 16 listopada po godzinie 17:00. Za najlepiej przygotowany okaz botaniczny jury może przyznać nagrodę specjalną.",
            ),
            Good(
                "en",
                "The Polish Orchid Society's show will be held on 14–16 November in the botanical garden's palm house. Plants for judging must be delivered on Thursday 13 November between 16:00 and 19:00; specimens brought later will not be accepted into the competition. Each exhibitor may enter no more than five plants, and each one must carry a label with the full name of the taxon. Specimens showing signs of disease or pests will be sent back. Selling plants at the exhibition stands is not permitted — trade takes place only in the designated market area. Plants must be collected on Sunday 16 November after 17:00. The jury may award a special prize for the best-prepared botanical specimen.",
            ),
        ],
        bad=[
            Slip(0, [("w czwartek 13 listopada", "w środę 12 listopada")], "date"),
            Slip(
                1, [("nie wezmą udziału w konkursie", "także wezmą udział w konkursie")], "negation"
            ),
            Slip(2, [("The jury may award", "The jury will award")], "modality"),
        ],
    ),
    Case(
        key="pl-museum-taxidermy-loan-conditions",
        source="Muzeum Przyrodnicze udostępnia eksponaty z kolekcji preparatów zoologicznych innym instytucjom na podstawie umowy użyczenia. Wniosek należy złożyć co najmniej sześć miesięcy przed planowanym otwarciem wystawy. Okazy gatunków objętych ochroną mogą być wypożyczane wyłącznie po uzyskaniu zgody, o której mowa w art. 56 ustawy z dnia 16 kwietnia 2004 r. o ochronie przyrody. Wypożyczający musi zapewnić temperaturę 18–22°C i wilgotność względną 45–55% oraz ubezpieczyć eksponaty na wartość wskazaną w umowie. Preparatów nie wolno wyjmować z gablot bez obecności konserwatora muzeum. Transport organizuje i opłaca strona wypożyczająca. Okres użyczenia nie może przekroczyć 12 miesięcy, z możliwością jednokrotnego przedłużenia.",
        good=[
            Good(
                "preserve",
                """Zasady wypożyczania preparatów zoologicznych z Muzeum Przyrodniczego:
- Eksponaty z kolekcji udostępniamy innym instytucjom na podstawie umowy użyczenia.
- Wniosek składa się najpóźniej sześć miesięcy przed planowanym otwarciem wystawy.
- Okazy gatunków chronionych wypożyczamy tylko po uzyskaniu zgody, o której mowa w art. 56 ustawy z dnia 16 kwietnia 2004 r. o ochronie przyrody.
- Wypożyczający ma obowiązek zapewnić temperaturę 18–22°C i wilgotność względną 45–55%, a także ubezpieczyć eksponaty na wartość określoną w umowie.
- Preparaty można wyjmować z gablot wyłącznie w obecności konserwatora muzeum.
- Transport organizuje i opłaca strona wypożyczająca.
- Użyczenie trwa maksymalnie 12 miesięcy; można je przedłużyć jeden raz.""",
            ),
            Good(
                "preserve",
                "Muzeum Przyrodnicze udostępnia preparaty zoologiczne ze swojej kolekcji innym instytucjom, zawierając z nimi umowę użyczenia; wniosek trzeba złożyć nie później niż sześć miesięcy przed planowanym otwarciem wystawy. W przypadku okazów gatunków objętych ochroną wypożyczenie jest możliwe wyłącznie po uzyskaniu zgody, o której mowa w art. 56 ustawy z dnia 16 kwietnia 2004 r. o ochronie przyrody. Wypożyczający jest zobowiązany utrzymać temperaturę 18–22°C i wilgotność względną 45–55% oraz ubezpieczyć eksponaty na wartość wskazaną w umowie; organizuje on również transport i ponosi jego koszty. Bez obecności konserwatora muzeum nie wolno wyjmować preparatów z gablot. Użyczenie może trwać najwyżej 12 miesięcy i można je przedłużyć tylko raz.",
            ),
            Good(
                "en",
                "The Natural History Museum lends specimens from its taxidermy collection to other institutions under a loan-for-use agreement. Applications must be submitted at least six months before the planned opening of the exhibition. Specimens of protected species may be lent only after obtaining the permit referred to in Article 56 of the Nature Conservation Act of 16 April 2004. The borrower must maintain a temperature of 18–22°C and a relative humidity of 45–55%, and must insure the items for the value stated in the agreement. Specimens must not be taken out of their display cases unless a museum conservator is present. Transport is arranged and paid for by the borrowing party. The loan period may not exceed 12 months and may be extended once.",
            ),
        ],
        bad=[
            Slip(0, [("art. 56 ustawy", "art. 65 ustawy")], "legal_reference"),
            Slip(1, [("jest zobowiązany utrzymać", "powinien utrzymać")], "modality"),
            Slip(2, [("may not exceed 12 months", "may exceed 12 months")], "negation"),
        ],
    ),
    Case(
        key="pl-circus-school-children-classes",
        source="Szkoła Cyrkowa Mały Akrobata prowadzi zajęcia dla dzieci od 6 do 14 lat w grupach liczących maksymalnie 10 osób. Trening trwa 75 minut i obejmuje rozgrzewkę, akrobatykę, żonglerkę oraz naukę chodzenia po linie zawieszonej nisko nad matą. Dzieci nie wykonują ćwiczeń na trapezie bez asekuracji trenera. Z naszego doświadczenia wynika, że większość uczestników opanowuje podstawy żonglowania trzema piłkami zwykle w ciągu około dwóch–trzech miesięcy, choć tempo bywa bardzo różne. Dziecko powinno mieć wygodny strój bez zamków i ozdób oraz skarpetki antypoślizgowe. Przed pierwszymi zajęciami rodzice wypełniają ankietę zdrowotną. Karnet na 8 zajęć kosztuje 320 zł; pojedyncze wejście — 45 zł.",
        good=[
            Good(
                "preserve",
                "W Szkole Cyrkowej Mały Akrobata ćwiczą dzieci w wieku 6–14 lat, a w jednej grupie jest najwyżej 10 osób. Każdy trening trwa 75 minut: zaczynamy od rozgrzewki, potem jest akrobatyka, żonglerka i nauka chodzenia po linie zawieszonej nisko nad matą. Na trapezie dzieci ćwiczą wyłącznie z asekuracją trenera. Z naszego doświadczenia wynika, że większość dzieci opanowuje podstawy żonglowania trzema piłkami zwykle po około dwóch–trzech miesiącach, ale tempo bywa bardzo różne. Dziecko powinno przyjść w wygodnym stroju bez zamków i ozdób oraz w skarpetkach antypoślizgowych. Przed pierwszymi zajęciami rodzic wypełnia ankietę zdrowotną. Karnet na 8 zajęć to koszt 320 zł, a pojedyncze wejście kosztuje 45 zł.",
            ),
            Good(
                "preserve",
                """Szkoła Cyrkowa Mały Akrobata – w skrócie:
• wiek: 6–14 lat; grupy do 10 osób;
• trening: 75 minut – rozgrzewka, akrobatyka, żonglerka, nauka chodzenia po linie zawieszonej nisko nad matą;
• trapez: żadnych ćwiczeń bez asekuracji trenera;
• postępy: z naszego doświadczenia większość uczestników opanowuje podstawy żonglowania trzema piłkami zwykle w ciągu około dwóch–trzech miesięcy, choć tempo bywa bardzo różne;
• strój: dziecko powinno mieć wygodne ubranie bez zamków i ozdób oraz skarpetki antypoślizgowe;
• przed pierwszymi zajęciami: ankieta zdrowotna wypełniana przez rodziców;
• ceny: karnet na 8 zajęć – 320 zł, pojedyncze wejście – 45 zł.""",
            ),
            Good(
                "en",
                "Little Acrobat Circus School runs classes for children aged 6 to 14 in groups of no more than 10. Each session lasts 75 minutes and includes a warm-up, acrobatics, juggling and learning to walk on a rope hung low above a mat. Children do not work on the trapeze without a coach spotting them. In our experience, most participants usually pick up the basics of juggling three balls within about two to three months, although the pace varies a lot. Your child should wear comfortable clothing without zips or decorations, plus non-slip socks. Before the first class, parents fill in a health questionnaire. A pass for 8 classes costs PLN 320; a single entry is PLN 45.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("zwykle po około dwóch–trzech miesiącach", "po dwóch–trzech miesiącach")],
                "hedge",
            ),
            Slip(1, [("grupy do 10 osób", "grupy do 12 osób")], "number"),
            Slip(
                2,
                [("Children do not work on the trapeze", "Children work on the trapeze")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-freediving-course-level-one",
        source="Kurs freedivingu poziomu pierwszego trwa dwa weekendy i składa się z zajęć teoretycznych, treningu na basenie oraz dwóch sesji na wodach otwartych do głębokości 16 m. Uczestnik musi mieć ukończone 18 lat oraz aktualne zaświadczenie lekarskie; osoby z chorobami serca lub płuc powinny przed zapisem skonsultować się z lekarzem medycyny nurkowej. Nigdy nie nurkujemy bez partnera. Podczas zajęć omawiamy m.in. ryzyko utraty przytomności w płytkiej wodzie, które według przeglądu Lindholma i Lundgrena (2009, Journal of Applied Physiology, 106: 284–292) może wystąpić nawet u doświadczonych nurków. Nie gwarantujemy, że każdy uczestnik osiągnie 16 m — wiele osób prawdopodobnie zatrzyma się na 10–12 m i to jest w porządku.",
        good=[
            Good(
                "preserve",
                "Pierwszy poziom kursu freedivingu to dwa weekendy: teoria, trening na basenie i dwie sesje na wodach otwartych, podczas których schodzimy maksymalnie na 16 m. Żeby się zapisać, musisz mieć skończone 18 lat i aktualne zaświadczenie lekarskie. Jeśli chorujesz na serce lub płuca, przed zapisem powinieneś skonsultować się z lekarzem medycyny nurkowej. Pamiętaj: nigdy nie nurkujemy bez partnera. Omawiamy też między innymi ryzyko utraty przytomności w płytkiej wodzie, które – jak wskazuje przegląd Lindholma i Lundgrena (2009, Journal of Applied Physiology, 106: 284–292) – może wystąpić nawet u doświadczonych nurków. Nie obiecujemy, że każdy dojdzie do 16 m; wiele osób prawdopodobnie zatrzyma się na 10–12 m i to jest w porządku.",
            ),
            Good(
                "preserve",
                "Kurs freedivingu na poziomie pierwszym obejmuje dwa weekendy zajęć: część teoretyczną, trening basenowy oraz dwie sesje na wodach otwartych, do głębokości 16 m. Warunkiem udziału jest ukończenie 18 lat i posiadanie aktualnego zaświadczenia lekarskiego, a osobom z chorobami serca lub płuc zaleca się konsultację z lekarzem medycyny nurkowej przed zapisem. Nie nurkujemy bez partnera – nigdy. W programie znajduje się m.in. zagadnienie utraty przytomności w płytkiej wodzie; przegląd Lindholma i Lundgrena (2009, Journal of Applied Physiology, 106: 284–292) wskazuje, że może ona wystąpić nawet u doświadczonych nurków. Nie dajemy gwarancji, że każdy uczestnik osiągnie 16 m – wiele osób prawdopodobnie zakończy na 10–12 m, co jest w porządku.",
            ),
            Good(
                "en",
                "The level 1 freediving course runs over two weekends and consists of theory sessions, pool training and two open-water sessions to a depth of 16 m. Participants must be at least 18 years old and hold a current medical certificate; anyone with a heart or lung condition should consult a diving medicine doctor before signing up. We never dive without a buddy. Among other topics, we cover the risk of shallow water blackout, which, according to the review by Lindholm and Lundgren (2009, Journal of Applied Physiology, 106: 284–292), can occur even in experienced divers. We do not guarantee that every participant will reach 16 m — many people will probably stop at 10–12 m, and that is fine.",
            ),
        ],
        bad=[
            Slip(
                0, [("wiele osób prawdopodobnie zatrzyma się", "wiele osób zatrzyma się")], "hedge"
            ),
            Slip(1, [("Lundgrena (2009", "Lundgrena (2012")], "citation"),
            Slip(
                2,
                [
                    (
                        "should consult a diving medicine doctor",
                        "must consult a diving medicine doctor",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-billiards-league-winter-season",
        source="Sezon zimowy Ligi Bilardowej Zielona Sukna rusza w poniedziałek 6 października i potrwa do 23 lutego. Mecze rozgrywamy w poniedziałki od 19:00 w klubie Kula przy ul. Fabrycznej 3. Drużyna liczy od czterech do sześciu zawodników, a w każdym meczu gra czterech. Wpisowe wynosi 300 zł od drużyny i trzeba je wpłacić przed pierwszą kolejką. Gramy w odmianę 8-ball do pięciu wygranych partii. Mecz, który nie rozpocznie się do 19:30 z winy drużyny, jest uznawany za walkower. Zawodnik zgłoszony do jednej drużyny nie może w tym samym sezonie grać w innej. Cztery najlepsze zespoły awansują do turnieju finałowego 2 marca.",
        good=[
            Good(
                "preserve",
                """Liga Bilardowa Zielona Sukna – sezon zimowy
- Terminy: od poniedziałku 6 października do 23 lutego; mecze w poniedziałki od 19:00.
- Miejsce: klub Kula, ul. Fabryczna 3.
- Skład: 4–6 zawodników w drużynie, w każdym meczu gra czterech.
- Wpisowe: 300 zł od drużyny, płatne przed pierwszą kolejką.
- Format: 8-ball, mecz do pięciu wygranych partii.
- Walkower: jeśli mecz nie rozpocznie się do 19:30 z winy drużyny.
- Zawodnik zgłoszony do jednej drużyny nie może w tym samym sezonie grać w innej.
- Cztery najlepsze zespoły awansują do turnieju finałowego 2 marca.""",
            ),
            Good(
                "preserve",
                "Zimowy sezon Ligi Bilardowej Zielona Sukna startuje w poniedziałek, 6 października, i kończy się 23 lutego. Gramy w poniedziałki od 19:00 w klubie Kula (ul. Fabryczna 3), w odmianę 8-ball, do pięciu wygranych partii. Drużyna liczy od czterech do sześciu zawodników, ale w meczu występuje czterech. Wpisowe – 300 zł za drużynę – trzeba wpłacić przed pierwszą kolejką. Jeśli z winy waszej drużyny mecz nie zacznie się do 19:30, zostanie uznany za walkower. Kto zgłosi się do jednej drużyny, nie może w tym samym sezonie zagrać w innej. Do turnieju finałowego, który odbędzie się 2 marca, awansują cztery najlepsze zespoły.",
            ),
            Good(
                "en",
                "The winter season of the Zielona Sukna Billiards League starts on Monday 6 October and runs until 23 February. Matches are played on Mondays from 19:00 at the Kula club, ul. Fabryczna 3. A team has four to six players, and four of them play in each match. The entry fee is PLN 300 per team and must be paid before the first round. We play 8-ball, first to five frames. A match that has not started by 19:30 through a team's fault is declared a walkover. A player registered with one team may not play for another in the same season. The top four teams advance to the final tournament on 2 March.",
            ),
        ],
        bad=[
            Slip(0, [("Wpisowe: 300 zł", "Wpisowe: 250 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "nie może w tym samym sezonie zagrać w innej",
                        "może w tym samym sezonie zagrać też w innej",
                    )
                ],
                "negation",
            ),
            Slip(2, [("final tournament on 2 March", "final tournament on 9 March")], "date"),
        ],
    ),
    Case(
        key="pl-karaoke-bar-house-rules",
        source="Regulamin karaoke w barze Mikrofon. Zapisy na listę śpiewających prowadzi DJ od 20:00; jedna osoba może zgłosić maksymalnie dwie piosenki naraz. Kolejność ustala lista, a DJ może ją zmienić tylko w wyjątkowych sytuacjach, np. przy występach urodzinowych. Nie wolno wnosić własnych napojów ani stawać na stołach i kanapach. Za uszkodzenie mikrofonu lub innego sprzętu odpowiada osoba, która je spowodowała. Osoby poniżej 18 lat mogą przebywać w lokalu do 21:00 i tylko pod opieką dorosłych. Prosimy o szacunek dla występujących — nie komentujemy głośno niczyjego śpiewu. Obsługa ma prawo wyprosić gości, którzy nie przestrzegają regulaminu.",
        good=[
            Good(
                "preserve",
                "Zasady karaoke w barze Mikrofon w pigułce: na listę śpiewających zapisujesz się u DJ-a od 20:00 i możesz zgłosić najwyżej dwie piosenki jednocześnie. O kolejności decyduje lista – DJ może ją zmienić tylko w wyjątkowych sytuacjach, na przykład przy występach urodzinowych. Nie przynoś własnych napojów i nie stawaj na stołach ani kanapach. Jeśli uszkodzisz mikrofon albo inny sprzęt, odpowiadasz za to. Niepełnoletni (poniżej 18 lat) mogą być w lokalu do 21:00 i wyłącznie pod opieką dorosłych. Szanuj występujących: nikt tu głośno nie komentuje cudzego śpiewu. Obsługa ma prawo wyprosić gości, którzy łamią regulamin.",
            ),
            Good(
                "preserve",
                """Regulamin karaoke – bar Mikrofon
1. Zapisy na listę śpiewających przyjmuje DJ od godziny 20:00. Jedna osoba może zgłosić jednocześnie nie więcej niż dwie piosenki.
2. Kolejność występów wynika z listy; DJ może ją zmienić wyłącznie w wyjątkowych sytuacjach (np. występy urodzinowe).
3. Zabrania się wnoszenia własnych napojów oraz stawania na stołach i kanapach.
4. Odpowiedzialność za uszkodzenie mikrofonu lub innego sprzętu ponosi osoba, która je spowodowała.
5. Osoby poniżej 18 lat mogą przebywać w lokalu do 21:00, wyłącznie pod opieką dorosłych.
6. Prosimy o szacunek dla występujących i o niekomentowanie głośno niczyjego śpiewu.
7. Obsługa ma prawo wyprosić gości nieprzestrzegających regulaminu.""",
            ),
            Good(
                "en",
                "Karaoke house rules at the Mikrofon bar: the DJ takes sign-ups for the singers' list from 20:00, and each person may put down at most two songs at a time. The order follows the list; the DJ may change it only in exceptional cases, such as birthday performances. Do not bring your own drinks, and do not stand on tables or sofas. Whoever damages a microphone or other equipment is responsible for the damage. Guests under 18 may stay until 21:00 and only under adult supervision. Please respect the performers — we do not comment loudly on anyone's singing. Staff have the right to ask guests who do not follow the rules to leave.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "odpowiadasz za to.",
                        "odpowiadasz za to – koszt naprawy doliczymy do Twojego rachunku.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Obsługa ma prawo wyprosić", "Obsługa ma obowiązek wyprosić")], "modality"),
            Slip(
                2,
                [
                    (
                        "Do not bring your own drinks, and do not stand",
                        "You can bring your own drinks, but do not stand",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-stamp-collectors-fair-exhibitors",
        source="XXIV Giełda Filatelistyczna odbędzie się w niedzielę 12 kwietnia 2026 r. w hali sportowej Szkoły Podstawowej nr 5 przy ul. Ogrodowej 21. Sala będzie otwarta dla zwiedzających od 9:00 do 15:00, a wystawcy mogą rozkładać stoiska od 7:30. Wstęp jest bezpłatny. Stół wystawcy (ok. 2 m) kosztuje 60 zł, a rezerwacji należy dokonać do 31 marca przez formularz na stronie www.filatelia-ogrodowa.pl/gielda. Prosimy, by nie oferować znaczków o nieudokumentowanym pochodzeniu. Na miejscu działa punkt ekspertyz, w którym rzeczoznawca bezpłatnie oceni do pięciu walorów na osobę. Kontakt dla wystawców: gielda@filatelia-ogrodowa.pl.",
        good=[
            Good(
                "preserve",
                """XXIV Giełda Filatelistyczna – najważniejsze informacje:
- Termin: niedziela, 12 kwietnia 2026 r.
- Miejsce: hala sportowa Szkoły Podstawowej nr 5, ul. Ogrodowa 21.
- Godziny dla zwiedzających: 9:00–15:00, wstęp wolny; wystawcy mogą rozkładać stoiska od 7:30.
- Stół wystawcy: ok. 2 m, 60 zł; rezerwacja do 31 marca przez formularz na www.filatelia-ogrodowa.pl/gielda.
- Prosimy nie oferować znaczków o nieudokumentowanym pochodzeniu.
- Punkt ekspertyz: rzeczoznawca bezpłatnie oceni do pięciu walorów na osobę.
- Kontakt dla wystawców: gielda@filatelia-ogrodowa.pl.""",
            ),
            Good(
                "preserve",
                "Zapraszamy na XXIV Giełdę Filatelistyczną! Spotykamy się w niedzielę 12 kwietnia 2026 r. w hali sportowej Szkoły Podstawowej nr 5 (ul. Ogrodowa 21). Zwiedzających wpuszczamy bezpłatnie od 9:00 do 15:00, a wystawcy mogą przygotowywać stoiska już od 7:30. Stół o długości około 2 m kosztuje 60 zł – trzeba go zarezerwować do 31 marca w formularzu na stronie www.filatelia-ogrodowa.pl/gielda; wystawców prosimy o kontakt pod adresem gielda@filatelia-ogrodowa.pl. W punkcie ekspertyz rzeczoznawca bez opłat oceni do pięciu walorów na osobę. Prosimy nie oferować znaczków, których pochodzenie nie jest udokumentowane.",
            ),
            Good(
                "en",
                "The 24th Stamp Collectors' Fair will be held on Sunday, April 12, 2026, in the sports hall of Primary School No. 5 at ul. Ogrodowa 21. The hall will be open to visitors from 9:00 a.m. to 3:00 p.m., and exhibitors may set up their stands from 7:30 a.m. Admission is free. An exhibitor's table (approx. 2 m) costs PLN 60 and must be booked by March 31 using the form at www.filatelia-ogrodowa.pl/gielda. We ask that you do not offer stamps of undocumented provenance. An appraisal desk will be available on site, where an expert will assess up to five items per person free of charge. Exhibitor contact: gielda@filatelia-ogrodowa.pl.",
            ),
        ],
        bad=[
            Slip(0, [("rezerwacja do 31 marca", "rezerwacja do 15 marca")], "date"),
            Slip(1, [("do pięciu walorów", "do dziesięciu walorów")], "number"),
            Slip(
                2, [("www.filatelia-ogrodowa.pl/gielda", "www.filatelia-ogrodowa.pl/targi")], "url"
            ),
        ],
    ),
    Case(
        key="pl-hive-scale-tool-readme-install",
        source="""## Instalacja

Narzędzie `ulik` zbiera dane z elektronicznych wag ulowych i wymaga Pythona 3.10 lub nowszego. Zainstaluj je poleceniem:

```bash
pip install ulik==2.3.1
```

Przed pierwszym uruchomieniem musisz utworzyć plik konfiguracyjny `~/.ulik/config.toml` i ustawić w nim klucz `hive_id`. Dane z wag są domyślnie wysyłane co 15 minut; możesz zmienić ten interwał opcją `--interval`. Nie zalecamy wartości poniżej 5 minut, bo może to szybciej rozładowywać baterię czujnika.

### Aktualizacja

Wersje 2.x nie są zgodne z plikami konfiguracyjnymi z wersji 1.x — po aktualizacji uruchom `ulik migrate`, aby przenieść ustawienia.""",
        good=[
            Good(
                "preserve",
                """## Instalacja

`ulik` zbiera dane z elektronicznych wag ulowych. Wymaga Pythona w wersji 3.10 lub nowszej. Instalacja:

```bash
pip install ulik==2.3.1
```

Zanim uruchomisz narzędzie po raz pierwszy, musisz utworzyć plik `~/.ulik/config.toml` i ustawić w nim klucz `hive_id`.

Domyślnie dane z wag są wysyłane co 15 minut. Interwał możesz zmienić opcją `--interval`, ale nie zalecamy schodzenia poniżej 5 minut – bateria czujnika może się wtedy szybciej rozładowywać.

### Aktualizacja

Pliki konfiguracyjne z wersji 1.x nie są zgodne z wersjami 2.x. Po aktualizacji uruchom `ulik migrate`, żeby przenieść ustawienia.""",
            ),
            Good(
                "preserve",
                """## Instalacja

`ulik` służy do zbierania danych z elektronicznych wag ulowych.

1. Upewnij się, że masz Pythona 3.10 lub nowszego – `ulik` go wymaga.
2. Zainstaluj pakiet:

   ```bash
   pip install ulik==2.3.1
   ```

3. Przed pierwszym uruchomieniem utwórz plik konfiguracyjny `~/.ulik/config.toml` i ustaw w nim klucz `hive_id` – ten krok jest obowiązkowy.
4. Opcjonalnie zmień opcją `--interval` częstotliwość wysyłania danych z wag (domyślnie co 15 minut). Nie zalecamy wartości poniżej 5 minut, ponieważ może to szybciej rozładowywać baterię czujnika.

### Aktualizacja

Wersje 2.x nie są zgodne z plikami konfiguracyjnymi z wersji 1.x, dlatego po aktualizacji uruchom `ulik migrate`, aby przenieść ustawienia.""",
            ),
            Good(
                "en",
                """## Installation

The `ulik` tool collects data from electronic beehive scales and requires Python 3.10 or newer. Install it with:

```bash
pip install ulik==2.3.1
```

Before the first run you must create the configuration file `~/.ulik/config.toml` and set the `hive_id` key in it. Scale data is sent every 15 minutes by default; you can change this interval with the `--interval` option. We do not recommend values below 5 minutes, as this may drain the sensor battery faster.

### Upgrading

Versions 2.x are not compatible with configuration files from version 1.x — after upgrading, run `ulik migrate` to carry your settings over.""",
            ),
        ],
        bad=[
            Slip(0, [("### Aktualizacja", "Aktualizacja")], "markdown"),
            Slip(1, [("ten krok jest obowiązkowy", "ten krok jest zalecany")], "modality"),
            Slip(2, [("set the `hive_id` key", "set the `hive_name` key")], "code"),
        ],
    ),
    Case(
        key="pl-flat-rental-deposit-contract-terms",
        source="Zgodnie z art. 6 ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów wynajmujący może pobrać kaucję zabezpieczającą, która nie może przekraczać dwunastokrotności miesięcznego czynszu. W naszej umowie kaucja wynosi 5 400 zł, czyli trzykrotność czynszu w wysokości 1 800 zł. Kaucja podlega zwrotowi w ciągu miesiąca od opróżnienia lokalu, po potrąceniu ewentualnych należności. Najemca nie może dokonywać zmian w układzie pomieszczeń bez pisemnej zgody wynajmującego. Drobne naprawy, takie jak wymiana żarówek czy uszczelek, obciążają najemcę. Umowę zawiera się na czas określony 24 miesięcy z trzymiesięcznym okresem wypowiedzenia.",
        good=[
            Good(
                "preserve",
                "Na podstawie art. 6 ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów wynajmujący może pobrać kaucję zabezpieczającą – nie wyższą jednak niż dwunastokrotność miesięcznego czynszu. U nas czynsz wynosi 1 800 zł, a kaucja 5 400 zł, czyli trzy razy tyle. Otrzymasz ją z powrotem w ciągu miesiąca od opróżnienia mieszkania, pomniejszoną o ewentualne należności. Bez pisemnej zgody wynajmującego nie możesz zmieniać układu pomieszczeń. Drobne naprawy, np. wymiana żarówek czy uszczelek, są po Twojej stronie. Umowa jest zawierana na czas określony – 24 miesiące – a okres wypowiedzenia wynosi trzy miesiące.",
            ),
            Good(
                "preserve",
                """Najważniejsze postanowienia umowy najmu:
- Kaucja zabezpieczająca: 5 400 zł, tj. trzykrotność czynszu wynoszącego 1 800 zł. Podstawą jej pobrania jest art. 6 ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów, zgodnie z którym kaucja nie może przekraczać dwunastokrotności czynszu miesięcznego.
- Zwrot kaucji: w terminie miesiąca od opróżnienia lokalu, po potrąceniu ewentualnych należności.
- Zmiany w układzie pomieszczeń: niedopuszczalne bez pisemnej zgody wynajmującego.
- Drobne naprawy (np. wymiana żarówek, uszczelek): po stronie najemcy.
- Czas trwania: umowa na czas określony 24 miesięcy, okres wypowiedzenia – trzy miesiące.""",
            ),
            Good(
                "en",
                "Under Article 6 of the Act of 21 June 2001 on the protection of tenants' rights, a landlord may take a security deposit of no more than twelve times the monthly rent. In our agreement the deposit is PLN 5,400, i.e. three times the rent of PLN 1,800. The deposit is returned within one month of the premises being vacated, after deducting any amounts owed. The tenant may not alter the layout of the rooms without the landlord's written consent. Minor repairs, such as replacing light bulbs or seals, are the tenant's responsibility. The agreement is concluded for a fixed term of 24 months with a three-month notice period.",
            ),
        ],
        bad=[
            Slip(0, [("nie możesz zmieniać układu", "możesz zmieniać układ")], "negation"),
            Slip(
                1,
                [("Kaucja zabezpieczająca: 5 400 zł", "Kaucja zabezpieczająca: 4 500 zł")],
                "number",
            ),
            Slip(2, [("Under Article 6 of", "Under Article 16 of")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-school-start-sleep-study-summary",
        source="Badanie opublikowane w 2023 r. w czasopiśmie „Sleep Medicine” (Kowalczyk i in., t. 101, s. 45–53) objęło 1 240 uczniów szkół średnich z trzech województw. Autorzy sugerują, że przesunięcie początku lekcji z 8:00 na 8:45 mogło wydłużyć sen uczniów średnio o około 25 minut na dobę. Zastrzegają jednak, że badanie miało charakter obserwacyjny i nie dowodzi związku przyczynowego. Nie stwierdzono istotnej różnicy w ocenach z matematyki, natomiast uczniowie rzadziej zgłaszali senność na pierwszej lekcji. Według autorów wyniki prawdopodobnie nie przenoszą się wprost na szkoły podstawowe, a potrzebne są badania z randomizacją.",
        good=[
            Good(
                "preserve",
                "Czy późniejszy początek lekcji pomaga nastolatkom się wyspać? Kowalczyk i współpracownicy przyjrzeli się 1 240 uczniom szkół średnich z trzech województw („Sleep Medicine”, 2023, t. 101, s. 45–53). Jak sugerują, przesunięcie pierwszego dzwonka z 8:00 na 8:45 mogło wydłużyć sen uczniów średnio o około 25 minut na dobę. Badacze podkreślają jednak, że to badanie obserwacyjne, które nie dowodzi związku przyczynowego. Oceny z matematyki nie różniły się istotnie, za to uczniowie rzadziej skarżyli się na senność na pierwszej lekcji. Autorzy uważają, że wyników prawdopodobnie nie da się wprost przenieść na szkoły podstawowe, i wskazują, że potrzebne są badania z randomizacją.",
            ),
            Good(
                "preserve",
                "Kowalczyk i in. (2023, „Sleep Medicine”, t. 101, s. 45–53) przeanalizowali dane 1 240 uczniów szkół średnich z trzech województw. Wyniki sugerują, że przesunięcie rozpoczęcia zajęć z godziny 8:00 na 8:45 mogło wydłużyć dobowy czas snu uczniów średnio o około 25 minut. Ze względu na obserwacyjny charakter badania autorzy zastrzegają, że nie dowodzi ono związku przyczynowego. Nie odnotowano istotnych różnic w ocenach z matematyki; uczniowie rzadziej natomiast zgłaszali senność na pierwszej lekcji. Zdaniem autorów wyniki prawdopodobnie nie przekładają się wprost na szkoły podstawowe, a do dalszych wniosków potrzebne są badania z randomizacją.",
            ),
            Good(
                "en",
                "A study published in 2023 in Sleep Medicine (Kowalczyk et al., vol. 101, pp. 45–53) covered 1,240 secondary school students from three provinces. The authors suggest that moving the start of lessons from 8:00 to 8:45 may have lengthened students' sleep by about 25 minutes a day on average. They caution, however, that the study was observational and does not prove a causal link. No significant difference in maths grades was found, but students less often reported feeling sleepy in the first lesson. According to the authors, the results probably do not translate directly to primary schools, and randomised studies are needed.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Kowalczyk i współpracownicy przyjrzeli się",
                        "Kowalczyk i współpracownicy z Uniwersytetu Jagiellońskiego przyjrzeli się",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("s. 45–53", "s. 145–153")], "citation"),
            Slip(
                2,
                [("the results probably do not translate", "the results do not translate")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-library-catalogue-api-docs",
        source="""# API katalogu Biblioteki Gminnej w Dębowie

Katalog udostępnia publiczne API pod adresem https://api.biblioteka-debowo.pl/v2. Zapytania nie wymagają klucza, ale obowiązuje limit 60 żądań na minutę z jednego adresu IP.

## Wyszukiwanie

Użyj punktu końcowego `GET /books?q=` z parametrem `q` zawierającym szukaną frazę. Wyniki są stronicowane po 20 pozycji; kolejną stronę pobierzesz parametrem `page`.

| Pole | Opis |
|---|---|
| `isbn` | numer ISBN |
| `available` | liczba wolnych egzemplarzy |

Pełną dokumentację znajdziesz w [wiki projektu](https://github.com/biblioteka-debowo/katalog/wiki).""",
        good=[
            Good(
                "preserve",
                """# API katalogu Biblioteki Gminnej w Dębowie

Publiczne API katalogu działa pod adresem https://api.biblioteka-debowo.pl/v2. Klucz nie jest potrzebny, obowiązuje jednak limit 60 żądań na minutę z jednego adresu IP.

## Wyszukiwanie

Frazę przekazujesz w parametrze `q` punktu końcowego `GET /books?q=`. Każda strona wyników zawiera 20 pozycji, a kolejne strony pobiera się parametrem `page`.

| Pole | Opis |
|---|---|
| `isbn` | numer ISBN |
| `available` | liczba dostępnych egzemplarzy |

Pełna dokumentacja jest w [wiki projektu](https://github.com/biblioteka-debowo/katalog/wiki).""",
            ),
            Good(
                "preserve",
                """# API katalogu Biblioteki Gminnej w Dębowie

Adres bazowy: https://api.biblioteka-debowo.pl/v2. API jest publiczne i nie wymaga klucza, ale z jednego adresu IP możesz wysłać najwyżej 60 żądań na minutę.

## Wyszukiwanie

Wyszukuj przez `GET /books?q=`, podając szukaną frazę w parametrze `q`. Wyniki przychodzą w stronach po 20 pozycji – kolejną stronę wskażesz parametrem `page`.

Pola w odpowiedzi:

- `isbn` – numer ISBN,
- `available` – liczba wolnych egzemplarzy.

Pełna dokumentacja: [wiki projektu](https://github.com/biblioteka-debowo/katalog/wiki).""",
            ),
            Good(
                "en",
                """# Dębowo Municipal Library Catalogue API

The catalogue offers a public API at https://api.biblioteka-debowo.pl/v2. Requests do not require a key, but there is a limit of 60 requests per minute from a single IP address.

## Search

Use the `GET /books?q=` endpoint, with the `q` parameter containing the search phrase. Results are paginated at 20 items per page; fetch the next page with the `page` parameter.

| Field | Description |
|---|---|
| `isbn` | ISBN number |
| `available` | number of available copies |

Full documentation is available in the [project wiki](https://github.com/biblioteka-debowo/katalog/wiki).""",
            ),
        ],
        bad=[
            Slip(0, [("\n| `available` | liczba dostępnych egzemplarzy |", "")], "markdown"),
            Slip(1, [("`GET /books?q=`", "`GET /search?q=`")], "code"),
            Slip(
                2,
                [("https://api.biblioteka-debowo.pl/v2", "https://api.biblioteka-debowo.pl/v1")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-bird-ringing-station-volunteers",
        source="Stacja obrączkowania ptaków nad jeziorem Łebsko prowadzi jesienną akcję od 15 sierpnia do 31 października. Szukamy wolontariuszy na turnusy co najmniej dwutygodniowe; osoby bez doświadczenia są mile widziane, ale przez pierwsze dni pracują wyłącznie pod okiem obrączkarza z licencją. Kontrole sieci odbywają się co godzinę od świtu, a w szczycie wędrówki, prawdopodobnie na przełomie września i października, mogą być nawet co 30 minut. Zapewniamy nocleg w namiotach i wspólną kuchnię; wyżywienie we własnym zakresie. Dzienny koszt pobytu szacujemy na około 25 zł. Zgłoszenia przyjmujemy do 30 czerwca.",
        good=[
            Good(
                "preserve",
                "Jesienna akcja na stacji obrączkowania ptaków nad jeziorem Łebsko trwa od 15 sierpnia do 31 października, a my szukamy wolontariuszy na turnusy trwające minimum dwa tygodnie. Nie masz doświadczenia? Zapraszamy – przez pierwsze dni będziesz jednak pracować wyłącznie pod okiem licencjonowanego obrączkarza. Sieci sprawdzamy co godzinę od świtu; w szczycie wędrówki, który przypada prawdopodobnie na przełom września i października, kontrole mogą się odbywać nawet co 30 minut. Śpimy w namiotach i korzystamy ze wspólnej kuchni, a jedzenie organizujesz sobie sam. Szacujemy, że dzień pobytu kosztuje około 25 zł. Na zgłoszenia czekamy do 30 czerwca.",
            ),
            Good(
                "preserve",
                """Wolontariat – jesienna akcja obrączkowania ptaków, jezioro Łebsko
• Termin akcji: 15 sierpnia – 31 października.
• Turnusy: co najmniej dwa tygodnie.
• Doświadczenie: mile widziane są także osoby bez doświadczenia, które przez pierwsze dni pracują wyłącznie pod okiem obrączkarza z licencją.
• Kontrole sieci: co godzinę od świtu; w szczycie wędrówki (prawdopodobnie na przełomie września i października) nawet co 30 minut.
• Warunki: nocleg w namiotach, wspólna kuchnia, wyżywienie we własnym zakresie.
• Szacunkowy koszt pobytu: około 25 zł dziennie.
• Zgłoszenia: do 30 czerwca.""",
            ),
            Good(
                "en",
                "The bird-ringing station at Lake Łebsko is running its autumn campaign from 15 August to 31 October. We are looking for volunteers for stays of at least two weeks; people without experience are welcome, but for the first few days they work only under the supervision of a licensed ringer. Nets are checked every hour from dawn, and at the peak of migration, probably around the turn of September and October, checks may be as frequent as every 30 minutes. We provide accommodation in tents and a shared kitchen; you bring your own food. We estimate the cost of the stay at about PLN 25 per day. Applications are accepted until 30 June.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Szacujemy, że dzień pobytu kosztuje około 25 zł.",
                        "Dzień pobytu kosztuje 25 zł.",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("Zgłoszenia: do 30 czerwca.", "Zgłoszenia: do 30 lipca.")], "date"),
            Slip(
                2,
                [
                    (
                        "We provide accommodation in tents and a shared kitchen; you bring your own food.",
                        "Zapewniamy nocleg w namiotach i wspólną kuchnię; wyżywienie we własnym zakresie.",
                    ),
                    (
                        "Applications are accepted until 30 June.",
                        "Zgłoszenia przyjmujemy do 30 czerwca.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-city-bike-sharing-rules",
        source="Regulamin roweru miejskiego: z systemu może korzystać osoba, która ukończyła 16 lat, po rejestracji w aplikacji i doładowaniu konta kwotą co najmniej 20 zł. Pierwsze 20 minut każdego wypożyczenia jest bezpłatne, kolejna godzina kosztuje 3 zł. Rower należy zwrócić na stacji; pozostawienie go poza stacją skutkuje opłatą 50 zł. Użytkownik musi przestrzegać przepisów ustawy z dnia 20 czerwca 1997 r. – Prawo o ruchu drogowym, w szczególności art. 33 dotyczącego obowiązków kierującego rowerem. Nie wolno przewozić pasażerów ani przekazywać roweru osobom trzecim. Usterkę należy zgłosić w aplikacji przed wypożyczeniem kolejnego roweru. Operator może zablokować konto w razie rażącego naruszenia regulaminu.",
        good=[
            Good(
                "preserve",
                """Rower miejski – zasady korzystania
1. Z systemu mogą korzystać osoby, które ukończyły 16 lat, po zarejestrowaniu się w aplikacji i doładowaniu konta kwotą co najmniej 20 zł.
2. Pierwsze 20 minut każdego wypożyczenia nic nie kosztuje, za kolejną godzinę płacisz 3 zł.
3. Rower trzeba oddać na stacji – za pozostawienie go poza stacją pobieramy opłatę 50 zł.
4. Musisz przestrzegać ustawy z dnia 20 czerwca 1997 r. – Prawo o ruchu drogowym, zwłaszcza art. 33 o obowiązkach kierującego rowerem.
5. Nie wolno przewozić pasażerów ani udostępniać roweru osobom trzecim.
6. Usterkę zgłoś w aplikacji, zanim wypożyczysz następny rower.
7. Za rażące naruszenie regulaminu operator może zablokować konto.""",
            ),
            Good(
                "preserve",
                "Aby korzystać z roweru miejskiego, musisz mieć ukończone 16 lat, zarejestrować się w aplikacji i doładować konto kwotą nie mniejszą niż 20 zł. Za każde wypożyczenie pierwsze 20 minut jest darmowe, a kolejna godzina kosztuje 3 zł. Rower trzeba zwrócić na stacji; jeśli zostawisz go poza nią, zapłacisz 50 zł. Na rowerze nie wolno wozić pasażerów ani przekazywać go osobom trzecim, a użytkownik ma obowiązek przestrzegać ustawy z dnia 20 czerwca 1997 r. – Prawo o ruchu drogowym, w szczególności art. 33, który określa obowiązki kierującego rowerem. Zauważoną usterkę należy zgłosić w aplikacji przed wypożyczeniem kolejnego roweru. W razie rażącego naruszenia regulaminu operator może zablokować konto.",
            ),
            Good(
                "en",
                "City bike rules: anyone aged 16 or over may use the system after registering in the app and topping up their account with at least PLN 20. The first 20 minutes of every rental are free, and the next hour costs PLN 3. Bikes must be returned to a station — leaving one outside a station incurs a PLN 50 fee. Users must comply with the Road Traffic Act of 20 June 1997, in particular Article 33 on the obligations of cyclists. Carrying passengers or handing the bike over to third parties is not allowed. Faults must be reported in the app before renting another bike. The operator may block an account in the event of a serious breach of the rules.",
            ),
        ],
        bad=[
            Slip(0, [("zwłaszcza art. 33", "zwłaszcza art. 35")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "nie wolno wozić pasażerów ani przekazywać",
                        "wolno wozić pasażerów, ale nie wolno przekazywać",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("The operator may block an account", "The operator will block an account")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-vineyard-tour-tasting-booking",
        source="Winnica Pod Dębami zaprasza na zwiedzanie z degustacją w soboty i niedziele o 12:00 i 15:00. Spacer po winnicy i piwnicy trwa około półtorej godziny, a w degustacji podajemy pięć win: trzy białe, różowe i czerwone. Bilet kosztuje 85 zł; dla kierowców przygotowaliśmy wersję bezalkoholową za 50 zł, z sokami z naszych winogron. Grupa liczy maksymalnie 14 osób, dlatego rezerwacja jest obowiązkowa. Osobom poniżej 18 lat nie podajemy alkoholu, ale mogą uczestniczyć w zwiedzaniu z rodzicami. Psy prosimy zostawić w domu — nie wpuszczamy zwierząt do piwnicy. Bezpłatna anulacja jest możliwa do 48 godzin przed terminem.",
        good=[
            Good(
                "preserve",
                "W każdą sobotę i niedzielę o 12:00 i 15:00 możesz zwiedzić Winnicę Pod Dębami i spróbować naszych win. Spacer po winnicy i piwnicy zajmuje mniej więcej półtorej godziny, a na degustacji czeka pięć win – trzy białe, jedno różowe i jedno czerwone. Bilet to 85 zł, a kierowcy mogą wybrać wersję bezalkoholową za 50 zł, z sokami z naszych winogron. W grupie jest najwyżej 14 osób, więc rezerwacja jest konieczna. Niepełnoletnim nie podajemy alkoholu, ale mogą zwiedzać razem z rodzicami. Prosimy, zostaw psa w domu – zwierzęta nie wchodzą do piwnicy. Rezerwację odwołasz bezpłatnie najpóźniej 48 godzin przed terminem.",
            ),
            Good(
                "preserve",
                """Zwiedzanie z degustacją – Winnica Pod Dębami
- Kiedy: soboty i niedziele, 12:00 i 15:00
- Czas trwania: ok. 1,5 godziny (winnica i piwnica)
- Degustacja: pięć win – trzy białe, różowe, czerwone
- Ceny: bilet 85 zł; wersja bezalkoholowa dla kierowców (soki z naszych winogron) – 50 zł
- Grupy do 14 osób, rezerwacja obowiązkowa
- Osoby poniżej 18 lat: bez alkoholu, mogą zwiedzać z rodzicami
- Zwierzęta: nie wpuszczamy ich do piwnicy, dlatego prosimy zostawić psy w domu
- Anulacja: bezpłatna do 48 godzin przed terminem""",
            ),
            Good(
                "en",
                "Pod Dębami Vineyard offers tours with tastings on Saturdays and Sundays at 12:00 and 15:00. The walk through the vineyard and cellar takes about an hour and a half, and the tasting includes five wines: three whites, a rosé and a red. A ticket costs PLN 85; for drivers there is an alcohol-free option for PLN 50, with juices from our own grapes. Groups are limited to 14 people, so booking is required. We do not serve alcohol to anyone under 18, but they may join the tour with their parents. Please leave dogs at home — animals are not allowed in the cellar. Free cancellation is possible up to 48 hours before the tour.",
            ),
        ],
        bad=[
            Slip(0, [("Bilet to 85 zł", "Bilet to 95 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "trzy białe, różowe, czerwone",
                        "trzy białe, różowe, czerwone, do tego deska regionalnych serów",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Please leave dogs at home — animals are not allowed in the cellar.",
                        "Psy prosimy zostawić w domu — nie wpuszczamy zwierząt do piwnicy.",
                    ),
                    (
                        "Free cancellation is possible up to 48 hours before the tour.",
                        "Bezpłatna anulacja jest możliwa do 48 godzin przed terminem.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-chamber-choir-rehearsal-notice",
        source="Chór Kameralny Cantilena wznawia próby we wtorek 9 września o 18:30 w sali nr 14 domu kultury. Próby odbywają się dwa razy w tygodniu, we wtorki i czwartki, i trwają dwie godziny. Chórzysta, który opuści więcej niż trzy próby w miesiącu, nie może wystąpić w najbliższym koncercie. Przygotowujemy program na koncert bożonarodzeniowy 14 grudnia; partytury otrzymacie prawdopodobnie do końca września, choć wydawnictwo nie potwierdziło jeszcze terminu. Nowe osoby przesłuchujemy w pierwszym tygodniu prób — nie trzeba znać nut, wystarczy czysto zaśpiewać krótką piosenkę. Składka wynosi 40 zł miesięcznie.",
        good=[
            Good(
                "preserve",
                "Wracamy! Chór Kameralny Cantilena zaczyna próby we wtorek 9 września o 18:30, w sali nr 14 domu kultury. Spotykamy się we wtorki i czwartki, za każdym razem na dwie godziny. Pamiętaj: jeśli w danym miesiącu opuścisz więcej niż trzy próby, nie wystąpisz w najbliższym koncercie. Pracujemy nad programem na koncert bożonarodzeniowy 14 grudnia. Partytury dostaniecie prawdopodobnie do końca września, ale wydawnictwo jeszcze nie potwierdziło terminu. Nowych chętnych przesłuchujemy w pierwszym tygodniu prób: znajomość nut nie jest potrzebna, wystarczy czysto zaśpiewać krótką piosenkę. Składka to 40 zł miesięcznie.",
            ),
            Good(
                "preserve",
                """Komunikat Chóru Kameralnego Cantilena

Próby zostają wznowione we wtorek 9 września o godzinie 18:30 (dom kultury, sala nr 14). Będą się odbywać dwa razy w tygodniu – we wtorki i czwartki – i trwać po dwie godziny. Chórzyści, którzy w ciągu miesiąca opuszczą więcej niż trzy próby, nie mogą wziąć udziału w najbliższym koncercie. Obecnie przygotowujemy program koncertu bożonarodzeniowego, który odbędzie się 14 grudnia. Partytury zostaną przekazane prawdopodobnie do końca września; wydawnictwo nie potwierdziło dotąd terminu. Przesłuchania nowych członków odbędą się w pierwszym tygodniu prób. Znajomość nut nie jest wymagana – wystarczy czysto zaśpiewać krótką piosenkę. Miesięczna składka wynosi 40 zł.""",
            ),
            Good(
                "en",
                "The Cantilena Chamber Choir resumes rehearsals on Tuesday, September 9, at 6:30 p.m. in room 14 of the community centre. Rehearsals are held twice a week, on Tuesdays and Thursdays, and last two hours. A singer who misses more than three rehearsals in a month may not perform in the next concert. We are preparing the programme for the Christmas concert on December 14; you will probably receive the scores by the end of September, although the publisher has not yet confirmed the date. We audition newcomers during the first week of rehearsals — you do not need to read music, just sing a short song in tune. Membership costs PLN 40 a month.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("koncert bożonarodzeniowy 14 grudnia", "koncert bożonarodzeniowy 21 grudnia")],
                "date",
            ),
            Slip(
                1, [("Znajomość nut nie jest wymagana", "Znajomość nut jest wymagana")], "negation"
            ),
            Slip(
                2,
                [("you will probably receive the scores", "you will receive the scores")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-backup-tool-release-notes",
        source="""## Wersja 4.2.0 narzędzia archiwista

Ta wersja zmienia domyślny algorytm kompresji z `gzip` na `zstd`, co w naszych testach zmniejszyło rozmiar archiwów średnio o 18%. Stare archiwa nadal można odtwarzać bez zmian. Jeśli uruchamiasz kopie z harmonogramu `cron`, musisz zaktualizować wpis, bo opcja `--compress-level` została zastąpiona przez `--level`. Nowa opcja `--exclude-from PLIK` pozwala wczytać listę wykluczeń z pliku. Polecenie `archiwista verify` powinno być uruchamiane po każdej dużej zmianie konfiguracji. Wsparcie dla wersji 3.x kończy się 30 czerwca 2026 r.; po tej dacie nie będziemy publikować poprawek bezpieczeństwa dla tej gałęzi.""",
        good=[
            Good(
                "preserve",
                """## archiwista 4.2.0 – co nowego

- Domyślna kompresja to teraz `zstd` zamiast `gzip`; w naszych testach archiwa były średnio o 18% mniejsze.
- Stare archiwa odtworzysz tak jak dotąd, bez żadnych zmian.
- Opcję `--compress-level` zastąpiła `--level`. Jeżeli uruchamiasz kopie z harmonogramu `cron`, musisz poprawić wpis.
- Nowość: opcja `--exclude-from PLIK` wczytuje listę wykluczeń z pliku.
- Po każdej dużej zmianie konfiguracji powinieneś uruchomić `archiwista verify`.
- Wersje 3.x są wspierane do 30 czerwca 2026 r. Później nie będziemy już publikować poprawek bezpieczeństwa dla tej gałęzi.""",
            ),
            Good(
                "preserve",
                """## Wersja 4.2.0 narzędzia archiwista

Od tej wersji domyślnym algorytmem kompresji jest `zstd` (wcześniej `gzip`); w przeprowadzonych przez nas testach rozmiar archiwów zmalał średnio o 18%. Odtwarzanie starych archiwów nadal działa bez zmian. Opcja `--compress-level` została zastąpiona przez `--level`, w związku z czym osoby uruchamiające kopie z harmonogramu `cron` muszą zaktualizować swoje wpisy. Dodano opcję `--exclude-from PLIK`, która umożliwia wczytanie listy wykluczeń z pliku. Po każdej dużej zmianie konfiguracji należałoby uruchomić polecenie `archiwista verify`. Wsparcie gałęzi 3.x wygasa 30 czerwca 2026 r. i po tym terminie nie będziemy publikować dla niej poprawek bezpieczeństwa.""",
            ),
            Good(
                "en",
                """## archiwista version 4.2.0

This release changes the default compression algorithm from `gzip` to `zstd`, which in our tests reduced archive size by 18% on average. Old archives can still be restored as before. If you run backups from a `cron` schedule, you must update the entry, because the `--compress-level` option has been replaced by `--level`. The new `--exclude-from PLIK` option lets you load an exclusion list from a file (PLIK). The `archiwista verify` command should be run after every major configuration change. Support for 3.x ends on 30 June 2026; after that date we will not publish security fixes for that branch.""",
            ),
        ],
        bad=[
            Slip(0, [("średnio o 18% mniejsze", "średnio o 28% mniejsze")], "number"),
            Slip(1, [("zastąpiona przez `--level`", "zastąpiona przez `--compression`")], "code"),
            Slip(2, [("you must update the entry", "you should update the entry")], "modality"),
        ],
    ),
    Case(
        key="pl-lake-piles-dendro-dating-note",
        source="Drewniane pale odkryte w 2019 r. na dnie jeziora w pobliżu Biskupina datowano metodą dendrochronologiczną. Według analizy opublikowanej przez Nowak i Zielińskiego w „Przeglądzie Archeologicznym” (2022, t. 70, s. 113–141) drzewa ścięto najprawdopodobniej zimą 747/746 r. p.n.e. Autorzy zaznaczają, że w części próbek brakowało zewnętrznych słojów, więc datowanie tych elementów jest mniej pewne, z dokładnością do około 10 lat. Nie wiadomo jeszcze, czy konstrukcja była pomostem, czy częścią falochronu. Badacze szacują, że pierwotnie mogła mieć około 60 m długości; dotąd odsłonięto 23 m.",
        good=[
            Good(
                "preserve",
                "W 2019 r. na dnie jeziora niedaleko Biskupina odkryto drewniane pale, które następnie datowano metodą dendrochronologiczną. Jak piszą Nowak i Zieliński („Przegląd Archeologiczny”, 2022, t. 70, s. 113–141), drzewa ścięto najprawdopodobniej zimą 747/746 r. p.n.e. Część próbek nie miała jednak zewnętrznych słojów, dlatego – jak zaznaczają autorzy – datowanie tych elementów jest mniej pewne, z dokładnością do około 10 lat. Wciąż nie wiadomo, czy konstrukcja była pomostem, czy fragmentem falochronu. Według szacunków badaczy mogła ona pierwotnie mierzyć około 60 m, a dotychczas odsłonięto 23 m.",
            ),
            Good(
                "preserve",
                "Pale drewniane odkryte w 2019 r. na dnie jeziora koło Biskupina zostały datowane dendrochronologicznie. Nowak i Zieliński (2022, „Przegląd Archeologiczny”, t. 70, s. 113–141) wskazują, że drzewa ścięto najprawdopodobniej zimą 747/746 r. p.n.e.; z powodu braku zewnętrznych słojów w części próbek datowanie tych elementów jest jednak mniej pewne (dokładność do około 10 lat). Funkcja konstrukcji – pomost czy część falochronu – pozostaje na razie nieustalona. Badacze szacują, że jej pierwotna długość mogła wynosić około 60 m; do tej pory odsłonięto 23 m.",
            ),
            Good(
                "en",
                "Wooden piles discovered in 2019 on the bottom of a lake near Biskupin have been dated using dendrochronology. According to an analysis published by Nowak and Zieliński in Przegląd Archeologiczny (2022, vol. 70, pp. 113–141), the trees were most likely felled in the winter of 747/746 BC. The authors note that some samples lacked their outer rings, so the dating of those elements is less certain, accurate to within about 10 years. It is not yet known whether the structure was a jetty or part of a breakwater. The researchers estimate that it may originally have been about 60 m long; 23 m have been uncovered so far.",
            ),
        ],
        bad=[
            Slip(0, [("t. 70, s. 113–141", "t. 72, s. 113–141")], "citation"),
            Slip(1, [("drzewa ścięto najprawdopodobniej zimą", "drzewa ścięto zimą")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Wooden piles discovered in 2019",
                        "Wooden piles discovered by amateur divers in 2019",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
