# ruff: noqa: E501, RUF001
"""Blind set 19: Polish source passages with their faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    Case(
        key="pl-rzeczy-znalezione",
        source="Biuro Rzeczy Znalezionych Starostwa Powiatowego w Wołominie przyjmuje rzeczy znalezione od poniedziałku do piątku w godzinach 8:00–15:30 (pokój 14, parter). Zgodnie z art. 15 ust. 1 ustawy z dnia 20 lutego 2015 r. o rzeczach znalezionych rzecz, której właściciel się nie zgłosi, przechowujemy przez 2 lata od dnia wezwania do odbioru. Przy odbiorze należy okazać dokument tożsamości i opisać rzecz w sposób pozwalający ją zidentyfikować. Dokumentów, kluczy ani telefonów nie wydajemy osobom trzecim bez pisemnego upoważnienia. Koszty przechowywania, zwykle kilka złotych dziennie w przypadku rowerów, pokrywa osoba odbierająca. Listę przyjętych rzeczy publikujemy na stronie bip.powiat-wolominski.pl, a zapytania można kierować pod numer 22 787 43 10.",
        good=[
            Good(
                "preserve",
                "Starostwo Powiatowe w Wołominie prowadzi Biuro Rzeczy Znalezionych w pokoju 14 na parterze; rzeczy znalezione przyjmowane są od poniedziałku do piątku, od 8:00 do 15:30. Jeśli właściciel się nie zgłosi, rzecz jest przechowywana przez dwa lata od dnia wezwania do odbioru — tak stanowi art. 15 ust. 1 ustawy z dnia 20 lutego 2015 r. o rzeczach znalezionych. Kto przychodzi po swoją rzecz, musi pokazać dokument tożsamości i opisać ją tak, by dało się ją rozpoznać. Dokumenty, klucze i telefony wydajemy osobom trzecim wyłącznie na podstawie pisemnego upoważnienia. Koszty przechowywania pokrywa odbierający; przy rowerach wynoszą one zwykle kilka złotych za dzień. Wykaz przyjętych rzeczy znajduje się na bip.powiat-wolominski.pl, a pytania można zadawać telefonicznie: 22 787 43 10.",
            ),
            Good(
                "preserve",
                "Uprzejmie informujemy, że Biuro Rzeczy Znalezionych Starostwa Powiatowego w Wołominie (parter, pokój nr 14) przyjmuje rzeczy znalezione od poniedziałku do piątku w godz. 8:00–15:30. Rzeczy nieodebrane przez właściciela przechowuje się przez okres 2 lat, liczony od dnia wezwania do odbioru, na podstawie art. 15 ust. 1 ustawy z dnia 20 lutego 2015 r. o rzeczach znalezionych. Warunkiem wydania rzeczy jest okazanie dokumentu tożsamości oraz podanie opisu umożliwiającego jej identyfikację. Wydanie dokumentów, kluczy lub telefonów osobie trzeciej jest możliwe jedynie za okazaniem pisemnego upoważnienia. Koszty przechowywania ponosi osoba odbierająca rzecz; w przypadku rowerów wynoszą one zazwyczaj kilka złotych za dobę. Wykaz przyjętych rzeczy jest publikowany pod adresem bip.powiat-wolominski.pl. Informacji udziela się pod numerem telefonu 22 787 43 10.",
            ),
            Good(
                "en",
                "The Lost Property Office of the Wołomin County Office (Starostwo Powiatowe w Wołominie) accepts found items Monday to Friday, 8:00–15:30, in room 14 on the ground floor. Under Article 15(1) of the Act of 20 February 2015 on found property, an item whose owner does not come forward is kept for 2 years from the date of the notice to collect it. To collect an item you must show an ID document and describe the item well enough for it to be identified. We do not release documents, keys or phones to third parties without written authorisation. Storage costs are paid by the person collecting the item; for bicycles they are usually a few złoty per day. The list of items received is published at bip.powiat-wolominski.pl, and enquiries can be made on 22 787 43 10.",
            ),
        ],
        bad=[
            Slip(0, [("art. 15 ust. 1", "art. 51 ust. 1")], "legal_reference"),
            Slip(2, [("is kept for 2 years", "is kept for 3 years")], "number"),
            Slip(
                1,
                [
                    (
                        "jest możliwe jedynie za okazaniem pisemnego upoważnienia",
                        "jest możliwe także bez okazania pisemnego upoważnienia",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-karnet-stadion",
        source="Sprzedaż karnetów na rundę wiosenną sezonu 2025/2026 MKS Sokół Tarnobrzeg rusza 9 stycznia 2026 r. o godz. 10:00 i potrwa do 20 lutego. Karnet na trybunę główną kosztuje 420 zł, na trybunę za bramką 260 zł; studenci i seniorzy powyżej 65 lat płacą o połowę mniej. Karnety kupuje się wyłącznie online na stronie bilety.mks-sokol.pl — kas przy stadionie w tym okresie nie otwieramy. Posiadacze karnetów z rundy jesiennej mogą do 23 stycznia zachować dotychczasowe miejsce. Karnet jest imienny i nie można go odstąpić innej osobie. Przy wejściu na stadion trzeba okazać dokument ze zdjęciem. Mecze przełożone zwykle nie wymagają nowego biletu, ale karnet nie obejmuje meczów pucharowych.",
        good=[
            Good(
                "preserve",
                "Karnety na wiosnę sezonu 2025/2026 MKS Sokół Tarnobrzeg! Sprzedaż startuje 9 stycznia 2026 r. o 10:00 i trwa do 20 lutego. Za trybunę główną zapłacisz 420 zł, za trybunę za bramką 260 zł — a jeśli jesteś studentem albo seniorem powyżej 65 lat, masz o połowę taniej. Kupujesz tylko przez internet, na bilety.mks-sokol.pl, bo kasy przy stadionie będą w tym czasie zamknięte. Miałeś karnet jesienią? Do 23 stycznia możesz zatrzymać swoje dotychczasowe miejsce. Pamiętaj, że karnet jest na nazwisko i nie przekażesz go nikomu innemu, a przy wejściu musisz pokazać dokument ze zdjęciem. Na przełożone mecze zazwyczaj nie potrzebujesz nowego biletu, ale mecze pucharowe nie wchodzą w karnet.",
            ),
            Good(
                "preserve",
                "Karnety MKS Sokół Tarnobrzeg, runda wiosenna sezonu 2025/2026: sprzedaż od 9 stycznia 2026 r., godz. 10:00, do 20 lutego, wyłącznie online (bilety.mks-sokol.pl); kasy przy stadionie w tym czasie zamknięte. Ceny: trybuna główna 420 zł, trybuna za bramką 260 zł; studenci i seniorzy powyżej 65 lat — połowa ceny. Posiadacze karnetów jesiennych mogą zachować dotychczasowe miejsce do 23 stycznia. Karnet imienny, nie do odstąpienia innej osobie; przy wejściu wymagany dokument ze zdjęciem. Mecze przełożone zwykle bez nowego biletu; mecze pucharowe nieobjęte karnetem.",
            ),
            Good(
                "en",
                "Season tickets for the spring round of MKS Sokół Tarnobrzeg's 2025/2026 season go on sale on 9 January 2026 at 10:00, and sales run until 20 February. A ticket for the main stand costs PLN 420 and one for the stand behind the goal PLN 260; students and seniors over 65 pay half price. Season tickets are sold only online at bilety.mks-sokol.pl — the ticket offices at the stadium will not open during this period. Holders of autumn-round season tickets can keep their current seat until 23 January. The season ticket is personal and cannot be transferred to anyone else. You must show photo ID when entering the stadium. Postponed matches usually do not require a new ticket, but cup matches are not covered by the season ticket.",
            ),
        ],
        bad=[
            Slip(1, [("(bilety.mks-sokol.pl)", "(bilety.mks-sokol.com.pl)")], "url"),
            Slip(
                0,
                [
                    (
                        "a przy wejściu musisz pokazać dokument",
                        "a przy wejściu warto pokazać dokument",
                    )
                ],
                "modality",
            ),
            Slip(2, [("until 23 January", "until 23 February")], "date"),
        ],
    ),
    Case(
        key="pl-hala-targowa",
        source="Zarząd Hali Targowej „Górka” ogłasza przetarg na najem stoiska nr H-27 o powierzchni 12 m² w sektorze spożywczym. Cena wywoławcza wynosi 58 zł netto za m² miesięcznie, a umowa zostanie zawarta na 3 lata. Oferty należy składać w sekretariacie zarządu do 14 marca 2026 r., do godz. 12:00, z dopiskiem „Przetarg H-27”. Oferent musi wpłacić wadium w wysokości 1500 zł na rachunek podany w ogłoszeniu. Najemca nie może prowadzić na stoisku sprzedaży alkoholu. Rozstrzygnięcie przetargu nastąpi prawdopodobnie w ciągu 10 dni roboczych od otwarcia ofert. Szczegółowe warunki są dostępne w regulaminie przetargu, a pytania można zadawać pod adresem przetargi@hala-gorka.pl.",
        good=[
            Good(
                "preserve",
                "Czego dotyczy przetarg? Zarząd Hali Targowej „Górka” wynajmie stoisko nr H-27 (12 m², sektor spożywczy).\nJaka jest cena wywoławcza i na jak długo umowa? 58 zł netto za m² miesięcznie; umowa na trzy lata.\nGdzie i do kiedy złożyć ofertę? W sekretariacie zarządu, najpóźniej 14 marca 2026 r. do 12:00, z dopiskiem „Przetarg H-27”.\nCzy trzeba wpłacić wadium? Tak, 1500 zł na rachunek wskazany w ogłoszeniu.\nCzy na stoisku można sprzedawać alkohol? Nie, najemcy tego nie wolno.\nKiedy poznam wynik? Prawdopodobnie w ciągu 10 dni roboczych od otwarcia ofert.\nGdzie szukać szczegółów? W regulaminie przetargu; pytania prosimy kierować na przetargi@hala-gorka.pl.",
            ),
            Good(
                "preserve",
                "Hala Targowa „Górka” szuka najemcy stoiska nr H-27 w sektorze spożywczym; stoisko ma 12 m², a zarząd hali ogłosił na nie przetarg. Stawka wyjściowa to 58 zł netto miesięcznie za metr kwadratowy, umowa będzie trzyletnia. Ofertę z dopiskiem „Przetarg H-27” trzeba złożyć w sekretariacie zarządu do 14 marca 2026 r., godz. 12:00. Każdy oferent musi też wpłacić 1500 zł wadium na rachunek wskazany w ogłoszeniu. Na stoisku obowiązuje zakaz sprzedaży alkoholu. Wyniki będą znane prawdopodobnie w ciągu 10 dni roboczych od otwarcia ofert. Pełne warunki opisuje regulamin przetargu, a na pytania zarząd odpowiada pod adresem przetargi@hala-gorka.pl.",
            ),
            Good(
                "en",
                "The management of the “Górka” Market Hall is holding a tender for the lease of stall no. H-27, a 12 m² stall in the food section. The starting price is PLN 58 net per m² per month, and the lease will be signed for 3 years. Bids must be submitted to the management office by 12:00 on 14 March 2026, marked “Przetarg H-27” (Tender H-27). Each bidder must pay a PLN 1,500 deposit into the account given in the notice. The tenant may not sell alcohol at the stall. The result will probably be announced within 10 working days of the bids being opened. Full conditions are set out in the tender rules, and questions can be sent to przetargi@hala-gorka.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("stoisko nr H-27", "stoisko nr H-21"), ("„Przetarg H-27”", "„Przetarg H-21”")],
                "code",
            ),
            Slip(2, [("PLN 1,500 deposit", "PLN 1,200 deposit")], "number"),
            Slip(
                1,
                [("Wyniki będą znane prawdopodobnie w ciągu", "Wyniki będą znane w ciągu")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-higienizacja",
        source="Gabinet Higienizacji Dentalnej „Biały Ząb” przy ul. Kościuszki 8 w Lublinie zaprasza na zabiegi skalingu, piaskowania i fluoryzacji. Pełna higienizacja trwa około 60 minut i kosztuje 280 zł. Wizytę należy odwołać najpóźniej 24 godziny wcześniej; w przeciwnym razie możemy naliczyć opłatę 50 zł. Przed zabiegiem nie trzeba być na czczo, ale przez 2 godziny po piaskowaniu nie wolno spożywać barwiących pokarmów ani napojów, takich jak kawa czy herbata. Pacjentów z rozrusznikiem serca prosimy o wcześniejsze poinformowanie higienistki, ponieważ skaling ultradźwiękowy może być wtedy przeciwwskazany. Zapisy: tel. 81 532 11 40, od poniedziałku do czwartku w godz. 9:00–18:00.",
        good=[
            Good(
                "preserve",
                "Gabinet Higienizacji Dentalnej „Biały Ząb”, mieszczący się przy ul. Kościuszki 8 w Lublinie, oferuje zabiegi skalingu, piaskowania oraz fluoryzacji. Kompleksowa higienizacja trwa ok. 60 minut, a jej koszt wynosi 280 zł. Pacjent jest zobowiązany odwołać wizytę nie później niż 24 godziny przed wyznaczonym terminem; w razie niedotrzymania tego warunku gabinet może pobrać opłatę w wysokości 50 zł. Zabieg nie wymaga pozostawania na czczo, jednak w ciągu 2 godzin po piaskowaniu zabrania się spożywania barwiących pokarmów i napojów, np. kawy lub herbaty. Pacjentów z wszczepionym rozrusznikiem serca prosi się o uprzednie poinformowanie higienistki, gdyż u takich osób skaling ultradźwiękowy może być przeciwwskazany. Rejestracja odbywa się telefonicznie pod numerem 81 532 11 40, od poniedziałku do czwartku, w godz. 9:00–18:00.",
            ),
            Good(
                "preserve",
                "Chcesz mieć naprawdę czyste zęby? Wpadnij do gabinetu higienizacji „Biały Ząb” na Kościuszki 8 w Lublinie — robimy skaling, piaskowanie i fluoryzację. Cała higienizacja zajmuje mniej więcej godzinę i kosztuje 280 zł. Jeśli nie możesz przyjść, odwołaj wizytę co najmniej dobę wcześniej, bo inaczej możemy doliczyć 50 zł. Nie musisz przychodzić na czczo, ale przez dwie godziny po piaskowaniu odpuść kawę, herbatę i inne barwiące jedzenie i picie. Masz rozrusznik serca? Powiedz o tym higienistce przed zabiegiem, bo skaling ultradźwiękowy może być wtedy dla ciebie przeciwwskazany. Zapisujemy pod numerem 81 532 11 40, od poniedziałku do czwartku, 9:00–18:00.",
            ),
            Good(
                "en",
                "The “Biały Ząb” dental hygiene practice at ul. Kościuszki 8 in Lublin offers scaling, air polishing and fluoride treatment. A full hygiene session takes about 60 minutes and costs PLN 280. Appointments must be cancelled at least 24 hours in advance; otherwise we may charge a fee of PLN 50. You do not need to fast before the treatment, but for 2 hours after air polishing you must not eat or drink anything that stains, such as coffee or tea. If you have a pacemaker, please tell the hygienist beforehand, because ultrasonic scaling may then be contraindicated. Bookings: tel. 81 532 11 40, Monday to Thursday, 9:00–18:00.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Monday to Thursday, 9:00–18:00.",
                        "Monday to Thursday, 9:00–18:00, and Saturdays, 9:00–13:00.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [("Pacjent jest zobowiązany odwołać wizytę", "Pacjent może odwołać wizytę")],
                "modality",
            ),
            Slip(1, [("Nie musisz przychodzić na czczo", "Musisz przyjść na czczo")], "negation"),
        ],
    ),
    Case(
        key="pl-schronisko",
        source="**Rezerwacje noclegów w Schronisku PTTK na Hali Jaworowej — sezon zimowy 2025/2026**\n\n- Rezerwacje przyjmujemy od 1 grudnia 2025 r. do 31 marca 2026 r. przez formularz na stronie [hala-jaworowa.pl/rezerwacje](https://hala-jaworowa.pl/rezerwacje).\n- Nocleg kosztuje 75 zł od osoby w pokoju wieloosobowym i 110 zł od osoby w pokoju 2-osobowym.\n- Zadatek w wysokości 30% należy wpłacić w ciągu 3 dni od potwierdzenia rezerwacji, inaczej rezerwacja wygasa.\n- Członkowie PTTK z opłaconą składką mogą otrzymać 10% zniżki.\n- Cisza nocna obowiązuje od 22:00 do 6:00.\n- **Nie przyjmujemy zwierząt.**\n\nW razie złych warunków na szlaku prosimy o kontakt: 33 863 41 27.",
        good=[
            Good(
                "preserve",
                "**Schronisko PTTK na Hali Jaworowej — noclegi, zima 2025/2026**\n\n- Rezerwacje: 1 grudnia 2025 r. – 31 marca 2026 r., formularz [hala-jaworowa.pl/rezerwacje](https://hala-jaworowa.pl/rezerwacje).\n- Ceny: 75 zł/os. w pokoju wieloosobowym, 110 zł/os. w pokoju 2-osobowym.\n- Zadatek 30% — wpłata do 3 dni od potwierdzenia, inaczej rezerwacja wygasa.\n- Członkowie PTTK z opłaconą składką: możliwa zniżka 10%.\n- Cisza nocna 22:00–6:00.\n- **Zwierząt nie przyjmujemy.**\n\nZłe warunki na szlaku? Kontakt: 33 863 41 27.",
            ),
            Good(
                "preserve",
                "**Schronisko PTTK na Hali Jaworowej: najczęstsze pytania o zimę 2025/2026**\n\n- **Kiedy i jak zarezerwować nocleg?** Od 1 grudnia 2025 r. do 31 marca 2026 r., przez formularz na [hala-jaworowa.pl/rezerwacje](https://hala-jaworowa.pl/rezerwacje).\n- **Ile kosztuje nocleg?** 75 zł od osoby w pokoju wieloosobowym, 110 zł od osoby w pokoju dwuosobowym.\n- **Czy trzeba wpłacić zadatek?** Tak: 30% w ciągu 3 dni od potwierdzenia; bez wpłaty rezerwacja wygasa.\n- **Czy są zniżki?** Członkowie PTTK z opłaconą składką mogą dostać 10% rabatu.\n- **Kiedy jest cisza nocna?** Od 22:00 do 6:00.\n- **Czy mogę przyjść ze zwierzęciem?** **Nie — zwierząt nie przyjmujemy.**\n- **Co, jeśli na szlaku są złe warunki?** Prosimy o telefon: 33 863 41 27.",
            ),
            Good(
                "en",
                "**Overnight bookings at the PTTK mountain hut on Hala Jaworowa — winter season 2025/2026**\n\n- We accept bookings from 1 December 2025 to 31 March 2026 via the form at [hala-jaworowa.pl/rezerwacje](https://hala-jaworowa.pl/rezerwacje).\n- A night costs PLN 75 per person in a multi-bed room and PLN 110 per person in a double room.\n- A 30% deposit must be paid within 3 days of the booking being confirmed; otherwise the booking lapses.\n- PTTK members whose membership fee is paid up may get a 10% discount.\n- Quiet hours are from 22:00 to 6:00.\n- **We do not accept animals.**\n\nIf conditions on the trail are bad, please contact us on 33 863 41 27.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("- **Zwierząt nie przyjmujemy.**", "- **Zwierząt nie przyjmujemy.")],
                "markdown",
            ),
            Slip(1, [("do 31 marca 2026 r.", "do 15 marca 2026 r.")], "date"),
            Slip(2, [("A 30% deposit must be paid", "A 30% deposit can be paid")], "modality"),
        ],
    ),
    Case(
        key="pl-archiwum-czytelnia",
        source="Czytelnia Archiwum Państwowego w Kielcach udostępnia księgi metrykalne parafii z lat 1808–1925 od wtorku do piątku w godz. 9:00–15:00. Na wizytę trzeba zapisać się co najmniej 3 dni wcześniej przez formularz na stronie kielce.ap.gov.pl/czytelnia. Oryginałów ksiąg sprzed 1870 r. nie udostępniamy — korzystać można wyłącznie z ich skanów w serwisie szukajwarchiwach.gov.pl. Fotografowanie własnym aparatem bez lampy błyskowej jest bezpłatne. Osobom rozpoczynającym poszukiwania polecamy poradnik „Jak czytać metryki” (Nowak i Wiśniewska, 2019), dostępny w czytelni. Jednorazowo można zamówić najwyżej 5 jednostek archiwalnych.",
        good=[
            Good(
                "preserve",
                "Księgi metrykalne parafii z lat 1808–1925 można przeglądać w czytelni Archiwum Państwowego w Kielcach od wtorku do piątku, w godzinach 9:00–15:00. Wizytę trzeba zarezerwować przynajmniej trzy dni przed terminem przez formularz pod adresem kielce.ap.gov.pl/czytelnia. Księgi sprzed 1870 r. nie są udostępniane w oryginale — można z nich korzystać tylko jako ze skanów w serwisie szukajwarchiwach.gov.pl. Za robienie zdjęć własnym aparatem, bez lampy błyskowej, nic się nie płaci. Na jeden raz można zamówić maksymalnie 5 jednostek archiwalnych. Początkującym w poszukiwaniach archiwum poleca dostępny na miejscu, w czytelni, poradnik „Jak czytać metryki” (Nowak i Wiśniewska, 2019).",
            ),
            Good(
                "preserve",
                "Archiwum Państwowe w Kielcach informuje, że księgi metrykalne parafii z lat 1808–1925 są udostępniane w czytelni od wtorku do piątku w godz. 9:00–15:00. Warunkiem skorzystania z czytelni jest dokonanie zapisu z wyprzedzeniem co najmniej 3 dni, za pośrednictwem formularza dostępnego na stronie kielce.ap.gov.pl/czytelnia. Oryginały ksiąg powstałych przed 1870 r. nie są udostępniane; użytkownicy mogą korzystać wyłącznie z ich skanów w serwisie szukajwarchiwach.gov.pl. Wykonywanie fotografii własnym aparatem, bez użycia lampy błyskowej, nie podlega opłacie. Jednorazowo można zamówić nie więcej niż 5 jednostek archiwalnych. Osobom rozpoczynającym poszukiwania rekomenduje się poradnik „Jak czytać metryki” (Nowak i Wiśniewska, 2019), znajdujący się w zasobie czytelni.",
            ),
            Good(
                "en",
                "The reading room of the State Archive in Kielce makes parish registers from 1808–1925 available Tuesday to Friday, 9:00–15:00. You must book a visit at least 3 days in advance using the form at kielce.ap.gov.pl/czytelnia. Original registers from before 1870 are not made available — only their scans on szukajwarchiwach.gov.pl can be used. Taking photographs with your own camera without flash is free of charge. For people just starting their research we recommend the guide “Jak czytać metryki” (How to Read Parish Records; Nowak and Wiśniewska, 2019), available in the reading room. You can order no more than 5 archival units at a time.",
            ),
        ],
        bad=[
            Slip(2, [("Nowak and Wiśniewska, 2019", "Nowak and Wiśniewska, 2016")], "citation"),
            Slip(0, [("kielce.ap.gov.pl/czytelnia", "kielce.ap.gov.pl/rezerwacja")], "url"),
            Slip(1, [("nie podlega opłacie", "podlega opłacie")], "negation"),
        ],
    ),
    Case(
        key="pl-kurs-pszczelarski",
        source="Koło Pszczelarzy w Sandomierzu zaprasza na kurs „Pierwsza pasieka” dla początkujących. Zajęcia odbędą się w 6 sobotnich spotkaniach od 11 kwietnia 2026 r., po 4 godziny każde, w pasiece szkoleniowej w Dwikozach. Koszt kursu to 650 zł i obejmuje kombinezon ochronny. Uczestnicy muszą mieć ukończone 16 lat; osoby uczulone na jad pszczeli nie mogą brać udziału w zajęciach praktycznych. Program opiera się na podręczniku Anny Kmiecik „Pszczelarstwo od podstaw” (Kmiecik, 2018). Pierwszy miód uczestnicy zbierają zwykle dopiero w drugim sezonie. Liczba miejsc jest ograniczona do 14. Zgłoszenia: kolo.sandomierz@pszczelarze.org.pl.",
        good=[
            Good(
                "preserve",
                "Marzysz o własnej pasiece? Koło Pszczelarzy w Sandomierzu rusza z kursem „Pierwsza pasieka” dla początkujących! Spotykamy się przez sześć sobót, od 11 kwietnia 2026 r., za każdym razem na 4 godziny, w szkoleniowej pasiece w Dwikozach. Kurs kosztuje 650 zł, a kombinezon ochronny jest w cenie. Musisz mieć skończone 16 lat, a jeśli masz uczulenie na jad pszczeli, w zajęciach praktycznych niestety nie weźmiesz udziału. Uczymy według podręcznika Anny Kmiecik „Pszczelarstwo od podstaw” (Kmiecik, 2018). I uczciwie uprzedzamy: na pierwszy miód zwykle trzeba poczekać do drugiego sezonu. Mamy tylko 14 miejsc — zgłoś się na kolo.sandomierz@pszczelarze.org.pl.",
            ),
            Good(
                "preserve",
                "Kurs „Pierwsza pasieka” dla początkujących (Koło Pszczelarzy w Sandomierzu): 6 sobót po 4 godziny, start 11 kwietnia 2026 r., pasieka szkoleniowa w Dwikozach. Cena 650 zł z kombinezonem ochronnym. Wymagane ukończone 16 lat; osoby uczulone na jad pszczeli bez udziału w zajęciach praktycznych. Program według podręcznika Anny Kmiecik „Pszczelarstwo od podstaw” (Kmiecik, 2018). Pierwszy miód zwykle dopiero w drugim sezonie. Maksymalnie 14 miejsc. Zgłoszenia: kolo.sandomierz@pszczelarze.org.pl.",
            ),
            Good(
                "en",
                "The Sandomierz Beekeepers' Club invites beginners to its “First Apiary” course. Classes will take place over 6 Saturday sessions of 4 hours each, starting on 11 April 2026, at the training apiary in Dwikozy. The course costs PLN 650, which includes a protective suit. Participants must be at least 16 years old; people allergic to bee venom cannot take part in the practical sessions. The programme is based on Anna Kmiecik's textbook “Pszczelarstwo od podstaw” (Beekeeping from Scratch; Kmiecik, 2018). Participants usually harvest their first honey only in their second season. Places are limited to 14. Applications: kolo.sandomierz@pszczelarze.org.pl.",
            ),
        ],
        bad=[
            Slip(1, [("(Kmiecik, 2018)", "(Kmiecik, 2021)")], "citation"),
            Slip(2, [("Participants usually harvest", "Participants harvest")], "hedge"),
            Slip(0, [("Mamy tylko 14 miejsc", "Mamy tylko 18 miejsc")], "number"),
        ],
    ),
    Case(
        key="pl-strojenie",
        source="Stroimy fortepiany i pianina w Poznaniu i okolicach w promieniu 30 km. Standardowe strojenie trwa około 90 minut i kosztuje 260 zł; jeśli instrument nie był strojony dłużej niż 3 lata, konieczne może być podniesienie stroju, za które doliczamy 120 zł. Instrument należy ustawić z dala od kaloryferów i okien, a w pomieszczeniu powinna być wilgotność 40–60%. Po przeprowadzce ze strojeniem trzeba odczekać co najmniej 2 tygodnie, bo drewno musi się zaaklimatyzować. Nie stroimy instrumentów z pękniętą płytą rezonansową. Terminy umawiamy telefonicznie pod numerem 601 224 918 lub mailowo: strojenie@klawisz.poz.pl. Zalecamy strojenie dwa razy w roku.",
        good=[
            Good(
                "preserve",
                "Co stroicie i gdzie? Fortepiany i pianina, w Poznaniu i okolicach, w promieniu 30 km.\nIle trwa i kosztuje strojenie? Standardowe strojenie zajmuje mniej więcej półtorej godziny i kosztuje 260 zł.\nA jeśli instrument długo nie był strojony? Gdy minęło ponad 3 lata, może być konieczne podniesienie stroju — to dodatkowe 120 zł.\nJak przygotować instrument? Ustaw go z dala od kaloryferów i okien; wilgotność w pokoju powinna wynosić 40–60%.\nPrzeprowadziłem się — kiedy stroić? Najwcześniej po 2 tygodniach, bo drewno musi się zaaklimatyzować.\nCzy stroicie każdy instrument? Nie podejmujemy się strojenia instrumentów z pękniętą płytą rezonansową.\nJak często stroić? Zalecamy dwa razy w roku.\nJak się umówić? Telefonicznie: 601 224 918, albo mailem: strojenie@klawisz.poz.pl.",
            ),
            Good(
                "preserve",
                "Zajmujemy się strojeniem fortepianów i pianin w Poznaniu oraz w okolicy, w promieniu 30 km. Zwykłe strojenie trwa około 90 minut i kosztuje 260 zł. Jeżeli instrumentu nie strojono od ponad 3 lat, może okazać się konieczne podniesienie stroju, za które płaci się dodatkowo 120 zł. Fortepian lub pianino trzeba postawić z dala od okien i kaloryferów, a wilgotność w pomieszczeniu powinna mieścić się w przedziale 40–60%. Po przeprowadzce trzeba poczekać ze strojeniem przynajmniej dwa tygodnie, żeby drewno się zaaklimatyzowało. Instrumentów z pękniętą płytą rezonansową nie stroimy. Strojenie zalecamy dwa razy do roku. Termin można umówić pod numerem 601 224 918 albo przez e-mail strojenie@klawisz.poz.pl.",
            ),
            Good(
                "en",
                "We tune grand and upright pianos in Poznań and the surrounding area within a 30 km radius. A standard tuning takes about 90 minutes and costs PLN 260; if the instrument has not been tuned for more than 3 years, a pitch raise may be necessary, for which we charge an extra PLN 120. The instrument must be placed away from radiators and windows, and the humidity in the room should be 40–60%. After a move you must wait at least 2 weeks before tuning, because the wood has to acclimatise. We do not tune instruments with a cracked soundboard. Appointments can be made by phone on 601 224 918 or by e-mail at strojenie@klawisz.poz.pl. We recommend tuning twice a year.",
            ),
        ],
        bad=[
            Slip(1, [("dodatkowo 120 zł", "dodatkowo 150 zł")], "number"),
            Bad(
                "en",
                "Stroimy fortepiany i pianina w Poznaniu i w promieniu 30 km od miasta. Standardowe strojenie to około 90 minut i 260 zł; przy instrumencie niestrojonym ponad 3 lata może być konieczne podniesienie stroju (dodatkowe 120 zł). Instrument trzymaj z dala od kaloryferów i okien, przy wilgotności 40–60%. Po przeprowadzce odczekaj ze strojeniem co najmniej 2 tygodnie, aż drewno się zaaklimatyzuje. Instrumentów z pękniętą płytą rezonansową nie stroimy. Polecamy strojenie dwa razy w roku. Kontakt: 601 224 918, strojenie@klawisz.poz.pl.",
                "wrong_language",
            ),
            Slip(
                2,
                [
                    (
                        "We recommend tuning twice a year.",
                        "You must have the piano tuned twice a year.",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-naprawa-obuwia",
        source="Pracownia Szewska „Kopyto” udziela 6-miesięcznej gwarancji na wymianę fleków, podeszew i zamków błyskawicznych. Gwarancja nie obejmuje uszkodzeń powstałych w wyniku niewłaściwego użytkowania, np. suszenia butów na kaloryferze. Reklamację należy zgłosić osobiście z paragonem. Niezależnie od gwarancji przysługują Państwu uprawnienia z tytułu niezgodności usługi z umową na podstawie art. 43a ustawy z dnia 30 maja 2014 r. o prawach konsumenta. Obuwie nieodebrane w ciągu 90 dni od umówionego terminu odbioru możemy przekazać na cele charytatywne. Naprawa trwa zazwyczaj od 3 do 5 dni roboczych. Pracownia przy ul. Długiej 41 w Gdańsku jest czynna od poniedziałku do piątku 10:00–18:00, w soboty 9:00–13:00. Cennik obowiązuje od 1 lutego 2026 r.",
        good=[
            Good(
                "preserve",
                "Pracownia Szewska „Kopyto” (ul. Długa 41, Gdańsk) udziela gwarancji na okres 6 miesięcy na wymianę fleków, podeszew oraz zamków błyskawicznych. Gwarancją nie są objęte uszkodzenia wynikające z niewłaściwego użytkowania obuwia, takiego jak suszenie go na kaloryferze. Reklamację należy zgłosić osobiście, okazując paragon. Gwarancja nie narusza uprawnień przysługujących klientom z tytułu niezgodności usługi z umową, wynikających z art. 43a ustawy z dnia 30 maja 2014 r. o prawach konsumenta. Obuwie, które nie zostanie odebrane w terminie 90 dni od uzgodnionej daty odbioru, może zostać przekazane na cele charytatywne. Czas naprawy wynosi zazwyczaj od 3 do 5 dni roboczych. Pracownia jest czynna od poniedziałku do piątku w godz. 10:00–18:00 oraz w soboty w godz. 9:00–13:00. Cennik obowiązuje od 1 lutego 2026 r.",
            ),
            Good(
                "preserve",
                "W „Kopycie” na Długiej 41 w Gdańsku na wymienione fleki, podeszwy i zamki błyskawiczne dostajesz 6 miesięcy gwarancji. Uwaga: jeśli buty zniszczyły się przez niewłaściwe używanie — na przykład suszyłeś je na kaloryferze — gwarancja tego nie pokryje. Z reklamacją przyjdź do nas osobiście i weź paragon. A niezależnie od gwarancji masz też swoje prawa z tytułu niezgodności usługi z umową, z art. 43a ustawy z dnia 30 maja 2014 r. o prawach konsumenta. Nie odbierzesz butów przez 90 dni od umówionego terminu? Możemy je wtedy oddać na cele charytatywne. Naprawa zajmuje zwykle 3–5 dni roboczych. Jesteśmy otwarci od poniedziałku do piątku 10:00–18:00, a w soboty 9:00–13:00. Cennik obowiązuje od 1 lutego 2026 r.",
            ),
            Good(
                "en",
                "The “Kopyto” shoe repair workshop gives a 6-month guarantee on replaced heel tips, soles and zips. The guarantee does not cover damage caused by improper use, such as drying shoes on a radiator. Complaints must be made in person, with the receipt. Regardless of the guarantee, you are entitled to remedies for a service that does not conform to the contract under Article 43a of the Consumer Rights Act of 30 May 2014. Shoes not collected within 90 days of the agreed collection date may be donated to charity. Repairs usually take 3 to 5 working days. The workshop, at ul. Długa 41 in Gdańsk, is open Monday to Friday 10:00–18:00 and Saturdays 9:00–13:00. The price list applies from 1 February 2026.",
            ),
        ],
        bad=[
            Slip(0, [("art. 43a ustawy", "art. 34a ustawy")], "legal_reference"),
            Slip(
                1,
                [("Cennik obowiązuje od 1 lutego 2026 r.", "Cennik obowiązuje od 1 lipca 2026 r.")],
                "date",
            ),
            Slip(2, [("Repairs usually take 3 to 5", "Repairs take 3 to 5")], "hedge"),
        ],
    ),
    Case(
        key="pl-myjnia",
        source="## Abonament Myjni Bezdotykowej „Kropla”\n\nZa **89 zł miesięcznie** możesz myć samochód bez limitu na wszystkich 4 stanowiskach przy ul. Przemysłowej 3 w Opolu.\n\n- Abonament aktywujesz w aplikacji, podając numer rejestracyjny; jeden abonament obejmuje tylko jeden pojazd.\n- Umowę można wypowiedzieć z 30-dniowym okresem wypowiedzenia.\n- Na stanowiskach nie wolno myć silników ani pojazdów powyżej 3,5 t.\n- Program woskowania jest dodatkowo płatny: 6 zł za każde użycie.\n\nW mroźne dni (poniżej −10°C) myjnia może być nieczynna. Pytania: `kontakt@myjnia-kropla.pl`.",
        good=[
            Good(
                "preserve",
                "## Myjnia bezdotykowa „Kropla” — abonament\n\n**89 zł/mies.**: mycie bez limitu na wszystkich 4 stanowiskach, ul. Przemysłowa 3, Opole.\n\n- Aktywacja w aplikacji po numerze rejestracyjnym; 1 abonament = 1 pojazd.\n- Wypowiedzenie: 30 dni.\n- Zakaz mycia silników i pojazdów powyżej 3,5 t.\n- Woskowanie płatne osobno: 6 zł za każde użycie.\n\nPrzy mrozie poniżej −10°C myjnia może być zamknięta. Pytania: `kontakt@myjnia-kropla.pl`.",
            ),
            Good(
                "preserve",
                "## Abonament w myjni bezdotykowej „Kropla” — pytania i odpowiedzi\n\n- **Ile kosztuje i co daje?** **89 zł miesięcznie** za nieograniczone mycie na każdym z 4 stanowisk przy ul. Przemysłowej 3 w Opolu.\n- **Jak go uruchomić?** W aplikacji, po wpisaniu numeru rejestracyjnego. Abonament obejmuje jeden pojazd — tylko jeden.\n- **Jak zrezygnować?** Wypowiadając umowę z zachowaniem 30 dni wypowiedzenia.\n- **Czego nie wolno myć?** Silników oraz pojazdów powyżej 3,5 t.\n- **Czy woskowanie jest w cenie?** Nie, kosztuje dodatkowo 6 zł za każde użycie.\n- **Czy myjnia działa w mróz?** Przy temperaturze poniżej −10°C może być nieczynna.\n- **Gdzie pisać z pytaniami?** `kontakt@myjnia-kropla.pl`",
            ),
            Good(
                "en",
                "## “Kropla” Touchless Car Wash Subscription\n\nFor **PLN 89 a month** you can wash your car as often as you like at all 4 bays at ul. Przemysłowa 3 in Opole.\n\n- Activate the subscription in the app by entering your registration number; one subscription covers only one vehicle.\n- The agreement can be terminated with 30 days' notice.\n- Washing engines or vehicles over 3.5 t in the bays is not allowed.\n- The waxing programme costs extra: PLN 6 per use.\n\nOn frosty days (below −10°C) the car wash may be closed. Questions: `kontakt@myjnia-kropla.pl`.",
            ),
        ],
        bad=[
            Slip(2, [("For **PLN 89 a month** you", "For **PLN 89 a month you")], "markdown"),
            Slip(0, [("Wypowiedzenie: 30 dni.", "Wypowiedzenie: 14 dni.")], "number"),
            Slip(
                1,
                [
                    (
                        "**Czego nie wolno myć?** Silników oraz pojazdów",
                        "**Co wolno myć?** Także silniki oraz pojazdy",
                    )
                ],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-pralnia-odbior",
        source="Pralnia „Świeżo” odbiera pranie spod drzwi w Krakowie w dzielnicach Krowodrza, Bronowice i Prądnik Biały. Zamówienie złożone do 20:00 odbieramy następnego dnia między 8:00 a 12:00, a czyste rzeczy zwracamy zwykle po 48 godzinach. Pranie i suszenie kosztuje 14 zł za kilogram, przy czym minimalne zamówienie to 5 kg. Odzieży ze skóry i futer nie przyjmujemy. Rzeczy należy przekazać w zamkniętym worku opisanym numerem zamówienia. Jeśli kurier nie zastanie nikogo w domu, może zostawić worek u sąsiada tylko za zgodą klienta wyrażoną w aplikacji. Zamówienia przyjmujemy na stronie swiezo-pralnia.pl/zamow.",
        good=[
            Good(
                "preserve",
                "Pralnia „Świeżo” odbiera pranie spod drzwi klientów w trzech krakowskich dzielnicach: na Krowodrzy, w Bronowicach i na Prądniku Białym. Jeśli zamówisz do 20:00, kurier przyjedzie następnego dnia między 8:00 a 12:00; czyste rzeczy wracają zwykle po 48 godzinach. Za pranie z suszeniem płaci się 14 zł za kilogram, a najmniejsze zamówienie to 5 kg. Nie przyjmujemy ubrań skórzanych ani futer. Rzeczy trzeba oddać w zamkniętym worku opisanym numerem zamówienia. Gdy kurier nikogo nie zastanie, może zostawić worek u sąsiada, ale tylko wtedy, gdy klient zgodził się na to w aplikacji. Zamówienia składa się na stronie swiezo-pralnia.pl/zamow.",
            ),
            Good(
                "preserve",
                "Pralnia „Świeżo” świadczy usługę odbioru prania spod drzwi klienta na terenie krakowskich dzielnic Krowodrza, Bronowice i Prądnik Biały. Zamówienia złożone do godz. 20:00 są odbierane w dniu następnym w godz. 8:00–12:00, natomiast zwrot czystych rzeczy następuje zazwyczaj po upływie 48 godzin. Cena prania wraz z suszeniem wynosi 14 zł za kilogram; minimalna wielkość zamówienia to 5 kg. Pralnia nie przyjmuje odzieży skórzanej ani futer. Rzeczy należy przekazać w zamkniętym worku oznaczonym numerem zamówienia. W przypadku nieobecności klienta kurier może pozostawić worek u sąsiada wyłącznie po uzyskaniu zgody klienta wyrażonej w aplikacji. Zamówienia przyjmowane są za pośrednictwem strony swiezo-pralnia.pl/zamow.",
            ),
            Good(
                "en",
                "The “Świeżo” laundry collects washing from your door in Kraków, in the Krowodrza, Bronowice and Prądnik Biały districts. Orders placed by 20:00 are collected the next day between 8:00 and 12:00, and clean items are usually returned after 48 hours. Washing and drying costs PLN 14 per kilogram, with a minimum order of 5 kg. We do not accept leather clothing or furs. Items must be handed over in a closed bag labelled with the order number. If the courier finds nobody at home, they may leave the bag with a neighbour only if the customer has agreed to this in the app. Orders are taken at swiezo-pralnia.pl/zamow.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "a najmniejsze zamówienie to 5 kg.",
                        "a najmniejsze zamówienie to 5 kg; prasowanie koszul jest wliczone w cenę.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Rzeczy należy przekazać w zamkniętym worku",
                        "Rzeczy można przekazać w zamkniętym worku",
                    )
                ],
                "modality",
            ),
            Slip(2, [("swiezo-pralnia.pl/zamow", "swiezo-pralnia.pl/zamowienia")], "url"),
        ],
    ),
    Case(
        key="pl-lodowisko",
        source="Miejskie lodowisko przy Hali Sportowej w Zamościu będzie czynne od 6 grudnia 2025 r. do 1 marca 2026 r., codziennie w godz. 10:00–21:00, z 30-minutową przerwą na konserwację tafli co 2 godziny. Bilet normalny na godzinę jazdy kosztuje 12 zł, ulgowy 8 zł; wypożyczenie łyżew to dodatkowe 10 zł. Dzieci do lat 10 mogą wejść na taflę tylko pod opieką osoby dorosłej. Na lodowisku nie wolno spożywać posiłków ani jeździć z dziećmi na rękach. Przy temperaturze powyżej 8°C lodowisko prawdopodobnie zostanie zamknięte — aktualne informacje podajemy na profilu MOSiR Zamość. Kaski dla dzieci wypożyczamy bezpłatnie.",
        good=[
            Good(
                "preserve",
                "Łyżwy w dłoń! Miejskie lodowisko przy Hali Sportowej w Zamościu działa od 6 grudnia 2025 r. do 1 marca 2026 r., codziennie od 10:00 do 21:00. Co dwie godziny robimy półgodzinną przerwę na konserwację tafli. Godzina jazdy to 12 zł (bilet normalny) albo 8 zł (ulgowy), a jeśli potrzebujesz łyżew, dopłacisz 10 zł. Kask dla dziecka pożyczymy za darmo. Dzieci do lat 10 wchodzą na lód tylko z dorosłym opiekunem. Na lodowisku nie jemy posiłków i nie jeździmy z dziećmi na rękach. Gdy zrobi się cieplej niż 8°C, lodowisko pewnie zamkniemy — na bieżąco piszemy o tym na profilu MOSiR Zamość.",
            ),
            Good(
                "preserve",
                "Lodowisko miejskie przy Hali Sportowej w Zamościu: 6 grudnia 2025 r. – 1 marca 2026 r., codziennie 10:00–21:00; co 2 godziny 30 minut przerwy na konserwację tafli. Bilet na godzinę: 12 zł normalny, 8 zł ulgowy; łyżwy +10 zł; kaski dziecięce bezpłatnie. Dzieci do lat 10 tylko pod opieką dorosłego. Zakaz jedzenia posiłków i jazdy z dziećmi na rękach. Powyżej 8°C lodowisko prawdopodobnie nieczynne — informacje na profilu MOSiR Zamość.",
            ),
            Good(
                "en",
                "The municipal ice rink by the Sports Hall in Zamość will be open from 6 December 2025 to 1 March 2026, daily from 10:00 to 21:00, with a 30-minute break for ice maintenance every 2 hours. A standard ticket for one hour of skating costs PLN 12 and a concession ticket PLN 8; skate hire is an extra PLN 10. Children up to the age of 10 may go on the ice only with an adult. Eating meals and skating while carrying children are not allowed on the rink. If the temperature rises above 8°C, the rink will probably be closed — updates are posted on the MOSiR Zamość profile. Children's helmets are lent free of charge.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "nie jemy posiłków i nie jeździmy z dziećmi na rękach",
                        "nie jemy posiłków, ale można jeździć z dziećmi na rękach",
                    )
                ],
                "negation",
            ),
            Slip(2, [("the rink will probably be closed", "the rink will be closed")], "hedge"),
            Slip(1, [("– 1 marca 2026 r.", "– 15 marca 2026 r.")], "date"),
        ],
    ),
    Case(
        key="pl-abstrakt-sen",
        source="Celem badania była ocena związku między korzystaniem ze smartfona przed snem a jakością snu studentów. W badaniu ankietowym wzięło udział 412 studentów trzech uczelni w Łodzi; jakość snu mierzono Pittsburskim Kwestionariuszem Jakości Snu (Buysse i in., 1989). Osoby używające telefonu dłużej niż 60 minut przed zaśnięciem miały średnio o 1,8 punktu gorszy wynik niż pozostali. Efekt był silniejszy u kobiet, co jest zgodne z wcześniejszymi doniesieniami (Exelmans i Van den Bulck, 2016). Ze względu na przekrojowy charakter badania nie można wnioskować o związku przyczynowym. Wyniki sugerują, że ograniczenie korzystania z ekranów przed snem może poprawiać jakość snu, co wymaga jednak potwierdzenia w badaniach interwencyjnych.",
        good=[
            Good(
                "preserve",
                "Co badano? Związek między korzystaniem ze smartfona przed snem a jakością snu studentów.\nKto wziął udział? 412 studentów z trzech łódzkich uczelni, którzy wypełnili ankietę.\nJak mierzono sen? Pittsburskim Kwestionariuszem Jakości Snu (Buysse i in., 1989).\nCo wyszło? U osób, które korzystały z telefonu ponad 60 minut przed zaśnięciem, wynik był średnio o 1,8 punktu gorszy niż u pozostałych; silniej dotyczyło to kobiet, zgodnie z wcześniejszymi doniesieniami (Exelmans i Van den Bulck, 2016).\nCzy to znaczy, że smartfon pogarsza sen? Tego nie da się stwierdzić — badanie było przekrojowe, więc nie pozwala wnioskować o związku przyczynowym.\nCo z tego wynika? Wyniki sugerują, że ograniczenie ekranów przed snem może poprawiać jego jakość, ale trzeba to potwierdzić w badaniach interwencyjnych.",
            ),
            Good(
                "preserve",
                "W badaniu sprawdzano, czy korzystanie ze smartfona przed snem wiąże się z jakością snu studentów. Ankietę wypełniło 412 osób studiujących na trzech uczelniach w Łodzi, a jakość snu oceniano za pomocą Pittsburskiego Kwestionariusza Jakości Snu (Buysse i in., 1989). Ci, którzy używali telefonu dłużej niż godzinę przed zaśnięciem, uzyskali średnio wynik gorszy o 1,8 punktu niż pozostali uczestnicy. U kobiet efekt był wyraźniejszy, co zgadza się z wcześniejszymi doniesieniami (Exelmans i Van den Bulck, 2016). Badanie miało charakter przekrojowy, dlatego nie pozwala wnioskować o związku przyczynowym. Wyniki sugerują, że ograniczenie ekranów przed snem może poprawiać jakość snu, jednak wymaga to potwierdzenia w badaniach interwencyjnych.",
            ),
            Good(
                "en",
                "The study aimed to assess the relationship between smartphone use before bed and sleep quality in students. A total of 412 students from three universities in Łódź took part in a survey; sleep quality was measured with the Pittsburgh Sleep Quality Index (Buysse et al., 1989). Those who used their phone for more than 60 minutes before falling asleep scored on average 1.8 points worse than the others. The effect was stronger in women, in line with earlier reports (Exelmans and Van den Bulck, 2016). Because the study was cross-sectional, no causal relationship can be inferred. The results suggest that limiting screen use before bed may improve sleep quality, but this needs to be confirmed in intervention studies.",
            ),
        ],
        bad=[
            Slip(0, [("(Buysse i in., 1989)", "(Buysse i in., 1998)")], "citation"),
            Slip(2, [("A total of 412 students", "A total of 421 students")], "number"),
            Slip(1, [("może poprawiać jakość snu", "poprawia jakość snu")], "hedge"),
        ],
    ),
    Case(
        key="pl-aplikacja-wydanie",
        source="### Wersja 4.12.0 aplikacji „Mój Bank Spółdzielczy” (14 października 2025 r.)\n\n- Dodaliśmy płatności BLIK na telefon w kwocie do 500 zł bez potwierdzania kodem PIN.\n- Naprawiliśmy błąd `ERR-2217`, przez który przelewy zaplanowane na weekend nie były wysyłane.\n- Logowanie odciskiem palca wymaga teraz Androida 10 lub nowszego.\n\n**Ważne:** wersje starsze niż 4.8 przestaną działać 31 grudnia 2025 r., dlatego należy zaktualizować aplikację. Nigdy nie prosimy o podanie hasła przez SMS ani telefon. Problemy z aktualizacją prawdopodobnie rozwiąże wyczyszczenie pamięci podręcznej; jeśli nie, zadzwoń: 800 120 330.",
        good=[
            Good(
                "preserve",
                "### „Mój Bank Spółdzielczy”, wersja 4.12.0 — informacja o zmianach z dnia 14 października 2025 r.\n\n- Udostępniono płatności BLIK na telefon do kwoty 500 zł, niewymagające potwierdzenia kodem PIN.\n- Usunięto błąd `ERR-2217`, który uniemożliwiał wysyłanie przelewów zaplanowanych na weekend.\n- Logowanie za pomocą odcisku palca wymaga obecnie systemu Android 10 lub nowszego.\n\n**Ważne:** wersje aplikacji starsze niż 4.8 przestaną działać 31 grudnia 2025 r.; w związku z tym należy przeprowadzić aktualizację. Bank nigdy nie prosi o podanie hasła za pośrednictwem SMS-a ani telefonicznie. Problemy z aktualizacją prawdopodobnie rozwiąże wyczyszczenie pamięci podręcznej; w przeciwnym razie prosimy o kontakt pod numerem 800 120 330.",
            ),
            Good(
                "preserve",
                "### Co nowego w „Mój Bank Spółdzielczy” 4.12.0 (14 października 2025 r.)\n\n- BLIK na telefon do 500 zł wyślesz teraz bez potwierdzania PIN-em.\n- Przelewy zaplanowane na weekend znowu wychodzą — poprawiliśmy błąd `ERR-2217`.\n- Żeby logować się odciskiem palca, potrzebujesz teraz Androida 10 albo nowszego.\n\n**Ważne:** wersje starsze niż 4.8 przestaną działać 31 grudnia 2025 r., więc zaktualizuj aplikację. Pamiętaj: nigdy nie prosimy o hasło przez SMS ani telefon. Aktualizacja nie idzie? Prawdopodobnie pomoże wyczyszczenie pamięci podręcznej, a jeśli nie — zadzwoń pod 800 120 330.",
            ),
            Good(
                "en",
                "### Version 4.12.0 of the “Mój Bank Spółdzielczy” app (14 October 2025)\n\n- We have added BLIK phone payments of up to PLN 500 without PIN confirmation.\n- We have fixed error `ERR-2217`, which prevented transfers scheduled for the weekend from being sent.\n- Fingerprint login now requires Android 10 or later.\n\n**Important:** versions older than 4.8 will stop working on 31 December 2025, so you must update the app. We never ask for your password by text message or phone. Update problems will probably be solved by clearing the cache; if not, call 800 120 330.",
            ),
        ],
        bad=[
            Slip(1, [("błąd `ERR-2217`.", "błąd `ERR-2217.")], "markdown"),
            Slip(2, [("`ERR-2217`", "`ERR-2271`")], "code"),
            Slip(
                0,
                [("Android 10 lub nowszego.", "Android 10 lub nowszego albo iOS 15 lub nowszego.")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-koty-kastracja",
        source="Urząd Miasta Płocka finansuje w 2026 r. kastrację i sterylizację kotów wolno żyjących. Zabiegi wykonują dwie lecznice: „Pazur” przy ul. Kolegialnej 12 i „Vet-Med” przy al. Jachowicza 40. Społeczni opiekunowie kotów muszą najpierw uzyskać skierowanie z Wydziału Środowiska, tel. 24 367 15 82. Na jedno skierowanie można zgłosić najwyżej 3 koty. Kotów domowych program nie obejmuje. Zwierzę należy przywieźć w zamkniętym transporterze, na czczo od co najmniej 12 godzin. Po zabiegu kot zwykle zostaje w lecznicy do następnego dnia, a potem wraca w miejsce, z którego go zabrano. Pula środków wynosi 80 000 zł i może wyczerpać się przed końcem roku.",
        good=[
            Good(
                "preserve",
                "Płock, 2026 r.: miasto finansuje kastrację i sterylizację kotów wolno żyjących. Lecznice: „Pazur” (ul. Kolegialna 12) i „Vet-Med” (al. Jachowicza 40). Społeczni opiekunowie kotów — najpierw obowiązkowe skierowanie z Wydziału Środowiska (tel. 24 367 15 82). Maksymalnie 3 koty na skierowanie. Koty domowe nieobjęte programem. Kot w zamkniętym transporterze, na czczo co najmniej 12 godzin. Po zabiegu zwykle zostaje w lecznicy do następnego dnia, potem wraca tam, skąd go zabrano. Pula: 80 000 zł; może się wyczerpać przed końcem roku.",
            ),
            Good(
                "preserve",
                "Kto płaci za zabieg? W 2026 r. kastrację i sterylizację kotów wolno żyjących finansuje Urząd Miasta Płocka.\nGdzie są wykonywane zabiegi? W dwóch lecznicach: „Pazur” (ul. Kolegialna 12) i „Vet-Med” (al. Jachowicza 40).\nCo musi zrobić społeczny opiekun kotów? Najpierw uzyskać skierowanie z Wydziału Środowiska — tel. 24 367 15 82.\nIle kotów obejmuje jedno skierowanie? Nie więcej niż 3.\nCzy mogę zgłosić swojego kota domowego? Nie, program go nie obejmuje.\nJak przygotować kota? Przywieź go w zamkniętym transporterze; musi być na czczo od minimum 12 godzin.\nCo dzieje się po zabiegu? Kot zwykle zostaje w lecznicy do następnego dnia, po czym wraca tam, skąd go zabrano.\nCzy pieniędzy wystarczy dla wszystkich? Pula to 80 000 zł i może się wyczerpać przed końcem roku.",
            ),
            Good(
                "en",
                "In 2026 Płock City Council is funding the neutering and spaying of free-roaming cats. The operations are carried out by two veterinary clinics: “Pazur” at ul. Kolegialna 12 and “Vet-Med” at al. Jachowicza 40. Community cat carers must first obtain a referral from the Environment Department, tel. 24 367 15 82. A maximum of 3 cats can be registered per referral. Pet cats are not covered by the scheme. The animal must be brought in a closed carrier, having fasted for at least 12 hours. After the operation the cat usually stays at the clinic until the next day and is then returned to the place it was taken from. The budget is PLN 80,000 and may run out before the end of the year.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "Community cat carers must first obtain a referral",
                        "Community cat carers may first obtain a referral",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "Czy mogę zgłosić swojego kota domowego? Nie, program go nie obejmuje.",
                        "Czy mogę zgłosić swojego kota domowego? Tak, program go obejmuje.",
                    )
                ],
                "negation",
            ),
            Slip(
                0,
                [("Pula: 80 000 zł;", "Pula: 80 000 zł, w tym czipowanie każdego kota;")],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-wspolnota-zebranie",
        source="Zarząd Wspólnoty Mieszkaniowej „Słoneczna 5” w Rzeszowie zwołuje roczne zebranie właścicieli lokali na 18 marca 2026 r. o godz. 18:00 w świetlicy budynku. Porządek obrad obejmuje zatwierdzenie sprawozdania finansowego za 2025 r. oraz uchwałę w sprawie wymiany wind, której koszt szacuje się na 410 000 zł. Zgodnie z art. 23 ust. 2 ustawy z dnia 24 czerwca 1994 r. o własności lokali uchwały zapadają większością głosów liczoną według wielkości udziałów. Właściciel, który nie może przyjść, może udzielić pełnomocnictwa na piśmie. Projekty uchwał można przejrzeć w biurze administratora od 4 marca. Jeśli zebranie nie podejmie uchwały, głosowanie zostanie zapewne przeprowadzone w trybie indywidualnego zbierania głosów.",
        good=[
            Good(
                "preserve",
                "Roczne zebranie właścicieli lokali Wspólnoty Mieszkaniowej „Słoneczna 5” w Rzeszowie odbędzie się 18 marca 2026 r. o 18:00 w świetlicy budynku; zwołuje je zarząd wspólnoty. Właściciele zatwierdzą sprawozdanie finansowe za 2025 r. i zagłosują nad uchwałą o wymianie wind, która według szacunków ma kosztować 410 000 zł. O wyniku decyduje większość głosów liczona według wielkości udziałów — tak przewiduje art. 23 ust. 2 ustawy z dnia 24 czerwca 1994 r. o własności lokali. Kto nie może przyjść, może dać komuś pełnomocnictwo na piśmie. Od 4 marca projekty uchwał są do wglądu w biurze administratora. Gdyby zebranie nie podjęło uchwały, głosowanie zostanie zapewne przeprowadzone przez indywidualne zbieranie głosów.",
            ),
            Good(
                "preserve",
                "Zarząd Wspólnoty Mieszkaniowej „Słoneczna 5” w Rzeszowie zawiadamia o zwołaniu rocznego zebrania właścicieli lokali, które odbędzie się w dniu 18 marca 2026 r. o godz. 18:00 w świetlicy budynku. Porządek obrad przewiduje zatwierdzenie sprawozdania finansowego za rok 2025 oraz podjęcie uchwały dotyczącej wymiany wind, której szacunkowy koszt wynosi 410 000 zł. Stosownie do art. 23 ust. 2 ustawy z dnia 24 czerwca 1994 r. o własności lokali uchwały podejmowane są większością głosów liczoną według wielkości udziałów. Właściciel, który nie może uczestniczyć w zebraniu, może udzielić pełnomocnictwa w formie pisemnej. Projekty uchwał są udostępnione do wglądu w biurze administratora od dnia 4 marca. W przypadku niepodjęcia uchwały na zebraniu głosowanie zostanie zapewne przeprowadzone w trybie indywidualnego zbierania głosów.",
            ),
            Good(
                "en",
                "The board of the “Słoneczna 5” Housing Association in Rzeszów is calling the annual meeting of flat owners for 18 March 2026 at 18:00 in the building's common room. The agenda includes approving the financial statement for 2025 and a resolution on replacing the lifts, estimated to cost PLN 410,000. Under Article 23(2) of the Act of 24 June 1994 on the Ownership of Premises, resolutions are passed by a majority of votes counted according to the size of ownership shares. An owner who cannot attend may give a written proxy. Draft resolutions can be viewed at the administrator's office from 4 March. If the meeting does not adopt the resolution, the vote will probably be held by collecting votes individually.",
            ),
        ],
        bad=[
            Slip(2, [("Article 23(2)", "Article 32(2)")], "legal_reference"),
            Slip(0, [("Od 4 marca projekty", "Od 14 marca projekty")], "date"),
            Slip(
                1,
                [
                    (
                        "może udzielić pełnomocnictwa w formie pisemnej",
                        "musi udzielić pełnomocnictwa w formie pisemnej",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-przeprowadzki",
        source="Firma Przeprowadzkowa „Tragarz” z Torunia wykonuje przeprowadzki mieszkań i biur na terenie całego kraju. Wycena jest bezpłatna, a ekipa przyjeżdża na oględziny w ciągu 2 dni roboczych od zgłoszenia. Stawka za przeprowadzkę lokalną wynosi 180 zł za godzinę pracy auta z dwoma pracownikami. Zaliczkę w wysokości 20% trzeba wpłacić przy rezerwacji terminu. Konsument, który zawarł umowę poza lokalem przedsiębiorstwa, może od niej odstąpić w terminie 14 dni na podstawie art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta. Nie przewozimy materiałów łatwopalnych ani zwierząt. Ładunek jest ubezpieczony do kwoty 100 000 zł. Kontakt: biuro@tragarz-torun.pl, tel. 56 611 20 45.",
        good=[
            Good(
                "preserve",
                "Przeprowadzasz się? „Tragarz” z Torunia przewiezie Twoje mieszkanie albo biuro w dowolne miejsce w Polsce. Wycena nic nie kosztuje, a na oględziny przyjedziemy w ciągu 2 dni roboczych od zgłoszenia. Lokalna przeprowadzka to 180 zł za każdą godzinę pracy auta z dwoma pracownikami. Przy rezerwacji terminu musisz wpłacić 20% zaliczki. Jeśli jako konsument podpisałeś umowę poza naszą siedzibą, możesz od niej odstąpić w ciągu 14 dni — daje Ci to art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta. Nie wozimy materiałów łatwopalnych ani zwierząt. Twój ładunek jest ubezpieczony do 100 000 zł. Pisz na biuro@tragarz-torun.pl albo dzwoń: 56 611 20 45.",
            ),
            Good(
                "preserve",
                "„Tragarz” (Toruń): przeprowadzki mieszkań i biur w całym kraju. Wycena bezpłatna; oględziny w ciągu 2 dni roboczych od zgłoszenia. Przeprowadzka lokalna: 180 zł/h za auto z dwoma pracownikami. Przy rezerwacji terminu obowiązkowa zaliczka 20%. Umowa zawarta poza lokalem przedsiębiorstwa: konsument może odstąpić w ciągu 14 dni (art. 27 ustawy z dnia 30 maja 2014 r. o prawach konsumenta). Nie przewozimy materiałów łatwopalnych ani zwierząt. Ubezpieczenie ładunku do 100 000 zł. Kontakt: biuro@tragarz-torun.pl, tel. 56 611 20 45.",
            ),
            Good(
                "en",
                "The “Tragarz” removal company from Toruń moves homes and offices anywhere in the country. Quotes are free, and a team comes to inspect within 2 working days of your enquiry. The rate for a local move is PLN 180 per hour for a van with two movers. A 20% deposit must be paid when booking a date. A consumer who concluded the contract away from the company's premises may withdraw from it within 14 days under Article 27 of the Consumer Rights Act of 30 May 2014. We do not transport flammable materials or animals. Loads are insured up to PLN 100,000. Contact: biuro@tragarz-torun.pl, tel. 56 611 20 45.",
            ),
        ],
        bad=[
            Slip(1, [("(art. 27 ustawy", "(art. 72 ustawy")], "legal_reference"),
            Slip(0, [("180 zł za każdą godzinę", "160 zł za każdą godzinę")], "number"),
            Slip(
                2,
                [
                    (
                        "We do not transport flammable materials or animals.",
                        "Nie przewozimy materiałów łatwopalnych ani zwierząt.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-turniej-szachowy",
        source="Klub Szachowy „Hetman” zaprasza na XV Otwarty Turniej Szachowy o Puchar Burmistrza Wieliczki, który odbędzie się 25 kwietnia 2026 r. w Szkole Podstawowej nr 2. Turniej rozegramy systemem szwajcarskim na dystansie 7 rund, z tempem 15 minut na zawodnika plus 5 sekund na ruch. Wpisowe wynosi 40 zł, a juniorzy do lat 18 płacą 20 zł. Zgłoszenia przyjmujemy do 22 kwietnia przez serwis chessarbiter.com; liczba miejsc jest ograniczona do 120. Turniej będzie zgłoszony do oceny rankingowej FIDE. Zawodnikom nie wolno wnosić na salę gry telefonów komórkowych. Odprawa techniczna rozpocznie się o 9:30, a pierwsza runda o 10:00.",
        good=[
            Good(
                "preserve",
                "Co to za turniej? XV Otwarty Turniej Szachowy o Puchar Burmistrza Wieliczki, organizowany przez Klub Szachowy „Hetman”.\nKiedy i gdzie? 25 kwietnia 2026 r., Szkoła Podstawowa nr 2; odprawa techniczna o 9:30, pierwsza runda o 10:00.\nJaki system i tempo? System szwajcarski, 7 rund, 15 minut na zawodnika plus 5 sekund na każdy ruch.\nIle kosztuje udział? 40 zł; juniorzy do lat 18 — 20 zł.\nJak się zgłosić? Przez chessarbiter.com, do 22 kwietnia. Miejsc jest najwyżej 120.\nCzy turniej jest rankingowy? Tak, zostanie zgłoszony do oceny rankingowej FIDE.\nCzy mogę mieć przy sobie telefon? Nie — telefonów komórkowych nie wolno wnosić na salę gry.",
            ),
            Good(
                "preserve",
                "Klub Szachowy „Hetman” organizuje 25 kwietnia 2026 r. XV Otwarty Turniej Szachowy o Puchar Burmistrza Wieliczki. Gramy w Szkole Podstawowej nr 2: odprawa techniczna zaczyna się o 9:30, a pierwsza runda o 10:00. Turniej zostanie rozegrany systemem szwajcarskim, na 7 rund, tempem 15 minut dla każdego zawodnika z dodatkiem 5 sekund na ruch. Wpisowe to 40 zł, a dla juniorów do lat 18 — 20 zł. Na zgłoszenia czekamy do 22 kwietnia w serwisie chessarbiter.com; przyjmiemy maksymalnie 120 osób. Turniej zostanie zgłoszony do oceny rankingowej FIDE. Telefony komórkowe zawodników muszą zostać poza salą gry.",
            ),
            Good(
                "en",
                "The “Hetman” Chess Club invites you to the 15th Open Chess Tournament for the Mayor of Wieliczka's Cup, to be held on 25 April 2026 at Primary School No. 2. The tournament will be a 7-round Swiss, with a time control of 15 minutes per player plus 5 seconds per move. The entry fee is PLN 40, and juniors under 18 pay PLN 20. Registrations are accepted until 22 April via chessarbiter.com; places are limited to 120. The tournament will be submitted for FIDE rating. Players must not bring mobile phones into the playing hall. The technical meeting starts at 9:30 and the first round at 10:00.",
            ),
        ],
        bad=[
            Slip(
                2,
                [
                    (
                        "places are limited to 120.",
                        "places are limited to 120, and the winner receives PLN 1,000.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0,
                [
                    (
                        "Czy mogę mieć przy sobie telefon? Nie — telefonów komórkowych nie wolno wnosić na salę gry.",
                        "Czy mogę mieć przy sobie telefon? Tak — telefony komórkowe wolno wnosić na salę gry.",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Telefony komórkowe zawodników muszą zostać poza salą gry.",
                        "Telefony komórkowe zawodników najlepiej zostawić poza salą gry.",
                    )
                ],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-odsniezanie",
        source="Przypominamy, że na podstawie art. 5 ust. 1 pkt 4 ustawy z dnia 13 września 1996 r. o utrzymaniu czystości i porządku w gminach właściciele nieruchomości muszą usuwać śnieg i lód z chodników położonych bezpośrednio przy granicy ich posesji. Obowiązek ten nie dotyczy chodników, na których dopuszczony jest płatny postój pojazdów. Śniegu nie wolno zgarniać na jezdnię. Drogi gminne w Sulejówku odśnieża firma Zim-Bud na podstawie umowy obowiązującej do 31 marca 2026 r.; w pierwszej kolejności sprzątane są trasy autobusowe, a osiedlowe uliczki zwykle w ciągu 24 godzin od ustania opadów. Zgłoszenia o nieodśnieżonych drogach można przesyłać przez formularz sulejowek.pl/zima lub telefonicznie: 22 760 62 00.",
        good=[
            Good(
                "preserve",
                "Uprzejmie przypominamy, iż zgodnie z art. 5 ust. 1 pkt 4 ustawy z dnia 13 września 1996 r. o utrzymaniu czystości i porządku w gminach na właścicielach nieruchomości spoczywa obowiązek usuwania śniegu i lodu z chodników położonych bezpośrednio przy granicy nieruchomości. Obowiązek ten nie obejmuje chodników, na których dopuszczono płatny postój pojazdów. Zabrania się zgarniania śniegu na jezdnię. Odśnieżanie dróg gminnych w Sulejówku prowadzi firma Zim-Bud na mocy umowy obowiązującej do dnia 31 marca 2026 r. Pierwszeństwo mają trasy autobusowe, natomiast ulice osiedlowe są zazwyczaj odśnieżane w ciągu 24 godzin od ustania opadów. Zgłoszenia dotyczące nieodśnieżonych dróg przyjmowane są za pośrednictwem formularza sulejowek.pl/zima oraz pod numerem telefonu 22 760 62 00.",
            ),
            Good(
                "preserve",
                "Spadł śnieg? Jeśli jesteś właścicielem nieruchomości, chodnik tuż przy granicy Twojej posesji musisz oczyścić ze śniegu i lodu — wynika to z art. 5 ust. 1 pkt 4 ustawy z dnia 13 września 1996 r. o utrzymaniu czystości i porządku w gminach. Wyjątek: chodniki, na których dopuszczono płatne parkowanie — tych odśnieżać nie musisz. I pamiętaj: nie zgarniaj śniegu na jezdnię. Drogami gminnymi w Sulejówku zajmuje się firma Zim-Bud, z umową ważną do 31 marca 2026 r. Najpierw czyści trasy autobusowe, a uliczki na osiedlach zwykle w ciągu doby od końca opadów. Widzisz nieodśnieżoną drogę? Zgłoś ją przez formularz sulejowek.pl/zima albo pod numerem 22 760 62 00.",
            ),
            Good(
                "en",
                "We would like to remind you that under Article 5(1)(4) of the Act of 13 September 1996 on Maintaining Cleanliness and Order in Municipalities, property owners must clear snow and ice from pavements directly adjoining the boundary of their property. This obligation does not apply to pavements where paid parking is permitted. Snow must not be pushed onto the road. Municipal roads in Sulejówek are cleared by Zim-Bud under a contract valid until 31 March 2026; bus routes are cleared first, and residential side streets usually within 24 hours after the snowfall stops. Uncleared roads can be reported via the form at sulejowek.pl/zima or by phone on 22 760 62 00.",
            ),
        ],
        bad=[
            Slip(2, [("sulejowek.pl/zima", "sulejowek.pl/zimowe-utrzymanie")], "url"),
            Slip(
                0,
                [("są zazwyczaj odśnieżane w ciągu 24 godzin", "są odśnieżane w ciągu 24 godzin")],
                "hedge",
            ),
            Slip(1, [("tych odśnieżać nie musisz", "te też musisz odśnieżać")], "negation"),
        ],
    ),
    Case(
        key="pl-ptaki-wycieczka",
        source="Ogólnopolskie Towarzystwo Ochrony Ptaków zaprasza na poranną wycieczkę ornitologiczną nad Stawy Milickie w sobotę 16 maja 2026 r. Zbiórka o 5:30 przy parkingu w Rudzie Sułowskiej; wycieczka potrwa około 4 godzin i obejmie przejście 7 km groblami. Prowadzący, dr Marek Zając, pokaże m.in. bąki, czaple białe i bieliki, choć obserwacja konkretnych gatunków nie jest gwarantowana. Udział kosztuje 35 zł, dla członków OTOP 20 zł. Należy zabrać lornetkę i nieprzemakalne obuwie. Na wycieczkę nie wolno zabierać psów. Obowiązują zapisy przez stronę otop.org.pl/wycieczki, limit 20 osób. W razie ulewy wycieczka może zostać przeniesiona na 23 maja.",
        good=[
            Good(
                "preserve",
                "Ogólnopolskie Towarzystwo Ochrony Ptaków (OTOP): poranna wycieczka ornitologiczna, Stawy Milickie, sobota 16 maja 2026 r. Zbiórka 5:30, parking w Rudzie Sułowskiej. Ok. 4 godziny, 7 km groblami. Prowadzi dr Marek Zając; m.in. bąki, czaple białe, bieliki — bez gwarancji, że konkretne gatunki się pokażą. Cena 35 zł, członkowie OTOP 20 zł. Obowiązkowo lornetka i nieprzemakalne buty. Psy nie mogą brać udziału. Zapisy obowiązkowe: otop.org.pl/wycieczki, maks. 20 osób. Przy ulewie wycieczka może zostać przeniesiona na 23 maja.",
            ),
            Good(
                "preserve",
                "Kto organizuje i dokąd jedziemy? Ogólnopolskie Towarzystwo Ochrony Ptaków zaprasza na poranną wycieczkę ornitologiczną nad Stawy Milickie.\nKiedy i gdzie jest zbiórka? W sobotę 16 maja 2026 r. o 5:30 na parkingu w Rudzie Sułowskiej.\nJak długo to potrwa? Około 4 godzin; przejdziemy 7 km po groblach.\nCo zobaczymy? Dr Marek Zając, który prowadzi wycieczkę, pokaże m.in. bąki, czaple białe i bieliki — choć nie gwarantujemy, że uda się zobaczyć konkretne gatunki.\nIle to kosztuje? 35 zł, a członkowie OTOP płacą 20 zł.\nCo zabrać? Lornetkę i nieprzemakalne obuwie — to obowiązkowe.\nCzy mogę wziąć psa? Nie, psów nie wolno zabierać.\nJak się zapisać? Zapisy są obowiązkowe, przez otop.org.pl/wycieczki; limit to 20 osób.\nA jeśli będzie lało? W razie ulewy wycieczka może zostać przeniesiona na 23 maja.",
            ),
            Good(
                "en",
                "The Polish Society for the Protection of Birds (OTOP) invites you on a morning birdwatching trip to the Milicz Ponds on Saturday 16 May 2026. Meet at 5:30 at the car park in Ruda Sułowska; the trip will last about 4 hours and cover 7 km along the dykes. The leader, Dr Marek Zając, will show participants bitterns, great egrets and white-tailed eagles, among others, although sightings of specific species are not guaranteed. The fee is PLN 35, or PLN 20 for OTOP members. Bring binoculars and waterproof footwear. Dogs are not allowed on the trip. Booking via otop.org.pl/wycieczki is required; the group is limited to 20 people. In case of heavy rain, the trip may be moved to 23 May.",
            ),
        ],
        bad=[
            Slip(2, [("moved to 23 May", "moved to 30 May")], "date"),
            Slip(
                1,
                [
                    (
                        "Lornetkę i nieprzemakalne obuwie — to obowiązkowe.",
                        "Lornetkę i nieprzemakalne obuwie — to obowiązkowe. Lornetkę można też wypożyczyć na miejscu za 10 zł.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                0, [("Ok. 4 godziny, 7 km groblami.", "Ok. 4 godziny, 12 km groblami.")], "number"
            ),
        ],
    ),
]
