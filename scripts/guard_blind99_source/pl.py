# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 99: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-letterpress-studio-proof-order-terms",
        source="Zamówienia na druk typograficzny przyjmujemy wyłącznie po akceptacji cyfrowego proofa. Po wysłaniu proofa klient ma 5 dni roboczych na zgłoszenie poprawek; po tym terminie projekt trafia do kolejki bez zmian. Minimalny nakład to 50 sztuk, a zaliczka wynosi 40% wartości zamówienia. Standardowo drukujemy na bawełnianym papierze o gramaturze 600 g/m², ale na życzenie możemy użyć innego podłoża dostarczonego przez klienta. Każda dodatkowa runda poprawek po akceptacji kosztuje 80 zł. Klient musi potwierdzić kolory farb według wzornika Pantone, ponieważ odcienie na ekranie mogą się różnić od wydruku. Realizacja trwa zwykle od 10 do 14 dni roboczych od wpłaty zaliczki.",
        good=[
            Good(
                "preserve",
                "Jak zamówić u nas druk typograficzny:\n"
                "- Zamówienie przyjmujemy dopiero wtedy, gdy zaakceptujesz cyfrowy proof. Na zgłoszenie poprawek masz 5 dni roboczych od jego wysłania – potem projekt trafia do kolejki w niezmienionej formie.\n"
                "- Minimalny nakład: 50 sztuk. Zaliczka: 40% wartości zamówienia.\n"
                "- Standardowy papier to bawełna 600 g/m²; na Twoje życzenie możemy drukować na innym podłożu, które nam dostarczysz.\n"
                "- Każda dodatkowa runda poprawek po akceptacji to koszt 80 zł.\n"
                "- Kolory farb musisz potwierdzić według wzornika Pantone, bo odcienie na ekranie mogą odbiegać od wydruku.\n"
                "- Realizacja zajmuje zwykle 10–14 dni roboczych od wpłaty zaliczki.",
            ),
            Good(
                "preserve",
                "Studio przyjmuje zamówienia na druk typograficzny jedynie po zaakceptowaniu przez klienta cyfrowego proofa. Od wysłania proofa klientowi przysługuje 5 dni roboczych na zgłoszenie poprawek; jeżeli w tym czasie nie wniesie uwag, projekt trafia do kolejki w dotychczasowej postaci. Obowiązuje minimalny nakład 50 sztuk oraz zaliczka w wysokości 40% wartości zlecenia. Domyślnym podłożem jest papier bawełniany o gramaturze 600 g/m², choć na prośbę klienta studio może wykorzystać inny materiał przez niego dostarczony. Za każdą dodatkową rundę poprawek po akceptacji pobierana jest opłata 80 zł. Ponieważ barwy na monitorze mogą różnić się od wydruku, klient musi zatwierdzić kolory farb według wzornika Pantone. Czas realizacji wynosi zazwyczaj od 10 do 14 dni roboczych, licząc od wpłaty zaliczki.",
            ),
            Good(
                "en",
                "We only accept letterpress orders once you have approved a digital proof. After the proof is sent, you have 5 working days to request corrections; after that, the design goes into the queue unchanged. The minimum run is 50 pieces, and the deposit is 40% of the order value. Our standard stock is 600 g/m² cotton paper, but on request we can print on another material you supply. Each additional round of corrections after approval costs PLN 80. You must confirm the ink colours against a Pantone swatch book, as on-screen shades may differ from the print. Production usually takes 10 to 14 working days from receipt of the deposit.",
            ),
        ],
        bad=[
            Slip(0, [("Minimalny nakład: 50 sztuk", "Minimalny nakład: 100 sztuk")], "number"),
            Slip(
                1,
                [
                    (
                        "klient musi zatwierdzić kolory farb",
                        "klient powinien zatwierdzić kolory farb",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "from receipt of the deposit.",
                        "from receipt of the deposit, and delivery anywhere in Poland is free of charge.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-weaving-cooperative-membership-rules-reminder",
        source="Spółdzielnia Tkacka „Osnowa” przypomina o zasadach członkostwa. Składka roczna wynosi 240 zł i należy ją wpłacić do 31 marca każdego roku. Członkowie mogą korzystać z krosien w pracowni przy ul. Lipowej 7 od wtorku do soboty w godzinach 9:00–17:00, po wcześniejszej rezerwacji. Nowi członkowie muszą ukończyć dwudniowe szkolenie z obsługi krosna, zanim otrzymają samodzielny dostęp. Wyroby sprzedawane pod marką spółdzielni powinny być oznaczone metką z numerem członkowskim. Przędzę z magazynu wspólnego członkowie mogą kupować po cenach hurtowych, ale nie więcej niż 5 kg miesięcznie na osobę. Walne zgromadzenie odbędzie się 14 czerwca 2025 r. o godz. 18:00.",
        good=[
            Good(
                "preserve",
                "Kilka przypomnień od Spółdzielni Tkackiej „Osnowa” dla członków. Roczna składka to 240 zł – trzeba ją wpłacić do 31 marca każdego roku. Z krosien w naszej pracowni przy ul. Lipowej 7 możecie korzystać od wtorku do soboty, w godz. 9:00–17:00, pod warunkiem że wcześniej zarezerwujecie termin. Jeśli jesteście nowi, musicie najpierw ukończyć dwudniowe szkolenie z obsługi krosna – dopiero potem dostaniecie samodzielny dostęp. Rzeczy sprzedawane pod marką spółdzielni powinny mieć metkę z numerem członkowskim. Przędzę ze wspólnego magazynu możecie kupować po cenach hurtowych, maksymalnie 5 kg miesięcznie na osobę. Walne zgromadzenie zaplanowano na 14 czerwca 2025 r., godz. 18:00.",
            ),
            Good(
                "preserve",
                "Zasady członkostwa w Spółdzielni Tkackiej „Osnowa”:\n"
                "1. Składka roczna: 240 zł, płatna do 31 marca każdego roku.\n"
                "2. Pracownia przy ul. Lipowej 7: członkowie mogą korzystać z krosien od wtorku do soboty, 9:00–17:00, po wcześniejszej rezerwacji.\n"
                "3. Nowi członkowie muszą ukończyć dwudniowe szkolenie z obsługi krosna, zanim uzyskają samodzielny dostęp.\n"
                "4. Wyroby sprzedawane pod marką spółdzielni powinny być oznaczone metką z numerem członkowskim.\n"
                "5. Przędzę z magazynu wspólnego można kupować po cenach hurtowych – nie więcej niż 5 kg miesięcznie na osobę.\n"
                "Walne zgromadzenie: 14 czerwca 2025 r., godz. 18:00.",
            ),
            Good(
                "en",
                "The Osnowa Weaving Cooperative would like to remind members of the membership rules. The annual fee is PLN 240 and must be paid by 31 March each year. Members may use the looms in the workshop at ul. Lipowa 7 from Tuesday to Saturday, 9:00 a.m. to 5:00 p.m., after booking in advance. New members must complete a two-day loom training course before they are given independent access. Items sold under the cooperative's brand should carry a tag with the member's number. Members may buy yarn from the shared store at wholesale prices, but no more than 5 kg per person per month. The general meeting will be held on 14 June 2025 at 6:00 p.m.",
            ),
        ],
        bad=[
            Slip(0, [("do 31 marca", "do 31 maja")], "date"),
            Slip(
                1,
                [("Nowi członkowie muszą ukończyć", "Nowi członkowie powinni ukończyć")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "on 14 June 2025 at 6:00 p.m.",
                        "on 14 June 2025 at 6:00 p.m. in the village community hall.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-embroidery-course-beginners-enrolment-info",
        source="Kurs haftu krzyżykowego dla początkujących rusza 3 marca 2025 r. Zajęcia odbywają się w poniedziałki od 17:30 do 19:30 w sali nr 12 Domu Kultury „Zorza”, łącznie 8 spotkań. Koszt kursu wynosi 420 zł i obejmuje kanwę Aida 14, tamborek oraz 12 motków muliny. Igły i nożyczki uczestnicy przynoszą we własnym zakresie. Liczba miejsc jest ograniczona do 10 osób. Zapisy prowadzimy przez formularz na stronie https://dkzorza.pl/haft-zapisy; decyduje kolejność zgłoszeń. Osoby, które nie opłacą kursu w ciągu 7 dni od zapisu, tracą rezerwację. Pytania można kierować na adres haft@dkzorza.pl.",
        good=[
            Good(
                "preserve",
                "Chcesz nauczyć się haftu krzyżykowego od podstaw? Kurs dla początkujących startuje 3 marca 2025 r. Spotykamy się w poniedziałki w godz. 17:30–19:30 w sali nr 12 Domu Kultury „Zorza” – w sumie 8 razy. Za kurs zapłacisz 420 zł, a w cenie dostajesz kanwę Aida 14, tamborek i 12 motków muliny. Igły i nożyczki przynosisz własne. Mamy tylko 10 miejsc, a o przyjęciu decyduje kolejność zgłoszeń przez formularz: https://dkzorza.pl/haft-zapisy. Jeśli nie opłacisz kursu w ciągu 7 dni od zapisu, stracisz rezerwację. Masz pytania? Napisz na haft@dkzorza.pl.",
            ),
            Good(
                "preserve",
                "Dom Kultury „Zorza” zaprasza na kurs haftu krzyżykowego dla początkujących.\n"
                "- Start: 3 marca 2025 r.\n"
                "- Zajęcia: poniedziałki, 17:30–19:30, sala nr 12; łącznie 8 spotkań.\n"
                "- Cena: 420 zł (w tym kanwa Aida 14, tamborek i 12 motków muliny). Igły i nożyczki we własnym zakresie.\n"
                "- Limit: 10 uczestników, o przyjęciu decyduje kolejność zgłoszeń.\n"
                "- Zapisy: formularz na https://dkzorza.pl/haft-zapisy. Brak wpłaty w ciągu 7 dni od zapisu oznacza utratę rezerwacji.\n"
                "- Kontakt: haft@dkzorza.pl.",
            ),
            Good(
                "en",
                "A beginners' cross-stitch course starts on March 3, 2025. Classes are held on Mondays from 5:30 to 7:30 p.m. in room 12 of the Zorza Cultural Centre, eight sessions in total. The course costs PLN 420, which covers Aida 14 fabric, an embroidery hoop and 12 skeins of stranded cotton. Participants bring their own needles and scissors. Places are limited to 10 people. Sign up using the form at https://dkzorza.pl/haft-zapisy; places go in order of registration. Anyone who does not pay for the course within 7 days of signing up loses their reservation. Questions can be sent to haft@dkzorza.pl.",
            ),
        ],
        bad=[
            Slip(0, [("https://dkzorza.pl/haft-zapisy", "https://dkzorza.pl/zapisy")], "url"),
            Slip(1, [("łącznie 8 spotkań", "łącznie 10 spotkań")], "number"),
            Slip(2, [("starts on March 3, 2025", "starts on March 10, 2025")], "date"),
        ],
    ),
    Case(
        key="pl-soy-candle-workshop-safety-notes",
        source="Notatki z warsztatu świec sojowych – bezpieczeństwo. Wosku nie wolno podgrzewać bezpośrednio na palniku; używamy wyłącznie kąpieli wodnej, a temperatura nie powinna przekraczać 85°C. Olejki zapachowe dodajemy w ilości do 8% masy wosku – przy wyższym stężeniu świeca prawdopodobnie będzie się kopcić. Według badania Petersen i in. (2021, „Indoor Air”, t. 31, s. 412–425) świece sojowe emitują zwykle mniej sadzy niż parafinowe, choć autorzy zaznaczają, że próba była niewielka. Knot dobieramy do średnicy naczynia: dla słoika 7 cm zalecamy knot CD 10. Gotowe świece powinny dojrzewać co najmniej 48 godzin przed pierwszym zapaleniem. Nigdy nie zostawiajcie palącej się świecy bez nadzoru.",
        good=[
            Good(
                "preserve",
                "Bezpieczeństwo na warsztacie świec sojowych – najważniejsze zasady:\n"
                "- Wosk podgrzewaj tylko w kąpieli wodnej, nigdy bezpośrednio na palniku; temperatura nie powinna przekroczyć 85°C.\n"
                "- Olejku zapachowego dodawaj najwyżej 8% masy wosku. Przy większym stężeniu świeca prawdopodobnie będzie kopcić.\n"
                "- Knot dobierz do średnicy naczynia – do słoika 7 cm zalecamy knot CD 10.\n"
                "- Przed pierwszym zapaleniem świeca powinna dojrzewać co najmniej 48 godzin.\n"
                "- Nigdy nie zostawiaj palącej się świecy bez nadzoru.\n\n"
                "Dla zainteresowanych: badanie Petersen i in. (2021, „Indoor Air”, t. 31, s. 412–425) wskazuje, że świece sojowe zwykle emitują mniej sadzy niż parafinowe, ale autorzy podkreślają, że próba była niewielka.",
            ),
            Good(
                "preserve",
                "Podczas warsztatu świec sojowych obowiązują następujące zasady bezpieczeństwa. Podgrzewanie wosku bezpośrednio na palniku jest zabronione – stosuje się wyłącznie kąpiel wodną, przy czym temperatura nie powinna być wyższa niż 85°C. Olejki zapachowe dodaje się w ilości nieprzekraczającej 8% masy wosku; przy wyższym stężeniu świeca prawdopodobnie będzie się kopcić. Knot należy dobrać do średnicy naczynia – w przypadku słoika o średnicy 7 cm zalecany jest knot CD 10. Przed pierwszym zapaleniem gotowe świece powinny dojrzewać przez minimum 48 godzin, a palącej się świecy nigdy nie wolno pozostawiać bez nadzoru. Jak wynika z badania Petersen i in. (2021, „Indoor Air”, t. 31, s. 412–425), świece sojowe emitują zwykle mniej sadzy niż parafinowe, choć autorzy zwracają uwagę na niewielką próbę.",
            ),
            Good(
                "en",
                "Notes from the soy candle workshop – safety. Wax must never be heated directly over a burner; we only use a water bath, and the temperature should not exceed 85°C. Add fragrance oil at up to 8% of the wax weight – at a higher concentration the candle will probably smoke. According to a study by Petersen et al. (2021, Indoor Air, vol. 31, pp. 412–425), soy candles usually emit less soot than paraffin ones, although the authors point out that the sample was small. Match the wick to the diameter of the container: for a 7 cm jar we recommend a CD 10 wick. Finished candles should cure for at least 48 hours before they are first lit. Never leave a burning candle unattended.",
            ),
        ],
        bad=[
            Slip(0, [("świeca prawdopodobnie będzie kopcić", "świeca będzie kopcić")], "hedge"),
            Slip(1, [("s. 412–425", "s. 214–225")], "citation"),
            Slip(
                2,
                [("the temperature should not exceed 85°C", "the temperature should exceed 85°C")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-handmade-soap-cosmetics-regulation-duties",
        source="Sprzedaż mydła wytwarzanego ręcznie podlega przepisom rozporządzenia (WE) nr 1223/2009 dotyczącego produktów kosmetycznych. Zanim mydło trafi na rynek, producent musi sporządzić raport bezpieczeństwa, o którym mowa w art. 10 rozporządzenia, oraz zgłosić produkt w portalu CPNP. Etykieta musi zawierać m.in. wykaz składników w nomenklaturze INCI, numer partii i nazwę osoby odpowiedzialnej – wymagania te wynikają z art. 19. Nie wolno sprzedawać mydła jako „leczniczego” ani przypisywać mu właściwości niepotwierdzonych badaniami. Sprzedawca na targach rękodzieła może oferować próbki, ale powinny one być opisane tak samo jak pełnowymiarowe produkty. Ocenę bezpieczeństwa może podpisać wyłącznie osoba z odpowiednimi kwalifikacjami.",
        good=[
            Good(
                "preserve",
                "Jeśli sprzedajesz ręcznie robione mydło, obowiązuje Cię rozporządzenie (WE) nr 1223/2009 dotyczące produktów kosmetycznych. Przed wprowadzeniem mydła na rynek musisz przygotować raport bezpieczeństwa, o którym mowa w art. 10 rozporządzenia, i zgłosić produkt w portalu CPNP. Na etykiecie muszą się znaleźć m.in. skład w nomenklaturze INCI, numer partii oraz nazwa osoby odpowiedzialnej – tak stanowi art. 19. Nie możesz sprzedawać mydła jako „leczniczego” ani przypisywać mu właściwości niepotwierdzonych badaniami. Na targach rękodzieła wolno Ci oferować próbki, ale powinny być opisane tak samo jak produkty pełnowymiarowe. Pamiętaj też, że ocenę bezpieczeństwa może podpisać tylko osoba z odpowiednimi kwalifikacjami.",
            ),
            Good(
                "preserve",
                "Ręcznie wytwarzane mydło a przepisy – najważniejsze obowiązki wynikające z rozporządzenia (WE) nr 1223/2009 dotyczącego produktów kosmetycznych:\n"
                "- przed wprowadzeniem do obrotu producent musi sporządzić raport bezpieczeństwa (art. 10) i zgłosić produkt w portalu CPNP;\n"
                "- etykieta musi obejmować m.in. wykaz składników według nomenklatury INCI, numer partii i nazwę osoby odpowiedzialnej (art. 19);\n"
                "- zabronione jest sprzedawanie mydła jako „leczniczego” oraz przypisywanie mu właściwości niepotwierdzonych badaniami;\n"
                "- na targach rękodzieła sprzedawca może oferować próbki, które powinny być opisane tak samo jak pełnowymiarowe produkty;\n"
                "- ocenę bezpieczeństwa może podpisać wyłącznie osoba o odpowiednich kwalifikacjach.",
            ),
            Good(
                "en",
                "Selling handmade soap is governed by Regulation (EC) No 1223/2009 on cosmetic products. Before the soap is placed on the market, the manufacturer must draw up the safety report referred to in Article 10 of the Regulation and notify the product through the CPNP portal. The label must include, among other things, the list of ingredients using INCI names, the batch number and the name of the responsible person – requirements that follow from Article 19. Soap must not be sold as “medicinal”, nor may it be credited with properties not confirmed by research. A seller at a craft fair may offer samples, but they should be labelled in the same way as full-size products. The safety assessment may be signed only by a suitably qualified person.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "właściwości niepotwierdzonych badaniami",
                        "właściwości potwierdzonych badaniami",
                    )
                ],
                "negation",
            ),
            Slip(1, [("(art. 19)", "(art. 21)")], "legal_reference"),
            Slip(
                2,
                [("the manufacturer must draw up", "the manufacturer should draw up")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-perfume-shop-online-returns-policy",
        source="Zwroty w perfumerii Nuta Cedru. Towar kupiony w naszym sklepie internetowym możesz zwrócić bez podawania przyczyny w ciągu 14 dni od jego otrzymania, zgodnie z art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta. Prawo to nie przysługuje jednak w przypadku perfum, których folia ochronna została zerwana – wyjątek ten przewiduje art. 38 ust. 1 pkt 5 tej ustawy, ponieważ chodzi o produkty dostarczane w zapieczętowanym opakowaniu, których po otwarciu nie można zwrócić ze względów higienicznych. Koszt odesłania przesyłki pokrywa kupujący; przy zamówieniach powyżej 300 zł zwracamy go do kwoty 18 zł. Formularz zwrotu znajdziesz na stronie nutacedru.pl/zwroty. Pieniądze odeślemy w ciągu 14 dni od otrzymania oświadczenia.",
        good=[
            Good(
                "preserve",
                "Zwroty – perfumeria Nuta Cedru\n\n"
                "- Towar kupiony w naszym sklepie internetowym możesz zwrócić bez podawania przyczyny w ciągu 14 dni od jego otrzymania (art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta).\n"
                "- Wyjątek: perfumy z zerwaną folią ochronną. To produkty dostarczane w zapieczętowanym opakowaniu, których po otwarciu nie można zwrócić ze względów higienicznych – przewiduje to art. 38 ust. 1 pkt 5 tej ustawy.\n"
                "- Za odesłanie paczki płacisz Ty, ale jeśli zamówienie było warte więcej niż 300 zł, oddamy Ci ten koszt do kwoty 18 zł.\n"
                "- Formularz zwrotu: nutacedru.pl/zwroty.\n"
                "- Pieniądze odeślemy w ciągu 14 dni od otrzymania Twojego oświadczenia.",
            ),
            Good(
                "preserve",
                "Perfumeria Nuta Cedru informuje, że na podstawie art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta klient może w terminie 14 dni od otrzymania towaru zakupionego w sklepie internetowym zwrócić go bez podania przyczyny. Uprawnienie to nie obejmuje perfum z zerwaną folią ochronną: zgodnie z art. 38 ust. 1 pkt 5 tej ustawy są to produkty dostarczane w zapieczętowanym opakowaniu, których po otwarciu nie można zwrócić ze względów higienicznych. Kosztami odesłania przesyłki obciążony jest kupujący, przy czym w przypadku zamówień o wartości powyżej 300 zł sklep zwraca je do wysokości 18 zł. Formularz zwrotu jest dostępny pod adresem nutacedru.pl/zwroty, a środki zostaną zwrócone w ciągu 14 dni od otrzymania oświadczenia.",
            ),
            Good(
                "en",
                "Returns at the Nuta Cedru perfumery. You can return goods bought in our online shop without giving a reason within 14 days of receiving them, under Article 27 of the Consumer Rights Act of 30 May 2014. However, this right does not apply to perfumes whose protective film has been removed – this exception is provided for in Article 38(1)(5) of that Act, because these are products supplied in sealed packaging that cannot be returned once opened for hygiene reasons. The buyer pays for sending the parcel back; for orders over PLN 300 we refund this cost up to PLN 18. You will find the return form at nutacedru.pl/zwroty. We will send your money back within 14 days of receiving your statement.",
            ),
        ],
        bad=[
            Slip(0, [("art. 38 ust. 1 pkt 5", "art. 38 ust. 1 pkt 3")], "legal_reference"),
            Slip(1, [("do wysokości 18 zł", "do wysokości 25 zł")], "number"),
            Slip(2, [("nutacedru.pl/zwroty", "nutacedru.com/zwroty")], "url"),
        ],
    ),
    Case(
        key="pl-craft-distillery-tour-booking-rules",
        source="Zwiedzanie destylarni rzemieślniczej Jałowcowy Dwór odbywa się od kwietnia do października, w piątki i soboty o 12:00 i 16:00. Wycieczka trwa około 90 minut i kończy się degustacją trzech destylatów. Bilet kosztuje 75 zł; dla grup powyżej 8 osób przysługuje rabat 10%. Rezerwacji trzeba dokonać najpóźniej 48 godzin przed terminem. Uczestnicy degustacji muszą mieć ukończone 18 lat i okazać dokument tożsamości. Osoby prowadzące samochód mogą zamiast degustacji otrzymać zestaw miniatur na wynos. Na terenie hali produkcyjnej obowiązuje zakaz fotografowania z lampą błyskową. Psy nie są wpuszczane, z wyjątkiem psów asystujących.",
        good=[
            Good(
                "preserve",
                "Chcesz zajrzeć za kulisy destylarni? Jałowcowy Dwór, nasza rzemieślnicza destylarnia, zaprasza na zwiedzanie od kwietnia do października – w piątki i soboty, o 12:00 lub o 16:00. Wycieczka trwa mniej więcej półtorej godziny, a na koniec czeka Cię degustacja trzech destylatów. Bilet to 75 zł, a grupy liczące więcej niż 8 osób dostają 10% rabatu. Zarezerwuj miejsce najpóźniej 48 godzin wcześniej. Żeby wziąć udział w degustacji, musisz mieć skończone 18 lat i pokazać dokument tożsamości. Jeśli prowadzisz, możesz zamiast degustacji dostać zestaw miniatur na wynos. W hali produkcyjnej nie wolno robić zdjęć z lampą błyskową. Psów nie wpuszczamy – wyjątkiem są psy asystujące.",
            ),
            Good(
                "preserve",
                "Jałowcowy Dwór – zwiedzanie destylarni rzemieślniczej\n"
                "- Sezon: kwiecień–październik, piątki i soboty, wejścia o 12:00 i 16:00.\n"
                "- Czas trwania: ok. 90 minut, na zakończenie degustacja trzech destylatów.\n"
                "- Cena: 75 zł za bilet; grupy powyżej 8 osób – 10% zniżki.\n"
                "- Rezerwacja: trzeba jej dokonać najpóźniej 48 godzin przed terminem.\n"
                "- Degustacja: tylko dla osób, które ukończyły 18 lat, po okazaniu dokumentu tożsamości.\n"
                "- Kierowcy: mogą zamiast degustacji otrzymać zestaw miniatur na wynos.\n"
                "- Hala produkcyjna: zakaz fotografowania z lampą błyskową.\n"
                "- Psy: nie są wpuszczane, z wyjątkiem psów asystujących.",
            ),
            Good(
                "en",
                "Tours of the Jałowcowy Dwór craft distillery run from April to October, on Fridays and Saturdays at 12 noon and 4 p.m. A tour takes about 90 minutes and ends with a tasting of three spirits. Tickets cost PLN 75, and groups of more than 8 people get a 10% discount. Bookings must be made at least 48 hours in advance. Anyone taking part in the tasting must be 18 or over and show an ID document. Drivers may receive a set of miniatures to take away instead of the tasting. Flash photography is prohibited in the production hall. Dogs are not admitted, with the exception of assistance dogs.",
            ),
        ],
        bad=[
            Slip(
                0, [("najpóźniej 48 godzin wcześniej", "najpóźniej 24 godziny wcześniej")], "date"
            ),
            Slip(1, [("10% zniżki", "15% zniżki")], "number"),
            Slip(2, [("Bookings must be made", "Bookings should ideally be made")], "modality"),
        ],
    ),
    Case(
        key="pl-tea-ceremony-first-class-notes",
        source="Przed pierwszymi zajęciami z ceremonii herbacianej chanoyu kilka uwag praktycznych. Prosimy nie używać perfum ani mocnych kosmetyków zapachowych, ponieważ zakłócają one odbiór aromatu herbaty. Do pawilonu wchodzimy bez obuwia, dlatego warto mieć czyste białe skarpetki. Biżuterię, zwłaszcza pierścionki i bransoletki, należy zdjąć, by nie porysować czarek. Nie musisz znać japońskiego – instruktorka prowadzi zajęcia po polsku. Matcha, której używamy, zawiera kofeinę, więc osoby na nią wrażliwe mogą po zajęciach mieć trudności z zaśnięciem. Pierwsze spotkanie trwa prawdopodobnie nieco dłużej niż kolejne, bo omawiamy podstawy etykiety. Spóźnione osoby nie mogą dołączyć po rozpoczęciu ceremonii.",
        good=[
            Good(
                "preserve",
                "Pierwsze zajęcia z chanoyu – co warto wiedzieć:\n"
                "1. Nie używaj perfum ani intensywnie pachnących kosmetyków – przeszkadzają w odbiorze aromatu herbaty.\n"
                "2. Do pawilonu wchodzi się bez butów, więc przydadzą się czyste białe skarpetki.\n"
                "3. Zdejmij biżuterię, szczególnie pierścionki i bransoletki, żeby nie porysować czarek.\n"
                "4. Znajomość japońskiego nie jest potrzebna – instruktorka prowadzi zajęcia po polsku.\n"
                "5. Matcha, której używamy, zawiera kofeinę, więc jeśli jesteś na nią wrażliwy, po zajęciach możesz mieć kłopot z zaśnięciem.\n"
                "6. Pierwsze spotkanie prawdopodobnie potrwa trochę dłużej niż następne, bo omawiamy podstawy etykiety.\n"
                "7. Jeśli się spóźnisz, nie będziesz mógł dołączyć po rozpoczęciu ceremonii.",
            ),
            Good(
                "preserve",
                "Uczestników pierwszych zajęć z ceremonii herbacianej chanoyu prosimy o zapoznanie się z kilkoma uwagami praktycznymi. Zajęcia prowadzi instruktorka w języku polskim, zatem nie musisz znać japońskiego. Prosimy nie stosować perfum ani mocno pachnących kosmetyków, gdyż utrudniają one odbiór aromatu herbaty. Obuwie zostawia się przed wejściem do pawilonu, dlatego warto zabrać czyste białe skarpetki. Należy zdjąć biżuterię – w szczególności pierścionki i bransoletki – aby nie porysować czarek. Używana przez nas matcha zawiera kofeinę, dlatego osoby na nią wrażliwe mogą mieć po zajęciach trudności z zaśnięciem. Pierwsze spotkanie trwa prawdopodobnie nieco dłużej od kolejnych ze względu na omówienie podstaw etykiety. Po rozpoczęciu ceremonii osoby spóźnione nie mogą do niej dołączyć.",
            ),
            Good(
                "en",
                "A few practical notes before your first chanoyu tea ceremony class. Please do not wear perfume or strongly scented cosmetics, as they interfere with appreciating the aroma of the tea. We enter the pavilion without shoes, so it is worth having clean white socks. Jewellery, especially rings and bracelets, must be taken off so as not to scratch the tea bowls. You don't need to know Japanese – the instructor teaches in Polish. The matcha we use contains caffeine, so people who are sensitive to it may have trouble falling asleep after class. The first session will probably run a little longer than the following ones, because we go over the basics of etiquette. Latecomers cannot join once the ceremony has begun.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Znajomość japońskiego nie jest potrzebna",
                        "Znajomość japońskiego jest potrzebna",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Pierwsze spotkanie trwa prawdopodobnie nieco dłużej",
                        "Pierwsze spotkanie trwa nieco dłużej",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "must be taken off so as not to scratch",
                        "can be taken off so as not to scratch",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-ikebana-exhibition-botanic-garden-announcement",
        source="Wystawa ikebany „Cisza gałęzi” w Ogrodzie Botanicznym UW potrwa od 12 do 21 września 2025 r. Zaprezentujemy ponad 40 kompozycji przygotowanych przez członków Stowarzyszenia Ikebana Polska w stylach ikenobo, ohara i sogetsu. Ekspozycję można oglądać codziennie w godz. 10:00–18:00, a w czwartki do 20:00. Bilet wstępu do ogrodu obejmuje wystawę; osobne opłaty nie są pobierane. W soboty 13 i 20 września o 14:00 odbędą się pokazy na żywo, na które obowiązują zapisy przez stronę ikebanapolska.pl/pokazy. Kompozycji nie wolno dotykać ani fotografować z użyciem statywu. Szczegółowy program i informacje o dojeździe znajdą Państwo na www.ogrod.uw.edu.pl.",
        good=[
            Good(
                "preserve",
                "Od 12 do 21 września 2025 r. Ogród Botaniczny UW zaprasza na wystawę ikebany „Cisza gałęzi”. Członkowie Stowarzyszenia Ikebana Polska pokażą ponad 40 kompozycji w stylach ikenobo, ohara i sogetsu. Wystawa jest czynna codziennie od 10:00 do 18:00, w czwartki do 20:00, i nie wymaga dodatkowego biletu – wystarczy bilet wstępu do ogrodu. W soboty, 13 i 20 września, o 14:00 zapraszamy na pokazy na żywo; obowiązują zapisy na ikebanapolska.pl/pokazy. Kompozycji nie wolno dotykać ani fotografować ze statywu. Program i dojazd: www.ogrod.uw.edu.pl.",
            ),
            Good(
                "preserve",
                "## Wystawa ikebany „Cisza gałęzi”\n\n"
                "- **Gdzie:** Ogród Botaniczny UW\n"
                "- **Kiedy:** 12–21 września 2025 r., codziennie 10:00–18:00 (w czwartki do 20:00)\n"
                "- **Co:** ponad 40 kompozycji członków Stowarzyszenia Ikebana Polska w stylach ikenobo, ohara i sogetsu\n"
                "- **Bilety:** wystawa wliczona w bilet wstępu do ogrodu, bez osobnych opłat\n"
                "- **Pokazy na żywo:** soboty 13 i 20 września, godz. 14:00, obowiązkowe zapisy na ikebanapolska.pl/pokazy\n"
                "- **Zasady:** kompozycji nie wolno dotykać ani fotografować z użyciem statywu\n"
                "- **Program i dojazd:** www.ogrod.uw.edu.pl",
            ),
            Good(
                "en",
                "The ikebana exhibition “Cisza gałęzi” (“Silence of Branches”) at the University of Warsaw Botanic Garden runs from 12 to 21 September 2025. More than 40 arrangements by members of the Ikebana Polska Association will be on display, in the ikenobo, ohara and sogetsu styles. The exhibition is open daily from 10 a.m. to 6 p.m., and until 8 p.m. on Thursdays. The garden admission ticket includes the exhibition; there are no separate charges. Live demonstrations will take place on Saturdays 13 and 20 September at 2 p.m.; registration via ikebanapolska.pl/pokazy is required. The arrangements must not be touched or photographed with a tripod. You will find the detailed programme and directions at www.ogrod.uw.edu.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "pokażą ponad 40 kompozycji w stylach ikenobo, ohara i sogetsu.",
                        "pokażą ponad 40 kompozycji w stylach ikenobo, ohara i sogetsu, a wystawę otworzy ambasador Japonii.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("soboty 13 i 20 września", "soboty 13 i 27 września")], "date"),
            Slip(2, [("www.ogrod.uw.edu.pl", "www.ogrod.uw.pl")], "url"),
        ],
    ),
    Case(
        key="pl-cactus-nursery-winter-shipping-policy",
        source="Wysyłka kaktusów zimą – informacje szkółki Kolczasty Zakątek. Od 1 listopada do końca lutego rośliny wysyłamy tylko od poniedziałku do środy, żeby paczka nie leżała w weekend w nieogrzewanym magazynie. Każdą roślinę owijamy papierem, a jeśli prognoza przewiduje temperaturę poniżej 0°C, dokładamy ogrzewacz. Kaktusy zwykle dobrze znoszą kilkudniowy transport, ale przy mrozie silniejszym niż -5°C ryzyko uszkodzeń prawdopodobnie rośnie. W okresie zimowym nie wysyłamy roślin do paczkomatów. Ogrzewacz kosztuje 6 zł i jest doliczany automatycznie do zamówień o wartości poniżej 150 zł; powyżej tej kwoty dodajemy go gratis. Jeśli roślina dotrze przemarznięta, prześlij zdjęcia w ciągu 48 godzin od odbioru, a wyślemy nową.",
        good=[
            Good(
                "preserve",
                "Zimowa wysyłka kaktusów w Kolczastym Zakątku:\n"
                "- Od 1 listopada do końca lutego nadajemy paczki wyłącznie od poniedziałku do środy, żeby nie leżały przez weekend w nieogrzewanym magazynie.\n"
                "- Każdą roślinę owijamy papierem, a gdy prognoza zapowiada temperaturę poniżej 0°C, dokładamy ogrzewacz.\n"
                "- Zimą nie wysyłamy roślin do paczkomatów.\n"
                "- Ogrzewacz kosztuje 6 zł – do zamówień poniżej 150 zł doliczamy go automatycznie, a do droższych dodajemy gratis.\n"
                "- Kaktusy zwykle dobrze znoszą kilka dni w transporcie, ale gdy mróz jest silniejszy niż -5°C, ryzyko uszkodzeń prawdopodobnie rośnie.\n"
                "- Roślina dotarła przemarznięta? Prześlij nam zdjęcia w ciągu 48 godzin od odbioru, a wyślemy nową.",
            ),
            Good(
                "preserve",
                "Szkółka Kolczasty Zakątek informuje o zasadach zimowej wysyłki kaktusów. W okresie od 1 listopada do końca lutego przesyłki nadawane są jedynie od poniedziałku do środy, aby nie pozostawały w weekend w nieogrzewanym magazynie. Rośliny są owijane papierem, a w razie prognozowanej temperatury poniżej 0°C – dodatkowo zabezpieczane ogrzewaczem. Choć kaktusy na ogół dobrze znoszą kilkudniowy transport, przy mrozie silniejszym niż -5°C ryzyko uszkodzeń prawdopodobnie się zwiększa. W sezonie zimowym szkółka nie realizuje wysyłek do paczkomatów. Ogrzewacz kosztuje 6 zł i jest automatycznie doliczany do zamówień o wartości poniżej 150 zł, a do zamówień o wyższej wartości dołączany bezpłatnie. W przypadku dostarczenia przemarzniętej rośliny należy przesłać zdjęcia w ciągu 48 godzin od odbioru – wówczas szkółka wyśle nową.",
            ),
            Good(
                "en",
                "Winter cactus shipping – information from the Kolczasty Zakątek nursery. From 1 November to the end of February we only ship plants from Monday to Wednesday, so that parcels don't sit in an unheated depot over the weekend. Every plant is wrapped in paper, and if the forecast predicts temperatures below 0°C, we add a heat pack. Cacti usually cope well with a few days in transit, but in frosts harder than -5°C the risk of damage probably increases. During the winter we do not ship plants to parcel lockers. A heat pack costs PLN 6 and is added automatically to orders under PLN 150; above that amount we include it free of charge. If a plant arrives frozen, send us photos within 48 hours of collection and we will send a new one.",
            ),
        ],
        bad=[
            Slip(0, [("do zamówień poniżej 150 zł", "do zamówień poniżej 100 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "szkółka nie realizuje wysyłek do paczkomatów",
                        "szkółka realizuje również wysyłki do paczkomatów",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [("the risk of damage probably increases", "the risk of damage increases")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-kiln-controller-readme-install-safety",
        source="""# piecyk-ctl

Sterownik do elektrycznego pieca ceramicznego oparty na Raspberry Pi. Obsługuje programy wypału z wieloma segmentami i zapisuje przebieg temperatury do pliku CSV.

## Instalacja

```
pip install piecyk-ctl==0.4.2
```

Przed pierwszym wypałem musisz skalibrować termoparę poleceniem `piecyk calibrate --type K`. Plik konfiguracyjny znajduje się w `~/.config/piecyk/config.toml`; wartość klucza `max_temp` nie powinna przekraczać 1300.

## Bezpieczeństwo

- Nie uruchamiaj wypału bez fizycznego wyłącznika awaryjnego.
- Program może przerwać wypał, jeśli czujnik zgłosi błąd, ale nie zastępuje nadzoru.

Szczegóły znajdziesz w [dokumentacji](https://piecyk.readthedocs.io).""",
        good=[
            Good(
                "preserve",
                """# piecyk-ctl

Oparty na Raspberry Pi sterownik elektrycznego pieca ceramicznego. Obsługuje wielosegmentowe programy wypału, a przebieg temperatury zapisuje do pliku CSV.

## Jak zainstalować

```
pip install piecyk-ctl==0.4.2
```

Zanim wykonasz pierwszy wypał, musisz skalibrować termoparę: `piecyk calibrate --type K`. Konfiguracja jest zapisana w pliku `~/.config/piecyk/config.toml`; wartość klucza `max_temp` nie powinna przekraczać 1300.

## Bezpieczeństwo

- Wypału nie wolno uruchamiać bez fizycznego wyłącznika awaryjnego.
- Gdy czujnik zgłosi błąd, program może przerwać wypał – nie zastępuje on jednak nadzoru.

Więcej informacji w [dokumentacji](https://piecyk.readthedocs.io).""",
            ),
            Good(
                "preserve",
                """# piecyk-ctl — sterownik pieca ceramicznego

Program działa na Raspberry Pi i steruje elektrycznym piecem ceramicznym: realizuje programy wypału złożone z wielu segmentów i loguje przebieg temperatury do pliku CSV.

## Instalacja

Zainstaluj pakiet w wersji 0.4.2:

```
pip install piecyk-ctl==0.4.2
```

Termoparę musisz skalibrować przed pierwszym wypałem — służy do tego `piecyk calibrate --type K`. Ustawienia są w `~/.config/piecyk/config.toml`, a `max_temp` nie powinien być wyższy niż 1300.

## Bezpieczeństwo

- Bez fizycznego wyłącznika awaryjnego nie uruchamiaj wypału.
- Program może przerwać wypał po zgłoszeniu błędu przez czujnik, ale nie zastępuje nadzoru.

Pełna [dokumentacja](https://piecyk.readthedocs.io).""",
            ),
            Good(
                "en",
                """# piecyk-ctl

A Raspberry Pi-based controller for an electric ceramic kiln. It supports multi-segment firing programs and logs the temperature curve to a CSV file.

## Installation

```
pip install piecyk-ctl==0.4.2
```

Before the first firing you must calibrate the thermocouple with `piecyk calibrate --type K`. The configuration file lives in `~/.config/piecyk/config.toml`; the value of the `max_temp` key should not exceed 1300.

## Safety

- Do not start a firing without a physical emergency stop switch.
- The program may abort a firing if the sensor reports an error, but it does not replace supervision.

See the [documentation](https://piecyk.readthedocs.io) for details.""",
            ),
        ],
        bad=[
            Slip(0, [("## Bezpieczeństwo\n", "Bezpieczeństwo\n")], "markdown"),
            Slip(1, [("Termoparę musisz skalibrować", "Termoparę warto skalibrować")], "modality"),
            Slip(2, [("`piecyk calibrate --type K`", "`piecyk calibrate --type J`")], "code"),
        ],
    ),
    Case(
        key="pl-knitting-pattern-shop-api-docs",
        source="""## Pobieranie wzorów przez API

Sklep Oczko udostępnia wzory dziergania przez REST API. Każde żądanie musi zawierać nagłówek `X-Api-Key` z kluczem wygenerowanym w panelu sprzedawcy.

| Endpoint | Opis |
|---|---|
| `GET /v2/patterns` | lista wzorów, maks. 50 na stronę |
| `GET /v2/patterns/{id}/pdf` | plik PDF wzoru |

Paginację obsługuje parametr `page`, numerowany od 1. Limit wynosi 600 żądań na godzinę; po jego przekroczeniu serwer zwraca kod 429. Klucza nie należy umieszczać w kodzie wykonywanym w przeglądarce. Pliki PDF są dostępne tylko dla wzorów opłaconych przez danego klienta.""",
        good=[
            Good(
                "preserve",
                """## Pobieranie wzorów przez API

Wzory dziergania ze sklepu Oczko można pobierać przez REST API. W każdym żądaniu musi się znaleźć nagłówek `X-Api-Key` z kluczem wygenerowanym w panelu sprzedawcy.

| Endpoint | Do czego służy |
|---|---|
| `GET /v2/patterns` | lista wzorów, najwyżej 50 na stronę |
| `GET /v2/patterns/{id}/pdf` | PDF z wzorem |

Kolejne strony wybierasz parametrem `page` (numeracja od 1). Możesz wysłać do 600 żądań na godzinę – po przekroczeniu limitu serwer odpowie kodem 429. Nie należy umieszczać klucza w kodzie działającym w przeglądarce. PDF jest dostępny wyłącznie dla wzorów, za które dany klient zapłacił.""",
            ),
            Good(
                "preserve",
                """## Pobieranie wzorów przez API

Sklep Oczko oferuje REST API do pobierania wzorów dziergania. Dostępne endpointy:

- `GET /v2/patterns` – lista wzorów (maksymalnie 50 na stronę; paginacja parametrem `page`, liczonym od 1),
- `GET /v2/patterns/{id}/pdf` – plik PDF wzoru, dostępny tylko dla wzorów opłaconych przez danego klienta.

Każde żądanie musi mieć nagłówek `X-Api-Key` z kluczem wygenerowanym w panelu sprzedawcy. Klucza nie należy osadzać w kodzie wykonywanym w przeglądarce. Obowiązuje limit 600 żądań na godzinę, a jego przekroczenie kończy się kodem 429.""",
            ),
            Good(
                "en",
                """## Downloading patterns via the API

The Oczko shop provides its knitting patterns through a REST API. Every request must include an `X-Api-Key` header containing a key generated in the seller panel.

| Endpoint | Description |
|---|---|
| `GET /v2/patterns` | list of patterns, max. 50 per page |
| `GET /v2/patterns/{id}/pdf` | the pattern's PDF file |

Pagination is handled by the `page` parameter, numbered from 1. The limit is 600 requests per hour; once it is exceeded, the server returns status code 429. The key should not be placed in code that runs in the browser. PDF files are available only for patterns the customer in question has paid for.""",
            ),
        ],
        bad=[
            Slip(0, [("| `GET /v2/patterns/{id}/pdf` | PDF z wzorem |\n", "")], "markdown"),
            Slip(1, [("nagłówek `X-Api-Key`", "nagłówek `X-Api-Token`")], "code"),
            Slip(2, [("600 requests per hour", "6000 requests per hour")], "number"),
        ],
    ),
    Case(
        key="pl-plant-dye-wool-literature-note",
        source="Notatka z przeglądu literatury o barwnikach roślinnych do wełny. Według Kowalskiej i Nowaka (2019, „Fibres & Textiles in Eastern Europe”, 27(4), s. 88–94) wełna barwiona marzanną zachowuje około 80% intensywności koloru po 20 praniach, jeśli zastosowano zaprawę ałunową. Wyniki dla łupin orzecha włoskiego są mniej jednoznaczne: autorzy sugerują, że trwałość może zależeć od twardości wody. Nowsze badanie Lindqvist (2022, doi:10.1016/j.dyepig.2022.110345) wskazuje, że zaprawa z siarczanu żelaza prawdopodobnie osłabia włókno przy stężeniu powyżej 4%. Dla naszej pracowni wniosek jest ostrożny: ałun wydaje się najbezpieczniejszym wyborem, ale potrzebne są własne próby na małych motkach.",
        good=[
            Good(
                "preserve",
                "Przegląd literatury – barwniki roślinne do wełny (notatka):\n"
                "- Kowalska i Nowak (2019, „Fibres & Textiles in Eastern Europe”, 27(4), s. 88–94): wełna barwiona marzanną na zaprawie ałunowej zachowuje po 20 praniach około 80% intensywności koloru.\n"
                "- Łupiny orzecha włoskiego: wyniki mniej jednoznaczne; według sugestii autorów trwałość może zależeć od twardości wody.\n"
                "- Lindqvist (2022, doi:10.1016/j.dyepig.2022.110345): zaprawa z siarczanu żelaza w stężeniu powyżej 4% prawdopodobnie osłabia włókno.\n\n"
                "Wniosek dla pracowni (ostrożny): ałun wydaje się najbezpieczniejszą opcją, ale potrzebne są własne próby na małych motkach.",
            ),
            Good(
                "preserve",
                "Co mówi literatura o barwieniu wełny roślinami? Kowalska i Nowak (2019, „Fibres & Textiles in Eastern Europe”, 27(4), s. 88–94) podają, że wełna farbowana marzanną z użyciem zaprawy ałunowej zachowuje po 20 praniach około 80% intensywności barwy. W przypadku łupin orzecha włoskiego wyniki nie są tak jednoznaczne, a autorzy sugerują, że trwałość może zależeć od twardości wody. Z nowszej pracy Lindqvist (2022, doi:10.1016/j.dyepig.2022.110345) wynika, że siarczan żelaza jako zaprawa prawdopodobnie osłabia włókno, jeśli jego stężenie przekracza 4%. Wniosek dla naszej pracowni jest ostrożny: najbezpieczniejszy wydaje się ałun, ale i tak potrzebujemy własnych prób na małych motkach.",
            ),
            Good(
                "en",
                "Notes from a literature review on plant dyes for wool. According to Kowalska and Nowak (2019, Fibres & Textiles in Eastern Europe, 27(4), pp. 88–94), wool dyed with madder retains about 80% of its colour intensity after 20 washes if an alum mordant was used. The results for walnut hulls are less clear-cut: the authors suggest that fastness may depend on water hardness. A more recent study by Lindqvist (2022, doi:10.1016/j.dyepig.2022.110345) indicates that an iron sulphate mordant probably weakens the fibre at concentrations above 4%. For our studio the conclusion is cautious: alum seems to be the safest choice, but we need to run our own tests on small skeins.",
            ),
        ],
        bad=[
            Slip(0, [("Kowalska i Nowak (2019", "Kowalska i Nowak (2017")], "citation"),
            Slip(
                1, [("najbezpieczniejszy wydaje się ałun", "najbezpieczniejszy jest ałun")], "hedge"
            ),
            Slip(
                2,
                [
                    (
                        "alum seems to be the safest choice,",
                        "alum seems to be the safest choice, and also the cheapest one,",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-bookbinding-workshops-newsletter-november-dates",
        source="Drodzy uczestnicy, w przyszłym miesiącu ruszamy z nową edycją warsztatów introligatorskich. Zajęcia z oprawy koptyjskiej odbędą się w sobotę 8 listopada, a z oprawy japońskiej – tydzień później, 15 listopada, zawsze od 10:00 do 15:00. Materiały są wliczone w cenę, więc nie musicie niczego kupować wcześniej. Prosimy jedynie o przyniesienie fartucha, bo klej introligatorski nie zawsze daje się sprać. Z uwagi na pracę z nożami warsztaty nie są przeznaczone dla dzieci poniżej 14 lat. Zapisy przyjmujemy do 31 października. Jeżeli nie możecie przyjść, dajcie znać co najmniej trzy dni wcześniej – zwolnione miejsce przekażemy osobie z listy rezerwowej.",
        good=[
            Good(
                "preserve",
                "Kochani, w przyszłym miesiącu startuje nowa edycja warsztatów introligatorskich! Oprawę koptyjską robimy w sobotę 8 listopada, a japońską tydzień później, 15 listopada – oba spotkania w godz. 10:00–15:00. Materiały są w cenie, więc nie musicie niczego kupować z wyprzedzeniem. Przynieście tylko fartuch: klej introligatorski nie zawsze schodzi w praniu. Pracujemy z nożami, dlatego warsztaty nie są przeznaczone dla dzieci poniżej 14 lat. Zapisy trwają do 31 października. Jeśli nie dacie rady przyjść, dajcie nam znać co najmniej trzy dni wcześniej – wasze miejsce dostanie wtedy osoba z listy rezerwowej.",
            ),
            Good(
                "preserve",
                "Szanowni Państwo,\n\n"
                "uprzejmie informujemy, że w przyszłym miesiącu rozpoczyna się nowa edycja warsztatów introligatorskich:\n"
                "- oprawa koptyjska – sobota, 8 listopada, godz. 10:00–15:00,\n"
                "- oprawa japońska – tydzień później, 15 listopada, godz. 10:00–15:00.\n\n"
                "Materiały są wliczone w cenę, dlatego nie ma potrzeby dokonywania wcześniejszych zakupów. Prosimy wyłącznie o zabranie fartucha, ponieważ klej introligatorski nie zawsze udaje się sprać. Ze względu na pracę z nożami warsztaty nie są przeznaczone dla dzieci poniżej 14 lat. Zgłoszenia przyjmujemy do 31 października. W razie nieobecności prosimy o informację co najmniej trzy dni wcześniej, aby zwolnione miejsce mogła zająć osoba z listy rezerwowej.",
            ),
            Good(
                "en",
                "Dear participants, next month we are launching a new round of bookbinding workshops. The Coptic binding class will take place on Saturday 8 November, and the Japanese binding class a week later, on 15 November, both from 10 a.m. to 3 p.m. Materials are included in the price, so you don't need to buy anything in advance. We only ask you to bring an apron, as bookbinding glue doesn't always wash out. Because the work involves knives, the workshops are not intended for children under 14. Registration is open until 31 October. If you can't come, let us know at least three days in advance – we will pass the freed-up place on to someone from the waiting list.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "warsztaty nie są przeznaczone dla dzieci poniżej 14 lat",
                        "warsztaty są przeznaczone także dla dzieci poniżej 14 lat",
                    )
                ],
                "negation",
            ),
            Slip(1, [("do 31 października", "do 24 października")], "date"),
            Slip(
                2,
                [
                    (
                        "We only ask you to bring an apron, as bookbinding glue doesn't always wash out. Because the work involves knives, the workshops are not intended for children under 14.",
                        "Prosimy jedynie o przyniesienie fartucha, bo klej introligatorski nie zawsze daje się sprać. Z uwagi na pracę z nożami warsztaty nie są przeznaczone dla dzieci poniżej 14 lat.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-craft-fair-stall-regulations-extract",
        source="Wyciąg z regulaminu Jarmarku Rękodzieła na Rynku w Kazimierzu Dolnym. § 4 ust. 2: Wystawca musi posiadać aktualny wpis do CEIDG albo prowadzić działalność nierejestrowaną w rozumieniu art. 5 ustawy – Prawo przedsiębiorców. § 6: Opłata za stoisko o wymiarach 3 × 3 m wynosi 350 zł za cały weekend i jest płatna przelewem najpóźniej 14 dni przed jarmarkiem. § 7 ust. 1: Wystawca może sprzedawać wyłącznie wyroby własnej produkcji; odsprzedaż towarów fabrycznych jest zabroniona. § 9: Stoisko należy rozstawić do 8:30, a zwinąć nie wcześniej niż o 18:00. § 11: Organizator może usunąć z jarmarku wystawcę, który narusza regulamin, bez zwrotu opłaty.",
        good=[
            Good(
                "preserve",
                "Najważniejsze zasady z regulaminu Jarmarku Rękodzieła na Rynku w Kazimierzu Dolnym:\n"
                "- § 4 ust. 2 – wystawca musi mieć aktualny wpis do CEIDG albo prowadzić działalność nierejestrowaną w rozumieniu art. 5 ustawy – Prawo przedsiębiorców.\n"
                "- § 6 – stoisko 3 × 3 m kosztuje 350 zł za cały weekend; opłatę wnosi się przelewem najpóźniej 14 dni przed jarmarkiem.\n"
                "- § 7 ust. 1 – wystawca może sprzedawać tylko wyroby własnej produkcji, odsprzedaż towarów fabrycznych jest zakazana.\n"
                "- § 9 – stoisko trzeba rozstawić do 8:30 i zwinąć nie wcześniej niż o 18:00.\n"
                "- § 11 – wystawcę naruszającego regulamin organizator może usunąć z jarmarku bez zwrotu opłaty.",
            ),
            Good(
                "preserve",
                "Jeśli chcesz wystawiać się na Jarmarku Rękodzieła na Rynku w Kazimierzu Dolnym, zwróć uwagę na kilka punktów regulaminu. Zgodnie z § 4 ust. 2 musisz mieć aktualny wpis do CEIDG albo prowadzić działalność nierejestrowaną w rozumieniu art. 5 ustawy – Prawo przedsiębiorców. Za stoisko 3 × 3 m zapłacisz 350 zł za cały weekend, przelewem, najpóźniej 14 dni przed jarmarkiem (§ 6). § 7 ust. 1 pozwala sprzedawać wyłącznie wyroby własnej produkcji – odsprzedaż towarów fabrycznych jest zabroniona. Stoisko musisz rozstawić do 8:30 i nie możesz go zwinąć przed 18:00 (§ 9). Jeśli naruszysz regulamin, organizator może usunąć Cię z jarmarku bez zwrotu opłaty (§ 11).",
            ),
            Good(
                "en",
                "Extract from the rules of the Handicraft Fair on the Market Square in Kazimierz Dolny. § 4(2): An exhibitor must hold a current entry in CEIDG or run an unregistered business within the meaning of Article 5 of the Entrepreneurs' Law Act. § 6: The fee for a 3 × 3 m stall is PLN 350 for the whole weekend and is payable by bank transfer no later than 14 days before the fair. § 7(1): An exhibitor may sell only goods of their own making; reselling factory-made goods is prohibited. § 9: The stall must be set up by 8:30 a.m. and may not be packed up before 6:00 p.m. § 11: The organiser may remove from the fair any exhibitor who breaches the rules, without refunding the fee.",
            ),
        ],
        bad=[
            Slip(0, [("art. 5 ustawy", "art. 15 ustawy")], "legal_reference"),
            Slip(1, [("350 zł", "530 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "An exhibitor must hold a current entry",
                        "An exhibitor should hold a current entry",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-stained-glass-lead-safety-rules",
        source="Praca z witrażem w technice ołowiowej oznacza kontakt z ołowiem, dlatego w naszej pracowni obowiązuje kilka prostych zasad. Przy stole roboczym nie jemy, nie pijemy i nie dotykamy twarzy. Po zajęciach myjemy ręce wodą z mydłem; zwykłe mydło może jednak nie usuwać wszystkich drobin, więc przy dłuższej pracy warto użyć chusteczek do usuwania metali. Według wytycznych NIOSH (publikacja nr 2014-110, s. 7) regularne sprzątanie na mokro prawdopodobnie ogranicza narażenie skuteczniej niż zamiatanie. Kobiety w ciąży nie powinny brać udziału w zajęciach z lutowania. Badanie poziomu ołowiu we krwi nie jest obowiązkowe, ale zalecamy je osobom pracującym z witrażem częściej niż raz w tygodniu.",
        good=[
            Good(
                "preserve",
                "Zasady w pracowni witrażu ołowiowego (praca oznacza kontakt z ołowiem):\n"
                "1. Przy stole roboczym nie wolno jeść, pić ani dotykać twarzy.\n"
                "2. Po zajęciach myjemy ręce wodą z mydłem. Zwykłe mydło może nie usunąć wszystkich drobin, dlatego przy dłuższej pracy warto sięgnąć po chusteczki do usuwania metali.\n"
                "3. Według wytycznych NIOSH (publikacja nr 2014-110, s. 7) regularne sprzątanie na mokro prawdopodobnie skuteczniej ogranicza narażenie niż zamiatanie.\n"
                "4. Kobiety w ciąży nie powinny uczestniczyć w zajęciach z lutowania.\n"
                "5. Badanie poziomu ołowiu we krwi nie jest obowiązkowe; zalecamy je jednak osobom, które pracują z witrażem częściej niż raz w tygodniu.",
            ),
            Good(
                "preserve",
                "Witraż w technice ołowiowej to praca z ołowiem, więc w pracowni trzymamy się kilku prostych zasad. Przy stole roboczym nikt nie je, nie pije i nie dotyka twarzy. Po zajęciach myjemy ręce wodą z mydłem – pamiętaj tylko, że zwykłe mydło może nie usunąć wszystkich drobin, więc jeśli pracujesz dłużej, warto użyć chusteczek do usuwania metali. Wytyczne NIOSH (publikacja nr 2014-110, s. 7) podają, że regularne sprzątanie na mokro prawdopodobnie lepiej ogranicza narażenie niż zamiatanie. Kobiety w ciąży nie powinny brać udziału w zajęciach z lutowania. Badanie poziomu ołowiu we krwi nie jest obowiązkowe, ale zalecamy je, jeśli pracujesz z witrażem częściej niż raz w tygodniu.",
            ),
            Good(
                "en",
                "Leaded stained glass work means contact with lead, so our studio has a few simple rules. At the workbench we do not eat, drink or touch our faces. After class we wash our hands with soap and water; ordinary soap may not remove all the particles, though, so during longer sessions it is worth using metal-removal wipes. According to NIOSH guidance (publication no. 2014-110, p. 7), regular wet cleaning probably reduces exposure more effectively than sweeping. Pregnant women should not take part in soldering classes. A blood lead test is not compulsory, but we recommend it for people who work with stained glass more than once a week.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Badanie poziomu ołowiu we krwi nie jest obowiązkowe",
                        "Badanie poziomu ołowiu we krwi jest obowiązkowe",
                    )
                ],
                "negation",
            ),
            Slip(1, [("s. 7)", "s. 12)")], "citation"),
            Slip(
                2,
                [
                    (
                        "regular wet cleaning probably reduces exposure",
                        "regular wet cleaning reduces exposure",
                    )
                ],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-honey-jar-label-requirements-guide",
        source="Sprzedajesz miód z własnej pasieki w ramach rolniczego handlu detalicznego? Na etykiecie słoika muszą się znaleźć: nazwa „miód” (np. „miód wielokwiatowy”), masa netto, data minimalnej trwałości, kraj pochodzenia, imię, nazwisko i adres pszczelarza, a także weterynaryjny numer identyfikacyjny. Na słoikach od 200 do 1000 g cyfry masy netto muszą mieć co najmniej 4 mm wysokości. Miodu nie wolno sprzedawać jako „leku” ani przypisywać mu właściwości leczniczych. Datę minimalnej trwałości ustala się zwykle na 2 lata od rozlania. Słoiki powinny być nowe albo dokładnie wyparzone. Etykieta może zawierać logo pasieki i krótki opis smaku.",
        good=[
            Good(
                "preserve",
                "Etykieta miodu z własnej pasieki (rolniczy handel detaliczny) – co musi się na niej znaleźć:\n"
                "- nazwa „miód”, np. „miód wielokwiatowy”,\n"
                "- masa netto (na słoikach od 200 do 1000 g cyfry muszą mieć co najmniej 4 mm wysokości),\n"
                "- data minimalnej trwałości – zwykle ustala się ją na 2 lata od rozlania,\n"
                "- kraj pochodzenia,\n"
                "- imię, nazwisko i adres pszczelarza,\n"
                "- weterynaryjny numer identyfikacyjny.\n\n"
                "Na etykiecie możesz też umieścić logo pasieki i krótki opis smaku. Nie wolno sprzedawać miodu jako „leku” ani przypisywać mu właściwości leczniczych. Słoiki powinny być nowe lub dokładnie wyparzone.",
            ),
            Good(
                "preserve",
                "Pszczelarz sprzedający miód z własnej pasieki w ramach rolniczego handlu detalicznego ma obowiązek umieścić na etykiecie słoika nazwę „miód” (przykładowo „miód wielokwiatowy”), masę netto, datę minimalnej trwałości, kraj pochodzenia, swoje imię, nazwisko i adres oraz weterynaryjny numer identyfikacyjny. W przypadku słoików o masie od 200 do 1000 g cyfry oznaczające masę netto muszą mieć wysokość co najmniej 4 mm. Datę minimalnej trwałości wyznacza się zazwyczaj na 2 lata od rozlania. Słoiki powinny być nowe lub starannie wyparzone. Dopuszczalne jest umieszczenie na etykiecie logo pasieki i krótkiego opisu smaku, natomiast zabronione jest sprzedawanie miodu jako „leku” oraz przypisywanie mu właściwości leczniczych.",
            ),
            Good(
                "en",
                "Selling honey from your own apiary through agricultural retail trade? The jar label must show: the name “honey” (e.g. “multifloral honey”), the net weight, the best-before date, the country of origin, the beekeeper's first name, surname and address, and the veterinary identification number. On jars from 200 to 1000 g, the net weight figures must be at least 4 mm high. Honey must not be sold as a “medicine” or be credited with medicinal properties. The best-before date is usually set at 2 years from bottling. Jars should be new or thoroughly scalded. The label may include the apiary's logo and a short description of the flavour.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("- kraj pochodzenia,\n", "- kraj pochodzenia i region zbioru,\n")],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "cyfry oznaczające masę netto muszą mieć",
                        "cyfry oznaczające masę netto powinny mieć",
                    )
                ],
                "modality",
            ),
            Slip(2, [("at least 4 mm high", "at least 3 mm high")], "number"),
        ],
    ),
    Case(
        key="pl-pottery-studio-membership-faq-page",
        source="""## FAQ – członkostwo w pracowni ceramiki Glina&Ogień

**Czy muszę mieć doświadczenie?**
Nie. Przed pierwszym samodzielnym wejściem przechodzisz jednak 3-godzinne wprowadzenie do obsługi koła i pieca.

**Co obejmuje karnet miesięczny?**
- dostęp do pracowni w godzinach otwarcia,
- 10 kg gliny kamionkowej,
- wypał biskwitowy i szkliwiony.

**Czy mogę zawiesić karnet?**
Tak, raz w roku, maksymalnie na 30 dni.

**Czy mogę przyprowadzić gościa?**
Nie, goście mogą przychodzić tylko na zajęcia otwarte.

Regulamin i cennik znajdziesz [na naszej stronie](https://glinaiogien.pl/regulamin). W razie pytań pisz na kontakt@glinaiogien.pl.""",
        good=[
            Good(
                "preserve",
                """## Członkostwo w pracowni ceramiki Glina&Ogień – najczęstsze pytania

**Potrzebuję doświadczenia?**
Nie potrzebujesz. Zanim zaczniesz pracować samodzielnie, przejdziesz jednak 3-godzinne wprowadzenie do obsługi koła i pieca.

**Co dostaję w karnecie miesięcznym?**
- dostęp do pracowni w godzinach jej otwarcia,
- 10 kg gliny kamionkowej,
- wypał biskwitowy i szkliwiony.

**Czy karnet można zawiesić?**
Tak – raz w roku, najdłużej na 30 dni.

**Mogę przyjść z gościem?**
Niestety nie. Goście mogą przychodzić wyłącznie na zajęcia otwarte.

Regulamin i cennik są [na naszej stronie](https://glinaiogien.pl/regulamin), a pytania możesz kierować na kontakt@glinaiogien.pl.""",
            ),
            Good(
                "preserve",
                """## FAQ: członkostwo w Glina&Ogień

**Czy muszę mieć doświadczenie?** Nie, ale przed pierwszym samodzielnym wejściem czeka Cię 3-godzinne wprowadzenie do obsługi koła i pieca.

**Co obejmuje karnet miesięczny?**
- dostęp do pracowni w godzinach otwarcia
- 10 kg gliny kamionkowej
- wypał biskwitowy i szkliwiony

**Czy mogę zawiesić karnet?** Tak, raz w roku, maksymalnie na 30 dni.

**Czy mogę przyprowadzić gościa?** Nie – goście mogą przychodzić tylko na zajęcia otwarte.

Pełny regulamin i cennik: [glinaiogien.pl/regulamin](https://glinaiogien.pl/regulamin). Pytania: kontakt@glinaiogien.pl.""",
            ),
            Good(
                "en",
                """## FAQ – membership at the Glina&Ogień ceramics studio

**Do I need any experience?**
No. Before your first independent visit, however, you complete a 3-hour introduction to using the wheel and the kiln.

**What does the monthly pass include?**
- access to the studio during opening hours,
- 10 kg of stoneware clay,
- bisque and glaze firing.

**Can I put my pass on hold?**
Yes, once a year, for up to 30 days.

**Can I bring a guest?**
No, guests may only come to open classes.

You will find the rules and price list [on our website](https://glinaiogien.pl/regulamin). If you have any questions, write to kontakt@glinaiogien.pl.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [("- 10 kg gliny kamionkowej,\n- wypał", "- 10 kg gliny kamionkowej, wypał")],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "**Czy muszę mieć doświadczenie?** Nie, ale",
                        "**Czy muszę mieć doświadczenie?** Tak, a",
                    )
                ],
                "negation",
            ),
            Slip(2, [("kontakt@glinaiogien.pl", "kontakt@glinaogien.pl")], "url"),
        ],
    ),
    Case(
        key="pl-leather-studio-tool-rental-terms",
        source="Regulamin wypożyczalni narzędzi pracowni kaletniczej Rzemień. Narzędzia wypożyczamy na maksymalnie 7 dni; za każdą dobę zwłoki naliczamy 15 zł kary. Przy odbiorze pobieramy kaucję w wysokości 200 zł, zwracaną po oddaniu kompletnego i czystego zestawu. Klient musi okazać dokument tożsamości. Noże kaletnicze i dłutka wydajemy wyłącznie osobom pełnoletnim. Przed zwrotem narzędzia należy oczyścić z kleju i resztek skóry; nie wolno ich ostrzyć samodzielnie. Wypożyczalnia jest czynna od poniedziałku do piątku w godz. 11:00–19:00, a w soboty 10:00–14:00. Rezerwacje przyjmujemy telefonicznie pod numerem 512 304 118 lub na miejscu. Uszkodzenie narzędzia z winy klienta może skutkować potrąceniem kosztów naprawy z kaucji.",
        good=[
            Good(
                "preserve",
                "Wypożyczalnia narzędzi – pracownia kaletnicza Rzemień\n"
                "- Maksymalny okres wypożyczenia: 7 dni. Za każdą dobę zwłoki naliczamy 15 zł kary.\n"
                "- Kaucja: 200 zł, pobierana przy odbiorze i zwracana po oddaniu kompletnego, czystego zestawu.\n"
                "- Klient musi okazać dokument tożsamości.\n"
                "- Noże kaletnicze i dłutka wydajemy tylko osobom pełnoletnim.\n"
                "- Przed zwrotem narzędzia należy oczyścić z kleju i resztek skóry. Samodzielne ostrzenie jest zabronione.\n"
                "- Godziny otwarcia: pon.–pt. 11:00–19:00, sob. 10:00–14:00.\n"
                "- Rezerwacje: telefonicznie (512 304 118) lub na miejscu.\n"
                "- Jeśli narzędzie zostanie uszkodzone z winy klienta, koszty naprawy mogą zostać potrącone z kaucji.",
            ),
            Good(
                "preserve",
                "Narzędzia z pracowni kaletniczej Rzemień możesz wypożyczyć najwyżej na 7 dni – za każdą dobę spóźnienia zapłacisz 15 zł kary. Przy odbiorze wpłacasz 200 zł kaucji; oddamy ją, gdy zwrócisz kompletny i czysty zestaw. Musisz też okazać dokument tożsamości. Noże kaletnicze i dłutka wydajemy wyłącznie osobom pełnoletnim. Przed oddaniem oczyść narzędzia z kleju i resztek skóry, ale nie ostrz ich samodzielnie – to niedozwolone. Jesteśmy otwarci od poniedziałku do piątku w godz. 11:00–19:00 oraz w soboty w godz. 10:00–14:00. Rezerwację zrobisz telefonicznie pod numerem 512 304 118 albo na miejscu. Jeśli uszkodzisz narzędzie z własnej winy, koszty naprawy mogą zostać potrącone z kaucji.",
            ),
            Good(
                "en",
                "Tool rental rules of the Rzemień leatherwork studio. Tools are rented out for a maximum of 7 days; each day of delay incurs a PLN 15 penalty. On collection we take a deposit of PLN 200, which is returned once a complete and clean set is handed back. The customer must show an ID document. Leather knives and chisels are issued only to adults. Before returning the tools, you must clean off any glue and leather residue; you must not sharpen them yourself. The rental desk is open Monday to Friday from 11 a.m. to 7 p.m. and on Saturdays from 10 a.m. to 2 p.m. Bookings are accepted by phone on 512 304 118 or in person. If a tool is damaged through the customer's fault, the repair costs may be deducted from the deposit.",
            ),
        ],
        bad=[
            Slip(0, [("Kaucja: 200 zł", "Kaucja: 150 zł")], "number"),
            Slip(
                1,
                [
                    (
                        "Musisz też okazać dokument tożsamości.",
                        "Warto też okazać dokument tożsamości.",
                    )
                ],
                "modality",
            ),
            Slip(2, [("a maximum of 7 days", "a maximum of 10 days")], "date"),
        ],
    ),
    Case(
        key="pl-paper-marbling-class-cancellation-notice",
        source="Z przykrością informujemy, że sobotnie zajęcia z marmurkowania papieru metodą ebru zostały odwołane z powodu choroby prowadzącej. Nowy termin podamy najprawdopodobniej w przyszłym tygodniu, gdy tylko prowadząca wróci do zdrowia. Wpłaty nie przepadają: możecie przenieść je na nowy termin albo poprosić o zwrot, który zrealizujemy w ciągu 5 dni roboczych. Przygotowanej wcześniej kąpieli z karagenu nie da się przechować dłużej niż kilka dni, dlatego prawdopodobnie przygotujemy ją od nowa. Osoby, które już kupiły własne farby, nie muszą kupować ich ponownie – zachowują one trwałość przez wiele miesięcy. Przepraszamy za kłopot i dziękujemy za wyrozumiałość.",
        good=[
            Good(
                "preserve",
                "Niestety musimy odwołać sobotnie zajęcia z marmurkowania papieru techniką ebru – prowadząca zachorowała. Nowy termin ogłosimy najprawdopodobniej w przyszłym tygodniu, kiedy tylko wróci do zdrowia. Wasze wpłaty nie przepadają: możecie przenieść je na nowy termin albo poprosić o zwrot, który zrobimy w ciągu 5 dni roboczych. Kąpieli z karagenu, którą przygotowaliśmy wcześniej, nie da się przechować dłużej niż kilka dni, więc prawdopodobnie zrobimy ją od nowa. Jeśli kupiliście już własne farby, nie musicie kupować ich jeszcze raz – zachowują trwałość przez wiele miesięcy. Przepraszamy za zamieszanie i dziękujemy za wyrozumiałość!",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że ze względu na chorobę prowadzącej sobotnie zajęcia z marmurkowania papieru metodą ebru zostały odwołane. Nowy termin zostanie podany najprawdopodobniej w przyszłym tygodniu, po powrocie prowadzącej do zdrowia. Dokonane wpłaty nie przepadają – można przenieść je na nowy termin lub wystąpić o zwrot, który zostanie zrealizowany w ciągu 5 dni roboczych. Ponieważ przygotowanej uprzednio kąpieli z karagenu nie można przechowywać dłużej niż kilka dni, prawdopodobnie zostanie ona przygotowana ponownie. Uczestnicy, którzy zakupili już własne farby, nie muszą kupować ich ponownie, gdyż farby te zachowują trwałość przez wiele miesięcy. Przepraszamy za niedogodności i dziękujemy za wyrozumiałość.",
            ),
            Good(
                "en",
                "We are sorry to let you know that Saturday's ebru paper marbling class has been cancelled because the instructor is ill. We will most likely announce a new date next week, as soon as she has recovered. Your payments are not lost: you can transfer them to the new date or ask for a refund, which we will process within 5 working days. The carrageenan bath we prepared earlier cannot be kept for more than a few days, so we will probably make it again from scratch. If you have already bought your own paints, you do not need to buy them again – they keep for many months. We apologise for the inconvenience and thank you for your understanding.",
            ),
        ],
        bad=[
            Slip(0, [("Wasze wpłaty nie przepadają", "Wasze wpłaty przepadają")], "negation"),
            Slip(
                1,
                [
                    (
                        "Nowy termin zostanie podany najprawdopodobniej w przyszłym tygodniu",
                        "Nowy termin zostanie podany w przyszłym tygodniu",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [("because the instructor is ill.", "because the instructor is ill with the flu.")],
                "invented_fact",
            ),
        ],
    ),
]
