# ruff: noqa: E501, RUF001
"""Polish source cases of blind set 93: each with three faithful rewrites and three slips."""

from __future__ import annotations

from common import Case, Good, Slip

CASES = [
    Case(
        key="pl-renowacja-organow-kosciol-torun",
        source="Renowacja organów w kościele św. Jakuba w Toruniu potrwa prawdopodobnie do jesieni 2026 roku. Instrument zbudowany w 1893 roku przez firmę Sauer ma 38 głosów i ponad 2300 piszczałek, z których około 40% wymaga wymiany lub naprawy. Według ekspertyzy prof. Anny Wiśniewskiej (2022, s. 47) najpoważniejsze uszkodzenia dotyczą miechów i traktury pneumatycznej. Koszt prac oszacowano na 1,8 mln zł; połowę pokryje dotacja ministerstwa, a resztę parafia chce zebrać w zbiórce publicznej. W tym czasie msze będą odprawiane bez akompaniamentu organów, a koncerty z cyklu „Muzyka u Jakuba” przeniesiono do auli Akademii Muzycznej.",
        good=[
            Good(
                "preserve",
                "Organy w toruńskim kościele św. Jakuba przechodzą renowację, która prawdopodobnie potrwa do jesieni 2026 roku. To instrument firmy Sauer z 1893 roku: 38 głosów i ponad 2300 piszczałek, z czego mniej więcej 40% trzeba wymienić albo naprawić. Ekspertyza prof. Anny Wiśniewskiej (2022, s. 47) wskazuje, że najbardziej zniszczone są miechy i traktura pneumatyczna. Koszt prac szacuje się na 1,8 mln zł — połowę da dotacja ministerstwa, a pozostałą część parafia zamierza zebrać w zbiórce publicznej. Do tego czasu msze będą odprawiane bez organów, a koncerty cyklu „Muzyka u Jakuba” przeniesiono do auli Akademii Muzycznej.",
            ),
            Good(
                "preserve",
                "**Renowacja organów u św. Jakuba w Toruniu — najważniejsze informacje**\n\n"
                "- Termin: prace potrwają prawdopodobnie do jesieni 2026 r.\n"
                "- Instrument: Sauer, 1893 r., 38 głosów, ponad 2300 piszczałek; około 40% z nich wymaga wymiany lub naprawy.\n"
                "- Największe uszkodzenia: miechy i traktura pneumatyczna (ekspertyza prof. Anny Wiśniewskiej, 2022, s. 47).\n"
                "- Koszt: szacunkowo 1,8 mln zł; połowa z dotacji ministerstwa, resztę parafia chce zebrać w zbiórce publicznej.\n"
                "- Na czas prac: msze bez akompaniamentu organów, koncerty z cyklu „Muzyka u Jakuba” w auli Akademii Muzycznej.",
            ),
            Good(
                "en",
                "The organ at St James' Church in Toruń is being restored, and the work will probably last until autumn 2026. Built by the Sauer firm in 1893, the instrument has 38 stops and more than 2,300 pipes, about 40% of which need replacing or repairing. According to an assessment by Prof. Anna Wiśniewska (2022, p. 47), the bellows and the pneumatic action are the most seriously damaged. The work is estimated to cost PLN 1.8 million; half will be covered by a ministry grant, and the parish wants to raise the rest through a public collection. In the meantime, Masses will be celebrated without organ accompaniment, and the „Muzyka u Jakuba” concert series has been moved to the hall of the Academy of Music.",
            ),
        ],
        bad=[
            Slip(0, [("38 głosów", "36 głosów")], "number"),
            Slip(1, [("2022, s. 47", "2022, s. 74")], "citation"),
            Slip(2, [("the work will probably last", "the work will last")], "hedge"),
        ],
    ),
    Case(
        key="pl-wyprawa-jaskiniowa-wielka-sniezna",
        source="Wyprawa do Jaskini Wielkiej Śnieżnej wyrusza 14 lipca, a akcja podziemna potrwa siedem dni. Uczestnicy muszą mieć ukończony kurs taternictwa jaskiniowego i aktualne badania lekarskie; bez nich nikt nie zostanie wpuszczony do otworu. Zbiórka na parkingu w Kirach o 6:30 — spóźnione osoby nie będą mogły dołączyć do zespołu transportowego. Każdy powinien zabrać własny sprzęt do autoasekuracji, natomiast liny, worki transportowe i śpiwory biwakowe zapewnia klub. Biwak podziemny założymy na głębokości około 400 metrów. Przed wyjazdem trzeba wpłacić zaliczkę w wysokości 250 zł do 30 czerwca. Zgodę na wejście wydaje Tatrzański Park Narodowy i nie wolno jej przekazywać innym osobom.",
        good=[
            Good(
                "preserve",
                "Wyruszamy 14 lipca do Jaskini Wielkiej Śnieżnej, a pod ziemią spędzimy siedem dni. Żeby wziąć udział, musisz mieć ukończony kurs taternictwa jaskiniowego i aktualne badania lekarskie — bez nich nikt nie wejdzie do otworu. Spotykamy się o 6:30 na parkingu w Kirach; jeśli się spóźnisz, nie dołączysz do zespołu transportowego. Własny sprzęt do autoasekuracji powinieneś zabrać sam, a liny, worki transportowe i śpiwory biwakowe zapewni klub. Biwak rozbijemy na głębokości mniej więcej 400 metrów. Przed wyjazdem, do 30 czerwca, musisz też wpłacić 250 zł zaliczki. Zgodę na wejście wydaje Tatrzański Park Narodowy i nie wolno jej nikomu przekazywać.",
            ),
            Good(
                "preserve",
                "Wyprawa: Jaskinia Wielka Śnieżna\n\n"
                "1. Wyjazd 14 lipca; akcja podziemna trwa siedem dni.\n"
                "2. Wymagane: ukończony kurs taternictwa jaskiniowego oraz aktualne badania lekarskie. Osoby bez tych dokumentów nie zostaną wpuszczone do otworu.\n"
                "3. Zbiórka o 6:30 na parkingu w Kirach. Spóźnieni nie będą mogli dołączyć do zespołu transportowego.\n"
                "4. Sprzęt do autoasekuracji każdy uczestnik powinien mieć własny; liny, worki transportowe i śpiwory biwakowe zapewnia klub.\n"
                "5. Biwak podziemny: głębokość około 400 m.\n"
                "6. Zaliczkę w wysokości 250 zł trzeba wpłacić przed wyjazdem, do 30 czerwca.\n"
                "7. Zgodę na wejście wydaje Tatrzański Park Narodowy; nie wolno jej przekazywać innym osobom.",
            ),
            Good(
                "en",
                "The expedition to Wielka Śnieżna Cave sets off on 14 July, and the underground stage will last seven days. Participants must have completed a caving course and hold a current medical certificate; without them, no one will be let into the cave entrance. We meet at the car park in Kiry at 6:30 a.m. — latecomers will not be able to join the haulage team. Everyone should bring their own self-belay gear, while the club provides ropes, haul bags and bivouac sleeping bags. We will set up the underground camp at a depth of about 400 metres. Before departure, a deposit of PLN 250 must be paid by 30 June. Entry permits are issued by Tatra National Park and must not be passed on to anyone else.",
            ),
        ],
        bad=[
            Slip(0, [("do 30 czerwca", "do 30 lipca")], "date"),
            Slip(
                1,
                [("Spóźnieni nie będą mogli dołączyć", "Spóźnieni będą mogli dołączyć")],
                "negation",
            ),
            Slip(
                2, [("Everyone should bring their own", "Everyone may bring their own")], "modality"
            ),
        ],
    ),
    Case(
        key="pl-zlobek-szczepienia-punkty-rekrutacja",
        source="Zgodnie z uchwałą Rady Miasta nr XLII/1187/2024 przy rekrutacji do miejskich żłobków dodatkowe punkty otrzymują dzieci zaszczepione zgodnie z Programem Szczepień Ochronnych. Rodzic musi dołączyć do wniosku zaświadczenie od lekarza lub kopię karty szczepień. Dzieci, które nie mogą być szczepione z powodu przeciwwskazań medycznych, nie tracą punktów, jeśli rodzic przedstawi zaświadczenie o odroczeniu lub zwolnieniu. Brak szczepień nie jest podstawą do odmowy przyjęcia dziecka, ale wpływa na kolejność na liście. Obowiązek szczepień wynika z art. 17 ustawy o zapobieganiu oraz zwalczaniu zakażeń i chorób zakaźnych u ludzi. Dokumenty można składać osobiście w sekretariacie żłobka lub elektronicznie przez ePUAP.",
        good=[
            Good(
                "preserve",
                "Przy zapisach do miejskich żłobków dziecko zaszczepione zgodnie z Programem Szczepień Ochronnych dostaje dodatkowe punkty — tak stanowi uchwała Rady Miasta nr XLII/1187/2024. Do wniosku musisz dołączyć zaświadczenie lekarskie albo kopię karty szczepień. Jeśli dziecko nie może być szczepione z powodu przeciwwskazań medycznych, nie traci punktów, o ile przedstawisz zaświadczenie o odroczeniu lub zwolnieniu. Sam brak szczepień nie jest powodem, by odmówić przyjęcia dziecka, ale ma wpływ na jego miejsce na liście. Obowiązek szczepień wynika z art. 17 ustawy o zapobieganiu oraz zwalczaniu zakażeń i chorób zakaźnych u ludzi. Dokumenty możesz złożyć osobiście w sekretariacie żłobka albo elektronicznie przez ePUAP.",
            ),
            Good(
                "preserve",
                "Obowiązek szczepień ochronnych wynika z art. 17 ustawy o zapobieganiu oraz zwalczaniu zakażeń i chorób zakaźnych u ludzi. Uchwała Rady Miasta nr XLII/1187/2024 przyznaje w rekrutacji do miejskich żłobków dodatkowe punkty dzieciom zaszczepionym zgodnie z Programem Szczepień Ochronnych. Rodzic musi dołączyć do wniosku zaświadczenie lekarskie lub kopię karty szczepień. Nieszczepienie dziecka nie stanowi podstawy do odmowy przyjęcia, wpływa jednak na kolejność na liście. Dzieci z medycznymi przeciwwskazaniami do szczepień nie tracą punktów, pod warunkiem że rodzic przedstawi zaświadczenie o odroczeniu lub zwolnieniu. Dokumenty można złożyć osobiście w sekretariacie żłobka lub drogą elektroniczną przez ePUAP.",
            ),
            Good(
                "en",
                "Under City Council Resolution No. XLII/1187/2024, children vaccinated in line with the Protective Vaccination Programme receive extra points in admissions to municipal nurseries. Parents must attach a doctor's certificate or a copy of the vaccination record to the application. Children who cannot be vaccinated because of medical contraindications do not lose points if the parent provides a certificate of postponement or exemption. Lack of vaccination is not grounds for refusing to admit a child, but it does affect the child's place on the list. The vaccination obligation stems from Article 17 of the Act on Preventing and Combating Infections and Infectious Diseases in Humans. Documents can be submitted in person at the nursery office or electronically via ePUAP.",
            ),
        ],
        bad=[
            Slip(0, [("Do wniosku musisz dołączyć", "Do wniosku warto dołączyć")], "modality"),
            Slip(1, [("nie tracą punktów", "tracą punkty")], "negation"),
            Slip(2, [("Article 17", "Article 71")], "legal_reference"),
        ],
    ),
    Case(
        key="pl-konkurs-fotografii-dronowej-zgloszenia",
        source="Ruszyła trzecia edycja konkursu „Polska z lotu drona”. Zdjęcia można zgłaszać do 15 września 2025 r. przez formularz na stronie https://zlotudrona.pl/zgloszenia. Każdy uczestnik może przesłać maksymalnie pięć fotografii w formacie JPG, o dłuższym boku co najmniej 4000 pikseli. Zdjęcia muszą być wykonane zgodnie z przepisami — loty w strefach kontrolowanych wymagają zgody wydanej w aplikacji DroneRadar, a jej numer należy podać w formularzu. Organizator nie przyjmuje prac poddanych fotomontażowi. Wyniki ogłosimy 10 października, a nagrodzone zdjęcia pokażemy na wystawie w Galerii Kordegarda. Pytania prosimy kierować na adres konkurs@zlotudrona.pl.",
        good=[
            Good(
                "preserve",
                "Trwa trzecia edycja konkursu „Polska z lotu drona”. Swoje zdjęcia możesz zgłaszać do 15 września 2025 r. przez formularz na https://zlotudrona.pl/zgloszenia — maksymalnie pięć fotografii w JPG, o dłuższym boku nie krótszym niż 4000 pikseli. Zdjęcia muszą powstać zgodnie z przepisami: jeśli latasz w strefie kontrolowanej, potrzebujesz zgody wydanej w aplikacji DroneRadar, a jej numer należy wpisać w formularzu. Prace z fotomontażem nie są przyjmowane. Wyniki ogłosimy 10 października, a nagrodzone zdjęcia trafią na wystawę w Galerii Kordegarda. Masz pytania? Napisz na konkurs@zlotudrona.pl.",
            ),
            Good(
                "preserve",
                "## Konkurs „Polska z lotu drona” — 3. edycja\n\n"
                "- **Termin zgłoszeń:** do 15 września 2025 r., formularz: https://zlotudrona.pl/zgloszenia\n"
                "- **Limit:** maksymalnie 5 zdjęć na uczestnika, format JPG, dłuższy bok min. 4000 px\n"
                "- **Przepisy:** zdjęcia muszą być wykonane zgodnie z przepisami; lot w strefie kontrolowanej wymaga zgody z aplikacji DroneRadar, a jej numer należy podać w formularzu\n"
                "- **Fotomontaż:** prace poddane fotomontażowi nie są przyjmowane\n"
                "- **Wyniki:** 10 października; nagrodzone zdjęcia zostaną pokazane na wystawie w Galerii Kordegarda\n"
                "- **Kontakt:** konkurs@zlotudrona.pl",
            ),
            Good(
                "en",
                "The third edition of the “Poland from a Drone” competition is now open. Photos can be submitted until 15 September 2025 using the form at https://zlotudrona.pl/zgloszenia. Each entrant may send up to five photographs in JPG format, with the longer side at least 4,000 pixels. Photos must be taken in compliance with the regulations: flights in controlled zones require permission issued through the DroneRadar app, and its number has to be entered in the form. The organiser does not accept photomontages. Results will be announced on 10 October, and the winning photos will be shown at an exhibition in the Kordegarda Gallery. Please send any questions to konkurs@zlotudrona.pl.",
            ),
        ],
        bad=[
            Slip(0, [("Zdjęcia muszą powstać", "Zdjęcia powinny powstać")], "modality"),
            Slip(1, [("https://zlotudrona.pl/zgloszenia", "https://zlotudrona.pl/konkurs")], "url"),
            Slip(2, [("on 10 October", "on 10 November")], "date"),
        ],
    ),
    Case(
        key="pl-obserwatorium-suhora-pokazy-nieba",
        source="Obserwatorium Astronomiczne na Suhorze zaprasza na pokazy nieba w każdy piątek od kwietnia do października. Seanse zaczynają się o 21:00 i trwają około półtorej godziny; grupa liczy najwyżej 25 osób. Bilet normalny kosztuje 35 zł, ulgowy 20 zł, a dzieci poniżej 7 lat wchodzą bezpłatnie. Przy pochmurnym niebie pokaz się odbywa, ale zamiast obserwacji przez teleskop prowadzimy prezentację w planetarium. Nie zwracamy pieniędzy za bilety z powodu złej pogody. Na szczyt nie można wjechać samochodem — parking znajduje się przy szlaku, około 20 minut marszu od obserwatorium. Prosimy zabrać ciepłe ubranie, bo nawet latem temperatura w nocy spada tu poniżej 10°C.",
        good=[
            Good(
                "preserve",
                "Pokazy nieba na Suhorze — co warto wiedzieć:\n\n"
                "- kiedy: w każdy piątek od kwietnia do października, start o 21:00, czas trwania ok. półtorej godziny;\n"
                "- grupa: maksymalnie 25 osób;\n"
                "- ceny: bilet normalny 35 zł, ulgowy 20 zł, dzieci poniżej 7 lat bezpłatnie;\n"
                "- pochmurno? Pokaz i tak się odbędzie, tylko zamiast obserwacji przez teleskop czeka Was prezentacja w planetarium; z powodu złej pogody nie zwracamy pieniędzy za bilety;\n"
                "- dojazd: na szczyt nie wjedziesz samochodem, parking jest przy szlaku, ok. 20 minut pieszo od obserwatorium;\n"
                "- ubiór: prosimy o ciepłe ubranie — nawet latem temperatura nocą spada tu poniżej 10°C.",
            ),
            Good(
                "preserve",
                "W każdy piątek od kwietnia do października Obserwatorium Astronomiczne na Suhorze organizuje pokazy nieba. Rozpoczynają się one o godzinie 21:00 i trwają około półtorej godziny, a w jednej grupie może uczestniczyć nie więcej niż 25 osób. Za bilet normalny zapłacimy 35 zł, za ulgowy 20 zł; dzieci poniżej 7 lat mają wstęp wolny. Zachmurzenie nie odwołuje pokazu — w takim przypadku obserwacje przez teleskop zastępuje prezentacja w planetarium, a z powodu złej pogody pieniądze za bilety nie są zwracane. Dojazd samochodem na szczyt nie jest możliwy; parking znajduje się przy szlaku, mniej więcej 20 minut pieszo od obserwatorium. Organizatorzy proszą o zabranie ciepłego ubrania, ponieważ nawet latem nocna temperatura spada tu poniżej 10°C.",
            ),
            Good(
                "en",
                "The Suhora Astronomical Observatory holds sky shows every Friday from April to October. Sessions start at 9 p.m. and last about an hour and a half, with a maximum of 25 people per group. A standard ticket costs PLN 35, a concession ticket PLN 20, and children under 7 get in free. If the sky is cloudy, the show still goes ahead, but instead of observing through the telescope we give a presentation in the planetarium. We do not refund tickets because of bad weather. You cannot drive up to the summit — the car park is by the trail, about a 20-minute walk from the observatory. Please bring warm clothes, as even in summer the night-time temperature here drops below 10°C.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "ok. 20 minut pieszo od obserwatorium;",
                        "ok. 20 minut pieszo od obserwatorium (w piątki wieczorem dowozi tam też bus z Mszany Dolnej);",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("nie więcej niż 25 osób", "nie więcej niż 35 osób")], "number"),
            Slip(2, [("We do not refund tickets", "We refund tickets")], "negation"),
        ],
    ),
    Case(
        key="pl-winobranie-wolontariat-srebrna-gora",
        source="Winnica Srebrna Góra szuka wolontariuszy do zbioru winogron. Winobranie zaplanowaliśmy na weekendy 20–21 i 27–28 września, choć przy chłodnym sierpniu termin może przesunąć się o tydzień. Pracujemy od 8:00 do 15:00 z przerwą na obiad, który zapewniamy. Zgłoszenia przyjmujemy do 10 września. Osoby niepełnoletnie mogą uczestniczyć wyłącznie pod opieką dorosłego. Na miejscu dostaniesz sekator i rękawice, ale powinieneś mieć własne wygodne obuwie z zakrytymi palcami. Zbiór jest ręczny i wymaga schylania się, dlatego nie polecamy go osobom z problemami z kręgosłupem. Każdy wolontariusz otrzyma butelkę wina z tegorocznego rocznika — najpewniej dopiero wiosną, po zakończeniu fermentacji.",
        good=[
            Good(
                "preserve",
                "Winnica Srebrna Góra poszukuje wolontariuszy do pomocy przy zbiorze winogron. Winobranie planowane jest na dwa weekendy: 20–21 oraz 27–28 września; jeśli jednak sierpień okaże się chłodny, termin może zostać przesunięty o tydzień. Praca trwa od 8:00 do 15:00, z przerwą na obiad zapewniany przez winnicę. Zgłoszenia są przyjmowane do 10 września. Niepełnoletni mogą brać udział wyłącznie pod opieką osoby dorosłej. Sekator i rękawice wydawane są na miejscu, natomiast wygodne obuwie z zakrytymi palcami każdy powinien mieć własne. Zbiór odbywa się ręcznie i wymaga schylania się, dlatego nie jest polecany osobom z problemami z kręgosłupem. W podziękowaniu każdy wolontariusz otrzyma butelkę wina z tegorocznego rocznika, najpewniej dopiero wiosną, gdy zakończy się fermentacja.",
            ),
            Good(
                "preserve",
                "Pomóż nam przy winobraniu w Winnicy Srebrna Góra! Zbieramy w weekendy 20–21 i 27–28 września — przy chłodnym sierpniu termin może się jednak przesunąć o tydzień. Zapisy trwają do 10 września.\n\n"
                "Praca: 8:00–15:00, z przerwą na obiad (zapewniamy go my).\n"
                "Niepełnoletni mogą przyjechać wyłącznie pod opieką dorosłego.\n"
                "Sekator i rękawice dostaniesz na miejscu; własne wygodne buty z zakrytymi palcami powinieneś mieć sam.\n"
                "Zbieramy ręcznie i trzeba się schylać, więc osobom z problemami z kręgosłupem tego nie polecamy.\n"
                "Na koniec każdy wolontariusz dostanie butelkę wina z tegorocznego rocznika — najpewniej dopiero wiosną, po zakończeniu fermentacji.",
            ),
            Good(
                "en",
                "Srebrna Góra Vineyard is looking for volunteers to help with the grape harvest. We have scheduled it for the weekends of 20–21 and 27–28 September, although if August is cool the dates may shift by a week. We work from 8:00 to 15:00 with a break for lunch, which we provide. Applications are accepted until 10 September. Under-18s may take part only under the supervision of an adult. You will get secateurs and gloves on site, but you should have your own comfortable closed-toe shoes. Picking is done by hand and involves bending, so we do not recommend it for people with back problems. Every volunteer will receive a bottle of wine from this year's vintage — most likely not until spring, once fermentation is over.",
            ),
        ],
        bad=[
            Slip(0, [("najpewniej dopiero wiosną", "dopiero wiosną")], "hedge"),
            Slip(1, [("Zapisy trwają do 10 września.", "Zapisy trwają do 15 września.")], "date"),
            Slip(2, [("but you should have your own", "but you must have your own")], "modality"),
        ],
    ),
    Case(
        key="pl-kurierzy-rowerowi-umowa-zlecenia",
        source="Od 1 marca kurierzy rowerowi współpracujący z naszą firmą będą zatrudniani na podstawie umowy zlecenia zamiast umowy o dzieło. Oznacza to, że od każdego wynagrodzenia odprowadzimy składki na ubezpieczenia emerytalne i rentowe zgodnie z art. 6 ust. 1 pkt 4 ustawy o systemie ubezpieczeń społecznych. Minimalna stawka godzinowa w 2025 roku wynosi 30,50 zł brutto i żaden kurier nie może otrzymać mniej za przepracowaną godzinę. Dodatek za pracę w deszczu (8 zł za godzinę) pozostaje bez zmian. Kurierzy nie muszą rejestrować działalności gospodarczej. Nowe umowy trzeba podpisać do 25 lutego w biurze przy ul. Długiej 12; kto tego nie zrobi, nie otrzyma zleceń w marcu.",
        good=[
            Good(
                "preserve",
                "Jeśli jeździsz dla nas jako kurier rowerowy, od 1 marca będziesz pracować na umowie zlecenia, a nie na umowie o dzieło. W praktyce od każdej Twojej wypłaty odprowadzimy składki na ubezpieczenia emerytalne i rentowe, zgodnie z art. 6 ust. 1 pkt 4 ustawy o systemie ubezpieczeń społecznych. Minimalna stawka godzinowa w 2025 roku to 30,50 zł brutto — za przepracowaną godzinę nie możesz dostać mniej. Dodatek deszczowy, 8 zł za godzinę, się nie zmienia. Nie musisz rejestrować działalności gospodarczej. Nową umowę musisz podpisać do 25 lutego w biurze przy ul. Długiej 12; jeśli tego nie zrobisz, w marcu nie dostaniesz zleceń.",
            ),
            Good(
                "preserve",
                "Zmiany w umowach kurierów rowerowych od 1 marca:\n\n"
                "1. Umowę o dzieło zastępuje umowa zlecenia.\n"
                "2. Od każdego wynagrodzenia firma odprowadzi składki na ubezpieczenia emerytalne i rentowe (art. 6 ust. 1 pkt 4 ustawy o systemie ubezpieczeń społecznych).\n"
                "3. Minimalna stawka godzinowa w 2025 r.: 30,50 zł brutto; żaden kurier nie może otrzymać mniej za przepracowaną godzinę.\n"
                "4. Dodatek za pracę w deszczu — 8 zł/h — bez zmian.\n"
                "5. Rejestracja działalności gospodarczej nie jest wymagana.\n"
                "6. Nowe umowy trzeba podpisać do 25 lutego w biurze przy ul. Długiej 12. Kto tego nie zrobi, nie otrzyma zleceń w marcu.",
            ),
            Good(
                "en",
                "From 1 March, bicycle couriers working with our company will be engaged under a contract of mandate (umowa zlecenia) instead of a contract for specific work. This means we will pay pension and disability insurance contributions on every payment, in accordance with Article 6(1)(4) of the Social Insurance System Act. The minimum hourly rate in 2025 is PLN 30.50 gross, and no courier may receive less for an hour worked. The rain allowance (PLN 8 per hour) remains unchanged. Couriers do not have to register a business. The new contracts must be signed by 25 February at our office at ul. Długa 12; anyone who fails to do so will not receive any jobs in March.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Nie musisz rejestrować działalności gospodarczej.",
                        "Musisz zarejestrować działalność gospodarczą.",
                    )
                ],
                "negation",
            ),
            Slip(1, [("art. 6 ust. 1 pkt 4", "art. 6 ust. 1 pkt 5")], "legal_reference"),
            Slip(2, [("(PLN 8 per hour)", "(PLN 6 per hour)")], "number"),
        ],
    ),
    Case(
        key="pl-hospicjum-szkolenie-wolontariuszy-lazarz",
        source="Hospicjum św. Łazarza zaprasza na bezpłatne szkolenie dla kandydatów na wolontariuszy. Kurs obejmuje 40 godzin zajęć i odbywa się w soboty od 8 marca do 12 kwietnia, w godzinach 9:00–15:00. Uczestnicy poznają podstawy opieki paliatywnej, komunikacji z chorym i rodziną oraz radzenia sobie z żałobą. Aby otrzymać zaświadczenie, trzeba być obecnym na co najmniej 90% zajęć. Kandydaci muszą mieć ukończone 18 lat; osoby, które w ciągu ostatniego roku straciły kogoś bliskiego, powinny najpierw porozmawiać z koordynatorką. Po szkoleniu wolontariusze mogą pracować na oddziale stacjonarnym lub w hospicjum domowym. Zapisy telefoniczne: 12 641 46 60.",
        good=[
            Good(
                "preserve",
                "Chcesz zostać wolontariuszem w Hospicjum św. Łazarza? Zapraszamy na bezpłatne szkolenie: 40 godzin zajęć w soboty od 8 marca do 12 kwietnia, zawsze od 9:00 do 15:00. Poznasz podstawy opieki paliatywnej, rozmowy z chorym i jego rodziną oraz radzenia sobie z żałobą. Żeby dostać zaświadczenie, musisz być obecny na co najmniej 90% zajęć. Musisz też mieć skończone 18 lat. Jeśli w ciągu ostatniego roku straciłeś kogoś bliskiego, najpierw powinieneś porozmawiać z koordynatorką. Po kursie możesz pomagać na oddziale stacjonarnym albo w hospicjum domowym. Zapisujemy telefonicznie: 12 641 46 60.",
            ),
            Good(
                "preserve",
                "Szkolenie dla kandydatów na wolontariuszy Hospicjum św. Łazarza jest bezpłatne. Program obejmuje 40 godzin zajęć z podstaw opieki paliatywnej, komunikacji z chorym i jego rodziną oraz radzenia sobie z żałobą. Zajęcia odbywają się w soboty w godz. 9:00–15:00, od 8 marca do 12 kwietnia. Warunkiem otrzymania zaświadczenia jest obecność na co najmniej 90% zajęć. Kandydaci muszą mieć ukończone 18 lat, a osoby, które w ostatnim roku straciły kogoś bliskiego, powinny wcześniej porozmawiać z koordynatorką. Po ukończeniu kursu wolontariusze mogą pracować na oddziale stacjonarnym lub w hospicjum domowym. Zapisy przyjmowane są telefonicznie pod numerem 12 641 46 60.",
            ),
            Good(
                "en",
                "St Lazarus Hospice invites prospective volunteers to a free training course. The course comprises 40 hours of classes and runs on Saturdays from 8 March to 12 April, from 9:00 to 15:00. Participants learn the basics of palliative care, communicating with patients and their families, and coping with grief. To receive a certificate, you have to attend at least 90% of the classes. Candidates must be at least 18 years old; anyone who has lost someone close in the past year should first talk to the coordinator. After the training, volunteers can work on the inpatient ward or in home hospice care. To sign up, call 12 641 46 60.",
            ),
        ],
        bad=[
            Slip(0, [("od 8 marca do 12 kwietnia", "od 8 marca do 19 kwietnia")], "date"),
            Slip(1, [("powinny wcześniej porozmawiać", "muszą wcześniej porozmawiać")], "modality"),
            Slip(
                2,
                [
                    (
                        "to a free training course.",
                        "to a free training course, run jointly with the Jagiellonian University's medical faculty.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-wystawa-makiet-kolejowych-gliwice",
        source="## Wystawa makiet kolejowych — Gliwice 2025\n\n"
        "Stowarzyszenie Miłośników Kolei Modelowej zaprasza na XII Wystawę Makiet w hali Arena Gliwice, **22–23 listopada**, w godz. 10:00–18:00.\n\n"
        "Na wystawie zobaczysz:\n"
        "- ponad 30 makiet w skalach H0, TT i N,\n"
        "- makietę modułową o długości 60 metrów,\n"
        "- strefę dla dzieci z kolejką do samodzielnego sterowania.\n\n"
        "Bilety: 25 zł normalny, 15 zł ulgowy. Kupisz je na [stronie wystawy](https://makiety-gliwice.pl/bilety) lub w kasie. Wystawcy, którzy chcą zaprezentować własną makietę, muszą zgłosić się do 31 października. Na terenie hali nie wolno dotykać eksponatów.",
        good=[
            Good(
                "preserve",
                "## XII Wystawa Makiet Kolejowych — Gliwice 2025\n\n"
                "**22–23 listopada**, godz. 10:00–18:00, hala Arena Gliwice. Organizatorem jest Stowarzyszenie Miłośników Kolei Modelowej.\n\n"
                "Co będzie można zobaczyć:\n"
                "- ponad 30 makiet w skalach H0, TT i N,\n"
                "- 60-metrową makietę modułową,\n"
                "- strefę dziecięcą z kolejką, którą dzieci mogą sterować samodzielnie.\n\n"
                "Bilet normalny kosztuje 25 zł, ulgowy 15 zł — do kupienia na [stronie wystawy](https://makiety-gliwice.pl/bilety) albo w kasie. Jeśli chcesz pokazać własną makietę jako wystawca, musisz zgłosić się do 31 października. Pamiętaj: w hali nie wolno dotykać eksponatów.",
            ),
            Good(
                "preserve",
                "## Makiety kolejowe w Gliwicach\n\n"
                "22–23 listopada (10:00–18:00) Stowarzyszenie Miłośników Kolei Modelowej otwiera w hali Arena Gliwice XII Wystawę Makiet. Czekają na Was:\n\n"
                "- ponad 30 makiet w skalach H0, TT i N,\n"
                "- makieta modułowa o długości 60 m,\n"
                "- kącik dla dzieci z kolejką, którą można samodzielnie sterować.\n\n"
                "| Bilet | Cena |\n"
                "|---|---|\n"
                "| normalny | 25 zł |\n"
                "| ulgowy | 15 zł |\n\n"
                "Bilety są dostępne na [stronie wystawy](https://makiety-gliwice.pl/bilety) i w kasie. Wystawcy z własną makietą muszą zgłosić się najpóźniej do 31 października. Eksponatów w hali nie wolno dotykać.",
            ),
            Good(
                "en",
                "## Model Railway Exhibition — Gliwice 2025\n\n"
                "The Model Railway Enthusiasts' Association invites you to the 12th Layout Exhibition at Arena Gliwice on **22–23 November**, 10:00–18:00.\n\n"
                "At the exhibition you will see:\n"
                "- more than 30 layouts in H0, TT and N scales,\n"
                "- a 60-metre modular layout,\n"
                "- a children's zone with a train they can control themselves.\n\n"
                "Tickets: PLN 25 standard, PLN 15 concession. You can buy them on the [exhibition website](https://makiety-gliwice.pl/bilety) or at the box office. Exhibitors who want to show their own layout must register by 31 October. Touching the exhibits is not allowed in the hall.",
            ),
        ],
        bad=[
            Slip(0, [("ponad 30 makiet", "ponad 40 makiet")], "number"),
            Slip(
                1,
                [("| normalny | 25 zł |\n| ulgowy | 15 zł |", "| normalny | 25 zł |")],
                "markdown",
            ),
            Slip(
                2, [("(https://makiety-gliwice.pl/bilety)", "(https://makiety-gliwice.pl)")], "url"
            ),
        ],
    ),
    Case(
        key="pl-wymiana-wodomierzy-ul-kwiatowa",
        source="Informujemy, że w dniach 3–7 czerwca 2025 r. w budynkach przy ul. Kwiatowej 4, 6 i 8 zostanie przeprowadzona wymiana wodomierzy na urządzenia z odczytem radiowym. Prace w jednym mieszkaniu trwają około 20 minut. Mieszkańcy są zobowiązani udostępnić lokal w wyznaczonym terminie; harmonogram zostanie wywieszony na klatkach schodowych najpóźniej 27 maja. Jeśli nie możesz być w domu, możesz przekazać klucze sąsiadowi lub umówić inny termin pod numerem 71 345 22 10. Wymiana jest bezpłatna — monterzy nie pobierają żadnych opłat, a osoby żądające pieniędzy należy zgłosić na policję. Podczas prac woda w mieszkaniu będzie zakręcona. Po wymianie nie trzeba już podawać odczytów administracji.",
        good=[
            Good(
                "preserve",
                "W dniach 3–7 czerwca 2025 r. w budynkach przy ul. Kwiatowej 4, 6 i 8 wodomierze zostaną wymienione na nowe, z odczytem radiowym. W jednym mieszkaniu zajmie to około 20 minut, a w tym czasie woda będzie zakręcona. Mieszkańcy muszą udostępnić lokal w wyznaczonym terminie; harmonogram pojawi się na klatkach schodowych najpóźniej 27 maja. Kto nie może być wtedy w domu, może zostawić klucze sąsiadowi albo umówić inny termin pod numerem 71 345 22 10. Wymiana nic nie kosztuje: monterzy nie pobierają żadnych opłat, a każdą osobę, która żąda pieniędzy, należy zgłosić na policję. Po wymianie nie trzeba już przekazywać odczytów administracji.",
            ),
            Good(
                "preserve",
                "Wymiana wodomierzy — ul. Kwiatowa 4, 6 i 8\n\n"
                "- Kiedy: 3–7 czerwca 2025 r.; harmonogram zostanie wywieszony na klatkach schodowych najpóźniej 27 maja.\n"
                "- Co: nowe wodomierze z odczytem radiowym; prace w jednym mieszkaniu trwają ok. 20 minut, a woda jest w tym czasie zakręcona.\n"
                "- Twój obowiązek: musisz udostępnić mieszkanie w wyznaczonym terminie. Jeżeli nie możesz być w domu, możesz zostawić klucze sąsiadowi lub umówić inny termin: 71 345 22 10.\n"
                "- Koszt: żaden. Monterzy nie pobierają żadnych opłat; osobę, która żąda pieniędzy, należy zgłosić na policję.\n"
                "- Potem: odczytów nie trzeba już podawać administracji.",
            ),
            Good(
                "en",
                "Please note that between 3 and 7 June 2025 the water meters in the buildings at ul. Kwiatowa 4, 6 and 8 will be replaced with radio-read devices. The work takes about 20 minutes per flat. Residents are required to provide access to their flat at the scheduled time; the schedule will be posted in the stairwells by 27 May at the latest. If you cannot be at home, you can leave your keys with a neighbour or arrange a different date by calling 71 345 22 10. The replacement is free of charge — the fitters do not collect any fees, and anyone demanding money must be reported to the police. The water in your flat will be turned off during the work. After the replacement, you will no longer need to submit meter readings to the management.",
            ),
        ],
        bad=[
            Slip(
                0,
                [("Mieszkańcy muszą udostępnić lokal", "Mieszkańcy powinni udostępnić lokal")],
                "modality",
            ),
            Slip(
                1,
                [
                    (
                        "odczytów nie trzeba już podawać administracji",
                        "odczyty trzeba nadal podawać administracji",
                    )
                ],
                "negation",
            ),
            Slip(2, [("by 27 May at the latest", "by 30 May at the latest")], "date"),
        ],
    ),
    Case(
        key="pl-fotosync-readme-konfiguracja-narzedzia",
        source="# fotosync\n\n"
        "Narzędzie do synchronizacji zdjęć między aparatem a dyskiem NAS.\n\n"
        "## Instalacja\n\n"
        "Wymagany jest Python 3.10 lub nowszy. Zainstaluj pakiet poleceniem:\n\n"
        "```\npip install fotosync\n```\n\n"
        "## Konfiguracja\n\n"
        "Plik `~/.config/fotosync/config.toml` musi zawierać klucz `target_dir`, wskazujący katalog docelowy. Opcjonalnie możesz ustawić `delete_after_copy = true`, ale zalecamy najpierw sprawdzić kopię. Uruchomienie z flagą `--dry-run` pokazuje, co zostałoby skopiowane, bez wprowadzania zmian. Narzędzie nie obsługuje jeszcze plików RAW z aparatów Fujifilm. Zgłoszenia błędów przyjmujemy w zakładce Issues.",
        good=[
            Good(
                "preserve",
                "# fotosync\n\n"
                "fotosync synchronizuje zdjęcia między aparatem a dyskiem NAS.\n\n"
                "## Instalacja\n\n"
                "Potrzebujesz Pythona w wersji 3.10 lub nowszej. Pakiet zainstalujesz tak:\n\n"
                "```\npip install fotosync\n```\n\n"
                "## Konfiguracja\n\n"
                "W pliku `~/.config/fotosync/config.toml` musi znaleźć się klucz `target_dir` wskazujący katalog docelowy. Możesz też opcjonalnie ustawić `delete_after_copy = true`, choć zalecamy, by najpierw sprawdzić kopię. Jeśli uruchomisz narzędzie z flagą `--dry-run`, zobaczysz, co zostałoby skopiowane, a nic nie zostanie zmienione. Pliki RAW z aparatów Fujifilm nie są jeszcze obsługiwane. Błędy zgłaszaj w zakładce Issues.",
            ),
            Good(
                "preserve",
                "# fotosync\n\n"
                "Synchronizacja zdjęć: aparat ↔ dysk NAS.\n\n"
                "## Instalacja\n\n"
                "Wymagania: Python 3.10 lub nowszy.\n\n"
                "```\npip install fotosync\n```\n\n"
                "## Konfiguracja\n\n"
                "- `~/.config/fotosync/config.toml` musi zawierać klucz `target_dir` (katalog docelowy).\n"
                "- Opcjonalnie: `delete_after_copy = true` — zalecamy jednak najpierw sprawdzić kopię.\n"
                "- Flaga `--dry-run` pokazuje, co zostałoby skopiowane, niczego nie zmieniając.\n"
                "- Pliki RAW z aparatów Fujifilm nie są jeszcze obsługiwane.\n\n"
                "Błędy zgłaszaj w zakładce Issues.",
            ),
            Good(
                "en",
                "# fotosync\n\n"
                "A tool for syncing photos between a camera and a NAS drive.\n\n"
                "## Installation\n\n"
                "Python 3.10 or newer is required. Install the package with:\n\n"
                "```\npip install fotosync\n```\n\n"
                "## Configuration\n\n"
                "The `~/.config/fotosync/config.toml` file must contain the `target_dir` key, pointing to the target directory. You can optionally set `delete_after_copy = true`, but we recommend checking the copy first. Running with the `--dry-run` flag shows what would be copied without making any changes. The tool does not yet support RAW files from Fujifilm cameras. Please report bugs under the Issues tab.",
            ),
        ],
        bad=[
            Slip(0, [("```\npip install fotosync\n```", "pip install fotosync")], "markdown"),
            Slip(1, [("musi zawierać klucz", "powinien zawierać klucz")], "modality"),
            Slip(2, [("`--dry-run` flag", "`--dryrun` flag")], "code"),
        ],
    ),
    Case(
        key="pl-smartfon-przed-snem-uczniowie-poznan",
        source="Z badania opublikowanego w „Journal of Sleep Research” (Kowalczyk i in., 2023, t. 32, e13845) wynika, że nastolatki korzystające ze smartfona w ostatniej godzinie przed snem zasypiały średnio o 17 minut później niż ich rówieśnicy. W badaniu wzięło udział 1214 uczniów w wieku 13–17 lat z dziesięciu szkół w Poznaniu. Autorzy zastrzegają, że zależność ta może częściowo wynikać z innych czynników, np. późnego odrabiania lekcji, i nie przesądza o związku przyczynowym. Szacuje się, że problem dotyczy mniej więcej co trzeciego ucznia szkoły średniej. Badacze sugerują, by rodzice rozważyli ustalenie pory odkładania telefonu, ale nie zalecają całkowitego zakazu.",
        good=[
            Good(
                "preserve",
                "Nastolatki, które w ostatniej godzinie przed snem używały smartfona, zasypiały średnio 17 minut później niż rówieśnicy — wynika z badania Kowalczyk i in. opublikowanego w „Journal of Sleep Research” (2023, t. 32, e13845). Wzięło w nim udział 1214 uczniów w wieku 13–17 lat z dziesięciu poznańskich szkół. Autorzy zastrzegają jednak, że ta zależność może po części wynikać z innych czynników, choćby z późnego odrabiania lekcji, i nie przesądza o związku przyczynowym. Szacuje się, że problem dotyczy mniej więcej co trzeciego ucznia szkoły średniej. Badacze sugerują, by rodzice rozważyli ustalenie godziny odkładania telefonu, lecz nie zalecają całkowitego zakazu.",
            ),
            Good(
                "preserve",
                "Najważniejsze wnioski z badania Kowalczyk i in. („Journal of Sleep Research”, 2023, t. 32, e13845):\n\n"
                "- Próba: 1214 uczniów w wieku 13–17 lat z dziesięciu szkół w Poznaniu.\n"
                "- Wynik: nastolatki używające smartfona w ostatniej godzinie przed snem zasypiały średnio o 17 minut później niż rówieśnicy.\n"
                "- Zastrzeżenie autorów: zależność może częściowo wynikać z innych czynników (np. późnego odrabiania lekcji) i nie przesądza o związku przyczynowym.\n"
                "- Skala: szacuje się, że problem dotyczy mniej więcej co trzeciego ucznia szkoły średniej.\n"
                "- Zalecenia: badacze sugerują, by rodzice rozważyli ustalenie pory odkładania telefonu, ale nie zalecają całkowitego zakazu.",
            ),
            Good(
                "en",
                "A study published in the Journal of Sleep Research (Kowalczyk et al., 2023, vol. 32, e13845) found that teenagers who used a smartphone in the last hour before bed fell asleep on average 17 minutes later than their peers. The study involved 1,214 students aged 13–17 from ten schools in Poznań. The authors caution that the association may be partly due to other factors, such as doing homework late, and does not establish a causal link. It is estimated that the problem affects roughly one in three secondary school students. The researchers suggest that parents consider setting a time for putting the phone away, but they do not recommend an outright ban.",
            ),
        ],
        bad=[
            Slip(0, [("(2023, t. 32, e13845)", "(2021, t. 32, e13845)")], "citation"),
            Slip(1, [("1214 uczniów", "1412 uczniów")], "number"),
            Slip(
                2,
                [("the association may be partly due to", "the association is partly due to")],
                "hedge",
            ),
        ],
    ),
    Case(
        key="pl-monitoring-spoldzielnia-klauzula-rodo",
        source="Zarząd Spółdzielni Mieszkaniowej „Zielone Wzgórze” informuje, że od 1 października na klatkach schodowych i w garażu podziemnym będzie działał monitoring wizyjny. Administratorem danych jest Spółdzielnia, a nagrania przechowujemy przez 30 dni, chyba że posłużą jako dowód w postępowaniu. Podstawą przetwarzania jest art. 6 ust. 1 lit. f RODO, czyli prawnie uzasadniony interes administratora. Kamery nie obejmują wejść do poszczególnych mieszkań ani wnętrza wind. Dostęp do nagrań mają wyłącznie upoważnieni pracownicy administracji. Każdy mieszkaniec może żądać informacji o swoich danych, a skargę można wnieść do Prezesa Urzędu Ochrony Danych Osobowych. Kontakt z inspektorem ochrony danych: iod@zielonewzgorze.pl.",
        good=[
            Good(
                "preserve",
                "Od 1 października na klatkach schodowych i w garażu podziemnym zacznie działać monitoring wizyjny — informuje Zarząd Spółdzielni Mieszkaniowej „Zielone Wzgórze”. Administratorem danych jest Spółdzielnia. Nagrania przechowujemy przez 30 dni, chyba że będą potrzebne jako dowód w postępowaniu. Przetwarzamy je na podstawie art. 6 ust. 1 lit. f RODO, czyli prawnie uzasadnionego interesu administratora. Kamery nie obejmują wejść do poszczególnych mieszkań ani wnętrza wind, a do nagrań mają dostęp wyłącznie upoważnieni pracownicy administracji. Możesz zażądać informacji o swoich danych, a skargę możesz wnieść do Prezesa Urzędu Ochrony Danych Osobowych. Inspektor ochrony danych: iod@zielonewzgorze.pl.",
            ),
            Good(
                "preserve",
                "Monitoring wizyjny w SM „Zielone Wzgórze” — klauzula informacyjna\n\n"
                "1. Zakres: klatki schodowe i garaż podziemny, od 1 października. Kamery nie obejmują wejść do poszczególnych mieszkań ani wnętrza wind.\n"
                "2. Administrator danych: Spółdzielnia Mieszkaniowa „Zielone Wzgórze”.\n"
                "3. Podstawa prawna: art. 6 ust. 1 lit. f RODO (prawnie uzasadniony interes administratora).\n"
                "4. Okres przechowywania: 30 dni, chyba że nagranie posłuży jako dowód w postępowaniu.\n"
                "5. Dostęp do nagrań: wyłącznie upoważnieni pracownicy administracji.\n"
                "6. Prawa: każdy mieszkaniec może żądać informacji o swoich danych; skargę można wnieść do Prezesa Urzędu Ochrony Danych Osobowych.\n"
                "7. Inspektor ochrony danych: iod@zielonewzgorze.pl",
            ),
            Good(
                "en",
                "The Board of the „Zielone Wzgórze” Housing Cooperative would like to inform residents that from 1 October CCTV will be in operation in the stairwells and the underground car park. The data controller is the Cooperative, and recordings are kept for 30 days unless they are used as evidence in proceedings. The legal basis for processing is Article 6(1)(f) GDPR, i.e. the controller's legitimate interest. The cameras do not cover the entrances to individual flats or the inside of the lifts. Only authorised administration staff have access to the recordings. Every resident may request information about their data, and complaints can be lodged with the President of the Personal Data Protection Office. Data protection officer: iod@zielonewzgorze.pl.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Administratorem danych jest Spółdzielnia.",
                        "Administratorem danych jest Spółdzielnia, która obsługę systemu powierzyła firmie ochroniarskiej Solid Security.",
                    )
                ],
                "invented_fact",
            ),
            Slip(
                1, [("art. 6 ust. 1 lit. f RODO", "art. 6 ust. 1 lit. e RODO")], "legal_reference"
            ),
            Slip(2, [("The cameras do not cover", "The cameras also cover")], "negation"),
        ],
    ),
    Case(
        key="pl-warsztaty-pszczelarskie-kolo-lowicz",
        source="Koło Pszczelarzy w Łowiczu organizuje warsztaty dla początkujących. Spotkania odbędą się w pasiece szkoleniowej przy ul. Sadowej, a grupa nie przekroczy 12 osób. Uczestnicy muszą przyjść w długich spodniach i pełnym obuwiu; kapelusze z siatką i rękawice wypożyczamy na miejscu. Osoby uczulone na jad pszczeli nie powinny brać udziału w zajęciach praktycznych, ale mogą uczestniczyć w części teoretycznej. Koszt warsztatów to 180 zł, w tym słoik miodu i podręcznik. Z doświadczenia wiemy, że pierwsze samodzielne miodobranie jest zwykle możliwe dopiero w drugim sezonie. Jeżeli pogoda będzie deszczowa, zajęcia w pasiece prawdopodobnie zastąpimy pokazem w sali.",
        good=[
            Good(
                "preserve",
                "Zaczynasz przygodę z pszczołami? Koło Pszczelarzy w Łowiczu zaprasza na warsztaty dla początkujących w pasiece szkoleniowej przy ul. Sadowej. W grupie będzie najwyżej 12 osób. Musisz przyjść w długich spodniach i pełnych butach — kapelusz z siatką i rękawice wypożyczymy Ci na miejscu. Jeśli jesteś uczulony na jad pszczeli, nie powinieneś brać udziału w zajęciach praktycznych, ale w części teoretycznej możesz uczestniczyć. Warsztaty kosztują 180 zł, a w cenie są słoik miodu i podręcznik. Z doświadczenia wiemy, że na pierwsze samodzielne miodobranie zwykle trzeba poczekać do drugiego sezonu. W deszczowy dzień zajęcia w pasiece prawdopodobnie zastąpi pokaz w sali.",
            ),
            Good(
                "preserve",
                "Warsztaty dla początkujących pszczelarzy organizowane przez Koło Pszczelarzy w Łowiczu odbędą się w pasiece szkoleniowej przy ul. Sadowej. Liczba uczestników w grupie nie przekroczy 12 osób. Obowiązkowy strój to długie spodnie i pełne obuwie; kapelusze z siatką oraz rękawice są wypożyczane na miejscu. Osoby uczulone na jad pszczeli nie powinny uczestniczyć w zajęciach praktycznych, mogą natomiast wziąć udział w części teoretycznej. Opłata wynosi 180 zł i obejmuje słoik miodu oraz podręcznik. W razie deszczowej pogody zajęcia w pasiece zostaną prawdopodobnie zastąpione pokazem w sali. Organizatorzy zaznaczają, że z ich doświadczenia pierwsze samodzielne miodobranie jest zazwyczaj możliwe dopiero w drugim sezonie.",
            ),
            Good(
                "en",
                "The Łowicz Beekeepers' Club is running workshops for beginners. The sessions will take place at the training apiary on ul. Sadowa, with no more than 12 people per group. Participants must come in long trousers and closed shoes; veiled hats and gloves can be borrowed on site. People allergic to bee venom should not take part in the practical sessions, but they can attend the theory part. The workshop costs PLN 180, including a jar of honey and a handbook. In our experience, your first honey harvest on your own is usually only possible in your second season. If the weather is rainy, we will probably replace the apiary session with a demonstration indoors.",
            ),
        ],
        bad=[
            Slip(0, [("prawdopodobnie zastąpi", "zastąpi")], "hedge"),
            Slip(
                1,
                [
                    (
                        "nie powinny uczestniczyć w zajęciach praktycznych",
                        "nie mogą uczestniczyć w zajęciach praktycznych",
                    )
                ],
                "modality",
            ),
            Slip(2, [("PLN 180", "PLN 150")], "number"),
        ],
    ),
    Case(
        key="pl-ebooki-legimi-biblioteka-lublin",
        source="Od stycznia czytelnicy Miejskiej Biblioteki Publicznej w Lublinie mogą bezpłatnie wypożyczać e-booki przez platformę Legimi. Kod dostępu otrzymasz w dowolnej filii po okazaniu ważnej karty bibliotecznej; kodów nie wysyłamy e-mailem. Jeden kod działa przez miesiąc i pozwala przeczytać do 10 książek. Liczba kodów jest ograniczona — w każdym miesiącu biblioteka udostępnia 500 sztuk, więc warto zgłosić się na początku miesiąca. Kodu nie można przekazać innej osobie. Instrukcję aktywacji znajdziesz na stronie https://mbp.lublin.pl/ebooki, a w razie problemów napisz na ebooki@mbp.lublin.pl.",
        good=[
            Good(
                "preserve",
                "Od stycznia czytelnicy Miejskiej Biblioteki Publicznej w Lublinie mogą za darmo wypożyczać e-booki na platformie Legimi. Wystarczy, że z ważną kartą biblioteczną przyjdziesz do dowolnej filii, a dostaniesz kod dostępu — e-mailem kodów nie wysyłamy. Kod jest ważny miesiąc i pozwala przeczytać maksymalnie 10 książek. Pula kodów jest ograniczona: każdego miesiąca biblioteka ma ich do rozdania 500, więc warto przyjść na początku miesiąca. Kodu nie można przekazać innej osobie. Jak go aktywować, przeczytasz na https://mbp.lublin.pl/ebooki; jeśli coś nie działa, napisz na ebooki@mbp.lublin.pl.",
            ),
            Good(
                "preserve",
                "E-booki w MBP Lublin — jak to działa?\n\n"
                "1. Od stycznia czytelnicy mogą bezpłatnie wypożyczać e-booki na platformie Legimi.\n"
                "2. Kod dostępu odbierzesz w dowolnej filii, okazując ważną kartę biblioteczną. Kodów nie wysyłamy e-mailem.\n"
                "3. Kod działa przez miesiąc i pozwala przeczytać do 10 książek.\n"
                "4. Liczba kodów jest ograniczona: 500 miesięcznie, dlatego warto zgłosić się na początku miesiąca.\n"
                "5. Kodu nie można przekazać innej osobie.\n"
                "6. Instrukcja aktywacji: https://mbp.lublin.pl/ebooki. Problemy? Napisz na ebooki@mbp.lublin.pl.",
            ),
            Good(
                "en",
                "From January, readers of the Lublin Municipal Public Library can borrow e-books free of charge through the Legimi platform. You can get an access code at any branch by showing a valid library card; we do not send codes by e-mail. Each code works for one month and lets you read up to 10 books. The number of codes is limited — the library makes 500 available each month, so it is worth coming at the beginning of the month. A code cannot be passed on to another person. You will find activation instructions at https://mbp.lublin.pl/ebooki, and if you have any problems, write to ebooki@mbp.lublin.pl.",
            ),
        ],
        bad=[
            Slip(0, [("napisz na ebooki@mbp.lublin.pl", "napisz na ebook@mbp.lublin.pl")], "url"),
            Slip(
                1, [("Kodów nie wysyłamy e-mailem.", "Kody wysyłamy również e-mailem.")], "negation"
            ),
            Slip(
                2,
                [
                    (
                        "Each code works for one month and lets you read up to 10 books.",
                        "Jeden kod działa przez miesiąc i pozwala przeczytać do 10 książek.",
                    ),
                    (
                        "A code cannot be passed on to another person.",
                        "Kodu nie można przekazać innej osobie.",
                    ),
                ],
                "wrong_language",
            ),
        ],
    ),
    Case(
        key="pl-ibuprofen-dawkowanie-ulotka-leku",
        source="Ibuprofen w dawce 200 mg można przyjmować co 4–6 godzin, nie więcej niż 6 tabletek (1200 mg) na dobę bez konsultacji z lekarzem. Lek należy popijać wodą, najlepiej po posiłku, ponieważ może podrażniać żołądek. Nie należy stosować go dłużej niż 3 dni w przypadku gorączki ani dłużej niż 5 dni w przypadku bólu. U osób starszych ryzyko krwawienia z przewodu pokarmowego jest prawdopodobnie wyższe, dlatego powinny one stosować najmniejszą skuteczną dawkę. Kobiety w trzecim trymestrze ciąży nie mogą przyjmować ibuprofenu. Działania niepożądane występują rzadko, u mniej niż 1 na 100 pacjentów, i zwykle ustępują po odstawieniu leku.",
        good=[
            Good(
                "preserve",
                "Ibuprofen 200 mg możesz przyjmować co 4–6 godzin, ale bez konsultacji z lekarzem nie więcej niż 6 tabletek (1200 mg) na dobę. Popijaj go wodą, najlepiej po jedzeniu, bo może podrażniać żołądek. Przy gorączce nie stosuj go dłużej niż 3 dni, a przy bólu — dłużej niż 5 dni. U osób starszych ryzyko krwawienia z przewodu pokarmowego jest prawdopodobnie wyższe, więc powinny one przyjmować najmniejszą skuteczną dawkę. W trzecim trymestrze ciąży kobiety nie mogą przyjmować ibuprofenu. Działania niepożądane zdarzają się rzadko (u mniej niż 1 na 100 pacjentów) i zwykle mijają po odstawieniu leku.",
            ),
            Good(
                "preserve",
                "Jak stosować ibuprofen 200 mg:\n\n"
                "- dawkowanie: co 4–6 godzin; bez konsultacji z lekarzem maksymalnie 6 tabletek (1200 mg) na dobę;\n"
                "- lek należy popijać wodą, najlepiej po posiłku, bo może podrażniać żołądek;\n"
                "- gorączka: nie dłużej niż 3 dni; ból: nie dłużej niż 5 dni;\n"
                "- osoby starsze: ryzyko krwawienia z przewodu pokarmowego jest u nich prawdopodobnie wyższe, dlatego powinny stosować najmniejszą skuteczną dawkę;\n"
                "- trzeci trymestr ciąży: kobiety nie mogą przyjmować ibuprofenu;\n"
                "- działania niepożądane: rzadkie (u mniej niż 1 na 100 pacjentów), zwykle ustępują po odstawieniu leku.",
            ),
            Good(
                "en",
                "Ibuprofen 200 mg may be taken every 4–6 hours, but no more than 6 tablets (1,200 mg) a day without consulting a doctor. It should be taken with water, preferably after a meal, as it may irritate the stomach. Do not use it for more than 3 days for fever or more than 5 days for pain. In older people the risk of gastrointestinal bleeding is probably higher, so they should use the lowest effective dose. Women in the third trimester of pregnancy must not take ibuprofen. Side effects are rare, occurring in fewer than 1 in 100 patients, and usually resolve once the medicine is stopped.",
            ),
        ],
        bad=[
            Slip(0, [("6 tabletek (1200 mg)", "8 tabletek (1600 mg)")], "number"),
            Slip(1, [("jest u nich prawdopodobnie wyższe", "jest u nich wyższe")], "hedge"),
            Slip(
                2,
                [
                    (
                        "so they should use the lowest effective dose.",
                        "so they should use the lowest effective dose and take it together with a stomach-protecting drug such as omeprazole.",
                    )
                ],
                "invented_fact",
            ),
        ],
    ),
    Case(
        key="pl-kopie-zapasowe-bazy-danych-dokumentacja",
        source="### Kopie zapasowe bazy danych\n\n"
        "Skrypt `backup.sh` uruchamiany jest codziennie o 2:00 przez crona i zapisuje zrzut bazy do katalogu `/var/backups/pg`. Przechowujemy 14 ostatnich kopii; starsze są usuwane automatycznie.\n\n"
        "Aby przywrócić bazę, użyj polecenia:\n\n"
        "```\npg_restore -d app_prod /var/backups/pg/latest.dump\n```\n\n"
        "**Uwaga:** nie uruchamiaj przywracania na serwerze produkcyjnym bez zgody administratora. Zanim to zrobisz, sprawdź sumę kontrolną pliku poleceniem `sha256sum`. Kopie nie są szyfrowane, dlatego katalog musi mieć uprawnienia `700`. Więcej szczegółów znajdziesz w [dokumentacji wewnętrznej](https://wiki.firma.local/backup).",
        good=[
            Good(
                "preserve",
                "### Kopie zapasowe bazy danych\n\n"
                "Cron codziennie o 2:00 uruchamia skrypt `backup.sh`, który zapisuje zrzut bazy w katalogu `/var/backups/pg`. Trzymamy 14 najnowszych kopii, a starsze kasowane są automatycznie.\n\n"
                "Bazę przywracasz poleceniem:\n\n"
                "```\npg_restore -d app_prod /var/backups/pg/latest.dump\n```\n\n"
                "**Uwaga:** na serwerze produkcyjnym nie uruchamiaj przywracania bez zgody administratora. Wcześniej sprawdź sumę kontrolną pliku za pomocą `sha256sum`. Ponieważ kopie nie są szyfrowane, katalog musi mieć uprawnienia `700`. Szczegóły znajdziesz w [dokumentacji wewnętrznej](https://wiki.firma.local/backup).",
            ),
            Good(
                "preserve",
                "### Kopie zapasowe bazy danych\n\n"
                "- Harmonogram: `backup.sh` uruchamiany codziennie o 2:00 przez crona.\n"
                "- Miejsce zapisu zrzutu: `/var/backups/pg`.\n"
                "- Retencja: 14 ostatnich kopii, starsze usuwane automatycznie.\n"
                "- Kopie nie są szyfrowane — katalog musi mieć uprawnienia `700`.\n\n"
                "Przywracanie bazy:\n\n"
                "```\npg_restore -d app_prod /var/backups/pg/latest.dump\n```\n\n"
                "**Uwaga:** bez zgody administratora nie uruchamiaj przywracania na serwerze produkcyjnym, a wcześniej sprawdź sumę kontrolną pliku poleceniem `sha256sum`. Więcej w [dokumentacji wewnętrznej](https://wiki.firma.local/backup).",
            ),
            Good(
                "en",
                "### Database backups\n\n"
                "The `backup.sh` script is run daily at 2:00 by cron and saves a database dump to the `/var/backups/pg` directory. We keep the 14 most recent backups; older ones are deleted automatically.\n\n"
                "To restore the database, use the command:\n\n"
                "```\npg_restore -d app_prod /var/backups/pg/latest.dump\n```\n\n"
                "**Note:** do not run a restore on the production server without the administrator's approval. Before you do, check the file's checksum with `sha256sum`. Backups are not encrypted, so the directory must have `700` permissions. See the [internal documentation](https://wiki.firma.local/backup) for more details.",
            ),
        ],
        bad=[
            Slip(0, [("pg_restore -d app_prod", "pg_restore -d app_dev")], "code"),
            Slip(1, [("Kopie nie są szyfrowane", "Kopie są szyfrowane")], "negation"),
            Slip(2, [("### Database backups\n\n", "Database backups\n\n")], "markdown"),
        ],
    ),
    Case(
        key="pl-badania-powierzchniowe-stanowisko-kaldus",
        source="Badania powierzchniowe prowadzone w latach 2021–2023 na stanowisku Kałdus 3 ujawniły ślady osady z okresu wczesnośredniowiecznego. Zebrano 2486 fragmentów ceramiki, z których około 70% datowano na X–XI wiek. Wyniki potwierdzają wcześniejsze ustalenia Zielińskiej (1992, s. 115–120), która łączyła to miejsce z zapleczem grodu na Górze Św. Wawrzyńca. Pełny raport opublikowano w „Sprawozdaniach Archeologicznych” (t. 75, z. 2, DOI: 10.23858/SA/75.2023.2.3412). Autorzy podkreślają, że bez badań wykopaliskowych nie da się ustalić zasięgu osady. Stanowisko nie jest obecnie udostępnione do zwiedzania, a poszukiwania z wykrywaczem metali na jego terenie są zabronione.",
        good=[
            Good(
                "preserve",
                "W latach 2021–2023 na stanowisku Kałdus 3 prowadzono badania powierzchniowe, które ujawniły ślady wczesnośredniowiecznej osady. Zebrano 2486 fragmentów ceramiki; mniej więcej 70% z nich datowano na X–XI wiek. Wyniki potwierdzają wcześniejsze ustalenia Zielińskiej (1992, s. 115–120), wiążącej to miejsce z zapleczem grodu na Górze Św. Wawrzyńca. Pełny raport ukazał się w „Sprawozdaniach Archeologicznych” (t. 75, z. 2, DOI: 10.23858/SA/75.2023.2.3412). Jak podkreślają autorzy, zasięgu osady nie da się ustalić bez badań wykopaliskowych. Stanowiska nie można obecnie zwiedzać, a poszukiwania z wykrywaczem metali na jego terenie są zabronione.",
            ),
            Good(
                "preserve",
                "Stanowisko Kałdus 3 — wyniki badań powierzchniowych (2021–2023)\n\n"
                "Na stanowisku ujawniono ślady osady z okresu wczesnego średniowiecza. Z 2486 zebranych fragmentów ceramiki około 70% datowano na X–XI wiek, co potwierdza wcześniejsze ustalenia Zielińskiej (1992, s. 115–120), łączącej to miejsce z zapleczem grodu na Górze Św. Wawrzyńca. Autorzy podkreślają jednak, że zasięgu osady nie da się ustalić bez badań wykopaliskowych.\n\n"
                "Pełny raport: „Sprawozdania Archeologiczne”, t. 75, z. 2, DOI: 10.23858/SA/75.2023.2.3412.\n\n"
                "Stanowisko nie jest obecnie udostępnione do zwiedzania; poszukiwania z wykrywaczem metali na jego terenie są zabronione.",
            ),
            Good(
                "en",
                "Field-walking surveys carried out in 2021–2023 at the Kałdus 3 site revealed traces of an early medieval settlement. A total of 2,486 pottery fragments were collected, about 70% of which were dated to the 10th–11th centuries. The results confirm the earlier findings of Zielińska (1992, pp. 115–120), who linked the site to the hinterland of the stronghold on St Lawrence Hill (Góra Św. Wawrzyńca). The full report was published in Sprawozdania Archeologiczne (vol. 75, no. 2, DOI: 10.23858/SA/75.2023.2.3412). The authors stress that the extent of the settlement cannot be determined without excavation. The site is not currently open to visitors, and metal detecting on it is prohibited.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "ujawniły ślady wczesnośredniowiecznej osady",
                        "ujawniły ślady wczesnośredniowiecznej osady i związanego z nią cmentarzyska",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("Z 2486 zebranych", "Z 2846 zebranych")], "number"),
            Slip(
                2, [("Zielińska (1992, pp. 115–120)", "Zielińska (1995, pp. 115–120)")], "citation"
            ),
        ],
    ),
    Case(
        key="pl-zapisy-polmaraton-wroclawski-oplaty",
        source="Zapisy na 12. Półmaraton Wrocławski ruszają 3 lutego o godz. 12:00 na stronie https://polmaratonwroclaw.pl/zapisy. Limit wynosi 8000 uczestników i w poprzednich latach wyczerpywał się zazwyczaj w ciągu kilku dni. Opłata startowa do 31 marca to 129 zł, później wzrośnie do 159 zł. Bieg odbędzie się w niedzielę 25 maja, start o 9:00 przy Hali Stulecia. Limit czasu na pokonanie trasy wynosi 3 godziny. Przy wysokiej temperaturze organizator może przesunąć start na 8:00 — decyzja zapadnie najpóźniej 48 godzin wcześniej. Pakiety startowe będzie można odebrać w biurze zawodów w dniach 23–24 maja. Numer startowy nie może zostać przekazany innej osobie bez zgłoszenia zmiany.",
        good=[
            Good(
                "preserve",
                "Na 12. Półmaraton Wrocławski zapiszesz się od 3 lutego, od godz. 12:00, na https://polmaratonwroclaw.pl/zapisy. Miejsc jest 8000, a w poprzednich latach zazwyczaj znikały w ciągu kilku dni. Do 31 marca zapłacisz 129 zł, potem opłata wzrośnie do 159 zł. Bieg wystartuje w niedzielę 25 maja o 9:00 spod Hali Stulecia, a na pokonanie trasy będziesz mieć 3 godziny. Jeśli będzie bardzo gorąco, organizator może przesunąć start na 8:00; decyzję podejmie najpóźniej 48 godzin wcześniej. Pakiet startowy odbierzesz w biurze zawodów 23–24 maja. Numeru startowego nie można przekazać innej osobie bez zgłoszenia zmiany.",
            ),
            Good(
                "preserve",
                "12. Półmaraton Wrocławski — najważniejsze daty i zasady:\n\n"
                "- zapisy: od 3 lutego, godz. 12:00, https://polmaratonwroclaw.pl/zapisy (limit 8000 uczestników; w poprzednich latach wyczerpywał się zwykle w ciągu kilku dni);\n"
                "- opłata startowa: 129 zł do 31 marca, później 159 zł;\n"
                "- bieg: niedziela 25 maja, start o 9:00 przy Hali Stulecia, limit czasu 3 godziny;\n"
                "- upał: organizator może przesunąć start na 8:00, decyzja najpóźniej 48 godzin przed biegiem;\n"
                "- pakiety startowe: biuro zawodów, 23–24 maja;\n"
                "- numer startowy: nie może zostać przekazany innej osobie bez zgłoszenia zmiany.",
            ),
            Good(
                "en",
                "Registration for the 12th Wrocław Half Marathon opens on 3 February at 12:00 noon at https://polmaratonwroclaw.pl/zapisy. The limit is 8,000 participants, and in previous years it has usually been reached within a few days. The entry fee is PLN 129 until 31 March and will then rise to PLN 159. The race will take place on Sunday 25 May, starting at 9:00 at the Centennial Hall. The time limit for completing the course is 3 hours. In hot weather the organiser may move the start to 8:00 — the decision will be made no later than 48 hours beforehand. Race packs can be collected at the race office on 23–24 May. A bib number may not be transferred to another person without reporting the change.",
            ),
        ],
        bad=[
            Slip(0, [("zazwyczaj znikały", "znikały")], "hedge"),
            Slip(
                1,
                [
                    (
                        "https://polmaratonwroclaw.pl/zapisy",
                        "https://polmaratonwroclaw.pl/rejestracja",
                    )
                ],
                "url",
            ),
            Slip(2, [("on Sunday 25 May", "on Sunday 18 May")], "date"),
        ],
    ),
    Case(
        key="pl-budzet-obywatelski-gdynia-nabor",
        source="Mieszkańcy Gdyni mogą zgłaszać projekty do budżetu obywatelskiego na 2026 rok do 15 maja. Pula wynosi 14,2 mln zł, z czego 2 mln zł przeznaczono na projekty ogólnomiejskie, a resztę podzielono między dzielnice. Projekt musi mieć poparcie co najmniej 20 mieszkańców i dotyczyć terenu należącego do miasta. Wnioskodawca powinien dołączyć szacunkowy kosztorys; urzędnicy mogą go skorygować podczas weryfikacji. Koszt jednego projektu dzielnicowego nie może przekroczyć 600 tys. zł. Głosowanie potrwa od 1 do 14 września, a wziąć w nim udział może każdy mieszkaniec, niezależnie od wieku. Wyniki zostaną ogłoszone do końca września.",
        good=[
            Good(
                "preserve",
                "Do 15 maja możesz zgłosić swój projekt do budżetu obywatelskiego Gdyni na 2026 rok. Do podziału jest 14,2 mln zł: 2 mln zł przeznaczono na projekty ogólnomiejskie, a resztę podzielono między dzielnice. Twój projekt musi mieć poparcie co najmniej 20 mieszkańców i dotyczyć terenu należącego do miasta. Do wniosku powinieneś dołączyć szacunkowy kosztorys — urzędnicy mogą go skorygować podczas weryfikacji. Pojedynczy projekt dzielnicowy nie może kosztować więcej niż 600 tys. zł. Głosowanie potrwa od 1 do 14 września i może w nim wziąć udział każdy mieszkaniec, bez względu na wiek. Wyniki poznamy do końca września.",
            ),
            Good(
                "preserve",
                "Budżet obywatelski Gdyni na 2026 r. — zasady naboru\n\n"
                "1. Projekty można zgłaszać do 15 maja.\n"
                "2. Pula: 14,2 mln zł, w tym 2 mln zł na projekty ogólnomiejskie; pozostałe środki podzielono między dzielnice.\n"
                "3. Każdy projekt musi mieć poparcie co najmniej 20 mieszkańców i dotyczyć terenu należącego do miasta.\n"
                "4. Wnioskodawca powinien dołączyć szacunkowy kosztorys, który urzędnicy mogą skorygować podczas weryfikacji.\n"
                "5. Maksymalny koszt jednego projektu dzielnicowego: 600 tys. zł.\n"
                "6. Głosowanie: 1–14 września; może w nim wziąć udział każdy mieszkaniec, niezależnie od wieku.\n"
                "7. Ogłoszenie wyników: do końca września.",
            ),
            Good(
                "en",
                "Gdynia residents can submit projects for the 2026 participatory budget until 15 May. The pool is PLN 14.2 million, of which PLN 2 million is earmarked for city-wide projects, with the rest divided among the districts. A project must be backed by at least 20 residents and concern land owned by the city. Applicants should attach an estimated cost breakdown, which officials may adjust during verification. A single district project may not cost more than PLN 600,000. Voting will run from 1 to 14 September, and every resident can take part, regardless of age. The results will be announced by the end of September.",
            ),
        ],
        bad=[
            Slip(
                0,
                [
                    (
                        "Wyniki poznamy do końca września.",
                        "Wyniki poznamy do końca września, a zwycięskie projekty miasto zrealizuje w ciągu roku.",
                    )
                ],
                "invented_fact",
            ),
            Slip(1, [("co najmniej 20 mieszkańców", "co najmniej 50 mieszkańców")], "number"),
            Slip(2, [("Applicants should attach", "Applicants may attach")], "modality"),
        ],
    ),
]
