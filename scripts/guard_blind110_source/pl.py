# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 110: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-szybowce-odprawa-startow-z-wyciagarki",
        source="Odprawa przed startami z wyciągarki, sobota 14 czerwca. Pierwszy start planujemy o 9:30, o ile podstawa chmur nie spadnie poniżej 600 m. Liny nie wolno podpinać, dopóki kierownik startu nie potwierdzi łączności radiowej z wyciągarkowym. Każdy pilot musi przed pierwszym lotem wykonać przegląd przedlotowy i wpisać go do książki szybowca. Prędkość na wznoszeniu powinna mieścić się w przedziale 90–110 km/h dla SZD-51 Junior; przy zerwaniu liny poniżej 50 m lądujemy na wprost. Uczniowie z mniej niż 20 startami latają wyłącznie z instruktorem. Nie zostawiamy szybowców na pasie bez obciążenia skrzydła.",
        good=[
            Good(
                "preserve",
                """Odprawa – starty z wyciągarki, sobota 14 czerwca:
- Pierwszy start: 9:30, pod warunkiem że podstawa chmur nie zejdzie niżej niż 600 m.
- Lina nie może zostać podpięta, dopóki kierownik startu nie potwierdzi łączności radiowej z wyciągarkowym.
- Przed pierwszym lotem każdy pilot musi zrobić przegląd przedlotowy i odnotować go w książce szybowca.
- SZD-51 Junior: prędkość na wznoszeniu powinna wynosić 90–110 km/h.
- Zerwanie liny poniżej 50 m = lądowanie na wprost.
- Uczniowie, którzy mają mniej niż 20 startów, latają tylko z instruktorem.
- Szybowca na pasie nie zostawiamy bez obciążenia skrzydła.""",
            ),
            Good(
                "preserve",
                "W sobotę 14 czerwca startujemy z wyciągarki – pierwszy start o 9:30, jeśli tylko podstawa chmur nie spadnie poniżej 600 m. Przed pierwszym lotem musisz wykonać przegląd przedlotowy i wpisać go do książki szybowca. Pamiętaj: nie wolno ci podpiąć liny, dopóki kierownik startu nie potwierdzi łączności radiowej z wyciągarkowym. Na SZD-51 Junior prędkość na wznoszeniu powinna wynosić od 90 do 110 km/h, a jeśli lina zerwie się poniżej 50 m, lądujesz na wprost. Masz mniej niż 20 startów? Latasz wyłącznie z instruktorem. I nie zostawiaj szybowca na pasie bez obciążenia skrzydła.",
            ),
            Good(
                "en",
                "Winch-launch briefing, Saturday 14 June. The first launch is planned for 9:30, provided the cloud base does not drop below 600 m. The cable must not be hooked on until the launch marshal has confirmed radio contact with the winch driver. Before their first flight, every pilot must carry out a pre-flight inspection and record it in the glider's logbook. Climb speed on the SZD-51 Junior should stay between 90 and 110 km/h; if the cable breaks below 50 m, land straight ahead. Students with fewer than 20 launches fly only with an instructor. Gliders are not left on the runway without a wing weight.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Szybowca na pasie nie zostawiamy", "Szybowce na pasie zostawiamy")],
                "negation",
            ),
            Slip(2, [("fewer than 20 launches", "fewer than 10 launches")], "number"),
            Slip(1, [("musisz wykonać przegląd", "powinieneś wykonać przegląd")], "modality"),
        ],
    ),
    Case(
        key="pl-aukcja-filatelistyczna-warunki-licytacji-oplaty",
        source="Warunki 47. aukcji filatelistycznej. Licytacja odbędzie się 22 listopada 2025 r. w siedzibie domu aukcyjnego, a oferty korespondencyjne przyjmujemy do 20 listopada do godz. 18:00 przez formularz na stronie www.filatelia-aukcje.pl/oferty. Do wylicytowanej kwoty doliczamy opłatę aukcyjną w wysokości 15%. Należność trzeba uregulować w ciągu 14 dni od zakończenia aukcji; po tym terminie zastrzegamy sobie prawo do anulowania sprzedaży. Reklamacje dotyczące autentyczności przyjmujemy tylko z ekspertyzą uznanego rzeczoznawcy PZF, nie później niż 30 dni od odbioru. Walorów opisanych jako „stan jak na skanie” nie można reklamować. Koszt wysyłki krajowej wynosi 25 zł.",
        good=[
            Good(
                "preserve",
                """47. aukcja filatelistyczna – warunki udziału

Aukcja zostanie przeprowadzona 22 listopada 2025 r. w siedzibie domu aukcyjnego. Oferty korespondencyjne można składać do 20 listopada, godz. 18:00, za pośrednictwem formularza: www.filatelia-aukcje.pl/oferty.

Do kwoty przybicia dolicza się 15% opłaty aukcyjnej. Płatności należy dokonać w terminie 14 dni od zamknięcia aukcji – po jego upływie dom aukcyjny zastrzega sobie prawo do anulowania sprzedaży.

Reklamacje autentyczności przyjmujemy najpóźniej 30 dni od odbioru i wyłącznie z ekspertyzą uznanego rzeczoznawcy PZF. Walory z opisem „stan jak na skanie” nie podlegają reklamacji. Wysyłka w kraju kosztuje 25 zł.""",
            ),
            Good(
                "preserve",
                """Jak kupować na 47. aukcji filatelistycznej:
• Licytacja: 22.11.2025, w siedzibie domu aukcyjnego.
• Oferty korespondencyjne wyślesz przez formularz www.filatelia-aukcje.pl/oferty – masz czas do 20 listopada, do 18:00.
• Do wylicytowanej ceny dochodzi opłata aukcyjna 15%.
• Musisz zapłacić w ciągu 14 dni od zakończenia aukcji; później możemy anulować sprzedaż.
• Autentyczność reklamujesz tylko z ekspertyzą uznanego rzeczoznawcy PZF i nie później niż 30 dni od odbioru.
• Walorów „stan jak na skanie” nie można reklamować.
• Wysyłka krajowa: 25 zł.""",
            ),
            Good(
                "en",
                "Terms of the 47th philatelic auction. The sale will take place on 22 November 2025 at the auction house's premises; absentee bids are accepted until 6 pm on 20 November via the form at www.filatelia-aukcje.pl/oferty. A 15% buyer's premium is added to the hammer price. Payment must be made within 14 days of the close of the auction; after that, we reserve the right to cancel the sale. Complaints about authenticity are accepted only with an expert opinion from a recognised PZF expert, no later than 30 days after receipt. Lots described as “condition as per scan” cannot be the subject of a complaint. Domestic shipping costs PLN 25.",
            ),
        ],
        bad=[
            Slip(0, [("15% opłaty aukcyjnej", "18% opłaty aukcyjnej")], "number"),
            Slip(2, [("until 6 pm on 20 November", "until 6 pm on 21 November")], "date"),
            Slip(1, [("www.filatelia-aukcje.pl/oferty", "www.filatelia-aukcja.pl/oferty")], "url"),
        ],
    ),
    Case(
        key="pl-kanalizacja-przylaczenie-nieruchomosci-zawiadomienie",
        source="Zawiadomienie dla właścicieli nieruchomości przy ul. Leśnej i ul. Polnej. Informujemy, że sieć kanalizacji sanitarnej została odebrana i od 1 września 2025 r. możliwe jest przyłączanie budynków. Zgodnie z art. 5 ust. 1 ustawy o zbiorowym zaopatrzeniu w wodę i zbiorowym odprowadzaniu ścieków właściciel nieruchomości jest obowiązany przyłączyć ją do sieci, jeżeli jest ona dostępna. Wniosek o wydanie warunków technicznych należy złożyć w biurze obsługi klienta do 31 marca 2026 r. Po wykonaniu przyłącza nie wolno go zasypywać przed odbiorem przez inspektora spółki. Szamba należy opróżnić i zlikwidować w ciągu 30 dni od przyłączenia. Wydanie warunków technicznych jest bezpłatne.",
        good=[
            Good(
                "preserve",
                """Mieszkańcy ul. Leśnej i ul. Polnej – kanalizacja gotowa!

Sieć kanalizacji sanitarnej przeszła odbiór, więc od 1 września 2025 r. można do niej przyłączać budynki. Jeśli sieć jest dostępna, właściciel nieruchomości ma obowiązek ją do niej przyłączyć – wynika to z art. 5 ust. 1 ustawy o zbiorowym zaopatrzeniu w wodę i zbiorowym odprowadzaniu ścieków.

Co trzeba zrobić?
1. Do 31 marca 2026 r. złożyć w biurze obsługi klienta wniosek o wydanie warunków technicznych (ich wydanie nic nie kosztuje).
2. Wykonać przyłącze i nie zasypywać go, dopóki nie odbierze go inspektor spółki.
3. W ciągu 30 dni od przyłączenia opróżnić i zlikwidować szambo.""",
            ),
            Good(
                "preserve",
                "Uprzejmie zawiadamiamy właścicieli nieruchomości położonych przy ul. Leśnej i ul. Polnej, że po odbiorze sieci kanalizacji sanitarnej przyłączanie budynków jest możliwe od dnia 1 września 2025 r. Na podstawie art. 5 ust. 1 ustawy o zbiorowym zaopatrzeniu w wodę i zbiorowym odprowadzaniu ścieków właściciel nieruchomości ma obowiązek przyłączenia jej do sieci, o ile sieć jest dostępna. Wnioski o wydanie warunków technicznych, które wydawane są bezpłatnie, należy składać w biurze obsługi klienta w terminie do 31 marca 2026 r. Wykonanego przyłącza nie wolno zasypać przed jego odbiorem przez inspektora spółki, a szambo należy opróżnić i zlikwidować w terminie 30 dni od przyłączenia.",
            ),
            Good(
                "en",
                "Notice to owners of properties on ul. Leśna and ul. Polna. The sanitary sewer network has been approved, and buildings can be connected to it from 1 September 2025. Under Article 5(1) of the Act on Collective Water Supply and Collective Sewage Disposal, a property owner is obliged to connect the property to the network where it is available. Applications for technical connection conditions must be submitted at the customer service office by 31 March 2026. Once the connection has been made, it must not be backfilled until it has been inspected and approved by the company's inspector. Cesspits must be emptied and decommissioned within 30 days of connection. Technical conditions are issued free of charge.",
            ),
        ],
        bad=[
            Slip(2, [("Article 5(1)", "Article 15(1)")], "legal_reference"),
            Slip(0, [("Do 31 marca 2026 r.", "Do 31 maja 2026 r.")], "date"),
            Slip(
                1,
                [("Wykonanego przyłącza nie wolno zasypać", "Wykonane przyłącze można zasypać")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-ptasia-grypa-drob-w-zamknieciu",
        source="Rozporządzenie nr 3/2025 Wojewody Wielkopolskiego w sprawie zwalczania wysoce zjadliwej grypy ptaków. W związku z potwierdzeniem ogniska choroby w gminie Kłecko, na obszarze zagrożonym w promieniu 10 km od ogniska drób należy utrzymywać w zamknięciu, bez dostępu do wybiegów. Podstawą prawną jest art. 46 ust. 3 ustawy o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt. Zakazuje się organizowania targów i wystaw z udziałem ptaków. Przy wejściach do budynków inwentarskich należy wyłożyć maty dezynfekcyjne. Według Powiatowego Lekarza Weterynarii wirus prawdopodobnie został zawleczony przez dzikie ptactwo wodne. Hodowcy powinni niezwłocznie zgłaszać zwiększoną śmiertelność ptaków.",
        good=[
            Good(
                "preserve",
                """Ptasia grypa w gminie Kłecko – co musisz wiedzieć

Wojewoda Wielkopolski wydał rozporządzenie nr 3/2025, ponieważ w gminie Kłecko potwierdzono ognisko wysoce zjadliwej grypy ptaków. Na obszarze zagrożonym, czyli w promieniu 10 km od ogniska, drób trzeba trzymać w zamknięciu, bez dostępu do wybiegów. Targi i wystawy z udziałem ptaków są zakazane. Przy wejściach do budynków inwentarskich trzeba wyłożyć maty dezynfekcyjne, a zwiększoną śmiertelność ptaków hodowcy powinni zgłaszać niezwłocznie. Powiatowy Lekarz Weterynarii uważa, że wirus prawdopodobnie przywlokło dzikie ptactwo wodne.

Podstawa prawna: art. 46 ust. 3 ustawy o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt.""",
            ),
            Good(
                "preserve",
                """Rozporządzenie nr 3/2025 Wojewody Wielkopolskiego w sprawie zwalczania wysoce zjadliwej grypy ptaków wydano na podstawie art. 46 ust. 3 ustawy o ochronie zdrowia zwierząt oraz zwalczaniu chorób zakaźnych zwierząt, po potwierdzeniu ogniska choroby w gminie Kłecko.

Nakazy i zakazy:
- na obszarze zagrożonym, w promieniu 10 km od ogniska, drób należy utrzymywać w zamknięciu, bez dostępu do wybiegów;
- zakazuje się organizowania targów i wystaw z udziałem ptaków;
- przy wejściach do budynków inwentarskich należy wyłożyć maty dezynfekcyjne.

Hodowcy powinni bez zwłoki zgłaszać zwiększoną śmiertelność ptaków. Zdaniem Powiatowego Lekarza Weterynarii wirus został prawdopodobnie zawleczony przez dzikie ptactwo wodne.""",
            ),
            Good(
                "en",
                "Regulation No. 3/2025 of the Wielkopolska Voivode on combating highly pathogenic avian influenza. Following confirmation of an outbreak of the disease in the municipality of Kłecko, poultry in the infected area within a 10 km radius of the outbreak must be kept indoors, with no access to outdoor runs. The legal basis is Article 46(3) of the Act on the Protection of Animal Health and the Control of Infectious Animal Diseases. Fairs and shows involving birds are prohibited. Disinfection mats must be laid at the entrances to livestock buildings. According to the District Veterinary Officer, the virus was probably introduced by wild waterfowl. Keepers should report any increased bird mortality without delay.",
            ),
        ],
        bad=[
            Slip(1, [("art. 46 ust. 3", "art. 45 ust. 3")], "legal_reference"),
            Slip(2, [("Keepers should report", "Keepers may report")], "modality"),
            Slip(0, [("wirus prawdopodobnie przywlokło", "wirus przywlokło")], "hedge"),
        ],
    ),
    Case(
        key="pl-mleczarnia-swiateczny-harmonogram-odbioru-mleka",
        source="Harmonogram odbioru mleka w okresie świątecznym – Spółdzielnia Mleczarska „Łąka”. W Wigilię, 24 grudnia, mleko odbieramy normalnie, od godz. 5:00. W pierwszy dzień świąt (25 grudnia) odbioru nie będzie; mleko z tego dnia cysterna zabierze 26 grudnia razem z bieżącym udojem. Prosimy, aby temperatura mleka w zbiorniku nie przekraczała 6°C, a zbiornik był opróżniony najpóźniej po 48 godzinach. Mleka od krów leczonych antybiotykami nie wolno oddawać do czasu upływu okresu karencji. Dostawcy, którzy nie posiadają zbiornika o pojemności co najmniej 1000 litrów, powinni zgłosić się do kierowcy trasy. Cena bazowa w grudniu wynosi 2,35 zł za litr.",
        good=[
            Good(
                "preserve",
                """Spółdzielnia Mleczarska „Łąka” – odbiór mleka w święta
- 24 grudnia (Wigilia): odbiór jak zwykle, od 5:00.
- 25 grudnia (pierwszy dzień świąt): brak odbioru – mleko z tego dnia cysterna zabierze 26 grudnia wraz z bieżącym udojem.

Prosimy pilnować, by mleko w zbiorniku nie miało więcej niż 6°C i by zbiornik był opróżniany najpóźniej po 48 godzinach. Mleko od krów leczonych antybiotykami nie może być oddawane, dopóki nie minie okres karencji. Dostawcy bez zbiornika o pojemności co najmniej 1000 l powinni zgłosić się do kierowcy trasy. Grudniowa cena bazowa: 2,35 zł/l.""",
            ),
            Good(
                "preserve",
                "Drodzy Dostawcy! W grudniu cena bazowa mleka wynosi 2,35 zł za litr. W okresie świątecznym odbiór wygląda następująco: w Wigilię, 24 grudnia, cysterny przyjeżdżają normalnie, od 5:00 rano, natomiast 25 grudnia, w pierwszy dzień świąt, mleka nie odbieramy – zabierzemy je 26 grudnia razem z bieżącym udojem. Prosimy, żeby temperatura mleka w zbiorniku nie przekraczała 6°C, a zbiornik był opróżniany najpóźniej po 48 godzinach. Pamiętajcie, że mleka od krów leczonych antybiotykami nie wolno oddawać przed upływem okresu karencji. Kto nie ma zbiornika mieszczącego co najmniej 1000 litrów, powinien zgłosić się do kierowcy trasy. Spółdzielnia Mleczarska „Łąka”",
            ),
            Good(
                "en",
                "Holiday milk collection schedule – “Łąka” Dairy Cooperative. On Christmas Eve, 24 December, milk will be collected as usual, from 5:00 am. There will be no collection on Christmas Day (25 December); milk from that day will be picked up by the tanker on 26 December together with the current milking. Please make sure that the temperature of the milk in the tank does not exceed 6°C and that the tank is emptied after 48 hours at the latest. Milk from cows treated with antibiotics must not be supplied until the withdrawal period has ended. Suppliers who do not have a tank with a capacity of at least 1,000 litres should contact their route driver. The base price for December is PLN 2.35 per litre.",
            ),
        ],
        bad=[
            Slip(2, [("by the tanker on 26 December", "by the tanker on 27 December")], "date"),
            Slip(0, [("2,35 zł/l", "2,53 zł/l")], "number"),
            Slip(
                1,
                [
                    (
                        "mleka od krów leczonych antybiotykami nie wolno oddawać",
                        "mleko od krów leczonych antybiotykami wolno oddawać",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-clo-limity-przywozu-dla-podroznych",
        source="Przywóz towarów z krajów spoza UE – limity dla podróżnych. Osoba, która ukończyła 17 lat, może bez cła i akcyzy przywieźć 200 papierosów albo 50 cygar, a także 1 litr napojów spirytusowych o mocy powyżej 22% i 4 litry wina niemusującego. Wartość pozostałych towarów nie może przekroczyć 430 euro w przypadku podróży samolotem lub statkiem oraz 300 euro przy podróży lądowej. Limitów dla różnych osób nie można sumować, aby przywieźć jedną droższą rzecz. Towary przekraczające limit trzeba zgłosić w czerwonym korytarzu. Gotówkę o wartości 10 000 euro lub wyższej należy zgłosić organowi celnemu.",
        good=[
            Good(
                "preserve",
                """Wracasz spoza Unii? Oto co możesz przywieźć bez cła i akcyzy.

Jeśli masz skończone 17 lat, wolno ci przywieźć 200 papierosów lub 50 cygar, do tego 1 litr napojów spirytusowych mocniejszych niż 22% oraz 4 litry wina niemusującego. Pozostałe towary nie mogą być warte więcej niż 430 euro, gdy lecisz samolotem lub płyniesz statkiem, i 300 euro, gdy podróżujesz lądem. Nie możesz sumować limitów kilku osób, żeby przywieźć jedną droższą rzecz. Wszystko ponad limit musisz zgłosić w czerwonym korytarzu, a gotówkę w kwocie 10 000 euro lub więcej – organowi celnemu.""",
            ),
            Good(
                "preserve",
                """Zwolnienia z cła i akcyzy dla podróżnych przybywających spoza UE

Osoby, które ukończyły 17 lat, mogą przywieźć:
– 200 papierosów albo 50 cygar;
– 1 l napojów spirytusowych o zawartości alkoholu powyżej 22%;
– 4 l wina niemusującego.

Wartość pozostałych towarów: do 430 euro (podróż lotnicza lub morska) albo do 300 euro (podróż lądowa).

Sumowanie limitów różnych osób w celu przywozu jednej droższej rzeczy jest niedozwolone. Towary ponad limit trzeba zgłosić w czerwonym korytarzu. Gotówka o wartości 10 000 euro lub wyższej musi zostać zgłoszona organowi celnemu.""",
            ),
            Good(
                "en",
                "Bringing goods in from outside the EU: allowances for travellers. Anyone aged 17 or over may bring in, free of customs duty and excise, 200 cigarettes or 50 cigars, plus 1 litre of spirits over 22% ABV and 4 litres of still wine. Other goods must not exceed €430 in value if you travel by air or sea, or €300 if you travel by land. The allowances of different people cannot be combined to bring in a single more expensive item. Goods above the allowance must be declared in the red channel. Cash worth €10,000 or more must be declared to the customs authority.",
            ),
        ],
        bad=[
            Slip(0, [("430 euro", "450 euro")], "number"),
            Slip(
                2,
                [
                    (
                        "Goods above the allowance must be declared",
                        "Goods above the allowance should be declared",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "200 papierosów albo 50 cygar;",
                        "200 papierosów albo 50 cygar, albo 250 g tytoniu do palenia;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-obrona-rozprawy-doktorskiej-procedura-posiedzenia",
        source="Procedura publicznej obrony rozprawy doktorskiej. Obrona odbywa się przed komisją powołaną przez radę dyscypliny, zgodnie z art. 192 ust. 1 ustawy – Prawo o szkolnictwie wyższym i nauce. Streszczenie rozprawy i recenzje muszą zostać zamieszczone na stronie internetowej uczelni co najmniej 30 dni przed wyznaczonym terminem obrony. Doktorant przedstawia główne tezy pracy w wystąpieniu trwającym nie dłużej niż 20 minut, a następnie odpowiada na pytania recenzentów i publiczności. Obrona może odbyć się zdalnie, jeżeli zgodę wyrazi przewodniczący komisji. W części niejawnej komisja głosuje nad przyjęciem obrony; promotor nie bierze udziału w głosowaniu. Uchwała zapada bezwzględną większością głosów.",
        good=[
            Good(
                "preserve",
                """Jak przebiega publiczna obrona rozprawy doktorskiej:
1. Obrona odbywa się przed komisją powołaną przez radę dyscypliny (art. 192 ust. 1 ustawy – Prawo o szkolnictwie wyższym i nauce).
2. Co najmniej 30 dni przed wyznaczonym terminem obrony na stronie internetowej uczelni muszą się znaleźć streszczenie rozprawy oraz recenzje.
3. Doktorant prezentuje główne tezy pracy – maksymalnie przez 20 minut – po czym odpowiada na pytania recenzentów i publiczności.
4. W części niejawnej komisja głosuje nad przyjęciem obrony. Promotor nie głosuje, a uchwała zapada bezwzględną większością głosów.

Za zgodą przewodniczącego komisji obrona może się odbyć zdalnie.""",
            ),
            Good(
                "preserve",
                "Publiczna obrona rozprawy doktorskiej przebiega przed komisją, którą zgodnie z art. 192 ust. 1 ustawy – Prawo o szkolnictwie wyższym i nauce powołuje rada dyscypliny. Nie później niż 30 dni przed wyznaczoną datą obrony na stronie internetowej uczelni muszą zostać zamieszczone streszczenie rozprawy i recenzje. W trakcie obrony doktorant w wystąpieniu nieprzekraczającym 20 minut omawia główne tezy pracy, a potem odpowiada na pytania recenzentów i publiczności. Jeżeli przewodniczący komisji wyrazi zgodę, obrona może zostać przeprowadzona zdalnie. O przyjęciu obrony komisja decyduje w głosowaniu w części niejawnej – bezwzględną większością głosów, bez udziału promotora.",
            ),
            Good(
                "en",
                "Public defence of a doctoral thesis: the procedure. The defence takes place before a committee appointed by the discipline council, in accordance with Article 192(1) of the Law on Higher Education and Science. The thesis summary and the reviews must be posted on the university's website at least 30 days before the scheduled date of the defence. The candidate presents the main theses of the work in a talk lasting no longer than 20 minutes and then answers questions from the reviewers and the audience. The defence may be held remotely if the chair of the committee agrees. In a closed session the committee votes on accepting the defence; the supervisor does not take part in the vote. The resolution is adopted by an absolute majority of votes.",
            ),
        ],
        bad=[
            Slip(0, [("art. 192 ust. 1", "art. 192 ust. 2")], "legal_reference"),
            Slip(2, [("the reviews must be posted", "the reviews should be posted")], "modality"),
            Slip(1, [("bez udziału promotora", "z udziałem promotora")], "negation"),
        ],
    ),
    Case(
        key="pl-klinika-leczenia-nieplodnosci-przechowywanie-zarodkow",
        source="Informacja dla pacjentów: przechowywanie zarodków. Zarodki, które nie zostały przeniesione do macicy, przechowujemy w ciekłym azocie w temperaturze –196°C. Opłata za przechowywanie wynosi 900 zł za każdy rozpoczęty rok i jest pobierana z góry. Po rozmrożeniu około 90–95% zarodków zachowuje zdolność do dalszego rozwoju, choć wynik zależy od ich jakości przed zamrożeniem. Zgodnie z przepisami zarodków nie wolno niszczyć; w razie rezygnacji z przechowywania można je jedynie przekazać do dawstwa. Prosimy o aktualizowanie danych kontaktowych – jeśli nie będziemy mogli się z Państwem skontaktować przez 20 lat, zarodki zostaną przekazane do dawstwa zgodnie z ustawą o leczeniu niepłodności.",
        good=[
            Good(
                "preserve",
                """Przechowywanie zarodków – co warto wiedzieć

Zarodki, których nie przeniesiono do macicy, trzymamy w ciekłym azocie, w temperaturze –196°C. Za przechowywanie płacisz z góry 900 zł za każdy rozpoczęty rok. Po rozmrożeniu zdolność do dalszego rozwoju zachowuje około 90–95% zarodków, ale wynik zależy od tego, jakiej były jakości przed zamrożeniem. Pamiętaj, że przepisy nie pozwalają niszczyć zarodków – jeśli zrezygnujesz z przechowywania, możesz je tylko przekazać do dawstwa. Prosimy, aktualizuj swoje dane kontaktowe: gdybyśmy przez 20 lat nie mogli się z Tobą skontaktować, zarodki zostaną przekazane do dawstwa, jak przewiduje ustawa o leczeniu niepłodności.""",
            ),
            Good(
                "preserve",
                """Przechowywanie zarodków – najważniejsze informacje:
• Zarodki nieprzeniesione do macicy są przechowywane w ciekłym azocie (–196°C).
• Koszt: 900 zł za każdy rozpoczęty rok, płatne z góry.
• Po rozmrożeniu około 90–95% zarodków zachowuje zdolność do dalszego rozwoju; wynik zależy od ich jakości przed zamrożeniem.
• Przepisy zabraniają niszczenia zarodków. Rezygnując z przechowywania, można je wyłącznie przekazać do dawstwa.
• Jeżeli przez 20 lat nie będziemy mogli się z Państwem skontaktować, zarodki zostaną przekazane do dawstwa zgodnie z ustawą o leczeniu niepłodności – dlatego prosimy o aktualizowanie danych kontaktowych.""",
            ),
            Good(
                "en",
                "Patient information: embryo storage. Embryos that have not been transferred to the uterus are stored in liquid nitrogen at –196°C. The storage fee is PLN 900 for each year or part of a year and is charged in advance. After thawing, about 90–95% of embryos remain capable of further development, although the outcome depends on their quality before freezing. By law, embryos must not be destroyed; if you decide to stop storing them, they can only be donated. Please keep your contact details up to date – if we are unable to contact you for 20 years, the embryos will be donated in accordance with the Infertility Treatment Act.",
            ),
        ],
        bad=[
            Slip(2, [("PLN 900", "PLN 700")], "number"),
            Slip(0, [("zachowuje około 90–95% zarodków", "zachowuje 90–95% zarodków")], "hedge"),
            Slip(
                1,
                [
                    (
                        "Przepisy zabraniają niszczenia zarodków.",
                        "Przepisy nie zabraniają niszczenia zarodków.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-apel-parafii-renowacja-dzwonow",
        source="Drodzy Parafianie! Nasze trzy dzwony, odlane w 1923 roku w odlewni Felczyńskich, wymagają pilnej renowacji. Największy z nich, „Maryja”, waży około 1200 kg i od dwóch lat ma pękniętą koronę, przez co nie możemy go używać. Według kosztorysu konserwatora prace pochłoną około 186 000 zł, z czego 60 000 zł prawdopodobnie pokryje dotacja z urzędu marszałkowskiego. Ofiary można składać na tacę w każdą trzecią niedzielę miesiąca lub przelewem na konto parafii z dopiskiem „Dzwony”. Darczyńcy, którzy przekażą co najmniej 500 zł, zostaną upamiętnieni na tablicy w kruchcie. Jeśli uda się zebrać środki, dzwony powinny ponownie zabrzmieć na odpust w sierpniu.",
        good=[
            Good(
                "preserve",
                "Szanowni Parafianie, trzy dzwony naszego kościoła, odlane w 1923 r. w odlewni Felczyńskich, pilnie potrzebują renowacji. Największy z nich, „Maryja”, o masie około 1200 kg, od dwóch lat ma pękniętą koronę i z tego powodu nie może być używany. Kosztorys konserwatora opiewa na około 186 000 zł; 60 000 zł z tej kwoty zostanie prawdopodobnie pokryte z dotacji urzędu marszałkowskiego. Ofiary można przekazywać na tacę w każdą trzecią niedzielę miesiąca albo przelewem na konto parafii, z dopiskiem „Dzwony”. Osoby, które ofiarują co najmniej 500 zł, zostaną upamiętnione na tablicy w kruchcie. Jeżeli zbiórka się powiedzie, dzwony powinny znów zabrzmieć na sierpniowy odpust.",
            ),
            Good(
                "preserve",
                """Pomóżmy naszym dzwonom znów zabrzmieć!

Trzy dzwony z 1923 roku, odlane w odlewni Felczyńskich, czekają na pilną renowację. „Maryja”, największy z nich (ok. 1200 kg), od dwóch lat milczy – ma pękniętą koronę i nie możemy go używać. Konserwator wycenił prace na około 186 tys. zł, z czego 60 tys. zł prawdopodobnie pokryje dotacja z urzędu marszałkowskiego.

Swoją ofiarę możesz złożyć na tacę w każdą trzecią niedzielę miesiąca albo wpłacić przelewem na konto parafii z dopiskiem „Dzwony”. Każdy, kto przekaże co najmniej 500 zł, zostanie upamiętniony na tablicy w kruchcie. Jeśli uda nam się zebrać środki, dzwony powinny odezwać się ponownie na odpust w sierpniu.""",
            ),
            Good(
                "en",
                "Dear Parishioners, our three bells, cast in 1923 at the Felczyński foundry, are in urgent need of restoration. The largest of them, “Maryja”, weighs about 1,200 kg and has had a cracked crown for two years, so we cannot use it. According to the conservator's cost estimate, the work will cost around PLN 186,000, of which PLN 60,000 will probably be covered by a grant from the Marshal's Office. Donations can be placed on the collection plate every third Sunday of the month or made by bank transfer to the parish account with the reference “Dzwony”. Donors who give at least PLN 500 will be commemorated on a plaque in the church porch. If the funds can be raised, the bells should ring again for the parish feast in August.",
            ),
        ],
        bad=[
            Slip(1, [("co najmniej 500 zł", "co najmniej 300 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "The largest of them, “Maryja”, weighs",
                        "The largest of them, “Maryja”, a gift from parishioners who emigrated to America, weighs",
                    )
                ],
                "invented_fact",
            ),
            Slip(0, [("zostanie prawdopodobnie pokryte", "zostanie pokryte")], "hedge"),
        ],
    ),
    Case(
        key="pl-licencja-przewodnika-tatrzanskiego-wymogi-tpn",
        source="Uprawnienia przewodnika tatrzańskiego – informacja TPN. Zgodnie z art. 20 ust. 1 ustawy o ochronie przyrody oraz zarządzeniem Dyrektora TPN nr 12/2024 grupy zorganizowane liczące powyżej 10 osób mogą poruszać się po szlakach Tatrzańskiego Parku Narodowego wyłącznie pod opieką przewodnika z ważną licencją. Przewodnik klasy II nie może prowadzić wycieczek taternickich ani wycieczek poza szlakami. Licencję trzeba przedłużać co 5 lat, a warunkiem przedłużenia jest udział w szkoleniu doskonalącym. Najbliższe szkolenie odbędzie się 8–10 kwietnia 2026 r. w Zakopanem; zgłoszenia przyjmujemy do 15 marca. Przewodnik powinien mieć przy sobie identyfikator i okazywać go na żądanie strażnika parku.",
        good=[
            Good(
                "preserve",
                """TPN informuje – uprawnienia przewodników tatrzańskich:
- Zorganizowane grupy liczące więcej niż 10 osób mogą poruszać się po szlakach Tatrzańskiego Parku Narodowego tylko pod opieką przewodnika z ważną licencją (art. 20 ust. 1 ustawy o ochronie przyrody, zarządzenie Dyrektora TPN nr 12/2024).
- Przewodnik klasy II nie może prowadzić wycieczek taternickich ani wycieczek poza szlakami.
- Licencję trzeba przedłużać co 5 lat; warunkiem przedłużenia jest udział w szkoleniu doskonalącym.
- Najbliższe szkolenie: 8–10 kwietnia 2026 r., Zakopane. Zgłoszenia przyjmujemy do 15 marca.
- Przewodnik powinien mieć przy sobie identyfikator i okazywać go na żądanie strażnika parku.""",
            ),
            Good(
                "preserve",
                "Zorganizowana grupa licząca więcej niż 10 osób może wejść na szlaki Tatrzańskiego Parku Narodowego wyłącznie z przewodnikiem, który ma ważną licencję – tak stanowią art. 20 ust. 1 ustawy o ochronie przyrody i zarządzenie Dyrektora TPN nr 12/2024. Przewodnikowi klasy II nie wolno prowadzić wycieczek taternickich ani wycieczek poza szlakami. Licencja musi być przedłużana co 5 lat, a żeby ją przedłużyć, trzeba wziąć udział w szkoleniu doskonalącym. Najbliższe takie szkolenie odbędzie się w Zakopanem w dniach 8–10 kwietnia 2026 r.; zgłoszenia są przyjmowane do 15 marca. Przewodnik powinien mieć przy sobie identyfikator i pokazać go, jeśli zażąda tego strażnik parku.",
            ),
            Good(
                "en",
                "Tatra guide qualifications – information from the Tatra National Park (TPN). Under Article 20(1) of the Nature Conservation Act and Order No. 12/2024 of the TPN Director, organised groups of more than 10 people may use the trails of the Tatra National Park only under the care of a guide with a valid licence. A class II guide may not lead mountaineering trips or trips off the marked trails. The licence must be renewed every 5 years, and renewal requires attending a refresher course. The next course will be held in Zakopane on 8–10 April 2026; applications are accepted until 15 March. Guides should carry their ID badge and show it when asked by a park ranger.",
            ),
        ],
        bad=[
            Slip(2, [("Order No. 12/2024", "Order No. 21/2024")], "legal_reference"),
            Slip(
                0,
                [("Przewodnik klasy II nie może prowadzić", "Przewodnik klasy II może prowadzić")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "zgłoszenia są przyjmowane do 15 marca",
                        "zgłoszenia są przyjmowane do 25 marca",
                    )
                ],
                "date",
            ),
        ],
    ),
    Case(
        key="pl-readme-narzedzie-eksport-faktur-konfiguracja",
        source="""## Instalacja

Narzędzie `faktury-eksport` wymaga Pythona 3.10 lub nowszego. Zainstaluj je poleceniem:

```bash
pip install faktury-eksport
```

## Konfiguracja

Przed pierwszym uruchomieniem musisz utworzyć plik `config.toml` w katalogu domowym i podać w nim klucz `api_token`. Tokenu nie należy commitować do repozytorium. Opcjonalnie możesz ustawić `output_dir` – domyślnie pliki trafiają do katalogu `./eksport`.

## Użycie

- `faktury-eksport --od 2025-01-01` – eksportuje faktury wystawione od podanej daty,
- `faktury-eksport --format csv` – zapisuje wynik w formacie CSV zamiast JSON.""",
        good=[
            Good(
                "preserve",
                """## Instalacja

Potrzebujesz Pythona 3.10 lub nowszego. Narzędzie `faktury-eksport` instalujesz tak:

```bash
pip install faktury-eksport
```

## Konfiguracja

Zanim uruchomisz program po raz pierwszy, musisz założyć w katalogu domowym plik `config.toml` i wpisać do niego klucz `api_token`. Tokenu nie należy commitować do repozytorium. Możesz też (opcjonalnie) ustawić `output_dir`; jeśli tego nie zrobisz, pliki trafią do katalogu `./eksport`.

## Użycie

- `faktury-eksport --od 2025-01-01` eksportuje faktury wystawione od wskazanej daty.
- `faktury-eksport --format csv` zapisuje wynik w formacie CSV, a nie JSON.""",
            ),
            Good(
                "preserve",
                """## Instalacja

Wymagania: Python 3.10 lub nowszy.

```bash
pip install faktury-eksport
```

## Konfiguracja

1. W katalogu domowym utwórz plik `config.toml` – jest to wymagane przed pierwszym uruchomieniem.
2. Podaj w nim klucz `api_token`. Tokenu nie należy commitować do repozytorium.
3. (Opcjonalnie) ustaw `output_dir`. Domyślny katalog wyjściowy to `./eksport`.

## Użycie

- `faktury-eksport --od 2025-01-01` – eksport faktur wystawionych od podanej daty
- `faktury-eksport --format csv` – wynik w CSV zamiast JSON""",
            ),
            Good(
                "en",
                """## Installation

`faktury-eksport` requires Python 3.10 or newer. Install it with:

```bash
pip install faktury-eksport
```

## Configuration

Before the first run, you must create a `config.toml` file in your home directory and set the `api_token` key in it. The token should not be committed to the repository. Optionally, you can set `output_dir` – by default, files are written to the `./eksport` directory.

## Usage

- `faktury-eksport --od 2025-01-01` – exports invoices issued from the given date,
- `faktury-eksport --format csv` – saves the output as CSV instead of JSON.""",
            ),
        ],
        bad=[
            Slip(2, [("--format csv", "--output csv")], "code"),
            Slip(0, [("## Konfiguracja", "Konfiguracja")], "markdown"),
            Slip(
                1,
                [
                    (
                        "jest to wymagane przed pierwszym uruchomieniem",
                        "jest to zalecane przed pierwszym uruchomieniem",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-badanie-sen-nastolatkow-wyniki-szkolne",
        source="Niedobór snu u nastolatków jest coraz częściej wiązany z gorszymi wynikami w nauce. W badaniu kohortowym obejmującym 2418 uczniów szkół średnich z Krakowa i Wrocławia (Nowak i in., 2023, „Pediatria Polska”, t. 98, s. 211–219) osoby śpiące krócej niż 7 godzin na dobę miały średnią ocen niższą przeciętnie o 0,4 punktu. Autorzy zastrzegają, że zależność ta może częściowo wynikać z czynników zakłócających, takich jak czas spędzany przed ekranem. Podobny efekt opisano wcześniej w Finlandii (Lehtonen, 2019). Zdaniem badaczy późniejsze rozpoczynanie lekcji prawdopodobnie poprawiłoby sytuację, choć nie zostało to jeszcze sprawdzone w polskich szkołach.",
        good=[
            Good(
                "preserve",
                "Niedobór snu u nastolatków coraz częściej łączy się z gorszymi wynikami w nauce. Nowak i współpracownicy przeanalizowali w badaniu kohortowym dane 2418 uczniów szkół średnich z Krakowa i Wrocławia: ci, którzy spali krócej niż 7 godzin na dobę, mieli średnią ocen niższą przeciętnie o 0,4 punktu („Pediatria Polska”, 2023, t. 98, s. 211–219). Autorzy zaznaczają jednak, że część tej zależności może wynikać z czynników zakłócających, na przykład z czasu spędzanego przed ekranem. Podobny efekt opisano już wcześniej w Finlandii (Lehtonen, 2019). Badacze uważają, że późniejszy początek lekcji prawdopodobnie poprawiłby sytuację, ale w polskich szkołach nikt tego jeszcze nie sprawdził.",
            ),
            Good(
                "preserve",
                "Krótki sen u młodzieży coraz częściej łączy się ze słabszymi osiągnięciami szkolnymi. W badaniu kohortowym Nowak i in. (2023, „Pediatria Polska”, t. 98, s. 211–219), przeprowadzonym na grupie 2418 uczniów szkół średnich z Krakowa i Wrocławia, uczniowie śpiący poniżej 7 godzin na dobę uzyskiwali średnią ocen niższą przeciętnie o 0,4 punktu. Autorzy zastrzegają, że związek ten może po części wynikać z czynników zakłócających, np. czasu przed ekranem. Analogiczny efekt odnotowano wcześniej w Finlandii (Lehtonen, 2019). Według badaczy późniejsze rozpoczynanie zajęć prawdopodobnie poprawiłoby sytuację, lecz dotąd nie zweryfikowano tego w polskich szkołach.",
            ),
            Good(
                "en",
                "Sleep deprivation in teenagers is increasingly linked to poorer school performance. In a cohort study of 2,418 secondary-school students from Kraków and Wrocław (Nowak et al., 2023, Pediatria Polska, vol. 98, pp. 211–219), those who slept less than 7 hours a day had a grade point average that was on average 0.4 points lower. The authors caution that the association may partly stem from confounding factors such as screen time. A similar effect was previously described in Finland (Lehtonen, 2019). The researchers believe that starting lessons later would probably improve the situation, although this has not yet been tested in Polish schools.",
            ),
        ],
        bad=[
            Slip(2, [("(Lehtonen, 2019)", "(Lehtonen, 2017)")], "citation"),
            Slip(
                1,
                [
                    (
                        "późniejsze rozpoczynanie zajęć prawdopodobnie poprawiłoby sytuację",
                        "późniejsze rozpoczynanie zajęć poprawi sytuację",
                    )
                ],
                "hedge",
            ),
            Slip(0, [("dane 2418 uczniów", "dane 2148 uczniów")], "number"),
        ],
    ),
    Case(
        key="pl-dokumentacja-kopie-zapasowe-bazy-danych",
        source="""# Kopie zapasowe bazy danych

Skrypt `backup.sh` uruchamia się codziennie o 2:00 z crona i zapisuje zrzut bazy do katalogu `/var/backups/pg`. Przechowujemy 14 ostatnich kopii; starsze są usuwane automatycznie.

Aby odtworzyć bazę, użyj polecenia `pg_restore -d sklep plik.dump`. **Nie uruchamiaj** odtwarzania na serwerze produkcyjnym bez zgody administratora dyżurnego. Procedura awaryjna jest opisana na stronie https://wiki.firma.pl/ops/odtwarzanie.

Kopie nie są szyfrowane, dlatego katalog z kopiami musi mieć uprawnienia `700`. W razie problemów pisz na ops@firma.pl.""",
        good=[
            Good(
                "preserve",
                """# Kopie zapasowe bazy danych

- Codziennie o 2:00 cron uruchamia skrypt `backup.sh`, który zapisuje zrzut bazy w katalogu `/var/backups/pg`.
- Trzymamy 14 ostatnich kopii, starsze są kasowane automatycznie.
- Odtwarzanie: `pg_restore -d sklep plik.dump`. **Nie wolno** go uruchamiać na serwerze produkcyjnym bez zgody administratora dyżurnego.
- Procedura awaryjna: https://wiki.firma.pl/ops/odtwarzanie
- Kopie nie są szyfrowane, więc katalog z nimi musi mieć uprawnienia `700`.
- Problemy zgłaszaj na ops@firma.pl.""",
            ),
            Good(
                "preserve",
                """# Kopie zapasowe bazy danych

Zrzut bazy wykonuje skrypt `backup.sh`, uruchamiany przez crona codziennie o 2:00; pliki trafiają do `/var/backups/pg`. Przechowywanych jest 14 ostatnich kopii, a starsze system usuwa sam. Ponieważ kopie nie są szyfrowane, katalog, w którym leżą, musi mieć uprawnienia `700`.

Bazę odtwarzasz poleceniem `pg_restore -d sklep plik.dump` – ale **nie rób tego** na serwerze produkcyjnym bez zgody administratora dyżurnego. Opis procedury awaryjnej znajdziesz pod adresem https://wiki.firma.pl/ops/odtwarzanie, a w razie kłopotów napisz na ops@firma.pl.""",
            ),
            Good(
                "en",
                """# Database backups

The `backup.sh` script runs from cron every day at 2:00 and saves a database dump to the `/var/backups/pg` directory. We keep the 14 most recent backups; older ones are deleted automatically.

To restore the database, use `pg_restore -d sklep plik.dump`. **Do not run** a restore on the production server without the on-call administrator's approval. The emergency procedure is described at https://wiki.firma.pl/ops/odtwarzanie.

Backups are not encrypted, so the backup directory must have `700` permissions. If you run into problems, email ops@firma.pl.""",
            ),
        ],
        bad=[
            Slip(0, [("`pg_restore -d sklep plik.dump`", "`pg_dump -d sklep plik.dump`")], "code"),
            Slip(2, [("email ops@firma.pl", "email ops@firma.com")], "url"),
            Slip(
                1,
                [("Ponieważ kopie nie są szyfrowane", "Ponieważ kopie są szyfrowane")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-maraton-wskazowki-nawadniania-biegaczy",
        source="Wskazówki dla uczestników Maratonu Warszawskiego: nawadnianie. Punkty z wodą i napojem izotonicznym rozstawiamy co 5 km, a od 30. kilometra także co 2,5 km. Zgodnie ze stanowiskiem American College of Sports Medicine (Sawka i in., 2007, „Medicine & Science in Sports & Exercise”, t. 39, s. 377–390) należy pić według pragnienia i nie dopuszczać do utraty więcej niż 2% masy ciała. Nie pij na zapas – nadmiar wody może prowadzić do hiponatremii. Zawodnicy przyjmujący leki moczopędne powinni przed startem skonsultować się z lekarzem. Własne bidony można zostawić w depozycie na 21. kilometrze, jeśli oznaczy się je numerem startowym.",
        good=[
            Good(
                "preserve",
                """Nawadnianie podczas Maratonu Warszawskiego – kilka wskazówek

Wodę i napój izotoniczny znajdziesz co 5 km, a od 30. kilometra punkty będą gęstsze – także co 2,5 km. Pij według pragnienia i nie dopuść do tego, by ubyło ci więcej niż 2% masy ciała – tak wynika ze stanowiska American College of Sports Medicine (Sawka i in., 2007, „Medicine & Science in Sports & Exercise”, t. 39, s. 377–390). Nie pij jednak na zapas, bo nadmiar wody może doprowadzić do hiponatremii. Jeżeli przyjmujesz leki moczopędne, przed startem powinieneś skonsultować się z lekarzem. Własny bidon możesz zostawić w depozycie na 21. kilometrze, pod warunkiem że oznaczysz go numerem startowym.""",
            ),
            Good(
                "preserve",
                """Maraton Warszawski – nawadnianie na trasie:
1. Punkty z wodą i izotonikiem: co 5 km, a od 30. km również co 2,5 km.
2. Pić należy według pragnienia, nie dopuszczając do utraty więcej niż 2% masy ciała (stanowisko American College of Sports Medicine: Sawka i in., 2007, „Medicine & Science in Sports & Exercise”, t. 39, s. 377–390).
3. Nie pij na zapas: nadmiar wody może prowadzić do hiponatremii.
4. Przyjmujesz leki moczopędne? Przed startem powinieneś skonsultować się z lekarzem.
5. Własne bidony oznaczone numerem startowym można zostawić w depozycie na 21. kilometrze.""",
            ),
            Good(
                "en",
                "Tips for Warsaw Marathon runners: hydration. Water and isotonic drink stations are set up every 5 km, and from the 30th kilometre also every 2.5 km. In line with the American College of Sports Medicine position stand (Sawka et al., 2007, Medicine & Science in Sports & Exercise, vol. 39, pp. 377–390), you should drink according to thirst and not allow yourself to lose more than 2% of your body weight. Don't drink in advance – too much water can lead to hyponatraemia. Runners taking diuretics should consult a doctor before the start. You can leave your own bottles at the drop-off point at the 21st kilometre, provided they are marked with your race number.",
            ),
        ],
        bad=[
            Slip(1, [("Sawka i in., 2007", "Sawka i in., 2017")], "citation"),
            Slip(
                0,
                [
                    (
                        "Wodę i napój izotoniczny znajdziesz co 5 km",
                        "Wodę, napój izotoniczny i żele energetyczne znajdziesz co 5 km",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "Runners taking diuretics should consult",
                        "Runners taking diuretics must consult",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-kolo-pszczelarzy-jesienne-zwalczanie-warrozy",
        source="Zalecenia koła pszczelarzy na jesień: zwalczanie warrozy. Po ostatnim miodobraniu, najlepiej w sierpniu, rodziny należy poddać zabiegowi preparatem z kwasem mrówkowym. Zabiegu nie wykonuje się przy temperaturze powyżej 25°C, ponieważ opary mogą uszkodzić czerw. Skuteczność jednego zabiegu szacuje się na 80–90%, dlatego w grudniu, w okresie bezczerwiowym, warto przeprowadzić drugie leczenie kwasem szczawiowym. Osyp roztoczy warto liczyć na wkładce dennicowej przez 3 dni. Jeśli w rodzinie spada więcej niż 5 roztoczy dziennie jeszcze przed zimą, prawdopodobnie nie przetrwa ona do wiosny bez dodatkowego zabiegu. Zużytych pasków nie wolno wyrzucać do śmieci domowych.",
        good=[
            Good(
                "preserve",
                """Jesienna walka z warrozą – zalecenia naszego koła:
• Po ostatnim miodobraniu (najlepiej w sierpniu) rodziny trzeba potraktować preparatem z kwasem mrówkowym. Nie rób tego, gdy jest cieplej niż 25°C – opary mogą uszkodzić czerw.
• Skuteczność jednego zabiegu szacuje się na 80–90%, więc w grudniu, gdy w ulu nie ma czerwiu, warto przeprowadzić drugie leczenie, kwasem szczawiowym.
• Osyp roztoczy na wkładce dennicowej warto liczyć przez 3 dni.
• Jeżeli jeszcze przed zimą spada więcej niż 5 roztoczy na dobę, rodzina bez dodatkowego zabiegu prawdopodobnie nie dotrwa do wiosny.
• Zużytych pasków nie wolno wyrzucać do śmieci domowych.""",
            ),
            Good(
                "preserve",
                "Koło pszczelarzy przypomina: po ostatnim miodobraniu – najlepiej w sierpniu – rodziny należy poddać zabiegowi przeciw warrozie preparatem z kwasem mrówkowym. Przy temperaturze przekraczającej 25°C zabiegu się nie wykonuje, gdyż opary mogą uszkodzić czerw. Ponieważ skuteczność pojedynczego zabiegu szacuje się na 80–90%, w grudniu, w okresie bezczerwiowym, warto przeprowadzić drugie leczenie, tym razem kwasem szczawiowym. Osyp roztoczy na wkładce dennicowej warto liczyć przez 3 dni. Rodzina, w której jeszcze przed zimą spada ponad 5 roztoczy dziennie, prawdopodobnie nie przetrwa do wiosny bez dodatkowego zabiegu. Zużytych pasków nie wolno wyrzucać razem ze śmieciami domowymi.",
            ),
            Good(
                "en",
                "Beekeepers' association autumn advice: varroa control. After the last honey harvest, ideally in August, colonies should be treated with a formic acid product. The treatment is not carried out at temperatures above 25°C, as the fumes may damage the brood. The effectiveness of a single treatment is estimated at 80–90%, so in December, during the broodless period, it is worth carrying out a second treatment with oxalic acid. It is worth counting the mite drop on the bottom board insert over 3 days. If more than 5 mites a day are falling in a colony before winter, it will probably not survive until spring without an additional treatment. Used strips must not be thrown away with household waste.",
            ),
        ],
        bad=[
            Slip(2, [("is estimated at 80–90%", "is 80–90%")], "hedge"),
            Slip(
                0,
                [("Nie rób tego, gdy jest cieplej niż 25°C", "Rób to, gdy jest cieplej niż 25°C")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Osyp roztoczy na wkładce dennicowej warto liczyć przez 3 dni.",
                        "It is worth counting the mite drop on the bottom board insert over 3 days.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-spoldzielnia-przerwa-w-dostawie-cieplej-wody",
        source="Komunikat Spółdzielni Mieszkaniowej „Zacisze”. W związku z wymianą zaworów w węźle cieplnym w dniach 3–4 czerwca 2025 r. (wtorek–środa) budynki przy ul. Kasztanowej 4, 6 i 8 zostaną odcięte od ciepłej wody od godz. 8:00 we wtorek do ok. 16:00 w środę. Prosimy mieszkańców o pozostawienie zakręconych kranów ciepłej wody; po przywróceniu dostaw woda może być przez kilka minut mętna. Administracja musi zapewnić ekipie serwisowej dostęp do węzła, dlatego piwnica w budynku nr 6 będzie zamknięta. Osoby starsze i niepełnosprawne mogą zgłaszać potrzebę pomocy pod numerem 22 615 40 80. Za utrudnienia przepraszamy.",
        good=[
            Good(
                "preserve",
                """SM „Zacisze” – przerwa w dostawie ciepłej wody

Kiedy: od wtorku 3 czerwca 2025 r., godz. 8:00, do środy 4 czerwca, ok. 16:00.
Gdzie: ul. Kasztanowa 4, 6 i 8.
Dlaczego: wymiana zaworów w węźle cieplnym.

Prosimy o pozostawienie zakręconych kranów ciepłej wody – po wznowieniu dostaw woda może być przez kilka minut mętna. Piwnica w budynku nr 6 będzie zamknięta, ponieważ administracja musi zapewnić ekipie serwisowej dostęp do węzła. Osoby starsze i niepełnosprawne mogą zgłaszać potrzebę pomocy pod nr 22 615 40 80. Przepraszamy za utrudnienia.""",
            ),
            Good(
                "preserve",
                "Drodzy Mieszkańcy ul. Kasztanowej 4, 6 i 8! Od wtorku 3 czerwca, godz. 8:00, do środy 4 czerwca 2025 r., mniej więcej do 16:00, nie będzie ciepłej wody – w węźle cieplnym wymieniane są zawory. Prosimy, by w tym czasie krany ciepłej wody pozostały zakręcone, bo gdy dostawy wrócą, woda może przez kilka minut być mętna. Administracja musi zapewnić ekipie serwisowej dostęp do węzła, więc piwnica w budynku nr 6 będzie zamknięta. Jeśli jesteś osobą starszą lub niepełnosprawną i potrzebujesz pomocy, możesz to zgłosić pod numerem 22 615 40 80. Przepraszamy za kłopot – Spółdzielnia Mieszkaniowa „Zacisze”.",
            ),
            Good(
                "en",
                "Notice from the “Zacisze” Housing Cooperative. Because valves in the heat substation are being replaced on 3–4 June 2025 (Tuesday–Wednesday), the buildings at ul. Kasztanowa 4, 6 and 8 will have no hot water from 8:00 am on Tuesday until about 4:00 pm on Wednesday. Residents are asked to leave their hot water taps turned off; once the supply is restored, the water may be cloudy for a few minutes. The management must give the service crew access to the substation, so the basement of building no. 6 will be closed. Elderly and disabled residents who need help can report it by calling 22 615 40 80. We apologise for the inconvenience.",
            ),
        ],
        bad=[
            Slip(
                0, [("do środy 4 czerwca, ok. 16:00", "do czwartku 5 czerwca, ok. 16:00")], "date"
            ),
            Slip(
                2,
                [
                    (
                        "by calling 22 615 40 80.",
                        "by calling 22 615 40 80; bottled water will be delivered to their door.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1, [("Administracja musi zapewnić", "Administracja powinna zapewnić")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-notatki-spotkania-zespolu-termin-wdrozenia",
        source="""## Notatki ze spotkania zespołu – 12.03.2025

**Obecni:** Ania, Marek, Tomek, Ola

### Ustalenia
- Wdrożenie wersji 2.4 przesuwamy na **piątek 21 marca**.
- Marek przygotuje listę zmian do czwartku 20 marca.
- Nie wdrażamy w godzinach 9–17, tylko po 18:00.
- Ola sprawdzi, czy migracja bazy zajmie mniej niż 15 minut.

### Otwarte kwestie
- Czy klient zgodzi się na krótką przerwę w działaniu sklepu? Tomek zapyta do poniedziałku.

Następne spotkanie: 19 marca, godz. 10:00.""",
        good=[
            Good(
                "preserve",
                """## Spotkanie zespołu, 12 marca 2025 – notatki

**Uczestnicy:** Ania, Marek, Tomek, Ola

### Co ustaliliśmy
- Wersja 2.4 zostanie wdrożona w **piątek 21 marca** (termin przesunięty).
- Do czwartku 20 marca Marek przygotuje listę zmian.
- Nie wdrażamy w godzinach 9–17 – wyłącznie po 18:00.
- Ola zweryfikuje, czy migracja bazy potrwa krócej niż 15 minut.

### Do wyjaśnienia
- Czy klient zaakceptuje krótką przerwę w działaniu sklepu? Tomek dopyta do poniedziałku.

Kolejne spotkanie: 19 marca o 10:00.""",
            ),
            Good(
                "preserve",
                """## Spotkanie zespołu (12.03.2025)

**Obecni:** Ania, Marek, Tomek, Ola

### Ustalenia
- Wdrożenie 2.4 → przesunięte na **pt 21.03**.
- Lista zmian: Marek, termin czw 20.03.
- Wdrażamy tylko po 18:00, nigdy w godz. 9–17.
- Czy migracja bazy potrwa krócej niż 15 minut? Sprawdza Ola.

### Otwarte kwestie
- Zgoda klienta na krótką przerwę w działaniu sklepu – Tomek pyta do poniedziałku.

Następne spotkanie: 19.03, 10:00.""",
            ),
            Good(
                "en",
                """## Team meeting notes – 12 March 2025

**Present:** Ania, Marek, Tomek, Ola

### Decisions
- The release of version 2.4 is moved to **Friday, 21 March**.
- Marek will prepare the list of changes by Thursday, 20 March.
- We don't deploy between 9:00 and 17:00, only after 18:00.
- Ola will check whether the database migration takes less than 15 minutes.

### Open questions
- Will the client agree to a short shop outage? Tomek will ask by Monday.

Next meeting: 19 March, 10:00.""",
            ),
        ],
        bad=[
            Slip(
                1,
                [("termin czw 20.03.\n- Wdrażamy tylko", "termin czw 20.03. Wdrażamy tylko")],
                "markdown",
            ),
            Slip(2, [("**Friday, 21 March**", "**Friday, 28 March**")], "date"),
            Slip(
                0,
                [
                    (
                        "- Nie wdrażamy w godzinach 9–17 – wyłącznie po 18:00.",
                        "- Wdrażamy w godzinach 9–17, a także po 18:00.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-ulotka-leku-przeciwbolowego-dawkowanie",
        source="Jak stosować lek Ibunol Max (400 mg)? Dorośli i młodzież powyżej 12. roku życia: 1 tabletka co 6–8 godzin, w razie potrzeby. Nie należy przyjmować więcej niż 3 tabletek (1200 mg) na dobę. Tabletki należy połykać w całości, popijając wodą, najlepiej po posiłku. Jeśli objawy utrzymują się dłużej niż 3 dni w przypadku gorączki lub 5 dni w przypadku bólu, należy skonsultować się z lekarzem. Lek może powodować niestrawność, nudności i bóle brzucha; działania te występują zwykle u mniej niż 1 na 10 pacjentów. Kobiety w ostatnim trymestrze ciąży nie mogą stosować leku. Pacjenci z chorobą wrzodową powinni przed zastosowaniem leku porozmawiać z lekarzem.",
        good=[
            Good(
                "preserve",
                """Ibunol Max 400 mg – dawkowanie w skrócie
- Dla kogo: dorośli i młodzież powyżej 12. roku życia.
- Ile: w razie potrzeby 1 tabletka co 6–8 godzin; nie więcej niż 3 tabletki (1200 mg) na dobę.
- Jak: połknąć w całości, popić wodą, najlepiej po posiłku.
- Kiedy do lekarza: należy się z nim skonsultować, gdy gorączka utrzymuje się dłużej niż 3 dni albo ból dłużej niż 5 dni.

Lek może powodować niestrawność, nudności i bóle brzucha – zwykle u mniej niż 1 na 10 pacjentów. Leku nie mogą stosować kobiety w ostatnim trymestrze ciąży. Osoby z chorobą wrzodową powinny przed zastosowaniem porozmawiać z lekarzem.""",
            ),
            Good(
                "preserve",
                "Ibunol Max (400 mg) mogą przyjmować dorośli i młodzież powyżej 12. roku życia – w razie potrzeby po 1 tabletce co 6–8 godzin. Nie przekraczaj 3 tabletek, czyli 1200 mg, na dobę. Tabletkę połknij w całości i popij wodą, najlepiej po posiłku. Musisz skonsultować się z lekarzem, jeśli gorączka utrzymuje się dłużej niż 3 dni albo ból dłużej niż 5 dni. Lek może wywoływać niestrawność, nudności i bóle brzucha; zwykle zdarza się to u mniej niż 1 na 10 pacjentów. Kobietom w ostatnim trymestrze ciąży nie wolno go stosować. Pacjenci z chorobą wrzodową powinni przed przyjęciem leku porozmawiać z lekarzem.",
            ),
            Good(
                "en",
                "How to take Ibunol Max (400 mg). Adults and adolescents over 12 years of age: 1 tablet every 6–8 hours as needed. Do not take more than 3 tablets (1,200 mg) in 24 hours. Swallow the tablets whole with water, preferably after a meal. If symptoms last longer than 3 days for fever or 5 days for pain, you should consult a doctor. The medicine may cause indigestion, nausea and abdominal pain; these effects usually occur in fewer than 1 in 10 patients. Women in the last trimester of pregnancy must not use this medicine. Patients with peptic ulcer disease should talk to a doctor before using it.",
            ),
        ],
        bad=[
            Slip(
                2,
                [("The medicine may cause indigestion", "The medicine causes indigestion")],
                "hedge",
            ),
            Slip(0, [("mniej niż 1 na 10 pacjentów", "mniej niż 1 na 100 pacjentów")], "number"),
            Slip(
                1,
                [("Musisz skonsultować się z lekarzem", "Możesz skonsultować się z lekarzem")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-lista-zmian-biblioteki-walidacji-numerow",
        source="""## Zmiany w wersji 3.2.0 (2025-05-06)

- Dodano funkcję `parse_nip()`, która sprawdza poprawność numeru NIP, w tym sumę kontrolną.
- Parametr `strict` w `validate_pesel()` jest teraz domyślnie ustawiony na `True`.
- Usunięto przestarzałą funkcję `check_regon_old()`; zamiast niej używaj `validate_regon()`.
- Poprawiono błąd, przez który numery IBAN ze spacjami były odrzucane.

Uwaga: wersja 3.2.0 nie obsługuje już Pythona 3.8. Jeśli nie możesz zaktualizować Pythona, pozostań przy wersji 3.1.x. Pełna lista zmian znajduje się w pliku `CHANGELOG.md`.""",
        good=[
            Good(
                "preserve",
                """## Wersja 3.2.0 (2025-05-06) – co nowego

Nowa funkcja `parse_nip()` sprawdza poprawność numeru NIP, łącznie z sumą kontrolną. W `validate_pesel()` parametr `strict` ma teraz domyślnie wartość `True`. Przestarzała funkcja `check_regon_old()` została usunięta – zamiast niej używaj `validate_regon()`. Naprawiliśmy też błąd, który powodował odrzucanie numerów IBAN zawierających spacje.

**Uwaga:** wersja 3.2.0 nie obsługuje już Pythona 3.8. Jeżeli nie możesz zaktualizować Pythona, zostań przy wersji 3.1.x. Wszystkie zmiany opisano w pliku `CHANGELOG.md`.""",
            ),
            Good(
                "preserve",
                """## 3.2.0 — 2025-05-06

**Nowe**
- `parse_nip()` – sprawdzanie poprawności numeru NIP razem z sumą kontrolną.

**Zmienione**
- `validate_pesel()`: parametr `strict` domyślnie `True`.

**Usunięte**
- `check_regon_old()` (przestarzała) – korzystaj z `validate_regon()`.

**Poprawki**
- Numery IBAN ze spacjami nie są już błędnie odrzucane.

> Wersja 3.2.0 nie obsługuje już Pythona 3.8. Nie możesz zaktualizować Pythona? Zostań przy 3.1.x. Pełną listę zmian znajdziesz w pliku `CHANGELOG.md`.""",
            ),
            Good(
                "en",
                """## Changes in version 3.2.0 (2025-05-06)

- Added `parse_nip()`, which validates a NIP number, including its checksum.
- The `strict` parameter of `validate_pesel()` now defaults to `True`.
- Removed the deprecated `check_regon_old()` function; use `validate_regon()` instead.
- Fixed a bug that caused IBAN numbers containing spaces to be rejected.

Note: version 3.2.0 no longer supports Python 3.8. If you cannot upgrade Python, stay on version 3.1.x. The full list of changes is in the `CHANGELOG.md` file.""",
            ),
        ],
        bad=[
            Slip(1, [("korzystaj z `validate_regon()`", "korzystaj z `check_regon()`")], "code"),
            Slip(
                0,
                [
                    (
                        "Naprawiliśmy też błąd, który powodował odrzucanie numerów IBAN zawierających spacje.",
                        "We also fixed a bug that caused IBAN numbers containing spaces to be rejected.",
                    ),
                    (
                        "Jeżeli nie możesz zaktualizować Pythona, zostań przy wersji 3.1.x.",
                        "If you cannot upgrade Python, stay on version 3.1.x.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(
                2,
                [
                    (
                        "including its checksum.",
                        "including its checksum and its status in the VAT taxpayer register.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-sprawozdanie-wykopaliska-grodzisko-wislica",
        source="Sprawozdanie z sezonu badań na grodzisku w Wiślicy. W sezonie 2024 przebadaliśmy wykop o powierzchni 120 m² w północnej części majdanu. Odsłonięto relikty drewnianej zabudowy, datowanej wstępnie na X–XI wiek; datowanie dendrochronologiczne nie jest jeszcze gotowe. Wyniki wcześniejszych badań omówiła Kowalczyk (2019, „Sprawozdania Archeologiczne”, t. 71, s. 145–168). Wśród zabytków ruchomych są m.in. 3 srebrne denary i fragment ostrogi. Ze względu na ochronę stanowiska nie publikujemy jego dokładnych współrzędnych. Dokumentacja fotograficzna jest dostępna na stronie https://archeo.wislica.pl/sezon2024, a pytania prosimy kierować na adres wykopaliska@wislica.pl. Badania będą kontynuowane w lipcu 2025 r.",
        good=[
            Good(
                "preserve",
                "Co przyniósł sezon 2024 na grodzisku w Wiślicy? W północnej części majdanu przebadaliśmy wykop o powierzchni 120 m² i odsłoniliśmy relikty drewnianej zabudowy – wstępnie datujemy je na X–XI wiek, a wyniki datowania dendrochronologicznego nie są jeszcze gotowe. Wśród zabytków ruchomych znalazły się m.in. 3 srebrne denary i fragment ostrogi. O wcześniejszych badaniach pisała Kowalczyk (2019, „Sprawozdania Archeologiczne”, t. 71, s. 145–168). Dokładnych współrzędnych stanowiska nie podajemy, bo chcemy je chronić. Dokumentację fotograficzną znajdziesz na https://archeo.wislica.pl/sezon2024, a pytania możesz wysłać na wykopaliska@wislica.pl. Badania będziemy kontynuować w lipcu 2025 r.",
            ),
            Good(
                "preserve",
                """Grodzisko w Wiślicy – sprawozdanie z sezonu 2024
• Zakres prac: wykop o powierzchni 120 m² w północnej części majdanu.
• Wyniki: relikty drewnianej zabudowy, wstępnie datowanej na X–XI w. (datowanie dendrochronologiczne jeszcze niegotowe); wśród zabytków ruchomych m.in. 3 srebrne denary i fragment ostrogi.
• Wcześniejsze badania: Kowalczyk (2019), „Sprawozdania Archeologiczne”, t. 71, s. 145–168.
• Dokumentacja fotograficzna: https://archeo.wislica.pl/sezon2024
• Pytania: wykopaliska@wislica.pl

Ze względu na ochronę stanowiska jego dokładne współrzędne nie są publikowane. Badania będą kontynuowane w lipcu 2025 r.""",
            ),
            Good(
                "en",
                "Report on the excavation season at the Wiślica hillfort. In the 2024 season we investigated a 120 m² trench in the northern part of the hillfort's interior. Remains of wooden buildings were uncovered and provisionally dated to the 10th–11th century; dendrochronological dating is not yet available. The results of earlier research were discussed by Kowalczyk (2019, Sprawozdania Archeologiczne, vol. 71, pp. 145–168). The small finds include 3 silver denarii and a fragment of a spur. To protect the site, we do not publish its exact coordinates. Photographic documentation is available at https://archeo.wislica.pl/sezon2024, and questions can be sent to wykopaliska@wislica.pl. Fieldwork will continue in July 2025.",
            ),
        ],
        bad=[
            Slip(1, [("t. 71, s. 145–168", "t. 71, s. 45–68")], "citation"),
            Slip(
                0,
                [
                    (
                        "https://archeo.wislica.pl/sezon2024",
                        "https://archeologia.wislica.pl/sezon2024",
                    )
                ],
                "url",
            ),
            Slip(
                2, [("3 silver denarii", "3 silver denarii of Bolesław the Brave")], "invented_fact"
            ),
        ],
    ),
]
