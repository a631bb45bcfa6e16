# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 74: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-kolo-pszczelarzy-zebranie-wiosenne-skladka",
        source=(
            "Koło Pszczelarzy „Lipowy Miód” w Gniewie zaprasza członków na wiosenne zebranie, które odbędzie się "
            "w sobotę 12 kwietnia 2025 r. o godz. 10:00 w sali OSP przy ul. Polnej 4. Omówimy wyniki zimowli – "
            "według wstępnych zgłoszeń straty wyniosły około 18% rodzin – oraz zasady wspólnego zakupu węzy. "
            "Składka członkowska na 2025 rok wynosi 60 zł i należy ją wpłacić do 30 kwietnia. Osoby, które nie "
            "zgłosiły jeszcze liczby uli do rejestru powiatowego lekarza weterynarii, powinny to zrobić przed "
            "zebraniem. Przypominamy, że nie wolno przewozić rodzin z pasieki objętej ogniskiem zgnilca bez zgody "
            "inspekcji. Zgłoszenia na zakup węzy przyjmuje skarbnik, Marek Sowa, do 5 kwietnia."
        ),
        good=[
            Good(
                "preserve",
                "Zapraszamy członków Koła Pszczelarzy „Lipowy Miód” w Gniewie na wiosenne zebranie: sobota, "
                "12 kwietnia 2025 r., godz. 10:00, sala OSP, ul. Polna 4. Porozmawiamy o tym, jak pszczoły "
                "przetrwały zimę (wstępne zgłoszenia wskazują na straty rzędu około 18% rodzin), oraz o wspólnym "
                "zakupie węzy – chętni zgłaszają się do skarbnika, Marka Sowy, do 5 kwietnia. Składkę za 2025 rok, "
                "60 zł, trzeba wpłacić do 30 kwietnia. Kto jeszcze nie zgłosił liczby uli do rejestru powiatowego "
                "lekarza weterynarii, powinien zrobić to przed zebraniem. Pamiętajcie: rodzin z pasieki objętej "
                "ogniskiem zgnilca nie wolno przewozić bez zgody inspekcji.",
            ),
            Good(
                "preserve",
                "**Wiosenne zebranie Koła Pszczelarzy „Lipowy Miód” (Gniew)**\n\n"
                "- Termin: sobota, 12 kwietnia 2025 r., godz. 10:00\n"
                "- Miejsce: sala OSP, ul. Polna 4\n"
                "- Tematy: wyniki zimowli (według wstępnych zgłoszeń ok. 18% utraconych rodzin) oraz zasady "
                "wspólnego zakupu węzy – zgłoszenia u skarbnika Marka Sowy do 5 kwietnia\n"
                "- Składka członkowska na 2025 r.: 60 zł, płatna do 30 kwietnia\n"
                "- Jeżeli nie zgłosiłeś jeszcze liczby uli do rejestru powiatowego lekarza weterynarii, powinieneś "
                "to zrobić przed zebraniem.\n"
                "- Uwaga: bez zgody inspekcji nie wolno przewozić rodzin z pasieki objętej ogniskiem zgnilca.",
            ),
            Good(
                "en",
                "The “Lipowy Miód” Beekeepers' Club in Gniew invites its members to the spring meeting on "
                "Saturday, 12 April 2025, at 10:00 in the fire station (OSP) hall at ul. Polna 4. We will discuss "
                "how the colonies came through the winter – preliminary reports put losses at about 18% of "
                "colonies – and the rules for buying foundation wax together. The 2025 membership fee is PLN 60 "
                "and must be paid by 30 April. Members who have not yet reported the number of their hives to "
                "the district veterinary officer's register should do so before the meeting. Please remember that "
                "colonies from an apiary covered by a foulbrood outbreak must not be moved without the "
                "inspectorate's consent. Orders for foundation wax are taken by the treasurer, Marek Sowa, until "
                "5 April.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("ogniskiem zgnilca nie wolno przewozić", "ogniskiem zgnilca wolno przewozić")],
                "negation",
            ),
            Slip(1, [("do 5 kwietnia", "do 15 kwietnia")], "date"),
            Slip(2, [("about 18% of", "about 28% of")], "number"),
        ],
    ),
    Case(
        key="pl-zajezdnia-tramwajowa-klocki-hamulcowe-biuletyn",
        source=(
            "Biuletyn techniczny Zajezdni Tramwajowej Podgórze nr 7/2025. W wagonach typu NGT8 wykryto "
            "nierównomierne zużycie klocków hamulcowych na wózkach tylnych. Po każdych 15 000 km przebiegu "
            "mechanicy muszą zmierzyć grubość okładzin i wpisać wynik do systemu TramServis w polu "
            "`hamulce.wozek_tylny`. Jeśli sterownik zgłosi błąd `BRK-204`, wagon należy wycofać z ruchu do czasu "
            "kontroli. Producent uważa, że przyczyną jest prawdopodobnie partia klocków dostarczona w lutym, ale "
            "analiza laboratoryjna nie została jeszcze zakończona. Do tego czasu zaleca się stosowanie klocków z "
            "magazynu rezerwowego. Pytania prosimy kierować do działu utrzymania ruchu."
        ),
        good=[
            Good(
                "preserve",
                "**Zajezdnia Tramwajowa Podgórze – biuletyn techniczny nr 7/2025**\n\n"
                "Problem: na tylnych wózkach wagonów NGT8 klocki hamulcowe zużywają się nierównomiernie.\n\n"
                "Co robić:\n"
                "1. Co 15 000 km przebiegu mechanik musi zmierzyć grubość okładzin, a wynik wpisać w TramServis, "
                "w polu `hamulce.wozek_tylny`.\n"
                "2. Gdy sterownik pokaże błąd `BRK-204`, wagon trzeba wycofać z ruchu aż do kontroli.\n"
                "3. Dopóki analiza laboratoryjna nie zostanie zakończona, zaleca się używanie klocków z magazynu "
                "rezerwowego.\n\n"
                "Według producenta przyczyną jest prawdopodobnie lutowa partia klocków, jednak laboratorium nie "
                "zakończyło jeszcze badań. Pytania – do działu utrzymania ruchu.",
            ),
            Good(
                "preserve",
                "W biuletynie technicznym nr 7/2025 Zajezdnia Tramwajowa Podgórze informuje o nierównomiernym "
                "zużyciu klocków hamulcowych na tylnych wózkach tramwajów NGT8. Zdaniem producenta winna jest "
                "prawdopodobnie partia klocków dostarczona w lutym; laboratorium nie zakończyło jednak jeszcze "
                "analizy, więc do tego czasu zaleca się korzystanie z klocków z magazynu rezerwowego. Mechanicy "
                "muszą po każdych 15 000 km mierzyć grubość okładzin i zapisywać wynik w systemie TramServis (pole "
                "`hamulce.wozek_tylny`). Wagon, którego sterownik zgłosi błąd `BRK-204`, należy wycofać z ruchu do "
                "czasu kontroli. Z pytaniami prosimy zwracać się do działu utrzymania ruchu.",
            ),
            Good(
                "en",
                "Technical bulletin no. 7/2025, Podgórze Tram Depot. Uneven brake pad wear has been found on the "
                "rear bogies of NGT8 trams. Every 15,000 km, mechanics must measure the lining thickness and record "
                "the result in the TramServis system, in the `hamulce.wozek_tylny` field. If the controller reports "
                "error `BRK-204`, the tram must be taken out of service until it has been inspected. The "
                "manufacturer believes the cause is probably a batch of pads delivered in February, but the "
                "laboratory analysis has not been completed yet. Until then, using pads from the reserve store is "
                "recommended. Please direct any questions to the maintenance department.",
            ),
        ],
        bad=[
            Slip(0, [("przyczyną jest prawdopodobnie lutowa", "przyczyną jest lutowa")], "hedge"),
            Slip(1, [("Mechanicy muszą po", "Mechanicy powinni po")], "modality"),
            Slip(2, [("error `BRK-204`", "error `BRK-240`")], "code"),
        ],
    ),
    Case(
        key="pl-kolej-krzeselkowa-regulamin-wyciag-skrzyczne",
        source=(
            "Regulamin korzystania z kolei krzesełkowej „Hala Skrzyczne” – wyciąg. Z kolei można korzystać "
            "wyłącznie z ważnym karnetem lub biletem jednorazowym. Dzieci o wzroście poniżej 125 cm muszą jechać "
            "pod opieką osoby dorosłej. Podczas jazdy nie wolno podnosić pałąka zabezpieczającego ani kołysać "
            "krzesełkiem. Narciarze mogą przewozić plecak, o ile zdejmą go przed wsiadaniem. Obsługa może "
            "wstrzymać pracę kolei przy wietrze przekraczającym 15 m/s. Osoby naruszające regulamin mogą zostać "
            "ukarane mandatem zgodnie z art. 54 Kodeksu wykroczeń, a karnet może zostać zablokowany bez zwrotu "
            "opłaty. Regulamin wydano na podstawie ustawy z dnia 18 sierpnia 2011 r. o bezpieczeństwie i "
            "ratownictwie w górach i na zorganizowanych terenach narciarskich."
        ),
        good=[
            Good(
                "preserve",
                "Zasady korzystania z kolei krzesełkowej „Hala Skrzyczne”. Na kolej wejdziesz tylko z ważnym "
                "karnetem albo biletem jednorazowym. Jeśli Twoje dziecko ma mniej niż 125 cm wzrostu, musi jechać "
                "z dorosłym opiekunem. W trakcie jazdy nie wolno podnosić pałąka zabezpieczającego ani kołysać "
                "krzesełkiem. Plecak możesz zabrać, pod warunkiem że zdejmiesz go przed wsiadaniem. Przy wietrze "
                "powyżej 15 m/s obsługa może zatrzymać kolej. Osoba naruszająca regulamin może zostać ukarana "
                "mandatem na podstawie art. 54 Kodeksu wykroczeń, a jej karnet może zostać zablokowany bez zwrotu "
                "pieniędzy. Podstawą regulaminu jest ustawa z dnia 18 sierpnia 2011 r. o bezpieczeństwie i "
                "ratownictwie w górach i na zorganizowanych terenach narciarskich.",
            ),
            Good(
                "preserve",
                "Regulamin kolei krzesełkowej „Hala Skrzyczne” (wyciąg)\n"
                "1. Korzystanie z kolei jest dozwolone wyłącznie na podstawie ważnego karnetu lub biletu "
                "jednorazowego.\n"
                "2. Dzieci mierzące poniżej 125 cm wzrostu muszą podróżować pod opieką osoby dorosłej.\n"
                "3. W czasie jazdy zabrania się podnoszenia pałąka zabezpieczającego oraz kołysania krzesełkiem.\n"
                "4. Narciarze mogą przewozić plecak pod warunkiem zdjęcia go przed wejściem na krzesełko.\n"
                "5. Przy prędkości wiatru powyżej 15 m/s obsługa może wstrzymać pracę kolei.\n"
                "6. Naruszenie regulaminu może skutkować mandatem zgodnie z art. 54 Kodeksu wykroczeń oraz "
                "zablokowaniem karnetu bez zwrotu opłaty.\n"
                "Podstawa prawna: ustawa z dnia 18 sierpnia 2011 r. o bezpieczeństwie i ratownictwie w górach i na "
                "zorganizowanych terenach narciarskich.",
            ),
            Good(
                "en",
                "Rules for the “Hala Skrzyczne” chairlift (extract). You may ride the lift only with a valid pass "
                "or a single-ride ticket. Children shorter than 125 cm must ride accompanied by an adult. While "
                "riding, you must not raise the safety bar or swing the chair. Skiers may take a backpack with "
                "them, provided they take it off before boarding. Staff may stop the lift when the wind exceeds "
                "15 m/s. Anyone who breaks these rules may be fined under Article 54 of the Code of Petty Offences, "
                "and their pass may be blocked without a refund. These rules are issued under the Act of 18 August "
                "2011 on safety and rescue in the mountains and on organised ski areas.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("zablokowany bez zwrotu pieniędzy", "zablokowany ze zwrotem pieniędzy")],
                "negation",
            ),
            Slip(1, [("muszą podróżować pod opieką", "powinny podróżować pod opieką")], "modality"),
            Slip(2, [("under Article 54 of", "under Article 51 of")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-ulotka-po-ekstrakcji-zeba-zalecenia",
        source=(
            "Zalecenia po ekstrakcji zęba. Przez pierwsze 2 godziny po zabiegu nie należy jeść ani pić gorących "
            "napojów. Tampon z gazy trzymaj zagryziony przez około 30 minut. Przez 24 godziny nie płucz "
            "intensywnie jamy ustnej i nie pal papierosów, ponieważ może to spowodować wypłukanie skrzepu i tzw. "
            "suchy zębodół. Obrzęk zwykle narasta do trzeciej doby, a potem stopniowo ustępuje. W razie bólu "
            "możesz przyjąć ibuprofen 400 mg, nie więcej niż 3 tabletki na dobę. Jeśli krwawienie nie ustaje po "
            "godzinie mimo uciskania gazikiem albo pojawi się gorączka powyżej 38°C, skontaktuj się z gabinetem "
            "pod numerem 58 341 22 90."
        ),
        good=[
            Good(
                "preserve",
                "Jak dbać o siebie po usunięciu zęba:\n"
                "- Przez pierwsze 2 godziny nic nie jedz i nie pij gorących napojów.\n"
                "- Gazik trzymaj zagryziony mniej więcej pół godziny.\n"
                "- Przez dobę nie płucz energicznie ust i nie pal – może to wypłukać skrzep i spowodować tzw. "
                "suchy zębodół.\n"
                "- Opuchlizna zwykle rośnie do trzeciego dnia, potem stopniowo się zmniejsza.\n"
                "- Na ból możesz wziąć ibuprofen 400 mg, maksymalnie 3 tabletki na dobę.\n"
                "- Zadzwoń do gabinetu (58 341 22 90), jeśli krwawienie nie ustaje po godzinie mimo uciskania "
                "gazikiem albo masz gorączkę powyżej 38°C.",
            ),
            Good(
                "preserve",
                "Zalecenia pozabiegowe po ekstrakcji zęba. Przez 2 godziny od zabiegu nie należy spożywać "
                "posiłków ani gorących napojów. Tampon z gazy należy trzymać zagryziony przez ok. 30 minut. Przez "
                "24 godziny nie należy intensywnie płukać jamy ustnej ani palić papierosów, gdyż może to "
                "doprowadzić do wypłukania skrzepu i powstania tzw. suchego zębodołu. Obrzęk na ogół nasila się do "
                "trzeciej doby, po czym stopniowo się zmniejsza. W razie bólu można przyjąć ibuprofen w dawce "
                "400 mg, nie więcej niż 3 tabletki na dobę. W przypadku krwawienia, które nie ustępuje po godzinie "
                "pomimo ucisku gazikiem, lub gorączki powyżej 38°C prosimy o kontakt z gabinetem: tel. "
                "58 341 22 90.",
            ),
            Good(
                "en",
                "Aftercare following a tooth extraction. For the first 2 hours after the procedure, do not eat "
                "or drink hot drinks. Keep the gauze pad bitten down for about 30 minutes. For 24 hours, do not "
                "rinse your mouth vigorously and do not smoke, as this may dislodge the clot and cause a so-called "
                "dry socket. Swelling usually increases until the third day and then gradually subsides. If you "
                "are in pain, you may take ibuprofen 400 mg, no more than 3 tablets a day. If bleeding has not "
                "stopped after an hour despite pressing on the gauze, or if you develop a fever above 38°C, "
                "contact the surgery on 58 341 22 90.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "jeśli krwawienie nie ustaje po godzinie",
                        "jeśli krwawienie ustaje po godzinie",
                    )
                ],
                "negation",
            ),
            Slip(1, [("nie więcej niż 3 tabletki", "nie więcej niż 5 tabletek")], "number"),
            Slip(2, [("as this may dislodge the clot", "as this dislodges the clot")], "hedge"),
        ],
    ),
    Case(
        key="pl-program-kompostowniki-wagrowiec-nabor-wnioskow",
        source=(
            "Program „Kompostuj w Ogródku” – Urząd Miasta Wągrowca. Mieszkańcy domów jednorodzinnych mogą "
            "bezpłatnie otrzymać kompostownik o pojemności 400 litrów. Wnioski można składać od 3 do 31 marca "
            "2025 r. przez formularz na stronie https://bip.wagrowiec.eu/kompostowniki lub osobiście w Biurze "
            "Obsługi Mieszkańca. Osoby, które zadeklarują kompostowanie bioodpadów, otrzymają ulgę w opłacie za "
            "odbiór odpadów w wysokości 4 zł miesięcznie od gospodarstwa. Kompostownik musi stać na terenie "
            "nieruchomości wskazanej we wniosku, a urzędnicy mogą przeprowadzić kontrolę jego użytkowania. Liczba "
            "kompostowników jest ograniczona do 250 sztuk, decyduje kolejność zgłoszeń. Pytania: "
            "kompost@wagrowiec.eu."
        ),
        good=[
            Good(
                "preserve",
                "Chcesz bezpłatnie dostać kompostownik? W ramach programu „Kompostuj w Ogródku” Urząd Miasta "
                "Wągrowca przekazuje mieszkańcom domów jednorodzinnych kompostowniki o pojemności 400 l. Wniosek "
                "złożysz od 3 do 31 marca 2025 r. – przez formularz na https://bip.wagrowiec.eu/kompostowniki albo "
                "osobiście w Biurze Obsługi Mieszkańca. Pula to 250 sztuk, więc liczy się kolejność zgłoszeń. Jeśli "
                "zadeklarujesz kompostowanie bioodpadów, opłata za odbiór odpadów spadnie o 4 zł miesięcznie od "
                "gospodarstwa. Pamiętaj: kompostownik musi stać na nieruchomości podanej we wniosku, a urzędnicy "
                "mogą sprawdzić, czy z niego korzystasz. Pytania wysyłaj na kompost@wagrowiec.eu.",
            ),
            Good(
                "preserve",
                "Program „Kompostuj w Ogródku” (Urząd Miasta Wągrowca)\n\n"
                "- Dla kogo: mieszkańcy domów jednorodzinnych.\n"
                "- Co: bezpłatny kompostownik o pojemności 400 litrów; dostępnych jest 250 sztuk, o przydziale "
                "decyduje kolejność zgłoszeń.\n"
                "- Nabór wniosków: 3–31 marca 2025 r., przez formularz na stronie "
                "https://bip.wagrowiec.eu/kompostowniki lub osobiście w Biurze Obsługi Mieszkańca.\n"
                "- Ulga: po zadeklarowaniu kompostowania bioodpadów opłata za odbiór odpadów jest niższa o 4 zł "
                "miesięcznie od gospodarstwa.\n"
                "- Warunki: kompostownik musi znajdować się na nieruchomości wskazanej we wniosku; urzędnicy mogą "
                "skontrolować jego użytkowanie.\n"
                "- Kontakt: kompost@wagrowiec.eu.",
            ),
            Good(
                "en",
                "“Compost in Your Garden” programme – Wągrowiec Town Hall. Residents of single-family houses can "
                "get a 400-litre composter free of charge. Applications can be submitted from 3 to 31 March 2025 "
                "via the form at https://bip.wagrowiec.eu/kompostowniki or in person at the Residents' Service "
                "Office. Households that declare they compost their biowaste will get a reduction of PLN 4 per "
                "month in the waste collection fee. The composter must stand on the property named in the "
                "application, and officials may inspect how it is used. The number of composters is limited to "
                "250, allocated on a first-come, first-served basis. Questions: kompost@wagrowiec.eu.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "https://bip.wagrowiec.eu/kompostowniki",
                        "https://bip.wagrowiec.pl/kompostowniki",
                    )
                ],
                "url",
            ),
            Slip(1, [("3–31 marca 2025 r.", "3–21 marca 2025 r.")], "date"),
            Slip(2, [("The composter must stand", "The composter should stand")], "modality"),
        ],
    ),
    Case(
        key="pl-turniej-szachowy-puchar-burmistrza-regulamin",
        source=(
            "Regulamin VIII Otwartego Turnieju Szachowego o Puchar Burmistrza Żnina. Turniej zostanie rozegrany "
            "14 czerwca 2025 r. w Szkole Podstawowej nr 2, systemem szwajcarskim na dystansie 7 rund, tempem "
            "15 minut plus 5 sekund na ruch. Wpisowe wynosi 30 zł, a juniorzy do lat 16 płacą 20 zł. Zgłoszenia "
            "przyjmujemy do 10 czerwca lub do wyczerpania 80 miejsc. Zawodnik, który spóźni się na rundę więcej "
            "niż 15 minut, przegrywa partię walkowerem. Telefony komórkowe muszą być wyłączone; zawodnik nie może "
            "mieć telefonu przy sobie w trakcie partii. Turniej nie jest zgłoszony do oceny rankingowej FIDE, ale "
            "będzie przeliczony do rankingu PZSzach. Nagrody: 500, 300 i 200 zł."
        ),
        good=[
            Good(
                "preserve",
                "## VIII Otwarty Turniej Szachowy o Puchar Burmistrza Żnina – najważniejsze zasady\n\n"
                "- **Kiedy i gdzie:** 14 czerwca 2025 r., Szkoła Podstawowa nr 2\n"
                "- **System:** szwajcarski, 7 rund, tempo 15 min + 5 s na ruch\n"
                "- **Wpisowe:** 30 zł; juniorzy do lat 16 – 20 zł\n"
                "- **Zgłoszenia:** do 10 czerwca albo do wyczerpania limitu 80 miejsc\n"
                "- **Spóźnienia:** kto spóźni się na rundę więcej niż 15 minut, przegrywa walkowerem\n"
                "- **Telefony:** muszą być wyłączone; w trakcie partii zawodnik nie może mieć telefonu przy sobie\n"
                "- **Ranking:** turniej nie jest zgłoszony do oceny rankingowej FIDE, zostanie natomiast "
                "przeliczony do rankingu PZSzach\n"
                "- **Nagrody:** 500 zł, 300 zł i 200 zł",
            ),
            Good(
                "preserve",
                "Puchar Burmistrza Żnina po raz ósmy: otwarty turniej szachowy zostanie rozegrany 14 czerwca 2025 r. "
                "w Szkole Podstawowej nr 2. Zagramy 7 rund systemem szwajcarskim, tempem 15 minut z dodatkiem "
                "5 sekund na każdy ruch. Przewidziano nagrody w wysokości 500, 300 i 200 zł. Wpisowe to 30 zł "
                "(juniorzy do lat 16: 20 zł); zapisy trwają do 10 czerwca, chyba że wcześniej wyczerpie się 80 "
                "miejsc. Turniej zostanie przeliczony do rankingu PZSzach, ale nie jest zgłoszony do oceny "
                "rankingowej FIDE. Spóźnienie na rundę o więcej niż 15 minut oznacza przegraną walkowerem. Telefony "
                "muszą być wyłączone, a podczas partii zawodnik nie może mieć telefonu przy sobie.",
            ),
            Good(
                "en",
                "Rules of the 8th Open Chess Tournament for the Mayor of Żnin's Cup. The tournament will be played "
                "on 14 June 2025 at Primary School No. 2 as a 7-round Swiss, with a time control of 15 minutes plus "
                "5 seconds per move. The entry fee is PLN 30; juniors up to 16 pay PLN 20. Entries are accepted "
                "until 10 June or until all 80 places are filled. A player who arrives more than 15 minutes late "
                "for a round loses the game by default. Mobile phones must be switched off, and players may not "
                "have a phone on them during a game. The tournament is not registered for FIDE rating, but it will "
                "be rated for the Polish Chess Federation (PZSzach) ranking. Prizes: PLN 500, 300 and 200.",
            ),
        ],
        bad=[
            Slip(0, [("limitu 80 miejsc", "limitu 60 miejsc")], "number"),
            Slip(1, [("ale nie jest zgłoszony do oceny", "i jest zgłoszony do oceny")], "negation"),
            Slip(2, [("until 10 June", "until 12 June")], "date"),
        ],
    ),
    Case(
        key="pl-kancelaria-notarialna-taksa-oplaty-informacja",
        source=(
            "Kancelaria Notarialna Anny Kowalczyk informuje, że od 1 lipca 2025 r. wynagrodzenie za czynności "
            "notarialne pobierane jest według stawek maksymalnych określonych w rozporządzeniu Ministra "
            "Sprawiedliwości z dnia 28 czerwca 2004 r. w sprawie maksymalnych stawek taksy notarialnej. Za "
            "poświadczenie podpisu pobieramy 30 zł netto, a za wypis aktu notarialnego 6 zł netto za każdą "
            "rozpoczętą stronę. Do kwot należy doliczyć 23% VAT. Zgodnie z art. 5 ustawy – Prawo o notariacie "
            "wysokość wynagrodzenia może zostać ustalona w drodze umowy ze stroną, nie może jednak przekroczyć "
            "stawki maksymalnej. Podatek od czynności cywilnoprawnych oraz opłatę sądową notariusz pobiera jako "
            "płatnik i przekazuje właściwym organom. Kancelaria nie przyjmuje płatności kartą kredytową."
        ),
        good=[
            Good(
                "preserve",
                "Od 1 lipca 2025 r. Kancelaria Notarialna Anny Kowalczyk pobiera wynagrodzenie za czynności "
                "notarialne według stawek maksymalnych z rozporządzenia Ministra Sprawiedliwości z dnia 28 czerwca "
                "2004 r. w sprawie maksymalnych stawek taksy notarialnej. Poświadczenie podpisu kosztuje 30 zł "
                "netto, a wypis aktu notarialnego – 6 zł netto za każdą rozpoczętą stronę; do tych kwot należy "
                "doliczyć 23% VAT. Art. 5 ustawy – Prawo o notariacie pozwala ustalić wynagrodzenie w umowie ze "
                "stroną, ale nie może ono przekroczyć stawki maksymalnej. Notariusz jako płatnik pobiera też "
                "podatek od czynności cywilnoprawnych i opłatę sądową, po czym przekazuje je właściwym organom. "
                "Uwaga: nie przyjmujemy płatności kartą kredytową.",
            ),
            Good(
                "preserve",
                "Informacja o opłatach – Kancelaria Notarialna Anny Kowalczyk\n"
                "• Od 1 lipca 2025 r. obowiązują stawki maksymalne wg rozporządzenia Ministra Sprawiedliwości z "
                "dnia 28 czerwca 2004 r. w sprawie maksymalnych stawek taksy notarialnej.\n"
                "• Poświadczenie podpisu: 30 zł netto.\n"
                "• Wypis aktu notarialnego: 6 zł netto za każdą rozpoczętą stronę.\n"
                "• Do powyższych kwot należy doliczyć VAT 23%.\n"
                "• Wynagrodzenie może zostać ustalone w umowie ze stroną (art. 5 ustawy – Prawo o notariacie), "
                "nie może jednak przekroczyć stawki maksymalnej.\n"
                "• Podatek od czynności cywilnoprawnych i opłatę sądową notariusz pobiera jako płatnik i przekazuje "
                "je właściwym organom.\n"
                "• Płatności kartą kredytową nie są przyjmowane.",
            ),
            Good(
                "en",
                "The Notary Office of Anna Kowalczyk wishes to inform clients that from 1 July 2025 notarial fees "
                "are charged at the maximum rates set out in the Regulation of the Minister of Justice of 28 June "
                "2004 on maximum notarial fees. Certifying a signature costs PLN 30 net, and a copy (wypis) of a "
                "notarial deed costs PLN 6 net for each page or part of a page. 23% VAT must be added to these "
                "amounts. Under Article 5 of the Law on Notaries, the fee may be agreed with the client, but it "
                "may not exceed the maximum rate. Civil-law transactions tax and court fees are collected by the "
                "notary as the payer and passed on to the relevant authorities. The office does not accept credit "
                "card payments.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Uwaga: nie przyjmujemy",
                        "Konsultacje przed podpisaniem aktu są bezpłatne. Uwaga: nie przyjmujemy",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("(art. 5 ustawy", "(art. 7 ustawy")], "legal_reference"),
            Slip(2, [("PLN 6 net", "PLN 8 net")], "number"),
        ],
    ),
    Case(
        key="pl-sad-jabloniowy-kalendarz-opryskow-kwiecien",
        source=(
            "Kalendarz ochrony sadu jabłoniowego – komunikat Ośrodka Doradztwa Rolniczego na tydzień 14–20 "
            "kwietnia 2025 r. W fazie zielonego pąka należy wykonać zabieg przeciwko parchowi jabłoni, najlepiej "
            "przed zapowiadanym deszczem. Według prognoz w najbliższy czwartek temperatura prawdopodobnie spadnie "
            "w nocy do około −2°C, dlatego w tym dniu nie należy stosować preparatów miedziowych. Sadownicy mogą "
            "łączyć fungicyd z nawozem dolistnym, jeśli pozwala na to etykieta. Zabiegi trzeba wykonywać "
            "wieczorem, po oblocie pszczół, a dawka cieczy użytkowej nie powinna przekraczać 750 l/ha. Każdy "
            "zabieg musi zostać wpisany do ewidencji środków ochrony roślin w ciągu 30 dni."
        ),
        good=[
            Good(
                "preserve",
                "**Ochrona sadu jabłoniowego: 14–20 kwietnia 2025 r.** (komunikat Ośrodka Doradztwa Rolniczego)\n\n"
                "- Faza zielonego pąka: należy wykonać zabieg przeciw parchowi jabłoni, najlepiej przed "
                "zapowiadanym deszczem.\n"
                "- Czwartek: według prognoz w nocy temperatura prawdopodobnie spadnie do ok. −2°C – tego dnia nie "
                "należy stosować preparatów miedziowych.\n"
                "- Fungicyd można łączyć z nawozem dolistnym, o ile pozwala na to etykieta.\n"
                "- Opryski trzeba wykonywać wieczorem, po oblocie pszczół; dawka cieczy użytkowej nie powinna "
                "przekraczać 750 l/ha.\n"
                "- Każdy zabieg musi trafić do ewidencji środków ochrony roślin w ciągu 30 dni.",
            ),
            Good(
                "preserve",
                "Komunikat Ośrodka Doradztwa Rolniczego na tydzień od 14 do 20 kwietnia 2025 r.: jeśli Twoje "
                "jabłonie są w fazie zielonego pąka, należy wykonać zabieg przeciwko parchowi – najlepiej zanim "
                "spadnie zapowiadany deszcz. Uważaj na najbliższy czwartek: według prognoz nocą temperatura "
                "prawdopodobnie obniży się do około −2°C, więc tego dnia nie należy używać preparatów miedziowych. "
                "Fungicyd możesz połączyć z nawozem dolistnym, jeśli etykieta na to pozwala. Zabiegi trzeba "
                "przeprowadzać wieczorem, po oblocie pszczół, a dawka cieczy użytkowej nie powinna przekraczać "
                "750 l/ha. Pamiętaj, że każdy zabieg musi zostać wpisany do ewidencji środków ochrony roślin w ciągu "
                "30 dni.",
            ),
            Good(
                "en",
                "Apple orchard protection calendar – Agricultural Advisory Centre bulletin for the week of 14–20 "
                "April 2025. At the green-tip stage, a treatment against apple scab must be carried out, preferably "
                "before the forecast rain. According to the forecasts, the temperature will probably drop to about "
                "−2°C on Thursday night, so copper products must not be used that day. Growers may combine a "
                "fungicide with a foliar fertiliser if the label allows it. Treatments have to be done in the "
                "evening, after the bees have finished flying, and the spray volume should not exceed 750 l/ha. "
                "Every treatment must be entered in the plant protection product records within 30 days.",
            ),
        ],
        bad=[
            Slip(0, [("- Czwartek:", "- Piątek:")], "date"),
            Slip(1, [("prawdopodobnie obniży się do około −2°C", "obniży się do −2°C")], "hedge"),
            Slip(2, [("Growers may combine", "Growers should combine")], "modality"),
        ],
    ),
    Case(
        key="pl-przeprawa-promowa-warszow-zmiana-rozkladu",
        source=(
            "Zmiana rozkładu przeprawy promowej Świnoujście – Warszów. Od 2 do 13 czerwca 2025 r. prom „Bielik "
            "III” zostanie wyłączony z eksploatacji z powodu przeglądu stoczniowego. W tym czasie kursować będzie "
            "tylko jeden prom, co 40 minut zamiast co 20 minut. Pojazdy ciężarowe powyżej 3,5 t nie będą "
            "przewożone w godzinach 6:00–9:00 i 15:00–18:00. Piesi i rowerzyści mogą korzystać z przeprawy bez "
            "ograniczeń. Przeprawa Centrum nie zmienia rozkładu. Aktualne informacje o kursach i ewentualnych "
            "opóźnieniach publikujemy na stronie www.zzm.swinoujscie.pl/przeprawy oraz na profilu zarządcy w "
            "mediach społecznościowych. Przepraszamy za utrudnienia."
        ),
        good=[
            Good(
                "preserve",
                "**Przeprawa Świnoujście – Warszów: zmiany w rozkładzie od 2 do 13 czerwca 2025 r.**\n\n"
                "- Prom „Bielik III” przechodzi przegląd stoczniowy i w tym okresie nie pływa.\n"
                "- Kursuje tylko jeden prom – co 40 minut (zamiast co 20).\n"
                "- Pojazdy ciężarowe powyżej 3,5 t nie są przewożone w godz. 6:00–9:00 oraz 15:00–18:00.\n"
                "- Piesi i rowerzyści mogą korzystać z przeprawy bez ograniczeń.\n"
                "- Rozkład Przeprawy Centrum pozostaje bez zmian.\n\n"
                "Bieżące informacje o kursach i ewentualnych opóźnieniach: www.zzm.swinoujscie.pl/przeprawy oraz "
                "profil zarządcy w mediach społecznościowych. Przepraszamy za utrudnienia.",
            ),
            Good(
                "preserve",
                "Od 2 do 13 czerwca 2025 r. na przeprawie promowej Świnoujście – Warszów pływać będzie tylko jeden "
                "prom, ponieważ „Bielik III” zostanie wyłączony z eksploatacji na czas przeglądu stoczniowego. "
                "Kursy będą odbywać się co 40 minut, a nie – jak dotąd – co 20 minut. W godzinach 6:00–9:00 i "
                "15:00–18:00 prom nie zabierze pojazdów ciężarowych powyżej 3,5 t; piesi i rowerzyści mogą natomiast "
                "przeprawiać się bez ograniczeń. Zmiany nie dotyczą Przeprawy Centrum. O kursach i możliwych "
                "opóźnieniach informujemy na bieżąco na stronie www.zzm.swinoujscie.pl/przeprawy i na profilu "
                "zarządcy w mediach społecznościowych. Przepraszamy za utrudnienia.",
            ),
            Good(
                "en",
                "Timetable change on the Świnoujście – Warszów ferry crossing. From 2 to 13 June 2025 the ferry "
                "“Bielik III” will be taken out of service for a shipyard inspection. During this period only one "
                "ferry will operate, every 40 minutes instead of every 20 minutes. Lorries over 3.5 t will not be "
                "carried between 6:00 and 9:00 or between 15:00 and 18:00. Pedestrians and cyclists may use the "
                "crossing without restrictions. The Centrum crossing keeps its timetable. Up-to-date information on "
                "sailings and any delays is published at www.zzm.swinoujscie.pl/przeprawy and on the operator's "
                "social media profile. We apologise for the inconvenience.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("przegląd stoczniowy i w tym", "przegląd stoczniowy w Szczecinie i w tym")],
                "invented_fact",
            ),
            Slip(1, [("www.zzm.swinoujscie.pl/przeprawy", "www.zzm.swinoujscie.pl/promy")], "url"),
            Slip(
                2,
                [("Lorries over 3.5 t will not be carried", "Lorries over 3.5 t will be carried")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-akademik-babilon-regulamin-goscie-cisza",
        source=(
            "Regulamin Domu Studenckiego „Babilon” – wyciąg. Cisza nocna obowiązuje od 22:00 do 6:00. Goście mogą "
            "przebywać w akademiku do godz. 23:00 i muszą zostawić dokument tożsamości w portierni. Nocowanie "
            "osób niezameldowanych jest dozwolone najwyżej 3 razy w miesiącu, po wcześniejszym zgłoszeniu u "
            "kierownika i wniesieniu opłaty 25 zł za noc. W pokojach nie wolno używać grzejników elektrycznych "
            "ani kuchenek indukcyjnych. Mieszkańcy są zobowiązani do segregowania odpadów. Za zgubienie karty "
            "dostępu pobiera się opłatę 40 zł. Naruszenie regulaminu może skutkować upomnieniem, a w przypadku "
            "powtarzających się wykroczeń – skreśleniem z listy mieszkańców."
        ),
        good=[
            Good(
                "preserve",
                "Najważniejsze zasady w DS „Babilon”: cisza nocna trwa od 22:00 do 6:00. Twoi goście mogą zostać w "
                "akademiku do 23:00 i muszą zostawić dokument tożsamości na portierni. Osoby niezameldowane mogą "
                "nocować w akademiku najwyżej 3 razy w miesiącu – trzeba wcześniej zgłosić to kierownikowi i zapłacić "
                "25 zł za noc. W pokoju nie wolno używać grzejników elektrycznych ani kuchenek indukcyjnych. "
                "Segregowanie odpadów jest obowiązkowe. Zgubiona karta dostępu to opłata 40 zł. Za naruszenie "
                "regulaminu możesz dostać upomnienie, a jeśli wykroczenia się powtarzają – zostać skreślony z listy "
                "mieszkańców.",
            ),
            Good(
                "preserve",
                "Wyciąg z Regulaminu Domu Studenckiego „Babilon”:\n"
                "1. Cisza nocna: 22:00–6:00.\n"
                "2. Goście mogą przebywać w domu studenckim do 23:00; w portierni muszą pozostawić dokument "
                "tożsamości.\n"
                "3. Osoby niezameldowane mogą nocować nie częściej niż 3 razy w miesiącu, po uprzednim zgłoszeniu "
                "kierownikowi i uiszczeniu opłaty w wysokości 25 zł za noc.\n"
                "4. W pokojach zabrania się używania grzejników elektrycznych i kuchenek indukcyjnych.\n"
                "5. Mieszkańcy mają obowiązek segregować odpady.\n"
                "6. Opłata za zgubienie karty dostępu wynosi 40 zł.\n"
                "7. Naruszenie regulaminu może skutkować upomnieniem, a przy powtarzających się wykroczeniach – "
                "skreśleniem z listy mieszkańców.",
            ),
            Good(
                "en",
                "Extract from the house rules of the “Babilon” student residence. Quiet hours are from 22:00 to "
                "6:00. Guests may stay in the residence until 23:00 and must leave an identity document at the "
                "porter's desk. Non-registered persons may stay overnight no more than 3 times a month, after "
                "notifying the manager in advance and paying a fee of PLN 25 per night. Electric heaters and "
                "induction hobs must not be used in the rooms. Residents are required to sort their waste. A fee "
                "of PLN 40 is charged for a lost access card. Breaking the rules may result in a warning and, in "
                "the case of repeated offences, removal from the list of residents.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    ("nie wolno używać grzejników", "wolno używać grzejników"),
                    ("ani kuchenek", "i kuchenek"),
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "segregować odpady.",
                        "segregować odpady; pojemniki znajdują się w piwnicy budynku B.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("PLN 25 per night", "PLN 20 per night")], "number"),
        ],
    ),
    Case(
        key="pl-badanie-smartfon-w-lozku-zasypianie",
        source=(
            "Badanie opublikowane w czasopiśmie „Sleep Medicine” (Nowicka i in., 2023, t. 104, s. 55–63) objęło "
            "1240 studentów z pięciu polskich uczelni. Autorki wykazały, że osoby korzystające ze smartfona w "
            "łóżku dłużej niż 60 minut zasypiały średnio o 23 minuty później niż pozostali uczestnicy. Jak "
            "zaznaczają, związek ten prawdopodobnie wynika częściowo z ekspozycji na niebieskie światło, ale "
            "badanie miało charakter przekrojowy i nie pozwala ustalić związku przyczynowego. Wyniki mogą też nie "
            "dotyczyć osób starszych. Autorki sugerują, że ograniczenie korzystania z ekranów na godzinę przed "
            "snem może poprawić jakość snu, i zapowiadają badanie interwencyjne."
        ),
        good=[
            Good(
                "preserve",
                "Czy smartfon w łóżku opóźnia zasypianie? Nowicka i współpracowniczki przebadały 1240 studentów z "
                "pięciu polskich uczelni, a wyniki opublikowały w „Sleep Medicine” (2023, t. 104, s. 55–63). Kto "
                "korzystał ze smartfona w łóżku dłużej niż 60 minut, zasypiał przeciętnie o 23 minuty później niż "
                "pozostali badani. Według autorek ta zależność prawdopodobnie częściowo wynika z ekspozycji na "
                "niebieskie światło, jednak badanie było przekrojowe, więc nie pozwala ustalić związku "
                "przyczynowego. Wyniki mogą ponadto nie dotyczyć osób starszych. Badaczki sugerują, że ograniczenie "
                "korzystania z ekranów na godzinę przed snem może poprawić jakość snu, i zapowiadają badanie "
                "interwencyjne.",
            ),
            Good(
                "preserve",
                "Nowicka i in. (2023), „Sleep Medicine”, t. 104, s. 55–63.\n"
                "Metoda: badanie przekrojowe, 1240 studentów z pięciu polskich uczelni.\n"
                "Wyniki: osoby używające smartfona w łóżku dłużej niż 60 minut zasypiały średnio 23 minuty później "
                "niż pozostali uczestnicy.\n"
                "Interpretacja: zależność ta prawdopodobnie wynika częściowo z ekspozycji na niebieskie światło; ze "
                "względu na przekrojowy charakter badania nie można jednak ustalić związku przyczynowego, a wyniki "
                "mogą nie dotyczyć osób starszych.\n"
                "Wnioski: ograniczenie korzystania z ekranów na godzinę przed snem może poprawić jakość snu; "
                "autorki zapowiadają badanie interwencyjne.",
            ),
            Good(
                "en",
                "A study published in Sleep Medicine (Nowicka et al., 2023, vol. 104, pp. 55–63) included 1,240 "
                "students from five Polish universities. The authors showed that people who used a smartphone in "
                "bed for more than 60 minutes fell asleep on average 23 minutes later than the other participants. "
                "As they note, this association is probably partly due to exposure to blue light, but the study "
                "was cross-sectional and does not allow a causal relationship to be established. The results may "
                "also not apply to older people. The authors suggest that limiting screen use in the hour before "
                "bed may improve sleep quality, and they announce an interventional study.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("ta zależność prawdopodobnie częściowo wynika", "ta zależność częściowo wynika")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Wnioski: ograniczenie korzystania z ekranów na godzinę przed snem może poprawić jakość snu; "
                        "autorki zapowiadają badanie interwencyjne.",
                        "Conclusions: limiting screen use in the hour before bedtime may improve sleep quality; the "
                        "authors announce an interventional study.",
                    )
                ],
                "wrong_language",
            ),
            Slip(2, [("pp. 55–63", "pp. 155–163")], "citation"),
        ],
    ),
    Case(
        key="pl-readme-pogodynka-instalacja-klucz-api",
        source=(
            "## Instalacja\n\n"
            "Narzędzie `pogodynka` wymaga Pythona 3.10 lub nowszego. Zainstaluj je poleceniem:\n\n"
            "```\npip install pogodynka==2.4.1\n```\n\n"
            "Przed pierwszym uruchomieniem musisz ustawić klucz API w zmiennej środowiskowej `POGODYNKA_API_KEY`. "
            "Klucz można bezpłatnie wygenerować w [panelu dewelopera](https://api.pogodynka.dev/klucze). Nie "
            "zapisuj klucza w repozytorium.\n\n"
            "## Użycie\n\n"
            "- `pogodynka prognoza Kraków` – prognoza na 3 dni,\n"
            "- `pogodynka alerty --region malopolskie` – aktywne ostrzeżenia.\n\n"
            "Darmowy plan pozwala na 1000 zapytań dziennie; po przekroczeniu limitu API zwraca błąd 429."
        ),
        good=[
            Good(
                "preserve",
                "## Instalacja\n\n"
                "1. Sprawdź, czy masz Pythona w wersji 3.10 lub nowszej – tego wymaga `pogodynka`.\n"
                "2. Zainstaluj pakiet:\n\n"
                "   ```\n   pip install pogodynka==2.4.1\n   ```\n\n"
                "3. Przed pierwszym uruchomieniem musisz ustawić klucz API w zmiennej środowiskowej "
                "`POGODYNKA_API_KEY`. Klucz możesz bezpłatnie wygenerować w "
                "[panelu dewelopera](https://api.pogodynka.dev/klucze). Nie zapisuj go w repozytorium.\n\n"
                "## Użycie\n\n"
                "- `pogodynka prognoza Kraków` – prognoza na trzy dni,\n"
                "- `pogodynka alerty --region malopolskie` – aktywne ostrzeżenia.\n\n"
                "W darmowym planie limit wynosi 1000 zapytań dziennie; po jego przekroczeniu API zwraca błąd 429.",
            ),
            Good(
                "preserve",
                "## Instalacja\n\n"
                "Do działania `pogodynka` potrzebuje Pythona 3.10 lub nowszego. Instalacja to jedno polecenie:\n\n"
                "```\npip install pogodynka==2.4.1\n```\n\n"
                "Zanim uruchomisz narzędzie po raz pierwszy, musisz ustawić klucz API w zmiennej środowiskowej "
                "`POGODYNKA_API_KEY`. Darmowy klucz można wygenerować w "
                "[panelu dewelopera](https://api.pogodynka.dev/klucze) – pamiętaj tylko, żeby nie zapisywać go w "
                "repozytorium.\n\n"
                "## Użycie\n\n"
                "- `pogodynka prognoza Kraków` – pokazuje prognozę na 3 dni,\n"
                "- `pogodynka alerty --region malopolskie` – wyświetla aktywne ostrzeżenia.\n\n"
                "Na darmowym planie możesz wysłać do 1000 zapytań dziennie. Gdy przekroczysz limit, API zwróci "
                "błąd 429.",
            ),
            Good(
                "en",
                "## Installation\n\n"
                "The `pogodynka` tool requires Python 3.10 or newer. Install it with:\n\n"
                "```\npip install pogodynka==2.4.1\n```\n\n"
                "Before the first run, you must set your API key in the `POGODYNKA_API_KEY` environment variable. "
                "You can generate a key for free in the [developer panel](https://api.pogodynka.dev/klucze). Do "
                "not store the key in the repository.\n\n"
                "## Usage\n\n"
                "- `pogodynka prognoza Kraków` – 3-day forecast,\n"
                "- `pogodynka alerty --region malopolskie` – active warnings.\n\n"
                "The free plan allows 1,000 requests per day; once the limit is exceeded, the API returns error 429.",
            ),
        ],
        bad=[
            Slip(0, [("`POGODYNKA_API_KEY`", "`POGODYNKA_KEY`")], "code"),
            Slip(
                1,
                [("```\npip install pogodynka==2.4.1\n```", "pip install pogodynka==2.4.1")],
                "markdown",
            ),
            Slip(2, [("you must set your API key", "you should set your API key")], "modality"),
        ],
    ),
    Case(
        key="pl-szczepienia-grypa-seniorzy-analiza-nizp",
        source=(
            "Z analizy Narodowego Instytutu Zdrowia Publicznego, opisanej w „Przeglądzie Epidemiologicznym” "
            "(Kowal i Zieliński, 2024, t. 78, nr 2, s. 141–150), wynika, że w sezonie 2023/2024 zaszczepiło się "
            "przeciw grypie około 21% osób po 65. roku życia. Autorzy szacują, że zwiększenie tego odsetka do 40% "
            "mogłoby zapobiec nawet 3 tysiącom hospitalizacji rocznie. Zaznaczają jednak, że szacunek opiera się "
            "na danych z lat 2015–2020 i może być zawyżony. Szczepionka jest dla seniorów bezpłatna, a od 2023 r. "
            "mogą ją podawać także farmaceuci w aptekach. Eksperci zalecają szczepienie przed szczytem "
            "zachorowań, najlepiej we wrześniu lub w październiku."
        ),
        good=[
            Good(
                "preserve",
                "Około 21% seniorów po 65. roku życia zaszczepiło się przeciw grypie w sezonie 2023/2024 – wynika z "
                "analizy Narodowego Instytutu Zdrowia Publicznego (Kowal i Zieliński, „Przegląd Epidemiologiczny” "
                "2024, t. 78, nr 2, s. 141–150). Gdyby odsetek ten wzrósł do 40%, można by – jak szacują autorzy – "
                "uniknąć nawet 3 tysięcy hospitalizacji w ciągu roku. Badacze zastrzegają jednak, że szacunek "
                "bazuje na danych z lat 2015–2020 i może być zawyżony. Dla seniorów szczepionka jest bezpłatna, a od "
                "2023 r. mogą ją podawać również farmaceuci w aptekach. Eksperci zalecają zaszczepić się przed "
                "szczytem zachorowań, najlepiej we wrześniu albo w październiku.",
            ),
            Good(
                "preserve",
                "Szczepienia przeciw grypie u osób po 65. roku życia – najważniejsze dane:\n"
                "- Źródło: analiza Narodowego Instytutu Zdrowia Publicznego, Kowal i Zieliński, „Przegląd "
                "Epidemiologiczny”, 2024, t. 78, nr 2, s. 141–150.\n"
                "- Sezon 2023/2024: zaszczepiło się ok. 21% seniorów.\n"
                "- Szacunek autorów: przy wyszczepialności 40% można by rocznie zapobiec nawet 3 tys. "
                "hospitalizacji; opiera się on jednak na danych z lat 2015–2020 i może być zawyżony.\n"
                "- Szczepionka jest dla seniorów bezpłatna; od 2023 r. mogą ją podawać także farmaceuci w aptekach.\n"
                "- Zalecany termin: przed szczytem zachorowań, najlepiej wrzesień lub październik.",
            ),
            Good(
                "en",
                "An analysis by the National Institute of Public Health, described in Przegląd Epidemiologiczny "
                "(Kowal and Zieliński, 2024, vol. 78, no. 2, pp. 141–150), shows that in the 2023/2024 season about "
                "21% of people over 65 were vaccinated against flu. The authors estimate that raising this share to "
                "40% could prevent as many as 3,000 hospitalisations a year. They point out, however, that the "
                "estimate is based on data from 2015–2020 and may be too high. The vaccine is free for seniors, and "
                "since 2023 it may also be given by pharmacists in pharmacies. Experts recommend getting vaccinated "
                "before the flu season peaks, ideally in September or October.",
            ),
        ],
        bad=[
            Slip(0, [("Około 21% seniorów", "21% seniorów")], "hedge"),
            Slip(1, [("przy wyszczepialności 40%", "przy wyszczepialności 50%")], "number"),
            Slip(2, [("(Kowal and Zieliński, 2024", "(Kowalski and Zieliński, 2024")], "citation"),
        ],
    ),
    Case(
        key="pl-wypowiedzenie-najmu-informacja-dla-lokatorow",
        source=(
            "Wypowiedzenie najmu mieszkania – informacja dla lokatorów. Zgodnie z art. 11 ust. 1 ustawy z dnia "
            "21 czerwca 2001 r. o ochronie praw lokatorów wypowiedzenie musi być dokonane na piśmie pod rygorem "
            "nieważności i musi wskazywać przyczynę. Właściciel może wypowiedzieć umowę m.in. wtedy, gdy lokator "
            "zalega z czynszem za co najmniej trzy pełne okresy płatności (art. 11 ust. 2 pkt 2), ale najpierw ma "
            "obowiązek uprzedzić go na piśmie i wyznaczyć dodatkowy, miesięczny termin na zapłatę. Umowy zawartej "
            "na czas oznaczony nie można wypowiedzieć, chyba że przewiduje to sama umowa (art. 673 § 3 Kodeksu "
            "cywilnego). Bezpłatnych porad udziela Miejski Rzecznik Konsumentów."
        ),
        good=[
            Good(
                "preserve",
                "Kiedy właściciel może wypowiedzieć Ci najem mieszkania? Przede wszystkim wypowiedzenie musi mieć "
                "formę pisemną i wskazywać przyczynę – inaczej jest nieważne (art. 11 ust. 1 ustawy z dnia "
                "21 czerwca 2001 r. o ochronie praw lokatorów). Jedną z przyczyn jest zaleganie z czynszem za co "
                "najmniej trzy pełne okresy płatności (art. 11 ust. 2 pkt 2). Zanim jednak właściciel wypowie "
                "umowę z tego powodu, ma obowiązek uprzedzić Cię na piśmie i wyznaczyć dodatkowy, miesięczny termin "
                "na zapłatę. Umowy na czas oznaczony nie można wypowiedzieć, chyba że przewiduje to sama umowa "
                "(art. 673 § 3 Kodeksu cywilnego). Bezpłatnej porady udzieli Ci Miejski Rzecznik Konsumentów.",
            ),
            Good(
                "preserve",
                "Informacja dla lokatorów: wypowiedzenie najmu mieszkania\n"
                "1. Forma: wypowiedzenie musi zostać dokonane na piśmie pod rygorem nieważności i wskazywać "
                "przyczynę (art. 11 ust. 1 ustawy z dnia 21 czerwca 2001 r. o ochronie praw lokatorów).\n"
                "2. Zaległości w czynszu: właściciel może wypowiedzieć umowę m.in. przy zaległości za co najmniej "
                "trzy pełne okresy płatności (art. 11 ust. 2 pkt 2), jednak wcześniej jest zobowiązany pisemnie "
                "uprzedzić lokatora i wyznaczyć mu dodatkowy, miesięczny termin zapłaty.\n"
                "3. Umowa na czas oznaczony: nie podlega wypowiedzeniu, chyba że sama umowa to przewiduje "
                "(art. 673 § 3 Kodeksu cywilnego).\n"
                "Bezpłatne porady: Miejski Rzecznik Konsumentów.",
            ),
            Good(
                "en",
                "Termination of a flat tenancy – information for tenants. Under Article 11(1) of the Act of 21 June "
                "2001 on the protection of tenants' rights, notice of termination must be given in writing, on pain "
                "of nullity, and must state the reason. The landlord may terminate the agreement, among other "
                "cases, when the tenant is in arrears with rent for at least three full payment periods "
                "(Article 11(2)(2)), but must first warn the tenant in writing and set an additional one-month "
                "deadline for payment. A fixed-term agreement cannot be terminated unless the agreement itself "
                "provides for it (Article 673 § 3 of the Civil Code). Free advice is available from the Municipal "
                "Consumer Ombudsman.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "udzieli Ci Miejski Rzecznik Konsumentów.",
                        "udzieli Ci Miejski Rzecznik Konsumentów, który przyjmuje we wtorki i czwartki.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("nie podlega wypowiedzeniu", "podlega wypowiedzeniu")], "negation"),
            Slip(2, [("(Article 673 § 3 of", "(Article 637 § 3 of")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-wodociagi-pila-przerwa-dostawie-wody",
        source=(
            "Komunikat Wodociągów Miejskich w Pile. W związku z wymianą zasuwy na magistrali przy ul. "
            "Kołobrzeskiej w środę 21 maja 2025 r. w godz. 8:00–16:00 nastąpi przerwa w dostawie wody dla "
            "budynków przy ulicach Kołobrzeskiej (nr 1–45), Lelewela i Orlej. Beczkowozy z wodą pitną staną przy "
            "skrzyżowaniu ul. Kołobrzeskiej i Orlej oraz na parkingu przy ul. Lelewela 12. Po przywróceniu dostaw "
            "woda może być przez kilka godzin mętna – zaleca się wtedy spuścić około 10 litrów wody przed jej "
            "użyciem. Prace mogą się przedłużyć w razie niekorzystnej pogody. Aktualne informacje: "
            "www.wodociagi.pila.pl/awarie, tel. alarmowy 994."
        ),
        good=[
            Good(
                "preserve",
                "**Przerwa w dostawie wody – środa, 21 maja 2025 r., 8:00–16:00**\n\n"
                "Wodociągi Miejskie w Pile wymieniają zasuwę na magistrali przy ul. Kołobrzeskiej. Bez wody będą "
                "budynki przy:\n"
                "- ul. Kołobrzeskiej (nr 1–45),\n"
                "- ul. Lelewela,\n"
                "- ul. Orlej.\n\n"
                "Wodę pitną zapewnią beczkowozy na skrzyżowaniu Kołobrzeskiej z Orlą oraz na parkingu przy "
                "ul. Lelewela 12. Gdy dostawy wrócą, woda może być przez kilka godzin mętna – zaleca się wówczas "
                "spuścić ok. 10 l przed użyciem. Przy niekorzystnej pogodzie prace mogą potrwać dłużej. Więcej "
                "informacji: www.wodociagi.pila.pl/awarie, telefon alarmowy 994.",
            ),
            Good(
                "preserve",
                "Szanowni Mieszkańcy, w środę 21 maja 2025 r. od 8:00 do 16:00 nie będzie wody w budynkach przy "
                "ul. Kołobrzeskiej 1–45 oraz przy ulicach Lelewela i Orlej. Powodem jest wymiana zasuwy na "
                "magistrali przy ul. Kołobrzeskiej, prowadzona przez Wodociągi Miejskie w Pile. Wodę pitną "
                "pobierzecie z beczkowozów na skrzyżowaniu Kołobrzeskiej i Orlej oraz na parkingu przy ul. Lelewela "
                "12. Jeśli pogoda nie dopisze, prace mogą się przedłużyć. Po przywróceniu dostaw woda może być przez "
                "kilka godzin mętna, dlatego zalecamy, by przed użyciem spuścić mniej więcej 10 litrów. Bieżące "
                "informacje znajdziecie na www.wodociagi.pila.pl/awarie; telefon alarmowy: 994.",
            ),
            Good(
                "en",
                "Notice from Piła Municipal Waterworks. Because a gate valve on the water main in Kołobrzeska "
                "Street is being replaced, the water supply will be cut off on Wednesday, 21 May 2025, from 8:00 to "
                "16:00 for buildings in Kołobrzeska Street (nos. 1–45), Lelewela Street and Orla Street. Tankers "
                "with drinking water will be parked at the junction of Kołobrzeska and Orla streets and in the car "
                "park at ul. Lelewela 12. After the supply is restored, the water may be cloudy for a few hours – "
                "you are advised to run off about 10 litres before using it. The work may take longer if the "
                "weather is bad. Updates: www.wodociagi.pila.pl/awarie, emergency line 994.",
            ),
        ],
        bad=[
            Slip(0, [("spuścić ok. 10 l", "spuścić ok. 1 l")], "number"),
            Slip(1, [("od 8:00 do 16:00", "od 8:00 do 18:00")], "date"),
            Slip(2, [("www.wodociagi.pila.pl/awarie", "www.wodociagi-pila.pl/awarie")], "url"),
        ],
    ),
    Case(
        key="pl-kopie-zapasowe-serwer-pracowni-instrukcja",
        source=(
            "# Kopie zapasowe serwera pracowni\n\n"
            "Kopia wykonuje się automatycznie każdej nocy o 2:30 za pomocą skryptu `backup_nocny.sh`. "
            "Konfiguracja znajduje się w pliku `/etc/pracownia/backup.conf`.\n\n"
            "## Przywracanie plików\n\n"
            "1. Zaloguj się na serwer `nas-02`.\n"
            "2. Uruchom `przywroc.sh --data RRRR-MM-DD`.\n"
            "3. Sprawdź, czy pliki otwierają się poprawnie.\n\n"
            "Kopie są przechowywane przez 30 dni. **Nie usuwaj** ręcznie katalogów w `/backup/dzienne`, bo skrypt "
            "nie odtworzy wtedy ciągłości kopii. W razie problemów pisz do Tomka (it@pracownia.local)."
        ),
        good=[
            Good(
                "preserve",
                "# Kopie zapasowe serwera pracowni\n\n"
                "Każdej nocy o 2:30 skrypt `backup_nocny.sh` automatycznie wykonuje kopię. Jego ustawienia są w "
                "pliku `/etc/pracownia/backup.conf`, a kopie przechowujemy przez 30 dni.\n\n"
                "## Jak przywrócić pliki\n\n"
                "1. Zaloguj się na serwer `nas-02`.\n"
                "2. Wywołaj `przywroc.sh --data RRRR-MM-DD`.\n"
                "3. Upewnij się, że pliki otwierają się poprawnie.\n\n"
                "**Nie kasuj** ręcznie katalogów w `/backup/dzienne` – skrypt nie odtworzy wtedy ciągłości kopii. "
                "Problemy zgłaszaj Tomkowi: it@pracownia.local.",
            ),
            Good(
                "preserve",
                "# Kopie zapasowe serwera pracowni\n\n"
                "Kopia zapasowa jest wykonywana automatycznie codziennie w nocy, o godz. 2:30, przez skrypt "
                "`backup_nocny.sh`, którego konfigurację zawiera plik `/etc/pracownia/backup.conf`. Kopie są "
                "przechowywane przez 30 dni.\n\n"
                "## Przywracanie plików\n\n"
                "1. Zaloguj się na serwerze `nas-02`.\n"
                "2. Uruchom polecenie `przywroc.sh --data RRRR-MM-DD`.\n"
                "3. Sprawdź, czy pliki otwierają się prawidłowo.\n\n"
                "**Nie usuwaj** ręcznie katalogów w `/backup/dzienne`, ponieważ skrypt nie odtworzy wówczas "
                "ciągłości kopii. W razie problemów prosimy pisać do Tomka (it@pracownia.local).",
            ),
            Good(
                "en",
                "# Lab server backups\n\n"
                "A backup runs automatically every night at 2:30 using the `backup_nocny.sh` script. Its "
                "configuration is in `/etc/pracownia/backup.conf`.\n\n"
                "## Restoring files\n\n"
                "1. Log in to the `nas-02` server.\n"
                "2. Run `przywroc.sh --data RRRR-MM-DD`.\n"
                "3. Check that the files open correctly.\n\n"
                "Backups are kept for 30 days. **Do not delete** directories in `/backup/dzienne` manually, or the "
                "script will not be able to restore the continuity of the backups. If you run into problems, write "
                "to Tomek (it@pracownia.local).",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "`przywroc.sh --data RRRR-MM-DD`.\n3. Upewnij się",
                        "`przywroc.sh --data RRRR-MM-DD` i upewnij się",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("skrypt nie odtworzy wówczas", "skrypt odtworzy wówczas")], "negation"),
            Slip(2, [("the `backup_nocny.sh` script", "the `backup_nightly.sh` script")], "code"),
        ],
    ),
    Case(
        key="pl-konferencja-miasto-i-woda-zgloszenia",
        source=(
            "Zapraszamy do udziału w konferencji naukowej „Miasto i woda”, która odbędzie się w Gdańsku 16–17 "
            "października 2025 r. Abstrakty (do 300 słów) należy przesyłać do 15 czerwca 2025 r. przez formularz "
            "zgłoszeniowy; informację o przyjęciu wyślemy do 10 lipca. Wykład otwierający wygłosi prof. Ewa "
            "Zarzycka, autorka monografii „Retencja w mieście” (Wydawnictwo Naukowe PWN, 2022), której wnioski "
            "omówiono m.in. w artykule Lisa i Baran („Gospodarka Wodna” 2023, nr 4, s. 12–19). Wybrane referaty "
            "mogą zostać opublikowane w tomie pokonferencyjnym po pozytywnej recenzji. Opłata konferencyjna "
            "wynosi 650 zł; doktoranci płacą 400 zł. Udział bez referatu jest możliwy."
        ),
        good=[
            Good(
                "preserve",
                "**Konferencja naukowa „Miasto i woda” – Gdańsk, 16–17 października 2025 r.**\n\n"
                "- Abstrakty (maks. 300 słów) należy przesłać przez formularz zgłoszeniowy do 15 czerwca 2025 r.\n"
                "- Informację o przyjęciu wyślemy do 10 lipca.\n"
                "- Wykład otwierający: prof. Ewa Zarzycka, autorka monografii „Retencja w mieście” (Wydawnictwo "
                "Naukowe PWN, 2022), której wnioski omawiają m.in. Lis i Baran („Gospodarka Wodna” 2023, nr 4, "
                "s. 12–19).\n"
                "- Publikacja: wybrane referaty mogą ukazać się w tomie pokonferencyjnym, jeśli otrzymają "
                "pozytywną recenzję.\n"
                "- Opłata: 650 zł, doktoranci – 400 zł.\n"
                "- Można wziąć udział także bez referatu.",
            ),
            Good(
                "preserve",
                "Konferencja naukowa „Miasto i woda” odbędzie się 16–17 października 2025 r. w Gdańsku – serdecznie "
                "zapraszamy! Abstrakty liczące nie więcej niż 300 słów należy przesyłać przez formularz "
                "zgłoszeniowy do 15 czerwca 2025 r., a informację o ich przyjęciu otrzymają Państwo do 10 lipca. "
                "Konferencję otworzy wykład prof. Ewy Zarzyckiej, autorki monografii „Retencja w mieście” "
                "(Wydawnictwo Naukowe PWN, 2022); jej wnioski omówiono m.in. w artykule Lisa i Baran w „Gospodarce "
                "Wodnej” (2023, nr 4, s. 12–19). Po pozytywnej recenzji wybrane referaty mogą zostać opublikowane w "
                "tomie pokonferencyjnym. Opłata wynosi 650 zł (doktoranci: 400 zł). Można też wziąć udział bez "
                "referatu.",
            ),
            Good(
                "en",
                "We invite you to the academic conference “City and Water”, to be held in Gdańsk on 16–17 October "
                "2025. Abstracts (up to 300 words) must be submitted via the registration form by 15 June 2025; "
                "notification of acceptance will be sent by 10 July. The opening lecture will be given by Prof. Ewa "
                "Zarzycka, author of the monograph “Retencja w mieście” (Wydawnictwo Naukowe PWN, 2022), whose "
                "conclusions were discussed, among others, in an article by Lis and Baran (Gospodarka Wodna 2023, "
                "no. 4, pp. 12–19). Selected papers may be published in the post-conference volume after a "
                "positive review. The conference fee is PLN 650; doctoral students pay PLN 400. Participation "
                "without a paper is possible.",
            ),
        ],
        bad=[
            Slip(0, [("wyślemy do 10 lipca", "wyślemy do 10 sierpnia")], "date"),
            Slip(1, [("(2023, nr 4, s. 12–19)", "(2023, nr 4, s. 112–119)")], "citation"),
            Slip(
                2,
                [("Selected papers may be published", "Selected papers will be published")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-bhp-magazyn-wozki-widlowe-zasady",
        source=(
            "Informacja BHP dla pracowników magazynu wysokiego składowania. Wózki widłowe mogą obsługiwać "
            "wyłącznie osoby z ważnym zaświadczeniem kwalifikacyjnym UDT. Przed rozpoczęciem zmiany operator musi "
            "sprawdzić stan wózka i wpisać wynik do książki kontroli. W strefie regałów obowiązuje ograniczenie "
            "prędkości do 10 km/h, a piesi powinni poruszać się wyłącznie wyznaczonymi ciągami. Kamizelka "
            "odblaskowa i obuwie ochronne są obowiązkowe. Z danych z ostatnich trzech lat wynika, że większość "
            "wypadków w magazynie prawdopodobnie miała związek z pośpiechem przy załadunku. Przypominamy, że "
            "zgodnie z art. 211 Kodeksu pracy przestrzeganie przepisów BHP jest podstawowym obowiązkiem "
            "pracownika, a jego naruszenie może skutkować karą porządkową z art. 108 Kodeksu pracy."
        ),
        good=[
            Good(
                "preserve",
                "BHP w magazynie wysokiego składowania – najważniejsze zasady:\n"
                "- Wózek widłowy może obsługiwać wyłącznie osoba z ważnym zaświadczeniem kwalifikacyjnym UDT.\n"
                "- Przed rozpoczęciem zmiany operator musi skontrolować stan wózka i zapisać wynik w książce "
                "kontroli.\n"
                "- Między regałami obowiązuje limit prędkości 10 km/h; piesi powinni chodzić wyłącznie wyznaczonymi "
                "ciągami.\n"
                "- Kamizelka odblaskowa i obuwie ochronne są obowiązkowe.\n\n"
                "Dane z ostatnich trzech lat pokazują, że większość wypadków w magazynie prawdopodobnie wiązała się "
                "z pośpiechem przy załadunku. Pamiętaj: według art. 211 Kodeksu pracy przestrzeganie przepisów BHP "
                "to podstawowy obowiązek pracownika, a za jego naruszenie może zostać nałożona kara porządkowa z "
                "art. 108 Kodeksu pracy.",
            ),
            Good(
                "preserve",
                "Zgodnie z art. 211 Kodeksu pracy podstawowym obowiązkiem pracownika jest przestrzeganie przepisów "
                "BHP, a ich naruszenie może skutkować karą porządkową na podstawie art. 108 Kodeksu pracy. "
                "Przypominamy też pracownikom magazynu wysokiego składowania, że obsługa wózków widłowych jest "
                "dozwolona wyłącznie osobom posiadającym ważne zaświadczenie kwalifikacyjne UDT. Operator ma "
                "obowiązek sprawdzić stan wózka przed rozpoczęciem zmiany i odnotować wynik w książce kontroli. W "
                "strefie regałów prędkość jest ograniczona do 10 km/h, a piesi powinni korzystać wyłącznie z "
                "wyznaczonych ciągów. Noszenie kamizelki odblaskowej i obuwia ochronnego jest obowiązkowe. Z danych "
                "z ostatnich trzech lat wynika, że większość wypadków w magazynie prawdopodobnie miała związek z "
                "pośpiechem przy załadunku.",
            ),
            Good(
                "en",
                "Health and safety information for high-bay warehouse staff. Forklifts may be operated only by "
                "people holding a valid UDT qualification certificate. Before the start of a shift, the operator "
                "must check the condition of the forklift and record the result in the inspection log. In the "
                "racking area the speed limit is 10 km/h, and pedestrians should walk only along the marked "
                "walkways. Hi-vis vests and safety footwear are mandatory. Data from the last three years show "
                "that most accidents in the warehouse were probably linked to rushing during loading. Please "
                "remember that under Article 211 of the Labour Code, complying with health and safety rules is an "
                "employee's basic duty, and a breach may result in a disciplinary penalty under Article 108 of the "
                "Labour Code.",
            ),
        ],
        bad=[
            Slip(
                0, [("kara porządkowa z art. 108", "kara porządkowa z art. 180")], "legal_reference"
            ),
            Slip(
                1,
                [("w magazynie prawdopodobnie miała związek", "w magazynie miała związek")],
                "hedge",
            ),
            Slip(2, [("pedestrians should walk only", "pedestrians must walk only")], "modality"),
        ],
    ),
    Case(
        key="pl-muzeum-regionalne-szczecinek-informacje-zwiedzajacych",
        source=(
            "Muzeum Regionalne w Szczecinku – informacje dla zwiedzających. Od 1 maja muzeum jest otwarte od "
            "wtorku do niedzieli w godz. 10:00–17:00; w poniedziałki jest nieczynne. Bilet normalny kosztuje "
            "18 zł, ulgowy 12 zł, a w czwartki wstęp na wystawę stałą jest bezpłatny. Grupy powyżej 15 osób muszą "
            "wcześniej zarezerwować termin. W salach nie wolno fotografować z użyciem lampy błyskowej. Plecaki i "
            "duże torby należy zostawić w szatni. Muzeum nie jest jeszcze w pełni dostosowane do potrzeb osób z "
            "niepełnosprawnościami – windą można dojechać tylko na parter i pierwsze piętro. Ostatnie wejście na "
            "30 minut przed zamknięciem."
        ),
        good=[
            Good(
                "preserve",
                "Zwiedzanie Muzeum Regionalnego w Szczecinku\n"
                "- Godziny otwarcia (od 1 maja): wtorek–niedziela 10:00–17:00, w poniedziałki nieczynne. Ostatnie "
                "wejście pół godziny przed zamknięciem.\n"
                "- Bilety: normalny 18 zł, ulgowy 12 zł; w czwartki wstęp na wystawę stałą bezpłatny.\n"
                "- Grupy liczące ponad 15 osób muszą wcześniej zarezerwować termin.\n"
                "- W salach nie wolno robić zdjęć z lampą błyskową.\n"
                "- Plecaki i duże torby należy zostawić w szatni.\n"
                "- Dostępność: muzeum nie jest jeszcze w pełni dostosowane do potrzeb osób z "
                "niepełnosprawnościami; winda dojeżdża tylko na parter i pierwsze piętro.",
            ),
            Good(
                "preserve",
                "Wybierasz się do Muzeum Regionalnego w Szczecinku? Od 1 maja zapraszamy od wtorku do niedzieli w "
                "godzinach 10:00–17:00 (w poniedziałki muzeum jest nieczynne), a ostatnie wejście jest 30 minut "
                "przed zamknięciem. Bilet normalny to 18 zł, ulgowy – 12 zł; w czwartki wystawę stałą zobaczysz "
                "bezpłatnie. Jeśli przychodzisz z grupą większą niż 15 osób, musisz wcześniej zarezerwować termin. "
                "Plecak i dużą torbę trzeba zostawić w szatni, a w salach nie wolno fotografować z lampą błyskową. "
                "Uprzedzamy, że muzeum nie jest jeszcze w pełni dostosowane do potrzeb osób z "
                "niepełnosprawnościami: windą dojedziesz tylko na parter i pierwsze piętro.",
            ),
            Good(
                "en",
                "Regional Museum in Szczecinek – visitor information. From 1 May the museum is open Tuesday to "
                "Sunday, 10:00–17:00, and closed on Mondays. A standard ticket costs PLN 18 and a concession ticket "
                "PLN 12; admission to the permanent exhibition is free on Thursdays. Groups of more than 15 people "
                "must book in advance. Flash photography is not allowed in the galleries. Backpacks and large bags "
                "must be left in the cloakroom. The museum is not yet fully accessible to people with disabilities "
                "– the lift only goes to the ground and first floors. Last admission is 30 minutes before closing.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "muzeum nie jest jeszcze w pełni dostosowane",
                        "muzeum jest już w pełni dostosowane",
                    )
                ],
                "negation",
            ),
            Slip(1, [("grupą większą niż 15 osób", "grupą większą niż 25 osób")], "number"),
            Slip(
                2,
                [
                    (
                        "must book in advance.",
                        "must book in advance; guided tours in English are available on request.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-bank-spoldzielczy-aplikacja-prace-serwisowe",
        source=(
            "Szanowni Klienci, 8 listopada 2025 r. w godz. 1:00–5:00 aplikacja mobilna Banku Spółdzielczego w "
            "Łowiczu będzie niedostępna z powodu prac serwisowych. Po aktualizacji do wersji 5.2 przy pierwszym "
            "logowaniu trzeba będzie ponownie aktywować urządzenie kodem SMS. Wersje aplikacji starsze niż 4.8 "
            "przestaną działać 1 grudnia 2025 r., dlatego zalecamy wcześniejszą aktualizację. Pracownicy banku "
            "nigdy nie proszą o podanie PIN-u ani kodów SMS przez telefon. Jeśli otrzymasz taką prośbę, nie "
            "podawaj żadnych danych i zadzwoń na infolinię 46 837 00 00. W czasie prac możesz płacić kartą i "
            "wypłacać gotówkę z bankomatów."
        ),
        good=[
            Good(
                "preserve",
                "**Prace serwisowe – aplikacja mobilna Banku Spółdzielczego w Łowiczu**\n\n"
                "- Kiedy: 8 listopada 2025 r., 1:00–5:00 – aplikacja będzie wtedy niedostępna. W tym czasie możesz "
                "płacić kartą i wypłacać gotówkę z bankomatów.\n"
                "- Wersja 5.2: przy pierwszym logowaniu po aktualizacji trzeba będzie ponownie aktywować urządzenie "
                "kodem SMS.\n"
                "- Wersje starsze niż 4.8 przestaną działać 1 grudnia 2025 r. – zalecamy, by zaktualizować "
                "aplikację wcześniej.\n"
                "- Bezpieczeństwo: pracownicy banku nigdy nie proszą przez telefon o PIN ani kody SMS. Jeśli ktoś o "
                "to poprosi, nie podawaj żadnych danych i zadzwoń na infolinię 46 837 00 00.",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że z powodu prac serwisowych aplikacja mobilna Banku Spółdzielczego w "
                "Łowiczu będzie niedostępna 8 listopada 2025 r. w godzinach 1:00–5:00. Płatności kartą oraz wypłaty "
                "gotówki z bankomatów będą w tym czasie możliwe. Po aktualizacji do wersji 5.2 konieczna będzie "
                "ponowna aktywacja urządzenia kodem SMS przy pierwszym logowaniu. Wersje aplikacji starsze niż 4.8 "
                "przestaną działać z dniem 1 grudnia 2025 r., w związku z czym zalecamy wcześniejszą aktualizację. "
                "Przypominamy, że pracownicy banku nigdy nie proszą telefonicznie o podanie PIN-u ani kodów SMS. W "
                "razie otrzymania takiej prośby prosimy nie podawać żadnych danych i zadzwonić na infolinię "
                "46 837 00 00.",
            ),
            Good(
                "en",
                "Dear Customers, on 8 November 2025, from 1:00 to 5:00, the Bank Spółdzielczy w Łowiczu mobile app "
                "will be unavailable due to maintenance work. After updating to version 5.2, you will need to "
                "reactivate your device with an SMS code the first time you log in. App versions older than 4.8 "
                "will stop working on 1 December 2025, so we recommend updating beforehand. Bank staff never ask "
                "for your PIN or SMS codes over the phone. If you receive such a request, do not give any details "
                "and call our helpline on 46 837 00 00. During the maintenance you can still pay by card and "
                "withdraw cash from ATMs.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "zadzwoń na infolinię 46 837 00 00",
                        "zadzwoń na całodobową infolinię 46 837 00 00",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("konieczna będzie ponowna aktywacja", "możliwa będzie ponowna aktywacja")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Bank staff never ask for your PIN or SMS codes over the phone. If you receive such a request, "
                        "do not give any details and call our helpline on 46 837 00 00.",
                        "Pracownicy banku nigdy nie proszą o podanie PIN-u ani kodów SMS przez telefon. Jeśli "
                        "otrzymasz taką prośbę, nie podawaj żadnych danych i zadzwoń na infolinię 46 837 00 00.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
]
