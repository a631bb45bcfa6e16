# ruff: noqa: E501, RUF001
"""Blind-24 Polish source passages, each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-abstrakt-czytanie-dzieciom",
        source="""Celem badania była ocena, czy codzienne głośne czytanie przed snem wpływa na zasób słownictwa dzieci w wieku 3–5 lat. W latach 2021–2023 objęliśmy obserwacją 412 rodzin z czterech województw; rodzice w grupie interwencyjnej czytali dzieciom co najmniej 15 minut dziennie przez 10 miesięcy. Po zakończeniu interwencji dzieci z tej grupy uzyskiwały w teście PPVT średnio o 6,4 punktu więcej niż grupa kontrolna. Efekt był prawdopodobnie silniejszy w rodzinach, w których czytaniu towarzyszyła rozmowa o ilustracjach, co jest zgodne z wcześniejszymi wynikami (Kowalczyk i Zając, 2019). Nie stwierdzono natomiast różnic w zakresie rozumienia gramatyki. Wyniki należy interpretować ostrożnie, ponieważ część danych pochodzi z samoopisu rodziców.""",
        good=[
            Good(
                "preserve",
                """W badaniu sprawdzano, czy regularne czytanie na głos przed snem zwiększa zasób słownictwa u dzieci w wieku od 3 do 5 lat. Obserwacją objęto 412 rodzin z czterech województw w okresie 2021–2023, przy czym w grupie interwencyjnej rodzice przez 10 miesięcy czytali dziecku codziennie nie krócej niż 15 minut. Po interwencji wyniki tych dzieci w teście PPVT były średnio o 6,4 punktu wyższe niż w grupie kontrolnej. Efekt był prawdopodobnie wyraźniejszy tam, gdzie lekturze towarzyszyła rozmowa o ilustracjach, co potwierdza wcześniejsze ustalenia (Kowalczyk i Zając, 2019). W rozumieniu gramatyki różnic nie odnotowano. Ze względu na to, że część danych opiera się na samoopisie rodziców, wnioski trzeba formułować z ostrożnością.""",
            ),
            Good(
                "preserve",
                """Czy codzienne czytanie dziecku przed snem poszerza jego słownictwo? Żeby to sprawdzić, w latach 2021–2023 przyglądano się 412 rodzinom z czterech województw, w których były dzieci w wieku 3–5 lat. W grupie interwencyjnej rodzice przez 10 miesięcy czytali maluchom na głos co najmniej kwadrans dziennie. Efekt? W teście PPVT te dzieci wypadły średnio o 6,4 punktu lepiej niż grupa kontrolna. Prawdopodobnie najbardziej zyskiwały dzieci, z którymi przy czytaniu rozmawiano o ilustracjach — podobnie wyszło we wcześniejszej pracy Kowalczyk i Zając (2019). Różnic w rozumieniu gramatyki nie znaleziono. Do wyników trzeba jednak podchodzić ostrożnie, bo część danych to samoopis rodziców.""",
            ),
            Good(
                "en",
                """The study assessed whether daily bedtime reading aloud affects the vocabulary of children aged 3–5. Between 2021 and 2023 we followed 412 families from four provinces; in the intervention group, parents read to their children for at least 15 minutes a day over 10 months. After the intervention, these children scored on average 6.4 points higher on the PPVT than the control group. The effect was probably stronger in families where reading was accompanied by talking about the illustrations, in line with earlier findings (Kowalczyk & Zając, 2019). No differences were found in grammatical comprehension, however. The results should be interpreted with caution, as some of the data come from parent self-report.""",
            ),
        ],
        bad=[
            Slip(0, [("(Kowalczyk i Zając, 2019)", "(Kowalczyk i Zając, 2017)")], "citation"),
            Slip(
                1,
                [("Prawdopodobnie najbardziej zyskiwały dzieci", "Najbardziej zyskiwały dzieci")],
                "hedge",
            ),
            Slip(2, [("6.4 points higher", "4.6 points higher")], "number"),
        ],
    ),
    Case(
        key="pl-przepis-chleb-zakwas",
        source="""## Chleb żytni na zakwasie

**Składniki:** 500 g mąki żytniej typ 2000, 200 g aktywnego zakwasu, 450 ml letniej wody, 12 g soli.

- Wymieszaj wszystkie składniki i odstaw ciasto pod przykryciem na około 4–6 godzin, aż zwiększy objętość o połowę.
- Przełóż ciasto do natłuszczonej keksówki; nie wyrabiaj go tak jak ciasta pszennego.
- Piecz 15 minut w 250°C, a potem około 45 minut w 200°C.
- Chleb należy kroić dopiero po całkowitym ostudzeniu, zwykle po 8 godzinach.

Zakwas można przechowywać w lodówce do 7 dni.""",
        good=[
            Good(
                "preserve",
                """## Żytni chleb na zakwasie

**Potrzebujesz:** 500 g mąki żytniej typ 2000, 200 g aktywnego zakwasu, 450 ml letniej wody i 12 g soli.

- Połącz składniki, przykryj i zostaw na mniej więcej 4–6 godzin, aż ciasto urośnie o połowę.
- Przenieś je do natłuszczonej keksówki – nie wyrabiaj go jak ciasta pszennego.
- Najpierw 15 minut w 250°C, następnie około 45 minut w 200°C.
- Kroić dopiero, gdy chleb całkiem wystygnie (zwykle po 8 godzinach).

Zakwas można trzymać w lodówce do 7 dni.""",
            ),
            Good(
                "preserve",
                """Chleb żytni na zakwasie przygotujesz z 500 g mąki żytniej typ 2000, 200 g aktywnego zakwasu, 450 ml letniej wody i 12 g soli. Wszystko wymieszaj, przykryj i odstaw na około 4–6 godzin, żeby ciasto zwiększyło objętość o połowę. Potem przełóż je do natłuszczonej keksówki, pamiętając, że nie wyrabia się go jak ciasta pszennego. Chleb piecz przez 15 minut w temperaturze 250°C, a następnie przez około 45 minut w 200°C. Kroić go trzeba dopiero po całkowitym ostudzeniu, co trwa zwykle 8 godzin. Zakwas możesz przechowywać w lodówce maksymalnie 7 dni.""",
            ),
            Good(
                "en",
                """## Rye sourdough bread

**Ingredients:** 500 g rye flour (type 2000), 200 g active sourdough starter, 450 ml lukewarm water, 12 g salt.

- Mix all the ingredients and leave the dough covered for about 4–6 hours, until it has grown by half.
- Transfer the dough to a greased loaf tin; do not knead it the way you would a wheat dough.
- Bake for 15 minutes at 250°C, then for about 45 minutes at 200°C.
- Only slice the bread once it has cooled completely, usually after 8 hours.

The starter can be kept in the fridge for up to 7 days.""",
            ),
        ],
        bad=[
            Slip(0, [("o połowę.\n- Przenieś je", "o połowę. Przenieś je")], "markdown"),
            Slip(1, [("450 ml letniej wody", "540 ml letniej wody")], "number"),
            Slip(2, [("do not knead it the way", "knead it the way")], "negation"),
        ],
    ),
    Case(
        key="pl-zamkniecie-rachunku",
        source="""Informujemy, że z dniem 30 września 2025 r. Bank wypowiada umowę rachunku oszczędnościowego „Moje Cele”, zgodnie z § 14 ust. 2 Regulaminu oraz art. 730 § 1 Kodeksu cywilnego, z zachowaniem dwumiesięcznego okresu wypowiedzenia. Środki zgromadzone na rachunku należy przelać na inny rachunek do 29 września 2025 r. Po tym terminie saldo zostanie przeksięgowane na nieoprocentowany rachunek techniczny, z którego można je wypłacić w dowolnym oddziale. Za zamknięcie rachunku Bank nie pobiera opłat. Jeśli nie zgadza się Pan/Pani z wypowiedzeniem, może Pan/Pani złożyć reklamację w ciągu 30 dni przez formularz na stronie www.bankpolnocny.pl/reklamacje lub pod numerem 801 200 300.""",
        good=[
            Good(
                "preserve",
                """Uprzejmie informujemy, że Bank, działając na podstawie § 14 ust. 2 Regulaminu i art. 730 § 1 Kodeksu cywilnego, wypowiada umowę rachunku oszczędnościowego „Moje Cele” z zachowaniem dwumiesięcznego okresu wypowiedzenia, ze skutkiem na dzień 30 września 2025 r. Zgromadzone środki należy przelać na inny rachunek najpóźniej do 29 września 2025 r. — po tej dacie saldo zostanie przeniesione na nieoprocentowany rachunek techniczny, a wypłaty z niego będzie można dokonać w dowolnym oddziale. Zamknięcie rachunku jest bezpłatne. W przypadku braku zgody na wypowiedzenie przysługuje Panu/Pani prawo złożenia reklamacji w terminie 30 dni, za pośrednictwem formularza na stronie www.bankpolnocny.pl/reklamacje lub telefonicznie pod numerem 801 200 300.""",
            ),
            Good(
                "preserve",
                """Bank wypowiada Panu/Pani umowę rachunku oszczędnościowego „Moje Cele”. Obowiązuje dwumiesięczny okres wypowiedzenia, a umowa wygaśnie 30 września 2025 r.; podstawą są § 14 ust. 2 Regulaminu i art. 730 § 1 Kodeksu cywilnego. Do 29 września 2025 r. trzeba przelać pieniądze z rachunku na inne konto. Później saldo trafi na nieoprocentowany rachunek techniczny, a pieniądze będzie można odebrać w każdym oddziale. Zamknięcie rachunku nic nie kosztuje. Gdy nie zgadza się Pan/Pani z wypowiedzeniem, można w ciągu 30 dni złożyć reklamację — przez formularz na www.bankpolnocny.pl/reklamacje albo dzwoniąc pod 801 200 300.""",
            ),
            Good(
                "en",
                """Please be informed that the Bank is terminating the "Moje Cele" savings account agreement with effect from 30 September 2025, under § 14(2) of the Terms and Conditions and Article 730 § 1 of the Civil Code, subject to a two-month notice period. The funds held in the account must be transferred to another account by 29 September 2025. After that date, the balance will be moved to a non-interest-bearing technical account, from which it can be withdrawn at any branch. The Bank charges no fee for closing the account. If you do not agree with the termination, you may file a complaint within 30 days using the form at www.bankpolnocny.pl/reklamacje or by calling 801 200 300.""",
            ),
        ],
        bad=[
            Slip(0, [("art. 730 § 1", "art. 703 § 1")], "legal_reference"),
            Slip(
                1,
                [("Do 29 września 2025 r. trzeba przelać", "Do 29 września 2025 r. warto przelać")],
                "modality",
            ),
            Slip(2, [("by 29 September 2025", "by 29 October 2025")], "date"),
        ],
    ),
    Case(
        key="pl-holter-ekg",
        source="""Szanowna Pani, uprzejmie informujemy, że badanie EKG metodą Holtera zostało zaplanowane na 14 listopada 2025 r. o godz. 8:30 w Pracowni Elektrofizjologii (budynek C, II piętro, pokój 214). Założenie aparatu trwa około 20 minut, a urządzenie należy nosić przez pełne 24 godziny. W tym czasie nie wolno brać prysznica ani kąpieli, ale można normalnie pracować i spacerować. Prosimy prowadzić dzienniczek objawów i zanotować godziny wystąpienia kołatania serca lub zawrotów głowy. Leki należy przyjmować jak zwykle, chyba że lekarz kierujący zalecił inaczej. Aparat trzeba zwrócić 15 listopada do godz. 9:00. W razie konieczności zmiany terminu prosimy o kontakt pod numerem 58 349 21 40.""",
        good=[
            Good(
                "preserve",
                """Szanowna Pani, badanie EKG metodą Holtera wyznaczono na 14 listopada 2025 r., godz. 8:30, w Pracowni Elektrofizjologii mieszczącej się w budynku C na II piętrze (pokój 214). Zakładanie aparatu zajmuje około 20 minut; następnie urządzenie musi pozostać na ciele przez pełne 24 godziny. Przez ten czas prysznic i kąpiel są niedozwolone, natomiast praca i spacery są możliwe bez ograniczeń. Prosimy o prowadzenie dzienniczka objawów z odnotowaniem godzin, w których pojawiło się kołatanie serca lub zawroty głowy. Leki należy przyjmować w zwykły sposób, o ile lekarz kierujący nie zalecił inaczej. Aparat należy zwrócić 15 listopada do godz. 9:00. W sprawie zmiany terminu prosimy o kontakt pod numerem 58 349 21 40.""",
            ),
            Good(
                "preserve",
                """Dzień dobry! Pani badanie EKG metodą Holtera odbędzie się 14 listopada 2025 r. o 8:30 — w Pracowni Elektrofizjologii, budynek C, II piętro, pokój 214. Podłączenie aparatu zajmie ok. 20 minut. Potem trzeba go nosić przez całą dobę, czyli pełne 24 godziny. W tym czasie nie wolno brać prysznica ani się kąpać; pracować i spacerować można normalnie. Proszę zapisywać w dzienniczku objawów, o której godzinie pojawia się kołatanie serca albo zawroty głowy. Leki bierze Pani jak zawsze, chyba że lekarz kierujący zalecił coś innego. Aparat trzeba oddać 15 listopada do 9:00. Jeśli termin trzeba zmienić, prosimy zadzwonić pod 58 349 21 40.""",
            ),
            Good(
                "en",
                """Dear Madam, we would like to inform you that your Holter ECG test has been scheduled for 14 November 2025 at 8:30 a.m. in the Electrophysiology Laboratory (Building C, 2nd floor, room 214). Fitting the device takes about 20 minutes, and it must be worn for a full 24 hours. During this time you must not shower or bathe, but you can work and go for walks as normal. Please keep a symptom diary and note the times of any palpitations or dizziness. Take your medication as usual unless the referring doctor has advised otherwise. The device must be returned on 15 November by 9:00 a.m. If you need to reschedule, please contact us on 58 349 21 40.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("prysznic i kąpiel są niedozwolone", "prysznic i kąpiel są dozwolone")],
                "negation",
            ),
            Slip(
                1,
                [("Aparat trzeba oddać 15 listopada", "Aparat można oddać 15 listopada")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "as normal. Please keep",
                        "as normal. Please avoid coffee for 12 hours before the appointment. Please keep",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-wezwanie-swiadka",
        source="""Sąd Rejonowy w Toruniu, I Wydział Cywilny, wzywa Pana do stawiennictwa w charakterze świadka w sprawie o sygn. akt I C 1184/24 na rozprawę w dniu 3 marca 2026 r. o godz. 10:15, sala nr 112. Stawiennictwo jest obowiązkowe. Zgodnie z art. 274 § 1 Kodeksu postępowania cywilnego za nieusprawiedliwione niestawiennictwo grozi grzywna. Usprawiedliwienie należy przesłać najpóźniej 7 dni przed terminem; w razie choroby wymagane jest zaświadczenie lekarza sądowego. Świadek może domagać się zwrotu kosztów podróży oraz utraconego zarobku — wniosek trzeba złożyć najpóźniej na rozprawie. Prosimy zabrać dowód osobisty i nie przynosić do sądu niebezpiecznych przedmiotów.""",
        good=[
            Good(
                "preserve",
                """Sąd Rejonowy w Toruniu, I Wydział Cywilny, wzywa Pana jako świadka w sprawie o sygnaturze I C 1184/24. Rozprawa odbędzie się 3 marca 2026 r. o godz. 10:15 w sali nr 112, a stawiennictwo jest obowiązkowe. W razie nieusprawiedliwionego niestawiennictwa grozi grzywna na podstawie art. 274 § 1 Kodeksu postępowania cywilnego. Usprawiedliwienie należy nadesłać nie później niż 7 dni przed terminem rozprawy, przy czym nieobecność z powodu choroby wymaga zaświadczenia lekarza sądowego. Świadkowi przysługuje zwrot kosztów podróży i utraconego zarobku, pod warunkiem złożenia wniosku najpóźniej na rozprawie. Prosimy o zabranie dowodu osobistego i o nieprzynoszenie do sądu niebezpiecznych przedmiotów.""",
            ),
            Good(
                "preserve",
                """Został Pan wezwany na świadka do Sądu Rejonowego w Toruniu (I Wydział Cywilny), sprawa I C 1184/24. Termin rozprawy: 3 marca 2026 r., godz. 10:15, sala 112. Musi się Pan stawić — jeśli nie przyjdzie Pan bez usprawiedliwienia, zgodnie z art. 274 § 1 Kodeksu postępowania cywilnego grozi grzywna. Usprawiedliwienie trzeba wysłać co najmniej 7 dni przed rozprawą, a gdy powodem jest choroba, potrzebne jest zaświadczenie od lekarza sądowego. Może Pan wnioskować o zwrot kosztów dojazdu i utraconych zarobków, ale wniosek trzeba złożyć najpóźniej na rozprawie. Proszę wziąć dowód osobisty i nie zabierać do sądu niebezpiecznych przedmiotów.""",
            ),
            Good(
                "en",
                """The District Court in Toruń, 1st Civil Division, summons you to appear as a witness in case no. I C 1184/24 at the hearing on 3 March 2026 at 10:15 a.m. in courtroom 112. Attendance is compulsory. Under Article 274 § 1 of the Code of Civil Procedure, failure to appear without a valid excuse is punishable by a fine. Any excuse must be sent no later than 7 days before the hearing; if you are ill, a certificate from a court-appointed doctor is required. As a witness, you may claim reimbursement of travel costs and lost earnings, but the claim must be made at the hearing at the latest. Please bring your identity card and do not bring any dangerous items to the court.""",
            ),
        ],
        bad=[
            Slip(0, [("3 marca 2026 r.", "13 marca 2026 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "potrzebne jest zaświadczenie od lekarza sądowego",
                        "nie jest potrzebne zaświadczenie od lekarza sądowego",
                    )
                ],
                "negation",
            ),
            Slip(1, [("Musi się Pan stawić", "Może się Pan stawić")], "modality"),
        ],
    ),
    Case(
        key="pl-kurs-serowarski",
        source="""Zapraszamy na dwudniowy kurs serowarski w Gospodarstwie „Pod Lipą” w Olszance, 18–19 października 2025 r., w godz. 9:00–16:00. Uczestnicy przygotują ser podpuszczkowy typu gouda oraz twaróg, a każdy zabierze do domu około 1,5 kg własnych serów. Koszt udziału wynosi 690 zł i obejmuje materiały, obiady oraz skrypt. Liczba miejsc jest ograniczona do 12 osób. Zapisy przyjmujemy wyłącznie przez formularz na stronie podlipa-sery.pl/kurs; rezerwacja jest ważna po wpłacie zaliczki 200 zł w ciągu 3 dni. Kurs nie jest przeznaczony dla osób poniżej 16 roku życia. Warto zabrać fartuch i wygodne obuwie, ponieważ część zajęć odbywa się w serowarni.""",
        good=[
            Good(
                "preserve",
                """Gospodarstwo „Pod Lipą” w Olszance organizuje 18–19 października 2025 r. dwudniowy kurs serowarski; zajęcia trwają od 9:00 do 16:00. W programie jest wyrób podpuszczkowego sera typu gouda oraz twarogu, a każdy uczestnik wyjedzie z mniej więcej 1,5 kg serów własnej roboty. Cena 690 zł obejmuje materiały, obiady i skrypt. Przewidziano maksymalnie 12 miejsc. Zgłoszenia są przyjmowane tylko przez formularz na podlipa-sery.pl/kurs, a rezerwację potwierdza wpłata zaliczki w wysokości 200 zł dokonana w ciągu 3 dni. Kurs nie jest przewidziany dla osób poniżej 16 roku życia. Zalecamy zabranie fartucha i wygodnych butów, bo część zajęć prowadzona jest w serowarni.""",
            ),
            Good(
                "preserve",
                """Chcesz nauczyć się robić ser? 18 i 19 października 2025 r. w Gospodarstwie „Pod Lipą” w Olszance rusza dwudniowy kurs serowarski (9:00–16:00). Zrobisz podpuszczkowy ser w typie goudy i twaróg, a do domu zabierzesz około 1,5 kg własnych serów. Udział kosztuje 690 zł — w cenie są materiały, obiady i skrypt. Miejsc jest tylko 12. Zapisać się można wyłącznie przez formularz na podlipa-sery.pl/kurs, a miejsce jest Twoje dopiero po wpłaceniu 200 zł zaliczki w ciągu 3 dni. Kurs nie jest dla osób poniżej 16 roku życia. Dobrze mieć ze sobą fartuch i wygodne buty, bo część zajęć odbywa się w serowarni.""",
            ),
            Good(
                "en",
                """Join us for a two-day cheese-making course at the "Pod Lipą" farm in Olszanka on 18–19 October 2025, from 9:00 a.m. to 4:00 p.m. Participants will make a gouda-type rennet cheese and quark, and everyone will take home about 1.5 kg of their own cheese. The fee is PLN 690 and covers materials, lunches and a handout. Places are limited to 12 people. Registration is only possible through the form at podlipa-sery.pl/kurs; a booking is confirmed once a PLN 200 deposit is paid within 3 days. The course is not intended for anyone under 16. It is a good idea to bring an apron and comfortable shoes, as part of the course takes place in the cheese dairy.""",
            ),
        ],
        bad=[
            Slip(0, [("Cena 690 zł", "Cena 790 zł")], "number"),
            Slip(1, [("podlipa-sery.pl/kurs", "podlipa-sery.pl/kursy")], "url"),
            Slip(
                2,
                [
                    (
                        "Places are limited to 12 people.",
                        "Liczba miejsc jest ograniczona do 12 osób.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-turniej-tanca",
        source="""Ogólnopolski Turniej Tańca Towarzyskiego „Złoty Pantofelek” odbędzie się 22 listopada 2025 r. w hali MOSiR przy ul. Sportowej 4 w Kaliszu. Rejestracja par trwa do 14 listopada do północy w systemie turniejowym (turniej-zp.pl/zgloszenia); po tym terminie zgłoszenia nie będą przyjmowane. Opłata startowa wynosi 60 zł od pary za każdą kategorię. Pary w klasach F–D muszą mieć ważną licencję PTT, natomiast w kategorii „Hobby” licencja nie jest wymagana. Przewidywany harmonogram: otwarcie o 10:00, finały około 17:30. Bilety dla publiczności kosztują 30 zł, a dzieci do 7 lat wchodzą bezpłatnie. Organizator może połączyć kategorie, jeżeli zgłosi się mniej niż 4 pary.""",
        good=[
            Good(
                "preserve",
                """22 listopada 2025 r. w hali MOSiR przy ul. Sportowej 4 w Kaliszu zostanie rozegrany Ogólnopolski Turniej Tańca Towarzyskiego „Złoty Pantofelek”. Pary rejestrują się w systemie turniejowym pod adresem turniej-zp.pl/zgloszenia do 14 listopada do północy; zgłoszenia nadesłane później nie będą uwzględniane. Opłata startowa to 60 zł od pary w każdej kategorii. Od par w klasach F–D wymagana jest ważna licencja PTT, a w kategorii „Hobby” jej posiadanie nie jest konieczne. Zgodnie z przewidywanym harmonogramem turniej rozpocznie się o 10:00, a finały zaplanowano na około 17:30. Bilet wstępu dla widzów kosztuje 30 zł; dzieci do lat 7 wchodzą za darmo. Jeżeli w danej kategorii zgłosi się mniej niż 4 pary, organizator może ją połączyć z inną.""",
            ),
            Good(
                "preserve",
                """Turniej „Złoty Pantofelek” (ogólnopolski, taniec towarzyski) już 22 listopada 2025 r. — hala MOSiR, ul. Sportowa 4, Kalisz. Pary zgłaszają się przez system na turniej-zp.pl/zgloszenia, najpóźniej do północy 14 listopada. Spóźnionych zgłoszeń nie przyjmujemy! Start kosztuje 60 zł od pary w każdej kategorii. W klasach F–D trzeba mieć ważną licencję PTT, w „Hobby” licencja nie jest potrzebna. Planujemy zacząć o 10:00, a finały powinny ruszyć mniej więcej o 17:30. Widzowie płacą za bilet 30 zł, maluchy do 7 lat wchodzą za darmo. Jeśli w kategorii będą mniej niż 4 pary, organizator może ją połączyć z inną.""",
            ),
            Good(
                "en",
                """The "Złoty Pantofelek" (Golden Slipper) National Ballroom Dance Competition will take place on 22 November 2025 at the MOSiR sports hall, ul. Sportowa 4, Kalisz. Couples can register in the competition system (turniej-zp.pl/zgloszenia) until midnight on 14 November; no entries will be accepted after that deadline. The entry fee is PLN 60 per couple for each category. Couples in classes F–D must hold a valid PTT licence, whereas no licence is required in the "Hobby" category. Provisional schedule: opening at 10:00, finals at around 17:30. Spectator tickets cost PLN 30, and children up to 7 get in free. The organiser may merge categories if fewer than 4 couples enter.""",
            ),
        ],
        bad=[
            Slip(0, [("do 14 listopada do północy", "do 21 listopada do północy")], "date"),
            Slip(
                1,
                [
                    (
                        "w „Hobby” licencja nie jest potrzebna",
                        "w „Hobby” licencja też jest potrzebna",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Widzowie płacą za bilet 30 zł,",
                        "Widzowie płacą za bilet 30 zł, studenci 20 zł,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-wezwanie-do-zaplaty",
        source="""Wezwanie do zapłaty. Działając w imieniu Hurtowni Elektrycznej „Iskra” sp. z o.o., wzywam do zapłaty kwoty 8 460,00 zł wynikającej z faktury nr FV/2025/07/118 z dnia 7 lipca 2025 r., której termin płatności upłynął 6 sierpnia 2025 r. Do kwoty należności doliczamy odsetki ustawowe za opóźnienie w transakcjach handlowych oraz rekompensatę w wysokości 70 euro, zgodnie z art. 10 ust. 1 ustawy z dnia 8 marca 2013 r. o przeciwdziałaniu nadmiernym opóźnieniom w transakcjach handlowych. Płatności należy dokonać w terminie 7 dni od otrzymania wezwania na rachunek nr 12 1020 3040 0000 1234 5678 9012. Jeśli skontaktuje się Pan z nami przed upływem tego terminu, możemy rozważyć rozłożenie długu na raty. W przypadku braku wpłaty sprawa zostanie skierowana na drogę sądową bez dalszego uprzedzenia.""",
        good=[
            Good(
                "preserve",
                """Wezwanie do zapłaty. W imieniu Hurtowni Elektrycznej „Iskra” sp. z o.o. wzywam do uregulowania kwoty 8 460,00 zł z tytułu faktury nr FV/2025/07/118 wystawionej 7 lipca 2025 r., której termin płatności minął 6 sierpnia 2025 r. Należność zostanie powiększona o odsetki ustawowe za opóźnienie w transakcjach handlowych oraz o rekompensatę w kwocie 70 euro, przewidzianą w art. 10 ust. 1 ustawy z dnia 8 marca 2013 r. o przeciwdziałaniu nadmiernym opóźnieniom w transakcjach handlowych. Zapłaty należy dokonać w ciągu 7 dni od doręczenia niniejszego wezwania na rachunek nr 12 1020 3040 0000 1234 5678 9012. Jeżeli skontaktuje się Pan z nami przed upływem tego terminu, możemy rozważyć rozłożenie długu na raty. Brak wpłaty spowoduje skierowanie sprawy do sądu bez dodatkowego uprzedzenia.""",
            ),
            Good(
                "preserve",
                """To wezwanie do zapłaty. Reprezentuję Hurtownię Elektryczną „Iskra” sp. z o.o. i wzywam do zapłaty 8 460,00 zł za fakturę nr FV/2025/07/118 z 7 lipca 2025 r. Termin jej płatności minął 6 sierpnia 2025 r. Oprócz tej kwoty naliczamy odsetki ustawowe za opóźnienie w transakcjach handlowych i 70 euro rekompensaty — na podstawie art. 10 ust. 1 ustawy z dnia 8 marca 2013 r. o przeciwdziałaniu nadmiernym opóźnieniom w transakcjach handlowych. Pieniądze trzeba wpłacić w ciągu 7 dni od otrzymania wezwania na konto 12 1020 3040 0000 1234 5678 9012. Jeśli odezwie się Pan przed upływem tego terminu, możemy rozważyć spłatę w ratach. Jeżeli wpłata nie nastąpi, sprawa trafi do sądu bez kolejnego uprzedzenia.""",
            ),
            Good(
                "en",
                """Payment demand. Acting on behalf of Hurtownia Elektryczna "Iskra" sp. z o.o., I hereby demand payment of PLN 8,460.00 due under invoice no. FV/2025/07/118 dated 7 July 2025, which fell due on 6 August 2025. Statutory interest for late payment in commercial transactions will be added to the amount owed, together with compensation of EUR 70 under Article 10(1) of the Act of 8 March 2013 on counteracting excessive delays in commercial transactions. Payment must be made within 7 days of receipt of this demand to account no. 12 1020 3040 0000 1234 5678 9012. If you contact us before this deadline, we may consider allowing you to pay in instalments. If payment is not received, the matter will be referred to court without further notice.""",
            ),
        ],
        bad=[
            Slip(0, [("art. 10 ust. 1", "art. 13 ust. 1")], "legal_reference"),
            Slip(1, [("w ciągu 7 dni od otrzymania", "w ciągu 14 dni od otrzymania")], "number"),
            Slip(
                2,
                [
                    (
                        "Payment must be made within 7 days",
                        "Payment should ideally be made within 7 days",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-polecenie-pracownika",
        source="""**Program poleceń pracowniczych** – obowiązuje od 1 stycznia 2026 r. Pracownik, który poleci kandydata zatrudnionego następnie na umowę o pracę, otrzyma premię w wysokości 3 000 zł brutto. Premia jest wypłacana w dwóch ratach: połowa po zakończeniu okresu próbnego, a druga połowa po 6 miesiącach zatrudnienia poleconej osoby. Polecenie należy zgłosić przez formularz w intranecie (intranet.delta-logistyka.pl/polecenia) przed rozpoczęciem rekrutacji przez dział HR. Premia nie przysługuje członkom zarządu ani osobom bezpośrednio odpowiedzialnym za daną rekrutację. Jeden pracownik może zgłosić dowolną liczbę kandydatów. Rekrutacja trwa zwykle od 4 do 8 tygodni; HR poinformuje polecającego o jej wyniku e-mailem.""",
        good=[
            Good(
                "preserve",
                """**Program poleceń pracowniczych** (w mocy od 1 stycznia 2026 r.). Za polecenie kandydata, który zostanie następnie zatrudniony na podstawie umowy o pracę, pracownikowi przysługuje premia w wysokości 3 000 zł brutto, wypłacana w dwóch równych ratach: pierwsza po zakończeniu okresu próbnego, druga po 6 miesiącach zatrudnienia poleconej osoby. Polecenie należy zgłosić za pośrednictwem formularza w intranecie (intranet.delta-logistyka.pl/polecenia), zanim dział HR rozpocznie rekrutację. Prawo do premii nie przysługuje członkom zarządu ani osobom bezpośrednio odpowiedzialnym za daną rekrutację. Liczba kandydatów zgłaszanych przez jednego pracownika nie jest ograniczona. Proces rekrutacji trwa zazwyczaj 4–8 tygodni, a o jego wyniku HR informuje polecającego e-mailem.""",
            ),
            Good(
                "preserve",
                """**Program poleceń pracowniczych** – polecasz, zarabiasz! Program obowiązuje od 1 stycznia 2026 r. Jeśli polecisz kogoś, kto potem dostanie u nas umowę o pracę, otrzymasz 3 000 zł brutto premii. Wypłacimy ją w dwóch częściach: połowę po okresie próbnym nowej osoby, a resztę, gdy przepracuje u nas 6 miesięcy. Ważne: polecenie musisz zgłosić przez formularz w intranecie (intranet.delta-logistyka.pl/polecenia), zanim HR zacznie rekrutację. Premia nie należy się członkom zarządu ani osobom, które bezpośrednio odpowiadają za daną rekrutację. Kandydatów możesz polecić tylu, ilu chcesz. Rekrutacja zwykle trwa 4–8 tygodni, a o wyniku HR da Ci znać mailem.""",
            ),
            Good(
                "en",
                """**Employee Referral Programme** – effective from 1 January 2026. An employee who refers a candidate who is subsequently hired on an employment contract will receive a bonus of PLN 3,000 gross. The bonus is paid in two instalments: half after the referred person completes their probationary period, and the other half after they have been employed for 6 months. Referrals must be submitted via the intranet form (intranet.delta-logistyka.pl/polecenia) before HR starts the recruitment process. Board members and anyone directly responsible for the recruitment in question are not eligible for the bonus. Each employee may refer any number of candidates. Recruitment usually takes 4 to 8 weeks, and HR will notify the referrer of the outcome by e-mail.""",
            ),
        ],
        bad=[
            Slip(0, [("Polecenie należy zgłosić", "Polecenie można zgłosić")], "modality"),
            Slip(
                1,
                [("Rekrutacja zwykle trwa 4–8 tygodni", "Rekrutacja trwa 4–8 tygodni")],
                "hedge",
            ),
            Slip(0, [("po 6 miesiącach zatrudnienia", "po 3 miesiącach zatrudnienia")], "number"),
        ],
    ),
    Case(
        key="pl-napoje-energetyczne",
        source="""Komunikat dla przedsiębiorców. Przypominamy, że na podstawie art. 12c ust. 1 ustawy z dnia 11 września 2015 r. o zdrowiu publicznym zabroniona jest sprzedaż napojów energetyzujących osobom poniżej 18 roku życia. Zakaz dotyczy napojów zawierających więcej niż 150 mg kofeiny na litr lub taurynę. Napojów tych nie wolno też sprzedawać w automatach ani na terenie szkół. W razie wątpliwości co do wieku kupującego sprzedawca może zażądać okazania dokumentu tożsamości. Kontrole Państwowej Inspekcji Sanitarnej przeprowadzane będą w powiecie od 2 lutego 2026 r. Informacje i plakaty do wydrukowania są dostępne na stronie www.psse-leszno.pl/energetyki. Przedsiębiorcy powinni umieścić w punkcie sprzedaży widoczną informację o zakazie.""",
        good=[
            Good(
                "preserve",
                """Informacja dla przedsiębiorców: napojów energetyzujących nie można sprzedawać osobom, które nie ukończyły 18 lat — wynika to z art. 12c ust. 1 ustawy z dnia 11 września 2015 r. o zdrowiu publicznym. Zakaz obejmuje napoje, które zawierają taurynę albo ponad 150 mg kofeiny na litr. Ich sprzedaż jest również zakazana w automatach i na terenie szkół. Gdy sprzedawca ma wątpliwości co do wieku klienta, może zażądać dokumentu tożsamości. Od 2 lutego 2026 r. Państwowa Inspekcja Sanitarna będzie prowadzić kontrole w powiecie. Informacje oraz plakaty do wydruku znajdują się na www.psse-leszno.pl/energetyki. Przedsiębiorcy powinni wywiesić w punkcie sprzedaży dobrze widoczną informację o zakazie.""",
            ),
            Good(
                "preserve",
                """Komunikat dla przedsiębiorców. Uprzejmie przypominamy, że art. 12c ust. 1 ustawy z dnia 11 września 2015 r. o zdrowiu publicznym wprowadza zakaz sprzedaży napojów energetyzujących osobom niepełnoletnim, tj. poniżej 18 roku życia. Zakaz obejmuje napoje o zawartości kofeiny przekraczającej 150 mg/l oraz napoje zawierające taurynę. Niedopuszczalna jest ponadto ich sprzedaż w automatach oraz na terenie szkół. W przypadku wątpliwości co do wieku nabywcy sprzedawca jest uprawniony do żądania okazania dokumentu tożsamości. Państwowa Inspekcja Sanitarna rozpocznie kontrole na terenie powiatu 2 lutego 2026 r. Informacje i plakaty do wydruku udostępniono pod adresem www.psse-leszno.pl/energetyki. Przedsiębiorcom zaleca się umieszczenie w punkcie sprzedaży widocznej informacji o zakazie.""",
            ),
            Good(
                "en",
                """Notice to businesses. Please note that under Article 12c(1) of the Public Health Act of 11 September 2015, the sale of energy drinks to persons under 18 is prohibited. The ban covers drinks containing more than 150 mg of caffeine per litre or containing taurine. These drinks also must not be sold from vending machines or on school premises. If in doubt about a buyer's age, the seller may demand to see an identity document. Inspections by the State Sanitary Inspectorate will be carried out in the district from 2 February 2026. Information and printable posters are available at www.psse-leszno.pl/energetyki. Businesses should display a clearly visible notice about the ban at the point of sale.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Ich sprzedaż jest również zakazana w automatach",
                        "Ich sprzedaż jest natomiast dozwolona w automatach",
                    )
                ],
                "negation",
            ),
            Slip(1, [("art. 12c ust. 1", "art. 12c ust. 3")], "legal_reference"),
            Slip(
                2,
                [("www.psse-leszno.pl/energetyki", "www.psse-leszno.gov.pl/energetyki")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-hooki-git",
        source="""## Konfiguracja hooków w repozytorium

Po sklonowaniu repozytorium każdy członek zespołu musi uruchomić `make hooks`, który instaluje hook `pre-commit` sprawdzający formatowanie i testy jednostkowe. Sprawdzenie trwa zwykle około 40 sekund.

- Nie należy pomijać hooka flagą `--no-verify`, z wyjątkiem poprawek awaryjnych na gałęzi `hotfix/*`.
- Jeśli hook zgłasza błąd formatowania, można go naprawić poleceniem `make fmt`.
- Wymagany jest Python 3.11 lub nowszy.

Szczegóły opisano w dokumencie docs.zespol-kasa.pl/hooki. Pytania prosimy kierować na kanał #devtools.""",
        good=[
            Good(
                "preserve",
                """## Hooki w repozytorium — konfiguracja

Zaraz po sklonowaniu repozytorium każdy w zespole musi wykonać `make hooks`. Polecenie instaluje hook `pre-commit`, który sprawdza formatowanie i uruchamia testy jednostkowe; trwa to zazwyczaj ok. 40 sekund.

- Nie pomijaj hooka za pomocą `--no-verify` — wyjątek stanowią tylko poprawki awaryjne na gałęziach `hotfix/*`.
- Błąd formatowania zgłoszony przez hook możesz naprawić, uruchamiając `make fmt`.
- Potrzebujesz Pythona 3.11 lub nowszego.

Więcej szczegółów: docs.zespol-kasa.pl/hooki. Pytania zadawaj na kanale #devtools.""",
            ),
            Good(
                "preserve",
                """## Jak skonfigurować hooki

Gdy sklonujesz repozytorium, obowiązkowo uruchom `make hooks`. Zainstaluje on hook `pre-commit`, który sprawdza formatowanie i testy jednostkowe — zwykle zajmuje to około 40 sekund.

- Hooka nie pomijamy flagą `--no-verify`. Jedyny wyjątek to awaryjne poprawki na gałęzi `hotfix/*`.
- Jeśli hook zgłosi błąd formatowania, można go poprawić przez `make fmt`.
- Wymagany jest Python w wersji 3.11 lub nowszej.

Pełny opis znajduje się na docs.zespol-kasa.pl/hooki, a pytania prosimy zadawać na kanale #devtools.""",
            ),
            Good(
                "en",
                """## Setting up hooks in the repository

After cloning the repository, every team member must run `make hooks`, which installs a `pre-commit` hook that checks formatting and runs the unit tests. The check usually takes about 40 seconds.

- Do not skip the hook with the `--no-verify` flag, except for emergency fixes on `hotfix/*` branches.
- If the hook reports a formatting error, you can fix it with `make fmt`.
- Python 3.11 or later is required.

See docs.zespol-kasa.pl/hooki for details. Please direct any questions to the #devtools channel.""",
            ),
        ],
        bad=[
            Slip(0, [("`make fmt`", "`make format`")], "code"),
            Slip(1, [("## Jak skonfigurować hooki", "Jak skonfigurować hooki")], "markdown"),
            Slip(
                0,
                [("każdy w zespole musi wykonać", "każdy w zespole może wykonać")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-system-kaucyjny",
        source="""Od 1 października 2025 r. w Polsce działa system kaucyjny. Kaucja wynosi 0,50 zł za plastikową butelkę do 3 litrów i za puszkę metalową do 1 litra oraz 1 zł za szklaną butelkę wielokrotnego użytku do 1,5 litra. Opakowanie objęte systemem rozpoznasz po znaku „SYSTEM KAUCYJNY” na etykiecie. Sklepy o powierzchni powyżej 200 m² mają obowiązek przyjmować opakowania; mniejsze sklepy mogą przystąpić do systemu dobrowolnie. Butelek nie trzeba myć, ale nie mogą być zgniecione, a etykieta musi być czytelna. Zwrot kaucji nie wymaga okazania paragonu. W pierwszych miesiącach część opakowań prawdopodobnie będzie jeszcze w obrocie bez kaucji. Lista punktów zbiórki: www.kaucja.gov.pl.""",
        good=[
            Good(
                "preserve",
                """System kaucyjny funkcjonuje w Polsce od 1 października 2025 r. Za plastikową butelkę o pojemności do 3 litrów oraz metalową puszkę do 1 litra płaci się 0,50 zł kaucji, a za szklaną butelkę wielokrotnego użytku do 1,5 litra — 1 zł. Czy opakowanie jest objęte systemem, poznasz po oznaczeniu „SYSTEM KAUCYJNY” na etykiecie. Przyjmowanie opakowań jest obowiązkowe dla sklepów większych niż 200 m², a mniejsze mogą dołączyć do systemu, jeśli zechcą. Mycie butelek nie jest konieczne, jednak opakowanie nie może być zgniecione i musi mieć czytelną etykietę. Aby odzyskać kaucję, nie trzeba pokazywać paragonu. Przez pierwsze miesiące w sprzedaży będą prawdopodobnie nadal niektóre opakowania bez kaucji. Punkty zbiórki znajdziesz na www.kaucja.gov.pl.""",
            ),
            Good(
                "preserve",
                """Z dniem 1 października 2025 r. w Polsce uruchomiono system kaucyjny. Stawka kaucji wynosi 0,50 zł w przypadku butelek z tworzyw sztucznych o pojemności do 3 l i puszek metalowych do 1 l oraz 1 zł w przypadku szklanych butelek wielokrotnego użytku o pojemności do 1,5 l. Opakowania objęte systemem są oznaczone na etykiecie napisem „SYSTEM KAUCYJNY”. Sklepy o powierzchni przekraczającej 200 m² są zobowiązane do przyjmowania opakowań, natomiast mniejsze placówki mogą uczestniczyć w systemie na zasadzie dobrowolności. Opakowań nie trzeba myć, lecz nie mogą być zgniecione, a etykieta musi pozostać czytelna. Zwrot kaucji następuje bez konieczności okazania paragonu. W początkowym okresie część opakowań prawdopodobnie nadal będzie w obrocie bez kaucji. Wykaz punktów zbiórki dostępny jest pod adresem www.kaucja.gov.pl.""",
            ),
            Good(
                "en",
                """Poland's deposit return scheme has been running since 1 October 2025. The deposit is PLN 0.50 for plastic bottles of up to 3 litres and metal cans of up to 1 litre, and PLN 1 for reusable glass bottles of up to 1.5 litres. You can recognise packaging covered by the scheme by the "SYSTEM KAUCYJNY" (deposit system) mark on the label. Shops larger than 200 m² are required to accept returns; smaller shops can join the scheme voluntarily. Bottles do not need to be washed, but they must not be crushed and the label must be legible. You do not need a receipt to get your deposit back. In the first few months, some packaging will probably still be on sale without a deposit. A list of collection points is available at www.kaucja.gov.pl.""",
            ),
        ],
        bad=[
            Slip(0, [("metalową puszkę do 1 litra", "metalową puszkę do 1,5 litra")], "number"),
            Slip(
                1,
                [
                    (
                        "bez konieczności okazania paragonu.",
                        "bez konieczności okazania paragonu, wyłącznie w formie gotówkowej.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "some packaging will probably still be on sale",
                        "some packaging will still be on sale",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-galeria-wystawa",
        source="""Galeria Sztuki Współczesnej „Arsenał” zaprasza na wystawę „Światło Północy” z pracami 14 artystów z krajów nordyckich. Ekspozycja będzie czynna od 6 grudnia 2025 r. do 1 marca 2026 r., od wtorku do niedzieli w godz. 11:00–19:00; w poniedziałki galeria jest zamknięta. Bilet normalny kosztuje 25 zł, ulgowy 15 zł, a w czwartki wstęp jest bezpłatny. Oprowadzanie kuratorskie odbywa się w każdą sobotę o 13:00 i wymaga wcześniejszego zapisu przez stronę arsenal-galeria.pl/oprowadzania. Fotografowanie bez lampy błyskowej jest dozwolone, ale nie wolno używać statywów. Zwiedzanie całej wystawy zajmuje zwykle około godziny.""",
        good=[
            Good(
                "preserve",
                """Wystawa „Światło Północy” w Galerii Sztuki Współczesnej „Arsenał” prezentuje prace 14 artystów z krajów nordyckich. Można ją oglądać od 6 grudnia 2025 r. do 1 marca 2026 r., od wtorku do niedzieli w godzinach 11:00–19:00 (w poniedziałki galeria jest nieczynna). Bilety kosztują 25 zł (normalny) i 15 zł (ulgowy), a w czwartki wejście jest darmowe. W każdą sobotę o 13:00 kurator oprowadza po wystawie — trzeba się wcześniej zapisać przez arsenal-galeria.pl/oprowadzania. Zdjęcia można robić bez lampy błyskowej, statywy są jednak zabronione. Obejrzenie całej wystawy trwa zazwyczaj mniej więcej godzinę.""",
            ),
            Good(
                "preserve",
                """Nordyckie klimaty w „Arsenale”! Galeria Sztuki Współczesnej „Arsenał” pokazuje wystawę „Światło Północy” — prace 14 artystów z krajów nordyckich. Zapraszamy od 6 grudnia 2025 r. do 1 marca 2026 r., wt.–nd. 11:00–19:00. W poniedziałki jesteśmy zamknięci. Bilet normalny to 25 zł, ulgowy 15 zł, a w czwartki wchodzicie za darmo. Co sobotę o 13:00 jest oprowadzanie kuratorskie, ale najpierw trzeba się zapisać na arsenal-galeria.pl/oprowadzania. Zdjęcia? Jasne, tylko bez flesza — i bez statywów. Zwiedzanie całości zajmuje zwykle około godziny.""",
            ),
            Good(
                "en",
                """The "Arsenał" Contemporary Art Gallery invites you to "Światło Północy" (Northern Light), an exhibition of works by 14 artists from the Nordic countries. It runs from 6 December 2025 to 1 March 2026, Tuesday to Sunday, 11:00–19:00; the gallery is closed on Mondays. A standard ticket costs PLN 25 and a concession ticket PLN 15, and admission is free on Thursdays. Curator-led tours take place every Saturday at 13:00 and require advance booking at arsenal-galeria.pl/oprowadzania. Photography without flash is allowed, but tripods may not be used. Seeing the whole exhibition usually takes about an hour.""",
            ),
        ],
        bad=[
            Slip(0, [("do 1 marca 2026 r.", "do 1 maja 2026 r.")], "date"),
            Slip(1, [("arsenal-galeria.pl/oprowadzania", "arsenal.pl/oprowadzania")], "url"),
            Slip(
                1,
                [("W poniedziałki jesteśmy zamknięci.", "W poniedziałki też jesteśmy otwarci.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-wypis-ze-szpitala",
        source="""Zalecenia po wypisie. Pacjent po laparoskopowym usunięciu pęcherzyka żółciowego (cholecystektomii) wykonanym 9 października 2025 r. Przez 14 dni nie należy podnosić ciężarów powyżej 5 kg. Prysznic można brać od 3. doby po zabiegu; kąpiel w wannie jest niewskazana do czasu zdjęcia szwów. Szwy należy usunąć w poradni POZ między 8. a 10. dniem po operacji. W razie bólu można przyjmować paracetamol do 4 g na dobę. Dieta lekkostrawna, z ograniczeniem tłuszczów, zgodnie z zaleceniami (Wytyczne PTChO, 2022). Powrót do pracy biurowej jest zwykle możliwy po około 2 tygodniach. W przypadku gorączki powyżej 38°C lub zażółcenia skóry należy niezwłocznie zgłosić się na SOR.""",
        good=[
            Good(
                "preserve",
                """Zalecenia po wypisie ze szpitala. Pacjent przebył laparoskopową cholecystektomię (usunięcie pęcherzyka żółciowego) w dniu 9 października 2025 r. W okresie 14 dni od zabiegu nie należy podnosić ciężarów przekraczających 5 kg. Kąpiel pod prysznicem jest dopuszczalna od 3. doby pooperacyjnej, natomiast kąpiel w wannie nie jest wskazana aż do usunięcia szwów. Szwy należy zdjąć w poradni POZ pomiędzy 8. a 10. dniem po operacji. W przypadku dolegliwości bólowych dopuszcza się stosowanie paracetamolu w dawce nieprzekraczającej 4 g na dobę. Zalecana jest dieta lekkostrawna z ograniczeniem tłuszczów, zgodnie z Wytycznymi PTChO (2022). Powrót do pracy biurowej jest zazwyczaj możliwy po upływie około 2 tygodni. Wystąpienie gorączki powyżej 38°C lub zażółcenia skóry wymaga niezwłocznego zgłoszenia się na SOR.""",
            ),
            Good(
                "preserve",
                """Co robić po wypisie? 9 października 2025 r. usunięto Panu laparoskopowo pęcherzyk żółciowy. Przez 14 dni proszę nie dźwigać niczego, co waży więcej niż 5 kg. Od 3. doby po zabiegu może Pan brać prysznic, ale do zdjęcia szwów lepiej nie kąpać się w wannie. Szwy trzeba zdjąć w przychodni POZ między 8. a 10. dniem po operacji. Przy bólu można brać paracetamol, maksymalnie 4 g na dobę. Proszę jeść lekkostrawnie i ograniczyć tłuszcze, zgodnie z wytycznymi PTChO z 2022 r. Do pracy biurowej wraca się zwykle po mniej więcej 2 tygodniach. Jeśli pojawi się gorączka powyżej 38°C albo skóra zrobi się żółta, trzeba od razu zgłosić się na SOR.""",
            ),
            Good(
                "en",
                """Discharge recommendations. The patient underwent laparoscopic removal of the gallbladder (cholecystectomy) on 9 October 2025. Do not lift anything heavier than 5 kg for 14 days. Showering is allowed from the 3rd day after surgery; baths should be avoided until the stitches are removed. The stitches must be removed at the primary care clinic between the 8th and 10th day after the operation. For pain, paracetamol may be taken up to 4 g per day. A light, low-fat diet is recommended, in line with guidelines (PTChO Guidelines, 2022). A return to office work is usually possible after about 2 weeks. In the event of a fever above 38°C or yellowing of the skin, go to the emergency department immediately.""",
            ),
        ],
        bad=[
            Slip(0, [("Wytycznymi PTChO (2022)", "Wytycznymi PTChO (2012)")], "citation"),
            Slip(
                1,
                [("Szwy trzeba zdjąć w przychodni POZ", "Szwy można zdjąć w przychodni POZ")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "baths should be avoided until the stitches are removed",
                        "baths need not be avoided until the stitches are removed",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-szlak-zamkniecie",
        source="""Komunikat Dyrekcji Parku Narodowego Gór Stołowych. W związku z pracami przy wymianie kładek szlak czerwony na odcinku Karłów – Szczeliniec Wielki będzie zamknięty od 3 do 28 listopada 2025 r. Prace potrwają prawdopodobnie około 4 tygodni, a termin otwarcia może się przesunąć w razie opadów śniegu. Na Szczeliniec można wejść wyłącznie szlakiem żółtym od strony Pasterki; wydłuża to trasę o około 2,5 km. Wstęp na zamknięty odcinek jest zabroniony, a jego naruszenie grozi mandatem do 500 zł. Opłata za wejście na Szczeliniec nie ulega zmianie i wynosi 15 zł (ulgowa 8 zł). Aktualne informacje publikujemy na stronie pngs.com.pl/komunikaty.""",
        good=[
            Good(
                "preserve",
                """Park Narodowy Gór Stołowych informuje: od 3 do 28 listopada 2025 r. czerwony szlak Karłów – Szczeliniec Wielki będzie zamknięty z powodu wymiany kładek. Prace mają potrwać prawdopodobnie ok. 4 tygodni; przy opadach śniegu otwarcie szlaku może się opóźnić. Na Szczeliniec da się w tym czasie wejść tylko żółtym szlakiem od Pasterki, co oznacza trasę dłuższą o mniej więcej 2,5 km. Wchodzenie na zamknięty odcinek jest zakazane — grozi za to mandat do 500 zł. Ceny wstępu na Szczeliniec się nie zmieniają: 15 zł, ulgowy 8 zł. Bieżące komunikaty: pngs.com.pl/komunikaty.""",
            ),
            Good(
                "preserve",
                """Dyrekcja Parku Narodowego Gór Stołowych informuje, że z uwagi na wymianę kładek czerwony szlak na odcinku Karłów – Szczeliniec Wielki zostanie zamknięty w dniach 3–28 listopada 2025 r. Przewidywany czas prac to około 4 tygodnie; w przypadku opadów śniegu termin ponownego otwarcia może ulec przesunięciu. W tym okresie wejście na Szczeliniec będzie możliwe jedynie szlakiem żółtym od strony Pasterki, co wydłuża trasę o około 2,5 km. Wstęp na zamknięty odcinek jest zabroniony pod groźbą mandatu w wysokości do 500 zł. Opłata za wejście na Szczeliniec pozostaje bez zmian: 15 zł, bilet ulgowy 8 zł. Aktualne komunikaty zamieszczane są na stronie pngs.com.pl/komunikaty.""",
            ),
            Good(
                "en",
                """Notice from the Stołowe Mountains National Park Directorate. Because the footbridges are being replaced, the red trail between Karłów and Szczeliniec Wielki will be closed from 3 to 28 November 2025. The work will probably take about 4 weeks, and the reopening date may be pushed back if it snows. Szczeliniec can only be reached via the yellow trail from Pasterka, which adds about 2.5 km to the route. Entering the closed section is prohibited and may result in a fine of up to PLN 500. The Szczeliniec entry fee remains unchanged at PLN 15 (PLN 8 concession). Up-to-date information is published at pngs.com.pl/komunikaty.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Prace mają potrwać prawdopodobnie ok. 4 tygodni", "Prace potrwają 4 tygodnie")],
                "hedge",
            ),
            Slip(
                1,
                [("w dniach 3–28 listopada 2025 r.", "w dniach 3–28 października 2025 r.")],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "which adds about 2.5 km to the route.",
                        "which adds about 2.5 km to the route; a free shuttle bus runs from Karłów to Pasterka at weekends.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-bankowosc-internetowa",
        source="""Bezpieczeństwo w bankowości internetowej. Bank nigdy nie prosi o podanie pełnego hasła, kodu BLIK ani danych karty w wiadomości SMS, e-mailu czy rozmowie telefonicznej. Logując się, zawsze sprawdzaj, czy adres strony zaczyna się od https://online.bankwarta.pl. Od 15 stycznia 2026 r. każda zmiana limitu przelewów będzie wymagała potwierdzenia w aplikacji mobilnej. Jeśli podejrzewasz, że ktoś poznał Twoje dane, musisz niezwłocznie zablokować dostęp, dzwoniąc pod numer 22 500 60 70 (całodobowo) lub wysyłając SMS o treści BLOKADA na 8080. Możesz też ustawić dzienny limit transakcji kartą w internecie, na przykład 500 zł. Oszuści coraz częściej podszywają się pod pracowników banku, dlatego w razie wątpliwości rozłącz się i oddzwoń na oficjalny numer.""",
        good=[
            Good(
                "preserve",
                """**Jak bezpiecznie korzystać z bankowości internetowej**

- Bank nigdy nie prosi – ani SMS-em, ani e-mailem, ani telefonicznie – o pełne hasło, kod BLIK czy dane karty.
- Przy logowaniu zawsze upewnij się, że adres strony zaczyna się od https://online.bankwarta.pl.
- Od 15 stycznia 2026 r. każdą zmianę limitu przelewów trzeba będzie potwierdzić w aplikacji mobilnej.
- Gdy podejrzewasz, że ktoś zna Twoje dane, natychmiast zablokuj dostęp: zadzwoń pod 22 500 60 70 (całą dobę) albo wyślij SMS „BLOKADA” na numer 8080.
- Możesz ustawić dzienny limit płatności kartą w internecie, np. 500 zł.
- Oszuści coraz częściej udają pracowników banku – jeśli masz wątpliwości, rozłącz się i oddzwoń na oficjalny numer.""",
            ),
            Good(
                "preserve",
                """Zasady bezpieczeństwa w bankowości internetowej. Bank w żadnym przypadku nie zwraca się o podanie pełnego hasła, kodu BLIK ani danych karty za pośrednictwem SMS-a, wiadomości e-mail lub rozmowy telefonicznej. Przy każdym logowaniu należy sprawdzić, czy adres strony rozpoczyna się od https://online.bankwarta.pl. Od 15 stycznia 2026 r. każda zmiana limitu przelewów będzie wymagała potwierdzenia w aplikacji mobilnej. W razie podejrzenia, że dane dostępowe zostały ujawnione, należy niezwłocznie zablokować dostęp telefonicznie pod numerem 22 500 60 70 (infolinia całodobowa) lub SMS-em o treści BLOKADA wysłanym na numer 8080. Klient ma również możliwość ustawienia dziennego limitu transakcji kartą w internecie, np. na 500 zł. Ponieważ oszuści coraz częściej podszywają się pod pracowników banku, w razie wątpliwości należy przerwać rozmowę i oddzwonić na oficjalny numer.""",
            ),
            Good(
                "en",
                """Staying safe with online banking. The bank never asks for your full password, BLIK code or card details by text message, e-mail or phone. When logging in, always check that the page address begins with https://online.bankwarta.pl. From 15 January 2026, every change to your transfer limit will have to be confirmed in the mobile app. If you suspect someone has obtained your details, you must block access immediately by calling 22 500 60 70 (24/7) or texting BLOKADA to 8080. You can also set a daily limit for online card transactions, for example PLN 500. Fraudsters are increasingly impersonating bank employees, so if in doubt, hang up and call back on the official number.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Bank nigdy nie prosi – ani SMS-em, ani e-mailem, ani telefonicznie –",
                        "Bank może poprosić – SMS-em, e-mailem lub telefonicznie –",
                    )
                ],
                "negation",
            ),
            Slip(1, [("https://online.bankwarta.pl", "https://online-bankwarta.pl")], "url"),
            Slip(
                0,
                [("natychmiast zablokuj dostęp:", "możesz zablokować dostęp:")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-przepis-dzem",
        source="""### Dżem truskawkowy z niską zawartością cukru

1. Umyj 1 kg truskawek, usuń szypułki i pokrój większe owoce na połówki.
2. Zasyp owoce 300 g cukru i odstaw na około 2 godziny, aż puszczą sok.
3. Gotuj na małym ogniu przez 25–30 minut, często mieszając. Nie przykrywaj garnka.
4. Dodaj sok z połowy cytryny i gotuj jeszcze 5 minut.
5. Gorący dżem przełóż do wyparzonych słoików i zakręć.

Dżem z mniejszą ilością cukru jest mniej trwały: po otwarciu należy go przechowywać w lodówce i zjeść w ciągu 2 tygodni. Nieotwarte słoiki wytrzymają zwykle do 6 miesięcy w chłodnej spiżarni.""",
        good=[
            Good(
                "preserve",
                """### Niskosłodzony dżem truskawkowy

1. Truskawki (1 kg) umyj, oberwij szypułki, a większe owoce przekrój na pół.
2. Wsyp 300 g cukru i zostaw owoce na mniej więcej 2 godziny, żeby puściły sok.
3. Gotuj 25–30 minut na małym ogniu, często mieszając, w garnku bez pokrywki.
4. Wlej sok z połowy cytryny i gotuj jeszcze 5 minut.
5. Przełóż gorący dżem do wyparzonych słoików i je zakręć.

Uwaga: mniej cukru oznacza krótszą trwałość. Otwarty słoik trzeba trzymać w lodówce, a dżem zjeść w ciągu 2 tygodni. Zamknięte słoiki w chłodnej spiżarni postoją zwykle do 6 miesięcy.""",
            ),
            Good(
                "preserve",
                """Jak zrobić dżem truskawkowy z małą ilością cukru? Najpierw umyj kilogram truskawek, usuń szypułki i przekrój większe owoce na połówki. Zasyp je 300 g cukru i odstaw na około 2 godziny, aż puszczą sok. Następnie gotuj na małym ogniu przez 25–30 minut, często mieszając i nie przykrywając garnka. Na koniec dodaj sok z połowy cytryny, gotuj jeszcze 5 minut, a gorący dżem przełóż do wyparzonych słoików i zakręć. Pamiętaj, że taki dżem jest mniej trwały — po otwarciu trzeba go trzymać w lodówce i zjeść w ciągu 2 tygodni. Nieotwarte słoiki przetrwają w chłodnej spiżarni zwykle do 6 miesięcy.""",
            ),
            Good(
                "en",
                """### Low-sugar strawberry jam

1. Wash 1 kg of strawberries, remove the stalks and cut larger fruit in half.
2. Sprinkle the fruit with 300 g of sugar and leave for about 2 hours until the juice runs.
3. Simmer over a low heat for 25–30 minutes, stirring often. Do not cover the pan.
4. Add the juice of half a lemon and cook for another 5 minutes.
5. Spoon the hot jam into sterilised jars and screw on the lids.

Jam with less sugar keeps less well: once opened, it must be stored in the fridge and eaten within 2 weeks. Unopened jars will usually keep for up to 6 months in a cool pantry.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("gotuj jeszcze 5 minut.\n5. Przełóż", "gotuj jeszcze 5 minut. 5. Przełóż")],
                "markdown",
            ),
            Slip(1, [("Zasyp je 300 g cukru", "Zasyp je 500 g cukru")], "number"),
            Slip(
                1,
                [
                    (
                        "przetrwają w chłodnej spiżarni zwykle do 6 miesięcy",
                        "przetrwają w chłodnej spiżarni do 6 miesięcy",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-gokarty",
        source="""Regulamin toru kartingowego „Apex” w Radomiu (fragment). Z gokartów mogą korzystać osoby od 12 lat i o wzroście co najmniej 145 cm; osoby niepełnoletnie muszą mieć pisemną zgodę rodzica lub opiekuna. Przed pierwszą jazdą każdy kierowca przechodzi 10-minutowy instruktaż. Kask i kominiarka są obowiązkowe i wliczone w cenę. Na torze nie wolno celowo uderzać w inne pojazdy ani zatrzymywać się poza wyznaczonymi miejscami. Sesja trwa 10 minut i kosztuje 59 zł, a w dni robocze przed 15:00 — 45 zł. Osoby pod wpływem alkoholu nie zostaną dopuszczone do jazdy. Tor jest czynny codziennie w godz. 12:00–22:00; rezerwacje grupowe: rezerwacje@apex-karting.pl. Czas oczekiwania w weekendy wynosi zwykle około 30 minut.""",
        good=[
            Good(
                "preserve",
                """Fragment regulaminu toru kartingowego „Apex” w Radomiu. Jeździć mogą osoby, które mają co najmniej 12 lat i 145 cm wzrostu; niepełnoletni potrzebują pisemnej zgody rodzica lub opiekuna. Każdy kierowca przed pierwszym przejazdem przechodzi 10-minutowy instruktaż. Kask i kominiarka są obowiązkowe, a ich koszt jest już w cenie. Na torze zabronione jest celowe uderzanie w inne gokarty i zatrzymywanie się poza wyznaczonymi miejscami. Za 10-minutową sesję płaci się 59 zł, a w dni robocze przed 15:00 — 45 zł. Nikt pod wpływem alkoholu nie zostanie dopuszczony do jazdy. Tor działa codziennie od 12:00 do 22:00, a rezerwacje grupowe przyjmujemy pod adresem rezerwacje@apex-karting.pl. W weekendy czeka się zazwyczaj około 30 minut.""",
            ),
            Good(
                "preserve",
                """Regulamin toru kartingowego „Apex” w Radomiu – wyciąg. Z gokartów mogą korzystać osoby, które ukończyły 12 lat i mają co najmniej 145 cm wzrostu; w przypadku osób niepełnoletnich wymagana jest pisemna zgoda rodzica lub opiekuna. Przed pierwszą jazdą każdy kierowca odbywa 10-minutowy instruktaż. Korzystanie z kasku i kominiarki jest obowiązkowe; są one wliczone w cenę. Zabrania się celowego uderzania w inne pojazdy oraz zatrzymywania się na torze poza wyznaczonymi miejscami. Cena 10-minutowej sesji wynosi 59 zł, a w dni robocze przed godz. 15:00 – 45 zł. Osoby pod wpływem alkoholu nie są dopuszczane do jazdy. Tor jest otwarty codziennie w godz. 12:00–22:00. Rezerwacje grupowe: rezerwacje@apex-karting.pl. W weekendy czas oczekiwania wynosi zazwyczaj około 30 minut.""",
            ),
            Good(
                "en",
                """"Apex" karting track, Radom – rules (extract). Karts may be driven by anyone aged 12 or over who is at least 145 cm tall; under-18s must have written consent from a parent or guardian. Before their first drive, every driver receives a 10-minute briefing. A helmet and balaclava are compulsory and included in the price. On the track, you must not deliberately hit other karts or stop outside the designated areas. A session lasts 10 minutes and costs PLN 59, or PLN 45 on weekdays before 15:00. Anyone under the influence of alcohol will not be allowed to drive. The track is open daily from 12:00 to 22:00; group bookings: rezerwacje@apex-karting.pl. Waiting times at weekends are usually around 30 minutes.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "niepełnoletni potrzebują pisemnej zgody",
                        "niepełnoletni nie potrzebują pisemnej zgody",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "odbywa 10-minutowy instruktaż.",
                        "odbywa 10-minutowy instruktaż i okazuje prawo jazdy lub legitymację szkolną.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("or PLN 45 on weekdays", "or PLN 49 on weekdays")], "number"),
        ],
    ),
    Case(
        key="pl-dzierzawa-gruntu",
        source="""§ 3. Wydzierżawiający oddaje Dzierżawcy do używania i pobierania pożytków działkę rolną nr 214/5 o powierzchni 3,42 ha, położoną w obrębie Wola Zaradzyńska, na okres od 1 listopada 2025 r. do 31 października 2030 r. Czynsz dzierżawny wynosi równowartość 8 decyton pszenicy za 1 ha rocznie, według ceny ogłaszanej przez Prezesa GUS, i jest płatny do 15 grudnia każdego roku. Dzierżawca nie może oddać gruntu w poddzierżawę bez pisemnej zgody Wydzierżawiającego. Dzierżawca może stosować nawozy mineralne, ale musi przestrzegać zasad dobrej praktyki rolniczej. W sprawach nieuregulowanych umową stosuje się przepisy art. 693–709 Kodeksu cywilnego. Wypowiedzenie umowy wymaga formy pisemnej i jest możliwe z zachowaniem rocznego okresu wypowiedzenia na koniec roku dzierżawnego.""",
        good=[
            Good(
                "preserve",
                """§ 3. Na mocy niniejszej umowy Wydzierżawiający oddaje Dzierżawcy do używania i pobierania pożytków działkę rolną nr 214/5 o powierzchni 3,42 ha, położoną w obrębie Wola Zaradzyńska, na czas od 1 listopada 2025 r. do 31 października 2030 r. Roczny czynsz dzierżawny odpowiada równowartości 8 decyton pszenicy za każdy hektar, ustalanej według ceny ogłaszanej przez Prezesa GUS, i podlega zapłacie do 15 grudnia każdego roku. Oddanie gruntu w poddzierżawę wymaga pisemnej zgody Wydzierżawiającego. Dzierżawca jest uprawniony do stosowania nawozów mineralnych, z obowiązkiem przestrzegania zasad dobrej praktyki rolniczej. W zakresie nieuregulowanym umową zastosowanie mają art. 693–709 Kodeksu cywilnego. Umowa może zostać wypowiedziana w formie pisemnej, z zachowaniem rocznego okresu wypowiedzenia, ze skutkiem na koniec roku dzierżawnego.""",
            ),
            Good(
                "preserve",
                """§ 3. Wydzierżawiający przekazuje Dzierżawcy działkę rolną nr 214/5 (3,42 ha, obręb Wola Zaradzyńska), którą Dzierżawca może używać i z której może pobierać pożytki od 1 listopada 2025 r. do 31 października 2030 r. Co roku Dzierżawca płaci czynsz równy wartości 8 decyton pszenicy z hektara, liczonej według ceny ogłaszanej przez Prezesa GUS; termin płatności to 15 grudnia. Poddzierżawa jest możliwa tylko za pisemną zgodą Wydzierżawiającego. Nawozy mineralne wolno stosować, ale zgodnie z zasadami dobrej praktyki rolniczej. W sprawach, których umowa nie reguluje, stosuje się art. 693–709 Kodeksu cywilnego. Umowę można wypowiedzieć na piśmie, z rocznym okresem wypowiedzenia, na koniec roku dzierżawnego.""",
            ),
            Good(
                "en",
                """§ 3. The Lessor leases to the Lessee, for use and for the collection of its yield, agricultural plot no. 214/5 with an area of 3.42 ha, located in the Wola Zaradzyńska cadastral district, for the period from 1 November 2025 to 31 October 2030. The annual rent is equivalent to 8 decitonnes of wheat per hectare, at the price announced by the President of Statistics Poland (GUS), and is payable by 15 December each year. The Lessee may not sublease the land without the Lessor's written consent. The Lessee may use mineral fertilisers but must comply with the principles of good agricultural practice. Matters not governed by this agreement are subject to Articles 693–709 of the Civil Code. The agreement may be terminated in writing with one year's notice, effective at the end of the lease year.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("art. 693–709 Kodeksu cywilnego", "art. 659–692 Kodeksu cywilnego")],
                "legal_reference",
            ),
            Slip(
                1, [("termin płatności to 15 grudnia", "termin płatności to 15 listopada")], "date"
            ),
            Slip(0, [("8 decyton pszenicy", "6 decyton pszenicy")], "number"),
        ],
    ),
    Case(
        key="pl-plan-urlopow",
        source="""Plan urlopów na 2026 r. Każdy pracownik powinien zgłosić przełożonemu planowane terminy urlopu wypoczynkowego do 31 stycznia 2026 r. przez moduł „Urlopy” w systemie HR. Zgodnie z art. 162 Kodeksu pracy co najmniej jedna część urlopu musi trwać nie mniej niż 14 kolejnych dni kalendarzowych. W okresie od 15 do 31 grudnia w dziale księgowości można wykorzystać najwyżej 3 dni urlopu ze względu na zamknięcie roku. Urlop zaległy za 2025 r. należy wykorzystać do 30 września 2026 r. Zmiana zaplanowanego terminu jest możliwa, ale wymaga zgody przełożonego. Plan zostanie prawdopodobnie zatwierdzony do połowy lutego, a pracownicy otrzymają powiadomienie e-mailem.""",
        good=[
            Good(
                "preserve",
                """Plan urlopów na rok 2026. Pracownicy powinni do 31 stycznia 2026 r. przekazać przełożonym planowane terminy urlopu wypoczynkowego za pośrednictwem modułu „Urlopy” w systemie HR. Stosownie do art. 162 Kodeksu pracy przynajmniej jedna część urlopu musi obejmować co najmniej 14 kolejnych dni kalendarzowych. Ze względu na zamknięcie roku pracownicy działu księgowości mogą w okresie od 15 do 31 grudnia wykorzystać maksymalnie 3 dni urlopu. Zaległy urlop za 2025 r. należy wykorzystać najpóźniej do 30 września 2026 r. Zmiana zaplanowanego terminu jest dopuszczalna, pod warunkiem uzyskania zgody przełożonego. Plan zostanie prawdopodobnie zatwierdzony do połowy lutego, o czym pracownicy zostaną powiadomieni e-mailem.""",
            ),
            Good(
                "preserve",
                """Planujemy urlopy na 2026 rok! Prosimy, żeby każdy do 31 stycznia 2026 r. zgłosił przełożonemu, kiedy chce wziąć urlop wypoczynkowy — w module „Urlopy” w systemie HR. Pamiętaj: zgodnie z art. 162 Kodeksu pracy przynajmniej jeden fragment urlopu musi trwać minimum 14 kolejnych dni kalendarzowych. W księgowości od 15 do 31 grudnia można wziąć maksymalnie 3 dni wolnego, bo zamykamy rok. Zaległy urlop za 2025 r. trzeba wykorzystać do 30 września 2026 r. Termin urlopu da się później zmienić, ale tylko za zgodą przełożonego. Plan zostanie prawdopodobnie zatwierdzony do połowy lutego — dostaniesz wtedy maila.""",
            ),
            Good(
                "en",
                """2026 leave plan. Every employee should notify their line manager of their planned annual leave dates by 31 January 2026, using the "Urlopy" (Leave) module in the HR system. Under Article 162 of the Labour Code, at least one part of the leave must last no fewer than 14 consecutive calendar days. Between 15 and 31 December, staff in the accounts department may take no more than 3 days of leave because of the year-end closing. Outstanding leave for 2025 must be used by 30 September 2026. Planned dates can be changed, but only with the line manager's approval. The plan will probably be approved by mid-February, and employees will be notified by e-mail.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Zaległy urlop za 2025 r. należy wykorzystać",
                        "Zaległy urlop za 2025 r. można wykorzystać",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "bo zamykamy rok.",
                        "bo zamykamy rok, a dział IT pełni wtedy dyżury świąteczne.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("by 30 September 2026", "by 31 December 2026")], "date"),
        ],
    ),
]
