# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 54: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-plywalnia-delfin-regulamin-dzieci-zjezdzalnia",
        source="Regulamin pływalni miejskiej „Delfin”. Dzieci poniżej 10 lat mogą przebywać na terenie pływalni wyłącznie pod opieką osoby pełnoletniej. Jeden opiekun może mieć pod opieką najwyżej troje dzieci. Przed wejściem do wody należy skorzystać z natrysku. Nie wolno skakać do wody z bocznych krawędzi niecki ani biegać po plaży basenowej. Korzystanie ze zjeżdżalni jest dozwolone dla osób o wzroście co najmniej 120 cm. Strefa głęboka (1,8 m) jest przeznaczona wyłącznie dla osób umiejących pływać. Bilet uprawnia do pobytu przez 60 minut; za każde rozpoczęte 10 minut ponad ten czas pobierana jest dopłata 3 zł. Ratownik może nakazać opuszczenie pływalni osobie, która narusza regulamin.",
        good=[
            Good(
                "preserve",
                "Najważniejsze zasady pływalni miejskiej „Delfin”:\n"
                "- Dzieci, które nie ukończyły 10 lat, mogą przebywać na pływalni tylko pod opieką pełnoletniego opiekuna; jeden opiekun odpowiada za maksymalnie troje dzieci.\n"
                "- Przed wejściem do wody trzeba wziąć prysznic.\n"
                "- Zakazane jest skakanie do wody z bocznych krawędzi niecki oraz bieganie po plaży basenowej.\n"
                "- Ze zjeżdżalni mogą korzystać osoby mające co najmniej 120 cm wzrostu.\n"
                "- Strefa głęboka (1,8 m) jest wyłącznie dla osób, które umieją pływać.\n"
                "- Bilet obejmuje 60 minut pobytu, a za każde rozpoczęte 10 minut ponad ten limit dopłaca się 3 zł.\n"
                "- Ratownik może polecić opuszczenie pływalni każdemu, kto łamie regulamin.",
            ),
            Good(
                "preserve",
                "Na pływalni „Delfin” obowiązuje kilka zasad. Zanim wejdziesz do wody, musisz się umyć pod natryskiem. Jeśli przychodzisz z dziećmi poniżej 10 lat, pamiętaj, że mogą one przebywać na pływalni wyłącznie z osobą pełnoletnią, a jeden opiekun może pilnować najwyżej trojga dzieci. Nie skacz do wody z bocznych krawędzi niecki i nie biegaj po plaży basenowej. Ze zjeżdżalni mogą korzystać osoby mające minimum 120 cm wzrostu, a strefa głęboka (1,8 m) jest przeznaczona tylko dla tych, którzy umieją pływać. W cenie biletu masz 60 minut pobytu; każde rozpoczęte 10 minut ponad ten czas kosztuje dodatkowo 3 zł. Pamiętaj też, że ratownik może nakazać opuszczenie pływalni każdemu, kto narusza regulamin.",
            ),
            Good(
                "en",
                "Rules of the “Delfin” municipal swimming pool. Children under 10 may stay at the pool only under the supervision of an adult, and one adult may supervise no more than three children. You must shower before entering the water. Jumping into the water from the side edges of the pool and running on the pool deck are prohibited. The slide may be used by people who are at least 120 cm tall. The deep zone (1.8 m) is reserved exclusively for people who can swim. A ticket covers a 60-minute stay; for each started 10-minute period beyond that, a surcharge of PLN 3 applies. The lifeguard may order anyone who breaks the rules to leave the pool.",
            ),
        ],
        bad=[
            Slip(0, [("Zakazane jest skakanie", "Dozwolone jest skakanie")], "negation"),
            Slip(1, [("ratownik może nakazać", "ratownik musi nakazać")], "modality"),
            Slip(2, [("at least 120 cm tall", "at least 140 cm tall")], "number"),
        ],
    ),
    Case(
        key="pl-drukarka-3d-fx220-szybki-start",
        source="Po rozpakowaniu drukarki FX-220 usuń wszystkie opaski transportowe i ustaw urządzenie na stabilnej, poziomej powierzchni. Przed pierwszym wydrukiem przeprowadź kalibrację stołu: w menu wybierz Ustawienia > Kalibracja > Auto, co zajmuje zwykle około 5 minut. Do drukowania z PLA ustaw temperaturę dyszy na 210 °C, a stołu na 60 °C. Pliki do druku zapisuj na karcie microSD w formacie .gcode; drukarka nie odczytuje plików .stl bezpośrednio. Pierwszy wydruk testowy znajdziesz na dołączonej karcie jako plik test_kostka.gcode. Nie dotykaj dyszy podczas pracy ani przez co najmniej 10 minut po jej zakończeniu. Jeśli filament się nie wysuwa, dysza może być zatkana.",
        good=[
            Good(
                "preserve",
                "Pierwsze kroki z drukarką FX-220:\n"
                "1. Rozpakuj drukarkę, zdejmij wszystkie opaski transportowe i postaw ją na stabilnym, poziomym podłożu.\n"
                "2. Zanim zaczniesz drukować, skalibruj stół (Ustawienia > Kalibracja > Auto) – trwa to zazwyczaj około 5 minut.\n"
                "3. Przy PLA ustaw dyszę na 210 °C, a stół na 60 °C.\n"
                "4. Zapisuj pliki na karcie microSD jako .gcode – plików .stl drukarka bezpośrednio nie odczyta.\n"
                "5. Plik do pierwszego wydruku testowego, test_kostka.gcode, znajdziesz na dołączonej karcie.\n"
                "Uwaga: nie dotykaj dyszy w trakcie pracy ani przez minimum 10 minut po jej zakończeniu. Jeżeli filament nie wychodzi, dysza może być zatkana.",
            ),
            Good(
                "preserve",
                "Po rozpakowaniu urządzenia FX-220 należy usunąć wszystkie opaski transportowe, a drukarkę ustawić na stabilnej i poziomej powierzchni. Przed pierwszym drukiem należy przeprowadzić kalibrację stołu, uruchamianą z menu Ustawienia > Kalibracja > Auto; trwa ona zwykle około 5 minut. Dla filamentu PLA należy ustawić temperaturę dyszy 210 °C i temperaturę stołu 60 °C. Pliki przeznaczone do druku zapisuje się na karcie microSD w formacie .gcode; plików .stl urządzenie bezpośrednio nie odczytuje. Plik test_kostka.gcode, przeznaczony do pierwszego wydruku testowego, znajduje się na dołączonej karcie. Dyszy nie wolno dotykać w trakcie pracy ani przez co najmniej 10 minut po jej zakończeniu. Gdy filament się nie wysuwa, przyczyną może być zatkana dysza.",
            ),
            Good(
                "en",
                "After unpacking the FX-220, remove all transport ties and place the printer on a stable, level surface. Before your first print, calibrate the bed: in the menu, choose Ustawienia > Kalibracja > Auto (Settings > Calibration > Auto); this usually takes about 5 minutes. For PLA, set the nozzle temperature to 210 °C and the bed to 60 °C. Save print files to the microSD card in .gcode format; the printer does not read .stl files directly. You will find the first test print on the included card as the file test_kostka.gcode. Do not touch the nozzle while the printer is working or for at least 10 minutes after it has finished. If the filament does not come out, the nozzle may be clogged.",
            ),
        ],
        bad=[
            Slip(0, [("testowego, test_kostka.gcode,", "testowego, test_kostka.stl,")], "code"),
            Slip(1, [("temperaturę dyszy 210 °C", "temperaturę dyszy 230 °C")], "number"),
            Slip(2, [("the nozzle may be clogged", "the nozzle is clogged")], "hedge"),
        ],
    ),
    Case(
        key="pl-lodowiec-hansa-recesja-czola-abstrakt",
        source="Przedstawiamy analizę zmian czoła lodowca Hansa (Spitsbergen) w latach 1991–2021 na podstawie zdjęć satelitarnych Landsat i Sentinel-2. W badanym okresie czoło lodowca cofnęło się łącznie o około 1,6 km, przy czym średnie tempo recesji po 2010 roku było prawie dwukrotnie wyższe niż w dekadzie 1991–2000. Wyniki wskazują, że głównym czynnikiem przyspieszenia jest prawdopodobnie wzrost temperatury wód fiordu, a nie zmiany w akumulacji śniegu. Nasze szacunki są zgodne z wcześniejszymi pomiarami terenowymi (Błaszczyk i in., 2013), choć nasze dane nie obejmują sezonów zimowych. Prognozujemy, że przy utrzymaniu obecnego trendu lodowiec może do 2040 roku stracić kontakt z morzem.",
        good=[
            Good(
                "preserve",
                "Na podstawie zdjęć satelitarnych z misji Landsat i Sentinel-2 zbadaliśmy, jak w latach 1991–2021 zmieniało się czoło lodowca Hansa na Spitsbergenie. W tym okresie cofnęło się ono w sumie o mniej więcej 1,6 km, a po 2010 roku recesja postępowała średnio niemal dwa razy szybciej niż w latach 1991–2000. Wyniki wskazują, że główną przyczyną przyspieszenia jest prawdopodobnie ocieplanie się wód fiordu, a nie zmiany w akumulacji śniegu. Nasze szacunki zgadzają się z wcześniejszymi pomiarami terenowymi (Błaszczyk i in., 2013), chociaż nasze dane nie obejmują sezonów zimowych. Jeśli obecny trend się utrzyma, lodowiec może do 2040 roku utracić kontakt z morzem.",
            ),
            Good(
                "preserve",
                "Celem pracy była analiza zmian położenia czoła lodowca Hansa (Spitsbergen) w okresie 1991–2021, przeprowadzona w oparciu o obrazy satelitarne Landsat i Sentinel-2. Stwierdzono łączną recesję czoła o około 1,6 km; po 2010 roku jej średnie tempo było blisko dwukrotnie wyższe niż w dekadzie 1991–2000. Wyniki wskazują, że przyspieszenie wynika prawdopodobnie przede wszystkim ze wzrostu temperatury wód fiordu, a nie ze zmian akumulacji śniegu. Uzyskane szacunki pozostają zgodne z wcześniejszymi pomiarami terenowymi (Błaszczyk i in., 2013), przy czym wykorzystane dane nie obejmują sezonów zimowych. Prognozuje się, że przy utrzymaniu obecnego trendu lodowiec może do 2040 roku stracić kontakt z morzem.",
            ),
            Good(
                "en",
                "We present an analysis of changes in the terminus of Hans Glacier (Spitsbergen) between 1991 and 2021, based on Landsat and Sentinel-2 satellite imagery. Over the study period, the glacier front retreated by about 1.6 km in total, and the mean retreat rate after 2010 was almost twice as high as in the 1991–2000 decade. The results indicate that the main driver of this acceleration is probably rising fjord water temperature rather than changes in snow accumulation. Our estimates agree with earlier field measurements (Błaszczyk et al., 2013), although our data do not cover winter seasons. We project that, if the current trend continues, the glacier may lose contact with the sea by 2040.",
            ),
        ],
        bad=[
            Slip(0, [("jest prawdopodobnie ocieplanie", "jest ocieplanie")], "hedge"),
            Slip(1, [("(Błaszczyk i in., 2013)", "(Błaszczyk i in., 2016)")], "citation"),
            Slip(2, [("by about 1.6 km", "by about 2.6 km")], "number"),
        ],
    ),
    Case(
        key="pl-urzad-skarbowy-wezwanie-wyjasnienia-pit",
        source="Naczelnik Urzędu Skarbowego w Radomiu, działając na podstawie art. 274a § 1 ustawy z dnia 29 sierpnia 1997 r. – Ordynacja podatkowa, wzywa Pana do złożenia wyjaśnień dotyczących zeznania PIT-37 za rok 2023. W zeznaniu wykazano ulgę na dzieci w kwocie 2224,08 zł, jednak w systemie nie odnaleziono danych drugiego dziecka. Wyjaśnienia należy złożyć w terminie 14 dni od dnia doręczenia niniejszego pisma, osobiście, pocztą lub przez e-Urząd Skarbowy. Może Pan również złożyć korektę zeznania wraz z uzasadnieniem. Niezłożenie wyjaśnień nie wstrzymuje dalszego postępowania. W razie pytań prosimy o kontakt z Działem Obsługi Bezpośredniej pod numerem 48 362 51 00 w dni robocze od 8:00 do 15:00.",
        good=[
            Good(
                "preserve",
                "Naczelnik Urzędu Skarbowego w Radomiu wzywa Pana do złożenia wyjaśnień w sprawie zeznania PIT-37 za 2023 rok. Podstawą wezwania jest art. 274a § 1 Ordynacji podatkowej (ustawa z 29 sierpnia 1997 r.). W zeznaniu wykazał Pan ulgę na dzieci w wysokości 2224,08 zł, ale w systemie nie udało się odnaleźć danych drugiego dziecka. Wyjaśnienia musi Pan złożyć w ciągu 14 dni od doręczenia tego pisma – osobiście, pocztą albo przez e-Urząd Skarbowy. Może Pan także złożyć korektę zeznania razem z uzasadnieniem. Jeśli nie złoży Pan wyjaśnień, dalsze postępowanie nie zostanie wstrzymane. Pytania? Dział Obsługi Bezpośredniej: tel. 48 362 51 00, w dni robocze w godz. 8:00–15:00.",
            ),
            Good(
                "preserve",
                "Na podstawie art. 274a § 1 ustawy z dnia 29 sierpnia 1997 r. – Ordynacja podatkowa Naczelnik Urzędu Skarbowego w Radomiu wzywa Pana do złożenia wyjaśnień w sprawie zeznania PIT-37 za 2023 r. W zeznaniu wykazano ulgę na dzieci w kwocie 2224,08 zł, natomiast w systemie nie odnaleziono danych drugiego dziecka. Wyjaśnienia należy złożyć w terminie 14 dni od dnia doręczenia pisma – osobiście, pocztą lub za pośrednictwem e-Urzędu Skarbowego; może Pan również złożyć korektę zeznania wraz z uzasadnieniem. Informujemy, że niezłożenie wyjaśnień nie wstrzymuje dalszego postępowania. Pytania można kierować do Działu Obsługi Bezpośredniej, tel. 48 362 51 00, w dni robocze od 8:00 do 15:00.",
            ),
            Good(
                "en",
                "The Head of the Tax Office in Radom, acting under Article 274a § 1 of the Act of 29 August 1997 – Tax Ordinance, calls on you to provide explanations concerning your PIT-37 return for 2023. The return claims child tax relief of PLN 2,224.08, but the data of the second child could not be found in the system. You must submit your explanations within 14 days of the date this letter is delivered, in person, by post or via e-Urząd Skarbowy. You may also file a corrected return together with a justification. Failure to provide explanations does not suspend further proceedings. If you have any questions, please contact the Direct Customer Service Department at 48 362 51 00 on working days from 8:00 a.m. to 3:00 p.m.",
            ),
        ],
        bad=[
            Slip(0, [("w ciągu 14 dni", "w ciągu 21 dni")], "date"),
            Slip(
                1, [("Na podstawie art. 274a § 1", "Na podstawie art. 274c § 1")], "legal_reference"
            ),
            Slip(2, [("You may also file", "You must also file")], "modality"),
        ],
    ),
    Case(
        key="pl-rower-velotra-gwarancja-rama-przeglad",
        source="Warunki gwarancji rowerów marki Velotra. Producent udziela gwarancji na okres 24 miesięcy od daty zakupu, a na ramę aluminiową – na 5 lat. Warunkiem zachowania gwarancji jest wykonanie płatnego przeglądu w autoryzowanym serwisie w ciągu 30 dni od zakupu; przegląd należy potwierdzić wpisem w karcie gwarancyjnej. Gwarancja nie obejmuje części podlegających naturalnemu zużyciu, takich jak opony, dętki, łańcuch, klocki hamulcowe i linki. Nie obejmuje również uszkodzeń powstałych w wyniku udziału w zawodach lub wypadku. Reklamację można zgłosić w sklepie, w którym rower został kupiony, lub mailowo na adres gwarancja@velotra.pl. Gwarant rozpatrzy reklamację w terminie 14 dni roboczych.",
        good=[
            Good(
                "preserve",
                "Gwarancja Velotra w skrócie:\n"
                "- okres gwarancji: 24 miesiące od daty zakupu, a na aluminiową ramę 5 lat;\n"
                "- aby gwarancja pozostała ważna, w ciągu 30 dni od zakupu trzeba wykonać płatny przegląd w autoryzowanym serwisie i potwierdzić go wpisem w karcie gwarancyjnej;\n"
                "- gwarancją nie są objęte części, które zużywają się naturalnie, takie jak opony, dętki, łańcuch, klocki hamulcowe i linki;\n"
                "- gwarancja nie obejmuje też szkód powstałych podczas zawodów ani w wyniku wypadku;\n"
                "- reklamację zgłosisz w sklepie, w którym kupiono rower, albo e-mailem na gwarancja@velotra.pl;\n"
                "- gwarant rozpatrzy ją w ciągu 14 dni roboczych.",
            ),
            Good(
                "preserve",
                "Kupując rower Velotra, otrzymujesz 24 miesiące gwarancji od dnia zakupu, a na aluminiową ramę – 5 lat. Pamiętaj jednak o warunku: w ciągu 30 dni od zakupu musisz wykonać płatny przegląd w autoryzowanym serwisie i mieć go potwierdzonego wpisem w karcie gwarancyjnej, inaczej gwarancję stracisz. Gwarancja nie dotyczy części, które naturalnie się zużywają, takich jak opony, dętki, łańcuch, klocki hamulcowe czy linki, ani uszkodzeń powstałych w wyniku wypadku lub startu w zawodach. Reklamację możesz złożyć w sklepie, w którym kupiłeś rower, albo wysłać mailem na adres gwarancja@velotra.pl. Gwarant rozpatrzy ją w ciągu 14 dni roboczych.",
            ),
            Good(
                "en",
                "Velotra bicycle warranty terms. The manufacturer provides a 24-month warranty from the date of purchase and a 5-year warranty on the aluminium frame. To keep the warranty valid, you must have a paid inspection carried out at an authorised service centre within 30 days of purchase, and the inspection must be confirmed by an entry in the warranty card. The warranty does not cover parts subject to natural wear, such as tyres, inner tubes, the chain, brake pads and cables. Nor does it cover damage resulting from taking part in competitions or from accidents. Claims can be made at the shop where the bicycle was bought or by e-mail to gwarancja@velotra.pl. The warrantor will process a claim within 14 working days.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "gwarancja nie obejmuje też szkód powstałych podczas zawodów ani w wyniku wypadku",
                        "gwarancja obejmuje też szkody powstałe podczas zawodów lub w wyniku wypadku",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Gwarant rozpatrzy ją w ciągu 14 dni roboczych.",
                        "Gwarant rozpatrzy ją w ciągu 14 dni roboczych, a na czas naprawy zapewni rower zastępczy.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("within 30 days of purchase", "within 60 days of purchase")], "date"),
        ],
    ),
    Case(
        key="pl-kolo-lowieckie-knieja-polowania-zbiorowe",
        source="Regulamin polowań zbiorowych Koła Łowieckiego nr 47 „Knieja”. Polowanie zbiorowe odbywa się pod kierunkiem prowadzącego, wyznaczonego przez zarząd koła. Każdy uczestnik musi mieć przy sobie legitymację PZŁ z aktualnym wpisem o opłaceniu składki, pozwolenie na broń oraz polisę OC. Przed rozpoczęciem polowania prowadzący przeprowadza odprawę i przypomina zasady bezpieczeństwa. Uczestnikom nie wolno opuszczać stanowiska przed sygnałem kończącym pędzenie ani strzelać w kierunku linii myśliwych. Myśliwy powinien nosić elementy ubioru w jaskrawym kolorze. Naruszenie zasad bezpieczeństwa może skutkować wykluczeniem z polowania, a w poważnych przypadkach skierowaniem sprawy do rzecznika dyscyplinarnego na podstawie § 12 statutu koła. W sprawach nieuregulowanych stosuje się przepisy ustawy z dnia 13 października 1995 r. – Prawo łowieckie.",
        good=[
            Good(
                "preserve",
                "Zasady polowań zbiorowych w Kole Łowieckim nr 47 „Knieja”:\n"
                "1. Polowaniem kieruje prowadzący wyznaczony przez zarząd koła; przed rozpoczęciem przeprowadza odprawę i przypomina zasady bezpieczeństwa.\n"
                "2. Każdy uczestnik musi mieć przy sobie legitymację PZŁ z aktualnym wpisem o opłaconej składce, pozwolenie na broń i polisę OC.\n"
                "3. Przed sygnałem kończącym pędzenie nie wolno schodzić ze stanowiska; nie wolno też strzelać w kierunku linii myśliwych.\n"
                "4. Myśliwy powinien mieć na sobie elementy ubioru w jaskrawym kolorze.\n"
                "5. Naruszenie zasad bezpieczeństwa może skończyć się wykluczeniem z polowania, a w poważnych przypadkach – skierowaniem sprawy do rzecznika dyscyplinarnego (§ 12 statutu koła).\n"
                "6. W sprawach, których regulamin nie reguluje, stosuje się ustawę z dnia 13 października 1995 r. – Prawo łowieckie.",
            ),
            Good(
                "preserve",
                "Jeśli bierzesz udział w polowaniu zbiorowym Koła Łowieckiego nr 47 „Knieja”, pamiętaj o kilku zasadach. Polowanie prowadzi osoba wyznaczona przez zarząd koła, która przed rozpoczęciem przeprowadza odprawę i przypomina zasady bezpieczeństwa. Musisz mieć przy sobie legitymację PZŁ z aktualnym wpisem o opłaceniu składki, pozwolenie na broń i polisę OC. Powinieneś nosić elementy ubioru w jaskrawym kolorze. Nie wolno ci opuszczać stanowiska przed sygnałem kończącym pędzenie ani strzelać w stronę linii myśliwych. Złamanie zasad bezpieczeństwa może oznaczać wykluczenie z polowania, a w poważnych przypadkach skierowanie sprawy do rzecznika dyscyplinarnego zgodnie z § 12 statutu koła. W kwestiach, których regulamin nie obejmuje, stosuje się ustawę z dnia 13 października 1995 r. – Prawo łowieckie.",
            ),
            Good(
                "en",
                "Rules for collective hunts of Hunting Club No. 47 “Knieja”. A collective hunt is run by a hunt leader appointed by the club board. Every participant must carry a PZŁ membership card with a current entry confirming payment of the membership fee, a firearms licence and third-party liability insurance. Before the hunt begins, the leader holds a briefing and reminds everyone of the safety rules. Participants must not leave their stand before the signal ending the drive, nor shoot towards the line of hunters. Hunters should wear brightly coloured items of clothing. Breaching safety rules may result in exclusion from the hunt and, in serious cases, referral of the matter to the disciplinary officer under § 12 of the club's statute. Matters not covered by these rules are governed by the Act of 13 October 1995 – Hunting Law.",
            ),
        ],
        bad=[
            Slip(0, [("Myśliwy powinien mieć", "Myśliwy może mieć")], "modality"),
            Slip(1, [("zgodnie z § 12 statutu", "zgodnie z § 21 statutu")], "legal_reference"),
            Slip(2, [("Hunters should wear", "Hunters should not wear")], "negation"),
        ],
    ),
    Case(
        key="pl-erasmus-przyjazd-rejestracja-akademik-politechnika",
        source="Witamy na Politechnice Nadwiślańskiej! Studenci programu Erasmus+ powinni przyjechać najpóźniej 23 września 2025 r., ponieważ dzień orientacyjny odbędzie się 24 września o godz. 10:00 w auli B. Po przyjeździe należy zgłosić się do Biura Współpracy Międzynarodowej (budynek Agro, pokój 112) z paszportem lub dowodem osobistym oraz Learning Agreement. Zakwaterowanie w akademiku kosztuje około 650 zł miesięcznie i trzeba je zarezerwować przez stronę https://erasmus.pn.edu.pl/housing do 31 lipca. Studenci spoza UE muszą w ciągu 90 dni złożyć wniosek o zezwolenie na pobyt. Legitymację studencką wydajemy zwykle w ciągu tygodnia od rejestracji. Pytania prosimy kierować na adres incoming@pn.edu.pl.",
        good=[
            Good(
                "preserve",
                "Witaj na Politechnice Nadwiślańskiej! Jako student Erasmus+ powinieneś przyjechać najpóźniej 23 września 2025 r., bo dzień orientacyjny zaczyna się 24 września o 10:00 w auli B. Po przyjeździe zgłoś się do Biura Współpracy Międzynarodowej (budynek Agro, pokój 112) – zabierz paszport lub dowód osobisty i Learning Agreement. Miejsce w akademiku kosztuje około 650 zł miesięcznie; musisz je zarezerwować do 31 lipca na stronie https://erasmus.pn.edu.pl/housing. Jeśli pochodzisz spoza UE, w ciągu 90 dni musisz złożyć wniosek o zezwolenie na pobyt. Legitymację studencką dostaniesz zwykle w ciągu tygodnia od rejestracji. Masz pytania? Napisz na incoming@pn.edu.pl.",
            ),
            Good(
                "preserve",
                "Informacje dla studentów przyjeżdżających na Politechnikę Nadwiślańską w ramach programu Erasmus+:\n"
                "- przyjazd: studenci powinni przyjechać najpóźniej 23 września 2025 r., ponieważ 24 września o godz. 10:00 w auli B odbędzie się dzień orientacyjny;\n"
                "- po przyjeździe należy zgłosić się do Biura Współpracy Międzynarodowej (budynek Agro, pokój 112), mając ze sobą paszport lub dowód osobisty oraz Learning Agreement;\n"
                "- akademik: koszt około 650 zł miesięcznie; miejsce trzeba zarezerwować do 31 lipca przez https://erasmus.pn.edu.pl/housing;\n"
                "- studenci spoza UE: muszą złożyć wniosek o zezwolenie na pobyt w ciągu 90 dni;\n"
                "- legitymacja studencka: wydawana zwykle w ciągu tygodnia od rejestracji;\n"
                "- kontakt w razie pytań: incoming@pn.edu.pl.",
            ),
            Good(
                "en",
                "Welcome to Nadwiślańska University of Technology! Erasmus+ students should arrive no later than 23 September 2025, as the orientation day will take place on 24 September at 10:00 a.m. in Lecture Hall B. On arrival, you need to report to the International Cooperation Office (Agro building, room 112) with your passport or ID card and your Learning Agreement. A room in the student residence costs about PLN 650 a month and must be booked via https://erasmus.pn.edu.pl/housing by 31 July. Students from outside the EU must apply for a residence permit within 90 days. Student ID cards are usually issued within a week of registration. Please send any questions to incoming@pn.edu.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Legitymację studencką dostaniesz zwykle w ciągu tygodnia od rejestracji.",
                        "Legitymację studencką dostaniesz zwykle w ciągu tygodnia od rejestracji, a razem z nią bezpłatną kartę miejską na komunikację.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("https://erasmus.pn.edu.pl/housing", "https://erasmus.pn.edu.pl/accommodation")],
                "url",
            ),
            Slip(2, [("on 24 September at 10:00 a.m.", "on 25 September at 10:00 a.m.")], "date"),
        ],
    ),
    Case(
        key="pl-narzedzie-syncr-push-dokumentacja-markdown",
        source="## Synchronizacja katalogów\n\n"
        "Polecenie `syncr push` wysyła zmiany z katalogu lokalnego na serwer zdalny. Domyślnie pomija pliki wymienione w `.syncignore`.\n\n"
        "```\nsyncr push --dry-run ./projekt\n```\n\n"
        "Opcja `--dry-run` tylko wyświetla listę zmian i niczego nie wysyła. Zalecamy uruchamiać ją przed każdą pierwszą synchronizacją nowego katalogu.\n\n"
        "### Ważne\n\n"
        "- Nie używaj opcji `--force` na katalogach współdzielonych – nadpisuje ona zmiany innych użytkowników bez ostrzeżenia.\n"
        "- Limit rozmiaru pojedynczego pliku wynosi 2 GB.\n"
        "- Konfigurację serwera zapisuje się w pliku `~/.config/syncr/remote.toml`.\n\n"
        "Więcej informacji: [dokumentacja](https://syncr.dev/docs/push).",
        good=[
            Good(
                "preserve",
                "## Synchronizacja katalogów\n\n"
                "Aby wysłać zmiany z lokalnego katalogu na zdalny serwer, użyj polecenia `syncr push`. Pliki wymienione w `.syncignore` są domyślnie pomijane.\n\n"
                "Przed pierwszą synchronizacją każdego nowego katalogu zalecamy uruchomienie polecenia z opcją `--dry-run` – wtedy narzędzie jedynie pokazuje listę zmian i nic nie wysyła:\n\n"
                "```\nsyncr push --dry-run ./projekt\n```\n\n"
                "### Ważne\n\n"
                "- Na katalogach współdzielonych nie używaj `--force`: ta opcja bez ostrzeżenia nadpisuje zmiany innych użytkowników.\n"
                "- Pojedynczy plik może mieć najwyżej 2 GB.\n"
                "- Ustawienia serwera zapisuje się w pliku `~/.config/syncr/remote.toml`.\n\n"
                "Szczegóły znajdziesz w [dokumentacji](https://syncr.dev/docs/push).",
            ),
            Good(
                "preserve",
                "## Synchronizacja katalogów\n\n"
                "`syncr push` przesyła zmiany z katalogu lokalnego na serwer zdalny, domyślnie z pominięciem plików wskazanych w `.syncignore`. Przykład:\n\n"
                "```\nsyncr push --dry-run ./projekt\n```\n\n"
                "Z opcją `--dry-run` polecenie wyświetla wyłącznie listę zmian, nie wysyłając żadnych danych; zalecamy korzystać z niej przed każdą pierwszą synchronizacją nowego katalogu.\n\n"
                "### Ważne\n\n"
                "- Opcji `--force` nie należy używać na katalogach współdzielonych, ponieważ bez żadnego ostrzeżenia nadpisuje zmiany innych użytkowników.\n"
                "- Maksymalny rozmiar jednego pliku to 2 GB.\n"
                "- Konfiguracja serwera jest przechowywana w pliku `~/.config/syncr/remote.toml`.\n\n"
                "Pełny opis: [dokumentacja](https://syncr.dev/docs/push).",
            ),
            Good(
                "en",
                "## Syncing directories\n\n"
                "The `syncr push` command sends changes from a local directory to a remote server. By default, it skips files listed in `.syncignore`.\n\n"
                "```\nsyncr push --dry-run ./projekt\n```\n\n"
                "The `--dry-run` option only displays the list of changes and does not send anything. We recommend running it before the first sync of every new directory.\n\n"
                "### Important\n\n"
                "- Do not use the `--force` option on shared directories – it overwrites other users' changes without warning.\n"
                "- The size limit for a single file is 2 GB.\n"
                "- The server configuration is stored in the `~/.config/syncr/remote.toml` file.\n\n"
                "More information: [documentation](https://syncr.dev/docs/push).",
            ),
        ],
        bad=[
            Slip(0, [("`~/.config/syncr/remote.toml`", "`~/.config/syncr/config.toml`")], "code"),
            Slip(
                1,
                [("Opcji `--force` nie należy używać", "Opcji `--force` należy używać")],
                "negation",
            ),
            Slip(2, [("### Important\n\n", "Important:\n\n")], "markdown"),
        ],
    ),
    Case(
        key="pl-weterynarz-szczepienia-szczeniat-wscieklizna-harmonogram",
        source="Harmonogram szczepień szczeniąt – Przychodnia Weterynaryjna „Łapa”. Pierwsze szczepienie przeciwko parwowirozie i nosówce wykonujemy w 6.–8. tygodniu życia szczenięcia. Kolejne dawki szczepionki skojarzonej (DHPPi+L) podajemy w 10.–12. i 14.–16. tygodniu. Szczepienie przeciwko wściekliźnie jest w Polsce obowiązkowe: pierwszą dawkę należy podać najpóźniej w ciągu 30 dni od ukończenia przez psa 3. miesiąca życia, a następnie powtarzać co 12 miesięcy. Przed każdym szczepieniem pies powinien zostać odrobaczony, najlepiej około 7–10 dni wcześniej. Po szczepieniu może wystąpić przejściowa apatia lub lekka gorączka, która zwykle mija w ciągu 24–48 godzin. Koszt wizyty ze szczepieniem skojarzonym wynosi 120 zł.",
        good=[
            Good(
                "preserve",
                "Szczepienia szczeniąt w Przychodni Weterynaryjnej „Łapa” – harmonogram:\n"
                "- 6.–8. tydzień życia: pierwsze szczepienie przeciwko parwowirozie i nosówce;\n"
                "- 10.–12. oraz 14.–16. tydzień: kolejne dawki szczepionki skojarzonej (DHPPi+L);\n"
                "- wścieklizna (w Polsce szczepienie obowiązkowe): pierwsza dawka najpóźniej 30 dni po ukończeniu przez psa 3 miesięcy życia, potem co 12 miesięcy.\n\n"
                "Przed każdym szczepieniem psa powinno się odrobaczyć, najlepiej mniej więcej 7–10 dni wcześniej. Po szczepieniu może pojawić się przejściowa apatia albo lekka gorączka, która zazwyczaj ustępuje w ciągu 24–48 godzin. Wizyta ze szczepieniem skojarzonym kosztuje 120 zł.",
            ),
            Good(
                "preserve",
                "Jak szczepimy szczenięta w Przychodni Weterynaryjnej „Łapa”? Pierwszą szczepionkę, chroniącą przed parwowirozą i nosówką, Twój szczeniak dostanie w 6.–8. tygodniu życia, a kolejne dawki szczepionki skojarzonej (DHPPi+L) – w 10.–12. oraz 14.–16. tygodniu. Szczepienie przeciw wściekliźnie jest w Polsce obowiązkowe. Pierwszą dawkę trzeba podać najpóźniej w ciągu 30 dni od dnia, w którym pies skończy 3 miesiące, a potem powtarzać ją co 12 miesięcy. Przed każdym szczepieniem pies powinien być odrobaczony – najlepiej około 7–10 dni wcześniej. Po szczepieniu mogą się pojawić przejściowa apatia lub lekka gorączka, która zwykle mija w ciągu 24–48 godzin. Wizyta ze szczepieniem skojarzonym kosztuje 120 zł.",
            ),
            Good(
                "en",
                "Puppy vaccination schedule – “Łapa” Veterinary Clinic. We give the first vaccination against parvovirus and distemper at 6–8 weeks of age. Further doses of the combined vaccine (DHPPi+L) are given at 10–12 and 14–16 weeks. Rabies vaccination is compulsory in Poland: the first dose must be given no later than 30 days after the dog turns 3 months old and then repeated every 12 months. Before each vaccination, the dog should be dewormed, ideally about 7–10 days beforehand. After vaccination, temporary lethargy or a mild fever may occur, which usually passes within 24–48 hours. A visit with the combined vaccination costs PLN 120.",
            ),
        ],
        bad=[
            Slip(0, [("może pojawić się przejściowa", "pojawia się przejściowa")], "hedge"),
            Slip(1, [("kosztuje 120 zł", "kosztuje 150 zł")], "number"),
            Slip(2, [("repeated every 12 months", "repeated every 24 months")], "date"),
        ],
    ),
    Case(
        key="pl-spoldzielnia-zacisze-wymiana-windy-komunikat",
        source="Zarząd Spółdzielni Mieszkaniowej „Zacisze” informuje, że w budynku przy ul. Lipowej 14 zostanie przeprowadzona wymiana dźwigu osobowego w klatce B. Prace potrwają od 3 do 28 marca 2025 r. W tym czasie winda będzie całkowicie wyłączona z użytku. Mieszkańcy, którzy ze względu na stan zdrowia nie mogą samodzielnie korzystać ze schodów, mogą zgłosić potrzebę pomocy w administracji osiedla do 24 lutego – zapewnimy pomoc przy wnoszeniu zakupów. Prosimy nie pozostawiać rowerów ani wózków na klatce schodowej, ponieważ utrudnia to pracę ekipy. Koszt remontu, wynoszący 286 000 zł, zostanie pokryty z funduszu remontowego i nie spowoduje podwyżki opłat. Za utrudnienia przepraszamy.",
        good=[
            Good(
                "preserve",
                "Wymiana windy – ul. Lipowa 14, klatka B (SM „Zacisze”)\n"
                "- Termin prac: 3–28 marca 2025 r.; przez cały ten czas winda będzie zupełnie wyłączona.\n"
                "- Osoby, które z powodu stanu zdrowia nie są w stanie samodzielnie chodzić po schodach, mogą do 24 lutego zgłosić w administracji osiedla, że potrzebują pomocy – spółdzielnia pomoże im we wnoszeniu zakupów.\n"
                "- Prosimy nie zostawiać rowerów ani wózków na klatce schodowej, bo utrudnia to pracę ekipy.\n"
                "- Remont kosztuje 286 000 zł; zostanie sfinansowany z funduszu remontowego, a opłaty nie wzrosną.\n\n"
                "Przepraszamy za utrudnienia.",
            ),
            Good(
                "preserve",
                "Szanowni Mieszkańcy, w dniach od 3 do 28 marca 2025 r. w klatce B budynku przy ul. Lipowej 14 zostanie wymieniony dźwig osobowy; przez cały okres prac winda będzie nieczynna. Remont, którego koszt wynosi 286 000 zł, zostanie sfinansowany z funduszu remontowego i nie wpłynie na wysokość opłat. Osoby, które ze względów zdrowotnych nie mogą samodzielnie pokonywać schodów, mogą do 24 lutego zgłosić w administracji osiedla potrzebę pomocy; zapewnimy pomoc przy wnoszeniu zakupów. Uprzejmie prosimy o niepozostawianie rowerów i wózków na klatce schodowej, gdyż utrudnia to pracę ekipy. Przepraszamy za utrudnienia. Zarząd SM „Zacisze”.",
            ),
            Good(
                "en",
                "The Board of the “Zacisze” Housing Cooperative would like to inform residents that the passenger lift in staircase B of the building at 14 Lipowa Street will be replaced. The work will last from 3 to 28 March 2025, and during this time the lift will be completely out of service. Residents who, for health reasons, cannot use the stairs on their own may request assistance at the estate management office by 24 February – we will help them carry their shopping in. Please do not leave bicycles or prams in the stairwell, as this hinders the crew's work. The cost of the renovation, PLN 286,000, will be covered by the renovation fund and will not lead to higher fees. We apologise for the inconvenience.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- Termin prac: 3–28 marca 2025 r.;",
                        "- Termin prac: 3–28 marca 2025 r. (wykonawca: firma Dźwig-Serwis z Łodzi);",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1, [("i nie wpłynie na wysokość opłat", "i wpłynie na wysokość opłat")], "negation"
            ),
            Slip(2, [("by 24 February", "by 28 February")], "date"),
        ],
    ),
    Case(
        key="pl-biblioteka-sokolka-wypozyczenia-oplaty-przedluzenia",
        source="Regulamin wypożyczeń Biblioteki Publicznej w Sokółce (fragment). Czytelnik może jednocześnie wypożyczyć do 8 książek na okres 30 dni. Termin zwrotu można przedłużyć dwukrotnie, za każdym razem o 14 dni, o ile na daną pozycję nie czeka inny czytelnik. Przedłużenia można dokonać osobiście, telefonicznie lub przez katalog online pod adresem https://katalog.biblioteka-sokolka.pl. Za każdy dzień zwłoki naliczana jest opłata w wysokości 0,30 zł za egzemplarz. Czytelnik, który zalega ze zwrotem ponad 60 dni, traci prawo do wypożyczeń do czasu uregulowania należności. Zniszczoną lub zgubioną książkę czytelnik musi odkupić lub zapłacić jej aktualną wartość rynkową. Nowości wydawnicze wypożycza się na 14 dni bez możliwości przedłużenia.",
        good=[
            Good(
                "preserve",
                "Najważniejsze zasady wypożyczania w Bibliotece Publicznej w Sokółce:\n"
                "- Jednocześnie możesz wypożyczyć maksymalnie 8 książek, na 30 dni.\n"
                "- Termin zwrotu możesz przedłużyć dwa razy, za każdym razem o 14 dni, jeśli nikt inny nie czeka na daną książkę. Zrobisz to osobiście, telefonicznie albo w katalogu online: https://katalog.biblioteka-sokolka.pl.\n"
                "- Za każdy dzień spóźnienia płacisz 0,30 zł od egzemplarza.\n"
                "- Jeśli zalegasz ze zwrotem dłużej niż 60 dni, tracisz prawo do wypożyczeń, dopóki nie uregulujesz należności.\n"
                "- Zniszczoną lub zgubioną książkę musisz odkupić albo zapłacić jej aktualną wartość rynkową.\n"
                "- Nowości wydawnicze wypożyczamy na 14 dni i tego terminu nie można przedłużyć.",
            ),
            Good(
                "preserve",
                "Zgodnie z regulaminem Biblioteki Publicznej w Sokółce czytelnik może jednocześnie wypożyczyć nie więcej niż 8 książek, na okres 30 dni. Termin zwrotu można przedłużyć dwukrotnie, każdorazowo o 14 dni, pod warunkiem że na daną książkę nie czeka inny czytelnik. Przedłużenia można dokonać osobiście, telefonicznie lub za pośrednictwem katalogu online (https://katalog.biblioteka-sokolka.pl). Opłata za zwłokę wynosi 0,30 zł za każdy dzień i każdy egzemplarz. Zaleganie ze zwrotem dłużej niż 60 dni skutkuje utratą prawa do wypożyczeń do czasu uregulowania należności. Czytelnik musi odkupić zniszczoną lub zgubioną książkę bądź zapłacić jej aktualną wartość rynkową. Nowości wydawnicze wypożycza się natomiast na 14 dni, bez możliwości przedłużenia.",
            ),
            Good(
                "en",
                "Loan rules of the Public Library in Sokółka (excerpt). A reader may borrow up to 8 books at a time for a period of 30 days. The return date can be extended twice, by 14 days each time, provided no other reader is waiting for the item. Extensions can be made in person, by phone or through the online catalogue at https://katalog.biblioteka-sokolka.pl. A fee of PLN 0.30 per item is charged for each day of delay. A reader who is more than 60 days late with a return loses borrowing rights until the amount due has been paid. A reader must replace a damaged or lost book or pay its current market value. New releases are lent for 14 days and cannot be extended.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "https://katalog.biblioteka-sokolka.pl",
                        "https://biblioteka-sokolka.pl/katalog",
                    )
                ],
                "url",
            ),
            Slip(1, [("Czytelnik musi odkupić", "Czytelnik powinien odkupić")], "modality"),
            Slip(2, [("up to 8 books", "up to 10 books")], "number"),
        ],
    ),
    Case(
        key="pl-badanie-witamina-d-pochp-streszczenie",
        source="Celem badania była ocena skuteczności suplementacji witaminy D u pacjentów z przewlekłą obturacyjną chorobą płuc (POChP). Do randomizowanego badania włączono 312 pacjentów z trzech ośrodków w Polsce, obserwowanych przez 12 miesięcy. W grupie otrzymującej 2000 IU witaminy D dziennie liczba zaostrzeń była o około 18% niższa niż w grupie placebo, jednak różnica nie osiągnęła istotności statystycznej (p = 0,07). Efekt był prawdopodobnie silniejszy u osób z wyjściowym niedoborem witaminy D. Wyniki te są zbliżone do rezultatów metaanalizy Martineau i wsp. (Thorax, 2019), ale wymagają potwierdzenia w większym badaniu. Suplementacja nie powinna zastępować standardowego leczenia wziewnego.",
        good=[
            Good(
                "preserve",
                "Sprawdziliśmy, czy suplementacja witaminy D jest skuteczna u pacjentów z przewlekłą obturacyjną chorobą płuc (POChP). W randomizowanym badaniu wzięło udział 312 chorych z trzech polskich ośrodków, których obserwowano przez 12 miesięcy. Osoby przyjmujące codziennie 2000 IU witaminy D miały o mniej więcej 18% mniej zaostrzeń niż osoby z grupy placebo, ale różnica nie była istotna statystycznie (p = 0,07). Efekt był prawdopodobnie silniejszy u pacjentów, którzy na początku badania mieli niedobór witaminy D. Podobne wyniki przyniosła metaanaliza Martineau i wsp. (Thorax, 2019), jednak nasze obserwacje trzeba potwierdzić w większym badaniu. Suplementacja nie powinna zastępować standardowego leczenia wziewnego.",
            ),
            Good(
                "preserve",
                "Badanie miało na celu ocenę skuteczności suplementacji witaminy D w przewlekłej obturacyjnej chorobie płuc (POChP). Randomizacją objęto 312 pacjentów z trzech ośrodków w Polsce; okres obserwacji wynosił 12 miesięcy. Podawanie 2000 IU witaminy D na dobę wiązało się z liczbą zaostrzeń niższą o około 18% w porównaniu z placebo, przy czym różnica nie była istotna statystycznie (p = 0,07). Efekt ten był prawdopodobnie wyraźniejszy u chorych z wyjściowym niedoborem witaminy D. Uzyskane wyniki są zbliżone do rezultatów metaanalizy Martineau i wsp. (Thorax, 2019), lecz wymagają potwierdzenia w większym badaniu. Suplementacja nie powinna zastępować standardowego leczenia wziewnego.",
            ),
            Good(
                "en",
                "The aim of the study was to assess the effectiveness of vitamin D supplementation in patients with chronic obstructive pulmonary disease (COPD). The randomised trial enrolled 312 patients from three centres in Poland, who were followed up for 12 months. In the group receiving 2000 IU of vitamin D daily, the number of exacerbations was about 18% lower than in the placebo group, but the difference did not reach statistical significance (p = 0.07). The effect was probably stronger in people with baseline vitamin D deficiency. These results are similar to those of the meta-analysis by Martineau et al. (Thorax, 2019) but need to be confirmed in a larger trial. Supplementation should not replace standard inhaled therapy.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Efekt był prawdopodobnie silniejszy u pacjentów, którzy na początku badania mieli niedobór witaminy D.",
                        "The effect was probably stronger in patients who had vitamin D deficiency at the start of the study.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [("Martineau i wsp. (Thorax, 2019)", "Martineau i wsp. (Thorax, 2017)")],
                "citation",
            ),
            Slip(2, [("The effect was probably stronger", "The effect was stronger")], "hedge"),
        ],
    ),
    Case(
        key="pl-rodo-klauzula-sklep-ogrodniczy-online",
        source="Klauzula informacyjna sklepu internetowego Ogrodnik24. Administratorem Twoich danych osobowych jest Ogrodnik24 sp. z o.o. z siedzibą w Poznaniu, ul. Grunwaldzka 182. Dane przetwarzamy w celu realizacji zamówienia na podstawie art. 6 ust. 1 lit. b RODO, a w celach marketingowych – wyłącznie za Twoją zgodą (art. 6 ust. 1 lit. a RODO). Dane nie będą przekazywane poza Europejski Obszar Gospodarczy. Przechowujemy je przez okres wymagany przepisami podatkowymi, tj. 5 lat od końca roku, w którym dokonano zakupu. Masz prawo dostępu do danych, ich sprostowania, usunięcia oraz wniesienia skargi do Prezesa UODO. Podanie danych jest dobrowolne, ale niezbędne do realizacji zamówienia. Kontakt z inspektorem ochrony danych: iod@ogrodnik24.pl.",
        good=[
            Good(
                "preserve",
                "Jak przetwarzamy Twoje dane – Ogrodnik24\n"
                "- Administrator: Ogrodnik24 sp. z o.o., ul. Grunwaldzka 182, Poznań.\n"
                "- Cel i podstawa: realizacja zamówienia (art. 6 ust. 1 lit. b RODO); marketing tylko wtedy, gdy wyrazisz zgodę (art. 6 ust. 1 lit. a RODO).\n"
                "- Twoje dane nie trafią poza Europejski Obszar Gospodarczy.\n"
                "- Przechowujemy je tak długo, jak wymagają tego przepisy podatkowe, czyli 5 lat od końca roku, w którym dokonano zakupu.\n"
                "- Przysługuje Ci prawo dostępu do danych, ich sprostowania i usunięcia, a także prawo wniesienia skargi do Prezesa UODO.\n"
                "- Podanie danych jest dobrowolne, ale bez nich nie zrealizujemy zamówienia.\n"
                "- Inspektor ochrony danych: iod@ogrodnik24.pl.",
            ),
            Good(
                "preserve",
                "Administratorem danych osobowych klientów sklepu internetowego Ogrodnik24 jest spółka Ogrodnik24 sp. z o.o. z siedzibą w Poznaniu przy ul. Grunwaldzkiej 182. Dane są przetwarzane w celu realizacji zamówień (podstawa prawna: art. 6 ust. 1 lit. b RODO), a w celach marketingowych wyłącznie na podstawie zgody klienta (art. 6 ust. 1 lit. a RODO). Nie będą one przekazywane poza Europejski Obszar Gospodarczy i są przechowywane przez okres wymagany przepisami podatkowymi, czyli 5 lat od końca roku, w którym dokonano zakupu. Klient ma prawo dostępu do swoich danych, ich sprostowania i usunięcia, a także prawo wniesienia skargi do Prezesa UODO. Podanie danych jest dobrowolne, lecz niezbędne do realizacji zamówienia. Z inspektorem ochrony danych można się kontaktować pod adresem iod@ogrodnik24.pl.",
            ),
            Good(
                "en",
                "Privacy notice of the Ogrodnik24 online shop. The controller of your personal data is Ogrodnik24 sp. z o.o., based in Poznań at ul. Grunwaldzka 182. We process your data to fulfil your order on the basis of Article 6(1)(b) GDPR and for marketing purposes only with your consent (Article 6(1)(a) GDPR). Your data will not be transferred outside the European Economic Area. We keep it for the period required by tax law, i.e. 5 years from the end of the year in which the purchase was made. You have the right to access, rectify and erase your data and to lodge a complaint with the President of the Personal Data Protection Office (UODO). Providing your data is voluntary but necessary to fulfil the order. Contact the data protection officer at iod@ogrodnik24.pl.",
            ),
        ],
        bad=[
            Slip(0, [("Twoje dane nie trafią poza", "Twoje dane trafią poza")], "negation"),
            Slip(1, [("iod@ogrodnik24.pl", "iod@ogrodnik.pl")], "url"),
            Slip(
                2,
                [("on the basis of Article 6(1)(b) GDPR", "on the basis of Article 6(1)(f) GDPR")],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="pl-readme-kolejka-raportow-redis-worker",
        source="# kolejka-raportow\n\n"
        "Usługa generująca raporty PDF w tle na podstawie zadań z kolejki Redis.\n\n"
        "## Wymagania\n\n"
        "- Python 3.11 lub nowszy\n"
        "- Redis 7.x\n"
        "- około 2 GB wolnej pamięci RAM na jeden proces roboczy\n\n"
        "## Uruchomienie\n\n"
        "Skopiuj plik `.env.example` do `.env` i ustaw zmienną `REDIS_URL`. Następnie uruchom:\n\n"
        "```bash\nmake worker WORKERS=4\n```\n\n"
        "Liczba procesów roboczych powinna odpowiadać liczbie rdzeni procesora. Nie uruchamiaj usługi jako root. Przed wdrożeniem produkcyjnym musisz ustawić zmienną `REPORT_SECRET`; bez niej usługa odmówi startu.",
        good=[
            Good(
                "preserve",
                "# kolejka-raportow\n\n"
                "Ta usługa generuje w tle raporty PDF, pobierając zadania z kolejki Redis.\n\n"
                "## Czego potrzebujesz\n\n"
                "- Pythona w wersji 3.11 lub nowszej\n"
                "- Redisa 7.x\n"
                "- mniej więcej 2 GB wolnego RAM-u na każdy proces roboczy\n\n"
                "## Jak uruchomić\n\n"
                "1. Skopiuj `.env.example` do `.env`.\n"
                "2. Ustaw w nim zmienną `REDIS_URL`.\n"
                "3. Uruchom:\n\n"
                "```bash\nmake worker WORKERS=4\n```\n\n"
                "Liczba procesów roboczych powinna odpowiadać liczbie rdzeni procesora. Usługi nie uruchamiaj jako root. Zanim wdrożysz ją na produkcję, musisz ustawić zmienną `REPORT_SECRET` – bez niej usługa się nie uruchomi.",
            ),
            Good(
                "preserve",
                "# kolejka-raportow\n\n"
                "Generuje raporty PDF w tle na podstawie zadań z kolejki Redis.\n\n"
                "## Wymagania\n\n"
                "- Python ≥ 3.11\n"
                "- Redis 7.x\n"
                "- ok. 2 GB wolnej pamięci RAM na proces roboczy\n\n"
                "## Uruchomienie\n\n"
                "Utwórz plik `.env` jako kopię `.env.example` i ustaw w nim `REDIS_URL`, a potem wykonaj:\n\n"
                "```bash\nmake worker WORKERS=4\n```\n\n"
                "Uwagi:\n"
                "- liczba procesów roboczych powinna być równa liczbie rdzeni CPU;\n"
                "- nie uruchamiaj usługi z konta root;\n"
                "- przed wdrożeniem produkcyjnym musisz ustawić zmienną `REPORT_SECRET`, bo bez niej usługa odmówi startu.",
            ),
            Good(
                "en",
                "# kolejka-raportow\n\n"
                "A service that generates PDF reports in the background from jobs in a Redis queue.\n\n"
                "## Requirements\n\n"
                "- Python 3.11 or newer\n"
                "- Redis 7.x\n"
                "- about 2 GB of free RAM per worker process\n\n"
                "## Getting started\n\n"
                "Copy `.env.example` to `.env` and set the `REDIS_URL` variable. Then run:\n\n"
                "```bash\nmake worker WORKERS=4\n```\n\n"
                "The number of worker processes should match the number of CPU cores. Do not run the service as root. Before deploying to production, you must set the `REPORT_SECRET` variable; without it, the service will refuse to start.",
            ),
        ],
        bad=[
            Slip(0, [("```bash\nmake worker WORKERS=4\n```", "make worker WORKERS=4")], "markdown"),
            Slip(
                1,
                [
                    (
                        "liczba procesów roboczych powinna być równa",
                        "liczba procesów roboczych musi być równa",
                    )
                ],
                "modality",
            ),
            Slip(2, [("set the `REDIS_URL` variable", "set the `REDIS_HOST` variable")], "code"),
        ],
    ),
    Case(
        key="pl-umowa-najmu-okazjonalnego-kaucja-czynsz",
        source="Umowa najmu lokalu mieszkalnego – wyciąg z najważniejszych postanowień. Najemca płaci czynsz w wysokości 2800 zł miesięcznie do 10. dnia każdego miesiąca przelewem na rachunek wynajmującego. Przy podpisaniu umowy najemca wpłaca kaucję w wysokości dwumiesięcznego czynszu, tj. 5600 zł, która zostanie zwrócona w ciągu 30 dni od opuszczenia lokalu, po potrąceniu ewentualnych należności. Najemca nie może podnajmować lokalu ani trzymać w nim zwierząt bez pisemnej zgody wynajmującego. Umowa zostaje zawarta na czas określony 12 miesięcy jako najem okazjonalny w rozumieniu art. 19a ustawy o ochronie praw lokatorów. Każda ze stron może ją wypowiedzieć z zachowaniem trzymiesięcznego okresu wypowiedzenia.",
        good=[
            Good(
                "preserve",
                "Najważniejsze postanowienia umowy najmu mieszkania:\n"
                "1. Czynsz: 2800 zł miesięcznie, płatny przelewem na rachunek wynajmującego do 10. dnia każdego miesiąca.\n"
                "2. Kaucja: równowartość dwóch miesięcznych czynszów, czyli 5600 zł, wpłacana przy podpisaniu umowy; zostanie zwrócona w ciągu 30 dni od opuszczenia lokalu, po potrąceniu ewentualnych należności.\n"
                "3. Bez pisemnej zgody wynajmującego najemca nie może podnajmować mieszkania ani trzymać w nim zwierząt.\n"
                "4. Umowa jest zawarta na czas określony 12 miesięcy jako najem okazjonalny w rozumieniu art. 19a ustawy o ochronie praw lokatorów.\n"
                "5. Każda ze stron może ją wypowiedzieć z trzymiesięcznym okresem wypowiedzenia.",
            ),
            Good(
                "preserve",
                "Jako najemca płacisz 2800 zł czynszu miesięcznie – przelewem na rachunek wynajmującego, do 10. dnia każdego miesiąca. Podpisując umowę, wpłacasz kaucję w wysokości dwumiesięcznego czynszu (5600 zł). Odzyskasz ją w ciągu 30 dni od opuszczenia lokalu, pomniejszoną o ewentualne należności. Nie możesz podnajmować lokalu ani trzymać w nim zwierząt, chyba że wynajmujący wyrazi na to pisemną zgodę. Umowa jest zawierana na czas określony, na 12 miesięcy, jako najem okazjonalny w rozumieniu art. 19a ustawy o ochronie praw lokatorów, a każda ze stron może ją wypowiedzieć z zachowaniem trzymiesięcznego okresu wypowiedzenia.",
            ),
            Good(
                "en",
                "Residential lease agreement – summary of the key provisions. The tenant pays rent of PLN 2,800 per month by bank transfer to the landlord's account by the 10th day of each month. On signing the agreement, the tenant pays a deposit equal to two months' rent, i.e. PLN 5,600, which will be returned within 30 days of vacating the premises, less any amounts due. The tenant may not sublet the flat or keep animals in it without the landlord's written consent. The agreement is concluded for a fixed term of 12 months as an occasional lease within the meaning of Article 19a of the Act on the Protection of Tenants' Rights. Either party may terminate it with three months' notice.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "najemca nie może podnajmować mieszkania ani trzymać",
                        "najemca może podnajmować mieszkanie i trzymać",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("ustawy o ochronie praw lokatorów", "ustawy o ochronie praw konsumentów")],
                "legal_reference",
            ),
            Slip(2, [("PLN 2,800 per month", "PLN 2,300 per month")], "number"),
        ],
    ),
    Case(
        key="pl-imgw-ostrzezenie-burze-grad-malopolska",
        source="Ostrzeżenie meteorologiczne drugiego stopnia – burze z gradem. Instytut Meteorologii i Gospodarki Wodnej ostrzega, że w czwartek, 17 lipca, od godz. 13:00 do 23:00 w województwach małopolskim i podkarpackim prognozowane są burze z opadami deszczu do 40 mm oraz porywami wiatru do 90 km/h. Miejscami możliwy jest grad o średnicy do 3 cm. Prawdopodobieństwo wystąpienia zjawiska szacuje się na 80%. Mieszkańcy powinni zabezpieczyć przedmioty, które wiatr może porwać, i unikać przebywania pod drzewami. Kierowcy muszą zachować szczególną ostrożność, zwłaszcza na drogach górskich. W razie zagrożenia życia należy dzwonić pod numer 112.",
        good=[
            Good(
                "preserve",
                "Ostrzeżenie 2. stopnia przed burzami z gradem (Instytut Meteorologii i Gospodarki Wodnej)\n"
                "- Kiedy: czwartek, 17 lipca, 13:00–23:00.\n"
                "- Gdzie: województwa małopolskie i podkarpackie.\n"
                "- Czego się spodziewać: burz z opadami deszczu do 40 mm i porywami wiatru do 90 km/h; miejscami możliwy grad o średnicy do 3 cm.\n"
                "- Prawdopodobieństwo: szacowane na 80%.\n\n"
                "Mieszkańcy powinni zabezpieczyć przedmioty, które może porwać wiatr, i unikać przebywania pod drzewami. Kierowcy muszą zachować szczególną ostrożność, szczególnie na drogach górskich. W razie zagrożenia życia dzwoń pod 112.",
            ),
            Good(
                "preserve",
                "Instytut Meteorologii i Gospodarki Wodnej wydał ostrzeżenie drugiego stopnia przed burzami z gradem dla województw małopolskiego i podkarpackiego. Obowiązuje ono w czwartek, 17 lipca, w godzinach 13:00–23:00. Prognozowane są burze z opadami deszczu sięgającymi 40 mm i porywami wiatru do 90 km/h, a miejscami możliwy jest także grad o średnicy do 3 cm. Prawdopodobieństwo wystąpienia zjawiska szacuje się na 80%. Mieszkańcy powinni zabezpieczyć przedmioty, które mógłby porwać wiatr, oraz unikać przebywania pod drzewami, a kierowcy muszą zachować szczególną ostrożność, zwłaszcza na górskich drogach. Jeśli zagrożone jest życie, należy dzwonić pod numer 112.",
            ),
            Good(
                "en",
                "Level 2 weather warning – thunderstorms with hail. The Institute of Meteorology and Water Management warns that on Thursday, 17 July, from 1 p.m. to 11 p.m., thunderstorms with up to 40 mm of rain and wind gusts of up to 90 km/h are forecast in the Małopolskie and Podkarpackie provinces. Hail up to 3 cm in diameter is possible in places. The probability of the event is estimated at 80%. Residents should secure objects that could be carried away by the wind and avoid staying under trees. Drivers must take particular care, especially on mountain roads. If life is in danger, call 112.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "- Gdzie: województwa małopolskie i podkarpackie.",
                        "- Gdzie: województwa małopolskie, podkarpackie i świętokrzyskie.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("a miejscami możliwy jest także grad", "a miejscami wystąpi także grad")],
                "hedge",
            ),
            Slip(
                2,
                [("Drivers must take particular care", "Drivers should take particular care")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-szkola-wycieczka-torun-zgoda-rodzicow",
        source="Szanowni Rodzice, informujemy, że w dniach 12–14 maja 2025 r. uczniowie klas 6a i 6b wyjadą na wycieczkę do Torunia. Wyjazd nastąpi 12 maja o godz. 7:30 sprzed budynku szkoły, a powrót planowany jest 14 maja około godz. 18:00. Koszt wycieczki wynosi 690 zł i obejmuje przejazd, dwa noclegi w schronisku, wyżywienie, bilety wstępu oraz ubezpieczenie NNW. Płatność należy wnieść do 25 kwietnia na konto Rady Rodziców. Warunkiem udziału dziecka jest podpisana zgoda rodzica, którą prosimy oddać wychowawcy do 18 kwietnia. Uczniowie nie mogą zabierać ze sobą urządzeń elektronicznych innych niż telefon komórkowy. Opiekunami grupy będą trzy osoby: wychowawczynie obu klas oraz pan Marek Zieliński.",
        good=[
            Good(
                "preserve",
                "Drodzy Rodzice! Oto najważniejsze informacje o wycieczce klas 6a i 6b do Torunia:\n"
                "- termin: 12–14 maja 2025 r.;\n"
                "- wyjazd: 12 maja o 7:30 sprzed budynku szkoły; planowany powrót: 14 maja ok. 18:00;\n"
                "- koszt: 690 zł (przejazd, dwa noclegi w schronisku, wyżywienie, bilety wstępu i ubezpieczenie NNW);\n"
                "- wpłata: należy ją wnieść do 25 kwietnia na konto Rady Rodziców;\n"
                "- zgoda rodzica: podpisaną prosimy oddać wychowawcy do 18 kwietnia – bez niej dziecko nie weźmie udziału w wycieczce;\n"
                "- elektronika: poza telefonem komórkowym uczniowie nie mogą zabierać żadnych urządzeń elektronicznych;\n"
                "- opiekunowie: trzy osoby – wychowawczynie obu klas i pan Marek Zieliński.",
            ),
            Good(
                "preserve",
                "Szanowni Państwo, uprzejmie informujemy, że uczniowie klas 6a i 6b pojadą na wycieczkę do Torunia, która potrwa od 12 do 14 maja 2025 r. Wyjeżdżamy sprzed szkoły 12 maja o 7:30; powrót planujemy 14 maja, około 18:00. Wycieczka kosztuje 690 zł – w cenie są przejazd, dwa noclegi w schronisku, wyżywienie, bilety wstępu i ubezpieczenie NNW. Kwotę tę należy wpłacić na konto Rady Rodziców najpóźniej do 25 kwietnia. Dziecko może pojechać tylko wtedy, gdy rodzic podpisze zgodę; prosimy przekazać ją wychowawcy do 18 kwietnia. Poza telefonem komórkowym uczniowie nie mogą zabierać żadnych urządzeń elektronicznych. Grupą zaopiekują się trzy osoby: wychowawczynie obu klas i pan Marek Zieliński.",
            ),
            Good(
                "en",
                "Dear Parents, we would like to inform you that pupils from classes 6a and 6b will go on a trip to Toruń from 12 to 14 May 2025. We will leave from in front of the school building on 12 May at 7:30 a.m., and the return is planned for 14 May at around 6:00 p.m. The trip costs PLN 690, which covers transport, two nights in a hostel, meals, admission tickets and accident insurance (NNW). Payment must be made to the Parents' Council account by 25 April. A child may take part only if a parent has signed the consent form, which we ask you to hand to the class teacher by 18 April. Pupils may not bring any electronic devices other than a mobile phone. The group will be looked after by three people: the form teachers of both classes and Mr Marek Zieliński.",
            ),
        ],
        bad=[
            Slip(0, [("- koszt: 690 zł", "- koszt: 590 zł")], "number"),
            Slip(1, [("najpóźniej do 25 kwietnia", "najpóźniej do 30 kwietnia")], "date"),
            Slip(
                2,
                [
                    (
                        "A child may take part only if a parent has signed the consent form, which we ask you to hand to the class teacher by 18 April. Pupils may not bring any electronic devices other than a mobile phone.",
                        "Warunkiem udziału dziecka jest podpisana zgoda rodzica, którą prosimy oddać wychowawcy do 18 kwietnia. Uczniowie nie mogą zabierać ze sobą urządzeń elektronicznych innych niż telefon komórkowy.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-raport-kwartalny-sprzedaz-marza-prognoza",
        source="Podsumowanie wyników za III kwartał 2024 r. Przychody ze sprzedaży wyniosły 48,2 mln zł, co oznacza wzrost o 12% rok do roku. Najszybciej rosła sprzedaż w kanale internetowym, który odpowiada już za 31% przychodów. Marża brutto spadła do 27,5% z 29,1% przed rokiem, głównie z powodu wyższych kosztów transportu. Zarząd szacuje, że w IV kwartale przychody mogą przekroczyć 55 mln zł, o ile utrzyma się popyt w okresie przedświątecznym. Nie planujemy podwyżek cen przed końcem roku. Liczba sklepów stacjonarnych pozostała bez zmian i wynosi 64. Pełne sprawozdanie zostanie opublikowane 14 listopada.",
        good=[
            Good(
                "preserve",
                "III kwartał 2024 r. w skrócie:\n"
                "- przychody ze sprzedaży: 48,2 mln zł (+12% r/r);\n"
                "- najszybszy wzrost sprzedaży w kanale internetowym, który generuje już 31% przychodów;\n"
                "- marża brutto: 27,5% wobec 29,1% rok wcześniej – spadek wynika głównie z wyższych kosztów transportu;\n"
                "- liczba sklepów stacjonarnych bez zmian: 64.\n\n"
                "Według szacunków zarządu przychody w IV kwartale mogą przekroczyć 55 mln zł, jeśli popyt w okresie przedświątecznym się utrzyma. Do końca roku nie planujemy podnosić cen. Pełne sprawozdanie opublikujemy 14 listopada.",
            ),
            Good(
                "preserve",
                "W trzecim kwartale 2024 roku przychody ze sprzedaży osiągnęły 48,2 mln zł i były o 12% wyższe niż przed rokiem. Najdynamiczniej rosła sprzedaż w kanale internetowym, z którego pochodzi już 31% przychodów. Marża brutto obniżyła się natomiast z 29,1% do 27,5%, przede wszystkim za sprawą wyższych kosztów transportu. Sieć sklepów stacjonarnych się nie zmieniła – nadal liczy 64 placówki. Zarząd szacuje, że w czwartym kwartale przychody mogą przekroczyć 55 mln zł, pod warunkiem że utrzyma się przedświąteczny popyt. Przed końcem roku nie planujemy podwyżek cen. Pełne sprawozdanie ukaże się 14 listopada.",
            ),
            Good(
                "en",
                "Q3 2024 results summary. Sales revenue amounted to PLN 48.2 million, up 12% year on year. Sales grew fastest in the online channel, which now accounts for 31% of revenue. Gross margin fell to 27.5% from 29.1% a year earlier, mainly due to higher transport costs. The management board estimates that Q4 revenue may exceed PLN 55 million, provided that demand holds up in the run-up to Christmas. We do not plan any price increases before the end of the year. The number of brick-and-mortar stores remained unchanged at 64. The full report will be published on 14 November.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "w kanale internetowym, który",
                        "w kanale internetowym (dzięki uruchomieniu nowej aplikacji mobilnej), który",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Zarząd szacuje, że w czwartym kwartale przychody mogą przekroczyć",
                        "W czwartym kwartale przychody przekroczą",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("accounts for 31% of revenue", "accounts for 38% of revenue")], "number"),
        ],
    ),
    Case(
        key="pl-przeglad-literatury-sen-nastolatkow-lekcje",
        source="Przegląd literatury dotyczącej snu nastolatków wskazuje, że większość uczniów szkół średnich śpi krócej niż zalecane 8–10 godzin na dobę. Jak podsumowują Owens i wsp. (2014, Pediatrics, 134(3), s. 642–649), późniejsze rozpoczynanie lekcji wiąże się z dłuższym snem i mniejszą sennością w ciągu dnia. Nie wykazano natomiast jednoznacznego wpływu późniejszego startu zajęć na wyniki w nauce. American Academy of Pediatrics zaleca, aby lekcje w szkołach średnich nie zaczynały się przed 8:30. Szkoły rozważające taką zmianę powinny najpierw przeprowadzić konsultacje z rodzicami, ponieważ nowy plan może utrudnić organizację dojazdów. Dalsze badania powinny uwzględniać również wpływ wieczornego korzystania ze smartfonów.",
        good=[
            Good(
                "preserve",
                "Przegląd literatury pokazuje, że większość uczniów szkół średnich śpi mniej niż zalecane 8–10 godzin na dobę. Owens i wsp. (2014, Pediatrics, 134(3), s. 642–649) podsumowują, że późniejszy początek lekcji wiąże się z dłuższym snem i mniejszą sennością w ciągu dnia. Jednoznacznego wpływu późniejszego startu zajęć na wyniki w nauce jednak nie wykazano. American Academy of Pediatrics zaleca, żeby w szkołach średnich lekcje nie zaczynały się wcześniej niż o 8:30. Szkoły, które rozważają taką zmianę, powinny najpierw skonsultować ją z rodzicami, bo nowy plan może utrudnić organizację dojazdów. Kolejne badania powinny też uwzględniać wpływ korzystania ze smartfonów wieczorem.",
            ),
            Good(
                "preserve",
                "Dostępna literatura wskazuje, że czas snu większości uczniów szkół średnich jest krótszy od zalecanych 8–10 godzin na dobę. Późniejsze rozpoczynanie zajęć wiąże się z wydłużeniem snu i ograniczeniem senności w ciągu dnia (Owens i wsp., 2014, Pediatrics, 134(3), s. 642–649), natomiast jego jednoznacznego wpływu na wyniki w nauce nie wykazano. Zgodnie z zaleceniem American Academy of Pediatrics lekcje w szkołach średnich nie powinny rozpoczynać się przed 8:30. Szkoły planujące taką zmianę powinny uprzednio skonsultować ją z rodzicami, gdyż nowy harmonogram może utrudnić organizację dojazdów. Dalsze badania powinny obejmować także wpływ wieczornego korzystania ze smartfonów.",
            ),
            Good(
                "en",
                "A review of the literature on adolescent sleep indicates that most secondary school students sleep less than the recommended 8–10 hours a day. As Owens et al. (2014, Pediatrics, 134(3), pp. 642–649) summarise, later school start times are associated with longer sleep and less daytime sleepiness. However, no clear effect of later start times on academic performance has been demonstrated. The American Academy of Pediatrics recommends that secondary school classes should not start before 8:30. Schools considering such a change should first consult parents, as the new timetable may make organising transport more difficult. Further research should also take into account the effect of evening smartphone use.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Jednoznacznego wpływu późniejszego startu zajęć na wyniki w nauce jednak nie wykazano.",
                        "Wykazano jednak jednoznaczny wpływ późniejszego startu zajęć na wyniki w nauce.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("(Owens i wsp., 2014,", "(Owens i wsp., 2017,")], "citation"),
            Slip(
                2,
                [
                    (
                        "Schools considering such a change should first",
                        "Schools considering such a change must first",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-bhp-instrukcja-szlifierka-stolowa-stanowisko",
        source="Instrukcja stanowiskowa BHP – obsługa szlifierki stołowej. Przed uruchomieniem szlifierki pracownik musi sprawdzić, czy tarcza nie jest pęknięta, a osłona i ekran ochronny są prawidłowo zamocowane. Odstęp między podtrzymką a tarczą nie może przekraczać 3 mm. Podczas pracy należy stosować okulary ochronne i ochronniki słuchu; rękawice są niedozwolone, ponieważ mogą zostać wciągnięte przez tarczę. Nie wolno szlifować bocznymi powierzchniami tarczy ani obrabiać przedmiotów z aluminium. Po zakończeniu pracy należy wyłączyć urządzenie i odczekać, aż tarcza całkowicie się zatrzyma. Wszelkie usterki pracownik powinien niezwłocznie zgłosić przełożonemu. Pracownicy bez przeszkolenia stanowiskowego nie mogą obsługiwać szlifierki.",
        good=[
            Good(
                "preserve",
                "Szlifierka stołowa – zasady BHP na stanowisku\n"
                "1. Przed włączeniem musisz sprawdzić, czy tarcza nie jest pęknięta oraz czy osłona i ekran ochronny są prawidłowo zamocowane.\n"
                "2. Odstęp między podtrzymką a tarczą nie może być większy niż 3 mm.\n"
                "3. W trakcie pracy stosuj okulary ochronne i ochronniki słuchu. Nie pracuj w rękawicach – tarcza może je wciągnąć.\n"
                "4. Nie szlifuj bocznymi powierzchniami tarczy i nie obrabiaj przedmiotów z aluminium.\n"
                "5. Po skończonej pracy wyłącz urządzenie i poczekaj, aż tarcza całkowicie się zatrzyma.\n"
                "6. Każdą usterkę powinieneś niezwłocznie zgłosić przełożonemu.\n"
                "7. Szlifierki nie mogą obsługiwać osoby, które nie przeszły szkolenia stanowiskowego.",
            ),
            Good(
                "preserve",
                "Szlifierkę stołową mogą obsługiwać wyłącznie pracownicy, którzy przeszli szkolenie stanowiskowe. Przed jej uruchomieniem pracownik ma obowiązek sprawdzić, czy tarcza nie jest pęknięta oraz czy osłona i ekran ochronny są prawidłowo zamocowane; odstęp między podtrzymką a tarczą nie może przekraczać 3 mm. W czasie pracy obowiązkowe jest stosowanie okularów ochronnych i ochronników słuchu, natomiast używanie rękawic jest zabronione, gdyż tarcza może je wciągnąć. Zabrania się szlifowania bocznymi powierzchniami tarczy oraz obróbki przedmiotów z aluminium. Po zakończeniu pracy urządzenie należy wyłączyć i zaczekać, aż tarcza całkowicie się zatrzyma. Wszelkie usterki pracownik powinien bez zwłoki zgłaszać przełożonemu.",
            ),
            Good(
                "en",
                "Workstation health and safety instructions – operating a bench grinder. Before starting the grinder, the worker must check that the wheel is not cracked and that the guard and eye shield are properly fitted. The gap between the tool rest and the wheel must not exceed 3 mm. Safety glasses and hearing protection must be worn during work; gloves are not allowed, as they may be pulled in by the wheel. Do not grind with the side faces of the wheel or machine aluminium items. After finishing work, switch the machine off and wait until the wheel has come to a complete stop. The worker should report any faults to their supervisor without delay. Employees who have not received workstation training must not operate the grinder.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Każdą usterkę powinieneś niezwłocznie", "Każdą usterkę możesz niezwłocznie")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "gdyż tarcza może je wciągnąć.",
                        "gdyż tarcza może je wciągnąć, co w 2023 r. doprowadziło w zakładzie do dwóch wypadków.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("gloves are not allowed", "gloves are allowed")], "negation"),
        ],
    ),
]
