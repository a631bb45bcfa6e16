# ruff: noqa: E501, RUF001
"""Blind set 20: Polish source passages with their faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="pl-kwalifikacja-wojskowa",
        source=(
            "Wójt Gminy Stare Pole informuje, że kwalifikacja wojskowa mężczyzn urodzonych w 2006 r. odbędzie się od 10 do 14 marca 2025 r. "
            "w Gminnym Ośrodku Kultury przy ul. Kościuszki 8, w godz. 8:30–14:00. Obowiązek stawiennictwa wynika z ustawy z dnia 11 marca 2022 r. "
            "o obronie Ojczyzny. Wezwany musi zabrać dowód osobisty, jedną aktualną fotografię o wymiarach 3 × 4 cm oraz dokument potwierdzający "
            "wykształcenie. Osoby leczące się przewlekle powinny przynieść dokumentację medyczną z ostatnich 12 miesięcy. Badanie lekarskie trwa "
            "zwykle około dwóch godzin. Kto nie może stawić się w wyznaczonym dniu, powinien niezwłocznie zawiadomić urząd pod nr 55 276 41 19. "
            "Nieusprawiedliwione niestawiennictwo może skutkować grzywną."
        ),
        good=[
            Good(
                "preserve",
                "Wójt Gminy Stare Pole przypomina: mężczyźni urodzeni w 2006 roku mają obowiązek stawić się na kwalifikację wojskową. "
                "Potrwa ona od 10 do 14 marca 2025 r., w godzinach 8:30–14:00, w Gminnym Ośrodku Kultury na ul. Kościuszki 8. Obowiązek ten "
                "nakłada ustawa z dnia 11 marca 2022 r. o obronie Ojczyzny. Zabierz ze sobą dowód osobisty, jedno aktualne zdjęcie 3 × 4 cm "
                "i dokument potwierdzający wykształcenie. Jeśli leczysz się przewlekle, powinieneś wziąć też dokumentację medyczną z ostatnich "
                "dwunastu miesięcy. Badanie u lekarza trwa zwykle mniej więcej dwie godziny. Nie dasz rady przyjść w wyznaczonym dniu? "
                "Jak najszybciej daj znać urzędowi pod numerem 55 276 41 19. Jeśli nie przyjdziesz bez usprawiedliwienia, możesz dostać grzywnę.",
            ),
            Good(
                "preserve",
                "Komunikat Wójta Gminy Stare Pole\n\n"
                "Kwalifikacja wojskowa mężczyzn z rocznika 2006 zostanie przeprowadzona w dniach 10–14 marca 2025 r. (godz. 8:30–14:00) "
                "w siedzibie Gminnego Ośrodka Kultury, ul. Kościuszki 8. Podstawę prawną stanowi ustawa z dnia 11 marca 2022 r. o obronie Ojczyzny.\n\n"
                "Wezwani są zobowiązani przedłożyć:\n"
                "- dowód osobisty,\n"
                "- jedną aktualną fotografię (3 × 4 cm),\n"
                "- dokument potwierdzający wykształcenie.\n\n"
                "Osobom leczącym się przewlekle zaleca się dostarczenie dokumentacji medycznej z ostatnich 12 miesięcy. Badanie lekarskie "
                "zajmuje zazwyczaj ok. 2 godzin. Osoba, która nie może stawić się w wyznaczonym terminie, powinna bezzwłocznie powiadomić urząd "
                "(tel. 55 276 41 19). Niestawiennictwo bez usprawiedliwienia może zostać ukarane grzywną.",
            ),
            Good(
                "en",
                "The Head of Stare Pole Municipality announces that military qualification for men born in 2006 will take place from 10 to "
                "14 March 2025, between 8:30 a.m. and 2 p.m., at the Municipal Cultural Centre, ul. Kościuszki 8. Attendance is compulsory under "
                "the Homeland Defence Act of 11 March 2022. You must bring your ID card, one recent 3 × 4 cm photograph and a document confirming "
                "your education. If you are being treated for a chronic condition, you should also bring your medical records from the past "
                "12 months. The medical examination usually takes about two hours. If you cannot attend on your assigned day, you should notify "
                "the office without delay on 55 276 41 19. Failing to attend without a valid excuse may result in a fine.",
            ),
        ],
        bad=[
            Slip(0, [("od 10 do 14 marca 2025 r.", "od 10 do 14 maja 2025 r.")], "date"),
            Slip(
                2,
                [("You must bring your ID card", "It is a good idea to bring your ID card")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Badanie lekarskie zajmuje zazwyczaj ok. 2 godzin.",
                        "Badanie lekarskie zajmuje zazwyczaj ok. 2 godzin i przeprowadza je komisja lekarska z Wojskowego Centrum Rekrutacji w Słupsku.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-e-papierosy",
        source=(
            "Celem badania była ocena częstości używania e-papierosów wśród uczniów szkół ponadpodstawowych w województwie lubelskim. "
            "W 2023 r. anonimową ankietę wypełniło 2 418 uczniów w wieku 15–19 lat z 31 szkół. Co najmniej raz w ostatnich 30 dniach "
            "e-papierosa używało 23,6% badanych, przy czym odsetek ten był wyższy w technikach niż w liceach. Ponad połowa użytkowników "
            "deklarowała zakup produktu w sklepie stacjonarnym, mimo ustawowego zakazu sprzedaży osobom niepełnoletnim. Wyniki są zbliżone "
            "do danych ogólnopolskich (Zielińska i Mazur, 2021), choć nie można wykluczyć zaniżenia deklaracji. Uzyskane dane wskazują, że "
            "działania profilaktyczne prawdopodobnie powinny obejmować już uczniów klas pierwszych."
        ),
        good=[
            Good(
                "preserve",
                "Badacze chcieli sprawdzić, jak często uczniowie szkół ponadpodstawowych z województwa lubelskiego używają e-papierosów. "
                "W 2023 roku anonimową ankietę wypełniło 2 418 uczniów z 31 szkół, w wieku od 15 do 19 lat. W ciągu ostatnich 30 dni "
                "przynajmniej raz sięgnęło po e-papierosa 23,6% z nich; w technikach ten odsetek był wyższy niż w liceach. Ponad połowa "
                "użytkowników przyznała, że kupiła e-papierosa w zwykłym sklepie, choć ustawa zabrania sprzedawania ich niepełnoletnim. "
                "Wyniki przypominają dane z całej Polski (Zielińska i Mazur, 2021). Możliwe jednak, że część uczniów zaniżyła swoje odpowiedzi. "
                "Z wyników wynika, że profilaktyka prawdopodobnie powinna obejmować już uczniów pierwszych klas.",
            ),
            Good(
                "preserve",
                "Przeprowadzone badanie miało na celu oszacowanie rozpowszechnienia używania e-papierosów przez młodzież szkół "
                "ponadpodstawowych województwa lubelskiego. Anonimowe badanie ankietowe zrealizowano w 2023 r. w 31 szkołach; objęło ono "
                "2 418 uczniów w wieku 15–19 lat. Używanie e-papierosa co najmniej raz w okresie ostatnich 30 dni zadeklarowało 23,6% "
                "respondentów, częściej uczniowie techników niż liceów. Mimo ustawowego zakazu sprzedaży niepełnoletnim ponad 50% użytkowników "
                "wskazało sklep stacjonarny jako miejsce zakupu. Otrzymane wartości są porównywalne z danymi krajowymi (Zielińska i Mazur, 2021), "
                "jednak możliwe jest zaniżenie deklaracji przez respondentów. Wyniki sugerują, że działania profilaktyczne prawdopodobnie "
                "powinny być kierowane już do uczniów klas pierwszych.",
            ),
            Good(
                "en",
                "This study assessed how common e-cigarette use is among secondary school students in the Lubelskie Voivodeship. In 2023, "
                "2,418 students aged 15–19 from 31 schools completed an anonymous questionnaire. Overall, 23.6% reported using an e-cigarette "
                "at least once in the previous 30 days, with higher rates in technical schools than in general secondary schools. More than "
                "half of users said they had bought the product in a brick-and-mortar shop, despite the statutory ban on sales to minors. The "
                "findings are in line with national data (Zielińska & Mazur, 2021), although under-reporting cannot be ruled out. The results "
                "indicate that prevention programmes should probably reach students as early as the first year.",
            ),
        ],
        bad=[
            Slip(0, [("(Zielińska i Mazur, 2021)", "(Zielińska, 2021)")], "citation"),
            Slip(2, [("should probably reach", "should reach")], "hedge"),
            Slip(1, [("objęło ono 2 418 uczniów", "objęło ono 2 148 uczniów")], "number"),
        ],
    ),
    Case(
        key="pl-abstrakt-dwujezycznosc",
        source=(
            "W badaniu podłużnym porównano rozwój słownictwa u 84 dzieci wychowywanych dwujęzycznie (polski i angielski) oraz 79 dzieci "
            "jednojęzycznych w wieku od 24 do 36 miesięcy. Zasób słów mierzono co sześć miesięcy za pomocą polskiej adaptacji kwestionariusza "
            "CDI (Smoczyńska i in., 2015). W każdym z języków z osobna dzieci dwujęzyczne znały średnio mniej słów niż rówieśnicy jednojęzyczni, "
            "jednak łączny zasób słownictwa nie różnił się istotnie między grupami (p = 0,41). Wyniki są zgodne z wcześniejszymi obserwacjami "
            "(Hoff i Core, 2013) i sugerują, że ocena rozwoju mowy u dzieci dwujęzycznych powinna uwzględniać oba języki. Ze względu na "
            "niewielką próbę wnioski należy traktować ostrożnie."
        ),
        good=[
            Good(
                "preserve",
                "W tym badaniu podłużnym śledzono rozwój słownictwa 84 dzieci wychowywanych w dwóch językach (polskim i angielskim) oraz "
                "79 dzieci jednojęzycznych, od 24. do 36. miesiąca życia. Co pół roku sprawdzano, ile słów znają, korzystając z polskiej wersji "
                "kwestionariusza CDI (Smoczyńska i in., 2015). Gdy liczono każdy język osobno, dzieci dwujęzyczne znały przeciętnie mniej słów "
                "niż jednojęzyczne. Po zsumowaniu obu języków różnica między grupami okazała się jednak nieistotna (p = 0,41). Pasuje to do "
                "wcześniejszych obserwacji (Hoff i Core, 2013) i sugeruje, że przy ocenie rozwoju mowy dziecka dwujęzycznego powinno się brać "
                "pod uwagę oba języki. Próba była niewielka, więc do wniosków trzeba podchodzić ostrożnie.",
            ),
            Good(
                "preserve",
                "Badanie podłużne objęło 84 dzieci dwujęzycznych (język polski i angielski) oraz 79 dzieci jednojęzycznych, obserwowanych "
                "między 24. a 36. miesiącem życia. Słownictwo oceniano w odstępach sześciomiesięcznych polską adaptacją kwestionariusza CDI "
                "(Smoczyńska i in., 2015). Dzieci dwujęzyczne miały średnio mniejszy zasób słów w każdym języku rozpatrywanym oddzielnie, "
                "natomiast łączny zasób słownictwa nie różnicował istotnie grup (p = 0,41). Zgodnie z wcześniejszymi doniesieniami (Hoff i Core, "
                "2013) wyniki sugerują, że w diagnozie rozwoju mowy dzieci dwujęzycznych należałoby uwzględniać oba języki. Z uwagi na małą "
                "liczebność próby wnioski wymagają ostrożnej interpretacji.",
            ),
            Good(
                "en",
                "This longitudinal study compared vocabulary development in 84 children raised bilingually (Polish and English) and 79 "
                "monolingual children between 24 and 36 months of age. Vocabulary size was measured every six months using the Polish "
                "adaptation of the CDI questionnaire (Smoczyńska et al., 2015). In each language taken separately, bilingual children knew "
                "fewer words on average than their monolingual peers, but total vocabulary did not differ significantly between the groups "
                "(p = 0.41). These findings are consistent with earlier observations (Hoff & Core, 2013) and suggest that assessments of "
                "language development in bilingual children should take both languages into account. Given the small sample, the conclusions "
                "should be treated with caution.",
            ),
        ],
        bad=[
            Slip(2, [("(Hoff & Core, 2013)", "(Hoff & Core, 2011)")], "citation"),
            Slip(1, [("nie różnicował istotnie grup", "istotnie różnicował grupy")], "negation"),
            Slip(0, [("i sugeruje, że przy ocenie", "i dowodzi, że przy ocenie")], "hedge"),
        ],
    ),
    Case(
        key="pl-abstrakt-sol-pieczywo",
        source=(
            "Nadmierne spożycie soli jest jednym z głównych czynników ryzyka nadciśnienia tętniczego, a pieczywo dostarcza Polakom około 20% "
            "spożywanego sodu (Wójcik i Dąbrowski, 2019). W pracy oznaczono zawartość soli w 146 próbkach chleba zakupionych w latach "
            "2022–2023 w piekarniach rzemieślniczych i sieciach handlowych w pięciu miastach. Średnia zawartość soli wyniosła 1,42 g/100 g, "
            "a 38% próbek przekraczało wartość 1,5 g/100 g. Nie stwierdzono istotnej różnicy między pieczywem rzemieślniczym a przemysłowym. "
            "Zdaniem autorów producenci powinni stopniowo ograniczać dodatek soli, a informacja o jej zawartości powinna być dostępna również "
            "przy pieczywie sprzedawanym luzem. Dalsze badania mogą wyjaśnić, czy konsumenci zaakceptują takie zmiany."
        ),
        good=[
            Good(
                "preserve",
                "Zbyt duża ilość soli w diecie to jeden z najważniejszych czynników ryzyka nadciśnienia tętniczego. Pieczywo daje Polakom "
                "mniej więcej jedną piątą sodu, który spożywają (Wójcik i Dąbrowski, 2019). Autorzy sprawdzili, ile soli zawiera 146 próbek "
                "chleba kupionych w latach 2022–2023 w pięciu miastach – zarówno w piekarniach rzemieślniczych, jak i w sieciach handlowych. "
                "Przeciętnie chleb zawierał 1,42 g soli na 100 g, a w 38% próbek było jej więcej niż 1,5 g na 100 g. Pieczywo rzemieślnicze "
                "nie różniło się pod tym względem istotnie od przemysłowego. Według autorów producenci powinni stopniowo zmniejszać ilość "
                "dodawanej soli, a informacja o jej zawartości powinna być dostępna także przy pieczywie sprzedawanym bez opakowania. Kolejne "
                "badania mogą pokazać, czy klienci zaakceptują takie zmiany.",
            ),
            Good(
                "preserve",
                "Nadmierna podaż soli należy do kluczowych czynników ryzyka nadciśnienia tętniczego; pieczywo odpowiada za ok. 20% sodu "
                "w diecie Polaków (Wójcik i Dąbrowski, 2019). Oznaczono zawartość soli w 146 próbkach chleba nabytych w latach 2022–2023 "
                "w pięciu miastach, w piekarniach rzemieślniczych oraz sieciach handlowych. Średnia wyniosła 1,42 g/100 g; wartość 1,5 g/100 g "
                "przekroczyło 38% próbek. Różnica między pieczywem rzemieślniczym a przemysłowym okazała się nieistotna. Autorzy rekomendują "
                "producentom stopniowe ograniczanie dodatku soli oraz udostępnianie informacji o jej zawartości również w przypadku pieczywa "
                "nieopakowanego. Dalsze badania mogą rozstrzygnąć, czy zmiany te spotkają się z akceptacją konsumentów.",
            ),
            Good(
                "en",
                "Excessive salt intake is one of the main risk factors for hypertension, and bread supplies around 20% of the sodium consumed "
                "by Poles (Wójcik & Dąbrowski, 2019). The study measured the salt content of 146 bread samples bought in 2022–2023 from craft "
                "bakeries and retail chains in five cities. Mean salt content was 1.42 g/100 g, and 38% of samples exceeded 1.5 g/100 g. No "
                "significant difference was found between craft and industrial bread. In the authors' view, producers should gradually reduce "
                "the amount of added salt, and information on salt content should also be available for bread sold unpackaged. Further "
                "research may show whether consumers will accept such changes.",
            ),
        ],
        bad=[
            Slip(1, [("(Wójcik i Dąbrowski, 2019)", "(Wójcik i Dąbrowski, 2009)")], "citation"),
            Slip(2, [("and 38% of samples", "and 28% of samples")], "number"),
            Slip(
                0,
                [
                    (
                        "producenci powinni stopniowo zmniejszać",
                        "producenci muszą stopniowo zmniejszać",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-mapy-offline",
        source=(
            "## Wersja 4.2.0 (12 listopada 2024)\n\n"
            "Aplikacja **Szlaki Offline** pozwala teraz pobierać mapy całych województw, a nie tylko pojedynczych powiatów. Pakiet dla "
            "jednego województwa zajmuje średnio około 350 MB.\n\n"
            "- Dodano tryb nocny ekranu nawigacji.\n"
            "- Poprawiono błąd, przez który trasy dłuższe niż 80 km nie zapisywały się w ulubionych.\n"
            "- Aplikacja nie obsługuje już systemu Android 7; wymagany jest Android 8.0 lub nowszy.\n\n"
            "Przed aktualizacją należy zsynchronizować zapisane trasy, ponieważ wersja 4.2.0 może usunąć niezsynchronizowane dane. "
            "Użytkownicy wersji 3.x muszą najpierw zainstalować wersję 4.0.3. Błędy można zgłaszać na adres pomoc@szlakioffline.pl."
        ),
        good=[
            Good(
                "preserve",
                "## Wersja 4.2.0 – 12 listopada 2024\n\n"
                "Od tej wersji w **Szlakach Offline** pobierzesz mapę całego województwa, a nie wyłącznie pojedynczych powiatów. Jedno "
                "województwo to przeciętnie mniej więcej 350 MB.\n\n"
                "Co nowego:\n"
                "- w ekranie nawigacji jest tryb nocny;\n"
                "- trasy dłuższe niż 80 km można już zapisać w ulubionych (naprawiliśmy błąd, który to uniemożliwiał);\n"
                "- Android 7 nie jest już obsługiwany – potrzebujesz Androida 8.0 albo nowszego.\n\n"
                "Zanim zaktualizujesz aplikację, zsynchronizuj zapisane trasy: wersja 4.2.0 może skasować dane, które nie zostały "
                "zsynchronizowane. Jeśli masz wersję 3.x, musisz najpierw zainstalować 4.0.3. Błędy możesz zgłaszać pod adresem "
                "pomoc@szlakioffline.pl.",
            ),
            Good(
                "preserve",
                "## 4.2.0 — 12.11.2024\n\n"
                "W **Szlakach Offline** udostępniono pobieranie map dla całych województw (dotychczas wyłącznie dla pojedynczych powiatów); "
                "średni rozmiar pakietu wojewódzkiego to ok. 350 MB.\n\n"
                "- Nowość: tryb nocny na ekranie nawigacji.\n"
                "- Naprawiono: trasy powyżej 80 km nie były zapisywane w ulubionych.\n"
                "- Zmiana wymagań: koniec wsparcia dla Androida 7, minimalna wersja to Android 8.0.\n\n"
                "Uwaga: przed aktualizacją zsynchronizuj zapisane trasy — wersja 4.2.0 może usunąć dane niezsynchronizowane. Przy aktualizacji "
                "z wersji 3.x konieczna jest wcześniejsza instalacja wersji 4.0.3. Zgłoszenia błędów: pomoc@szlakioffline.pl.",
            ),
            Good(
                "en",
                "## Version 4.2.0 (12 November 2024)\n\n"
                "**Szlaki Offline** now lets you download maps of entire voivodeships rather than just individual districts. A single "
                "voivodeship package takes up about 350 MB on average.\n\n"
                "- Added a night mode to the navigation screen.\n"
                "- Fixed a bug that stopped routes longer than 80 km from being saved to favourites.\n"
                "- Android 7 is no longer supported; Android 8.0 or later is required.\n\n"
                "Sync your saved routes before updating, because version 4.2.0 may delete data that has not been synced. Users on version 3.x "
                "must install version 4.0.3 first. You can report bugs to pomoc@szlakioffline.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    ("Co nowego:\n- w ekranie", "Co nowego: w ekranie"),
                    (";\n- trasy", "; trasy"),
                    (";\n- Android 7", "; Android 7"),
                ],
                "markdown",
            ),
            Slip(
                2,
                [("must install version 4.0.3 first", "must install version 4.0.1 first")],
                "code",
            ),
            Slip(
                1,
                [
                    (
                        "może usunąć dane niezsynchronizowane",
                        "nie usuwa danych niezsynchronizowanych",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-termostat",
        source=(
            "Termostat TermoFix T3 łączy się z siecią Wi-Fi 2,4 GHz; sieci 5 GHz nie są obsługiwane. Po pierwszym uruchomieniu urządzenie "
            "powinno samo pobrać oprogramowanie w wersji 2.8.1 – trwa to zwykle 3–5 minut. W tym czasie nie wolno odłączać zasilania. Jeżeli "
            "na wyświetlaczu pojawi się kod E07, oznacza to brak komunikacji z czujnikiem temperatury: należy wyjąć baterie z czujnika na co "
            "najmniej 30 sekund i włożyć je ponownie. Kod E12 sygnalizuje prawdopodobnie zbyt słaby sygnał Wi-Fi; w takim przypadku warto "
            "przenieść router bliżej termostatu. Instalację przy kotłach gazowych musi wykonać osoba z uprawnieniami. Gwarancja obejmuje "
            "24 miesiące od daty zakupu."
        ),
        good=[
            Good(
                "preserve",
                "TermoFix T3 łączy się tylko z Wi-Fi 2,4 GHz – z sieciami 5 GHz nie współpracuje. Gdy włączysz go pierwszy raz, powinien sam "
                "ściągnąć oprogramowanie 2.8.1. Zwykle trwa to od 3 do 5 minut i przez ten czas nie możesz odłączać zasilania. Kod E07 na "
                "ekranie znaczy, że termostat nie ma łączności z czujnikiem temperatury. Wyjmij wtedy baterie z czujnika, odczekaj co najmniej "
                "pół minuty i włóż je z powrotem. Kod E12 prawdopodobnie oznacza za słaby sygnał Wi-Fi – dobrze jest wtedy przestawić router "
                "bliżej termostatu. Jeśli masz kocioł gazowy, termostat musi zamontować osoba z uprawnieniami. Gwarancja trwa 24 miesiące "
                "od dnia zakupu.",
            ),
            Good(
                "preserve",
                "**Z jaką siecią współpracuje TermoFix T3?** Wyłącznie z Wi-Fi 2,4 GHz; pasmo 5 GHz nie jest obsługiwane.\n\n"
                "**Co dzieje się po pierwszym włączeniu?** Termostat powinien automatycznie pobrać oprogramowanie 2.8.1, co zajmuje zazwyczaj "
                "od trzech do pięciu minut. Nie odłączaj wtedy zasilania.\n\n"
                "**Co oznaczają kody błędów?** E07 – brak łączności z czujnikiem temperatury: wyjmij z czujnika baterie na minimum 30 sekund, "
                "a następnie włóż je ponownie. E12 – prawdopodobnie za słaby sygnał Wi-Fi; warto przestawić router bliżej termostatu.\n\n"
                "**Kto może zainstalować termostat przy kotle gazowym?** Tylko osoba posiadająca uprawnienia.\n\n"
                "**Jak długo trwa gwarancja?** 24 miesiące od daty zakupu.",
            ),
            Good(
                "en",
                "The TermoFix T3 thermostat connects to 2.4 GHz Wi-Fi networks; 5 GHz networks are not supported. When you first switch it on, "
                "the device should download firmware version 2.8.1 by itself, which usually takes 3 to 5 minutes. Do not disconnect the power "
                "during this time. If code E07 appears on the display, the thermostat has lost communication with the temperature sensor: "
                "remove the sensor's batteries for at least 30 seconds and then put them back. Code E12 probably indicates a weak Wi-Fi signal, "
                "in which case it is worth moving the router closer to the thermostat. Installation with gas boilers must be carried out by a "
                "qualified person. The warranty covers 24 months from the date of purchase.",
            ),
        ],
        bad=[
            Slip(1, [("E07 – brak łączności", "E70 – brak łączności")], "code"),
            Slip(0, [("Kod E12 prawdopodobnie oznacza", "Kod E12 oznacza")], "hedge"),
            Slip(
                2,
                [
                    (
                        "must be carried out by a qualified person",
                        "should ideally be carried out by a qualified person",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-dziennik-elektroniczny",
        source=(
            "Endpoint `GET /api/v2/oceny` zwraca listę ocen ucznia z bieżącego semestru. Każde żądanie musi zawierać nagłówek "
            "`Authorization` z tokenem uzyskanym w panelu szkoły; token jest ważny przez 60 minut. Parametr `od` (data w formacie "
            "RRRR-MM-DD) jest opcjonalny – bez niego zwracane są oceny od 1 września. Limit wynosi 100 żądań na minutę na jedną szkołę, "
            "a po jego przekroczeniu serwer odpowiada kodem `429`. Nie należy pobierać danych częściej niż raz na 15 minut. Wersja `v1` "
            "zostanie wyłączona 31 stycznia 2025 r. Pełna dokumentacja jest dostępna pod adresem https://api.edziennik-szkola.pl/docs, "
            "a pytania techniczne można kierować na integracje@edziennik-szkola.pl."
        ),
        good=[
            Good(
                "preserve",
                "Żeby pobrać oceny ucznia z obecnego semestru, użyj endpointu `GET /api/v2/oceny`. W każdym żądaniu musi się znaleźć "
                "nagłówek `Authorization` z tokenem z panelu szkoły. Token wygasa po 60 minutach. Możesz dodać parametr `od` z datą w formacie "
                "RRRR-MM-DD, ale nie musisz – jeśli go pominiesz, dostaniesz oceny od 1 września. Jedna szkoła może wysłać najwyżej 100 żądań "
                "na minutę; gdy przekroczy limit, serwer zwróci kod `429`. Nie pobieraj danych częściej niż co 15 minut. Wersja `v1` przestanie "
                "działać 31 stycznia 2025 r. Całą dokumentację znajdziesz na https://api.edziennik-szkola.pl/docs, a z pytaniami technicznymi "
                "możesz pisać na integracje@edziennik-szkola.pl.",
            ),
            Good(
                "preserve",
                "### `GET /api/v2/oceny`\n\n"
                "Zwraca oceny ucznia z bieżącego semestru.\n\n"
                "- **Uwierzytelnianie:** nagłówek `Authorization` (wymagany w każdym żądaniu) z tokenem wygenerowanym w panelu szkoły; "
                "ważność tokenu – 60 min.\n"
                "- **Parametry:** `od` – opcjonalny, data RRRR-MM-DD; domyślnie zwracane są oceny od 1 września.\n"
                "- **Limity:** 100 żądań/min na szkołę; po przekroczeniu odpowiedź `429`. Dane należy pobierać nie częściej niż co 15 min.\n"
                "- **Wycofanie:** wersja `v1` zostanie wyłączona 31.01.2025.\n\n"
                "Dokumentacja: https://api.edziennik-szkola.pl/docs · Pytania techniczne: integracje@edziennik-szkola.pl",
            ),
            Good(
                "en",
                "The `GET /api/v2/oceny` endpoint returns a list of the student's grades for the current semester. Every request must include "
                "an `Authorization` header carrying a token obtained from the school panel; the token is valid for 60 minutes. The `od` "
                "parameter (a date in YYYY-MM-DD format) is optional; if it is omitted, grades from 1 September onwards are returned. The limit "
                "is 100 requests per minute per school, and once it is exceeded the server responds with `429`. Do not fetch data more often "
                "than once every 15 minutes. Version `v1` will be switched off on 31 January 2025. Full documentation is available at "
                "https://api.edziennik-szkola.pl/docs, and technical questions can be sent to integracje@edziennik-szkola.pl.",
            ),
        ],
        bad=[
            Slip(0, [("`GET /api/v2/oceny`", "`GET /api/v1/oceny`")], "code"),
            Slip(
                2,
                [("https://api.edziennik-szkola.pl/docs", "https://edziennik-szkola.pl/api/docs")],
                "url",
            ),
            Slip(
                1,
                [
                    ("- **Uwierzytelnianie:**", "Uwierzytelnianie:"),
                    ("- **Parametry:**", "Parametry:"),
                    ("- **Limity:**", "Limity:"),
                    ("- **Wycofanie:**", "Wycofanie:"),
                ],
                "markdown",
            ),
        ],
    ),
    Case(
        key="pl-spadek-odrzucenie",
        source=(
            "Spadkobierca może odrzucić spadek, składając oświadczenie przed notariuszem albo w dowolnym sądzie rejonowym. Zgodnie "
            "z art. 1015 § 1 Kodeksu cywilnego ma na to 6 miesięcy od dnia, w którym dowiedział się o tytule swojego powołania. Jeżeli "
            "w tym terminie nie złoży żadnego oświadczenia, uznaje się, że przyjął spadek z dobrodziejstwem inwentarza. Oświadczenia nie "
            "można odwołać ani złożyć pod warunkiem. Opłata sądowa wynosi 50 zł; u notariusza maksymalna taksa to również 50 zł netto, "
            "do czego dolicza się VAT i koszt wypisów. Rodzice odrzucający spadek w imieniu małoletniego dziecka muszą najpierw uzyskać "
            "zgodę sądu opiekuńczego, co zwykle trwa kilka tygodni."
        ),
        good=[
            Good(
                "preserve",
                "Spadek można odrzucić. Wystarczy złożyć oświadczenie u notariusza lub w dowolnym sądzie rejonowym. Masz na to 6 miesięcy, "
                "licząc od dnia, w którym dowiedziałeś się, na jakiej podstawie jesteś powołany do spadku (art. 1015 § 1 Kodeksu cywilnego). "
                "Jeśli w tym czasie nic nie zrobisz, przyjmuje się, że przyjąłeś spadek z dobrodziejstwem inwentarza. Raz złożonego oświadczenia "
                "nie da się cofnąć i nie można go złożyć z zastrzeżeniem warunku. W sądzie zapłacisz 50 zł. Notariusz może wziąć najwyżej "
                "50 zł netto, a do tego dochodzi VAT i opłata za wypisy. Gdy rodzice odrzucają spadek za niepełnoletnie dziecko, muszą wcześniej "
                "dostać zgodę sądu opiekuńczego – zazwyczaj trwa to kilka tygodni.",
            ),
            Good(
                "preserve",
                "Odrzucenie spadku następuje przez złożenie oświadczenia przed notariuszem lub przed którymkolwiek sądem rejonowym. Termin na "
                "jego złożenie wynosi sześć miesięcy od dnia, w którym spadkobierca dowiedział się o tytule swojego powołania (art. 1015 § 1 "
                "Kodeksu cywilnego). Brak oświadczenia w tym terminie jest równoznaczny z przyjęciem spadku z dobrodziejstwem inwentarza. "
                "Złożone oświadczenie jest nieodwołalne i nie może zostać złożone pod warunkiem. Opłata sądowa to 50 zł; maksymalna taksa "
                "notarialna również wynosi 50 zł netto, powiększone o VAT oraz koszt wypisów. W przypadku odrzucenia spadku w imieniu "
                "małoletniego rodzice są zobowiązani do uprzedniego uzyskania zgody sądu opiekuńczego, na którą czeka się zazwyczaj kilka tygodni.",
            ),
            Good(
                "en",
                "An heir may disclaim an inheritance by making a declaration before a notary or at any district court. Under Article 1015 § 1 "
                "of the Civil Code, they have 6 months to do so from the day they learned of the basis on which they were called to inherit. "
                "If no declaration is made within that period, the heir is deemed to have accepted the inheritance with the benefit of "
                "inventory. The declaration cannot be withdrawn or made subject to a condition. The court fee is PLN 50; a notary may charge "
                "at most PLN 50 net as well, plus VAT and the cost of certified copies. Parents disclaiming an inheritance on behalf of a minor "
                "child must first obtain the consent of the guardianship court, which usually takes a few weeks.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("(art. 1015 § 1 Kodeksu cywilnego)", "(art. 1012 Kodeksu cywilnego)")],
                "legal_reference",
            ),
            Slip(2, [("they have 6 months", "they have 3 months")], "number"),
            Slip(
                1,
                [
                    (
                        "Złożone oświadczenie jest nieodwołalne i nie może",
                        "Złożone oświadczenie jest odwołalne, ale nie może",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-swiadczenie-wychowawcze",
        source=(
            "Wnioski o świadczenie wychowawcze 800+ na okres od 1 czerwca 2025 r. do 31 maja 2026 r. można składać od 1 lutego 2025 r. "
            "wyłącznie elektronicznie: przez portal Emp@tia, bankowość elektroniczną lub PUE ZUS. Wniosek złożony do 30 kwietnia gwarantuje "
            "wypłatę świadczenia za czerwiec najpóźniej do 30 czerwca. Świadczenie przysługuje na każde dziecko do ukończenia 18. roku życia, "
            "niezależnie od dochodu rodziny. Wniosek trzeba złożyć ponownie na każdy okres, nawet jeśli świadczenie było już wypłacane. "
            "Osoby, które złożą wniosek po 30 czerwca, nie otrzymają wyrównania za wcześniejsze miesiące. Więcej informacji: "
            "www.zus.pl/800plus oraz tel. 22 560 16 00."
        ),
        good=[
            Good(
                "preserve",
                "Od 1 lutego 2025 r. możesz składać wniosek o 800+ na okres od 1 czerwca 2025 r. do 31 maja 2026 r. Zrobisz to tylko przez "
                "internet – w portalu Emp@tia, w swoim banku internetowym albo na PUE ZUS. Jeśli wyślesz wniosek najpóźniej 30 kwietnia, "
                "pieniądze za czerwiec dostaniesz nie później niż 30 czerwca. 800+ należy się na każde dziecko, dopóki nie skończy 18 lat, "
                "i nie zależy od dochodów rodziny. Na każdy okres trzeba złożyć nowy wniosek, także wtedy, gdy już dostajesz świadczenie. "
                "Jeżeli złożysz wniosek po 30 czerwca, nie dostaniesz wyrównania za wcześniejsze miesiące. Więcej informacji znajdziesz na "
                "www.zus.pl/800plus i pod numerem 22 560 16 00.",
            ),
            Good(
                "preserve",
                "**Od kiedy można składać wnioski o 800+?** Od 1 lutego 2025 r. – na okres świadczeniowy trwający od 1 czerwca 2025 r. "
                "do 31 maja 2026 r.\n\n"
                "**Jak złożyć wniosek?** Tylko elektronicznie: przez Emp@tię, bankowość elektroniczną lub PUE ZUS.\n\n"
                "**Kiedy wpłyną pieniądze?** Przy wniosku złożonym do 30 kwietnia świadczenie za czerwiec zostanie wypłacone nie później niż "
                "30 czerwca. Złożenie wniosku po 30 czerwca oznacza brak wyrównania za wcześniejsze miesiące.\n\n"
                "**Komu przysługuje?** Na każde dziecko do 18. urodzin, bez względu na dochód.\n\n"
                "**Czy trzeba składać wniosek co roku?** Tak, na każdy okres osobno – również gdy świadczenie było już wypłacane.\n\n"
                "Szczegóły: www.zus.pl/800plus, tel. 22 560 16 00.",
            ),
            Good(
                "en",
                "Applications for the 800+ child benefit for the period from 1 June 2025 to 31 May 2026 can be submitted from 1 February 2025, "
                "and only online: via the Emp@tia portal, online banking or PUE ZUS. If you apply by 30 April, the June payment is guaranteed "
                "to arrive by 30 June at the latest. The benefit is paid for every child until they turn 18, regardless of family income. A new "
                "application has to be submitted for each period, even if the benefit has already been paid before. Anyone who applies after "
                "30 June will not receive back payments for earlier months. More information: www.zus.pl/800plus and tel. 22 560 16 00.",
            ),
        ],
        bad=[
            Slip(1, [("Od 1 lutego 2025 r. – na okres", "Od 1 marca 2025 r. – na okres")], "date"),
            Slip(0, [("www.zus.pl/800plus", "www.gov.pl/800plus")], "url"),
            Bad(
                "en",
                "Applications for the 800+ child benefit for the period from 1 June 2025 to 31 May 2026 can be submitted from 1 February 2025, "
                "and only online: via the Emp@tia portal, online banking or PUE ZUS. If you apply by 30 April, the June payment is guaranteed "
                "to arrive by 30 June at the latest. The benefit is paid for every child until they turn 18, regardless of family income. "
                "Wniosek trzeba złożyć ponownie na każdy okres, nawet jeśli świadczenie było już wypłacane. Osoby, które złożą wniosek po "
                "30 czerwca, nie otrzymają wyrównania za wcześniejsze miesiące. Więcej informacji: www.zus.pl/800plus oraz tel. 22 560 16 00.",
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-meldunek",
        source=(
            "Obywatel polski przebywający pod jednym adresem z zamiarem stałego pobytu ma obowiązek zameldować się najpóźniej w 30. dniu "
            "od dnia przybycia (art. 28 ust. 2 ustawy z dnia 24 września 2010 r. o ewidencji ludności). Zameldowanie jest bezpłatne. Można "
            "je załatwić w urzędzie gminy albo przez internet na stronie www.gov.pl/web/gov/zamelduj-sie-na-pobyt-staly, korzystając "
            "z profilu zaufanego. W urzędzie należy okazać dowód osobisty oraz dokument potwierdzający tytuł prawny do lokalu, np. umowę "
            "najmu. Zameldowanie nie daje prawa do lokalu i nie jest dowodem własności. Sprawa w urzędzie trwa zwykle około 15 minut. "
            "Wydział Spraw Obywatelskich przy ul. Lipowej 3 przyjmuje interesantów od poniedziałku do piątku w godz. 7:30–15:30."
        ),
        good=[
            Good(
                "preserve",
                "Jeśli jesteś obywatelem Polski i zamieszkałeś pod nowym adresem na stałe, musisz się zameldować najpóźniej 30. dnia od "
                "przeprowadzki. Tak mówi art. 28 ust. 2 ustawy z dnia 24 września 2010 r. o ewidencji ludności. Meldunek nic nie kosztuje. "
                "Załatwisz go w urzędzie gminy albo online na www.gov.pl/web/gov/zamelduj-sie-na-pobyt-staly, logując się profilem zaufanym. "
                "Do urzędu weź dowód osobisty i dokument, który pokazuje, że masz prawo do mieszkania – na przykład umowę najmu. Pamiętaj, że "
                "meldunek nie daje prawa do mieszkania i nie dowodzi, że jesteś jego właścicielem. W urzędzie zajmuje to zwykle około kwadransa. "
                "Wydział Spraw Obywatelskich na ul. Lipowej 3 jest otwarty od poniedziałku do piątku, od 7:30 do 15:30.",
            ),
            Good(
                "preserve",
                "Na podstawie art. 28 ust. 2 ustawy z dnia 24 września 2010 r. o ewidencji ludności obywatel polski zamieszkujący pod "
                "określonym adresem z zamiarem stałego pobytu jest zobowiązany do zameldowania się nie później niż w 30. dniu od przybycia. "
                "Czynność ta jest wolna od opłat i może zostać dokonana w urzędzie gminy lub elektronicznie "
                "(www.gov.pl/web/gov/zamelduj-sie-na-pobyt-staly) z użyciem profilu zaufanego. Przy wizycie w urzędzie wymagane jest okazanie "
                "dowodu osobistego oraz dokumentu potwierdzającego tytuł prawny do lokalu (np. umowy najmu). Zameldowanie nie rodzi prawa do "
                "lokalu ani nie jest dowodem jego własności. Obsługa trwa przeciętnie ok. 15 minut. Wydział Spraw Obywatelskich (ul. Lipowa 3) "
                "jest czynny od poniedziałku do piątku, 7:30–15:30.",
            ),
            Good(
                "en",
                "Polish citizens living at an address with the intention of staying there permanently are required to register their "
                "residence no later than the 30th day after arrival (Article 28(2) of the Population Register Act of 24 September 2010). "
                "Registration is free of charge. It can be done at the municipal office or online at "
                "www.gov.pl/web/gov/zamelduj-sie-na-pobyt-staly using a trusted profile (profil zaufany). At the office you need to show your "
                "ID card and a document proving your legal title to the property, such as a tenancy agreement. Registration does not give you "
                "any right to the property and is not proof of ownership. A visit usually takes about 15 minutes. The Civil Affairs Department "
                "at ul. Lipowa 3 is open Monday to Friday, 7:30 a.m. to 3:30 p.m.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "(Article 28(2) of the Population Register Act",
                        "(Article 38(2) of the Population Register Act",
                    )
                ],
                "legal_reference",
            ),
            Slip(1, [("jest zobowiązany do zameldowania się", "może zameldować się")], "modality"),
            Slip(
                0,
                [("najpóźniej 30. dnia od przeprowadzki", "najpóźniej 14. dnia od przeprowadzki")],
                "number",
            ),
        ],
    ),
    Case(
        key="pl-ksiega-wieczysta",
        source=(
            "Księgi wieczyste są jawne (art. 2 ustawy z dnia 6 lipca 1982 r. o księgach wieczystych i hipotece), dlatego każdy, kto zna "
            "numer księgi, może bezpłatnie przeglądać jej treść na stronie ekw.ms.gov.pl. Numer ma postać np. WA1M/00012345/6 i składa się "
            "z kodu sądu, numeru oraz cyfry kontrolnej. Przeglądanie nie zastępuje jednak odpisu, który może być potrzebny np. przy kredycie "
            "hipotecznym. Odpis zwykły zamówiony przez internet kosztuje 20 zł, a w Centrali Informacji Ksiąg Wieczystych – 30 zł. Odpis "
            "elektroniczny ma moc dokumentu wydanego przez sąd i nie wymaga podpisu ani pieczęci. Bank prawdopodobnie poprosi o odpis "
            "wydany nie wcześniej niż 30 dni przed złożeniem wniosku."
        ),
        good=[
            Good(
                "preserve",
                "Każdy może zajrzeć do księgi wieczystej, bo księgi są jawne – tak stanowi art. 2 ustawy z dnia 6 lipca 1982 r. o księgach "
                "wieczystych i hipotece. Wystarczy znać numer księgi i wejść na ekw.ms.gov.pl; przeglądanie nic nie kosztuje. Numer wygląda na "
                "przykład tak: WA1M/00012345/6 – najpierw jest kod sądu, potem numer, a na końcu cyfra kontrolna. Samo przejrzenie księgi to "
                "jednak nie to samo co odpis, a odpis może się przydać choćby wtedy, gdy bierzesz kredyt hipoteczny. Zwykły odpis zamówiony "
                "online kosztuje 20 zł, a w Centrali Informacji Ksiąg Wieczystych 30 zł. Odpis elektroniczny ma taką samą moc jak dokument "
                "z sądu i nie trzeba na nim podpisu ani pieczątki. Bank pewnie zechce odpisu, który w dniu złożenia wniosku nie będzie starszy "
                "niż 30 dni.",
            ),
            Good(
                "preserve",
                "Zgodnie z art. 2 ustawy z dnia 6 lipca 1982 r. o księgach wieczystych i hipotece księgi wieczyste są jawne. Osoba znająca "
                "numer księgi (np. WA1M/00012345/6: kod sądu, numer, cyfra kontrolna) może nieodpłatnie zapoznać się z jej treścią w serwisie "
                "ekw.ms.gov.pl.\n\n"
                "Przeglądanie księgi nie zastępuje odpisu, który może być wymagany np. przy kredycie hipotecznym. Opłaty za odpis zwykły:\n"
                "- 20 zł – zamówienie przez internet,\n"
                "- 30 zł – w Centrali Informacji Ksiąg Wieczystych.\n\n"
                "Odpis elektroniczny ma moc dokumentu sądowego i nie wymaga podpisu ani pieczęci. Bank zapewne poprosi o odpis wydany nie "
                "wcześniej niż 30 dni przed złożeniem wniosku.",
            ),
            Good(
                "en",
                "Land and mortgage registers are public (Article 2 of the Land and Mortgage Register Act of 6 July 1982), so anyone who knows "
                "a register number can view its contents free of charge at ekw.ms.gov.pl. A number looks like WA1M/00012345/6 and consists of "
                "the court code, the register number and a check digit. Viewing a register is not a substitute for an official copy, which you "
                "may need, for example, when taking out a mortgage. An ordinary copy costs PLN 20 if ordered online and PLN 30 at the Land "
                "Register Information Centre. An electronic copy has the same force as a document issued by the court and needs no signature "
                "or stamp. Your bank will probably ask for a copy issued no more than 30 days before you submit your application.",
            ),
        ],
        bad=[
            Slip(1, [("Zgodnie z art. 2 ustawy", "Zgodnie z art. 12 ustawy")], "legal_reference"),
            Slip(0, [("online kosztuje 20 zł", "online kosztuje 25 zł")], "number"),
            Slip(
                2,
                [("needs no signature or stamp", "still needs a signature and stamp")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-edukacja-domowa",
        source=(
            "Dyrektor Szkoły Podstawowej nr 4 w Sokółce przypomina, że zgodnie z art. 37 ust. 1 ustawy – Prawo oświatowe dziecko może "
            "spełniać obowiązek szkolny poza szkołą na podstawie zezwolenia dyrektora. Wnioski dotyczące roku szkolnego 2025/2026 rodzice "
            "powinni złożyć do 31 maja 2025 r. Do wniosku należy dołączyć oświadczenie o zapewnieniu dziecku warunków do nauki oraz "
            "zobowiązanie do przystępowania przez dziecko do egzaminów klasyfikacyjnych w każdym roku szkolnym. Opinia poradni "
            "psychologiczno-pedagogicznej nie jest już wymagana. Uczeń w edukacji domowej może korzystać z zajęć pozalekcyjnych szkoły. "
            "Egzaminy odbywają się zwykle w czerwcu, a ich harmonogram szkoła ogłasza do 15 kwietnia. Wnioski przyjmuje sekretariat "
            "(pokój 12) od poniedziałku do czwartku w godz. 8:00–15:00."
        ),
        good=[
            Good(
                "preserve",
                "Dyrektor Szkoły Podstawowej nr 4 w Sokółce przypomina: dziecko może uczyć się poza szkołą, w edukacji domowej, jeśli "
                "dyrektor wyda na to zezwolenie. Pozwala na to art. 37 ust. 1 ustawy – Prawo oświatowe. Jeśli chcecie, żeby dziecko uczyło się "
                "w domu w roku szkolnym 2025/2026, powinniście złożyć wniosek do 31 maja 2025 r. Dołączcie do niego oświadczenie, że "
                "zapewnicie dziecku warunki do nauki, oraz zobowiązanie, że w każdym roku szkolnym będzie ono podchodzić do egzaminów "
                "klasyfikacyjnych. Nie potrzebujecie już opinii poradni psychologiczno-pedagogicznej. Dziecko uczące się w domu może chodzić "
                "na zajęcia pozalekcyjne w szkole. Egzaminy są zazwyczaj w czerwcu, a ich harmonogram szkoła poda do 15 kwietnia. Wnioski "
                "można składać w sekretariacie (pokój 12) od poniedziałku do czwartku, między 8:00 a 15:00.",
            ),
            Good(
                "preserve",
                "**Edukacja domowa – rok szkolny 2025/2026**\n\n"
                "Dyrektor Szkoły Podstawowej nr 4 w Sokółce przypomina, że na mocy art. 37 ust. 1 ustawy – Prawo oświatowe obowiązek szkolny "
                "może być spełniany poza szkołą, o ile dyrektor udzieli zezwolenia. Rodzice powinni złożyć wniosek do 31 maja 2025 r., "
                "załączając:\n"
                "- oświadczenie o zapewnieniu dziecku warunków do nauki,\n"
                "- zobowiązanie do przystępowania przez dziecko do egzaminów klasyfikacyjnych w każdym roku szkolnym.\n\n"
                "Opinia poradni psychologiczno-pedagogicznej nie jest obecnie wymagana. Uczniowie w edukacji domowej mogą uczestniczyć "
                "w zajęciach pozalekcyjnych szkoły. Egzaminy przeprowadzane są z reguły w czerwcu; harmonogram zostanie ogłoszony do "
                "15 kwietnia. Sekretariat (pok. 12) przyjmuje wnioski od poniedziałku do czwartku, 8:00–15:00.",
            ),
            Good(
                "en",
                "The head teacher of Primary School No. 4 in Sokółka reminds parents that, under Article 37(1) of the Education Law Act, a "
                "child may fulfil compulsory schooling outside school if the head teacher grants permission. Parents should submit applications "
                "for the 2025/2026 school year by 31 May 2025. The application must be accompanied by a statement that the child will be "
                "provided with suitable conditions for learning and an undertaking that the child will sit classification exams in every "
                "school year. An opinion from a psychological and educational counselling centre is no longer required. Home-educated pupils "
                "may take part in the school's extracurricular activities. The exams are usually held in June, and the school publishes their "
                "timetable by 15 April. Applications are accepted at the school office (room 12) from Monday to Thursday, 8 a.m. to 3 p.m.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Pozwala na to art. 37 ust. 1", "Pozwala na to art. 47 ust. 1")],
                "legal_reference",
            ),
            Slip(
                2,
                [
                    (
                        "Home-educated pupils may take part",
                        "Home-educated pupils are required to take part",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "egzaminów klasyfikacyjnych w każdym roku szkolnym.\n",
                        "egzaminów klasyfikacyjnych w każdym roku szkolnym,\n- zaświadczenie lekarskie o stanie zdrowia dziecka.\n",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-drewno-opalowe",
        source=(
            "Nadleśnictwo Zwierzyniec informuje, że od 3 marca do 30 kwietnia 2025 r. prowadzi sprzedaż drewna opałowego dla osób "
            "prywatnych. Cena metra sześciennego drewna liściastego wynosi 210 zł brutto, a iglastego – 165 zł brutto. Jedna osoba może "
            "kupić najwyżej 10 m³ w danym roku. Zamówienia przyjmują leśniczowie w poszczególnych leśnictwach; listę z numerami telefonów "
            "zamieszczono na stronie zwierzyniec.lasy.gov.pl. Drewno należy odebrać własnym transportem w ciągu 14 dni od zapłaty. Przed "
            "wywozem leśniczy musi wystawić kwit wywozowy – bez niego drewna nie wolno wywozić z lasu. Czas oczekiwania na wydanie wynosi "
            "obecnie około 10 dni roboczych."
        ),
        good=[
            Good(
                "preserve",
                "Od 3 marca do 30 kwietnia 2025 r. Nadleśnictwo Zwierzyniec sprzedaje drewno opałowe osobom prywatnym. Metr sześcienny drewna "
                "liściastego kosztuje 210 zł brutto, a iglastego 165 zł brutto. W ciągu roku jedna osoba może kupić maksymalnie 10 m³. "
                "Zamówienia przyjmują leśniczowie poszczególnych leśnictw – ich listę z telefonami znajdziesz na zwierzyniec.lasy.gov.pl. "
                "Po zapłacie masz 14 dni, żeby odebrać drewno własnym transportem. Zanim je wywieziesz, leśniczy musi wystawić kwit wywozowy; "
                "bez tego kwitu nie wolno wywozić drewna z lasu. Obecnie na wydanie drewna czeka się mniej więcej 10 dni roboczych.",
            ),
            Good(
                "preserve",
                "**Sprzedaż drewna opałowego – Nadleśnictwo Zwierzyniec**\n\n"
                "Termin: 3 marca – 30 kwietnia 2025 r. (dla osób prywatnych)\n"
                "Ceny brutto za 1 m³: drewno liściaste 210 zł, iglaste 165 zł.\n"
                "Limit: maksymalnie 10 m³ na osobę w roku.\n\n"
                "Zamówienia składa się u leśniczych w poszczególnych leśnictwach (telefony: zwierzyniec.lasy.gov.pl). Drewno trzeba odebrać "
                "własnym transportem w ciągu dwóch tygodni od zapłaty. Wywóz z lasu jest dozwolony wyłącznie na podstawie kwitu wywozowego, "
                "który musi wystawić leśniczy. Aktualny czas oczekiwania na wydanie: ok. 10 dni roboczych.",
            ),
            Good(
                "en",
                "Zwierzyniec Forest District announces that it will be selling firewood to private individuals from 3 March to 30 April 2025. "
                "Hardwood costs PLN 210 per cubic metre and softwood PLN 165 per cubic metre, both including VAT. Each person may buy no more "
                "than 10 m³ per year. Orders are taken by the foresters of the individual forest ranges; a list with their phone numbers is "
                "available at zwierzyniec.lasy.gov.pl. The wood must be collected with your own transport within 14 days of payment. Before it "
                "is taken away, the forester must issue a removal slip, and without one the wood may not be removed from the forest. The "
                "current waiting time for collection is about 10 working days.",
            ),
        ],
        bad=[
            Slip(1, [("Limit: maksymalnie 10 m³", "Limit: maksymalnie 15 m³")], "number"),
            Slip(2, [("from 3 March to 30 April 2025", "from 3 March to 30 June 2025")], "date"),
            Slip(
                0,
                [("czeka się mniej więcej 10 dni roboczych", "czeka się 10 dni roboczych")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-zegarmistrz",
        source=(
            "Pracownia Zegarmistrzowska Tik-Tak przy ul. Długiej 17 w Gdańsku przyjmuje zegarki mechaniczne i kwarcowe do naprawy od wtorku "
            "do soboty w godz. 10:00–18:00. Wymiana baterii trwa około 10 minut i kosztuje 25 zł. Przegląd zegarka mechanicznego wyceniamy "
            "indywidualnie, zwykle na 250–400 zł, a jego wykonanie trwa do 4 tygodni. Nie naprawiamy zegarków inteligentnych. Na wykonane "
            "usługi udzielamy 12 miesięcy gwarancji, która nie obejmuje uszkodzeń mechanicznych ani zalania. Zegarki nieodebrane w ciągu "
            "6 miesięcy od wyznaczonego terminu odbioru mogą zostać sprzedane na pokrycie kosztów naprawy. Przy odbiorze trzeba okazać "
            "pokwitowanie."
        ),
        good=[
            Good(
                "preserve",
                "Tik-Tak to pracownia zegarmistrzowska na ul. Długiej 17 w Gdańsku. Zegarki mechaniczne i kwarcowe do naprawy przyjmujemy od "
                "wtorku do soboty, od 10:00 do 18:00. Wymiana baterii zajmuje mniej więcej 10 minut i kosztuje 25 zł. Cenę przeglądu zegarka "
                "mechanicznego ustalamy indywidualnie – zazwyczaj to od 250 do 400 zł, a sam przegląd trwa maksymalnie 4 tygodnie. "
                "Smartwatchy nie naprawiamy. Na naszą pracę dajemy 12 miesięcy gwarancji, ale nie obejmuje ona mechanicznych uszkodzeń ani "
                "zalania. Jeśli nie odbierzesz zegarka przez 6 miesięcy od ustalonego terminu, możemy go sprzedać, by pokryć koszt naprawy. "
                "Odbierając zegarek, musisz pokazać pokwitowanie.",
            ),
            Good(
                "preserve",
                "Zepsuł się zegarek? Przynieś go do Tik-Taka – Długa 17, Gdańsk, wtorek–sobota, 10–18. Naprawiamy mechaniki i kwarce, "
                "smartwatchy – nie. Bateria: 25 zł, czekasz około 10 minut. Przegląd mechanika: wycena indywidualna, najczęściej 250–400 zł, "
                "gotowe najpóźniej po 4 tygodniach. Gwarancja na usługę: rok; nie obejmuje uszkodzeń mechanicznych ani zalania. Zegarek, "
                "którego nikt nie odbierze przez pół roku od ustalonego terminu, możemy sprzedać na pokrycie kosztów naprawy. Przy odbiorze "
                "pokaż pokwitowanie.",
            ),
            Good(
                "en",
                "Tik-Tak Watch Repairs at ul. Długa 17 in Gdańsk accepts mechanical and quartz watches for repair from Tuesday to Saturday, "
                "10 a.m. to 6 p.m. A battery replacement takes about 10 minutes and costs PLN 25. Servicing a mechanical watch is priced "
                "individually, usually at PLN 250–400, and takes up to 4 weeks. We do not repair smartwatches. Our work comes with a 12-month "
                "guarantee, which does not cover mechanical damage or water damage. Watches not collected within 6 months of the agreed "
                "collection date may be sold to cover the cost of the repair. You must show your receipt when collecting your watch.",
            ),
        ],
        bad=[
            Slip(0, [("Smartwatchy nie naprawiamy.", "Naprawiamy też smartwatche.")], "negation"),
            Slip(1, [("Bateria: 25 zł", "Bateria: 35 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "You must show your receipt",
                        "We also offer free courier collection anywhere in Gdańsk. You must show your receipt",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-karta-podarunkowa",
        source=(
            "### Regulamin karty podarunkowej Księgarni Pod Arkadami\n\n"
            "1. Karta jest ważna **12 miesięcy** od dnia aktywacji, a jej wartość można wykorzystać w kilku transakcjach.\n"
            "2. Karty nie można wymienić na gotówkę ani zwrócić.\n"
            "3. Karty wydawane są w nominałach 50 zł, 100 zł i 200 zł.\n"
            "4. Po upływie terminu ważności niewykorzystane środki przepadają.\n"
            "5. Karta nie jest imienna; księgarnia nie odpowiada za jej utratę, ale na wniosek właściciela posiadającego paragon zakupu "
            "może zablokować kartę.\n\n"
            "Kartą można płacić we wszystkich salonach sieci oraz w sklepie internetowym podarkady.pl. Saldo sprawdzisz pod numerem "
            "58 340 22 10 lub przy kasie. Regulamin obowiązuje od 1 października 2024 r."
        ),
        good=[
            Good(
                "preserve",
                "### Karta podarunkowa Księgarni Pod Arkadami – najważniejsze zasady\n\n"
                "1. Kartę możesz wykorzystywać przez **12 miesięcy** od aktywacji, także w kilku zakupach.\n"
                "2. Karty nie wymienisz na gotówkę i nie możesz jej zwrócić.\n"
                "3. Dostępne wartości: 50 zł, 100 zł i 200 zł.\n"
                "4. Pieniądze, których nie wydasz przed końcem ważności, przepadają.\n"
                "5. Karta nie jest przypisana do konkretnej osoby, a za jej zgubienie księgarnia nie odpowiada. Jeśli jednak masz paragon "
                "zakupu, księgarnia może ją na Twoją prośbę zablokować.\n\n"
                "Zapłacisz nią w każdym salonie sieci i w sklepie internetowym podarkady.pl. Ile zostało na karcie, sprawdzisz przy kasie albo "
                "pod numerem 58 340 22 10. Zasady obowiązują od 1 października 2024 r.",
            ),
            Good(
                "preserve",
                "### Karta podarunkowa – regulamin (Księgarnia Pod Arkadami)\n\n"
                "1. Okres ważności karty wynosi **12 miesięcy** od daty aktywacji; jej wartość można wykorzystać w więcej niż jednej "
                "transakcji.\n"
                "2. Karta nie podlega wymianie na gotówkę ani zwrotowi.\n"
                "3. Dostępne nominały: 50, 100 i 200 zł.\n"
                "4. Środki niewykorzystane w okresie ważności przepadają.\n"
                "5. Karta jest na okaziciela. Księgarnia nie ponosi odpowiedzialności za jej utratę; może jednak zablokować kartę na wniosek "
                "właściciela, który przedstawi paragon zakupu.\n\n"
                "Płatność kartą jest akceptowana we wszystkich salonach sieci oraz na podarkady.pl. Informację o saldzie można uzyskać przy "
                "kasie lub pod nr. tel. 58 340 22 10. Regulamin wchodzi w życie 1 października 2024 r.",
            ),
            Good(
                "en",
                "### Gift card terms – Pod Arkadami Bookshop\n\n"
                "1. The card is valid for **12 months** from activation, and its value can be used over several transactions.\n"
                "2. The card cannot be exchanged for cash or returned.\n"
                "3. Cards are issued in denominations of PLN 50, PLN 100 and PLN 200.\n"
                "4. Any balance not used by the expiry date is forfeited.\n"
                "5. The card is not registered to a named person; the bookshop is not responsible if it is lost, but it may block the card at "
                "the request of an owner who has the purchase receipt.\n\n"
                "The card can be used in all of the chain's shops and in the online shop podarkady.pl. You can check your balance on "
                "58 340 22 10 or at the till. These terms apply from 1 October 2024.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    ("\n\n1. Okres", "\n\nOkres"),
                    ("\n2. Karta", " Karta"),
                    ("\n3. Dostępne", " Dostępne"),
                    ("\n4. Środki", " Środki"),
                    ("\n5. Karta jest", " Karta jest"),
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "The card cannot be exchanged for cash or returned.",
                        "The card can be exchanged for cash or returned.",
                    )
                ],
                "negation",
            ),
            Slip(0, [("od 1 października 2024 r.", "od 1 listopada 2024 r.")], "date"),
        ],
    ),
    Case(
        key="pl-marsze-na-orientacje",
        source=(
            "Zapraszamy na Nocne Marsze na Orientację „Latarka 2025”, które odbędą się w sobotę 8 listopada 2025 r. w Puszczy Kampinoskiej. "
            "Start z bazy w Granicy, ul. Leśna 2, nastąpi o godz. 18:00, a limit czasu na trasie TP (12 km) wynosi 4 godziny. Zapisy "
            "przyjmujemy do 2 listopada przez formularz na stronie latarka.pinpoint.org.pl; opłata wynosi 40 zł, a dla uczniów 25 zł. Każdy "
            "uczestnik musi mieć latarkę czołową, naładowany telefon i kamizelkę odblaskową. Osoby niepełnoletnie mogą startować wyłącznie "
            "pod opieką osoby dorosłej. Używanie nawigacji GPS jest zabronione. Na mecie przewidziano ciepły posiłek, a wyniki opublikujemy "
            "najpóźniej w środę 12 listopada."
        ),
        good=[
            Good(
                "preserve",
                "Zapraszamy na nocne marsze na orientację „Latarka 2025”. Odbędą się w sobotę, 8 listopada 2025 r., w Puszczy Kampinoskiej. "
                "Startujemy o 18:00 z bazy w Granicy przy ul. Leśnej 2. Na przejście trasy TP, która ma 12 km, masz 4 godziny. Zapisz się "
                "do 2 listopada przez formularz na latarka.pinpoint.org.pl. Udział kosztuje 40 zł, a uczniowie płacą 25 zł. Każdy musi zabrać "
                "latarkę czołową, naładowany telefon i kamizelkę odblaskową. Niepełnoletni mogą wystartować tylko pod opieką dorosłego. Nie "
                "wolno korzystać z nawigacji GPS. Na mecie czeka ciepły posiłek, a wyniki pojawią się najpóźniej w środę, 12 listopada.",
            ),
            Good(
                "preserve",
                "**Nocne Marsze na Orientację „Latarka 2025”**\n\n"
                "- **Kiedy i gdzie:** sobota, 8 listopada 2025 r., Puszcza Kampinoska; start o 18:00 z bazy w Granicy (ul. Leśna 2).\n"
                "- **Trasa TP:** 12 km, limit czasu – 4 h.\n"
                "- **Zapisy:** do 2 listopada, formularz na latarka.pinpoint.org.pl; wpisowe 40 zł (uczniowie – 25 zł).\n"
                "- **Obowiązkowe wyposażenie:** latarka czołowa, naładowany telefon, kamizelka odblaskowa.\n"
                "- Niepełnoletni startują wyłącznie pod opieką dorosłego; obowiązuje zakaz korzystania z nawigacji GPS.\n\n"
                "Na mecie ciepły posiłek. Wyniki opublikujemy nie później niż w środę 12 listopada.",
            ),
            Good(
                "en",
                "Join us for the 'Latarka 2025' night orienteering walks on Saturday 8 November 2025 in Kampinos Forest. The start is at "
                "6 p.m. from the base in Granica, ul. Leśna 2, and the time limit on the TP route (12 km) is four hours. Registration is open "
                "until 2 November via the form at latarka.pinpoint.org.pl; the fee is PLN 40, or PLN 25 for school students. Every participant "
                "must have a head torch, a charged phone and a high-visibility vest. Minors may only take part under the supervision of an "
                "adult. GPS navigation is not allowed. A hot meal will be served at the finish, and results will be published by Wednesday "
                "12 November at the latest.",
            ),
        ],
        bad=[
            Slip(2, [("on Saturday 8 November 2025", "on Saturday 15 November 2025")], "date"),
            Slip(1, [("latarka.pinpoint.org.pl", "latarka.pinpoint.pl")], "url"),
            Slip(
                0,
                [("Każdy musi zabrać latarkę czołową", "Warto zabrać latarkę czołową")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-noclegownia",
        source=(
            "Miejski Ośrodek Pomocy Społecznej w Radomiu informuje, że w okresie od 1 listopada do 31 marca noclegownia przy "
            "ul. Przemysłowej 14 jest czynna codziennie od 18:00 do 8:00. Dysponuje 45 miejscami dla mężczyzn i 12 dla kobiet. Przyjęcie "
            "jest bezpłatne i nie wymaga skierowania. Osoby pod wpływem alkoholu nie zostaną przyjęte, ale mogą skorzystać z ogrzewalni przy "
            "ul. Słowackiego 3. Każda osoba otrzymuje ciepłą kolację i śniadanie. Jeśli widzisz kogoś, kto może potrzebować pomocy, zadzwoń "
            "pod numer 986 (straż miejska) lub 112 w sytuacji zagrożenia życia. Zimą schronienia szuka prawdopodobnie ponad 200 osób "
            "z naszego miasta."
        ),
        good=[
            Good(
                "preserve",
                "Miejski Ośrodek Pomocy Społecznej w Radomiu przypomina: od 1 listopada do 31 marca noclegownia na ul. Przemysłowej 14 działa "
                "każdego dnia od 18:00 do 8:00 rano. Ma 45 miejsc dla mężczyzn i 12 dla kobiet. Nocleg jest za darmo i nie potrzeba "
                "skierowania. Osoba nietrzeźwa nie zostanie przyjęta, ale może pójść do ogrzewalni na ul. Słowackiego 3. Każdy dostaje ciepłą "
                "kolację i śniadanie. Widzisz kogoś, kto może potrzebować pomocy? Zadzwoń na 986 (straż miejska), a gdy czyjeś życie jest "
                "zagrożone – na 112. Zimą schronienia szuka w Radomiu prawdopodobnie ponad 200 osób.",
            ),
            Good(
                "preserve",
                "Komunikat Miejskiego Ośrodka Pomocy Społecznej w Radomiu\n\n"
                "W okresie od 1 listopada do 31 marca noclegownia przy ul. Przemysłowej 14 przyjmuje osoby potrzebujące codziennie w godzinach "
                "18:00–8:00. Placówka dysponuje 57 miejscami: 45 dla mężczyzn i 12 dla kobiet. Pobyt jest nieodpłatny, a skierowanie nie jest "
                "wymagane. Osobom nietrzeźwym odmawia się przyjęcia; mogą one skorzystać z ogrzewalni przy ul. Słowackiego 3. Wszystkim "
                "zapewnia się ciepłą kolację i śniadanie. Osoby, które mogą potrzebować pomocy, prosimy zgłaszać straży miejskiej (tel. 986), "
                "a w sytuacji zagrożenia życia – pod numerem alarmowym 112. W sezonie zimowym schronienia poszukuje w Radomiu prawdopodobnie "
                "ponad 200 osób.",
            ),
            Good(
                "en",
                "Radom Municipal Social Welfare Centre announces that from 1 November to 31 March the night shelter at ul. Przemysłowa 14 is "
                "open every day from 6 p.m. to 8 a.m. It has 45 places for men and 12 for women. Admission is free and no referral is needed. "
                "People under the influence of alcohol will not be admitted, but they can use the warming centre at ul. Słowackiego 3. "
                "Everyone receives a hot supper and breakfast. If you see someone who may need help, call 986 (municipal police) or 112 if "
                "someone's life is in danger. Probably more than 200 people in our city look for shelter each winter.",
            ),
        ],
        bad=[
            Slip(
                1, [("a skierowanie nie jest wymagane", "a skierowanie jest wymagane")], "negation"
            ),
            Slip(
                0,
                [
                    (
                        "Każdy dostaje ciepłą kolację i śniadanie.",
                        "Każdy dostaje ciepłą kolację i śniadanie, a na miejscu można też skorzystać z pralni i wziąć prysznic.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("Probably more than 200 people", "More than 200 people")], "hedge"),
        ],
    ),
    Case(
        key="pl-glosowanie-korespondencyjne",
        source=(
            "Wyborcy z niepełnosprawnością w stopniu znacznym lub umiarkowanym oraz wyborcy, którzy najpóźniej w dniu głosowania kończą "
            "60 lat, mogą głosować korespondencyjnie (art. 53a § 1 Kodeksu wyborczego). Zamiar głosowania korespondencyjnego należy zgłosić "
            "wójtowi, burmistrzowi lub prezydentowi miasta do 13. dnia przed dniem wyborów – w wyborach zaplanowanych na 18 maja 2025 r. "
            "termin mija 5 maja. Zgłoszenia można dokonać ustnie, pisemnie, telefonicznie lub przez ePUAP. Pakiet wyborczy zostanie "
            "doręczony do rąk własnych wyborcy najpóźniej 7 dni przed wyborami. Wysłanie koperty zwrotnej nic nie kosztuje. Kopertę można "
            "też osobiście dostarczyć do obwodowej komisji wyborczej w swoim obwodzie w dniu wyborów."
        ),
        good=[
            Good(
                "preserve",
                "Głosować korespondencyjnie mogą osoby ze znacznym lub umiarkowanym stopniem niepełnosprawności oraz osoby, które najpóźniej "
                "w dniu wyborów skończą 60 lat (art. 53a § 1 Kodeksu wyborczego). Jeśli chcesz tak głosować, musisz to zgłosić wójtowi, "
                "burmistrzowi lub prezydentowi miasta najpóźniej 13 dni przed wyborami. Wybory odbędą się 18 maja 2025 r., więc masz czas "
                "do 5 maja. Zgłoszenie możesz zrobić ustnie, na piśmie, przez telefon albo przez ePUAP. Pakiet wyborczy dostaniesz do rąk "
                "własnych najpóźniej 7 dni przed wyborami. Za odesłanie koperty zwrotnej nic nie płacisz. Możesz ją też w dniu wyborów "
                "zanieść sam do obwodowej komisji wyborczej w swoim obwodzie.",
            ),
            Good(
                "preserve",
                "**Kto może głosować korespondencyjnie?** Wyborcy z niepełnosprawnością w stopniu znacznym lub umiarkowanym oraz ci, którzy "
                "najpóźniej w dniu głosowania ukończą 60 lat – zgodnie z art. 53a § 1 Kodeksu wyborczego.\n\n"
                "**Do kiedy trzeba się zgłosić?** Do 13. dnia przed wyborami; w przypadku wyborów 18 maja 2025 r. – do 5 maja. Zgłoszenie "
                "przyjmuje wójt, burmistrz lub prezydent miasta: ustnie, pisemnie, telefonicznie lub przez ePUAP.\n\n"
                "**Kiedy przyjdzie pakiet?** Zostanie doręczony do rąk własnych nie później niż 7 dni przed dniem wyborów.\n\n"
                "**Czy odesłanie koperty jest płatne?** Nie. Kopertę zwrotną można również w dniu wyborów dostarczyć osobiście do obwodowej "
                "komisji wyborczej w swoim obwodzie.",
            ),
            Good(
                "en",
                "Voters with a severe or moderate disability and voters who turn 60 by polling day at the latest may vote by post (Article 53a "
                "§ 1 of the Electoral Code). Anyone who intends to vote by post must notify the head of the municipality, mayor or city "
                "president no later than the 13th day before the election; for the election scheduled for 18 May 2025, the deadline is 5 May. "
                "Notification can be given orally, in writing, by phone or via ePUAP. The election pack will be delivered into the voter's own "
                "hands no later than 7 days before the election. Sending back the return envelope is free of charge. The envelope can also be "
                "handed in personally to the district electoral commission in the voter's own district on election day.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "zgodnie z art. 53a § 1 Kodeksu wyborczego",
                        "zgodnie z art. 53a § 1 Kodeksu postępowania administracyjnego",
                    )
                ],
                "legal_reference",
            ),
            Slip(0, [("masz czas do 5 maja", "masz czas do 8 maja")], "date"),
            Slip(
                2,
                [
                    (
                        "Sending back the return envelope is free of charge.",
                        "Sending back the return envelope is not free of charge.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-lombard",
        source=(
            "Lombard „Złoty Grosz” udziela pożyczek pod zastaw złota, elektroniki i narzędzi na okres od 7 do 60 dni. Wysokość pożyczki "
            "wynosi zwykle od 40% do 70% wartości rynkowej przedmiotu, ustalanej na miejscu przez rzeczoznawcę. Do zawarcia umowy potrzebny "
            "jest dowód osobisty; pożyczek nie udzielamy osobom poniżej 18 lat. Opłata za każde rozpoczęte 7 dni wynosi 3% kwoty pożyczki. "
            "Pożyczkę można spłacić wcześniej bez dodatkowych kosztów. Jeżeli klient nie spłaci pożyczki ani jej nie przedłuży w terminie, "
            "lombard może sprzedać zastaw po upływie 3 dni od terminu spłaty. Przedłużenie umowy jest możliwe pod warunkiem uregulowania "
            "naliczonych opłat. Zapraszamy od poniedziałku do soboty, 9:00–19:00."
        ),
        good=[
            Good(
                "preserve",
                "W lombardzie „Złoty Grosz” pożyczysz pieniądze pod zastaw złota, elektroniki albo narzędzi – na okres od 7 do 60 dni. "
                "Zazwyczaj dostaniesz od 40% do 70% wartości rynkowej przedmiotu; wycenia go na miejscu rzeczoznawca. Do podpisania umowy "
                "potrzebujesz dowodu osobistego. Osobom, które nie skończyły 18 lat, nie pożyczamy. Za każde rozpoczęte 7 dni płacisz 3% "
                "pożyczonej kwoty. Możesz oddać pieniądze wcześniej i nie zapłacisz za to nic więcej. Jeśli w terminie nie spłacisz pożyczki "
                "ani jej nie przedłużysz, po 3 dniach od terminu spłaty możemy sprzedać zastaw. Pożyczkę przedłużysz, jeśli zapłacisz "
                "naliczone opłaty. Jesteśmy otwarci od poniedziałku do soboty, 9:00–19:00.",
            ),
            Good(
                "preserve",
                "Lombard „Złoty Grosz” – warunki pożyczek\n\n"
                "Pożyczki zabezpieczone zastawem (złoto, elektronika, narzędzia) udzielane są na 7–60 dni, zazwyczaj w wysokości 40–70% "
                "wartości rynkowej przedmiotu, określanej na miejscu przez rzeczoznawcę. Wymagany jest dowód osobisty; osobom poniżej 18. roku "
                "życia pożyczek się nie udziela. Opłata wynosi 3% kwoty pożyczki za każdy rozpoczęty tydzień. Wcześniejsza spłata nie wiąże "
                "się z dodatkowymi kosztami. W razie braku spłaty lub przedłużenia w terminie lombard jest uprawniony do sprzedaży zastawu po "
                "upływie 3 dni od terminu spłaty. Warunkiem przedłużenia umowy jest uregulowanie naliczonych opłat. Godziny otwarcia: "
                "pon.–sob. 9:00–19:00.",
            ),
            Good(
                "en",
                "Złoty Grosz pawnshop lends money against gold, electronics and tools for periods of 7 to 60 days. Loans are usually worth "
                "between 40% and 70% of the item's market value, as assessed on the spot by a valuer. You will need your ID card to sign the "
                "agreement, and we do not lend to anyone under 18. The fee is 3% of the loan amount for each 7-day period or part of one. "
                "Loans may be repaid early at no extra cost. If a customer neither repays nor extends the loan on time, the pawnshop may sell "
                "the pledged item once 3 days have passed since the repayment date. An extension is possible provided the accrued fees have "
                "been paid. We are open Monday to Saturday, 9 a.m. to 7 p.m.",
            ),
        ],
        bad=[
            Slip(2, [("once 3 days have passed", "once 30 days have passed")], "number"),
            Slip(
                1,
                [
                    (
                        "Warunkiem przedłużenia umowy jest uregulowanie naliczonych opłat.",
                        "Przy przedłużeniu umowy zaleca się uregulowanie naliczonych opłat.",
                    )
                ],
                "modality",
            ),
            Slip(0, [("Zazwyczaj dostaniesz od 40% do 70%", "Dostaniesz od 40% do 70%")], "hedge"),
        ],
    ),
    Case(
        key="pl-fotoradar",
        source=(
            "Centrum Automatycznego Nadzoru nad Ruchem Drogowym (CANARD) wysyła wezwanie do właściciela pojazdu, którego kierowca "
            "przekroczył prędkość zarejestrowaną przez fotoradar. Właściciel ma obowiązek wskazać, komu powierzył pojazd do używania "
            "w określonym czasie (art. 78 ust. 4 ustawy – Prawo o ruchu drogowym). Odpowiedź należy przesłać w ciągu 7 dni od doręczenia "
            "wezwania, np. przez formularz na stronie https://canard.gitd.gov.pl. Niewskazanie kierującego jest wykroczeniem i może skończyć "
            "się grzywną wyższą niż mandat za samo przekroczenie prędkości. Jeśli kierowcą był sam właściciel, może przyjąć mandat bez "
            "wizyty w urzędzie. Zdjęcie z fotoradaru można obejrzeć online po podaniu numeru sprawy z wezwania."
        ),
        good=[
            Good(
                "preserve",
                "Jeśli fotoradar zarejestruje, że kierowca jechał za szybko, Centrum Automatycznego Nadzoru nad Ruchem Drogowym (CANARD) "
                "wyśle wezwanie do właściciela pojazdu. Właściciel musi wskazać, komu w tym czasie powierzył pojazd – wynika to z art. 78 "
                "ust. 4 ustawy – Prawo o ruchu drogowym. Na odpowiedź ma 7 dni od otrzymania wezwania; może ją wysłać na przykład przez "
                "formularz na https://canard.gitd.gov.pl. Kto nie wskaże kierowcy, popełnia wykroczenie i może zapłacić grzywnę wyższą niż "
                "mandat za samą prędkość. Jeżeli to właściciel prowadził, może przyjąć mandat bez chodzenia do urzędu. Zdjęcie z fotoradaru "
                "obejrzysz w internecie, gdy podasz numer sprawy z wezwania.",
            ),
            Good(
                "preserve",
                "Wezwanie z CANARD – co należy zrobić\n\n"
                "Jeżeli fotoradar zarejestrował przekroczenie prędkości, Centrum Automatycznego Nadzoru nad Ruchem Drogowym (CANARD) kieruje "
                "wezwanie do właściciela pojazdu. Na podstawie art. 78 ust. 4 ustawy – Prawo o ruchu drogowym właściciel jest zobowiązany "
                "wskazać osobę, której powierzył pojazd w danym czasie. Odpowiedzi należy udzielić w terminie 7 dni od doręczenia wezwania, "
                "m.in. za pośrednictwem formularza na https://canard.gitd.gov.pl. Niewskazanie kierującego stanowi wykroczenie, za które grozi "
                "grzywna przewyższająca mandat za przekroczenie prędkości. Właściciel, który sam prowadził pojazd, może przyjąć mandat bez "
                "osobistego stawiennictwa w urzędzie. Zdjęcie z fotoradaru jest dostępne online po wpisaniu numeru sprawy podanego w wezwaniu.",
            ),
            Good(
                "en",
                "The Centre for Automatic Road Traffic Supervision (CANARD) sends a notice to the owner of a vehicle whose driver was caught "
                "speeding by a speed camera. The owner is required to name the person to whom they entrusted the vehicle at the time in "
                "question (Article 78(4) of the Road Traffic Act). The reply must be sent within 7 days of receiving the notice, for example "
                "using the form at https://canard.gitd.gov.pl. Failing to identify the driver is an offence and may result in a fine higher "
                "than the ticket for the speeding itself. If the owner was driving, they can accept the fixed penalty without visiting an "
                "office. The speed camera photo can be viewed online by entering the case number given in the notice.",
            ),
        ],
        bad=[
            Slip(0, [("Właściciel musi wskazać", "Właściciel może wskazać")], "modality"),
            Slip(
                2,
                [
                    (
                        "Failing to identify the driver is an offence",
                        "Failing to identify the driver is not an offence",
                    )
                ],
                "negation",
            ),
            Slip(1, [("https://canard.gitd.gov.pl", "https://canard.gov.pl")], "url"),
        ],
    ),
]
