# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 118: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-pracownia-lutnicza-przyjmowanie-instrumentow-naprawy",
        source=(
            "Pracownia lutnicza przyjmuje skrzypce, altówki i wiolonczele do przeglądu wyłącznie po wcześniejszym umówieniu terminu. "
            "Standardowa wymiana strun wraz z regulacją podstawka kosztuje 180 zł, a ustawienie duszy 120 zł. "
            "Naprawa pęknięć płyty wierzchniej wyceniana jest indywidualnie, zwykle po oględzinach trwających około 30 minut. "
            "Nie wymieniamy lakieru na instrumentach starszych niż sto lat bez pisemnej zgody właściciela. "
            "Czas oczekiwania na naprawę wynosi prawdopodobnie od dwóch do czterech tygodni, w zależności od dostępności drewna świerkowego. "
            "Instrumenty nieodebrane w ciągu 90 dni od zakończenia naprawy przechowujemy za opłatą 5 zł za dobę."
        ),
        good=[
            Good(
                "preserve",
                "Skrzypce, altówkę lub wiolonczelę możesz oddać do przeglądu w naszej pracowni tylko wtedy, gdy wcześniej umówisz termin. "
                "Za standardową wymianę strun z regulacją podstawka zapłacisz 180 zł, a za ustawienie duszy 120 zł. "
                "Pęknięcia płyty wierzchniej wyceniamy indywidualnie — zazwyczaj po oględzinach, które trwają mniej więcej pół godziny. "
                "Jeśli Twój instrument ma ponad sto lat, nie wymieniamy jego lakieru bez Twojej pisemnej zgody. "
                "Na naprawę poczekasz prawdopodobnie od dwóch do czterech tygodni, zależnie od tego, czy dostępne jest drewno świerkowe. "
                "Gdy nie odbierzesz instrumentu w ciągu 90 dni od zakończenia naprawy, będziemy go przechowywać za 5 zł za każdą dobę.",
            ),
            Good(
                "preserve",
                "Zasady przyjmowania instrumentów w pracowni lutniczej:\n"
                "- skrzypce, altówki i wiolonczele przyjmujemy do przeglądu jedynie po uprzednim uzgodnieniu terminu;\n"
                "- wymiana strun wraz z regulacją podstawka: 180 zł; ustawienie duszy: 120 zł;\n"
                "- pęknięcia płyty wierzchniej: wycena indywidualna, zwykle po około 30-minutowych oględzinach;\n"
                "- lakier instrumentów liczących ponad sto lat wymieniamy wyłącznie za pisemną zgodą właściciela;\n"
                "- przewidywany czas oczekiwania: prawdopodobnie dwa do czterech tygodni, zależnie od dostępności drewna świerkowego;\n"
                "- instrumenty nieodebrane w ciągu 90 dni od zakończenia naprawy przechowujemy odpłatnie (5 zł za dobę).",
            ),
            Good(
                "en",
                "Our violin-making workshop accepts violins, violas and cellos for inspection only by prior appointment. "
                "A standard string change with bridge adjustment costs PLN 180, and setting the soundpost costs PLN 120. "
                "Cracks in the top plate are priced individually, usually after an inspection lasting about 30 minutes. "
                "We do not replace the varnish on instruments more than a hundred years old without the owner's written consent. "
                "You will probably wait two to four weeks for a repair, depending on the availability of spruce wood. "
                "Instruments not collected within 90 days of the repair's completion are stored for a fee of PLN 5 per day.",
            ),
        ],
        bad=[
            Slip(0, [("nie wymieniamy jego lakieru", "wymieniamy jego lakier")], "negation"),
            Slip(1, [("ustawienie duszy: 120 zł", "ustawienie duszy: 150 zł")], "number"),
            Slip(2, [("You will probably wait", "You will wait")], "hedge"),
        ],
    ),
    Case(
        key="pl-hodowla-alpak-zasady-odwiedzin-goscie",
        source=(
            "Zasady odwiedzin w naszej hodowli alpak obowiązują od 1 kwietnia 2025 roku. "
            "Zwiedzanie odbywa się w soboty i niedziele w godzinach 10:00–16:00, a grupy zorganizowane muszą zgłosić przyjazd co najmniej tydzień wcześniej. "
            "Alpaki wolno karmić wyłącznie granulatem kupionym na miejscu; przyniesione z domu pieczywo i warzywa mogą im zaszkodzić. "
            "Dzieci do lat 12 powinny przebywać na wybiegu pod opieką dorosłego. "
            "Psy muszą zostać w samochodzie lub na parkingu, ponieważ alpaki bardzo się ich boją. "
            "W okresie strzyży, przypadającym zwykle na przełom maja i czerwca, część wybiegów może być zamknięta dla gości."
        ),
        good=[
            Good(
                "preserve",
                "Od 1 kwietnia 2025 r. w naszej hodowli alpak obowiązują następujące zasady odwiedzin:\n"
                "1. Zwiedzać można w soboty i niedziele, od 10:00 do 16:00.\n"
                "2. Grupy zorganizowane muszą zgłosić przyjazd z co najmniej tygodniowym wyprzedzeniem.\n"
                "3. Alpaki można karmić tylko granulatem kupionym na miejscu — pieczywo czy warzywa przyniesione z domu mogą im zaszkodzić.\n"
                "4. Dzieci do lat 12 powinny przebywać na wybiegu pod opieką osoby dorosłej.\n"
                "5. Psy muszą zostać w samochodzie albo na parkingu, bo alpaki bardzo się ich boją.\n"
                "6. W czasie strzyży, zwykle na przełomie maja i czerwca, niektóre wybiegi mogą być zamknięte dla gości.",
            ),
            Good(
                "preserve",
                "Od 1 kwietnia 2025 roku gości naszej hodowli alpak obowiązują poniższe reguły. "
                "Hodowlę można zwiedzać w weekendy, czyli w soboty i niedziele, między 10:00 a 16:00; przyjazd grupy zorganizowanej musi zostać zgłoszony najpóźniej na tydzień przed wizytą. "
                "Do karmienia zwierząt wolno używać jedynie granulatu sprzedawanego na miejscu, gdyż przywiezione z domu pieczywo i warzywa mogą alpakom zaszkodzić. "
                "Psy muszą pozostać w samochodzie lub na parkingu — alpaki bardzo się ich boją. "
                "Dzieci do lat 12 powinny przebywać na wybiegu pod opieką dorosłego. "
                "Trzeba też pamiętać, że w czasie strzyży, która przypada zazwyczaj na przełom maja i czerwca, część wybiegów może być niedostępna dla gości.",
            ),
            Good(
                "en",
                "From 1 April 2025, the following visiting rules apply at our alpaca farm. "
                "Visits take place on Saturdays and Sundays between 10 a.m. and 4 p.m., and organised groups must register their visit at least a week in advance. "
                "The alpacas may be fed only with pellets bought on site; bread and vegetables brought from home can harm them. "
                "Children up to the age of 12 should stay in the paddock under the supervision of an adult. "
                "Dogs must remain in the car or in the car park, as alpacas are very afraid of them. "
                "During shearing, which usually falls at the turn of May and June, some paddocks may be closed to visitors.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Grupy zorganizowane muszą zgłosić", "Grupy zorganizowane powinny zgłosić")],
                "modality",
            ),
            Slip(1, [("na przełom maja i czerwca", "na przełom kwietnia i maja")], "date"),
            Slip(
                2,
                [
                    (
                        "with pellets bought on site;",
                        "with pellets bought on site and approved by our veterinarian;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-spoldzielnia-mleczarska-walne-zgromadzenie-zawiadomienie",
        source=(
            "Zarząd Spółdzielni Mleczarskiej „Dolina Bugu” zawiadamia, że Walne Zgromadzenie członków odbędzie się 14 czerwca 2025 r. o godz. 11:00 w świetlicy zakładu przy ul. Polnej 8 w Siemiatyczach. "
            "Zgodnie z § 23 ust. 2 statutu sprawozdanie finansowe za 2024 rok zostanie wyłożone do wglądu w biurze spółdzielni na 14 dni przed zgromadzeniem. "
            "Na podstawie art. 36 § 3 ustawy — Prawo spółdzielcze członek może brać udział w obradach osobiście lub przez pełnomocnika, który nie może jednak zastępować więcej niż jednego członka. "
            "Projekty uchwał i wnioski przyjmujemy do 31 maja. "
            "W porządku obrad przewidziano między innymi podział nadwyżki bilansowej w wysokości 1,2 mln zł."
        ),
        good=[
            Good(
                "preserve",
                "Walne Zgromadzenie członków Spółdzielni Mleczarskiej „Dolina Bugu” zbierze się 14 czerwca 2025 r. o 11:00 w świetlicy zakładu (ul. Polna 8, Siemiatycze) — informuje zarząd. "
                "Jednym z punktów obrad będzie podział nadwyżki bilansowej wynoszącej 1,2 mln zł. "
                "Sprawozdanie finansowe za 2024 rok będzie można przejrzeć w biurze spółdzielni na 14 dni przed zgromadzeniem, zgodnie z § 23 ust. 2 statutu. "
                "Członek może uczestniczyć w obradach osobiście albo przez pełnomocnika; jak stanowi art. 36 § 3 ustawy — Prawo spółdzielcze, pełnomocnik nie może zastępować więcej niż jednego członka. "
                "Projekty uchwał i wnioski są przyjmowane do 31 maja.",
            ),
            Good(
                "preserve",
                "Zarząd SM „Dolina Bugu” zawiadamia o Walnym Zgromadzeniu członków:\n"
                "• termin: 14 czerwca 2025 r., godz. 11:00;\n"
                "• miejsce: świetlica zakładu, ul. Polna 8, Siemiatycze;\n"
                "• sprawozdanie finansowe za 2024 r.: do wglądu w biurze spółdzielni na 14 dni przed zgromadzeniem (§ 23 ust. 2 statutu);\n"
                "• udział: osobiście lub przez pełnomocnika, przy czym pełnomocnik nie może reprezentować więcej niż jednego członka (art. 36 § 3 ustawy — Prawo spółdzielcze);\n"
                "• projekty uchwał i wnioski: do 31 maja;\n"
                "• w porządku obrad m.in. podział nadwyżki bilansowej w kwocie 1,2 mln zł.",
            ),
            Good(
                "en",
                "The Management Board of the “Dolina Bugu” Dairy Cooperative gives notice that the General Assembly of members will be held on 14 June 2025 at 11:00 in the plant's common room at ul. Polna 8 in Siemiatycze. "
                "In accordance with § 23(2) of the statutes, the financial statements for 2024 will be available for inspection at the cooperative's office 14 days before the assembly. "
                "Under Article 36 § 3 of the Cooperative Law Act, a member may take part in person or through a proxy, but a proxy may not represent more than one member. "
                "Draft resolutions and motions will be accepted until 31 May. "
                "The agenda includes, among other items, the distribution of the balance-sheet surplus of PLN 1.2 million.",
            ),
        ],
        bad=[
            Slip(0, [("art. 36 § 3 ustawy", "art. 35 § 3 ustawy")], "legal_reference"),
            Slip(1, [("w kwocie 1,2 mln zł", "w kwocie 1,8 mln zł")], "number"),
            Slip(2, [("but a proxy may not represent", "and a proxy may represent")], "negation"),
        ],
    ),
    Case(
        key="pl-archeologia-podwodna-wrak-kogi-zatoka",
        source=(
            "Wrak odkryty w 2021 roku na głębokości 22 metrów w Zatoce Gdańskiej to najprawdopodobniej koga z połowy XIV wieku. "
            "Analiza dendrochronologiczna poszycia wskazuje, że dęby użyte do budowy ścięto około 1355 roku, prawdopodobnie na terenie dzisiejszego Pomorza "
            "(Kowalczyk i Nowak 2023, „Studia Maritima Archaeologica” 30, s. 45–67). "
            "Zachowało się mniej więcej 60% kadłuba, w tym fragment tylnicy z mocowaniem steru zawiasowego. "
            "Nurkowie nie podnieśli dotąd żadnych elementów konstrukcji; wydobyto jedynie 140 drobnych zabytków, głównie ceramikę i skórzane obuwie. "
            "Kolejny sezon badań zaplanowano na lipiec i sierpień 2025 roku, o ile pozwolą na to warunki pogodowe."
        ),
        good=[
            Good(
                "preserve",
                "W 2021 roku w Zatoce Gdańskiej, 22 metry pod powierzchnią, natrafiono na wrak — najprawdopodobniej kogi z połowy XIV wieku. "
                "Badania dendrochronologiczne poszycia wskazują, że dęby, z których ją zbudowano, ścięto około 1355 roku, prawdopodobnie na obszarze dzisiejszego Pomorza "
                "(Kowalczyk i Nowak 2023, „Studia Maritima Archaeologica” 30, s. 45–67). "
                "Przetrwało mniej więcej 60% kadłuba, a wśród zachowanych części jest fragment tylnicy z mocowaniem steru zawiasowego. "
                "Jak dotąd nurkowie nie wydobyli żadnego elementu konstrukcji — na powierzchnię trafiło wyłącznie 140 drobnych zabytków, przede wszystkim ceramika i skórzane buty. "
                "Następny sezon badań przewidziano na lipiec i sierpień 2025 roku, jeśli pogoda na to pozwoli.",
            ),
            Good(
                "preserve",
                "Najważniejsze ustalenia dotyczące wraku z Zatoki Gdańskiej:\n"
                "- odkryty w 2021 r. na głębokości 22 m; najprawdopodobniej koga z połowy XIV w.;\n"
                "- według dendrochronologii poszycia dęby ścięto około 1355 r., prawdopodobnie na terenie dzisiejszego Pomorza (Kowalczyk i Nowak 2023, „Studia Maritima Archaeologica” 30, s. 45–67);\n"
                "- zachowało się ok. 60% kadłuba, w tym fragment tylnicy z mocowaniem steru zawiasowego;\n"
                "- nie podniesiono dotąd żadnych elementów konstrukcji, wydobyto tylko 140 drobnych zabytków (głównie ceramikę i skórzane obuwie);\n"
                "- następny sezon badań: lipiec–sierpień 2025 r., o ile pozwoli pogoda.",
            ),
            Good(
                "en",
                "The wreck discovered in 2021 at a depth of 22 metres in the Gulf of Gdańsk is most probably a cog from the mid-14th century. "
                "Dendrochronological analysis of the planking indicates that the oaks used to build it were felled around 1355, probably in what is now Pomerania "
                "(Kowalczyk and Nowak 2023, Studia Maritima Archaeologica 30, pp. 45–67). "
                "Roughly 60% of the hull has survived, including part of the sternpost with the fitting for a hinged rudder. "
                "Divers have not yet raised any structural elements; only 140 small finds have been recovered, mainly pottery and leather footwear. "
                "The next research season is planned for July and August 2025, weather permitting.",
            ),
        ],
        bad=[
            Slip(0, [("(Kowalczyk i Nowak 2023,", "(Kowalski i Nowak 2023,")], "citation"),
            Slip(1, [("; najprawdopodobniej koga z połowy", "; to koga z połowy")], "hedge"),
            Slip(2, [("for July and August 2025", "for August and September 2025")], "date"),
        ],
    ),
    Case(
        key="pl-warsztaty-kaligrafii-pioro-szerokie-zapisy",
        source=(
            "Zapraszamy na weekendowe warsztaty kaligrafii piórem szerokim, które poprowadzi Marta Zielińska. "
            "Zajęcia odbędą się 8 i 9 marca 2025 r. w Domu Kultury „Zacisze” w Krakowie, w obu dniach od 10:00 do 15:00. "
            "Zapisy przyjmujemy wyłącznie przez formularz na stronie https://zacisze.krakow.pl/kaligrafia; zgłoszeń telefonicznych nie uwzględniamy. "
            "Opłata wynosi 280 zł i obejmuje papier oraz tusz, ale stalówki i obsadki każdy uczestnik musi przynieść własne. "
            "Osoby bez doświadczenia mogą śmiało się zapisać — nie jest wymagana znajomość żadnego kroju pisma. "
            "W razie rezygnacji później niż 7 dni przed warsztatami opłata nie podlega zwrotowi."
        ),
        good=[
            Good(
                "preserve",
                "Masz ochotę spróbować kaligrafii piórem szerokim? Marta Zielińska poprowadzi weekendowe warsztaty 8 i 9 marca 2025 r. w Domu Kultury „Zacisze” w Krakowie — w obu dniach od 10:00 do 15:00. "
                "Zapiszesz się tylko przez formularz na https://zacisze.krakow.pl/kaligrafia, bo telefonicznych zgłoszeń nie bierzemy pod uwagę. "
                "Udział kosztuje 280 zł; w cenie są papier i tusz, natomiast stalówki i obsadki musisz przynieść własne. "
                "Nie masz doświadczenia? Nic nie szkodzi, możesz się zapisać, bo nie wymagamy znajomości żadnego kroju pisma. "
                "Pamiętaj, że jeśli zrezygnujesz później niż 7 dni przed warsztatami, opłata nie zostanie Ci zwrócona.",
            ),
            Good(
                "preserve",
                "Serdecznie zapraszamy na weekendowe warsztaty kaligrafii piórem szerokim prowadzone przez Martę Zielińską, które odbędą się 8 i 9 marca 2025 r. w Domu Kultury „Zacisze” w Krakowie, każdego dnia w godz. 10:00–15:00. "
                "Zgłoszenia są przyjmowane jedynie za pośrednictwem formularza dostępnego pod adresem https://zacisze.krakow.pl/kaligrafia; zapisy telefoniczne nie będą uwzględniane. "
                "Koszt udziału to 280 zł (papier i tusz w cenie). Uczestnicy muszą przynieść własne stalówki i obsadki. "
                "Na warsztaty mogą zapisać się również osoby bez doświadczenia, ponieważ znajomość krojów pisma nie jest wymagana. "
                "Przy rezygnacji zgłoszonej później niż na 7 dni przed zajęciami opłata nie jest zwracana.",
            ),
            Good(
                "en",
                "Join us for a weekend broad-nib calligraphy workshop led by Marta Zielińska. "
                "It takes place on 8 and 9 March 2025 at the “Zacisze” Cultural Centre in Kraków, from 10:00 to 15:00 on both days. "
                "Registration is only possible via the form at https://zacisze.krakow.pl/kaligrafia; we do not accept sign-ups by phone. "
                "The fee is PLN 280 and covers paper and ink, but every participant must bring their own nibs and pen holders. "
                "Beginners are welcome to sign up — no knowledge of any script is required. "
                "If you cancel later than 7 days before the workshop, the fee is not refundable.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("https://zacisze.krakow.pl/kaligrafia", "https://zacisze.krakow.pl/warsztaty")],
                "url",
            ),
            Slip(1, [("Uczestnicy muszą przynieść", "Uczestnicy mogą przynieść")], "modality"),
            Slip(2, [("the fee is not refundable", "the fee is refundable")], "negation"),
        ],
    ),
    Case(
        key="pl-szkolka-lesna-sadzonki-korzen-odkryty",
        source=(
            "Sadzonki z naszej szkółki leśnej wysyłamy z odkrytym systemem korzeniowym, dlatego należy je posadzić możliwie szybko, najlepiej w ciągu 48 godzin od odbioru. "
            "Do tego czasu korzenie trzeba chronić przed wysychaniem, np. przykrywając je wilgotną jutą. "
            "Buk i dąb sadzi się w rozstawie 1,5 × 1 m, co daje około 6700 sadzonek na hektar. "
            "Na glebach piaszczystych przyjmuje się zwykle od 70 do 85% sadzonek, więc warto zamówić mniej więcej 10% zapasu na poprawki. "
            "Sadzonek nie należy nawozić w pierwszym roku po posadzeniu. "
            "Szacuje się, że ogrodzenie uprawy zmniejsza straty spowodowane zgryzaniem przez sarny nawet o połowę."
        ),
        good=[
            Good(
                "preserve",
                "Nasza szkółka leśna wysyła sadzonki z odkrytym systemem korzeniowym. Oto jak z nimi postępować:\n"
                "1. Posadź je jak najszybciej — najlepiej w ciągu 48 godzin od odbioru.\n"
                "2. Zanim trafią do gruntu, chroń korzenie przed wysychaniem, na przykład przykrywając je wilgotną jutą.\n"
                "3. Buk i dąb sadź w rozstawie 1,5 × 1 m; na hektar potrzeba wtedy około 6700 sadzonek.\n"
                "4. Na glebach piaszczystych przyjmuje się zwykle 70–85% sadzonek, więc warto zamówić mniej więcej 10% zapasu na poprawki.\n"
                "5. W pierwszym roku po posadzeniu nie nawoź sadzonek.\n\n"
                "Według szacunków ogrodzenie uprawy zmniejsza straty spowodowane zgryzaniem przez sarny nawet o połowę.",
            ),
            Good(
                "preserve",
                "Wysyłamy sadzonki z odkrytym systemem korzeniowym, więc trzeba je posadzić jak najszybciej, najlepiej w ciągu 48 godzin od odbioru; do tego momentu korzenie należy chronić przed wyschnięciem, np. wilgotną jutą. "
                "Buk i dąb sadzi się w rozstawie 1,5 × 1 m — to około 6700 sztuk na hektar. "
                "Na piaszczystych glebach przyjmuje się zazwyczaj od 70 do 85% sadzonek, dlatego warto zamówić mniej więcej 10% zapasu na poprawki. "
                "W pierwszym roku po posadzeniu nie należy ich nawozić. "
                "Szacuje się też, że ogrodzenie uprawy ogranicza straty spowodowane zgryzaniem przez sarny nawet o połowę.",
            ),
            Good(
                "en",
                "Seedlings from our forest nursery are shipped bare-root, so they need to be planted as soon as possible, ideally within 48 hours of collection. "
                "Until then, the roots must be protected from drying out, e.g. by covering them with damp jute. "
                "Beech and oak are planted at a spacing of 1.5 × 1 m, which gives about 6,700 seedlings per hectare. "
                "On sandy soils, usually 70 to 85% of seedlings take root, so it is worth ordering roughly 10% extra for replanting. "
                "Seedlings should not be fertilised in the first year after planting. "
                "It is estimated that fencing the plantation reduces losses caused by roe deer browsing by as much as half.",
            ),
        ],
        bad=[
            Slip(0, [("około 6700 sadzonek", "około 7600 sadzonek")], "number"),
            Slip(
                1,
                [
                    (
                        "Szacuje się też, że ogrodzenie uprawy ogranicza",
                        "Ogrodzenie uprawy ogranicza też",
                    )
                ],
                "hedge",
            ),
            Slip(
                2,
                [
                    (
                        "by as much as half.",
                        "by as much as half, and we can install the fencing for you.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-introligatornia-cennik-opraw-prac-dyplomowych",
        source=(
            "## Cennik opraw – Introligatornia „Grzbiet”\n\n"
            "| Rodzaj oprawy | Cena |\n"
            "|---|---|\n"
            "| Oprawa twarda prac dyplomowych | 45 zł |\n"
            "| Oprawa skórzana z tłoczeniem | od 320 zł |\n"
            "| Naprawa grzbietu książki | od 90 zł |\n\n"
            "Prace dyplomowe oprawiamy w ciągu 24 godzin. Przy oprawie skórzanej termin realizacji wynosi około trzech tygodni. "
            "Pliki z okładką należy przesłać w formacie PDF na adres **zamowienia@grzbiet.pl**. "
            "Nie przyjmujemy do naprawy książek zaatakowanych przez pleśń, dopóki nie zostaną poddane dezynfekcji. "
            "Zamówienia powyżej 10 egzemplarzy mogą otrzymać rabat 10%."
        ),
        good=[
            Good(
                "preserve",
                "## Cennik opraw – Introligatornia „Grzbiet”\n\n"
                "| Usługa | Cena |\n"
                "|---|---|\n"
                "| Twarda oprawa pracy dyplomowej | 45 zł |\n"
                "| Oprawa w skórę z tłoczeniem | od 320 zł |\n"
                "| Naprawa grzbietu książki | od 90 zł |\n\n"
                "Prace dyplomowe oprawiamy w 24 godziny, natomiast oprawa skórzana zajmuje około trzech tygodni. "
                "Plik z okładką należy wysłać jako PDF na adres **zamowienia@grzbiet.pl**. "
                "Książek z pleśnią nie przyjmujemy do naprawy, dopóki nie zostaną zdezynfekowane. "
                "Przy zamówieniach powyżej 10 egzemplarzy możliwy jest rabat 10%.",
            ),
            Good(
                "preserve",
                "## Introligatornia „Grzbiet” – cennik\n\n"
                "- **Oprawa twarda prac dyplomowych:** 45 zł (gotowa w ciągu 24 godzin)\n"
                "- **Oprawa skórzana z tłoczeniem:** od 320 zł (realizacja ok. trzech tygodni)\n"
                "- **Naprawa grzbietu książki:** od 90 zł\n\n"
                "Okładkę w formacie PDF trzeba przesłać na **zamowienia@grzbiet.pl**. "
                "Przy zamówieniu powyżej 10 egzemplarzy można otrzymać 10% rabatu. "
                "Uwaga: książek zaatakowanych przez pleśń nie przyjmujemy do naprawy przed ich dezynfekcją.",
            ),
            Good(
                "en",
                "## Price list – “Grzbiet” Bookbindery\n\n"
                "| Type of binding | Price |\n"
                "|---|---|\n"
                "| Hardcover binding of theses | PLN 45 |\n"
                "| Leather binding with embossing | from PLN 320 |\n"
                "| Book spine repair | from PLN 90 |\n\n"
                "We bind theses within 24 hours. Leather bindings take about three weeks. "
                "Cover files must be sent as PDF to **zamowienia@grzbiet.pl**. "
                "We do not accept mould-damaged books for repair until they have been disinfected. "
                "Orders of more than 10 copies may qualify for a 10% discount.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("## Cennik opraw – Introligatornia", "Cennik opraw – Introligatornia")],
                "markdown",
            ),
            Slip(1, [("można otrzymać 10% rabatu", "przysługuje 10% rabatu")], "modality"),
            Slip(2, [("from PLN 320", "from PLN 230")], "number"),
        ],
    ),
    Case(
        key="pl-planetarium-nowy-repertuar-seansow-bilety",
        source=(
            "Od 3 lutego 2025 r. Planetarium „Orion” w Lublinie wprowadza nowy repertuar seansów. "
            "Pokaz „Czarne dziury” trwa 45 minut i jest przeznaczony dla widzów od 10. roku życia; młodszych dzieci nie wpuszczamy ze względu na intensywne efekty dźwiękowe. "
            "Seanse odbywają się od wtorku do niedzieli o 11:00, 13:30 i 17:00, a w poniedziałki planetarium jest nieczynne. "
            "Bilety kupisz na stronie https://planetarium-orion.pl/bilety lub w kasie, która otwiera się godzinę przed pierwszym seansem. "
            "Po rozpoczęciu projekcji wejście na salę nie jest możliwe. "
            "Grupy szkolne mogą rezerwować miejsca mailowo: rezerwacje@planetarium-orion.pl."
        ),
        good=[
            Good(
                "preserve",
                "Planetarium „Orion” w Lublinie od 3 lutego 2025 r. prezentuje nowy repertuar seansów. "
                "Seanse można oglądać od wtorku do niedzieli o godz. 11:00, 13:30 i 17:00; w poniedziałki planetarium jest zamknięte. "
                "Pokaz „Czarne dziury” trwa 45 minut i jest przeznaczony dla osób od 10. roku życia — młodsze dzieci nie zostaną wpuszczone z uwagi na intensywne efekty dźwiękowe. "
                "Po rozpoczęciu projekcji nie można już wejść na salę. "
                "Bilety są dostępne na stronie https://planetarium-orion.pl/bilety oraz w kasie czynnej od godziny przed pierwszym seansem. "
                "Grupy szkolne mogą rezerwować miejsca, pisząc na adres rezerwacje@planetarium-orion.pl.",
            ),
            Good(
                "preserve",
                "Nowy repertuar w Planetarium „Orion” w Lublinie – od 3 lutego 2025 r.!\n"
                "- „Czarne dziury”: 45 minut, dla widzów od 10. roku życia (młodszych dzieci nie wpuszczamy, bo efekty dźwiękowe są bardzo intensywne).\n"
                "- Seanse: wtorek–niedziela, godz. 11:00, 13:30 i 17:00. W poniedziałki jesteśmy nieczynni.\n"
                "- Bilety: online na https://planetarium-orion.pl/bilety albo w kasie, którą otwieramy godzinę przed pierwszym seansem.\n"
                "- Spóźnienia: po rozpoczęciu projekcji nie wpuszczamy już na salę.\n"
                "- Grupy szkolne: rezerwacje mailowo pod adresem rezerwacje@planetarium-orion.pl.",
            ),
            Good(
                "en",
                "From 3 February 2025, the “Orion” Planetarium in Lublin is introducing a new programme of shows. "
                "The “Black Holes” show lasts 45 minutes and is intended for viewers aged 10 and over; younger children are not admitted because of the intense sound effects. "
                "Shows run from Tuesday to Sunday at 11:00, 13:30 and 17:00, and the planetarium is closed on Mondays. "
                "You can buy tickets at https://planetarium-orion.pl/bilety or at the box office, which opens an hour before the first show. "
                "Once the projection has started, entry to the auditorium is not possible. "
                "School groups can book seats by e-mail: rezerwacje@planetarium-orion.pl.",
            ),
        ],
        bad=[
            Slip(
                0, [("rezerwacje@planetarium-orion.pl", "rezerwacja@planetarium-orion.pl")], "url"
            ),
            Slip(1, [("nie wpuszczamy już na salę", "wpuszczamy jeszcze na salę")], "negation"),
            Slip(2, [("13:30 and 17:00", "13:30 and 18:00")], "date"),
        ],
    ),
    Case(
        key="pl-wedzarnia-ryb-wymogi-sanitarne-sprzedaz",
        source=(
            "Mała wędzarnia ryb prowadząca sprzedaż bezpośrednią musi być zarejestrowana przez powiatowego lekarza weterynarii. "
            "Wymogi higieniczne określa rozporządzenie (WE) nr 852/2004, a w przypadku produktów rybołówstwa także rozporządzenie (WE) nr 853/2004. "
            "Zawartość benzo(a)pirenu w wędzonych rybach nie może przekraczać 2 µg/kg, zgodnie z rozporządzeniem Komisji (UE) 2023/915. "
            "Drewno do wędzenia powinno pochodzić z drzew liściastych, najlepiej olchy lub buku, i nie może być impregnowane. "
            "Doświadczenie producentów wskazuje, że wędzenie na gorąco w temperaturze 60–80°C prawdopodobnie ogranicza ryzyko rozwoju Listeria monocytogenes, "
            "ale nie zastępuje właściwego chłodzenia gotowych ryb."
        ),
        good=[
            Good(
                "preserve",
                "Jeśli prowadzisz małą wędzarnię ryb i sprzedajesz bezpośrednio, Twoja działalność musi zostać zarejestrowana przez powiatowego lekarza weterynarii. "
                "Wymagania higieniczne znajdziesz w rozporządzeniu (WE) nr 852/2004, a dla produktów rybołówstwa dodatkowo w rozporządzeniu (WE) nr 853/2004. "
                "Pamiętaj o limicie benzo(a)pirenu: zgodnie z rozporządzeniem Komisji (UE) 2023/915 w wędzonych rybach nie może go być więcej niż 2 µg/kg. "
                "Do wędzenia powinieneś używać drewna z drzew liściastych — najlepiej olchy albo buku — które nie może być impregnowane. "
                "Z doświadczeń producentów wynika, że wędzenie na gorąco w 60–80°C prawdopodobnie zmniejsza ryzyko rozwoju Listeria monocytogenes, "
                "jednak nie zastępuje ono właściwego chłodzenia gotowych ryb.",
            ),
            Good(
                "preserve",
                "Mała wędzarnia ryb ze sprzedażą bezpośrednią – najważniejsze wymogi:\n"
                "- rejestracja przez powiatowego lekarza weterynarii jest obowiązkowa;\n"
                "- higiena: rozporządzenie (WE) nr 852/2004, a dla produktów rybołówstwa również rozporządzenie (WE) nr 853/2004;\n"
                "- benzo(a)piren w wędzonych rybach: nie więcej niż 2 µg/kg (rozporządzenie Komisji (UE) 2023/915);\n"
                "- drewno powinno być liściaste (najlepiej olcha lub buk) i nie może być impregnowane;\n"
                "- wędzenie na gorąco w 60–80°C według doświadczeń producentów prawdopodobnie ogranicza ryzyko rozwoju Listeria monocytogenes, "
                "ale nie zastępuje właściwego chłodzenia gotowych ryb.",
            ),
            Good(
                "en",
                "A small fish smokehouse selling directly to consumers must be registered by the district veterinary officer. "
                "Hygiene requirements are laid down in Regulation (EC) No 852/2004 and, for fishery products, also in Regulation (EC) No 853/2004. "
                "Under Commission Regulation (EU) 2023/915, the benzo(a)pyrene content of smoked fish must not exceed 2 µg/kg. "
                "Smoking wood should come from deciduous trees, preferably alder or beech, and must not be impregnated. "
                "Producers' experience suggests that hot smoking at 60–80°C probably reduces the risk of Listeria monocytogenes growth, "
                "but it does not replace proper chilling of the finished fish.",
            ),
        ],
        bad=[
            Slip(0, [("Komisji (UE) 2023/915", "Komisji (UE) 2023/951")], "legal_reference"),
            Slip(1, [("drewno powinno być liściaste", "drewno musi być liściaste")], "modality"),
            Slip(2, [("probably reduces the risk", "reduces the risk")], "hedge"),
        ],
    ),
    Case(
        key="pl-strojenie-fortepianu-wilgotnosc-porady-stroiciela",
        source=(
            "Fortepian warto stroić co najmniej dwa razy w roku, najlepiej wiosną i jesienią, gdy zmienia się wilgotność powietrza. "
            "Optymalna wilgotność w pomieszczeniu z instrumentem to 45–60%, a temperatura powinna wynosić od 18 do 22°C. "
            "Nie stawiaj instrumentu przy kaloryferze ani przy oknie wystawionym na pełne słońce. "
            "Standardowe strojenie trwa około półtorej godziny i kosztuje u nas 250 zł. "
            "Jeśli fortepian nie był strojony od kilku lat, jednorazowe strojenie może nie wystarczyć — struny trzeba wtedy podciągać stopniowo, w dwóch lub trzech wizytach. "
            "Dojazd na terenie Poznania jest bezpłatny."
        ),
        good=[
            Good(
                "preserve",
                "Dobrze jest stroić fortepian przynajmniej dwa razy do roku, najlepiej wiosną i jesienią, kiedy zmienia się wilgotność powietrza. "
                "Optymalna wilgotność w pomieszczeniu, w którym stoi instrument, mieści się w przedziale 45–60%, a temperatura powinna wynosić 18–22°C. "
                "Instrumentu nie należy ustawiać przy kaloryferze ani przy oknie, na które pada pełne słońce. "
                "Standardowe strojenie zajmuje około 1,5 godziny, a w naszym zakładzie kosztuje 250 zł. "
                "W przypadku fortepianu niestrojonego od kilku lat jedno strojenie może okazać się niewystarczające; należy wówczas podciągać struny stopniowo, w dwóch lub trzech wizytach. "
                "Za dojazd na terenie Poznania nie pobieramy opłat.",
            ),
            Good(
                "preserve",
                "Jak często stroić fortepian? Warto to robić co najmniej dwa razy w roku — najlepiej wiosną i jesienią, bo wtedy zmienia się wilgotność powietrza. "
                "W pokoju z instrumentem optymalna wilgotność to 45–60%, a temperatura powinna mieścić się między 18 a 22°C. "
                "Nie ustawiaj fortepianu obok kaloryfera ani przy oknie, przez które wpada pełne słońce. "
                "U nas standardowe strojenie kosztuje 250 zł i trwa mniej więcej półtorej godziny. "
                "Gdy instrument nie był strojony od kilku lat, jedno strojenie może nie wystarczyć: struny trzeba wtedy podciągać stopniowo, podczas dwóch lub trzech wizyt. "
                "Na terenie Poznania dojeżdżamy bezpłatnie.",
            ),
            Good(
                "en",
                "A grand piano is worth tuning at least twice a year, ideally in spring and autumn, when air humidity changes. "
                "The optimal humidity in the room with the instrument is 45–60%, and the temperature should be between 18 and 22°C. "
                "Do not place the instrument next to a radiator or by a window exposed to full sun. "
                "A standard tuning takes about an hour and a half and costs PLN 250 with us. "
                "If the piano has not been tuned for several years, a single tuning may not be enough — the strings then have to be raised gradually over two or three visits. "
                "Travel within Poznań is free of charge.",
            ),
        ],
        bad=[
            Slip(0, [("w przedziale 45–60%", "w przedziale 40–60%")], "number"),
            Slip(
                1,
                [("jedno strojenie może nie wystarczyć", "jedno strojenie może wystarczyć")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Travel within Poznań is free of charge.",
                        "Travel within Poznań and the surrounding district is free of charge.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-readme-katalog-eksport-marc21-narzedzie",
        source=(
            "# katalog-eksport\n\n"
            "Narzędzie eksportuje rekordy z katalogu bibliotecznego do formatu MARC21. Wymaga Pythona 3.10 lub nowszego.\n\n"
            "## Instalacja\n\n"
            "```\npip install katalog-eksport==2.4.1\n```\n\n"
            "## Użycie\n\n"
            "Uruchom `katalog-eksport --zrodlo baza.sqlite --wyjscie rekordy.mrc`. "
            "Domyślnie eksportowane są tylko rekordy zatwierdzone; aby dołączyć szkice, dodaj flagę `--wszystkie`. "
            "Nie uruchamiaj eksportu na produkcyjnej bazie w godzinach pracy biblioteki, ponieważ narzędzie blokuje tabelę `rekordy` na czas odczytu. "
            "Przy bazach powyżej 500 000 rekordów eksport może trwać kilkanaście minut."
        ),
        good=[
            Good(
                "preserve",
                "# katalog-eksport\n\n"
                "Eksportuje rekordy katalogu bibliotecznego do formatu MARC21. Potrzebny jest Python w wersji 3.10 lub nowszej.\n\n"
                "## Instalacja\n\n"
                "```\npip install katalog-eksport==2.4.1\n```\n\n"
                "## Użycie\n\n"
                "```\nkatalog-eksport --zrodlo baza.sqlite --wyjscie rekordy.mrc\n```\n\n"
                "Bez dodatkowych opcji narzędzie eksportuje wyłącznie zatwierdzone rekordy. Jeśli chcesz uwzględnić również szkice, użyj flagi `--wszystkie`. "
                "Podczas odczytu tabela `rekordy` jest zablokowana, więc nie uruchamiaj eksportu na produkcyjnej bazie w godzinach pracy biblioteki. "
                "W bazach liczących ponad 500 000 rekordów eksport może zająć kilkanaście minut.",
            ),
            Good(
                "preserve",
                "# katalog-eksport\n\n"
                "Eksport rekordów z katalogu bibliotecznego do formatu MARC21 (wymagany Python 3.10 lub nowszy).\n\n"
                "## Instalacja\n\n"
                "```\npip install katalog-eksport==2.4.1\n```\n\n"
                "## Użycie\n\n"
                "Polecenie: `katalog-eksport --zrodlo baza.sqlite --wyjscie rekordy.mrc`\n\n"
                "- Domyślnie eksportowane są jedynie rekordy zatwierdzone.\n"
                "- Flaga `--wszystkie` dołącza także szkice.\n"
                "- Narzędzie blokuje tabelę `rekordy` na czas odczytu — nie uruchamiaj go na bazie produkcyjnej w godzinach pracy biblioteki.\n"
                "- Dla baz powyżej 500 000 rekordów eksport może trwać kilkanaście minut.",
            ),
            Good(
                "en",
                "# katalog-eksport\n\n"
                "This tool exports records from a library catalogue to MARC21 format. It requires Python 3.10 or newer.\n\n"
                "## Installation\n\n"
                "```\npip install katalog-eksport==2.4.1\n```\n\n"
                "## Usage\n\n"
                "Run `katalog-eksport --zrodlo baza.sqlite --wyjscie rekordy.mrc`. "
                "By default, only approved records are exported; to include drafts, add the `--wszystkie` flag. "
                "Do not run the export on the production database during library opening hours, because the tool locks the `rekordy` table while reading. "
                "For databases with more than 500,000 records, the export may take a dozen or so minutes.",
            ),
        ],
        bad=[
            Slip(0, [("`--wszystkie`", "`--wszystko`")], "code"),
            Slip(
                1,
                [
                    (
                        "```\npip install katalog-eksport==2.4.1\n```",
                        "pip install katalog-eksport==2.4.1",
                    )
                ],
                "markdown",
            ),
            Slip(2, [("Do not run the export", "Run the export")], "negation"),
        ],
    ),
    Case(
        key="pl-pszczelarstwo-badanie-warrozy-przed-zimowaniem",
        source=(
            "Wyniki trzyletniego badania prowadzonego w 48 pasiekach na Lubelszczyźnie sugerują, że rodziny pszczele z porażeniem warrozą przekraczającym 3% przed zimowaniem "
            "giną zimą około dwa razy częściej niż rodziny słabiej porażone (Wiśniewska i in. 2022, „Journal of Apicultural Science” 66(1), s. 23–35). "
            "Autorzy zaznaczają, że próba była stosunkowo mała, a zimy w okresie badania były łagodne, więc w surowszym klimacie efekt może być silniejszy. "
            "Zalecają kontrolę osypu co najmniej raz w miesiącu od lipca do października. "
            "Badanie nie objęło pasiek ekologicznych stosujących wyłącznie kwasy organiczne."
        ),
        good=[
            Good(
                "preserve",
                "Trzyletnie badanie w 48 pasiekach na Lubelszczyźnie sugeruje, że rodziny pszczele, u których przed zimowaniem porażenie warrozą przekracza 3%, "
                "giną w czasie zimy mniej więcej dwukrotnie częściej niż rodziny porażone słabiej (Wiśniewska i in. 2022, „Journal of Apicultural Science” 66(1), s. 23–35). "
                "Autorzy podkreślają jednak, że próba była dość mała, a zimy w latach badania — łagodne; w surowszym klimacie efekt może więc okazać się silniejszy. "
                "Rekomendują sprawdzanie osypu przynajmniej raz w miesiącu od lipca do października. "
                "Pasiek ekologicznych, w których stosuje się wyłącznie kwasy organiczne, badanie nie uwzględniło.",
            ),
            Good(
                "preserve",
                "Wiśniewska i in. (2022, „Journal of Apicultural Science” 66(1), s. 23–35) — najważniejsze wnioski:\n"
                "- badanie trwało trzy lata i objęło 48 pasiek na Lubelszczyźnie;\n"
                "- wyniki sugerują, że rodziny z porażeniem warrozą powyżej 3% przed zimowaniem giną zimą około dwa razy częściej niż rodziny słabiej porażone;\n"
                "- ograniczenia: stosunkowo mała próba i łagodne zimy, więc w surowszym klimacie efekt może być silniejszy;\n"
                "- zalecenie autorów: kontrola osypu co najmniej raz w miesiącu od lipca do października;\n"
                "- w badaniu nie uwzględniono pasiek ekologicznych stosujących wyłącznie kwasy organiczne.",
            ),
            Good(
                "en",
                "Results of a three-year study carried out in 48 apiaries in the Lublin region suggest that honeybee colonies with Varroa infestation above 3% before wintering "
                "die over winter about twice as often as less infested colonies (Wiśniewska et al. 2022, Journal of Apicultural Science 66(1), pp. 23–35). "
                "The authors note that the sample was relatively small and the winters during the study were mild, so the effect may be stronger in a harsher climate. "
                "They recommend checking the mite drop at least once a month from July to October. "
                "The study did not include organic apiaries using only organic acids.",
            ),
        ],
        bad=[
            Slip(0, [("66(1), s. 23–35", "66(1), s. 123–135")], "citation"),
            Slip(1, [("objęło 48 pasiek", "objęło 58 pasiek")], "number"),
            Slip(
                2,
                [("in the Lublin region suggest that", "in the Lublin region show that")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-wspolnota-mieszkaniowa-uchwala-remont-dachu",
        source=(
            "Zarząd Wspólnoty Mieszkaniowej przy ul. Lipowej 12 informuje, że uchwała nr 4/2025 w sprawie remontu dachu została przyjęta głosami właścicieli reprezentujących 62% udziałów. "
            "Zgodnie z art. 25 ust. 1 ustawy o własności lokali każdy właściciel może zaskarżyć uchwałę do sądu w terminie 6 tygodni od dnia jej podjęcia lub powiadomienia o jej treści. "
            "Prace rozpoczną się 5 maja 2025 r. i potrwają około dwóch miesięcy. "
            "Właściciele lokali na ostatnim piętrze muszą udostępnić strych ekipie remontowej w dni robocze od 7:00 do 17:00. "
            "Zaliczka na fundusz remontowy wzrośnie od czerwca do 3,20 zł za metr kwadratowy."
        ),
        good=[
            Good(
                "preserve",
                "Uchwała nr 4/2025 w sprawie remontu dachu budynku przy ul. Lipowej 12 została przyjęta — poparli ją właściciele posiadający łącznie 62% udziałów, informuje zarząd wspólnoty mieszkaniowej. "
                "Każdy właściciel może ją zaskarżyć do sądu w ciągu 6 tygodni od dnia podjęcia uchwały albo od powiadomienia o jej treści (art. 25 ust. 1 ustawy o własności lokali). "
                "Remont ruszy 5 maja 2025 r. i zajmie mniej więcej dwa miesiące. "
                "W dni robocze w godzinach 7:00–17:00 właściciele mieszkań na ostatnim piętrze muszą udostępniać ekipie remontowej strych. "
                "Od czerwca zaliczka na fundusz remontowy wzrośnie do 3,20 zł za m².",
            ),
            Good(
                "preserve",
                "Informacja Zarządu Wspólnoty Mieszkaniowej, ul. Lipowa 12\n\n"
                "Uchwała nr 4/2025 w sprawie remontu dachu została podjęta głosami właścicieli reprezentujących 62% udziałów. Najważniejsze informacje:\n"
                "1. Zaskarżenie: na podstawie art. 25 ust. 1 ustawy o własności lokali każdy właściciel ma prawo zaskarżyć uchwałę do sądu w terminie 6 tygodni od dnia jej podjęcia lub od powiadomienia o jej treści.\n"
                "2. Termin prac: od 5 maja 2025 r., przez około dwa miesiące.\n"
                "3. Dostęp do strychu: właściciele lokali na ostatnim piętrze mają obowiązek udostępnić go ekipie remontowej w dni robocze w godz. 7:00–17:00.\n"
                "4. Fundusz remontowy: od czerwca zaliczka wzrośnie do 3,20 zł/m².",
            ),
            Good(
                "en",
                "The Board of the Housing Community at ul. Lipowa 12 announces that Resolution No. 4/2025 on the roof renovation was adopted by the votes of owners holding 62% of the shares. "
                "Under Article 25(1) of the Act on the Ownership of Premises, any owner may challenge the resolution in court within 6 weeks of the date it was adopted or of being notified of its content. "
                "Work will begin on 5 May 2025 and will take about two months. "
                "Owners of flats on the top floor must give the renovation crew access to the attic on working days from 7:00 to 17:00. "
                "From June, the advance payment to the renovation fund will rise to PLN 3.20 per square metre.",
            ),
        ],
        bad=[
            Slip(0, [("(art. 25 ust. 1 ustawy", "(art. 27 ust. 1 ustawy")], "legal_reference"),
            Slip(1, [("od 5 maja 2025 r.", "od 5 marca 2025 r.")], "date"),
            Slip(
                2,
                [("on the top floor must give", "on the top floor are asked to give")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-czytelnia-zbiorow-specjalnych-zasady-udostepniania",
        source=(
            "Czytelnia Zbiorów Specjalnych udostępnia rękopisy, stare druki i zbiory kartograficzne wyłącznie na miejscu, po wcześniejszym zamówieniu przez katalog online. "
            "Zamówienia złożone do godz. 14:00 realizujemy następnego dnia roboczego. "
            "Jednorazowo można zamówić nie więcej niż 5 jednostek. "
            "Obiekty sprzed 1801 roku udostępniamy tylko w formie cyfrowej, chyba że badacz uzasadni na piśmie potrzebę pracy z oryginałem. "
            "Fotografowanie własnym aparatem bez lampy błyskowej jest dozwolone i bezpłatne, natomiast skany w wysokiej rozdzielczości wykonujemy na zamówienie w cenie 1,50 zł za stronę. "
            "W czytelni nie wolno używać długopisów — dopuszczalne są wyłącznie ołówki."
        ),
        good=[
            Good(
                "preserve",
                "Rękopisy, stare druki i zbiory kartograficzne z Czytelni Zbiorów Specjalnych możesz przeglądać tylko na miejscu — najpierw zamów je przez katalog online. "
                "Jeśli złożysz zamówienie do 14:00, zrealizujemy je następnego dnia roboczego. Za jednym razem zamówisz maksymalnie 5 jednostek. "
                "Obiekty sprzed 1801 roku udostępniamy wyłącznie w wersji cyfrowej; z oryginałem popracujesz tylko wtedy, gdy na piśmie uzasadnisz, dlaczego jest Ci potrzebny. "
                "Możesz bezpłatnie fotografować własnym aparatem, o ile nie używasz lampy błyskowej. "
                "Skany w wysokiej rozdzielczości wykonamy na zamówienie za 1,50 zł za stronę. "
                "Pamiętaj: długopisy są w czytelni zakazane, dozwolone są tylko ołówki.",
            ),
            Good(
                "preserve",
                "Zasady korzystania z Czytelni Zbiorów Specjalnych:\n"
                "1. Rękopisy, stare druki i zbiory kartograficzne są udostępniane wyłącznie na miejscu, po uprzednim zamówieniu w katalogu online.\n"
                "2. Zamówienia złożone do godz. 14:00 są realizowane następnego dnia roboczego; jednorazowo można zamówić do 5 jednostek.\n"
                "3. Obiekty sprzed 1801 r. udostępnia się tylko w postaci cyfrowej, chyba że badacz pisemnie uzasadni potrzebę pracy z oryginałem.\n"
                "4. Fotografowanie własnym aparatem bez lampy błyskowej jest dozwolone i nie wymaga opłat. Skany w wysokiej rozdzielczości wykonuje się na zamówienie w cenie 1,50 zł za stronę.\n"
                "5. W czytelni zabrania się używania długopisów; dopuszcza się wyłącznie ołówki.",
            ),
            Good(
                "en",
                "The Special Collections Reading Room makes manuscripts, early printed books and cartographic collections available on site only, after they have been ordered through the online catalogue. "
                "Orders placed by 2 p.m. are fulfilled on the next working day. "
                "No more than 5 items may be ordered at a time. "
                "Items dating from before 1801 are made available only in digital form, unless the researcher justifies in writing the need to work with the original. "
                "Taking photographs with your own camera without flash is permitted and free of charge, while high-resolution scans are made to order at PLN 1.50 per page. "
                "Pens may not be used in the reading room — only pencils are allowed.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Skany w wysokiej rozdzielczości wykonamy na zamówienie za 1,50 zł za stronę.",
                        "High-resolution scans can be made to order for PLN 1.50 per page.",
                    )
                ],
                "wrong_language",
            ),
            Slip(
                1,
                [("jest dozwolone i nie wymaga opłat", "jest dozwolone i wymaga opłat")],
                "negation",
            ),
            Slip(2, [("No more than 5 items", "No more than 3 items")], "number"),
        ],
    ),
    Case(
        key="pl-stacja-pogodowa-konfiguracja-wysylki-pomiarow",
        source=(
            "Aby stacja pogodowa wysyłała pomiary do serwera, w pliku `config.yaml` ustaw klucz `interval` na 300 (sekund) i wpisz swój token w polu `api_token`. "
            "Token musisz wygenerować w panelu użytkownika; nie udostępniaj go nikomu. "
            "Czujnik BME280 powinien wisieć w osłonie radiacyjnej co najmniej 2 m nad gruntem, z dala od ścian budynku. "
            "Po zmianie konfiguracji uruchom ponownie usługę poleceniem `sudo systemctl restart meteo.service`. "
            "Dane z ostatnich 30 dni są przechowywane na karcie SD; starsze pomiary serwer archiwizuje co noc o 2:00. "
            "Aktualizacja oprogramowania do wersji 1.8 jest zalecana, ale nie obowiązkowa."
        ),
        good=[
            Good(
                "preserve",
                "Jak skonfigurować wysyłanie pomiarów ze stacji pogodowej na serwer:\n"
                "1. Token musisz wygenerować w panelu użytkownika. Nie udostępniaj go nikomu.\n"
                "2. W pliku `config.yaml` ustaw klucz `interval` na 300 sekund, a w polu `api_token` wpisz swój token.\n"
                "3. Po zmianie konfiguracji uruchom ponownie usługę: `sudo systemctl restart meteo.service`.\n\n"
                "Czujnik BME280 powinien znajdować się w osłonie radiacyjnej, co najmniej 2 m nad gruntem i z dala od ścian budynku. "
                "Karta SD przechowuje dane z ostatnich 30 dni, a starsze pomiary serwer archiwizuje każdej nocy o 2:00. "
                "Aktualizacja oprogramowania do wersji 1.8 jest zalecana, choć nie obowiązkowa.",
            ),
            Good(
                "preserve",
                "Pomiary ze stacji pogodowej trafią na serwer, gdy w `config.yaml` ustawisz klucz `interval` na 300 sekund i wpiszesz swój token w polu `api_token`. "
                "Token musisz wygenerować w panelu użytkownika — i nikomu go nie udostępniaj. "
                "Po zmianie konfiguracji zrestartuj usługę poleceniem `sudo systemctl restart meteo.service`. "
                "Czujnik BME280 powinien wisieć w osłonie radiacyjnej, przynajmniej 2 m nad gruntem i z dala od ścian budynku. "
                "Na karcie SD zostają dane z 30 ostatnich dni, a serwer co noc o 2:00 archiwizuje starsze pomiary. "
                "Aktualizacja oprogramowania do wersji 1.8 jest zalecana, ale nie jest obowiązkowa.",
            ),
            Good(
                "en",
                "To have your weather station send measurements to the server, set the `interval` key to 300 (seconds) in `config.yaml` and enter your token in the `api_token` field. "
                "You must generate the token in the user panel; do not share it with anyone. "
                "The BME280 sensor should hang in a radiation shield at least 2 m above the ground, away from the building's walls. "
                "After changing the configuration, restart the service with `sudo systemctl restart meteo.service`. "
                "Data from the last 30 days is stored on the SD card; older measurements are archived by the server every night at 2:00. "
                "Updating the software to version 1.8 is recommended but not mandatory.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "`sudo systemctl restart meteo.service`",
                        "`sudo systemctl reload meteo.service`",
                    )
                ],
                "code",
            ),
            Slip(1, [("Czujnik BME280 powinien wisieć", "Czujnik BME280 musi wisieć")], "modality"),
            Slip(2, [("every night at 2:00", "every night at 4:00")], "date"),
        ],
    ),
    Case(
        key="pl-pracownia-ceramiki-kurs-kolo-garncarskie",
        source=(
            "Pracownia ceramiki „Glina i Ogień” zaprasza na wieczorny kurs toczenia na kole garncarskim. "
            "Kurs obejmuje osiem spotkań po trzy godziny, w każdy czwartek od 18:00, począwszy od 9 października. "
            "W cenie 640 zł są glina, szkliwa i dwa wypały. "
            "Liczba miejsc jest ograniczona do sześciu osób, ponieważ mamy tyle kół. "
            "Prace wypalamy w piecu elektrycznym w temperaturze około 1240°C, więc gotowe naczynia nadają się do mycia w zmywarce. "
            "Nie prowadzimy zajęć dla dzieci poniżej 14 lat. "
            "Prosimy o strój, który można pobrudzić — fartuchy nie są zapewniane."
        ),
        good=[
            Good(
                "preserve",
                "Chcesz nauczyć się toczyć na kole garncarskim? Pracownia ceramiki „Glina i Ogień” zaprasza na kurs wieczorny: osiem trzygodzinnych spotkań w każdy czwartek od 18:00, a zaczynamy 9 października. "
                "Cena wynosi 640 zł i obejmuje glinę, szkliwa oraz dwa wypały. "
                "Mamy sześć kół, więc w grupie jest tylko sześć miejsc. "
                "Wypalamy w piecu elektrycznym w temperaturze około 1240°C, dzięki czemu gotowe naczynia można myć w zmywarce. "
                "Zajęć dla dzieci poniżej 14 lat nie prowadzimy. "
                "Przyjdź w ubraniu, którego nie szkoda pobrudzić — nie zapewniamy fartuchów.",
            ),
            Good(
                "preserve",
                "Wieczorny kurs toczenia na kole garncarskim – pracownia ceramiki „Glina i Ogień”\n"
                "• Termin: czwartki od 18:00, począwszy od 9 października; 8 spotkań po 3 godziny.\n"
                "• Cena: 640 zł (w tym glina, szkliwa i dwa wypały).\n"
                "• Liczba miejsc: maksymalnie 6 osób – tyle kół ma pracownia.\n"
                "• Wypał: piec elektryczny, ok. 1240°C, dzięki czemu naczynia nadają się do mycia w zmywarce.\n"
                "• Wiek: zajęć dla dzieci poniżej 14 lat nie prowadzimy.\n"
                "• Strój: prosimy o ubranie, które można zabrudzić; fartuchów nie zapewniamy.",
            ),
            Good(
                "en",
                "The “Glina i Ogień” ceramics studio invites you to an evening course in throwing on the potter's wheel. "
                "The course consists of eight three-hour sessions every Thursday from 6 p.m., starting on 9 October. "
                "The price of PLN 640 includes clay, glazes and two firings. "
                "Places are limited to six people, because that is how many wheels we have. "
                "Work is fired in an electric kiln at about 1240°C, so the finished pieces are dishwasher-safe. "
                "We do not run classes for children under 14. "
                "Please wear clothes you don't mind getting dirty — aprons are not provided.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Przyjdź w ubraniu, którego nie szkoda pobrudzić — nie zapewniamy fartuchów.",
                        "Please wear clothes you don't mind getting dirty — we do not provide aprons.",
                    )
                ],
                "wrong_language",
            ),
            Slip(1, [("fartuchów nie zapewniamy", "fartuchy zapewniamy")], "negation"),
            Slip(
                2,
                [("are dishwasher-safe.", "are dishwasher-safe and microwave-safe.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-monitoring-bociana-bialego-spadek-liczebnosci",
        source=(
            "Według danych Monitoringu Ptaków Polski liczebność bociana białego w latach 2013–2023 spadła prawdopodobnie o około 12%, choć w niektórych regionach populacja pozostała stabilna "
            "(Zielonka i in. 2024, „Monitoring Ptaków Polski w latach 2022–2023”, Biuletyn Monitoringu Przyrody 25, s. 1–80). "
            "Za główne przyczyny uważa się osuszanie łąk i zmniejszanie się powierzchni pastwisk. "
            "Gniazd bociana nie wolno usuwać bez zgody regionalnego dyrektora ochrony środowiska, nawet jeśli znajdują się na słupie energetycznym. "
            "Właściciele budynków z gniazdami powinni zgłaszać ich stan gminie, a przy remoncie dachu mogą ubiegać się o dofinansowanie platformy."
        ),
        good=[
            Good(
                "preserve",
                "Dane Monitoringu Ptaków Polski wskazują, że w latach 2013–2023 liczba bocianów białych zmniejszyła się prawdopodobnie o mniej więcej 12%, chociaż w części regionów populacja utrzymała się na stabilnym poziomie "
                "(Zielonka i in. 2024, „Monitoring Ptaków Polski w latach 2022–2023”, Biuletyn Monitoringu Przyrody 25, s. 1–80). "
                "Jako główne przyczyny wskazuje się osuszanie łąk i kurczenie się powierzchni pastwisk. "
                "Usuwanie gniazd bocianich bez zgody regionalnego dyrektora ochrony środowiska jest zabronione — także wtedy, gdy gniazdo znajduje się na słupie energetycznym. "
                "Właściciele budynków z gniazdami powinni informować gminę o ich stanie, a w razie remontu dachu mogą starać się o dofinansowanie platformy.",
            ),
            Good(
                "preserve",
                "Bocian biały – najważniejsze informacje:\n"
                "- Według Monitoringu Ptaków Polski liczebność gatunku w latach 2013–2023 prawdopodobnie spadła o około 12%, przy czym w niektórych regionach pozostała stabilna "
                "(Zielonka i in. 2024, „Monitoring Ptaków Polski w latach 2022–2023”, Biuletyn Monitoringu Przyrody 25, s. 1–80).\n"
                "- Uważa się, że główne przyczyny to osuszanie łąk i ubywanie pastwisk.\n"
                "- Gniazd nie wolno usuwać bez zgody regionalnego dyrektora ochrony środowiska, również gdy są na słupie energetycznym.\n"
                "- Właściciele budynków z gniazdami powinni zgłaszać gminie ich stan; przy remoncie dachu mogą wnioskować o dofinansowanie platformy.",
            ),
            Good(
                "en",
                "According to Polish Bird Monitoring data, the white stork population probably fell by about 12% between 2013 and 2023, although it remained stable in some regions "
                "(Zielonka et al. 2024, “Monitoring Ptaków Polski w latach 2022–2023”, Biuletyn Monitoringu Przyrody 25, pp. 1–80). "
                "The drainage of meadows and the shrinking area of pastures are considered the main causes. "
                "Stork nests must not be removed without the consent of the regional director for environmental protection, even if they are on a power pole. "
                "Owners of buildings with nests should report their condition to the municipality, and when renovating a roof they may apply for funding for a nesting platform.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Biuletyn Monitoringu Przyrody 25", "Biuletyn Monitoringu Przyrody 23")],
                "citation",
            ),
            Slip(1, [("Uważa się, że główne przyczyny to", "Główne przyczyny to")], "hedge"),
            Slip(
                2,
                [
                    (
                        "Owners of buildings with nests should report",
                        "Owners of buildings with nests must report",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-schronisko-adopcja-psa-procedura-ankieta",
        source=(
            "Adopcja psa ze schroniska „Przystań” zaczyna się od wypełnienia ankiety na stronie https://przystan-schronisko.pl/adopcja. "
            "Po jej analizie zapraszamy na co najmniej dwa spacery zapoznawcze z wybranym psem. "
            "Wszystkie psy są zaszczepione, zaczipowane i — o ile pozwala na to wiek — wykastrowane. "
            "Opłata adopcyjna wynosi 150 zł i w całości przeznaczamy ją na leczenie zwierząt. "
            "Nie wydajemy psów osobom poniżej 18. roku życia ani jako prezentów-niespodzianek. "
            "Przez pierwsze 3 miesiące wolontariusz może odwiedzić nowy dom psa, aby sprawdzić, jak przebiega adaptacja. "
            "Pytania prosimy kierować na adres adopcje@przystan-schronisko.pl."
        ),
        good=[
            Good(
                "preserve",
                "Chcesz adoptować psa ze schroniska „Przystań”? Zacznij od ankiety na https://przystan-schronisko.pl/adopcja. "
                "Gdy ją przeanalizujemy, zaprosimy Cię na przynajmniej dwa spacery zapoznawcze z wybranym psem. "
                "Każdy nasz pies jest zaszczepiony i zaczipowany, a jeśli pozwala na to jego wiek — także wykastrowany. "
                "Opłata adopcyjna to 150 zł; całość przeznaczamy na leczenie zwierząt. "
                "Nie wydajemy psów osobom poniżej 18. roku życia ani jako prezentów-niespodzianek. "
                "W ciągu pierwszych 3 miesięcy może Cię odwiedzić wolontariusz, żeby sprawdzić, jak pies adaptuje się w nowym domu. "
                "Pytania wyślij na adopcje@przystan-schronisko.pl.",
            ),
            Good(
                "preserve",
                "Jak wygląda adopcja psa ze schroniska „Przystań”:\n"
                "1. Wypełniasz ankietę na stronie https://przystan-schronisko.pl/adopcja.\n"
                "2. Po jej analizie zapraszamy Cię na minimum dwa spacery zapoznawcze z wybranym psem.\n"
                "3. Wnosisz opłatę adopcyjną w wysokości 150 zł — w całości przeznaczamy ją na leczenie zwierząt.\n"
                "4. Przez pierwsze 3 miesiące wolontariusz może odwiedzić nowy dom psa i sprawdzić, jak przebiega adaptacja.\n\n"
                "Wszystkie psy są zaszczepione, zaczipowane i, jeśli wiek na to pozwala, wykastrowane. "
                "Psów nie wydajemy osobom poniżej 18. roku życia ani jako prezentów-niespodzianek. "
                "Pytania: adopcje@przystan-schronisko.pl.",
            ),
            Good(
                "en",
                "Adopting a dog from the “Przystań” shelter starts with filling in a questionnaire at https://przystan-schronisko.pl/adopcja. "
                "After reviewing it, we invite you for at least two get-to-know-you walks with the dog you have chosen. "
                "All dogs are vaccinated, microchipped and — if their age allows — neutered. "
                "The adoption fee is PLN 150, and all of it goes towards treating the animals. "
                "We do not hand over dogs to people under 18 or as surprise gifts. "
                "For the first 3 months, a volunteer may visit the dog's new home to see how it is settling in. "
                "Please send any questions to adopcje@przystan-schronisko.pl.",
            ),
        ],
        bad=[
            Slip(0, [("Nie wydajemy psów osobom", "Wydajemy psy osobom")], "negation"),
            Slip(1, [("minimum dwa spacery", "minimum trzy spacery")], "number"),
            Slip(
                2,
                [("https://przystan-schronisko.pl/adopcja", "https://przystan.pl/adopcja")],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-klub-sportowy-rodo-zgoda-wizerunek",
        source=(
            "Administratorem danych osobowych zawodników jest Uczniowski Klub Sportowy „Delfin” w Koninie. "
            "Dane przetwarzamy na podstawie art. 6 ust. 1 lit. b RODO w celu organizacji treningów i zawodów, a wizerunek — wyłącznie na podstawie zgody, zgodnie z art. 6 ust. 1 lit. a RODO. "
            "Zgoda na publikację zdjęć jest dobrowolna i można ją wycofać w dowolnym momencie, pisząc na adres biuro@uksdelfin.pl. "
            "Wycofanie zgody nie wpływa na zgodność z prawem przetwarzania dokonanego przed jej wycofaniem. "
            "Dane przechowujemy przez okres członkostwa w klubie, a następnie przez 5 lat. "
            "Rodzic zawodnika poniżej 16 lat musi podpisać zgodę w jego imieniu. "
            "Przysługuje Państwu prawo wniesienia skargi do Prezesa UODO."
        ),
        good=[
            Good(
                "preserve",
                "Danymi osobowymi zawodników administruje Uczniowski Klub Sportowy „Delfin” w Koninie. "
                "Przetwarzamy je, aby organizować treningi i zawody — podstawą jest art. 6 ust. 1 lit. b RODO. "
                "Wizerunek przetwarzamy tylko za zgodą (art. 6 ust. 1 lit. a RODO). "
                "Zgoda na publikowanie zdjęć jest dobrowolna; możesz ją wycofać w każdej chwili, pisząc na biuro@uksdelfin.pl. "
                "Jej wycofanie nie wpływa na zgodność z prawem przetwarzania, którego dokonano wcześniej. "
                "Dane przechowujemy przez czas członkostwa w klubie, a potem jeszcze przez 5 lat. "
                "Jeśli zawodnik ma mniej niż 16 lat, zgodę w jego imieniu musi podpisać rodzic. "
                "Masz prawo złożyć skargę do Prezesa UODO.",
            ),
            Good(
                "preserve",
                "Informacja o przetwarzaniu danych osobowych\n"
                "- Administrator: Uczniowski Klub Sportowy „Delfin” w Koninie.\n"
                "- Cel i podstawa: organizacja treningów i zawodów – art. 6 ust. 1 lit. b RODO; wizerunek – wyłącznie na podstawie zgody, art. 6 ust. 1 lit. a RODO.\n"
                "- Zgoda na publikację zdjęć: dobrowolna, można ją wycofać w dowolnym momencie, pisząc na adres biuro@uksdelfin.pl; wycofanie nie wpływa na zgodność z prawem przetwarzania dokonanego wcześniej.\n"
                "- Okres przechowywania: przez okres członkostwa w klubie, a następnie przez 5 lat.\n"
                "- Zawodnicy poniżej 16 lat: zgodę w ich imieniu musi podpisać rodzic.\n"
                "- Skarga: przysługuje Państwu prawo wniesienia skargi do Prezesa UODO.",
            ),
            Good(
                "en",
                "The controller of the athletes' personal data is the “Delfin” School Sports Club in Konin. "
                "We process the data under Article 6(1)(b) GDPR to organise training sessions and competitions, and we process images only on the basis of consent, in accordance with Article 6(1)(a) GDPR. "
                "Consent to the publication of photos is voluntary and may be withdrawn at any time by writing to biuro@uksdelfin.pl. "
                "Withdrawing consent does not affect the lawfulness of processing carried out before its withdrawal. "
                "We keep the data for the duration of club membership and then for 5 years. "
                "For athletes under 16, a parent must sign the consent on their behalf. "
                "You have the right to lodge a complaint with the President of the Personal Data Protection Office (UODO).",
            ),
        ],
        bad=[
            Slip(
                0, [("art. 6 ust. 1 lit. b RODO", "art. 6 ust. 1 lit. f RODO")], "legal_reference"
            ),
            Slip(
                1,
                [
                    (
                        "zgodę w ich imieniu musi podpisać rodzic",
                        "zgodę w ich imieniu może podpisać rodzic",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Consent to the publication of photos is voluntary",
                        "Consent to the publication of photos on the club's Facebook page is voluntary",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-rezerwator-informacja-o-wydaniu-wersji",
        source=(
            "Wersja 3.2.0 aplikacji Rezerwator zostanie udostępniona 17 listopada 2025 r. "
            "Najważniejsza zmiana: plik `settings.ini` zastępujemy plikiem `rezerwator.toml`, a stary format będzie obsługiwany tylko do końca marca 2026 r. "
            "Do migracji służy polecenie `rezerwator migrate --from-ini`. "
            'Usunęliśmy parametr `--legacy-sync`; jego funkcję przejmuje klucz `sync.mode = "full"`. '
            "Aplikacja wymaga teraz PostgreSQL w wersji 14 lub nowszej. "
            "Przed aktualizacją zrób kopię zapasową bazy — migracji schematu nie da się cofnąć. "
            "Według naszych testów czas uruchamiania skrócił się o mniej więcej 40%."
        ),
        good=[
            Good(
                "preserve",
                "**Rezerwator 3.2.0 – premiera 17 listopada 2025 r.**\n\n"
                "Co się zmienia:\n"
                "- Konfiguracja przenosi się z `settings.ini` do `rezerwator.toml`; stary format będzie obsługiwany wyłącznie do końca marca 2026 r.\n"
                "- Migrację wykonasz poleceniem `rezerwator migrate --from-ini`.\n"
                '- Parametr `--legacy-sync` został usunięty — jego funkcję przejmuje klucz `sync.mode = "full"`.\n'
                "- Minimalna wymagana wersja PostgreSQL to teraz 14.\n"
                "- Z naszych testów wynika, że czas uruchamiania skrócił się o mniej więcej 40%.\n\n"
                "Uwaga: przed aktualizacją wykonaj kopię zapasową bazy danych, bo migracji schematu nie można cofnąć.",
            ),
            Good(
                "preserve",
                "Rezerwator 3.2.0 ukaże się 17 listopada 2025 r. "
                "Główna zmiana dotyczy konfiguracji: zamiast pliku `settings.ini` używany będzie `rezerwator.toml`, przy czym dotychczasowy format pozostanie obsługiwany tylko do końca marca 2026 r.; "
                "do migracji przeznaczone jest polecenie `rezerwator migrate --from-ini`. "
                'Parametr `--legacy-sync` usunięto, a jego rolę pełni teraz klucz `sync.mode = "full"`. '
                "Nowa wersja wymaga PostgreSQL 14 lub nowszego. "
                "Ponieważ migracji schematu nie da się odwrócić, przed aktualizacją należy wykonać kopię zapasową bazy. "
                "Nasze testy wskazują, że czas uruchamiania skrócił się o mniej więcej 40%.",
            ),
            Good(
                "en",
                "Version 3.2.0 of Rezerwator will be released on 17 November 2025. "
                "The main change: the `settings.ini` file is being replaced by `rezerwator.toml`, and the old format will only be supported until the end of March 2026. "
                "Use the `rezerwator migrate --from-ini` command to migrate. "
                'We have removed the `--legacy-sync` option; its function is taken over by the `sync.mode = "full"` key. '
                "The application now requires PostgreSQL 14 or newer. "
                "Back up your database before upgrading — the schema migration cannot be undone. "
                "According to our tests, start-up time has been reduced by roughly 40%.",
            ),
        ],
        bad=[
            Slip(
                0, [("`rezerwator migrate --from-ini`", "`rezerwator migrate --from-toml`")], "code"
            ),
            Slip(1, [("do końca marca 2026 r.;", "do końca czerwca 2026 r.;")], "date"),
            Slip(
                2,
                [
                    (
                        "requires PostgreSQL 14 or newer.",
                        "requires PostgreSQL 14 or newer and no longer supports MySQL.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
