# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 75: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-polowania-na-dziki-okresy-lochy",
        source="Zgodnie z § 2 rozporządzenia Ministra Środowiska z dnia 16 marca 2005 r. w sprawie określenia okresów polowań na zwierzęta łowne na dziki można polować przez cały rok, z wyjątkiem loch, na które polowanie jest dozwolone wyłącznie od 15 sierpnia do 15 stycznia. Przed wyjściem w łowisko myśliwy musi mieć przy sobie ważne upoważnienie do wykonywania polowania indywidualnego i wpisać się do książki ewidencji pobytu na polowaniu. Pozyskanie zwierzyny należy wpisać do książki niezwłocznie, nie później niż w ciągu 12 godzin od strzału. Strzelanie jest zabronione w odległości mniejszej niż 100 m od zabudowań mieszkalnych. Koła łowieckie mogą wprowadzić w swoich regulaminach dodatkowe ograniczenia.",
        good=[
            Good(
                "preserve",
                "Najważniejsze zasady polowania na dziki (na podstawie § 2 rozporządzenia Ministra Środowiska z 16 marca 2005 r. w sprawie określenia okresów polowań na zwierzęta łowne):\n\n- Dziki można pozyskiwać przez cały rok, ale lochy wyłącznie w okresie od 15 sierpnia do 15 stycznia.\n- Zanim wyjdzie w łowisko, myśliwy musi mieć przy sobie ważne upoważnienie do wykonywania polowania indywidualnego oraz wpisać się do książki ewidencji pobytu na polowaniu.\n- Pozyskaną zwierzynę wpisuje się do książki niezwłocznie – najpóźniej 12 godzin po strzale.\n- Nie wolno strzelać w odległości mniejszej niż 100 m od zabudowań mieszkalnych.\n- Koła łowieckie mogą w swoich regulaminach przewidzieć dodatkowe ograniczenia.",
            ),
            Good(
                "preserve",
                "Myśliwy, zanim uda się w łowisko, ma obowiązek wpisać się do książki ewidencji pobytu na polowaniu i musi mieć przy sobie ważne upoważnienie do wykonywania polowania indywidualnego. Okresy polowań określa § 2 rozporządzenia Ministra Środowiska z dnia 16 marca 2005 r. w sprawie określenia okresów polowań na zwierzęta łowne: na dziki poluje się przez cały rok, przy czym lochy wolno pozyskiwać wyłącznie od 15 sierpnia do 15 stycznia. Każde pozyskanie trzeba niezwłocznie odnotować w książce, nie później niż 12 godzin od oddania strzału. Zabrania się strzelania w odległości mniejszej niż 100 m od zabudowań mieszkalnych. Dodatkowe ograniczenia mogą wprowadzić koła łowieckie w swoich regulaminach.",
            ),
            Good(
                "en",
                "Under § 2 of the Regulation of the Minister of the Environment of 16 March 2005 on hunting seasons for game animals, wild boar may be hunted all year round, except for sows, which may be hunted only from 15 August to 15 January. Before going out into the hunting ground, a hunter must carry a valid authorisation for individual hunting and sign in to the hunting attendance register. Any animal taken must be entered in the register without delay, no later than 12 hours after the shot. Shooting is prohibited within 100 m of residential buildings. Hunting clubs may introduce additional restrictions in their own rules.",
            ),
        ],
        bad=[
            Slip(0, [("§ 2 rozporządzenia", "§ 3 rozporządzenia")], "legal_reference"),
            Slip(1, [("wyłącznie od 15 sierpnia", "wyłącznie od 15 września")], "date"),
            Slip(2, [("a hunter must carry", "a hunter should carry")], "modality"),
        ],
    ),
    Case(
        key="pl-krwiodawstwo-przygotowanie-kwalifikacja-dawcy",
        source="Przed oddaniem krwi zjedz lekki, niskotłuszczowy posiłek i wypij w ciągu doby około 1,5 litra płynów. Nie przychodź na czczo. Krwiodawcą może zostać osoba w wieku od 18 do 65 lat, która waży co najmniej 50 kg. Jednorazowo pobiera się 450 ml krwi pełnej, a cała wizyta w centrum trwa zwykle około godziny. Mężczyźni mogą oddawać krew pełną nie częściej niż 6 razy w roku, kobiety – nie częściej niż 4 razy. Przez kilka godzin po donacji nie należy wykonywać ciężkiej pracy fizycznej. Osoby, które w ciągu ostatnich 4 miesięcy zrobiły tatuaż, nie zostaną zakwalifikowane do oddania krwi.",
        good=[
            Good(
                "preserve",
                "Jak przygotować się do oddania krwi?\n\n1. Zjedz lekki, niskotłuszczowy posiłek – nie przychodź na czczo.\n2. W ciągu doby przed oddaniem krwi wypij około 1,5 litra płynów.\n\nKto może zostać krwiodawcą? Osoba w wieku 18–65 lat, która waży co najmniej 50 kg. Jeżeli w ciągu ostatnich 4 miesięcy zrobiłeś tatuaż, nie zostaniesz zakwalifikowany.\n\nJednorazowo pobiera się 450 ml krwi pełnej, a cała wizyta w centrum trwa zwykle około godziny. Mężczyźni mogą oddawać krew pełną najwyżej 6 razy w roku, kobiety – najwyżej 4 razy. Przez kilka godzin po donacji nie wykonuj ciężkiej pracy fizycznej.",
            ),
            Good(
                "preserve",
                "Krew może oddać osoba w wieku od 18 do 65 lat o masie ciała nie mniejszej niż 50 kg. Nie zostanie zakwalifikowany ktoś, kto w ciągu ostatnich 4 miesięcy wykonał tatuaż. Przed donacją należy spożyć lekki, niskotłuszczowy posiłek – nie należy przychodzić na czczo – oraz wypić w ciągu doby około 1,5 litra płynów. Podczas jednej donacji pobiera się 450 ml krwi pełnej; wizyta w centrum trwa zazwyczaj około godziny. Krew pełną mężczyźni mogą oddawać maksymalnie 6 razy w roku, a kobiety maksymalnie 4 razy. Przez kilka godzin po pobraniu nie należy wykonywać ciężkiej pracy fizycznej.",
            ),
            Good(
                "en",
                "Before donating blood, eat a light, low-fat meal and drink about 1.5 litres of fluids over the day. Do not come on an empty stomach. You can become a donor if you are between 18 and 65 years old and weigh at least 50 kg. A single donation is 450 ml of whole blood, and the whole visit to the centre usually takes about an hour. Men may donate whole blood no more than 6 times a year, women no more than 4 times. Do not do heavy physical work for a few hours after donating. People who have had a tattoo in the last 4 months will not be accepted for donation.",
            ),
        ],
        bad=[
            Slip(0, [("nie zostaniesz zakwalifikowany", "zostaniesz zakwalifikowany")], "negation"),
            Slip(1, [("pobiera się 450 ml", "pobiera się 500 ml")], "number"),
            Slip(2, [("usually takes about an hour", "takes an hour")], "hedge"),
        ],
    ),
    Case(
        key="pl-ulga-rehabilitacyjna-limity-odliczen-pit",
        source="Ulga rehabilitacyjna, uregulowana w art. 26 ust. 7a ustawy o podatku dochodowym od osób fizycznych, pozwala odliczyć od dochodu wydatki poniesione na cele rehabilitacyjne. Część z nich odlicza się w faktycznej wysokości, np. koszty przystosowania mieszkania do potrzeb wynikających z niepełnosprawności czy zakupu wózka inwalidzkiego. Inne podlegają limitom: z tytułu używania samochodu osobowego można odliczyć maksymalnie 2280 zł rocznie, a wydatki na leki – w wysokości nadwyżki ponad 100 zł miesięcznie, jeśli lekarz specjalista stwierdził, że osoba niepełnosprawna powinna je stosować stale. Podatnik musi posiadać orzeczenie o niepełnosprawności lub decyzję o przyznaniu renty. Dokumenty potwierdzające wydatki należy przechowywać przez 5 lat.",
        good=[
            Good(
                "preserve",
                "Ulga rehabilitacyjna (art. 26 ust. 7a ustawy o podatku dochodowym od osób fizycznych) pozwala Ci odliczyć od dochodu wydatki poniesione na cele rehabilitacyjne. Warunek: musisz mieć orzeczenie o niepełnosprawności albo decyzję o przyznaniu renty. Niektóre wydatki, np. przystosowanie mieszkania do potrzeb wynikających z niepełnosprawności lub zakup wózka inwalidzkiego, odliczysz w faktycznie poniesionej wysokości. Inne są limitowane: za używanie samochodu osobowego odliczysz najwyżej 2280 zł w roku, a za leki – nadwyżkę ponad 100 zł miesięcznie, o ile lekarz specjalista stwierdził, że osoba niepełnosprawna powinna je stale stosować. Dokumenty potwierdzające wydatki musisz przechowywać przez 5 lat.",
            ),
            Good(
                "preserve",
                "Ulga rehabilitacyjna – w skrócie:\n\n- podstawa prawna: art. 26 ust. 7a ustawy o podatku dochodowym od osób fizycznych;\n- kto może skorzystać: podatnik, który musi posiadać orzeczenie o niepełnosprawności lub decyzję o przyznaniu renty;\n- w faktycznej wysokości odlicza się m.in. koszty przystosowania mieszkania do potrzeb wynikających z niepełnosprawności i zakupu wózka inwalidzkiego;\n- z limitem: używanie samochodu osobowego – maksymalnie 2280 zł rocznie; leki – nadwyżka ponad 100 zł miesięcznie, jeżeli lekarz specjalista stwierdził, że osoba niepełnosprawna powinna je stosować stale;\n- dokumenty potwierdzające wydatki należy przechowywać przez 5 lat.",
            ),
            Good(
                "en",
                "The rehabilitation relief, governed by Article 26(7a) of the Personal Income Tax Act, lets taxpayers deduct expenses incurred for rehabilitation purposes from their income. To claim it, the taxpayer must hold a disability certificate or a decision granting a pension. Some expenses are deducted in the amount actually incurred, for example the cost of adapting a home to the needs arising from a disability or of buying a wheelchair. Others are capped: up to PLN 2,280 a year for the use of a passenger car, and for medicines, the amount above PLN 100 per month, provided a specialist doctor has found that the disabled person should take them permanently. Documents proving the expenses must be kept for 5 years.",
            ),
        ],
        bad=[
            Slip(0, [("(art. 26 ust. 7a", "(art. 27 ust. 7a")], "legal_reference"),
            Slip(1, [("nadwyżka ponad 100 zł", "nadwyżka ponad 200 zł")], "number"),
            Slip(2, [("the taxpayer must hold", "the taxpayer should hold")], "modality"),
        ],
    ),
    Case(
        key="pl-szkola-zeglarska-kurs-patent-lato",
        source="Szkoła Żeglarska Fala zaprasza na letni kurs na patent żeglarza jachtowego. Zajęcia odbywają się na Zalewie Zegrzyńskim w dwóch turnusach: od 7 do 20 lipca oraz od 4 do 17 sierpnia 2025 r. Program obejmuje 40 godzin zajęć praktycznych i 12 godzin teorii, a w grupie jest maksymalnie 8 uczestników. Cena kursu wynosi 2450 zł i obejmuje zakwaterowanie w domkach, ale nie obejmuje opłaty egzaminacyjnej. Uczestnik musi mieć ukończone 14 lat i umieć pływać. Zapisy przyjmujemy przez formularz na stronie www.szkolafala.pl/kursy lub e-mailem pod adresem biuro@szkolafala.pl. Zaliczkę w wysokości 500 zł należy wpłacić w ciągu 7 dni od zgłoszenia.",
        good=[
            Good(
                "preserve",
                "Letni kurs na patent żeglarza jachtowego – Szkoła Żeglarska Fala\n\nMiejsce: Zalew Zegrzyński\nTerminy (2025): 7–20 lipca lub 4–17 sierpnia\nProgram: 40 godzin praktyki i 12 godzin teorii, w grupie maksymalnie 8 osób\nCena: 2450 zł – z zakwaterowaniem w domkach, bez opłaty egzaminacyjnej\nWymagania: ukończone 14 lat i umiejętność pływania\nZapisy: formularz na www.szkolafala.pl/kursy lub e-mail biuro@szkolafala.pl\nZaliczka: 500 zł, którą trzeba wpłacić w ciągu 7 dni od zgłoszenia",
            ),
            Good(
                "preserve",
                "Marzysz o patencie żeglarza jachtowego? Szkoła Żeglarska Fala organizuje latem 2025 r. kurs na Zalewie Zegrzyńskim – do wyboru masz turnus od 7 do 20 lipca albo od 4 do 17 sierpnia. Czeka Cię 12 godzin teorii i 40 godzin praktyki w grupie liczącej najwyżej 8 osób. Kurs kosztuje 2450 zł; w cenie jest zakwaterowanie w domkach, ale opłata egzaminacyjna nie jest wliczona. Musisz mieć ukończone 14 lat i umieć pływać. Zapisz się przez formularz na www.szkolafala.pl/kursy lub napisz na biuro@szkolafala.pl, a w ciągu 7 dni od zgłoszenia wpłać 500 zł zaliczki.",
            ),
            Good(
                "en",
                "Fala Sailing School invites you to a summer course for the yacht sailor licence. Classes take place on the Zegrze Reservoir in two sessions: 7–20 July and 4–17 August 2025. The programme includes 40 hours of practical training and 12 hours of theory, with no more than 8 participants per group. The course costs PLN 2,450, which covers accommodation in cabins but not the exam fee. Participants must be at least 14 years old and able to swim. You can sign up using the form at www.szkolafala.pl/kursy or by e-mail at biuro@szkolafala.pl. A deposit of PLN 500 must be paid within 7 days of registering.",
            ),
        ],
        bad=[
            Slip(0, [("4–17 sierpnia", "4–18 sierpnia")], "date"),
            Slip(1, [("40 godzin praktyki", "30 godzin praktyki")], "number"),
            Slip(2, [("www.szkolafala.pl/kursy", "www.szkolafala.pl/courses")], "url"),
        ],
    ),
    Case(
        key="pl-regulamin-rod-altany-woda-oplaty",
        source="Wyciąg z regulaminu ROD „Malwa”. Altana na działce nie może mieć więcej niż 35 m² powierzchni zabudowy, a przy dachu stromym jej wysokość nie może przekraczać 5 m. Na terenie ogrodu nie wolno spalać odpadów ani pozostałości roślinnych. Drzewa owocowe sadzi się w odległości co najmniej 3 m od granicy działki. Działkowiec powinien utrzymywać w czystości ścieżki przylegające do jego działki. Z wody z sieci ogrodowej można korzystać od 15 kwietnia do 15 października. Zarząd może wyrazić zgodę na ustawienie uli, jeżeli sąsiedzi nie zgłoszą sprzeciwu. Opłaty ogrodowe za dany rok należy uiścić do 30 czerwca.",
        good=[
            Good(
                "preserve",
                "ROD „Malwa” – najważniejsze zapisy regulaminu:\n\n- altana: maks. 35 m² powierzchni zabudowy, a przy dachu stromym maks. 5 m wysokości;\n- na terenie ogrodu obowiązuje zakaz spalania odpadów i pozostałości roślinnych;\n- drzewa owocowe sadzimy co najmniej 3 m od granicy działki;\n- działkowiec powinien dbać o czystość ścieżek przylegających do jego działki;\n- z wody z sieci ogrodowej można korzystać od 15 kwietnia do 15 października;\n- zarząd może zgodzić się na ustawienie uli, o ile sąsiedzi nie zgłoszą sprzeciwu;\n- opłaty ogrodowe za dany rok trzeba uiścić do 30 czerwca.",
            ),
            Good(
                "preserve",
                "Na działkach w ROD „Malwa” obowiązują m.in. następujące zasady. Altana może mieć najwyżej 35 m² powierzchni zabudowy, a jeśli ma stromy dach – najwyżej 5 m wysokości. Drzewa owocowe sadzi się nie bliżej niż 3 m od granicy działki. Odpadów ani resztek roślinnych nie wolno w ogrodzie palić. Każdy działkowiec powinien dbać o czystość ścieżek przy swojej działce. Woda z sieci ogrodowej jest dostępna od 15 kwietnia do 15 października, a opłaty ogrodowe za dany rok trzeba wnieść do 30 czerwca. Zarząd może pozwolić na ustawienie uli, pod warunkiem że sąsiedzi nie zgłoszą sprzeciwu.",
            ),
            Good(
                "en",
                "Extract from the rules of the “Malwa” allotment garden. A summer house on a plot may not have more than 35 m² of built-up area, and if it has a steep roof, its height may not exceed 5 m. Burning waste or plant residues anywhere in the garden is prohibited. Fruit trees are planted at least 3 m from the plot boundary. Plot holders should keep the paths next to their plots clean. Water from the garden network may be used from 15 April to 15 October. The board may agree to beehives being set up if the neighbours do not object. Garden fees for a given year must be paid by 30 June.",
            ),
        ],
        bad=[
            Slip(0, [("maks. 35 m²", "maks. 45 m²")], "number"),
            Slip(
                1,
                [
                    (
                        "Odpadów ani resztek roślinnych nie wolno w ogrodzie palić.",
                        "Odpady i resztki roślinne wolno w ogrodzie palić.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("Plot holders should keep", "Plot holders must keep")], "modality"),
        ],
    ),
    Case(
        key="pl-cmentarz-oplata-prolongacyjna-grobu-termin",
        source="Zarząd Cmentarza Komunalnego w Lesznie przypomina, że opłata za miejsce grobowe wnoszona jest na okres 20 lat. Po tym czasie grób może zostać ponownie wykorzystany, chyba że dysponent grobu wniesie opłatę prolongacyjną na kolejne 20 lat. W przypadku grobów, dla których okres opłaty upływa 31 grudnia 2025 r., wniosek o przedłużenie należy złożyć w biurze cmentarza przy ul. Spokojnej 4 do 30 listopada 2025 r. Opłata prolongacyjna za grób pojedynczy wynosi 820 zł, a za grób rodzinny 1450 zł. Jeśli opłata nie zostanie wniesiona, grób nie zostanie zlikwidowany od razu: zarząd najpierw umieści na nim informację i odczeka co najmniej 6 miesięcy.",
        good=[
            Good(
                "preserve",
                "Opłatę za miejsce grobowe na Cmentarzu Komunalnym w Lesznie wnosi się na 20 lat. Gdy ten okres minie, grób może zostać ponownie wykorzystany, o ile dysponent nie uiści opłaty prolongacyjnej na kolejne 20 lat. Zarząd cmentarza przypomina dysponentom grobów, których okres opłaty upływa 31 grudnia 2025 r., że wniosek o przedłużenie trzeba złożyć do 30 listopada 2025 r. w biurze cmentarza przy ul. Spokojnej 4. Prolongata kosztuje 820 zł w przypadku grobu pojedynczego i 1450 zł w przypadku grobu rodzinnego. Brak opłaty nie oznacza natychmiastowej likwidacji grobu – zarząd najpierw umieści na nim informację, a następnie odczeka co najmniej 6 miesięcy.",
            ),
            Good(
                "preserve",
                "Na jak długo opłaca się grób? Na 20 lat. Po tym czasie miejsce może zostać ponownie wykorzystane, chyba że dysponent wniesie opłatę prolongacyjną na kolejne 20 lat.\n\nKogo dotyczy termin? Dysponentów grobów, dla których okres opłaty kończy się 31 grudnia 2025 r. Wniosek o przedłużenie należy złożyć do 30 listopada 2025 r. w biurze Cmentarza Komunalnego w Lesznie, ul. Spokojna 4.\n\nIle to kosztuje? 820 zł za grób pojedynczy i 1450 zł za grób rodzinny.\n\nCo, jeśli opłata nie zostanie wniesiona? Grób nie zostanie zlikwidowany od razu – zarząd najpierw umieści na nim informację i odczeka co najmniej 6 miesięcy.",
            ),
            Good(
                "en",
                "The Management of the Municipal Cemetery in Leszno reminds you that the fee for a grave plot is paid for a period of 20 years. After that, the grave may be reused unless its holder pays an extension fee for another 20 years. For graves whose fee period ends on 31 December 2025, the extension application must be submitted at the cemetery office at ul. Spokojna 4 by 30 November 2025. The extension fee is PLN 820 for a single grave and PLN 1,450 for a family grave. If the fee is not paid, the grave will not be removed immediately: the management will first place a notice on it and wait at least 6 months.",
            ),
        ],
        bad=[
            Slip(0, [("do 30 listopada 2025 r.", "do 30 października 2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "w Lesznie, ul. Spokojna 4.",
                        "w Lesznie, ul. Spokojna 4, czynnym od poniedziałku do piątku w godz. 8:00–15:00.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "the grave will not be removed immediately",
                        "the grave will be removed immediately",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-rusztowania-zasady-bhp-montaz-odbior",
        source="## Rusztowania – zasady bezpiecznej pracy\n\n- Rusztowanie może montować i demontować wyłącznie osoba posiadająca uprawnienia montera rusztowań.\n- Przed dopuszczeniem do użytkowania rusztowanie musi zostać odebrane przez kierownika robót, a odbiór należy wpisać do dziennika budowy.\n- Pomosty robocze muszą mieć balustradę o wysokości co najmniej 1,1 m oraz krawężnik o wysokości minimum 15 cm.\n- Nie wolno pracować na rusztowaniu podczas burzy ani przy wietrze o prędkości powyżej 10 m/s.\n- Obciążenie pomostu nie może przekraczać 200 kg/m², chyba że producent dopuszcza większe.\n- Po przerwie w pracy dłuższej niż 10 dni oraz po każdej burzy lub silnym wietrze rusztowanie należy ponownie sprawdzić.",
        good=[
            Good(
                "preserve",
                "## Bezpieczna praca na rusztowaniu\n\n- Montaż i demontaż rusztowania może wykonywać tylko osoba z uprawnieniami montera rusztowań.\n- Zanim rusztowanie zostanie dopuszczone do użytkowania, musi je odebrać kierownik robót; odbiór trzeba odnotować w dzienniku budowy.\n- Każdy pomost roboczy musi mieć balustradę o wysokości min. 1,1 m i krawężnik o wysokości min. 15 cm.\n- Podczas burzy oraz gdy wiatr wieje z prędkością powyżej 10 m/s, nie wolno pracować na rusztowaniu.\n- Pomostu nie wolno obciążać bardziej niż 200 kg/m², chyba że producent dopuszcza większe obciążenie.\n- Jeśli przerwa w pracy trwała dłużej niż 10 dni, a także po każdej burzy lub silnym wietrze, rusztowanie trzeba ponownie sprawdzić.",
            ),
            Good(
                "preserve",
                "## Zasady bezpiecznej pracy na rusztowaniach\n\nMontować i demontować rusztowanie może wyłącznie osoba mająca uprawnienia montera rusztowań. Rusztowanie można dopuścić do użytkowania dopiero po odbiorze dokonanym przez kierownika robót, a odbiór należy wpisać do dziennika budowy. Pomosty robocze muszą być wyposażone w balustradę o wysokości co najmniej 1,1 m i krawężnik o wysokości co najmniej 15 cm. Obciążenie pomostu nie może przekraczać 200 kg/m², o ile producent nie dopuszcza większego. Praca na rusztowaniu jest zabroniona w czasie burzy oraz przy wietrze o prędkości powyżej 10 m/s. Po przerwie w pracy dłuższej niż 10 dni, a także po każdej burzy lub silnym wietrze, rusztowanie należy ponownie sprawdzić.",
            ),
            Good(
                "en",
                "## Scaffolding – safe work rules\n\n- Scaffolding must not be assembled or dismantled by anyone who is not a licensed scaffolding erector.\n- Before it is put into use, the scaffolding must be formally accepted by the site manager, and the acceptance must be recorded in the site log.\n- Working platforms must have a guardrail at least 1.1 m high and a toe board at least 15 cm high.\n- Do not work on scaffolding during a thunderstorm or when the wind speed exceeds 10 m/s.\n- The platform load must not exceed 200 kg/m² unless the manufacturer allows a higher load.\n- After a break in work of more than 10 days, and after every storm or strong wind, the scaffolding must be checked again.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "krawężnik o wysokości min. 15 cm.",
                        "krawężnik o wysokości min. 15 cm, a od strony ulicy całe rusztowanie musi być osłonięte siatką ochronną.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("co najmniej 1,1 m", "co najmniej 0,9 m")], "number"),
            Slip(2, [("anyone who is not a licensed", "anyone who is a licensed")], "negation"),
        ],
    ),
    Case(
        key="pl-rekrutacja-przedszkola-wieliczka-terminy-wnioski",
        source="Rekrutacja do przedszkoli publicznych w Gminie Wieliczka na rok szkolny 2025/2026 rozpocznie się 3 marca 2025 r. o godz. 9:00 i potrwa do 17 marca 2025 r. do godz. 15:00. Wnioski składa się elektronicznie przez stronę https://nabor.wieliczka.eu, a podpisany wydruk należy dostarczyć do przedszkola pierwszego wyboru. We wniosku można wskazać maksymalnie trzy placówki. Rodzice dzieci, które już chodzą do przedszkola, muszą w dniach 17–21 lutego złożyć deklarację o kontynuowaniu wychowania przedszkolnego – nie biorą oni udziału w rekrutacji. Listy dzieci zakwalifikowanych zostaną opublikowane 4 kwietnia 2025 r. Do wniosku warto dołączyć dokumenty potwierdzające spełnianie kryteriów, np. oświadczenie o wielodzietności rodziny.",
        good=[
            Good(
                "preserve",
                "Rekrutacja do publicznych przedszkoli w Gminie Wieliczka – rok szkolny 2025/2026:\n\n- 17–21 lutego: rodzice dzieci, które już uczęszczają do przedszkola, muszą złożyć deklarację o kontynuowaniu wychowania przedszkolnego (nie biorą oni udziału w rekrutacji);\n- od 3 marca 2025 r., godz. 9:00, do 17 marca 2025 r., godz. 15:00: składanie wniosków elektronicznie na stronie https://nabor.wieliczka.eu;\n- 4 kwietnia 2025 r.: publikacja list dzieci zakwalifikowanych.\n\nPodpisany wydruk wniosku należy dostarczyć do przedszkola pierwszego wyboru. We wniosku można wskazać najwyżej trzy placówki. Warto dołączyć dokumenty potwierdzające spełnianie kryteriów, np. oświadczenie o wielodzietności rodziny.",
            ),
            Good(
                "preserve",
                "Chcesz zapisać dziecko do publicznego przedszkola w Gminie Wieliczka na rok szkolny 2025/2026? Wniosek wypełnisz online na https://nabor.wieliczka.eu od 3 marca 2025 r. (od godz. 9:00) do 17 marca 2025 r. (do godz. 15:00). Możesz wskazać maksymalnie trzy przedszkola. Podpisany wydruk wniosku musisz dostarczyć do przedszkola, które wybrałeś jako pierwsze. Warto dołączyć dokumenty potwierdzające spełnianie kryteriów – na przykład oświadczenie o wielodzietności rodziny. Jeśli Twoje dziecko już chodzi do przedszkola, nie bierze udziału w rekrutacji, ale w dniach 17–21 lutego musisz złożyć deklarację o kontynuowaniu wychowania przedszkolnego. Listy zakwalifikowanych dzieci zostaną opublikowane 4 kwietnia 2025 r.",
            ),
            Good(
                "en",
                "Admissions to public kindergartens in Wieliczka Municipality for the 2025/2026 school year will open on 3 March 2025 at 9:00 and close on 17 March 2025 at 15:00. Applications are submitted online at https://nabor.wieliczka.eu, and a signed printout must then be delivered to the kindergarten of first choice. Up to three kindergartens can be listed on the application. Parents of children who already attend kindergarten must submit a declaration of continued preschool education between 17 and 21 February; they do not take part in the admissions process. The lists of admitted children will be published on 4 April 2025. It is worth attaching documents confirming that the criteria are met, e.g. a statement that the family is a large family.",
            ),
        ],
        bad=[
            Slip(0, [("- 4 kwietnia 2025 r.", "- 14 kwietnia 2025 r.")], "date"),
            Slip(1, [("https://nabor.wieliczka.eu", "https://nabor.wieliczka.pl")], "url"),
            Slip(
                2,
                [
                    (
                        "already attend kindergarten must submit",
                        "already attend kindergarten may submit",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-zezwolenie-wedkarskie-pzw-olsztyn-limity",
        source="Zezwolenie na amatorski połów ryb w wodach Okręgu PZW w Olsztynie kosztuje w 2025 r. 280 zł dla członków związku, a młodzież do 16 lat płaci 40 zł. Uprawnia ono do połowu metodą spinningową i gruntową, zarówno z brzegu, jak i z łodzi. Dzienny limit wynosi 2 szczupaki i 3 sandacze, a łączna masa zabranych ryb nie może przekroczyć 5 kg. Nie wolno łowić na więcej niż dwie wędki jednocześnie. W okresie ochronnym szczupaka, od 1 stycznia do 30 kwietnia, złowione szczupaki trzeba wypuścić. Rejestr połowów należy zwrócić do koła do 31 stycznia następnego roku; wędkarze, którzy tego nie zrobią, nie otrzymają zniżki przy zakupie kolejnego zezwolenia.",
        good=[
            Good(
                "preserve",
                "Zezwolenie wędkarskie Okręgu PZW w Olsztynie na 2025 r. – najważniejsze informacje:\n\n- cena: 280 zł dla członków związku, 40 zł dla młodzieży do 16 lat;\n- metody: spinning i grunt, z brzegu i z łodzi;\n- limit dzienny: 2 szczupaki i 3 sandacze, a łącznie nie więcej niż 5 kg zabranych ryb;\n- nie łów na więcej niż dwie wędki jednocześnie;\n- od 1 stycznia do 30 kwietnia trwa okres ochronny szczupaka – każdego złowionego szczupaka musisz wypuścić;\n- rejestr połowów zwróć do koła do 31 stycznia następnego roku, w przeciwnym razie nie dostaniesz zniżki przy zakupie kolejnego zezwolenia.",
            ),
            Good(
                "preserve",
                "W 2025 r. zezwolenie na amatorski połów ryb w wodach Okręgu PZW w Olsztynie kosztuje członków związku 280 zł, a młodzież do 16 lat – 40 zł. Można z nim łowić metodą spinningową i gruntową, z brzegu lub z łodzi, ale nie na więcej niż dwie wędki jednocześnie. Dziennie wolno zabrać 2 szczupaki i 3 sandacze, przy czym łączna masa zabranych ryb nie może przekroczyć 5 kg. Szczupaki złowione w okresie ochronnym, czyli od 1 stycznia do 30 kwietnia, trzeba wypuścić. Rejestr połowów należy oddać w kole do 31 stycznia następnego roku – kto tego nie zrobi, nie otrzyma zniżki przy zakupie kolejnego zezwolenia.",
            ),
            Good(
                "en",
                "In 2025, a permit for recreational fishing in the waters of the Olsztyn District of the Polish Angling Association (PZW) costs PLN 280 for members, while young people up to 16 pay PLN 40. It covers spinning and bottom fishing, both from the shore and from a boat. The daily limit is 2 pike and 3 zander, and the total weight of fish taken must not exceed 5 kg. Fishing with more than two rods at a time is not allowed. During the pike closed season, from 1 January to 30 April, any pike caught must be released. The catch register must be returned to the club by 31 January of the following year; anglers who fail to do so will not receive a discount on their next permit.",
            ),
        ],
        bad=[
            Slip(0, [("2 szczupaki i 3 sandacze", "2 szczupaki i 4 sandacze")], "number"),
            Slip(
                1,
                [("ale nie na więcej niż dwie wędki", "także na więcej niż dwie wędki")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "both from the shore and from a boat.",
                        "both from the shore and from a boat, as well as night fishing on all lakes in the district.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-spoldzielnia-zaliczki-co-rozliczenie-ciepla",
        source="Szanowni Mieszkańcy, rozliczenie kosztów ogrzewania za sezon 2024/2025 zostanie dostarczone do skrzynek pocztowych do 30 września 2025 r. W związku ze wzrostem cen ciepła od 1 lipca zaliczka na centralne ogrzewanie wzrośnie z 4,20 zł do 4,85 zł miesięcznie za każdy m² powierzchni użytkowej. Szacujemy, że dla przeciętnego mieszkania o powierzchni 50 m² oznacza to wzrost opłaty o około 33 zł miesięcznie. Nadpłaty zostaną zaliczone na poczet przyszłych opłat, a niedopłatę należy uregulować w ciągu 30 dni od otrzymania rozliczenia. Mieszkańcy, którzy nie zgadzają się z rozliczeniem, mogą złożyć reklamację w administracji osiedla w terminie 14 dni od jego doręczenia. Zarząd Spółdzielni Mieszkaniowej „Słoneczna”.",
        good=[
            Good(
                "preserve",
                "Drodzy Mieszkańcy! Od 1 lipca, z powodu wzrostu cen ciepła, zaliczka na centralne ogrzewanie rośnie z 4,20 zł do 4,85 zł miesięcznie za każdy m² powierzchni użytkowej. W przeciętnym mieszkaniu o powierzchni 50 m² opłata będzie – według naszych szacunków – wyższa o około 33 zł miesięcznie. Rozliczenie kosztów ogrzewania za sezon 2024/2025 trafi do Państwa skrzynek pocztowych do 30 września 2025 r. Nadpłaty zaliczymy na poczet przyszłych opłat, a niedopłatę trzeba uregulować w ciągu 30 dni od otrzymania rozliczenia. Jeśli nie zgadzają się Państwo z rozliczeniem, mogą Państwo złożyć reklamację w administracji osiedla w ciągu 14 dni od jego doręczenia.\n\nZarząd SM „Słoneczna”",
            ),
            Good(
                "preserve",
                "Informacja Zarządu Spółdzielni Mieszkaniowej „Słoneczna”\n\n1. Rozliczenie kosztów ogrzewania za sezon 2024/2025 zostanie doręczone do skrzynek pocztowych do 30 września 2025 r.\n2. Od 1 lipca, w związku ze wzrostem cen ciepła, zaliczka na c.o. wyniesie 4,85 zł miesięcznie za m² powierzchni użytkowej (dotychczas 4,20 zł). Szacujemy, że dla przeciętnego mieszkania o powierzchni 50 m² oznacza to opłatę wyższą o ok. 33 zł miesięcznie.\n3. Nadpłaty zostaną zaliczone na poczet przyszłych opłat; niedopłatę należy uregulować w terminie 30 dni od otrzymania rozliczenia.\n4. Mieszkańcy, którzy nie zgadzają się z rozliczeniem, mogą złożyć reklamację w administracji osiedla w terminie 14 dni od jego doręczenia.",
            ),
            Good(
                "en",
                "Dear Residents, the heating cost statement for the 2024/2025 season will be delivered to your letterboxes by 30 September 2025. Because heat prices have risen, from 1 July the advance payment for central heating will go up from PLN 4.20 to PLN 4.85 per m² of usable floor area per month. We estimate that for an average 50 m² flat this means about PLN 33 more per month. Any overpayments will be credited against future charges, and any underpayment must be settled within 30 days of receiving the statement. Residents who disagree with the statement can file a complaint with the estate administration office within 14 days of its delivery.\n\nThe Board of the “Słoneczna” Housing Cooperative",
            ),
        ],
        bad=[
            Slip(0, [("do 4,85 zł", "do 4,58 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "Szacujemy, że dla przeciętnego mieszkania o powierzchni 50 m² oznacza to opłatę wyższą o ok. 33 zł",
                        "Dla przeciętnego mieszkania o powierzchni 50 m² oznacza to opłatę wyższą o 33 zł",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "Residents who disagree with the statement can file",
                        "Residents who disagree with the statement must file",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-readme-pdfscal-instalacja-uzycie-opcje",
        source="# pdfscal\n\nProste narzędzie wiersza poleceń do łączenia plików PDF.\n\n## Instalacja\n\nWymagany jest Python 3.10 lub nowszy. Pakiet instalujesz poleceniem:\n\n```\npip install pdfscal\n```\n\n## Użycie\n\nPolecenie `pdfscal wynik.pdf a.pdf b.pdf` łączy pliki `a.pdf` i `b.pdf` w podanej kolejności i zapisuje wynik jako `wynik.pdf`. Opcja `--kompresuj` zmniejsza rozmiar pliku wynikowego, ale może obniżyć jakość obrazów. Domyślnie narzędzie nie nadpisuje istniejących plików – jeśli chcesz to zmienić, dodaj opcję `--nadpisz`. Pliki zabezpieczone hasłem nie są obecnie obsługiwane.\n\nBłędy zgłaszaj na https://github.com/przyklad/pdfscal/issues.",
        good=[
            Good(
                "preserve",
                "# pdfscal\n\nNarzędzie działające w wierszu poleceń, które służy do scalania plików PDF.\n\n## Instalacja\n\nDo działania wymagany jest Python w wersji 3.10 lub nowszej. Instalacja:\n\n```\npip install pdfscal\n```\n\n## Użycie\n\nAby połączyć `a.pdf` i `b.pdf` (w tej kolejności) w plik `wynik.pdf`, uruchom:\n\n```\npdfscal wynik.pdf a.pdf b.pdf\n```\n\nOpcja `--kompresuj` zmniejsza plik wynikowy, choć może pogorszyć jakość obrazów. Istniejące pliki domyślnie nie są nadpisywane; aby to zmienić, użyj opcji `--nadpisz`. Obecnie narzędzie nie obsługuje plików zabezpieczonych hasłem.\n\nZgłoszenia błędów: https://github.com/przyklad/pdfscal/issues",
            ),
            Good(
                "preserve",
                "# pdfscal\n\nŁączy pliki PDF z poziomu wiersza poleceń.\n\n## Instalacja\n\nWymagany jest Python 3.10 lub nowszy. Zainstaluj pakiet:\n\n```\npip install pdfscal\n```\n\n## Użycie\n\n`pdfscal wynik.pdf a.pdf b.pdf` scala `a.pdf` i `b.pdf` w podanej kolejności i zapisuje wynik jako `wynik.pdf`.\n\n- `--kompresuj` – zmniejsza plik wynikowy (może obniżyć jakość obrazów);\n- `--nadpisz` – pozwala nadpisywać istniejące pliki, czego domyślnie narzędzie nie robi.\n\nPliki zabezpieczone hasłem nie są na razie obsługiwane. Znalazłeś błąd? Zgłoś go na https://github.com/przyklad/pdfscal/issues.",
            ),
            Good(
                "en",
                "# pdfscal\n\nA simple command-line tool for merging PDF files.\n\n## Installation\n\nPython 3.10 or newer is required. Install the package with:\n\n```\npip install pdfscal\n```\n\n## Usage\n\nThe command `pdfscal wynik.pdf a.pdf b.pdf` merges `a.pdf` and `b.pdf` in the given order and saves the result as `wynik.pdf`. The `--kompresuj` option reduces the size of the output file but may lower image quality. By default, the tool does not overwrite existing files; add the `--nadpisz` option if you want to change that. Password-protected files are not currently supported.\n\nReport bugs at https://github.com/przyklad/pdfscal/issues.",
            ),
        ],
        bad=[
            Slip(0, [("Opcja `--kompresuj`", "Opcja `--kompresja`")], "code"),
            Slip(1, [("```\npip install pdfscal\n```", "pip install pdfscal")], "markdown"),
            Slip(
                2,
                [("Python 3.10 or newer is required.", "Python 3.10 or newer is recommended.")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-badanie-pm10-astma-dzieci-wizyty",
        source="Badanie opublikowane w czasopiśmie „Environmental Research” (Nowak i in., 2021, t. 195, s. 110–118) objęło 1240 dzieci w wieku 6–12 lat z Krakowa i Rzeszowa. Autorzy ustalili, że w dniach, w których stężenie PM10 przekraczało 50 µg/m³, liczba wizyt w poradniach z powodu zaostrzenia astmy była średnio o 18% wyższa niż w pozostałe dni. Jak jednak zastrzegają, związek ten nie musi oznaczać zależności przyczynowej, ponieważ nie uwzględniono m.in. narażenia dzieci na dym tytoniowy w domu. Efekt był prawdopodobnie silniejszy zimą, gdy do smogu w dużym stopniu przyczynia się ogrzewanie węglem, jednak próba była zbyt mała, by to potwierdzić.",
        good=[
            Good(
                "preserve",
                "Nowak i współpracownicy (2021) opisali w „Environmental Research” (t. 195, s. 110–118) wyniki badania, które objęło 1240 dzieci w wieku od 6 do 12 lat z Krakowa i Rzeszowa. W dniach, w których stężenie PM10 przekraczało 50 µg/m³, wizyt w poradniach z powodu zaostrzenia astmy było średnio o 18% więcej niż w pozostałe dni. Autorzy zaznaczają jednak, że nie musi to świadczyć o związku przyczynowym – w analizie nie uwzględniono bowiem m.in. narażenia dzieci na dym tytoniowy w domu. Zimą, kiedy smog w dużej mierze pochodzi z ogrzewania węglem, efekt był prawdopodobnie silniejszy, ale próba okazała się zbyt mała, by to potwierdzić.",
            ),
            Good(
                "preserve",
                "W pracy Nowak i in. (2021), opublikowanej w „Environmental Research” (t. 195, s. 110–118), przeanalizowano dane 1240 dzieci w wieku 6–12 lat z Krakowa i Rzeszowa. Autorzy ustalili, że w dniach, w których stężenie PM10 przekraczało 50 µg/m³, liczba wizyt w poradniach z powodu zaostrzeń astmy była przeciętnie o 18% wyższa niż w pozostałych dniach. Efekt ten był prawdopodobnie silniejszy w sezonie zimowym, kiedy ogrzewanie węglem w dużym stopniu przyczynia się do powstawania smogu, jednak liczebność próby nie pozwoliła tego potwierdzić. Autorzy zastrzegają, że zaobserwowany związek nie musi mieć charakteru przyczynowego, ponieważ nie uwzględniono m.in. narażenia dzieci na dym tytoniowy w domu.",
            ),
            Good(
                "en",
                "A study published in Environmental Research (Nowak et al., 2021, vol. 195, pp. 110–118) included 1,240 children aged 6–12 from Kraków and Rzeszów. The authors found that on days when PM10 concentrations exceeded 50 µg/m³, the number of clinic visits for asthma exacerbations was on average 18% higher than on other days. However, they caution that this association does not necessarily imply causation, because factors such as the children's exposure to tobacco smoke at home were not taken into account. The effect was probably stronger in winter, when coal heating contributes heavily to smog, but the sample was too small to confirm this.",
            ),
        ],
        bad=[
            Slip(0, [("(t. 195, s. 110–118)", "(t. 159, s. 110–118)")], "citation"),
            Slip(
                1,
                [("Efekt ten był prawdopodobnie silniejszy", "Efekt ten był wyraźnie silniejszy")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "from Kraków and Rzeszów.",
                        "from Kraków and Rzeszów and was funded by the National Science Centre.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-praca-dyplomowa-zlozenie-apd-bibliografia",
        source="Pracę dyplomową należy złożyć w dziekanacie Wydziału Ekonomii w wersji papierowej oraz wgrać w formacie PDF do systemu APD najpóźniej do 15 czerwca 2025 r. Wgrany plik zostanie automatycznie sprawdzony w Jednolitym Systemie Antyplagiatowym. Bibliografię sporządza się zgodnie ze stylem APA (wydanie 7.), np.: Kowalska, A. (2019). Rynek pracy absolwentów. Wydawnictwo Naukowe PWN. Nie należy powoływać się na źródła, których nie da się zweryfikować, takie jak anonimowe wpisy na forach internetowych. Promotor zatwierdza pracę w systemie w ciągu 7 dni od jej wgrania. Egzamin dyplomowy może się odbyć nie wcześniej niż 14 dni po złożeniu pracy.",
        good=[
            Good(
                "preserve",
                "Jak złożyć pracę dyplomową na Wydziale Ekonomii:\n\n1. Do 15 czerwca 2025 r. złóż wersję papierową w dziekanacie i wgraj plik PDF do systemu APD.\n2. Wgrany plik zostanie automatycznie sprawdzony w Jednolitym Systemie Antyplagiatowym.\n3. Promotor zatwierdza pracę w systemie w ciągu 7 dni od jej wgrania.\n4. Egzamin dyplomowy może się odbyć najwcześniej 14 dni po złożeniu pracy.\n\nBibliografię przygotuj w stylu APA (7. wydanie), np.: Kowalska, A. (2019). Rynek pracy absolwentów. Wydawnictwo Naukowe PWN. Nie powołuj się na źródła, których nie da się zweryfikować, takie jak anonimowe wpisy na forach internetowych.",
            ),
            Good(
                "preserve",
                "Termin złożenia pracy dyplomowej na Wydziale Ekonomii upływa 15 czerwca 2025 r. Do tego dnia trzeba zarówno dostarczyć do dziekanatu egzemplarz papierowy, jak i wgrać pracę w formacie PDF do systemu APD, gdzie zostanie ona automatycznie sprawdzona w Jednolitym Systemie Antyplagiatowym. W ciągu 7 dni od wgrania promotor zatwierdza pracę w systemie, a egzamin dyplomowy może się odbyć nie wcześniej niż 14 dni po jej złożeniu. Bibliografię sporządza się w stylu APA (wydanie 7.) – przykład zapisu: Kowalska, A. (2019). Rynek pracy absolwentów. Wydawnictwo Naukowe PWN. Nie należy powoływać się na źródła niemożliwe do zweryfikowania, na przykład anonimowe wpisy na forach internetowych.",
            ),
            Good(
                "en",
                "The diploma thesis must be submitted in paper form to the dean's office of the Faculty of Economics and uploaded as a PDF to the APD system no later than 15 June 2025. The uploaded file will be automatically checked by the Uniform Anti-Plagiarism System. The bibliography is prepared in APA style (7th edition), e.g.: Kowalska, A. (2019). Rynek pracy absolwentów. Wydawnictwo Naukowe PWN. Do not cite sources that cannot be verified, such as anonymous posts on internet forums. The supervisor approves the thesis in the system within 7 days of its upload. The diploma examination may take place no earlier than 14 days after the thesis is submitted.",
            ),
        ],
        bad=[
            Slip(0, [("Do 15 czerwca 2025 r.", "Do 30 czerwca 2025 r.")], "date"),
            Slip(1, [("Kowalska, A. (2019)", "Kowalska, A. (2016)")], "citation"),
            Slip(
                2, [("sources that cannot be verified", "sources that can be verified")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-ulotka-tabletki-przeciwbolowe-dawka-ciaza",
        source="Dawkowanie: dorośli i młodzież powyżej 12 lat – 1 lub 2 tabletki (200–400 mg ibuprofenu) co 4–6 godzin, w zależności od potrzeby. Nie należy przyjmować więcej niż 6 tabletek (1200 mg) na dobę. Tabletki należy połykać po posiłku, popijając wodą. Bez konsultacji z lekarzem nie stosować dłużej niż 3 dni w przypadku gorączki i 5 dni w przypadku bólu. Lek może powodować dolegliwości żołądkowe, takie jak nudności czy zgaga; występują one u mniej niż 1 na 10 pacjentów. Kobiety w ciąży powinny skonsultować stosowanie leku z lekarzem, a w trzecim trymestrze ciąży lek jest przeciwwskazany.",
        good=[
            Good(
                "preserve",
                "Jak stosować lek:\n\n- Dorośli i młodzież powyżej 12 lat: 1–2 tabletki (200–400 mg ibuprofenu) co 4–6 godzin, w zależności od potrzeby.\n- Nie przyjmuj więcej niż 6 tabletek (1200 mg) na dobę.\n- Tabletki połykaj po posiłku, popijając wodą.\n- Bez konsultacji z lekarzem nie stosuj leku dłużej niż 3 dni przy gorączce i 5 dni przy bólu.\n\nMożliwe działania niepożądane: lek może powodować dolegliwości żołądkowe, np. nudności lub zgagę – występują one u mniej niż 1 na 10 pacjentów.\n\nCiąża: kobiety w ciąży powinny skonsultować stosowanie leku z lekarzem; w trzecim trymestrze lek jest przeciwwskazany.",
            ),
            Good(
                "preserve",
                "Dorośli i młodzież powyżej 12 lat przyjmują, w zależności od potrzeby, 1 lub 2 tabletki (200–400 mg ibuprofenu) co 4–6 godzin, jednak nie więcej niż 6 tabletek (1200 mg) w ciągu doby. Tabletki należy połykać po posiłku i popijać wodą. Bez konsultacji z lekarzem leku nie należy stosować dłużej niż 3 dni w przypadku gorączki ani dłużej niż 5 dni w przypadku bólu. Lek może wywoływać dolegliwości żołądkowe, np. nudności lub zgagę, które występują u mniej niż 1 na 10 pacjentów. Kobiety w ciąży powinny przed zastosowaniem leku skonsultować się z lekarzem, a w trzecim trymestrze ciąży lek jest przeciwwskazany.",
            ),
            Good(
                "en",
                "Dosage: adults and adolescents over 12 years – 1 or 2 tablets (200–400 mg of ibuprofen) every 4–6 hours, as needed. Do not take more than 6 tablets (1,200 mg) in 24 hours. Swallow the tablets after a meal with water. Without consulting a doctor, do not use for more than 3 days for fever or 5 days for pain. The medicine may cause stomach problems such as nausea or heartburn; these occur in fewer than 1 in 10 patients. Pregnant women should consult a doctor about using this medicine, and it is contraindicated in the third trimester of pregnancy.",
            ),
        ],
        bad=[
            Slip(0, [("więcej niż 6 tabletek", "więcej niż 8 tabletek")], "number"),
            Slip(1, [("Lek może wywoływać dolegliwości", "Lek wywołuje dolegliwości")], "hedge"),
            Slip(2, [("Pregnant women should consult", "Pregnant women may consult")], "modality"),
        ],
    ),
    Case(
        key="pl-odszkodowanie-opoznienie-pociagu-wniosek-reklamacja",
        source="Jeżeli pociąg dotarł do stacji docelowej z opóźnieniem od 60 do 119 minut, przysługuje Ci odszkodowanie w wysokości 25% ceny biletu, a przy opóźnieniu wynoszącym 120 minut lub więcej – 50%. Uprawnienie to wynika z art. 19 rozporządzenia Parlamentu Europejskiego i Rady (UE) 2021/782 dotyczącego praw i obowiązków pasażerów w ruchu kolejowym. Wniosek możesz złożyć w kasie biletowej albo przez formularz na stronie www.koleje-regionalne.pl/reklamacje. Przewoźnik rozpatruje reklamację w ciągu 30 dni. Odszkodowanie nie jest wypłacane, jeżeli jego kwota nie przekracza 4 euro. Do wniosku dołącz oryginał biletu lub podaj jego numer.",
        good=[
            Good(
                "preserve",
                "Odszkodowanie za opóźnienie pociągu – co warto wiedzieć:\n\n- opóźnienie na stacji docelowej od 60 do 119 minut: 25% ceny biletu;\n- opóźnienie 120 minut lub większe: 50% ceny biletu;\n- kwoty nieprzekraczające 4 euro nie są wypłacane;\n- podstawa prawna: art. 19 rozporządzenia Parlamentu Europejskiego i Rady (UE) 2021/782 dotyczącego praw i obowiązków pasażerów w ruchu kolejowym;\n- wniosek możesz złożyć w kasie biletowej lub przez formularz na www.koleje-regionalne.pl/reklamacje – dołącz do niego oryginał biletu albo podaj jego numer;\n- przewoźnik rozpatruje reklamację w ciągu 30 dni.",
            ),
            Good(
                "preserve",
                "Na podstawie art. 19 rozporządzenia Parlamentu Europejskiego i Rady (UE) 2021/782 dotyczącego praw i obowiązków pasażerów w ruchu kolejowym pasażerowi przysługuje odszkodowanie, jeżeli pociąg dotarł do stacji docelowej z opóźnieniem. Wynosi ono 25% ceny biletu przy opóźnieniu od 60 do 119 minut oraz 50% przy opóźnieniu wynoszącym 120 minut lub więcej. Odszkodowanie w kwocie nieprzekraczającej 4 euro nie jest wypłacane. Wniosek można złożyć w kasie biletowej lub za pośrednictwem formularza na stronie www.koleje-regionalne.pl/reklamacje; należy dołączyć do niego oryginał biletu albo podać jego numer. Przewoźnik rozpatruje reklamację w terminie 30 dni.",
            ),
            Good(
                "en",
                "If your train reached its destination 60 to 119 minutes late, you are entitled to compensation of 25% of the ticket price; for a delay of 120 minutes or more, it is 50%. This right derives from Article 19 of Regulation (EU) 2021/782 of the European Parliament and of the Council on rail passengers' rights and obligations. You can submit a claim at a ticket office or via the form at www.koleje-regionalne.pl/reklamacje. The carrier processes complaints within 30 days. Compensation is not paid if the amount does not exceed EUR 4. Attach the original ticket to your claim or provide its number.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("www.koleje-regionalne.pl/reklamacje", "www.koleje-regionalne.pl/zwroty")],
                "url",
            ),
            Slip(1, [("(UE) 2021/782", "(UE) 2021/728")], "legal_reference"),
            Slip(2, [("25% of the ticket price", "20% of the ticket price")], "number"),
        ],
    ),
    Case(
        key="pl-vpn-zasady-hasla-dwuskladnikowe-helpdesk",
        source="### Dostęp do VPN – zasady\n\n1. Hasło musi mieć co najmniej 12 znaków i nie może zawierać Twojego loginu.\n2. Włącz uwierzytelnianie dwuskładnikowe w aplikacji `Authenticator` – bez niego połączenie nie zostanie nawiązane.\n3. Plik konfiguracyjny pobierzesz poleceniem `vpnctl pobierz --profil biuro`.\n4. Nikomu nie udostępniaj kodów jednorazowych. Dział IT nigdy nie prosi o ich podanie.\n\nHasło wygasa po 90 dniach; system przypomni o zmianie 7 dni wcześniej. W razie problemów napisz na [helpdesk](mailto:helpdesk@firma.pl) lub zadzwoń pod numer wewnętrzny 2500.",
        good=[
            Good(
                "preserve",
                "### Zasady dostępu do VPN\n\n1. Twoje hasło musi liczyć co najmniej 12 znaków i nie może zawierać loginu.\n2. Włącz uwierzytelnianie dwuskładnikowe w aplikacji `Authenticator` – jeśli tego nie zrobisz, połączenie nie zostanie nawiązane.\n3. Aby pobrać plik konfiguracyjny, wykonaj polecenie `vpnctl pobierz --profil biuro`.\n4. Kodów jednorazowych nie udostępniaj nikomu – dział IT nigdy nie prosi o ich podanie.\n\nHasło jest ważne 90 dni, a system przypomni Ci o jego zmianie 7 dni przed wygaśnięciem. Problemy zgłaszaj, pisząc na [helpdesk](mailto:helpdesk@firma.pl) lub dzwoniąc pod numer wewnętrzny 2500.",
            ),
            Good(
                "preserve",
                "### VPN – jak się bezpiecznie łączyć\n\n1. **Hasło** musi mieć co najmniej 12 znaków i nie może zawierać Twojego loginu. Wygasa po 90 dniach – 7 dni wcześniej system przypomni o zmianie.\n2. **Uwierzytelnianie dwuskładnikowe** włącz w aplikacji `Authenticator`; bez niego połączenie nie zostanie nawiązane.\n3. **Konfiguracja:** plik pobierzesz poleceniem `vpnctl pobierz --profil biuro`.\n4. **Kody jednorazowe:** nie udostępniaj ich nikomu. Dział IT nigdy o nie nie prosi.\n\nMasz problem? Napisz na [helpdesk](mailto:helpdesk@firma.pl) albo zadzwoń pod numer wewnętrzny 2500.",
            ),
            Good(
                "en",
                "### VPN access rules\n\n1. Your password must be at least 12 characters long and must not contain your login.\n2. Enable two-factor authentication in the `Authenticator` app – without it, the connection will not be established.\n3. Download the configuration file with the command `vpnctl pobierz --profil biuro`.\n4. Do not share your one-time codes with anyone. The IT department never asks you for them.\n\nYour password expires after 90 days; the system will remind you to change it 7 days beforehand. If you have any problems, write to [helpdesk](mailto:helpdesk@firma.pl) or call internal extension 2500.",
            ),
        ],
        bad=[
            Slip(0, [("### Zasady dostępu do VPN", "Zasady dostępu do VPN")], "markdown"),
            Slip(
                1, [("`vpnctl pobierz --profil biuro`", "`vpnctl pobierz --profile biuro`")], "code"
            ),
            Slip(2, [("must not contain your login", "must contain your login")], "negation"),
        ],
    ),
    Case(
        key="pl-szczepienie-psow-wscieklizna-gmina-zielonki",
        source="Szczepienie psów przeciwko wściekliźnie jest w Polsce obowiązkowe. Szczeniaka trzeba zaszczepić w ciągu 30 dni od ukończenia przez niego 3. miesiąca życia, a potem szczepienie powtarza się co 12 miesięcy. Gmina Zielonki organizuje szczepienia w sobotę 12 kwietnia 2025 r. w godz. 10:00–13:00 w remizie OSP w Bibicach; koszt wynosi 60 zł. Właściciel powinien zabrać ze sobą książeczkę zdrowia psa. Po szczepieniu u części psów może wystąpić przejściowa apatia lub obrzęk w miejscu wkłucia, które zwykle ustępują w ciągu 1–2 dni. Psy chore lub wyraźnie osłabione nie zostaną tego dnia zaszczepione.",
        good=[
            Good(
                "preserve",
                "Szczepienie przeciwko wściekliźnie – Gmina Zielonki\n\nKiedy: sobota, 12 kwietnia 2025 r., godz. 10:00–13:00\nGdzie: remiza OSP w Bibicach\nKoszt: 60 zł\n\nWłaściciel powinien zabrać ze sobą książeczkę zdrowia psa. Przypominamy, że w Polsce szczepienie psów przeciwko wściekliźnie jest obowiązkowe: szczeniak musi zostać zaszczepiony w ciągu 30 dni od ukończenia 3. miesiąca życia, a następnie szczepienie powtarza się co 12 miesięcy. Psy chore lub wyraźnie osłabione nie zostaną tego dnia zaszczepione. U części psów po szczepieniu może pojawić się przejściowa apatia albo obrzęk w miejscu wkłucia; objawy te zwykle ustępują w ciągu 1–2 dni.",
            ),
            Good(
                "preserve",
                "Pamiętaj, że w Polsce szczepienie psa przeciwko wściekliźnie jest obowiązkowe: szczeniaka trzeba zaszczepić w ciągu 30 dni od ukończenia 3. miesiąca życia, a później powtarzać szczepienie co 12 miesięcy. Gmina Zielonki zaprasza na szczepienia w sobotę 12 kwietnia 2025 r. w godzinach od 10:00 do 13:00 do remizy OSP w Bibicach; zapłacisz 60 zł. Powinieneś zabrać ze sobą książeczkę zdrowia psa. Jeśli pies jest chory lub wyraźnie osłabiony, tego dnia nie zostanie zaszczepiony. Po szczepieniu niektóre psy mogą być przejściowo apatyczne lub mieć obrzęk w miejscu wkłucia – zwykle mija to w ciągu 1–2 dni.",
            ),
            Good(
                "en",
                "Rabies vaccination of dogs is compulsory in Poland. A puppy must be vaccinated within 30 days of reaching 3 months of age, and the vaccination is then repeated every 12 months. Zielonki Municipality is holding a vaccination session on Saturday, 12 April 2025, from 10:00 to 13:00 at the OSP fire station in Bibice; the cost is PLN 60. Owners should bring the dog's health booklet with them. After vaccination, some dogs may show temporary lethargy or swelling at the injection site, which usually resolves within 1–2 days. Dogs that are ill or noticeably weakened will not be vaccinated on that day.",
            ),
        ],
        bad=[
            Slip(0, [("sobota, 12 kwietnia 2025 r.", "sobota, 19 kwietnia 2025 r.")], "date"),
            Slip(1, [("Powinieneś zabrać ze sobą", "Musisz zabrać ze sobą")], "modality"),
            Slip(2, [("which usually resolves within", "which resolves within")], "hedge"),
        ],
    ),
    Case(
        key="pl-biblioteka-wypozyczenia-przedluzenia-oplaty-zwloka",
        source="## Wypożyczenia – najważniejsze zasady\n\nCzytelnik może mieć jednocześnie wypożyczonych do 10 egzemplarzy. Okres wypożyczenia można przedłużyć dwukrotnie, o ile na dany egzemplarz nie czeka inna osoba. Przedłużenia zrobisz w [katalogu online](https://katalog.mbp-torun.pl) lub telefonicznie.\n\n| Materiał | Okres wypożyczenia |\n|---|---|\n| Książki | 30 dni |\n| Audiobooki | 14 dni |\n| Czasopisma | 7 dni |\n\nZa każdy dzień zwłoki naliczana jest opłata 0,20 zł za egzemplarz. Nowości z półki „Hity” nie podlegają przedłużeniu. Zwrotów można dokonywać także we wrzutni przy wejściu do biblioteki, ale nie dotyczy to audiobooków.",
        good=[
            Good(
                "preserve",
                "## Zasady wypożyczania\n\n| Materiał | Okres wypożyczenia |\n|---|---|\n| Książki | 30 dni |\n| Audiobooki | 14 dni |\n| Czasopisma | 7 dni |\n\nJednocześnie możesz mieć wypożyczonych maksymalnie 10 egzemplarzy. Każde wypożyczenie da się przedłużyć dwa razy – chyba że na egzemplarz czeka inny czytelnik. Przedłużysz je w [katalogu online](https://katalog.mbp-torun.pl) albo telefonicznie. Nowości z półki „Hity” nie podlegają przedłużeniu. Za zwłokę płacisz 0,20 zł za każdy dzień i każdy egzemplarz. Zwrotów możesz dokonywać także we wrzutni przy wejściu do biblioteki – z wyjątkiem audiobooków.",
            ),
            Good(
                "preserve",
                "## Wypożyczenia w skrócie\n\nNa raz możesz mieć wypożyczonych nie więcej niż 10 egzemplarzy. Okresy wypożyczenia:\n\n| Materiał | Okres wypożyczenia |\n|---|---|\n| Książki | 30 dni |\n| Audiobooki | 14 dni |\n| Czasopisma | 7 dni |\n\nOkres wypożyczenia możesz przedłużyć dwa razy – w [katalogu online](https://katalog.mbp-torun.pl) lub telefonicznie – pod warunkiem, że nikt inny nie czeka na dany egzemplarz. Wyjątek: nowości z półki „Hity” nie podlegają przedłużeniu. Jeśli spóźnisz się ze zwrotem, zapłacisz 0,20 zł za każdy dzień zwłoki i każdy egzemplarz. Zwrotu możesz dokonać również we wrzutni przy wejściu, z wyjątkiem audiobooków.",
            ),
            Good(
                "en",
                "## Borrowing – key rules\n\nReaders may have up to 10 items on loan at a time. A loan can be renewed twice, provided no one else is waiting for the item. You can renew in the [online catalogue](https://katalog.mbp-torun.pl) or by phone.\n\n| Item | Loan period |\n|---|---|\n| Books | 30 days |\n| Audiobooks | 14 days |\n| Magazines | 7 days |\n\nA late fee of PLN 0.20 per item is charged for each day of delay. New titles from the “Hity” shelf cannot be renewed. Items can also be returned via the drop box at the library entrance, but this does not apply to audiobooks.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "| Materiał | Okres wypożyczenia |\n|---|---|\n",
                        "| Materiał | Okres wypożyczenia |\n",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "Wyjątek: nowości z półki „Hity” nie podlegają przedłużeniu.",
                        "Wyjątek: nowości z półki „Hity” nie podlegają przedłużeniu i są wypożyczane tylko za okazaniem dowodu osobistego.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("https://katalog.mbp-torun.pl", "https://katalog.mbp.torun.pl")], "url"),
        ],
    ),
    Case(
        key="pl-przeglad-smartfon-sen-nastolatkow-badania",
        source="Przegląd systematyczny Kowalczyk i Lis (2022), opublikowany w „Sleep Medicine Reviews” (t. 63, art. 101612), objął 37 badań z udziałem łącznie około 58 tys. nastolatków. Według autorów korzystanie ze smartfona w ciągu godziny przed snem wiązało się ze skróceniem snu średnio o 20–25 minut. Autorzy podkreślają, że większość uwzględnionych badań miała charakter przekrojowy, więc nie można na ich podstawie wnioskować o przyczynowości. Efekt był prawdopodobnie silniejszy u dziewcząt, choć różnica nie okazała się istotna statystycznie. Nie stwierdzono natomiast związku między łącznym czasem korzystania z telefonu w ciągu dnia a subiektywną jakością snu.",
        good=[
            Good(
                "preserve",
                "Kowalczyk i Lis (2022) w przeglądzie systematycznym opublikowanym w „Sleep Medicine Reviews” (t. 63, art. 101612) zebrali wyniki 37 badań, w których wzięło udział łącznie około 58 tys. nastolatków. Według autorów nastolatki korzystające ze smartfona w ciągu godziny przed snem spały średnio o 20–25 minut krócej. Ponieważ jednak większość uwzględnionych badań była przekrojowa, autorzy podkreślają, że nie można na ich podstawie wnioskować o przyczynowości. U dziewcząt efekt był prawdopodobnie silniejszy, ale różnica nie okazała się istotna statystycznie. Z kolei nie stwierdzono związku między łącznym czasem korzystania z telefonu w ciągu dnia a subiektywną jakością snu.",
            ),
            Good(
                "preserve",
                "W przeglądzie systematycznym autorstwa Kowalczyk i Lis (2022; „Sleep Medicine Reviews”, t. 63, art. 101612) przeanalizowano 37 badań obejmujących łącznie około 58 tys. nastolatków. Według autorów korzystanie ze smartfona w ciągu godziny poprzedzającej sen wiązało się ze skróceniem snu – średnio o 20–25 minut. Efekt ten był prawdopodobnie silniejszy u dziewcząt, jednak różnica nie osiągnęła istotności statystycznej. Nie stwierdzono natomiast związku między łącznym czasem korzystania z telefonu w ciągu dnia a subiektywną jakością snu. Autorzy zwracają uwagę, że większość uwzględnionych badań miała charakter przekrojowy, w związku z czym nie można na ich podstawie wnioskować o przyczynowości.",
            ),
            Good(
                "en",
                "A systematic review by Kowalczyk and Lis (2022), published in Sleep Medicine Reviews (vol. 63, article 101612), covered 37 studies involving a total of about 58,000 adolescents. According to the authors, using a smartphone in the hour before bed was associated with sleeping on average 20–25 minutes less. The authors stress that most of the included studies were cross-sectional, so no conclusions about causality can be drawn from them. The effect was probably stronger in girls, although the difference was not statistically significant. However, no association was found between total daytime phone use and subjective sleep quality.",
            ),
        ],
        bad=[
            Slip(0, [("(t. 63, art. 101612)", "(t. 36, art. 101612)")], "citation"),
            Slip(
                1,
                [("Efekt ten był prawdopodobnie silniejszy", "Efekt ten był silniejszy")],
                "hedge",
            ),
            Slip(
                2,
                [("However, no association was found", "However, an association was found")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-harmonogram-odbioru-odpadow-koniecpol-2026",
        source="Od 1 stycznia 2026 r. w Gminie Koniecpol zmienia się harmonogram odbioru odpadów. Odpady zmieszane z zabudowy jednorodzinnej będą odbierane co dwa tygodnie, we wtorki, a odpady segregowane – raz w miesiącu. Bioodpady od kwietnia do października będą zabierane co tydzień. Pojemniki należy wystawić przed posesję do godz. 6:00 w dniu odbioru. Popiół z pieców trzeba oddawać w osobnym pojemniku, a nie w worku na odpady zmieszane. Odpady wielkogabarytowe można bezpłatnie oddać do PSZOK przy ul. Przemysłowej 8. Właściciele nieruchomości, którzy nie segregują odpadów, zapłacą podwyższoną stawkę opłaty.",
        good=[
            Good(
                "preserve",
                "Nowy harmonogram odbioru odpadów w Gminie Koniecpol (od 1 stycznia 2026 r.):\n\n- odpady zmieszane z zabudowy jednorodzinnej: co dwa tygodnie, we wtorki;\n- odpady segregowane: raz w miesiącu;\n- bioodpady: od kwietnia do października co tydzień.\n\nPojemniki trzeba wystawić przed posesję do godz. 6:00 w dniu odbioru. Popiół z pieców należy oddawać w osobnym pojemniku, a nie w worku na odpady zmieszane. Odpady wielkogabarytowe można bezpłatnie oddać do PSZOK przy ul. Przemysłowej 8. Właściciele nieruchomości, którzy nie segregują odpadów, zapłacą podwyższoną stawkę opłaty.",
            ),
            Good(
                "preserve",
                "Uwaga, mieszkańcy Gminy Koniecpol! Od 1 stycznia 2026 r. obowiązuje nowy harmonogram odbioru odpadów. Odpady zmieszane z domów jednorodzinnych będą odbierane we wtorki, co dwa tygodnie, a odpady segregowane – raz w miesiącu. W okresie od kwietnia do października bioodpady będą zabierane co tydzień. W dniu odbioru należy wystawić pojemniki przed posesję do godz. 6:00. Popiół z pieców trzeba oddawać w osobnym pojemniku, nie w worku na odpady zmieszane. Odpady wielkogabarytowe przyjmuje bezpłatnie PSZOK przy ul. Przemysłowej 8. Właściciele nieruchomości, którzy nie segregują odpadów, zapłacą wyższą stawkę opłaty.",
            ),
            Good(
                "en",
                "From 1 January 2026, the waste collection schedule in Koniecpol Municipality is changing. Mixed waste from single-family homes will be collected every two weeks, on Tuesdays, and sorted waste once a month. From April to October, bio-waste will be collected every week. Bins must be put out in front of the property by 6:00 on the collection day. Ash from stoves must be handed over in a separate container, not in the mixed-waste bag. Bulky waste can be taken free of charge to the PSZOK waste collection point at ul. Przemysłowa 8. Property owners who do not sort their waste will pay a higher fee rate.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Pojemniki trzeba wystawić przed posesję do godz. 6:00 w dniu odbioru.",
                        "Bins must be put out in front of the property by 6:00 on the collection day.",
                    ),
                    (
                        "Popiół z pieców należy oddawać w osobnym pojemniku, a nie w worku na odpady zmieszane.",
                        "Ash from stoves must be handed over in a separate container, not in the mixed-waste bag.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(1, [("należy wystawić pojemniki", "można wystawić pojemniki")], "modality"),
            Slip(
                2,
                [
                    (
                        "at ul. Przemysłowa 8.",
                        "at ul. Przemysłowa 8, which is open Monday to Saturday.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
