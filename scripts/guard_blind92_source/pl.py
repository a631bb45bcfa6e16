# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 92: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-genealogy-archive-civil-records-access",
        source="Księgi urodzeń starsze niż 100 lat, a księgi małżeństw i zgonów starsze niż 80 lat, są przekazywane do archiwów państwowych i może je przeglądać każdy, bez podawania celu. Młodsze akta pozostają w urzędach stanu cywilnego; dostęp do nich mają tylko osoby wskazane w art. 125 ustawy Prawo o aktach stanu cywilnego, m.in. krewni w linii prostej. Wiele skanów znajdziesz w serwisie szukajwarchiwach.gov.pl. W czytelni nie wolno używać długopisów ani fotografować z lampą błyskową. Oryginały trzeba zamówić co najmniej 3 dni robocze przed wizytą, pisząc na adres czytelnia@ap-przyklad.gov.pl. Jednorazowo można zamówić maksymalnie 10 jednostek.",
        good=[
            Good(
                "preserve",
                "Co warto wiedzieć przed wizytą w archiwum:\n- Księgi urodzeń mające ponad 100 lat oraz księgi małżeństw i zgonów mające ponad 80 lat trafiają do archiwów państwowych. Przeglądać je może każdy i nie trzeba podawać celu.\n- Nowsze akta są przechowywane w urzędach stanu cywilnego. Dostęp do nich przysługuje wyłącznie osobom wymienionym w art. 125 ustawy Prawo o aktach stanu cywilnego, na przykład krewnym w linii prostej.\n- Sporo skanów jest dostępnych w serwisie szukajwarchiwach.gov.pl.\n- W czytelni nie można korzystać z długopisów ani robić zdjęć z lampą błyskową.\n- Oryginały trzeba zamówić mailowo pod adresem czytelnia@ap-przyklad.gov.pl, co najmniej 3 dni robocze przed wizytą – maksymalnie 10 jednostek naraz.",
            ),
            Good(
                "preserve",
                "Do archiwów państwowych przekazuje się księgi urodzeń starsze niż sto lat oraz księgi małżeństw i zgonów starsze niż osiemdziesiąt lat; z tych materiałów może korzystać każdy, bez wskazywania celu. Akta młodsze przechowują urzędy stanu cywilnego, które udostępniają je jedynie osobom określonym w art. 125 ustawy Prawo o aktach stanu cywilnego – między innymi krewnym w linii prostej. Liczne skany opublikowano w serwisie szukajwarchiwach.gov.pl. Zamówienie oryginałów należy przesłać na adres czytelnia@ap-przyklad.gov.pl najpóźniej 3 dni robocze przed wizytą; jednorazowo można zamówić najwyżej 10 jednostek. Na sali nie wolno używać długopisów ani fotografować z lampą błyskową.",
            ),
            Good(
                "en",
                "Birth registers more than 100 years old, and marriage and death registers more than 80 years old, are transferred to the state archives, where anyone can consult them without giving a reason. More recent records stay at the civil registry offices and are open only to the people listed in Article 125 of the Civil Status Records Act, such as direct-line relatives. Many scans are available at szukajwarchiwach.gov.pl. Pens and flash photography are not allowed in the reading room. You must order originals at least 3 working days before your visit by emailing czytelnia@ap-przyklad.gov.pl, and you can order up to 10 units at a time.",
            ),
        ],
        bad=[
            Slip(0, [("art. 125", "art. 152")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "Na sali nie wolno używać długopisów ani fotografować",
                        "Na sali wolno używać długopisów i fotografować",
                    )
                ],
                "negation",
            ),
            Slip(2, [("czytelnia@ap-przyklad.gov.pl", "czytelnia@ap-przyklad.pl")], "url"),
        ],
    ),
    Case(
        key="pl-escooter-rental-deposit-parking-terms",
        source="Hulajnogę może wypożyczyć osoba, która ukończyła 18 lat i ma aktywne konto w aplikacji. Przed pierwszym przejazdem system zablokuje na karcie kaucję w wysokości 50 zł; zwracamy ją w ciągu 7 dni od usunięcia konta. Odblokowanie kosztuje 3 zł, a każda minuta jazdy 0,79 zł. Na jednej hulajnodze nie wolno jechać we dwoje. Pojazd należy zostawić w wyznaczonej strefie parkowania – za pozostawienie go poza strefą naliczamy opłatę 99 zł. Po zakończeniu przejazdu trzeba zrobić zdjęcie zaparkowanej hulajnogi w aplikacji. Nie odpowiadamy za przedmioty pozostawione w koszyku.",
        good=[
            Good(
                "preserve",
                "Hulajnogę możesz wypożyczyć, jeśli masz skończone 18 lat i aktywne konto w aplikacji. Przy pierwszym przejeździe zablokujemy na Twojej karcie 50 zł kaucji – oddamy je w ciągu 7 dni od usunięcia konta. Za odblokowanie płacisz 3 zł, a za każdą minutę jazdy 0,79 zł. Pamiętaj, że na jednej hulajnodze nie wolno jechać we dwoje. Hulajnogę zostaw w wyznaczonej strefie parkowania, bo za zaparkowanie poza nią pobierzemy 99 zł. Kończąc przejazd, zrób w aplikacji zdjęcie zaparkowanej hulajnogi. Nie bierzemy odpowiedzialności za rzeczy zostawione w koszyku.",
            ),
            Good(
                "preserve",
                "Warunki wypożyczenia hulajnogi:\n1. Pojazd może wypożyczyć osoba, która ukończyła 18 lat i posiada aktywne konto w aplikacji.\n2. Przed pierwszym przejazdem na karcie płatniczej blokowana jest kaucja 50 zł, zwracana w terminie 7 dni od usunięcia konta.\n3. Opłata za odblokowanie wynosi 3 zł, a za minutę jazdy – 0,79 zł.\n4. Jazda we dwie osoby na jednej hulajnodze jest zabroniona.\n5. Pojazd należy pozostawić w wyznaczonej strefie parkowania; za pozostawienie go poza strefą pobierana jest opłata w wysokości 99 zł.\n6. Po zakończeniu przejazdu należy wykonać w aplikacji zdjęcie zaparkowanej hulajnogi.\n7. Operator nie ponosi odpowiedzialności za przedmioty pozostawione w koszyku.",
            ),
            Good(
                "en",
                "A scooter may be rented by anyone who is 18 or older and has an active account in the app. Before your first ride, a PLN 50 deposit is blocked on your card; we return it within 7 days of your account being deleted. Unlocking costs PLN 3 and each minute of riding PLN 0.79. Two people must not ride on one scooter. The scooter must be left in a designated parking zone — if you leave it outside the zone, we charge a PLN 99 fee. When you end the ride, you need to take a photo of the parked scooter in the app. We are not responsible for items left in the basket.",
            ),
        ],
        bad=[
            Slip(0, [("0,79 zł", "0,69 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "6. Po zakończeniu przejazdu należy wykonać",
                        "6. Po zakończeniu przejazdu można wykonać",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [("We are not responsible for items", "We are responsible for items")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-mushroom-picking-death-cap-guidelines",
        source="Zbieraj tylko te grzyby, które znasz na pewno. Muchomor zielonawy bywa mylony z gąską zielonką lub czubajką kanią, a jego zjedzenie może zakończyć się śmiercią. Nie wyrywaj owocników i nie rozgrzebuj ściółki – grzybnia prawdopodobnie zostanie uszkodzona. Grzyby przenoś w przewiewnym koszyku, nie w foliowej torbie. Jeśli masz wątpliwości, zanieś zbiór do punktu grzyboznawczego Sanepidu, gdzie można bezpłatnie sprawdzić grzyby. Objawy zatrucia muchomorem pojawiają się zwykle po 6–24 godzinach, gdy toksyny są już we krwi. W razie podejrzenia zatrucia od razu dzwoń pod numer 112. W parkach narodowych zbieranie grzybów jest dozwolone wyłącznie w miejscach wyznaczonych.",
        good=[
            Good(
                "preserve",
                "Zasady bezpiecznego grzybobrania:\n1. Zbieraj wyłącznie gatunki, które rozpoznajesz bez cienia wątpliwości.\n2. Uważaj na muchomora zielonawego – bywa mylony z gąską zielonką albo czubajką kanią, a zjedzenie go może skończyć się śmiercią.\n3. Nie wyrywaj grzybów i nie rozgarniaj ściółki, bo to prawdopodobnie uszkodzi grzybnię.\n4. Noś grzyby w przewiewnym koszyku, a nie w foliowej reklamówce.\n5. W razie wątpliwości pokaż zbiory w punkcie grzyboznawczym Sanepidu – sprawdzą je tam za darmo.\n6. Objawy zatrucia muchomorem występują zwykle po 6–24 godzinach, kiedy toksyny są już we krwi. Gdy podejrzewasz zatrucie, natychmiast dzwoń na 112.\n7. W parkach narodowych grzyby wolno zbierać tylko w wyznaczonych miejscach.",
            ),
            Good(
                "preserve",
                "Do koszyka wkładaj jedynie grzyby, których jesteś absolutnie pewien. Uważaj na muchomora zielonawego: bywa mylony z czubajką kanią i gąską zielonką, a po jego zjedzeniu może dojść do śmierci. Nie należy wyrywać owocników ani rozgrzebywać ściółki, ponieważ grzybnia prawdopodobnie ulegnie uszkodzeniu. Grzyby noś w przewiewnym koszyku, a nie w foliowej torbie. Niepewne okazy możesz bezpłatnie sprawdzić w punkcie grzyboznawczym Sanepidu. Pamiętaj, że objawy zatrucia muchomorem pojawiają się zwykle po 6–24 godzinach, gdy toksyny krążą już we krwi – przy podejrzeniu zatrucia bez zwłoki zadzwoń pod 112. Na terenie parków narodowych grzyby można zbierać wyłącznie w wyznaczonych miejscach.",
            ),
            Good(
                "en",
                "Only pick mushrooms you know for certain. The death cap is sometimes mistaken for the yellow knight or the parasol mushroom, and eating it can be fatal. Don't pull mushrooms out or rake through the forest litter — the mycelium will probably be damaged. Carry your mushrooms in an airy basket, not a plastic bag. If in doubt, take your haul to a Sanepid mushroom inspection point, where it can be checked free of charge. Symptoms of death cap poisoning usually appear after 6–24 hours, when the toxins are already in the blood. If you suspect poisoning, call 112 straight away. In national parks, mushroom picking is allowed only in designated areas.",
            ),
        ],
        bad=[
            Slip(0, [("może skończyć się śmiercią", "kończy się śmiercią")], "hedge"),
            Slip(
                1,
                [
                    (
                        "jedynie grzyby, których jesteś absolutnie pewien",
                        "także grzyby, których nie jesteś absolutnie pewien",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "where it can be checked free of charge.",
                        "where it can be checked free of charge seven days a week from August to October.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-horse-riding-school-lesson-rules",
        source="Regulamin ośrodka jeździeckiego „Podkowa”\nNa jazdy przyjmujemy dzieci od 8. roku życia; osoby niepełnoletnie muszą mieć pisemną zgodę rodzica. Każdy jeździec musi jeździć w kasku z atestem i w obuwiu z obcasem – bez tego instruktor nie wpuści nikogo na ujeżdżalnię. Maksymalna waga jeźdźca wynosi 90 kg. Jazdę można odwołać bezpłatnie najpóźniej 24 godziny przed jej rozpoczęciem; później pobieramy pełną opłatę 120 zł. Jazdy w terenie odbywają się w soboty od 10:00 do 12:00 i tylko dla osób, które zaliczyły co najmniej 20 lekcji na ujeżdżalni. Zaleca się przyjść 15 minut wcześniej, aby pomóc przy czyszczeniu konia.",
        good=[
            Good(
                "preserve",
                "Najważniejsze zasady ośrodka „Podkowa”:\n- Na jazdy przyjmujemy dzieci od 8. roku życia; niepełnoletni muszą mieć pisemną zgodę rodzica.\n- Kask z atestem i buty z obcasem są obowiązkowe – bez nich instruktor nikogo nie wpuści na ujeżdżalnię.\n- Jeździec może ważyć najwyżej 90 kg.\n- Jazdę odwołasz bez opłat najpóźniej 24 godziny przed jej rozpoczęciem; przy późniejszym odwołaniu płacisz pełną stawkę 120 zł.\n- Jazdy w terenie są w soboty w godz. 10:00–12:00, wyłącznie dla osób po co najmniej 20 lekcjach na ujeżdżalni.\n- Zalecamy przyjście 15 minut wcześniej, żeby pomóc przy czyszczeniu konia.",
            ),
            Good(
                "preserve",
                "W ośrodku jeździeckim „Podkowa” z jazd mogą korzystać dzieci od 8. roku życia, przy czym osoby niepełnoletnie muszą dysponować pisemną zgodą rodzica. Dopuszczalna waga jeźdźca to maksymalnie 90 kg. Obowiązkowy strój obejmuje atestowany kask oraz obuwie z obcasem; instruktor nie wpuści na ujeżdżalnię nikogo, kto ich nie ma. Bezpłatne odwołanie jazdy jest możliwe najpóźniej na dobę przed jej rozpoczęciem – w przypadku późniejszej rezygnacji pobierana jest pełna opłata w wysokości 120 zł. Jazdy terenowe organizowane są w soboty w godzinach 10:00–12:00 i przeznaczone wyłącznie dla osób, które ukończyły co najmniej 20 lekcji na ujeżdżalni. Zalecamy, by przybyć 15 minut przed jazdą i pomóc w czyszczeniu konia.",
            ),
            Good(
                "en",
                "Rules of the “Podkowa” riding centre\nWe accept children for lessons from the age of 8; riders under 18 must have a parent's written consent. Every rider must wear a certified helmet and heeled boots — without them, the instructor won't let anyone into the arena. The maximum rider weight is 90 kg. You can cancel a lesson free of charge up to 24 hours before it starts; after that we charge the full fee of PLN 120. Trail rides take place on Saturdays from 10:00 to 12:00 and are only for riders who have completed at least 20 lessons in the arena. We recommend arriving 15 minutes early to help groom the horse.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Zalecamy przyjście 15 minut wcześniej",
                        "Obowiązkowo należy przyjść 15 minut wcześniej",
                    )
                ],
                "modality",
            ),
            Slip(1, [("co najmniej 20 lekcji", "co najmniej 10 lekcji")], "number"),
            Slip(2, [("on Saturdays", "on Sundays")], "date"),
        ],
    ),
    Case(
        key="pl-home-solar-battery-first-startup",
        source="## Pierwsze uruchomienie magazynu energii\n\n1. Sprawdź, czy wyłącznik DC na obudowie jest w pozycji **OFF**.\n2. Podłącz przewód komunikacyjny do portu `BMS-CAN` falownika.\n3. Ustaw wyłącznik w pozycji **ON** i odczekaj około 30 sekund, aż dioda zacznie świecić na zielono.\n\n> Uwaga: akumulatora nie wolno instalować w pomieszczeniach, w których temperatura spada poniżej 0 °C. Przy temperaturze powyżej 45 °C system prawdopodobnie ograniczy moc ładowania.\n\nPojemność użytkowa modułu wynosi 5,12 kWh; w jednym stosie można połączyć maksymalnie 4 moduły. Instrukcja w formacie PDF jest dostępna na stronie [pomoc.przyklad-energia.pl](https://pomoc.przyklad-energia.pl/magazyn).",
        good=[
            Good(
                "preserve",
                "## Jak uruchomić magazyn energii po raz pierwszy\n\n1. Upewnij się, że wyłącznik DC na obudowie jest ustawiony na **OFF**.\n2. Przewód komunikacyjny wepnij do portu `BMS-CAN` w falowniku.\n3. Przełącz wyłącznik na **ON** i poczekaj mniej więcej 30 sekund, aż dioda zaświeci się na zielono.\n\n> Uwaga: akumulatora nie wolno montować w pomieszczeniach, gdzie temperatura spada poniżej 0 °C. Jeśli temperatura przekroczy 45 °C, system prawdopodobnie zmniejszy moc ładowania.\n\nJeden moduł ma 5,12 kWh pojemności użytkowej, a w jednym stosie możesz połączyć najwyżej 4 moduły. Instrukcję w PDF znajdziesz na stronie [pomoc.przyklad-energia.pl](https://pomoc.przyklad-energia.pl/magazyn).",
            ),
            Good(
                "preserve",
                "## Pierwsze uruchomienie magazynu energii\n\n> Uwaga: akumulatora nie wolno instalować w pomieszczeniach, w których temperatura spada poniżej 0 °C. Powyżej 45 °C system prawdopodobnie obniży moc ładowania.\n\nKolejne kroki:\n\n1. Sprawdź, czy wyłącznik DC na obudowie jest ustawiony w pozycji **OFF**.\n2. Podłącz przewód komunikacyjny do portu `BMS-CAN` falownika.\n3. Przestaw wyłącznik na **ON** i odczekaj ok. 30 s, aż dioda zacznie świecić na zielono.\n\nPojemność użytkowa jednego modułu to 5,12 kWh, a jeden stos może liczyć maksymalnie cztery moduły. Instrukcja w PDF: [pomoc.przyklad-energia.pl](https://pomoc.przyklad-energia.pl/magazyn).",
            ),
            Good(
                "en",
                "## Starting the energy storage unit for the first time\n\n1. Check that the DC switch on the housing is set to **OFF**.\n2. Connect the communication cable to the inverter's `BMS-CAN` port.\n3. Set the switch to **ON** and wait about 30 seconds until the LED turns green.\n\n> Note: the battery must not be installed in rooms where the temperature drops below 0 °C. Above 45 °C, the system will probably limit the charging power.\n\nEach module has a usable capacity of 5.12 kWh, and up to 4 modules can be connected in one stack. The PDF manual is available at [pomoc.przyklad-energia.pl](https://pomoc.przyklad-energia.pl/magazyn).",
            ),
        ],
        bad=[
            Slip(0, [("## Jak uruchomić", "Jak uruchomić")], "markdown"),
            Slip(1, [("maksymalnie cztery moduły", "maksymalnie trzy moduły")], "number"),
            Slip(2, [("the system will probably limit", "the system will limit")], "hedge"),
        ],
    ),
    Case(
        key="pl-notary-fee-schedule-property-sale",
        source="Wysokość taksy notarialnej określa rozporządzenie Ministra Sprawiedliwości z dnia 28 czerwca 2004 r. w sprawie maksymalnych stawek taksy notarialnej. Zgodnie z § 3 pkt 5 przy umowie sprzedaży nieruchomości o wartości od 60 000 zł do 1 000 000 zł maksymalna taksa wynosi 1010 zł plus 0,4% od nadwyżki powyżej 60 000 zł. Do taksy należy doliczyć 23% VAT. Kwoty te są stawkami maksymalnymi – notariusz może pobrać niższe wynagrodzenie, ale nie wyższe. Za każdą stronę wypisu aktu pobiera się 6 zł netto. Podatek od czynności cywilnoprawnych (2% wartości rynkowej) notariusz pobiera jako płatnik i nie jest on częścią jego wynagrodzenia.",
        good=[
            Good(
                "preserve",
                "Ile zapłacisz notariuszowi? Maksymalne stawki określa rozporządzenie Ministra Sprawiedliwości z 28 czerwca 2004 r. w sprawie maksymalnych stawek taksy notarialnej. Przy sprzedaży nieruchomości wartej od 60 000 do 1 000 000 zł taksa może wynieść najwyżej 1010 zł plus 0,4% nadwyżki ponad 60 000 zł – tak stanowi § 3 pkt 5. Do tej kwoty trzeba doliczyć 23% VAT. Notariusz może wziąć mniej, ale nie więcej. Za każdą stronę wypisu aktu zapłacisz 6 zł netto. Podatek od czynności cywilnoprawnych (2% wartości rynkowej) notariusz pobiera jako płatnik – nie jest to część jego wynagrodzenia.",
            ),
            Good(
                "preserve",
                "Taksa notarialna – najważniejsze informacje:\n- podstawa prawna: rozporządzenie Ministra Sprawiedliwości z dnia 28 czerwca 2004 r. w sprawie maksymalnych stawek taksy notarialnej;\n- umowa sprzedaży nieruchomości o wartości od 60 000 zł do 1 000 000 zł (§ 3 pkt 5): maksymalnie 1010 zł + 0,4% od nadwyżki powyżej 60 000 zł;\n- do taksy należy doliczyć 23% VAT;\n- stawki są maksymalne, więc notariusz może pobrać niższe wynagrodzenie, lecz nie wyższe;\n- wypis aktu: 6 zł netto za każdą stronę;\n- podatek od czynności cywilnoprawnych (2% wartości rynkowej) notariusz pobiera jako płatnik; nie wchodzi on w skład jego wynagrodzenia.",
            ),
            Good(
                "en",
                "Notary fees are governed by the Regulation of the Minister of Justice of 28 June 2004 on the maximum rates of notarial fees. Under § 3 point 5, for a property sale agreement worth between PLN 60,000 and PLN 1,000,000, the maximum fee is PLN 1,010 plus 0.4% of the amount above PLN 60,000. 23% VAT must be added to the fee. These are maximum rates: a notary may charge less, but not more. Each page of a copy of the deed costs PLN 6 net. The notary collects the tax on civil law transactions (2% of the market value) as a remitter, and it is not part of the notary's fee.",
            ),
        ],
        bad=[
            Slip(0, [("§ 3 pkt 5", "§ 5 pkt 3")], "legal_reference"),
            Slip(1, [("1010 zł + 0,4%", "1010 zł + 0,5%")], "number"),
            Slip(2, [("23% VAT must be added", "23% VAT may be added")], "modality"),
        ],
    ),
    Case(
        key="pl-choir-audition-call-new-season",
        source="Chór Kameralny „Cantus” ogłasza przesłuchania do wszystkich głosów na sezon 2025/2026. Przesłuchania odbędą się w sobotę 13 września 2025 r. w sali prób przy ul. Długiej 14 w Toruniu, w godzinach 10:00–16:00. Zgłoszenia przyjmujemy do 5 września przez formularz na stronie cantus-torun.pl/przesluchania. Kandydaci przygotowują jedną pieśń a cappella oraz wokalizę; nie trzeba znać nut, choć umiejętność czytania ich będzie atutem. Nie pobieramy opłat za udział. Próby odbywają się we wtorki i czwartki od 18:30 do 21:00, a obecność na nich jest obowiązkowa. Osoby przyjęte poinformujemy e-mailem najpóźniej 20 września.",
        good=[
            Good(
                "preserve",
                "Lubisz śpiewać? Chór Kameralny „Cantus” zaprasza na przesłuchania do wszystkich głosów na sezon 2025/2026! Spotykamy się w sobotę, 13 września 2025 r., od 10:00 do 16:00 w sali prób przy ul. Długiej 14 w Toruniu. Zgłoś się do 5 września przez formularz na cantus-torun.pl/przesluchania. Przygotuj jedną pieśń a cappella i wokalizę. Znajomość nut nie jest wymagana, ale będzie dodatkowym atutem. Udział jest bezpłatny. Próby mamy we wtorki i czwartki w godz. 18:30–21:00, a obecność na nich jest obowiązkowa. Osoby przyjęte dostaną od nas e-mail najpóźniej 20 września.",
            ),
            Good(
                "preserve",
                "Chór Kameralny „Cantus” – przesłuchania na sezon 2025/2026 (wszystkie głosy)\n• Termin: sobota, 13 września 2025 r., godz. 10:00–16:00\n• Miejsce: sala prób, ul. Długa 14, Toruń\n• Zgłoszenia: do 5 września, formularz na stronie cantus-torun.pl/przesluchania\n• Program: jedna pieśń a cappella i wokaliza; znajomość nut nie jest wymagana, choć stanowi atut\n• Udział w przesłuchaniach jest bezpłatny\n• Próby: wtorki i czwartki, 18:30–21:00, obecność obowiązkowa\n• Kandydaci przyjęci do chóru otrzymają informację e-mailem najpóźniej do 20 września",
            ),
            Good(
                "en",
                "The “Cantus” Chamber Choir is holding auditions for all voice parts for the 2025/2026 season. Auditions will take place on Saturday, 13 September 2025, from 10:00 to 16:00 in the rehearsal room at ul. Długa 14 in Toruń. Applications are accepted until 5 September via the form at cantus-torun.pl/przesluchania. Candidates prepare one a cappella song and a vocalise; you don't need to read music, although being able to do so will be an advantage. There is no fee to take part. Rehearsals are held on Tuesdays and Thursdays from 18:30 to 21:00, and attendance is compulsory. Successful candidates will be notified by email by 20 September at the latest.",
            ),
        ],
        bad=[
            Slip(0, [("do 5 września", "do 15 września")], "date"),
            Slip(1, [("cantus-torun.pl/przesluchania", "cantus-torun.pl/rekrutacja")], "url"),
            Slip(
                2, [("There is no fee to take part.", "There is a fee to take part.")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-retail-loyalty-points-voucher-rules",
        source="Program „Punkty Plus” – zasady\nZa każde wydane 10 zł otrzymujesz 1 punkt. Punkty są ważne przez 24 miesiące od końca miesiąca, w którym je naliczono, a po tym czasie przepadają. Od 1 marca 2025 r. 100 punktów można wymienić na bon o wartości 15 zł (wcześniej 10 zł). Bonu nie można wymienić na gotówkę ani łączyć z innymi rabatami. Punktów nie nalicza się za zakup napojów alkoholowych, wyrobów tytoniowych i kart podarunkowych. Aby odebrać nagrodę, trzeba okazać kartę lub aplikację przy kasie. Zmiany regulaminu ogłaszamy co najmniej 14 dni przed ich wejściem w życie.",
        good=[
            Good(
                "preserve",
                "Jak działa „Punkty Plus”? Za każde wydane 10 zł dostajesz 1 punkt. Punkty zachowują ważność przez 24 miesiące, licząc od końca miesiąca, w którym je przyznano – potem przepadają. Od 1 marca 2025 r. za 100 punktów dostaniesz bon na 15 zł (dotąd było to 10 zł). Bonu nie wymienisz na gotówkę i nie połączysz z innymi rabatami. Za napoje alkoholowe, wyroby tytoniowe i karty podarunkowe punktów nie naliczamy. Przy odbiorze nagrody musisz pokazać przy kasie kartę albo aplikację. O zmianach regulaminu informujemy co najmniej 14 dni przed ich wejściem w życie.",
            ),
            Good(
                "preserve",
                "Regulamin programu „Punkty Plus” przewiduje przyznanie 1 punktu za każde 10 zł wydane na zakupy, z wyłączeniem napojów alkoholowych, wyrobów tytoniowych oraz kart podarunkowych. Zebrane punkty przepadają po upływie 24 miesięcy od końca miesiąca, w którym zostały naliczone. Począwszy od 1 marca 2025 r. 100 punktów można zamienić na bon o wartości 15 zł, a nie – jak dotychczas – 10 zł. Bonu nie można wymienić na gotówkę ani łączyć z innymi rabatami. Warunkiem odbioru nagrody jest okazanie przy kasie karty lub aplikacji. Zmiany regulaminu ogłaszane są nie później niż 14 dni przed ich wejściem w życie.",
            ),
            Good(
                "en",
                "“Punkty Plus” programme – rules\nYou get 1 point for every PLN 10 you spend. Points are valid for 24 months from the end of the month in which they were awarded, after which they expire. From 1 March 2025, 100 points can be exchanged for a PLN 15 voucher (previously PLN 10). The voucher cannot be exchanged for cash or combined with other discounts. No points are awarded for purchases of alcoholic beverages, tobacco products or gift cards. To collect a reward, you must show your card or the app at the checkout. We announce changes to the rules at least 14 days before they take effect.",
            ),
        ],
        bad=[
            Slip(0, [("bon na 15 zł", "bon na 20 zł")], "number"),
            Slip(1, [("Począwszy od 1 marca 2025 r.", "Począwszy od 1 kwietnia 2025 r.")], "date"),
            Slip(2, [("you must show your card", "you can show your card")], "modality"),
        ],
    ),
    Case(
        key="pl-snow-plough-winter-road-schedule",
        source="Zimowe utrzymanie dróg w gminie Biały Dunajec – sezon 2024/2025\nPługi wyjeżdżają, gdy warstwa śniegu przekroczy 5 cm. W pierwszej kolejności odśnieżane są drogi powiatowe oraz trasy autobusów szkolnych – powinny być przejezdne do 6:30 w dni nauki. Drogi gminne drugiej kategorii odśnieżamy zazwyczaj w ciągu 8 godzin od ustania opadów. Przy intensywnych opadach czas oczekiwania może się wydłużyć nawet do doby. Prosimy nie parkować samochodów na poboczach wąskich dróg, bo pług nie będzie mógł przejechać. Sezon trwa od 15 listopada do 31 marca. Zgłoszenia dotyczące nieodśnieżonych dróg przyjmuje dyżurny pod numerem 18 207 00 00 całą dobę.",
        good=[
            Good(
                "preserve",
                "Zima 2024/2025 w gminie Biały Dunajec – jak odśnieżamy drogi:\n- Sezon zimowego utrzymania dróg trwa od 15 listopada do 31 marca.\n- Pługi ruszają, kiedy pokrywa śniegu ma ponad 5 cm.\n- Najpierw odśnieżane są drogi powiatowe i trasy autobusów szkolnych; w dni nauki powinny być przejezdne do 6:30.\n- Drogi gminne drugiej kategorii odśnieżamy zwykle w ciągu 8 godzin od końca opadów, ale przy intensywnych opadach czekanie może się przedłużyć nawet do doby.\n- Prosimy nie zostawiać aut na poboczach wąskich dróg – pług nie zdoła wtedy przejechać.\n- Nieodśnieżoną drogę zgłosisz dyżurnemu pod numerem 18 207 00 00, czynnym całą dobę.",
            ),
            Good(
                "preserve",
                "W sezonie 2024/2025, trwającym od 15 listopada do 31 marca, gmina Biały Dunajec prowadzi zimowe utrzymanie dróg według następujących zasad. Pługi wyjeżdżają po przekroczeniu 5 cm pokrywy śnieżnej. Priorytet mają drogi powiatowe i trasy autobusów szkolnych, które w dni nauki powinny być przejezdne do godz. 6:30. Drogi gminne drugiej kategorii są odśnieżane na ogół w ciągu 8 godzin od ustania opadów; podczas intensywnych opadów czas ten może wydłużyć się nawet do 24 godzin. Mieszkańców prosimy o niepozostawianie samochodów na poboczach wąskich dróg, gdyż uniemożliwia to przejazd pługa. Zgłoszenia o nieodśnieżonych drogach przyjmuje całodobowo dyżurny: tel. 18 207 00 00.",
            ),
            Good(
                "en",
                "Winter road maintenance in Biały Dunajec municipality – 2024/2025 season\nSnow ploughs go out once the snow is more than 5 cm deep. District roads and school bus routes are cleared first and should be passable by 6:30 on school days. Second-category municipal roads are usually cleared within 8 hours after snowfall stops. During heavy snowfall, the wait may stretch to as long as a full day. Please do not park on the verges of narrow roads, as the plough will not be able to get through. The season runs from 15 November to 31 March. Reports of uncleared roads are taken by the duty officer on 18 207 00 00, 24 hours a day.",
            ),
        ],
        bad=[
            Slip(0, [("do 31 marca", "do 30 kwietnia")], "date"),
            Slip(
                1,
                [("są odśnieżane na ogół w ciągu 8 godzin", "są odśnieżane w ciągu 8 godzin")],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "as the plough will not be able to get through.",
                        "as the plough will not be able to get through and such cars will be towed at the owner's expense.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-pet-microchipping-dog-registration-duty",
        source="Od 2025 roku właściciele psów w Polsce mają obowiązek je czipować – wprowadziła go nowelizacja ustawy o ochronie zwierząt. Zgodnie z art. 10c ust. 1 właściciel musi oznakować psa i zgłosić go do Krajowego Rejestru Identyfikacji Zwierząt (KRIZ) w ciągu 30 dni od wejścia w jego posiadanie. Mieszkańcy naszej gminy mogą bezpłatnie zaczipować psa lub kota w przychodni przy ul. Lipowej 3, po wcześniejszym zapisie pod numerem 58 123 45 67. Czipowanie kotów nie jest na razie obowiązkowe, ale je zalecamy. Zabieg nie wymaga znieczulenia i trwa kilka sekund. Bezpłatne czipowanie nie obejmuje zwierząt właścicieli spoza gminy.",
        good=[
            Good(
                "preserve",
                "Czipowanie psów – najważniejsze informacje:\n- Od 2025 roku czipowanie psów jest w Polsce obowiązkowe; wprowadziła je nowelizacja ustawy o ochronie zwierząt.\n- Zgodnie z art. 10c ust. 1 musisz oznakować psa i zgłosić go do Krajowego Rejestru Identyfikacji Zwierząt (KRIZ) w ciągu 30 dni od wejścia w jego posiadanie.\n- Jeśli mieszkasz w naszej gminie, możesz bezpłatnie zaczipować psa albo kota w przychodni przy ul. Lipowej 3 – wcześniej zapisz się pod numerem 58 123 45 67.\n- Czipowanie kotów na razie nie jest obowiązkowe, ale zalecamy je.\n- Zabieg trwa kilka sekund i nie wymaga znieczulenia.\n- Bezpłatne czipowanie nie obejmuje zwierząt właścicieli spoza gminy.",
            ),
            Good(
                "preserve",
                "Nowelizacja ustawy o ochronie zwierząt wprowadziła od 2025 roku obowiązek czipowania psów. Na mocy art. 10c ust. 1 właściciel jest zobowiązany oznakować psa oraz zgłosić go do Krajowego Rejestru Identyfikacji Zwierząt (KRIZ) w terminie 30 dni od wejścia w jego posiadanie. W przypadku kotów czipowanie nie jest na razie obowiązkowe, choć je zalecamy. Zabieg trwa kilka sekund i nie wymaga znieczulenia. Mieszkańcy gminy mogą bez opłat zaczipować psa lub kota w przychodni przy ul. Lipowej 3 po uprzednim zapisie pod nr 58 123 45 67; bezpłatna usługa nie obejmuje zwierząt, których właściciele mieszkają poza gminą.",
            ),
            Good(
                "en",
                "Since 2025, dog owners in Poland have been required to microchip their dogs, an obligation introduced by an amendment to the Animal Protection Act. Under Article 10c(1), the owner must mark the dog and register it in the National Animal Identification Register (KRIZ) within 30 days of acquiring it. Residents of our municipality can have a dog or cat microchipped free of charge at the clinic at ul. Lipowa 3, after booking in advance on 58 123 45 67. Microchipping cats is not compulsory for now, but we recommend it. The procedure does not require anaesthesia and takes a few seconds. Free microchipping does not cover animals whose owners live outside the municipality.",
            ),
        ],
        bad=[
            Slip(0, [("art. 10c ust. 1", "art. 10c ust. 2")], "legal_reference"),
            Slip(
                1,
                [
                    (
                        "Zabieg trwa kilka sekund i nie wymaga znieczulenia.",
                        "Zabieg trwa kilka sekund i wymaga znieczulenia.",
                    )
                ],
                "negation",
            ),
            Slip(2, [("the owner must mark the dog", "the owner should mark the dog")], "modality"),
        ],
    ),
    Case(
        key="pl-nightly-backup-script-readme",
        source="# kopia-nocna\n\nSkrypt `kopia-nocna` tworzy codzienną kopię katalogu domowego na dysku sieciowym.\n\n## Instalacja\n\n```bash\npip install kopia-nocna==2.3.1\n```\n\nKonfigurację zapisz w pliku `~/.config/kopia/config.toml`. Klucz `retention_days` określa, ile dni przechowywać kopie (domyślnie 14). Uruchomienie z flagą `--dry-run` pokazuje, co zostałoby skopiowane, ale niczego nie zapisuje.\n\n**Uwaga:** narzędzie nie szyfruje kopii. Jeśli dysk sieciowy jest dostępny dla innych użytkowników, nie przechowuj na nim danych wrażliwych bez dodatkowego szyfrowania. Wymagany jest Python 3.10 lub nowszy.",
        good=[
            Good(
                "preserve",
                "# kopia-nocna\n\n`kopia-nocna` to skrypt, który każdego dnia robi kopię Twojego katalogu domowego na dysku sieciowym.\n\n## Instalacja\n\nPotrzebujesz Pythona 3.10 lub nowszego.\n\n```bash\npip install kopia-nocna==2.3.1\n```\n\nUstawienia zapisz w pliku `~/.config/kopia/config.toml`. Liczbę dni przechowywania kopii określa klucz `retention_days` (domyślnie 14). Z flagą `--dry-run` skrypt pokaże, co by skopiował, ale nic nie zapisze.\n\n**Uwaga:** narzędzie nie szyfruje kopii. Jeśli z dysku sieciowego korzystają też inni użytkownicy, nie trzymaj tam danych wrażliwych bez dodatkowego szyfrowania.",
            ),
            Good(
                "preserve",
                "# kopia-nocna\n\nNarzędzie `kopia-nocna` wykonuje codzienną kopię zapasową katalogu domowego na dysk sieciowy. Wymaga Pythona w wersji 3.10 lub nowszej.\n\n## Instalacja\n\n```bash\npip install kopia-nocna==2.3.1\n```\n\nNajważniejsze informacje o konfiguracji:\n\n- plik konfiguracyjny: `~/.config/kopia/config.toml`;\n- `retention_days` – liczba dni przechowywania kopii (wartość domyślna: 14);\n- `--dry-run` – pokazuje, co zostałoby skopiowane, bez zapisywania czegokolwiek.\n\n**Uwaga:** narzędzie nie szyfruje kopii. Nie przechowuj danych wrażliwych bez dodatkowego szyfrowania na dysku sieciowym, do którego dostęp mają inni użytkownicy.",
            ),
            Good(
                "en",
                "# kopia-nocna\n\nThe `kopia-nocna` script makes a daily backup of your home directory on a network drive.\n\n## Installation\n\n```bash\npip install kopia-nocna==2.3.1\n```\n\nSave your configuration in `~/.config/kopia/config.toml`. The `retention_days` key sets how many days backups are kept (14 by default). Running with the `--dry-run` flag shows what would be copied but does not write anything.\n\n**Note:** the tool does not encrypt backups. If other users can access the network drive, do not store sensitive data on it without additional encryption. Python 3.10 or later is required.",
            ),
        ],
        bad=[
            Slip(0, [("`~/.config/kopia/config.toml`", "`~/.config/kopia/config.yaml`")], "code"),
            Slip(
                1,
                [
                    (
                        "```bash\npip install kopia-nocna==2.3.1\n```",
                        "pip install kopia-nocna==2.3.1",
                    )
                ],
                "markdown",
            ),
            Slip(
                2, [("the tool does not encrypt backups", "the tool encrypts backups")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-short-sleep-hypertension-study-summary",
        source="Badanie opublikowane przez Kowalską i współpracowników w „Journal of Sleep Research” (2021, t. 30, s. 1–12) objęło 1 248 dorosłych z województwa mazowieckiego. Osoby śpiące krócej niż 6 godzin na dobę miały o około 40% wyższe ryzyko nadciśnienia niż osoby śpiące 7–8 godzin. Autorzy podkreślają, że badanie miało charakter obserwacyjny, więc nie dowodzi związku przyczynowego. Możliwe, że część efektu wynika z pracy zmianowej, której nie uwzględniono w analizie. Wyniki są zgodne z wcześniejszą metaanalizą Cappuccio i in. (2010). Potrzebne są badania interwencyjne, zanim zaczniemy formułować zalecenia kliniczne.",
        good=[
            Good(
                "preserve",
                "W badaniu Kowalskiej i współpracowników („Journal of Sleep Research”, 2021, t. 30, s. 1–12) wzięło udział 1 248 dorosłych z województwa mazowieckiego. U tych, którzy spali mniej niż 6 godzin na dobę, ryzyko nadciśnienia było o mniej więcej 40% wyższe niż u śpiących 7–8 godzin. Jak zaznaczają autorzy, było to badanie obserwacyjne, dlatego nie dowodzi związku przyczynowego. Niewykluczone, że część efektu wynika z pracy zmianowej, której analiza nie uwzględniała. Wyniki zgadzają się z wcześniejszą metaanalizą Cappuccio i in. (2010). Zanim sformułujemy zalecenia kliniczne, potrzebne są badania interwencyjne.",
            ),
            Good(
                "preserve",
                "Kowalska i in. przeanalizowali dane 1 248 dorosłych z województwa mazowieckiego; wyniki ukazały się w „Journal of Sleep Research” (2021, t. 30, s. 1–12). Sen krótszy niż 6 godzin na dobę wiązał się z ryzykiem nadciśnienia wyższym o około 40% w porównaniu ze snem trwającym 7–8 godzin, co pozostaje zgodne z wcześniejszą metaanalizą Cappuccio i in. (2010). Ze względu na obserwacyjny charakter badania autorzy podkreślają, że nie dowodzi ono związku przyczynowego; część efektu może wynikać z nieuwzględnionej w analizie pracy zmianowej. Przed sformułowaniem zaleceń klinicznych potrzebne są badania interwencyjne.",
            ),
            Good(
                "en",
                "A study published by Kowalska and colleagues in the Journal of Sleep Research (2021, vol. 30, pp. 1–12) included 1,248 adults from the Masovian Voivodeship. People who slept less than 6 hours per day had about a 40% higher risk of hypertension than those who slept 7–8 hours. The authors stress that the study was observational, so it does not prove a causal link. Part of the effect may be due to shift work, which was not accounted for in the analysis. The results are consistent with an earlier meta-analysis by Cappuccio et al. (2010). Interventional studies are needed before we start formulating clinical recommendations.",
            ),
        ],
        bad=[
            Slip(0, [("Cappuccio i in. (2010)", "Cappuccio i in. (2012)")], "citation"),
            Slip(1, [("wyższym o około 40%", "wyższym o 40%")], "hedge"),
            Slip(2, [("1,248 adults", "1,428 adults")], "number"),
        ],
    ),
    Case(
        key="pl-beekeeping-varroa-treatment-advice",
        source="Warroza pozostaje najpoważniejszym zagrożeniem dla pszczół miodnych w Polsce. Według raportu Instytutu Ogrodnictwa (Semkiw, 2023) w sezonie 2022/2023 straty zimowe rodzin wyniosły średnio 17,4%. Pszczelarze powinni monitorować porażenie roztoczem przynajmniej raz w miesiącu, np. metodą cukru pudru. Leczenie preparatami z kwasem szczawiowym należy prowadzić, gdy w rodzinie nie ma czerwiu krytego – zwykle pod koniec listopada lub w grudniu. Nie wolno stosować leków w trakcie miodobrania. Jak pokazali Rosenkranz i in. (2010, „Journal of Invertebrate Pathology”, 103, s. S96–S119), nieleczone rodziny zazwyczaj giną w ciągu 2–3 lat.",
        good=[
            Good(
                "preserve",
                "Największym zagrożeniem dla pszczół miodnych w Polsce wciąż jest warroza. Raport Instytutu Ogrodnictwa (Semkiw, 2023) podaje, że w sezonie 2022/2023 zimowe straty rodzin wyniosły średnio 17,4%. Pszczelarz powinien sprawdzać porażenie roztoczem co najmniej raz w miesiącu, na przykład metodą cukru pudru. Preparaty z kwasem szczawiowym należy podawać wtedy, gdy w rodzinie nie ma czerwiu krytego, czyli zwykle pod koniec listopada albo w grudniu. W czasie miodobrania nie wolno stosować leków. Rosenkranz i in. (2010, „Journal of Invertebrate Pathology”, 103, s. S96–S119) wykazali, że nieleczone rodziny zazwyczaj giną w ciągu 2–3 lat.",
            ),
            Good(
                "preserve",
                "Warroza – najważniejsze fakty i zalecenia:\n• To wciąż najpoważniejsze zagrożenie dla pszczół miodnych w Polsce.\n• Zimowe straty rodzin w sezonie 2022/2023 wyniosły średnio 17,4% (raport Instytutu Ogrodnictwa, Semkiw, 2023).\n• Porażenie roztoczem pszczelarz powinien kontrolować minimum raz w miesiącu, np. metodą cukru pudru.\n• Kwas szczawiowy należy stosować, gdy w rodzinie brak czerwiu krytego – zazwyczaj pod koniec listopada lub w grudniu.\n• Podczas miodobrania stosowanie leków jest zabronione.\n• Nieleczone rodziny zwykle giną w ciągu 2–3 lat (Rosenkranz i in., 2010, „Journal of Invertebrate Pathology”, 103, s. S96–S119).",
            ),
            Good(
                "en",
                "Varroosis remains the most serious threat to honey bees in Poland. According to a report by the Instytut Ogrodnictwa (Institute of Horticulture; Semkiw, 2023), winter colony losses in the 2022/2023 season averaged 17.4%. Beekeepers should monitor mite infestation at least once a month, e.g. using the powdered sugar method. Oxalic acid treatment must be carried out when the colony has no capped brood — usually at the end of November or in December. Medicines must not be used during the honey harvest. As Rosenkranz et al. (2010, Journal of Invertebrate Pathology, 103, pp. S96–S119) showed, untreated colonies usually die within 2–3 years.",
            ),
        ],
        bad=[
            Slip(0, [("103, s. S96–S119", "108, s. S96–S119")], "citation"),
            Slip(
                1,
                [
                    (
                        "(raport Instytutu Ogrodnictwa, Semkiw, 2023).",
                        "(raport Instytutu Ogrodnictwa, Semkiw, 2023), najwyższe w województwie podlaskim.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("Beekeepers should monitor", "Beekeepers must monitor")], "modality"),
        ],
    ),
    Case(
        key="pl-self-hosted-app-upgrade-guide",
        source="### Aktualizacja do wersji 4.2\n\nPrzed aktualizacją zatrzymaj kontenery poleceniem `docker compose down` i wykonaj kopię katalogu `./data`. W pliku `.env` zmień wartość `APP_VERSION` na `4.2.0`. Od tej wersji zmienna `DB_PASSWORD` jest wymagana – bez niej aplikacja się nie uruchomi. Domyślny port panelu zmienił się z 8080 na 8443, dlatego zaktualizuj reguły zapory. Migracja bazy danych trwa zwykle od 2 do 5 minut; nie przerywaj jej, bo grozi to utratą danych. Wersje starsze niż 3.8 nie są obsługiwane przez skrypt migracyjny i trzeba je najpierw zaktualizować do 3.8.",
        good=[
            Good(
                "preserve",
                "### Aktualizacja do wersji 4.2\n\n1. Zatrzymaj kontenery: `docker compose down`.\n2. Zrób kopię katalogu `./data`.\n3. W pliku `.env` ustaw `APP_VERSION` na `4.2.0`.\n4. Pamiętaj o zmiennej `DB_PASSWORD` – od tej wersji jest wymagana i bez niej aplikacja nie wystartuje.\n5. Zaktualizuj reguły zapory: domyślny port panelu to teraz 8443 zamiast 8080.\n6. Migracja bazy danych trwa zwykle od 2 do 5 minut. Nie przerywaj jej, bo grozi to utratą danych.\n\nSkrypt migracyjny nie obsługuje wersji starszych niż 3.8 – takie instalacje trzeba najpierw zaktualizować do 3.8.",
            ),
            Good(
                "preserve",
                "### Aktualizacja do wersji 4.2\n\nSkrypt migracyjny nie obsługuje wersji starszych niż 3.8, dlatego takie instalacje trzeba najpierw zaktualizować do wersji 3.8. Przed właściwą aktualizacją należy zatrzymać kontenery (`docker compose down`) i sporządzić kopię katalogu `./data`, a następnie w pliku `.env` zmienić wartość `APP_VERSION` na `4.2.0`. Począwszy od tej wersji zmienna `DB_PASSWORD` jest wymagana – jej brak uniemożliwi uruchomienie aplikacji. Ponieważ domyślny port panelu zmieniono z 8080 na 8443, należy zaktualizować reguły zapory. Migracja bazy danych zajmuje zazwyczaj 2–5 minut i nie wolno jej przerywać, gdyż grozi to utratą danych.",
            ),
            Good(
                "en",
                "### Upgrading to version 4.2\n\nBefore upgrading, stop the containers with `docker compose down` and back up the `./data` directory. In the `.env` file, change `APP_VERSION` to `4.2.0`. From this version on, the `DB_PASSWORD` variable is required — the application will not start without it. The default panel port has changed from 8080 to 8443, so update your firewall rules. The database migration usually takes 2 to 5 minutes; do not interrupt it, as doing so risks data loss. Versions older than 3.8 are not supported by the migration script and must first be upgraded to 3.8.",
            ),
        ],
        bad=[
            Slip(0, [("`docker compose down`", "`docker compose stop`")], "code"),
            Slip(
                1,
                [
                    (
                        "Skrypt migracyjny nie obsługuje wersji starszych",
                        "Skrypt migracyjny obsługuje wersje starsze",
                    )
                ],
                "negation",
            ),
            Slip(2, [("from 8080 to 8443", "from 8080 to 8433")], "number"),
        ],
    ),
    Case(
        key="pl-tenant-lease-termination-letter",
        source="Szanowni Państwo,\nzgodnie z § 7 umowy najmu z dnia 1 października 2022 r. oraz art. 673 § 1 Kodeksu cywilnego wypowiadam umowę najmu lokalu przy ul. Słonecznej 8/12 w Gdańsku z zachowaniem trzymiesięcznego okresu wypowiedzenia. Umowa wygaśnie z dniem 31 maja 2025 r. Lokal przekażę protokolarnie w ostatnim dniu najmu, w godzinach 16:00–18:00. Proszę o zwrot kaucji w wysokości 3 400 zł na rachunek wskazany w umowie w terminie 30 dni od zwrotu lokalu. Nie wyrażam zgody na potrącenie z kaucji kosztów zwykłego zużycia lokalu, które zgodnie z art. 675 § 1 k.c. nie obciążają najemcy.",
        good=[
            Good(
                "preserve",
                "Szanowni Państwo,\nna podstawie § 7 umowy najmu zawartej 1 października 2022 r. oraz art. 673 § 1 Kodeksu cywilnego wypowiadam umowę najmu lokalu położonego w Gdańsku przy ul. Słonecznej 8/12, z zachowaniem trzymiesięcznego okresu wypowiedzenia. Umowa wygaśnie z dniem 31 maja 2025 r. Protokolarne przekazanie lokalu nastąpi w ostatnim dniu najmu, między 16:00 a 18:00. Kaucję w kwocie 3 400 zł proszę zwrócić na rachunek wskazany w umowie w ciągu 30 dni od zwrotu lokalu. Nie zgadzam się na potrącenie z kaucji kosztów zwykłego zużycia lokalu – zgodnie z art. 675 § 1 k.c. nie obciążają one najemcy.",
            ),
            Good(
                "preserve",
                "Szanowni Państwo,\nniniejszym wypowiadam umowę najmu lokalu przy ul. Słonecznej 8/12 w Gdańsku, zawartą 1 października 2022 r. Podstawą jest § 7 umowy oraz art. 673 § 1 Kodeksu cywilnego. Okres wypowiedzenia wynosi trzy miesiące, a umowa wygaśnie z dniem 31 maja 2025 r. Tego dnia, w godzinach 16:00–18:00, przekażę lokal na podstawie protokołu. Proszę o zwrot kaucji (3 400 zł) na rachunek podany w umowie w ciągu 30 dni od oddania lokalu. Koszty zwykłego zużycia lokalu nie obciążają najemcy (art. 675 § 1 k.c.), dlatego nie wyrażam zgody na ich potrącenie z kaucji.",
            ),
            Good(
                "en",
                "Dear Sir or Madam,\nPursuant to § 7 of the lease agreement of 1 October 2022 and Article 673 § 1 of the Civil Code, I hereby terminate the lease of the premises at ul. Słoneczna 8/12 in Gdańsk, subject to a three-month notice period. The lease will end on 31 May 2025. I will hand over the premises, with a handover report, on the last day of the lease between 16:00 and 18:00. Please return the deposit of PLN 3,400 to the bank account specified in the agreement within 30 days of the premises being returned. I do not consent to any deduction from the deposit for normal wear and tear of the premises, which under Article 675 § 1 of the Civil Code is not chargeable to the tenant.",
            ),
        ],
        bad=[
            Slip(0, [("art. 675 § 1", "art. 675 § 2")], "legal_reference"),
            Slip(1, [("31 maja 2025 r.", "30 czerwca 2025 r.")], "date"),
            Slip(
                2, [("I do not consent to any deduction", "I consent to a deduction")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-clinic-flu-vaccination-season-info",
        source="Szczepienia przeciw grypie w sezonie 2024/2025 wykonujemy od poniedziałku do piątku w godz. 8:00–18:00, bez wcześniejszej rejestracji. Szczepionka jest bezpłatna dla dzieci od 6. miesiąca życia do 18 lat, osób po 65. roku życia i kobiet w ciąży; pozostali pacjenci płacą 60 zł. Po szczepieniu należy pozostać w przychodni przez 15 minut. Szczepionka prawdopodobnie nie ochroni w pełni przed zachorowaniem, ale najpewniej złagodzi przebieg choroby. U niektórych osób może wystąpić ból w miejscu wkłucia lub stan podgorączkowy, który zwykle mija po 1–2 dniach. Osoby z gorączką powinny przełożyć szczepienie.",
        good=[
            Good(
                "preserve",
                "Szczepienie przeciw grypie – sezon 2024/2025\nSzczepimy od poniedziałku do piątku w godzinach 8:00–18:00 – nie musisz się wcześniej rejestrować.\nBezpłatnie szczepimy:\n- dzieci od 6. miesiąca życia do 18 lat,\n- osoby po 65. roku życia,\n- kobiety w ciąży.\nPozostali pacjenci płacą za szczepienie 60 zł.\nPo szczepieniu musisz zostać w przychodni przez 15 minut. Szczepionka prawdopodobnie nie uchroni Cię całkowicie przed zachorowaniem, ale najpewniej sprawi, że choroba będzie przebiegać łagodniej. U niektórych osób może wystąpić ból w miejscu wkłucia albo stan podgorączkowy, który zwykle ustępuje po 1–2 dniach. Jeśli masz gorączkę, powinieneś przełożyć szczepienie.",
            ),
            Good(
                "preserve",
                "W sezonie 2024/2025 przychodnia wykonuje szczepienia przeciw grypie od poniedziałku do piątku w godzinach 8:00–18:00; wcześniejsza rejestracja nie jest wymagana. Bezpłatnie szczepione są dzieci od 6. miesiąca życia do 18 lat, osoby po 65. roku życia oraz kobiety w ciąży, natomiast pozostali pacjenci ponoszą opłatę w wysokości 60 zł. Pacjenci z gorączką powinni przełożyć termin szczepienia. Po podaniu szczepionki należy pozostać w przychodni przez 15 minut. Szczepionka prawdopodobnie nie zapewni pełnej ochrony przed zachorowaniem, jednak najpewniej złagodzi przebieg choroby. U części osób może pojawić się ból w miejscu wkłucia lub stan podgorączkowy, ustępujący zwykle po 1–2 dniach.",
            ),
            Good(
                "en",
                "Flu vaccinations for the 2024/2025 season are given Monday to Friday, 8:00–18:00, with no prior registration needed. The vaccine is free for children from 6 months to 18 years of age, people over 65 and pregnant women; other patients pay PLN 60. After the vaccination, you must stay at the clinic for 15 minutes. The vaccine will probably not fully protect you from getting ill, but it will most likely make the illness milder. Some people may experience pain at the injection site or a low-grade fever, which usually goes away after 1–2 days. People with a fever should postpone their vaccination.",
            ),
        ],
        bad=[
            Slip(0, [("ale najpewniej sprawi", "ale sprawi")], "hedge"),
            Slip(
                1,
                [("Pacjenci z gorączką powinni przełożyć", "Pacjenci z gorączką mogą przełożyć")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "After the vaccination, you must stay at the clinic for 15 minutes.",
                        "Po szczepieniu należy pozostać w przychodni przez 15 minut.",
                    ),
                    (
                        "People with a fever should postpone their vaccination.",
                        "Osoby z gorączką powinny przełożyć szczepienie.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-cycle-path-reconstruction-detour-notice",
        source="Informujemy, że od 3 czerwca do 30 sierpnia 2025 r. trwać będzie przebudowa drogi rowerowej wzdłuż al. Wojska Polskiego, na odcinku od ul. Kościuszki do ronda Solidarności (ok. 1,2 km). Inwestycję realizuje Zarząd Dróg Miejskich, a jej koszt wynosi 4,7 mln zł. W tym czasie rowerzyści pojadą objazdem ul. Boczną, gdzie wyznaczono tymczasowy pas rowerowy. Chodnik pozostanie otwarty dla pieszych, ale nie wolno po nim jeździć rowerem. Prace będą prowadzone w dni robocze od 7:00 do 19:00. Przepraszamy za utrudnienia. Pytania można kierować na adres rowery@zdm-przyklad.pl.",
        good=[
            Good(
                "preserve",
                "Przebudowa drogi rowerowej na al. Wojska Polskiego\n- Kiedy: od 3 czerwca do 30 sierpnia 2025 r., w dni robocze w godz. 7:00–19:00.\n- Gdzie: odcinek od ul. Kościuszki do ronda Solidarności, około 1,2 km.\n- Kto: Zarząd Dróg Miejskich; koszt inwestycji to 4,7 mln zł.\n- Objazd: rowerzyści pojadą ul. Boczną, na której wyznaczono tymczasowy pas rowerowy.\n- Chodnik pozostaje otwarty dla pieszych, ale jeździć po nim rowerem nie wolno.\nPrzepraszamy za utrudnienia. Pytania prosimy kierować na rowery@zdm-przyklad.pl.",
            ),
            Good(
                "preserve",
                "Zarząd Dróg Miejskich przebuduje drogę rowerową wzdłuż al. Wojska Polskiego na liczącym około 1,2 km odcinku między ul. Kościuszki a rondem Solidarności. Inwestycja kosztuje 4,7 mln zł, a prace potrwają od 3 czerwca do 30 sierpnia 2025 r. i będą prowadzone w dni robocze w godzinach 7:00–19:00. Na czas budowy rowerzyści zostaną skierowani na objazd ul. Boczną, gdzie wyznaczono tymczasowy pas rowerowy. Piesi nadal mogą korzystać z chodnika, ale jazda po nim rowerem jest zabroniona. Za utrudnienia przepraszamy; pytania można przesyłać na adres rowery@zdm-przyklad.pl.",
            ),
            Good(
                "en",
                "From 3 June to 30 August 2025, the cycle path along al. Wojska Polskiego will be rebuilt on the section from ul. Kościuszki to the Solidarności roundabout (approx. 1.2 km). The project is being carried out by the Municipal Roads Authority (Zarząd Dróg Miejskich) and costs PLN 4.7 million. During this time, cyclists will be diverted along ul. Boczna, where a temporary cycle lane has been marked out. The pavement will remain open to pedestrians, but cycling on it is not allowed. Work will take place on working days from 7:00 to 19:00. We apologise for the inconvenience. Questions can be sent to rowery@zdm-przyklad.pl.",
            ),
        ],
        bad=[
            Slip(0, [("do 30 sierpnia 2025 r.", "do 30 września 2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "Inwestycja kosztuje 4,7 mln zł,",
                        "Inwestycja kosztuje 4,7 mln zł i w połowie jest finansowana z funduszy unijnych,",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("but cycling on it is not allowed", "and cycling on it is allowed")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-green-courtyards-grant-call-applications",
        source="Nabór wniosków w programie „Zielone Podwórka 2025” potrwa od 2 do 30 kwietnia 2025 r. O dotację mogą ubiegać się wspólnoty mieszkaniowe i spółdzielnie z terenu miasta. Maksymalna kwota wsparcia wynosi 25 000 zł, a wnioskodawca musi zapewnić wkład własny w wysokości co najmniej 20% kosztów projektu. Wnioski należy składać wyłącznie przez generator na stronie zielonepodworka.kalisz.pl – wersje papierowe nie będą rozpatrywane. Do wniosku trzeba dołączyć zgodę zarządcy terenu oraz szkic zagospodarowania. Wyniki zostaną ogłoszone do 15 czerwca. Konsultacje dla wnioskodawców prowadzimy we wtorki w godz. 12:00–14:00 pod numerem 62 765 43 00.",
        good=[
            Good(
                "preserve",
                "Od 2 do 30 kwietnia 2025 r. trwa nabór wniosków do programu „Zielone Podwórka 2025”. O dotację – maksymalnie 25 000 zł – mogą się starać wspólnoty mieszkaniowe i spółdzielnie z terenu miasta. Pamiętaj, że musisz zapewnić wkład własny wynoszący co najmniej 20% kosztów projektu. Wniosek złożysz wyłącznie przez generator na stronie zielonepodworka.kalisz.pl; wniosków papierowych nie będziemy rozpatrywać. Musisz do niego dołączyć zgodę zarządcy terenu i szkic zagospodarowania. Wyniki ogłosimy do 15 czerwca. Masz pytania? Konsultacje prowadzimy we wtorki w godz. 12:00–14:00 pod numerem 62 765 43 00.",
            ),
            Good(
                "preserve",
                "Program „Zielone Podwórka 2025” – informacje dla wnioskodawców\n1. Termin naboru: 2–30 kwietnia 2025 r.\n2. Uprawnieni: wspólnoty mieszkaniowe i spółdzielnie z terenu miasta.\n3. Maksymalna dotacja: 25 000 zł; obowiązkowy wkład własny: co najmniej 20% kosztów projektu.\n4. Sposób złożenia: wyłącznie przez generator na stronie zielonepodworka.kalisz.pl (wnioski papierowe nie będą rozpatrywane).\n5. Obowiązkowe załączniki: zgoda zarządcy terenu oraz szkic zagospodarowania.\n6. Ogłoszenie wyników: do 15 czerwca.\n7. Konsultacje: wtorki, 12:00–14:00, tel. 62 765 43 00.",
            ),
            Good(
                "en",
                "Applications for the “Zielone Podwórka 2025” (Green Courtyards 2025) programme can be submitted from 2 to 30 April 2025. Housing communities and cooperatives within the city may apply for a grant. The maximum grant is PLN 25,000, and the applicant must contribute at least 20% of the project costs from its own funds. Applications must be submitted only through the generator at zielonepodworka.kalisz.pl; paper applications will not be considered. The property manager's consent and a layout sketch must be attached to the application. Results will be announced by 15 June. Consultations for applicants are held on Tuesdays from 12:00 to 14:00 on 62 765 43 00.",
            ),
        ],
        bad=[
            Slip(0, [("zielonepodworka.kalisz.pl", "zielone-podworka.kalisz.pl")], "url"),
            Slip(1, [("co najmniej 20% kosztów", "co najmniej 10% kosztów")], "number"),
            Slip(
                2,
                [
                    (
                        "and the applicant must contribute",
                        "and the applicant is encouraged to contribute",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-village-parish-history-sources-note",
        source="Pierwsza wzmianka o wsi Dąbrówka pochodzi prawdopodobnie z dokumentu księcia Bolesława Wstydliwego z 1254 r., choć część badaczy uważa go za późniejszy falsyfikat. Według Józefa Nowaka („Dzieje ziemi sandomierskiej”, Kraków 1968, s. 214) wieś należała wówczas do klasztoru cystersów w Koprzywnicy. Drewniany kościół, wzniesiony zapewne w XVI wieku, spłonął w 1863 r. podczas powstania styczniowego. Obecna murowana świątynia została konsekrowana w 1902 r. Spis z 1827 r. odnotowuje w Dąbrówce 34 domy i 212 mieszkańców. Nie zachowały się żadne księgi metrykalne sprzed 1810 r.",
        good=[
            Good(
                "preserve",
                "Dąbrówka po raz pierwszy pojawia się w źródłach prawdopodobnie w 1254 r., w dokumencie księcia Bolesława Wstydliwego – choć część badaczy uznaje ten dokument za późniejszy falsyfikat. Józef Nowak („Dzieje ziemi sandomierskiej”, Kraków 1968, s. 214) podaje, że wieś należała wtedy do klasztoru cystersów w Koprzywnicy. Drewniany kościół, zbudowany zapewne w XVI wieku, spłonął w czasie powstania styczniowego, w 1863 r.; obecną, murowaną świątynię konsekrowano w 1902 r. W spisie z 1827 r. Dąbrówka liczyła 34 domy i 212 mieszkańców. Żadne księgi metrykalne sprzed 1810 r. się nie zachowały.",
            ),
            Good(
                "preserve",
                "Najstarszą wzmianką o wsi Dąbrówka jest prawdopodobnie dokument księcia Bolesława Wstydliwego z 1254 r., który część badaczy uważa jednak za późniejszy falsyfikat. Wieś należała wówczas do klasztoru cystersów w Koprzywnicy (J. Nowak, „Dzieje ziemi sandomierskiej”, Kraków 1968, s. 214). Wzniesiony zapewne w XVI w. kościół drewniany spłonął w 1863 r., w trakcie powstania styczniowego, a obecną świątynię murowaną konsekrowano w 1902 r. Według spisu z 1827 r. wieś liczyła 34 domy i 212 mieszkańców. Nie zachowały się żadne księgi metrykalne sprzed 1810 r.",
            ),
            Good(
                "en",
                "The first mention of the village of Dąbrówka probably comes from a charter of Duke Bolesław the Chaste dated 1254, although some scholars consider it a later forgery. According to Józef Nowak (Dzieje ziemi sandomierskiej, Kraków 1968, p. 214), the village then belonged to the Cistercian monastery in Koprzywnica. The wooden church, probably built in the 16th century, burned down in 1863 during the January Uprising. The present brick church was consecrated in 1902. The 1827 census recorded 34 houses and 212 inhabitants in Dąbrówka. No parish registers from before 1810 have survived.",
            ),
        ],
        bad=[
            Slip(0, [("s. 214", "s. 241")], "citation"),
            Slip(1, [("Wzniesiony zapewne w XVI w.", "Wzniesiony w XVI w.")], "hedge"),
            Slip(
                2,
                [
                    (
                        "burned down in 1863 during the January Uprising.",
                        "burned down in 1863 during the January Uprising, when it was set alight by Russian troops.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-family-tree-gedcom-export-help",
        source="Eksport drzewa genealogicznego do pliku GEDCOM\nAby przenieść drzewo do innego programu, wybierz Plik → Eksportuj → GEDCOM 5.5.1. Program zapisze plik `drzewo.ged` w folderze `Dokumenty/Genealogia`. Eksport obejmuje osoby, relacje, daty i miejsca, ale nie obejmuje zdjęć ani skanów dokumentów – te trzeba skopiować osobno. Osoby żyjące są domyślnie anonimizowane; możesz to wyłączyć opcją `--include-living` w wersji wiersza poleceń. Duże drzewa (powyżej 50 000 osób) mogą eksportować się kilka minut. Jeśli inny program nie odczyta pliku, spróbuj wybrać kodowanie UTF-8 zamiast ANSEL.",
        good=[
            Good(
                "preserve",
                "Chcesz przenieść drzewo genealogiczne do innego programu? Oto jak wyeksportować je do pliku GEDCOM:\n1. Wybierz Plik → Eksportuj → GEDCOM 5.5.1.\n2. Program zapisze plik `drzewo.ged` w folderze `Dokumenty/Genealogia`.\n3. Eksport obejmie osoby, relacje, daty i miejsca. Zdjęć ani skanów dokumentów nie obejmuje – te musisz skopiować osobno.\n4. Osoby żyjące są domyślnie anonimizowane. W wersji wiersza poleceń możesz to wyłączyć opcją `--include-living`.\nPrzy dużych drzewach (ponad 50 000 osób) eksport może potrwać kilka minut. Gdy inny program nie odczyta pliku, spróbuj wybrać kodowanie UTF-8 zamiast ANSEL.",
            ),
            Good(
                "preserve",
                "Drzewo genealogiczne przeniesiesz do innego programu, eksportując je do formatu GEDCOM: wybierz Plik → Eksportuj → GEDCOM 5.5.1, a plik `drzewo.ged` trafi do folderu `Dokumenty/Genealogia`. W eksporcie znajdą się osoby, relacje, daty i miejsca; zdjęć i skanów dokumentów eksport nie obejmuje, dlatego trzeba je skopiować osobno. Dane osób żyjących są domyślnie anonimizowane – w wersji wiersza poleceń można to wyłączyć opcją `--include-living`. Eksport drzew liczących powyżej 50 000 osób może trwać kilka minut. Jeżeli inny program nie odczyta pliku, spróbuj wybrać kodowanie UTF-8 zamiast ANSEL.",
            ),
            Good(
                "en",
                "To move your family tree to another program, choose Plik → Eksportuj → GEDCOM 5.5.1 (File → Export). The program saves the file `drzewo.ged` in the `Dokumenty/Genealogia` folder. The export includes people, relationships, dates and places, but not photos or document scans — you need to copy those separately. Living people are anonymised by default; you can turn this off with the `--include-living` option in the command-line version. Large trees (over 50,000 people) may take a few minutes to export. If another program can't read the file, try choosing UTF-8 encoding instead of ANSEL.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Przy dużych drzewach (ponad 50 000 osób) eksport może potrwać kilka minut.",
                        "For large trees (over 50,000 people), the export may take a few minutes.",
                    ),
                    (
                        "Gdy inny program nie odczyta pliku, spróbuj wybrać kodowanie UTF-8 zamiast ANSEL.",
                        "If another program can't read the file, try choosing UTF-8 encoding instead of ANSEL.",
                    ),
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [
                    (
                        "Eksport drzew liczących powyżej 50 000 osób może trwać kilka minut.",
                        "Eksport drzew liczących powyżej 50 000 osób może trwać kilka minut, a w tym czasie program tworzy automatyczną kopię zapasową bazy.",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("`--include-living`", "`--include-all`")], "code"),
        ],
    ),
]
