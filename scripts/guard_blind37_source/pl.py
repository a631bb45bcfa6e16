# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 37: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-okres-polowan-byki-jelenia",
        source="Zarząd Koła Łowieckiego „Darz Bór” w Ostrzeszowie przypomina, że zgodnie z § 2 ust. 1 rozporządzenia Ministra Środowiska z dnia 16 marca 2005 r. w sprawie określenia okresów polowań na zwierzęta łowne okres polowań na byki jelenia szlachetnego trwa od 21 sierpnia do końca lutego. Członek koła musi przed każdym wyjściem na polowanie indywidualne wpisać się do książki ewidencji pobytu na polowaniu, a po jego zakończeniu – nie później niż w ciągu 30 minut – odnotować wynik. Odstrzał byka bez ważnego upoważnienia jest zabroniony. Tusze należy dostarczyć do punktu skupu przy ul. Leśnej 4 w ciągu 12 godzin. Myśliwi mogą korzystać z ambon oznaczonych numerami od 1 do 18.",
        good=[
            Good(
                "preserve",
                "Zarząd Koła Łowieckiego „Darz Bór” w Ostrzeszowie przypomina członkom, że na byki jelenia szlachetnego poluje się od 21 sierpnia do końca lutego – tak stanowi § 2 ust. 1 rozporządzenia Ministra Środowiska z dnia 16 marca 2005 r. w sprawie określenia okresów polowań na zwierzęta łowne. Przed każdym polowaniem indywidualnym członek koła ma obowiązek wpisać się do książki ewidencji pobytu na polowaniu, a po zakończeniu polowania musi odnotować jego wynik nie później niż w ciągu 30 minut. Nie wolno odstrzelić byka bez ważnego upoważnienia. Tusze należy dostarczyć w ciągu 12 godzin do punktu skupu przy ul. Leśnej 4. Myśliwi mogą korzystać z ambon o numerach od 1 do 18.",
            ),
            Good(
                "preserve",
                "Kiedy wolno polować na byki jelenia szlachetnego? Od 21 sierpnia do końca lutego – wynika to z § 2 ust. 1 rozporządzenia Ministra Środowiska z 16 marca 2005 r. w sprawie określenia okresów polowań na zwierzęta łowne. Przypomina o tym Zarząd Koła Łowieckiego „Darz Bór” w Ostrzeszowie. Zasady dla członków koła:\n– przed każdym wyjściem na polowanie indywidualne trzeba wpisać się do książki ewidencji pobytu na polowaniu;\n– wynik polowania trzeba odnotować najpóźniej 30 minut po jego zakończeniu;\n– byka nie wolno strzelić bez ważnego upoważnienia;\n– tusze trzeba dostarczyć do punktu skupu przy ul. Leśnej 4 w ciągu 12 godzin.\nMyśliwi mogą korzystać z ambon oznaczonych numerami 1–18.",
            ),
            Good(
                "en",
                "The Board of the “Darz Bór” Hunting Club in Ostrzeszów reminds members that, under § 2(1) of the Regulation of the Minister of the Environment of 16 March 2005 on the hunting seasons for game animals, the hunting season for red deer stags runs from 21 August to the end of February. Before every individual hunt, a club member must sign in to the hunting attendance register, and after the hunt they must record its result no later than 30 minutes after it ends. Shooting a stag without a valid authorisation is prohibited. Carcasses must be delivered to the game collection point at ul. Leśna 4 within 12 hours. Hunters may use the hunting stands numbered 1 to 18.",
            ),
        ],
        bad=[
            Slip(0, [("§ 2 ust. 1", "§ 3 ust. 1")], "legal_reference"),
            Slip(1, [("Od 21 sierpnia do końca lutego", "Od 1 września do końca lutego")], "date"),
            Slip(
                2,
                [("Hunters may use the hunting stands", "Hunters must use the hunting stands")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-dyzur-nocny-apteki-swiecie",
        source="Informujemy, że w listopadzie 2024 r. nocne dyżury w Świeciu pełni Apteka „Pod Lipami” przy ul. Wojska Polskiego 12. Apteka jest czynna w dni powszednie od 20:00 do 8:00 następnego dnia, a w niedziele i święta całodobowo. Za wydanie leku w porze nocnej pobierana jest opłata 15 zł; opłaty nie pobiera się przy realizacji recept oznaczonych jako „cito”. Dzwonek do okienka nocnego znajduje się po lewej stronie drzwi. W nagłych przypadkach należy dzwonić pod numer 52 331 04 17. W godzinach nocnych apteka nie przyjmuje płatności kartą. Aktualny harmonogram dyżurów jest dostępny na stronie https://powiat.swiecie.pl/apteki-dyzury.",
        good=[
            Good(
                "preserve",
                "W listopadzie 2024 r. nocny dyżur w Świeciu ma Apteka „Pod Lipami”, ul. Wojska Polskiego 12: w dni powszednie od 20:00 do 8:00 następnego dnia, w niedziele i święta przez całą dobę. Wydanie leku nocą kosztuje 15 zł, ale przy receptach oznaczonych jako „cito” opłata nie jest pobierana. Dzwonek do okienka nocnego jest po lewej stronie drzwi. W nagłych przypadkach należy dzwonić pod nr 52 331 04 17. Nocą apteka nie przyjmuje płatności kartą. Aktualny harmonogram dyżurów: https://powiat.swiecie.pl/apteki-dyzury.",
            ),
            Good(
                "preserve",
                "Potrzebujesz leku w nocy? W listopadzie 2024 r. w Świeciu dyżuruje Apteka „Pod Lipami” przy ul. Wojska Polskiego 12. W dni powszednie jest otwarta od 20:00 do 8:00 następnego dnia, a w niedziele i święta – przez całą dobę. Za wydanie leku w porze nocnej zapłacisz 15 zł, chyba że realizujesz receptę oznaczoną jako „cito” – wtedy opłaty nie ma. Dzwonek do nocnego okienka znajdziesz po lewej stronie drzwi. W nagłej sytuacji należy dzwonić pod numer 52 331 04 17. Pamiętaj, że w nocy nie zapłacisz tam kartą. Aktualny harmonogram dyżurów znajdziesz na https://powiat.swiecie.pl/apteki-dyzury.",
            ),
            Good(
                "en",
                "In November 2024, the night-duty pharmacy in Świecie is Apteka „Pod Lipami” at ul. Wojska Polskiego 12. It is open on weekdays from 8 p.m. to 8 a.m. the next day, and around the clock on Sundays and public holidays. A fee of PLN 15 is charged for dispensing medicine at night; no fee is charged when filling prescriptions marked “cito”. The bell for the night window is on the left-hand side of the door. In an emergency, call 52 331 04 17. The pharmacy does not accept card payments at night. The current duty schedule is available at https://powiat.swiecie.pl/apteki-dyzury.",
            ),
        ],
        bad=[
            Slip(0, [("kosztuje 15 zł", "kosztuje 10 zł")], "number"),
            Slip(
                1,
                [("w nocy nie zapłacisz tam kartą", "w nocy zapłacisz tam także kartą")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "https://powiat.swiecie.pl/apteki-dyzury",
                        "https://powiat.swiecie.pl/apteka-dyzury",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-cena-skupu-mleka-grudzien",
        source="Zarząd Spółdzielni Mleczarskiej „Rola” w Kutnie informuje, że od 1 grudnia 2024 r. cena bazowa za mleko klasy ekstra wynosi 2,38 zł netto za litr, czyli o 6 gr więcej niż w listopadzie. Do ceny bazowej doliczany jest dodatek 4 gr/l za każde 0,1 punktu procentowego tłuszczu powyżej 3,7%. Dostawcy, którzy w ciągu miesiąca oddadzą co najmniej 30 000 litrów, otrzymają premię ilościową w wysokości 3 gr/l. Z uwagi na sytuację na rynku masła zarząd przewiduje, że w styczniu cena prawdopodobnie pozostanie na zbliżonym poziomie. Rozliczenie za grudzień zostanie przelane do 15 stycznia 2025 r.",
        good=[
            Good(
                "preserve",
                "Od 1 grudnia 2024 r. cena bazowa, jaką Spółdzielnia Mleczarska „Rola” w Kutnie płaci za mleko klasy ekstra, wynosi 2,38 zł netto za litr – o 6 gr więcej niż w listopadzie, poinformował zarząd spółdzielni. Za każde 0,1 punktu procentowego tłuszczu powyżej 3,7% do ceny bazowej dolicza się 4 gr/l. Premię ilościową w wysokości 3 gr/l dostaną dostawcy, którzy w ciągu miesiąca oddadzą co najmniej 30 000 litrów. Zarząd przewiduje, że ze względu na sytuację na rynku masła w styczniu cena prawdopodobnie utrzyma się na zbliżonym poziomie. Pieniądze za grudzień zostaną przelane do 15 stycznia 2025 r.",
            ),
            Good(
                "preserve",
                "Informacja zarządu Spółdzielni Mleczarskiej „Rola” w Kutnie. Od 1 grudnia 2024 r. cena bazowa mleka klasy ekstra to 2,38 zł netto za litr, czyli o 6 gr więcej niż w listopadzie. Jeśli mleko ma więcej niż 3,7% tłuszczu, za każde 0,1 punktu procentowego powyżej tego progu do ceny bazowej dochodzi 4 gr/l. Kto w ciągu miesiąca odda co najmniej 30 000 litrów, otrzyma także premię ilościową: 3 gr/l. Biorąc pod uwagę sytuację na rynku masła, zarząd przewiduje, że w styczniu cena prawdopodobnie będzie podobna. Rozliczenie za grudzień przelejemy do 15 stycznia 2025 r.",
            ),
            Good(
                "en",
                "The Board of the “Rola” Dairy Cooperative in Kutno announces that from 1 December 2024 the base price for extra-class milk is PLN 2.38 net per litre, i.e. 6 grosz more than in November. A supplement of 4 grosz per litre is added to the base price for every 0.1 percentage point of fat above 3.7%. Suppliers who deliver at least 30,000 litres within a month will receive a volume bonus of 3 grosz per litre. Given the situation on the butter market, the Board expects that in January the price will probably stay at a similar level. The settlement for December will be transferred by 15 January 2025.",
            ),
        ],
        bad=[
            Slip(0, [("cena prawdopodobnie utrzyma się", "cena utrzyma się")], "hedge"),
            Slip(1, [("do 15 stycznia 2025 r.", "do 25 stycznia 2025 r.")], "date"),
            Slip(2, [("at least 30,000 litres", "at least 20,000 litres")], "number"),
        ],
    ),
    Case(
        key="pl-zus-termin-skladek-jdg",
        source="Szanowni Płatnicy, przypominamy, że osoby prowadzące jednoosobową działalność gospodarczą, które nie zatrudniają pracowników, muszą opłacić składki za styczeń 2025 r. najpóźniej do 20 lutego 2025 r. Termin ten wynika z art. 47 ust. 1 pkt 1 ustawy z dnia 13 października 1998 r. o systemie ubezpieczeń społecznych. Jeżeli ostatni dzień terminu przypada w sobotę lub dzień ustawowo wolny od pracy, składki można opłacić w następnym dniu roboczym. Za opóźnienie naliczane są odsetki za zwłokę. Płatnik, który chce wnioskować o odroczenie terminu płatności, powinien złożyć wniosek przez Platformę Usług Elektronicznych ZUS przed upływem tego terminu. Pytania można kierować na adres cot@zus.pl lub pod numer 22 560 16 00.",
        good=[
            Good(
                "preserve",
                "Uprzejmie przypominamy, że płatnicy prowadzący jednoosobową działalność gospodarczą i niezatrudniający pracowników są zobowiązani opłacić składki za styczeń 2025 r. nie później niż 20 lutego 2025 r. Termin ten określa art. 47 ust. 1 pkt 1 ustawy z dnia 13 października 1998 r. o systemie ubezpieczeń społecznych. Gdy ostatni dzień terminu wypada w sobotę lub w dniu ustawowo wolnym od pracy, składki można opłacić w najbliższym dniu roboczym. W razie opóźnienia naliczane są odsetki za zwłokę. Płatnik zamierzający wnioskować o odroczenie terminu płatności powinien złożyć wniosek za pośrednictwem Platformy Usług Elektronicznych ZUS przed upływem tego terminu. Pytania prosimy kierować na adres cot@zus.pl lub pod numer 22 560 16 00.",
            ),
            Good(
                "preserve",
                "Prowadzisz jednoosobową firmę i nie zatrudniasz pracowników? Składki za styczeń 2025 r. musisz zapłacić najpóźniej 20 lutego 2025 r. (art. 47 ust. 1 pkt 1 ustawy z 13 października 1998 r. o systemie ubezpieczeń społecznych). Jeśli ostatni dzień terminu wypada w sobotę albo w dzień ustawowo wolny od pracy, możesz zapłacić w następnym dniu roboczym. Za spóźnienie naliczane są odsetki za zwłokę. Jeśli chcesz wnioskować o odroczenie terminu płatności, powinieneś złożyć wniosek przez Platformę Usług Elektronicznych ZUS, zanim ten termin minie. Pytania możesz wysłać na cot@zus.pl albo zadać pod numerem 22 560 16 00.",
            ),
            Good(
                "en",
                "Dear Contribution Payers, this is a reminder that sole traders who do not employ any staff must pay their contributions for January 2025 by 20 February 2025 at the latest. This deadline follows from Article 47(1)(1) of the Act of 13 October 1998 on the social insurance system. If the last day of the deadline falls on a Saturday or a statutory public holiday, contributions may be paid on the next working day. Default interest is charged for late payment. A payer who wishes to apply for a deferral of the payment deadline should submit the application via the ZUS Electronic Services Platform before that deadline expires. Questions can be sent to cot@zus.pl or asked by phone at 22 560 16 00.",
            ),
        ],
        bad=[
            Slip(0, [("art. 47 ust. 1 pkt 1", "art. 47 ust. 1 pkt 3")], "legal_reference"),
            Slip(1, [("musisz zapłacić", "powinieneś zapłacić")], "modality"),
            Slip(2, [("by 20 February 2025", "by 25 February 2025")], "date"),
        ],
    ),
    Case(
        key="pl-liga-tenisa-stolowego-mielec-regulamin",
        source="Regulamin rozgrywek Amatorskiej Ligi Tenisa Stołowego w Mielcu, sezon 2024/2025 (wyciąg). Mecze rozgrywane są we wtorki i czwartki w hali MOSiR przy ul. Solskiego 1, początek o 18:30. Każdy mecz toczy się do trzech wygranych setów, a set do 11 punktów. Zawodnik musi stawić się przy stole najpóźniej 10 minut przed wyznaczoną godziną; spóźnienie powyżej 15 minut oznacza walkower. Wolno używać wyłącznie rakietek z okładzinami zatwierdzonymi przez ITTF. Gra w obuwiu o czarnej podeszwie jest niedozwolona. Wpisowe wynosi 80 zł i nie podlega zwrotowi. Przełożenie meczu jest możliwe tylko za zgodą sędziego głównego, o którą należy wystąpić co najmniej 48 godzin wcześniej.",
        good=[
            Good(
                "preserve",
                "Amatorska Liga Tenisa Stołowego w Mielcu – wyciąg z regulaminu rozgrywek na sezon 2024/2025. Mecze odbywają się we wtorki i czwartki o 18:30 w hali MOSiR, ul. Solskiego 1. Gra się do trzech wygranych setów, a set – do 11 punktów. Zawodnik ma obowiązek stawić się przy stole najpóźniej 10 minut przed wyznaczoną godziną; kto spóźni się o ponad 15 minut, przegrywa walkowerem. Dozwolone są tylko rakietki z okładzinami zatwierdzonymi przez ITTF. Nie wolno grać w obuwiu o czarnej podeszwie. Wpisowe wynosi 80 zł i jest bezzwrotne. Mecz można przełożyć jedynie za zgodą sędziego głównego, o którą trzeba wystąpić co najmniej 48 godzin wcześniej.",
            ),
            Good(
                "preserve",
                "Witajcie w Amatorskiej Lidze Tenisa Stołowego w Mielcu! Oto najważniejsze zasady z regulaminu rozgrywek na sezon 2024/2025. Gramy we wtorki i czwartki w hali MOSiR przy ul. Solskiego 1, zaczynamy o 18:30. Mecz trwa do trzech wygranych setów, a każdy set – do 11 punktów. Przy stole musicie stawić się najpóźniej 10 minut przed wyznaczoną godziną, a spóźnienie dłuższe niż 15 minut oznacza walkower. Grać można wyłącznie rakietkami z okładzinami zatwierdzonymi przez ITTF, a obuwie o czarnej podeszwie jest niedozwolone. Wpisowe wynosi 80 zł i nie jest zwracane. Chcecie przełożyć mecz? Potrzebna jest zgoda sędziego głównego, a wystąpić o nią trzeba co najmniej 48 godzin wcześniej.",
            ),
            Good(
                "en",
                "Rules of the Mielec Amateur Table Tennis League, 2024/2025 season (extract). Matches are played on Tuesdays and Thursdays at the MOSiR hall, ul. Solskiego 1, starting at 6:30 p.m. Each match is played until one player wins three sets, and each set is played to 11 points. Players must be at the table no later than 10 minutes before the scheduled time; arriving more than 15 minutes late means a walkover. Only rackets with ITTF-approved rubbers may be used. Playing in shoes with black soles is not allowed. The entry fee is PLN 80 and is non-refundable. A match can be rescheduled only with the consent of the head referee, which must be requested at least 48 hours in advance.",
            ),
        ],
        bad=[
            Slip(0, [("o ponad 15 minut", "o ponad 20 minut")], "number"),
            Slip(1, [("musicie stawić się", "powinniście stawić się")], "modality"),
            Slip(2, [("is non-refundable", "is refundable")], "negation"),
        ],
    ),
    Case(
        key="pl-wytyczne-redakcyjne-tlumaczy",
        source="""## Zasady redakcyjne dla tłumaczy (wersja 3.2)

- Liczby od jednego do dziewięciu zapisujemy słownie, od 10 wzwyż – cyframi.
- Nie stosujemy spacji przed znakami `?` i `!`.
- Cudzysłów to zawsze „polski” (dolny i górny); cudzysłowu prostego `"` nie używamy.
- Nazwy interfejsu należy pogrubiać, np. **Zapisz jako**.
- Daty zapisujemy w formacie 12 marca 2025 r.; formatu `12.03.2025` można użyć tylko w tabelach.
- Wątpliwości terminologiczne tłumacz powinien zgłosić redaktorowi prowadzącemu przed oddaniem tekstu.

Pełny glosariusz: [glosariusz projektu](https://wiki.lingwa.pl/glosariusz).""",
        good=[
            Good(
                "preserve",
                """## Zasady redakcyjne dla tłumaczy – wersja 3.2

- Liczby od jednego do dziewięciu piszemy słowami, a liczby od 10 w górę – cyframi.
- Przed znakami `?` i `!` nie stawiamy spacji.
- Używamy wyłącznie polskiego cudzysłowu („dolny i górny”); prostego cudzysłowu `"` nie stosujemy.
- Nazwy elementów interfejsu trzeba pogrubiać, na przykład **Zapisz jako**.
- Daty piszemy w formacie 12 marca 2025 r.; zapis `12.03.2025` jest dopuszczalny wyłącznie w tabelach.
- Jeśli tłumacz ma wątpliwości terminologiczne, powinien zgłosić je redaktorowi prowadzącemu, zanim odda tekst.

Cały glosariusz znajdziesz tutaj: [glosariusz projektu](https://wiki.lingwa.pl/glosariusz).""",
            ),
            Good(
                "preserve",
                """## Zasady redakcyjne dla tłumaczy (v3.2)

- Liczby 1–9 słownie, od 10 – cyframi.
- Bez spacji przed `?` i `!`.
- Zawsze cudzysłów „polski” (dolny i górny), nigdy prosty `"`.
- Nazwy interfejsu należy pogrubiać, np. **Zapisz jako**.
- Daty: 12 marca 2025 r.; format `12.03.2025` tylko w tabelach.
- Wątpliwości terminologiczne tłumacz powinien zgłaszać redaktorowi prowadzącemu przed oddaniem tekstu.

Pełny glosariusz: [glosariusz projektu](https://wiki.lingwa.pl/glosariusz).""",
            ),
            Good(
                "en",
                """## Editorial rules for translators (version 3.2)

- Numbers from one to nine are written out in words; from 10 upwards, in figures.
- Do not put a space before the `?` and `!` characters.
- Always use Polish quotation marks, „like this” (low and high); never use the straight quote `"`.
- Interface names must be put in bold, e.g. **Zapisz jako**.
- Write dates in the format 12 marca 2025 r.; the format `12.03.2025` may be used only in tables.
- Translators should report any terminology doubts to the managing editor before submitting the text.

Full glossary: [project glossary](https://wiki.lingwa.pl/glosariusz).""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "## Zasady redakcyjne dla tłumaczy – wersja 3.2",
                        "Zasady redakcyjne dla tłumaczy – wersja 3.2",
                    )
                ],
                "markdown",
            ),
            Slip(
                1, [("- Bez spacji przed `?` i `!`.", "- Ze spacją przed `?` i `!`.")], "negation"
            ),
            Slip(
                2,
                [("Interface names must be put in bold", "Interface names may be put in bold")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-wyspa-ciepla-poznan",
        source="Celem badania była ocena natężenia miejskiej wyspy ciepła (MWC) w Poznaniu w latach 2018–2022. Wykorzystano dane z 14 stacji pomiarowych oraz zobrazowania satelitarne Landsat 8. Średnia różnica temperatury nocnej między centrum a strefą podmiejską wyniosła 2,9°C, a w pojedyncze noce lipcowe przekraczała 6°C. Tereny o udziale powierzchni nieprzepuszczalnych powyżej 70% były prawdopodobnie najbardziej narażone na przegrzanie. Wyniki są zgodne z wcześniejszymi obserwacjami dla Krakowa (Bokwa i in., 2019) i Łodzi (Fortuniak, 2003), choć intensywność MWC w Poznaniu była nieco niższa. Szacuje się, że zwiększenie udziału zieleni o 10% mogłoby obniżyć temperaturę nocną o około 0,5°C.",
        good=[
            Good(
                "preserve",
                "W pracy oceniono natężenie miejskiej wyspy ciepła (MWC) w Poznaniu w okresie 2018–2022, opierając się na danych z 14 stacji pomiarowych i na zobrazowaniach satelitarnych Landsat 8. Średnia różnica nocnej temperatury między centrum a strefą podmiejską wynosiła 2,9°C, a w niektóre lipcowe noce przekraczała 6°C. Najbardziej narażone na przegrzanie były prawdopodobnie obszary, w których powierzchnie nieprzepuszczalne zajmują ponad 70%. Uzyskane wyniki pozostają zgodne z wcześniejszymi obserwacjami dla Krakowa (Bokwa i in., 2019) oraz Łodzi (Fortuniak, 2003), przy czym intensywność MWC w Poznaniu okazała się nieco mniejsza. Według szacunków zwiększenie udziału zieleni o 10% mogłoby obniżyć temperaturę nocną o około 0,5°C.",
            ),
            Good(
                "preserve",
                "Jak silna jest miejska wyspa ciepła (MWC) w Poznaniu? Badacze sprawdzili to dla lat 2018–2022, korzystając z danych z 14 stacji pomiarowych i ze zdjęć satelitarnych Landsat 8. Średnia różnica nocnej temperatury między centrum miasta a strefą podmiejską wyniosła 2,9°C, a w pojedyncze lipcowe noce przekraczała 6°C. Prawdopodobnie najbardziej narażone na przegrzanie były tereny, na których powierzchnie nieprzepuszczalne stanowią ponad 70%. Podobne wyniki uzyskano wcześniej dla Krakowa (Bokwa i in., 2019) i Łodzi (Fortuniak, 2003), choć w Poznaniu MWC była nieco słabsza. Szacuje się, że zwiększenie udziału zieleni o 10% mogłoby obniżyć temperaturę nocną o około 0,5°C.",
            ),
            Good(
                "en",
                "The study assessed the intensity of the urban heat island (UHI) in Poznań in 2018–2022. Data from 14 measuring stations and Landsat 8 satellite imagery were used. The mean night-time temperature difference between the city centre and the suburban zone was 2.9°C, and on individual July nights it exceeded 6°C. Areas where impervious surfaces made up more than 70% were probably the most exposed to overheating. The results are consistent with earlier observations for Kraków (Bokwa et al., 2019) and Łódź (Fortuniak, 2003), although UHI intensity in Poznań was slightly lower. It is estimated that increasing the share of green space by 10% could lower night-time temperatures by about 0.5°C.",
            ),
        ],
        bad=[
            Slip(0, [("(Fortuniak, 2003)", "(Fortuniak, 2008)")], "citation"),
            Slip(1, [("przekraczała 6°C", "przekraczała 8°C")], "number"),
            Slip(2, [("were probably the most exposed", "were the most exposed")], "hedge"),
        ],
    ),
    Case(
        key="pl-wywoz-odpadow-zmiana-terminow-pcim",
        source="Urząd Gminy Pcim informuje, że w związku ze świętem 1 listopada (piątek) odbiór odpadów zmieszanych z rejonu II zostanie przesunięty na sobotę 2 listopada 2024 r. Odbiór frakcji „papier” oraz „metale i tworzywa sztuczne” w rejonie III odbędzie się w poniedziałek 4 listopada zamiast w czwartek 31 października. Pojemniki należy wystawić przed posesję do godziny 6:00 w dniu odbioru. Odpady wystawione w workach innych niż oznakowane nie zostaną odebrane. Zmiana nie dotyczy zabudowy wielolokalowej. Szczegółowy harmonogram można pobrać ze strony www.pcim.pl/odpady, a reklamacje zgłaszać na adres odpady@pcim.pl nie później niż w ciągu 3 dni roboczych.",
        good=[
            Good(
                "preserve",
                "Uprzejmie informujemy, że z powodu święta przypadającego w piątek 1 listopada odpady zmieszane z rejonu II zostaną odebrane w sobotę 2 listopada 2024 r. W rejonie III frakcje „papier” oraz „metale i tworzywa sztuczne” zostaną odebrane w poniedziałek 4 listopada, a nie w czwartek 31 października. Pojemniki należy wystawić przed posesję do 6:00 w dniu odbioru. Odpady w workach innych niż oznakowane nie będą odbierane. Zmiana nie obejmuje zabudowy wielolokalowej. Szczegółowy harmonogram jest do pobrania na stronie www.pcim.pl/odpady; reklamacje można zgłaszać na adres odpady@pcim.pl najpóźniej w ciągu 3 dni roboczych. Urząd Gminy Pcim",
            ),
            Good(
                "preserve",
                "Urząd Gminy Pcim informuje o zmianach w odbiorze odpadów. Piątek 1 listopada to święto, dlatego odpady zmieszane z rejonu II zostaną odebrane w sobotę 2 listopada 2024 r. W rejonie III papier oraz metale i tworzywa sztuczne zostaną odebrane nie w czwartek 31 października, ale w poniedziałek 4 listopada. Pojemniki trzeba wystawić przed posesję do 6:00 w dniu odbioru. Odpadów w workach innych niż oznakowane nikt nie zabierze. Zmiana nie dotyczy zabudowy wielolokalowej. Szczegółowy harmonogram możesz pobrać ze strony www.pcim.pl/odpady, a reklamację zgłosić na adres odpady@pcim.pl – nie później niż w ciągu 3 dni roboczych.",
            ),
            Good(
                "en",
                "Pcim Municipal Office announces that, because of the public holiday on Friday 1 November, collection of mixed waste in Area II will be moved to Saturday, 2 November 2024. In Area III, the “paper” and “metals and plastics” fractions will be collected on Monday, 4 November instead of Thursday, 31 October. Bins must be put out in front of the property by 6:00 a.m. on the day of collection. Waste put out in bags other than the marked ones will not be collected. The change does not apply to multi-family housing. The detailed schedule can be downloaded from www.pcim.pl/odpady, and complaints can be sent to odpady@pcim.pl within 3 working days at the latest.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Zmiana nie obejmuje zabudowy wielolokalowej.",
                        "Zmiana obejmuje również zabudowę wielolokalową.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("odpady@pcim.pl", "odpady@pcim.gov.pl")], "url"),
            Slip(2, [("Monday, 4 November", "Monday, 11 November")], "date"),
        ],
    ),
    Case(
        key="pl-list-zapisy-oboz-druzyny-wigry",
        source="Drodzy Rodzice,\nzapraszamy na letni obóz 12 Drużyny Harcerskiej „Wigry”, który odbędzie się w dniach 6–19 lipca 2025 r. w stanicy w Bachotku nad jeziorem Bachotek. Koszt uczestnictwa wynosi 1450 zł i obejmuje zakwaterowanie w namiotach, cztery posiłki dziennie, ubezpieczenie NNW oraz przejazd autokarem. Zaliczkę w wysokości 400 zł należy wpłacić do 15 marca, a pozostałą kwotę do 31 maja. Liczba miejsc jest ograniczona do 36. Dziecko musi mieć ważną legitymację szkolną i kartę kwalifikacyjną uczestnika wypoczynku. Z telefonów komórkowych uczestnicy mogą korzystać wyłącznie w czasie wyznaczonym przez kadrę. Dokładny termin zbiórki wyjazdowej podamy w czerwcu.\nCzuwaj!\nphm. Anna Kowal, drużynowa",
        good=[
            Good(
                "preserve",
                "Szanowni Państwo,\nuprzejmie zapraszamy Państwa dzieci na letni obóz 12 Drużyny Harcerskiej „Wigry”, organizowany w dniach 6–19 lipca 2025 r. w stanicy w Bachotku nad jeziorem Bachotek. Koszt uczestnictwa to 1450 zł; obejmuje on zakwaterowanie w namiotach, cztery posiłki dziennie, ubezpieczenie NNW oraz przejazd autokarem. Zaliczkę w kwocie 400 zł należy wpłacić do 15 marca, a resztę kwoty – do 31 maja. Liczba miejsc jest ograniczona do 36. Każdy uczestnik musi mieć ważną legitymację szkolną oraz kartę kwalifikacyjną uczestnika wypoczynku. Z telefonów komórkowych uczestnicy mogą korzystać jedynie w czasie wyznaczonym przez kadrę. Dokładny termin zbiórki wyjazdowej przekażemy w czerwcu.\nCzuwaj!\nphm. Anna Kowal, drużynowa",
            ),
            Good(
                "preserve",
                "Drodzy Rodzice!\n12 Drużyna Harcerska „Wigry” zaprasza na letni obóz: od 6 do 19 lipca 2025 r., stanica w Bachotku nad jeziorem Bachotek. Obóz kosztuje 1450 zł – w tej cenie są zakwaterowanie w namiotach, cztery posiłki dziennie, ubezpieczenie NNW i przejazd autokarem. Zaliczkę 400 zł trzeba wpłacić do 15 marca, a resztę do 31 maja. Mamy tylko 36 miejsc. Dziecko musi mieć ważną legitymację szkolną i kartę kwalifikacyjną uczestnika wypoczynku. Telefonów komórkowych można używać tylko w czasie wyznaczonym przez kadrę. Kiedy dokładnie jest zbiórka wyjazdowa, napiszemy w czerwcu.\nCzuwaj!\nphm. Anna Kowal, drużynowa",
            ),
            Good(
                "en",
                "Dear Parents,\nWe invite you to the summer camp of the 12th Scout Troop “Wigry”, which will take place on 6–19 July 2025 at the scout base in Bachotek on Lake Bachotek. The cost of participation is PLN 1,450 and covers tent accommodation, four meals a day, accident insurance (NNW) and coach transport. A deposit of PLN 400 must be paid by 15 March, and the remaining amount by 31 May. Places are limited to 36. Each child must have a valid school ID and a camp participant qualification form. Participants may use mobile phones only at times set by the staff. We will announce the exact date and time of the departure meeting in June.\nCzuwaj!\nphm. Anna Kowal, Troop Leader",
            ),
        ],
        bad=[
            Slip(0, [("Każdy uczestnik musi mieć", "Każdy uczestnik powinien mieć")], "modality"),
            Slip(
                1,
                [
                    (
                        "Mamy tylko 36 miejsc.",
                        "Mamy tylko 36 miejsc, a o przyjęciu decyduje kolejność wpłat.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("PLN 1,450", "PLN 1,540")], "number"),
        ],
    ),
    Case(
        key="pl-changelog-odmiana-npm-4-0",
        source="""## [4.0.0] – 2025-02-10

### Zmiany niekompatybilne
- Minimalna obsługiwana wersja Node.js to teraz **20.11**; wersje 18.x nie są już wspierane.
- Funkcja `odmien()` zwraca obiekt zamiast tablicy.

### Nowości
- Dodano opcję `--rodzaj` w poleceniu `npx odmiana-cli`.
- Słownik nazwisk powiększono o około 12 000 haseł.

### Poprawki
- Naprawiono błąd przy odmianie nazw z łącznikiem (#214).

Aktualizacja: `npm install odmiana@4.0.0`. Przed migracją należy przeczytać [przewodnik](https://github.com/kodlab/odmiana/blob/main/MIGRACJA.md).""",
        good=[
            Good(
                "preserve",
                """## [4.0.0] – 2025-02-10

### Zmiany łamiące kompatybilność
- Od tej wersji wymagany jest Node.js w wersji co najmniej **20.11**; wersje 18.x nie są już wspierane.
- `odmien()` zwraca teraz obiekt, a nie tablicę.

### Nowe funkcje
- Polecenie `npx odmiana-cli` ma nową opcję `--rodzaj`.
- Do słownika nazwisk dodano około 12 000 haseł.

### Poprawione błędy
- Odmiana nazw z łącznikiem działa już poprawnie (#214).

Aby zaktualizować, uruchom `npm install odmiana@4.0.0`. Przed migracją należy zapoznać się z [przewodnikiem](https://github.com/kodlab/odmiana/blob/main/MIGRACJA.md).""",
            ),
            Good(
                "preserve",
                """## [4.0.0] – 2025-02-10

### Zmiany niekompatybilne
- Wymagany Node.js **20.11** lub nowszy; koniec wsparcia dla 18.x.
- `odmien()` zwraca obiekt, nie tablicę.

### Nowości
- `npx odmiana-cli`: nowa opcja `--rodzaj`.
- Słownik nazwisk: ok. 12 000 nowych haseł.

### Poprawki
- Naprawiona odmiana nazw z łącznikiem (#214).

Instalacja: `npm install odmiana@4.0.0`. Przed migracją należy przeczytać [przewodnik](https://github.com/kodlab/odmiana/blob/main/MIGRACJA.md).""",
            ),
            Good(
                "en",
                """## [4.0.0] – 2025-02-10

### Breaking changes
- The minimum supported Node.js version is now **20.11**; 18.x versions are no longer supported.
- The `odmien()` function returns an object instead of an array.

### New features
- Added the `--rodzaj` option to the `npx odmiana-cli` command.
- The surname dictionary has been expanded by about 12,000 entries.

### Fixes
- Fixed a bug in declining hyphenated names (#214).

To update: `npm install odmiana@4.0.0`. Read the [guide](https://github.com/kodlab/odmiana/blob/main/MIGRACJA.md) before migrating.""",
            ),
        ],
        bad=[
            Slip(0, [("`npm install odmiana@4.0.0`", "`npm install odmiana@4.0.1`")], "code"),
            Slip(
                1,
                [
                    (
                        "- `odmien()` zwraca obiekt, nie tablicę.",
                        "- odmien() zwraca obiekt, nie tablicę.",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "Fixed a bug in declining hyphenated names (#214).",
                        "Fixed a bug in declining hyphenated names (#214), reported by Marta Zielińska.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-uchwala-oplaty-zlobek-brzeg",
        source="Uchwała nr XII/87/2024 Rady Miejskiej w Brzegu z dnia 28 listopada 2024 r. w sprawie opłat za pobyt dziecka w Żłobku Miejskim nr 2.\n§ 1. Opłata miesięczna za pobyt dziecka wynosi 650 zł, a dzienna stawka żywieniowa – 12 zł.\n§ 2. Za drugie i każde kolejne dziecko z tej samej rodziny, uczęszczające jednocześnie do żłobka, opłatę miesięczną obniża się o 50%.\n§ 3. Opłatę należy uiszczać do 10. dnia każdego miesiąca. Opłata za wyżywienie podlega zwrotowi za każdy dzień zgłoszonej nieobecności, jeżeli nieobecność zgłoszono do godz. 8:00.\n§ 4. Wykonanie uchwały powierza się Burmistrzowi Brzegu.\n§ 5. Uchwała wchodzi w życie z dniem 1 stycznia 2025 r.",
        good=[
            Good(
                "preserve",
                "Rada Miejska w Brzegu przyjęła 28 listopada 2024 r. uchwałę nr XII/87/2024 w sprawie opłat za pobyt dziecka w Żłobku Miejskim nr 2. Co w niej jest?\n§ 1 – pobyt dziecka kosztuje 650 zł miesięcznie, a wyżywienie 12 zł dziennie.\n§ 2 – jeśli do żłobka jednocześnie chodzi więcej niż jedno dziecko z tej samej rodziny, opłata miesięczna za drugie i każde kolejne dziecko jest niższa o 50%.\n§ 3 – opłatę należy wnosić do 10. dnia każdego miesiąca; za każdy dzień nieobecności zgłoszonej do godz. 8:00 zwracana jest opłata za wyżywienie.\n§ 4 – wykonanie uchwały powierzono Burmistrzowi Brzegu.\n§ 5 – uchwała wchodzi w życie 1 stycznia 2025 r.",
            ),
            Good(
                "preserve",
                "Uchwałą nr XII/87/2024 Rady Miejskiej w Brzegu z dnia 28 listopada 2024 r. w sprawie opłat za pobyt dziecka w Żłobku Miejskim nr 2 ustalono, że miesięczna opłata za pobyt dziecka wynosi 650 zł, a dzienna stawka żywieniowa 12 zł (§ 1). Opłata miesięczna za drugie i każde następne dziecko z tej samej rodziny, jednocześnie uczęszczające do żłobka, ulega obniżeniu o 50% (§ 2). Opłatę należy uiszczać do 10. dnia każdego miesiąca, a opłata za wyżywienie jest zwracana za każdy dzień nieobecności zgłoszonej do godz. 8:00 (§ 3). Wykonanie uchwały powierzono Burmistrzowi Brzegu (§ 4). Uchwała wchodzi w życie z dniem 1 stycznia 2025 r. (§ 5).",
            ),
            Good(
                "en",
                "Resolution No. XII/87/2024 of the Brzeg Town Council of 28 November 2024 on fees for a child's stay at Municipal Nursery No. 2.\n§ 1. The monthly fee for a child's stay is PLN 650, and the daily meal rate is PLN 12.\n§ 2. For the second and each subsequent child from the same family attending the nursery at the same time, the monthly fee is reduced by 50%.\n§ 3. The fee must be paid by the 10th day of each month. The meal fee is refunded for each day of reported absence if the absence was reported by 8:00 a.m.\n§ 4. The Mayor of Brzeg is entrusted with implementing this resolution.\n§ 5. This resolution enters into force on 1 January 2025.",
            ),
        ],
        bad=[
            Slip(0, [("niższa o 50%", "niższa o 30%")], "number"),
            Slip(1, [("Uchwałą nr XII/87/2024", "Uchwałą nr XII/78/2024")], "legal_reference"),
            Slip(2, [("The fee must be paid", "The fee should be paid")], "modality"),
        ],
    ),
    Case(
        key="pl-warunki-najmu-e-hulajnog-volta",
        source="Warunki korzystania z hulajnóg elektrycznych VOLTA (fragment). Z hulajnogi może korzystać wyłącznie osoba, która ukończyła 18 lat. Na jednej hulajnodze może jechać tylko jedna osoba. Odblokowanie kosztuje 3,50 zł, a każda minuta jazdy 0,89 zł. Hulajnogę należy pozostawić w strefie parkowania oznaczonej w aplikacji; za pozostawienie jej poza strefą pobierana jest opłata 49 zł. Nie wolno jeździć po chodniku, chyba że przepisy ruchu drogowego na to pozwalają. Maksymalna prędkość pojazdu jest ograniczona do 20 km/h. Użytkownik powinien zgłosić każdą usterkę przez aplikację przed rozpoczęciem jazdy. Jazda po spożyciu alkoholu jest zabroniona i skutkuje blokadą konta na 30 dni.",
        good=[
            Good(
                "preserve",
                "Najważniejsze zasady korzystania z hulajnóg elektrycznych VOLTA (fragment warunków):\n– jeździć może wyłącznie osoba, która ukończyła 18 lat;\n– na jednej hulajnodze może jechać tylko jedna osoba;\n– odblokowanie kosztuje 3,50 zł, a minuta jazdy – 0,89 zł;\n– hulajnogę trzeba zostawić w strefie parkowania oznaczonej w aplikacji, a za zostawienie jej poza strefą zapłacisz 49 zł;\n– po chodniku jeździć nie wolno, chyba że pozwalają na to przepisy ruchu drogowego;\n– prędkość hulajnogi jest ograniczona do 20 km/h;\n– każdą usterkę powinieneś zgłosić w aplikacji, zanim ruszysz;\n– jazda po spożyciu alkoholu jest zabroniona i kończy się blokadą konta na 30 dni.",
            ),
            Good(
                "preserve",
                "Fragment warunków korzystania z hulajnóg elektrycznych VOLTA. Użytkownikiem hulajnogi może być wyłącznie osoba, która ukończyła 18 lat. Jedną hulajnogą może jechać tylko jedna osoba. Opłata za odblokowanie wynosi 3,50 zł, a za każdą minutę jazdy 0,89 zł. Hulajnogę należy pozostawić w strefie parkowania wskazanej w aplikacji; pozostawienie jej poza strefą wiąże się z opłatą w wysokości 49 zł. Jazda po chodniku jest zabroniona, z wyjątkiem sytuacji, w których dopuszczają ją przepisy ruchu drogowego. Prędkość pojazdu ograniczono do maksymalnie 20 km/h. Przed rozpoczęciem jazdy użytkownik powinien zgłosić za pośrednictwem aplikacji każdą usterkę. Jazda po spożyciu alkoholu jest zakazana i skutkuje zablokowaniem konta na 30 dni.",
            ),
            Good(
                "en",
                "VOLTA e-scooter terms of use (extract). Only persons who are 18 or older may use a scooter. Only one person may ride on a single scooter. Unlocking costs PLN 3.50, and each minute of riding costs PLN 0.89. The scooter must be left in a parking zone marked in the app; a fee of PLN 49 is charged for leaving it outside the zone. Riding on the pavement is not allowed unless traffic regulations permit it. The vehicle's top speed is limited to 20 km/h. Users should report any fault via the app before starting a ride. Riding after drinking alcohol is prohibited and results in the account being blocked for 30 days.",
            ),
        ],
        bad=[
            Slip(0, [("hulajnogę trzeba zostawić", "hulajnogę warto zostawić")], "modality"),
            Slip(
                1,
                [
                    (
                        "Jazda po chodniku jest zabroniona, z wyjątkiem sytuacji, w których dopuszczają ją przepisy ruchu drogowego.",
                        "Jazda po chodniku jest dozwolona, także w sytuacjach, w których nie dopuszczają jej przepisy ruchu drogowego.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("PLN 0.89", "PLN 0.98")], "number"),
        ],
    ),
    Case(
        key="pl-nadlesnictwo-stopien-zagrozenia-pozarowego",
        source="Nadleśnictwo Lubsko informuje, że od 8 sierpnia 2025 r. na terenie leśnictw Jasień i Tuplice obowiązuje III stopień zagrożenia pożarowego (zagrożenie duże). Wilgotność ściółki spadła poniżej 10%, a według prognoz IMGW opady prawdopodobnie nie wystąpią przez najbliższe 5–7 dni. Wstęp do lasu nie jest zabroniony, ale obowiązuje całkowity zakaz rozpalania ognisk, także w miejscach do tego wyznaczonych. Nie wolno palić tytoniu poza drogami publicznymi. Pojazdy należy parkować wyłącznie na wyznaczonych parkingach, aby nie blokować dróg pożarowych. Każdy zauważony dym lub ogień trzeba niezwłocznie zgłosić pod numer 112. Szacuje się, że około 90% pożarów lasów w regionie powstaje z winy człowieka.",
        good=[
            Good(
                "preserve",
                "Od 8 sierpnia 2025 r. w leśnictwach Jasień i Tuplice obowiązuje III, czyli duży, stopień zagrożenia pożarowego – informuje Nadleśnictwo Lubsko. Wilgotność ściółki spadła poniżej 10%, a prognozy IMGW wskazują, że przez najbliższe 5–7 dni prawdopodobnie nie będzie opadów. Do lasu można wchodzić, jednak rozpalanie ognisk jest całkowicie zakazane – również w miejscach do tego wyznaczonych. Poza drogami publicznymi nie wolno palić tytoniu. Pojazdy należy zostawiać tylko na wyznaczonych parkingach, żeby nie blokowały dróg pożarowych. Każdy zauważony dym lub ogień trzeba bez zwłoki zgłosić pod numer 112. Według szacunków około 90% pożarów lasów w regionie wybucha z winy człowieka.",
            ),
            Good(
                "preserve",
                "Nadleśnictwo Lubsko informuje: od 8 sierpnia 2025 r. w leśnictwach Jasień i Tuplice obowiązuje III stopień zagrożenia pożarowego, czyli zagrożenie duże. Ściółka ma wilgotność poniżej 10%, a według prognoz IMGW przez najbliższe 5–7 dni prawdopodobnie nie będzie opadów. Możesz wejść do lasu, ale ognisk nie wolno rozpalać w ogóle – nawet w miejscach do tego wyznaczonych. Tytoniu nie wolno palić poza drogami publicznymi. Pojazd należy zaparkować wyłącznie na wyznaczonym parkingu, żeby nie blokować dróg pożarowych. Jeśli zauważysz dym lub ogień, musisz niezwłocznie zgłosić to pod numer 112. Szacuje się, że około 90% pożarów lasów w regionie powstaje z winy człowieka.",
            ),
            Good(
                "en",
                "Lubsko Forest District announces that from 8 August 2025 fire danger level III (high danger) is in force in the Jasień and Tuplice forest ranges. Forest litter moisture has dropped below 10%, and according to IMGW forecasts there will probably be no precipitation for the next 5–7 days. Entering the forest is not prohibited, but there is a total ban on lighting fires, including in places designated for them. Smoking is not allowed away from public roads. Vehicles must be parked only in designated car parks so as not to block fire access roads. Any smoke or fire you notice must be reported immediately to 112. It is estimated that about 90% of forest fires in the region are caused by people.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Poza drogami publicznymi nie wolno palić tytoniu.",
                        "Poza drogami publicznymi nie wolno palić tytoniu, a za złamanie zakazu grozi mandat do 500 zł.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Szacuje się, że około 90% pożarów", "Wiadomo, że 90% pożarów")], "hedge"),
            Slip(
                2,
                [("Entering the forest is not prohibited", "Entering the forest is prohibited")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-filharmonia-inauguracja-sezonu-plock",
        source="Filharmonia Nadwiślańska w Płocku zaprasza na inaugurację sezonu artystycznego 2025/2026 w piątek 26 września 2025 r. o godz. 19:00. Orkiestrę poprowadzi Tomasz Wierzbicki, a solistką będzie skrzypaczka Julia Sokolnicka. W programie: Uwertura tragiczna Johannesa Brahmsa, Koncert skrzypcowy D-dur Piotra Czajkowskiego oraz II Symfonia Jeana Sibeliusa. Bilety w cenie od 60 do 120 zł można kupić od 1 września w kasie lub na stronie www.filharmonia-plock.pl. Karnet na cały sezon obejmuje 18 koncertów. Uczniowie i studenci do 26. roku życia mogą kupić bilety ulgowe za okazaniem legitymacji. Osoby spóźnione zostaną wpuszczone na salę dopiero w przerwie. Zapytania o rezerwacje grupowe prosimy kierować na adres bilety@filharmonia-plock.pl.",
        good=[
            Good(
                "preserve",
                "Inauguracja sezonu artystycznego 2025/2026 w Filharmonii Nadwiślańskiej w Płocku odbędzie się w piątek 26 września 2025 r. o 19:00. Za pulpitem dyrygenckim stanie Tomasz Wierzbicki, a partię solową wykona skrzypaczka Julia Sokolnicka. Zabrzmią Uwertura tragiczna Johannesa Brahmsa, Koncert skrzypcowy D-dur Piotra Czajkowskiego i II Symfonia Jeana Sibeliusa. Bilety kosztują od 60 do 120 zł, a sprzedaż rusza 1 września – w kasie i na stronie www.filharmonia-plock.pl. Karnet na cały sezon obejmuje 18 koncertów. Uczniowie i studenci do 26. roku życia mogą kupić bilety ulgowe po okazaniu legitymacji. Spóźnieni widzowie wejdą na salę dopiero w przerwie. Pytania o rezerwacje grupowe: bilety@filharmonia-plock.pl.",
            ),
            Good(
                "preserve",
                "Filharmonia Nadwiślańska w Płocku serdecznie zaprasza na koncert inaugurujący sezon artystyczny 2025/2026, który odbędzie się w piątek 26 września 2025 r. o godz. 19:00. Orkiestrą dyryguje Tomasz Wierzbicki, a solistką wieczoru jest skrzypaczka Julia Sokolnicka. Program obejmuje Uwerturę tragiczną Johannesa Brahmsa, Koncert skrzypcowy D-dur Piotra Czajkowskiego oraz II Symfonię Jeana Sibeliusa. Bilety w cenach od 60 do 120 zł są dostępne od 1 września w kasie oraz na stronie www.filharmonia-plock.pl. Karnet sezonowy obejmuje 18 koncertów. Uczniowie i studenci do 26. roku życia mogą nabyć bilety ulgowe za okazaniem legitymacji. Osoby spóźnione zostaną wpuszczone na salę dopiero w przerwie. Zapytania dotyczące rezerwacji grupowych prosimy kierować na adres bilety@filharmonia-plock.pl.",
            ),
            Good(
                "en",
                "Filharmonia Nadwiślańska in Płock invites you to the opening of its 2025/2026 artistic season on Friday, 26 September 2025 at 7 p.m. The orchestra will be conducted by Tomasz Wierzbicki, with violinist Julia Sokolnicka as the soloist. The programme features Johannes Brahms's Tragic Overture, Pyotr Tchaikovsky's Violin Concerto in D major and Jean Sibelius's Symphony No. 2. Tickets priced from PLN 60 to 120 can be bought from 1 September at the box office or at www.filharmonia-plock.pl. A season pass covers 18 concerts. Pupils and students up to the age of 26 can buy concession tickets on presentation of their student ID. Latecomers will be admitted to the hall only during the interval. Group booking enquiries should be sent to bilety@filharmonia-plock.pl.",
            ),
        ],
        bad=[
            Slip(0, [("www.filharmonia-plock.pl", "www.filharmonia.plock.pl")], "url"),
            Slip(1, [("od 1 września", "od 15 września")], "date"),
            Slip(
                2,
                [
                    (
                        "A season pass covers 18 concerts.",
                        "A season pass covers 18 concerts and costs PLN 990.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-przeglad-co-klonowa-administrator",
        source="Szanowni Mieszkańcy,\nadministrator budynku przy ul. Klonowej 7 w Bielsku-Białej, firma Dom-Serwis sp. z o.o., informuje, że w dniach 14–16 października 2025 r. (wtorek–czwartek) w godzinach 8:00–15:00 odbędzie się przegląd instalacji centralnego ogrzewania przed sezonem grzewczym. Lokatorzy muszą zapewnić dostęp do grzejników we wszystkich pomieszczeniach. W tym czasie możliwe są krótkotrwałe przerwy w dostawie ciepłej wody, trwające nie dłużej niż 2 godziny. Osoby, które nie mogą być obecne, powinny zostawić klucze u sąsiada lub uzgodnić inny termin pod numerem 33 812 45 60. Koszt przeglądu pokrywa wspólnota mieszkaniowa. Termin dodatkowy wyznaczono na czwartek 23 października.",
        good=[
            Good(
                "preserve",
                "Drodzy Mieszkańcy!\nOd wtorku do czwartku, 14–16 października 2025 r., w godz. 8:00–15:00 w budynku przy ul. Klonowej 7 w Bielsku-Białej odbędzie się przegląd instalacji centralnego ogrzewania przed sezonem grzewczym. Informuje o tym administrator budynku, firma Dom-Serwis sp. z o.o. Lokatorzy muszą zapewnić dostęp do grzejników we wszystkich pomieszczeniach. W tym czasie mogą wystąpić krótkie przerwy w dostawie ciepłej wody – najdłużej 2-godzinne. Jeśli nie możesz być obecny, powinieneś zostawić klucze u sąsiada albo uzgodnić inny termin pod numerem 33 812 45 60. Za przegląd płaci wspólnota mieszkaniowa. Dodatkowy termin: czwartek 23 października.",
            ),
            Good(
                "preserve",
                "Szanowni Mieszkańcy,\nDom-Serwis sp. z o.o., administrator budynku przy ul. Klonowej 7 w Bielsku-Białej, uprzejmie informuje, że przegląd instalacji centralnego ogrzewania przed sezonem grzewczym zostanie przeprowadzony od wtorku 14 października do czwartku 16 października 2025 r., w godzinach 8:00–15:00. Lokatorzy są zobowiązani zapewnić dostęp do grzejników we wszystkich pomieszczeniach. W trakcie przeglądu mogą wystąpić krótkotrwałe, nieprzekraczające 2 godzin przerwy w dostawie ciepłej wody. Osoby, które nie będą mogły być obecne, powinny pozostawić klucze u sąsiada lub uzgodnić inny termin pod numerem telefonu 33 812 45 60. Koszt przeglądu ponosi wspólnota mieszkaniowa. Termin dodatkowy wyznaczono na czwartek 23 października.",
            ),
            Good(
                "en",
                "Dear Residents,\nDom-Serwis sp. z o.o., the building manager of ul. Klonowa 7 in Bielsko-Biała, informs you that an inspection of the central heating system ahead of the heating season will take place on 14–16 October 2025 (Tuesday to Thursday) between 8:00 a.m. and 3:00 p.m. Occupants must provide access to the radiators in all rooms. During this time there may be brief interruptions to the hot water supply lasting no longer than 2 hours. Those who cannot be present should leave their keys with a neighbour or arrange another date by calling 33 812 45 60. The cost of the inspection is covered by the homeowners' association. An additional date has been set for Thursday, 23 October.",
            ),
        ],
        bad=[
            Slip(0, [("czwartek 23 października", "czwartek 30 października")], "date"),
            Slip(1, [("nieprzekraczające 2 godzin", "nieprzekraczające 4 godzin")], "number"),
            Slip(
                2,
                [("Occupants must provide access", "Occupants are asked to provide access")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-abstrakt-nawadnianie-kroplowe-truskawek",
        source="W trzyletnim doświadczeniu polowym (2021–2023) prowadzonym w Skierniewicach porównano plonowanie truskawki odmiany ‘Honeoye’ nawadnianej kroplowo i nienawadnianej. Nawadnianie zwiększyło średni plon handlowy o 27%, z 14,2 do 18,0 t/ha. Efekt był najsilniejszy w suchym roku 2022, gdy różnica wynosiła prawdopodobnie ponad 40%, choć z powodu uszkodzeń przez przymrozek część danych z tego sezonu jest niepełna. Nie stwierdzono istotnego wpływu nawadniania na zawartość ekstraktu w owocach. Uzyskane wyniki potwierdzają wcześniejsze obserwacje Treder i in. (2016) oraz Liu i Chen (2019, s. 112). Autorzy sugerują, że w warunkach środkowej Polski nawadnianie może się opłacać już przy cenie skupu powyżej 5 zł/kg.",
        good=[
            Good(
                "preserve",
                "W trzyletnim doświadczeniu polowym (2021–2023) w Skierniewicach porównano plonowanie truskawki odmiany ‘Honeoye’ nawadnianej kroplowo oraz uprawianej bez nawadniania. Nawadnianie podniosło średni plon handlowy o 27% – z 14,2 do 18,0 t/ha. Najsilniejszy efekt odnotowano w suchym 2022 roku, kiedy różnica wynosiła prawdopodobnie ponad 40%; część danych z tego sezonu jest jednak niepełna z powodu uszkodzeń przymrozkowych. Nie wykazano istotnego wpływu nawadniania na zawartość ekstraktu w owocach. Wyniki potwierdzają wcześniejsze obserwacje Treder i in. (2016) oraz Liu i Chena (2019, s. 112). Zdaniem autorów w warunkach środkowej Polski nawadnianie może być opłacalne już przy cenie skupu przekraczającej 5 zł/kg.",
            ),
            Good(
                "preserve",
                "Czy kroplowe nawadnianie truskawek się opłaca? W Skierniewicach przez trzy sezony (2021–2023) porównywano w doświadczeniu polowym plonowanie odmiany ‘Honeoye’ z nawadnianiem kroplowym i bez niego. Dzięki nawadnianiu średni plon handlowy wzrósł o 27%, z 14,2 do 18,0 t/ha. Najwięcej zyskano w suchym roku 2022 – różnica przekroczyła wtedy prawdopodobnie 40%, choć z powodu uszkodzeń przez przymrozek część danych z tego sezonu jest niepełna. Istotnego wpływu nawadniania na zawartość ekstraktu w owocach nie stwierdzono. Wyniki zgadzają się z wcześniejszymi obserwacjami Treder i in. (2016) oraz Liu i Chena (2019, s. 112). Autorzy sugerują, że w środkowej Polsce nawadnianie może się opłacać już wtedy, gdy cena skupu przekracza 5 zł/kg.",
            ),
            Good(
                "en",
                "In a three-year field experiment (2021–2023) in Skierniewice, the yield of drip-irrigated and non-irrigated strawberries of the cultivar ‘Honeoye’ was compared. Irrigation increased the mean marketable yield by 27%, from 14.2 to 18.0 t/ha. The effect was strongest in the dry year of 2022, when the difference probably exceeded 40%, although some data from that season are incomplete because of frost damage. No significant effect of irrigation on the soluble solids content of the fruit was found. The results confirm earlier observations by Treder et al. (2016) and Liu and Chen (2019, p. 112). The authors suggest that under the conditions of central Poland irrigation may already pay off at a purchase price above PLN 5/kg.",
            ),
        ],
        bad=[
            Slip(0, [("(2019, s. 112)", "(2019, s. 121)")], "citation"),
            Slip(
                1,
                [
                    (
                        "różnica przekroczyła wtedy prawdopodobnie 40%",
                        "różnica przekroczyła wtedy 40%",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "No significant effect of irrigation on the soluble solids content of the fruit was found.",
                        "Nie stwierdzono istotnego wpływu nawadniania na zawartość ekstraktu w owocach.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-readme-plan2ics-plan-lekcji",
        source="""# plan2ics

Narzędzie wiersza poleceń, które zamienia plan lekcji z pliku CSV na kalendarz w formacie iCalendar.

## Instalacja

Wymagany jest Python 3.10 lub nowszy:

```
pip install plan2ics==1.3.2
```

## Użycie

- `plan2ics plan.csv -o plan.ics` – tworzy kalendarz z planu.
- Opcja `--od 2025-09-01` ustawia datę początku semestru; bez niej przyjmowana jest data bieżąca.
- Plik CSV musi być zapisany w kodowaniu UTF-8.

Błędy prosimy zgłaszać na [stronie projektu](https://codeberg.org/zsl-it/plan2ics/issues) lub mailowo: plan2ics@zsl.edu.pl.""",
        good=[
            Good(
                "preserve",
                """# plan2ics

`plan2ics` to narzędzie działające w wierszu poleceń: przekształca plan lekcji zapisany w pliku CSV w kalendarz w formacie iCalendar.

## Instalacja

Potrzebujesz Pythona w wersji 3.10 lub nowszej:

```
pip install plan2ics==1.3.2
```

## Jak używać

- `plan2ics plan.csv -o plan.ics` – generuje kalendarz na podstawie planu.
- Opcją `--od 2025-09-01` ustawisz datę początku semestru; jeśli jej nie podasz, program przyjmie datę bieżącą.
- Plik CSV musi mieć kodowanie UTF-8.

Znalazłeś błąd? Zgłoś go na [stronie projektu](https://codeberg.org/zsl-it/plan2ics/issues) albo napisz na plan2ics@zsl.edu.pl.""",
            ),
            Good(
                "preserve",
                """# plan2ics

Konwerter planu lekcji z pliku CSV do kalendarza iCalendar, uruchamiany z wiersza poleceń.

## Instalacja

Wymaga Pythona 3.10 lub nowszego:

```
pip install plan2ics==1.3.2
```

## Użycie

- `plan2ics plan.csv -o plan.ics` – tworzy kalendarz z planu.
- `--od 2025-09-01` – data początku semestru (bez tej opcji: data bieżąca).
- Plik CSV musi być w kodowaniu UTF-8.

Zgłaszanie błędów: [strona projektu](https://codeberg.org/zsl-it/plan2ics/issues) lub plan2ics@zsl.edu.pl.""",
            ),
            Good(
                "en",
                """# plan2ics

A command-line tool that converts a school timetable from a CSV file into a calendar in iCalendar format.

## Installation

Python 3.10 or newer is required:

```
pip install plan2ics==1.3.2
```

## Usage

- `plan2ics plan.csv -o plan.ics` – creates a calendar from the timetable.
- The `--od 2025-09-01` option sets the start date of the semester; without it, the current date is used.
- The CSV file must be saved in UTF-8 encoding.

Please report bugs on the [project page](https://codeberg.org/zsl-it/plan2ics/issues) or by e-mail to plan2ics@zsl.edu.pl.""",
            ),
        ],
        bad=[
            Slip(0, [("`--od 2025-09-01`", "`--start 2025-09-01`")], "code"),
            Slip(
                1,
                [
                    (
                        "- `plan2ics plan.csv -o plan.ics` – tworzy kalendarz z planu.\n- `--od 2025-09-01` – data początku semestru (bez tej opcji: data bieżąca).\n- Plik CSV",
                        "`plan2ics plan.csv -o plan.ics` – tworzy kalendarz z planu. `--od 2025-09-01` – data początku semestru (bez tej opcji: data bieżąca). Plik CSV",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [
                    (
                        "https://codeberg.org/zsl-it/plan2ics/issues",
                        "https://codeberg.org/zsl-lt/plan2ics/issues",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-owu-assistance-dom-awarie-instalacji",
        source="Ogólne warunki ubezpieczenia Assistance Dom Plus (wyciąg, § 7). W razie awarii instalacji wodno-kanalizacyjnej, elektrycznej lub grzewczej ubezpieczyciel organizuje i pokrywa koszt dojazdu oraz robocizny specjalisty do kwoty 800 zł na zdarzenie, maksymalnie trzy razy w rocznym okresie ubezpieczenia. Koszt części zamiennych nie jest objęty ochroną. Zgłoszenia należy dokonać telefonicznie pod numerem 801 300 500 niezwłocznie, nie później niż w ciągu 24 godzin od wykrycia awarii. Specjalista przyjedzie zazwyczaj w ciągu 4 godzin od zgłoszenia, jednak w okresach wzmożonej liczby zgłoszeń czas ten może się wydłużyć. Ubezpieczony może samodzielnie zlecić naprawę tylko po uzyskaniu zgody centrum assistance. Ochrona nie obejmuje szkód powstałych wskutek rażącego niedbalstwa.",
        good=[
            Good(
                "preserve",
                "Assistance Dom Plus – zasady z ogólnych warunków ubezpieczenia (wyciąg, § 7). Gdy awarii ulegnie instalacja wodno-kanalizacyjna, elektryczna lub grzewcza, ubezpieczyciel zorganizuje specjalistę i zapłaci za jego dojazd i robociznę – do 800 zł za jedno zdarzenie, najwyżej trzy razy w rocznym okresie ubezpieczenia. Kosztów części zamiennych ubezpieczenie nie pokrywa. Awarię należy zgłosić telefonicznie pod numerem 801 300 500 niezwłocznie, a najpóźniej w ciągu 24 godzin od jej wykrycia. Specjalista przyjeżdża zwykle w ciągu 4 godzin od zgłoszenia, ale gdy zgłoszeń jest wyjątkowo dużo, może to potrwać dłużej. Naprawę na własną rękę ubezpieczony może zlecić wyłącznie za zgodą centrum assistance. Szkody wynikłe z rażącego niedbalstwa nie są objęte ochroną.",
            ),
            Good(
                "preserve",
                "Zgodnie z § 7 ogólnych warunków ubezpieczenia Assistance Dom Plus (wyciąg) w przypadku awarii instalacji wodno-kanalizacyjnej, elektrycznej lub grzewczej ubezpieczyciel organizuje przyjazd specjalisty i pokrywa koszty jego dojazdu oraz robocizny do wysokości 800 zł za zdarzenie, nie więcej niż trzykrotnie w rocznym okresie ubezpieczenia. Ochroną nie są objęte koszty części zamiennych. Awarię należy zgłosić niezwłocznie, telefonicznie pod numerem 801 300 500, nie później jednak niż w ciągu 24 godzin od jej wykrycia. Specjalista przybywa zazwyczaj w ciągu 4 godzin od zgłoszenia; w okresach wzmożonej liczby zgłoszeń czas ten może ulec wydłużeniu. Ubezpieczony może samodzielnie zlecić naprawę wyłącznie po uzyskaniu zgody centrum assistance. Ochrona ubezpieczeniowa nie obejmuje szkód powstałych wskutek rażącego niedbalstwa.",
            ),
            Good(
                "en",
                "Assistance Dom Plus general terms and conditions of insurance (extract, § 7). If the plumbing, electrical or heating system breaks down, the insurer arranges a specialist and covers the cost of their call-out and labour up to PLN 800 per incident, no more than three times per annual insurance period. The cost of spare parts is not covered. The breakdown must be reported by phone on 801 300 500 without delay, and no later than 24 hours after it is discovered. A specialist will usually arrive within 4 hours of the report, but when the number of reports is unusually high this may take longer. The insured may commission a repair on their own only after obtaining the consent of the assistance centre. Cover does not extend to damage caused by gross negligence.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Specjalista przyjeżdża zwykle w ciągu 4 godzin",
                        "Specjalista przyjeżdża w ciągu 4 godzin",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Ochroną nie są objęte koszty części zamiennych.",
                        "Ochroną są objęte również koszty części zamiennych.",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("The breakdown must be reported", "The breakdown should ideally be reported")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-warsztaty-wikliniarskie-nowy-tomysl",
        source="Gminny Ośrodek Kultury w Nowym Tomyślu zaprasza na warsztaty wikliniarskie prowadzone przez Henryka Stachowiaka, który od ponad 30 lat wyplata kosze i meble z wikliny. Zajęcia odbędą się w czterech sobotnich spotkaniach: 8, 15, 22 i 29 marca 2025 r., w godz. 10:00–14:00. Opłata za cały cykl wynosi 240 zł i obejmuje materiały. Liczba uczestników jest ograniczona do 12 osób. Udział mogą wziąć osoby pełnoletnie; wcześniejsze doświadczenie nie jest wymagane. Należy przynieść sekator i fartuch. Uczestnicy zabierają wykonane prace do domu. Zapisy przyjmujemy do 3 marca pod numerem 61 442 18 90; nieobecność na zajęciach nie uprawnia do zwrotu opłaty.",
        good=[
            Good(
                "preserve",
                "Chcesz nauczyć się wyplatania z wikliny? Gminny Ośrodek Kultury w Nowym Tomyślu zaprasza na warsztaty wikliniarskie z Henrykiem Stachowiakiem, który kosze i meble z wikliny wyplata od ponad 30 lat. Spotkamy się cztery razy, w soboty 8, 15, 22 i 29 marca 2025 r., od 10:00 do 14:00. Cały cykl kosztuje 240 zł, a materiały są wliczone w cenę. Mamy tylko 12 miejsc. Warsztaty są dla osób pełnoletnich; nie musisz mieć żadnego doświadczenia. Trzeba przynieść sekator i fartuch. Swoje prace zabierzesz do domu. Zapisy do 3 marca pod numerem 61 442 18 90. Uwaga: nieobecność na zajęciach nie uprawnia do zwrotu opłaty.",
            ),
            Good(
                "preserve",
                "Henryk Stachowiak, który od ponad 30 lat wyplata z wikliny kosze i meble, poprowadzi warsztaty wikliniarskie w Gminnym Ośrodku Kultury w Nowym Tomyślu. Cykl obejmuje cztery sobotnie spotkania – 8, 15, 22 i 29 marca 2025 r. – w godzinach 10:00–14:00. Opłata za całość wynosi 240 zł i obejmuje materiały. Liczba miejsc jest ograniczona do 12. W zajęciach mogą uczestniczyć osoby pełnoletnie, a wcześniejsze doświadczenie nie jest potrzebne. Uczestnicy muszą przynieść ze sobą sekator i fartuch. Wykonane prace każdy zabiera do domu. Zapisy ośrodek przyjmuje do 3 marca pod numerem 61 442 18 90. W razie nieobecności na zajęciach opłata nie jest zwracana.",
            ),
            Good(
                "en",
                "The Municipal Cultural Centre in Nowy Tomyśl invites you to wicker-weaving workshops led by Henryk Stachowiak, who has been weaving baskets and furniture from wicker for more than 30 years. The workshops consist of four Saturday sessions: 8, 15, 22 and 29 March 2025, from 10 a.m. to 2 p.m. The fee for the whole series is PLN 240 and includes materials. The number of participants is limited to 12. Adults may take part; no previous experience is required. You must bring pruning shears and an apron. Participants take their finished work home. Registration is open until 3 March on 61 442 18 90; absence from a session does not entitle you to a refund.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Swoje prace zabierzesz do domu.",
                        "Swoje prace zabierzesz do domu, a na koniec otrzymasz certyfikat ukończenia kursu.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("ograniczona do 12", "ograniczona do 15")], "number"),
            Slip(
                2,
                [("no previous experience is required", "previous experience is required")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-popularnonaukowy-jesienna-migracja-zurawi",
        source="Każdej jesieni przez Polskę przelatują dziesiątki tysięcy żurawi. Jedno z największych noclegowisk w kraju, w Parku Narodowym „Ujście Warty”, gromadzi w szczycie sezonu prawdopodobnie nawet 30 tys. ptaków. Badania telemetryczne (Nowakowski i Kamińska, 2021) wykazały, że oznakowane żurawie pokonywały dziennie średnio 260 km, a część z nich zimowała już w Niemczech, zamiast lecieć do Hiszpanii. Według autorów przyczyną są najpewniej łagodniejsze zimy i dostępność pożywienia na polach kukurydzy. Obserwatorzy nie powinni zbliżać się do noclegowisk o zmierzchu ani używać dronów. Najlepszy czas na obserwacje to zwykle druga połowa października.",
        good=[
            Good(
                "preserve",
                "Jesienią nad Polską przelatują dziesiątki tysięcy żurawi. W szczycie sezonu na jednym z największych noclegowisk w kraju – w Parku Narodowym „Ujście Warty” – zbiera się prawdopodobnie nawet 30 tys. ptaków. Z badań telemetrycznych (Nowakowski i Kamińska, 2021) wynika, że oznakowane żurawie pokonywały średnio 260 km dziennie, a część z nich, zamiast lecieć do Hiszpanii, zimowała już w Niemczech. Autorzy uważają, że przyczyną są najpewniej łagodniejsze zimy i dostępność pożywienia na polach kukurydzy. Obserwatorzy nie powinni podchodzić do noclegowisk o zmierzchu ani używać dronów. Na obserwacje najlepsza jest zwykle druga połowa października.",
            ),
            Good(
                "preserve",
                "Co roku jesienią przez Polskę przelatują dziesiątki tysięcy żurawi. Jedno z największych noclegowisk w kraju znajduje się w Parku Narodowym „Ujście Warty” – w szczycie sezonu gromadzi się tam prawdopodobnie nawet 30 tys. ptaków. Dzięki badaniom telemetrycznym (Nowakowski i Kamińska, 2021) wiemy, że oznakowane żurawie pokonywały dziennie średnio 260 km, a niektóre nie leciały aż do Hiszpanii, tylko zimowały już w Niemczech. Zdaniem autorów powodem są najpewniej łagodniejsze zimy i pożywienie dostępne na polach kukurydzy. Jeśli chcesz obserwować żurawie, nie powinieneś zbliżać się do noclegowisk o zmierzchu ani używać drona. Najlepszy czas na obserwacje to zwykle druga połowa października.",
            ),
            Good(
                "en",
                "Every autumn, tens of thousands of cranes fly across Poland. One of the largest roosts in the country, in Warta Mouth National Park, probably holds as many as 30,000 birds at the peak of the season. Telemetry studies (Nowakowski and Kamińska, 2021) showed that tagged cranes covered an average of 260 km a day, and some of them wintered as close as Germany instead of flying on to Spain. According to the authors, this is most likely due to milder winters and the availability of food in maize fields. Observers should not approach roosts at dusk or use drones. The best time for watching is usually the second half of October.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("zbiera się prawdopodobnie nawet 30 tys. ptaków", "zbiera się 30 tys. ptaków")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "(Nowakowski i Kamińska, 2021) wiemy",
                        "(Nowakowski i Kamińska, 2021), w których nadajniki GPS założono 45 ptakom, wiemy",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("(Nowakowski and Kamińska, 2021)", "(Nowakowski, 2021)")], "citation"),
        ],
    ),
]
