# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 97: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-dormitory-fees-deposit-instalments",
        source="Opłata za miejsce w pokoju dwuosobowym w Domu Studenta nr 3 wynosi od 1 października 2025 r. 720 zł miesięcznie, a w pokoju jednoosobowym 940 zł miesięcznie. Opłatę należy wnieść do 10. dnia każdego miesiąca przelewem na indywidualny numer konta widoczny w systemie USOSweb. Przy zakwaterowaniu mieszkaniec musi wpłacić kaucję w wysokości 500 zł, która jest zwracana w ciągu 30 dni od wykwaterowania, po potwierdzeniu, że pokój nie został uszkodzony. Za każdy dzień zwłoki naliczane są odsetki ustawowe. Studenci, którzy mają trudną sytuację materialną, mogą złożyć wniosek o rozłożenie opłaty na raty; wniosek powinien trafić do administracji najpóźniej 7 dni przed terminem płatności.",
        good=[
            Good(
                "preserve",
                "Od 1 października 2025 r. za miejsce w dwuosobowym pokoju w Domu Studenta nr 3 zapłacisz 720 zł miesięcznie, a za pokój jednoosobowy – 940 zł miesięcznie. Opłatę trzeba przelać do 10. dnia każdego miesiąca na Twój indywidualny numer konta, który znajdziesz w USOSweb. Przy wprowadzeniu się musisz wpłacić 500 zł kaucji; oddamy ją w ciągu 30 dni od wykwaterowania, gdy potwierdzimy, że pokój nie jest uszkodzony. Za każdy dzień spóźnienia naliczamy odsetki ustawowe. Jeśli jesteś w trudnej sytuacji materialnej, możesz poprosić o rozłożenie opłaty na raty – wniosek powinien dotrzeć do administracji najpóźniej 7 dni przed terminem płatności.",
            ),
            Good(
                "preserve",
                "Opłaty w Domu Studenta nr 3 obowiązujące od 1 października 2025 r.:\n"
                "- miejsce w pokoju dwuosobowym: 720 zł miesięcznie,\n"
                "- pokój jednoosobowy: 940 zł miesięcznie.\n"
                "Opłatę należy uiścić przelewem do 10. dnia każdego miesiąca na indywidualny numer konta podany w systemie USOSweb; za każdy dzień opóźnienia nalicza się odsetki ustawowe. W dniu zakwaterowania wymagana jest wpłata kaucji w wysokości 500 zł. Kaucja podlega zwrotowi w terminie 30 dni od wykwaterowania, o ile potwierdzono, że pokój nie został uszkodzony. Osoby w trudnej sytuacji materialnej mogą wnioskować o rozłożenie opłaty na raty; wniosek powinien zostać złożony w administracji najpóźniej 7 dni przed terminem płatności.",
            ),
            Good(
                "en",
                "From 1 October 2025, a place in a double room at Student House No. 3 costs PLN 720 a month, and a single room costs PLN 940 a month. The fee must be paid by bank transfer by the 10th day of each month to the individual account number shown in USOSweb. On moving in, residents must pay a PLN 500 deposit, which is refunded within 30 days of moving out once it has been confirmed that the room has not been damaged. Statutory interest is charged for each day of delay. Students in financial hardship may apply to pay the fee in instalments; the application should reach the administration office no later than 7 days before the payment due date.",
            ),
        ],
        bad=[
            Slip(0, [("wpłacić 500 zł kaucji", "wpłacić 300 zł kaucji")], "number"),
            Slip(1, [("wymagana jest wpłata kaucji", "zalecana jest wpłata kaucji")], "modality"),
            Slip(2, [("refunded within 30 days", "refunded within 14 days")], "date"),
        ],
    ),
    Case(
        key="pl-zoo-annual-pass-prices",
        source="Karnet roczny do Ogrodu Zoologicznego w Opolu kosztuje 189 zł dla osoby dorosłej i 119 zł dla dziecka w wieku od 3 do 15 lat. Karnet rodzinny dla dwóch dorosłych i maksymalnie trójki dzieci kosztuje 459 zł. Karnet jest imienny i ważny przez 12 miesięcy od dnia pierwszego wejścia. Przy wejściu kasjer może poprosić o dokument tożsamości ze zdjęciem. Karnety można kupić w kasach zoo albo online na stronie bilety.zoo.opole.pl. Zgubiony karnet wydajemy ponownie za opłatą 20 zł, o ile zgłosisz utratę mailowo na adres karnety@zoo.opole.pl. Karnet nie obejmuje wstępu na imprezy biletowane, takie jak Noc w Zoo.",
        good=[
            Good(
                "preserve",
                "Ile kosztuje roczny karnet do opolskiego zoo?\n"
                "- osoba dorosła: 189 zł,\n"
                "- dziecko w wieku 3–15 lat: 119 zł,\n"
                "- rodzina (dwoje dorosłych i najwyżej troje dzieci): 459 zł.\n"
                "Karnet jest imienny i obowiązuje przez 12 miesięcy, licząc od dnia pierwszej wizyty. Kupisz go w kasach zoo lub przez internet na bilety.zoo.opole.pl. Przy wejściu kasjer może poprosić Cię o dokument tożsamości ze zdjęciem. Jeśli zgubisz karnet, zgłoś to mailowo na karnety@zoo.opole.pl – wydamy nowy za 20 zł. Pamiętaj, że karnet nie uprawnia do wstępu na imprezy biletowane, np. Noc w Zoo.",
            ),
            Good(
                "preserve",
                "Ceny karnetów rocznych Ogrodu Zoologicznego w Opolu wynoszą: 189 zł (osoba dorosła), 119 zł (dziecko od 3 do 15 lat) oraz 459 zł (karnet rodzinny obejmujący dwie osoby dorosłe i nie więcej niż troje dzieci). Karnet jest wystawiany na konkretną osobę i zachowuje ważność przez 12 miesięcy od pierwszego wejścia. Przy wejściu kasjer może poprosić o okazanie dokumentu tożsamości ze zdjęciem. Sprzedaż prowadzą kasy zoo oraz serwis bilety.zoo.opole.pl. Duplikat zgubionego karnetu wydawany jest za 20 zł po zgłoszeniu utraty e-mailem na adres karnety@zoo.opole.pl. Karnet nie obejmuje imprez biletowanych, np. Nocy w Zoo.",
            ),
            Good(
                "en",
                "An annual pass to Opole Zoo costs PLN 189 for adults and PLN 119 for children aged 3 to 15. A family pass for two adults and up to three children costs PLN 459. Passes are personal and valid for 12 months from the day of your first visit. The cashier may ask you to show photo ID at the entrance. You can buy passes at the zoo ticket offices or online at bilety.zoo.opole.pl. If you lose your pass, we will issue a new one for PLN 20, provided you report the loss by e-mail to karnety@zoo.opole.pl. The pass does not cover ticketed events such as Noc w Zoo (Night at the Zoo).",
            ),
        ],
        bad=[
            Slip(
                0,
                [("wydamy nowy za 20 zł.", "wydamy nowy za 20 zł w ciągu 3 dni roboczych.")],
                "invented_fact",
            ),
            Slip(1, [("na adres karnety@zoo.opole.pl", "na adres kasa@zoo.opole.pl")], "url"),
            Slip(2, [("costs PLN 459", "costs PLN 429")], "number"),
        ],
    ),
    Case(
        key="pl-orchard-apple-picking-weekends",
        source="Samozbiory jabłek w Sadzie Pod Lipami ruszą prawdopodobnie w sobotę 13 września, ale dokładny termin zależy od pogody i potwierdzimy go na naszym profilu tydzień wcześniej. Zbieramy w soboty i niedziele od 9:00 do 17:00. Do zbioru będą odmiany Ligol, Szampion i Gala; Golden Delicious dojrzewa później, zwykle na początku października. Kilogram jabłek kosztuje 4 zł, a skrzynki i torby udostępniamy na miejscu. Prosimy nie zrywać owoców z drzew oznaczonych czerwoną taśmą i nie wchodzić na drabiny bez zgody obsługi. Psy są mile widziane, ale muszą być na smyczy. Płatność gotówką lub BLIK-iem.",
        good=[
            Good(
                "preserve",
                "Zapraszamy na samozbiory jabłek w Sadzie Pod Lipami! Sezon ruszy prawdopodobnie w sobotę 13 września – wszystko zależy jednak od pogody, a ostateczną datę podamy na naszym profilu tydzień wcześniej.\n\n"
                "Najważniejsze informacje:\n"
                "- zbieramy w soboty i niedziele, 9:00–17:00;\n"
                "- odmiany: Ligol, Szampion i Gala (Golden Delicious dojrzewa później, zazwyczaj na początku października);\n"
                "- cena: 4 zł za kilogram, skrzynki i torby dostaniecie na miejscu;\n"
                "- płacicie gotówką albo BLIK-iem.\n\n"
                "Prosimy, nie zrywajcie owoców z drzew oznaczonych czerwoną taśmą i nie wchodźcie na drabiny bez zgody obsługi. Psy mile widziane – muszą jednak być na smyczy.",
            ),
            Good(
                "preserve",
                "W Sadzie Pod Lipami jabłka można zbierać samodzielnie w soboty i niedziele w godzinach 9:00–17:00. Pierwszy dzień samozbiorów to najpewniej sobota 13 września; ponieważ termin zależy od pogody, potwierdzimy go na naszym profilu z tygodniowym wyprzedzeniem. Dostępne będą Ligol, Szampion i Gala, natomiast Golden Delicious dojrzewa później – zwykle na początku października. Jabłka kosztują 4 zł/kg, skrzynki i torby zapewniamy na miejscu, a zapłacić można gotówką lub BLIK-iem. Prosimy nie zrywać owoców z drzew oznaczonych czerwoną taśmą i nie wchodzić na drabiny bez zgody obsługi. Psy są mile widziane, ale muszą być na smyczy.",
            ),
            Good(
                "en",
                "Pick-your-own apples at Sad Pod Lipami will probably start on Saturday, 13 September, but the exact date depends on the weather and we will confirm it on our profile a week in advance. Picking takes place on Saturdays and Sundays from 9 a.m. to 5 p.m. Ligol, Szampion and Gala will be available; Golden Delicious ripens later, usually in early October. Apples cost PLN 4 per kilogram, and crates and bags are provided on site. Please do not pick fruit from trees marked with red tape, and do not climb the ladders without the staff's permission. Dogs are welcome but must be kept on a lead. You can pay in cash or with BLIK.",
            ),
        ],
        bad=[
            Slip(0, [("soboty i niedziele, 9:00–17:00", "soboty i niedziele, 9:00–15:00")], "date"),
            Slip(1, [("to najpewniej sobota 13 września", "to sobota 13 września")], "hedge"),
            Slip(
                2,
                [
                    (
                        "must be kept on a lead.",
                        "must be kept on a lead, and there is a free car park next to the orchard.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-municipal-ice-rink-sessions",
        source="Lodowisko miejskie przy ul. Sportowej 4 jest czynne od 29 listopada do 1 marca. Ślizgawki trwają 60 minut i zaczynają się o pełnych godzinach – pierwsza o 10:00, ostatnia o 21:00; między sesjami lód jest wygładzany przez 15 minut. Bilet normalny kosztuje 14 zł, ulgowy 9 zł, a wypożyczenie łyżew 10 zł. Dzieci poniżej 10 lat muszą jeździć w kasku i pod opieką osoby dorosłej. Na taflę nie wolno wchodzić z jedzeniem ani napojami. W poniedziałki do 14:00 lodowisko jest zarezerwowane dla szkół, więc nie prowadzimy wtedy sprzedaży biletów indywidualnych. Przy złej pogodzie sesje mogą zostać odwołane.",
        good=[
            Good(
                "preserve",
                "Lodowisko miejskie, ul. Sportowa 4 – sezon od 29 listopada do 1 marca.\n"
                "- Sesje trwają 60 minut i startują o pełnych godzinach: pierwsza o 10:00, ostatnia o 21:00. Po każdej sesji przez 15 minut wygładzamy lód.\n"
                "- Ceny: bilet normalny 14 zł, ulgowy 9 zł, wypożyczenie łyżew 10 zł.\n"
                "- Dzieci poniżej 10 lat muszą mieć kask i jeździć pod opieką dorosłego.\n"
                "- Na taflę nie wolno wchodzić z jedzeniem ani piciem.\n"
                "- W poniedziałki do 14:00 lód mają do dyspozycji szkoły, dlatego w tym czasie nie sprzedajemy biletów indywidualnych.\n"
                "- Przy złej pogodzie sesje mogą zostać odwołane.",
            ),
            Good(
                "preserve",
                "Sezon na lodowisku miejskim (ul. Sportowa 4) potrwa od 29 listopada do 1 marca. Każda ślizgawka trwa godzinę i zaczyna się o pełnej godzinie – pierwsza o 10:00, ostatnia o 21:00 – a pomiędzy nimi tafla jest przez kwadrans wygładzana. Za bilet normalny zapłacimy 14 zł, za ulgowy 9 zł, a za wypożyczenie łyżew 10 zł. Dzieci, które nie ukończyły 10 lat, muszą jeździć w kasku i pod opieką osoby dorosłej. Wnoszenie na lód jedzenia i napojów jest zabronione. W poniedziałki do godziny 14:00 lodowisko jest zarezerwowane dla szkół i biletów indywidualnych wówczas się nie sprzedaje. W razie złej pogody sesje mogą zostać odwołane.",
            ),
            Good(
                "en",
                "The municipal ice rink at ul. Sportowa 4 is open from 29 November to 1 March. Skating sessions last 60 minutes and start on the hour, with the first at 10:00 and the last at 21:00; the ice is resurfaced for 15 minutes between sessions. A standard ticket costs PLN 14, a reduced ticket PLN 9, and skate hire PLN 10. Children under 10 must wear a helmet and skate under adult supervision. Food and drinks are not allowed on the ice. On Mondays until 14:00 the rink is reserved for schools, so no individual tickets are sold then. Sessions may be cancelled in bad weather.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Dzieci poniżej 10 lat muszą mieć kask",
                        "Dzieci poniżej 10 lat powinny mieć kask",
                    )
                ],
                "modality",
            ),
            Slip(1, [("za ulgowy 9 zł", "za ulgowy 7 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "Food and drinks are not allowed on the ice.",
                        "Food and drinks are allowed on the ice.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-municipal-cemetery-visitor-rules",
        source="Regulamin Cmentarza Komunalnego w Kaliszu został wydany na podstawie art. 10 ust. 2 ustawy z dnia 31 stycznia 1959 r. o cmentarzach i chowaniu zmarłych. Cmentarz jest otwarty od 1 kwietnia do 31 października w godzinach 6:00–21:00, a w pozostałych miesiącach 7:00–18:00. Na terenie cmentarza nie wolno wprowadzać psów, z wyjątkiem psów asystujących. Prace kamieniarskie mogą być wykonywane wyłącznie w dni robocze, po wcześniejszym zgłoszeniu w biurze zarządcy. Odpady należy wrzucać do kontenerów, segregując szklane znicze osobno. Wjazd samochodem wymaga jednorazowej przepustki, którą wydaje się osobom starszym i z niepełnosprawnościami.",
        good=[
            Good(
                "preserve",
                "Zasady obowiązujące na Cmentarzu Komunalnym w Kaliszu (regulamin wydany na podstawie art. 10 ust. 2 ustawy z 31 stycznia 1959 r. o cmentarzach i chowaniu zmarłych):\n"
                "1. Godziny otwarcia: od 1 kwietnia do 31 października 6:00–21:00, w pozostałych miesiącach 7:00–18:00.\n"
                "2. Psów nie wolno wprowadzać – wyjątek stanowią psy asystujące.\n"
                "3. Prace kamieniarskie są dozwolone wyłącznie w dni robocze i po uprzednim zgłoszeniu w biurze zarządcy.\n"
                "4. Odpady należy wyrzucać do kontenerów, a szklane znicze segregować osobno.\n"
                "5. Wjazd samochodem jest możliwy tylko z jednorazową przepustką, wydawaną osobom starszym i z niepełnosprawnościami.",
            ),
            Good(
                "preserve",
                "Cmentarz Komunalny w Kaliszu jest czynny w godzinach 6:00–21:00 od 1 kwietnia do 31 października oraz 7:00–18:00 w pozostałych miesiącach. Zakazuje się wprowadzania psów na teren cmentarza, chyba że są to psy asystujące. Prace kamieniarskie można wykonywać wyłącznie w dni robocze, po uprzednim zgłoszeniu ich w biurze zarządcy. Odpady należy umieszczać w kontenerach, przy czym szklane znicze segreguje się osobno. Bez jednorazowej przepustki, wydawanej osobom starszym i z niepełnosprawnościami, wjazd samochodem nie jest możliwy. Regulamin wydano na podstawie art. 10 ust. 2 ustawy z dnia 31 stycznia 1959 r. o cmentarzach i chowaniu zmarłych.",
            ),
            Good(
                "en",
                "The rules of the Municipal Cemetery in Kalisz were issued under Article 10(2) of the Act of 31 January 1959 on cemeteries and the burial of the dead. The cemetery is open from 6:00 to 21:00 between 1 April and 31 October, and from 7:00 to 18:00 in the remaining months. Dogs must not be brought into the cemetery, except for assistance dogs. Stonemasonry work may only be carried out on working days, after prior notification at the manager's office. Waste must be put in the containers, with glass candle holders sorted separately. Driving into the cemetery requires a single-use pass, which is issued to elderly people and people with disabilities.",
            ),
        ],
        bad=[
            Slip(0, [("art. 10 ust. 2", "art. 12 ust. 2")], "legal_reference"),
            Slip(
                1,
                [("wjazd samochodem nie jest możliwy", "wjazd samochodem jest możliwy")],
                "negation",
            ),
            Slip(
                2,
                [("Waste must be put in the containers", "Waste should be put in the containers")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-coworking-hot-desk-terms",
        source="Abonament „Hot desk” w przestrzeni coworkingowej Piętro 5 kosztuje 590 zł netto miesięcznie i daje dostęp do open space w dni robocze od 8:00 do 20:00. Abonament „Stałe biurko” kosztuje 890 zł netto miesięcznie i obejmuje dostęp całodobowy oraz szafkę. Salkę konferencyjną każdy abonent może rezerwować bez dodatkowych opłat do 6 godzin w miesiącu, przez aplikację lub na stronie rezerwacje.pietro5.pl. Umowę zawiera się na co najmniej 3 miesiące; wypowiedzenie trzeba złożyć na piśmie z miesięcznym wyprzedzeniem, na adres umowy@pietro5.pl. Goście abonentów powinni zarejestrować się w recepcji. Cena nie obejmuje miejsca parkingowego.",
        good=[
            Good(
                "preserve",
                "**Piętro 5 – warunki abonamentów**\n\n"
                "- *Hot desk*: 590 zł netto/mies., dostęp do open space w dni robocze w godz. 8:00–20:00.\n"
                "- *Stałe biurko*: 890 zł netto/mies., dostęp 24/7 i szafka w cenie.\n\n"
                "Każdy abonent może bezpłatnie rezerwować salkę konferencyjną do 6 godzin miesięcznie – w aplikacji albo na rezerwacje.pietro5.pl. Minimalny okres umowy to 3 miesiące. Wypowiedzenie trzeba złożyć pisemnie, z miesięcznym wyprzedzeniem, na adres umowy@pietro5.pl. Goście abonentów powinni zarejestrować się w recepcji. Miejsce parkingowe nie jest wliczone w cenę.",
            ),
            Good(
                "preserve",
                "W przestrzeni coworkingowej Piętro 5 możesz wybrać jeden z dwóch abonamentów. „Hot desk” za 590 zł netto miesięcznie zapewnia miejsce w open space w dni robocze od 8:00 do 20:00, a „Stałe biurko” za 890 zł netto miesięcznie – całodobowy dostęp i szafkę. W obu przypadkach możesz bez dodatkowych opłat rezerwować salkę konferencyjną na maksymalnie 6 godzin w miesiącu, korzystając z aplikacji lub strony rezerwacje.pietro5.pl. Umowę zawierasz na minimum 3 miesiące, a jeśli chcesz ją wypowiedzieć, musisz to zrobić na piśmie, z miesięcznym wyprzedzeniem, wysyłając wypowiedzenie na umowy@pietro5.pl. Twoi goście powinni zarejestrować się w recepcji. Pamiętaj, że cena nie obejmuje miejsca parkingowego.",
            ),
            Good(
                "en",
                "At the Piętro 5 coworking space, the Hot desk plan costs PLN 590 net per month and gives you access to the open space on working days from 8:00 to 20:00. The Stałe biurko (fixed desk) plan costs PLN 890 net per month and includes 24-hour access and a locker. Every member may book the meeting room at no extra charge for up to 6 hours a month, via the app or at rezerwacje.pietro5.pl. Contracts are signed for at least 3 months; notice of termination must be given in writing one month in advance, to umowy@pietro5.pl. Members' guests should register at reception. The price does not include a parking space.",
            ),
        ],
        bad=[
            Slip(0, [("do 6 godzin miesięcznie", "do 8 godzin miesięcznie")], "number"),
            Slip(
                1,
                [("Twoi goście powinni zarejestrować się", "Twoi goście mogą zarejestrować się")],
                "modality",
            ),
            Slip(2, [("at rezerwacje.pietro5.pl", "at pietro5.pl/rezerwacje")], "url"),
        ],
    ),
    Case(
        key="pl-dance-school-season-enrolment",
        source="Zapisy do Szkoły Tańca Rytm na sezon 2025/2026 rozpoczynają się 1 września o godzinie 10:00 i potrwają do 20 września. Zajęcia startują w poniedziałek 29 września. Oferujemy grupy dla dzieci od 5. roku życia, młodzieży i dorosłych; w grupach początkujących nie jest wymagane doświadczenie ani partner do tańca. Pierwsze zajęcia próbne są bezpłatne. Karnet na 4 zajęcia w miesiącu kosztuje 180 zł, a na 8 zajęć 320 zł. Nieobecności nie przechodzą na kolejny miesiąc, ale zajęcia można odrobić w innej grupie na tym samym poziomie. Zapisy przyjmujemy przez formularz na stronie szkoły lub telefonicznie pod numerem 512 340 118.",
        good=[
            Good(
                "preserve",
                "Ruszają zapisy do Szkoły Tańca Rytm na sezon 2025/2026! Czekamy na Was od 1 września od godziny 10:00 do 20 września – zapisać się można przez formularz na stronie szkoły albo pod numerem telefonu 512 340 118. Zajęcia ruszają w poniedziałek 29 września.\n\n"
                "Co warto wiedzieć:\n"
                "- prowadzimy grupy dla dzieci (od 5. roku życia), młodzieży i dorosłych;\n"
                "- w grupach początkujących nie potrzebujecie doświadczenia ani partnera do tańca;\n"
                "- pierwsze zajęcia próbne są za darmo;\n"
                "- karnet na 4 zajęcia w miesiącu kosztuje 180 zł, na 8 zajęć – 320 zł;\n"
                "- nieobecności nie przechodzą na następny miesiąc, ale możecie odrobić zajęcia w innej grupie na tym samym poziomie.",
            ),
            Good(
                "preserve",
                "Szkoła Tańca Rytm przyjmuje zapisy na sezon 2025/2026 od 1 września (od godz. 10:00) do 20 września – za pośrednictwem formularza na stronie internetowej szkoły lub telefonicznie (512 340 118). Zajęcia rozpoczynają się w poniedziałek, 29 września. Prowadzone są grupy dla dzieci od piątego roku życia, dla młodzieży oraz dla dorosłych. W grupach początkujących nie wymaga się doświadczenia ani partnera do tańca. Pierwsze zajęcia próbne są nieodpłatne. Karnet na 4 zajęcia w miesiącu kosztuje 180 zł, a na 8 zajęć – 320 zł. Nieobecności nie przechodzą na kolejny miesiąc; istnieje jednak możliwość odrobienia zajęć w innej grupie na tym samym poziomie.",
            ),
            Good(
                "en",
                "Enrolment at the Rytm Dance School for the 2025/2026 season opens on 1 September at 10:00 and runs until 20 September. Classes start on Monday, 29 September. We run groups for children aged 5 and over, teenagers and adults; beginner groups require no experience and no dance partner. The first trial class is free. A pass for 4 classes a month costs PLN 180, and a pass for 8 classes costs PLN 320. Missed classes do not carry over to the next month, but you can make them up in another group at the same level. You can sign up using the form on the school's website or by phone on 512 340 118.",
            ),
        ],
        bad=[
            Slip(0, [("do 20 września", "do 27 września")], "date"),
            Slip(
                1,
                [
                    (
                        "w poniedziałek, 29 września.",
                        "w poniedziałek, 29 września, w nowej sali przy ul. Kościuszki 12.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2, [("Missed classes do not carry over", "Missed classes carry over")], "negation"
            ),
        ],
    ),
    Case(
        key="pl-allotment-water-meter-reading",
        source="## Odczyt wodomierzy – ROD „Słoneczko”\n\n"
        "Zarząd przypomina, że odczyt wodomierzy na działkach odbędzie się w sobotę 18 października w godz. 9:00–13:00. Jeśli nie możesz być obecny:\n\n"
        "- zrób zdjęcie licznika z widocznym numerem seryjnym,\n"
        "- wyślij je do 20 października na adres woda@rodsloneczko.pl.\n\n"
        "Opłata za wodę wynosi **8,40 zł za m³** plus 12 zł rocznej opłaty stałej. Działkowcy, którzy nie podadzą odczytu, zostaną obciążeni ryczałtem w wysokości 25 m³. Wodomierz musi mieć ważną legalizację; jej okres wynosi 5 lat. Przed zimą należy zamknąć zawór i spuścić wodę z instalacji.",
        good=[
            Good(
                "preserve",
                "## ROD „Słoneczko”: odczyt wodomierzy\n\n"
                "Zarząd przypomina: liczniki wody na działkach odczytamy w sobotę 18 października, w godzinach 9:00–13:00. Nie będzie Cię wtedy na miejscu? W takim razie:\n\n"
                "- sfotografuj wodomierz tak, by był widoczny jego numer seryjny,\n"
                "- prześlij zdjęcie na adres woda@rodsloneczko.pl do 20 października.\n\n"
                "Za wodę płacimy **8,40 zł za m³**, do tego dochodzi roczna opłata stała w wysokości 12 zł. Kto nie poda odczytu, zostanie obciążony ryczałtem za 25 m³. Pamiętaj, że wodomierz musi mieć ważną legalizację (obowiązuje ona 5 lat), a przed zimą należy zamknąć zawór i spuścić wodę z instalacji.",
            ),
            Good(
                "preserve",
                "## Odczyt wodomierzy w ROD „Słoneczko”\n\n"
                "Zarząd ogrodu przypomina, że odczyt wodomierzy na działkach odbędzie się w sobotę 18 października w godz. 9:00–13:00. Działkowcy, którzy nie mogą być wówczas obecni, proszeni są o:\n\n"
                "- wykonanie zdjęcia licznika z widocznym numerem seryjnym,\n"
                "- przesłanie go do 20 października na adres woda@rodsloneczko.pl.\n\n"
                "Cena wody to **8,40 zł/m³**, a opłata stała wynosi 12 zł rocznie. W przypadku niepodania odczytu działkowiec zostanie obciążony ryczałtem w wysokości 25 m³. Każdy wodomierz musi posiadać ważną legalizację, której okres wynosi 5 lat. Przed zimą należy zamknąć zawór i opróżnić instalację z wody.",
            ),
            Good(
                "en",
                "## Water meter reading – Słoneczko Allotment Gardens\n\n"
                "The board reminds you that the water meters on the plots will be read on Saturday, 18 October, between 9:00 and 13:00. If you cannot be there:\n\n"
                "- take a photo of the meter with its serial number visible,\n"
                "- send it by 20 October to woda@rodsloneczko.pl.\n\n"
                "Water costs **PLN 8.40 per m³** plus a fixed annual charge of PLN 12. Plot holders who do not submit a reading will be charged a flat rate of 25 m³. The meter must have a valid legalisation, which lasts 5 years. Before winter, the valve must be closed and the water drained from the system.",
            ),
        ],
        bad=[
            Slip(0, [("numer seryjny,\n- prześlij", "numer seryjny, i prześlij")], "markdown"),
            Slip(1, [("ryczałtem w wysokości 25 m³", "ryczałtem w wysokości 15 m³")], "number"),
            Slip(2, [("The meter must have a valid", "The meter should have a valid")], "modality"),
        ],
    ),
    Case(
        key="pl-public-sauna-opening-hours",
        source="Sauna publiczna w Parku Wodnym „Fala” jest czynna od wtorku do niedzieli w godzinach 14:00–22:00; w poniedziałki jest nieczynna z powodu dezynfekcji. W środy od 18:00 obowiązują seanse wyłącznie dla kobiet. Wejście kosztuje 35 zł za 2 godziny. Przed wejściem do sauny trzeba wziąć prysznic, a w kabinach należy siedzieć na ręczniku. Nie zaleca się korzystania z sauny osobom z nieuregulowanym nadciśnieniem ani kobietom w ciąży bez konsultacji z lekarzem. Od listopada planujemy wydłużyć godziny otwarcia w weekendy, prawdopodobnie do 23:00. W okresie świątecznym godziny mogą się zmienić – aktualne informacje znajdziesz przy kasie.",
        good=[
            Good(
                "preserve",
                "Sauna w Parku Wodnym „Fala” – najważniejsze informacje:\n"
                "- czynna od wtorku do niedzieli, 14:00–22:00; w poniedziałki nieczynna (dezynfekcja);\n"
                "- w środy od 18:00 seanse tylko dla kobiet;\n"
                "- bilet: 35 zł za 2 godziny;\n"
                "- przed wejściem trzeba wziąć prysznic, a w kabinie należy siedzieć na ręczniku;\n"
                "- osobom z nieuregulowanym nadciśnieniem i kobietom w ciąży nie zalecamy sauny bez konsultacji z lekarzem.\n\n"
                "Od listopada planujemy wydłużyć weekendowe godziny otwarcia – prawdopodobnie do 23:00. W okresie świątecznym godziny mogą się zmienić; aktualne informacje są dostępne przy kasie.",
            ),
            Good(
                "preserve",
                "Z publicznej sauny w Parku Wodnym „Fala” skorzystasz od wtorku do niedzieli między 14:00 a 22:00. W poniedziałki sauna jest nieczynna, bo przeprowadzamy dezynfekcję, a w środy od 18:00 seanse są przeznaczone wyłącznie dla kobiet. Dwugodzinne wejście kosztuje 35 zł. Zanim wejdziesz do sauny, musisz wziąć prysznic, a w kabinie należy siedzieć na ręczniku. Jeśli masz nieuregulowane nadciśnienie lub jesteś w ciąży, nie zalecamy korzystania z sauny bez konsultacji z lekarzem. Od listopada planujemy dłuższe godziny otwarcia w weekendy – prawdopodobnie do 23:00. W okresie świąt godziny mogą ulec zmianie, a aktualne informacje znajdziesz przy kasie.",
            ),
            Good(
                "en",
                "The public sauna at the Fala Water Park is open Tuesday to Sunday from 2 p.m. to 10 p.m.; it is closed on Mondays for disinfection. On Wednesdays from 6 p.m. sessions are for women only. Entry costs PLN 35 for 2 hours. You have to take a shower before entering the sauna, and you must sit on a towel in the cabins. People with uncontrolled high blood pressure and pregnant women are advised not to use the sauna without consulting a doctor. From November we plan to extend weekend opening hours, probably until 11 p.m. Opening hours may change over the holiday season – you will find up-to-date information at the ticket desk.",
            ),
        ],
        bad=[
            Slip(0, [("– prawdopodobnie do 23:00", "– do 23:00")], "hedge"),
            Slip(
                1,
                [("nie zalecamy korzystania z sauny", "zalecamy korzystanie z sauny")],
                "negation",
            ),
            Slip(2, [("On Wednesdays from 6 p.m.", "On Thursdays from 6 p.m.")], "date"),
        ],
    ),
    Case(
        key="pl-forest-camping-overnight-rules",
        source="Biwakowanie w lasach Nadleśnictwa Borki jest dozwolone tylko w wyznaczonych miejscach lub w ramach programu „Zanocuj w lesie”, który obejmuje 5 obszarów o łącznej powierzchni około 1500 ha. Zgodnie z art. 30 ust. 3 ustawy o lasach rozniecanie ognia poza miejscami do tego wyznaczonymi jest zabronione. W ramach programu można nocować maksymalnie 2 noce w jednym miejscu, w grupie do 9 osób. Jeśli planujesz nocleg w większej grupie lub dłużej, musisz wysłać zgłoszenie na adres borki@lasy.gov.pl co najmniej 2 dni wcześniej. Śmieci trzeba zabrać ze sobą. Mapy obszarów znajdziesz w serwisie bdl.lasy.gov.pl.",
        good=[
            Good(
                "preserve",
                "W lasach Nadleśnictwa Borki biwakować wolno wyłącznie w miejscach wyznaczonych albo w ramach programu „Zanocuj w lesie”. Program obejmuje 5 obszarów o łącznej powierzchni ok. 1500 ha; można w nich nocować nie dłużej niż 2 noce w jednym miejscu, w grupach liczących do 9 osób. Większe grupy oraz osoby planujące dłuższy pobyt muszą co najmniej 2 dni wcześniej przesłać zgłoszenie na adres borki@lasy.gov.pl. Art. 30 ust. 3 ustawy o lasach zabrania rozniecania ognia poza miejscami do tego wyznaczonymi. Śmieci należy zabrać ze sobą, a mapy obszarów są dostępne w serwisie bdl.lasy.gov.pl.",
            ),
            Good(
                "preserve",
                "Chcesz przenocować w lesie Nadleśnictwa Borki? Oto zasady:\n"
                "- biwakować możesz tylko w wyznaczonych miejscach albo w ramach programu „Zanocuj w lesie” (5 obszarów, razem około 1500 ha);\n"
                "- w jednym miejscu zostajesz najwyżej 2 noce, a grupa liczy maksymalnie 9 osób;\n"
                "- przy większej grupie lub dłuższym pobycie musisz co najmniej 2 dni wcześniej wysłać zgłoszenie na borki@lasy.gov.pl;\n"
                "- ognia nie wolno rozpalać poza wyznaczonymi do tego miejscami (art. 30 ust. 3 ustawy o lasach);\n"
                "- śmieci trzeba zabrać ze sobą.\n\n"
                "Mapy obszarów znajdziesz na bdl.lasy.gov.pl.",
            ),
            Good(
                "en",
                "In the forests of the Borki Forest District, camping is only allowed at designated sites or under the “Zanocuj w lesie” (Stay the Night in the Forest) programme, which covers 5 areas with a total area of about 1,500 ha. Under Article 30(3) of the Forests Act, lighting fires outside designated places is prohibited. Under the programme you may stay a maximum of 2 nights in one spot, in a group of up to 9 people. If you plan to stay overnight in a larger group or for longer, you must send a notification to borki@lasy.gov.pl at least 2 days in advance. You have to take your rubbish with you. Maps of the areas are available at bdl.lasy.gov.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Art. 30 ust. 3 ustawy o lasach", "Art. 30 ust. 1 ustawy o lasach")],
                "legal_reference",
            ),
            Slip(
                1,
                [("dłuższym pobycie musisz co najmniej", "dłuższym pobycie warto co najmniej")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "take your rubbish with you.",
                        "take your rubbish with you, as there are no bins in the programme areas.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-urban-apiaries-wild-bees-study",
        source="Według badania Kowalskiej i Nowaka (2022), opublikowanego w „Journal of Urban Ecology”, pasieki miejskie w Warszawie mogą zwiększać konkurencję o pożytek między pszczołą miodną a dzikimi zapylaczami. Autorzy przez trzy sezony obserwowali 48 stanowisk i stwierdzili, że w promieniu 500 m od pasiek liczba dzikich pszczół była średnio o około 30% niższa niż na stanowiskach kontrolnych. Zaznaczają jednak, że badanie miało charakter obserwacyjny i nie dowodzi związku przyczynowego. Ich zdaniem miasta powinny przed wydaniem zgody na nowe ule oceniać zasoby roślin miododajnych w okolicy (Kowalska i Nowak 2022, s. 14).",
        good=[
            Good(
                "preserve",
                "Miejskie pasieki w Warszawie mogą zaostrzać rywalizację o pożytek między pszczołami miodnymi a dzikimi zapylaczami – wynika z badania Kowalskiej i Nowaka (2022) opublikowanego w „Journal of Urban Ecology”. Przez trzy sezony badacze obserwowali 48 stanowisk. W promieniu 500 m od pasiek dzikich pszczół było średnio o mniej więcej 30% mniej niż na stanowiskach kontrolnych. Autorzy podkreślają przy tym, że było to badanie obserwacyjne, które nie dowodzi związku przyczynowego. Uważają, że zanim miasto wyda zgodę na nowe ule, powinno ocenić zasoby roślin miododajnych w okolicy (Kowalska i Nowak 2022, s. 14).",
            ),
            Good(
                "preserve",
                "Obserwacyjne badanie Kowalskiej i Nowaka (2022; „Journal of Urban Ecology”) wskazuje, że miejskie pasieki w Warszawie mogą nasilać konkurencję o pożytek między pszczołą miodną a dzikimi zapylaczami. Na 48 stanowiskach obserwowanych przez trzy sezony liczebność dzikich pszczół w promieniu 500 m od pasiek była średnio o około 30% niższa niż na stanowiskach kontrolnych. Autorzy zastrzegają, że wynik ten nie dowodzi związku przyczynowego. Ich zdaniem przed wydaniem zgody na nowe ule miasta powinny oceniać zasoby roślin miododajnych w okolicy (Kowalska i Nowak 2022, s. 14).",
            ),
            Good(
                "en",
                "According to a study by Kowalska and Nowak (2022), published in the Journal of Urban Ecology, urban apiaries in Warsaw may increase competition for forage between honeybees and wild pollinators. Over three seasons the authors observed 48 sites and found that within 500 m of the apiaries the number of wild bees was on average about 30% lower than at control sites. They point out, however, that the study was observational and does not prove a causal relationship. In their view, cities should assess the honey plant resources in the area before approving new hives (Kowalska and Nowak 2022, p. 14).",
            ),
        ],
        bad=[
            Slip(0, [("Kowalskiej i Nowaka (2022)", "Kowalskiej i Nowaka (2020)")], "citation"),
            Slip(1, [("mogą nasilać konkurencję", "nasilają konkurencję")], "hedge"),
            Slip(2, [("observed 48 sites", "observed 84 sites")], "number"),
        ],
    ),
    Case(
        key="pl-room-booking-app-readme",
        source="# Rezerwator sal\n\n"
        "Aplikacja do rezerwacji sal w bibliotece wydziałowej. Wymaga Pythona 3.11 lub nowszego.\n\n"
        "## Uruchomienie\n\n"
        "1. Skopiuj plik `config.example.toml` do `config.toml` i uzupełnij dane logowania do bazy.\n"
        "2. Zainstaluj zależności poleceniem `pip install -r requirements.txt`.\n"
        "3. Uruchom serwer: `python -m rezerwator --port 8080`.\n\n"
        "Nie commituj pliku `config.toml` do repozytorium – zawiera hasła. Domyślnie rezerwacja może trwać najwyżej 3 godziny; limit zmienisz w kluczu `max_hours`. Aplikacja nie wysyła jeszcze powiadomień e-mail. Zgłoszenia błędów przyjmujemy w zakładce Issues.",
        good=[
            Good(
                "preserve",
                "# Rezerwator sal\n\n"
                "Rezerwator służy do rezerwowania sal w bibliotece wydziałowej. Potrzebujesz Pythona w wersji 3.11 lub nowszej.\n\n"
                "## Jak uruchomić\n\n"
                "1. Utwórz `config.toml` jako kopię pliku `config.example.toml` i wpisz w nim dane logowania do bazy.\n"
                "2. Zainstaluj zależności: `pip install -r requirements.txt`.\n"
                "3. Wystartuj serwer poleceniem `python -m rezerwator --port 8080`.\n\n"
                "Plik `config.toml` zawiera hasła, więc nie commituj go do repozytorium. Rezerwacja może domyślnie trwać maksymalnie 3 godziny – ten limit ustawisz w kluczu `max_hours`. Powiadomień e-mail aplikacja jeszcze nie wysyła. Błędy zgłaszaj w zakładce Issues.",
            ),
            Good(
                "preserve",
                "# Rezerwator sal\n\n"
                "Aplikacja służąca do rezerwacji sal w bibliotece wydziałowej (wymagany Python 3.11 lub nowszy).\n\n"
                "## Uruchomienie\n\n"
                "1. Skopiuj `config.example.toml` do `config.toml` i podaj dane logowania do bazy.\n"
                "2. Zainstaluj zależności: `pip install -r requirements.txt`.\n"
                "3. Uruchom serwer: `python -m rezerwator --port 8080`.\n\n"
                "Uwaga: `config.toml` zawiera hasła – nie commituj go do repozytorium. Maksymalny czas rezerwacji wynosi domyślnie 3 godziny i można go zmienić w kluczu `max_hours`. Aplikacja nie wysyła jeszcze powiadomień e-mail. Błędy zgłaszaj w zakładce Issues.",
            ),
            Good(
                "en",
                "# Rezerwator sal\n\n"
                "An application for booking rooms in the faculty library. It requires Python 3.11 or newer.\n\n"
                "## Getting started\n\n"
                "1. Copy `config.example.toml` to `config.toml` and fill in the database login details.\n"
                "2. Install the dependencies with `pip install -r requirements.txt`.\n"
                "3. Start the server: `python -m rezerwator --port 8080`.\n\n"
                "Do not commit `config.toml` to the repository – it contains passwords. By default a booking can last at most 3 hours; you can change this limit with the `max_hours` key. The app does not send e-mail notifications yet. Bug reports are welcome in the Issues tab.",
            ),
        ],
        bad=[
            Slip(
                0, [("`pip install -r requirements.txt`", "`pip install requirements.txt`")], "code"
            ),
            Slip(1, [("## Uruchomienie\n\n", "Uruchomienie:\n\n")], "markdown"),
            Slip(
                2,
                [
                    (
                        "The app does not send e-mail notifications yet.",
                        "The app already sends e-mail notifications.",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-housing-coop-heating-settlement",
        source="Zarząd Spółdzielni Mieszkaniowej „Zacisze” informuje, że rozliczenie kosztów ogrzewania za sezon 2024/2025 zostanie doręczone mieszkańcom do 30 czerwca 2025 r. Zgodnie z § 12 regulaminu rozliczania kosztów ciepła oraz art. 45a ust. 8 ustawy – Prawo energetyczne koszty dzieli się według wskazań podzielników i powierzchni lokalu. Nadpłaty zostaną zaliczone na poczet opłat za lipiec, a niedopłatę trzeba uregulować w ciągu 14 dni od doręczenia rozliczenia. Reklamacje można składać na piśmie w terminie 21 dni. Mieszkańcy, którzy nie udostępnili lokalu do odczytu, zostaną rozliczeni ryczałtowo. Biuro spółdzielni jest czynne we wtorki do 17:00.",
        good=[
            Good(
                "preserve",
                "Spółdzielnia Mieszkaniowa „Zacisze” – rozliczenie ogrzewania za sezon 2024/2025:\n"
                "• rozliczenia trafią do mieszkańców do 30 czerwca 2025 r.;\n"
                "• koszty dzielone są według wskazań podzielników i powierzchni lokalu (§ 12 regulaminu rozliczania kosztów ciepła, art. 45a ust. 8 ustawy – Prawo energetyczne);\n"
                "• nadpłaty zostaną zaliczone na poczet opłat za lipiec;\n"
                "• niedopłatę trzeba uregulować w ciągu 14 dni od doręczenia rozliczenia;\n"
                "• reklamacje można składać pisemnie w ciągu 21 dni;\n"
                "• lokale, których nie udostępniono do odczytu, zostaną rozliczone ryczałtowo.\n"
                "Biuro spółdzielni jest otwarte we wtorki do 17:00.",
            ),
            Good(
                "preserve",
                "Rozliczenia kosztów ogrzewania za sezon 2024/2025 zostaną doręczone mieszkańcom Spółdzielni Mieszkaniowej „Zacisze” do 30 czerwca 2025 r. – informuje zarząd. Koszty dzielone są według wskazań podzielników oraz powierzchni lokalu, zgodnie z art. 45a ust. 8 ustawy – Prawo energetyczne i § 12 regulaminu rozliczania kosztów ciepła. Nadpłaty zostaną zaliczone na poczet opłat za lipiec. Niedopłatę należy uregulować w terminie 14 dni od doręczenia rozliczenia, a reklamacje można składać na piśmie w ciągu 21 dni. Lokale, które nie zostały udostępnione do odczytu, zostaną rozliczone ryczałtowo. Biuro spółdzielni przyjmuje interesantów we wtorki do 17:00.",
            ),
            Good(
                "en",
                "The Board of the Zacisze Housing Cooperative announces that heating cost statements for the 2024/2025 season will be delivered to residents by 30 June 2025. In accordance with § 12 of the heat cost settlement rules and Article 45a(8) of the Energy Law Act, costs are divided according to the heat cost allocator readings and the floor area of each flat. Overpayments will be credited towards the July charges, and any underpayment must be settled within 14 days of the statement being delivered. Complaints may be submitted in writing within 21 days. Residents who did not make their flat available for a reading will be charged on a flat-rate basis. The cooperative's office is open on Tuesdays until 17:00.",
            ),
        ],
        bad=[
            Slip(0, [("art. 45a ust. 8", "art. 45a ust. 4")], "legal_reference"),
            Slip(1, [("do 30 czerwca 2025 r.", "do 30 lipca 2025 r.")], "date"),
            Slip(
                2,
                [("any underpayment must be settled", "any underpayment should be settled")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-city-bike-rental-rules",
        source="Rower miejski w Rzeszowie jest dostępny od 1 marca do 30 listopada. Aby wypożyczyć rower, musisz założyć konto w aplikacji lub na stronie rowery.rzeszow.pl i doładować je kwotą co najmniej 20 zł. Pierwsze 20 minut każdego wypożyczenia jest bezpłatne, a każda kolejna rozpoczęta godzina kosztuje 3 zł. Rower trzeba zwrócić na jednej z 45 stacji; pozostawienie go poza stacją kosztuje 30 zł. Z rowerów mogą korzystać osoby, które ukończyły 13 lat, a niepełnoletni potrzebują zgody rodzica. Nie wolno przewozić pasażerów. Usterki zgłaszaj przez aplikację albo mailowo: serwis@rowery.rzeszow.pl.",
        good=[
            Good(
                "preserve",
                "Rzeszowski rower miejski działa od 1 marca do 30 listopada. Żeby wypożyczyć rower, musisz założyć konto w aplikacji albo na rowery.rzeszow.pl i doładować je co najmniej 20 zł. Przez pierwsze 20 minut każde wypożyczenie jest darmowe, a za każdą kolejną rozpoczętą godzinę zapłacisz 3 zł. Rower musisz oddać na jednej z 45 stacji – za zostawienie go poza stacją zapłacisz 30 zł. Wypożyczać mogą osoby, które skończyły 13 lat, przy czym niepełnoletni potrzebują zgody rodzica. Przewożenie pasażerów jest zabronione. Usterkę zgłosisz w aplikacji lub mailowo pod adresem serwis@rowery.rzeszow.pl.",
            ),
            Good(
                "preserve",
                "Rower miejski w Rzeszowie – sezon od 1 marca do 30 listopada.\n\n"
                "1. Załóż konto (w aplikacji lub na rowery.rzeszow.pl) i doładuj je kwotą minimum 20 zł – bez tego nie wypożyczysz roweru.\n"
                "2. Pierwsze 20 minut każdego wypożyczenia nic nie kosztuje; każda kolejna rozpoczęta godzina to 3 zł.\n"
                "3. Zwróć rower na jednej z 45 stacji – za pozostawienie go poza stacją pobieramy 30 zł.\n\n"
                "Korzystać z rowerów mogą osoby, które ukończyły 13 lat; niepełnoletni potrzebują zgody rodzica. Przewożenie pasażerów jest niedozwolone. Usterki zgłaszaj w aplikacji lub na adres serwis@rowery.rzeszow.pl.",
            ),
            Good(
                "en",
                "Rzeszów's city bikes are available from 1 March to 30 November. To rent a bike, you must create an account in the app or at rowery.rzeszow.pl and top it up with at least PLN 20. The first 20 minutes of every rental are free, and each additional hour or part of an hour costs PLN 3. Bikes must be returned to one of the 45 stations; leaving a bike outside a station costs PLN 30. The bikes may be used by anyone aged 13 or over, and minors need a parent's consent. Carrying passengers is not allowed. Report faults through the app or by e-mail to serwis@rowery.rzeszow.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("pod adresem serwis@rowery.rzeszow.pl", "pod adresem serwis@rzeszow.pl")],
                "url",
            ),
            Slip(1, [("na jednej z 45 stacji", "na jednej z 54 stacji")], "number"),
            Slip(
                2,
                [("Carrying passengers is not allowed.", "Carrying passengers is allowed.")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-lake-bathing-ecoli-closure",
        source="Powiatowa stacja sanitarno-epidemiologiczna poinformowała, że w próbkach wody pobranych 8 lipca z kąpieliska nad Jeziorem Białym stwierdzono podwyższony poziom bakterii E. coli. Przyczyną był najprawdopodobniej spływ wód po ulewnych deszczach z poprzedniego weekendu. Do czasu uzyskania kolejnych wyników kąpiel jest zakazana, a ratownicy będą pilnować, by nikt nie wchodził do wody. Ponowne badanie zaplanowano na 11 lipca; wyniki powinny być znane w ciągu 48 godzin. Sanepid szacuje, że kąpielisko może zostać ponownie otwarte jeszcze przed weekendem, ale zależy to od wyników. Osoby, które kąpały się w jeziorze i mają objawy żołądkowe, powinny skontaktować się z lekarzem.",
        good=[
            Good(
                "preserve",
                "W wodzie z kąpieliska nad Jeziorem Białym, pobranej do badań 8 lipca, wykryto podwyższony poziom bakterii E. coli – przekazała powiatowa stacja sanitarno-epidemiologiczna. Najprawdopodobniej to skutek spływu wód po ulewach z poprzedniego weekendu. Dopóki nie będzie kolejnych wyników, kąpiel jest zakazana, a ratownicy będą pilnować, żeby nikt nie wchodził do wody. Ponowne badanie zaplanowano na 11 lipca, a wyniki powinny być znane w ciągu 48 godzin. Według szacunków sanepidu kąpielisko może zostać otwarte ponownie jeszcze przed weekendem – zależy to jednak od wyników. Jeśli kąpałeś się w jeziorze i masz objawy żołądkowe, powinieneś skontaktować się z lekarzem.",
            ),
            Good(
                "preserve",
                "Do czasu uzyskania kolejnych wyników badań kąpiel na kąpielisku nad Jeziorem Białym jest zakazana. Powiatowa stacja sanitarno-epidemiologiczna stwierdziła bowiem podwyższony poziom bakterii E. coli w próbkach wody pobranych 8 lipca; za najbardziej prawdopodobną przyczynę uznano spływ wód po ulewnych deszczach z poprzedniego weekendu. Ratownicy będą pilnować, aby nikt nie wchodził do wody. Ponowne badanie wyznaczono na 11 lipca, a jego wyniki powinny być dostępne w ciągu 48 godzin. Sanepid szacuje, że kąpielisko może zostać ponownie otwarte jeszcze przed weekendem, przy czym zależy to od wyników. Osoby, które kąpały się w jeziorze i mają objawy żołądkowe, powinny skontaktować się z lekarzem.",
            ),
            Good(
                "en",
                "The county sanitary and epidemiological station has reported elevated levels of E. coli bacteria in water samples taken on 8 July from the bathing area on Lake Białe. The most likely cause was run-off after the heavy rain of the previous weekend. Swimming is banned until further results are available, and lifeguards will make sure that nobody goes into the water. A repeat test is scheduled for 11 July, and the results should be known within 48 hours. Sanepid estimates that the bathing area may reopen before the weekend, but this depends on the results. Anyone who swam in the lake and has stomach symptoms should contact a doctor.",
            ),
        ],
        bad=[
            Slip(0, [("Najprawdopodobniej to skutek", "To skutek")], "hedge"),
            Slip(
                1,
                [
                    (
                        "aby nikt nie wchodził do wody.",
                        "aby nikt nie wchodził do wody, a za złamanie zakazu grozi mandat do 500 zł.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [
                    (
                        "has stomach symptoms should contact a doctor",
                        "has stomach symptoms must contact a doctor",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-winter-sport-screen-time-study",
        source="Z badania Zielińskiej i współpracowników (2023), opublikowanego w „Przeglądzie Pediatrycznym” (t. 52, s. 118–126), wynika, że dzieci w wieku 7–12 lat, które co najmniej raz w tygodniu chodziły na lodowisko lub basen, spędzały zimą przed ekranem średnio o około 40 minut dziennie mniej niż rówieśnicy. Badaniem objęto 612 uczniów z trzech miast. Autorki podkreślają, że różnica może częściowo wynikać z zamożności rodzin, której nie udało się w pełni uwzględnić. Ich zdaniem dostęp do tanich zajęć sportowych w sezonie zimowym prawdopodobnie sprzyja ograniczaniu czasu ekranowego, ale potwierdzenie tej hipotezy wymaga badań podłużnych.",
        good=[
            Good(
                "preserve",
                "Dzieci w wieku 7–12 lat, które przynajmniej raz w tygodniu bywały na lodowisku lub basenie, spędzały zimą przed ekranem średnio o mniej więcej 40 minut dziennie mniej niż ich rówieśnicy – pokazuje badanie Zielińskiej i współpracowników (2023) z „Przeglądu Pediatrycznego” (t. 52, s. 118–126). Wzięło w nim udział 612 uczniów z trzech miast. Autorki zaznaczają, że część różnicy może wynikać z zamożności rodzin, której nie udało się w pełni uwzględnić. Uważają, że dostęp do tanich zajęć sportowych zimą prawdopodobnie pomaga ograniczać czas ekranowy, lecz do potwierdzenia tej hipotezy potrzebne są badania podłużne.",
            ),
            Good(
                "preserve",
                "W badaniu obejmującym 612 uczniów z trzech miast Zielińska i współpracownicy (2023; „Przegląd Pediatryczny”, t. 52, s. 118–126) ustalili, że dzieci w wieku 7–12 lat chodzące na lodowisko lub basen co najmniej raz w tygodniu spędzały zimą przed ekranem średnio o około 40 minut dziennie mniej niż rówieśnicy. Według autorek różnica może po części wynikać z zamożności rodzin, czego nie udało się w pełni uwzględnić. Zdaniem badaczek dostęp do tanich zajęć sportowych w sezonie zimowym prawdopodobnie sprzyja ograniczaniu czasu ekranowego, jednak potwierdzenie tej hipotezy wymaga badań podłużnych.",
            ),
            Good(
                "en",
                "A study by Zielińska and colleagues (2023), published in Przegląd Pediatryczny (vol. 52, pp. 118–126), found that children aged 7–12 who went to an ice rink or swimming pool at least once a week spent on average about 40 minutes a day less in front of screens in winter than their peers. The study covered 612 pupils from three cities. The authors stress that the difference may partly reflect family wealth, which they were unable to fully account for. In their view, access to low-cost sports activities in winter probably helps to limit screen time, but confirming this hypothesis requires longitudinal studies.",
            ),
        ],
        bad=[
            Slip(0, [("s. 118–126", "s. 181–189")], "citation"),
            Slip(1, [("średnio o około 40 minut", "średnio o 40 minut")], "hedge"),
            Slip(2, [("from three cities", "from five cities")], "number"),
        ],
    ),
    Case(
        key="pl-invoice-export-cli-docs",
        source="## Eksport faktur\n\n"
        "Narzędzie `faktury-cli` pobiera faktury z panelu klienta i zapisuje je jako pliki PDF. Przed pierwszym użyciem wygeneruj token API w ustawieniach konta na https://panel.biuroplus.pl/api i zapisz go w zmiennej środowiskowej `FAKTURY_TOKEN`.\n\n"
        "Przykład:\n\n"
        "```\n"
        "faktury-cli export --od 2025-01 --do 2025-03 --katalog ./faktury\n"
        "```\n\n"
        "Opcja `--nadpisz` zastępuje istniejące pliki; bez niej narzędzie pomija faktury, które już pobrano. Token wygasa po 90 dniach. Pełna dokumentacja znajduje się na stronie [docs.biuroplus.pl](https://docs.biuroplus.pl/faktury).",
        good=[
            Good(
                "preserve",
                "## Eksport faktur\n\n"
                "`faktury-cli` to narzędzie, które pobiera faktury z panelu klienta i zapisuje je w plikach PDF. Zanim użyjesz go po raz pierwszy, wygeneruj token API w ustawieniach konta (https://panel.biuroplus.pl/api) i zapisz go w zmiennej środowiskowej `FAKTURY_TOKEN`.\n\n"
                "Przykładowe wywołanie:\n\n"
                "```\n"
                "faktury-cli export --od 2025-01 --do 2025-03 --katalog ./faktury\n"
                "```\n\n"
                "Domyślnie narzędzie pomija faktury, które zostały już pobrane; jeśli chcesz zastąpić istniejące pliki, dodaj opcję `--nadpisz`. Pamiętaj, że token wygasa po 90 dniach. Pełną dokumentację znajdziesz pod adresem [docs.biuroplus.pl](https://docs.biuroplus.pl/faktury).",
            ),
            Good(
                "preserve",
                "## Eksport faktur\n\n"
                "`faktury-cli` pobiera faktury z panelu klienta i zapisuje je jako PDF.\n\n"
                "Przed pierwszym użyciem:\n"
                "- wygeneruj token API w ustawieniach konta na https://panel.biuroplus.pl/api,\n"
                "- zapisz token w zmiennej środowiskowej `FAKTURY_TOKEN` (token wygasa po 90 dniach).\n\n"
                "Przykład:\n\n"
                "```\n"
                "faktury-cli export --od 2025-01 --do 2025-03 --katalog ./faktury\n"
                "```\n\n"
                "Z opcją `--nadpisz` istniejące pliki są zastępowane, a bez niej już pobrane faktury są pomijane. Pełna dokumentacja: [docs.biuroplus.pl](https://docs.biuroplus.pl/faktury).",
            ),
            Good(
                "en",
                "## Exporting invoices\n\n"
                "The `faktury-cli` tool downloads invoices from the customer panel and saves them as PDF files. Before using it for the first time, generate an API token in your account settings at https://panel.biuroplus.pl/api and store it in the `FAKTURY_TOKEN` environment variable.\n\n"
                "Example:\n\n"
                "```\n"
                "faktury-cli export --od 2025-01 --do 2025-03 --katalog ./faktury\n"
                "```\n\n"
                "The `--nadpisz` option overwrites existing files; without it, the tool skips invoices that have already been downloaded. The token expires after 90 days. Full documentation is available at [docs.biuroplus.pl](https://docs.biuroplus.pl/faktury).",
            ),
        ],
        bad=[
            Slip(0, [("`FAKTURY_TOKEN`", "`FAKTURA_TOKEN`")], "code"),
            Slip(
                1,
                [
                    (
                        "```\nfaktury-cli export --od 2025-01 --do 2025-03 --katalog ./faktury\n```",
                        "faktury-cli export --od 2025-01 --do 2025-03 --katalog ./faktury",
                    )
                ],
                "markdown",
            ),
            Slip(
                2,
                [("https://panel.biuroplus.pl/api", "https://panel.biuroplus.pl/settings")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-school-trip-torun-consent",
        source="Szanowni Rodzice, w dniach 14–16 maja klasy 6a i 6b wyjeżdżają na wycieczkę do Torunia. Zbiórka odbędzie się 14 maja o 7:15 przed budynkiem szkoły, a powrót planujemy 16 maja około 18:00. Koszt wyjazdu wynosi 650 zł i obejmuje przejazd, noclegi, wyżywienie oraz bilety wstępu. Podpisaną zgodę należy oddać wychowawcy do 25 kwietnia. Uczniowie muszą mieć ważną legitymację szkolną, a leki przyjmowane na stałe trzeba przekazać opiekunowi wraz z pisemną informacją o dawkowaniu. Uczniowie nie mogą oddalać się od grupy bez zgody opiekuna. Telefony komórkowe można zabrać, ale szkoła nie odpowiada za ich zgubienie.",
        good=[
            Good(
                "preserve",
                "Szanowni Rodzice!\n"
                "Wycieczka klas 6a i 6b do Torunia odbędzie się w dniach 14–16 maja. Najważniejsze informacje:\n"
                "- zbiórka: 14 maja, godz. 7:15, przed budynkiem szkoły; planowany powrót: 16 maja, około 18:00;\n"
                "- koszt: 650 zł (przejazd, noclegi, wyżywienie i bilety wstępu);\n"
                "- podpisaną zgodę należy oddać wychowawcy do 25 kwietnia;\n"
                "- każdy uczeń musi mieć ważną legitymację szkolną;\n"
                "- leki przyjmowane na stałe trzeba przekazać opiekunowi razem z pisemną informacją o dawkowaniu;\n"
                "- uczniowie nie mogą oddalać się od grupy bez zgody opiekuna;\n"
                "- telefony komórkowe można zabrać, ale szkoła nie odpowiada za ich zgubienie.",
            ),
            Good(
                "preserve",
                "Drodzy Rodzice, od 14 do 16 maja uczniowie klas 6a i 6b pojadą na wycieczkę do Torunia. Spotykamy się 14 maja o 7:15 przed szkołą, a powrót przewidujemy na 16 maja, około 18:00. Wyjazd kosztuje 650 zł – w tej kwocie mieszczą się przejazd, noclegi, wyżywienie i bilety wstępu. Podpisaną zgodę należy oddać wychowawcy do 25 kwietnia. Dzieci muszą mieć przy sobie ważną legitymację szkolną, a leki, które przyjmują na stałe, trzeba przekazać opiekunowi razem z pisemną informacją o dawkowaniu. Bez zgody opiekuna uczniom nie wolno oddalać się od grupy. Telefony komórkowe można zabrać, ale szkoła nie ponosi odpowiedzialności za ich zgubienie.",
            ),
            Good(
                "en",
                "Dear Parents, classes 6a and 6b are going on a trip to Toruń from 14 to 16 May. We will meet in front of the school building at 7:15 on 14 May, and we plan to return on 16 May at around 18:00. The trip costs PLN 650, which covers transport, accommodation, meals and admission tickets. The signed consent form must be handed in to the class teacher by 25 April. Pupils must have a valid school ID, and any regular medication must be given to a supervisor together with written dosage instructions. Pupils may not leave the group without a supervisor's permission. Mobile phones may be brought along, but the school is not responsible if they are lost.",
            ),
        ],
        bad=[
            Slip(0, [("każdy uczeń musi mieć", "każdy uczeń powinien mieć")], "modality"),
            Slip(
                1,
                [("szkoła nie ponosi odpowiedzialności", "szkoła ponosi odpowiedzialność")],
                "negation",
            ),
            Slip(2, [("by 25 April", "by 30 April")], "date"),
        ],
    ),
    Case(
        key="pl-vitamin-d-supplementation-guidelines",
        source="Zgodnie z zaleceniami opublikowanymi przez Płudowskiego i wsp. w czasopiśmie „Nutrients” (2023, t. 15, art. 695) zdrowi dorośli w Polsce powinni przyjmować witaminę D w dawce 1000–2000 j.m. na dobę od września do kwietnia, a przez cały rok, jeśli nie przebywają regularnie na słońcu. Osoby z otyłością mogą potrzebować nawet dwukrotnie wyższej dawki. Autorzy zaznaczają, że suplementacja u większości osób nie wymaga wcześniejszego oznaczania stężenia witaminy we krwi, ale u pacjentów z chorobami nerek dawkę powinien ustalić lekarz. Przyjmowanie ponad 4000 j.m. na dobę bez kontroli lekarskiej prawdopodobnie nie przynosi dodatkowych korzyści.",
        good=[
            Good(
                "preserve",
                "Według zaleceń Płudowskiego i wsp. („Nutrients”, 2023, t. 15, art. 695) zdrowi dorośli w Polsce powinni od września do kwietnia przyjmować 1000–2000 j.m. witaminy D na dobę, a jeśli nie przebywają regularnie na słońcu – przez cały rok. Osoby z otyłością mogą potrzebować dawki nawet dwa razy wyższej. Jak zaznaczają autorzy, u większości osób przed rozpoczęciem suplementacji nie trzeba oznaczać stężenia witaminy we krwi, jednak pacjentom z chorobami nerek dawkę powinien ustalić lekarz. Przyjmowanie więcej niż 4000 j.m. na dobę bez kontroli lekarskiej prawdopodobnie nie daje dodatkowych korzyści.",
            ),
            Good(
                "preserve",
                "Suplementacja witaminy D według zaleceń Płudowskiego i wsp. („Nutrients” 2023; t. 15, art. 695):\n"
                "- zdrowi dorośli w Polsce powinni przyjmować 1000–2000 j.m. na dobę od września do kwietnia, a przez cały rok, jeśli nie przebywają regularnie na słońcu;\n"
                "- osoby z otyłością mogą potrzebować dawki nawet dwukrotnie wyższej;\n"
                "- zdaniem autorów u większości osób nie trzeba przed suplementacją oznaczać stężenia witaminy we krwi;\n"
                "- u pacjentów z chorobami nerek dawkę powinien ustalić lekarz.\n\n"
                "Dawki powyżej 4000 j.m. na dobę przyjmowane bez kontroli lekarskiej prawdopodobnie nie przynoszą dodatkowych korzyści.",
            ),
            Good(
                "en",
                "According to recommendations published by Płudowski et al. in Nutrients (2023, vol. 15, article 695), healthy adults in Poland should take 1,000–2,000 IU of vitamin D a day from September to April, and all year round if they do not regularly spend time in the sun. People with obesity may need a dose up to twice as high. The authors note that in most people supplementation does not require their blood vitamin D level to be measured first, but for patients with kidney disease the dose should be set by a doctor. Taking more than 4,000 IU a day without medical supervision probably brings no additional benefit.",
            ),
        ],
        bad=[
            Slip(0, [("art. 695", "art. 596")], "citation"),
            Slip(1, [("prawdopodobnie nie przynoszą", "nie przynoszą")], "hedge"),
            Slip(
                2,
                [
                    (
                        "The authors note that in most people supplementation does not require their blood vitamin D level to be measured first, but for patients with kidney disease the dose should be set by a doctor.",
                        "Autorzy zaznaczają, że suplementacja u większości osób nie wymaga wcześniejszego oznaczania stężenia witaminy we krwi, ale u pacjentów z chorobami nerek dawkę powinien ustalić lekarz.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-public-library-loan-rules",
        source="Czytelnicy Miejskiej Biblioteki Publicznej w Gnieźnie mogą wypożyczyć jednocześnie do 10 książek i 3 audiobooków. Książki wypożycza się na 30 dni, a nowości na 14 dni. Wypożyczenie można przedłużyć dwukrotnie przez konto czytelnika, o ile na daną pozycję nie czeka inna osoba. Nowości nie podlegają przedłużeniu. Za każdy dzień zwłoki naliczamy 0,20 zł od pozycji, jednak łączna kara nie może przekroczyć 30 zł. Czytelnicy poniżej 13 lat zapisują się w obecności rodzica lub opiekuna. Zniszczoną książkę trzeba odkupić albo zapłacić jej aktualną wartość rynkową. Karta biblioteczna jest bezpłatna, a jej duplikat kosztuje 5 zł.",
        good=[
            Good(
                "preserve",
                "Zasady wypożyczeń w Miejskiej Bibliotece Publicznej w Gnieźnie:\n"
                "- jednocześnie możesz mieć wypożyczonych do 10 książek i 3 audiobooki;\n"
                "- książki wypożyczamy na 30 dni, nowości – na 14 dni;\n"
                "- wypożyczenie przedłużysz dwa razy przez konto czytelnika, jeśli nikt inny nie czeka na daną pozycję (nowości nie podlegają przedłużeniu);\n"
                "- za każdy dzień zwłoki naliczamy 0,20 zł od pozycji, ale łącznie nie więcej niż 30 zł;\n"
                "- czytelnicy poniżej 13 lat zapisują się w obecności rodzica lub opiekuna;\n"
                "- zniszczoną książkę trzeba odkupić albo zapłacić jej aktualną wartość rynkową;\n"
                "- karta biblioteczna jest bezpłatna, a jej duplikat kosztuje 5 zł.",
            ),
            Good(
                "preserve",
                "W Miejskiej Bibliotece Publicznej w Gnieźnie czytelnik może mieć jednocześnie wypożyczonych maksymalnie 10 książek i 3 audiobooki. Standardowy okres wypożyczenia książek wynosi 30 dni, a w przypadku nowości – 14 dni. Wypożyczenie można dwukrotnie przedłużyć przez konto czytelnika, pod warunkiem że na daną pozycję nie oczekuje inna osoba; nowości nie podlegają przedłużeniu. Opłata za zwłokę wynosi 0,20 zł za każdy dzień od każdej pozycji, przy czym łączna kara nie może przekroczyć 30 zł. Osoby, które nie ukończyły 13 lat, zapisują się w obecności rodzica lub opiekuna. Zniszczoną książkę należy odkupić albo zapłacić jej aktualną wartość rynkową. Karta biblioteczna jest wydawana bezpłatnie, a jej duplikat kosztuje 5 zł.",
            ),
            Good(
                "en",
                "Readers at the Municipal Public Library in Gniezno may borrow up to 10 books and 3 audiobooks at a time. Books are lent for 30 days, and new releases for 14 days. A loan can be renewed twice through your reader account, as long as no one else is waiting for the item. New releases cannot be renewed. A late fee of PLN 0.20 per item is charged for each day of delay, but the total fine may not exceed PLN 30. Readers under 13 register in the presence of a parent or guardian. A damaged book must be replaced or paid for at its current market value. The library card is free of charge, and a duplicate costs PLN 5.",
            ),
        ],
        bad=[
            Slip(0, [("łącznie nie więcej niż 30 zł", "łącznie nie więcej niż 50 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "Karta biblioteczna jest wydawana bezpłatnie",
                        "Karta biblioteczna jest wydawana bezpłatnie za okazaniem dowodu osobistego",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("New releases cannot be renewed.", "New releases can also be renewed.")],
                "negation",
            ),
        ],
    ),
]
