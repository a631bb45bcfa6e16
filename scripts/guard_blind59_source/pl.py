# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 59: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-szpital-zasady-odwiedzin-interna",
        source=(
            "Odwiedziny na Oddziale Chorób Wewnętrznych odbywają się codziennie w godzinach 14:00–19:00. "
            "Przy jednym pacjencie mogą przebywać jednocześnie najwyżej dwie osoby. Dzieci poniżej 12. roku życia "
            "nie mogą odwiedzać oddziału bez zgody lekarza prowadzącego. Osoby z objawami infekcji (gorączka, kaszel, katar) "
            "nie powinny przychodzić na oddział, a wszyscy odwiedzający muszą zdezynfekować ręce przy wejściu. "
            "W salach intensywnego nadzoru odwiedziny trwają nie dłużej niż 30 minut. Prosimy nie przynosić kwiatów "
            "ciętych ani roślin doniczkowych. W sytuacjach wyjątkowych, np. w przypadku pacjentów w stanie terminalnym, "
            "pielęgniarka oddziałowa może wyrazić zgodę na odwiedziny poza wyznaczonymi godzinami. Informacji o stanie "
            "zdrowia pacjenta udziela wyłącznie lekarz i nie są one przekazywane telefonicznie."
        ),
        good=[
            Good(
                "preserve",
                "Zasady odwiedzin – Oddział Chorób Wewnętrznych\n\n"
                "- Odwiedziny: codziennie od 14:00 do 19:00.\n"
                "- Przy jednym pacjencie mogą być jednocześnie maksymalnie dwie osoby.\n"
                "- Dzieci, które nie ukończyły 12 lat, nie mogą odwiedzać oddziału bez zgody lekarza prowadzącego.\n"
                "- Osoby z objawami infekcji, takimi jak gorączka, kaszel czy katar, nie powinny przychodzić na oddział.\n"
                "- Każdy odwiedzający musi zdezynfekować ręce przy wejściu.\n"
                "- Wizyta na sali intensywnego nadzoru trwa najwyżej 30 minut.\n"
                "- Prosimy nie przynosić kwiatów ciętych ani roślin doniczkowych.\n"
                "- W wyjątkowych sytuacjach, np. gdy pacjent jest w stanie terminalnym, pielęgniarka oddziałowa może "
                "zgodzić się na odwiedziny poza tymi godzinami.\n"
                "- Informacji o stanie zdrowia pacjenta udziela wyłącznie lekarz; nie przekazujemy ich telefonicznie.",
            ),
            Good(
                "preserve",
                "Pacjentów Oddziału Chorób Wewnętrznych można odwiedzać codziennie między 14:00 a 19:00. Przy wejściu "
                "wszyscy odwiedzający muszą zdezynfekować ręce, a jeśli masz objawy infekcji – gorączkę, kaszel lub katar – "
                "nie powinieneś przychodzić na oddział. Przy jednym pacjencie mogą przebywać w tym samym czasie najwyżej dwie "
                "osoby, a na salach intensywnego nadzoru wizyta nie może trwać dłużej niż 30 minut. Dzieci poniżej 12 lat nie "
                "mogą wchodzić na oddział bez zgody lekarza prowadzącego. Prosimy, by nie przynosić kwiatów ciętych ani roślin "
                "w doniczkach. W szczególnych przypadkach, na przykład gdy pacjent jest w stanie terminalnym, pielęgniarka "
                "oddziałowa może zgodzić się na wizytę poza wyznaczonymi godzinami. O stanie zdrowia pacjenta informuje "
                "wyłącznie lekarz i nie robi tego przez telefon.",
            ),
            Good(
                "en",
                "Visiting hours on the Internal Medicine Ward are 2 p.m. to 7 p.m. every day. No more than two people may be "
                "with a patient at the same time. Children under 12 may not visit the ward without the consent of the attending "
                "physician. People with symptoms of infection (fever, cough, runny nose) should not come to the ward, and all "
                "visitors must disinfect their hands at the entrance. In the high-dependency rooms, visits last no longer than "
                "30 minutes. Please do not bring cut flowers or potted plants. In exceptional situations, for example for "
                "terminally ill patients, the ward nurse manager may allow visits outside the set hours. Information about a "
                "patient's health is given only by a doctor and is not provided over the phone.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("nie mogą odwiedzać oddziału bez zgody", "mogą odwiedzać oddział bez zgody")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "wszyscy odwiedzający muszą zdezynfekować",
                        "wszyscy odwiedzający powinni zdezynfekować",
                    )
                ],
                "modality",
            ),
            Slip(2, [("2 p.m. to 7 p.m.", "2 p.m. to 9 p.m.")], "date"),
        ],
    ),
    Case(
        key="pl-karnet-narciarski-warunki-kaucja-zwrot",
        source=(
            "Karnet sezonowy na wyciągi w Stacji Narciarskiej Jaworowy Wierch jest imienny i nie może być przekazywany "
            "innym osobom. Przy pierwszym zakupie pobierana jest kaucja w wysokości 10 zł za kartę, zwracana po oddaniu "
            "nieuszkodzonej karty w kasie. Karnet dzienny jest ważny od 8:30 do 16:00, a karnet wieczorny od 17:00 do 21:00. "
            "Zniżka 25% przysługuje dzieciom do lat 15 oraz seniorom powyżej 65 lat po okazaniu dokumentu ze zdjęciem. "
            "W przypadku zamknięcia wszystkich wyciągów z powodu warunków pogodowych na dłużej niż 3 godziny niewykorzystana "
            "część karnetu dziennego nie przepada – można ją wykorzystać w innym dniu sezonu. Zgubionej karty nie zastępujemy "
            "bez dowodu zakupu. Szczegóły na stronie www.jaworowywierch.pl/cennik."
        ),
        good=[
            Good(
                "preserve",
                "Najważniejsze warunki karnetów – Stacja Narciarska Jaworowy Wierch:\n"
                "* Karnet sezonowy jest imienny, więc nie może być przekazany innej osobie.\n"
                "* Przy pierwszym zakupie płacisz za kartę kaucję 10 zł; odzyskasz ją, gdy oddasz w kasie nieuszkodzoną kartę.\n"
                "* Karnet dzienny obowiązuje w godz. 8:30–16:00, wieczorny – w godz. 17:00–21:00.\n"
                "* Dzieci do lat 15 i seniorzy powyżej 65 lat mają 25% zniżki, jeśli okażą dokument ze zdjęciem.\n"
                "* Jeśli z powodu pogody wszystkie wyciągi są zamknięte dłużej niż 3 godziny, niewykorzystana część karnetu "
                "dziennego nie przepada i możesz ją wykorzystać w innym dniu sezonu.\n"
                "* Bez dowodu zakupu nie zastąpimy zgubionej karty.\n\n"
                "Więcej informacji: www.jaworowywierch.pl/cennik",
            ),
            Good(
                "preserve",
                "Stacja Narciarska Jaworowy Wierch informuje, że karnet dzienny obowiązuje od 8:30 do 16:00, a wieczorny – "
                "od 17:00 do 21:00. Karnet sezonowy wystawiany jest na konkretną osobę i nie może zostać przekazany nikomu "
                "innemu. Przy pierwszym zakupie klient wpłaca kaucję za kartę w kwocie 10 zł, którą kasa zwraca po oddaniu "
                "karty w nieuszkodzonym stanie. Dzieciom do lat 15 i seniorom powyżej 65 lat przysługuje zniżka 25%, pod "
                "warunkiem okazania dokumentu ze zdjęciem. Jeżeli warunki pogodowe wymuszą zamknięcie wszystkich wyciągów na "
                "ponad 3 godziny, niewykorzystana część karnetu dziennego nie przepada i można ją wykorzystać innego dnia "
                "w sezonie. Zgubiona karta nie zostanie zastąpiona bez dowodu zakupu. Cennik i szczegóły: "
                "www.jaworowywierch.pl/cennik.",
            ),
            Good(
                "en",
                "The season lift pass at Jaworowy Wierch Ski Resort is personal and cannot be transferred to anyone else. On "
                "first purchase a deposit of PLN 10 is charged for the card, refunded when you return the card undamaged at the "
                "ticket office. Day passes are valid from 8:30 to 16:00 and evening passes from 17:00 to 21:00. Children up to "
                "15 and seniors over 65 get a 25% discount on showing a photo ID. If all lifts are closed for more than 3 hours "
                "because of the weather, the unused part of a day pass is not lost – it can be used on another day of the "
                "season. Lost cards are not replaced without proof of purchase. Details at www.jaworowywierch.pl/cennik.",
            ),
        ],
        bad=[
            Slip(0, [("kaucję 10 zł", "kaucję 15 zł")], "number"),
            Slip(
                1,
                [("Zgubiona karta nie zostanie zastąpiona", "Zgubiona karta zostanie zastąpiona")],
                "negation",
            ),
            Slip(2, [("www.jaworowywierch.pl/cennik", "www.jaworowywierch.pl/karnety")], "url"),
        ],
    ),
    Case(
        key="pl-urzad-skarbowy-termin-zeznania-pit",
        source=(
            "Naczelnik Urzędu Skarbowego w Nowym Targu przypomina, że zeznanie roczne PIT za 2024 r. należy złożyć do "
            "30 kwietnia 2025 r. Zeznanie można przesłać elektronicznie przez usługę Twój e-PIT lub złożyć w formie "
            "papierowej w kancelarii urzędu. Jeżeli podatnik nie zaakceptuje ani nie odrzuci zeznania przygotowanego "
            "w Twoim e-PIT, zostanie ono automatycznie uznane za złożone z upływem terminu. Osoby prowadzące działalność "
            "gospodarczą opodatkowaną podatkiem liniowym muszą złożyć zeznanie PIT-36L. Zgodnie z art. 45 ust. 1 ustawy "
            "o podatku dochodowym od osób fizycznych zeznanie składa się w terminie od 15 lutego do 30 kwietnia roku "
            "następującego po roku podatkowym. Złożenie zeznania po terminie może skutkować odpowiedzialnością na podstawie "
            "art. 54 Kodeksu karnego skarbowego."
        ),
        good=[
            Good(
                "preserve",
                "Przypomnienie od Naczelnika Urzędu Skarbowego w Nowym Targu: zeznanie roczne PIT za 2024 r. musisz złożyć "
                "najpóźniej 30 kwietnia 2025 r. Możesz je wysłać elektronicznie w usłudze Twój e-PIT albo złożyć papierowo "
                "w kancelarii urzędu. Jeśli nie zaakceptujesz ani nie odrzucisz zeznania przygotowanego w Twoim e-PIT, "
                "z upływem terminu zostanie ono automatycznie uznane za złożone. Jeżeli prowadzisz działalność gospodarczą "
                "opodatkowaną podatkiem liniowym, musisz złożyć zeznanie PIT-36L. Art. 45 ust. 1 ustawy o podatku dochodowym "
                "od osób fizycznych stanowi, że zeznanie składa się od 15 lutego do 30 kwietnia roku następującego po roku "
                "podatkowym. Spóźnienie ze złożeniem zeznania może skutkować odpowiedzialnością na podstawie art. 54 Kodeksu "
                "karnego skarbowego.",
            ),
            Good(
                "preserve",
                "Naczelnik Urzędu Skarbowego w Nowym Targu przypomina o najważniejszych zasadach rozliczenia PIT za 2024 r.:\n\n"
                "1. Termin złożenia zeznania rocznego upływa 30 kwietnia 2025 r. – zgodnie z art. 45 ust. 1 ustawy o podatku "
                "dochodowym od osób fizycznych zeznanie składa się od 15 lutego do 30 kwietnia roku następującego po roku "
                "podatkowym.\n"
                "2. Zeznanie można złożyć elektronicznie w usłudze Twój e-PIT lub papierowo w kancelarii urzędu.\n"
                "3. Zeznanie przygotowane w Twoim e-PIT, którego podatnik nie zaakceptuje ani nie odrzuci, z upływem terminu "
                "zostanie automatycznie uznane za złożone.\n"
                "4. Podatnicy prowadzący działalność gospodarczą opodatkowaną podatkiem liniowym muszą złożyć zeznanie PIT-36L.\n"
                "5. Złożenie zeznania po terminie może skutkować odpowiedzialnością na podstawie art. 54 Kodeksu karnego skarbowego.",
            ),
            Good(
                "en",
                "The Head of the Tax Office in Nowy Targ reminds taxpayers that the annual PIT return for 2024 must be filed by "
                "30 April 2025. You can send it electronically through the Twój e-PIT service or file it on paper at the "
                "office's front desk. If a taxpayer neither accepts nor rejects the return prepared in Twój e-PIT, it will "
                "automatically be deemed filed when the deadline passes. People running a business taxed at the flat rate "
                "must file a PIT-36L return. Under Article 45(1) of the Personal Income Tax Act, the return is filed between "
                "15 February and 30 April of the year following the tax year. Filing late may result in liability under "
                "Article 54 of the Fiscal Penal Code.",
            ),
        ],
        bad=[
            Slip(0, [("najpóźniej 30 kwietnia 2025 r.", "najpóźniej 31 maja 2025 r.")], "date"),
            Slip(
                1,
                [("art. 54 Kodeksu karnego skarbowego", "art. 56 Kodeksu karnego skarbowego")],
                "legal_reference",
            ),
            Slip(2, [("must file a PIT-36L return", "should file a PIT-36L return")], "modality"),
        ],
    ),
    Case(
        key="pl-muzeum-noc-muzeow-program-sobota",
        source=(
            "Noc Muzeów w Muzeum Regionalnym w Sandomierzu odbędzie się w sobotę 17 maja 2025 r. w godzinach 19:00–1:00. "
            "Wstęp na wszystkie wystawy jest bezpłatny, ale liczba miejsc na oprowadzania kuratorskie jest ograniczona do "
            "25 osób na grupę. Zapisy przyjmujemy od 5 maja pod adresem noc@muzeum-sandomierz.pl. Program:\n"
            "- 19:30 – otwarcie wystawy „Rzemiosło dawnego miasta”,\n"
            "- 21:00 – koncert kwartetu smyczkowego na dziedzińcu,\n"
            "- 23:00 – zwiedzanie podziemi z latarkami (dla osób powyżej 12 lat).\n"
            "W razie deszczu koncert zostanie przeniesiony do sali gotyckiej. Ostatnie wejście do podziemi jest możliwe "
            "o 0:15. Prosimy nie wnosić dużych plecaków."
        ),
        good=[
            Good(
                "preserve",
                "W sobotę, 17 maja 2025 r., Muzeum Regionalne w Sandomierzu zaprasza na Noc Muzeów – od 19:00 do 1:00 w nocy. "
                "Wszystkie wystawy można zwiedzać bezpłatnie, jednak na oprowadzania kuratorskie obowiązuje limit 25 osób na "
                "grupę, a zapisy przyjmujemy od 5 maja pod adresem noc@muzeum-sandomierz.pl. O 19:30 otworzymy wystawę "
                "„Rzemiosło dawnego miasta”, o 21:00 na dziedzińcu zagra kwartet smyczkowy (jeśli będzie padać, koncert "
                "odbędzie się w sali gotyckiej), a o 23:00 zapraszamy na zwiedzanie podziemi z latarkami – dla osób powyżej "
                "12 lat. Do podziemi można wejść najpóźniej o 0:15. Prosimy nie wnosić dużych plecaków.",
            ),
            Good(
                "preserve",
                "**Noc Muzeów – Muzeum Regionalne w Sandomierzu**\n\n"
                "Kiedy: sobota, 17 maja 2025 r., 19:00–1:00. Wstęp na wszystkie wystawy bezpłatny.\n\n"
                "Program:\n"
                "- 19:30 – otwarcie wystawy „Rzemiosło dawnego miasta”\n"
                "- 21:00 – koncert kwartetu smyczkowego na dziedzińcu (w razie deszczu – w sali gotyckiej)\n"
                "- 23:00 – zwiedzanie podziemi z latarkami dla osób powyżej 12 lat; ostatnie wejście o 0:15\n\n"
                "Oprowadzania kuratorskie mają ograniczoną liczbę miejsc – maksymalnie 25 osób w grupie. Zapisy od 5 maja: "
                "noc@muzeum-sandomierz.pl. Prosimy o niewnoszenie dużych plecaków.",
            ),
            Good(
                "en",
                "Museum Night at the Regional Museum in Sandomierz takes place on Saturday, May 17, 2025, from 7 p.m. to "
                "1 a.m. Admission to all exhibitions is free, but curator-led tours are limited to 25 people per group. "
                "Sign-ups open on May 5 at noc@muzeum-sandomierz.pl. Programme:\n"
                "- 7:30 p.m. – opening of the exhibition “Crafts of the Old Town”\n"
                "- 9 p.m. – string quartet concert in the courtyard\n"
                "- 11 p.m. – flashlight tour of the underground cellars (for visitors over 12)\n"
                "If it rains, the concert will move to the Gothic Hall. The last entry to the underground cellars is at "
                "12:15 a.m. Please do not bring large backpacks.",
            ),
        ],
        bad=[
            Slip(0, [("najpóźniej o 0:15", "najpóźniej o 0:45")], "date"),
            Slip(1, [("maksymalnie 25 osób", "maksymalnie 35 osób")], "number"),
            Slip(
                2,
                [
                    (
                        "string quartet concert in the courtyard",
                        "concert by the Sandomierz Philharmonic string quartet in the courtyard",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-dotacja-pszczelarska-warunki-refundacji-uli",
        source=(
            "W ramach interwencji „Wsparcie sektora pszczelarskiego” (Plan Strategiczny dla WPR 2023–2027) pszczelarze "
            "mogą uzyskać refundację do 60% kosztów zakupu nowych uli, matek pszczelich i leków warroabójczych. Wnioski "
            "należy składać w oddziale regionalnym KOWR do 15 marca 2025 r. Wnioskodawca musi być wpisany do rejestru "
            "działalności nadzorowanej prowadzonego przez powiatowego lekarza weterynarii zgodnie z art. 5 ust. 1 ustawy "
            "z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt. Minimalna liczba rodzin pszczelich wynosi 10. Zakupiony "
            "sprzęt nie może zostać zbyty przez 5 lat od dnia wypłaty pomocy. Do wniosku należy dołączyć kopie faktur; "
            "faktury wystawione przed 1 sierpnia 2024 r. nie będą uwzględniane. Wsparcie nie przysługuje na zakup "
            "sprzętu używanego."
        ),
        good=[
            Good(
                "preserve",
                "Wsparcie sektora pszczelarskiego (Plan Strategiczny dla WPR 2023–2027) – co musisz wiedzieć:\n"
                "- Możesz otrzymać refundację do 60% kosztów zakupu nowych uli, matek pszczelich i leków warroabójczych.\n"
                "- Wniosek musisz złożyć w oddziale regionalnym KOWR najpóźniej 15 marca 2025 r.\n"
                "- Musisz być wpisany do rejestru działalności nadzorowanej prowadzonego przez powiatowego lekarza weterynarii "
                "(art. 5 ust. 1 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt).\n"
                "- Musisz mieć co najmniej 10 rodzin pszczelich.\n"
                "- Kupionego sprzętu nie możesz zbyć przez 5 lat od dnia wypłaty pomocy.\n"
                "- Do wniosku dołącz kopie faktur; faktury wystawione przed 1 sierpnia 2024 r. nie zostaną uwzględnione.\n"
                "- Wsparcie nie obejmuje zakupu sprzętu używanego.",
            ),
            Good(
                "preserve",
                "Interwencja „Wsparcie sektora pszczelarskiego”, realizowana w ramach Planu Strategicznego dla WPR 2023–2027, "
                "pozwala pszczelarzom odzyskać do 60% kosztów zakupu nowych uli, matek pszczelich oraz leków warroabójczych; "
                "pomoc nie przysługuje na sprzęt używany. Wnioski należy złożyć w oddziale regionalnym KOWR do 15 marca "
                "2025 r., dołączając kopie faktur – faktury wystawione przed 1 sierpnia 2024 r. nie są uwzględniane. "
                "Wnioskodawca musi posiadać co najmniej 10 rodzin pszczelich i być wpisany do rejestru działalności "
                "nadzorowanej, który prowadzi powiatowy lekarz weterynarii na podstawie art. 5 ust. 1 ustawy z dnia "
                "11 marca 2004 r. o ochronie zdrowia zwierząt. Sprzęt zakupiony z dofinansowaniem nie może zostać zbyty "
                "przez 5 lat od dnia wypłaty pomocy.",
            ),
            Good(
                "en",
                "Under the “Support for the beekeeping sector” intervention (CAP Strategic Plan 2023–2027), beekeepers can "
                "get a refund of up to 60% of the cost of new hives, queen bees and varroa treatments. Applications must be "
                "submitted to the regional branch of KOWR by 15 March 2025. Applicants must be entered in the register of "
                "supervised activities kept by the district veterinary officer in accordance with Article 5(1) of the Act of "
                "11 March 2004 on animal health protection. The minimum number of bee colonies is 10. Purchased equipment may "
                "not be sold for 5 years from the date the aid is paid. Copies of invoices must be attached to the "
                "application; invoices issued before 1 August 2024 will not be taken into account. Support is not available "
                "for the purchase of used equipment.",
            ),
        ],
        bad=[
            Slip(0, [("refundację do 60% kosztów", "refundację do 50% kosztów")], "number"),
            Slip(1, [("art. 5 ust. 1 ustawy", "art. 7 ust. 1 ustawy")], "legal_reference"),
            Slip(2, [("Applicants must be entered", "Applicants should be entered")], "modality"),
        ],
    ),
    Case(
        key="pl-kuchnia-biurowa-zasady-wspolne-pietro",
        source=(
            "Zasady korzystania z kuchni na 3. piętrze\n\n"
            "Kuchnia jest wspólna dla wszystkich zespołów, dlatego prosimy o wzajemny szacunek. Brudne naczynia należy "
            "od razu włożyć do zmywarki – nie zostawiamy ich w zlewie. Zmywarkę uruchamia osoba, która ją zapełniła, "
            "a rozładowuje ten, kto pierwszy zauważy, że jest czysta. Jedzenie w lodówce musi być podpisane imieniem "
            "i datą; w każdy piątek o 16:00 wszystkie niepodpisane produkty są wyrzucane. Nie podgrzewamy ryb "
            "w mikrofalówce. Ekspres do kawy można odkamieniać wyłącznie zgodnie z instrukcją przyklejoną na jego boku. "
            "Jeśli coś się zepsuje, zgłoś to przez helpdesk i nie próbuj naprawiać sam. Kawę i mleko roślinne kupuje "
            "biuro; herbatę i przekąski przynosicie we własnym zakresie."
        ),
        good=[
            Good(
                "preserve",
                "Kuchnia na 3. piętrze – zasady\n\n"
                "Z kuchni korzystają wszystkie zespoły, więc szanujmy się nawzajem.\n\n"
                "1. Brudne naczynia od razu wkładaj do zmywarki, nie zostawiaj ich w zlewie.\n"
                "2. Kto zapełnił zmywarkę, ten ją uruchamia; rozładowuje ją pierwsza osoba, która zauważy, że jest czysta.\n"
                "3. Jedzenie w lodówce musi być podpisane imieniem i datą. W każdy piątek o 16:00 wyrzucamy wszystko, co "
                "nie jest podpisane.\n"
                "4. Nie podgrzewamy ryb w mikrofalówce.\n"
                "5. Ekspres do kawy można odkamieniać tylko według instrukcji przyklejonej na jego boku.\n"
                "6. Awarie zgłaszaj przez helpdesk – nie próbuj niczego naprawiać sam.\n"
                "7. Kawę i mleko roślinne kupuje biuro, a herbatę i przekąski każdy przynosi we własnym zakresie.",
            ),
            Good(
                "preserve",
                "Kuchnię na 3. piętrze dzielą wszystkie zespoły, więc liczymy na wzajemny szacunek. Brudne naczynia od razu "
                "wstaw do zmywarki, zamiast zostawiać je w zlewie. Zmywarkę włącza ten, kto ją zapełnił, a opróżnia osoba, "
                "która jako pierwsza zauważy, że jest czysta. Wszystko, co trzymasz w lodówce, musi mieć podpis z imieniem "
                "i datą – w każdy piątek o 16:00 niepodpisane produkty trafiają do kosza. Ryb w mikrofalówce nie "
                "podgrzewamy. Ekspres do kawy można odkamieniać wyłącznie tak, jak opisuje instrukcja przyklejona na jego "
                "boku. Gdy coś się zepsuje, zgłoś to przez helpdesk i nie naprawiaj tego na własną rękę. Kawę i mleko "
                "roślinne zapewnia biuro; herbatę i przekąski przynosicie sami.",
            ),
            Good(
                "en",
                "Kitchen rules – 3rd floor\n\n"
                "The kitchen is shared by all teams, so please treat each other with respect. Put dirty dishes in the "
                "dishwasher straight away – we don't leave them in the sink. Whoever fills the dishwasher runs it, and "
                "whoever first notices it is clean unloads it. Food in the fridge must be labelled with your name and the "
                "date; every Friday at 4 p.m. all unlabelled items are thrown away. We don't reheat fish in the microwave. "
                "The coffee machine may be descaled only according to the instructions stuck on its side. If something "
                "breaks, report it via the helpdesk and don't try to fix it yourself. The office buys coffee and plant-based "
                "milk; tea and snacks you bring yourselves.",
            ),
        ],
        bad=[
            Slip(
                0, [("wszystko, co nie jest podpisane", "wszystko, co jest podpisane")], "negation"
            ),
            Slip(1, [("musi mieć podpis", "powinno mieć podpis")], "modality"),
            Slip(
                2,
                [
                    (
                        "all unlabelled items are thrown away",
                        "all unlabelled items are thrown away by the cleaning crew",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-arkiv-kopia-przyrostowa-dokumentacja-readme",
        source=(
            "## Tworzenie kopii przyrostowej\n\n"
            "Polecenie `arkiv backup` tworzy kopię przyrostową katalogu wskazanego w pliku `~/.config/arkiv/profile.toml`. "
            "Pierwsze uruchomienie zawsze wykonuje pełną kopię.\n\n"
            "```\narkiv backup --profile dom --exclude '*.tmp'\n```\n\n"
            "- `--profile` wybiera sekcję z pliku konfiguracyjnego (domyślnie `default`).\n"
            "- `--exclude` można podać wielokrotnie.\n"
            "- `--dry-run` pokazuje, co zostałoby skopiowane, ale niczego nie zapisuje.\n\n"
            "Nie przerywaj działania programu klawiszami Ctrl+C podczas fazy `finalize` – może to uszkodzić indeks. "
            "Kopie starsze niż 90 dni są usuwane przez `arkiv prune`, jeśli w profilu ustawiono `retention_days`."
        ),
        good=[
            Good(
                "preserve",
                "## Kopia przyrostowa\n\n"
                "Aby utworzyć kopię przyrostową, uruchom `arkiv backup`. Program kopiuje katalog wskazany w pliku "
                "`~/.config/arkiv/profile.toml`; przy pierwszym uruchomieniu zawsze powstaje pełna kopia.\n\n"
                "Przykład:\n\n"
                "```\narkiv backup --profile dom --exclude '*.tmp'\n```\n\n"
                "Opcje:\n"
                "- `--profile` – wybiera sekcję pliku konfiguracyjnego (domyślnie `default`),\n"
                "- `--exclude` – można podać wiele razy,\n"
                "- `--dry-run` – pokazuje, co zostałoby skopiowane, nie zapisując niczego.\n\n"
                "> Uwaga: nie naciskaj Ctrl+C w fazie `finalize`, bo może to uszkodzić indeks.\n\n"
                "Jeśli w profilu ustawiono `retention_days`, polecenie `arkiv prune` usuwa kopie starsze niż 90 dni.",
            ),
            Good(
                "preserve",
                "## Tworzenie kopii przyrostowej\n\n"
                "`arkiv backup` tworzy kopię przyrostową katalogu, który wskazuje plik `~/.config/arkiv/profile.toml`. "
                "Przy pierwszym uruchomieniu wykonywana jest zawsze pełna kopia.\n\n"
                "```\narkiv backup --profile dom --exclude '*.tmp'\n```\n\n"
                "- `--profile`: sekcja z pliku konfiguracyjnego (domyślnie `default`).\n"
                "- `--exclude`: może wystąpić wielokrotnie.\n"
                "- `--dry-run`: wyświetla, co zostałoby skopiowane, i niczego nie zapisuje.\n\n"
                "W fazie `finalize` nie przerywaj programu skrótem Ctrl+C – może to uszkodzić indeks. `arkiv prune` usuwa "
                "kopie starsze niż 90 dni, o ile w profilu ustawiono `retention_days`.",
            ),
            Good(
                "en",
                "## Creating an incremental backup\n\n"
                "The `arkiv backup` command creates an incremental backup of the directory specified in "
                "`~/.config/arkiv/profile.toml`. The first run always makes a full backup.\n\n"
                "```\narkiv backup --profile dom --exclude '*.tmp'\n```\n\n"
                "- `--profile` selects a section from the configuration file (default: `default`).\n"
                "- `--exclude` can be given multiple times.\n"
                "- `--dry-run` shows what would be copied but writes nothing.\n\n"
                "Do not interrupt the program with Ctrl+C during the `finalize` phase – this may corrupt the index. Backups "
                "older than 90 days are removed by `arkiv prune` if `retention_days` is set in the profile.",
            ),
        ],
        bad=[
            Slip(0, [("polecenie `arkiv prune`", "polecenie `arkiv clean`")], "code"),
            Slip(
                1,
                [("wykonywana jest zawsze pełna kopia", "nie jest wykonywana pełna kopia")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "```\narkiv backup --profile dom --exclude '*.tmp'\n```",
                        "arkiv backup --profile dom --exclude '*.tmp'",
                    )
                ],
                "markdown",
            ),
        ],
    ),
    Case(
        key="pl-erozja-gleby-lessowej-abstrakt-miedzyplony",
        source=(
            "Erozja wodna gleb na stokach lessowych Wyżyny Lubelskiej pozostaje jednym z głównych zagrożeń dla produkcji "
            "rolnej. W latach 2019–2022 prowadzono pomiary na 24 poletkach doświadczalnych o nachyleniu od 6 do 12%. "
            "Średnie straty gleby na poletkach z uprawą kukurydzy wyniosły 18,4 t·ha⁻¹·rok⁻¹, podczas gdy pod roślinami "
            "okrywowymi były o około 70% niższe. Wyniki sugerują, że stosowanie międzyplonów może znacząco ograniczać "
            "spływ powierzchniowy, choć efekt ten prawdopodobnie zależy od terminu siewu. Uzyskane wartości są zbliżone "
            "do wcześniejszych szacunków Rejmana i in. (2014), lecz wyższe niż podawane przez Nowaka (2018, s. 112). "
            "Nie stwierdzono istotnego wpływu nawożenia obornikiem na wielkość strat."
        ),
        good=[
            Good(
                "preserve",
                "W latach 2019–2022 na 24 poletkach doświadczalnych o nachyleniu 6–12% badano erozję wodną gleb na stokach "
                "lessowych Wyżyny Lubelskiej, która wciąż należy do głównych zagrożeń dla produkcji rolnej. Na poletkach "
                "z kukurydzą gleba traciła średnio 18,4 t·ha⁻¹·rok⁻¹, a pod roślinami okrywowymi straty były mniejsze "
                "o mniej więcej 70%. Wyniki sugerują, że międzyplony mogą wyraźnie zmniejszać spływ powierzchniowy, choć "
                "efekt ten prawdopodobnie zależy od terminu siewu. Otrzymane wartości są podobne do wcześniejszych "
                "szacunków Rejmana i in. (2014), ale wyższe od podanych przez Nowaka (2018, s. 112). Nie stwierdzono, by "
                "nawożenie obornikiem istotnie wpływało na wielkość strat.",
            ),
            Good(
                "preserve",
                "Erozja wodna na lessowych stokach Wyżyny Lubelskiej wciąż stanowi jedno z głównych zagrożeń dla produkcji "
                "rolnej. Pomiary prowadzone w latach 2019–2022 na 24 poletkach doświadczalnych (nachylenie 6–12%) wykazały, "
                "że pod uprawą kukurydzy średnie straty gleby wynosiły 18,4 t·ha⁻¹·rok⁻¹, natomiast pod roślinami okrywowymi "
                "były niższe o około 70%. Nie stwierdzono istotnego wpływu nawożenia obornikiem na wielkość strat. Wyniki "
                "sugerują, że międzyplony mogą znacząco ograniczać spływ powierzchniowy, przy czym efekt ten prawdopodobnie "
                "zależy od terminu siewu. Uzyskane wartości są zbliżone do wcześniejszych szacunków Rejmana i in. (2014), "
                "lecz przewyższają dane podawane przez Nowaka (2018, s. 112).",
            ),
            Good(
                "en",
                "Water erosion of soils on the loess slopes of the Lublin Upland remains one of the main threats to "
                "agricultural production. Between 2019 and 2022, measurements were carried out on 24 experimental plots with "
                "slopes of 6 to 12%. Mean soil losses on plots under maize were 18.4 t·ha⁻¹·yr⁻¹, while under cover crops "
                "they were about 70% lower. The results suggest that catch crops may substantially reduce surface runoff, "
                "although this effect probably depends on the sowing date. The values obtained are close to earlier "
                "estimates by Rejman et al. (2014) but higher than those reported by Nowak (2018, p. 112). No significant "
                "effect of manure application on the magnitude of losses was found.",
            ),
        ],
        bad=[
            Slip(0, [("Rejmana i in. (2014)", "Rejmana i in. (2016)")], "citation"),
            Slip(1, [("efekt ten prawdopodobnie zależy", "efekt ten zależy")], "hedge"),
            Slip(2, [("on 24 experimental plots", "on 34 experimental plots")], "number"),
        ],
    ),
    Case(
        key="pl-hotel-dla-psow-regulamin-pobytu",
        source=(
            "Regulamin hotelu dla psów „Psia Przystań”\n\n"
            "Przyjmujemy psy w wieku od 6 miesięcy, zaszczepione przeciwko wściekliźnie i chorobom zakaźnym (aktualna "
            "książeczka zdrowia jest obowiązkowa). Pies musi być odrobaczony w ciągu 3 miesięcy przed przyjęciem. Doba "
            "hotelowa kosztuje 75 zł, a przy pobytach dłuższych niż 10 dni – 65 zł. Rezerwację potwierdza zadatek "
            "w wysokości 30% wartości pobytu, który nie podlega zwrotowi w razie rezygnacji później niż 7 dni przed "
            "przyjazdem. Właściciel może przywieźć własną karmę; w innym przypadku karmimy psy karmą Brit. Nie "
            "przyjmujemy suk w okresie cieczki. W razie choroby psa wzywamy lekarza weterynarii, a kosztami leczenia "
            "obciążany jest właściciel."
        ),
        good=[
            Good(
                "preserve",
                "Psia Przystań – regulamin hotelu dla psów\n\n"
                "- Przyjmujemy psy, które mają co najmniej 6 miesięcy i są zaszczepione przeciwko wściekliźnie oraz "
                "chorobom zakaźnym. Aktualna książeczka zdrowia jest obowiązkowa.\n"
                "- Pies musi być odrobaczony w ciągu 3 miesięcy przed przyjęciem.\n"
                "- Cena za dobę: 75 zł; przy pobytach dłuższych niż 10 dni – 65 zł.\n"
                "- Rezerwację potwierdzasz zadatkiem w wysokości 30% wartości pobytu. Jeśli zrezygnujesz później niż 7 dni "
                "przed przyjazdem, zadatek nie zostanie zwrócony.\n"
                "- Możesz przywieźć własną karmę; jeśli tego nie zrobisz, psy dostają karmę Brit.\n"
                "- Nie przyjmujemy suk w czasie cieczki.\n"
                "- Gdy pies zachoruje, wzywamy lekarza weterynarii, a koszty leczenia pokrywa właściciel.",
            ),
            Good(
                "preserve",
                "Hotel dla psów „Psia Przystań” przyjmuje psy w wieku od 6 miesięcy, zaszczepione przeciwko wściekliźnie "
                "i chorobom zakaźnym; okazanie aktualnej książeczki zdrowia jest obowiązkowe, a odrobaczenie musi nastąpić "
                "w ciągu 3 miesięcy przed przyjęciem. Suki w okresie cieczki nie są przyjmowane. Opłata wynosi 75 zł za "
                "dobę, a przy pobytach trwających ponad 10 dni – 65 zł za dobę. Rezerwację potwierdza wpłata zadatku "
                "równego 30% wartości pobytu; zadatek nie jest zwracany w przypadku rezygnacji później niż 7 dni przed "
                "przyjazdem. Właściciel może dostarczyć własną karmę – w przeciwnym razie psy otrzymują karmę Brit. Jeżeli "
                "pies zachoruje, hotel wzywa lekarza weterynarii, a koszty leczenia ponosi właściciel.",
            ),
            Good(
                "en",
                "“Psia Przystań” dog hotel – terms\n\n"
                "We accept dogs aged 6 months and older that are vaccinated against rabies and infectious diseases (an "
                "up-to-date health booklet is mandatory). Your dog must have been dewormed within 3 months before check-in. "
                "A night costs PLN 75, or PLN 65 for stays longer than 10 days. A booking is confirmed by a deposit of 30% of "
                "the value of the stay, which is non-refundable if you cancel later than 7 days before arrival. Owners may "
                "bring their own food; otherwise we feed the dogs Brit food. We do not accept female dogs in heat. If a dog "
                "falls ill, we call a vet, and the cost of treatment is charged to the owner.",
            ),
        ],
        bad=[
            Slip(0, [("Pies musi być odrobaczony", "Pies powinien być odrobaczony")], "modality"),
            Slip(1, [("65 zł za dobę", "60 zł za dobę")], "number"),
            Slip(
                2,
                [("We do not accept female dogs in heat.", "We also accept female dogs in heat.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-gliwice-program-sadzenia-drzew-ulice",
        source=(
            "Urząd Miasta Gliwice zaprasza mieszkańców do udziału w programie „Drzewo dla każdej ulicy”. Jesienią 2025 r. "
            "planujemy posadzić około 1200 drzew, głównie lip, klonów i grabów. Wnioski o posadzenie drzewa przed swoim "
            "domem lub blokiem można składać od 1 do 30 września 2025 r. przez formularz na stronie "
            "https://zielonegliwice.pl/drzewa lub w Biurze Obsługi Mieszkańców. Wniosek musi zawierać zgodę zarządcy "
            "terenu. Sadzenie rozpocznie się prawdopodobnie w drugiej połowie października, w zależności od pogody. "
            "Mieszkańcy nie ponoszą kosztów sadzenia ani pielęgnacji przez pierwsze 3 lata. Pytania prosimy kierować na "
            "adres zielen@um.gliwice.pl."
        ),
        good=[
            Good(
                "preserve",
                "Chcesz, żeby przed Twoim domem rosło drzewo? Urząd Miasta Gliwice zaprasza do programu „Drzewo dla każdej "
                "ulicy”. Jesienią 2025 r. planujemy posadzić w mieście około 1200 drzew – przede wszystkim lip, klonów "
                "i grabów. Wniosek o posadzenie drzewa przy swoim domu lub bloku złożysz od 1 do 30 września 2025 r. przez "
                "formularz na https://zielonegliwice.pl/drzewa albo w Biurze Obsługi Mieszkańców. Pamiętaj, że wniosek musi "
                "zawierać zgodę zarządcy terenu. Sadzenie zacznie się prawdopodobnie w drugiej połowie października, "
                "zależnie od pogody. Nie płacisz ani za sadzenie, ani za pielęgnację przez pierwsze 3 lata. Pytania wyślij na "
                "zielen@um.gliwice.pl.",
            ),
            Good(
                "preserve",
                "Program „Drzewo dla każdej ulicy” – Urząd Miasta Gliwice\n\n"
                "- Plan: około 1200 nowych drzew jesienią 2025 r., głównie lipy, klony i graby.\n"
                "- Wnioski o posadzenie drzewa przed domem lub blokiem: 1–30 września 2025 r., przez formularz na "
                "https://zielonegliwice.pl/drzewa lub w Biurze Obsługi Mieszkańców.\n"
                "- Wniosek musi zawierać zgodę zarządcy terenu.\n"
                "- Początek sadzenia: prawdopodobnie druga połowa października, w zależności od pogody.\n"
                "- Mieszkańcy nie ponoszą kosztów sadzenia ani pielęgnacji przez pierwsze 3 lata.\n"
                "- Pytania: zielen@um.gliwice.pl",
            ),
            Good(
                "en",
                "Gliwice City Hall invites residents to take part in the “A Tree for Every Street” programme. In autumn 2025 "
                "we plan to plant around 1,200 trees, mainly limes, maples and hornbeams. Applications to have a tree planted "
                "in front of your house or block of flats can be submitted from 1 to 30 September 2025 via the form at "
                "https://zielonegliwice.pl/drzewa or at the Residents' Service Office. The application must include the "
                "consent of the land manager. Planting will probably start in the second half of October, depending on the "
                "weather. Residents pay nothing for planting or for care during the first 3 years. Please send any questions "
                "to zielen@um.gliwice.pl.",
            ),
        ],
        bad=[
            Slip(0, [("od 1 do 30 września 2025 r.", "od 1 do 15 września 2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "Początek sadzenia: prawdopodobnie druga połowa",
                        "Początek sadzenia: druga połowa",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("to zielen@um.gliwice.pl.", "to zielen@gliwice.pl.")], "url"),
        ],
    ),
    Case(
        key="pl-witamina-d-infekcje-przeglad-dowodow",
        source=(
            "Suplementacja witaminy D a infekcje dróg oddechowych – przegląd dowodów. Metaanaliza Martineau i wsp. "
            "(BMJ 2017; 356: i6583), obejmująca 25 badań z randomizacją i około 11 tys. uczestników, wykazała niewielkie, "
            "ale istotne zmniejszenie ryzyka ostrych infekcji dróg oddechowych. Efekt był najsilniejszy u osób "
            "z wyjściowym stężeniem 25(OH)D poniżej 25 nmol/l. Nowsza analiza Jolliffe i wsp. (Lancet Diabetes "
            "Endocrinol 2021) sugeruje jednak, że korzyść może dotyczyć głównie dawkowania codziennego, a nie dużych "
            "dawek podawanych jednorazowo. Dane dotyczące dzieci są mniej spójne. Nie zaleca się rutynowej suplementacji "
            "dawkami powyżej 4000 j.m. na dobę bez kontroli stężenia witaminy D we krwi."
        ),
        good=[
            Good(
                "preserve",
                "Czy suplementacja witaminy D chroni przed infekcjami dróg oddechowych? Metaanaliza Martineau i wsp. "
                "(BMJ 2017; 356: i6583), w której uwzględniono 25 badań z randomizacją i około 11 tys. uczestników, "
                "wykazała niewielki, lecz istotny spadek ryzyka ostrych infekcji dróg oddechowych. Najsilniejszy efekt "
                "obserwowano u osób, których wyjściowe stężenie 25(OH)D było niższe niż 25 nmol/l. Nowsza analiza Jolliffe "
                "i wsp. (Lancet Diabetes Endocrinol 2021) sugeruje jednak, że korzyść może dotyczyć przede wszystkim "
                "codziennego przyjmowania witaminy, a nie dużych dawek jednorazowych. W przypadku dzieci dane są mniej "
                "spójne. Bez kontroli stężenia witaminy D we krwi nie zaleca się rutynowej suplementacji dawkami "
                "większymi niż 4000 j.m. na dobę.",
            ),
            Good(
                "preserve",
                "Witamina D a infekcje dróg oddechowych – najważniejsze dowody:\n\n"
                "- Martineau i wsp. (BMJ 2017; 356: i6583): metaanaliza 25 badań z randomizacją (ok. 11 tys. uczestników) "
                "wykazała niewielkie, ale istotne zmniejszenie ryzyka ostrych infekcji dróg oddechowych; efekt był "
                "najsilniejszy przy wyjściowym stężeniu 25(OH)D poniżej 25 nmol/l.\n"
                "- Jolliffe i wsp. (Lancet Diabetes Endocrinol 2021): wyniki sugerują, że korzyść może dotyczyć głównie "
                "dawkowania codziennego, a nie dużych dawek jednorazowych.\n"
                "- Dzieci: dane są mniej spójne.\n"
                "- Nie zaleca się rutynowej suplementacji dawkami powyżej 4000 j.m. na dobę bez kontroli stężenia "
                "witaminy D we krwi.",
            ),
            Good(
                "en",
                "Vitamin D supplementation and respiratory infections – a review of the evidence. A meta-analysis by "
                "Martineau et al. (BMJ 2017; 356: i6583), covering 25 randomised trials and about 11,000 participants, showed "
                "a small but significant reduction in the risk of acute respiratory infections. The effect was strongest in "
                "people with baseline 25(OH)D levels below 25 nmol/L. However, a more recent analysis by Jolliffe et al. "
                "(Lancet Diabetes Endocrinol 2021) suggests that the benefit may apply mainly to daily dosing rather than to "
                "large one-off doses. The data on children are less consistent. Routine supplementation with doses above "
                "4000 IU per day is not recommended without monitoring blood vitamin D levels.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Bez kontroli stężenia witaminy D we krwi nie zaleca się rutynowej suplementacji dawkami "
                        "większymi niż 4000 j.m. na dobę.",
                        "Routine supplementation with doses above 4000 IU per day is not recommended without monitoring "
                        "blood vitamin D levels.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1, [("(Lancet Diabetes Endocrinol 2021)", "(Lancet Respir Med 2021)")], "citation"
            ),
            Slip(
                2,
                [
                    (
                        "suggests that the benefit may apply mainly",
                        "shows that the benefit applies mainly",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-api-limity-zapytan-dokumentacja-tabela",
        source=(
            "### Limity zapytań\n\n"
            "API zwraca kod `429 Too Many Requests`, gdy przekroczysz limit. Domyślne limity:\n\n"
            "| Plan | Zapytań na minutę | Zapytań na dobę |\n"
            "|------|-------------------|-----------------|\n"
            "| Free | 60 | 5 000 |\n"
            "| Pro | 600 | 100 000 |\n\n"
            "Nagłówek `X-RateLimit-Remaining` podaje liczbę zapytań pozostałych w bieżącym oknie. Po otrzymaniu kodu 429 "
            "klient powinien odczekać tyle sekund, ile wskazuje nagłówek `Retry-After`, i nie powinien ponawiać zapytania "
            "wcześniej. Limity dla planu Enterprise ustalane są indywidualnie – napisz na "
            "[sales@przyklad.dev](mailto:sales@przyklad.dev)."
        ),
        good=[
            Good(
                "preserve",
                "### Limity zapytań\n\n"
                "Po przekroczeniu limitu API odpowiada kodem `429 Too Many Requests`. Domyślne limity wyglądają "
                "następująco:\n\n"
                "| Plan | Zapytania / minuta | Zapytania / doba |\n"
                "|------|--------------------|------------------|\n"
                "| Free | 60 | 5 000 |\n"
                "| Pro | 600 | 100 000 |\n\n"
                "Ile zapytań zostało w bieżącym oknie, sprawdzisz w nagłówku `X-RateLimit-Remaining`. Gdy klient dostanie "
                "kod 429, powinien odczekać liczbę sekund podaną w nagłówku `Retry-After` i nie powinien ponawiać zapytania "
                "wcześniej. Limity w planie Enterprise ustalamy indywidualnie – napisz na "
                "[sales@przyklad.dev](mailto:sales@przyklad.dev).",
            ),
            Good(
                "preserve",
                "### Limity zapytań\n\n"
                "Domyślne limity:\n"
                "- plan Free: 60 zapytań na minutę i 5 000 na dobę,\n"
                "- plan Pro: 600 zapytań na minutę i 100 000 na dobę.\n\n"
                "Przekroczenie limitu kończy się odpowiedzią `429 Too Many Requests`. Liczbę zapytań pozostałych "
                "w bieżącym oknie zwraca nagłówek `X-RateLimit-Remaining`. Po kodzie 429 klient powinien poczekać tyle "
                "sekund, ile podaje nagłówek `Retry-After`, i nie powinien wcześniej ponawiać zapytania. Limity planu "
                "Enterprise są ustalane indywidualnie: [sales@przyklad.dev](mailto:sales@przyklad.dev).",
            ),
            Good(
                "en",
                "### Rate limits\n\n"
                "When you exceed the limit, the API returns `429 Too Many Requests`. Default limits:\n\n"
                "| Plan | Requests per minute | Requests per day |\n"
                "|------|---------------------|------------------|\n"
                "| Free | 60 | 5,000 |\n"
                "| Pro | 600 | 100,000 |\n\n"
                "The `X-RateLimit-Remaining` header gives the number of requests left in the current window. After "
                "receiving a 429, the client should wait as many seconds as the `Retry-After` header indicates and should "
                "not retry the request earlier. Limits for the Enterprise plan are set individually – write to "
                "[sales@przyklad.dev](mailto:sales@przyklad.dev).",
            ),
        ],
        bad=[
            Slip(0, [("| Pro | 600 | 100 000 |\n", "")], "markdown"),
            Slip(1, [("nagłówek `X-RateLimit-Remaining`", "nagłówek `X-RateLimit-Limit`")], "code"),
            Slip(2, [("| Free | 60 | 5,000 |", "| Free | 30 | 5,000 |")], "number"),
        ],
    ),
    Case(
        key="pl-rekrutacja-przedszkola-lublin-terminy-wnioski",
        source=(
            "Rekrutacja do przedszkoli miejskich w Lublinie na rok szkolny 2025/2026 rozpocznie się 3 marca 2025 r. "
            "o godz. 9:00. Wniosek należy wypełnić w systemie elektronicznym na stronie https://lublin.przedszkola.edu.pl, "
            "a następnie wydrukować, podpisać przez oboje rodziców i złożyć w przedszkolu pierwszego wyboru do 14 marca "
            "2025 r. do godz. 15:00. Można wskazać maksymalnie 3 placówki. Rodzice dzieci już uczęszczających do "
            "przedszkola muszą złożyć deklarację kontynuacji wychowania przedszkolnego w terminie od 17 do 21 lutego "
            "2025 r. Do wniosku należy dołączyć dokumenty potwierdzające spełnianie kryteriów, np. zaświadczenie "
            "o zatrudnieniu. Lista zakwalifikowanych zostanie opublikowana 4 kwietnia 2025 r. Wnioski złożone po terminie "
            "nie będą rozpatrywane."
        ),
        good=[
            Good(
                "preserve",
                "Rekrutacja do miejskich przedszkoli w Lublinie – rok szkolny 2025/2026\n\n"
                "1. 17–21 lutego 2025 r. – rodzice dzieci, które już chodzą do przedszkola, muszą złożyć deklarację "
                "kontynuacji wychowania przedszkolnego.\n"
                "2. 3 marca 2025 r., godz. 9:00 – start rekrutacji. Wniosek wypełniasz w systemie elektronicznym na "
                "https://lublin.przedszkola.edu.pl, drukujesz, oboje rodzice go podpisują, a potem składacie go "
                "w przedszkolu pierwszego wyboru.\n"
                "3. 14 marca 2025 r., godz. 15:00 – ostatni moment na złożenie wniosku. Wnioski złożone po terminie nie "
                "będą rozpatrywane.\n"
                "4. 4 kwietnia 2025 r. – publikacja listy zakwalifikowanych.\n\n"
                "We wniosku możesz wskazać najwyżej 3 placówki. Musisz do niego dołączyć dokumenty potwierdzające "
                "spełnianie kryteriów, np. zaświadczenie o zatrudnieniu.",
            ),
            Good(
                "preserve",
                "Rekrutacja do lubelskich przedszkoli miejskich na rok szkolny 2025/2026 startuje 3 marca 2025 r. o godz. "
                "9:00. Wniosek należy wypełnić w systemie elektronicznym (https://lublin.przedszkola.edu.pl), wydrukować, "
                "podpisać przez oboje rodziców i dostarczyć do przedszkola pierwszego wyboru najpóźniej 14 marca 2025 r. "
                "do godz. 15:00 – wnioski złożone po terminie nie będą rozpatrywane. We wniosku można wskazać do 3 placówek; "
                "należy też dołączyć do niego dokumenty potwierdzające spełnianie kryteriów, na przykład zaświadczenie "
                "o zatrudnieniu. Rodzice dzieci, które już uczęszczają do przedszkola, muszą w dniach 17–21 lutego 2025 r. "
                "złożyć deklarację kontynuacji wychowania przedszkolnego. Lista zakwalifikowanych zostanie opublikowana "
                "4 kwietnia 2025 r.",
            ),
            Good(
                "en",
                "Enrolment in Lublin's municipal kindergartens for the 2025/2026 school year starts on 3 March 2025 at 9:00. "
                "The application must be completed in the online system at https://lublin.przedszkola.edu.pl, then printed, "
                "signed by both parents and submitted to the first-choice kindergarten by 15:00 on 14 March 2025. You can "
                "list up to 3 kindergartens. Parents of children who already attend kindergarten must submit a declaration "
                "of continued preschool education between 17 and 21 February 2025. Documents confirming that the criteria "
                "are met, such as a certificate of employment, must be attached to the application. The list of accepted "
                "children will be published on 4 April 2025. Applications submitted after the deadline will not be "
                "considered.",
            ),
        ],
        bad=[
            Slip(0, [("4. 4 kwietnia 2025 r.", "4. 11 kwietnia 2025 r.")], "date"),
            Slip(1, [("muszą w dniach 17–21 lutego", "mogą w dniach 17–21 lutego")], "modality"),
            Slip(
                2, [("https://lublin.przedszkola.edu.pl", "https://przedszkola.lublin.pl")], "url"
            ),
        ],
    ),
    Case(
        key="pl-sklep-internetowy-zwroty-reklamacje-konsument",
        source=(
            "Zwroty i reklamacje – sklep internetowy Dom i Ogród\n\n"
            "Jako konsument masz prawo odstąpić od umowy zawartej na odległość bez podawania przyczyny w terminie 14 dni "
            "od otrzymania towaru (art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta). Zwrócimy Ci wszystkie "
            "płatności, w tym koszt najtańszej oferowanej dostawy, nie później niż w ciągu 14 dni od otrzymania Twojego "
            "oświadczenia. Bezpośredni koszt odesłania towaru ponosisz Ty. Prawo odstąpienia nie przysługuje w przypadku "
            "roślin żywych i nasion pakowanych na zamówienie. Reklamację z tytułu niezgodności towaru z umową możesz "
            "złożyć w ciągu 2 lat od wydania towaru; odpowiemy na nią w ciągu 14 dni."
        ),
        good=[
            Good(
                "preserve",
                "Zwroty i reklamacje w sklepie Dom i Ogród – w skrócie:\n\n"
                "- Możesz odstąpić od umowy zawartej na odległość bez podania przyczyny w ciągu 14 dni od otrzymania towaru "
                "(art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta).\n"
                "- Zwracamy wszystkie płatności, łącznie z kosztem najtańszej oferowanej dostawy, najpóźniej w ciągu 14 dni "
                "od otrzymania Twojego oświadczenia.\n"
                "- Bezpośredni koszt odesłania towaru pokrywasz sam.\n"
                "- Prawo odstąpienia nie obejmuje roślin żywych ani nasion pakowanych na zamówienie.\n"
                "- Reklamację z tytułu niezgodności towaru z umową możesz złożyć w ciągu 2 lat od wydania towaru, a my "
                "odpowiemy na nią w ciągu 14 dni.",
            ),
            Good(
                "preserve",
                "Kupując w sklepie internetowym Dom i Ogród jako konsument, możesz w ciągu 14 dni od otrzymania towaru "
                "odstąpić od umowy bez podawania przyczyny – daje Ci to art. 27 ustawy z dnia 30 maja 2014 r. o prawach "
                "konsumenta. Wyjątkiem są rośliny żywe i nasiona pakowane na zamówienie: w ich przypadku prawo odstąpienia "
                "nie przysługuje. W ciągu maksymalnie 14 dni od otrzymania Twojego oświadczenia zwrócimy Ci wszystkie "
                "płatności, także koszt najtańszej oferowanej dostawy; bezpośredni koszt odesłania towaru pokrywasz jednak "
                "sam. Jeśli towar jest niezgodny z umową, reklamację możesz złożyć w ciągu 2 lat od jego wydania – "
                "odpowiemy na nią w ciągu 14 dni.",
            ),
            Good(
                "en",
                "Returns and complaints – Dom i Ogród online shop\n\n"
                "As a consumer, you have the right to withdraw from a distance contract without giving a reason within "
                "14 days of receiving the goods (Article 27 of the Consumer Rights Act of 30 May 2014). We will refund all "
                "payments, including the cost of the cheapest delivery option offered, no later than 14 days after "
                "receiving your statement. You bear the direct cost of returning the goods. The right of withdrawal does not "
                "apply to live plants or to seeds packed to order. You can file a complaint about goods that do not conform "
                "to the contract within 2 years of their delivery; we will respond to it within 14 days.",
            ),
        ],
        bad=[
            Slip(0, [("(art. 27 ustawy", "(art. 29 ustawy")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "bezpośredni koszt odesłania towaru pokrywasz jednak sam",
                        "bezpośredniego kosztu odesłania towaru nie pokrywasz",
                    )
                ],
                "negation",
            ),
            Slip(
                2, [("within 2 years of their delivery", "within 1 year of their delivery")], "date"
            ),
        ],
    ),
    Case(
        key="pl-notatka-spotkanie-zespolu-wdrozenie-wersji",
        source=(
            "# Notatka ze spotkania zespołu – 12.06.2025\n\n"
            "**Obecni:** Anna, Bartek, Kasia, Marek (Ola nieobecna)\n\n"
            "## Ustalenia\n"
            "- Wdrożenie wersji 2.4 przesuwamy na 24 czerwca, bo testy regresyjne nie są jeszcze ukończone.\n"
            "- Budżet na licencje w III kwartale: 18 000 zł, bez zmian.\n"
            "- Kasia przygotuje do piątku szkic ankiety dla klientów.\n\n"
            "## Do decyzji\n"
            "- Czy migrujemy bazę do PostgreSQL 16 jeszcze w tym roku? Marek szacuje, że zajmie to około 3 tygodni.\n\n"
            "Następne spotkanie: 19.06.2025, 10:00, sala „Wisła”. Wszystkie zadania są na "
            "[tablicy zespołu](https://tablica.firma.pl/zespol-a)."
        ),
        good=[
            Good(
                "preserve",
                "# Spotkanie zespołu, 12.06.2025 – notatka\n\n"
                "**Obecni:** Anna, Bartek, Kasia i Marek; Ola była nieobecna.\n\n"
                "## Co ustaliliśmy\n"
                "- Wdrożenie wersji 2.4 przesuwamy na 24 czerwca, ponieważ testy regresyjne nie zostały jeszcze ukończone.\n"
                "- Budżet na licencje w III kwartale pozostaje bez zmian: 18 000 zł.\n"
                "- Do piątku Kasia przygotuje szkic ankiety dla klientów.\n\n"
                "## Otwarte kwestie\n"
                "- Czy w tym roku migrujemy bazę do PostgreSQL 16? Według szacunków Marka zajmie to około 3 tygodni.\n\n"
                "Kolejne spotkanie: 19.06.2025 o 10:00 w sali „Wisła”. Zadania znajdziesz na "
                "[tablicy zespołu](https://tablica.firma.pl/zespol-a).",
            ),
            Good(
                "preserve",
                "# Notatka – spotkanie zespołu 12.06.2025\n\n"
                "Obecni: **Anna, Bartek, Kasia, Marek**. Nieobecna: Ola.\n\n"
                "## Ustalenia\n"
                "1. Wdrożenie wersji 2.4 przesunięte na 24 czerwca – testy regresyjne wciąż nie są ukończone.\n"
                "2. Budżet licencyjny na III kwartał bez zmian: 18 000 zł.\n"
                "3. Kasia do piątku przygotuje szkic ankiety dla klientów.\n\n"
                "## Do decyzji\n"
                "- Migracja bazy do PostgreSQL 16 jeszcze w tym roku? Marek szacuje, że potrwa to około 3 tygodni.\n\n"
                "Następne spotkanie: 19.06.2025, godz. 10:00, sala „Wisła”.\n"
                "Wszystkie zadania: [tablica zespołu](https://tablica.firma.pl/zespol-a)",
            ),
            Good(
                "en",
                "# Team meeting notes – 12 June 2025\n\n"
                "**Present:** Anna, Bartek, Kasia, Marek (Ola absent)\n\n"
                "## Decisions\n"
                "- The release of version 2.4 is moved to 24 June because regression testing is not finished yet.\n"
                "- Licence budget for Q3: PLN 18,000, unchanged.\n"
                "- Kasia will prepare a draft customer survey by Friday.\n\n"
                "## To decide\n"
                "- Do we migrate the database to PostgreSQL 16 this year? Marek estimates it will take about 3 weeks.\n\n"
                "Next meeting: 19 June 2025, 10:00, “Wisła” room. All tasks are on the "
                "[team board](https://tablica.firma.pl/zespol-a).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("[tablicy zespołu](https://tablica.firma.pl/zespol-a)", "tablicy zespołu")],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "szkic ankiety dla klientów.",
                        "szkic ankiety dla klientów i wyśle go do działu sprzedaży.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("PLN 18,000", "PLN 15,000")], "number"),
        ],
    ),
    Case(
        key="pl-raport-kwartalny-przychody-prognoza-dywidenda",
        source=(
            "W II kwartale 2025 r. przychody spółki wyniosły 42,6 mln zł, co oznacza wzrost o 8% rok do roku. Najszybciej "
            "rósł segment e-commerce (+21%), natomiast sprzedaż hurtowa spadła o 3%. Zarząd szacuje, że w całym 2025 r. "
            "przychody mogą przekroczyć 170 mln zł, o ile kurs euro nie wzrośnie powyżej 4,50 zł. Marża EBITDA obniżyła "
            "się do 11,2%, głównie z powodu wyższych kosztów logistyki. Prognoza nie uwzględnia wpływu planowanego "
            "przejęcia firmy Lumos. Zgodnie z polityką dywidendową spółka powinna przeznaczyć na dywidendę co najmniej "
            "40% zysku netto, jednak ostateczną decyzję podejmie walne zgromadzenie."
        ),
        good=[
            Good(
                "preserve",
                "Wyniki za II kwartał 2025 r. w skrócie:\n"
                "- Przychody: 42,6 mln zł, o 8% więcej niż rok wcześniej.\n"
                "- Najszybciej rósł e-commerce (+21%); sprzedaż hurtowa spadła o 3%.\n"
                "- Marża EBITDA spadła do 11,2%, przede wszystkim przez wyższe koszty logistyki.\n\n"
                "Według szacunków zarządu przychody za cały 2025 r. mogą przekroczyć 170 mln zł, pod warunkiem że kurs euro "
                "nie wzrośnie powyżej 4,50 zł. Prognoza nie uwzględnia wpływu planowanego przejęcia firmy Lumos. Polityka "
                "dywidendowa przewiduje, że spółka powinna przeznaczyć na dywidendę co najmniej 40% zysku netto, ale "
                "ostateczną decyzję podejmie walne zgromadzenie.",
            ),
            Good(
                "preserve",
                "Przychody spółki w II kwartale 2025 r. osiągnęły 42,6 mln zł i były o 8% wyższe niż przed rokiem. "
                "Największą dynamikę odnotował segment e-commerce (+21%), podczas gdy sprzedaż hurtowa zmniejszyła się o 3%. "
                "Marża EBITDA spadła do 11,2%, co wynikało głównie ze wzrostu kosztów logistyki. Zarząd szacuje, że "
                "przychody za cały rok 2025 mogą przekroczyć 170 mln zł, jeśli kurs euro nie wzrośnie powyżej 4,50 zł; "
                "prognoza ta nie uwzględnia wpływu planowanego przejęcia firmy Lumos. Zgodnie z polityką dywidendową spółka "
                "powinna przeznaczyć na dywidendę co najmniej 40% zysku netto, przy czym ostateczną decyzję podejmie walne "
                "zgromadzenie.",
            ),
            Good(
                "en",
                "In Q2 2025 the company's revenue was PLN 42.6 million, up 8% year on year. E-commerce was the "
                "fastest-growing segment (+21%), while wholesale sales fell by 3%. The management board estimates that "
                "full-year 2025 revenue may exceed PLN 170 million, provided the euro does not rise above PLN 4.50. The "
                "EBITDA margin fell to 11.2%, mainly due to higher logistics costs. The forecast does not include the impact "
                "of the planned acquisition of Lumos. Under the dividend policy, the company should allocate at least 40% of "
                "net profit to dividends, but the final decision will be taken by the general meeting.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Według szacunków zarządu przychody za cały 2025 r. mogą przekroczyć",
                        "Przychody za cały 2025 r. przekroczą",
                    )
                ],
                "hedge",
            ),
            Slip(1, [("(+21%)", "(+12%)")], "number"),
            Slip(2, [("the company should allocate", "the company must allocate")], "modality"),
        ],
    ),
    Case(
        key="pl-poznan-mieszkanie-kwiatowa-warunki-najmu",
        source=(
            "Warunki najmu mieszkania przy ul. Kwiatowej 7/12 w Poznaniu\n\n"
            "Czynsz najmu wynosi 2800 zł miesięcznie i jest płatny z góry do 10. dnia każdego miesiąca. Opłaty za media "
            "rozliczane są osobno według wskazań liczników. Najemca wpłaca kaucję w wysokości dwóch miesięcznych czynszów, "
            "która zostanie zwrócona w ciągu 30 dni od wydania lokalu, po potrąceniu ewentualnych należności. "
            "W mieszkaniu nie wolno palić tytoniu. Trzymanie zwierząt jest dopuszczalne wyłącznie za pisemną zgodą "
            "wynajmującego. Najemca nie może podnajmować lokalu osobom trzecim. Umowa zawierana jest na 12 miesięcy "
            "z możliwością przedłużenia; każda ze stron może ją wypowiedzieć z zachowaniem trzymiesięcznego okresu "
            "wypowiedzenia. Drobne usterki najemca powinien zgłaszać na bieżąco."
        ),
        good=[
            Good(
                "preserve",
                "Mieszkanie przy ul. Kwiatowej 7/12 w Poznaniu – warunki najmu\n\n"
                "- Czynsz: 2800 zł miesięcznie, płatny z góry do 10. dnia każdego miesiąca.\n"
                "- Media: rozliczane osobno, według wskazań liczników.\n"
                "- Kaucja: równowartość dwóch miesięcznych czynszów, zwracana w ciągu 30 dni od wydania lokalu po potrąceniu "
                "ewentualnych należności.\n"
                "- W mieszkaniu nie wolno palić tytoniu.\n"
                "- Zwierzęta: wyłącznie za pisemną zgodą wynajmującego.\n"
                "- Najemca nie może podnajmować lokalu osobom trzecim.\n"
                "- Umowa: na 12 miesięcy, z możliwością przedłużenia; każda ze stron może ją wypowiedzieć z zachowaniem "
                "trzymiesięcznego okresu wypowiedzenia.\n"
                "- Drobne usterki najemca powinien zgłaszać na bieżąco.",
            ),
            Good(
                "preserve",
                "Wynajmujesz mieszkanie przy ul. Kwiatowej 7/12 w Poznaniu na 12 miesięcy, z możliwością przedłużenia "
                "umowy. Czynsz to 2800 zł miesięcznie – płacisz go z góry, do 10. dnia każdego miesiąca, a za media "
                "rozliczasz się osobno według wskazań liczników. Wpłacasz też kaucję równą dwóm miesięcznym czynszom; "
                "odzyskasz ją w ciągu 30 dni od wydania lokalu, pomniejszoną o ewentualne należności. W mieszkaniu nie wolno "
                "palić tytoniu, a zwierzęta możesz trzymać wyłącznie za pisemną zgodą wynajmującego. Nie możesz podnajmować "
                "lokalu osobom trzecim. Drobne usterki powinieneś zgłaszać na bieżąco. Każda ze stron może wypowiedzieć umowę "
                "z zachowaniem trzymiesięcznego okresu wypowiedzenia.",
            ),
            Good(
                "en",
                "Rental terms – flat at ul. Kwiatowa 7/12, Poznań\n\n"
                "The rent is PLN 2,800 per month, payable in advance by the 10th day of each month. Utilities are billed "
                "separately based on meter readings. The tenant pays a deposit equal to two months' rent, which will be "
                "returned within 30 days of handing back the flat, less any amounts due. Smoking is not allowed in the flat. "
                "Pets are allowed only with the landlord's written consent. The tenant may not sublet the flat to third "
                "parties. The lease is concluded for 12 months and can be extended; either party may terminate it with three "
                "months' notice. The tenant should report minor faults as they arise.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("- W mieszkaniu nie wolno palić tytoniu.", "- W mieszkaniu wolno palić tytoń.")],
                "negation",
            ),
            Slip(
                1,
                [("Drobne usterki powinieneś zgłaszać", "Drobne usterki możesz zgłaszać")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "may not sublet the flat to third parties.",
                        "may not sublet the flat to third parties or register a business there.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-badanie-ankietowe-sen-studentow-wroclaw",
        source=(
            "W badaniu ankietowym przeprowadzonym w 2024 r. wśród 1356 studentów trzech uczelni wrocławskich około 62% "
            "respondentów deklarowało sen krótszy niż 7 godzin w dni powszednie. Krótki sen był częstszy u osób "
            "pracujących zarobkowo, co może wskazywać na rolę obciążenia czasowego, choć zależność ta nie musi mieć "
            "charakteru przyczynowego. Nie wykazano istotnej różnicy między studentami kierunków medycznych "
            "i technicznych. Wyniki są zgodne z obserwacjami Hershnera i Chervina (Nat Sci Sleep 2014; 6: 73–84). "
            "Autorzy zaznaczają, że dane opierają się na samoopisie i mogą zaniżać rzeczywistą skalę problemu. "
            "Kwestionariusz oparto na skali PSQI (Buysse i in., 1989)."
        ),
        good=[
            Good(
                "preserve",
                "W 2024 r. przebadano ankietowo 1356 studentów z trzech wrocławskich uczelni. Około 62% z nich deklarowało, "
                "że w dni powszednie śpi krócej niż 7 godzin. Krótki sen częściej zgłaszały osoby pracujące zarobkowo – może "
                "to wskazywać na znaczenie obciążenia czasowego, choć nie musi to być zależność przyczynowa. Między "
                "studentami kierunków medycznych i technicznych nie wykazano istotnej różnicy. Wyniki pokrywają się "
                "z obserwacjami Hershnera i Chervina (Nat Sci Sleep 2014; 6: 73–84). Kwestionariusz oparto na skali PSQI "
                "(Buysse i in., 1989). Autorzy podkreślają, że dane pochodzą z samoopisu, więc mogą zaniżać rzeczywistą "
                "skalę problemu.",
            ),
            Good(
                "preserve",
                "Kwestionariusz oparty na skali PSQI (Buysse i in., 1989) wypełniło w 2024 r. 1356 studentów trzech uczelni "
                "we Wrocławiu. Sen krótszy niż 7 godzin w dni powszednie deklarowało około 62% badanych, przy czym częściej "
                "dotyczyło to osób pracujących zarobkowo. Może to wskazywać na rolę obciążenia czasowego, jednak zależność "
                "ta nie musi mieć charakteru przyczynowego. Nie wykazano istotnej różnicy między studentami kierunków "
                "medycznych a technicznych. Wyniki są zgodne z obserwacjami Hershnera i Chervina (Nat Sci Sleep 2014; "
                "6: 73–84). Autorzy zastrzegają, że dane opierają się na samoopisie i mogą zaniżać rzeczywistą skalę "
                "problemu.",
            ),
            Good(
                "en",
                "A 2024 survey of 1,356 students at three Wrocław universities found that about 62% of respondents reported "
                "sleeping less than 7 hours on weekdays. Short sleep was more common among students in paid work, which may "
                "point to the role of time pressure, although the relationship need not be causal. No significant difference "
                "was found between students of medical and technical programmes. The results are consistent with the "
                "observations of Hershner and Chervin (Nat Sci Sleep 2014; 6: 73–84). The authors note that the data are "
                "self-reported and may underestimate the true scale of the problem. The questionnaire was based on the PSQI "
                "(Buysse et al., 1989).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(Nat Sci Sleep 2014; 6: 73–84)", "(Nat Sci Sleep 2016; 6: 73–84)")],
                "citation",
            ),
            Slip(1, [("Może to wskazywać na rolę", "Wskazuje to na rolę")], "hedge"),
            Slip(
                2,
                [("No significant difference was found", "A significant difference was found")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-basen-delfin-regulamin-bilety-zasady",
        source=(
            "Regulamin Krytej Pływalni „Delfin” – najważniejsze zasady\n\n"
            "Pływalnia jest czynna od poniedziałku do piątku w godz. 6:00–22:00, a w weekendy w godz. 8:00–20:00. Bilet "
            "normalny na 60 minut kosztuje 22 zł, ulgowy – 16 zł; za każdą rozpoczętą minutę ponad limit pobierana jest "
            "dopłata 0,40 zł. Przed wejściem do niecki każdy użytkownik musi wziąć prysznic. Dzieci do lat 10 mogą "
            "przebywać na pływalni wyłącznie pod opieką osoby dorosłej. Czepek nie jest wymagany, ale osoby z długimi "
            "włosami powinny je związać. Zabrania się skakania do wody z brzegu w części rekreacyjnej. Na jednego "
            "ratownika przypada maksymalnie 60 osób w wodzie."
        ),
        good=[
            Good(
                "preserve",
                "Wybierasz się na Krytą Pływalnię „Delfin”? Od poniedziałku do piątku jesteśmy otwarci w godz. 6:00–22:00, "
                "w weekendy – w godz. 8:00–20:00. Bilet normalny na 60 minut kosztuje 22 zł, a ulgowy 16 zł; za każdą "
                "rozpoczętą minutę ponad limit doliczamy 0,40 zł. Zanim wejdziesz do niecki, musisz wziąć prysznic. Dzieci "
                "do lat 10 mogą przebywać na pływalni tylko pod opieką osoby dorosłej. Czepek nie jest obowiązkowy, ale "
                "jeśli masz długie włosy, powinieneś je związać. W części rekreacyjnej nie wolno skakać do wody z brzegu. "
                "Na jednego ratownika przypada maksymalnie 60 osób w wodzie.",
            ),
            Good(
                "preserve",
                "Kryta Pływalnia „Delfin” – najważniejsze zasady regulaminu\n\n"
                "- Godziny otwarcia: pon.–pt. 6:00–22:00, sob.–niedz. 8:00–20:00.\n"
                "- Bilet 60-minutowy: normalny 22 zł, ulgowy 16 zł. Za każdą rozpoczętą minutę ponad limit – dopłata 0,40 zł.\n"
                "- Przed wejściem do niecki każdy użytkownik musi wziąć prysznic.\n"
                "- Dzieci do lat 10 mogą przebywać na pływalni wyłącznie pod opieką osoby dorosłej.\n"
                "- Czepek nie jest wymagany, ale osoby z długimi włosami powinny je związać.\n"
                "- W części rekreacyjnej zabronione jest skakanie do wody z brzegu.\n"
                "- Na jednego ratownika przypada maksymalnie 60 osób w wodzie.",
            ),
            Good(
                "en",
                "“Delfin” Indoor Swimming Pool – key rules\n\n"
                "The pool is open Monday to Friday from 6:00 to 22:00 and at weekends from 8:00 to 20:00. A standard "
                "60-minute ticket costs PLN 22 and a reduced one PLN 16; for every started minute over the limit a surcharge "
                "of PLN 0.40 is charged. Everyone must take a shower before entering the pool. Children up to the age of 10 "
                "may stay in the pool area only under the care of an adult. A swimming cap is not required, but people with "
                "long hair should tie it up. Jumping into the water from the edge is prohibited in the leisure area. There "
                "is a maximum of 60 people in the water per lifeguard.",
            ),
        ],
        bad=[
            Slip(0, [("musisz wziąć prysznic", "powinieneś wziąć prysznic")], "modality"),
            Slip(1, [("dopłata 0,40 zł", "dopłata 0,50 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "prohibited in the leisure area.",
                        "prohibited in the leisure area because the water there is shallow.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-wycieczka-szkolna-wieliczka-informacja-rodzice",
        source=(
            "Szanowni Rodzice, informujemy, że wycieczka klas 5a i 5b do Wieliczki i Krakowa odbędzie się 22 maja 2025 r. "
            "Zbiórka o 6:30 na parkingu przy szkole; powrót przewidywany jest około godz. 20:00, w zależności od ruchu na "
            "drogach. Koszt wycieczki wynosi 185 zł i obejmuje przejazd autokarem, bilety wstępu do Kopalni Soli, "
            "przewodnika oraz obiad. Wpłaty prosimy dokonywać do 9 maja na konto Rady Rodziców; szczegóły i regulamin "
            "wycieczki znajdują się na stronie https://sp12.edu.pl/wycieczka-5. Uczniowie powinni mieć ze sobą wygodne "
            "obuwie i ciepłą bluzę – w kopalni temperatura wynosi około 14°C. Dzieci, które źle znoszą podróż, "
            "prawdopodobnie będą potrzebowały leków przeciw chorobie lokomocyjnej; prosimy o wcześniejszy kontakt "
            "z wychowawcą."
        ),
        good=[
            Good(
                "preserve",
                "Drodzy Rodzice,\n\n"
                "22 maja 2025 r. klasy 5a i 5b jadą na wycieczkę do Wieliczki i Krakowa. Zbieramy się o 6:30 na parkingu "
                "przy szkole, a powrót przewidujemy około 20:00 – zależnie od ruchu na drogach. Wycieczka kosztuje 185 zł; "
                "w cenie jest przejazd autokarem, bilety wstępu do Kopalni Soli, przewodnik i obiad. Wpłat prosimy dokonywać "
                "do 9 maja na konto Rady Rodziców. Szczegóły i regulamin wycieczki: https://sp12.edu.pl/wycieczka-5. "
                "Uczniowie powinni zabrać wygodne buty i ciepłą bluzę, bo w kopalni jest około 14°C. Dzieci, które źle znoszą "
                "podróż, prawdopodobnie będą potrzebowały leków przeciw chorobie lokomocyjnej – prosimy wcześniej "
                "skontaktować się z wychowawcą.",
            ),
            Good(
                "preserve",
                "Wycieczka klas 5a i 5b – Wieliczka i Kraków\n\n"
                "- Termin: 22 maja 2025 r.\n"
                "- Zbiórka: 6:30, parking przy szkole.\n"
                "- Powrót: przewidywany około 20:00 (w zależności od ruchu na drogach).\n"
                "- Koszt: 185 zł – przejazd autokarem, bilety wstępu do Kopalni Soli, przewodnik, obiad.\n"
                "- Wpłaty: do 9 maja, na konto Rady Rodziców.\n"
                "- Uczniowie powinni zabrać wygodne obuwie i ciepłą bluzę (w kopalni jest około 14°C).\n\n"
                "Szczegóły i regulamin: https://sp12.edu.pl/wycieczka-5. Jeśli dziecko źle znosi podróż, prawdopodobnie "
                "będzie potrzebowało leków przeciw chorobie lokomocyjnej – prosimy o wcześniejszy kontakt z wychowawcą.",
            ),
            Good(
                "en",
                "Dear Parents,\n\n"
                "The trip for classes 5a and 5b to Wieliczka and Kraków will take place on 22 May 2025. We meet at 6:30 in "
                "the school car park; we expect to be back at around 20:00, depending on traffic. The trip costs PLN 185, "
                "which covers the coach, admission tickets to the Salt Mine, a guide and lunch. Please pay by 9 May into the "
                "Parents' Council account; details and the trip rules are available at https://sp12.edu.pl/wycieczka-5. "
                "Pupils should bring comfortable shoes and a warm sweatshirt, as the temperature in the mine is about 14°C. "
                "Children who do not travel well will probably need travel-sickness medication; please contact the class "
                "teacher in advance.",
            ),
        ],
        bad=[
            Slip(0, [("https://sp12.edu.pl/wycieczka-5", "https://sp12.edu.pl/wycieczki")], "url"),
            Slip(1, [("Powrót: przewidywany około 20:00", "Powrót: o 20:00")], "hedge"),
            Slip(
                2,
                [
                    (
                        "a guide and lunch.",
                        "a guide and lunch at a restaurant on Kraków's Main Square.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
