# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 46: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-sinice-kapielisko-gizycko-zakaz-kapieli",
        source="Państwowy Powiatowy Inspektor Sanitarny w Giżycku informuje, że w próbkach wody pobranych 14 lipca 2025 r. z kąpieliska miejskiego „Ekomarina” stwierdzono zakwit sinic. Do odwołania obowiązuje zakaz kąpieli na całym kąpielisku. Zakaz dotyczy również wprowadzania do wody psów. Sprzęt pływający można nadal wypożyczać, jednak nie należy dopuszczać do kontaktu wody ze skórą dzieci. Kolejne próbki zostaną pobrane w ciągu 48 godzin, a ich wyniki opublikujemy na stronie internetowej stacji. Osoby, u których po kontakcie z wodą wystąpiła wysypka lub biegunka, powinny zgłosić się do lekarza. Dodatkowych informacji udziela 6 ratowników pełniących dyżur na kąpielisku.",
        good=[
            Good(
                "preserve",
                "Na kąpielisku miejskim „Ekomarina” w Giżycku do odwołania obowiązuje zakaz kąpieli. Powodem jest zakwit sinic, który Państwowy Powiatowy Inspektor Sanitarny w Giżycku stwierdził w próbkach wody pobranych 14 lipca 2025 r. Zakaz obejmuje całe kąpielisko, a także wprowadzanie psów do wody. Sprzęt pływający nadal można wypożyczać, ale nie należy dopuszczać, by woda miała kontakt ze skórą dzieci. W ciągu 48 godzin pobrane zostaną nowe próbki; ich wyniki pojawią się na stronie internetowej stacji. Jeżeli po kontakcie z wodą wystąpiła u Ciebie wysypka lub biegunka, powinieneś zgłosić się do lekarza. Więcej informacji przekaże 6 ratowników dyżurujących na kąpielisku.",
            ),
            Good(
                "preserve",
                "Komunikat Państwowego Powiatowego Inspektora Sanitarnego w Giżycku – kąpielisko miejskie „Ekomarina”:\n\n- w próbkach wody pobranych 14 lipca 2025 r. stwierdzono zakwit sinic;\n- do odwołania na całym kąpielisku obowiązuje zakaz kąpieli, obejmujący także wprowadzanie psów do wody;\n- sprzęt pływający można nadal wypożyczać, nie należy jednak dopuszczać do kontaktu wody ze skórą dzieci;\n- kolejne próbki zostaną pobrane w ciągu 48 godzin, a wyniki zostaną opublikowane na stronie internetowej stacji;\n- osoby, u których po kontakcie z wodą pojawiła się wysypka lub biegunka, powinny zgłosić się do lekarza;\n- dodatkowych informacji udziela 6 dyżurujących ratowników.",
            ),
            Good(
                "en",
                "The State District Sanitary Inspector in Giżycko reports that a cyanobacterial bloom was found in water samples taken on 14 July 2025 from the municipal bathing area “Ekomarina”. Swimming is banned across the whole bathing area until further notice, and the ban also covers letting dogs into the water. You can still rent watercraft and other floating equipment, but you should not let the water come into contact with children's skin. New samples will be taken within 48 hours and the results will be published on the station's website. Anyone who develops a rash or diarrhoea after contact with the water should see a doctor. The 6 lifeguards on duty at the bathing area can provide further information.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Zakaz obejmuje całe kąpielisko, a także wprowadzanie psów do wody.",
                        "Zakaz obejmuje całe kąpielisko, nie dotyczy jednak wprowadzania psów do wody.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("pobranych 14 lipca 2025 r.", "pobranych 4 lipca 2025 r.")], "date"),
            Slip(2, [("The 6 lifeguards", "The 4 lifeguards")], "number"),
        ],
    ),
    Case(
        key="pl-regulamin-jarmarku-swiatecznego-handlowcy",
        source="§ 7. Wystawcy Jarmarku Bożonarodzeniowego na Rynku Głównym zobowiązani są do prowadzenia sprzedaży codziennie w godzinach 11:00–21:00, od 29 listopada do 22 grudnia 2025 r. Stoiska muszą być wyposażone w gaśnicę proszkową o masie środka gaśniczego co najmniej 2 kg. Zabrania się używania butli gazowych wewnątrz drewnianych domków. Sprzedaż napojów alkoholowych jest dozwolona wyłącznie na podstawie zezwolenia, o którym mowa w art. 18 ustawy o wychowaniu w trzeźwości i przeciwdziałaniu alkoholizmowi. Wystawca może zatrudnić do obsługi stoiska najwyżej trzy osoby, których dane należy zgłosić organizatorowi przed otwarciem jarmarku. Organizator nie ponosi odpowiedzialności za towar pozostawiony w domkach po godzinach zamknięcia. Naruszenie postanowień niniejszego paragrafu może skutkować rozwiązaniem umowy bez zwrotu opłaty.",
        good=[
            Good(
                "preserve",
                "Jako wystawca Jarmarku Bożonarodzeniowego na Rynku Głównym masz obowiązek prowadzić sprzedaż każdego dnia od 11:00 do 21:00, w okresie od 29 listopada do 22 grudnia 2025 r. (§ 7). Twoje stoisko musi mieć gaśnicę proszkową z co najmniej 2 kg środka gaśniczego. W drewnianych domkach nie wolno używać butli gazowych. Alkohol możesz sprzedawać tylko wtedy, gdy masz zezwolenie, o którym mowa w art. 18 ustawy o wychowaniu w trzeźwości i przeciwdziałaniu alkoholizmowi. Do obsługi stoiska możesz zatrudnić maksymalnie trzy osoby – ich dane musisz zgłosić organizatorowi przed otwarciem jarmarku. Za towar zostawiony w domkach po zamknięciu organizator nie odpowiada. Jeśli naruszysz zasady tego paragrafu, umowa może zostać rozwiązana bez zwrotu opłaty.",
            ),
            Good(
                "preserve",
                "§ 7. W okresie od 29 listopada do 22 grudnia 2025 r. wystawcy Jarmarku Bożonarodzeniowego na Rynku Głównym mają obowiązek prowadzić sprzedaż codziennie od godz. 11:00 do godz. 21:00. Każde stoisko musi być wyposażone w gaśnicę proszkową zawierającą nie mniej niż 2 kg środka gaśniczego, a wewnątrz drewnianych domków obowiązuje zakaz używania butli gazowych. Napoje alkoholowe można sprzedawać wyłącznie na podstawie zezwolenia, o którym mowa w art. 18 ustawy o wychowaniu w trzeźwości i przeciwdziałaniu alkoholizmowi. Wystawca może zatrudnić do obsługi stoiska najwyżej trzy osoby; ich dane należy przekazać organizatorowi przed otwarciem jarmarku. Organizator nie odpowiada za towar pozostawiony w domkach po godzinach zamknięcia. Naruszenie postanowień niniejszego paragrafu może skutkować rozwiązaniem umowy bez zwrotu opłaty.",
            ),
            Good(
                "en",
                "§ 7. Exhibitors at the Christmas Market on the Main Square are required to trade every day from 11:00 to 21:00, from 29 November to 22 December 2025. Stalls must be equipped with a powder fire extinguisher containing at least 2 kg of extinguishing agent. The use of gas cylinders inside the wooden huts is prohibited. Alcoholic beverages may be sold only under the permit referred to in Article 18 of the Act on Upbringing in Sobriety and Counteracting Alcoholism. An exhibitor may employ no more than three people to staff the stall, and their details must be reported to the organiser before the market opens. The organiser accepts no liability for goods left in the huts after closing hours. A breach of this section may result in termination of the contract without a refund of the fee.",
            ),
        ],
        bad=[
            Slip(0, [("art. 18 ustawy", "art. 13 ustawy")], "legal_reference"),
            Slip(
                1,
                [("Każde stoisko musi być wyposażone", "Każde stoisko powinno być wyposażone")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "The organiser accepts no liability for goods",
                        "The organiser accepts liability for goods",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-bhp-pracownia-chemiczna-liceum-zasady",
        source="Zasady pracy w pracowni chemicznej. Uczniowie mogą wejść do pracowni wyłącznie w obecności nauczyciela. Podczas doświadczeń każdy uczeń musi mieć zapięty fartuch i okulary ochronne, a długie włosy powinny być związane. W pracowni nie wolno jeść ani pić. Odczynników nie należy wąchać bezpośrednio znad naczynia – zapach sprawdza się, kierując opary dłonią. Stężonych kwasów nie wylewa się do zlewu; zlewki z odpadami oddaje się nauczycielowi. Każde skaleczenie lub oparzenie, nawet drobne, trzeba natychmiast zgłosić. Myjka do oczu znajduje się przy drzwiach, a przemywanie oka powinno trwać co najmniej 15 minut. Na jednym stanowisku może pracować najwyżej 2 uczniów.",
        good=[
            Good(
                "preserve",
                "Zanim zaczniesz pracę w pracowni chemicznej, zapamiętaj te zasady:\n\n1. Możesz wejść do pracowni tylko wtedy, gdy jest w niej nauczyciel.\n2. Podczas doświadczeń musisz mieć zapięty fartuch i okulary ochronne, a długie włosy powinny być związane.\n3. W pracowni nie wolno jeść ani pić.\n4. Odczynników nie należy wąchać bezpośrednio znad naczynia – zapach sprawdzasz, kierując opary ruchem dłoni.\n5. Stężonych kwasów nie wylewaj do zlewu; zlewkę z odpadami oddaj nauczycielowi.\n6. Każde skaleczenie lub oparzenie, nawet drobne, trzeba natychmiast zgłosić.\n7. Myjka do oczu jest przy drzwiach; przemywanie oka powinno trwać co najmniej 15 minut.\n8. Na jednym stanowisku może pracować najwyżej 2 uczniów.",
            ),
            Good(
                "preserve",
                "Pracownia chemiczna – zasady bezpieczeństwa. Uczniowie mogą wchodzić do pracowni wyłącznie w obecności nauczyciela, a jedzenie i picie jest w niej zabronione. W trakcie doświadczeń każdy uczeń musi mieć zapięty fartuch oraz okulary ochronne; długie włosy powinny być związane. Przy jednym stanowisku może pracować maksymalnie dwóch uczniów. Odczynników nie należy wąchać bezpośrednio nad naczyniem – zapach bada się, kierując opary w swoją stronę ruchem dłoni. Stężonych kwasów nie wylewa się do zlewu, a zlewki z odpadami przekazuje się nauczycielowi. Wszelkie skaleczenia i oparzenia, również drobne, trzeba niezwłocznie zgłaszać. Przy drzwiach znajduje się myjka do oczu; oko powinno się przemywać przez co najmniej 15 minut.",
            ),
            Good(
                "en",
                "Rules for working in the chemistry lab. Students may enter the lab only when a teacher is present. During experiments, every student must wear a buttoned lab coat and safety goggles, and long hair should be tied back. Eating and drinking in the lab are not allowed. Reagents should not be sniffed directly over the container; to check a smell, waft the vapours towards you with your hand. Do not pour concentrated acids down the sink; hand beakers of waste to the teacher. Every cut or burn, however minor, must be reported immediately. The eyewash station is by the door, and an eye should be rinsed for at least 15 minutes. No more than 2 students may work at one bench.",
            ),
        ],
        bad=[
            Slip(0, [("musisz mieć zapięty fartuch", "warto mieć zapięty fartuch")], "modality"),
            Slip(
                1,
                [("Stężonych kwasów nie wylewa się do zlewu", "Stężone kwasy wylewa się do zlewu")],
                "negation",
            ),
            Slip(2, [("at least 15 minutes", "at least 5 minutes")], "number"),
        ],
    ),
    Case(
        key="pl-owu-ubezpieczenie-narciarskie-wylaczenia",
        source="Zgodnie z § 12 ust. 3 OWU ochrona ubezpieczeniowa w wariancie Narty+ obejmuje koszty ratownictwa na stoku do kwoty 20 000 zł oraz koszty leczenia za granicą do 300 000 zł. Ubezpieczony musi zgłosić szkodę telefonicznie do Centrum Pomocy w ciągu 7 dni od powrotu do kraju. Ubezpieczyciel nie odpowiada za szkody powstałe podczas jazdy poza wyznaczonymi trasami, chyba że ubezpieczony wykupił rozszerzenie Freeride. Do zgłoszenia należy dołączyć rachunki i dokumentację medyczną; kopie mogą zostać uznane tylko po uprzednim zatwierdzeniu przez ubezpieczyciela. Franszyza redukcyjna wynosi 200 zł dla każdej szkody. Wypłata odszkodowania następuje w terminie 30 dni od dnia otrzymania zgłoszenia, zgodnie z art. 817 Kodeksu cywilnego.",
        good=[
            Good(
                "preserve",
                "Co daje wariant Narty+? Zgodnie z § 12 ust. 3 OWU pokrywa on koszty ratownictwa na stoku do 20 000 zł i koszty leczenia za granicą do 300 000 zł. Pamiętaj, że szkodę musisz zgłosić telefonicznie do Centrum Pomocy najpóźniej 7 dni po powrocie do kraju. Jeśli jeździsz poza wyznaczonymi trasami, ubezpieczyciel nie odpowiada za szkody – chyba że masz wykupione rozszerzenie Freeride. Do zgłoszenia trzeba dołączyć rachunki i dokumentację medyczną; kopie mogą zostać uznane wyłącznie wtedy, gdy ubezpieczyciel wcześniej je zatwierdzi. Przy każdej szkodzie obowiązuje franszyza redukcyjna w wysokości 200 zł. Odszkodowanie zostanie wypłacone w ciągu 30 dni od otrzymania zgłoszenia, zgodnie z art. 817 Kodeksu cywilnego.",
            ),
            Good(
                "preserve",
                "Wariant Narty+ – zakres i zgłaszanie szkód (§ 12 ust. 3 OWU). Ochrona obejmuje koszty leczenia za granicą do kwoty 300 000 zł oraz koszty ratownictwa na stoku do kwoty 20 000 zł; dla każdej szkody stosuje się franszyzę redukcyjną w wysokości 200 zł. Szkody powstałe podczas jazdy poza wyznaczonymi trasami nie są objęte odpowiedzialnością ubezpieczyciela, o ile ubezpieczony nie wykupił rozszerzenia Freeride. Ubezpieczony ma obowiązek zgłosić szkodę telefonicznie do Centrum Pomocy w terminie 7 dni od powrotu do kraju, dołączając rachunki oraz dokumentację medyczną. Kopie dokumentów mogą zostać uznane jedynie po wcześniejszym zatwierdzeniu przez ubezpieczyciela. Odszkodowanie wypłaca się w terminie 30 dni od dnia otrzymania zgłoszenia (art. 817 Kodeksu cywilnego).",
            ),
            Good(
                "en",
                "Under § 12(3) of the General Terms and Conditions, the Narty+ option covers rescue costs on the slopes up to PLN 20,000 and medical costs abroad up to PLN 300,000. The insured must report a claim by phone to the Assistance Centre within 7 days of returning home. The insurer is not liable for damage that occurs while skiing off marked runs, unless the insured has bought the Freeride extension. Bills and medical records must be attached to the claim; copies may be accepted only if the insurer has approved them in advance. A deductible of PLN 200 applies to each claim. Compensation is paid within 30 days of the date the claim is received, in accordance with Article 817 of the Civil Code.",
            ),
        ],
        bad=[
            Slip(0, [("do 20 000 zł", "do 25 000 zł")], "number"),
            Slip(
                1,
                [("(art. 817 Kodeksu cywilnego)", "(art. 827 Kodeksu cywilnego)")],
                "legal_reference",
            ),
            Slip(
                2,
                [("The insured must report a claim", "The insured should report a claim")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-notatka-sprint-migracja-bazy-danych",
        source="## Notatka ze spotkania zespołu – 3 czerwca 2025\n\n**Obecni:** Ania, Marek, Tomek, Zuzia\n\n### Ustalenia\n- Migracja bazy do PostgreSQL 16 odbędzie się w weekend 14–15 czerwca.\n- Przed migracją Tomek uruchomi skrypt `scripts/backup_prod.sh` i sprawdzi sumy kontrolne.\n- Flaga `ENABLE_NEW_BILLING` pozostaje wyłączona do czasu testów akceptacyjnych.\n- Nie wdrażamy żadnych zmian w piątek 13 czerwca.\n\n### Do zrobienia\n- Ania: zaktualizować dokumentację API do 10 czerwca.\n- Marek: przygotować plan wycofania zmian na wypadek problemów z migracją.\n- Zuzia: powiadomić klientów o przerwie technicznej co najmniej 3 dni wcześniej.\n\nNastępne spotkanie prawdopodobnie we wtorek 17 czerwca o 10:00.",
        good=[
            Good(
                "preserve",
                "## Spotkanie zespołu, 3 czerwca 2025 – podsumowanie\n\n**Uczestnicy:** Ania, Marek, Tomek, Zuzia\n\n### Decyzje\n- Bazę przenosimy na PostgreSQL 16 w weekend 14–15 czerwca.\n- Tomek przed migracją wykona skrypt `scripts/backup_prod.sh` i zweryfikuje sumy kontrolne.\n- Do czasu testów akceptacyjnych flaga `ENABLE_NEW_BILLING` zostaje wyłączona.\n- W piątek 13 czerwca nie wdrażamy żadnych zmian.\n\n### Zadania\n- Ania – aktualizacja dokumentacji API, termin: 10 czerwca.\n- Marek – plan wycofania zmian, gdyby migracja sprawiła problemy.\n- Zuzia – powiadomienie klientów o przerwie technicznej z co najmniej 3-dniowym wyprzedzeniem.\n\nKolejne spotkanie odbędzie się prawdopodobnie we wtorek 17 czerwca o 10:00.",
            ),
            Good(
                "preserve",
                "## Notatka: spotkanie zespołu 3 czerwca 2025\n\n**Obecni:** Ania, Marek, Tomek, Zuzia\n\n### Ustalenia\n- W weekend 14–15 czerwca migrujemy bazę do PostgreSQL 16.\n- Zanim zaczniemy, Tomek uruchomi `scripts/backup_prod.sh` i sprawdzi sumy kontrolne.\n- Flaga `ENABLE_NEW_BILLING` pozostaje wyłączona do czasu testów akceptacyjnych.\n- W piątek 13 czerwca – żadnych wdrożeń.\n\n### Do zrobienia\n- Ania: dokumentacja API zaktualizowana do 10 czerwca.\n- Marek: plan wycofania zmian na wypadek problemów z migracją.\n- Zuzia: informacja dla klientów o przerwie technicznej, wysłana najpóźniej 3 dni przed nią.\n\nNastępne spotkanie: prawdopodobnie wtorek 17 czerwca, godz. 10:00.",
            ),
            Good(
                "en",
                "## Team meeting notes – 3 June 2025\n\n**Present:** Ania, Marek, Tomek, Zuzia\n\n### Decisions\n- The database migration to PostgreSQL 16 will take place over the weekend of 14–15 June.\n- Before the migration, Tomek will run `scripts/backup_prod.sh` and check the checksums.\n- The `ENABLE_NEW_BILLING` flag stays off until acceptance testing.\n- No changes will be deployed on Friday 13 June.\n\n### To do\n- Ania: update the API documentation by 10 June.\n- Marek: prepare a rollback plan in case the migration runs into problems.\n- Zuzia: notify customers of the maintenance window at least 3 days in advance.\n\nThe next meeting will probably be on Tuesday 17 June at 10:00.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "## Spotkanie zespołu, 3 czerwca 2025 – podsumowanie",
                        "Spotkanie zespołu, 3 czerwca 2025 – podsumowanie",
                    )
                ],
                "markdown",
            ),
            Slip(1, [("W weekend 14–15 czerwca", "W weekend 21–22 czerwca")], "date"),
            Slip(2, [("run `scripts/backup_prod.sh`", "run `scripts/backup_db.sh`")], "code"),
        ],
    ),
    Case(
        key="pl-abstrakt-ceny-skupu-mleka-gospodarstwa",
        source="Celem badania była ocena wpływu wahań cen skupu mleka na dochodowość gospodarstw mlecznych w województwie podlaskim w latach 2015–2022. Wykorzystano dane FADN dla 412 gospodarstw oraz model panelowy z efektami stałymi. Wyniki wskazują, że spadek ceny skupu o 10% wiązał się ze zmniejszeniem dochodu z rodzinnego gospodarstwa rolnego średnio o około 17%. Gospodarstwa utrzymujące powyżej 50 krów okazały się prawdopodobnie mniej wrażliwe na wahania cen, co może wynikać z niższych kosztów jednostkowych. Uzyskane rezultaty są zbliżone do ustaleń Kowalczyka i Nowak (2019), opublikowanych w „Zagadnieniach Ekonomiki Rolnej”. Autorzy sugerują, że instrumenty stabilizacji dochodów powinny być kierowane przede wszystkim do mniejszych gospodarstw.",
        good=[
            Good(
                "preserve",
                "W artykule zbadano, jak wahania cen skupu mleka wpływały na dochodowość gospodarstw mlecznych w województwie podlaskim w latach 2015–2022. Analiza objęła 412 gospodarstw z bazy FADN i opierała się na modelu panelowym z efektami stałymi. Wyniki wskazują, że spadkowi ceny skupu o 10% towarzyszyło zmniejszenie dochodu z rodzinnego gospodarstwa rolnego średnio o około 17%. Gospodarstwa mające ponad 50 krów były prawdopodobnie mniej wrażliwe na zmiany cen, co może wynikać z ich niższych kosztów jednostkowych. Wyniki te są zbliżone do ustaleń Kowalczyka i Nowak (2019) opublikowanych w „Zagadnieniach Ekonomiki Rolnej”. Zdaniem autorów instrumenty stabilizacji dochodów powinny trafiać przede wszystkim do mniejszych gospodarstw.",
            ),
            Good(
                "preserve",
                "Przedmiotem badania był wpływ zmienności cen skupu mleka na dochodowość gospodarstw mlecznych w województwie podlaskim w okresie 2015–2022. Na podstawie danych FADN z 412 gospodarstw oszacowano model panelowy z efektami stałymi. Wyniki wskazują, że 10-procentowy spadek ceny skupu wiązał się z obniżeniem dochodu z rodzinnego gospodarstwa rolnego przeciętnie o około 17%. Mniej wrażliwe na wahania cen okazały się prawdopodobnie gospodarstwa utrzymujące powyżej 50 krów, co może być efektem niższych kosztów jednostkowych. Rezultaty są zbieżne z ustaleniami Kowalczyka i Nowak (2019), opublikowanymi w „Zagadnieniach Ekonomiki Rolnej”. Autorzy sugerują, że instrumenty stabilizacji dochodów należałoby kierować przede wszystkim do mniejszych gospodarstw.",
            ),
            Good(
                "en",
                "The study assessed how fluctuations in farm-gate milk prices affected the profitability of dairy farms in Podlaskie Voivodeship in 2015–2022. It used FADN data for 412 farms and a fixed-effects panel model. The results indicate that a 10% fall in the farm-gate price was associated with a drop in family farm income of about 17% on average. Farms keeping more than 50 cows were probably less sensitive to price swings, which may be due to their lower unit costs. The results are similar to the findings of Kowalczyk and Nowak (2019), published in Zagadnienia Ekonomiki Rolnej. The authors suggest that income stabilisation instruments should be targeted mainly at smaller farms.",
            ),
        ],
        bad=[
            Slip(0, [("były prawdopodobnie mniej wrażliwe", "były mniej wrażliwe")], "hedge"),
            Slip(1, [("Kowalczyka i Nowak (2019)", "Kowalczyka i Nowak (2016)")], "citation"),
            Slip(2, [("FADN data for 412 farms", "FADN data for 214 farms")], "number"),
        ],
    ),
    Case(
        key="pl-chor-cantilena-leszno-nabor-glosow",
        source="Chór Kameralny „Cantilena” przy Domu Kultury w Lesznie ogłasza nabór do wszystkich głosów, a szczególnie poszukujemy tenorów i basów. Przesłuchania odbędą się w sobotę 20 września 2025 r. od godz. 10:00 w sali nr 12. Nie wymagamy znajomości nut ani wykształcenia muzycznego – wystarczy dobry słuch i chęć do regularnej pracy. Kandydaci powinni przygotować jedną dowolną piosenkę; akompaniament zapewniamy. Próby odbywają się we wtorki i czwartki w godz. 18:30–20:30. Zgłoszenia przyjmujemy do 15 września przez formularz na stronie www.cantilena-leszno.pl/nabor lub mailowo: chor@cantilena-leszno.pl. Udział w zajęciach jest bezpłatny, a w przyszłym roku planujemy wyjazd na festiwal chóralny do Pragi.",
        good=[
            Good(
                "preserve",
                "Lubisz śpiewać? Chór Kameralny „Cantilena” działający przy Domu Kultury w Lesznie zaprasza do wszystkich głosów – szczególnie szukamy tenorów i basów. Nie musisz znać nut ani mieć wykształcenia muzycznego; wystarczy dobry słuch i chęć do regularnej pracy. Przesłuchania zaplanowaliśmy na sobotę 20 września 2025 r., od 10:00, w sali nr 12. Na przesłuchanie powinieneś przygotować jedną dowolną piosenkę – akompaniament zapewnimy. Próby mamy we wtorki i czwartki od 18:30 do 20:30, a zajęcia są bezpłatne. Zgłoszenia przyjmujemy do 15 września przez formularz na www.cantilena-leszno.pl/nabor albo mailem na chor@cantilena-leszno.pl. W przyszłym roku planujemy wyjazd na festiwal chóralny do Pragi!",
            ),
            Good(
                "preserve",
                "Nabór do Chóru Kameralnego „Cantilena” (Dom Kultury w Lesznie)\n\n- Poszukujemy śpiewaków do wszystkich głosów, zwłaszcza tenorów i basów.\n- Przesłuchania: sobota, 20 września 2025 r., godz. 10:00, sala nr 12.\n- Wymagania: dobry słuch i gotowość do regularnej pracy; nie wymagamy znajomości nut ani wykształcenia muzycznego.\n- Kandydaci powinni przygotować jedną dowolną piosenkę, akompaniament zapewnia chór.\n- Próby: wtorki i czwartki, 18:30–20:30; udział jest bezpłatny.\n- Zgłoszenia do 15 września: formularz www.cantilena-leszno.pl/nabor lub e-mail chor@cantilena-leszno.pl.\n\nW przyszłym roku planujemy wyjazd na festiwal chóralny do Pragi.",
            ),
            Good(
                "en",
                "The “Cantilena” Chamber Choir at the Leszno Culture Centre is recruiting singers for all voice parts, and we are especially looking for tenors and basses. Auditions will be held on Saturday, 20 September 2025, from 10:00 in room 12. You do not need to read music or have any musical training – a good ear and a willingness to work regularly are enough. Candidates should prepare one song of their choice; we will provide the accompaniment. Rehearsals take place on Tuesdays and Thursdays from 18:30 to 20:30. Applications are accepted until 15 September via the form at www.cantilena-leszno.pl/nabor or by e-mail to chor@cantilena-leszno.pl. Taking part is free of charge, and next year we are planning a trip to a choir festival in Prague.",
            ),
        ],
        bad=[
            Slip(0, [("www.cantilena-leszno.pl/nabor", "www.cantilena.leszno.pl/nabor")], "url"),
            Slip(1, [("sobota, 20 września 2025 r.", "sobota, 27 września 2025 r.")], "date"),
            Slip(
                2,
                [
                    (
                        "You do not need to read music or have any musical training",
                        "You need to be able to read music and have some musical training",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-planowane-wylaczenie-pradu-sochaczew-wierzbowa",
        source="Informujemy, że w związku z modernizacją stacji transformatorowej w czwartek 9 października 2025 r. w godz. 8:00–15:00 nastąpi przerwa w dostawie energii elektrycznej. Wyłączenie obejmie ulice Wierzbową, Klonową (numery 2–18) oraz Lipową w Sochaczewie. Prace mogą zakończyć się wcześniej; w takim przypadku zasilanie zostanie przywrócone bez dodatkowego powiadomienia, dlatego urządzenia należy traktować jako będące pod napięciem. Odbiorcy korzystający z medycznych urządzeń podtrzymujących życie powinni skontaktować się z nami wcześniej pod numerem 991. Nie planujemy dodatkowych wyłączeń w tym rejonie w bieżącym miesiącu. Za utrudnienia przepraszamy.",
        good=[
            Good(
                "preserve",
                "Uwaga, mieszkańcy Sochaczewa! W czwartek 9 października 2025 r. od 8:00 do 15:00 nie będzie prądu przy ulicach Wierzbowej, Klonowej (nr 2–18) i Lipowej. Przerwa w dostawie energii jest związana z modernizacją stacji transformatorowej. Prace mogą się skończyć wcześniej – wtedy zasilanie wróci bez osobnego powiadomienia, więc urządzenia należy traktować tak, jakby były pod napięciem. Jeśli korzystasz z medycznych urządzeń podtrzymujących życie, powinieneś wcześniej skontaktować się z nami pod numerem 991. W tym miesiącu nie planujemy w tej okolicy kolejnych wyłączeń. Przepraszamy za utrudnienia.",
            ),
            Good(
                "preserve",
                "Z powodu modernizacji stacji transformatorowej w czwartek 9 października 2025 r., w godzinach 8:00–15:00, wystąpi przerwa w dostawie energii elektrycznej dla odbiorców przy ul. Wierzbowej, ul. Klonowej 2–18 oraz ul. Lipowej w Sochaczewie. Ponieważ prace mogą zostać ukończone przed czasem, a zasilanie zostanie wówczas przywrócone bez dodatkowego powiadomienia, urządzenia należy traktować jako będące pod napięciem. Odbiorcy korzystający z medycznych urządzeń podtrzymujących życie powinni z wyprzedzeniem skontaktować się z nami pod numerem 991. W bieżącym miesiącu nie planujemy dalszych wyłączeń w tym rejonie. Przepraszamy za utrudnienia.",
            ),
            Good(
                "en",
                "Due to the modernisation of a transformer substation, there will be a power outage on Thursday, 9 October 2025, from 8:00 to 15:00. The outage will affect Wierzbowa Street, Klonowa Street (numbers 2–18) and Lipowa Street in Sochaczew. The work may finish earlier; if so, power will be restored without further notice, so all equipment must be treated as live. Customers who use life-sustaining medical devices should contact us in advance on 991. We have no further outages planned in this area this month. We apologise for the inconvenience.",
            ),
        ],
        bad=[
            Slip(0, [("od 8:00 do 15:00", "od 8:00 do 17:00")], "date"),
            Slip(
                1,
                [
                    (
                        "powinni z wyprzedzeniem skontaktować się",
                        "mogą z wyprzedzeniem skontaktować się",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Due to the modernisation of a transformer substation,",
                        "Due to the modernisation of the transformer substation on Lipowa Street,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-przepis-szarlotka-kruche-ciasto-jablka",
        source="Szarlotka na kruchym cieście. Z 400 g mąki, 250 g zimnego masła, 100 g cukru pudru i 3 żółtek zagnieć szybko ciasto, podziel je na dwie części i schłódź w lodówce przez około godzinę. Około 1,5 kg kwaśnych jabłek obierz, zetrzyj na tarce o grubych oczkach i poddus z łyżeczką cynamonu, aż odparuje sok. Większą część ciasta wyłóż na blachę 24 × 36 cm, nakłuj widelcem i podpiecz 15 minut w 180°C. Wyłóż jabłka, a na wierzch zetrzyj resztę ciasta. Piecz jeszcze mniej więcej 40 minut, do zrumienienia. Nie krój ciasta od razu – po wystygnięciu łatwiej je pokroić. Jeśli jabłka są bardzo kwaśne, możesz dodać 2 łyżki cukru.",
        good=[
            Good(
                "preserve",
                "Szarlotka na kruchym cieście\n\nCiasto: 400 g mąki, 250 g zimnego masła, 100 g cukru pudru, 3 żółtka.\nNadzienie: ok. 1,5 kg kwaśnych jabłek, łyżeczka cynamonu, ewentualnie 2 łyżki cukru.\n\n1. Szybko zagnieć ciasto, podziel je na dwie części i schłódź w lodówce przez mniej więcej godzinę.\n2. Jabłka obierz, zetrzyj na tarce o grubych oczkach i poddus z cynamonem, aż sok odparuje. Jeśli są bardzo kwaśne, możesz dodać cukier.\n3. Większą część ciasta wyłóż na blachę 24 × 36 cm, nakłuj widelcem i podpiecz przez 15 minut w 180°C.\n4. Rozłóż jabłka, a na nie zetrzyj pozostałe ciasto.\n5. Piecz jeszcze około 40 minut, aż się zrumieni.\n6. Nie krój od razu – wystudzona szarlotka kroi się łatwiej.",
            ),
            Good(
                "preserve",
                "Najpierw kruche ciasto: 400 g mąki, 250 g zimnego masła, 100 g cukru pudru i 3 żółtka szybko zagnieć, podziel na dwie części i schłódź w lodówce przez około godzinę. W tym czasie obierz około 1,5 kg kwaśnych jabłek, zetrzyj je na tarce o grubych oczkach i poddus z łyżeczką cynamonu, aż sok odparuje; gdy jabłka są bardzo kwaśne, możesz dosypać 2 łyżki cukru. Blachę 24 × 36 cm wyłóż większą częścią ciasta, nakłuj je widelcem i podpiekaj 15 minut w temperaturze 180°C. Potem rozłóż jabłka i zetrzyj na nie resztę ciasta. Piecz mniej więcej 40 minut, aż wierzch się zrumieni. Z krojeniem poczekaj, aż szarlotka wystygnie – wtedy łatwiej ją pokroić.",
            ),
            Good(
                "en",
                "Apple pie on shortcrust pastry. Quickly knead 400 g flour, 250 g cold butter, 100 g icing sugar and 3 egg yolks into a dough, divide it in two and chill it in the fridge for about an hour. Peel about 1.5 kg of sour apples, grate them coarsely and gently stew them with a teaspoon of cinnamon until the juice has evaporated. Line a 24 × 36 cm baking tin with the larger piece of dough, prick it with a fork and pre-bake for 15 minutes at 180°C. Spread the apples over it and grate the rest of the dough on top. Bake for roughly another 40 minutes, until golden. Don't cut the pie straight away – it is easier to slice once it has cooled. If the apples are very sour, you can add 2 tablespoons of sugar.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "kroi się łatwiej.",
                        "kroi się łatwiej. Tak upieczona szarlotka zachowa świeżość w lodówce nawet do 5 dni.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Piecz mniej więcej 40 minut", "Piecz dokładnie 40 minut")], "hedge"),
            Slip(2, [("knead 400 g flour", "knead 300 g flour")], "number"),
        ],
    ),
    Case(
        key="pl-eksponat-kafel-piecowy-swiety-jerzy",
        source="Kafel piecowy z przedstawieniem św. Jerzego, Gdańsk (?), około 1560–1580 r. Glina, szkliwo zielone; wys. 21 cm, szer. 19 cm. Kafel odnaleziono w 1987 r. podczas badań archeologicznych przy ul. Długiej w Toruniu, w warstwie gruzu pochodzącej prawdopodobnie z rozbiórki kamienicy mieszczańskiej. Podobne kafle znane są z pracowni gdańskich, dlatego przypuszcza się, że wykonano go w Gdańsku, choć nie można wykluczyć lokalnej kopii. Jest to jeden z dwóch zachowanych w całości egzemplarzy tego typu w zbiorach muzeum. Obiekt nie był dotąd konserwowany; drobne ubytki szkliwa widoczne w lewym górnym narożniku powstały jeszcze w XVI wieku. Nr inw. MT/A/2214.",
        good=[
            Good(
                "preserve",
                "Kafel piecowy ze świętym Jerzym – Gdańsk (?), ok. 1560–1580. Wykonano go z gliny i pokryto zielonym szkliwem; ma 21 cm wysokości i 19 cm szerokości. Znaleziono go w 1987 r. w trakcie badań archeologicznych przy ul. Długiej w Toruniu, w warstwie gruzu, która prawdopodobnie pochodzi z rozbiórki kamienicy mieszczańskiej. Ponieważ podobne kafle znamy z gdańskich pracowni, przypuszcza się, że powstał w Gdańsku – nie można jednak wykluczyć, że to lokalna kopia. W zbiorach muzeum są dwa zachowane w całości egzemplarze tego typu, a ten jest jednym z nich. Kafla dotąd nie konserwowano; drobne ubytki szkliwa w lewym górnym narożniku pochodzą jeszcze z XVI wieku. Nr inw. MT/A/2214.",
            ),
            Good(
                "preserve",
                "Przyjrzyj się temu kaflowi: przedstawia św. Jerzego i powstał około 1560–1580 r., przypuszczalnie w Gdańsku. Jest gliniany, pokryty zielonym szkliwem, ma 21 cm wysokości i 19 cm szerokości. Archeolodzy znaleźli go w 1987 r. przy ul. Długiej w Toruniu, w warstwie gruzu, który pochodził prawdopodobnie z rozbiórki kamienicy mieszczańskiej. Na gdańskie pochodzenie mogą wskazywać podobne kafle z tamtejszych pracowni, nie można jednak wykluczyć lokalnej kopii. Muzeum ma w swoich zbiorach dwa zachowane w całości egzemplarze tego typu – ten jest jednym z nich. Kafel nie był jeszcze konserwowany, a drobne ubytki szkliwa w lewym górnym narożniku powstały już w XVI wieku. Numer inwentarzowy: MT/A/2214.",
            ),
            Good(
                "en",
                "Stove tile depicting St George, Gdańsk (?), c. 1560–1580. Clay, green glaze; height 21 cm, width 19 cm. The tile was found in 1987 during archaeological excavations on Długa Street in Toruń, in a rubble layer that probably came from the demolition of a burgher's town house. Similar tiles are known from Gdańsk workshops, so it is thought to have been made in Gdańsk, although a local copy cannot be ruled out. It is one of two complete examples of this type in the museum's collection. The object has not yet been conserved; the small losses of glaze visible in the top left corner date back to the 16th century. Inv. no. MT/A/2214.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("która prawdopodobnie pochodzi z rozbiórki", "która pochodzi z rozbiórki")],
                "hedge",
            ),
            Slip(1, [("znaleźli go w 1987 r.", "znaleźli go w 1978 r.")], "date"),
            Slip(
                2,
                [
                    (
                        "during archaeological excavations on Długa Street",
                        "during archaeological excavations led by Nicolaus Copernicus University on Długa Street",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-readme-narzedzie-cli-eksport-faktur",
        source="# fakturomat\n\nNarzędzie wiersza poleceń do eksportu faktur z systemu KSeF do plików CSV.\n\n## Instalacja\n\nWymagany jest Python 3.11 lub nowszy. Zainstaluj pakiet poleceniem:\n\n```\npip install fakturomat==2.4.1\n```\n\n## Użycie\n\nPrzed pierwszym uruchomieniem musisz ustawić zmienną `KSEF_TOKEN`. Eksport za dany miesiąc wykonasz tak:\n\n```\nfakturomat export --month 2025-03 --out faktury.csv\n```\n\nOpcja `--dry-run` pokazuje, co zostałoby pobrane, ale nie zapisuje pliku. Narzędzie nie obsługuje jeszcze faktur korygujących. Błędy zgłaszaj w [zgłoszeniach projektu](https://github.com/fakturomat/fakturomat/issues).",
        good=[
            Good(
                "preserve",
                "# fakturomat\n\nFakturomat to narzędzie CLI, które eksportuje faktury z systemu KSeF do plików CSV.\n\n## Instalacja\n\nPotrzebujesz Pythona w wersji 3.11 lub nowszej. Pakiet instalujesz tak:\n\n```\npip install fakturomat==2.4.1\n```\n\n## Użycie\n\nZanim uruchomisz narzędzie po raz pierwszy, musisz ustawić zmienną `KSEF_TOKEN`. Aby wyeksportować faktury z wybranego miesiąca, wpisz:\n\n```\nfakturomat export --month 2025-03 --out faktury.csv\n```\n\nZ opcją `--dry-run` zobaczysz, co zostałoby pobrane, ale plik nie zostanie zapisany. Faktury korygujące nie są jeszcze obsługiwane. Jeśli znajdziesz błąd, zgłoś go w [zgłoszeniach projektu](https://github.com/fakturomat/fakturomat/issues).",
            ),
            Good(
                "preserve",
                "# fakturomat\n\nNarzędzie wiersza poleceń służące do eksportowania faktur z systemu KSeF do plików CSV.\n\n## Instalacja\n\nNarzędzie wymaga Pythona 3.11 lub nowszego. Instalacja pakietu:\n\n```\npip install fakturomat==2.4.1\n```\n\n## Użycie\n\nPrzed pierwszym uruchomieniem należy ustawić zmienną `KSEF_TOKEN`. Eksport faktur za wybrany miesiąc:\n\n```\nfakturomat export --month 2025-03 --out faktury.csv\n```\n\nOpcja `--dry-run` pokazuje, co zostałoby pobrane, bez zapisywania pliku. Faktury korygujące nie są na razie obsługiwane. Błędy prosimy zgłaszać w [zgłoszeniach projektu](https://github.com/fakturomat/fakturomat/issues).",
            ),
            Good(
                "en",
                "# fakturomat\n\nA command-line tool for exporting invoices from the KSeF system to CSV files.\n\n## Installation\n\nPython 3.11 or later is required. Install the package with:\n\n```\npip install fakturomat==2.4.1\n```\n\n## Usage\n\nBefore the first run you must set the `KSEF_TOKEN` variable. To export a given month, run:\n\n```\nfakturomat export --month 2025-03 --out faktury.csv\n```\n\nThe `--dry-run` option shows what would be downloaded but does not write the file. The tool does not support correcting invoices yet. Please report bugs in the [project issues](https://github.com/fakturomat/fakturomat/issues).",
            ),
        ],
        bad=[
            Slip(0, [("--out faktury.csv", "--output faktury.csv")], "code"),
            Slip(1, [("## Użycie", "Użycie")], "markdown"),
            Slip(
                2,
                [("Before the first run you must set", "Before the first run you may want to set")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-grupy-producentow-owocow-lubelszczyzna",
        source="W artykule przeanalizowano, czy członkostwo w grupach producentów owoców poprawia pozycję negocjacyjną sadowników na Lubelszczyźnie. Badanie ankietowe przeprowadzono w 2023 r. wśród 186 gospodarstw, z których 74 należały do grup producentów. Członkowie grup uzyskiwali za jabłka deserowe ceny wyższe średnio o 0,18 zł/kg, jednak różnica nie była istotna statystycznie w przypadku jabłek przemysłowych. Nie stwierdzono też, by członkostwo wpływało na terminowość płatności ze strony odbiorców. Wyniki potwierdzają wcześniejsze obserwacje Zawadzkiej (2020, s. 45–61), choć ze względu na dobór próby należy je interpretować ostrożnie. Sugeruje się, że korzyści z integracji poziomej mogą zależeć od skali produkcji.",
        good=[
            Good(
                "preserve",
                "Celem artykułu było sprawdzenie, czy przynależność do grup producentów owoców poprawia pozycję negocjacyjną sadowników z Lubelszczyzny. W 2023 r. przeprowadzono ankietę w 186 gospodarstwach; 74 z nich należały do grup producentów. Za jabłka deserowe członkowie grup otrzymywali ceny przeciętnie o 0,18 zł/kg wyższe, natomiast w przypadku jabłek przemysłowych różnica nie była istotna statystycznie. Nie wykazano również, by członkostwo wpływało na terminowość płatności odbiorców. Wyniki są zgodne z wcześniejszymi obserwacjami Zawadzkiej (2020, s. 45–61), jednak z uwagi na dobór próby należy je interpretować z ostrożnością. Sugeruje się, że korzyści z integracji poziomej mogą zależeć od skali produkcji.",
            ),
            Good(
                "preserve",
                "Artykuł dotyczy pytania, czy sadownicy z Lubelszczyzny należący do grup producentów owoców mają silniejszą pozycję w negocjacjach. Podstawą analizy jest ankieta z 2023 r., którą objęto 186 gospodarstw, w tym 74 zrzeszone w grupach producentów. W przypadku jabłek deserowych członkowie grup uzyskiwali ceny wyższe średnio o 0,18 zł/kg, ale dla jabłek przemysłowych różnica nie była istotna statystycznie. Nie stwierdzono także, aby członkostwo miało wpływ na to, czy odbiorcy płacą w terminie. Rezultaty potwierdzają wcześniejsze obserwacje Zawadzkiej (2020, s. 45–61), przy czym – ze względu na dobór próby – należy je interpretować ostrożnie. Autorzy sugerują, że korzyści z integracji poziomej mogą zależeć od skali produkcji.",
            ),
            Good(
                "en",
                "This article examines whether membership of fruit producer groups improves the bargaining position of fruit growers in the Lublin region. A survey was carried out in 2023 among 186 farms, 74 of which belonged to producer groups. Group members obtained prices for dessert apples that were on average PLN 0.18/kg higher, but for processing apples the difference was not statistically significant. Nor was membership found to affect whether buyers paid on time. The results confirm earlier observations by Zawadzka (2020, pp. 45–61), although, given the sampling, they should be interpreted with caution. It is suggested that the benefits of horizontal integration may depend on the scale of production.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Nie wykazano również, by członkostwo wpływało na terminowość płatności odbiorców.",
                        "Nor was membership found to affect whether buyers paid on time.",
                    ),
                    (
                        "Sugeruje się, że korzyści z integracji poziomej mogą zależeć od skali produkcji.",
                        "It is suggested that the benefits of horizontal integration may depend on the scale of production.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [
                    (
                        "ale dla jabłek przemysłowych różnica nie była istotna statystycznie",
                        "a także dla jabłek przemysłowych różnica była istotna statystycznie",
                    )
                ],
                "negation",
            ),
            Slip(2, [("Zawadzka (2020, pp. 45–61)", "Zawadzka (2021, pp. 45–61)")], "citation"),
        ],
    ),
    Case(
        key="pl-spoldzielnia-zorza-kontrola-szczelnosci-gazu",
        source="Zarząd Spółdzielni Mieszkaniowej „Zorza” informuje, że zgodnie z art. 62 ust. 1 pkt 1 lit. c ustawy – Prawo budowlane w budynkach przy ul. Słonecznej 4, 6 i 8 zostanie przeprowadzona coroczna kontrola szczelności instalacji gazowej. Przeglądy odbędą się od 3 do 7 listopada 2025 r. w godz. 9:00–17:00, według harmonogramu wywieszonego na klatkach schodowych. Mieszkańcy są zobowiązani udostępnić lokal; jeśli ktoś nie może być obecny w wyznaczonym terminie, powinien ustalić inny termin z administracją do 31 października. Kontrola jest bezpłatna. Przypominamy, że pracownicy firmy Gaz-Serwis nie pobierają żadnych opłat ani nie sprzedają czujników czadu. Brak dostępu do lokalu zostanie odnotowany w protokole.",
        good=[
            Good(
                "preserve",
                "Drodzy Mieszkańcy budynków przy ul. Słonecznej 4, 6 i 8! Od 3 do 7 listopada 2025 r., w godzinach 9:00–17:00, odbędzie się coroczna kontrola szczelności instalacji gazowej, przeprowadzana zgodnie z art. 62 ust. 1 pkt 1 lit. c ustawy – Prawo budowlane. Dokładny harmonogram znajdziecie na klatkach schodowych. Macie obowiązek udostępnić mieszkanie; jeśli nie możecie być w domu w wyznaczonym terminie, powinniście do 31 października ustalić z administracją inny termin. Przegląd nic nie kosztuje. Uwaga: pracownicy firmy Gaz-Serwis nie pobierają żadnych opłat i nie sprzedają czujników czadu. Jeżeli nie udostępnicie lokalu, zostanie to odnotowane w protokole.\n\nZarząd SM „Zorza”",
            ),
            Good(
                "preserve",
                "Komunikat Zarządu Spółdzielni Mieszkaniowej „Zorza”\n\nNa podstawie art. 62 ust. 1 pkt 1 lit. c ustawy – Prawo budowlane w budynkach przy ul. Słonecznej 4, 6 i 8 przeprowadzona zostanie coroczna kontrola szczelności instalacji gazowej:\n\n- termin: 3–7 listopada 2025 r., godz. 9:00–17:00, zgodnie z harmonogramem na klatkach schodowych;\n- mieszkańcy mają obowiązek udostępnić lokal, a osoby, które nie mogą być obecne w wyznaczonym terminie, powinny do 31 października uzgodnić z administracją inny termin;\n- kontrola jest bezpłatna;\n- brak dostępu do lokalu zostanie odnotowany w protokole.\n\nPrzypominamy: pracownicy firmy Gaz-Serwis nie pobierają żadnych opłat i nie prowadzą sprzedaży czujników czadu.",
            ),
            Good(
                "en",
                "The Board of the “Zorza” Housing Cooperative informs residents that, in accordance with Article 62(1)(1)(c) of the Construction Law Act, the annual gas installation leak test will be carried out in the buildings at 4, 6 and 8 Słoneczna Street. The inspections will take place from 3 to 7 November 2025 between 9:00 and 17:00, according to the schedule posted in the stairwells. Residents are required to provide access to their flats; anyone who cannot be present on the appointed date should arrange another date with the administration office by 31 October. The inspection is free of charge. Please remember that Gaz-Serwis staff do not collect any fees or sell carbon monoxide detectors. Failure to provide access will be recorded in the inspection report.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("art. 62 ust. 1 pkt 1 lit. c", "art. 61 ust. 1 pkt 1 lit. c")],
                "legal_reference",
            ),
            Slip(1, [("do 31 października uzgodnić", "do 24 października uzgodnić")], "date"),
            Slip(
                2,
                [("The inspection is free of charge.", "The inspection is not free of charge.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-stypendium-rektora-wniosek-usosweb-pdf",
        source="Studenci, którzy chcą ubiegać się o stypendium rektora w roku akademickim 2025/2026, muszą złożyć wniosek w systemie USOSweb do 15 października 2025 r. Stypendium może otrzymać nie więcej niż 10% studentów danego kierunku. O przyznaniu decyduje liczba punktów za średnią ocen oraz osiągnięcia naukowe, artystyczne lub sportowe. Do wniosku należy dołączyć skany zaświadczeń w formacie PDF; pojedynczy plik nie może przekraczać 5 MB. Studenci pierwszego roku studiów pierwszego stopnia mogą otrzymać stypendium tylko wtedy, gdy są laureatami olimpiady międzynarodowej albo laureatami lub finalistami olimpiady przedmiotowej. Szczegółowe zasady opisuje regulamin dostępny na stronie https://www.uczelnia.edu.pl/stypendia. Pytania można kierować na adres stypendia@uczelnia.edu.pl.",
        good=[
            Good(
                "preserve",
                "Chcesz dostać stypendium rektora w roku akademickim 2025/2026? Wniosek musisz złożyć w USOSweb najpóźniej 15 października 2025 r. Stypendium może trafić do najwyżej 10% studentów danego kierunku, a decyduje o nim liczba punktów za średnią ocen oraz za osiągnięcia naukowe, artystyczne lub sportowe. Do wniosku trzeba dołączyć skany zaświadczeń w PDF – pojedynczy plik może mieć maksymalnie 5 MB. Jeśli jesteś na pierwszym roku studiów pierwszego stopnia, stypendium możesz otrzymać tylko jako laureat olimpiady międzynarodowej albo laureat lub finalista olimpiady przedmiotowej. Szczegółowe zasady znajdziesz w regulaminie na stronie https://www.uczelnia.edu.pl/stypendia, a pytania możesz wysyłać na adres stypendia@uczelnia.edu.pl.",
            ),
            Good(
                "preserve",
                "Stypendium rektora w roku akademickim 2025/2026 – najważniejsze zasady\n\n1. Wniosek należy obowiązkowo złożyć w systemie USOSweb do 15 października 2025 r.\n2. Stypendium może zostać przyznane najwyżej 10% studentów danego kierunku.\n3. O przyznaniu decyduje liczba punktów uzyskanych za średnią ocen oraz za osiągnięcia naukowe, artystyczne lub sportowe.\n4. Do wniosku należy dołączyć skany zaświadczeń w formacie PDF, przy czym pojedynczy plik nie może być większy niż 5 MB.\n5. Student pierwszego roku studiów pierwszego stopnia może otrzymać stypendium wyłącznie jako laureat olimpiady międzynarodowej albo laureat lub finalista olimpiady przedmiotowej.\n\nSzczegółowy regulamin: https://www.uczelnia.edu.pl/stypendia. Pytania można kierować na adres stypendia@uczelnia.edu.pl.",
            ),
            Good(
                "en",
                "Students who wish to apply for the Rector's scholarship in the 2025/2026 academic year must submit an application in USOSweb by 15 October 2025. The scholarship may be awarded to no more than 10% of students in a given programme. It is granted on the basis of points for the grade average and for academic, artistic or sporting achievements. Scans of certificates in PDF format must be attached to the application; no single file may exceed 5 MB. First-year students of first-cycle programmes may receive the scholarship only if they are winners of an international olympiad or winners or finalists of a subject olympiad. The detailed rules are set out in the regulations available at https://www.uczelnia.edu.pl/stypendia. Questions can be sent to stypendia@uczelnia.edu.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "https://www.uczelnia.edu.pl/stypendia",
                        "https://www.uczelnia.edu.pl/stypendium",
                    )
                ],
                "url",
            ),
            Slip(1, [("Wniosek należy obowiązkowo złożyć", "Wniosek warto złożyć")], "modality"),
            Slip(2, [("no more than 10% of students", "no more than 15% of students")], "number"),
        ],
    ),
    Case(
        key="pl-zbiorka-elektroodpadow-kobylnica-parking-hala",
        source="Urząd Gminy Kobylnica zaprasza na zbiórkę zużytego sprzętu elektrycznego i elektronicznego, która odbędzie się w sobotę 18 października 2025 r. w godz. 9:00–13:00 na parkingu przy hali sportowej. Oddać można m.in. lodówki, pralki, telewizory, komputery i drobny sprzęt AGD. Nie przyjmujemy opon, gruzu, odpadów budowlanych ani świetlówek z uszkodzoną obudową. Sprzęt powinien być kompletny – urządzenia bez silnika lub sprężarki mogą nie zostać przyjęte. Z szacunków wynika, że podczas poprzedniej zbiórki zebrano około 12 ton elektroodpadów. Mieszkańcy, którzy nie mogą sami dowieźć dużych urządzeń, mogą zgłosić odbiór spod domu do 14 października pod numerem 59 841 22 10.",
        good=[
            Good(
                "preserve",
                "Masz w domu stary telewizor albo zepsutą pralkę? W sobotę 18 października 2025 r., od 9:00 do 13:00, na parkingu przy hali sportowej Urząd Gminy Kobylnica organizuje zbiórkę zużytego sprzętu elektrycznego i elektronicznego. Oddać można m.in. lodówki, pralki, telewizory, komputery i drobny sprzęt AGD. Nie przyjmujemy natomiast opon, gruzu, odpadów budowlanych ani świetlówek z uszkodzoną obudową. Urządzenia powinny być kompletne – te bez silnika lub sprężarki mogą nie zostać przyjęte. Szacuje się, że poprzednia zbiórka przyniosła około 12 ton elektroodpadów. Jeśli nie możesz samodzielnie przywieźć dużego sprzętu, do 14 października możesz zgłosić odbiór spod domu pod numerem 59 841 22 10.",
            ),
            Good(
                "preserve",
                "Zbiórka elektroodpadów – Gmina Kobylnica\n\nTermin: sobota, 18 października 2025 r., godz. 9:00–13:00\nMiejsce: parking przy hali sportowej\n\nPrzyjmujemy m.in.: lodówki, pralki, telewizory, komputery, drobny sprzęt AGD.\nNie przyjmujemy: opon, gruzu, odpadów budowlanych, świetlówek z uszkodzoną obudową.\n\nSprzęt powinien być kompletny; urządzenia pozbawione silnika lub sprężarki mogą nie zostać przyjęte. Mieszkańcy, którzy nie są w stanie sami dowieźć dużych urządzeń, mogą do 14 października zgłosić ich odbiór spod domu pod numerem 59 841 22 10. Według szacunków podczas poprzedniej zbiórki zebrano ok. 12 ton elektroodpadów.",
            ),
            Good(
                "en",
                "Kobylnica Municipal Office invites residents to a collection of waste electrical and electronic equipment on Saturday, 18 October 2025, from 9:00 to 13:00 in the car park by the sports hall. You can hand in, among other things, fridges, washing machines, TVs, computers and small household appliances. We do not accept tyres, rubble, construction waste or fluorescent tubes with damaged casings. Equipment should be complete – appliances without a motor or compressor may be refused. It is estimated that about 12 tonnes of e-waste were collected at the previous collection. Residents who cannot bring large appliances themselves can book a pickup from their home by 14 October on 59 841 22 10.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "około 12 ton elektroodpadów.",
                        "około 12 ton elektroodpadów, które trafiły do zakładu recyklingu w Słupsku.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("mogą nie zostać przyjęte", "mogą zostać przyjęte")], "negation"),
            Slip(
                2,
                [
                    (
                        "It is estimated that about 12 tonnes of e-waste were collected",
                        "A total of 12 tonnes of e-waste were collected",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-regulamin-targow-ksiazki-oplaty-stoiska",
        source="§ 5. Wystawca zobowiązany jest do wniesienia opłaty rejestracyjnej w wysokości 450 zł netto w terminie 14 dni od otrzymania potwierdzenia zgłoszenia. Powierzchnia stoiska podstawowego wynosi 6 m², a każdy dodatkowy metr kwadratowy kosztuje 120 zł netto. Wystawca nie może odstępować stoiska ani jego części innym podmiotom bez pisemnej zgody Organizatora. Montaż stoisk odbywa się w dniu poprzedzającym otwarcie Targów Książki, w godz. 12:00–20:00. Materiały reklamowe można rozdawać wyłącznie na terenie własnego stoiska. W sprawach nieuregulowanych niniejszym Regulaminem zastosowanie mają przepisy Kodeksu cywilnego, a dane osobowe przetwarzane są zgodnie z art. 6 ust. 1 lit. b RODO.",
        good=[
            Good(
                "preserve",
                "Opłata rejestracyjna wynosi 450 zł netto i musisz ją wnieść w ciągu 14 dni od otrzymania potwierdzenia zgłoszenia (§ 5). Podstawowe stoisko ma 6 m²; za każdy dodatkowy metr kwadratowy zapłacisz 120 zł netto. Bez pisemnej zgody Organizatora nie możesz odstąpić stoiska ani jego części innemu podmiotowi. Stoiska montuje się dzień przed otwarciem Targów Książki, między 12:00 a 20:00. Materiały reklamowe wolno rozdawać tylko na terenie własnego stoiska. W sprawach, których Regulamin nie reguluje, stosuje się przepisy Kodeksu cywilnego, a Twoje dane osobowe są przetwarzane zgodnie z art. 6 ust. 1 lit. b RODO.",
            ),
            Good(
                "preserve",
                "§ 5. W terminie 14 dni od otrzymania potwierdzenia zgłoszenia Wystawca ma obowiązek wnieść opłatę rejestracyjną w kwocie 450 zł netto. Stoisko podstawowe ma powierzchnię 6 m²; cena każdego dodatkowego metra kwadratowego wynosi 120 zł netto. Odstąpienie stoiska lub jego części innym podmiotom wymaga pisemnej zgody Organizatora. Stoiska montowane są w przeddzień otwarcia Targów Książki, w godzinach 12:00–20:00. Rozdawanie materiałów reklamowych jest dozwolone jedynie na terenie własnego stoiska. W kwestiach nieuregulowanych Regulaminem stosuje się przepisy Kodeksu cywilnego; dane osobowe są przetwarzane zgodnie z art. 6 ust. 1 lit. b RODO.",
            ),
            Good(
                "en",
                "§ 5. The Exhibitor must pay a registration fee of PLN 450 net within 14 days of receiving confirmation of their application. A standard stand measures 6 m², and each additional square metre costs PLN 120 net. The Exhibitor may not transfer the stand or any part of it to other parties without the Organiser's written consent. Stands are set up on the day before the Book Fair opens, between 12:00 and 20:00. Promotional materials may be handed out only within the Exhibitor's own stand. Matters not covered by these Regulations are governed by the Civil Code, and personal data are processed in accordance with Article 6(1)(b) GDPR.",
            ),
        ],
        bad=[
            Slip(0, [("120 zł netto", "210 zł netto")], "number"),
            Slip(
                1, [("art. 6 ust. 1 lit. b RODO", "art. 6 ust. 1 lit. f RODO")], "legal_reference"
            ),
            Slip(
                2,
                [
                    (
                        "The Exhibitor may not transfer the stand",
                        "The Exhibitor may transfer the stand",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-dokumentacja-webhooki-sklepu-podpis-zamowien",
        source="### Konfiguracja webhooków\n\nAby otrzymywać powiadomienia o nowych zamówieniach, dodaj adres swojego serwera w panelu: **Ustawienia → Integracje → Webhooki**. Adres musi używać protokołu HTTPS, np. `https://twojsklep.pl/api/hooks/orders`. Każde powiadomienie zawiera nagłówek `X-Signature`, który powinieneś zweryfikować kluczem z pola `webhook_secret`. Serwer musi odpowiedzieć kodem 200 w ciągu 10 sekund; w przeciwnym razie powiadomienie zostanie ponowione maksymalnie 5 razy, w odstępach około 15 minut. Nie udostępniaj klucza `webhook_secret` w kodzie po stronie przeglądarki. Pełną listę zdarzeń znajdziesz na stronie https://docs.platforma-sklep.pl/webhooki.",
        good=[
            Good(
                "preserve",
                "### Konfiguracja webhooków\n\nChcesz dostawać powiadomienia o nowych zamówieniach? Wpisz adres swojego serwera w panelu, w sekcji **Ustawienia → Integracje → Webhooki**. Adres musi korzystać z protokołu HTTPS – przykładowo `https://twojsklep.pl/api/hooks/orders`. W każdym powiadomieniu znajdziesz nagłówek `X-Signature`; powinieneś go zweryfikować kluczem z pola `webhook_secret`. Twój serwer musi w ciągu 10 sekund odpowiedzieć kodem 200 – jeśli tego nie zrobi, powiadomienie zostanie wysłane ponownie, maksymalnie 5 razy, mniej więcej co 15 minut. Klucza `webhook_secret` nie umieszczaj w kodzie działającym w przeglądarce. Pełna lista zdarzeń jest dostępna na https://docs.platforma-sklep.pl/webhooki.",
            ),
            Good(
                "preserve",
                "### Konfiguracja webhooków\n\n1. W panelu otwórz **Ustawienia → Integracje → Webhooki** i dodaj adres serwera, który ma otrzymywać powiadomienia o nowych zamówieniach. Adres musi używać protokołu HTTPS, np. `https://twojsklep.pl/api/hooks/orders`.\n2. Każde powiadomienie zawiera nagłówek `X-Signature` – powinieneś zweryfikować go kluczem z pola `webhook_secret`.\n3. Serwer musi zwrócić kod 200 w ciągu 10 sekund. Jeśli tego nie zrobi, powiadomienie zostanie ponowione najwyżej 5 razy, w około 15-minutowych odstępach.\n4. Nie udostępniaj klucza `webhook_secret` w kodzie wykonywanym w przeglądarce.\n\nPełna lista zdarzeń: https://docs.platforma-sklep.pl/webhooki",
            ),
            Good(
                "en",
                "### Configuring webhooks\n\nTo receive notifications about new orders, add your server's address in the panel under **Ustawienia → Integracje → Webhooki**. The address must use HTTPS, e.g. `https://twojsklep.pl/api/hooks/orders`. Every notification includes an `X-Signature` header, which you should verify with the key from the `webhook_secret` field. Your server must respond with status 200 within 10 seconds; otherwise, the notification will be retried up to 5 times, at intervals of about 15 minutes. Do not expose the `webhook_secret` key in browser-side code. The full list of events is available at https://docs.platforma-sklep.pl/webhooki.",
            ),
        ],
        bad=[
            Slip(
                0, [("kluczem z pola `webhook_secret`", "kluczem z pola `webhook_token`")], "code"
            ),
            Slip(
                1,
                [
                    (
                        "https://docs.platforma-sklep.pl/webhooki",
                        "https://docs.platforma-sklep.pl/webhooks",
                    )
                ],
                "url",
            ),
            Slip(
                2,
                [
                    (
                        "Your server must respond with status 200",
                        "Your server should respond with status 200",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-sanepid-woda-wodociag-ludzmierz-bakterie",
        source="Państwowy Powiatowy Inspektor Sanitarny w Nowym Targu informuje, że w próbce wody pobranej z wodociągu publicznego w miejscowości Ludźmierz stwierdzono obecność bakterii grupy coli. Woda nie nadaje się do spożycia bez uprzedniego przegotowania. Do picia, mycia zębów i przygotowywania posiłków należy używać wody przegotowanej lub butelkowanej. Woda może być wykorzystywana do spłukiwania toalet i prania. Przyczyną skażenia była prawdopodobnie awaria sieci po intensywnych opadach. Zarządca wodociągu rozpoczął dezynfekcję, a wyniki kolejnych badań powinny być znane w ciągu około trzech dni. Do kąpieli niemowląt zaleca się używać wody przegotowanej.",
        good=[
            Good(
                "preserve",
                "Woda z wodociągu publicznego w Ludźmierzu nie nadaje się do spożycia bez wcześniejszego przegotowania – w pobranej próbce Państwowy Powiatowy Inspektor Sanitarny w Nowym Targu stwierdził obecność bakterii grupy coli. Do picia, mycia zębów i przygotowywania posiłków należy używać wody przegotowanej albo butelkowanej. Wodę z sieci można wykorzystywać do spłukiwania toalet i do prania. Skażenie spowodowała prawdopodobnie awaria sieci po intensywnych opadach. Zarządca wodociągu rozpoczął już dezynfekcję; wyniki kolejnych badań powinny być znane w ciągu mniej więcej trzech dni. Niemowlęta zaleca się kąpać w wodzie przegotowanej.",
            ),
            Good(
                "preserve",
                "Komunikat Państwowego Powiatowego Inspektora Sanitarnego w Nowym Targu – wodociąg publiczny w Ludźmierzu\n\nW próbce wody stwierdzono obecność bakterii grupy coli, dlatego woda nie nadaje się do spożycia bez uprzedniego przegotowania.\n\n- Do picia, mycia zębów i przygotowywania posiłków należy używać wody przegotowanej lub butelkowanej.\n- Wodę z sieci można wykorzystywać do spłukiwania toalet i prania.\n- Do kąpieli niemowląt zaleca się wodę przegotowaną.\n\nPrawdopodobną przyczyną skażenia była awaria sieci po intensywnych opadach. Zarządca wodociągu rozpoczął dezynfekcję; wyniki kolejnych badań powinny być znane w ciągu około trzech dni.",
            ),
            Good(
                "en",
                "The State District Sanitary Inspector in Nowy Targ reports that coliform bacteria were detected in a water sample taken from the public water supply in Ludźmierz. The water is not fit for consumption unless it has been boiled first. Boiled or bottled water must be used for drinking, brushing teeth and preparing meals. Tap water may be used for flushing toilets and doing laundry. The contamination was probably caused by a network failure after heavy rainfall. The water supply operator has started disinfection, and the results of further tests should be known in about three days. Boiled water is recommended for bathing infants.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Skażenie spowodowała prawdopodobnie awaria sieci",
                        "Skażenie spowodowała awaria sieci",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Do kąpieli niemowląt zaleca się wodę przegotowaną.",
                        "Do kąpieli niemowląt należy bezwzględnie używać wody przegotowanej.",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "The water is not fit for consumption unless",
                        "The water is fit for consumption unless",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-opis-akwareli-falat-pejzaz-zimowy",
        source="Julian Fałat, „Pejzaż zimowy z rzeką”, 1907, akwarela na papierze, 49 × 98 cm. Fałat malował zimowe krajobrazy głównie w okolicach Bystrej, gdzie od 1910 r. mieszkał na stałe; ten widok powstał jednak wcześniej, najpewniej podczas pobytu artysty nad Sołą. Charakterystyczne dla jego stylu są rozległe płaszczyzny bieli i szybkie, płynne pociągnięcia pędzla. Obraz trafił do zbiorów muzeum w 1958 r. jako dar prywatnego kolekcjonera. Według katalogu monograficznego (Kossowska 2012, s. 214, poz. 87) jest to jedna z niewielu akwarel z tego okresu o tak dużym formacie. Ze względu na wrażliwość papieru na światło obraz eksponowany jest tylko przez trzy miesiące w roku.",
        good=[
            Good(
                "preserve",
                "„Pejzaż zimowy z rzeką” Juliana Fałata powstał w 1907 r.; to akwarela na papierze o wymiarach 49 × 98 cm. Artysta malował zimowe pejzaże przede wszystkim w okolicach Bystrej, gdzie od 1910 r. mieszkał na stałe, ale ten widok jest wcześniejszy – najpewniej namalował go w czasie pobytu nad Sołą. Typowe dla Fałata są tu rozległe płaszczyzny bieli i szybkie, płynne pociągnięcia pędzla. Muzeum otrzymało obraz w 1958 r. w darze od prywatnego kolekcjonera. Katalog monograficzny (Kossowska 2012, s. 214, poz. 87) wymienia go jako jedną z niewielu akwarel z tego okresu w tak dużym formacie. Papier jest wrażliwy na światło, dlatego obraz pokazujemy tylko przez trzy miesiące w roku.",
            ),
            Good(
                "preserve",
                "Akwarela Juliana Fałata „Pejzaż zimowy z rzeką” (1907, papier, 49 × 98 cm) jest, według katalogu monograficznego (Kossowska 2012, s. 214, poz. 87), jedną z niewielu prac z tego okresu wykonanych w tak dużym formacie. Choć zimowe krajobrazy Fałat malował głównie w okolicach Bystrej, gdzie od 1910 r. mieszkał na stałe, ten widok powstał wcześniej, najpewniej w czasie pobytu artysty nad Sołą. Widać w nim typowe dla malarza rozległe płaszczyzny bieli i szybkie, płynne pociągnięcia pędzla. Dzieło jest darem prywatnego kolekcjonera, który przekazał je muzeum w 1958 r. Ponieważ papier jest wrażliwy na światło, obraz wystawiany jest wyłącznie przez trzy miesiące w roku.",
            ),
            Good(
                "en",
                "Julian Fałat, Winter Landscape with a River, 1907, watercolour on paper, 49 × 98 cm. Fałat painted winter landscapes mainly around Bystra, where he lived permanently from 1910; this view, however, was made earlier, most likely during the artist's stay by the Soła river. Typical of his style are the broad expanses of white and the quick, fluid brushstrokes. The painting entered the museum's collection in 1958 as a gift from a private collector. According to the catalogue raisonné (Kossowska 2012, p. 214, no. 87), it is one of the few watercolours from this period in such a large format. Because paper is sensitive to light, the work is displayed for only three months a year.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(Kossowska 2012, s. 214, poz. 87)", "(Kossowska 2012, s. 241, poz. 87)")],
                "citation",
            ),
            Slip(
                1,
                [
                    (
                        "darem prywatnego kolekcjonera,",
                        "darem krakowskiego kolekcjonera Stanisława Wiśniewskiego,",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Typical of his style are the broad expanses of white and the quick, fluid brushstrokes.",
                        "Charakterystyczne dla jego stylu są rozległe płaszczyzny bieli i szybkie, płynne pociągnięcia pędzla.",
                    ),
                    (
                        "The painting entered the museum's collection in 1958 as a gift from a private collector.",
                        "Obraz trafił do zbiorów muzeum w 1958 r. jako dar prywatnego kolekcjonera.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-trasa-rowerowa-petla-jezioro-wdzydzkie",
        source="Pętla wokół Jeziora Wdzydzkiego liczy około 48 km i prowadzi w większości drogami leśnymi oraz asfaltowymi ścieżkami rowerowymi. Przejazd zajmuje zwykle od 4 do 5 godzin, wliczając krótkie postoje. Najtrudniejszy jest 6-kilometrowy odcinek między Borowym Młynem a Jeziorami, gdzie nawierzchnia bywa piaszczysta i po deszczu może być trudno przejezdna. Trasa jest oznakowana kolorem czerwonym. Po drodze warto zatrzymać się w Kaszubskim Parku Etnograficznym we Wdzydzach Kiszewskich, gdzie bilet normalny kosztuje 30 zł. Na trasie są 3 punkty z wiatami i stojakami na rowery. Sklepy znajdują się tylko we Wdzydzach i w Borowym Młynie, dlatego warto zabrać zapas wody.",
        good=[
            Good(
                "preserve",
                "Pętla wokół Jeziora Wdzydzkiego – w skrócie:\n\n- długość: ok. 48 km, w większości drogi leśne i asfaltowe ścieżki rowerowe;\n- czas przejazdu: zwykle 4–5 godzin, razem z krótkimi postojami;\n- oznakowanie: kolor czerwony;\n- najtrudniejszy fragment: 6 km między Borowym Młynem a Jeziorami – nawierzchnia bywa piaszczysta, a po deszczu odcinek może być trudno przejezdny;\n- 3 punkty z wiatami i stojakami na rowery;\n- warto zatrzymać się w Kaszubskim Parku Etnograficznym we Wdzydzach Kiszewskich (bilet normalny 30 zł);\n- sklepy są tylko we Wdzydzach i w Borowym Młynie, więc warto zabrać zapas wody.",
            ),
            Good(
                "preserve",
                "Wybierasz się na pętlę wokół Jeziora Wdzydzkiego? Przygotuj się na mniej więcej 48 km, przeważnie drogami leśnymi i asfaltowymi ścieżkami rowerowymi; trasa jest oznakowana kolorem czerwonym. Zwykle przejazd zajmuje od 4 do 5 godzin, wliczając krótkie postoje. Najtrudniejszy jest 6-kilometrowy odcinek z Borowego Młyna do Jezior: nawierzchnia bywa tam piaszczysta, a po deszczu przejazd może być trudny. Po drodze miniesz 3 punkty z wiatami i stojakami na rowery. Warto też zatrzymać się w Kaszubskim Parku Etnograficznym we Wdzydzach Kiszewskich – normalny bilet kosztuje 30 zł. Sklepy są tylko we Wdzydzach i w Borowym Młynie, więc warto wziąć ze sobą zapas wody.",
            ),
            Good(
                "en",
                "The loop around Lake Wdzydze is about 48 km long and runs mostly along forest roads and paved cycle paths. The ride usually takes 4 to 5 hours, including short stops. The hardest part is the 6 km stretch between Borowy Młyn and Jeziory, where the surface can be sandy and may be hard to ride after rain. The route is marked in red. Along the way it is worth stopping at the Kashubian Ethnographic Park in Wdzydze Kiszewskie, where a standard ticket costs PLN 30. There are 3 rest points with shelters and bike racks along the route. Shops can only be found in Wdzydze and Borowy Młyn, so it is worth taking extra water.",
            ),
        ],
        bad=[
            Slip(0, [("- 3 punkty z wiatami", "- 5 punktów z wiatami")], "number"),
            Slip(
                1,
                [("Przygotuj się na mniej więcej 48 km", "Przygotuj się na dokładnie 48 km")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "The route is marked in red.",
                        "The route is marked in red and was opened in 2019.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
