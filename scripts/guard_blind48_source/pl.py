# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 48: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-nabor-szkola-muzyczna-opole-fortepian",
        source="Państwowa Szkoła Muzyczna I stopnia im. Fryderyka Chopina w Opolu ogłasza nabór na rok szkolny 2025/2026. Wnioski przyjmujemy od 1 marca do 15 maja 2025 r. w sekretariacie szkoły lub przez formularz na stronie www.psm-opole.edu.pl/rekrutacja. Badanie przydatności odbędzie się 7 czerwca 2025 r. o godz. 9:00. Kandydaci do cyklu sześcioletniego muszą mieć ukończone 6 lat, a do cyklu czteroletniego – nie więcej niż 16 lat. Kandydat nie musi umieć grać na żadnym instrumencie; sprawdzamy słuch, poczucie rytmu i pamięć muzyczną. Do wniosku należy dołączyć zaświadczenie lekarskie o braku przeciwwskazań do nauki w szkole muzycznej. Wyniki zostaną ogłoszone do 20 czerwca. Liczba miejsc w klasie fortepianu jest ograniczona do 12.",
        good=[
            Good(
                "preserve",
                "Chcesz zapisać dziecko do Państwowej Szkoły Muzycznej I stopnia im. Fryderyka Chopina w Opolu na rok szkolny 2025/2026? Wniosek złożysz od 1 marca do 15 maja 2025 r. – w sekretariacie szkoły albo online przez formularz: www.psm-opole.edu.pl/rekrutacja. Nie martw się, jeśli dziecko nie gra jeszcze na żadnym instrumencie – nie jest to wymagane. Podczas badania przydatności, zaplanowanego na 7 czerwca 2025 r. na godz. 9:00, sprawdzimy słuch, poczucie rytmu i pamięć muzyczną. Do cyklu sześcioletniego dziecko musi mieć ukończone 6 lat, a do czteroletniego może mieć najwyżej 16 lat. Do wniosku trzeba dołączyć zaświadczenie lekarskie o braku przeciwwskazań do nauki w szkole muzycznej. Wyniki poznasz do 20 czerwca. W klasie fortepianu jest tylko 12 miejsc.",
            ),
            Good(
                "preserve",
                "Nabór do Państwowej Szkoły Muzycznej I stopnia im. Fryderyka Chopina w Opolu – rok szkolny 2025/2026\n\n- Składanie wniosków: od 1 marca do 15 maja 2025 r., w sekretariacie szkoły lub przez formularz na www.psm-opole.edu.pl/rekrutacja.\n- Obowiązkowy załącznik: zaświadczenie lekarskie o braku przeciwwskazań do nauki w szkole muzycznej.\n- Wiek kandydata: cykl sześcioletni – ukończone 6 lat; cykl czteroletni – maksymalnie 16 lat.\n- Badanie przydatności: 7 czerwca 2025 r., godz. 9:00 (słuch, poczucie rytmu, pamięć muzyczna). Umiejętność gry na instrumencie nie jest wymagana.\n- Ogłoszenie wyników: do 20 czerwca.\n- Klasa fortepianu: maksymalnie 12 miejsc.",
            ),
            Good(
                "en",
                "The Fryderyk Chopin State Music School (first level) in Opole is recruiting pupils for the 2025/2026 school year. Applications are accepted from 1 March to 15 May 2025 at the school office or via the form at www.psm-opole.edu.pl/rekrutacja. The aptitude test will take place on 7 June 2025 at 9:00 a.m. Candidates for the six-year cycle must have turned 6, and those for the four-year cycle must be no older than 16. Candidates do not need to be able to play any instrument; we test hearing, sense of rhythm and musical memory. A medical certificate confirming that there are no contraindications to studying at a music school must be attached to the application. Results will be announced by 20 June. The piano class is limited to 12 places.",
            ),
        ],
        bad=[
            Slip(0, [("Wyniki poznasz do 20 czerwca.", "Wyniki poznasz do 27 czerwca.")], "date"),
            Slip(1, [("maksymalnie 12 miejsc", "maksymalnie 15 miejsc")], "number"),
            Slip(
                2,
                [("must be attached to the application", "should be attached to the application")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-regulamin-lodowiska-kaski-dzieci-tczew",
        source="Regulamin korzystania z lodowiska miejskiego „Biały Orlik” w Tczewie (wyciąg). Lodowisko jest czynne codziennie od 10:00 do 21:00, a przerwy techniczne na wyrównanie tafli trwają 20 minut i odbywają się co 2 godziny. Dzieci do lat 12 mogą przebywać na tafli wyłącznie pod opieką osoby dorosłej i muszą jeździć w kasku. Na lodowisku nie wolno spożywać posiłków ani wnosić napojów w szklanych opakowaniach. Jednorazowo na tafli może przebywać maksymalnie 80 osób. Łyżwy można wypożyczyć za 10 zł za godzinę; wypożyczalnia przyjmuje płatności kartą. Osoby nietrzeźwe nie zostaną wpuszczone na obiekt. Za rzeczy pozostawione w szatni bez nadzoru administrator nie odpowiada.",
        good=[
            Good(
                "preserve",
                "Najważniejsze zasady lodowiska miejskiego „Biały Orlik” w Tczewie (wyciąg z regulaminu):\n\n1. Lodowisko działa codziennie w godz. 10:00–21:00. Co 2 godziny tafla jest wyrównywana – taka przerwa techniczna trwa 20 minut.\n2. Dzieci do lat 12 mogą wchodzić na taflę tylko pod opieką dorosłego i muszą mieć na głowie kask.\n3. Na tafli może być jednocześnie najwyżej 80 osób.\n4. Zakaz jedzenia posiłków na lodowisku oraz wnoszenia napojów w szklanych opakowaniach.\n5. Wypożyczenie łyżew kosztuje 10 zł za godzinę, zapłacisz też kartą.\n6. Osoby nietrzeźwe nie zostaną wpuszczone na obiekt.\n7. Administrator nie odpowiada za rzeczy zostawione w szatni bez nadzoru.",
            ),
            Good(
                "preserve",
                "Wyciąg z regulaminu: lodowisko miejskie „Biały Orlik” w Tczewie jest otwarte codziennie od 10:00 do 21:00. Co dwie godziny robimy 20-minutową przerwę techniczną, żeby wyrównać taflę. Na lodzie może przebywać naraz maksymalnie 80 osób. Dzieci do lat 12 mogą jeździć wyłącznie pod opieką dorosłego, a kask jest dla nich obowiązkowy. Nie wolno jeść na lodowisku ani wnosić napojów w szklanych opakowaniach. Łyżwy wypożyczysz za 10 zł za godzinę, a w wypożyczalni zapłacisz kartą. Nietrzeźwi nie zostaną wpuszczeni, a za rzeczy pozostawione w szatni bez nadzoru administrator nie ponosi odpowiedzialności.",
            ),
            Good(
                "en",
                "Rules of the “Biały Orlik” municipal ice rink in Tczew (excerpt). The rink is open daily from 10 a.m. to 9 p.m.; every 2 hours there is a 20-minute technical break to resurface the ice. Children up to the age of 12 may be on the ice only under the supervision of an adult and must skate wearing a helmet. Eating meals on the rink is not allowed, and drinks in glass containers may not be brought in. No more than 80 people may be on the ice at any one time. Skates can be rented for PLN 10 per hour, and the rental desk accepts card payments. Intoxicated persons will not be admitted to the facility. The operator is not responsible for items left unattended in the cloakroom.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Administrator nie odpowiada za rzeczy", "Administrator odpowiada za rzeczy")],
                "negation",
            ),
            Slip(1, [("maksymalnie 80 osób", "maksymalnie 120 osób")], "number"),
            Slip(
                2,
                [("and must skate wearing a helmet", "and should skate wearing a helmet")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-pielegnacja-monstery-podlewanie-nawozenie",
        source="Monstera dziurawa najlepiej rośnie w jasnym miejscu, ale bez bezpośredniego słońca, w temperaturze 18–27°C. Latem podlewaj ją mniej więcej raz w tygodniu, zawsze gdy wierzchnia warstwa podłoża przeschnie na głębokość 2–3 cm. Zimą wystarczy podlewanie co 10–14 dni. Nie stawiaj doniczki przy kaloryferze – suche powietrze prawdopodobnie sprzyja brązowieniu brzegów liści. Od kwietnia do września nawoź roślinę co dwa tygodnie nawozem do roślin zielonych w dawce o połowę mniejszej niż zalecana na opakowaniu. Przesadzaj ją co 2–3 lata, najlepiej wiosną. Pamiętaj, że sok monstery może podrażniać skórę, a liście są trujące dla kotów i psów.",
        good=[
            Good(
                "preserve",
                "Jak dbać o monsterę dziurawą:\n\n- Stanowisko: jasne, ale bez bezpośredniego słońca; temperatura 18–27°C. Trzymaj doniczkę z dala od kaloryfera, bo suche powietrze prawdopodobnie sprzyja brązowieniu brzegów liści.\n- Podlewanie latem: mniej więcej raz w tygodniu, za każdym razem, gdy wierzchnie 2–3 cm podłoża przeschną.\n- Podlewanie zimą: co 10–14 dni.\n- Nawożenie: od kwietnia do września co dwa tygodnie, nawozem do roślin zielonych w połowie dawki zalecanej na opakowaniu.\n- Przesadzanie: co 2–3 lata, najlepiej wiosną.\n- Uwaga: sok monstery może podrażniać skórę, a liście są trujące dla kotów i psów.",
            ),
            Good(
                "preserve",
                "Twoja monstera dziurawa będzie najszczęśliwsza w jasnym miejscu osłoniętym od bezpośredniego słońca, w temperaturze 18–27°C. Nie ustawiaj jej obok kaloryfera: suche powietrze prawdopodobnie sprzyja temu, że brzegi liści brązowieją. W lecie podlewaj ją mniej więcej raz na tydzień – zawsze wtedy, kiedy wierzchnia warstwa ziemi przeschnie na 2–3 cm. W zimie podlewanie co 10–14 dni w zupełności wystarczy. Między kwietniem a wrześniem co dwa tygodnie zasilaj ją nawozem do roślin zielonych, ale w dawce o połowę mniejszej niż podana na opakowaniu. Co 2–3 lata, najlepiej na wiosnę, przesadź roślinę. I uważaj: sok monstery może podrażniać skórę, a jej liście są trujące dla kotów i psów.",
            ),
            Good(
                "en",
                "The monstera (Swiss cheese plant) grows best in a bright spot out of direct sunlight, at 18–27°C. In summer, water it roughly once a week, whenever the top 2–3 cm of the potting mix has dried out. In winter, watering every 10–14 days is enough. Don't put the pot next to a radiator – dry air probably contributes to browning leaf edges. From April to September, feed the plant every two weeks with a fertiliser for foliage plants, at half the dose recommended on the package. Repot it every 2–3 years, preferably in spring. Remember that monstera sap may irritate the skin, and the leaves are toxic to cats and dogs.",
            ),
        ],
        bad=[
            Slip(0, [("Podlewanie zimą: co 10–14 dni.", "Podlewanie zimą: co 5–7 dni.")], "number"),
            Slip(1, [("a jej liście są trujące", "a jej liście nie są trujące")], "negation"),
            Slip(2, [("dry air probably contributes", "dry air contributes")], "hedge"),
        ],
    ),
    Case(
        key="pl-szczepienie-psow-wscieklizna-gmina-klodawa",
        source="Komunikat Wójta Gminy Kłodawa. Informujemy, że 12 kwietnia 2025 r. (sobota) w godz. 8:00–12:00 przy remizie OSP w Kłodawie odbędzie się gminne szczepienie psów przeciwko wściekliźnie. Koszt szczepienia wynosi 40 zł. Zgodnie z art. 56 ust. 1 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt posiadacze psów mają obowiązek zaszczepić je w ciągu 30 dni od dnia ukończenia przez psa 3. miesiąca życia, a następnie nie rzadziej niż co 12 miesięcy od dnia ostatniego szczepienia. Prosimy zabrać książeczkę zdrowia zwierzęcia. Psy muszą być na smyczy i w kagańcu. Koty można zaszczepić w tym samym terminie, ale szczepienie ich nie jest obowiązkowe.",
        good=[
            Good(
                "preserve",
                "Gminne szczepienie psów przeciwko wściekliźnie – komunikat Wójta Gminy Kłodawa\n\nKiedy: sobota, 12 kwietnia 2025 r., godz. 8:00–12:00\nGdzie: przy remizie OSP w Kłodawie\nKoszt: 40 zł\n\nProsimy o zabranie książeczki zdrowia zwierzęcia. Pies musi być na smyczy i w kagańcu. W tym samym terminie można zaszczepić także kota, choć nie jest to obowiązkowe.\n\nPrzypominamy: na mocy art. 56 ust. 1 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt każdy posiadacz psa ma obowiązek zaszczepić go w ciągu 30 dni od ukończenia przez psa 3. miesiąca życia, a potem nie rzadziej niż co 12 miesięcy od ostatniego szczepienia.",
            ),
            Good(
                "preserve",
                "Wójt Gminy Kłodawa zaprasza właścicieli psów na gminne szczepienie przeciwko wściekliźnie. Odbędzie się ono w sobotę 12 kwietnia 2025 r., od 8:00 do 12:00, przy remizie OSP w Kłodawie. Koszt szczepienia to 40 zł. Przypominamy, że szczepienie psów jest obowiązkiem ustawowym: zgodnie z art. 56 ust. 1 ustawy z dnia 11 marca 2004 r. o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt psa trzeba zaszczepić w ciągu 30 dni od ukończenia przez niego 3. miesiąca życia, a później nie rzadziej niż co 12 miesięcy od ostatniego szczepienia. Psy muszą być przyprowadzone na smyczy i w kagańcu. Prosimy też zabrać książeczkę zdrowia zwierzęcia. Przy okazji można zaszczepić kota – nie jest to jednak obowiązkowe.",
            ),
            Good(
                "en",
                "Notice from the Head of Kłodawa Municipality. A municipal rabies vaccination for dogs will take place on Saturday, 12 April 2025, from 8:00 to 12:00 next to the volunteer fire station (OSP) in Kłodawa. The vaccination costs PLN 40. Under Article 56(1) of the Act of 11 March 2004 on the protection of animal health and the control of infectious animal diseases, dog owners are obliged to vaccinate their dogs within 30 days of the dog reaching 3 months of age, and then at least every 12 months from the date of the last vaccination. Please bring the animal's health booklet. Dogs must be on a lead and muzzled. Cats can be vaccinated on the same date, but their vaccination is not compulsory.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Pies musi być na smyczy i w kagańcu.",
                        "Pies powinien być na smyczy i w kagańcu.",
                    )
                ],
                "modality",
            ),
            Slip(1, [("w sobotę 12 kwietnia 2025 r.", "w sobotę 19 kwietnia 2025 r.")], "date"),
            Slip(2, [("Article 56(1)", "Article 65(1)")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-promocja-drugi-produkt-drogeria-lawenda",
        source="Warunki promocji „Drugi produkt za 1 zł” w drogeriach Lawenda. Promocja trwa od 3 do 16 listopada 2025 r. i obejmuje wyłącznie produkty oznaczone na półce żółtą etykietą. Przy zakupie dwóch oznaczonych produktów tańszy z nich kosztuje 1 zł. Jeden klient może skorzystać z promocji maksymalnie 5 razy w ramach jednego paragonu. Promocja nie łączy się z innymi rabatami ani z kuponami z aplikacji Lawenda Club. Nie dotyczy zakupów w sklepie internetowym. Reklamacje można składać w ciągu 14 dni od zakończenia promocji, pisząc na adres reklamacje@lawenda-drogerie.pl. Pełny regulamin jest dostępny na stronie lawenda-drogerie.pl/promocje oraz w każdym sklepie stacjonarnym.",
        good=[
            Good(
                "preserve",
                "Drugi produkt za 1 zł! Od 3 do 16 listopada 2025 r. w drogeriach Lawenda kupujesz dwa produkty oznaczone na półce żółtą etykietą, a za tańszy z nich płacisz tylko 1 zł. Z promocji skorzystasz maksymalnie 5 razy na jednym paragonie. Pamiętaj, że:\n- promocja obejmuje wyłącznie produkty z żółtą etykietą,\n- nie łączy się z innymi rabatami ani z kuponami z aplikacji Lawenda Club,\n- nie dotyczy zakupów w sklepie internetowym.\nReklamację możesz złożyć w ciągu 14 dni od zakończenia promocji, pisząc na reklamacje@lawenda-drogerie.pl. Pełny regulamin znajdziesz na lawenda-drogerie.pl/promocje i w każdym sklepie stacjonarnym.",
            ),
            Good(
                "preserve",
                "Promocja „Drugi produkt za 1 zł” obowiązuje w drogeriach Lawenda w dniach 3–16 listopada 2025 r. Obejmuje ona jedynie artykuły oznaczone na półce żółtą etykietą: w przypadku zakupu dwóch takich artykułów cena tańszego z nich wynosi 1 zł. W ramach jednego paragonu klient może skorzystać z promocji nie więcej niż 5 razy. Promocji nie można łączyć z innymi rabatami ani z kuponami z aplikacji Lawenda Club; nie obejmuje ona również zakupów w sklepie internetowym. Reklamacje przyjmowane są w terminie 14 dni od zakończenia promocji pod adresem reklamacje@lawenda-drogerie.pl. Pełna treść regulaminu jest dostępna na stronie lawenda-drogerie.pl/promocje oraz w każdym sklepie stacjonarnym.",
            ),
            Good(
                "en",
                "Terms of the “Second product for PLN 1” promotion at Lawenda drugstores. The promotion runs from 3 to 16 November 2025 and applies only to products marked with a yellow shelf label. When you buy two marked products, the cheaper one costs PLN 1. Each customer can use the promotion up to 5 times per receipt. The promotion cannot be combined with other discounts or with coupons from the Lawenda Club app, and it does not apply to purchases in the online store. Complaints can be submitted within 14 days of the end of the promotion by writing to reklamacje@lawenda-drogerie.pl. The full terms and conditions are available at lawenda-drogerie.pl/promocje and in every brick-and-mortar store.",
            ),
        ],
        bad=[
            Slip(0, [("reklamacje@lawenda-drogerie.pl", "reklamacje@lawenda.pl")], "url"),
            Slip(
                1, [("nie obejmuje ona również zakupów", "obejmuje ona również zakupy")], "negation"
            ),
            Slip(2, [("up to 5 times per receipt", "up to 3 times per receipt")], "number"),
        ],
    ),
    Case(
        key="pl-readme-wtyczka-formularz-kontaktowy-recaptcha",
        source="# Prosty Formularz Kontaktowy\n\nWtyczka dodaje do WordPressa lekki formularz kontaktowy z ochroną antyspamową.\n\n## Wymagania\n\n- WordPress 6.2 lub nowszy\n- PHP 8.0 lub nowszy\n\n## Instalacja\n\n1. Skopiuj katalog `prosty-formularz` do `wp-content/plugins/`.\n2. Włącz wtyczkę w panelu **Wtyczki**.\n3. Wstaw formularz na dowolnej stronie za pomocą shortcode'u `[prosty_formularz]`.\n\n## Konfiguracja\n\nAdres odbiorcy ustawisz w pliku `wp-config.php` stałą `PF_RECIPIENT`. Jeśli jej nie zdefiniujesz, wiadomości trafią na adres administratora witryny. Przed publikacją musisz uzupełnić klucze reCAPTCHA w **Ustawienia → Prosty Formularz**; bez nich formularz nie wyśle żadnej wiadomości. Więcej informacji: [dokumentacja](https://prostyformularz.pl/docs).",
        good=[
            Good(
                "preserve",
                "# Prosty Formularz Kontaktowy\n\nLekki formularz kontaktowy z ochroną antyspamową dla WordPressa.\n\n## Wymagania\n\n- WordPress w wersji 6.2 lub wyższej\n- PHP w wersji 8.0 lub wyższej\n\n## Instalacja\n\n1. Umieść katalog `prosty-formularz` w `wp-content/plugins/`.\n2. Aktywuj wtyczkę w panelu **Wtyczki**.\n3. Dodaj shortcode `[prosty_formularz]` na dowolnej stronie, na której ma się pojawić formularz.\n\n## Konfiguracja\n\n- **Odbiorca wiadomości:** zdefiniuj stałą `PF_RECIPIENT` w pliku `wp-config.php`. Bez niej wiadomości będą wysyłane na adres administratora witryny.\n- **reCAPTCHA:** zanim opublikujesz formularz, musisz wpisać klucze reCAPTCHA w **Ustawienia → Prosty Formularz** – w przeciwnym razie formularz nie wyśle żadnej wiadomości.\n\nSzczegóły znajdziesz w [dokumentacji](https://prostyformularz.pl/docs).",
            ),
            Good(
                "preserve",
                "# Prosty Formularz Kontaktowy\n\nTa wtyczka to lekki formularz kontaktowy do WordPressa, wyposażony w ochronę przed spamem.\n\n## Wymagania\n\n- WordPress 6.2+\n- PHP 8.0+\n\n## Instalacja\n\n1. Skopiuj folder `prosty-formularz` do katalogu `wp-content/plugins/`.\n2. W panelu **Wtyczki** włącz wtyczkę.\n3. Wklej shortcode `[prosty_formularz]` na wybranej stronie.\n\n## Konfiguracja\n\nOdbiorcę wiadomości określa stała `PF_RECIPIENT` w pliku `wp-config.php`; gdy jej brak, poczta trafia na adres administratora witryny. Klucze reCAPTCHA musisz uzupełnić w **Ustawienia → Prosty Formularz** przed publikacją — bez nich żadna wiadomość nie zostanie wysłana. Więcej informacji znajdziesz w [dokumentacji](https://prostyformularz.pl/docs).",
            ),
            Good(
                "en",
                "# Prosty Formularz Kontaktowy\n\nThe plugin adds a lightweight contact form with spam protection to WordPress.\n\n## Requirements\n\n- WordPress 6.2 or newer\n- PHP 8.0 or newer\n\n## Installation\n\n1. Copy the `prosty-formularz` directory to `wp-content/plugins/`.\n2. Activate the plugin in the **Wtyczki** (Plugins) panel.\n3. Insert the form on any page with the `[prosty_formularz]` shortcode.\n\n## Configuration\n\nSet the recipient address with the `PF_RECIPIENT` constant in the `wp-config.php` file. If you don't define it, messages will go to the site administrator's address. Before publishing, you must fill in the reCAPTCHA keys under **Ustawienia → Prosty Formularz** (Settings → Prosty Formularz); without them the form will not send any messages. More information: [documentation](https://prostyformularz.pl/docs).",
            ),
        ],
        bad=[
            Slip(0, [("`PF_RECIPIENT`", "`PF_RECIPIENT_EMAIL`")], "code"),
            Slip(
                1,
                [("Klucze reCAPTCHA musisz uzupełnić", "Klucze reCAPTCHA warto uzupełnić")],
                "modality",
            ),
            Slip(2, [("## Installation\n", "**Installation**\n")], "markdown"),
        ],
    ),
    Case(
        key="pl-abstrakt-pilates-bol-ledzwiowy-rct",
        source="Celem badania była ocena skuteczności 8-tygodniowego programu ćwiczeń metodą Pilates u osób z przewlekłym niespecyficznym bólem odcinka lędźwiowego kręgosłupa. Do randomizowanego badania włączono 64 pacjentów w wieku 30–55 lat, których przydzielono do grupy Pilates (n = 32) lub grupy kontrolnej realizującej standardowe ćwiczenia domowe (n = 32). Po zakończeniu interwencji w grupie Pilates odnotowano spadek natężenia bólu w skali NRS średnio o 2,9 punktu, a w grupie kontrolnej o 1,4 punktu (p = 0,003). Poprawa niesprawności mierzona kwestionariuszem Oswestry była prawdopodobnie klinicznie istotna. Wyniki są zgodne z przeglądem systematycznym Wellsa i wsp. (2014, PLoS ONE). Ze względu na małą liczebność próby wnioski należy traktować ostrożnie.",
        good=[
            Good(
                "preserve",
                "Cel: ocena skuteczności ośmiotygodniowego programu ćwiczeń metodą Pilates u pacjentów z przewlekłym niespecyficznym bólem odcinka lędźwiowego kręgosłupa.\nMetody: do badania randomizowanego włączono 64 pacjentów w wieku 30–55 lat, przydzielonych do grupy Pilates (n = 32) albo do grupy kontrolnej wykonującej standardowe ćwiczenia w domu (n = 32).\nWyniki: po zakończeniu interwencji natężenie bólu w skali NRS zmniejszyło się średnio o 2,9 punktu w grupie Pilates i o 1,4 punktu w grupie kontrolnej (p = 0,003). Poprawa niesprawności według kwestionariusza Oswestry była prawdopodobnie istotna klinicznie.\nWnioski: wyniki zgadzają się z przeglądem systematycznym Wellsa i wsp. (2014, PLoS ONE), jednak z uwagi na małą liczebność próby należy je traktować ostrożnie.",
            ),
            Good(
                "preserve",
                "Sprawdzono, czy osiem tygodni ćwiczeń Pilates pomaga osobom z przewlekłym, niespecyficznym bólem lędźwiowego odcinka kręgosłupa. Do randomizowanego badania zakwalifikowano 64 pacjentów w wieku od 30 do 55 lat i przydzielono ich do dwóch grup po 32 osoby: jedna ćwiczyła Pilates, druga wykonywała standardowe ćwiczenia domowe. Ból oceniany w skali NRS zmalał po interwencji w grupie Pilates średnio o 2,9 punktu, a w grupie kontrolnej – o 1,4 punktu (p = 0,003). Niesprawność mierzona kwestionariuszem Oswestry poprawiła się w stopniu prawdopodobnie istotnym klinicznie. Wyniki są spójne z przeglądem systematycznym Wellsa i wsp. (2014, PLoS ONE). Ponieważ próba była mała, wnioski trzeba traktować z ostrożnością.",
            ),
            Good(
                "en",
                "This study assessed the effectiveness of an 8-week Pilates exercise programme in people with chronic non-specific low back pain. The randomised trial included 64 patients aged 30–55, who were allocated to a Pilates group (n = 32) or a control group doing standard home exercises (n = 32). After the intervention, pain intensity on the NRS decreased by a mean of 2.9 points in the Pilates group and by 1.4 points in the control group (p = 0.003). The improvement in disability measured with the Oswestry questionnaire was probably clinically significant. These results are consistent with the systematic review by Wells et al. (2014, PLoS ONE). Given the small sample size, the conclusions should be treated with caution.",
            ),
        ],
        bad=[
            Slip(
                0, [("była prawdopodobnie istotna klinicznie", "była istotna klinicznie")], "hedge"
            ),
            Slip(1, [("– o 1,4 punktu", "– o 1,9 punktu")], "number"),
            Slip(
                2, [("Wells et al. (2014, PLoS ONE)", "Wells et al. (2016, PLoS ONE)")], "citation"
            ),
        ],
    ),
    Case(
        key="pl-spoldzielnia-remont-plyt-balkonowych-lipowa",
        source="Szanowni Mieszkańcy budynku przy ul. Lipowej 14. Zarząd Spółdzielni Mieszkaniowej „Zacisze” informuje, że w dniach od 5 maja do 27 czerwca 2025 r. firma Bud-Mar przeprowadzi remont płyt balkonowych. Prace obejmą skucie starych posadzek, wykonanie nowej hydroizolacji oraz wymianę balustrad. Przed rozpoczęciem robót prosimy o usunięcie z balkonów wszystkich przedmiotów, w tym skrzynek z kwiatami i anten satelitarnych, najpóźniej do 30 kwietnia. W czasie remontu korzystanie z balkonów będzie zabronione. Remont jest finansowany z funduszu remontowego i nie wymaga dodatkowych opłat od mieszkańców. Harmonogram prac dla poszczególnych klatek zostanie wywieszony na tablicach ogłoszeń. Pytania prosimy kierować do administratora osiedla, tel. 52 341 22 10.",
        good=[
            Good(
                "preserve",
                "Drodzy Mieszkańcy budynku przy Lipowej 14!\n\nZarząd Spółdzielni Mieszkaniowej „Zacisze” informuje, że od 5 maja do 27 czerwca 2025 r. firma Bud-Mar będzie remontować płyty balkonowe. Wykonawca skuje stare posadzki, położy nową hydroizolację i wymieni balustrady.\n\nMamy do Państwa prośbę: najpóźniej do 30 kwietnia prosimy opróżnić balkony ze wszystkich przedmiotów – także ze skrzynek z kwiatami i anten satelitarnych. Przez cały czas remontu z balkonów nie wolno korzystać.\n\nDobra wiadomość: prace są finansowane z funduszu remontowego, więc nie trzeba będzie wnosić żadnych dodatkowych opłat. Harmonogram dla każdej klatki pojawi się na tablicach ogłoszeń, a na pytania odpowie administrator osiedla pod numerem 52 341 22 10.",
            ),
            Good(
                "preserve",
                "Zarząd Spółdzielni Mieszkaniowej „Zacisze” zawiadamia mieszkańców budynku przy ul. Lipowej 14 o remoncie płyt balkonowych, który firma Bud-Mar przeprowadzi w terminie 5 maja – 27 czerwca 2025 r. Zakres prac:\n- skucie dotychczasowych posadzek,\n- wykonanie nowej hydroizolacji,\n- wymiana balustrad.\nPrzed rozpoczęciem robót, nie później niż do 30 kwietnia, prosimy o usunięcie z balkonów wszystkich przedmiotów (w tym skrzynek z kwiatami i anten satelitarnych). W okresie remontu korzystanie z balkonów jest zabronione. Koszty prac pokrywa fundusz remontowy – mieszkańcy nie poniosą dodatkowych opłat. Harmonogram dla poszczególnych klatek schodowych zostanie wywieszony na tablicach ogłoszeń. W razie pytań prosimy o kontakt z administratorem osiedla: tel. 52 341 22 10.",
            ),
            Good(
                "en",
                "Dear Residents of 14 Lipowa Street, the Board of the “Zacisze” Housing Cooperative would like to inform you that between 5 May and 27 June 2025 the company Bud-Mar will renovate the balcony slabs. The work will include chipping off the old floor surfaces, applying new waterproofing and replacing the railings. Before the work begins, please remove all items from your balconies, including flower boxes and satellite dishes, by 30 April at the latest. Using the balconies will be prohibited during the renovation. The renovation is financed from the repair fund and does not require any additional payments from residents. The work schedule for each staircase will be posted on the notice boards. Please direct any questions to the estate administrator, tel. 52 341 22 10.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "firma Bud-Mar będzie remontować",
                        "wyłoniona w przetargu firma Bud-Mar będzie remontować",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "korzystanie z balkonów jest zabronione",
                        "korzystanie z balkonów nie jest zabronione",
                    )
                ],
                "negation",
            ),
            Slip(2, [("and 27 June 2025", "and 27 July 2025")], "date"),
        ],
    ),
    Case(
        key="pl-zawody-spinningowe-jezioro-czos-puchar",
        source="Koło PZW nr 27 „Okoń” zaprasza na spinningowe zawody wędkarskie o Puchar Burmistrza Mrągowa, które odbędą się 14 września 2025 r. na jeziorze Czos. Zbiórka uczestników o 6:00 przy przystani miejskiej, a tura zawodów potrwa od 7:00 do 13:00. Startować mogą wyłącznie osoby posiadające ważną kartę wędkarską i opłacone zezwolenie na połów na wodach PZW. Obowiązuje zasada „złów i wypuść” – ryby należy po zważeniu niezwłocznie wypuścić. Łowić wolno tylko z brzegu; używanie łodzi i echosond jest niedozwolone. Opłata startowa wynosi 50 zł, a juniorzy do 16 lat startują bezpłatnie. Zgłoszenia przyjmujemy do 7 września przez formularz na stronie pzw-okon.pl/zawody lub pod adresem zawody@pzw-okon.pl.",
        good=[
            Good(
                "preserve",
                "Zawody spinningowe o Puchar Burmistrza Mrągowa\nOrganizator: Koło PZW nr 27 „Okoń”\n\n- Termin i miejsce: 14 września 2025 r., jezioro Czos\n- Zbiórka: godz. 6:00, przystań miejska\n- Tura zawodów: 7:00–13:00\n- Kto może startować: wyłącznie osoby z ważną kartą wędkarską i opłaconym zezwoleniem na połów na wodach PZW\n- Zasady: obowiązuje „złów i wypuść” – po zważeniu rybę trzeba niezwłocznie wypuścić; łowimy tylko z brzegu, bez łodzi i echosond\n- Opłata startowa: 50 zł (juniorzy do 16 lat startują za darmo)\n- Zgłoszenia do 7 września: formularz pzw-okon.pl/zawody lub e-mail zawody@pzw-okon.pl",
            ),
            Good(
                "preserve",
                "Wędkarze, szykujcie spinningi! 14 września 2025 r. na jeziorze Czos Koło PZW nr 27 „Okoń” organizuje zawody o Puchar Burmistrza Mrągowa. Spotykamy się o 6:00 przy przystani miejskiej, a łowimy od 7:00 do 13:00. Wystartować możesz tylko wtedy, gdy masz ważną kartę wędkarską i opłacone zezwolenie na połów na wodach PZW. Łowimy wyłącznie z brzegu – łodzie i echosondy są zakazane. Obowiązuje zasada „złów i wypuść”, więc każdą rybę po zważeniu trzeba niezwłocznie wypuścić. Wpisowe wynosi 50 zł, a juniorzy do 16 lat nie płacą nic. Zgłoś się do 7 września przez formularz na pzw-okon.pl/zawody albo mailowo na adres zawody@pzw-okon.pl.",
            ),
            Good(
                "en",
                "PZW Angling Club No. 27 “Okoń” invites you to a spinning competition for the Mayor of Mrągowo Cup, to be held on 14 September 2025 on Lake Czos. Participants gather at 6:00 a.m. by the town marina, and the competition session runs from 7:00 a.m. to 1:00 p.m. Only anglers holding a valid fishing card and a paid permit to fish PZW waters may take part. Catch and release applies: fish must be released immediately after weighing. Fishing is allowed from the shore only; boats and fish finders are not permitted. The entry fee is PLN 50, and juniors up to 16 years of age compete free of charge. Entries are accepted until 7 September via the form at pzw-okon.pl/zawody or at zawody@pzw-okon.pl.",
            ),
        ],
        bad=[
            Slip(0, [("formularz pzw-okon.pl/zawody", "formularz pzw-okon.pl/zapisy")], "url"),
            Slip(
                1,
                [("łodzie i echosondy są zakazane", "łodzie i echosondy nie są zakazane")],
                "negation",
            ),
            Slip(
                2,
                [("fish must be released immediately", "fish should be released immediately")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-tablica-drewniany-kosciol-sw-mikolaja",
        source="Kościół pw. św. Mikołaja w Zarębkach – drewniana świątynia wzniesiona prawdopodobnie w końcu XV wieku, jeden z najstarszych drewnianych kościołów w regionie. Budowla ma konstrukcję zrębową, a jej wieżę o konstrukcji słupowej dobudowano w 1601 r. Wnętrze zdobią polichromie z około 1600 roku, przedstawiające m.in. sceny z życia św. Mikołaja. W ołtarzu głównym znajduje się późnogotycki tryptyk z figurą patrona. W 1924 r. kościół przeszedł gruntowny remont, a w latach 2007–2009 konserwatorzy odsłonili fragmenty pierwotnej dekoracji malarskiej. Obiekt wpisano do rejestru zabytków pod numerem A-245. Zwiedzanie jest możliwe od maja do września, od wtorku do niedzieli w godz. 10:00–16:00.",
        good=[
            Good(
                "preserve",
                "Kościół pw. św. Mikołaja w Zarębkach to jeden z najstarszych drewnianych kościołów w regionie. Zbudowano go prawdopodobnie pod koniec XV wieku w konstrukcji zrębowej; wieżę o konstrukcji słupowej dostawiono w 1601 r. Wnętrze zdobią polichromie z ok. 1600 r., ukazujące m.in. sceny z życia św. Mikołaja, a w ołtarzu głównym stoi późnogotycki tryptyk z figurą patrona. Kościół gruntownie wyremontowano w 1924 r., zaś w latach 2007–2009 konserwatorzy odsłonili fragmenty pierwotnej dekoracji malarskiej. Zabytek figuruje w rejestrze pod numerem A-245. Można go zwiedzać od maja do września, od wtorku do niedzieli, w godzinach 10:00–16:00.",
            ),
            Good(
                "preserve",
                "Zwiedzanie: maj–wrzesień, wtorek–niedziela, 10:00–16:00.\n\nDrewniany kościół pw. św. Mikołaja w Zarębkach należy do najstarszych drewnianych kościołów w regionie – powstał przypuszczalnie pod koniec XV wieku. Ma konstrukcję zrębową, natomiast wieża w konstrukcji słupowej została dobudowana w 1601 r. Polichromie we wnętrzu pochodzą z około 1600 roku i przedstawiają między innymi sceny z życia patrona, św. Mikołaja, którego figura znajduje się w późnogotyckim tryptyku w ołtarzu głównym. Świątynię gruntownie odnowiono w 1924 r. W latach 2007–2009 konserwatorzy odsłonili fragmenty pierwotnej dekoracji malarskiej. Numer w rejestrze zabytków: A-245.",
            ),
            Good(
                "en",
                "Church of St Nicholas in Zarębki – a wooden church probably built in the late 15th century, one of the oldest wooden churches in the region. The building is of log construction, and its post-frame tower was added in 1601. The interior is decorated with wall paintings from around 1600, depicting, among other things, scenes from the life of St Nicholas. The main altar holds a late-Gothic triptych with a figure of the patron saint. The church underwent a thorough renovation in 1924, and in 2007–2009 conservators uncovered fragments of the original painted decoration. It is entered in the register of monuments under number A-245. It can be visited from May to September, Tuesday to Sunday, 10 a.m. to 4 p.m.",
            ),
        ],
        bad=[
            Slip(0, [("dostawiono w 1601 r.", "dostawiono w 1610 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "Świątynię gruntownie odnowiono w 1924 r.",
                        "Świątynię gruntownie odnowiono w 1924 r. dzięki fundacji miejscowego dziedzica.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("wooden church probably built", "wooden church built")], "hedge"),
        ],
    ),
    Case(
        key="pl-dokumentacja-wtyczka-kopie-wp-cron",
        source="## Harmonogram kopii zapasowych\n\nWtyczka **KopiaWP** domyślnie tworzy kopię bazy danych raz na dobę o 3:00 i przechowuje 7 ostatnich archiwów. Starsze kopie są usuwane automatycznie.\n\nZadania uruchamiane są przez WP-Cron, który działa tylko wtedy, gdy ktoś odwiedza stronę. Na witrynach z małym ruchem zalecamy wyłączenie go i dodanie prawdziwego zadania cron:\n\n```\ndefine('DISABLE_WP_CRON', true);\n```\n\n```\n*/15 * * * * wget -q -O - https://twojastrona.pl/wp-cron.php\n```\n\nAby zmienić liczbę przechowywanych kopii, ustaw opcję `kopiawp_retention` (wartość od 1 do 30). Uwaga: kopie plików multimediów nie są tworzone w wersji darmowej.",
        good=[
            Good(
                "preserve",
                "## Harmonogram kopii zapasowych\n\nDomyślne ustawienia wtyczki **KopiaWP**:\n\n- kopia bazy danych powstaje raz na dobę, o 3:00,\n- przechowywanych jest 7 ostatnich archiwów, a starsze wtyczka usuwa automatycznie.\n\nUwaga: w wersji darmowej nie są tworzone kopie plików multimediów.\n\nKopie uruchamia WP-Cron, a ten działa wyłącznie wtedy, gdy ktoś odwiedza stronę. Jeśli Twoja witryna ma mały ruch, zalecamy wyłączenie WP-Cron:\n\n```\ndefine('DISABLE_WP_CRON', true);\n```\n\ni dodanie prawdziwego zadania cron:\n\n```\n*/15 * * * * wget -q -O - https://twojastrona.pl/wp-cron.php\n```\n\nLiczbę przechowywanych kopii zmienisz opcją `kopiawp_retention` (wartość od 1 do 30).",
            ),
            Good(
                "preserve",
                "## Harmonogram kopii zapasowych\n\nDomyślnie **KopiaWP** co dobę o 3:00 wykonuje kopię bazy danych i trzyma 7 najnowszych archiwów; starsze są kasowane automatycznie. Pamiętaj, że w wersji darmowej nie powstają kopie plików multimediów.\n\nHarmonogram obsługuje WP-Cron, który uruchamia się tylko podczas odwiedzin strony. Dlatego przy małym ruchu zalecamy go wyłączyć:\n\n```\ndefine('DISABLE_WP_CRON', true);\n```\n\ni zastąpić prawdziwym zadaniem cron:\n\n```\n*/15 * * * * wget -q -O - https://twojastrona.pl/wp-cron.php\n```\n\nLiczbę przechowywanych kopii ustawisz w opcji `kopiawp_retention` – dopuszczalne wartości to od 1 do 30.",
            ),
            Good(
                "en",
                "## Backup schedule\n\nBy default, the **KopiaWP** plugin backs up the database once a day at 3:00 a.m. and keeps the 7 most recent archives. Older backups are deleted automatically.\n\nTasks are run by WP-Cron, which only works when someone visits the site. On low-traffic sites we recommend disabling it and adding a real cron job:\n\n```\ndefine('DISABLE_WP_CRON', true);\n```\n\n```\n*/15 * * * * wget -q -O - https://twojastrona.pl/wp-cron.php\n```\n\nTo change the number of backups kept, set the `kopiawp_retention` option (a value from 1 to 30). Note: backups of media files are not created in the free version.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "przechowywanych jest 7 ostatnich archiwów",
                        "przechowywanych jest 10 ostatnich archiwów",
                    )
                ],
                "number",
            ),
            Slip(
                1,
                [
                    (
                        "```\ndefine('DISABLE_WP_CRON', true);\n```",
                        "define('DISABLE_WP_CRON', true);",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("`kopiawp_retention`", "`kopiawp_backup_retention`")], "code"),
        ],
    ),
    Case(
        key="pl-przeglad-bieznia-odciazenie-udar-chod",
        source="Trening na bieżni z częściowym odciążeniem masy ciała jest coraz częściej stosowany w rehabilitacji pacjentów po udarze mózgu. W niniejszym przeglądzie przeanalizowano 14 badań z lat 2010–2023 obejmujących łącznie 812 pacjentów w podostrej fazie udaru. Wyniki sugerują, że trening ten może poprawiać prędkość chodu średnio o 0,12 m/s w porównaniu z fizjoterapią konwencjonalną, natomiast nie wykazano jego przewagi w zakresie niezależności chodu. Podobne obserwacje przedstawili Mehrholz i wsp. w przeglądzie Cochrane (2017, CD002840). Autorzy zalecają, by trening na bieżni stanowił uzupełnienie, a nie zastępstwo ćwiczeń chodu na podłożu. Pacjenci z niestabilnym ciśnieniem tętniczym nie powinni być kwalifikowani do tej formy terapii bez konsultacji kardiologicznej.",
        good=[
            Good(
                "preserve",
                "W rehabilitacji pacjentów po udarze mózgu coraz częściej sięga się po trening na bieżni z częściowym odciążeniem masy ciała. Przegląd objął 14 badań z lat 2010–2023, w których uczestniczyło łącznie 812 pacjentów w podostrej fazie udaru. Wyniki sugerują, że w porównaniu z konwencjonalną fizjoterapią trening ten może zwiększać prędkość chodu, średnio o 0,12 m/s; nie wykazano natomiast, by przewyższał ją pod względem niezależności chodu. Podobne obserwacje opisali Mehrholz i wsp. w przeglądzie Cochrane (2017, CD002840). Zdaniem autorów trening na bieżni powinien uzupełniać, a nie zastępować ćwiczenia chodu na podłożu. Pacjentów z niestabilnym ciśnieniem tętniczym nie należy kwalifikować do tej formy terapii bez konsultacji kardiologicznej.",
            ),
            Good(
                "preserve",
                "Tło: trening na bieżni z częściowym odciążeniem masy ciała jest coraz częściej stosowany w rehabilitacji poudarowej.\nMateriał: 14 badań z lat 2010–2023, łącznie 812 pacjentów w podostrej fazie udaru mózgu.\nWyniki: dane sugerują, że w porównaniu z konwencjonalną fizjoterapią trening ten może poprawiać prędkość chodu, średnio o 0,12 m/s; nie wykazano natomiast jego przewagi w zakresie niezależności chodu. Obserwacje te są zbieżne z przeglądem Cochrane autorstwa Mehrholza i wsp. (2017, CD002840).\nZalecenia autorów: trening na bieżni powinien stanowić uzupełnienie, a nie zastępstwo ćwiczeń chodu na podłożu. Pacjenci z niestabilnym ciśnieniem tętniczym nie powinni być kwalifikowani do tej terapii bez konsultacji kardiologicznej.",
            ),
            Good(
                "en",
                "Treadmill training with partial body-weight support is increasingly used in the rehabilitation of stroke patients. This review analysed 14 studies from 2010–2023 involving a total of 812 patients in the subacute phase of stroke. The results suggest that this training may improve walking speed by a mean of 0.12 m/s compared with conventional physiotherapy, whereas no advantage was shown for walking independence. Similar observations were reported by Mehrholz et al. in a Cochrane review (2017, CD002840). The authors recommend that treadmill training should supplement, not replace, overground walking practice. Patients with unstable blood pressure should not be qualified for this form of therapy without a cardiology consultation.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("trening na bieżni powinien uzupełniać", "trening na bieżni może uzupełniać")],
                "modality",
            ),
            Slip(
                1,
                [("Mehrholza i wsp. (2017, CD002840)", "Mehrholza i wsp. (2014, CD002840)")],
                "citation",
            ),
            Slip(
                2,
                [
                    (
                        "The results suggest that this training may improve walking speed",
                        "The results show that this training improves walking speed",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-klauzula-rodo-newsletter-kwiaciarnia",
        source="Administratorem Twoich danych osobowych jest Kwiaciarnia Storczyk sp. z o.o. z siedzibą w Poznaniu, ul. Garbary 48. Dane przetwarzamy wyłącznie w celu wysyłki newslettera, na podstawie Twojej zgody (art. 6 ust. 1 lit. a RODO). Podanie danych jest dobrowolne, ale bez adresu e-mail nie możemy wysyłać newslettera. Dane będą przechowywane do czasu wycofania zgody, nie dłużej jednak niż 3 lata od ostatniego otwarcia wiadomości. Nie przekazujemy ich poza Europejski Obszar Gospodarczy i nie profilujemy odbiorców. Zgodę możesz wycofać w każdej chwili, klikając link w stopce wiadomości lub pisząc na iod@storczyk-kwiaty.pl. Masz też prawo wnieść skargę do Prezesa Urzędu Ochrony Danych Osobowych.",
        good=[
            Good(
                "preserve",
                "Kto przetwarza Twoje dane? Kwiaciarnia Storczyk sp. z o.o. z siedzibą w Poznaniu, ul. Garbary 48.\nW jakim celu? Wyłącznie po to, by wysyłać Ci newsletter – na podstawie Twojej zgody (art. 6 ust. 1 lit. a RODO).\nCzy musisz podać dane? Nie, to dobrowolne, ale bez adresu e-mail nie możemy wysyłać Ci newslettera.\nJak długo je przechowujemy? Do wycofania zgody, ale nie dłużej niż 3 lata od ostatniego otwarcia wiadomości.\nCzy dane trafiają dalej? Nie przekazujemy ich poza Europejski Obszar Gospodarczy i nie profilujemy odbiorców.\nJak wycofać zgodę? W dowolnym momencie – klikając link w stopce wiadomości albo pisząc na iod@storczyk-kwiaty.pl. Masz także prawo złożyć skargę do Prezesa Urzędu Ochrony Danych Osobowych.",
            ),
            Good(
                "preserve",
                "Administratorem danych osobowych jest Kwiaciarnia Storczyk sp. z o.o. z siedzibą w Poznaniu (ul. Garbary 48). Dane są przetwarzane wyłącznie w celu wysyłki newslettera, na podstawie zgody osoby, której dotyczą (art. 6 ust. 1 lit. a RODO). Podanie danych jest dobrowolne, jednak bez adresu e-mail wysyłka newslettera nie jest możliwa. Dane przechowuje się do momentu wycofania zgody, nie dłużej jednak niż przez 3 lata od ostatniego otwarcia wiadomości. Dane nie są przekazywane poza Europejski Obszar Gospodarczy, a odbiorcy nie są profilowani. Zgodę można wycofać w każdej chwili za pomocą linku w stopce wiadomości lub pisząc na adres iod@storczyk-kwiaty.pl. Przysługuje również prawo wniesienia skargi do Prezesa Urzędu Ochrony Danych Osobowych.",
            ),
            Good(
                "en",
                "The controller of your personal data is Kwiaciarnia Storczyk sp. z o.o., based in Poznań, ul. Garbary 48. We process your data solely to send you our newsletter, on the basis of your consent (Article 6(1)(a) GDPR). Providing your data is voluntary, but without an e-mail address we cannot send you the newsletter. Your data will be kept until you withdraw your consent, but no longer than 3 years from the last time you opened one of our messages. We do not transfer it outside the European Economic Area, and we do not profile recipients. You can withdraw your consent at any time by clicking the link in the footer of a message or by writing to iod@storczyk-kwiaty.pl. You also have the right to lodge a complaint with the President of the Personal Data Protection Office.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(art. 6 ust. 1 lit. a RODO)", "(art. 6 ust. 1 lit. f RODO)")],
                "legal_reference",
            ),
            Slip(1, [("iod@storczyk-kwiaty.pl", "iod@storczyk.pl")], "url"),
            Slip(
                2,
                [("and we do not profile recipients", "and we also profile recipients")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-przerwa-dostawy-wody-kutno-zasuwa",
        source="Wodociągi Miejskie w Kutnie informują, że w czwartek 9 października 2025 r. w godzinach od 8:00 do około 15:00 nastąpi przerwa w dostawie wody dla budynków przy ulicach Jesionowej, Klonowej i Grabowej. Przyczyną jest wymiana zasuwy na magistrali wodociągowej. Na czas prac przy skrzyżowaniu ul. Klonowej i Grabowej zostanie podstawiony beczkowóz z wodą pitną. Po przywróceniu dostaw woda może być przez pewien czas mętna – zalecamy spuszczenie jej z kranu przez kilka minut przed użyciem. Mieszkańcy powinni wcześniej zgromadzić zapas wody na potrzeby sanitarne. Za utrudnienia przepraszamy. Informacje o awariach: tel. 994 (całodobowo).",
        good=[
            Good(
                "preserve",
                "Uwaga, mieszkańcy ulic Jesionowej, Klonowej i Grabowej! W czwartek 9 października 2025 r. od 8:00 do około 15:00 w Waszych budynkach nie będzie wody – Wodociągi Miejskie w Kutnie wymieniają zasuwę na magistrali wodociągowej. Powinniście wcześniej przygotować zapas wody na potrzeby sanitarne. Wodę pitną zapewni w tym czasie beczkowóz podstawiony przy skrzyżowaniu Klonowej i Grabowej. Gdy dostawy wrócą, woda może przez jakiś czas być mętna, dlatego zalecamy, by przed użyciem spuścić ją z kranu przez kilka minut. Przepraszamy za utrudnienia. Informacje o awariach uzyskacie całodobowo pod numerem 994.",
            ),
            Good(
                "preserve",
                "Komunikat Wodociągów Miejskich w Kutnie\n\nPlanowana przerwa w dostawie wody:\n- termin: czwartek, 9 października 2025 r., godz. 8:00 – ok. 15:00,\n- obszar: budynki przy ul. Jesionowej, Klonowej i Grabowej,\n- przyczyna: wymiana zasuwy na magistrali wodociągowej.\n\nNa czas prac przy skrzyżowaniu ul. Klonowej i Grabowej zostanie podstawiony beczkowóz z wodą pitną. Mieszkańcy powinni z wyprzedzeniem zgromadzić zapas wody na potrzeby sanitarne. Po wznowieniu dostaw woda może przez pewien czas być mętna; zalecamy, aby przed użyciem spuścić ją z kranu przez kilka minut. Przepraszamy za utrudnienia. Informacje o awariach: tel. 994, całą dobę.",
            ),
            Good(
                "en",
                "Kutno Municipal Waterworks announces that on Thursday, 9 October 2025, from 8:00 a.m. until about 3:00 p.m., the water supply will be interrupted for buildings on Jesionowa, Klonowa and Grabowa Streets. The reason is the replacement of a gate valve on the water main. During the work, a water tanker with drinking water will be stationed at the junction of Klonowa and Grabowa Streets. Once the supply is restored, the water may be cloudy for a while – we recommend running the tap for a few minutes before use. Residents should store a supply of water for sanitary purposes in advance. We apologise for the inconvenience. Information about failures: tel. 994 (24/7).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Powinniście wcześniej przygotować", "Musicie wcześniej przygotować")],
                "modality",
            ),
            Slip(1, [("godz. 8:00 – ok. 15:00", "godz. 8:00 – ok. 18:00")], "date"),
            Slip(
                2,
                [
                    (
                        "a gate valve on the water main.",
                        "a gate valve on the water main, which failed last week.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-lista-zmian-aplikacja-bankowa-blik",
        source="### Wersja 4.2.0 (18 lutego 2025)\n\n**Nowości**\n- Logowanie odciskiem palca na wszystkich urządzeniach z Androidem 10 i nowszym.\n- Limit przelewów BLIK zwiększony do 10 000 zł dziennie.\n- Eksport historii transakcji do pliku CSV.\n\n**Poprawki**\n- Naprawiono błąd, przez który powiadomienia push przychodziły z opóźnieniem do 15 minut.\n- Aplikacja nie wylogowuje już użytkownika przy zmianie orientacji ekranu.\n\n**Ważne**\nOd wersji 4.2.0 aplikacja nie obsługuje systemu Android 8. Jeśli korzystasz ze starszego telefonu, możesz nadal logować się do bankowości przez przeglądarkę. Aktualizacja jest bezpłatna i zajmuje około 45 MB.",
        good=[
            Good(
                "preserve",
                "### Wersja 4.2.0 (18 lutego 2025)\n\n**Nowości**\n- Na wszystkich urządzeniach z Androidem 10 lub nowszym zalogujesz się odciskiem palca.\n- Zwiększyliśmy dzienny limit przelewów BLIK do 10 000 zł.\n- Historię transakcji możesz wyeksportować do pliku CSV.\n\n**Poprawki**\n- Naprawiliśmy błąd, przez który powiadomienia push docierały nawet 15 minut później.\n- Zmiana orientacji ekranu nie powoduje już wylogowania.\n\n**Ważne**\nOd wersji 4.2.0 aplikacja przestaje obsługiwać Androida 8. Masz starszy telefon? Nadal możesz logować się do bankowości przez przeglądarkę. Aktualizacja jest bezpłatna i ma około 45 MB.",
            ),
            Good(
                "preserve",
                "### Wersja 4.2.0 (18 lutego 2025)\n\n**Nowości**\n- Dodano logowanie odciskiem palca na wszystkich urządzeniach z systemem Android 10 lub nowszym.\n- Podniesiono dzienny limit przelewów BLIK do 10 000 zł.\n- Udostępniono eksport historii transakcji do pliku CSV.\n\n**Poprawki**\n- Usunięto błąd powodujący opóźnienia powiadomień push sięgające 15 minut.\n- Obrót ekranu nie skutkuje już wylogowaniem użytkownika.\n\n**Ważne**\nPocząwszy od wersji 4.2.0, system Android 8 nie jest obsługiwany. Użytkownicy starszych telefonów mogą nadal logować się do bankowości przez przeglądarkę. Aktualizacja jest bezpłatna, a jej rozmiar to około 45 MB.",
            ),
            Good(
                "en",
                "### Version 4.2.0 (18 February 2025)\n\n**What's new**\n- Fingerprint login on all devices running Android 10 or later.\n- BLIK transfer limit raised to PLN 10,000 per day.\n- Export of transaction history to a CSV file.\n\n**Fixes**\n- Fixed a bug that caused push notifications to arrive up to 15 minutes late.\n- The app no longer logs the user out when the screen orientation changes.\n\n**Important**\nAs of version 4.2.0, the app no longer supports Android 8. If you use an older phone, you can still log in to online banking through your browser. The update is free and takes up about 45 MB.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Nadal możesz logować się do bankowości przez przeglądarkę.",
                        "Nie możesz już logować się do bankowości przez przeglądarkę.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("nowszym.\n- Podniesiono", "nowszym. Podniesiono")], "markdown"),
            Slip(2, [("PLN 10,000 per day", "PLN 1,000 per day")], "number"),
        ],
    ),
    Case(
        key="pl-regulamin-konkursu-fotograficznego-moja-wisla",
        source="Regulamin konkursu fotograficznego „Moja Wisła” – fragment. Organizatorem konkursu jest Miejski Ośrodek Kultury w Płocku. Każdy uczestnik może zgłosić maksymalnie 3 fotografie w formacie JPG, o dłuższym boku co najmniej 3000 pikseli. Zdjęcia muszą być wykonane osobiście przez uczestnika i nie mogą być wcześniej nagradzane w innych konkursach. Prace należy przesłać do 31 sierpnia 2025 r. Osoby niepełnoletnie mogą wziąć udział wyłącznie za pisemną zgodą rodzica lub opiekuna prawnego. Konkurs jest przyrzeczeniem publicznym w rozumieniu art. 921 Kodeksu cywilnego. Nagrody o wartości przekraczającej 2000 zł podlegają zryczałtowanemu podatkowi zgodnie z art. 30 ust. 1 pkt 2 ustawy o podatku dochodowym od osób fizycznych. Laureaci zostaną powiadomieni e-mailem.",
        good=[
            Good(
                "preserve",
                "Konkurs fotograficzny „Moja Wisła” – najważniejsze zasady (fragment regulaminu)\n\nOrganizator: Miejski Ośrodek Kultury w Płocku. Konkurs stanowi przyrzeczenie publiczne w rozumieniu art. 921 Kodeksu cywilnego.\n\n1. Jeden uczestnik może zgłosić najwyżej 3 zdjęcia w formacie JPG; dłuższy bok – minimum 3000 pikseli.\n2. Fotografie muszą być wykonane osobiście przez uczestnika i nie mogą być wcześniej nagradzane w innych konkursach.\n3. Termin nadsyłania prac: 31 sierpnia 2025 r.\n4. Osoby niepełnoletnie mogą wziąć udział wyłącznie za pisemną zgodą rodzica lub opiekuna prawnego.\n5. Nagrody o wartości powyżej 2000 zł podlegają zryczałtowanemu podatkowi na podstawie art. 30 ust. 1 pkt 2 ustawy o podatku dochodowym od osób fizycznych.\n6. Laureatów powiadomimy e-mailem.",
            ),
            Good(
                "preserve",
                "Oto fragment regulaminu konkursu fotograficznego „Moja Wisła”, organizowanego przez Miejski Ośrodek Kultury w Płocku. Możesz zgłosić maksymalnie 3 fotografie w formacie JPG, a dłuższy bok każdej z nich musi mieć co najmniej 3000 pikseli. Zdjęcia muszą być zrobione osobiście przez Ciebie i nie mogą być wcześniej nagradzane w innych konkursach. Prace trzeba przesłać do 31 sierpnia 2025 r. Jeśli jesteś osobą niepełnoletnią, możesz wziąć udział wyłącznie za pisemną zgodą rodzica lub opiekuna prawnego. Konkurs jest przyrzeczeniem publicznym w rozumieniu art. 921 Kodeksu cywilnego. Od nagród o wartości przekraczającej 2000 zł pobierany jest zryczałtowany podatek zgodnie z art. 30 ust. 1 pkt 2 ustawy o podatku dochodowym od osób fizycznych. Laureaci otrzymają powiadomienie e-mailem.",
            ),
            Good(
                "en",
                "Rules of the “Moja Wisła” (My Vistula) photo competition – excerpt. The competition is organised by the Municipal Cultural Centre in Płock. Each participant may submit up to 3 photographs in JPG format, with the longer side at least 3000 pixels. The photos must have been taken by the participants themselves and must not have previously won awards in other competitions. Entries must be submitted by 31 August 2025. Minors may take part only with the written consent of a parent or legal guardian. The competition is a public promise within the meaning of Article 921 of the Civil Code. Prizes worth more than PLN 2,000 are subject to flat-rate tax under Article 30(1)(2) of the Personal Income Tax Act. Winners will be notified by e-mail.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("2. Fotografie muszą być wykonane", "2. Fotografie powinny być wykonane")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Laureaci otrzymają powiadomienie e-mailem.",
                        "Laureaci otrzymają powiadomienie e-mailem, a nagrodzone prace zostaną pokazane na wystawie w płockim ratuszu.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("Article 30(1)(2)", "Article 30(1)(5)")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-artykul-kofeina-sen-polokres-badanie",
        source="Czy popołudniowa kawa psuje sen? Według badania Drake’a i wsp. opublikowanego w 2013 r. w „Journal of Clinical Sleep Medicine” 400 mg kofeiny przyjęte nawet 6 godzin przed snem skracało całkowity czas snu średnio o ponad godzinę. Co ciekawe, uczestnicy często nie zauważali tego pogorszenia. Szacuje się, że okres półtrwania kofeiny u zdrowych dorosłych wynosi około 5 godzin, choć u kobiet stosujących antykoncepcję hormonalną może być nawet dwukrotnie dłuższy. Badanie objęło jednak tylko 12 osób, więc jego wyników nie należy uogólniać na całą populację. Jeśli masz problemy z zasypianiem, rozważ ograniczenie kawy po godzinie 14:00.",
        good=[
            Good(
                "preserve",
                "Kawa po południu a sen – co mówią badania? Jak wynika z badania Drake’a i wsp. (2013, „Journal of Clinical Sleep Medicine”), 400 mg kofeiny, nawet jeśli przyjęto je 6 godzin przed snem, skracało całkowity czas snu średnio o ponad godzinę – a badani często nawet tego nie zauważali. W badaniu wzięło jednak udział tylko 12 osób, dlatego jego wyników nie należy uogólniać na całą populację. Okres półtrwania kofeiny u zdrowych dorosłych szacuje się na około 5 godzin; u kobiet stosujących antykoncepcję hormonalną może być nawet dwa razy dłuższy. Masz kłopot z zasypianiem? Rozważ ograniczenie kawy po 14:00.",
            ),
            Good(
                "preserve",
                "Wpływ popołudniowej kawy na sen był przedmiotem badania Drake’a i współpracowników, opublikowanego w 2013 r. w „Journal of Clinical Sleep Medicine”. Przyjęcie 400 mg kofeiny nawet na 6 godzin przed snem skracało całkowity czas snu przeciętnie o ponad godzinę, przy czym uczestnicy często nie dostrzegali tego pogorszenia. Ze względu na niewielką liczebność próby (12 osób) wyników nie należy uogólniać na całą populację. Szacuje się, że okres półtrwania kofeiny u zdrowych dorosłych wynosi około 5 godzin, a u kobiet przyjmujących hormonalne środki antykoncepcyjne może on być nawet dwukrotnie dłuższy. Jeżeli masz trudności z zasypianiem, rozważ ograniczenie kawy po godzinie 14:00.",
            ),
            Good(
                "en",
                "Does afternoon coffee ruin your sleep? According to a study by Drake et al. published in 2013 in the Journal of Clinical Sleep Medicine, 400 mg of caffeine taken even 6 hours before bedtime reduced total sleep time by more than an hour on average. Interestingly, participants often did not notice this deterioration. The half-life of caffeine in healthy adults is estimated at about 5 hours, although in women using hormonal contraception it may be up to twice as long. However, the study involved only 12 people, so its results should not be generalised to the whole population. If you have trouble falling asleep, consider cutting back on coffee after 2 p.m.",
            ),
        ],
        bad=[
            Slip(0, [("400 mg kofeiny", "200 mg kofeiny")], "number"),
            Slip(
                1,
                [("w „Journal of Clinical Sleep Medicine”", "w „Sleep Medicine Reviews”")],
                "citation",
            ),
            Slip(2, [("is estimated at about 5 hours", "is 5 hours")], "hedge"),
        ],
    ),
    Case(
        key="pl-kurs-pierwszej-pomocy-lublin-zapisy",
        source="Zapraszamy na dwudniowy kurs pierwszej pomocy dla pracowników i wolontariuszy, który odbędzie się 22–23 listopada 2025 r. w sali konferencyjnej Centrum Wolontariatu w Lublinie przy ul. Narutowicza 35. Zajęcia trwają w sumie 16 godzin, z czego około połowę stanowią ćwiczenia na fantomach. Kurs prowadzą ratownicy medyczni z wieloletnim doświadczeniem. Koszt udziału to 320 zł od osoby; dla wolontariuszy Centrum przewidziano 50% zniżki. Liczba miejsc jest ograniczona do 18. Po zaliczeniu testu końcowego uczestnicy otrzymają zaświadczenie ważne przez 3 lata. Zapisy przyjmujemy telefonicznie pod numerem 81 532 44 90 do 14 listopada. Prosimy o wygodny strój.",
        good=[
            Good(
                "preserve",
                "Kurs pierwszej pomocy – Centrum Wolontariatu w Lublinie\n\n- Dla kogo: pracownicy i wolontariusze\n- Kiedy: 22–23 listopada 2025 r. (dwa dni, łącznie 16 godzin zajęć, z czego mniej więcej połowa to ćwiczenia na fantomach)\n- Gdzie: sala konferencyjna Centrum, ul. Narutowicza 35\n- Prowadzący: ratownicy medyczni z wieloletnim doświadczeniem\n- Cena: 320 zł od osoby; wolontariusze Centrum mają 50% zniżki\n- Miejsca: maksymalnie 18\n- Zaświadczenie: po zaliczeniu testu końcowego, ważne przez 3 lata\n- Zapisy: telefonicznie pod numerem 81 532 44 90, do 14 listopada\n\nProsimy o przyjście w wygodnym stroju.",
            ),
            Good(
                "preserve",
                "Chcesz wiedzieć, jak pomóc w nagłym wypadku? Centrum Wolontariatu w Lublinie (ul. Narutowicza 35) zaprasza pracowników i wolontariuszy na dwudniowy kurs pierwszej pomocy, który odbędzie się 22–23 listopada 2025 r. w sali konferencyjnej. Zajęcia poprowadzą ratownicy medyczni z wieloletnim doświadczeniem; potrwają łącznie 16 godzin, a około połowy tego czasu zajmą ćwiczenia na fantomach. Udział kosztuje 320 zł od osoby, przy czym wolontariusze Centrum otrzymują 50% zniżki. Mamy tylko 18 miejsc – zapisz się telefonicznie pod numerem 81 532 44 90 do 14 listopada. Po zaliczeniu testu końcowego dostaniesz zaświadczenie ważne przez 3 lata. Prosimy o wygodny strój.",
            ),
            Good(
                "en",
                "We invite employees and volunteers to a two-day first aid course on 22–23 November 2025 in the conference room of the Volunteer Centre in Lublin, ul. Narutowicza 35. The classes last 16 hours in total, about half of which is hands-on practice on training manikins. The course is taught by paramedics with many years of experience. The fee is PLN 320 per person, with a 50% discount for the Centre's volunteers. Places are limited to 18. After passing the final test, participants will receive a certificate valid for 3 years. To sign up, call 81 532 44 90 by 14 November. Please wear comfortable clothing.",
            ),
        ],
        bad=[
            Slip(0, [("Miejsca: maksymalnie 18", "Miejsca: maksymalnie 28")], "number"),
            Slip(
                1,
                [
                    (
                        "Udział kosztuje 320 zł od osoby,",
                        "Udział kosztuje 320 zł od osoby (w cenie obiad w oba dni),",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "The course is taught by paramedics with many years of experience. The fee is PLN 320 per person, with a 50% discount for the Centre's volunteers.",
                        "Kurs prowadzą ratownicy medyczni z wieloletnim doświadczeniem. Koszt udziału to 320 zł od osoby; dla wolontariuszy Centrum przewidziano 50% zniżki.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-ostrzezenie-imgw-burze-grad-tatry",
        source="Instytut Meteorologii i Gospodarki Wodnej wydał ostrzeżenie drugiego stopnia przed burzami z gradem dla powiatów tatrzańskiego, nowotarskiego i limanowskiego. Ostrzeżenie obowiązuje od godz. 13:00 w sobotę 26 lipca do godz. 2:00 w niedzielę 27 lipca. Prognozuje się opady deszczu od 25 mm do 40 mm oraz porywy wiatru do 90 km/h. Lokalnie możliwy jest grad o średnicy do 3 cm. Prawdopodobieństwo wystąpienia zjawiska szacuje się na 80%. Synoptycy radzą, aby nie wychodzić w góry po południu i nie chronić się pod pojedynczymi drzewami. Turyści przebywający na szlakach powinni jak najszybciej zejść do schronisk lub dolin.",
        good=[
            Good(
                "preserve",
                "Ostrzeżenie 2. stopnia: burze z gradem (Instytut Meteorologii i Gospodarki Wodnej)\n\n- Obszar: powiaty tatrzański, nowotarski i limanowski\n- Ważność: od soboty 26 lipca, godz. 13:00, do niedzieli 27 lipca, godz. 2:00\n- Prognoza: opady deszczu 25–40 mm, porywy wiatru do 90 km/h, lokalnie możliwy grad o średnicy do 3 cm\n- Prawdopodobieństwo wystąpienia zjawiska: szacowane na 80%\n\nSynoptycy radzą, by po południu nie wychodzić w góry i nie chronić się pod pojedynczymi drzewami. Turyści, którzy są na szlakach, powinni jak najszybciej zejść do schronisk lub dolin.",
            ),
            Good(
                "preserve",
                "Uwaga, burze z gradem! Instytut Meteorologii i Gospodarki Wodnej ogłosił ostrzeżenie drugiego stopnia dla powiatów tatrzańskiego, nowotarskiego i limanowskiego. Obowiązuje ono od soboty 26 lipca od 13:00 do niedzieli 27 lipca do 2:00 w nocy. Prognozowane są opady od 25 do 40 mm deszczu i porywy wiatru sięgające 90 km/h, a miejscami może spaść grad o średnicy do 3 cm. Prawdopodobieństwo wystąpienia burz szacuje się na 80%. Synoptycy radzą, żeby po południu nie wybierać się w góry i nie szukać schronienia pod pojedynczymi drzewami. Jeśli jesteś już na szlaku, powinieneś jak najszybciej zejść do schroniska lub doliny.",
            ),
            Good(
                "en",
                "The Institute of Meteorology and Water Management has issued a second-degree warning of thunderstorms with hail for the Tatra, Nowy Targ and Limanowa districts. The warning is in effect from 1:00 p.m. on Saturday 26 July until 2:00 a.m. on Sunday 27 July. Rainfall of 25 to 40 mm and wind gusts of up to 90 km/h are forecast. Hail up to 3 cm in diameter is possible locally. The probability of the phenomenon is estimated at 80%. Forecasters advise against going into the mountains in the afternoon and against sheltering under solitary trees. Tourists on the trails should descend to mountain huts or valleys as quickly as possible.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "i nie chronić się pod pojedynczymi drzewami",
                        "i chronić się pod pojedynczymi drzewami",
                    )
                ],
                "negation",
            ),
            Slip(1, [("a miejscami może spaść grad", "a miejscami spadnie grad")], "hedge"),
            Slip(2, [("until 2:00 a.m. on Sunday", "until 2:00 p.m. on Sunday")], "date"),
        ],
    ),
    Case(
        key="pl-zawieszenie-karnetu-silownia-fitpunkt",
        source="Zawieszenie karnetu w klubach FitPunkt – zasady. Karnet miesięczny możesz zawiesić maksymalnie na 30 dni w roku kalendarzowym, a karnet roczny – na 60 dni. Wniosek należy złożyć najpóźniej 3 dni przed planowaną datą zawieszenia, w recepcji klubu lub przez panel klienta na stronie fitpunkt.pl/konto. W przypadku choroby trwającej dłużej niż 14 dni możesz wydłużyć zawieszenie po przedstawieniu zwolnienia lekarskiego. W okresie zawieszenia opłaty nie są pobierane, ale nie możesz korzystać z zajęć grupowych ani siłowni. Zawieszenie nie przedłuża automatycznie okresu promocyjnej ceny. Pytania dotyczące płatności kieruj na adres platnosci@fitpunkt.pl.",
        good=[
            Good(
                "preserve",
                "Jak zawiesić karnet w klubach FitPunkt?\n\n- Karnet miesięczny: maksymalnie 30 dni w roku kalendarzowym.\n- Karnet roczny: maksymalnie 60 dni.\n- Wniosek: trzeba go złożyć najpóźniej 3 dni przed planowaną datą zawieszenia – w recepcji klubu albo w panelu klienta na fitpunkt.pl/konto.\n- Choroba trwająca dłużej niż 14 dni: po przedstawieniu zwolnienia lekarskiego możesz wydłużyć zawieszenie.\n- W czasie zawieszenia nie pobieramy opłat, ale nie możesz też korzystać z zajęć grupowych ani z siłowni.\n- Zawieszenie nie przedłuża automatycznie okresu obowiązywania ceny promocyjnej.\n\nPytania o płatności: platnosci@fitpunkt.pl.",
            ),
            Good(
                "preserve",
                "Zasady zawieszania karnetów w klubach FitPunkt: karnet miesięczny może zostać zawieszony maksymalnie na 30 dni w roku kalendarzowym, natomiast karnet roczny – na 60 dni. Wniosek o zawieszenie należy złożyć co najmniej 3 dni przed planowaną datą zawieszenia, w recepcji klubu lub za pośrednictwem panelu klienta (fitpunkt.pl/konto). Jeżeli choroba klienta trwa dłużej niż 14 dni, zawieszenie może zostać wydłużone po przedstawieniu zwolnienia lekarskiego. W okresie zawieszenia opłaty nie są pobierane, jednak klient nie może korzystać z zajęć grupowych ani z siłowni. Zawieszenie nie powoduje automatycznego przedłużenia okresu promocyjnej ceny. Pytania dotyczące płatności prosimy kierować na adres platnosci@fitpunkt.pl.",
            ),
            Good(
                "en",
                "Suspending your FitPunkt membership – the rules. You can suspend a monthly pass for up to 30 days per calendar year, and an annual pass for up to 60 days. You must submit your request no later than 3 days before the planned suspension date, at the club reception or via the customer panel at fitpunkt.pl/konto. If you are ill for more than 14 days, you can extend the suspension by presenting a doctor's note. No fees are charged during the suspension, but you cannot use group classes or the gym. Suspension does not automatically extend the promotional price period. Please send any payment questions to platnosci@fitpunkt.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Pytania o płatności: platnosci@fitpunkt.pl.",
                        "Pytania o płatności: platnosci@fitpunkt.pl (odpowiadamy w ciągu 24 godzin).",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("(fitpunkt.pl/konto)", "(fitpunkt.pl/panel)")], "url"),
            Slip(
                2, [("You must submit your request", "You should submit your request")], "modality"
            ),
        ],
    ),
]
