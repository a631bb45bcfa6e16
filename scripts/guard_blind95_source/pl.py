# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 95: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-sanatorium-skierowanie-nfz-doplata-turnus",
        source="Leczenie uzdrowiskowe w ramach NFZ trwa 21 dni i odbywa się na podstawie skierowania wystawionego przez lekarza ubezpieczenia zdrowotnego. Skierowanie należy przesłać do oddziału wojewódzkiego NFZ w ciągu 30 dni od daty wystawienia. Pacjent nie może samodzielnie wybrać uzdrowiska – decyzję o miejscu i terminie pobytu podejmuje NFZ. Za pobyt pobierana jest dopłata do zakwaterowania i wyżywienia, której wysokość zależy od sezonu i standardu pokoju; w pokoju jednoosobowym w I sezonie wynosi ona 47,80 zł za dobę. Prawo do leczenia uzdrowiskowego wynika z art. 33 ustawy o świadczeniach opieki zdrowotnej finansowanych ze środków publicznych, a tryb kierowania określa rozporządzenie Ministra Zdrowia z dnia 7 lipca 2011 r. w sprawie kierowania na leczenie uzdrowiskowe albo rehabilitację uzdrowiskową.",
        good=[
            Good(
                "preserve",
                "Turnus sanatoryjny finansowany przez NFZ trwa 21 dni. Żeby z niego skorzystać, potrzebujesz skierowania od lekarza ubezpieczenia zdrowotnego, które trzeba wysłać do wojewódzkiego oddziału NFZ w ciągu 30 dni od jego wystawienia. Uzdrowiska nie możesz wybrać samodzielnie – o miejscu i terminie pobytu decyduje NFZ. Za zakwaterowanie i wyżywienie pobierana jest dopłata; jej wysokość zależy od sezonu i standardu pokoju, a za pokój jednoosobowy w I sezonie wynosi 47,80 zł za dobę. Podstawą prawną jest art. 33 ustawy o świadczeniach opieki zdrowotnej finansowanych ze środków publicznych oraz rozporządzenie Ministra Zdrowia z dnia 7 lipca 2011 r. w sprawie kierowania na leczenie uzdrowiskowe albo rehabilitację uzdrowiskową.",
            ),
            Good(
                "preserve",
                """Zasady leczenia uzdrowiskowego w ramach NFZ:
- turnus trwa 21 dni;
- potrzebne jest skierowanie od lekarza ubezpieczenia zdrowotnego, które należy przesłać do oddziału wojewódzkiego NFZ w terminie 30 dni od daty wystawienia;
- miejsce i termin pobytu wyznacza NFZ – pacjent nie może sam wybrać uzdrowiska;
- pacjent ponosi dopłatę do zakwaterowania i wyżywienia, zależną od sezonu i standardu pokoju (pokój jednoosobowy, I sezon: 47,80 zł za dobę).

Podstawa prawna: art. 33 ustawy o świadczeniach opieki zdrowotnej finansowanych ze środków publicznych oraz rozporządzenie Ministra Zdrowia z dnia 7 lipca 2011 r. w sprawie kierowania na leczenie uzdrowiskowe albo rehabilitację uzdrowiskową.""",
            ),
            Good(
                "en",
                "Spa treatment funded by the National Health Fund (NFZ) lasts 21 days and requires a referral issued by a health insurance doctor. The referral must be sent to the regional NFZ branch within 30 days of the date it was issued. Patients cannot choose the spa resort themselves: the NFZ decides on the location and dates of the stay. A co-payment for accommodation and meals is charged, and the amount depends on the season and the room standard; for a single room in season I it is PLN 47.80 per day. The right to spa treatment derives from Article 33 of the Act on Healthcare Services Financed from Public Funds, and the referral procedure is set out in the Minister of Health's regulation of 7 July 2011 on referrals for spa treatment or spa rehabilitation.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Uzdrowiska nie możesz wybrać samodzielnie",
                        "Uzdrowisko możesz wybrać samodzielnie",
                    )
                ],
                "negation",
            ),
            Slip(1, [("47,80 zł za dobę", "42,80 zł za dobę")], "number"),
            Slip(2, [("Article 33 of the Act", "Article 38 of the Act")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-sanatorium-jodla-regulamin-pobytu-kuracjusza",
        source="Regulamin pobytu w Sanatorium „Jodła” w Rabce-Zdroju (wyciąg). Kuracjusz powinien zgłosić się w recepcji w dniu rozpoczęcia turnusu między godziną 8:00 a 14:00. Pierwsza wizyta lekarska odbywa się zwykle w ciągu 24 godzin od przyjazdu; to na niej ustalany jest plan zabiegów. Opuszczenie zabiegu bez usprawiedliwienia może skutkować jego przepadkiem. Cisza nocna obowiązuje od 22:00 do 6:00, a odwiedziny są możliwe codziennie do godziny 20:00. Kuracjusz musi poinformować pielęgniarkę dyżurną o każdym wyjściu poza teren ośrodka po godzinie 20:00. W sezonie zimowym część zabiegów w basenie solankowym prawdopodobnie będzie ograniczona ze względu na remont.",
        good=[
            Good(
                "preserve",
                "Najważniejsze zasady pobytu w Sanatorium „Jodła” w Rabce-Zdroju: w dniu rozpoczęcia turnusu powinieneś zgłosić się do recepcji między 8:00 a 14:00. Pierwszą wizytę lekarską masz zwykle w ciągu 24 godzin od przyjazdu – to wtedy ustalany jest Twój plan zabiegów. Jeśli opuścisz zabieg bez usprawiedliwienia, może on przepaść. Cisza nocna trwa od 22:00 do 6:00, a odwiedziny są możliwe codziennie do 20:00. O każdym wyjściu poza teren ośrodka po 20:00 musisz poinformować pielęgniarkę dyżurną. W sezonie zimowym część zabiegów w basenie solankowym prawdopodobnie zostanie ograniczona z powodu remontu.",
            ),
            Good(
                "preserve",
                """Sanatorium „Jodła” w Rabce-Zdroju – wybrane zasady pobytu:
1. W dniu rozpoczęcia turnusu kuracjusz powinien zgłosić się w recepcji w godzinach 8:00–14:00.
2. Pierwsza wizyta lekarska, podczas której ustala się plan zabiegów, odbywa się zwykle w ciągu 24 godzin od przyjazdu.
3. Nieusprawiedliwiona nieobecność na zabiegu może skutkować jego przepadkiem.
4. Cisza nocna: 22:00–6:00.
5. Odwiedziny: codziennie do godziny 20:00.
6. O każdym wyjściu poza teren ośrodka po godzinie 20:00 kuracjusz musi poinformować pielęgniarkę dyżurną.

Uwaga: w sezonie zimowym część zabiegów w basenie solankowym prawdopodobnie będzie ograniczona ze względu na remont.""",
            ),
            Good(
                "en",
                "House rules of the “Jodła” Sanatorium in Rabka-Zdrój (excerpt). On the day your stay begins, you should check in at reception between 8:00 and 14:00. Your first medical appointment usually takes place within 24 hours of arrival, and that is when your treatment plan is drawn up. Missing a treatment without a valid excuse may mean that you lose it. Quiet hours run from 22:00 to 6:00, and visitors are allowed every day until 20:00. You must inform the nurse on duty every time you leave the grounds after 20:00. In the winter season, some treatments in the brine pool will probably be limited due to renovation work.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("powinieneś zgłosić się do recepcji", "musisz zgłosić się do recepcji")],
                "modality",
            ),
            Slip(1, [("Cisza nocna: 22:00–6:00.", "Cisza nocna: 23:00–6:00.")], "date"),
            Slip(
                2, [("usually takes place within 24 hours", "takes place within 24 hours")], "hedge"
            ),
        ],
    ),
    Case(
        key="pl-kurs-paralotniowy-zar-zapisy-wymagania",
        source="Kurs paralotniowy w szkole SkyWing na Żarze obejmuje 5 dni szkolenia naziemnego i co najmniej 40 lotów ze stoku pod nadzorem instruktora. Uczestnik musi mieć ukończone 16 lat; osoby niepełnoletnie muszą przedstawić pisemną zgodę rodzica lub opiekuna. Przed rozpoczęciem zajęć należy dostarczyć zaświadczenie lekarskie o braku przeciwwskazań do uprawiania sportów lotniczych. Cena kursu wynosi 2900 zł i obejmuje wypożyczenie skrzydła, uprzęży i kasku. Zalecamy zabranie wysokich butów trekkingowych. Zapisy przyjmujemy przez formularz na stronie https://skywing.pl/zapisy, a pytania można kierować na adres kursy@skywing.pl.",
        good=[
            Good(
                "preserve",
                "Chcesz latać na paralotni? Kurs w szkole SkyWing na Żarze to 5 dni szkolenia naziemnego oraz co najmniej 40 lotów ze stoku pod okiem instruktora. Musisz mieć ukończone 16 lat, a jeśli jesteś niepełnoletni, musisz przedstawić pisemną zgodę rodzica lub opiekuna. Zanim zaczniesz zajęcia, dostarcz zaświadczenie lekarskie o braku przeciwwskazań do uprawiania sportów lotniczych. Kurs kosztuje 2900 zł, a w cenie jest wypożyczenie skrzydła, uprzęży i kasku. Zalecamy, żebyś zabrał wysokie buty trekkingowe. Zapisać się możesz przez formularz na https://skywing.pl/zapisy, a pytania możesz wysyłać na kursy@skywing.pl.",
            ),
            Good(
                "preserve",
                """**Kurs paralotniowy – SkyWing, Żar**
- Program: 5 dni szkolenia naziemnego i co najmniej 40 lotów ze stoku pod nadzorem instruktora.
- Wiek: uczestnik musi mieć ukończone 16 lat; niepełnoletni muszą przedstawić pisemną zgodę rodzica lub opiekuna.
- Badania: przed zajęciami należy dostarczyć zaświadczenie lekarskie o braku przeciwwskazań do uprawiania sportów lotniczych.
- Cena: 2900 zł (w tym wypożyczenie skrzydła, uprzęży i kasku).
- Zalecamy: wysokie buty trekkingowe.
- Zapisy: formularz na https://skywing.pl/zapisy; pytania: kursy@skywing.pl.""",
            ),
            Good(
                "en",
                "The paragliding course at the SkyWing school on Żar includes 5 days of ground training and at least 40 slope flights supervised by an instructor. Participants must be at least 16 years old, and minors must provide written consent from a parent or guardian. Before classes begin, you need to submit a medical certificate confirming that there are no contraindications to practising air sports. The course costs PLN 2,900, which covers the rental of a wing, harness and helmet. We recommend bringing high-top hiking boots. Sign up using the form at https://skywing.pl/zapisy; questions can be sent to kursy@skywing.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Zalecamy, żebyś zabrał wysokie buty trekkingowe.",
                        "Musisz zabrać wysokie buty trekkingowe.",
                    )
                ],
                "modality",
            ),
            Slip(1, [("co najmniej 40 lotów", "co najmniej 30 lotów")], "number"),
            Slip(2, [("https://skywing.pl/zapisy", "https://skywing.pl/kursy")], "url"),
        ],
    ),
    Case(
        key="pl-paralotnie-odwolane-loty-wiatr-komunikat",
        source="Komunikat dla kursantów: w sobotę i niedzielę loty szkoleniowe na Żarze prawdopodobnie się nie odbędą. Według prognozy wiatr w rejonie startowiska może osiągać w porywach 35 km/h, a przy takich warunkach początkujący pilot nie powinien startować. Ostateczną decyzję instruktor podejmie w piątek o 18:00 i roześle ją SMS-em. Jeśli loty zostaną odwołane, zajęcia nie przepadają – przeniesiemy je na kolejny wolny termin bez dodatkowych opłat. Niezależnie od pogody w niedzielę w bazie odbędzie się wykład z meteorologii i zasad pierwszeństwa w powietrzu; udział nie jest obowiązkowy, ale bardzo go polecamy. Przypominamy, że bez aktualnego ubezpieczenia OC nikt nie zostanie dopuszczony do lotów.",
        good=[
            Good(
                "preserve",
                "Uwaga, kursanci: w sobotę i niedzielę loty szkoleniowe na Żarze prawdopodobnie nie dojdą do skutku. Prognoza mówi, że porywy wiatru przy startowisku mogą sięgać 35 km/h, a w takich warunkach początkujący pilot nie powinien startować. Instruktor ostatecznie zdecyduje w piątek o 18:00 i poinformuje wszystkich SMS-em. Odwołane loty nie przepadają – przeniesiemy je na kolejny wolny termin, bez żadnych dopłat. Bez względu na pogodę w niedzielę w bazie odbędzie się wykład z meteorologii i zasad pierwszeństwa w powietrzu; nie jest obowiązkowy, ale bardzo polecamy przyjść. Pamiętajcie: bez aktualnego ubezpieczenia OC nikt nie zostanie dopuszczony do lotów.",
            ),
            Good(
                "preserve",
                """Komunikat dla kursantów – weekend na Żarze:
- Sobota i niedziela: loty szkoleniowe prawdopodobnie się nie odbędą. Prognoza przewiduje, że wiatr przy startowisku może mieć w porywach 35 km/h, a przy takim wietrze początkujący pilot nie powinien startować.
- Decyzja: instruktor podejmie ją ostatecznie w piątek o 18:00 i roześle SMS-em.
- Odwołane zajęcia nie przepadają – przeniesiemy je na kolejny wolny termin bez dodatkowych opłat.
- Niedziela (niezależnie od pogody): wykład w bazie z meteorologii i zasad pierwszeństwa w powietrzu. Udział nie jest obowiązkowy, ale bardzo polecamy.
- Do lotów nie zostanie dopuszczona żadna osoba bez aktualnego ubezpieczenia OC.""",
            ),
            Good(
                "en",
                "Notice to trainees: training flights on Żar will probably not take place on Saturday and Sunday. According to the forecast, wind gusts near the launch site may reach 35 km/h, and in such conditions a beginner pilot should not take off. The instructor will make the final decision on Friday at 18:00 and send it out by text message. If flights are cancelled, you will not lose your sessions: we will move them to the next available date at no extra cost. Regardless of the weather, a lecture on meteorology and right-of-way rules in the air will be held at the base on Sunday; attendance is not mandatory, but we strongly recommend it. Please remember that no one without valid third-party liability (OC) insurance will be allowed to fly.",
            ),
        ],
        bad=[
            Slip(0, [("prawdopodobnie nie dojdą do skutku", "nie dojdą do skutku")], "hedge"),
            Slip(
                1,
                [("Udział nie jest obowiązkowy, ale bardzo polecamy.", "Udział jest obowiązkowy.")],
                "negation",
            ),
            Slip(
                2,
                [
                    (
                        "will be held at the base on Sunday;",
                        "will be held at the base on Sunday, led by head instructor Piotr Zieliński;",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-przetarg-dzierzawa-stawu-rybnego-gmina",
        source="Wójt Gminy Krzemieniewo ogłasza przetarg ustny nieograniczony na dzierżawę stawu rybnego o powierzchni 2,4 ha, położonego na działce nr 318/2 w obrębie Pawłowice. Umowa zostanie zawarta na okres 10 lat, od 1 marca 2026 r. Cena wywoławcza rocznego czynszu wynosi 3600 zł netto, a wadium – 700 zł. Dzierżawca nie może oddawać stawu w poddzierżawę bez pisemnej zgody wójta i jest zobowiązany do prowadzenia gospodarki rybackiej zgodnie z ustawą z dnia 18 kwietnia 1985 r. o rybactwie śródlądowym. Przetarg odbędzie się 12 lutego 2026 r. o godz. 10:00 w sali nr 5 Urzędu Gminy. Wadium należy wpłacić do 9 lutego 2026 r.",
        good=[
            Good(
                "preserve",
                """Przetarg na dzierżawę stawu rybnego – Gmina Krzemieniewo

Wójt Gminy Krzemieniewo ogłasza przetarg ustny nieograniczony, który odbędzie się 12 lutego 2026 r. o godz. 10:00 w sali nr 5 Urzędu Gminy. Przedmiotem dzierżawy jest staw rybny o powierzchni 2,4 ha na działce nr 318/2 w obrębie Pawłowice. Umowa zostanie zawarta na 10 lat, począwszy od 1 marca 2026 r. Cena wywoławcza rocznego czynszu to 3600 zł netto; wadium w wysokości 700 zł należy wpłacić do 9 lutego 2026 r. Dzierżawca musi prowadzić gospodarkę rybacką zgodnie z ustawą z dnia 18 kwietnia 1985 r. o rybactwie śródlądowym i nie może poddzierżawić stawu bez pisemnej zgody wójta.""",
            ),
            Good(
                "preserve",
                """Ogłoszenie o przetargu – staw rybny, obręb Pawłowice (gmina Krzemieniewo)
• ogłaszający: Wójt Gminy Krzemieniewo;
• przedmiot: dzierżawa stawu rybnego o powierzchni 2,4 ha, działka nr 318/2, obręb Pawłowice;
• tryb: przetarg ustny nieograniczony;
• okres umowy: 10 lat od 1 marca 2026 r.;
• cena wywoławcza: 3600 zł netto czynszu rocznie;
• wadium: 700 zł, należy je wpłacić do 9 lutego 2026 r.;
• termin i miejsce przetargu: 12 lutego 2026 r., godz. 10:00, sala nr 5 Urzędu Gminy;
• obowiązki dzierżawcy: prowadzenie gospodarki rybackiej zgodnie z ustawą z dnia 18 kwietnia 1985 r. o rybactwie śródlądowym; poddzierżawa stawu nie jest dozwolona bez pisemnej zgody wójta.""",
            ),
            Good(
                "en",
                "The Head of the Municipality of Krzemieniewo announces an open oral tender for the lease of a 2.4-hectare fish pond located on plot no. 318/2 in the Pawłowice cadastral district. The lease agreement will be concluded for 10 years, starting on 1 March 2026. The starting price for the annual rent is PLN 3,600 net, and the deposit is PLN 700. The tenant may not sublease the pond without the written consent of the head of the municipality and is obliged to manage it as a fishery in accordance with the Act of 18 April 1985 on Inland Fisheries. The tender will be held on 12 February 2026 at 10:00 in room 5 of the Municipal Office. The deposit must be paid by 9 February 2026.",
            ),
        ],
        bad=[
            Slip(0, [("o powierzchni 2,4 ha", "o powierzchni 4,2 ha")], "number"),
            Slip(
                1,
                [
                    (
                        "należy je wpłacić do 9 lutego 2026 r.",
                        "należy je wpłacić do 19 lutego 2026 r.",
                    )
                ],
                "date",
            ),
            Slip(
                2,
                [
                    (
                        "the Act of 18 April 1985 on Inland Fisheries",
                        "the Water Law Act of 20 July 2017",
                    )
                ],
                "legal_reference",
            ),
        ],
    ),
    Case(
        key="pl-dom-pogrzebowy-formalnosci-cennik-chlodnia",
        source="Dom Pogrzebowy „Spokój” w Sieradzu pomaga rodzinom we wszystkich formalnościach po śmierci bliskiej osoby. Do zorganizowania pogrzebu potrzebna jest karta zgonu wystawiona przez lekarza oraz dowód osobisty zmarłego. Akt zgonu w urzędzie stanu cywilnego możemy uzyskać w Państwa imieniu na podstawie pełnomocnictwa. Koszt podstawowej ceremonii, obejmującej trumnę, oprawę i transport na terenie miasta, zaczyna się od 4200 zł. Zasiłek pogrzebowy z ZUS możemy rozliczyć bezpośrednio, jeśli rodzina podpisze stosowne upoważnienie. Przechowanie ciała w chłodni jest bezpłatne przez pierwsze 3 doby, a każda kolejna kosztuje 80 zł. Dyżur telefoniczny pełnimy całą dobę pod numerem 43 822 15 90.",
        good=[
            Good(
                "preserve",
                "W Domu Pogrzebowym „Spokój” w Sieradzu pomożemy Państwu we wszystkich formalnościach po śmierci bliskiej osoby. Aby zorganizować pogrzeb, potrzebna jest karta zgonu wystawiona przez lekarza i dowód osobisty zmarłego. Jeśli udzielą nam Państwo pełnomocnictwa, możemy w Państwa imieniu uzyskać akt zgonu w urzędzie stanu cywilnego. Podstawowa ceremonia – trumna, oprawa i transport na terenie miasta – kosztuje od 4200 zł. Zasiłek pogrzebowy z ZUS możemy rozliczyć bezpośrednio, o ile rodzina podpisze odpowiednie upoważnienie. Pierwsze 3 doby przechowywania ciała w chłodni są bezpłatne, a za każdą kolejną pobieramy 80 zł. Jesteśmy dostępni telefonicznie przez całą dobę: 43 822 15 90.",
            ),
            Good(
                "preserve",
                """Dom Pogrzebowy „Spokój” (Sieradz) – pomagamy rodzinom we wszystkich formalnościach po śmierci bliskiej osoby.
1. Dokumenty potrzebne do organizacji pogrzebu: karta zgonu wystawiona przez lekarza i dowód osobisty zmarłego.
2. Akt zgonu z USC: na podstawie pełnomocnictwa możemy uzyskać go w Państwa imieniu.
3. Podstawowa ceremonia (trumna, oprawa, transport na terenie miasta): od 4200 zł.
4. Zasiłek pogrzebowy z ZUS: możemy rozliczyć go bezpośrednio, jeśli rodzina podpisze stosowne upoważnienie.
5. Chłodnia: pierwsze 3 doby bezpłatnie, każda kolejna 80 zł.
6. Całodobowy dyżur telefoniczny: 43 822 15 90.""",
            ),
            Good(
                "en",
                "The “Spokój” Funeral Home in Sieradz helps families with all the formalities after the death of a loved one. To arrange a funeral, you will need the death certificate issued by a doctor and the deceased's ID card. With a power of attorney, we can obtain the death record from the civil registry office on your behalf. A basic ceremony, including the coffin, the ceremonial setting and transport within the town, starts at PLN 4,200. We can settle the ZUS funeral allowance directly if the family signs the appropriate authorisation. Keeping the body in cold storage is free for the first 3 days, and each additional day costs PLN 80. Our phone line is staffed 24 hours a day at 43 822 15 90.",
            ),
        ],
        bad=[
            Slip(0, [("potrzebna jest karta zgonu", "zalecana jest karta zgonu")], "modality"),
            Slip(1, [("każda kolejna 80 zł", "każda kolejna 50 zł")], "number"),
            Slip(
                2,
                [
                    (
                        "starts at PLN 4,200.",
                        "starts at PLN 4,200 and includes a wreath from our own florist.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-inscenizacja-bitwy-cytadela-muzeum-poznan",
        source="Muzeum Militariów w Poznaniu zaprasza na inscenizację bitwy o Cytadelę, która odbędzie się w sobotę 14 czerwca 2025 r. o godz. 15:00 w parku Cytadela. Pokaz potrwa około 60 minut i weźmie w nim udział ponad 120 rekonstruktorów z Polski i Niemiec. Podczas inscenizacji używane są petardy i ślepa amunicja, dlatego nie zalecamy udziału dzieciom poniżej 6 lat ani osobom wrażliwym na hałas. Widzowie nie mogą przekraczać wyznaczonych barierek. Wstęp jest bezpłatny, ale miejsca na trybunie trzeba zarezerwować przez stronę https://muzeummilitariow.pl/inscenizacja. W razie ulewy wydarzenie zostanie przeniesione na niedzielę 15 czerwca.",
        good=[
            Good(
                "preserve",
                "W sobotę 14 czerwca 2025 r. o 15:00 w parku Cytadela odbędzie się inscenizacja bitwy o Cytadelę, na którą zaprasza Muzeum Militariów w Poznaniu. Ponad 120 rekonstruktorów z Polski i Niemiec odtworzy walki w pokazie trwającym około godziny. Ponieważ w trakcie inscenizacji używa się petard i ślepej amunicji, nie zalecamy udziału dzieciom poniżej 6 lat ani osobom wrażliwym na hałas. Pamiętaj, że widzom nie wolno przekraczać wyznaczonych barierek. Wstęp jest wolny, jednak miejsce na trybunie musisz zarezerwować na stronie https://muzeummilitariow.pl/inscenizacja. Jeśli będzie ulewa, wydarzenie zostanie przeniesione na niedzielę 15 czerwca.",
            ),
            Good(
                "preserve",
                """**Inscenizacja bitwy o Cytadelę – Muzeum Militariów w Poznaniu**

Kiedy: sobota, 14 czerwca 2025 r., godz. 15:00 (w razie ulewy: niedziela, 15 czerwca)
Gdzie: park Cytadela
Czas trwania: ok. 60 minut
Uczestnicy: ponad 120 rekonstruktorów z Polski i Niemiec
Wstęp: bezpłatny, ale miejsca na trybunie trzeba zarezerwować na https://muzeummilitariow.pl/inscenizacja

Ważne: podczas pokazu używane są petardy i ślepa amunicja, więc nie zalecamy udziału dzieciom poniżej 6 lat ani osobom wrażliwym na hałas. Widzom nie wolno przekraczać wyznaczonych barierek.""",
            ),
            Good(
                "en",
                "The Museum of Militaria in Poznań invites you to a re-enactment of the Battle for the Citadel on Saturday, 14 June 2025, at 3:00 p.m. in Cytadela Park. The show will last about 60 minutes and will involve more than 120 re-enactors from Poland and Germany. Firecrackers and blank ammunition are used during the performance, so we do not recommend it for children under 6 or for people sensitive to noise. Spectators must not cross the marked barriers. Admission is free, but seats in the stand must be booked at https://muzeummilitariow.pl/inscenizacja. In the event of heavy rain, the re-enactment will be moved to Sunday, 15 June.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "nie zalecamy udziału dzieciom poniżej 6 lat ani osobom",
                        "zalecamy udział również dzieciom poniżej 6 lat i osobom",
                    )
                ],
                "negation",
            ),
            Slip(1, [("niedziela, 15 czerwca", "niedziela, 22 czerwca")], "date"),
            Slip(
                2,
                [
                    (
                        "booked at https://muzeummilitariow.pl/inscenizacja",
                        "booked at https://muzeummilitariow.pl",
                    )
                ],
                "url",
            ),
        ],
    ),
    Case(
        key="pl-nauka-plywania-basen-fala-zapisy",
        source="""## Nauka pływania dla dzieci – basen miejski „Fala”

Zajęcia prowadzimy w grupach do 8 osób, dla dzieci w wieku od 6 do 12 lat. Kurs obejmuje **16 lekcji** po 45 minut, dwa razy w tygodniu.

### Zapisy
- Opłata za kurs wynosi 320 zł i należy ją uiścić przed pierwszymi zajęciami.
- Rodzic musi podpisać oświadczenie o stanie zdrowia dziecka.
- Dziecko powinno mieć czepek i klapki; okularki są opcjonalne.

Nieobecności nie są odrabiane, ale w przypadku choroby trwającej ponad 2 tygodnie możemy zwrócić część opłaty. Szczegóły znajdziesz w [regulaminie](https://fala.gliwice.pl/regulamin).""",
        good=[
            Good(
                "preserve",
                """## Basen miejski „Fala” – nauka pływania dla dzieci

Zapraszamy dzieci w wieku 6–12 lat. Grupy liczą maksymalnie 8 osób, a kurs to **16 lekcji** po 45 minut, odbywających się dwa razy w tygodniu.

### Jak się zapisać
- Przed pierwszymi zajęciami trzeba wpłacić 320 zł za kurs.
- Rodzic musi podpisać oświadczenie o stanie zdrowia dziecka.
- Dziecko powinno przyjść w czepku i klapkach; okularki nie są obowiązkowe.

Opuszczonych zajęć nie odrabiamy, jednak jeśli choroba trwa dłużej niż 2 tygodnie, możemy zwrócić część opłaty. Więcej informacji znajdziesz w [regulaminie](https://fala.gliwice.pl/regulamin).""",
            ),
            Good(
                "preserve",
                """## Nauka pływania – basen miejski „Fala”

Kurs dla dzieci od 6 do 12 lat: **16 lekcji** (po 45 minut), dwa razy w tygodniu, w grupach najwyżej 8-osobowych.

### Zapisy
- Koszt: 320 zł, płatne przed pierwszymi zajęciami.
- Rodzic musi podpisać oświadczenie o stanie zdrowia dziecka.
- Dziecko powinno mieć czepek i klapki, okularki są opcjonalne.

Nieobecności nie są odrabiane. Przy chorobie trwającej ponad 2 tygodnie możemy zwrócić część opłaty. Pełne zasady: [regulamin](https://fala.gliwice.pl/regulamin).""",
            ),
            Good(
                "en",
                """## Swimming lessons for children – “Fala” municipal pool

We run classes in groups of up to 8 for children aged 6 to 12. The course consists of **16 lessons** of 45 minutes each, twice a week.

### Registration
- The course fee is PLN 320 and must be paid before the first class.
- A parent must sign a statement about the child's health.
- Your child should have a swimming cap and flip-flops; goggles are optional.

Missed classes are not made up, but if your child is ill for more than 2 weeks, we may refund part of the fee. You will find the details in the [terms and conditions](https://fala.gliwice.pl/regulamin).""",
            ),
        ],
        bad=[
            Slip(0, [("możemy zwrócić część opłaty", "zwrócimy część opłaty")], "modality"),
            Slip(
                1, [("w grupach najwyżej 8-osobowych", "w grupach najwyżej 10-osobowych")], "number"
            ),
            Slip(2, [("### Registration\n", "Registration\n")], "markdown"),
        ],
    ),
    Case(
        key="pl-kredyt-studencki-splata-umorzenie-zawieszenie",
        source="Spłata kredytu studenckiego rozpoczyna się dwa lata po ukończeniu studiów. Kredyt spłaca się w miesięcznych ratach, a okres spłaty jest dwukrotnie dłuższy niż okres, w którym wypłacano kredyt. Zgodnie z art. 9b ust. 1 ustawy z dnia 17 lipca 1998 r. o pożyczkach i kredytach studenckich bank może umorzyć 20% kredytu absolwentom, którzy ukończyli studia w grupie 5% najlepszych na danym kierunku. Kredytobiorca, którego dochód na osobę w rodzinie nie przekracza 600 zł, może wystąpić o zawieszenie spłaty na okres do 12 miesięcy. Szacuje się, że z umorzenia korzysta co roku około 400 osób, choć dokładne dane nie są publikowane.",
        good=[
            Good(
                "preserve",
                "Kredyt studencki zaczynasz spłacać dwa lata po ukończeniu studiów. Raty są miesięczne, a spłata trwa dwa razy dłużej niż okres, przez który kredyt był wypłacany. Jeśli ukończysz studia w gronie 5% najlepszych absolwentów swojego kierunku, bank może umorzyć 20% kredytu – przewiduje to art. 9b ust. 1 ustawy z dnia 17 lipca 1998 r. o pożyczkach i kredytach studenckich. Gdy dochód na osobę w Twojej rodzinie nie przekracza 600 zł, możesz wystąpić o zawieszenie spłaty maksymalnie na 12 miesięcy. Szacuje się, że co roku z umorzenia korzysta około 400 osób, ale dokładnych danych nie publikuje się.",
            ),
            Good(
                "preserve",
                "Spłatę kredytu studenckiego rozpoczyna się po upływie dwóch lat od ukończenia studiów; następuje ona w ratach miesięcznych przez okres dwukrotnie dłuższy od okresu wypłacania kredytu. Na podstawie art. 9b ust. 1 ustawy z dnia 17 lipca 1998 r. o pożyczkach i kredytach studenckich bank może umorzyć 20% kredytu absolwentom, którzy znaleźli się wśród 5% najlepszych absolwentów danego kierunku. Kredytobiorca o dochodzie na osobę w rodzinie nieprzekraczającym 600 zł może złożyć wniosek o zawieszenie spłaty na okres nie dłuższy niż 12 miesięcy. Z umorzenia korzysta rocznie szacunkowo około 400 osób; dokładne dane nie są publikowane.",
            ),
            Good(
                "en",
                "Student loan repayment starts two years after graduation. The loan is repaid in monthly instalments over a period twice as long as the period during which it was paid out. Under Article 9b(1) of the Act of 17 July 1998 on Student Loans and Credits, the bank may write off 20% of the loan for graduates who finished in the top 5% of their degree programme. A borrower whose income per family member does not exceed PLN 600 may apply to have repayments suspended for up to 12 months. It is estimated that about 400 people benefit from the write-off each year, although exact figures are not published.",
            ),
        ],
        bad=[
            Slip(0, [("bank może umorzyć 20% kredytu", "bank może umorzyć 25% kredytu")], "number"),
            Slip(1, [("szacunkowo około 400 osób", "400 osób")], "hedge"),
            Slip(2, [("Article 9b(1) of the Act", "Article 19(1) of the Act")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-waly-przeciwpowodziowe-odra-stan-techniczny",
        source="Z raportu Wód Polskich z 2023 r. wynika, że około 30% wałów przeciwpowodziowych w dorzeczu Odry wymaga pilnej modernizacji. Autorzy analizy opublikowanej w „Gospodarce Wodnej” (Kowalczyk i Mazur, 2022, nr 4, s. 112–119) wskazują, że główną przyczyną degradacji jest prawdopodobnie przesiąkanie wody przez korpus wału oraz działalność bobrów. Zarządcy obiektów powinni przeprowadzać przeglądy co najmniej dwa razy w roku, a po każdym wezbraniu – niezwłocznie. Na wałach nie wolno sadzić drzew ani prowadzić ruchu pojazdów ciężkich. Mieszkańcy mogą zgłaszać uszkodzenia, np. nory zwierząt czy wysięki u podnóża skarpy, do najbliższego nadzoru wodnego.",
        good=[
            Good(
                "preserve",
                "Według raportu Wód Polskich z 2023 r. pilnej modernizacji wymaga około 30% wałów przeciwpowodziowych w dorzeczu Odry. Kowalczyk i Mazur w analizie opublikowanej w „Gospodarce Wodnej” (2022, nr 4, s. 112–119) wskazują, że wały niszczeją prawdopodobnie przede wszystkim z powodu przesiąkania wody przez ich korpus oraz działalności bobrów. Zarządcy powinni robić przeglądy przynajmniej dwa razy do roku, a po każdym wezbraniu – od razu. Na wałach nie wolno sadzić drzew ani jeździć ciężkimi pojazdami. Jeśli zauważysz uszkodzenie, np. norę zwierzęcia lub wysięk u podnóża skarpy, możesz zgłosić je do najbliższego nadzoru wodnego.",
            ),
            Good(
                "preserve",
                """Stan wałów przeciwpowodziowych w dorzeczu Odry – najważniejsze informacje:
- Około 30% wałów wymaga pilnej modernizacji (raport Wód Polskich, 2023).
- Główną przyczyną degradacji jest prawdopodobnie przesiąkanie wody przez korpus wału oraz działalność bobrów (Kowalczyk i Mazur, „Gospodarka Wodna” 2022, nr 4, s. 112–119).
- Zarządcy obiektów powinni przeglądać wały co najmniej dwa razy w roku oraz niezwłocznie po każdym wezbraniu.
- Na wałach nie wolno sadzić drzew ani prowadzić ruchu ciężkich pojazdów.
- Mieszkańcy mogą zgłaszać do najbliższego nadzoru wodnego uszkodzenia, takie jak nory zwierząt czy wysięki u podnóża skarpy.""",
            ),
            Good(
                "en",
                "A 2023 report by Polish Waters (Wody Polskie) shows that about 30% of flood embankments in the Oder basin need urgent modernisation. The authors of an analysis published in Gospodarka Wodna (Kowalczyk and Mazur, 2022, no. 4, pp. 112–119) point out that the main cause of deterioration is probably water seeping through the body of the embankment, together with beaver activity. Facility managers should carry out inspections at least twice a year, and immediately after every high-water event. Trees must not be planted on the embankments, and heavy vehicles must not be driven on them. Residents can report damage, such as animal burrows or seepage at the foot of the slope, to the nearest water supervision office.",
            ),
        ],
        bad=[
            Slip(0, [("(2022, nr 4, s. 112–119)", "(2021, nr 4, s. 112–119)")], "citation"),
            Slip(1, [("jest prawdopodobnie przesiąkanie", "jest przesiąkanie")], "hedge"),
            Slip(
                2,
                [("Facility managers should carry out", "Facility managers may carry out")],
                "modality",
            ),
        ],
    ),
    Case(
        key="pl-bibliobus-leszno-nowa-trasa-postoje",
        source="Od 3 listopada 2025 r. biblioteka mobilna Miejskiej Biblioteki Publicznej w Lesznie zmienia trasę. W poniedziałki bibliobus będzie stał przy Szkole Podstawowej nr 7 w godz. 9:00–11:30, a w środy na osiedlu Zatorze, przy ul. Kąkolewskiej, w godz. 14:00–17:00. W piątki bibliobus nie będzie kursował – w tym dniu pojazd przechodzi przegląd i czyszczenie. Na pokładzie można wypożyczyć do 6 książek na 30 dni oraz zwrócić książki wypożyczone w dowolnej filii. Nie trzeba mieć osobnej karty – wystarczy karta MBP. Aktualny rozkład postojów znajduje się na stronie https://mbp.leszno.pl/bibliobus, a pytania prosimy kierować na adres bibliobus@mbp.leszno.pl.",
        good=[
            Good(
                "preserve",
                "Uwaga, czytelnicy! Od 3 listopada 2025 r. bibliobus Miejskiej Biblioteki Publicznej w Lesznie jeździ nową trasą. W poniedziałki znajdziesz go przy Szkole Podstawowej nr 7 od 9:00 do 11:30, a w środy na osiedlu Zatorze przy ul. Kąkolewskiej od 14:00 do 17:00. W piątki bibliobus nie kursuje, bo przechodzi wtedy przegląd i czyszczenie. Możesz w nim wypożyczyć maksymalnie 6 książek na 30 dni, a także oddać książki wypożyczone w dowolnej filii. Osobna karta nie jest potrzebna – wystarczy Twoja karta MBP. Aktualny rozkład postojów sprawdzisz na https://mbp.leszno.pl/bibliobus, a pytania możesz wysyłać na bibliobus@mbp.leszno.pl.",
            ),
            Good(
                "preserve",
                """Bibliobus MBP w Lesznie – nowa trasa od 3 listopada 2025 r.
• poniedziałek: Szkoła Podstawowa nr 7, 9:00–11:30
• środa: osiedle Zatorze, ul. Kąkolewska, 14:00–17:00
• piątek: bibliobus nie kursuje (przegląd i czyszczenie pojazdu)

Na pokładzie wypożyczysz do 6 książek na 30 dni i zwrócisz książki wypożyczone w dowolnej filii. Wystarczy karta MBP – osobna karta nie jest wymagana. Aktualny rozkład postojów: https://mbp.leszno.pl/bibliobus; pytania prosimy kierować na bibliobus@mbp.leszno.pl.""",
            ),
            Good(
                "en",
                "From 3 November 2025, the mobile library of the Municipal Public Library (MBP) in Leszno is changing its route. On Mondays the bookmobile will stop at Primary School No. 7 from 9:00 to 11:30, and on Wednesdays on the Zatorze estate, on Kąkolewska Street, from 14:00 to 17:00. The bookmobile will not run on Fridays, as the vehicle is inspected and cleaned on that day. On board, you can borrow up to 6 books for 30 days and return books borrowed from any branch. You don't need a separate card – your MBP card is enough. The current stop schedule is available at https://mbp.leszno.pl/bibliobus, and questions can be sent to bibliobus@mbp.leszno.pl.",
            ),
        ],
        bad=[
            Slip(0, [("Od 3 listopada 2025 r.", "Od 3 października 2025 r.")], "date"),
            Slip(
                1,
                [
                    (
                        "Wystarczy karta MBP – osobna karta nie jest wymagana.",
                        "Karta MBP nie wystarczy – wymagana jest osobna karta.",
                    )
                ],
                "negation",
            ),
            Slip(
                2, [("sent to bibliobus@mbp.leszno.pl", "sent to biblioteka@mbp.leszno.pl")], "url"
            ),
        ],
    ),
    Case(
        key="pl-ceramika-wypal-piec-elektryczny-instrukcja",
        source="""# Wypał w piecu elektrycznym – instrukcja pracowni

Przed załadunkiem prace muszą być całkowicie suche; wilgotna glina może pęknąć lub eksplodować w piecu.

1. Wypał biskwitowy: program `BISK-950` (do 950 °C, ok. 9 godzin).
2. Wypał szkliwa: program `SZKL-1230` (do 1230 °C).
3. Po zakończeniu programu nie otwieraj pieca, dopóki temperatura nie spadnie poniżej 100 °C.

Prace ze szkliwem nie mogą dotykać półek – stawiaj je na podpórkach. Każdy wypał wpisz do zeszytu przy piecu. Jeśli sterownik pokaże błąd `E-04`, zgłoś to prowadzącej, zamiast restartować piec.""",
        good=[
            Good(
                "preserve",
                """# Instrukcja pracowni: wypał w piecu elektrycznym

Prace ładowane do pieca muszą być zupełnie suche – wilgotna glina może w piecu popękać albo eksplodować.

1. Wypał biskwitowy – program `BISK-950` (maks. 950 °C, ok. 9 godzin).
2. Wypał szkliwa – program `SZKL-1230` (maks. 1230 °C).
3. Po zakończeniu programu pieca nie otwieramy, dopóki temperatura nie spadnie poniżej 100 °C.

Szkliwione prace nie mogą stykać się z półkami – ustawiamy je na podpórkach. Każdy wypał wpisujemy do zeszytu przy piecu. Gdy sterownik pokaże błąd `E-04`, nie restartujemy pieca, tylko zgłaszamy to prowadzącej.""",
            ),
            Good(
                "preserve",
                """# Wypał w piecu elektrycznym – instrukcja pracowni

Prace, które wkładasz do pieca, muszą być całkowicie suche: wilgotna glina może w nim pęknąć, a nawet eksplodować.

1. Biskwit: uruchom program `BISK-950` (do 950 °C, trwa ok. 9 godzin).
2. Szkliwo: uruchom program `SZKL-1230` (do 1230 °C).
3. Kiedy program się skończy, nie otwieraj pieca, dopóki temperatura nie spadnie poniżej 100 °C.

Prace ze szkliwem nie mogą dotykać półek, więc stawiaj je na podpórkach. Każdy wypał zapisz w zeszycie przy piecu. Jeśli sterownik wyświetli błąd `E-04`, nie restartuj pieca – zgłoś to prowadzącej.""",
            ),
            Good(
                "en",
                """# Firing in the electric kiln – studio instructions

Pieces must be completely dry before loading; damp clay may crack or explode in the kiln.

1. Bisque firing: program `BISK-950` (up to 950 °C, approx. 9 hours).
2. Glaze firing: program `SZKL-1230` (up to 1230 °C).
3. When the program has finished, do not open the kiln until the temperature drops below 100 °C.

Glazed pieces must not touch the shelves – place them on stilts. Record every firing in the notebook next to the kiln. If the controller shows error `E-04`, report it to the instructor instead of restarting the kiln.""",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "(maks. 950 °C, ok. 9 godzin).\n2. Wypał szkliwa",
                        "(maks. 950 °C, ok. 9 godzin); wypał szkliwa",
                    )
                ],
                "markdown",
            ),
            Slip(
                1,
                [
                    (
                        "Prace ze szkliwem nie mogą dotykać półek",
                        "Prace ze szkliwem nie powinny dotykać półek",
                    )
                ],
                "modality",
            ),
            Slip(2, [("program `BISK-950`", "program `BISQ-950`")], "code"),
        ],
    ),
    Case(
        key="pl-readme-kopiarka-instalacja-konfiguracja-eksport",
        source="""## Instalacja

Narzędzie `kopiarka` wymaga Pythona 3.10 lub nowszego. Zainstaluj je poleceniem:

```
pip install kopiarka==2.3.1
```

Plik konfiguracyjny `kopiarka.toml` umieść w katalogu domowym. Klucz `cel` musi wskazywać istniejący katalog, inaczej eksport się nie uruchomi. Domyślnie narzędzie nie usuwa starych kopii; aby je czyścić, ustaw `retencja_dni` na liczbę większą od zera.

## Uruchomienie

Polecenie `kopiarka eksport --sucho` pokazuje, co zostałoby skopiowane, bez zapisywania plików. Nie uruchamiaj kilku eksportów jednocześnie do tego samego katalogu.""",
        good=[
            Good(
                "preserve",
                """## Instalacja

Do działania `kopiarka` potrzebuje Pythona w wersji 3.10 lub nowszej. Instalacja:

```
pip install kopiarka==2.3.1
```

W katalogu domowym umieść plik konfiguracyjny `kopiarka.toml`. Klucz `cel` musi wskazywać na istniejący katalog – w przeciwnym razie eksport się nie uruchomi. Stare kopie nie są domyślnie usuwane; jeśli chcesz je czyścić, ustaw `retencja_dni` na wartość większą od zera.

## Uruchomienie

Aby zobaczyć, co zostałoby skopiowane, bez zapisywania żadnych plików, użyj `kopiarka eksport --sucho`. Nie uruchamiaj równocześnie kilku eksportów do tego samego katalogu.""",
            ),
            Good(
                "preserve",
                """## Instalacja

Wymagania: Python 3.10 lub nowszy. Narzędzie `kopiarka` zainstalujesz tak:

```
pip install kopiarka==2.3.1
```

Następnie umieść w katalogu domowym plik konfiguracyjny `kopiarka.toml`. Pamiętaj:
- klucz `cel` musi wskazywać istniejący katalog, bo inaczej eksport nie wystartuje;
- domyślnie stare kopie nie są kasowane – żeby je usuwać, nadaj `retencja_dni` wartość większą niż zero.

## Uruchomienie

`kopiarka eksport --sucho` wyświetla, co zostałoby skopiowane, i nie zapisuje przy tym plików. Nie uruchamiaj kilku eksportów naraz do jednego katalogu.""",
            ),
            Good(
                "en",
                """## Installation

The `kopiarka` tool requires Python 3.10 or later. Install it with:

```
pip install kopiarka==2.3.1
```

Put the `kopiarka.toml` configuration file in your home directory. The `cel` key must point to an existing directory; otherwise the export will not start. By default, the tool does not delete old copies; to clean them up, set `retencja_dni` to a number greater than zero.

## Running

The `kopiarka eksport --sucho` command shows what would be copied without writing any files. Do not run several exports to the same directory at the same time.""",
            ),
        ],
        bad=[
            Slip(0, [("`kopiarka eksport --sucho`", "`kopiarka eksport --test`")], "code"),
            Slip(
                1,
                [("```\npip install kopiarka==2.3.1\n```", "pip install kopiarka==2.3.1")],
                "markdown",
            ),
            Slip(
                2,
                [("the tool does not delete old copies", "the tool deletes old copies")],
                "negation",
            ),
        ],
    ),
    Case(
        key="pl-badanie-kohortowe-kawa-nadcisnienie-wielkopolska",
        source="W badaniu kohortowym opublikowanym w „Przeglądzie Kardiologicznym” (Nowicka i in., 2021, t. 16, s. 45–53) obserwowano 2314 dorosłych mieszkańców Wielkopolski przez średnio 7 lat. Osoby pijące 3–4 filiżanki kawy dziennie miały o 12% mniejsze ryzyko rozwoju nadciśnienia niż osoby niepijące kawy. Autorzy podkreślają jednak, że badanie ma charakter obserwacyjny i nie dowodzi związku przyczynowo-skutkowego. Wynik mógł być częściowo zależny od innych czynników, takich jak aktywność fizyczna czy dieta. Nie zaleca się rozpoczynania picia kawy wyłącznie w celu zapobiegania nadciśnieniu. Pełny tekst jest dostępny pod numerem DOI 10.5114/pk.2021.10457.",
        good=[
            Good(
                "preserve",
                "W badaniu kohortowym Nowicka i współpracownicy (2021) obserwowali przez średnio 7 lat 2314 dorosłych mieszkańców Wielkopolski. Okazało się, że osoby wypijające 3–4 filiżanki kawy dziennie miały o 12% niższe ryzyko rozwoju nadciśnienia niż te, które kawy nie piją. Autorzy zaznaczają jednak, że to badanie obserwacyjne, więc nie dowodzi związku przyczynowo-skutkowego – na wynik mogły częściowo wpłynąć inne czynniki, np. aktywność fizyczna lub dieta. Nie zaleca się zaczynania picia kawy tylko po to, by zapobiec nadciśnieniu. Artykuł ukazał się w „Przeglądzie Kardiologicznym” (t. 16, s. 45–53), DOI: 10.5114/pk.2021.10457.",
            ),
            Good(
                "preserve",
                "Kawa a nadciśnienie – co pokazało badanie z Wielkopolski? W badaniu kohortowym obejmującym 2314 dorosłych, obserwowanych średnio przez 7 lat, osoby pijące 3–4 filiżanki kawy dziennie miały o 12% mniejsze ryzyko rozwoju nadciśnienia w porównaniu z osobami niepijącymi kawy. Autorzy zastrzegają, że jest to badanie obserwacyjne i nie dowodzi związku przyczynowo-skutkowego; wynik mógł częściowo zależeć od innych czynników, m.in. aktywności fizycznej i diety. Nie zaleca się więc sięgania po kawę wyłącznie w celu zapobiegania nadciśnieniu. Źródło: Nowicka i in., „Przegląd Kardiologiczny” 2021, t. 16, s. 45–53; pełny tekst dostępny pod DOI 10.5114/pk.2021.10457.",
            ),
            Good(
                "en",
                "In a cohort study published in Przegląd Kardiologiczny (Nowicka et al., 2021, vol. 16, pp. 45–53), 2,314 adults living in the Wielkopolska region were followed for an average of 7 years. People who drank 3–4 cups of coffee a day had a 12% lower risk of developing hypertension than people who did not drink coffee. The authors stress, however, that the study is observational and does not prove a cause-and-effect relationship. The result may have been partly influenced by other factors, such as physical activity or diet. Taking up coffee solely to prevent hypertension is not recommended. The full text is available under DOI 10.5114/pk.2021.10457.",
            ),
        ],
        bad=[
            Slip(0, [("(t. 16, s. 45–53)", "(t. 16, s. 54–63)")], "citation"),
            Slip(
                1,
                [
                    (
                        "obserwowanych średnio przez 7 lat,",
                        "obserwowanych średnio przez 7 lat w ramach programu finansowanego przez Narodowe Centrum Nauki,",
                    )
                ],
                "invented_fact",
            ),
            Slip(2, [("a 12% lower risk", "a 21% lower risk")], "number"),
        ],
    ),
    Case(
        key="pl-wspolnota-mieszkaniowa-fundusz-remontowy-uchwala",
        source="Zarząd Wspólnoty Mieszkaniowej przy ul. Słowackiego 14 informuje, że zgodnie z uchwałą nr 3/2025 od 1 lipca 2025 r. zaliczka na fundusz remontowy wzrasta do 2,50 zł za m² powierzchni lokalu miesięcznie. Środki zostaną przeznaczone na wymianę pokrycia dachu, zaplanowaną na wiosnę 2026 r. Właściciele lokali są zobowiązani do wnoszenia opłat do 15. dnia każdego miesiąca. Osoby, które nie mogą zapłacić w terminie, powinny skontaktować się z administratorem, aby ustalić harmonogram spłaty. Uchwała nie dotyczy lokali użytkowych w parterze, dla których stawka pozostaje bez zmian. Zebranie informacyjne odbędzie się 12 czerwca o 18:00 w świetlicy.",
        good=[
            Good(
                "preserve",
                "Szanowni Państwo, Zarząd Wspólnoty Mieszkaniowej przy ul. Słowackiego 14 informuje, że na mocy uchwały nr 3/2025 od 1 lipca 2025 r. zaliczka na fundusz remontowy wzrośnie do 2,50 zł miesięcznie za każdy m² powierzchni lokalu. Pieniądze zostaną przeznaczone na wymianę pokrycia dachu, zaplanowaną na wiosnę 2026 r. Opłaty trzeba wnosić do 15. dnia każdego miesiąca. Jeśli nie mogą Państwo zapłacić w terminie, powinni Państwo skontaktować się z administratorem, aby ustalić harmonogram spłaty. Uchwała nie obejmuje lokali użytkowych na parterze – ich stawka się nie zmienia. Zebranie informacyjne odbędzie się 12 czerwca o 18:00 w świetlicy.",
            ),
            Good(
                "preserve",
                """Wspólnota Mieszkaniowa, ul. Słowackiego 14 – zmiany w funduszu remontowym
- Podstawa: uchwała nr 3/2025.
- Od 1 lipca 2025 r. zaliczka na fundusz remontowy rośnie do 2,50 zł/m² powierzchni lokalu miesięcznie.
- Cel: wymiana pokrycia dachu, zaplanowana na wiosnę 2026 r.
- Termin płatności: właściciele lokali są zobowiązani wpłacać do 15. dnia każdego miesiąca.
- Osoby, które nie mogą zapłacić w terminie, powinny skontaktować się z administratorem w celu ustalenia harmonogramu spłaty.
- Lokale użytkowe na parterze: uchwała ich nie dotyczy, stawka bez zmian.
- Zebranie informacyjne: 12 czerwca, godz. 18:00, świetlica.

Zarząd Wspólnoty""",
            ),
            Good(
                "en",
                "The Board of the Housing Community at 14 Słowackiego Street wishes to inform residents that, under Resolution No. 3/2025, the advance payment to the renovation fund will increase to PLN 2.50 per m² of floor area per month from 1 July 2025. The money will be used to replace the roof covering, which is scheduled for spring 2026. Flat owners are required to pay by the 15th of each month. Anyone who cannot pay on time should contact the property manager to agree on a repayment schedule. The resolution does not apply to the ground-floor commercial units, whose rate remains unchanged. An information meeting will be held on 12 June at 6:00 p.m. in the common room.",
            ),
        ],
        bad=[
            Slip(0, [("Opłaty trzeba wnosić", "Opłaty warto wnosić")], "modality"),
            Slip(
                1,
                [
                    (
                        "uchwała ich nie dotyczy, stawka bez zmian",
                        "uchwała dotyczy ich w takim samym stopniu",
                    )
                ],
                "negation",
            ),
            Slip(2, [("scheduled for spring 2026", "scheduled for autumn 2026")], "date"),
        ],
    ),
    Case(
        key="pl-szczepienie-psow-wscieklizna-przychodnia-weterynaryjna",
        source="Przypominamy, że szczepienie psów przeciw wściekliźnie jest w Polsce obowiązkowe i należy je powtarzać co 12 miesięcy. Pierwsze szczepienie szczeniąt wykonuje się najpóźniej w 30. dniu po ukończeniu 3. miesiąca życia. Po szczepieniu u niektórych zwierząt może wystąpić przejściowa apatia lub lekka gorączka, które zwykle ustępują w ciągu 24–48 godzin. W takim przypadku nie trzeba zgłaszać się do lekarza, chyba że objawy się nasilają. Koszt szczepienia w naszej przychodni to 70 zł, a wpis do książeczki zdrowia jest bezpłatny. W sobotę 10 maja przyjmujemy bez zapisów w godz. 9:00–13:00.",
        good=[
            Good(
                "preserve",
                "Pamiętaj: w Polsce szczepienie psa przeciw wściekliźnie jest obowiązkowe i trzeba je powtarzać co 12 miesięcy. Pierwsze szczepienie szczeniaka wykonuje się najpóźniej w 30. dniu po ukończeniu przez niego 3. miesiąca życia. Po szczepieniu niektóre zwierzęta mogą być przejściowo apatyczne lub mieć lekką gorączkę – zwykle mija to w ciągu 24–48 godzin. Nie musisz wtedy przychodzić do lekarza, chyba że objawy się nasilają. U nas szczepienie kosztuje 70 zł, a wpis do książeczki zdrowia jest bezpłatny. W sobotę 10 maja w godz. 9:00–13:00 przyjmujemy bez zapisów.",
            ),
            Good(
                "preserve",
                """Szczepienie psów przeciw wściekliźnie – informacje dla właścicieli:
1. Szczepienie jest w Polsce obowiązkowe; należy je powtarzać co 12 miesięcy.
2. Szczenięta szczepi się po raz pierwszy najpóźniej w 30. dniu po ukończeniu 3. miesiąca życia.
3. U niektórych zwierząt może wystąpić przejściowa apatia lub niewielka gorączka, zwykle ustępujące w ciągu 24–48 godzin. Wizyta u lekarza nie jest wtedy konieczna, chyba że objawy się nasilają.
4. Cena szczepienia w naszej przychodni: 70 zł; wpis do książeczki zdrowia – bezpłatnie.
5. Sobota, 10 maja: przyjęcia bez zapisów w godz. 9:00–13:00.""",
            ),
            Good(
                "en",
                "A reminder that rabies vaccination of dogs is mandatory in Poland and must be repeated every 12 months. Puppies receive their first vaccination no later than on the 30th day after reaching 3 months of age. After vaccination, some animals may show temporary lethargy or a mild fever, which usually clear up within 24–48 hours. In that case, there is no need to see a vet unless the symptoms get worse. At our clinic, the vaccination costs PLN 70, and the entry in the health booklet is free of charge. On Saturday, 10 May, we will see patients without appointments from 9:00 to 13:00.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("zwykle mija to w ciągu 24–48 godzin", "mija to w ciągu 24–48 godzin")],
                "hedge",
            ),
            Slip(
                1,
                [
                    (
                        "Cena szczepienia w naszej przychodni: 70 zł",
                        "Cena szczepienia w naszej przychodni: 90 zł",
                    )
                ],
                "number",
            ),
            Slip(
                2,
                [
                    (
                        "the entry in the health booklet is free of charge.",
                        "the entry in the health booklet is free of charge; we also microchip dogs free of charge during the same visit.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-rod-malwa-zasady-sezonu-dzialkowcy",
        source="Zarząd ROD „Malwa” przypomina o zasadach obowiązujących w sezonie 2025. Palenie ognisk i spalanie odpadów roślinnych na terenie ogrodu jest zabronione przez cały rok. Odpady zielone należy kompostować na własnej działce lub oddawać do kontenera przy bramie głównej, który jest opróżniany w każdy poniedziałek. Prace hałaśliwe, np. koszenie kosiarką spalinową, można wykonywać wyłącznie w dni powszednie w godz. 8:00–20:00. Działkowcy powinni utrzymywać alejki przy swoich działkach w czystości. Woda w sieci ogrodowej będzie dostępna od 15 kwietnia do 15 października. Nie wolno podlewać działek wężem podłączonym bezpośrednio do hydrantu.",
        good=[
            Good(
                "preserve",
                "Drodzy działkowcy! Zarząd ROD „Malwa” przypomina zasady na sezon 2025. Na terenie ogrodu przez cały rok obowiązuje zakaz palenia ognisk i spalania odpadów roślinnych. Odpady zielone trzeba kompostować na swojej działce albo oddawać do kontenera przy bramie głównej – jest on opróżniany w każdy poniedziałek. Hałaśliwe prace, takie jak koszenie kosiarką spalinową, są dozwolone tylko w dni powszednie między 8:00 a 20:00. Powinniście też dbać o czystość alejek przy swoich działkach. Woda w sieci ogrodowej będzie dostępna od 15 kwietnia do 15 października. Pamiętajcie: nie wolno podlewać działek wężem podłączonym bezpośrednio do hydrantu.",
            ),
            Good(
                "preserve",
                """ROD „Malwa” – zasady na sezon 2025
• Palenie ognisk i spalanie odpadów roślinnych jest zabronione przez cały rok.
• Odpady zielone należy kompostować na własnej działce lub oddawać do kontenera przy bramie głównej (opróżniany w każdy poniedziałek).
• Prace hałaśliwe (np. koszenie kosiarką spalinową): wyłącznie w dni powszednie, 8:00–20:00.
• Działkowcy powinni dbać o czystość alejek przy swoich działkach.
• Woda w sieci ogrodowej: od 15 kwietnia do 15 października.
• Podlewanie działek wężem podłączonym bezpośrednio do hydrantu jest zabronione.""",
            ),
            Good(
                "en",
                "The Board of the “Malwa” Family Allotment Garden reminds plot holders of the rules for the 2025 season. Lighting bonfires and burning plant waste in the garden is prohibited all year round. Green waste must be composted on your own plot or taken to the container by the main gate, which is emptied every Monday. Noisy work, such as mowing with a petrol mower, may only be done on weekdays between 8:00 and 20:00. Plot holders should keep the paths next to their plots clean. Water in the garden network will be available from 15 April to 15 October. Watering plots with a hose connected directly to a hydrant is not allowed.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Pamiętajcie: nie wolno podlewać działek wężem",
                        "Pamiętajcie: wolno podlewać działki wężem",
                    )
                ],
                "negation",
            ),
            Slip(
                1,
                [("Działkowcy powinni dbać o czystość", "Działkowcy muszą dbać o czystość")],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "Noisy work, such as mowing with a petrol mower, may only be done on weekdays between 8:00 and 20:00.",
                        "Prace hałaśliwe, np. koszenie kosiarką spalinową, można wykonywać wyłącznie w dni powszednie w godz. 8:00–20:00.",
                    )
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-ekrany-sen-mlodziezy-przeglad-badan",
        source="Przegląd systematyczny Hale'a i Guana („Sleep Medicine Reviews”, 2015, t. 21, s. 50–58) objął 67 badań dotyczących korzystania z ekranów i snu dzieci oraz młodzieży. W 90% z nich stwierdzono niekorzystny związek między czasem spędzanym przed ekranem a snem, najczęściej w postaci późniejszego zasypiania i krótszego snu. Autorzy zastrzegają, że większość analizowanych badań miała charakter przekrojowy, więc kierunek zależności pozostaje niepewny. Na tej podstawie poradnik dla rodziców wydany przez nasz ośrodek w marcu 2019 r. zaleca, by młodzież odkładała urządzenia co najmniej godzinę przed snem. Warto jednak pamiętać, że wyniki mogą nie dotyczyć wszystkich grup wiekowych w tym samym stopniu.",
        good=[
            Good(
                "preserve",
                "Hale i Guan w przeglądzie systematycznym („Sleep Medicine Reviews”, 2015, t. 21, s. 50–58) zebrali 67 badań dotyczących korzystania z ekranów i snu dzieci oraz nastolatków. W 90% z nich wykazano niekorzystny związek między czasem przed ekranem a snem – najczęściej chodziło o późniejsze zasypianie i krótszy sen. Autorzy zaznaczają jednak, że większość badań była przekrojowa, dlatego kierunek tej zależności pozostaje niepewny. Na tej podstawie poradnik dla rodziców wydany przez nasz ośrodek w marcu 2019 r. zaleca, by młodzież odkładała urządzenia przynajmniej godzinę przed snem. Warto przy tym pamiętać, że wyniki mogą nie odnosić się w równym stopniu do wszystkich grup wiekowych.",
            ),
            Good(
                "preserve",
                """Ekrany a sen młodzieży – co wiemy?
- Źródło: przegląd systematyczny Hale'a i Guana, „Sleep Medicine Reviews” 2015, t. 21, s. 50–58 – 67 badań dotyczących korzystania z ekranów i snu dzieci oraz młodzieży.
- W 90% badań odnotowano niekorzystny związek czasu przed ekranem ze snem, najczęściej późniejsze zasypianie i krótszy sen.
- Zastrzeżenie autorów: większość badań miała charakter przekrojowy, więc kierunek zależności pozostaje niepewny.
- Zalecenie (poradnik dla rodziców naszego ośrodka, marzec 2019 r., oparty na tych wynikach): młodzież powinna odkładać urządzenia co najmniej godzinę przed snem.
- Wyniki mogą nie dotyczyć wszystkich grup wiekowych w jednakowym stopniu.""",
            ),
            Good(
                "en",
                "A systematic review by Hale and Guan (Sleep Medicine Reviews, 2015, vol. 21, pp. 50–58) covered 67 studies on screen use and sleep in children and adolescents. In 90% of them, an adverse association was found between screen time and sleep, most often in the form of falling asleep later and sleeping less. The authors caution that most of the studies analysed were cross-sectional, so the direction of the relationship remains uncertain. On this basis, a guide for parents published by our centre in March 2019 recommends that young people put their devices away at least an hour before bedtime. It is worth bearing in mind, however, that the findings may not apply to all age groups to the same extent.",
            ),
        ],
        bad=[
            Slip(0, [("2015, t. 21, s. 50–58", "2015, t. 12, s. 50–58")], "citation"),
            Slip(
                1,
                [
                    (
                        "Wyniki mogą nie dotyczyć wszystkich grup",
                        "Wyniki nie dotyczą wszystkich grup",
                    )
                ],
                "hedge",
            ),
            Slip(2, [("in March 2019", "in March 2021")], "date"),
        ],
    ),
    Case(
        key="pl-splyw-kajakowy-wda-regulamin-wypozyczalni",
        source="Wypożyczalnia kajaków „Wda” w Czarnej Wodzie organizuje spływy na odcinku do Błędna (ok. 18 km, 5–6 godzin). Każdy uczestnik musi mieć na sobie kamizelkę asekuracyjną przez cały czas przebywania na wodzie. Dzieci poniżej 12 lat mogą płynąć wyłącznie z osobą dorosłą w kajaku dwuosobowym. Na spływ nie wolno zabierać alkoholu, a osoby nietrzeźwe nie zostaną wpuszczone do kajaka. Kajak dwuosobowy kosztuje 110 zł za dzień, w cenie jest transport powrotny busem. Rezerwację warto zrobić z kilkudniowym wyprzedzeniem, szczególnie na weekendy w lipcu i sierpniu. Wyjazd z przystani o 9:30; zwrot sprzętu do 18:00.",
        good=[
            Good(
                "preserve",
                "Z wypożyczalnią kajaków „Wda” w Czarnej Wodzie popłyniesz do Błędna – to ok. 18 km i 5–6 godzin spływu. Przez cały czas na wodzie musisz mieć na sobie kamizelkę asekuracyjną. Dzieci poniżej 12 lat mogą płynąć tylko z dorosłym, w kajaku dwuosobowym. Alkoholu nie wolno zabierać na spływ, a osoby nietrzeźwe nie wsiądą do kajaka. Kajak dwuosobowy kosztuje 110 zł za dzień, a w cenie jest powrót busem. Warto zarezerwować go kilka dni wcześniej, zwłaszcza jeśli planujesz weekend w lipcu lub sierpniu. Start z przystani o 9:30, sprzęt oddajesz do 18:00.",
            ),
            Good(
                "preserve",
                "Wypożyczalnia kajaków „Wda” (Czarna Woda) zaprasza na spływy do Błędna. Trasa liczy ok. 18 km i zajmuje 5–6 godzin. Zasady bezpieczeństwa: kamizelka asekuracyjna jest obowiązkowa przez cały czas przebywania na wodzie; dzieci poniżej 12 lat mogą płynąć wyłącznie z osobą dorosłą w kajaku dwuosobowym; zabieranie alkoholu jest zabronione, a osoby nietrzeźwe nie zostaną wpuszczone do kajaka. Cena kajaka dwuosobowego wynosi 110 zł za dzień i obejmuje transport powrotny busem. Wyjazd z przystani następuje o 9:30, a sprzęt należy zwrócić do 18:00. Rezerwację warto zrobić z kilkudniowym wyprzedzeniem, zwłaszcza na lipcowe i sierpniowe weekendy.",
            ),
            Good(
                "en",
                "The “Wda” kayak rental in Czarna Woda runs trips down to Błędno (about 18 km, 5–6 hours). Every participant must wear a life jacket at all times while on the water. Children under 12 may only paddle with an adult in a two-person kayak. Alcohol must not be taken on the trip, and anyone who is intoxicated will not be allowed into a kayak. A two-person kayak costs PLN 110 per day, including the return trip by minibus. It is a good idea to book a few days in advance, especially for weekends in July and August. Departure from the marina is at 9:30; equipment must be returned by 18:00.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Alkoholu nie wolno zabierać na spływ", "Alkohol wolno zabierać na spływ")],
                "negation",
            ),
            Slip(
                1,
                [
                    (
                        "kamizelka asekuracyjna jest obowiązkowa",
                        "kamizelka asekuracyjna jest zalecana",
                    )
                ],
                "modality",
            ),
            Slip(
                2,
                [
                    (
                        "(about 18 km, 5–6 hours).",
                        "(about 18 km, 5–6 hours), passing through the Wda Valley nature reserve.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-pszok-kutno-odpady-limity-zasady",
        source="Punkt Selektywnej Zbiórki Odpadów Komunalnych (PSZOK) przy ul. Przemysłowej 8 w Kutnie przyjmuje odpady od mieszkańców gminy bezpłatnie, w ramach opłaty za gospodarowanie odpadami. Punkt jest czynny od wtorku do soboty w godz. 10:00–18:00. Jednorazowo można oddać do 4 opon z samochodów osobowych, a odpadów budowlanych – nie więcej niż 200 kg rocznie na gospodarstwo domowe. Przy wjeździe trzeba okazać dowód osobisty lub potwierdzenie wniesienia opłaty. Punkt nie przyjmuje azbestu, odpadów z działalności gospodarczej ani zmieszanych odpadów komunalnych. Pełna lista przyjmowanych frakcji jest na stronie https://czystekutno.pl/pszok, a zgłoszenia odbioru gabarytów spod domu przyjmujemy pod adresem gabaryty@czystekutno.pl.",
        good=[
            Good(
                "preserve",
                "Jeśli mieszkasz w gminie, Punkt Selektywnej Zbiórki Odpadów Komunalnych (PSZOK) przy ul. Przemysłowej 8 w Kutnie przyjmie od Ciebie odpady bezpłatnie – w ramach opłaty za gospodarowanie odpadami. Punkt działa od wtorku do soboty, 10:00–18:00. Za jednym razem oddasz maksymalnie 4 opony z samochodów osobowych, a odpadów budowlanych – najwyżej 200 kg rocznie na gospodarstwo domowe. Przy wjeździe musisz okazać dowód osobisty albo potwierdzenie wniesienia opłaty. Pamiętaj, że PSZOK nie przyjmuje azbestu, odpadów z działalności gospodarczej ani zmieszanych odpadów komunalnych. Pełną listę przyjmowanych frakcji znajdziesz na https://czystekutno.pl/pszok, a odbiór gabarytów spod domu zgłosisz, pisząc na gabaryty@czystekutno.pl.",
            ),
            Good(
                "preserve",
                """Punkt Selektywnej Zbiórki Odpadów Komunalnych (PSZOK), ul. Przemysłowa 8, Kutno – informacje dla mieszkańców gminy

Odpady są przyjmowane bezpłatnie, w ramach opłaty za gospodarowanie odpadami.
Godziny otwarcia: wtorek–sobota, 10:00–18:00.
Limity: jednorazowo do 4 opon z samochodów osobowych; odpady budowlane – maksymalnie 200 kg rocznie na gospodarstwo domowe.
Przy wjeździe należy okazać dowód osobisty lub potwierdzenie wniesienia opłaty.
Nie są przyjmowane: azbest, odpady z działalności gospodarczej, zmieszane odpady komunalne.
Pełna lista przyjmowanych frakcji: https://czystekutno.pl/pszok. Odbiór gabarytów spod domu można zgłosić na adres gabaryty@czystekutno.pl.""",
            ),
            Good(
                "en",
                "The Selective Municipal Waste Collection Point (PSZOK) at ul. Przemysłowa 8 in Kutno accepts waste from residents of the municipality free of charge, as part of the waste management fee. It is open Tuesday to Saturday from 10:00 to 18:00. You can drop off up to 4 passenger car tyres at a time, and no more than 200 kg of construction waste per household per year. On arrival, you must show your ID card or proof that the fee has been paid. The point does not accept asbestos, waste from business activities or mixed municipal waste. The full list of accepted waste fractions is available at https://czystekutno.pl/pszok, and requests for collection of bulky waste from your home can be sent to gabaryty@czystekutno.pl.",
            ),
        ],
        bad=[
            Slip(0, [("najwyżej 200 kg rocznie", "najwyżej 500 kg rocznie")], "number"),
            Slip(1, [("https://czystekutno.pl/pszok", "https://czystekutno.pl/odpady")], "url"),
            Slip(
                2,
                [
                    (
                        "It is open Tuesday to Saturday from 10:00 to 18:00.",
                        "It is open Tuesday to Saturday from 10:00 to 18:00, and staff will help you unload heavy items.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
]
