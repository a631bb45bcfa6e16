# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 68: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-organ-recital-autumn-evenings-passes",
        source="Cykl „Jesienne Wieczory Organowe” w archikatedrze oliwskiej potrwa od 7 września do 26 października 2025 r. Recitale odbywają się w każdą niedzielę o godz. 19:30 i trwają około 70 minut. Wstęp jest bezpłatny, ale obowiązują wejściówki, które można odebrać w kancelarii parafialnej najwcześniej na tydzień przed koncertem. Jedna osoba może pobrać maksymalnie cztery wejściówki. Podczas koncertów nie wolno robić zdjęć z lampą błyskową ani nagrywać dźwięku. Pełny program, w tym nazwiska wykonawców z Polski, Niemiec i Holandii, publikujemy na stronie www.organy-oliwa.pl/jesien2025. Pytania prosimy kierować na adres koncerty@organy-oliwa.pl.",
        good=[
            Good(
                "preserve",
                "Zapraszamy na „Jesienne Wieczory Organowe” w archikatedrze oliwskiej! Koncerty odbędą się od 7 września do 26 października 2025 r., zawsze w niedzielę o 19:30, a każdy recital potrwa mniej więcej 70 minut. Za wstęp nie płacisz, potrzebujesz jednak wejściówki – odbierzesz ją w kancelarii parafialnej, ale nie wcześniej niż tydzień przed danym koncertem. Jedna osoba może wziąć najwyżej cztery wejściówki. Pamiętaj, że w trakcie koncertu nie wolno fotografować z fleszem ani nagrywać dźwięku. Program wraz z nazwiskami wykonawców z Polski, Niemiec i Holandii znajdziesz na www.organy-oliwa.pl/jesien2025, a pytania wyślij na koncerty@organy-oliwa.pl.",
            ),
            Good(
                "preserve",
                "**Jesienne Wieczory Organowe – archikatedra oliwska**\n\n- Termin: 7 września – 26 października 2025 r., każda niedziela, godz. 19:30.\n- Czas trwania: ok. 70 minut.\n- Wstęp: bezpłatny, na wejściówki odbierane w kancelarii parafialnej (najwcześniej 7 dni przed koncertem); maksymalnie cztery na osobę.\n- W czasie koncertów obowiązuje zakaz zdjęć z lampą błyskową i nagrywania dźwięku.\n- Program i nazwiska wykonawców (Polska, Niemcy, Holandia): www.organy-oliwa.pl/jesien2025\n- Pytania: koncerty@organy-oliwa.pl",
            ),
            Good(
                "en",
                "The “Autumn Organ Evenings” series at Oliwa Cathedral runs from 7 September to 26 October 2025. Recitals take place every Sunday at 7:30 p.m. and last about 70 minutes. Admission is free, but you need a pass, which can be collected from the parish office no earlier than one week before the concert. Each person may take up to four passes. Flash photography and sound recording are not allowed during the concerts. The full programme, including the names of performers from Poland, Germany and the Netherlands, is published at www.organy-oliwa.pl/jesien2025. Please send any questions to koncerty@organy-oliwa.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("wyślij na koncerty@organy-oliwa.pl", "wyślij na kontakt@organy-oliwa.pl")],
                "url",
            ),
            Slip(
                1,
                [("7 września – 26 października 2025 r.", "7 września – 26 listopada 2025 r.")],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "Each person may take up to four passes.",
                        "Each person may take up to four passes; any left over are handed out at the door 30 minutes before the start.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-tattoo-aftercare-first-two-weeks",
        source="Po wykonaniu tatuażu zostaw opatrunek foliowy na 2–4 godziny, a następnie delikatnie umyj skórę letnią wodą z mydłem bez dodatków zapachowych. Przez pierwsze dwa tygodnie nie wolno korzystać z basenu, sauny ani solarium. Tatuaż należy smarować cienką warstwą maści regenerującej 2–3 razy dziennie. Nie zdrapuj strupków – mogą się pojawić około 4.–5. dnia i zwykle odpadają same. Lekkie zaczerwienienie i obrzęk w ciągu pierwszych 48 godzin są prawdopodobnie normalną reakcją skóry. Jeśli jednak pojawi się gorączka, ropna wydzielina lub narastający ból, musisz skontaktować się z lekarzem. Bezpłatną poprawkę możesz umówić w ciągu 3 miesięcy od sesji.",
        good=[
            Good(
                "preserve",
                "Jak dbać o świeży tatuaż:\n\n1. Opatrunek foliowy zdejmij po 2–4 godzinach, potem delikatnie umyj skórę letnią wodą i mydłem bezzapachowym.\n2. Przez 14 dni nie wolno chodzić na basen, do sauny ani na solarium.\n3. Nakładaj cienką warstwę maści regenerującej 2–3 razy na dobę.\n4. Strupki mogą pojawić się mniej więcej 4.–5. dnia – nie zdrapuj ich, zazwyczaj odpadną same.\n5. Lekki obrzęk i zaczerwienienie przez pierwsze 48 godzin to prawdopodobnie normalna reakcja skóry.\n6. Gorączka, ropna wydzielina albo narastający ból? Musisz skontaktować się z lekarzem.\n\nDarmową poprawkę możesz umówić w ciągu trzech miesięcy od sesji.",
            ),
            Good(
                "preserve",
                "Bezpośrednio po zabiegu opatrunek foliowy należy pozostawić na 2–4 godziny, po czym skórę trzeba delikatnie umyć letnią wodą i mydłem pozbawionym substancji zapachowych. Tatuaż trzeba smarować cienką warstwą maści regenerującej dwa–trzy razy dziennie. Korzystanie z basenu, sauny i solarium jest zabronione przez pierwsze dwa tygodnie. Około 4.–5. dnia mogą pojawić się strupki; nie należy ich zdrapywać, ponieważ zwykle odpadają samoistnie. Lekkie zaczerwienienie i obrzęk w pierwszych 48 godzinach są prawdopodobnie normalną reakcją skóry, jednak w razie gorączki, ropnej wydzieliny lub narastającego bólu klient musi skontaktować się z lekarzem. Bezpłatną poprawkę można umówić w ciągu 3 miesięcy od sesji.",
            ),
            Good(
                "en",
                "After your tattoo is done, leave the film dressing on for 2–4 hours, then gently wash the skin with lukewarm water and fragrance-free soap. For the first two weeks you must not use swimming pools, saunas or tanning beds. Apply a thin layer of healing ointment 2–3 times a day. Don't pick at the scabs – they may appear around day 4–5 and usually fall off on their own. Slight redness and swelling during the first 48 hours are probably a normal skin reaction. However, if you develop a fever, a pus-like discharge or increasing pain, you must contact a doctor. You can book a free touch-up within 3 months of your session.",
            ),
        ],
        bad=[
            Slip(0, [("Przez 14 dni nie wolno chodzić", "Przez 14 dni wolno chodzić")], "negation"),
            Slip(1, [("klient musi skontaktować się", "klient może skontaktować się")], "modality"),
            Slip(
                2, [("are probably a normal skin reaction", "are a normal skin reaction")], "hedge"
            ),
        ],
    ),
    Case(
        key="pl-escape-room-alchemist-booking-terms",
        source="Rezerwacji pokoju „Zaginiony Alchemik” można dokonać online najpóźniej 2 godziny przed wybraną godziną gry. Pokój jest przeznaczony dla 2–6 graczy, a cena za całą drużynę wynosi 180 zł od poniedziałku do czwartku i 220 zł w weekendy. Przy rezerwacji pobieramy zadatek w wysokości 50 zł, który nie podlega zwrotowi, jeśli odwołasz grę później niż 24 godziny przed jej rozpoczęciem. Osoby poniżej 14 lat muszą grać pod opieką pełnoletniego uczestnika. Prosimy przyjść co najmniej 10 minut wcześniej – spóźnienie skraca czas gry, który wynosi 60 minut. Do pokoju nie można wnosić telefonów ani jedzenia.",
        good=[
            Good(
                "preserve",
                "Ile kosztuje gra? Za całą drużynę płacisz 180 zł od poniedziałku do czwartku, a w weekend 220 zł. Pokój „Zaginiony Alchemik” mieści od 2 do 6 graczy.\n\nJak zarezerwować? Online, nie później niż dwie godziny przed wybraną godziną gry. Przy rezerwacji pobieramy 50 zł zadatku – przepada, jeśli odwołasz grę później niż na 24 godziny przed startem.\n\nCo jeszcze warto wiedzieć? Gra trwa 60 minut, a spóźnienie skraca ten czas, więc prosimy przyjść przynajmniej 10 minut wcześniej. Uczestnicy, którzy nie ukończyli 14 lat, muszą grać pod opieką osoby pełnoletniej. Telefonów ani jedzenia nie można wnosić do pokoju.",
            ),
            Good(
                "preserve",
                "„Zaginiony Alchemik” – najważniejsze zasady:\n- drużyna 2–6 osób; cena za całą grupę: 180 zł (pon.–czw.) lub 220 zł (weekend);\n- rezerwacja online najpóźniej 2 h przed grą;\n- zadatek 50 zł – bezzwrotny przy odwołaniu później niż 24 h przed rozpoczęciem;\n- gracze poniżej 14 lat muszą grać pod opieką pełnoletniego uczestnika;\n- prosimy o przybycie co najmniej 10 minut wcześniej, bo spóźnienie skraca 60-minutową grę;\n- do pokoju nie można wnosić telefonów ani jedzenia.",
            ),
            Good(
                "en",
                "You can book the “Lost Alchemist” room online up to 2 hours before your chosen time slot. The room is designed for 2–6 players, and the price for the whole team is PLN 180 from Monday to Thursday and PLN 220 at weekends. When you book, we take a PLN 50 deposit, which is non-refundable if you cancel less than 24 hours before the game starts. Players under 14 must play under the supervision of an adult participant. Please arrive at least 10 minutes early – arriving late shortens your 60-minute game. Phones and food may not be brought into the room.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "muszą grać pod opieką osoby pełnoletniej",
                        "powinni grać pod opieką osoby pełnoletniej",
                    )
                ],
                "modality",
            ),
            Slip(1, [("bezzwrotny przy odwołaniu", "zwrotny przy odwołaniu")], "negation"),
            Slip(2, [("PLN 220 at weekends", "PLN 250 at weekends")], "number"),
        ],
    ),
    Case(
        key="pl-glass-recycling-points-podgorze-containers",
        source="Od 1 marca 2025 r. w dzielnicy Podgórze działa 46 nowych punktów zbiórki szkła. Do zielonych pojemników wrzucamy butelki i słoiki po napojach i żywności – bez nakrętek, kapsli i korków, ale nie trzeba usuwać etykiet. Do pojemników nie wolno wrzucać szkła okiennego, luster, porcelany, ceramiki ani żarówek. Pojemniki są opróżniane dwa razy w tygodniu, a w okresie świątecznym częściej. Szkło stanowi obecnie około 12% masy odpadów zbieranych selektywnie w mieście. Mapę wszystkich punktów znajdziesz w aplikacji „Czysty Kraków”. Jeżeli pojemnik jest przepełniony, nie zostawiaj butelek obok – zgłoś to pod numerem 12 646 22 10.",
        good=[
            Good(
                "preserve",
                "W Podgórzu od 1 marca 2025 r. działa 46 nowych punktów, w których można oddać szkło. Do zielonych pojemników trafiają butelki i słoiki po napojach i jedzeniu. Zdejmij nakrętki, kapsle i korki; etykiet nie musisz odklejać. Szkło okienne, lustra, porcelana, ceramika i żarówki nie mogą trafić do tych pojemników. Opróżnia się je dwa razy w tygodniu, a w okresie świąt – częściej. Obecnie szkło to około 12% masy odpadów zbieranych w mieście selektywnie. Wszystkie punkty zaznaczono na mapie w aplikacji „Czysty Kraków”. Przepełniony pojemnik? Nie zostawiaj butelek obok, tylko zgłoś to pod numerem 12 646 22 10.",
            ),
            Good(
                "preserve",
                "**Nowe punkty zbiórki szkła – Podgórze (od 1.03.2025)**\n\nLiczba punktów: 46.\n\nWrzucamy: butelki i słoiki po napojach i żywności, bez nakrętek, kapsli i korków (etykiety mogą zostać).\n\nNie wrzucamy: szkła okiennego, luster, porcelany, ceramiki, żarówek.\n\nOpróżnianie: dwa razy w tygodniu, w okresie świątecznym częściej.\n\nSzkło to obecnie ok. 12% masy odpadów zbieranych selektywnie w mieście. Mapa punktów: aplikacja „Czysty Kraków”. Przepełniony pojemnik zgłoś pod nr 12 646 22 10 – nie zostawiaj butelek obok.",
            ),
            Good(
                "en",
                "Since 1 March 2025, 46 new glass collection points have been operating in the Podgórze district. Bottles and jars from drinks and food go into the green containers – without caps, lids or corks, though you don't need to remove the labels. Window glass, mirrors, porcelain, ceramics and light bulbs must not be put in the containers. The containers are emptied twice a week, and more often during the holiday season. Glass currently accounts for about 12% of the weight of separately collected waste in the city. You'll find a map of all the points in the “Czysty Kraków” app. If a container is full, don't leave bottles next to it – report it by calling 12 646 22 10.",
            ),
        ],
        bad=[
            Slip(0, [("działa 46 nowych punktów", "działa 36 nowych punktów")], "number"),
            Slip(
                1,
                [
                    (
                        "Opróżnianie: dwa razy w tygodniu, w okresie świątecznym częściej.",
                        "Opróżnianie: dwa razy w tygodniu (we wtorki i piątki), w okresie świątecznym częściej.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "though you don't need to remove the labels",
                        "though you need to remove the labels",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-public-sauna-zone-etiquette-rules",
        source="Regulamin strefy saun: do sauny wchodzimy wyłącznie bez stroju kąpielowego, owinięci ręcznikiem, a na ławce należy rozłożyć ręcznik tak, aby żadna część ciała nie dotykała drewna. Przed pierwszym wejściem trzeba wziąć prysznic. W saunie obowiązuje cisza; rozmowy powinny być prowadzone szeptem. Polewać piec może wyłącznie saunamistrz podczas seansów, które odbywają się o pełnych godzinach. Dzieci do 12 lat mogą korzystać z saun tylko pod opieką dorosłego. Nie wolno korzystać z saun po spożyciu alkoholu. Zalecamy wypijać co najmniej pół litra wody po każdych dwóch wejściach. Jeśli poczujesz zawroty głowy, natychmiast opuść saunę.",
        good=[
            Good(
                "preserve",
                "Kilka zasad naszej strefy saun. Do sauny wchodzisz wyłącznie bez stroju kąpielowego, owinięty ręcznikiem, a na ławce musisz rozłożyć ręcznik tak, by żadna część ciała nie dotykała drewna. Zanim wejdziesz po raz pierwszy, musisz wziąć prysznic. W środku panuje cisza – rozmawiać powinno się szeptem. Polewać piec może tylko saunamistrz, podczas seansów o pełnych godzinach. Dzieci do 12 lat mogą korzystać z saun tylko pod opieką dorosłego. Po alkoholu nie wolno wchodzić do sauny. Po każdych dwóch wejściach zalecamy wypić co najmniej pół litra wody. Kręci ci się w głowie? Natychmiast wyjdź z sauny.",
            ),
            Good(
                "preserve",
                "Regulamin strefy saun\n1. Wejście do sauny wyłącznie bez stroju kąpielowego, w ręczniku.\n2. Ręcznik należy rozłożyć na ławce tak, aby żadna część ciała nie stykała się z drewnem.\n3. Przed pierwszym wejściem obowiązkowy jest prysznic.\n4. W saunie obowiązuje cisza, a rozmowy powinny odbywać się szeptem.\n5. Piec może polewać wyłącznie saunamistrz w trakcie seansów rozpoczynających się o pełnych godzinach.\n6. Dzieci do lat 12 mogą przebywać w saunie tylko pod opieką osoby dorosłej.\n7. Zakaz korzystania z saun po spożyciu alkoholu.\n8. Zalecane jest wypicie co najmniej 0,5 l wody po każdych dwóch wejściach.\n9. W przypadku zawrotów głowy należy natychmiast opuścić saunę.",
            ),
            Good(
                "en",
                "Sauna area rules: you may enter the sauna only without a swimsuit, wrapped in a towel, and you must spread a towel on the bench so that no part of your body touches the wood. You have to shower before your first visit. Silence is observed in the sauna; conversations should be held in a whisper. Only the sauna master may pour water on the stove, during the sessions held on the hour. Children up to 12 may use the saunas only under adult supervision. Using the saunas after drinking alcohol is not allowed. We recommend drinking at least half a litre of water after every two sessions. If you feel dizzy, leave the sauna immediately.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Po alkoholu nie wolno wchodzić do sauny.",
                        "Po alkoholu wolno wchodzić do sauny.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("8. Zalecane jest wypicie", "8. Obowiązkowe jest wypicie")], "modality"),
            Slip(
                2,
                [
                    (
                        "We recommend drinking at least half a litre of water after every two sessions. If you feel dizzy, leave the sauna immediately.",
                        "Zalecamy wypijać co najmniej pół litra wody po każdych dwóch wejściach. Jeśli poczujesz zawroty głowy, natychmiast opuść saunę.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-notary-fee-flat-purchase-estimate",
        source="Maksymalne stawki taksy notarialnej określa rozporządzenie Ministra Sprawiedliwości z dnia 28 czerwca 2004 r. w sprawie maksymalnych stawek taksy notarialnej. Przy umowie sprzedaży mieszkania o wartości 400 000 zł maksymalna taksa wynosi 1 010 zł plus 0,4% od nadwyżki ponad 60 000 zł, czyli 2 370 zł netto. Do tej kwoty doliczany jest 23% VAT. Na podstawie § 5 rozporządzenia przy niektórych umowach zawieranych na rynku pierwotnym maksymalna stawka jest o połowę niższa. Dodatkowo kupujący zapłaci prawdopodobnie około 150–300 zł za wypisy aktu, w zależności od liczby stron. Notariusz pobiera też podatek od czynności cywilnoprawnych w wysokości 2%, chyba że mieszkanie kupowane jest od dewelopera.",
        good=[
            Good(
                "preserve",
                "Ile zapłacisz notariuszowi za akt kupna mieszkania za 400 000 zł? Maksymalna taksa to 1 010 zł plus 0,4% nadwyżki ponad 60 000 zł, czyli 2 370 zł netto, do czego dochodzi 23% VAT. Górne granice stawek wyznacza rozporządzenie Ministra Sprawiedliwości z 28 czerwca 2004 r. w sprawie maksymalnych stawek taksy notarialnej, a jego § 5 przewiduje, że przy niektórych umowach na rynku pierwotnym maksymalna stawka jest o połowę niższa. Za wypisy aktu zapłacisz dodatkowo prawdopodobnie około 150–300 zł, zależnie od liczby stron. Notariusz pobierze też 2% podatku od czynności cywilnoprawnych – chyba że kupujesz mieszkanie od dewelopera.",
            ),
            Good(
                "preserve",
                "Zgodnie z rozporządzeniem Ministra Sprawiedliwości z dnia 28 czerwca 2004 r. w sprawie maksymalnych stawek taksy notarialnej, w przypadku sprzedaży mieszkania o wartości 400 000 zł taksa nie może przekroczyć 1 010 zł powiększonych o 0,4% nadwyżki ponad 60 000 zł, tj. 2 370 zł netto (plus 23% VAT). § 5 tego rozporządzenia stanowi, że dla niektórych umów zawieranych na rynku pierwotnym stawka maksymalna jest o połowę niższa. Ponadto notariusz pobiera 2% podatku od czynności cywilnoprawnych, o ile sprzedawcą nie jest deweloper. Kupujący poniesie też koszt wypisów aktu – przypuszczalnie ok. 150–300 zł, w zależności od liczby stron.",
            ),
            Good(
                "en",
                "The maximum notarial fees are set by the Regulation of the Minister of Justice of 28 June 2004 on maximum notarial fee rates. For the sale of a flat worth PLN 400,000, the maximum fee is PLN 1,010 plus 0.4% of the amount above PLN 60,000, i.e. PLN 2,370 net. 23% VAT is added to this amount. Under § 5 of the regulation, for certain contracts on the primary market the maximum rate is halved. On top of that, the buyer will probably pay around PLN 150–300 for copies of the deed, depending on the number of pages. The notary also collects the 2% tax on civil law transactions, unless the flat is bought from a developer.",
            ),
        ],
        bad=[
            Slip(0, [("czyli 2 370 zł netto", "czyli 2 730 zł netto")], "number"),
            Slip(1, [("– przypuszczalnie ok. 150–300 zł", "– 150–300 zł")], "hedge"),
            Slip(
                2,
                [("Under § 5 of the regulation", "Under § 3 of the regulation")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="pl-podcast-episode-production-loudness-guidelines",
        source="## Wytyczne produkcji odcinka\n\nKażdy odcinek nagrywamy w formacie WAV 48 kHz / 24 bit. Przed wysłaniem do montażu plik należy znormalizować do **-16 LUFS** (stereo), np. poleceniem:\n\n```\nffmpeg-normalize odcinek.wav -nt ebu -t -16 -o odcinek_norm.wav\n```\n\n- Intro nie może być dłuższe niż 30 sekund.\n- Reklamy wstawiamy wyłącznie w miejscach oznaczonych w scenariuszu znacznikiem `[AD-BREAK]`.\n- Gości należy poprosić o podpisanie zgody na publikację przed nagraniem.\n\nGotowe pliki wrzucaj do folderu `/produkcja/2025/do-montazu`. Montażysta powinien oddać zmontowany odcinek w ciągu 5 dni roboczych.",
        good=[
            Good(
                "preserve",
                "## Jak przygotować odcinek do produkcji\n\nNagrywamy zawsze w WAV, 48 kHz / 24 bit. Zanim plik trafi do montażu, trzeba go znormalizować do **-16 LUFS** (stereo) – na przykład tak:\n\n```\nffmpeg-normalize odcinek.wav -nt ebu -t -16 -o odcinek_norm.wav\n```\n\nPamiętaj też, że:\n\n- intro nie może trwać dłużej niż 30 sekund,\n- reklamy trafiają do odcinka tylko tam, gdzie w scenariuszu jest znacznik `[AD-BREAK]`,\n- przed nagraniem trzeba poprosić gości o podpisanie zgody na publikację.\n\nGotowe pliki wrzucaj do `/produkcja/2025/do-montazu`. Montażysta powinien oddać zmontowany odcinek w ciągu 5 dni roboczych.",
            ),
            Good(
                "preserve",
                "## Wytyczne produkcji odcinka\n\n**Nagranie:** WAV 48 kHz / 24 bit.\n\n**Normalizacja przed montażem:** obowiązkowo do **-16 LUFS** (stereo), np.:\n\n```\nffmpeg-normalize odcinek.wav -nt ebu -t -16 -o odcinek_norm.wav\n```\n\n**Zasady treści:**\n- intro – maksymalnie 30 sekund;\n- reklamy – wyłącznie w miejscach oznaczonych w scenariuszu `[AD-BREAK]`;\n- goście – przed nagraniem należy poprosić ich o podpisanie zgody na publikację.\n\n**Oddanie:** pliki do folderu `/produkcja/2025/do-montazu`; montażysta powinien zwrócić zmontowany odcinek w ciągu 5 dni roboczych.",
            ),
            Good(
                "en",
                "## Episode production guidelines\n\nRecord every episode as WAV, 48 kHz / 24-bit. Before sending it to editing, the file must be normalised to **-16 LUFS** (stereo), for example with:\n\n```\nffmpeg-normalize odcinek.wav -nt ebu -t -16 -o odcinek_norm.wav\n```\n\n- The intro must not be longer than 30 seconds.\n- Ads go only where the script is marked with `[AD-BREAK]`.\n- Guests must be asked to sign a publication consent form before recording.\n\nUpload finished files to the `/produkcja/2025/do-montazu` folder. The editor should deliver the edited episode within 5 working days.",
            ),
        ],
        bad=[
            Slip(0, [("Montażysta powinien oddać", "Montażysta musi oddać")], "modality"),
            Slip(
                1,
                [
                    (
                        "```\nffmpeg-normalize odcinek.wav -nt ebu -t -16 -o odcinek_norm.wav\n```",
                        "ffmpeg-normalize odcinek.wav -nt ebu -t -16 -o odcinek_norm.wav",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("`[AD-BREAK]`", "`[AD_BREAK]`")], "code"),
        ],
    ),
    Case(
        key="pl-student-hackathon-rules-registration-form",
        source="# HackUczelnia 2025 – regulamin w skrócie\n\nHackathon odbędzie się **15–16 listopada 2025 r.** w budynku C-16 Politechniki Wrocławskiej. Start: sobota, godz. 10:00; prezentacje projektów: niedziela, godz. 14:00.\n\n- Zespoły liczą od 3 do 5 osób; każdy uczestnik musi mieć ważną legitymację studencką.\n- Kod musi powstać w trakcie wydarzenia – nie wolno korzystać z projektów przygotowanych wcześniej.\n- Można używać otwartych bibliotek i narzędzi AI, o ile zespół wskaże je w prezentacji.\n\nRejestracja trwa do 31 października przez formularz na [hackuczelnia.pl/zapisy](https://hackuczelnia.pl/zapisy). Liczba miejsc jest ograniczona do 120 osób.",
        good=[
            Good(
                "preserve",
                "# HackUczelnia 2025 – najważniejsze zasady\n\nWidzimy się **15–16 listopada 2025 r.** w budynku C-16 Politechniki Wrocławskiej: zaczynamy w sobotę o 10:00, a projekty prezentujemy w niedzielę o 14:00.\n\n- Zespół to 3–5 osób, a każdy jego członek musi mieć ważną legitymację studencką.\n- Cały kod musi powstać w czasie hackathonu; z wcześniej przygotowanych projektów korzystać nie wolno.\n- Otwarte biblioteki i narzędzia AI są dozwolone, jeśli zespół wymieni je w prezentacji.\n\nZapisy przyjmujemy do 31 października przez formularz: [hackuczelnia.pl/zapisy](https://hackuczelnia.pl/zapisy). Mamy tylko 120 miejsc.",
            ),
            Good(
                "preserve",
                "# HackUczelnia 2025 – regulamin w pigułce\n\n**Kiedy i gdzie?** 15–16 listopada 2025 r., Politechnika Wrocławska, budynek C-16. Start w sobotę o 10:00, prezentacje w niedzielę o 14:00.\n\n**Kto może wziąć udział?** Zespoły od 3 do 5 osób. Każdy uczestnik musi mieć ważną legitymację studencką.\n\n**Jakie są zasady?**\n- Kod musi zostać napisany podczas wydarzenia – nie wolno wykorzystywać wcześniej przygotowanych projektów.\n- Wolno korzystać z otwartych bibliotek i narzędzi AI, pod warunkiem że zespół poda je w prezentacji.\n\n**Jak się zapisać?** Przez formularz na [hackuczelnia.pl/zapisy](https://hackuczelnia.pl/zapisy), do 31 października. Limit miejsc: 120 osób.",
            ),
            Good(
                "en",
                "# HackUczelnia 2025 – rules at a glance\n\nThe hackathon takes place on **15–16 November 2025** in building C-16 of Wrocław University of Science and Technology. It starts on Saturday at 10:00 a.m., and project presentations are on Sunday at 2:00 p.m.\n\n- Teams have 3 to 5 members; every participant must hold a valid student ID.\n- All code must be written during the event – you may not use projects prepared in advance.\n- You may use open-source libraries and AI tools, as long as your team lists them in its presentation.\n\nRegistration is open until 31 October via the form at [hackuczelnia.pl/zapisy](https://hackuczelnia.pl/zapisy). Places are limited to 120 people.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(https://hackuczelnia.pl/zapisy)", "(https://hackuczelnia.pl/rejestracja)")],
                "url",
            ),
            Slip(1, [("do 31 października", "do 24 października")], "date"),
            Slip(
                2,
                [
                    (
                        "you may not use projects prepared in advance",
                        "you may use projects prepared in advance",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-mushroom-picking-poisoning-safety-tips",
        source="Zbieraj wyłącznie te grzyby, które na pewno znasz. Według analizy opublikowanej w „Przeglądzie Epidemiologicznym” (Nowak i in., 2021, s. 214–223) większość ciężkich zatruć grzybami w Polsce jest prawdopodobnie skutkiem pomylenia muchomora zielonawego z gąską zielonką lub czubajką kanią. Objawy zatrucia muchomorem mogą pojawić się dopiero po 6–24 godzinach, dlatego nie lekceważ nawet łagodnych dolegliwości. Nie zbieraj młodych owocników, których cech nie widać wyraźnie, ani grzybów rosnących przy ruchliwych drogach. Grzybów nie należy podawać małym dzieciom. W razie wątpliwości skorzystaj z bezpłatnej porady grzyboznawcy w stacji sanepidu. Przy podejrzeniu zatrucia zadzwoń pod 112 – nie czekaj na objawy.",
        good=[
            Good(
                "preserve",
                "Bezpieczne grzybobranie – najważniejsze zasady:\n\n- Do koszyka wkładaj tylko grzyby, które na pewno rozpoznajesz.\n- Nie zbieraj młodych owocników o niewyraźnych cechach ani grzybów spod ruchliwych dróg.\n- Małym dzieciom nie należy podawać grzybów.\n- Masz wątpliwości? Skorzystaj z bezpłatnej porady grzyboznawcy w stacji sanepidu.\n- Objawy zatrucia muchomorem mogą wystąpić dopiero po 6–24 godzinach, więc nie bagatelizuj nawet łagodnych dolegliwości.\n- Podejrzewasz zatrucie? Dzwoń pod 112 i nie czekaj na objawy.\n\nJak podaje „Przegląd Epidemiologiczny” (Nowak i in., 2021, s. 214–223), większość ciężkich zatruć grzybami w Polsce wynika prawdopodobnie z pomylenia muchomora zielonawego z gąską zielonką lub czubajką kanią.",
            ),
            Good(
                "preserve",
                "Należy zbierać wyłącznie grzyby, które rozpoznaje się z całą pewnością. Nie należy zbierać młodych owocników o niewyraźnych cechach ani grzybów rosnących przy ruchliwych drogach, a małym dzieciom grzybów nie należy podawać. Objawy zatrucia muchomorem mogą wystąpić dopiero po 6–24 godzinach, dlatego nawet łagodnych dolegliwości nie należy lekceważyć. W razie wątpliwości trzeba skorzystać z bezpłatnej porady grzyboznawcy w stacji sanepidu, a przy podejrzeniu zatrucia – nie czekając na objawy – zadzwonić pod numer 112. Według analizy w „Przeglądzie Epidemiologicznym” (Nowak i in., 2021, s. 214–223) przyczyną większości ciężkich zatruć grzybami w Polsce jest prawdopodobnie pomylenie muchomora zielonawego z gąską zielonką lub czubajką kanią.",
            ),
            Good(
                "en",
                "Only pick mushrooms you are certain you know. According to an analysis published in Przegląd Epidemiologiczny (Nowak et al., 2021, pp. 214–223), most severe mushroom poisonings in Poland are probably caused by mistaking the death cap for the yellow knight or the parasol mushroom. Symptoms of death cap poisoning may appear only after 6–24 hours, so don't ignore even mild symptoms. Don't pick young mushrooms whose features aren't clearly visible, or mushrooms growing next to busy roads. Mushrooms should not be given to small children. If in doubt, get free advice from a mushroom expert at the sanitary-epidemiological station. If you suspect poisoning, call 112 – don't wait for symptoms.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Małym dzieciom nie należy podawać grzybów.",
                        "Małym dzieciom należy podawać grzyby.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("(Nowak i in., 2021, s. 214–223)", "(Nowak i in., 2012, s. 214–223)")],
                "citation",
            ),
            Slip(2, [("are probably caused by mistaking", "are caused by mistaking")], "hedge"),
        ],
    ),
    Case(
        key="pl-vinyl-record-fair-tickets-exhibitors",
        source="XII Targi Płyt Winylowych odbędą się w sobotę 22 marca 2025 r. w hali Expo przy ul. Marszałkowskiej 104 w Warszawie, w godz. 10:00–17:00. Swoje zbiory zaprezentuje ponad 60 wystawców z Polski, Czech i Litwy. Bilet normalny kosztuje 15 zł, ulgowy 10 zł, a dzieci do lat 10 wchodzą bezpłatnie. Wystawcy mogą rozpakowywać stoiska od 8:00, jednak samochody muszą opuścić strefę rozładunku do 9:30. Stoisko o długości 2 m kosztuje 180 zł. Płatność kartą będzie możliwa tylko przy części stoisk, dlatego warto mieć przy sobie gotówkę.",
        good=[
            Good(
                "preserve",
                "W sobotę 22 marca 2025 r. zapraszamy na XII Targi Płyt Winylowych! Czekamy na Was od 10:00 do 17:00 w hali Expo przy ul. Marszałkowskiej 104 w Warszawie. Ponad 60 wystawców z Polski, Czech i Litwy pokaże swoje kolekcje. Bilety: 15 zł (normalny) i 10 zł (ulgowy); dzieci do 10 lat wchodzą za darmo. Kartą zapłacicie tylko przy części stoisk, więc warto wziąć gotówkę. Informacja dla wystawców: stoisko o długości 2 m kosztuje 180 zł, rozkładać się można od 8:00, ale auta muszą opuścić strefę rozładunku do 9:30.",
            ),
            Good(
                "preserve",
                "XII Targi Płyt Winylowych\nTermin: sobota, 22.03.2025, godz. 10:00–17:00\nMiejsce: hala Expo, ul. Marszałkowska 104, Warszawa\nWystawcy: ponad 60, z Polski, Czech i Litwy\nBilety: normalny – 15 zł, ulgowy – 10 zł; dzieci do lat 10 – wstęp wolny\nDla wystawców: stoisko 2 m – 180 zł; rozpakowywanie od godz. 8:00; samochody muszą opuścić strefę rozładunku do godz. 9:30\nPłatności: kartą tylko przy części stoisk – warto mieć gotówkę.",
            ),
            Good(
                "en",
                "The 12th Vinyl Record Fair will take place on Saturday, 22 March 2025, at the Expo hall, ul. Marszałkowska 104, Warsaw, from 10 a.m. to 5 p.m. More than 60 exhibitors from Poland, the Czech Republic and Lithuania will present their collections. A standard ticket costs PLN 15, a reduced one PLN 10, and children up to the age of 10 get in free. Exhibitors may start setting up their stands from 8 a.m., but vehicles must leave the unloading zone by 9:30. A 2-metre stand costs PLN 180. Card payments will only be possible at some stands, so it's worth bringing cash.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Ponad 60 wystawców z Polski, Czech i Litwy pokaże swoje kolekcje.",
                        "Ponad 60 wystawców z Polski, Czech i Litwy pokaże swoje kolekcje, a o 13:00 odbędzie się aukcja pierwszych polskich tłoczeń.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("stoisko 2 m – 180 zł", "stoisko 2 m – 150 zł")], "number"),
            Slip(
                2,
                [("leave the unloading zone by 9:30", "leave the unloading zone by 10:30")],
                "date",
            ),
        ],
    ),
    Case(
        key="pl-library-reader-data-privacy-notice",
        source="Administratorem Twoich danych osobowych jest Gminna Biblioteka Publiczna w Lipowcu, ul. Szkolna 6. Dane przetwarzamy w celu prowadzenia konta czytelnika na podstawie art. 6 ust. 1 lit. e RODO. Podanie danych jest dobrowolne, ale bez nich nie możemy wydać karty bibliotecznej. Dane przechowujemy przez okres posiadania konta, a po jego zamknięciu – przez 5 lat, jeśli na koncie pozostały nierozliczone należności. Masz prawo dostępu do danych, ich sprostowania oraz wniesienia skargi do Prezesa UODO. Z inspektorem ochrony danych możesz skontaktować się pod adresem iod@gbp-lipowiec.pl. Nie przekazujemy danych poza Europejski Obszar Gospodarczy.",
        good=[
            Good(
                "preserve",
                "Kto odpowiada za Twoje dane? Ich administratorem jest Gminna Biblioteka Publiczna w Lipowcu, ul. Szkolna 6. Przetwarzamy je, by prowadzić Twoje konto czytelnika – podstawą jest art. 6 ust. 1 lit. e RODO. Nie musisz podawać danych, ale jeśli tego nie zrobisz, nie możemy wydać Ci karty bibliotecznej. Przechowujemy je, dopóki masz konto, a gdy zostanie zamknięte, jeszcze przez 5 lat – o ile zostały na nim nierozliczone należności. Masz prawo do dostępu do danych i ich sprostowania, a także do złożenia skargi do Prezesa UODO. Z inspektorem ochrony danych skontaktujesz się pod adresem iod@gbp-lipowiec.pl. Twoich danych nie przekazujemy poza Europejski Obszar Gospodarczy.",
            ),
            Good(
                "preserve",
                "Informacja o przetwarzaniu danych osobowych\n- Administrator: Gminna Biblioteka Publiczna w Lipowcu, ul. Szkolna 6.\n- Cel i podstawa: prowadzenie konta czytelnika, art. 6 ust. 1 lit. e RODO.\n- Podanie danych: dobrowolne, jednak bez nich wydanie karty bibliotecznej nie jest możliwe.\n- Okres przechowywania: przez czas posiadania konta; po jego zamknięciu – 5 lat, jeżeli pozostały nierozliczone należności.\n- Przysługujące prawa: dostęp do danych, ich sprostowanie, skarga do Prezesa UODO.\n- Kontakt z inspektorem ochrony danych: iod@gbp-lipowiec.pl.\n- Dane nie są przekazywane poza Europejski Obszar Gospodarczy.",
            ),
            Good(
                "en",
                "The controller of your personal data is the Lipowiec Municipal Public Library, ul. Szkolna 6. We process your data to maintain your reader account, on the basis of Article 6(1)(e) GDPR. Providing your data is voluntary, but without it we cannot issue a library card. We keep the data for as long as you have an account and, after it is closed, for 5 years if any outstanding charges remain on it. You have the right to access and rectify your data and to lodge a complaint with the President of the Personal Data Protection Office (UODO). You can contact our data protection officer at iod@gbp-lipowiec.pl. We do not transfer data outside the European Economic Area.",
            ),
        ],
        bad=[
            Slip(0, [("jeszcze przez 5 lat", "jeszcze przez 3 lata")], "date"),
            Slip(
                1, [("art. 6 ust. 1 lit. e RODO", "art. 6 ust. 1 lit. c RODO")], "legal_reference"
            ),
            Slip(
                2,
                [("Providing your data is voluntary", "Providing your data is mandatory")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-teen-smartphone-sleep-study-summary",
        source="W badaniu opublikowanym w czasopiśmie „Sleep Medicine” (Kowalczyk i Brandt, 2022, t. 91, s. 45–53) przeanalizowano dane 1 236 uczniów w wieku 13–17 lat. Nastolatki, które korzystały ze smartfona dłużej niż 2 godziny po godz. 21:00, zasypiały średnio o 38 minut później niż ich rówieśnicy. Autorzy sugerują, że efekt może wynikać nie tylko z ekspozycji na światło niebieskie, ale także z pobudzenia emocjonalnego. Badanie miało charakter przekrojowy, więc nie pozwala wykazać związku przyczynowego. Zdaniem autorów ograniczenie korzystania z ekranów na godzinę przed snem prawdopodobnie poprawiłoby jakość snu u około jednej trzeciej badanych.",
        good=[
            Good(
                "preserve",
                "Nastolatki, które po 21:00 spędzały ze smartfonem ponad 2 godziny, zasypiały przeciętnie o 38 minut później od rówieśników – wynika z badania opublikowanego w „Sleep Medicine” (Kowalczyk i Brandt, 2022, t. 91, s. 45–53). Przeanalizowano w nim dane 1 236 uczniów w wieku od 13 do 17 lat. Według autorów przyczyną może być nie tylko światło niebieskie, lecz także pobudzenie emocjonalne. Ponieważ było to badanie przekrojowe, nie da się na jego podstawie wykazać związku przyczynowego. Autorzy uważają, że ograniczenie ekranów na godzinę przed snem prawdopodobnie poprawiłoby jakość snu u mniej więcej jednej trzeciej uczestników.",
            ),
            Good(
                "preserve",
                "Kowalczyk i Brandt (2022), „Sleep Medicine”, t. 91, s. 45–53 – najważniejsze wnioski:\n- próba: 1 236 uczniów w wieku 13–17 lat;\n- korzystanie ze smartfona przez ponad 2 godziny po 21:00 wiązało się z zasypianiem średnio o 38 minut później niż u rówieśników;\n- możliwe wyjaśnienia według autorów: ekspozycja na światło niebieskie, a także pobudzenie emocjonalne;\n- ograniczenie: przekrojowy charakter badania nie pozwala wykazać związku przyczynowego;\n- opinia autorów: ograniczenie korzystania z ekranów na godzinę przed snem prawdopodobnie poprawiłoby jakość snu u ok. 1/3 badanych.",
            ),
            Good(
                "en",
                "A study published in Sleep Medicine (Kowalczyk and Brandt, 2022, vol. 91, pp. 45–53) analysed data from 1,236 students aged 13–17. Teenagers who used a smartphone for more than 2 hours after 9 p.m. fell asleep on average 38 minutes later than their peers. The authors suggest that the effect may stem not only from exposure to blue light but also from emotional arousal. The study was cross-sectional, so it cannot establish a causal relationship. In the authors' view, limiting screen use in the hour before bed would probably improve sleep quality in about a third of the participants.",
            ),
        ],
        bad=[
            Slip(0, [("przyczyną może być nie tylko", "przyczyną jest nie tylko")], "hedge"),
            Slip(1, [("próba: 1 236 uczniów", "próba: 1 326 uczniów")], "number"),
            Slip(2, [("vol. 91, pp. 45–53", "vol. 19, pp. 45–53")], "citation"),
        ],
    ),
    Case(
        key="pl-readme-incremental-backup-tool-kopiarka",
        source="# kopiarka\n\nProste narzędzie do przyrostowych kopii zapasowych katalogów na dysk zewnętrzny.\n\n## Instalacja\n\nWymagany jest Python 3.10 lub nowszy. Zainstaluj pakiet poleceniem:\n\n```bash\npip install kopiarka==2.3.1\n```\n\n## Użycie\n\nDomyślnie narzędzie przechowuje 14 ostatnich kopii i usuwa starsze. Aby to zmienić, ustaw klucz `keep_last` w pliku `~/.config/kopiarka/config.toml`. Flaga `--dry-run` pokazuje, co zostałoby skopiowane, ale niczego nie zapisuje. Kopie są szyfrowane algorytmem AES-256, jeśli podasz hasło w zmiennej `KOPIARKA_PASSWORD`. Narzędzie nie obsługuje jeszcze systemu Windows.",
        good=[
            Good(
                "preserve",
                "# kopiarka\n\nProste narzędzie, które robi przyrostowe kopie zapasowe katalogów na dysk zewnętrzny.\n\n## Instalacja\n\nPotrzebujesz Pythona w wersji 3.10 lub nowszej. Pakiet zainstalujesz tak:\n\n```bash\npip install kopiarka==2.3.1\n```\n\n## Użycie\n\n- Bez zmian w konfiguracji zachowywanych jest 14 najnowszych kopii, a starsze są usuwane; zmienisz to kluczem `keep_last` w pliku `~/.config/kopiarka/config.toml`.\n- Z flagą `--dry-run` zobaczysz, co zostałoby skopiowane – nic nie zostanie zapisane.\n- Jeśli podasz hasło w zmiennej `KOPIARKA_PASSWORD`, kopie zostaną zaszyfrowane algorytmem AES-256.\n\nWindows nie jest jeszcze obsługiwany.",
            ),
            Good(
                "preserve",
                "# kopiarka\n\nNarzędzie do tworzenia przyrostowych kopii zapasowych katalogów na dysku zewnętrznym.\n\n## Instalacja\n\nWymaga Pythona 3.10 lub nowszego. Instalacja:\n\n```bash\npip install kopiarka==2.3.1\n```\n\n## Użycie\n\nNarzędzie domyślnie zachowuje 14 ostatnich kopii, usuwając starsze; można to zmienić w kluczu `keep_last` pliku `~/.config/kopiarka/config.toml`. Uruchomienie z flagą `--dry-run` pokazuje, co zostałoby skopiowane, bez zapisywania czegokolwiek. Kopie są szyfrowane algorytmem AES-256, o ile hasło zostanie podane w zmiennej `KOPIARKA_PASSWORD`. System Windows nie jest na razie obsługiwany.",
            ),
            Good(
                "en",
                "# kopiarka\n\nA simple tool for incremental backups of directories to an external drive.\n\n## Installation\n\nPython 3.10 or newer is required. Install the package with:\n\n```bash\npip install kopiarka==2.3.1\n```\n\n## Usage\n\nBy default the tool keeps the 14 most recent backups and deletes older ones. To change this, set the `keep_last` key in `~/.config/kopiarka/config.toml`. The `--dry-run` flag shows what would be copied but doesn't write anything. Backups are encrypted with AES-256 if you provide a password in the `KOPIARKA_PASSWORD` variable. The tool does not support Windows yet.",
            ),
        ],
        bad=[
            Slip(0, [("## Użycie", "Użycie:")], "markdown"),
            Slip(1, [("`keep_last`", "`keep_latest`")], "code"),
            Slip(
                2,
                [("keeps the 14 most recent backups", "keeps the 10 most recent backups")],
                "number",
            ),
        ],
    ),
    Case(
        key="pl-rental-deposit-return-tenant-rights",
        source="Zgodnie z art. 6 ust. 1 ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów właściciel może uzależnić zawarcie umowy najmu od wpłacenia kaucji, która nie może przekroczyć dwunastokrotności miesięcznego czynszu. Kaucja podlega zwrotowi w ciągu miesiąca od dnia opróżnienia lokalu, po potrąceniu należności właściciela z tytułu najmu (art. 6 ust. 4). Właściciel nie może zatrzymać kaucji na pokrycie zwykłego zużycia mieszkania, np. wyblakłych ścian. Lokator powinien sporządzić z właścicielem protokół zdawczo-odbiorczy i udokumentować stan lokalu zdjęciami. Jeżeli kaucja nie zostanie zwrócona w terminie, lokator może wezwać właściciela do zapłaty, a następnie wystąpić do sądu.",
        good=[
            Good(
                "preserve",
                "Wynajmujesz mieszkanie? Właściciel może uzależnić podpisanie umowy od wpłaty kaucji, ale nie może ona przekroczyć dwunastokrotności miesięcznego czynszu – wynika to z art. 6 ust. 1 ustawy z 21 czerwca 2001 r. o ochronie praw lokatorów. Po wyprowadzce kaucja musi do Ciebie wrócić w ciągu miesiąca od opróżnienia lokalu, pomniejszona o należności właściciela z tytułu najmu (art. 6 ust. 4). Właściciel nie może jej zatrzymać na pokrycie zwykłego zużycia mieszkania, takiego jak wyblakłe ściany. Powinieneś spisać z właścicielem protokół zdawczo-odbiorczy i udokumentować stan lokalu zdjęciami. Jeśli kaucja nie wróci na czas, możesz wezwać właściciela do zapłaty, a potem wystąpić do sądu.",
            ),
            Good(
                "preserve",
                "Kaucja przy najmie – najważniejsze zasady (ustawa z dnia 21 czerwca 2001 r. o ochronie praw lokatorów):\n1. Właściciel może uzależnić zawarcie umowy najmu od wpłaty kaucji; jej wysokość nie może przekroczyć dwunastokrotności miesięcznego czynszu (art. 6 ust. 1).\n2. Kaucję zwraca się w terminie miesiąca od dnia opróżnienia lokalu, po potrąceniu należności właściciela z tytułu najmu (art. 6 ust. 4).\n3. Kaucja nie może zostać zatrzymana na pokrycie zwykłego zużycia lokalu, np. wyblakłych ścian.\n4. Lokator powinien sporządzić z właścicielem protokół zdawczo-odbiorczy oraz udokumentować stan mieszkania na zdjęciach.\n5. W razie braku zwrotu w terminie lokator może wezwać właściciela do zapłaty, a następnie wystąpić do sądu.",
            ),
            Good(
                "en",
                "Under Article 6(1) of the Act of 21 June 2001 on the protection of tenants' rights, a landlord may make the tenancy agreement conditional on paying a deposit, which may not exceed twelve times the monthly rent. The deposit is to be returned within one month of the day the flat is vacated, after deducting any amounts owed to the landlord under the tenancy (Article 6(4)). The landlord cannot keep the deposit to cover normal wear and tear of the flat, such as faded walls. The tenant should draw up a handover report with the landlord and document the condition of the flat with photos. If the deposit is not returned on time, the tenant may send the landlord a demand for payment and then go to court.",
            ),
        ],
        bad=[
            Slip(0, [("(art. 6 ust. 4)", "(art. 6 ust. 2)")], "legal_reference"),
            Slip(1, [("4. Lokator powinien sporządzić", "4. Lokator musi sporządzić")], "modality"),
            Slip(
                2,
                [("The landlord cannot keep the deposit", "The landlord can keep the deposit")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-rabies-vaccination-day-dogs-village",
        source="W sobotę 12 kwietnia 2025 r. w godz. 9:00–14:00 w remizie OSP w Brzezince odbędzie się akcja szczepienia psów przeciwko wściekliźnie. Szczepienie kosztuje 40 zł, a przy okazji można wszczepić mikroczip za dodatkowe 50 zł. Szczepienie psów przeciwko wściekliźnie jest obowiązkowe i należy je wykonać nie później niż 30 dni po ukończeniu przez psa 3 miesięcy, a potem co najmniej raz na 12 miesięcy. Prosimy zabrać książeczkę zdrowia zwierzęcia i prowadzić psa na smyczy, a psy agresywne – także w kagańcu. Lekarz weterynarii zbada psa przed szczepieniem; zwierzęta chore prawdopodobnie nie zostaną zaszczepione. Wizyta zajmie zwykle około 10 minut.",
        good=[
            Good(
                "preserve",
                "Zaszczep psa przeciw wściekliźnie podczas naszej akcji! W sobotę 12 kwietnia 2025 r., od 9:00 do 14:00, czekamy w remizie OSP w Brzezince. Szczepienie kosztuje 40 zł; za kolejne 50 zł można też wszczepić mikroczip. Przypominamy, że to szczepienie jest obowiązkowe: trzeba je wykonać najpóźniej 30 dni po tym, jak pies skończy 3 miesiące, a potem powtarzać co najmniej raz na 12 miesięcy. Prosimy, weź ze sobą książeczkę zdrowia zwierzęcia i prowadź psa na smyczy (agresywnego także w kagańcu). Przed szczepieniem lekarz weterynarii zbada psa – chore zwierzęta najpewniej nie zostaną zaszczepione. Cała wizyta trwa zwykle ok. 10 minut.",
            ),
            Good(
                "preserve",
                "Akcja szczepienia psów przeciwko wściekliźnie\nKiedy: sobota, 12 kwietnia 2025 r., godz. 9:00–14:00\nGdzie: remiza OSP w Brzezince\nKoszt: szczepienie 40 zł, mikroczip – dodatkowo 50 zł\n\nSzczepienie jest obowiązkowe. Należy je wykonać nie później niż 30 dni od ukończenia przez psa 3 miesięcy, a następnie co najmniej raz na 12 miesięcy. Prosimy o zabranie książeczki zdrowia zwierzęcia oraz prowadzenie psów na smyczy, a agresywnych – również w kagańcu. Przed szczepieniem lekarz weterynarii zbada zwierzę. Psy chore prawdopodobnie nie zostaną zaszczepione. Wizyta trwa zazwyczaj około 10 minut.",
            ),
            Good(
                "en",
                "On Saturday, 12 April 2025, from 9 a.m. to 2 p.m., a rabies vaccination drive for dogs will be held at the volunteer fire station in Brzezinka. The vaccination costs PLN 40, and you can also have a microchip implanted for an extra PLN 50. Rabies vaccination is compulsory for dogs: it must be given no later than 30 days after the dog turns 3 months old and then at least once every 12 months. Please bring your pet's health booklet and keep your dog on a lead, with aggressive dogs also muzzled. A vet will examine each dog before vaccination; sick animals will probably not be vaccinated. The visit usually takes about 10 minutes.",
            ),
        ],
        bad=[
            Slip(0, [("od 9:00 do 14:00", "od 9:00 do 12:00")], "date"),
            Slip(
                1,
                [
                    (
                        "Psy chore prawdopodobnie nie zostaną zaszczepione.",
                        "Psy chore nie zostaną zaszczepione.",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "The vaccination costs PLN 40,",
                        "The vaccination costs PLN 40, payable in cash only,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-half-marathon-registration-entry-fees",
        source="Zapisy na 8. Półmaraton Nadwiślański ruszają 3 lutego 2025 r. o godz. 12:00 wyłącznie przez stronę zapisy.polmaraton-nadwislanski.pl. Limit uczestników wynosi 2 500 osób. Opłata startowa to 99 zł do 31 marca i 129 zł od 1 kwietnia. W dniu zawodów uczestnik musi mieć ukończone 18 lat. Każdy biegacz powinien przedstawić zaświadczenie lekarskie lub podpisać oświadczenie o braku przeciwwskazań do udziału w biegu. Limit czasu na pokonanie trasy wynosi 3 godziny. Przepisanie pakietu na inną osobę jest możliwe do 15 maja za opłatą 20 zł. Opłata startowa nie podlega zwrotowi.",
        good=[
            Good(
                "preserve",
                "Chcesz pobiec w 8. Półmaratonie Nadwiślańskim? Zapisy startują 3 lutego 2025 r. o 12:00 i prowadzone są tylko na stronie zapisy.polmaraton-nadwislanski.pl. Miejsc jest 2 500. Do 31 marca zapłacisz 99 zł, a od 1 kwietnia – 129 zł; opłaty startowej nie zwracamy. W dniu biegu musisz mieć skończone 18 lat. Każdy uczestnik powinien przedstawić zaświadczenie od lekarza albo podpisać oświadczenie, że nie ma przeciwwskazań do startu. Na pokonanie trasy masz 3 godziny. Do 15 maja możesz przepisać pakiet na kogoś innego – kosztuje to 20 zł.",
            ),
            Good(
                "preserve",
                "8. Półmaraton Nadwiślański – zapisy\n- Start zapisów: 3 lutego 2025 r., godz. 12:00, wyłącznie przez zapisy.polmaraton-nadwislanski.pl\n- Limit: 2 500 uczestników\n- Opłata startowa: 99 zł (do 31 marca) / 129 zł (od 1 kwietnia), bezzwrotna\n- Wiek: w dniu zawodów trzeba mieć ukończone 18 lat\n- Dokumenty: każdy biegacz powinien przedstawić zaświadczenie lekarskie lub podpisać oświadczenie o braku przeciwwskazań\n- Limit czasu: 3 godziny\n- Przepisanie pakietu: do 15 maja, opłata 20 zł",
            ),
            Good(
                "en",
                "Registration for the 8th Vistula Half Marathon (Półmaraton Nadwiślański) opens on 3 February 2025 at 12 noon, exclusively via zapisy.polmaraton-nadwislanski.pl. The field is limited to 2,500 runners. The entry fee is PLN 99 until 31 March and PLN 129 from 1 April. Participants must be at least 18 years old on race day. Every runner should present a medical certificate or sign a declaration that there are no contraindications to taking part. The time limit for the course is 3 hours. Your race entry can be transferred to another person until 15 May for a fee of PLN 20. The entry fee is non-refundable.",
            ),
        ],
        bad=[
            Slip(0, [("Miejsc jest 2 500.", "Miejsc jest 1 500.")], "number"),
            Slip(
                1,
                [
                    (
                        "wyłącznie przez zapisy.polmaraton-nadwislanski.pl",
                        "wyłącznie przez polmaraton-nadwislanski.pl",
                    )
                ],
                "url",
            ),
            Slip(2, [("Every runner should present", "Every runner must present")], "modality"),
        ],
    ),
    Case(
        key="pl-annual-leave-policy-labour-code",
        source="Pracownikowi zatrudnionemu krócej niż 10 lat przysługuje 20 dni urlopu wypoczynkowego w roku, a po 10 latach – 26 dni (art. 154 § 1 Kodeksu pracy). Do stażu wlicza się okresy nauki, np. ukończenie szkoły wyższej liczy się jako 8 lat. Urlop na żądanie, w wymiarze do 4 dni w roku, należy zgłosić najpóźniej w dniu jego rozpoczęcia (art. 167² k.p.). Wnioski urlopowe składamy w systemie HR co najmniej 7 dni przed planowanym urlopem. Niewykorzystany urlop za dany rok trzeba wykorzystać najpóźniej do 30 września następnego roku. Pracodawca nie może zastąpić urlopu ekwiwalentem pieniężnym, dopóki trwa stosunek pracy.",
        good=[
            Good(
                "preserve",
                "Ile masz urlopu? Jeśli pracujesz krócej niż 10 lat, przysługuje Ci 20 dni w roku, a po 10 latach – 26 dni (art. 154 § 1 Kodeksu pracy). Do stażu wliczana jest nauka – na przykład ukończone studia wyższe liczą się jako 8 lat. Z urlopu na żądanie możesz skorzystać w wymiarze do 4 dni rocznie, ale musisz go zgłosić najpóźniej w dniu, w którym się zaczyna (art. 167² k.p.). Wniosek o urlop złóż w systemie HR co najmniej 7 dni przed jego planowanym terminem. Zaległy urlop za dany rok trzeba wykorzystać najpóźniej do 30 września roku następnego. Dopóki trwa stosunek pracy, pracodawca nie może zamienić urlopu na ekwiwalent pieniężny.",
            ),
            Good(
                "preserve",
                "Zasady udzielania urlopów:\n- Wymiar urlopu wypoczynkowego: 20 dni w roku przy stażu poniżej 10 lat, 26 dni po 10 latach (art. 154 § 1 Kodeksu pracy).\n- Do stażu wlicza się okresy nauki; ukończenie szkoły wyższej liczy się jako 8 lat.\n- Urlop na żądanie (do 4 dni w roku) należy zgłosić najpóźniej w dniu jego rozpoczęcia (art. 167² k.p.).\n- Wnioski urlopowe składa się w systemie HR z co najmniej 7-dniowym wyprzedzeniem.\n- Urlop niewykorzystany w danym roku trzeba wykorzystać najpóźniej do 30 września roku następnego.\n- W czasie trwania stosunku pracy pracodawca nie może zastąpić urlopu ekwiwalentem pieniężnym.",
            ),
            Good(
                "en",
                "Employees with less than 10 years of service are entitled to 20 days of annual leave per year, and after 10 years to 26 days (Article 154 § 1 of the Labour Code). Periods of education count towards length of service – for example, graduating from university counts as 8 years. Leave on demand, up to 4 days a year, must be requested no later than on the day it starts (Article 167² of the Labour Code). Leave requests are submitted in the HR system at least 7 days before the planned leave. Unused leave for a given year must be taken by 30 September of the following year at the latest. As long as the employment relationship continues, the employer may not replace leave with a cash equivalent.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "co najmniej 7 dni przed jego planowanym terminem.",
                        "co najmniej 7 dni przed jego planowanym terminem – przełożony zatwierdza go w ciągu 48 godzin.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "pracodawca nie może zastąpić urlopu ekwiwalentem",
                        "pracodawca może zastąpić urlop ekwiwalentem",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("(Article 167² of the Labour Code)", "(Article 176² of the Labour Code)")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="pl-vitamin-d-meta-analysis-infections",
        source="Metaanaliza opublikowana w czasopiśmie „Nutrients” (Marczak i in., 2023, t. 15, nr 4, art. 987) objęła 38 badań z łącznym udziałem ok. 61 000 osób. Jej autorzy stwierdzili, że codzienna suplementacja witaminy D w dawce 400–1000 j.m. może nieznacznie zmniejszać ryzyko ostrych infekcji dróg oddechowych, zwłaszcza u osób z niedoborem. Nie zaobserwowano natomiast korzyści przy podawaniu dużych dawek raz w tygodniu lub raz w miesiącu. Autorzy podkreślają, że wyniki nie dotyczą leczenia COVID-19. Przed rozpoczęciem suplementacji warto oznaczyć poziom 25(OH)D we krwi i skonsultować dawkę z lekarzem.",
        good=[
            Good(
                "preserve",
                "Codzienne przyjmowanie witaminy D w dawce 400–1000 j.m. może w niewielkim stopniu obniżać ryzyko ostrych infekcji dróg oddechowych, szczególnie u osób z niedoborem – tak wynika z metaanalizy opublikowanej w „Nutrients” (Marczak i in., 2023, t. 15, nr 4, art. 987). Przeanalizowano 38 badań, w których wzięło udział łącznie około 61 000 osób. Przy dużych dawkach podawanych raz na tydzień albo raz na miesiąc korzyści natomiast nie zaobserwowano. Autorzy zaznaczają, że wyniki nie odnoszą się do leczenia COVID-19. Zanim zaczniesz suplementację, warto zbadać poziom 25(OH)D we krwi i skonsultować dawkę z lekarzem.",
            ),
            Good(
                "preserve",
                "Metaanaliza: Marczak i in., „Nutrients” 2023, t. 15, nr 4, art. 987\n- 38 badań, łącznie ok. 61 000 uczestników.\n- Codzienna suplementacja witaminy D (400–1000 j.m.) może nieznacznie zmniejszać ryzyko ostrych infekcji dróg oddechowych, zwłaszcza przy niedoborze.\n- Przy dużych dawkach podawanych raz w tygodniu lub raz w miesiącu nie zaobserwowano korzyści.\n- Wyniki nie dotyczą leczenia COVID-19.\n- Przed rozpoczęciem suplementacji warto oznaczyć poziom 25(OH)D we krwi i skonsultować dawkę z lekarzem.",
            ),
            Good(
                "en",
                "A meta-analysis published in Nutrients (Marczak et al., 2023, vol. 15, no. 4, article 987) covered 38 studies involving a total of about 61,000 people. The authors found that daily vitamin D supplementation at 400–1000 IU may slightly reduce the risk of acute respiratory infections, especially in people who are deficient. However, no benefit was observed when large doses were given once a week or once a month. The authors stress that the results do not apply to the treatment of COVID-19. Before starting supplementation, it is worth having your blood 25(OH)D level measured and discussing the dose with a doctor.",
            ),
        ],
        bad=[
            Slip(
                0, [("może w niewielkim stopniu obniżać", "w niewielkim stopniu obniża")], "hedge"
            ),
            Slip(1, [("„Nutrients” 2023", "„Nutrients” 2020")], "citation"),
            Slip(
                2,
                [
                    (
                        "However, no benefit was observed when large doses were given once a week or once a month. The authors stress that the results do not apply to the treatment of COVID-19.",
                        "Nie zaobserwowano natomiast korzyści przy podawaniu dużych dawek raz w tygodniu lub raz w miesiącu. Autorzy podkreślają, że wyniki nie dotyczą leczenia COVID-19.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-gitlab-ci-pipeline-coverage-rules",
        source="### Konfiguracja CI\n\nKażdy pull request musi przejść pipeline zdefiniowany w pliku `.gitlab-ci.yml`. Testy uruchamiamy poleceniem `make test`, a lintery – `make lint`. Pokrycie kodu testami nie może spaść poniżej 80%; w przeciwnym razie job `coverage-check` kończy się błędem. Zadanie `deploy-staging` uruchamia się automatycznie po scaleniu do gałęzi `develop`, natomiast wdrożenie na produkcję wymaga ręcznego zatwierdzenia przez jedną z 3 osób z zespołu DevOps. Cache zależności jest przechowywany przez 7 dni. Jeśli pipeline trwa dłużej niż 25 minut, warto rozbić testy na równoległe joby za pomocą `parallel: 4`.",
        good=[
            Good(
                "preserve",
                "### Konfiguracja CI\n\n- Każdy pull request musi przejść pipeline z pliku `.gitlab-ci.yml`.\n- Testy: `make test`; lintery: `make lint`.\n- Pokrycie kodu testami nie może być niższe niż 80% – inaczej job `coverage-check` zakończy się błędem.\n- Po scaleniu do gałęzi `develop` automatycznie startuje `deploy-staging`; wdrożenie na produkcję wymaga ręcznego zatwierdzenia przez jedną z 3 osób z zespołu DevOps.\n- Cache zależności trzymamy przez 7 dni.\n- Pipeline trwa ponad 25 minut? Warto podzielić testy na równoległe joby przez `parallel: 4`.",
            ),
            Good(
                "preserve",
                "### Konfiguracja CI\n\nPipeline opisany w `.gitlab-ci.yml` musi zakończyć się sukcesem dla każdego pull requesta. Do uruchamiania testów służy `make test`, a do linterów `make lint`. Pokrycie kodu nie może spaść poniżej 80% – w przeciwnym razie job `coverage-check` zwróci błąd. Gdy zmiany zostaną scalone do gałęzi `develop`, zadanie `deploy-staging` wystartuje automatycznie; wdrożenie na produkcję wymaga natomiast ręcznej akceptacji jednej z trzech osób z zespołu DevOps. Zależności są trzymane w cache przez 7 dni. Gdy pipeline przekracza 25 minut, warto zrównoleglić testy, ustawiając `parallel: 4`.",
            ),
            Good(
                "en",
                "### CI configuration\n\nEvery pull request must pass the pipeline defined in `.gitlab-ci.yml`. Run the tests with `make test` and the linters with `make lint`. Code coverage must not drop below 80%; otherwise the `coverage-check` job fails. The `deploy-staging` job runs automatically after a merge into the `develop` branch, whereas deploying to production requires manual approval by one of the 3 people on the DevOps team. The dependency cache is kept for 7 days. If the pipeline takes longer than 25 minutes, it's worth splitting the tests into parallel jobs with `parallel: 4`.",
            ),
        ],
        bad=[
            Slip(0, [("`make lint`", "`make check`")], "code"),
            Slip(1, [("nie może spaść poniżej 80%", "nie może spaść poniżej 70%")], "number"),
            Slip(
                2, [("Every pull request must pass", "Every pull request should pass")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-city-bike-rental-season-fees",
        source="Sezon roweru miejskiego rusza 1 kwietnia i potrwa do 30 listopada 2025 r. Aby wypożyczyć rower, trzeba założyć konto w aplikacji i doładować je kwotą co najmniej 10 zł. Pierwsze 20 minut każdego przejazdu jest bezpłatne, kolejna godzina kosztuje 2 zł. Rower należy zwrócić na dowolnej stacji; pozostawienie go poza stacją skutkuje opłatą 20 zł. Jednorazowo nie można wypożyczyć więcej niż 4 rowerów na jedno konto. Z systemu mogą korzystać osoby, które ukończyły 13 lat, a niepełnoletni – wyłącznie za zgodą rodzica. Usterki zgłaszaj przez aplikację lub pod numerem 800 120 450.",
        good=[
            Good(
                "preserve",
                "Startuje sezon roweru miejskiego: potrwa od 1 kwietnia do 30 listopada 2025 r. Żeby wypożyczyć rower, załóż konto w aplikacji i doładuj je kwotą minimum 10 zł. Za pierwsze 20 minut każdej jazdy nie płacisz, a następna godzina kosztuje 2 zł. Rower musisz oddać na dowolnej stacji – jeśli zostawisz go poza nią, zapłacisz 20 zł. Na jedno konto możesz naraz wypożyczyć maksymalnie 4 rowery. System jest dostępny dla osób, które ukończyły 13 lat; niepełnoletni mogą z niego korzystać tylko za zgodą rodzica. Usterkę zgłosisz w aplikacji albo pod numerem 800 120 450.",
            ),
            Good(
                "preserve",
                "Rower miejski 2025 – najważniejsze informacje:\n1. Sezon: 1 kwietnia – 30 listopada 2025 r.\n2. Jak zacząć: załóż konto w aplikacji i doładuj je kwotą min. 10 zł.\n3. Opłaty: pierwsze 20 minut każdego przejazdu za darmo, kolejna godzina – 2 zł; pozostawienie roweru poza stacją – 20 zł.\n4. Zwrot: rower należy oddać na dowolnej stacji.\n5. Limit: nie więcej niż 4 rowery jednocześnie na jedno konto.\n6. Wiek: ukończone 13 lat; osoby niepełnoletnie tylko za zgodą rodzica.\n7. Usterki: aplikacja lub tel. 800 120 450.",
            ),
            Good(
                "en",
                "The city bike season runs from 1 April to 30 November 2025. To rent a bike, you need to create an account in the app and top it up with at least PLN 10. The first 20 minutes of every ride are free, and the next hour costs PLN 2. Bikes must be returned to any docking station; leaving one outside a station incurs a PLN 20 fee. You cannot rent more than 4 bikes at a time on one account. The system is open to anyone aged 13 or over, and minors may use it only with a parent's consent. Report faults through the app or by calling 800 120 450.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Za pierwsze 20 minut każdej jazdy nie płacisz",
                        "Za pierwsze 20 minut każdej jazdy płacisz",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("1 kwietnia – 30 listopada 2025 r.", "1 kwietnia – 31 października 2025 r.")],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "Report faults through the app",
                        "Helmets can be borrowed free of charge at the main stations. Report faults through the app",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
