# ruff: noqa: E501, RUF001
"""Blind set 17: Polish source passages with their faithful and damaged rewrites."""

from __future__ import annotations

from common import Bad, Case, Good, Slip

CASES: list[Case] = [
    # 1. Cargo bike hire rules. Styles: concise, formal, English.
    Case(
        key="pl-rower-cargo",
        source="Regulamin wypożyczalni rowerów cargo „Towarowy Kórnik”. Rower można wypożyczyć na maksymalnie 3 doby; opłata wynosi 25 zł za dobę, a kaucja – 300 zł, zwracana przelewem w ciągu 7 dni roboczych od oddania roweru. Rezerwacji należy dokonać przez stronę www.cargo.kornik.pl lub pod numerem 61 817 02 45. Wypożyczający musi mieć ukończone 18 lat i okazać dowód osobisty. Nie wolno przewozić w skrzyni więcej niż 80 kg ani osób dorosłych; dzieci można przewozić wyłącznie w zamontowanych fotelikach, zapiętych pasami. Rower trzeba oddać do godz. 19:00 ostatniego dnia wypożyczenia, chyba że wcześniej uzgodniono inaczej z obsługą. Za uszkodzenia powstałe z winy użytkownika zwykle pobierana jest część kaucji.",
        good=[
            Good(
                "preserve",
                "Rower cargo z „Towarowego Kórnika” wypożyczysz najwyżej na 3 doby, za 25 zł/dobę plus 300 zł kaucji; kaucja wraca przelewem do 7 dni roboczych po zwrocie roweru. Rezerwacje: www.cargo.kornik.pl lub tel. 61 817 02 45. Wymagane: ukończone 18 lat i dowód osobisty do okazania. Skrzynia: maks. 80 kg, bez dorosłych pasażerów; dzieci wyłącznie w zamontowanych fotelikach, z zapiętymi pasami. Zwrot do 19:00 ostatniego dnia, o ile obsługa nie zgodziła się wcześniej na inne warunki. Za szkody z winy użytkownika zazwyczaj potrącamy część kaucji.",
            ),
            Good(
                "preserve",
                "Zgodnie z regulaminem wypożyczalni „Towarowy Kórnik” okres wypożyczenia roweru cargo nie może przekraczać 3 dób. Opłata za każdą dobę wynosi 25 zł; ponadto pobierana jest kaucja w wysokości 300 zł, którą zwraca się przelewem w terminie 7 dni roboczych od dnia oddania roweru. Rezerwacji dokonuje się za pośrednictwem strony www.cargo.kornik.pl albo telefonicznie pod numerem 61 817 02 45. Osoba wypożyczająca jest zobowiązana mieć ukończone 18 lat oraz okazać dowód osobisty. Zabrania się przewożenia w skrzyni ładunku o masie powyżej 80 kg, jak również osób dorosłych. Przewóz dzieci jest dopuszczalny jedynie w zamontowanych fotelikach, przy zapiętych pasach. Rower należy zwrócić do godziny 19:00 w ostatnim dniu wypożyczenia, o ile z obsługą nie uzgodniono wcześniej innych warunków. W razie uszkodzeń zawinionych przez użytkownika z reguły zatrzymuje się część kaucji.",
            ),
            Good(
                "en",
                "Rules of the “Towarowy Kórnik” cargo bike hire. You can hire a bike for up to 3 days (24-hour periods); the fee is PLN 25 per day, plus a PLN 300 deposit, refunded by bank transfer within 7 working days of returning the bike. Book at www.cargo.kornik.pl or by phone on 61 817 02 45. The hirer must be at least 18 and show an ID card. The box must not carry more than 80 kg, nor any adults; children may be carried only in the fitted child seats, with their belts fastened. The bike has to be returned by 7:00 p.m. on the last day of hire, unless something else was agreed with the staff in advance. If the user is at fault for any damage, part of the deposit is usually withheld.",
            ),
        ],
        bad=[
            Slip(0, [("maks. 80 kg", "maks. 120 kg")], "number"),
            Slip(
                1,
                [("Rower należy zwrócić do godziny 19:00", "Rower można zwrócić do godziny 19:00")],
                "modality",
            ),
            Slip(2, [("www.cargo.kornik.pl", "www.cargokornik.pl")], "url"),
        ],
    ),
    # 2. Archery range rules. Styles: FAQ, casual, English.
    Case(
        key="pl-strzelnica-lucznicza",
        source="Regulamin strzelnicy łuczniczej Klubu Sportowego „Cięciwa” w Sieradzu. Strzelnica jest czynna od wtorku do soboty w godz. 10:00–18:00. Osoby niepełnoletnie mogą strzelać wyłącznie pod nadzorem instruktora. Przed pierwszym strzelaniem każdy uczestnik musi przejść 45-minutowe szkolenie z zasad bezpieczeństwa (koszt 40 zł). Nie wolno przekraczać linii strzału, dopóki sędzia lub instruktor nie da sygnału dwoma gwizdkami. Zabrania się używania strzał z grotami myśliwskimi. Sprzęt można wypożyczyć na miejscu za 20 zł za godzinę; własny łuk trzeba zgłosić do kontroli u instruktora. W razie silnego wiatru zajęcia mogą zostać odwołane, o czym informujemy SMS-em najpóźniej 2 godziny wcześniej.",
        good=[
            Good(
                "preserve",
                "Kiedy działa strzelnica łucznicza KS „Cięciwa” w Sieradzu?\nOd wtorku do soboty, między 10:00 a 18:00.\n\nCzy osoby niepełnoletnie mogą strzelać?\nTak, ale tylko pod okiem instruktora.\n\nCo trzeba zrobić przed pierwszym strzelaniem?\nPrzejść szkolenie z zasad bezpieczeństwa – trwa 45 minut i kosztuje 40 zł.\n\nKiedy wolno przejść za linię strzału?\nDopiero po sygnale sędziego lub instruktora, czyli po dwóch gwizdkach.\n\nJakich strzał nie można używać?\nZ grotami myśliwskimi.\n\nA sprzęt?\nWypożyczysz go na miejscu za 20 zł za godzinę. Jeśli masz własny łuk, musisz zgłosić go instruktorowi do kontroli.\n\nCo przy silnym wietrze?\nZajęcia mogą zostać odwołane – damy znać SMS-em najpóźniej 2 godziny wcześniej.",
            ),
            Good(
                "preserve",
                "Strzelnica łucznicza KS „Cięciwa” w Sieradzu – najważniejsze zasady. Zapraszamy od wtorku do soboty, 10:00–18:00. Niepełnoletni strzelają tylko wtedy, gdy pilnuje ich instruktor. Zanim pierwszy raz naciągniesz cięciwę, czeka cię 45 minut szkolenia z bezpieczeństwa za 40 zł – bez tego ani rusz. Za linię strzału nie wchodzisz, dopóki sędzia albo instruktor nie zagwiżdże dwa razy. Strzały z grotami myśliwskimi zostaw w domu – są tu zakazane. Nie masz sprzętu? Wypożyczysz go u nas za 20 zł za godzinę. Przychodzisz z własnym łukiem? Musisz pokazać go instruktorowi do sprawdzenia. Przy mocnym wietrze zajęcia mogą wypaść – wtedy wyślemy SMS najpóźniej 2 godziny przed nimi.",
            ),
            Good(
                "en",
                "Range rules of the “Cięciwa” Sports Club archery range in Sieradz. The range is open Tuesday to Saturday, 10 a.m. to 6 p.m. Minors may shoot only under an instructor's supervision. Before their first session, every participant must complete a 45-minute safety briefing (cost: PLN 40). Do not cross the shooting line until the judge or instructor gives the signal with two whistle blasts. Arrows with hunting points are forbidden. Equipment can be hired on site for PLN 20 per hour; if you bring your own bow, you have to present it to an instructor for inspection. In strong wind, sessions may be cancelled, and we will let you know by text message at least 2 hours in advance.",
            ),
        ],
        bad=[
            Slip(
                0, [("Jakich strzał nie można używać?", "Jakich strzał można używać?")], "negation"
            ),
            Slip(
                1, [("najpóźniej 2 godziny przed nimi", "najpóźniej godzinę przed nimi")], "number"
            ),
            Slip(
                2,
                [
                    (
                        "every participant must complete",
                        "every participant is encouraged to complete",
                    )
                ],
                "modality",
            ),
        ],
    ),
    # 3. Mass event permit notice. Styles: plain, concise list, English.
    Case(
        key="pl-impreza-masowa",
        source="Komunikat Urzędu Miasta Kalisza w sprawie imprez masowych. Organizator imprezy masowej musi złożyć wniosek o wydanie zezwolenia co najmniej 30 dni przed planowanym terminem jej rozpoczęcia, zgodnie z art. 26 ust. 1 ustawy z dnia 20 marca 2009 r. o bezpieczeństwie imprez masowych. Do wniosku należy dołączyć m.in. graficzny plan obiektu, instrukcję postępowania w przypadku pożaru oraz opinie Policji i Państwowej Straży Pożarnej. Wnioski przyjmuje Wydział Zarządzania Kryzysowego, pok. 114, od poniedziałku do piątku w godz. 8:00–15:30. Opłata skarbowa wynosi 82 zł. Wniosek złożony po terminie nie zostanie rozpatrzony, chyba że impreza odbywa się w obiekcie, dla którego zatwierdzono stały regulamin. Decyzja jest zwykle wydawana w ciągu 14 dni.",
        good=[
            Good(
                "preserve",
                "Urząd Miasta Kalisza przypomina: kto organizuje imprezę masową, musi wystąpić o zezwolenie najpóźniej 30 dni przed dniem, w którym impreza ma się zacząć. Wynika to z art. 26 ust. 1 ustawy z dnia 20 marca 2009 r. o bezpieczeństwie imprez masowych. Do wniosku trzeba dołączyć między innymi graficzny plan obiektu, instrukcję na wypadek pożaru oraz opinie Policji i Państwowej Straży Pożarnej. Wniosek składa się w Wydziale Zarządzania Kryzysowego (pokój 114) od poniedziałku do piątku, między 8:00 a 15:30. Opłata skarbowa to 82 zł. Spóźnionego wniosku urząd nie rozpatrzy – wyjątkiem jest impreza w obiekcie, który ma zatwierdzony stały regulamin. Na decyzję czeka się zazwyczaj nie dłużej niż 14 dni.",
            ),
            Good(
                "preserve",
                "Imprezy masowe – komunikat Urzędu Miasta Kalisza:\n• wniosek o zezwolenie – obowiązkowo min. 30 dni przed planowanym rozpoczęciem imprezy (art. 26 ust. 1 ustawy z dnia 20 marca 2009 r. o bezpieczeństwie imprez masowych);\n• wymagane załączniki, m.in.: graficzny plan obiektu, instrukcja postępowania na wypadek pożaru, opinie Policji i Państwowej Straży Pożarnej;\n• miejsce złożenia: Wydział Zarządzania Kryzysowego, pok. 114, pon.–pt. 8:00–15:30;\n• opłata skarbowa: 82 zł;\n• wniosek po terminie – nierozpatrywany, chyba że obiekt ma zatwierdzony stały regulamin;\n• decyzja: zwykle w ciągu 14 dni.",
            ),
            Good(
                "en",
                "Notice from Kalisz City Hall on mass events. The organiser of a mass event must apply for a permit at least 30 days before the event is scheduled to begin, in accordance with Article 26(1) of the Act of 20 March 2009 on the safety of mass events. The application must be accompanied by, among other things, a graphic plan of the venue, fire procedure instructions, and opinions from the Police and the State Fire Service. Applications are accepted by the Crisis Management Department, room 114, Monday to Friday from 8:00 a.m. to 3:30 p.m. The stamp duty is PLN 82. Late applications will not be considered unless the event takes place at a venue with approved standing regulations. A decision is usually issued within 14 days.",
            ),
        ],
        bad=[
            Slip(0, [("art. 26 ust. 1", "art. 16 ust. 1")], "legal_reference"),
            Slip(1, [("obowiązkowo min. 30 dni", "zalecane min. 30 dni")], "modality"),
            Slip(2, [("Monday to Friday", "Monday to Thursday")], "date"),
        ],
    ),
    # 4. Sign language course for seniors. Styles: casual, formal, English.
    Case(
        key="pl-jezyk-migowy-seniorzy",
        source="Centrum Aktywności Seniora w Gnieźnie zaprasza na bezpłatny kurs polskiego języka migowego (PJM) dla osób powyżej 60. roku życia. Zajęcia rozpoczną się 7 października 2025 r. i potrwają 12 tygodni; spotkania odbywają się we wtorki od 16:30 do 18:00 w sali nr 3 przy ul. Tumskiej 12. Prowadzącą jest Anna Wierzbicka, tłumaczka PJM z 15-letnim doświadczeniem. Liczba miejsc jest ograniczona do 14 osób, decyduje kolejność zgłoszeń. Zapisy przyjmujemy do 30 września pod numerem 61 426 55 10. Nie trzeba znać żadnych podstaw, ale warto przyjść na wszystkie zajęcia – osoby z co najmniej 10 obecnościami otrzymają zaświadczenie. Materiały dydaktyczne prawdopodobnie zostaną udostępnione również w wersji elektronicznej.",
        good=[
            Good(
                "preserve",
                "Masz ponad 60 lat i chcesz poznać polski język migowy? Centrum Aktywności Seniora w Gnieźnie organizuje darmowy kurs PJM! Startujemy 7 października 2025 r., a kurs potrwa 12 tygodni. Widzimy się we wtorki, 16:30–18:00, w sali nr 3 przy ul. Tumskiej 12. Uczy Anna Wierzbicka – tłumaczka PJM, która ma za sobą 15 lat doświadczenia. Mamy tylko 14 miejsc, więc kto pierwszy, ten lepszy. Zadzwoń i zapisz się do 30 września: 61 426 55 10. Zaczynasz od zera? Żaden problem. Postaraj się jednak nie opuszczać zajęć – zaświadczenie dostaną ci, którzy będą obecni przynajmniej 10 razy. Materiały dydaktyczne prawdopodobnie dostaniecie też w wersji elektronicznej.",
            ),
            Good(
                "preserve",
                "Centrum Aktywności Seniora w Gnieźnie uprzejmie informuje o naborze na nieodpłatny kurs polskiego języka migowego (PJM) przeznaczony dla osób powyżej 60. roku życia. Kurs trwa 12 tygodni i rozpoczyna się 7 października 2025 r. Zajęcia odbywają się we wtorki w godzinach 16:30–18:00 w sali nr 3 w budynku przy ul. Tumskiej 12. Prowadzi je pani Anna Wierzbicka, tłumaczka PJM z piętnastoletnim stażem. Liczba uczestników wynosi maksymalnie 14, a o przyjęciu decyduje kolejność zgłoszeń, które przyjmowane są telefonicznie pod numerem 61 426 55 10 do dnia 30 września. Znajomość podstaw języka nie jest wymagana; zaleca się jednak udział we wszystkich spotkaniach – uczestnicy obecni na co najmniej 10 z nich otrzymają zaświadczenie. Istnieje prawdopodobieństwo, że materiały dydaktyczne zostaną udostępnione także w formie elektronicznej.",
            ),
            Good(
                "en",
                "The Senior Activity Centre in Gniezno invites people over 60 to a free Polish Sign Language (PJM) course. The course starts on 7 October 2025 and runs for 12 weeks, with sessions on Tuesdays from 4:30 to 6:00 p.m. in room 3 at ul. Tumska 12. It is taught by Anna Wierzbicka, a PJM interpreter with 15 years of experience. Places are limited to 14 and are allocated on a first-come, first-served basis. Sign up by 30 September by calling 61 426 55 10. No prior knowledge is needed, but it is worth attending every session: anyone with at least 10 attendances will receive a certificate. The teaching materials will probably also be made available electronically.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Zaczynasz od zera? Żaden problem.",
                        "Zaczynasz od zera? Żaden problem – podręcznik dostaniesz od nas za darmo.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [
                    (
                        "Istnieje prawdopodobieństwo, że materiały dydaktyczne zostaną",
                        "Materiały dydaktyczne zostaną",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("starts on 7 October 2025", "starts on 17 October 2025")], "date"),
        ],
    ),
    # 5. Boiler replacement grant. Styles: list, plain, English.
    Case(
        key="pl-wymiana-pieca",
        source="Gmina Wiśniowa ogłasza nabór wniosków o dotację celową na wymianę kotłów na paliwo stałe. Dotacja wynosi 50% kosztów kwalifikowanych, nie więcej niż 8 000 zł na jeden budynek mieszkalny. Wnioski można składać od 3 marca do 30 kwietnia 2025 r. w Urzędzie Gminy (pok. 7) lub przez ePUAP. Stary kocioł musi zostać trwale zlikwidowany, co należy potwierdzić zaświadczeniem ze stacji demontażu. Dotacji nie otrzymają osoby, które w ciągu ostatnich 5 lat korzystały z innego dofinansowania na ten sam cel. Podstawą programu jest uchwała nr XIV/112/2024 Rady Gminy Wiśniowa oraz art. 403 ust. 4 pkt 1 ustawy – Prawo ochrony środowiska. Informacji udziela Marta Kluska, tel. 12 271 40 08.",
        good=[
            Good(
                "preserve",
                "Dotacja na wymianę kotła – Gmina Wiśniowa\n- Na co? Na wymianę kotłów na paliwo stałe (dotacja celowa).\n- Ile? Połowa kosztów kwalifikowanych, maksymalnie 8 000 zł na jeden budynek mieszkalny.\n- Kiedy? Wnioski od 3 marca do 30 kwietnia 2025 r.\n- Gdzie? W Urzędzie Gminy, pokój 7, albo przez ePUAP.\n- Warunek: stary kocioł trzeba trwale zlikwidować i udokumentować to zaświadczeniem ze stacji demontażu.\n- Wykluczenie: kto w ostatnich 5 latach korzystał z innego dofinansowania na ten sam cel, dotacji nie dostanie.\n- Podstawa prawna: uchwała nr XIV/112/2024 Rady Gminy Wiśniowa i art. 403 ust. 4 pkt 1 ustawy – Prawo ochrony środowiska.\n- Kontakt: Marta Kluska, tel. 12 271 40 08.",
            ),
            Good(
                "preserve",
                "Gmina Wiśniowa przyjmuje wnioski o dotację celową na wymianę kotłów na paliwo stałe. Gmina pokryje połowę kosztów kwalifikowanych, ale nie więcej niż 8 000 zł na jeden budynek mieszkalny. Wniosek złożysz między 3 marca a 30 kwietnia 2025 r. – w Urzędzie Gminy, w pokoju nr 7, albo elektronicznie przez ePUAP. Warunkiem jest trwała likwidacja starego kotła, potwierdzona zaświadczeniem ze stacji demontażu. Jeśli w ciągu ostatnich pięciu lat korzystałeś z innego dofinansowania na ten sam cel, dotacji nie dostaniesz. Program opiera się na uchwale nr XIV/112/2024 Rady Gminy Wiśniowa oraz na art. 403 ust. 4 pkt 1 ustawy – Prawo ochrony środowiska. Pytania można kierować do Marty Kluski pod numerem 12 271 40 08.",
            ),
            Good(
                "en",
                "Wiśniowa Municipality is accepting applications for a targeted grant to replace solid-fuel boilers. The grant covers 50% of eligible costs, up to a maximum of PLN 8,000 per residential building. Applications can be submitted from 3 March to 30 April 2025 at the Municipal Office (room 7) or via ePUAP. The old boiler must be permanently decommissioned, and this has to be confirmed by a certificate from a dismantling station. Anyone who has used other funding for the same purpose in the last 5 years will not receive the grant. The programme is based on Resolution No. XIV/112/2024 of the Wiśniowa Municipal Council and Article 403(4)(1) of the Environmental Protection Law Act. For more information, contact Marta Kluska on 12 271 40 08.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("kto w ostatnich 5 latach korzystał", "kto w ostatnich 5 latach nie korzystał")],
                "negation",
            ),
            Slip(1, [("nie więcej niż 8 000 zł", "nie więcej niż 18 000 zł")], "number"),
            Slip(2, [("Article 403(4)(1)", "Article 403(1)(4)")], "legal_reference"),
        ],
    ),
    # 6. Respite care programme. Styles: formal, concise, English.
    Case(
        key="pl-opieka-wytchnieniowa",
        source="Program „Opieka wytchnieniowa” realizowany przez Miejski Ośrodek Pomocy Społecznej w Tczewie pozwala opiekunom osób z niepełnosprawnościami na chwilę odpoczynku. W 2025 r. jednemu opiekunowi przysługuje do 240 godzin usług w formie pobytu dziennego. Z usług mogą skorzystać opiekunowie dzieci z orzeczeniem o niepełnosprawności łącznie ze wskazaniami oraz opiekunowie osób ze znacznym stopniem niepełnosprawności. Usługa jest bezpłatna, a zgłoszenie należy złożyć na formularzu dostępnym w MOPS przy ul. Kołłątaja 8. Jak wskazują badania (Kowalczyk i Ratajczak, 2021), brak regularnego odpoczynku zwykle zwiększa ryzyko wypalenia opiekunów. Nie musisz rezygnować z innych świadczeń – udział w programie ich nie wstrzymuje. Liczba godzin może zostać zmniejszona, jeśli zgłosi się więcej osób, niż przewidziano.",
        good=[
            Good(
                "preserve",
                "Miejski Ośrodek Pomocy Społecznej w Tczewie realizuje program „Opieka wytchnieniowa”, którego celem jest zapewnienie opiekunom osób z niepełnosprawnościami czasu na odpoczynek. W roku 2025 limit wsparcia wynosi maksymalnie 240 godzin usług w formie pobytu dziennego na jednego opiekuna. Uprawnieni do udziału są opiekunowie dzieci posiadających orzeczenie o niepełnosprawności łącznie ze wskazaniami, a także opiekunowie osób ze znacznym stopniem niepełnosprawności. Usługa świadczona jest nieodpłatnie. Zgłoszenie należy złożyć na formularzu udostępnianym przez MOPS przy ul. Kołłątaja 8. Według badań Kowalczyk i Ratajczak (2021) brak regularnego wypoczynku z reguły podnosi ryzyko wypalenia u opiekunów. Uczestnictwo w programie nie powoduje wstrzymania innych świadczeń. W przypadku większej niż przewidywana liczby zgłoszeń przydział godzin może ulec zmniejszeniu.",
            ),
            Good(
                "preserve",
                "„Opieka wytchnieniowa” – MOPS w Tczewie. Dla kogo: opiekunowie dzieci z orzeczeniem o niepełnosprawności łącznie ze wskazaniami oraz opiekunowie osób ze znacznym stopniem niepełnosprawności. Ile: do 240 godz. pobytu dziennego na opiekuna w 2025 r. Koszt: żaden, usługa jest bezpłatna. Zgłoszenie: obowiązkowo na formularzu z MOPS, ul. Kołłątaja 8. Inne świadczenia – bez zmian, udział w programie ich nie wstrzymuje. Uwaga: przy większej liczbie zgłoszeń niż przewidziano limit godzin może zostać obniżony. Po co: brak regularnego odpoczynku zazwyczaj zwiększa ryzyko wypalenia opiekunów (Kowalczyk i Ratajczak, 2021).",
            ),
            Good(
                "en",
                "The “Respite Care” programme run by the Municipal Social Welfare Centre (MOPS) in Tczew gives carers of people with disabilities a chance to take a break. In 2025 each carer is entitled to up to 240 hours of services in the form of day care. The programme is open to carers of children holding a disability certificate with the additional indications, and to carers of people with a severe degree of disability. The service is free of charge; the application has to be made on the form available at MOPS, ul. Kołłątaja 8. As research shows (Kowalczyk and Ratajczak, 2021), a lack of regular rest usually increases the risk of carer burnout. You do not have to give up other benefits, because taking part does not suspend them. The number of hours may be reduced if more people apply than expected.",
            ),
        ],
        bad=[
            Slip(0, [("Kowalczyk i Ratajczak (2021)", "Kowalczyk i Ratajczak (2012)")], "citation"),
            Slip(
                1,
                [("Zgłoszenie: obowiązkowo na formularzu", "Zgłoszenie: najlepiej na formularzu")],
                "modality",
            ),
            Slip(2, [("usually increases the risk", "increases the risk")], "hedge"),
        ],
    ),
    # 7. Exchanging a foreign driving licence. Styles: plain, casual, English.
    Case(
        key="pl-prawo-jazdy-zagraniczne",
        source="Wymiana zagranicznego prawa jazdy – informacja Wydziału Komunikacji Starostwa Powiatowego w Zgierzu. Osoba posiadająca prawo jazdy wydane w państwie spoza Unii Europejskiej, która mieszka w Polsce dłużej niż 185 dni w roku kalendarzowym, musi je wymienić na polski dokument, zgodnie z art. 4 ust. 1 pkt 2 ustawy z dnia 5 stycznia 2011 r. o kierujących pojazdami. Do wniosku trzeba dołączyć tłumaczenie przysięgłe prawa jazdy, kolorowe zdjęcie 35 × 45 mm oraz dowód opłaty 100 zł. Wydział może zażądać sprawdzenia autentyczności dokumentu, co zwykle wydłuża postępowanie o około 30 dni. Kierowcy z Ukrainy nie muszą wymieniać prawa jazdy w okresie obowiązywania przepisów szczególnych. Wnioski przyjmowane są bez wcześniejszej rezerwacji.",
        good=[
            Good(
                "preserve",
                "Wydział Komunikacji Starostwa Powiatowego w Zgierzu wyjaśnia zasady wymiany zagranicznego prawa jazdy. Jeżeli masz prawo jazdy wydane poza Unią Europejską i mieszkasz w Polsce ponad 185 dni w roku kalendarzowym, masz obowiązek wymienić je na polskie – wynika to z art. 4 ust. 1 pkt 2 ustawy z dnia 5 stycznia 2011 r. o kierujących pojazdami. Razem z wnioskiem złóż tłumaczenie przysięgłe prawa jazdy, kolorową fotografię o wymiarach 35 × 45 mm i potwierdzenie wniesienia opłaty w kwocie 100 zł. Urząd może zażądać weryfikacji autentyczności dokumentu; wtedy sprawa trwa zazwyczaj mniej więcej o 30 dni dłużej. Kierowców z Ukrainy obowiązek wymiany nie dotyczy, dopóki obowiązują przepisy szczególne. Na złożenie wniosku nie trzeba się wcześniej umawiać.",
            ),
            Good(
                "preserve",
                "Masz prawo jazdy wydane poza Unią Europejską? Jeśli mieszkasz w Polsce dłużej niż 185 dni w roku kalendarzowym, musisz je wymienić na polskie – tak mówi art. 4 ust. 1 pkt 2 ustawy z dnia 5 stycznia 2011 r. o kierujących pojazdami. W Wydziale Komunikacji Starostwa Powiatowego w Zgierzu składasz wniosek, a do niego koniecznie dołączasz tłumaczenie przysięgłe prawa jazdy, kolorowe zdjęcie 35 × 45 mm i potwierdzenie, że zapłaciłeś 100 zł. Urząd może chcieć sprawdzić, czy dokument jest autentyczny – wtedy zwykle czekasz jakieś 30 dni dłużej. Jesteś kierowcą z Ukrainy? Póki obowiązują przepisy szczególne, nie musisz wymieniać prawa jazdy. Nie musisz się też umawiać – wnioski przyjmujemy bez rezerwacji.",
            ),
            Good(
                "en",
                "Exchanging a foreign driving licence – information from the Transport Department of the Zgierz District Office. If you hold a driving licence issued in a country outside the European Union and live in Poland for more than 185 days in a calendar year, you must exchange it for a Polish one, under Article 4(1)(2) of the Act of 5 January 2011 on vehicle drivers. The application must be accompanied by a sworn translation of the licence, a colour photo measuring 35 × 45 mm and proof of payment of the PLN 100 fee. The department may demand that the document's authenticity be checked, which usually extends the procedure by about 30 days. Drivers from Ukraine do not have to exchange their licences while the special regulations remain in force. Applications are accepted without an appointment.",
            ),
        ],
        bad=[
            Slip(0, [("ponad 185 dni", "ponad 183 dni")], "number"),
            Slip(1, [("art. 4 ust. 1 pkt 2", "art. 4 ust. 2 pkt 1")], "legal_reference"),
            Slip(
                2,
                [
                    (
                        "Drivers from Ukraine do not have to exchange",
                        "Drivers from Ukraine also have to exchange",
                    )
                ],
                "negation",
            ),
        ],
    ),
    # 8. Peer mediation at school. Styles: FAQ, formal, English.
    Case(
        key="pl-mediacje-rowiesnicze",
        source="Szkoła Podstawowa nr 4 im. Marii Konopnickiej w Lesznie uruchamia program mediacji rówieśniczych. Uczniowie klas 5–8 mogą zgłaszać konflikty do szkolnych mediatorów – przeszkolonych kolegów i koleżanek – osobiście lub przez skrzynkę przy pokoju pedagoga. Udział w mediacji jest dobrowolny i żadna ze stron nie może być do niej zmuszana. Mediatorzy nie mogą ujawniać treści rozmów nikomu, z wyjątkiem sytuacji zagrożenia zdrowia lub życia. Spotkania odbywają się w czwartki po 6. lekcji i trwają zwykle około 40 minut. Program opiera się na modelu opisanym przez Zawadzką i Lisa (2018), w którym dorosły koordynator – u nas pani Ewa Marczak – czuwa nad przebiegiem mediacji, ale w nich nie uczestniczy.",
        good=[
            Good(
                "preserve",
                "Nowy program mediacji rówieśniczych w SP nr 4 im. Marii Konopnickiej w Lesznie – pytania i odpowiedzi\n\nKto może zgłosić konflikt? Uczniowie klas 5–8.\nDo kogo? Do szkolnych mediatorów, czyli przeszkolonych rówieśników – osobiście albo przez skrzynkę obok pokoju pedagoga.\nCzy udział jest obowiązkowy? Nie. Mediacja jest dobrowolna i nikogo nie wolno do niej zmuszać.\nCzy rozmowa zostanie między nami? Tak – mediatorom nie wolno nikomu przekazywać jej treści, chyba że zagrożone jest czyjeś zdrowie lub życie.\nKiedy i jak długo? W czwartki po szóstej lekcji; spotkanie trwa zazwyczaj ok. 40 minut.\nNa czym opiera się program? Na modelu Zawadzkiej i Lisa (2018): dorosły koordynator – u nas pani Ewa Marczak – pilnuje przebiegu mediacji, ale sam w niej nie bierze udziału.",
            ),
            Good(
                "preserve",
                "Szkoła Podstawowa nr 4 im. Marii Konopnickiej w Lesznie wprowadza program mediacji rówieśniczych. Konflikty mogą być zgłaszane przez uczniów klas od piątej do ósmej szkolnym mediatorom, tj. przeszkolonym uczniom, bezpośrednio bądź za pośrednictwem skrzynki umieszczonej przy gabinecie pedagoga. Uczestnictwo w mediacji ma charakter dobrowolny; zmuszanie którejkolwiek ze stron do udziału jest niedopuszczalne. Mediatorów obowiązuje zachowanie w tajemnicy treści rozmów wobec wszystkich osób, z wyłączeniem sytuacji zagrożenia zdrowia lub życia. Spotkania odbywają się w czwartki po szóstej godzinie lekcyjnej, a ich czas trwania wynosi z reguły około 40 minut. Program oparto na modelu opisanym przez Zawadzką i Lisa (2018), zgodnie z którym dorosły koordynator – w naszej szkole pani Ewa Marczak – nadzoruje przebieg mediacji, nie uczestnicząc w niej bezpośrednio.",
            ),
            Good(
                "en",
                "Primary School No. 4 named after Maria Konopnicka in Leszno is launching a peer mediation programme. Pupils in years 5–8 can take conflicts to the school mediators – trained fellow pupils – in person or through the box by the school counsellor's office. Taking part in mediation is voluntary, and neither party may be forced into it. Mediators must not disclose what was said to anyone, except where someone's health or life is at risk. Sessions take place on Thursdays after the 6th lesson and usually last about 40 minutes. The programme is based on the model described by Zawadzka and Lis (2018), in which an adult coordinator – in our school, Ms Ewa Marczak – oversees the mediation but does not take part in it.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "mediatorom nie wolno nikomu przekazywać",
                        "mediatorzy raczej nie powinni nikomu przekazywać",
                    )
                ],
                "modality",
            ),
            Slip(
                1,
                [("nie uczestnicząc w niej bezpośrednio", "uczestnicząc w niej bezpośrednio")],
                "negation",
            ),
            Slip(2, [("Zawadzka and Lis (2018)", "Zawadzka and Lis (2016)")], "citation"),
        ],
    ),
    # 9. Mobile blood donation bus. Styles: concise, casual, English.
    Case(
        key="pl-krwiobus",
        source="Regionalne Centrum Krwiodawstwa i Krwiolecznictwa w Olsztynie zaprasza na akcję poboru krwi w krwiobusie, który stanie w sobotę 14 czerwca 2025 r. przed halą Urania przy al. Piłsudskiego 44. Rejestracja potrwa od 9:00 do 13:30. Krew może oddać osoba w wieku 18–65 lat, ważąca co najmniej 50 kg. Trzeba mieć przy sobie dokument tożsamości ze zdjęciem i numerem PESEL. Przed donacją należy zjeść lekki posiłek i wypić około 1,5 litra płynów; nie wolno przychodzić na czczo. Osoby, które w ciągu ostatnich 4 miesięcy przekłuły uszy lub inne części ciała, nie zostaną zakwalifikowane. Cała procedura zajmuje zwykle około godziny. Każdy dawca otrzyma posiłek regeneracyjny.",
        good=[
            Good(
                "preserve",
                "Krwiobus RCKiK w Olsztynie: sobota, 14 czerwca 2025 r., przed halą Urania (al. Piłsudskiego 44). Rejestracja 9:00–13:30. Dawca: 18–65 lat, min. 50 kg, z dokumentem tożsamości ze zdjęciem i numerem PESEL. Przed oddaniem krwi obowiązkowo lekki posiłek i ok. 1,5 l płynów – nie przychodź na czczo. Przekłucie uszu lub innych części ciała w ostatnich 4 miesiącach wyklucza z donacji. Całość trwa zazwyczaj mniej więcej godzinę. Każdy dawca dostaje posiłek regeneracyjny.",
            ),
            Good(
                "preserve",
                "Chcesz pomóc? W sobotę 14 czerwca 2025 r. pod halą Urania przy al. Piłsudskiego 44 stanie krwiobus Regionalnego Centrum Krwiodawstwa i Krwiolecznictwa w Olsztynie. Zarejestrować się można między 9:00 a 13:30. Krew oddasz, jeśli masz od 18 do 65 lat i ważysz przynajmniej 50 kg. Nie zapomnij dokumentu tożsamości ze zdjęciem i numerem PESEL – musisz go mieć przy sobie. Zjedz coś lekkiego i wypij mniej więcej półtora litra płynów, bo na czczo przychodzić nie wolno. Jeśli w ciągu ostatnich 4 miesięcy przekłuwałeś uszy albo inne części ciała, tym razem nie zostaniesz zakwalifikowany. Zwykle cała procedura to około godziny, a na koniec czeka na ciebie posiłek regeneracyjny.",
            ),
            Good(
                "en",
                "The Regional Blood Donation and Treatment Centre in Olsztyn invites you to a blood drive at its mobile donation bus, which will be parked outside the Urania hall at al. Piłsudskiego 44 on Saturday 14 June 2025. Registration runs from 9:00 a.m. to 1:30 p.m. Donors must be aged 18–65 and weigh at least 50 kg. You need to bring an identity document with a photo and your PESEL number. Before donating, eat a light meal and drink about 1.5 litres of fluids; do not come on an empty stomach. Anyone who has had their ears or other body parts pierced in the last 4 months will not be accepted. The whole procedure usually takes about an hour. Every donor will receive a recovery meal.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Każdy dawca dostaje posiłek regeneracyjny.",
                        "Każdy dawca dostaje posiłek regeneracyjny i zaświadczenie uprawniające do dnia wolnego od pracy.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("Zwykle cała procedura to około godziny", "Cała procedura to godzina")],
                "hedge",
            ),
            Slip(2, [("on Saturday 14 June 2025", "on Saturday 14 July 2025")], "date"),
        ],
    ),
    # 10. Gas installation inspection. Styles: list, plain, English.
    Case(
        key="pl-przeglad-gazowy",
        source="Szanowni Mieszkańcy! Spółdzielnia Mieszkaniowa „Zielone Wzgórze” informuje, że w dniach 12–16 maja 2025 r. firma GAZ-SERWIS sp. z o.o. przeprowadzi coroczną kontrolę szczelności instalacji gazowych w budynkach przy ul. Lipowej 3, 5 i 7. Obowiązek ten wynika z art. 62 ust. 1 pkt 1 lit. c ustawy z dnia 7 lipca 1994 r. – Prawo budowlane. Prosimy o udostępnienie mieszkania w godzinach 8:00–17:00; jeśli nie możesz być obecny, należy zostawić klucze sąsiadowi lub ustalić inny termin pod numerem 503 118 902. Przegląd jednego mieszkania trwa zwykle około 15 minut. Nie wolno w tym czasie używać kuchenki ani piecyka gazowego. W razie wykrycia nieszczelności dopływ gazu może zostać odcięty do czasu naprawy.",
        good=[
            Good(
                "preserve",
                "Kontrola instalacji gazowych – SM „Zielone Wzgórze”\n• Termin: 12–16 maja 2025 r., w godz. 8:00–17:00.\n• Budynki: ul. Lipowa 3, 5 i 7.\n• Wykonawca: GAZ-SERWIS sp. z o.o.\n• Podstawa: coroczna kontrola szczelności wymagana przez art. 62 ust. 1 pkt 1 lit. c ustawy z dnia 7 lipca 1994 r. – Prawo budowlane.\n• Prosimy o udostępnienie mieszkania. Nie możesz być na miejscu? Zostaw klucze sąsiadowi albo umów inny termin: 503 118 902.\n• Czas: zazwyczaj ok. 15 minut na mieszkanie.\n• W trakcie przeglądu kuchenka i piecyk gazowy muszą pozostać wyłączone.\n• Wykrycie nieszczelności może oznaczać odcięcie dopływu gazu do czasu naprawy.",
            ),
            Good(
                "preserve",
                "Spółdzielnia Mieszkaniowa „Zielone Wzgórze” zawiadamia mieszkańców budynków przy ul. Lipowej 3, 5 i 7, że od 12 do 16 maja 2025 r. odbędzie się coroczna kontrola szczelności instalacji gazowych. Przeprowadzi ją firma GAZ-SERWIS sp. z o.o., a nakazuje ją art. 62 ust. 1 pkt 1 lit. c ustawy z dnia 7 lipca 1994 r. – Prawo budowlane. Prosimy, aby między 8:00 a 17:00 mieszkanie było dostępne. Jeśli nie możesz być na miejscu, musisz zostawić klucze u sąsiada albo uzgodnić inny termin – tel. 503 118 902. Sprawdzenie jednego mieszkania zajmuje na ogół około kwadransa. Podczas kontroli kuchenka i piecyk gazowy nie mogą być używane. Gdy wykryta zostanie nieszczelność, gaz może zostać zakręcony aż do usunięcia usterki.",
            ),
            Good(
                "en",
                "Dear Residents, the “Zielone Wzgórze” Housing Cooperative would like to inform you that from 12 to 16 May 2025 GAZ-SERWIS sp. z o.o. will carry out the annual leak test of the gas installations in the buildings at ul. Lipowa 3, 5 and 7. This obligation arises from Article 62(1)(1)(c) of the Construction Law Act of 7 July 1994. Please make your flat available between 8 a.m. and 5 p.m.; if you cannot be present, you must leave your keys with a neighbour or arrange another date by calling 503 118 902. Inspecting one flat usually takes about 15 minutes. Do not use your gas cooker or gas heater during this time. If a leak is found, the gas supply may be cut off until it is repaired.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("art. 62 ust. 1 pkt 1 lit. c", "art. 62 ust. 1 pkt 3 lit. c")],
                "legal_reference",
            ),
            Slip(1, [("gaz może zostać zakręcony", "gaz zostanie zakręcony")], "hedge"),
            Slip(
                2,
                [
                    (
                        "you must leave your keys with a neighbour",
                        "you could leave your keys with a neighbour",
                    )
                ],
                "modality",
            ),
        ],
    ),
    # 11. Horse riding camp. Styles: casual, formal, English.
    Case(
        key="pl-oboz-jezdziecki",
        source="Zapisy na letni obóz jeździecki w Stadninie Koni „Podkowa” w Łącku. Turnus I trwa od 29 czerwca do 8 lipca 2025 r., turnus II – od 13 do 22 lipca. Obóz jest przeznaczony dla dzieci w wieku 9–15 lat; wcześniejsze doświadczenie w jeździe konnej nie jest wymagane. Cena turnusu wynosi 2 650 zł i obejmuje zakwaterowanie, wyżywienie, 2 jazdy dziennie oraz ubezpieczenie NNW. Zaliczkę w wysokości 800 zł należy wpłacić w ciągu 5 dni od rezerwacji, inaczej miejsce zostanie zwolnione. Uczestnicy muszą jeździć w kasku z atestem; kamizelkę ochronną można wypożyczyć na miejscu. Rezygnacja później niż 21 dni przed rozpoczęciem turnusu oznacza utratę zaliczki.",
        good=[
            Good(
                "preserve",
                "Wakacje w siodle! Stadnina Koni „Podkowa” w Łącku zaprasza dzieci od 9 do 15 lat na letni obóz jeździecki. Do wyboru są dwa turnusy: 29 czerwca – 8 lipca 2025 r. oraz 13–22 lipca. Nie umiesz jeździć konno? Nic nie szkodzi, doświadczenie nie jest potrzebne. Za turnus płacisz 2 650 zł – w tej cenie są nocleg, jedzenie, dwie jazdy każdego dnia i ubezpieczenie NNW. Po rezerwacji masz 5 dni na wpłatę 800 zł zaliczki; jeśli nie zdążysz, miejsce zostanie zwolnione. Na koniu obowiązkowo kask z atestem, a kamizelkę ochronną możesz wypożyczyć u nas. Uwaga: kto zrezygnuje później niż 21 dni przed startem turnusu, traci zaliczkę.",
            ),
            Good(
                "preserve",
                "Stadnina Koni „Podkowa” w Łącku prowadzi zapisy na letni obóz jeździecki dla dzieci w wieku od 9 do 15 lat. Organizowane są dwa turnusy: pierwszy w terminie od 29 czerwca do 8 lipca 2025 r., drugi w terminie od 13 do 22 lipca. Uczestnicy nie muszą posiadać wcześniejszego doświadczenia jeździeckiego. Koszt jednego turnusu wynosi 2 650 zł i obejmuje zakwaterowanie, wyżywienie, dwie jazdy dziennie oraz ubezpieczenie od następstw nieszczęśliwych wypadków. Warunkiem utrzymania rezerwacji jest wpłata zaliczki w kwocie 800 zł w terminie 5 dni od jej dokonania; w przeciwnym razie miejsce zostaje zwolnione. Jazda odbywa się wyłącznie w kasku z atestem, natomiast kamizelkę ochronną można wypożyczyć w stadninie. W przypadku rezygnacji złożonej później niż na 21 dni przed rozpoczęciem turnusu zaliczka przepada.",
            ),
            Good(
                "en",
                "Registration is open for the summer riding camp at the “Podkowa” Stud Farm in Łącko. Session I runs from 29 June to 8 July 2025 and session II from 13 to 22 July. The camp is for children aged 9–15; no previous riding experience is required. A session costs PLN 2,650, which covers accommodation, meals, 2 rides a day and accident insurance (NNW). A PLN 800 deposit must be paid within 5 days of booking, otherwise the place will be released. Participants must ride in a certified helmet; a body protector can be hired on site. Cancelling later than 21 days before the session starts means losing the deposit.",
            ),
        ],
        bad=[
            Slip(0, [("29 czerwca – 8 lipca 2025 r.", "29 czerwca – 9 lipca 2025 r.")], "date"),
            Slip(
                1,
                [("wpłata zaliczki w kwocie 800 zł", "wpłata zaliczki w kwocie 500 zł")],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "no previous riding experience is required",
                        "previous riding experience is required",
                    )
                ],
                "negation",
            ),
        ],
    ),
    # 12. Newborn hearing screening abstract. Styles: plain, structured list, English.
    Case(
        key="pl-badanie-sluchu",
        source="Streszczenie. Celem pracy była ocena skuteczności przesiewowego badania słuchu noworodków w województwie lubelskim w latach 2019–2023. Przeanalizowano dane 84 312 dzieci urodzonych w 21 szpitalach. Badanie otoemisji akustycznej przeprowadzono u 97,8% noworodków, a wynik nieprawidłowy uzyskano u 3,1% z nich. Wrodzony niedosłuch potwierdzono u 1,4 na 1000 badanych, co jest zbliżone do wartości raportowanych przez Nowosielską i wsp. (2016) oraz Hartmanna (2003). Wyniki sugerują, że odsetek dzieci niezgłaszających się na badanie kontrolne jest prawdopodobnie wyższy na terenach wiejskich. Nie stwierdzono istotnej różnicy między szpitalami I i III stopnia referencyjności. Autorzy zalecają, aby kontrola odbywała się nie później niż w 3. miesiącu życia.",
        good=[
            Good(
                "preserve",
                "W pracy oceniono, jak skuteczne było przesiewowe badanie słuchu noworodków w województwie lubelskim w latach 2019–2023. Analiza objęła dane 84 312 dzieci urodzonych w 21 szpitalach. Otoemisję akustyczną wykonano u 97,8% noworodków; u 3,1% spośród nich wynik był nieprawidłowy. Wrodzony niedosłuch potwierdzono u 1,4 dziecka na 1000 zbadanych – podobnie jak w danych Nowosielskiej i wsp. (2016) oraz Hartmanna (2003). Wyniki sugerują, że na wsi odsetek dzieci, które nie trafiają na badanie kontrolne, jest prawdopodobnie wyższy. Szpitale I i III stopnia referencyjności nie różniły się istotnie. Autorzy zalecają, by kontrolę przeprowadzać najpóźniej w 3. miesiącu życia dziecka.",
            ),
            Good(
                "preserve",
                "Cel: ocena skuteczności przesiewowego badania słuchu noworodków w województwie lubelskim (2019–2023).\nMateriał: dane 84 312 dzieci urodzonych w 21 szpitalach.\nWyniki:\n- otoemisja akustyczna wykonana u 97,8% noworodków, wynik nieprawidłowy u 3,1% z nich;\n- wrodzony niedosłuch potwierdzony u 1,4/1000 badanych – wartość zbliżona do danych Nowosielskiej i wsp. (2016) oraz Hartmanna (2003);\n- brak istotnej różnicy między szpitalami I i III stopnia referencyjności;\n- odsetek dzieci niezgłaszających się na badanie kontrolne jest, jak sugerują wyniki, prawdopodobnie wyższy na terenach wiejskich.\nZalecenie autorów: kontrola nie później niż w 3. miesiącu życia.",
            ),
            Good(
                "en",
                "Abstract. The aim of the study was to assess the effectiveness of newborn hearing screening in the Lublin Province in 2019–2023. Data on 84,312 children born in 21 hospitals were analysed. Otoacoustic emission testing was performed in 97.8% of newborns, and 3.1% of them had an abnormal result. Congenital hearing loss was confirmed in 1.4 per 1,000 screened infants, which is close to the figures reported by Nowosielska et al. (2016) and Hartmann (2003). The results suggest that the proportion of children who do not attend the follow-up test is probably higher in rural areas. No significant difference was found between level I and level III referral hospitals. The authors recommend that follow-up take place no later than the 3rd month of life.",
            ),
        ],
        bad=[
            Bad(
                "preserve",
                "W pracy oceniono, jak skuteczne było przesiewowe badanie słuchu noworodków w województwie lubelskim w latach 2019–2023. Analiza objęła dane 84 312 dzieci urodzonych w 21 szpitalach. Otoemisję akustyczną wykonano u 97,8% noworodków; u 3,1% spośród nich wynik był nieprawidłowy. Wrodzony niedosłuch potwierdzono u 1,4 dziecka na 1000 zbadanych – podobnie jak w danych Nowosielskiej i wsp. (2016) oraz Hartmanna (2003). Wyniki dowodzą, że na wsi na badanie kontrolne nie trafia wyższy odsetek dzieci. Szpitale I i III stopnia referencyjności nie różniły się istotnie. Autorzy zalecają, by kontrolę przeprowadzać najpóźniej w 3. miesiącu życia dziecka.",
                "hedge",
            ),
            Slip(1, [("Hartmanna (2003)", "Hartmanna (2008)")], "citation"),
            Slip(2, [("born in 21 hospitals", "born in 12 hospitals")], "number"),
        ],
    ),
    # 13. Village grant competition. Styles: plain, FAQ, English.
    Case(
        key="pl-granty-solectwa",
        source="Starostwo Powiatowe w Bochni ogłasza konkurs „Aktywne Sołectwo 2025”. Sołectwa z terenu powiatu mogą otrzymać grant od 3 000 do 10 000 zł na projekty integrujące mieszkańców, np. odnowienie świetlicy czy organizację pikniku. Wkład własny musi wynosić co najmniej 10% wartości projektu; może to być praca wolontariuszy. Wnioski należy składać do 15 kwietnia 2025 r. do godz. 15:00 przez generator na stronie granty.powiat.bochnia.pl. Jedno sołectwo może złożyć tylko jeden wniosek. Wyniki zostaną ogłoszone prawdopodobnie w drugiej połowie maja. Projekty trzeba zrealizować do 31 października 2025 r. Pytania prosimy kierować do Pawła Nowickiego: p.nowicki@powiat.bochnia.pl.",
        good=[
            Good(
                "preserve",
                "Konkurs „Aktywne Sołectwo 2025”, ogłoszony przez Starostwo Powiatowe w Bochni, jest skierowany do sołectw z terenu powiatu. Na projekty, które integrują mieszkańców – na przykład odnowienie świetlicy albo zorganizowanie pikniku – można dostać od 3 000 do 10 000 zł. Trzeba zapewnić wkład własny w wysokości minimum 10% wartości projektu, przy czym może nim być praca wolontariuszy. Wnioski przyjmuje generator na stronie granty.powiat.bochnia.pl do 15 kwietnia 2025 r., do 15:00. Każde sołectwo składa tylko jeden wniosek. Wyników należy się spodziewać prawdopodobnie w drugiej połowie maja. Projekty muszą zostać zrealizowane najpóźniej do 31 października 2025 r. Z pytaniami prosimy zwracać się do Pawła Nowickiego (p.nowicki@powiat.bochnia.pl).",
            ),
            Good(
                "preserve",
                "Kto może wziąć udział w konkursie „Aktywne Sołectwo 2025” Starostwa Powiatowego w Bochni? Sołectwa z terenu powiatu.\nIle można dostać? Od 3 000 zł do 10 000 zł na projekt integrujący mieszkańców – np. odnowienie świetlicy lub piknik.\nCzy potrzebny jest wkład własny? Tak, przynajmniej 10% wartości projektu. Może go stanowić praca wolontariuszy.\nJak i do kiedy złożyć wniosek? Przez generator na granty.powiat.bochnia.pl, do 15 kwietnia 2025 r. do godziny 15:00. Jedno sołectwo – jeden wniosek.\nKiedy wyniki? Prawdopodobnie w drugiej połowie maja.\nDo kiedy trzeba zrealizować projekt? Do 31 października 2025 r.\nGdzie pytać? Paweł Nowicki, p.nowicki@powiat.bochnia.pl.",
            ),
            Good(
                "en",
                "Bochnia District Office announces the “Active Village 2025” (Aktywne Sołectwo 2025) competition. Village councils (sołectwa) in the district can receive a grant of PLN 3,000 to 10,000 for projects that bring residents together, such as renovating a community hall or organising a picnic. The applicant's own contribution must be at least 10% of the project value, and it may take the form of volunteer work. Applications must be submitted by 3:00 p.m. on 15 April 2025 via the online generator at granty.powiat.bochnia.pl. Each village council may submit only one application. Results will probably be announced in the second half of May. Projects must be completed by 31 October 2025. Please send any questions to Paweł Nowicki: p.nowicki@powiat.bochnia.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Każde sołectwo składa tylko jeden wniosek.",
                        "Każde sołectwo składa tylko jeden wniosek, podpisany przez sołtysa i dwóch członków rady sołeckiej.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Do 31 października 2025 r.", "Do 30 listopada 2025 r.")], "date"),
            Slip(
                2,
                [
                    (
                        "Results will probably be announced in the second half of May. Projects must be completed by 31 October 2025.",
                        "Wyniki zostaną ogłoszone prawdopodobnie w drugiej połowie maja. Projekty trzeba zrealizować do 31 października 2025 r.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    # 14. Food bank volunteering. Styles: formal, casual, English.
    Case(
        key="pl-bank-zywnosci",
        source="Bank Żywności w Słupsku szuka wolontariuszy do Świątecznej Zbiórki Żywności, która odbędzie się 5–7 grudnia 2025 r. w 38 sklepach na terenie miasta. Wolontariusze zbierają produkty przy wyjściach ze sklepów i pomagają je sortować w magazynie przy ul. Portowej 19. Dyżur trwa 4 godziny. Osoby niepełnoletnie mogą zostać wolontariuszami tylko za pisemną zgodą rodzica lub opiekuna. Każdy wolontariusz musi przejść krótkie szkolenie online przed pierwszym dyżurem. Nie wolno przyjmować od darczyńców pieniędzy – zbieramy wyłącznie żywność z długim terminem przydatności. Zgłoszenia przyjmujemy przez formularz na stronie bzslupsk.pl/wolontariat do 28 listopada. Zapewniamy ciepłe napoje i identyfikatory.",
        good=[
            Good(
                "preserve",
                "Bank Żywności w Słupsku prowadzi nabór wolontariuszy do Świątecznej Zbiórki Żywności, zaplanowanej na dni 5–7 grudnia 2025 r. w 38 sklepach na terenie miasta. Do zadań wolontariuszy należy zbieranie produktów przy wyjściach ze sklepów oraz pomoc przy ich sortowaniu w magazynie przy ul. Portowej 19. Jeden dyżur trwa 4 godziny. Osoby niepełnoletnie mogą pełnić funkcję wolontariusza wyłącznie za pisemną zgodą rodzica lub opiekuna. Przed pierwszym dyżurem każdy wolontariusz jest zobowiązany ukończyć krótkie szkolenie online. Przyjmowanie od darczyńców środków pieniężnych jest zabronione; zbiórka obejmuje wyłącznie żywność o długim terminie przydatności do spożycia. Zgłoszenia przyjmowane są do 28 listopada za pośrednictwem formularza dostępnego pod adresem bzslupsk.pl/wolontariat. Organizator zapewnia ciepłe napoje oraz identyfikatory.",
            ),
            Good(
                "preserve",
                "Pomożesz nam? Bank Żywności w Słupsku zbiera ekipę na Świąteczną Zbiórkę Żywności – 5, 6 i 7 grudnia 2025 r. będziemy w 38 sklepach na terenie miasta. Twoje zadanie: zbierać produkty przy wyjściu ze sklepu i pomóc w sortowaniu w naszym magazynie przy ul. Portowej 19. Jeden dyżur to 4 godziny. Nie masz jeszcze 18 lat? Też możesz dołączyć, ale tylko z pisemną zgodą rodzica albo opiekuna. Zanim pójdziesz na pierwszy dyżur, musisz zaliczyć krótkie szkolenie online. Pamiętaj: pieniędzy od darczyńców nie bierzemy – tylko jedzenie z długim terminem przydatności. Zgłoś się przez formularz na bzslupsk.pl/wolontariat do 28 listopada. Ciepłe napoje i identyfikatory są po naszej stronie.",
            ),
            Good(
                "en",
                "The Słupsk Food Bank is looking for volunteers for its Christmas Food Collection, taking place on 5–7 December 2025 in 38 shops across the city. Volunteers collect products at shop exits and help sort them at the warehouse at ul. Portowa 19. Each shift lasts 4 hours. Under-18s can volunteer only with written consent from a parent or guardian. Every volunteer must complete a short online training course before their first shift. Accepting money from donors is not allowed – we collect only food with a long shelf life. Sign up using the form at bzslupsk.pl/wolontariat by 28 November. We provide hot drinks and ID badges.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "środków pieniężnych jest zabronione",
                        "środków pieniężnych nie jest zabronione",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "Jeden dyżur to 4 godziny.",
                        "Jeden dyżur to 4 godziny, a po trzech dyżurach dostajesz zaświadczenie o wolontariacie.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2, [("Every volunteer must complete", "Every volunteer can complete")], "modality"
            ),
        ],
    ),
    # 15. Playground rules. Styles: numbered list, plain, English.
    Case(
        key="pl-plac-zabaw",
        source="Regulamin placu zabaw przy ul. Słonecznej w Wadowicach. Plac jest otwarty codziennie od 8:00 do 20:00, a w okresie od 1 listopada do 31 marca – do 17:00. Urządzenia przeznaczone są dla dzieci w wieku od 3 do 12 lat. Dzieci do lat 7 mogą przebywać na placu wyłącznie pod opieką osoby dorosłej. Zabrania się wprowadzania zwierząt, palenia tytoniu i spożywania alkoholu. Nie należy korzystać z urządzeń mokrych lub oblodzonych. Na zjeżdżalni może jednocześnie przebywać nie więcej niż jedno dziecko. Za szkody wyrządzone przez dzieci odpowiadają ich opiekunowie. Uszkodzenia urządzeń prosimy zgłaszać administratorowi – Zakładowi Gospodarki Komunalnej, tel. 33 873 21 60. Numer alarmowy: 112.",
        good=[
            Good(
                "preserve",
                "Plac zabaw, ul. Słoneczna, Wadowice – zasady:\n1. Otwarte codziennie 8:00–20:00; od 1 listopada do 31 marca plac zamykamy o 17:00.\n2. Urządzenia są dla dzieci w wieku 3–12 lat.\n3. Dziecko poniżej 7 lat może tu być tylko pod opieką dorosłego.\n4. Zakaz wprowadzania zwierząt, palenia tytoniu i picia alkoholu.\n5. Z mokrych albo oblodzonych urządzeń nie korzystamy.\n6. Na zjeżdżalni najwyżej jedno dziecko naraz.\n7. Za szkody wyrządzone przez dzieci odpowiadają opiekunowie.\n8. Uszkodzenia zgłaszaj administratorowi (Zakład Gospodarki Komunalnej): 33 873 21 60.\n9. Numer alarmowy: 112.",
            ),
            Good(
                "preserve",
                "Plac zabaw przy ul. Słonecznej w Wadowicach czynny jest przez cały tydzień w godzinach 8:00–20:00; między 1 listopada a 31 marca zamyka się go wcześniej, o 17:00. Z urządzeń korzystają dzieci w wieku od 3 do 12 lat, przy czym dzieci, które nie ukończyły 7 lat, przebywają na placu tylko w towarzystwie dorosłego opiekuna. Na teren placu nie wolno wprowadzać zwierząt, nie wolno tu też palić tytoniu ani pić alkoholu. Jeżeli urządzenia są mokre lub oblodzone, nie należy się na nich bawić. Na zjeżdżalni może być w danej chwili najwyżej jedno dziecko. Odpowiedzialność za szkody spowodowane przez dzieci ponoszą ich opiekunowie. Wszelkie uszkodzenia prosimy zgłaszać administratorowi, czyli Zakładowi Gospodarki Komunalnej (tel. 33 873 21 60). W nagłych wypadkach dzwoń pod numer alarmowy 112.",
            ),
            Good(
                "en",
                "Rules of the playground on ul. Słoneczna in Wadowice. The playground is open every day from 8 a.m. to 8 p.m., and from 1 November to 31 March until 5 p.m. The equipment is designed for children aged 3 to 12. Children under 7 may only be on the playground under the supervision of an adult. Bringing in animals, smoking and drinking alcohol are prohibited. Do not use the equipment when it is wet or icy. Only one child at a time is allowed on the slide. Parents or carers are liable for any damage caused by their children. Please report damaged equipment to the site manager, the Municipal Services Company (Zakład Gospodarki Komunalnej), on 33 873 21 60. Emergency number: 112.",
            ),
        ],
        bad=[
            Slip(0, [("dla dzieci w wieku 3–12 lat", "dla dzieci w wieku 3–14 lat")], "number"),
            Slip(
                1,
                [
                    (
                        "nie wolno wprowadzać zwierząt, nie wolno tu też palić",
                        "wolno wprowadzać zwierzęta, nie wolno tu jednak palić",
                    )
                ],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "Children under 7 may only be on the playground under the supervision of an adult.",
                        "Children under 7 should ideally be on the playground under the supervision of an adult.",
                    )
                ],
                "modality",
            ),
        ],
    ),
    # 16. Computer lab rules (markdown). Styles: concise, FAQ, English.
    Case(
        key="pl-sala-komputerowa",
        source="## Zasady korzystania z sali komputerowej nr 210\n\nSala jest dostępna dla studentów Wydziału Matematyki i Informatyki **od poniedziałku do piątku w godz. 7:30–21:00**.\n\n- Logujemy się wyłącznie własnym kontem uczelnianym (login w formacie `s` + numer albumu, np. `s412907`).\n- **Nie wolno** instalować oprogramowania ani zmieniać ustawień systemu.\n- Jedzenie i picie przy stanowiskach jest zabronione.\n- Pliki zapisane na dysku `D:` są usuwane co noc o 23:00 – zapisuj pracę w chmurze.\n- Awarie zgłaszaj opiekunowi sali, mgr. Tomaszowi Grabcowi, lub mailowo: sala210@wmi.uni.pl.\n\nDrukarka jest zwykle dostępna, a limit wydruku wynosi 50 stron miesięcznie na studenta.",
        good=[
            Good(
                "preserve",
                "## Sala komputerowa nr 210 – regulamin w skrócie\n\nDla studentów Wydziału Matematyki i Informatyki, **pon.–pt. 7:30–21:00**.\n\n- Logowanie tylko na własne konto uczelniane: `s` + numer albumu (np. `s412907`).\n- **Nie wolno** instalować programów ani zmieniać ustawień systemu.\n- Zakaz jedzenia i picia przy stanowiskach.\n- Dysk `D:` czyszczony co noc o 23:00 – pracę zapisuj w chmurze.\n- Awarie: opiekun sali mgr Tomasz Grabiec lub sala210@wmi.uni.pl.\n\nDrukarka – zazwyczaj dostępna; limit 50 stron na studenta miesięcznie.",
            ),
            Good(
                "preserve",
                "## Jak korzystać z sali komputerowej nr 210?\n\n**Kto i kiedy?** Studenci Wydziału Matematyki i Informatyki, **od poniedziałku do piątku, 7:30–21:00**.\n\n- **Jak się zalogować?** Tylko na swoje konto uczelniane; login to `s` i numer albumu, na przykład `s412907`.\n- **Czy mogę coś doinstalować?** Nie – **nie wolno** instalować oprogramowania ani zmieniać ustawień systemu.\n- **A kanapka i kawa?** Przy stanowiskach nie jemy i nie pijemy.\n- **Gdzie zapisywać pliki?** W chmurze, bo wszystko z dysku `D:` jest kasowane każdej nocy o 23:00.\n- **Coś nie działa?** Zgłoś to opiekunowi sali, mgr. Tomaszowi Grabcowi, albo napisz na sala210@wmi.uni.pl.\n\nDrukarka zazwyczaj jest dostępna – każdy student może wydrukować do 50 stron w miesiącu.",
            ),
            Good(
                "en",
                "## Rules for computer lab 210\n\nThe lab is open to students of the Faculty of Mathematics and Computer Science **Monday to Friday, 7:30 a.m.–9:00 p.m.**\n\n- Log in only with your own university account (the login is `s` followed by your student number, e.g. `s412907`).\n- **Do not** install software or change system settings.\n- Eating and drinking at the workstations is prohibited.\n- Files saved on the `D:` drive are deleted every night at 11:00 p.m., so save your work in the cloud.\n- Report faults to the lab supervisor, Tomasz Grabiec, MSc, or by e-mail: sala210@wmi.uni.pl.\n\nThe printer is usually available, and each student may print up to 50 pages per month.",
            ),
        ],
        bad=[
            Slip(0, [("Dysk `D:`", "Dysk `C:`")], "code"),
            Slip(
                1,
                [
                    (
                        "Przy stanowiskach nie jemy i nie pijemy.",
                        "Przy stanowiskach nie jemy i nie pijemy – można to robić w aneksie na końcu korytarza.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                2,
                [("## Rules for computer lab 210\n\n", "Rules for computer lab 210\n")],
                "markdown",
            ),
        ],
    ),
    # 17. EV charging subscription (markdown). Styles: plain, formal, English.
    Case(
        key="pl-ladowanie-ev",
        source="# Abonament „Ładuj Bez Limitu” – warunki\n\n**Cena:** 149 zł miesięcznie (umowa na 12 miesięcy). Abonament obejmuje ładowanie AC na wszystkich stacjach sieci VoltaPunkt do 300 kWh miesięcznie; każda kolejna kWh kosztuje 1,19 zł.\n\n## Ważne\n\n- Ładowanie DC nie jest objęte abonamentem i rozliczane jest według cennika.\n- Po zakończeniu ładowania należy odłączyć samochód w ciągu 30 minut, w przeciwnym razie naliczymy opłatę postojową 0,50 zł za minutę.\n- Niewykorzystane kWh nie przechodzą na kolejny miesiąc.\n\nUmowę można wypowiedzieć z miesięcznym okresem wypowiedzenia przez panel klienta: moje.voltapunkt.pl. Aktywacja trwa zwykle do 24 godzin.",
        good=[
            Good(
                "preserve",
                "# „Ładuj Bez Limitu” – na jakich zasadach?\n\n**Cena:** 149 zł za miesiąc, umowa zawierana na 12 miesięcy. W ramach abonamentu ładujesz prądem AC na każdej stacji sieci VoltaPunkt – do 300 kWh w miesiącu. Za każdą kWh ponad ten limit płacisz 1,19 zł.\n\n## Ważne\n\n- Abonament nie obejmuje ładowania DC – za nie płacisz zgodnie z cennikiem.\n- Po zakończeniu ładowania odłącz auto w ciągu 30 minut – później naliczamy opłatę postojową 0,50 zł za każdą minutę.\n- kWh, których nie wykorzystasz w danym miesiącu, nie przechodzą na następny.\n\nUmowę wypowiesz w panelu klienta moje.voltapunkt.pl, z zachowaniem miesięcznego okresu wypowiedzenia. Aktywacja zajmuje zazwyczaj maksymalnie dobę.",
            ),
            Good(
                "preserve",
                "# Warunki abonamentu „Ładuj Bez Limitu”\n\n**Cena:** 149 zł miesięcznie przy umowie zawartej na okres 12 miesięcy. Abonament uprawnia do ładowania AC na wszystkich stacjach należących do sieci VoltaPunkt w limicie 300 kWh miesięcznie; za każdą kWh powyżej limitu pobierana jest opłata 1,19 zł.\n\n## Ważne\n\n- Ładowanie DC pozostaje poza zakresem abonamentu i podlega rozliczeniu według cennika.\n- Użytkownik jest zobowiązany odłączyć pojazd w terminie 30 minut od zakończenia ładowania; po upływie tego czasu naliczana jest opłata postojowa w wysokości 0,50 zł za minutę.\n- Niewykorzystany limit kWh nie jest przenoszony na następny miesiąc.\n\nWypowiedzenie umowy, z zachowaniem miesięcznego okresu wypowiedzenia, jest możliwe za pośrednictwem panelu klienta pod adresem moje.voltapunkt.pl. Aktywacja abonamentu następuje z reguły w ciągu 24 godzin.",
            ),
            Good(
                "en",
                "# “Ładuj Bez Limitu” (Charge Without Limits) subscription – terms\n\n**Price:** PLN 149 per month (12-month contract). The subscription covers AC charging at all VoltaPunkt network stations up to 300 kWh per month; each additional kWh costs PLN 1.19.\n\n## Important\n\n- DC charging is not included in the subscription and is billed according to the price list.\n- Once charging has finished, you must unplug your car within 30 minutes; otherwise, we will charge a parking fee of PLN 0.50 per minute.\n- Unused kWh do not roll over to the next month.\n\nYou can cancel the contract with one month's notice via the customer panel: moje.voltapunkt.pl. Activation usually takes up to 24 hours.",
            ),
        ],
        bad=[
            Slip(0, [("do 300 kWh w miesiącu", "do 200 kWh w miesiącu")], "number"),
            Slip(1, [("## Ważne\n\n", "Ważne\n")], "markdown"),
            Slip(2, [("moje.voltapunkt.pl", "moja.voltapunkt.pl")], "url"),
        ],
    ),
    # 18. Water bill complaint. Styles: FAQ, concise, English.
    Case(
        key="pl-reklamacja-woda",
        source="Jak złożyć reklamację rachunku za wodę? Wodociągi Miejskie w Kutnie Sp. z o.o. przyjmują reklamacje w ciągu 14 dni od otrzymania faktury. W zgłoszeniu podaj numer klienta (10 cyfr, np. 4100238815) oraz numer faktury w formacie FV/2025/KT/000000. Reklamację można złożyć w Biurze Obsługi Klienta przy ul. Grunwaldzkiej 2 (pon.–pt. 7:00–15:00) lub mailowo na adres reklamacje@wodociagi-kutno.pl. Odpowiedź otrzymasz w terminie 30 dni. Jeśli podejrzewasz awarię wodomierza, zwykle zlecamy jego ekspertyzę; gdy wodomierz okaże się sprawny, koszt badania – 180 zł – pokrywa klient. Złożenie reklamacji nie wstrzymuje obowiązku zapłaty faktury w terminie.",
        good=[
            Good(
                "preserve",
                "Reklamacja rachunku za wodę – Wodociągi Miejskie w Kutnie Sp. z o.o.\n\nDo kiedy mogę reklamować fakturę? Masz na to 14 dni od jej otrzymania.\nCo muszę podać? Numer klienta – 10 cyfr, np. 4100238815 – i numer faktury w formacie FV/2025/KT/000000.\nGdzie złożyć reklamację? W Biurze Obsługi Klienta, ul. Grunwaldzka 2 (od poniedziałku do piątku, 7:00–15:00), albo e-mailem: reklamacje@wodociagi-kutno.pl.\nKiedy dostanę odpowiedź? W ciągu 30 dni.\nA jeśli podejrzewam, że wodomierz jest zepsuty? Zazwyczaj zlecamy wtedy ekspertyzę. Gdy okaże się, że wodomierz działa, za badanie płacisz Ty – 180 zł.\nCzy mogę wstrzymać się z zapłatą do czasu rozpatrzenia reklamacji? Nie. Fakturę trzeba opłacić w terminie, nawet jeśli ją reklamujesz.",
            ),
            Good(
                "preserve",
                "Reklamacje rachunków – Wodociągi Miejskie w Kutnie Sp. z o.o.: termin 14 dni od otrzymania faktury. Podaj 10-cyfrowy numer klienta (np. 4100238815) i numer faktury (format FV/2025/KT/000000). Składanie: BOK, ul. Grunwaldzka 2, pon.–pt. 7:00–15:00, lub reklamacje@wodociagi-kutno.pl. Odpowiedź – do 30 dni. Podejrzenie awarii wodomierza: zwykle zlecamy ekspertyzę; jeśli wodomierz jest sprawny, jej koszt (180 zł) ponosi klient. Reklamacja nie zwalnia z obowiązku terminowej zapłaty faktury.",
            ),
            Good(
                "en",
                "How to dispute a water bill. Wodociągi Miejskie w Kutnie Sp. z o.o. (Kutno Municipal Waterworks) accepts complaints within 14 days of receipt of the invoice. In your complaint, give your customer number (10 digits, e.g. 4100238815) and the invoice number in the format FV/2025/KT/000000. You can submit a complaint at the Customer Service Office at ul. Grunwaldzka 2 (Mon–Fri, 7 a.m.–3 p.m.) or by e-mail to reklamacje@wodociagi-kutno.pl. You will receive a reply within 30 days. If you suspect your water meter is faulty, we usually order an expert examination; if the meter turns out to be working properly, the customer pays the PLN 180 cost of the test. Filing a complaint does not release you from the obligation to pay the invoice on time.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "(od poniedziałku do piątku, 7:00–15:00)",
                        "(od poniedziałku do piątku, 8:00–15:00)",
                    )
                ],
                "date",
            ),
            Slip(1, [("zwykle zlecamy ekspertyzę", "zawsze zlecamy ekspertyzę")], "hedge"),
            Slip(2, [("format FV/2025/KT/000000", "format FV/KT/2025/000000")], "code"),
        ],
    ),
    # 19. Digital photography course (markdown). Styles: casual, formal, English.
    Case(
        key="pl-kurs-fotografii",
        source="**Kurs fotografii cyfrowej dla początkujących** – Dom Kultury „Sokół” w Nowym Targu\n\nKurs obejmuje 8 spotkań po 2 godziny, w środy o 18:00, od 1 października 2025 r. Prowadzi go fotograf Michał Gąsienica-Roj. Cena: 480 zł (dla członków Klubu Seniora – 360 zł).\n\nCzego się nauczysz:\n- obsługi aparatu w trybie manualnym,\n- zasad kompozycji,\n- podstaw obróbki zdjęć w programie Darktable.\n\nTrzeba mieć własny aparat (lustrzankę lub bezlusterkowiec); smartfon nie wystarczy. Laptop nie jest wymagany. Jeśli pogoda pozwoli, w sobotę 18 października może się odbyć plener w Gorcach. Zapisy: sokol@dknt.pl.",
        good=[
            Good(
                "preserve",
                "**Kurs fotografii cyfrowej dla początkujących** – Dom Kultury „Sokół” w Nowym Targu\n\nStartujemy 1 października 2025 r.! Spotykamy się w środy o 18:00 – w sumie 8 razy, za każdym razem na 2 godziny. Zajęcia poprowadzi fotograf Michał Gąsienica-Roj. Koszt to 480 zł, a dla członków Klubu Seniora 360 zł.\n\nNa kursie nauczysz się:\n- obsługiwać aparat w trybie manualnym,\n- stosować zasady kompozycji,\n- obrabiać zdjęcia w Darktable (podstawy).\n\nMusisz mieć własny aparat – lustrzankę albo bezlusterkowiec, bo sam smartfon nie wystarczy. Laptopa mieć nie musisz. Jeśli pogoda dopisze, w sobotę 18 października może się odbyć plener w Gorcach. Zapisy: sokol@dknt.pl.",
            ),
            Good(
                "preserve",
                "**Kurs fotografii cyfrowej dla początkujących** – Dom Kultury „Sokół” w Nowym Targu\n\nKurs składa się z 8 dwugodzinnych spotkań, odbywających się w środy o godz. 18:00, począwszy od 1 października 2025 r. Zajęcia prowadzi fotograf Michał Gąsienica-Roj. Opłata wynosi 480 zł; członkowie Klubu Seniora płacą 360 zł.\n\nProgram kursu obejmuje:\n- obsługę aparatu w trybie manualnym,\n- zasady kompozycji,\n- podstawy obróbki zdjęć w programie Darktable.\n\nUczestnicy są zobowiązani do posiadania własnego aparatu (lustrzanki lub bezlusterkowca); smartfon nie jest wystarczający. Posiadanie laptopa nie jest wymagane. Przy sprzyjającej pogodzie w sobotę 18 października może zostać zorganizowany plener w Gorcach. Zgłoszenia przyjmowane są pod adresem sokol@dknt.pl.",
            ),
            Good(
                "en",
                "**Digital photography course for beginners** – “Sokół” Cultural Centre in Nowy Targ\n\nThe course consists of 8 two-hour sessions on Wednesdays at 6 p.m., starting on 1 October 2025. It is taught by photographer Michał Gąsienica-Roj. Price: PLN 480 (PLN 360 for Seniors' Club members).\n\nWhat you will learn:\n- using a camera in manual mode,\n- the rules of composition,\n- the basics of photo editing in Darktable.\n\nYou need your own camera (a DSLR or a mirrorless one); a smartphone is not enough. A laptop is not required. If the weather allows, an outdoor photo session in the Gorce Mountains may take place on Saturday 18 October. Registration: sokol@dknt.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Zapisy: sokol@dknt.pl.",
                        "Zapisy: sokol@dknt.pl – liczba miejsc ograniczona do 12 osób.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1,
                [("Posiadanie laptopa nie jest wymagane.", "Posiadanie laptopa jest wymagane.")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "What you will learn:\n- using a camera in manual mode,\n- the rules of composition,\n- the basics of photo editing in Darktable.",
                        "What you will learn: using a camera in manual mode, the rules of composition, the basics of photo editing in Darktable.",
                    )
                ],
                "markdown",
            ),
        ],
    ),
    # 20. City senior card. Styles: plain, FAQ, English.
    Case(
        key="pl-karta-seniora",
        source="Karta Seniora Miasta Rybnika – jak ją otrzymać? Kartę może otrzymać każda osoba, która ukończyła 60 lat i jest zameldowana w Rybniku. Wniosek wraz z kserokopią dowodu osobistego należy złożyć w Punkcie Informacji Miejskiej, ul. Bolesława Chrobrego 2, albo przez formularz na stronie seniorzy.rybnik.eu. Karta jest wydawana bezpłatnie w ciągu 10 dni roboczych i jest ważna 5 lat. Uprawnia do zniżek u ponad 120 partnerów, m.in. 50% na bilety do Teatru Ziemi Rybnickiej. Karty nie wolno odstępować innym osobom. W przypadku zgubienia duplikat kosztuje 10 zł. Zniżki mogą się zmieniać – aktualna lista partnerów jest dostępna na stronie.",
        good=[
            Good(
                "preserve",
                "Jak dostać Kartę Seniora Miasta Rybnika? Przysługuje ona każdemu, kto skończył 60 lat i jest zameldowany w Rybniku. Złóż wniosek razem z kserokopią dowodu osobistego – w Punkcie Informacji Miejskiej przy ul. Bolesława Chrobrego 2 lub przez formularz na stronie seniorzy.rybnik.eu. Kartę otrzymasz za darmo w ciągu 10 dni roboczych; będzie ważna przez 5 lat. Daje zniżki u ponad 120 partnerów, na przykład 50% na bilety do Teatru Ziemi Rybnickiej. Karty nie możesz nikomu odstępować. Jeśli ją zgubisz, duplikat kosztuje 10 zł. Pamiętaj, że zniżki mogą się zmieniać – aktualną listę partnerów znajdziesz na stronie.",
            ),
            Good(
                "preserve",
                "Kto może dostać Kartę Seniora Miasta Rybnika?\nKażdy, kto ma ukończone 60 lat i jest zameldowany w Rybniku.\n\nJak złożyć wniosek?\nTrzeba dołączyć do niego kserokopię dowodu osobistego i złożyć go w Punkcie Informacji Miejskiej (ul. Bolesława Chrobrego 2) albo przez formularz na stronie seniorzy.rybnik.eu.\n\nIle to kosztuje i jak długo trwa?\nNic – karta jest bezpłatna. Wydajemy ją w ciągu 10 dni roboczych, a ważna jest 5 lat.\n\nCo daje karta?\nZniżki u ponad 120 partnerów, w tym 50% na bilety do Teatru Ziemi Rybnickiej. Zniżki mogą się zmieniać; aktualna lista partnerów jest na stronie.\n\nCzy mogę pożyczyć kartę komuś innemu?\nNie, karty nie wolno odstępować innym osobom.\n\nCo, jeśli ją zgubię?\nDuplikat kosztuje 10 zł.",
            ),
            Good(
                "en",
                "Rybnik City Senior Card – how to get one. Anyone aged 60 or over who is registered as a resident in Rybnik can get the card. The application, together with a photocopy of your ID card, must be submitted at the City Information Point, ul. Bolesława Chrobrego 2, or through the form at seniorzy.rybnik.eu. The card is issued free of charge within 10 working days and is valid for 5 years. It entitles you to discounts from more than 120 partners, including 50% off tickets to the Rybnik Land Theatre (Teatr Ziemi Rybnickiej). The card must not be passed on to anyone else. If you lose it, a replacement costs PLN 10. Discounts may change – the current list of partners is available on the website.",
            ),
        ],
        bad=[
            Slip(0, [("seniorzy.rybnik.eu", "senior.rybnik.eu")], "url"),
            Slip(
                1,
                [("karty nie wolno odstępować", "karty raczej nie powinno się odstępować")],
                "modality",
            ),
            Slip(2, [("more than 120 partners", "more than 150 partners")], "number"),
        ],
    ),
]
