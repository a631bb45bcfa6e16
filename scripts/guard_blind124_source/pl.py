# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 124: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-cukiernia-zamowienia-tortow-okolicznosciowych",
        source="Zamówienia na torty okolicznościowe przyjmujemy najpóźniej 5 dni przed odbiorem, a w okresie komunijnym (od 1 do 31 maja) – co najmniej 10 dni wcześniej. Przy składaniu zamówienia pobieramy zaliczkę w wysokości 30% ceny tortu; zaliczka nie podlega zwrotowi, jeśli rezygnacja nastąpi później niż 48 godzin przed terminem odbioru. Torty bezglutenowe wykonujemy wyłącznie we wtorki i czwartki, ponieważ wtedy pracownia nie używa mąki pszennej. Nie wysyłamy tortów kurierem – odbiór jest możliwy tylko osobiście w sklepie przy ul. Długiej 14 w godzinach 8:00–18:00. Cena tortu piętrowego zaczyna się od 180 zł za 2 kg.",
        good=[
            Good(
                "preserve",
                "Chcesz zamówić tort na uroczystość? Daj nam znać co najmniej 5 dni przed odbiorem, a w sezonie komunijnym (1–31 maja) – minimum 10 dni wcześniej. Przy zamówieniu wpłacasz zaliczkę równą 30% ceny tortu. Jeśli zrezygnujesz później niż 48 godzin przed odbiorem, zaliczka przepada. Torty bez glutenu pieczemy tylko we wtorki i czwartki – w te dni nie używamy w pracowni mąki pszennej. Tortów nie wysyłamy kurierem: odbierzesz je wyłącznie osobiście w naszym sklepie przy ul. Długiej 14, między 8:00 a 18:00. Tort piętrowy kosztuje od 180 zł za 2 kg.",
            ),
            Good(
                "preserve",
                "Zasady zamawiania tortów okolicznościowych:\n- termin złożenia zamówienia: najpóźniej 5 dni przed odbiorem; w okresie komunijnym (1–31 maja) – nie później niż 10 dni przed odbiorem;\n- zaliczka: 30% ceny tortu, bezzwrotna w razie rezygnacji później niż 48 godzin przed terminem odbioru;\n- torty bezglutenowe: wyłącznie we wtorki i czwartki (w te dni pracownia nie używa mąki pszennej);\n- odbiór: tylko osobiście, w sklepie przy ul. Długiej 14, w godz. 8:00–18:00 – nie prowadzimy wysyłki kurierskiej;\n- cena tortu piętrowego: od 180 zł za 2 kg.",
            ),
            Good(
                "en",
                "We take orders for celebration cakes no later than 5 days before collection, and during the First Communion season (1–31 May) at least 10 days in advance. When you place an order, we charge a deposit of 30% of the cake's price; the deposit is non-refundable if you cancel later than 48 hours before the collection date. Gluten-free cakes are made only on Tuesdays and Thursdays, because on those days the bakery does not use wheat flour. We do not ship cakes by courier – they can only be collected in person at our shop at ul. Długa 14, between 8:00 and 18:00. Tiered cakes start at PLN 180 for 2 kg.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "the deposit is non-refundable if you cancel",
                        "the deposit is refundable if you cancel",
                    )
                ],
                "negation",
            ),
            Slip(0, [("równą 30% ceny tortu", "równą 20% ceny tortu")], "number"),
            Slip(1, [("wyłącznie we wtorki i czwartki", "wyłącznie we wtorki i piątki")], "date"),
        ],
    ),
    Case(
        key="pl-agroturystyka-konie-zasady-jazdy-wierzchem",
        source="Jazdy konne w naszym gospodarstwie odbywają się wyłącznie pod opieką instruktora. Każdy uczestnik musi mieć na głowie kask jeździecki – jeśli nie masz własnego, wypożyczymy go bezpłatnie. Dzieci poniżej 12 lat mogą jeździć tylko na lonży, a osoby niepełnoletnie potrzebują pisemnej zgody rodzica lub opiekuna. Maksymalna waga jeźdźca to 95 kg, ze względu na dobro koni. Nie wolno karmić koni bez zgody personelu ani wchodzić do boksów samodzielnie. Jazdę należy odwołać co najmniej 24 godziny wcześniej; w przeciwnym razie naliczamy opłatę w wysokości 50% ceny. Godzina jazdy w terenie kosztuje 120 zł, a na ujeżdżalni 90 zł.",
        good=[
            Good(
                "preserve",
                "Zanim wsiądziesz na konia, zapoznaj się z kilkoma zasadami:\n1. Jeździsz zawsze pod okiem instruktora – bez niego jazd nie prowadzimy.\n2. Kask jeździecki jest obowiązkowy. Nie masz swojego? Pożyczymy ci go za darmo.\n3. Dzieci poniżej 12 lat mogą jeździć wyłącznie na lonży. Niepełnoletni muszą mieć pisemną zgodę rodzica lub opiekuna.\n4. Ze względu na dobro koni jeździec może ważyć najwyżej 95 kg.\n5. Koni nie wolno karmić bez zgody personelu; nie wolno też samemu wchodzić do boksów.\n6. Jazdę trzeba odwołać co najmniej 24 godziny przed terminem – później pobieramy 50% ceny.\nCennik: godzina w terenie – 120 zł, godzina na ujeżdżalni – 90 zł.",
            ),
            Good(
                "preserve",
                "Wszystkie jazdy w gospodarstwie prowadzone są wyłącznie pod nadzorem instruktora, a każdy jeździec jest zobowiązany do noszenia kasku jeździeckiego (osobom bez własnego kasku udostępniamy go nieodpłatnie). Dzieci poniżej 12 lat mogą jeździć jedynie na lonży, natomiast niepełnoletni muszą przedstawić pisemną zgodę rodzica lub opiekuna. Z uwagi na dobro zwierząt waga jeźdźca nie może przekraczać 95 kg. Zabrania się karmienia koni bez zgody personelu oraz samodzielnego wchodzenia do boksów. Cena godziny jazdy wynosi 120 zł w terenie i 90 zł na ujeżdżalni. Rezygnację z jazdy należy zgłosić najpóźniej 24 godziny przed terminem – w przeciwnym razie naliczana jest opłata w wysokości 50% ceny.",
            ),
            Good(
                "en",
                "All riding at our farm takes place only under an instructor's supervision. Every rider must wear a riding helmet – if you don't have your own, we'll lend you one free of charge. Children under 12 may ride only on the lunge line, and minors need written consent from a parent or guardian. For the horses' welfare, the maximum rider weight is 95 kg. You must not feed the horses without the staff's permission or go into the stalls on your own. Rides must be cancelled at least 24 hours in advance; otherwise we charge 50% of the price. An hour's hack in the countryside costs PLN 120, and an hour in the arena PLN 90.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Every rider must wear a riding helmet",
                        "Every rider should wear a riding helmet",
                    )
                ],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "Koni nie wolno karmić bez zgody personelu",
                        "Konie można karmić bez zgody personelu",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "udostępniamy go nieodpłatnie)",
                        "udostępniamy go nieodpłatnie, podobnie jak kamizelkę ochronną)",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-rowery-wodne-wypozyczalnia-cennik-zasady",
        source="Wypożyczalnia rowerów wodnych nad Jeziorem Białym jest czynna od 1 czerwca do 15 września, codziennie w godzinach 9:00–20:00. Rower wodny dla 4 osób kosztuje 40 zł za pierwsze 30 minut i 25 zł za każde kolejne rozpoczęte pół godziny. Przy wypożyczeniu pobieramy kaucję w wysokości 100 zł oraz zatrzymujemy dokument tożsamości. Każda osoba na rowerze musi mieć założoną kamizelkę asekuracyjną, a dzieci do 7 lat mogą pływać tylko w towarzystwie dorosłego. Nie wolno wypływać poza strefę oznaczoną żółtymi bojami. Rezerwacji można dokonać przez stronę www.rowerybialy.pl/rezerwacje lub telefonicznie; przy silnym wietrze wypożyczalnia może zostać zamknięta bez uprzedzenia.",
        good=[
            Good(
                "preserve",
                "Nad Jeziorem Białym rower wodny wypożyczysz codziennie od 9:00 do 20:00, w sezonie trwającym od 1 czerwca do 15 września. Czteroosobowy rower kosztuje 40 zł za pierwsze pół godziny, a każde kolejne rozpoczęte 30 minut to dodatkowe 25 zł. Wypożyczając sprzęt, zostawiasz 100 zł kaucji i dokument tożsamości. Na rowerze wszyscy muszą mieć na sobie kamizelki asekuracyjne, a dzieci do lat 7 mogą pływać wyłącznie z dorosłym. Wypływanie poza strefę wyznaczoną żółtymi bojami jest zabronione. Rower zarezerwujesz telefonicznie albo na stronie www.rowerybialy.pl/rezerwacje. Pamiętaj, że przy silnym wietrze wypożyczalnia może zostać zamknięta bez wcześniejszego uprzedzenia.",
            ),
            Good(
                "preserve",
                "**Wypożyczalnia rowerów wodnych – Jezioro Białe**\n\n- Sezon: 1 czerwca – 15 września, codziennie 9:00–20:00.\n- Cena (rower 4-osobowy): 40 zł za pierwsze 30 minut, 25 zł za każde następne rozpoczęte pół godziny.\n- Kaucja: 100 zł + zatrzymanie dokumentu tożsamości.\n- Bezpieczeństwo: kamizelka asekuracyjna obowiązkowa dla każdej osoby na rowerze; dzieci do 7 lat mogą pływać tylko pod opieką dorosłego.\n- Zakaz wypływania poza strefę oznaczoną żółtymi bojami.\n- Rezerwacje: www.rowerybialy.pl/rezerwacje lub telefonicznie.\n- Przy silnym wietrze wypożyczalnia może zostać zamknięta bez uprzedzenia.",
            ),
            Good(
                "en",
                "The pedal boat rental on Lake Białe is open from 1 June to 15 September, every day from 9 a.m. to 8 p.m. A four-person pedal boat costs PLN 40 for the first 30 minutes and PLN 25 for each additional half hour or part of one. We take a PLN 100 deposit and hold an identity document. Everyone on the boat must wear a life jacket, and children up to 7 years old may only go out accompanied by an adult. Going beyond the area marked with yellow buoys is not allowed. You can book online at www.rowerybialy.pl/rezerwacje or by phone; in strong winds the rental may close without notice.",
            ),
        ],
        bad=[
            Slip(1, [("25 zł za każde następne", "30 zł za każde następne")], "number"),
            Slip(
                0,
                [
                    (
                        "wszyscy muszą mieć na sobie kamizelki",
                        "wszyscy powinni mieć na sobie kamizelki",
                    )
                ],
                "modality",
            ),
            Slip(2, [("www.rowerybialy.pl/rezerwacje", "www.rowery-bialy.pl/rezerwacja")], "url"),
        ],
    ),
    Case(
        key="pl-serwis-klimatyzacji-kontrola-szczelnosci-fgazy",
        source="Zgodnie z rozporządzeniem Parlamentu Europejskiego i Rady (UE) 2024/573 w sprawie fluorowanych gazów cieplarnianych urządzenia zawierające co najmniej 5 ton ekwiwalentu CO2 czynnika chłodniczego muszą być regularnie sprawdzane pod kątem szczelności. W przypadku typowej klimatyzacji biurowej z czynnikiem R410A oznacza to zwykle kontrolę raz na 12 miesięcy. Kontrolę może wykonać wyłącznie technik posiadający certyfikat F-gazowy, a jej wynik trzeba wpisać do Centralnego Rejestru Operatorów (CRO). Nasi serwisanci szacują, że zaniedbane urządzenie traci około 10–15% czynnika rocznie, co może podnieść zużycie energii nawet o jedną piątą. Przegląd nie obejmuje odgrzybiania, które wyceniamy osobno.",
        good=[
            Good(
                "preserve",
                "Rozporządzenie Parlamentu Europejskiego i Rady (UE) 2024/573 dotyczące fluorowanych gazów cieplarnianych nakłada obowiązek regularnego sprawdzania szczelności urządzeń, w których znajduje się co najmniej 5 ton ekwiwalentu CO2 czynnika chłodniczego. Dla standardowej klimatyzacji w biurze, pracującej na R410A, zwykle oznacza to kontrolę co 12 miesięcy. Może ją przeprowadzić tylko technik z certyfikatem F-gazowym, a wynik należy wpisać do Centralnego Rejestru Operatorów (CRO). Według szacunków naszych serwisantów zaniedbane urządzenie traci rocznie około 10–15% czynnika, przez co zużycie energii może wzrosnąć nawet o 20%. Odgrzybianie nie wchodzi w zakres przeglądu – wyceniamy je oddzielnie.",
            ),
            Good(
                "preserve",
                "Korzystasz z klimatyzacji? Jeśli urządzenie zawiera co najmniej 5 ton ekwiwalentu CO2 czynnika chłodniczego, rozporządzenie (UE) 2024/573 w sprawie fluorowanych gazów cieplarnianych wymaga, by regularnie sprawdzać jego szczelność. Przy typowej biurowej klimatyzacji na R410A to zwykle jedna kontrola raz na 12 miesięcy. Wykonać ją może wyłącznie technik z certyfikatem F-gazowym, a wynik musi trafić do Centralnego Rejestru Operatorów (CRO). Nasi serwisanci szacują, że zaniedbane urządzenie traci co roku około 10–15% czynnika – a to może zwiększyć zużycie energii nawet o jedną piątą. Pamiętaj, że odgrzybianie nie jest częścią przeglądu i wyceniamy je osobno.",
            ),
            Good(
                "en",
                "Under Regulation (EU) 2024/573 of the European Parliament and of the Council on fluorinated greenhouse gases, equipment containing at least 5 tonnes of CO2 equivalent of refrigerant must be checked for leaks regularly. For a typical office air conditioner running on R410A, this usually means an inspection once every 12 months. The check may be carried out only by a technician holding an F-gas certificate, and its result must be entered in the Central Register of Operators (CRO). Our technicians estimate that a neglected unit loses about 10–15% of its refrigerant a year, which can raise energy consumption by as much as a fifth. The service does not include mould removal, which we price separately.",
            ),
        ],
        bad=[
            Slip(0, [("Rady (UE) 2024/573", "Rady (UE) nr 517/2014")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "Our technicians estimate that a neglected unit loses",
                        "A neglected unit loses",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "odgrzybianie nie jest częścią przeglądu",
                        "odgrzybianie jest częścią przeglądu",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-introligator-zeszyty-szkolne-zamowienie-hurtowe",
        source="Przyjmujemy zamówienia hurtowe na zeszyty szkolne szyte ręcznie nicią lnianą. Minimalne zamówienie to 200 sztuk jednego wzoru, a przy zamówieniu powyżej 1000 sztuk udzielamy rabatu 12%. Standardowy zeszyt formatu A5 ma 32 kartki papieru o gramaturze 90 g/m² w kratkę lub w linię; okładkę drukujemy na kartonie 300 g/m². Czas realizacji wynosi 15 dni roboczych od akceptacji projektu okładki. Zamówienia na nowy rok szkolny prosimy składać do 30 czerwca – później nie gwarantujemy dostawy przed 1 września. Szkoły mogą zamówić bezpłatny egzemplarz próbny; kosztu jego wysyłki nie pokrywamy.",
        good=[
            Good(
                "preserve",
                "Zeszyty szkolne szyte ręcznie nicią lnianą – zamówienia hurtowe:\n• minimum 200 sztuk jednego wzoru,\n• rabat 12% przy zamówieniu powyżej 1000 sztuk,\n• standardowy zeszyt: format A5, 32 kartki, papier 90 g/m² w kratkę lub w linię, okładka z kartonu 300 g/m²,\n• realizacja: 15 dni roboczych od zaakceptowania projektu okładki,\n• zamówienia na nowy rok szkolny – do 30 czerwca; po tym terminie nie gwarantujemy dostawy przed 1 września,\n• dla szkół bezpłatny egzemplarz próbny (wysyłka na koszt zamawiającego).",
            ),
            Good(
                "preserve",
                "Ręcznie szyte nicią lnianą zeszyty szkolne zamówicie u nas hurtowo od 200 sztuk jednego wzoru; jeśli zamówienie przekroczy 1000 sztuk, otrzymacie 12% rabatu. Standardowo jest to zeszyt A5 z 32 kartkami papieru 90 g/m² (kratka albo linia) w okładce z kartonu 300 g/m². Realizacja trwa 15 dni roboczych, licząc od chwili, gdy zaakceptujecie projekt okładki. Zamówienia na nowy rok szkolny prosimy przesyłać do 30 czerwca, bo przy późniejszych nie gwarantujemy dostawy przed 1 września. Szkoły mogą poprosić o darmowy egzemplarz próbny, ale koszt jego wysyłki pokrywają same.",
            ),
            Good(
                "en",
                "We accept wholesale orders for school exercise books hand-sewn with linen thread. The minimum order is 200 copies of one design, and orders of more than 1,000 copies get a 12% discount. The standard A5 exercise book has 32 sheets of 90 gsm paper, squared or lined, with a cover printed on 300 gsm card. Production takes 15 working days from approval of the cover design. Please place orders for the new school year by 30 June – after that we cannot guarantee delivery before 1 September. Schools may order a free sample copy; we do not cover the cost of shipping it.",
            ),
        ],
        bad=[
            Slip(0, [("minimum 200 sztuk", "minimum 100 sztuk")], "number"),
            Slip(2, [("by 30 June", "by 31 July")], "date"),
            Slip(
                1,
                [("otrzymacie 12% rabatu.", "otrzymacie 12% rabatu i darmową dostawę.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-szkolka-kajakowa-kurs-dla-poczatkujacych",
        source="## Kurs kajakowy dla początkujących\n\nKurs trwa **3 dni** (sobota–poniedziałek) i odbywa się na Rospudzie. W cenie 650 zł są:\n\n- sprzęt (kajak, wiosło, kamizelka),\n- ubezpieczenie NNW,\n- transport na miejsce startu.\n\n### Wymagania\n\nUczestnik musi umieć przepłynąć 50 m bez asekuracji. Nie przyjmujemy osób poniżej 14 lat. Zapisy prowadzimy przez [formularz](https://kajaki-rospuda.pl/zapisy); po zapisie należy w ciągu 3 dni wpłacić zadatek 200 zł. Zadatek nie jest zwracany, chyba że kurs odwołamy z powodu wysokiego stanu wody.",
        good=[
            Good(
                "preserve",
                "## Kurs kajakowy dla początkujących\n\nZajęcia trwają **3 dni** (od soboty do poniedziałku), a pływamy po Rospudzie. Cena 650 zł obejmuje:\n\n- sprzęt: kajak, wiosło i kamizelkę,\n- ubezpieczenie NNW,\n- dowóz na miejsce startu.\n\n### Wymagania\n\nMusisz umieć przepłynąć 50 m bez asekuracji. Osób, które nie ukończyły 14 lat, nie przyjmujemy. Zapisz się przez [formularz](https://kajaki-rospuda.pl/zapisy), a potem w ciągu 3 dni wpłać zadatek 200 zł. Zadatku nie zwracamy – wyjątkiem jest odwołanie kursu przez nas z powodu wysokiego stanu wody.",
            ),
            Good(
                "preserve",
                "## Kurs kajakowy dla początkujących\n\nTrzydniowy kurs (**sobota–poniedziałek**) prowadzimy na Rospudzie. Cena wynosi 650 zł i zawiera:\n\n- sprzęt (kajak, wiosło, kamizelka),\n- ubezpieczenie NNW,\n- transport na miejsce startu.\n\n### Wymagania\n\n- Uczestnik musi umieć przepłynąć 50 m bez asekuracji.\n- Nie przyjmujemy osób poniżej 14 lat.\n- Zapisy: [formularz](https://kajaki-rospuda.pl/zapisy); zadatek 200 zł trzeba wpłacić w ciągu 3 dni od zapisu.\n- Zadatek jest bezzwrotny, z wyjątkiem sytuacji, gdy odwołamy kurs z powodu wysokiego stanu wody.",
            ),
            Good(
                "en",
                "## Beginner kayaking course\n\nThe course lasts **3 days** (Saturday to Monday) and takes place on the Rospuda river. The price of PLN 650 includes:\n\n- equipment (kayak, paddle, buoyancy aid),\n- personal accident insurance (NNW),\n- transport to the starting point.\n\n### Requirements\n\nParticipants must be able to swim 50 m unassisted. We do not accept anyone under 14. Sign up using the [form](https://kajaki-rospuda.pl/zapisy); after signing up, you must pay a PLN 200 deposit within 3 days. The deposit is not refunded unless we cancel the course because of high water levels.",
            ),
        ],
        bad=[
            Slip(0, [("### Wymagania", "Wymagania")], "markdown"),
            Slip(
                2,
                [("you must pay a PLN 200 deposit", "you should pay a PLN 200 deposit")],
                "modality",
            ),
            Slip(1, [("Zadatek jest bezzwrotny", "Zadatek jest zwrotny")], "negation"),
        ],
    ),
    Case(
        key="pl-renowacja-mebli-politura-szelakowa-komoda",
        source="Renowacja starej komody zaczyna się od oceny, czym pokryto drewno. Jeśli mebel powstał przed 1950 rokiem, najprawdopodobniej jest wykończony politurą szelakową, którą można usunąć spirytusem – nie trzeba sięgać po agresywne zmywacze. Po oczyszczeniu powierzchnię szlifujemy papierem o gradacji 180, a następnie 240. Politurę nakłada się tamponem w 8–12 cienkich warstwach, zachowując co najmniej 2 godziny przerwy między nimi. W pomieszczeniu powinna panować temperatura 18–22°C; przy wyższej wilgotności szelak może zmatowieć. Pełną twardość powłoka osiąga zwykle po około 2 tygodniach, dlatego w tym czasie nie stawiaj na komodzie wazonów ani gorących naczyń.",
        good=[
            Good(
                "preserve",
                "Zanim zaczniesz odnawiać starą komodę, ustal, czym wykończono drewno. Meble sprzed 1950 roku są najprawdopodobniej pokryte politurą szelakową – tę da się zdjąć spirytusem, więc agresywne zmywacze nie są potrzebne. Oczyszczoną powierzchnię szlifuj najpierw papierem o gradacji 180, potem 240. Politurę nanosi się tamponem, cienko, w 8–12 warstwach, z przerwami nie krótszymi niż 2 godziny. Temperatura w pomieszczeniu powinna wynosić od 18 do 22°C, a przy podwyższonej wilgotności szelak może zmatowieć. Powłoka zwykle twardnieje całkowicie po mniej więcej dwóch tygodniach – do tego czasu nie stawiaj na komodzie wazonów ani gorących naczyń.",
            ),
            Good(
                "preserve",
                "Jak odnowić starą komodę krok po kroku:\n1. Sprawdź, czym pokryto drewno. Mebel sprzed 1950 roku jest najprawdopodobniej wykończony politurą szelakową, którą można usunąć spirytusem – agresywne zmywacze nie są konieczne.\n2. Oczyszczoną powierzchnię przeszlifuj papierem o gradacji 180, a potem 240.\n3. Nałóż tamponem 8–12 cienkich warstw politury, odczekując między nimi co najmniej 2 godziny.\n4. Temperatura w pomieszczeniu powinna wynosić 18–22°C – przy wyższej wilgotności szelak może zmatowieć.\n5. Powłoka osiąga pełną twardość zwykle po około 2 tygodniach; do tego czasu nie stawiaj na komodzie wazonów ani gorących naczyń.",
            ),
            Good(
                "en",
                "Restoring an old chest of drawers starts with working out what finish is on the wood. If the piece was made before 1950, it is most likely finished with shellac polish, which can be removed with spirit – there is no need for harsh strippers. Once cleaned, the surface is sanded with 180-grit and then 240-grit paper. The polish is applied with a pad in 8–12 thin coats, leaving at least 2 hours between them. The room temperature should be 18–22°C; in higher humidity the shellac may turn dull. The finish usually reaches full hardness after about 2 weeks, so during that time don't put vases or hot dishes on the chest.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "it is most likely finished with shellac polish",
                        "it is finished with shellac polish",
                    )
                ],
                "hedge",
            ),
            Slip(
                1,
                [("papierem o gradacji 180, a potem 240", "papierem o gradacji 120, a potem 240")],
                "number",
            ),
            Slip(
                0,
                [
                    (
                        "Temperatura w pomieszczeniu powinna wynosić",
                        "Temperatura w pomieszczeniu musi wynosić",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-terapia-zajeciowa-rekrutacja-uczestnikow-warsztatu",
        source="Warsztat Terapii Zajęciowej „Przystań” prowadzi rekrutację na rok 2025. Uczestnikiem może zostać osoba z orzeczeniem o niepełnosprawności zawierającym wskazanie do terapii zajęciowej, zgodnie z art. 10a ustawy z dnia 27 sierpnia 1997 r. o rehabilitacji zawodowej i społecznej oraz zatrudnianiu osób niepełnosprawnych. Zajęcia odbywają się od poniedziałku do piątku w godzinach 8:00–15:00, w pracowniach: ceramicznej, stolarskiej, kulinarnej i komputerowej. Udział w warsztacie jest bezpłatny, a dowóz zapewniamy osobom, które nie mogą dojechać samodzielnie. Wnioski przyjmujemy do 14 marca 2025 r. Nie rozpatrujemy wniosków bez kopii aktualnego orzeczenia.",
        good=[
            Good(
                "preserve",
                "Do 14 marca 2025 r. Warsztat Terapii Zajęciowej „Przystań” przyjmuje wnioski w ramach rekrutacji na rok 2025. O udział mogą ubiegać się osoby, które mają orzeczenie o niepełnosprawności ze wskazaniem do terapii zajęciowej – zgodnie z art. 10a ustawy z dnia 27 sierpnia 1997 r. o rehabilitacji zawodowej i społecznej oraz zatrudnianiu osób niepełnosprawnych. Wnioski bez kopii aktualnego orzeczenia nie będą rozpatrywane. Zajęcia prowadzimy od poniedziałku do piątku, w godz. 8:00–15:00, w czterech pracowniach: ceramicznej, stolarskiej, kulinarnej i komputerowej. Uczestnictwo nic nie kosztuje, a osobom, które nie są w stanie dojechać samodzielnie, zapewniamy dowóz.",
            ),
            Good(
                "preserve",
                "WTZ „Przystań” zaprasza na rekrutację na 2025 rok. Przyjmujemy osoby z orzeczeniem o niepełnosprawności, w którym jest wskazanie do terapii zajęciowej (tak stanowi art. 10a ustawy z 27 sierpnia 1997 r. o rehabilitacji zawodowej i społecznej oraz zatrudnianiu osób niepełnosprawnych). Uczestnicy pracują od poniedziałku do piątku, 8:00–15:00, w pracowniach: ceramicznej, stolarskiej, kulinarnej i komputerowej. Za udział nie płaci się nic, a jeśli ktoś nie może dojechać sam, zapewnimy mu dowóz. Wniosek złóż do 14 marca 2025 r. i dołącz kopię aktualnego orzeczenia – bez niej nie rozpatrzymy wniosku.",
            ),
            Good(
                "en",
                "The “Przystań” Occupational Therapy Workshop is recruiting participants for 2025. Anyone with a disability certificate that includes a recommendation for occupational therapy may become a participant, in line with Article 10a of the Act of 27 August 1997 on vocational and social rehabilitation and employment of persons with disabilities. Sessions run Monday to Friday from 8:00 to 15:00 in the ceramics, carpentry, cooking and computer workshops. Participation is free of charge, and we provide transport for those who cannot travel on their own. Applications are accepted until 14 March 2025. Applications without a copy of a current certificate will not be considered.",
            ),
        ],
        bad=[
            Slip(1, [("art. 10a ustawy", "art. 10b ustawy")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "for those who cannot travel on their own",
                        "for those who can travel on their own",
                    )
                ],
                "negation",
            ),
            Slip(0, [("Do 14 marca 2025 r.", "Do 14 maja 2025 r.")], "date"),
        ],
    ),
    Case(
        key="pl-klub-morsow-zasady-pierwszej-kapieli",
        source="Pierwsze morsowanie to dla organizmu spory szok termiczny, dlatego w naszym klubie obowiązuje kilka zasad. Przed wejściem do wody trzeba się rozgrzać przez 10–15 minut – przysiady, pajacyki, trucht. Nowicjusze nie powinni przebywać w wodzie dłużej niż 2–3 minuty. Głowę zostawiamy nad powierzchnią, a dłonie i stopy chronimy neoprenowymi rękawiczkami i butami. Osoby z nadciśnieniem lub chorobami serca muszą przed pierwszą kąpielą skonsultować się z lekarzem. Regularne morsowanie może wzmacniać odporność, choć badania nie dają tu jednoznacznych wyników. Spotykamy się w każdą niedzielę o 11:00 na plaży przy molo w Sopocie, od listopada do marca. Nigdy nie morsuj sam.",
        good=[
            Good(
                "preserve",
                "Pierwsza kąpiel w zimnej wodzie to duży szok termiczny dla organizmu, dlatego w klubie obowiązują następujące zasady:\n- Przed wejściem do wody rozgrzewaj się 10–15 minut: przysiady, pajacyki, trucht.\n- Jako nowicjusz nie powinieneś zostawać w wodzie dłużej niż 2–3 minuty.\n- Trzymaj głowę nad wodą; dłonie i stopy chroń neoprenowymi rękawiczkami i butami.\n- Jeśli masz nadciśnienie albo chorujesz na serce, przed pierwszą kąpielą musisz skonsultować się z lekarzem.\n- Nigdy nie wchodź do wody sam.\nRegularne morsowanie może wzmacniać odporność, choć wyniki badań nie są w tej kwestii jednoznaczne. Spotkania: każda niedziela, godz. 11:00, plaża przy molo w Sopocie, od listopada do marca.",
            ),
            Good(
                "preserve",
                "Morsujemy w każdą niedzielę o 11:00 na plaży przy molo w Sopocie, od listopada do marca. Ponieważ pierwsze wejście do zimnej wody jest dla ciała sporym szokiem termicznym, w klubie obowiązuje kilka zasad. Najpierw trzeba się rozgrzać przez 10–15 minut (przysiady, pajacyki, trucht). Początkujący nie powinni zostawać w wodzie dłużej niż 2–3 minuty. Głowa pozostaje nad powierzchnią, a dłonie i stopy osłaniamy neoprenowymi rękawiczkami i butami. Kto ma nadciśnienie lub choruje na serce, musi przed pierwszą kąpielą skonsultować się z lekarzem. Nigdy nie morsujemy w pojedynkę. Regularne morsowanie może wzmacniać odporność, ale badania nie dają w tej sprawie jednoznacznej odpowiedzi.",
            ),
            Good(
                "en",
                "Your first winter swim is a real thermal shock for the body, so our club has a few rules. Before getting in, you need to warm up for 10–15 minutes – squats, jumping jacks, a light jog. Beginners shouldn't stay in the water for longer than 2–3 minutes. Keep your head above the surface and protect your hands and feet with neoprene gloves and boots. People with high blood pressure or heart conditions must consult a doctor before their first dip. Regular winter swimming may strengthen immunity, although research on this is inconclusive. We meet every Sunday at 11:00 on the beach by the pier in Sopot, from November to March. Never go in alone.",
            ),
        ],
        bad=[
            Slip(2, [("may strengthen immunity", "strengthens immunity")], "hedge"),
            Slip(
                1,
                [("Początkujący nie powinni zostawać", "Początkujący powinni zostawać")],
                "negation",
            ),
            Slip(
                0,
                [
                    (
                        "plaża przy molo w Sopocie, od listopada do marca.",
                        "plaża przy molo w Sopocie, od listopada do marca. Po kąpieli czeka na was gorąca herbata w klubowym namiocie.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-hodowla-kur-ozdobnych-sprzedaz-pisklat",
        source="Nasza hodowla kur ozdobnych oferuje w tym sezonie pisklęta ras brahma, jedwabista i zielononóżka kuropatwiana. Pisklęta wydajemy w wieku od 3 do 6 tygodni, zaszczepione przeciwko chorobie Mareka. Ceny: jedwabista 35 zł, brahma 45 zł, zielononóżka 20 zł za sztukę. Płci piskląt nie da się wiarygodnie określić przed ukończeniem około 8 tygodni, więc nie gwarantujemy, że otrzymasz kurki, a nie koguty. Przy zakupie co najmniej 10 sztuk dokładamy gratis worek paszy starterowej (5 kg). Zamówienia przyjmujemy mailowo pod adresem zamowienia@kurkizdolu.pl; aktualną dostępność sprawdzisz na stronie kurkizdolu.pl/piskleta. Nie wysyłamy zwierząt pocztą.",
        good=[
            Good(
                "preserve",
                "Pisklęta z naszej hodowli kur ozdobnych – bieżący sezon\n\nRasy i ceny za sztukę:\n- jedwabista – 35 zł\n- brahma – 45 zł\n- zielononóżka kuropatwiana – 20 zł\n\nPisklęta oddajemy w wieku 3–6 tygodni, po szczepieniu przeciw chorobie Mareka. Ich płeć da się wiarygodnie rozpoznać dopiero w wieku około 8 tygodni, dlatego nie gwarantujemy, że dostaniesz kurki, a nie koguty. Kupując 10 sztuk lub więcej, dostajesz gratis 5-kilogramowy worek paszy starterowej. Zamówienia: zamowienia@kurkizdolu.pl. Dostępność: kurkizdolu.pl/piskleta. Zwierząt nie wysyłamy pocztą.",
            ),
            Good(
                "preserve",
                "W tym sezonie mamy dla was pisklęta trzech ras kur ozdobnych: brahmy, jedwabistej i zielononóżki kuropatwianej. Za sztukę płacicie odpowiednio 45 zł, 35 zł i 20 zł. Maluchy odbieracie w wieku od 3 do 6 tygodni – wszystkie są już zaszczepione przeciwko chorobie Mareka. Pamiętajcie, że płci pisklęcia nie da się wiarygodnie ocenić, zanim skończy ono mniej więcej 8 tygodni, więc nie gwarantujemy, że traficie na kurki, a nie koguty. Do zakupu co najmniej 10 sztuk dorzucamy gratis worek paszy starterowej (5 kg). Piszcie na zamowienia@kurkizdolu.pl, a aktualną dostępność znajdziecie na kurkizdolu.pl/piskleta. Zwierząt nie wysyłamy pocztą.",
            ),
            Good(
                "en",
                "This season our ornamental poultry farm has Brahma, Silkie and Green-legged Partridge (zielononóżka kuropatwiana) chicks. We hand chicks over at 3 to 6 weeks of age, vaccinated against Marek's disease. Prices: Silkie PLN 35, Brahma PLN 45, Green-legged Partridge PLN 20 each. A chick's sex can't be reliably determined until it is about 8 weeks old, so we don't guarantee you'll get hens rather than cockerels. If you buy 10 or more chicks, we add a free 5 kg bag of starter feed. Orders are taken by e-mail at zamowienia@kurkizdolu.pl; you can check current availability at kurkizdolu.pl/piskleta. We don't send animals by post.",
            ),
        ],
        bad=[
            Slip(1, [("45 zł, 35 zł i 20 zł", "45 zł, 35 zł i 25 zł")], "number"),
            Slip(2, [("until it is about 8 weeks old", "until it is 8 weeks old")], "hedge"),
            Slip(
                0,
                [("Dostępność: kurkizdolu.pl/piskleta", "Dostępność: kurkizdolu.pl/sklep")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-readme-narzedzie-eksport-faktur-csv",
        source="# fakturka-export\n\nNarzędzie wiersza poleceń do eksportu faktur z systemu Fakturka do plików CSV.\n\n## Instalacja\n\nWymagany jest Python 3.10 lub nowszy:\n\n```\npip install fakturka-export==2.3.1\n```\n\n## Użycie\n\nUruchom `fakturka-export --od 2024-01-01 --do 2024-03-31 --format csv`, aby pobrać faktury z pierwszego kwartału 2024 roku. Token API musisz zapisać w zmiennej środowiskowej `FAKTURKA_TOKEN` – nie podawaj go w linii poleceń, bo trafi do historii powłoki. Domyślnie jeden eksport obejmuje maksymalnie 500 faktur; większy limit ustawisz flagą `--limit`, a katalog docelowy flagą `--katalog`.",
        good=[
            Good(
                "preserve",
                "# fakturka-export\n\nEksportuje faktury z systemu Fakturka do plików CSV – prosto z wiersza poleceń.\n\n## Instalacja\n\nPotrzebujesz Pythona w wersji 3.10 lub nowszej:\n\n```\npip install fakturka-export==2.3.1\n```\n\n## Użycie\n\nFaktury z pierwszego kwartału 2024 roku pobierzesz poleceniem `fakturka-export --od 2024-01-01 --do 2024-03-31 --format csv`. Token API trzeba zapisać w zmiennej środowiskowej `FAKTURKA_TOKEN`; nie przekazuj go w linii poleceń, bo zostanie zapisany w historii powłoki. Bez dodatkowych ustawień jeden eksport obejmuje co najwyżej 500 faktur. Wyższy limit ustawisz flagą `--limit`, a katalog docelowy – flagą `--katalog`.",
            ),
            Good(
                "preserve",
                "# fakturka-export\n\nNarzędzie CLI, które eksportuje faktury z systemu Fakturka do CSV.\n\n## Instalacja\n\nWymagania: Python 3.10+.\n\n```\npip install fakturka-export==2.3.1\n```\n\n## Użycie\n\nPrzykład – eksport faktur z I kwartału 2024 roku:\n\n```\nfakturka-export --od 2024-01-01 --do 2024-03-31 --format csv\n```\n\n- Token API musi znajdować się w zmiennej środowiskowej `FAKTURKA_TOKEN`. Nie podawaj go w linii poleceń – trafiłby do historii powłoki.\n- Domyślny limit to 500 faktur na eksport; zwiększysz go flagą `--limit`.\n- Katalog docelowy wskażesz flagą `--katalog`.",
            ),
            Good(
                "en",
                "# fakturka-export\n\nA command-line tool for exporting invoices from the Fakturka system to CSV files.\n\n## Installation\n\nPython 3.10 or newer is required:\n\n```\npip install fakturka-export==2.3.1\n```\n\n## Usage\n\nRun `fakturka-export --od 2024-01-01 --do 2024-03-31 --format csv` to download the invoices from the first quarter of 2024. You must store your API token in the `FAKTURKA_TOKEN` environment variable – do not pass it on the command line, or it will end up in your shell history. By default, a single export covers at most 500 invoices; you can set a higher limit with the `--limit` flag and the target directory with the `--katalog` flag.",
            ),
        ],
        bad=[
            Slip(2, [("`FAKTURKA_TOKEN` environment", "`FAKTURKA_API_KEY` environment")], "code"),
            Slip(
                1,
                [
                    (
                        "```\nfakturka-export --od 2024-01-01 --do 2024-03-31 --format csv\n```",
                        "fakturka-export --od 2024-01-01 --do 2024-03-31 --format csv",
                    )
                ],
                "markdown",
            ),
            Slip(0, [("co najwyżej 500 faktur", "co najwyżej 100 faktur")], "number"),
        ],
    ),
    Case(
        key="pl-smartfon-w-lozku-krotszy-sen-mlodziezy",
        source="Nastolatki, które korzystają ze smartfona w łóżku, śpią średnio o 47 minut krócej niż ich rówieśnicy odkładający telefon przed snem – wynika z badania opublikowanego w 2021 roku w czasopiśmie „Sleep Medicine” (Kowalczyk i in., t. 84, s. 211–219). Naukowcy z Uniwersytetu Jagiellońskiego przebadali 1240 uczniów w wieku 13–17 lat. Autorzy zastrzegają, że badanie miało charakter obserwacyjny, więc nie dowodzi, iż to właśnie telefon skraca sen. Sugerują jednak, że ograniczenie ekranów na godzinę przed snem prawdopodobnie pomaga części młodzieży szybciej zasnąć. Zalecana długość snu w tym wieku to 8–10 godzin.",
        good=[
            Good(
                "preserve",
                "Według badania opublikowanego w 2021 roku w „Sleep Medicine” (Kowalczyk i in., t. 84, s. 211–219) nastolatki używające smartfona w łóżku śpią przeciętnie o 47 minut krócej niż rówieśnicy, którzy odkładają telefon przed snem. Zespół z Uniwersytetu Jagiellońskiego objął badaniem 1240 uczniów w wieku od 13 do 17 lat. Badacze podkreślają, że było to badanie obserwacyjne – nie dowodzi więc, że przyczyną krótszego snu jest właśnie telefon. Sugerują jednak, że rezygnacja z ekranów na godzinę przed snem prawdopodobnie ułatwia części młodzieży szybsze zaśnięcie. W tym wieku zaleca się 8–10 godzin snu.",
            ),
            Good(
                "preserve",
                "Czy Twoje dziecko zabiera telefon do łóżka? Badanie Kowalczyk i współpracowników, opublikowane w 2021 r. w „Sleep Medicine” (t. 84, s. 211–219), pokazało, że nastolatki korzystające w łóżku ze smartfona śpią średnio o 47 minut krócej niż ci, którzy odkładają telefon przed snem. Naukowcy z UJ przebadali 1240 uczniów w wieku 13–17 lat. Zaznaczają przy tym, że to badanie obserwacyjne i nie dowodzi, że to telefon skraca sen. Sugerują jednak, że odłożenie ekranów na godzinę przed snem prawdopodobnie pomaga części młodych ludzi szybciej zasnąć. Nastolatkom zaleca się 8–10 godzin snu.",
            ),
            Good(
                "en",
                "Teenagers who use a smartphone in bed sleep on average 47 minutes less than peers who put their phone away before sleep, according to a study published in 2021 in Sleep Medicine (Kowalczyk et al., vol. 84, pp. 211–219). Researchers from the Jagiellonian University studied 1,240 pupils aged 13 to 17. The authors caution that the study was observational, so it does not prove that it is the phone itself that shortens sleep. They suggest, however, that cutting out screens for an hour before bedtime probably helps some young people fall asleep faster. The recommended amount of sleep at this age is 8–10 hours.",
            ),
        ],
        bad=[
            Slip(0, [("t. 84, s. 211–219", "t. 48, s. 211–219")], "citation"),
            Slip(2, [("probably helps some young people", "helps some young people")], "hedge"),
            Slip(1, [("o 47 minut krócej", "o 74 minuty krócej")], "number"),
        ],
    ),
    Case(
        key="pl-biblioteka-gminna-zasady-wypozyczen-ksiazek",
        source="Zapisując się do Gminnej Biblioteki Publicznej w Kłodawie, czytelnik musi okazać dokument tożsamości i podpisać zobowiązanie do przestrzegania regulaminu. Dane osobowe przetwarzamy na podstawie art. 6 ust. 1 lit. e RODO w celu realizacji zadań publicznych biblioteki. Jednorazowo można wypożyczyć do 5 książek na okres 30 dni. Termin zwrotu można przedłużyć raz, osobiście, telefonicznie lub przez katalog online, jeśli na książkę nie czeka inny czytelnik. Za każdy dzień zwłoki naliczamy opłatę 0,20 zł. Od 2 stycznia 2025 r. biblioteka jest otwarta od wtorku do soboty, a w poniedziałki pozostaje zamknięta. Zagubioną lub zniszczoną książkę czytelnik powinien odkupić lub zastąpić inną wskazaną przez bibliotekarza.",
        good=[
            Good(
                "preserve",
                "Najważniejsze zasady korzystania z Gminnej Biblioteki Publicznej w Kłodawie:\n1. Przy zapisie trzeba okazać dokument tożsamości i podpisać zobowiązanie do przestrzegania regulaminu.\n2. Dane osobowe są przetwarzane na podstawie art. 6 ust. 1 lit. e RODO, w celu wykonywania zadań publicznych biblioteki.\n3. Jednorazowo można wypożyczyć maksymalnie 5 książek, na 30 dni.\n4. Termin zwrotu można przedłużyć jeden raz – osobiście, telefonicznie lub w katalogu online – o ile na książkę nie czeka inny czytelnik.\n5. Za każdy dzień opóźnienia pobierana jest opłata w wysokości 0,20 zł.\n6. Zagubioną lub zniszczoną książkę czytelnik powinien odkupić albo zastąpić inną, wskazaną przez bibliotekarza.\nOd 2 stycznia 2025 r. biblioteka działa od wtorku do soboty; w poniedziałki jest nieczynna.",
            ),
            Good(
                "preserve",
                "Chcesz zapisać się do Gminnej Biblioteki Publicznej w Kłodawie? Weź ze sobą dokument tożsamości – musisz go okazać i podpisać zobowiązanie, że będziesz przestrzegać regulaminu. Twoje dane przetwarzamy na podstawie art. 6 ust. 1 lit. e RODO, by realizować zadania publiczne biblioteki. Za jednym razem wypożyczysz do 5 książek na 30 dni, a termin zwrotu możesz przedłużyć raz (osobiście, telefonicznie albo przez katalog online), jeśli nikt inny nie czeka na daną książkę. Za każdy dzień spóźnienia zapłacisz 0,20 zł. Jeśli zgubisz lub zniszczysz książkę, powinieneś ją odkupić lub zastąpić inną, którą wskaże bibliotekarz. Uwaga: od 2 stycznia 2025 r. zapraszamy od wtorku do soboty – w poniedziałki biblioteka jest zamknięta.",
            ),
            Good(
                "en",
                "When signing up at the Municipal Public Library in Kłodawa, readers must show an identity document and sign an undertaking to comply with the rules. We process personal data under Article 6(1)(e) GDPR in order to carry out the library's public tasks. You can borrow up to 5 books at a time for a period of 30 days. The loan can be extended once – in person, by phone or through the online catalogue – provided no other reader is waiting for the book. A fee of PLN 0.20 is charged for each day a book is overdue. From 2 January 2025 the library is open Tuesday to Saturday and closed on Mondays. A reader who loses or damages a book should buy a new copy or replace it with another book chosen by the librarian.",
            ),
        ],
        bad=[
            Slip(2, [("Article 6(1)(e) GDPR", "Article 6(1)(a) GDPR")], "legal_reference"),
            Slip(0, [("czytelnik powinien odkupić", "czytelnik musi odkupić")], "modality"),
            Slip(1, [("od 2 stycznia 2025 r.", "od 2 lutego 2025 r.")], "date"),
        ],
    ),
    Case(
        key="pl-pszczoly-neonikotynoidy-badanie-terenowe-rzepak",
        source="Zakrojone na szeroką skalę badanie terenowe opisane przez Woodcocka i współpracowników w 2017 roku w „Science” (t. 356, s. 1393–1395) objęło uprawy rzepaku w Wielkiej Brytanii, na Węgrzech i w Niemczech. W dwóch pierwszych krajach ekspozycja na neonikotynoidy wiązała się z gorszym przezimowaniem rodzin pszczoły miodnej, w Niemczech natomiast takiego efektu nie zaobserwowano. Autorzy podkreślają, że wpływ pestycydów zależy prawdopodobnie od warunków lokalnych, m.in. od dostępności innych pożytków. Dla pszczelarzy wniosek jest praktyczny: nie należy ustawiać uli przy polach rzepaku bez wcześniejszego uzgodnienia z rolnikiem terminów zabiegów ochrony roślin. Od 2018 roku trzy neonikotynoidy są w UE zakazane w uprawach polowych.",
        good=[
            Good(
                "preserve",
                "W 2017 roku w „Science” (t. 356, s. 1393–1395) Woodcock i współautorzy opisali duże badanie terenowe prowadzone na uprawach rzepaku w trzech krajach: w Wielkiej Brytanii, na Węgrzech i w Niemczech. W Wielkiej Brytanii i na Węgrzech kontakt z neonikotynoidami wiązał się ze słabszym przezimowaniem rodzin pszczoły miodnej; w Niemczech tego efektu nie stwierdzono. Według autorów oddziaływanie pestycydów prawdopodobnie zależy od lokalnych warunków, na przykład od tego, czy pszczoły mają dostęp do innych pożytków. Praktyczna rada dla pszczelarzy: nie należy stawiać uli obok pól rzepaku, zanim nie uzgodni się z rolnikiem terminów zabiegów ochrony roślin. Od 2018 roku w UE obowiązuje zakaz stosowania trzech neonikotynoidów w uprawach polowych.",
            ),
            Good(
                "preserve",
                "Co wiemy o neonikotynoidach i pszczołach?\n- Badanie: Woodcock i in., „Science” 2017, t. 356, s. 1393–1395 – duże badanie terenowe na uprawach rzepaku w Wielkiej Brytanii, na Węgrzech i w Niemczech.\n- Wynik: w Wielkiej Brytanii i na Węgrzech ekspozycja na neonikotynoidy wiązała się z gorszym przezimowaniem rodzin pszczoły miodnej; w Niemczech takiego efektu nie zaobserwowano.\n- Interpretacja autorów: wpływ pestycydów zależy prawdopodobnie od warunków lokalnych, m.in. od dostępności innych pożytków.\n- Wniosek dla pszczelarza: nie należy ustawiać uli przy polach rzepaku bez wcześniejszego uzgodnienia z rolnikiem terminów zabiegów ochrony roślin.\n- Prawo: od 2018 roku trzy neonikotynoidy są w UE zakazane w uprawach polowych.",
            ),
            Good(
                "en",
                "A large-scale field study described by Woodcock and colleagues in Science in 2017 (vol. 356, pp. 1393–1395) covered oilseed rape crops in the United Kingdom, Hungary and Germany. In the first two countries, exposure to neonicotinoids was associated with poorer overwintering of honey bee colonies, whereas in Germany no such effect was observed. The authors stress that the impact of the pesticides probably depends on local conditions, including the availability of other forage. For beekeepers the conclusion is practical: hives should not be placed next to oilseed rape fields without first agreeing the timing of crop protection treatments with the farmer. Since 2018, three neonicotinoids have been banned in the EU for use in field crops.",
            ),
        ],
        bad=[
            Slip(
                1, [("Woodcock i in., „Science” 2017", "Woodcock i in., „Nature” 2017")], "citation"
            ),
            Slip(
                0,
                [
                    (
                        "w Niemczech tego efektu nie stwierdzono",
                        "w Niemczech ten efekt również stwierdzono",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "For beekeepers the conclusion is practical: hives should not be placed next to oilseed rape fields without first agreeing the timing of crop protection treatments with the farmer.",
                        "Dla pszczelarzy wniosek jest praktyczny: nie należy ustawiać uli przy polach rzepaku bez wcześniejszego uzgodnienia z rolnikiem terminów zabiegów ochrony roślin.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-spoldzielnia-mieszkaniowa-wymiana-wodomierzy-ogloszenie",
        source="Szanowni Mieszkańcy, informujemy, że w budynkach przy ul. Lipowej 3, 5 i 7 w dniach 12–16 maja 2025 r. firma Aqua-Pomiar wymieni wodomierze na modele z odczytem radiowym. Wymiana w jednym mieszkaniu trwa około 20 minut i wymaga krótkiego zamknięcia dopływu wody do pionu. Prosimy o udostępnienie lokalu w godzinach 8:00–16:00 zgodnie z harmonogramem wywieszonym na klatkach schodowych. Osoby, które nie mogą być obecne w wyznaczonym terminie, powinny do 9 maja uzgodnić inny termin z administracją (tel. 61 842 15 30). Koszt wymiany pokrywa spółdzielnia z funduszu remontowego. Po wymianie odczyty nie będą już wymagały wizyty inkasenta w mieszkaniu.",
        good=[
            Good(
                "preserve",
                "W dniach 12–16 maja 2025 r. firma Aqua-Pomiar wymieni wodomierze w budynkach przy ul. Lipowej 3, 5 i 7 na urządzenia z odczytem radiowym. W każdym mieszkaniu zajmie to około 20 minut; na chwilę trzeba będzie zamknąć dopływ wody do pionu. Prosimy o udostępnienie lokalu w godzinach 8:00–16:00, według harmonogramu wywieszonego na klatkach schodowych. Jeśli nie mogą Państwo być w domu w wyznaczonym terminie, powinni Państwo do 9 maja ustalić inny termin z administracją pod numerem 61 842 15 30. Wymiana jest finansowana przez spółdzielnię z funduszu remontowego. Dzięki nowym wodomierzom inkasent nie będzie już musiał przychodzić do mieszkań po odczyty.",
            ),
            Good(
                "preserve",
                "Szanowni Mieszkańcy,\nuprzejmie informujemy o wymianie wodomierzy na modele z odczytem radiowym:\n- budynki: ul. Lipowa 3, 5 i 7,\n- termin: 12–16 maja 2025 r., godz. 8:00–16:00 (według harmonogramu na klatkach schodowych),\n- wykonawca: firma Aqua-Pomiar,\n- czas pracy w jednym lokalu: ok. 20 minut, z krótkim zamknięciem dopływu wody do pionu,\n- koszt: pokrywa spółdzielnia z funduszu remontowego.\nProsimy o udostępnienie mieszkań. Osoby, które nie mogą być obecne w wyznaczonym terminie, powinny do 9 maja uzgodnić z administracją inny termin (tel. 61 842 15 30). Po wymianie odczyty nie będą wymagały wizyty inkasenta w mieszkaniu.",
            ),
            Good(
                "en",
                "Dear Residents, please note that from 12 to 16 May 2025 the company Aqua-Pomiar will replace the water meters in the buildings at ul. Lipowa 3, 5 and 7 with radio-read models. The replacement takes about 20 minutes per flat and requires the water supply to the riser to be shut off briefly. Please provide access to your flat between 8:00 and 16:00 according to the schedule posted in the stairwells. If you cannot be present at the scheduled time, you should arrange another date with the management office by 9 May (tel. 61 842 15 30). The cost of the replacement is covered by the cooperative from its renovation fund. After the replacement, meter readings will no longer require a meter reader to visit your flat.",
            ),
        ],
        bad=[
            Slip(1, [("powinny do 9 maja uzgodnić", "powinny do 12 maja uzgodnić")], "date"),
            Slip(
                2,
                [("you should arrange another date", "you must arrange another date")],
                "modality",
            ),
            Slip(
                0,
                [
                    (
                        "z funduszu remontowego.",
                        "z funduszu remontowego, a nowe wodomierze są objęte 5-letnią gwarancją producenta.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-schronisko-dla-psow-procedura-adopcji",
        source="Adopcja psa ze schroniska „Przytulisko” przebiega w trzech krokach. Najpierw wypełniasz ankietę przedadopcyjną, potem odbywasz co najmniej dwa spacery z wybranym psem, a na końcu podpisujesz umowę adopcyjną. Opłata adopcyjna wynosi 150 zł i obejmuje szczepienia, odrobaczenie oraz czipowanie. Nie wydajemy psów osobom niepełnoletnim ani w prezencie dla kogoś trzeciego. Wolontariusz może odwiedzić nowy dom psa w ciągu pierwszych 3 miesięcy, aby sprawdzić, jak zwierzę się zaaklimatyzowało. Jeśli adopcja się nie uda, psa należy zwrócić do schroniska – nie wolno go przekazywać innym osobom ani sprzedawać. Schronisko jest otwarte dla odwiedzających od środy do niedzieli, w godz. 11:00–17:00.",
        good=[
            Good(
                "preserve",
                "Jak adoptować psa z „Przytuliska”? To trzy etapy: ankieta przedadopcyjna, co najmniej dwa spacery z psem, którego wybrałeś, i podpisanie umowy adopcyjnej. Płacisz 150 zł – w tej kwocie są szczepienia, odrobaczenie i czipowanie. Psów nie wydajemy niepełnoletnim ani osobom, które chcą je komuś podarować. W ciągu pierwszych 3 miesięcy może cię odwiedzić wolontariusz, żeby sprawdzić, jak pies zaaklimatyzował się w nowym domu. Gdyby adopcja się nie powiodła, psa należy zwrócić do schroniska; nie wolno oddawać go innym osobom ani go sprzedawać. Odwiedzających zapraszamy od środy do niedzieli, 11:00–17:00.",
            ),
            Good(
                "preserve",
                "Procedura adopcyjna w schronisku „Przytulisko”:\n1. Wypełnienie ankiety przedadopcyjnej.\n2. Co najmniej dwa spacery z wybranym psem.\n3. Podpisanie umowy adopcyjnej.\n\nOpłata adopcyjna: 150 zł (obejmuje szczepienia, odrobaczenie i czipowanie). Schronisko nie wydaje psów osobom niepełnoletnim ani z przeznaczeniem na prezent dla osób trzecich. W okresie pierwszych 3 miesięcy wolontariusz może odwiedzić nowy dom psa, by sprawdzić, jak zwierzę się zaaklimatyzowało. W przypadku nieudanej adopcji psa należy zwrócić do schroniska – zabronione jest przekazywanie go innym osobom lub jego sprzedaż. Godziny odwiedzin: środa–niedziela, 11:00–17:00.",
            ),
            Good(
                "en",
                "Adopting a dog from the “Przytulisko” shelter takes three steps. First you fill in a pre-adoption questionnaire, then you go on at least two walks with the dog you've chosen, and finally you sign the adoption agreement. The adoption fee is PLN 150 and covers vaccinations, deworming and microchipping. We do not release dogs to minors or as gifts for a third party. A volunteer may visit the dog's new home within the first 3 months to see how the animal has settled in. If the adoption does not work out, the dog must be returned to the shelter – it must not be passed on to anyone else or sold. The shelter is open to visitors Wednesday to Sunday, 11:00–17:00.",
            ),
        ],
        bad=[
            Slip(
                1,
                [
                    (
                        "nie wydaje psów osobom niepełnoletnim ani",
                        "wydaje psy także osobom niepełnoletnim, ale nie",
                    )
                ],
                "negation",
            ),
            Slip(2, [("A volunteer may visit", "A volunteer will visit")], "modality"),
            Slip(
                0,
                [
                    (
                        "Gdyby adopcja się nie powiodła, psa należy zwrócić do schroniska; nie wolno oddawać go innym osobom ani go sprzedawać.",
                        "If the adoption does not work out, the dog must be returned to the shelter – it must not be passed on to anyone else or sold.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-pracownia-ceramiki-obsluga-zapisow-instrukcja",
        source="Instrukcja dla prowadzących zajęcia w pracowni ceramiki „Glinianka”: zapisy na warsztaty obsługujemy wyłącznie przez panel https://panel.glinianka.pl/admin. Limit miejsc ustawiasz w pliku `warsztaty.yaml`, w kluczu `max_uczestnikow` – dla koła garncarskiego wartość nie powinna przekraczać 8, bo tyle mamy stanowisk. Po zmianie pliku uruchom `./odswiez_kalendarz.sh`, inaczej strona nie pokaże nowych terminów. Nie usuwaj ręcznie rezerwacji opłaconych – jeśli klient rezygnuje, oznacz ją jako „do zwrotu”, a księgowa zwróci pieniądze w ciągu 14 dni. Problemy techniczne zgłaszaj na adres it@glinianka.pl.",
        good=[
            Good(
                "preserve",
                "Dla prowadzących zajęcia w pracowni ceramiki „Glinianka” – jak obsługiwać zapisy:\n1. Zapisy na warsztaty przyjmujemy tylko przez panel https://panel.glinianka.pl/admin.\n2. Limit miejsc zmieniasz w pliku `warsztaty.yaml`, klucz `max_uczestnikow`. Przy kole garncarskim wartość nie powinna przekraczać 8 – tyle mamy stanowisk.\n3. Po każdej zmianie pliku uruchom `./odswiez_kalendarz.sh`; bez tego nowe terminy nie pojawią się na stronie.\n4. Opłaconych rezerwacji nie usuwaj ręcznie. Gdy klient rezygnuje, oznacz rezerwację jako „do zwrotu” – księgowa zwróci pieniądze w ciągu 14 dni.\n5. Problemy techniczne zgłaszaj na it@glinianka.pl.",
            ),
            Good(
                "preserve",
                "Prowadzący zajęcia w pracowni ceramiki „Glinianka” obsługują zapisy na warsztaty wyłącznie w panelu https://panel.glinianka.pl/admin. Liczbę miejsc określa klucz `max_uczestnikow` w pliku `warsztaty.yaml`; na kole garncarskim wartość ta nie powinna być większa niż 8, ponieważ tyle jest stanowisk. Po każdej zmianie w pliku trzeba uruchomić `./odswiez_kalendarz.sh` – w przeciwnym razie nowe terminy nie pojawią się na stronie. Rezerwacji, za które klient już zapłacił, nie wolno usuwać ręcznie: w razie rezygnacji oznacza się je jako „do zwrotu”, a księgowa zwraca pieniądze w ciągu 14 dni. Problemy techniczne należy zgłaszać pod adresem it@glinianka.pl.",
            ),
            Good(
                "en",
                "Instructions for instructors at the “Glinianka” ceramics studio: workshop sign-ups are handled only through the panel at https://panel.glinianka.pl/admin. You set the number of places in the `warsztaty.yaml` file, under the `max_uczestnikow` key – for the pottery wheel class the value should not exceed 8, because that's how many workstations we have. After changing the file, run `./odswiez_kalendarz.sh`, otherwise the website won't show the new dates. Don't delete paid bookings manually – if a customer cancels, mark the booking as “do zwrotu” (to be refunded), and the accountant will return the money within 14 days. Report technical problems to it@glinianka.pl.",
            ),
        ],
        bad=[
            Slip(1, [("`./odswiez_kalendarz.sh`", "`./odswiez_kalendarz.py`")], "code"),
            Slip(2, [("https://panel.glinianka.pl/admin", "https://glinianka.pl/admin")], "url"),
            Slip(
                0,
                [
                    (
                        "Opłaconych rezerwacji nie usuwaj ręcznie.",
                        "Opłacone rezerwacje usuwaj ręcznie.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-dotacja-gminna-wymiana-pieca-nabor",
        source="Burmistrz Miasta Żnina ogłasza nabór wniosków o dotację celową na wymianę źródeł ciepła opalanych paliwem stałym. Podstawą prawną jest art. 403 ust. 4 pkt 1 ustawy z dnia 27 kwietnia 2001 r. – Prawo ochrony środowiska oraz uchwała nr XII/98/2025 Rady Miejskiej w Żninie. Dotacja wynosi 50% kosztów kwalifikowanych, nie więcej niż 8000 zł na jeden lokal. Dofinansowanie obejmuje pompy ciepła, kotły gazowe i podłączenie do sieci ciepłowniczej; nie obejmuje kotłów na biomasę. Wnioski należy składać od 3 marca do 30 kwietnia 2025 r. w Biurze Obsługi Mieszkańca. Prace nie mogą rozpocząć się przed podpisaniem umowy o dotację.",
        good=[
            Good(
                "preserve",
                "Nabór wniosków o dotację na wymianę pieca – Żnin 2025\n- Ogłaszający: Burmistrz Miasta Żnina.\n- Cel: dotacja celowa na wymianę źródeł ciepła opalanych paliwem stałym.\n- Podstawa prawna: art. 403 ust. 4 pkt 1 ustawy z dnia 27 kwietnia 2001 r. – Prawo ochrony środowiska i uchwała nr XII/98/2025 Rady Miejskiej w Żninie.\n- Wysokość: 50% kosztów kwalifikowanych, maksymalnie 8000 zł na lokal.\n- Zakres: pompy ciepła, kotły gazowe, podłączenie do sieci ciepłowniczej (kotły na biomasę nie są dofinansowywane).\n- Termin: 3 marca – 30 kwietnia 2025 r., Biuro Obsługi Mieszkańca.\n- Uwaga: prac nie wolno rozpocząć przed podpisaniem umowy o dotację.",
            ),
            Good(
                "preserve",
                "Chcesz wymienić piec opalany paliwem stałym? Burmistrz Miasta Żnina przyjmuje wnioski o dotację celową. Dotacja pokryje 50% kosztów kwalifikowanych, ale nie więcej niż 8 tys. zł na jeden lokal. Dofinansowanie dostaniesz na pompę ciepła, kocioł gazowy lub podłączenie do sieci ciepłowniczej – kotły na biomasę nie są nim objęte. Wniosek trzeba złożyć w Biurze Obsługi Mieszkańca od 3 marca do 30 kwietnia 2025 r. Pamiętaj: nie możesz zacząć prac, zanim podpiszesz umowę o dotację. Program opiera się na art. 403 ust. 4 pkt 1 ustawy z 27 kwietnia 2001 r. – Prawo ochrony środowiska oraz na uchwale nr XII/98/2025 Rady Miejskiej w Żninie.",
            ),
            Good(
                "en",
                "The Mayor of Żnin announces a call for applications for targeted grants to replace solid-fuel heating sources. The legal basis is Article 403(4)(1) of the Environmental Protection Law Act of 27 April 2001 and Resolution No. XII/98/2025 of the Żnin Town Council. The grant covers 50% of eligible costs, up to PLN 8,000 per dwelling. It covers heat pumps, gas boilers and connection to the district heating network; it does not cover biomass boilers. Applications must be submitted between 3 March and 30 April 2025 at the Residents' Service Office. Work must not start before the grant agreement is signed.",
            ),
        ],
        bad=[
            Slip(2, [("Article 403(4)(1)", "Article 403(2)(1)")], "legal_reference"),
            Slip(1, [("nie więcej niż 8 tys. zł", "nie więcej niż 6 tys. zł")], "number"),
            Slip(0, [("3 marca – 30 kwietnia 2025 r.", "3 marca – 30 maja 2025 r.")], "date"),
        ],
    ),
    Case(
        key="pl-biuro-rachunkowe-kopia-zapasowa-danych",
        source="Kopia zapasowa danych klientów biura jest wykonywana automatycznie każdej nocy o 2:00 na dysk sieciowy NAS. Raz w tygodniu, w piątek, osoba dyżurna musi dodatkowo skopiować archiwum na zaszyfrowany dysk zewnętrzny poleceniem `backup-biuro --cel /media/dysk_zew --szyfruj`. Dysk należy przechowywać w sejfie, poza serwerownią. Hasło do szyfrowania znają tylko kierownik biura i jego zastępczyni; nie zapisuj go w plikach ani na karteczkach. Po skopiowaniu sprawdź plik `raport_kopii.log` – jeśli zawiera słowo BŁĄD, zgłoś to od razu. Kopie starsze niż 90 dni są usuwane automatycznie, z wyjątkiem kopii z ostatniego dnia roku, które przechowujemy przez 5 lat.",
        good=[
            Good(
                "preserve",
                "Kopie zapasowe w biurze – zasady:\n- Każdej nocy o 2:00 system automatycznie zapisuje kopię danych klientów na dysku sieciowym NAS.\n- W każdy piątek osoba dyżurna musi dodatkowo skopiować archiwum na zaszyfrowany dysk zewnętrzny poleceniem `backup-biuro --cel /media/dysk_zew --szyfruj`.\n- Dysk należy trzymać w sejfie, poza serwerownią.\n- Hasło do szyfrowania znają wyłącznie kierownik biura i jego zastępczyni – nie zapisuj go ani w plikach, ani na karteczkach.\n- Po skopiowaniu zajrzyj do pliku `raport_kopii.log`; jeśli znajdziesz w nim słowo BŁĄD, natychmiast to zgłoś.\n- Kopie starsze niż 90 dni są kasowane automatycznie – poza kopiami z ostatniego dnia roku, które trzymamy 5 lat.",
            ),
            Good(
                "preserve",
                "Dane klientów biura są co noc o godzinie 2:00 automatycznie kopiowane na dysk sieciowy NAS. Ponadto raz w tygodniu – w piątek – osoba pełniąca dyżur ma obowiązek skopiować archiwum na zaszyfrowany dysk zewnętrzny, używając polecenia `backup-biuro --cel /media/dysk_zew --szyfruj`. Dysk ten należy przechowywać w sejfie, poza serwerownią. Hasło szyfrujące znają jedynie kierownik biura i jego zastępczyni; nie wolno zapisywać go w plikach ani na karteczkach. Po wykonaniu kopii należy sprawdzić plik `raport_kopii.log`, a jeśli pojawi się w nim słowo BŁĄD – niezwłocznie to zgłosić. Kopie starsze niż 90 dni są usuwane automatycznie; wyjątek stanowią kopie z ostatniego dnia roku, przechowywane przez 5 lat.",
            ),
            Good(
                "en",
                "The office's client data is backed up automatically every night at 2:00 to the NAS network drive. Once a week, on Friday, the person on duty must also copy the archive to an encrypted external drive using the command `backup-biuro --cel /media/dysk_zew --szyfruj`. The drive is to be kept in the safe, outside the server room. Only the office manager and his deputy know the encryption password; don't write it down in files or on sticky notes. After copying, check the `raport_kopii.log` file – if it contains the word BŁĄD (error), report it immediately. Backups older than 90 days are deleted automatically, except for those from the last day of the year, which we keep for 5 years.",
            ),
        ],
        bad=[
            Slip(2, [("`backup-biuro --cel", "`backup-biura --cel")], "code"),
            Slip(0, [("osoba dyżurna musi dodatkowo", "osoba dyżurna może dodatkowo")], "modality"),
            Slip(
                1,
                [
                    (
                        "osoba pełniąca dyżur ma obowiązek",
                        "osoba pełniąca dyżur (zgodnie z grafikiem ustalanym przez panią Kowalską) ma obowiązek",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-dietetyk-blonnik-zalecenia-metaanaliza-lancet",
        source="Błonnik pokarmowy to nie tylko sposób na lepsze trawienie. Metaanaliza Reynolds i współpracowników opublikowana w 2019 roku w „The Lancet” (t. 393, s. 434–445) wykazała, że osoby spożywające 25–29 g błonnika dziennie miały o 15–30% niższe ryzyko zgonu z przyczyn sercowo-naczyniowych niż osoby jedzące go najmniej. Większość Polaków zjada prawdopodobnie około 15–20 g dziennie, więc warto stopniowo zwiększać jego ilość, np. wybierając pieczywo pełnoziarniste, kasze i rośliny strączkowe. Nie zwiększaj spożycia gwałtownie – może to wywołać wzdęcia. Pamiętaj też o piciu co najmniej 1,5 litra wody dziennie, bo bez płynów błonnik nie działa prawidłowo.",
        good=[
            Good(
                "preserve",
                "Błonnik pokarmowy pomaga nie tylko w trawieniu. Z metaanalizy Reynolds i in., opublikowanej w „The Lancet” w 2019 roku (t. 393, s. 434–445), wynika, że ludzie jedzący 25–29 g błonnika na dobę mieli o 15–30% mniejsze ryzyko śmierci z przyczyn sercowo-naczyniowych niż ci, którzy spożywali go najmniej. Większość Polaków zjada go prawdopodobnie ok. 15–20 g dziennie, dlatego warto stopniowo zwiększać tę ilość – sięgając np. po pełnoziarniste pieczywo, kasze czy rośliny strączkowe. Nie rób tego jednak gwałtownie, bo może to wywołać wzdęcia. I pij co najmniej 1,5 litra wody dziennie – bez płynów błonnik nie działa prawidłowo.",
            ),
            Good(
                "preserve",
                "Błonnik – nie tylko dla lepszego trawienia\n\n- Dowody: metaanaliza Reynolds i in., „The Lancet” 2019, t. 393, s. 434–445 – przy spożyciu 25–29 g błonnika dziennie ryzyko zgonu z przyczyn sercowo-naczyniowych było o 15–30% niższe niż u osób jedzących go najmniej.\n- Rzeczywistość: większość Polaków zjada prawdopodobnie około 15–20 g dziennie.\n- Co warto robić: stopniowo zwiększać ilość błonnika, wybierając pieczywo pełnoziarniste, kasze i rośliny strączkowe.\n- Uwaga: nie zwiększaj spożycia gwałtownie, bo może to wywołać wzdęcia.\n- Woda: pij co najmniej 1,5 litra dziennie – bez płynów błonnik nie działa prawidłowo.",
            ),
            Good(
                "en",
                "Dietary fibre is about more than better digestion. A meta-analysis by Reynolds and colleagues, published in The Lancet in 2019 (vol. 393, pp. 434–445), found that people who ate 25–29 g of fibre a day had a 15–30% lower risk of cardiovascular death than those who ate the least. Most Poles probably eat around 15–20 g a day, so it's worth gradually increasing your intake – for example by choosing wholegrain bread, groats and pulses. Don't increase it suddenly, as this can cause bloating. Also remember to drink at least 1.5 litres of water a day, because without fluids fibre doesn't work properly.",
            ),
        ],
        bad=[
            Slip(1, [("„The Lancet” 2019, t. 393", "„The Lancet” 2017, t. 393")], "citation"),
            Slip(2, [("Most Poles probably eat", "Most Poles eat")], "hedge"),
            Slip(
                0,
                [
                    (
                        "I pij co najmniej 1,5 litra wody dziennie",
                        "I pij co najmniej 1,5 litra wody dziennie, jak zaleca Światowa Organizacja Zdrowia",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
